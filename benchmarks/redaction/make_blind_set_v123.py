#!/usr/bin/env python3
"""make_blind_set_v123.py -- blind evaluation set v123 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic.  One random.Random(123_2026_1128)
drives every choice; nothing iterates over a set and hash() is never used, so the output does
not depend on PYTHONHASHSEED.  Every credential body is generated at run time in the public
shape of its kind (prefix, alphabet, length, and checksum / encoding where the format has one:
GitHub/npm CRC32, BIP39 checksum, bech32, base58check, DER/PEM, OpenSSH key format, JWT, ...).

Usage:  python3 make_blind_set_v123.py [output.jsonl]
"""
import base64
import hashlib
import hmac
import json
import math
import random
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 123_2026_1128
R = random.Random(SEED)

DIG = string.digits
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
HEX = '0123456789abcdef'
HEXU = HEX.upper()
B62 = DIG + UPP + LOW
B64 = UPP + LOW + DIG + '+/'
B64U = UPP + LOW + DIG + '-_'
B32 = UPP + '234567'
ALNUM_L = LOW + DIG
ALNUM_U = UPP + DIG
B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'


# ----------------------------------------------------------------------------------------------
# primitives
# ----------------------------------------------------------------------------------------------
def rs(alpha, n):
    return ''.join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip('=')


def hexs(n):
    return rs(HEX, n)


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f'{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}'


def base62(n, width):
    out = ''
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, '0')


def crc32_b62(s):
    return base62(zlib.crc32(s.encode()) & 0xFFFFFFFF, 6)


def b58encode(b):
    n = int.from_bytes(b, 'big')
    out = ''
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b'\0'))
    return '1' * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def pct(s):
    return urllib.parse.quote(s, safe='')


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ulid():
    alpha = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
    return pick('01') + rs(alpha, 25)


def b32_nopad(b):
    return base64.b32encode(b).decode().rstrip('=')


def snowflake():
    return str(rint(700_000_000_000_000_000, 1_350_000_000_000_000_000))


def ts_iso():
    return f'2025-{rint(1, 12):02d}-{rint(1, 28):02d}T{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}Z'


def epoch():
    return rint(1_700_000_000, 1_790_000_000)


def ip_private():
    return pick([f'10.{rint(0, 255)}.{rint(0, 255)}.{rint(2, 250)}',
                 f'192.168.{rint(0, 30)}.{rint(2, 250)}',
                 f'172.{rint(16, 31)}.{rint(0, 255)}.{rint(2, 250)}'])


# ----------------------------------------------------------------------------------------------
# DER / RSA / EC / Ed25519 / OpenSSH / bech32
# ----------------------------------------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(x):
    return der(0x02, x.to_bytes(x.bit_length() // 8 + 1, 'big'))


def der_seq(*xs):
    return der(0x30, b''.join(xs))


def der_oct(b):
    return der(0x04, b)


def der_bits(b):
    return der(0x03, b'\x00' + b)


DER_NULL = b'\x05\x00'
OID_RSA = bytes.fromhex('06092a864886f70d010101')
OID_ECPUB = bytes.fromhex('06072a8648ce3d0201')
OID_P256 = bytes.fromhex('06082a8648ce3d030107')
OID_ED25519 = bytes.fromhex('06032b6570')

SMALL_PRIMES = [p for p in range(3, 3000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def is_probable_prime(n):
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(12):
        a = R.randrange(2, n - 1)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def gen_prime(bits):
    while True:
        n = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if is_probable_prime(n):
            return n


def rsa_private_der(bits):
    """Real RSA key (PKCS#1 RSAPrivateKey DER)."""
    e = 65537
    while True:
        p, q = gen_prime(bits // 2), gen_prime(bits // 2)
        if p == q:
            continue
        n = p * q
        lam = (p - 1) * (q - 1) // math.gcd(p - 1, q - 1)
        if n.bit_length() != bits or math.gcd(e, lam) != 1:
            continue
        d = pow(e, -1, lam)
        if p < q:
            p, q = q, p
        return der_seq(der_int(0), der_int(n), der_int(e), der_int(d), der_int(p), der_int(q),
                       der_int(d % (p - 1)), der_int(d % (q - 1)), der_int(pow(q, -1, p)))


def pkcs8_rsa(pkcs1):
    return der_seq(der_int(0), der_seq(OID_RSA, DER_NULL), der_oct(pkcs1))


# NIST P-256
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)
assert (P256_G[1] ** 2 - (P256_G[0] ** 3 - 3 * P256_G[0] + P256_B)) % P256_P == 0


def _p256_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    p = P256_P
    if P[0] == Q[0]:
        if (P[1] + Q[1]) % p == 0:
            return None
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def p256_mul(k, P=P256_G):
    acc = None
    while k:
        if k & 1:
            acc = _p256_add(acc, P)
        P = _p256_add(P, P)
        k >>= 1
    return acc


def ec_p256_keypair():
    d = R.randrange(1, P256_N)
    x, y = p256_mul(d)
    pub = b'\x04' + x.to_bytes(32, 'big') + y.to_bytes(32, 'big')
    return d, pub


def ec_sec1_der(d, pub, with_params=True):
    parts = [der_int(1), der_oct(d.to_bytes(32, 'big'))]
    if with_params:
        parts.append(der(0xA0, OID_P256))
    parts.append(der(0xA1, der_bits(pub)))
    return der_seq(*parts)


def ec_pkcs8_der(d, pub):
    return der_seq(der_int(0), der_seq(OID_ECPUB, OID_P256), der_oct(ec_sec1_der(d, pub, False)))


# Ed25519
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, -1, ED_P) % ED_P


def _ed_recover_x(y):
    xx = (y * y - 1) * pow(ED_D * y * y + 1, -1, ED_P)
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P:
        x = x * pow(2, (ED_P - 1) // 4, ED_P) % ED_P
    if x & 1:
        x = ED_P - x
    return x


ED_BY = 4 * pow(5, -1, ED_P) % ED_P
ED_B = (_ed_recover_x(ED_BY), ED_BY)
assert ED_B[0] == 15112221349535400772501151409588531511454012693041857206046113283949847762202


def _ed_add(P, Q):
    x1, y1 = P
    x2, y2 = Q
    t = ED_D * x1 * x2 * y1 * y2 % ED_P
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, -1, ED_P)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, -1, ED_P)
    return (x3 % ED_P, y3 % ED_P)


def _ed_mul(k, P):
    acc = (0, 1)
    while k:
        if k & 1:
            acc = _ed_add(acc, P)
        P = _ed_add(P, P)
        k >>= 1
    return acc


def ed25519_keypair():
    seed = rb(32)
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(a, ED_B)
    pub = (y | ((x & 1) << 255)).to_bytes(32, 'little')
    return seed, pub


def ssh_string(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack('>I', len(b)) + b


def openssh_ed25519_private(seed, pub, comment):
    pub_blob = ssh_string('ssh-ed25519') + ssh_string(pub)
    check = R.getrandbits(32)
    priv = struct.pack('>II', check, check) + ssh_string('ssh-ed25519') + ssh_string(pub) + \
        ssh_string(seed + pub) + ssh_string(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b'openssh-key-v1\0' + ssh_string('none') + ssh_string('none') + ssh_string(b'') + \
        struct.pack('>I', 1) + ssh_string(pub_blob) + ssh_string(priv)
    return wrap(b64e(blob), 70)


def ssh_ed25519_pub_line(pub, comment):
    return 'ssh-ed25519 ' + b64e(ssh_string('ssh-ed25519') + ssh_string(pub)) + ' ' + comment


def ssh_rsa_pub_line(comment, bits=2048):
    # public half only: modulus is random odd with top bit set (shape of a real ssh-rsa key)
    n = R.getrandbits(bits) | (1 << (bits - 1)) | 1
    nb = n.to_bytes(bits // 8 + 1, 'big')
    return 'ssh-rsa ' + b64e(ssh_string('ssh-rsa') + ssh_string(b'\x01\x00\x01') + ssh_string(nb)) + ' ' + comment


def pem(label, der_bytes):
    return ['-----BEGIN %s-----' % label] + wrap(b64e(der_bytes), 64) + ['-----END %s-----' % label]


BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
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
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + '1' + ''.join(BECH32[d] for d in data + chk)




# ----------------------------------------------------------------------------------------------
# BIP39 (English list embedded; checked against the published SHA-256 of english.txt)
# ----------------------------------------------------------------------------------------------
BIP39_WORDS = """
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

assert len(BIP39_WORDS) == 2048
assert hashlib.sha256(('\n'.join(BIP39_WORDS) + '\n').encode()).hexdigest() == \
    '2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda'


def bip39_mnemonic(words=12):
    ent_bits = {12: 128, 15: 160, 18: 192, 24: 256}[words]
    ent = rb(ent_bits // 8)
    cs = ent_bits // 32
    bits = bin(int.from_bytes(ent, 'big'))[2:].zfill(ent_bits) + \
        bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:cs]
    return ' '.join(BIP39_WORDS[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11))


# ----------------------------------------------------------------------------------------------
# token shapes (public formats)
# ----------------------------------------------------------------------------------------------
def gh_token(prefix='ghp_'):
    body = rs(B62, 30)
    return prefix + body + crc32_b62(body)          # 30 random + 6-char base62 CRC32


def gh_fine_grained():
    return 'github_pat_11' + rs(ALNUM_U, 20) + '_' + rs(B62, 59)


def npm_token():
    body = rs(B62, 30)
    return 'npm_' + body + crc32_b62(body)


def aws_akid(prefix='AKIA'):
    return prefix + rs(B32, 16)


def aws_secret():
    return rs(B64, 40)


def aws_session_token():
    raw = b'!\n\torigin_ec\x10' + rb(6) + b'\x1a\tus-east-1"G0E\x02!\x00' + rb(rint(230, 300))
    return b64e(raw)


def slack_bot():
    return f'xoxb-{rs(DIG, 1)}{rs(DIG, rint(10, 12))}-{rs(DIG, 13)}-{rs(B62, 24)}'


def slack_user():
    return f'xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{hexs(32)}'


def slack_app():
    return f'xapp-1-A0{rs(ALNUM_U, 9)}-{rs(DIG, 13)}-{hexs(64)}'


def stripe_key(kind='sk', mode='live', long=True):
    if long:
        return f'{kind}_{mode}_51' + rs(B62, 14) + rs(B62, 85)
    return f'{kind}_{mode}_' + rs(B62, 24)


def openai_key(kind='proj'):
    if kind == 'legacy':
        return 'sk-' + rs(B62, 20) + 'T3BlbkFJ' + rs(B62, 20)
    return f'sk-{kind}-' + rs(B64U, 74) + 'T3BlbkFJ' + rs(B64U, 74)


def anthropic_key(kind='api03'):
    return f'sk-ant-{kind}-' + rs(B64U, 93) + 'AA'


def jwt(payload, alg='HS256', kid=None):
    header = {'alg': alg, 'typ': 'JWT'}
    if kid:
        header['kid'] = kid
    h = b64u(json.dumps(header, separators=(',', ':')).encode())
    p = b64u(json.dumps(payload, separators=(',', ':')).encode())
    if alg == 'HS256':
        sig = hmac.new(rb(32), (h + '.' + p).encode(), hashlib.sha256).digest()
    elif alg in ('EdDSA', 'ES256'):
        sig = rb(64)
    else:
        sig = rb(256)
    return h + '.' + p + '.' + b64u(sig)


def pypi_token(project=None):
    ident = uuid4().encode()
    caveat = json.dumps({'version': 1, 'permissions': {'projects': [project]} if project else 'user'},
                        separators=(',', ':')).encode()
    raw = b'\x02\x01\x08pypi.org\x02' + bytes([len(ident)]) + ident + b'\x00\x02' + \
        bytes([len(caveat)]) + caveat + b'\x00\x00\x06\x20' + rb(32)
    return 'pypi-' + b64u(raw)


def sentry_org_token(org):
    payload = {'iat': epoch() + R.random(), 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io',
               'org': org}
    return 'sntrys_' + b64e(json.dumps(payload, separators=(',', ':')).encode()).rstrip('=') + '_' + rs(B62, 43)


def discord_bot_token():
    uid = snowflake()
    return b64e(uid.encode()).rstrip('=') + '.' + rs(B64U, 6) + '.' + rs(B64U, 38)


def telegram_token():
    return f'{rint(100_000_000, 7_999_999_999)}:AA' + rs(B64U, 33)


def mapbox_token(kind, user):
    inner = json.dumps({'u': user, 'a': 'cl' + rs(ALNUM_L, 23)}, separators=(',', ':')).encode()
    return f'{kind}.' + b64u(inner) + '.' + rs(B64U, 22)


def azure_storage_key():
    return b64e(rb(64))


def azure_ad_secret():
    return rs(B62, 3) + '8Q~' + rs(B62 + '_.~-', 34)


def azure_sas_sig():
    return pct(b64e(rb(32)))


def atlassian_token():
    return 'ATATT3xFfGF0' + rs(B64U, 170) + '=' + rs(HEXU, 8)


def intercom_token():
    return b64e(f'tok:{uuid4()}:1:0'.encode())


def elastic_api_key():
    return b64e((rs(B64U, 20) + ':' + rs(B64U, 22)).encode())


def jfrog_identity():
    return b64e(f'reftkn:01:{epoch() + 31536000}:{rs(B62, 29)}'.encode()).rstrip('=')


def fly_token():
    return 'fm2_' + b64e(rb(rint(120, 150))) + ',fm2_' + b64e(rb(rint(50, 60)))


def grafana_cloud_token(stack):
    inner = {'o': str(rint(100000, 999999)), 'n': f'{stack}-read-write', 'k': rs(B62, 24),
             'm': {'r': pick(['prod-us-east-0', 'prod-eu-west-2', 'prod-ap-northeast-0'])}}
    return 'glc_' + b64e(json.dumps(inner, separators=(',', ':')).encode())


def miro_token():
    return b64u(json.dumps({'miro.origin': pick(['eu01', 'us01'])}, separators=(',', ':')).encode()) + '_' + rs(B64U, 27)


def vault_token():
    inner = b'\x08\x01\x12\x20' + rb(32) + b'\x1a\x1e\n\x1chvs.' + rs(B62, 24).encode()
    return 'hvs.' + b64u(inner)


def age_secret_key():
    return bech32_encode('age-secret-key-', rb(32)).upper()


def age_public_key():
    return bech32_encode('age', rb(32))


def wireguard_key():
    k = bytearray(rb(32))
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    return b64e(bytes(k))


def btc_wif():
    return b58check(b'\x80' + rb(32) + b'\x01')


def totp_secret(nbytes=None):
    return b32_nopad(rb(nbytes or pick([10, 20, 20, 16])))


def bitlocker_key():
    return '-'.join(f'{11 * rint(1000, 65535):06d}' for _ in range(8))


def onepassword_secret_key():
    alpha = '23456789ABCDEFGHJKLMNPQRSTVWXYZ'
    return 'A3-' + '-'.join([rs(alpha, 6), rs(alpha, 6), rs(alpha, 5), rs(alpha, 5), rs(alpha, 5), rs(alpha, 5)])


def twitter_bearer():
    return 'A' * 21 + rs(B62, 6) + 'AAAAAA' + pct(b64e(rb(18))) + rs(B62, 50)


def clerk_pk(domain):
    return 'pk_live_' + b64e((domain + '$').encode()).rstrip('=')


def kube_sa_token(ns, sa):
    now = epoch()
    return jwt({'aud': ['https://kubernetes.default.svc.cluster.local'], 'exp': now + 31536000, 'iat': now,
                'iss': 'https://kubernetes.default.svc.cluster.local',
                'kubernetes.io': {'namespace': ns, 'serviceaccount': {'name': sa, 'uid': uuid4()}},
                'sub': f'system:serviceaccount:{ns}:{sa}'}, alg='RS256', kid=rs(B64U, 43))


def supabase_jwt(ref, role):
    now = epoch()
    return jwt({'iss': 'supabase', 'ref': ref, 'role': role, 'iat': now, 'exp': now + 315360000})


# ----------------------------------------------------------------------------------------------
# passwords of many styles
# ----------------------------------------------------------------------------------------------
KO_INITIAL = 'rRseEfaqQtTdwWczxvg'
KO_MEDIAL = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl', 'b', 'm',
             'ml', 'l']
KO_FINAL = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg', 'a', 'q', 'qt',
            't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(KO_INITIAL[code // 588] + KO_MEDIAL[(code % 588) // 28] + KO_FINAL[code % 28])
        else:
            out.append(ch)
    return ''.join(out)


assert hangul_to_qwerty('안녕하세요') == 'dkssudgktpdy'

KO_WORDS = ['사랑', '행복', '비밀', '우리집', '강아지', '고양이', '하늘', '바다', '보물', '서울', '부산', '토끼',
            '호랑이', '별빛', '무지개', '짱구', '뽀로로', '민준', '서연', '지우', '하은', '도윤', '코딩', '개발자',
            '회사', '출근', '퇴근', '커피', '라면', '김치', '봄날', '여름', '가을', '겨울', '은하수', '초코',
            '딸기', '사과', '우주', '태양', '달빛', '햇살', '바람', '구름', '소나무', '해바라기', '한강', '제주']
EN_NAMES = ['Summer', 'Winter', 'Autumn', 'Spring', 'Bluebird', 'Falcon', 'Mustang', 'Phoenix', 'Dragon',
            'Monkey', 'Shadow', 'Sunshine', 'Charlie', 'Buster', 'Ginger', 'Pepper', 'Rocket', 'Tigers',
            'Orange', 'Marina', 'Jessica', 'Daniel', 'Hunter', 'Soccer', 'Welcome', 'Company', 'Acme',
            'Brisket', 'Coffee', 'Jiwoo', 'Minjun', 'Seoyeon', 'Hanbit', 'Nuri', 'Haneul', 'Dubu']
SYMS = '!@#$%^&*'


def pw_human():
    w = pick(EN_NAMES)
    style = rint(0, 5)
    if style == 0:
        return w + str(rint(2015, 2026)) + pick(SYMS)
    if style == 1:
        return w + pick(SYMS) + str(rint(10, 9999))
    if style == 2:
        return pick(SYMS) + w.lower() + str(rint(100, 999)) + pick(SYMS)
    if style == 3:
        return w + pick(['_', '.', '-']) + pick(EN_NAMES).lower() + str(rint(1, 99))
    if style == 4:
        return w.lower() + str(rint(1000, 9999)) + pick(['!', '!!', '#', '?'])
    return 'My' + w + pick(['Is', '4', 'Was']) + pick(['Cool', 'Home', 'Great', 'Back']) + str(rint(1, 99))


def pw_leet():
    w = pick(['password', 'welcome', 'letmein', 'sunflower', 'trustno', 'database', 'monitor', 'dragonfly',
              'starlight', 'keyboard', 'platform', 'lighthouse'])
    tbl = {'a': '@', 'e': '3', 'i': '1', 'o': '0', 's': '$', 't': '7'}
    s = ''.join(tbl[c] if c in tbl and chance(0.7) else c for c in w)
    s = s[0].upper() + s[1:]
    return s + pick(['', '!', '#1', str(rint(1, 99)), '&' + str(rint(1, 9))])


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(['-', '-', '.', ' ', '_', ''])
    words = [pick(BIP39_WORDS) for _ in range(rint(3, 5))]
    if sep == '':
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.4):
        s += sep + str(rint(1, 99)) if sep else str(rint(1, 99))
    return s


def pw_generated(n=None, symbols='!#%&*+-.:;=?@^_~()[]{}<>,'):
    n = n or pick([14, 16, 20, 24, 32])
    while True:
        s = rs(UPP + LOW + DIG + symbols, n)
        if any(c in symbols for c in s) and any(c.isdigit() for c in s) and s[0] not in '-' and s[-1] != ' ':
            return s


def pw_ko_typed():
    word = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else '')
    s = hangul_to_qwerty(word)
    return s + pick([str(rint(1, 9999)), str(rint(1980, 2024)), '!' + str(rint(1, 99)), '@' + str(rint(10, 99)),
                     str(rint(100, 999)) + '!'])


def pw_hangul():
    return pick(KO_WORDS) + pick(KO_WORDS) + pick([str(rint(1, 9999)), '!' + str(rint(10, 99)), str(rint(1000, 9999)) + '!'])


def pw_simple_admin():
    return pick(['admin', 'root', 'qwer', 'asdf', 'test', 'dev', 'ops', 'zxcv']) + pick(['1234!', '1q2w3e', '!@#$',
                                                                                         '2024!', '12#$', '1234',
                                                                                         '!234'])


def password(style=None, shell_safe=False):
    style = style or pick(['human', 'human', 'leet', 'phrase', 'gen', 'gen', 'ko_typed', 'simple'])
    while True:
        if style == 'human':
            p = pw_human()
        elif style == 'leet':
            p = pw_leet()
        elif style == 'phrase':
            p = pw_passphrase()
        elif style == 'phrase_nospace':
            p = pw_passphrase(pick(['-', '.', '_', '']))
        elif style == 'gen':
            p = pw_generated()
        elif style == 'ko_typed':
            p = pw_ko_typed()
        elif style == 'hangul':
            p = pw_hangul()
        else:
            p = pw_simple_admin()
        if shell_safe and (' ' in p or any(c in p for c in '\'"`\\')):
            continue
        if len(p) >= 8 and p == p.strip():
            return p




# ----------------------------------------------------------------------------------------------
# vendor registry
#   creds(): list of dicts {var, val, sec}: sec = substrings of val that are credentials
#   http: (method, url, auth, extra_headers)   auth forms:
#         ('bearer', i) | ('header', name, i, prefix) | ('basic', user, pw) | ('query', param, i)
#         ('path', i) | ('json', {field: i|literal}) | ('form', {field: i|literal})
#   sdk: {lang: template}  templates use {c0}, {c1}, ... for credential values
# ----------------------------------------------------------------------------------------------
def C(var, val, sec=True):
    if sec is True:
        sec = [val]
    elif sec is False:
        sec = []
    return {'var': var, 'val': val, 'sec': list(sec)}


class Vendor:
    def __init__(self, key, name, desc, creds, http=None, sdk=None, ko=False, mcp=None, special=None,
                 desc_ko=None):
        self.key, self.name, self.desc, self.creds_fn = key, name, desc, creds
        self.http, self.sdk, self.ko, self.mcp = http, sdk or {}, ko, mcp
        self.special = special or []
        self.desc_ko = desc_ko or KO_DESC.get(desc, desc)


KO_DESC = {'API key': 'API 키', 'access token': '액세스 토큰', 'token': '토큰', 'secret key': '시크릿 키',
           'bot token': '봇 토큰', 'personal access token': 'PAT', 'webhook URL': '웹훅 URL',
           'client secret': 'client secret', 'access key': '액세스 키', 'auth token': 'auth 토큰',
           'service token': '서비스 토큰', 'API token': 'API 토큰', 'app password': '앱 비밀번호',
           'credentials': '크리덴셜', 'signing secret': '서명 시크릿', 'license key': '라이선스 키',
           'deploy token': '배포 토큰', 'auth key': 'auth 키', 'admin key': '어드민 키',
           'server key': '서버 키', 'runner token': '러너 토큰', 'service role key': 'service_role 키',
           'restricted key': '제한 키', 'connection string': '연결 문자열', 'SAS token': 'SAS 토큰',
           'temporary credentials': '임시 크리덴셜', 'management token': '관리 토큰',
           'identity token': '아이덴티티 토큰', 'ingest key': 'ingest 키', 'HEC token': 'HEC 토큰',
           'secret': '시크릿', 'join token': 'join 토큰', 'Secret Key': 'Secret Key'}


def org():
    return pick(['acme', 'northwind', 'contoso', 'globex', 'initech', 'umbrella-labs', 'hooli', 'vandelay',
                 'piedpiper', 'stark-ind', 'wayne-ent', 'soylent', 'tyrell', 'cyberdyne', 'nakatomi', 'oscorp',
                 'gringotts', 'dunder', 'bluth', 'kakaoish', 'hanbit-soft', 'mirae-dev', 'daon', 'saebom'])


def user():
    return pick(['jkim', 'sarah.lee', 'mpark', 'deploy-bot', 'ci-runner', 'alex', 'priya', 'tom.h', 'dchoi',
                 'yujin', 'svc-etl', 'minho', 'hyejin.k', 'admin', 'ops', 'build', 'jenkins', 'kwon', 'maria',
                 'lucas', 'nina', 'seojun', 'app_rw', 'reporting', 'grafana_ro'])


def email(u=None):
    u = (u or user()).replace('_', '.')
    return u + '@' + pick(['acme.io', 'example.com', 'northwind.dev', 'contoso.co.kr', 'globex.com',
                           'company.kr', 'startup.io', 'gmail.com'])


def host(kind='db'):
    o = org()
    return pick({
        'db': [f'{kind}-primary.{o}.internal', f'{o}-prod.cluster-c{rs(ALNUM_L, 10)}.ap-northeast-2.rds.amazonaws.com',
               f'pg-{rs(ALNUM_L, 6)}.{o}.svc.cluster.local', f'10.{rint(0, 255)}.{rint(0, 255)}.{rint(2, 250)}',
               f'{o}-db.postgres.database.azure.com', f'mysql.{o}.lan', f'db{rint(1, 4)}.stg.{o}.net'],
    }[kind if kind == 'db' else 'db'])


def _twilio():
    return [C('TWILIO_ACCOUNT_SID', 'AC' + hexs(32), False), C('TWILIO_AUTH_TOKEN', hexs(32))]


def _mailchimp():
    dc = f'us{rint(1, 21)}'
    return [C('MAILCHIMP_API_KEY', hexs(32) + '-' + dc), C('MAILCHIMP_SERVER_PREFIX', dc, False)]


def _slack_webhook():
    tail = rs(B62, 24)
    return [C('SLACK_WEBHOOK_URL', f'https://hooks.slack.com/services/T{rs(ALNUM_U, 8)}/B{rs(ALNUM_U, 10)}/{tail}', [tail])]


def _discord_webhook():
    tail = rs(B64U, 68)
    return [C('DISCORD_WEBHOOK_URL', f'https://discord.com/api/webhooks/{snowflake()}/{tail}', [tail])]


def _teams_webhook():
    sig = rs(B64U, 43)
    url = (f'https://prod-{rint(10, 99)}.{pick(["westus", "eastus", "koreacentral", "westeurope"])}.logic.azure.com:443'
           f'/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-06-01'
           f'&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={sig}')
    return [C('TEAMS_WEBHOOK_URL', url, [sig])]


def _azure_storage():
    acct = org().replace('-', '') + rs(ALNUM_L, 4)
    key = azure_storage_key()
    cs = f'DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net'
    return [C('AZURE_STORAGE_CONNECTION_STRING', cs, [key])]


def _azure_sas():
    acct = org().replace('-', '') + rs(ALNUM_L, 3)
    sig = azure_sas_sig()
    url = (f'https://{acct}.blob.core.windows.net/{pick(["exports", "backups", "uploads"])}?sv=2022-11-02&ss=b&srt=co'
           f'&sp=rwdlac&se=2026-0{rint(1, 9)}-{rint(10, 28)}T00:00:00Z&st=2025-0{rint(1, 9)}-01T00:00:00Z&spr=https&sig={sig}')
    return [C('AZURE_BLOB_SAS_URL', url, [sig])]


def _gcp_oauth():
    return [C('GOOGLE_CLIENT_ID', f'{rint(10 ** 11, 10 ** 12 - 1)}-{rs(ALNUM_L, 32)}.apps.googleusercontent.com', False),
            C('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(B64U, 28))]


def _datadog():
    return [C('DD_API_KEY', hexs(32)), C('DD_APP_KEY', hexs(40))]


def _auth0():
    return [C('AUTH0_DOMAIN', f'{org()}.{pick(["us", "eu", "jp"])}.auth0.com', False),
            C('AUTH0_CLIENT_ID', rs(B62, 32), False), C('AUTH0_CLIENT_SECRET', rs(B64U, 64))]


def _algolia():
    return [C('ALGOLIA_APP_ID', rs(ALNUM_U, 10), False), C('ALGOLIA_ADMIN_API_KEY', hexs(32))]


def _spotify():
    return [C('SPOTIFY_CLIENT_ID', hexs(32), False), C('SPOTIFY_CLIENT_SECRET', hexs(32))]


def _paypal():
    return [C('PAYPAL_CLIENT_ID', 'A' + rs(B64U, 79), False), C('PAYPAL_CLIENT_SECRET', 'E' + rs(B64U, 79))]


def _razorpay():
    return [C('RAZORPAY_KEY_ID', 'rzp_live_' + rs(B62, 14), False), C('RAZORPAY_KEY_SECRET', rs(B62, 24))]


def _binance():
    return [C('BINANCE_API_KEY', rs(B62, 64)), C('BINANCE_API_SECRET', rs(B62, 64))]


def _infura():
    return [C('INFURA_API_KEY', hexs(32)), C('INFURA_API_KEY_SECRET', hexs(32))]


def _mailjet():
    return [C('MJ_APIKEY_PUBLIC', hexs(32)), C('MJ_APIKEY_PRIVATE', hexs(32))]


def _planetscale():
    return [C('PLANETSCALE_SERVICE_TOKEN_ID', rs(ALNUM_L, 12)), C('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(B64U, 43))]


def _atlas():
    return [C('MONGODB_ATLAS_PUBLIC_KEY', rs(LOW, 8)), C('MONGODB_ATLAS_PRIVATE_KEY', uuid4())]


def _upstash():
    name = pick(['fancy', 'eager', 'proud', 'wise', 'calm']) + '-' + pick(['otter', 'lynx', 'heron', 'gecko']) + '-' + str(rint(10000, 99999))
    return [C('UPSTASH_REDIS_REST_URL', f'https://{name}.upstash.io', False),
            C('UPSTASH_REDIS_REST_TOKEN', 'A' + b64e(b'\x00' + rb(rint(44, 50))).rstrip('=')[1:])]


def _turso():
    now = epoch()
    return [C('TURSO_DATABASE_URL', f'libsql://{pick(["app", "main", "edge"])}-{org()}.turso.io', False),
            C('TURSO_AUTH_TOKEN', jwt({'a': 'rw', 'iat': now, 'id': uuid4()}, alg='EdDSA'))]


def _confluent():
    return [C('CONFLUENT_API_KEY', rs(ALNUM_U, 16)), C('CONFLUENT_API_SECRET', rs(B62 + '+/', 64))]


def _mux():
    return [C('MUX_TOKEN_ID', uuid4()), C('MUX_TOKEN_SECRET', b64e(rb(57)))]


def _cloudinary():
    k, s = rs(DIG, 15), rs(B64U, 27)
    return [C('CLOUDINARY_URL', f'cloudinary://{k}:{s}@{org()}', [k, s])]


def _zoom():
    return [C('ZOOM_ACCOUNT_ID', rs(B64U, 22), False), C('ZOOM_CLIENT_ID', rs(B62, 22), False),
            C('ZOOM_CLIENT_SECRET', rs(B62, 32))]


def _sumo():
    return [C('SUMO_ACCESS_ID', 'su' + rs(B62, 12)), C('SUMO_ACCESS_KEY', rs(B62, 64))]


def _plaid():
    return [C('PLAID_CLIENT_ID', hexs(24), False), C('PLAID_SECRET', hexs(30)), C('PLAID_ENV', 'production', False)]


def _naver_cloud():
    return [C('NCLOUD_ACCESS_KEY', rs(ALNUM_U, 20)), C('NCLOUD_SECRET_KEY', rs(B62, 40))]


def _naver_dev():
    return [C('NAVER_CLIENT_ID', rs(B62, 20), False), C('NAVER_CLIENT_SECRET', rs(B62, 10))]


def _portone():
    return [C('IMP_KEY', rs(DIG, 16)), C('IMP_SECRET', rs(B62, 80))]


def _channel():
    return [C('CHANNEL_ACCESS_KEY', hexs(24)), C('CHANNEL_ACCESS_SECRET', hexs(32))]


def _solapi():
    return [C('SOLAPI_API_KEY', 'NCS' + rs(ALNUM_U, 13)), C('SOLAPI_API_SECRET', rs(ALNUM_U, 32))]


def _backblaze():
    return [C('B2_APPLICATION_KEY_ID', '005' + hexs(22)), C('B2_APPLICATION_KEY', 'K005' + rs(B62 + '+/', 27))]


def _scaleway():
    return [C('SCW_ACCESS_KEY', 'SCW' + rs(ALNUM_U, 17)), C('SCW_SECRET_KEY', uuid4()),
            C('SCW_DEFAULT_PROJECT_ID', uuid4(), False)]


def _alibaba():
    return [C('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + rs(B62, 18)), C('ALIBABA_CLOUD_ACCESS_KEY_SECRET', rs(B62, 30))]


def _tencent():
    return [C('TENCENTCLOUD_SECRET_ID', 'AKID' + rs(B62, 32)), C('TENCENTCLOUD_SECRET_KEY', rs(B62, 32))]


def _ovh():
    return [C('OVH_ENDPOINT', 'ovh-eu', False), C('OVH_APPLICATION_KEY', rs(B62, 16)),
            C('OVH_APPLICATION_SECRET', rs(B62, 32)), C('OVH_CONSUMER_KEY', rs(B62, 32))]


def _bitwarden():
    return [C('BW_CLIENTID', 'user.' + uuid4(), False), C('BW_CLIENTSECRET', rs(B62, 30))]


def _github_oauth():
    return [C('GITHUB_CLIENT_ID', pick(['Iv1.', 'Ov23li']) + rs(B62 if chance(0.5) else HEX, 16), False),
            C('GITHUB_CLIENT_SECRET', hexs(40))]


def _amplitude():
    return [C('AMPLITUDE_API_KEY', hexs(32), False), C('AMPLITUDE_SECRET_KEY', hexs(32))]


def _mixpanel():
    return [C('MIXPANEL_SERVICE_ACCOUNT', f'{pick(["etl", "export", "ci"])}.{rs(LOW, 6)}.mp-service-account', False),
            C('MIXPANEL_SERVICE_SECRET', rs(B62, 32))]


def _stytch():
    return [C('STYTCH_PROJECT_ID', 'project-live-' + uuid4(), False), C('STYTCH_SECRET', 'secret-live-' + rs(B64U, 36))]


def _akamai():
    return [C('AKAMAI_HOST', f'akab-{rs(ALNUM_L, 16)}-{rs(ALNUM_L, 16)}.luna.akamaiapis.net', False),
            C('AKAMAI_CLIENT_SECRET', b64e(rb(32))),
            C('AKAMAI_ACCESS_TOKEN', f'akab-{rs(ALNUM_L, 16)}-{rs(ALNUM_L, 16)}'),
            C('AKAMAI_CLIENT_TOKEN', f'akab-{rs(ALNUM_L, 16)}-{rs(ALNUM_L, 16)}')]


def _vonage():
    return [C('VONAGE_API_KEY', hexs(8)), C('VONAGE_API_SECRET', rs(B62, 16))]


def _plivo():
    return [C('PLIVO_AUTH_ID', pick(['MA', 'SA']) + rs(ALNUM_U, 18), False), C('PLIVO_AUTH_TOKEN', rs(B62, 40))]


def _pushover():
    return [C('PUSHOVER_TOKEN', 'a' + rs(ALNUM_L, 29)), C('PUSHOVER_USER', 'u' + rs(ALNUM_L, 29), False)]


def _eab():
    return [C('ACME_EAB_KID', rs(B64U, 22), False), C('ACME_EAB_HMAC_KEY', rs(B64U, 43))]


def _minio():
    return [C('MINIO_ACCESS_KEY', rs(ALNUM_U, 20)), C('MINIO_SECRET_KEY', rs(B62, 40))]


def _keycloak():
    return [C('KEYCLOAK_CLIENT_ID', pick(['backend', 'admin-cli-svc', 'api-gateway', 'reporting']), False),
            C('KEYCLOAK_CLIENT_SECRET', rs(B62, 32))]


def _trello():
    return [C('TRELLO_API_KEY', hexs(32), False), C('TRELLO_TOKEN', 'ATTA' + hexs(64) + rs(HEXU, 8))]


def _toss():
    return [C('TOSS_SECRET_KEY', pick(['live_sk_', 'live_gsk_']) + rs(B62, 32 if chance(0.5) else 24))]


def one(var, fn):
    return lambda: [C(var, fn())]


V = []


def reg(*a, **k):
    V.append(Vendor(*a, **k))


GH = 'https://api.github.com'
reg('aws', 'AWS', 'access key', lambda: [C('AWS_ACCESS_KEY_ID', aws_akid()), C('AWS_SECRET_ACCESS_KEY', aws_secret()),
                                          C('AWS_DEFAULT_REGION', pick(['ap-northeast-2', 'us-east-1', 'eu-west-1', 'us-west-2']), False)],
    sdk={'python': 'import boto3\ns3 = boto3.client("s3", aws_access_key_id="{c0}",\n                  aws_secret_access_key="{c1}")',
         'js': 'const s3 = new S3Client({\n  region: "{c2}",\n  credentials: { accessKeyId: "{c0}", secretAccessKey: "{c1}" },\n});',
         'go': 'cfg, _ := config.LoadDefaultConfig(ctx, config.WithCredentialsProvider(\n    credentials.NewStaticCredentialsProvider("{c0}", "{c1}", "")))',
         'java': 'AwsBasicCredentials creds = AwsBasicCredentials.create("{c0}", "{c1}");'},
    special=['aws_credentials_file', 'aws_configure'])
reg('aws_sts', 'AWS STS', 'temporary credentials',
    lambda: [C('AWS_ACCESS_KEY_ID', aws_akid('ASIA')), C('AWS_SECRET_ACCESS_KEY', aws_secret()),
             C('AWS_SESSION_TOKEN', aws_session_token())], special=['aws_credentials_file'])
reg('github', 'GitHub', 'personal access token', one('GITHUB_TOKEN', gh_token),
    http=('GET', GH + '/user/repos?per_page=100', ('bearer', 0), ['Accept: application/vnd.github+json']),
    sdk={'js': 'const octokit = new Octokit({ auth: "{c0}" });',
         'python': 'from github import Github, Auth\ngh = Github(auth=Auth.Token("{c0}"))',
         'go': 'ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: "{c0}"})\nclient := github.NewClient(oauth2.NewClient(ctx, ts))'},
    mcp=('github', 'npx', ['-y', '@modelcontextprotocol/server-github'], 'GITHUB_PERSONAL_ACCESS_TOKEN'),
    special=['git_remote', 'gh_auth'])
reg('github_fg', 'GitHub', 'fine-grained token', one('GH_TOKEN', gh_fine_grained),
    http=('GET', GH + '/repos/{org}/{repo}/actions/runs', ('header', 'Authorization', 0, 'token '), []),
    mcp=('github', 'docker', ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server'],
         'GITHUB_PERSONAL_ACCESS_TOKEN'), special=['git_remote'], desc_ko='fine-grained 토큰')
reg('github_app', 'GitHub App', 'installation token', one('GITHUB_APP_TOKEN', lambda: gh_token('ghs_')),
    http=('POST', GH + '/repos/{org}/{repo}/dispatches', ('bearer', 0), ['Accept: application/vnd.github+json']),
    special=['git_remote'], desc_ko='installation 토큰')
reg('github_oauth', 'GitHub OAuth app', 'client secret', _github_oauth)
reg('gitlab', 'GitLab', 'personal access token', one('GITLAB_TOKEN', lambda: 'glpat-' + rs(B64U, 20)),
    http=('GET', 'https://gitlab.com/api/v4/projects?membership=true', ('header', 'PRIVATE-TOKEN', 0, ''), []),
    sdk={'python': 'import gitlab\ngl = gitlab.Gitlab("https://gitlab.com", private_token="{c0}")'},
    special=['git_remote'])
reg('gitlab_runner', 'GitLab Runner', 'runner token', one('CI_RUNNER_TOKEN', lambda: 'glrt-' + rs(B64U, 20)),
    special=['gitlab_runner_toml'])
reg('gitlab_deploy', 'GitLab', 'deploy token', lambda: [C('GITLAB_DEPLOY_USER', 'gitlab+deploy-token-' + str(rint(100, 99999)), False),
                                                        C('GITLAB_DEPLOY_TOKEN', 'gldt-' + rs(B64U, 20))])
reg('bitbucket', 'Bitbucket', 'app password', lambda: [C('BITBUCKET_USERNAME', user(), False),
                                                       C('BITBUCKET_APP_PASSWORD', 'ATBB' + rs(B62, 32) + rs(HEXU, 8))],
    http=('GET', 'https://api.bitbucket.org/2.0/repositories/{org}', ('basic', 0, 1), []))
reg('slack', 'Slack', 'bot token', one('SLACK_BOT_TOKEN', slack_bot),
    http=('POST', 'https://slack.com/api/chat.postMessage', ('bearer', 0), ['Content-type: application/json']),
    sdk={'python': 'from slack_sdk import WebClient\nclient = WebClient(token="{c0}")',
         'js': 'const web = new WebClient("{c0}");'},
    mcp=('slack', 'npx', ['-y', '@modelcontextprotocol/server-slack'], 'SLACK_BOT_TOKEN'))
reg('slack_user', 'Slack', 'user token', one('SLACK_USER_TOKEN', slack_user),
    http=('GET', 'https://slack.com/api/conversations.history?channel=C0{chan}', ('bearer', 0), []), desc_ko='user 토큰')
reg('slack_app', 'Slack', 'app-level token', lambda: [C('SLACK_APP_TOKEN', slack_app()), C('SLACK_BOT_TOKEN', slack_bot())],
    sdk={'python': 'app = App(token="{c1}")\nSocketModeHandler(app, "{c0}").start()'}, desc_ko='app-level 토큰')
reg('slack_webhook', 'Slack', 'webhook URL', _slack_webhook, http=('POST', '{c0}', ('none',), ['Content-type: application/json']))
reg('stripe', 'Stripe', 'secret key', one('STRIPE_SECRET_KEY', stripe_key),
    http=('GET', 'https://api.stripe.com/v1/charges?limit=3', ('basic', 0, ''), []),
    sdk={'python': 'import stripe\nstripe.api_key = "{c0}"', 'js': 'const stripe = require("stripe")("{c0}");',
         'ruby': "Stripe.api_key = '{c0}'", 'php': "\\Stripe\\Stripe::setApiKey('{c0}');",
         'go': 'stripe.Key = "{c0}"'},
    mcp=('stripe', 'npx', ['-y', '@stripe/mcp', '--tools=all', '--api-key={c0}'], None))
reg('stripe_whsec', 'Stripe', 'webhook signing secret', one('STRIPE_WEBHOOK_SECRET', lambda: 'whsec_' + rs(B62, 32)),
    sdk={'python': 'event = stripe.Webhook.construct_event(payload, sig_header, "{c0}")',
         'js': 'const event = stripe.webhooks.constructEvent(req.body, sig, "{c0}");'}, desc_ko='웹훅 서명 시크릿')
reg('stripe_rk', 'Stripe', 'restricted key', one('STRIPE_RESTRICTED_KEY', lambda: stripe_key('rk')),
    http=('GET', 'https://api.stripe.com/v1/customers?limit=10', ('bearer', 0), []))
reg('openai', 'OpenAI', 'API key', one('OPENAI_API_KEY', lambda: openai_key(pick(['proj', 'proj', 'svcacct', 'legacy']))),
    http=('POST', 'https://api.openai.com/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'from openai import OpenAI\nclient = OpenAI(api_key="{c0}")', 'js': 'const client = new OpenAI({ apiKey: "{c0}" });'})
reg('anthropic', 'Anthropic', 'API key', one('ANTHROPIC_API_KEY', anthropic_key),
    http=('POST', 'https://api.anthropic.com/v1/messages', ('header', 'x-api-key', 0, ''), ['anthropic-version: 2023-06-01', 'content-type: application/json']),
    sdk={'python': 'import anthropic\nclient = anthropic.Anthropic(api_key="{c0}")', 'js': 'const anthropic = new Anthropic({ apiKey: "{c0}" });',
         'go': 'client := anthropic.NewClient(option.WithAPIKey("{c0}"))'})
reg('anthropic_oauth', 'Claude Code', 'OAuth token', one('CLAUDE_CODE_OAUTH_TOKEN', lambda: anthropic_key('oat01')),
    special=['gha_claude'], desc_ko='OAuth 토큰')
reg('huggingface', 'Hugging Face', 'access token', one('HF_TOKEN', lambda: 'hf_' + rs(UPP + LOW, 34)),
    http=('GET', 'https://huggingface.co/api/whoami-v2', ('bearer', 0), []),
    sdk={'python': 'from huggingface_hub import login\nlogin(token="{c0}")'})
reg('npm', 'npm', 'automation token', one('NPM_TOKEN', npm_token), special=['npmrc'], desc_ko='automation 토큰')
reg('pypi', 'PyPI', 'API token', lambda: [C('TWINE_PASSWORD', pypi_token(pick([None, 'acme-utils', 'fastcsv-ng'])))],
    special=['pypirc', 'twine'])
reg('dockerhub', 'Docker Hub', 'access token', lambda: [C('DOCKERHUB_USERNAME', user(), False), C('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(B64U, 27))],
    special=['docker_login'])
reg('twilio', 'Twilio', 'auth token', _twilio,
    http=('POST', 'https://api.twilio.com/2010-04-01/Accounts/{c0}/Messages.json', ('basic', 0, 1), []),
    sdk={'python': 'from twilio.rest import Client\nclient = Client("{c0}", "{c1}")', 'js': 'const client = twilio("{c0}", "{c1}");'})
reg('sendgrid', 'SendGrid', 'API key', one('SENDGRID_API_KEY', lambda: 'SG.' + rs(B64U, 22) + '.' + rs(B64U, 43)),
    http=('POST', 'https://api.sendgrid.com/v3/mail/send', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'sg = SendGridAPIClient("{c0}")', 'js': 'sgMail.setApiKey("{c0}");'})
reg('mailgun', 'Mailgun', 'API key', one('MAILGUN_API_KEY', lambda: pick(['key-' + hexs(32), hexs(32) + '-' + hexs(8) + '-' + hexs(8)])),
    http=('POST', 'https://api.mailgun.net/v3/mg.{org}.com/messages', ('basic', 'api', 0), []))
reg('mailchimp', 'Mailchimp', 'API key', _mailchimp,
    http=('GET', 'https://{c1}.api.mailchimp.com/3.0/lists', ('basic', 'anystring', 0), []))
reg('postmark', 'Postmark', 'server token', one('POSTMARK_SERVER_TOKEN', uuid4),
    http=('POST', 'https://api.postmarkapp.com/email', ('header', 'X-Postmark-Server-Token', 0, ''), ['Accept: application/json']))
reg('shopify', 'Shopify', 'Admin API access token', lambda: [C('SHOPIFY_STORE', f'{org()}-store.myshopify.com', False),
                                                              C('SHOPIFY_ADMIN_TOKEN', 'shpat_' + hexs(32))],
    http=('GET', 'https://{c0}/admin/api/2024-10/products.json', ('header', 'X-Shopify-Access-Token', 1, ''), []),
    desc_ko='Admin API 토큰')
reg('shopify_secret', 'Shopify', 'app shared secret', one('SHOPIFY_API_SECRET', lambda: 'shpss_' + hexs(32)), desc_ko='앱 shared secret')
reg('atlassian', 'Jira', 'API token', lambda: [C('JIRA_EMAIL', email(), False), C('JIRA_API_TOKEN', atlassian_token())],
    http=('GET', 'https://{org}.atlassian.net/rest/api/3/search?jql=project%3DOPS', ('basic', 0, 1), []),
    mcp=('atlassian', 'uvx', ['mcp-atlassian'], 'JIRA_API_TOKEN'))
reg('confluence', 'Confluence', 'API token', lambda: [C('CONFLUENCE_USERNAME', email(), False), C('CONFLUENCE_API_TOKEN', atlassian_token())],
    http=('GET', 'https://{org}.atlassian.net/wiki/rest/api/content?spaceKey=ENG', ('basic', 0, 1), []))
reg('linear', 'Linear', 'API key', one('LINEAR_API_KEY', lambda: 'lin_api_' + rs(B62, 40)),
    http=('POST', 'https://api.linear.app/graphql', ('header', 'Authorization', 0, ''), ['Content-Type: application/json']),
    sdk={'js': 'const linear = new LinearClient({ apiKey: "{c0}" });'})
reg('notion', 'Notion', 'integration token', one('NOTION_TOKEN', lambda: pick(['ntn_' + rs(DIG, 11) + rs(B62, 35), 'secret_' + rs(B62, 43)])),
    http=('POST', 'https://api.notion.com/v1/search', ('bearer', 0), ['Notion-Version: 2022-06-28']),
    sdk={'js': 'const notion = new Client({ auth: "{c0}" });', 'python': 'notion = Client(auth="{c0}")'},
    desc_ko='integration 토큰')
reg('figma', 'Figma', 'personal access token', one('FIGMA_API_KEY', lambda: 'figd_' + rs(B64U, 40)),
    http=('GET', 'https://api.figma.com/v1/files/{rand22}', ('header', 'X-Figma-Token', 0, ''), []),
    mcp=('figma', 'npx', ['-y', 'figma-developer-mcp', '--figma-api-key={c0}', '--stdio'], None))
reg('vercel', 'Vercel', 'access token', one('VERCEL_TOKEN', lambda: rs(B62, 24)),
    http=('GET', 'https://api.vercel.com/v9/projects', ('bearer', 0), []), special=['cli_token_flag'])
reg('netlify', 'Netlify', 'personal access token', one('NETLIFY_AUTH_TOKEN', lambda: 'nfp_' + rs(B62, 40)),
    http=('GET', 'https://api.netlify.com/api/v1/sites', ('bearer', 0), []), special=['cli_token_flag'])
reg('digitalocean', 'DigitalOcean', 'API token', one('DIGITALOCEAN_ACCESS_TOKEN', lambda: 'dop_v1_' + hexs(64)),
    http=('GET', 'https://api.digitalocean.com/v2/droplets', ('bearer', 0), []), special=['cli_token_flag'])
reg('heroku', 'Heroku', 'API key', one('HEROKU_API_KEY', lambda: pick(['HRKU-AA' + rs(B64U, 58), uuid4()])),
    http=('GET', 'https://api.heroku.com/apps', ('bearer', 0), ['Accept: application/vnd.heroku+json; version=3']),
    special=['netrc'])
reg('cloudflare', 'Cloudflare', 'API token', one('CLOUDFLARE_API_TOKEN', lambda: rs(B64U, 40)),
    http=('GET', 'https://api.cloudflare.com/client/v4/user/tokens/verify', ('bearer', 0), []))
reg('cloudflare_global', 'Cloudflare', 'Global API Key', lambda: [C('CLOUDFLARE_EMAIL', email(), False), C('CLOUDFLARE_API_KEY', hexs(37))],
    http=('GET', 'https://api.cloudflare.com/client/v4/zones', ('header', 'X-Auth-Key', 1, ''), ['X-Auth-Email: {c0}']),
    desc_ko='Global API Key')
reg('datadog', 'Datadog', 'API and application keys', _datadog,
    http=('GET', 'https://api.datadoghq.com/api/v1/monitor', ('header', 'DD-API-KEY', 0, ''), ['DD-APPLICATION-KEY: {c1}']),
    desc_ko='API 키/앱 키')
reg('newrelic', 'New Relic', 'user API key', one('NEW_RELIC_API_KEY', lambda: 'NRAK-' + rs(ALNUM_U, 27)),
    http=('POST', 'https://api.newrelic.com/graphql', ('header', 'API-Key', 0, ''), ['Content-Type: application/json']),
    desc_ko='user API 키')
reg('newrelic_license', 'New Relic', 'license key', one('NEW_RELIC_LICENSE_KEY', lambda: hexs(36) + 'NRAL'), special=['newrelic_ini'])
reg('sentry', 'Sentry', 'auth token', lambda: [C('SENTRY_AUTH_TOKEN', pick([sentry_org_token(org()), 'sntryu_' + hexs(64)]))],
    http=('GET', 'https://sentry.io/api/0/organizations/{org}/issues/', ('bearer', 0), []), special=['sentryclirc'])
reg('pagerduty', 'PagerDuty', 'API key', one('PAGERDUTY_API_KEY', lambda: pick(['u+', 'y_', '']) + rs(B62 + '_-', 18)),
    http=('GET', 'https://api.pagerduty.com/incidents', ('header', 'Authorization', 0, 'Token token='), ['Accept: application/json']))
reg('okta', 'Okta', 'API token', one('OKTA_API_TOKEN', lambda: '00' + rs(B64U, 40)),
    http=('GET', 'https://{org}.okta.com/api/v1/users?limit=25', ('header', 'Authorization', 0, 'SSWS '), []))
reg('auth0', 'Auth0', 'client secret', _auth0,
    http=('POST', 'https://{c0}/oauth/token', ('json', {'client_id': 1, 'client_secret': 2, 'audience': 'https://{c0}/api/v2/', 'grant_type': 'client_credentials'}), ['content-type: application/json']))
reg('azure_storage', 'Azure Storage', 'connection string', _azure_storage,
    sdk={'python': 'svc = BlobServiceClient.from_connection_string("{c0}")', 'csharp': 'var client = new BlobServiceClient("{c0}");'})
reg('azure_sas', 'Azure Blob', 'SAS token', _azure_sas, http=('GET', '{c0}', ('none',), []))
reg('azure_ad', 'Azure AD', 'client secret', lambda: [C('AZURE_TENANT_ID', uuid4(), False), C('AZURE_CLIENT_ID', uuid4(), False),
                                                      C('AZURE_CLIENT_SECRET', azure_ad_secret())],
    sdk={'python': 'cred = ClientSecretCredential(tenant_id="{c0}", client_id="{c1}", client_secret="{c2}")',
         'csharp': 'var cred = new ClientSecretCredential("{c0}", "{c1}", "{c2}");'})
reg('azure_devops', 'Azure DevOps', 'personal access token', one('AZURE_DEVOPS_EXT_PAT', lambda: rs(LOW + '234567', 52)),
    http=('GET', 'https://dev.azure.com/{org}/_apis/projects?api-version=7.1', ('basic', '', 0), []), special=['git_remote'])
reg('azure_openai', 'Azure OpenAI', 'API key', lambda: [C('AZURE_OPENAI_ENDPOINT', f'https://{org()}-aoai.openai.azure.com/', False), C('AZURE_OPENAI_API_KEY', hexs(32))],
    http=('POST', '{c0}openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01', ('header', 'api-key', 1, ''), ['Content-Type: application/json']),
    sdk={'python': 'client = AzureOpenAI(azure_endpoint="{c0}", api_key="{c1}", api_version="2024-06-01")'})
reg('google_oauth', 'Google OAuth', 'client secret', _gcp_oauth, special=['client_secret_json'])
reg('gemini', 'Gemini', 'API key', one('GEMINI_API_KEY', lambda: 'AIza' + rs(B64U, 35)),
    http=('POST', 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent', ('header', 'x-goog-api-key', 0, ''), ['Content-Type: application/json']),
    sdk={'python': 'from google import genai\nclient = genai.Client(api_key="{c0}")', 'js': 'const ai = new GoogleGenAI({ apiKey: "{c0}" });'})
reg('fcm', 'Firebase Cloud Messaging', 'legacy server key', one('FCM_SERVER_KEY', lambda: 'AAAA' + rs(B64U, 7) + ':APA91b' + rs(B64U, 134)),
    http=('POST', 'https://fcm.googleapis.com/fcm/send', ('header', 'Authorization', 0, 'key='), ['Content-Type: application/json']),
    desc_ko='레거시 서버 키')
reg('terraform_cloud', 'Terraform Cloud', 'API token', one('TF_TOKEN_app_terraform_io', lambda: rs(B62, 14) + '.atlasv1.' + rs(B62, 67)),
    http=('GET', 'https://app.terraform.io/api/v2/organizations/{org}/workspaces', ('bearer', 0), ['Content-Type: application/vnd.api+json']),
    special=['tfrc'])
reg('vault', 'HashiCorp Vault', 'token', lambda: [C('VAULT_ADDR', f'https://vault.{org()}.internal:8200', False), C('VAULT_TOKEN', vault_token())],
    http=('GET', '{c0}/v1/secret/data/app/config', ('header', 'X-Vault-Token', 1, ''), []))
reg('pulumi', 'Pulumi', 'access token', one('PULUMI_ACCESS_TOKEN', lambda: 'pul-' + hexs(40)),
    http=('GET', 'https://api.pulumi.com/api/user', ('header', 'Authorization', 0, 'token '), []))
reg('doppler', 'Doppler', 'service token', one('DOPPLER_TOKEN', lambda: f'dp.st.{pick(["prd", "stg", "dev"])}.' + rs(B62, 43)),
    http=('GET', 'https://api.doppler.com/v3/configs/config/secrets/download?format=json', ('bearer', 0), []))
reg('grafana', 'Grafana', 'service account token', one('GRAFANA_SERVICE_ACCOUNT_TOKEN', lambda: 'glsa_' + rs(B62, 32) + '_' + hexs(8)),
    http=('GET', 'https://{org}.grafana.net/api/search?type=dash-db', ('bearer', 0), []),
    mcp=('grafana', 'mcp-grafana', [], 'GRAFANA_SERVICE_ACCOUNT_TOKEN'), desc_ko='서비스 계정 토큰')
reg('grafana_cloud', 'Grafana Cloud', 'access policy token', lambda: [C('GRAFANA_CLOUD_TOKEN', grafana_cloud_token(org()))],
    special=['otel_headers'], desc_ko='access policy 토큰')
reg('supabase', 'Supabase', 'service role key', lambda: [C('SUPABASE_URL', f'https://{rs(LOW, 20)}.supabase.co', False),
                                                         C('SUPABASE_SERVICE_ROLE_KEY', supabase_jwt(rs(LOW, 20), 'service_role'))],
    sdk={'js': 'const supabase = createClient("{c0}", "{c1}");', 'python': 'supabase = create_client("{c0}", "{c1}")'})
reg('supabase_pat', 'Supabase', 'personal access token', one('SUPABASE_ACCESS_TOKEN', lambda: 'sbp_' + hexs(40)),
    mcp=('supabase', 'npx', ['-y', '@supabase/mcp-server-supabase@latest', '--read-only', '--access-token', '{c0}'], None))
reg('discord', 'Discord', 'bot token', one('DISCORD_TOKEN', discord_bot_token),
    http=('GET', 'https://discord.com/api/v10/users/@me', ('header', 'Authorization', 0, 'Bot '), []),
    sdk={'python': 'client.run("{c0}")', 'js': 'client.login("{c0}");'})
reg('discord_webhook', 'Discord', 'webhook URL', _discord_webhook, http=('POST', '{c0}', ('none',), ['Content-Type: application/json']))
reg('telegram', 'Telegram', 'bot token', one('TELEGRAM_BOT_TOKEN', telegram_token),
    http=('GET', 'https://api.telegram.org/bot{c0}/getUpdates', ('none',), []),
    sdk={'python': 'app = ApplicationBuilder().token("{c0}").build()', 'js': 'const bot = new Telegraf("{c0}");'})
reg('mapbox', 'Mapbox', 'secret token', lambda: [C('MAPBOX_DOWNLOADS_TOKEN', mapbox_token('sk', user().replace('.', '')))],
    special=['netrc'], desc_ko='secret 토큰')
reg('algolia', 'Algolia', 'admin API key', _algolia,
    http=('GET', 'https://{c0}.algolia.net/1/indexes', ('header', 'X-Algolia-API-Key', 1, ''), ['X-Algolia-Application-Id: {c0}']),
    sdk={'js': 'const client = algoliasearch("{c0}", "{c1}");', 'python': 'client = SearchClient.create("{c0}", "{c1}")'},
    desc_ko='admin API 키')
reg('twitch', 'Twitch', 'client secret', lambda: [C('TWITCH_CLIENT_ID', rs(ALNUM_L, 30), False), C('TWITCH_CLIENT_SECRET', rs(ALNUM_L, 30))],
    http=('POST', 'https://id.twitch.tv/oauth2/token', ('form', {'client_id': 0, 'client_secret': 1, 'grant_type': 'client_credentials'}), []))
reg('spotify', 'Spotify', 'client secret', _spotify,
    http=('POST', 'https://accounts.spotify.com/api/token', ('basic_header', 0, 1), ['Content-Type: application/x-www-form-urlencoded']))
reg('dropbox', 'Dropbox', 'access token', one('DROPBOX_ACCESS_TOKEN', lambda: 'sl.B' + rs(B64U, 135)),
    http=('POST', 'https://api.dropboxapi.com/2/files/list_folder', ('bearer', 0), ['Content-Type: application/json']))
reg('box', 'Box', 'developer token', one('BOX_DEVELOPER_TOKEN', lambda: rs(B62, 32)),
    http=('GET', 'https://api.box.com/2.0/folders/0/items', ('bearer', 0), []), desc_ko='developer 토큰')
reg('asana', 'Asana', 'personal access token', one('ASANA_ACCESS_TOKEN', lambda: f'2/{rs(DIG, 16)}/{rs(DIG, 16)}:{hexs(32)}'),
    http=('GET', 'https://app.asana.com/api/1.0/users/me', ('bearer', 0), []))
reg('airtable', 'Airtable', 'personal access token', one('AIRTABLE_API_KEY', lambda: 'pat' + rs(B62, 14) + '.' + hexs(64)),
    http=('GET', 'https://api.airtable.com/v0/app{rand14}/Tasks?maxRecords=20', ('bearer', 0), []))
reg('clickup', 'ClickUp', 'API token', one('CLICKUP_API_TOKEN', lambda: f'pk_{rs(DIG, 8)}_{rs(ALNUM_U, 32)}'),
    http=('GET', 'https://api.clickup.com/api/v2/team', ('header', 'Authorization', 0, ''), []))
reg('trello', 'Trello', 'token', _trello,
    http=('GET', 'https://api.trello.com/1/members/me/boards?key={c0}&token={c1}', ('none',), []))
reg('zendesk', 'Zendesk', 'API token', lambda: [C('ZENDESK_EMAIL', email(), False), C('ZENDESK_API_TOKEN', rs(B62, 40))],
    http=('GET', 'https://{org}.zendesk.com/api/v2/tickets.json', ('basic', '{c0}/token', 1), []))
reg('intercom', 'Intercom', 'access token', one('INTERCOM_ACCESS_TOKEN', intercom_token),
    http=('GET', 'https://api.intercom.io/contacts', ('bearer', 0), ['Intercom-Version: 2.11']))
reg('hubspot', 'HubSpot', 'private app token', one('HUBSPOT_ACCESS_TOKEN', lambda: f'pat-{pick(["na1", "eu1", "na2"])}-{uuid4()}'),
    http=('GET', 'https://api.hubapi.com/crm/v3/objects/contacts?limit=10', ('bearer', 0), []), desc_ko='private app 토큰')
reg('salesforce', 'Salesforce', 'session token', lambda: [C('SF_INSTANCE_URL', f'https://{org()}.my.salesforce.com', False),
                                                          C('SF_ACCESS_TOKEN', '00D' + rs(B62, 12) + '!' + rs(B62 + '._', 96))],
    http=('GET', '{c0}/services/data/v61.0/sobjects/Account/describe', ('bearer', 1), []), desc_ko='세션 토큰')
reg('square', 'Square', 'access token', one('SQUARE_ACCESS_TOKEN', lambda: 'EAAA' + rs(B64U, 60)),
    http=('GET', 'https://connect.squareup.com/v2/locations', ('bearer', 0), ['Square-Version: 2024-10-17']))
reg('paypal', 'PayPal', 'client secret', _paypal,
    http=('POST', 'https://api-m.paypal.com/v1/oauth2/token', ('basic', 0, 1), ['Content-Type: application/x-www-form-urlencoded']))
reg('braintree', 'Braintree', 'access token', one('BRAINTREE_ACCESS_TOKEN', lambda: f'access_token$production${rs(ALNUM_L, 16)}${hexs(32)}'),
    sdk={'python': 'gateway = braintree.BraintreeGateway(access_token="{c0}")', 'ruby': "gateway = Braintree::Gateway.new(access_token: '{c0}')"})
reg('razorpay', 'Razorpay', 'key secret', _razorpay,
    http=('POST', 'https://api.razorpay.com/v1/orders', ('basic', 0, 1), ['Content-Type: application/json']),
    sdk={'python': 'client = razorpay.Client(auth=("{c0}", "{c1}"))'})
reg('paystack', 'Paystack', 'secret key', one('PAYSTACK_SECRET_KEY', lambda: 'sk_live_' + hexs(40)),
    http=('POST', 'https://api.paystack.co/transaction/initialize', ('bearer', 0), ['Content-Type: application/json']))
reg('flutterwave', 'Flutterwave', 'secret key', one('FLW_SECRET_KEY', lambda: 'FLWSECK-' + hexs(32) + '-X'),
    http=('GET', 'https://api.flutterwave.com/v3/transactions', ('bearer', 0), []))
reg('coinbase_commerce', 'Coinbase Commerce', 'API key', one('COINBASE_COMMERCE_API_KEY', uuid4),
    http=('GET', 'https://api.commerce.coinbase.com/charges', ('header', 'X-CC-Api-Key', 0, ''), ['X-CC-Version: 2018-03-22']))
reg('binance', 'Binance', 'API key and secret', _binance,
    http=('GET', 'https://api.binance.com/api/v3/account?timestamp={ts}&signature={rand64}', ('header', 'X-MBX-APIKEY', 0, ''), []),
    sdk={'python': 'client = Client("{c0}", "{c1}")'}, desc_ko='API 키/시크릿')
def _alchemy():
    k = rs(B64U, 32)
    return [C('ALCHEMY_RPC_URL', 'https://eth-mainnet.g.alchemy.com/v2/' + k, [k])]


def _fly():
    t = fly_token()
    return [C('FLY_API_TOKEN', 'FlyV1 ' + t, [t])]


reg('alchemy', 'Alchemy', 'API key', _alchemy,
    special=['hardhat'])
reg('infura', 'Infura', 'API key', _infura,
    http=('POST', 'https://mainnet.infura.io/v3/{c0}', ('basic', 0, 1), ['Content-Type: application/json']))
reg('etherscan', 'Etherscan', 'API key', one('ETHERSCAN_API_KEY', lambda: rs(ALNUM_U, 34)),
    http=('GET', 'https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&address=0x{hex40}&tag=latest', ('query', 'apikey', 0), []),
    special=['hardhat'])
reg('cohere', 'Cohere', 'API key', one('CO_API_KEY', lambda: rs(B62, 40)),
    http=('POST', 'https://api.cohere.com/v2/chat', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'co = cohere.ClientV2(api_key="{c0}")'})
reg('mistral', 'Mistral', 'API key', one('MISTRAL_API_KEY', lambda: rs(B62, 32)),
    http=('POST', 'https://api.mistral.ai/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'client = Mistral(api_key="{c0}")'})
reg('groq', 'Groq', 'API key', one('GROQ_API_KEY', lambda: 'gsk_' + rs(B62, 52)),
    http=('POST', 'https://api.groq.com/openai/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'client = Groq(api_key="{c0}")'})
reg('replicate', 'Replicate', 'API token', one('REPLICATE_API_TOKEN', lambda: 'r8_' + rs(B62, 37)),
    http=('POST', 'https://api.replicate.com/v1/predictions', ('bearer', 0), ['Content-Type: application/json']))
reg('perplexity', 'Perplexity', 'API key', one('PERPLEXITY_API_KEY', lambda: 'pplx-' + rs(B62, 48)),
    http=('POST', 'https://api.perplexity.ai/chat/completions', ('bearer', 0), ['Content-Type: application/json']))
reg('together', 'Together AI', 'API key', one('TOGETHER_API_KEY', lambda: hexs(64)),
    http=('POST', 'https://api.together.xyz/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']))
reg('deepseek', 'DeepSeek', 'API key', one('DEEPSEEK_API_KEY', lambda: 'sk-' + hexs(32)),
    http=('POST', 'https://api.deepseek.com/chat/completions', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'client = OpenAI(api_key="{c0}", base_url="https://api.deepseek.com")'})
reg('xai', 'xAI', 'API key', one('XAI_API_KEY', lambda: 'xai-' + rs(B62, 80)),
    http=('POST', 'https://api.x.ai/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']))
reg('fireworks', 'Fireworks AI', 'API key', one('FIREWORKS_API_KEY', lambda: 'fw_' + rs(B62, 24)),
    http=('POST', 'https://api.fireworks.ai/inference/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']))
reg('openrouter', 'OpenRouter', 'API key', one('OPENROUTER_API_KEY', lambda: 'sk-or-v1-' + hexs(64)),
    http=('POST', 'https://openrouter.ai/api/v1/chat/completions', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'python': 'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="{c0}")'})
reg('voyage', 'Voyage AI', 'API key', one('VOYAGE_API_KEY', lambda: 'pa-' + rs(B64U, 43)),
    http=('POST', 'https://api.voyageai.com/v1/embeddings', ('bearer', 0), ['Content-Type: application/json']))
reg('elevenlabs', 'ElevenLabs', 'API key', one('ELEVENLABS_API_KEY', lambda: 'sk_' + hexs(48)),
    http=('GET', 'https://api.elevenlabs.io/v1/voices', ('header', 'xi-api-key', 0, ''), []))
reg('assemblyai', 'AssemblyAI', 'API key', one('ASSEMBLYAI_API_KEY', lambda: hexs(32)),
    http=('POST', 'https://api.assemblyai.com/v2/transcript', ('header', 'authorization', 0, ''), ['content-type: application/json']))
reg('deepgram', 'Deepgram', 'API key', one('DEEPGRAM_API_KEY', lambda: hexs(40)),
    http=('POST', 'https://api.deepgram.com/v1/listen?model=nova-2&language=ko', ('header', 'Authorization', 0, 'Token '), ['Content-Type: audio/wav']))
reg('stability', 'Stability AI', 'API key', one('STABILITY_API_KEY', lambda: 'sk-' + rs(B62, 48)),
    http=('POST', 'https://api.stability.ai/v2beta/stable-image/generate/core', ('bearer', 0), ['Accept: image/*']))
reg('pinecone', 'Pinecone', 'API key', one('PINECONE_API_KEY', lambda: 'pcsk_' + rs(B62, 5) + '_' + rs(B62, 63)),
    http=('GET', 'https://api.pinecone.io/indexes', ('header', 'Api-Key', 0, ''), ['X-Pinecone-API-Version: 2024-07']),
    sdk={'python': 'pc = Pinecone(api_key="{c0}")'})
reg('wandb', 'Weights & Biases', 'API key', one('WANDB_API_KEY', lambda: hexs(40)), special=['netrc', 'wandb_login'])
reg('langsmith', 'LangSmith', 'API key', one('LANGSMITH_API_KEY', lambda: pick(['lsv2_pt_', 'lsv2_sk_']) + hexs(32) + '_' + hexs(10)),
    http=('GET', 'https://api.smith.langchain.com/api/v1/sessions', ('header', 'x-api-key', 0, ''), []))
reg('brave', 'Brave Search', 'API key', one('BRAVE_API_KEY', lambda: 'BSA' + rs(B62 + '-_', 28)),
    http=('GET', 'https://api.search.brave.com/res/v1/web/search?q=pgbouncer+prepared+statements', ('header', 'X-Subscription-Token', 0, ''), ['Accept: application/json']),
    mcp=('brave-search', 'npx', ['-y', '@modelcontextprotocol/server-brave-search'], 'BRAVE_API_KEY'))
reg('tavily', 'Tavily', 'API key', one('TAVILY_API_KEY', lambda: pick(['tvly-', 'tvly-dev-']) + rs(B62, 32)),
    mcp=('tavily', 'npx', ['-y', 'tavily-mcp@latest'], 'TAVILY_API_KEY'))
reg('firecrawl', 'Firecrawl', 'API key', one('FIRECRAWL_API_KEY', lambda: 'fc-' + hexs(32)),
    http=('POST', 'https://api.firecrawl.dev/v1/scrape', ('bearer', 0), ['Content-Type: application/json']),
    mcp=('firecrawl', 'npx', ['-y', 'firecrawl-mcp'], 'FIRECRAWL_API_KEY'))
reg('exa', 'Exa', 'API key', one('EXA_API_KEY', uuid4),
    http=('POST', 'https://api.exa.ai/search', ('header', 'x-api-key', 0, ''), ['Content-Type: application/json']),
    mcp=('exa', 'npx', ['-y', 'exa-mcp-server'], 'EXA_API_KEY'))
reg('serpapi', 'SerpApi', 'API key', one('SERPAPI_API_KEY', lambda: hexs(64)),
    http=('GET', 'https://serpapi.com/search.json?engine=google&q=site%3Adocs.python.org+asyncio', ('query', 'api_key', 0), []))
reg('clerk', 'Clerk', 'secret key', one('CLERK_SECRET_KEY', lambda: 'sk_live_' + rs(B62, 42)),
    http=('GET', 'https://api.clerk.com/v1/users?limit=10', ('bearer', 0), []))
reg('resend', 'Resend', 'API key', one('RESEND_API_KEY', lambda: 're_' + rs(B62, 8) + '_' + rs(B62, 24)),
    http=('POST', 'https://api.resend.com/emails', ('bearer', 0), ['Content-Type: application/json']),
    sdk={'js': 'const resend = new Resend("{c0}");'})
reg('brevo', 'Brevo', 'API key', one('BREVO_API_KEY', lambda: 'xkeysib-' + hexs(64) + '-' + rs(B62, 16)),
    http=('POST', 'https://api.brevo.com/v3/smtp/email', ('header', 'api-key', 0, ''), ['content-type: application/json']))
reg('mailjet', 'Mailjet', 'API key pair', _mailjet,
    http=('POST', 'https://api.mailjet.com/v3.1/send', ('basic', 0, 1), ['Content-Type: application/json']), desc_ko='API 키 쌍')
reg('postman', 'Postman', 'API key', one('POSTMAN_API_KEY', lambda: 'PMAK-' + hexs(24) + '-' + hexs(34)),
    http=('GET', 'https://api.getpostman.com/collections', ('header', 'X-API-Key', 0, ''), []))
reg('circleci', 'CircleCI', 'personal API token', one('CIRCLECI_TOKEN', lambda: 'CCIPAT_' + rs(B62, 22) + '_' + hexs(40)),
    http=('GET', 'https://circleci.com/api/v2/me', ('header', 'Circle-Token', 0, ''), []), desc_ko='personal API 토큰')
reg('travis', 'Travis CI', 'API token', one('TRAVIS_API_TOKEN', lambda: rs(B64U, 22)),
    http=('GET', 'https://api.travis-ci.com/user', ('header', 'Authorization', 0, 'token '), ['Travis-API-Version: 3']))
reg('buildkite', 'Buildkite', 'API access token', one('BUILDKITE_API_TOKEN', lambda: 'bkua_' + hexs(40)),
    http=('GET', 'https://api.buildkite.com/v2/organizations/{org}/pipelines', ('bearer', 0), []), desc_ko='API 토큰')
reg('codecov', 'Codecov', 'upload token', one('CODECOV_TOKEN', uuid4), special=['gha_with'], desc_ko='업로드 토큰')
reg('sonar', 'SonarQube', 'user token', one('SONAR_TOKEN', lambda: pick(['squ_', 'sqp_', 'sqa_']) + hexs(40)),
    http=('GET', 'https://sonar.{org}.internal/api/projects/search', ('basic', 0, ''), []), special=['sonar_cli'])
reg('snyk', 'Snyk', 'API token', one('SNYK_TOKEN', uuid4),
    http=('GET', 'https://api.snyk.io/rest/self?version=2024-10-15', ('header', 'Authorization', 0, 'token '), []))
reg('jfrog', 'JFrog Artifactory', 'identity token', lambda: [C('JFROG_URL', f'https://{org()}.jfrog.io', False), C('JFROG_ACCESS_TOKEN', jfrog_identity())],
    http=('GET', '{c0}/artifactory/api/repositories', ('bearer', 1), []))
reg('flyio', 'Fly.io', 'deploy token', _fly,
    http=('GET', 'https://api.machines.dev/v1/apps?org_slug=personal', ('raw_auth', 0), []), special=['cli_token_flag'])
reg('render', 'Render', 'API key', one('RENDER_API_KEY', lambda: 'rnd_' + rs(B62, 32)),
    http=('GET', 'https://api.render.com/v1/services?limit=20', ('bearer', 0), []))
reg('railway', 'Railway', 'project token', one('RAILWAY_TOKEN', uuid4),
    http=('POST', 'https://backboard.railway.com/graphql/v2', ('header', 'Project-Access-Token', 0, ''), ['Content-Type: application/json']),
    desc_ko='프로젝트 토큰')
reg('planetscale', 'PlanetScale', 'service token', _planetscale,
    http=('GET', 'https://api.planetscale.com/v1/organizations/{org}/databases', ('raw_pair', 0, 1), []))
reg('neon', 'Neon', 'API key', one('NEON_API_KEY', lambda: 'napi_' + rs(ALNUM_L, 64)),
    http=('GET', 'https://console.neon.tech/api/v2/projects', ('bearer', 0), []),
    mcp=('neon', 'npx', ['-y', '@neondatabase/mcp-server-neon', 'start', '{c0}'], None))
reg('atlas', 'MongoDB Atlas', 'API private key', _atlas,
    http=('GET', 'https://cloud.mongodb.com/api/atlas/v2/groups', ('digest', 0, 1), ['Accept: application/vnd.atlas.2024-08-05+json']),
    desc_ko='API private 키')
reg('upstash', 'Upstash', 'REST token', _upstash, http=('GET', '{c0}/get/session:42', ('bearer', 1), []), desc_ko='REST 토큰')
reg('turso', 'Turso', 'auth token', _turso, sdk={'js': 'const db = createClient({ url: "{c0}", authToken: "{c1}" });'})
reg('confluent', 'Confluent Cloud', 'API key and secret', _confluent, special=['kafka_props'], desc_ko='API 키/시크릿')
reg('elastic', 'Elastic', 'API key', lambda: [C('ELASTIC_URL', f'https://{org()}.es.{pick(["us-east-1.aws", "ap-northeast-2.aws", "asia-northeast3.gcp"])}.elastic-cloud.com', False),
                                             C('ELASTIC_API_KEY', elastic_api_key())],
    http=('GET', '{c0}/_cat/indices?v', ('header', 'Authorization', 1, 'ApiKey '), []),
    sdk={'python': 'es = Elasticsearch("{c0}", api_key="{c1}")'})
reg('databricks', 'Databricks', 'personal access token', lambda: [C('DATABRICKS_HOST', f'https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.com', False),
                                                                  C('DATABRICKS_TOKEN', 'dapi' + hexs(32) + pick(['', '-2', '-3']))],
    http=('GET', '{c0}/api/2.0/clusters/list', ('bearer', 1), []), special=['databrickscfg'])
reg('segment', 'Segment', 'public API token', one('SEGMENT_API_TOKEN', lambda: 'sgp_' + rs(B62, 64)),
    http=('GET', 'https://api.segmentapis.com/sources', ('bearer', 0), []), desc_ko='Public API 토큰')
reg('launchdarkly', 'LaunchDarkly', 'server-side SDK key', one('LAUNCHDARKLY_SDK_KEY', lambda: 'sdk-' + uuid4()),
    sdk={'python': 'ldclient.set_config(Config("{c0}"))', 'js': 'const client = LaunchDarkly.init("{c0}");',
         'go': 'client, _ := ld.MakeClient("{c0}", 5*time.Second)'}, desc_ko='서버 SDK 키')
reg('launchdarkly_api', 'LaunchDarkly', 'API access token', one('LD_API_KEY', lambda: 'api-' + uuid4()),
    http=('GET', 'https://app.launchdarkly.com/api/v2/flags/default', ('header', 'Authorization', 0, ''), []), desc_ko='API 토큰')
reg('contentful', 'Contentful', 'management token', one('CONTENTFUL_MANAGEMENT_TOKEN', lambda: 'CFPAT-' + rs(B64U, 43)),
    http=('GET', 'https://api.contentful.com/spaces/{rand12}/environments', ('bearer', 0), []))
reg('sanity', 'Sanity', 'API token', one('SANITY_API_TOKEN', lambda: 'sk' + rs(B62, 180)),
    sdk={'js': 'const client = createClient({ projectId: "{rand8}", dataset: "production", token: "{c0}", useCdn: false });'})
reg('mux', 'Mux', 'access token', _mux, http=('GET', 'https://api.mux.com/video/v1/assets', ('basic', 0, 1), []))
reg('cloudinary', 'Cloudinary', 'API credentials', _cloudinary, desc_ko='API 크리덴셜')
reg('twitter', 'X (Twitter)', 'bearer token', one('TWITTER_BEARER_TOKEN', twitter_bearer),
    http=('GET', 'https://api.x.com/2/tweets/search/recent?query=%23kubernetes', ('bearer', 0), []), desc_ko='bearer 토큰')
reg('meta', 'Meta Graph API', 'page access token', one('FB_PAGE_ACCESS_TOKEN', lambda: 'EAA' + rs(B62, 4) + 'ZB' + rs(B62, 170)),
    http=('GET', 'https://graph.facebook.com/v19.0/me/accounts', ('query', 'access_token', 0), []), desc_ko='페이지 액세스 토큰')
reg('zoom', 'Zoom', 'client secret', _zoom,
    http=('POST', 'https://zoom.us/oauth/token?grant_type=account_credentials&account_id={c0}', ('basic', 1, 2), []))
reg('teams_webhook', 'Microsoft Teams', 'workflow webhook URL', _teams_webhook,
    http=('POST', '{c0}', ('none',), ['Content-Type: application/json']), desc_ko='워크플로 웹훅 URL')
reg('jenkins', 'Jenkins', 'API token', lambda: [C('JENKINS_USER', user(), False), C('JENKINS_API_TOKEN', '11' + hexs(32))],
    http=('POST', 'https://jenkins.{org}.internal/job/deploy-prod/buildWithParameters?TAG=v{ver}', ('basic', 0, 1), []))
reg('sumologic', 'Sumo Logic', 'access key', _sumo,
    http=('GET', 'https://api.sumologic.com/api/v1/collectors', ('basic', 0, 1), []))
reg('honeycomb', 'Honeycomb', 'ingest key', one('HONEYCOMB_API_KEY', lambda: 'hcaik_' + rs(ALNUM_L, 58)),
    http=('GET', 'https://api.honeycomb.io/1/auth', ('header', 'X-Honeycomb-Team', 0, ''), []), special=['otel_headers'])
reg('splunk', 'Splunk', 'HEC token', one('SPLUNK_HEC_TOKEN', uuid4),
    http=('POST', 'https://http-inputs-{org}.splunkcloud.com/services/collector/event', ('header', 'Authorization', 0, 'Splunk '), []))
reg('rollbar', 'Rollbar', 'server access token', one('ROLLBAR_ACCESS_TOKEN', lambda: hexs(32)),
    http=('POST', 'https://api.rollbar.com/api/1/item/', ('header', 'X-Rollbar-Access-Token', 0, ''), ['Content-Type: application/json']),
    desc_ko='서버 액세스 토큰')
reg('opsgenie', 'Opsgenie', 'API key', one('OPSGENIE_API_KEY', uuid4),
    http=('POST', 'https://api.opsgenie.com/v2/alerts', ('header', 'Authorization', 0, 'GenieKey '), ['Content-Type: application/json']))
reg('betterstack', 'Better Stack', 'source token', one('BETTERSTACK_SOURCE_TOKEN', lambda: rs(B62, 24)),
    http=('POST', 'https://in.logs.betterstack.com', ('bearer', 0), ['Content-Type: application/json']), desc_ko='소스 토큰')
reg('uptimerobot', 'UptimeRobot', 'API key', one('UPTIMEROBOT_API_KEY', lambda: 'u' + rs(DIG, 7) + '-' + hexs(24)),
    http=('POST', 'https://api.uptimerobot.com/v2/getMonitors', ('form', {'api_key': 0, 'format': 'json'}), []))
reg('tailscale', 'Tailscale', 'auth key', one('TS_AUTHKEY', lambda: 'tskey-auth-k' + rs(B62, 8) + 'CNTRL-' + rs(B62, 33)),
    special=['tailscale_up'])
reg('ngrok', 'ngrok', 'authtoken', one('NGROK_AUTHTOKEN', lambda: '2' + rs(B62, 26) + '_' + rs(B62, 21)), special=['ngrok_cfg'])
reg('expo', 'Expo', 'access token', one('EXPO_TOKEN', lambda: rs(B64U, 40)))
reg('firebase_cli', 'Firebase CLI', 'CI token', one('FIREBASE_TOKEN', lambda: '1//0' + rs(B64U, 99)), special=['cli_token_flag'], desc_ko='CI 토큰')
reg('shippo', 'Shippo', 'API token', one('SHIPPO_API_TOKEN', lambda: 'shippo_live_' + hexs(40)),
    http=('GET', 'https://api.goshippo.com/shipments/', ('header', 'Authorization', 0, 'ShippoToken '), []))
reg('easypost', 'EasyPost', 'API key', one('EASYPOST_API_KEY', lambda: 'EZAK' + hexs(32) + rs(B62, 22)),
    http=('GET', 'https://api.easypost.com/v2/shipments', ('basic', 0, ''), []))
reg('plaid', 'Plaid', 'secret', _plaid,
    http=('POST', 'https://production.plaid.com/accounts/get', ('json', {'client_id': 0, 'secret': 1, 'access_token': 'access-production-{uuid}'}), ['Content-Type: application/json']))
reg('paddle', 'Paddle', 'API key', one('PADDLE_API_KEY', lambda: 'pdl_live_apikey_' + ulid() + '_' + rs(B62, 22) + '_' + rs(B62, 3)),
    http=('GET', 'https://api.paddle.com/subscriptions', ('bearer', 0), []))
reg('typeform', 'Typeform', 'personal access token', one('TYPEFORM_TOKEN', lambda: 'tfp_' + rs(B64U, 44) + '_' + rs(B62, 14)),
    http=('GET', 'https://api.typeform.com/forms', ('bearer', 0), []))
reg('miro', 'Miro', 'access token', one('MIRO_ACCESS_TOKEN', miro_token),
    http=('GET', 'https://api.miro.com/v2/boards?limit=20', ('bearer', 0), []))
reg('lob', 'Lob', 'live API key', one('LOB_API_KEY', lambda: 'live_' + hexs(32)),
    http=('GET', 'https://api.lob.com/v1/addresses', ('basic', 0, ''), []), desc_ko='live API 키')
reg('sourcegraph', 'Sourcegraph', 'access token', one('SRC_ACCESS_TOKEN', lambda: 'sgp_' + hexs(16) + '_' + hexs(40)),
    http=('POST', 'https://sourcegraph.{org}.com/.api/graphql', ('header', 'Authorization', 0, 'token '), []))
reg('gitea', 'Gitea', 'access token', one('GITEA_TOKEN', lambda: hexs(40)),
    http=('GET', 'https://git.{org}.internal/api/v1/user/repos', ('header', 'Authorization', 0, 'token '), []), special=['git_remote'])
reg('consul', 'Consul', 'ACL token', one('CONSUL_HTTP_TOKEN', uuid4),
    http=('GET', 'http://consul.service.consul:8500/v1/kv/app/config?recurse', ('header', 'X-Consul-Token', 0, ''), []), desc_ko='ACL 토큰')
reg('kubeadm', 'kubeadm', 'join token', one('KUBEADM_TOKEN', lambda: rs(ALNUM_L, 6) + '.' + rs(ALNUM_L, 16)), special=['kubeadm_join'])
reg('rubygems', 'RubyGems', 'API key', one('GEM_HOST_API_KEY', lambda: 'rubygems_' + hexs(48)), special=['gem_credentials'])
reg('cratesio', 'crates.io', 'API token', one('CARGO_REGISTRY_TOKEN', lambda: 'cio' + rs(B62, 32)), special=['cargo_credentials'])
reg('nuget', 'NuGet', 'API key', one('NUGET_API_KEY', lambda: 'oy2' + rs(ALNUM_L, 43)), special=['nuget_push'])
reg('kakao', 'Kakao', 'REST API key', one('KAKAO_REST_API_KEY', lambda: hexs(32)),
    http=('GET', 'https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C', ('header', 'Authorization', 0, 'KakaoAK '), []),
    ko=True, desc_ko='REST API 키')
reg('kakao_admin', 'Kakao', 'admin key', one('KAKAO_ADMIN_KEY', lambda: hexs(32)),
    http=('GET', 'https://kapi.kakao.com/v1/user/ids?limit=100', ('header', 'Authorization', 0, 'KakaoAK '), []), ko=True)
reg('naver_cloud', 'Naver Cloud', 'access key', _naver_cloud, ko=True, desc_ko='API 인증키')
reg('naver_dev', 'Naver Developers', 'client secret', _naver_dev,
    http=('GET', 'https://openapi.naver.com/v1/search/blog.json?query=%EC%BF%A0%EB%B2%84%EB%84%A4%ED%8B%B0%EC%8A%A4', ('header', 'X-Naver-Client-Secret', 1, ''), ['X-Naver-Client-Id: {c0}']), ko=True)
reg('toss', 'Toss Payments', 'secret key', _toss,
    http=('POST', 'https://api.tosspayments.com/v1/payments/confirm', ('basic_header', 0, ''), ['Content-Type: application/json']), ko=True)
reg('portone', 'PortOne (iamport)', 'REST API key and secret', _portone,
    http=('POST', 'https://api.iamport.kr/users/getToken', ('json', {'imp_key': 0, 'imp_secret': 1}), ['Content-Type: application/json']),
    ko=True, desc_ko='REST API 키/시크릿')
reg('sendbird', 'Sendbird', 'API token', lambda: [C('SENDBIRD_APP_ID', uuid4().upper(), False), C('SENDBIRD_API_TOKEN', hexs(40))],
    http=('GET', 'https://api-{c0}.sendbird.com/v3/users?limit=10', ('header', 'Api-Token', 1, ''), []), ko=True)
reg('channel', 'Channel Talk', 'access key and secret', _channel,
    http=('GET', 'https://api.channel.io/open/v5/users/@me', ('header', 'x-access-secret', 1, ''), ['x-access-key: {c0}']), ko=True,
    desc_ko='access key/secret')
reg('solapi', 'SOLAPI', 'API key and secret', _solapi, ko=True, desc_ko='API 키/시크릿')
reg('backblaze', 'Backblaze B2', 'application key', _backblaze,
    http=('GET', 'https://api.backblazeb2.com/b2api/v3/b2_authorize_account', ('basic', 0, 1), []), desc_ko='애플리케이션 키')
reg('scaleway', 'Scaleway', 'API key', _scaleway,
    http=('GET', 'https://api.scaleway.com/instance/v1/zones/fr-par-1/servers', ('header', 'X-Auth-Token', 1, ''), []))
reg('hetzner', 'Hetzner Cloud', 'API token', one('HCLOUD_TOKEN', lambda: rs(B62, 64)),
    http=('GET', 'https://api.hetzner.cloud/v1/servers', ('bearer', 0), []))
reg('linode', 'Linode', 'personal access token', one('LINODE_TOKEN', lambda: hexs(64)),
    http=('GET', 'https://api.linode.com/v4/linode/instances', ('bearer', 0), []))
reg('vultr', 'Vultr', 'API key', one('VULTR_API_KEY', lambda: rs(ALNUM_U, 36)),
    http=('GET', 'https://api.vultr.com/v2/instances', ('bearer', 0), []))
reg('alibaba', 'Alibaba Cloud', 'AccessKey', _alibaba)
reg('tencent', 'Tencent Cloud', 'SecretId/SecretKey', _tencent)
reg('ovh', 'OVHcloud', 'API credentials', _ovh, special=['ovh_conf'], desc_ko='API 크리덴셜')
reg('ibm', 'IBM Cloud', 'API key', one('IBMCLOUD_API_KEY', lambda: rs(B64U, 44)), special=['cli_token_flag'])
reg('bitwarden', 'Bitwarden', 'API key', _bitwarden)
reg('keycloak', 'Keycloak', 'client secret', _keycloak,
    http=('POST', 'https://sso.{org}.com/realms/main/protocol/openid-connect/token', ('form', {'grant_type': 'client_credentials', 'client_id': 0, 'client_secret': 1}), []))
reg('posthog', 'PostHog', 'personal API key', one('POSTHOG_PERSONAL_API_KEY', lambda: 'phx_' + rs(B62, 43)),
    http=('GET', 'https://us.posthog.com/api/projects/', ('bearer', 0), []), desc_ko='personal API 키')
reg('amplitude', 'Amplitude', 'secret key', _amplitude,
    http=('GET', 'https://amplitude.com/api/2/export?start=20250101T00&end=20250102T00', ('basic', 0, 1), []))
reg('mixpanel', 'Mixpanel', 'service account secret', _mixpanel,
    http=('GET', 'https://data.mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-07', ('basic', 0, 1), []),
    desc_ko='서비스 계정 시크릿')
reg('stytch', 'Stytch', 'secret', _stytch, http=('GET', 'https://api.stytch.com/v1/users', ('basic', 0, 1), []))
reg('vimeo', 'Vimeo', 'access token', one('VIMEO_ACCESS_TOKEN', lambda: hexs(32)),
    http=('GET', 'https://api.vimeo.com/me/videos', ('bearer', 0), []))
reg('yelp', 'Yelp Fusion', 'API key', one('YELP_API_KEY', lambda: rs(B64U, 128)),
    http=('GET', 'https://api.yelp.com/v3/businesses/search?location=Seoul&term=coffee', ('bearer', 0), []))
reg('openweather', 'OpenWeather', 'API key', one('OPENWEATHER_API_KEY', lambda: hexs(32)),
    http=('GET', 'https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric', ('query', 'appid', 0), []))
reg('recaptcha', 'reCAPTCHA', 'secret key', one('RECAPTCHA_SECRET_KEY', lambda: '6L' + rs(B64U, 38)),
    http=('POST', 'https://www.google.com/recaptcha/api/siteverify', ('form', {'secret': 0, 'response': '$TOKEN'}), []))
reg('hcaptcha', 'hCaptcha', 'secret key', one('HCAPTCHA_SECRET', lambda: '0x' + hexs(40)),
    http=('POST', 'https://api.hcaptcha.com/siteverify', ('form', {'secret': 0, 'response': '$TOKEN'}), []))
reg('turnstile', 'Cloudflare Turnstile', 'secret key', one('TURNSTILE_SECRET_KEY', lambda: '0x4AAAAAAA' + rs(B64U, 24)),
    http=('POST', 'https://challenges.cloudflare.com/turnstile/v0/siteverify', ('form', {'secret': 0, 'response': '$TOKEN'}), []))
reg('acme_eab', 'ZeroSSL', 'EAB HMAC key', _eab, special=['certbot_eab'], desc_ko='EAB HMAC 키')
reg('jupyter', 'Jupyter', 'server token', one('JUPYTER_TOKEN', lambda: hexs(48)),
    http=('GET', 'http://127.0.0.1:8888/api/kernels', ('query', 'token', 0), []), desc_ko='서버 토큰')
reg('fastly', 'Fastly', 'API token', one('FASTLY_API_TOKEN', lambda: rs(B64U, 32)),
    http=('POST', 'https://api.fastly.com/service/{rand22}/purge_all', ('header', 'Fastly-Key', 0, ''), []))
reg('akamai', 'Akamai', 'EdgeGrid credentials', _akamai, special=['edgerc'], desc_ko='EdgeGrid 크리덴셜')
reg('bunny', 'bunny.net', 'API key', one('BUNNY_API_KEY', lambda: uuid4() + '-' + uuid4()[:18]),
    http=('GET', 'https://api.bunny.net/pullzone', ('header', 'AccessKey', 0, ''), []))
reg('webflow', 'Webflow', 'site API token', one('WEBFLOW_API_TOKEN', lambda: hexs(64)),
    http=('GET', 'https://api.webflow.com/v2/sites', ('bearer', 0), []), desc_ko='사이트 API 토큰')
reg('vonage', 'Vonage', 'API secret', _vonage,
    http=('POST', 'https://rest.nexmo.com/sms/json', ('form', {'api_key': 0, 'api_secret': 1, 'to': '8210{rand8d}', 'from': 'ACME', 'text': 'test'}), []))
reg('messagebird', 'MessageBird', 'live access key', one('MESSAGEBIRD_ACCESS_KEY', lambda: rs(B62, 25)),
    http=('GET', 'https://rest.messagebird.com/balance', ('header', 'Authorization', 0, 'AccessKey '), []), desc_ko='live 액세스 키')
reg('plivo', 'Plivo', 'auth token', _plivo,
    http=('GET', 'https://api.plivo.com/v1/Account/{c0}/Message/', ('basic', 0, 1), []))
reg('pushover', 'Pushover', 'application token', _pushover,
    http=('POST', 'https://api.pushover.net/1/messages.json', ('form', {'token': 0, 'user': 1, 'message': 'deploy finished'}), []),
    desc_ko='앱 토큰')
reg('bitly', 'Bitly', 'access token', one('BITLY_ACCESS_TOKEN', lambda: hexs(40)),
    http=('POST', 'https://api-ssl.bitly.com/v4/shorten', ('bearer', 0), ['Content-Type: application/json']))
reg('minio', 'MinIO', 'access key and secret', _minio, special=['mc_alias'], desc_ko='액세스 키/시크릿')
reg('onepassword', '1Password', 'Connect token', lambda: [C('OP_CONNECT_HOST', f'http://op-connect.{org()}.internal:8080', False),
                                                          C('OP_CONNECT_TOKEN', jwt({'aud': ['com.1password.connect'], 'iss': 'com.1password.b5',
                                                                                     'jti': rs(ALNUM_L, 26), 'sub': rs(ALNUM_U, 26),
                                                                                     'tokenType': 'connect', 'iat': epoch()}, alg='ES256'))],
    http=('GET', '{c0}/v1/vaults', ('bearer', 1), []), desc_ko='Connect 토큰')
reg('k8s_sa', 'Kubernetes', 'service account token', lambda: [C('K8S_TOKEN', kube_sa_token(pick(['ci', 'monitoring', 'argo', 'default']), pick(['deployer', 'prometheus', 'argocd-manager', 'builder'])))],
    http=('GET', 'https://{ip}:6443/api/v1/namespaces/default/pods', ('bearer', 0), []), special=['kubeconfig_token'],
    desc_ko='서비스 계정 토큰')


# ----------------------------------------------------------------------------------------------
# containers: render a vendor's credentials inside a file / command / code / log
#   every container returns Snip(text, where_en, where_ko, label, extra_secrets)
# ----------------------------------------------------------------------------------------------
import re


class Snip:
    def __init__(self, text, where_en, where_ko, label, extra=None):
        self.text, self.where_en, self.where_ko, self.label = text, where_en, where_ko, label
        self.extra = list(extra or [])


PH_RE = re.compile(r'\{(c\d|org|repo|chan|rand\d+d?|ts|hex40|ver|ip|uuid)\}')


def fill(tpl, creds, st=None):
    st = st if st is not None else {}

    def rep(m):
        k = m.group(1)
        if k[0] == 'c' and k[1:].isdigit():
            return creds[int(k[1:])]['val']
        if k not in st:
            if k == 'org':
                st[k] = org()
            elif k == 'repo':
                st[k] = pick(['api', 'web', 'infra', 'billing-service', 'data-pipeline', 'mobile-app', 'monorepo'])
            elif k == 'chan':
                st[k] = rs(ALNUM_U, 9)
            elif k == 'ts':
                st[k] = str(epoch() * 1000)
            elif k == 'hex40':
                st[k] = hexs(40)
            elif k == 'ver':
                st[k] = f'{rint(1, 4)}.{rint(0, 30)}.{rint(0, 9)}'
            elif k == 'ip':
                st[k] = ip_private()
            elif k == 'uuid':
                st[k] = uuid4()
            elif k.endswith('d'):
                st[k] = rs(DIG, int(k[4:-1]))
            else:
                st[k] = rs(B62, int(k[4:]))
        return st[k]
    return PH_RE.sub(rep, tpl)


def split_var(var, vkey):
    parts = var.lower().split('_')
    if len(parts) > 1:
        return parts[0], '_'.join(parts[1:])
    return vkey.split('_')[0], parts[0]


def camel(s):
    p = s.split('_')
    return p[0] + ''.join(x.capitalize() for x in p[1:])


def pascal(s):
    return ''.join(x.capitalize() for x in s.split('_'))


def shq(v):
    if re.fullmatch(r'[A-Za-z0-9_./:@%+=,-]+', v):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v + '"'


def dq(v):
    return '"' + v + '"'


def yq(v):
    if re.fullmatch(r'[A-Za-z0-9_./+=-]+', v) and not v[0] in '-@' and not v.isdigit():
        return v
    return '"' + v + '"'


NOISE_ENV = [('NODE_ENV', 'production'), ('LOG_LEVEL', 'debug'), ('PORT', '8080'), ('APP_ENV', 'staging'),
             ('TZ', 'Asia/Seoul'), ('FEATURE_NEW_CHECKOUT', 'true'), ('SENTRY_ENVIRONMENT', 'staging'),
             ('REDIS_URL', 'redis://localhost:6379/0'), ('DEBUG', 'false'), ('WORKERS', '4'),
             ('PUBLIC_BASE_URL', 'https://app.example.com'), ('OTEL_SERVICE_NAME', 'api')]

KO_COMMENTS = ['임시로 하드코딩 (나중에 지울 것)', 'TODO: 시크릿 매니저로 옮기기', '로컬 테스트용', '운영 키 - 건드리지 마세요',
               '이거 바꾸면 배포 깨짐', '민수님이 준 키', '스테이징 전용', '만료되면 대시보드에서 재발급']
EN_COMMENTS = ['TODO: move to secret manager', 'temp, remove before merge', 'prod key - do not touch',
               'from the ops vault export', 'local testing only', 'rotated 2025-03', 'ask Sam before changing']


def comment(lang):
    return pick(KO_COMMENTS) if lang == 'ko' else pick(EN_COMMENTS)


def kv(creds):
    return [(c['var'], c['val']) for c in creds]


def noise(n):
    return sample(NOISE_ENV, n)


# --- generic env-style containers -------------------------------------------------------------
def c_dotenv(v, creds, lang):
    path = pick(['.env', '.env.local', '.env.production', '.env.staging', 'apps/api/.env', 'docker/.env',
                 'backend/.env.development', 'services/worker/.env'])
    lines = []
    if chance(0.4):
        lines.append('# ' + comment(lang))
    items = kv(creds) + noise(rint(0, 3))
    R.shuffle(items)
    q = pick(['', '"', "'", ''])
    for k, val in items:
        qq = q if re.fullmatch(r'[A-Za-z0-9_./:@+=-]+', val) else '"'
        lines.append(f'{k}={qq}{val}{qq}')
    return Snip('\n'.join(lines), f'`{path}`', f'`{path}`', 'dotenv')


def c_export(v, creds, lang):
    lines = [f'export {k}={dq(val) if chance(0.6) else shq(val)}' for k, val in kv(creds)]
    where = pick([('~/.zshrc', '~/.zshrc'), ('~/.bashrc', '~/.bashrc'), ('`.envrc` (direnv)', '`.envrc` (direnv)'),
                  ('a setup script the user ran', '사용자가 돌린 셋업 스크립트'), ('scripts/dev-env.sh', 'scripts/dev-env.sh')])
    return Snip('\n'.join(lines), where[0], where[1], 'shell export')


def c_inline_env(v, creds, lang):
    cmd = pick(['python scripts/sync.py --since 7d', 'npm run dev', 'pnpm test:e2e', 'go run ./cmd/worker',
                'uv run pytest -k integration', 'node dist/index.js', 'cargo run --bin ingest'])
    s = ' '.join(f'{k}={shq(val)}' for k, val in kv(creds)) + ' ' + cmd
    return Snip(s, 'the command the user ran', '사용자가 실행한 명령', 'shell inline env')


def c_windows(v, creds, lang):
    kind = pick(['ps', 'cmd', 'setx', 'fish'])
    if kind == 'ps':
        s = '\n'.join(f'$env:{k} = "{val}"' for k, val in kv(creds))
        return Snip(s, 'a PowerShell profile', 'PowerShell 프로필', 'powershell env')
    if kind == 'cmd':
        s = '\n'.join(f'set {k}={val}' for k, val in kv(creds))
        return Snip(s, 'a .bat file in tools/', 'tools/ 아래 .bat 파일', 'cmd set')
    if kind == 'setx':
        s = '\n'.join(f'setx {k} "{val}"' for k, val in kv(creds))
        return Snip(s, 'the Windows setup notes', '윈도우 셋업 메모', 'setx')
    s = '\n'.join(f'set -gx {k} {shq(val)}' for k, val in kv(creds))
    return Snip(s, '~/.config/fish/config.fish', '~/.config/fish/config.fish', 'fish set -gx')


def c_docker_run(v, creds, lang):
    img = pick(['ghcr.io/{o}/api:latest', '{o}/worker:1.8.2', 'registry.{o}.io/sync:main', 'node:20-alpine'])
    img = img.replace('{o}', org())
    env = ' \\\n  '.join(f'-e {k}={shq(val)}' for k, val in kv(creds))
    return Snip(f'docker run --rm \\\n  {env} \\\n  {img}', 'a docker run line in the runbook', '런북의 docker run 명령',
                'docker run -e')


def c_compose(v, creds, lang):
    svc = pick(['api', 'worker', 'app', 'scheduler', 'bot'])
    if chance(0.5):
        env = '\n'.join(f'      {k}: {yq(val)}' for k, val in kv(creds))
    else:
        env = '\n'.join(f'      - {k}={val}' for k, val in kv(creds))
    s = f'services:\n  {svc}:\n    image: {org()}/{svc}:latest\n    environment:\n{env}'
    return Snip(s, '`docker-compose.yml`', '`docker-compose.yml`', 'docker-compose environment')


def c_k8s_secret(v, creds, lang):
    name = v.key.replace('_', '-') + pick(['-credentials', '-secret', '-api'])
    if chance(0.55):
        body = '\n'.join(f'  {k}: {yq(val)}' for k, val in kv(creds))
        s = f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {pick(["default", "prod", "payments", "platform"])}\ntype: Opaque\nstringData:\n{body}'
        return Snip(s, f'`k8s/{name}.yaml`', f'`k8s/{name}.yaml`', 'k8s Secret stringData')
    extra = []
    lines = []
    for c in creds:
        enc = b64e(c['val'].encode())
        lines.append(f'  {c["var"]}: {enc}')
        if c['sec']:
            extra.append(enc)
    s = f'$ kubectl get secret {name} -o yaml\napiVersion: v1\ndata:\n' + '\n'.join(lines) + f'\nkind: Secret\nmetadata:\n  name: {name}'
    return Snip(s, 'the output of kubectl get secret', 'kubectl get secret 출력', 'k8s Secret data base64', extra)


def c_k8s_env(v, creds, lang):
    env = '\n'.join(f'            - name: {k}\n              value: {dq(val)}' for k, val in kv(creds))
    s = f'      containers:\n        - name: {pick(["api", "worker", "cron"])}\n          env:\n{env}'
    return Snip(s, 'the Deployment manifest', 'Deployment 매니페스트', 'k8s env literal')


def c_dockerfile(v, creds, lang):
    kw = pick(['ENV', 'ARG', 'ENV'])
    lines = [f'FROM {pick(["python:3.12-slim", "node:20-bookworm", "golang:1.23", "eclipse-temurin:21-jre"])}']
    lines += [f'{kw} {k}={shq(val) if kw == "ARG" else dq(val)}' for k, val in kv(creds)]
    lines.append(pick(['RUN pip install -r requirements.txt', 'RUN npm ci', 'COPY . /app', 'WORKDIR /app']))
    return Snip('\n'.join(lines), '`Dockerfile`', '`Dockerfile`', f'Dockerfile {kw}')


def c_gha(v, creds, lang):
    env = '\n'.join(f'          {k}: {yq(val)}' for k, val in kv(creds))
    s = (f'      - name: {pick(["Run integration tests", "Deploy", "Publish", "Sync data", "Smoke test"])}\n'
         f'        run: {pick(["make test-integration", "./scripts/deploy.sh", "npm run release", "python sync.py"])}\n'
         f'        env:\n{env}')
    return Snip(s, '`.github/workflows/ci.yml`', '`.github/workflows/ci.yml`', 'GitHub Actions env literal')


def c_gitlab(v, creds, lang):
    env = '\n'.join(f'  {k}: {dq(val)}' for k, val in kv(creds))
    s = f'variables:\n{env}\n\n{pick(["deploy", "test", "publish"])}:\n  stage: {pick(["deploy", "test"])}\n  script:\n    - ./ci/run.sh'
    return Snip(s, '`.gitlab-ci.yml`', '`.gitlab-ci.yml`', 'GitLab CI variables')


def c_json(v, creds, lang):
    sec = v.key.split('_')[0]
    style = pick(['nested', 'flat', 'appsettings'])
    if style == 'nested':
        d = {sec: {camel(split_var(c['var'], v.key)[1]): c['val'] for c in creds}, 'timeoutMs': pick([5000, 10000, 30000])}
        path = pick(['config/default.json', 'config/production.json', 'src/config.json', 'settings.local.json'])
    elif style == 'flat':
        d = {c['var']: c['val'] for c in creds}
        path = pick(['local.settings.json', 'secrets.json', '.vscode/settings.json', 'env.json'])
        if path == 'local.settings.json':
            d = {'IsEncrypted': False, 'Values': dict(d, FUNCTIONS_WORKER_RUNTIME='python')}
    else:
        d = {pascal(sec): {pascal(split_var(c['var'], v.key)[1]): c['val'] for c in creds},
             'Logging': {'LogLevel': {'Default': 'Information'}}}
        path = pick(['appsettings.json', 'appsettings.Development.json'])
    return Snip(json.dumps(d, indent=2, ensure_ascii=False), f'`{path}`', f'`{path}`', f'JSON {style}')


def c_yaml(v, creds, lang):
    sec = v.key.split('_')[0]
    lines = [f'{sec}:'] + [f'  {split_var(c["var"], v.key)[1]}: {yq(c["val"])}' for c in creds]
    if chance(0.5):
        lines.append(f'  timeout: {pick(["5s", "30s", "2m"])}')
    path = pick(['config/settings.yaml', 'config.yml', 'application-prod.yml', 'conf/app.yaml', 'values.local.yaml'])
    if path.startswith('application'):
        lines = ['spring:', '  profiles: prod'] + lines
    return Snip('\n'.join(lines), f'`{path}`', f'`{path}`', 'YAML config')


def c_toml(v, creds, lang):
    sec = v.key.split('_')[0]
    path = pick(['.streamlit/secrets.toml', 'config.toml', 'settings.toml', 'pyproject.toml [tool.app]'])
    lines = [f'[{sec}]'] + [f'{split_var(c["var"], v.key)[1]} = {dq(c["val"])}' for c in creds]
    return Snip('\n'.join(lines), f'`{path}`', f'`{path}`', 'TOML')


def c_ini(v, creds, lang):
    sec = v.key.split('_')[0]
    path = pick(['setup.cfg', 'app.ini', 'config/local.ini', 'tox.ini', f'~/.{sec}rc'])
    lines = [f'[{sec}]'] + [f'{split_var(c["var"], v.key)[1]} = {c["val"]}' for c in creds]
    return Snip('\n'.join(lines), f'`{path}`', f'`{path}`', 'INI')


def c_xml(v, creds, lang):
    sec = pascal(v.key.split('_')[0])
    if any(ch in c['val'] for c in creds for ch in '&<>"'):
        return c_yaml(v, creds, lang)
    lines = ['<appSettings>'] + [f'  <add key="{sec}:{pascal(split_var(c["var"], v.key)[1])}" value="{c["val"]}" />' for c in creds] + ['</appSettings>']
    return Snip('\n'.join(lines), '`Web.config`', '`Web.config`', 'XML appSettings')


def c_props(v, creds, lang):
    sec = v.key.split('_')[0]
    lines = [f'{sec}.{split_var(c["var"], v.key)[1].replace("_", "-")}={c["val"]}' for c in creds]
    if chance(0.5):
        lines.insert(0, 'server.port=8081')
    path = pick(['src/main/resources/application.properties', 'application-local.properties', 'gradle.properties'])
    return Snip('\n'.join(lines), f'`{path}`', f'`{path}`', 'properties')


def c_terraform(v, creds, lang):
    style = pick(['tfvars', 'default', 'env_block'])
    if style == 'tfvars':
        s = '\n'.join(f'{c["var"].lower()} = {dq(c["val"])}' for c in creds)
        return Snip(s, '`terraform.tfvars`', '`terraform.tfvars`', 'Terraform tfvars')
    if style == 'default':
        c = [c for c in creds if c['sec']][0]
        s = f'variable "{c["var"].lower()}" {{\n  type      = string\n  sensitive = true\n  default   = {dq(c["val"])}\n}}'
        return Snip(s, '`variables.tf`', '`variables.tf`', 'Terraform variable default')
    env = '\n'.join(f'      {c["var"]} = {dq(c["val"])}' for c in creds)
    s = (f'resource "aws_lambda_function" "{pick(["sync", "webhook", "notifier"])}" {{\n  function_name = "{org()}-sync"\n'
         f'  environment {{\n    variables = {{\n{env}\n    }}\n  }}\n}}')
    return Snip(s, '`infra/lambda.tf`', '`infra/lambda.tf`', 'Terraform lambda env')


def c_helm(v, creds, lang):
    if chance(0.5):
        sets = ' \\\n  '.join(f'--set env.{c["var"]}={shq(c["val"])}' for c in creds)
        s = f'helm upgrade --install {pick(["api", "worker", "app"])} ./charts/app -n {pick(["prod", "staging"])} \\\n  {sets}'
        return Snip(s, 'the helm command in the deploy notes', '배포 메모의 helm 명령', 'helm --set')
    body = '\n'.join(f'  {c["var"]}: {yq(c["val"])}' for c in creds)
    return Snip(f'env:\n{body}\nreplicaCount: 2', '`charts/app/values-prod.yaml`', '`charts/app/values-prod.yaml`', 'Helm values')


def c_ansible(v, creds, lang):
    body = '\n'.join(f'{c["var"].lower()}: {yq(c["val"])}' for c in creds)
    path = pick(['group_vars/all.yml', 'group_vars/prod/vars.yml', 'roles/app/defaults/main.yml', 'host_vars/web01.yml'])
    return Snip('---\n' + body, f'`{path}`', f'`{path}`', 'Ansible vars')


def c_systemd(v, creds, lang):
    env = '\n'.join(f'Environment="{c["var"]}={c["val"]}"' for c in creds)
    s = f'[Service]\nUser=app\n{env}\nExecStart=/opt/app/bin/server'
    return Snip(s, '/etc/systemd/system/app.service', '/etc/systemd/system/app.service', 'systemd Environment')


def c_launch(v, creds, lang):
    d = {'name': 'Debug API', 'type': pick(['debugpy', 'node', 'go']), 'request': 'launch',
         'env': {c['var']: c['val'] for c in creds}}
    return Snip(json.dumps(d, indent=2, ensure_ascii=False), '`.vscode/launch.json`', '`.vscode/launch.json`', 'VS Code launch.json env')


def c_notebook(v, creds, lang):
    s = 'import os\n' + '\n'.join(f'os.environ["{c["var"]}"] = "{c["val"]}"' for c in creds)
    return Snip(s, 'the first cell of notebooks/explore.ipynb', 'notebooks/explore.ipynb 첫 셀', 'notebook os.environ')


def c_pyconst(v, creds, lang):
    s = '\n'.join(f'{c["var"]} = "{c["val"]}"' + (f'  # {comment(lang)}' if i == 0 and chance(0.4) else '') for i, c in enumerate(creds))
    path = pick(['settings/local.py', 'config.py', 'app/constants.py', 'tests/conftest.py'])
    return Snip(s, f'`{path}`', f'`{path}`', 'python constants')


def c_fallback(v, creds, lang):
    c = [c for c in creds if c['sec']][0]
    kind = pick(['js', 'py', 'go', 'java'])
    if kind == 'js':
        s = f'const {camel(c["var"].lower())} = process.env.{c["var"]} ?? "{c["val"]}";'
        path = 'src/lib/config.ts'
    elif kind == 'py':
        s = f'{c["var"].lower()} = os.getenv("{c["var"]}", "{c["val"]}")'
        path = 'app/settings.py'
    elif kind == 'go':
        s = f'key := os.Getenv("{c["var"]}")\nif key == "" {{\n\tkey = "{c["val"]}" // fallback\n}}'
        path = 'internal/config/config.go'
    else:
        s = f'@Value("${{{c["var"].lower().replace("_", ".")}:{c["val"]}}}")\nprivate String {camel(c["var"].lower())};'
        path = 'src/main/java/com/acme/Config.java'
    return Snip(s, f'the env fallback in `{path}`', f'`{path}`의 env fallback', f'{kind} env fallback default')


def c_cli_set(v, creds, lang):
    c = [c for c in creds if c['sec']][0]
    k, val = c['var'], c['val']
    app = pick(['api', 'web', 'worker']) + '-' + pick(['prod', 'staging'])
    s = pick([f'gh secret set {k} --body {shq(val)}',
              f'fly secrets set {k}={shq(val)} -a {app}',
              f'heroku config:set {k}={shq(val)} -a {app}',
              f'kubectl create secret generic {v.key.replace("_", "-")} --from-literal={k}={shq(val)} -n {pick(["prod", "default"])}',
              f"aws ssm put-parameter --name /{app}/{k} --type SecureString --value {shq(val)} --overwrite",
              f'vault kv put secret/{app}/{v.key} {k.lower()}={shq(val)}',
              f'doppler secrets set {k}={shq(val)} --project {app} --config prd',
              f'railway variables --set "{k}={val}"',
              f'az keyvault secret set --vault-name kv-{org()} --name {k.replace("_", "-").lower()} --value {shq(val)}',
              f'supabase secrets set {k}={shq(val)}',
              f'echo -n {shq(val)} | npx wrangler secret put {k}',
              f'dotnet user-secrets set "{pascal(v.key)}:{pascal(split_var(k, v.key)[1])}" "{val}"',
              f'firebase functions:config:set {v.key.split("_")[0]}.key="{val}"',
              f'echo -n {shq(val)} | gcloud secrets versions add {k.lower().replace("_", "-")} --data-file=-'])
    return Snip(s, 'the command the user ran to store it', '사용자가 저장할 때 쓴 명령', 'CLI secret set')


def c_mcp(v, creds, lang):
    if v.mcp and chance(0.75):
        name, cmd, args, envvar = v.mcp
        args = [fill(a, creds) for a in args]
        env = {envvar: [c for c in creds if c['sec']][0]['val']} if envvar else {}
    else:
        name = v.key.replace('_', '-')
        cmd, args = pick([('node', [f'./tools/{name}-mcp/dist/index.js']), ('uv', ['run', f'mcp_{v.key}.py']),
                          ('npx', ['-y', f'@{org()}/{name}-mcp'])])
        env = {c['var']: c['val'] for c in creds}
    kind = pick(['json', 'json', 'toml', 'cli'])
    if kind == 'toml':
        envs = ', '.join(f'"{k}" = "{val}"' for k, val in env.items())
        s = f'[mcp_servers.{name}]\ncommand = "{cmd}"\nargs = {json.dumps(args)}' + (f'\nenv = {{ {envs} }}' if env else '')
        return Snip(s, '`~/.codex/config.toml`', '`~/.codex/config.toml`', 'Codex MCP config.toml')
    if kind == 'cli':
        es = ' '.join(f'-e {k}={shq(val)}' for k, val in env.items())
        s = f'claude mcp add {name} {es} -- {cmd} {" ".join(shq(a) for a in args)}'.replace('  ', ' ')
        return Snip(s, 'the `claude mcp add` command from setup', '셋업 때 쓴 `claude mcp add` 명령', 'claude mcp add -e')
    d = {'mcpServers': {name: {'command': cmd, 'args': args}}}
    if env:
        d['mcpServers'][name]['env'] = env
    path = pick(['.mcp.json', '.cursor/mcp.json', '~/.gemini/settings.json', 'claude_desktop_config.json', '.vscode/mcp.json'])
    if path == '.vscode/mcp.json':
        d = {'servers': d['mcpServers']}
    return Snip(json.dumps(d, indent=2, ensure_ascii=False), f'`{path}`', f'`{path}`', 'MCP server config JSON')


def c_log(v, creds, lang):
    c = [c for c in creds if c['sec']][0]
    t = ts_iso()
    kind = pick(['cfgdump', 'envdump', 'pydict'])
    if kind == 'cfgdump':
        s = f'{t} INFO  config.loader  loaded settings: ' + ', '.join(f'{x["var"].lower()}={x["val"]}' for x in creds)
    elif kind == 'envdump':
        s = '$ printenv | grep -i ' + v.key.split('_')[0].upper()[:6] + '\n' + '\n'.join(f'{x["var"]}={x["val"]}' for x in creds)
    else:
        s = f'[{t}] DEBUG settings = ' + repr({x['var'].lower(): x['val'] for x in creds})
    w = pick([('the app log', '앱 로그'), ('the CI job output', 'CI 잡 출력'), ('a debug log the user pasted', '사용자가 붙여준 디버그 로그')])
    return Snip(s, w[0], w[1], f'log {kind}')


def c_diff(v, creds, lang):
    path = pick(['.env.example', 'config/settings.yaml', 'docker-compose.override.yml', 'src/config.ts'])
    lines = [f'diff --git a/{path} b/{path}', f'--- a/{path}', f'+++ b/{path}', f'@@ -{rint(3, 40)},4 +{rint(3, 40)},{4 + len(creds)} @@']
    lines.append(' ' + pick(['LOG_LEVEL=info', 'PORT=8080', '# external services']))
    for c in creds:
        if path.endswith('.ts'):
            lines.append(f'+export const {c["var"]} = "{c["val"]}";')
        elif path.endswith(('yaml', 'yml')):
            lines.append(f'+    {c["var"]}: {yq(c["val"])}')
        else:
            lines.append(f'+{c["var"]}={c["val"]}')
    return Snip('\n'.join(lines), f'the diff of the last commit to `{path}`', f'`{path}` 마지막 커밋 diff', 'git diff added line')


def c_table(v, creds, lang):
    env = pick(['prod', 'staging', 'dev'])
    hdr = '| env | variable | value |' if lang == 'en' else '| 환경 | 변수 | 값 |'
    rows = [hdr, '|---|---|---|'] + [f'| {env} | `{c["var"]}` | `{c["val"]}` |' for c in creds]
    return Snip('\n'.join(rows), 'the table in docs/integrations.md', 'docs/integrations.md 의 표', 'markdown table')


def c_chat(v, creds, lang):
    who = pick(['dana', 'jisoo', 'mark', 'hyun', 'lee.s', 'ops-oncall', 'sam'])
    t = f'{rint(8, 22):02d}:{rint(0, 59):02d}'
    val = ' / '.join(c['val'] for c in creds if c['sec'])
    if lang == 'ko':
        msg = pick([f'{v.name} 키 여기요 {val}', f'이거 쓰세요 → {val}', f'{val} 이걸로 해보세요. 커밋은 하지 마시구요'])
    else:
        msg = pick([f'here is the {v.name} key: {val}', f'use this one -> {val}', f'{val} (don\'t commit it pls)'])
    return Snip(f'[{t}] {who}: {msg}', 'a Slack message the user forwarded', '사용자가 전달해 준 슬랙 메시지', 'chat paste')


def c_postman(v, creds, lang):
    d = {'name': f'{v.name} prod', 'values': [{'key': c['var'].lower(), 'value': c['val'], 'type': 'secret' if c['sec'] else 'default',
                                              'enabled': True} for c in creds]}
    return Snip(json.dumps(d, indent=2, ensure_ascii=False), 'the exported Postman environment', '내보낸 Postman environment', 'Postman environment')


ENV_CONTAINERS = [c_dotenv, c_dotenv, c_export, c_inline_env, c_windows, c_docker_run, c_compose, c_k8s_secret,
                  c_k8s_env, c_dockerfile, c_gha, c_gitlab, c_json, c_yaml, c_toml, c_ini, c_xml, c_props,
                  c_terraform, c_helm, c_ansible, c_systemd, c_launch, c_notebook, c_pyconst, c_fallback, c_cli_set,
                  c_mcp, c_log, c_diff, c_table, c_chat, c_postman]


# --- HTTP containers ---------------------------------------------------------------------------
def http_parts(v, creds):
    """-> (method, url, headers[list of (name, value)], curl_user or None, body or None, form or None, extra)"""
    method, url, auth, hdrs = v.http
    st = {}
    url = fill(url, creds, st)
    headers = [tuple(fill(h, creds, st).split(': ', 1)) for h in hdrs]
    extra, cu, body, form = [], None, None, None
    a = auth[0]
    if a == 'bearer':
        headers.insert(0, ('Authorization', 'Bearer ' + creds[auth[1]]['val']))
    elif a == 'header':
        headers.insert(0, (auth[1], auth[3] + creds[auth[2]]['val']))
    elif a == 'raw_auth':
        headers.insert(0, ('Authorization', creds[auth[1]]['val']))
    elif a == 'raw_pair':
        headers.insert(0, ('Authorization', creds[auth[1]]['val'] + ':' + creds[auth[2]]['val']))
    elif a in ('basic', 'basic_header', 'digest'):
        u = auth[1] if isinstance(auth[1], str) else creds[auth[1]]['val']
        u = fill(u, creds, st)
        p = auth[2] if isinstance(auth[2], str) else creds[auth[2]]['val']
        if a == 'basic_header' or (a == 'basic' and chance(0.35)):
            blob = b64e(f'{u}:{p}'.encode())
            headers.insert(0, ('Authorization', 'Basic ' + blob))
            extra.append(blob)
        else:
            cu = (f'{u}:{p}', a == 'digest')
    elif a == 'query':
        sep = '&' if '?' in url else '?'
        url = f'{url}{sep}{auth[1]}={creds[auth[2]]["val"]}'
    elif a in ('json', 'form'):
        fields = {}
        for k, i in auth[1].items():
            fields[k] = creds[i]['val'] if isinstance(i, int) else fill(i, creds, st)
        if a == 'json':
            body = json.dumps(fields)
        else:
            form = fields
    if body is None and form is None and method == 'POST':
        if any('json' in h[1] for h in headers):
            body = json.dumps(http_body(url))
    return method, url, headers, cu, body, form, extra


def http_body(url):
    if 'chat/completions' in url:
        return {'model': pick(['gpt-4o-mini', 'llama-3.1-8b-instant', 'deepseek-chat', 'mistral-small-latest', 'grok-2']),
                'messages': [{'role': 'user', 'content': pick(['ping', 'Summarise this ticket', 'hello'])}]}
    if url.endswith('/v1/messages'):
        return {'model': 'claude-sonnet-4-5', 'max_tokens': 256, 'messages': [{'role': 'user', 'content': 'ping'}]}
    if 'generateContent' in url:
        return {'contents': [{'parts': [{'text': 'ping'}]}]}
    if 'graphql' in url:
        return {'query': pick(['{ viewer { id name } }', '{ issues(first: 5) { nodes { id title } } }'])}
    if any(w in url for w in ('mail', 'email')):
        return {'from': f'noreply@{org()}.com', 'to': email(), 'subject': 'Test', 'text': 'hello'}
    if 'shorten' in url:
        return {'long_url': f'https://{org()}.com/blog/{rint(100, 999)}'}
    if 'embeddings' in url:
        return {'input': ['hello world'], 'model': 'voyage-3'}
    if 'predictions' in url:
        return {'version': hexs(64), 'input': {'prompt': 'a lighthouse at dusk'}}
    if 'scrape' in url:
        return {'url': f'https://docs.{org()}.com'}
    if 'search' in url:
        return {'query': 'postgres connection pooling', 'numResults': 5}
    if 'alerts' in url:
        return {'message': 'disk usage above 90%', 'priority': 'P3'}
    if 'transcript' in url:
        return {'audio_url': f'https://cdn.{org()}.com/calls/{uuid4()}.mp3'}
    if 'dispatches' in url:
        return {'event_type': 'deploy', 'client_payload': {'ref': 'main'}}
    if 'orders' in url:
        return {'amount': rint(1000, 90000), 'currency': 'INR', 'receipt': f'rcpt_{rint(100, 999)}'}
    if 'transaction' in url or 'payments' in url:
        return {'amount': rint(1000, 90000), 'email': email()}
    if 'item' in url:
        return {'data': {'environment': 'production', 'body': {'message': {'body': 'test'}}}}
    return pick([{'text': 'deploy finished'}, {'channel': '#alerts', 'text': 'test'}, {'event': 'ping'}])


def c_curl(v, creds, lang):
    method, url, headers, cu, body, form, extra = http_parts(v, creds)
    parts = ['curl -sS' + (f' -X {method}' if method != 'GET' and not body and not form else '')]
    if cu:
        parts.append(('--digest ' if cu[1] else '') + f'-u {shq(cu[0])}')
    for h, val in headers:
        parts.append(f'-H "{h}: {val}"' if '"' not in val else f"-H '{h}: {val}'")
    if body:
        parts.append(f"-d '{body}'")
    if form:
        for k, val in form.items():
            parts.append(f'-d {k}={shq(val) if not val.startswith("$") else val}')
    parts.append(shq(url) if '&' in url or '?' in url else url)
    multi = chance(0.5)
    s = (' \\\n  ' if multi else ' ').join(parts)
    if chance(0.25):
        s = '+ ' + s.replace(' \\\n  ', ' ') if chance(0.5) else '$ ' + s
    lbl = 'curl' + (' (set -x trace)' if s.startswith('+ ') else '')
    where = pick([('the curl from the README', 'README의 curl 예시'), ('shell history', '쉘 히스토리'),
                  ('the CI log (set -x was on)', 'CI 로그 (set -x 켜져 있었음)'), ('a curl the user pasted', '사용자가 붙여준 curl')])
    return Snip(s, where[0], where[1], lbl, extra)


def c_httpie(v, creds, lang):
    method, url, headers, cu, body, form, extra = http_parts(v, creds)
    parts = ['http', method, shq(url)]
    if cu:
        parts.insert(1, f'-a {shq(cu[0])}')
    for h, val in headers:
        parts.append(shq(f'{h}:{val}') if ' ' in val or '"' in val else f'{h}:{val}')
    if form:
        parts.insert(1, '--form')
        parts += [f'{k}={shq(val)}' for k, val in form.items()]
    return Snip(' '.join(parts), 'an HTTPie command in the ticket', '티켓에 있던 HTTPie 명령', 'httpie', extra)


def c_code_http(v, creds, lang):
    method, url, headers, cu, body, form, extra = http_parts(v, creds)
    kind = pick(['py', 'js', 'go', 'java', 'cs', 'rb', 'php', 'rs', 'ps', 'raw'])
    hd = dict(headers)
    if cu:
        u, p = cu[0].split(':', 1)
    if kind == 'py':
        auth = f', auth=("{u}", "{p}")' if cu else ''
        data = f', json={body}' if body else (f', data={json.dumps(form)}' if form else '')
        s = f'resp = requests.{method.lower()}(\n    "{url}",\n    headers={json.dumps(hd)}{auth}{data},\n    timeout=10,\n)'
        return Snip(s, '`scripts/' + v.key + '_client.py`', '`scripts/' + v.key + '_client.py`', 'python requests', extra)
    if kind == 'js':
        if cu:
            blob = b64e(cu[0].encode())
            hd = dict(hd, Authorization='Basic ' + blob)
            extra = extra + [blob]
        s = f'const res = await fetch("{url}", {{\n  method: "{method}",\n  headers: {json.dumps(hd)},' + (f'\n  body: JSON.stringify({body}),' if body else '') + '\n});'
        return Snip(s, '`src/lib/' + v.key + '.ts`', '`src/lib/' + v.key + '.ts`', 'js fetch', extra)
    if kind == 'go':
        lines = [f'req, _ := http.NewRequest("{method}", "{url}", nil)']
        if cu:
            lines.append(f'req.SetBasicAuth("{u}", "{p}")')
        lines += [f'req.Header.Set("{h}", "{val}")' for h, val in headers]
        return Snip('\n'.join(lines), '`internal/' + v.key + '/client.go`', '`internal/' + v.key + '/client.go`', 'go net/http', extra)
    if kind == 'java':
        lines = ['HttpRequest req = HttpRequest.newBuilder()', f'    .uri(URI.create("{url}"))']
        if cu:
            blob = b64e(cu[0].encode())
            extra = extra + [blob]
            lines.append(f'    .header("Authorization", "Basic {blob}")')
        lines += [f'    .header("{h}", "{val}")' for h, val in headers]
        lines.append('    .GET()' if method == 'GET' else '    .POST(HttpRequest.BodyPublishers.ofString(payload))')
        lines.append('    .build();')
        return Snip('\n'.join(lines), 'a Java test class', '자바 테스트 클래스', 'java HttpClient', extra)
    if kind == 'cs':
        lines = ['using var http = new HttpClient();']
        if cu:
            lines.append(f'http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes("{cu[0]}")));')
        lines += [f'http.DefaultRequestHeaders.Add("{h}", "{val}");' for h, val in headers]
        lines.append(f'var resp = await http.{"GetAsync" if method == "GET" else "PostAsync"}("{url}"{", content" if method != "GET" else ""});')
        return Snip('\n'.join(lines), '`Services/' + pascal(v.key) + 'Client.cs`', '`Services/' + pascal(v.key) + 'Client.cs`', 'C# HttpClient', extra)
    if kind == 'rb':
        lines = [f'uri = URI("{url}")', f'req = Net::HTTP::{method.capitalize()}.new(uri)']
        if cu:
            lines.append(f'req.basic_auth "{u}", "{p}"')
        lines += [f'req["{h}"] = "{val}"' for h, val in headers]
        return Snip('\n'.join(lines), '`lib/tasks/' + v.key + '.rake`', '`lib/tasks/' + v.key + '.rake`', 'ruby Net::HTTP', extra)
    if kind == 'php':
        hs = ', '.join(f"'{h}' => '{val}'" for h, val in headers)
        auth = f", 'auth' => ['{u}', '{p}']" if cu else ''
        s = f"$res = $client->request('{method}', '{url}', [\n    'headers' => [{hs}]{auth},\n]);"
        return Snip(s, '`app/Services/' + pascal(v.key) + '.php`', '`app/Services/' + pascal(v.key) + '.php`', 'PHP Guzzle', extra)
    if kind == 'rs':
        lines = [f'let resp = client.{method.lower()}("{url}")']
        if cu:
            lines.append(f'    .basic_auth("{u}", Some("{p}"))')
        lines += [f'    .header("{h}", "{val}")' for h, val in headers]
        lines.append('    .send().await?;')
        return Snip('\n'.join(lines), '`src/' + v.key + '.rs`', '`src/' + v.key + '.rs`', 'rust reqwest', extra)
    if kind == 'ps':
        hs = '; '.join(f"'{h}' = '{val}'" for h, val in headers)
        if cu:
            blob = b64e(cu[0].encode())
            extra = extra + [blob]
            hs = (hs + '; ' if hs else '') + f"'Authorization' = 'Basic {blob}'"
        s = f"Invoke-RestMethod -Method {method} -Uri '{url}' -Headers @{{ {hs} }}"
        return Snip(s, 'a PowerShell one-liner', 'PowerShell 한 줄 명령', 'PowerShell Invoke-RestMethod', extra)
    u = urllib.parse.urlsplit(url)
    lines = [f'{method} {u.path}{"?" + u.query if u.query else ""} HTTP/1.1', f'Host: {u.netloc}']
    if cu:
        blob = b64e(cu[0].encode())
        extra = extra + [blob]
        lines.append(f'Authorization: Basic {blob}')
    lines += [f'{h}: {val}' for h, val in headers]
    lines.append(f'User-Agent: {pick(["python-requests/2.32.3", "axios/1.7.7", "Go-http-client/1.1", "okhttp/4.12.0"])}')
    return Snip('\n'.join(lines), 'the raw request in the proxy capture', '프록시 캡처의 raw 요청', 'raw HTTP request', extra)


def c_sdk(v, creds, lang):
    lang_key = pick(list(v.sdk.keys()))
    s = fill(v.sdk[lang_key], creds)
    path = {'python': f'scripts/{v.key}_check.py', 'js': f'src/clients/{v.key}.ts', 'go': f'cmd/{v.key}/main.go',
            'java': f'src/main/java/com/acme/{pascal(v.key)}Config.java', 'ruby': f'config/initializers/{v.key}.rb',
            'php': f'config/{v.key}.php', 'csharp': f'Program.cs'}[lang_key]
    return Snip(s, f'`{path}`', f'`{path}`', f'SDK constructor ({lang_key})')


# --- vendor-specific containers ----------------------------------------------------------------
def _sec(creds, i=0):
    return [c for c in creds if c['sec']][i]


def s_aws_credentials_file(v, creds, lang):
    prof = pick(['default', 'prod', 'staging', 'data-eng', 'deploy'])
    d = {c['var']: c['val'] for c in creds}
    lines = [f'[{prof}]', f'aws_access_key_id = {d["AWS_ACCESS_KEY_ID"]}', f'aws_secret_access_key = {d["AWS_SECRET_ACCESS_KEY"]}']
    if 'AWS_SESSION_TOKEN' in d:
        lines.append(f'aws_session_token = {d["AWS_SESSION_TOKEN"]}')
    lines.append(f'region = {d.get("AWS_DEFAULT_REGION", "ap-northeast-2")}')
    return Snip('\n'.join(lines), '`~/.aws/credentials`', '`~/.aws/credentials`', 'aws credentials file')


def s_aws_configure(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    prof = pick(['prod', 'ci', 'sandbox'])
    s = (f'aws configure set aws_access_key_id {d["AWS_ACCESS_KEY_ID"]} --profile {prof}\n'
         f'aws configure set aws_secret_access_key {d["AWS_SECRET_ACCESS_KEY"]} --profile {prof}')
    return Snip(s, 'the onboarding script', '온보딩 스크립트', 'aws configure set')


def s_git_remote(v, creds, lang):
    tok = _sec(creds)['val']
    o, r = org(), pick(['api', 'infra', 'web', 'deploy-scripts', 'ml-pipeline'])
    if v.key.startswith('github'):
        url = pick([f'https://x-access-token:{tok}@github.com/{o}/{r}.git', f'https://{tok}@github.com/{o}/{r}.git',
                    f'https://{user()}:{tok}@github.com/{o}/{r}.git'])
    elif v.key == 'gitlab':
        url = f'https://oauth2:{tok}@gitlab.com/{o}/{r}.git'
    elif v.key == 'azure_devops':
        url = f'https://{o}:{tok}@dev.azure.com/{o}/{r}/_git/{r}'
    else:
        url = f'https://{user()}:{tok}@git.{o}.internal/{o}/{r}.git'
    kind = pick(['set-url', 'clone', 'config'])
    if kind == 'set-url':
        s = f'git remote set-url origin {url}'
    elif kind == 'clone':
        s = f'git clone --depth 1 {url}'
    else:
        s = f'[remote "origin"]\n\turl = {url}\n\tfetch = +refs/heads/*:refs/remotes/origin/*'
        return Snip(s, '`.git/config` on the build box', '빌드 서버의 `.git/config`', 'git remote URL with token')
    return Snip(s, 'the build script', '빌드 스크립트', 'git remote URL with token')


def s_gh_auth(v, creds, lang):
    tok = _sec(creds)['val']
    if chance(0.5):
        return Snip(f'echo {tok} | gh auth login --with-token', 'the README setup section', 'README 셋업 섹션', 'gh auth login --with-token')
    s = f'github.com:\n    oauth_token: {tok}\n    user: {user()}\n    git_protocol: https'
    return Snip(s, '`~/.config/gh/hosts.yml`', '`~/.config/gh/hosts.yml`', 'gh hosts.yml')


def s_gitlab_runner_toml(v, creds, lang):
    s = (f'[[runners]]\n  name = "{pick(["docker-runner-01", "k8s-runner", "mac-mini-ios"])}"\n  url = "https://gitlab.com"\n'
         f'  token = "{_sec(creds)["val"]}"\n  executor = "{pick(["docker", "kubernetes", "shell"])}"')
    return Snip(s, '`/etc/gitlab-runner/config.toml`', '`/etc/gitlab-runner/config.toml`', 'gitlab-runner config.toml')


def s_gha_claude(v, creds, lang):
    s = (f'      - uses: anthropics/claude-code-action@v1\n        with:\n'
         f'          claude_code_oauth_token: {_sec(creds)["val"]}\n          prompt: "/review"')
    return Snip(s, '`.github/workflows/claude.yml`', '`.github/workflows/claude.yml`', 'GitHub Actions with: literal')


def s_npmrc(v, creds, lang):
    tok = _sec(creds)['val']
    if chance(0.5):
        s = f'//registry.npmjs.org/:_authToken={tok}\n@{org()}:registry=https://registry.npmjs.org/'
        return Snip(s, '`.npmrc` in the repo root', '레포 루트의 `.npmrc`', '.npmrc _authToken')
    return Snip(f'npm config set //registry.npmjs.org/:_authToken {tok}', 'the release checklist', '릴리스 체크리스트', 'npm config set _authToken')


def s_pypirc(v, creds, lang):
    s = f'[distutils]\nindex-servers = pypi\n\n[pypi]\n  username = __token__\n  password = {_sec(creds)["val"]}'
    return Snip(s, '`~/.pypirc`', '`~/.pypirc`', '.pypirc')


def s_twine(v, creds, lang):
    tok = _sec(creds)['val']
    s = pick([f'twine upload -u __token__ -p {tok} dist/*', f'uv publish --token {tok}', f'poetry config pypi-token.pypi {tok}'])
    return Snip(s, 'the release notes', '릴리스 노트', 'publish command token')


def s_docker_login(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    u, t = d['DOCKERHUB_USERNAME'], d['DOCKERHUB_TOKEN']
    k = pick(['stdin', 'p', 'config'])
    if k == 'stdin':
        return Snip(f"echo '{t}' | docker login -u {u} --password-stdin", 'the CI script', 'CI 스크립트', 'docker login --password-stdin')
    if k == 'p':
        return Snip(f'docker login -u {u} -p {t}', 'shell history on the runner', '러너의 쉘 히스토리', 'docker login -p')
    blob = b64e(f'{u}:{t}'.encode())
    s = json.dumps({'auths': {'https://index.docker.io/v1/': {'auth': blob}}}, indent=2)
    return Snip(s, '`~/.docker/config.json`', '`~/.docker/config.json`', 'docker config.json auth', [blob])


def s_newrelic_ini(v, creds, lang):
    s = f'[newrelic]\nlicense_key = {_sec(creds)["val"]}\napp_name = {pick(["api-prod", "checkout", "worker"])}\nmonitor_mode = true'
    return Snip(s, '`newrelic.ini`', '`newrelic.ini`', 'newrelic.ini')


def s_sentryclirc(v, creds, lang):
    s = f'[auth]\ntoken={_sec(creds)["val"]}\n\n[defaults]\norg={org()}\nproject={pick(["web", "api", "ios"])}'
    return Snip(s, '`.sentryclirc`', '`.sentryclirc`', '.sentryclirc')


def s_client_secret_json(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    j = {'web': {'client_id': d['GOOGLE_CLIENT_ID'], 'project_id': f'{org()}-{rint(100000, 999999)}',
                 'auth_uri': 'https://accounts.google.com/o/oauth2/auth', 'token_uri': 'https://oauth2.googleapis.com/token',
                 'client_secret': d['GOOGLE_CLIENT_SECRET'], 'redirect_uris': ['http://localhost:8080/callback']}}
    return Snip(json.dumps(j, indent=1), '`client_secret.json`', '`client_secret.json`', 'Google client_secret.json')


def s_tfrc(v, creds, lang):
    j = {'credentials': {'app.terraform.io': {'token': _sec(creds)['val']}}}
    return Snip(json.dumps(j, indent=2), '`~/.terraform.d/credentials.tfrc.json`', '`~/.terraform.d/credentials.tfrc.json`', 'credentials.tfrc.json')


def s_otel_headers(v, creds, lang):
    tok = _sec(creds)['val']
    if v.key == 'honeycomb':
        return Snip(f'OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\nOTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team={tok}"',
                    'the collector env file', '콜렉터 env 파일', 'OTEL headers env')
    inst = str(rint(100000, 1999999))
    blob = b64e(f'{inst}:{tok}'.encode())
    s = (f'OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-gateway-prod-{pick(["us-east-0", "ap-northeast-0"])}.grafana.net/otlp\n'
         f'OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20{blob}"')
    return Snip(s, 'the collector env file', '콜렉터 env 파일', 'OTEL headers Basic', [blob])


def s_netrc(v, creds, lang):
    tok = _sec(creds)['val']
    m = {'heroku': ('api.heroku.com', email()), 'mapbox': ('api.mapbox.com', 'mapbox'), 'wandb': ('api.wandb.ai', 'user')}[v.key]
    return Snip(f'machine {m[0]}\n  login {m[1]}\n  password {tok}', '`~/.netrc`', '`~/.netrc`', '.netrc')


def s_hardhat(v, creds, lang):
    c = _sec(creds)
    if v.key == 'alchemy':
        s = f'networks: {{\n  mainnet: {{\n    url: "{c["val"]}",\n    accounts: [process.env.DEPLOYER_KEY],\n  }},\n}},'
    else:
        s = f'etherscan: {{\n  apiKey: "{c["val"]}",\n}},'
    return Snip(s, '`hardhat.config.ts`', '`hardhat.config.ts`', 'hardhat config')


def s_cli_token_flag(v, creds, lang):
    tok = _sec(creds)['val']
    if v.key == 'flyio':
        tok = tok.split(' ', 1)[1] if tok.startswith('FlyV1 ') else tok
        tok = 'FlyV1 ' + tok
    s = {'vercel': f'vercel deploy --prod --token {tok}', 'netlify': f'netlify deploy --prod --dir=dist --auth {tok}',
         'digitalocean': f'doctl auth init --access-token {tok}', 'flyio': f'fly deploy --access-token "{tok}"',
         'firebase_cli': f'firebase deploy --only hosting --token "{tok}"',
         'ibm': f'ibmcloud login --apikey {tok} -r {pick(["us-south", "jp-tok", "eu-de"])}'}[v.key]
    return Snip(s, 'the deploy step in the Makefile', 'Makefile 배포 타깃', 'CLI --token flag')


def s_gha_with(v, creds, lang):
    s = f'      - uses: codecov/codecov-action@v5\n        with:\n          token: {_sec(creds)["val"]}\n          files: ./coverage.xml'
    return Snip(s, '`.github/workflows/test.yml`', '`.github/workflows/test.yml`', 'GitHub Actions with: literal')


def s_sonar_cli(v, creds, lang):
    tok = _sec(creds)['val']
    s = pick([f'sonar-scanner -Dsonar.projectKey={pick(["api", "web"])} -Dsonar.host.url=https://sonar.{org()}.internal -Dsonar.token={tok}',
              f'./mvnw verify sonar:sonar -Dsonar.login={tok}'])
    return Snip(s, 'the Jenkinsfile', 'Jenkinsfile', 'sonar -Dsonar.token')


def s_kafka_props(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    s = (f'bootstrap.servers=pkc-{rs(ALNUM_L, 5)}.{pick(["ap-northeast-2", "us-east-1"])}.aws.confluent.cloud:9092\n'
         'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n'
         f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{d["CONFLUENT_API_KEY"]}" password="{d["CONFLUENT_API_SECRET"]}";')
    return Snip(s, '`client.properties`', '`client.properties`', 'Kafka client.properties')


def s_databrickscfg(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    return Snip(f'[DEFAULT]\nhost  = {d["DATABRICKS_HOST"]}\ntoken = {d["DATABRICKS_TOKEN"]}', '`~/.databrickscfg`', '`~/.databrickscfg`', '.databrickscfg')


def s_tailscale_up(v, creds, lang):
    return Snip(f'sudo tailscale up --authkey={_sec(creds)["val"]} --advertise-tags=tag:ci --ssh', 'the VM bootstrap script', 'VM 부트스트랩 스크립트', 'tailscale up --authkey')


def s_ngrok_cfg(v, creds, lang):
    tok = _sec(creds)['val']
    if chance(0.5):
        return Snip(f'ngrok config add-authtoken {tok}', 'the local setup doc', '로컬 셋업 문서', 'ngrok add-authtoken')
    return Snip(f'version: "3"\nagent:\n  authtoken: {tok}', '`~/.config/ngrok/ngrok.yml`', '`~/.config/ngrok/ngrok.yml`', 'ngrok.yml')


def s_wandb_login(v, creds, lang):
    return Snip(f'wandb login --relogin {_sec(creds)["val"]}', 'the training notebook', '학습 노트북', 'wandb login')


def s_kubeadm_join(v, creds, lang):
    s = f'kubeadm join {ip_private()}:6443 --token {_sec(creds)["val"]} \\\n    --discovery-token-ca-cert-hash sha256:{hexs(64)}'
    return Snip(s, 'the output of kubeadm init', 'kubeadm init 출력', 'kubeadm join --token')


def s_gem_credentials(v, creds, lang):
    return Snip(f'---\n:rubygems_api_key: {_sec(creds)["val"]}', '`~/.gem/credentials`', '`~/.gem/credentials`', 'gem credentials')


def s_cargo_credentials(v, creds, lang):
    tok = _sec(creds)['val']
    if chance(0.5):
        return Snip(f'[registry]\ntoken = "{tok}"', '`~/.cargo/credentials.toml`', '`~/.cargo/credentials.toml`', 'cargo credentials.toml')
    return Snip(f'cargo login {tok}', 'the publish checklist', '배포 체크리스트', 'cargo login')


def s_nuget_push(v, creds, lang):
    return Snip(f'dotnet nuget push bin/Release/*.nupkg --api-key {_sec(creds)["val"]} --source https://api.nuget.org/v3/index.json',
                'the release pipeline', '릴리스 파이프라인', 'dotnet nuget push --api-key')


def s_ovh_conf(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    s = (f'[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={d["OVH_APPLICATION_KEY"]}\n'
         f'application_secret={d["OVH_APPLICATION_SECRET"]}\nconsumer_key={d["OVH_CONSUMER_KEY"]}')
    return Snip(s, '`ovh.conf`', '`ovh.conf`', 'ovh.conf')


def s_certbot_eab(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    s = (f'certbot certonly --standalone --server https://acme.zerossl.com/v2/DV90 \\\n  --eab-kid {d["ACME_EAB_KID"]} '
         f'--eab-hmac-key {d["ACME_EAB_HMAC_KEY"]} \\\n  -d {pick(["api", "www", "status"])}.{org()}.com')
    return Snip(s, 'the cert renewal runbook', '인증서 갱신 런북', 'certbot --eab-hmac-key')


def s_edgerc(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    s = (f'[default]\nclient_secret = {d["AKAMAI_CLIENT_SECRET"]}\nhost = {d["AKAMAI_HOST"]}\n'
         f'access_token = {d["AKAMAI_ACCESS_TOKEN"]}\nclient_token = {d["AKAMAI_CLIENT_TOKEN"]}')
    return Snip(s, '`~/.edgerc`', '`~/.edgerc`', '.edgerc')


def s_mc_alias(v, creds, lang):
    d = {c['var']: c['val'] for c in creds}
    s = f'mc alias set {pick(["prod", "backup", "local"])} https://minio.{org()}.internal:9000 {d["MINIO_ACCESS_KEY"]} {d["MINIO_SECRET_KEY"]}'
    return Snip(s, 'the backup runbook', '백업 런북', 'mc alias set positional keys')


def s_kubeconfig_token(v, creds, lang):
    s = (f'users:\n- name: {pick(["deployer", "ci-bot", "argocd"])}\n  user:\n    token: {_sec(creds)["val"]}')
    return Snip(s, 'the kubeconfig the user sent', '사용자가 보내준 kubeconfig', 'kubeconfig user token')


SPECIALS = {k[2:]: f for k, f in list(globals().items()) if k.startswith('s_') and callable(f)}


# ----------------------------------------------------------------------------------------------
# prose helpers (Korean particles, code blocks, template rendering)
# ----------------------------------------------------------------------------------------------
def has_batchim(word):
    w = word.rstrip('`"\')] .')
    if not w:
        return False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if ch.isdigit():
        return ch in '013678'
    run = re.search(r'[A-Za-z]+$', w)
    if run and run.group(0).isupper() and len(run.group(0)) < 3:
        return ch in 'LMNR'
    if ch.isalpha():
        return w.lower().endswith(('ng', 'm', 'n', 'l', 'k', 't', 'p'))
    return False


JOSA = {'이': ('이', '가'), '은': ('은', '는'), '을': ('을', '를'), '과': ('과', '와'), '으로': ('으로', '로'), '이랑': ('이랑', '랑')}
TPL_RE = re.compile(r'\{([A-Za-z_][A-Za-z0-9_]*)(?::(이랑|이|은|을|과|으로))?\}')


def j(word, particle):
    a, b = JOSA[particle]
    if particle == '으로' and word.rstrip('`').endswith('l'):
        return word + b
    return word + (a if has_batchim(word) else b)


def render(tpl, **kw):
    def rep(m):
        val = str(kw[m.group(1)])
        if m.group(2):
            a, b = JOSA[m.group(2)]
            if m.group(2) == '으로' and val.rstrip('`').endswith('l'):
                return val + b
            return val + (a if has_batchim(val) else b)
        return val
    return TPL_RE.sub(rep, tpl)


FENCE_LANG = {'dotenv': '', 'JSON': 'json', 'YAML': 'yaml', 'TOML': 'toml', 'curl': 'bash', 'docker': 'bash',
              'python': 'python', 'js': 'js', 'go': 'go', 'k8s': 'yaml', 'Terraform': 'hcl', 'INI': 'ini',
              'GitHub': 'yaml', 'GitLab': 'yaml', 'Dockerfile': 'dockerfile', 'helm': 'bash', 'SDK': ''}


def block(text, label=''):
    if '\n' in text:
        tag = ''
        if chance(0.45):
            for k, t in FENCE_LANG.items():
                if label.startswith(k):
                    tag = t
                    break
        return f'```{tag}\n{text}\n```'
    return f'`{text}`' if chance(0.7) else text


def cut(s, limit):
    return len(s.encode('utf-8')) <= limit


class Retry(Exception):
    pass


# ----------------------------------------------------------------------------------------------
# vendor-note frames
# ----------------------------------------------------------------------------------------------
TASKS = [('fix the failing nightly sync', '나이틀리 싱크 실패 수정'),
         ('add retries to the {V} client', '{V} 클라이언트에 재시도 추가'),
         ('upgrade the {V} SDK to the new major', '{V} SDK 메이저 업그레이드'),
         ('debug the 401s in staging', '스테이징 401 디버깅'),
         ('split the {V} integration into its own service', '{V} 연동을 별도 서비스로 분리'),
         ('run the {V} webhook handler locally', '로컬에서 {V} 웹훅 핸들러 띄우기'),
         ('write an integration test for the {V} adapter', '{V} 어댑터 통합 테스트 작성'),
         ('get the deploy job green again', '배포 잡 다시 살리기'),
         ('clean up credentials after an offboarding', '퇴사자 정리 후 크리덴셜 정리'),
         ('move config from .env to the secret manager', '.env 설정을 시크릿 매니저로 이전'),
         ('reproduce a customer bug against prod data', '운영 데이터로 고객 버그 재현'),
         ('set up the dev container', 'dev container 세팅'),
         ('migrate the cron jobs to GitHub Actions', '크론잡을 GitHub Actions로 이전'),
         ('find out why the {V} calls time out', '{V} 호출 타임아웃 원인 찾기')]

MC_SNIP = {
    'en': ['Task: {T}. Nobody mentioned that the {V} {D} is hard-coded in {W}:\n{S}',
           'I asked how the {V} integration authenticates and the user pasted this from {W}:\n{S}',
           "Wasn't told which {V} credentials staging uses. {Wc} has them inline:\n{S}",
           "Missing piece was where {V} auth comes from. It's {W}:\n{S}",
           'While trying to {T} I kept getting 401s; turns out there are two {V} keys and the one actually loaded is in {W}:\n{S}',
           'Nobody said {W} overrides the CI secret for {V}. Contents:\n{S}',
           "The {V} {D} for this repo belongs to the shared ops account, which I didn't know. From {W}:\n{S}",
           'Ticket only said "{T}". The working setup, copied from a teammate\'s machine:\n{S}',
           '{V} {D} (found in {W}):\n{S}',
           'No docs on the {V} setup, so I reconstructed it from {W}:\n{S}',
           "Didn't know the {V} integration was already configured. {Wc}:\n{S}",
           'User said "just use what\'s in {W}", which is:\n{S}'],
    'ko': ['작업: {T}. {V} {D:이} {W}에 하드코딩돼 있다는 건 아무도 얘기 안 해줌:\n{S}',
           '{V} 연동 인증 방식 물어봤더니 사용자가 {W}에서 복사해서 붙여줌:\n{S}',
           '스테이징이 어떤 {V} 크리덴셜 쓰는지 몰랐음. {W}에 그대로 박혀 있었음:\n{S}',
           '{V} 인증값 출처를 몰랐는데 알고 보니 {W}였음:\n{S}',
           '{T} 하는데 계속 401. {V} 키가 두 개였고 실제로 로드되는 건 {W}에 있는 거:\n{S}',
           '{W:이} CI 시크릿보다 우선한다는 얘기를 못 들었음. 내용:\n{S}',
           '이 레포 {V} {D:은} 공용 ops 계정 거라는 거 몰랐음. {W} 발췌:\n{S}',
           '티켓엔 "{T}"만 있었음. 팀원 PC에서 복사해 온 동작하는 설정:\n{S}',
           '{V} {D} ({W}에서 찾음):\n{S}',
           '{V} 설정 문서가 없어서 {W} 보고 역으로 맞춤:\n{S}',
           '{V} 연동이 이미 세팅돼 있는 줄 몰랐음. {W}:\n{S}',
           '사용자 왈 "{W}에 있는 거 그냥 쓰세요" → 내용:\n{S}']}

MC_PLAIN = {
    'en': ['Task: {T}. Nobody told me where to find the {V} {D}.',
           "I didn't know the {V} integration reads its key from {W} instead of the environment.",
           "Wasn't told that staging and prod share one {V} account.",
           'No one mentioned that the {V} {D} had been rotated last week, so the value in the vault was stale.',
           "The README says to 'ask ops' for the {V} key; nobody was around.",
           'The task ({T}) needed {V} access and the repo had no example config.',
           'The task assumed a working {V} setup; there was none on this machine.'],
    'ko': ['작업: {T}. {V} {D:이} 어디 있는지 아무도 안 알려줌.',
           '{V} 연동이 환경변수가 아니라 {W}에서 키를 읽는다는 걸 몰랐음.',
           '스테이징이랑 운영이 {V} 계정 하나를 같이 쓴다는 얘기 못 들었음.',
           '{V} {D:이} 지난주에 교체돼서 vault 값이 오래된 거였는데 그걸 몰랐음.',
           'README엔 {V} 키는 ops에 물어보라고만 써 있고 물어볼 사람이 없었음.',
           '{T} 하려면 {V} 접근이 필요한데 레포에 예시 설정이 없었음.',
           '작업이 {V} 세팅이 돼 있다는 전제였는데 이 머신엔 아무것도 없었음.']}

LESSONS = {
    'en': ['The {V} client reads {E} at import time; setting it later in a fixture does nothing.',
           'Values in {W} win over CI secrets with the same name, so rotating only in CI had no effect.',
           'Strip the trailing newline when piping the {D} into the secret store; {V} rejects it otherwise.',
           '{V} returns 401 for a revoked {D} but 403 for a valid one missing a scope, so check scopes before rotating.',
           'Keys are per environment: the staging {D} silently talks to the sandbox.',
           "Integration tests run fine against the recorded fixtures; they don't need a live {V} {D}.",
           'Debug logging prints request headers, so the {D} ends up in CI logs when LOG_LEVEL=debug.',
           'This should never have been committed; rotate it and read {E} from the environment instead.',
           '{V} rate-limits per key, so the nightly job and the web app must not share one.',
           'After rotation the old {D} keeps working for a grace period, which hid the misconfiguration.',
           'The {V} dashboard shows a key only once at creation; the copy in {W} was the only one anyone had.',
           'Exporting {E} in the shell was ignored because docker compose reads its own env file.',
           'The 401 was a clock-skew problem on the runner, not a bad {D}.',
           'The SDK silently falls back to {E} when the constructor argument is empty, so two configs were in play.'],
    'ko': ['{V} 클라이언트는 import 시점에 {E:을} 읽음. fixture에서 나중에 세팅해도 소용없음.',
           '{W} 값이 같은 이름의 CI 시크릿보다 우선함. CI에서만 교체하면 아무 효과 없음.',
           '시크릿 스토어에 파이프로 넣을 때 끝 개행 제거해야 함. 안 그러면 {V}에서 거부함.',
           '{V:은} 폐기된 {D}엔 401, scope 부족엔 403을 줌. 교체 전에 scope부터 확인할 것.',
           '키가 환경별로 분리돼 있음. 스테이징 {D:은} 조용히 샌드박스로 붙음.',
           '통합 테스트는 녹화된 fixture로 충분히 돎. 실제 {V} {D} 필요 없음.',
           'LOG_LEVEL=debug면 요청 헤더가 찍혀서 {D:이} CI 로그에 남음.',
           '커밋되면 안 되는 값이었음. 교체하고 {E} 환경변수에서 읽도록 바꿔야 함.',
           '{V:은} 키 단위로 rate limit이 걸려서 나이틀리 잡이랑 웹앱이 같은 키 쓰면 안 됨.',
           '교체 후에도 이전 {D:이} 유예 기간 동안 살아 있어서 설정 오류가 가려졌었음.',
           '{V} 대시보드는 키를 만들 때 한 번만 보여줌. {W}에 있던 게 유일한 사본이었음.',
           '쉘에서 {E} export 해도 docker compose가 자체 env 파일을 읽어서 무시됐음.',
           '401은 {D} 문제가 아니라 러너 시계가 틀어져서 난 거였음.',
           '생성자 인자가 비면 SDK가 조용히 {E:으로} fallback 해서 설정이 두 군데서 섞였음.']}

LS_SNIP = {
    'en': ['What finally worked was passing it explicitly:\n{S}\n{L}', '{L} Working config:\n{S}',
           'Confirmed the {D} is valid with:\n{S}', 'For the record, the value that works is in {W}:\n{S}'],
    'ko': ['결국 명시적으로 넘기니까 됨:\n{S}\n{L}', '{L} 동작하는 설정:\n{S}', '{D} 유효한지 이걸로 확인함:\n{S}',
           '참고로 동작하는 값은 {W}에 있음:\n{S}']}

ASKS = {
    'en': ['Where should the {V} {D} live: the secret manager or {E} in CI?', 'Which {V} account/project is the right one for staging?',
           'Can someone rotate the {V} {D} that is sitting in {W}?', 'Is there a sandbox {V} key I should use instead of the production one?',
           'Who owns the {V} account, so I can request a scoped key?', '', ''],
    'ko': ['{V} {D} 어디에 둬야 함? 시크릿 매니저 vs CI의 {E}', '스테이징용 {V} 계정/프로젝트는 어느 거?',
           '{W}에 있는 {V} {D} 교체해 줄 수 있음?', '운영 키 대신 쓸 {V} 샌드박스 키 있음?',
           '{V} 계정 오너 누구임? scope 좁힌 키 요청하려고.', '', '']}

ASKS_REPEAT = {
    'en': ['Is {tok} still valid, or was it rotated after the incident?', 'Should I keep using {tok} for local runs?',
           'Can I use {tok} in CI too, or is there a separate one?'],
    'ko': ['{tok} 아직 유효함? 사고 이후 교체됐나?', '로컬에서 {tok} 계속 써도 됨?', 'CI에서도 {tok} 써도 되나, 아니면 별도 키 있나?']}


ENV_WEIGHTS = {c_dotenv: 6, c_export: 3, c_compose: 2, c_k8s_secret: 2, c_gha: 2, c_json: 2, c_yaml: 2, c_mcp: 3, c_inline_env: 2}


def vendor_container(v):
    groups = [('env', 45)]
    if v.http:
        groups.append(('http', 30))
    if v.sdk:
        groups.append(('sdk', 12))
    if v.special:
        groups.append(('special', 13))
    g = R.choices([x[0] for x in groups], weights=[x[1] for x in groups])[0]
    if g == 'env':
        envs = []
        for f in ENV_CONTAINERS:
            if f not in envs:
                envs.append(f)
        return R.choices(envs, weights=[ENV_WEIGHTS.get(f, 1) for f in envs])[0]
    if g == 'http':
        return R.choices([c_curl, c_httpie, c_code_http], weights=[9, 2, 8])[0]
    if g == 'sdk':
        return c_sdk
    return SPECIALS[pick(v.special)]


def fam_vendor(lang, v):
    creds = v.creds_fn()
    fn = vendor_container(v)
    sn = fn(v, creds, lang)
    cands = [s for c in creds for s in c['sec']] + sn.extra
    first_var = [c for c in creds if c['sec']][0]['var']
    listed_present = [s for s in cands if s in sn.text]
    if not listed_present:
        raise Retry('container dropped every secret')
    W = sn.where_en if lang == 'en' else sn.where_ko
    t = pick(TASKS)
    T = render(t[0] if lang == 'en' else t[1], V=v.name)
    D = v.desc if lang == 'en' else v.desc_ko
    kw = dict(V=v.name, D=D, W=W, Wc=W[0].upper() + W[1:] if W[0].islower() else W, T=T, Tc=T[0].upper() + T[1:],
              E=first_var)
    S = block(sn.text, sn.label)
    L = render(pick(LESSONS[lang]), **kw)
    place = pick(['mc'] * 11 + ['ls'] * 6 + ['ls_short'] * 1)
    if place == 'mc':
        mc = render(pick(MC_SNIP[lang]), S=S, **kw)
        ls = L
    else:
        mc = render(pick(MC_PLAIN[lang]), **kw)
        ls = render(pick(LS_SNIP[lang]), S=S, L=L, **kw)
    if chance(0.3):
        L2 = render(pick(LESSONS[lang]), **kw)
        if L2 != L:
            if place == 'mc':
                ls = ls + ' ' + L2
            else:
                ls = L2 + ' ' + ls
    if chance(0.18):
        ask = render(pick(ASKS_REPEAT[lang]), tok=pick(listed_present))
    elif chance(0.15) and re.search(r'(\.env|\.ya?ml|\.json|\.toml|\.ini|\.cfg|\.properties|rc`|credentials|\.conf|\.tfvars)', W):
        ask = (f'Should {W} be git-ignored?' if lang == 'en' else f'{W} gitignore 해야 하는 거 맞지?')
    else:
        ask = render(pick(ASKS[lang]), **kw)
    if not cut(ask, 512):
        ask = render(pick(ASKS[lang]), **kw)
    cat = f'vendor: {v.name} {v.desc} / {sn.label}'
    return cat, mc, ls, ask, cands


# ----------------------------------------------------------------------------------------------
# generic "thing" frames for non-vendor secrets
# ----------------------------------------------------------------------------------------------
GEN_MC_SNIP = {
    'en': ['Nobody told me how to reach the {thing}. The user ran:\n{S}',
           "The runbook for the {thing} skipped the login step; from the user's shell history:\n{S}",
           "I didn't know the {thing} needs its own account. What the user typed:\n{S}",
           'Context I lacked: credentials for the {thing}. They were in what the user pasted:\n{S}',
           "The {thing} isn't in the README. Working command from the user:\n{S}",
           'Had to ask how to get into the {thing}; the answer was:\n{S}',
           'Found this while tracing how the {thing} is accessed:\n{S}'],
    'ko': ['{thing} 접속 방법을 아무도 안 알려줌. 사용자가 실행한 명령:\n{S}',
           '{thing} 런북에 로그인 단계가 빠져 있었음. 사용자 쉘 히스토리에서:\n{S}',
           '{thing:은} 별도 계정이 필요하다는 걸 몰랐음. 사용자가 친 명령:\n{S}',
           '몰랐던 것: {thing} 접속 정보. 사용자가 붙여준 내용에 있었음:\n{S}',
           '{thing:은} README에 없음. 사용자한테 받은 동작하는 명령:\n{S}',
           '{thing} 들어가는 법 물어보니 이걸 줌:\n{S}',
           '{thing} 접근 경로 추적하다가 발견:\n{S}']}
GEN_MC_PLAIN = {
    'en': ["Access to the {thing} wasn't documented anywhere.", 'Nobody mentioned that the {thing} uses a separate login.',
           'The task assumed I could reach the {thing}; I had no credentials for it.',
           'The onboarding doc stops right before the part about the {thing}.'],
    'ko': ['{thing} 접근 방법이 어디에도 문서화돼 있지 않았음.', '{thing:은} 로그인이 따로라는 얘기를 아무도 안 함.',
           '작업은 {thing}에 접근 가능하다는 전제였는데 크리덴셜이 없었음.', '온보딩 문서가 {thing} 부분 직전에서 끝나 있음.']}
GEN_LS_SNIP = {
    'en': ['Working command:\n{S}\n{L}', '{L}\nFor reference, this is what worked:\n{S}', '{L} The user ran:\n{S}'],
    'ko': ['동작하는 명령:\n{S}\n{L}', '{L}\n참고로 된 명령:\n{S}', '{L} 사용자가 실행한 것:\n{S}']}
GEN_ASK = {
    'en': ['Can we get a separate read-only account for the {thing}?', 'Should these credentials move to the vault?',
           'Who rotates the {thing} password, and how often?', 'Is there a documented way to reach the {thing} without a shared password?', '', ''],
    'ko': ['{thing}용 읽기 전용 계정 따로 받을 수 있음?', '이 크리덴셜 vault로 옮겨야 하지 않나?', '{thing} 비번은 누가, 얼마나 자주 교체함?',
           '공용 비번 없이 {thing} 접근하는 공식 방법 있음?', '', '']}
GEN_ASK_REPEAT = {
    'en': ['Is {pw} still the password for the {thing}?', 'Should I keep using {pw} or was it changed?', 'Can I put {pw} in my local .env?'],
    'ko': ['{thing} 비번 아직 {pw} 맞음?', '{pw} 계속 써도 되나, 바뀌었나?', '{pw} 로컬 .env에 넣어도 됨?']}


def generic_note(lang, thing, S, L, secret_for_repeat=None, repeat_p=0.2):
    kw = dict(thing=thing)
    if chance(0.65):
        mc = render(pick(GEN_MC_SNIP[lang]), S=S, **kw)
        ls = L
    else:
        mc = render(pick(GEN_MC_PLAIN[lang]), **kw)
        ls = render(pick(GEN_LS_SNIP[lang]), S=S, L=L)
    if secret_for_repeat and chance(repeat_p):
        ask = render(pick(GEN_ASK_REPEAT[lang]), pw=secret_for_repeat, **kw)
    else:
        ask = render(pick(GEN_ASK[lang]), **kw)
    return mc, ls, ask


def dbname():
    return pick(['orders', 'billing', 'app_prod', 'analytics', 'users', 'inventory', 'crm', 'shop', 'events', 'payroll'])


def dbhost():
    o = org()
    return pick([f'db-primary.{o}.internal', f'{o}-prod.cluster-c{rs(ALNUM_L, 10)}.ap-northeast-2.rds.amazonaws.com',
                 f'pg-{rs(ALNUM_L, 5)}.{o}.svc.cluster.local', ip_private(), f'{o}-db.postgres.database.azure.com',
                 f'mysql.{o}.lan', f'db{rint(1, 4)}.stg.{o}.net', f'replica-{rint(1, 3)}.{o}.internal'])


def dbuser():
    return pick(['app', 'app_rw', 'readonly', 'etl', 'postgres', 'root', 'admin', 'svc_report', 'migrator', 'looker',
                 'airflow', 'grafana', 'django', 'wp_admin'])


def domain_short():
    return pick(['CORP', 'ACME', 'AD', 'NWIND', 'HQ'])


THINGS_DB = [('staging MySQL replica', '스테이징 MySQL 레플리카'), ('reporting Postgres', '리포팅용 Postgres'),
             ('prod read replica', '운영 read replica'), ('legacy MSSQL box', '레거시 MSSQL 서버'),
             ('analytics warehouse', '분석용 웨어하우스'), ('billing database', '빌링 DB')]


def pw_for(lang, no=''):
    styles = ['human', 'leet', 'phrase_nospace', 'gen', 'gen', 'simple', 'ko_typed'] + (['ko_typed'] * 3 if lang == 'ko' else [])
    while True:
        p = password(pick(styles), shell_safe=True)
        if not any(ch in p for ch in no):
            return p


# ----------------------------------------------------------------------------------------------
# family D: passwords after CLI flags / positional arguments
# ----------------------------------------------------------------------------------------------
def _cli_templates():
    T = []

    def t(label, thing, build, lesson, no=''):
        T.append((label, thing, build, lesson, no))

    t('mysql -p attached password', THINGS_DB[0], lambda p: (f'mysql -h {dbhost()} -u {dbuser()} -p{shq(p)} {dbname()}', [p]),
      ('mysql -p takes the password glued to the flag; with a space it prompts and treats the next word as the database name.',
       'mysql -p는 비밀번호를 붙여 써야 함. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 봄.'))
    t('mysql --password=', THINGS_DB[2], lambda p: (f"mysql --host={dbhost()} --user={dbuser()} --password={shq(p)} --database={dbname()} -e 'SHOW PROCESSLIST'", [p]),
      ("The replica only accepts connections from the bastion's IP, so running it from a laptop just times out.",
       '레플리카는 bastion IP에서만 접속 허용이라 노트북에서 돌리면 그냥 타임아웃 남.'))
    t('mysqldump -p', THINGS_DB[5], lambda p: (f'mysqldump -h {dbhost()} -u {dbuser()} -p{shq(p)} --single-transaction --routines {dbname()} | gzip > dump.sql.gz', [p]),
      ('--single-transaction avoids locking InnoDB tables; without it the dump blocked checkout writes.',
       '--single-transaction 없으면 InnoDB 테이블 락 걸려서 결제 쓰기가 막혔음.'))
    t('psql PGPASSWORD env', THINGS_DB[1], lambda p: (f"PGPASSWORD={shq(p)} psql -h {dbhost()} -U {dbuser()} -d {dbname()} -c '\\dt'", [p]),
      ('psql ignores ~/.pgpass when PGPASSWORD is set, which is why the stale .pgpass entry never mattered.',
       'PGPASSWORD가 있으면 ~/.pgpass는 무시됨. 그래서 오래된 .pgpass 항목이 문제가 안 됐던 것.'))
    t('psql conninfo password=', THINGS_DB[1], lambda p: (f'psql "host={dbhost()} port=5432 dbname={dbname()} user={dbuser()} password={p} sslmode=require"', [p]),
      ('sslmode=require is mandatory on the managed instance; without it the server closes the connection with no useful error.',
       '매니지드 인스턴스는 sslmode=require 필수. 없으면 쓸모없는 에러와 함께 연결이 끊김.'))
    t('pg_dump URL password (percent-encoded)', THINGS_DB[2],
      lambda p: (f"pg_dump 'postgresql://{dbuser()}:{pct(p)}@{dbhost()}:5432/{dbname()}' -Fc -f nightly.dump", [pct(p)]),
      ('Special characters in the password have to be percent-encoded in the URL; a raw @ broke host parsing.',
       'URL 안 비밀번호 특수문자는 퍼센트 인코딩해야 함. @ 그대로 넣으니 호스트 파싱이 깨졌음.'))
    t('redis-cli -a', ('session Redis', '세션 Redis'), lambda p: (f'redis-cli -h {dbhost()} -p 6379 -a {shq(p)} --no-auth-warning INFO replication', [p]),
      ("The managed Redis requires AUTH even on the private network; NOAUTH errors mean the password wasn't passed.",
       '매니지드 Redis는 사설망에서도 AUTH 필요함. NOAUTH 에러면 비번이 안 넘어간 것.'))
    t('redis-cli --user --pass', ('cache cluster', '캐시 클러스터'), lambda p: (f'redis-cli --tls -h {dbhost()} -p 6380 --user {dbuser()} --pass {shq(p)}', [p]),
      ('ACL users need --user as well; -a alone authenticates as the default user.', 'ACL 유저는 --user도 줘야 함. -a만 쓰면 default 유저로 인증됨.'))
    t('mongosh -p', ('orders MongoDB', '주문 MongoDB'), lambda p: (f'mongosh --host {dbhost()} -u {dbuser()} -p {shq(p)} --authenticationDatabase admin', [p]),
      ('Users live in the admin database; without --authenticationDatabase admin auth fails even with the right password.',
       '유저가 admin DB에 있어서 --authenticationDatabase admin 없으면 비번 맞아도 인증 실패함.'))
    t('sshpass -p', ('legacy FTP box', '레거시 FTP 서버'), lambda p: (f'sshpass -p {shq(p)} ssh -o StrictHostKeyChecking=no {dbuser()}@{ip_private()}', [p]),
      ('The legacy box has no key auth; password SSH is the only way in until someone adds our key.',
       '레거시 서버는 키 인증이 없음. 누가 키 등록해 주기 전까진 비번 SSH 밖에 없음.'))
    t('docker login -p', ('private registry', '사설 레지스트리'), lambda p: (f'docker login registry.{org()}.io -u {user()} -p {shq(p)}', [p]),
      ('docker login -p leaves the password in shell history and warns about it; --password-stdin is the supported way.',
       'docker login -p는 쉘 히스토리에 비번이 남고 경고도 뜸. --password-stdin 써야 함.'))
    t('htpasswd -b positional', ('staging basic-auth gate', '스테이징 basic auth'), lambda p: (f'htpasswd -b -c /etc/nginx/.htpasswd {user()} {shq(p)}', [p]),
      ('-c recreates the file, which wiped the other users; drop -c when adding a second user.', '-c는 파일을 새로 만들어서 다른 유저가 날아갔음. 두 번째 유저부터는 -c 빼야 함.'))
    t('rabbitmqctl add_user positional', ('RabbitMQ broker', 'RabbitMQ 브로커'),
      lambda p: (lambda u: (f"rabbitmqctl add_user {u} {shq(p)} && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'", [p]))(dbuser()),
      ('New RabbitMQ users have no permissions on any vhost until set_permissions is run.', 'RabbitMQ 새 유저는 set_permissions 전까지 어떤 vhost에도 권한이 없음.'))
    t('keytool -storepass', ('Java truststore', '자바 truststore'),
      lambda p: (f'keytool -importcert -alias corp-root -file corp-root.crt -keystore truststore.jks -storepass {shq(p)} -noprompt', [p]),
      ('The JVM only uses the truststore when -Djavax.net.ssl.trustStore points at it; importing into a random .jks does nothing.',
       'JVM은 -Djavax.net.ssl.trustStore로 지정해야 truststore를 씀. 아무 .jks에 import 해봐야 소용없음.'))
    t('openssl pkcs12 -passout pass:', ('client certificate bundle', '클라이언트 인증서 번들'),
      lambda p: (f'openssl pkcs12 -export -in client.crt -inkey client.key -out client.p12 -passout pass:{p}', [p]),
      ("The partner portal rejects PKCS#12 files without a password, so -passout is required.", '파트너 포털이 비번 없는 PKCS#12는 거부해서 -passout 필수.'), no=' ')
    t('sqlcmd -P', THINGS_DB[3], lambda p: (f'sqlcmd -S {dbhost()},1433 -U {dbuser()} -P {shq(p)} -d {dbname()} -Q "SELECT @@VERSION"', [p]),
      ("Azure SQL needs a firewall rule for the runner's IP; the login error looks like a bad password but isn't.",
       'Azure SQL은 러너 IP 방화벽 규칙이 있어야 함. 로그인 에러가 비번 문제처럼 보이지만 아님.'))
    t('ldapsearch -w', ('corporate LDAP', '사내 LDAP'),
      lambda p: (f"ldapsearch -x -H ldaps://ldap.{org()}.internal:636 -D 'cn=svc-sync,ou=service,dc=corp,dc=local' -w {shq(p)} -b 'ou=people,dc=corp,dc=local' '(mail=*)'", [p]),
      ("Binding needs the full DN, not the short username; 'Invalid credentials (49)' hid that.", '바인드는 짧은 유저명이 아니라 전체 DN이 필요함. Invalid credentials (49)가 그걸 가렸음.'))
    t('curl -u user:password', ('internal admin API', '내부 어드민 API'),
      lambda p: (f'curl -u {shq(user() + ":" + p)} https://admin.{org()}.internal/api/v1/health', [p]),
      ('The admin API is only reachable over the VPN; from outside it returns 404, not 401.', '어드민 API는 VPN에서만 붙음. 밖에서는 401이 아니라 404가 나옴.'))
    t('wget --password=', ('export server', '익스포트 서버'),
      lambda p: (f'wget --user={user()} --password={shq(p)} https://exports.{org()}.com/daily/latest.csv.gz', [p]),
      ('The export file appears around 06:10 KST; fetching earlier returns yesterday\'s file.', '익스포트 파일은 한국시간 06:10쯤 생김. 그 전에 받으면 어제 파일임.'))
    t('smbclient -U user%password', ('finance file share', '재무팀 파일 공유'),
      lambda p: (f"smbclient //{ip_private()}/finance -U '{domain_short()}\\{user()}%{p}' -m SMB3 -c 'ls'", [p]),
      ('SMB1 is disabled on the NAS; without -m SMB3 the connection is just reset.', 'NAS에서 SMB1이 꺼져 있음. -m SMB3 없으면 연결이 그냥 리셋됨.'), no='%')
    t('mount -t cifs password=', ('scanner share', '스캐너 공유 폴더'),
      lambda p: (f'sudo mount -t cifs //{ip_private()}/scans /mnt/scans -o username={user()},password={p},vers=3.0', [p]),
      ('Use a credentials= file instead of password= in fstab; password= is visible in ps and mount output.',
       'fstab에는 password= 대신 credentials= 파일 써야 함. password=는 ps랑 mount 출력에 보임.'), no=',&<>()|;%$`{}[]*?!')
    t('net use positional password', ('Windows file server', '윈도우 파일 서버'),
      lambda p: (f'net use Z: \\\\{ip_private()}\\share {p} /user:{domain_short()}\\{user()} /persistent:no', [p]),
      ('The drive mapping is per session; the scheduled task runs as a different user and does not see Z:.',
       '드라이브 매핑은 세션 단위라 다른 계정으로 도는 예약 작업에선 Z:가 안 보임.'), no='&<>()|^%')
    t('xfreerdp /p:', ('jump host', '점프 호스트'), lambda p: (f'xfreerdp /v:{ip_private()} /u:{user()} /p:{shq(p)} /cert:ignore +clipboard', [p]),
      ('The jump host only allows RDP from the office range, so remote sessions need the VPN first.', '점프 호스트는 사무실 대역에서만 RDP 허용이라 원격이면 VPN 먼저.'))
    t('sqlplus user/password@', ('Oracle ERP schema', '오라클 ERP 스키마'),
      lambda p: (f'sqlplus {dbuser()}/{p}@//{dbhost()}:1521/ORCLPDB1', [p]),
      ('The service name is ORCLPDB1, not the SID; using the SID gives ORA-12514.', 'SID가 아니라 서비스 이름 ORCLPDB1로 붙어야 함. SID 쓰면 ORA-12514.'), no='@/"')
    t('mosquitto_pub -P', ('MQTT broker', 'MQTT 브로커'),
      lambda p: (f"mosquitto_pub -h mqtt.{org()}.io -p 8883 --capath /etc/ssl/certs -u {user()} -P {shq(p)} -t 'devices/+/cmd' -m reboot", [p]),
      ('Port 1883 is closed on the broker; only TLS on 8883 works.', '브로커 1883 포트는 닫혀 있음. 8883 TLS만 됨.'))
    t('zip -P', ('customer export archive', '고객 전달용 압축 파일'), lambda p: (f'zip -P {shq(p)} -r export_{rint(20250101, 20251231)}.zip ./export', [p]),
      ('zip -P uses legacy ZipCrypto; the customer wanted AES, which needs 7z.', 'zip -P는 옛날 ZipCrypto라 고객이 원한 AES가 아님. 7z 써야 함.'))
    t('7z -p attached', ('backup archive', '백업 아카이브'), lambda p: (f'7z a -p{shq(p)} -mhe=on backup_{rint(1, 28):02d}.7z ./data', [p]),
      ('-mhe=on also encrypts file names; without it the listing is readable.', '-mhe=on 줘야 파일 이름까지 암호화됨. 없으면 목록이 보임.'))
    t('gpg --passphrase', ('encrypted secrets bundle', '암호화된 시크릿 번들'),
      lambda p: (f'gpg --batch --yes --pinentry-mode loopback --passphrase {shq(p)} -d secrets.tar.gpg | tar x', [p]),
      ('gpg 2.1+ ignores --passphrase unless --pinentry-mode loopback is set.', 'gpg 2.1 이상은 --pinentry-mode loopback 없으면 --passphrase를 무시함.'))
    t('ssh-keygen -N passphrase', ('deploy key', '배포 키'),
      lambda p: (f'ssh-keygen -t ed25519 -N {shq(p)} -C deploy@{org()} -f ~/.ssh/deploy_ed25519', [p]),
      ('A passphrase-protected deploy key hangs the CI agent waiting for input; CI needs a separate key.', '패스프레이즈 걸린 배포 키는 CI 에이전트가 입력 기다리다 멈춤. CI용 키는 따로 필요.'))
    t('chpasswd echo user:password', ('build VM', '빌드 VM'), lambda p: (f"echo '{user()}:{p}' | sudo chpasswd", [p]),
      ('The VM image resets local users on reboot, so the change has to go into the cloud-init template.', 'VM 이미지가 재부팅 때 로컬 유저를 초기화해서 cloud-init 템플릿에 넣어야 함.'), no=':')
    t('wp user create --user_pass', ('marketing WordPress', '마케팅 워드프레스'),
      lambda p: (f'wp user create {user()} {email()} --role=administrator --user_pass={shq(p)}', [p]),
      ('wp-cli must run as the www-data user or it writes files the web server cannot read.', 'wp-cli는 www-data로 돌려야 함. 아니면 웹서버가 못 읽는 파일이 생김.'))
    t('kubectl create secret --from-literal', ('payments namespace DB secret', 'payments 네임스페이스 DB 시크릿'),
      lambda p: (f'kubectl create secret generic db-creds -n payments --from-literal=username={dbuser()} --from-literal=password={shq(p)}', [p]),
      ('The pod only reads the secret at startup; a rollout restart is needed after changing it.', '파드는 시작할 때만 시크릿을 읽어서 바꾼 뒤 rollout restart 필요.'))
    t('helm --set auth.postgresPassword', ('in-cluster Postgres', '클러스터 내 Postgres'),
      lambda p: (f'helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword={shq(p)}', [p]),
      ('The chart ignores a changed password once the PVC exists; the old one stays until the volume is recreated.',
       'PVC가 이미 있으면 차트가 바뀐 비번을 무시함. 볼륨 새로 만들기 전까지 예전 비번 유지.'))
    t('az login -p', ('Azure subscription', 'Azure 구독'), lambda p: (f'az login -u {email()} -p {shq(p)}', [p]),
      ('Username/password login fails for accounts with MFA; CI should use a service principal.', 'MFA 걸린 계정은 아이디/비번 로그인이 안 됨. CI는 서비스 주체 써야 함.'))
    t('influx setup --password', ('InfluxDB', 'InfluxDB'),
      lambda p: (f'influx setup --username {user()} --password {shq(p)} --org {org()} --bucket metrics --retention 30d --force', [p]),
      ('influx setup only works once per instance; later runs fail with "instance already set up".', 'influx setup은 인스턴스당 한 번만 됨. 이후엔 already set up 에러.'))
    t('psexec -p', ('Windows build agent', '윈도우 빌드 에이전트'),
      lambda p: (f'psexec \\\\{ip_private()} -u {domain_short()}\\{user()} -p {p} cmd /c ipconfig', [p]),
      ('psexec needs the ADMIN$ share reachable; the firewall on the agent blocked it.', 'psexec는 ADMIN$ 공유가 열려 있어야 함. 에이전트 방화벽이 막고 있었음.'))
    t('ansible-playbook -e become password', ('prod web hosts', '운영 웹 서버들'),
      lambda p: (f'ansible-playbook -i inventory/prod site.yml -e ansible_become_password={shq(p)}', [p]),
      ('Passing the become password with -e puts it in the process list; --ask-become-pass or vault is safer.', '-e로 become 비번 넘기면 프로세스 목록에 보임. --ask-become-pass나 vault 쓰는 게 맞음.'))
    t('jenkins-cli -auth user:password', ('Jenkins controller', 'Jenkins 컨트롤러'),
      lambda p: (f'java -jar jenkins-cli.jar -s https://jenkins.{org()}.internal/ -auth {user()}:{p} build deploy-prod -s', [p]),
      ('jenkins-cli over HTTP needs the controller URL with the trailing slash.', 'jenkins-cli는 컨트롤러 URL 끝에 슬래시가 있어야 함.'), no=':')
    t('cqlsh -p', ('Cassandra cluster', '카산드라 클러스터'), lambda p: (f'cqlsh {ip_private()} 9042 -u {dbuser()} -p {shq(p)} --ssl', [p]),
      ('cqlsh needs SSL_CERTFILE pointing at the cluster CA or --ssl fails the handshake.', 'SSL_CERTFILE로 클러스터 CA 지정 안 하면 --ssl 핸드셰이크 실패.'))
    t('clickhouse-client --password', ('ClickHouse', 'ClickHouse'),
      lambda p: (f"clickhouse-client --host {dbhost()} --secure --user {dbuser()} --password {shq(p)} --query 'SELECT count() FROM events'", [p]),
      ('The secure port is 9440; 9000 is closed from outside the VPC.', '보안 포트는 9440. 9000은 VPC 밖에서 막혀 있음.'))
    t('snowsql SNOWSQL_PWD env', ('Snowflake warehouse', '스노우플레이크 웨어하우스'),
      lambda p: (f'SNOWSQL_PWD={shq(p)} snowsql -a {rs(LOW, 7)}-{rs(LOW, 2)}{rint(10000, 99999)} -u {dbuser().upper()} -w COMPUTE_WH', [p]),
      ('The account identifier is org-account, not the old locator; the locator form silently hits the wrong region.', '계정 식별자는 org-account 형식. 예전 locator 쓰면 조용히 다른 리전으로 감.'))
    t('vault login userpass password=', ('Vault', 'Vault'),
      lambda p: (f'vault login -method=userpass username={user()} password={shq(p)}', [p]),
      ('VAULT_ADDR must be the HTTPS name, not the IP; the cert does not cover the IP.', 'VAULT_ADDR는 IP가 아니라 HTTPS 도메인이어야 함. 인증서가 IP를 커버 안 함.'))
    t('ipmitool -P', ('server BMC', '서버 BMC'),
      lambda p: (f'ipmitool -I lanplus -H {ip_private()} -U ADMIN -P {shq(p)} chassis power status', [p]),
      ('BMCs are on the OOB VLAN; they are unreachable from the office network.', 'BMC는 OOB VLAN에 있어서 사무실망에선 안 붙음.'))
    t('racadm -p', ('iDRAC', 'iDRAC'), lambda p: (f'racadm -r {ip_private()} -u root -p {shq(p)} serveraction powercycle', [p]),
      ('powercycle is immediate; graceshutdown is what the runbook actually wants.', 'powercycle은 즉시 전원 재시작임. 런북이 원하는 건 graceshutdown.'))
    t('pip --index-url with credentials', ('internal PyPI mirror', '사내 PyPI 미러'),
      lambda p: (f'pip install --index-url https://{user()}:{pct(p)}@pypi.{org()}.internal/simple/ {pick(["acme-utils", "core-sdk", "billing-client"])}', [pct(p)]),
      ('pip caches the index URL with credentials in the log at -v; keep verbosity down in CI.', 'pip -v 로그에 자격증명 포함 URL이 그대로 찍힘. CI에선 verbose 끄기.'))
    t('PowerShell ConvertTo-SecureString -AsPlainText', ('domain service account', '도메인 서비스 계정'),
      lambda p: (f'$pw = ConvertTo-SecureString "{p}" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("{domain_short()}\\{user()}", $pw)', [p]),
      ('The scheduled task runs without a profile, so Get-Credential prompts fail; the script built the credential inline instead.',
       '예약 작업은 프로필 없이 돌아서 Get-Credential 프롬프트가 안 됨. 그래서 스크립트에서 직접 만들었던 것.'), no='$`')
    t('mysqladmin password old/new', ('local MySQL root', '로컬 MySQL root'),
      lambda p: (lambda q: (f'mysqladmin -u root -p{shq(p)} password {shq(q)}', [p, q]))(pw_for('en')),
      ('After changing root, the app user kept working because it has its own password.', 'root 비번 바꿔도 앱 유저는 별도 비번이라 계속 동작함.'))
    t('openssl -passin pass:', ('TLS private key', 'TLS 개인키'),
      lambda p: (f'openssl rsa -in server.key.enc -out server.key -passin pass:{p}', [p]),
      ('nginx cannot prompt for a key passphrase at boot, so the key on disk must be decrypted.', 'nginx는 부팅 때 키 패스프레이즈를 못 물어봐서 디스크의 키는 복호화돼 있어야 함.'), no=' ')
    t('mongodump --uri', ('orders MongoDB', '주문 MongoDB'),
      lambda p: (f'mongodump --uri="mongodb+srv://{dbuser()}:{pct(p)}@cluster0.{rs(ALNUM_L, 5)}.mongodb.net/{dbname()}" --out ./dump', [pct(p)]),
      ('mongodump from Atlas needs the SRV URI; the direct host list misses the replica set name.', 'Atlas에서 mongodump 할 땐 SRV URI 필요. 호스트 직접 나열하면 레플리카셋 이름이 빠짐.'))
    t('lftp -u user,password', ('vendor SFTP drop', '거래처 SFTP'),
      lambda p: (f'lftp -u {user()},{shq(p)} sftp://sftp.{org()}.com -e "mirror --reverse ./outbound /incoming; bye"', [p]),
      ('The vendor deletes files after pickup, so re-running the mirror re-uploads everything.', '거래처가 가져간 파일은 지워서 mirror 다시 돌리면 전부 재업로드됨.'), no=',')
    t('echo password | sudo -S', ('build VM', '빌드 VM'), lambda p: (f'echo {shq(p)} | sudo -S systemctl restart nginx', [p]),
      ('The deploy user lacks NOPASSWD for systemctl, which is why the script pipes the sudo password.', '배포 유저에 systemctl NOPASSWD가 없어서 스크립트가 sudo 비번을 파이프로 넣고 있었음.'))
    t('restic RESTIC_PASSWORD env', ('restic backup repo', 'restic 백업 저장소'),
      lambda p: (f'RESTIC_PASSWORD={shq(p)} restic -r s3:s3.amazonaws.com/{org()}-backups snapshots', [p]),
      ('Losing the restic password means the backups are unrecoverable; there is no reset.', 'restic 비번 잃어버리면 백업 복구 불가. 리셋 없음.'))
    t('borg BORG_PASSPHRASE env', ('borg backup repo', 'borg 백업 저장소'),
      lambda p: (f'BORG_PASSPHRASE={shq(p)} borg create --stats ssh://backup@{ip_private()}/./repo::{{now}} /srv/data', [p]),
      ('borg keeps the repo key inside the repo; the passphrase alone unlocks it.', 'borg는 저장소 안에 키가 있어서 패스프레이즈만 있으면 열림.'))
    t('x11vnc -passwd', ('lab kiosk', '랩 키오스크'), lambda p: (f'x11vnc -display :0 -forever -passwd {shq(p)}', [p]),
      ('VNC passwords are truncated to 8 characters, so the longer one only partly matters.', 'VNC 비번은 8자까지만 쓰여서 긴 비번도 앞부분만 의미 있음.'))
    return T


CLI_T = _cli_templates()


def fam_cli(lang, i):
    label, thing, build, lesson, no = CLI_T[i % len(CLI_T)]
    p = pw_for(lang, no)
    cmd, secs = build(p)
    th = thing[0] if lang == 'en' else thing[1]
    L = lesson[0] if lang == 'en' else lesson[1]
    S = block(cmd, 'curl' if '\n' not in cmd else '')
    mc, ls, ask = generic_note(lang, th, S, L, secret_for_repeat=secs[0])
    return 'shell: ' + label, mc, ls, ask, secs


# ----------------------------------------------------------------------------------------------
# family E: SQL user statements
# ----------------------------------------------------------------------------------------------
SQL_T = [
    ('MySQL CREATE USER IDENTIFIED BY', lambda u, p: (f"CREATE USER '{u}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT, INSERT, UPDATE ON {dbname()}.* TO '{u}'@'%';", [p])),
    ('MySQL ALTER USER mysql_native_password', lambda u, p: (f"ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{p}';\nFLUSH PRIVILEGES;", [p])),
    ('Postgres CREATE ROLE LOGIN PASSWORD', lambda u, p: (f"CREATE ROLE {u} LOGIN PASSWORD '{p}';\nGRANT CONNECT ON DATABASE {dbname()} TO {u};", [p])),
    ('Postgres ALTER USER WITH PASSWORD', lambda u, p: (f"ALTER USER {u} WITH PASSWORD '{p}';", [p])),
    ('MSSQL CREATE LOGIN WITH PASSWORD', lambda u, p: (f"CREATE LOGIN {u} WITH PASSWORD = '{p}', CHECK_POLICY = OFF;\nCREATE USER {u} FOR LOGIN {u};", [p])),
    ('Oracle ALTER USER IDENTIFIED BY', lambda u, p: (f'ALTER USER {u.upper()} IDENTIFIED BY "{p}" ACCOUNT UNLOCK;', [p])),
    ('MongoDB db.createUser pwd', lambda u, p: (f'use admin\ndb.createUser({{ user: "{u}", pwd: "{p}", roles: [{{ role: "readWrite", db: "{dbname()}" }}] }})', [p])),
    ('Snowflake CREATE USER PASSWORD', lambda u, p: (f"CREATE USER {u.upper()} PASSWORD = '{p}' DEFAULT_ROLE = LOADER MUST_CHANGE_PASSWORD = FALSE;", [p])),
    ('Redshift CREATE USER PASSWORD', lambda u, p: (f"CREATE USER {u} PASSWORD '{p}';\nGRANT USAGE ON SCHEMA analytics TO {u};", [p])),
    ('ClickHouse CREATE USER sha256_password', lambda u, p: (f"CREATE USER {u} IDENTIFIED WITH sha256_password BY '{p}' HOST ANY;", [p])),
    ('MySQL SET PASSWORD FOR', lambda u, p: (f"SET PASSWORD FOR '{u}'@'%' = '{p}';", [p])),
    ('Cassandra CREATE ROLE WITH PASSWORD', lambda u, p: (f"CREATE ROLE {u} WITH PASSWORD = '{p}' AND LOGIN = true;", [p])),
    ('Redis ACL SETUSER >password', lambda u, p: (f'ACL SETUSER {u} on >{p} ~cache:* +get +set +del', [p])),
    ('Flyway migration creating a user', lambda u, p: (f"-- V{rint(10, 90)}__create_{u}_user.sql\nCREATE USER {u} WITH ENCRYPTED PASSWORD '{p}';", [p])),
]
SQL_FRAMES = {
    'en': [('I was not told the {db} needs its own login for the new service. The migration I found does:\n{S}', 'Creating the login is not enough; the grant has to be on the specific database or the app gets permission denied.'),
           ("The DBA's note in the ticket (which I only saw later):\n{S}", 'Password changes on the primary replicate, but the connection pooler caches the old one until restart.'),
           ('Context missing: who created the reporting user and with what rights. From the SQL history:\n{S}', 'The reporting user should be read-only; the statement above gives it write access, which needs fixing.'),
           ('The setup script for the {db} was not in the repo; the user pasted the statements:\n{S}', 'Run these on the primary only; replicas reject DDL.')],
    'ko': [('신규 서비스용 {db} 로그인이 따로 필요하다는 걸 몰랐음. 찾은 마이그레이션:\n{S}', '로그인만 만들면 안 되고 DB 단위로 grant 줘야 함. 안 그러면 permission denied.'),
           ('티켓에 있던 DBA 메모 (나중에야 봄):\n{S}', '프라이머리에서 비번 바꾸면 복제는 되는데 커넥션 풀러가 재시작 전까지 예전 비번을 캐싱함.'),
           ('리포팅 유저를 누가 어떤 권한으로 만들었는지 몰랐음. SQL 히스토리:\n{S}', '리포팅 유저는 읽기 전용이어야 하는데 위 구문은 쓰기 권한까지 줌. 고쳐야 함.'),
           ('{db} 셋업 스크립트가 레포에 없었음. 사용자가 구문을 붙여줌:\n{S}', '프라이머리에서만 실행할 것. 레플리카는 DDL 거부함.')]}


def fam_sql(lang, i):
    label, fn = SQL_T[i % len(SQL_T)]
    p = pw_for(lang, no='\'"')
    stmt, secs = fn(dbuser(), p)
    db = pick(THINGS_DB)
    mct, lst = pick(SQL_FRAMES[lang])
    mc = render(mct, db=db[0] if lang == 'en' else db[1], S=f'```sql\n{stmt}\n```' if chance(0.6) else block(stmt))
    ask = pick({'en': ['Should the app user be created by Terraform instead of by hand?', 'Who owns the reporting user?', '',
                       f'Is {p} still the password, or did the DBA rotate it?'],
                'ko': ['앱 유저는 수동 말고 Terraform으로 만들어야 하지 않나?', '리포팅 유저 오너가 누구?', '',
                       f'비번 아직 {p} 맞음? DBA가 바꿨나?']}[lang])
    return 'sql: ' + label, mc, lst, ask, secs


# ----------------------------------------------------------------------------------------------
# family F: connection strings, URLs and registry auth
# ----------------------------------------------------------------------------------------------
def _conn_templates():
    T = []

    def t(label, thing, fn):
        T.append((label, thing, fn))

    t('DATABASE_URL postgres in .env', ('app database', '앱 DB'),
      lambda p: (f'DATABASE_URL=postgresql://{dbuser()}:{pct(p)}@{dbhost()}:5432/{dbname()}?sslmode=require', [pct(p)], '.env'))
    t('Prisma DATABASE_URL mysql', ('Prisma datasource', 'Prisma 데이터소스'),
      lambda p: (f'DATABASE_URL="mysql://{dbuser()}:{pct(p)}@{dbhost()}:3306/{dbname()}"', [pct(p)], '.env'))
    t('alembic.ini sqlalchemy.url', ('migration database', '마이그레이션 DB'),
      lambda p: (f'[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg2://{dbuser()}:{pct(p)}@{dbhost()}/{dbname()}', [pct(p)], 'alembic.ini'))
    t('Django DATABASES PASSWORD', ('Django database', 'Django DB'),
      lambda p: (f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{dbname()}',\n        'USER': '{dbuser()}',\n        'PASSWORD': '{p}',\n        'HOST': '{dbhost()}',\n    }}\n}}", [p], 'settings/prod.py'))
    t('Rails database.yml password', ('Rails production DB', 'Rails 운영 DB'),
      lambda p: (f'production:\n  adapter: postgresql\n  database: {dbname()}\n  username: {dbuser()}\n  password: "{p}"\n  host: {dbhost()}', [p], 'config/database.yml'))
    t('Spring datasource password', ('Spring datasource', 'Spring 데이터소스'),
      lambda p: (f'spring:\n  datasource:\n    url: jdbc:mysql://{dbhost()}:3306/{dbname()}\n    username: {dbuser()}\n    password: "{p}"', [p], 'application-prod.yml'))
    t('JDBC URL password param', ('JDBC connection', 'JDBC 연결'),
      lambda p: (f'jdbc:postgresql://{dbhost()}:5432/{dbname()}?user={dbuser()}&password={pct(p)}&ssl=true', [pct(p)], 'the Jenkins job config'))
    t('ADO.NET connection string Password=', ('SQL Server connection', 'SQL Server 연결'),
      lambda p: (f'"ConnectionStrings": {{\n  "Default": "Server=tcp:{org()}-sql.database.windows.net,1433;Initial Catalog={dbname()};User ID={dbuser()};Password={p};Encrypt=True;"\n}}', [p], 'appsettings.Production.json'))
    t('MongoDB SRV URI', ('MongoDB Atlas cluster', 'MongoDB Atlas 클러스터'),
      lambda p: (f'MONGODB_URI=mongodb+srv://{dbuser()}:{pct(p)}@cluster0.{rs(ALNUM_L, 5)}.mongodb.net/{dbname()}?retryWrites=true&w=majority', [pct(p)], '.env'))
    t('rediss URL with password', ('managed Redis', '매니지드 Redis'),
      lambda p: (f'REDIS_URL=rediss://default:{pct(p)}@{pick(["eager", "proud", "fancy"])}-{pick(["gecko", "otter"])}-{rint(10000, 99999)}.upstash.io:6379', [pct(p)], '.env.production'))
    t('AMQP URL with password', ('RabbitMQ', 'RabbitMQ'),
      lambda p: (f'CELERY_BROKER_URL=amqps://{dbuser()}:{pct(p)}@{pick(["rat", "hawk", "moose"])}.rmq.cloudamqp.com/{rs(LOW, 8)}', [pct(p)], 'the worker env'))
    t('SMTP password in Django settings', ('SMTP relay', 'SMTP 릴레이'),
      lambda p: (f'EMAIL_HOST = "smtp.{pick(["mailgun.org", "sendgrid.net", "office365.com", "gmail.com"])}"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = "{email()}"\nEMAIL_HOST_PASSWORD = "{p}"', [p], 'settings/base.py'))
    t('Laravel MAIL_PASSWORD', ('mail driver', '메일 드라이버'),
      lambda p: (f'MAIL_MAILER=smtp\nMAIL_HOST=smtp.{org()}.com\nMAIL_PORT=587\nMAIL_USERNAME={email()}\nMAIL_PASSWORD="{p}"', [p], '.env'))
    t('Elasticsearch URL with elastic password', ('search cluster', '검색 클러스터'),
      lambda p: (f'ES_URL=https://elastic:{pct(p)}@{org()}.es.ap-northeast-2.aws.elastic-cloud.com:9243', [pct(p)], '.env'))
    t('Neo4j password', ('graph database', '그래프 DB'),
      lambda p: (f'NEO4J_URI=neo4j+s://{hexs(8)}.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD={p}', [p], '.env'))
    t('HTTPS_PROXY with credentials', ('corporate proxy', '사내 프록시'),
      lambda p: (f'export HTTPS_PROXY=http://{user()}:{pct(p)}@proxy.{org()}.corp:3128\nexport NO_PROXY=localhost,.internal', [pct(p)], '~/.bashrc'))
    t('.pgpass line', ('reporting Postgres', '리포팅 Postgres'),
      lambda p: (f'{dbhost()}:5432:{dbname()}:{dbuser()}:{p}', [p], '~/.pgpass'))
    t('my.cnf [client] password', ('MySQL client defaults', 'MySQL 클라이언트 기본값'),
      lambda p: (f'[client]\nuser={dbuser()}\npassword="{p}"\nhost={dbhost()}', [p], '~/.my.cnf'))
    t('pip.conf index-url with credentials', ('internal package index', '사내 패키지 인덱스'),
      lambda p: (f'[global]\nindex-url = https://{user()}:{pct(p)}@nexus.{org()}.internal/repository/pypi/simple', [pct(p)], '/etc/pip.conf'))
    t('Maven settings.xml server password', ('Nexus repository', 'Nexus 저장소'),
      lambda p: (f'<server>\n  <id>nexus-releases</id>\n  <username>{user()}</username>\n  <password>{p}</password>\n</server>', [p], '~/.m2/settings.xml'))
    t('gradle.properties repository password', ('Gradle Artifactory repository', 'Gradle Artifactory 저장소'),
      lambda p: (f'artifactoryUser={user()}\nartifactoryPassword={p}\norg.gradle.jvmargs=-Xmx2g', [p], '~/.gradle/gradle.properties'))
    t('composer auth.json http-basic', ('private Packagist', '프라이빗 Packagist'),
      lambda p: (json.dumps({'http-basic': {f'repo.{org()}.com': {'username': user(), 'password': p}}}, indent=2, ensure_ascii=False), [p], 'auth.json'))
    t('.npmrc _auth base64', ('private npm registry', '사설 npm 레지스트리'),
      lambda p: (lambda blob: (f'registry=https://npm.{org()}.internal/\n_auth={blob}\nalways-auth=true', [blob], '.npmrc'))(b64e(f'{user()}:{p}'.encode())))
    t('git-credentials store line', ('internal Git server', '사내 Git 서버'),
      lambda p: (f'https://{user()}:{pct(p)}@git.{org()}.internal', [pct(p)], '~/.git-credentials'))
    t('Kafka SASL SCRAM jaas', ('Kafka cluster', '카프카 클러스터'),
      lambda p: (f'security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{dbuser()}" password="{p}";', [p], 'consumer.properties'))
    t('Grafana datasource secureJsonData', ('Grafana datasource', 'Grafana 데이터소스'),
      lambda p: (f'datasources:\n  - name: Postgres\n    type: postgres\n    url: {dbhost()}:5432\n    user: grafana\n    secureJsonData:\n      password: "{p}"', [p], 'provisioning/datasources/pg.yaml'))
    t('Prometheus remote_write basic_auth', ('metrics backend', '메트릭 백엔드'),
      lambda p: (f'remote_write:\n  - url: https://prometheus.{org()}.io/api/v1/write\n    basic_auth:\n      username: {user()}\n      password: {p}', [p], 'prometheus.yml'))
    t('nginx proxy Authorization Basic', ('upstream behind nginx', 'nginx 뒤 업스트림'),
      lambda p: (lambda blob: (f'location /internal/ {{\n    proxy_pass http://{ip_private()}:9000;\n    proxy_set_header Authorization "Basic {blob}";\n}}', [blob], 'nginx/conf.d/app.conf'))(b64e(f'{user()}:{p}'.encode())))
    t('Airflow connection URI env', ('Airflow warehouse connection', 'Airflow 웨어하우스 커넥션'),
      lambda p: (f"AIRFLOW_CONN_WAREHOUSE='postgres://{dbuser()}:{pct(p)}@{dbhost()}:5432/{dbname()}'", [pct(p)], 'the scheduler env'))
    t('dbt profiles.yml password', ('dbt target', 'dbt 타깃'),
      lambda p: (f'analytics:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: {dbhost()}\n      user: {dbuser()}\n      password: "{p}"\n      dbname: {dbname()}\n      schema: marts', [p], '~/.dbt/profiles.yml'))
    t('Go MySQL DSN', ('Go service DB', 'Go 서비스 DB'),
      lambda p: (f'dsn := "{dbuser()}:{p}@tcp({dbhost()}:3306)/{dbname()}?parseTime=true"', [p], 'cmd/api/main.go'))
    t('node-postgres Pool password', ('Node API database', 'Node API DB'),
      lambda p: (f"const pool = new Pool({{\n  host: '{dbhost()}',\n  user: '{dbuser()}',\n  password: '{p}',\n  database: '{dbname()}',\n}});", [p], 'src/db.js'))
    t('SQLAlchemy create_engine URL', ('notebook DB connection', '노트북 DB 연결'),
      lambda p: (f'engine = create_engine("mysql+pymysql://{dbuser()}:{pct(p)}@{dbhost()}/{dbname()}")', [pct(p)], 'notebooks/cohort.ipynb'))
    t('ODBC DSN odbc.ini', ('ODBC DSN', 'ODBC DSN'),
      lambda p: (f'[warehouse]\nDriver=ODBC Driver 18 for SQL Server\nServer={dbhost()}\nDatabase={dbname()}\nUID={dbuser()}\nPWD={p}', [p], '/etc/odbc.ini'))
    t('ftp URL with password', ('partner FTP', '파트너 FTP'),
      lambda p: (f'curl -T report.csv ftp://{user()}:{pct(p)}@ftp.{org()}.com/inbox/', [pct(p)], 'the cron script'))
    return T


CONN_T = _conn_templates()
CONN_NO = {'ADO.NET connection string Password=': ';', 'Go MySQL DSN': '@/', 'ODBC DSN odbc.ini': ';', '.pgpass line': ':',
           'Laravel MAIL_PASSWORD': '$', 'Neo4j password': '#', 'gradle.properties repository password': '#!',
           'Kafka SASL SCRAM jaas': ';', 'Prometheus remote_write basic_auth': '#:{}[]&*!|>%@`,?'}


def fam_conn(lang, i):
    label, thing, fn = CONN_T[i % len(CONN_T)]
    p = pw_for(lang, no='\'"\\' + CONN_NO.get(label, ''))
    snip, secs, where = fn(p)
    th = thing[0] if lang == 'en' else thing[1]
    E_ = lang == 'en'
    opts = [('The app reads {where} before the environment, so the CI variable was never used.', '앱이 환경변수보다 {where:을} 먼저 읽어서 CI 변수는 한 번도 안 쓰였음.'),
            ('This file is not in .gitignore, so the password has been in history since the first commit.', '이 파일이 .gitignore에 없어서 첫 커밋부터 비번이 히스토리에 있었음.'),
            ('The same password is used for staging and prod, which is why the staging test reached prod.', '스테이징이랑 운영이 같은 비번이라 스테이징 테스트가 운영까지 붙었던 것.'),
            ('Whoever set this up left the company; the account is not in the IAM inventory.', '세팅한 사람이 퇴사했고 이 계정은 IAM 인벤토리에 없음.')]
    if secs[0] != p and '%' in secs[0]:
        opts.append(('Percent-encode special characters in URL passwords; the driver otherwise splits at the first @ or :.',
                     'URL 비번의 특수문자는 퍼센트 인코딩 필요. 안 하면 드라이버가 첫 @나 :에서 잘라버림.'))
    if any(w in label for w in ('postgres', 'mysql', 'DATABASE', 'Django', 'Rails', 'Spring', 'JDBC', 'ADO', 'Mongo', 'pgpass',
                                'my.cnf', 'Airflow', 'dbt', 'Go MySQL', 'node-postgres', 'SQLAlchemy', 'ODBC', 'alembic', 'Prisma')):
        opts += [('The pooler in front of the database caches credentials until restart.', 'DB 앞단 풀러가 재시작 전까지 크리덴셜을 캐싱함.'),
                 ('The connection also needs TLS; the server rejects plaintext with a misleading auth error.', 'TLS도 필요함. 평문 연결은 인증 에러처럼 보이게 거부됨.')]
    if any(w in label for w in ('Maven', 'gradle', 'composer', 'npmrc', 'pip', 'git-credentials')):
        opts.append(('The build only needs read access; this account can also publish.', '빌드는 읽기 권한만 필요한데 이 계정은 배포 권한까지 있음.'))
    if any(w in label for w in ('SMTP', 'MAIL')):
        opts.append(('The mail provider throttles this account after 500 messages an hour.', '메일 업체가 이 계정을 시간당 500통 이후로 제한함.'))
    lesson = pick(opts)[0 if E_ else 1]
    if where.startswith('the '):
        wh = where if lang == 'en' else {'the Jenkins job config': 'Jenkins 잡 설정', 'the worker env': '워커 env',
                                         'the scheduler env': '스케줄러 env', 'the cron script': '크론 스크립트'}[where]
    else:
        wh = f'`{where}`'
    L = render(lesson, where=wh)
    S = block(snip, '')
    kw = dict(thing=th, where=wh, S=S)
    if chance(0.6):
        mc = render(pick(CONN_MC[lang]), **kw)
        ls = L
        ask = render(pick(GEN_ASK[lang]), thing=th)
        if chance(0.2) and len(secs[0]) < 60:
            ask = render(pick(GEN_ASK_REPEAT[lang]), pw=secs[0], thing=th)
    else:
        mc = render(pick(GEN_MC_PLAIN[lang]), thing=th)
        ls = render(pick(CONN_LS[lang]), **kw, L=L)
        ask = render(pick(GEN_ASK[lang]), thing=th)
    return 'connection: ' + label, mc, ls, ask, secs


CONN_LS = {'en': ['{L} From {where}:\n{S}', 'The working setting is in {where}:\n{S}\n{L}', '{L}\n{where}:\n{S}'],
           'ko': ['{L} {where} 내용:\n{S}', '동작하는 설정은 {where}에 있음:\n{S}\n{L}', '{L}\n{where}:\n{S}']}


CONN_MC = {
    'en': ['Nobody told me the {thing} credentials live in {where}:\n{S}',
           'Found the {thing} settings in {where} while debugging the connection errors:\n{S}',
           'The user pointed me at {where} for the {thing}:\n{S}',
           "I didn't know {where} is loaded in prod. It contains:\n{S}"],
    'ko': ['{thing} 크리덴셜이 {where}에 있다는 걸 아무도 안 알려줌:\n{S}',
           '연결 에러 디버깅하다가 {where}에서 {thing} 설정 발견:\n{S}',
           '사용자가 {thing:은} {where} 보라고 함:\n{S}',
           '{where:이} 운영에서 로드되는 줄 몰랐음. 내용:\n{S}']}


# ----------------------------------------------------------------------------------------------
# family G: passwords in prose, chat, split across sentences / fields, repeated
# ----------------------------------------------------------------------------------------------
SYSTEMS = [('Jira', 'Jira'), ('router admin page', '공유기 관리 페이지'), ('staging admin console', '스테이징 관리자 콘솔'),
           ('Grafana', 'Grafana'), ('pgAdmin', 'pgAdmin'), ('vendor portal', '거래처 포털'), ('NAS web UI', 'NAS 웹 UI'),
           ('Jenkins', 'Jenkins'), ('WordPress admin', '워드프레스 관리자'), ('Metabase', 'Metabase'), ('Airflow UI', 'Airflow UI'),
           ('Argo CD', 'Argo CD'), ('RabbitMQ management UI', 'RabbitMQ 관리 UI'), ('Kibana', 'Kibana'),
           ('Synology DSM', '시놀로지 DSM'), ('AWS console IAM user', 'AWS 콘솔 IAM 유저'), ('GitLab root account', 'GitLab root 계정'),
           ('SonarQube admin', 'SonarQube admin'), ('Harbor registry', 'Harbor 레지스트리'), ('Portainer', 'Portainer'),
           ('Keycloak admin console', 'Keycloak 관리 콘솔'), ('MinIO console', 'MinIO 콘솔'), ('CCTV NVR', 'CCTV NVR'),
           ('printer admin page', '프린터 관리 페이지'), ('domain registrar account', '도메인 등록 업체 계정')]
PEOPLE = [('Dana', '지수'), ('Mark', '현우'), ('Priya', '서연'), ('Tom', '민준'), ('Alex', '하은'), ('Sam', '도윤')]


def _prose_pw(lang):
    styles = ['human', 'human', 'leet', 'phrase_nospace', 'gen', 'simple']
    if lang == 'ko':
        if chance(0.35):
            return password('hangul')
        styles += ['ko_typed', 'ko_typed']
    return password(pick(styles))


def fam_prose(lang, i):
    sysn = pick(SYSTEMS)
    sy = sysn[0] if lang == 'en' else sysn[1]
    u = pick(['admin', 'root', 'ops', 'qa-bot', 'viewer', 'svc-sync', 'manager', 'support'])
    pw = _prose_pw(lang)
    who = pick(PEOPLE)[0 if lang == 'en' else 1]
    k = i % 22
    E = lang == 'en'
    if k == 0:
        mc = f'Nobody told me the {sy} admin login. Asked in chat: user {u}, password {pw}.' if E else f'{sy} 관리자 계정 정보가 없었음. 채팅으로 물어보니 아이디 {u}, 비번은 {pw} 임.'
        ls = f'The {sy} is only reachable from the office network or the VPN.' if E else f'{j(sy, "은")} 사무실망이나 VPN에서만 접속됨.'
        ask = 'Can I get my own account instead of the shared admin?' if E else '공용 admin 말고 개인 계정 받을 수 있음?'
        lab = 'prose: password stated in sentence'
    elif k == 1:
        mc = f'The export location in the {sy} was undocumented.' if E else f'{sy} 내보내기 위치가 문서에 없었음.'
        ls = (f'I logged in to the {sy} with {u} / {pw} and the export button is under Settings > Data, not Reports.' if E else
              f'{u} / {pw}로 {sy} 로그인해서 보니 내보내기 버튼은 Reports가 아니라 Settings > Data에 있음.')
        ask = ''
        lab = 'prose: "I logged in with user / password"'
    elif k == 2:
        mc = (f"{who}'s {sy} password ({pw}) expired in the middle of the sync, which is why the job started failing at 02:00." if E else
              f'{who}님 {sy} 비번({pw})이 싱크 도중 만료돼서 02시부터 잡이 실패하기 시작한 것.')
        ls = 'Service integrations should not run under a personal account whose password expires every 90 days.' if E else '90일마다 비번 만료되는 개인 계정으로 연동 돌리면 안 됨.'
        ask = f'Who can create a service account for the {sy} sync?' if E else f'{sy} 싱크용 서비스 계정 누가 만들 수 있음?'
        lab = 'prose: password in parentheses'
    elif k == 3:
        mc = 'There was no QA user for the checkout flow in staging.' if E else '스테이징 결제 플로우 테스트용 QA 계정이 없었음.'
        ls = (f'Use qa-bot@{org()}.io with password {pw} for staging checkout tests; the account has no MFA and a test card on file.' if E else
              f'스테이징 결제 테스트는 qa-bot@{org()}.io / 비번 {pw} 쓰면 됨. MFA 없고 테스트 카드 등록돼 있음.')
        ask = ''
        lab = 'prose: test user password'
    elif k == 4:
        t = f'{rint(8, 11):02d}:{rint(0, 58):02d}'
        if E:
            mc = f'Had no access to {sy}. From the team channel:\n[{t}] {who.lower()}: pw for {sy} is {pw}\n[{t[:3]}{int(t[3:]) + 1:02d}] {who.lower()}: pls don\'t share outside the team'
        else:
            mc = f'{sy} 접근 권한이 없었음. 팀 채널에서:\n[{t}] {who}: {sy} 비번 {pw} 에요\n[{t[:3]}{int(t[3:]) + 1:02d}] {who}: 팀 밖엔 공유하지 마세요 ㅎㅎ'
        ls = 'The shared password should be replaced by SSO; several people use the same login.' if E else '공용 비번 말고 SSO로 바꿔야 함. 여러 명이 같은 계정 씀.'
        ask = ''
        lab = 'chat paste: password in message'
    elif k == 5:
        mc = (f'The vault root account uses a different password from the other admins. It is {pw}, and it only works from the bastion.' if E else
              f'vault root 계정은 다른 관리자들이랑 비번이 다름. {pw} 이고, bastion에서만 됨.')
        ls = 'Root login should only be used for unsealing; day-to-day work goes through OIDC.' if E else 'root 로그인은 unseal 할 때만. 평소엔 OIDC로.'
        ask = ''
        lab = 'prose: password split across two sentences'
    elif k == 6:
        if E:
            mc = 'The kiosk machines auto-login as a local user, and nobody documented how to leave kiosk mode. The local admin password is'
            ls = f'{pw} (same on all six kiosks, set by the vendor at install). Ctrl+Alt+F2 opens the login prompt.'
        else:
            mc = '키오스크 PC는 로컬 유저로 자동 로그인되는데 키오스크 모드 빠져나오는 방법이 문서에 없었음. 로컬 관리자 비번은'
            ls = f'{pw} (6대 전부 동일, 설치 업체가 설정). Ctrl+Alt+F2 누르면 로그인 프롬프트 뜸.'
        ask = ''
        lab = 'split across fields: label ends missing_context, value starts lesson'
    elif k == 7:
        if E:
            mc = f'Credentials for the {sy} were not in the handover doc. What the previous owner left in the ticket:\nuser: {u}\npassword:'
            ls = f'{pw}\nThe account is tied to the old team mailbox, so password resets go there.'
        else:
            mc = f'인수인계 문서에 {sy} 계정 정보가 없었음. 이전 담당자가 티켓에 남긴 것:\nuser: {u}\npassword:'
            ls = f'{pw}\n계정이 예전 팀 메일함에 묶여 있어서 비번 재설정 메일도 거기로 감.'
        ask = ''
        lab = 'split across fields: "password:" label then value in next field'
    elif k == 8:
        mc = f'I did not know the {sy} login was shared across the team.' if E else f'{sy} 로그인을 팀 전체가 공유한다는 걸 몰랐음.'
        ls = f'Logging in as {u} works; the old password from the wiki is wrong.' if E else f'{j(u, "으로")} 로그인 됨. 위키에 있는 예전 비번은 틀림.'
        ask = f'Is the {sy} password still {pw}, or did IT rotate it?' if E else f'{sy} 비번 아직 {pw} 맞음? IT에서 바꿨나?'
        lab = 'password only in ask_next_time'
    elif k == 9:
        if E:
            mc = f'New contractor account for the {sy}; the welcome email said:\n> Your temporary password is {pw}. You will be asked to change it at first login.'
        else:
            mc = f'{sy} 외주 계정 신규 발급. 안내 메일 내용:\n> 임시 비밀번호는 {pw} 입니다. 최초 로그인 시 변경하셔야 합니다.'
        ls = 'The temporary password expires after 72 hours.' if E else '임시 비번은 72시간 후 만료됨.'
        ask = ''
        lab = 'quoted email: temporary password'
    elif k == 10:
        mc = (f'The new core switch still has its factory admin password, {pw}, printed on the label on the back.' if E else
              f'새 코어 스위치가 아직 공장 초기 관리자 비번 그대로임: {pw} (뒷면 라벨에 인쇄돼 있음).')
        ls = 'Device onboarding should include changing the default credentials before it goes on the network.' if E else '장비 입고 절차에 네트워크 연결 전 기본 비번 변경을 넣어야 함.'
        ask = 'Who owns network device onboarding?' if E else '네트워크 장비 입고는 누가 담당?'
        lab = 'prose: device default password'
    elif k == 11:
        old = _prose_pw(lang)
        mc = (f'IT changed the shared {sy} password from {old} to {pw} on Monday; the integration still had the old one.' if E else
              f'월요일에 IT가 공용 {sy} 비번을 {old}에서 {j(pw, "으로")} 바꿨는데 연동엔 예전 값이 남아 있었음.')
        ls = 'Password changes are announced only in the IT channel, which our team does not follow.' if E else '비번 변경 공지가 IT 채널에만 올라오는데 우리 팀은 그 채널을 안 봄.'
        ask = ''
        lab = 'prose: old and new password'
        return lab, mc, ls, ask, [old, pw]
    elif k == 12:
        n = rint(1000, 9999)
        mc = (f'Ticket #{n} ("please reset my VPN password") was closed with the note: temporary password {pw}.' if E else
              f'티켓 #{n} (VPN 비번 초기화 요청) 처리 메모: 임시 비번 {j(pw, "으로")} 초기화함.')
        ls = 'Helpdesk notes are visible to everyone in the project, including contractors.' if E else '헬프데스크 메모는 외주 포함 프로젝트 전원이 볼 수 있음.'
        ask = ''
        lab = 'ticket note: temporary password'
    elif k == 13:
        if E:
            mc = f'Could not log in to the {sy} at first.'
            ls = f'Logging in with "{pw}" worked once caps lock was off; the account locks after five failures.'
        else:
            mc = f'처음엔 {sy} 로그인이 안 됐음.'
            ls = f'{pw}로 로그인하니까 됨. 캡스락 켜져 있었음. 5번 틀리면 잠김.'
        ask = ''
        lab = 'prose: password attached to Korean particle' if not E else 'prose: password in quotes'
    elif k == 14:
        if E:
            ko_word = pick(KO_WORDS) + pick(KO_WORDS) + str(rint(10, 99))
            typed = hangul_to_qwerty(ko_word)
            mc = f'The office router admin password was set by someone on a Korean keyboard: it is {ko_word}, which typed on a US layout is {typed}.'
            ls = 'The router web UI accepts the Hangul version only when the browser IME is in Korean mode.'
            return 'prose: Hangul password and its QWERTY-typed form', mc, ls, '', [ko_word, typed]
        ko_word = pick(KO_WORDS) + pick(KO_WORDS) + str(rint(10, 99))
        typed = hangul_to_qwerty(ko_word)
        mc = f'사무실 공유기 관리자 비번이 한글로 설정돼 있었음: {ko_word}. 영문 자판으로 치면 {typed}.'
        ls = '웹 UI에서는 브라우저 IME가 한글 모드일 때만 한글 버전이 먹힘.'
        return 'prose: Hangul password and its QWERTY-typed form', mc, ls, '', [ko_word, typed]
    elif k == 15:
        mc = f"The {sy} credentials live in the team's password manager, which I could not open." if E else f'{sy} 계정은 팀 비번 관리자에 있는데 나는 열 수 없었음.'
        ls = (f"The user read it out from 1Password: item 'Staging {sy}', username {u}, password {pw}." if E else
              f"사용자가 1Password 항목 'Staging {sy}'에서 읽어줌: 아이디 {u}, 비번 {pw}")
        ask = ''
        lab = 'prose: password read out from password manager'
    elif k == 16:
        mc = 'The build VM needs sudo for the package step and I had no password.' if E else '빌드 VM 패키지 단계에서 sudo가 필요한데 비번이 없었음.'
        ls = f'The sudo password for the deploy user on the build VM is {pw}.' if E else f'빌드 VM deploy 유저 sudo 비번은 {pw}.'
        ask = 'Can deploy get NOPASSWD for apt so this is not needed?' if E else 'deploy 유저에 apt NOPASSWD 줄 수 있음?'
        lab = 'prose: sudo password'
    elif k == 17:
        phrase = pw_passphrase(' ')
        mc = (f'The nightly backup is encrypted and I did not know the passphrase. It is "{phrase}" (spaces included).' if E else
              f'나이틀리 백업이 암호화돼 있는데 패스프레이즈를 몰랐음. "{phrase}" (띄어쓰기 포함).')
        ls = 'Restores fail silently with the wrong passphrase; the tool reports 0 files restored.' if E else '패스프레이즈 틀리면 조용히 실패함. 복원 파일 0개로 나옴.'
        return 'prose: passphrase with spaces', mc, ls, '', [phrase]
    elif k == 18:
        mc = f'Needed to reproduce the bug as a normal user on the {sy}.' if E else f'{sy}에서 일반 유저로 버그 재현해야 했음.'
        ls = f'Used the shared account {u}:{pw} to reproduce; the bug only shows for users without the admin role.' if E else f'공용 계정 {u}:{pw}로 재현함. admin 권한 없는 유저에서만 발생.'
        ask = ''
        lab = 'prose: user:password pair'
    elif k == 19:
        url = f'https://{pick(["admin", "console", "portal"])}.{org()}.com'
        mc = (f'The partner {sy} details were missing from the handover.' if E else f'인수인계에 파트너 {sy} 정보가 빠져 있었음.')
        ls = (f'Partner {sy}:\n- URL: {url}\n- user: {u}\n- pass: {pw}\nReports are generated on the 1st of the month.' if E else
              f'파트너 {sy}:\n- URL: {url}\n- 아이디: {u}\n- 비번: {pw}\n리포트는 매월 1일 생성됨.')
        ask = ''
        lab = 'markdown list: user / pass'
    elif k == 20:
        mc = (f'The registrar account for our domains is not in SSO. Support asks for the account password when you call: {pw}.' if E else
              f'도메인 등록 업체 계정은 SSO가 아님. 고객센터에 전화하면 계정 비번을 물어봄: {pw}')
        ls = 'DNS changes need a call to support if the API key is missing.' if E else 'API 키 없으면 DNS 변경은 고객센터 전화로 해야 함.'
        ask = ''
        lab = 'prose: account password for phone support'
    else:
        mc = f'The {sy} password policy was not documented.' if E else f'{sy} 비번 정책이 문서에 없었음.'
        ls = (f'Reset the service user to {pw}; the policy requires 12+ characters but no rotation for service users.' if E else
              f'서비스 유저 비번을 {j(pw, "으로")} 초기화함. 정책상 12자 이상이지만 서비스 유저는 교체 주기 없음.')
        ask = ''
        lab = 'prose: password set during reset'
    return lab, mc, ls, ask, [pw]


def fam_prose_wrap(lang, i):
    lab, mc, ls, ask, secs = fam_prose(lang, i)
    lab = lab[len('prose: '):] if lab.startswith('prose: ') else lab
    return 'password prose: ' + lab, mc, ls, ask, secs


def fam_logs_wrap(lang, i):
    lab, mc, ls, ask, secs = fam_logs(lang, i)
    return 'log/trace: ' + lab, mc, ls, ask, secs


# ----------------------------------------------------------------------------------------------
# family H: logs, stack traces, plans, diffs, tables
# ----------------------------------------------------------------------------------------------
def fam_logs(lang, i):
    k = i % 20
    E = lang == 'en'
    pw = password(pick(['human', 'gen', 'leet', 'phrase_nospace', 'ko_typed' if not E else 'gen']), shell_safe=True)
    h, u, db = dbhost(), dbuser(), dbname()
    if k == 0:
        key = hexs(32)
        S = ('Traceback (most recent call last):\n  File "/app/sync/partner.py", line 88, in fetch_page\n    resp = session.get(url, timeout=10)\n'
             f'requests.exceptions.ConnectionError: HTTPSConnectionPool(host=\'api.partner-{org()}.com\', port=443): Max retries exceeded '
             f'with url: /v2/orders?page=3&api_key={key} (Caused by NewConnectionError(\'Failed to establish a new connection\'))')
        mc = ('The partner sync crashed overnight; the traceback from the worker log:\n' if E else '파트너 싱크가 밤에 죽음. 워커 로그의 traceback:\n') + f'```\n{S}\n```'
        ls = 'The partner API puts the key in the query string, so every error message leaks it into our logs.' if E else '파트너 API가 키를 쿼리스트링으로 받아서 에러 메시지마다 로그에 키가 남음.'
        return 'stack trace: API key in URL query', mc, ls, '', [key]
    if k == 1:
        S = (f"[ioredis] Unhandled error event: Error: connect ETIMEDOUT\n    at TLSSocket.<anonymous> (/app/node_modules/ioredis/built/Redis.js:170:41)\n"
             f"  options: {{ url: 'redis://:{pct(pw)}@{ip_private()}:6379/0', maxRetriesPerRequest: 20 }}")
        mc = ('Queue workers kept restarting. Error from the pod logs:\n' if E else '큐 워커가 계속 재시작됨. 파드 로그 에러:\n') + f'```\n{S}\n```'
        ls = 'The Redis security group only allows the old node pool; new nodes time out.' if E else 'Redis 보안그룹이 예전 노드풀만 허용해서 새 노드는 타임아웃.'
        return 'stack trace: redis URL with password', mc, ls, '', [pct(pw)]
    if k == 2:
        S = (f'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "{u}"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n'
             f'\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n'
             f'2025-03-14 02:11:09 WARN  HikariConfig - jdbcUrl=jdbc:postgresql://{h}:5432/{db}?user={u}&password={pct(pw)}')
        mc = ('Startup failed after the DB migration. Log excerpt:\n' if E else 'DB 마이그레이션 후 기동 실패. 로그 발췌:\n') + f'```\n{S}\n```'
        ls = 'The JDBC URL in the config still has the pre-migration password; the env var is never read because the URL wins.' if E else '설정의 JDBC URL에 마이그레이션 전 비번이 남아 있음. URL이 우선이라 env 변수는 안 읽힘.'
        return 'stack trace: JDBC URL with password', mc, ls, '', [pct(pw)]
    if k == 3:
        S = (f'  # aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n      + engine                 = "postgres"\n'
             f'      + instance_class         = "db.t4g.medium"\n      + username               = "{u}"\n      + password               = "{pw}"\n      + storage_encrypted      = true')
        mc = ('The terraform plan output from CI (the variable is not marked sensitive):\n' if E else 'CI의 terraform plan 출력 (변수에 sensitive 표시 안 돼 있음):\n') + f'```\n{S}\n```'
        ls = 'Mark the variable sensitive = true or the plan prints it in every PR comment.' if E else '변수에 sensitive = true 안 주면 PR 코멘트마다 plan에 찍힘.'
        return 'terraform plan output: password attribute', mc, ls, '', [pw]
    if k == 4:
        S = f"ok: [web01] => (item={{'name': 'DB_PASSWORD', 'value': '{pw}'}})\nok: [web02] => (item={{'name': 'DB_PASSWORD', 'value': '{pw}'}})"
        mc = ('ansible-playbook -vvv output from the failed deploy:\n' if E else '실패한 배포의 ansible-playbook -vvv 출력:\n') + f'```\n{S}\n```'
        ls = 'Tasks that template secrets need no_log: true, otherwise -vvv prints them.' if E else '시크릿 다루는 태스크엔 no_log: true 필요. 안 그러면 -vvv에서 찍힘.'
        return 'ansible -vvv output with password', mc, ls, 'Can we add no_log to the env task?' if E else 'env 태스크에 no_log 추가해도 됨?', [pw]
    if k == 5:
        S = f'$ docker inspect {pick(["pg", "db", "postgres-1"])} --format \'{{{{json .Config.Env}}}}\'\n["POSTGRES_USER={u}","POSTGRES_PASSWORD={pw}","PGDATA=/var/lib/postgresql/data"]'
        mc = ('Nobody knew the password of the local Postgres container; recovered it with:\n' if E else '로컬 Postgres 컨테이너 비번을 아무도 몰라서 이걸로 확인함:\n') + f'```\n{S}\n```'
        ls = 'Anything passed with -e is visible in docker inspect to anyone with docker access.' if E else '-e로 넘긴 값은 docker 권한 있는 사람이면 inspect로 다 보임.'
        return 'docker inspect Env output', mc, ls, '', [pw]
    if k == 6:
        S = f'    Environment:\n      DB_HOST:      {h}\n      DB_USER:      {u}\n      DB_PASSWORD:  {pw}\n      LOG_LEVEL:    info'
        mc = ('kubectl describe pod output for the crashing api pod:\n' if E else '죽는 api 파드의 kubectl describe 출력:\n') + f'```\n{S}\n```'
        ls = 'The password is set as a literal env value in the Deployment instead of a secretKeyRef.' if E else 'Deployment에 secretKeyRef가 아니라 리터럴 env 값으로 비번이 들어가 있음.'
        return 'kubectl describe env output', mc, ls, '', [pw]
    if k == 7:
        S = f"+ export PGHOST={h}\n+ mysql -u{u} -p{pw} -e 'select 1'\nmysql: [Warning] Using a password on the command line interface can be insecure."
        mc = ('The health-check script fails only in CI. Trace with set -x:\n' if E else '헬스체크 스크립트가 CI에서만 실패. set -x 트레이스:\n') + f'```\n{S}\n```'
        ls = 'CI masking only hides registered secrets; values assembled in the script are printed by set -x.' if E else 'CI 마스킹은 등록된 시크릿만 가림. 스크립트에서 조합한 값은 set -x로 다 찍힘.'
        return 'set -x trace with password', mc, ls, '', [pw]
    if k == 8:
        tok = npm_token()
        blob = b64e(tok.encode())
        S = f'Run echo "$NPM_TOKEN" | base64\n{blob}'
        mc = ('To check the token in CI, someone added a debug step; its log:\n' if E else 'CI에서 토큰 확인하려고 누가 디버그 스텝 추가함. 로그:\n') + f'```\n{S}\n```'
        ls = 'Base64 defeats the Actions log masking, so the token is effectively public now.' if E else 'base64로 바꾸면 Actions 로그 마스킹이 안 먹힘. 토큰 사실상 공개된 것.'
        return 'CI log: base64 of a token', mc, ls, 'Has NPM_TOKEN been revoked?' if E else 'NPM_TOKEN 폐기했음?', [blob]
    if k == 9:
        enc = pct(pw)
        S = f'{ip_private()} - - [12/Mar/2025:10:21:33 +0900] "GET /api/login?user={u}&password={enc} HTTP/1.1" 200 512 "-" "curl/8.5.0"'
        mc = ('The legacy login endpoint takes credentials as query parameters. From the nginx access log:\n' if E else '레거시 로그인 엔드포인트가 자격증명을 쿼리 파라미터로 받음. nginx 액세스 로그:\n') + f'```\n{S}\n```'
        ls = 'Switch the client to POST; query strings end up in access logs and proxies.' if E else '클라이언트를 POST로 바꿔야 함. 쿼리스트링은 액세스 로그랑 프록시에 남음.'
        return 'access log: password in query string', mc, ls, '', [enc]
    if k == 10:
        S = (f'Warning: mysqli_connect(): (HY000/1045): Access denied for user \'{u}\'@\'{ip_private()}\' (using password: YES) in /var/www/html/inc/db.php on line 4\n'
             f'4: $conn = mysqli_connect("{h}", "{u}", "{pw}", "{db}");')
        mc = ('The shop page showed a PHP warning; the user pasted it with the source line:\n' if E else '쇼핑몰 페이지에 PHP 경고가 떴고 사용자가 소스 줄까지 붙여줌:\n') + f'```\n{S}\n```'
        ls = 'display_errors is on in production; the warning was visible to customers.' if E else '운영에 display_errors가 켜져 있어서 고객한테도 경고가 보였음.'
        return 'PHP warning with hard-coded password', mc, ls, '', [pw]
    if k == 11:
        S = json.dumps({'name': 'spring.datasource.password', 'property': {'source': 'applicationConfig: [classpath:/application-prod.yml]', 'value': pw}}, indent=2, ensure_ascii=False)
        mc = ('/actuator/env is exposed without auth on the staging gateway. One entry:\n' if E else '스테이징 게이트웨이에 /actuator/env가 인증 없이 열려 있음. 항목 하나:\n') + f'```json\n{S}\n```'
        ls = 'Spring only masks keys it recognises; this app overrides the sanitizer, so values are shown.' if E else 'Spring은 아는 키만 마스킹함. 이 앱은 sanitizer를 덮어써서 값이 그대로 보임.'
        return 'actuator env JSON with password', mc, ls, '', [pw]
    if k == 12:
        S = f'name,url,username,password\nstaging db,https://{h},{u},{pw}\nwiki,https://wiki.{org()}.com,{user()},'
        mc = ('The user exported the shared vault to CSV to give me access; first lines:\n' if E else '사용자가 접근 주려고 공용 vault를 CSV로 내보냄. 앞부분:\n') + f'```\n{S}\n```'
        ls = 'The export lands in ~/Downloads unencrypted and should be deleted.' if E else '내보낸 파일이 ~/Downloads에 평문으로 남으니 지워야 함.'
        return 'password manager CSV export', mc, ls, '', [pw]
    if k == 13:
        old = password(pick(['human', 'gen']), shell_safe=True)
        S = f'--- a/.env.staging\n+++ b/.env.staging\n@@ -3,3 +3,3 @@\n DB_HOST={h}\n-DB_PASSWORD={old}\n+DB_PASSWORD={pw}\n DB_NAME={db}'
        mc = ('The staging password was changed in a commit titled "fix typo":\n' if E else '"fix typo"라는 커밋에서 스테이징 비번이 바뀌어 있었음:\n') + f'```diff\n{S}\n```'
        ls = 'Both the old and the new value are in git history now; the file should never have been tracked.' if E else '이제 예전 값, 새 값 둘 다 git 히스토리에 있음. 애초에 추적되면 안 되는 파일.'
        return 'diff: old and new password', mc, ls, '', [old, pw]
    if k == 14:
        rows = [(pick(['staging db', 'metabase', 'airflow', 'jenkins', 'grafana', 'rabbitmq', 'NAS', 'ERP']), user(),
                 password(pick(['human', 'gen', 'leet'] + (['hangul', 'ko_typed'] if not E else [])), shell_safe=True)) for _ in range(3)]
        hdr = '| service | user | password |' if E else '| 서비스 | 계정 | 비번 |'
        S = '\n'.join([hdr, '|---|---|---|'] + [f'| {a} | {b} | {c} |' for a, b, c in rows])
        mc = ('The team wiki page "Shared logins" (found while looking for the staging URLs):\n' if E else '스테이징 URL 찾다가 발견한 팀 위키 "공용 계정" 페이지:\n') + S
        ls = 'These should move to the password manager; the wiki is readable by the whole company.' if E else '비번 관리자로 옮겨야 함. 위키는 전사 공개임.'
        return 'markdown table of shared logins', mc, ls, '', [r[2] for r in rows]
    if k == 15:
        S = f"LOG:  statement: ALTER ROLE {u} WITH PASSWORD '{pw}';"
        mc = ('With log_statement=all on the staging Postgres, the rotation script left this in the server log:\n' if E else '스테이징 Postgres가 log_statement=all이라 교체 스크립트가 서버 로그에 이걸 남김:\n') + f'`{S}`'
        ls = 'Use \\password in psql or a pre-hashed SCRAM string so the plaintext never reaches the log.' if E else 'psql의 \\password나 SCRAM 해시 문자열을 써야 평문이 로그에 안 남음.'
        return 'postgres statement log with password', mc, ls, '', [pw]
    if k == 16:
        tok = jwt({'sub': str(rint(1000, 99999)), 'scope': 'orders:write', 'iat': epoch(), 'exp': epoch() + 3600})
        S = f"breadcrumb: http.request POST https://api.{org()}.com/v1/orders\n  headers: {{'Authorization': 'Bearer {tok}', 'Content-Type': 'application/json'}}"
        mc = ('Sentry event for the 500 on checkout includes the request breadcrumb:\n' if E else '결제 500 에러 Sentry 이벤트에 요청 breadcrumb이 포함돼 있음:\n') + f'```\n{S}\n```'
        ls = 'The SDK sends headers unless send_default_pii is off and the Authorization header is scrubbed.' if E else 'send_default_pii 끄고 Authorization 헤더 스크럽 안 하면 SDK가 헤더를 그대로 보냄.'
        return 'error tracker breadcrumb with bearer token', mc, ls, '', [tok]
    if k == 17:
        S = f"2025-03-11T03:12:45Z app[worker.1]: Connecting with DSN mysql://{u}:{pct(pw)}@{h}:3306/{db}\n2025-03-11T03:12:50Z app[worker.1]: Error R10 (Boot timeout)"
        mc = ('Heroku logs for the worker (the app logs its DSN on boot):\n' if E else '워커 Heroku 로그 (앱이 부팅 때 DSN을 찍음):\n') + f'```\n{S}\n```'
        ls = 'Remove the DSN log line; log drains forward it to the third-party log service.' if E else 'DSN 로그 줄 지워야 함. 로그 드레인이 외부 로그 서비스로 그대로 보냄.'
        return 'app log: DSN with password', mc, ls, '', [pct(pw)]
    if k == 18:
        S = f'Query\tSET PASSWORD FOR \'{u}\'@\'%\' = \'{pw}\''
        mc = ('The MySQL general log was left on after debugging; it contains:\n' if E else '디버깅 후 MySQL general log를 안 끄고 둠. 내용:\n') + f'`{S}`'
        ls = 'general_log should stay off in production; it records every statement verbatim.' if E else '운영에선 general_log 꺼야 함. 모든 쿼리를 원문 그대로 기록함.'
        return 'mysql general log with password', mc, ls, '', [pw]
    S = (f'Whoops! There was an error.\nEnvironment & details:\n  APP_ENV      production\n  DB_HOST      {h}\n  DB_USERNAME  {u}\n  DB_PASSWORD  {pw}')
    mc = ('The Laravel debug page was shown on production after a deploy with APP_DEBUG=true:\n' if E else 'APP_DEBUG=true로 배포돼서 운영에 라라벨 디버그 페이지가 노출됨:\n') + f'```\n{S}\n```'
    ls = 'APP_DEBUG must be false in production; the error page prints the whole environment.' if E else '운영에선 APP_DEBUG=false 필수. 에러 페이지에 환경변수 전체가 나옴.'
    return 'debug error page env dump', mc, ls, '', [pw]


# ----------------------------------------------------------------------------------------------
# family I: private keys
# ----------------------------------------------------------------------------------------------
def _lines_of(pem_lines):
    return [l for l in pem_lines if not l.startswith('-----') and len(l) >= 8]


def fam_keys(lang, i):
    k = i % 16
    E = lang == 'en'
    if k == 0:
        lines = pem('RSA PRIVATE KEY', rsa_private_der(2048))
        shown = lines[:1] + lines[1:1 + rint(4, 6)]
        S = '\n'.join(shown) + '\n...\n' + lines[-1]
        mc = ('The deploy box only accepts the old RSA key; the user pasted the start of it from their laptop:\n' if E else
              '배포 서버는 예전 RSA 키만 받음. 사용자가 노트북에서 키 앞부분을 붙여줌:\n') + f'```\n{S}\n```'
        ls = 'Pasting part of a private key is as bad as the whole thing for rotation purposes; this key needs replacing.' if E else '개인키는 일부만 노출돼도 교체 대상임. 이 키 바꿔야 함.'
        return 'private key: RSA PKCS#1 PEM (truncated paste)', mc, ls, '', _lines_of(shown)
    if k == 1:
        lines = pem('RSA PRIVATE KEY', rsa_private_der(1024))
        mc = ('The old SFTP integration uses a 1024-bit key that nobody could find.' if E else '예전 SFTP 연동이 1024비트 키를 쓰는데 아무도 위치를 몰랐음.')
        ls = ('Found it in the legacy repo:\n' if E else '레거시 레포에서 찾음:\n') + '```\n' + '\n'.join(lines) + '\n```'
        return 'private key: RSA 1024 PKCS#1 PEM (full)', mc, ls, '', _lines_of(lines)
    if k == 2:
        d, pub = ec_p256_keypair()
        lines = pem('EC PRIVATE KEY', ec_sec1_der(d, pub))
        mc = ('The webhook signer needs an EC key that was not in the secret store. The user pasted it:\n' if E else
              '웹훅 서명용 EC 키가 시크릿 스토어에 없었음. 사용자가 붙여줌:\n') + '```\n' + '\n'.join(lines) + '\n```'
        ls = 'The verifier expects ES256 with the P-256 curve; a P-384 key fails with an opaque error.' if E else '검증 쪽은 P-256 ES256 기대함. P-384 키면 알 수 없는 에러 남.'
        return 'private key: EC SEC1 PEM', mc, ls, '', _lines_of(lines)
    if k == 3:
        d, pub = ec_p256_keypair()
        lines = pem('PRIVATE KEY', ec_pkcs8_der(d, pub))
        kid = rs(ALNUM_U, 10)
        mc = (f'App Store Connect API uploads need AuthKey_{kid}.p8, key ID {kid}, issuer {uuid4()}. The file content:\n' if E else
              f'App Store Connect API 업로드에 AuthKey_{kid}.p8 필요 (key ID {kid}, issuer {uuid4()}). 파일 내용:\n') + '```\n' + '\n'.join(lines) + '\n```'
        ls = 'The .p8 can only be downloaded once from App Store Connect; this paste is now the only copy.' if E else '.p8은 App Store Connect에서 한 번만 다운로드 가능. 이 붙여넣기가 유일한 사본.'
        return 'private key: App Store Connect .p8 (PKCS#8 EC)', mc, ls, '', _lines_of(lines)
    if k == 4:
        d, pub = ec_p256_keypair()
        lines = pem('EC PRIVATE KEY', ec_sec1_der(d, pub))
        j_ = json.dumps({'name': f'organizations/{uuid4()}/apiKeys/{uuid4()}', 'privateKey': '\n'.join(lines) + '\n'}, indent=2)
        mc = ('The trading bot reads cdp_api_key.json, which I did not have. The user sent it:\n' if E else 'trading 봇이 cdp_api_key.json을 읽는데 파일이 없었음. 사용자가 보내줌:\n') + f'```json\n{j_}\n```'
        ls = 'The SDK wants the JSON file path, not the key string.' if E else 'SDK는 키 문자열이 아니라 JSON 파일 경로를 받음.'
        return 'private key: Coinbase CDP key JSON with EC PEM', mc, ls, '', _lines_of(lines)
    if k == 5:
        seed, pub = ed25519_keypair()
        lines = pem('PRIVATE KEY', der_seq(der_int(0), der_seq(OID_ED25519), der_oct(der_oct(seed))))
        mc = ('The license signer uses an Ed25519 key. From `keys/signing.pem` in the old branch:\n' if E else '라이선스 서명에 Ed25519 키를 씀. 예전 브랜치 `keys/signing.pem`:\n') + '```\n' + '\n'.join(lines) + '\n```'
        ls = 'The key file was removed from main but is still in the history of the release branch.' if E else 'main에서는 지웠지만 release 브랜치 히스토리에 아직 있음.'
        return 'private key: Ed25519 PKCS#8 PEM', mc, ls, '', _lines_of(lines)
    if k == 6:
        seed, pub = ed25519_keypair()
        body = openssh_ed25519_private(seed, pub, f'{user()}@{pick(["build-01", "macbook", "bastion"])}')
        lines = ['-----BEGIN OPENSSH PRIVATE KEY-----'] + body + ['-----END OPENSSH PRIVATE KEY-----']
        mc = ('The GitHub Actions deploy job needs SSH into the bastion; the key was not in repo secrets. The user pasted:\n' if E else
              'GitHub Actions 배포 잡이 bastion에 SSH 해야 하는데 레포 시크릿에 키가 없었음. 사용자가 붙여줌:\n') + '```\n' + '\n'.join(lines) + '\n```'
        ls = 'The matching public key is in ~deploy/.ssh/authorized_keys on the bastion only, not on the app hosts.' if E else '짝이 되는 공개키는 bastion의 ~deploy/.ssh/authorized_keys에만 있고 앱 서버엔 없음.'
        return 'private key: OpenSSH ed25519', mc, ls, '', _lines_of(lines)
    if k == 7:
        lines = pem('PRIVATE KEY', pkcs8_rsa(rsa_private_der(2048)))
        shown = lines[:1] + lines[1:1 + rint(3, 5)]
        sa = f'{pick(["bq-loader", "ci-deployer", "looker", "etl"])}@{org()}-{rint(100000, 999999)}.iam.gserviceaccount.com'
        pk = '\\n'.join(shown) + '\\n...'
        j_ = (f'{{\n  "type": "service_account",\n  "project_id": "{org()}-prod",\n  "private_key_id": "{hexs(40)}",\n'
              f'  "private_key": "{pk}",\n  "client_email": "{sa}"\n}}')
        mc = ('The BigQuery loader needs a service account key; the user pasted part of the JSON:\n' if E else 'BigQuery 로더에 서비스 계정 키가 필요함. 사용자가 JSON 일부를 붙여줌:\n') + f'```json\n{j_}\n```'
        ls = 'Workload identity would remove the need for a key file entirely on GKE.' if E else 'GKE에선 workload identity 쓰면 키 파일 자체가 필요 없음.'
        return 'private key: GCP service account JSON (truncated)', mc, ls, '', _lines_of(shown)
    if k == 8:
        seed, pub = ed25519_keypair()
        priv_line = b64e(ssh_string(seed))
        pub_b64 = b64e(ssh_string('ssh-ed25519') + ssh_string(pub))
        S = (f'PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {user()}@win-build\nPublic-Lines: 2\n{pub_b64[:64]}\n{pub_b64[64:]}\n'
             f'Private-Lines: 1\n{priv_line}\nPrivate-MAC: {hexs(64)}')
        mc = ('The Windows build agent connects with a PuTTY key. Contents of deploy.ppk:\n' if E else '윈도우 빌드 에이전트는 PuTTY 키로 접속함. deploy.ppk 내용:\n') + f'```\n{S}\n```'
        ls = 'puttygen can export it to OpenSSH format for the Linux runners.' if E else 'puttygen으로 OpenSSH 형식으로 내보내면 리눅스 러너에서도 씀.'
        return 'private key: PuTTY .ppk', mc, ls, '', [priv_line]
    if k == 9:
        sk = age_secret_key()
        S = f'# created: {ts_iso()}\n# public key: {age_public_key()}\n{sk}'
        mc = ('SOPS files in this repo are encrypted to an age key I did not have. The user pasted keys.txt:\n' if E else
              '이 레포의 SOPS 파일은 내가 없는 age 키로 암호화돼 있었음. 사용자가 keys.txt를 붙여줌:\n') + f'```\n{S}\n```'
        ls = 'SOPS_AGE_KEY_FILE must point at the file; sops does not look in the repo.' if E else 'SOPS_AGE_KEY_FILE로 파일 경로를 지정해야 함. sops가 레포 안을 찾지 않음.'
        return 'private key: age secret key', mc, ls, '', [sk]
    if k == 10:
        priv, psk = wireguard_key(), b64e(rb(32))
        S = (f'[Interface]\nPrivateKey = {priv}\nAddress = 10.{rint(0, 250)}.0.{rint(2, 60)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wireguard_key()}\n'
             f'PresharedKey = {psk}\nEndpoint = vpn.{org()}.com:51820\nAllowedIPs = 10.0.0.0/8')
        mc = ('The VPN config for the CI runner was not in the repo. The user sent wg0.conf:\n' if E else 'CI 러너용 VPN 설정이 레포에 없었음. 사용자가 wg0.conf를 보내줌:\n') + f'```ini\n{S}\n```'
        ls = 'Each peer needs its own key pair; reusing one config on two runners makes them fight over the tunnel.' if E else '피어마다 키쌍이 따로 있어야 함. 설정 하나를 러너 두 대에서 쓰면 터널을 서로 뺏음.'
        return 'private key: WireGuard PrivateKey and PresharedKey', mc, ls, '', [priv, psk]
    if k == 11:
        key = '0x' + hexs(64)
        S = f'DEPLOYER_PRIVATE_KEY={key}\nRPC_URL=https://sepolia.infura.io/v3/${{INFURA_API_KEY}}'
        mc = ('The contract deploy script needs a funded deployer account; the user gave me their .env:\n' if E else '컨트랙트 배포 스크립트에 잔고 있는 배포 계정이 필요함. 사용자가 .env를 줌:\n') + f'```\n{S}\n```'
        ls = 'Testnet and mainnet share the same key format, so a leaked testnet key is only safe if it never holds mainnet funds.' if E else '테스트넷이랑 메인넷 키 형식이 같아서 메인넷 자산이 없을 때만 안전함.'
        return 'private key: Ethereum hex key in .env', mc, ls, '', [key]
    if k == 12:
        wif = btc_wif()
        mc = (f'The old donation wallet was set up by a former employee. The only record is in the wiki: WIF private key {wif}.' if E else
              f'예전 후원 지갑은 퇴사자가 만들었음. 위키에 남은 기록: WIF 개인키 {wif}')
        ls = 'Sweep the funds to a new wallet before removing the page; the key cannot be rotated.' if E else '페이지 지우기 전에 새 지갑으로 옮겨야 함. 키는 교체가 안 됨.'
        return 'private key: Bitcoin WIF', mc, ls, '', [wif]
    if k == 13:
        arr = '[' + ','.join(str(b) for b in rb(64)) + ']'
        mc = ('The Solana devnet deploy uses ~/.config/solana/id.json, which I did not have. Its content:\n' if E else
              'Solana devnet 배포가 ~/.config/solana/id.json을 쓰는데 파일이 없었음. 내용:\n') + f'`{arr}`'
        ls = 'solana config get shows which keypair path the CLI is actually using.' if E else 'solana config get으로 CLI가 실제로 어떤 키페어 경로 쓰는지 확인 가능.'
        return 'private key: Solana keypair JSON array', mc, ls, '', [arr]
    if k == 14:
        d, pub = ec_p256_keypair()
        keypem = '\n'.join(pem('EC PRIVATE KEY', ec_sec1_der(d, pub))) + '\n'
        blob = b64e(keypem.encode())
        S = f'apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: api-tls\ndata:\n  tls.crt: (omitted)\n  tls.key: {blob}'
        mc = ('The ingress TLS secret was exported to the repo by mistake:\n' if E else '인그레스 TLS 시크릿이 실수로 레포에 export 돼 있었음:\n') + f'```yaml\n{S}\n```'
        ls = 'cert-manager can issue this certificate; the manual secret should be deleted and the key revoked.' if E else 'cert-manager로 발급하면 됨. 수동 시크릿은 지우고 키는 폐기해야 함.'
        return 'private key: base64 PEM in k8s TLS secret', mc, ls, '', [blob]
    seed, pub = ed25519_keypair()
    lines = pem('PRIVATE KEY', der_seq(der_int(0), der_seq(OID_ED25519), der_oct(der_oct(seed))))
    S = 'JWT_PRIVATE_KEY="' + '\\n'.join(lines) + '\\n"'
    mc = ('Auth tokens are signed with a key from the env file, which nobody mentioned:\n' if E else '인증 토큰을 env 파일의 키로 서명한다는 얘기가 없었음:\n') + f'```\n{S}\n```'
    ls = 'The escaped \\n must be kept; dotenv turns it into real newlines only inside double quotes.' if E else '\\n 이스케이프 유지해야 함. dotenv는 큰따옴표 안에서만 실제 줄바꿈으로 바꿈.'
    return 'private key: PEM with escaped newlines in .env', mc, ls, '', _lines_of(lines)


# ----------------------------------------------------------------------------------------------
# family: framework / application secrets
# ----------------------------------------------------------------------------------------------
def fam_appsecret(lang, i):
    k = i % 11
    E = lang == 'en'
    opts = [
        ('Django SECRET_KEY', lambda: 'django-insecure-' + rs(LOW + DIG + '!@#$%^&*(-_=+)', 50), 'SECRET_KEY = "{v}"', 'settings.py',
         ('Changing SECRET_KEY logs everyone out and invalidates password-reset links.', 'SECRET_KEY 바꾸면 전원 로그아웃되고 비번 재설정 링크도 무효화됨.')),
        ('Rails secret_key_base', lambda: hexs(128), 'SECRET_KEY_BASE={v}', 'the Heroku config',
         ('Rails signs and encrypts cookies with this; rotating it needs the old value in the rotator for a while.', '쿠키 서명/암호화에 쓰임. 교체할 땐 한동안 rotator에 예전 값도 넣어야 함.')),
        ('Rails master.key', lambda: hexs(32), '{v}', 'config/master.key',
         ('master.key decrypts config/credentials.yml.enc, so it unlocks every production secret.', 'master.key로 credentials.yml.enc를 복호화함. 운영 시크릿 전부 열림.')),
        ('Laravel APP_KEY', lambda: 'base64:' + b64e(rb(32)), 'APP_KEY={v}', '.env',
         ('Encrypted database columns become unreadable if APP_KEY changes.', 'APP_KEY 바뀌면 암호화된 DB 컬럼을 못 읽음.')),
        ('NextAuth AUTH_SECRET', lambda: b64e(rb(32)), 'AUTH_SECRET="{v}"', '.env.production',
         ('All sessions are JWTs encrypted with this secret; leaking it allows forging sessions.', '세션 JWT를 이 값으로 암호화함. 유출되면 세션 위조 가능.')),
        ('JWT_SECRET HS256', lambda: rs(B62, 48), 'JWT_SECRET={v}', 'docker-compose.yml',
         ('The mobile app and the API must share this HS256 secret, which is why it was copied around.', '모바일 앱과 API가 HS256 시크릿을 공유해야 해서 여기저기 복사돼 있었음.')),
        ('Flask SECRET_KEY', lambda: hexs(48), "app.config['SECRET_KEY'] = '{v}'", 'app/__init__.py',
         ('Flask session cookies are only signed, not encrypted; anyone with the key can forge them.', 'Flask 세션 쿠키는 서명만 됨. 키가 있으면 누구나 위조 가능.')),
        ('Phoenix SECRET_KEY_BASE', lambda: rs(B64.replace('/', '').replace('+', ''), 64), 'config :app, AppWeb.Endpoint, secret_key_base: "{v}"', 'config/prod.exs',
         ('prod.exs should read it from System.fetch_env!, not hold it inline.', 'prod.exs에 직접 넣지 말고 System.fetch_env!로 읽어야 함.')),
        ('Fernet encryption key', lambda: b64u(rb(32)) + '=', 'FIELD_ENCRYPTION_KEY={v}', '.env',
         ('Rotate with MultiFernet so existing ciphertext stays readable.', 'MultiFernet으로 교체해야 기존 암호문을 계속 읽을 수 있음.')),
        ('GitHub webhook secret', lambda: rs(B62, 40), 'GITHUB_WEBHOOK_SECRET={v}', 'the webhook service env',
         ('Signature checks use HMAC-SHA256 of the raw body; parsing JSON first breaks verification.', '서명 검증은 raw body의 HMAC-SHA256. JSON 먼저 파싱하면 검증이 깨짐.')),
        ('express-session secret', lambda: pw_passphrase('-') + '-' + rs(B62, 6), "app.use(session({{ secret: '{v}', resave: false, saveUninitialized: false }}))", 'server.js',
         ('Changing the session secret logs everyone out unless the old secret stays in the array.', '세션 시크릿 바꾸면 예전 값을 배열에 남기지 않는 한 전원 로그아웃.')),
    ]
    label, gen, tpl, where, lesson = opts[k]
    v = gen()
    line = tpl.replace('{v}', v).replace('{{', '{').replace('}}', '}')
    wh = f'`{where}`' if not where.startswith('the ') else (where if E else {'the Heroku config': 'Heroku 설정', 'the webhook service env': '웹훅 서비스 env'}[where])
    if E:
        mc = pick([f'I did not know the app secret lives in {wh}:\n', f'Sessions broke after the migration; the secret in {wh} was the culprit:\n',
                   f'{wh} was committed with the production value:\n']) + block(line)
    else:
        mc = pick([f'앱 시크릿이 {wh}에 있다는 걸 몰랐음:\n', f'마이그레이션 후 세션이 깨졌는데 원인은 {wh}의 시크릿:\n',
                   f'{j(wh, "이")} 운영 값 그대로 커밋돼 있었음:\n']) + block(line)
    ls = lesson[0] if E else lesson[1]
    return 'app secret: ' + label, mc, ls, '', [v]


# ----------------------------------------------------------------------------------------------
# family J: TOTP seeds, otpauth URIs, recovery / backup codes
# ----------------------------------------------------------------------------------------------
def fam_totp(lang, i):
    k = i % 13
    E = lang == 'en'
    if k == 0:
        seed = totp_secret(20)
        acct = pick([f'root@{org()}.com', f'ops+aws@{org()}.io', 'billing-admin'])
        uri = f'otpauth://totp/{pick(["AWS", "Amazon%20Web%20Services"])}:{acct}?secret={seed}&issuer=AWS&algorithm=SHA1&digits=6&period=30'
        mc = ('The AWS root MFA is a virtual device nobody could find. The enrollment QR decodes to:\n' if E else 'AWS root MFA가 가상 디바이스인데 아무도 못 찾음. 등록 QR을 디코딩하면:\n') + f'`{uri}`'
        ls = 'Root MFA should be a hardware key kept in the safe, not a shared TOTP seed.' if E else 'root MFA는 공유 TOTP 시드가 아니라 금고에 둔 하드웨어 키여야 함.'
        return '2FA: TOTP: otpauth URI secret', mc, ls, '', [seed]
    if k == 1:
        seed = totp_secret(20).lower()
        spaced = ' '.join(wrap(seed, 4))
        mc = (f'Setting up 2FA for the shared support@ mailbox. The "can\'t scan the code?" key shown was: {spaced}' if E else
              f'공용 support@ 메일함 2FA 설정 중. "코드를 스캔할 수 없나요?"에 나온 키: {spaced}')
        ls = 'Whoever holds the seed can generate codes forever, so it belongs in the vault next to the password.' if E else '시드를 가진 사람은 계속 코드를 만들 수 있어서 비번이랑 같이 vault에 둬야 함.'
        return '2FA: TOTP: spaced base32 setup key', mc, ls, '', [spaced]
    if k == 2:
        codes = [f'{hexs(5)}-{hexs(5)}' for _ in range(rint(5, 8))]
        mc = ('The org-owner GitHub account is a shared bot account. Its recovery codes, from the user:\n' if E else '조직 오너 GitHub 계정은 공용 봇 계정임. 사용자가 준 복구 코드:\n') + '\n'.join(codes)
        ls = 'Each recovery code works once; regenerate the set after any of them is exposed.' if E else '복구 코드는 한 번씩만 쓰임. 하나라도 노출되면 전체 재발급해야 함.'
        return '2FA: recovery codes: GitHub', mc, ls, '', codes
    if k == 3:
        codes = [f'{rint(1000, 9999)} {rint(1000, 9999)}' for _ in range(rint(4, 6))]
        mc = ('The Google Workspace admin for the test tenant has 2SV on. Backup codes from the printout:\n' if E else '테스트 테넌트 Google Workspace 관리자에 2단계 인증 켜져 있음. 출력해 둔 백업 코드:\n') + '\n'.join('- ' + c for c in codes)
        ls = 'Backup codes bypass the phone entirely; anyone with the printout can sign in with the password.' if E else '백업 코드는 휴대폰 없이 통과됨. 출력물 있으면 비번만으로 로그인 가능.'
        return '2FA: backup codes: Google', mc, ls, '', codes
    if k == 4:
        seed = totp_secret(20)
        S = f'import pyotp\ntotp = pyotp.TOTP("{seed}")\nprint(totp.now())'
        mc = ('The E2E login test needs a 2FA code; the test helper generates it from the seed:\n' if E else 'E2E 로그인 테스트에 2FA 코드가 필요해서 헬퍼가 시드로 생성함:\n') + f'```python\n{S}\n```'
        ls = 'Keep the seed in CI secrets; the helper should read it from E2E_TOTP_SEED.' if E else '시드는 CI 시크릿에 두고 헬퍼는 E2E_TOTP_SEED에서 읽어야 함.'
        return '2FA: TOTP: pyotp seed in test helper', mc, ls, '', [seed]
    if k == 5:
        seed = totp_secret(10)
        S = f'oathtool --totp -b {seed}'
        mc = ('The on-call runbook logs into the vendor portal with a shared 2FA. Step 3 says to run:\n' if E else '온콜 런북이 공용 2FA로 거래처 포털에 로그인함. 3단계:\n') + f'`{S}`'
        ls = 'Anyone who can read the runbook can generate valid codes.' if E else '런북 읽을 수 있는 사람은 누구나 유효한 코드를 만들 수 있음.'
        return '2FA: TOTP: oathtool -b seed', mc, ls, '', [seed]
    if k == 6:
        code = '-'.join(rs(ALNUM_U.replace('O', '').replace('0', ''), 5) for _ in range(5))
        mc = (f'The Microsoft account that owns the Azure subscription has a recovery code saved in the old onboarding doc: {code}' if E else
              f'Azure 구독 소유 MS 계정의 복구 코드가 예전 온보딩 문서에 저장돼 있음: {code}')
        ls = 'Using the recovery code removes all other security info from the account.' if E else '복구 코드 쓰면 계정의 다른 보안 정보가 전부 제거됨.'
        return '2FA: recovery code: Microsoft account', mc, ls, '', [code]
    if k == 7:
        key = '-'.join(rs(ALNUM_U.replace('O', '').replace('0', '').replace('I', ''), 4) for _ in range(7))
        mc = (f'The test Apple ID used for TestFlight has account recovery locked down. Recovery key: {key}' if E else
              f'TestFlight용 테스트 Apple ID는 복구 키가 설정돼 있음. 복구 키: {key}')
        ls = 'Without the recovery key and a trusted device the account cannot be recovered at all.' if E else '복구 키와 신뢰 기기 없으면 계정 복구 자체가 불가능.'
        return '2FA: recovery key: Apple ID', mc, ls, '', [key]
    if k == 8:
        codes = [rs(ALNUM_L, 4) + '-' + rs(ALNUM_L, 4) for _ in range(6)]
        mc = ('The community bot owner account on Discord has 2FA. Backup codes:\n' if E else '디스코드 커뮤니티 봇 오너 계정에 2FA 걸려 있음. 백업 코드:\n') + ', '.join(codes)
        ls = 'Transferring server ownership needs the 2FA code of the current owner.' if E else '서버 소유권 이전엔 현재 오너의 2FA 코드가 필요함.'
        return '2FA: backup codes: Discord', mc, ls, '', codes
    if k == 9:
        codes = [hexs(16) for _ in range(5)]
        mc = ('The self-hosted GitLab root account has 2FA. Recovery codes from the install notes:\n' if E else '자체 호스팅 GitLab root 계정에 2FA 있음. 설치 메모의 복구 코드:\n') + '\n'.join(codes)
        ls = 'gitlab-rake can also disable 2FA for root, so the codes are not the only way in.' if E else 'gitlab-rake로도 root 2FA 해제 가능해서 복구 코드만이 방법은 아님.'
        return '2FA: recovery codes: GitLab', mc, ls, '', codes
    if k == 10:
        sk = onepassword_secret_key()
        pw = password(pick(['phrase', 'human', 'gen']))
        mc = (f'The shared 1Password account for the agency has an Emergency Kit. It lists Secret Key {sk} and the account password {pw}.' if E else
              f'에이전시 공용 1Password 계정 Emergency Kit 내용: Secret Key {sk}, 계정 비번 {pw}')
        ls = 'Secret Key plus account password is everything needed to sign in from a new device.' if E else 'Secret Key와 계정 비번만 있으면 새 기기에서 로그인 가능.'
        return '2FA: Emergency Kit: 1Password Secret Key and password', mc, ls, '', [sk, pw]
    if k == 11:
        seed = totp_secret(16)
        mc = ('Our team wiki has a page for the shared Salesforce admin. It says:\n' if E else '팀 위키에 공용 Salesforce 관리자 페이지가 있음. 내용:\n') + \
             (f'- 2FA seed: {seed}\n- Use any TOTP app' if E else f'- 2FA 시드: {seed}\n- 아무 OTP 앱이나 사용')
        ls = 'Sharing a TOTP seed defeats the point of the second factor.' if E else 'TOTP 시드 공유하면 2단계 인증 의미가 없음.'
        return '2FA: TOTP: seed on wiki page', mc, ls, '', [seed]
    codes = [str(rint(100000000, 999999999)) for _ in range(3)]
    mc = ('Duo was blocking the service login. IT issued bypass codes: ' if E else 'Duo가 서비스 로그인을 막고 있었음. IT가 우회 코드 발급: ') + ', '.join(codes)
    ls = 'Bypass codes expire after 24 hours or one use.' if E else '우회 코드는 24시간 또는 1회 사용 후 만료.'
    return '2FA: bypass codes: Duo', mc, ls, '', codes


# ----------------------------------------------------------------------------------------------
# family K: Wi-Fi keys
# ----------------------------------------------------------------------------------------------
def fam_wifi(lang, i):
    k = i % 8
    E = lang == 'en'
    ssid = pick(['ACME-Office', 'NW-Guest', 'Lab-5G', 'HQ_Staff', 'iptime-3F', 'KT_GiGA_5G_Wave2', 'U+Net7A2C', 'Studio-2.4G'])
    pw = password(pick(['human', 'phrase_nospace', 'simple', 'gen'] + (['ko_typed'] if not E else [])), shell_safe=True)
    if k == 0:
        S = f'nmcli dev wifi connect "{ssid}" password "{pw}"'
        mc = ('The test Raspberry Pi had no network. The user told me to run:\n' if E else '테스트 라즈베리파이가 네트워크가 없었음. 사용자가 이거 치라고 함:\n') + f'`{S}`'
        ls = 'The Pi only supports 2.4 GHz on that model; the 5G SSID does not show up.' if E else '그 모델은 2.4GHz만 돼서 5G SSID는 안 보임.'
        return 'wifi: nmcli password', mc, ls, '', [pw]
    if k == 1:
        S = f'network={{\n    ssid="{ssid}"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
        mc = ('The kiosk image ships its own wpa_supplicant.conf:\n' if E else '키오스크 이미지에 wpa_supplicant.conf가 포함돼 있음:\n') + f'```\n{S}\n```'
        ls = 'Changing the office Wi-Fi password means rebuilding the kiosk image.' if E else '사무실 와이파이 비번 바꾸면 키오스크 이미지도 다시 빌드해야 함.'
        return 'wifi: wpa_supplicant psk', mc, ls, '', [pw]
    if k == 2:
        S = f'WIFI:T:WPA;S:{ssid};P:{pw};;'
        mc = ('The guest Wi-Fi QR code on the meeting room screen encodes:\n' if E else '회의실 화면의 게스트 와이파이 QR 코드 내용:\n') + f'`{S}`'
        ls = 'The guest network is not isolated from the printers, so the key matters more than it seems.' if E else '게스트망이 프린터랑 분리돼 있지 않아서 이 키가 생각보다 중요함.'
        return 'wifi: WIFI: QR payload', mc, ls, '', [pw]
    if k == 3:
        S = f'interface=wlan0\nssid={ssid}\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={pw}'
        mc = ('The IoT test AP is a Linux box running hostapd. Its config:\n' if E else 'IoT 테스트 AP는 hostapd 돌리는 리눅스 박스. 설정:\n') + f'```\n{S}\n```'
        ls = 'Devices cache the passphrase; after changing it every sensor needs re-provisioning.' if E else '장비가 패스프레이즈를 캐시해서 바꾸면 센서 전부 다시 프로비저닝 해야 함.'
        return 'wifi: hostapd wpa_passphrase', mc, ls, '', [pw]
    if k == 4:
        S = f'    Security key           : Present\n    Key Content            : {pw}'
        mc = ('Needed the office Wi-Fi key for the new test laptop; from netsh wlan show profile name="' + ssid + '" key=clear:\n' if E else
              '새 테스트 노트북에 사무실 와이파이 키가 필요했음. netsh wlan show profile name="' + ssid + '" key=clear 결과:\n') + f'```\n{S}\n```'
        ls = 'Any local admin can read saved Wi-Fi keys this way.' if E else '로컬 관리자면 누구나 이렇게 저장된 와이파이 키를 볼 수 있음.'
        return 'wifi: netsh key=clear output', mc, ls, '', [pw]
    if k == 5:
        mc = (f'The device lab is on its own network. SSID {ssid}, password {pw}.' if E else f'디바이스 랩은 별도 네트워크. SSID {ssid}, 비번 {pw}')
        ls = 'Phones on the lab network can reach the staging API directly without the VPN.' if E else '랩 네트워크의 폰은 VPN 없이 스테이징 API에 바로 붙음.'
        return 'wifi: SSID and password in prose', mc, ls, '', [pw]
    if k == 6:
        S = f'const char* ssid = "{ssid}";\nconst char* password = "{pw}";\n\nvoid setup() {{\n  WiFi.begin(ssid, password);\n}}'
        mc = ('The ESP32 sensor firmware hard-codes the Wi-Fi credentials:\n' if E else 'ESP32 센서 펌웨어에 와이파이 정보가 하드코딩돼 있음:\n') + f'```cpp\n{S}\n```'
        ls = 'Move them to a secrets.h that is git-ignored, or use WiFiManager provisioning.' if E else 'gitignore 된 secrets.h로 빼거나 WiFiManager 프로비저닝을 써야 함.'
        return 'wifi: firmware source credentials', mc, ls, '', [pw]
    pp = password('phrase_nospace', shell_safe=True)
    psk = hashlib.pbkdf2_hmac('sha1', pp.encode(), ssid.encode(), 4096, 32).hex()
    S = f'network={{\n\tssid="{ssid}"\n\t#psk="{pp}"\n\tpsk={psk}\n}}'
    mc = ('The wpa_passphrase output was pasted into the provisioning script:\n' if E else 'wpa_passphrase 출력이 프로비저닝 스크립트에 그대로 들어가 있음:\n') + f'```\n{S}\n```'
    ls = 'The hex psk is as good as the passphrase; the commented plaintext line should not be there either.' if E else '16진 psk도 패스프레이즈랑 똑같이 쓸 수 있음. 주석 처리된 평문 줄도 있으면 안 됨.'
    return 'wifi: wpa_passphrase hex psk and plaintext', mc, ls, '', [pp, psk]


# ----------------------------------------------------------------------------------------------
# family L: PINs, door codes, PUK, BitLocker, HSM PINs
# ----------------------------------------------------------------------------------------------
def fam_pin(lang, i):
    k = i % 7
    E = lang == 'en'
    if k == 0:
        puk = rs(DIG, 8)
        mc = (f'The test phone SIM got locked after three wrong PINs. The carrier card says PUK {puk}.' if E else f'테스트폰 SIM이 PIN 3회 오류로 잠김. 통신사 카드에 적힌 PUK: {puk}')
        ls = 'Ten wrong PUK attempts permanently disable the SIM.' if E else 'PUK 10회 틀리면 SIM 영구 잠김.'
        return 'PIN/code: PUK code', mc, ls, '', [puk]
    if k == 1:
        key = bitlocker_key()
        mc = ('The Windows build agent booted into BitLocker recovery after a BIOS update.' if E else 'BIOS 업데이트 후 윈도우 빌드 에이전트가 BitLocker 복구 화면으로 부팅됨.')
        ls = (f'Recovery key from the AD object: {key}. Suspend BitLocker before firmware updates next time.' if E else
              f'AD 개체에서 찾은 복구 키: {key}. 다음엔 펌웨어 업데이트 전에 BitLocker 일시 중단할 것.')
        return 'PIN/code: BitLocker recovery key', mc, ls, '', [key]
    if k == 2:
        pin, puk, mgm = rs(DIG, 8), rs(DIG, 8), hexs(48)
        S = (f'ykman piv access change-pin --pin 123456 --new-pin {pin}\nykman piv access change-puk --puk 12345678 --new-puk {puk}\n'
             f'ykman piv access change-management-key --new-management-key {mgm}')
        mc = ('The code-signing YubiKey was initialised by the user with:\n' if E else '코드 서명용 YubiKey를 사용자가 이렇게 초기화함:\n') + f'```\n{S}\n```'
        ls = 'The defaults (123456 / 12345678) must be changed before importing the signing certificate.' if E else '서명 인증서 넣기 전에 기본값(123456 / 12345678)은 바꿔야 함.'
        return 'PIN/code: YubiKey PIV PIN, PUK and management key', mc, ls, '', [pin, puk, mgm]
    if k == 3:
        pin, so = rs(DIG, 8), rs(DIG, 10)
        S = f'softhsm2-util --init-token --slot 0 --label signer --pin {pin} --so-pin {so}'
        mc = ('The signing tests use SoftHSM; the token was initialised with:\n' if E else '서명 테스트는 SoftHSM을 씀. 토큰 초기화 명령:\n') + f'`{S}`'
        ls = 'The same PIN is baked into the CI image, so the test HSM is not a real boundary.' if E else '같은 PIN이 CI 이미지에 들어가 있어서 테스트 HSM은 실질적 경계가 아님.'
        return 'PIN/code: HSM user PIN and SO PIN', mc, ls, '', [pin, so]
    if k == 4:
        code = f'{rs(DIG, 4)}-{rs(DIG, 4)}'
        mc = (f'The server room door has a keypad now; the code is {code}, then #.' if E else f'서버실 문에 키패드가 생김. 코드는 {code} 누르고 #.')
        ls = 'The alarm arms at 22:00; entering after that needs the security desk.' if E else '22시에 경보가 설정돼서 그 이후엔 보안실 통해야 함.'
        return 'PIN/code: door keypad code', mc, ls, '', [code]
    if k == 5:
        code = rs(DIG, 8)
        mc = (f'The iOS test device has a passcode and nobody wrote it down in the device sheet. It is {code}.' if E else f'iOS 테스트 기기에 암호가 걸려 있는데 기기 목록에 없었음. 암호는 {code}')
        ls = 'Devices with a passcode cannot be used for unattended UI tests; remove it or use supervised mode.' if E else '암호 걸린 기기는 무인 UI 테스트 불가. 암호 해제하거나 supervised 모드로.'
        return 'PIN/code: device passcode', mc, ls, '', [code]
    code = rs(DIG, 4) + ' ' + rs(DIG, 4)
    mc = (f'The alarm panel in the lab beeps on entry; the disarm code is {code}.' if E else f'랩 출입 시 경보 패널이 울림. 해제 코드 {code}')
    ls = 'The panel locks for 10 minutes after three wrong codes.' if E else '세 번 틀리면 10분 잠김.'
    return 'PIN/code: alarm disarm code', mc, ls, '', [code]


# ----------------------------------------------------------------------------------------------
# family M: wallet seed phrases
# ----------------------------------------------------------------------------------------------
def fam_seed(lang, i):
    k = i % 4
    E = lang == 'en'
    words = bip39_mnemonic(pick([12, 12, 24]))
    if k == 0:
        mc = ('The deploy scripts derive accounts from a mnemonic in .env:\n' if E else '배포 스크립트가 .env의 니모닉에서 계정을 파생함:\n') + f'```\nMNEMONIC="{words}"\n```'
        ls = 'Every account derived from this mnemonic is compromised once it is shared.' if E else '이 니모닉이 공유되면 여기서 파생된 계정 전부 노출된 것.'
    elif k == 1:
        mc = (f'The treasury test wallet was created by a former teammate. Its recovery phrase, from the handover doc: {words}' if E else
              f'트레저리 테스트 지갑은 퇴사한 팀원이 만듦. 인수인계 문서의 복구 구문: {words}')
        ls = 'Move the funds to a wallet created by the current owner; the phrase cannot be rotated.' if E else '현재 담당자가 만든 지갑으로 자산을 옮겨야 함. 구문은 교체 불가.'
    elif k == 2:
        mc = ('hardhat.config.ts uses a fixed mnemonic for the Sepolia network:\n' if E else 'hardhat.config.ts가 Sepolia 네트워크에 고정 니모닉을 씀:\n') + \
             f'```ts\nsepolia: {{\n  url: process.env.SEPOLIA_RPC,\n  accounts: {{ mnemonic: "{words}" }},\n}},\n```'
        ls = 'This is not the public Hardhat test mnemonic; it controls a funded account.' if E else '이건 공개된 Hardhat 테스트 니모닉이 아님. 잔고 있는 계정임.'
    else:
        mc = (f'Restoring the test wallet in MetaMask needed the seed phrase. The user typed it in chat: "{words}"' if E else
              f'메타마스크에서 테스트 지갑 복원하려면 시드 구문이 필요했음. 사용자가 채팅으로 침: "{words}"')
        ls = 'Phrases typed into chat tools are stored on their servers.' if E else '채팅에 친 구문은 채팅 서비스 서버에 저장됨.'
    return 'seed phrase: BIP39 mnemonic', mc, ls, '', [words]


# ----------------------------------------------------------------------------------------------
# family N: app passwords
# ----------------------------------------------------------------------------------------------
def fam_apppw(lang, i):
    k = i % 6
    E = lang == 'en'
    if k == 0:
        ap = ' '.join(rs(LOW, 4) for _ in range(4))
        S = f'EMAIL_HOST_USER = "{email()}"\nEMAIL_HOST_PASSWORD = "{ap}"'
        mc = ('Password-reset mails go through a Gmail account with an app password:\n' if E else '비번 재설정 메일이 앱 비밀번호 쓰는 Gmail 계정으로 나감:\n') + f'```python\n{S}\n```'
        ls = 'Google app passwords stop working when the account password changes.' if E else 'Google 앱 비밀번호는 계정 비번이 바뀌면 무효화됨.'
        return 'app password: Google (spaced)', mc, ls, '', [ap]
    if k == 1:
        ap = '-'.join(rs(LOW, 4) for _ in range(4))
        S = f'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "{email()}" --team-id "{rs(ALNUM_U, 10)}" --password "{ap}"'
        mc = ('Notarization was failing on the release Mac. The user had set it up with:\n' if E else '릴리스 맥에서 공증이 실패함. 사용자가 이렇게 세팅했었음:\n') + f'`{S}`'
        ls = 'notarytool needs an app-specific password, not the Apple ID password.' if E else 'notarytool엔 Apple ID 비번이 아니라 앱 암호가 필요함.'
        return 'app password: Apple app-specific (notarytool)', mc, ls, '', [ap]
    if k == 2:
        ap = rs(LOW, 16)
        mc = (f'The scanner emails PDFs through Microsoft 365 SMTP with an app password because MFA is on: {ap}' if E else
              f'복합기가 MFA 때문에 앱 비밀번호로 Microsoft 365 SMTP를 통해 PDF를 보냄: {ap}')
        ls = 'Basic auth for SMTP is being retired; the scanner needs OAuth or a relay connector.' if E else 'SMTP 기본 인증이 폐지되는 중이라 OAuth나 릴레이 커넥터로 바꿔야 함.'
        return 'app password: Microsoft 365', mc, ls, '', [ap]
    if k == 3:
        ap = ' '.join(rs(B62, 4) for _ in range(6))
        S = f'curl --user "admin:{ap}" https://blog.{org()}.com/wp-json/wp/v2/posts?status=draft'
        mc = ('Publishing drafts from CI uses a WordPress application password:\n' if E else 'CI에서 초안 발행할 때 워드프레스 애플리케이션 비밀번호를 씀:\n') + f'`{S}`'
        ls = 'Application passwords only work over HTTPS and can be revoked individually in the user profile.' if E else '애플리케이션 비밀번호는 HTTPS에서만 되고 프로필에서 개별 폐기 가능.'
        return 'app password: WordPress application password', mc, ls, '', [ap]
    if k == 4:
        ap = rs(LOW, 16)
        S = f'imap = imaplib.IMAP4_SSL("imap.fastmail.com")\nimap.login("{email()}", "{ap}")'
        mc = ('The invoice importer reads a Fastmail inbox:\n' if E else '인보이스 임포터가 Fastmail 메일함을 읽음:\n') + f'```python\n{S}\n```'
        ls = 'Scope the app password to IMAP only; Fastmail allows per-protocol app passwords.' if E else 'Fastmail은 프로토콜별 앱 비번이 되니 IMAP 전용으로 제한할 것.'
        return 'app password: Fastmail IMAP', mc, ls, '', [ap]
    ap = rs(B62, 12)
    mc = (f'The Zoho Mail account for support alerts uses app password {ap} in the alert relay.' if E else f'지원 알림용 Zoho Mail 계정은 알림 릴레이에서 앱 비번 {ap} 사용.')
    ls = 'The relay keeps retrying with a revoked password and gets the account locked.' if E else '폐기된 비번으로 릴레이가 계속 재시도해서 계정이 잠김.'
    return 'app password: Zoho', mc, ls, '', [ap]


# ----------------------------------------------------------------------------------------------
# family: session cookies
# ----------------------------------------------------------------------------------------------
def fam_cookie(lang, i):
    k = i % 8
    E = lang == 'en'
    host_ = f'{pick(["admin", "app", "console", "shop"])}.{org()}.com'
    if k == 0:
        v = rs(ALNUM_L, 32)
        S = f"curl -b 'sessionid={v}; csrftoken={rs(B62, 32)}' https://{host_}/admin/orders/export/"
        secs = [v]
        lab = 'cookie: Django sessionid in curl -b'
    elif k == 1:
        v = rs(B64U, 48)
        S = f'Cookie: user_session={v}; logged_in=yes; dotcom_user={user()}'
        secs = [v]
        lab = 'cookie: user_session header'
    elif k == 2:
        v = rs(ALNUM_L, 26)
        S = f'PHPSESSID={v}'
        secs = [v]
        lab = 'cookie: PHPSESSID'
    elif k == 3:
        v = 's%3A' + rs(B64U, 32) + '.' + pct(b64e(rb(32)).rstrip('='))
        S = f'Cookie: connect.sid={v}'
        secs = [v]
        lab = 'cookie: express connect.sid'
    elif k == 4:
        v = hexs(32).upper()
        S = f'Set-Cookie: JSESSIONID={v}; Path=/; Secure; HttpOnly'
        secs = [v]
        lab = 'cookie: JSESSIONID'
    elif k == 5:
        inner = json.dumps({'iv': b64e(rb(16)), 'value': b64e(rb(96)), 'mac': hexs(64), 'tag': ''}, separators=(',', ':'))
        v = pct(b64e(inner.encode()))
        S = f'laravel_session={v}'
        secs = [v]
        lab = 'cookie: laravel_session'
    elif k == 6:
        v = 'xoxd-' + pct(b64e(rb(rint(130, 150))))
        S = f'd={v}'
        secs = [v]
        lab = 'cookie: Slack d cookie (xoxd)'
    else:
        v = b64e(rb(rint(90, 120))) + '--' + hexs(40)
        S = f'_{pick(["shop", "app", "admin"])}_session={v}'
        secs = [v]
        lab = 'cookie: Rails session cookie'
    if E:
        mc = pick([f'To reproduce the admin-only bug I needed a logged-in session on {host_}. The user copied the request from devtools:\n',
                   f'The scraper for {host_} authenticates with a browser cookie nobody told me about:\n',
                   f'The export on {host_} has no API; the script replays a browser session:\n']) + block(S)
        ls = pick(['A copied session cookie is a full login until it expires or the user logs out.',
                   'The session lasts 14 days unless the user logs out, so the cookie stays valid for a while.',
                   'Cookie-based scripts break on every SSO re-login; the export needs a real API token.'])
    else:
        mc = pick([f'관리자 전용 버그 재현하려면 {host_} 로그인 세션이 필요했음. 사용자가 개발자도구에서 요청 복사해 줌:\n',
                   f'{host_} 스크레이퍼가 브라우저 쿠키로 인증한다는 얘기를 못 들었음:\n',
                   f'{host_} 내보내기에 API가 없어서 스크립트가 브라우저 세션을 재사용함:\n']) + block(S)
        ls = pick(['복사한 세션 쿠키는 만료나 로그아웃 전까지 그냥 로그인 상태와 같음.', '로그아웃 안 하면 세션이 14일 유지돼서 쿠키도 한동안 유효함.',
                   '쿠키 기반 스크립트는 SSO 재로그인 때마다 깨짐. 제대로 된 API 토큰이 필요함.'])
    return lab, mc, ls, '', secs


# ----------------------------------------------------------------------------------------------
# family C: several vendors in one config
# ----------------------------------------------------------------------------------------------
MULTI_OK = ['aws', 'github', 'openai', 'anthropic', 'stripe', 'sendgrid', 'slack', 'sentry', 'datadog', 'twilio', 'resend',
            'mailgun', 'algolia', 'cloudflare', 'huggingface', 'groq', 'pinecone', 'posthog', 'linear', 'notion', 'supabase_pat',
            'kakao', 'toss', 'naver_dev', 'launchdarkly', 'clerk', 'replicate', 'mistral', 'deepseek', 'hetzner']


def fam_multi(lang, i):
    keys = sample(MULTI_OK, rint(3, 4))
    vs = [v for v in V if v.key in keys]
    creds = []
    for v in vs:
        creds += v.creds_fn()
    fake = Vendor('app', 'app', 'credentials', lambda: creds)
    fn = pick([c_dotenv, c_dotenv, c_compose, c_k8s_secret, c_gha, c_json, c_yaml, c_table, c_diff, c_launch])
    sn = fn(fake, creds, lang)
    cands = [s for c in creds for s in c['sec']] + sn.extra
    names = ', '.join(v.name for v in vs)
    W = sn.where_en if lang == 'en' else sn.where_ko
    if lang == 'en':
        mc = pick([f'The user shared {W} so I could run the whole stack locally ({names}):\n',
                   f'Nobody told me the app needs {names} keys at boot; {W} had all of them:\n',
                   f'Onboarding doc says "copy {W} from a teammate". The copy I was given:\n']) + block(sn.text, sn.label)
        ls = pick(['The app refuses to start if any of these is empty, even for features that are turned off.',
                   'Each developer should have their own sandbox keys; this file shares production ones.',
                   'Half of these are unused since the refactor but still loaded at startup.'])
        ask = pick(['Which of these keys are production keys?', 'Can we switch local dev to sandbox keys?', ''])
    else:
        mc = pick([f'전체 스택을 로컬에서 띄우라고 사용자가 {j(W, "을")} 공유해 줌 ({names}):\n',
                   f'앱이 부팅 때 {names} 키가 다 필요하다는 걸 몰랐음. {W}에 전부 있었음:\n',
                   f'온보딩 문서엔 "{j(W, "은")} 팀원한테 받기"라고만 있음. 받은 파일:\n']) + block(sn.text, sn.label)
        ls = pick(['꺼진 기능이어도 이 값 중 하나라도 비면 앱이 안 뜸.', '개발자마다 샌드박스 키를 따로 써야 하는데 이 파일은 운영 키를 공유함.',
                   '리팩터링 이후 절반은 안 쓰는데 여전히 부팅 때 로드됨.'])
        ask = pick(['이 중 운영 키는 어떤 거?', '로컬 개발은 샌드박스 키로 바꿔도 됨?', ''])
    return f'multi-vendor config: {sn.label}', mc, ls, ask, cands


# ----------------------------------------------------------------------------------------------
# CLEAN families (no credential at all)
# ----------------------------------------------------------------------------------------------
def _vendor_vars():
    v = pick([x for x in V if not x.key.startswith(('slack_webhook', 'discord_webhook', 'teams', 'azure_sas'))])
    names = [c['var'] for c in v.creds_fn()]
    return v, names


def ref_value(style, var, v):
    low = var.lower().replace('_', '-')
    o = org()
    return {
        'op': f'op://{pick(["Engineering", "Platform", "Prod"])}/{v.name.replace(" ", "-")}/{pick(["credential", "password", low])}',
        'vault': f'vault:secret/data/{pick(["prod", "staging"])}/{v.key}#{var.lower()}',
        'asm': f'arn:aws:secretsmanager:{pick(["ap-northeast-2", "us-east-1"])}:{rint(10 ** 11, 10 ** 12 - 1)}:secret:{pick(["prod", "stg"])}/{low}-{rs(B62, 6)}',
        'ssm': '${ssm:/' + o + '/prod/' + var + '}',
        'gsm': f'projects/{rint(10 ** 11, 10 ** 12 - 1)}/secrets/{low}/versions/latest',
        'kv': f'@Microsoft.KeyVault(SecretUri=https://kv-{o}.vault.azure.net/secrets/{low}/)',
        'env': '${' + var + '}',
        'envq': '${' + var + ':?' + var + ' is required}',
        'gha': '${{ secrets.' + var + ' }}',
        'dollar': '$' + var,
        'helm': '{{ .Values.' + camel(var.lower()) + ' }}',
        'empty': '',
        'doppler': '${{ doppler.' + var + ' }}' if False else '$(doppler secrets get ' + var + ' --plain)',
    }[style]


CLEAN_REF_FRAMES = {
    'en': [('The {V} key is no longer in the repo. {W} now only holds a reference:\n{S}', 'The actual value is resolved at deploy time; nothing secret is committed.'),
           ('I did not know how {V} credentials reach the container. {W}:\n{S}', 'Secrets are injected by the platform at start-up, so local runs need the same variable exported.'),
           ('Nobody mentioned the secret-manager migration for {V}. After it, {W} reads:\n{S}', 'If the reference cannot be resolved the app fails fast with a clear error, which is what we want.'),
           ('Where does {E} come from in CI? {W} says:\n{S}', 'The CI variable is masked and protected, so it is only available on the main branch.'),
           ('Context I lacked: {E} is not set in the image, only referenced. {W}:\n{S}', 'Changing the secret value needs no code change, only a restart.')],
    'ko': [('{V} 키는 이제 레포에 없음. {W}에는 참조만 있음:\n{S}', '실제 값은 배포 시점에 해석됨. 커밋된 시크릿 없음.'),
           ('{V} 크리덴셜이 컨테이너에 어떻게 들어가는지 몰랐음. {W}:\n{S}', '플랫폼이 기동 시 주입함. 로컬에서는 같은 변수를 export 해야 함.'),
           ('{V} 시크릿 매니저 이전 얘기를 못 들었음. 이전 후 {W}:\n{S}', '참조가 안 풀리면 앱이 바로 명확한 에러로 죽음. 의도된 동작.'),
           ('CI에서 {E:은} 어디서 오는지 몰랐음. {W}:\n{S}', 'CI 변수는 masked/protected라 main 브랜치에서만 쓸 수 있음.'),
           ('몰랐던 것: {E:은} 이미지에 값이 없고 참조만 있음. {W}:\n{S}', '시크릿 값 바꿀 땐 코드 수정 없이 재시작만 하면 됨.')]}
CLEAN_ASK = {'en': ['Who can grant me read access to that secret path?', 'Is there a staging equivalent of this reference?', '', '',
                    'Should local dev use the same secret manager or a .env.local?'],
             'ko': ['그 시크릿 경로 읽기 권한 누가 줄 수 있음?', '스테이징용 참조도 따로 있음?', '', '', '로컬 개발도 같은 시크릿 매니저 써야 함, 아니면 .env.local?']}


def clean_ref_snippet(v, names, lang):
    k = rint(0, 19)
    first = names[0]
    if k == 0:
        st = pick(['op', 'op', 'vault', 'empty'])
        s = '\n'.join(f'{n}={ref_value(st, n, v)}' for n in names)
        return s, '`.env` (used with `op run`)' if st == 'op' else '`.env`', 'dotenv with references'
    if k == 1:
        s = '\n'.join(f'export {n}="$(op read \'{ref_value("op", n, v)}\')"' for n in names)
        return s, '`scripts/dev-env.sh`', 'shell export from op read'
    if k == 2:
        s = '\n'.join(f'export {n}="$(aws secretsmanager get-secret-value --secret-id prod/{v.key}/{n.lower()} --query SecretString --output text)"' for n in names[:2])
        return s, '`scripts/load-secrets.sh`', 'shell export from Secrets Manager'
    if k == 3:
        s = 'services:\n  api:\n    environment:\n' + '\n'.join(f'      {n}: {ref_value(pick(["env", "envq"]), n, v)}' for n in names)
        return s, '`docker-compose.yml`', 'compose interpolation'
    if k == 4:
        s = 'env:\n' + '\n'.join(f'  - name: {n}\n    valueFrom:\n      secretKeyRef:\n        name: {v.key.replace("_", "-")}-credentials\n        key: {n.lower()}' for n in names[:2])
        return s, 'the Deployment manifest' if lang == 'en' else 'Deployment 매니페스트', 'k8s secretKeyRef'
    if k == 5:
        s = '      - run: ./scripts/sync.sh\n        env:\n' + '\n'.join(f'          {n}: {ref_value("gha", n, v)}' for n in names)
        return s, '`.github/workflows/sync.yml`', 'GitHub Actions secrets reference'
    if k == 6:
        s = json.dumps({pascal(v.key.split('_')[0]): {pascal(split_var(n, v.key)[1]): ref_value('kv', n, v) for n in names[:2]}}, indent=2)
        return s, '`appsettings.Production.json`', 'Azure Key Vault reference'
    if k == 7:
        s = '\n'.join(f'{v.key.split("_")[0]}.{split_var(n, v.key)[1].replace("_", "-")}=${{{n}}}' for n in names)
        return s, '`application.properties`', 'Spring placeholder'
    if k == 8:
        s = (f'data "aws_secretsmanager_secret_version" "{v.key}" {{\n  secret_id = "prod/{v.key}"\n}}\n\n'
             f'  environment {{\n    variables = {{\n      {first} = data.aws_secretsmanager_secret_version.{v.key}.secret_string\n    }}\n  }}')
        return s, '`infra/lambda.tf`', 'Terraform data source reference'
    if k == 9:
        s = '\n'.join(f'{n.lower()}: "{{{{ vault_{n.lower()} }}}}"' for n in names)
        return s, '`group_vars/prod/vars.yml`', 'Ansible vault variable reference'
    if k == 10:
        s = json.dumps({'mcpServers': {v.key.replace('_', '-'): {'command': 'npx', 'args': ['-y', f'@{org()}/{v.key}-mcp'],
                                                                 'env': {n: '${' + n + '}' for n in names}}}}, indent=2)
        return s, '`.mcp.json`', 'MCP config env expansion'
    if k == 11:
        s = f'const client = new {pascal(v.key.split("_")[0])}Client({{ apiKey: process.env.{first} }});'
        return s, f'`src/clients/{v.key}.ts`', 'code reads env var'
    if k == 12:
        s = f'{first.lower()} = os.environ["{first}"]  # raises KeyError if missing'
        return s, '`app/settings.py`', 'python os.environ lookup'
    if k == 13:
        s = f'curl -sS -H "Authorization: Bearer ${first}" https://api.{v.key.split("_")[0]}.com/v1/ping'
        return s, 'the README', 'curl with $VAR header'
    if k == 14:
        s = f'{first}={ref_value(pick(["ssm", "gsm", "asm"]), first, v)}'
        return s, 'the service env template' if lang == 'en' else '서비스 env 템플릿', 'secret-store path as value'
    if k == 15:
        s = f'[Service]\nEnvironmentFile=/etc/{org()}/{v.key}.env\nExecStart=/opt/app/bin/server'
        return s, '`/etc/systemd/system/app.service`', 'systemd EnvironmentFile'
    if k == 16:
        s = f'gh secret set {first} < ./tmp/{first.lower()}.txt && shred -u ./tmp/{first.lower()}.txt'
        return s, 'the rotation script' if lang == 'en' else '교체 스크립트', 'gh secret set from file'
    if k == 17:
        s = f'"env": {{\n  "{first}": "${{env:{first}}}"\n}}'
        return s, '`.vscode/launch.json`', 'VS Code env passthrough'
    if k == 18:
        s = f'docker run --rm -e {first} --env-file .env.runtime {org()}/worker:latest'
        return s, 'the runbook' if lang == 'en' else '런북', 'docker -e passthrough'
    s = f'# syntax=docker/dockerfile:1\nRUN --mount=type=secret,id={first.lower()} \\\n    {first}=$(cat /run/secrets/{first.lower()}) ./scripts/fetch-private-deps.sh'
    return s, '`Dockerfile`', 'BuildKit secret mount'


def cl_refs(lang, i):
    v, names = _vendor_vars()
    S, W, lab = clean_ref_snippet(v, names, lang)
    mct, lst = pick(CLEAN_REF_FRAMES[lang])
    kw = dict(V=v.name, W=W, E=names[0], S=block(S, ''))
    return f'reference: {lab}', render(mct, **kw), render(lst, **kw), pick(CLEAN_ASK[lang])


# ---- placeholders and masked values ------------------------------------------------------------
def cl_placeholder(lang, i):
    k = i % 17
    E = lang == 'en'
    v, names = _vendor_vars()
    n = names[0]
    if k == 0:
        S = '\n'.join(f'{x}=' for x in names)
        mc = (f'`.env.example` lists the {v.name} variables with empty values:\n' if E else f'`.env.example`에 {v.name} 변수가 빈 값으로 있음:\n') + block(S)
        ls = 'Copy it to .env and fill the values from the vault; the example must stay empty.' if E else '.env로 복사해서 vault 값으로 채우면 됨. example 파일은 비워둬야 함.'
        lab = 'placeholder: empty values in .env.example'
    elif k == 1:
        S = f'{n}=<your-{v.key.replace("_", "-")}-key>'
        mc = (f'The README setup step is just:\n' if E else 'README 셋업 단계는 이게 전부:\n') + block(S)
        ls = f'You get the {v.name} key from the team lead; the angle-bracket value is a placeholder.' if E else f'{v.name} 키는 팀 리드한테 받아야 함. 꺾쇠 값은 자리표시자임.'
        lab = 'placeholder: <your-key>'
    elif k == 2:
        S = f'{n}=YOUR_{n}_HERE'
        mc = (f'The sample config ships with:\n' if E else '샘플 설정에 들어 있는 값:\n') + block(S)
        ls = 'Startup fails with "invalid key format" until the placeholder is replaced.' if E else '자리표시자를 바꾸기 전엔 "invalid key format"으로 기동 실패.'
        lab = 'placeholder: YOUR_X_HERE'
    elif k == 3:
        S = 'STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
        mc = ('The template for the payments service shows the expected key shapes:\n' if E else '결제 서비스 템플릿에 키 형식 예시가 있음:\n') + block(S)
        ls = 'The x-filled values are placeholders that only document the prefix; the real keys are in Vault.' if E else 'x로 채운 값은 접두사만 보여주는 자리표시자. 실제 키는 Vault에 있음.'
        lab = 'placeholder: prefix plus x characters'
    elif k == 4:
        last4 = rs(B62, 4)
        mc = (f'The {v.name} dashboard lists two active keys; only the last characters are visible ("...{last4}" and "...{rs(B62, 4)}").' if E else
              f'{v.name} 대시보드에 활성 키가 두 개. 끝자리만 보임 ("...{last4}", "...{rs(B62, 4)}").')
        ls = f'The key ending in {last4} belongs to the old CI setup and can be revoked once the new pipeline is green.' if E else f'{last4}로 끝나는 키는 예전 CI용이라 새 파이프라인 돌면 폐기 가능.'
        lab = 'masked: last four characters'
    elif k == 5:
        m = pick(['sk_live_' + '*' * 20 + rs(B62, 4), 'ghp_' + '*' * 32 + rs(B62, 4), 'xoxb-' + '*' * 12 + '-' + '*' * 12,
                  'sk-proj-' + '.' * 3 + rs(B64U, 4), 'AKIA' + '*' * 12 + rs(B32, 4)])
        mc = (f'The error page shows the configured key masked as `{m}`.' if E else f'에러 페이지에 설정된 키가 `{m}`처럼 마스킹돼 보임.')
        ls = 'The masking keeps the prefix so you can tell live from test keys at a glance.' if E else '마스킹이 접두사를 남겨서 live/test 키를 바로 구분 가능.'
        lab = 'masked: prefix and stars'
    elif k == 6:
        S = f'Run ./deploy.sh\n  env:\n    {n}: ***\n+ curl -H "Authorization: Bearer ***" https://api.example.com/deploy'
        mc = ('The CI log masks the token:\n' if E else 'CI 로그에서 토큰은 마스킹됨:\n') + f'```\n{S}\n```'
        ls = 'Masking only works for values registered as secrets; derived values (base64, substrings) are not masked.' if E else '마스킹은 시크릿으로 등록된 값에만 적용. base64나 부분 문자열 같은 파생 값은 안 가려짐.'
        lab = 'masked: CI *** output'
    elif k == 7:
        S = f'{n}=<redacted>'
        mc = (f'The user shared their env with the value stripped:\n' if E else '사용자가 값을 지운 env를 공유해 줌:\n') + block(S)
        ls = 'That was enough to see the variable name is wrong: the SDK expects a different name.' if E else '변수 이름이 틀린 걸 확인하기엔 충분했음. SDK는 다른 이름을 기대함.'
        lab = 'placeholder: <redacted>'
    elif k == 8:
        S = f'DB_PASSWORD=[REDACTED]\nDB_HOST={dbhost()}'
        mc = ('A previous note already had the value scrubbed:\n' if E else '이전 노트에 이미 값이 지워져 있었음:\n') + block(S)
        ls = 'Only the host matters for the connection timeout; the password is not the problem.' if E else '연결 타임아웃엔 호스트만 중요. 비번 문제 아님.'
        lab = 'placeholder: [REDACTED] marker'
    elif k == 9:
        S = 'client = OpenAI(api_key="sk-...")  # fill in'
        mc = ('The quickstart in the docs folder uses:\n' if E else 'docs 폴더 퀵스타트 코드:\n') + block(S)
        ls = 'The literal "sk-..." is a placeholder from the vendor docs; the client reads OPENAI_API_KEY if api_key is omitted.' if E else '"sk-..."는 문서의 자리표시자. api_key 생략하면 OPENAI_API_KEY를 읽음.'
        lab = 'placeholder: sk-... ellipsis'
    elif k == 10:
        S = 'password: "********"'
        mc = ('The exported config shows the DB password as stars:\n' if E else '내보낸 설정에 DB 비번이 별표로 나옴:\n') + block(S)
        ls = 'The export tool always masks secrets, so importing it elsewhere needs the password re-entered.' if E else '내보내기 도구가 항상 시크릿을 가려서 다른 곳에 import 하면 비번 다시 입력해야 함.'
        lab = 'masked: stars in exported config'
    elif k == 11:
        S = 'const token = "{{API_TOKEN}}";'
        mc = ('The snippet generator in the admin UI emits templates like:\n' if E else '관리 UI의 스니펫 생성기가 이런 템플릿을 만듦:\n') + block(S)
        ls = 'The double-brace token is substituted server-side when a user downloads the snippet.' if E else '중괄호 토큰은 사용자가 스니펫을 받을 때 서버에서 치환됨.'
        lab = 'placeholder: {{API_TOKEN}} template'
    elif k == 12:
        S = 'SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work'
        mc = ('The test fixture uses the dummy value from the Slack SDK docs:\n' if E else '테스트 fixture가 Slack SDK 문서의 더미 값을 씀:\n') + block(S)
        ls = 'The client is mocked in tests, so the token is never sent anywhere.' if E else '테스트에선 클라이언트가 mock이라 토큰이 어디로도 안 감.'
        lab = 'placeholder: vendor dummy token'
    elif k == 13:
        S = f'# {n} is injected at runtime by the platform; do not set it here\n{n}='
        mc = ('docker-compose.override.yml for local dev has:\n' if E else '로컬용 docker-compose.override.yml 내용:\n') + block(S)
        ls = 'Locally the client is pointed at the mock server, which ignores the key.' if E else '로컬에선 클라이언트가 mock 서버를 보고 mock은 키를 무시함.'
        lab = 'placeholder: comment and empty value'
    elif k == 14:
        mc = (f'The {v.name} key field in the settings form shows "••••••••" after saving.' if E else f'설정 폼의 {v.name} 키 필드는 저장 후 "••••••••"로 보임.')
        ls = 'The form never returns the stored value to the browser; leaving the field untouched keeps the old key.' if E else '폼은 저장된 값을 브라우저로 안 돌려줌. 필드를 안 건드리면 기존 키 유지.'
        lab = 'masked: bullet characters in UI'
    elif k == 15:
        S = 'AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'
        mc = ('The runbook shows the credentials file format with X placeholders:\n' if E else '런북에 X 자리표시자로 credentials 형식이 나와 있음:\n') + block(S)
        ls = 'Nobody should need static keys anymore; the runbook should point to SSO profiles instead.' if E else '이제 정적 키가 필요 없음. 런북은 SSO 프로필을 안내해야 함.'
        lab = 'placeholder: AKIAXXXX format example'
    else:
        S = f'{n}=TODO'
        mc = (f'{v.name} integration is stubbed out in staging:\n' if E else f'스테이징에선 {v.name} 연동이 스텁 처리돼 있음:\n') + block(S)
        ls = 'With the TODO value the client short-circuits and logs "integration disabled".' if E else 'TODO 값이면 클라이언트가 바로 반환하고 "integration disabled"를 찍음.'
        lab = 'placeholder: TODO'
    ask = pick({'en': ['', '', 'Where do I get the real value for local testing?', 'Can the example file be generated from the schema?'],
                'ko': ['', '', '로컬 테스트용 실제 값은 어디서 받음?', 'example 파일을 스키마에서 자동 생성할 수 있나?']}[lang])
    return lab, mc, ls, ask


# ---- vendor documentation examples --------------------------------------------------------------
DOC_EXAMPLES = [
    ('AWS docs example key pair', 'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
     ('These are the example values from the AWS documentation; LocalStack accepts any key.', 'AWS 문서의 예시 값임. LocalStack은 아무 키나 받음.')),
    ('Stripe docs test key', "stripe.api_key = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'",
     ('This is the sample test key printed in the Stripe API reference; it only works against Stripe test fixtures.', 'Stripe API 문서에 나오는 예시 테스트 키임.')),
    ('jwt.io example token', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
     ('That is the jwt.io sample token (John Doe, iat 1516239022); the parser test just checks decoding.', 'jwt.io 샘플 토큰 (John Doe). 파서 테스트는 디코딩만 확인함.')),
    ('otpauth example from the Key Uri Format wiki', 'otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example',
     ('JBSWY3DPEHPK3PXP is the example secret from the Google Authenticator wiki; the QR test uses it as a fixture.', 'JBSWY3DPEHPK3PXP는 Google Authenticator 위키 예시 시크릿. QR 테스트 fixture.')),
    ('Hardhat default mnemonic', 'accounts: { mnemonic: "test test test test test test test test test test test junk" }',
     ('This is the well-known Hardhat development mnemonic; its accounts are public and only used on the local node.', '잘 알려진 Hardhat 개발용 니모닉. 계정이 공개돼 있고 로컬 노드에서만 씀.')),
    ('Hardhat/Anvil account #0 key', 'PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
     ('That is the publicly documented account #0 of the Hardhat/Anvil local node, used only against localhost:8545.', 'Hardhat/Anvil 로컬 노드의 공개된 0번 계정 키. localhost:8545에서만 씀.')),
    ('Azurite well-known account key', 'AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;',
     ('That key is the fixed, documented Azurite emulator key; it is the same for every developer.', '문서화된 Azurite 에뮬레이터 고정 키. 모든 개발자가 같음.')),
    ('Docker Hub postgres image example', 'docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres',
     ('The command is copied verbatim from the official postgres image docs and only used for a throwaway local container.', '공식 postgres 이미지 문서 그대로 복사한 명령. 로컬 임시 컨테이너용.')),
    ('MinIO default credentials', 'MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD=minioadmin',
     ('These are the documented MinIO defaults; the local compose file uses them for the throwaway bucket.', 'MinIO 문서의 기본값. 로컬 compose에서 임시 버킷용으로 씀.')),
    ('express-session docs secret', "app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: true }))",
     ("'keyboard cat' is the placeholder secret from the express-session README; the example app is not deployed.", "'keyboard cat'은 express-session README의 예시 값. 예제 앱은 배포 안 됨.")),
    ('reCAPTCHA documented test keys', 'RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nRECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
     ('These are the test keys Google documents for automated tests; verification always passes with them.', 'Google이 자동 테스트용으로 공개한 테스트 키. 검증이 항상 통과됨.')),
    ('Turnstile documented test keys', 'TURNSTILE_SITE_KEY=1x00000000000000000000AA\nTURNSTILE_SECRET_KEY=1x0000000000000000000000000000000AA',
     ('Cloudflare documents these dummy keys for testing; they always pass.', 'Cloudflare가 테스트용으로 공개한 더미 키. 항상 통과.')),
    ('MySQL image docs example', 'docker run --name some-mysql -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8.4',
     ('Straight from the mysql image docs; the CI service container is recreated on every job.', 'mysql 이미지 문서 그대로. CI 서비스 컨테이너는 잡마다 새로 만들어짐.')),
    ('GitHub docs placeholder token', 'curl -H "Authorization: Bearer YOUR-TOKEN" https://api.github.com/user',
     ('YOUR-TOKEN is the placeholder the GitHub REST docs use.', 'YOUR-TOKEN은 GitHub REST 문서의 자리표시자.')),
]


def cl_docexample(lang, i):
    lab, S, ls = DOC_EXAMPLES[i % len(DOC_EXAMPLES)]
    E = lang == 'en'
    mc = pick(['The test setup uses this value and I was not sure it was safe to keep:\n', 'Found this in the local-dev docs:\n',
               'The sample in our README (copied from the vendor docs):\n'] if E else
              ['테스트 셋업이 이 값을 쓰는데 그대로 둬도 되는지 몰랐음:\n', '로컬 개발 문서에서 발견:\n', 'README 예시 (벤더 문서에서 복사):\n']) + block(S)
    return 'doc example: ' + lab, mc, ls[0] if E else ls[1], pick(['', 'Should we add this to the secret-scanner allowlist?'] if E else ['', '시크릿 스캐너 allowlist에 추가할까?'])


# ---- hashes, digests, checksums, commit SHAs ------------------------------------------------------
def cl_hashes(lang, i):
    k = i % 14
    E = lang == 'en'
    if k == 0:
        sha = hexs(40)
        mc = (f'The regression started at commit {sha}; bisect points there.' if E else f'회귀는 커밋 {sha}부터 시작. bisect 결과 거기임.')
        ls = f'Reverting {sha[:7]} fixes the flaky test; the real cause is the retry change in that commit.' if E else f'{sha[:7]} 되돌리면 flaky 테스트가 고쳐짐. 원인은 그 커밋의 재시도 변경.'
        lab = 'hash: git commit SHA'
    elif k == 1:
        d = hexs(64)
        S = f'FROM python:3.12-slim@sha256:{d}'
        mc = ('Base image is pinned by digest:\n' if E else '베이스 이미지가 digest로 고정돼 있음:\n') + block(S)
        ls = 'Renovate updates the digest weekly; pinning by tag alone let an upstream change break the build.' if E else 'Renovate가 매주 digest를 갱신함. 태그만 고정했을 땐 업스트림 변경으로 빌드가 깨졌음.'
        lab = 'hash: docker image digest'
    elif k == 2:
        S = f'"integrity": "sha512-{b64e(rb(64))}"'
        mc = ('package-lock.json changed only in an integrity field:\n' if E else 'package-lock.json에서 integrity 필드만 바뀜:\n') + block(S)
        ls = 'A changed integrity for the same version means the tarball was republished; check the registry before accepting.' if E else '같은 버전인데 integrity가 바뀌면 tarball 재배포된 것. 받아들이기 전에 레지스트리 확인.'
        lab = 'hash: npm integrity sha512'
    elif k == 3:
        S = '\n'.join(f'{pick(["requests", "urllib3", "idna", "certifi"])}==2.{rint(0, 32)}.{rint(0, 9)} \\\n    --hash=sha256:{hexs(64)}' for _ in range(2))
        mc = ('requirements.txt uses hash-checking mode:\n' if E else 'requirements.txt가 해시 검증 모드임:\n') + block(S)
        ls = 'With --require-hashes every transitive dependency needs a hash, so pip-compile --generate-hashes is mandatory.' if E else '--require-hashes면 전이 의존성까지 해시 필요. pip-compile --generate-hashes 필수.'
        lab = 'hash: pip --hash sha256'
    elif k == 4:
        S = f'github.com/{pick(["spf13/cobra", "stretchr/testify", "google/uuid"])} v1.{rint(1, 9)}.{rint(0, 9)} h1:{b64e(rb(32))}'
        mc = ('go.sum conflict after the merge:\n' if E else '머지 후 go.sum 충돌:\n') + block(S)
        ls = 'Never edit go.sum by hand; go mod tidy regenerates it.' if E else 'go.sum은 손으로 고치지 말 것. go mod tidy가 다시 만듦.'
        lab = 'hash: go.sum h1'
    elif k == 5:
        S = '\n'.join(f'{hexs(64)}  {f}' for f in ['app-linux-amd64.tar.gz', 'app-darwin-arm64.tar.gz'])
        mc = ('Release artifacts ship with SHA256SUMS:\n' if E else '릴리스 아티팩트에 SHA256SUMS가 같이 나감:\n') + f'```\n{S}\n```'
        ls = 'The install script verifies with sha256sum -c before unpacking.' if E else '설치 스크립트가 압축 풀기 전에 sha256sum -c로 검증함.'
        lab = 'hash: SHA256SUMS file'
    elif k == 6:
        S = f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{rint(10, 80)}.0"\n  hashes = [\n    "h1:{b64e(rb(32))}",\n    "zh:{hexs(64)}",\n  ]\n}}'
        mc = ('.terraform.lock.hcl differs between Mac and Linux runners:\n' if E else '맥이랑 리눅스 러너에서 .terraform.lock.hcl이 다름:\n') + f'```hcl\n{S}\n```'
        ls = 'Run terraform providers lock -platform=linux_amd64 -platform=darwin_arm64 so both hashes are recorded.' if E else 'terraform providers lock으로 두 플랫폼 해시를 다 기록해야 함.'
        lab = 'hash: terraform lock hashes'
    elif k == 7:
        S = f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.{rint(0, 9)}" integrity="sha384-{b64e(rb(48))}" crossorigin="anonymous"></script>'
        mc = ('The status page loads Chart.js with SRI:\n' if E else '상태 페이지가 SRI로 Chart.js를 불러옴:\n') + block(S)
        ls = 'Bumping the version without updating the integrity attribute makes the browser refuse the script.' if E else 'integrity 안 바꾸고 버전만 올리면 브라우저가 스크립트를 거부함.'
        lab = 'hash: SRI sha384'
    elif k == 8:
        h = hexs(32)
        mc = (f'The nightly export file has MD5 {h}; the partner checks it against their copy.' if E else f'나이틀리 익스포트 파일 MD5는 {h}. 파트너가 자기 사본과 비교함.')
        ls = 'The partner only accepts the file if the MD5 in the manifest matches.' if E else '매니페스트의 MD5가 맞아야 파트너가 파일을 받음.'
        lab = 'hash: MD5 checksum'
    elif k == 9:
        et = hexs(32)
        mc = (f'S3 returns ETag "{et}-{rint(2, 40)}" for the multipart upload, which is not the MD5 of the file.' if E else
              f'멀티파트 업로드라 S3 ETag가 "{et}-{rint(2, 40)}"로 나옴. 파일 MD5가 아님.')
        ls = 'Use the x-amz-checksum-sha256 header if an end-to-end checksum is needed.' if E else '엔드투엔드 체크섬 필요하면 x-amz-checksum-sha256 헤더 사용.'
        lab = 'hash: S3 multipart ETag'
    elif k == 10:
        mc = (f'The CDN kept serving main.{hexs(8)}.js after the deploy.' if E else f'배포 후에도 CDN이 main.{hexs(8)}.js를 계속 서빙함.')
        ls = f'The new build is main.{hexs(8)}.js; index.html was cached for an hour, so it still pointed at the old hash.' if E else f'새 빌드는 main.{hexs(8)}.js. index.html이 1시간 캐시돼서 예전 해시를 가리켰던 것.'
        lab = 'hash: content-hashed filename'
    elif k == 11:
        S = f'/nix/store/{rs("0123456789abcdfghijklmnpqrsvwxyz", 32)}-openssl-3.{rint(0, 3)}.{rint(0, 15)}'
        mc = ('The Nix shell picks up a different OpenSSL than CI:\n' if E else 'Nix 셸이 CI와 다른 OpenSSL을 잡음:\n') + block(S)
        ls = 'flake.lock pins nixpkgs; updating the lock changes every store path hash.' if E else 'flake.lock이 nixpkgs를 고정함. lock 갱신하면 모든 store 경로 해시가 바뀜.'
        lab = 'hash: nix store path'
    elif k == 12:
        S = f'hashed_secret: {hexs(40)}\nis_verified: false\nline_number: {rint(5, 200)}\ntype: Secret Keyword'
        mc = ('detect-secrets flagged a test file; the baseline entry:\n' if E else 'detect-secrets가 테스트 파일을 잡음. baseline 항목:\n') + f'```yaml\n{S}\n```'
        ls = 'The baseline stores a SHA-1 of the finding, not the value; auditing it marks false positives.' if E else 'baseline은 값이 아니라 SHA-1만 저장함. audit로 오탐 표시 가능.'
        lab = 'hash: detect-secrets baseline hashed_secret'
    else:
        cid = 'bafybei' + rs('abcdefghijklmnopqrstuvwxyz234567', 52)
        mc = (f'The NFT metadata points to ipfs://{cid}/meta.json.' if E else f'NFT 메타데이터가 ipfs://{cid}/meta.json을 가리킴.')
        ls = 'The CID is a content hash; changing the JSON means a new CID and a contract update.' if E else 'CID는 콘텐츠 해시라 JSON을 바꾸면 CID가 바뀌고 컨트랙트도 갱신해야 함.'
        lab = 'hash: IPFS CID'
    return lab, mc, ls, ''


# ---- IDs ---------------------------------------------------------------------------------------
def cl_ids(lang, i):
    k = i % 16
    E = lang == 'en'
    if k == 0:
        rid = uuid4()
        mc = (f'AWS support asked for the request ID of the failing PutObject: {rid}.' if E else f'AWS 서포트가 실패한 PutObject 요청 ID를 달라고 함: {rid}')
        ls = 'Request IDs are in the x-amz-request-id response header; logging them makes support tickets much faster.' if E else '요청 ID는 x-amz-request-id 응답 헤더에 있음. 로그에 남기면 서포트 대응이 빨라짐.'
        lab = 'id: AWS request ID'
    elif k == 1:
        ids = [f'cus_{rs(B62, 14)}', f'pi_{rs(B62, 24)}', f'evt_{rs(B62, 24)}']
        mc = (f'The disputed payment: customer {ids[0]}, PaymentIntent {ids[1]}, webhook event {ids[2]}.' if E else
              f'분쟁 결제 건: 고객 {ids[0]}, PaymentIntent {ids[1]}, 웹훅 이벤트 {ids[2]}')
        ls = 'The event was delivered twice; the handler must be idempotent on the event ID.' if E else '이벤트가 두 번 전달됨. 핸들러는 이벤트 ID 기준으로 멱등이어야 함.'
        lab = 'id: Stripe object IDs'
    elif k == 2:
        mc = (f'Alerts go to channel C0{rs(ALNUM_U, 9)} in workspace T0{rs(ALNUM_U, 8)}; the bot user is U0{rs(ALNUM_U, 9)}.' if E else
              f'알림은 워크스페이스 T0{rs(ALNUM_U, 8)}의 채널 C0{rs(ALNUM_U, 9)}로 감. 봇 유저는 U0{rs(ALNUM_U, 9)}')
        ls = 'Channel IDs do not change when a channel is renamed, so config should use IDs, not names.' if E else '채널 이름 바꿔도 ID는 그대로라 설정엔 이름 말고 ID를 써야 함.'
        lab = 'id: Slack channel/team/user IDs'
    elif k == 3:
        oid = hexs(24)
        mc = (f'The broken order document is ObjectId("{oid}") in orders.' if E else f'깨진 주문 문서는 orders의 ObjectId("{oid}")')
        ls = 'The first 8 hex digits of an ObjectId are the creation timestamp, which dated the corruption.' if E else 'ObjectId 앞 8자리는 생성 시각이라 손상 시점을 알 수 있었음.'
        lab = 'id: MongoDB ObjectId'
    elif k == 4:
        tp = f'00-{hexs(32)}-{hexs(16)}-01'
        mc = (f'The slow request has traceparent {tp}.' if E else f'느린 요청의 traceparent: {tp}')
        ls = 'The gateway drops the header unless propagation is enabled, which split the trace in two.' if E else '게이트웨이에서 전파 설정을 안 켜면 헤더가 빠져서 트레이스가 둘로 쪼개짐.'
        lab = 'id: W3C traceparent'
    elif k == 5:
        arn = f'arn:aws:iam::{rint(10 ** 11, 10 ** 12 - 1)}:role/{pick(["github-actions-deploy", "lambda-exec", "eks-node"])}'
        mc = (f'CI assumes {arn} via OIDC.' if E else f'CI는 OIDC로 {arn}를 assume 함.')
        ls = 'The trust policy restricts the sub claim to the main branch; tag builds fail to assume the role.' if E else '신뢰 정책이 sub 클레임을 main 브랜치로 제한해서 태그 빌드는 role assume 실패.'
        lab = 'id: IAM role ARN'
    elif k == 6:
        sub = uuid4()
        rid = f'/subscriptions/{sub}/resourceGroups/rg-{org()}-prod/providers/Microsoft.Web/sites/app-{org()}-api'
        mc = (f'The web app resource is {rid}.' if E else f'웹앱 리소스 ID: {rid}')
        ls = 'az webapp commands accept --ids with this full path, which avoids ambiguity between subscriptions.' if E else 'az webapp 명령은 --ids로 전체 경로를 받아서 구독 간 혼동이 없음.'
        lab = 'id: Azure resource ID'
    elif k == 7:
        cid = f'{rint(10 ** 11, 10 ** 12 - 1)}-{rs(ALNUM_L, 32)}.apps.googleusercontent.com'
        mc = (f'The Google sign-in button uses client ID {cid}.' if E else f'Google 로그인 버튼의 client ID: {cid}')
        ls = 'The client ID is public; the redirect URI list in the console is what restricts where it can be used.' if E else 'client ID는 공개 값. 사용 가능한 곳은 콘솔의 redirect URI 목록이 제한함.'
        lab = 'id: OAuth client ID'
    elif k == 8:
        sid = 'AC' + hexs(32)
        mc = (f'SMS are sent from Twilio account {sid}; the messaging service is MG{hexs(32)}.' if E else f'SMS는 Twilio 계정 {sid}에서 발송. 메시징 서비스는 MG{hexs(32)}')
        ls = 'The account SID identifies the account; the auth token lives in Vault and is not needed to read logs in the console.' if E else '계정 SID는 식별자일 뿐. auth 토큰은 Vault에 있고 콘솔 로그 보는 데엔 필요 없음.'
        lab = 'id: Twilio account SID'
    elif k == 9:
        u = ulid()
        mc = (f'Job {u} was picked up twice by two workers.' if E else f'잡 {u}를 워커 두 대가 동시에 가져감.')
        ls = 'ULIDs sort by time, so the duplicate shows up next to the original in the table.' if E else 'ULID는 시간순 정렬이라 중복 건이 원본 바로 옆에 보임.'
        lab = 'id: ULID'
    elif k == 10:
        ev = hexs(32)
        mc = (f'Sentry event {ev} has the full stack for the crash.' if E else f'Sentry 이벤트 {ev}에 크래시 전체 스택이 있음.')
        ls = 'Source maps were not uploaded for that release, so frames show minified names.' if E else '그 릴리스에 소스맵이 안 올라가서 프레임이 minified 이름으로 보임.'
        lab = 'id: Sentry event ID'
    elif k == 11:
        ray = hexs(16) + '-' + pick(['ICN', 'NRT', 'LAX', 'FRA'])
        mc = (f'Users in Seoul got a 520; Cloudflare Ray ID {ray}.' if E else f'서울 사용자들이 520 에러. Cloudflare Ray ID {ray}')
        ls = '520 means the origin reset the connection; the origin keep-alive timeout was shorter than Cloudflare\'s.' if E else '520은 오리진이 연결을 끊은 것. 오리진 keep-alive가 Cloudflare보다 짧았음.'
        lab = 'id: Cloudflare Ray ID'
    elif k == 12:
        pod = f'api-{rs(ALNUM_L, 10)}-{rs(ALNUM_L, 5)}'
        mc = (f'Pod {pod} in namespace prod was OOMKilled three times.' if E else f'prod 네임스페이스의 {pod} 파드가 OOMKilled 3회.')
        ls = 'The memory limit was set for the old image; the new JVM flags need 512Mi more.' if E else '메모리 limit이 예전 이미지 기준이었음. 새 JVM 옵션에 512Mi 더 필요.'
        lab = 'id: Kubernetes pod name'
    elif k == 13:
        app = f'1:{rint(10 ** 11, 10 ** 12 - 1)}:{pick(["ios", "android", "web"])}:{hexs(16 if chance(0.5) else 22)}'
        mc = (f'Crashlytics is tied to Firebase app ID {app}.' if E else f'Crashlytics는 Firebase 앱 ID {app}에 연결돼 있음.')
        ls = 'The iOS and Android builds have separate app IDs; the upload script used the Android one for both.' if E else 'iOS랑 안드로이드는 앱 ID가 다름. 업로드 스크립트가 둘 다 안드로이드 ID를 썼음.'
        lab = 'id: Firebase app ID'
    elif k == 14:
        idem = uuid4()
        mc = (f'The retry sent Idempotency-Key {idem} again, which is why no duplicate charge happened.' if E else
              f'재시도가 같은 Idempotency-Key {idem}를 보내서 중복 결제가 안 일어났음.')
        ls = 'Idempotency keys are kept for 24 hours; a retry after that would create a new charge.' if E else '멱등 키는 24시간 유지됨. 그 이후 재시도는 새 결제가 됨.'
        lab = 'id: idempotency key'
    else:
        run = rint(10 ** 9, 2 * 10 ** 10)
        mc = (f'The failing workflow is run {run}, job {rint(10 ** 10, 4 * 10 ** 10)}.' if E else f'실패한 워크플로 run {run}, job {rint(10 ** 10, 4 * 10 ** 10)}')
        ls = 'Re-running only the failed job keeps the cache key, so the flaky cache is reused.' if E else '실패한 잡만 재실행하면 캐시 키가 같아서 문제 있는 캐시가 재사용됨.'
        lab = 'id: CI run/job IDs'
    return lab, mc, ls, ''


# ---- base64 of non-secret data -----------------------------------------------------------------
def cl_base64(lang, i):
    k = i % 7
    E = lang == 'en'
    if k == 0:
        cert = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(wrap('MIIC' + rs(B64, 600), 64)) + '\n-----END CERTIFICATE-----\n'
        S = f'clusters:\n- cluster:\n    certificate-authority-data: {b64e(cert.encode())[:180]}...\n    server: https://{ip_private()}:6443'
        mc = ('kubectl fails with x509 errors against the new cluster. The kubeconfig cluster entry:\n' if E else '새 클러스터에 kubectl이 x509 에러. kubeconfig 클러스터 항목:\n') + f'```yaml\n{S}\n```'
        ls = 'certificate-authority-data is the base64 of the public CA certificate; it had the old CA after the rotation.' if E else 'certificate-authority-data는 공개 CA 인증서의 base64. 교체 후에도 예전 CA가 들어 있었음.'
        lab = 'base64: kubeconfig CA data'
    elif k == 1:
        cur = b64e(json.dumps({'offset': rint(100, 9000), 'sort': 'created_at'}).encode())
        mc = (f'Pagination stops at page 3. The API returned next_cursor "{cur}".' if E else f'페이지네이션이 3페이지에서 멈춤. API가 준 next_cursor: "{cur}"')
        ls = 'The cursor is just base64 JSON with an offset; the client was URL-encoding it twice.' if E else '커서는 offset 담긴 base64 JSON일 뿐. 클라이언트가 URL 인코딩을 두 번 했음.'
        lab = 'base64: pagination cursor'
    elif k == 2:
        gid = b64e(f'{pick(["User", "Order", "Repository"])}:{rint(100, 99999)}'.encode())
        mc = (f'The GraphQL node ID {gid} does not resolve in staging.' if E else f'GraphQL 노드 ID {gid}가 스테이징에서 안 풀림.')
        ls = 'Relay global IDs are base64 of "Type:id"; the staging database has different numeric IDs.' if E else 'Relay 글로벌 ID는 "Type:id"의 base64. 스테이징 DB는 숫자 ID가 다름.'
        lab = 'base64: GraphQL global ID'
    elif k == 3:
        hdr = b64u(json.dumps({'alg': 'RS256', 'kid': rs(B64U, 22), 'typ': 'JWT'}, separators=(',', ':')).encode())
        mc = (f'The ID tokens fail verification; decoded header part {hdr} shows the kid.' if E else f'ID 토큰 검증 실패. 헤더 부분 {hdr}를 디코딩하면 kid가 보임.')
        ls = 'The kid rotated and our JWKS cache was 24 hours old.' if E else 'kid가 교체됐는데 JWKS 캐시가 24시간짜리였음.'
        lab = 'base64: JWT header only'
    elif k == 4:
        png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk' + rs(B64, 12) + 'AAAAAElFTkSuQmCC'
        mc = ('The email template embeds the tracking pixel inline:\n' if E else '메일 템플릿에 트래킹 픽셀이 인라인으로 들어 있음:\n') + f'`<img src="data:image/png;base64,{png}">`'
        ls = 'Some mail clients strip data: URIs, so the pixel should be hosted.' if E else '일부 메일 클라이언트가 data: URI를 제거해서 픽셀은 호스팅해야 함.'
        lab = 'base64: data URI image'
    elif k == 5:
        payload = b64e(json.dumps({'event': 'order.created', 'order_id': rint(10000, 99999), 'amount': rint(1000, 90000)}).encode())
        mc = (f'The Pub/Sub message data field is "{payload}".' if E else f'Pub/Sub 메시지 data 필드: "{payload}"')
        ls = 'Pub/Sub always base64-encodes data in push requests; the handler forgot to decode it.' if E else 'Pub/Sub 푸시는 data를 항상 base64로 보냄. 핸들러가 디코딩을 빠뜨림.'
        lab = 'base64: message payload'
    else:
        cm = b64e(('[server]\nport = 8080\nworkers = 4\n').encode())
        mc = (f'The ConfigMap binaryData.app.ini is {cm}.' if E else f'ConfigMap binaryData.app.ini 값: {cm}')
        ls = 'It decodes to the plain server settings; nothing sensitive, it is binaryData only because of a CRLF issue.' if E else '디코딩하면 평범한 서버 설정임. CRLF 문제 때문에 binaryData로 둔 것.'
        lab = 'base64: ConfigMap binaryData'
    return lab, mc, ls, ''


# ---- public keys, fingerprints, certificates -----------------------------------------------------
def cl_pubkeys(lang, i):
    k = i % 12
    E = lang == 'en'
    if k == 0:
        seed, pub = ed25519_keypair()
        line = ssh_ed25519_pub_line(pub, f'{user()}@{pick(["laptop", "ci", "build-01"])}')
        mc = ('The deploy user needs my key; the public key I added to authorized_keys:\n' if E else '배포 유저에 내 키가 필요했음. authorized_keys에 추가한 공개키:\n') + block(line)
        ls = 'authorized_keys is managed by Ansible, so manual edits are overwritten on the next run.' if E else 'authorized_keys는 Ansible이 관리해서 수동 수정은 다음 실행 때 덮어써짐.'
        lab = 'public key: ssh-ed25519 authorized_keys line'
    elif k == 1:
        line = ssh_rsa_pub_line(f'deploy@{org()}')
        mc = ('The legacy server only accepts RSA. Public key registered for the deploy account:\n' if E else '레거시 서버는 RSA만 받음. 배포 계정에 등록한 공개키:\n') + block(line)
        ls = 'OpenSSH 8.8+ disables ssh-rsa signatures by default; the client needs PubkeyAcceptedAlgorithms=+ssh-rsa.' if E else 'OpenSSH 8.8부터 ssh-rsa 서명이 기본 비활성. 클라이언트에 PubkeyAcceptedAlgorithms=+ssh-rsa 필요.'
        lab = 'public key: ssh-rsa line'
    elif k == 2:
        fp = 'SHA256:' + b64e(rb(32)).rstrip('=')
        mc = (f'First SSH to the bastion asks to confirm host key fingerprint {fp}.' if E else f'bastion 첫 SSH 접속 때 호스트 키 지문 {fp} 확인을 물어봄.')
        ls = 'The fingerprint matches the one published in the infra README, so it is safe to accept.' if E else '인프라 README에 공개된 지문과 같아서 수락해도 됨.'
        lab = 'fingerprint: SSH host key SHA256'
    elif k == 3:
        fp = ' '.join(wrap(hexs(40).upper(), 4))
        mc = (f'Release tags are signed with the team GPG key {fp}.' if E else f'릴리스 태그는 팀 GPG 키 {fp}로 서명됨.')
        ls = 'git verify-tag fails until the public key is imported from the keyserver.' if E else '키서버에서 공개키를 import 하기 전엔 git verify-tag 실패.'
        lab = 'fingerprint: GPG'
    elif k == 4:
        d, pub = ec_p256_keypair()
        lines = pem('PUBLIC KEY', der_seq(der_seq(OID_ECPUB, OID_P256), der_bits(pub)))
        mc = ('Webhook signatures are verified with this public key from the vendor docs page for our account:\n' if E else '웹훅 서명은 벤더 문서 페이지에 있는 우리 계정 공개키로 검증함:\n') + '```\n' + '\n'.join(lines) + '\n```'
        ls = 'Only the public half is needed to verify; the vendor keeps the private key.' if E else '검증엔 공개키만 필요. 개인키는 벤더가 가지고 있음.'
        lab = 'public key: PEM PUBLIC KEY'
    elif k == 5:
        body = wrap('MIID' + rs(B64, 250), 64)
        mc = ('The partner sent their TLS certificate to pin (start shown):\n' if E else '파트너가 피닝할 TLS 인증서를 보내줌 (앞부분):\n') + '```\n-----BEGIN CERTIFICATE-----\n' + '\n'.join(body[:3]) + '\n...\n-----END CERTIFICATE-----\n```'
        ls = 'Certificates are public; pinning the leaf breaks on renewal, so pin the intermediate instead.' if E else '인증서는 공개 정보임. leaf를 피닝하면 갱신 때 깨지니 중간 인증서를 피닝할 것.'
        lab = 'certificate: PEM certificate'
    elif k == 6:
        pk = age_public_key()
        mc = (f'.sops.yaml encrypts prod files to age recipient {pk}.' if E else f'.sops.yaml이 운영 파일을 age 수신자 {pk}로 암호화함.')
        ls = 'Adding a teammate means adding their age public key and running sops updatekeys.' if E else '팀원 추가하려면 그 사람 age 공개키를 넣고 sops updatekeys 실행.'
        lab = 'public key: age recipient'
    elif k == 7:
        pk = wireguard_key()
        mc = (f'The new office peer is registered with PublicKey = {pk}.' if E else f'새 사무실 피어는 PublicKey = {pk}로 등록됨.')
        ls = 'AllowedIPs on the server side decides routing; the public key only identifies the peer.' if E else '라우팅은 서버 쪽 AllowedIPs가 결정. 공개키는 피어 식별용.'
        lab = 'public key: WireGuard peer'
    elif k == 8:
        addr = '0x' + hexs(40)
        mc = (f'The treasury multisig is {addr} on mainnet.' if E else f'트레저리 멀티시그 주소: 메인넷 {addr}')
        ls = 'Addresses are public; checksum casing (EIP-55) must be kept when pasting into the config.' if E else '주소는 공개 정보. 설정에 넣을 때 EIP-55 체크섬 대소문자 유지해야 함.'
        lab = 'public address: Ethereum'
    elif k == 9:
        jwks = json.dumps({'keys': [{'kty': 'RSA', 'kid': rs(B64U, 16), 'use': 'sig', 'alg': 'RS256', 'n': b64u(rb(128)) + '...', 'e': 'AQAB'}]})
        mc = ('The IdP JWKS endpoint returns:\n' if E else 'IdP JWKS 엔드포인트 응답:\n') + f'```json\n{jwks}\n```'
        ls = 'JWKS contains only public keys; caching it for 5 minutes is enough.' if E else 'JWKS엔 공개키만 있음. 5분 캐시면 충분.'
        lab = 'public key: JWKS'
    elif k == 10:
        fp = ':'.join(wrap(hexs(64).upper(), 2))
        mc = (f'The mTLS client certificate SHA-256 fingerprint registered with the bank is {fp}.' if E else f'은행에 등록한 mTLS 클라이언트 인증서 SHA-256 지문: {fp}')
        ls = 'Renewing the cert changes the fingerprint, so the bank must be notified a week ahead.' if E else '인증서 갱신하면 지문이 바뀌니 은행에 일주일 전에 알려야 함.'
        lab = 'fingerprint: certificate SHA-256'
    else:
        pk = 'RW' + b64e(rb(40))[:54]
        mc = (f'Release binaries are signed with minisign; public key {pk}.' if E else f'릴리스 바이너리는 minisign으로 서명됨. 공개키 {pk}')
        ls = 'The public key is also in the README so users can verify downloads.' if E else '사용자가 다운로드를 검증할 수 있게 README에도 공개키가 있음.'
        lab = 'public key: minisign'
    return lab, mc, ls, ''


# ---- URLs, paths, connection strings without credentials ---------------------------------------
def cl_urls(lang, i):
    k = i % 10
    E = lang == 'en'
    h, u, db = dbhost(), dbuser(), dbname()
    if k == 0:
        S = f'DATABASE_URL=postgresql://{u}@{h}:5432/{db}?sslmode=verify-full'
        mc = ('The connection string has no password on purpose:\n' if E else '연결 문자열에 일부러 비번이 없음:\n') + block(S)
        ls = 'libpq picks the password from ~/.pgpass or IAM auth tokens generated at connect time.' if E else 'libpq가 ~/.pgpass나 접속 시 생성되는 IAM 인증 토큰에서 비번을 가져옴.'
        lab = 'url: postgres URL without password'
    elif k == 1:
        S = f'mongodb+srv://cluster0.{rs(ALNUM_L, 5)}.mongodb.net/?authSource=%24external&authMechanism=MONGODB-AWS'
        mc = ('The worker connects to Atlas with IAM auth:\n' if E else '워커는 IAM 인증으로 Atlas에 접속함:\n') + block(S)
        ls = 'MONGODB-AWS uses the pod role credentials, so there is no user or password in the URI.' if E else 'MONGODB-AWS는 파드 role 크리덴셜을 써서 URI에 유저/비번이 없음.'
        lab = 'url: mongodb IAM auth URI'
    elif k == 2:
        S = f'git@github.com:{org()}/{pick(["infra", "api", "web"])}.git'
        mc = (f'The submodule URL is {S}, which fails in CI.' if E else f'서브모듈 URL이 {S}라서 CI에서 실패함.')
        ls = 'CI has no SSH key; rewriting to HTTPS with the job token via insteadOf fixes it.' if E else 'CI엔 SSH 키가 없음. insteadOf로 HTTPS + 잡 토큰으로 바꾸면 해결.'
        lab = 'url: git SSH remote'
    elif k == 3:
        pod = f'{pick(["api", "worker", "sync"])}-{rs(ALNUM_L, 10)}-{rs(ALNUM_L, 5)}'
        mc = (f'Service account token path inside {pod}: /var/run/secrets/kubernetes.io/serviceaccount/token.' if E else f'{pod} 파드 안 서비스 계정 토큰 경로: /var/run/secrets/kubernetes.io/serviceaccount/token')
        ls = 'The token is projected and rotated by the kubelet; the client must re-read the file, not cache it at start.' if E else '토큰은 kubelet이 프로젝션하고 교체함. 클라이언트는 시작 때 캐시하지 말고 파일을 다시 읽어야 함.'
        lab = 'path: service account token path'
    elif k == 4:
        S = f's3://{org()}-data-lake/raw/events/dt=2025-0{rint(1, 9)}-{rint(10, 28)}/'
        mc = (f'The backfill reads from {S}.' if E else f'백필은 {S}에서 읽음.')
        ls = 'The bucket policy only allows the ETL role; local runs need to assume it.' if E else '버킷 정책이 ETL role만 허용해서 로컬에선 그 role을 assume 해야 함.'
        lab = 'url: S3 path'
    elif k == 5:
        mc = (f'Stripe webhooks should hit https://api.{org()}.com/webhooks/stripe, but the dashboard still points at the old host.' if E else
              f'Stripe 웹훅은 https://api.{org()}.com/webhooks/stripe로 와야 하는데 대시보드가 아직 예전 호스트를 가리킴.')
        ls = 'Each webhook endpoint has its own signing secret, so moving the URL needs the new secret in the service.' if E else '웹훅 엔드포인트마다 서명 시크릿이 달라서 URL 옮기면 새 시크릿을 서비스에 넣어야 함.'
        lab = 'url: webhook endpoint'
    elif k == 6:
        S = f'jdbc:sqlserver://{h}:1433;databaseName={db};authentication=ActiveDirectoryMSI;encrypt=true'
        mc = ('The reporting job uses managed identity:\n' if E else '리포팅 잡은 managed identity를 씀:\n') + block(S)
        ls = 'With ActiveDirectoryMSI there is no password; the VM identity needs a contained database user.' if E else 'ActiveDirectoryMSI면 비번 없음. VM ID에 contained DB 유저가 필요함.'
        lab = 'url: JDBC with managed identity'
    elif k == 7:
        mc = ('Credentials files the CLI looks at, in order: ~/.aws/credentials, ~/.aws/config, then the instance metadata endpoint 169.254.169.254.' if E else
              'CLI가 크리덴셜을 찾는 순서: ~/.aws/credentials, ~/.aws/config, 그다음 인스턴스 메타데이터 169.254.169.254')
        ls = 'An old [default] profile in ~/.aws/credentials shadowed the SSO profile.' if E else '~/.aws/credentials의 예전 [default] 프로필이 SSO 프로필을 가렸음.'
        lab = 'path: credential file search order'
    elif k == 8:
        S = f'REDIS_URL=redis://redis.{org()}.internal:6379/2'
        mc = ('Session store config:\n' if E else '세션 스토어 설정:\n') + block(S)
        ls = 'The internal Redis has no AUTH and relies on the network policy; only the api namespace can reach it.' if E else '내부 Redis는 AUTH 없이 네트워크 정책에 의존함. api 네임스페이스만 접근 가능.'
        lab = 'url: redis URL without auth'
    else:
        mc = (f'OAuth redirect URI registered for the app: https://app.{org()}.com/auth/callback.' if E else f'앱에 등록된 OAuth redirect URI: https://app.{org()}.com/auth/callback')
        ls = 'Localhost callbacks must be registered separately; the provider matches the URI exactly.' if E else 'localhost 콜백은 따로 등록해야 함. 제공자가 URI를 정확히 비교함.'
        lab = 'url: OAuth redirect URI'
    return lab, mc, ls + follow_up(lang), clean_ask(lang)


FOLLOW_UPS = {'en': ['', '', ' Checked with the platform team.', ' Confirmed on the staging box.', ' This matches the infra README.',
                     ' Worth adding to the onboarding doc.', ' Took a while to figure out.'],
              'ko': ['', '', ' 플랫폼 팀에 확인함.', ' 스테이징 서버에서 확인함.', ' 인프라 README와 일치함.', ' 온보딩 문서에 추가할 만함.',
                     ' 이거 알아내는 데 한참 걸림.']}
CLEAN_ASKS2 = {'en': ['', '', '', 'Is this documented anywhere official?', 'Who owns this setup?'],
               'ko': ['', '', '', '공식 문서 어디 있음?', '이 설정 담당자 누구?']}


def follow_up(lang):
    return pick(FOLLOW_UPS[lang])


def clean_ask(lang):
    return pick(CLEAN_ASKS2[lang])


# ---- CLI flags explained in prose ---------------------------------------------------------------
FLAG_PROSE = [
    ('mysql -p without a value prompts for the password; putting the password right after -p (no space) is what scripts do, and it shows up in ps.',
     'mysql -p 뒤에 값이 없으면 비번을 물어봄. 스크립트들은 -p 바로 뒤에 붙여 쓰는데 그러면 ps에 보임.'),
    ('docker login --password-stdin reads the password from standard input, so it never appears in shell history.',
     'docker login --password-stdin은 표준입력에서 비번을 읽어서 쉘 히스토리에 안 남음.'),
    ('psql never takes a password flag; it uses PGPASSWORD, ~/.pgpass or prompts with -W.',
     'psql엔 비번 플래그가 없음. PGPASSWORD, ~/.pgpass를 쓰거나 -W로 물어봄.'),
    ('gh auth login --with-token reads the token from stdin; pipe it from the secret manager instead of pasting it.',
     'gh auth login --with-token은 stdin에서 토큰을 읽음. 붙여넣지 말고 시크릿 매니저에서 파이프로.'),
    ('openssl accepts -passin env:VAR or file:path, which keeps the passphrase off the command line.',
     'openssl은 -passin env:VAR나 file:경로를 받아서 패스프레이즈를 명령줄에 안 남길 수 있음.'),
    ('sshpass -e reads the password from the SSHPASS environment variable instead of -p.',
     'sshpass -e는 -p 대신 SSHPASS 환경변수에서 비번을 읽음.'),
    ('redis-cli --askpass prompts for the password; -a on the command line triggers the "insecure" warning.',
     'redis-cli --askpass는 비번을 물어봄. 명령줄 -a는 insecure 경고가 뜸.'),
    ('kubectl create secret --from-file keeps the value out of shell history, unlike --from-literal.',
     'kubectl create secret --from-file은 --from-literal과 달리 값이 쉘 히스토리에 안 남음.'),
    ('vault login -method=oidc opens the browser; no token needs to be copied by hand.',
     'vault login -method=oidc는 브라우저를 열어서 토큰을 손으로 복사할 필요가 없음.'),
    ('az login --use-device-code works on headless boxes and never asks for the password on the terminal.',
     'az login --use-device-code는 헤드리스 서버에서도 되고 터미널에서 비번을 안 물어봄.'),
    ('npm login --auth-type=web finishes in the browser and writes the token to ~/.npmrc itself.',
     'npm login --auth-type=web은 브라우저에서 끝나고 토큰을 ~/.npmrc에 알아서 씀.'),
    ('The -N flag of ssh-keygen sets the passphrase; an empty string (-N "") creates an unencrypted key for CI.',
     'ssh-keygen -N은 패스프레이즈 설정. 빈 문자열(-N "")이면 CI용 비암호화 키가 만들어짐.'),
    ('htpasswd -B uses bcrypt; without it older versions store MD5-crypt hashes.', 'htpasswd -B는 bcrypt 사용. 없으면 예전 버전은 MD5-crypt 해시를 저장함.'),
    ('ansible-playbook --ask-vault-pass prompts once; --vault-password-file points to a script that fetches it.',
     'ansible-playbook --ask-vault-pass는 한 번 물어봄. --vault-password-file은 값을 가져오는 스크립트를 가리킴.'),
    ('mongosh -p with no value prompts for the password, which is the safe way in shared terminals.',
     'mongosh -p 뒤에 값 없으면 비번을 물어봄. 공용 터미널에선 이게 안전함.'),
    ('curl --netrc-file reads credentials from a file, so -u user:pass is not needed in scripts.',
     'curl --netrc-file은 파일에서 크리덴셜을 읽어서 스크립트에 -u user:pass가 필요 없음.'),
    ('aws sso login caches short-lived credentials under ~/.aws/sso/cache; nothing long-lived is written.',
     'aws sso login은 짧은 수명 크리덴셜을 ~/.aws/sso/cache에 캐시함. 장기 키는 안 씀.'),
    ('git credential-manager stores tokens in the OS keychain instead of ~/.git-credentials.',
     'git credential-manager는 토큰을 ~/.git-credentials 대신 OS 키체인에 저장함.'),
    ('sqlcmd -G switches to Entra ID authentication, so -U/-P are not used.', 'sqlcmd -G는 Entra ID 인증으로 바꿔서 -U/-P를 안 씀.'),
    ('wrangler secret put reads the value interactively or from stdin; it is never written to wrangler.toml.',
     'wrangler secret put은 값을 대화형이나 stdin으로 받음. wrangler.toml엔 절대 안 씀.'),
]


def cl_flags(lang, i):
    en, ko = FLAG_PROSE[i % len(FLAG_PROSE)]
    E = lang == 'en'
    mc = pick(['The script I was asked to fix passes credentials on the command line, and I did not know the safer options.',
               'Nobody documented how the CLI gets its credentials in CI.', 'I was unsure whether the flag in the runbook leaks the secret.'] if E else
              ['고쳐야 하는 스크립트가 명령줄로 크리덴셜을 넘기는데 더 안전한 옵션을 몰랐음.', 'CI에서 CLI가 크리덴셜을 어떻게 받는지 문서가 없었음.',
               '런북의 플래그가 시크릿을 노출하는지 확신이 없었음.'])
    ls = (en if E else ko) + follow_up(lang)
    ask = pick(['Should I update the runbook to use the prompt/stdin form?', '', ''] if E else ['런북을 프롬프트/stdin 방식으로 바꿔도 됨?', '', ''])
    return 'prose: CLI credential flag explained', mc, ls, ask


# ---- password policies ------------------------------------------------------------------------
def cl_policy(lang, i):
    k = i % 8
    E = lang == 'en'
    n = pick([10, 12, 14, 16])
    items = [
        (f'Password policy for the admin portal: at least {n} characters, one uppercase letter, one digit, one symbol; the last 5 passwords cannot be reused.',
         f'어드민 포털 비번 정책: 최소 {n}자, 대문자/숫자/특수문자 각 1개 이상, 최근 5개 재사용 불가.'),
        ('Passwords expire every 90 days for staff accounts but never for service accounts, which are rotated by the vault instead.',
         '직원 계정 비번은 90일마다 만료, 서비스 계정은 만료 없이 vault가 교체함.'),
        (f'The signup form validates with ^(?=.*[A-Za-z])(?=.*\\d).{{{n},}}$ on the client and the same rule on the server.',
         f'회원가입 폼은 클라이언트에서 ^(?=.*[A-Za-z])(?=.*\\d).{{{n},}}$로 검사하고 서버도 같은 규칙.'),
        ('Accounts lock for 15 minutes after 5 failed logins; the lock counter resets on a successful login.',
         '로그인 5회 실패 시 15분 잠금. 로그인 성공하면 카운터 초기화.'),
        (f'Password hashes use bcrypt with cost {pick([10, 12, 13])}; raising the cost rehashes on next login.',
         f'비번 해시는 bcrypt cost {pick([10, 12, 13])}. cost 올리면 다음 로그인 때 재해싱됨.'),
        ('Argon2id parameters: m=65536, t=3, p=4. Login takes about 80 ms on the API pods.',
         'Argon2id 파라미터: m=65536, t=3, p=4. API 파드에서 로그인에 약 80ms.'),
        ('Per NIST 800-63B we dropped composition rules and check new passwords against a breached-password list instead.',
         'NIST 800-63B에 따라 조합 규칙을 없애고 새 비번을 유출 비번 목록과 대조하는 방식으로 바꿈.'),
        ('Korean users often type Hangul with the IME still on; the form now warns when the password field contains Hangul jamo.',
         '한글 IME 켠 채로 비번 치는 사용자가 많아서 비번 필드에 한글 자모가 있으면 경고를 띄우도록 함.'),
    ]
    en, ko = items[k]
    mc = pick(['The password rules were not written down anywhere I could find.', 'Support kept getting "password rejected" tickets and I did not know the rules.'] if E else
              ['비번 규칙이 어디에도 정리돼 있지 않았음.', '"비번 거부됨" 문의가 계속 오는데 규칙을 몰랐음.'])
    return 'policy: password rules', mc, (en if E else ko) + follow_up(lang), clean_ask(lang)


# ---- authentication error messages -------------------------------------------------------------
AUTH_ERRORS = [
    ('FATAL:  password authentication failed for user "{u}"', 'The app was using the replica host with the primary\'s user, which does not exist there.', '앱이 프라이머리 유저로 레플리카에 붙고 있었는데 거긴 그 유저가 없음.'),
    ("ERROR 1045 (28000): Access denied for user '{u}'@'{ip}' (using password: YES)", 'The grant was for localhost only; the container connects from the bridge network.', 'grant가 localhost로만 돼 있었음. 컨테이너는 브리지 네트워크에서 접속함.'),
    ('{{"error": {{"message": "Incorrect API key provided: sk-proj-********************{l4}. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "code": "invalid_api_key"}}}}',
     'The key belonged to a deleted project; the error only shows the last four characters.', '삭제된 프로젝트의 키였음. 에러엔 끝 네 자리만 나옴.'),
    ('{{"ok": false, "error": "invalid_auth"}}', 'The bot token was revoked when the app was reinstalled to the workspace.', '앱을 워크스페이스에 재설치하면서 봇 토큰이 폐기됐음.'),
    ('{{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}}', 'The fine-grained token expired after 30 days.', 'fine-grained 토큰이 30일 지나 만료됨.'),
    ('An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.',
     'The profile pointed at a deleted IAM user; switching to the SSO profile fixed it.', '프로필이 삭제된 IAM 유저를 가리켰음. SSO 프로필로 바꾸니 해결.'),
    ('An error occurred (ExpiredToken) when calling the AssumeRole operation: The security token included in the request is expired',
     'The session from aws sso login lasts 8 hours; long jobs need to refresh it.', 'aws sso login 세션은 8시간. 긴 작업은 갱신 필요.'),
    ('NOAUTH Authentication required.', 'The client read REDIS_URL before the secret was mounted.', '시크릿이 마운트되기 전에 클라이언트가 REDIS_URL을 읽었음.'),
    ('WRONGPASS invalid username-password pair or user is disabled.', 'The ACL user was disabled during the migration.', '마이그레이션 중에 ACL 유저가 비활성화됐음.'),
    ('remote: Invalid username or password.\nfatal: Authentication failed for \'https://github.com/{org}/api.git/\'', 'GitHub stopped accepting account passwords for git over HTTPS; a token or SSH is required.', 'GitHub는 HTTPS git에 계정 비번을 더 이상 안 받음. 토큰이나 SSH 필요.'),
    ('Permission denied (publickey).', 'The agent had the key but ssh picked another identity first; IdentitiesOnly=yes fixed it.', '에이전트에 키가 있었지만 ssh가 다른 키를 먼저 시도함. IdentitiesOnly=yes로 해결.'),
    ('AuthenticationFailed: Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.',
     'The VM clock was 20 minutes off, which invalidates the request signature.', 'VM 시계가 20분 틀려서 요청 서명이 무효가 됐음.'),
    ('google.api_core.exceptions.PermissionDenied: 403 API key not valid. Please pass a valid API key.', 'The key is restricted to the Maps API only; Vertex needs a service account.', '키가 Maps API 전용으로 제한돼 있음. Vertex는 서비스 계정이 필요함.'),
    ('npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.', 'The .npmrc in the home directory overrode the project one.', '홈 디렉터리 .npmrc가 프로젝트 것을 덮어씀.'),
    ('x509: certificate signed by unknown authority', 'The corporate proxy re-signs TLS; the container needs the proxy CA in its trust store.', '사내 프록시가 TLS를 재서명함. 컨테이너 trust store에 프록시 CA 필요.'),
    ('Login failed for user \'{u}\'. Reason: Password did not match that for the login provided. [CLIENT: {ip}]', 'The password had been reset in the portal but not in the connection string secret.', '포털에서 비번을 재설정했는데 연결 문자열 시크릿은 그대로였음.'),
    ('SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512',
     'The Kafka user exists only in the prod cluster.', '카프카 유저가 운영 클러스터에만 있음.'),
    ('Error: 401 Unauthorized: {{"message":"Invalid authentication credentials"}}', 'Kong expects the key in the apikey header, not Authorization.', 'Kong은 키를 Authorization이 아니라 apikey 헤더로 받음.'),
    ('HTTP 403: {{"errors":[{{"code":"AUTHENTICATION_ERROR","detail":"This request could not be authorized."}}]}}', 'Sandbox tokens do not work against the production base URL.', '샌드박스 토큰은 운영 base URL에서 안 됨.'),
    ('ORA-01017: invalid username/password; logon denied', 'Oracle passwords are case-sensitive since 11g; the script upper-cased it.', '11g부터 오라클 비번은 대소문자 구분. 스크립트가 대문자로 바꿨었음.'),
    ('Host key verification failed.', 'The bastion was rebuilt and has a new host key; known_hosts still had the old one.', 'bastion이 재구축돼서 호스트 키가 바뀜. known_hosts에 예전 키가 있었음.'),
    ('401 Client Error: Unauthorized for url: https://api.{org}.com/v2/reports?page=1', 'The token was sent to the v1 auth server, whose tokens are not accepted by v2.', '토큰을 v1 인증 서버에서 받았는데 v2는 그 토큰을 안 받음.'),
]


def cl_autherr(lang, i):
    msg, en, ko = AUTH_ERRORS[i % len(AUTH_ERRORS)]
    msg = msg.format(u=dbuser(), ip=ip_private(), l4=rs(B64U, 4), org=org())
    E = lang == 'en'
    mc = pick(['The job failed with:\n', 'Nobody told me the integration had been failing since Friday with:\n', 'The error I hit:\n'] if E else
              ['잡이 이 에러로 실패함:\n', '금요일부터 연동이 이 에러로 실패 중이었다는 걸 아무도 안 알려줌:\n', '마주친 에러:\n']) + f'```\n{msg}\n```'
    return 'auth error message', mc, en if E else ko, pick(['', 'Who owns this credential?'] if E else ['', '이 크리덴셜 담당자 누구?'])


# ---- rotation talk without the key --------------------------------------------------------------
def cl_rotation(lang, i):
    v = pick(V)
    E = lang == 'en'
    k = i % 11
    last4 = rs(B62, 4)
    when = f'2025-{rint(1, 12):02d}-{rint(1, 28):02d}'
    items = [
        (f'The {v.name} {v.desc} leaked in a CI log last week. It was rotated on {when}; the new value is in Vault under secret/prod/{v.key}.',
         f'지난주 CI 로그에 {v.name} {j(v.desc_ko, "이")} 노출됨. {when}에 교체했고 새 값은 Vault secret/prod/{v.key}에 있음.'),
        (f'Revoked the {v.name} token ending in {last4}; nothing used it after the migration.', f'끝자리 {last4}인 {v.name} 토큰 폐기함. 마이그레이션 후 쓰는 곳 없었음.'),
        (f'{v.name} keys are rotated automatically every 30 days by the rotation Lambda; apps read the current version at start-up.',
         f'{v.name} 키는 로테이션 Lambda가 30일마다 자동 교체함. 앱은 기동 시 현재 버전을 읽음.'),
        (f'After rotating the {v.name} {v.desc}, the old one stays valid for 24 hours, so deploys have a day to pick up the new value.',
         f'{v.name} {v.desc_ko} 교체 후 예전 값이 24시간 유효해서 배포에 하루 여유가 있음.'),
        (f'The {v.name} {v.desc} was committed in 2023; rotating it was not enough, the history also had to be rewritten with git filter-repo.',
         f'{v.name} {j(v.desc_ko, "이")} 2023년에 커밋됐었음. 교체만으론 부족해서 git filter-repo로 히스토리도 다시 씀.'),
        (f'GitHub push protection blocked a commit containing a {v.name} {v.desc}; the developer removed it and rotated the key before retrying.',
         f'GitHub push protection이 {v.name} {v.desc_ko} 포함 커밋을 막음. 개발자가 키를 지우고 교체한 뒤 다시 푸시함.'),
        (f'Rotation runbook for {v.name}: create the new key, update the secret, roll the deployment, verify traffic, then delete the old key.',
         f'{v.name} 교체 런북: 새 키 발급 → 시크릿 갱신 → 디플로이 롤링 → 트래픽 확인 → 예전 키 삭제.'),
        (f'The {v.name} integration now uses OIDC federation, so there is no long-lived {v.desc} to rotate anymore.',
         f'{v.name} 연동이 이제 OIDC 페더레이션이라 교체할 장기 {j(v.desc_ko, "이")} 없음.'),
        (f'Secret scanning alert #{rint(10, 400)} ({v.name} {v.desc}) was closed as "revoked" after the key was disabled in the vendor console.',
         f'시크릿 스캐닝 알림 #{rint(10, 400)} ({v.name} {v.desc_ko})은 벤더 콘솔에서 키 비활성화 후 "revoked"로 닫음.'),
        (f'Two {v.name} keys exist during rotation; the app tries the primary, then the secondary, so there is no downtime.',
         f'교체 중엔 {v.name} 키가 두 개. 앱이 primary 먼저, 그다음 secondary를 시도해서 다운타임 없음.'),
        (f'The offboarding checklist now includes rotating shared {v.name} credentials the leaver had access to.',
         f'퇴사 체크리스트에 퇴사자가 접근했던 공용 {v.name} 크리덴셜 교체 항목을 추가함.'),
    ]
    en, ko = items[k]
    mc = pick(['I did not know the credential had already been rotated.', 'Context missing: the state of the key after the incident.',
               'The task mentioned "the rotated key" without saying what happened.'] if E else
              ['크리덴셜이 이미 교체된 걸 몰랐음.', '빠진 맥락: 사고 이후 키 상태.', '작업에 "교체된 키"라고만 있고 무슨 일이 있었는지 설명이 없었음.'])
    return 'prose: rotation without the key', mc, en if E else ko, pick(['', 'Should the rotation be automated?'] if E else ['', '교체를 자동화해야 하지 않나?'])


# ---- encrypted values ------------------------------------------------------------------------
def cl_encrypted(lang, i):
    k = i % 6
    E = lang == 'en'
    if k == 0:
        def enc(n):
            return f'ENC[AES256_GCM,data:{b64e(rb(n))},iv:{b64e(rb(32))},tag:{b64e(rb(16))},type:str]'
        S = f'db_password: {enc(18)}\napi_key: {enc(30)}\nsops:\n    age:\n        - recipient: {age_public_key()}'
        lab = 'encrypted: sops ENC values'
    elif k == 1:
        S = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(hexs(80) for _ in range(4))
        lab = 'encrypted: ansible-vault blob'
    elif k == 2:
        S = f'spec:\n  encryptedData:\n    password: Ag{b64e(rb(300))[:200]}...'
        lab = 'encrypted: SealedSecret encryptedData'
    elif k == 3:
        S = f'{b64e(rb(120))}--{b64e(rb(12))}--{b64e(rb(16))}'
        lab = 'encrypted: Rails credentials.yml.enc content'
    elif k == 4:
        S = f'spring.datasource.password=ENC({b64e(rb(32))})'
        lab = 'encrypted: Jasypt ENC()'
    else:
        S = '-----BEGIN PGP MESSAGE-----\n\n' + '\n'.join(wrap('hQ' + rs(B64, 190), 64)) + '\n-----END PGP MESSAGE-----'
        lab = 'encrypted: PGP message'
    mc = pick(['The secrets file in the repo looks like this, and I was not sure it was safe to commit:\n', 'The config value is encrypted:\n'] if E else
              ['레포의 시크릿 파일이 이렇게 생겼는데 커밋해도 되는지 몰랐음:\n', '설정 값이 암호화돼 있음:\n']) + f'```\n{S}\n```'
    ls = pick(['It is ciphertext; decryption needs the key held by the platform team, so committing it is the intended workflow.',
               'Only CI can decrypt it; locally the app uses the development defaults.'] if E else
              ['암호문임. 복호화 키는 플랫폼 팀이 가지고 있어서 커밋하는 게 의도된 방식.', 'CI에서만 복호화 가능. 로컬에선 개발용 기본값 사용.'])
    return lab, mc, ls, ''


# ---- misc risky-looking but clean -----------------------------------------------------------------
MISC = [
    ('code: password field names', 'The users table has password_hash VARCHAR(60) and password_changed_at; reset tokens live in password_reset_tokens with a 1-hour TTL.',
     'users 테이블에 password_hash VARCHAR(60), password_changed_at 컬럼이 있고 재설정 토큰은 password_reset_tokens 테이블에 1시간 TTL로 저장됨.'),
    ('code: secret-scanner regex', 'The pre-commit hook blocks lines matching ghp_[A-Za-z0-9]{36} and AKIA[0-9A-Z]{16}.',
     'pre-commit 훅이 ghp_[A-Za-z0-9]{36}, AKIA[0-9A-Z]{16} 패턴에 맞는 줄을 막음.'),
    ('i18n: password strings', 'Translation keys: auth.password.invalid = "비밀번호가 올바르지 않습니다", auth.password.too_short = "Password must be at least 12 characters".',
     '번역 키: auth.password.invalid = "비밀번호가 올바르지 않습니다", auth.password.too_short = "Password must be at least 12 characters"'),
    ('config: gitignore secrets', '.gitignore covers .env, .env.*, *.pem, *.p12 and secrets/, but not .env.example, which is intended.',
     '.gitignore에 .env, .env.*, *.pem, *.p12, secrets/가 있고 .env.example은 의도적으로 제외.'),
    ('code: function signatures', 'verify_password(plain: str, hashed: str) -> bool wraps passlib; never log the plain argument.',
     'verify_password(plain: str, hashed: str) -> bool 은 passlib 래퍼. plain 인자는 절대 로그에 남기지 말 것.'),
    ('config: OpenAPI security scheme', 'The OpenAPI spec declares securitySchemes.bearerAuth (type http, scheme bearer, bearerFormat JWT) and apiKeyHeader (in: header, name: X-API-Key).',
     'OpenAPI 스펙에 securitySchemes.bearerAuth (http/bearer/JWT)와 apiKeyHeader (header, X-API-Key)가 정의돼 있음.'),
    ('html: password input', 'The login form uses <input type="password" name="password" autocomplete="current-password">; the change form uses autocomplete="new-password".',
     '로그인 폼은 <input type="password" name="password" autocomplete="current-password">, 변경 폼은 autocomplete="new-password".'),
    ('log: password event without value', 'Audit log line: 2025-04-02T10:11:12Z user=hkim action=password_changed ip=10.2.3.4 result=success.',
     '감사 로그: 2025-04-02T10:11:12Z user=hkim action=password_changed ip=10.2.3.4 result=success'),
    ('terraform: random_password resource', 'The DB password comes from random_password.db (length 32, special = false) and is written straight to Secrets Manager; it never appears in outputs.',
     'DB 비번은 random_password.db (length 32, special = false)로 생성돼 바로 Secrets Manager에 저장됨. output엔 안 나옴.'),
    ('env var names only', 'Required env vars: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENTRY_DSN, JWT_SECRET. The app refuses to start if any is missing.',
     '필수 env: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENTRY_DSN, JWT_SECRET. 하나라도 없으면 앱이 안 뜸.'),
    ('header names only', 'The partner API needs X-Api-Key and X-Signature headers; the signature is HMAC-SHA256 over the raw body.',
     '파트너 API는 X-Api-Key, X-Signature 헤더가 필요함. 서명은 raw body의 HMAC-SHA256.'),
    ('code: test asserts masking', 'test_logging.py asserts that "Authorization: Bearer ***" is what ends up in the log line.',
     'test_logging.py가 로그 줄에 "Authorization: Bearer ***"가 남는지 검사함.'),
    ('config: gitleaks allowlist', 'gitleaks.toml allowlists the paths tests/fixtures/ and docs/examples/ and the regex EXAMPLE$.',
     'gitleaks.toml이 tests/fixtures/, docs/examples/ 경로와 EXAMPLE$ 정규식을 allowlist로 둠.'),
    ('prose: token lifetimes', 'Access tokens live 15 minutes, refresh tokens 30 days; refresh tokens rotate on every use.',
     '액세스 토큰 15분, 리프레시 토큰 30일. 리프레시 토큰은 쓸 때마다 교체됨.'),
    ('k8s: secret object names', 'kubectl get secrets -n prod lists stripe-credentials, db-creds and tls-api; values were not printed.',
     'kubectl get secrets -n prod 결과 stripe-credentials, db-creds, tls-api가 있음. 값은 출력 안 함.'),
    ('prose: key sizes', 'We use RSA 3072 for TLS and Ed25519 for SSH; the HSM only supports P-256 for signing.',
     'TLS는 RSA 3072, SSH는 Ed25519. HSM은 서명에 P-256만 지원.'),
    ('config: password hashing settings', "PASSWORD_HASHERS puts Argon2PasswordHasher first; old PBKDF2 hashes are upgraded on login.",
     'PASSWORD_HASHERS 첫 번째가 Argon2PasswordHasher. 예전 PBKDF2 해시는 로그인 시 업그레이드됨.'),
    ('prose: MFA setup without seed', 'MFA enrollment for new staff happens at the IT desk; the QR code is shown once and never stored.',
     '신입 MFA 등록은 IT 데스크에서 함. QR 코드는 한 번만 보여주고 저장 안 함.'),
    ('prose: secret manager paths', 'Secret paths: secret/prod/payments/*, secret/prod/search/*; CI has read access only to the staging tree.',
     '시크릿 경로: secret/prod/payments/*, secret/prod/search/*. CI는 staging 트리만 읽기 가능.'),
    ('code: redaction helper', 'redact(s) replaces anything after "password=" or "token=" up to the next & with ***.',
     'redact(s)는 "password=", "token=" 뒤부터 다음 &까지를 ***로 바꿈.'),
    ('prose: default credentials warning', 'Grafana ships with a default admin login that must be changed on first start; the Helm chart generates a random one instead.',
     'Grafana는 첫 기동 시 바꿔야 하는 기본 admin 계정이 있음. Helm 차트는 대신 랜덤 값을 생성함.'),
    ('code: JWT claims', 'The token claims are sub, org_id, scope and exp; the scope string is space-separated like "orders:read orders:write".',
     '토큰 클레임은 sub, org_id, scope, exp. scope는 "orders:read orders:write"처럼 공백 구분.'),
    ('prose: keychain usage', 'On macOS the CLI stores the token in the login keychain under the service name "acme-cli"; security find-generic-password shows the entry metadata.',
     'macOS에선 CLI가 토큰을 로그인 키체인의 "acme-cli" 서비스명으로 저장함. security find-generic-password로 항목 메타데이터 확인 가능.'),
    ('config: CSP with nonce', "Content-Security-Policy: script-src 'self' 'nonce-{nonce}'; the nonce changes per request.",
     "Content-Security-Policy: script-src 'self' 'nonce-{nonce}'. nonce는 요청마다 바뀜."),
    ('prose: webhook signature header', 'Incoming webhooks carry Stripe-Signature: t=1712345678,v1=<hex>; the handler recomputes v1 with the endpoint secret from Vault.',
     '웹훅엔 Stripe-Signature: t=1712345678,v1=<hex> 헤더가 옴. 핸들러가 Vault의 엔드포인트 시크릿으로 v1을 다시 계산함.'),
    ('code: CSRF token field', 'Forms include a hidden csrfmiddlewaretoken input; the value changes per session and is useless outside it.',
     '폼에 hidden csrfmiddlewaretoken 입력이 있음. 값은 세션마다 바뀌고 세션 밖에선 의미 없음.'),
    ('prose: SSO only', 'The admin console is SSO-only since March; local passwords were disabled for everyone except the break-glass account kept in the safe.',
     '3월부터 관리 콘솔은 SSO 전용. 금고에 보관된 비상 계정 말고는 로컬 비번이 전부 비활성화됨.'),
]


def cl_misc(lang, i):
    lab, en, ko = MISC[i % len(MISC)]
    E = lang == 'en'
    txt = (en if E else ko).replace('{nonce}', b64e(rb(16)))
    mc = pick(['I was not sure how the auth pieces fit together in this codebase.', 'Missing context about how credentials are handled here.',
               'The task touched the auth module, which I had not seen before.'] if E else
              ['이 코드베이스에서 인증 관련 부분이 어떻게 엮이는지 몰랐음.', '여기서 크리덴셜을 어떻게 다루는지 맥락이 없었음.', '작업이 처음 보는 인증 모듈을 건드렸음.'])
    return lab, mc, txt + follow_up(lang), clean_ask(lang)


# ---- publishable keys ---------------------------------------------------------------------------
def cl_publishable(lang, i):
    k = i % 34
    E = lang == 'en'
    o = org()
    if k == 0:
        S, lab, why = f'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_key("pk", "live")}', 'Stripe publishable key', 0
    elif k == 1:
        S, lab, why = f"const stripe = await loadStripe('{stripe_key('pk', 'test', False)}');", 'Stripe test publishable key', 0
    elif k == 2:
        pid = f'{o}-{rint(1000, 9999)}'
        S = (f'const firebaseConfig = {{\n  apiKey: "AIza{rs(B64U, 35)}",\n  authDomain: "{pid}.firebaseapp.com",\n  projectId: "{pid}",\n'
             f'  appId: "1:{rint(10 ** 11, 10 ** 12 - 1)}:web:{hexs(22)}"\n}};')
        lab, why = 'Firebase web config apiKey', 1
    elif k == 3:
        S, lab, why = f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>', 'reCAPTCHA site key', 2
    elif k == 4:
        S, lab, why = f"mapboxgl.accessToken = '{mapbox_token('pk', o.replace('-', ''))}';", 'Mapbox public token', 3
    elif k == 5:
        S, lab, why = f"const searchClient = algoliasearch('{rs(ALNUM_U, 10)}', '{hexs(32)}'); // search-only key", 'Algolia search-only key', 4
    elif k == 6:
        S = f'Sentry.init({{\n  dsn: "https://{hexs(32)}@o{rint(100000, 4999999)}.ingest.us.sentry.io/{rint(4500000000000000, 4509999999999999)}",\n  tracesSampleRate: 0.1,\n}});'
        lab, why = 'Sentry DSN', 5
    elif k == 7:
        S, lab, why = f"posthog.init('phc_{rs(B62, 43)}', {{ api_host: 'https://us.i.posthog.com' }})", 'PostHog project API key', 6
    elif k == 8:
        ref = rs(LOW, 20)
        S = f'VITE_SUPABASE_URL=https://{ref}.supabase.co\nVITE_SUPABASE_ANON_KEY={supabase_jwt(ref, "anon")}'
        lab, why = 'Supabase anon key', 7
    elif k == 9:
        S, lab, why = f'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rs(B64U, 22)}_{rs(B64U, 8)}', 'Supabase publishable key', 7
    elif k == 10:
        S, lab, why = f'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk("clerk." + o + ".com")}', 'Clerk publishable key', 8
    elif k == 11:
        S, lab, why = f"const tossPayments = TossPayments('{pick(['live_ck_', 'test_ck_'])}{rs(B62, 24)}');", 'Toss Payments client key', 9
    elif k == 12:
        S, lab, why = f"Kakao.init('{hexs(32)}'); // JavaScript 키", 'Kakao JavaScript key', 10
    elif k == 13:
        S = f"datadogRum.init({{\n  applicationId: '{uuid4()}',\n  clientToken: 'pub{hexs(32)}',\n  site: 'datadoghq.com',\n  service: 'web',\n}});"
        lab, why = 'Datadog RUM client token', 11
    elif k == 14:
        S, lab, why = f"licenseKey: 'NRJS-{hexs(19)}', applicationID: '{rint(100000000, 999999999)}'", 'New Relic browser license key', 12
    elif k == 15:
        S, lab, why = f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>', 'Turnstile site key', 2
    elif k == 16:
        S, lab, why = f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>', 'hCaptcha site key', 2
    elif k == 17:
        S, lab, why = f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{rs(B64U, 35)}&callback=initMap"></script>', 'Google Maps JavaScript API key', 1
    elif k == 18:
        S, lab, why = f"const options = {{ key: 'rzp_live_{rs(B62, 14)}', amount: 50000, currency: 'INR' }};", 'Razorpay key_id', 13
    elif k == 19:
        S, lab, why = f'<script src="https://www.paypal.com/sdk/js?client-id=A{rs(B64U, 79)}&currency=USD"></script>', 'PayPal client ID in SDK URL', 14
    elif k == 20:
        S, lab, why = f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', '{rs(ALNUM_U, 13)}');", 'Square application ID', 14
    elif k == 21:
        S, lab, why = f"Paddle.Initialize({{ token: 'live_{hexs(27)}' }});", 'Paddle client-side token', 15
    elif k == 22:
        S, lab, why = f"const checkout = await AdyenCheckout({{ clientKey: 'live_{rs(ALNUM_U, 32)}', environment: 'live' }});", 'Adyen client key', 15
    elif k == 23:
        S, lab, why = f"FlutterwaveCheckout({{ public_key: 'FLWPUBK-{hexs(32)}-X', tx_ref: 'ord-{rint(1000, 9999)}' }});", 'Flutterwave public key', 0
    elif k == 24:
        S, lab, why = f"const handler = PaystackPop.setup({{ key: 'pk_live_{hexs(40)}', email: customer.email }});", 'Paystack public key', 0
    elif k == 25:
        S, lab, why = f'analytics.load("{rs(B62, 32)}");', 'Segment write key', 16
    elif k == 26:
        S, lab, why = f"amplitude.init('{hexs(32)}', {{ defaultTracking: true }});", 'Amplitude browser API key', 16
    elif k == 27:
        S, lab, why = f'mixpanel.init("{hexs(32)}", {{ track_pageview: true }});', 'Mixpanel project token', 16
    elif k == 28:
        S, lab, why = f"const ldClient = initialize('{hexs(24)}', context);", 'LaunchDarkly client-side ID', 17
    elif k == 29:
        S, lab, why = f"braintree.client.create({{ authorization: 'production_{rs(ALNUM_L, 8)}_{rs(ALNUM_L, 16)}' }});", 'Braintree tokenization key', 15
    elif k == 30:
        S, lab, why = f'<script type="text/javascript" src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={rs(ALNUM_L, 10)}"></script>', 'Naver Maps client ID', 18
    elif k == 31:
        S, lab, why = f'<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey={hexs(32)}&libraries=services"></script>', 'Kakao Maps JavaScript app key', 10
    elif k == 32:
        S, lab, why = f'"style": "https://api.maptiler.com/maps/streets-v2/style.json?key={rs(B62, 20)}"', 'MapTiler client key', 19
    else:
        S, lab, why = f"algolia: {{ appId: '{rs(ALNUM_U, 10)}', apiKey: '{hexs(32)}', indexName: '{o}' }}, // DocSearch public key", 'Algolia DocSearch key', 4
    WHY = [('Publishable keys are meant for the browser; the secret key stays on the server.', 'publishable 키는 브라우저용. 시크릿 키는 서버에만 있음.'),
           ('The Firebase/Google web API key only identifies the project; access is enforced by security rules and API restrictions.', 'Firebase/Google 웹 API 키는 프로젝트 식별용. 접근 제어는 보안 규칙과 API 제한으로 함.'),
           ('The site key is public by design; only the secret key used for server-side verification must be protected.', '사이트 키는 원래 공개용. 서버 검증용 시크릿 키만 보호하면 됨.'),
           ('Public (pk) map tokens are meant to ship in the client and are restricted by URL.', '공개(pk) 지도 토큰은 클라이언트에 포함되는 용도이고 URL로 제한됨.'),
           ('The search-only key can only query the public index; the admin key is server-side.', '검색 전용 키는 공개 인덱스 조회만 가능. admin 키는 서버에만 있음.'),
           ('Sentry documents the DSN as safe to expose; it only allows sending events.', 'Sentry 문서상 DSN은 노출돼도 됨. 이벤트 전송만 가능.'),
           ('The project key is write-only for events and is meant to be public.', '프로젝트 키는 이벤트 쓰기 전용이고 공개 전제.'),
           ('The anon/publishable key is meant for the client; row-level security protects the data.', 'anon/publishable 키는 클라이언트용. 데이터는 RLS로 보호됨.'),
           ('The publishable key only encodes the frontend API host.', 'publishable 키는 프론트엔드 API 호스트만 담고 있음.'),
           ('The client key is meant for the payment widget in the browser; the secret key stays in the backend.', '클라이언트 키는 브라우저 결제 위젯용. 시크릿 키는 백엔드에만 있음.'),
           ('The JavaScript key is restricted to registered domains and is meant to be public.', 'JavaScript 키는 등록된 도메인으로 제한되고 공개 전제임.'),
           ('RUM client tokens are designed to be exposed in the browser.', 'RUM 클라이언트 토큰은 브라우저 노출을 전제로 설계됨.'),
           ('The browser license key is public by design.', '브라우저 라이선스 키는 원래 공개용.'),
           ('The key_id is public and used in checkout; the key secret is only on the server.', 'key_id는 공개돼서 체크아웃에 쓰임. key secret은 서버에만 있음.'),
           ('The client ID is public; the client secret stays on the server.', 'client ID는 공개 값. client secret은 서버에만 있음.'),
           ('The client-side key is meant for the browser SDK and cannot perform server operations.', '클라이언트 키는 브라우저 SDK용이라 서버 작업은 못 함.'),
           ('The write key is embedded in every page and can only send events.', 'write 키는 모든 페이지에 포함되고 이벤트 전송만 가능.'),
           ('The client-side ID is public; the server SDK key is separate.', '클라이언트 ID는 공개 값. 서버 SDK 키는 별도.'),
           ('The map client ID is exposed in the script URL by design and restricted to registered domains.', '지도 client ID는 스크립트 URL에 원래 노출되고 등록 도메인으로 제한됨.'),
           ('MapTiler keys are used from the browser and restricted by allowed HTTP origins.', 'MapTiler 키는 브라우저에서 쓰이고 허용 origin으로 제한됨.')]
    w = WHY[why][0 if E else 1]
    mc = pick(['I was asked whether this value in the frontend bundle is a leak:\n', 'The security scanner flagged this line in the web app:\n',
               'Not sure this belongs in the client code:\n'] if E else
              ['프론트 번들에 있는 이 값이 유출인지 질문받음:\n', '보안 스캐너가 웹앱의 이 줄을 잡음:\n', '이게 클라이언트 코드에 있어도 되는지 몰랐음:\n']) + block(S)
    ask = pick(['', 'Should we mark this pattern as allowed in the scanner config?'] if E else ['', '스캐너 설정에서 이 패턴 허용 처리할까?'])
    return f'publishable: {lab} [publishable]', mc, w, ask


# ----------------------------------------------------------------------------------------------
# assembly and validation
# ----------------------------------------------------------------------------------------------
FIELD_LIMITS = (('missing_context', 1024, False), ('lesson', 1024, False), ('ask_next_time', 512, True))
RETRIES = {'count': 0}
GENERIC_ASK = {'en': ['Where is this documented?', 'Who should I ask about access next time?', 'Is there a staging equivalent?',
                      'Should this go in the onboarding doc?', 'Can we get a service account for this?',
                      'Which environment is this for, staging or prod?', 'Is this still current?',
                      'Is there a runbook for this I missed?'],
               'ko': ['이거 어디 문서화돼 있음?', '다음엔 접근 권한 누구한테 물어봐야 함?', '스테이징용도 따로 있음?', '온보딩 문서에 넣어야 하나?',
                      '서비스 계정 받을 수 있음?', '이거 스테이징용임 운영용임?', '이 정보 아직 최신임?', '혹시 내가 못 본 런북 있음?']}


def mask(text, secrets):
    covered = bytearray(len(text))
    for s in secrets:
        i = text.find(s)
        while i >= 0:
            for j in range(i, i + len(s)):
                covered[j] = 1
            i = text.find(s, i + 1)
    return ''.join('\0' if covered[i] else ch for i, ch in enumerate(text))


def rule_errors(kind, category, fields, secrets, cands):
    errs = []
    for name, limit, may_be_empty in FIELD_LIMITS:
        val = fields[name]
        if not isinstance(val, str):
            errs.append(f'{name} not str')
            continue
        if not may_be_empty and not val.strip():
            errs.append(f'{name} empty')
        if len(val.encode('utf-8')) > limit:
            errs.append(f'{name} too long ({len(val.encode("utf-8"))} bytes)')
    if kind == 'clean':
        if secrets or cands:
            errs.append('clean note has secrets')
    else:
        if not secrets:
            errs.append('secret note without secrets')
    if category.endswith(' [publishable]') != category.startswith('publishable:'):
        errs.append('publishable tag mismatch')
    joined = list(fields.values())
    for s in secrets:
        if len(s) < 8:
            errs.append(f'secret shorter than 8: {s!r}')
        if s != s.strip():
            errs.append(f'secret has surrounding whitespace: {s!r}')
        if not any(s in f for f in joined):
            errs.append(f'secret not verbatim in fields: {s!r}')
    masked = [mask(f, secrets) for f in joined]
    for s in list(secrets) + [c for c in cands if c not in secrets]:
        for i in range(0, max(0, len(s) - 7)):
            w = s[i:i + 8]
            if any(w in m for m in masked):
                errs.append(f'8-char window {w!r} of {s[:20]!r}... outside listed occurrences')
                break
    return errs


def build(kind, lang, builder, *args):
    for _ in range(60):
        try:
            category, mc, ls, ask, cands = builder(lang, *args)
        except Retry:
            RETRIES['count'] += 1
            continue
        if ask == '' and chance(0.45):
            ask = pick(GENERIC_ASK[lang])
        fields = {'missing_context': mc, 'lesson': ls, 'ask_next_time': ask}
        secrets = []
        for c in cands:
            if c not in secrets and any(c in f for f in fields.values()):
                secrets.append(c)
        if rule_errors(kind, category, fields, secrets, cands):
            RETRIES['count'] += 1
            continue
        return {'lang': lang, 'kind': kind, 'category': category, 'fields': fields, 'secrets': secrets, '_cands': cands}
    raise RuntimeError(f'could not build {builder.__name__} {args} {lang}: ' +
                       '; '.join(rule_errors(kind, category, fields, secrets, cands)))


# ----------------------------------------------------------------------------------------------
# schedule: which family / template / vendor fills each slot, and in which language
# ----------------------------------------------------------------------------------------------
N_PER_KIND, N_EN, N_KO = 360, 216, 144
POPULAR = ['aws', 'aws_sts', 'github', 'github_fg', 'openai', 'anthropic', 'slack', 'stripe', 'gitlab', 'gemini',
           'huggingface', 'sendgrid', 'twilio', 'dockerhub', 'npm', 'azure_ad', 'datadog', 'supabase', 'vercel', 'cloudflare']
N_VENDOR = 185
SECRET_FAMS = [(fam_multi, 8, None), (fam_cli, 34, CLI_T), (fam_sql, 9, SQL_T), (fam_conn, 24, CONN_T),
               (fam_prose_wrap, 24, list(range(22))), (fam_logs_wrap, 13, list(range(20))), (fam_keys, 14, list(range(16))),
               (fam_appsecret, 8, list(range(11))), (fam_totp, 12, list(range(13))), (fam_wifi, 6, list(range(8))),
               (fam_pin, 6, list(range(7))), (fam_seed, 4, list(range(4))), (fam_apppw, 6, list(range(6))),
               (fam_cookie, 7, list(range(8)))]
CLEAN_FAMS = [(cl_refs, 52, None), (cl_placeholder, 34, list(range(17))), (cl_docexample, 14, DOC_EXAMPLES),
              (cl_hashes, 28, list(range(14))), (cl_ids, 32, list(range(16))), (cl_base64, 12, list(range(7))),
              (cl_pubkeys, 20, list(range(12))), (cl_urls, 20, list(range(10))), (cl_flags, 20, FLAG_PROSE),
              (cl_policy, 12, list(range(8))), (cl_autherr, 22, AUTH_ERRORS), (cl_rotation, 22, list(range(11))),
              (cl_publishable, 36, list(range(34))), (cl_encrypted, 10, list(range(6))), (cl_misc, 26, MISC)]
KO_PUBLISHABLE = {11, 12, 30, 31}


def template_order(templates, n):
    """Spread n notes over the templates: every template once before any repeats."""
    if templates is None:
        return list(range(n))
    out = []
    while len(out) < n:
        idx = list(range(len(templates)))
        R.shuffle(idx)
        out += idx
    return out[:n]


def schedule():
    slots = {'secret': [], 'clean': []}
    by_key = {v.key: v for v in V}
    ko_vendors = [v.key for v in V if v.ko]
    rest = [v.key for v in V if v.key not in POPULAR and not v.ko]
    R.shuffle(rest)
    picked = POPULAR + POPULAR + ko_vendors
    picked += rest[:N_VENDOR - len(picked)]
    for key in picked:
        slots['secret'].append((fam_vendor, by_key[key], 'ko' if by_key[key].ko else None))
    for fn, n, templates in SECRET_FAMS:
        for i in template_order(templates, n):
            slots['secret'].append((fn, i, None))
    for fn, n, templates in CLEAN_FAMS:
        for i in template_order(templates, n):
            pref = 'ko' if fn is cl_publishable and i in KO_PUBLISHABLE else None
            slots['clean'].append((fn, i, pref))
    for kind in ('secret', 'clean'):
        assert len(slots[kind]) == N_PER_KIND, (kind, len(slots[kind]))
    return slots


def assign_langs(slots):
    """Korean share is stratified: every family gets ~40% Korean notes (largest remainder), forced-Korean slots first."""
    R.shuffle(slots)
    groups = []
    for i, s in enumerate(slots):
        name = s[0].__name__
        for g in groups:
            if g[0] == name:
                g[1].append(i)
                break
        else:
            groups.append((name, [i]))
    quotas = [len(ix) * N_KO / len(slots) for _, ix in groups]
    base = [int(q) for q in quotas]
    order = sorted(range(len(groups)), key=lambda k: (-(quotas[k] - base[k]), k))
    for k in order[:N_KO - sum(base)]:
        base[k] += 1
    langs = [None] * len(slots)
    for (name, ix), want in zip(groups, base):
        forced = [i for i in ix if slots[i][2] == 'ko']
        assert len(forced) <= want, name
        free = [i for i in ix if slots[i][2] != 'ko']
        R.shuffle(free)
        for i in forced + free[:want - len(forced)]:
            langs[i] = 'ko'
        for i in free[want - len(forced):]:
            langs[i] = 'en'
    assert langs.count('ko') == N_KO and langs.count('en') == N_EN
    return langs


def main(out_path):
    slots = schedule()
    notes, seen = [], []
    for kind in ('secret', 'clean'):
        langs = assign_langs(slots[kind])
        for (fn, arg, _), lang in zip(slots[kind], langs):
            for _ in range(20):
                if kind == 'secret':
                    note = build('secret', lang, fn, arg)
                else:
                    note = build('clean', lang, lambda lg, i, f=fn: f(lg, i) + ([],), arg)
                key = tuple(note['fields'].values())
                if key not in seen:
                    break
                RETRIES['count'] += 1
            assert key not in seen, 'could not draw a unique note'
            seen.append(key)
            notes.append(note)
    R.shuffle(notes)
    out = []
    for n, note in enumerate(notes, 1):
        out.append({'id': f'ga{n:03d}', 'lang': note['lang'], 'kind': note['kind'], 'category': note['category'],
                    'fields': note['fields'], 'secrets': note['secrets']})
    final_checks(out, notes)
    with open(out_path, 'w', encoding='utf-8') as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + '\n')
    data = open(out_path, 'rb').read()
    print(f'wrote {len(out)} notes to {out_path}')
    print('sha256', hashlib.sha256(data).hexdigest())
    print('build retries (random collisions / size overflows re-drawn):', RETRIES['count'])


def final_checks(out, notes):
    assert len(out) == 720
    ids = [o['id'] for o in out]
    assert ids == [f'ga{n:03d}' for n in range(1, 721)] and len(set(ids)) == 720
    for kind in ('secret', 'clean'):
        for lang, want in (('en', N_EN), ('ko', N_KO)):
            got = sum(1 for o in out if o['kind'] == kind and o['lang'] == lang)
            assert got == want, (kind, lang, got)
    seen = []
    for o, note in zip(out, notes):
        assert list(o.keys()) == ['id', 'lang', 'kind', 'category', 'fields', 'secrets']
        assert list(o['fields'].keys()) == ['missing_context', 'lesson', 'ask_next_time']
        assert o['lang'] in ('en', 'ko') and o['kind'] in ('secret', 'clean')
        errs = rule_errors(o['kind'], o['category'], o['fields'], o['secrets'], note['_cands'])
        assert not errs, (o['id'], errs)
        if o['kind'] == 'clean':
            assert o['secrets'] == []
        else:
            assert o['secrets'] and len(o['secrets']) == len(set(o['secrets']))
        if o['lang'] == 'ko':
            assert any('\uac00' <= ch <= '\ud7a3' for ch in o['fields']['missing_context'] + o['fields']['lesson']), o['id']
        else:
            assert not any('\uac00' <= ch <= '\ud7a3' for ch in ''.join(o['fields'].values()).replace('비밀번호가 올바르지 않습니다', '')) \
                or o['category'].startswith(('prose: Hangul', 'i18n')), o['id']
        key = tuple(o['fields'].values())
        seen.append(key)
    assert len(set(seen)) == 720, 'duplicate notes'


if __name__ == '__main__':
    import os
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blind_set_v123.jsonl'))

