"""The sanitizer's gates: a pattern is skipped only on text it could never match."""

import itertools
import json
import random
import re
from pathlib import Path

import pytest

from core import sanitizer
from core.prefilter import Finder, Gate, fold, gate, lead, with_lead
from redaction_regression_set import clean_notes, secret_notes

BLIND_SET = Path(__file__).resolve().parent.parent / "benchmarks" / "redaction" / "blind_set_v1.jsonl"
# rules neither set above has an example of
EXAMPLES = [
    "ALTER CURRENT USER SET PASSWORD FROM 'winterlove**' TO 'qkqhdi77!!';",
    "curl -u Qm3vR8xT2wY6zN4p:X https://acme.freshdesk.com/api/v2/tickets",
    "solana id.json: [" + ",".join(str(i * 37 % 256) for i in range(64)) + "]",
    "SESSION_KEYS=[REDACTED],Zq4Rt8Vb2Nm6Lk0Pw9Xc3A==",
    "eSIM for the test phone: LPA:1$smdp.example-carrier.net$K7QW-2MZP-88RT-XN4D",
    'signtool sign /kc "[{{Vq3#nT8w}}]=te-5d1e90aa" build.exe',
    "[09:12] me: what is the shared password?\n[09:14] Oskarine: hold on\n[09:15] Oskarine: Zt6#qLw2vNp8",
    "AWS_BEARER_TOKEN_BEDROCK=ABSK" + "QmVkcm9ja0FQSUtleS1" * 4,
    "Used one of these to get back in: 3331 6669\n1547 3592\n4867 0808",
    "HUAWEICLOUD_SDK_AK는 QTVTP5OKXI6P9XX45LJJ 입니다",
    "Rotated RDS master user (app). Old: falconviolet65  New: tiger badger biscuit maple bluebird.",
    "try pat.viDKRu9wQG7iUjTaShM71j.941b12e1cb6400fbd094865c.yJJsYTOvGngxfq7kCwB5 and "
    "secret-token:mercury_production_wma_x08tE0lZ3RhHFUqHUCOofXNgy7LBWWZYB9RxmwOA_yrucrem",
    "https://contoso.webhook.office.com/webhookb2/" + "a1b2c3d4-e5f6@" * 4,
    "Driver={ODBC Driver 18};Server=db;Pwd={Tr0ub4dor}}&3};",
    "the TOTP seed is JBSWY3DPEHPK3PXP for the ops account",
    "found in the old repo:\nlegal winner thank year wave sausage worth useful legal winner thank yellow",
    "Outlook SMTP relay: smtp.office365.com:587 / app password vtepkcpohptjfpph",
    "[08:40] Yuna: here you go\n[08:40] Yuna: Qm7vXa29kR",
    "[19:39] Priya: use this one: Blue7horse!",
    "NEO4J_URI with neo4j/Blue7horse!x",
    "First part: [REDACTED]\nSecond part: 83282a578d2202-3",
    "auth:\n  password: |\n    Kx9mQ2vL7zzQ",
    "netsh wlan show profile name=x key=clear\n    Key Content            : gottkf29022#",
    "Set ELASTIC_PASSWORD to gravel(Yonder31 in `.env`, then restart.",
    "Signed in with K9#vQ2!mLp7x as the deploy user",
    "bitcoin-cli importprivkey KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M",
    'my_app: "PSLYTv9KEfPro7Bv6kRPSmprGBNQUHi9R3of"',
    "Used 58203917 for the SIM PUK; it worked.",
    "The user read the key out in two pieces. The first part is 468a26d1c1941c84. The second part is 196957b3c29b129c.",
    "Final config:\n[smtp.sendgrid.net]:587 park_dev:uJjIsKibIxXwFvHc5Yxw8fzTNq",
    "https://b.s3.amazonaws.com/r.csv?X-Amz-Expires=900&X-Amz-Signature=" + "0f3a9c" * 10,
    "PuTTY-User-Key-File-3: ssh-ed25519\nPrivate-Lines: 1\nAAAAIHxhDGvLo+4mqn0l22edzr8KqexRrRj111oiMMTq\n",
    "SRC_ACCESS_TOKEN=sgp_0a1b2c3d4e5f6a7b_" + "9c" * 20,
    "BUNNY_API_KEY=5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d",
    "POST /saml/acs\n\nSAMLResponse=PHNhbWxwOlJlc3BvbnNlIElEPSJfNGY3YjEiIFZlcnNpb249IjIuMCI%2B&RelayState=x",
    "git clone https://lapxmc55cnaqqfdqasodtpryaxonavowy3snr@dev.azure.com/org/proj/_git/repo",
    "azureOpenaiApiKey: process.env.AZURE_OPENAI_API_KEY || '845ab4ca247f224cede8c62bfef1fce7',",
    "new value [REDACTED]-6vGIdV2eZPOu3vQWpWjiYV79zH46I1_9y9l1ODu4DzkolO3mqonJ11== in place",
    "env:\n  - name: ALIMTALK_SENDER_KEY\n    value: \"e3ac632ca516801b24db04c1dc1bc51606faeac2\"",
    'obs:\n  ak: 89ZBNQRQREJWVO0HDMFH\n  sk: "WeQvV1O78VcxpKRS7YAr5HB2P40u71td100LcfoF"',
    "Zendesk: agent@example.com/token:fkZxbtJAU5c6iXMIhnmqvkUxnyIPaBA25tfdmMSk",
    "smtp.office365.com:587, user noreply@acme.dev, pass Sarah2006^^",
    'variable "keycloak_client_secret" {\n  type    = string\n  default = "xCMyRLbJJlaF5CHFF8XviSNOxsKDhkG1"\n}',
    "echo 'Bulgogi447$' > ~/.vault_pass",
    "INSERT INTO integrations (provider, api_key) VALUES ('amplitude', 'b7fe39afcf835cb550b38b7704742fa9');",
    "the Secret Key A3-K2M4PQ-7ZRX9T-W3E8D-Q5T7Y-B6N2M-H4J9K for the new laptop",
    "rest: MHcCAQEEIDq0wZbYhNkLr5hpXN7Kf1uT9S3\nAwEHoUQDQgAEq8YbWkOv3Rf==\n-----END EC PRIVATE KEY-----",
    "networks: { mainnet: { accounts: ['0x" + "4f" * 32 + "'] } }",
    "\tTOSS_SIGNKEY_LIVE=q8Rk2LmZ0vWx7TbN5cYp3HsJ ./run.sh",
    "The vault export (title,username,password) is still in Downloads:\nbuild box,ci,Orchard-lamp77",
    "장비 | 계정 | 비번\n공유기 | admin | mangotree4821",
    "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=4c2e9a7b:1f8d3e6a bundle install",
    "The vault password was rotated. Old: q#7!Lm(2xZ\nNew: 9w]Tr~4k&P",
    "touched the key and it typed cccccbhkrvnlgtlfgjcnhdevckfdrtkhfvbbhdgrjcdu into #ops",
    'command: ["redis-server", "--requirepass", "harbor-violet-cactus-71"]',
    '"Default": "Server=db;User ID=app;Password=amber lantern quiet 52;Encrypt=True;"',
    "Integrations:\n* Stripe (prod): [REDACTED]\n* Mailer (ops): 7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b",
    "Authorization: Basic ZGVwbG95Olh5Nw== which decodes to deploy:Xy7#kq2!Lm",
    "RUN ngrok config add-authtoken 3kQx9mZ7rT2vW8nB4yL6sD1fH5jG0_abcdefGHIJ",
    "RPC: https://polygon-mainnet.g.alchemy.com/v2/Qm7vT2kX9pLr4Wn8Zb3Yc6Fh",
    "$ echo $GITLAB_PAT\nk2m9x7v4q8z3w6t1p5r0s2n7b4c9",
    "Old: Xyz12345!\nNew: copper-meadow-falcon-31",
    "pq4rt-8xk2m\nzz7wn-c3vbd\nhmtqs-lwpza\n9kd2e-vr5tx\n",
    'hmac.New(sha512.New, []byte("Tq8mZ2vK7rX4pW9nL3bY6cF1hJ5sD0gA"))',
    "c.z.h.HikariConfig - password........Vq8~mZ2vK7rX4pW",
    "#cloud-config\nchpasswd:\n  list: |\n    ops:Maple?Drum71\n",
    "실제 되는 조합은 Q7W2E9R4T6Y1U3I8O5P0 / Hq7Tz2Kp9Lm4Xr8Vb3Nc6Yd1Fg5Js0Aw2Ez7Qu4p 임",
    "ak MMBP2L4SKSILLW2XBN0G, sk PcUqUVgcRjbNWTbdsppfLDdsUVelKaHOWIrBpK10로 바꾸니까",
    "Passphrase for ~/.ssh/release_ed25519 is \"battery glacier ladder spoon\"; add it after reboot.",
    "curl -u sub071LiJmifzK:[REDACTED] https://api.jp.sumologic.com/api/v1/collectors",
    "<key>PartnerApiSecret</key>\n<string>iENNLiLaEGrvIMakh3VrT</string>",
    "redis-cli ACL SETUSER worker on >Tq8&mZ2v-K7!rX ~jobs:* +@list",
    'expect "assword:"; send "Zq8^mL2p+w\\r"; interact',
    "gh secret set R2_KEY_ID --body 'aa785c074c815557a7725a35174020d6'",
    'export API_KEY="[REDACTED]\\\nokoqciwopwzgrtowpa5zpwdbsmz"',
    "enable secret 0 By30l!1337",
    "curl -X POST https://maker.ifttt.com/trigger/build_done/with/key/RKYqutM7SlyEsQa4lnIeOK",
    '<string name="mattermost_token">i0f3z0xjgv1wo59276k2ad9gaw</string>',
    "zoho_refresh_token\n  Value error [type=value_error, input_value='9f8e7d6c5b4a39281706f5e4d3c2b1a0', input_type=str]",
    "define( 'SECURE_AUTH_KEY',  '[#hF>{<L~X]<=;DiYtX%)RDG>F7orxcImzYxa4Ln<r^<25%6/=O9E3#[kUL-p-32' );",
    "listen stats\n    stats auth admin:Sunshine28%",
    "$ argocd admin initial-password -n argocd\nYuxFXclshoVzoPgM\n",
    "Decoded it is svc-sync:Vantara@2023!, the ops account",
    'builder.Configuration["Aligo:Apikey"] = "vscq6pcegygp8ba3th4sr69vz7tpqv2z";',
    '"private_key": "[REDACTED]\\nBEUqLlAV+rNY\\n..."',
    '{"kty": "EC", "d": "6cSICIcfBdiLboq5kv8IG3woIH69jawAIQl3QXo-_fs"}',
    "radius-server host 10.1.1.52 key x8S4FGJS(xt1A,YUt",
    '{"name": "cookie", "value": "sid=e47b7e1f389174851ddb7f93a2a211d5"}',
    "$ echo -n 'billing-api:Qm3vT8rLx2Kp9Wz4Hn6J' | base64",
    "334 UGFzc3dvcmQ6\nVHo4I3FMbTQhdlJ3",
    '"db_password": {"sensitive": true, "type": "string", "value": "q7wx2e-lmkrtz-8hpv41"}',
    "The password changed from [REDACTED] to CopperLanternMeadowFox.",
    "3f2a1-9c0de  77b41-0a9f2  c3d5e-1f208  9e0aa-44b1c",
    "bce-v3/ALTAK-R0Zrz6S7hFCtiLoHDkefP/6a90626aae0f18a0d1914f24703f9d51ce142930",
    "naverAdAccessLicense = 0100000000" + "3e9a" * 16,
    "Use 278cd4cc-e80d-47d8-922b-2aedbdda502c as the API token.",
    "sudo -S <<< 'Qm3vT8rLx2Kp' systemctl restart app",
    '{"name": "DB_PASSWORD", "value": "Qm3vT8rLx2Kp"}',
    "$ pass show infra/db\nQm3vT8rLx2Kp",
    "'Qm3v!T8rLx'로 관리자 페이지에 로그인했다",
    "- qa7@example.com: Harbor2020?",
    ".shop.test\tTRUE\t/\tTRUE\t0\tPHPSESSID\tq8v1n3k5m7p9r2t4w6y8z0b1",
    "Qm3vT8rLx2Kp is the staging password.",
    "다음에도 Qm3vT8rLx2Kp 값을 SMTP_PASSWORD 값 용도로 써도 되나요?",
    '{"routing_key": "4f1c0a9e7b2d6c3a8e5f1b0d9c7a2e4f"}',
    "<AdministratorPassword><Value>Qm3vT8rLx2Kp!</Value></AdministratorPassword>",
    "is Qm3vT8rLx2Kp the staging password?",
    "사용자가 번호는 #6630*1478 라고 함.",
    "Authorization: Basic admin kestrel#2031",
    "the user said to use `ops` and `lantern-walnut-pepper`.",
    "Reset link from the ticket: https://app.example.com/account/reset?token_v=Hb8kP2xQ9vLm4ZrT7wYc3N",
]

RULES = sanitizer._ALL_RULES


def admits(pattern: str, text: str) -> bool:
    needs = gate(re.compile(pattern))
    return 0 in Finder([needs])(text)


# --- what a gate asks for ------------------------------------------------------------------------

def test_a_literal_run_is_required_whole():
    assert gate(re.compile(r"requirepass\s+\S+")).exact == {"requirepass"}
    assert admits(r"requirepass\s+\S+", "requirepass hunter2")
    assert not admits(r"requirepass\s+\S+", "require pass hunter2")


def test_alternatives_the_parser_factors_are_joined_again():
    # `gh[pousr]_` parses as `g`, `h`, a class: the gate asks for each whole prefix, not for `g`
    assert gate(re.compile(r"gh[pousr]_[A-Za-z0-9]{36}")).exact == {"gho_", "ghp_", "ghr_", "ghs_", "ghu_"}


def test_optional_parts_expand_and_ignorecase_is_folded():
    found = gate(re.compile(r"(?i:pass(?:word)?)="))
    assert found.folded == {"pass=", "password="} and found.exact == set()
    assert admits(r"(?i:pass(?:word)?)=", "PassWord=x")
    assert not admits(r"(?i:pass(?:word)?)=", "pass: x")


def test_a_lookahead_that_must_hold_is_required_and_one_that_must_not_is_not():
    assert admits(r"(?=\S*secret)\S+", "my-secret-value")
    assert not admits(r"(?=\S*secret)\S+", "my-value")
    assert gate(re.compile(r"(?!abc)\d+")) is None


def test_nothing_is_required_of_an_optional_or_unbounded_part():
    assert gate(re.compile(r"(?:token)?\d+")) is None
    assert gate(re.compile(r"[a-z]+=\d+")).exact == {"="}


def test_letters_ignorecase_matches_outside_ascii_still_pass_the_gate():
    # Python's re equates K (Kelvin) with k, ſ (long s) with s, ı and İ with i under IGNORECASE
    text = "\u212aı\u017f\u017f=1 \u0130"
    assert re.search(r"(?i:kiss)=", text)
    assert admits(r"(?i:kiss)=", text)


def test_a_cased_letter_outside_ascii_under_ignorecase_gets_no_gate():
    assert gate(re.compile(r"(?i:straße)")) is None  # ß and ẞ: lower() does not equate them
    assert gate(re.compile(r"비밀번호")).exact == {"비밀번호"}  # Hangul has no case


def test_the_finder_reports_overlapping_and_nested_strings():
    needs = [gate(re.compile(p)) for p in (r"pass\S", r"password\S", r"ssw\S", r"(?i:word)\S", r"zzz\S")]
    assert Finder(needs)("my PASSWORD and password!") == {0, 1, 2, 3}
    assert Finder(needs + [None])("nothing here") == {5}  # a rule without a gate is always run


def test_a_gate_of_one_character_admits_a_text_holding_it_anywhere():
    needs = [gate(re.compile(p)) for p in (r"-\w", r"-p\S", r"(?i:x)\d", r"=>")]
    assert needs[0].exact == {"-"} and needs[2].folded == {"x"}
    assert Finder(needs)("a-b") == {0}
    assert Finder(needs)("-p1") == {0, 1}  # the longer string holds the character too
    assert Finder(needs)("cmd -pQ and X1") == {0, 1, 2}
    assert Finder(needs)("a => b") == {3}  # `=` alone belongs to no gate
    assert Finder(needs)("plain words") == set()


def test_fold_covers_every_letter_ignorecase_equates_with_ascii():
    everything = "".join(chr(code) for code in range(0x110000) if not 0xD800 <= code < 0xE000)
    for ch in re.findall(r"(?i)[a-z]", everything):
        letters = [letter for letter in "abcdefghijklmnopqrstuvwxyz" if re.fullmatch(f"(?i){letter}", ch)]
        assert fold(ch) in letters, (hex(ord(ch)), letters)


# --- every rule: a gate never skips a match --------------------------------------------------------

def _texts() -> list[str]:
    notes = [note for note, _ in secret_notes()] + clean_notes() + EXAMPLES
    for line in BLIND_SET.read_text(encoding="utf-8").splitlines():
        notes += [value for value in json.loads(line)["fields"].values() if value]
    rng = random.Random("gates")
    twins = str.maketrans({"k": "\u212a", "s": "\u017f", "i": "\u0131"})
    shaken = ["".join(ch.swapcase() if rng.random() < 0.3 else ch for ch in note) for note in notes]
    return notes + shaken + [note.translate(twins) for note in notes]


@pytest.fixture(scope="module")
def texts():
    return _texts()


def test_every_rule_has_a_gate():
    assert all(needs is not None for _, _, needs in RULES)


@pytest.mark.parametrize("index", range(len(RULES)), ids=lambda i: f"rule{i}")
def test_a_gate_admits_every_text_and_every_match_its_rule_finds(index, texts):
    pattern, _, needs = RULES[index]
    find = Finder(other for _, _, other in RULES)  # the sanitizer's finder: all rules' strings at once
    for text in texts:
        for match in pattern.finditer(text):
            assert index in find(text), text[:120]
            assert index in find(match.group(0)), match.group(0)[:120]


def test_the_texts_exercise_every_rule(texts):
    assert [pattern.pattern[:60] for pattern, _, _ in RULES if not any(map(pattern.search, texts))] == []


def test_gated_rules_change_exactly_what_the_patterns_alone_change(texts):
    def ungated(text: str) -> str:
        for pattern, replace, _ in RULES:
            text = pattern.sub(replace, text)
        return text

    for text in texts:
        assert sanitizer.sanitize(text) == ungated(text), text[:120]


@pytest.mark.parametrize("pattern, exact, folded", [
    (r"(?i)ab(?-i:Cd)", set(), {"abcd"}),  # one case-insensitive part folds the whole string
    (r"a(?=bcx)d", {"bcx"}, set()),  # what a lookahead requires is required
    (r"a(?=bc)d", {"ad"}, set()),  # ... and taken only where longer than the rest: a lead asks for less than its body
    (r"(?=xy)(?:ab|cd)", {"ab", "cd"}, set()),  # not where as long, though fewer
    (r"(?=[ab][cd]x)(?:acxy|bdxy)", {"acxy", "bdxy"}, set()),
    (r"a(?!bc)d", {"ad"}, set()),  # a negative lookahead requires nothing and takes no room
    (r"(?:ab|c)d", {"abd", "cd"}, set()),
    (r"zz|(?:abc)", {"zz", "abc"}, set()),
    (r"\d+token", {"token"}, set()),
    (r"(?:ab)+c", {"ab"}, set()),  # one repetition at least: its text, then nothing certain
    (r"[a-c]x", {"x"}, set()),  # a range is not expanded
])
def test_gates_hold_exactly_the_strings_the_pattern_requires(pattern, exact, folded):
    assert gate(re.compile(pattern)) == Gate(frozenset(exact), frozenset(folded))


def test_an_expansion_stops_at_64_strings():
    within = gate(re.compile(r"[ab][cd][ef][gh][ij][kl]x"))  # 2**6 = 64 strings of 7 characters
    assert len(within.exact) == 64 and all(len(s) == 7 and s.endswith("x") for s in within.exact)
    beyond = gate(re.compile(r"[ab][cd][ef][gh][ij][kl][mn]x"))  # 128: the longest run that fits is kept
    assert len(beyond.exact) == 64 and all(len(s) == 6 for s in beyond.exact)


@pytest.mark.parametrize("pattern, exact, folded", [
    (re.compile(r"x(?s:ab)"), {"xab"}, set()),  # a scoped flag other than IGNORECASE keeps the case
    (re.compile(r"a b  c", re.VERBOSE), {"abc"}, set()),  # flags given apart from the pattern are read too
    (re.compile(r"ab", re.IGNORECASE), set(), {"ab"}),
    (re.compile(r"x{0,3}yz"), {"yz", "xyz", "xxyz", "xxxyz"}, set()),  # a short repeat expands
    (re.compile(r"x{0,4}yz"), {"yz"}, set()),  # a longer one does not
    (re.compile(r"x{2,3}y"), {"xxy", "xxxy"}, set()),  # from its minimum
    (re.compile(r"ab\Bcd"), {"abcd"}, set()),  # a zero-width item does not break the run
])
def test_gates_read_flags_repeats_and_zero_width_items(pattern, exact, folded):
    assert gate(pattern) == Gate(frozenset(exact), frozenset(folded))


@pytest.mark.parametrize("pattern, exact, folded", [
    (r"x(\S+secret)", {"secret"}, set()),  # a group with no exact text: what it requires inside
    (r"x(?i:\S+secret)", set(), {"secret"}),
    (r"(?i)(\S+secret)", set(), {"secret"}),
    (r"(?:\S+abc|\d+xyz)", {"abc", "xyz"}, set()),  # alternatives: what each requires
    (r"(?i:\S+abc|\d+xyz)", set(), {"abc", "xyz"}),
    (r"(?:\S+abc)+", {"abc"}, set()),  # repeated once at least
    (r"(?i:(?:\S+abc)+)", set(), {"abc"}),
    (r"(?>\S+abc)", {"abc"}, set()),  # an atomic group
    (r"(?i)(?>\S+abc)", set(), {"abc"}),
    (r"(?:ab|\d+)x", {"x"}, set()),  # an alternative without exact text leaves the rest
    (r"(?i:[ab])x", set(), {"ax", "bx"}),  # a class under IGNORECASE, then a character outside it
    (r"(?i)(ab)\d", set(), {"ab"}),
    (r"(?i)(?:ab|cd)\d", set(), {"ab", "cd"}),
    (r"(?i)a{1,2}\d", set(), {"a", "aa"}),
    (r"(?i)(?=\S*secret)\S+", set(), {"secret"}),
    (r"longword\d+(?=\S*ab)", {"longword"}, set()),  # a lookahead's text competes with the runs before it
    (r"(?=x)\d+secret", {"secret"}, set()),  # and the items after a lookahead are read too
    (r"[ab][cd][ef][gh][ij][kl][mn]xyzwvu", {"mxyzwvu", "nxyzwvu"}, set()),  # a run past 64 starts again at the part
    (r"abcdef\d+(?:ghijklm|nopqrst)", {"abcdef"}, set()),  # six bytes are long enough: then fewer strings win
    (r"[abcde]{1,2}\d", {a + b for a in "abcde" for b in ["", *"abcde"]}, set()),  # 30 strings: a repeat expands to its last count
    (r"[abcd]{3}", {a + b + c for a in "abcd" for b in "abcd" for c in "abcd"}, set()),  # 64 strings: not too many
    (r"[abcdefgh]{1,2}", set("abcdefgh"), set()),  # 72 strings are too many: what one repetition requires
])
def test_gates_read_what_groups_alternatives_and_repeats_require(pattern, exact, folded):
    assert gate(re.compile(pattern)) == Gate(frozenset(exact), frozenset(folded))


def test_nothing_is_required_of_an_alternative_that_requires_nothing_or_a_part_repeated_from_zero():
    assert gate(re.compile(r"(?:\S+abc|\d+)")) is None
    assert gate(re.compile(r"(?:\S+abc)*")) is None


def test_a_run_grows_to_64_strings_and_no_more():
    words = [a + b for a in "abcdefgh" for b in "ijklmnopq"]  # 72 distinct two-letter words
    within = gate(re.compile("(?:" + "|".join(words[:64]) + ")z"))
    assert within.exact == frozenset(w + "z" for w in words[:64])
    beyond = gate(re.compile("(?:" + "|".join(words[:65]) + ")z"))  # 65 strings with the z: the words alone
    assert beyond.exact == frozenset(words[:65])


# --- a lead: the characters a match can begin with ---------------------------------------------------

@pytest.mark.parametrize("pattern, expected", [
    (r"abc|xyz", "(?=[ax])(?=(?:abc|xyz))"),
    (r"(?<![A-Za-z])(?i:pass)|\bkey", "(?=k|(?i:p))(?=(?:(?i:p)(?i:a)(?i:s)|key))"),  # zero-width items are stepped over
    (r"a?b*c", "(?=[abc])(?=(?:[ab](?:c|b[bc])|c))"),  # optional parts: what follows may come first too
    (r"[\d\-]x|[가-힣]{2}", r"(?=[\-\d가-힣])(?=(?:[가-힣][가-힣]|[\-\d]x))"),  # sorted class items: ranges and classes kept whole
    (r"a*", None),  # a pattern that matches nothing has no first character
    (r"[^a]b", None),  # a negated class is not followed
    (r".b", None),
])
def test_a_lead_lists_the_first_characters_of_every_match(pattern, expected):
    assert lead(pattern) == expected


@pytest.mark.parametrize("pattern, flags, expected", [
    ("pk", re.IGNORECASE, "(?=(?i:p))(?=(?i:p)(?i:k))"),  # flags given apart from the pattern are read
    ("(?i)pk|sk", 0, "(?=(?i:[ps]))(?=(?i:[ps])(?i:k))"),  # global inline flags too; folded characters are listed in order
    (r"(?i:[a-c]x)", 0, "(?=(?i:[a-c]))(?=(?i:[a-c])(?i:x))"),  # a class under ignorecase is compared folded
    (r"(?i:a)?(?i:b)", 0, "(?=(?i:[ab]))(?=(?:(?i:b)|(?i:a)(?i:b)))"),  # what an optional part leaves is added to, not replaced
    (r"(?-i:PIN)|pin", re.IGNORECASE, "(?=P|(?i:p))(?=(?:(?i:p)(?i:i)(?i:n)|PIN))"),  # a part that turns ignorecase off
])
def test_a_lead_reads_flags_classes_and_optional_parts(pattern, flags, expected):
    assert lead(pattern, flags) == expected


@pytest.mark.parametrize("pattern, expected", [
    (r"password|passcode|pin", "(?=p)(?=p(?:in|as))"),  # three characters of each match, no more
    (r"ka|pa", "(?=[kp])(?=[kp]a)"),  # branches with the same rest share one class
    (r"ab?", "(?=a)"),  # a match may end after its first character: nothing more is known
    (r"a|bc", "(?=[ab])(?=(?:a|bc))"),  # one may end there, the other goes on
    (r"ab.c", "(?=a)(?=ab)"),  # a part not followed ends what is known
    (r"a{5}", "(?=a)(?=aaa)"),
    (r"(?:ab)*c", "(?=[ac])(?=(?:c|ab[ac]))"),  # a repeat taken none, once or more times
    (r"(?:a?){3}b", "(?=[ab])(?=(?:b|a(?:b|a[ab])))"),  # three times round, each maybe nothing, then what follows
    (r"(?:a?){4}b", None),  # four times round: not followed past the third
    (r"[a-z]+x", "(?=[a-z])(?=[a-z](?:x|[a-z][a-zx]))"),
])
def test_a_lead_lists_the_first_three_characters_of_every_match_as_a_trie(pattern, expected):
    assert lead(pattern) == expected
    texts = ["pin passcode password", "ka pa ra", "a ab abc", "ab-c abxc", "aaaaa", "c abc ababc", "bbb b", "abcx zzx"]
    for text in texts:  # behind its lead the pattern finds what it finds alone
        assert [m.span() for m in re.finditer(f"{expected or ''}(?:{pattern})", text)] == [m.span() for m in re.finditer(pattern, text)]


@pytest.mark.parametrize("pattern, flags, text", [
    (r"x(?a:\W)", 0, "xé"),  # a group's own ASCII matching: its `\W` is not the lead's
    (r"x(?a:\S)", 0, "x\xa0"),
    (r"k(?u:(?i:é))", re.ASCII, "kÉ"),  # a group's own Unicode matching in an ASCII pattern
    (r"(?i)xab|x\U00010400b", 0, "x\U00010400b"),  # a cased letter beyond the BMP: CPython's folded class misses it
    ("abc # a comment", re.VERBOSE, "abc"),  # a verbose pattern's comment runs to the end of its line
    (r"(?i)(?s)abc", 0, "ABC"),  # global flags in two groups
])
def test_with_lead_finds_what_the_pattern_finds_under_its_flags(pattern, flags, text):
    plain = re.compile(pattern, flags)
    assert [m.span() for m in with_lead(plain).finditer(text)] == [m.span() for m in plain.finditer(text)] != []


def test_a_gate_folds_a_dotted_capital_i_as_the_text_is_folded():
    needs = gate(re.compile("İstanbul", re.IGNORECASE))  # its lower() is `i` and a combining dot
    assert needs.folded == {"istanbul"} and Finder([needs])("to istanbul") == {0}


def test_a_lead_of_too_many_strings_is_none():
    words = ["".join(w) for w in itertools.product("abcdefghijklmnopqrstu", repeat=2)]  # 441 words of two letters, then x
    assert lead("(?:" + "|".join(words) + ")x") is None
    assert lead("(?:" + "|".join(words[:400]) + ")x") is not None


@pytest.mark.skipif(not hasattr(re, "NOFLAG"), reason="atomic groups are Python 3.11 and later")
def test_a_lead_reads_inside_an_atomic_group():
    assert lead(r"(?>ab|(?i:c))d") == "(?=a|(?i:c))(?=(?:abd|(?i:c)d))"
    assert lead(r"(?i:(?>ab))") == "(?=(?i:a))(?=(?i:a)(?i:b))"  # under the ignorecase around it


def test_with_lead_keeps_flags_given_apart_from_the_pattern():
    led = with_lead(re.compile("pk_live", re.IGNORECASE))
    assert led.pattern.startswith("(?=(?i:p))") and led.match("PK_LIVE") and led.flags & re.IGNORECASE


def test_a_lead_under_ignorecase_admits_what_the_pattern_matches_outside_ascii():
    led = with_lead(re.compile(r"(?i:kiss)"))
    assert led.match("\u212aı\u017f\u017f") and led.pattern.startswith("(?=(?i:k))")


def test_global_flags_stay_in_force_behind_a_lead():
    led = with_lead(re.compile(r"(?m)^secret: \S+"))
    assert led.flags & re.MULTILINE and led.findall("a\nsecret: x\nsecret: y") == ["secret: x", "secret: y"]


def _raw_rules():
    return (list(sanitizer._TOKEN_PATTERNS) + [p for p, _ in sanitizer._PARSED_RULES]
            + [p for p, _ in sanitizer._CONTEXT_RULES] + [p for p, _ in sanitizer._NEARBY_RULES])


# the words the sanitizer's heuristics search for around a value, each behind its lead
HELPERS = ["_SAID_PUBLIC", "_SAID_SECRET", "_KEY_ID_WORDS", "_DIGEST_WORD", "_GIT_WORD", "_CONTENT_IS", "_NAMED_BEFORE",
           "_STRICT_PASSWORD_CUE", "_IS_PASSWORD_CUE", "_CREDENTIAL_WORD", "_VALUE_IS", "_SPEAKS_OF_CREDENTIALS"]


def _without_lead(led: re.Pattern) -> re.Pattern:
    """The body behind a lead: where what comes before is the lead of what comes after (a `)(?:` inside the lead
    splits it where neither part parses or the lead differs)."""
    for head in re.finditer(r"\)\(\?:", led.pattern):
        body = led.pattern[head.start() + 4:-1]
        try:
            if lead(body, led.flags) == led.pattern[:head.start() + 1]:
                return re.compile(body, led.flags)
        except re.error:
            continue
    raise AssertionError(f"no lead in front of {led.pattern[:80]}")


@pytest.mark.parametrize("name", HELPERS)
def test_the_heuristics_words_find_the_same_behind_their_lead(name, texts):
    led = getattr(sanitizer, name)
    plain = _without_lead(led)
    for text in texts:
        assert [m.span() for m in led.finditer(text)] == [m.span() for m in plain.finditer(text)], text[:120]


def test_every_rule_and_the_credential_words_match_the_same_behind_their_lead(texts):
    cues = sanitizer._PASSWORD_CUE + "|" + sanitizer._KEY_CUE
    pairs = [(p, with_lead(p)) for p in _raw_rules()] + [(re.compile(cues), re.compile(sanitizer._ANY_CUE))]
    assert sum(led is not plain for plain, led in pairs) >= len(pairs) - 10  # nearly every rule has a lead (not those anchored at a line)
    for plain, led in pairs:
        for text in texts:
            assert [m.span() for m in led.finditer(text)] == [m.span() for m in plain.finditer(text)], text[:120]
