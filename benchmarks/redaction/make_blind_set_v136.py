#!/usr/bin/env python3
"""Generator of blind_set_v136.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network, deterministic.  A single
random.Random(136_2026_1128) drives every choice; the script never iterates
over a set and never calls hash(), so the output does not depend on
PYTHONHASHSEED.  Every credential body is generated at run time in the public
shape of its kind (prefix, alphabet, length, checksum or encoding).

Usage:  python3 make_blind_set_v136.py [output_path]
"""
import base64
import hashlib
import hmac
import json
import random
import re
import sys
import urllib.parse
import zlib

SEED = 136_2026_1128
R = random.Random(SEED)

N_PER_KIND = 360
N_EN = 216
N_KO = 144
ID_PREFIX = "gn"

# ---------------------------------------------------------------------------
# basic random helpers
# ---------------------------------------------------------------------------
DIG = "0123456789"
LOW = "abcdefghijklmnopqrstuvwxyz"
UPP = LOW.upper()
HEXL = "0123456789abcdef"
HEXU = HEXL.upper()
ALNUM = DIG + UPP + LOW
B64C = UPP + LOW + DIG + "+/"
B64U = UPP + LOW + DIG + "-_"
B32C = UPP + "234567"
LOWNUM = LOW + DIG
UPPNUM = UPP + DIG
BASE62 = DIG + UPP + LOW
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


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


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = BASE62[r] + out
    return out.rjust(width, "0")


def b58(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58(payload + chk)


def crc_token(prefix):
    """GitHub / npm style: 30 random base62 chars + 6-char base62 CRC32."""
    body = rs(ALNUM, 30)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jdump(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def compact(obj):
    return json.dumps(obj, separators=(",", ":"))


def fill(_tpl, **kw):
    """Replace {name} placeholders present in kw; leave any other brace alone."""
    return re.sub(r"\{(\w+)\}", lambda m: kw[m.group(1)] if m.group(1) in kw else m.group(0), _tpl)


def pct(s):
    return urllib.parse.quote(s, safe="")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ---------------------------------------------------------------------------
# small crypto: Ed25519 / X25519 / P-256 / RSA, enough to build real key files
# ---------------------------------------------------------------------------
P25519 = 2 ** 255 - 19
D_ED = -121665 * pow(121666, P25519 - 2, P25519) % P25519
I_ED = pow(2, (P25519 - 1) // 4, P25519)


def _xrecover(y):
    xx = (y * y - 1) * pow(D_ED * y * y + 1, P25519 - 2, P25519)
    x = pow(xx, (P25519 + 3) // 8, P25519)
    if (x * x - xx) % P25519 != 0:
        x = x * I_ED % P25519
    if x % 2:
        x = P25519 - x
    return x


_BY = 4 * pow(5, P25519 - 2, P25519) % P25519
_BX = _xrecover(_BY)


def _ed_add(P, Q):
    p = P25519
    X1, Y1, Z1, T1 = P
    X2, Y2, Z2, T2 = Q
    A = (Y1 - X1) * (Y2 - X2) % p
    B = (Y1 + X1) * (Y2 + X2) % p
    C = T1 * 2 * D_ED * T2 % p
    DD = Z1 * 2 * Z2 % p
    E, F, G, H = B - A, DD - C, DD + C, B + A
    return (E * F % p, G * H % p, F * G % p, E * H % p)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
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
    X, Y, Z, _ = _ed_mul(a, (_BX, _BY, 1, _BX * _BY % P25519))
    zi = pow(Z, P25519 - 2, P25519)
    x, y = X * zi % P25519, Y * zi % P25519
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def x25519(k_bytes, u=9):
    p = P25519
    k = bytearray(k_bytes)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    k = int.from_bytes(k, "little")
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in reversed(range(255)):
        kt = (k >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = kt
        A = x2 + z2
        AA = A * A % p
        B = x2 - z2
        BB = B * B % p
        E = AA - BB
        C = x3 + z3
        D = x3 - z3
        DA = D * A % p
        CB = C * B % p
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + 121665 * E) % p
    if swap:
        x2, z2 = x3, z3
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, "little")


def x25519_keypair():
    priv = bytearray(rb(32))
    priv[0] &= 248
    priv[31] &= 127
    priv[31] |= 64
    priv = bytes(priv)
    return priv, x25519(priv)


EC_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
EC_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
EC_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
        0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _ec_add(P1, P2):
    if P1 is None:
        return P2
    if P2 is None:
        return P1
    (x1, y1), (x2, y2) = P1, P2
    if x1 == x2 and (y1 + y2) % EC_P == 0:
        return None
    if P1 == P2:
        lam = (3 * x1 * x1 - 3) * pow(2 * y1, EC_P - 2, EC_P) % EC_P
    else:
        lam = (y2 - y1) * pow(x2 - x1, EC_P - 2, EC_P) % EC_P
    x3 = (lam * lam - x1 - x2) % EC_P
    return (x3, (lam * (x1 - x3) - y1) % EC_P)


def _ec_mul(k, P):
    Q = None
    while k:
        if k & 1:
            Q = _ec_add(Q, P)
        P = _ec_add(P, P)
        k >>= 1
    return Q


def p256_keypair():
    d = R.randrange(1, EC_N)
    x, y = _ec_mul(d, EC_G)
    return d, b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")


def ecdsa_sign(d, msg):
    z = int.from_bytes(hashlib.sha256(msg).digest(), "big")
    while True:
        k = R.randrange(1, EC_N)
        r = _ec_mul(k, EC_G)[0] % EC_N
        s = pow(k, EC_N - 2, EC_N) * (z + r * d) % EC_N
        if r and s:
            return r, s


_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n):
    for q in _SMALL_PRIMES:
        if n % q == 0:
            return n == q
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rand_prime(bits):
    while True:
        c = R.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _is_probable_prime(c):
            return c


def rsa_keypair(bits=2048):
    e = 65537
    while True:
        p, q = _rand_prime(bits // 2), _rand_prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            break
    n = p * q
    d = pow(e, -1, phi)
    return dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))


# --- DER ---------------------------------------------------------------------
def _dlen(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _dlen(len(content)) + content


def der_int(i):
    b = i.to_bytes(max(1, (i.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_seq(*items):
    return der(0x30, b"".join(items))


def der_set(*items):
    return der(0x31, b"".join(items))


def der_oid(s):
    parts = [int(x) for x in s.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for v in parts[2:]:
        enc = [v & 0x7F]
        v >>= 7
        while v:
            enc.insert(0, 0x80 | (v & 0x7F))
            v >>= 7
        out += bytes(enc)
    return der(0x06, out)


def der_oct(b):
    return der(0x04, b)


def der_bits(b):
    return der(0x03, b"\x00" + b)


def der_ctx(n, content):
    return der(0xA0 + n, content)


OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ECDSA_SHA256 = "1.2.840.10045.4.3.2"
OID_RSA = "1.2.840.113549.1.1.1"
OID_ED25519 = "1.3.101.112"


def pem(label, der_bytes, width=64):
    lines = wrap(b64(der_bytes), width)
    return lines, "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def ec_sec1_pem():
    d, pub = p256_keypair()
    body = der_seq(der_int(1), der_oct(d.to_bytes(32, "big")), der_ctx(0, der_oid(OID_P256)),
                   der_ctx(1, der_bits(pub)))
    return pem("EC PRIVATE KEY", body)


def ec_pkcs8_pem():
    """Apple .p8 style (App Store Connect / APNs keys)."""
    d, pub = p256_keypair()
    inner = der_seq(der_int(1), der_oct(d.to_bytes(32, "big")), der_ctx(1, der_bits(pub)))
    body = der_seq(der_int(0), der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_oct(inner))
    return pem("PRIVATE KEY", body)


def ed25519_pkcs8_pem():
    seed = rb(32)
    body = der_seq(der_int(0), der_seq(der_oid(OID_ED25519)), der_oct(der_oct(seed)))
    return pem("PRIVATE KEY", body)


def rsa_pkcs1_der(k):
    return der_seq(*[der_int(v) for v in (0, k["n"], k["e"], k["d"], k["p"], k["q"], k["dp"], k["dq"], k["qi"])])


def rsa_pkcs8_der(k):
    return der_seq(der_int(0), der_seq(der_oid(OID_RSA), der(0x05, b"")), der_oct(rsa_pkcs1_der(k)))


def _ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def _ssh_mpint(i):
    b = i.to_bytes((i.bit_length() + 8) // 8, "big")
    return _ssh_str(b)


def ssh_rsa_pub(k, comment):
    blob = _ssh_str("ssh-rsa") + _ssh_mpint(k["e"]) + _ssh_mpint(k["n"])
    return "ssh-rsa " + b64(blob) + " " + comment, blob


def ssh_ed25519_pub(pub, comment):
    blob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    return "ssh-ed25519 " + b64(blob) + " " + comment, blob


def ssh_fingerprint(blob):
    return "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")


def openssh_ed25519_private(comment):
    seed = rb(32)
    pub = ed25519_pub(seed)
    pubblob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + _ssh_str("ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub) + _ssh_str(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"")
            + (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(priv))
    lines = wrap(b64(blob), 70)
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    return lines, text, pub


def _name(cn, org=None):
    rdns = []
    if org:
        rdns.append(der_set(der_seq(der_oid("2.5.4.10"), der(0x0C, org.encode()))))
    rdns.append(der_set(der_seq(der_oid("2.5.4.3"), der(0x0C, cn.encode()))))
    return der_seq(*rdns)


def self_signed_cert(cn, org):
    d, pub = p256_keypair()
    y = rint(2023, 2025)
    nb = "%02d%02d%02d000000Z" % (y % 100, rint(1, 12), rint(1, 28))
    na = "%02d%02d%02d000000Z" % ((y + rint(1, 3)) % 100, rint(1, 12), rint(1, 28))
    algo = der_seq(der_oid(OID_ECDSA_SHA256))
    tbs = der_seq(der_ctx(0, der_int(2)), der_int(int.from_bytes(rb(16), "big") >> 1), algo, _name(cn, org),
                  der_seq(der(0x17, nb.encode()), der(0x17, na.encode())), _name(cn, org),
                  der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_bits(pub)))
    r, s = ecdsa_sign(d, tbs)
    cert = der_seq(tbs, algo, der_bits(der_seq(der_int(r), der_int(s))))
    return pem("CERTIFICATE", cert)


def spki_p256_pem():
    _, pub = p256_keypair()
    return pem("PUBLIC KEY", der_seq(der_seq(der_oid(OID_EC), der_oid(OID_P256)), der_bits(pub)))


# --- bech32 ---------------------------------------------------------------------
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _convertbits(data, frm, to):
    acc = bits = 0
    out = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def bech32(hrp, data5, const=1):
    hx = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    pm = _polymod(hx + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data5 + chk)


def bech32_bytes(hrp, b):
    return bech32(hrp, _convertbits(b, 8, 5))


def segwit_addr():
    return bech32("bc", [0] + _convertbits(rb(20), 8, 5))


def jwt_hs256(payload, key=None, header=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    key = key or rb(32)
    h = b64u(compact(header).encode())
    p = b64u(compact(payload).encode())
    sig = hmac.new(key, (h + "." + p).encode(), hashlib.sha256).digest()
    return h + "." + p + "." + b64u(sig)


def self_test():
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_pub(seed).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    k = bytes.fromhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")
    assert x25519(k).hex() == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"
    assert bech32("a", []) == "a12uel5l"
    assert _ec_mul(EC_N, EC_G) is None


# ---------------------------------------------------------------------------
# word lists
# ---------------------------------------------------------------------------
# BIP-39 English word list (2048 words, public, from bitcoin/bips bip-0039/english.txt)
BIP39 = """
abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid
acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice
aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all
alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient
anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple
approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit
august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon
badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best betray better between
beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood
blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken
bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger
burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal
cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash
casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census
century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry
chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil
claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud
clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come comfort
comic common company concert conduct confirm congress connect consider control convince cook cool copper copy coral
core corn correct cost cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash
crater crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle
dad damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline
decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart depend
deposit depth deputy derive describe desert design desk despair destroy detail detect develop device devote diagram
dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover
disease dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll dolphin domain
donate donkey donor door dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive
drop drum dry duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo
ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator
elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy
enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode equal
equip era erase erode erosion error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact
example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect
expire explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family
famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel
female fence festival fetch fever few fiber fiction field figure file film filter final find fine finger finish
fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float flock floor flower
fluid flush fly foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil
foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny
furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather
gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance
glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern
gown grab grace grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess
guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard
head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby
hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human
humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal
illness image imitate immense immune impact impose improve impulse inch include income increase index indicate
indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry
insane insect inside inspire install intact interest into invest invite involve iron island isolate issue item
ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk
just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock
know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn lawsuit
layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson
letter level liar liberty library license life lift light like limb limit link lion liquid list little live lizard
load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch
luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango mansion manual maple
marble march margin marine market marriage mask mass master match material math matrix matter maximum maze meadow
mean measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message
metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix
mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito mother
motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must mutual myself
mystery myth naive name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest
net network neutral never news next nice night noble noise nominee noodle normal north nose notable note nothing
notice novel now nuclear number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean october
odor off offer office often oil okay old olive olympic omit once one onion online only open opera opinion oppose
option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside
oval oven over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper parade
parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut pear peasant pelican
pen penalty pencil people pepper perfect permit person pet phone photo phrase physical piano picnic picture piece
pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug
plunge poem poet point polar pole police pond pony pool popular portion position possible post potato pottery
poverty powder power practice praise predict prefer prepare present pretty prevent price pride primary print
priority prison private prize problem process produce profit program project promote proof property prosper protect
proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push put puzzle
pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise
rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall receive
recipe record recycle reduce reflect reform refuse region regret regular reject relax release relief rely remain
remember remind remove render renew rent reopen repair repeat replace report require rescue resemble resist resource
response result retire retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right
rigid ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate
rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad salmon salon salt
salute same sample sand satisfy satoshi sauce sausage save say scale scan scare scatter scene scheme school science
scissors scorpion scout scrap screen script scrub sea search season seat second secret section security seed seek
segment select sell seminar senior sense sentence series service session settle setup seven shadow shaft shallow
share shed shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since sing siren sister
situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim slogan slot
slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social sock soda soft solar soldier
solid solution solve someone song soon sorry sort soul sound soup source south space spare spatial spawn speak
special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport spot spray spread
spring spy square squeeze squirrel stable stadium staff stage stairs stamp stand start state stay steak steel stem
step stereo stick still sting stock stomach stone stool story stove strategy street strike strong struggle student
stuff stumble style subject submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset
super supply supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet
swift swim swing switch sword symbol symptom syrup system table tackle tag tail talent talk tank tape target task
taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that theme then theory there they
thing this thought three thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title
toast tobacco today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic
topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer
trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet
trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical
ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown
unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless usual
utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle velvet vendor venture
venue verb verify version very vessel veteran viable vibrant vicious victory video view village vintage violin
virtual virus visa visit visual vital vivid vocal voice void volcano volume vote voyage wage wagon wait walk wall
walnut want warfare warm warrior wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend
weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window wine wing
wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth wrap wreck
wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo
""".split()
assert len(BIP39) == 2048 and BIP39 == sorted(BIP39), len(BIP39)


def bip39_phrase(words=12):
    ent_bits = {12: 128, 24: 256}[words]
    ent = rb(ent_bits // 8)
    cs = ent_bits // 32
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << cs | (h[0] >> (8 - cs))
    total = ent_bits + cs
    idx = [(bits >> (total - 11 * (i + 1))) & 0x7FF for i in range(words)]
    return " ".join(BIP39[i] for i in idx)


# ordinary words used in human passwords and passphrases (no label words like "password", "secret", "token")
PW_WORDS = """
apple banana cherry mango lemon orange peach melon tiger panda otter falcon eagle raven robin sparrow dolphin whale
coffee latte mocha pepper ginger maple cedar willow river canyon harbor island meadow forest summit glacier thunder
winter summer autumn spring sunset sunrise galaxy rocket comet planet orbit nebula pixel vector kernel docker
monkey donkey turtle rabbit hamster puppy kitten buddy rocky max luna bella charlie daisy coco milo nala
bluebird redwood greenway silver golden copper marble granite velvet crimson scarlet indigo violet amber jade
soccer tennis hockey guitar piano violin drummer jazz blues salsa tango marathon cycling surfing skiing
london paris berlin madrid lisbon tokyo osaka busan seoul jeju boston denver austin dallas chicago
""".split()

PHRASE_WORDS = """
correct horse battery staple purple monkey dishwasher orange tractor lunar gravel pickle hollow lantern velvet
cactus tundra biscuit walrus meadow crayon banjo pepper glacier harbor kettle marble noodle oyster parrot quartz
ribbon saddle teapot umbrella violet waffle yodel zipper anchor bramble candle dragon ember fossil goblin hammock
igloo jigsaw koala ladder mitten nectar orchid puzzle quiver rocket sprout thimble unicorn vortex wombat
""".split()

KO_PW_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "보리", "초코", "바다", "하늘", "별빛", "봄날", "여름밤",
               "가을", "겨울", "서울", "부산", "제주도", "김치", "떡볶이", "치킨", "커피", "라면", "무지개", "토끼",
               "호랑이", "곰돌이", "다람쥐", "해바라기", "벚꽃", "한강", "남산", "우리팀", "개발팀", "회사", "월급날",
               "화이팅", "안녕하세요", "비밀번호", "보안", "열쇠", "감자", "고구마", "딸기", "수박", "복숭아", "산책"]

CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt", "t",
        "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    """Korean typed with the IME off (2-beolsik layout): 사랑해 -> tkfkdgo."""
    out = ""
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out += CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28]
        else:
            out += ch
    return out


FIRST_EN = ["Priya", "Marco", "Dana", "Tom", "Aisha", "Lukas", "Sofia", "Kenji", "Olu", "Maya", "Ravi", "Elena",
            "Jonas", "Chloe", "Diego", "Hannah", "Sam", "Noah", "Grace", "Ivan", "Leila", "Ben", "Tariq", "Yuki"]
KO_PEOPLE = ["김대리님", "박팀장님", "민지님", "준호님", "이과장님", "서연님", "CTO님", "인프라팀", "보안팀",
             "지훈님", "수빈님", "최책임님", "정PM님", "하은님", "동현님", "사용자", "기존 담당자", "외주사 개발자"]
EN_PEOPLE = ["the user", "the team lead", "the on-call engineer", "the previous contractor", "the client's IT admin",
             "the user's manager", "someone in #infra", "the CTO"] + FIRST_EN
KO_USERS = ["minji.kim", "jhpark", "sylee", "dev01", "kimdh", "ops_admin", "hyunwoo", "jiyeon.choi", "svc_batch"]
EN_USERS = ["admin", "deploy", "app", "svc_app", "etl_user", "readonly", "ci-bot", "jenkins", "backup", "ops",
            "reporting", "api_user", "grafana", "monitor", "dev"]
COMPANIES = ["acme", "northwind", "globex", "initech", "hooli", "umbrella", "contoso", "fabrikam", "stark", "wayne",
             "hanbit", "daeil", "sejong", "mirae", "haneul", "pinecone-labs", "bluefin", "orbitly", "paperkite",
             "tidepool", "lumen", "brightwave", "kestrel", "greenleaf"]
TLDS = [".com", ".io", ".dev", ".co.kr", ".net", ".kr", ".app"]
ENVS_EN = ["staging", "production", "dev", "QA", "the demo env", "prod", "the sandbox", "preview"]
ENVS_KO = ["운영", "스테이징", "개발", "QA", "prod", "stg", "dev", "데모", "테스트"]
STORES_EN = ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "Doppler", "GCP Secret Manager",
             "Azure Key Vault", "SSM Parameter Store", "the CI variables", "Bitwarden", "Infisical", "sealed-secrets"]
STORES_KO = ["Vault", "AWS Secrets Manager", "1Password", "GitHub Secrets", "사내 Vault", "GCP Secret Manager",
             "Azure Key Vault", "파라미터 스토어", "CI 변수", "팀 비밀번호 관리자", "Bitwarden"]
TASKS_EN = ["fixing the flaky payment webhook test", "migrating the worker to Node 20", "setting up the staging cluster",
            "adding retries to the S3 uploader", "moving cron jobs to GitHub Actions", "upgrading the Django app to 5.0",
            "debugging the nightly ETL", "wiring up the new notification service", "dockerizing the legacy PHP app",
            "splitting the monorepo CI", "adding SSO to the admin panel", "replacing the email provider",
            "porting the billing job to Go", "cleaning up Terraform state", "building the Slack alert bot",
            "setting up preview deployments", "fixing the broken search indexer", "adding an LLM summary endpoint",
            "rotating the database replicas", "writing the onboarding script"]
TASKS_KO = ["결제 웹훅 테스트 수정", "워커 Node 20 마이그레이션", "스테이징 클러스터 세팅", "S3 업로더 재시도 로직 추가",
            "크론 작업 GitHub Actions로 이전", "Django 5.0 업그레이드", "야간 ETL 디버깅", "알림 서비스 연동",
            "레거시 PHP 앱 도커라이징", "모노레포 CI 분리", "관리자 페이지 SSO 붙이기", "메일 발송 업체 교체",
            "정산 배치 Go로 포팅", "테라폼 state 정리", "슬랙 알림 봇 만들기", "프리뷰 배포 세팅", "검색 인덱서 장애 대응",
            "LLM 요약 API 추가", "DB 레플리카 교체", "신규 입사자 온보딩 스크립트 작성", "카카오 로그인 연동", "앱 푸시 발송 기능"]


def company():
    return pick(COMPANIES)


def domain():
    return company() + pick(TLDS)


def host(kind="db"):
    env = pick(["prod", "stg", "dev", "qa"])
    return pick([
        f"{kind}-{env}-0{rint(1, 4)}.internal",
        f"{kind}.{env}.{domain()}",
        f"10.{rint(0, 40)}.{rint(0, 255)}.{rint(2, 250)}",
        f"{env}-{kind}.{company()}.local",
    ])


# ---------------------------------------------------------------------------
# vendor credentials
# ---------------------------------------------------------------------------
VENDORS = []
VBYKEY = {}


def V(key, name, creds, hdr=None, url=None, sdk=None, natives=None, ko=None, weight=1):
    """creds() -> list of (VAR_NAME, value, listed).  hdr: header line with {k} for the primary secret,
    or 'QUERY:param' for a query-string key.  sdk: {lang: template with {k}, {k2} ...}."""
    short = re.sub(r"\s*\(.*?\)", "", name).strip()
    v = dict(key=key, name=name, short=short, creds=creds, hdr=hdr, url=url, sdk=sdk or {}, natives=natives or [],
             ko=ko or short, weight=weight)
    VENDORS.append(v)
    VBYKEY[key] = v
    return v


def one(var, fn):
    return lambda: [(var, fn(), True)]


def tk(prefix, alpha, n, suffix=""):
    return lambda: prefix + rs(alpha, n) + suffix


def _openai():
    r = R.random()
    if r < 0.6:
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if r < 0.75:
        return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def _aws_pair(prefix="AKIA"):
    return prefix + rs(B32C, 16), rs(ALNUM + "/+", 40)


def _aws():
    kid, sec = _aws_pair()
    out = [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True)]
    if chance(0.4):
        out.append(("AWS_DEFAULT_REGION", pick(["us-east-1", "ap-northeast-2", "eu-west-1", "us-west-2"]), False))
    return out


def _aws_sts():
    kid, sec = _aws_pair("ASIA")
    tok = "IQoJb3JpZ2luX2VjE" + rs(B64C, 300) + pick(["=", "==", ""])
    return [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True), ("AWS_SESSION_TOKEN", tok, True)]


def _gh():
    r = R.random()
    if r < 0.45:
        return crc_token("ghp_")
    if r < 0.7:
        return "github_pat_11" + rs(UPPNUM, 20) + "_" + rs(ALNUM, 59)
    return crc_token(pick(["gho_", "ghs_", "ghu_"]))


def _slack():
    kind = R.random()
    if kind < 0.6:
        return "xoxb-" + rs(DIG, rint(10, 13)) + "-" + rs(DIG, 13) + "-" + rs(ALNUM, 24)
    if kind < 0.85:
        return "xoxp-" + rs(DIG, 12) + "-" + rs(DIG, 12) + "-" + rs(DIG, 13) + "-" + rs(HEXL, 32)
    return "xapp-1-A" + rs(UPPNUM, 10) + "-" + rs(DIG, 13) + "-" + rs(HEXL, 64)


def _stripe():
    return pick(["sk_live_", "rk_live_", "sk_live_51"]) + rs(ALNUM, pick([24, 32, 99]))


def _jwt_service(role, iss="supabase"):
    now = rint(1690000000, 1735000000)
    pay = {"iss": iss, "ref": rs(LOW, 20), "role": role, "iat": now, "exp": now + 315360000}
    return jwt_hs256(pay)


def _discord_bot():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _telegram():
    return str(rint(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(B64U, 33)


def _twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 19) + "%3D" + rs(ALNUM, 50)


def _sentry():
    if chance(0.5):
        return "sntryu_" + rs(HEXL, 64)
    meta = compact({"iat": rint(1700000000, 1735000000), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                    "org": company()})
    return "sntrys_" + b64(meta.encode()).rstrip("=") + "_" + rs(B64C, 43)


def _atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 171) + "=" + rs(HEXU, 8)


def _pypi():
    mac = b"\x02\x01\x08pypi.org\x02\x06" + rb(100)
    return "pypi-AgEIcHlwaS5vcmc" + b64u(mac[12:]) + rs(B64U, 40)


def _azure_conn():
    acct = company().replace("-", "") + rs(LOWNUM, 4) + pick(["sa", "store", "prod"])
    key = b64(rb(64))
    return [("AZURE_STORAGE_CONNECTION_STRING_KEY", key, True), ("_acct", acct, False)]


def _mapbox_sk():
    user = company() + rs(LOWNUM, 2)
    meta = compact({"u": user, "a": "cl" + rs(LOWNUM, 23)})
    return "sk." + b64u(meta.encode()) + "." + rs(B64U, 22)


def _grafana():
    if chance(0.6):
        return "glsa_" + rs(ALNUM, 32) + "_" + rs(HEXL, 8)
    meta = compact({"o": str(rint(100000, 999999)), "n": "stack-" + str(rint(100000, 999999)) + "-hm-read",
                    "k": rs(ALNUM, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}})
    return "glc_" + b64(meta.encode()).rstrip("=")


def _intercom():
    return b64(("tok:" + uuid4() + ":1:0").encode()).rstrip("=")


def _elastic():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def _cf_tunnel():
    meta = compact({"a": rs(HEXL, 32), "t": uuid4(), "s": b64(rb(32))})
    return b64(meta.encode()).rstrip("=")


def _adyen():
    return "AQE" + rs(B64C, 77) + "==-" + rs(B64C, 43) + "=-" + rs(ALNUM + "<>;[]{}", 16)


def _matrix():
    return "syt_" + b64u(pick(["bot", "alerts", "ops-bot", "deploy"]).encode()) + "_" + rs(UPP + LOW, 20) + "_" + rs(ALNUM, 6)


def _salesforce():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM + "._", 94)


def _square():
    return pick(["EAAA" + rs(B64U, 60), "sq0atp-" + rs(B64U, 22)])


def _heroku():
    return pick(["HRKU-AA" + rs(B64U, 58), uuid4()])


def _vault():
    return pick(["hvs." + rs(B64U, 24), "hvs.CAESI" + rs(B64U, 87)])


def _azure_secret():
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)


def _akamai():
    return [("client_secret", b64(rb(32)), True),
            ("access_token", "akab-" + rs(LOWNUM, 16) + "-" + rs(LOWNUM, 16), True),
            ("client_token", "akab-" + rs(LOWNUM, 16) + "-" + rs(LOWNUM, 16), True)]


def _pair(v1, f1, v2, f2, list1=True):
    return lambda: [(v1, f1(), list1), (v2, f2(), True)]


H_BEARER = "Authorization: Bearer {k}"

# --- AI / ML ---------------------------------------------------------------------
V("openai", "OpenAI", one("OPENAI_API_KEY", _openai), H_BEARER, "https://api.openai.com/v1/chat/completions",
  sdk={"py": 'client = OpenAI(api_key="{k}")', "js": "const openai = new OpenAI({ apiKey: '{k}' });"}, weight=4)
V("anthropic", "Anthropic", one("ANTHROPIC_API_KEY", tk("sk-ant-api03-", B64U, 93, "AA")), "x-api-key: {k}",
  "https://api.anthropic.com/v1/messages",
  sdk={"py": 'client = anthropic.Anthropic(api_key="{k}")', "js": "const anthropic = new Anthropic({ apiKey: '{k}' });"},
  weight=3)
V("gemini", "Google Gemini", one("GEMINI_API_KEY", tk("AIza", B64U, 35)), "x-goog-api-key: {k}",
  "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent",
  sdk={"py": 'client = genai.Client(api_key="{k}")'}, weight=2)
V("hf", "Hugging Face", one("HF_TOKEN", tk("hf_", UPP + LOW, 34)), H_BEARER, "https://huggingface.co/api/whoami-v2",
  sdk={"py": 'login(token="{k}")'})
V("replicate", "Replicate", one("REPLICATE_API_TOKEN", tk("r8_", ALNUM, 37)), H_BEARER,
  "https://api.replicate.com/v1/predictions", sdk={"py": 'client = replicate.Client(api_token="{k}")'})
V("cohere", "Cohere", one("CO_API_KEY", tk("", ALNUM, 40)), H_BEARER, "https://api.cohere.com/v2/chat",
  sdk={"py": 'co = cohere.ClientV2("{k}")'})
V("mistral", "Mistral", one("MISTRAL_API_KEY", tk("", ALNUM, 32)), H_BEARER, "https://api.mistral.ai/v1/chat/completions",
  sdk={"py": 'client = Mistral(api_key="{k}")'})
V("groq", "Groq", one("GROQ_API_KEY", tk("gsk_", ALNUM, 52)), H_BEARER, "https://api.groq.com/openai/v1/chat/completions",
  sdk={"py": 'client = Groq(api_key="{k}")'})
V("perplexity", "Perplexity", one("PERPLEXITY_API_KEY", tk("pplx-", ALNUM, 48)), H_BEARER,
  "https://api.perplexity.ai/chat/completions")
V("together", "Together AI", one("TOGETHER_API_KEY", lambda: pick(["tgp_v1_" + rs(B64U, 43), rs(HEXL, 64)])), H_BEARER,
  "https://api.together.xyz/v1/chat/completions")
V("deepseek", "DeepSeek", one("DEEPSEEK_API_KEY", tk("sk-", HEXL, 32)), H_BEARER, "https://api.deepseek.com/chat/completions",
  sdk={"py": 'client = OpenAI(api_key="{k}", base_url="https://api.deepseek.com")'})
V("xai", "xAI", one("XAI_API_KEY", tk("xai-", ALNUM, 80)), H_BEARER, "https://api.x.ai/v1/chat/completions")
V("openrouter", "OpenRouter", one("OPENROUTER_API_KEY", tk("sk-or-v1-", HEXL, 64)), H_BEARER,
  "https://openrouter.ai/api/v1/chat/completions")
V("elevenlabs", "ElevenLabs", one("ELEVENLABS_API_KEY", tk("sk_", HEXL, 48)), "xi-api-key: {k}",
  "https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM")
V("assemblyai", "AssemblyAI", one("ASSEMBLYAI_API_KEY", tk("", HEXL, 32)), "authorization: {k}",
  "https://api.assemblyai.com/v2/transcript")
V("deepgram", "Deepgram", one("DEEPGRAM_API_KEY", tk("", HEXL, 40)), "Authorization: Token {k}",
  "https://api.deepgram.com/v1/listen?model=nova-2")
V("pinecone", "Pinecone", one("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63)), "Api-Key: {k}",
  "https://api.pinecone.io/indexes", sdk={"py": 'pc = Pinecone(api_key="{k}")'})
V("wandb", "Weights & Biases", one("WANDB_API_KEY", tk("", HEXL, 40)), None, None, sdk={"py": 'wandb.login(key="{k}")'})
V("langsmith", "LangSmith", one("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rs(HEXL, 32) + "_" + rs(HEXL, 10)), "x-api-key: {k}",
  "https://api.smith.langchain.com/api/v1/runs")
V("langfuse", "Langfuse", lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), True),
                                   ("LANGFUSE_HOST", "https://cloud.langfuse.com", False)])
V("voyage", "Voyage AI", one("VOYAGE_API_KEY", tk("pa-", B64U, 43)), H_BEARER, "https://api.voyageai.com/v1/embeddings")
V("jina", "Jina AI", one("JINA_API_KEY", lambda: "jina_" + rs(HEXL, 32) + rs(B64U, 28)), H_BEARER, "https://api.jina.ai/v1/embeddings")
V("tavily", "Tavily", one("TAVILY_API_KEY", lambda: pick(["tvly-", "tvly-dev-"]) + rs(ALNUM, 32)), H_BEARER,
  "https://api.tavily.com/search")
V("firecrawl", "Firecrawl", one("FIRECRAWL_API_KEY", tk("fc-", HEXL, 32)), H_BEARER, "https://api.firecrawl.dev/v1/scrape")
V("serpapi", "SerpApi", one("SERPAPI_API_KEY", tk("", HEXL, 64)), "QUERY:api_key", "https://serpapi.com/search.json?engine=google&q=coffee")
V("fireworks", "Fireworks AI", one("FIREWORKS_API_KEY", tk("fw_", ALNUM, 24)), H_BEARER,
  "https://api.fireworks.ai/inference/v1/chat/completions")
V("azureopenai", "Azure OpenAI", one("AZURE_OPENAI_API_KEY", tk("", HEXL, 32)), "api-key: {k}",
  "https://" + pick(COMPANIES) + "-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
V("stability", "Stability AI", one("STABILITY_API_KEY", tk("sk-", ALNUM, 48)), H_BEARER,
  "https://api.stability.ai/v2beta/stable-image/generate/core")
V("modal", "Modal", lambda: [("MODAL_TOKEN_ID", "ak-" + rs(ALNUM, 22), True), ("MODAL_TOKEN_SECRET", "as-" + rs(ALNUM, 22), True)])
V("e2b", "E2B", one("E2B_API_KEY", tk("e2b_", HEXL, 40)), "X-API-Key: {k}", "https://api.e2b.dev/sandboxes")
V("browserbase", "Browserbase", one("BROWSERBASE_API_KEY", tk("bb_live_", B64U, 27)), "X-BB-API-Key: {k}",
  "https://api.browserbase.com/v1/sessions")
# --- cloud --------------------------------------------------------------------------
V("aws", "AWS", _aws, weight=4)
V("awssts", "AWS STS", _aws_sts)
V("gcpoauth", "Google OAuth", lambda: [("GOOGLE_CLIENT_ID", str(rint(10 ** 11, 10 ** 12 - 1)) + "-" + rs(LOWNUM, 32)
                                        + ".apps.googleusercontent.com", False),
                                       ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)])
V("gcprefresh", "Google Cloud (gcloud user credentials)", lambda: [("refresh_token", "1//0" + pick("abcdeg") + rs(B64U, 99), True)])
V("azurestorage", "Azure Storage", _azure_conn)
V("azuread", "Microsoft Entra ID", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                                            ("AZURE_CLIENT_SECRET", _azure_secret(), True)])
V("azuredevops", "Azure DevOps", one("AZURE_DEVOPS_EXT_PAT", lambda: pick([rs(LOW + "234567", 52), rs(ALNUM, 76) + "AZDO" + rs(ALNUM, 4)])),
  None, None)
V("servicebus", "Azure Service Bus", lambda: [("SERVICEBUS_KEY", b64(rb(32)), True)])
V("cosmos", "Azure Cosmos DB", lambda: [("COSMOS_KEY", b64(rb(64)), True)])
V("digitalocean", "DigitalOcean", one("DIGITALOCEAN_TOKEN", tk("dop_v1_", HEXL, 64)), H_BEARER, "https://api.digitalocean.com/v2/droplets")
V("linode", "Linode", one("LINODE_TOKEN", tk("", HEXL, 64)), H_BEARER, "https://api.linode.com/v4/linode/instances")
V("vultr", "Vultr", one("VULTR_API_KEY", tk("", UPPNUM, 36)), H_BEARER, "https://api.vultr.com/v2/instances")
V("hetzner", "Hetzner Cloud", one("HCLOUD_TOKEN", tk("", ALNUM, 64)), H_BEARER, "https://api.hetzner.cloud/v1/servers")
V("scaleway", "Scaleway", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPPNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
V("alibaba", "Alibaba Cloud", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                                       ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
V("tencent", "Tencent Cloud", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
                                       ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
V("oci", "Oracle Cloud (OCI) auth token", one("OCI_AUTH_TOKEN", tk("", ALNUM + "()<>;:.{}[]+-_#", 20)))
V("ibm", "IBM Cloud", one("IBMCLOUD_API_KEY", tk("", B64U, 44)))
V("cloudflare", "Cloudflare", one("CLOUDFLARE_API_TOKEN", tk("", B64U, 40)), H_BEARER,
  "https://api.cloudflare.com/client/v4/user/tokens/verify", weight=2)
V("cfglobal", "Cloudflare (Global API key)", lambda: [("CLOUDFLARE_EMAIL", "ops@" + domain(), False),
                                                      ("CLOUDFLARE_API_KEY", rs(HEXL, 37), True)])
V("r2", "Cloudflare R2", lambda: [("R2_ACCESS_KEY_ID", rs(HEXL, 32), True), ("R2_SECRET_ACCESS_KEY", rs(HEXL, 64), True)])
V("b2", "Backblaze B2", lambda: [("B2_APPLICATION_KEY_ID", "005" + rs(HEXL, 12) + "000000000" + str(rint(1, 9)), True),
                                 ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "/+", 27), True)])
V("gcshmac", "Google Cloud Storage HMAC", lambda: [("GCS_ACCESS_KEY_ID", "GOOG1E" + rs(UPPNUM, 55), True),
                                                   ("GCS_SECRET_ACCESS_KEY", rs(ALNUM + "/+", 40), True)])
V("ncp", "Naver Cloud Platform", lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)],
  ko="네이버 클라우드")
V("fly", "Fly.io", one("FLY_API_TOKEN", lambda: "fm2_" + rs(B64C, 120) + "," + "fm2_" + rs(B64C, 60)))
V("render", "Render", one("RENDER_API_KEY", tk("rnd_", ALNUM, 32)), H_BEARER, "https://api.render.com/v1/services")
V("railway", "Railway", one("RAILWAY_TOKEN", uuid4))
V("vercel", "Vercel", one("VERCEL_TOKEN", tk("", ALNUM, 24)), H_BEARER, "https://api.vercel.com/v9/projects")
V("netlify", "Netlify", one("NETLIFY_AUTH_TOKEN", tk("nfp_", ALNUM, 40)), H_BEARER, "https://api.netlify.com/api/v1/sites")
V("heroku", "Heroku", one("HEROKU_API_KEY", _heroku), H_BEARER, "https://api.heroku.com/apps")
V("supabase", "Supabase", lambda: [("SUPABASE_URL", "https://" + rs(LOW, 20) + ".supabase.co", False),
                                   ("SUPABASE_SERVICE_ROLE_KEY", pick([_jwt_service("service_role"), "sb_secret_" + rs(B64U, 31)]), True)],
  weight=2)
V("planetscale", "PlanetScale", one("PLANETSCALE_SERVICE_TOKEN", lambda: pick(["pscale_tkn_", "pscale_pw_"]) + rs(B64U, 43)))
V("neon", "Neon", one("NEON_API_KEY", tk("napi_", LOWNUM, 64)), H_BEARER, "https://console.neon.tech/api/v2/projects")
V("atlas", "MongoDB Atlas", lambda: [("ATLAS_PUBLIC_KEY", rs(LOW, 8), False), ("ATLAS_PRIVATE_KEY", uuid4(), True)])
V("upstash", "Upstash Redis", one("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs("XYZ", 1) + rs(B64C, 60) + "="), H_BEARER,
  "https://" + pick(["apn1", "usw1", "eu1"]) + "-" + pick(["calm", "brave", "eager"]) + "-" + pick(["otter", "lynx", "koala"])
  + "-3" + str(rint(1000, 9999)) + ".upstash.io/get/session")
V("fcm", "Firebase Cloud Messaging (legacy server key)", one("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
  "Authorization: key={k}", "https://fcm.googleapis.com/fcm/send")
V("databricks", "Databricks", one("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEXL, 32) + pick(["", "-2", "-3"])), H_BEARER,
  "https://adb-" + str(rint(10 ** 15, 10 ** 16 - 1)) + ".7.azuredatabricks.net/api/2.0/clusters/list")
V("confluent", "Confluent Cloud", lambda: [("CONFLUENT_API_KEY", rs(UPPNUM, 16), True), ("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64), True)])
V("elastic", "Elastic Cloud", one("ELASTIC_API_KEY", _elastic), "Authorization: ApiKey {k}",
  "https://" + rs(HEXL, 32) + ".us-central1.gcp.cloud.es.io:443/_cluster/health")
V("algolia", "Algolia", lambda: [("ALGOLIA_APP_ID", rs(UPPNUM, 10), False), ("ALGOLIA_ADMIN_API_KEY", rs(HEXL, 32), True)])
V("contentful", "Contentful", one("CONTENTFUL_MANAGEMENT_TOKEN", tk("CFPAT-", B64U, 43)), H_BEARER,
  "https://api.contentful.com/spaces/" + rs(LOWNUM, 12) + "/entries")
V("sanity", "Sanity", one("SANITY_API_TOKEN", tk("sk", ALNUM, 180)), H_BEARER, "https://" + rs(LOWNUM, 8) + ".api.sanity.io/v2024-01-01/data/query/production")
# --- developer tooling ----------------------------------------------------------------------
V("github", "GitHub", one("GITHUB_TOKEN", _gh), H_BEARER, "https://api.github.com/user/repos",
  sdk={"py": 'gh = Github(auth=Auth.Token("{k}"))', "js": "const octokit = new Octokit({ auth: '{k}' });"}, weight=5)
V("gitlab", "GitLab", one("GITLAB_TOKEN", lambda: pick(["glpat-", "glpat-", "gldt-", "glrt-"]) + rs(B64U, 20)),
  "PRIVATE-TOKEN: {k}", "https://gitlab.com/api/v4/projects", weight=2)
V("bitbucket", "Bitbucket", lambda: [("BITBUCKET_USERNAME", pick(EN_USERS), False),
                                     ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32) + rs(HEXU, 8), True)])
V("atlassian", "Atlassian (Jira/Confluence)", one("JIRA_API_TOKEN", _atlassian), None, None)
V("linear", "Linear", one("LINEAR_API_KEY", tk("lin_api_", ALNUM, 40)), "Authorization: {k}", "https://api.linear.app/graphql",
  sdk={"js": "const linear = new LinearClient({ apiKey: '{k}' });"})
V("notion", "Notion", one("NOTION_TOKEN", lambda: pick(["ntn_" + rs(DIG, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)])),
  H_BEARER, "https://api.notion.com/v1/search", sdk={"js": "const notion = new Client({ auth: '{k}' });"})
V("airtable", "Airtable", one("AIRTABLE_API_KEY", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEXL, 64)), H_BEARER,
  "https://api.airtable.com/v0/app" + rs(ALNUM, 14) + "/Tasks")
V("figma", "Figma", one("FIGMA_TOKEN", tk("figd_", B64U, 40)), "X-Figma-Token: {k}", "https://api.figma.com/v1/files/" + rs(ALNUM, 22))
V("asana", "Asana", one("ASANA_PAT", lambda: "2/" + rs(DIG, 16) + "/" + rs(DIG, 16) + ":" + rs(HEXL, 32)), H_BEARER,
  "https://app.asana.com/api/1.0/users/me")
V("trello", "Trello", lambda: [("TRELLO_KEY", rs(HEXL, 32), False), ("TRELLO_TOKEN", "ATTA" + rs(HEXL, 64) + rs(HEXU, 8), True)])
V("monday", "monday.com", one("MONDAY_API_TOKEN", lambda: jwt_hs256({"tid": rint(10 ** 8, 10 ** 9), "aai": 11, "uid": rint(10 ** 7, 10 ** 8),
                                                                     "iad": "2024-0%d-1%dT0%d:22:11.000Z" % (rint(1, 9), rint(0, 9), rint(0, 9)),
                                                                     "per": "me:write", "actid": rint(10 ** 6, 10 ** 7), "rgn": "use1"},
                                                                    header={"alg": "HS256"})),
  "Authorization: {k}", "https://api.monday.com/v2")
V("clickup", "ClickUp", one("CLICKUP_API_TOKEN", lambda: "pk_" + rs(DIG, 8) + "_" + rs(UPPNUM, 32)), "Authorization: {k}",
  "https://api.clickup.com/api/v2/team")
V("postman", "Postman", one("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34)), "X-Api-Key: {k}",
  "https://api.getpostman.com/collections")
V("npm", "npm", one("NPM_TOKEN", lambda: crc_token("npm_")), weight=2)
V("pypi", "PyPI", one("TWINE_PASSWORD", _pypi))
V("rubygems", "RubyGems", one("GEM_HOST_API_KEY", tk("rubygems_", HEXL, 48)))
V("crates", "crates.io", one("CARGO_REGISTRY_TOKEN", tk("cio", ALNUM, 32)))
V("nuget", "NuGet", one("NUGET_API_KEY", tk("oy2", LOWNUM, 43)))
V("dockerhub", "Docker Hub", lambda: [("DOCKERHUB_USERNAME", pick(EN_USERS) + rs(DIG, 2), False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)],
  weight=2)
V("jfrog", "JFrog Artifactory", one("ARTIFACTORY_API_KEY", lambda: pick(["AKCp" + rs(ALNUM, 69), "cmVmdGtuOjAxOj" + rs(B64C, 50)])),
  "X-JFrog-Art-Api: {k}", "https://" + pick(COMPANIES) + ".jfrog.io/artifactory/api/repositories")
V("sonar", "SonarQube (SonarCloud)", one("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + rs(HEXL, 40)))
V("snyk", "Snyk", one("SNYK_TOKEN", uuid4), "Authorization: token {k}", "https://api.snyk.io/rest/orgs?version=2024-06-10")
V("circleci", "CircleCI", one("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEXL, 40)), "Circle-Token: {k}",
  "https://circleci.com/api/v2/me")
V("travis", "Travis CI", one("TRAVIS_API_TOKEN", tk("", B64U, 22)), "Authorization: token {k}", "https://api.travis-ci.com/user")
V("buildkite", "Buildkite", one("BUILDKITE_API_TOKEN", tk("bkua_", HEXL, 40)), H_BEARER, "https://api.buildkite.com/v2/organizations")
V("codecov", "Codecov", one("CODECOV_TOKEN", uuid4))
V("tfc", "Terraform Cloud", one("TF_TOKEN_app_terraform_io", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)), H_BEARER,
  "https://app.terraform.io/api/v2/organizations")
V("pulumi", "Pulumi", one("PULUMI_ACCESS_TOKEN", tk("pul-", HEXL, 40)))
V("vault", "HashiCorp Vault", one("VAULT_TOKEN", _vault), "X-Vault-Token: {k}", "https://vault." + pick(COMPANIES) + ".internal:8200/v1/secret/data/app")
V("doppler", "Doppler", one("DOPPLER_TOKEN", lambda: pick(["dp.st." + pick(["dev", "stg", "prd"]) + "." + rs(ALNUM, 40), "dp.pt." + rs(ALNUM, 43)])),
  H_BEARER, "https://api.doppler.com/v3/configs/config/secrets")
V("infisical", "Infisical", one("INFISICAL_TOKEN", lambda: "st." + rs(HEXL, 24) + "." + rs(HEXL, 32) + "." + rs(HEXL, 32)))
V("grafana", "Grafana", one("GRAFANA_TOKEN", _grafana), H_BEARER, "https://" + pick(COMPANIES) + ".grafana.net/api/dashboards/uid/")
V("sentry", "Sentry", one("SENTRY_AUTH_TOKEN", _sentry), H_BEARER, "https://sentry.io/api/0/projects/")
V("datadog", "Datadog", lambda: [("DD_API_KEY", rs(HEXL, 32), True), ("DD_APP_KEY", rs(HEXL, 40), True)])
V("newrelic", "New Relic", one("NEW_RELIC_API_KEY", lambda: pick(["NRAK-" + rs(UPPNUM, 27), rs(HEXL, 36) + "NRAL"])), "Api-Key: {k}",
  "https://api.newrelic.com/graphql")
V("pagerduty", "PagerDuty", one("PAGERDUTY_TOKEN", lambda: pick(["u+" + rs(B64U, 18), rs(ALNUM + "_-+", 20)])),
  "Authorization: Token token={k}", "https://api.pagerduty.com/incidents")
V("honeycomb", "Honeycomb", one("HONEYCOMB_API_KEY", lambda: pick(["hcaik_01" + rs(LOWNUM, 56), rs(ALNUM, 22)])), "X-Honeycomb-Team: {k}",
  "https://api.honeycomb.io/1/auth")
V("dynatrace", "Dynatrace", one("DT_API_TOKEN", lambda: "dt0c01." + rs(UPPNUM, 24) + "." + rs(UPPNUM, 64)), "Authorization: Api-Token {k}",
  "https://" + rs(LOWNUM, 8) + ".live.dynatrace.com/api/v2/metrics")
V("splunk", "Splunk HEC", one("SPLUNK_HEC_TOKEN", uuid4), "Authorization: Splunk {k}",
  "https://http-inputs-" + pick(COMPANIES) + ".splunkcloud.com/services/collector/event")
V("rollbar", "Rollbar", one("ROLLBAR_ACCESS_TOKEN", tk("", HEXL, 32)), "X-Rollbar-Access-Token: {k}", "https://api.rollbar.com/api/1/item/")
V("launchdarkly", "LaunchDarkly", one("LAUNCHDARKLY_SDK_KEY", lambda: pick(["sdk-", "api-"]) + uuid4()))
V("axiom", "Axiom", one("AXIOM_TOKEN", lambda: "xaat-" + uuid4()), H_BEARER, "https://api.axiom.co/v1/datasets/logs/ingest")
V("betterstack", "Better Stack (Logtail)", one("LOGTAIL_SOURCE_TOKEN", tk("", ALNUM, 24)), H_BEARER, "https://in.logs.betterstack.com")
V("sourcegraph", "Sourcegraph", one("SRC_ACCESS_TOKEN", lambda: "sgp_" + rs(HEXL, 16) + "_" + rs(HEXL, 40)), "Authorization: token {k}",
  "https://sourcegraph." + pick(COMPANIES) + ".com/.api/graphql")
V("gitea", "Gitea", one("GITEA_TOKEN", tk("", HEXL, 40)), "Authorization: token {k}", "https://git." + pick(COMPANIES) + ".dev/api/v1/user/repos")
V("jenkins", "Jenkins", lambda: [("JENKINS_USER", pick(EN_USERS), False), ("JENKINS_API_TOKEN", "11" + rs(HEXL, 32), True)])
V("harness", "Harness", one("HARNESS_API_KEY", lambda: "pat." + rs(B64U, 22) + "." + rs(HEXL, 24) + "." + rs(ALNUM, 20)), "x-api-key: {k}",
  "https://app.harness.io/ng/api/projects")
V("prefect", "Prefect", one("PREFECT_API_KEY", tk("pnu_", ALNUM, 36)))
V("expo", "Expo", one("EXPO_TOKEN", tk("", B64U, 40)))
V("fastly", "Fastly", one("FASTLY_API_TOKEN", tk("", B64U, 32)), "Fastly-Key: {k}", "https://api.fastly.com/service")
V("akamai", "Akamai EdgeGrid", _akamai)
V("ngrok", "ngrok", one("NGROK_AUTHTOKEN", lambda: str(rint(1, 2)) + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)))
V("tailscale", "Tailscale", one("TS_AUTHKEY", lambda: pick(["tskey-auth-", "tskey-api-"]) + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)))
V("cftunnel", "Cloudflare Tunnel", one("TUNNEL_TOKEN", _cf_tunnel))
# --- communication -------------------------------------------------------------------------
V("slack", "Slack", lambda: [("SLACK_BOT_TOKEN", _slack(), True)] + ([("SLACK_SIGNING_SECRET", rs(HEXL, 32), True)] if chance(0.35) else []),
  H_BEARER, "https://slack.com/api/chat.postMessage",
  sdk={"py": 'client = WebClient(token="{k}")', "js": "const web = new WebClient('{k}');"}, weight=3)
V("slackhook", "Slack incoming webhook", lambda: [("SLACK_WEBHOOK_SECRET", rs(ALNUM, 24), True)])
V("discord", "Discord", one("DISCORD_TOKEN", _discord_bot), "Authorization: Bot {k}", "https://discord.com/api/v10/users/@me",
  sdk={"py": 'client.run("{k}")', "js": "client.login('{k}');"})
V("discordhook", "Discord webhook", lambda: [("DISCORD_WEBHOOK_TOKEN", rs(B64U, 68), True)])
V("telegram", "Telegram Bot API", one("TELEGRAM_BOT_TOKEN", _telegram),
  sdk={"py": 'app = Application.builder().token("{k}").build()', "js": "const bot = new Telegraf('{k}');"}, weight=2)
V("twilio", "Twilio", lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEXL, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEXL, 32), True)],
  weight=2)
V("twiliokey", "Twilio API key", lambda: [("TWILIO_API_KEY", "SK" + rs(HEXL, 32), True), ("TWILIO_API_SECRET", rs(ALNUM, 32), True)])
V("sendgrid", "SendGrid", one("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)), H_BEARER,
  "https://api.sendgrid.com/v3/mail/send", sdk={"py": 'sg = SendGridAPIClient("{k}")', "js": "sgMail.setApiKey('{k}');"}, weight=2)
V("mailgun", "Mailgun", one("MAILGUN_API_KEY", lambda: pick(["key-" + rs(HEXL, 32), rs(HEXL, 32) + "-" + rs(HEXL, 8) + "-" + rs(HEXL, 8)])))
V("mailchimp", "Mailchimp", one("MAILCHIMP_API_KEY", lambda: rs(HEXL, 32) + "-us" + str(rint(1, 21))))
V("postmark", "Postmark", one("POSTMARK_SERVER_TOKEN", uuid4), "X-Postmark-Server-Token: {k}", "https://api.postmarkapp.com/email")
V("resend", "Resend", one("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24)), H_BEARER, "https://api.resend.com/emails",
  sdk={"js": "const resend = new Resend('{k}');"})
V("brevo", "Brevo (Sendinblue)", one("BREVO_API_KEY", lambda: "xkeysib-" + rs(HEXL, 64) + "-" + rs(ALNUM, 16)), "api-key: {k}",
  "https://api.brevo.com/v3/smtp/email")
V("mailjet", "Mailjet", lambda: [("MJ_APIKEY_PUBLIC", rs(HEXL, 32), True), ("MJ_APIKEY_PRIVATE", rs(HEXL, 32), True)])
V("vonage", "Vonage", lambda: [("VONAGE_API_KEY", rs(HEXL, 8), True), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])
V("plivo", "Plivo", lambda: [("PLIVO_AUTH_ID", "MA" + rs(UPPNUM, 18), False), ("PLIVO_AUTH_TOKEN", rs(ALNUM, 40), True)])
V("messagebird", "MessageBird", one("MESSAGEBIRD_API_KEY", tk("", ALNUM, 25)), "Authorization: AccessKey {k}", "https://rest.messagebird.com/messages")
V("teams", "Microsoft Teams webhook", lambda: [("TEAMS_WEBHOOK_SECRET", rs(HEXL, 32), True)])
V("zoom", "Zoom", lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(B64U, 22), False),
                           ("ZOOM_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("intercom", "Intercom", one("INTERCOM_ACCESS_TOKEN", _intercom), H_BEARER, "https://api.intercom.io/contacts")
V("zendesk", "Zendesk", one("ZENDESK_API_TOKEN", tk("", ALNUM, 40)))
V("hubspot", "HubSpot", one("HUBSPOT_ACCESS_TOKEN", lambda: pick(["pat-na1-", "pat-eu1-"]) + uuid4()), H_BEARER,
  "https://api.hubapi.com/crm/v3/objects/contacts")
V("salesforce", "Salesforce", one("SF_ACCESS_TOKEN", _salesforce), H_BEARER,
  "https://" + pick(COMPANIES) + ".my.salesforce.com/services/data/v61.0/sobjects/Account")
V("freshdesk", "Freshdesk", one("FRESHDESK_API_KEY", tk("", ALNUM, 20)))
V("typeform", "Typeform", one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14)), H_BEARER, "https://api.typeform.com/forms")
V("mattermost", "Mattermost", one("MM_BOT_TOKEN", tk("", LOWNUM, 26)), H_BEARER, "https://chat." + pick(COMPANIES) + ".com/api/v4/posts")
V("matrix", "Matrix (Synapse)", one("MATRIX_ACCESS_TOKEN", _matrix), H_BEARER, "https://matrix." + pick(COMPANIES) + ".org/_matrix/client/v3/account/whoami")
V("twitch", "Twitch", lambda: [("TWITCH_CLIENT_ID", rs(LOWNUM, 30), False), ("TWITCH_CLIENT_SECRET", rs(LOWNUM, 30), True)])
V("spotify", "Spotify", lambda: [("SPOTIFY_CLIENT_ID", rs(HEXL, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEXL, 32), True)])
V("twitter", "X (Twitter) API", one("TWITTER_BEARER_TOKEN", _twitter_bearer), H_BEARER, "https://api.twitter.com/2/tweets/search/recent?query=from:" + pick(COMPANIES))
V("meta", "Meta Graph API", one("FB_ACCESS_TOKEN", lambda: "EAA" + rs("BGIJKNQUW", 1) + rs(ALNUM, 160)), "QUERY:access_token",
  "https://graph.facebook.com/v19.0/me/accounts")
V("dropbox", "Dropbox", one("DROPBOX_ACCESS_TOKEN", lambda: "sl." + pick(["", "u."]) + rs(B64U, 135)), H_BEARER,
  "https://api.dropboxapi.com/2/files/list_folder")
V("box", "Box", one("BOX_DEVELOPER_TOKEN", tk("", ALNUM, 32)), H_BEARER, "https://api.box.com/2.0/folders/0")
V("shopify", "Shopify", one("SHOPIFY_ACCESS_TOKEN", lambda: pick(["shpat_", "shpat_", "shpca_", "shppa_", "shpss_"]) + rs(HEXL, 32)),
  "X-Shopify-Access-Token: {k}", "https://" + pick(COMPANIES) + "-store.myshopify.com/admin/api/2024-07/products.json", weight=2)
V("woocommerce", "WooCommerce", lambda: [("WC_CONSUMER_KEY", "ck_" + rs(HEXL, 40), True), ("WC_CONSUMER_SECRET", "cs_" + rs(HEXL, 40), True)])
V("line", "LINE Messaging API", lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64C, 170) + "=", True), ("LINE_CHANNEL_SECRET", rs(HEXL, 32), True)])
V("sendbird", "Sendbird", one("SENDBIRD_API_TOKEN", tk("", HEXL, 40)), "Api-Token: {k}",
  "https://api-" + uuid4().upper() + ".sendbird.com/v3/users")
V("agora", "Agora", lambda: [("AGORA_APP_ID", rs(HEXL, 32), False), ("AGORA_APP_CERTIFICATE", rs(HEXL, 32), True)])
V("pusher", "Pusher", lambda: [("PUSHER_APP_ID", str(rint(10 ** 6, 10 ** 7)), False), ("PUSHER_KEY", rs(HEXL, 20), False),
                               ("PUSHER_SECRET", rs(HEXL, 20), True)])
V("ably", "Ably", one("ABLY_API_KEY", lambda: rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)))
V("stream", "Stream (getstream.io)", lambda: [("STREAM_API_KEY", rs(LOWNUM, 12), False), ("STREAM_API_SECRET", rs(LOWNUM, 64), True)])
# --- payments / commerce ------------------------------------------------------------------------
V("stripe", "Stripe", lambda: [("STRIPE_SECRET_KEY", _stripe(), True)] + ([("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)] if chance(0.4) else []),
  H_BEARER, "https://api.stripe.com/v1/charges",
  sdk={"py": 'stripe.api_key = "{k}"', "js": "const stripe = require('stripe')('{k}');", "rb": "Stripe.api_key = '{k}'",
       "php": "\\Stripe\\Stripe::setApiKey('{k}');", "go": 'stripe.Key = "{k}"', "java": 'Stripe.apiKey = "{k}";'}, weight=4)
V("paypal", "PayPal", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)])
V("braintree", "Braintree", lambda: [("BRAINTREE_MERCHANT_ID", rs(LOWNUM, 16), False), ("BRAINTREE_PUBLIC_KEY", rs(LOWNUM, 16), False),
                                     ("BRAINTREE_PRIVATE_KEY", rs(HEXL, 32), True)])
V("square", "Square", one("SQUARE_ACCESS_TOKEN", _square), H_BEARER, "https://connect.squareup.com/v2/locations")
V("adyen", "Adyen", one("ADYEN_API_KEY", _adyen), "X-API-Key: {k}", "https://checkout-test.adyen.com/v71/payments")
V("razorpay", "Razorpay", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)])
V("paystack", "Paystack", one("PAYSTACK_SECRET_KEY", tk("sk_live_", HEXL, 40)), H_BEARER, "https://api.paystack.co/transaction/initialize")
V("mollie", "Mollie", one("MOLLIE_API_KEY", tk("live_", ALNUM, 30)), H_BEARER, "https://api.mollie.com/v2/payments")
V("plaid", "Plaid", lambda: [("PLAID_CLIENT_ID", rs(HEXL, 24), False), ("PLAID_SECRET", rs(HEXL, 30), True), ("PLAID_ENV", "production", False)])
V("binance", "Binance", lambda: [("BINANCE_API_KEY", rs(ALNUM, 64), True), ("BINANCE_API_SECRET", rs(ALNUM, 64), True)])
V("paddle", "Paddle", one("PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(LOWNUM, 26) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3)), H_BEARER,
  "https://api.paddle.com/transactions")
V("gocardless", "GoCardless", one("GOCARDLESS_ACCESS_TOKEN", tk("live_", B64U, 40)), H_BEARER, "https://api.gocardless.com/customers")
V("shippo", "Shippo", one("SHIPPO_API_TOKEN", tk("shippo_live_", HEXL, 40)), "Authorization: ShippoToken {k}", "https://api.goshippo.com/shipments/")
V("easypost", "EasyPost", one("EASYPOST_API_KEY", tk("EZAK", HEXL, 54)))
V("klaviyo", "Klaviyo", one("KLAVIYO_PRIVATE_KEY", tk("pk_", HEXL, 34)), "Authorization: Klaviyo-API-Key {k}", "https://a.klaviyo.com/api/profiles/")
V("wise", "Wise", one("WISE_API_TOKEN", uuid4), H_BEARER, "https://api.transferwise.com/v1/profiles")
V("toss", "Toss Payments", one("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + rs(ALNUM, 28)), ko="토스페이먼츠", weight=2)
V("portone", "PortOne (iamport)", lambda: [("IMP_KEY", rs(DIG, 16), True), ("IMP_SECRET", rs(ALNUM, 80), True)], ko="포트원(아임포트)")
V("kakao", "Kakao (admin key)", one("KAKAO_ADMIN_KEY", tk("", HEXL, 32)), "Authorization: KakaoAK {k}",
  "https://kapi.kakao.com/v1/user/ids", ko="카카오")
V("naverapi", "Naver Open API", lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)], ko="네이버 오픈API")
V("coolsms", "SOLAPI (CoolSMS)", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPPNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPPNUM, 32), True)], ko="쿨에스엠에스(솔라피)")
V("channeltalk", "Channel Talk", lambda: [("CHANNEL_ACCESS_KEY", rs(HEXL, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEXL, 32), True)], ko="채널톡")
# --- identity / misc -----------------------------------------------------------------------------
V("okta", "Okta", one("OKTA_API_TOKEN", tk("00", B64U, 40)), "Authorization: SSWS {k}", "https://" + pick(COMPANIES) + ".okta.com/api/v1/users")
V("auth0", "Auth0", lambda: [("AUTH0_DOMAIN", pick(COMPANIES) + ".us.auth0.com", False), ("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
                             ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)])
V("clerk", "Clerk", one("CLERK_SECRET_KEY", tk("sk_live_", ALNUM, 42)), H_BEARER, "https://api.clerk.com/v1/users")
V("stytch", "Stytch", lambda: [("STYTCH_PROJECT_ID", "project-live-" + uuid4(), False), ("STYTCH_SECRET", "secret-live-" + rs(B64U, 36) + "=", True)])
V("keycloak", "Keycloak", lambda: [("KEYCLOAK_CLIENT_ID", pick(["backend", "api-gateway", "admin-cli-svc"]), False),
                                   ("KEYCLOAK_CLIENT_SECRET", rs(ALNUM, 32), True)])
V("cloudinary", "Cloudinary", lambda: [("CLOUDINARY_API_KEY", rs(DIG, 15), False), ("CLOUDINARY_API_SECRET", rs(B64U, 27), True)])
V("mapbox", "Mapbox (secret token)", one("MAPBOX_SECRET_TOKEN", _mapbox_sk))
V("etherscan", "Etherscan", one("ETHERSCAN_API_KEY", tk("", UPPNUM, 34)), "QUERY:apikey",
  "https://api.etherscan.io/api?module=account&action=balance&address=0x" + rs(HEXL, 40))
V("infura", "Infura", lambda: [("INFURA_API_KEY", rs(HEXL, 32), True)] + ([("INFURA_API_KEY_SECRET", rs(HEXL, 32), True)] if chance(0.5) else []))
V("alchemy", "Alchemy", one("ALCHEMY_API_KEY", tk("", B64U, 32)))
V("firebasecli", "Firebase CLI (CI token)", one("FIREBASE_TOKEN", lambda: "1//0" + pick("cdeg") + rs(B64U, 99)))
V("google_access", "Google OAuth access token", one("GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0A" + rs(B64U, 150)), H_BEARER,
  "https://www.googleapis.com/drive/v3/files")
V("meili", "Meilisearch", one("MEILI_MASTER_KEY", tk("", B64U, 43)), H_BEARER, "http://search.internal:7700/indexes")
V("typesense", "Typesense", one("TYPESENSE_API_KEY", tk("", ALNUM, 32)), "X-TYPESENSE-API-KEY: {k}", "https://search." + pick(COMPANIES) + ".io/collections")
V("mixpanel", "Mixpanel (service account)", lambda: [("MIXPANEL_SA_USERNAME", pick(["etl", "export", "bi"]) + "." + rs(LOWNUM, 6) + ".mp-service-account", False),
                                                     ("MIXPANEL_SA_SECRET", rs(ALNUM, 32), True)])
V("amplitude", "Amplitude", lambda: [("AMPLITUDE_API_KEY", rs(HEXL, 32), False), ("AMPLITUDE_SECRET_KEY", rs(HEXL, 32), True)])
V("vimeo", "Vimeo", one("VIMEO_ACCESS_TOKEN", tk("", HEXL, 32)), H_BEARER, "https://api.vimeo.com/me/videos")
V("zerotier", "ZeroTier Central", one("ZEROTIER_API_TOKEN", tk("", ALNUM, 32)), H_BEARER, "https://api.zerotier.com/api/v1/network")
V("bunny", "bunny.net", one("BUNNY_ACCESS_KEY", lambda: uuid4() + rs(HEXL, 12) + "-" + rs(HEXL, 4) + "-" + rs(HEXL, 4) + "-" + rs(HEXL, 4) + "-" + rs(HEXL, 12)),
  "AccessKey: {k}", "https://api.bunny.net/pullzone")


# ---------------------------------------------------------------------------
# containers: embed credentials in the shapes people paste
# each returns dict(snip, where, cat, secrets)
# ---------------------------------------------------------------------------
def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(var):
    return "".join(p.capitalize() for p in var.lower().split("_"))


def dotted(var):
    return var.lower().replace("_", ".")


_YAML_SAFE = re.compile(r"^[A-Za-z0-9_./+=~-]+$")


def yq(v):
    if _YAML_SAFE.match(v) and v[0] not in "-?:,[]{}#&*!|>'\"%@`" and not v.isdigit() and v.lower() not in ("yes", "no", "true", "false", "on", "off", "null"):
        return v
    return '"' + v + '"'


def shq(v):
    if re.match(r"^[A-Za-z0-9_./:=+@%,-]+$", v):
        return v
    return "'" + v + "'"


def listed(cr):
    return [v for (_, v, l) in cr if l]


def mk(snip, where, cat, secrets):
    return dict(snip=snip, where=where, cat=cat, secrets=list(secrets))


def kv_dotenv(cr):
    q = pick(["", "", '"', "'"])
    return mk("\n".join(f"{k}={q}{v}{q}" for k, v, _ in cr),
              pick([".env", ".env.local", ".env.production", ".env.staging", "apps/api/.env", "backend/.env.development",
                    "docker/.env", ".env.example (filled in by mistake)", "server/.env"]), "dotenv file", listed(cr))


def kv_export(cr):
    return mk("\n".join(f'export {k}="{v}"' for k, v, _ in cr),
              pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "ops/env.sh", ".envrc", "the setup section of the README"]),
              "shell export", listed(cr))


def kv_inline_cmd(cr):
    cmd = pick(["npm run deploy", "python manage.py runserver", "node scripts/sync.js", "go run ./cmd/worker",
                "pnpm test:e2e", "bundle exec rake jobs:work", "uv run python -m app.sync", "./gradlew bootRun"])
    return mk(" ".join(f"{k}={shq(v)}" for k, v, _ in cr) + " " + cmd, pick(["the terminal", "package.json scripts",
                                                                             "the Makefile", "the runbook", "the CI log"]),
              "inline env before command", listed(cr))


def kv_powershell(cr):
    return mk("\n".join(f'$env:{k} = "{v}"' for k, v, _ in cr), pick(["deploy.ps1", "the PowerShell profile", "scripts\\dev.ps1"]),
              "PowerShell env", listed(cr))


def kv_setx(cr):
    return mk("\n".join(f'setx {k} "{v}"' for k, v, _ in cr), pick(["the Windows build agent setup notes", "setup.bat"]),
              "Windows setx", listed(cr))


def kv_fish(cr):
    return mk("\n".join(f"set -gx {k} {shq(v)}" for k, v, _ in cr), "~/.config/fish/config.fish", "fish set -gx", listed(cr))


def kv_yaml(cr, svc):
    sect = re.sub(r"[^a-z0-9]+", "_", svc.lower()).strip("_")
    lines = [f"{sect}:"] + [f"  {k.lower()}: {yq(v)}" for k, v, _ in cr]
    return mk("\n".join(lines), pick(["config/settings.yaml", "config/production.yml", "application.yml", "config/secrets.yml",
                                      "conf/app.yaml", "deploy/values.prod.yaml"]), "YAML config", listed(cr))


def kv_compose(cr):
    svc = pick(["api", "worker", "web", "app", "backend"])
    if chance(0.5):
        env = [f"      - {k}={v}" for k, v, _ in cr]
    else:
        env = [f"      {k}: {yq(v)}" for k, v, _ in cr]
    img = pick(["node:20-alpine", "python:3.12-slim", f"ghcr.io/{company()}/{svc}:latest", "golang:1.22"])
    return mk(f"services:\n  {svc}:\n    image: {img}\n    environment:\n" + "\n".join(env),
              pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"]), "docker-compose environment", listed(cr))


def kv_json(cr):
    style = R.random()
    if style < 0.4:
        obj = {camel(k): v for k, v, _ in cr}
        where = pick(["config/default.json", "config/production.json", "secrets.json", "config.json"])
    elif style < 0.7:
        obj = {"IsEncrypted": False, "Values": dict([("AzureWebJobsStorage", "UseDevelopmentStorage=true")] + [(k, v) for k, v, _ in cr])}
        where = "local.settings.json"
    else:
        obj = {"version": "0.2.0", "configurations": [{"name": "Debug API", "type": "node", "request": "launch",
                                                      "program": "${workspaceFolder}/src/index.js", "env": {k: v for k, v, _ in cr}}]}
        where = ".vscode/launch.json"
    return mk(jdump(obj, indent=2), where, "JSON config", listed(cr))


def kv_appsettings(cr, svc):
    sect = re.sub(r"[^A-Za-z0-9]", "", svc.split()[0])
    obj = {"Logging": {"LogLevel": {"Default": "Information"}}, sect: {pascal(k): v for k, v, _ in cr}}
    return mk(jdump(obj, indent=2), pick(["appsettings.json", "appsettings.Production.json", "appsettings.Development.json"]),
              "appsettings.json", listed(cr))


def kv_toml(cr, svc):
    sect = re.sub(r"[^a-z0-9]+", "_", svc.lower()).strip("_")
    r = R.random()
    if r < 0.35:
        where, head = ".streamlit/secrets.toml", f"[{sect}]"
        body = [f'{k.lower()} = "{v}"' for k, v, _ in cr]
    elif r < 0.6:
        where, head = "fly.toml", "[env]"
        body = [f'  {k} = "{v}"' for k, v, _ in cr]
    elif r < 0.8:
        where, head = "wrangler.toml", "[vars]"
        body = [f'{k} = "{v}"' for k, v, _ in cr]
    else:
        where, head = "netlify.toml", "[build.environment]"
        body = [f'  {k} = "{v}"' for k, v, _ in cr]
    return mk("\n".join([head] + body), where, "TOML config", listed(cr))


def kv_ini(cr, svc):
    sect = re.sub(r"[^a-z0-9]+", "_", svc.lower()).strip("_")
    return mk("\n".join([f"[{sect}]"] + [f"{k.lower()} = {v}" for k, v, _ in cr]),
              pick(["config.ini", "settings.ini", "setup.cfg", "conf/app.ini", "integration.cfg"]), "INI config", listed(cr))


def kv_properties(cr):
    where = pick(["application.properties", "gradle.properties", "local.properties", "src/main/resources/application-prod.properties"])
    return mk("\n".join(f"{dotted(k)}={v}" for k, v, _ in cr), where, "Java properties", listed(cr))


def kv_xml(cr):
    if chance(0.6):
        body = "<appSettings>\n" + "\n".join(f'  <add key="{pascal(k)}" value="{v}" />' for k, v, _ in cr) + "\n</appSettings>"
        where = pick(["Web.config", "App.config", "Web.Release.config"])
    else:
        body = "<resources>\n" + "\n".join(f'    <string name="{k.lower()}">{v}</string>' for k, v, _ in cr) + "\n</resources>"
        where = "app/src/main/res/values/secrets.xml"
    return mk(body, where, "XML config", listed(cr))


def kv_tfvars(cr):
    if chance(0.55):
        return mk("\n".join(f'{k.lower()} = "{v}"' for k, v, _ in cr), pick(["terraform.tfvars", "prod.auto.tfvars", "envs/stg/terraform.tfvars"]),
                  "Terraform tfvars", listed(cr))
    fn = pick(["api", "worker", "ingest", "notifier"])
    body = (f'resource "aws_lambda_function" "{fn}" {{\n  function_name = "{fn}-{pick(["prod", "stg"])}"\n  runtime       = "{pick(["python3.12", "nodejs20.x"])}"\n'
            "  environment {\n    variables = {\n" + "\n".join(f'      {k} = "{v}"' for k, v, _ in cr) + "\n    }\n  }\n}")
    return mk(body, pick(["lambda.tf", "main.tf", "modules/worker/main.tf"]), "Terraform resource", listed(cr))


def kv_gha(cr):
    wf = pick(["deploy.yml", "ci.yml", "nightly.yml", "release.yml"])
    body = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join(f"      {k}: {yq(v)}" for k, v, _ in cr)
    body += "\n    steps:\n      - uses: actions/checkout@v4"
    return mk(body, ".github/workflows/" + wf, "GitHub Actions env", listed(cr))


def kv_gitlab(cr):
    return mk("variables:\n" + "\n".join(f'  {k}: "{v}"' for k, v, _ in cr) + "\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh",
              ".gitlab-ci.yml", "GitLab CI variables", listed(cr))


def kv_jenkins(cr):
    return mk("pipeline {\n  agent any\n  environment {\n" + "\n".join(f"    {k} = '{v}'" for k, v, _ in cr) + "\n  }\n  stages { ... }\n}",
              "Jenkinsfile", "Jenkinsfile environment", listed(cr))


def kv_circle(cr):
    return mk("jobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n    environment:\n" + "\n".join(f"      {k}: {yq(v)}" for k, v, _ in cr),
              ".circleci/config.yml", "CircleCI environment", listed(cr))


def kv_k8s_string(cr):
    name = pick(["app-secrets", "api-env", "worker-credentials", "backend-secret"])
    body = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {pick(['default', 'prod', 'staging', 'apps'])}\n"
            "type: Opaque\nstringData:\n" + "\n".join(f"  {k}: {yq(v)}" for k, v, _ in cr))
    return mk(body, pick(["k8s/secret.yaml", "deploy/base/secret.yaml", "manifests/app-secrets.yaml"]), "Kubernetes Secret stringData", listed(cr))


def kv_k8s_data(cr):
    name = pick(["app-secrets", "api-env", "worker-credentials"])
    enc = [(k, b64(v.encode()), l) for k, v, l in cr]
    body = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\ndata:\n" + "\n".join(f"  {k}: {v}" for k, v, _ in enc)
    return mk(body, pick(["k8s/secret.yaml", "helm/templates/secret.yaml", "overlays/prod/secret.yaml"]), "Kubernetes Secret data (base64)",
              [v for _, v, l in enc if l])


def kv_k8s_env(cr):
    body = "        env:\n" + "\n".join(f"          - name: {k}\n            value: \"{v}\"" for k, v, _ in cr)
    return mk("spec:\n  template:\n    spec:\n      containers:\n      - name: app\n" + body, pick(["k8s/deployment.yaml", "deploy/api-deployment.yaml"]),
              "Kubernetes Deployment env", listed(cr))


def kv_dockerfile(cr):
    base = pick(["FROM node:20-alpine", "FROM python:3.12-slim", "FROM eclipse-temurin:21-jre", "FROM golang:1.22 AS build"])
    kw = pick(["ENV", "ENV", "ARG"])
    return mk(base + "\n" + "\n".join(f"{kw} {k}={v}" for k, v, _ in cr) + "\nCOPY . /app", pick(["Dockerfile", "docker/api.Dockerfile", "Dockerfile.prod"]),
              "Dockerfile " + kw, listed(cr))


def kv_docker_run(cr):
    img = pick([f"{company()}/api:latest", "ghcr.io/" + company() + "/worker:1.4.2", "datadog/agent:7", "n8nio/n8n", "grafana/grafana:11.0.0"])
    return mk("docker run -d --name app " + " ".join(f"-e {k}={shq(v)}" for k, v, _ in cr) + " " + img,
              pick(["the deploy runbook", "scripts/run-local.sh", "the terminal history", "the on-call doc"]), "docker run -e", listed(cr))


def kv_helm(cr):
    return mk("helm upgrade --install app ./chart -n prod " + " ".join(f"--set env.{k}={shq(v)}" for k, v, _ in cr),
              pick(["the deploy script", "Makefile", "the release checklist"]), "helm --set", listed(cr))


def kv_cli_setter(cr):
    tool = pick(["heroku", "fly", "gh", "kubectl", "railway", "netlify", "ssm", "az", "doppler", "vault", "dotnet", "supabase", "firebase"])
    app = pick(["api", "web", "worker", company() + "-prod"])
    lines = []
    for k, v, _ in cr:
        lines.append({
            "heroku": f"heroku config:set {k}={shq(v)} -a {app}",
            "fly": f"fly secrets set {k}={shq(v)} -a {app}",
            "gh": f"gh secret set {k} --body {shq(v)}",
            "kubectl": f"kubectl create secret generic {app}-env --from-literal={k}={shq(v)}",
            "railway": f"railway variables --set {k}={shq(v)}",
            "netlify": f"netlify env:set {k} {shq(v)}",
            "ssm": f"aws ssm put-parameter --name /{app}/{k.lower()} --type SecureString --value {shq(v)} --overwrite",
            "az": f"az keyvault secret set --vault-name kv-{app} --name {k.replace('_', '-')} --value {shq(v)}",
            "doppler": f"doppler secrets set {k}={shq(v)} --project {app} --config prd",
            "vault": f"vault kv put secret/{app} {k.lower()}={shq(v)}",
            "dotnet": f'dotnet user-secrets set "{pascal(k)}" "{v}"',
            "supabase": f"supabase secrets set {k}={shq(v)}",
            "firebase": f'firebase functions:config:set app.{k.lower()}="{v}"',
        }[tool])
    return mk("\n".join(lines), pick(["the terminal history", "the setup notes", "the PR description", "a Slack thread", "the runbook"]),
              "CLI secret setter (" + tool + ")", listed(cr))


def kv_code(cr):
    lang = pick(["py", "py", "js", "ts", "go", "java", "cs", "rb", "php", "kt", "swift", "rs"])
    L = {"py": lambda k, v: f'{k} = "{v}"', "js": lambda k, v: f"const {camel(k)} = '{v}';",
         "ts": lambda k, v: f'export const {k}: string = "{v}";', "go": lambda k, v: f'const {pascal(k)} = "{v}"',
         "java": lambda k, v: f'private static final String {k} = "{v}";', "cs": lambda k, v: f'private const string {pascal(k)} = "{v}";',
         "rb": lambda k, v: f"ENV['{k}'] ||= '{v}'", "php": lambda k, v: f"define('{k}', '{v}');",
         "kt": lambda k, v: f'const val {k} = "{v}"', "swift": lambda k, v: f'let {camel(k)} = "{v}"',
         "rs": lambda k, v: f'const {k}: &str = "{v}";'}[lang]
    where = {"py": ["settings.py", "config.py", "app/core/config.py", "scripts/backfill.py"], "js": ["src/config.js", "server.js", "scripts/seed.js"],
             "ts": ["src/lib/env.ts", "src/config/keys.ts"], "go": ["internal/config/config.go", "cmd/worker/main.go"],
             "java": ["src/main/java/com/" + company().replace("-", "") + "/Config.java"], "cs": ["Services/ApiClient.cs", "Program.cs"],
             "rb": ["config/initializers/keys.rb"], "php": ["wp-config.php", "config/services.php"], "kt": ["app/src/main/java/BuildKeys.kt"],
             "swift": ["Sources/App/Secrets.swift"], "rs": ["src/config.rs"]}[lang]
    return mk("\n".join(L(k, v) for k, v, _ in cr), pick(where), "hardcoded in code (" + lang + ")", listed(cr))


def kv_notebook(cr):
    if chance(0.5):
        body = "\n".join(f"%env {k}={v}" for k, v, _ in cr)
    else:
        body = "import os\n" + "\n".join(f'os.environ["{k}"] = "{v}"' for k, v, _ in cr)
    return mk(body, pick(["notebooks/explore.ipynb", "the first Colab cell", "analysis/eval.ipynb"]), "notebook cell", listed(cr))


def kv_table(cr):
    rows = "\n".join(f"| {k} | `{v}` |" for k, v, _ in cr)
    return mk("| variable | value |\n|---|---|\n" + rows, pick(["the wiki page", "docs/setup.md", "the Notion onboarding page", "the handover doc"]),
              "markdown table", listed(cr))


def kv_systemd(cr):
    return mk("[Service]\n" + "\n".join(f'Environment="{k}={v}"' for k, v, _ in cr) + "\nExecStart=/opt/app/bin/server",
              pick(["/etc/systemd/system/app.service", "deploy/worker.service"]), "systemd unit Environment", listed(cr))


def kv_pm2(cr):
    return mk("module.exports = {\n  apps: [{\n    name: 'api',\n    script: 'dist/main.js',\n    env_production: {\n"
              + "\n".join(f"      {k}: '{v}'," for k, v, _ in cr) + "\n    }\n  }]\n};", "ecosystem.config.js", "pm2 ecosystem env", listed(cr))


def kv_serverless(cr):
    return mk("provider:\n  name: aws\n  runtime: nodejs20.x\n  environment:\n" + "\n".join(f"    {k}: {yq(v)}" for k, v, _ in cr),
              "serverless.yml", "serverless.yml environment", listed(cr))


def kv_appyaml(cr):
    return mk("runtime: python312\nenv_variables:\n" + "\n".join(f"  {k}: {yq(v)}" for k, v, _ in cr), "app.yaml", "App Engine app.yaml", listed(cr))


def kv_ansible(cr):
    return mk("---\n" + "\n".join(f"{k.lower()}: {yq(v)}" for k, v, _ in cr), pick(["group_vars/all.yml", "inventories/prod/group_vars/app.yml",
                                                                                  "roles/app/defaults/main.yml"]), "Ansible vars", listed(cr))


def kv_crontab(cr):
    return mk(f"0 {rint(1, 5)} * * * " + " ".join(f"{k}={v}" for k, v, _ in cr) + " /opt/jobs/nightly.sh >> /var/log/nightly.log 2>&1",
              "the crontab on the batch box", "crontab line", listed(cr))


KV_CONTAINERS = [kv_dotenv, kv_dotenv, kv_dotenv, kv_export, kv_export, kv_inline_cmd, kv_powershell, kv_setx, kv_fish, kv_yaml, kv_compose,
                 kv_compose, kv_json, kv_appsettings, kv_toml, kv_ini, kv_properties, kv_xml, kv_tfvars, kv_gha, kv_gitlab, kv_jenkins,
                 kv_circle, kv_k8s_string, kv_k8s_data, kv_k8s_env, kv_dockerfile, kv_docker_run, kv_helm, kv_cli_setter, kv_cli_setter,
                 kv_code, kv_code, kv_notebook, kv_table, kv_systemd, kv_pm2, kv_serverless, kv_appyaml, kv_ansible, kv_crontab]
KV_NEEDS_SVC = ("kv_yaml", "kv_appsettings", "kv_toml", "kv_ini")


def render_kv(cr, svc, fn=None):
    fn = fn or pick(KV_CONTAINERS)
    if fn.__name__ in KV_NEEDS_SVC:
        return fn(cr, svc)
    return fn(cr)


# --- request containers for header-authenticated APIs ----------------------------------------
def _hdr(v, k):
    name, _, val = v["hdr"].partition(": ")
    return name, val.replace("{k}", k)


def _url(v, k):
    if v["hdr"] and v["hdr"].startswith("QUERY:"):
        p = v["hdr"][6:]
        return v["url"] + ("&" if "?" in v["url"] else "?") + p + "=" + k
    return v["url"]


def req_container(v, k):
    url = _url(v, k)
    query = v["hdr"].startswith("QUERY:")
    hn, hv = (None, None) if query else _hdr(v, k)
    path = urllib.parse.urlsplit(url)
    style = pick(["curl", "curl", "curl", "httpie", "py", "py", "js", "js", "go", "java", "cs", "php", "rb", "ps", "raw", "log", "postman", "wget"])
    if query and style in ("httpie", "raw", "postman"):
        style = "curl"
    if style == "curl":
        s = f'curl -s "{url}"' if query else f'curl -sS {url} \\\n  -H "{hn}: {hv}"' + pick(["", ' \\\n  -H "Content-Type: application/json"'])
        return mk(s, pick(["README.md", "the API docs page", "the terminal history", "scripts/smoke.sh", "a Slack message"]), "curl header" if not query else "URL query key", [k])
    if style == "httpie":
        return mk(f"http GET {url} '{hn}:{hv}'", "the terminal history", "httpie header", [k])
    if style == "py":
        s = (f'resp = requests.get("{url}", timeout=10)' if query else
             f'resp = requests.post(\n    "{url}",\n    headers={{"{hn}": "{hv}"}},\n    json=payload,\n)')
        return mk(s, pick(["scripts/smoke_test.py", "app/clients/" + v["key"] + ".py", "tests/test_integration.py"]), "python requests", [k])
    if style == "js":
        s = (f'const res = await fetch("{url}");' if query else
             f'const res = await fetch("{url}", {{\n  method: "POST",\n  headers: {{ "{hn}": "{hv}" }},\n}});')
        return mk(s, pick(["src/lib/" + v["key"] + ".ts", "pages/api/proxy.js", "worker/index.js"]), "JS fetch", [k])
    if style == "go":
        s = (f'resp, err := http.Get("{url}")' if query else
             f'req, _ := http.NewRequest("GET", "{url}", nil)\nreq.Header.Set("{hn}", "{hv}")')
        return mk(s, pick(["internal/client/client.go", "cmd/sync/main.go"]), "Go net/http", [k])
    if style == "java":
        s = (f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}")).build();' if query else
             f'HttpRequest req = HttpRequest.newBuilder(URI.create("{url}"))\n    .header("{hn}", "{hv}")\n    .build();')
        return mk(s, "src/main/java/.../ApiClient.java", "Java HttpClient", [k])
    if style == "cs":
        s = (f'var res = await http.GetAsync("{url}");' if query else
             f'http.DefaultRequestHeaders.Add("{hn}", "{hv}");\nvar res = await http.GetAsync("{url}");')
        return mk(s, "Services/ExternalApi.cs", "C# HttpClient", [k])
    if style == "php":
        s = (f'$res = file_get_contents("{url}");' if query else
             f'curl_setopt($ch, CURLOPT_URL, "{url}");\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ["{hn}: {hv}"]);')
        return mk(s, pick(["app/Services/ApiClient.php", "includes/api.php"]), "PHP curl", [k])
    if style == "rb":
        s = (f'res = Net::HTTP.get(URI("{url}"))' if query else
             f'req = Net::HTTP::Get.new(URI("{url}"))\nreq["{hn}"] = "{hv}"')
        return mk(s, "lib/clients/api_client.rb", "Ruby Net::HTTP", [k])
    if style == "ps":
        s = (f'Invoke-RestMethod -Uri "{url}"' if query else
             f'Invoke-RestMethod -Uri "{url}" -Headers @{{ "{hn}" = "{hv}" }}')
        return mk(s, pick(["deploy.ps1", "the PowerShell session"]), "PowerShell Invoke-RestMethod", [k])
    if style == "raw":
        s = f"{pick(['GET', 'POST'])} {path.path or '/'} HTTP/1.1\nHost: {path.netloc}\n{hn}: {hv}\nAccept: application/json"
        return mk(s, pick(["the proxy capture", "mitmproxy", "the HAR export", "Charles"]), "raw HTTP request", [k])
    if style == "log":
        ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
        if query:
            s = f"{ts} DEBUG http.client GET {url} -> 200 ({rint(40, 900)}ms)"
        else:
            s = f"{ts} DEBUG outbound request {pick(['POST', 'GET'])} {url} headers={{'{hn}': '{hv}', 'User-Agent': 'python-httpx/0.27.0'}}"
        return mk(s, pick(["the worker logs", "CloudWatch", "the Datadog log stream", "kubectl logs output"]), "debug log line", [k])
    if style == "postman":
        obj = {"name": v["name"] + " prod", "values": [{"key": "baseUrl", "value": f"{path.scheme}://{path.netloc}", "enabled": True},
                                                      {"key": "apiKey", "value": k, "type": "secret", "enabled": True}]}
        return mk(jdump(obj, indent=2), "the exported Postman environment", "Postman environment export", [k])
    s = f'wget -qO- --header="{hn}: {hv}" "{url}"' if not query else f'wget -qO- "{url}"'
    return mk(s, "the cron script", "wget header", [k])


def sdk_container(v, k):
    lang = pick(list(v["sdk"].keys()))
    where = {"py": ["app/services/client.py", "main.py", "bot.py", "scripts/run_eval.py"], "js": ["src/index.js", "lib/client.ts", "server/app.js"],
             "rb": ["config/initializers/stripe.rb"], "php": ["app/Providers/AppServiceProvider.php"], "go": ["internal/billing/client.go"],
             "java": ["src/main/java/.../BillingConfig.java"]}[lang]
    return mk(v["sdk"][lang].replace("{k}", k), pick(where), "SDK constructor (" + lang + ")", [k])


# --- vendor-native snippets --------------------------------------------------------------------
def _val(cr, var):
    for k, v, _ in cr:
        if k == var:
            return v
    raise KeyError(var)


def _u():
    return pick(EN_USERS + KO_USERS)


def _repo():
    return f"{company()}/{pick(['api', 'web', 'infra', 'mobile', 'data-pipeline', 'billing', 'platform'])}"


NATIVES = {}


def native(key):
    def deco(fn):
        NATIVES.setdefault(key, []).append(fn)
        return fn
    return deco


@native("aws")
def _n_aws_cred(cr):
    a, s = _val(cr, "AWS_ACCESS_KEY_ID"), _val(cr, "AWS_SECRET_ACCESS_KEY")
    prof = pick(["default", "prod", "deploy", company()])
    return mk(f"[{prof}]\naws_access_key_id = {a}\naws_secret_access_key = {s}" + pick(["", "\nregion = ap-northeast-2", "\nregion = us-east-1"]),
              "~/.aws/credentials", "AWS credentials file", [a, s])


@native("aws")
def _n_aws_boto(cr):
    a, s = _val(cr, "AWS_ACCESS_KEY_ID"), _val(cr, "AWS_SECRET_ACCESS_KEY")
    return mk(f's3 = boto3.client(\n    "s3",\n    aws_access_key_id="{a}",\n    aws_secret_access_key="{s}",\n)',
              pick(["scripts/upload_reports.py", "etl/export.py", "lambda_function.py"]), "boto3 client args", [a, s])


@native("aws")
def _n_aws_tf(cr):
    a, s = _val(cr, "AWS_ACCESS_KEY_ID"), _val(cr, "AWS_SECRET_ACCESS_KEY")
    return mk(f'provider "aws" {{\n  region     = "{pick(["ap-northeast-2", "us-east-1", "eu-central-1"])}"\n  access_key = "{a}"\n  secret_key = "{s}"\n}}',
              pick(["providers.tf", "main.tf"]), "Terraform AWS provider", [a, s])


@native("aws")
def _n_aws_js(cr):
    a, s = _val(cr, "AWS_ACCESS_KEY_ID"), _val(cr, "AWS_SECRET_ACCESS_KEY")
    return mk(f"const s3 = new S3Client({{\n  region: 'ap-northeast-2',\n  credentials: {{ accessKeyId: '{a}', secretAccessKey: '{s}' }},\n}});",
              pick(["src/lib/s3.ts", "upload.js"]), "AWS SDK v3 credentials", [a, s])


@native("aws")
def _n_aws_configure(cr):
    a, s = _val(cr, "AWS_ACCESS_KEY_ID"), _val(cr, "AWS_SECRET_ACCESS_KEY")
    return mk(f"aws configure set aws_access_key_id {a}\naws configure set aws_secret_access_key {s}", "the bootstrap script",
              "aws configure set", [a, s])


@native("awssts")
def _n_sts_cred(cr):
    a, s, t = (_val(cr, x) for x in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"))
    return mk(f"[sso-admin]\naws_access_key_id = {a}\naws_secret_access_key = {s}\naws_session_token = {t}", "~/.aws/credentials",
              "AWS temporary credentials", [a, s, t])


@native("github")
def _n_gh_gitcred(cr):
    t = cr[0][1]
    return mk(f"https://{_u()}:{t}@github.com", "~/.git-credentials", "git-credentials store", [t])


@native("github")
def _n_gh_remote(cr):
    t = cr[0][1]
    return mk(f"git remote set-url origin https://x-access-token:{t}@github.com/{_repo()}.git", "the CI script", "git remote URL with token", [t])


@native("github")
def _n_gh_hosts(cr):
    t = cr[0][1]
    return mk(f"github.com:\n    user: {_u()}\n    oauth_token: {t}\n    git_protocol: https", "~/.config/gh/hosts.yml", "gh CLI hosts.yml", [t])


@native("github")
def _n_gh_npmrc(cr):
    t = cr[0][1]
    return mk(f"@{company()}:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={t}", ".npmrc", "GitHub Packages .npmrc", [t])


@native("github")
def _n_gh_pip(cr):
    t = cr[0][1]
    return mk(f"git+https://{t}@github.com/{_repo()}-sdk.git@v{rint(0, 3)}.{rint(0, 20)}.{rint(0, 9)}", "requirements.txt",
              "requirements.txt git URL with token", [t])


@native("github")
def _n_gh_ghcr(cr):
    t = cr[0][1]
    return mk(f"echo {t} | docker login ghcr.io -u {_u()} --password-stdin", "the deploy script", "docker login ghcr.io", [t])


@native("github")
def _n_gh_insteadof(cr):
    t = cr[0][1]
    return mk(f'git config --global url."https://{_u()}:{t}@github.com/".insteadOf "https://github.com/"', "the Dockerfile build stage",
              "git insteadOf with token (GOPRIVATE)", [t])


@native("gitlab")
def _n_gl_clone(cr):
    t = cr[0][1]
    return mk(f"git clone https://oauth2:{t}@gitlab.com/{_repo()}.git", "the bootstrap script", "git clone URL with token", [t])


@native("gitlab")
def _n_gl_runner(cr):
    t = "glrt-" + rs(B64U, 20)
    return mk(f"gitlab-runner register --non-interactive --url https://gitlab.com --token {t} --executor docker --docker-image alpine:3.19",
              "the runner setup notes", "gitlab-runner register --token", [t])


@native("bitbucket")
def _n_bb(cr):
    u, p = cr[0][1], cr[1][1]
    return mk(f"git clone https://{u}:{p}@bitbucket.org/{_repo()}.git", "the README", "git clone URL with app password", [p])


@native("bitbucket")
def _n_bb_curl(cr):
    u, p = cr[0][1], cr[1][1]
    return mk(f'curl -u "{u}:{p}" https://api.bitbucket.org/2.0/repositories/{company()}', "the terminal history", "curl -u app password", [p])


@native("atlassian")
def _n_jira(cr):
    t = cr[0][1]
    mail = pick(FIRST_EN).lower() + "@" + domain()
    return mk(f'curl -u {mail}:{t} -H "Accept: application/json" https://{company()}.atlassian.net/rest/api/3/search?jql=project=OPS',
              "the script in tools/jira_sync.sh", "curl -u email:API token", [t])


@native("npm")
def _n_npmrc(cr):
    t = cr[0][1]
    return mk(f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}", pick([".npmrc", "~/.npmrc"]), "npmrc authToken", [t])


@native("npm")
def _n_yarnrc(cr):
    t = cr[0][1]
    return mk(f'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "{t}"', ".yarnrc.yml", "yarnrc npmAuthToken", [t])


@native("npm")
def _n_npm_set(cr):
    t = cr[0][1]
    return mk(f"npm config set //registry.npmjs.org/:_authToken {t}", "the release job", "npm config set authToken", [t])


@native("pypi")
def _n_pypirc(cr):
    t = cr[0][1]
    return mk(f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}", "~/.pypirc", ".pypirc", [t])


@native("pypi")
def _n_twine(cr):
    t = cr[0][1]
    return mk(pick([f"twine upload -u __token__ -p {t} dist/*", f"poetry config pypi-token.pypi {t}", f"uv publish --token {t}"]),
              "the release script", "PyPI upload command", [t])


@native("rubygems")
def _n_gemcred(cr):
    t = cr[0][1]
    return mk(f"---\n:rubygems_api_key: {t}", "~/.gem/credentials", "gem credentials", [t])


@native("crates")
def _n_cargo(cr):
    t = cr[0][1]
    return mk(pick([f'[registry]\ntoken = "{t}"', f"cargo login {t}"]), pick(["~/.cargo/credentials.toml", "the release notes"]), "cargo registry token", [t])


@native("nuget")
def _n_nuget(cr):
    t = cr[0][1]
    return mk(f"dotnet nuget push bin/Release/*.nupkg --api-key {t} --source https://api.nuget.org/v3/index.json", "the release pipeline",
              "dotnet nuget push --api-key", [t])


@native("dockerhub")
def _n_dh_login(cr):
    u, t = cr[0][1], cr[1][1]
    return mk(f"docker login -u {u} -p {t}", "the CI log", "docker login -p", [t])


@native("dockerhub")
def _n_dh_config(cr):
    u, t = cr[0][1], cr[1][1]
    blob = b64(f"{u}:{t}".encode())
    return mk(jdump({"auths": {"https://index.docker.io/v1/": {"auth": blob}}}, indent=2), "~/.docker/config.json", "docker config.json auth (base64)", [blob])


@native("sonar")
def _n_sonar(cr):
    t = cr[0][1]
    return mk(pick([f"sonar-scanner -Dsonar.projectKey={company()}_api -Dsonar.host.url=https://sonarcloud.io -Dsonar.token={t}",
                    f"mvn verify sonar:sonar -Dsonar.login={t}"]), "the CI step", "sonar scanner -D token", [t])


@native("snyk")
def _n_snyk(cr):
    t = cr[0][1]
    return mk(f"snyk auth {t}", "the dev container setup", "snyk auth positional", [t])


@native("tfc")
def _n_tfrc(cr):
    t = cr[0][1]
    return mk(f'credentials "app.terraform.io" {{\n  token = "{t}"\n}}', "~/.terraformrc", "terraformrc credentials block", [t])


@native("vault")
def _n_vault(cr):
    t = cr[0][1]
    return mk(pick([f"vault login {t}", f"VAULT_ADDR=https://vault.{company()}.internal:8200 VAULT_TOKEN={t} vault kv get secret/app"]),
              "the terminal history", "vault CLI token", [t])


@native("doppler")
def _n_doppler(cr):
    t = cr[0][1]
    return mk(f"doppler configure set token {t} --scope /app", "the Dockerfile", "doppler configure set token", [t])


@native("wandb")
def _n_wandb(cr):
    t = cr[0][1]
    return mk(pick([f"machine api.wandb.ai\n  login user\n  password {t}", f"wandb login {t}"]), pick(["~/.netrc", "the training notebook"]),
              "wandb key", [t])


@native("hf")
def _n_hf(cr):
    t = cr[0][1]
    return mk(pick([f"huggingface-cli login --token {t}", f"git clone https://{_u()}:{t}@huggingface.co/{company()}/private-model"]),
              "the setup cell", "Hugging Face CLI token", [t])


@native("sentry")
def _n_sentry(cr):
    t = cr[0][1]
    return mk(pick([f"[auth]\ntoken={t}", f"sentry-cli --auth-token {t} releases new $VERSION"]), pick([".sentryclirc", "the release script"]),
              "sentry-cli token", [t])


@native("ngrok")
def _n_ngrok(cr):
    t = cr[0][1]
    return mk(pick([f"ngrok config add-authtoken {t}", f'version: "2"\nauthtoken: {t}']), pick(["the dev setup notes", "~/.config/ngrok/ngrok.yml"]),
              "ngrok authtoken", [t])


@native("tailscale")
def _n_ts(cr):
    t = cr[0][1]
    return mk(f"sudo tailscale up --authkey={t} --hostname={pick(['build-01', 'edge-gw', 'nas'])}", "the provisioning script", "tailscale up --authkey", [t])


@native("cftunnel")
def _n_cft(cr):
    t = cr[0][1]
    return mk(pick([f"sudo cloudflared service install {t}", f"cloudflared tunnel run --token {t}"]), "the server setup notes", "cloudflared token", [t])


@native("fly")
def _n_fly(cr):
    t = cr[0][1]
    return mk(f'FLY_API_TOKEN="FlyV1 {t}" flyctl deploy --remote-only', "the deploy job", "FlyV1 token env", [t])


@native("slackhook")
def _n_slackhook(cr):
    s = cr[0][1]
    url = f"https://hooks.slack.com/services/T{rs(UPPNUM, 9)}/B{rs(UPPNUM, 10)}/{s}"
    return mk(pick([f"SLACK_WEBHOOK_URL={url}", f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {url}"]),
              pick([".env", "scripts/notify.sh", "the alertmanager config"]), "Slack webhook URL", [s])


@native("discordhook")
def _n_discordhook(cr):
    s = cr[0][1]
    url = f"https://discord.com/api/webhooks/{rint(10 ** 17, 10 ** 19 - 1)}/{s}"
    return mk(pick([f"DISCORD_WEBHOOK={url}", f'requests.post("{url}", json={{"content": msg}})']), pick([".env", "bot/notify.py"]),
              "Discord webhook URL", [s])


@native("teams")
def _n_teams(cr):
    s = cr[0][1]
    url = f"https://{company()}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{s}/{uuid4()}"
    return mk(f"TEAMS_WEBHOOK_URL={url}", pick([".env", "the Azure DevOps pipeline variables"]), "Teams webhook URL", [s])


@native("telegram")
def _n_tg(cr):
    t = cr[0][1]
    return mk(f'curl -s "https://api.telegram.org/bot{t}/sendMessage" -d chat_id=-100{rs(DIG, 10)} -d text="backup ok"',
              pick(["the backup cron script", "scripts/notify.sh"]), "Telegram bot URL", [t])


@native("twilio")
def _n_twilio(cr):
    sid, tok = cr[0][1], cr[1][1]
    return mk(pick([f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json \\\n  -u {sid}:{tok} \\\n  --data-urlencode \"To=+8210{rs(DIG, 8)}\" --data-urlencode \"Body=test\"",
                    f'client = Client("{sid}", "{tok}")']), pick(["the SMS test script", "notifications/sms.py"]), "Twilio SID + auth token", [tok])


@native("twiliokey")
def _n_twkey(cr):
    k, s = cr[0][1], cr[1][1]
    return mk(f'client = Client("{k}", "{s}", "AC{rs(HEXL, 32)}")', "notifications/sms.py", "Twilio API key + secret", [k, s])


@native("mailgun")
def _n_mailgun(cr):
    t = cr[0][1]
    return mk(f"curl -s --user 'api:{t}' https://api.mailgun.net/v3/mg.{domain()}/messages \\\n  -F from='noreply@{domain()}' -F to=me@{domain()} -F subject=test -F text=hi",
              "the README", "curl --user api:key", [t])


@native("mailchimp")
def _n_mailchimp(cr):
    t = cr[0][1]
    dc = t.rsplit("-", 1)[1]
    return mk(f'curl -u "anystring:{t}" https://{dc}.api.mailchimp.com/3.0/lists', "the terminal history", "curl -u anystring:key", [t])


@native("mailjet")
def _n_mailjet(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'curl -s -X POST --user "{a}:{b}" https://api.mailjet.com/v3.1/send -H "Content-Type: application/json" -d @mail.json',
              "scripts/send_test_mail.sh", "curl --user public:private", [a, b])


@native("zendesk")
def _n_zendesk(cr):
    t = cr[0][1]
    return mk(f"curl https://{company()}.zendesk.com/api/v2/tickets.json -u agent@{domain()}/token:{t}", "the support tooling README",
              "curl -u email/token:key", [t])


@native("freshdesk")
def _n_freshdesk(cr):
    t = cr[0][1]
    return mk(f"curl -u {t}:X -H 'Content-Type: application/json' https://{company()}.freshdesk.com/api/v2/tickets", "the terminal history",
              "curl -u key:X", [t])


@native("stripe")
def _n_stripe_curl(cr):
    t = cr[0][1]
    return mk(pick([f"curl https://api.stripe.com/v1/customers -u {t}: -d email=test@{domain()}", f"stripe listen --api-key {t} --forward-to localhost:3000/webhooks"]),
              "the terminal history", "Stripe curl -u / CLI --api-key", [t])


@native("toss")
def _n_toss_basic(cr):
    t = cr[0][1]
    blob = b64((t + ":").encode())
    return mk(f'curl --request POST \\\n  --url https://api.tosspayments.com/v1/payments/confirm \\\n  --header "Authorization: Basic {blob}" \\\n  --header "Content-Type: application/json"',
              "the payment confirm test", "Basic header of secret key (base64)", [blob])


@native("toss")
def _n_toss_js(cr):
    t = cr[0][1]
    return mk(f'const secretKey = "{t}";\nconst encryptedSecretKey = "Basic " + Buffer.from(secretKey + ":").toString("base64");',
              "app/api/payments/confirm/route.ts", "secret key in JS", [t])


@native("portone")
def _n_portone(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"curl -X POST https://api.iamport.kr/users/getToken -H 'Content-Type: application/json' \\\n  -d '{{\"imp_key\": \"{a}\", \"imp_secret\": \"{b}\"}}'",
              "the payment test script", "iamport getToken body", [a, b])


@native("naverapi")
def _n_naver(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'curl "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91&display=10" \\\n  -H "X-Naver-Client-Id: {a}" \\\n  -H "X-Naver-Client-Secret: {b}"',
              "the crawler README", "Naver client id/secret headers", [b])


@native("coolsms")
def _n_coolsms(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'const messageService = new SolapiMessageService("{a}", "{b}");', "src/sms/sender.ts", "SOLAPI SDK constructor", [a, b])


@native("channeltalk")
def _n_channel(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'curl https://api.channel.io/open/v5/user-chats?state=opened \\\n  -H "x-access-key: {a}" \\\n  -H "x-access-secret: {b}"',
              "the CS dashboard script", "Channel Talk access key/secret headers", [a, b])


@native("ncp")
def _n_ncp(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"[DEFAULT]\nncloud_access_key_id = {a}\nncloud_secret_access_key = {b}\nncloud_api_url = https://ncloud.apigw.ntruss.com",
              "~/.ncloud/configure", "ncloud CLI configure", [a, b])


@native("azurestorage")
def _n_azconn(cr):
    key, acct = cr[0][1], cr[1][1]
    cs = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"
    return mk(pick([f'"AzureWebJobsStorage": "{cs}"', f"AZURE_STORAGE_CONNECTION_STRING={cs}",
                    f"az storage blob upload --account-name {acct} --account-key {key} -c backups -f db.dump -n db.dump"]),
              pick(["local.settings.json", ".env", "the backup runbook"]), "Azure Storage connection string / account key", [key])


@native("servicebus")
def _n_sb(cr):
    key = cr[0][1]
    return mk(f"Endpoint=sb://{company()}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}",
              pick(["appsettings.json", "the Function App settings export"]), "Service Bus connection string", [key])


@native("cosmos")
def _n_cosmos(cr):
    key = cr[0][1]
    return mk(f"AccountEndpoint=https://{company()}-cosmos.documents.azure.com:443/;AccountKey={key};", pick(["appsettings.json", ".env"]),
              "Cosmos DB connection string", [key])


@native("azuread")
def _n_azsp(cr):
    t, c, s = cr[0][1], cr[1][1], cr[2][1]
    return mk(pick([f"az login --service-principal -u {c} -p {s} --tenant {t}",
                    f'app = msal.ConfidentialClientApplication(\n    "{c}",\n    authority="https://login.microsoftonline.com/{t}",\n    client_credential="{s}",\n)']),
              pick(["the pipeline script", "auth/graph_client.py"]), "Entra service principal secret", [s])


@native("azuredevops")
def _n_ado(cr):
    t = cr[0][1]
    org = company()
    return mk(pick([f"git clone https://{t}@dev.azure.com/{org}/Platform/_git/api", f"echo {t} | az devops login --organization https://dev.azure.com/{org}"]),
              "the agent setup notes", "Azure DevOps PAT", [t])


@native("gcpoauth")
def _n_gcpclient(cr):
    cid, sec = cr[0][1], cr[1][1]
    obj = {"web": {"client_id": cid, "project_id": company() + "-prod", "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                   "token_uri": "https://oauth2.googleapis.com/token", "client_secret": sec,
                   "redirect_uris": ["https://" + domain() + "/auth/callback"]}}
    return mk(jdump(obj, indent=2), pick(["client_secret.json", "config/google_oauth.json"]), "Google OAuth client_secret.json", [sec])


@native("gcprefresh")
def _n_adc(cr):
    t = cr[0][1]
    obj = {"account": "", "client_id": str(rint(10 ** 11, 10 ** 12 - 1)) + "-" + rs(LOWNUM, 32) + ".apps.googleusercontent.com",
           "quota_project_id": company() + "-dev", "refresh_token": t, "type": "authorized_user"}
    return mk(jdump(obj, indent=2), "~/.config/gcloud/application_default_credentials.json", "gcloud ADC refresh token", [t])


@native("firebasecli")
def _n_fbtoken(cr):
    t = cr[0][1]
    return mk(f'firebase deploy --only hosting --token "{t}"', "the old deploy script", "firebase --token", [t])


@native("akamai")
def _n_edgerc(cr):
    cs, at, ct = (x[1] for x in cr)
    return mk(f"[default]\nclient_secret = {cs}\nhost = akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}.luna.akamaiapis.net\naccess_token = {at}\nclient_token = {ct}",
              "~/.edgerc", "Akamai .edgerc", [cs, at, ct])


@native("cloudinary")
def _n_cloudinary(cr):
    k, s = cr[0][1], cr[1][1]
    return mk(f"CLOUDINARY_URL=cloudinary://{k}:{s}@{company()}", ".env", "CLOUDINARY_URL", [s])


@native("pusher")
def _n_pusher(cr):
    a, k, s = (x[1] for x in cr)
    return mk(f"const pusher = new Pusher({{\n  appId: '{a}',\n  key: '{k}',\n  secret: '{s}',\n  cluster: 'ap3',\n  useTLS: true,\n}});",
              "server/realtime.js", "Pusher server config", [s])


@native("paypal")
def _n_paypal(cr):
    c, s = cr[0][1], cr[1][1]
    return mk(f'curl -v https://api-m.paypal.com/v1/oauth2/token -u "{c}:{s}" -d "grant_type=client_credentials"', "the terminal history",
              "PayPal client credentials", [s])


@native("braintree")
def _n_braintree(cr):
    m, p, s = (x[1] for x in cr)
    return mk(f'gateway = braintree.BraintreeGateway(\n    braintree.Configuration(\n        braintree.Environment.Production,\n        merchant_id="{m}",\n        public_key="{p}",\n        private_key="{s}",\n    )\n)',
              "billing/gateway.py", "Braintree gateway config", [s])


@native("woocommerce")
def _n_woo(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"curl https://shop.{domain()}/wp-json/wc/v3/orders -u {a}:{b}", "the sync script", "WooCommerce ck/cs", [a, b])


@native("razorpay")
def _n_rzp(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'client = razorpay.Client(auth=("{a}", "{b}"))', "payments/razorpay_client.py", "Razorpay client auth tuple", [b])


@native("binance")
def _n_binance(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f'client = Client("{a}", "{b}")', "bot/trader.py", "python-binance Client", [a, b])


@native("datadog")
def _n_dd(cr):
    a, b = cr[0][1], cr[1][1]
    if chance(0.5):
        return mk(f"docker run -d --name dd-agent -e DD_API_KEY={a} -e DD_SITE=datadoghq.com -v /var/run/docker.sock:/var/run/docker.sock:ro gcr.io/datadoghq/agent:7",
                  "the agent install notes", "Datadog agent docker run", [a])
    return mk(f'curl -X GET "https://api.datadoghq.com/api/v1/monitor" \\\n  -H "DD-API-KEY: {a}" \\\n  -H "DD-APPLICATION-KEY: {b}"',
              "the terminal history", "Datadog API/app key headers", [a, b])


@native("newrelic")
def _n_nr(cr):
    t = cr[0][1]
    return mk(pick([f"common: &default_settings\n  license_key: '{t}'\n  app_name: api-prod", f"[newrelic]\nlicense_key = {t}\napp_name = worker"]),
              pick(["newrelic.yml", "newrelic.ini"]), "New Relic license key config", [t])


@native("launchdarkly")
def _n_ld(cr):
    t = cr[0][1]
    return mk(f'ldclient.set_config(Config("{t}"))', "app/flags.py", "LaunchDarkly SDK key", [t])


@native("rollbar")
def _n_rollbar(cr):
    t = cr[0][1]
    return mk(f"rollbar.init('{t}', 'production')", "app/__init__.py", "rollbar.init token", [t])


@native("auth0")
def _n_auth0(cr):
    d, c, s = (x[1] for x in cr)
    return mk(f"curl --request POST --url https://{d}/oauth/token --header 'content-type: application/json' \\\n  --data '{{\"client_id\":\"{c}\",\"client_secret\":\"{s}\",\"audience\":\"https://{d}/api/v2/\",\"grant_type\":\"client_credentials\"}}'",
              "the Auth0 quickstart notes", "Auth0 client credentials", [s])


@native("keycloak")
def _n_kc(cr):
    c, s = cr[0][1], cr[1][1]
    return mk(f"curl -s -d client_id={c} -d client_secret={s} -d grant_type=client_credentials \\\n  https://sso.{domain()}/realms/{pick(['main', 'internal', 'prod'])}/protocol/openid-connect/token",
              "the integration test notes", "Keycloak client secret", [s])


@native("spotify")
def _n_spotify(cr):
    c, s = cr[0][1], cr[1][1]
    return mk(f'curl -X POST "https://accounts.spotify.com/api/token" -d "grant_type=client_credentials&client_id={c}&client_secret={s}"',
              "the playlist-sync README", "Spotify client secret", [s])


@native("twitch")
def _n_twitch(cr):
    c, s = cr[0][1], cr[1][1]
    return mk(f"curl -X POST 'https://id.twitch.tv/oauth2/token' -d 'client_id={c}&client_secret={s}&grant_type=client_credentials'",
              "the stream bot README", "Twitch client secret", [s])


@native("zoom")
def _n_zoom(cr):
    a, c, s = (x[1] for x in cr)
    return mk(f'curl -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id={a}" -u "{c}:{s}"',
              "the meeting-export script", "Zoom S2S client secret", [s])


@native("jenkins")
def _n_jenkins(cr):
    u, t = cr[0][1], cr[1][1]
    return mk(pick([f"curl -X POST -u {u}:{t} https://jenkins.{domain()}/job/deploy-prod/buildWithParameters?TAG=v2.3.1",
                    f"java -jar jenkins-cli.jar -s https://jenkins.{domain()}/ -auth {u}:{t} build nightly"]), "the release notes",
              "Jenkins user:token", [t])


@native("infura")
def _n_infura(cr):
    t = cr[0][1]
    extra = [x[1] for x in cr[1:]]
    if extra:
        return mk(f'const provider = new ethers.JsonRpcProvider({{\n  url: "https://mainnet.infura.io/v3/{t}",\n  user: "", password: "{extra[0]}"\n}});',
                  "scripts/deploy.ts", "Infura key + secret", [t] + extra)
    return mk(f'const provider = new ethers.JsonRpcProvider("https://mainnet.infura.io/v3/{t}");', "scripts/deploy.ts", "Infura URL key", [t])


@native("alchemy")
def _n_alchemy(cr):
    t = cr[0][1]
    return mk(f"networks: {{\n  sepolia: {{\n    url: \"https://eth-sepolia.g.alchemy.com/v2/{t}\",\n    accounts: [process.env.DEPLOYER_KEY],\n  }},\n}},",
              "hardhat.config.ts", "Alchemy RPC URL key", [t])


@native("etherscan")
def _n_etherscan(cr):
    t = cr[0][1]
    return mk(f'etherscan: {{\n  apiKey: "{t}",\n}},', "hardhat.config.ts", "Etherscan apiKey", [t])


@native("mapbox")
def _n_mapbox(cr):
    t = cr[0][1]
    return mk(pick([f"machine api.mapbox.com\n  login mapbox\n  password {t}", f"MAPBOX_DOWNLOADS_TOKEN={t}"]), pick(["~/.netrc", "gradle.properties"]),
              "Mapbox downloads token", [t])


@native("modal")
def _n_modal(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(pick([f'[default]\ntoken_id = "{a}"\ntoken_secret = "{b}"', f"modal token set --token-id {a} --token-secret {b}"]),
              pick(["~/.modal.toml", "the CI setup step"]), "Modal token id/secret", [a, b])


@native("langfuse")
def _n_langfuse(cr):
    p, s, h = (x[1] for x in cr)
    return mk(f'langfuse = Langfuse(\n    public_key="{p}",\n    secret_key="{s}",\n    host="{h}",\n)', "app/observability.py", "Langfuse keys", [s])


@native("databricks")
def _n_dbx(cr):
    t = cr[0][1]
    return mk(f"[DEFAULT]\nhost  = https://adb-{rs(DIG, 16)}.{rint(1, 19)}.azuredatabricks.net\ntoken = {t}", "~/.databrickscfg", "databrickscfg token", [t])


@native("confluent")
def _n_confluent(cr):
    k, s = cr[0][1], cr[1][1]
    return mk(f"bootstrap.servers=pkc-{rs(LOWNUM, 5)}.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
              f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='{k}' password='{s}';",
              pick(["client.properties", "config/kafka.properties"]), "Kafka SASL JAAS (Confluent)", [k, s])


@native("algolia")
def _n_algolia(cr):
    a, k = cr[0][1], cr[1][1]
    return mk(f"const client = algoliasearch('{a}', '{k}');", "scripts/reindex.js", "Algolia admin key", [k])


@native("r2")
def _n_r2(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f's3 = boto3.client(\n    "s3",\n    endpoint_url="https://{rs(HEXL, 32)}.r2.cloudflarestorage.com",\n    aws_access_key_id="{a}",\n    aws_secret_access_key="{b}",\n)',
              "backup/r2_upload.py", "R2 via boto3", [a, b])


@native("b2")
def _n_b2(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"b2 account authorize {a} {b}", "the backup README", "b2 authorize positional", [a, b])


@native("gcshmac")
def _n_gcs(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"[Credentials]\ngs_access_key_id = {a}\ngs_secret_access_key = {b}", "~/.boto", "boto GCS HMAC", [a, b])


@native("scaleway")
def _n_scw(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"access_key: {a}\nsecret_key: {b}\ndefault_organization_id: {uuid4()}\ndefault_region: fr-par", "~/.config/scw/config.yaml",
              "scw config.yaml", [a, b])


@native("alibaba")
def _n_ali(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"aliyun configure set --profile default --mode AK --region cn-hangzhou --access-key-id {a} --access-key-secret {b}",
              "the ops notes", "aliyun configure set", [a, b])


@native("tencent")
def _n_tc(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"tccli configure set secretId {a} secretKey {b} region ap-seoul", "the ops notes", "tccli configure set", [a, b])


@native("oci")
def _n_oci(cr):
    t = cr[0][1]
    return mk(f"docker login {pick(['icn', 'nrt', 'iad'])}.ocir.io -u '{rs(LOW, 10)}/oracleidentitycloudservice/{pick(FIRST_EN).lower()}@{domain()}' -p '{t}'",
              "the registry setup notes", "OCIR docker login auth token", [t])


@native("ibm")
def _n_ibm(cr):
    t = cr[0][1]
    return mk(f"ibmcloud login --apikey {t} -r jp-tok", "the CI script", "ibmcloud login --apikey", [t])


@native("cfglobal")
def _n_cfg(cr):
    e, k = cr[0][1], cr[1][1]
    return mk(f'curl -X GET "https://api.cloudflare.com/client/v4/zones" \\\n  -H "X-Auth-Email: {e}" \\\n  -H "X-Auth-Key: {k}"',
              "the DNS script", "Cloudflare global API key headers", [k])


@native("cloudflare")
def _n_cf_tf(cr):
    t = cr[0][1]
    return mk(f'provider "cloudflare" {{\n  api_token = "{t}"\n}}', "dns/providers.tf", "Terraform cloudflare provider", [t])


@native("digitalocean")
def _n_do(cr):
    t = cr[0][1]
    return mk(pick([f"doctl auth init -t {t}", f'provider "digitalocean" {{\n  token = "{t}"\n}}']), pick(["the droplet setup notes", "main.tf"]),
              "DigitalOcean token", [t])


@native("hetzner")
def _n_hz(cr):
    t = cr[0][1]
    return mk(f'provider "hcloud" {{\n  token = "{t}"\n}}', "infra/hetzner.tf", "Terraform hcloud token", [t])


@native("vercel")
def _n_vercel(cr):
    t = cr[0][1]
    return mk(f"vercel deploy --prod --token {t}", "the GitHub Actions step", "vercel --token", [t])


@native("netlify")
def _n_netlify(cr):
    t = cr[0][1]
    return mk(f"netlify deploy --prod --dir=dist --auth {t}", "the deploy job", "netlify --auth", [t])


@native("heroku")
def _n_heroku(cr):
    t = cr[0][1]
    login = f"{pick(FIRST_EN).lower()}@{domain()}"
    return mk(f"machine api.heroku.com\n  login {login}\n  password {t}\nmachine git.heroku.com\n  login {login}\n  password {t}",
              "~/.netrc", "netrc Heroku API key (twice)", [t])


@native("railway")
def _n_railway(cr):
    t = cr[0][1]
    return mk(f"RAILWAY_TOKEN={t} railway up --service api", "the deploy job", "RAILWAY_TOKEN inline", [t])


@native("supabase")
def _n_supa(cr):
    u, k = cr[0][1], cr[1][1]
    return mk(pick([f"const supabase = createClient(\n  '{u}',\n  '{k}'\n);", f'supabase: Client = create_client("{u}", "{k}")']),
              pick(["lib/supabaseAdmin.ts", "scripts/backfill.py"]), "Supabase service role key", [k])


@native("planetscale")
def _n_pscale(cr):
    t = cr[0][1]
    if t.startswith("pscale_pw_"):
        s = f"DATABASE_URL='mysql://{rs(LOWNUM, 12)}:{t}@aws.connect.psdb.cloud/{company()}?sslaccept=strict'"
    else:
        s = f"pscale connect {company()} main --service-token-id {rs(LOWNUM, 12)} --service-token {t}"
    return mk(s, pick([".env", "the local dev notes"]), "PlanetScale password / service token", [t])


@native("atlas")
def _n_atlas(cr):
    p, s = cr[0][1], cr[1][1]
    return mk(f'curl --user "{p}:{s}" --digest \\\n  "https://cloud.mongodb.com/api/atlas/v2/groups" -H "Accept: application/vnd.atlas.2024-08-05+json"',
              "the Atlas automation notes", "Atlas Admin API digest", [s])


@native("line")
def _n_line(cr):
    a, b = cr[0][1], cr[1][1]
    return mk(f"const config = {{\n  channelAccessToken: '{a}',\n  channelSecret: '{b}',\n}};", "bot/index.js", "LINE bot config", [a, b])


@native("agora")
def _n_agora(cr):
    a, c = cr[0][1], cr[1][1]
    return mk(f'token = RtcTokenBuilder.buildTokenWithUid("{a}", "{c}", channel, uid, Role_Publisher, expire_ts)', "rtc/token_server.py",
              "Agora app certificate", [c])


@native("ably")
def _n_ably(cr):
    t = cr[0][1]
    return mk(f"const ably = new Ably.Realtime('{t}');", "server/realtime.ts", "Ably API key", [t])


@native("plaid")
def _n_plaid(cr):
    c, s = cr[0][1], cr[1][1]
    return mk(f"configuration = plaid.Configuration(\n    host=plaid.Environment.Production,\n    api_key={{'clientId': '{c}', 'secret': '{s}'}},\n)",
              "banking/plaid_client.py", "Plaid configuration", [s])


@native("amplitude")
def _n_amp(cr):
    a, s = cr[0][1], cr[1][1]
    return mk(f"curl -u {a}:{s} 'https://amplitude.com/api/2/export?start=20250101T00&end=20250102T00' -o export.zip",
              "the analytics export script", "Amplitude export basic auth", [s])


@native("mixpanel")
def _n_mix(cr):
    u, s = cr[0][1], cr[1][1]
    return mk(f"curl https://data.mixpanel.com/api/2.0/export -u '{u}:{s}' -d from_date=2025-01-01 -d to_date=2025-01-31",
              "the export job", "Mixpanel service account", [s])


@native("stream")
def _n_stream(cr):
    k, s = cr[0][1], cr[1][1]
    return mk(f"const serverClient = StreamChat.getInstance('{k}', '{s}');", "server/chat.ts", "Stream server client", [s])


@native("trello")
def _n_trello(cr):
    k, t = cr[0][1], cr[1][1]
    return mk(f'curl "https://api.trello.com/1/members/me/boards?key={k}&token={t}"', "the terminal history", "Trello key/token query", [t])


@native("vonage")
def _n_vonage(cr):
    k, s = cr[0][1], cr[1][1]
    return mk(f'curl -X POST "https://rest.nexmo.com/sms/json" -d "api_key={k}" -d "api_secret={s}" -d "from=ACME" -d "to=8210{rs(DIG, 8)}" -d "text=test"',
              "the SMS fallback script", "Vonage api_key/api_secret form fields", [k, s])


@native("plivo")
def _n_plivo(cr):
    a, t = cr[0][1], cr[1][1]
    return mk(f'client = plivo.RestClient("{a}", "{t}")', "notify/voice.py", "Plivo auth id/token", [t])


@native("stytch")
def _n_stytch(cr):
    p, s = cr[0][1], cr[1][1]
    return mk(f'client = stytch.Client(project_id="{p}", secret="{s}")', "auth/stytch_client.py", "Stytch secret", [s])


@native("expo")
def _n_expo(cr):
    t = cr[0][1]
    return mk(f"EXPO_TOKEN={t} eas build --platform ios --non-interactive", "the mobile CI job", "EXPO_TOKEN inline", [t])


@native("circleci")
def _n_circle(cr):
    t = cr[0][1]
    return mk(f"circleci setup --no-prompt --host https://circleci.com --token {t}", "the dev setup notes", "circleci setup --token", [t])


@native("codecov")
def _n_codecov(cr):
    t = cr[0][1]
    return mk(f"      - uses: codecov/codecov-action@v4\n        with:\n          token: {t}\n          files: coverage.xml", ".github/workflows/ci.yml",
              "codecov action token", [t])


@native("pulumi")
def _n_pulumi(cr):
    t = cr[0][1]
    return mk(f"PULUMI_ACCESS_TOKEN={t} pulumi up --stack prod --yes", "the deploy script", "PULUMI_ACCESS_TOKEN inline", [t])


@native("prefect")
def _n_prefect(cr):
    t = cr[0][1]
    return mk(f"prefect cloud login --key {t} --workspace {company()}/default", "the worker setup notes", "prefect cloud login --key", [t])


@native("kakao")
def _n_kakao_py(cr):
    t = cr[0][1]
    return mk(f'headers = {{"Authorization": "KakaoAK {t}"}}\nres = requests.get("https://kapi.kakao.com/v1/user/ids", headers=headers)',
              "scripts/kakao_users.py", "KakaoAK admin key header", [t])


@native("gemini")
def _n_gem_url(cr):
    t = cr[0][1]
    return mk(f"curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={t}\" \\\n  -H 'Content-Type: application/json' -d @prompt.json",
              "the README", "Gemini key in URL", [t])


@native("openai")
def _n_oai_cursor(cr):
    t = cr[0][1]
    return mk(jdump({"mcpServers": {"openai-tools": {"command": "npx", "args": ["-y", "@acme/openai-mcp"], "env": {"OPENAI_API_KEY": t}}}}, indent=2),
              pick([".cursor/mcp.json", ".vscode/mcp.json", "claude_desktop_config.json"]), "MCP server config env", [t])


@native("anthropic")
def _n_ant_mcp(cr):
    t = cr[0][1]
    return mk(pick([f'claude mcp add research -e ANTHROPIC_API_KEY={t} -- npx -y @acme/research-mcp',
                    f"[env]\nANTHROPIC_API_KEY = \"{t}\""]), pick(["the MCP setup notes", ".codex/config.toml"]), "agent tool config env", [t])


@native("linear")
def _n_linear_mcp(cr):
    t = cr[0][1]
    return mk(jdump({"mcpServers": {"linear": {"command": "npx", "args": ["-y", "linear-mcp-server"], "env": {"LINEAR_API_KEY": t}}}}, indent=2),
              pick([".cursor/mcp.json", "claude_desktop_config.json"]), "MCP server config env", [t])


# ---------------------------------------------------------------------------
# prose frames for notes that carry a pasted snippet
# ---------------------------------------------------------------------------
def block(snip, lang="en"):
    if "\n" in snip:
        return pick(["```\n" + snip + "\n```", "\n" + snip, "```\n" + snip + "\n```", "\n\n" + snip])
    return pick(["`" + snip + "`", snip, "`" + snip + "`"])


MC_SNIP_EN = [
    "Nobody mentioned that the {svc} credentials are hardcoded in {where}. This is what is in the repo right now:{nlblock}",
    "I didn't know the {env} deploy reads {svc} credentials from {where}. The file had:{nlblock}",
    "The user pasted their {where} while we were debugging the {svc} 401s:{nlblock}",
    "Context I lacked: {svc} is wired up through {where}, not through {store}. Current value: {block}",
    "While {task} I found the {svc} credentials in {where}; the README never mentions them.{nlblock}",
    "{person} gave me the {svc} key in chat so I could test locally, and I put it in {where}:{nlblock}",
    "The {svc} integration was failing in CI only. Turned out {where} still had an old value baked in: {block}",
    "No one told me {where} is checked into git. It contains the live {svc} credentials:{nlblock}",
    "Wasn't told which {svc} account {env} uses. The only clue was {where}:{nlblock}",
    "I assumed {svc} auth came from the environment, but {where} sets it explicitly:{nlblock}",
    "The handover doc skipped the {svc} setup entirely. The previous dev left this in {where}:{nlblock}",
    "User ran this and asked why {svc} keeps rejecting it:{nlblock}",
    "Missing: where the {svc} credentials come from in {env}. Found them in {where} -> {block}",
    "{svc} calls in {env} authenticate with what is in {where}; I only learned that after grepping the repo.{nlblock}",
    "Task: {task}. I was not told that {where} overrides the deploy-time variables for {svc}:{nlblock}",
    "Had to reverse-engineer the {svc} setup because there were no docs. Working config from {where}:{nlblock}",
    "The user shared their screen output from {where} so I could reproduce the {svc} error:{nlblock}",
    "{svc} requests were going out with credentials I didn't know existed ({where}):{nlblock}",
]
MC_PLAIN_EN = [
    "I wasn't told the {svc} integration needs its own credentials in {env}.",
    "The task ({task}) touched the {svc} client, but nobody explained how it authenticates.",
    "Didn't know the repo had a second config source ({where}) that overrides the environment.",
    "Nobody said that {svc} is on a separate account for {env}.",
    "I lacked the history of the {svc} setup; the original author left months ago.",
    "The ticket said to '{task}' but did not mention any {svc} credentials at all.",
    "No one mentioned that {env} and local use different {svc} projects.",
]
LESSON_SNIP_EN = [
    "{svc} picks up {var} before anything else, so the value in {where} silently overrides the CI secret:{nlblock}",
    "For local runs this works, but it must never be committed again:{nlblock}",
    "The working {svc} setup is {block}; the one in the wiki is revoked.",
    "Confirmed the call succeeds with:{nlblock}",
    "What actually made {svc} work in {env}:{nlblock}",
    "Reproduced the fix with the user's own config:{nlblock}",
    "{svc} only accepted the request once I used exactly this:{nlblock}",
]
LESSON_GEN_EN = [
    "Hardcoded values in {where} win over CI secrets, so a stale key there breaks {env} silently. Move it to {store}.",
    "{svc} returns 401 rather than 403 when the key belongs to another environment; check which environment a key is for first.",
    "Any {svc} credential that has touched git must be rotated, even in a private repo.",
    "Keep {var} out of the repo and load it from {store} at deploy time.",
    "{svc} credentials are scoped per project, so a key from one environment will not work in another.",
    "Grep the whole repo for {var} before assuming the environment variable is the only source.",
    "The SDK reads {var} from the environment on its own; passing the key explicitly in code is how it ended up in git.",
    "Add {where} to .gitignore and commit a template with empty values instead.",
    "Run gitleaks in pre-commit; it would have caught this before push.",
    "The 401s were caused by a trailing newline when the key was copied; trim values when loading them.",
    "Rotating the key also requires a redeploy, because the old one is cached in the running pods.",
    "Scope {svc} credentials as narrowly as the vendor allows; the one we found has far more access than this job needs.",
]
ASK_SEC_EN = [
    "Has {sec} been rotated yet, or is it still live?",
    "Is it OK that {sec} is in the git history, or should I purge it and rotate?",
    "Should {env} keep using {sec}, or is there a separate key for it?",
    "Can you confirm {sec} is the right {svc} key for {env}?",
    "Do you want me to revoke {sec} in the {svc} dashboard after the new key is deployed?",
    "Is {sec} shared with other services, or can I rotate it without breaking anything?",
]
ASK_GEN_EN = [
    "Where should {svc} credentials live for {env}: {store} or CI variables?",
    "Who owns the {svc} account, and can they issue a key scoped to {env}?",
    "Should I rotate the {svc} key now that it was committed?",
    "Is there a sandbox or test {svc} key I should use instead of the live one?",
    "Which config source is authoritative for {svc}: {where} or the environment?",
    "Do we have a policy on how long {svc} keys may live before rotation?",
    "",
    "",
]

MC_SNIP_KO = [
    "{svc} 키가 어디서 주입되는지 아무도 안 알려줬음. 찾아보니 {where}에 하드코딩돼 있었음:{nlblock}",
    "{env} 환경에서 {svc} 호출이 계속 401이 났는데, 알고 보니 {where} 값이 옛날 거였습니다. 현재 값:{nlblock}",
    "사용자가 디버깅하라고 {where} 내용을 그대로 붙여넣어 줌.{nlblock}",
    "{task} 작업하면서 {svc} 설정 위치를 몰라서 한참 헤맴. {where}에 이렇게 들어가 있었음: {block}",
    "인수인계 문서에 {svc} 연동 얘기가 없었어요. 기존 담당자가 {where}에 남겨둔 설정이 전부였습니다.{nlblock}",
    "로컬에선 되는데 CI에서만 {svc} 인증이 실패함. {where_eul} 보니 아래처럼 박혀 있었음{nlblock}",
    "{person_i} {svc} 키를 슬랙 DM으로 줘서 {where}에 넣고 테스트함:{nlblock}",
    "{svc} 계정이 {env}용으로 따로 있는 줄 몰랐음. {where}에 있던 값:{nlblock}",
    "README에는 {store}에서 가져온다고 적혀 있는데 실제로는 {where}에 값이 그대로 있었습니다.{nlblock}",
    "{where_i} git에 올라가 있다는 걸 몰랐음. 안에 {svc} 운영 키가 있음 → {block}",
    "사용자가 이 명령 실행했는데 {svc}에서 계속 거절된다고 문의함.{nlblock}",
    "{svc} 연동 구조를 아무도 설명 안 해줘서 repo 전체를 grep 했음. 결과:{nlblock}",
    "작업 범위는 '{task}' 건이었는데 {svc} 인증 정보가 {where}에 있다는 건 공유받지 못했어요.{nlblock}",
    "{env} 배포가 {svc} 키를 {where}에서 읽는다는 걸 몰랐습니다. 파일 내용:{nlblock}",
]
MC_PLAIN_KO = [
    "{svc} 연동에 {env} 전용 키가 필요하다는 걸 몰랐음.",
    "'{task}' 작업인데 {svc} 인증 방식에 대한 설명이 전혀 없었습니다.",
    "{where} 말고 설정 소스가 하나 더 있다는 걸 몰랐음.",
    "{svc} 계정을 누가 관리하는지 아무도 몰랐음.",
    "기존 담당자가 퇴사해서 {svc} 세팅 이력을 아는 사람이 없었어요.",
    "로컬이랑 {env}가 서로 다른 {svc} 프로젝트를 쓴다는 얘기를 못 들었음.",
]
LESSON_SNIP_KO = [
    "{svc_eun} {var} 환경변수를 가장 먼저 읽음. {where}에 있는 아래 값이 CI secret을 덮어씀:{nlblock}",
    "로컬 테스트는 이걸로 됨. 다만 다시는 커밋하면 안 됨:{nlblock}",
    "실제로 동작하는 설정은 {block} 이고, 위키에 있는 건 이미 폐기된 키였음.",
    "아래 설정으로 호출 성공하는 것 확인함.{nlblock}",
    "{env}에서 {svc_i} 정상 동작한 최종 설정:{nlblock}",
]
LESSON_GEN_KO = [
    "{where}에 하드코딩된 값이 CI secret보다 우선 적용돼서, 옛날 키가 남아 있으면 {env_i} 조용히 깨짐. {store}로 옮겨야 함.",
    "{svc_eun} 다른 환경 키를 쓰면 403이 아니라 401을 돌려줌. 키가 어느 환경 건지부터 확인할 것.",
    "git에 한 번이라도 올라간 {svc} 키는 private repo라도 무조건 rotate 해야 함.",
    "{var_eun} repo에 두지 말고 배포 시점에 {store}에서 읽어오도록 바꿔야 함.",
    "{svc} 키는 프로젝트 단위라서 다른 환경 키로는 안 됨.",
    "환경변수만 있다고 가정하지 말고 repo 전체에서 {var}부터 grep 해볼 것.",
    "SDK가 {var_eul} 알아서 읽기 때문에 코드에 키를 직접 넣을 이유가 없음. 그게 유출 원인이었음.",
    "{where_eun} .gitignore에 넣고 값이 빈 템플릿만 커밋하기로 함.",
    "pre-commit에 gitleaks 걸어두면 push 전에 잡을 수 있었음.",
    "키 복사할 때 끝에 개행이 들어가서 401 났던 것. 값 읽을 때 trim 필요.",
    "키를 바꾸면 재배포까지 해야 함. 떠 있는 pod가 예전 키를 캐시하고 있음.",
]
ASK_SEC_KO = [
    "{sec} 이 키 아직 살아있는 건가요? 폐기하고 새로 발급받을까요?",
    "{svc} 키({sec})를 git 히스토리에서 지워야 할까요, 아니면 rotate만 할까요?",
    "{env}에서도 {sec} 키를 계속 써도 되나요, 아니면 별도 키가 있나요?",
    "{sec} 이게 {env}용 {svc} 키 맞는지 확인 부탁드려요.",
    "새 키 배포 끝나면 {sec} 키는 {svc} 콘솔에서 revoke 해도 될까요?",
]
ASK_GEN_KO = [
    "{svc} 키는 어디에 보관하는 게 팀 규칙인가요? ({store} / CI 변수)",
    "{env} 환경용 {svc} 계정이 따로 있나요?",
    "커밋된 {svc} 키 바로 rotate 해도 되나요?",
    "라이브 키 말고 테스트용 {svc} 키가 있으면 그걸 써도 될까요?",
    "{svc} 설정은 {where}랑 환경변수 중 어느 쪽이 기준인가요?",
    "{svc} 계정 관리자가 누구인지 알려주실 수 있나요?",
    "",
    "",
]


def has_batchim(word):
    w = word.rstrip(")]}`'\" .")
    if not w:
        return False
    ch = w[-1]
    if "\uac00" <= ch <= "\ud7a3":
        return (ord(ch) - 0xAC00) % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    tail = re.search(r"[A-Za-z]+$", w)
    if tail and tail.group(0).isupper() and len(tail.group(0)) <= 3 or (tail and "_" in w and w.isupper()):
        return ch in "LMNR"          # acronyms and ENV_VARS are read letter by letter (ID = 아이디, KEY = 키)
    return ch.lower() in "klmn" or w.lower().endswith("ng")   # Slack(슬랙), Zoom(줌), Vault(볼트), GitHub(깃허브)


def jo(word, pair):
    a, b = pair.split("/")
    return word + (a if has_batchim(word) else b)


def add_josa(ctx):
    for k in ("svc", "person", "where", "var", "env", "what", "system"):
        if k in ctx:
            w = ctx[k]
            ctx[k + "_eun"] = jo(w, "은/는")
            ctx[k + "_i"] = jo(w, "이/가")
            ctx[k + "_eul"] = jo(w, "을/를")
            ctx[k + "_wa"] = jo(w, "과/와")
            ctx[k + "_ro"] = w + ("로" if (not has_batchim(w) or w.rstrip()[-1:] in "lㄹ") else "으로")
    return ctx


def frame_ctx(lang, svc, var, where, snip, sec):
    ko = lang == "ko"
    bl = block(snip, lang)
    return dict(svc=svc, var=var, where=where, snip=snip, block=bl, nlblock=(bl if bl.startswith("\n") else ("\n" + bl if "\n" in snip or chance(0.2) else " " + bl)),
                sec=sec, env=pick(ENVS_KO if ko else ENVS_EN), task=pick(TASKS_KO if ko else TASKS_EN),
                person=pick(KO_PEOPLE if ko else EN_PEOPLE), store=pick(STORES_KO if ko else STORES_EN))


_CMD_RE = re.compile(r"^(\$ )?(curl|wget|http|docker|git|gh|heroku|fly|flyctl|kubectl|helm|aws|az|gcloud|vault|doppler|netlify|vercel|railway|npm|twine|poetry|uv|"
                     r"cargo|dotnet|snyk|sonar-scanner|mvn|sentry-cli|ngrok|sudo|cloudflared|firebase|gitlab-runner|b2|aliyun|tccli|ibmcloud|doctl|pulumi|"
                     r"prefect|circleci|modal|huggingface-cli|wandb|stripe|setx|export|echo|psql|mysql|redis-cli|claude|java|wget|Invoke-RestMethod|"
                     r"[A-Z][A-Z0-9_]+=\S+ [a-z./])")


def is_cmd(snip):
    return bool(_CMD_RE.match(snip))


def is_file(where):
    return bool(re.search(r"[./~]", where)) and not where.startswith(("the ", "a "))


def snippet_fields(lang, ctx, short_ok=True):
    """Place a snippet (ctx) into the three fields; returns (fields, placement)."""
    ko = lang == "ko"
    P = (MC_SNIP_KO, MC_PLAIN_KO, LESSON_SNIP_KO, LESSON_GEN_KO, ASK_SEC_KO, ASK_GEN_KO) if ko else \
        (MC_SNIP_EN, MC_PLAIN_EN, LESSON_SNIP_EN, LESSON_GEN_EN, ASK_SEC_EN, ASK_GEN_EN)
    mc_snip, mc_plain, l_snip, l_gen, a_sec, a_gen = P
    if not is_cmd(ctx.get("snip", "")):
        mc_snip = [t for t in mc_snip if "User ran this" not in t and "이 명령 실행했는데" not in t]
    if not is_file(ctx["where"]):
        bad = ("config source", "설정 소스", ".gitignore", "checked into git", "git에 올라가", "Hardcoded values in", "하드코딩된 값이", "wired up through",
               "{where} overrides", "{where}가 우선", "{where_i} git", "overrides the deploy-time", "Which config source", "중 어느 쪽이 기준", "{where}랑 환경변수")
        mc_snip = [t for t in mc_snip if not any(b in t for b in bad)]
        mc_plain = [t for t in mc_plain if not any(b in t for b in bad)]
        l_gen = [t for t in l_gen if not any(b in t for b in bad)]
        a_gen = [t for t in a_gen if not any(b in t for b in bad)]
    r = R.random()
    if r < 0.6:
        mc, lesson, place = fill(pick(mc_snip), **ctx), fill(pick(l_gen), **ctx), "missing_context"
    elif r < 0.88:
        mc, lesson, place = fill(pick(mc_plain), **ctx), fill(pick(l_snip), **ctx), "lesson"
    else:
        mc, lesson, place = fill(pick(mc_snip), **ctx), fill(pick(l_snip), **ctx), "both"
    if chance(0.2):
        ask = fill(pick(a_sec), **ctx)
        place += "+ask repeat"
    else:
        ask = fill(pick(a_gen), **ctx)
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, place


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
SYMS = "!@#$%&*?"
GEN_ALPHA = ALNUM + "!@#$%^&*()-_=+[]{};:,.?~"


def _year():
    return pick(["2019", "2020", "2021", "2022", "2023", "2024", "2025", "19", "24", "25", "88", "92", "1987", "1995"])


def gen_password(style=None):
    style = style or pick(["human", "human", "passphrase", "generated", "generated", "generated", "korean_kbd", "hangul", "petdate",
                           "walk", "leet", "company"])
    while True:
        if style == "human":
            w = pick(PW_WORDS)
            p = pick([w.capitalize() + _year() + pick(SYMS), w + rs(DIG, rint(3, 4)), w.capitalize() + "@" + rs(DIG, rint(3, 4)),
                      w.capitalize() + pick(PW_WORDS).capitalize() + rs(DIG, 2), w + pick(SYMS) + _year() + pick(["", pick(SYMS)])])
        elif style == "passphrase":
            n = rint(3, 5)
            ws = [pick(PHRASE_WORDS) for _ in range(n)]
            sep = pick(["-", "-", ".", " ", "_", ""])
            if sep == "":
                ws = [x.capitalize() for x in ws]
            p = sep.join(ws) + pick(["", "", str(rint(1, 99)), pick(SYMS)])
        elif style == "generated":
            n = rint(12, 28)
            p = rs(GEN_ALPHA, n)
            if not (re.search(r"[A-Z]", p) and re.search(r"[a-z]", p) and re.search(r"\d", p) and re.search(r"[^A-Za-z0-9]", p)):
                continue
        elif style == "korean_kbd":
            w = "".join(pick(KO_PW_WORDS) for _ in range(rint(1, 2)))
            p = hangul_to_qwerty(w) + pick([_year(), rs(DIG, 4), _year() + pick(SYMS), pick(SYMS) + rs(DIG, 3), ""])
        elif style == "hangul":
            w = "".join(pick(KO_PW_WORDS) for _ in range(rint(1, 2)))
            p = w + pick([_year(), rs(DIG, 4), _year() + pick(SYMS), pick(SYMS) + rs(DIG, 2)])
        elif style == "petdate":
            p = pick(["choco", "bori", "kong", "dubu", "max", "luna", "coco", "milo", "nabi", "haru", "buddy", "toto"]) + \
                "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["", pick(SYMS), pick(SYMS) * 2])
        elif style == "walk":
            p = pick(["1qaz2wsx", "qwer1234", "1q2w3e4r", "zaq12wsx", "qazwsx", "asdf1234", "1q2w3e", "!QAZ2wsx", "qwerasdf"]) + \
                pick(["!", "!@", "#$", rs(DIG, 2), pick(SYMS) + rs(DIG, 2), "!Q"])
        elif style == "leet":
            w = pick(PW_WORDS)
            t = w.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}))
            p = t.capitalize() + rs(DIG, rint(2, 4)) + pick(["", pick(SYMS)])
        else:
            c = company().split("-")[0]
            p = pick([c.capitalize() + _year() + pick(SYMS), c + pick(["@", "#", "!"]) + _year(), c.upper() + "_" + pick(["prod", "admin", "dev"]) + rs(DIG, 2)])
        if len(p) >= 8 and not any(ch in p for ch in "'\"\\`") and p == p.strip():
            return p, style


def gen_pw():
    return gen_password()[0]


# CLI templates: (category, system_en, system_ko, alternative_en, alternative_ko, fn(p) -> (command, [secrets]))
def _u_h(kind="db"):
    return pick(EN_USERS), host(kind)


def _q(p):
    return "'" + p + "'" if re.search(r"[^A-Za-z0-9_.,:/@%+=-]", p) else p


def _cli_mysql_attached(p):
    u, h = _u_h()
    return f"mysql -h {h} -u {u} -p{_q(p)} {pick(['app', 'shop', 'crm', 'analytics'])}", [p]


def _cli_mysql_long(p):
    u, h = _u_h()
    return f"mysqldump --host={h} --user={u} --password={_q(p)} --single-transaction app > app.sql", [p]


def _cli_mysqladmin(p):
    return f"mysqladmin -u root password {_q(p)}", [p]


def _cli_pgpassword(p):
    u, h = _u_h()
    return f"PGPASSWORD={_q(p)} psql -h {h} -U {u} -d {pick(['app', 'postgres', 'warehouse'])}", [p]


def _cli_psql_url(p):
    u, h = _u_h()
    e = pct(p)
    return f'psql "postgresql://{u}:{e}@{h}:5432/{pick(["app", "postgres", "reporting"])}?sslmode=require"', [e]


def _cli_redis(p):
    return f"redis-cli -h {host('redis')} -p 6379 -a {_q(p)} --no-auth-warning", [p]


def _cli_redis_auth(p):
    return f"redis-cli -h {host('redis')}\n> AUTH default {p}\nOK", [p]


def _cli_mongosh(p):
    u = pick(["admin", "root", "app"])
    return f"mongosh --host {host('mongo')} --username {u} --password {_q(p)} --authenticationDatabase admin", [p]


def _cli_docker_login(p):
    return f"docker login {pick(['registry.' + domain(), 'harbor.' + domain(), 'nexus.internal:8443'])} -u {pick(EN_USERS)} -p {_q(p)}", [p]


def _cli_docker_stdin(p):
    return f"echo {_q(p)} | docker login {pick(['registry.' + domain(), 'nexus.internal:8443'])} -u {pick(EN_USERS)} --password-stdin", [p]


def _cli_curl_u(p):
    return f"curl -u {pick(EN_USERS)}:{_q(p)} https://{pick(['nexus', 'artifactory', 'jenkins', 'grafana'])}.{domain()}/api/health", [p]


def _cli_wget(p):
    return f"wget --user={pick(EN_USERS)} --password={_q(p)} https://files.{domain()}/exports/latest.csv", [p]


def _cli_sshpass(p):
    return f"sshpass -p {_q(p)} ssh -o StrictHostKeyChecking=no {pick(['root', 'ubuntu', 'admin', 'deploy'])}@{host('app')}", [p]


def _cli_htpasswd(p):
    return f"htpasswd -bc /etc/nginx/.htpasswd {pick(['admin', 'staging', 'preview'])} {_q(p)}", [p]


def _cli_smbclient(p):
    return f"smbclient //{pick(['nas', 'fs01', 'files'])}.{company()}.local/share -U '{pick(EN_USERS)}%{p}'", [p]


def _cli_cifs(p):
    return f"sudo mount -t cifs //nas01/backup /mnt/backup -o username={pick(EN_USERS)},password={p},vers=3.0", [p]


def _cli_netuse(p):
    return f"net use Z: \\\\fs01\\shared {p} /user:CORP\\{pick(EN_USERS)} /persistent:yes", [p]


def _cli_rabbit_add(p):
    return f"rabbitmqctl add_user {pick(['svc_orders', 'worker', 'celery'])} {_q(p)}\nrabbitmqctl set_permissions -p / svc_orders '.*' '.*' '.*'", [p]


def _cli_rabbit_change(p):
    return f"rabbitmqctl change_password admin {_q(p)}", [p]


def _cli_keytool(p):
    return f"keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -destkeystore server.jks -deststorepass {_q(p)} -srcstorepass {_q(p)}", [p]


def _cli_openssl_p12(p):
    return f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{p}", [p]


def _cli_7z(p):
    return pick([f"7z a -p{_q(p)} -mhe=on backup-{rint(2023, 2025)}.7z ./dump", f"zip -P {_q(p)} -r export.zip reports/", f"unzip -P {_q(p)} customer_export.zip"]), [p]


def _cli_sqlcmd(p):
    return f"sqlcmd -S tcp:{host('mssql')},1433 -U sa -P {_q(p)} -Q \"SELECT @@VERSION\"", [p]


def _cli_influx(p):
    return f"influx setup --username admin --password {_q(p)} --org {company()} --bucket metrics --force", [p]


def _cli_kubectl_secret(p):
    return f"kubectl create secret generic db-credentials --from-literal=username=app --from-literal=password={_q(p)} -n {pick(['prod', 'staging', 'default'])}", [p]


def _cli_helm(p):
    return f"helm install pg bitnami/postgresql --set auth.postgresPassword={_q(p)} --set auth.database=app", [p]


def _cli_ldapsearch(p):
    return f'ldapsearch -x -H ldap://ldap.{company()}.local -D "cn=admin,dc={company()},dc=local" -w {_q(p)} -b "ou=people,dc={company()},dc=local"', [p]


def _cli_mosquitto(p):
    return f"mosquitto_pub -h mqtt.{domain()} -p 8883 -u device-{rint(1, 99):02d} -P {_q(p)} -t sensors/temp -m 21.5", [p]


def _cli_chpasswd(p):
    return f"echo '{pick(['deploy', 'ubuntu', 'ops'])}:{p}' | sudo chpasswd", [p]


def _cli_gpg(p):
    return f"gpg --batch --yes --passphrase {_q(p)} -d secrets.tar.gz.gpg | tar xz", [p]


def _cli_openssl_enc(p):
    return f"openssl enc -aes-256-cbc -pbkdf2 -salt -in db.dump -out db.dump.enc -k {_q(p)}", [p]


def _cli_secure_string(p):
    return f"$pw = ConvertTo-SecureString '{p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_deploy', $pw)", [p]


def _cli_net_user(p):
    return f"net user svc_backup {p} /add /expires:never", [p]


def _cli_xfreerdp(p):
    return f"xfreerdp /v:{host('win')} /u:Administrator /p:'{p}' /cert:ignore", [p]


def _cli_argocd(p):
    return f"argocd login argocd.{domain()} --username admin --password {_q(p)} --grpc-web", [p]


def _cli_oc(p):
    return f"oc login -u kubeadmin -p {_q(p)} https://api.{company()}.ocp.local:6443", [p]


def _cli_vault_userpass(p):
    return f"vault login -method=userpass username={pick(EN_USERS)} password={_q(p)}", [p]


def _cli_sqlplus(p):
    return f"sqlplus system/{p}@//{host('ora')}:1521/ORCLPDB1", [p]


def _cli_clickhouse(p):
    return f"clickhouse-client --host {host('ch')} --user default --password {_q(p)} --query 'SHOW DATABASES'", [p]


def _cli_cqlsh(p):
    return f"cqlsh -u cassandra -p {_q(p)} {host('cass')} 9042", [p]


def _cli_neo4j(p):
    return f"neo4j-admin dbms set-initial-password {_q(p)}", [p]


def _cli_wp(p):
    return f"wp user create {pick(['editor', 'jane', 'seo'])} {pick(['editor', 'jane', 'seo'])}@{domain()} --role=editor --user_pass={_q(p)}", [p]


def _cli_django_su(p):
    return f"DJANGO_SUPERUSER_PASSWORD={_q(p)} python manage.py createsuperuser --noinput --username admin --email admin@{domain()}", [p]


def _cli_svn(p):
    return f"svn checkout --username {pick(EN_USERS)} --password {_q(p)} https://svn.{domain()}/repos/legacy/trunk", [p]


def _cli_psexec(p):
    return f"psexec \\\\{pick(['WIN-APP01', 'SQL02', 'FILESRV'])} -u CORP\\Administrator -p {p} cmd", [p]


def _cli_mc(p):
    return f"mc alias set local http://minio.internal:9000 {pick(['minioadmin', 'backup', 'svc-s3'])} {_q(p)}", [p]


def _cli_snowsql(p):
    return f"SNOWSQL_PWD={_q(p)} snowsql -a {rs(LOW, 7)}-{rs(LOW, 7)} -u ETL_USER -d ANALYTICS -w LOAD_WH", [p]


def _cli_kinit(p):
    return f"echo {_q(p)} | kinit svc_hadoop@{company().upper()}.LOCAL", [p]


def _cli_lftp(p):
    return f"lftp -u {pick(EN_USERS)},{_q(p)} sftp://sftp.{domain()}:22", [p]


def _cli_rails(p):
    return f"bin/rails runner \"User.create!(email: 'qa@{domain()}', password: '{p}', admin: true)\"", [p]


def _cli_git_pw(p):
    e = pct(p)
    return f"git clone https://{pick(EN_USERS)}:{e}@git.{domain()}/platform/legacy-api.git", [e]


def _cli_pip_index(p):
    e = pct(p)
    return f"pip install --index-url https://{pick(EN_USERS)}:{e}@pypi.{domain()}/simple/ internal-utils==2.4.1", [e]


def _cli_ansible(p):
    return f"ansible-playbook -i inventory/prod site.yml -e ansible_become_password={_q(p)}", [p]


def _cli_jenkins_cli(p):
    return f"java -jar jenkins-cli.jar -s https://ci.{domain()}/ -auth admin:{p} safe-restart", [p]


CLI_PW = [
    ("mysql -p attached password", "MySQL", "MySQL", "~/.my.cnf or mysql_config_editor", "~/.my.cnf나 mysql_config_editor", _cli_mysql_attached),
    ("mysqldump --password=", "MySQL", "MySQL", "an option file", "옵션 파일", _cli_mysql_long),
    ("mysqladmin password positional", "MySQL root", "MySQL root", "ALTER USER from a prompt", "프롬프트에서 ALTER USER", _cli_mysqladmin),
    ("PGPASSWORD env before psql", "Postgres", "Postgres", "~/.pgpass", "~/.pgpass", _cli_pgpassword),
    ("psql connection URL password", "Postgres", "Postgres", "~/.pgpass", "~/.pgpass", _cli_psql_url),
    ("redis-cli -a", "Redis", "Redis", "the REDISCLI_AUTH env var", "REDISCLI_AUTH 환경변수", _cli_redis),
    ("redis AUTH command", "Redis", "Redis", "ACL users with their own passwords", "계정별 ACL", _cli_redis_auth),
    ("mongosh --password", "MongoDB", "MongoDB", "a prompt (omit the value)", "값 없이 프롬프트 입력", _cli_mongosh),
    ("docker login -p", "the private registry", "사설 레지스트리", "--password-stdin from a secret", "--password-stdin", _cli_docker_login),
    ("echo | docker login --password-stdin", "the private registry", "사설 레지스트리", "a credential helper", "credential helper", _cli_docker_stdin),
    ("curl -u user:password", "the internal API", "내부 API", "a .netrc file", ".netrc", _cli_curl_u),
    ("wget --password=", "the export server", "익스포트 서버", "a .wgetrc with 600 permissions", "권한 600짜리 .wgetrc", _cli_wget),
    ("sshpass -p", "the legacy box", "레거시 서버", "SSH keys", "SSH 키", _cli_sshpass),
    ("htpasswd -b positional", "the staging basic auth", "스테이징 basic auth", "htpasswd without -b (prompt)", "-b 없이 프롬프트", _cli_htpasswd),
    ("smbclient -U user%password", "the NAS share", "NAS 공유폴더", "a credentials file", "credentials 파일", _cli_smbclient),
    ("mount -t cifs password=", "the backup NAS", "백업 NAS", "credentials=/root/.smbcred", "credentials=/root/.smbcred", _cli_cifs),
    ("net use positional password", "the file server", "파일 서버", "/savecred or a prompt", "/savecred나 프롬프트", _cli_netuse),
    ("rabbitmqctl add_user positional", "RabbitMQ", "RabbitMQ", "a definitions file kept in the vault", "vault에 있는 definitions 파일", _cli_rabbit_add),
    ("rabbitmqctl change_password", "RabbitMQ admin", "RabbitMQ admin", "the management UI", "관리 UI", _cli_rabbit_change),
    ("keytool -storepass", "the Java keystore", "자바 키스토어", "-storepass:env", "-storepass:env", _cli_keytool),
    ("openssl -passout pass:", "the PKCS#12 bundle", "PKCS#12 번들", "-passout env:VAR", "-passout env:VAR", _cli_openssl_p12),
    ("7z/zip archive password", "the export archive", "익스포트 압축파일", "age or gpg with a key", "age나 gpg 키 암호화", _cli_7z),
    ("sqlcmd -P", "SQL Server", "SQL Server", "integrated auth", "Windows 통합 인증", _cli_sqlcmd),
    ("influx setup --password", "InfluxDB", "InfluxDB", "an operator token from the vault", "vault의 operator 토큰", _cli_influx),
    ("kubectl --from-literal password", "the app database", "앱 DB", "--from-file with a temp file", "--from-file", _cli_kubectl_secret),
    ("helm --set auth password", "the Postgres chart", "Postgres 차트", "an existingSecret", "existingSecret", _cli_helm),
    ("ldapsearch -w", "LDAP", "LDAP", "-W (prompt) or -y file", "-W나 -y 파일", _cli_ldapsearch),
    ("mosquitto_pub -P", "the MQTT broker", "MQTT 브로커", "client certificates", "클라이언트 인증서", _cli_mosquitto),
    ("chpasswd via echo", "the server account", "서버 계정", "passwd interactively", "passwd 직접 입력", _cli_chpasswd),
    ("gpg --passphrase", "the encrypted backup", "암호화된 백업", "gpg-agent", "gpg-agent", _cli_gpg),
    ("openssl enc -k", "the DB dump encryption", "DB 덤프 암호화", "-pass file:", "-pass file:", _cli_openssl_enc),
    ("PowerShell ConvertTo-SecureString", "the Windows service account", "윈도우 서비스 계정", "Get-Credential", "Get-Credential", _cli_secure_string),
    ("net user /add positional", "the backup service account", "백업 서비스 계정", "a managed service account", "gMSA", _cli_net_user),
    ("xfreerdp /p:", "the Windows jump host", "윈도우 점프 서버", "the RDP gateway with SSO", "SSO 붙은 RDP 게이트웨이", _cli_xfreerdp),
    ("argocd login --password", "Argo CD", "Argo CD", "SSO login", "SSO 로그인", _cli_argocd),
    ("oc login -p", "OpenShift", "OpenShift", "oc login --token from the web console", "웹 콘솔 토큰", _cli_oc),
    ("vault login userpass password=", "Vault", "Vault", "OIDC login", "OIDC 로그인", _cli_vault_userpass),
    ("sqlplus user/password@", "Oracle", "Oracle", "a wallet", "Oracle wallet", _cli_sqlplus),
    ("clickhouse-client --password", "ClickHouse", "ClickHouse", "a config.xml in the user's home", "홈 디렉터리 설정 파일", _cli_clickhouse),
    ("cqlsh -p", "Cassandra", "Cassandra", "a cqlshrc credentials file", "cqlshrc credentials 파일", _cli_cqlsh),
    ("neo4j-admin set-initial-password", "Neo4j", "Neo4j", "NEO4J_AUTH from a secret", "secret에서 NEO4J_AUTH", _cli_neo4j),
    ("wp user create --user_pass", "WordPress", "워드프레스", "a password reset link", "비밀번호 재설정 링크", _cli_wp),
    ("DJANGO_SUPERUSER_PASSWORD inline", "the Django admin", "장고 admin", "createsuperuser interactively", "대화형 createsuperuser", _cli_django_su),
    ("svn --password", "the old SVN repo", "옛날 SVN 저장소", "the svn auth cache", "svn 인증 캐시", _cli_svn),
    ("psexec -p", "the Windows servers", "윈도우 서버", "LAPS", "LAPS", _cli_psexec),
    ("mc alias set positional secret", "MinIO", "MinIO", "MC_HOST env from a secret", "secret에서 MC_HOST", _cli_mc),
    ("SNOWSQL_PWD inline", "Snowflake", "Snowflake", "key-pair auth", "키페어 인증", _cli_snowsql),
    ("echo | kinit", "Kerberos", "Kerberos", "a keytab", "keytab", _cli_kinit),
    ("lftp -u user,password", "the partner SFTP", "파트너사 SFTP", "SSH keys", "SSH 키", _cli_lftp),
    ("rails runner create user with password", "the admin app", "관리자 앱", "an invite email", "초대 메일", _cli_rails),
    ("git clone URL with password", "the self-hosted Git", "사내 Git", "a credential helper", "credential helper", _cli_git_pw),
    ("pip --index-url with password", "the private PyPI", "사내 PyPI", "keyring", "keyring", _cli_pip_index),
    ("ansible -e become password", "the prod servers", "운영 서버", "--ask-become-pass", "--ask-become-pass", _cli_ansible),
    ("jenkins-cli -auth user:password", "Jenkins", "젠킨스", "an API token", "API 토큰", _cli_jenkins_cli),
]


def _sql_mysql_create(p):
    return f"CREATE USER '{pick(['app', 'svc_report', 'readonly'])}'@'%' IDENTIFIED BY '{p}';\nGRANT SELECT ON app.* TO 'readonly'@'%';", [p]


def _sql_mysql_alter(p):
    return f"ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '{p}';\nFLUSH PRIVILEGES;", [p]


def _sql_pg_role(p):
    return f"CREATE ROLE {pick(['readonly', 'metabase', 'etl'])} WITH LOGIN PASSWORD '{p}';", [p]


def _sql_pg_alter(p):
    return f"ALTER USER {pick(['postgres', 'app', 'airflow'])} WITH PASSWORD '{p}';", [p]


def _sql_mssql(p):
    return f"CREATE LOGIN {pick(['app_user', 'bi_reader'])} WITH PASSWORD = '{p}', CHECK_POLICY = OFF;", [p]


def _sql_oracle(p):
    return f'CREATE USER report IDENTIFIED BY "{p}" DEFAULT TABLESPACE users;', [p]


def _sql_snowflake(p):
    return f"CREATE USER etl_loader PASSWORD = '{p}' DEFAULT_ROLE = LOADER MUST_CHANGE_PASSWORD = FALSE;", [p]


def _sql_clickhouse(p):
    return f"CREATE USER grafana IDENTIFIED WITH sha256_password BY '{p}';", [p]


def _sql_grant(p):
    return f"GRANT ALL PRIVILEGES ON shop.* TO 'shop'@'10.%' IDENTIFIED BY '{p}';", [p]


def _sql_redshift(p):
    return f"CREATE USER looker PASSWORD '{p}';", [p]


def _sql_set_password(p):
    return f"SET PASSWORD FOR 'app'@'%' = PASSWORD('{p}');", [p]


SQL_PW = [
    ("SQL: MySQL CREATE USER IDENTIFIED BY", "MySQL", _sql_mysql_create),
    ("SQL: MySQL ALTER USER root", "MySQL", _sql_mysql_alter),
    ("SQL: Postgres CREATE ROLE LOGIN PASSWORD", "Postgres", _sql_pg_role),
    ("SQL: Postgres ALTER USER WITH PASSWORD", "Postgres", _sql_pg_alter),
    ("SQL: SQL Server CREATE LOGIN", "SQL Server", _sql_mssql),
    ("SQL: Oracle CREATE USER IDENTIFIED BY", "Oracle", _sql_oracle),
    ("SQL: Snowflake CREATE USER PASSWORD", "Snowflake", _sql_snowflake),
    ("SQL: ClickHouse CREATE USER", "ClickHouse", _sql_clickhouse),
    ("SQL: MariaDB GRANT IDENTIFIED BY", "MariaDB", _sql_grant),
    ("SQL: Redshift CREATE USER", "Redshift", _sql_redshift),
    ("SQL: MySQL SET PASSWORD", "MySQL", _sql_set_password),
]


def _cfg(where, body, cat):
    return where, body, cat


def cfg_pw(p):
    """Config files holding a password.  Returns (where, body, category, system_en, system_ko, secrets)."""
    u = pick(EN_USERS)
    h = host("db")
    e = pct(p)
    opts = [
        ("docker-compose.yml", f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {u}\n      POSTGRES_PASSWORD: {yq(p)}", "compose POSTGRES_PASSWORD", "the local Postgres", "로컬 Postgres", [p]),
        ("docker-compose.yml", f"  mysql:\n    image: mysql:8.0\n    environment:\n      - MYSQL_ROOT_PASSWORD={p}\n      - MYSQL_DATABASE=app", "compose MYSQL_ROOT_PASSWORD", "MySQL", "MySQL", [p]),
        ("src/main/resources/application.yml", f"spring:\n  datasource:\n    url: jdbc:postgresql://{h}:5432/app\n    username: {u}\n    password: {yq(p)}", "Spring datasource password (YAML)", "the app database", "앱 DB", [p]),
        ("application.properties", f"spring.datasource.url=jdbc:mysql://{h}:3306/app\nspring.datasource.username={u}\nspring.datasource.password={p}", "Spring datasource password (properties)", "the app database", "앱 DB", [p]),
        ("settings/production.py", f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n        'USER': '{u}',\n        'PASSWORD': '{p}',\n        'HOST': '{h}',\n    }}\n}}", "Django DATABASES PASSWORD", "Postgres", "Postgres", [p]),
        ("wp-config.php", f"define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_{rs(LOW, 4)}' );\ndefine( 'DB_PASSWORD', '{p}' );\ndefine( 'DB_HOST', 'localhost' );", "wp-config DB_PASSWORD", "the WordPress DB", "워드프레스 DB", [p]),
        ("~/.pgpass", f"{h}:5432:app:{u}:{p}", ".pgpass line", "Postgres", "Postgres", [p]),
        ("~/.my.cnf", f"[client]\nuser={u}\npassword={p}\nhost={h}", "my.cnf [client] password", "MySQL", "MySQL", [p]),
        ("redis.conf", f"bind 0.0.0.0\nprotected-mode yes\nrequirepass {p}", "redis.conf requirepass", "Redis", "Redis", [p]),
        ("pgbouncer/userlist.txt", f'"{u}" "{p}"\n"pgbouncer" "{gen_pw()}"', "pgbouncer userlist", "PgBouncer", "PgBouncer", None),
        ("grafana.ini", f"[security]\nadmin_user = admin\nadmin_password = {p}", "grafana.ini admin_password", "Grafana", "그라파나", [p]),
        ("rabbitmq.conf", f"default_user = admin\ndefault_pass = {p}\nloopback_users.guest = false", "rabbitmq.conf default_pass", "RabbitMQ", "RabbitMQ", [p]),
        ("inventory/hosts.ini", f"[web]\n{host('web')} ansible_user={pick(['ubuntu', 'deploy'])} ansible_password={p} ansible_become_pass={p}", "Ansible inventory ansible_password", "the web servers", "웹 서버", [p]),
        ("conf/tomcat-users.xml", f'<user username="admin" password="{p}" roles="manager-gui,admin-gui"/>', "tomcat-users.xml password", "Tomcat manager", "톰캣 매니저", [p]),
        ("~/.m2/settings.xml", f"<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{u}</username>\n    <password>{p}</password>\n  </server>\n</servers>", "Maven settings.xml password", "Nexus", "넥서스", [p]),
        ("NuGet.Config", f'<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="{u}" />\n    <add key="ClearTextPassword" value="{p}" />\n  </internal>\n</packageSourceCredentials>', "NuGet ClearTextPassword", "the internal NuGet feed", "사내 NuGet 피드", [p]),
        ("appsettings.json", jdump({"ConnectionStrings": {"Default": f"Server={h};Database=App;User Id={u};Password={p};TrustServerCertificate=True"}}, indent=2), "ADO.NET connection string Password=", "SQL Server", "SQL Server", [p]),
        ("hibernate.cfg.xml", f'<property name="connection.username">{u}</property>\n<property name="connection.password">{p}</property>', "hibernate connection.password", "the legacy DB", "레거시 DB", [p]),
        ("config/database.yml", f"production:\n  adapter: postgresql\n  host: {h}\n  username: {u}\n  password: {yq(p)}\n  database: app_production", "Rails database.yml password", "Postgres", "Postgres", [p]),
        (".env", f"DB_CONNECTION=mysql\nDB_HOST={h}\nDB_PORT=3306\nDB_DATABASE=laravel\nDB_USERNAME={u}\nDB_PASSWORD={p}", "Laravel .env DB_PASSWORD", "MySQL", "MySQL", [p]),
        (".env", f"AIRFLOW_CONN_WAREHOUSE='postgresql://{u}:{e}@{h}:5432/warehouse'", "Airflow connection URI", "the warehouse", "웨어하우스", [e]),
        ("~/.netrc", f"machine {pick(['ftp', 'files', 'nexus'])}.{domain()}\n  login {u}\n  password {p}", ".netrc password", "the file server", "파일 서버", [p]),
        ("auth.txt", f"{u}\n{p}", "OpenVPN auth-user-pass file", "the VPN", "VPN", [p]),
        ("values.yaml", f"postgresql:\n  auth:\n    username: {u}\n    password: {yq(p)}\n    database: app", "Helm values password", "the chart's Postgres", "차트 Postgres", [p]),
        (".env", f"KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD={p}", "Keycloak admin password env", "Keycloak", "Keycloak", [p]),
        (".env", f"MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={p}", "MinIO root password env", "MinIO", "MinIO", [p]),
        ("settings.py", f"EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@{domain()}'\nEMAIL_HOST_PASSWORD = '{p}'", "Django EMAIL_HOST_PASSWORD", "the SMTP account", "SMTP 계정", [p]),
        ("mailer.js", f"const transporter = nodemailer.createTransport({{\n  host: 'smtp.{domain()}',\n  port: 465,\n  auth: {{ user: 'alerts@{domain()}', pass: '{p}' }},\n}});", "nodemailer auth pass", "the SMTP relay", "SMTP 릴레이", [p]),
        ("/etc/postfix/sasl_passwd", f"[smtp.{domain()}]:587 relay@{domain()}:{p}", "postfix sasl_passwd", "the mail relay", "메일 릴레이", [p]),
        ("~/.msmtprc", f"account default\nhost smtp.{domain()}\nport 587\nuser alerts@{domain()}\npassword {p}", "msmtprc password", "the SMTP account", "SMTP 계정", [p]),
        ("secrets.yaml", f"mqtt_password: {yq(p)}\nlatitude: 37.5665", "Home Assistant secrets.yaml", "the MQTT broker", "MQTT 브로커", [p]),
        ("/etc/sssd/sssd.conf", f"[domain/{company()}.local]\nldap_default_bind_dn = cn=sssd,ou=svc,dc={company()},dc=local\nldap_default_authtok = {p}", "sssd ldap_default_authtok", "LDAP bind", "LDAP 바인드", [p]),
        ("cloud-init.yaml", f"chpasswd:\n  expire: false\n  users:\n    - name: ubuntu\n      password: {yq(p)}\n      type: text", "cloud-init chpasswd", "the VM image", "VM 이미지", [p]),
        ("Vagrantfile", f'config.ssh.username = "vagrant"\nconfig.ssh.password = "{p}"', "Vagrantfile ssh.password", "the Vagrant box", "Vagrant 박스", [p]),
        ("unattend.xml", f"<AdministratorPassword>\n  <Value>{p}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>", "unattend.xml AdministratorPassword", "the Windows image", "윈도우 이미지", [p]),
        ("kubeconfig", f"users:\n- name: admin\n  user:\n    username: admin\n    password: {yq(p)}", "kubeconfig basic-auth password", "the old cluster", "구 클러스터", [p]),
        ("jenkins.yaml", f"jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: admin\n          password: {yq(p)}", "Jenkins CasC password", "Jenkins", "젠킨스", [p]),
        ("mailer.php", f"$mail->Host = 'smtp.{domain()}';\n$mail->SMTPAuth = true;\n$mail->Username = 'web@{domain()}';\n$mail->Password = '{p}';", "PHPMailer Password", "the SMTP account", "SMTP 계정", [p]),
    ]
    where, body, cat, se, sk, secs = pick(opts)
    if secs is None:
        m = re.findall(r'"[^"]+" "([^"]+)"', body)
        secs = m
    return where, body, cat, se, sk, secs


def filezilla_pw(p):
    blob = b64(p.encode())
    body = (f"<Server>\n  <Host>sftp.{domain()}</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>{pick(EN_USERS)}</User>\n"
            f'  <Pass encoding="base64">{blob}</Pass>\n</Server>')
    return "sitemanager.xml (FileZilla export)", body, "FileZilla Pass base64", "the partner SFTP", "파트너 SFTP", [blob]


def url_pw(p):
    """Connection strings / URLs with a password.  Returns (body, category, system_en, system_ko, secrets)."""
    u = pick(EN_USERS)
    e = pct(p)
    opts = [
        (f"DATABASE_URL=postgres://{u}:{e}@{host('db')}:5432/app", "postgres URL", "Postgres", "Postgres", [e]),
        (f"mysql://{u}:{e}@{host('db')}:3306/shop?charset=utf8mb4", "mysql URL", "MySQL", "MySQL", [e]),
        (f"mongodb+srv://{u}:{e}@cluster0.{rs(LOWNUM, 5)}.mongodb.net/app?retryWrites=true&w=majority", "mongodb+srv URI", "MongoDB Atlas", "몽고DB Atlas", [e]),
        (f"REDIS_URL=redis://default:{e}@{host('redis')}:6379/0", "redis URL", "Redis", "Redis", [e]),
        (f"CELERY_BROKER_URL=amqp://{u}:{e}@{host('mq')}:5672/prod", "amqp URL", "RabbitMQ", "RabbitMQ", [e]),
        (f"jdbc:postgresql://{host('db')}:5432/app?user={u}&password={e}&ssl=true", "JDBC URL password param", "Postgres", "Postgres", [e]),
        (f"Server=tcp:{company()}-sql.database.windows.net,1433;Initial Catalog=app;User ID={u};Password={p};Encrypt=True;", "Azure SQL connection string", "Azure SQL", "Azure SQL", [p]),
        (f"Driver={{ODBC Driver 18 for SQL Server}};Server={host('mssql')};Database=ERP;UID={u};PWD={p};", "ODBC connection string PWD=", "the ERP database", "ERP DB", [p]),
        (f"SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://{u}:{e}@{host('db')}/analytics'", "SQLAlchemy URI", "MySQL", "MySQL", [e]),
        (f"ELASTICSEARCH_URL=https://elastic:{e}@{host('es')}:9200", "Elasticsearch URL", "Elasticsearch", "엘라스틱서치", [e]),
        (f"EMAIL_URL=smtp+tls://{u}%40{domain()}:{e}@smtp.{domain()}:587", "SMTP URL", "the SMTP relay", "SMTP 릴레이", [e]),
        (f"ftp://{u}:{e}@ftp.{domain()}/incoming/", "FTP URL", "the FTP drop", "FTP 서버", [e]),
        (f"HTTPS_PROXY=http://{u}:{e}@proxy.{company()}.local:3128", "proxy URL with password", "the corporate proxy", "사내 프록시", [e]),
        (f"NEO4J_URI=neo4j+s://neo4j:{e}@{rs(HEXL, 8)}.databases.neo4j.io", "neo4j URI", "Neo4j", "Neo4j", [e]),
        (f"COUCHDB_URL=http://admin:{e}@{host('couch')}:5984", "CouchDB URL", "CouchDB", "CouchDB", [e]),
        (f"MQTT_URL=mqtts://{u}:{e}@mqtt.{domain()}:8883", "MQTT URL", "the MQTT broker", "MQTT 브로커", [e]),
        (f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{u}\" password=\"{p}\";", "Kafka SCRAM JAAS", "Kafka", "카프카", [p]),
        (f"{u}/{p}@//{host('ora')}:1521/ORCLPDB1", "Oracle EZConnect", "Oracle", "Oracle", [p]),
    ]
    return pick(opts)


# ---------------------------------------------------------------------------
# password notes
# ---------------------------------------------------------------------------
MC_PW_EN = [
    "I wasn't told how to reach {system}. The user's shell history had:{nlblock}",
    "The runbook for {system} is outdated; {person} pasted the command they actually use:{nlblock}",
    "Missing context: {system} needs a password and it's only written down in {where}:{nlblock}",
    "Didn't know {where} keeps the {system} credentials in plain text.{nlblock}",
    "The migration notes skipped the {system} login step entirely. It turned out to be:{nlblock}",
    "I had no access to {system}; the user unblocked me by sharing this:{nlblock}",
    "Task was {task}. Nobody mentioned the {system} credentials live in {where}:{nlblock}",
    "The user ran this before handing the session over to me:{nlblock}",
    "I only found out how {system} is accessed by reading {where}:{nlblock}",
    "{person} dropped this into the ticket as 'the way we always connect':{nlblock}",
]
MC_PW_PLAIN_EN = [
    "Nobody told me that access to {system} goes through a shared account rather than SSO.",
    "I didn't know {env} has its own credentials for {system}.",
    "The onboarding doc doesn't say who can grant access to {system}.",
    "I wasn't aware that {system} had moved to a new host last month.",
    "The task ({task}) needed access to {system}, and no one mentioned how to log in.",
]
LESSON_PW_SNIP_EN = [
    "The working login for {system} is:{nlblock}",
    "This is what finally connected:{nlblock}",
    "Verified access with:{nlblock}",
    "For the record, the setup that works on {env}:{nlblock}",
]
LESSON_PW_GEN_EN = [
    "Passing a password on the command line leaves it in shell history and in `ps` output; use {alt} next time.",
    "The login for {system} locks after five failed attempts, so confirm the password before scripting retries.",
    "The password was rotated last week, so every doc older than that is wrong.",
    "Special characters in passwords must be percent-encoded inside connection URLs, otherwise the driver splits at '@' or ':'.",
    "Use {alt} rather than inline passwords in scripts.",
    "The shared account is audited; every login shows up as the same user, which made the incident review harder.",
    "Quote the password in single quotes, otherwise the shell expands '$' and '!' and you get a confusing auth failure.",
]
ASK_PW_SEC_EN = [
    "Is {sec} still the current password for {system}, or has it been rotated?",
    "Should I change {sec} now that it has been pasted into chat?",
    "Can I keep using {sec} for {env}, or is there a separate account?",
    "Is {sec} also used anywhere else? I want to rotate it safely.",
]
ASK_PW_GEN_EN = [
    "Where should the {system} password come from: {store} or the team vault?",
    "Can I get a personal {system} account instead of the shared one?",
    "Who owns {system}, and who can reset its password?",
    "Can we use {alt} for {system} instead?",
    "",
    "",
]
MC_PW_KO = [
    "{system} 접속 방법을 아무도 안 알려줬음. 사용자 쉘 히스토리에 이렇게 남아 있었음:{nlblock}",
    "{system} 런북이 오래돼서 {person_i} 실제로 쓰는 명령을 붙여줬습니다.{nlblock}",
    "{system} 접속에 비밀번호가 필요한데 그게 {where}에만 적혀 있었음:{nlblock}",
    "{where}에 {system} 계정 정보가 평문으로 들어있는 줄 몰랐음.{nlblock}",
    "마이그레이션 문서에 {system} 로그인 단계가 통째로 빠져 있었어요. 실제로는 이거였습니다:{nlblock}",
    "{system} 권한이 없어서 막혀 있었는데 사용자가 아래 내용 공유해줘서 진행함.{nlblock}",
    "'{task}' 작업 중이었는데 {system} 계정 정보가 {where}에 있다는 건 아무도 얘기 안 했음.{nlblock}",
    "세션 넘기기 전에 사용자가 실행한 명령:{nlblock}",
    "{person_i} 티켓에 '항상 이렇게 접속함'이라며 남긴 내용:{nlblock}",
]
MC_PW_PLAIN_KO = [
    "{system_i} SSO가 아니라 공용 계정을 쓰는 줄 몰랐음.",
    "{env}용 {system} 계정이 따로 있다는 걸 몰랐습니다.",
    "온보딩 문서에 {system} 권한을 누가 주는지 안 나와 있음.",
    "{system} 서버가 지난달에 다른 호스트로 옮겨졌다는 걸 몰랐음.",
    "'{task}' 하려면 {system_i} 필요했는데 로그인 방법을 아무도 안 알려줌.",
]
LESSON_PW_SNIP_KO = [
    "{system} 접속 되는 명령은 이거임:{nlblock}",
    "최종적으로 연결된 설정:{nlblock}",
    "아래로 접속 확인 완료.{nlblock}",
    "{env}에서 동작하는 설정 기록해 둠:{nlblock}",
]
LESSON_PW_GEN_KO = [
    "비밀번호를 커맨드라인에 넣으면 쉘 히스토리랑 ps에 그대로 남음. 다음부턴 {alt} 쓸 것.",
    "{system_eun} 5번 틀리면 계정 잠김. 재시도 스크립트 돌리기 전에 비번부터 확인.",
    "지난주에 비번이 바뀌어서 그 전 문서는 전부 틀림.",
    "비번에 특수문자가 있으면 접속 URL에서 퍼센트 인코딩 해야 함. 안 그러면 '@'나 ':'에서 잘림.",
    "스크립트에 비번 직접 넣지 말고 {alt} 사용하기로 함.",
    "공용 계정이라 감사 로그에 전부 같은 사용자로 찍힘. 장애 분석할 때 힘들었음.",
    "비번은 작은따옴표로 감싸야 함. 안 그러면 쉘이 '$'나 '!'를 해석해서 인증 실패 남.",
]
ASK_PW_SEC_KO = [
    "{sec} 아직 {system} 현재 비번 맞나요? 바뀌었으면 알려주세요.",
    "채팅에 {sec} 올라갔는데 지금 바꿀까요?",
    "{env}에서도 {sec} 그대로 써도 되나요?",
    "{sec} 다른 데서도 쓰는 비번인가요? 안전하게 바꾸고 싶어서요.",
]
ASK_PW_GEN_KO = [
    "{system} 비번은 어디서 가져오는 게 맞나요? {store}?",
    "공용 계정 말고 개인 {system} 계정 받을 수 있을까요?",
    "{system} 담당자가 누구고 비번 초기화는 누가 하나요?",
    "{system} 쪽은 {alt} 쓰는 걸로 바꿔도 될까요?",
    "",
    "",
]


_CLI_ONLY_MARKERS = ("shell history", "ran this", "command they actually use", "쉘 히스토리", "실행한 명령", "실제로 쓰는 명령")


def pw_fields(lang, system, where, snip, sec, alt, cli=False):
    ko = lang == "ko"
    ctx = frame_ctx(lang, system, "", where, snip, sec)
    ctx.update(system=system, alt=alt)
    add_josa(ctx)
    ctx["system"] = system
    if ko:
        P = (MC_PW_KO, MC_PW_PLAIN_KO, LESSON_PW_SNIP_KO, LESSON_PW_GEN_KO, ASK_PW_SEC_KO, ASK_PW_GEN_KO)
    else:
        P = (MC_PW_EN, MC_PW_PLAIN_EN, LESSON_PW_SNIP_EN, LESSON_PW_GEN_EN, ASK_PW_SEC_EN, ASK_PW_GEN_EN)
    mc_s, mc_p, l_s, l_g, a_s, a_g = P
    if "%" not in sec or "://" not in snip:
        l_g = [t for t in l_g if "percent" not in t and "퍼센트" not in t]
    if not re.search(r"[$!]", sec):
        l_g = [t for t in l_g if "'$'" not in t]
    if not cli:
        mc_s = [t for t in mc_s if not any(m in t for m in _CLI_ONLY_MARKERS)]
        l_g = [t for t in l_g if "command line" not in t and "커맨드라인" not in t and "작은따옴표" not in t and "single quotes" not in t]
    r = R.random()
    if r < 0.6:
        mc, le, place = fill(pick(mc_s), **ctx), fill(pick(l_g), **ctx), "missing_context"
    elif r < 0.9:
        mc, le, place = fill(pick(mc_p), **ctx), fill(pick(l_s), **ctx), "lesson"
    else:
        mc, le, place = fill(pick(mc_s), **ctx), fill(pick(l_s), **ctx), "both"
    if chance(0.22):
        ask, place = fill(pick(a_s), **ctx), place + "+ask repeat"
    else:
        ask = fill(pick(a_g), **ctx)
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}, place


GENERIC_ASK_EN = [
    "Which environment should I assume when the ticket doesn't say?", "Who should I ask first when access is missing?",
    "Is there an up-to-date runbook for this service?", "Should findings like this go into the team wiki as well?",
    "Do you want me to open a follow-up ticket for the cleanup?", "Can you share the architecture diagram for this part?",
    "Who reviews changes to this config?", "Is there a staging copy I can test against first?",
    "Should I check with security before touching this?", "What's the preferred channel for questions like this?",
]
GENERIC_ASK_KO = [
    "티켓에 환경 표시가 없으면 어느 환경 기준으로 보면 될까요?", "권한 없을 때 누구한테 먼저 요청하면 되나요?", "이 서비스 최신 런북이 있나요?",
    "이런 내용은 팀 위키에도 정리해 둘까요?", "정리 작업은 후속 티켓으로 따로 만들까요?", "이 부분 아키텍처 문서 공유 가능할까요?",
    "이 설정 변경은 누가 리뷰하나요?", "먼저 테스트해볼 스테이징 환경이 있나요?", "건드리기 전에 보안팀 확인이 필요한가요?",
    "이런 질문은 어느 채널에 올리면 되나요?",
]


def note(lang, kind, category, fields, secrets):
    fields = {k: re.sub(r"\b([Tt]he) the ", r"\1 ", v) for k, v in fields.items()}
    if fields.get("ask_next_time", "") == "" and chance(0.6):
        fields = dict(fields)
        fields["ask_next_time"] = pick(GENERIC_ASK_KO if lang == "ko" else GENERIC_ASK_EN)
    return dict(lang=lang, kind=kind, category=category, fields=order(fields), secrets=secrets)


def b_pw_cli(lang):
    cat, se, sk, ae, ak, fn = pick(CLI_PW)
    p, style = gen_password()
    cmd, secs = fn(p)
    where = pick(["the shell history", "the runbook", "the README", "the deploy script", "a Slack thread", "the ticket"]) if lang == "en" else \
        pick(["쉘 히스토리", "런북", "README", "배포 스크립트", "슬랙 스레드", "지라 티켓", "노션 페이지"])
    f, place = pw_fields(lang, se if lang == "en" else sk, where, cmd, secs[0], ae if lang == "en" else ak, cli=True)
    return note(lang, "secret", f"shell: {cat} [{style} password; {place}]", f, secs)


def b_pw_sql(lang):
    cat, system, fn = pick(SQL_PW)
    p, style = gen_password()
    stmt, secs = fn(p)
    where = pick(["migrations/0042_readonly_user.sql", "the DBA's message", "db/init.sql", "the incident doc", "the psql session"]) if lang == "en" else \
        pick(["migrations/0042_readonly_user.sql", "DBA 메시지", "db/init.sql", "장애 보고서", "DB 콘솔 기록"])
    alt = "a secret-store reference in the migration" if lang == "en" else "마이그레이션에서 시크릿 저장소 참조"
    f, place = pw_fields(lang, system, where, stmt, secs[0], alt)
    return note(lang, "secret", f"{cat} [{style} password; {place}]", f, secs)


def b_pw_cfg(lang):
    p, style = gen_password()
    if chance(0.06):
        where, body, cat, se, sk, secs = filezilla_pw(p)
    else:
        where, body, cat, se, sk, secs = cfg_pw(p)
    alt = ("a value injected from " + pick(STORES_EN)) if lang == "en" else (pick(STORES_KO) + "에서 주입하는 방식")
    f, place = pw_fields(lang, se if lang == "en" else sk, where, body, secs[0], alt)
    return note(lang, "secret", f"config: {cat} [{style} password; {place}]", f, secs)


def b_pw_url(lang):
    p, style = gen_password()
    body, cat, se, sk, secs = url_pw(p)
    where = pick([".env", "the Airflow connection", "docker-compose.yml", "the Heroku config", "config/prod.env", "the k8s ConfigMap"]) if lang == "en" else \
        pick([".env", "에어플로우 커넥션", "docker-compose.yml", "config/prod.env", "k8s ConfigMap", "배포 변수"])
    alt = ("a value injected from " + pick(STORES_EN)) if lang == "en" else (pick(STORES_KO) + "에서 주입하는 방식")
    f, place = pw_fields(lang, se if lang == "en" else sk, where, body, secs[0], alt)
    return note(lang, "secret", f"connection string: {cat} [{style} password; {place}]", f, secs)


PROSE_SYS_EN = ["the staging admin account", "the Grafana admin", "the router admin page", "the NAS", "the vendor portal", "the shared QA account",
                "the VPN", "the old Jenkins", "the Synology box", "the test tenant's global admin", "the printer admin page", "the Metabase admin",
                "the Windows jump host", "the pfSense box", "the staging WordPress admin", "the iDRAC of db-02", "the customer's FTP"]
PROSE_SYS_KO = ["스테이징 관리자 계정", "그라파나 admin", "공유기 관리자 페이지", "사무실 NAS", "거래처 포털", "QA 공용 계정", "VPN", "구 젠킨스",
                "시놀로지", "테스트 테넌트 전역 관리자", "프린터 관리자 페이지", "메타베이스 admin", "윈도우 점프 서버", "방화벽 관리 페이지",
                "스테이징 워드프레스 관리자", "db-02 iDRAC", "고객사 FTP", "ERP 테스트 계정", "PG사 관리자 페이지"]

PROSE_PW_EN = [
    "{person} told me the password for {system} is {pw}; it is not in {store} yet.",
    "I logged in to {system} as {user} with {pw}, which the user gave me at the start of the session.",
    "Password for {system}: {pw} (per {person}).",
    "The user said {system} still uses {pw} and asked me not to change it until Friday.",
    "For {system} the login is {user} / {pw}.",
    "I was told the password is {pw}, and that worked for {system}.",
    "{system} password as of this week: {pw}",
    "Logged into {system} using the credentials from the sticky note in the ticket (user {user}, password {pw}).",
]
PROSE_PW_KO = [
    "{person_i} 알려준 {system} 비번: {pw}",
    "{system} 비밀번호는 {pw} 입니다. 아직 {store}에 안 올라가 있음.",
    "{user} / {pw} 로 {system} 로그인했음 (사용자가 세션 시작할 때 알려줌).",
    "{system} 접속 정보 - ID {user}, PW {pw}",
    "사용자 말로는 {system} 비번이 아직 {pw} 라고 함. 금요일 전까지는 바꾸지 말라고 하심.",
    "{system_eun} {user} 계정에 비번 {pw} 로 들어가짐.",
    "이번 주 기준 {system} 비번 {pw}",
]
LESSON_PROSE_EN = [
    "Shared credentials like this should go into {store}; I left a reminder in the ticket.",
    "The account works, but it has full admin rights, so be careful what you click.",
    "The password is case-sensitive and the login page does not say so; two failed attempts before it worked.",
    "SSO is not enabled for {system}, so local accounts are the only way in for now.",
    "After three failed attempts {system} blocks the IP for 15 minutes.",
]
LESSON_PROSE_KO = [
    "이런 공용 계정은 {store}에 넣어야 함. 티켓에 리마인더 남겨둠.",
    "계정이 전체 관리자 권한이라 클릭 조심해야 함.",
    "비번 대소문자 구분함. 로그인 화면엔 안내가 없어서 두 번 틀림.",
    "{system_eun} SSO가 안 붙어 있어서 당분간 로컬 계정으로만 접속 가능.",
    "3번 틀리면 15분 동안 IP 차단됨.",
]


def b_pw_prose(lang):
    ko = lang == "ko"
    p, style = gen_password()
    ctx = dict(person=pick(KO_PEOPLE if ko else EN_PEOPLE), system=pick(PROSE_SYS_KO if ko else PROSE_SYS_EN), pw=p,
               user=pick(EN_USERS + KO_USERS), store=pick(STORES_KO if ko else STORES_EN), env=pick(ENVS_KO if ko else ENVS_EN))
    add_josa(ctx)
    s = fill(pick(PROSE_PW_KO if ko else PROSE_PW_EN), **ctx)
    other = fill(pick(LESSON_PROSE_KO if ko else LESSON_PROSE_EN), **ctx)
    r = R.random()
    if r < 0.55:
        f = {"missing_context": s, "lesson": other}
        place = "missing_context"
    else:
        plain = fill(pick(MC_PW_PLAIN_KO if ko else MC_PW_PLAIN_EN), task=pick(TASKS_KO if ko else TASKS_EN), **ctx)
        f = {"missing_context": plain, "lesson": s}
        place = "lesson"
    if chance(0.25):
        f["ask_next_time"] = fill(pick(ASK_PW_SEC_KO if ko else ASK_PW_SEC_EN), sec=p, alt="SSO", **ctx)
        place += "+ask repeat"
    else:
        f["ask_next_time"] = fill(pick(ASK_PW_GEN_KO if ko else ASK_PW_GEN_EN), alt="SSO", **ctx)
    return note(lang, "secret", f"prose: password stated in a sentence [{style} password; {place}]", order(f), [p])


def order(f):
    return {"missing_context": f["missing_context"], "lesson": f["lesson"], "ask_next_time": f.get("ask_next_time", "")}


SPLIT_SENT_EN = [
    "The {system} password changed last Friday. It's now {pw}.",
    "I asked {person} for the {system} password. The answer: {pw}",
    "We reset the {system} password during the incident. The new one, {pw}, is only written down here.",
    "There is a local admin on {system}. Username {user}; the password is the same as the Wi-Fi one, {pw}.",
    "The old password stopped working for {system}. {person} sent a new one: {pw}",
    "What's the password for {system}? -- {pw}, according to {person}.",
]
SPLIT_SENT_KO = [
    "{system} 비번이 지난 금요일에 바뀌었음. 지금은 {pw}.",
    "{person}한테 {system} 비번 물어봤음. 답: {pw}",
    "장애 때 {system} 비번 초기화함. 새 비번은 여기에만 적어둠 -> {pw}",
    "{system}에 로컬 관리자 계정 있음. 아이디는 {user}. 비번은 와이파이랑 같은 {pw}",
    "예전 비번으로 {system} 안 들어가짐. {person_i} 새로 준 거: {pw}",
]


def b_pw_split_sentence(lang):
    ko = lang == "ko"
    p, style = gen_password()
    ctx = dict(person=pick(KO_PEOPLE if ko else EN_PEOPLE), system=pick(PROSE_SYS_KO if ko else PROSE_SYS_EN), pw=p, user=pick(EN_USERS + KO_USERS),
               store=pick(STORES_KO if ko else STORES_EN), env=pick(ENVS_KO if ko else ENVS_EN), task=pick(TASKS_KO if ko else TASKS_EN))
    add_josa(ctx)
    s = fill(pick(SPLIT_SENT_KO if ko else SPLIT_SENT_EN), **ctx)
    other = fill(pick(LESSON_PROSE_KO if ko else LESSON_PROSE_EN), **ctx)
    if chance(0.5):
        f = {"missing_context": s, "lesson": other}
    else:
        f = {"missing_context": fill(pick(MC_PW_PLAIN_KO if ko else MC_PW_PLAIN_EN), **ctx), "lesson": s + " " + other}
    f["ask_next_time"] = fill(pick(ASK_PW_GEN_KO if ko else ASK_PW_GEN_EN), alt="SSO", **ctx)
    return note(lang, "secret", f"prose: label and value in two sentences [{style} password]", order(f), [p])


SPLIT_FIELD_EN = [
    ("Nobody gave me the {system} login up front. {person} finally sent it: user {user}, and the password is", "{pw} -- it only works from the office VPN."),
    ("The {system} credentials are not in {store}. For the record, the password is", "{pw}. It should be moved to {store} and rotated."),
    ("I needed the {system} admin password and the user typed it into the chat. New password:", "{pw} (set by {person} this morning); old docs still show the previous one."),
]
SPLIT_FIELD_KO = [
    ("{system} 로그인 정보를 처음에 못 받았음. {person_i} 나중에 보내줌. 아이디 {user}, 비번은", "{pw} 입니다. 사내 VPN에서만 접속 가능."),
    ("{system} 계정 정보가 {store}에 없음. 기록용으로 남기면 비밀번호:", "{pw} → {store}로 옮기고 rotate 해야 함."),
    ("{system} 관리자 비번이 필요했는데 사용자가 채팅창에 입력해줌. 새 비번은", "{pw} (오늘 아침 {person_i} 변경). 예전 문서에는 이전 비번이 그대로 있음."),
]


def b_pw_split_fields(lang):
    ko = lang == "ko"
    p, style = gen_password()
    ctx = dict(person=pick(KO_PEOPLE if ko else EN_PEOPLE), system=pick(PROSE_SYS_KO if ko else PROSE_SYS_EN), pw=p, user=pick(EN_USERS + KO_USERS),
               store=pick(STORES_KO if ko else STORES_EN))
    add_josa(ctx)
    a, b = pick(SPLIT_FIELD_KO if ko else SPLIT_FIELD_EN)
    f = {"missing_context": fill(a, **ctx), "lesson": fill(b, **ctx),
         "ask_next_time": fill(pick(ASK_PW_GEN_KO if ko else ASK_PW_GEN_EN), alt="SSO", **ctx)}
    return note(lang, "secret", f"split across fields: label ends missing_context, value starts lesson [{style} password]", f, [p])


def chat_log(lang, lines):
    """lines: list of (speaker, text)."""
    if lang == "ko":
        fmt = pick(["[{ko_ap} {h}:{m}] {who}: {t}", "{who} {h}:{m}\n{t}", "[{H}:{m}] {who}: {t}"])
    else:
        fmt = pick(["[{H}:{m}] {who}: {t}", "{who}  {h}:{m} {ap}\n{t}", "<{who}> {t}"])
    H, m = rint(9, 18), rint(0, 50)
    out = []
    for i, (who, t) in enumerate(lines):
        out.append(fill(fmt, h=str(H % 12 or 12), H="%02d" % H, m="%02d" % (m + i), who=who, t=t, ap="AM" if H < 12 else "PM", ko_ap="오전" if H < 12 else "오후"))
    return "\n".join(out)


def b_pw_chat(lang):
    ko = lang == "ko"
    p, style = gen_password()
    sys_ = pick(PROSE_SYS_KO if ko else PROSE_SYS_EN)
    if ko:
        a, b = pick(["김대리", "민지", "준호", "박팀장", "서연"]), "나"
        lines = [(a, f"{sys_} 비번 바뀌었어요"), (a, p), (b, "넵 감사합니다"), (a, "노션엔 아직 반영 안 했어요 ㅠ")]
        mc = "사용자가 슬랙 대화를 그대로 붙여넣어 줌:\n" + chat_log(lang, lines)
        le = pick(["공용 비번을 채팅으로 돌리는 관행이 있음. 볼트로 옮기자고 제안함.", "채팅으로 받은 비번은 바로 만료시키고 개인 계정 발급받는 게 맞음."])
        ask = pick(["비번을 채팅 말고 어디서 받으면 될까요?", f"{sys_} 비번 노션에는 언제 반영되나요?", ""])
    else:
        a, b = pick(["dana", "marco", "priya", "tom", "kenji"]), "me"
        lines = [(a, f"pw for {sys_} was reset"), (a, p), (b, "thanks!"), (a, "don't paste it anywhere pls")]
        mc = "The user pasted the Slack thread where the credentials were shared:\n" + chat_log(lang, lines)
        le = pick(["The team shares passwords in chat; I suggested moving them into the vault.",
                   "Passwords received over chat should be treated as burned and rotated after use."])
        ask = pick(["Where should I get credentials from instead of chat?", f"Has the {sys_} password been put in the vault yet?", ""])
    return note(lang, "secret", f"chat paste: password posted as its own message [{style} password]",
                {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [p])


def b_pw_table(lang):
    ko = lang == "ko"
    envs = sample(["dev", "stg", "qa", "prod", "demo"], rint(2, 3))
    rows, secs = [], []
    kind = pick(["db", "redis", "mq", "ftp"])
    for e in envs:
        p = gen_pw()
        secs.append(p)
        rows.append(f"| {e} | {host(kind).replace('prod', e) if chance(0.5) else e + '-' + kind + '.internal'} | {pick(EN_USERS)} | {p} |")
    tbl = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(rows)
    if ko:
        mc = f"환경별 {kind.upper()} 접속 정보가 위키 표로만 관리되고 있었음:\n{tbl}"
        le = pick(["위키에 평문 비번 표가 있음. 전부 rotate 하고 표는 vault 경로로 바꾸자고 건의함.", "환경별로 계정이 달라서 표 보고 맞는 걸 골라야 했음."])
        ask = pick(["이 표 비번들 아직 유효한가요?", "위키 표 대신 어디를 보면 되나요?", ""])
    else:
        mc = f"The {kind} credentials per environment only exist in a wiki table:\n{tbl}"
        le = pick(["There is a plain-text password table on the wiki; I recommended rotating all of them and replacing the column with vault paths.",
                   "Each environment has its own account, so you have to pick the right row."])
        ask = pick(["Are these passwords still valid?", "What should I use instead of the wiki table?", ""])
    return note(lang, "secret", f"markdown table of per-environment passwords ({len(envs)} rows)",
                {"missing_context": mc, "lesson": le, "ask_next_time": ask}, secs)


def b_pw_log(lang):
    ko = lang == "ko"
    p, style = gen_password()
    u, h = pick(EN_USERS), host("db")
    ts = "2025-%02d-%02d %02d:%02d:%02d,%03d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    e = pct(p)
    opts = [
        (f"{ts} DEBUG sqlalchemy.pool: connect args {{'host': '{h}', 'user': '{u}', 'password': '{p}', 'dbname': 'app'}}", [p]),
        (f"{ts} INFO  [main] c.z.h.HikariConfig - jdbcUrl..................jdbc:mysql://{h}:3306/app?user={u}&password={e}", [e]),
        (f"{ts} WARN  worker.1 celery.worker.consumer: Cannot connect to amqp://{u}:{e}@{host('mq')}:5672//: timed out.", [e]),
        (f"{ts} ERROR app.bootstrap: config dump: DB_USER={u} DB_PASSWORD={p} DB_HOST={h}", [p]),
        (f"{ts} DEBUG ldap3: BIND request <{{'dn': 'cn=svc,dc={company()},dc=local', 'password': '{p}'}}>", [p]),
    ]
    line, secs = pick(opts)
    if ko:
        mc = f"장애 분석하면서 로그를 봤는데 접속 정보가 그대로 찍혀 있었음:\n{line}"
        le = pick(["로그 레벨이 DEBUG로 올라가 있으면 접속 정보가 평문으로 남음. 운영은 INFO로 내려야 함.", "로그 수집기에 이미 들어간 로그라 비번 rotate 필요."])
        ask = pick(["이 로그 보관 기간이 어떻게 되나요? 마스킹 필요할 듯", "비번 rotate 진행해도 될까요?", ""])
    else:
        mc = f"While reading logs for the incident I found the connection details printed verbatim:\n{line}"
        le = pick(["With DEBUG logging the driver prints connection arguments including the password; production must stay at INFO.",
                   "These lines are already in the log pipeline, so the password has to be rotated, not just the logger fixed."])
        ask = pick(["How long are these logs retained? We may need to scrub them.", "OK to rotate the password now?", ""])
    return note(lang, "secret", f"log line containing a password [{style} password]", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, secs)


def b_pw_trace(lang):
    ko = lang == "ko"
    p, style = gen_password()
    u, h = pick(EN_USERS), host("db")
    e = pct(p)
    opts = [
        ('Traceback (most recent call last):\n  File "app/db.py", line 14, in get_conn\n'
         f'    conn = psycopg2.connect("postgresql://{u}:{e}@{h}:5432/app")\n'
         f'psycopg2.OperationalError: connection to server at "{h}", port 5432 failed: FATAL:  password authentication failed for user "{u}"', [e]),
        (f"MongoServerError: bad auth : authentication failed\n    at Connection.onMessage (node_modules/mongodb/lib/cmap/connection.js:207:30)\n"
         f"    at MessageStream.<anonymous> (node_modules/mongodb/lib/cmap/connection.js:61:60) {{\n  ok: 0,\n  code: 8000,\n"
         f"  uri: 'mongodb+srv://{u}:{e}@cluster0.{rs(LOWNUM, 5)}.mongodb.net/app'\n}}", [e]),
        (f"redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.\n"
         f'  File "worker/cache.py", line 9, in <module>\n    r = redis.Redis(host="{host("redis")}", port=6379, password="{p}")', [p]),
        (f"Exception in thread \"main\" java.sql.SQLException: Access denied for user '{u}'@'10.0.{rint(0, 9)}.{rint(2, 250)}' (using password: YES)\n"
         f"\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
         f"\tat App.main(App.java:22) // DriverManager.getConnection(url, \"{u}\", \"{p}\")", [p]),
    ]
    tr, secs = pick(opts)
    if ko:
        mc = f"사용자가 에러를 그대로 붙여넣음. 스택트레이스 안에 접속 정보가 들어 있었음.\n```\n{tr}\n```"
        le = pick(["원인은 비번이 아니라 allowlist에 새 IP가 없어서였음.", "비번에 특수문자가 있어서 URL 인코딩이 필요했음. 인코딩 후 해결." if "%" in secs[0] else "비번은 맞았고 DB 쪽 계정이 잠겨 있었음. 잠금 해제 후 해결."])
        ask = pick(["에러 붙여넣을 때 접속 정보는 가려서 주실 수 있나요?", "이 계정 비번 바꿔도 되는지?", ""])
    else:
        mc = f"The user pasted the full error, and the stack trace includes the connection details:\n```\n{tr}\n```"
        le = pick(["The root cause was the new IP missing from the allowlist, not the password itself.",
                   "The password contains special characters and needed URL-encoding; after encoding it connected." if "%" in secs[0] else
                   "The password was right; the DB account had been locked after repeated failures. Unlocking it fixed the error."])
        ask = pick(["Could you redact credentials from errors before pasting them?", "May I rotate this account's password?", ""])
    return note(lang, "secret", f"stack trace containing a password [{style} password]", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, secs)


def b_pw_diff(lang):
    ko = lang == "ko"
    old, new = gen_pw(), gen_pw()
    var = pick(["DB_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD", "RABBITMQ_DEFAULT_PASS", "POSTGRES_PASSWORD", "LDAP_BIND_PASSWORD"])
    where = pick([".env.production", "deploy/prod.env", "config/staging.env", "docker/.env"])
    d = f"--- a/{where}\n+++ b/{where}\n@@ -3,3 +3,3 @@\n DB_HOST={host('db')}\n-{var}={old}\n+{var}={new}\n DB_PORT=5432"
    if ko:
        mc = f"비번 변경 PR이 있었다는 걸 몰랐음. 해당 diff:\n```diff\n{d}\n```"
        le = pick(["비번 변경을 env 파일 커밋으로 하고 있었음. 이전 비번도 히스토리에 남아 있어서 둘 다 문제.", "배포 서버는 아직 이전 값이라 재시작 필요했음."])
        ask = pick(["예전 비번은 완전히 폐기된 건가요?", "이런 변경은 앞으로 어디서 하면 되나요?", ""])
    else:
        mc = f"I didn't know about the PR that changed the password. The diff:\n```diff\n{d}\n```"
        le = pick(["Password changes are being made by committing env files, so the previous value is in history too; both are exposed.",
                   "The running servers still had the old value until they were restarted."])
        ask = pick(["Has the old password been fully revoked?", "Where should changes like this be made instead?", ""])
    return note(lang, "secret", "diff: old and new password in an env file", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [old, new])


# ---------------------------------------------------------------------------
# token notes
# ---------------------------------------------------------------------------
NATIVE_ONLY = ("azurestorage", "slackhook", "discordhook", "teams", "gcprefresh", "akamai")

WHERE_KO = {
    "the terminal history": "터미널 히스토리", "the README": "README", "README.md": "README.md", "a Slack message": "슬랙 메시지",
    "the API docs page": "API 문서 페이지", "the proxy capture": "프록시 캡처", "the HAR export": "HAR 파일", "the worker logs": "워커 로그",
    "the Datadog log stream": "데이터독 로그", "kubectl logs output": "kubectl logs 출력", "the exported Postman environment": "포스트맨 환경 export",
    "the cron script": "크론 스크립트", "the PowerShell session": "파워셸 세션", "the deploy runbook": "배포 런북", "the terminal": "터미널",
    "the runbook": "런북", "the CI log": "CI 로그", "the setup notes": "세팅 메모", "the PR description": "PR 본문", "a Slack thread": "슬랙 스레드",
    "the wiki page": "위키 페이지", "the Notion onboarding page": "노션 온보딩 페이지", "the handover doc": "인수인계 문서",
    "the first Colab cell": "코랩 첫 번째 셀", "the crontab on the batch box": "배치 서버 crontab", "the on-call doc": "온콜 문서",
    "the deploy script": "배포 스크립트", "the release checklist": "릴리스 체크리스트", "the CI script": "CI 스크립트", "the bootstrap script": "부트스트랩 스크립트",
    "the Dockerfile build stage": "Dockerfile 빌드 스테이지", "the runner setup notes": "러너 세팅 메모", "the release job": "릴리스 잡",
    "the release script": "릴리스 스크립트", "the release pipeline": "릴리스 파이프라인", "the CI step": "CI 스텝", "the dev container setup": "dev container 설정",
    "the training notebook": "학습 노트북", "the setup cell": "세팅 셀", "the dev setup notes": "개발환경 세팅 메모", "the provisioning script": "프로비저닝 스크립트",
    "the server setup notes": "서버 세팅 메모", "the deploy job": "배포 잡", "the alertmanager config": "alertmanager 설정",
    "the Azure DevOps pipeline variables": "Azure DevOps 파이프라인 변수", "the backup cron script": "백업 크론 스크립트", "the SMS test script": "문자 발송 테스트 스크립트",
    "the support tooling README": "CS 툴 README", "the payment confirm test": "결제 승인 테스트", "the payment test script": "결제 테스트 스크립트",
    "the crawler README": "크롤러 README", "the CS dashboard script": "CS 대시보드 스크립트", "the backup runbook": "백업 런북",
    "the Function App settings export": "Function App 설정 export", "the pipeline script": "파이프라인 스크립트", "the agent setup notes": "에이전트 세팅 메모",
    "the old deploy script": "예전 배포 스크립트", "the Auth0 quickstart notes": "Auth0 퀵스타트 메모", "the integration test notes": "통합 테스트 메모",
    "the playlist-sync README": "플레이리스트 싱크 README", "the stream bot README": "방송 봇 README", "the meeting-export script": "회의 export 스크립트",
    "the release notes": "릴리스 노트", "the agent install notes": "에이전트 설치 메모", "the Atlas automation notes": "Atlas 자동화 메모",
    "the export job": "익스포트 잡", "the analytics export script": "분석 데이터 export 스크립트", "the SMS fallback script": "문자 대체 발송 스크립트",
    "the mobile CI job": "모바일 CI 잡", "the worker setup notes": "워커 세팅 메모", "the registry setup notes": "레지스트리 세팅 메모",
    "the DNS script": "DNS 스크립트", "the droplet setup notes": "드롭렛 세팅 메모", "the GitHub Actions step": "GitHub Actions 스텝",
    "the ops notes": "운영 메모", "the backup README": "백업 README", "the sync script": "동기화 스크립트", "the local dev notes": "로컬 개발 메모",
    "the script in tools/jira_sync.sh": "tools/jira_sync.sh 스크립트", "the Makefile": "Makefile", "package.json scripts": "package.json scripts",
    "the setup section of the README": "README 세팅 섹션", "the shell history": "쉘 히스토리", "the PowerShell profile": "파워셸 프로필",
    "the Windows build agent setup notes": "윈도우 빌드 에이전트 세팅 메모", "the deploy runbook ": "배포 런북", "mitmproxy": "mitmproxy", "Charles": "Charles",
    "CloudWatch": "CloudWatch", ".env.example (filled in by mistake)": ".env.example (실수로 값 채워서 커밋됨)", "the ticket": "티켓",
}


def ko_where(w):
    return WHERE_KO.get(w, w)


def choose_container(v, cr):
    key = v["key"]
    opts = [("native", f) for f in NATIVES.get(key, [])] * 2
    lst = [c for c in cr if c[2]]
    single = len(lst) == 1 and len(cr) == 1
    if key not in NATIVE_ONLY:
        if v["sdk"] and single:
            opts += [("sdk", None)] * 2
        if v["hdr"] and single:
            opts += [("req", None)] * 3
        opts += [("kv", None)] * 3
    kind, f = pick(opts)
    if kind == "native":
        return f(cr)
    if kind == "sdk":
        return sdk_container(v, lst[0][1])
    if kind == "req":
        return req_container(v, lst[0][1])
    return render_kv(cr, v["name"])


def _primary_var(cr):
    for k, v, l in cr:
        if l:
            return k
    return cr[0][0]


def b_token(lang, vkey):
    v = VBYKEY[vkey]
    cr = v["creds"]()
    ko = lang == "ko"
    svc = v["ko"] if ko else v["short"]
    r = choose_container(v, cr)
    where = ko_where(r["where"]) if ko else r["where"]
    ctx = frame_ctx(lang, svc, _primary_var(cr), where, r["snip"], r["secrets"][0])
    add_josa(ctx)
    f, place = snippet_fields(lang, ctx)
    return note(lang, "secret", f"token: {v['name']} / {r['cat']} [{place}]", f, r["secrets"])


def b_token_multi(lang, vkeys):
    ko = lang == "ko"
    cr = []
    for k in vkeys:
        cr += [c for c in VBYKEY[k]["creds"]() if not c[0].startswith("_")]
    fn = pick([kv_dotenv, kv_dotenv, kv_dotenv, kv_compose, kv_k8s_string, kv_gha, kv_export, kv_json, kv_table, kv_k8s_data, kv_serverless, kv_dockerfile])
    r = fn(cr)
    names = [VBYKEY[k]["ko" if ko else "short"] for k in vkeys]
    svc = ", ".join(names[:-1]) + (" 및 " if ko else " and ") + names[-1]
    where = ko_where(r["where"]) if ko else r["where"]
    ctx = frame_ctx(lang, svc, _primary_var(cr), where, r["snip"], r["secrets"][0])
    add_josa(ctx)
    if ko:
        mc = fill(pick([
            "새로 합류해서 로컬 세팅하는데 필요한 값들을 아무도 정리해두지 않았음. 결국 {person_i} 본인 {where} 파일을 통째로 보내줌:{nlblock}",
            "'{task}' 하다가 {where}에 여러 서비스 키가 한꺼번에 들어있는 걸 발견함:{nlblock}",
            "{env} 배포가 어떤 키들을 쓰는지 문서가 없었어요. {where} 내용 그대로:{nlblock}",
            "사용자가 환경 세팅 문제라며 {where}를 붙여넣었습니다.{nlblock}",
        ]), **ctx)
        le = fill(pick([t for t in LESSON_GEN_KO if "{svc" not in t]), **ctx)
        ask = fill(pick(["이 파일에 있는 키들 전부 rotate 해야 할까요?", "{where} 말고 팀 공용 시크릿 저장소가 있나요?", "{store} 접근 권한 받을 수 있을까요?", ""]), **ctx)
    else:
        mc = fill(pick([
            "Nobody had written down what a new dev needs for local setup. In the end {person} sent me their whole {where}:{nlblock}",
            "While {task} I found {where} holding keys for several services at once:{nlblock}",
            "There was no doc listing which credentials the {env} deploy uses. Contents of {where}:{nlblock}",
            "The user pasted their {where} because they thought the problem was environment setup:{nlblock}",
        ]), **ctx)
        le = fill(pick([t for t in LESSON_GEN_EN if "{svc" not in t]), **ctx)
        ask = fill(pick(["Should every key in this file be rotated?", "Is there a team secret store I should use instead of {where}?",
                         "Can I get access to {store}?", ""]), **ctx)
    return note(lang, "secret", f"multi-service env: {' + '.join(VBYKEY[k]['name'] for k in vkeys)} / {r['cat']}",
                {"missing_context": mc, "lesson": le, "ask_next_time": ask}, r["secrets"])


def _kv_vendor_ok(vkey):
    return vkey not in NATIVE_ONLY


def b_token_diff(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    old, new = v["creds"](), v["creds"]()
    lines = []
    secs = []
    for (k, a, l), (_, b, _) in zip(old, new):
        if l:
            lines += [f"-{k}={a}", f"+{k}={b}"]
            secs += [a, b]
        else:
            lines.append(f" {k}={a}")
    where = pick([".env.production", "deploy/prod.env", "config/.env.staging"])
    d = f"--- a/{where}\n+++ b/{where}\n@@ -1,{len(old)} +1,{len(old)} @@\n" + "\n".join(lines)
    svc = v["ko"] if ko else v["short"]
    if ko:
        mc = f"{svc} 키 교체 PR이 있었다는 걸 몰랐음. diff:\n```diff\n{d}\n```"
        le = pick(["키 교체를 env 파일 커밋으로 했기 때문에 이전 키와 새 키가 둘 다 git에 남음.", "교체 후에도 워커는 재시작 전까지 이전 키를 씀."])
        ask = pick(["이전 키는 콘솔에서 revoke 됐나요?", "다음 교체 때는 어디서 작업하면 되나요?", ""])
    else:
        mc = f"I wasn't aware of the PR that rotated the {svc} key. The diff:\n```diff\n{d}\n```"
        le = pick(["The rotation was done by committing the env file, so both the old and the new key are in git now.",
                   "Workers kept using the old key until they were restarted."])
        ask = pick(["Was the old key revoked in the console?", "Where should the next rotation be done?", ""])
    return note(lang, "secret", f"diff: old and new {v['name']} credentials", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, secs)


def b_token_table(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    envs = sample(["dev", "staging", "prod", "qa"], rint(2, 3))
    rows, secs = [], []
    var = None
    for e in envs:
        cr = v["creds"]()
        var = _primary_var(cr)
        val = [c[1] for c in cr if c[2]][0]
        secs.append(val)
        rows.append(f"| {e} | {var} | {val} |")
    tbl = "| env | variable | value |\n|---|---|---|\n" + "\n".join(rows)
    svc = v["ko"] if ko else v["short"]
    if ko:
        mc = f"{svc} 키가 환경별로 다르다는 걸 몰랐음. 온보딩 문서에 이런 표가 있었음:\n{tbl}"
        le = pick(["문서에 키를 평문으로 두는 건 위험함. vault 경로로 바꾸자고 건의함.", "staging 키로 prod 호출하면 401이라 표에서 맞는 줄을 골라야 함."])
        ask = pick(["이 표에 있는 키들 아직 살아 있나요?", "이 문서 접근 권한이 누구까지인가요?", ""])
    else:
        mc = f"I didn't know {svc} uses a different key per environment. The onboarding doc has this table:\n{tbl}"
        le = pick(["Keeping keys in plain text in docs is risky; I suggested replacing the value column with vault paths.",
                   "Calling prod with the staging key gives a 401, so you must pick the right row."])
        ask = pick(["Are the keys in this table still live?", "Who has access to this doc?", ""])
    return note(lang, "secret", f"markdown table of per-environment {v['name']} keys", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, secs)


def b_token_chat(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    cr = v["creds"]()
    lst = [c for c in cr if c[2]]
    svc = v["ko"] if ko else v["short"]
    if ko:
        a = pick(["김대리", "민지", "준호", "박팀장", "지훈"])
        lines = [("나", f"{svc} 테스트용 키 있을까요?"), (a, "이거 쓰세요")] + [(a, f"{k}={val}") for k, val, _ in lst] + [(a, "다 쓰면 말해줘요 폐기할게요")]
        mc = "필요한 키를 슬랙 DM으로 받음. 대화 그대로:\n" + chat_log(lang, lines)
        le = pick(["키를 DM으로 주고받는 게 관행인데, 받은 키는 작업 끝나면 바로 폐기 요청해야 함.", f"{svc} 키는 팀별로 하나라서 같이 쓰는 중. 개인 키 발급이 가능한지 확인 필요."])
        ask = pick(["작업 끝났는데 이 키 폐기 요청 어디로 하면 되나요?", f"{svc} 개인 키 발급 가능할까요?", ""])
    else:
        a = pick(["dana", "marco", "priya", "sam", "lukas"])
        lines = [("me", f"do we have a {svc} key I can test with?"), (a, "use this one")] + [(a, f"{k}={val}") for k, val, _ in lst] + [(a, "ping me when done so I can revoke it")]
        mc = "I got the key I needed over Slack DM. Transcript:\n" + chat_log(lang, lines)
        le = pick(["Keys get passed around in DMs here; whatever is received must be revoked when the work is done.",
                   f"There is only one {svc} key per team, so everyone shares it. Worth asking for personal keys."])
        ask = pick(["Work is done; who do I ask to revoke this key?", f"Can I get my own {svc} key?", ""])
    return note(lang, "secret", f"chat paste: {v['name']} key shared in DM", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [c[1] for c in lst])


def b_token_split(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    cr = v["creds"]()
    k, val = [(c[0], c[1]) for c in cr if c[2]][0]
    svc = v["ko"] if ko else v["short"]
    env = pick(ENVS_KO if ko else ENVS_EN)
    if ko:
        mc = pick([f"{svc} 연동에 필요한 값을 아무도 안 알려줘서 한참 찾음. 결국 {pick(KO_PEOPLE)}께 받은 {env}용 {k} 값은",
                   f"{env} 환경 {svc} 키가 문서 어디에도 없었음. 참고로 지금 쓰는 키는"])
        le = pick([f"{val} 이고, 다른 환경에서는 안 됨.", f"{val} — 이 값이 {k}로 들어가야 호출이 됨."])
        ask = pick([f"{svc} 키 관리 담당자가 누구인가요?", ""])
    else:
        mc = pick([f"Nobody told me what the {svc} integration needs, so I went hunting. The {k} for {env} that {pick(FIRST_EN)} finally gave me is",
                   f"The {env} {svc} key isn't documented anywhere. For reference, the one in use is"])
        le = pick([f"{val}, and it does not work in other environments.", f"{val} -- it has to be set as {k} or the calls fail."])
        ask = pick([f"Who manages the {svc} keys?", ""])
    return note(lang, "secret", f"split across fields: {v['name']} key label ends missing_context, value starts lesson",
                {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [val])


def b_token_trace(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    cr = v["creds"]()
    lst = [c for c in cr if c[2]]
    val = lst[0][1]
    if v["hdr"] and not v["hdr"].startswith("QUERY:") and len(lst) == 1:
        hn, hv = _hdr(v, val)
        tr = ('Traceback (most recent call last):\n  File "app/clients/base.py", line 41, in _request\n    resp.raise_for_status()\n'
              f'requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: {v["url"]}\n\n'
              f"During handling of the above exception, another exception occurred:\napp.errors.UpstreamAuthError: upstream rejected request "
              f"(headers={{'{hn}': '{hv}', 'Accept': 'application/json'}})")
    elif v["hdr"] and v["hdr"].startswith("QUERY:") and len(lst) == 1:
        tr = (f"Error: Request failed with status code 403\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
              f"    at settle (node_modules/axios/lib/core/settle.js:17:12) {{\n  config: {{ url: '{_url(v, val)}', method: 'get' }}\n}}")
    else:
        dump = ", ".join(f"'{k}': '{x}'" for k, x, _ in cr if not k.startswith("_"))
        tr = (f"pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\n  region\n    Field required "
              f"[type=missing, input_value={{{dump}}}, input_type=dict]")
    svc = v["ko"] if ko else v["short"]
    if ko:
        mc = f"사용자가 {svc} 호출 실패 로그를 통째로 붙여넣음:\n```\n{tr}\n```"
        le = pick(["에러 객체에 요청 헤더/설정이 그대로 포함돼서 로그에 키가 남음. 에러 직렬화할 때 마스킹 필요.", f"{svc} 쪽 문제가 아니라 설정 누락이었음."])
        ask = pick(["로그 붙여주실 때 키 부분은 가려주실 수 있나요?", "이 로그가 Sentry에도 올라갔는지 확인 부탁드려요.", ""])
    else:
        mc = f"The user pasted the whole {svc} failure output:\n```\n{tr}\n```"
        le = pick(["The error object carries the request headers/config, so the key ends up in logs; errors must be masked before they are serialized.",
                   f"It wasn't a {svc} outage, just a missing setting."])
        ask = pick(["Could you redact keys when pasting logs?", "Can you check whether this also went to Sentry?", ""])
    return note(lang, "secret", f"stack trace / error dump carrying a {v['name']} credential", {"missing_context": mc, "lesson": le, "ask_next_time": ask},
                [c[1] for c in lst])


def b_token_askonly(lang, vkey):
    v = VBYKEY[vkey]
    ko = lang == "ko"
    cr = v["creds"]()
    k, val = [(c[0], c[1]) for c in cr if c[2]][0]
    svc = v["ko"] if ko else v["short"]
    ctx = dict(svc=svc, var=k, where=".env", env=pick(ENVS_KO if ko else ENVS_EN), task=pick(TASKS_KO if ko else TASKS_EN), store=pick(STORES_KO if ko else STORES_EN),
               person=pick(KO_PEOPLE if ko else EN_PEOPLE))
    add_josa(ctx)
    mc = fill(pick(MC_PLAIN_KO if ko else MC_PLAIN_EN), **ctx)
    le = fill(pick(LESSON_GEN_KO if ko else LESSON_GEN_EN), **ctx)
    ask = (f"`{k}={val}` 이 값 그대로 {ctx['env']}에 써도 되는지, 아니면 새로 발급받아야 하는지?" if ko else
           f"Is `{k}={val}` OK to keep using for {ctx['env']}, or should I request a new key?")
    return note(lang, "secret", f"token: {v['name']} only in ask_next_time", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [val])


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def _klines(lines):
    return [l for l in lines if len(l) >= 8]


_RSA_CACHE = []


def rsa_key():
    k = rsa_keypair(2048)
    _RSA_CACHE.append(k)
    return k


def rsa_sign_pkcs1(k, msg):
    di = bytes.fromhex("3031300d060960864801650304020105000420") + hashlib.sha256(msg).digest()
    nlen = (k["n"].bit_length() + 7) // 8
    em = b"\x00\x01" + b"\xff" * (nlen - len(di) - 3) + b"\x00" + di
    return pow(int.from_bytes(em, "big"), k["d"], k["n"]).to_bytes(nlen, "big")



MOVE_CTX_EN = {
    "key": ["Nobody told me how the deploy authenticates to the servers.", "The handover didn't mention which key the job uses.", "I had to find the key the old pipeline used."],
    "2fa": ["The shared account has 2FA and nobody told me how the team gets codes.", "I was locked out of the shared admin login by 2FA."],
    "web": ["I needed to reproduce a bug that only happens for logged-in admins.", "The API returned 403 only for one user and I needed their request to compare."],
    "out": ["I needed to see what configuration the running service actually had.", "I wasn't sure which credentials the deployment had picked up."],
    "link": ["The customer said the link in their email didn't work.", "I had to reproduce a download failure reported by a user."],
    "wifi": ["The device had to join the office network and I had no network details.", "Nobody told me which Wi-Fi the test devices use."],
    "mail": ["Outgoing mail had been failing for two days and nobody knew which account sends it.", "The notarization step failed and I didn't know which Apple account it used."],
    "fw": ["Users were logged out after every deploy and nobody knew why.", "I didn't know how the app signs sessions."],
    "seed": ["I was asked to check the faucet wallet balance and had no wallet access.", "Nobody knew where the wallet backup was kept."],
}
MOVE_CTX_KO = {
    "key": ["배포가 서버에 어떻게 인증하는지 아무도 안 알려줬음.", "인수인계 때 잡이 어떤 키를 쓰는지 얘기가 없었음.", "예전 파이프라인이 쓰던 키를 직접 찾아야 했음."],
    "2fa": ["공용 계정에 2FA가 걸려 있는데 팀이 코드를 어떻게 받는지 몰랐음.", "공용 관리자 로그인이 2FA 때문에 막혔음."],
    "web": ["관리자로 로그인했을 때만 나는 버그를 재현해야 했음.", "특정 사용자만 403이 나서 그 사람 요청이랑 비교가 필요했음."],
    "out": ["실행 중인 서비스에 실제로 어떤 설정이 들어갔는지 봐야 했음.", "배포가 어떤 자격증명을 물고 올라갔는지 확실하지 않았음."],
    "link": ["고객이 메일로 받은 링크가 안 열린다고 함.", "사용자가 제보한 다운로드 실패를 재현해야 했음."],
    "wifi": ["장비를 사무실 네트워크에 붙여야 했는데 접속 정보가 없었음.", "테스트 장비가 어느 와이파이를 쓰는지 아무도 안 알려줌."],
    "mail": ["이틀째 메일 발송이 실패하는데 어떤 계정으로 보내는지 아는 사람이 없었음.", "공증 단계가 실패했는데 어떤 애플 계정을 쓰는지 몰랐음."],
    "fw": ["배포할 때마다 사용자들이 로그아웃되는데 이유를 아무도 몰랐음.", "앱이 세션을 어떻게 서명하는지 몰랐음."],
    "seed": ["수도꼭지(faucet) 지갑 잔액 확인 요청을 받았는데 지갑 접근 권한이 없었음.", "지갑 백업이 어디 있는지 아무도 몰랐음."],
}
MOVE_INTRO_EN = ["For reference, this is what is in use:", "What I ended up using:", "The value that worked:", "Recorded here so I don't lose it:"]
MOVE_INTRO_KO = ["참고로 지금 쓰는 값:", "결국 이걸로 해결함:", "동작한 값:", "잊어버릴까 봐 기록해 둠:"]


def maybe_move(lang, f, body, group, p=0.3):
    """Sometimes the pasted material belongs in the lesson rather than in missing_context."""
    if not chance(p) or body not in f["missing_context"]:
        return f
    ko = lang == "ko"
    mc = pick((MOVE_CTX_KO if ko else MOVE_CTX_EN)[group])
    intro = pick(MOVE_INTRO_KO if ko else MOVE_INTRO_EN)
    sep = "\n" if "\n" in body or len(body) > 60 else " "
    le = intro + sep + body + "\n" + f["lesson"]
    return {"missing_context": mc, "lesson": le, "ask_next_time": f["ask_next_time"]}

def key_frames(lang, what_en, what_ko, where, text):
    ko = lang == "ko"
    if ko:
        mc = fill(pick(["{what} 위치를 아무도 몰랐는데 {where}에 그대로 있었음:\n{text}",
                        "사용자가 {what_eul} 채팅에 통째로 붙여넣어 줌 ({where}).\n{text}",
                        "{where} 파일을 열어보니 {what_i} 평문으로 들어 있었습니다.\n{text}",
                        "배포가 {what_eul} {where}에서 읽는다는 걸 몰랐어요. 내용:\n{text}"]),
                  **add_josa(dict(what=what_ko, where=where, text=text)))
        le = pick(["개인키는 repo에 두면 안 되고 시크릿 매니저에 넣어야 함. 이미 노출된 키는 폐기 후 재발급.",
                   "키 파일 권한이 644라서 ssh가 거부했음. 600으로 바꾸니 됨.",
                   "이 키는 여러 서버에서 같이 쓰고 있어서 교체하려면 authorized_keys도 다 바꿔야 함.",
                   "CI에서는 파일 대신 secret 변수로 넣고 런타임에 파일로 쓰는 방식으로 바꾸기로 함."])
        ask = pick(["이 키 폐기하고 새로 만들어도 되나요?", "이 키를 쓰는 서버 목록이 있나요?", "키 교체 일정 잡아도 될까요?", ""])
    else:
        mc = fill(pick(["Nobody knew where the {what} lived; it turned out to be sitting in {where}:\n{text}",
                        "The user pasted the {what} into the chat ({where}):\n{text}",
                        "Opening {where} showed the {what} in plain text:\n{text}",
                        "I didn't know the deploy reads the {what} from {where}. Contents:\n{text}"]),
                  what=what_en, where=where, text=text)
        le = pick(["Private keys must not live in the repo; this one has to be revoked and reissued, and the new one kept in the secret manager.",
                   "ssh refused the key because the file was 0644; chmod 600 fixed it.",
                   "This key is shared by several servers, so replacing it means updating every authorized_keys file too.",
                   "In CI the key should come from a secret variable and be written to a temp file at runtime."])
        ask = pick(["Can I revoke this key and generate a new one?", "Is there a list of servers that trust this key?", "When can we schedule the key rotation?", ""])
    return maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, text, "key")


def b_key_openssh(lang):
    comment = pick(["deploy@ci", "ubuntu@bastion", "jhpark@macbook", "ops@" + company(), "github-actions", "backup@nas"])
    lines, text, _ = openssh_ed25519_private(comment)
    where = pick(["~/.ssh/id_ed25519", "keys/deploy_key", "ansible/files/id_ed25519", "the GitHub Actions secret DEPLOY_KEY", ".ssh/bastion"])
    if chance(0.3):
        text = "deploy_ssh_key: |\n" + "\n".join("  " + l for l in text.split("\n"))
        where = "group_vars/all.yml"
    f = key_frames(lang, "SSH deploy key", "SSH 배포 키", where, text)
    return note(lang, "secret", "private key: OpenSSH ed25519 (full)", f, _klines(lines))


def b_key_ec(lang):
    lines, text = ec_sec1_pem()
    if chance(0.4):
        text = "  jwt-signing.pem: |\n" + "\n".join("    " + l for l in text.split("\n"))
        where = "k8s/auth-secret.yaml (stringData)"
    else:
        where = pick(["config/jwt/es256.pem", "certs/server.key", "secrets/signing-key.pem"])
    f = key_frames(lang, "ES256 signing key", "ES256 서명 키", where, text)
    return note(lang, "secret", "private key: EC P-256 SEC1 PEM", f, _klines(lines))


def b_key_p8(lang):
    lines, text = ec_pkcs8_pem()
    kid = rs(UPPNUM, 10)
    if chance(0.5):
        text = 'APNS_KEY_ID=' + kid + '\nAPNS_PRIVATE_KEY="' + text.replace("\n", "\\n") + '"'
        where = ".env"
    else:
        where = f"AuthKey_{kid}.p8"
    f = key_frames(lang, "APNs / App Store Connect .p8 key", "APNs(.p8) 키", where, text)
    return note(lang, "secret", "private key: Apple .p8 (PKCS#8 EC)", f, _klines(lines))


def b_key_ed_pkcs8(lang):
    lines, text = ed25519_pkcs8_pem()
    f = key_frames(lang, "webhook signing key (Ed25519)", "웹훅 서명용 Ed25519 키", pick(["keys/webhook_signing.pem", "config/keys/ed25519.pem"]), text)
    return note(lang, "secret", "private key: Ed25519 PKCS#8 PEM", f, _klines(lines))


def b_key_rsa_trunc(lang):
    k = rsa_key()
    if chance(0.5):
        lines, _ = pem("RSA PRIVATE KEY", rsa_pkcs1_der(k))
        label = "RSA PRIVATE KEY"
    else:
        lines, _ = pem("PRIVATE KEY", rsa_pkcs8_der(k))
        label = "PRIVATE KEY"
    head, tail = lines[:rint(2, 3)], lines[-2:]
    text = f"-----BEGIN {label}-----\n" + "\n".join(head) + "\n...\n" + "\n".join(tail) + f"\n-----END {label}-----"
    what = pick([("TLS private key for the load balancer", "로드밸런서 TLS 개인키", "certs/wildcard.key"),
                 ("GitHub App private key", "GitHub App 개인키", "github-app.private-key.pem"),
                 ("SAML signing key", "SAML 서명 키", "saml/sp.key")])
    f = key_frames(lang, what[0], what[1], what[2], text)
    return note(lang, "secret", "private key: RSA PEM, truncated paste (head and tail lines)", f, _klines(head + tail))


def b_key_gcp_sa(lang):
    k = rsa_key()
    lines, _ = pem("PRIVATE KEY", rsa_pkcs8_der(k))
    shown = lines[:2]
    proj = company() + "-" + pick(["prod", "data", "ml"]) + "-" + str(rint(100, 999))
    obj = ('{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + rs(HEXL, 40) + '",\n'
           '  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(shown) + '\\n...",\n'
           '  "client_email": "' + pick(["ci-deployer", "bq-loader", "terraform"]) + "@" + proj + '.iam.gserviceaccount.com"\n}')
    f = key_frames(lang, "GCP service account key", "GCP 서비스 계정 키", pick(["sa-key.json", "credentials/gcp.json", "the GOOGLE_CREDENTIALS secret"]), obj)
    return note(lang, "secret", "private key: GCP service account JSON (private_key truncated)", f, _klines(shown))


def b_key_wireguard(lang):
    priv, pub = x25519_keypair()
    _, peer_pub = x25519_keypair()
    psk = b64(rb(32))
    text = (f"[Interface]\nPrivateKey = {b64(priv)}\nAddress = 10.{rint(0, 20)}.0.{rint(2, 50)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(peer_pub)}\n"
            + (f"PresharedKey = {psk}\n" if chance(0.5) else "") + f"Endpoint = vpn.{domain()}:51820\nAllowedIPs = 10.{rint(0, 20)}.0.0/16")
    secs = [b64(priv)] + ([psk] if "PresharedKey" in text else [])
    f = key_frames(lang, "WireGuard client config", "WireGuard 클라이언트 설정", pick(["wg0.conf", "/etc/wireguard/wg0.conf", "the VPN onboarding doc"]), text)
    return note(lang, "secret", "private key: WireGuard PrivateKey (+PresharedKey)", f, secs)


def b_key_age(lang):
    priv, pub = x25519_keypair()
    sk = bech32_bytes("age-secret-key-", priv).upper()
    pk = bech32_bytes("age", pub)
    text = f"# created: 2025-0{rint(1, 9)}-1{rint(0, 9)}T10:{rint(10, 59)}:00+09:00\n# public key: {pk}\n{sk}"
    f = key_frames(lang, "age key used by SOPS", "SOPS용 age 키", pick(["~/.config/sops/age/keys.txt", "keys.txt"]), text)
    return note(lang, "secret", "private key: age secret key (SOPS)", f, [sk])


def b_key_eth(lang):
    k = "0x" + rs(HEXL, 64)
    text = f"DEPLOYER_PRIVATE_KEY={k}\nSEPOLIA_RPC_URL=https://rpc.sepolia.org\nETHERSCAN_NETWORK=sepolia"
    f = key_frames(lang, "deployer wallet private key", "배포용 지갑 개인키", ".env (hardhat)", text)
    return note(lang, "secret", "private key: Ethereum hex private key", f, [k])


def b_key_wif(lang):
    wif = b58check(b"\x80" + rb(32) + b"\x01")
    text = f'bitcoin-cli -rpcwallet=hot importprivkey "{wif}" "hot-{rint(1, 9)}" false'
    f = key_frames(lang, "hot wallet key", "핫월렛 키", "the ops notes", text)
    return note(lang, "secret", "private key: Bitcoin WIF", f, [wif])


def b_key_nostr(lang):
    sk = bech32_bytes("nsec", rb(32))
    text = f'NOSTR_BOT_NSEC="{sk}"'
    f = key_frames(lang, "Nostr bot key", "노스트르 봇 키", ".env", text)
    return note(lang, "secret", "private key: Nostr nsec", f, [sk])


def b_key_solana(lang):
    arr = "[" + ",".join(str(b) for b in rb(64)) + "]"
    f = key_frames(lang, "Solana keypair (id.json)", "솔라나 키페어(id.json)", "~/.config/solana/id.json", arr)
    return note(lang, "secret", "private key: Solana keypair JSON array", f, [arr])


# ---------------------------------------------------------------------------
# 2FA material: TOTP seeds, recovery / backup codes
# ---------------------------------------------------------------------------
def twofa_frames(lang, what_en, what_ko, body, lesson_en, lesson_ko):
    ko = lang == "ko"
    if ko:
        mc = pick([f"{what_ko} 관련해서 아무 설명도 못 받았는데, 사용자가 아래 내용을 공유해줌.\n{body}",
                   f"공용 계정 로그인에 2FA가 걸려 있어서 막혔음. 팀 위키에 있던 {what_ko}:\n{body}",
                   f"{what_ko}{'이' if has_batchim(what_ko) else '가'} 어디 보관되는지 몰랐는데 노션 페이지에 그대로 있었음.\n{body}"])
        le, ask = lesson_ko, pick(["이건 팀 비밀번호 관리자에 옮겨도 될까요?", "2FA를 공용 시드 대신 개인 기기 기반으로 바꿀 수 있나요?", ""])
    else:
        mc = pick([f"Nobody explained the {what_en}; the user shared this so I could get in:\n{body}",
                   f"The shared account has 2FA and I was stuck until I found the {what_en} on the team wiki:\n{body}",
                   f"I didn't know where the {what_en} was kept. It is pasted on a Notion page:\n{body}"])
        le, ask = lesson_en, pick(["Can this move into the team password manager?", "Could the shared account use per-person 2FA instead of a shared seed?", ""])
    return maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, body, "2fa")


def b_totp_uri(lang):
    seed = b32(rb(20))
    issuer = pick(["AWS", "GitHub", "Cloudflare", "Google", "Okta", "Stripe", "Atlassian", "NAVER", "Kakao", "Vercel"])
    acct = pick(["root", "ops@" + domain(), "admin@" + domain(), "billing@" + domain()])
    uri = f"otpauth://totp/{issuer}:{acct}?secret={seed}&issuer={issuer}" + pick(["", "&algorithm=SHA1&digits=6&period=30"])
    f = twofa_frames(lang, f"{issuer} MFA for the shared {acct.split('@')[0]} login", f"{issuer} 공용 계정 MFA", uri,
                     "The shared MFA seed lets anyone with this note generate codes, so it is effectively a second password.",
                     "공용 MFA 시드는 이 노트만 있으면 누구나 코드를 만들 수 있음. 사실상 두 번째 비밀번호임.")
    return note(lang, "secret", f"TOTP: otpauth URI ({issuer})", f, [seed])


def b_totp_seed(lang):
    seed = b32(rb(rint(1, 2) * 10))
    if chance(0.6):
        shown = " ".join(wrap(seed.lower(), 4))
    else:
        shown = seed
    issuer = pick(["the AWS root account", "the registrar account", "the Apple developer account", "the payment gateway admin", "the Google Workspace admin"])
    f = twofa_frames(lang, f"2FA setup key for {issuer}", "2FA 설정 키", f"manual entry key: {shown}",
                     "Whoever holds the setup key can generate valid codes; it should live only in the vault.",
                     "설정 키만 있으면 누구나 OTP를 만들 수 있어서 vault에만 있어야 함.")
    return note(lang, "secret", "TOTP: manual-entry setup key", f, [shown])


def b_recovery_github(lang):
    codes = [rs(HEXL, 5) + "-" + rs(HEXL, 5) for _ in range(rint(6, 16))]
    body = "\n".join(codes)
    f = twofa_frames(lang, "GitHub recovery codes for the org owner account", "GitHub 조직 소유자 계정 복구 코드", body,
                     "Each recovery code works once and bypasses 2FA entirely; they should be printed and stored offline, not in notes.",
                     "복구 코드는 1회용이지만 2FA를 완전히 우회함. 노트 말고 오프라인 보관해야 함.")
    return note(lang, "secret", f"recovery codes: GitHub ({len(codes)} codes)", f, codes)


def b_backup_google(lang):
    codes = [rs(DIG, 4) + " " + rs(DIG, 4) for _ in range(10)]
    body = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    f = twofa_frames(lang, "Google backup codes for the shared marketing account", "마케팅 공용 구글 계정 백업 코드", body,
                     "Backup codes are single-use; two of them have been used already according to the account page.",
                     "백업 코드는 1회용이고 계정 페이지 보니 이미 두 개 사용됨.")
    return note(lang, "secret", "recovery codes: Google backup codes (10)", f, codes)


def b_recovery_misc(lang):
    kind = pick(["1password", "bitlocker", "apple", "microsoft", "discord", "yubikey"])
    if kind == "1password":
        v = "A3-" + rs(UPPNUM, 6) + "-" + rs(UPPNUM, 6) + "-" + "-".join(rs(UPPNUM, 5) for _ in range(4))
        what_en, what_ko, cat = "1Password Secret Key of the shared admin vault", "1Password 공용 금고 Secret Key", "1Password Secret Key"
        body = f"Secret Key: {v}"
        secs = [v]
    elif kind == "bitlocker":
        v = "-".join("%06d" % (11 * rint(0, 65535)) for _ in range(8))
        what_en, what_ko, cat = "BitLocker recovery key for the build laptop", "빌드용 노트북 BitLocker 복구 키", "BitLocker recovery key"
        body = f"Key ID: {rs(HEXU, 8)}\nRecovery key: {v}"
        secs = [v]
    elif kind == "apple":
        v = "-".join(rs(UPPNUM, 4) for _ in range(7))
        what_en, what_ko, cat = "Apple ID recovery key of the App Store account", "앱스토어 계정 Apple ID 복구 키", "Apple recovery key"
        body = f"Recovery key: {v}"
        secs = [v]
    elif kind == "microsoft":
        v = "-".join(rs(UPPNUM, 5) for _ in range(5))
        what_en, what_ko, cat = "Microsoft account recovery code", "MS 계정 복구 코드", "Microsoft recovery code"
        body = f"recovery code {v}"
        secs = [v]
    elif kind == "discord":
        secs = [rs(LOWNUM, 4) + "-" + rs(LOWNUM, 4) for _ in range(8)]
        what_en, what_ko, cat = "Discord backup codes of the community bot owner", "디스코드 봇 소유자 계정 백업 코드", "Discord backup codes"
        body = "\n".join(secs)
    else:
        pin, puk, mgmt = rs(DIG, 8), rs(DIG, 8), rs(HEXL, 48)
        what_en, what_ko, cat = "YubiKey PIV PIN/PUK/management key of the signing token", "서명용 YubiKey PIV PIN/PUK/관리 키", "YubiKey PIV PIN, PUK and management key"
        body = f"PIN: {pin}\nPUK: {puk}\nManagement key: {mgmt}"
        secs = [pin, puk, mgmt]
    f = twofa_frames(lang, what_en, what_ko, body, "This is a break-glass secret; it belongs in the safe or the vault, not in a note.",
                     "비상용 비밀값이라 금고나 vault에만 있어야 함.")
    return note(lang, "secret", "recovery secret: " + cat, f, secs)


# ---------------------------------------------------------------------------
# Wi-Fi, PIN / door codes, seed phrases, app passwords
# ---------------------------------------------------------------------------
def b_wifi(lang):
    ko = lang == "ko"
    ssid = pick(["Office-5G", "ACME-Guest", "Lab_IoT", "meeting-room", company().upper() + "_STAFF", "dev-net", "회의실_5G"])
    p = gen_password(pick(["human", "passphrase", "korean_kbd", "generated", "company", "walk"]))[0]
    opts = [
        (f'nmcli device wifi connect "{ssid}" password {_q(p)}', "nmcli wifi password", [p]),
        (f'network={{\n    ssid="{ssid}"\n    psk="{p}"\n    key_mgmt=WPA-PSK\n}}', "wpa_supplicant psk", [p]),
        (f"WIFI:T:WPA;S:{ssid};P:{p};;", "Wi-Fi QR payload", [p]),
        (f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={p}", "hostapd wpa_passphrase", [p]),
    ]
    if chance(0.35):
        psk = rs(HEXL, 64)
        opts.append((f'network={{\n    ssid="{ssid}"\n    psk={psk}\n}}', "wpa_supplicant raw PSK (hex)", [psk]))
    body, cat, secs = pick(opts)
    if chance(0.3):
        body = (f"{ssid} 와이파이 비번은 {p}" if ko else f"The {ssid} Wi-Fi password is {p}")
        cat, secs = "prose Wi-Fi password", [p]
    if ko:
        mc = pick([f"라즈베리파이를 사무실 와이파이에 붙여야 했는데 접속 정보를 못 받았음. 사용자가 준 내용:\n{body}",
                   f"IoT 테스트 장비 네트워크 설정이 필요했음.\n{body}", f"현장 장비 세팅하는데 필요한 와이파이 정보:\n{body}"])
        le = pick(["장비가 5GHz를 못 잡아서 2.4GHz SSID로 붙여야 했음.", "게스트망이라 내부 서버는 안 보임. 사내망 SSID를 써야 함.", "WPA3 전용 AP라 구형 모듈은 접속 실패함."])
        ask = pick(["장비용 별도 SSID가 있나요?", "와이파이 비번 주기적으로 바뀌나요?", ""])
    else:
        mc = pick([f"I needed to get the Raspberry Pi onto the office network and had no credentials. The user gave me:\n{body}",
                   f"The IoT test rig needed network config:\n{body}", f"On-site device setup needed the Wi-Fi details:\n{body}"])
        le = pick(["The device can't see 5 GHz, so it has to join the 2.4 GHz SSID.", "That's the guest network; internal hosts aren't reachable from it.",
                   "The AP is WPA3-only, so the older module fails to associate."])
        ask = pick(["Is there a separate SSID for devices?", "Does the Wi-Fi password rotate?", ""])
    return note(lang, "secret", f"Wi-Fi: {cat}", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, body, "wifi"), secs)


def b_pin(lang):
    ko = lang == "ko"
    kind = pick(["door", "alarm", "puk", "safe", "phone", "server_room"])
    if kind == "door":
        v = rs(DIG, 4) + "#" + rs(DIG, 4)
        en, kr = f"The office back-door keypad code is {v}.", f"사무실 뒷문 도어락 비번은 {v} 입니다."
    elif kind == "alarm":
        v = rs(DIG, 8)
        en, kr = f"Alarm disarm code for the office: {v}", f"사무실 경비 해제 코드: {v}"
    elif kind == "puk":
        v = rs(DIG, 8)
        en, kr = f"SIM PUK for the on-call phone: {v}", f"당직폰 유심 PUK: {v}"
    elif kind == "safe":
        v = "-".join(rs(DIG, 2) for _ in range(4))
        en, kr = f"The combination for the key safe in the server room is {v}.", f"서버실 키 보관함 비밀번호 {v}"
    elif kind == "phone":
        v = rs(DIG, 8)
        en, kr = f"The test iPhone's passcode is {v} (8 digits, MDM requires it).", f"테스트 아이폰 잠금 비번 {v} (MDM 때문에 8자리)"
    else:
        v = rs(DIG, 4) + "*" + rs(DIG, 4)
        en, kr = f"Server room keypad: {v}, then the green button.", f"서버실 출입 키패드 {v} 누르고 초록 버튼"
    if ko:
        mc = pick(["야간에 서버 재부팅하러 가야 했는데 출입 방법을 몰랐음. ", "사무실에 처음 출근해서 출입 정보를 못 받은 상태였음. ", ""]) + kr
        le = pick(["출입 코드는 매달 바뀐다고 함.", "코드 입력 후 5초 안에 문을 열어야 함.", "보안팀이 코드 공유를 기록하고 있음."])
        ask = pick(["출입 코드 바뀌면 어디로 공지되나요?", "개인 출입카드 발급 받을 수 있을까요?", ""])
    else:
        mc = pick(["I had to go reboot a server after hours and didn't know how to get in. ", "First day on site and nobody had given me access details. ", ""]) + en
        le = pick(["The code changes monthly.", "You have five seconds to open the door after entering the code.", "Security logs whoever the code is shared with."])
        ask = pick(["Where are code changes announced?", "Can I get my own access badge?", ""])
    return note(lang, "secret", f"PIN / access code: {kind}", {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [v])


def b_seed(lang):
    ko = lang == "ko"
    phrase = bip39_phrase(pick([12, 12, 24]))
    what = pick(["MetaMask test wallet", "treasury hardware wallet", "faucet bot wallet", "deployer wallet"])
    if ko:
        mc = pick([f"테스트넷 배포용 지갑 복구 문구를 팀 노션에서 찾음:\n{phrase}", f"사용자가 지갑 시드 문구를 그대로 채팅에 붙여넣음 → {phrase}"])
        le = pick(["시드 문구는 지갑 전체 권한이라 절대 노트나 채팅에 남기면 안 됨. 자금 이동 후 새 지갑 생성 필요.", "테스트넷용이라도 같은 시드로 메인넷 주소가 파생되니 주의."])
        ask = pick(["이 지갑 자산 옮기고 새 시드로 바꿔도 될까요?", "시드 문구 보관 정책이 따로 있나요?", ""])
    else:
        mc = pick([f"The recovery phrase for the {what} was on the team wiki:\n{phrase}", f"The user pasted the {what} seed phrase straight into the chat: {phrase}"])
        le = pick(["A seed phrase is full control of the wallet; funds need to move to a fresh wallet now that it has been exposed.",
                   "Even a 'testnet' seed derives the same mainnet addresses, so it is just as sensitive."])
        ask = pick(["Can I move the funds and retire this seed?", "Is there a policy for storing seed phrases?", ""])
    return note(lang, "secret", f"seed phrase: BIP-39 {len(phrase.split())} words", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, phrase, "seed"), [phrase])


def b_app_password(lang):
    ko = lang == "ko"
    kind = pick(["google", "google", "apple", "apple", "microsoft", "fastmail"])
    if kind == "google":
        v = " ".join(rs(LOW, 4) for _ in range(4))
        body = pick([f"EMAIL_HOST_USER = 'noreply@{domain()}'\nEMAIL_HOST_PASSWORD = '{v}'",
                     f"SMTP: smtp.gmail.com:587, user alerts@{domain()}, app password {v}"])
        cat = "Google app password (Gmail SMTP)"
    elif kind == "apple":
        v = "-".join(rs(LOW, 4) for _ in range(4))
        body = pick([f'xcrun notarytool store-credentials "notary" --apple-id build@{domain()} --team-id {rs(UPPNUM, 10)} --password {v}',
                     f"xcrun altool --upload-app -f App.ipa -t ios -u build@{domain()} -p {v}"])
        cat = "Apple app-specific password (notarytool/altool)"
    elif kind == "microsoft":
        v = rs(LOW, 16)
        body = f"Outlook SMTP relay: smtp.office365.com:587 / scanner@{domain()} / app password {v}"
        cat = "Microsoft 365 app password"
    else:
        v = rs(LOWNUM, 16)
        body = f"[imap]\nhost = imap.fastmail.com\nuser = ops@{domain()}\npassword = {v}"
        cat = "Fastmail app password"
    if ko:
        mc = pick([f"메일 발송 설정을 맡았는데 계정 정보를 못 받았음. 기존 설정:\n{body}", f"CI에서 공증(notarization) 단계가 실패해서 보니 아래처럼 되어 있었음.\n{body}"])
        le = pick(["일반 비번이 아니라 앱 비밀번호를 써야 함. 2단계 인증 켠 계정은 일반 비번으로 SMTP 안 됨.", "앱 비밀번호는 계정 설정에서 개별 폐기 가능함."])
        ask = pick(["이 앱 비밀번호 폐기하고 CI용으로 새로 발급해도 될까요?", "메일 발송 계정 소유자가 누구인가요?", ""])
    else:
        mc = pick([f"I was asked to fix outgoing mail and had no account details. The existing config:\n{body}",
                   f"The notarization step in CI was failing; this is what it used:\n{body}"])
        le = pick(["It must be an app password, not the account password; accounts with 2FA can't use the normal password for SMTP.",
                   "App passwords can be revoked individually in the account settings."])
        ask = pick(["Can I revoke this app password and issue a CI-specific one?", "Who owns the mail account?", ""])
    return note(lang, "secret", f"app password: {cat}", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, body, "mail"), [v])


# ---------------------------------------------------------------------------
# web auth: Basic headers, session cookies, bearer JWTs, framework secret keys
# ---------------------------------------------------------------------------
def web_frames(lang, what_en, what_ko, body):
    ko = lang == "ko"
    if ko:
        mc = pick([f"재현하려고 사용자가 브라우저 devtools에서 요청을 복사해 줌({what_ko}).\n{body}",
                   f"{what_ko} 문제를 보는데 아래 요청을 그대로 받았음.\n{body}",
                   f"API가 왜 403인지 확인하려고 사용자가 HAR에서 뽑아준 헤더:\n{body}"])
        le = pick(["세션/토큰이 살아있는 동안은 이 값만으로 로그인 상태가 재현됨. 공유받은 세션은 로그아웃으로 무효화해야 함.",
                   "만료 시간이 길게 잡혀 있어서 토큰 TTL을 줄이자고 제안함.", "프록시가 Authorization 헤더를 떨어뜨려서 403 났던 것."])
        ask = pick(["재현용으로 받은 세션 로그아웃 처리해도 될까요?", "다음엔 테스트 계정으로 재현해 주실 수 있나요?", ""])
    else:
        mc = pick([f"To reproduce the bug the user copied the request from devtools ({what_en}):\n{body}",
                   f"While looking into the {what_en} issue I was handed this request as-is:\n{body}",
                   f"To see why the API returned 403 the user pulled these headers out of a HAR file:\n{body}"])
        le = pick(["Anyone holding this value is logged in until it expires; shared sessions should be invalidated by logging out.",
                   "The expiry is very long, so I suggested shortening the token TTL.", "The proxy was stripping the Authorization header, which caused the 403."])
        ask = pick(["OK to log out the session you shared so it's invalidated?", "Could you reproduce with a test account next time?", ""])
    return maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, body, "web")


def b_basic_header(lang):
    u, p = pick(EN_USERS), gen_pw()
    blob = b64(f"{u}:{p}".encode())
    body = pick([f"GET /api/v1/reports HTTP/1.1\nHost: internal.{domain()}\nAuthorization: Basic {blob}",
                 f'curl -H "Authorization: Basic {blob}" https://registry.{domain()}/v2/_catalog',
                 f'proxy_set_header Authorization "Basic {blob}";',
                 f"datasources:\n  - name: Prometheus\n    type: prometheus\n    url: https://prom.{domain()}\n    jsonData:\n      httpHeaderName1: Authorization\n    secureJsonData:\n      httpHeaderValue1: Basic {blob}"])
    f = web_frames(lang, "Basic auth", "Basic 인증", body)
    return note(lang, "secret", "HTTP Basic header (base64 user:password)", f, [blob])


def _cookie():
    kind = pick(["django", "rails", "express", "php", "java", "aspnet", "laravel"])
    if kind == "django":
        s = rs(LOWNUM, 32)
        return f"Cookie: csrftoken={rs(ALNUM, 32)}; sessionid={s}", s, "Django sessionid"
    if kind == "rails":
        s = b64(rb(rint(90, 140))).rstrip("=") + "--" + rs(HEXL, 40)
        return f"Cookie: _{company().replace('-', '_')}_session={s}", s, "Rails session cookie"
    if kind == "express":
        s = "s%3A" + rs(B64U, 32) + "." + b64(rb(32)).rstrip("=").replace("+", "%2B").replace("/", "%2F")
        return f"Cookie: connect.sid={s}", s, "Express connect.sid"
    if kind == "php":
        s = rs(LOWNUM, 26)
        return f"Cookie: PHPSESSID={s}; lang=ko", s, "PHPSESSID"
    if kind == "java":
        s = rs(HEXU, 32)
        return f"Cookie: JSESSIONID={s}; Path=/admin", s, "JSESSIONID"
    if kind == "aspnet":
        s = "CfDJ8" + rs(B64U, 180)
        return f"Cookie: .AspNetCore.Cookies={s}", s, ".AspNetCore.Cookies"
    payload = compact({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": rs(HEXL, 64), "tag": ""})
    s = b64(payload.encode()).replace("=", "%3D")
    return f"Cookie: XSRF-TOKEN=eyJ{rs(B64U, 20)}; laravel_session={s}", s, "laravel_session"


def b_cookie(lang):
    line, s, cat = _cookie()
    body = pick([f"GET /admin/orders HTTP/1.1\nHost: admin.{domain()}\n{line}", f"curl 'https://admin.{domain()}/api/export' -H '{line}'"])
    f = web_frames(lang, "admin session", "관리자 세션", body)
    return note(lang, "secret", f"session cookie: {cat}", f, [s])


def b_jwt(lang):
    now = rint(1735000000, 1760000000)
    if chance(0.5):
        tok = jwt_hs256({"sub": str(rint(1000, 99999)), "email": pick(FIRST_EN).lower() + "@" + domain(), "role": pick(["admin", "user", "staff"]),
                         "iat": now, "exp": now + pick([900, 3600, 86400, 2592000])})
        cat = "bearer JWT (HS256, app access token)"
    else:
        k = _RSA_CACHE[0] if _RSA_CACHE else rsa_key()
        hdr = b64u(compact({"alg": "RS256", "kid": rs(HEXL, 40), "typ": "JWT"}).encode())
        pay = b64u(compact({"iss": "https://securetoken.google.com/" + company() + "-app", "aud": company() + "-app", "auth_time": now,
                            "user_id": rs(ALNUM, 28), "sub": rs(ALNUM, 28), "iat": now, "exp": now + 3600,
                            "email": pick(FIRST_EN).lower() + "@" + domain()}).encode())
        sig = b64u(rsa_sign_pkcs1(k, (hdr + "." + pay).encode()))
        tok = hdr + "." + pay + "." + sig
        cat = "bearer JWT (RS256, Firebase ID token)"
    body = pick([f'curl https://api.{domain()}/v2/me -H "Authorization: Bearer {tok}"',
                 f"localStorage.getItem('access_token')\n'{tok}'",
                 f"Authorization: Bearer {tok}"])
    f = web_frames(lang, "bearer token", "Bearer 토큰", body)
    return note(lang, "secret", cat, f, [tok])


def b_app_secret(lang):
    ko = lang == "ko"
    kind = pick(["django", "rails", "laravel", "nextauth", "flask", "jwt", "phoenix", "express"])
    if kind == "django":
        v = "django-insecure-" + rs(LOWNUM + "!@#$%^&*(-_=+)", 50)
        line = f"SECRET_KEY = '{v}'"
        where = "settings.py"
    elif kind == "rails":
        v = rs(HEXL, 128)
        line = f"production:\n  secret_key_base: {v}"
        where = "config/secrets.yml"
    elif kind == "laravel":
        v = "base64:" + b64(rb(32))
        line = f"APP_KEY={v}"
        where = ".env"
    elif kind == "nextauth":
        v = b64(rb(32))
        line = f"AUTH_SECRET={v}" if chance(0.5) else f"NEXTAUTH_SECRET={v}"
        where = ".env.local"
    elif kind == "flask":
        v = rs(HEXL, 64)
        line = f"app.config['SECRET_KEY'] = '{v}'"
        where = "app/__init__.py"
    elif kind == "jwt":
        v = rs(ALNUM + "!@#%^*-_", rint(32, 48))
        line = f"JWT_SECRET={v}"
        where = ".env"
    elif kind == "phoenix":
        v = rs(B64C, 64)
        line = f'config :app, AppWeb.Endpoint,\n  secret_key_base: "{v}"'
        where = "config/prod.exs"
    else:
        v = rs(ALNUM, 40)
        line = f"app.use(session({{ secret: '{v}', resave: false, saveUninitialized: false }}));"
        where = "server/app.js"
    if ko:
        mc = pick([f"세션이 배포 때마다 다 풀리는 원인을 몰랐는데, {where}에 이렇게 고정돼 있었음:\n{line}",
                   f"프레임워크 시크릿 키가 repo에 커밋돼 있다는 걸 몰랐음 ({where}).\n{line}"])
        le = pick(["이 키로 세션/토큰 서명을 하니까 노출되면 아무 사용자로 위조 가능. 교체하면 전체 로그아웃됨.", "키는 환경변수로 빼고 배포 환경마다 다르게 둬야 함."])
        ask = pick(["키 교체하면 전 사용자 로그아웃되는데 진행해도 될까요?", "환경별 시크릿 키 관리 위치가 어디인가요?", ""])
    else:
        mc = pick([f"I couldn't tell why sessions reset on every deploy until I saw {where}:\n{line}",
                   f"I didn't know the framework secret key is committed to the repo ({where}):\n{line}"])
        le = pick(["This key signs sessions and tokens, so anyone who has it can forge any user; rotating it logs everyone out.",
                   "The key should come from the environment and differ per deployment."])
        ask = pick(["Rotating this logs every user out; OK to go ahead?", "Where are per-environment secret keys supposed to live?", ""])
    return note(lang, "secret", f"framework secret key: {kind}", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, line, "fw"), [v])


# ---------------------------------------------------------------------------
# clean notes
# ---------------------------------------------------------------------------
def C(lang, category, mc, le, ask):
    return note(lang, "clean", category, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, [])


def L(lang, en, ko):
    return ko if lang == "ko" else en


def c_env_ref(lang):
    var = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "GITHUB_TOKEN", "SENDGRID_API_KEY", "REDIS_PASSWORD",
                "AWS_SECRET_ACCESS_KEY", "NPM_TOKEN", "DATADOG_API_KEY", "JWT_SECRET", "TOSS_SECRET_KEY", "ANTHROPIC_API_KEY"])
    app = pick(["api", "worker", "billing", "web"])
    opts = [
        (f"{var}=${{{var}}}", "dotenv self-reference"),
        (f"env:\n  {var}: ${{{{ secrets.{var} }}}}", "GitHub Actions secrets reference"),
        (f"- name: {var}\n  valueFrom:\n    secretKeyRef:\n      name: {app}-secrets\n      key: {var.lower().replace('_', '-')}", "k8s secretKeyRef"),
        (f'{var.lower()} = var.{var.lower()}\n# set via TF_VAR_{var.lower()} in the pipeline', "Terraform variable reference"),
        (f"vault kv get -field={var.lower()} secret/{app}/prod", "Vault path"),
        (f"{var}=op://Engineering/{app}-prod/{var.lower()}", "1Password secret reference"),
        (f'"{var}": "@Microsoft.KeyVault(SecretUri=https://kv-{app}.vault.azure.net/secrets/{var.replace("_", "-")}/)"', "Azure Key Vault reference"),
        (f"{var}: '{{{{resolve:secretsmanager:prod/{app}:SecretString:{var.lower()}}}}}'", "CloudFormation dynamic reference"),
        (f"doppler run --project {app} --config prd -- node dist/main.js", "doppler run injection"),
        (f"password: \"{{{{ vault_{var.lower()} }}}}\"", "Ansible vault variable"),
        (f"environment {{\n  {var} = credentials('{app}-{var.lower().replace('_', '-')}')\n}}", "Jenkins credentials() binding"),
        (f"spring.datasource.password=${{{var}}}", "Spring placeholder"),
        (f"      - {var}=${{{var}:?{var} must be set}}", "compose required variable"),
        (f"aws secretsmanager get-secret-value --secret-id prod/{app}/{var.lower()} --query SecretString --output text", "Secrets Manager CLI lookup"),
        (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n    - secretKey: {var}\n      remoteRef:\n        key: prod/{app}\n        property: {var.lower()}",
         "ExternalSecret manifest"),
        (f"{var}=sm://projects/{company()}-prod/secrets/{var.lower().replace('_', '-')}/versions/latest", "GCP Secret Manager URI"),
        (f"existingSecret: {app}-db\nexistingSecretPasswordKey: password", "Helm existingSecret"),
    ]
    snip, cat = pick(opts)
    b = block(snip)
    if lang == "ko":
        mc = pick([f"{var} 값이 어디서 들어오는지 몰랐음. 설정에는 참조만 있음:{(' ' if not b.startswith(chr(10)) else '')}{b}",
                   f"로컬에서 {var}가 비어 있어서 에러남. 실제 값은 시크릿 저장소에 있고 repo에는 아래 참조만 있음.\n{snip}",
                   f"배포 설정 리뷰하다가 {var} 주입 방식을 확인함.\n{snip}"])
        le = pick(["값은 repo에 없고 배포 시점에 주입됨. 로컬은 `.env.local`에 각자 넣어야 함.", "참조 경로 오타가 있으면 빈 문자열이 들어가서 원인 찾기 어려움.",
                   "권한이 없으면 secret 조회가 403으로 떨어지니 IAM 먼저 확인.", "시크릿 이름 바꿀 때는 참조하는 곳을 전부 같이 바꿔야 함."])
        ask = pick([f"로컬 개발용 {var} 값은 누구한테 받으면 되나요?", "시크릿 저장소 읽기 권한 신청은 어디서 하나요?", ""])
    else:
        mc = pick([f"I didn't know where {var} comes from; the config only references it:{(' ' if not b.startswith(chr(10)) else '')}{b}",
                   f"Locally {var} was empty and the app crashed. The real value lives in the secret store; the repo only has:\n{snip}",
                   f"Reviewed how {var} is injected during deploy:\n{snip}"])
        le = pick(["The value is never in the repo; it's injected at deploy time. Locally everyone sets it in `.env.local`.",
                   "A typo in the reference path silently yields an empty string, which is hard to debug.",
                   "Without read permission the secret lookup fails with 403, so check IAM first.",
                   "When a secret is renamed, every reference has to change with it."])
        ask = pick([f"Who can give me a dev value for {var}?", "Where do I request read access to the secret store?", ""])
    return C(lang, "clean: secret-store / env reference (" + cat + ")", mc, le, ask)


def c_placeholder(lang):
    opts = [
        ("OPENAI_API_KEY=<your-openai-key>", "angle-bracket placeholder"),
        ("STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "x-filled placeholder"),
        ("export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "X-filled placeholder"),
        ("AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=<secret>", "X-filled AWS placeholder"),
        ("DB_PASSWORD=\nREDIS_PASSWORD=\nJWT_SECRET=", ".env.example with empty values"),
        ("password: REPLACE_ME", "REPLACE_ME"),
        ("client = OpenAI(api_key=\"YOUR_API_KEY\")", "YOUR_API_KEY"),
        ("curl -H \"Authorization: Bearer $TOKEN\" https://api." + domain() + "/v1/me", "shell variable in header"),
        ("SLACK_BOT_TOKEN=xoxb-your-bot-token", "descriptive placeholder"),
        ("mysql -u root -p<password> app", "placeholder after flag"),
        ("DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB", "uppercase URL placeholders"),
        ("ANTHROPIC_API_KEY=sk-ant-...", "ellipsis placeholder"),
        ("\"apiKey\": \"${API_KEY}\"", "template variable"),
        ("api_key = \"<redacted>\"", "already redacted"),
        ("token: [REDACTED]", "already [REDACTED]"),
        ("docker login -u <user> -p <token> registry.example.com", "placeholder CLI args"),
        ("TWILIO_AUTH_TOKEN=your_auth_token", "descriptive placeholder"),
        ("secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>", "ERB env lookup"),
        ("PASSWORD=********", "asterisks"),
    ]
    snip, cat = pick(opts)
    if lang == "ko":
        mc = pick([f"README 예시를 그대로 복사해서 실행하니 401 남. 예시 값은 진짜 키가 아니라 자리표시자였음: `{snip}`" if "\n" not in snip else f"README 예시가 아래처럼 되어 있었음:\n{snip}",
                   f".env.example 구조를 몰라서 헤맴.\n{snip}"])
        le = pick(["예시 파일은 자리표시자만 두고 실제 값은 각자 채우는 구조임.", "자리표시자를 그대로 두면 SDK가 형식 오류로 바로 실패함.", "새 변수를 추가하면 .env.example에도 빈 값으로 같이 추가해야 함."])
        ask = pick(["실제 값은 어디서 받나요?", "예시 파일에 주석으로 발급 위치를 적어둬도 될까요?", ""])
    else:
        mc = pick([f"Copying the README example verbatim gave a 401, because the value is a placeholder, not a key: `{snip}`" if "\n" not in snip else f"The README example looks like this:\n{snip}",
                   f"I didn't understand the layout of .env.example:\n{snip}"])
        le = pick(["Example files hold placeholders only; everyone fills in real values locally.",
                   "Leaving a placeholder in place makes the SDK fail fast with a format error." if "=\n" not in snip + "\n" else "Empty values make the app crash at startup with a clear 'missing variable' error, which is intended.",
                   "New variables must also be added to .env.example with an empty value."])
        ask = pick(["Where do I get the real values?", "May I add comments to the example file saying where each value is issued?", ""])
    return C(lang, "clean: placeholder (" + cat + ")", mc, le, ask)


def c_masked(lang):
    last4 = rs(ALNUM, 4)
    opts = [
        (f"sk_live_...{last4}", "Stripe dashboard last-4"),
        (f"ghp_****************************{last4}", "GitHub masked token"),
        (f"Incorrect API key provided: sk-proj-{rs(B64U, 4)}************************************{last4}", "OpenAI masked error"),
        (f"AKIA************{rs(B32C, 4)}", "AWS key id masked"),
        (f"•••• •••• •••• {rs(DIG, 4)}", "card last-4"),
        (f"DB_PASSWORD=******** (set in {pick(STORES_EN)})", "asterisk mask"),
        (f"xoxb-****-****-{last4}", "Slack masked"),
        (f"token: hvs.****{last4}", "Vault masked"),
        (f"Authorization: Bearer eyJhbGciOi...{rs(B64U, 4)} (truncated by the log formatter)", "truncated JWT in log"),
        (f"api_key=[masked] request_id={uuid4()}", "masked field in log"),
    ]
    snip, cat = pick(opts)
    if lang == "ko":
        mc = pick([f"어떤 키가 쓰이는지 확인하려는데 콘솔에는 마스킹된 값만 보임: {snip}", f"로그에서 키 끝자리만 확인 가능했음 → {snip}"])
        le = pick(["끝 4자리로 어느 키인지 대조할 수 있음. 전체 값은 콘솔에서 다시 볼 수 없음.", "마스킹된 값만으로는 재사용 불가라 공유해도 괜찮음.", "키 이름에 환경을 붙여두면 끝자리 대조 안 해도 됨."])
        ask = pick(["끝자리가 이거인 키 소유자가 누구인지 알 수 있을까요?", "키 이름 규칙을 정해도 될까요?", ""])
    else:
        mc = pick([f"I wanted to know which key is in use, but the console only shows a masked value: {snip}", f"The logs only showed the end of the key: {snip}"])
        le = pick(["The last four characters are enough to match a key; the full value can't be viewed again in the console.",
                   "A masked value can't be reused, so sharing it is fine.", "Naming keys by environment would avoid matching by suffix."])
        ask = pick(["Can you tell who owns the key ending in those characters?", "Can we agree on a key naming scheme?", ""])
    return C(lang, "clean: masked value (" + cat + ")", mc, le, ask)


DOC_EXAMPLES = [
    ("AWS docs example key pair", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("Azurite / storage emulator well-known key", "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"),
    ("jwt.io sample token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
    ("Slack docs sample token", "SLACK_BOT_TOKEN=xoxb-not-a-real-token-this-will-not-work"),
    ("Kubernetes docs Secret example", "data:\n  username: YWRtaW4=\n  password: MWYyZDFlMmU2N2Rm"),
    ("RFC 6238 TOTP test secret", "secret (ASCII \"12345678901234567890\") = GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"),
    ("Docker Hub postgres image example", "docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres"),
    ("Twilio docs placeholder SID", "TWILIO_ACCOUNT_SID=ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
]


def c_doc_example(lang):
    what, snip = pick(DOC_EXAMPLES)
    if lang == "ko":
        mc = pick([f"테스트 코드에 키처럼 보이는 값이 있어서 확인해 봤는데 공식 문서 예제 값이었음 ({what}):\n{snip}",
                   f"gitleaks가 아래 값을 잡았는데, 출처를 보니 공식 문서에 나오는 예제({what})였습니다.\n{snip}"])
        le = pick(["문서 예제 값은 실제로 동작하지 않거나 로컬 에뮬레이터 전용이라 커밋해도 문제 없음. gitleaks allowlist에 추가함.",
                   "단위 테스트 fixture에는 문서 예제 값을 쓰는 게 안전함."])
        ask = pick(["이런 예제 값은 allowlist로 관리하면 될까요?", ""])
    else:
        mc = pick([f"A value in the tests looked like a real credential, but it is the documented example ({what}):\n{snip}",
                   f"gitleaks flagged this, but it's the published documentation example ({what}):\n{snip}"])
        le = pick(["Documentation example values don't work against real services (or only work with the local emulator), so they are safe to keep; added them to the gitleaks allowlist.",
                   "Unit-test fixtures should use the documented example values rather than anything real."])
        ask = pick(["Should doc example values be handled with an allowlist?", ""])
    return C(lang, "clean: vendor documentation example value (" + what + ")", mc, le, ask)


def _sha1():
    return rs(HEXL, 40)




def c_base64(lang):
    kind = pick(["configmap", "pubsub", "jwt_header", "datauri", "gh_contents", "ca_data", "vapid_pub", "pkce", "b64json"])
    if kind == "configmap":
        payload = compact({"featureFlags": {"newCheckout": True, "darkMode": False}, "region": "ap-northeast-2"})
        snip = f"binaryData:\n  flags.json: {b64(payload.encode())}"
    elif kind == "pubsub":
        payload = compact({"orderId": rint(10000, 99999), "status": pick(["PAID", "SHIPPED", "CANCELLED"]), "ts": rint(1700000000, 1760000000)})
        snip = f'{{"message": {{"data": "{b64(payload.encode())}", "messageId": "{rint(10 ** 15, 10 ** 16)}"}}}}'
    elif kind == "jwt_header":
        snip = f"kid mismatch: header {b64u(compact({'alg': 'RS256', 'kid': rs(HEXL, 40), 'typ': 'JWT'}).encode())} decodes to alg RS256 with a kid not in the JWKS"
    elif kind == "datauri":
        snip = "background-image: url(data:image/png;base64," + b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89" + rb(20)) + ");"
    elif kind == "gh_contents":
        txt = pick(["# Runbook\n\nRestart the worker with `make restart`.\n", "## Setup\n\nRun `pnpm install` then `pnpm dev`.\n"])
        snip = f'"encoding": "base64",\n"content": "{b64(txt.encode())}"'
    elif kind == "ca_data":
        lines, _ = self_signed_cert(pick(["kubernetes", "cluster-ca"]), None)
        snip = "clusters:\n- cluster:\n    certificate-authority-data: " + b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----\n").encode())[:180] + "...\n    server: https://10.0.0.1:6443"
    elif kind == "vapid_pub":
        _, pub = p256_keypair()
        snip = f"NEXT_PUBLIC_VAPID_PUBLIC_KEY={b64u(pub)}"
    elif kind == "pkce":
        v = b64u(rb(32))
        snip = f"code_challenge={b64u(hashlib.sha256(v.encode()).digest())}&code_challenge_method=S256"
    else:
        snip = "echo " + b64(compact({"env": "staging", "replicas": 3, "debug": False}).encode()) + " | base64 -d"
    if lang == "ko":
        nm = {"configmap": "ConfigMap binaryData", "pubsub": "Pub/Sub 메시지", "jwt_header": "JWT 헤더", "datauri": "data URI 이미지", "gh_contents": "GitHub contents API 응답",
              "ca_data": "kubeconfig CA 데이터", "vapid_pub": "VAPID 공개키", "pkce": "PKCE code_challenge", "b64json": "인코딩된 JSON"}[kind]
        mc = pick([f"base64 문자열이 있어서 혹시 키인가 싶어 디코딩해봄 ({nm}).\n{snip}", f"설정 값 안에 인코딩된 데이터({nm})가 있다는 걸 몰랐음.\n{snip}"])
        le = pick(["디코딩해보니 일반 설정/페이로드였음. base64는 암호화가 아니니 내용을 보고 판단해야 함.", "base64 값은 디코딩해서 내용 확인 후 공유 여부 결정하기로 함.",
                   "인코딩된 JSON이라 diff로 변경점 보기가 어려움. 원본 JSON을 같이 커밋하는 게 나음."])
        ask = pick(["이 값도 원본을 같이 커밋해도 될까요?", ""])
    else:
        nm = {"configmap": "ConfigMap binaryData", "pubsub": "a Pub/Sub message", "jwt_header": "a JWT header", "datauri": "a data URI image", "gh_contents": "a GitHub contents API response",
              "ca_data": "kubeconfig CA data", "vapid_pub": "a VAPID public key", "pkce": "a PKCE code_challenge", "b64json": "encoded JSON"}[kind]
        mc = pick([f"I decoded this base64 string in case it was a key; it's {nm}:\n{snip}", f"I didn't know the config embeds encoded data ({nm}):\n{snip}"])
        le = pick(["It decodes to ordinary config/payload. base64 is not encryption, so judge by the decoded content.",
                   "Decode base64 values before deciding whether they are safe to share.", "Encoded JSON makes diffs unreadable; committing the plain JSON alongside would help."])
        ask = pick(["Can we commit the decoded source next to it?", ""])
    return C(lang, f"clean: base64 of non-secret data ({kind})", mc, le, ask)


PUB_KINDS = {
    "ssh_ed": ("an SSH public key for the new contractor", "신규 외주 개발자 SSH 공개키",
               "Added it to authorized_keys on the bastion only after confirming the fingerprint with them over a call.", "통화로 지문 확인한 뒤에 bastion authorized_keys에만 추가함."),
    "ssh_rsa": ("an old RSA public key", "예전 RSA 공개키",
                "OpenSSH 9 rejects ssh-rsa signatures by default, so this key needs replacing with ed25519 rather than re-adding.", "OpenSSH 9부터 ssh-rsa 서명이 기본 거부라 다시 등록할 게 아니라 ed25519로 교체해야 함."),
    "known_hosts": ("the known_hosts entry", "known_hosts 항목",
                    "The host key changed after the rebuild; the new line has to replace the old one, otherwise ssh refuses to connect.", "서버 재구축으로 호스트 키가 바뀌어서 기존 줄을 교체해야 접속됨."),
    "fingerprint": ("the host key fingerprint", "호스트 키 지문",
                    "Compared it with the fingerprint printed on the console before accepting; they match, so no MITM.", "콘솔에 찍힌 지문이랑 대조해서 일치 확인. 중간자 공격 아님."),
    "gpg_fpr": ("the release-signing GPG fingerprint", "릴리스 서명용 GPG 지문",
                "Package consumers verify against this fingerprint, so it should be published in the README.", "사용자들이 이 지문으로 검증하니 README에 공개해 두는 게 맞음."),
    "cert": ("the server certificate", "서버 인증서",
             "The certificate is public by nature; the outage came from the intermediate missing in the chain.", "인증서 자체는 공개 정보. 장애 원인은 체인에 중간 인증서가 빠진 것."),
    "spki": ("the public key used to verify webhook signatures", "웹훅 서명 검증용 공개키",
             "Only the public half is needed on our side; the vendor keeps the private key.", "우리 쪽엔 공개키만 있으면 됨. 개인키는 벤더가 보관."),
    "jwks": ("the JWKS response", "JWKS 응답",
             "Tokens failed verification because we cached the JWKS for a day and the kid rotated.", "JWKS를 하루 동안 캐시해서 kid가 바뀐 뒤 토큰 검증이 실패했음."),
    "wg_pub": ("the peer's WireGuard public key", "피어 WireGuard 공개키",
               "The peer public key goes in our config; each side keeps its own private key.", "피어 공개키만 우리 설정에 넣으면 됨. 개인키는 각자 보관."),
    "age_pub": ("the age recipient in .sops.yaml", ".sops.yaml의 age recipient",
                "New team members need their age public key added here before they can decrypt.", "새 팀원은 여기에 본인 age 공개키가 추가돼야 복호화 가능."),
    "dkim": ("the DKIM DNS record", "DKIM DNS 레코드",
             "The TXT record was split into 255-byte strings incorrectly, so receivers couldn't parse the key.", "TXT 레코드를 255바이트 단위로 잘못 나눠서 수신 서버가 키를 못 읽었음."),
    "npub": ("the bot's Nostr public key", "봇 노스트르 공개키",
             "The npub is the public identity; posting it in the docs is intended.", "npub은 공개 식별자라 문서에 올려도 됨."),
    "btc_addr": ("the donation address", "후원 주소",
                 "It's a receive-only address, published on the website on purpose.", "받기 전용 주소라 일부러 웹사이트에 공개한 것."),
    "eth_addr": ("the treasury address", "트레저리 주소",
                 "Addresses are public; anyone can see the balance on a block explorer anyway.", "주소는 공개 정보라 익스플로러에서 누구나 잔액을 볼 수 있음."),
    "cert_fpr": ("the certificate fingerprint for pinning", "피닝용 인증서 지문",
                 "Pinning the leaf fingerprint will break the app at the next renewal; pin the intermediate or the SPKI instead.", "리프 인증서 지문을 피닝하면 갱신 때 앱이 깨짐. 중간 인증서나 SPKI로 피닝해야 함."),
    "site_verif": ("the domain verification TXT record", "도메인 소유 확인 TXT 레코드",
                   "Verification tokens are meant to be public in DNS; removing it would un-verify the domain.", "소유 확인 토큰은 원래 DNS에 공개되는 값. 지우면 인증이 풀림."),
}


def c_pubkey(lang):
    kind = pick(list(PUB_KINDS.keys()) + ["ssh_ed", "cert", "known_hosts"])
    we, wk, le_en, le_ko = PUB_KINDS[kind]
    comment = pick(["jhpark@macbook", "deploy@ci", "minji@work-laptop", "ops@bastion", "dana@thinkpad"])
    if kind == "ssh_ed":
        snip, _ = ssh_ed25519_pub(ed25519_pub(rb(32)), comment)
    elif kind == "ssh_rsa":
        k = _RSA_CACHE[-1] if _RSA_CACHE else rsa_key()
        snip, _ = ssh_rsa_pub(k, comment)
    elif kind == "known_hosts":
        line, _ = ssh_ed25519_pub(ed25519_pub(rb(32)), "")
        snip = f"{pick(['github.com', 'bastion.' + domain(), 'gitlab.' + domain()])} {line.strip()}"
    elif kind == "fingerprint":
        _, blob = ssh_ed25519_pub(ed25519_pub(rb(32)), comment)
        snip = f"256 {ssh_fingerprint(blob)} {comment} (ED25519)"
    elif kind == "gpg_fpr":
        snip = f"pub   ed25519 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {rs(HEXU, 40)}\nuid           [ultimate] {pick(FIRST_EN)} <{pick(FIRST_EN).lower()}@{domain()}>"
    elif kind == "cert":
        _, snip = self_signed_cert(pick(["api.", "internal.", "grafana."]) + domain(), company().capitalize())
    elif kind == "spki":
        _, snip = spki_p256_pem()
    elif kind == "jwks":
        k = _RSA_CACHE[-1] if _RSA_CACHE else rsa_key()
        n = b64u(k["n"].to_bytes(256, "big"))
        snip = jdump({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(HEXL, 16), "alg": "RS256", "n": n[:120] + "...", "e": "AQAB"}]}, indent=2)
    elif kind == "wg_pub":
        _, pub = x25519_keypair()
        snip = f"[Peer]\nPublicKey = {b64(pub)}\nAllowedIPs = 10.8.0.{rint(2, 250)}/32"
    elif kind == "age_pub":
        _, pub = x25519_keypair()
        snip = f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: {bech32_bytes('age', pub)}"
    elif kind == "dkim":
        k = _RSA_CACHE[-1] if _RSA_CACHE else rsa_key()
        spki = der_seq(der_seq(der_oid(OID_RSA), der(0x05, b"")), der_bits(der_seq(der_int(k["n"]), der_int(k["e"]))))
        snip = f'google._domainkey.{domain()} TXT "v=DKIM1; k=rsa; p={b64(spki)}"'
    elif kind == "npub":
        snip = "npub: " + bech32_bytes("npub", rb(32))
    elif kind == "btc_addr":
        snip = segwit_addr()
    elif kind == "eth_addr":
        snip = f"0x{rs(HEXL, 40)}"
    elif kind == "cert_fpr":
        snip = "SHA256 Fingerprint=" + ":".join(rs(HEXU, 2) for _ in range(32))
    else:
        snip = f'{domain()}. 300 IN TXT "google-site-verification={rs(B64U, 43)}"'
    sep = "\n" if ("\n" in snip or len(snip) > 110) else " "
    if lang == "ko":
        mc = pick([f"긴 키 블록이 있어서 놀랐는데 {wk}였음:{sep}{snip}", f"작업 중에 {wk}를 전달받음.{sep}{snip}", f"{wk} 관련 설정을 몰라서 한참 찾음. 확인한 값:{sep}{snip}"])
        le = pick([le_ko, le_ko, "공개키/인증서/지문은 공개돼도 괜찮음. 개인키만 조심하면 됨."])
        ask = pick(["키 등록 요청은 어느 채널로 받으면 될까요?", "인증서 만료 알림 설정해도 될까요?", "이 값 변경 이력은 어디서 관리하나요?", ""])
    else:
        mc = pick([f"A long key block looked alarming, but it's {we}:{sep}{snip}", f"I was handed {we} during the task:{sep}{snip}",
                   f"I didn't know where {we} is configured. Value I checked:{sep}{snip}"])
        le = pick([le_en, le_en, "Public keys, certificates and fingerprints are safe to share; only the private half matters."])
        ask = pick(["Which channel should key-registration requests come through?", "OK to set up certificate expiry alerts?", "Where is the change history for this value kept?", ""])
    return C(lang, f"clean: public key / fingerprint / certificate ({kind})", mc, le, ask)

def c_url(lang):
    u = pick(EN_USERS)
    opts = [
        f"postgres://{u}@{host('db')}:5432/app?sslmode=require (password comes from PGPASSFILE)",
        f"redis://{host('redis')}:6379/0",
        f"git@github.com:{_repo()}.git",
        f"s3://{company()}-backups/postgres/{rint(2024, 2025)}/",
        f"https://{company()}.atlassian.net/browse/OPS-{rint(100, 999)}",
        f"~/.aws/credentials and ~/.aws/config (profile {pick(['prod', 'dev', 'sso-admin'])})",
        f"~/.ssh/id_ed25519 is the key path; the public half is ~/.ssh/id_ed25519.pub",
        f"https://console.aws.amazon.com/secretsmanager/secret?name=prod%2F{company()}%2Fapi&region=ap-northeast-2",
        f"mongodb://{host('mongo')}:27017/?replicaSet=rs0&authSource=admin",
        f"amqp://{host('mq')}:5672/prod",
        f"https://vault.{company()}.internal:8200/ui/vault/secrets/kv/show/app/prod",
        f"jdbc:postgresql://{host('db')}:5432/app?ssl=true&sslmode=verify-full",
        f"https://github.com/{_repo()}/settings/secrets/actions",
        f"https://{company()}.1password.com/vaults/all/allitems/",
    ]
    snip = pick(opts)
    if lang == "ko":
        mc = pick([f"관련 리소스 위치를 몰랐음. 찾은 경로: {snip}", f"접속 대상이 어딘지 공유를 못 받았음 → {snip}"])
        le = pick(["경로/URL에는 인증 정보가 없고 인증은 별도 파일이나 SSO로 처리됨.", "URL에 비번을 넣지 않고 별도 설정으로 분리해둔 구조라 공유해도 됨.", "이 경로는 권한 있는 사람만 열 수 있음."])
        ask = pick(["이 리소스 접근 권한은 누구한테 요청하나요?", ""])
    else:
        mc = pick([f"I didn't know where the relevant resource lives. Found: {snip}", f"Nobody told me what to connect to: {snip}"])
        le = pick(["The URL/path carries no credentials; auth is handled separately (file or SSO).",
                   "Passwords are kept out of the URL and configured separately, so sharing the URL is fine.", "Only people with access can open this path."])
        ask = pick(["Who grants access to this resource?", ""])
    return C(lang, "clean: URL / path without credentials", mc, le, ask)


CLI_PROSE_EN = [
    "`mysql -u app -p` with nothing after `-p` prompts for the password instead of taking it from the command line.",
    "`docker login --password-stdin` reads the token from stdin, so it never shows up in `ps` or shell history.",
    "psql reads `PGPASSFILE` (default ~/.pgpass) when no password is given; the file must be chmod 600 or it is ignored.",
    "`gh auth login --with-token` expects the token on stdin, e.g. redirected from a file that only the CI user can read.",
    "`ssh-keygen -t ed25519 -C deploy@ci -N ''` creates a key without a passphrase; for CI that's acceptable, for laptops it isn't.",
    "`vault login -method=oidc` opens the browser; no token needs to be pasted anywhere.",
    "`aws configure` prompts for the key id and secret and writes them to ~/.aws/credentials; with SSO use `aws configure sso` instead.",
    "`kubectl create secret generic app --from-file=./secrets/` keeps values out of shell history, unlike `--from-literal`.",
    "`openssl pkcs12 -passin env:P12_PASS` reads the passphrase from an environment variable rather than the argument list.",
    "`npm login --auth-type=web` authenticates in the browser and writes the token to ~/.npmrc itself.",
    "`git config --global credential.helper osxkeychain` stores HTTPS credentials in the keychain instead of a plain file.",
    "`redis-cli` honours `REDISCLI_AUTH`, which avoids the `-a` warning and keeps the password out of `ps`.",
    "`mysql_config_editor set --login-path=prod --password` stores an obfuscated login path so scripts can use `--login-path=prod`.",
    "`curl --netrc-file ~/.netrc-ci` takes credentials from the file instead of `-u user:pass`.",
    "`htpasswd -c .htpasswd admin` without `-b` prompts twice for the password.",
]
CLI_PROSE_KO = [
    "`mysql -u app -p`처럼 -p 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봄. 커맨드라인에 안 남음.",
    "`docker login --password-stdin`은 표준입력으로 토큰을 받아서 ps나 쉘 히스토리에 안 남음.",
    "psql은 비번 안 주면 `PGPASSFILE`(기본 ~/.pgpass)을 읽음. 파일 권한이 600이 아니면 무시됨.",
    "`gh auth login --with-token`은 토큰을 stdin으로 받음. CI 사용자만 읽을 수 있는 파일에서 리다이렉트하면 됨.",
    "`vault login -method=oidc` 하면 브라우저가 열려서 토큰을 어디 붙여넣을 필요가 없음.",
    "`aws configure`는 키를 프롬프트로 받아서 ~/.aws/credentials에 저장함. SSO 쓰면 `aws configure sso`로.",
    "`kubectl create secret generic app --from-file=./secrets/` 쓰면 --from-literal과 달리 히스토리에 값이 안 남음.",
    "`npm login --auth-type=web`은 브라우저로 인증하고 토큰은 알아서 ~/.npmrc에 씀.",
    "`redis-cli`는 `REDISCLI_AUTH` 환경변수를 읽어서 -a 경고도 안 뜨고 ps에도 안 보임.",
    "`htpasswd -c .htpasswd admin`처럼 -b 없이 쓰면 비번을 두 번 물어봄.",
    "`curl --netrc-file` 옵션으로 -u user:pass 대신 파일에서 인증 정보를 읽게 할 수 있음.",
]


def c_cli_prose(lang):
    ko = lang == "ko"
    s = pick(CLI_PROSE_KO if ko else CLI_PROSE_EN)
    if ko:
        mc = pick(["스크립트마다 비번을 인자로 넘기고 있었는데 다른 방법을 몰랐음.", "보안 리뷰에서 커맨드라인 비밀번호 사용을 지적받음.", "CI 로그에 비번이 찍힐까 봐 방법을 찾아봄."])
        ask = pick(["스크립트들 이 방식으로 바꿔도 될까요?", "CI 러너에 이 파일을 미리 배포해둘 수 있나요?", ""])
    else:
        mc = pick(["Scripts were passing passwords as arguments and I didn't know the alternatives.", "The security review flagged passwords on command lines.",
                   "I was worried credentials would show up in CI logs and looked for a safer way."])
        ask = pick(["Can I switch the scripts over to this?", "Could the CI runners have this file provisioned?", ""])
    return C(lang, "clean: CLI auth flag explained in prose", mc, s, ask)


POLICY_EN = [
    "Passwords must be at least 14 characters, no composition rules, checked against a breached-password list; no periodic rotation unless compromised.",
    "The legacy ERP requires 8-12 characters with one uppercase, one digit and one symbol, and it rejects '&' and '<'.",
    "Service account passwords rotate every 90 days via the vault; humans use SSO only.",
    "The last 5 passwords can't be reused and the account locks for 30 minutes after 5 failures.",
    "Database passwords are generated with 32 random characters and never typed by hand.",
    "Redshift requires at least one uppercase letter, one lowercase letter and one number, 8 to 64 characters.",
    "Azure AD enforces a banned-password list including the company name and product names.",
]
POLICY_KO = [
    "비밀번호는 8자 이상, 영문 대소문자/숫자/특수문자 중 3종류 이상 조합, 90일마다 변경.",
    "레거시 ERP는 8~12자만 허용하고 '&'나 '<' 같은 특수문자는 거부함.",
    "서비스 계정 비번은 vault에서 90일마다 자동 교체. 사람 계정은 SSO만 사용.",
    "최근 5개 비밀번호는 재사용 불가, 5회 실패 시 30분 잠금.",
    "DB 비밀번호는 32자 랜덤으로 생성하고 사람이 직접 타이핑하지 않음.",
    "개인정보 처리 시스템은 비밀번호 10자 이상, 2종류 조합이면 10자 이상 / 3종류 조합이면 8자 이상 규정을 따름.",
    "회사명이나 생일이 들어간 비번은 정책상 금지.",
]


def c_policy(lang):
    ko = lang == "ko"
    pol = pick(POLICY_KO if ko else POLICY_EN)
    if ko:
        mc = pick([f"테스트 계정 만들다가 비밀번호 정책에 계속 막힘. 정책: {pol}", "비밀번호 정책이 시스템마다 달라서 헤맸음."])
        le = pol if not mc.endswith(pol) else pick(["정책 위반이면 에러 메시지 없이 저장만 실패해서 원인 찾기 어려움.", "랜덤 생성기로 만들면 정책을 한 번에 통과함."])
        ask = pick(["정책 문서 최신 버전 링크 있나요?", ""])
    else:
        mc = pick([f"Creating a test account kept failing the password policy. The policy: {pol}", "Every system has a different password policy and I kept tripping over them."])
        le = pol if not mc.endswith(pol) else pick(["A policy violation fails silently on save, which makes it hard to diagnose.", "Generating the password randomly passes the policy first time."])
        ask = pick(["Is there a link to the current policy document?", ""])
    return C(lang, "clean: password policy without a password", mc, le, ask)




def c_rotation(lang):
    svc = pick(["Stripe", "GitHub", "AWS", "Slack", "OpenAI", "SendGrid", "Datadog", "Twilio", "DB", "Redis", "npm"]
               + (["토스페이먼츠", "카카오", "네이버 클라우드"] if lang == "ko" else ["Toss Payments", "Kakao", "Anthropic"]))
    store = pick(STORES_KO if lang == "ko" else STORES_EN)
    d = "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))
    if lang == "ko":
        mc = pick([f"{svc} 키가 PR에 노출됐던 사실을 뒤늦게 알았음. {d}에 이미 rotate 했다고 함.", f"{svc} 자격증명 교체 일정이 공유되지 않았음.",
                   f"{svc} 키 만료일이 다가오는데 담당자가 휴가 중이었음."])
        le = pick([f"새 키는 {store}에만 있고, 이전 키는 콘솔에서 revoke 완료. 앱은 재배포로 반영됨.", "교체 순서: 새 키 발급 → 배포 → 트래픽 확인 → 이전 키 폐기. 순서 바꾸면 장애 남.",
                   "두 키를 동시에 유효하게 둘 수 있는 서비스라 무중단 교체 가능.", "키를 바꿨으면 캐시된 워커도 재시작해야 함."])
        ask = pick([f"{svc} 다음 교체는 언제인가요?", "교체 체크리스트를 런북에 추가해도 될까요?", ""])
    else:
        mc = pick([f"I only learned afterwards that the {svc} key had been exposed in a PR; it was rotated on {d}.",
                   f"The {svc} credential rotation schedule wasn't communicated.", f"The {svc} key was about to expire and its owner was on leave."])
        le = pick([f"The new key exists only in {store}; the old one is revoked in the console and the apps picked up the change on redeploy.",
                   "Order matters: issue new key, deploy, watch traffic, revoke old key. Doing it the other way round causes an outage.",
                   "The service allows two active keys, so rotation can be zero-downtime.", "After a rotation the cached workers must be restarted too."])
        ask = pick([f"When is the next {svc} rotation due?", "Can I add a rotation checklist to the runbook?", ""])
    return C(lang, "clean: talk about rotating a key without the key", mc, le, ask)


def _pub_value():
    kind = pick(["stripe", "stripe", "firebase", "gmaps", "recaptcha", "turnstile", "hcaptcha", "algolia", "mapbox", "supabase", "clerk", "posthog",
                 "sentry", "paddle", "launchdarkly", "segment", "mixpanel", "toss", "kakao_js", "adyen", "braintree", "square", "razorpay", "dd_rum",
                 "rollbar", "langfuse", "onesignal", "pusher", "bugsnag"])
    if kind == "stripe":
        k = pick(["pk_live_", "pk_test_", "pk_live_51"]) + rs(ALNUM, pick([24, 99]))
        return kind, "Stripe publishable key", f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={k}"
    if kind == "firebase":
        proj = company() + "-app"
        cfg = ("const firebaseConfig = {\n  apiKey: \"AIza" + rs(B64U, 35) + "\",\n  authDomain: \"" + proj + ".firebaseapp.com\",\n  projectId: \"" + proj
               + "\",\n  storageBucket: \"" + proj + ".appspot.com\",\n  messagingSenderId: \"" + rs(DIG, 12) + "\",\n  appId: \"1:" + rs(DIG, 12) + ":web:" + rs(HEXL, 22) + "\"\n};")
        return kind, "Firebase web config apiKey", cfg
    if kind == "gmaps":
        return kind, "Google Maps JavaScript API key (referrer-restricted)", f'<script async src="https://maps.googleapis.com/maps/api/js?key=AIza{rs(B64U, 35)}&callback=initMap"></script>'
    if kind == "recaptcha":
        return kind, "reCAPTCHA site key", f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>'
    if kind == "turnstile":
        return kind, "Cloudflare Turnstile site key", f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>'
    if kind == "hcaptcha":
        return kind, "hCaptcha site key", f'<div class="h-captcha" data-sitekey="{uuid4()}"></div>'
    if kind == "algolia":
        return kind, "Algolia search-only API key", f"const searchClient = algoliasearch('{rs(UPPNUM, 10)}', '{rs(HEXL, 32)}'); // search-only key"
    if kind == "mapbox":
        meta = compact({"u": company(), "a": "cl" + rs(LOWNUM, 23)})
        return kind, "Mapbox public token", f"mapboxgl.accessToken = 'pk.{b64u(meta.encode())}.{rs(B64U, 22)}';"
    if kind == "supabase":
        if chance(0.5):
            return kind, "Supabase anon key", f"NEXT_PUBLIC_SUPABASE_ANON_KEY={_jwt_service('anon')}"
        return kind, "Supabase publishable key", f"NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rs(B64U, 31)}"
    if kind == "clerk":
        return kind, "Clerk publishable key", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(('clerk.' + domain() + '$').encode()).rstrip('=')}"
    if kind == "posthog":
        return kind, "PostHog project API key", f"posthog.init('phc_{rs(ALNUM, 43)}', {{ api_host: 'https://us.i.posthog.com' }})"
    if kind == "sentry":
        return kind, "Sentry DSN", f'Sentry.init({{ dsn: "https://{rs(HEXL, 32)}@o{rint(100000, 999999)}.ingest.us.sentry.io/{rint(1000000, 9999999)}" }});'
    if kind == "paddle":
        return kind, "Paddle client-side token", f"Paddle.Initialize({{ token: 'live_{rs(HEXL, 27)}' }});"
    if kind == "launchdarkly":
        return kind, "LaunchDarkly client-side ID", f"const client = LDClient.initialize('{rs(HEXL, 24)}', context);"
    if kind == "segment":
        return kind, "Segment write key (analytics.js)", f"analytics.load('{rs(ALNUM, 32)}');"
    if kind == "mixpanel":
        return kind, "Mixpanel project token", f"mixpanel.init('{rs(HEXL, 32)}', {{ track_pageview: true }});"
    if kind == "toss":
        return kind, "Toss Payments client key", f"const tossPayments = TossPayments('{pick(['live_ck_', 'test_ck_', 'live_gck_'])}{rs(ALNUM, 28)}');"
    if kind == "kakao_js":
        return kind, "Kakao JavaScript key", f"Kakao.init('{rs(HEXL, 32)}');"
    if kind == "adyen":
        return kind, "Adyen client key", f"clientKey: '{pick(['live_', 'test_'])}{rs(UPPNUM, 32)}',"
    if kind == "braintree":
        return kind, "Braintree tokenization key", f"authorization: 'production_{rs(LOWNUM, 8)}_{rs(LOWNUM, 16)}',"
    if kind == "square":
        return kind, "Square application ID", f"const payments = Square.payments('sq0idp-{rs(B64U, 22)}', '{'L' + rs(UPPNUM, 12)}');"
    if kind == "razorpay":
        return kind, "Razorpay key_id (checkout)", f"const rzp = new Razorpay({{ key: 'rzp_live_{rs(ALNUM, 14)}', amount: 50000, currency: 'INR' }});"
    if kind == "dd_rum":
        return kind, "Datadog RUM client token", f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{rs(HEXL, 32)}', site: 'datadoghq.com' }});"
    if kind == "rollbar":
        return kind, "Rollbar post_client_item token", f"var _rollbarConfig = {{ accessToken: '{rs(HEXL, 32)}', captureUncaught: true }};"
    if kind == "langfuse":
        return kind, "Langfuse public key", f"LANGFUSE_PUBLIC_KEY=pk-lf-{uuid4()}"
    if kind == "onesignal":
        return kind, "OneSignal app ID", f"OneSignal.init({{ appId: '{uuid4()}' }});"
    if kind == "pusher":
        return kind, "Pusher app key (client)", f"const pusher = new Pusher('{rs(HEXL, 20)}', {{ cluster: 'ap3' }});"
    return kind, "Bugsnag notifier API key", f"Bugsnag.start({{ apiKey: '{rs(HEXL, 32)}' }});"


def c_publishable(lang):
    kind, what, snip = _pub_value()
    if lang == "ko":
        mc = pick([f"프론트엔드 번들에 키처럼 보이는 값이 들어 있어서 확인함 ({what}).\n{snip}", f"보안 스캐너가 아래 값을 잡았는데 {what}였음:\n{snip}",
                   f"웹에서 {what} 설정 위치를 몰랐음. 현재 설정:\n{snip}"])
        le = pick(["이 값은 벤더 문서상 브라우저에 노출되는 공개용 키라 커밋해도 됨. 대신 도메인 제한/권한 제한을 걸어두는 게 중요함.",
                   "공개 키는 클라이언트용이고 서버용 비밀 키는 따로 있음. 둘을 헷갈리지 말 것.", "도메인(리퍼러) 제한이 안 걸려 있어서 콘솔에서 추가함."])
        ask = pick(["공개 키 도메인 제한 목록에 스테이징 도메인도 추가할까요?", "스캐너 allowlist에 이 패턴 추가해도 되나요?", ""])
    else:
        mc = pick([f"A key-looking value is shipped in the frontend bundle, so I checked what it is ({what}):\n{snip}",
                   f"The secret scanner flagged this, but it's the {what}:\n{snip}", f"I didn't know where the {what} is configured on the web side. Current setup:\n{snip}"])
        le = pick(["The vendor documents this value as public and meant for the browser, so committing it is fine; what matters is domain/scope restriction.",
                   "The public key is for the client; the server-side secret is a different value. Don't mix them up.",
                   "It had no referrer restriction, so I added one in the console."])
        ask = pick(["Should the staging domain be added to the key's allowed origins?", "OK to add this pattern to the scanner allowlist?", ""])
    return C(lang, f"clean: publishable key ({what}) [publishable]", mc, le, ask)


def c_encrypted(lang):
    kind = pick(["sops", "sealed", "ansible", "age_armor", "kms"])
    if kind == "sops":
        _, pub = x25519_keypair()
        snip = (f"db_password: ENC[AES256_GCM,data:{b64(rb(rint(12, 24)))},iv:{b64(rb(32))},tag:{b64(rb(16))},type:str]\n"
                f"sops:\n    age:\n        - recipient: {bech32_bytes('age', pub)}\n    lastmodified: \"2025-0{rint(1, 9)}-1{rint(0, 9)}T0{rint(0, 9)}:12:44Z\"\n    version: 3.9.1")
    elif kind == "sealed":
        snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-secrets\nspec:\n  encryptedData:\n"
                f"    DB_PASSWORD: Ag{b64(rb(rint(250, 320)))}")
    elif kind == "ansible":
        body = (rs(HEXL, 64) + "\n" + rs(HEXL, 64) + "\n" + rs(HEXL, 96)).encode().hex()
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + l for l in wrap(body, 80)[:6])
    elif kind == "age_armor":
        _, eph = x25519_keypair()
        raw = (b"age-encryption.org/v1\n-> X25519 " + b64(eph).rstrip("=").encode() + b"\n" + b64(rb(32)).rstrip("=").encode()
               + b"\n--- " + b64(rb(32)).rstrip("=").encode() + b"\n" + rb(90))
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(wrap(b64(raw), 64)) + "\n-----END AGE ENCRYPTED FILE-----"
    else:
        snip = "DB_PASSWORD_ENCRYPTED=" + b64(b"\x01\x02\x02\x00\x78" + rb(180)) + "\n# decrypt at boot with: aws kms decrypt --ciphertext-blob fileb://<(echo $DB_PASSWORD_ENCRYPTED | base64 -d)"
    if lang == "ko":
        nm = {"sops": "SOPS", "sealed": "SealedSecret", "ansible": "ansible-vault", "age_armor": "age", "kms": "KMS 암호문"}[kind]
        mc = pick([f"repo에 비번처럼 보이는 값이 커밋돼 있어서 확인함. {nm}로 암호화된 값이었음.\n{snip}", f"시크릿을 git에 어떻게 두는지 몰랐는데 이런 구조였음({nm}):\n{snip}"])
        le = pick(["암호문이라 repo에 있어도 됨. 복호화 키는 클러스터/KMS에만 있음.", "값을 바꾸려면 평문을 직접 수정하지 말고 도구로 다시 암호화해야 함.",
                   "복호화 권한이 없으면 로컬에서는 이 값을 못 씀. 개발용 값은 따로 받아야 함."])
        ask = pick(["복호화 키 접근 권한은 누구한테 요청하나요?", ""])
    else:
        nm = {"sops": "SOPS", "sealed": "a SealedSecret", "ansible": "ansible-vault", "age_armor": "age", "kms": "KMS ciphertext"}[kind]
        mc = pick([f"Something that looked like a password is committed in the repo; it is ciphertext ({nm}):\n{snip}",
                   f"I didn't know how secrets are kept in git here. This is the pattern:\n{snip}"])
        le = pick(["It's ciphertext, so it can live in the repo; the decryption key is only in the cluster/KMS.",
                   "To change a value, re-encrypt it with the tool; never edit the ciphertext by hand.",
                   "Without decrypt permission this value can't be used locally; dev values come from elsewhere."])
        ask = pick(["Who grants access to the decryption key?", ""])
    return C(lang, f"clean: encrypted-at-rest value ({kind})", mc, le, ask)


TALK_EN = [
    ("The guest Wi-Fi password is written on the whiteboard in the big meeting room; it changes every Monday.", "I didn't know where to find the Wi-Fi details."),
    ("The back-door keypad code changes monthly and is sent by the office manager; it's not written anywhere else.", "Nobody told me how to get into the office after hours."),
    ("The TOTP seed for the shared AWS root account is stored only in the 'Break-glass' vault in 1Password.", "The root account has MFA and I had no idea who holds it."),
    ("The treasury wallet seed phrase is on a steel plate in the office safe and has never been typed into a computer.", "I wanted to know where the wallet backup is."),
    ("The SFTP password for the partner is sent by SMS to the account owner each quarter; ask Priya for the current one.", "The partner SFTP login wasn't in the vault."),
    ("The domain registrar login is held by the CEO's assistant; changes go through a ticket.", "Nobody knew who could change the DNS registrar settings."),
    ("Recovery codes for the GitHub org owner were printed and sealed in an envelope in the safe.", "I wanted to know what happens if the org owner loses their phone."),
    ("The staging basic-auth credentials are in the team vault under 'staging-preview'.", "The preview site asked for a password and I didn't have it."),
]
TALK_KO = [
    ("게스트 와이파이 비번은 대회의실 화이트보드에 적혀 있고 매주 월요일에 바뀜.", "와이파이 정보를 어디서 봐야 하는지 몰랐음."),
    ("뒷문 도어락 번호는 매달 바뀌고 총무팀에서 문자로 공지함. 다른 곳엔 안 적혀 있음.", "야간에 사무실 들어가는 방법을 아무도 안 알려줌."),
    ("AWS 루트 계정 OTP 시드는 1Password '비상용' 금고에만 있음.", "루트 계정에 MFA가 걸려 있는데 누가 갖고 있는지 몰랐음."),
    ("회사 지갑 시드 문구는 금고 안 철판에만 있고 컴퓨터에 입력한 적 없음.", "지갑 백업이 어디 있는지 궁금했음."),
    ("파트너사 SFTP 비번은 분기마다 계정 담당자에게 문자로 옴. 현재 값은 민지님께 요청.", "파트너 SFTP 계정이 vault에 없었음."),
    ("도메인 등록기관 계정은 대표님 비서실에서 관리, 변경은 티켓으로 요청.", "DNS 등록 정보를 누가 바꿀 수 있는지 아무도 몰랐음."),
    ("GitHub 조직 소유자 복구 코드는 출력해서 봉투에 넣어 금고에 보관 중.", "조직 소유자가 폰을 잃어버리면 어떻게 되는지 궁금했음."),
    ("스테이징 basic auth 계정은 팀 vault의 'staging-preview' 항목에 있음.", "프리뷰 사이트가 비번을 물어보는데 받은 게 없었음."),
]


def c_talk(lang):
    le, mc = pick(TALK_KO if lang == "ko" else TALK_EN)
    ask = L(lang, pick(["Who should I ask when it changes?", "Can I get access to that vault item?", ""]), pick(["바뀌면 누구한테 물어보면 되나요?", "그 항목 접근 권한 받을 수 있을까요?", ""]))
    return C(lang, "clean: where a secret is kept, without the secret", mc, le, ask)


HASH_KINDS = {
    "commit": ("a commit SHA", "커밋 해시",
               "Bisecting by commit hash found the culprit quickly; the revert is queued.", "커밋 해시로 bisect 해서 원인 커밋을 바로 찾음. revert 올려둠.",
               "Should hotfixes be cherry-picked by SHA or merged from main?", "핫픽스는 SHA로 cherry-pick 하나요, main에서 머지하나요?"),
    "gitlog": ("the recent git log", "최근 git log",
               "The bad change came in with the dependency bump, not the feature commit.", "문제는 기능 커밋이 아니라 의존성 업데이트 커밋에서 들어왔음.",
               "Can we require PR titles to follow the conventional-commit prefixes?", "PR 제목에 conventional commit 접두어를 강제해도 될까요?"),
    "sha256sum": ("the published checksum", "배포 페이지의 체크섬",
                  "The download was truncated by the proxy; the checksum caught it before install.", "프록시가 다운로드를 중간에 잘라서 체크섬이 안 맞았음. 설치 전에 잡음.",
                  "OK to add checksum verification to the install script?", "설치 스크립트에 체크섬 검증을 넣어도 될까요?"),
    "docker": ("the image digest", "이미지 다이제스트",
               "Pinning by digest means the same image ships even if someone re-pushes the tag.", "다이제스트로 고정하면 누가 태그를 다시 push 해도 같은 이미지가 배포됨.",
               "Should deploy records include the image digest?", "배포 기록에 다이제스트도 남겨도 될까요?"),
    "npm": ("the lockfile integrity hash", "lockfile integrity 값",
            "The integrity mismatch came from a registry mirror serving a different tarball; clearing the cache fixed it.", "integrity 불일치는 미러 레지스트리가 다른 tarball을 줘서였음. 캐시 지우고 해결.",
            "Should CI use `npm ci` everywhere so lockfile hashes are enforced?", "CI에서 전부 `npm ci`로 바꿔서 lockfile 해시 검증 강제할까요?"),
    "gosum": ("the go.sum entries", "go.sum 항목",
              "go.sum hashes are checked against the checksum DB; GOFLAGS=-mod=mod was hiding the mismatch.", "go.sum 해시는 checksum DB로 검증됨. GOFLAGS=-mod=mod 때문에 불일치가 가려져 있었음.",
              "Can we set GONOSUMDB only for our private modules?", "사내 모듈에만 GONOSUMDB 설정해도 될까요?"),
    "piphash": ("pip's hash pins", "pip 해시 고정값",
                "With --require-hashes every transitive dependency needs a hash, so regenerate with pip-compile --generate-hashes.", "--require-hashes 쓰면 하위 의존성까지 전부 해시가 필요함. pip-compile --generate-hashes로 재생성.",
                "Do we want hash-pinned requirements for all services or only the API?", "해시 고정은 전체 서비스에 적용하나요, API만 하나요?"),
    "tflock": ("the provider lock hashes", "프로바이더 lock 해시",
               "The lock file only had linux hashes, so `terraform init` failed on macOS until we ran `terraform providers lock -platform=darwin_arm64`.", "lock 파일에 linux 해시만 있어서 맥에서 init 실패. `terraform providers lock -platform=darwin_arm64`로 해결.",
               "Should the lock file include all platforms the team uses?", "lock 파일에 팀이 쓰는 플랫폼 해시를 다 넣을까요?"),
    "etag": ("the S3 ETag", "S3 ETag",
             "The ETag of a multipart upload isn't the file's MD5, so the comparison script was wrong, not the file.", "멀티파트 업로드 ETag는 파일 MD5가 아님. 파일이 아니라 비교 스크립트가 틀렸던 것.",
             "Should we store our own SHA-256 in object metadata instead?", "오브젝트 메타데이터에 SHA-256을 따로 저장할까요?"),
    "sri": ("the SRI hash on the CDN script", "CDN 스크립트 SRI 해시",
            "Bumping the CDN version without updating the integrity attribute makes the browser block the script.", "CDN 버전만 올리고 integrity 값을 안 바꾸면 브라우저가 스크립트를 차단함.",
            "Can we self-host this script instead of pinning the CDN?", "CDN 대신 스크립트를 직접 호스팅해도 될까요?"),
    "webhook_sig": ("the webhook signature header", "웹훅 서명 헤더",
                    "The signature must be computed over the raw body; the JSON middleware re-serialized it and every check failed.", "서명은 raw body 기준인데 JSON 미들웨어가 다시 직렬화해서 검증이 전부 실패했음.",
                    "Can the webhook route skip the JSON body parser?", "웹훅 라우트만 JSON 파서를 빼도 될까요?"),
    "lfs": ("the Git LFS pointer", "Git LFS 포인터",
            "The repo had the pointer file instead of the model because LFS wasn't installed on the runner.", "러너에 LFS가 없어서 모델 대신 포인터 파일만 체크아웃됐음.",
            "Should the runners have git-lfs preinstalled?", "러너 이미지에 git-lfs 기본 설치해도 될까요?"),
    "cargo": ("the Cargo.lock checksum", "Cargo.lock 체크섬",
              "A vendored crate was edited in place, so its checksum no longer matched the lock file.", "vendor된 크레이트를 직접 수정해서 lock 파일 체크섬과 달라졌음.",
              "Should patched crates go through [patch] instead of editing vendor/?", "패치한 크레이트는 vendor/ 수정 대신 [patch]로 관리할까요?"),
    "stripe_sig": ("the Stripe-Signature header", "Stripe-Signature 헤더",
                   "Signature verification failed because the timestamp tolerance was exceeded while the worker was paused.", "워커가 멈춰 있는 동안 timestamp 허용 범위를 넘겨서 서명 검증이 실패함.",
                   "Should we increase the tolerance or process webhooks faster?", "허용 시간을 늘릴까요, 웹훅 처리를 빠르게 할까요?"),
    "nix": ("the Nix store path", "Nix store 경로",
            "Two machines produced different store hashes because one had a dirty flake input.", "한 쪽 머신의 flake 입력이 dirty 상태라 store 해시가 달랐음.",
            "Can we build releases only from a clean checkout in CI?", "릴리스 빌드는 CI의 깨끗한 체크아웃에서만 해도 될까요?"),
    "ipfs": ("the IPFS CID", "IPFS CID",
             "The CID changes whenever the file changes, so the metadata JSON must be re-pinned after edits.", "파일이 바뀌면 CID도 바뀌어서 메타데이터 JSON을 수정하면 다시 pin 해야 함.",
             "Which pinning service holds the production CIDs?", "운영 CID는 어느 pinning 서비스에 올라가 있나요?"),
    "md5": ("the MD5 of the artifact", "아티팩트 MD5",
            "MD5 is fine for spotting corruption but not for trust; the release process should publish SHA-256.", "MD5는 손상 확인용으로만 쓰고 신뢰 검증은 SHA-256으로 해야 함.",
            "Can the release page publish SHA-256 instead of MD5?", "릴리스 페이지에 MD5 대신 SHA-256을 올려도 될까요?"),
}

ID_KINDS = {
    "uuid": ("tenant and job IDs", "테넌트/잡 ID", "Job IDs are UUIDv4, so they can't be guessed but they also don't sort by time.", "잡 ID가 UUIDv4라 시간순 정렬이 안 됨."),
    "aws_req": ("the S3 request IDs", "S3 요청 ID", "AWS support needs both x-amz-request-id and x-amz-id-2 to trace an S3 request.", "AWS 지원팀에 S3 문의할 때는 x-amz-request-id랑 x-amz-id-2 둘 다 줘야 함."),
    "traceparent": ("the W3C traceparent", "W3C traceparent", "The trace ID is the 32-hex part; searching it in Tempo shows the whole request path.", "traceparent 중 32자리 부분이 trace ID. Tempo에서 검색하면 전체 경로가 보임."),
    "stripe_ids": ("the Stripe object IDs", "Stripe 객체 ID", "Object IDs (cus_, pi_, evt_) are safe to share with Stripe support; they don't grant access.", "cus_, pi_, evt_ 같은 객체 ID는 접근 권한이 없어서 Stripe 지원팀에 줘도 됨."),
    "slack_ids": ("the Slack workspace/channel/user IDs", "슬랙 워크스페이스/채널/유저 ID", "The bot must be invited to the channel ID, not the channel name, after a rename.", "채널 이름이 바뀌면 이름이 아니라 채널 ID 기준으로 봇을 초대해야 함."),
    "objectid": ("the MongoDB ObjectId", "몽고DB ObjectId", "The first 4 bytes of an ObjectId are a timestamp, which dates the bad record.", "ObjectId 앞 4바이트가 생성 시각이라 문제 레코드 생성 시점을 알 수 있었음."),
    "gdrive": ("the Google Sheets file ID", "구글 시트 파일 ID", "Access to the sheet is controlled by sharing settings; the ID in the URL is not a secret.", "시트 접근은 공유 설정으로 제어됨. URL의 ID 자체는 비밀이 아님."),
    "notion": ("the Notion page ID", "노션 페이지 ID", "The integration needs to be added to the page; the ID alone doesn't give access.", "노션 연동은 페이지에 integration을 추가해야 함. ID만으로는 접근 불가."),
    "airtable": ("the Airtable base/table/record IDs", "Airtable base/table/record ID", "Use table IDs rather than names in the API so renames don't break the sync.", "테이블 이름 대신 ID로 호출해야 이름 바뀌어도 동기화가 안 깨짐."),
    "vercel": ("the Vercel deployment and project IDs", "Vercel 배포/프로젝트 ID", "Rolling back means promoting the previous deployment ID.", "롤백은 이전 배포 ID를 promote 하면 됨."),
    "aws_res": ("the EC2/VPC resource IDs", "EC2/VPC 리소스 ID", "The instance is in the old VPC, which is why the new security group couldn't be attached.", "인스턴스가 구 VPC에 있어서 새 보안그룹을 붙일 수 없었음."),
    "arn": ("the IAM role and KMS key ARNs", "IAM 역할/KMS 키 ARN", "The role can't use the key until the key policy lists the role ARN.", "키 정책에 역할 ARN이 없으면 그 역할로 키를 못 씀."),
    "cognito": ("the Cognito user pool and app client IDs", "Cognito 유저풀/앱 클라이언트 ID", "The app client has no secret (public client), which is what the SPA needs.", "SPA용이라 앱 클라이언트에 secret이 없는 public client로 만들어야 함."),
    "gh_node": ("the GitHub user node_id", "GitHub 사용자 node_id", "GraphQL wants the node_id, REST wants the numeric id; mixing them gave 'Could not resolve'.", "GraphQL은 node_id, REST는 숫자 id를 씀. 섞어 써서 'Could not resolve' 에러가 났음."),
    "container": ("the container IDs", "컨테이너 ID", "The short IDs are enough for `docker logs`; the containers are recreated on every deploy anyway.", "`docker logs`는 짧은 ID로 충분함. 어차피 배포마다 새로 생성됨."),
    "pod": ("the crashing pod name", "크래시 나는 파드 이름", "The pod name suffix changes on each restart, so query logs by label, not by pod name.", "파드 이름 뒤쪽은 재시작마다 바뀌니 로그는 라벨 기준으로 조회해야 함."),
    "twilio_sid": ("the Twilio account and message SIDs", "Twilio 계정/메시지 SID", "The Account SID is an identifier; the auth token is separate and was never needed for this lookup.", "Account SID는 식별자이고 auth token은 별개. 이번 조회엔 토큰이 필요 없었음."),
    "google_client": ("the Google OAuth client ID", "구글 OAuth 클라이언트 ID", "The client ID is public (it's in the browser redirect); the redirect URI list was the actual problem.", "클라이언트 ID는 브라우저 리다이렉트에 그대로 나오는 공개값. 실제 문제는 redirect URI 목록이었음."),
    "snowflake": ("the Discord guild and channel IDs", "디스코드 서버/채널 ID", "Discord IDs are snowflakes with an embedded timestamp; enable developer mode to copy them.", "디스코드 ID는 타임스탬프가 들어간 snowflake. 개발자 모드 켜면 복사 가능."),
    "sentry_event": ("the Sentry event ID", "Sentry 이벤트 ID", "The event ID links straight to the stack trace; the issue groups 40 similar events.", "이벤트 ID로 바로 스택트레이스를 볼 수 있음. 같은 이슈에 비슷한 이벤트 40개가 묶여 있음."),
    "ulid": ("the order ULID", "주문 ULID", "ULIDs sort by creation time, so the range query on order_id works as a time filter.", "ULID는 생성 순서대로 정렬돼서 order_id 범위 조회가 시간 필터처럼 동작함."),
    "cloudfront": ("the CloudFront request ID", "CloudFront 요청 ID", "With the X-Amz-Cf-Id, AWS can find the edge log line for the failed request.", "X-Amz-Cf-Id를 주면 AWS가 실패 요청의 엣지 로그를 찾아줌."),
    "idem": ("the idempotency key", "멱등성 키", "Retries must reuse the same Idempotency-Key or the payment is created twice.", "재시도할 때 같은 Idempotency-Key를 써야 결제가 두 번 안 생김."),
}

AUTH_ERR_STORIES = [
    ('FATAL:  password authentication failed for user "app"', "The app was reading DB_PASSWORD from an old .env.local that shadows the real setting.", "예전 .env.local이 실제 설정을 덮어써서 옛날 DB_PASSWORD를 읽고 있었음."),
    ("ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)", "root on this box authenticates via auth_socket, so `sudo mysql` works and password logins never will.", "이 서버 root는 auth_socket 인증이라 `sudo mysql`로만 들어가짐. 비번 로그인은 원래 안 됨."),
    ("An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.", "The profile pointed at a deactivated access key; switching to the SSO profile fixed it.", "프로필이 비활성화된 액세스 키를 가리키고 있었음. SSO 프로필로 바꾸니 해결."),
    ("An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.", "The container clock was 11 minutes off; after syncing NTP the signatures matched.", "컨테이너 시계가 11분 틀어져 있었음. NTP 동기화 후 서명 정상."),
    ('{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}', "The PAT had expired over the weekend; fine-grained tokens default to 30 days.", "PAT가 주말에 만료됐음. fine-grained 토큰 기본 만료가 30일."),
    ("remote: Support for password authentication was removed on August 13, 2021.", "The old script used the account password over HTTPS; it needs a token or SSH.", "예전 스크립트가 HTTPS로 계정 비번을 쓰고 있었음. 토큰이나 SSH로 바꿔야 함."),
    ("NOAUTH Authentication required.", "The new Redis cluster has requirepass enabled; the worker config didn't set a password at all.", "새 Redis에 requirepass가 켜져 있는데 워커 설정에 비번 항목 자체가 없었음."),
    ("MongoServerError: Authentication failed.", "authSource was missing, so the driver authenticated against the app database instead of admin.", "authSource가 빠져서 admin이 아니라 app DB로 인증을 시도했음."),
    ('{"error": {"type": "authentication_error", "message": "invalid x-api-key"}}', "The key was set with a trailing newline from `echo`; `printf` fixed it.", "`echo`로 넣어서 키 끝에 개행이 붙어 있었음. `printf`로 바꿔 해결."),
    ('{"error":"invalid_grant","error_description":"Token has been expired or revoked."}', "The OAuth app is in testing mode, so refresh tokens expire after 7 days.", "OAuth 앱이 테스트 모드라 refresh token이 7일 후 만료됨."),
    ("Error: 401 Unauthorized - PUT https://registry.npmjs.org/@acme%2futils - You must be logged in to publish packages.", "The automation token was scoped to another org; publishing needs a granular token for @acme.", "자동화 토큰이 다른 org 범위였음. @acme 배포용 granular 토큰이 필요함."),
    ("x509: certificate signed by unknown authority", "The distroless image has no corporate CA bundle; mounting the CA fixed the TLS error.", "distroless 이미지에 사내 CA가 없어서 생긴 문제. CA 마운트 후 해결."),
    ("Permission denied (publickey).", "ssh-agent had six keys loaded and the server gave up before trying the right one; `IdentitiesOnly yes` fixed it.", "ssh-agent에 키가 6개라 맞는 키 시도 전에 서버가 끊음. `IdentitiesOnly yes`로 해결."),
    ("HTTP 403: Resource not accessible by integration", "GITHUB_TOKEN in the workflow lacked `pull-requests: write`; adding the permissions block fixed it.", "워크플로 GITHUB_TOKEN에 `pull-requests: write` 권한이 없었음. permissions 블록 추가로 해결."),
    ("stripe.error.AuthenticationError: Invalid API Key provided: sk_live_*********************wxyz", "Staging was configured with the live key's restricted copy that was rolled last week.", "스테이징에 지난주 교체된 제한 키가 남아 있었음."),
    ("com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: Amazon S3; Status Code: 403; Error Code: AccessDenied)", "The bucket policy requires SSE-KMS; uploads without the encryption header are denied.", "버킷 정책이 SSE-KMS를 강제해서 암호화 헤더 없는 업로드가 거부됨."),
    ("error: You must be logged in to the server (Unauthorized)", "The kubeconfig still had the token from the old cluster; `aws eks update-kubeconfig` regenerated it.", "kubeconfig에 구 클러스터 토큰이 남아 있었음. `aws eks update-kubeconfig`로 재생성."),
    ("denied: requested access to the resource is denied", "The image name used the personal namespace instead of the org namespace.", "이미지 이름이 조직 네임스페이스가 아니라 개인 네임스페이스로 되어 있었음."),
    ("AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.", "Someone had copied the secret's ID column instead of its value when creating the pipeline variable.", "파이프라인 변수 만들 때 secret 값이 아니라 Secret ID 열을 복사했었음."),
    ('{"ok":false,"error":"invalid_auth"}', "The Slack app was reinstalled, which invalidated the old bot token.", "슬랙 앱을 재설치하면서 기존 봇 토큰이 무효화됨."),
    ("Login failed for user 'sa'. Reason: Password did not match that for the login provided. [CLIENT: 10.0.4.17]", "The sa login is disabled in production; the app should use its own contained user.", "운영에서는 sa 로그인이 막혀 있음. 앱 전용 contained user를 써야 함."),
    ("kex_exchange_identification: read: Connection reset by peer", "Not an auth problem at all: fail2ban had banned the CI runner's IP after repeated attempts.", "인증 문제가 아니었음. 반복 접속으로 fail2ban이 CI 러너 IP를 차단했던 것."),
    ("401 Unauthorized: {\"detail\":\"Authentication credentials were not provided.\"}", "nginx dropped the Authorization header because underscores_in_headers was off and the client sent a custom header.", "nginx 설정 때문에 헤더가 전달되지 않았음."),
    ("psql: error: connection to server at \"db\" (10.0.2.4), port 5432 failed: FATAL:  no pg_hba.conf entry for host \"10.0.9.12\", user \"app\", database \"app\", SSL off", "The new subnet wasn't in pg_hba.conf; it's a network rule, not a password problem.", "새 서브넷이 pg_hba.conf에 없었음. 비번이 아니라 접근 규칙 문제."),
]


def _hash_snip(kind):
    if kind == "commit":
        c = _sha1()
        return pick([f"The regression starts at {c}.", f"git revert {c}", f"fixed in {c[:7]} ({c})", f"git bisect: {c} is the first bad commit"])
    if kind == "gitlog":
        return "\n".join(f"{_sha1()[:rint(7, 9)]} {pick(['fix: retry on 502', 'chore(deps): bump axios to 1.7.4', 'feat: add CSV export', 'refactor: split client', 'ci: cache pnpm store', 'fix(auth): handle expired session'])}" for _ in range(rint(3, 5)))
    if kind == "sha256sum":
        return f"{rs(HEXL, 64)}  {pick(['terraform_1.9.5_linux_amd64.zip', 'app-v2.3.1.tar.gz', 'kubectl', 'backup-2025-03-01.sql.gz', 'node-v20.17.0-linux-x64.tar.xz'])}"
    if kind == "docker":
        return f"image: ghcr.io/{company()}/api@sha256:{rs(HEXL, 64)}"
    if kind == "npm":
        return f'"node_modules/{pick(["axios", "lodash", "zod", "react-dom"])}": {{\n  "version": "{rint(1, 18)}.{rint(0, 9)}.{rint(0, 9)}",\n  "integrity": "sha512-{b64(rb(64))}"\n}}'
    if kind == "gosum":
        mod = pick(["github.com/google/uuid v1.6.0", "golang.org/x/crypto v0.28.0", "github.com/stretchr/testify v1.9.0"])
        return f"{mod} h1:{b64(rb(32))}\n{mod}/go.mod h1:{b64(rb(32))}"
    if kind == "piphash":
        return f"requests==2.32.3 \\\n    --hash=sha256:{rs(HEXL, 64)} \\\n    --hash=sha256:{rs(HEXL, 64)}"
    if kind == "tflock":
        return f'provider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{rint(40, 80)}.0"\n  hashes = [\n    "h1:{b64(rb(32))}",\n    "zh:{rs(HEXL, 64)}",\n  ]\n}}'
    if kind == "etag":
        return f'ETag: "{rs(HEXL, 32)}-{rint(2, 40)}"'
    if kind == "sri":
        return f'<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-{b64(rb(48))}" crossorigin="anonymous"></script>'
    if kind == "webhook_sig":
        return f"X-Hub-Signature-256: sha256={rs(HEXL, 64)}"
    if kind == "lfs":
        return f"version https://git-lfs.github.com/spec/v1\noid sha256:{rs(HEXL, 64)}\nsize {rint(10000, 90000000)}"
    if kind == "cargo":
        return f'[[package]]\nname = "serde"\nversion = "1.0.{rint(150, 215)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{rs(HEXL, 64)}"'
    if kind == "stripe_sig":
        return f"Stripe-Signature: t={rint(1700000000, 1760000000)},v1={rs(HEXL, 64)}"
    if kind == "nix":
        return f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-nodejs-20.{rint(10, 18)}.0"
    if kind == "ipfs":
        return "ipfs://bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    return f"md5: {rs(HEXL, 32)}  {pick(['model.onnx', 'dump.sql', 'assets.zip'])}"


def c_hash(lang):
    kind = pick(list(HASH_KINDS.keys()) + ["commit", "commit", "docker", "sha256sum"])
    we, wk, le_en, le_ko, ask_en, ask_ko = HASH_KINDS[kind]
    snip = _hash_snip(kind)
    sep = "\n" if ("\n" in snip or len(snip) > 110) else " "
    if lang == "ko":
        mc = pick([f"키처럼 생긴 긴 값이 있어서 멈칫했는데 {wk}였음:{sep}{snip}", f"어떤 버전이 배포됐는지 아무도 몰라서 {wk}를 직접 확인함.{sep}{snip}",
                   f"빌드가 환경마다 다르게 나와서 {wk}부터 비교했음:{sep}{snip}", f"사용자가 {wk}를 붙여주면서 이게 맞는지 물어봄.{sep}{snip}"])
        le = pick([le_ko, le_ko, "해시/다이제스트는 무결성 확인용이라 비밀값이 아님. 노트에 남겨도 됨."])
        ask = pick([ask_ko, ask_ko, "다음에도 이런 값 나오면 어디에 기록하면 될까요?", ""])
    else:
        mc = pick([f"A long key-looking value made me stop, but it's {we}:{sep}{snip}", f"Nobody knew exactly what was deployed, so I checked {we}:{sep}{snip}",
                   f"Builds differed between environments, so I compared {we} first:{sep}{snip}", f"The user pasted {we} and asked whether it looked right:{sep}{snip}"])
        le = pick([le_en, le_en, "Hashes and digests are integrity checks, not secrets; they're fine to keep in notes."])
        ask = pick([ask_en, ask_en, "Where should values like this be recorded next time?", ""])
    return C(lang, f"clean: hash / digest ({kind})", mc, le, ask)


def _id_snip(kind):
    if kind == "uuid":
        return f"tenant_id={uuid4()} job_id={uuid4()}"
    if kind == "aws_req":
        return f"x-amz-request-id: {rs(UPPNUM, 16)}\nx-amz-id-2: {b64(rb(57))}"
    if kind == "traceparent":
        return f"traceparent: 00-{rs(HEXL, 32)}-{rs(HEXL, 16)}-01"
    if kind == "stripe_ids":
        return f"customer cus_{rs(ALNUM, 14)}, payment_intent pi_{rs(ALNUM, 24)}, event evt_{rs(ALNUM, 24)}"
    if kind == "slack_ids":
        return f"workspace T{rs(UPPNUM, 10)}, channel C{rs(UPPNUM, 10)}, user U{rs(UPPNUM, 10)}"
    if kind == "objectid":
        return f'db.orders.find({{ _id: ObjectId("{rs(HEXL, 24)}") }})'
    if kind == "gdrive":
        return f"https://docs.google.com/spreadsheets/d/1{rs(B64U, 43)}/edit#gid=0"
    if kind == "notion":
        return f"https://www.notion.so/{company()}/Runbook-{rs(HEXL, 32)}"
    if kind == "airtable":
        return f"base app{rs(ALNUM, 14)}, table tbl{rs(ALNUM, 14)}, record rec{rs(ALNUM, 14)}"
    if kind == "vercel":
        return f"deployment dpl_{rs(ALNUM, 28)} (project prj_{rs(ALNUM, 28)})"
    if kind == "aws_res":
        return f"instance i-0{rs(HEXL, 16)} in vpc-0{rs(HEXL, 16)}, security group sg-0{rs(HEXL, 16)}"
    if kind == "arn":
        return f"arn:aws:iam::{rs(DIG, 12)}:role/{pick(['github-deploy', 'lambda-exec', 'eks-node'])}\narn:aws:kms:ap-northeast-2:{rs(DIG, 12)}:key/{uuid4()}"
    if kind == "cognito":
        return f"UserPoolId: ap-northeast-2_{rs(ALNUM, 9)}\nClientId: {rs(LOWNUM, 26)}"
    if kind == "gh_node":
        return f'{{"id": {rint(10 ** 8, 10 ** 9)}, "node_id": "{b64(("04:User" + str(rint(10 ** 6, 10 ** 8))).encode())}", "login": "{pick(EN_USERS)}"}}'
    if kind == "container":
        return f"CONTAINER ID   IMAGE\n{rs(HEXL, 12)}   postgres:16\n{rs(HEXL, 12)}   redis:7"
    if kind == "pod":
        return f"api-{rs(LOWNUM, 10)}-{rs(LOWNUM, 5)}   0/1   CrashLoopBackOff   7   12m"
    if kind == "twilio_sid":
        return f"Account SID AC{rs(HEXL, 32)}, message SM{rs(HEXL, 32)}"
    if kind == "google_client":
        return f"client_id: {rint(10 ** 11, 10 ** 12 - 1)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com"
    if kind == "snowflake":
        return f"guild {rint(10 ** 17, 10 ** 18)}, channel {rint(10 ** 17, 10 ** 18)}"
    if kind == "sentry_event":
        return f"Sentry event {rs(HEXL, 32)} (issue {company().upper()[:4]}-API-{rint(100, 999)})"
    if kind == "ulid":
        return f"order_id=01{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)}"
    if kind == "cloudfront":
        return f"X-Amz-Cf-Id: {rs(B64U, 54)}=="
    return f"Idempotency-Key: {uuid4()}"


def c_ids(lang):
    kind = pick(list(ID_KINDS.keys()))
    we, wk, le_en, le_ko = ID_KINDS[kind]
    snip = _id_snip(kind)
    sep = "\n" if ("\n" in snip or len(snip) > 110) else " "
    if lang == "ko":
        mc = pick([f"장애 문의에 {wk}가 같이 왔는데 뭔지 몰라서 찾아봄:{sep}{snip}", f"어떤 리소스 얘기인지 헷갈렸음. 티켓에 있던 {wk}:{sep}{snip}",
                   f"로그 추적하려면 {wk}로 검색해야 했음:{sep}{snip}", f"사용자가 {wk}만 주고 원인 파악을 요청함.{sep}{snip}"])
        le = pick([le_ko, le_ko, "식별자라서 비밀값이 아님. 벤더 지원팀에 그대로 전달해도 됨."])
        ask = pick(["지원 티켓에 이 ID 같이 첨부하면 되나요?", "이 리소스 소유 팀이 어디인가요?", "다음엔 요청 ID도 같이 받아도 될까요?", "prod랑 stg 중 어느 쪽 ID인가요?", ""])
    else:
        mc = pick([f"The support ticket came with {we} and I had to look up what they were:{sep}{snip}", f"It wasn't clear which resource was meant. From the ticket, {we}:{sep}{snip}",
                   f"To trace the logs I needed to search by {we}:{sep}{snip}", f"The user gave me only {we} and asked me to find the cause:{sep}{snip}"])
        le = pick([le_en, le_en, "These are identifiers, not secrets; they can go to the vendor's support team as-is."])
        ask = pick(["Should I attach these IDs to the vendor ticket?", "Which team owns this resource?", "Could tickets include the request ID by default?",
                    "Is this the prod or the staging ID?", ""])
    return C(lang, f"clean: identifier ({kind})", mc, le, ask)


def c_auth_error(lang):
    err, le_en, le_ko = pick(AUTH_ERR_STORIES)
    sep = "\n" if len(err) > 70 else " "
    if lang == "ko":
        mc = pick([f"배포가 인증 에러로 실패했는데 원인을 몰랐음:{sep}{err}", f"사용자가 보낸 에러 메시지:{sep}`{err}`", f"새벽 배치가 아래 에러로 죽어 있었음.{sep}{err}",
                   f"로컬에선 되는데 CI에서만 이 에러가 남:{sep}{err}"])
        ask = pick(["이 계정 권한 범위를 확인해 주실 수 있나요?", "토큰 만료 주기가 어떻게 되나요?", "같은 에러 나면 먼저 확인할 체크리스트를 런북에 넣어도 될까요?",
                    "이 설정 변경은 누구 승인이 필요한가요?"])
        le = le_ko
    else:
        mc = pick([f"The deploy failed with an auth error and I didn't know why:{sep}{err}", f"Error the user sent me:{sep}`{err}`", f"The nightly batch died overnight with:{sep}{err}",
                   f"Works locally, fails only in CI with:{sep}{err}"])
        ask = pick(["Could you confirm the scopes on this account?", "How long do these tokens live?", "Can I add a checklist for this error to the runbook?",
                    "Who needs to approve this config change?", ""])
        le = le_en
    return C(lang, "clean: auth error message", mc, le, ask)


# ---------------------------------------------------------------------------
# command output that carries credentials, and capability links
# ---------------------------------------------------------------------------
def _az_token():
    k = _RSA_CACHE[0] if _RSA_CACHE else rsa_key()
    now = rint(1735000000, 1760000000)
    tenant = uuid4()
    hdr = b64u(compact({"typ": "JWT", "alg": "RS256", "x5t": rs(B64U, 27), "kid": rs(B64U, 27)}).encode())
    pay = b64u(compact({"aud": "https://management.azure.com/", "iss": f"https://sts.windows.net/{tenant}/", "iat": now, "nbf": now, "exp": now + 4200,
                        "appid": uuid4(), "oid": uuid4(), "tid": tenant, "ver": "1.0"}).encode())
    return hdr + "." + pay + "." + b64u(rsa_sign_pkcs1(k, (hdr + "." + pay).encode())), tenant


def b_cli_output(lang):
    ko = lang == "ko"
    kind = pick(["docker_inspect", "printenv", "kubectl_secret", "heroku_config", "aws_sts", "gcloud_token", "az_token", "vault_get"])
    if kind == "docker_inspect":
        p = gen_pw()
        k = VBYKEY[pick(["stripe", "sendgrid", "openai", "datadog"])]
        cr = [c for c in k["creds"]() if c[2]][:1]
        out = ('$ docker inspect api --format \'{{json .Config.Env}}\'\n["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin","NODE_ENV=production",'
               f'"DB_PASSWORD={p}","{cr[0][0]}={cr[0][1]}"]')
        secs = [p, cr[0][1]]
    elif kind == "printenv":
        ks = sample(["openai", "anthropic", "github", "slack", "hf", "groq"], 2)
        lines, secs = [], []
        for kk in ks:
            c = [x for x in VBYKEY[kk]["creds"]() if x[2]][0]
            lines.append(f"{c[0]}={c[1]}")
            secs.append(c[1])
        out = "$ printenv | grep -iE 'key|token'\n" + "\n".join(lines + ["KEYCHAIN_PATH=/Users/dev/Library/Keychains/login.keychain-db"])
    elif kind == "kubectl_secret":
        p, u = gen_pw(), pick(EN_USERS)
        bp, bu = b64(p.encode()), b64(u.encode())
        out = (f"$ kubectl get secret db-credentials -n prod -o yaml\napiVersion: v1\ndata:\n  password: {bp}\n  username: {bu}\nkind: Secret\n"
               f"metadata:\n  name: db-credentials\n  namespace: prod\ntype: Opaque")
        secs = [bp]
    elif kind == "heroku_config":
        p = pct(gen_pw())
        s = _stripe()
        out = (f"$ heroku config -a {company()}-prod\n=== {company()}-prod Config Vars\nDATABASE_URL:      postgres://u{rs(LOWNUM, 13)}:{p}@ec2-{rint(3, 54)}-{rint(1, 250)}-{rint(1, 250)}-{rint(1, 250)}.compute-1.amazonaws.com:5432/d{rs(LOWNUM, 13)}\n"
               f"NODE_ENV:          production\nSTRIPE_SECRET_KEY: {s}")
        secs = [p, s]
    elif kind == "aws_sts":
        cr = _aws_sts()
        a, s_, t = (c[1] for c in cr)
        out = ("$ aws sts get-session-token --serial-number arn:aws:iam::" + rs(DIG, 12) + ":mfa/" + pick(EN_USERS) + " --token-code " + rs(DIG, 6) + "\n"
               + jdump({"Credentials": {"AccessKeyId": a, "SecretAccessKey": s_, "SessionToken": t, "Expiration": "2025-0%d-1%dT21:14:07+00:00" % (rint(1, 9), rint(0, 9))}}, indent=4))
        secs = [a, s_, t]
    elif kind == "gcloud_token":
        t = "ya29.a0A" + rs(B64U, 150)
        out = f"$ gcloud auth print-access-token\n{t}"
        secs = [t]
    elif kind == "az_token":
        t, tenant = _az_token()
        out = "$ az account get-access-token\n" + jdump({"accessToken": t, "expiresOn": "2025-03-0%d 11:42:10.000000" % rint(1, 9), "subscription": uuid4(),
                                                          "tenant": tenant, "tokenType": "Bearer"}, indent=2)
        secs = [t]
    else:
        p = gen_pw()
        out = (f"$ vault kv get secret/{pick(['api', 'billing', 'worker'])}/prod\n====== Data ======\nKey         Value\n---         -----\n"
               f"password    {p}\nusername    {pick(EN_USERS)}")
        secs = [p]
    if ko:
        mc = pick([f"원인 파악하려고 명령을 돌렸는데 출력에 값이 그대로 나옴:\n{out}", f"사용자가 터미널 출력을 통째로 복사해서 보내줌.\n{out}",
                   f"설정이 실제로 어떻게 들어갔는지 확인하려고 실행한 결과:\n{out}"])
        le = pick(["이런 명령 출력은 값이 평문으로 나와서 그대로 공유하면 안 됨. 필요한 키 이름만 보거나 마스킹해서 공유할 것.",
                   {"docker_inspect": "컨테이너 환경변수는 inspect로 누구나 볼 수 있음. 시크릿은 파일 마운트로 바꾸는 게 나음.",
                    "printenv": "셸에 키가 export 돼 있어서 모든 하위 프로세스가 볼 수 있었음.",
                    "kubectl_secret": "Secret의 data는 base64일 뿐 암호화가 아님. get 권한만 있으면 다 보임.",
                    "heroku_config": "heroku config는 값을 그대로 보여줌. 이름만 필요하면 --json | jq 'keys'로 볼 것.",
                    "aws_sts": "임시 자격증명이라도 만료 전까지는 유효하니 노출되면 세션 폐기 필요.",
                    "gcloud_token": "액세스 토큰은 1시간짜리지만 그동안은 내 권한 전체로 동작함.",
                    "az_token": "토큰 만료 전까지는 구독 전체에 내 권한으로 접근 가능함.",
                    "vault_get": "vault kv get은 값을 그대로 출력함. -field로 필요한 것만 파이프로 넘기는 게 안전."}[kind]])
        ask = pick(["출력에 나온 값들 rotate 해야 할까요?", "다음엔 값 없이 키 이름만 보는 방법으로 확인해도 될까요?", ""])
    else:
        mc = pick([f"I ran a command to see what was going on and the output printed the values verbatim:\n{out}", f"The user copied the whole terminal output to me:\n{out}",
                   f"To check what the deployment actually received I ran:\n{out}"])
        le = pick(["Output like this prints values in plain text; share only key names or masked values next time.",
                   {"docker_inspect": "Container env vars are visible to anyone who can run docker inspect; mounting secrets as files would be safer.",
                    "printenv": "The keys were exported in the shell, so every child process could read them.",
                    "kubectl_secret": "Secret data is only base64, not encryption; anyone with get on secrets can read it.",
                    "heroku_config": "heroku config prints values; for names only use --json | jq 'keys'.",
                    "aws_sts": "Even temporary credentials stay valid until expiry, so exposed sessions need to be revoked.",
                    "gcloud_token": "The access token only lives an hour, but during that hour it carries all of my permissions.",
                    "az_token": "Until it expires the token can act on the whole subscription with my role.",
                    "vault_get": "vault kv get prints the value; piping -field output directly is safer than copying the table."}[kind]])
        ask = pick(["Should the values in that output be rotated?", "Next time may I check with a names-only command instead?", ""])
    return note(lang, "secret", f"command output carrying credentials ({kind})", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, out, "out"), secs)


def b_link_token(lang):
    ko = lang == "ko"
    kind = pick(["reset", "magic", "invite", "presigned", "sas"])
    d = domain()
    if kind == "reset":
        t = b64u(rb(32))
        url = f"https://app.{d}/reset-password?token={t}&email={pick(FIRST_EN).lower()}%40{d}"
        secs = [t]
    elif kind == "magic":
        t = rs(HEXL, 56)
        url = f"https://{rs(LOW, 20)}.supabase.co/auth/v1/verify?token={t}&type=magiclink&redirect_to=https://{d}/dashboard"
        secs = [t]
    elif kind == "invite":
        t = rs(ALNUM, 40)
        url = f"https://{d}/invite/accept?code={t}"
        secs = [t]
    elif kind == "presigned":
        kid, _ = _aws_pair()
        sig = rs(HEXL, 64)
        url = (f"https://{company()}-reports.s3.ap-northeast-2.amazonaws.com/exports/{rint(2024, 2025)}/q{rint(1, 4)}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={kid}%2F2025030{rint(1, 9)}%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date=2025030{rint(1, 9)}T0{rint(1, 9)}1500Z"
               f"&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        secs = [kid, sig]
    else:
        sig = pct(b64(rb(32)))
        url = (f"https://{company().replace('-', '')}store.blob.core.windows.net/exports/data.parquet?sv=2022-11-02&ss=b&srt=o&sp=rl"
               f"&se=2025-1{rint(0, 2)}-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={sig}")
        secs = [sig]
    if ko:
        mc = pick([f"사용자가 재현용으로 받은 링크를 그대로 붙여줌:\n{url}", f"고객 문의에 첨부된 링크가 이거였음: {url}"])
        le = pick(["이런 링크는 URL 자체가 인증 수단이라 만료 전까지 누구나 열 수 있음. 공유된 건 바로 폐기해야 함.",
                   {"presigned": "만료 시간이 7일(604800초)로 너무 김. 1시간 이하로 줄이자고 제안함.", "sas": "SAS 만료일이 연말까지라 너무 김. 저장소 접근 정책으로 바꾸면 폐기도 쉬움.",
                    "reset": "재설정 링크가 사용 후에도 무효화되지 않는 버그가 있었음.", "magic": "매직링크는 1회용이어야 하는데 재사용이 가능했음.",
                    "invite": "초대 코드에 만료가 없어서 퇴사자도 다시 들어올 수 있었음."}[kind]])
        ask = pick(["이 링크 지금 무효화해도 될까요?", "링크 만료 시간 기준이 따로 있나요?", ""])
    else:
        mc = pick([f"The user pasted the link they received so I could reproduce the issue:\n{url}", f"The customer ticket had this link attached: {url}"])
        le = pick(["A link like this is itself the credential; anyone can use it until it expires, so shared ones must be invalidated.",
                   {"presigned": "The expiry is 7 days (604800 s), far too long; I suggested one hour or less.",
                    "sas": "The SAS token is valid until the end of the year; a stored access policy would make it revocable.",
                    "reset": "Reset links weren't invalidated after use, which is a bug in itself.", "magic": "Magic links should be single-use, but this one worked twice.",
                    "invite": "Invite codes never expire, so former staff could rejoin with an old link."}[kind]])
        ask = pick(["Can I invalidate this link now?", "Is there a standard expiry for links like this?", ""])
    return note(lang, "secret", f"capability URL with embedded token ({kind})", maybe_move(lang, {"missing_context": mc, "lesson": le, "ask_next_time": ask}, url, "link"), secs)


def c_secret_listing(lang):
    kind = pick(["gh", "kubectl", "aws", "doppler", "colab", "vault_meta", "heroku_names"])
    if kind == "gh":
        out = "$ gh secret list\n" + "\n".join(f"{n}\tUpdated 2025-0{rint(1, 9)}-1{rint(0, 9)}" for n in sample(["NPM_TOKEN", "AWS_ROLE_ARN", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN", "CODECOV_TOKEN"], 4))
    elif kind == "kubectl":
        out = "$ kubectl get secrets -n prod\nNAME                  TYPE                             DATA   AGE\n" + "\n".join(
            f"{n:<21} {t:<32} {rint(1, 6)}      {rint(2, 300)}d" for n, t in [("api-env", "Opaque"), ("regcred", "kubernetes.io/dockerconfigjson"), ("tls-wildcard", "kubernetes.io/tls")])
    elif kind == "aws":
        out = "$ aws secretsmanager list-secrets --query 'SecretList[].Name'\n" + jdump([f"prod/{company()}/{n}" for n in ["db", "stripe", "sendgrid"]], indent=4)
    elif kind == "doppler":
        out = "$ doppler secrets --only-names\n" + "\n".join(sample(["DATABASE_URL", "OPENAI_API_KEY", "REDIS_URL", "STRIPE_SECRET_KEY", "JWT_SECRET", "SENTRY_DSN"], 5))
    elif kind == "colab":
        out = "from google.colab import userdata\nopenai_key = userdata.get('OPENAI_API_KEY')\nhf_token = userdata.get('HF_TOKEN')"
    elif kind == "vault_meta":
        out = f"$ vault kv metadata get secret/{pick(['api', 'billing'])}/prod\n========== Metadata ==========\nKey                Value\n---                -----\ncreated_time       2024-1{rint(0, 2)}-0{rint(1, 9)}T02:11:45Z\ncurrent_version    {rint(2, 19)}\nmax_versions       0"
    else:
        out = f"$ heroku config -a {company()}-prod --json | jq 'keys'\n" + jdump(["DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "SENTRY_DSN"], indent=2)
    if lang == "ko":
        mc = pick([f"어떤 시크릿들이 등록돼 있는지 몰라서 이름만 조회해 봄:\n{out}", f"배포에 필요한 시크릿 목록 확인 (값은 안 나옴):\n{out}"])
        le = pick(["이름만 보는 명령으로 확인하면 값이 노출될 걱정 없음.", "시크릿 버전이 계속 올라가는데 누가 바꾸는지 기록이 없음." if kind == "vault_meta" else
                   ("노트북에서는 Colab 보안 비밀 패널에 저장된 값을 이름으로만 불러옴." if kind == "colab" else "필요한 시크릿 하나가 목록에 없어서 배포가 실패했던 것.")])
        ask = pick(["빠진 시크릿은 누가 등록하나요?", "시크릿 변경 이력을 어디서 볼 수 있나요?", ""])
    else:
        mc = pick([f"I didn't know which secrets exist, so I listed names only:\n{out}", f"Checked which secrets the deploy expects (values are not shown):\n{out}"])
        le = pick(["Names-only commands are a safe way to check configuration without exposing values.",
                   "The secret keeps getting new versions and nobody knows who changes it." if kind == "vault_meta" else
                   ("The notebook only references Colab secrets by name; the values live in the Secrets panel." if kind == "colab" else
                    "One required secret was missing from the list, which is why the deploy failed.")])
        ask = pick(["Who registers the missing secret?", "Where can I see the change history of secrets?", ""])
    return C(lang, f"clean: secret names listed without values ({kind})", mc, le, ask)


def c_detector_rules(lang):
    kind = pick(["gitleaks", "trufflehog", "regex_py", "semgrep", "precommit"])
    if kind == "gitleaks":
        snip = ('[[rules]]\nid = "internal-api-key"\ndescription = "Internal API key"\nregex = \'\'\'(?i)acme_(live|test)_[a-z0-9]{32}\'\'\'\nkeywords = ["acme_live_", "acme_test_"]\n\n'
                '[allowlist]\npaths = [\'\'\'testdata/.*\'\'\']')
    elif kind == "trufflehog":
        snip = "trufflehog git file://. --since-commit main --only-verified --fail"
    elif kind == "regex_py":
        snip = 'PATTERNS = {\n    "github": r"gh[pousr]_[A-Za-z0-9]{36}",\n    "slack": r"xox[baprs]-[0-9A-Za-z-]{10,48}",\n    "aws_key_id": r"(AKIA|ASIA)[A-Z2-7]{16}",\n}'
    elif kind == "semgrep":
        snip = "rules:\n  - id: hardcoded-password\n    pattern: password = \"...\"\n    message: Hardcoded password\n    languages: [python]\n    severity: ERROR"
    else:
        snip = "repos:\n  - repo: https://github.com/gitleaks/gitleaks\n    rev: v8.21.2\n    hooks:\n      - id: gitleaks"
    if lang == "ko":
        mc = pick([f"시크릿 스캐너 규칙이 어디 정의돼 있는지 몰랐음:\n{snip}", f"사내 토큰 형식을 잡는 규칙을 추가해 달라는 요청이었음.\n{snip}"])
        le = {"gitleaks": "규칙 자체는 패턴일 뿐이라 커밋해도 됨. 키워드 필터를 넣어야 스캔이 느려지지 않고, 테스트 데이터 경로는 allowlist로 뺌.",
              "trufflehog": "--only-verified를 쓰면 실제로 유효한 키만 실패 처리돼서 오탐이 줄어듦.",
              "regex_py": "정규식만으로는 오탐이 많아서 접두어가 있는 형식 위주로만 잡기로 함.",
              "semgrep": "문자열 리터럴 비밀번호만 잡고 환경변수 참조는 통과시키도록 패턴을 좁힘.",
              "precommit": "pre-commit 훅은 로컬에서만 돌아서 CI에도 같은 검사를 걸어야 함."}[kind]
        ask = pick(["규칙 변경은 보안팀 리뷰가 필요한가요?", "오탐 나면 어디에 예외 등록하나요?", ""])
    else:
        mc = pick([f"I didn't know where the secret-scanner rules are defined:\n{snip}", f"The request was to add a rule that catches our internal token format:\n{snip}"])
        le = {"gitleaks": "Rules are just patterns and are safe to commit; keywords keep the scan fast and test data paths are allowlisted.",
              "trufflehog": "--only-verified fails only on keys that actually work, which cuts false positives.",
              "regex_py": "Plain regexes are noisy, so we only match formats with a distinctive prefix.",
              "semgrep": "The pattern only flags string literals, so environment lookups pass.",
              "precommit": "Pre-commit hooks only run locally; CI needs the same check."}[kind]
        ask = pick(["Do rule changes need a security review?", "Where should false-positive exceptions be registered?", ""])
    return C(lang, f"clean: secret-scanner rule / config ({kind})", mc, le, ask)


# ---------------------------------------------------------------------------
# validation (every rule of FORMAT.txt)
# ---------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024, False), ("lesson", 1024, False), ("ask_next_time", 512, True))


def validate(n):
    f = n["fields"]
    assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"], f.keys()
    for name, lim, may_empty in FIELD_LIMITS:
        v = f[name]
        assert isinstance(v, str)
        assert may_empty or v.strip(), name + " empty"
        assert len(v.encode("utf-8")) <= lim, (name, len(v.encode("utf-8")))
    assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
    if n["kind"] == "clean":
        assert n["secrets"] == []
        return
    secs = n["secrets"]
    assert secs, "secret note without secrets"
    allf = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in secs:
        assert isinstance(s, str) and len(s) >= 8, ("short secret", s)
        assert s == s.strip(), ("whitespace", s)
        assert any(s in x for x in allf), ("not verbatim", s)
    order_ = sorted(dict.fromkeys(secs), key=len, reverse=True)
    for x in allf:
        masked = x
        for s in order_:
            masked = masked.replace(s, "\0" * len(s))
        for s in secs:
            for i in range(len(s) - 7):
                assert s[i:i + 8] not in masked, ("window outside listed occurrence", s[i:i + 8])


def check_publishable_tag(n):
    tagged = n["category"].endswith(" [publishable]")
    assert tagged == (n["kind"] == "clean" and n["category"].startswith("clean: publishable key")), n["category"]


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
KO_VENDORS = ("toss", "portone", "kakao", "naverapi", "coolsms", "channeltalk", "ncp")
STATS = {"retries": 0}
SEEN = {}


def build(job, lang):
    fn, args = job
    last = None
    for _ in range(60):
        n = fn(lang, *args)
        try:
            validate(n)
            check_publishable_tag(n)
            key = json.dumps(n["fields"], sort_keys=True)
            assert key not in SEEN, "duplicate note"
            SEEN[key] = True
            return n
        except AssertionError as e:
            STATS["retries"] += 1
            last = e
    raise RuntimeError(f"could not build {fn.__name__}{args}: {last}")


def secret_jobs():
    jobs = []
    keys = [v["key"] for v in VENDORS]
    multi_pool = [k for k in keys if k not in NATIVES and k not in NATIVE_ONLY]
    R.shuffle(multi_pool)
    multi_pool = multi_pool[:84]
    i = 0
    covered = []
    while i < len(multi_pool):
        n = min(rint(2, 4), len(multi_pool) - i)
        grp = multi_pool[i:i + n]
        if len(grp) < 2:
            jobs[-1] = (b_token_multi, (jobs[-1][1][0] + grp,))
        else:
            jobs.append((b_token_multi, (grp,)))
        covered += grp
        i += n
    n_multi = len(jobs)
    singles = [k for k in keys if k not in covered]
    extra = []
    for v in VENDORS:
        extra += [v["key"]] * (v["weight"] - 1)
    R.shuffle(extra)
    n_single = 162 - n_multi
    singles = singles + extra[:max(0, n_single - len(singles))]
    assert len(singles) == n_single, (len(singles), n_single)
    R.shuffle(singles)
    layouts = ["diff"] * 8 + ["table"] * 7 + ["chat"] * 8 + ["split"] * 6 + ["trace"] * 8 + ["ask"] * 5
    lay_fn = {"diff": b_token_diff, "table": b_token_table, "chat": b_token_chat, "split": b_token_split, "trace": b_token_trace, "ask": b_token_askonly}
    for k in singles:
        if layouts and k not in NATIVE_ONLY:
            jobs.append((lay_fn[layouts.pop()], (k,)))
        else:
            jobs.append((b_token, (k,)))
    assert not layouts
    used = [k for fn, a in jobs for k in (a[0] if isinstance(a[0], list) else [a[0]])]
    assert all(v["key"] in used for v in VENDORS), "vendor not covered"
    counts = [(b_pw_cli, 34), (b_pw_sql, 9), (b_pw_cfg, 18), (b_pw_url, 10), (b_pw_prose, 8), (b_pw_split_sentence, 4), (b_pw_split_fields, 4),
              (b_pw_chat, 3), (b_pw_table, 2), (b_pw_log, 3), (b_pw_trace, 3), (b_pw_diff, 2),
              (b_key_openssh, 4), (b_key_ec, 2), (b_key_p8, 2), (b_key_ed_pkcs8, 1), (b_key_rsa_trunc, 3), (b_key_gcp_sa, 1), (b_key_wireguard, 2),
              (b_key_age, 1), (b_key_eth, 1), (b_key_wif, 1), (b_key_nostr, 1), (b_key_solana, 1),
              (b_totp_uri, 4), (b_totp_seed, 3), (b_recovery_github, 2), (b_backup_google, 2), (b_recovery_misc, 6),
              (b_wifi, 6), (b_pin, 6), (b_seed, 5), (b_app_password, 6),
              (b_basic_header, 5), (b_cookie, 6), (b_jwt, 5), (b_app_secret, 6), (b_cli_output, 12), (b_link_token, 4)]
    for fn, c in counts:
        jobs += [(fn, ())] * c
    assert len(jobs) == N_PER_KIND, len(jobs)
    return jobs


def clean_jobs():
    counts = [(c_env_ref, 34), (c_placeholder, 24), (c_masked, 20), (c_doc_example, 12), (c_hash, 32), (c_ids, 36), (c_base64, 14), (c_secret_listing, 8), (c_detector_rules, 6),
              (c_pubkey, 26), (c_url, 18), (c_cli_prose, 20), (c_policy, 14), (c_auth_error, 24), (c_rotation, 20), (c_publishable, 28),
              (c_encrypted, 8), (c_talk, 16)]
    jobs = []
    for fn, c in counts:
        jobs += [(fn, ())] * c
    assert len(jobs) == N_PER_KIND, len(jobs)
    return jobs


def assign_langs(jobs):
    idx = list(range(len(jobs)))
    R.shuffle(idx)
    ko_pref = [i for i in idx if jobs[i][0] in (b_token,) and jobs[i][1][0] in KO_VENDORS]
    rest = [i for i in idx if i not in ko_pref]
    ko = ko_pref + rest[:N_KO - len(ko_pref)]
    langs = ["en"] * len(jobs)
    for i in ko:
        langs[i] = "ko"
    return langs


def main(out_path):
    self_test()
    notes = []
    for jobs in (secret_jobs(), clean_jobs()):
        langs = assign_langs(jobs)
        for job, lang in zip(jobs, langs):
            notes.append(build(job, lang))
    R.shuffle(notes)
    out = []
    seen_fields = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": n["fields"], "secrets": n["secrets"]}
        validate(rec)
        check_publishable_tag(rec)
        assert list(rec.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        seen_fields.append(json.dumps(rec["fields"], sort_keys=True))
        out.append(rec)
    assert len(dict.fromkeys(seen_fields)) == len(out), "duplicate notes"
    assert len(out) == 2 * N_PER_KIND
    assert len(dict.fromkeys(r["id"] for r in out)) == len(out)
    for kind in ("secret", "clean"):
        assert sum(1 for r in out if r["kind"] == kind) == N_PER_KIND
        assert sum(1 for r in out if r["kind"] == kind and r["lang"] == "en") == N_EN
        assert sum(1 for r in out if r["kind"] == kind and r["lang"] == "ko") == N_KO
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in out:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    data = open(out_path, "rb").read()
    back = [json.loads(line) for line in data.decode("utf-8").splitlines()]
    assert back == out and data.decode("utf-8").count("\n") == len(out)
    for line in data.decode("utf-8").splitlines():
        assert line == json.dumps(json.loads(line), ensure_ascii=False)
    print(f"wrote {len(out)} notes to {out_path}; sha256 {hashlib.sha256(data).hexdigest()}; retries {STATS['retries']}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "blind_set_v136.jsonl")
