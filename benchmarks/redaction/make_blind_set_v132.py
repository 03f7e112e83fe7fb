#!/usr/bin/env python3
"""make_blind_set_v132.py -- generator of the blind evaluation set v132 for a
credential-redaction filter (memory notes of AI coding agents).

Python 3 standard library only, no network, deterministic: a single
random.Random(132_2026_1128) drives every choice, nothing iterates over a set
and nothing uses hash(), so the output does not depend on PYTHONHASHSEED.

Every credential body is generated at run time in the public shape of its
kind (prefix, alphabet, length, and checksum/encoding where the format has
one: GitHub/npm CRC32-base62, BIP39 checksum, bech32, DER/PEM, OpenSSH,
base64/JWT structure, percent-encoding, WireGuard clamping, ...).

Usage:  python3 make_blind_set_v132.py [output.jsonl]
"""
import base64
import hashlib
import json
import re
import struct
import sys
import zlib
import random

SEED = 132_2026_1128
R = random.Random(SEED)

DIGITS = "0123456789"
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALNUM = UPPER + LOWER + DIGITS
LALNUM = LOWER + DIGITS
UALNUM = UPPER + DIGITS
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UPPER + "234567"
LB32 = LOWER + "234567"


# ---------------------------------------------------------------- helpers
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62(n):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = (DIGITS + UPPER + LOWER)[r] + s
    return s or "0"


def crc_b62_token(prefix, nrand=30):
    """GitHub / npm style: prefix + 30 random base62 + 6 char base62 CRC32."""
    body = rs(ALNUM, nrand)
    c = zlib.crc32(body.encode()) & 0xFFFFFFFF
    return prefix + body + b62(c).rjust(6, "0")


def pct(s):
    """percent-encode a userinfo component the way urllib.parse.quote(safe='') does"""
    out = []
    for ch in s:
        if ch in ALNUM or ch in "-._~":
            out.append(ch)
        else:
            out.extend("%%%02X" % x for x in ch.encode())
    return "".join(out)


def jwt(header, payload, sig_bytes):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(sig_bytes))


def ts_recent():
    return rint(1_730_000_000, 1_764_000_000)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ---------------------------------------------------------------- bech32
_B32CH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
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


def bech32(hrp, data5):
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_B32CH[d] for d in data5 + chk)


def age_secret_key():
    return bech32("age-secret-key-", _convertbits(rb(32), 8, 5)).upper()


def age_public_key():
    return bech32("age", _convertbits(rb(32), 8, 5))


def btc_bech32_address():
    return bech32("bc", [0] + _convertbits(rb(20), 8, 5))


# ---------------------------------------------------------------- DER / PEM / OpenSSH
def _der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _der_len(len(content)) + content


def der_int_bytes(b):
    b = b.lstrip(b"\x00") or b"\x00"
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_RSA = bytes.fromhex("06092a864886f70d010101")


def _topbit(n):
    b = bytearray(rb(n))
    b[0] |= 0x80
    return bytes(b)


def rsa_pkcs1_der(bits=2048):
    nb = bits // 8
    n = _topbit(nb)
    d = rb(nb)
    p = _topbit(nb // 2)
    q = _topbit(nb // 2)
    body = (der(0x02, b"\x00") + der_int_bytes(n) + der(0x02, b"\x01\x00\x01")
            + der_int_bytes(d) + der_int_bytes(p) + der_int_bytes(q)
            + der_int_bytes(rb(nb // 2)) + der_int_bytes(rb(nb // 2)) + der_int_bytes(rb(nb // 2)))
    return der(0x30, body)


def rsa_pkcs8_der(bits=2048):
    return der(0x30, der(0x02, b"\x00") + der(0x30, OID_RSA + b"\x05\x00") + der(0x04, rsa_pkcs1_der(bits)))


def ec_sec1_der():
    pub = b"\x04" + rb(64)
    return der(0x30, der(0x02, b"\x01") + der(0x04, rb(32)) + der(0xA0, OID_P256)
               + der(0xA1, der(0x03, b"\x00" + pub)))


def ec_pkcs8_der():
    pub = b"\x04" + rb(64)
    inner = der(0x30, der(0x02, b"\x01") + der(0x04, rb(32)) + der(0xA1, der(0x03, b"\x00" + pub)))
    return der(0x30, der(0x02, b"\x00") + der(0x30, OID_EC + OID_P256) + der(0x04, inner))


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rb(32)


def pem_lines(der_bytes, width=64):
    return wrap(b64(der_bytes), width)


def _ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    """returns (private key body lines, public key line)"""
    pub = rb(32)
    seed = rb(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = rb(4)
    sec = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
            + struct.pack(">I", 1) + _ssh_str(pubblob) + _ssh_str(sec))
    return wrap(b64(blob), 70), "ssh-ed25519 " + b64(pubblob) + " " + comment


def ssh_ed25519_pub(comment):
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(rb(32))
    return "ssh-ed25519 " + b64(pubblob) + " " + comment


def ssh_rsa_pub(comment):
    n = b"\x00" + _topbit(256)
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n)
    return "ssh-rsa " + b64(blob) + " " + comment


def ecdsa_pub_line(comment=""):
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(b"\x04" + rb(64))
    return "ecdsa-sha2-nistp256 " + b64(blob) + ((" " + comment) if comment else "")


def ssh_fp():
    return "SHA256:" + b64(rb(32)).rstrip("=")


def wg_key():
    b = bytearray(rb(32))
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return b64(bytes(b))


def base32_secret(n):
    return rs(B32, n)


def luhn_digit(s):
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


# ---------------------------------------------------------------- hangul keyboard
_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
         "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q", "ㅃ": "Q",
        "ㅅ": "t", "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z", "ㅌ": "x", "ㅍ": "v",
        "ㅎ": "g", "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j", "ㅔ": "p", "ㅕ": "u", "ㅖ": "P",
        "ㅗ": "h", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y", "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np",
        "ㅟ": "nl", "ㅠ": "b", "ㅡ": "m", "ㅢ": "ml", "ㅣ": "l", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg",
        "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq", "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def hangul_to_qwerty(s):
    """what a Hangul word looks like when typed with the keyboard in English mode"""
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            cho, jung, jong = c // 588, (c % 588) // 28, c % 28
            out.append(_KEY[_CHO[cho]] + _KEY[_JUNG[jung]] + (_KEY[_JONG[jong]] if jong else ""))
        else:
            out.append(ch)
    return "".join(out)


assert hangul_to_qwerty("사랑해") == "tkfkdgo"
assert hangul_to_qwerty("안녕") == "dkssud"


# ---------------------------------------------------------------- BIP39 English word list (2048 words, standard list)
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
assert len(BIP39) == 2048
assert hashlib.sha256(("\n".join(BIP39) + "\n").encode()).hexdigest() == \
    "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"


# ---------------------------------------------------------------- pools
SERVICES = ["billing-api", "checkout-web", "notifications-worker", "ingest-service", "admin-portal",
            "search-indexer", "mobile-bff", "report-cron", "auth-gateway", "media-transcoder",
            "feature-store", "etl-nightly", "partner-sync", "crm-bridge", "support-bot", "ledger-service",
            "catalog-api", "shipping-worker", "analytics-collector", "invoice-renderer", "webhook-relay",
            "pricing-engine", "user-service", "recsys-batch", "docs-site", "status-page", "chatops-bot",
            "data-exporter", "geo-lookup", "loyalty-api"]
PEOPLE_EN = ["Priya", "Marco", "Dana", "Tomás", "Aisha", "Ben", "Keiko", "Olu", "Sven", "Rachel", "Dev",
             "Lena", "Jonah", "Farah", "Mateo", "Ingrid", "Kwame", "Hannah", "Raj", "Sofia", "Yusuf", "Claire"]
PEOPLE_KO = ["민지", "지훈", "서연", "현우", "수빈", "도윤", "예린", "태호", "하은", "준영", "지민", "성호",
             "유나", "동현", "채원", "김 팀장", "박 책임", "이 수석", "정 매니저", "윤 선임"]
ENVS_EN = ["staging", "production", "prod", "dev", "qa", "sandbox", "preview"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "검증", "로컬"]
ORGS = ["acme", "northwind", "globex", "initech", "hooli", "umbrella-labs", "bluefin", "tidepool",
        "lumen", "pinecrest", "kumo", "hanbit", "daon", "saebyeok", "mirae-soft"]
DOMAINS = ["acme.io", "northwind.dev", "globex.com", "initech.co", "hooli.xyz", "bluefin.app",
           "tidepool.ai", "lumen-labs.com", "pinecrest.io", "kumo.kr", "hanbit.co.kr", "daon.io",
           "mirae-soft.com", "saebyeok.dev"]
DBNAMES = ["app", "orders", "billing", "analytics", "core", "crm", "inventory", "ledger", "events", "auth"]
DBUSERS = ["app", "app_rw", "svc_orders", "readonly", "etl", "admin", "postgres", "root", "reporting",
           "migrator", "svc_billing", "metabase"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-northeast-1",
           "ap-southeast-1"]
REPOS = ["platform", "web", "api", "infra", "mobile", "data-pipelines", "monorepo", "terraform-live",
         "helm-charts", "ops-scripts", "backend", "frontend"]
BRANCHES = ["main", "develop", "release/2.4", "feat/payments-v2", "fix/webhook-retry", "chore/deps",
            "hotfix/login-loop", "feature/search-facets"]
PW_WORDS = ["marigold", "kestrel", "tangerine", "hollyhock", "pumpernickel", "bluebird", "juniper",
            "cobalt", "falcon", "riverbend", "snowdrop", "waffle", "biscuit", "nebula", "orchard",
            "quokka", "pelican", "saffron", "thistle", "walrus", "zeppelin", "lantern", "harbor",
            "meadow", "granite", "voyager", "copper", "jasmine", "pinecone", "otter", "mango",
            "cricket", "sundial", "paprika", "glacier", "tortoise", "marzipan", "violet", "badger",
            "canyon", "blizzard", "nutmeg", "puffin", "velvet", "walnut", "ember", "trombone",
            "hazelnut", "mistral", "figaro", "basalt", "lagoon", "corvid", "dynamo", "halibut"]
KO_PW_WORDS = ["사랑해", "고양이", "바다", "행복", "우리집", "하늘", "별빛", "감자", "호랑이", "토끼",
               "강아지", "여름", "겨울", "봄날", "부산", "제주도", "한강", "초코", "딸기", "민트",
               "떡볶이", "비빔밥", "보름달", "무지개", "햇살", "바람", "꽃길", "대한민국", "서울", "우리딸",
               "콩순이", "까망이", "해바라기", "은하수"]
SAFE_PUNCT = "!@#%^*-_=+.?~"


def pw_human():
    w = pick(PW_WORDS)
    w = w.capitalize() if chance(0.8) else w
    style = rint(0, 4)
    if style == 0:
        p = w + str(rint(1975, 2025)) + pick("!#@$.?")
    elif style == 1:
        p = w + pick("#_-!@.") + str(rint(10, 999))
    elif style == 2:
        p = pick(PW_WORDS).capitalize() + w.capitalize() + str(rint(1, 99))
    elif style == 3:
        p = w + str(rint(100, 9999)) + pick(["!!", "!", "#", "*"])
    else:
        p = str(rint(1, 12)).zfill(2) + w + pick(["!", "@", "&"]) + str(rint(10, 99))
    return p if len(p) >= 8 else p + "2024!"


def leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    out = []
    for ch in w:
        if ch in table and chance(0.6):
            out.append(table[ch])
        else:
            out.append(ch)
    return "".join(out)


def pw_leet():
    p = leet(pick(PW_WORDS).capitalize()) + leet(pick(PW_WORDS)) + str(rint(1, 99)) + pick("!#%*")
    return p.replace("$", "S")


def pw_passphrase():
    ws = sample(PW_WORDS, rint(3, 4))
    sep = pick(["-", ".", " ", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    p = sep.join(ws)
    if chance(0.5):
        p += pick(["-", "", "!"]) + str(rint(2, 99))
    return p


def pw_generated(n=None, punct=SAFE_PUNCT):
    n = n or rint(16, 26)
    while True:
        p = rs(ALNUM + punct + punct, n)
        if (any(c in UPPER for c in p) and any(c in LOWER for c in p) and any(c in DIGITS for c in p)
                and any(c in punct for c in p) and p[0] not in "-=+.?~"):
            return p


def pw_alnum(n=None):
    n = n or rint(14, 24)
    while True:
        p = rs(ALNUM, n)
        if any(c in DIGITS for c in p) and any(c in UPPER for c in p):
            return p


def pw_ko_typed():
    w = pick(KO_PW_WORDS)
    if chance(0.4):
        w = w + pick(KO_PW_WORDS)
    p = hangul_to_qwerty(w) + str(pick([rint(1, 99), rint(1990, 2025), 1004, 486, 7942, 1234]))
    if chance(0.6):
        p += pick("!@#^*")
    return p if len(p) >= 8 else p + "!!" + str(rint(10, 99))


def pw_hangul():
    p = pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + str(rint(1, 9999)) + pick(["!", "@", "", "#"])
    return p if len(p) >= 8 else p + "2580!"


PW_STYLE = {"last": ""}
PW_STYLE_NAMES = {"pw_ko_typed": "Korean-keyboard typed", "pw_hangul": "Hangul", "pw_human": "human-style",
                  "pw_generated": "generated with punctuation", "pw_alnum": "random alphanumeric", "pw_leet": "leetspeak",
                  "pw_passphrase": "passphrase of words"}


def pw_any(lang="en"):
    if lang == "ko":
        g = pick([pw_ko_typed, pw_ko_typed, pw_hangul, pw_human, pw_generated, pw_alnum, pw_leet])
    else:
        g = pick([pw_human, pw_human, pw_leet, pw_passphrase, pw_generated, pw_generated, pw_alnum])
    PW_STYLE["last"] = PW_STYLE_NAMES[g.__name__]
    return g()


def pw_url_safe(lang="en"):
    """password without spaces (used where a space would be unusual: URLs, flags)"""
    while True:
        p = pw_any(lang)
        if " " not in p:
            return p


def pw_shell(lang="en"):
    """password usable inside single quotes and without spaces"""
    while True:
        p = pw_any(lang)
        if " " not in p and "'" not in p:
            return p


# ---------------------------------------------------------------- vendor token catalogue
# Each vendor: name, label (en), label (ko), creds() -> [(ENV_NAME, value, is_secret)], auth, sdk.
# auth: ("bearer", url, i) | ("hdr", header, prefix, url, i) | ("basic", url, u, p) | ("query", param, url, i)
#       | ("path", url_template_with_«i») | None.   u/p are cred indexes or literal strings.
# sdk: {lang: template} with «0», «1», ... standing for the cred values.
VENDORS = []


def S(env, value):
    return (env, value, True)


def P(env, value):
    return (env, value, False)


def vendor(name, label, label_ko, creds, auth=None, sdk=None, cli=None):
    VENDORS.append({"name": name, "label": label, "label_ko": label_ko, "creds": creds,
                    "auth": auth, "sdk": sdk or {}, "cli": cli or []})


def _ntok(n):
    return str(rint(10 ** (n - 1), 10 ** n - 1))


def _snowflake():
    return str(rint(900_000_000_000_000_000, 1_399_999_999_999_999_999))


def _akia():
    return "AKIA" + rs(B32, 16)


def _aws_secret():
    return rs(ALNUM + "/+", 40)


def _stripe(kind, mode="live"):
    if chance(0.6):
        return "%s_%s_51%s" % (kind, mode, rs(ALNUM, 97))
    return "%s_%s_%s" % (kind, mode, rs(ALNUM, 24))


def _slack_bot():
    return "xoxb-%s-%s-%s" % (_ntok(rint(10, 12)), _ntok(13), rs(ALNUM, 24))


def _slack_user():
    return "xoxp-%s-%s-%s-%s" % (_ntok(rint(10, 12)), _ntok(rint(10, 12)), _ntok(13), hexs(32))


def _openai():
    if chance(0.75):
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def _anthropic():
    return "sk-ant-api03-" + rs(B64U, 93) + "AA"


def _google_key():
    return "AIzaSy" + rs(B64U, 33)


def _discord_bot():
    return b64(_snowflake().encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _azure_storage_key():
    return b64(rb(64))


def _azure_ad_secret():
    return rs(ALNUM, 3) + pick("78") + "Q~" + rs(ALNUM + "_~.-", 34)


def _pypi():
    mac = (b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02\x2a"
           + b'{"version": 1, "permissions": "user"}'[:42] + b"\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(mac)


def _atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(UHEX, 8)


def _mapbox(kind, user):
    inner = json.dumps({"u": user, "a": rs(LALNUM, 25)}, separators=(",", ":")).encode()
    return kind + "." + b64u(inner) + "." + rs(B64U, 22)


def _sentry_org_token(org):
    payload = {"iat": float(ts_recent()), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org}
    return "sntrys_" + b64u(json.dumps(payload, separators=(",", ":")).encode()) + "_" + rs(B64U, 43)


def _grafana_cloud(org):
    payload = {"o": _ntok(6), "n": "%s-%s-read" % (org, _ntok(4)), "k": rs(ALNUM, 24),
               "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}}
    return "glc_" + b64(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=")


def _supabase_service(ref):
    iat = ts_recent()
    return jwt({"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315_360_000}, 32)


def _jfrog_identity():
    raw = "reftkn:01:%d:%s" % (ts_recent() + 31_536_000, rs(ALNUM, 27))
    return b64(raw.encode()).rstrip("=")


def _intercom():
    return b64(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def _elastic_api_key():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def _ops_token(email):
    inner = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
             "iterations": 650000, "salt": rs(B64U, 22)}, "email": email,
             "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43),
             "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
             "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(UALNUM, 6), rs(UALNUM, 6), rs(UALNUM, 5),
                                                   rs(UALNUM, 5), rs(UALNUM, 5), rs(UALNUM, 5)),
             "throttleSecret": {"seed": hexs(64), "deviceUuid": rs(LALNUM, 26)}, "deviceUuid": rs(LALNUM, 26)}
    return "ops_" + b64(json.dumps(inner, separators=(",", ":")).encode()).rstrip("=")


def _ably():
    return rs(ALNUM, 6) + "." + rs(ALNUM, 6) + ":" + rs(B64U, 43)


def _turso():
    iat = ts_recent()
    return jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": iat, "id": uuid4()}, 64)


def _adyen():
    return ("AQE" + rs(B64, 57) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "{}],;|", 16))


def _b2():
    return "005" + hexs(12) + "000000000" + str(rint(1, 9))


def _ngrok():
    return "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)


def _square():
    return "EAAA" + rs(B64U, 60)


def _braintree():
    return "access_token$production$%s$%s" % (rs(LALNUM, 16), hexs(32))


def _salesforce():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 4) + "AR" + rs(ALNUM + "._", 90)


def _tailscale():
    return "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33)


def _twitter_bearer():
    return ("A" * 22 + rs(UALNUM, 4) + "A" * 8 + rs(ALNUM, 6) + "%2B" + rs(ALNUM, 10) + "%2F"
            + rs(ALNUM, 8) + "%3D" + rs(ALNUM, 50))


def _fb():
    return "EAA" + pick("BGIJ") + rs(ALNUM, 180)


def _dropbox():
    return "sl." + pick(["u.", ""]) + "A" + rs(B64U, 136)


def _fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def _harness():
    return "pat." + rs(B64U, 22) + "." + hexs(24) + "." + rs(ALNUM, 20)


def _upstash():
    return "A" + pick("XY") + rs(ALNUM, 2) + "ASQg" + b64(rb(45)).rstrip("=")


def _zoho():
    return "1000." + hexs(32) + "." + hexs(32)


def _scw_secret():
    return uuid4()


R_ORG = pick(ORGS)

vendor("AWS", "access key pair", "액세스 키", lambda: [
    S("AWS_ACCESS_KEY_ID", _akia()), S("AWS_SECRET_ACCESS_KEY", _aws_secret()),
    P("AWS_DEFAULT_REGION", pick(REGIONS))],
    sdk={"python": 'boto3.client("s3", aws_access_key_id="«0»",\n    aws_secret_access_key="«1»", region_name="«2»")',
         "node": "new S3Client({ region: '«2»', credentials: { accessKeyId: '«0»', secretAccessKey: '«1»' } })",
         "go": 'credentials.NewStaticCredentialsProvider("«0»", "«1»", "")'},
    cli=["aws configure set aws_access_key_id «0»\naws configure set aws_secret_access_key «1»"])
vendor("GitHub", "personal access token", "PAT", lambda: [S("GITHUB_TOKEN", crc_b62_token("ghp_"))],
       auth=("bearer", "https://api.github.com/repos/%s/%s/actions/runs" % (R_ORG, pick(REPOS)), 0),
       sdk={"python": 'Github(auth=Auth.Token("«0»"))', "node": "new Octokit({ auth: '«0»' })"},
       cli=["echo «0» | gh auth login --with-token", "git clone https://x-access-token:«0»@github.com/%s/%s.git" % (R_ORG, pick(REPOS))])
vendor("GitHub (fine-grained)", "fine-grained PAT", "fine-grained 토큰",
       lambda: [S("GH_PAT", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))],
       auth=("bearer", "https://api.github.com/user/repos?per_page=100", 0))
vendor("GitHub App", "installation token", "설치 토큰", lambda: [S("GITHUB_APP_TOKEN", crc_b62_token("ghs_"))],
       auth=("hdr", "Authorization", "token ", "https://api.github.com/installation/repositories", 0))
vendor("GitLab", "personal access token", "액세스 토큰", lambda: [S("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))],
       auth=("hdr", "PRIVATE-TOKEN", "", "https://gitlab.com/api/v4/projects?membership=true", 0),
       cli=["glab auth login --hostname gitlab.com --token «0»"])
vendor("GitLab Runner", "runner authentication token", "러너 토큰",
       lambda: [P("CI_SERVER_URL", "https://gitlab.com"), S("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))],
       cli=["gitlab-runner register --non-interactive --url «0» --token «1» --executor docker"])
vendor("Slack", "bot token", "봇 토큰", lambda: [S("SLACK_BOT_TOKEN", _slack_bot()),
                                             S("SLACK_SIGNING_SECRET", hexs(32))],
       auth=("bearer", "https://slack.com/api/chat.postMessage", 0),
       sdk={"python": 'App(token="«0»", signing_secret="«1»")',
            "node": "new App({ token: '«0»', signingSecret: '«1»' })"})
vendor("Slack (user)", "user token", "유저 토큰", lambda: [S("SLACK_USER_TOKEN", _slack_user())],
       auth=("bearer", "https://slack.com/api/conversations.history?channel=C0%s" % rs(UALNUM, 8), 0))
def S2(env, value, secret):
    return (env, value, secret)


def _slack_hook():
    t = rs(ALNUM, 24)
    return "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(UALNUM, 8), rs(UALNUM, 9), t), t


def _discord_hook():
    t = rs(B64U, 68)
    return "https://discord.com/api/webhooks/%s/%s" % (_snowflake(), t), t


def _teams_hook():
    t = hexs(32)
    return ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s"
            % (pick(ORGS), uuid4(), uuid4(), t, uuid4()), t)


def _cloudinary_url():
    t = rs(B64U, 27)
    return "cloudinary://%s:%s@%s" % (_ntok(15), t, pick(ORGS)), t


vendor("Slack (webhook)", "incoming webhook URL", "웹훅 URL", lambda: [S2("SLACK_WEBHOOK_URL", *_slack_hook())])
vendor("Discord (webhook)", "webhook URL", "웹훅 URL", lambda: [S2("DISCORD_WEBHOOK_URL", *_discord_hook())])
vendor("Microsoft Teams", "incoming webhook URL", "웹훅 URL", lambda: [S2("TEAMS_WEBHOOK_URL", *_teams_hook())])
vendor("Cloudinary (URL)", "CLOUDINARY_URL", "CLOUDINARY_URL", lambda: [S2("CLOUDINARY_URL", *_cloudinary_url())])
vendor("Stripe", "secret key", "시크릿 키", lambda: [S("STRIPE_SECRET_KEY", _stripe("sk")),
                                                  S("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32))],
       auth=("basic", "https://api.stripe.com/v1/charges?limit=3", 0, ""),
       sdk={"python": 'stripe.api_key = "«0»"', "node": "const stripe = require('stripe')('«0»');",
            "ruby": "Stripe.api_key = '«0»'", "php": "\\Stripe\\Stripe::setApiKey('«0»');", "go": 'stripe.Key = "«0»"'})
vendor("Stripe (restricted)", "restricted key", "제한 키", lambda: [S("STRIPE_RESTRICTED_KEY", _stripe("rk"))],
       auth=("bearer", "https://api.stripe.com/v1/payment_intents?limit=5", 0))
vendor("OpenAI", "API key", "API 키", lambda: [S("OPENAI_API_KEY", _openai())],
       auth=("bearer", "https://api.openai.com/v1/models", 0),
       sdk={"python": 'client = OpenAI(api_key="«0»")', "node": "const openai = new OpenAI({ apiKey: '«0»' });"})
vendor("Anthropic", "API key", "API 키", lambda: [S("ANTHROPIC_API_KEY", _anthropic())],
       auth=("hdr", "x-api-key", "", "https://api.anthropic.com/v1/models", 0),
       sdk={"python": 'client = anthropic.Anthropic(api_key="«0»")',
            "node": "const anthropic = new Anthropic({ apiKey: '«0»' });"})
vendor("Google Gemini", "API key", "API 키", lambda: [S("GEMINI_API_KEY", _google_key())],
       auth=("hdr", "x-goog-api-key", "",
             "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent", 0),
       sdk={"python": 'genai.configure(api_key="«0»")', "node": "const genAI = new GoogleGenerativeAI('«0»');"})
vendor("Google OAuth", "client secret", "클라이언트 시크릿", lambda: [
    P("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (_ntok(12), rs(LALNUM, 32))),
    S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))])
vendor("Google OAuth (refresh)", "refresh token", "리프레시 토큰", lambda: [
    S("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64U, 99))])
vendor("npm", "access token", "액세스 토큰", lambda: [S("NPM_TOKEN", crc_b62_token("npm_"))],
       cli=["npm config set //registry.npmjs.org/:_authToken «0»"])
vendor("PyPI", "API token", "API 토큰", lambda: [S("TWINE_PASSWORD", _pypi())],
       cli=["twine upload -u __token__ -p «0» dist/*", "uv publish --token «0»"])
vendor("Docker Hub", "access token", "액세스 토큰", lambda: [P("DOCKERHUB_USERNAME", pick(ORGS) + "ci"),
                                                       S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))],
       cli=["docker login -u «0» -p «1»", "echo «1» | docker login -u «0» --password-stdin"])
vendor("HashiCorp Vault", "token", "토큰", lambda: [P("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS)),
                                                S("VAULT_TOKEN", "hvs." + rs(ALNUM, 24))],
       auth=("hdr", "X-Vault-Token", "", "«0»/v1/secret/data/app", 1),
       cli=["VAULT_TOKEN=«1» vault kv get secret/app"])
vendor("Terraform Cloud", "team token", "팀 토큰", lambda: [
    S("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67))],
    auth=("bearer", "https://app.terraform.io/api/v2/organizations", 0))
vendor("DigitalOcean", "personal access token", "토큰", lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))],
       auth=("bearer", "https://api.digitalocean.com/v2/droplets", 0), cli=["doctl auth init -t «0»"])
vendor("Twilio", "auth token", "auth 토큰", lambda: [P("TWILIO_ACCOUNT_SID", "AC" + hexs(32)),
                                                  S("TWILIO_AUTH_TOKEN", hexs(32))],
       auth=("basic", "https://api.twilio.com/2010-04-01/Accounts.json", 0, 1),
       sdk={"python": 'client = Client("«0»", "«1»")', "node": "const client = twilio('«0»', '«1»');"})
vendor("SendGrid", "API key", "API 키", lambda: [S("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
       auth=("bearer", "https://api.sendgrid.com/v3/mail/send", 0),
       sdk={"python": 'sg = SendGridAPIClient("«0»")', "node": "sgMail.setApiKey('«0»');"})
vendor("Mailgun", "API key", "API 키", lambda: [S("MAILGUN_API_KEY", hexs(32) + "-" + hexs(8) + "-" + hexs(8)),
                                            P("MAILGUN_DOMAIN", "mg." + pick(DOMAINS))],
       auth=("basic", "https://api.mailgun.net/v3/domains", "api", 0))
vendor("Mailchimp", "API key", "API 키", lambda: [S("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(2, 21)))],
       auth=("basic", "https://us6.api.mailchimp.com/3.0/lists", "anystring", 0))
vendor("Postmark", "server token", "서버 토큰", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())],
       auth=("hdr", "X-Postmark-Server-Token", "", "https://api.postmarkapp.com/email", 0))
vendor("Heroku", "API key", "API 키", lambda: [S("HEROKU_API_KEY", uuid4())],
       auth=("bearer", "https://api.heroku.com/apps", 0))
vendor("Shopify", "Admin API access token", "Admin API 토큰", lambda: [
    P("SHOPIFY_STORE", "%s.myshopify.com" % pick(ORGS)), S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hexs(32))],
    auth=("hdr", "X-Shopify-Access-Token", "", "https://«0»/admin/api/2024-10/orders.json", 1))
vendor("Atlassian", "API token", "API 토큰", lambda: [P("JIRA_EMAIL", "ci-bot@" + pick(DOMAINS)),
                                                 S("JIRA_API_TOKEN", _atlassian())],
       auth=("basic", "https://%s.atlassian.net/rest/api/3/myself" % pick(ORGS), 0, 1))
vendor("Notion", "integration secret", "인테그레이션 시크릿", lambda: [
    S("NOTION_TOKEN", pick(["secret_" + rs(ALNUM, 43), "ntn_" + _ntok(11) + rs(ALNUM, 35)]))],
    auth=("bearer", "https://api.notion.com/v1/search", 0),
    sdk={"node": "const notion = new Client({ auth: '«0»' });", "python": 'notion = Client(auth="«0»")'})
vendor("Linear", "API key", "API 키", lambda: [S("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40))],
       auth=("hdr", "Authorization", "", "https://api.linear.app/graphql", 0))
vendor("Figma", "personal access token", "토큰", lambda: [S("FIGMA_TOKEN", "figd_" + rs(B64U, 40))],
       auth=("hdr", "X-Figma-Token", "", "https://api.figma.com/v1/files/%s" % rs(ALNUM, 22), 0))
vendor("Airtable", "personal access token", "PAT", lambda: [
    S("AIRTABLE_PAT", "pat" + rs(ALNUM, 14) + "." + hexs(64))],
    auth=("bearer", "https://api.airtable.com/v0/app%s/Tasks" % rs(ALNUM, 14), 0))
vendor("Asana", "personal access token", "PAT", lambda: [
    S("ASANA_PAT", "2/%s/%s:%s" % (_ntok(16), _ntok(16), hexs(32)))],
    auth=("bearer", "https://app.asana.com/api/1.0/users/me", 0))
vendor("Discord", "bot token", "봇 토큰", lambda: [S("DISCORD_TOKEN", _discord_bot())],
       auth=("hdr", "Authorization", "Bot ", "https://discord.com/api/v10/users/@me", 0),
       sdk={"python": 'client.run("«0»")', "node": "client.login('«0»');"})
vendor("Telegram", "bot token", "봇 토큰", lambda: [
    S("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (_ntok(10), rs(B64U, 33)))],
    auth=("path", "https://api.telegram.org/bot«0»/getUpdates"),
    sdk={"python": 'app = ApplicationBuilder().token("«0»").build()', "node": "const bot = new Telegraf('«0»');"})
vendor("Azure Storage", "account key", "계정 키", lambda: [
    P("AZURE_STORAGE_ACCOUNT", "st%sprod" % pick(ORGS).replace("-", "")[:10]),
    S("AZURE_STORAGE_KEY", _azure_storage_key())],
    cli=["az storage blob list --account-name «0» --account-key «1» -c uploads -o table"])
vendor("Azure AD", "client secret", "클라이언트 시크릿", lambda: [
    P("AZURE_TENANT_ID", uuid4()), P("AZURE_CLIENT_ID", uuid4()), S("AZURE_CLIENT_SECRET", _azure_ad_secret())],
    cli=["az login --service-principal -u «1» -p «2» --tenant «0»"])
vendor("Azure OpenAI", "API key", "API 키", lambda: [
    P("AZURE_OPENAI_ENDPOINT", "https://%s-openai.openai.azure.com/" % pick(ORGS)), S("AZURE_OPENAI_API_KEY", hexs(32))],
    auth=("hdr", "api-key", "", "«0»openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", 1))
vendor("Azure DevOps", "PAT", "PAT", lambda: [S("AZURE_DEVOPS_PAT", rs(LB32, 52))],
       auth=("basic", "https://dev.azure.com/%s/_apis/projects?api-version=7.1" % pick(ORGS), "", 0))
vendor("Cloudflare", "API token", "API 토큰", lambda: [S("CLOUDFLARE_API_TOKEN", rs(B64U, 40))],
       auth=("bearer", "https://api.cloudflare.com/client/v4/user/tokens/verify", 0))
vendor("Cloudflare (global key)", "Global API Key", "Global API Key", lambda: [
    P("CF_API_EMAIL", "ops@" + pick(DOMAINS)), S("CF_API_KEY", hexs(37))],
    auth=("hdr", "X-Auth-Key", "", "https://api.cloudflare.com/client/v4/zones", 1))
vendor("Datadog", "API and application keys", "API/앱 키", lambda: [S("DD_API_KEY", hexs(32)),
                                                                S("DD_APP_KEY", hexs(40))],
       auth=("hdr", "DD-API-KEY", "", "https://api.datadoghq.com/api/v1/validate", 0))
vendor("New Relic", "user key", "유저 키", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + rs(UALNUM, 27))],
       auth=("hdr", "API-Key", "", "https://api.newrelic.com/graphql", 0))
vendor("New Relic (license)", "license key", "라이선스 키", lambda: [
    S("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL")])
vendor("Sentry", "auth token", "auth 토큰", lambda: [
    S("SENTRY_AUTH_TOKEN", pick([_sentry_org_token(pick(ORGS)), "sntryu_" + hexs(64)]))],
    cli=["sentry-cli --auth-token «0» releases new $VERSION"])
vendor("Grafana", "service account token", "서비스 계정 토큰", lambda: [
    S("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8))],
    auth=("bearer", "https://grafana.internal/api/dashboards/uid/api-latency", 0))
vendor("Grafana Cloud", "access policy token", "액세스 정책 토큰", lambda: [
    P("GRAFANA_CLOUD_USER", _ntok(6)), S("GRAFANA_CLOUD_TOKEN", _grafana_cloud(pick(ORGS)))])
vendor("PagerDuty", "API token", "API 토큰", lambda: [S("PAGERDUTY_TOKEN", "u+" + rs(B64U, 18))],
       auth=("hdr", "Authorization", "Token token=", "https://api.pagerduty.com/incidents", 0))
vendor("Okta", "API token", "API 토큰", lambda: [P("OKTA_ORG_URL", "https://%s.okta.com" % pick(ORGS)),
                                            S("OKTA_API_TOKEN", "00" + rs(B64U, 40))],
       auth=("hdr", "Authorization", "SSWS ", "«0»/api/v1/users?limit=25", 1))
vendor("Auth0", "client secret", "클라이언트 시크릿", lambda: [
    P("AUTH0_DOMAIN", "%s.us.auth0.com" % pick(ORGS)), P("AUTH0_CLIENT_ID", rs(ALNUM, 32)),
    S("AUTH0_CLIENT_SECRET", rs(B64U, 64))])
vendor("Firebase Cloud Messaging", "legacy server key", "서버 키", lambda: [S("FCM_SERVER_KEY", _fcm())],
       auth=("hdr", "Authorization", "key=", "https://fcm.googleapis.com/fcm/send", 0))
def _supabase_creds():
    ref = rs(LOWER, 20)
    return [P("SUPABASE_URL", "https://%s.supabase.co" % ref), S("SUPABASE_SERVICE_ROLE_KEY", _supabase_service(ref))]


vendor("Supabase", "service_role key", "service_role 키", _supabase_creds,
    sdk={"node": "const supabase = createClient('«0»', '«1»');", "python": 'supabase = create_client("«0»", "«1»")'})
vendor("Vercel", "access token", "액세스 토큰", lambda: [S("VERCEL_TOKEN", rs(ALNUM, 24))],
       cli=["vercel deploy --prod --token «0»"])
vendor("Netlify", "personal access token", "토큰", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36))],
       cli=["netlify deploy --prod --auth «0»"])
vendor("Fly.io", "API token", "API 토큰", lambda: [S("FLY_API_TOKEN", "fo1_" + rs(B64U, 43))],
       cli=["FLY_API_TOKEN=«0» flyctl deploy --remote-only"])
vendor("Render", "API key", "API 키", lambda: [S("RENDER_API_KEY", "rnd_" + rs(ALNUM, 28))],
       auth=("bearer", "https://api.render.com/v1/services?limit=20", 0))
vendor("Railway", "API token", "API 토큰", lambda: [S("RAILWAY_TOKEN", uuid4())], cli=["RAILWAY_TOKEN=«0» railway up"])
vendor("Pulumi", "access token", "액세스 토큰", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))],
       cli=["pulumi login --non-interactive  # with PULUMI_ACCESS_TOKEN=«0»"])
vendor("Snyk", "API token", "API 토큰", lambda: [S("SNYK_TOKEN", uuid4())], cli=["snyk auth «0»"])
vendor("SonarQube", "user token", "유저 토큰", lambda: [S("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hexs(40))],
       cli=["mvn sonar:sonar -Dsonar.host.url=https://sonar.internal -Dsonar.token=«0»"])
vendor("CircleCI", "personal API token", "개인 API 토큰", lambda: [
    S("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40))],
    auth=("hdr", "Circle-Token", "", "https://circleci.com/api/v2/me", 0))
vendor("Buildkite", "API access token", "API 토큰", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))],
       auth=("bearer", "https://api.buildkite.com/v2/organizations", 0))
vendor("JFrog Artifactory", "identity token", "identity 토큰", lambda: [
    P("ARTIFACTORY_USER", "ci-publisher"), S("ARTIFACTORY_TOKEN", _jfrog_identity())],
    auth=("bearer", "https://%s.jfrog.io/artifactory/api/repositories" % pick(ORGS), 1))
vendor("Postman", "API key", "API 키", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))],
       auth=("hdr", "X-Api-Key", "", "https://api.getpostman.com/collections", 0))
vendor("Mapbox", "secret token", "시크릿 토큰", lambda: [S("MAPBOX_DOWNLOADS_TOKEN", _mapbox("sk", pick(ORGS)))])
vendor("Algolia", "Admin API key", "Admin API 키", lambda: [P("ALGOLIA_APP_ID", rs(UALNUM, 10)),
                                                       S("ALGOLIA_ADMIN_KEY", hexs(32))],
       sdk={"node": "const client = algoliasearch('«0»', '«1»');", "python": 'client = SearchClient.create("«0»", "«1»")'})
vendor("Contentful", "management token", "관리 토큰", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))])
vendor("Sanity", "API token", "API 토큰", lambda: [P("SANITY_PROJECT_ID", rs(LALNUM, 8)),
                                              S("SANITY_API_TOKEN", "sk" + rs(ALNUM, 80))])
vendor("Hugging Face", "access token", "액세스 토큰", lambda: [S("HF_TOKEN", "hf_" + rs(UPPER + LOWER, 34))],
       auth=("bearer", "https://huggingface.co/api/whoami-v2", 0), cli=["huggingface-cli login --token «0»"])
vendor("Replicate", "API token", "API 토큰", lambda: [S("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37))],
       auth=("bearer", "https://api.replicate.com/v1/predictions", 0))
vendor("Cohere", "API key", "API 키", lambda: [S("CO_API_KEY", rs(ALNUM, 40))],
       auth=("bearer", "https://api.cohere.com/v2/embed", 0), sdk={"python": 'co = cohere.ClientV2("«0»")'})
vendor("Mistral", "API key", "API 키", lambda: [S("MISTRAL_API_KEY", rs(ALNUM, 32))],
       auth=("bearer", "https://api.mistral.ai/v1/models", 0), sdk={"python": 'client = Mistral(api_key="«0»")'})
vendor("Groq", "API key", "API 키", lambda: [S("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52))],
       auth=("bearer", "https://api.groq.com/openai/v1/models", 0), sdk={"python": 'client = Groq(api_key="«0»")'})
vendor("Perplexity", "API key", "API 키", lambda: [S("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48))],
       auth=("bearer", "https://api.perplexity.ai/chat/completions", 0))
vendor("xAI", "API key", "API 키", lambda: [S("XAI_API_KEY", "xai-" + rs(ALNUM, 80))],
       auth=("bearer", "https://api.x.ai/v1/models", 0))
vendor("Together AI", "API key", "API 키", lambda: [S("TOGETHER_API_KEY", hexs(64))],
       auth=("bearer", "https://api.together.xyz/v1/models", 0))
vendor("DeepSeek", "API key", "API 키", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hexs(32))],
       auth=("bearer", "https://api.deepseek.com/models", 0))
vendor("OpenRouter", "API key", "API 키", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64))],
       auth=("bearer", "https://openrouter.ai/api/v1/key", 0))
vendor("ElevenLabs", "API key", "API 키", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hexs(48))],
       auth=("hdr", "xi-api-key", "", "https://api.elevenlabs.io/v1/voices", 0))
vendor("Pinecone", "API key", "API 키", lambda: [S("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63))],
       auth=("hdr", "Api-Key", "", "https://api.pinecone.io/indexes", 0), sdk={"python": 'pc = Pinecone(api_key="«0»")'})
vendor("LangSmith", "API key", "API 키", lambda: [S("LANGSMITH_API_KEY", "lsv2_" + pick(["pt", "sk"]) + "_" + hexs(32) + "_" + hexs(10))])
vendor("Weights & Biases", "API key", "API 키", lambda: [S("WANDB_API_KEY", hexs(40))], cli=["wandb login «0»"])
vendor("Fireworks AI", "API key", "API 키", lambda: [S("FIREWORKS_API_KEY", "fw_" + rs(ALNUM, 24))],
       auth=("bearer", "https://api.fireworks.ai/inference/v1/models", 0))
vendor("AssemblyAI", "API key", "API 키", lambda: [S("ASSEMBLYAI_API_KEY", hexs(32))],
       auth=("hdr", "authorization", "", "https://api.assemblyai.com/v2/transcript", 0))
vendor("Deepgram", "API key", "API 키", lambda: [S("DEEPGRAM_API_KEY", hexs(40))],
       auth=("hdr", "Authorization", "Token ", "https://api.deepgram.com/v1/listen", 0))
vendor("Twitch", "client secret", "클라이언트 시크릿", lambda: [P("TWITCH_CLIENT_ID", rs(LALNUM, 30)),
                                                        S("TWITCH_CLIENT_SECRET", rs(LALNUM, 30))])
vendor("X (Twitter)", "bearer token", "bearer 토큰", lambda: [S("TWITTER_BEARER_TOKEN", _twitter_bearer())],
       auth=("bearer", "https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme", 0))
vendor("Meta Graph API", "page access token", "페이지 액세스 토큰", lambda: [S("FB_PAGE_TOKEN", _fb())],
       auth=("query", "access_token", "https://graph.facebook.com/v19.0/me/accounts", 0))
vendor("Dropbox", "access token", "액세스 토큰", lambda: [S("DROPBOX_TOKEN", _dropbox())],
       auth=("bearer", "https://api.dropboxapi.com/2/files/list_folder", 0))
vendor("Square", "production access token", "액세스 토큰", lambda: [S("SQUARE_ACCESS_TOKEN", _square())],
       auth=("bearer", "https://connect.squareup.com/v2/locations", 0))
vendor("Braintree", "access token", "액세스 토큰", lambda: [S("BRAINTREE_ACCESS_TOKEN", _braintree())])
vendor("PayPal", "client secret", "클라이언트 시크릿", lambda: [
    P("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))],
    auth=("basic", "https://api-m.paypal.com/v1/oauth2/token", 0, 1))
vendor("Adyen", "API key", "API 키", lambda: [S("ADYEN_API_KEY", _adyen())],
       auth=("hdr", "X-API-Key", "", "https://checkout-test.adyen.com/v71/paymentMethods", 0))
vendor("Plaid", "secret", "시크릿", lambda: [P("PLAID_CLIENT_ID", hexs(24)), S("PLAID_SECRET", hexs(30))])
vendor("Coinbase", "API secret", "API 시크릿", lambda: [S("COINBASE_API_KEY", rs(ALNUM, 16)),
                                                   S("COINBASE_API_SECRET", rs(ALNUM, 32))])
vendor("Binance", "API key and secret", "API 키/시크릿", lambda: [S("BINANCE_API_KEY", rs(ALNUM, 64)),
                                                             S("BINANCE_API_SECRET", rs(ALNUM, 64))])
vendor("Alchemy", "API key", "API 키", lambda: [S("ALCHEMY_API_KEY", rs(B64U, 32))],
       auth=("path", "https://eth-mainnet.g.alchemy.com/v2/«0»"))
vendor("Etherscan", "API key", "API 키", lambda: [S("ETHERSCAN_API_KEY", rs(UALNUM, 34))],
       auth=("query", "apikey", "https://api.etherscan.io/api?module=account&action=balance&address=0x%s" % hexs(40), 0))
vendor("WooCommerce", "REST API keys", "REST API 키", lambda: [S("WC_CONSUMER_KEY", "ck_" + hexs(40)),
                                                           S("WC_CONSUMER_SECRET", "cs_" + hexs(40))],
       auth=("basic", "https://shop.example.com/wp-json/wc/v3/orders", 0, 1))
vendor("Doppler", "service token", "서비스 토큰", lambda: [
    S("DOPPLER_TOKEN", pick(["dp.st.prd." + rs(ALNUM, 40), "dp.pt." + rs(ALNUM, 43)]))],
    cli=["doppler run --token «0» -- npm start"])
vendor("1Password", "service account token", "서비스 계정 토큰", lambda: [
    S("OP_SERVICE_ACCOUNT_TOKEN", _ops_token("sa-ci@" + pick(DOMAINS)))])
vendor("Infisical", "service token", "서비스 토큰", lambda: [
    S("INFISICAL_TOKEN", "st.%s.%s.%s" % (uuid4(), hexs(32), hexs(32)))])
vendor("Bitbucket", "app password", "앱 비밀번호", lambda: [P("BITBUCKET_USER", pick(ORGS) + "-ci"),
                                                       S("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(UHEX, 8))],
       auth=("basic", "https://api.bitbucket.org/2.0/repositories/%s" % pick(ORGS), 0, 1))
vendor("Gitea", "access token", "액세스 토큰", lambda: [S("GITEA_TOKEN", hexs(40))],
       auth=("hdr", "Authorization", "token ", "https://git.internal/api/v1/user/repos", 0))
vendor("Jenkins", "API token", "API 토큰", lambda: [P("JENKINS_USER", "deploy-bot"), S("JENKINS_API_TOKEN", "11" + hexs(32))],
       auth=("basic", "https://jenkins.internal/job/deploy-prod/buildWithParameters", 0, 1))
vendor("Codecov", "upload token", "업로드 토큰", lambda: [S("CODECOV_TOKEN", uuid4())],
       cli=["codecov upload-process -t «0» -f coverage.xml"])
vendor("Cypress Cloud", "record key", "record 키", lambda: [S("CYPRESS_RECORD_KEY", uuid4())],
       cli=["npx cypress run --record --key «0» --parallel"])
vendor("Expo", "access token", "액세스 토큰", lambda: [S("EXPO_TOKEN", rs(B64U, 40))],
       cli=["EXPO_TOKEN=«0» eas build -p ios --non-interactive"])
vendor("Mixpanel", "API secret", "API 시크릿", lambda: [S("MIXPANEL_API_SECRET", hexs(32))])
vendor("Intercom", "access token", "액세스 토큰", lambda: [S("INTERCOM_ACCESS_TOKEN", _intercom())],
       auth=("bearer", "https://api.intercom.io/contacts", 0))
vendor("Zendesk", "API token", "API 토큰", lambda: [P("ZENDESK_EMAIL", "support-bot@" + pick(DOMAINS)),
                                               S("ZENDESK_API_TOKEN", rs(ALNUM, 40))],
       auth=("basic", "https://%s.zendesk.com/api/v2/tickets.json" % pick(ORGS), "«0»/token", 1))
vendor("HubSpot", "private app token", "private app 토큰", lambda: [
    S("HUBSPOT_ACCESS_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()))],
    auth=("bearer", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", 0))
vendor("Salesforce", "access token", "액세스 토큰", lambda: [S("SF_ACCESS_TOKEN", _salesforce())],
       auth=("bearer", "https://%s.my.salesforce.com/services/data/v60.0/sobjects/Account" % pick(ORGS), 0))
vendor("Freshdesk", "API key", "API 키", lambda: [S("FRESHDESK_API_KEY", rs(ALNUM, 20))],
       auth=("basic", "https://%s.freshdesk.com/api/v2/tickets" % pick(ORGS), 0, "X"))
vendor("Mailjet", "API key and secret", "API 키/시크릿", lambda: [P("MJ_APIKEY_PUBLIC", hexs(32)),
                                                             S("MJ_APIKEY_PRIVATE", hexs(32))],
       auth=("basic", "https://api.mailjet.com/v3.1/send", 0, 1))
vendor("Resend", "API key", "API 키", lambda: [S("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24))],
       auth=("bearer", "https://api.resend.com/emails", 0), sdk={"node": "const resend = new Resend('«0»');"})
vendor("Brevo", "API key", "API 키", lambda: [S("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16))],
       auth=("hdr", "api-key", "", "https://api.brevo.com/v3/smtp/email", 0))
vendor("SparkPost", "API key", "API 키", lambda: [S("SPARKPOST_API_KEY", hexs(40))],
       auth=("hdr", "Authorization", "", "https://api.sparkpost.com/api/v1/transmissions", 0))
vendor("Vonage", "API secret", "API 시크릿", lambda: [P("VONAGE_API_KEY", hexs(8)), S("VONAGE_API_SECRET", rs(ALNUM, 16))],
       sdk={"node": "const vonage = new Vonage({ apiKey: '«0»', apiSecret: '«1»' });"})
vendor("Plivo", "auth token", "auth 토큰", lambda: [P("PLIVO_AUTH_ID", "MA" + rs(UALNUM, 18)),
                                                 S("PLIVO_AUTH_TOKEN", rs(ALNUM, 40))],
       auth=("basic", "https://api.plivo.com/v1/Account/«0»/Message/", 0, 1))
vendor("Pusher", "app secret", "앱 시크릿", lambda: [P("PUSHER_APP_ID", _ntok(7)), P("PUSHER_KEY", hexs(20)),
                                                 S("PUSHER_SECRET", hexs(20))],
       sdk={"node": "new Pusher({ appId: '«0»', key: '«1»', secret: '«2»', cluster: 'ap3' })"})
vendor("Ably", "API key", "API 키", lambda: [S("ABLY_API_KEY", _ably())],
       sdk={"node": "const ably = new Ably.Realtime('«0»');"})
vendor("Clerk", "secret key", "시크릿 키", lambda: [S("CLERK_SECRET_KEY", "sk_live_" + rs(ALNUM, 42))],
       auth=("bearer", "https://api.clerk.com/v1/users?limit=10", 0))
vendor("Klaviyo", "private API key", "private API 키", lambda: [S("KLAVIYO_PRIVATE_KEY", "pk_" + hexs(34))],
       auth=("hdr", "Authorization", "Klaviyo-API-Key ", "https://a.klaviyo.com/api/profiles/", 0))
vendor("ClickUp", "personal API token", "개인 토큰", lambda: [
    S("CLICKUP_TOKEN", "pk_%s_%s" % (_ntok(8), rs(UALNUM, 32)))],
    auth=("hdr", "Authorization", "", "https://api.clickup.com/api/v2/team", 0))
vendor("Trello", "API token", "API 토큰", lambda: [P("TRELLO_KEY", hexs(32)), S("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(UHEX, 8))],
       auth=("query", "token", "https://api.trello.com/1/members/me/boards?key=«0»", 1))
vendor("Mattermost", "bot access token", "봇 토큰", lambda: [S("MM_BOT_TOKEN", rs(LALNUM, 26))],
       auth=("bearer", "https://chat.internal/api/v4/posts", 0))
vendor("Spotify", "client secret", "클라이언트 시크릿", lambda: [P("SPOTIFY_CLIENT_ID", hexs(32)),
                                                         S("SPOTIFY_CLIENT_SECRET", hexs(32))])
vendor("MinIO", "access and secret key", "액세스/시크릿 키", lambda: [
    S("MINIO_ACCESS_KEY", rs(UALNUM, 20)), S("MINIO_SECRET_KEY", rs(ALNUM, 40))],
    cli=["mc alias set prod https://minio.internal:9000 «0» «1»"])
vendor("Backblaze B2", "application key", "애플리케이션 키", lambda: [
    S("B2_APPLICATION_KEY_ID", _b2()), S("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "+/", 27))],
    cli=["b2 account authorize «0» «1»"])
vendor("Alibaba Cloud", "AccessKey pair", "AccessKey", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20)),
                                                             S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30))])
vendor("Tencent Cloud", "SecretId/SecretKey", "SecretId/SecretKey", lambda: [
    S("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32)), S("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32))])
vendor("Naver Cloud", "access key and secret key", "Access Key/Secret Key", lambda: [
    S("NCLOUD_ACCESS_KEY", rs(ALNUM, 20)), S("NCLOUD_SECRET_KEY", rs(ALNUM, 40))])
vendor("Kakao", "Admin key", "어드민 키", lambda: [S("KAKAO_ADMIN_KEY", hexs(32))],
       auth=("hdr", "Authorization", "KakaoAK ", "https://kapi.kakao.com/v1/user/ids", 0))
vendor("Naver Developers", "client secret", "Client Secret", lambda: [
    P("NAVER_CLIENT_ID", rs(ALNUM, 20)), S("NAVER_CLIENT_SECRET", rs(ALNUM, 10))],
    auth=("hdr", "X-Naver-Client-Secret", "", "https://openapi.naver.com/v1/search/blog.json?query=test", 1))
vendor("Toss Payments", "secret key", "시크릿 키", lambda: [S("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(ALNUM, 24))],
       auth=("basic", "https://api.tosspayments.com/v1/payments/confirm", 0, ""))
vendor("PortOne", "API secret", "API 시크릿", lambda: [S("PORTONE_API_SECRET", rs(ALNUM, 80))])
vendor("Oracle Cloud", "auth token", "auth 토큰", lambda: [S("OCI_AUTH_TOKEN", pw_generated(20, "+(;.)]#_"))])
vendor("IBM Cloud", "API key", "API 키", lambda: [S("IBMCLOUD_API_KEY", rs(B64U, 44))], cli=["ibmcloud login --apikey «0» -r us-south"])
vendor("Linode", "personal access token", "토큰", lambda: [S("LINODE_TOKEN", hexs(64))],
       auth=("bearer", "https://api.linode.com/v4/linode/instances", 0))
vendor("Vultr", "API key", "API 키", lambda: [S("VULTR_API_KEY", rs(UALNUM, 36))],
       auth=("bearer", "https://api.vultr.com/v2/instances", 0))
vendor("Hetzner Cloud", "API token", "API 토큰", lambda: [S("HCLOUD_TOKEN", rs(ALNUM, 64))],
       auth=("bearer", "https://api.hetzner.cloud/v1/servers", 0))
vendor("Scaleway", "API key", "API 키", lambda: [S("SCW_ACCESS_KEY", "SCW" + rs(UALNUM, 17)), S("SCW_SECRET_KEY", _scw_secret())])
vendor("OVHcloud", "application secret", "애플리케이션 시크릿", lambda: [
    P("OVH_APPLICATION_KEY", rs(ALNUM, 16)), S("OVH_APPLICATION_SECRET", rs(ALNUM, 32)), S("OVH_CONSUMER_KEY", rs(ALNUM, 32))])
vendor("Fastly", "API token", "API 토큰", lambda: [S("FASTLY_API_TOKEN", rs(B64U, 32))],
       auth=("hdr", "Fastly-Key", "", "https://api.fastly.com/service", 0))
vendor("Akamai", "EdgeGrid credentials", "EdgeGrid 자격 증명", lambda: [
    P("host", "akab-%s-%s.luna.akamaiapis.net" % (rs(LALNUM, 16), rs(LALNUM, 16))),
    S("client_secret", b64(rb(32))), S("access_token", "akab-%s-%s" % (rs(LALNUM, 16), rs(LALNUM, 16))),
    S("client_token", "akab-%s-%s" % (rs(LALNUM, 16), rs(LALNUM, 16)))])
vendor("LaunchDarkly", "server-side SDK key", "서버 SDK 키", lambda: [S("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())],
       sdk={"node": "const ld = LaunchDarkly.init('«0»');", "python": 'ldclient.set_config(Config("«0»"))'})
vendor("Statsig", "server secret key", "서버 시크릿 키", lambda: [S("STATSIG_SERVER_SECRET", "secret-" + rs(ALNUM, 43))],
       sdk={"node": "await Statsig.initialize('«0»');"})
vendor("PostHog", "personal API key", "개인 API 키", lambda: [S("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(ALNUM, 47))],
       auth=("bearer", "https://us.posthog.com/api/projects/", 0))
vendor("Rollbar", "post_server_item token", "서버 토큰", lambda: [S("ROLLBAR_ACCESS_TOKEN", hexs(32))],
       auth=("hdr", "X-Rollbar-Access-Token", "", "https://api.rollbar.com/api/1/item/", 0))
vendor("Better Stack", "source token", "소스 토큰", lambda: [S("LOGTAIL_SOURCE_TOKEN", rs(ALNUM, 24))],
       auth=("bearer", "https://in.logs.betterstack.com", 0))
vendor("Splunk", "HEC token", "HEC 토큰", lambda: [S("SPLUNK_HEC_TOKEN", uuid4())],
       auth=("hdr", "Authorization", "Splunk ", "https://splunk.internal:8088/services/collector/event", 0))
vendor("Dynatrace", "API token", "API 토큰", lambda: [S("DT_API_TOKEN", "dt0c01." + rs(UALNUM, 24) + "." + rs(UALNUM, 64))],
       auth=("hdr", "Authorization", "Api-Token ", "https://abc12345.live.dynatrace.com/api/v2/metrics", 0))
vendor("Elastic", "API key", "API 키", lambda: [S("ELASTIC_API_KEY", _elastic_api_key())],
       auth=("hdr", "Authorization", "ApiKey ", "https://es.internal:9200/_cat/indices?v", 0))
vendor("Harness", "personal access token", "PAT", lambda: [S("HARNESS_PLATFORM_API_KEY", _harness())],
       auth=("hdr", "x-api-key", "", "https://app.harness.io/ng/api/user/currentUser", 0))
vendor("Octopus Deploy", "API key", "API 키", lambda: [S("OCTOPUS_API_KEY", "API-" + rs(UALNUM, 26))],
       auth=("hdr", "X-Octopus-ApiKey", "", "https://octopus.internal/api/projects", 0))
vendor("Kaggle", "API key", "API 키", lambda: [P("KAGGLE_USERNAME", pick(ORGS) + "ml"), S("KAGGLE_KEY", hexs(32))])
vendor("Databricks", "personal access token", "PAT", lambda: [
    P("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (hexs(8), hexs(4))),
    S("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]))],
    auth=("bearer", "«0»/api/2.1/jobs/list", 1))
vendor("dbt Cloud", "service token", "서비스 토큰", lambda: [S("DBT_CLOUD_API_TOKEN", "dbtc_" + rs(B64U, 56))],
       auth=("hdr", "Authorization", "Token ", "https://cloud.getdbt.com/api/v2/accounts/", 0))
vendor("Confluent Cloud", "API key and secret", "API 키/시크릿", lambda: [
    S("CONFLUENT_API_KEY", rs(UALNUM, 16)), S("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64))])
vendor("Upstash", "REST token", "REST 토큰", lambda: [
    P("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (pick(["apt", "fine", "joint", "vital"]), pick(["lark", "cod", "mole"]), _ntok(5))),
    S("UPSTASH_REDIS_REST_TOKEN", _upstash())])
vendor("PlanetScale", "service token", "서비스 토큰", lambda: [P("PLANETSCALE_SERVICE_TOKEN_ID", rs(LALNUM, 12)),
                                                          S("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43))])
vendor("Neon", "API key", "API 키", lambda: [S("NEON_API_KEY", "napi_" + rs(LALNUM, 64))],
       auth=("bearer", "https://console.neon.tech/api/v2/projects", 0))
vendor("Turso", "database auth token", "DB 토큰", lambda: [
    P("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (pick(DBNAMES), pick(ORGS))), S("TURSO_AUTH_TOKEN", _turso())])
vendor("Shippo", "live API token", "API 토큰", lambda: [S("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40))],
       auth=("hdr", "Authorization", "ShippoToken ", "https://api.goshippo.com/shipments/", 0))
vendor("EasyPost", "production API key", "API 키", lambda: [S("EASYPOST_API_KEY", "EZAK" + hexs(54))])
vendor("Lob", "live API key", "API 키", lambda: [S("LOB_API_KEY", "live_" + hexs(35))],
       auth=("basic", "https://api.lob.com/v1/addresses", 0, ""))
vendor("Mollie", "live API key", "API 키", lambda: [S("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30))],
       auth=("bearer", "https://api.mollie.com/v2/payments", 0))
vendor("Paystack", "secret key", "시크릿 키", lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40))],
       auth=("bearer", "https://api.paystack.co/transaction/verify/ref_2281", 0))
vendor("Flutterwave", "secret key", "시크릿 키", lambda: [S("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X")],
       auth=("bearer", "https://api.flutterwave.com/v3/transactions", 0))
vendor("Duffel", "live access token", "액세스 토큰", lambda: [S("DUFFEL_ACCESS_TOKEN", "duffel_live_" + rs(B64U, 43))],
       auth=("bearer", "https://api.duffel.com/air/offer_requests", 0))
vendor("Mux", "access token secret", "토큰 시크릿", lambda: [P("MUX_TOKEN_ID", uuid4()),
                                                        S("MUX_TOKEN_SECRET", rs(B64, 75))],
       auth=("basic", "https://api.mux.com/video/v1/assets", 0, 1))
vendor("Typeform", "personal access token", "개인 토큰", lambda: [S("TYPEFORM_TOKEN", "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14))],
       auth=("bearer", "https://api.typeform.com/forms", 0))
vendor("Adafruit IO", "key", "키", lambda: [P("AIO_USERNAME", pick(ORGS) + "lab"), S("AIO_KEY", "aio_" + rs(ALNUM, 28))])
vendor("BrowserStack", "access key", "액세스 키", lambda: [P("BROWSERSTACK_USERNAME", pick(ORGS) + "_" + rs(ALNUM, 6)),
                                                      S("BROWSERSTACK_ACCESS_KEY", rs(ALNUM, 20))])
vendor("Sauce Labs", "access key", "액세스 키", lambda: [P("SAUCE_USERNAME", "qa-" + pick(ORGS)), S("SAUCE_ACCESS_KEY", uuid4())])
vendor("ReadMe", "API key", "API 키", lambda: [S("README_API_KEY", "rdme_" + hexs(70))], cli=["rdme openapi openapi.yaml --key=«0»"])
vendor("Prefect Cloud", "API key", "API 키", lambda: [S("PREFECT_API_KEY", "pnu_" + rs(ALNUM, 36))],
       cli=["prefect cloud login -k «0» --workspace %s/default" % pick(ORGS)])
vendor("Modal", "token id and secret", "토큰 ID/시크릿", lambda: [S("MODAL_TOKEN_ID", "ak-" + rs(ALNUM, 22)),
                                                              S("MODAL_TOKEN_SECRET", "as-" + rs(ALNUM, 22))],
       cli=["modal token set --token-id «0» --token-secret «1»"])
vendor("Sourcegraph", "access token", "액세스 토큰", lambda: [S("SRC_ACCESS_TOKEN", "sgp_" + hexs(16) + "_" + hexs(40))],
       auth=("hdr", "Authorization", "token ", "https://sourcegraph.internal/.api/graphql", 0))
vendor("Quay.io", "robot token", "로봇 토큰", lambda: [P("QUAY_USER", pick(ORGS) + "+ci_push"), S("QUAY_TOKEN", rs(UALNUM, 64))],
       cli=["docker login quay.io -u «0» -p «1»"])
vendor("RubyGems", "API key", "API 키", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hexs(48))])
vendor("NuGet", "API key", "API 키", lambda: [S("NUGET_API_KEY", "oy2" + rs(LALNUM, 43))],
       cli=["dotnet nuget push bin/Release/*.nupkg --api-key «0» --source https://api.nuget.org/v3/index.json"])
vendor("crates.io", "API token", "API 토큰", lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + rs(ALNUM, 32))],
       cli=["cargo login «0»"])
vendor("Cloudinary", "API secret", "API 시크릿", lambda: [P("CLOUDINARY_API_KEY", _ntok(15)),
                                                     S("CLOUDINARY_API_SECRET", rs(B64U, 27))])
vendor("MongoDB Atlas", "API private key", "API private 키", lambda: [
    P("MONGODB_ATLAS_PUBLIC_KEY", rs(LOWER, 8)), S("MONGODB_ATLAS_PRIVATE_KEY", uuid4())],
    cli=["atlas config set private_api_key «1»"])
vendor("Shodan", "API key", "API 키", lambda: [S("SHODAN_API_KEY", rs(ALNUM, 32))], cli=["shodan init «0»"])
vendor("VirusTotal", "API key", "API 키", lambda: [S("VT_API_KEY", hexs(64))],
       auth=("hdr", "x-apikey", "", "https://www.virustotal.com/api/v3/files/%s" % hexs(64), 0))
vendor("OpenWeatherMap", "API key", "API 키", lambda: [S("OWM_API_KEY", hexs(32))],
       auth=("query", "appid", "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric", 0))
vendor("ngrok", "authtoken", "authtoken", lambda: [S("NGROK_AUTHTOKEN", _ngrok())], cli=["ngrok config add-authtoken «0»"])
vendor("Tailscale", "auth key", "auth 키", lambda: [S("TS_AUTHKEY", _tailscale())],
       cli=["tailscale up --authkey=«0» --hostname=build-runner-%d" % rint(1, 9)])
vendor("Razorpay", "key secret", "key secret", lambda: [P("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14)),
                                                     S("RAZORPAY_KEY_SECRET", rs(ALNUM, 24))],
       auth=("basic", "https://api.razorpay.com/v1/orders", 0, 1))
vendor("Particle", "access token", "액세스 토큰", lambda: [S("PARTICLE_ACCESS_TOKEN", hexs(40))],
       auth=("bearer", "https://api.particle.io/v1/devices", 0))
vendor("HERE", "API key", "API 키", lambda: [S("HERE_API_KEY", rs(B64U, 43))],
       auth=("query", "apiKey", "https://geocode.search.hereapi.com/v1/geocode?q=Seoul+Station", 0))
vendor("Bitwarden", "client secret", "client secret", lambda: [
    P("BW_CLIENTID", "user." + uuid4()), S("BW_CLIENTSECRET", rs(ALNUM, 30))])
vendor("Yandex Cloud", "API key", "API 키", lambda: [S("YC_API_KEY", "AQVN" + rs(B64U, 36))],
       auth=("hdr", "Authorization", "Api-Key ", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", 0))
vendor("Zoho", "refresh token", "리프레시 토큰", lambda: [P("ZOHO_CLIENT_ID", "1000." + rs(UALNUM, 30)),
                                                    S("ZOHO_REFRESH_TOKEN", _zoho())])
vendor("Trigger.dev", "secret key", "시크릿 키", lambda: [S("TRIGGER_SECRET_KEY", "tr_prod_" + rs(ALNUM, 20))])
vendor("Inngest", "signing key", "signing 키", lambda: [S("INNGEST_SIGNING_KEY", "signkey-prod-" + hexs(64))])
vendor("Zoom", "Server-to-Server OAuth secret", "S2S OAuth 시크릿", lambda: [
    P("ZOOM_ACCOUNT_ID", rs(B64U, 22)), P("ZOOM_CLIENT_ID", rs(ALNUM, 22)), S("ZOOM_CLIENT_SECRET", rs(ALNUM, 32))],
    auth=("basic", "https://zoom.us/oauth/token?grant_type=account_credentials&account_id=«0»", 1, 2))
vendor("Box", "developer token", "개발자 토큰", lambda: [S("BOX_DEVELOPER_TOKEN", rs(ALNUM, 32))],
       auth=("bearer", "https://api.box.com/2.0/folders/0/items", 0))
vendor("Mapbox (uploads)", "uploads token", "업로드 토큰", lambda: [S("MAPBOX_UPLOAD_TOKEN", _mapbox("sk", pick(ORGS)))],
       auth=("query", "access_token", "https://api.mapbox.com/uploads/v1/acme/credentials", 0))
vendor("Infura", "API key secret", "API 키 시크릿", lambda: [P("INFURA_API_KEY", hexs(32)), S("INFURA_API_KEY_SECRET", hexs(32))],
       auth=("basic", "https://mainnet.infura.io/v3/«0»", 0, 1))
vendor("Firebase", "database secret", "DB 시크릿", lambda: [S("FIREBASE_DB_SECRET", rs(ALNUM, 40))],
       auth=("query", "auth", "https://%s-default-rtdb.firebaseio.com/users.json" % pick(ORGS), 0))
vendor("Hasura", "admin secret", "어드민 시크릿", lambda: [S("HASURA_GRAPHQL_ADMIN_SECRET", pw_alnum(rint(24, 40)))],
       auth=("hdr", "x-hasura-admin-secret", "", "https://hasura.internal/v1/graphql", 0))
vendor("Meilisearch", "master key", "마스터 키", lambda: [S("MEILI_MASTER_KEY", rs(B64U, 32))],
       auth=("bearer", "http://localhost:7700/keys", 0))
vendor("Honeycomb", "API key", "API 키", lambda: [S("HONEYCOMB_API_KEY", rs(ALNUM, 22))],
       auth=("hdr", "X-Honeycomb-Team", "", "https://api.honeycomb.io/1/auth", 0))
vendor("Lemon Squeezy", "API key", "API 키", lambda: [S("LEMONSQUEEZY_API_KEY", jwt(
    {"typ": "JWT", "alg": "HS256"}, {"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": hexs(64)[:64], "iat": ts_recent(),
                                     "sub": _ntok(6), "scopes": []}, 32))])


# ---------------------------------------------------------------- rendering of credentials into containers
CUR = {"svc": SERVICES[0]}  # the service the current note is about (keeps snippet and prose consistent)

def fill(tpl, ctx):
    def rep(m):
        k = m.group(1)
        if k not in ctx:
            raise KeyError("template key %r missing" % k)
        return str(ctx[k])
    return re.sub(r"«(\w+)»", rep, tpl)


def cred_secrets(creds):
    out = []
    for env, val, sec in creds:
        if sec is True:
            out.append(val)
        elif sec:
            out.append(sec)
    return out


def vals_ctx(creds):
    return {str(i): c[1] for i, c in enumerate(creds)}


def cfg_key(env, camel=False):
    e = env.lower()
    parts = e.split("_")
    if len(parts) >= 3 or (len(parts) == 2 and parts[0] in ("hf", "ts", "dd", "aio", "co", "cf", "mm", "wc", "bw", "yc")):
        parts = parts[1:]
    if camel:
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    return "_".join(parts)


def slug(vname):
    return re.sub(r"[^a-z0-9]+", "_", vname.lower()).strip("_").split("_")[0]


def q(v):
    return '"%s"' % v


EXTRA_ENV = [("NODE_ENV", "production"), ("LOG_LEVEL", "debug"), ("PORT", "8080"), ("DATABASE_POOL_SIZE", "10"),
             ("APP_ENV", "staging"), ("TZ", "Asia/Seoul"), ("FEATURE_NEW_CHECKOUT", "true"),
             ("SENTRY_ENVIRONMENT", "staging"), ("REDIS_HOST", "redis.internal"), ("HTTP_TIMEOUT_MS", "15000")]


def extras(k):
    return sample(EXTRA_ENV, k)


def c_dotenv(v, creds):
    lines = []
    ex = extras(rint(0, 3))
    for e, val in ex[:1]:
        lines.append("%s=%s" % (e, val))
    for env, val, sec in creds:
        lines.append("%s=%s" % (env, q(val) if chance(0.3) else val))
    for e, val in ex[1:]:
        lines.append("%s=%s" % (e, val))
    f = pick([".env", ".env.local", ".env.production", "apps/api/.env", ".env.staging", "docker/.env", ".env.development.local"])
    return "\n".join(lines), "file", f, "dotenv"


def c_export(v, creds):
    lines = ["export %s=%s" % (env, q(val) if chance(0.5) else val) for env, val, s in creds]
    f = pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "~/.bash_profile", "bin/setup-local.sh"])
    return "\n".join(lines), "file", f, "shell export"


def c_docker_run(v, creds):
    envs = " ".join("-e %s=%s" % (e, val) for e, val, s in creds)
    img = "ghcr.io/%s/%s:%s" % (pick(ORGS), CUR["svc"], pick(["1.4.2", "latest", "sha-" + hexs(7), "2025.11.3"]))
    return "docker run --rm %s -p 8080:8080 %s" % (envs, img), "cmd", None, "docker run -e"


def c_dockerfile(v, creds):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23 AS build"])
    kw = pick(["ENV", "ARG"])
    lines = ["FROM " + base, "WORKDIR /app"] + ["%s %s=%s" % (kw, e, val) for e, val, s in creds] + ["COPY . .", pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "RUN go build -o /out/app ./cmd/app"])]
    return "\n".join(lines), "file", pick(["Dockerfile", "docker/Dockerfile.dev", "services/%s/Dockerfile" % CUR["svc"]]), "Dockerfile " + kw


def c_compose(v, creds):
    svc = CUR["svc"]
    body = "\n".join("      %s: %s" % (e, q(val) if chance(0.5) else val) for e, val, s in creds)
    snip = "services:\n  %s:\n    image: %s:dev\n    environment:\n%s" % (svc, svc, body)
    return snip, "file", pick(["docker-compose.yml", "docker-compose.override.yml", "compose.dev.yaml"]), "docker-compose environment"


def c_k8s_secret(v, creds):
    name = "%s-%s" % (slug(v["name"]), pick(["credentials", "api", "secrets", "keys"]))
    body = "\n".join("  %s: %s" % (e, q(val)) for e, val, s in creds)
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
        name, pick(["default", "payments", "platform", "staging"]), body)
    return snip, "file", pick(["k8s/base/%s.yaml" % name, "deploy/secret.yaml", "manifests/staging/%s.yaml" % name]), "k8s Secret stringData"


def c_k8s_env(v, creds):
    body = "\n".join('            - name: %s\n              value: "%s"' % (e, val) for e, val, s in creds)
    snip = "      containers:\n        - name: %s\n          image: %s\n          env:\n%s" % (
        CUR["svc"], "registry.internal/app:" + pick(["v2.3.1", "main-" + hexs(7)]), body)
    return snip, "file", pick(["k8s/deployment.yaml", "helm/templates/deployment.yaml", "deploy/prod/app.yaml"]), "k8s Deployment env value"


def c_gha(v, creds):
    body = "\n".join("      %s: %s" % (e, val) for e, val, s in creds)
    snip = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % body
    return snip, "file", ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "e2e", "ci"]), "GitHub Actions env literal"


def c_gitlab(v, creds):
    body = "\n".join("  %s: %s" % (e, q(val)) for e, val, s in creds)
    snip = "variables:\n%s\n\n%s:\n  stage: %s\n  script:\n    - %s" % (
        body, pick(["deploy_staging", "integration", "publish"]), pick(["deploy", "test"]), pick(["make deploy", "./scripts/publish.sh", "npm run test:integration"]))
    return snip, "file", ".gitlab-ci.yml", "GitLab CI variables"


def c_json(v, creds):
    inner = ",\n".join('    "%s": "%s"' % (cfg_key(e, True), val) for e, val, s in creds)
    snip = '{\n  "%s": {\n%s\n  }\n}' % (pick([slug(v["name"]), v["name"].split()[0]]), inner)
    return snip, "file", pick(["appsettings.Development.json", "config/default.json", "config/local.json", "secrets.json", "src/config/%s.json" % slug(v["name"])]), "JSON config"


def c_yaml(v, creds):
    inner = "\n".join("  %s: %s" % (cfg_key(e), q(val) if chance(0.5) else val) for e, val, s in creds)
    snip = "%s:\n%s\n  timeout: %ds" % (slug(v["name"]), inner, rint(5, 30))
    return snip, "file", pick(["config/application.yml", "config/settings.yaml", "conf/%s.yaml" % CUR["svc"], "values.dev.yaml"]), "YAML config"


def c_toml(v, creds):
    inner = "\n".join('%s = "%s"' % (cfg_key(e), val) for e, val, s in creds)
    snip = "[%s]\n%s" % (slug(v["name"]), inner)
    return snip, "file", pick([".streamlit/secrets.toml", "config.toml", "settings/local.toml", "wrangler.toml"]), "TOML"


def c_ini(v, creds):
    inner = "\n".join("%s = %s" % (cfg_key(e), val) for e, val, s in creds)
    snip = "[%s]\n%s" % (slug(v["name"]), inner)
    return snip, "file", pick(["settings.ini", "config/app.cfg", "tox.ini", "conf/integrations.ini"]), "INI"


def c_xml(v, creds):
    if chance(0.5):
        inner = "\n".join('    <add key="%s%s" value="%s" />' % (v["name"].split()[0].replace(".", ""), cfg_key(e, True)[0].upper() + cfg_key(e, True)[1:], val) for e, val, s in creds)
        return "<appSettings>\n%s\n</appSettings>" % inner, "file", pick(["Web.config", "App.config", "src/Api/Web.Release.config"]), "XML appSettings"
    inner = "\n".join("    <%s>%s</%s>" % (cfg_key(e, True), val, cfg_key(e, True)) for e, val, s in creds)
    return "<%s>\n%s\n</%s>" % (slug(v["name"]), inner, slug(v["name"])), "file", pick(["conf/integrations.xml", "src/main/resources/%s.xml" % slug(v["name"])]), "XML element"


def c_properties(v, creds):
    inner = "\n".join("%s.%s=%s" % (slug(v["name"]), cfg_key(e).replace("_", "-"), val) for e, val, s in creds)
    return inner, "file", pick(["src/main/resources/application.properties", "application-local.properties", "gradle.properties", "config/app.properties"]), "Java properties"


def c_terraform(v, creds):
    if chance(0.5):
        inner = "\n".join('%s = "%s"' % (cfg_key(e), val) for e, val, s in creds)
        return inner, "file", pick(["terraform.tfvars", "envs/prod/terraform.tfvars", "live/staging/secrets.auto.tfvars"]), "Terraform tfvars"
    inner = "\n".join('  %s = "%s"' % (cfg_key(e), val) for e, val, s in creds)
    return 'provider "%s" {\n%s\n}' % (slug(v["name"]), inner), "file", pick(["main.tf", "providers.tf", "modules/%s/provider.tf" % slug(v["name"])]), "Terraform provider block"


def auth_parts(v, creds):
    """returns (curl_args, header_line_or_None, url, secrets_as_written)"""
    a = v["auth"]
    ctx = vals_ctx(creds)
    kind = a[0]
    if kind == "bearer":
        tok = creds[a[2]][1]
        return '-H "Authorization: Bearer %s"' % tok, "Authorization: Bearer " + tok, fill(a[1], ctx), [tok]
    if kind == "hdr":
        tok = creds[a[4]][1]
        h = "%s: %s%s" % (a[1], a[2], tok)
        return '-H "%s"' % h, h, fill(a[3], ctx), [tok]
    if kind == "basic":
        u = creds[a[2]][1] if isinstance(a[2], int) else fill(a[2], ctx)
        p = creds[a[3]][1] if isinstance(a[3], int) else fill(a[3], ctx)
        secs = [c[1] for i, c in enumerate(creds) if c[2] is True and i in (a[2], a[3])]
        if chance(0.5):
            blob = b64(("%s:%s" % (u, p)).encode())
            h = "Authorization: Basic " + blob
            return '-H "%s"' % h, h, fill(a[1], ctx), [blob]
        return '-u "%s:%s"' % (u, p), None, fill(a[1], ctx), secs
    if kind == "query":
        tok = creds[a[3]][1]
        url = fill(a[2], ctx)
        url = url + ("&" if "?" in url else "?") + a[1] + "=" + tok
        return "", None, url, [tok]
    if kind == "path":
        return "", None, fill(a[1], ctx), cred_secrets(creds)[:1]
    raise ValueError(kind)


def c_curl(v, creds):
    if not v["auth"]:
        return None
    args, hdr, url, secs = auth_parts(v, creds)
    method = pick(["", "", "-X POST ", "-sS ", "-i "])
    snip = ("curl %s%s '%s'" % (method, args + " " if args else "", url)).replace("  ", " ")
    if "POST" in method and chance(0.6):
        snip += " \\\n  -H 'Content-Type: application/json' -d '{\"limit\": 10}'"
    return snip, "cmd", None, "curl " + ("header" if hdr else ("-u" if "-u" in args else "URL")), secs


def c_httpfile(v, creds):
    if not v["auth"]:
        return None
    args, hdr, url, secs = auth_parts(v, creds)
    if not hdr:
        return c_curl(v, creds)
    snip = "### %s\nGET %s\n%s\nAccept: application/json" % (pick(["list", "smoke test", "check auth", "debug 401"]), url, hdr)
    return snip, "file", pick(["requests/%s.http" % slug(v["name"]), "api.http", "scratch.http"]), ".http request file", secs


GENERIC_SDK = {
    "python": 'resp = requests.get(\n    "«url»",\n    headers={«hpy»},\n    timeout=10,\n)',
    "node": "const res = await fetch('«url»', {\n  headers: { «hjs» },\n});",
    "go": 'req, _ := http.NewRequest("GET", "«url»", nil)\nreq.Header.Set("«hname»", "«hval»")',
    "java": 'HttpRequest req = HttpRequest.newBuilder(URI.create("«url»"))\n    .header("«hname»", "«hval»")\n    .build();',
    "csharp": 'client.DefaultRequestHeaders.Add("«hname»", "«hval»");\nvar resp = await client.GetAsync("«url»");',
    "ruby": 'req = Net::HTTP::Get.new(URI("«url»"))\nreq["«hname»"] = "«hval»"',
    "php": "curl_setopt($ch, CURLOPT_HTTPHEADER, ['«hname»: «hval»']);",
    "kotlin": 'val request = Request.Builder().url("«url»")\n    .addHeader("«hname»", "«hval»").build()',
    "rust": 'let res = client.get("«url»")\n    .header("«hname»", "«hval»")\n    .send().await?;',
}
LANG_FILE = {"python": ["app/clients.py", "scripts/sync.py", "notebooks/explore.ipynb", "tasks.py"],
             "node": ["src/lib/client.ts", "scripts/backfill.mjs", "server/index.js", "lib/api.ts"],
             "go": ["internal/client/client.go", "cmd/sync/main.go"], "java": ["src/main/java/com/acme/ApiClient.java"],
             "csharp": ["Services/ApiClient.cs", "Program.cs"], "ruby": ["lib/tasks/sync.rake", "app/services/api_client.rb"],
             "php": ["app/Services/ApiClient.php", "wp-content/plugins/sync/sync.php"], "kotlin": ["app/src/main/java/com/acme/Api.kt"],
             "rust": ["src/client.rs"]}


def c_sdk(v, creds):
    ctx = vals_ctx(creds)
    if v["sdk"] and (chance(0.75) or not v["auth"]):
        lang = pick(list(v["sdk"]))
        snip = fill(v["sdk"][lang], ctx)
        return snip, "code", pick(LANG_FILE[lang]), "SDK constructor (%s)" % lang, None
    if not v["auth"]:
        return None
    args, hdr, url, secs = auth_parts(v, creds)
    if not hdr:
        return None
    hname, hval = hdr.split(": ", 1)
    lang = pick(list(GENERIC_SDK))
    c = {"url": url, "hname": hname, "hval": hval,
         "hpy": '"%s": "%s"' % (hname, hval), "hjs": "'%s': '%s'" % (hname, hval)}
    return fill(GENERIC_SDK[lang], c), "code", pick(LANG_FILE[lang]), "HTTP client header (%s)" % lang, secs


def c_cli(v, creds):
    if not v["cli"]:
        return None
    return fill(pick(v["cli"]), vals_ctx(creds)), "cmd", None, "vendor CLI"


def c_powershell(v, creds):
    if chance(0.5):
        lines = ['$env:%s = "%s"' % (e, val) for e, val, s in creds]
        cat = "PowerShell $env:"
    else:
        lines = ['setx %s "%s"' % (e, val) for e, val, s in creds]
        cat = "Windows setx"
    return "\n".join(lines), "cmd", None, cat


def c_notebook(v, creds):
    if chance(0.5):
        lines = ["%%env %s=%s" % (e, val) for e, val, s in creds]
    else:
        lines = ["import os"] + ['os.environ["%s"] = "%s"' % (e, val) for e, val, s in creds]
    return "\n".join(lines), "code", pick(["notebooks/eval.ipynb", "analysis/Untitled3.ipynb", "colab/finetune.ipynb"]), "notebook cell"


def c_secretset(v, creds):
    env, val, sec = [c for c in creds if c[2]][0]
    app = CUR["svc"]
    forms = ['gh secret set %s --body "%s" --repo %s/%s' % (env, val, pick(ORGS), pick(REPOS)),
             "fly secrets set %s=%s -a %s" % (env, val, app),
             "heroku config:set %s=%s -a %s" % (env, val, app),
             "kubectl -n %s create secret generic %s --from-literal=%s='%s'" % (pick(["prod", "staging", "default"]), app, cfg_key(env).replace("_", "-"), val),
             "aws ssm put-parameter --name /%s/%s/%s --type SecureString --value '%s' --overwrite" % (pick(["prod", "staging"]), app, cfg_key(env), val),
             "doppler secrets set %s='%s' --project %s --config prd" % (env, val, app),
             "railway variables --set '%s=%s'" % (env, val),
             "vercel env add %s production <<< '%s'" % (env, val)]
    return pick(forms), "cmd", None, "secret-store CLI with literal value", [val]


def c_log(v, creds):
    if v["auth"] and chance(0.6):
        args, hdr, url, secs = auth_parts(v, creds)
        t = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
        if hdr:
            snip = ("%s DEBUG http.client send: GET %s\n%s DEBUG http.client header: %s\n%s WARN  upstream responded 401 in %dms"
                    % (t, url, t, hdr, t, rint(40, 900)))
            return snip, "log", None, "debug log with auth header", secs
        if any(s in url for s in secs):
            snip = "%s INFO  GET %s -> %d (%dms)" % (t, url, pick([200, 401, 429, 500]), rint(40, 900))
            return snip, "log", None, "access log line with URL", secs
    lines = ["%s=%s" % (e, val) for e, val, s in creds]
    lines = sorted(lines + ["HOME=/home/runner", "HOSTNAME=%s-%s" % (CUR["svc"], rs(LALNUM, 5)), "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"])
    return "$ printenv | sort\n" + "\n".join(lines), "log_env", None, "printenv dump"


def c_trace(v, creds):
    if v["auth"]:
        args, hdr, url, secs = auth_parts(v, creds)
        if hdr is None and not any(s in url for s in secs):
            return None
        if hdr is None:
            snip = ("Traceback (most recent call last):\n  File \"%s\", line %d, in sync\n    resp.raise_for_status()\n"
                    "requests.exceptions.HTTPError: %d Client Error: %s for url: %s"
                    % (pick(LANG_FILE["python"]), rint(20, 300), pick([401, 403, 429]), pick(["Unauthorized", "Forbidden", "Too Many Requests"]), url))
            return snip, "log_err", None, "Python traceback with URL", secs
        hname, hval = hdr.split(": ", 1)
        snip = ("ERROR sync failed: %s\n  request: GET %s\n  headers: {'User-Agent': 'python-requests/2.32.3', '%s': '%s', 'Accept': '*/*'}"
                % (pick(["401 Unauthorized", "ReadTimeout(read timeout=10)", "429 Too Many Requests"]), url, hname, hval))
        return snip, "log_err", None, "error log with request headers", secs
    env, val, s = [c for c in creds if c[2]][-1]
    snip = ("Traceback (most recent call last):\n  File \"app/settings.py\", line %d, in <module>\n    client = init(%s)\n"
            "ValueError: invalid config: {'%s': '%s', 'retries': 3}" % (rint(10, 90), cfg_key(env), cfg_key(env), val))
    return snip, "log_err", None, "exception message with config dict"


def c_diff(v, creds):
    env, val, sec = [c for c in creds if c[2]][0]
    f = pick(["src/config.ts", "app/settings.py", "config/app.yml", "lib/client.rb", "internal/config/config.go"])
    if f.endswith(".ts"):
        old, new = "  %s: '%s'," % (cfg_key(env, True), val), "  %s: process.env.%s!," % (cfg_key(env, True), env)
    elif f.endswith(".py"):
        old, new = '%s = "%s"' % (env, val), '%s = os.environ["%s"]' % (env, env)
    elif f.endswith(".yml"):
        old, new = "  %s: %s" % (cfg_key(env), val), "  %s: ${%s}" % (cfg_key(env), env)
    elif f.endswith(".rb"):
        old, new = "  %s = '%s'" % (cfg_key(env), val), "  %s = ENV.fetch('%s')" % (cfg_key(env), env)
    else:
        old, new = '\t%s: "%s",' % (cfg_key(env, True).capitalize(), val), '\t%s: os.Getenv("%s"),' % (cfg_key(env, True).capitalize(), env)
    if chance(0.5):
        old, new = new, old
    snip = "--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n-%s\n+%s" % (f, f, rint(3, 80), rint(3, 80), old, new)
    return snip, "diff", f, "git diff", [val]


def c_chat(v, creds):
    who = pick(PEOPLE_EN)
    env, val, sec = [c for c in creds if c[2]][0]
    msg = pick(["here's the %s one, don't share it: %s" % (v["label"], val), "use this for now -> %s" % val,
                "%s=%s (old one got revoked)" % (env, val), "try %s, it worked for me this morning" % val])
    t = "%d:%02d" % (rint(9, 18), rint(0, 59))
    snip = "[%s] %s: %s\n[%s] %s: thx" % (t, who, msg, t, pick([p for p in PEOPLE_EN if p != who]))
    return snip, "chat", None, "chat paste", [val]


def c_table(v, creds):
    rows = ["| variable | value | where |", "|---|---|---|"]
    for e, val, s in creds:
        rows.append("| %s | %s | %s |" % (e, val, pick(["Vercel", "GitHub secrets", "1Password", "k8s secret", ".env"])))
    rows.append("| LOG_LEVEL | info | default |")
    return "\n".join(rows), "table", None, "markdown table"


def c_cron(v, creds):
    envs = " ".join("%s=%s" % (e, val) for e, val, s in creds)
    return "*/%d * * * * %s /opt/%s/bin/sync >> /var/log/sync.log 2>&1" % (pick([5, 10, 15, 30]), envs, CUR["svc"]), "file", "crontab -l", "crontab env"


def c_systemd(v, creds):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (e, val) for e, val, s in creds] + ["ExecStart=/usr/local/bin/%s" % CUR["svc"]]
    return "\n".join(lines), "file", "/etc/systemd/system/%s.service" % CUR["svc"], "systemd Environment"


def c_helm(v, creds):
    inner = "\n".join("    %s: %s" % (cfg_key(e, True), q(val)) for e, val, s in creds)
    return "%s:\n  enabled: true\n  credentials:\n%s" % (slug(v["name"]), inner), "file", pick(["charts/app/values-prod.yaml", "values.yaml", "helm/values.staging.yaml"]), "Helm values"


def c_ansible(v, creds):
    inner = "\n".join("%s_%s: %s" % (slug(v["name"]), cfg_key(e), q(val)) for e, val, s in creds)
    return inner, "file", pick(["group_vars/prod/vars.yml", "inventories/staging/group_vars/all.yml", "roles/app/defaults/main.yml"]), "Ansible vars (unencrypted)"


def c_pkgjson(v, creds):
    env, val, sec = [c for c in creds if c[2]][0]
    cmd = pick(["node scripts/sync.js", "next build", "vite build", "tsx scripts/seed.ts"])
    return '"scripts": {\n  "sync": "%s=%s %s",\n  "test": "vitest run"\n}' % (env, val, cmd), "file", "package.json", "package.json script env", [val]


def c_makefile(v, creds):
    env, val, sec = [c for c in creds if c[2]][0]
    return "%s ?= %s\n\ndeploy:\n\t./scripts/deploy.sh --env $(ENV)" % (env, val), "file", "Makefile", "Makefile variable", [val]


def c_prose(v, creds):
    return None  # handled by prose narratives


CONTAINERS = [c_dotenv, c_export, c_docker_run, c_dockerfile, c_compose, c_k8s_secret, c_k8s_env, c_gha, c_gitlab,
              c_json, c_yaml, c_toml, c_ini, c_xml, c_properties, c_terraform, c_curl, c_httpfile, c_sdk, c_cli,
              c_powershell, c_notebook, c_secretset, c_log, c_trace, c_diff, c_chat, c_table, c_cron, c_systemd,
              c_helm, c_ansible, c_pkgjson, c_makefile]


# ---------------------------------------------------------------- narratives for vendor-token notes
WHERE_CMD_EN = ["in the runbook", "in ~/.bash_history on the bastion host", "in the README's setup section",
                "in the CI job log", "in the onboarding doc", "in a pinned Slack message", "in the Makefile's deploy notes",
                "in the incident write-up"]
WHERE_CMD_KO = ["런북에", "배스천 서버 ~/.bash_history에", "README 셋업 섹션에", "CI 잡 로그에", "온보딩 문서에",
                "슬랙 고정 메시지에", "장애 회고 문서에", "Confluence 페이지에"]
CHANNELS = ["dev-backend", "ops", "platform-help", "payments-eng", "incident-2291", "data-eng", "infra", "백엔드", "운영"]

NARR_EN = {
    "call": [
        ("While chasing 429s from «V» I didn't know the limit is per credential. This is the call I was replaying:\n«snip»",
         "The cron job and «svc» share one «V» «lab» and starve each other's quota.",
         "Can «svc» get its own «V» «lab»?"),
        ("I didn't know the «V» sandbox and production share a hostname. This is what I ran to check which one answers:\n«snip»",
         "The credential decides the environment, not the URL; this one is the production «lab».",
         "Is there a sandbox «V» «lab» I should use for this kind of check?"),
    ],
    "generic": [
        ("Nobody told me «svc» calls «V» directly. The «V» credential is hardcoded «where»:\n«snip»",
         "«V» credentials should come from «env» at runtime, not from the repo. I switched the code to read the env var and left the literal for the owner to rotate.",
         "Who owns the «V» account, so the exposed «lab» can be rotated?"),
        ("I wasn't told which «V» «lab» the «stage» deploy uses; the only one I could find was «where»:\n«snip»",
         "«stage» and local dev share this «V» «lab», so a 401 locally means «stage» is broken too.",
         "Is there a separate «V» «lab» for «stage», or is it really shared with local dev?"),
        ("The ticket said «V» was already set up for «svc». It only works on «who»'s machine because of this («where»):\n«snip»",
         "CI has no «V» credentials at all, so the integration tests silently skip there. A scoped credential belongs in the CI secret store.",
         ""),
        ("Setup steps for «svc» were missing. I reconstructed them from what was «where»:\n«snip»",
         "Running «svc» locally needs the «V» «lab» plus Postgres; without «env» it crashes at import time instead of failing lazily.",
         "Can we get a sandbox «V» «lab» for local work instead of this one?"),
        ("Missing context: the «V» integration in «svc» moved to a new account last sprint. The new credentials as configured «where»:\n«snip»",
         "The old «V» credentials return 403 rather than 401, which is why the retry loop never gave up.",
         "Should I keep using «tok» for the backfill or wait for a dedicated one?"),
        ("I didn't know «svc» had its own «V» «lab».",
         "Found it «where»; this is what the service actually sends:\n«snip»\nA misspelled header name gives a bare 401 with no hint.",
         "Confirm «tok» is the «stage» credential before I rotate it?"),
        ("The «V» «lab» had expired and nobody mentioned rotation is manual. «who» sent the replacement, which I put «where»:\n«snip»",
         "«V» does not rotate this automatically; every consumer has to be updated, not only «svc».",
         "Which other services still use the old «V» «lab»?"),
        ("The README assumes «env» is set but never says where it comes from. «who» pointed me to what is «where»:\n«snip»",
         "That value is the live one; copying it into my shell made the «V» calls work on the first try.",
         "Should the README point at the vault path instead?"),
        ("Moving «svc» to the new cluster, I didn't know it depends on «V». The old deployment had:\n«snip»",
         "Carry «env» over when migrating workloads: the health check passes without it, but every «V» call fails.",
         ""),
        ("For the «V» outage drill I had to call the API by hand. Nobody said the credential lives «where»:\n«snip»",
         "The drill works with that «lab», but it is the production one, so the drill script must not log requests.",
         "Is there a read-only «V» «lab» we could use for drills?"),
        ("I assumed «svc» used the shared «V» integration; it actually carries its own config («where»):\n«snip»",
         "Two «V» credentials are live for the same account; revoking one will not stop the other service.",
         "Should both be consolidated into a single secret?"),
    ],
    "log": [
        ("I didn't know the «svc» HTTP client logs full requests at DEBUG. The job log showed:\n«snip»",
         "LOG_LEVEL=debug in «stage» writes «V» credentials into the log store; keep it at info and purge the old logs.",
         "Who can purge the «stage» logs that contain the «V» «lab»?"),
        ("The failed nightly run's output was the only clue about the «V» errors:\n«snip»",
         "The sync swallowed the «V» error and exited 0; I added raise_for_status and an alert.",
         "Should the nightly job fail loudly when «V» returns 401?"),
    ],
    "log_env": [
        ("Nobody mentioned that «svc» dumps its environment on startup. Excerpt from the pod log:\n«snip»",
         "The crash path prints the whole environment, credentials included. I changed it to print variable names only.",
         ""),
        ("To debug a missing variable I asked the CI job to print its environment, not realising the output is kept for 90 days:\n«snip»",
         "printenv in CI bypasses masking for anything not registered as a secret, including the «V» «lab». The job log has to be deleted.",
         "Can someone with admin rights delete that job log?"),
    ],
    "log_err": [
        ("The failed nightly run's output was the only clue about the «V» errors:\n«snip»",
         "The sync swallowed the «V» error and exited 0; I added raise_for_status and an alert.",
         "Should the nightly job fail loudly when «V» returns 401?"),
        ("I wasn't told that «svc» error reports include the failing request. From the error tracker:\n«snip»",
         "The error reporter serialises request details verbatim, so every «V» failure leaks the «lab» into the tracker. Added a scrubber for auth fields.",
         "Can the old error events with the «V» «lab» be purged from the tracker?"),
    ],
    "diff": [
        ("I was asked to review PR #«pr» without being told it touches credentials. The relevant hunk:\n«snip»",
         "Even if a later commit removes the literal, the «V» «lab» stays in git history; it must be rotated, not just deleted.",
         "Has the «V» «lab» from PR #«pr» been revoked?"),
        ("git blame on «file» showed this change from last month:\n«snip»",
         "Someone swapped the env lookup for a literal to fix a local problem. A pre-commit secret scan would have caught it.",
         "Can we turn on push protection for this repo?"),
    ],
    "chat": [
        ("I had no «V» access for «svc». From the #«chan» thread:\n«snip»",
         "The credential works, but it now also lives in Slack history; it should be rotated once a proper one exists.",
         "Can I get my own «V» «lab» instead of the one from chat?"),
        ("The «stage» «V» credential was only ever shared in DMs. What «who» sent me:\n«snip»",
         "I stored it in the team vault under «svc»/«stage» so the next person does not have to ask in chat.",
         ""),
    ],
    "table": [
        ("The onboarding page for «svc» lists the environment variables as a table, values included:\n«snip»",
         "That wiki page is readable by the whole company; the values belong in the vault and the table should list names only.",
         "Who maintains that wiki page?"),
        ("I needed «svc»'s configuration and the only source was this table in the handover doc:\n«snip»",
         "The «V» row is the one that matters for the import job; the rest are defaults.",
         ""),
    ],
    "prose": [
        ("I wasn't told which «V» «lab» to use for «svc». «who» said to use «tok» for «stage».",
         "That «lab» belongs to «who»'s personal «V» account, not the org, so usage shows up under their name.",
         "Is there an org-owned «V» «lab» to replace «tok»?"),
        ("«svc» needs «env», and in «stage» it is set to «tok». The task description said nothing about it.",
         "Without «env» the client falls back to a mock and every test passes, which hid the problem.",
         ""),
        ("The «V» «lab» for «stage», according to «who», is",
         "«tok» and it must be exported as «env» before the seed script runs; otherwise the script quietly uses mock mode.",
         "Is «env» supposed to be the same value in CI?"),
        ("I needed the «V» «lab» for «svc» and nobody had written it down. «who» found it in an old ticket. It is «tok», valid for «stage» only.",
         "Old tickets are where credentials end up when there is no vault entry; I asked for one to be created.",
         "Can the «V» «lab» get a vault entry?"),
        ("I tried «svc» with «env» unset and it failed without a useful message.",
         "Setting «env»=«tok» (the «stage» value «who» gave me) fixed it; the service never reads the config file for this.",
         "Should «env»=«tok» go into the shared vault?"),
    ],
}

NARR_KO = {
    "call": [
        ("«V»에서 429가 계속 나는데 rate limit이 키 단위라는 걸 몰랐음. 재현할 때 쓴 호출:\n«snip»",
         "cron 잡이랑 «svc» 서비스가 같은 «V» 키를 써서 서로 쿼터를 잡아먹고 있었음.",
         "«svc» 전용 «V» 키 발급 가능한지?"),
        ("«V» 샌드박스랑 운영이 호스트명이 같다는 걸 몰랐음. 어느 쪽이 응답하는지 확인하려고 돌린 것:\n«snip»",
         "환경은 URL이 아니라 자격 증명으로 결정됨. 이건 운영 키임.",
         "이런 확인용으로 쓸 «V» 샌드박스 키가 있는지?"),
    ],
    "generic": [
        ("«svc» 서비스가 «V»를 직접 호출한다는 걸 아무도 안 알려줌. «lab» 값이 «where» 하드코딩돼 있었음:\n«snip»",
         "«V» 자격 증명은 repo 말고 런타임에 «env» 환경변수에서 읽어야 함. 코드는 env 읽도록 바꿨고 리터럴 값은 로테이션 필요하다고 담당자한테 넘김.",
         "«V» 계정 관리자가 누군지? 노출된 키 로테이션해야 함."),
        ("«stage» 배포가 어떤 «V» «lab» 값을 쓰는지 몰랐음. 찾은 건 «where» 있던 이것뿐:\n«snip»",
         "«stage» 환경이랑 로컬이 같은 «V» 키를 공유함. 로컬에서 401 나면 «stage»도 죽어 있다는 뜻.",
         "«stage» 전용 «V» 키가 따로 있는지, 진짜 로컬이랑 공유하는 건지 확인 필요."),
        ("티켓에는 «V» 연동이 이미 돼 있다고 적혀 있었는데, 실제로는 «who»님 PC에서만 돌아가는 상태였음 («where» 이게 있어서):\n«snip»",
         "CI에는 «V» 자격 증명이 아예 없어서 통합 테스트가 조용히 skip되고 있었음. CI 시크릿 스토어에 scope 좁힌 키를 넣어야 함.",
         ""),
        ("«svc» 로컬 셋업 문서가 없어서 «where» 있던 내용으로 역추적함:\n«snip»",
         "로컬 실행하려면 «V» 키랑 Postgres가 필요함. «env» 없으면 lazy하게 실패하는 게 아니라 import 시점에 바로 죽음.",
         "로컬 개발용 sandbox «V» 키 따로 받을 수 있는지?"),
        ("몰랐던 점: 지난 스프린트에 «svc»의 «V» 연동이 새 계정으로 옮겨졌음. «where» 설정된 새 값:\n«snip»",
         "예전 «V» 키는 401이 아니라 403을 돌려줘서 retry 로직이 계속 돌았던 것.",
         "백필 작업에 «tok» 계속 써도 되는지, 전용 키 나올 때까지 기다려야 하는지?"),
        ("«svc» 서비스에 전용 «V» 키가 있는 줄 몰랐음.",
         "«where» 있던 걸 찾았고, 실제로 서비스가 쓰는 값은 이거였음:\n«snip»\n헤더 이름 오타 나면 힌트 없이 401만 옴.",
         "로테이션 전에 «tok» 이게 «stage» 키 맞는지 확인 부탁."),
        ("«V» 키가 만료됐는데 로테이션이 수동이라는 걸 아무도 얘기 안 해줬음. «who»님이 새 키 보내줘서 «where» 넣어둠:\n«snip»",
         "«V» 쪽은 자동 로테이션 안 됨. «svc»만이 아니라 이 키 쓰는 곳 전부 업데이트해야 함.",
         "아직 예전 «V» 키 쓰는 서비스가 어디어디인지?"),
        ("README에 «env» 설정돼 있다고 가정하는데 어디서 받는지는 안 나와 있음. «who»님이 «where» 있다고 알려줌:\n«snip»",
         "저 값이 운영 키임. 내 셸에 export하니까 «V» 호출 바로 성공함.",
         "README에 vault 경로를 적어두는 게 낫지 않을지?"),
        ("«svc» 새 클러스터로 옮기는데 «V» 의존성이 있는 줄 몰랐음. 기존 배포 설정:\n«snip»",
         "워크로드 옮길 때 «env» 꼭 같이 옮겨야 함. 헬스체크는 통과하는데 «V» 호출은 전부 실패함.",
         ""),
    ],
    "log": [
        ("«svc» HTTP 클라이언트가 DEBUG 레벨에서 요청 전체를 로그로 찍는다는 걸 몰랐음. 잡 로그:\n«snip»",
         "«stage»에서 LOG_LEVEL=debug면 «V» 자격 증명이 로그 스토어에 그대로 남음. info로 내리고 기존 로그는 지워야 함.",
         "«V» 키 찍힌 «stage» 로그 삭제 권한 누구한테 있는지?"),
        ("야간 배치 실패 로그가 «V» 에러에 대한 유일한 단서였음:\n«snip»",
         "sync 스크립트가 «V» 에러를 삼키고 exit 0으로 끝나고 있었음. raise_for_status랑 알림 추가함.",
         ""),
    ],
    "log_env": [
        ("«svc» 서비스가 기동 시 환경변수를 덤프한다는 걸 몰랐음. 파드 로그 일부:\n«snip»",
         "크래시 경로에서 env 전체를 찍고 있었음. 변수 이름만 출력하도록 수정함.",
         ""),
        ("빠진 변수 디버깅하려고 CI 잡에서 환경변수를 출력했는데, 그 로그가 90일 보관된다는 걸 몰랐음:\n«snip»",
         "CI에서 printenv 하면 시크릿으로 등록 안 된 값은 마스킹이 안 됨. «V» 키도 그대로 나옴. 잡 로그 삭제해야 함.",
         "관리자 권한 있는 분이 그 잡 로그 삭제해줄 수 있는지?"),
    ],
    "log_err": [
        ("야간 배치 실패 로그가 «V» 에러에 대한 유일한 단서였음:\n«snip»",
         "sync 스크립트가 «V» 에러를 삼키고 exit 0으로 끝나고 있었음. raise_for_status랑 알림 추가함.",
         ""),
        ("«svc» 에러 리포트에 실패한 요청이 통째로 들어간다는 말이 없었음. 에러 트래커에서 본 것:\n«snip»",
         "에러 리포터가 요청 정보를 그대로 직렬화해서 «V» 호출이 실패할 때마다 키가 트래커에 남음. 인증 필드 스크러버 추가함.",
         "«V» 키 들어간 예전 에러 이벤트를 트래커에서 지울 수 있는지?"),
    ],
    "diff": [
        ("PR #«pr» 리뷰 요청받았는데 자격 증명 건드리는 PR이라는 말은 없었음. 해당 hunk:\n«snip»",
         "다음 커밋에서 리터럴 지워도 «V» 키는 git 히스토리에 남음. 삭제가 아니라 로테이션해야 함.",
         "PR #«pr»에 있던 «V» 키 revoke 됐는지?"),
        ("«file» git blame 보니 지난달에 이런 변경이 있었음:\n«snip»",
         "로컬 문제 해결하려고 env 조회를 리터럴로 바꿔버린 듯. pre-commit 시크릿 스캔 있었으면 막혔을 것.",
         "이 repo에 push protection 켜도 되는지?"),
    ],
    "chat": [
        ("«svc» 작업하는데 «V» 접근 권한이 없었음. #«chan» 스레드에서 받은 것:\n«snip»",
         "동작은 하는데 이제 슬랙 히스토리에도 키가 남아 있음. 정식 키 나오면 이건 로테이션해야 함.",
         "채팅으로 받은 거 말고 내 전용 «V» 키 받을 수 있는지?"),
        ("«stage» «V» 자격 증명은 DM으로만 공유되고 있었음. «who»님이 보내준 내용:\n«snip»",
         "다음 사람이 또 DM으로 물어보지 않게 팀 vault의 «svc»/«stage» 항목에 넣어둠.",
         ""),
    ],
    "table": [
        ("«svc» 온보딩 페이지에 환경변수가 표로 정리돼 있는데 값까지 들어 있음:\n«snip»",
         "그 위키는 전사 공개라서 값은 vault로 옮기고 표에는 이름만 남겨야 함.",
         "그 위키 페이지 관리자 누구인지?"),
        ("«svc» 설정을 알아야 했는데 인수인계 문서의 이 표가 유일한 출처였음:\n«snip»",
         "import 잡에 중요한 건 «V» 행이고 나머지는 기본값임.",
         ""),
    ],
    "prose": [
        ("«svc»에서 어떤 «V» 키를 써야 하는지 몰랐음. «who»님이 «stage»에서는 «tok» 쓰면 된다고 함.",
         "그 키는 회사 계정이 아니라 «who»님 개인 «V» 계정 키라서 사용량이 개인 이름으로 잡힘.",
         "«tok» 대신 쓸 회사 소유 «V» 키가 있는지?"),
        ("«svc» 서비스는 «env» 값이 필요하고 «stage»에서는 «tok»로 설정돼 있음. 작업 설명에는 이 얘기가 없었음.",
         "«env» 없으면 클라이언트가 mock으로 fallback해서 테스트가 다 통과해버림. 그래서 문제가 가려져 있었음.",
         ""),
        ("«who»님 말로는 «stage» «V» 키가",
         "«tok» 이거고, seed 스크립트 돌리기 전에 «env»로 export 해야 함. 안 하면 조용히 mock 모드로 돎.",
         "CI에서도 «env» 값이 같아야 하는지?"),
        ("«svc»에 «V» 키가 필요했는데 아무 데도 적혀 있지 않았음. «who»님이 예전 티켓에서 찾아줌. «tok» 이고 «stage» 전용임.",
         "vault 항목이 없으면 결국 티켓에 키가 남게 됨. vault 항목 생성 요청함.",
         "«V» 키 vault 항목 만들어줄 수 있는지?"),
        ("«env» 없이 «svc» 띄웠더니 별 메시지 없이 실패함.",
         "«who»님이 준 «stage» 값으로 «env»=«tok» 설정하니 해결. 이 값은 설정 파일에서 안 읽고 env에서만 읽음.",
         "«env»=«tok» 공용 vault에 넣어도 될지?"),
    ],
}


CONTAINERS_WEIGHTED = CONTAINERS + [c_curl] * 3 + [c_sdk] * 5 + [c_cli] * 2 + [c_httpfile, c_trace, c_log]
DECK = []  # containers are dealt from a shuffled deck so every kind of container shows up


def vdisplay(v):
    return re.sub(r" \(.*\)$", "", v["name"])


MULTI_CONTAINERS = [c_dotenv, c_export, c_compose, c_k8s_secret, c_gha, c_table, c_log, c_dockerfile, c_docker_run]


def make_vendor_note(v, lang, extra=()):
    creds = v["creds"]()
    for ev in extra:
        creds = creds + ev["creds"]()
    CUR["svc"] = pick(SERVICES)
    fam = None
    if extra:
        while True:
            r = pick(MULTI_CONTAINERS)(v, creds)
            if r and r[1] != "log_err":
                break
        snip, fam, f, ccat = r[:4]
        explicit = r[4] if len(r) > 4 else None
    elif chance(0.12):
        fam = "prose"
        snip, f, ccat, explicit = "", None, "inline in prose", None
    else:
        skipped = []
        while True:
            if not DECK:
                DECK.extend(sample(CONTAINERS_WEIGHTED, len(CONTAINERS_WEIGHTED)))
            cfn = DECK.pop()
            r = cfn(v, creds)
            if r:
                break
            skipped.append(cfn)
        DECK[:0] = skipped  # containers this vendor could not use stay in the deck
        snip, fam, f, ccat = r[:4]
        explicit = r[4] if len(r) > 4 else None
    secs_all = cred_secrets(creds)
    if fam == "prose":
        primary = [c for c in creds if c[2]][0][1]
    else:
        primary = [s for s in (explicit or []) + secs_all if s in snip][0]
    if fam in ("file", "code"):
        where = ("in `%s`" if lang == "en" else "`%s` 파일에") % f
        nfam = "generic"
    elif fam == "cmd":
        where = pick(WHERE_CMD_EN if lang == "en" else WHERE_CMD_KO)
        nfam = "generic"
    else:
        where = ""
        nfam = fam
    narr = NARR_EN if lang == "en" else NARR_KO
    pool = narr[nfam] + (narr["call"] if fam in ("cmd", "code") else [])
    tpl = pick(pool)
    if fam != "prose" and "«tok»" in "".join(tpl) and chance(0.3):
        tpl = (tpl[0], tpl[1], "")
    ctx = {"V": vdisplay(v), "lab": v["label"] if lang == "en" else v["label_ko"],
           "env": [c for c in creds if c[2]][0][0], "file": f or "config", "where": where,
           "svc": CUR["svc"], "who": pick(PEOPLE_EN if lang == "en" else PEOPLE_KO),
           "stage": pick(ENVS_EN if lang == "en" else ENVS_KO), "snip": snip, "tok": primary,
           "pr": rint(1200, 9800), "chan": pick(CHANNELS)}
    fields = {"missing_context": fill(tpl[0], ctx), "lesson": fill(tpl[1], ctx), "ask_next_time": fill(tpl[2], ctx)}
    cands = secs_all + (explicit or [])
    cat = "vendor token: %s / %s" % (" + ".join(["%s %s" % (v["name"], v["label"])] + ["%s %s" % (e["name"], e["label"]) for e in extra]), ccat)
    return cat, fields, cands


# ---------------------------------------------------------------- non-vendor secret notes
def hostname():
    return pick(["db-prod-1.internal", "pg-staging.cluster-c%s.%s.rds.amazonaws.com" % (rs(LALNUM, 10), pick(REGIONS)),
                 "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)), "db-%s.internal" % pick(["a", "b", "01"]),
                 "bastion.%s" % pick(DOMAINS), "nas01.office.lan", "redis-%s.cache.internal" % pick(ENVS_EN),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250)), "%s-db.%s" % (pick(DBNAMES), pick(DOMAINS)),
                 "mq.%s" % pick(DOMAINS), "build-agent-%02d" % rint(1, 30)])


HOST_KIND = {"mysql": "db", "mysqldump": "db", "psql": "db", "pg_dump": "db", "mongosh": "db", "mongodump": "db",
             "sqlcmd": "db", "sqlplus": "db", "expdp": "db", "mysqladmin": "db", "redis-cli": "redis",
             "rabbitmqctl": "mq", "mosquitto_pub": "mq", "smbclient": "nas", "net use": "nas", "cmdkey": "nas",
             "lftp": "nas", "rclone": "nas", "sshpass": "srv", "xfreerdp": "srv", "ipmitool": "srv", "sudo": "srv",
             "ansible-playbook": "srv", "influx": "srv", "curl": "web", "wget": "web", "httpie": "web"}


def hostname_kind(kind):
    if kind == "db":
        return pick(["db-prod-1.internal", "pg-staging.cluster-c%s.%s.rds.amazonaws.com" % (rs(LALNUM, 10), pick(REGIONS)),
                     "%s-db.%s" % (pick(DBNAMES), pick(DOMAINS)), "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
                     "db-%s.internal" % pick(["a", "b", "01", "replica"])])
    if kind == "redis":
        return pick(["redis-%s.cache.internal" % pick(ENVS_EN), "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))])
    if kind == "mq":
        return pick(["mq.%s" % pick(DOMAINS), "rabbit-%02d.internal" % rint(1, 3), "mqtt.%s" % pick(DOMAINS)])
    if kind == "nas":
        return pick(["nas01.office.lan", "fs-%02d.corp.local" % rint(1, 9), "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])
    if kind == "srv":
        return pick(["bastion.%s" % pick(DOMAINS), "build-agent-%02d" % rint(1, 30), "app-%02d.internal" % rint(1, 12),
                     "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))])
    if kind == "web":
        return pick(["grafana.%s" % pick(DOMAINS), "internal-api.%s" % pick(DOMAINS), "ci.%s" % pick(DOMAINS)])
    return hostname()


def common_ctx(lang):
    return {"host": hostname(), "user": pick(DBUSERS), "db": pick(DBNAMES), "domain": pick(DOMAINS),
            "org": pick(ORGS), "repo": pick(REPOS), "svc": pick(SERVICES), "ns": pick(["prod", "staging", "data", "payments"]),
            "stage": pick(ENVS_EN if lang == "en" else ENVS_KO), "stage_en": pick(ENVS_EN),
            "who": pick(PEOPLE_EN if lang == "en" else PEOPLE_KO), "ip": "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
            "n": rint(2, 9), "pr": rint(1200, 9800), "chan": pick(CHANNELS)}


CLI_FORMS = [
    ("mysql", "mysql -h «host» -u «user» -p«pw» «db»", "mysql -p attached password", "'\"` "),
    ("mysql", "mysql --host=«host» --user=«user» --password='«pw»' -e 'SHOW PROCESSLIST'", "mysql --password=", "' "),
    ("mysqldump", "mysqldump -u«user» -p'«pw»' --single-transaction «db» > «db»_$(date +%F).sql", "mysqldump -p quoted", "' "),
    ("psql", "PGPASSWORD='«pw»' psql -h «host» -U «user» -d «db» -c '\\dt'", "PGPASSWORD env prefix", "' "),
    ("psql", 'psql "postgresql://«user»:«pwu»@«host»:5432/«db»?sslmode=require"', "psql connection URI (percent-encoded)", " "),
    ("pg_dump", 'pg_dump "host=«host» port=5432 dbname=«db» user=«user» password=«pw»" -Fc -f «db».dump', "pg_dump libpq conninfo", "'\" "),
    ("sshpass", "sshpass -p '«pw»' ssh -o StrictHostKeyChecking=no «user»@«host»", "sshpass -p", "' "),
    ("redis-cli", "redis-cli -h «host» -p 6379 -a '«pw»' --no-auth-warning INFO keyspace", "redis-cli -a", "' "),
    ("mongosh", 'mongosh "mongodb://«user»:«pwu»@«host»:27017/«db»?authSource=admin"', "mongosh URI", " "),
    ("mongodump", "mongodump --host «host» -u «user» -p '«pw»' --authenticationDatabase admin --db «db»", "mongodump -p", "' "),
    ("docker login", "docker login registry.«domain» -u «user» -p '«pw»'", "docker login -p", "' "),
    ("htpasswd", "htpasswd -bc /etc/nginx/.htpasswd «user» '«pw»'", "htpasswd -b positional", "' "),
    ("rabbitmqctl", "rabbitmqctl add_user «user» '«pw»'\nrabbitmqctl set_permissions -p / «user» \".*\" \".*\" \".*\"", "rabbitmqctl add_user positional", "' "),
    ("curl", "curl -u «user»:'«pw»' https://«host»/api/v1/health", "curl -u user:password", "' "),
    ("wget", "wget --user=«user» --password='«pw»' https://«host»/exports/«db».csv.gz", "wget --password=", "' "),
    ("git", "git clone https://«user»:«pwu»@git.«domain»/«org»/«repo».git", "git clone https userinfo", " "),
    ("ldapsearch", 'ldapsearch -x -H ldaps://ldap.«domain» -D "cn=«user»,ou=svc,dc=«org»,dc=com" -w \'«pw»\' -b "dc=«org»,dc=com" "(uid=jdoe)"', "ldapsearch -w", "' "),
    ("mosquitto_pub", "mosquitto_pub -h «host» -p 8883 -u «user» -P '«pw»' -t sensors/line3/temp -m 21.4", "mosquitto_pub -P", "' "),
    ("sqlcmd", "sqlcmd -S «host»,1433 -U sa -P '«pw»' -d «db» -Q \"SELECT TOP 5 * FROM dbo.Orders\"", "sqlcmd -P", "' "),
    ("sqlplus", "sqlplus «user»/«pw»@//«host»:1521/ORCLPDB1", "sqlplus user/password@ positional", "@/'\"` !#^*?~"),
    ("xfreerdp", "xfreerdp /v:«host» /u:Administrator /p:'«pw»' /cert:ignore", "xfreerdp /p:", "' "),
    ("ipmitool", "ipmitool -I lanplus -H «ip» -U ADMIN -P '«pw»' chassis power status", "ipmitool -P", "' "),
    ("openssl", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out «user».p12 -passout pass:«pw»", "openssl -passout pass:", "'\"` !#^*?~"),
    ("keytool", "keytool -importcert -alias «org»-ca -file ca.crt -keystore truststore.jks -storepass '«pw»' -noprompt", "keytool -storepass", "' "),
    ("zip", "zip -r -P '«pw»' export-«db».zip exports/", "zip -P", "' "),
    ("7z", "7z a -p'«pw»' -mhe=on backup-«db».7z ./dump", "7z -p attached", "' "),
    ("gpg", "gpg --batch --pinentry-mode loopback --passphrase '«pw»' -d secrets.tar.gz.gpg | tar xz", "gpg --passphrase", "'"),
    ("kubectl", "kubectl -n «ns» create secret generic «db»-db --from-literal=username=«user» --from-literal=password='«pw»'", "kubectl --from-literal password", "' "),
    ("helm", "helm upgrade --install pg bitnami/postgresql -n «ns» --set auth.username=«user» --set auth.password='«pw»'", "helm --set auth.password", "', "),
    ("terraform", "terraform apply -var 'db_password=«pw»' -var env=«stage_en»", "terraform -var", "' "),
    ("java", "java -jar build/libs/«svc».jar --spring.datasource.username=«user» --spring.datasource.password='«pw»'", "spring --spring.datasource.password", "' "),
    ("smbclient", "smbclient //«host»/backups -U '«user»%«pw»' -c 'ls'", "smbclient -U user%password", "'% "),
    ("net use", "net use Z: \\\\«host»\\share «pw» /user:CORP\\«user» /persistent:no", "net use positional password", "'\" /^"),
    ("mysqladmin", "mysqladmin -u root password '«pw»'", "mysqladmin password positional", "' "),
    ("vault", "vault login -method=userpass username=«user» password='«pw»'", "vault login userpass password=", "' "),
    ("az", "az login -u «user»@«domain» -p '«pw»'", "az login -p", "' "),
    ("docker run", "docker run -d --name «db»-db -e POSTGRES_USER=«user» -e POSTGRES_PASSWORD='«pw»' -p 5432:5432 postgres:16", "docker run -e POSTGRES_PASSWORD", "' "),
    ("lftp", "lftp -u «user»,'«pw»' sftp://«host»", "lftp -u user,password", "', "),
    ("ansible-playbook", "ansible-playbook site.yml -i inventories/«stage_en» -e 'ansible_become_password=«pw»'", "ansible -e become password", "' "),
    ("httpie", "http -a «user»:'«pw»' GET https://«host»/api/v2/status", "httpie -a", "' "),
    ("svn", "svn checkout https://svn.«domain»/repos/«repo»/trunk --username «user» --password '«pw»'", "svn --password", "' "),
    ("restic", "RESTIC_PASSWORD='«pw»' restic -r s3:s3.amazonaws.com/«org»-backups snapshots", "RESTIC_PASSWORD prefix", "'"),
    ("borg", "BORG_PASSPHRASE='«pw»' borg create ::«host»-{now} /srv/data", "BORG_PASSPHRASE prefix", "'"),
    ("sudo", "echo '«pw»' | sudo -S systemctl restart «svc»", "echo password | sudo -S", "'"),
    ("ssh-keygen", "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '«pw»' -N ''", "ssh-keygen -P old passphrase", "'"),
    ("openssl enc", "openssl enc -d -aes-256-cbc -pbkdf2 -in db.env.enc -out db.env -pass pass:'«pw»'", "openssl enc -pass pass:", "' "),
    ("cmdkey", "cmdkey /add:«host» /user:CORP\\«user» /pass:«pw»", "cmdkey /pass:", "'\" /^"),
    ("net user", "net user svc_backup «pw» /add /expires:never", "net user positional password", "'\" /^"),
    ("PowerShell", "$sec = ConvertTo-SecureString '«pw»' -AsPlainText -Force\nNew-LocalUser -Name «user» -Password $sec", "PowerShell ConvertTo-SecureString", "'"),
    ("influx", "influx setup --username «user» --password '«pw»' --org «org» --bucket metrics --force", "influx setup --password", "' "),
    ("mc", "mc admin user add prod «user» '«pw»'", "mc admin user add positional", "' "),
    ("pip", "pip install --index-url https://«user»:«pwu»@pypi.«domain»/simple/ «org»-common==2.3.1", "pip --index-url userinfo", " "),
    ("unrar", "unrar x -p'«pw»' invoices-2024.rar", "unrar -p attached", "' "),
    ("expdp", "expdp system/«pw»@«host»:1521/ORCLPDB1 schemas=«user» directory=DATA_PUMP_DIR dumpfile=«user».dmp", "expdp user/password positional", "@/'\"` !#^*?~"),
    ("snowsql", "SNOWSQL_PWD='«pw»' snowsql -a «org»-xy12345 -u «user» -d «db»", "SNOWSQL_PWD prefix", "'"),
    ("jenkins-cli", "java -jar jenkins-cli.jar -s https://jenkins.«domain»/ -auth «user»:«pw» build deploy-prod", "jenkins-cli -auth user:password", "'\" :!#^*?~"),
    ("rclone", "rclone config create nas webdav url https://«host»/dav vendor other user «user» pass '«pw»'", "rclone config pass positional", "' "),
]

CLI_NARR = {
    "en": [
        ("I didn't know how to reach the «stage» «tool» instance. «who» pasted the command they use:\n«cmd»",
         "Access goes through the bastion, and the credentials in that command are the shared admin ones; don't put them in scripts.",
         "Is there a personal account for «host» instead of the shared one?"),
        ("The runbook step for «svc» had this, and the task didn't mention it needs the shared credential:\n«cmd»",
         "That step fails silently when the user lacks privileges; the shared account has them, personal accounts don't.",
         ""),
        ("Shell history on the build box showed how the nightly job was run by hand:\n«cmd»",
         "The cron wrapper is just that command with the password inline, which is why it shows up in `ps` output.",
         "Can this password move to a file only the job user can read?"),
        ("Nobody said «host» needs a password login. This is what worked:\n«cmd»",
         "Key auth is disabled on that host and every operator uses the same password.",
         "Should infra enable key auth on «host»?"),
        ("Command that finally worked against «host»:\n«cmd»",
         "The password in it («pw») is the one from the last rotation; the previous one is still in two scripts.",
         "Which scripts still have the password from before «pw»?"),
        ("I had to run the «tool» step myself because the CI job was broken. «who» gave me this:\n«cmd»",
         "The CI job uses the same credential from a masked variable; running it locally bypasses the masking entirely.",
         ""),
        ("Missing context: «svc» still depends on a legacy box at «host».",
         "This is how the team connects to it:\n«cmd»\nThe account is shared and has no MFA.",
         "Is anyone planning to retire «host»?"),
    ],
    "ko": [
        ("«stage» «tool» 인스턴스 접속 방법을 몰랐음. «who»님이 평소 쓰는 명령어 붙여줌:\n«cmd»",
         "배스천 경유해야 하고, 저 명령어의 계정은 공용 admin 계정임. 스크립트에 넣으면 안 됨.",
         "«host» 공용 계정 말고 개인 계정 받을 수 있는지?"),
        ("«svc» 런북 단계에 이게 있었는데, 작업 설명에는 공용 계정이 필요하다는 말이 없었음:\n«cmd»",
         "권한 없는 계정으로 돌리면 에러 없이 그냥 넘어감. 공용 계정만 권한 있음.",
         ""),
        ("빌드 서버 셸 히스토리 보고 야간 작업을 수동으로 어떻게 돌렸는지 알았음:\n«cmd»",
         "cron 래퍼가 저 명령어 그대로라 비밀번호가 `ps` 출력에 보임.",
         "이 비밀번호 잡 유저만 읽을 수 있는 파일로 옮겨도 되는지?"),
        ("«host» 서버가 비밀번호 로그인만 된다는 걸 아무도 말 안 해줌. 이렇게 하니까 됨:\n«cmd»",
         "그 호스트는 키 인증이 꺼져 있고 운영자 전원이 같은 비밀번호 씀.",
         "인프라팀에 «host» 키 인증 켜달라고 해도 될지?"),
        ("«host» 대상으로 결국 성공한 명령어:\n«cmd»",
         "여기 들어간 비번(«pw»)이 지난번 로테이션 때 바뀐 값임. 이전 비번이 아직 스크립트 두 군데에 남아 있음.",
         "«pw» 이전 비번 남아 있는 스크립트 어디어디인지?"),
        ("CI 잡이 깨져서 «tool» 단계를 직접 돌려야 했음. «who»님이 준 명령어:\n«cmd»",
         "CI는 같은 자격 증명을 masked 변수로 쓰는데, 로컬에서 이렇게 돌리면 마스킹이 전혀 안 됨.",
         ""),
    ],
}


def gen_cli_password(lang):
    tool, tpl, cat, forbid = pick(CLI_FORMS)
    while True:
        pw = pw_shell(lang) if chance(0.85) else pw_generated()
        if not any(ch in pw for ch in forbid) and " " not in pw:
            break
    if "«pwu»" in tpl and lang == "ko" and chance(0.5):
        pw = pw_ko_typed()
    ctx = common_ctx(lang)
    ctx["host"] = hostname_kind(HOST_KIND.get(tool, "any"))
    ctx.update(pw=pw, pwu=pct(pw), tool=tool)
    ctx["cmd"] = fill(tpl, ctx)
    n = pick(CLI_NARR[lang])
    return "shell: " + cat, fill_fields(n, ctx), [pw, pct(pw)]


def fill_fields(t, ctx):
    return {"missing_context": fill(t[0], ctx), "lesson": fill(t[1], ctx), "ask_next_time": fill(t[2], ctx)}


# ---- passwords in prose
PROSE_PW = {
    "en": [
        ("I didn't know the «stage» Grafana admin password had been changed from the default. «who» said the password is «pw» now.",
         "The Grafana admin account is shared by the whole on-call rotation, so changing it breaks everyone's bookmarks.",
         "Should Grafana move to SSO so we can drop the shared admin login?", "prose: 'the password is ...'"),
        ("The task needed the Jenkins UI and I had no account. I logged in with deploy / «pw», which «who» gave me.",
         "That account can trigger production jobs; it should not be used for read-only checks.",
         "", "prose: 'I logged in with user / password'"),
        ("Nobody told me the router at 192.168.0.1 still uses the installer's password. It is «pw».",
         "The office router admin page is reachable from the guest Wi-Fi too.",
         "Can IT change the router password and restrict the admin page to the wired VLAN?", "prose: router admin password"),
        ("«svc» connects to the old reporting database with user «user»; the password («pw») lives only in «who»'s head and now in this note.",
         "Read-only credentials for that database don't exist; everything uses «user».",
         "Can we create a read-only user so «pw» stops being passed around?", "prose: parenthesised password, repeated in ask"),
        ("The staging WordPress admin is «user»@«domain» with password «pw». I wasn't told it is also used by the content team.",
         "Resetting that password logs the content team out mid-edit; coordinate first.",
         "", "prose: 'with password ...'"),
        ("For the «svc» demo I needed the sandbox login. «who»: 'use demo-admin, pw is «pw», don't change it'.",
         "The sandbox resets nightly except for that account.",
         "Is the demo-admin password allowed in the demo script, or should it be typed live?", "prose: quoted chat 'pw is ...'"),
        ("Missing context: the Synology NAS has a local admin that isn't in the password manager.",
         "The credentials are admin and «pw»; the NAS ignores LDAP for that account.",
         "Can the NAS local admin go into 1Password?", "prose: user and password in lesson"),
    ],
    "ko": [
        ("«stage» Grafana admin 비밀번호가 기본값에서 바뀐 줄 몰랐음. «who»님 말로는 지금 비밀번호 «pw» 라고 함.",
         "Grafana admin 계정은 온콜 전원이 공유해서, 바꾸면 다들 로그인 풀림.",
         "공용 admin 로그인 없애고 SSO로 가는 게 낫지 않을지?", "prose (ko): 'the password is ...'"),
        ("Jenkins UI 봐야 했는데 계정이 없었음. «who»님이 준 deploy / «pw» 로 로그인함.",
         "그 계정은 운영 잡도 트리거할 수 있어서 단순 조회용으로 쓰면 안 됨.",
         "", "prose (ko): logged in with id / password"),
        ("사무실 공유기(192.168.0.1) 관리자 비번이 설치 기사님이 설정한 그대로라는 걸 몰랐음. 비번은 «pw» 임.",
         "게스트 와이파이에서도 공유기 관리자 페이지 접속이 됨.",
         "IT팀에 공유기 비번 변경이랑 관리자 페이지 접근 제한 요청해도 될지?", "prose (ko): router admin password"),
        ("«svc»가 예전 리포팅 DB에 «user» 계정으로 붙는데, 비번(«pw»)은 «who»님만 알고 있었음.",
         "그 DB에는 읽기 전용 계정이 없고 전부 «user»로 접속함.",
         "«pw» 돌려쓰지 않게 읽기 전용 계정 하나 만들 수 있는지?", "prose (ko): parenthesised password, repeated in ask"),
        ("데모용 샌드박스 로그인 정보가 필요했음. «who»님: 'demo-admin 계정, 비번 «pw», 절대 바꾸지 마세요'.",
         "샌드박스는 매일 밤 초기화되는데 그 계정만 예외임.",
         "", "prose (ko): quoted chat 'pw ...'"),
        ("몰랐던 점: 시놀로지 NAS에 비밀번호 관리자에 없는 로컬 admin 계정이 있음.",
         "계정은 admin, 비번은 «pw». 이 계정은 LDAP 설정 무시함.",
         "NAS 로컬 admin 정보 1Password에 넣어도 되는지?", "prose (ko): user and password in lesson"),
        ("«stage» DB 초기 비밀번호 물어봤더니 «who»님이 «pw» 라고 알려줌. 변경 안 하고 계속 쓰는 중이라고 함.",
         "초기 비밀번호를 그대로 쓰는 계정이 «svc» 말고도 몇 개 더 있음.",
         "초기 비번 그대로인 계정 목록 받을 수 있는지?", "prose (ko): initial password"),
    ],
}


def gen_prose_password(lang):
    pw = pw_any(lang)
    t = pick(PROSE_PW[lang])
    ctx = common_ctx(lang)
    ctx["pw"] = pw
    return t[3] + " (%s password)" % PW_STYLE["last"], fill_fields(t, ctx), [pw]


# ---- password split across sentences / fields
SPLIT_PW = {
    "en": [
        ("The VPN profile for the «stage» office needs a pre-shared key, and I didn't know where it was. «who» read it out on the call. It is:",
         "«pw» (case-sensitive). The IPsec profile in the README is out of date; only the PSK changed.",
         "Should the PSK be moved into the vault entry for the VPN?", "split across fields: label ends missing_context, value starts lesson"),
        ("The restore job wanted a password for the encrypted backup and nobody had mentioned it. The password for the «db» backups",
         "is «pw» — stored nowhere except the old ops laptop. Restore works once it is exported as BACKUP_PASSPHRASE.",
         "", "split across fields mid-sentence"),
        ("I needed the shared mailbox login for the support inbox. The username is support@«domain». The password is the one «who» set last year.",
         "It's «pw». Outlook keeps prompting because the account has no app password and MFA is off.",
         "Can the support inbox get MFA and an app password?", "split across sentences and fields"),
        ("The kiosk tablets auto-login as «user». Their password, per «who», is",
         "«pw», and it is set by the MDM profile, so changing it on a device gets reverted.",
         "Is the MDM profile the right place to rotate the kiosk password?", "split across fields: 'password, per X, is' / value"),
    ],
    "ko": [
        ("«stage» 사무실 VPN 프로파일에 사전 공유 키가 필요한데 어디 있는지 몰랐음. «who»님이 통화로 불러줬음. 키는",
         "«pw» (대소문자 구분). README의 IPsec 설정은 옛날 거고 PSK만 바뀐 것.",
         "VPN PSK를 vault 항목으로 옮겨도 될지?", "split across fields: label ends missing_context, value starts lesson"),
        ("복구 작업이 암호화된 백업의 비밀번호를 요구했는데 그런 얘기는 없었음. «db» 백업 비밀번호는",
         "«pw» 임. 예전 운영 노트북 말고는 어디에도 저장돼 있지 않음. BACKUP_PASSPHRASE로 export하면 복구 됨.",
         "", "split across fields mid-sentence"),
        ("고객지원 공용 메일함 로그인이 필요했음. 아이디는 support@«domain». 비번은 작년에 «who»님이 바꾼 거라고 함.",
         "«pw» 임. MFA 꺼져 있고 앱 비밀번호가 없어서 Outlook이 계속 비번 물어봄.",
         "공용 메일함 MFA 켜고 앱 비밀번호 발급해도 되는지?", "split across sentences and fields"),
        ("키오스크 태블릿은 «user» 계정으로 자동 로그인됨. «who»님 말로는 비밀번호가",
         "«pw» 이고 MDM 프로파일에서 설정되는 거라 기기에서 바꿔도 원복됨.",
         "키오스크 비번 로테이션은 MDM 프로파일에서 하는 게 맞는지?", "split across fields: '비밀번호가' / value"),
    ],
}


def gen_split_password(lang):
    pw = pw_any(lang)
    t = pick(SPLIT_PW[lang])
    ctx = common_ctx(lang)
    ctx["pw"] = pw
    return t[3] + " (%s password)" % PW_STYLE["last"], fill_fields(t, ctx), [pw]


# ---- connection strings
def conn_string(lang):
    c = common_ctx(lang)
    pw = pw_url_safe(lang) if chance(0.6) else pw_generated()
    pwu = pct(pw)
    host = c["host"]
    kind = rint(0, 13)
    if kind == 0:
        s, cat = "DATABASE_URL=postgres://%s:%s@%s:5432/%s" % (c["user"], pwu, host, c["db"]), "postgres URL"
    elif kind == 1:
        s, cat = "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (c["user"], pwu, host, c["db"]), "mysql URL"
    elif kind == 2:
        s, cat = ("MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"
                  % (c["user"], pwu, rs(LALNUM, 5), c["db"])), "mongodb+srv URI"
    elif kind == 3:
        s, cat = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pwu, host), "redis URL"
    elif kind == 4:
        s, cat = "amqps://%s:%s@%s:5671/%s" % (c["user"], pwu, host, c["svc"]), "amqp URL"
    elif kind == 5:
        while any(ch in pw for ch in ";'\"="):
            pw = pw_alnum()
        s, cat = ('"ConnectionStrings": { "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" }'
                  % (c["org"], c["db"], c["user"], pw)), "ADO.NET connection string"
    elif kind == 6:
        while any(ch in pw for ch in "&=#? "):
            pw = pw_alnum()
        s, cat = ("spring.datasource.url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true"
                  % (host, c["db"], c["user"], pw)), "JDBC URL with password param"
    elif kind == 7:
        s, cat = "SMTP_URL=smtp://%s%%40%s:%s@smtp.%s:587" % (pick(["noreply", "alerts", "billing"]), c["domain"], pwu, pick(["gmail.com", "office365.com", c["domain"]])), "SMTP URL"
    elif kind == 8:
        s, cat = "sqlalchemy.url = postgresql+psycopg://%s:%s@%s/%s" % (c["user"], pwu, host, c["db"]), "SQLAlchemy URL in alembic.ini"
    elif kind == 9:
        s, cat = "sftp://%s:%s@%s:22/incoming/" % (c["user"], pwu, host), "sftp URL"
    elif kind == 10:
        while any(ch in pw for ch in " ;'\""):
            pw = pw_alnum()
        s, cat = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (host, c["db"], c["user"], pw), "ODBC connection string"
    elif kind == 11:
        s, cat = "CELERY_BROKER_URL=redis://:%s@%s:6379/1" % (pwu, host), "Celery broker URL"
    elif kind == 12:
        s, cat = "ELASTICSEARCH_URL=https://elastic:%s@%s:9200" % (pwu, host), "Elasticsearch URL with userinfo"
    else:
        s, cat = "clickhouse://%s:%s@%s:9440/%s?secure=true" % (c["user"], pwu, host, c["db"]), "ClickHouse URL"
    return s, cat, [pw, pwu], c


CONN_NARR = {
    "en": [
        ("I didn't know «svc» reads its database settings from a single URL. The value in the «stage» env was:\n«s»",
         "Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at the wrong '@' or ':'.",
         "Should the password be rotated to something without special characters, or is encoding fine?"),
        ("The migration failed on «stage» and the task didn't say which credentials Alembic uses. It reads this:\n«s»",
         "Alembic ignores the app's env loader and uses its own ini value, so the two drift apart.",
         ""),
        ("Nobody mentioned that the analytics job connects with its own user. From the job config:\n«s»",
         "That user bypasses the row-level policies; queries from it see every tenant.",
         "Should the analytics job get a restricted user?"),
        ("Context I lacked: the «stage» broker/database endpoint moved. «who» sent the new connection string:\n«s»",
         "Old hostnames still resolve but point at the read replica, so writes fail with a permission error, not a DNS error.",
         ""),
    ],
    "ko": [
        ("«svc» 서비스가 DB 설정을 URL 하나로 읽는다는 걸 몰랐음. «stage» 환경변수 값:\n«s»",
         "비번에 특수문자 있으면 URL에서 퍼센트 인코딩해야 함. 안 그러면 드라이버가 엉뚱한 '@'나 ':'에서 잘라버림.",
         "특수문자 없는 비번으로 바꿀지, 인코딩으로 버틸지?"),
        ("«stage» 마이그레이션이 실패했는데 Alembic이 어떤 자격 증명을 쓰는지 작업 설명에 없었음. 실제로 읽는 값:\n«s»",
         "Alembic은 앱의 env 로더를 안 타고 자기 ini 값을 써서 둘이 따로 놂.",
         ""),
        ("분석 잡이 별도 DB 유저로 붙는다는 얘기를 못 들었음. 잡 설정:\n«s»",
         "그 유저는 row-level 정책을 우회해서 모든 테넌트 데이터가 다 보임.",
         "분석 잡용 제한된 유저 만들어도 될지?"),
        ("몰랐던 점: «stage» 엔드포인트가 바뀌었음. «who»님이 새 connection string 보내줌:\n«s»",
         "예전 호스트명도 resolve는 되는데 read replica를 가리켜서 DNS 에러가 아니라 권한 에러로 실패함.",
         ""),
    ],
}


def gen_conn(lang):
    s, cat, secs, c = conn_string(lang)
    t = pick(CONN_NARR[lang])
    c["s"] = s
    return "connection string: " + cat, fill_fields(t, c), secs


# ---- HTTP Basic / Bearer / cookies
def gen_basic_header(lang):
    c = common_ctx(lang)
    pw = pw_url_safe(lang) if chance(0.7) else pw_generated()
    user = pick(["admin", "ci", "deploy", "elastic", "grafana", "registry", c["user"]])
    blob = b64(("%s:%s" % (user, pw)).encode())
    svc_url = pick(["https://nexus.%s/service/rest/v1/repositories" % c["domain"],
                    "https://es.%s:9200/_cluster/health" % c["domain"],
                    "https://registry.%s/v2/_catalog" % c["domain"],
                    "http://%s:15672/api/queues" % c["host"],
                    "https://grafana.%s/api/search?query=latency" % c["domain"],
                    "https://jenkins.%s/job/%s/lastBuild/api/json" % (c["domain"], c["svc"])])
    k = rint(0, 3)
    if k == 0:
        snip = 'curl -H "Authorization: Basic %s" %s' % (blob, svc_url)
    elif k == 1:
        snip = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: Prometheus/2.53.0" % (svc_url.split("/", 3)[3], svc_url.split("/")[2], blob)
    elif k == 2:
        snip = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (c["domain"], blob)
    else:
        snip = "  basic_auth:\n    username: %s\n    password: %s" % (user, pw)
    c["snip"] = snip
    cat = ["curl Basic header", "raw HTTP request with Basic header", "docker config.json auth", "Prometheus scrape basic_auth"][k]
    t = pick({"en": [
        ("I didn't know the «svc» monitoring target needs basic auth. This is what I found in the existing setup:\n«snip»",
         "The Basic header is just base64 of user:password, so anyone with this snippet has the credentials.",
         "Can the scrape target use a token file instead of basic auth?"),
        ("The task assumed I could pull from the internal registry. «who» gave me this to unblock CI:\n«snip»",
         "CI had the same value baked into an image layer; I removed it and switched to the runner's credential helper.",
         ""),
        ("Nobody mentioned that the health endpoint is behind basic auth. Reproduced the probe with:\n«snip»",
         "The load balancer probe sends the same header; changing the password breaks the probe first.",
         "Who updates the LB probe when the basic-auth password rotates?"),
    ], "ko": [
        ("«svc» 모니터링 타깃에 basic auth가 걸려 있는 줄 몰랐음. 기존 설정에 있던 것:\n«snip»",
         "Basic 헤더는 user:password를 base64 한 것뿐이라 이 스니펫 가진 사람은 자격 증명을 가진 것과 같음.",
         "basic auth 말고 토큰 파일로 바꿀 수 있는지?"),
        ("내부 레지스트리에서 pull 할 수 있다고 가정된 작업이었음. CI 풀려고 «who»님이 준 것:\n«snip»",
         "CI 이미지 레이어에도 같은 값이 박혀 있었음. 지우고 러너 credential helper 쓰도록 바꿈.",
         ""),
        ("헬스 엔드포인트가 basic auth 뒤에 있다는 얘기가 없었음. 프로브 재현한 요청:\n«snip»",
         "로드밸런서 프로브도 같은 헤더를 보내서, 비번 바꾸면 프로브가 제일 먼저 깨짐.",
         "basic auth 비번 바뀌면 LB 프로브는 누가 업데이트하는지?"),
    ]}[lang])
    return "HTTP Basic: " + cat, fill_fields(t, c), [blob, pw]


def gen_bearer_jwt(lang):
    c = common_ctx(lang)
    iat = ts_recent()
    tok = jwt({"alg": pick(["HS256", "ES256"]), "typ": "JWT"},
              {"sub": str(rint(1000, 99999)), "email": "%s@%s" % (pick(["jdoe", "mkim", "ops", "qa.bot"]), c["domain"]),
               "role": pick(["admin", "support", "service"]), "iat": iat, "exp": iat + pick([3600, 86400, 2592000])}, pick([32, 64]))
    k = rint(0, 2)
    if k == 0:
        snip = "curl -s https://api.%s/v2/admin/users?limit=20 -H 'Authorization: Bearer %s'" % (c["domain"], tok)
        cat = "curl Bearer JWT"
    elif k == 1:
        snip = "Cookie: session=%s; theme=dark; _ga=GA1.1.%d.%d" % (tok, rint(10 ** 8, 10 ** 9), iat)
        cat = "Cookie header with session JWT"
    else:
        snip = "localStorage.setItem('access_token', '%s')" % tok
        cat = "JWT pasted into localStorage call"
    c["snip"] = snip
    t = pick({"en": [
        ("To reproduce the admin-panel bug I needed an authenticated request, and nobody said how to get a token for «stage». I copied one from the browser:\n«snip»",
         "Tokens from the «stage» admin panel live for a long time, so a copied token keeps working well after logout.",
         "Is there a test account whose token I can mint instead of copying a real session?"),
        ("The bug only happens for admin users. The request I replayed, taken from the HAR file «who» attached:\n«snip»",
         "HAR files carry full session credentials; the one attached to the ticket should be deleted.",
         ""),
    ], "ko": [
        ("어드민 패널 버그 재현하려면 인증된 요청이 필요했는데 «stage» 토큰 받는 법을 아무도 안 알려줌. 브라우저에서 복사함:\n«snip»",
         "«stage» 어드민 토큰은 수명이 길어서 로그아웃해도 복사한 토큰은 한참 동안 유효함.",
         "실제 세션 복사 말고 토큰 발급할 수 있는 테스트 계정 있는지?"),
        ("어드민 유저에서만 나는 버그였음. «who»님이 티켓에 첨부한 HAR 파일에서 꺼낸 요청:\n«snip»",
         "HAR 파일에는 세션 자격 증명이 그대로 들어 있음. 티켓 첨부파일 삭제해야 함.",
         ""),
    ]}[lang])
    return "bearer/session: " + cat, fill_fields(t, c), [tok]


def gen_cookie(lang):
    c = common_ctx(lang)
    k = rint(0, 5)
    if k == 0:
        v = rs(LALNUM, 32); snip = "Cookie: csrftoken=%s; sessionid=%s" % (rs(ALNUM, 32), v); cat = "Django sessionid"
    elif k == 1:
        v = b64(rb(rint(90, 140))).replace("=", "") + "--" + hexs(40); snip = "Cookie: _%s_session=%s" % (c["svc"].replace("-", "_"), v); cat = "Rails session cookie"
    elif k == 2:
        v = "s%3A" + rs(B64U, 32) + "." + b64(rb(32)).rstrip("=").replace("+", "%2B").replace("/", "%2F"); snip = "Cookie: connect.sid=%s" % v; cat = "Express connect.sid"
    elif k == 3:
        v = rs(UHEX, 32); snip = "Cookie: JSESSIONID=%s; Path=/; HttpOnly" % v; cat = "JSESSIONID"
    elif k == 4:
        v = rs(LALNUM, 26); snip = "Set-Cookie: PHPSESSID=%s; path=/; secure; HttpOnly" % v; cat = "PHPSESSID"
    else:
        v = b64(json.dumps({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode())
        snip = "Cookie: XSRF-TOKEN=eyJpdiI6; laravel_session=%s" % v; cat = "laravel_session"
    c["snip"] = snip
    t = pick({"en": [
        ("The scraper for the partner portal needs a logged-in session and nobody told me the portal has no API. «who» exported their cookie:\n«snip»",
         "The session cookie is as good as the password until it expires; the scraper should log in itself with a service account.",
         "Can the partner give us a service account for the portal?"),
        ("I couldn't reproduce the «stage» bug logged out. The request headers from the browser devtools:\n«snip»",
         "Copying a live session cookie into notes or tickets leaks the session; I invalidated it after testing.",
         ""),
    ], "ko": [
        ("파트너 포털 스크래퍼가 로그인 세션이 필요한데 포털에 API가 없다는 얘기를 못 들었음. «who»님이 쿠키 export해줌:\n«snip»",
         "세션 쿠키는 만료 전까지 비밀번호랑 같음. 스크래퍼가 서비스 계정으로 직접 로그인하게 바꿔야 함.",
         "파트너사에 포털 서비스 계정 요청 가능한지?"),
        ("로그아웃 상태에서는 «stage» 버그 재현이 안 됐음. 브라우저 devtools 요청 헤더:\n«snip»",
         "살아있는 세션 쿠키를 노트나 티켓에 붙이면 세션이 유출됨. 테스트 끝나고 세션 무효화함.",
         ""),
    ]}[lang])
    return "cookie: " + cat, fill_fields(t, c), [v]


def gen_sql_user(lang):
    c = common_ctx(lang)
    while True:
        pw = pw_any(lang)
        if "'" not in pw:
            break
    k = rint(0, 4)
    stm = ["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (c["user"], pw, c["db"], c["user"]),
           "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (c["user"], pw),
           "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = OFF;" % (c["user"], pw),
           "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (c["user"].upper(), pw),
           "CREATE ROLE %s LOGIN PASSWORD '%s' IN ROLE app_readers;" % (c["user"], pw)][k]
    c["snip"] = stm
    t = pick({"en": [
        ("The migration needed a new database user and I didn't know who creates them. «who» ran this on «stage»:\n«snip»",
         "DB users are created by hand, outside the migrations, so a fresh environment is missing them until someone runs the SQL.",
         "Should user creation move into the infra repo with the password coming from the vault?"),
        ("Nobody said the reporting user is reset by a SQL script in the ops repo. The script contains:\n«snip»",
         "Running that script resets the password for every consumer, including the BI tool.",
         ""),
    ], "ko": [
        ("마이그레이션에 새 DB 유저가 필요했는데 누가 만드는지 몰랐음. «who»님이 «stage»에서 돌린 SQL:\n«snip»",
         "DB 유저는 마이그레이션 밖에서 수동으로 만들어서, 새 환경에는 누가 SQL 돌려주기 전까지 유저가 없음.",
         "유저 생성을 인프라 repo로 옮기고 비번은 vault에서 받게 해도 될지?"),
        ("리포팅 유저가 ops repo의 SQL 스크립트로 리셋된다는 말이 없었음. 스크립트 내용:\n«snip»",
         "그 스크립트 돌리면 BI 툴 포함해서 모든 사용처 비번이 바뀜.",
         ""),
    ]}[lang])
    return "SQL: user/role statement with password", fill_fields(t, c), [pw]


# ---- private keys
def _pem(kind_label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind_label, "\n".join(lines), kind_label)


def gen_private_key(lang):
    c = common_ctx(lang)
    k = rint(0, 6)
    while True:
        if k == 0:
            lines = pem_lines(ec_sec1_der())
            snip = _pem("EC PRIVATE KEY", lines); cat = "PEM EC private key (SEC1)"; secs = lines
        elif k == 1:
            lines = pem_lines(ec_pkcs8_der())
            snip = _pem("PRIVATE KEY", lines); cat = "Apple .p8 key (PKCS#8 EC)"; secs = lines
        elif k == 2:
            lines = pem_lines(ed25519_pkcs8_der())
            snip = _pem("PRIVATE KEY", lines); cat = "PEM Ed25519 private key (PKCS#8)"; secs = lines
        elif k == 3:
            lines = pem_lines(rsa_pkcs1_der())
            shown = lines[:rint(3, 5)]
            snip = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...\n-----END RSA PRIVATE KEY-----" % "\n".join(shown)
            cat = "PEM RSA private key (truncated paste)"; secs = shown
        elif k == 4:
            lines, pub = openssh_ed25519("%s@%s" % (pick(["deploy", "ci", "jenkins", c["user"]]), c["host"].split(".")[0]))
            snip = _pem("OPENSSH PRIVATE KEY", lines); cat = "OpenSSH ed25519 private key"; secs = lines
        elif k == 5:
            seed = rb(32)
            pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(rb(32))
            publines = wrap(b64(pubblob), 64)
            privlines = wrap(b64(_ssh_str(seed)), 64)
            snip = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s-key\nPublic-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s"
                    % (c["host"].split(".")[0], len(publines), "\n".join(publines), len(privlines), "\n".join(privlines), hexs(64)))
            cat = "PuTTY .ppk private key"; secs = privlines
        else:
            lines = pem_lines(rsa_pkcs8_der())
            shown = lines[:2]
            proj = "%s-%s-%d" % (c["org"], pick(["prod", "data", "ml"]), rint(100000, 999999))
            snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
                    '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}'
                    % (proj, hexs(40), "\\n".join(shown), pick(["ci-deployer", "bq-loader", "terraform"]), proj))
            cat = "GCP service account JSON private_key (truncated)"; secs = shown
        if all(len(x) >= 8 for x in secs):
            break
    c["snip"] = snip
    t = pick({"en": [
        ("I wasn't told how CI authenticates to «host». The deploy job's key, as stored in the repo's old deploy folder:\n«snip»",
         "The key has no passphrase and is also authorized on two other hosts; it needs to be replaced, not just deleted from the repo.",
         "Which hosts have this deploy key in authorized_keys?"),
        ("Nobody mentioned the signing key for «svc» lives in the repo. Found under config/keys/:\n«snip»",
         "Anything signed with this key has to be considered forgeable now; the key must be rotated and the repo history cleaned.",
         ""),
        ("To run the release locally I needed the signing key. «who» pasted it in the thread:\n«snip»",
         "Release signing should happen only in CI with the key in the secret store; local signing was a workaround.",
         "Can CI do the signing so nobody needs the key locally?"),
    ], "ko": [
        ("CI가 «host»에 어떻게 인증하는지 몰랐음. repo 예전 deploy 폴더에 있던 배포 키:\n«snip»",
         "패스프레이즈 없는 키고 다른 호스트 두 군데에도 등록돼 있음. repo에서 지우는 걸로 끝이 아니라 교체해야 함.",
         "이 배포 키가 authorized_keys에 등록된 호스트 목록 알 수 있는지?"),
        ("«svc» 서명 키가 repo 안에 있다는 얘기가 없었음. config/keys/ 아래에서 발견:\n«snip»",
         "이 키로 서명된 건 이제 위조 가능하다고 봐야 함. 키 교체하고 히스토리 정리 필요.",
         ""),
        ("로컬에서 릴리스 돌리려면 서명 키가 필요했음. «who»님이 스레드에 붙여준 것:\n«snip»",
         "릴리스 서명은 시크릿 스토어에 키 두고 CI에서만 해야 함. 로컬 서명은 임시방편이었음.",
         "CI에서 서명하게 해서 로컬에 키 없어도 되게 할 수 있는지?"),
    ]}[lang])
    return "private key: " + cat, fill_fields(t, c), secs


# ---- TOTP seeds / otpauth
def gen_totp(lang):
    c = common_ctx(lang)
    seed = base32_secret(pick([16, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Grafana", "Okta", "Cloudflare", "GitLab", "Vault", "Atlassian"])
    acct = pick(["ops-shared", "root", "billing-admin", "breakglass", "deploy-bot"]) + "@" + c["domain"]
    k = rint(0, 2)
    if k == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct.replace("@", "%40"), seed, issuer)
        cat = "otpauth URI"
    elif k == 1:
        spaced = " ".join(wrap(seed.lower(), 4))
        seed = spaced
        snip = "Can't scan the QR? Enter this key manually: %s" % spaced
        cat = "TOTP seed (spaced, lowercase)"
    else:
        snip = "MFA_TOTP_SECRET=%s  # %s %s" % (seed, issuer, acct)
        cat = "TOTP seed in env file"
    c.update(snip=snip, issuer=issuer, acct=acct)
    t = pick({"en": [
        ("The shared «issuer» account «acct» has MFA and nobody told me how the on-call gets codes. The enrollment info is in the runbook:\n«snip»",
         "Anyone with that seed can generate valid codes forever; MFA on a shared account with the seed in a doc is just a second password.",
         "Can the breakglass account move to a hardware key kept in the safe?"),
        ("I couldn't finish the «issuer» login for the automation because of MFA. «who» shared the seed so the bot can compute codes:\n«snip»",
         "pyotp.TOTP(seed).now() works, but the seed must live in the secret store, not in the bot's config.",
         ""),
    ], "ko": [
        ("공용 «issuer» 계정(«acct»)에 MFA가 걸려 있는데 온콜이 코드를 어떻게 받는지 아무도 안 알려줌. 런북에 등록 정보가 있었음:\n«snip»",
         "이 시드 있으면 누구든 영원히 코드 생성 가능함. 시드가 문서에 있으면 MFA가 아니라 두 번째 비밀번호일 뿐.",
         "breakglass 계정은 금고에 둔 하드웨어 키로 바꿀 수 있는지?"),
        ("자동화 봇이 «issuer» 로그인하다 MFA에서 막혔음. 봇이 코드 계산하라고 «who»님이 시드 공유해줌:\n«snip»",
         "pyotp.TOTP(seed).now()로 되긴 하는데 시드는 봇 설정 말고 시크릿 스토어에 있어야 함.",
         ""),
    ]}[lang])
    return "MFA: " + cat, fill_fields(t, c), [seed]


def gen_recovery_codes(lang):
    c = common_ctx(lang)
    k = rint(0, 4)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 8))]; svc = "GitHub"
    elif k == 1:
        codes = [hexs(16) for _ in range(rint(3, 6))]; svc = "GitLab"
    elif k == 2:
        codes = ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(4, 8))]; svc = "Google Workspace"
    elif k == 3:
        codes = ["-".join(rs(UALNUM, 5) for _ in range(5))]; svc = "Microsoft account"
    else:
        codes = [rs(LALNUM, 10) for _ in range(rint(4, 8))]; svc = "PyPI"
    lst = "\n".join(codes) if chance(0.6) else "  ".join(codes)
    c.update(svc_name=svc, codes=lst, acct=pick(["admin", "org-owner", "release-bot", "it-admin"]) + "@" + c["domain"])
    t = pick({"en": [
        ("The «svc_name» owner account «acct» lost its phone and nobody knew where the recovery codes were. They were in the IT handover doc:\n«codes»",
         "Recovery codes are single-use; the one we used is gone, and the rest must be regenerated because they were in a shared doc.",
         "Who should hold the regenerated «svc_name» recovery codes?"),
        ("I needed to get into «svc_name» as «acct» for the org settings. «who» pasted the backup codes:\n«codes»",
         "Using a backup code skips MFA completely, so these codes are as sensitive as the password.",
         ""),
    ], "ko": [
        ("«svc_name» 오너 계정(«acct») 폰 분실됐는데 복구 코드가 어디 있는지 아무도 몰랐음. IT 인수인계 문서에 있었음:\n«codes»",
         "복구 코드는 일회용이라 쓴 건 소진됐고, 나머지도 공용 문서에 있었으니 재발급해야 함.",
         "재발급한 «svc_name» 복구 코드는 누가 보관해야 하는지?"),
        ("조직 설정 때문에 «acct» 계정으로 «svc_name» 들어가야 했음. «who»님이 백업 코드 붙여줌:\n«codes»",
         "백업 코드 쓰면 MFA를 완전히 건너뛰니까 비밀번호만큼 민감함.",
         ""),
    ]}[lang])
    return "recovery codes: " + svc, fill_fields(t, c), codes


def gen_wifi(lang):
    c = common_ctx(lang)
    psk = pick([pw_passphrase, pw_human, pw_alnum, pw_ko_typed if lang == "ko" else pw_leet])()
    while '"' in psk or ";" in psk:
        psk = pw_alnum()
    ssid = pick(["%s-Office" % c["org"].capitalize(), "%s_5G" % c["org"].upper(), "Lab-IoT", "%s-Guest" % c["org"], "meetingroom-3F", "KT_GiGA_%s" % rs(UHEX, 4)])
    k = rint(0, 4)
    if k == 0:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk); cat = "wpa_supplicant.conf psk"
    elif k == 1:
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, psk); cat = "nmcli wifi password"
    elif k == 2:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk); cat = "Wi-Fi QR payload"
    elif k == 3:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk); cat = "hostapd.conf wpa_passphrase"
    else:
        snip = ("The %s Wi-Fi key is %s" if lang == "en" else "%s 와이파이 비번은 %s") % (ssid, psk); cat = "Wi-Fi key in prose"
    c["snip"] = snip
    t = pick({"en": [
        ("The test devices must join the lab network and nobody told me how they're provisioned. The provisioning script does:\n«snip»",
         "Every device image carries the same PSK, so one lost device exposes the whole lab network.",
         "Can the lab network move to per-device credentials?"),
        ("I didn't know the kiosk build needs Wi-Fi credentials baked in. From the build notes:\n«snip»",
         "The kiosk image is published to the artifact store, so the Wi-Fi key is effectively public inside the company.",
         ""),
    ], "ko": [
        ("테스트 기기들이 랩 네트워크에 붙어야 하는데 프로비저닝 방식을 몰랐음. 프로비저닝 스크립트 내용:\n«snip»",
         "모든 기기 이미지에 같은 PSK가 들어가서, 기기 하나 잃어버리면 랩 네트워크 전체가 노출됨.",
         "랩 네트워크를 기기별 자격 증명으로 바꿀 수 있는지?"),
        ("키오스크 빌드에 와이파이 정보가 박혀 들어가야 한다는 걸 몰랐음. 빌드 메모:\n«snip»",
         "키오스크 이미지는 아티팩트 저장소에 올라가니까 와이파이 키가 사내에서는 사실상 공개임.",
         ""),
    ]}[lang])
    return "Wi-Fi: " + cat, fill_fields(t, c), [psk]


def gen_pin(lang):
    c = common_ctx(lang)
    k = rint(0, 5)
    if k == 0:
        code = "%d#%d" % (rint(1000, 9999), rint(1000, 9999)); what = ("server room door code", "서버실 도어락 번호"); cat = "door code"
    elif k == 1:
        code = "%08d" % rint(0, 99999999); what = ("SIM PUK for the on-call phone", "온콜폰 유심 PUK"); cat = "SIM PUK"
    elif k == 2:
        code = "%d" % rint(10000000, 99999999); what = ("YubiKey PIV PIN of the signing token", "서명용 YubiKey PIV PIN"); cat = "YubiKey PIN"
    elif k == 3:
        code = "*%d*%d#" % (rint(100, 999), rint(1000, 9999)); what = ("alarm disarm code for the office", "사무실 경비 해제 코드"); cat = "alarm code"
    elif k == 4:
        code = hexs(48); what = ("YubiKey PIV management key", "YubiKey PIV 관리 키"); cat = "YubiKey management key"
    else:
        code = "%d-%d-%d" % (rint(10, 99), rint(10, 99), rint(10, 99)); what = ("combination of the key safe in the NOC", "NOC 키 금고 비밀번호"); cat = "safe combination"
    c.update(code=code, what=what[0] if lang == "en" else what[1])
    t = pick({"en": [
        ("I had to swap a disk in the rack and nobody told me how to get in. The «what» is «code».",
         "Physical access codes are shared across the team and never rotated; the last change was before the office move.",
         "Can facilities rotate the «what»?"),
        ("Missing context: the release signing needs the hardware token, and the «what» wasn't written down anywhere I could see.",
         "«who» gave it to me: «code». Three wrong tries lock the token, and the unlock procedure is not documented.",
         ""),
    ], "ko": [
        ("랙 디스크 교체해야 했는데 출입 방법을 아무도 안 알려줌. «what»는 «code» 임.",
         "물리 출입 코드는 팀 전체가 공유하고 로테이션도 안 함. 마지막 변경이 사무실 이사 전임.",
         "«what» 바꿔달라고 총무팀에 요청해도 될지?"),
        ("몰랐던 점: 릴리스 서명에 하드웨어 토큰이 필요한데 «what»가 내가 볼 수 있는 곳엔 적혀 있지 않았음.",
         "«who»님이 알려줌: «code». 세 번 틀리면 잠기고 잠금 해제 절차는 문서화 안 돼 있음.",
         ""),
    ]}[lang])
    return "PIN/code: " + cat, fill_fields(t, c), [code]


def bip39_mnemonic(nwords=12):
    ent = rb(16 if nwords == 12 else 32)
    h = hashlib.sha256(ent).digest()
    cs_bits = len(ent) * 8 // 32
    bits = int.from_bytes(ent, "big") << cs_bits | (h[0] >> (8 - cs_bits))
    total = len(ent) * 8 + cs_bits
    return " ".join(BIP39[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11))


def gen_seed(lang):
    c = common_ctx(lang)
    k = rint(0, 3)
    if k == 0:
        sec = bip39_mnemonic(12); cat = "BIP39 12-word mnemonic"
        snip = sec
    elif k == 1:
        sec = bip39_mnemonic(24); cat = "BIP39 24-word mnemonic"
        snip = sec
    elif k == 2:
        sec = "0x" + hexs(64); cat = "Ethereum private key (hex)"
        snip = "DEPLOYER_PRIVATE_KEY=%s" % sec
    else:
        sec = "[" + ",".join(str(x) for x in rb(64)) + "]"; cat = "Solana keypair id.json byte array"
        snip = sec
    c["snip"] = snip
    t = pick({"en": [
        ("The testnet faucet script needs a funded wallet and nobody said which one. «who» sent the wallet secret:\n«snip»",
         "The same wallet is used on mainnet for the fee payer, so this is not a throwaway testnet secret.",
         "Can we create a dedicated testnet wallet?"),
        ("I didn't know the contract deploy uses a hot wallet kept in the repo's scripts folder. It contains:\n«snip»",
         "Anyone with this can move the treasury funds; it has to be swept to a new wallet, not just deleted.",
         ""),
    ], "ko": [
        ("테스트넷 faucet 스크립트에 잔고 있는 지갑이 필요한데 어떤 지갑인지 안 알려줌. «who»님이 지갑 시크릿 보내줌:\n«snip»",
         "이 지갑이 메인넷 수수료 지갑이랑 같은 거라 버려도 되는 테스트넷 키가 아님.",
         "테스트넷 전용 지갑 새로 만들 수 있는지?"),
        ("컨트랙트 배포가 repo scripts 폴더에 있는 핫월렛을 쓰는 줄 몰랐음. 내용:\n«snip»",
         "이거 있으면 트레저리 자금을 옮길 수 있음. 지우는 게 아니라 새 지갑으로 자금 옮겨야 함.",
         ""),
    ]}[lang])
    return "wallet: " + cat, fill_fields(t, c), [sec]


def gen_app_password(lang):
    c = common_ctx(lang)
    k = rint(0, 4)
    if k == 0:
        ap = " ".join(rs(LOWER, 4) for _ in range(4)); prov = ("Google app password", "구글 앱 비밀번호")
    elif k == 1:
        ap = "-".join(rs(LOWER, 4) for _ in range(4)); prov = ("Apple app-specific password", "애플 앱 암호")
    elif k == 2:
        ap = rs(LOWER, 16); prov = ("Microsoft 365 app password", "MS 365 앱 비밀번호")
    elif k == 3:
        ap = rs(LALNUM, 16); prov = ("Fastmail app password", "Fastmail 앱 비밀번호")
    else:
        ap = rs(UALNUM, 12); prov = ("Naver application password", "네이버 애플리케이션 비밀번호")
    acct = pick(["alerts", "noreply", "reports", "build", "it"]) + "@" + c["domain"]
    c.update(ap=ap, prov=prov[0] if lang == "en" else prov[1], acct=acct)
    t = pick({"en": [
        ("The report mailer sends through «acct» and I didn't know it uses an app password rather than OAuth. The SMTP settings in the cron script:\nSMTP_USER=«acct»\nSMTP_PASS=«ap»",
         "App passwords bypass MFA and don't expire; this one should be revoked and replaced with a service account.",
         ""),
        ("The CI mail step needs a «prov» for «acct», which nobody mentioned. «who» generated one: «ap»",
         "It works only for the account it was generated for and only over SMTP/IMAP basic auth.",
         "Should this move to an API-based sender instead of «ap»?"),
    ], "ko": [
        ("리포트 메일러가 «acct» 계정으로 보내는데 OAuth가 아니라 앱 비밀번호를 쓰는 줄 몰랐음. cron 스크립트 SMTP 설정:\nSMTP_USER=«acct»\nSMTP_PASS=«ap»",
         "앱 비밀번호는 MFA 우회하고 만료도 없음. revoke하고 서비스 계정으로 바꿔야 함.",
         ""),
        ("«acct» 계정용 «prov» 발급이 필요하다는 얘기를 못 들었음. «who»님이 하나 발급해줌: «ap»",
         "발급한 계정에서만 동작하고 SMTP/IMAP 기본 인증에만 쓸 수 있음.",
         "«ap» 말고 API 방식 발송으로 바꿀 수 있는지?"),
    ]}[lang])
    return "app password: " + prov[0], fill_fields(t, c), [ap]


def gen_framework_secret(lang):
    c = common_ctx(lang)
    k = rint(0, 10)
    if k == 0:
        v = rs(LALNUM + "!@#%^&*(-_=+)", 50); snip = "SECRET_KEY = '%s'" % v; fw = "Django SECRET_KEY"
    elif k == 1:
        v = hexs(128); snip = "production:\n  secret_key_base: %s" % v; fw = "Rails secret_key_base"
    elif k == 2:
        v = hexs(32); snip = "$ cat config/master.key\n%s" % v; fw = "Rails master.key"
    elif k == 3:
        v = "base64:" + b64(rb(32)); snip = "APP_KEY=%s" % v; fw = "Laravel APP_KEY"
    elif k == 4:
        v = b64(rb(32)); snip = "NEXTAUTH_SECRET=%s" % v; fw = "NEXTAUTH_SECRET"
    elif k == 5:
        v = pick([pw_generated(rint(24, 40)), hexs(64)]); snip = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d" % v; fw = "JWT_SECRET"
    elif k == 6:
        v = b64u(rb(32)) + "="; snip = "FERNET_KEY = b'%s'" % v; fw = "Fernet key"
    elif k == 7:
        v = b64(rb(48)); snip = "config :%s, %sWeb.Endpoint,\n  secret_key_base: \"%s\"" % (c["svc"].replace("-", "_"), c["svc"].split("-")[0].capitalize(), v); fw = "Phoenix secret_key_base"
    elif k == 8:
        v = hexs(32); snip = "APP_SECRET=%s" % v; fw = "Symfony APP_SECRET"
    elif k == 9:
        v = rs(UHEX, 128); snip = '<machineKey validationKey="%s" decryptionKey="%s" validation="HMACSHA256" decryption="AES" />' % (v, rs(UHEX, 64)); fw = "ASP.NET machineKey"
    else:
        v = hexs(64); snip = "SESSION_SECRET=%s\nCOOKIE_NAME=%s_sid" % (v, c["svc"].replace("-", "_")); fw = "express-session secret"
    secs = [v]
    if k == 9:
        secs.append(snip.split('decryptionKey="')[1].split('"')[0])
    c.update(snip=snip, fw=fw)
    t = pick({"en": [
        ("I wasn't told that «svc»'s «fw» is committed. It's in the settings for «stage»:\n«snip»",
         "With this value anyone can forge sessions or decrypt signed cookies; rotating it logs every user out, so it needs a maintenance window.",
         "When can we rotate the «fw» for «stage»?"),
        ("The login bug only reproduced with the «stage» config, which nobody mentioned differs from dev. The relevant part:\n«snip»",
         "Sessions signed by «stage» are rejected by dev because the secret differs, which explains the redirect loop.",
         ""),
    ], "ko": [
        ("«svc»의 «fw» 값이 커밋돼 있다는 말을 못 들었음. «stage» 설정에 있음:\n«snip»",
         "이 값 있으면 세션 위조나 서명 쿠키 복호화가 가능함. 로테이션하면 전체 로그아웃되니까 점검 시간 잡아야 함.",
         "«stage» «fw» 로테이션 언제 할 수 있는지?"),
        ("로그인 버그가 «stage» 설정에서만 재현됐는데, dev랑 설정이 다르다는 얘기는 없었음. 관련 부분:\n«snip»",
         "«stage»에서 서명한 세션을 dev가 거부함. 시크릿이 달라서 리다이렉트 루프가 났던 것.",
         ""),
    ]}[lang])
    return "framework secret: " + fw, fill_fields(t, c), secs


def gen_crypto_tool(lang):
    c = common_ctx(lang)
    k = rint(0, 5)
    if k == 0:
        v = age_secret_key(); pub = age_public_key()
        snip = "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s" % (rint(1, 11), rint(1, 28), pub, v); tool = "age identity (sops key file)"
        secs = [v]
    elif k == 1:
        v = wg_key()
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (v, rint(2, 250), wg_key(), c["domain"])
        tool = "WireGuard wg0.conf PrivateKey"; secs = [v]
    elif k == 2:
        v = pw_passphrase() if chance(0.5) else pw_generated()
        snip = "$ cat ~/.vault_pass.txt\n%s\n$ ansible-playbook deploy.yml --vault-password-file ~/.vault_pass.txt" % v; tool = "Ansible vault password file"; secs = [v]
    elif k == 3:
        v = pw_passphrase()
        snip = "GPG_PASSPHRASE=\"%s\"\ngpg --batch --yes --passphrase \"$GPG_PASSPHRASE\" --pinentry-mode loopback -s release.tar.gz" % v; tool = "GPG signing passphrase"; secs = [v]
    elif k == 4:
        sp = pw_alnum(); kp = pw_alnum()
        snip = "signingConfigs {\n    release {\n        storeFile file(\"release.keystore\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
        tool = "Android signingConfigs passwords"; secs = [sp, kp]
    else:
        v = pw_generated()
        snip = "<settings>\n  <servers>\n    <server>\n      <id>%s-releases</id>\n      <username>deployer</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (c["org"], v)
        tool = "Maven settings.xml server password"; secs = [v]
    c.update(snip=snip, tool=tool)
    t = pick({"en": [
        ("I didn't know where the «tool» for the release pipeline lives. It turned out to be in the ops repo:\n«snip»",
         "The pipeline can't run without it, but it shouldn't be in a repo that contractors can read.",
         "Can this move to the CI secret store?"),
        ("Missing context: decrypting the config needs the «tool», and nobody had it except «who». They sent:\n«snip»",
         "Keep a second copy in the break-glass vault; if «who» is away, nobody can deploy.",
         ""),
    ], "ko": [
        ("릴리스 파이프라인용 «tool» 위치를 몰랐음. ops repo에 있었음:\n«snip»",
         "파이프라인이 이거 없으면 못 돌지만, 외주 인력도 읽을 수 있는 repo에 있으면 안 됨.",
         "CI 시크릿 스토어로 옮겨도 되는지?"),
        ("몰랐던 점: 설정 복호화에 «tool»이 필요한데 «who»님만 갖고 있었음. 보내준 내용:\n«snip»",
         "break-glass vault에 사본 하나 더 둬야 함. «who»님 부재 시 아무도 배포 못 함.",
         ""),
    ]}[lang])
    return "key material: " + tool, fill_fields(t, c), secs


def gen_cred_file(lang):
    c = common_ctx(lang)
    pw = pw_url_safe(lang) if chance(0.6) else pw_alnum()
    while any(ch in pw for ch in ":#"):
        pw = pw_alnum()
    k = rint(0, 6)
    if k == 0:
        snip = "machine api.%s\n  login %s\n  password %s" % (c["domain"], c["user"], pw); f = "~/.netrc"
    elif k == 1:
        snip = "%s:5432:%s:%s:%s" % (c["host"], c["db"], c["user"], pw); f = "~/.pgpass"
    elif k == 2:
        snip = "[client]\nuser=%s\npassword=%s\nhost=%s" % (c["user"], pw, c["host"]); f = "~/.my.cnf"
    elif k == 3:
        snip = "https://%s:%s@github.com" % (pick(["build-bot", c["org"] + "-ci"]), pct(pw)); f = "~/.git-credentials"; pw2 = pct(pw)
    elif k == 4:
        snip = "[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.%s/\nusername = %s\npassword = %s" % (c["domain"], c["user"], pw); f = "~/.pypirc"
    elif k == 5:
        snip = "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple" % (c["user"], pct(pw), c["domain"]); f = "~/.config/pip/pip.conf"
    else:
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s" % (_akia(), _aws_secret()); f = "~/.aws/credentials"
    c.update(snip=snip, f=f)
    secs = [pw, pct(pw)]
    if k == 6:
        secs = [snip.split(" = ")[1].split("\n")[0], snip.split(" = ")[2]]
    t = pick({"en": [
        ("The build container only worked for «who» because of a file in their home directory. Nobody mentioned «f»:\n«snip»",
         "The Docker build copies the home directory in one stage, so «f» ends up in an image layer.",
         "Can the build use BuildKit secrets instead of copying «f»?"),
        ("I didn't know tools on the jump host authenticate through «f». Its contents:\n«snip»",
         "Every user of the jump host can read it because the file mode is 644.",
         ""),
    ], "ko": [
        ("빌드 컨테이너가 «who»님 환경에서만 돌았던 이유가 홈 디렉터리 파일 때문이었음. «f» 얘기는 아무도 안 했음:\n«snip»",
         "Docker 빌드가 한 스테이지에서 홈 디렉터리를 통째로 복사해서 «f»가 이미지 레이어에 들어감.",
         "«f» 복사 말고 BuildKit secret 쓰게 바꿔도 될지?"),
        ("점프 호스트의 툴들이 «f»로 인증하는 줄 몰랐음. 내용:\n«snip»",
         "파일 권한이 644라 점프 호스트 쓰는 사람 전부 읽을 수 있음.",
         ""),
    ]}[lang])
    return "credential file: " + f, fill_fields(t, c), secs


def gen_pw_container(lang):
    """passwords inside chat pastes, tables, logs/stack traces, diffs"""
    c = common_ctx(lang)
    pw = pw_url_safe(lang)
    while any(ch in pw for ch in "'\"|"):
        pw = pw_url_safe(lang)
    k = rint(0, 5)
    if k == 0:
        p2 = pw_url_safe(lang)
        while any(ch in p2 for ch in "'\"|"):
            p2 = pw_url_safe(lang)
        snip = ("| system | user | password |\n|---|---|---|\n| %s | %s | %s |\n| rabbitmq | admin | %s |\n| grafana | admin | (SSO) |"
                % (c["host"], c["user"], pw, p2)); cat = "markdown table of logins"; secs = [pw, p2]
    elif k == 1:
        snip = ("psycopg2.OperationalError: connection to server at \"%s\", port 5432 failed: FATAL:  password authentication failed for user \"%s\"\n"
                "  (dsn: host=%s dbname=%s user=%s password=%s sslmode=require)" % (c["host"], c["user"], c["host"], c["db"], c["user"], pw))
        cat = "stack trace echoing DSN"; secs = [pw]
    elif k == 2:
        snip = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
                "Caused by: java.sql.SQLException: Access denied for user '%s'@'10.0.%d.%d' (using password: YES)\n"
                "  datasource: url=jdbc:mysql://%s:3306/%s, username=%s, password=%s" % (c["user"], rint(0, 9), rint(2, 250), c["host"], c["db"], c["user"], pw))
        cat = "Java exception with datasource dump"; secs = [pw]
    elif k == 3:
        f = pick(["docker-compose.yml", "compose.yaml"])
        snip = "--- a/%s\n+++ b/%s\n@@ -12,7 +12,7 @@ services:\n     environment:\n       POSTGRES_USER: %s\n-      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n+      POSTGRES_PASSWORD: %s" % (f, f, c["user"], pw)
        cat = "diff replacing env reference with literal"; secs = [pw]
    elif k == 4:
        t1 = "%d:%02d" % (rint(9, 18), rint(0, 59))
        who2 = pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)
        if lang == "en":
            snip = "[%s] %s: what's the rabbit admin pw on %s?\n[%s] %s: %s\n[%s] %s: ty" % (t1, c["who"], c["stage_en"], t1, who2, pw, t1, c["who"])
        else:
            snip = "[%s] %s: %s 래빗 admin 비번 뭐였죠?\n[%s] %s: %s\n[%s] %s: 감사요" % (t1, c["who"], c["stage"], t1, who2, pw, t1, c["who"])
        cat = "chat paste: bare password reply"; secs = [pw]
    else:
        snip = ("2025-%02d-%02d 03:%02d:11 INFO  bootstrap: loaded config {'db_host': '%s', 'db_user': '%s', 'db_password': '%s', 'pool': 10}"
                % (rint(1, 11), rint(1, 28), rint(0, 59), c["host"], c["user"], pw)); cat = "log line with config dict"; secs = [pw]
    c["snip"] = snip
    t = pick({"en": [
        ("I didn't know where the «stage» credentials were written down. The only place I found them:\n«snip»",
         "This is readable by far more people than should have these credentials; they need rotating and the source needs cleaning.",
         "Who can rotate these and scrub the source?"),
        ("The outage ticket had this attached, and nobody mentioned it contains a live password:\n«snip»",
         "Error output and pasted tables end up in tickets and notes; the logger should mask known credential fields.",
         ""),
    ], "ko": [
        ("«stage» 자격 증명이 어디 적혀 있는지 몰랐음. 찾은 곳은 여기뿐:\n«snip»",
         "원래 이 자격 증명 가져야 할 사람보다 훨씬 많은 사람이 볼 수 있는 곳임. 로테이션하고 원본 정리해야 함.",
         "로테이션이랑 원본 정리 누가 할 수 있는지?"),
        ("장애 티켓에 이게 첨부돼 있었는데 실제 비번이 들어 있다는 말은 없었음:\n«snip»",
         "에러 출력이나 표가 티켓/노트에 그대로 들어감. 로거에서 자격 증명 필드는 마스킹해야 함.",
         ""),
    ]}[lang])
    return "password in " + cat, fill_fields(t, c), secs


def gen_pw_hangul_prose(lang):
    c = common_ctx(lang)
    pw = pw_hangul() if chance(0.5) else pw_ko_typed()
    k = rint(0, 2)
    if lang == "en":
        t = pick([
            ("The Korean office's shared PC uses a password typed in Hangul mode; nobody mentioned it. It is «pw».",
             "If the IME is in English mode you have to type the QWERTY equivalent; the login screen doesn't show the input mode.",
             "", "Hangul/Korean-keyboard password in English prose"),
            ("Logging into the Seoul test server's console: user «user», password «pw» (per «who»).",
             "The password was made by typing a Korean word with the keyboard in English mode, so it looks random but isn't.",
             "Can we replace «pw» with a generated password?", "Korean-keyboard password in English prose, repeated in ask"),
        ])
    else:
        t = pick([
            ("사무실 공용 PC 비번이 한글로 돼 있다는 걸 아무도 안 알려줌. 비번은 «pw».",
             "한/영 전환 상태가 로그인 화면에 안 보여서 영문 모드면 자판 그대로 쳐야 함.",
             "", "Hangul/Korean-keyboard password in Korean prose"),
            ("서울 테스트 서버 콘솔 로그인: 계정 «user», 비번 «pw» («who»님이 알려줌).",
             "한글 단어를 영문 자판으로 친 비번이라 랜덤해 보여도 사실 추측 가능함.",
             "«pw» 말고 생성된 비번으로 바꿔도 되는지?", "Korean-keyboard password, repeated in ask"),
            ("«stage» 관리자 페이지 비번 «pw» 로 들어가짐. 이 정보 어디에도 없어서 «who»님한테 물어봄.",
             "관리자 페이지 계정이 하나뿐이라 누가 언제 들어갔는지 로그로 구분이 안 됨.",
             "", "Korean-keyboard password, prose"),
        ])
    c["pw"] = pw
    style = "Hangul password" if HANGUL_CHARS.search(pw) else "Korean-keyboard typed password"
    return "%s [%s]" % (t[3], style), fill_fields(t, c), [pw]


HANGUL_CHARS = re.compile("[\uac00-\ud7a3]")


# ================================================================= CLEAN NOTES
CLEAN_KINDS = []


def clean_kind(name, publishable=False, weight=1.0):
    def deco(fn):
        CLEAN_KINDS.append({"name": name, "fn": fn, "pub": publishable, "w": weight})
        return fn
    return deco


def T(lang, en, ko, ctx):
    t = pick(en if lang == "en" else ko)
    return fill_fields(t, ctx)


def cctx(lang):
    c = common_ctx(lang)
    c.update(sha=hexs(40), short=hexs(pick([7, 8, 10, 12])), uuid=uuid4(), uuid2=uuid4(), n3=rint(100, 999),
             port=pick([5432, 6379, 8080, 3000, 9200, 5672, 27017, 8443]), ver="%d.%d.%d" % (rint(0, 5), rint(0, 40), rint(0, 20)),
             acct=str(rint(10 ** 11, 10 ** 12 - 1)), region=pick(REGIONS), branch=pick(BRANCHES))
    return c


def sri(alg="sha384"):
    return alg + "-" + b64(rb({"sha256": 32, "sha384": 48, "sha512": 64}[alg]))


def ulid():
    return "01J" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)


def ksuid():
    return "2" + rs(ALNUM, 26)


def traceparent():
    return "00-%s-%s-01" % (hexs(32), hexs(16))


def rs_hash():
    return rs("bcdfghjklmnpqrstvwxz2456789", 10)


def pod_suffix():
    return rs("bcdfghjklmnpqrstvwxz2456789", 5)


def stripe_id(prefix):
    return prefix + rs(ALNUM, {"cus_": 14, "acct_": 16}.get(prefix, 24))


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_public_block(name, email):
    t = struct.pack(">I", ts_recent())
    key = b"\x04" + t + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + rb(32)
    pkt = b"\x98" + bytes([len(key)]) + key
    uid = ("%s <%s>" % (name, email)).encode()
    pkt += b"\xb4" + bytes([len(uid)]) + uid
    sig = b"\x04\x13\x16\x0a\x00" + rb(rint(110, 130))
    pkt += b"\x88" + bytes([len(sig)]) + sig
    sub = b"\x04" + t + b"\x12\x0a\x2b\x06\x01\x04\x01\x97\x55\x01\x05\x01\x01\x07\x40" + rb(32) + b"\x03\x01\x08\x07"
    pkt += b"\xb8" + bytes([len(sub)]) + sub
    body = wrap(b64(pkt), 64)
    chk = "=" + b64(crc24(pkt).to_bytes(3, "big"))
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n%s\n-----END PGP PUBLIC KEY BLOCK-----" % ("\n".join(body), chk)


def ec_public_pem():
    spki = der(0x30, der(0x30, OID_EC + OID_P256) + der(0x03, b"\x00\x04" + rb(64)))
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(pem_lines(spki))


# ---------------------------------------------------------------- references to secrets
@clean_kind("secret reference: GitHub Actions ${{ secrets.* }}")
def k_gha_ref(lang):
    c = cctx(lang)
    v = pick([v for v in VENDORS if v["auth"]])
    env = [x for x in v["creds"]() if x[2]][0][0]
    c.update(env=env, V=vdisplay(v), snip="    env:\n      %s: ${{ secrets.%s }}\n      AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-%s" % (env, env, c["acct"], c["repo"]))
    return T(lang, [
        ("I didn't know the workflow reads «V» credentials from repository secrets rather than the environment secrets. The job has:\n«snip»",
         "Environment-scoped secrets override repo secrets only when the job declares `environment:`; this job doesn't, so it always gets the repo-level «env».",
         "Should the deploy job declare `environment: «stage_en»` so it picks up the scoped secret?"),
        ("Forked PRs failed with an empty «env» and the ticket didn't explain why.",
         "GitHub does not pass secrets to workflows triggered from forks; `${{ secrets.«env» }}` evaluates to an empty string there. The job should skip the «V» step when the value is empty.",
         ""),
    ], [
        ("워크플로가 «V» 자격 증명을 environment secret이 아니라 repo secret에서 읽는 줄 몰랐음. 잡 설정:\n«snip»",
         "잡에 `environment:`를 선언해야 environment secret이 repo secret을 덮어씀. 이 잡은 선언이 없어서 항상 repo 레벨 «env»를 받음.",
         "배포 잡에 `environment: «stage_en»` 추가해서 scope된 시크릿 쓰게 해도 될지?"),
        ("포크 PR에서 «env»가 빈 값으로 나와서 실패했는데 티켓에 이유가 없었음.",
         "포크에서 트리거된 워크플로에는 GitHub가 시크릿을 안 넘겨줌. `${{ secrets.«env» }}`가 빈 문자열이 됨. 값이 비어 있으면 «V» 단계를 skip하도록 해야 함.",
         ""),
    ], c)


@clean_kind("secret reference: env var lookup in code")
def k_env_code(lang):
    c = cctx(lang)
    v = pick(VENDORS)
    env = [x for x in v["creds"]() if x[2]][0][0]
    code = pick(['api_key = os.environ["%s"]  # KeyError if unset, on purpose' % env,
                 "const apiKey = process.env.%s ?? ''\nif (!apiKey) throw new Error('%s is not set')" % (env, env),
                 'key := os.Getenv("%s")\nif key == "" {\n    log.Fatal("%s missing")\n}' % (env, env),
                 'String key = System.getenv("%s");' % env,
                 "key = ENV.fetch('%s')" % env,
                 'var key = builder.Configuration["%s"] ?? throw new InvalidOperationException("%s");' % (env.replace("_", ":", 1), env)])
    c.update(env=env, V=vdisplay(v), code=code)
    return T(lang, [
        ("The «V» client crashed at startup in the new container and I wasn't told the variable name changed. The code reads:\n«code»",
         "The service reads «env» at import time, so a missing value fails fast before the health check; the old name is no longer read anywhere.",
         "Is «env» set in every environment now, including the preview deploys?"),
        ("Nobody mentioned that «svc» loads «V» settings only from the environment, never from the config file.",
         "The lookup is:\n«code»\nSo editing config/*.yml has no effect on the key; it must be set in the deployment env.",
         ""),
    ], [
        ("새 컨테이너에서 «V» 클라이언트가 기동하자마자 죽었는데 변수 이름 바뀐 걸 몰랐음. 코드는 이렇게 읽음:\n«code»",
         "import 시점에 «env»를 읽어서 값이 없으면 헬스체크 전에 바로 죽음. 예전 이름은 이제 아무 데서도 안 읽음.",
         "preview 배포 포함해서 모든 환경에 «env» 설정돼 있는지?"),
        ("«svc»가 «V» 설정을 설정 파일이 아니라 환경변수에서만 읽는다는 걸 아무도 말 안 해줌.",
         "조회 코드:\n«code»\nconfig/*.yml 고쳐도 키에는 영향 없음. 배포 env에 넣어야 함.",
         ""),
    ], c)


@clean_kind("secret reference: Vault path / agent template")
def k_vault_ref(lang):
    c = cctx(lang)
    path = "secret/data/%s/%s/%s" % (c["stage_en"], c["svc"], pick(["db", "stripe", "smtp", "api-keys"]))
    snip = pick(['vault kv get -field=password %s' % path.replace("/data", "", 1),
                 '{{ with secret "%s" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % path,
                 'vault read -format=json database/creds/%s-readonly | jq -r .data.username' % c["db"]])
    c.update(path=path, snip=snip)
    return T(lang, [
        ("I didn't know «svc» gets its credentials from Vault Agent, not from Kubernetes secrets. The template:\n«snip»",
         "The KV v2 path in templates includes `/data/`, the CLI path doesn't; mixing them up gives a 403 that looks like a policy problem.",
         "Which Vault policy grants «svc» read on «path»?"),
        ("The task assumed static DB credentials; «svc» actually uses Vault dynamic secrets.",
         "Each pod gets its own short-lived user from the database secrets engine:\n«snip»\nThe lease is 1h, so long migrations need to renew it.",
         ""),
    ], [
        ("«svc»가 k8s secret이 아니라 Vault Agent에서 자격 증명을 받는 줄 몰랐음. 템플릿:\n«snip»",
         "KV v2는 템플릿 경로에는 `/data/`가 들어가고 CLI 경로에는 안 들어감. 섞어 쓰면 정책 문제처럼 보이는 403이 남.",
         "«svc»에 «path» 읽기 권한 주는 Vault 정책이 뭔지?"),
        ("작업은 정적 DB 계정을 가정했는데 «svc»는 실제로 Vault dynamic secret을 씀.",
         "파드마다 database secrets engine에서 수명 짧은 유저를 받음:\n«snip»\nlease가 1시간이라 긴 마이그레이션은 갱신해야 함.",
         ""),
    ], c)


@clean_kind("secret reference: AWS Secrets Manager / SSM ARN")
def k_aws_sm(lang):
    c = cctx(lang)
    name = "%s/%s/%s" % (c["stage_en"], c["svc"], pick(["db", "stripe", "api"]))
    arn = "arn:aws:secretsmanager:%s:%s:secret:%s-%s" % (c["region"], c["acct"], name, rs(ALNUM, 6))
    c.update(name=name, arn=arn, cmd="aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .password" % name)
    return T(lang, [
        ("The Lambda couldn't read its secret and nobody told me the ARN has a random suffix. The real ARN is «arn».",
         "IAM policies must use `%s-*` or the full ARN; the name alone doesn't match because of the 6-character suffix." .replace("%s", "«name»"),
         "Should the policy use the wildcard form for all «stage_en» secrets?"),
        ("I needed the DB password locally and wasn't told it lives in Secrets Manager under «name».",
         "Fetch it on demand with `«cmd»` instead of copying it into .env; rotation happens every 30 days.",
         ""),
    ], [
        ("Lambda가 시크릿을 못 읽었는데 ARN 끝에 랜덤 suffix가 붙는다는 걸 아무도 안 알려줌. 실제 ARN은 «arn».",
         "IAM 정책에는 `«name»-*` 형태나 전체 ARN을 써야 함. 6자리 suffix 때문에 이름만으로는 매칭 안 됨.",
         "«stage_en» 시크릿 전체에 와일드카드 형태 쓰는 걸로 통일할지?"),
        ("로컬에서 DB 비번이 필요했는데 Secrets Manager «name»에 있다는 걸 몰랐음.",
         ".env에 복사하지 말고 필요할 때 `«cmd»`로 가져오면 됨. 30일마다 로테이션됨.",
         ""),
    ], c)


@clean_kind("secret reference: 1Password op:// and op run")
def k_op_ref(lang):
    c = cctx(lang)
    item = pick(["Stripe Prod", "Postgres %s" % c["stage_en"], "SendGrid", "Datadog", "GitHub Bot"])
    c.update(item=item, snip="DATABASE_PASSWORD=op://Engineering/%s/password\nSTRIPE_SECRET_KEY=op://Engineering/Stripe Prod/credential" % item)
    return T(lang, [
        ("I didn't know the repo's .env.tpl holds 1Password references instead of values:\n«snip»",
         "`op run --env-file=.env.tpl -- npm run dev` resolves them at launch; the file itself is safe to commit and never contains the values.",
         "Does everyone on the team have access to the Engineering vault, or only backend?"),
        ("The script failed with 'could not resolve item' and nobody said the vault name is case-sensitive.",
         "References like op://Engineering/«item»/password must match the vault and item titles exactly; renaming the item in 1Password breaks every reference.",
         ""),
    ], [
        ("repo의 .env.tpl에 값이 아니라 1Password 참조가 들어 있다는 걸 몰랐음:\n«snip»",
         "`op run --env-file=.env.tpl -- npm run dev` 하면 실행 시점에 값이 채워짐. 파일 자체는 값이 없어서 커밋해도 됨.",
         "팀원 전부 Engineering vault 접근 권한 있는지, 백엔드만 있는지?"),
        ("스크립트가 'could not resolve item'으로 실패했는데 vault 이름이 대소문자 구분한다는 얘기가 없었음.",
         "op://Engineering/«item»/password 같은 참조는 vault/아이템 제목이 정확히 일치해야 함. 1Password에서 아이템 이름 바꾸면 참조가 다 깨짐.",
         ""),
    ], c)


@clean_kind("secret reference: k8s secretKeyRef / ExternalSecret")
def k_k8s_ref(lang):
    c = cctx(lang)
    if chance(0.5):
        snip = ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: stripe\n        key: secret-key" % c["svc"])
    else:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  target:\n    name: %s-env\n  dataFrom:\n    - extract:\n        key: %s/%s" % (c["svc"], c["svc"], c["stage_en"], c["svc"]))
    c["snip"] = snip
    return T(lang, [
        ("I wasn't told where «svc» gets its credentials in the cluster. The manifest only references them:\n«snip»",
         "The values are synced from the cloud secret store; editing the Kubernetes Secret by hand gets overwritten within the refresh interval.",
         "Who can change the upstream secret for «svc»?"),
        ("The pod was stuck in CreateContainerConfigError and the task didn't mention that the secret is created by another team's pipeline.",
         "The reference in the spec is:\n«snip»\nIf the secret or key doesn't exist yet, the pod won't start; the error names the missing key.",
         ""),
    ], [
        ("클러스터에서 «svc»가 자격 증명을 어디서 받는지 몰랐음. 매니페스트는 참조만 함:\n«snip»",
         "값은 클라우드 시크릿 스토어에서 동기화됨. k8s Secret을 손으로 고치면 refresh 주기 안에 덮어써짐.",
         "«svc» 원본 시크릿은 누가 바꿀 수 있는지?"),
        ("파드가 CreateContainerConfigError에서 멈췄는데, 시크릿을 다른 팀 파이프라인이 만든다는 얘기가 없었음.",
         "spec의 참조:\n«snip»\n시크릿이나 키가 아직 없으면 파드가 안 뜸. 에러 메시지에 없는 키 이름이 나옴.",
         ""),
    ], c)


@clean_kind("placeholders: .env.example with dummy values")
def k_env_example(lang):
    c = cctx(lang)
    lines = pick([
        ["DATABASE_URL=postgres://user:password@localhost:5432/%s" % c["db"], "REDIS_URL=redis://localhost:6379/0", "STRIPE_SECRET_KEY=", "SENDGRID_API_KEY=<your-sendgrid-key>"],
        ["OPENAI_API_KEY=your-openai-api-key", "ANTHROPIC_API_KEY=", "LOG_LEVEL=info", "PORT=3000"],
        ["AWS_ACCESS_KEY_ID=", "AWS_SECRET_ACCESS_KEY=", "AWS_REGION=%s" % c["region"], "S3_BUCKET=%s-uploads-dev" % c["org"]],
        ["JWT_SECRET=change-me-in-production", "SESSION_COOKIE_NAME=%s_sid" % c["svc"].replace("-", "_"), "SMTP_HOST=localhost", "SMTP_PORT=1025"],
        ["GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "SLACK_BOT_TOKEN=xoxb-your-token", "SLACK_SIGNING_SECRET=<from app config>"],
    ])
    c["snip"] = "\n".join(lines)
    return T(lang, [
        ("Nobody told me which variables «svc» needs. The repo's .env.example lists them with dummy values:\n«snip»",
         "Copy it to .env and fill in real values from the vault; the example file is the only documentation of required variables and it is checked by CI for drift.",
         "Is there a script that fills .env from the vault automatically?"),
        ("The app booted with placeholder values and failed later with confusing 401s.",
         "The .env.example placeholders are syntactically valid, so nothing rejects them at startup:\n«snip»\nI added a startup check that refuses obvious placeholders.",
         ""),
    ], [
        ("«svc»에 필요한 환경변수 목록을 아무도 안 알려줌. repo의 .env.example에 더미 값으로 나와 있음:\n«snip»",
         ".env로 복사하고 실제 값은 vault에서 채우면 됨. 필수 변수 문서는 이 example 파일뿐이고 CI가 drift 체크함.",
         "vault에서 .env 자동으로 채워주는 스크립트 있는지?"),
        ("placeholder 값으로 앱이 떴다가 나중에 헷갈리는 401로 실패함.",
         ".env.example의 placeholder가 형식상 유효해서 기동 시점에 걸러지지 않음:\n«snip»\n뻔한 placeholder는 기동 때 거부하도록 체크 추가함.",
         ""),
    ], c)


@clean_kind("masked values in dashboards and CLI output")
def k_masked(lang):
    c = cctx(lang)
    m = pick(["sk_live_" + "•" * 20 + rs(ALNUM, 4), "ghp_" + "*" * 36, "xoxb-****-****-" + "*" * 8 + rs(ALNUM, 4),
              "****************" + rs(UALNUM, 4), "AKIA" + "*" * 12 + rs(B32, 4), "sk-proj-..." + rs(ALNUM, 4),
              "glpat-" + "x" * 20])
    out = pick(["github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % (c["org"] + "-bot"),
                "Key: %s  Created: 2025-0%d-1%d  Last used: %d days ago" % (m, rint(1, 9), rint(0, 9), rint(1, 60)),
                "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n      access_key     ****************%s shared-credentials-file\n      secret_key     ****************%s shared-credentials-file\n          region          %s      config-file    ~/.aws/config" % (rs(B32, 4), rs(ALNUM, 4), c["region"])])
    c.update(m=m, out=out)
    return T(lang, [
        ("I couldn't tell which credential the CLI was using. The output only shows masked values:\n«out»",
         "The last four characters are enough to match against the key list in the provider console; that's how I found it was the old key.",
         "Can the old key be deleted now that we know «svc» no longer uses it?"),
        ("The vendor dashboard lists the key as «m» with no name, and the ticket didn't say which service owns it.",
         "Masked keys can be matched by their suffix and creation date against the audit log; that is safer than asking people to paste the full value.",
         ""),
    ], [
        ("CLI가 어떤 자격 증명을 쓰는지 알 수 없었음. 출력에는 마스킹된 값만 나옴:\n«out»",
         "마지막 네 글자로 콘솔의 키 목록이랑 대조하면 됨. 그렇게 해서 예전 키라는 걸 확인함.",
         "«svc»가 더 이상 안 쓰는 게 확인됐으니 예전 키 삭제해도 될지?"),
        ("벤더 대시보드에 키가 이름 없이 «m»로만 나오고, 어느 서비스 키인지 티켓에 없었음.",
         "마스킹된 키는 suffix랑 생성일로 감사 로그와 대조하면 됨. 전체 값을 붙여달라고 하는 것보다 안전함.",
         ""),
    ], c)


@clean_kind("documented example keys from vendor docs")
def k_doc_examples(lang):
    c = cctx(lang)
    ex = pick([
        ("AWS docs", "AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        ("AWS docs", "aws_access_key_id = AKIAI44QH8DHBEXAMPLE\naws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
        ("jwt.io", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
        ("Azurite (Azure Storage emulator) docs", "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"),
        ("RFC 6238 test vectors", "secret = base32('12345678901234567890') = GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ, T=59 -> 94287082"),
        ("Twilio quickstart", "account_sid = 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'\nauth_token = 'your_auth_token'"),
    ])
    c.update(src=ex[0], ex=ex[1])
    return T(lang, [
        ("The secret scanner flagged a test fixture and nobody told me it's the documented example from «src»:\n«ex»",
         "These values are published in the vendor's documentation and don't grant access to anything; the scanner allowlist should match them exactly rather than disabling the rule.",
         "Can we add the documented examples to the scanner allowlist by exact value?"),
        ("I wasn't sure whether the credentials in the unit test were real. They are the well-known values from «src»:\n«ex»",
         "Using the documented example values keeps tests deterministic and obviously fake to reviewers.",
         ""),
    ], [
        ("시크릿 스캐너가 테스트 fixture를 잡았는데, «src»에 나오는 문서용 예시라는 걸 아무도 안 알려줌:\n«ex»",
         "벤더 문서에 공개된 값이라 어디에도 접근 권한이 없음. 규칙을 끄지 말고 이 값만 정확히 allowlist에 넣으면 됨.",
         "문서 예시 값들을 정확한 값 기준으로 allowlist에 추가해도 될지?"),
        ("유닛 테스트에 있는 자격 증명이 진짜인지 헷갈렸음. «src»에 나오는 유명한 예시 값임:\n«ex»",
         "문서 예시 값을 쓰면 테스트가 결정적이고 리뷰어 눈에도 가짜인 게 분명함.",
         ""),
    ], c)


# ---------------------------------------------------------------- hashes, digests, ids
@clean_kind("git commit SHAs and bisect")
def k_git_sha(lang):
    c = cctx(lang)
    log = "\n".join("%s %s" % (hexs(9), m) for m in sample(["fix(api): retry on 502 from upstream", "chore(deps): bump axios to 1.7.7",
                                                             "feat: add idempotency keys to payouts", "revert \"cache warmup\"",
                                                             "refactor: split billing module", "test: flaky webhook spec"], 3))
    c.update(log=log)
    return T(lang, [
        ("I didn't know the regression was already bisected. The first bad commit is «sha» on «branch».",
         "`git bisect run npm test -- webhook` found it in 7 steps; the commit swapped the retry helper, which changed the backoff from seconds to milliseconds.",
         "Should «short» be reverted or fixed forward?"),
        ("The release notes didn't say which commits went into «ver». `git log --oneline v«ver»~3..v«ver»`:\n«log»",
         "Tags are annotated and signed; `git describe` on the deployed image gives the exact commit, so no need to guess from timestamps.",
         ""),
    ], [
        ("회귀 버그가 이미 bisect 돼 있다는 걸 몰랐음. 첫 번째 bad commit은 «branch» 브랜치의 «sha».",
         "`git bisect run npm test -- webhook`로 7단계 만에 찾음. retry 헬퍼 교체하면서 backoff 단위가 초에서 밀리초로 바뀐 게 원인.",
         "«short» revert할지, fix forward 할지?"),
        ("«ver»에 어떤 커밋이 들어갔는지 릴리스 노트에 없었음. `git log --oneline v«ver»~3..v«ver»`:\n«log»",
         "태그가 annotated + signed라서 배포된 이미지에서 `git describe` 하면 정확한 커밋이 나옴. 타임스탬프로 추측할 필요 없음.",
         ""),
    ], c)


@clean_kind("container image digests")
def k_digest(lang):
    c = cctx(lang)
    img = "ghcr.io/%s/%s" % (c["org"], c["svc"])
    c.update(img=img, dg="sha256:" + hexs(64), dg2="sha256:" + hexs(64))
    return T(lang, [
        ("Staging and prod ran different code under the same tag and nobody mentioned tags are mutable here. Prod: «img»@«dg», staging: «img»@«dg2».",
         "Pin deployments by digest; `:latest` and even `:v«ver»` were re-pushed after a hotfix.",
         "Can the registry be set to immutable tags?"),
        ("I needed to verify which image the incident pod ran. `kubectl get pod -o jsonpath='{..imageID}'` returned «img»@«dg».",
         "The digest is content-addressed, so comparing it with the CI build log is conclusive; the tag in the manifest was not.",
         ""),
    ], [
        ("스테이징이랑 운영이 같은 태그인데 다른 코드가 돌고 있었음. 여기 태그가 mutable이라는 얘기를 못 들었음. 운영: «img»@«dg», 스테이징: «img»@«dg2».",
         "배포는 digest로 고정해야 함. 핫픽스 후에 `:latest`뿐 아니라 `:v«ver»`도 다시 push됐었음.",
         "레지스트리에 immutable tag 설정 켜도 될지?"),
        ("장애 파드가 어떤 이미지였는지 확인해야 했음. `kubectl get pod -o jsonpath='{..imageID}'` 결과 «img»@«dg».",
         "digest는 내용 기반 주소라 CI 빌드 로그와 비교하면 확실함. 매니페스트의 태그는 믿을 수 없었음.",
         ""),
    ], c)


@clean_kind("lockfile integrity hashes")
def k_lockfile(lang):
    c = cctx(lang)
    pkg = pick(["lodash", "undici", "zod", "@types/node", "esbuild", "sharp", "next"])
    snip = pick(['    "node_modules/%s": {\n      "version": "%s",\n      "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n      "integrity": "%s"\n    }' % (pkg, c["ver"], pkg, pkg.split("/")[-1], c["ver"], sri("sha512")),
                 "%s@^%s:\n  version \"%s\"\n  resolved \"https://registry.yarnpkg.com/%s/-/%s-%s.tgz#%s\"\n  integrity %s" % (pkg, c["ver"], c["ver"], pkg, pkg.split("/")[-1], c["ver"], hexs(40), sri("sha512")),
                 "github.com/%s/%s v%s h1:%s\ngithub.com/%s/%s v%s/go.mod h1:%s" % (pick(["spf13", "go-chi", "jackc", "stretchr"]), pick(["cobra", "chi", "pgx", "testify"]), c["ver"], b64(rb(32)), "spf13", "cobra", c["ver"], b64(rb(32))),
                 '[[package]]\nname = "%s"\nversion = "%s"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (pick(["serde", "tokio", "reqwest", "rustls"]), c["ver"], hexs(64))])
    c.update(snip=snip, pkg=pkg)
    return T(lang, [
        ("CI failed with an integrity mismatch and nobody said the lockfile had been edited by hand. The entry:\n«snip»",
         "Never hand-edit integrity/checksum lines; delete the entry and reinstall so the package manager recomputes it from the registry tarball.",
         ""),
        ("I didn't know the repo enforces lockfile verification on install. The relevant lock entry for «pkg»:\n«snip»",
         "The hash pins the exact tarball; a registry mirror serving a rebuilt tarball fails the check even with the same version.",
         "Should the internal mirror be configured as a pure proxy so hashes stay identical?"),
    ], [
        ("CI가 integrity mismatch로 실패했는데 lockfile을 손으로 고쳤다는 말이 없었음. 해당 항목:\n«snip»",
         "integrity/checksum 줄은 절대 손으로 고치면 안 됨. 항목 지우고 재설치해서 패키지 매니저가 registry tarball로 다시 계산하게 해야 함.",
         ""),
        ("설치 시 lockfile 검증을 강제하는 줄 몰랐음. «pkg» lock 항목:\n«snip»",
         "해시가 tarball을 고정함. 미러가 다시 빌드한 tarball을 주면 버전이 같아도 검증 실패함.",
         "사내 미러를 순수 프록시로 설정해서 해시가 동일하게 유지되게 할 수 있는지?"),
    ], c)


@clean_kind("pip --hash requirements")
def k_pip_hash(lang):
    c = cctx(lang)
    pkg = pick(["requests", "cryptography", "numpy", "pydantic-core", "urllib3", "certifi"])
    snip = "%s==%s \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pkg, c["ver"], hexs(64), hexs(64))
    c.update(snip=snip, pkg=pkg)
    return T(lang, [
        ("pip refused to install in the Docker build and I wasn't told requirements.txt is generated with hashes:\n«snip»",
         "With --require-hashes every dependency, including transitive ones, needs a hash; regenerate with `pip-compile --generate-hashes` instead of adding lines by hand.",
         ""),
        ("The wheel for «pkg» on ARM wasn't in the lock and nobody mentioned the build runs on Graviton.",
         "Each platform wheel has its own sha256; the lock must be compiled with all target platforms or the ARM build fails the hash check:\n«snip»",
         "Should we compile the lock for both amd64 and arm64 in CI?"),
    ], [
        ("Docker 빌드에서 pip 설치가 거부됐는데 requirements.txt가 해시 포함으로 생성된다는 얘기를 못 들었음:\n«snip»",
         "--require-hashes면 transitive 의존성까지 전부 해시가 있어야 함. 손으로 줄 추가하지 말고 `pip-compile --generate-hashes`로 다시 생성해야 함.",
         ""),
        ("ARM용 «pkg» wheel이 lock에 없었고, 빌드가 Graviton에서 돈다는 말이 없었음.",
         "플랫폼별 wheel마다 sha256이 다름. lock을 대상 플랫폼 전부로 컴파일해야 ARM 빌드가 해시 체크 통과함:\n«snip»",
         "CI에서 amd64, arm64 둘 다로 lock 컴파일하게 할지?"),
    ], c)


@clean_kind("request IDs, trace IDs and correlation IDs")
def k_request_ids(lang):
    c = cctx(lang)
    c.update(tp=traceparent(), rid=uuid4(), amz=rs(UALNUM, 16), cf=rs(B64U, 54) + "==", ddt=str(rint(10 ** 18, 9 * 10 ** 18)))
    return T(lang, [
        ("The vendor support asked for request IDs and I didn't know where to find them. From the failing call: x-request-id «rid», traceparent «tp».",
         "Our gateway propagates traceparent, so the same trace ID shows up in Tempo; search by the 32-hex trace ID, not the span ID.",
         "Does the vendor accept traceparent IDs, or only their own request ID?"),
        ("CloudFront returned 403 for some users and nobody told me how to correlate edge logs. X-Amz-Cf-Id: «cf», x-amz-request-id: «amz».",
         "The Cf-Id is what AWS support needs; the S3 request ID alone doesn't tie back to the edge location.",
         ""),
        ("The Datadog trace for the slow checkout was trace_id «ddt»; the ticket only had a screenshot.",
         "Datadog trace IDs are 64-bit decimals in the UI but 128-bit hex in OTLP; convert before searching in Tempo.",
         ""),
    ], [
        ("벤더 지원팀이 request ID를 달라고 했는데 어디서 찾는지 몰랐음. 실패한 호출 기준 x-request-id «rid», traceparent «tp».",
         "게이트웨이가 traceparent를 전파해서 Tempo에도 같은 trace ID가 있음. span ID 말고 32자리 hex trace ID로 검색해야 함.",
         "벤더가 traceparent ID도 받아주는지, 자기들 request ID만 되는지?"),
        ("일부 사용자만 CloudFront 403이 났는데 엣지 로그 연결하는 법을 아무도 안 알려줌. X-Amz-Cf-Id: «cf», x-amz-request-id: «amz».",
         "AWS 지원팀에는 Cf-Id가 필요함. S3 request ID만으로는 엣지 위치까지 추적 안 됨.",
         ""),
    ], c)


@clean_kind("cloud resource IDs and ARNs")
def k_cloud_ids(lang):
    c = cctx(lang)
    c.update(iid="i-0" + hexs(16), sg="sg-0" + hexs(16), vpc="vpc-0" + hexs(16), ami="ami-0" + hexs(16), sub="subnet-0" + hexs(16),
             role="arn:aws:iam::%s:role/%s-task" % (c["acct"], c["svc"]), azsub=uuid4(),
             azres="/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/%s" % (uuid4(), c["svc"], c["stage_en"], c["svc"]))
    return T(lang, [
        ("The instance that ran out of disk was «iid» in «vpc»; the alert only had the private IP.",
         "Security group «sg» allows 5432 only from «sub»; the bastion is in a different subnet, which is why psql timed out rather than being refused.",
         "Should the bastion subnet be added to «sg»?"),
        ("I didn't know the ECS task assumes «role»; the task definition was copied from another service.",
         "Copying task definitions also copies the role ARN; the new service silently got the old service's S3 permissions.",
         ""),
        ("The Terraform import needed the full Azure resource ID, which the ticket didn't have: «azres».",
         "`terraform import azurerm_linux_web_app.app «azres»` worked; the subscription GUID is in the ID, so switching subscriptions needs a new import.",
         ""),
    ], [
        ("디스크 꽉 찬 인스턴스는 «vpc»의 «iid»였음. 알림에는 사설 IP만 있었음.",
         "보안그룹 «sg»가 5432를 «sub»에서만 허용함. 배스천은 다른 서브넷이라 psql이 거부가 아니라 타임아웃 났던 것.",
         "배스천 서브넷을 «sg»에 추가해도 될지?"),
        ("ECS 태스크가 «role»을 assume하는 줄 몰랐음. 태스크 정의를 다른 서비스에서 복사해 온 거였음.",
         "태스크 정의 복사하면 role ARN도 같이 복사됨. 새 서비스가 예전 서비스의 S3 권한을 조용히 받아버림.",
         ""),
        ("Terraform import에 Azure 리소스 전체 ID가 필요했는데 티켓에 없었음: «azres».",
         "`terraform import azurerm_linux_web_app.app «azres»`로 됨. 구독 GUID가 ID에 들어 있어서 구독 바꾸면 다시 import 해야 함.",
         ""),
    ], c)


@clean_kind("aws sts get-caller-identity output (AIDA/AROA unique IDs)")
def k_sts(lang):
    c = cctx(lang)
    uid = pick(["AIDA" + rs(B32, 17), "AROA" + rs(B32, 17) + ":" + pick(["botocore-session-%d" % rint(10 ** 9, 10 ** 10), "gha-" + hexs(8)])])
    arn = "arn:aws:sts::%s:assumed-role/%s/%s" % (c["acct"], pick(["OrganizationAccountAccessRole", "gha-deploy", "AWSReservedSSO_Developer_" + hexs(16)]), uid.split(":")[-1]) if uid.startswith("AROA") else "arn:aws:iam::%s:user/%s" % (c["acct"], pick(["ci-legacy", "terraform", "backup"]))
    c.update(out='{\n    "UserId": "%s",\n    "Account": "%s",\n    "Arn": "%s"\n}' % (uid, c["acct"], arn))
    return T(lang, [
        ("Terraform applied to the wrong account and nobody mentioned that AWS_PROFILE is ignored when static env credentials are set. `aws sts get-caller-identity` printed:\n«out»",
         "The unique ID (AIDA…/AROA…) identifies the principal, it is not a key. Always run get-caller-identity before apply.",
         "Can the Terraform wrapper refuse to run when the account doesn't match the workspace?"),
        ("I wasn't sure which role the CI job assumed. The identity check in the job log:\n«out»",
         "The session name after the colon tells which workflow assumed the role; CloudTrail uses the same value.",
         ""),
    ], [
        ("Terraform이 엉뚱한 계정에 apply 됐는데, 정적 env 자격 증명이 있으면 AWS_PROFILE이 무시된다는 말을 못 들었음. `aws sts get-caller-identity` 결과:\n«out»",
         "UserId(AIDA…/AROA…)는 주체 식별자일 뿐 키가 아님. apply 전에 항상 get-caller-identity 확인해야 함.",
         "계정이 workspace랑 다르면 Terraform 래퍼가 실행 거부하게 할 수 있는지?"),
        ("CI 잡이 어떤 role을 assume했는지 확실치 않았음. 잡 로그의 identity 확인 결과:\n«out»",
         "콜론 뒤 세션 이름으로 어느 워크플로가 assume했는지 알 수 있음. CloudTrail에도 같은 값이 찍힘.",
         ""),
    ], c)


@clean_kind("provider object IDs (Stripe, Slack, Mongo, Shopify)")
def k_object_ids(lang):
    c = cctx(lang)
    c.update(cus=stripe_id("cus_"), pi="pi_3" + rs(ALNUM, 23), evt="evt_1" + rs(ALNUM, 23), price="price_1" + rs(ALNUM, 23),
             oid=hexs(24), chan="C0" + rs(UALNUM, 9), uid="U0" + rs(UALNUM, 9), ts="%d.%06d" % (ts_recent(), rint(0, 999999)),
             gid="gid://shopify/Order/%d" % rint(10 ** 12, 10 ** 13))
    return T(lang, [
        ("The refund job skipped a customer and the ticket only had an email. The Stripe objects: customer «cus», payment intent «pi», event «evt».",
         "The webhook handler dedupes on event ID, and «evt» had been processed before the code fix, so replaying it from the dashboard was ignored.",
         "Can we add an admin action to force-reprocess a single event ID?"),
        ("I didn't know the Slack bot posts by channel ID, not name. The alert went to «chan»; the thread ts is «ts», posted as «uid».",
         "Renaming a channel doesn't break the bot, but archiving and recreating it does, because the ID changes.",
         ""),
        ("The order sync failed for «gid»; Mongo document _id «oid» holds the cached copy.",
         "Shopify GraphQL IDs are global IDs, the REST API wants the numeric part only; the sync was passing the whole gid.",
         ""),
    ], [
        ("환불 잡이 고객 한 명을 건너뛰었는데 티켓엔 이메일만 있었음. Stripe 객체: customer «cus», payment intent «pi», event «evt».",
         "웹훅 핸들러가 event ID로 중복 제거하는데 «evt»가 코드 수정 전에 이미 처리돼서 대시보드에서 재전송해도 무시됨.",
         "event ID 하나만 강제로 재처리하는 어드민 기능 추가할 수 있는지?"),
        ("슬랙 봇이 채널 이름이 아니라 채널 ID로 보낸다는 걸 몰랐음. 알림은 «chan»으로 갔고 스레드 ts는 «ts», 보낸 유저는 «uid».",
         "채널 이름 바꾸는 건 괜찮은데 아카이브 후 재생성하면 ID가 바뀌어서 봇이 깨짐.",
         ""),
        ("«gid» 주문 동기화가 실패함. 캐시된 사본은 Mongo _id «oid» 문서.",
         "Shopify GraphQL ID는 global ID라서 REST API에는 숫자 부분만 넘겨야 하는데 gid 전체를 넘기고 있었음.",
         ""),
    ], c)


@clean_kind("long identifiers: ULID, KSUID, nanoid, snowflake")
def k_long_ids(lang):
    c = cctx(lang)
    c.update(ulid=ulid(), ksuid=ksuid(), nano=rs(B64U, 21), snow=_snowflake(), short=rs(ALNUM, 7))
    return T(lang, [
        ("I assumed job IDs were UUIDs; they're ULIDs like «ulid». Nobody mentioned ordering depends on them.",
         "ULIDs sort by creation time, so the pagination cursor is just the last ID; switching to UUIDv4 would break 'newest first'.",
         ""),
        ("The import dedupes on external_id, which for this partner is a KSUID («ksuid»); the ticket called it a token.",
         "It's just an identifier, 27 chars base62 with an embedded timestamp; case matters, so lowercasing it caused the duplicates.",
         "Should external_id be stored with a case-sensitive collation everywhere?"),
        ("Short links use nanoid («nano») and the Discord integration uses snowflake IDs («snow»); the spec mixed them up.",
         "Snowflakes are numeric and must be handled as strings in JS to avoid precision loss above 2^53.",
         ""),
    ], [
        ("잡 ID가 UUID인 줄 알았는데 «ulid» 같은 ULID였음. 정렬이 이 ID에 의존한다는 말이 없었음.",
         "ULID는 생성 시간 순으로 정렬돼서 페이지네이션 커서가 그냥 마지막 ID임. UUIDv4로 바꾸면 '최신순'이 깨짐.",
         ""),
        ("import가 external_id로 중복 제거하는데 이 파트너는 KSUID(«ksuid»)를 씀. 티켓에는 토큰이라고 적혀 있었음.",
         "그냥 식별자임. base62 27자에 타임스탬프가 들어 있음. 대소문자 구분되는데 소문자로 바꿔서 중복이 생겼던 것.",
         "external_id는 전부 대소문자 구분 collation으로 저장해야 할지?"),
        ("단축 링크는 nanoid(«nano»), 디스코드 연동은 snowflake ID(«snow»)를 쓰는데 스펙 문서에서 둘이 섞여 있었음.",
         "snowflake는 숫자라서 JS에서 2^53 넘어가면 정밀도 손실 생김. 문자열로 다뤄야 함.",
         ""),
    ], c)


@clean_kind("base64 of non-secret data")
def k_base64_data(lang):
    c = cctx(lang)
    payload = pick([{"page": rint(2, 40), "sort": "created_at", "dir": "desc"}, {"last_id": rint(10000, 99999), "ts": ts_recent()},
                    {"tenant": c["org"], "feature": "new-checkout", "rollout": rint(5, 50)}])
    enc = b64(json.dumps(payload, separators=(",", ":")).encode())
    cm = b64(("log_level=info\nregion=%s\nretries=3\n" % c["region"]).encode())
    c.update(enc=enc, dec=json.dumps(payload, separators=(",", ":")), cm=cm)
    return T(lang, [
        ("The API's next_cursor looked opaque and nobody said it's just base64 JSON: «enc» decodes to «dec».",
         "Clients must treat it as opaque anyway; we may sign it later. Don't build cursors by hand in the mobile app.",
         "Should the cursor be signed to stop clients from crafting their own?"),
        ("A ConfigMap had binaryData and I wasn't told what it holds. The value «cm» is just the app.ini defaults, base64-encoded.",
         "binaryData is base64 because of the field type, not for secrecy; real secrets in this cluster come from ExternalSecrets.",
         ""),
    ], [
        ("API의 next_cursor가 불투명해 보였는데 그냥 base64 JSON이라는 말이 없었음: «enc»를 디코딩하면 «dec».",
         "그래도 클라이언트는 불투명한 값으로 다뤄야 함. 나중에 서명할 수도 있음. 모바일 앱에서 커서 직접 만들면 안 됨.",
         "클라이언트가 커서를 위조 못 하게 서명 추가할지?"),
        ("ConfigMap에 binaryData가 있었는데 내용이 뭔지 몰랐음. «cm» 값은 app.ini 기본값을 base64 한 것뿐임.",
         "binaryData는 필드 타입 때문에 base64일 뿐 비밀이라서가 아님. 이 클러스터의 진짜 시크릿은 ExternalSecret에서 옴.",
         ""),
    ], c)


@clean_kind("public SSH keys: authorized_keys / known_hosts")
def k_ssh_pub(lang):
    c = cctx(lang)
    who = pick(["jkim", "priya", "deploy", "mlee", "ci"])
    line = pick([ssh_ed25519_pub("%s@%s" % (who, pick(["laptop", "mbp", "workstation"]))), ssh_rsa_pub("%s@build" % who)])
    kh = "%s %s" % (c["host"] if not c["host"][0].isdigit() else "bastion." + c["domain"], ecdsa_pub_line())
    c.update(line=line, kh=kh, who=who)
    return T(lang, [
        ("I needed shell access to «host» and nobody said keys are managed through the infra repo, not by hand. I added my public key to users/«who».pub:\n«line»",
         "Public keys are safe to commit; the Ansible role syncs authorized_keys hourly and removes anything not in the repo.",
         "Who approves PRs to the users/ directory?"),
        ("CI failed with 'Host key verification failed' and the job had no known_hosts entry. The pinned line is:\n«kh»",
         "Pin the host key instead of StrictHostKeyChecking=no; the key above is the server's public host key and can live in the repo.",
         ""),
    ], [
        ("«host»에 셸 접근이 필요했는데 키는 수동이 아니라 인프라 repo로 관리된다는 걸 아무도 안 알려줌. users/«who».pub에 공개키 추가함:\n«line»",
         "공개키는 커밋해도 안전함. Ansible role이 매시간 authorized_keys를 동기화하고 repo에 없는 키는 지움.",
         "users/ 디렉터리 PR은 누가 승인하는지?"),
        ("CI가 'Host key verification failed'로 실패함. 잡에 known_hosts 항목이 없었음. 고정할 줄:\n«kh»",
         "StrictHostKeyChecking=no 대신 호스트 키를 고정해야 함. 위 값은 서버 공개 호스트 키라 repo에 둬도 됨.",
         ""),
    ], c)


@clean_kind("key fingerprints (SSH, GPG, TLS)")
def k_fingerprints(lang):
    c = cctx(lang)
    c.update(sshfp=ssh_fp(), gpg=" ".join(wrap(rs(UHEX, 40), 4)), tls=":".join(wrap(rs(UHEX, 64), 2)), kid=rs(UHEX, 16))
    return T(lang, [
        ("The first SSH connection to the new bastion asked me to confirm a fingerprint and nobody had published it. Infra confirmed it is «sshfp» (ED25519).",
         "Fingerprints are public; publishing them in the README lets people verify on first connect instead of typing 'yes' blindly.",
         "Can the bastion fingerprints go into the README?"),
        ("Release tags are signed and I didn't know which key to trust. The release key fingerprint is «gpg» (long ID «kid»).",
         "`git verify-tag` only passes after importing the public key from the keyserver and checking the fingerprint against this value.",
         ""),
        ("Certificate pinning in the mobile app broke after the renewal; the ticket didn't say the app pins the leaf. New SHA-256 fingerprint: «tls».",
         "Pin the intermediate or the SPKI hash instead of the leaf fingerprint, or every renewal needs an app release.",
         ""),
    ], [
        ("새 배스천 첫 SSH 접속에서 fingerprint 확인을 요구했는데 공개된 값이 없었음. 인프라팀 확인 결과 «sshfp» (ED25519).",
         "fingerprint는 공개 정보임. README에 올려두면 처음 접속할 때 'yes' 막 치지 않고 검증할 수 있음.",
         "배스천 fingerprint를 README에 넣어도 될지?"),
        ("릴리스 태그가 서명돼 있는데 어떤 키를 신뢰해야 하는지 몰랐음. 릴리스 키 fingerprint는 «gpg» (long ID «kid»).",
         "키서버에서 공개키 가져오고 이 값이랑 fingerprint 대조한 다음에야 `git verify-tag`가 통과함.",
         ""),
        ("인증서 갱신 후 모바일 앱 pinning이 깨졌는데 앱이 leaf를 pinning한다는 말이 없었음. 새 SHA-256 fingerprint: «tls».",
         "leaf fingerprint 말고 intermediate나 SPKI 해시를 pinning해야 함. 안 그러면 갱신할 때마다 앱 배포 필요.",
         ""),
    ], c)


@clean_kind("PGP public key block")
def k_pgp_pub(lang):
    c = cctx(lang)
    name = pick(["Release Signing", "Security Team", "%s Releases" % c["org"].capitalize()])
    email = pick(["security@", "releases@", "packages@"]) + c["domain"]
    c.update(block=pgp_public_block(name, email), email=email)
    return T(lang, [
        ("The apt repo setup failed with NO_PUBKEY and nobody said the signing key rotated. The new public key («email»):\n«block»",
         "Store it under /etc/apt/keyrings and reference it with signed-by; apt-key is deprecated and trusts the key for every repo.",
         ""),
        ("I didn't know security@ reports can be encrypted. The team's public key from SECURITY.md:\n«block»",
         "This is the public half only; it's meant to be published so reporters can encrypt to it.",
         "Is the SECURITY.md key still current after the rotation?"),
    ], [
        ("apt 저장소 설정이 NO_PUBKEY로 실패했는데 서명 키가 바뀌었다는 말이 없었음. 새 공개키(«email»):\n«block»",
         "/etc/apt/keyrings 아래에 두고 signed-by로 지정해야 함. apt-key는 deprecated고 모든 저장소에 대해 키를 신뢰해버림.",
         ""),
        ("security@로 제보할 때 암호화할 수 있다는 걸 몰랐음. SECURITY.md에 있는 팀 공개키:\n«block»",
         "공개키 부분만 있는 거라 제보자가 암호화할 수 있게 공개하는 용도임.",
         "로테이션 후에도 SECURITY.md 키가 최신인지?"),
    ], c)


@clean_kind("certificate PEM (public)")
def k_cert(lang):
    c = cctx(lang)
    body = b64(b"\x30\x82\x02" + bytes([rint(0x00, 0x40)]) + b"\x30\x82\x01" + rb(370))
    lines = wrap(body, 64)
    shown = "\n".join(lines[:4])
    c.update(cert="-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % shown, cn=pick(["*.%s" % c["domain"], "api.%s" % c["domain"]]))
    return T(lang, [
        ("TLS to the partner API failed with 'unable to get local issuer certificate' and nobody said they use a private CA. Their CA certificate (start of the PEM):\n«cert»",
         "Add it to the truststore for that client only via REQUESTS_CA_BUNDLE/NODE_EXTRA_CA_CERTS; certificates are public, so it can live in the repo.",
         "Does the partner publish CA rotations somewhere we can watch?"),
        ("The ingress served the wrong certificate for «cn» and the ticket only had a screenshot. From `openssl s_client -showcerts`:\n«cert»",
         "The default cert was served because SNI didn't match the host rule; the certificate itself was fine.",
         ""),
    ], [
        ("파트너 API TLS가 'unable to get local issuer certificate'로 실패했는데 사설 CA 쓴다는 말이 없었음. 그쪽 CA 인증서(PEM 앞부분):\n«cert»",
         "해당 클라이언트에만 REQUESTS_CA_BUNDLE/NODE_EXTRA_CA_CERTS로 truststore에 추가하면 됨. 인증서는 공개 정보라 repo에 둬도 됨.",
         "파트너가 CA 교체 공지를 어디 올리는지?"),
        ("ingress가 «cn»에 엉뚱한 인증서를 내보냈는데 티켓에는 스크린샷뿐이었음. `openssl s_client -showcerts` 결과:\n«cert»",
         "SNI가 host 규칙이랑 안 맞아서 기본 인증서가 나간 것. 인증서 자체는 문제 없었음.",
         ""),
    ], c)


@clean_kind("JWKS public keys")
def k_jwks(lang):
    c = cctx(lang)
    n = b64u(b"\x00" + _topbit(256))[:342]
    kid = rs(B64U, 43) if chance(0.5) else hexs(40)
    c.update(jwks='{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s","e":"AQAB"}]}' % (kid, n), kid=kid)
    return T(lang, [
        ("Token validation failed after the IdP rotated keys and nobody told me we cache JWKS for 24h. The current JWKS:\n«jwks»",
         "JWKS holds public keys only; refetch on unknown kid instead of waiting for the cache to expire.",
         "Can the JWKS cache refresh on an unknown kid?"),
        ("I didn't know which key signs our service tokens. The published kid is «kid»; the JWKS endpoint returns:\n«jwks»",
         "The modulus n and exponent e are the public key; nothing here lets anyone mint tokens.",
         ""),
    ], [
        ("IdP가 키를 교체한 뒤 토큰 검증이 실패함. JWKS를 24시간 캐시한다는 말을 못 들었음. 현재 JWKS:\n«jwks»",
         "JWKS에는 공개키만 있음. 모르는 kid가 오면 캐시 만료 기다리지 말고 다시 가져와야 함.",
         "모르는 kid일 때 JWKS 캐시 갱신하도록 바꿔도 될지?"),
        ("서비스 토큰을 어떤 키가 서명하는지 몰랐음. 공개된 kid는 «kid», JWKS 엔드포인트 응답:\n«jwks»",
         "n(modulus)과 e(exponent)는 공개키라서 이걸로 토큰을 만들 수는 없음.",
         ""),
    ], c)


@clean_kind("public key PEM (webhook/cosign verification)")
def k_pubpem(lang):
    c = cctx(lang)
    c.update(pem=ec_public_pem(), what=pick(["cosign.pub", "webhook-verify.pem", "license-verify.pub"]))
    return T(lang, [
        ("Image verification failed in the admission controller and I didn't know which key it uses. The «what» in the policy repo:\n«pem»",
         "This is the public half; signing happens in CI with a KMS key that never leaves the HSM.",
         "Is the KMS signing key the only one allowed by the policy?"),
        ("The partner signs webhook bodies with ECDSA and their docs link was dead. Their public key («what»):\n«pem»",
         "Verify over the raw body bytes before JSON parsing; re-serialised JSON breaks the signature.",
         ""),
    ], [
        ("admission controller에서 이미지 검증이 실패했는데 어떤 키를 쓰는지 몰랐음. 정책 repo의 «what»:\n«pem»",
         "공개키 쪽임. 서명은 CI에서 HSM 밖으로 나오지 않는 KMS 키로 함.",
         "정책에서 허용하는 키가 그 KMS 키 하나뿐인지?"),
        ("파트너가 웹훅 본문을 ECDSA로 서명하는데 문서 링크가 죽어 있었음. 파트너 공개키(«what»):\n«pem»",
         "JSON 파싱 전에 raw body 바이트로 검증해야 함. 다시 직렬화한 JSON으로는 서명이 안 맞음.",
         ""),
    ], c)


@clean_kind("age recipients / WireGuard public keys")
def k_age_wg_pub(lang):
    c = cctx(lang)
    recips = ",".join(age_public_key() for _ in range(rint(2, 3)))
    c.update(sops="creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: >-\n      %s" % (c["stage_en"], recips),
             wg="[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (c["who"], wg_key(), rint(2, 250)))
    return T(lang, [
        ("I couldn't decrypt the «stage_en» secrets with sops and nobody said recipients are per environment. .sops.yaml:\n«sops»",
         "Those are age public keys (recipients); adding mine there and running `sops updatekeys` is the supported way to get access.",
         "Who holds the age identity for the CI recipient?"),
        ("The VPN config review asked whether the peer section leaks anything:\n«wg»",
         "A WireGuard PublicKey is meant to be shared with the server; the private key stays on the client and isn't in this file.",
         ""),
    ], [
        ("sops로 «stage_en» 시크릿 복호화가 안 됐는데 recipient가 환경별이라는 말이 없었음. .sops.yaml:\n«sops»",
         "저건 age 공개키(recipient)임. 내 키 추가하고 `sops updatekeys` 돌리는 게 정식 방법.",
         "CI recipient의 age identity는 누가 갖고 있는지?"),
        ("VPN 설정 리뷰에서 peer 섹션이 뭔가 노출하는지 질문이 나옴:\n«wg»",
         "WireGuard PublicKey는 서버랑 공유하라고 있는 값임. 개인키는 클라이언트에만 있고 이 파일엔 없음.",
         ""),
    ], c)


@clean_kind("blockchain addresses and tx hashes")
def k_chain(lang):
    c = cctx(lang)
    c.update(btc=btc_bech32_address(), eth="0x" + hexs(40), tx="0x" + hexs(64), blk=rint(18_000_000, 21_000_000))
    return T(lang, [
        ("The payout reconciliation flagged a mismatch and nobody told me we send to a treasury address. The transfer went to «eth», tx «tx» in block «blk».",
         "Addresses and tx hashes are public on-chain data; the mismatch was a decimals issue (6 for USDC, not 18).",
         ""),
        ("The donation page shows a Bitcoin address («btc») and QA asked if it should be hidden.",
         "Receive addresses are public by design; what matters is that the page is served over HTTPS so nobody can swap it.",
         "Should the address be pinned in a signed file as well?"),
    ], [
        ("정산에서 불일치가 잡혔는데 트레저리 주소로 송금한다는 걸 몰랐음. 송금 대상 «eth», 블록 «blk»의 tx «tx».",
         "주소랑 tx 해시는 온체인 공개 데이터임. 불일치 원인은 decimals(USDC는 18이 아니라 6).",
         ""),
        ("후원 페이지에 비트코인 주소(«btc»)가 보이는데 QA가 숨겨야 하냐고 물어봄.",
         "수신 주소는 원래 공개하는 값임. 중요한 건 HTTPS로 서빙해서 누가 바꿔치기 못 하게 하는 것.",
         "주소를 서명된 파일에도 고정해둘지?"),
    ], c)


@clean_kind("encrypted-at-rest blobs meant for git (SealedSecret, SOPS, ansible-vault)")
def k_encrypted_blobs(lang):
    c = cctx(lang)
    k = rint(0, 2)
    if k == 0:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: Ag%s" % (c["svc"], b64(rb(rint(280, 330)))[:rint(300, 380)]))
        what = "SealedSecret"
    elif k == 1:
        snip = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: %s" % (b64(rb(18)), b64(rb(32)), b64(rb(16)), age_public_key()))
        what = "SOPS-encrypted YAML"
    else:
        body = hexs(rint(280, 360))
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        what = "ansible-vault file"
    c.update(snip=snip, what=what)
    return T(lang, [
        ("The PR adds a «what» and a reviewer asked whether it leaks a credential:\n«snip»",
         "This is ciphertext meant to be committed; only the cluster controller / key holders can decrypt it. Plaintext never enters the repo.",
         "Should we document the encryption flow in CONTRIBUTING so reviewers stop asking?"),
        ("I didn't know secrets in this repo are stored encrypted. The «what» for «svc»:\n«snip»",
         "Edit it with the tool (kubeseal / sops / ansible-vault edit), never by hand; a hand-edited blob fails to decrypt at deploy time.",
         ""),
    ], [
        ("PR에 «what»이 추가됐는데 리뷰어가 자격 증명 노출 아니냐고 물어봄:\n«snip»",
         "커밋하라고 만든 암호문임. 클러스터 컨트롤러나 키 보유자만 복호화 가능하고 평문은 repo에 안 들어감.",
         "리뷰어들이 더 안 물어보게 CONTRIBUTING에 암호화 흐름 문서화할지?"),
        ("이 repo는 시크릿을 암호화해서 저장한다는 걸 몰랐음. «svc»의 «what»:\n«snip»",
         "손으로 고치지 말고 도구(kubeseal / sops / ansible-vault edit)로 편집해야 함. 손으로 고친 blob은 배포 때 복호화 실패함.",
         ""),
    ], c)


# ---------------------------------------------------------------- prose about passwords/tokens without values
@clean_kind("password policy text")
def k_pw_policy(lang):
    c = cctx(lang)
    c.update(minl=pick([12, 14, 16]), hist=pick([5, 10, 24]), days=pick([60, 90, 180]))
    return T(lang, [
        ("Signup kept rejecting passwords in the e2e test and nobody told me the policy changed. It's now: at least «minl» characters, no reuse of the last «hist», checked against the breached-password list.",
         "Composition rules (one symbol, one digit) were removed; length plus the breach check is what's enforced, per NIST 800-63B.",
         "Should the e2e fixtures generate a random passphrase instead of a fixed one?"),
        ("The compliance questionnaire asked about password rotation and I didn't know our answer.",
         "Service account passwords rotate every «days» days through the vault; human passwords don't expire unless compromised, and MFA is mandatory.",
         ""),
    ], [
        ("e2e 테스트에서 회원가입 비밀번호가 계속 거부됐는데 정책 바뀐 걸 몰랐음. 지금은 «minl»자 이상, 최근 «hist»개 재사용 금지, 유출 비밀번호 목록 대조.",
         "특수문자/숫자 조합 규칙은 없어졌고 길이랑 유출 체크만 강제함 (NIST 800-63B 기준).",
         "e2e fixture에서 고정 비번 말고 랜덤 패스프레이즈 생성하게 바꿀지?"),
        ("컴플라이언스 설문에 비밀번호 변경 주기 질문이 있었는데 우리 답을 몰랐음.",
         "서비스 계정 비밀번호는 vault로 «days»일마다 로테이션, 사람 계정 비밀번호는 유출 시에만 변경하고 MFA는 필수.",
         ""),
    ], c)


@clean_kind("auth error messages")
def k_auth_errors(lang):
    c = cctx(lang)
    err = pick(['FATAL:  password authentication failed for user "%s"' % c["user"],
                "ERROR 1045 (28000): Access denied for user '%s'@'10.0.3.17' (using password: YES)" % c["user"],
                "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                "An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.",
                '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
                '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}',
                "ORA-01017: invalid username/password; logon denied",
                "remote: HTTP Basic: Access denied. The provided password or token is incorrect or your account has 2FA enabled"])
    c["err"] = err
    return T(lang, [
        ("The job failed with this and nobody mentioned the credential had been rotated over the weekend:\n«err»",
         "The error text says nothing about which credential; checking the rotation log in the vault showed the job still used the previous version.",
         "Can rotation notify the owners of every consumer?"),
        ("I spent an hour on this error before learning it's caused by clock skew on the runner, not a wrong credential:\n«err»",
         "Signature-based auth fails when the clock is off by more than a few minutes; chrony wasn't running in the base image.",
         ""),
    ], [
        ("잡이 이 에러로 실패했는데 주말에 자격 증명이 로테이션됐다는 얘기가 없었음:\n«err»",
         "에러 메시지에는 어떤 자격 증명인지 안 나옴. vault 로테이션 기록 보니 잡이 이전 버전을 쓰고 있었음.",
         "로테이션 시 사용처 담당자 전원에게 알림 가게 할 수 있는지?"),
        ("이 에러로 한 시간 헤맸는데 원인이 틀린 자격 증명이 아니라 러너 시계 오차였음:\n«err»",
         "서명 기반 인증은 시계가 몇 분 이상 틀어지면 실패함. 베이스 이미지에서 chrony가 안 돌고 있었음.",
         ""),
    ], c)


@clean_kind("talk about rotating a key, no value")
def k_rotation_talk(lang):
    c = cctx(lang)
    v = pick(VENDORS)
    c.update(V=vdisplay(v), lab=v["label"], labk=v["label_ko"], hh=rint(9, 22), mm=rint(0, 59))
    return T(lang, [
        ("I didn't know the «V» «lab» had already been rotated after the leak report. Timeline: new key created at «hh»:«mm», consumers updated, old key revoked 30 minutes later.",
         "Rotation order matters: create, deploy everywhere, verify traffic on the new key in the «V» dashboard, then revoke. Revoking first caused the last outage.",
         "Is there a checklist of every «V» consumer, or do we rely on grepping the vault?"),
        ("The security ticket asked us to 'rotate the token' without saying which one; it was the «V» «lab» used by «svc».",
         "I rotated it through the vault's rotation hook and confirmed the old value returns 401. No values were copied anywhere during the process.",
         ""),
    ], [
        ("유출 제보 후 «V» «labk»가 이미 로테이션된 걸 몰랐음. 타임라인: «hh»:«mm»에 새 키 생성, 사용처 업데이트, 30분 뒤 이전 키 revoke.",
         "순서가 중요함: 생성 → 전체 배포 → «V» 대시보드에서 새 키로 트래픽 확인 → revoke. 지난번엔 revoke부터 해서 장애 났음.",
         "«V» 사용처 체크리스트가 있는지, vault grep에 의존하는지?"),
        ("보안 티켓에 '토큰 로테이션'이라고만 있고 어떤 건지 없었음. «svc»가 쓰는 «V» «labk»였음.",
         "vault 로테이션 훅으로 교체했고 이전 값은 401 나는 것 확인함. 과정 중에 값을 어디에도 복사하지 않음.",
         ""),
    ], c)


@clean_kind("CLI flags explained in prose (password prompts, stdin)")
def k_cli_flags(lang):
    c = cctx(lang)
    c.update(ex=pick(["`mysql -u %s -p %s` (a bare -p prompts; a value glued to -p is taken as the password)" % (c["user"], c["db"]),
                      "`docker login -u %s --password-stdin < token.txt`" % (c["org"] + "ci"),
                      "`PGPASSFILE=~/.pgpass psql -h %s -U %s`" % (c["host"], c["user"]),
                      "`gh auth login --with-token < ~/.config/gh-token`",
                      "`ssh-keygen -t ed25519 -N '' -f deploy_key` (-N '' means an empty passphrase)",
                      "`vault login -method=oidc` (opens the browser, no token on the command line)"]))
    return T(lang, [
        ("The script hung in CI and nobody mentioned it waits for a password prompt. The command was «ex».",
         "Anything that prompts must get its secret from stdin or a file in CI; passing it as an argument puts it in `ps` output and shell history.",
         "Should the script detect a non-interactive shell and fail fast?"),
        ("I didn't know our runbook avoids passwords on the command line. The recommended form is «ex».",
         "Arguments are visible to every user on the host via /proc; stdin and files with 600 permissions aren't.",
         ""),
    ], [
        ("CI에서 스크립트가 멈췄는데 비밀번호 프롬프트를 기다린다는 말이 없었음. 명령어는 «ex».",
         "CI에서 프롬프트 뜨는 건 stdin이나 파일로 시크릿을 줘야 함. 인자로 넘기면 `ps` 출력이랑 셸 히스토리에 남음.",
         "비대화형 셸이면 바로 실패하도록 스크립트에 체크 넣을지?"),
        ("런북이 커맨드라인에 비밀번호를 안 쓰게 돼 있다는 걸 몰랐음. 권장 형태는 «ex».",
         "인자는 /proc로 호스트의 모든 유저에게 보임. stdin이나 600 권한 파일은 안 보임.",
         ""),
    ], c)


@clean_kind("config file without secrets")
def k_config_clean(lang):
    c = cctx(lang)
    snip = pick([
        "server {\n    listen 443 ssl;\n    server_name api.%s;\n    ssl_certificate     /etc/ssl/certs/api.pem;\n    ssl_certificate_key /etc/ssl/private/api.key;\n    location / { proxy_pass http://127.0.0.1:%d; }\n}" % (c["domain"], c["port"]),
        "services:\n  api:\n    image: %s:dev\n    env_file: .env\n    environment:\n      DATABASE_URL: ${DATABASE_URL}\n      REDIS_URL: redis://redis:6379/0\n  redis:\n    image: redis:7" % c["svc"],
        'resource "aws_db_instance" "main" {\n  identifier                  = "%s-%s"\n  engine                      = "postgres"\n  username                    = "app"\n  manage_master_user_password = true\n}' % (c["svc"], c["stage_en"]),
        "auth:\n  existingSecret: %s-db\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password" % c["svc"],
        "[tool.poetry]\nname = \"%s\"\nversion = \"%s\"\n\n[tool.poetry.dependencies]\npython = \"^3.12\"\nhttpx = \"^0.27\"" % (c["svc"], c["ver"]),
    ])
    c["snip"] = snip
    return T(lang, [
        ("I wasn't told which config «svc» actually loads in «stage_en». The file that matters:\n«snip»",
         "Nothing sensitive is in this file; credentials come from the referenced secret or env file, which is why it's safe to keep in git.",
         ""),
        ("The review bot flagged this config as 'may contain secrets':\n«snip»",
         "The words key/password here are field names or file paths, not values; I added a comment so the next reviewer doesn't stop on it.",
         "Can the review bot ignore key names when the value is a reference?"),
    ], [
        ("«stage_en»에서 «svc»가 실제로 어떤 설정을 읽는지 몰랐음. 중요한 파일:\n«snip»",
         "이 파일에는 민감한 값이 없음. 자격 증명은 참조된 secret이나 env 파일에서 오기 때문에 git에 둬도 안전함.",
         ""),
        ("리뷰 봇이 이 설정을 '시크릿 포함 가능'으로 표시함:\n«snip»",
         "여기 나오는 key/password는 필드 이름이나 파일 경로지 값이 아님. 다음 리뷰어가 멈추지 않게 주석 달아둠.",
         "값이 참조일 때는 키 이름을 무시하도록 리뷰 봇 설정할 수 있는지?"),
    ], c)


@clean_kind("password handling code")
def k_pw_code(lang):
    c = cctx(lang)
    hashing = chance(0.5)
    if hashing:
        code = pick(['hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))',
                     'if !argon2id.ComparePasswordAndHash(req.Password, user.PasswordHash) {\n    return ErrInvalidCredentials\n}',
                     "const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 })"])
    else:
        code = pick(["password = getpass.getpass('DB password: ')\nconn = psycopg.connect(host=host, user=user, password=password)",
                     "read -rsp 'Admin password: ' ADMIN_PASSWORD && echo\n./admin-cli reset-cache --password-env ADMIN_PASSWORD",
                     "$cred = Get-Credential -Message 'SQL admin'\nInvoke-Sqlcmd -ServerInstance $server -Credential $cred -Query $q"])
    c["code"] = code
    en_all = [
        ("The login change touched password handling and I didn't know the hashing parameters are fixed by the security team:\n«code»",
         "Don't lower the cost factor for test speed in shared code; tests override it through an env flag instead.",
         ""),
        ("Nobody said the admin script must never take the password as an argument. The current pattern:\n«code»",
         "Prompting keeps the value out of shell history; the variable named password holds user input at runtime, nothing is stored.",
         "Should the same pattern be used in the other maintenance scripts?"),
    ]
    ko_all = [
        ("로그인 변경이 비밀번호 처리 코드를 건드렸는데 해싱 파라미터가 보안팀 고정값이라는 걸 몰랐음:\n«code»",
         "테스트 속도 때문에 공용 코드에서 cost를 낮추면 안 됨. 테스트는 env 플래그로 덮어씀.",
         ""),
        ("어드민 스크립트가 비밀번호를 인자로 받으면 안 된다는 말이 없었음. 현재 패턴:\n«code»",
         "프롬프트로 받으면 셸 히스토리에 안 남음. password 변수는 런타임 입력일 뿐 저장되는 값은 없음.",
         "다른 유지보수 스크립트도 같은 패턴으로 바꿀지?"),
    ]
    i = 0 if hashing else 1
    return T(lang, [en_all[i]], [ko_all[i]], c)


@clean_kind("benign logs with IDs and token metadata")
def k_logs_benign(lang):
    c = cctx(lang)
    t = "2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
    log = pick(["%s INFO oauth: access token refreshed for tenant=%s expires_in=3599 scope=\"read write\" kid=%s" % (t, c["org"], hexs(8)),
                "%s WARN auth: rejected request_id=%s reason=token_expired sub=user_%d age=%ds" % (t, uuid4(), rint(1000, 99999), rint(3600, 9000)),
                "%s INFO http: POST /v1/payouts 201 %dms idempotency_key=%s request_id=%s" % (t, rint(40, 400), uuid4(), ulid()),
                "%s DEBUG client: Authorization header present (scheme=Bearer, length=%d), value not logged" % (t, rint(40, 180))])
    c["log"] = log
    return T(lang, [
        ("I needed to know whether the 401s came from expired tokens. The gateway log line:\n«log»",
         "The gateway logs token metadata (age, kid, scheme) but never the token; that was enough to confirm the refresh job had stalled.",
         ""),
        ("Nobody mentioned the logs are already scrubbed of credentials. Example line:\n«log»",
         "Searching by request_id links gateway and service logs; the IDs are random but carry no access.",
         "Are these logs retained long enough for the monthly audit?"),
    ], [
        ("401이 만료된 토큰 때문인지 확인해야 했음. 게이트웨이 로그:\n«log»",
         "게이트웨이는 토큰 메타데이터(age, kid, scheme)만 찍고 토큰 자체는 안 찍음. 그걸로 refresh 잡이 멈췄던 걸 확인함.",
         ""),
        ("로그가 이미 자격 증명 제거된 상태라는 말이 없었음. 예시 로그:\n«log»",
         "request_id로 게이트웨이랑 서비스 로그를 연결할 수 있음. ID는 랜덤이지만 권한은 없음.",
         "월간 감사까지 로그 보관 기간이 충분한지?"),
    ], c)


@clean_kind("CI log with masked secrets (***)")
def k_ci_masked(lang):
    c = cctx(lang)
    log = pick(["Run docker/login-action@v3\nLogging into ghcr.io...\n  username: ***\n  password: ***\nLogin Succeeded!",
                "$ curl -sf -H \"Authorization: Bearer ***\" https://api.%s/v1/deploys\n{\"id\":\"dep_%s\",\"status\":\"queued\"}" % (c["domain"], rs(ALNUM, 12)),
                "env:\n  STRIPE_SECRET_KEY: ***\n  DATABASE_URL: ***\n  NODE_ENV: production"])
    c["log"] = log
    return T(lang, [
        ("The deploy log was the only evidence of what ran, and I didn't know masking applies to every registered secret:\n«log»",
         "GitHub masks exact values of registered secrets; values derived from them (base64, substrings) are NOT masked, so never echo transformations.",
         "Should we add ::add-mask:: for derived values in the deploy script?"),
        ("A reviewer thought the job log leaked credentials; the relevant part:\n«log»",
         "Everything sensitive shows as ***; the log is safe to attach to the incident ticket.",
         ""),
    ], [
        ("배포 로그가 실행 내역의 유일한 증거였는데, 등록된 시크릿은 전부 마스킹된다는 걸 몰랐음:\n«log»",
         "GitHub는 등록된 시크릿의 정확한 값만 마스킹함. base64나 부분 문자열 같은 파생 값은 마스킹 안 되니 절대 echo 하면 안 됨.",
         "배포 스크립트에서 파생 값에 ::add-mask:: 추가할지?"),
        ("리뷰어가 잡 로그에 자격 증명이 노출됐다고 생각함. 해당 부분:\n«log»",
         "민감한 값은 전부 ***로 나옴. 장애 티켓에 첨부해도 안전함.",
         ""),
    ], c)


@clean_kind("kubectl get/describe secret metadata")
def k_kubectl_secret(lang):
    c = cctx(lang)
    out = pick(["NAME                  TYPE                             DATA   AGE\n%s-db              Opaque                           2      41d\n%s-tls             kubernetes.io/tls                2      12d\nregcred               kubernetes.io/dockerconfigjson   1      203d" % (c["svc"], c["svc"]),
                "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (c["svc"], c["ns"], rint(16, 40), rint(3, 12))])
    c["out"] = out
    return T(lang, [
        ("I didn't know which secrets «svc» has in «ns». `kubectl get/describe` shows only metadata:\n«out»",
         "describe prints sizes, not values; reading values needs `get -o yaml` and RBAC we don't grant to developers.",
         ""),
        ("The pod couldn't mount its secret and nobody said the name changed in the last chart release:\n«out»",
         "The chart now expects «svc»-db; the old name is still referenced in the cronjob template.",
         "Should the cronjob template use the same helper for the secret name?"),
    ], [
        ("«ns»에 «svc» 시크릿이 뭐가 있는지 몰랐음. `kubectl get/describe`는 메타데이터만 보여줌:\n«out»",
         "describe는 값이 아니라 크기만 출력함. 값 보려면 `get -o yaml`과 RBAC가 필요한데 개발자에게는 안 줌.",
         ""),
        ("파드가 시크릿을 마운트 못 했는데 지난 차트 릴리스에서 이름이 바뀌었다는 말이 없었음:\n«out»",
         "차트는 이제 «svc»-db를 기대하는데 cronjob 템플릿엔 예전 이름이 남아 있음.",
         "cronjob 템플릿도 같은 헬퍼로 시크릿 이름 쓰게 할지?"),
    ], c)


@clean_kind("terraform plan with (sensitive value)")
def k_tf_plan(lang):
    c = cctx(lang)
    out = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n      ~ engine_version = "15.%d" -> "16.%d"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.' % (c["svc"], c["stage_en"], rint(3, 8), rint(1, 4)))
    c["out"] = out
    return T(lang, [
        ("The plan showed a password change that nobody asked for:\n«out»",
         "The random_password resource was recreated because its keepers changed; Terraform marks it sensitive so the plan never shows the value, but the state file does contain it.",
         "Who has read access to the state bucket, given it holds the DB password?"),
        ("I didn't know the engine upgrade would also touch the password attribute:\n«out»",
         "Sensitive attributes show as changed whenever any input to them changes; it doesn't mean the value differs. `terraform show -json` confirmed it's the same.",
         ""),
    ], [
        ("아무도 요청 안 한 비밀번호 변경이 plan에 나옴:\n«out»",
         "random_password 리소스의 keepers가 바뀌어서 재생성된 것. Terraform이 sensitive로 표시해서 plan엔 값이 안 나오지만 state 파일에는 들어 있음.",
         "DB 비번이 state에 있으니 state 버킷 읽기 권한이 누구한테 있는지?"),
        ("엔진 업그레이드가 password 속성까지 건드리는 줄 몰랐음:\n«out»",
         "sensitive 속성은 입력이 하나라도 바뀌면 변경으로 표시됨. 값이 다르다는 뜻은 아님. `terraform show -json`으로 같은 값인 것 확인함.",
         ""),
    ], c)


@clean_kind("LLM token counts and max_tokens")
def k_llm_tokens(lang):
    c = cctx(lang)
    c.update(mt=pick([1024, 2048, 4096, 8192]), inp=rint(800, 120000), outp=rint(50, 4000), ctxw=pick([128000, 200000, 1000000]))
    return T(lang, [
        ("Summaries were cut off mid-sentence and nobody told me the wrapper hard-codes max_tokens=«mt».",
         "The response had stop_reason=max_tokens with usage input_tokens=«inp», output_tokens=«outp»; raising the limit fixed it, cost is per output token.",
         "Should max_tokens be configurable per prompt template?"),
        ("I didn't know the tokenizer counts Korean text at roughly 2-3x the tokens of English.",
         "A «ctxw»-token context window fills much faster with Korean documents; chunking by characters instead of tokens caused the overflow.",
         ""),
    ], [
        ("요약이 문장 중간에 잘렸는데 래퍼가 max_tokens=«mt»로 하드코딩돼 있다는 걸 몰랐음.",
         "응답이 stop_reason=max_tokens, usage input_tokens=«inp», output_tokens=«outp»였음. 한도 올리니 해결됨. 비용은 출력 토큰 기준.",
         "프롬프트 템플릿별로 max_tokens 설정 가능하게 할지?"),
        ("토크나이저가 한국어를 영어보다 2~3배 많은 토큰으로 센다는 걸 몰랐음.",
         "«ctxw» 토큰 컨텍스트도 한국어 문서면 훨씬 빨리 참. 토큰이 아니라 글자 수로 청킹해서 오버플로가 났던 것.",
         ""),
    ], c)


@clean_kind("'token' in other senses (design tokens, CSRF field, lexer)")
def k_token_other(lang):
    c = cctx(lang)
    c.update(color="#%s" % rs(UHEX, 6), sp=pick([4, 8, 12, 16]))
    return T(lang, [
        ("The theme change didn't apply and nobody mentioned colors come from design tokens. tokens.json has color.brand.primary = «color» and spacing.md = «sp»px.",
         "Style Dictionary builds CSS variables from the token file at build time; editing the generated CSS gets overwritten.",
         ""),
        ("Form posts failed with 403 and I didn't know Django expects the CSRF token in a field named csrfmiddlewaretoken or the X-CSRFToken header.",
         "The SPA was sending X-CSRF-Token (with a dash), which Django ignores; the token value itself comes from the csrftoken cookie at runtime.",
         "Should the API client set the header name from settings.CSRF_HEADER_NAME?"),
        ("The parser bug report said 'unexpected token' and I didn't know which token type the lexer produced.",
         "The template lexer emits TOKEN_VAR_START for '{{' even inside comments; that's why the comment broke parsing.",
         ""),
    ], [
        ("테마 변경이 안 먹었는데 색상이 design token에서 온다는 말이 없었음. tokens.json에 color.brand.primary = «color», spacing.md = «sp»px.",
         "Style Dictionary가 빌드 때 토큰 파일로 CSS 변수를 생성함. 생성된 CSS를 고치면 덮어써짐.",
         ""),
        ("폼 전송이 403으로 실패했는데 Django가 CSRF 토큰을 csrfmiddlewaretoken 필드나 X-CSRFToken 헤더로 받는다는 걸 몰랐음.",
         "SPA가 X-CSRF-Token(대시 포함)으로 보내서 Django가 무시했음. 토큰 값 자체는 런타임에 csrftoken 쿠키에서 옴.",
         "API 클라이언트가 settings.CSRF_HEADER_NAME 기준으로 헤더 이름 정하게 할지?"),
        ("파서 버그 리포트에 'unexpected token'만 있어서 lexer가 어떤 토큰 타입을 냈는지 몰랐음.",
         "템플릿 lexer가 주석 안에서도 '{{'를 TOKEN_VAR_START로 냄. 그래서 주석이 파싱을 깨뜨렸던 것.",
         ""),
    ], c)


@clean_kind("'key' in other senses (primary/partition/S3/Redis/i18n keys)")
def k_key_other(lang):
    c = cctx(lang)
    c.update(s3="uploads/%d/%02d/%s.png" % (rint(2023, 2025), rint(1, 12), hexs(32)), rk="%s:user:%d:profile" % (c["svc"], rint(1000, 99999)),
             pk="tenant#%s" % c["org"], sk="order#%s" % ulid(), ik="auth.password.tooShort", idem=uuid4())
    return T(lang, [
        ("Hot partition alarms on DynamoDB and nobody told me the partition key is the tenant: PK=«pk», SK=«sk».",
         "One large tenant concentrates writes on a single partition; adding a shard suffix to the key spreads it.",
         "Can we add a shard suffix for the top five tenants only?"),
        ("The image cache missed constantly and I didn't know S3 object keys include a content hash: «s3».",
         "Same content always maps to the same key, so the CDN cache key must include the full object key, not just the filename.",
         ""),
        ("The cache invalidation only cleared some entries; the Redis key pattern is «rk».",
         "SCAN with MATCH on the prefix works; KEYS blocks the server. The translation key «ik» was unrelated, just in the same PR.",
         ""),
        ("Duplicate payouts happened on retry and I wasn't told the API supports an Idempotency-Key header. We now send a UUID per logical request, e.g. «idem».",
         "The key is a client-chosen identifier that lets the server dedupe retries for 24h; it grants no access and is logged on purpose.",
         ""),
    ], [
        ("DynamoDB hot partition 알람이 났는데 파티션 키가 테넌트라는 걸 아무도 안 알려줌: PK=«pk», SK=«sk».",
         "큰 테넌트 하나가 파티션 하나에 쓰기를 몰아줌. 키에 샤드 suffix 붙이면 분산됨.",
         "상위 5개 테넌트에만 샤드 suffix 붙여도 될지?"),
        ("이미지 캐시가 계속 miss 났는데 S3 오브젝트 키에 콘텐츠 해시가 들어간다는 걸 몰랐음: «s3».",
         "같은 콘텐츠는 항상 같은 키라서 CDN 캐시 키에 파일명이 아니라 오브젝트 키 전체가 들어가야 함.",
         ""),
        ("캐시 무효화가 일부만 지워짐. Redis 키 패턴은 «rk».",
         "prefix로 SCAN MATCH 하면 됨. KEYS는 서버를 블로킹함. 번역 키 «ik»는 같은 PR에 있었을 뿐 무관함.",
         ""),
        ("재시도 때 지급이 중복됐는데 API가 Idempotency-Key 헤더를 지원한다는 말이 없었음. 이제 논리 요청마다 UUID를 보냄, 예: «idem».",
         "클라이언트가 고르는 식별자로 서버가 24시간 동안 재시도를 중복 제거함. 권한은 없고 일부러 로그에 남김.",
         ""),
    ], c)


@clean_kind("webhook signature headers (HMAC digests)")
def k_webhook_sig(lang):
    c = cctx(lang)
    h = pick(["X-Hub-Signature-256: sha256=%s" % hexs(64), "X-Slack-Signature: v0=%s\nX-Slack-Request-Timestamp: %d" % (hexs(64), ts_recent()),
              "Stripe-Signature: t=%d,v1=%s" % (ts_recent(), hexs(64)), "X-Shopify-Hmac-Sha256: %s" % b64(rb(32))])
    c["h"] = h
    return T(lang, [
        ("Webhook verification failed for every delivery and nobody said the framework parses JSON before our handler runs. A failing delivery had:\n«h»",
         "The HMAC is computed over the raw body; the header value is a per-request digest, useless without the signing secret. Reading the raw body fixed it.",
         "Should all webhook routes use the raw-body middleware by default?"),
        ("I needed to replay a webhook locally. The recorded delivery headers:\n«h»",
         "Replaying with the recorded signature fails after the timestamp tolerance (5 minutes); the local handler uses a test signing secret and re-signs.",
         ""),
    ], [
        ("웹훅 검증이 모든 요청에서 실패했는데, 핸들러 전에 프레임워크가 JSON 파싱한다는 말이 없었음. 실패한 요청 헤더:\n«h»",
         "HMAC은 raw body 기준으로 계산됨. 헤더 값은 요청별 다이제스트라 signing secret 없으면 쓸모없음. raw body 읽게 바꿔서 해결.",
         "웹훅 라우트 전부 기본으로 raw-body 미들웨어 쓰게 할지?"),
        ("로컬에서 웹훅 재전송이 필요했음. 기록된 요청 헤더:\n«h»",
         "기록된 서명으로 재전송하면 타임스탬프 허용 범위(5분) 지나서 실패함. 로컬 핸들러는 테스트용 signing secret으로 다시 서명함.",
         ""),
    ], c)


@clean_kind("SRI integrity and CSP hashes")
def k_sri(lang):
    c = cctx(lang)
    c.update(tag='<script src="https://cdn.jsdelivr.net/npm/chart.js@%s/dist/chart.umd.min.js" integrity="%s" crossorigin="anonymous"></script>' % (c["ver"], sri("sha384")),
             csp="Content-Security-Policy: script-src 'self' '%s'" % sri("sha256").replace("-", "-", 1))
    return T(lang, [
        ("The chart library stopped loading after the CDN update and I didn't know the page pins it with SRI:\n«tag»",
         "The integrity hash pins the exact file; bumping the version without regenerating the hash blocks the script. `openssl dgst -sha384 -binary | base64` gives the new value.",
         ""),
        ("An inline script was blocked and nobody mentioned the CSP uses hashes instead of nonces: «csp».",
         "Any change to the inline script, even whitespace, changes the hash; move it to a file instead of updating the hash each time.",
         "Can we drop inline scripts entirely?"),
    ], [
        ("CDN 업데이트 후 차트 라이브러리가 안 뜸. 페이지가 SRI로 고정한다는 걸 몰랐음:\n«tag»",
         "integrity 해시는 정확한 파일을 고정함. 버전만 올리고 해시 재생성 안 하면 스크립트가 차단됨. `openssl dgst -sha384 -binary | base64`로 새 값 계산.",
         ""),
        ("인라인 스크립트가 차단됐는데 CSP가 nonce가 아니라 해시 방식이라는 말이 없었음: «csp».",
         "인라인 스크립트는 공백 하나만 바뀌어도 해시가 바뀜. 매번 해시 고치지 말고 파일로 빼는 게 나음.",
         "인라인 스크립트 아예 없앨 수 있는지?"),
    ], c)


@clean_kind("URLs with query strings (no credentials)")
def k_urls(lang):
    c = cctx(lang)
    url = pick(["https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2F%s%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256" % (rint(10 ** 11, 10 ** 12), rs(LALNUM, 32), c["domain"], rs(B64U, 22), b64u(rb(32))),
                "https://grafana.%s/d/%s/api-latency?orgId=1&var-env=%s&var-service=%s&from=now-6h&to=now&refresh=30s" % (c["domain"], rs(ALNUM, 9), c["stage_en"], c["svc"]),
                "https://%s/search?q=%%EC%%84%%9C%%EC%%9A%%B8+%%EB%%A7%%9B%%EC%%A7%%91&page=2&utm_source=newsletter&utm_campaign=%s" % (c["domain"], rs(LALNUM, 8)),
                "https://api.%s/v2/orders?status=paid&created_after=2025-01-01T00:00:00Z&limit=100&cursor=%s" % (c["domain"], b64u(json.dumps({"id": rint(1000, 99999)}).encode()))])
    c["url"] = url
    return T(lang, [
        ("The ticket only had this URL and I had to work out what it does:\n«url»",
         "All parameters are non-secret: client IDs, state and PKCE challenges, filters and cursors. Nothing in it grants access on its own.",
         ""),
        ("Nobody told me links in our alerts carry the filters as query parameters. Example:\n«url»",
         "Changing parameter names breaks bookmarked links; keep the old names as aliases.",
         "Is there a list of the external links that depend on these parameters?"),
    ], [
        ("티켓에 이 URL만 있어서 뭘 하는 건지 직접 파악해야 했음:\n«url»",
         "파라미터는 전부 비밀이 아님. client ID, state, PKCE challenge, 필터, 커서뿐이고 그 자체로는 권한이 없음.",
         ""),
        ("알림 링크가 필터를 쿼리 파라미터로 들고 다닌다는 말이 없었음. 예시:\n«url»",
         "파라미터 이름 바꾸면 북마크한 링크가 깨짐. 예전 이름은 alias로 남겨야 함.",
         "이 파라미터에 의존하는 외부 링크 목록이 있는지?"),
    ], c)


@clean_kind("credential file paths (no contents)")
def k_paths(lang):
    c = cctx(lang)
    c.update(p=pick(["~/.aws/credentials", "/var/run/secrets/kubernetes.io/serviceaccount/token", "~/.ssh/id_ed25519",
                     "~/.config/gcloud/application_default_credentials.json", "/etc/ssl/private/api.key", "~/.kube/config",
                     "~/.docker/config.json", "C:\\Users\\%s\\AppData\\Roaming\\npm\\etc\\npmrc" % c["user"]]))
    return T(lang, [
        ("The SDK picked up the wrong identity and nobody said it reads «p» before anything else.",
         "The default credential chain checks env vars, then «p», then instance metadata; unset the file or use an explicit profile in CI.",
         ""),
        ("I didn't know the container mounts «p» read-only. The app tried to rewrite it and crashed.",
         "Files under that path are managed by the platform; the app should read them only, and never copy them into logs or artifacts.",
         "Should the app log a clear message when «p» is missing?"),
    ], [
        ("SDK가 엉뚱한 identity를 잡았는데 «p»를 제일 먼저 읽는다는 말이 없었음.",
         "기본 credential chain은 env 변수 → «p» → 인스턴스 메타데이터 순으로 봄. CI에서는 파일을 없애거나 프로파일을 명시해야 함.",
         ""),
        ("컨테이너가 «p»를 읽기 전용으로 마운트한다는 걸 몰랐음. 앱이 다시 쓰려다 죽음.",
         "그 경로의 파일은 플랫폼이 관리함. 앱은 읽기만 해야 하고 로그나 아티팩트에 복사하면 안 됨.",
         "«p» 없을 때 명확한 메시지 남기게 할지?"),
    ], c)


@clean_kind("secret-scanner config (gitleaks rules, .gitignore)")
def k_scanner_cfg(lang):
    c = cctx(lang)
    snip = pick(["[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\nkeywords = [\"ghp_\"]\n\n[allowlist]\npaths = ['''testdata/''']",
                 "# secrets\n.env\n.env.*\n!.env.example\n*.pem\n*.p12\ncredentials.json\nterraform.tfvars",
                 "- id: detect-secrets\n  repo: https://github.com/Yelp/detect-secrets\n  rev: v1.5.0\n  hooks:\n    - id: detect-secrets\n      args: ['--baseline', '.secrets.baseline']",
                 "[[rules]]\nid = \"stripe-live\"\nregex = '''(sk|rk)_live_[0-9a-zA-Z]{24,99}'''\nentropy = 3.5"])
    c["snip"] = snip
    return T(lang, [
        ("The pre-commit hook blocked my commit and nobody mentioned the repo has custom scanner rules:\n«snip»",
         "The rules match prefixes and lengths, so test fixtures need to use obviously fake values or live under the allowlisted path.",
         ""),
        ("I was asked to tighten secret scanning and didn't know what's already configured:\n«snip»",
         "Patterns and ignore lists contain no credentials themselves; they're safe to review in the open.",
         "Should push protection be enabled on the org level too?"),
    ], [
        ("pre-commit 훅이 커밋을 막았는데 repo에 커스텀 스캐너 규칙이 있다는 말이 없었음:\n«snip»",
         "규칙이 prefix랑 길이로 매칭해서 테스트 fixture는 누가 봐도 가짜인 값을 쓰거나 allowlist 경로에 둬야 함.",
         ""),
        ("시크릿 스캔 강화 요청받았는데 이미 뭐가 설정돼 있는지 몰랐음:\n«snip»",
         "패턴이랑 ignore 목록 자체에는 자격 증명이 없어서 공개적으로 리뷰해도 됨.",
         "조직 레벨에서도 push protection 켤지?"),
    ], c)


@clean_kind("detect-secrets baseline (hashed_secret)")
def k_baseline(lang):
    c = cctx(lang)
    snip = '"results": {\n  "config/%s.yaml": [\n    {\n      "type": "Secret Keyword",\n      "filename": "config/%s.yaml",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": %d\n    }\n  ]\n}' % (c["svc"], c["svc"], hexs(40), rint(3, 90))
    c["snip"] = snip
    return T(lang, [
        ("CI complained the baseline was outdated and I didn't know what the baseline stores:\n«snip»",
         "hashed_secret is a SHA-1 of the flagged string, used only to recognise it again; the file never contains the value. The flagged line was a placeholder.",
         "Should placeholders be marked with `# pragma: allowlist secret` instead of living in the baseline?"),
        ("Nobody said audited findings are kept in .secrets.baseline. Entry for «svc»:\n«snip»",
         "Re-run `detect-secrets scan --baseline .secrets.baseline` after moving lines, or line numbers drift and CI flags them as new.",
         ""),
    ], [
        ("CI가 baseline이 오래됐다고 하는데 baseline에 뭐가 저장되는지 몰랐음:\n«snip»",
         "hashed_secret은 잡힌 문자열의 SHA-1이고 다시 알아보는 용도일 뿐, 파일에 값은 없음. 잡힌 줄은 placeholder였음.",
         "baseline에 두지 말고 `# pragma: allowlist secret`으로 표시할지?"),
        ("검토한 결과가 .secrets.baseline에 남는다는 말이 없었음. «svc» 항목:\n«snip»",
         "줄을 옮겼으면 `detect-secrets scan --baseline .secrets.baseline` 다시 돌려야 함. 안 그러면 줄 번호가 어긋나서 CI가 새 항목으로 잡음.",
         ""),
    ], c)


@clean_kind("versions and build metadata")
def k_versions(lang):
    c = cctx(lang)
    c.update(v1=c["ver"], v2="%s-rc.%d+build.%d" % (c["ver"], rint(1, 5), rint(1000, 9999)), node=pick(["20.18.1", "22.11.0"]), bn=rint(1000, 20000))
    return T(lang, [
        ("The mobile build number collided in the store and nobody told me it's derived from the CI run number («bn»).",
         "Version «v2» sorts below «v1» in semver because of the pre-release tag; the store only looks at the build number.",
         ""),
        ("I didn't know the runtime is pinned. .nvmrc says «node», the Docker base image says another minor.",
         "Native modules compiled against one ABI crash on the other; pin both to the same version and let Renovate bump them together.",
         "Can Renovate group the .nvmrc and Dockerfile updates?"),
    ], [
        ("스토어에서 모바일 빌드 번호가 충돌했는데 CI 실행 번호(«bn»)에서 나온다는 말이 없었음.",
         "semver에서 «v2»는 pre-release 태그 때문에 «v1»보다 낮게 정렬됨. 스토어는 빌드 번호만 봄.",
         ""),
        ("런타임 버전이 고정돼 있는 줄 몰랐음. .nvmrc는 «node»인데 Docker 베이스 이미지는 다른 마이너 버전.",
         "한 ABI로 컴파일된 네이티브 모듈이 다른 쪽에서 죽음. 둘 다 같은 버전으로 고정하고 Renovate가 같이 올리게 해야 함.",
         "Renovate가 .nvmrc랑 Dockerfile 업데이트를 묶어서 올리게 할 수 있는지?"),
    ], c)


@clean_kind("SQL schema with password/token column names")
def k_sql_schema(lang):
    c = cctx(lang)
    snip = pick(["CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email citext UNIQUE NOT NULL,\n  password_hash text NOT NULL,\n  password_changed_at timestamptz\n);",
                 "SELECT id, token_prefix, last_used_at FROM api_keys WHERE revoked_at IS NULL AND owner_id = $1;",
                 "ALTER TABLE password_resets ADD COLUMN token_hash bytea NOT NULL, ADD COLUMN expires_at timestamptz NOT NULL;"])
    c["snip"] = snip
    return T(lang, [
        ("I didn't know how API keys are stored. The schema keeps only a prefix and a hash:\n«snip»",
         "Lookup is by prefix, then constant-time compare on the hash; the full key is shown to the user once and never stored.",
         ""),
        ("The migration review flagged the word password in the SQL:\n«snip»",
         "Column names only; no values are inserted by the migration. The reset tokens are stored hashed, so a DB dump doesn't allow resets.",
         "Should we add a lint rule that blocks plain `password` columns without `_hash`?"),
    ], [
        ("API 키를 어떻게 저장하는지 몰랐음. 스키마는 prefix랑 해시만 보관함:\n«snip»",
         "prefix로 찾고 해시는 constant-time 비교함. 전체 키는 사용자에게 한 번만 보여주고 저장 안 함.",
         ""),
        ("마이그레이션 리뷰에서 SQL에 password라는 단어가 있다고 지적받음:\n«snip»",
         "컬럼 이름뿐이고 마이그레이션이 값을 넣지는 않음. 리셋 토큰은 해시로 저장돼서 DB 덤프로는 리셋 불가.",
         "`_hash` 없는 `password` 컬럼은 막는 lint 규칙 추가할지?"),
    ], c)


@clean_kind("artifact checksums (sha256sum)")
def k_checksums(lang):
    c = cctx(lang)
    files = ["%s_%s_linux_amd64.tar.gz" % (c["svc"], c["ver"]), "%s_%s_darwin_arm64.tar.gz" % (c["svc"], c["ver"])]
    c["sums"] = "\n".join("%s  %s" % (hexs(64), f) for f in files)
    c["md5"] = b64(rb(16))
    return T(lang, [
        ("The installer check failed and nobody said releases ship a checksums file:\n«sums»",
         "`sha256sum -c checksums.txt --ignore-missing` verifies only the downloaded file; the mismatch came from a partial download behind the proxy.",
         ""),
        ("S3 rejected the upload with BadDigest and I didn't know the client sends Content-MD5 («md5»).",
         "Content-MD5 is base64 of the raw MD5 bytes, not hex; the wrapper was encoding the hex string.",
         "Should we switch to the SDK's built-in checksum option?"),
    ], [
        ("설치 스크립트 검증이 실패했는데 릴리스에 체크섬 파일이 같이 나간다는 말이 없었음:\n«sums»",
         "`sha256sum -c checksums.txt --ignore-missing`는 받은 파일만 검증함. 프록시 뒤에서 다운로드가 중간에 끊긴 게 원인.",
         ""),
        ("S3가 BadDigest로 업로드를 거부했는데 클라이언트가 Content-MD5(«md5»)를 보낸다는 걸 몰랐음.",
         "Content-MD5는 MD5 원시 바이트의 base64지 hex가 아님. 래퍼가 hex 문자열을 인코딩하고 있었음.",
         "SDK 내장 체크섬 옵션으로 바꿀지?"),
    ], c)


@clean_kind("Git LFS pointers and IPFS CIDs")
def k_lfs(lang):
    c = cctx(lang)
    c.update(ptr="version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), rint(10 ** 5, 10 ** 9)),
             cid="bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52))
    return T(lang, [
        ("The model file in the repo was 130 bytes and nobody mentioned it's stored in LFS:\n«ptr»",
         "CI checks out without LFS by default; add `lfs: true` to the checkout step or the job loads the pointer text as a model.",
         ""),
        ("I didn't know the NFT metadata is pinned on IPFS. The CID is «cid».",
         "CIDs are content hashes; pinning services need the CID only, nothing secret.",
         "Which pinning service holds the production CIDs?"),
    ], [
        ("repo의 모델 파일이 130바이트였는데 LFS에 저장된다는 말이 없었음:\n«ptr»",
         "CI는 기본으로 LFS 없이 체크아웃함. checkout 단계에 `lfs: true` 넣어야지 안 그러면 포인터 텍스트를 모델로 로딩함.",
         ""),
        ("NFT 메타데이터가 IPFS에 pin 돼 있는 줄 몰랐음. CID는 «cid».",
         "CID는 콘텐츠 해시라서 pinning 서비스에는 CID만 있으면 됨. 비밀 값 없음.",
         "운영 CID는 어느 pinning 서비스에 있는지?"),
    ], c)


@clean_kind("CI cache keys and build hashes")
def k_cache_keys(lang):
    c = cctx(lang)
    c.update(ck="node-modules-Linux-%s" % hexs(64), chunk="main.%s.js" % hexs(8), bid=rs(B64U, 21), tb=hexs(16))
    return T(lang, [
        ("Builds were slow and I didn't know the cache key hashes the lockfile. The restored key was «ck».",
         "Any lockfile change invalidates it; restore-keys with the prefix gives a partial hit instead of a cold install.",
         ""),
        ("The CDN served a stale bundle and nobody said filenames carry content hashes («chunk», Next build ID «bid»).",
         "HTML must not be cached long, or it keeps pointing at old hashed chunks; Turborepo's task hash «tb» was unrelated.",
         "Should HTML get Cache-Control: no-cache at the CDN?"),
    ], [
        ("빌드가 느렸는데 캐시 키가 lockfile 해시라는 걸 몰랐음. 복원된 키는 «ck».",
         "lockfile이 바뀌면 무효화됨. prefix로 restore-keys 주면 콜드 설치 대신 부분 hit 됨.",
         ""),
        ("CDN이 오래된 번들을 줬는데 파일명에 콘텐츠 해시가 들어간다는 말이 없었음 («chunk», Next build ID «bid»).",
         "HTML을 오래 캐시하면 예전 해시 청크를 계속 가리킴. Turborepo 태스크 해시 «tb»는 무관했음.",
         "CDN에서 HTML은 Cache-Control: no-cache로 할지?"),
    ], c)


@clean_kind("network details: IPs, ports, CIDRs")
def k_network(lang):
    c = cctx(lang)
    c.update(cidr="10.%d.0.0/16" % rint(0, 60), cidr2="172.%d.0.0/20" % rint(16, 31), ip2="10.%d.%d.%d" % (rint(0, 60), rint(0, 255), rint(2, 250)))
    return T(lang, [
        ("The new VPC peering broke DNS and nobody said the ranges overlap: ours is «cidr», theirs «cidr2» plus a legacy «ip2».",
         "Overlapping CIDRs make routes ambiguous; the peering accepted them but traffic to «ip2» went to the local subnet.",
         "Can the partner re-IP the legacy host?"),
        ("I didn't know «svc» listens on «port» only inside the mesh; the health check hit the node IP «ip».",
         "Health checks must target the pod IP or the service; the node port is closed by the network policy.",
         ""),
    ], [
        ("새 VPC 피어링 후 DNS가 깨졌는데 대역이 겹친다는 말이 없었음: 우리는 «cidr», 상대는 «cidr2» 그리고 레거시 «ip2».",
         "CIDR가 겹치면 라우팅이 모호해짐. 피어링은 수락됐지만 «ip2» 트래픽이 로컬 서브넷으로 감.",
         "파트너 쪽 레거시 호스트 IP 변경 가능한지?"),
        ("«svc»가 메시 안에서만 «port» 포트를 연다는 걸 몰랐음. 헬스체크가 노드 IP «ip»로 갔음.",
         "헬스체크는 파드 IP나 서비스로 가야 함. 노드 포트는 네트워크 정책으로 막혀 있음.",
         ""),
    ], c)


@clean_kind("chat thread about keys, no values")
def k_chat_nokeys(lang):
    c = cctx(lang)
    w2 = pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)
    if lang == "en":
        chat = "[%d:%02d] %s: who has the new SendGrid key?\n[%d:%02d] %s: it's in the vault under mail/prod, don't paste it here\n[%d:%02d] %s: 👍 pulling it with op read" % (rint(9, 18), rint(0, 59), c["who"], rint(9, 18), rint(0, 59), w2, rint(9, 18), rint(0, 59), c["who"])
    else:
        chat = "[%d:%02d] %s: 새 SendGrid 키 누가 갖고 있어요?\n[%d:%02d] %s: vault mail/prod에 있어요. 여기 붙이지 마세요\n[%d:%02d] %s: 넵 op read로 가져갈게요" % (rint(9, 18), rint(0, 59), c["who"], rint(9, 18), rint(0, 59), w2, rint(9, 18), rint(0, 59), c["who"])
    c["chat"] = chat
    return T(lang, [
        ("I didn't know where the mail key lives. The #«chan» thread:\n«chat»",
         "The team norm is: ask where, never what. Values are fetched from the vault at the point of use.",
         ""),
        ("The deploy was blocked waiting for a key and I didn't know the handoff happens in chat without values:\n«chat»",
         "Pointing to the vault path instead of pasting keeps chat history clean; the op CLI reads it at deploy time.",
         "Is the mail/prod vault item readable by the deploy role?"),
    ], [
        ("메일 키가 어디 있는지 몰랐음. #«chan» 스레드:\n«chat»",
         "팀 규칙은 '어디 있는지만 묻고 값은 묻지 않기'. 값은 쓰는 시점에 vault에서 가져옴.",
         ""),
        ("배포가 키 때문에 막혀 있었는데 채팅에서는 값 없이 위치만 주고받는다는 걸 몰랐음:\n«chat»",
         "값 대신 vault 경로를 알려주면 채팅 히스토리가 깨끗하게 유지됨. 배포 시점에 op CLI가 읽어감.",
         "배포 role이 mail/prod vault 항목을 읽을 수 있는지?"),
    ], c)


@clean_kind("table of env var names without values")
def k_env_table(lang):
    c = cctx(lang)
    v = sample(VENDORS, 3)
    rows = ["| variable | required | source |", "|---|---|---|"] + ["| %s | yes | vault: %s/%s |" % ([x for x in vv["creds"]() if x[2]][0][0], c["stage_en"], slug(vv["name"])) for vv in v] + ["| LOG_LEVEL | no | default `info` |"]
    c["tbl"] = "\n".join(rows)
    return T(lang, [
        ("The onboarding doc for «svc» was missing the env vars; I rebuilt the table from the code:\n«tbl»",
         "Listing names and sources (not values) lets new people self-serve from the vault without anyone pasting credentials.",
         "Can this table be generated from the config schema so it doesn't drift?"),
        ("I didn't know which secrets «svc» needs in «stage_en». The README table:\n«tbl»",
         "Everything marked vault is pulled by the External Secrets operator; only LOG_LEVEL is set in the chart.",
         ""),
    ], [
        ("«svc» 온보딩 문서에 환경변수가 빠져 있어서 코드 보고 표를 다시 만듦:\n«tbl»",
         "값이 아니라 이름과 출처만 적어두면 신규 인원이 누가 자격 증명 붙여주지 않아도 vault에서 알아서 가져갈 수 있음.",
         "설정 스키마에서 이 표를 자동 생성해서 drift 안 나게 할 수 있는지?"),
        ("«stage_en»에서 «svc»에 필요한 시크릿이 뭔지 몰랐음. README 표:\n«tbl»",
         "vault라고 적힌 건 External Secrets operator가 가져오고, 차트에서 직접 넣는 건 LOG_LEVEL뿐임.",
         ""),
    ], c)


@clean_kind("OAuth client IDs and app identifiers")
def k_client_ids(lang):
    c = cctx(lang)
    c.update(gcid="%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LALNUM, 32)), ghid="Iv1." + hexs(16),
             appid=str(rint(100000, 999999)), azid=uuid4(), team=rs(UALNUM, 10), bundle="com.%s.%s" % (c["org"].replace("-", ""), c["svc"].split("-")[0]))
    return T(lang, [
        ("Google sign-in failed with redirect_uri_mismatch and nobody said there are separate OAuth clients per environment. «stage_en» uses «gcid».",
         "The client ID is public (it's in the browser redirect); the mismatch was the trailing slash in the registered redirect URI.",
         ""),
        ("I didn't know the GitHub App's client ID («ghid») differs from its App ID («appid»).",
         "JWTs for the app use the App ID (or client ID) as issuer; installation tokens are minted per installation. Neither ID is a credential.",
         "Should we switch the issuer to the client ID as GitHub now recommends?"),
        ("Push notifications failed on the new bundle «bundle»; the ticket didn't mention the Apple Team ID «team».",
         "APNs topics must match the bundle ID exactly; the team ID identifies the developer account, it isn't secret.",
         ""),
    ], [
        ("구글 로그인이 redirect_uri_mismatch로 실패했는데 환경별로 OAuth 클라이언트가 따로 있다는 말이 없었음. «stage_en»은 «gcid».",
         "client ID는 공개 값임(브라우저 리다이렉트에 그대로 나옴). 원인은 등록된 redirect URI 끝의 슬래시였음.",
         ""),
        ("GitHub App의 client ID(«ghid»)랑 App ID(«appid»)가 다르다는 걸 몰랐음.",
         "앱용 JWT는 App ID(또는 client ID)를 issuer로 쓰고, 설치 토큰은 설치마다 발급됨. 두 ID 모두 자격 증명이 아님.",
         "GitHub 권장대로 issuer를 client ID로 바꿀지?"),
        ("새 번들 «bundle»에서 푸시가 실패했는데 티켓에 Apple Team ID «team» 얘기가 없었음.",
         "APNs topic은 번들 ID와 정확히 일치해야 함. Team ID는 개발자 계정 식별자라 비밀 아님.",
         ""),
    ], c)


@clean_kind("account and zone IDs (Cloudflare, Stripe, GCP)")
def k_account_ids(lang):
    c = cctx(lang)
    c.update(zone=hexs(32), cfacct=hexs(32), acctid="acct_1" + rs(ALNUM, 15), projnum=str(rint(10 ** 11, 10 ** 12)))
    return T(lang, [
        ("Terraform wanted the Cloudflare zone ID and I didn't know where to find it: zone_id = \"«zone»\", account_id = \"«cfacct»\".",
         "Zone and account IDs are identifiers shown on the dashboard overview; they are fine in code. The API token is separate and comes from the vault.",
         ""),
        ("The Connect payout went to the wrong connected account («acctid»); the ticket only had the business name.",
         "Account IDs aren't secrets but they are the key for Stripe-Account headers, so a typo silently targets another account.",
         "Should we validate connected account IDs against our DB before payouts?"),
        ("The GCP project number «projnum» appeared in the Pub/Sub service agent email and nobody said it differs from the project ID.",
         "IAM bindings for Google-managed service agents use the number, not the ID.",
         ""),
    ], [
        ("Terraform이 Cloudflare zone ID를 요구했는데 어디서 찾는지 몰랐음: zone_id = \"«zone»\", account_id = \"«cfacct»\".",
         "zone/account ID는 대시보드 개요에 나오는 식별자라 코드에 둬도 됨. API 토큰은 별개고 vault에서 가져옴.",
         ""),
        ("Connect 지급이 엉뚱한 연결 계정(«acctid»)으로 감. 티켓에는 상호명만 있었음.",
         "account ID는 비밀은 아니지만 Stripe-Account 헤더의 키라서 오타 나면 조용히 다른 계정을 건드림.",
         "지급 전에 연결 계정 ID를 DB랑 대조하게 할지?"),
        ("GCP 프로젝트 번호 «projnum»가 Pub/Sub 서비스 에이전트 이메일에 나오는데 프로젝트 ID랑 다르다는 말이 없었음.",
         "구글 관리 서비스 에이전트의 IAM 바인딩은 ID가 아니라 번호를 씀.",
         ""),
    ], c)


@clean_kind("k8s pod names, ReplicaSet hashes, container IDs")
def k_pods(lang):
    c = cctx(lang)
    h = rs_hash()
    c.update(pods="\n".join("%s-%s-%s   %s   %d   %dh" % (c["svc"], h, pod_suffix(), st, rc, rint(1, 90)) for st, rc in [("Running", 0), ("CrashLoopBackOff", rint(5, 40)), ("Running", 1)]),
             cid=hexs(64), h=h)
    return T(lang, [
        ("I didn't know the crash only hit one ReplicaSet revision («h»). `kubectl get pods`:\n«pods»",
         "The middle pod runs on a node with the old kernel; the hash in the name identifies the ReplicaSet, the suffix is random per pod.",
         "Can we cordon the nodes still on the old kernel?"),
        ("The container that OOM-killed had ID «cid» and the ticket only had the pod name.",
         "`crictl inspect` with the container ID shows the cgroup limits; the limit was set in the LimitRange, not the chart.",
         ""),
    ], [
        ("크래시가 ReplicaSet 리비전 하나(«h»)에서만 나는 걸 몰랐음. `kubectl get pods`:\n«pods»",
         "가운데 파드가 예전 커널 노드에서 돌고 있었음. 이름의 해시는 ReplicaSet 식별자고 끝 suffix는 파드마다 랜덤.",
         "예전 커널 노드 cordon 해도 될지?"),
        ("OOM kill 된 컨테이너 ID가 «cid»였는데 티켓엔 파드 이름만 있었음.",
         "컨테이너 ID로 `crictl inspect` 하면 cgroup 제한이 보임. 제한은 차트가 아니라 LimitRange에서 걸려 있었음.",
         ""),
    ], c)


@clean_kind("stack traces with addresses and line numbers")
def k_stack(lang):
    c = cctx(lang)
    tr = pick(["panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x%s]\n\ngoroutine %d [running]:\nmain.(*Handler).ServeHTTP(0xc000%s, {0x%s, 0xc000%s})\n\t/app/internal/http/handler.go:%d +0x%s" % (hexs(7), rint(10, 900), hexs(6), hexs(7), hexs(6), rint(20, 300), hexs(3)),
               "Exception in thread \"main\" java.lang.IllegalStateException: pool exhausted\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:%d)\n\tat com.%s.billing.Repo.find(Repo.java:%d)" % (rint(100, 200), c["org"].replace("-", ""), rint(20, 300)),
               "Traceback (most recent call last):\n  File \"/app/%s/worker.py\", line %d, in run\n    self.client.send(batch)\n  File \"/usr/local/lib/python3.12/site-packages/httpx/_client.py\", line 1014, in send\nhttpx.ReadTimeout: timed out" % (c["svc"].replace("-", "_"), rint(20, 400))])
    c["tr"] = tr
    return T(lang, [
        ("The only clue about the crash was this trace, and nobody said it happens only under load:\n«tr»",
         "Addresses and goroutine/thread numbers change every run; match on the function and line instead when grouping reports.",
         ""),
        ("Sentry grouped two different bugs together; the trace that split them:\n«tr»",
         "Custom fingerprinting on the top in-app frame separates them; pointer values in the message were making every event unique before.",
         "Should we strip pointer values from exception messages globally?"),
    ], [
        ("크래시 단서가 이 트레이스뿐이었고, 부하 상황에서만 난다는 말이 없었음:\n«tr»",
         "주소랑 goroutine/스레드 번호는 실행마다 바뀜. 리포트 묶을 때는 함수와 줄 번호로 매칭해야 함.",
         ""),
        ("Sentry가 서로 다른 버그 두 개를 한 그룹으로 묶음. 둘을 갈라준 트레이스:\n«tr»",
         "최상단 in-app 프레임 기준 커스텀 fingerprint로 분리됨. 전에는 메시지의 포인터 값 때문에 이벤트가 전부 제각각이었음.",
         "예외 메시지에서 포인터 값을 전역으로 지울지?"),
    ], c)


@clean_kind("docker build secrets (--secret / mount=type=secret)")
def k_build_secrets(lang):
    c = cctx(lang)
    c["snip"] = pick(["# syntax=docker/dockerfile:1.7\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
                      "docker buildx build --secret id=npmrc,src=$HOME/.npmrc --secret id=pip,env=PIP_INDEX_URL -t %s:dev ." % c["svc"],
                      "- uses: docker/build-push-action@v6\n  with:\n    secrets: |\n      npmrc=${{ secrets.NPMRC }}"])
    return T(lang, [
        ("Private packages failed to install in the image build and I didn't know we use BuildKit secrets:\n«snip»",
         "The secret is mounted only for that RUN step and never lands in a layer; `docker history` shows nothing.",
         ""),
        ("Nobody mentioned the Dockerfile needs BuildKit; the legacy builder ignored this line:\n«snip»",
         "Set DOCKER_BUILDKIT=1 or use buildx; without it the mount is silently skipped and npm fails with 401.",
         "Should CI refuse legacy builds?"),
    ], [
        ("이미지 빌드에서 private 패키지 설치가 실패했는데 BuildKit secret을 쓴다는 걸 몰랐음:\n«snip»",
         "secret은 그 RUN 단계에만 마운트되고 레이어에 안 남음. `docker history`에도 안 나옴.",
         ""),
        ("Dockerfile이 BuildKit 필요하다는 말이 없었음. 레거시 빌더는 이 줄을 무시함:\n«snip»",
         "DOCKER_BUILDKIT=1 설정하거나 buildx 써야 함. 안 그러면 마운트가 조용히 빠지고 npm이 401로 실패함.",
         "CI에서 레거시 빌드는 거부하게 할지?"),
    ], c)


@clean_kind("auth headers with variable references")
def k_header_refs(lang):
    c = cctx(lang)
    c["cmd"] = pick(['curl -sS -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/%s/%s/releases/latest' % (c["org"], c["repo"]),
                     'curl -u "$JIRA_EMAIL:$JIRA_API_TOKEN" https://%s.atlassian.net/rest/api/3/search?jql=project=OPS' % c["org"],
                     'http GET https://api.%s/v1/me "X-Api-Key:${API_KEY}"' % c["domain"],
                     "headers = {\"Authorization\": f\"Bearer {os.environ['OPENAI_API_KEY']}\"}",
                     '-H "DD-API-KEY: ${DD_API_KEY}" -H "DD-APPLICATION-KEY: ${DD_APP_KEY}"'])
    return T(lang, [
        ("The script worked locally but 401'd in CI, and nobody said CI exports the variable under a different name. The call:\n«cmd»",
         "Single quotes would have sent the literal string '$VAR'; double quotes expand it. The CI variable was named differently, so it expanded to empty.",
         "Should the script `set -u` so an unset variable fails loudly?"),
        ("I needed to document how to call the API without pasting a token. The runbook now uses:\n«cmd»",
         "References keep the value out of docs and shell history; people export it from the vault first.",
         ""),
    ], [
        ("스크립트가 로컬에선 되는데 CI에선 401. CI가 변수를 다른 이름으로 export 한다는 말이 없었음. 호출:\n«cmd»",
         "작은따옴표면 '$VAR' 문자열 그대로 가고 큰따옴표면 확장됨. CI 변수 이름이 달라서 빈 값으로 확장됐던 것.",
         "스크립트에 `set -u` 넣어서 미설정 변수면 바로 실패하게 할지?"),
        ("토큰 안 붙이고 API 호출법 문서화가 필요했음. 런북은 이제 이렇게 씀:\n«cmd»",
         "참조를 쓰면 값이 문서나 셸 히스토리에 안 남음. 각자 vault에서 먼저 export 하면 됨.",
         ""),
    ], c)


@clean_kind("password manager CLI commands without values")
def k_pm_cli(lang):
    c = cctx(lang)
    c["cmd"] = pick(['op item get "Postgres %s" --vault Engineering --fields password --reveal | pbcopy' % c["stage_en"],
                     "bw get password %s-db" % c["svc"], "pass show infra/%s/db" % c["stage_en"],
                     "gopass show -c ops/%s/admin" % c["svc"], "security find-generic-password -s %s -w" % c["svc"],
                     "keepassxc-cli show -a Password team.kdbx 'Infra/%s'" % c["host"]])
    return T(lang, [
        ("I didn't know the team keeps the «stage_en» DB credentials in the password manager; the runbook says to run:\n«cmd»",
         "Copying straight to the clipboard avoids the value landing in the terminal scrollback or in notes like this one.",
         ""),
        ("Nobody mentioned that the CLI needs an unlocked session first; the command below prompted forever in tmux:\n«cmd»",
         "Sign in once per shell (`op signin` / `bw unlock`) and export the session variable; the command itself contains no secret.",
         "Should the runbook mention the session step?"),
    ], [
        ("«stage_en» DB 자격 증명을 비밀번호 관리자에 보관한다는 걸 몰랐음. 런북에는 이렇게 하라고 돼 있음:\n«cmd»",
         "클립보드로 바로 복사하면 값이 터미널 스크롤백이나 이런 노트에 안 남음.",
         ""),
        ("CLI가 먼저 잠금 해제된 세션이 필요하다는 말이 없었음. tmux에서 아래 명령이 계속 프롬프트만 띄움:\n«cmd»",
         "셸마다 한 번 로그인(`op signin` / `bw unlock`)하고 세션 변수 export 하면 됨. 명령어 자체엔 비밀 값 없음.",
         "런북에 세션 단계도 적을지?"),
    ], c)


@clean_kind("HTTP response headers (ETag, rate limits)")
def k_resp_headers(lang):
    c = cctx(lang)
    c["h"] = "HTTP/2 429\nx-ratelimit-limit: %d\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %d\netag: W/\"%s\"\nx-request-id: %s\nretry-after: %d" % (pick([60, 300, 5000]), ts_recent(), hexs(16), uuid4(), rint(5, 120))
    return T(lang, [
        ("The sync kept hitting 429 and nobody mentioned the limit is per org. The response headers:\n«h»",
         "Honour retry-after instead of a fixed sleep; the ETag lets us send If-None-Match and skip unchanged pages, which don't count toward the limit.",
         "Can the sync store ETags between runs?"),
        ("I didn't know the vendor returns rate-limit headers on every response, not just on 429s:\n«h»",
         "Reading x-ratelimit-remaining lets the client slow down before it gets throttled; the request ID is what their support asks for.",
         ""),
    ], [
        ("sync가 계속 429를 맞았는데 제한이 조직 단위라는 말이 없었음. 응답 헤더:\n«h»",
         "고정 sleep 말고 retry-after를 따라야 함. ETag로 If-None-Match 보내면 변경 없는 페이지는 건너뛰고 한도에도 안 잡힘.",
         "sync가 실행 간에 ETag를 저장하게 할지?"),
        ("벤더가 429일 때만이 아니라 모든 응답에 rate limit 헤더를 준다는 걸 몰랐음:\n«h»",
         "x-ratelimit-remaining 보고 미리 속도 줄이면 throttle 안 당함. 벤더 지원팀은 request ID를 요구함.",
         ""),
    ], c)


@clean_kind("app signing certificate fingerprints (Firebase/Play)")
def k_app_fp(lang):
    c = cctx(lang)
    c.update(sha1=":".join(wrap(rs(UHEX, 40), 2)), sha256=":".join(wrap(rs(UHEX, 64), 2)), pkg="com.%s.app" % c["org"].replace("-", ""))
    return T(lang, [
        ("Google sign-in worked in debug but not from the Play build; nobody said Play re-signs the app. The Play app signing SHA-1 is «sha1».",
         "Register both the upload key and the Play signing key fingerprints in Firebase; fingerprints are public identifiers of the certificate.",
         ""),
        ("App Links didn't verify for «pkg» and I didn't know assetlinks.json needs the SHA-256 fingerprint: «sha256».",
         "The file at /.well-known/assetlinks.json is public by design; the fingerprint must match the signing certificate exactly, colons included.",
         "Should assetlinks.json list the upload key too?"),
    ], [
        ("디버그에선 구글 로그인이 되는데 Play 빌드에선 안 됨. Play가 앱을 다시 서명한다는 말이 없었음. Play 앱 서명 SHA-1은 «sha1».",
         "Firebase에 업로드 키랑 Play 서명 키 fingerprint 둘 다 등록해야 함. fingerprint는 인증서의 공개 식별자임.",
         ""),
        ("«pkg» App Links 검증이 안 됐는데 assetlinks.json에 SHA-256 fingerprint가 필요하다는 걸 몰랐음: «sha256».",
         "/.well-known/assetlinks.json은 원래 공개 파일임. fingerprint는 콜론까지 포함해서 서명 인증서와 정확히 같아야 함.",
         "assetlinks.json에 업로드 키도 넣을지?"),
    ], c)


@clean_kind("webhook event payload with object IDs")
def k_event_payload(lang):
    c = cctx(lang)
    c["ev"] = json.dumps({"id": "evt_1" + rs(ALNUM, 23), "type": "invoice.payment_failed", "created": ts_recent(),
                          "data": {"object": {"id": "in_1" + rs(ALNUM, 23), "customer": stripe_id("cus_"), "amount_due": rint(1000, 90000),
                                              "attempt_count": rint(1, 4)}}, "livemode": True}, indent=1)
    return T(lang, [
        ("Dunning emails didn't go out and I didn't know the handler ignores events with attempt_count > 3. The event:\n«ev»",
         "Event and object IDs are safe to log and paste; they're needed to look the event up in the dashboard.",
         "Should the cap on attempt_count be configurable?"),
        ("The test fixture for the billing webhook was missing and nobody said we record real event shapes. Captured payload:\n«ev»",
         "The fixture keeps real IDs so the test can also check idempotency on the event ID; none of them grants access.",
         ""),
    ], [
        ("독촉 메일이 안 나갔는데 핸들러가 attempt_count > 3 이벤트를 무시한다는 걸 몰랐음. 이벤트:\n«ev»",
         "event/object ID는 로그나 노트에 붙여도 안전함. 대시보드에서 이벤트 찾을 때 필요함.",
         "attempt_count 상한을 설정값으로 뺄지?"),
        ("결제 웹훅 테스트 fixture가 없었는데 실제 이벤트 형태를 기록해 쓴다는 말이 없었음. 캡처한 payload:\n«ev»",
         "fixture에 실제 ID를 남겨서 event ID 기준 멱등성도 같이 테스트함. 어떤 ID도 권한은 없음.",
         ""),
    ], c)


@clean_kind("decoded JWT claims (no token)")
def k_jwt_claims(lang):
    c = cctx(lang)
    iat = ts_recent()
    c["claims"] = json.dumps({"iss": "https://auth.%s/" % c["domain"], "sub": "auth0|" + hexs(24), "aud": ["https://api.%s" % c["domain"]],
                              "iat": iat, "exp": iat + 86400, "scope": "openid profile read:orders", "azp": rs(ALNUM, 32)}, indent=1)
    return T(lang, [
        ("The API rejected tokens from the new SPA and nobody said the audience must match exactly. Decoded claims (signature omitted):\n«claims»",
         "The aud was missing the trailing slash the API expects; the claims themselves are not a credential, the signed token is.",
         ""),
        ("I didn't know the permission check reads scope, not roles. From the decoded payload:\n«claims»",
         "RBAC is enforced from scope; azp is the client ID of the SPA and only identifies it.",
         "Should we move to the permissions claim instead of parsing scope?"),
    ], [
        ("새 SPA의 토큰을 API가 거부했는데 audience가 정확히 일치해야 한다는 말이 없었음. 디코딩한 클레임(서명 제외):\n«claims»",
         "aud에 API가 기대하는 끝 슬래시가 빠져 있었음. 클레임 자체는 자격 증명이 아니고 서명된 토큰이 자격 증명임.",
         ""),
        ("권한 체크가 roles가 아니라 scope를 읽는 줄 몰랐음. 디코딩한 payload:\n«claims»",
         "RBAC는 scope 기준으로 동작함. azp는 SPA의 client ID라 식별만 함.",
         "scope 파싱 말고 permissions 클레임으로 바꿀지?"),
    ], c)


@clean_kind("secret-scanning alert summary without the value")
def k_alert_summary(lang):
    c = cctx(lang)
    v = pick(VENDORS)
    c.update(V=vdisplay(v), lab=v["label"], no=rint(3, 120), line=rint(2, 200), f=pick(["config/app.yml", ".env.sample", "scripts/sync.py", "docs/setup.md"]))
    return T(lang, [
        ("I was asked to close alert #«no» and didn't know what it covered: '«V» «lab»' in «f» line «line», first seen in «short».",
         "The alert page shows the value only to admins; closing it as 'revoked' requires proof of revocation, so I linked the vendor audit log entry.",
         "Can the alert be closed once the vendor confirms revocation?"),
        ("Nobody told me alert #«no» («V» «lab», «f»:«line») was a false positive already triaged by security.",
         "The flagged string was a test fixture; the alert was dismissed as 'used in tests' with a link to the fixture generator.",
         ""),
    ], [
        ("alert #«no» 닫으라는 요청 받았는데 내용을 몰랐음: «f» «line»번째 줄의 '«V» «lab»', 처음 발견 커밋 «short».",
         "alert 페이지는 관리자에게만 값이 보임. 'revoked'로 닫으려면 폐기 증빙이 필요해서 벤더 감사 로그 항목을 링크함.",
         "벤더가 폐기 확인해주면 alert 닫아도 될지?"),
        ("alert #«no» («V» «lab», «f»:«line»)가 보안팀이 이미 오탐으로 분류한 건이라는 걸 아무도 안 알려줌.",
         "잡힌 문자열은 테스트 fixture였고 fixture 생성기 링크와 함께 'used in tests'로 dismiss 됨.",
         ""),
    ], c)


@clean_kind("OpenAPI securitySchemes definitions")
def k_openapi(lang):
    c = cctx(lang)
    c["spec"] = "components:\n  securitySchemes:\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    oauth:\n      type: oauth2\n      flows:\n        clientCredentials:\n          tokenUrl: https://auth.%s/oauth/token\n          scopes:\n            orders:read: Read orders" % c["domain"]
    return T(lang, [
        ("The generated SDK didn't send auth headers and nobody said the spec defines two schemes:\n«spec»",
         "Operations must reference a scheme in `security:`; the generator only wires headers for referenced schemes.",
         ""),
        ("I didn't know the public docs are generated from the same spec. The auth section:\n«spec»",
         "Scheme definitions describe where credentials go, not what they are; publishing them is expected.",
         "Should the token URL in the spec point at the public auth domain?"),
    ], [
        ("생성된 SDK가 인증 헤더를 안 보냈는데 스펙에 스킴이 두 개 정의돼 있다는 말이 없었음:\n«spec»",
         "각 operation이 `security:`에서 스킴을 참조해야 함. 제너레이터는 참조된 스킴만 헤더를 연결함.",
         ""),
        ("공개 문서가 같은 스펙에서 생성된다는 걸 몰랐음. 인증 부분:\n«spec»",
         "스킴 정의는 자격 증명이 어디에 들어가는지만 설명하지 값은 없음. 공개되는 게 정상.",
         "스펙의 token URL을 공개 인증 도메인으로 바꿀지?"),
    ], c)


@clean_kind("token lifetime / TTL configuration")
def k_ttl(lang):
    c = cctx(lang)
    c.update(at=pick([300, 900, 3600]), rt=pick([7, 14, 30]), sk=pick(["SameSite=Lax", "SameSite=Strict"]))
    return T(lang, [
        ("Users got logged out every «at» seconds and nobody said refresh tokens are disabled for the SPA client.",
         "Access tokens live «at»s, refresh tokens «rt» days with rotation; the SPA client had refresh_token grant unchecked. Session cookie is HttpOnly; Secure; «sk».",
         "Should refresh-token rotation reuse detection revoke the whole family?"),
    ], [
        ("사용자가 «at»초마다 로그아웃됐는데 SPA 클라이언트에 refresh token이 꺼져 있다는 말이 없었음.",
         "access token은 «at»초, refresh token은 «rt»일 + 로테이션. SPA 클라이언트에 refresh_token grant 체크가 빠져 있었음. 세션 쿠키는 HttpOnly; Secure; «sk».",
         "refresh token 재사용 감지 시 토큰 패밀리 전체 revoke 할지?"),
    ], c)


@clean_kind("git remotes and SSH config (no credentials)")
def k_git_remote(lang):
    c = cctx(lang)
    c["cfg"] = pick(["Host github-work\n  HostName github.com\n  User git\n  IdentityFile ~/.ssh/id_ed25519_work\n  IdentitiesOnly yes",
                     "origin\tgit@github.com:%s/%s.git (fetch)\norigin\tgit@github.com:%s/%s.git (push)" % (c["org"], c["repo"], c["org"], c["repo"]),
                     "[url \"git@github.com:%s/\"]\n\tinsteadOf = https://github.com/%s/" % (c["org"], c["org"])])
    return T(lang, [
        ("Pushing picked the wrong GitHub account and nobody said we use per-host SSH aliases:\n«cfg»",
         "IdentitiesOnly stops ssh-agent from offering every key; the remote must use the alias host for the right key to be used.",
         ""),
        ("Go module downloads from the private org failed in CI; the fix was this git config:\n«cfg»",
         "GOPRIVATE plus the insteadOf rewrite makes go use SSH; the deploy key is loaded by the runner, not stored in config.",
         "Should GOPRIVATE be set in the base CI image?"),
    ], [
        ("push 할 때 엉뚱한 GitHub 계정이 잡혔는데 호스트별 SSH alias를 쓴다는 말이 없었음:\n«cfg»",
         "IdentitiesOnly가 있어야 ssh-agent가 키를 전부 내밀지 않음. remote가 alias 호스트를 써야 맞는 키가 쓰임.",
         ""),
        ("CI에서 private org의 Go 모듈 다운로드가 실패함. 해결한 git 설정:\n«cfg»",
         "GOPRIVATE와 insteadOf 재작성으로 go가 SSH를 씀. 배포 키는 러너가 로딩하고 설정에는 없음.",
         "베이스 CI 이미지에 GOPRIVATE 넣어둘지?"),
    ], c)


@clean_kind("DNS TXT records (SPF, DKIM p=, site verification)")
def k_dns_txt(lang):
    c = cctx(lang)
    dkim_pub = b64(der(0x30, der(0x30, OID_RSA + b"\x05\x00") + der(0x03, b"\x00" + der(0x30, der_int_bytes(_topbit(128)) + der(0x02, b"\x01\x00\x01")))))
    c["rec"] = pick(["%s. 300 IN TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"" % c["domain"],
                     "s1._domainkey.%s. 3600 IN TXT \"v=DKIM1; k=rsa; p=%s\"" % (c["domain"], dkim_pub),
                     "%s. 300 IN TXT \"google-site-verification=%s\"" % (c["domain"], rs(B64U, 43)),
                     "_acme-challenge.%s. 60 IN TXT \"%s\"" % (c["domain"], rs(B64U, 43))])
    return T(lang, [
        ("Mail from the new sender landed in spam and nobody said DNS is managed in a separate repo. The record I added:\n«rec»",
         "TXT records are public by definition (anyone can dig them); DKIM's p= is the public key, verification strings just prove domain control.",
         ""),
        ("I didn't know the domain already had this record, so my change duplicated it:\n«rec»",
         "Multiple SPF records make SPF fail entirely; merge includes into one record instead.",
         "Who reviews the DNS repo PRs?"),
    ], [
        ("새 발신자 메일이 스팸함으로 갔는데 DNS가 별도 repo에서 관리된다는 말이 없었음. 추가한 레코드:\n«rec»",
         "TXT 레코드는 원래 공개임(누구나 dig 가능). DKIM의 p=는 공개키, verification 문자열은 도메인 소유 증명일 뿐.",
         ""),
        ("도메인에 이미 이 레코드가 있는 줄 몰라서 중복으로 추가함:\n«rec»",
         "SPF 레코드가 여러 개면 SPF 자체가 실패함. include를 레코드 하나로 합쳐야 함.",
         "DNS repo PR은 누가 리뷰하는지?"),
    ], c)


@clean_kind("feature flags and experiment keys")
def k_flags(lang):
    c = cctx(lang)
    c.update(flag=pick(["new-checkout-flow", "search-v2-ranking", "billing.retry-backoff", "ko-locale-dates"]), exp="exp_" + hexs(12), pct_=rint(5, 50))
    return T(lang, [
        ("The bug only hit «pct_»% of users and nobody said the feature is behind flag «flag» (experiment «exp»).",
         "Flag evaluation is keyed on user ID hash, so the same users always land in the treatment; reproduce by forcing the variation in the dashboard.",
         "Can QA get a way to force variations via query param in staging?"),
        ("I removed dead code and didn't know flag «flag» was still evaluated by the mobile app.",
         "Flags must be archived in the dashboard before the code path is deleted; old app versions keep asking for «flag» and «exp».",
         ""),
    ], [
        ("사용자 «pct_»%에게만 버그가 났는데 기능이 «flag» 플래그(실험 «exp») 뒤에 있다는 말이 없었음.",
         "플래그 평가는 user ID 해시 기준이라 같은 사용자는 항상 같은 그룹임. 대시보드에서 variation 강제하면 재현됨.",
         "스테이징에서 QA가 쿼리 파라미터로 variation 강제할 수 있게 할지?"),
        ("죽은 코드 정리했는데 «flag» 플래그를 모바일 앱이 아직 평가하고 있다는 걸 몰랐음.",
         "코드 지우기 전에 대시보드에서 플래그를 아카이브해야 함. 구버전 앱이 계속 «flag», «exp»를 요청함.",
         ""),
    ], c)


@clean_kind("percent-encoded / punycode strings")
def k_encoded(lang):
    c = cctx(lang)
    ko = pick(["검색", "주문내역", "결제오류", "서울맛집"])
    enc = "".join("%%%02X" % b for b in ko.encode())
    c.update(ko=ko, enc=enc, puny=pick(["xn--9n2bp8q.com", "xn--3e0b707e.kr", "xn--hk3b17f.xn--3e0b707e"]))
    return T(lang, [
        ("The search log had «enc» and the ticket called it garbage. It's just UTF-8 percent-encoding of «ko».",
         "Decode before grouping search terms; the analytics pipeline was counting encoded and decoded forms separately.",
         ""),
        ("Cookies didn't stick on «puny» and nobody said that's the punycode form of our Korean domain.",
         "Browsers use the punycode host for cookies and CORS; the allowlist must contain that form, not the Hangul one.",
         "Should the CORS allowlist be generated with both forms?"),
    ], [
        ("검색 로그에 «enc»가 찍혀 있었는데 티켓에는 깨진 값이라고 적혀 있었음. 그냥 «ko»의 UTF-8 퍼센트 인코딩임.",
         "검색어 집계 전에 디코딩해야 함. 분석 파이프라인이 인코딩된 것과 디코딩된 것을 따로 세고 있었음.",
         ""),
        ("«puny»에서 쿠키가 안 붙었는데 그게 한글 도메인의 punycode 형태라는 말이 없었음.",
         "브라우저는 쿠키랑 CORS에 punycode 호스트를 씀. allowlist에 한글 형태가 아니라 그 형태가 있어야 함.",
         "CORS allowlist를 두 형태 다 생성하게 할지?"),
    ], c)


@clean_kind("HAR / devtools analysis with values stripped")
def k_har(lang):
    c = cctx(lang)
    c["req"] = "POST /api/v2/cart/checkout 502 (%dms)\n  request headers: content-type, cookie (3 cookies, values removed), x-request-id: %s\n  response: upstream connect error or disconnect/reset before headers" % (rint(800, 30000), uuid4())
    return T(lang, [
        ("Checkout failed only for some users and the HAR «who» attached had been sanitised. Relevant entry:\n«req»",
         "The 502 comes from the mesh sidecar timing out; HAR sanitising (cookies and auth headers stripped) kept what we needed.",
         "Can the support team sanitise HARs by default before attaching?"),
        ("Nobody said the browser export strips sensitive headers when 'Export HAR (sanitized)' is used. The entry I had:\n«req»",
         "The sanitized export is enough for timing and status analysis; ask for it by name in bug templates.",
         ""),
    ], [
        ("일부 사용자만 결제가 실패했고 «who»님이 첨부한 HAR는 정리된 상태였음. 해당 항목:\n«req»",
         "502는 메시 사이드카 타임아웃에서 나옴. HAR 정리(쿠키랑 인증 헤더 제거)해도 필요한 정보는 남아 있었음.",
         "지원팀이 HAR 첨부 전에 기본으로 정리하게 할 수 있는지?"),
        ("브라우저의 'Export HAR (sanitized)'가 민감 헤더를 빼준다는 말이 없었음. 받은 항목:\n«req»",
         "sanitized export로도 타이밍이랑 상태 분석엔 충분함. 버그 템플릿에 이름으로 요청하면 됨.",
         ""),
    ], c)


@clean_kind("connection strings without a password (IAM/peer auth, variables)")
def k_conn_nopw(lang):
    c = cctx(lang)
    c["cs"] = pick(["DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem" % (c["user"], c["host"], c["db"]),
                    "MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/%s?authSource=%%24external&authMechanism=MONGODB-AWS" % (rs(LALNUM, 5), c["db"]),
                    "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (c["host"], c["db"], c["user"]),
                    "Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True;" % (c["org"], c["db"]),
                    "REDIS_URL=rediss://%s:6380/0  # AUTH token injected by the sidecar" % c["host"],
                    "PGHOST=%s PGUSER=%s PGDATABASE=%s PGSSLMODE=require  # password via ~/.pgpass" % (c["host"], c["user"], c["db"])])
    return T(lang, [
        ("I looked for the database password for «svc» and nobody told me there isn't one. The connection string is:\n«cs»",
         "Authentication is IAM/managed identity or injected at runtime, so the string carries no password.",
         "Does local dev need a different auth path?"),
        ("The migration tool failed to connect from my laptop; its config only has this:\n«cs»",
         "Without the cloud identity the token exchange fails before any password is involved; `aws sso login` (or az login) first, then it connects.",
         ""),
    ], [
        ("«svc» DB 비밀번호를 찾았는데 아예 없다는 걸 아무도 안 알려줌. connection string은 이게 전부:\n«cs»",
         "인증이 IAM/managed identity거나 런타임에 주입돼서 문자열에 비밀번호가 없음.",
         "로컬 개발은 다른 인증 경로가 필요한지?"),
        ("노트북에서 마이그레이션 툴이 접속 실패함. 설정에는 이것뿐:\n«cs»",
         "클라우드 identity 없으면 비밀번호 단계 전에 토큰 교환에서 실패함. 먼저 `aws sso login`(또는 az login) 하면 붙음.",
         ""),
    ], c)


@clean_kind("CLI commands with password variables or placeholders")
def k_cli_placeholders(lang):
    c = cctx(lang)
    c["tool"], c["cmd"] = pick([("mysql", "mysql -h %s -u %s -p<password> %s" % (c["host"], c["user"], c["db"])),
                     ("sshpass", 'sshpass -p "$SSHPASS" ssh %s@%s' % (c["user"], c["host"])),
                     ("docker login", "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY"),
                     ("psql", "PGPASSWORD=$(vault kv get -field=password secret/%s/db) psql -h %s -U %s" % (c["stage_en"], c["host"], c["user"])),
                     ("redis-cli", "redis-cli -h %s --askpass" % c["host"]),
                     ("curl", "curl -u \"admin:${ADMIN_PASSWORD:?set it first}\" https://%s/api/health" % c["host"]),
                     ("keytool", "keytool -importcert -file ca.crt -keystore truststore.jks -storepass:env TRUSTSTORE_PASS -noprompt"),
                     ("openssl", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout file:/run/secrets/p12pass")])
    return T(lang, [
        ("The runbook step was copied without context and I didn't know where the password comes from:\n«cmd»",
         "The password is never typed literally: it comes from a variable, a file, a prompt or the vault at run time, so the command is safe to keep in docs.",
         ""),
        ("I didn't know «tool» supports reading the password from the environment or a file; the team's standard form is:\n«cmd»",
         "This keeps the value out of shell history and `ps`; placeholders in angle brackets are meant to be replaced interactively, not committed filled in.",
         "Should the other runbooks be updated to this form?"),
    ], [
        ("맥락 없이 복사된 런북 단계라 비밀번호가 어디서 오는지 몰랐음:\n«cmd»",
         "비밀번호를 직접 치지 않음. 변수, 파일, 프롬프트, vault에서 실행 시점에 가져오니까 문서에 둬도 안전함.",
         ""),
        ("«tool»이 비밀번호를 환경변수나 파일에서 읽을 수 있다는 걸 몰랐음. 팀 표준 형태:\n«cmd»",
         "값이 셸 히스토리랑 `ps`에 안 남음. 꺾쇠 placeholder는 실행할 때 채우는 거지 채운 채로 커밋하는 게 아님.",
         "다른 런북도 이 형태로 바꿀지?"),
    ], c)


@clean_kind("MFA and recovery-code process prose, no codes")
def k_mfa_prose(lang):
    c = cctx(lang)
    c.update(n_codes=pick([8, 10, 16]), days=pick([30, 90]))
    return T(lang, [
        ("The breakglass login needed MFA and nobody told me how the seed is handled. Process: the TOTP secret is shown once at enrollment, scanned into two hardware tokens, and never stored in text.",
         "The «n_codes» recovery codes are printed, sealed, and kept in the office safe; using one triggers an alert and a re-seal within «days» days.",
         "Who has the safe combination when the office is closed?"),
        ("I wasn't sure whether the shared ops account could have its TOTP seed in the vault.",
         "Policy says no: seeds and recovery codes never go into shared vault items; each on-call member enrolls their own authenticator on the account instead.",
         ""),
    ], [
        ("breakglass 로그인에 MFA가 필요한데 시드를 어떻게 관리하는지 아무도 안 알려줌. 절차: TOTP 시크릿은 등록할 때 한 번만 보이고, 하드웨어 토큰 두 개에 스캔한 뒤 텍스트로는 절대 저장 안 함.",
         "복구 코드 «n_codes»개는 출력해서 봉인 후 사무실 금고에 보관. 하나 쓰면 알림 가고 «days»일 안에 재봉인함.",
         "사무실 닫혀 있을 때 금고 번호는 누가 아는지?"),
        ("공용 ops 계정의 TOTP 시드를 vault에 넣어도 되는지 헷갈렸음.",
         "정책상 안 됨. 시드랑 복구 코드는 공유 vault 항목에 넣지 않고, 온콜 인원이 각자 자기 인증 앱을 계정에 등록함.",
         ""),
    ], c)


@clean_kind("Wi-Fi and 802.1X setup without the key")
def k_wifi_nokey(lang):
    c = cctx(lang)
    c.update(ssid=pick(["%s-Corp" % c["org"].capitalize(), "%s-Guest" % c["org"], "Lab-IoT"]),
             cfg='network={\n    ssid="%s-Corp"\n    key_mgmt=WPA-EAP\n    eap=TLS\n    identity="%s@%s"\n    ca_cert="/etc/certs/corp-ca.pem"\n    client_cert="/etc/certs/device.pem"\n    private_key="/etc/certs/device.key"\n}' % (c["org"].capitalize(), c["user"], c["domain"]))
    return T(lang, [
        ("The test Raspberry Pis couldn't join the network and nobody said the corp SSID uses certificates, not a shared password:\n«cfg»",
         "EAP-TLS needs the device certificate from the MDM; the paths above are all that belongs in the image.",
         ""),
        ("I needed Wi-Fi for the demo room and wasn't told the guest network «ssid» rotates its password weekly.",
         "The current guest password is on the screen at reception and in the #office channel topic; it's not meant to go into docs or scripts.",
         "Could the demo devices use the IoT network instead?"),
    ], [
        ("테스트용 라즈베리파이가 네트워크에 못 붙었는데 사내 SSID가 공유 비밀번호가 아니라 인증서 방식이라는 말이 없었음:\n«cfg»",
         "EAP-TLS는 MDM에서 받은 기기 인증서가 필요함. 이미지에는 위 경로만 들어가면 됨.",
         ""),
        ("데모룸 와이파이가 필요했는데 게스트 네트워크 «ssid» 비번이 매주 바뀐다는 얘기를 못 들었음.",
         "현재 게스트 비번은 안내데스크 화면이랑 #office 채널 토픽에 있음. 문서나 스크립트에 넣는 용도가 아님.",
         "데모 기기는 IoT 네트워크를 쓰면 안 되는지?"),
    ], c)


@clean_kind("codes and PINs discussed without values")
def k_codes_prose(lang):
    c = cctx(lang)
    c.update(ttl=pick([120, 180, 300]), plen=pick([6, 8]), err="0x%08X" % rint(0x80000000, 0x8FFFFFFF))
    return T(lang, [
        ("Login via SMS failed in QA and nobody said the verification code expires after «ttl» seconds and allows three attempts.",
         "The QA phone numbers receive codes through the test provider's dashboard; codes are single-use and useless after expiry, so there's nothing to store.",
         ""),
        ("The YubiKey signing step failed with «err» and I didn't know the PIV PIN is «plen» digits and locks after 3 tries.",
         "Don't retry blindly; `ykman piv info` shows the remaining PIN attempts. The PIN itself is held by the release managers only.",
         "How do we unblock a locked PIV PIN without the PUK holder?"),
        ("The server room door code changed and the runbook still says 'see facilities'.",
         "Facilities rotates door codes monthly and shares them in person only; the runbook should keep pointing there rather than listing the code.",
         ""),
    ], [
        ("QA에서 SMS 로그인이 실패했는데 인증번호가 «ttl»초 후 만료되고 3회까지만 입력 가능하다는 말이 없었음.",
         "QA 전화번호는 테스트 공급자 대시보드로 번호를 받음. 일회용이고 만료되면 쓸모없어서 저장할 게 없음.",
         ""),
        ("YubiKey 서명 단계가 «err»로 실패했는데 PIV PIN이 «plen»자리이고 3회 틀리면 잠긴다는 걸 몰랐음.",
         "무작정 재시도하지 말 것. `ykman piv info`로 남은 시도 횟수 확인 가능. PIN은 릴리스 매니저만 알고 있음.",
         "PUK 보유자 없이 잠긴 PIV PIN 푸는 방법이 있는지?"),
        ("서버실 도어락 번호가 바뀌었는데 런북에는 아직 '총무팀 문의'라고만 돼 있음.",
         "총무팀이 매달 바꾸고 직접 대면으로만 알려줌. 런북은 번호를 적지 말고 계속 그쪽을 가리키는 게 맞음.",
         ""),
    ], c)


@clean_kind("already-redacted text ([REDACTED], <redacted>)")
def k_redacted(lang):
    c = cctx(lang)
    c["snip"] = pick(["DATABASE_URL=postgres://%s:[REDACTED]@%s:5432/%s" % (c["user"], c["host"], c["db"]),
                      "Authorization: Bearer <redacted>", "STRIPE_SECRET_KEY=[REDACTED]\nSTRIPE_WEBHOOK_SECRET=[REDACTED]",
                      "curl -H 'X-Api-Key: [REDACTED]' https://api.%s/v1/export" % c["domain"]])
    return T(lang, [
        ("The incident timeline had this config excerpt, already scrubbed by whoever pasted it:\n«snip»",
         "The structure was enough to see that the service pointed at the wrong host; the scrubbed parts didn't matter.",
         ""),
        ("I wasn't sure whether the support ticket leaked anything; the customer's paste reads:\n«snip»",
         "Their tooling had already replaced the value; no rotation needed, just confirm the customer's own copy is scrubbed too.",
         "Should support add a template asking customers to redact before pasting?"),
    ], [
        ("장애 타임라인에 이 설정 일부가 있었는데 붙인 사람이 이미 가려둔 상태였음:\n«snip»",
         "구조만으로도 서비스가 엉뚱한 호스트를 가리키는 게 보였음. 가려진 부분은 중요하지 않았음.",
         ""),
        ("고객 지원 티켓에서 뭔가 노출됐는지 확인해야 했음. 고객이 붙인 내용:\n«snip»",
         "고객 쪽 툴이 이미 값을 치환해둠. 로테이션 필요 없고 고객 원본도 가려졌는지만 확인하면 됨.",
         "지원팀 템플릿에 붙이기 전에 가려달라는 안내 넣을지?"),
    ], c)


@clean_kind("gh secret list / secret names and dates")
def k_secret_list(lang):
    c = cctx(lang)
    names = sample(["NPM_TOKEN", "DOCKERHUB_TOKEN", "SENTRY_AUTH_TOKEN", "AWS_ROLE_ARN", "SLACK_WEBHOOK_URL", "CODECOV_TOKEN", "STRIPE_SECRET_KEY", "GPG_PRIVATE_KEY"], 4)
    c["out"] = "\n".join("%-20s Updated 2025-%02d-%02d" % (n, rint(1, 11), rint(1, 28)) for n in names)
    return T(lang, [
        ("I needed to know which secrets the «repo» workflows can use. `gh secret list` shows only names and dates:\n«out»",
         "Values can't be read back through the API; to check a value you have to compare behaviour, or rotate and set it again.",
         "Is there an owner recorded for each of these secrets?"),
        ("A stale secret broke the release and nobody knew when it was last rotated:\n«out»",
         "The Updated column is the only audit trail in GitHub itself; the vault's rotation log is the real source.",
         ""),
    ], [
        ("«repo» 워크플로가 쓸 수 있는 시크릿 목록이 필요했음. `gh secret list`는 이름이랑 날짜만 보여줌:\n«out»",
         "API로 값을 다시 읽을 수는 없음. 값 확인하려면 동작으로 비교하거나 로테이션 후 다시 설정해야 함.",
         "시크릿마다 담당자가 기록돼 있는지?"),
        ("오래된 시크릿 때문에 릴리스가 깨졌는데 마지막 로테이션이 언제였는지 아무도 몰랐음:\n«out»",
         "GitHub 안에서는 Updated 컬럼이 유일한 이력임. 실제 기준은 vault 로테이션 로그.",
         ""),
    ], c)


@clean_kind("ssh-add -l / ssh-keygen -lf output")
def k_ssh_add(lang):
    c = cctx(lang)
    c["out"] = "\n".join("%d %s %s (%s)" % (bits, ssh_fp(), cm, kt) for bits, cm, kt in [(256, "%s@mbp" % c["user"], "ED25519"), (3072, "deploy@ci", "RSA")])
    return T(lang, [
        ("Git pushes were using the wrong key and nobody said the agent offers keys in load order. `ssh-add -l`:\n«out»",
         "The server accepted the first key for a different account; fingerprints identify which one, and IdentitiesOnly in ssh config fixes the order.",
         ""),
        ("I had to confirm which deploy key is registered on the repo. Local fingerprints:\n«out»",
         "Compare with the fingerprint shown in the repo's deploy key settings; fingerprints are safe to share in tickets.",
         "Should deploy keys be listed with fingerprints in the infra README?"),
    ], [
        ("git push가 엉뚱한 키를 쓰고 있었는데 agent가 로딩 순서대로 키를 내민다는 말이 없었음. `ssh-add -l`:\n«out»",
         "서버가 다른 계정의 첫 번째 키를 받아버린 것. fingerprint로 어떤 키인지 알 수 있고 ssh config의 IdentitiesOnly로 순서 문제 해결됨.",
         ""),
        ("repo에 등록된 배포 키가 어떤 건지 확인해야 했음. 로컬 fingerprint:\n«out»",
         "repo 배포 키 설정 화면의 fingerprint랑 비교하면 됨. fingerprint는 티켓에 공유해도 안전함.",
         "인프라 README에 배포 키를 fingerprint와 함께 정리할지?"),
    ], c)


@clean_kind("systemd credentials / EnvironmentFile references")
def k_systemd_ref(lang):
    c = cctx(lang)
    c["unit"] = "[Service]\nEnvironmentFile=/etc/%s/env\nLoadCredential=db-password:/etc/credstore/%s-db\nExecStart=/usr/local/bin/%s --db-password-file=${CREDENTIALS_DIRECTORY}/db-password" % (c["svc"], c["svc"], c["svc"])
    return T(lang, [
        ("The service failed after the OS upgrade and I didn't know it gets its password via systemd credentials:\n«unit»",
         "The unit file holds only paths; the credential file is root-only and exposed to the process under $CREDENTIALS_DIRECTORY.",
         ""),
        ("Nobody said /etc/«svc»/env is managed by Ansible from the vault. The unit refers to it like this:\n«unit»",
         "Editing the env file by hand gets reverted on the next Ansible run; change the vault value instead.",
         "Should the env file carry a 'managed by Ansible' header?"),
    ], [
        ("OS 업그레이드 후 서비스가 실패했는데 비밀번호를 systemd credential로 받는다는 걸 몰랐음:\n«unit»",
         "유닛 파일에는 경로만 있음. credential 파일은 root 전용이고 프로세스에는 $CREDENTIALS_DIRECTORY로 노출됨.",
         ""),
        ("/etc/«svc»/env 파일을 Ansible이 vault에서 관리한다는 말이 없었음. 유닛은 이렇게 참조함:\n«unit»",
         "env 파일을 손으로 고치면 다음 Ansible 실행 때 원복됨. vault 값을 바꿔야 함.",
         "env 파일에 'managed by Ansible' 헤더 넣을지?"),
    ], c)


@clean_kind("public-data API call with placeholder key (Korean gov API)")
def k_serviceKey(lang):
    c = cctx(lang)
    c["url"] = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={SERVICE_KEY}&pageNo=1&numOfRows=1000&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=%d&ny=%d" % (rint(1, 11), rint(1, 28), rint(50, 70), rint(120, 130))
    return T(lang, [
        ("The weather sync returned SERVICE_KEY_IS_NOT_REGISTERED_ERROR and nobody said data.go.kr keys need URL-encoding. The request template:\n«url»",
         "The portal issues an encoded and a decoded key; requests libraries encode again, so pass the decoded one. The key itself comes from the vault at runtime.",
         ""),
    ], [
        ("날씨 동기화가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 냈는데 공공데이터포털 키가 URL 인코딩 이슈가 있다는 말이 없었음. 요청 템플릿:\n«url»",
         "포털이 Encoding/Decoding 키를 둘 다 주는데 requests가 한 번 더 인코딩하니까 Decoding 키를 넘겨야 함. 키는 런타임에 vault에서 가져옴.",
         "다른 공공 API 연동도 같은 방식으로 바꿀지?"),
    ], c)


@clean_kind("hexdump / xxd output")
def k_hexdump(lang):
    c = cctx(lang)
    head = pick([b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", b"PK\x03\x04\x14\x00\x08\x00\x08\x00", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3"])
    data = head + rb(32 - len(head))
    lines = []
    for off in range(0, 32, 16):
        chunk = data[off:off + 16]
        hx = " ".join(chunk[i:i + 2].hex() for i in range(0, 16, 2))
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append("%08x: %s  %s" % (off, hx, asc))
    c["dump"] = "\n".join(lines)
    return T(lang, [
        ("Uploads were rejected as 'unsupported type' and nobody said the validator sniffs magic bytes. `xxd | head -2` of a failing file:\n«dump»",
         "The extension lied; the first bytes decide. The validator was right and the client sends the wrong Content-Type.",
         ""),
        ("I didn't know the export endpoint gzips responses even without Accept-Encoding. First bytes of the saved file:\n«dump»",
         "Magic bytes identify the format; decompress before parsing.",
         "Should the endpoint respect Accept-Encoding?"),
    ], [
        ("업로드가 'unsupported type'으로 거부됐는데 검증기가 매직 바이트를 본다는 말이 없었음. 실패 파일의 `xxd | head -2`:\n«dump»",
         "확장자가 틀렸던 것. 앞 바이트가 기준임. 검증기는 맞았고 클라이언트가 Content-Type을 잘못 보내고 있었음.",
         ""),
        ("export 엔드포인트가 Accept-Encoding 없어도 gzip으로 준다는 걸 몰랐음. 저장된 파일 앞부분:\n«dump»",
         "매직 바이트로 포맷 확인 가능. 파싱 전에 압축 해제해야 함.",
         "엔드포인트가 Accept-Encoding을 따르게 할지?"),
    ], c)


# ---------------------------------------------------------------- publishable keys (tagged [publishable])
def _fb_config():
    proj = "%s-%s" % (pick(ORGS), pick(["web", "app", "prod"]))
    return ('const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.firebasestorage.app",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s",\n  measurementId: "G-%s"\n};'
            % (_google_key(), proj, proj, proj, _ntok(12), _ntok(12), hexs(22), rs(UALNUM, 10)))


def _supabase_anon():
    ref = rs(LOWER, 20)
    iat = ts_recent()
    tok = jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315_360_000}, 32)
    return "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n)" % (ref, tok)


PUBLISHABLE = [
    ("Stripe", lambda: "const stripe = Stripe('%s');" % _stripe("pk"),
     "pk_live_ keys are publishable by design; charges need the secret key, which stays on the server.",
     "pk_live_ 키는 원래 공개용임. 결제 생성은 서버에만 있는 시크릿 키가 필요함."),
    ("Stripe (iOS)", lambda: 'StripeAPI.defaultPublishableKey = "%s"' % _stripe("pk"),
     "The publishable key ships inside the app binary on purpose; it can only create tokens and PaymentMethods.",
     "publishable 키는 일부러 앱 바이너리에 넣는 값임. 토큰이랑 PaymentMethod 생성만 가능함."),
    ("Firebase", _fb_config,
     "Firebase web config, including apiKey, identifies the project and is meant to be public; access is enforced by Security Rules and App Check.",
     "Firebase 웹 설정(apiKey 포함)은 프로젝트 식별용 공개 값임. 접근 제어는 Security Rules랑 App Check가 함."),
    ("Firebase (Android)", lambda: '"api_key": [\n  {\n    "current_key": "%s"\n  }\n],\n"project_info": { "project_number": "%s" }' % (_google_key(), _ntok(12)),
     "google-services.json is bundled in every APK; its API key is public and restricted by package name and SHA-1.",
     "google-services.json은 모든 APK에 들어감. 여기 API 키는 공개 값이고 패키지명/SHA-1로 제한됨."),
    ("Google Maps", lambda: '<script src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap&libraries=places" async defer></script>' % _google_key(),
     "A Maps JavaScript key is visible to every visitor; protect it with HTTP referrer and API restrictions rather than hiding it.",
     "Maps JavaScript 키는 방문자 모두에게 보임. 숨기는 게 아니라 HTTP referrer랑 API 제한으로 보호해야 함."),
    ("reCAPTCHA", lambda: '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64U, 38)),
     "The site key is embedded in the page by design; only the secret key (server-side verification) must stay private.",
     "site key는 원래 페이지에 넣는 값임. 서버 검증용 secret key만 비공개로 두면 됨."),
    ("hCaptcha", lambda: '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(),
     "hCaptcha sitekeys are public; verification uses the account secret on the server.",
     "hCaptcha sitekey는 공개 값임. 검증은 서버에서 계정 secret으로 함."),
    ("Cloudflare Turnstile", lambda: '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s" data-theme="light"></div>' % rs(B64U, 14),
     "Turnstile site keys are meant for the browser; the secret key is only used by the siteverify call.",
     "Turnstile site key는 브라우저용임. secret key는 siteverify 호출에서만 씀."),
    ("Supabase", _supabase_anon,
     "The anon key is safe in the browser as long as Row Level Security is enabled; it maps to the anon role.",
     "anon 키는 RLS가 켜져 있으면 브라우저에 있어도 안전함. anon role로 매핑됨."),
    ("Mapbox", lambda: "mapboxgl.accessToken = '%s';" % _mapbox("pk", pick(ORGS)),
     "pk. tokens are public tokens meant for client-side map loads; they should be URL-restricted.",
     "pk. 토큰은 클라이언트 지도 로딩용 공개 토큰임. URL 제한을 걸어두면 됨."),
    ("Algolia", lambda: "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(UALNUM, 10), hexs(32)),
     "The search-only API key is designed for frontend use; the Admin key never leaves the backend.",
     "search-only API 키는 프론트엔드용으로 만든 키임. Admin 키는 백엔드 밖으로 안 나감."),
    ("Sentry", lambda: "Sentry.init({\n  dsn: 'https://%s@o%s.ingest.us.sentry.io/%s',\n  tracesSampleRate: 0.1,\n});" % (hexs(32), _ntok(7), _ntok(7)),
     "A DSN only allows sending events; Sentry documents it as safe to expose in client code.",
     "DSN은 이벤트 전송만 가능함. Sentry 문서상 클라이언트 코드에 노출돼도 되는 값임."),
    ("PostHog", lambda: "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43),
     "The phc_ project API key is write-only for events and intended for the browser.",
     "phc_ 프로젝트 키는 이벤트 쓰기 전용이고 브라우저용임."),
    ("Clerk", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % pick(DOMAINS)).encode()).rstrip("="),
     "The publishable key encodes the Frontend API host; the NEXT_PUBLIC_ prefix exposes it to the browser on purpose.",
     "publishable 키에는 Frontend API 호스트가 인코딩돼 있음. NEXT_PUBLIC_ 접두어로 일부러 브라우저에 노출함."),
    ("Toss Payments", lambda: "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "live_gck_"]) + rs(ALNUM, 24)),
     "The client key (ck) is for the payment widget in the browser; confirmation uses the secret key on the server.",
     "클라이언트 키(ck)는 브라우저 결제위젯용임. 결제 승인은 서버의 시크릿 키로 함."),
    ("Kakao", lambda: "Kakao.init('%s'); // JavaScript 키" % hexs(32),
     "The Kakao JavaScript key is exposed in the page by design and restricted by registered platform domains.",
     "카카오 JavaScript 키는 페이지에 노출되는 게 정상이고 등록된 플랫폼 도메인으로 제한됨."),
    ("Naver Maps", lambda: '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LALNUM, 10),
     "The Maps client ID in the script URL is public and bound to the registered web service URLs.",
     "스크립트 URL의 지도 클라이언트 ID는 공개 값이고 등록된 서비스 URL에 묶여 있음."),
    ("Razorpay", lambda: "const rzp = new Razorpay({ key: 'rzp_live_%s', order_id: order.id });" % rs(ALNUM, 14),
     "Checkout needs the key_id in the browser; the key_secret is used only to create orders and verify signatures server-side.",
     "Checkout은 브라우저에서 key_id가 필요함. key_secret은 서버에서 주문 생성/서명 검증에만 씀."),
    ("LaunchDarkly", lambda: "const ldClient = LDClient.initialize('%s', context);" % hexs(24),
     "The client-side ID is meant for browsers and only evaluates flags marked for client-side use.",
     "client-side ID는 브라우저용이고 client-side로 표시된 플래그만 평가함."),
    ("Mixpanel", lambda: "mixpanel.init('%s', { track_pageview: true });" % hexs(32),
     "The project token only ingests events and is public in every page that tracks; the API secret is separate.",
     "프로젝트 토큰은 이벤트 수집 전용이라 추적하는 모든 페이지에 공개돼 있음. API secret은 별도."),
    ("Amplitude", lambda: "amplitude.init('%s', { defaultTracking: true });" % hexs(32),
     "Amplitude's API key is public (client ingestion); the secret key is only for export APIs.",
     "Amplitude API 키는 클라이언트 수집용 공개 값임. secret key는 export API 전용."),
    ("Datadog RUM", lambda: "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s'\n});" % (uuid4(), hexs(32), pick(SERVICES)),
     "RUM client tokens (pub…) are designed for browsers and can't read data; API/app keys are different.",
     "RUM 클라이언트 토큰(pub…)은 브라우저용이고 데이터 조회 권한이 없음. API/앱 키와는 다름."),
    ("PayPal", lambda: '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD&intent=capture"></script>' % rs(B64U, 79),
     "The JS SDK requires the client ID in the page; the client secret is only used server-side for OAuth.",
     "JS SDK는 페이지에 client ID가 필요함. client secret은 서버 OAuth에서만 씀."),
    ("Adyen", lambda: "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(UALNUM, 32),
     "Adyen client keys are for Drop-in/Components in the browser and are restricted by allowed origins.",
     "Adyen client key는 브라우저 Drop-in/Components용이고 allowed origin으로 제한됨."),
    ("Square", lambda: "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), "L" + rs(UALNUM, 12)),
     "The application ID and location ID are public values for the Web Payments SDK; the access token stays server-side.",
     "application ID와 location ID는 Web Payments SDK용 공개 값임. 액세스 토큰은 서버에만 있음."),
    ("Braintree", lambda: "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' })" % (rs(LALNUM, 8), rs(LALNUM, 16)),
     "Tokenization keys are meant for the client and can only tokenize payment methods.",
     "tokenization key는 클라이언트용이고 결제수단 토큰화만 가능함."),
    ("Statsig", lambda: "const client = new StatsigClient('client-%s', { userID });" % rs(ALNUM, 43),
     "client- keys are client SDK keys; the server secret key must not ship to browsers, this one may.",
     "client- 키는 클라이언트 SDK 키라 브라우저에 들어가도 됨. 서버 secret key와 다름."),
]

PUB_NARR = {
    "en": [
        ("The security review flagged a key in the frontend bundle and I wasn't told it's the «V» public key:\n«snip»",
         "«why» I documented it in the review so it isn't flagged again.",
         "Should the scanner allowlist this key format for frontend paths?"),
        ("I didn't know «V» needs a client-side key in the web app. The integration code:\n«snip»",
         "«why»",
         ""),
        ("A contributor asked whether the «V» value in the public repo must be rotated:\n«snip»",
         "No. «why»",
         "Are the domain/app restrictions on this key up to date?"),
    ],
    "ko": [
        ("보안 리뷰에서 프론트 번들에 키가 있다고 지적받았는데 «V» 공개 키라는 말을 못 들었음:\n«snip»",
         "«why» 다시 지적 안 받게 리뷰에 설명 남겨둠.",
         "프론트엔드 경로에서는 이 키 형식을 스캐너 allowlist에 넣을지?"),
        ("웹앱에 «V» 클라이언트 키가 필요한 줄 몰랐음. 연동 코드:\n«snip»",
         "«why»",
         ""),
        ("공개 repo에 있는 «V» 값 로테이션해야 하냐는 질문을 받음:\n«snip»",
         "아니요. «why»",
         "이 키의 도메인/앱 제한 설정이 최신인지?"),
    ],
}


def _make_pub(entry):
    name, gen, why_en, why_ko = entry

    def fn(lang):
        c = {"V": name, "snip": gen(), "why": why_en if lang == "en" else why_ko}
        return fill_fields(pick(PUB_NARR[lang]), c)
    return fn


for _e in PUBLISHABLE:
    CLEAN_KINDS.append({"name": "publishable key: " + _e[0], "fn": _make_pub(_e), "pub": True, "w": 0.28})


# ================================================================= assembly, validation, output
N_SECRET_EN, N_SECRET_KO, N_CLEAN_EN, N_CLEAN_KO = 108, 72, 324, 216
N_VENDOR_EN, N_VENDOR_KO = 68, 44

OTHER_PLAN = [  # (builder, en count, ko count)
    (gen_cli_password, 8, 4), (gen_prose_password, 3, 3), (gen_split_password, 3, 2), (gen_conn, 3, 2),
    (gen_basic_header, 2, 1), (gen_bearer_jwt, 2, 1), (gen_cookie, 2, 1), (gen_sql_user, 1, 1),
    (gen_private_key, 3, 2), (gen_totp, 1, 1), (gen_recovery_codes, 1, 1), (gen_wifi, 1, 1), (gen_pin, 1, 1),
    (gen_seed, 1, 1), (gen_app_password, 1, 1), (gen_framework_secret, 2, 1), (gen_crypto_tool, 1, 1),
    (gen_cred_file, 1, 1), (gen_pw_container, 2, 1), (gen_pw_hangul_prose, 1, 1),
]

HANGUL_RE = re.compile("[\uac00-\ud7a3]")
MAX_FIELD = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def window_ok(fields, secrets):
    for text in fields.values():
        covered = bytearray(len(text))
        for s in secrets:
            start = 0
            while True:
                i = text.find(s, start)
                if i < 0:
                    break
                for k in range(i, i + len(s)):
                    covered[k] = 1
                start = i + 1
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                start = 0
                while True:
                    i = text.find(w, start)
                    if i < 0:
                        break
                    if not all(covered[i:i + 8]):
                        return False
                    start = i + 1
    return True


def check_note(note, strict=True):
    """returns None if the note satisfies every FORMAT rule, else a reason string"""
    f = note["fields"]
    if list(f) != ["missing_context", "lesson", "ask_next_time"]:
        return "field order"
    for k, lim in MAX_FIELD.items():
        if not isinstance(f[k], str):
            return "type"
        if len(f[k].encode("utf-8")) > lim:
            return "size %s" % k
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    secs = note["secrets"]
    if note["kind"] == "clean":
        if secs:
            return "clean with secrets"
    else:
        if not secs:
            return "secret note without secrets"
        if note["category"].endswith("[publishable]"):
            return "publishable tag on secret note"
    for s in secs:
        if len(s) < 8 or s != s.strip():
            return "bad secret %r" % s
        if not any(s in v for v in f.values()):
            return "secret not in fields"
    if not window_ok(f, secs):
        return "8-char window outside listed occurrences"
    joined = f["missing_context"] + f["lesson"]
    if note["lang"] == "ko" and not HANGUL_RE.search(joined):
        return "ko note without Hangul"
    if note["lang"] == "en" and len(HANGUL_RE.findall(joined)) > 12:
        return "en note with Korean prose"
    if "«" in joined + f["ask_next_time"] or "»" in joined + f["ask_next_time"]:
        return "unfilled template"
    return None


def dedupe(seq):
    out = []
    for s in seq:
        if s not in out:
            out.append(s)
    return out


def finalize_secret(lang, cat, fields, cands):
    allf = "\n".join(fields.values())
    secs = dedupe([s for s in cands if s and s in allf])
    return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secs}


REJECTS = {}


SEEN = {}
GENERIC_ASK = {
    "en": ["Where should this be written down so the next person doesn't have to rediscover it?",
           "Is there a runbook page I should update with this?", "Should I open a ticket to fix this properly?",
           "Can this go into the onboarding checklist?", "Who should I ask about this next time?",
           "Is this expected, or should it be raised with the owning team?"],
    "ko": ["다음 사람이 또 헤매지 않게 이 내용 어디에 적어두면 될지?", "이 내용 런북에 추가해도 될지?",
           "제대로 고치는 티켓 따로 만들까요?", "온보딩 체크리스트에 넣어도 될지?", "다음엔 이거 누구한테 물어보면 되는지?",
           "원래 이런 건지, 담당 팀에 공유해야 하는 건지?"],
}


def build(make, tries=200):
    for _ in range(tries):
        note = make()
        for k in ("missing_context", "lesson"):
            v = note["fields"][k]
            # a one-line snippet after a colon is often written inline, the way people type it in a sentence
            if v.count("\n") == 1 and ":\n" in v and len(v.split("\n")[1]) < 160 and chance(0.6):
                head, tail = v.split(":\n")
                note["fields"][k] = head + ": " + (("`%s`" % tail) if chance(0.5) and "`" not in tail else tail)
        if not note["fields"]["ask_next_time"] and chance(0.4):
            note["fields"]["ask_next_time"] = pick(GENERIC_ASK[note["lang"]])
        why = check_note(note)
        key = "\x00".join(note["fields"].values())
        if why is None and key in SEEN:
            why = "duplicate of an earlier note (%s)" % note["category"]
        if why is None:
            SEEN[key] = 1
            return note
        REJECTS[why[:70]] = REJECTS.get(why[:70], 0) + 1
    raise RuntimeError("could not build a valid note: %s / %s" % (note["category"], why))


def main(out_path):
    notes = []
    # ---- secret notes: vendor tokens, one vendor per note, no vendor used twice
    order = sample(VENDORS, len(VENDORS))
    vendors, pool = order[:N_VENDOR_EN + N_VENDOR_KO], order[N_VENDOR_EN + N_VENDOR_KO:]
    pool = [v for v in pool if sum(len(c[1]) for c in v["creds"]()) < 160]  # short ones can share a multi-vendor file
    for i, v in enumerate(vendors):
        lang = "en" if i < N_VENDOR_EN else "ko"
        extra = []
        if pool and chance(0.2):
            extra = [pool.pop() for _ in range(min(len(pool), rint(1, 2)))]

        def mk(v=v, lang=lang, extra=extra):
            cat, fields, cands = make_vendor_note(v, lang, extra)
            return finalize_secret(lang, cat, fields, cands)
        notes.append(build(mk))
    # ---- secret notes: passwords, keys, seeds, codes ...
    for fn, ne, nk in OTHER_PLAN:
        for lang, n in (("en", ne), ("ko", nk)):
            for _ in range(n):
                def mk(fn=fn, lang=lang):
                    cat, fields, cands = fn(lang)
                    return finalize_secret(lang, cat, fields, cands)
                notes.append(build(mk))
    # ---- clean notes: largest-remainder allocation over kinds, per language
    for lang, total in (("en", N_CLEAN_EN), ("ko", N_CLEAN_KO)):
        wsum = sum(k["w"] for k in CLEAN_KINDS)
        quotas = [total * k["w"] / wsum for k in CLEAN_KINDS]
        counts = [int(q) for q in quotas]
        rema = sorted(range(len(CLEAN_KINDS)), key=lambda i: (-(quotas[i] - counts[i]), i))
        for i in rema[:total - sum(counts)]:
            counts[i] += 1
        for kd, cnt in zip(CLEAN_KINDS, counts):
            for _ in range(cnt):
                def mk(kd=kd, lang=lang):
                    fields = kd["fn"](lang)
                    cat = "clean: " + kd["name"] + (" [publishable]" if kd["pub"] else "")
                    return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []}
                notes.append(build(mk))
    # ---- global checks
    seen = []
    for n in notes:
        key = (n["fields"]["missing_context"], n["fields"]["lesson"], n["fields"]["ask_next_time"])
        assert key not in seen, "duplicate note"
        seen.append(key)
    cnt = {}
    for n in notes:
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO,
                   ("clean", "en"): N_CLEAN_EN, ("clean", "ko"): N_CLEAN_KO}, cnt
    assert len(notes) == 720
    for n in notes:
        if n["category"].endswith("[publishable]"):
            assert n["kind"] == "clean" and n["category"].startswith("clean: publishable key: ")
        if n["kind"] == "clean" and n["category"].startswith("clean: publishable key: "):
            assert n["category"].endswith(" [publishable]")
    # ---- final shuffle and ids
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "gj%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        assert list(rec) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert check_note(rec) is None
        lines.append(json.dumps(rec, ensure_ascii=False))
    assert len(set(json.loads(x)["id"] for x in lines)) == 720
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # ---- re-read and re-check the written file
    with open(out_path, encoding="utf-8") as fh:
        back = [json.loads(x) for x in fh]
    assert len(back) == 720 and all(check_note(b) is None for b in back)
    vend = []
    for n in notes:
        if n["category"].startswith("vendor token: "):
            for part in n["category"].split(": ", 1)[1].rsplit(" / ", 1)[0].split(" + "):
                name = [v["name"] for v in VENDORS if part.startswith(v["name"] + " ")]
                vend.append(max(name, key=len))
    vend = sorted(dedupe(vend))
    companies = sorted(dedupe(x.split(" (")[0] for x in vend))

    print("wrote %s  sha256=%s" % (out_path, hashlib.sha256(data).hexdigest()))
    print("counts:", {"%s/%s" % k: v for k, v in sorted(cnt.items())})
    print("vendor-token notes: %d, distinct vendor/token types in them: %d, distinct companies/services: %d (catalogue: %d)"
          % (sum(1 for n in notes if n["category"].startswith("vendor token: ")), len(vend), len(companies), len(VENDORS)))
    print("clean kinds: %d (%d publishable kinds); publishable notes: %d"
          % (len(CLEAN_KINDS), sum(1 for k in CLEAN_KINDS if k["pub"]), sum(1 for n in notes if n["category"].endswith("[publishable]"))))
    print("rejected drafts (regenerated):", dict(sorted(REJECTS.items())))
    if "--list-vendors" in sys.argv:
        print("vendor/token types in vendor-token notes:\n  " + "\n  ".join(vend))


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(args[0] if args else "blind_set_v132.jsonl")
