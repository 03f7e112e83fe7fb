"""Secret redaction: catches real credentials, leaves ordinary notes byte-identical."""

import base64
import json
import random
import re
import time

import pytest

from core.sanitizer import (
    _ALL_RULES, BIP39_PHRASE, DELIMITED_TABLE, _redact_bip39_phrase, MARKDOWN_TABLE, WALLET_PRIVATE_KEY, _chosen_passphrase, _generated_shape, _longest_of, _password_shape, _redact_otp_seeds, CREDENTIAL_LIST, FALLBACK_LITERAL,
    LABELLED_PASSWORD_LINE, LOGIN_WITH_KO, NEARBY_SECRET, ONE_PART_CODE_LIST, PASSWORD_LINE, PROSE_SECRET_EN, PROSE_SECRET_KO, REDACTED, SHELL_COMMAND, SHORT_PASSWORD_FLAG, SQL_INSERT,
    TOTP_SEED, USED_AS_CREDENTIAL, _CODE_IN_FOURS, _redact_code_in_fours, _redact_code_list, _redact_encoded_credentials,
    contains_token, find_credentials, redact_tokens, sanitize,
    sanitize_fields,
)
from redaction_regression_set import ALNUM, HEX, TOKEN_MAKERS, chars, clean_notes, password, secret_notes

_rng = random.Random("focused cases")
PW = password(_rng)  # a password as people choose them
TOK = chars(_rng, ALNUM, 32)  # an unprefixed API token
AWS_SECRET = chars(_rng, ALNUM + "/+", 40)  # an AWS secret access key
BASIC = base64.b64encode(("deploy:" + PW).encode()).decode()  # HTTP Basic credentials
SHA = chars(_rng, HEX, 40)
SHA256 = chars(_rng, HEX, 64)
UUID = "-".join(chars(_rng, HEX, n) for n in (8, 4, 4, 4, 12))
INTEGRITY = "sha512-" + base64.b64encode(_rng.randbytes(64)).decode()
PUBLISHABLE = "pk_live_" + chars(_rng, ALNUM, 24)


# --- every provider, exactly --------------------------------------------------------------------

PROVIDERS = [
    "aws_access_key_id",  # AKIA + 16 base32 characters
    "aws_key_pair",  # ASIA key ID with its 40-character secret key pasted after it
    "github_ghp",  # classic personal access token
    "github_gho",  # OAuth access token
    "github_ghu",  # GitHub App user-to-server token
    "github_ghs",  # GitHub App server-to-server token
    "github_ghr",  # refresh token
    "github_fine_grained",  # github_pat_ fine-grained token
    "gitlab_pat",  # glpat- personal access token
    "gitlab_deploy",  # gldt- deploy token
    "gitlab_trigger",  # glptt- pipeline trigger token
    "gitlab_runner",  # glrt- runner token
    "slack_bot",  # xoxb- bot token
    "slack_user",  # xoxp- user token
    "slack_app",  # xapp- app-level token
    "slack_webhook",  # hooks.slack.com/services/T.../B.../... path
    "zapier_hook",  # a catch hook's account number and key
    "do_spaces_key_id",  # DigitalOcean Spaces access key ID: DO00 + 16
    "stripe_live_secret",  # sk_live_ secret key
    "stripe_restricted",  # rk_live_ restricted key
    "stripe_test_secret",  # sk_test_ secret key (still grants API access)
    "stripe_webhook_secret",  # whsec_ signing secret
    "openai_legacy",  # sk- + 48 characters
    "openai_project",  # sk-proj-
    "openai_service_account",  # sk-svcacct-
    "openai_admin",  # sk-admin-
    "anthropic",  # sk-ant-api03-...AA
    "google_api_key",  # AIza + 35
    "google_oauth_client_secret",  # GOCSPX-
    "google_oauth_access_token",  # ya29.
    "azure_storage_account_key",  # AccountKey= in a connection string
    "azure_sas_signature",  # sig= in a SAS URL
    "azure_client_secret",  # Entra client secret with Q~
    "twilio_api_key",  # SK + 32 hex
    "sendgrid",  # SG.x.y
    "mailgun",  # key- + 32 hex
    "mailchimp",  # 32 hex + -usN
    "npm",  # npm_ access token
    "pypi",  # pypi-AgE... upload token
    "huggingface",  # hf_ user token
    "discord_bot",  # base64 id . timestamp . HMAC
    "discord_webhook",  # discord.com/api/webhooks/<id>/<token>
    "telegram_bot",  # <bot id>:AA...
    "digitalocean",  # dop_v1_
    "heroku",  # HRKU-AA...
    "shopify",  # shpat_
    "new_relic_user_key",  # NRAK-
    "new_relic_license",  # 36 hex + NRAL
    "sentry_user",  # sntryu_
    "sentry_org",  # sntrys_
    "atlassian",  # ATATT3 API token
    "databricks",  # dapi + 32 hex
    "doppler",  # dp.pt.
    "vault",  # hvs. service token
    "grafana_cloud",  # glc_
    "grafana_service_account",  # glsa_
    "linear",  # lin_api_
    "postman",  # PMAK-
    "square_access_token",  # EAAA...
    "square_oauth_secret",  # sq0csp-
    "age",  # AGE-SECRET-KEY-1...
    "jwt",  # three base64url segments
    "jwe",  # five segments, the key segment empty (direct encryption)
    "launchdarkly",  # sdk- and a UUID
    "axiom",  # xaat- and a UUID
    "resend",  # re_
    "backblaze_b2",  # K005 application key
    "statsig",  # secret- server key
    "honeycomb",  # hcaik_ ingest key
    "cloudflare_tunnel",  # base64 of {"a":…,"t":…,"s":…}
    "pem_rsa",  # -----BEGIN RSA PRIVATE KEY----- block
    "pem_openssh",  # OpenSSH private key block
    "pem_in_json",  # PKCS#8 block with \n escapes, as in a service-account JSON
]


def test_every_token_maker_has_a_focused_case():
    assert sorted(PROVIDERS) == sorted(TOKEN_MAKERS)


@pytest.mark.parametrize("kind", PROVIDERS)
def test_provider_token_is_replaced_and_nothing_else(kind):
    text, secret = TOKEN_MAKERS[kind](random.Random(kind))
    note = f"Deploy broke: {text} was revoked, use the org secret."
    expected = note.replace(secret, REDACTED)
    assert sanitize(note) == expected
    assert redact_tokens(note) == expected
    assert contains_token(note)


POSITIONS = [
    "{s}.",  # end of sentence
    "{s}, then it failed",  # comma
    "(see {s})",  # parentheses
    "{s}: revoked",  # colon
    "{s}/",  # path separator
    "?a={s}&b=1",  # query parameter followed by &
    "'{s}'",  # single quotes
    '"{s}"',  # double quotes
    "`{s}`",  # backticks
    "{s}은 만료됐다",  # Korean topic particle
    "{s}으로 인증했다",  # Korean instrumental particle
    "{s}를 넣었다",  # Korean object particle
    "https://api.example.com/v1/{s}/items",  # inside a URL path
    "token={s}",  # assignment
]


@pytest.mark.parametrize("position", POSITIONS)
def test_tokens_count_wherever_they_sit(position):
    rng = random.Random(position)
    for kind, make in TOKEN_MAKERS.items():
        text, secret = make(rng)
        note = position.format(s=text)
        assert secret not in sanitize(note), kind
        assert secret not in redact_tokens(note), kind


# --- passwords and unprefixed secrets, by context ----------------------------------------------

CONTEXT_CASES = [
    pytest.param("password={}", PW, id="assignment"),  # code or config
    pytest.param('"password": "{}"', PW, id="json"),  # JSON
    pytest.param('{{\\"password\\": \\"{}\\"}}', PW, id="escaped-json"),  # JSON inside a JSON string
    pytest.param("database:\n  password: {}\n  host: db", PW, id="yaml"),  # YAML
    pytest.param("DB_PASSWORD={}", PW, id="env-file"),  # .env line
    pytest.param("export PGPASSWORD={}", PW, id="export"),  # shell export, prefix glued to the name
    pytest.param("dbPassword: '{}'", PW, id="camel-case"),  # camelCase key
    pytest.param("passwd => '{}'", PW, id="ruby-hash"),  # => separator
    pytest.param("pwd={}; account locked", PW, id="pwd"),  # pwd key
    pytest.param("Server=db;User Id=sa;Password={};", PW, id="connection-string"),  # ADO.NET
    pytest.param("secret: {}", TOK, id="secret"),  # secret key
    pytest.param("api_key = '{}'", TOK, id="api-key"),  # api_key
    pytest.param("x-api-key: {}", TOK, id="api-key-header"),  # API key header
    pytest.param("access_key={}", TOK, id="access-key"),  # access_key
    pytest.param("CLIENT_SECRET={}", TOK, id="client-secret"),  # client_secret
    pytest.param('"private_key": "{}"', TOK, id="private-key"),  # private_key
    pytest.param("GITHUB_TOKEN={}", TOK, id="token"),  # token without a provider prefix
    pytest.param("?access_token={}&format=csv", TOK, id="query-string"),  # URL query parameter
    pytest.param("SECRET_KEY_BASE={}", TOK, id="secret-key-base"),  # Rails secret
    pytest.param("aws_secret_access_key = {}", AWS_SECRET, id="aws-secret-key"),  # ~/.aws/credentials
    pytest.param("mysql -uroot -p'{}' app", PW, id="mysql-quoted"),  # -p'...'
    pytest.param("mysql -uroot -p{} app", PW, id="mysql-glued"),  # -pSECRET
    pytest.param("app --password={} --verbose", PW, id="flag-equals"),  # --password=
    pytest.param("app --db-password {} --verbose", PW, id="flag-spaced"),  # --db-password VALUE
    pytest.param("redis-cli -h cache -a {} ping", PW, id="redis-cli"),  # redis-cli -a
    pytest.param("sshpass -p {} ssh deploy@host", PW, id="sshpass"),  # sshpass -p
    pytest.param("docker login -u ci -p {} registry.example.com", PW, id="docker-login"),  # login -p
    pytest.param("keytool -storepass {} -list", PW, id="java-style-flag"),  # -storepass VALUE
    pytest.param("echo '{}' | sudo -S reboot", PW, id="piped-to-sudo"),  # echo ... | sudo -S
    pytest.param("curl -u admin:{} https://ci.internal", PW, id="curl-user"),  # curl -u user:pass
    pytest.param("postgres://app:{}@db:5432/app", PW, id="url-credentials"),  # scheme://user:pass@host
    pytest.param("https://deploy:{}@git.example.com/a.git", PW, id="git-url-credentials"),  # https clone URL
    pytest.param("redis://:{}@cache:6379/0", PW, id="url-password-only"),  # empty user name
    pytest.param("Authorization: Bearer {}", TOK, id="bearer-header"),  # Authorization: Bearer
    pytest.param("Authorization: Basic {}", BASIC, id="basic-header"),  # Authorization: Basic
    pytest.param("-H 'Authorization: token {}'", TOK, id="token-header"),  # GitHub token scheme
    pytest.param("send it as Bearer {} to the API", TOK, id="bare-bearer"),  # Bearer outside a header
    pytest.param("requests.get(url, auth=('admin', '{}'))", PW, id="auth-tuple"),  # requests/httpx auth
    pytest.param("ALTER USER 'app'@'%' IDENTIFIED BY '{}';", PW, id="sql-identified-by"),  # MySQL/Oracle
    pytest.param("CREATE USER reporting WITH PASSWORD '{}';", "reporting_pw", id="sql-with-password"),  # PostgreSQL
    pytest.param("CREATE ROLE app LOGIN PASSWORD '{}';", PW, id="sql-password"),  # PostgreSQL
    pytest.param("cookie: session={}; Path=/", TOK, id="session-cookie"),  # session id
    pytest.param("machine host login me password {}", PW, id="netrc"),  # .netrc
    pytest.param("Jenkins login: deploy / {}", PW, id="credential-pair"),  # user / password
    pytest.param("Grafana: admin / {}", PW, id="admin-pair"),  # admin account / password
    pytest.param("'{}' is the staging DB password", PW, id="quoted-then-named"),  # value, then its name
    pytest.param("The admin password is {}.", PW, id="prose"),  # English prose
    pytest.param("the password for the staging db is {}", PW, id="prose-for"),  # prose with a qualifier
    pytest.param("set the password to {} for the demo", PW, id="prose-set-to"),  # set ... to
    pytest.param("the password for user deploy: {}", PW, id="prose-colon"),  # qualifier, then a colon
    pytest.param("the API key is {}", TOK, id="prose-api-key"),  # API key in prose
    pytest.param("The API token ({}) has admin scope.", TOK, id="prose-token-parenthesised"),  # token (...)
    pytest.param("비밀번호는 {}입니다", PW, id="korean-copula"),  # "the password is ..."
    pytest.param("DB 비밀번호: {}", PW, id="korean-colon"),  # "DB password: ..."
    pytest.param("비밀번호를 {}로 바꿨다", PW, id="korean-changed-to"),  # "changed the password to ..."
    pytest.param("관리자 비번은 {}이고 다음 주에 교체", PW, id="korean-slang"),  # 비번 (short form)
    pytest.param("API 키는 {}이다", TOK, id="korean-api-key"),  # "the API key is ..."
    pytest.param("토큰 값: {}", TOK, id="korean-token-value"),  # "token value: ..."
    pytest.param("비밀번호 {} 로 로그인 성공", PW, id="korean-logged-in-with"),  # "logged in with ..."
    pytest.param("비밀번호가 {}인 계정", PW, id="korean-adnominal"),  # "the account whose password is ..."
    pytest.param("SSH 키 패스프레이즈는 {}이다", PW, id="korean-passphrase"),  # 패스프레이즈
    pytest.param('암호는 "{}"였다', PW, id="korean-quoted-amho"),  # 암호, quoted
]


@pytest.mark.parametrize(("template", "secret"), CONTEXT_CASES)
def test_secret_in_context_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


def test_letters_only_yaml_password_at_line_end_is_a_password():
    assert sanitize("db:\n  password: letmein\n") == "db:\n  password: [REDACTED]\n"


# --- left exactly as written ---------------------------------------------------------------------

CLEAN_CASES = [
    "CREATE USER reporting WITH PASSWORD :'reporting_pw';  -- psql -v reporting_pw=... sets it",  # a psql variable
    f"Bisected to {SHA}, revert it.",  # git SHA
    f"fixed in {SHA[:7]}",  # short SHA
    f"artifact sha256 {SHA256}",  # SHA-256 digest
    f"request {UUID} timed out",  # UUID
    f"python:3.11-slim@sha256:{SHA256}",  # docker image digest
    f'"integrity": "{INTEGRITY}"',  # npm integrity string
    "payload: " + base64.b64encode(b"hello world, this is a fixture").decode(),  # base64 of ordinary data
    "upgrade to 2.7.1, not 2.6.0-rc.1+build.5",  # versions
    "config in /etc/acme/config.yaml and C:\\acme\\conf.ini",  # paths
    "see https://docs.example.com/auth/tokens?tab=rotation#policy",  # URL without credentials
    "postgres://app@db:5432/app",  # URL with a user but no password
    "set OPENAI_API_KEY in .env",  # environment variable name without a value
    'api_key = os.environ["API_KEY"]',  # code reading a secret
    "password = os.getenv('DB_PASSWORD')",  # another lookup
    "password = getpass.getpass()",  # prompt
    'password = config["db"]["password"]',  # indexing
    "password=None",  # no value
    'password: ""',  # empty value
    "token: ${{ secrets.NPM_TOKEN }}",  # GitHub Actions secret reference
    'db_password: "{{ vault_db_password }}"',  # Ansible/Jinja template
    "PASSWORD=${DB_PASSWORD:-postgres}",  # shell default expansion
    "password: !vault |",  # Ansible vault tag
    "token: GITHUB_TOKEN",  # name of another variable
    "api_key: Optional[str] = None",  # type annotation
    "Rotate the token before it expires.",  # the word token in a sentence
    "The password must be at least 12 characters.",  # the word password in a sentence
    "The secret key is base64-encoded before storage.",  # a description, not a value
    "the token is RS256-signed",  # a description with digits
    "Password: rotate every 90 days",  # a heading, not a YAML value
    "the admin password is stored in 1Password",  # where it is, not what it is
    "max_tokens=4096 and tokenizer=bpe",  # token-ish names that hold no secret
    "api_key=<your-api-key>",  # placeholder
    "token: xxxx",  # placeholder
    "password: ********",  # masked
    "password=[REDACTED]",  # already redacted
    f"publishable key {PUBLISHABLE}",  # Stripe publishable keys are public
    f"STRIPE_PUBLISHABLE_KEY={PUBLISHABLE}",  # ... also when assigned
    "mkdir -p /srv && docker run -p 8080:80 nginx && ssh -p 2222 host",  # -p that is not a password
    "redis-cli -h cache -p 6379 ping",  # redis-cli -p is the port
    "mysql -u root -p app_db",  # -p alone makes mysql prompt
    "docker run -u 1000:1000 acme/app",  # -u user:group
    'echo "$CR_PAT" | docker login ghcr.io -u me --password-stdin',  # secret from a variable
    "Bearer tokens are validated at the gateway.",  # the word Bearer
    "-----BEGIN PUBLIC KEY----- is the header of the public half",  # public key header
    "비밀번호를 재설정해야 한다",  # "the password must be reset"
    "비밀번호는 8자 이상이어야 한다",  # "the password must be 8+ characters"
    "API 키는 Vault에 저장되어 있다",  # "the API key is stored in Vault"
    "비밀번호는 SHA-256으로 해시하지 않는다",  # "passwords are not hashed with SHA-256"
    "암호는 AES256이다",  # 암호 as "cipher"
    "토큰은 JWT 형식이다",  # "the token is a JWT"
    "토큰 값은 로그에 남기지 않는다",  # "token values are never logged"
    "user root / group wheel",  # a pair that is not a credential
    "account 123456789012 / eu-west-1 is the DR region",  # numeric account, region
    "The password reset link is valid for 15 minutes.",  # password as a modifier
    "session_token_ttl=3600",  # a session setting
]


@pytest.mark.parametrize("note", CLEAN_CASES)
def test_ordinary_note_is_left_byte_identical(note):
    assert sanitize(note) == note


# Documented limits: secrets that nothing around them names, or that only a human reader would see.
KNOWN_MISSES = [
    pytest.param("use {} for the kiosk user", PW, id="no-context"),  # nothing says it is a password
    pytest.param("unlock the disk with {} first", "correct horse battery staple", id="words-no-password-word-names"),
]


@pytest.mark.xfail(strict=True, reason="no context names the value as a secret")
@pytest.mark.parametrize(("template", "secret"), KNOWN_MISSES)
def test_known_misses(template, secret):
    note = template.format(secret)
    assert secret not in sanitize(note)


# --- a secret-shaped value near a credential word ---------------------------------------------------

GENERATED = chars(_rng, ALNUM, 24)  # an API key without a vendor prefix
HEX_KEY32 = chars(_rng, HEX, 32)

NEARBY_CASES = [
    pytest.param("Used the LAPS password for WKS-259 to install the agent: {}", "cTYSBa0Zu8EO#2G6", id="after-a-colon-later-in-the-sentence"),
    pytest.param("Is {} still the current SFTP password, or did they change it?", "aJyH?H%:gg8aU8", id="before-the-word"),
    pytest.param("Its password, which the DBA chose, is {} and it never expires.", "NKiDSROw2gL7ba0Ih5w", id="an-aside-in-between"),
    pytest.param("README의 Vercel 키는 폐기된 거였음. 지금 동작하는 건 {} 임.", GENERATED, id="the-next-sentence"),
    pytest.param("이전 노트의 Cohere 키({})가 폐기돼서 401 남.", GENERATED, id="in-parentheses-after-the-word"),
    pytest.param("REST API 키 대신 어드민 키를 썼음. 어드민 키는 {}.", HEX_KEY32, id="hex-right-after-the-word"),
    pytest.param("CI 변수 CONSUL_HTTP_TOKEN에 {} 를 넣었음.", UUID, id="uuid-right-after-the-word"),
    pytest.param("Set PIV PIN to {} and left the PUK as it was.", "98952714", id="pin-digits"),
    pytest.param("테스트 계정 비번이 한글이었음: {}. 로그인 폼이 거부함.", "커피비밀1964#", id="hangul-with-digit-and-symbol"),
    pytest.param("It asked for the sudo password; `{}` (from the handover doc) worked.", "river-violet-staple-pepper", id="quoted-passphrase"),
    pytest.param('Quick fix: `variable "apiKey" {{ default = "{}" }}` in variables.tf.', "oy24unico2lpwr3wii9flrvcweolqh3cz2812u9", id="camel-case-name"),
    pytest.param("putenv('PAGERDUTY_ROUTING_KEY={}');", HEX_KEY32, id="a-routing-key-is-a-credential"),
    pytest.param("쿠키 값 키는 {} 로 들어있음.", "dXNlcjphZG1pbjpTM2NyZXQh", id="base64-of-user-and-password"),
    pytest.param("판교 오피스 와이파이 ACME_5G / 비번 {}", "tundra-saddle-juniper98", id="passphrase-of-words-and-digits"),
    pytest.param("Is {} still the Grafana admin password?", "violet_ember_walnut", id="passphrase-before-the-word"),
    pytest.param("Is {} still the active Sendbird master API token?", SHA, id="hex-key-where-no-commit-is-spoken-of"),
    pytest.param("Please use the following password to proceed to installation:\n\n{}\n\nThis may also be found at", HEX_KEY32, id="value-on-the-line-after-a-label-line"),
    pytest.param("Rotated the reporting DB user; new: {}", "UCa@X=wAA-F1!47veFuckkL_", id="old-and-new-labels"),
    pytest.param("사무실 공유기 관리자 페이지 192.168.0.1, 계정 admin, 비번 {}", "#bGY6R*+U%G^cX1W", id="password-starting-with-a-hash"),
]


@pytest.mark.parametrize(("template", "secret"), NEARBY_CASES)
def test_a_secret_shaped_value_near_a_credential_word_is_replaced(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


@pytest.mark.parametrize(
    "note",
    [
        "The password is rotated monthly. Summer2024 was the old scheme's example year.",  # a word next sentence
        "ECR login: `aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin x`.",
        f"Retries reused nothing: `Idempotency-Key: {UUID}` on the first try.",  # an idempotency key is an ID
        "중복 결제 건: paymentKey tgen_297868120433769UGHT0, Stripe 쪽은 pi_369MzZCumgRNPXesCTBiGwGK.",  # object IDs
        "CI passes it as TF_VAR_db_password from the secret store.",  # a name glued to the word
        "The bucket key is a KMS key. Instance i-0abc123def4567890 runs the worker.",  # resource IDs
        "Password reset fails on Python3.11 and macOS14.2 only.",  # versions
        "The token endpoint https://auth.corp.example/oauth/token returned 401 for ci-bot@corp.example.",
        f"The commit that rotated the key is {SHA}.",  # a git SHA is not a key
        "봇 계정 2FA 복구 코드는 1Password 'Infra / release-bot' 항목에 있음.",  # a vault item's name
        "Generated the key with `ssh-keygen -t ed25519 -f ./deploy_key -N ''` (empty passphrase for CI).",
        "Password policy: at least 12 characters, e.g. one of !@#$, checked by PolicyV2.",
        "토큰 만료 시간은 3600초, 키 길이는 AES-256 기준.",
        "승인 실패 orderId=ORDER_384086195836 paymentKey=BfswpqqphUSl3Vb8kl6663773043ZjDy6IWFOP status=ABORTED",  # Toss IDs
        "Cache miss on cacheKey=Xk29fLq7Wm3ZpR8sTb41, sortKey Ab3dEf9hIj2kLm4nOp5q is fine.",  # keys of records
        "쿠키 prefs 값이 dXNlcl9pZD04OTU2MyZ0YWI9b3JkZXJz 로 들어있음, 키는 prefs.",  # base64 of plain text
        "ConvertTo-SecureString '$env:PW' -AsPlainText -Force",  # a cmdlet is not a password
        "구글 로그인 redirect_uri_mismatch 에러.",  # an error code; 로그인 is not a password word
        "ENABLE_PASSWORD_RESET_V2 is at 25% in prod; segment beta-testers-ygoeyz.",  # the word inside a name
        "비번은 vault 의 team-infra-creds 항목에 있음, 비밀번호 정책은 release-policy-doc 참고.",  # names of things
        "The password for ops.corp.internal was reset.",  # a host
        f"git log: {SHA} fix: handle expired refresh token",  # a commit where git is spoken of
        f"Zone ID for acme.io is {HEX_KEY32} (visible on the overview page, not a secret).",  # an ID
        "Upgraded axios old: 1.6.2 new: 1.7.4 after the token refresh bug.",  # versions
        "password: # set it from the environment",  # a comment
        "theme color: #1a2b3c, token colour #FFAA00",  # colours
    ],
)
def test_near_a_credential_word_ids_names_and_versions_stay(note):
    assert sanitize(note) == note


# --- values the syntax around them marks, third round --------------------------------------------------

SYNTAX_CASES_3 = [
    pytest.param("DD_API_KEY ?= {}", HEX_KEY32, id="make-conditional-assignment"),
    pytest.param('JAVA_OPTS="-Djavax.net.ssl.keyStorePassword={}"', "Summer.falcon80", id="dotted-password-is-not-code"),
    pytest.param("mongodb://etl_loader:{}@db-prod-01.internal:27017/events", "Mango.cactus52", id="dotted-password-in-url"),
    pytest.param('docker run -e "MSSQL_SA_PASSWORD={}" mcr.microsoft.com/mssql/server', "kimchi.glacier.phoenix.biscuit", id="environment-value-is-not-code"),
    pytest.param("관리자 콘솔\n계정: ops-admin\n비번: {}", "Dragon(1062", id="unclosed-bracket-is-not-a-call"),
    pytest.param("kcadm.sh config credentials --user admin --password '{}'", "3jVl&DPT<U>F6xI", id="angle-brackets-inside"),
    pytest.param("ldapsearch -x -D 'cn=reader' -w '{}' -b 'dc=corp'", "glass forest marble", id="quoted-passphrase-after-a-flag"),
    pytest.param("cqlsh db 9042 -u cassandra -p '{}' --ssl", "V~zBAnyJ41PI^vi", id="short-flag-quoted"),
    pytest.param("psexec \\\\build -u CORP\\ci -p {} -h cmd", "Shadow1974*햇살2024", id="short-flag-hangul-inside"),
    pytest.param("ssh-keygen -p -f ~/.ssh/id_ed25519 -N '{}'", "보리뭉치2016#", id="quoted-hangul"),
    pytest.param("connection: {{ user: 'jh.lee', password: '{}' }}", "$Saturn1976", id="dollar-then-a-word"),
    pytest.param('psycopg2.connect("host=db user=minsu password={}")', "?Tundra2022", id="question-mark-then-a-word"),
    pytest.param("Microsoft 복구 코드:\n{}\n코드는 1회용.", "HOTZ5-Z9IWI-4JU2Y-RGK1D-4B58J", id="one-long-recovery-key"),
    pytest.param("Apple recovery key:\n{}", "CPVE-AHI7-ZUOA-H05L-4EGU-L6WJ-KR0M", id="recovery-key-of-seven-groups"),
    pytest.param("TOTP seed from the QR: oathtool --totp -b '{}'", "GSU5CFAVR6CD6AIE", id="oathtool-seed"),
    pytest.param("Use pyotp with this secret: {}", "ofpe 4daf 37rx ugq7 kkt7 zlez ebl5 fcss", id="pyotp-spaced-seed"),
    pytest.param("Server room door code {}", "56601046#", id="door-code"),
    pytest.param("cat > /etc/app/credentials <<'EOF'\nuser=svc\npassword={}\nEOF", "mm 6n+sp',],C>R_S}.", id="password-line-with-blanks"),
    pytest.param("Final config:\nnpki.cert.password={}\n", "shadow biscuit compass coffee 30", id="properties-password-line"),
    pytest.param('co = cohere.ClientV2("{}")', GENERATED, id="sdk-client-argument"),
    pytest.param("new SolapiMessageService('{}', 'x')", "NCSI5WQLQ3ZWPCCV", id="sdk-service-argument"),
    pytest.param('ldclient.set_config(Config("{}"))', "sdk-" + UUID, id="sdk-config-prefixed-uuid"),
    pytest.param("마이그레이션 전에 etl_user / {} 로 접속되는지 확인", "강아지제주도2018!", id="user-slash-password"),
    pytest.param("auth.txt (for --auth-user-pass):\nadmin\n{}", "i1ucyforSvADVJfJE", id="openvpn-auth-file"),
    pytest.param("Final config:\n[smtp.sendgrid.net]:587 park_dev:{}", "uJjIsKibIxXwFvHc5Yxw8fzTNq", id="postfix-sasl-passwd"),
    pytest.param("https://b.s3.amazonaws.com/r.csv?X-Amz-Expires=900&X-Amz-Signature={}", SHA256, id="s3-presigned-signature"),
    pytest.param("https://d111.cloudfront.net/v.mp4?Expires=1700000000&Signature={}&Key-Pair-Id=K2JCJMDEHXQW5F", "a" + TOK + "~b-", id="cloudfront-signature"),
    pytest.param("POST https://open.feishu.cn/open-apis/bot/v2/hook/{}", UUID, id="webhook-path-uuid"),
    pytest.param("Zap: https://hooks.zapier.com/hooks/catch/{}/", "123456/b7x2k9Qm4Rt8Zp1Lw6Yc3Vn5", id="webhook-path-key"),
    pytest.param("[web_new:vars]\nansible_user=ubuntu\nansible_password={}", "-z9sJ?zJkmZ3Xo!CrB", id="value-starting-with-a-dash"),
    pytest.param("B2_APPLICATION_KEY_ID={}", "005313ae05015d0f6c30886eb", id="key-id-name"),
    pytest.param("AZURE_DEVOPS_EXT_PAT={}", "lapxmc55cnaqqfdqasodtpryaxonavowy3snr3yaqcyv4yty2j3w", id="pat-name"),
    pytest.param("HUAWEI_CLOUD_SK={}", GENERATED, id="sk-name"),
    pytest.param("define( 'LOGGED_IN_SALT', '{}' );", "a" + TOK + "!#", id="php-salt"),
    pytest.param('conn = DriverManager.getConnection(\n    "jdbc:oracle:thin:@db:1521/APP",\n    "batch",\n    "{}");', "832=GvGEM&TD4zdJg@Xe", id="call-over-several-lines"),
    pytest.param('CqlSession.builder()\n  .withAuthCredentials("ingest", "{}")\n  .build();', "+Kx8fgPWN!v5xi-A6r", id="driver-credential-setter"),
    pytest.param("MFA 설정 키 (QR 대신 수동 입력용):\n{}\n구글 OTP에 등록", "y5gv 56ya yman ghrm urov af57 gexw p7v4", id="totp-key-on-the-next-line"),
    pytest.param("New ingest.creds:\n************************* IMPORTANT *************************\nNKEY Seed:\n{}\n", "SUNH7TAJIC4GVXXIK2TM7U24VBB4HUDIQCKMZN2QXGLSE2YWH23FIR6ZWJ", id="nats-nkey-seed"),
    pytest.param("CONFIGCAT_SDK_KEY={}", "configcat-sdk-1/5uGeqVTFaAj0O8LYMs01U-/LIEl3G9Inbr3Z7qgeEwJck", id="configcat-sdk-key"),
    pytest.param("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n{}\nPrivate-MAC: 00", "AAAAIHxhDGvLo+4mqn0l22edzr8KqexRrRj111oiMMTqinKq", id="putty-private-lines"),
    pytest.param('Is "{}" still the staging admin password?', "orbit meadow lemon glider", id="quoted-then-still-named"),
    pytest.param("비번은 다음 프롬프트에서 입력. {}", "%D+B&m<xA*Pi?/c^E;DI", id="percent-is-not-a-reference"),
    pytest.param('[client]\nuser=jenkins\npassword="{}"', "$up3ru$3r899+", id="dollar-with-symbols-is-not-a-reference"),
    pytest.param("ENV['VONAGE_API_SECRET'] ||= '{}'", "cOyIeoWEltrbeCIt", id="ruby-or-assign"),
    pytest.param("azureOpenaiApiKey: process.env.AZURE_OPENAI_API_KEY || '{}',", HEX_KEY32, id="fallback-literal"),
    pytest.param("git clone https://{}@dev.azure.com/org/proj/_git/repo", "lapxmc55cnaqqfdqasodtpryaxonavowy3snr", id="token-as-url-user"),
    pytest.param("redis-cli -h cache -p 6379 -a {} --no-auth-warning INFO", "orbit.harbor.pepper.nimbus.pickle", id="flag-value-is-not-code"),
    pytest.param("QA 연동 세팅함. 비밀 접근 키: {} (임시)", "mymIAnkSwbB0wftD", id="short-generated-key-right-after"),
    pytest.param("TURSO_AUTH_TOKEN={}", "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJhIjoicnciLCJpYXQiOjE3NTIxNjg4MzcsImlkIjoiNzkyM2M0NjEifQ._4E-d1yU8psM8Ma_hXb", id="jwt-whose-payload-starts-like-a-tunnel-token"),
]


@pytest.mark.parametrize(("template", "secret"), SYNTAX_CASES_3)
def test_a_value_its_syntax_marks_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


@pytest.mark.parametrize(
    "note",
    [
        "password = settings.DB_PASSWORD",  # code: a dotted name
        'password = os.environ.get("DB_PASSWORD") or getpass.getpass("Password: ")',
        "raise RuntimeError(\"DB_PASSWORD not set\")",  # a call
        "docker run -p 8080:80 -w /srv/app nginx",  # -p is a port, -w a folder
        "password=$DB_PASS and token=${TOKEN}",  # references
        "Password: rotate every 90 days\nThen tell the team.",  # prose after a colon
        'client = ApiClient("https://api.example.com/v1")',  # a URL, not a key
        'cfg = Config("production-eu-west-1")',  # a name
        f"client = Client('AC{HEX_KEY32}')",  # a Twilio Account SID names the account
        "read / write access for the release / deploy roles",  # pairs of words
        "age recipient: age1ykmw34qvctnp58dc5zc347kq5ezh4785j8pwdt7f4n9d8w5wc6yxfuu9vj",  # a public key
        "SHA256 Fingerprint=E4:33:E1:56:0A:F6:56:C2:A6:20:BB:9E:F4:37:68:4A",  # not a .pgpass line
        '{{ with secret "secret/data/chatbot/prod" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}',  # a path
        "[REDACTED] /user:corp\\bob",  # a redaction is not a [host]
        "Settings: https://github.com/acme/api/settings/hooks/482913377 shows the delivery log.",  # a hook's number
        "The handler lives at /webhooks/stripe-payment-events in the router.",  # a route's name
        "https://b.s3.amazonaws.com/r.csv?X-Amz-Expires=900",  # a signed URL's other parameters
        "Anything after -p shows up in ps and shell history.",  # prose after a password flag
        "no GetSecretValue on arn:aws:secretsmanager:ap-northeast-2:201697174753:secret:sandbox/db-credentials-8TYXvc.",
        "Configure AWS credentials: role session name GitHubActions-9110024085; masked values shown as ***.",
        "resource \"aws_db_instance\" \"main\" {\n  password = var.db_password # sensitive\n}",  # code, then a comment
        "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU9keyQ+rxszP+uTieQRKaN9m2vl8CSdiM/1oUw\n-----END CERTIFICATE-----",
        "Alert on ExternalSecret SecretSyncedError?",  # a status after a credential word
        "set password=%DB_PASS% in the batch file",  # a Windows variable
    ],
)
def test_references_code_and_prose_around_these_syntaxes_stay(note):
    assert sanitize(note) == note


def test_a_value_redacted_in_one_field_is_redacted_wherever_the_note_repeats_it():
    fields = {
        "missing_context": "Created the demo admin. creds: demo-admin@acme.io / @zv^4^&oqZg1UGd0@imD",
        "lesson": "Reset nightly by the seed job.",
        "ask_next_time": "Should @zv^4^&oqZg1UGd0@imD be rotated after the call?",
    }
    out = sanitize_fields(fields)
    assert "@zv^4^&oqZg1UGd0@imD" not in "".join(out.values())
    assert out["ask_next_time"] == "Should [REDACTED] be rotated after the call?"


def test_of_repeated_values_the_longest_is_replaced_where_one_begins_another():
    fields = {
        "missing_context": "DB_PASSWORD=letmein-now\nADMIN_PASSWORD=letmein-now-please",
        "lesson": "Both are in .env.",
        "ask_next_time": "Was it letmein-now-please or letmein-now for the admin?",
    }
    assert sanitize_fields(fields)["ask_next_time"] == "Was it [REDACTED] or [REDACTED] for the admin?"


def test_repeated_values_are_found_as_their_alternation_longest_first_finds_them():
    # the values become a tree of their shared prefixes, and past 32 forks a plain alternation again
    rnd = random.Random("repeated values")
    for _ in range(300):
        alphabet = rnd.choice(["ab", "ab.*", "abcXYZ09|()[]\\^$ "])
        values = sorted({"".join(rnd.choice(alphabet) for _ in range(rnd.randint(1, 8))) for _ in range(rnd.randint(1, 10))})
        text = "".join(rnd.choice(alphabet + " ") for _ in range(80))
        alternation = "|".join(map(re.escape, sorted(values, key=len, reverse=True)))
        assert re.sub(_longest_of(values), "#", text) == re.sub(alternation, "#", text), (values, text)
    chain = ["k" * 6 + "e" * n for n in range(40)]  # each a prefix of the next: 40 forks deep
    assert re.sub(_longest_of(chain), "#", " ".join(reversed(chain))) == " ".join(["#"] * 40)


def test_a_short_redacted_value_is_not_replaced_elsewhere():
    out = sanitize_fields({"missing_context": "PIN to 48213 for the safe.", "lesson": "Room 48213 is upstairs."})
    assert out["lesson"] == "Room 48213 is upstairs."  # five characters: too likely a word of its own


# --- the narrow tier ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    "note",
    [
        f"password={PW}",  # assignment
        f"The admin password is {PW}.",  # prose
        f"postgres://app:{PW}@db/app",  # URL credentials
        f"client_secret: {TOK}",  # unprefixed secret
        f"Authorization: Basic {BASIC}",  # Basic credentials
        f"비밀번호는 {PW}입니다",  # Korean prose
        "What is the country scope for this change?",  # an ordinary ask_next_time
    ],
)
def test_redact_tokens_leaves_context_secrets_to_sanitize(note):
    assert redact_tokens(note) == note
    assert not contains_token(note)


@pytest.mark.parametrize(
    ("topic", "expected"),
    [
        ("payment", False),  # ordinary topic
        ("auth-login", False),  # separators
        (f"release-{SHA[:7]}", False),  # a short SHA
        (REDACTED, False),  # already redacted
        ("password=hunter2", False),  # broad rules do not apply to topics
        ("xoxb-token-rotation-plan", False),  # a Slack prefix before kebab-case words
        ("glpat-expiry-and-renewal-policy", False),  # a GitLab prefix before kebab-case words
        ("sk-learn-pipeline-for-churn-prediction-model", False),  # kebab-case, not an OpenAI key
        ("deploy " + "ghp_" + chars(_rng, ALNUM, 36), True),  # GitHub token
        ("npm_" + chars(_rng, ALNUM, 36) + "은", True),  # npm token before a Korean particle
        ("AKIA" + chars(_rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), True),  # AWS key ID alone
    ],
)
def test_contains_token(topic, expected):
    assert contains_token(topic) is expected


def test_non_text_is_rejected():
    with pytest.raises(TypeError):
        sanitize(b"password=hunter2")
    with pytest.raises(TypeError):
        redact_tokens(None)


# --- the regression set (not an evaluation) ---------------------------------------------------------------------

def test_regression_set_recall_and_false_positive_rate():
    notes = secret_notes()
    clean = clean_notes()
    assert len(notes) >= 150 and len(clean) >= 150
    assert any("비밀번호" in n for n, _ in notes) and any("비밀번호" in n for n in clean)

    secrets = [(note, secret) for note, placed in notes for secret in placed]
    missed = [(note, secret) for note, secret in secrets if secret in sanitize(note)]
    changed = [note for note in clean if sanitize(note) != note]
    recall = 1 - len(missed) / len(secrets)
    false_positive_rate = len(changed) / len(clean)

    print(f"\nregression set: {len(notes)} notes with {len(secrets)} secrets, {len(clean)} clean notes")
    print(f"recall {recall:.4f} ({len(secrets) - len(missed)}/{len(secrets)})")
    print(f"false-positive rate {false_positive_rate:.4f} ({len(changed)}/{len(clean)})")
    for note, secret in missed:
        print("missed:", repr(note))
    for note in changed:
        print("changed:", repr(note), "->", repr(sanitize(note)))
    assert recall >= 0.97
    assert false_positive_rate <= 0.02


def test_sanitize_is_idempotent_and_keeps_redactions():
    for note in [n for n, _ in secret_notes()] + clean_notes():
        once = sanitize(note)
        assert sanitize(once) == once
        assert redact_tokens(redact_tokens(note)) == redact_tokens(note)
        assert once.count(REDACTED) >= note.count(REDACTED)


# --- no catastrophic backtracking -----------------------------------------------------------------

def _repeat(unit, size=100_000):
    return (unit * (size // len(unit) + 1))[:size]


ADVERSARIAL = {
    "a": lambda n: _repeat("a", n),
    "=": lambda n: _repeat("=", n),
    "-": lambda n: _repeat("-", n),
    "base64": lambda n: _repeat("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", n),
    "password=": lambda n: _repeat("password=", n),
    "://": lambda n: _repeat("://", n),
    "-----BEGIN": lambda n: _repeat("-----BEGIN", n),
    "BEGIN without END": lambda n: "-----BEGIN RSA PRIVATE KEY-----\n" + _repeat("A", n - 1000),
    "digits and colons": lambda n: _repeat("1234567:", n),
    "prose keywords": lambda n: _repeat("the password for x is ", n),
}


def _best_of_three(function, *args, stop_when_fast=True):
    """CPU seconds of the fastest of three runs: a backtracking blow-up is slow every time, while
    other processes on a busy machine neither add CPU time nor slow every run."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        function(*args)
        best = min(best, time.process_time() - start)
        if stop_when_fast and best < 0.25:  # clearly fast: no need to run again
            break
    return best


def _growth(function, make):
    """CPU seconds on 100 KB of the input, and on a quarter of it. A single fast run can still be
    slowed threefold by a busy machine (CI saw 0.20 s for a 0.06 s call), so a pair that looks
    super-linear is timed again, three runs each, before it counts."""
    full, quarter = _best_of_three(function, make(100_000)), _best_of_three(function, make(25_000))
    if full > 8 * quarter + 0.05:
        full = _best_of_three(function, make(100_000), stop_when_fast=False)
        quarter = _best_of_three(function, make(25_000), stop_when_fast=False)
    return full, quarter


def _assert_linear(timings: dict):
    """Four times the input may take about four times as long, not sixteen (quadratic) or more.
    The margin absorbs a shared machine's noise on the short runs; a blow-up is far past it, and the
    hang guard catches one that even the quarter input makes slow. (Absolute speed is a figure for
    a quiet machine: the printed worst case, about 0.4 s on the development machine.)"""
    worst = max(timings, key=lambda name: timings[name][0])
    print(f"\nslowest 100 KB adversarial call: {worst} {timings[worst][0]:.3f}s")
    for name, (full, quarter) in timings.items():
        assert full < 5.0, name
        assert full <= 8 * quarter + 0.05, (name, full, quarter)


def test_adversarial_input_runs_in_linear_time():
    _assert_linear({
        (name, function.__name__): _growth(function, make)
        for name, make in ADVERSARIAL.items() for function in (sanitize, redact_tokens, contains_token)
    })


# --- rules added after the blind baseline (each with fresh examples, none from the blind set) ------

# Passwords passed to commands: after a flag the command defines, or as a positional argument.
SHELL_CASES = [
    pytest.param("htpasswd -b /etc/nginx/.htpasswd alice {}", "Qz7!mPa55", id="htpasswd-batch"),  # FILE USER PASS
    pytest.param("htpasswd -nbB alice '{}'", "Qz7!mPa55", id="htpasswd-stdout"),  # -n: USER PASS
    pytest.param("mosquitto_passwd -b pw.txt sensor {}", "Mq77!tt", id="mosquitto-passwd"),  # FILE USER PASS
    pytest.param("rabbitmqctl add_user deployer {}", "Rb!tPass2024", id="rabbitmqctl-add-user"),  # USER PASS
    pytest.param("rabbitmqctl change_password deployer {}", "Rb!tPass2025", id="rabbitmqctl-change"),  # USER PASS
    pytest.param("sqlcmd -S db01 -U sa -P '{}' -Q 'select 1'", "K3ep;Out&99", id="sqlcmd-P"),  # -P
    pytest.param("smbclient //fs01/share -U backup%{}", "Wint3r#Gate", id="smbclient-user-percent"),  # user%pass
    pytest.param("smbclient //fs01/share {} -U backup", "Wint3r#Gate", id="smbclient-positional"),  # after service
    pytest.param("ldapsearch -x -D cn=admin,dc=corp -w {} -b dc=corp", "Ldap!Bind42", id="ldapsearch-w"),  # -w
    pytest.param("openssl enc -aes-256-cbc -k {} -in a -out b", "S3cretK3y!", id="openssl-k"),  # -k
    pytest.param("openssl pkcs12 -export -in c.pem -passout pass:{}", "Pkcs#Pass9", id="openssl-pass"),  # pass:X
    pytest.param("zip -P {} backup.zip db.sql", "Zip&Pass77", id="zip-P"),  # zip -P
    pytest.param("7z a -p{} out.7z dir", "SevenZ!p42", id="7z-glued"),  # 7z -pPASS
    pytest.param("ssh-keygen -p -P OldPass!1 -N {} -f key", "NewPass!2", id="ssh-keygen-N"),  # new passphrase (-P too)
    pytest.param("ipmitool -I lanplus -U admin -P {} power status", "Bmc#Pass1", id="ipmitool-P"),  # BMC
    pytest.param("mongosh -u admin -p {} --authenticationDatabase admin", "Mongo!Pass1", id="mongosh-p"),  # -p
    pytest.param("snmpwalk -v3 -u mon -a SHA -A {} host", "Snmp!Auth1", id="snmp-A"),  # SNMPv3 auth pass
    pytest.param("net use Z: \\\\fs01\\share {} /user:corp\\bob", "NetUse!42", id="net-use"),  # positional
    pytest.param("net user kiosk {} /add", "K1osk!Pw", id="net-user"),  # positional
    pytest.param("nuget push pkg.nupkg -k {}", TOK, id="nuget-k"),  # -k is nuget's API key
    pytest.param("vsce publish -p {}", TOK, id="vsce-p"),  # -p is vsce's PAT
    pytest.param("redis-cli -h cache -a {} ping", "R3dis%Pass", id="redis-cli-percent"),  # -a with %
    pytest.param("mysql -uroot -p{} app", "My$ql;Pass1", id="mysql-glued-punctuation"),  # -pSECRET with ; and $
    pytest.param("mysql --password={} -h db", "Tr0ub4dor&3", id="mysql-password-ampersand"),  # --password=
    pytest.param("curl -u admin:{} https://ci", "Cu%rlP4ss!", id="curl-u-percent"),  # user:pass
    pytest.param("http -a admin:{} GET api.local", "Htt!pie42", id="httpie-a"),  # user:pass
    pytest.param("etcdctl --user root:{} get /", "Etcd!Pass9", id="etcdctl-user"),  # user:pass
    pytest.param("lftp -u ftpuser,{} ftp.example.com", "Ftp!Pass42", id="lftp-u"),  # user,pass
    pytest.param("PGPASSWORD={} psql -h db", "Pg,Pass;9", id="pgpassword-punctuation"),  # env prefix
    pytest.param("sqlplus scott/{}@orcl", "Tiger#77", id="sqlplus-user-pass"),  # Oracle user/pass@db
    pytest.param("jdbc:oracle:thin:scott/{}@db:1521/orcl", "Tiger#77", id="oracle-jdbc"),  # thin URL
    pytest.param("msdeploy -dest:auto /p:{}", "MsD3ploy!", id="windows-switch"),  # /p:
    pytest.param("nmcli dev wifi connect office password {}", "Nm!Pass2024", id="nmcli"),  # password PASS
    pytest.param("poetry config http-basic.corp ci {}", "P0etry!Pw", id="poetry-http-basic"),  # USER PASS
    pytest.param("vault login {}", "s." + TOK, id="vault-login"),  # vault login TOKEN
    pytest.param("printf '{}' | openconnect --passwd-on-stdin vpn.corp", "Vpn!Pass42", id="piped-stdin"),  # stdin
    pytest.param("echo '{}' | docker secret create db_pw -", "Sw4rm!Pw", id="piped-secret-create"),  # secret create
]


@pytest.mark.parametrize(("template", "secret"), SHELL_CASES)
def test_command_password_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED).replace("OldPass!1", REDACTED)


def test_a_quote_left_open_to_the_end_of_its_line_is_one_shell_word():
    # a note cut off mid-command: the open quote's text is the flag's value (and not read again from
    # every command name before it, which took time quadratic in the line)
    assert sanitize('zip -P "Qz7!mPa55\nDone.') == "zip -P [REDACTED]\nDone."
    assert sanitize('smbclient //fs/share -U "backup%Wint3r#Gate') == 'smbclient //fs/share -U "backup%[REDACTED]'
    assert sanitize('zip -P "Qz7!mPa55" a.zip | tee "log') == 'zip -P "[REDACTED]" a.zip | tee "log'


# Passwords stated in prose, in English and Korean, without `=` or `:` syntax.
PROSE_CASES = [
    pytest.param("log in with {} then change it", "Adm1n!Portal", id="log-in-with"),  # log in with X
    pytest.param("sign in as admin using {}", "S1gn!nNow", id="sign-in-using"),  # sign in ... using X
    pytest.param("The staging password? it's {}.", "Blu3Sky#88", id="its"),  # it's X
    pytest.param("router PW {}", "Tr0ub4dor&3", id="pw"),  # PW X
    pytest.param("암호는 {} 이다", "Gksrmf!2024", id="amho-unquoted"),  # 암호는 X
    pytest.param("초기 비밀번호 {} 입력 후 변경", "Welcome1!2", id="initial-password"),  # 초기 비밀번호 X
    pytest.param("비번 {} 로 들어가면 됨", "qwer1234!", id="beonbeon-no-particle"),  # 비번 X
    pytest.param("비밀번호: {}", "Seoul#2024;x", id="korean-colon-punctuation"),  # 비밀번호: X
    pytest.param("the WPA2 key is {}", "Coff33&Cake!", id="wpa2-key"),  # WPA2 key
    pytest.param("The pre-shared key is {}", "Psk-2024-Secret!", id="pre-shared-key"),  # PSK
    pytest.param("requirepass {}", "R3dis!Conf99", id="redis-requirepass"),  # redis.conf
    pytest.param("masterauth {}", "R3dis!Conf99", id="redis-masterauth"),  # redis.conf replica
    pytest.param("The password for staging is below. It is {}", "Hx9!kLm2q", id="two-sentences"),  # next sentence
    pytest.param("The password for staging is below.\nIt is {}", "Hx9!kLm2q", id="two-lines"),  # next line
    pytest.param("DB password:\n{}", "Hx9!kLm2q", id="label-then-line"),  # label, value below
    pytest.param("보안토큰 PIN 번호는 {}입니다", "48213907", id="korean-pin"),  # PIN
    pytest.param("비밀번호는 {}입니다", "사과나무123", id="hangul-password"),  # Hangul with digits, then the copula
    pytest.param("Redis 암호 박혀 있던 명령:\nAUTH {}\nOK", "부산하늘2016^^", id="hangul-first"),  # starts with Hangul
]


@pytest.mark.parametrize(("template", "secret"), PROSE_CASES)
def test_prose_password_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


# A password runs to the end of its token by its syntax, not to the first `& , ; %`.
PUNCTUATION_CASES = [
    ("password: Tr0ub4dor&3", "password: [REDACTED]"),  # `&` inside
    ("password: Summer;2024", "password: [REDACTED]"),  # `;` inside
    ("pwd=a,b%c!d then retry", "pwd=[REDACTED] then retry"),  # `,` and `%` inside
    ("the password is Ab&1;x.", "the password is [REDACTED]."),  # sentence dot is not part of it
    ("Server=db;Password=Ab&1;Database=app", "Server=db;Password=[REDACTED];Database=app"),  # next `name=`
    ("?password=Ab;1&format=csv", "?password=[REDACTED]&format=csv"),  # next query parameter
    ("(password: Ab&1x)", "(password: [REDACTED])"),  # closing parenthesis of the prose
    ('"password": "Ab\\"1,;&"', '"password": "[REDACTED]"'),  # quoted: to the closing quote
]


@pytest.mark.parametrize(("note", "expected"), PUNCTUATION_CASES)
def test_password_value_runs_to_the_end_of_its_token(note, expected):
    assert sanitize(note) == expected


# One-time-password seeds, recovery codes and other secrets with a shape of their own.
OTP_CASES = [
    pytest.param("otpauth://totp/ACME:al?secret={}&issuer=ACME", "JBSWYDPEHPKXPABC", id="otpauth-uri"),  # letters only
    pytest.param("TOTP seed: {}", "JBSW Y3DP EHPK 3PXP", id="totp-seed-groups"),  # groups of four
    pytest.param("2FA secret {}", "JBSWYDPEHPKXPABCDEFG", id="2fa-secret"),  # base32 after a label
    pytest.param("BitLocker key {}", "123456-234567-345678-456789-567890-678901-789012-890123", id="bitlocker"),
    pytest.param("Gmail 앱 비밀번호 {}", "abcd efgh ijkl mnop", id="google-app-password"),  # 4x4 letters
    pytest.param("Apple app-specific password: {}", "abcd-efgh-ijkl-mnop", id="apple-app-password"),  # 4-4-4-4
    pytest.param(
        "wallet mnemonic: {}", "abandon ability able about above absent absorb abstract absurd abuse access accident",
        id="seed-phrase",
    ),  # 12 words
]


@pytest.mark.parametrize(("template", "secret"), OTP_CASES)
def test_one_time_secret_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


def test_recovery_code_list_is_replaced_code_by_code():
    codes = ["1a2b3-c4d5e", "6f7a8-b9c0d", "1e2f3-a4b5c"]
    note = "GitHub recovery codes:\n" + "\n".join(f"- {c}" for c in codes) + "\nKeep them offline."
    assert sanitize(note) == "GitHub recovery codes:\n" + "\n".join(f"- {REDACTED}" for _ in codes) + "\nKeep them offline."
    assert sanitize("백업 코드 8406 1123, 5521 9087") == f"백업 코드 {REDACTED}, {REDACTED}"  # Google style


_RECOVERY_NOTE = "The owner account was locked out; I didn't know recovery codes existed."


@pytest.mark.parametrize("previous, codes, redacted", [
    (_RECOVERY_NOTE, ["7QXM-2KD9-PLF4", "H3TZ-9WQB-R8NC", "M2VJ-K7YD-4FSA", "T9CE-3HRG-XW6P"], True),  # three parts of four
    (_RECOVERY_NOTE, ["ORD1-2024-A001", "ORD1-2024-A002", "ORD1-2024-A003", "ORD1-2024-A004"], False),  # one prefix: order IDs
    (_RECOVERY_NOTE, ["7QXM-2KD9-PLF4", "H3TZ-9WQB-R8NC", "M2VJ-K7YD-4FSA"], False),  # three lines are no list
    ("The laptops were swapped last week.", ["C02X-4X7B-99QZ", "F17Q-8K2M-77RT", "G8WN-2P9L-55WX", "H2KD-6H3N-33YV"], False),  # serials
    ("The laptops were swapped last week.", ["N4FK-Q8ZT", "2WPH-7MJC", "B6RD-XL3V", "Y9GS-4TKE"], True),  # two parts: anywhere
])
def test_a_list_of_codes_of_one_shape_is_redacted_code_by_code(previous, codes, redacted):
    note = "From the printed sheet in the safe:\n```\n" + "\n".join(codes) + "\n```"
    expected = "From the printed sheet in the safe:\n```\n" + "\n".join([REDACTED] * len(codes)) + "\n```"
    assert sanitize_fields({"missing_context": previous, "lesson": note})["lesson"] == (expected if redacted else note)


@pytest.mark.parametrize("text, expected", [
    # an aside after the credential word says its value comes: the word labels the value after the aside
    ("The YubiKey PIN (value follows): 58120934", "The YubiKey PIN (value follows): [REDACTED]"),
    ("Wi-Fi password (value below): Rk8vault2031x", "Wi-Fi password (value below): [REDACTED]"),
    ("The invoice total (value follows): 58120934", None),  # no credential word before it
    ("The API key (value: Xk9mQ2vLpTz8) rotates monthly", "The API key (value: [REDACTED]) rotates monthly"),  # a value inside
    ("Webhook signing (value in 1Password): Xk9mQ2vLpTz8Rw3N", "Webhook signing (value in 1Password): [REDACTED]"),  # "value" alone
    ("웹훅 서명 (값은 다음 줄) Xk9mQ2vLpTz8Rw3N", "웹훅 서명 (값은 다음 줄) [REDACTED]"),
    # the word after "for …" given with `=`
    ("SIM PUK for the on-call phone = 58120934 (confirmed)", "SIM PUK for the on-call phone = [REDACTED] (confirmed)"),
    ("The key for the cache = user_id, not the email", None),
    ("key for the translation = btnSubmit2", None),  # after a key's word, `=` is code
])
def test_a_credential_word_labels_the_value_after_an_aside_or_a_for_phrase(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("previous, first, redacted", [
    ("YubiKey PIN 알려줬다. 잊지 않게 다음 필드에 적어 둠.", "58120934", True),
    ("The PIN is in the next field.", "4417", True),
    ("The door code is in the field below.", "#5580*", True),
    ("The PIN prompt timed out after three tries.", "20241127", False),  # no value said to follow
    ("The order count is in the next field.", "20241127", False),  # no PIN
    ("The opinion poll count is in the next field.", "1532", False),  # "pin" inside a word
    ("Port mapping for the dev server: see the next field.", "8080", False),
    ("The PIN is in the next field.", "123", False),  # too short for a PIN
    ("The PIN is in the next field.", "630418275594", True),  # twelve digits at the most
    ("The PIN is in the next field.", "6304182755941", False),
])
def test_a_pin_the_field_before_hands_over_is_redacted(previous, first, redacted):
    out = sanitize_fields({"missing_context": previous, "lesson": first})
    assert out["lesson"] == (REDACTED if redacted else first)


@pytest.mark.parametrize("text, expected", [
    # a file's name is no login label: `~/.git-credentials`, `~/.aws/credentials`
    ("`~/.git-credentials`에 토큰을 평문으로 저장한다. 키체인을 쓸 것. `wincred` / `libsecret` 헬퍼로 바꿀 것.", None),
    ("~/.aws/credentials 대신 `sso` / `ci-runner9` 프로필을 쓴다.", None),
    ("credentials 알려줌. `deploy` / `Tq4!harbor2031` 로 접속", "credentials 알려줌. `deploy` / `[REDACTED]` 로 접속"),
    ("VPN-login: jdoe / sunshine42", "VPN-login: jdoe / [REDACTED]"),  # a hyphenated label is one
    ("git-user: bob / hunter22", "git-user: bob / [REDACTED]"),
])
def test_a_user_and_password_pair_needs_a_login_word_not_a_file_name(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


_MAPS_LOADER_KEY = "AIzaSyC4mR8vLq2Tz9WxN3pK7fH1jB6dG0sY5eQ"


def _label_of(length: int) -> str:
    """"password" at the start of a last line of `length` characters ending in a colon."""
    words = "password" + " and more" * 30
    return words[:length - 1].rstrip().ljust(length - 1, "e") + ":"


@pytest.mark.parametrize("previous, following, expected", [
    # the label is the previous field's last line, blanks after it aside
    ("Ops gave me the vault password:\n", "bluefinch2031 (rotate monthly)", "[REDACTED] (rotate monthly)"),
    # its last 200 characters: a credential word further back labels nothing across the fields
    (_label_of(200), "bluefinch2031", "[REDACTED]"),
    (_label_of(201), "bluefinch2031", None),  # its "p" falls outside
    # after a colon the word alone on the next field's first line, not the lines under it
    ("The credential in that trace:", "bluefinch2031\nsecond line of prose\nthird line of prose",
     "[REDACTED]\nsecond line of prose\nthird line of prose"),
    # "the value follows" with no credential word: a key's shape is handed over, a name is not
    ("The value itself is in the lesson below.", "`7a29e79f-3c1d-4e8b-9f2a-5d6c7b8a9e0f` — paste it as is",
     "`[REDACTED]` — paste it as is"),
    ("The password is kept in 1Password, in this entry:", "`infra-vault-prod` — ask Dana for access", None),
    ("실제 값들은 다음 필드에 있음", "`5b0e8c2d-7a41-4f96-b3d8-2e6a9c1f0b74` — 그대로 붙여넣기", "`[REDACTED]` — 그대로 붙여넣기"),
])
def test_a_label_ending_one_field_at_the_edges_of_its_reach(previous, following, expected):
    out = sanitize_fields({"missing_context": previous, "lesson": following})
    assert out == {"missing_context": previous, "lesson": following if expected is None else expected}


@pytest.mark.parametrize("count, redacted", [(4, True), (3, False)])
def test_backup_codes_copied_in_a_row_are_redacted_in_a_note_about_them(count, redacted):
    row = "  ".join(["w4kqz7hnp2", "r8tmx3bqa6", "j2vcn9wdk5", "e7pfs4lzu8"][:count])
    note = {"missing_context": row + "\nThe admin's only MFA device was with someone on leave.",
            "lesson": "Each backup code works once; keep the rest in the vault."}
    assert sanitize_fields(note)["missing_context"].split("\n")[0] == ("  ".join([REDACTED] * count) if redacted else row)
    note["lesson"] = "Keep the rest in the vault."  # no word of recovery or backup codes: a row of words
    assert sanitize_fields(note) == note


def test_a_safenet_token_password_in_a_key_container_name_is_redacted():
    text = 'signtool sign /kc "[{{Vq3#nT8w}}]=te-5d1e90aa" build.exe'
    assert sanitize(text) == 'signtool sign /kc "[{{[REDACTED]}}]=te-5d1e90aa" build.exe'  # the container's name stays
    assert sanitize('/kc "[{{<token password>}}]=<container>"') == '/kc "[{{<token password>}}]=<container>"'


@pytest.mark.parametrize("text, expected", [
    ("이 값인지 확인 부탁: `d8q2mv6xk1rw9tz3`", "이 값인지 확인 부탁: `[REDACTED]`"),  # "값인지": the value is asked about
    ("민감한 값인지 모르겠음: H4sIAAAAAAACA0tMKi4pSk1VKEktLlHIzEvOzy0oSi0uVkjOzy1IzEvPTFUoLikqTS4BAI7rLuwvAAAA", None),  # gzip in base64
])
def test_a_value_asked_about_is_one_unless_it_is_compressed_data(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("password", ["quartz meadow lantern falcon", "Zq7!mw2Lk9"])
def test_a_basic_credentials_decoded_pair_is_redacted_where_the_note_spells_it_out(password):
    encoded = base64.b64encode(f"rina:{password}".encode()).decode()
    note = {"missing_context": f"Authorization: Basic {encoded}\n(decodes to rina:{password})", "lesson": "The 401 was a disabled account."}
    assert password.split()[-1] not in sanitize_fields(note)["missing_context"]


@pytest.mark.parametrize("line, redacted", [
    ("Dana wrote it on a sticky note: Hq4vT9mW2xRb7KpN3sLc8ZyF", True),  # a sentence's last word before the colon
    ("  cacheEntry: Hq4vT9mW2xRb7KpN3sLc8ZyF", False),  # a setting's name
    ("{'region': 'eu', 'cacheEntry': 'Hq4vT9mW2xRb7KpN3sLc8ZyF'}", False),  # a quoted one, after a comma
    ("the dict holds 'cacheEntry': Hq4vT9mW2xRb7KpN3sLc8ZyF", False),  # quoted after a word: a key of the dict
    ("then set cacheEntry => Hq4vT9mW2xRb7KpN3sLc8ZyF", False),  # an assignment after a word
    ("RECAPTCHA_SITE_KEY for prod: Hq4vT9mW2xRb7KpN3sLc8ZyF", False),  # a public key's name earlier on the line
    ("RECAPTCHA_SITE_KEY_SECRET for prod: Hq4vT9mW2xRb7KpN3sLc8ZyF", True),  # unless it names a secret too
    ("for prod: Hq4vT9mW2xRb7KpN3sLc8ZyF, unlike RECAPTCHA_SITE_KEY", True),  # a public name after the value names another
])
def test_a_generated_key_after_a_colon_is_named_by_a_setting_not_by_a_sentence(line, redacted):
    note = {"missing_context": line, "lesson": "Shared credentials should not be used for automation."}
    assert (sanitize_fields(note)["missing_context"] != line) is redacted


@pytest.mark.parametrize("text, expected", [
    # a password's phrase names the user it is for: the value after "user:" is the password
    ("Password for the Grafana admin user: 솔바람하늘3307~", "Password for the Grafana admin user: [REDACTED]"),
    ("Grafana admin user: grafana_ro7", None),  # without it, a user's name
    # `#` opens a password of Hangul, digits and a symbol, not a comment
    ("Redis 비밀번호: #솔바람하늘3307~", "Redis 비밀번호: [REDACTED]"),
    ("Redis 비밀번호: # 볼트에 있음", None),
    # Web Push's public key under its name: the name holds "Server", as a server key's does
    ("const applicationServerKey = urlBase64ToUint8Array('" + "BK3x" * 21 + "Q7w');", None),
    ("VAPID_PRIVATE_KEY=" + "Zp4q" * 10 + "Tw", "VAPID_PRIVATE_KEY=[REDACTED]"),
    ("APPLICATION_SERVER_KEY=" + "Zp4q" * 10 + "Tw", "APPLICATION_SERVER_KEY=[REDACTED]"),  # a server's key, not the Web API's name
])
def test_rules_of_the_sixteenth_sessions_fourth_round(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # a passphrase of words after a password word or a login: words with digits glued on, a number among them, the
    # words after it ("on", "and", Korean), a longer "for …", "still"/"아직" between
    ("Turns out ops still logs in with lantern quiver meadow 812 on crm-replica-2.",
     "Turns out ops still logs in with [REDACTED] on crm-replica-2."),
    ("To reproduce, log in with deploy / hollow cactus bramble71 and open the cart.",
     "To reproduce, log in with deploy / [REDACTED] and open the cart."),
    ("Rui said the password for the printer is sorrel marble otter208 (set in May).",
     "Rui said the password for the printer is [REDACTED] (set in May)."),
    ("회의실 와이파이 비번 아직 velvet 52 harbor 맞나요?", "회의실 와이파이 비번 아직 [REDACTED] 맞나요?"),
    ("We log in with Okta Verify pushes and then open the console.", None),  # a login names a way in, not a value
    ("Rotated the database password; new values are in the vault, old ones revoked after 48 hours.", None),
    ("비번 틀려서 잠김 해제 요청 드림", None),  # Korean words go on: no end of a value
    # words ended by the words after them are a passphrase only with digits (two or more) among them
    ("Log in with test account 2 on staging and open the cart.", None),
    ("The passphrase input field trims whitespace on paste.", None),
    ("비밀번호 show hide toggle 버튼 추가", None),
    ("Log in with test account 2 on host-12 and open the cart.", None),  # the two digits must be among the words
    ("We log in with Google Workspace credentials.", None),  # a login names a way in: no user and no digits
    ("Log in with deploy / velvet harbor lantern.", "Log in with deploy / [REDACTED]."),  # a user names the way in
    ("The wifi password: 12 34 56 on the old router", None),  # numbers alone are no passphrase of words
    # a passphrase in quotes after a password word glued to a Korean particle
    ('릴리즈 문서에 passphrase가 "tundra willow pebble kite" 라고 적혀 있음.', '릴리즈 문서에 passphrase가 "[REDACTED]" 라고 적혀 있음.'),
    # SQL's password statements, any shape of password (Cypher's old and new, MySQL's `FOR … =`)
    ("ALTER CURRENT USER SET PASSWORD FROM 'sunnyplum**' TO 'dkssud77!!';",
     "ALTER CURRENT USER SET PASSWORD FROM '[REDACTED]' TO '[REDACTED]';"),
    ("SET PASSWORD FOR 'report'@'%' = 'quiet orchard';", "SET PASSWORD FOR 'report'@'%' = '[REDACTED]';"),
    ("Run SET PASSWORD to change it.", None),
    # PHP's database connections as its stack trace shows the constructor's call, with its arguments
    ("#0 /srv/app/lib/db.php(14): PDO->__construct('mysql:host=dbhost-q7.lan;...', 'svc', 'tulip@4417')",
     "#0 /srv/app/lib/db.php(14): PDO->__construct('mysql:host=dbhost-q7.lan;...', 'svc', '[REDACTED]')"),
    ("#0 /srv/app/lib/db.php(9): mysqli->__construct('dbhost-q7.lan', 'svc', 'birchlake')",
     "#0 /srv/app/lib/db.php(9): mysqli->__construct('dbhost-q7.lan', 'svc', '[REDACTED]')"),
    ("$pdo = new PDO($dsn, $user, $password);", None),
    ("SQLSTATE[HY000] [1045] Access denied for user 'svc'@'10.1.2.3' (using password: YES) in /srv/www/lib/db.php:14", None),
    # the other keys of a list whose first a rule took
    ("APP_KEYS=k3Qv9XbT1uLmZr0aYwE8sA==,Hn2cVd7PqR5tWx0yZb4fGg==,pL8sT3kM6nQ1vB9xC2zR5w==", "APP_KEYS=[REDACTED],[REDACTED],[REDACTED]"),
    ("ALLOWED_HOSTS=api.example.com,internal-gateway-service", None),
    ("SESSION_KEYS=[REDACTED],Zq4Rt8Vb2Nm6Lk0P\nrequest ids seen: x, 4bf92f3577b34da6a3ce929d0e0e4736",  # sixteen characters
     "SESSION_KEYS=[REDACTED],[REDACTED]\nrequest ids seen: x, 4bf92f3577b34da6a3ce929d0e0e4736"),  # the list ends at its line
    ("password=Wq7zRt3mLp9x, request_id=4bf92f3577b34da6a3ce929d0e0e4736, file=src/auth/LoginController.php",
     "password=[REDACTED], request_id=4bf92f3577b34da6a3ce929d0e0e4736, file=src/auth/LoginController.php"),
    # "It's <value>," in the sentence after the password's
    ("I finally got the password from Ana. It's cobalt-harbor-ferry-orchid, and only from the VPN.",
     "I finally got the password from Ana. It's [REDACTED], and only from the VPN."),
    ("I asked about the password. It's fine, nothing leaked.", None),
    # names, not values: a parameter's path that ends in `password`, a container's ID, git's refs, GitHub's node ID
    ("Use /acme/prod/db/password (SecureString, KMS alias/aws/ssm).", None),
    ("The SSM param /acme/prod/db/password is Wq7zRt3mLp9x", "The SSM param /acme/prod/db/password is [REDACTED]"),  # given
    ("민감한 값인지 헷갈림:\ncontainer bd124ed6e3b4786eea92dbefdb58d55f719a95e09acf5b63aae8130a1bdb9edb", None),
    ("The pinned value is:\n8bf32ac794c91ce5ec58b26f3f2bdd964d941084 refs/heads/main\n"
     "1ffddbd484da135ff2296d5dc7c2c77744153af6 refs/tags/v2.0.1", None),
    # keys their vendors publish for everyone: the Azure Storage emulator's, Stripe's documentation test key
    ("The fixtures use the emulator's value: AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6"
     "IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;", None),
    ('stripe.api_key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"  # the key from Stripe\'s docs', None),
])
def test_rules_of_the_seventeenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


_LARAVEL_COOKIE = (
    "eyJpdiI6IkprSGFPOTg3bjhhRHR0aDRtd1NYcWc9PSIsInZhbHVlIjoiOUFEZnBya0pzQXlzWVFpcTRZbHhpTy9qQ0o5cGxtaDZjbFVJVXhLZExoZGJBR2VU"
    "d3U3WFFmZkFQV004UHBqWCIsIm1hYyI6ImUxNTg2YTE0MDdiMjMzZWM2NzQ3YmM3NjdkMjNkMTJjMjExZGI0MDcxZmQ1Y2Q3ODY0Nzk0NDQyZDliZmZkNTci"
    "LCJ0YWciOiIifQ=="
)


@pytest.mark.parametrize("text, expected", [
    # Doctrine's PDOConnection in a PHP stack trace: the DSN, the user, the password
    ("#1 /srv/shop/vendor/doctrine/dbal/lib/Doctrine/DBAL/Driver/PDOConnection.php(40): "
     "Doctrine\\DBAL\\Driver\\PDOConnection->__construct('mysql:host=orders...', 'shop', 'quill#Raft82', Array)",
     "#1 /srv/shop/vendor/doctrine/dbal/lib/Doctrine/DBAL/Driver/PDOConnection.php(40): "
     "Doctrine\\DBAL\\Driver\\PDOConnection->__construct('mysql:host=orders...', 'shop', '[REDACTED]', Array)"),
    ("mysql_connect('db', 'app', 'Sq9!pass')", "mysql_connect('db', 'app', '[REDACTED]')"),
    ("#1 /srv/shop/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(46): Illuminate\\Database\\Connectors"
     "\\Connector->createPdoConnection('mysql:host=orders...', 'shop', 'quill#Raft82', Array)",
     "#1 /srv/shop/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(46): Illuminate\\Database\\Connectors"
     "\\Connector->createPdoConnection('mysql:host=orders...', 'shop', '[REDACTED]', Array)"),
    # a template's key in JSON, its `\n` escaped: no key; a key's body is one
    ('"private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n",', None),
    ('"private_key": "-----BEGIN PRIVATE KEY-----\\r\\n...\\r\\n-----END PRIVATE KEY-----",', None),
    ('"k": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\\n-----END PRIVATE KEY-----"', '"k": "[REDACTED]"'),
    # three or more joined by slashes are a list (of IDs), not a login and its password
    ("run_Cy4Fd7uu99Ogc72uVPnM5t / Tundra*Pecan418 / step_AiOTO8UAqCAmka2vLu", None),
    ("qa2@tinyco.io / Tundra*Pecan418", "qa2@tinyco.io / [REDACTED]"),
    ("root / Tundra*Pecan418 / 10.0.0.5", "root / [REDACTED] / 10.0.0.5"),  # a login, its password, its host
    # a digest of a secret under a name that says so: detect-secrets' baseline, a password's SHA-256
    ('"hashed_secret": "95d76d97a7565152a81c59e6fec40b6db0bb5fee",', None),
    ("api_token_sha256=" + "95d76d97a7565152a81c59e6fec40b6db0bb5fee" + "95d76d97a7565152a81c59e6", None),
    ("secret=95d76d97a7565152a81c59e6fec40b6db0bb5fee", "secret=[REDACTED]"),
    # a Korean word with its parameters in brackets: "argon2id 해시(m=64MB, t=3, p=1)"
    ("비밀번호 저장 여부 질문. argon2id 해시(m=64MB, t=3, p=1)만 저장하고 /login 요청 바디는 안 남김.", None),
    ("shared_secret: 95d76d97a7565152a81c59e6fec40b6db0bb5fee", "shared_secret: [REDACTED]"),  # `sha` of "shared" names none
    ("DIGEST_AUTH_PASSWORD=95d76d97a7565152a81c59e6fec40b6d", "DIGEST_AUTH_PASSWORD=[REDACTED]"),  # Digest auth's password
    ("PASSWORD_HASH_PEPPER=95d76d97a7565152a81c59e6fec40b6d", "PASSWORD_HASH_PEPPER=[REDACTED]"),  # a hash's secret input
    # a Relay cursor is base64 of "arrayconnection:<offset>", no user and password
    ('Looked like a token.\n{"after": "YXJyYXljb25uZWN0aW9uOjkxMg==", "first": 20}', None),
    # RevenueCat's SDK keys for apps are public (`appl_`, `goog_`, `amzn_`); its secret keys are `sk_`
    ('Purchases.configure(withAPIKey: "appl_Qm7vT2xLp9RkWc4NdZa8bE5")', None),
    ("REVENUECAT_SECRET=sk_Qm7vT2xLp9RkWc4NdZa8bE5hY", "REVENUECAT_SECRET=[REDACTED]"),
    # DingTalk's AppKey names the app (its AppSecret is the secret)
    ('DINGTALK_APP_KEY: "dingq7x2mv9k4tz8pw3r"\nDINGTALK_APP_SECRET: "${DINGTALK_APP_SECRET}"', None),
    # a token's ID beside its token found
    ("- ACME_SERVICE_TOKEN_ID=q7x2mv9k4t8p\n- ACME_SERVICE_TOKEN=pscale_tkn_Qm7vT2xLp9RkWc4NdZa8bE5hYq1Lw3Xc9VbN6mKz0",
     "- ACME_SERVICE_TOKEN_ID=[REDACTED]\n- ACME_SERVICE_TOKEN=[REDACTED]"),
    ('{"serviceTokenId": "q7x2mv9k4t8p", "serviceToken": "pscale_tkn_Qm7vT2xLp9RkWc4NdZa8bE5hYq1Lw3Xc9VbN6mKz0"}',
     '{"serviceTokenId": "[REDACTED]", "serviceToken": "[REDACTED]"}'),
    ("TOKEN_ID=q7x2mv9k4t8p\nTOKEN=${VAULT_TOKEN}", None),  # no token found beside it
    ("token: pscale_tkn_Qm7vT2xLp9RkWc4NdZa8bE5hYq1Lw3Xc9VbN6mKz0\ntoken_id: 12345678",  # a number: a row's, not a generated ID
     "token: [REDACTED]\ntoken_id: 12345678"),
    ("DB_PASSWORD=dingq7x2mv9k4tz8pw3r", "DB_PASSWORD=[REDACTED]"),  # DingTalk's AppKey by its name only
    # a table's password cell that opens with `#`, Hangul inside
    ("| system | user | password |\n|---|---|---|\n| LDAP | svc | #바다고래제주071 |",
     "| system | user | password |\n|---|---|---|\n| LDAP | svc | [REDACTED] |"),
    ("| step | note |\n|---|---|\n| 1 | #3번 항목 |", None),
    # a passphrase after "the password for" three words
    ("Mei said the password for the build NAS is lantern quiver copper meadow birch317 (set last year).",
     "Mei said the password for the build NAS is [REDACTED] (set last year)."),
    ("The password for the new staging box is on the wiki page 12.", None),
    # a Wi-Fi QR payload's password that opens with `<` but names nothing; an open `<` before words is a placeholder
    ("WIFI:T:WPA;S:Lab-IoT;P:<kT7^pWz?qL2m;;", "WIFI:T:WPA;S:Lab-IoT;P:[REDACTED];;"),
    ("password: <set to the vault value", None),
    # a combination lock's numbers in pairs
    ("하드웨어 토큰 든 금고 번호 41-07-93-26.", "하드웨어 토큰 든 금고 번호 [REDACTED]."),
    ("door code 2024-05-01", None),
    # the value word right behind a credential's word: "door code 값을 …" (the code's, not any value's)
    ("운영 메모에 server room door code 값을 31580746 로 넣고 재시작.", "운영 메모에 server room door code 값을 [REDACTED] 로 넣고 재시작."),
    ("Redis 키 값 session1234 로 조회", None),  # a key's value in a map: "키 값" is no credential
    ("door code 24-05-13 rotated", None),  # a date in pairs
    ("gate code 08-00-20-00 only", None),  # opening hours
    ("password <passwordMinLength", None),  # an open `<` before a name
    # reCAPTCHA v2's published test secret; another of its shape is a key
    ("RECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe", None),
    ("RECAPTCHA_SECRET_KEY=6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWx", "RECAPTCHA_SECRET_KEY=[REDACTED]"),
    # a door's or an alarm's code after the verb that it opens with; a code in two groups; an entrance's keypad in Korean
    ("The loading-dock door opens with 7315*4402# (new since May).", "The loading-dock door opens with [REDACTED] (new since May)."),
    ("The lab alarm disarms with 55081937.", "The lab alarm disarms with [REDACTED]."),
    ("The door opens with a badge.", None),
    ("The alarm code is 4096 7713.", "The alarm code is [REDACTED]."),
    ("The alarm code is 40 96 77 13.", "The alarm code is [REDACTED]."),
    ("The garage opens using 518827.", "The garage opens using [REDACTED]."),
    ("The door code is 4417 24 hours a day.", "The door code is [REDACTED] 24 hours a day."),  # groups of one length only
    ("Use pin 12 13 for PWM on the Pi.", None),  # a header's pins, numbered
    ("The door code is 4821 2024-05-01 rotated", "The door code is [REDACTED] 2024-05-01 rotated"),
    ("공동현관: #639052*", "공동현관: [REDACTED]"),
    ("현관: 2층 왼쪽", None),
    ("현관: 0900부터 개방", None),  # a keypad's code has its # or *
    ("공동현관: 1234 (관리사무소 대표번호 끝자리)", None),
    # a Korean word typed on the Latin layout right after a password's word (eight letters or more, hardly a vowel of English)
    ("라우터 비번: gksrmfdlqslek (영타)", "라우터 비번: [REDACTED] (영타)"),
    ("Align the password checks with the policy.", None),
    ("비번: snapshot (영타)", None),
    ("[10:41] ops: the broker UI login is brk_ops / Qhaskfdlek (don't forward)",  # 봄날이다, its first key shifted
     "[10:41] ops: the broker UI login is brk_ops / [REDACTED] (don't forward)"),
    ("login is brk_ops / Snapshot", None),
    # `netsh wlan show profile name=… key=clear` prints the Wi-Fi key as "Key Content"
    ("    Key Content            : TulipCanal4Birch", "    Key Content            : [REDACTED]"),
    ("    Key Content            : Absent", None),
    # a value the sentence points back to: "Copying it here:", "the right one … is", "Here is the … token." then it alone
    ("The Keygen token is in the vault, row 3. Copying it here: d7172145-1a9f-4030-ac68-c15695b5374f.",
     "The Keygen token is in the vault, row 3. Copying it here: [REDACTED]."),
    ("I had the wrong password for the queue. The right one, per Mina, is quokka5521.",
     "I had the wrong password for the queue. The right one, per Mina, is [REDACTED]."),
    ("Got it from the lead. Here is the Keygen auth token. d7172145-1a9f-4030-ac68-c15695b5374f",
     "Got it from the lead. Here is the Keygen auth token. [REDACTED]"),
    ("Here is the Keygen auth token. It expires on Friday.", None),
    ("The old password was weak. The new one is stronger.", None),
    # Modal's token ID and secret; a kebab-case name with the same prefix is none
    ("modal token set --token-id ak-Cy4Fd7uu99Ogc72uVPnM5t --token-secret as-AiOTO8UAqCAmka2vLuYquy",
     "modal token set --token-id [REDACTED] --token-secret [REDACTED]"),
    ("kubectl -n ak-prod-cluster get pods", None),
    # Solana's keypair file: 64 bytes (32 are a public key's or a hash's)
    ("id.json: [" + ",".join(str(i * 53 % 256) for i in range(64)) + "]", "id.json: [REDACTED]"),
    ("pubkey bytes: [" + ", ".join(str(i * 53 % 256) for i in range(32)) + "]", None),
    ("id.json:\r\n[" + ",\r\n".join(str(i * 53 % 256) for i in range(64)) + ",\r\n]", "id.json:\r\n[REDACTED]"),
    ("8x8 Bayer matrix: [" + ", ".join(str(i * 37 % 64) for i in range(64)) + "]", None),  # no byte above 127
    ("empty board: [" + ",".join(["0"] * 64) + "]", None),
    # a seed phrase in rows under its label
    ("Seed phrase of the fixture wallet (4 words per row):\nhazard mule crisp tunnel\nferry okay lumber wisdom\n"
     "sudden oval prison vapor\nFunded on devnet.", "Seed phrase of the fixture wallet (4 words per row):\n[REDACTED]\nFunded on devnet."),
    # Laravel's session cookie: base64 of its encrypted payload's JSON (`iv`, `value`, `mac`)
    ("From DevTools:\nlaravel_session=" + _LARAVEL_COOKIE, "From DevTools:\nlaravel_session=[REDACTED]"),
])
def test_rules_of_the_eighteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # the test site keys of reCAPTCHA and hCaptcha, published beside their secrets, named a key or in prose
    ("secret key: 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI", None),
    ("The docs use 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI as the example value.", None),
    ("The docs use 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhx as the example value.", "The docs use [REDACTED] as the example value."),
    ("HCAPTCHA_SITE_KEY=10000000-ffff-ffff-ffff-000000000001 and HCAPTCHA_SECRET=0x0000000000000000000000000000000000000000", None),
    ("hCaptcha secret key: 10000000-ffff-ffff-ffff-000000000001", None),
    ("hCaptcha secret key: 10000000-ffff-ffff-ffff-00000000000f", "hCaptcha secret key: [REDACTED]"),
    # an old and a new value with labels but no colons ("old=… new=…", "old … / new …", "기존 …, 신규 …"): a symbol in one
    # of them, or one redacted already; letters and digits alone may name builds
    ("Swapped app creds: old=otter-lamp-crisp-4 new=Hq7#vT2!pLw9. Tell ops.", "Swapped app creds: old=[REDACTED] new=[REDACTED]. Tell ops."),
    ("VPN account: old plum5518-- / new Kd!8rQ2w(Lx. Old one ends Monday.", "VPN account: old [REDACTED] / new [REDACTED]. Old one ends Monday."),
    ("복제 계정 교체함. 기존 NabiSoop^4410, 신규 bada.haneul.72. 기존 건 월요일 만료.", "복제 계정 교체함. 기존 [REDACTED], 신규 [REDACTED]. 기존 건 월요일 만료."),
    ("미러 서버 교체. 기존 NabiSoop^4410, 신규 bada.haneul.72.", "미러 서버 교체. 기존 [REDACTED], 신규 [REDACTED]."),
    ("기존 값은 lemon-gecko-58, 새 값은 Wp3!zRk8Yq.", "기존 값은 [REDACTED], 새 값은 [REDACTED]."),
    ("old ubuntu2004 / new ubuntu2204 runners", None),
    ("old=ubuntu2004 new=ubuntu2204", None),
    ("Old: ubuntu2004  New: ubuntu2204", "Old: [REDACTED]  New: [REDACTED]"),  # with colons, as before
    ("old=0644 new=0600", None),
    ("old=us-east-1 new=eu-west-2", None),
    ("old release-bot-v2 / new release-bot-v3", None),
    ("이전 node16.20.1, 현재 node18.19.0.", None),
    ("기존 main, 신규 develop 브랜치", None),
    ("the old one stops working, new one starts", None),
    # "It was rotated … to X": the value the sentence before spoke of
    ("The shared password was in the runbook. It was rotated on Friday to harbor-quince-velvet.",
     "The shared password was in the runbook. It was rotated on Friday to [REDACTED]."),
    ("The shared password was in the runbook. It was changed to the new format.", None),
    ("The shared password was in the runbook. It was reset to default.", None),
    ("The token expired. It was rotated to prod-db-2 on Monday.", None),
    ("The password manager was slow. It was switched to 1password-cli-2.", None),
    # an object ID's shape right after a password's word is the password: random case and digits after the prefix
    ("SNMP v2c community is nms_Qw7TkPz4Rb, read-only.", "SNMP v2c community is [REDACTED], read-only."),
    ("SNMP v2c 커뮤니티 nms_Qw7TkPz4Rb (읽기 전용)", "SNMP v2c 커뮤니티 [REDACTED] (읽기 전용)"),
    ("The password is app_Xk29aLm3Qz.", "The password is [REDACTED]."),
    ("The password is app_reset_flow1.", None),  # one case: a name
    ("The password hash is in pw_hash_V2abc.", None),  # not right after the word
    ("The password for cus_NffrFeUfNV2Hib is unknown", None),
    # an app's public half (its key, client key, application key) kept where its secret, named after it, is left unset
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\nPUSHER_SECRET ?= <pusher_secret>", None),
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\nPUSHER_SECRET ?= 9c2e7f1a0b3d5c8e6f4a",
     "PUSHER_KEY ?= [REDACTED]\nPUSHER_SECRET ?= [REDACTED]"),  # both set: both secret
    ('Environment="SMS_APP_KEY=Qm4vTzLk8pWr2Ycd"\nEnvironment="SMS_SECRET_KEY=<redacted>"', None),
    ("--set env.SMS_APPKEY=\"Qm4vTzLk8pWr2Ycd\" \\\n  --set env.SMS_SECRET_KEY=''", None),
    ('shop_client_key = "R4_5be0c3a17d9e2f4b6a8c0d1e3f5a7b9c"\nshop_secret_key = "<shop_secret_key>"',
     'shop_client_key = "[REDACTED]"\nshop_secret_key = "<shop_secret_key>"'),  # a client key is Azure's and Kakao's secret
    ("ovh_application_key = Tq3nVb8Lk2Zx9Wcd\novh_application_secret = {{ ovh_secret }}", None),
    ("SMS_API_KEY=Qm4vTzLk8pWr2Ycd\nSMS_SECRET_KEY=<redacted>", "SMS_API_KEY=[REDACTED]\nSMS_SECRET_KEY=<redacted>"),  # an API key is one
    ("OTHER_APP_KEY=Qm4vTzLk8pWr2Ycd\nSMS_SECRET_KEY=<redacted>", "OTHER_APP_KEY=[REDACTED]\nSMS_SECRET_KEY=<redacted>"),  # another pair's
    # its secret redacted already is set: "IMP_KEY was set to …; IMP_SECRET = <key>"
    ("IMP_KEY was set to 7720495813360142; IMP_SECRET = Wn4cQ8zLr2Tv6Yb0Kp3Xm9Hd5Sg1Jf7Ae",
     "IMP_KEY was set to [REDACTED]; IMP_SECRET = [REDACTED]"),
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\n" + "x" * 600 + "\nPUSHER_SECRET ?= <pusher_secret>",
     "PUSHER_KEY ?= [REDACTED]\n" + "x" * 600 + "\nPUSHER_SECRET ?= <pusher_secret>"),  # 600 characters away at most
    # a keypad's code with marks inside or after its digits, given as a number or a code
    ("장비 보관함 얘기가 없었음. 사용자가 번호는 #6630*1478 라고 함.", "장비 보관함 얘기가 없었음. 사용자가 번호는 [REDACTED] 라고 함."),
    ("The loading bay code is 5521*0847#.", "The loading bay code is [REDACTED]."),
    ("이슈 번호 #1234 참고", None),  # a mark before digits only: an issue's number
    ("IMEI는 *#06# 로 확인", None),  # a phone's service code
    ("code 12*34", None),  # fewer than six digits
    # a code or a number in the sentence after a PIN's word
    ("유심 PUK 얘기가 없었음. 사용자가 번호는 53017764 라고 함.", "유심 PUK 얘기가 없었음. 사용자가 번호는 [REDACTED] 라고 함."),
    ("Door code rotated. The code is 88104273.", "Door code rotated. The code is [REDACTED]."),
    ("유심 PUK 얘기가 없었음. 에러 코드는 40100213 임.", None),
    ("유심 PUK 얘기가 없었음. 전화번호는 01012345678 임.", None),
    ("Door code rotated. The exit code is 40100213.", None),
    ("The door is fine. The code is 88104273.", None),  # no PIN's word before
    # ", which is" hands over the value right after a credential's word
    ("the lab door code, which is 6604*1182# per the ticket.", "the lab door code, which is [REDACTED] per the ticket."),
    ("the user gave me the token secret, which is kdu/vLm8+Tz1Rw6Yp0Nc4Kd7Hs2Jf9Ga5Bq8Ze3Wt6Uy1Io4Pl7", "the user gave me the token secret, which is [REDACTED]"),
    ("The token secret is kdu/vLm8+Tz1Rw6Yp0Nc4Kd7Hs2Jf9Ga5Bq8Ze3Wt6Uy1Io4Pl7 (dev).", "The token secret is [REDACTED] (dev)."),  # base64, not a path
    ("the token secret is alias/prod-billing-key (dev).", None),  # a name under a prefix
    # Ghost's Admin API key: 24 hex, a colon, 64 hex
    ("It's 0a1b2c3d4e5f60718293a4b5:" + "9f8e7d6c5b4a3928" * 4 + " -- office IP only", "It's [REDACTED] -- office IP only"),
    ("objectId:0a1b2c3d4e5f60718293a4b5:" + "9f8e7d6c5b4a3928" * 4, None),  # a third part: not the key
    # a vendor's prefix shown cut short is no value
    ("REDIS_PASSWORD=sk-...\nDB_PASSWORD=${DB_PASSWORD}", None),
    ("OPENAI_API_KEY=sk-proj-…", None),
    ("REDIS_PASSWORD=sk-Tq8vLm2Rz4Kw...", "REDIS_PASSWORD=[REDACTED]..."),  # a key cut short is still most of a key
    ("DB_PASSWORD=Tq8!vLm2...", "DB_PASSWORD=[REDACTED]..."),  # a password then dots
    # VS Code's REST Client: a user and a password after Basic or Digest
    ("GET https://admin.example.kr/api/jobs\nAuthorization: Basic admin kestrel#2031", "GET https://admin.example.kr/api/jobs\nAuthorization: Basic admin [REDACTED]"),
    ("Authorization: Digest admin kestrel#2031", "Authorization: Digest admin [REDACTED]"),
    ("Authorization: Basic {{user}} {{password}}", None),
    # a login handed over as two quoted words in a sentence that says to use them
    ("사용자가 `postgres` / `w1nter7!` 쓰라고 함.", "사용자가 `postgres` / `[REDACTED]` 쓰라고 함."),
    ("Use `pytest` and `pytest-xdist-plugin` for this", None),  # words joined by dashes name plugins too
    ("log in as `deploy` / `Tq8!vLm2Rz` first", "log in as `deploy` / `[REDACTED]` first"),
    ("Compare `main` and `release-2024-05`.", None),
    ("use `npm` and `pnpm-workspace`", None),
    ("The columns `user` / `Passw0rd!x` were renamed.", None),  # not said to be used
    # "…에 따르면" points back to the credential the sentence before named
    ("장비 보관함 비번 몰랐음. 총무팀 티켓에 따르면 4418-2093", "장비 보관함 비번 몰랐음. 총무팀 티켓에 따르면 [REDACTED]"),
    ("장비 보관함 비번 몰랐음. 총무팀 티켓에 따르면 다음 주에 바뀜.", None),
    ("API 키 문제. 문서에 따르면 v2.3.1 부터 지원.", None),
    # from the review: numbers of other kinds, paths and versions in a rotation, tools in backticks, Digest's fields
    ("The SIM PIN prompt appeared. The USSD code is *123*4567#.", None),
    ("To check balance dial the code *101*1234#. PIN not needed.", None),
    ("내선 번호는 #5794*8821 로 연결.", None),
    ("주문 번호는 2024*0012# 입니다.", None),
    ("The PIN reset. Ticket number is 44218891.", None),
    ("PIN retries exceeded. The return code is 80070005.", None),
    ("PIN 초기화. 휴대폰 번호는 01012345678", None),
    ("PIN 초기화. 접수 번호는 88213377", None),
    ("old=/usr/lib/jvm/java-11 new=/usr/lib/jvm/java-17", None),
    ("old=$HOME/bin new=$HOME/.local/bin", None),
    ("old 1.2.3-beta.1 / new 1.2.3-rc.1", None),
    ("기존 5.15.0-91-generic / 신규 6.5.0-14-generic", None),
    ("use `ruff` and `black==24.1.0`", None),
    ("Use `ctrl` and `shift+F12`", None),
    ("use `yarn` and `yarn-berry-4`", None),
    ("`pnpm` / `pnpm@9.1.0` 쓰라고 하심", None),
    ('Authorization: Digest username="Mufasa", realm="testrealm@host.com"', None),
    ("The password manager entry. It was changed to Vault-KV2.", None),
    # ... and secrets the first forms let through: a key that is no app's public half, a secret set by a `$` or braces,
    # base64 of a password with letters beyond ASCII, a password's start shown cut short
    ("JWT_KEY=Rv7mW2pQ9xL4tZ8kN3bC6hF1sD5aG0yE\nJWT_SECRET=", "JWT_KEY=[REDACTED]\nJWT_SECRET="),
    ("APP_KEY=base64:Rv7mW2pQ9xL4tZ8kN3bC6hF1sD5aG0yERv7mW2pQ9xL=\nAPP_SECRET=", "APP_KEY=[REDACTED]\nAPP_SECRET="),
    ("PUSHER_KEY=4be1c07a93d2f6e80a5b\nPUSHER_SECRET=$7a9c3e1f5b8d2a4c6e0fb1d3", "PUSHER_KEY=[REDACTED]\nPUSHER_SECRET=$7a9c3e1f5b8d2a4c6e0fb1d3"),
    ("The user's password (base64) is w7FhbmTDui1QaWVkcmEtNDQh", "The user's password (base64) is [REDACTED]"),
    ("password: Xk9mQ2-... truncated", "password: [REDACTED]... truncated"),
    # from the second review: a pair's secret set after all, numbers of other kinds, tools, digests and remotes
    ("PUSHER_KEY=4be1c07a93d2f6e80a5b\nPUSHER_SECRET=7hQ2mxXxXv8zR3wLp5nB", "PUSHER_KEY=[REDACTED]\n[REDACTED]"),  # `xXxX` inside a key
    ("PUSHER_KEY=4be1c07a93d2f6e80a5b\nPUSHER_SECRET=%Kq7fW2mQ9zR3vLw8nB%", "PUSHER_KEY=[REDACTED]\nPUSHER_SECRET=%Kq7fW2mQ9zR3vLw8nB%"),
    ('PUSHER_KEY=4be1c07a93d2f6e80a5b\nPUSHER_SECRET=""\nPUSHER_APP_SECRET=7hQ2mKv8zR3wLp5nBt6Y',
     'PUSHER_KEY=[REDACTED]\nPUSHER_SECRET=""\nPUSHER_APP_SECRET=[REDACTED]'),  # an empty one beside a set one frees nothing
    ("AZURE_CLIENT_KEY=Xk8Q~a9Zr2mPq7vLw3nB5tY1uC4dE6fG8hJ0kM\nAZURE_CLIENT_SECRET=${AZURE_CLIENT_SECRET}",
     "AZURE_CLIENT_KEY=[REDACTED]\nAZURE_CLIENT_SECRET=${AZURE_CLIENT_SECRET}"),
    ("DB_PASSWORD=Zq-... (rest in vault)", "DB_PASSWORD=[REDACTED]... (rest in vault)"),  # not a vendor's prefix: a password's start
    ("PIN entry disabled. The number is 555-0199 for support", None),
    ("The short code is 1588*1234 for the help desk.", None),
    ("Printer job code is 402281# from the queue", None),
    ("Use `origin` and `upstream/main~2` remotes.", None),
    ("`yarn` / `pnpm@9.1.0!` 쓰라고", None),
    ("old=nginx@sha256:" + "a1" * 32 + " new=nginx@sha256:" + "b2" * 32, None),
    ("old=git@gitlab.com:team/app1 new=git@github.com:team/app2", None),
    ("기존 값 Release#12, 신규 값 Release#13", None),
    ("Authorization: Basic @user @pass", None),
    # from the mutation run: a keypad code's six to twelve digits; a pair's secret among the next eight secret words, the
    # others passed over, a secret of another name (`PUSHER_WEBHOOK_SECRET`) no secret of the pair
    ("사용자가 번호는 12*3456 라고 함.", "사용자가 번호는 [REDACTED] 라고 함."),
    ("사용자가 번호는 12*345 라고 함.", None),
    ("사용자가 번호는 123456*789012 라고 함.", "사용자가 번호는 [REDACTED] 라고 함."),
    ("사용자가 번호는 1234567*890123 라고 함.", None),
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\nOTHER_SECRET ?= <other>\nPUSHER_SECRET ?= <pusher_secret>", None),
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\n" + "".join(f"S{n}_SECRET ?= <s>\n" for n in range(8)) + "PUSHER_SECRET ?= <pusher_secret>",
     "PUSHER_KEY ?= [REDACTED]\n" + "".join(f"S{n}_SECRET ?= <s>\n" for n in range(8)) + "PUSHER_SECRET ?= <pusher_secret>"),
    ("PUSHER_KEY ?= 4be1c07a93d2f6e80a5b\nPUSHER_WEBHOOK_SECRET ?= <hook>", "PUSHER_KEY ?= [REDACTED]\nPUSHER_WEBHOOK_SECRET ?= <hook>"),
    # "changeit-in-vault" says where the value goes; Java's default keystore password alone is still one
    ("SMTP_PASSWORD=<your-smtp-password>\nDB_PASSWORD=changeit-in-vault", None),
    ("DB_PASSWORD=changeit", "DB_PASSWORD=[REDACTED]"),
    ("DB_PASSWORD=changeit-2024!x", "DB_PASSWORD=[REDACTED]"),
    # a value whose own clause says it is public by design, a secret named beside it on the line; "is public now" is a leak
    ("사이트 키 6Lq2-TmjHfQXxL75jUiT6oKw2kerYfgGOorjqXyz는 공개이고 시크릿 키만 서버에 있다는 걸 몰랐음.", None),
    ("site key 6Lq2-TmjHfQXxL75jUiT6oKw2kerYfgGOorjqXyz is meant to be public; the secret key stays on the server", None),
    ("API 키 9f8e7d6c5b4a39281f0e1d2c3b4a5968가 공개됐다. 교체할 것", "API 키 [REDACTED]가 공개됐다. 교체할 것"),
    ("API key 9f8e7d6c5b4a39281f0e1d2c3b4a5968 is public now, rotate it", "API key [REDACTED] is public now, rotate it"),
    ("The key 9f8e7d6c5b4a39281f0e1d2c3b4a5968 is public on GitHub since Monday", "The key [REDACTED] is public on GitHub since Monday"),
])
def test_rules_of_the_nineteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


_MAIL_BODY = base64.b64encode("배포 공지 메일 본문입니다. 내일 오전 점검 예정, 서비스 영향 없음.".encode()).decode()


def test_a_list_of_codes_under_recovery_information_is_recovery_codes():
    codes = "\n".join(f"- {code}" for code in ("a1f03e9b7c2d4e58", "0c9d8e7f6a5b4c3d", "7e6f5a4b3c2d1e0f", "3b2a1c0d9e8f7a6b"))
    note = _note("GitLab 계정은 복구 정보 말고는 방법이 없었음:\n" + codes)
    assert sanitize_fields(note) == _note("GitLab 계정은 복구 정보 말고는 방법이 없었음:\n" + "\n".join(["- [REDACTED]"] * 4))
    assert sanitize_fields(_note("GitLab 계정 메모:\n" + codes)) == _note("GitLab 계정 메모:\n" + codes)  # no word of recovery


def test_base64_of_korean_text_is_data_even_cut_into_lines():
    # a MIME body's lines end inside a character: each line still reads as text
    lines = [_MAIL_BODY[at:at + 40] for at in range(0, len(_MAIL_BODY), 40)]
    note = _note("메일 원문:\nContent-Transfer-Encoding: base64\n\n" + "\n".join(lines), "이 값은 자격 증명이 아니라 본문임.")
    assert sanitize_fields(note) == note
    key = base64.b64encode(bytes(range(200, 230))).decode()  # bytes that are no UTF-8: a key
    assert sanitize("The API key rotation left value=" + key) == "The API key rotation left value=[REDACTED]"


_NOTICE = "배포 공지 메일 본문입니다 내일 오전 점검 예정".encode()


@pytest.mark.parametrize("text, head, tail", [(_NOTICE, 0, 0), (_NOTICE, 1, 0), (_NOTICE, 2, 0), (_NOTICE, 0, 1), (_NOTICE, 0, 2),
                                              (_NOTICE, 1, 2), ("가을 ".encode() + _NOTICE, 2, 0)])  # 가 ends in 0x80
def test_base64_of_korean_text_cut_inside_a_character_at_either_end_is_data(text, head, tail):
    # up to two bytes of a character cut at the start (its continuation bytes) and at the end (its first bytes)
    encoded = base64.b64encode(text[head:len(text) - tail]).decode()
    assert sanitize(f"The API key rotation left value={encoded}") == f"The API key rotation left value={encoded}"
    shortest = base64.b64encode(_NOTICE[:18]).decode()  # 24 characters: long enough to tell
    assert sanitize(f"The API key rotation left value={shortest}") == f"The API key rotation left value={shortest}"


@pytest.mark.parametrize("data", [
    _NOTICE[:12] + b"\xff" + _NOTICE[12:],  # a byte no UTF-8 holds
    _NOTICE + bytes(range(0x80, 0x84)),  # four stray bytes at the end: more than one character cut
    bytes(range(0x80, 0x84)) + _NOTICE,  # ... or at the start
    "배포공지메일본문입니다내일오전점검예정".encode(),  # no blank: one word, as a password is
    _NOTICE[:15],  # 20 base64 characters: too short to tell
])
def test_base64_that_is_no_utf8_text_of_words_is_a_key(data):
    encoded = base64.b64encode(data).decode()
    assert sanitize(f"The API key rotation left value={encoded}") == "The API key rotation left value=[REDACTED]"


def test_base64_of_fields_whose_values_hold_a_colon_is_data():
    encoded = base64.b64encode(b"order_id=88120|state=SHIPPED|at=2025-02-03T08:15:00").decode()
    assert sanitize(f"consumer log: value={encoded} (the API key rotation did not touch it)") == \
        f"consumer log: value={encoded} (the API key rotation did not touch it)"
    pair = base64.b64encode(b"svc-ship:Tq8!vLm2Rz").decode()  # a Basic pair is still a credential
    assert sanitize(f"The API key rotation left value={pair}") == "The API key rotation left value=[REDACTED]"


_SEED_LINE = "gravity oyster pencil lunar thrive acid fringe mango orbit velvet crouch switch"


@pytest.mark.parametrize("text, redacted", [
    ("The deployer wallet comes from:\n" + _SEED_LINE, True),  # one word of a sentence's (`switch` is a BIP-39 word)
    ("The deployer wallet comes from:\nthen run the deploy script with the flag set for every chain", False),
    ("Wallet balance test was flaky.\ngit log:\nfix flaky balance test via mocked price feed client during nightly runs", False),
])
def test_a_seed_phrase_after_its_word_may_hold_one_word_of_a_sentence(text, redacted):
    assert (sanitize(text) != text) == redacted


def test_a_value_taken_with_its_quotes_is_redacted_where_the_note_repeats_it_without():
    note = {"missing_context": "x", "lesson": "openssl pkcs12 -export -out b.p12 -passout pass:'Cobalt ferry lantern'",
            "ask_next_time": "Is `Cobalt ferry lantern` still the one?"}
    assert sanitize_fields(note)["ask_next_time"] == "Is `[REDACTED]` still the one?"


_ASKED = "[09:12] me: the staging Kibana wants a login, what is the shared password?\n"


@pytest.mark.parametrize("chat, answered", [
    (_ASKED + "[09:14] Oskarine: hold on\n[09:15] Oskarine: pebble+orchid+lantern+mosaic", True),  # a line of theirs between
    (_ASKED + "[09:15] Oskarine: Zt6#qLw2vNp8", True),
    (_ASKED + "[09:14] Oskarine: hold on\n[09:15] Oskarine: pebble orchid lantern mosaic", True),  # a passphrase of words
    (_ASKED + "[09:14] Oskarine: hold on\n[09:15] Mina: pebble+orchid+lantern+mosaic", False),  # a third person
    (_ASKED + "[09:15] Oskarine: let me check with ops", False),  # words, not a value
    (_ASKED + "[09:14] Oskarine: hold on\n[09:15] Oskarine: sure will send soon", False),  # small words of an answer
    ("[09:12] me: is the staging Kibana up again?\n[09:15] Oskarine: Zt6#qLw2vNp8", False),  # no password asked for
    ("[09:12] me: is there a shared login?\n[09:14] Oskarine: yeah, ops\n[09:15] Oskarine: Zt6#qLw2vNp8", True),
    ("[09:12] me: what's the password env var?\n[09:15] Oskarine: KibanaPassword2", False),  # something of the password's
    ("[09:12] me: what's the password length limit?\n[09:15] Oskarine: sixty four chars", False),
    ("[09:12] me: how do I log in to the cluster?\n[09:15] Oskarine: gcloud auth login", False),  # how, not what
    ("[09:12] me: what's the ticket for the password?\n[09:15] Oskarine: OPS-48213", False),  # a ticket, a branch, a date
    ("[09:12] me: what is the shared password?\n[09:15] Oskarine: fix/login-redirect-2", False),
    ("[09:12] me: what is the shared password?\n[09:15] Oskarine: gravelyonder", False),  # a word, not a password's shape
])
def test_a_chat_answer_to_a_question_for_a_password_is_redacted(chat, answered):
    value = chat.rsplit(": ", 1)[1]
    assert sanitize(chat) == (chat[:-len(value)] + REDACTED if answered else chat)


@pytest.mark.parametrize("question, answer, answered", [
    ("which user do I log in as?", "ubuntu2204", False),  # a word of its own between "which" and the verb
    ("which commit should we pin?", "4f1c0a9e7b2d6c3a8e5f1b0d9c7a2e4f1b0d9c7a", False),  # "pin", the verb; a commit asked for
    ("what's the new login page build?", "build-20240501.3", False),  # a word after the credential's: something of its
    ("what's the password hash algorithm?", "bcrypt2b12", False),
    ("which Meilisearch key do we use on staging?", "Vq8sLmT2xKw9PzR4nJ6yHc3bFd7gA1eU", True),  # the key is what is asked for
    ("we have two admin passwords, which one do I use?", "Tundra_Pecan_418", True),
    ("what's the admin password again?", "ubuntu2204", True),
    ("what is the wifi password at the office?", "Quayside7731x", True),
    ("what's the token for the commit bot?", "4f1c0a9e7b2d6c3a8e5f1b0d9c7a2e4f1b0d9c7a", True),  # a commit named, a token asked for
    ("what's the password Jun set yesterday?", "Quayside7731x", True),  # words after the password's that name nothing of its
    ("what's the password though?", "Quayside7731x", True),
    ("what's the password and where is it stored?", "Quayside7731x", True),
    ("which account do I use and the password?", "Quayside7731x", True),  # another thing and the password
])
def test_a_chat_reply_is_an_answer_to_a_question_for_the_credential_itself(question, answer, answered):
    chat = f"[09:12] me: {question}\n[09:15] Oskarine: {answer}"
    assert sanitize(chat) == (chat[:-len(answer)] + REDACTED if answered else chat)


@pytest.mark.parametrize("chat, answered", [
    ("Context from the thread:\nwhich user do I log in as?\nOskarine: ubuntu2204", False),  # the question's line from its start
    ("[09:12] me: what's the admin password?   \n[09:15] Oskarine: Quayside7731x", True),  # blanks after its mark
    ("[09:12] me: staging password?\n[09:15] Oskarine: Quayside7731x", True),  # a question by its mark alone
    ("[09:12] me: what's the staging password?\n[09:15] Oskarine: superadmin, Quayside7731x", True),  # the user first
    ("[09:12] me: which commit should we pin?\n[09:15] token: 4f1c0a9e7b2d6c3a8e5f1b0d9c7a2e4f1b0d9c7a", True),  # a token's label
])
def test_the_edges_of_a_chat_reply_and_its_question(chat, answered):
    value = chat.rsplit(" ", 1)[1]
    assert sanitize(chat) == (chat[:-len(value)] + REDACTED if answered else chat)


@pytest.mark.parametrize("word, redacted", [
    ("gksrmfdl", True),  # 한글이: eight letters, no vowel of English
    ("gksrmfd", False),  # seven are too few to tell from a word
    ("qlalfqjsgh", True),  # 비밀번호: two English vowels in ten letters, the most allowed
    ("snapshot", False),  # an English word that reads as syllables too, a quarter of its letters vowels
])
def test_a_korean_word_typed_on_the_latin_layout_at_its_edges(word, redacted):
    text = f"공유기 비번: {word} (영타)"
    assert sanitize(text) == (f"공유기 비번: {REDACTED} (영타)" if redacted else text)


def test_an_llm_apis_object_ids_are_no_values_of_the_secrets_the_note_asks_about():
    ids = "msg_01jlr4XKB0bM6g8NN4or3l0z / toolu_01amZyw4DBqZAfa5fXJId5Dk / chatcmpl-5RSQzM0hBVUrvGxWf18ESwjYH2tHe / file-2KacEt6D2GYlt9yqdRCWkx"
    note = {"missing_context": "Had to check whether the ID values in the config are secrets.", "lesson": ids + "\nSend them with a support case.",
            "ask_next_time": ""}
    assert sanitize_fields(note) == note


def test_oauth_state_and_nonce_in_a_callback_error_are_no_keys_of_a_note_about_logins():
    note = {"missing_context": "SSO 콜백 에러: state 불일치 (expected Qm7vT2xLp9RkWc4NdZa8bE, got Hs3kP8wQz1VnYt6JcLr0uA); nonce Xp4rT9mK",
            "lesson": "로그인 탭 두 개가 state 쿠키를 덮어씀.", "ask_next_time": ""}
    assert sanitize_fields(note) == note
    note["missing_context"] = "The Terraform state bucket's key: Qm7vT2xLp9RkWc4NdZa8bEx9"  # a credential's word between
    assert sanitize_fields(note)["missing_context"] == "The Terraform state bucket's key: [REDACTED]"
    for text in ("Synced state with the server using Qm7vT2xLp9RkWc4NdZa8bEx9",  # a key further on: no state's value
                 "openssl enc -d -aes-256-gcm -iv $NONCE -K " + "95d76d97a7565152a81c59e6fec40b6d" * 2 + " -in backup.enc"):
        note["missing_context"] = text
        assert REDACTED in sanitize_fields(note)["missing_context"]


@pytest.mark.parametrize("text, expected", [
    ("Identifiers, not credentials: `GOOGLE_CLIENT_ID=318265093417-k2r8mvq0c7xw4n1pz9ts5hyb6jd3lf0e.apps.googleusercontent.com`", None),
    ("credentials: `DB_PASSWORD=Tundra*Pecan418`", "credentials: `DB_PASSWORD=[REDACTED]`"),  # its own name's rule takes it
])
def test_a_setting_quoted_whole_after_a_credential_word_is_judged_by_its_own_name(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


def test_storekits_app_account_token_is_the_apps_own_uuid_for_its_user():
    text = "구독 복원 실패: appAccountToken 9c4e2a71-5b3d-4f8e-a6c0-1d7b9e3f5a24"
    assert sanitize(text) == text
    assert sanitize("accessToken 9c4e2a71-5b3d-4f8e-a6c0-1d7b9e3f5a24") == f"accessToken {REDACTED}"


def test_a_korean_word_typed_on_the_latin_layout_with_digits_after_the_field_that_says_it_follows():
    note = {"missing_context": "The notif job failed with invalid_client after the rotation.",
            "lesson": "Updating MSSQL_SA_PASSWORD fixed it. New value in the next field.",
            "ask_next_time": "gksrmfdlqslek2031, <- still current, or rotated again?"}
    assert sanitize_fields(note)["ask_next_time"] == "[REDACTED], <- still current, or rotated again?"


def _keypair(small: int, big: list[int]) -> str:
    values = list(range(small)) + big
    return "[" + ",".join(str(v) for v in values + [0] * (64 - len(values))) + "]"


@pytest.mark.parametrize("array, redacted", [
    (_keypair(20, list(range(128, 140))), True),  # 32 different values, 12 of them above 127: the least a key shows
    (_keypair(20, list(range(128, 139)) + [127]), False),  # 11 above 127 (127 is not)
    (_keypair(19, list(range(128, 140))), False),  # 31 different values
])
def test_a_keypairs_bytes_at_the_edges_of_looking_random(array, redacted):
    assert (sanitize(f"id.json: {array}") == f"id.json: {REDACTED}") is redacted


def test_bypass_codes_named_in_korean_lose_the_codes_the_note_lists():
    note = {"missing_context": "공용 계정 2FA 폰이 초기화돼서 Duo bypass 코드가 필요했음.",
            "lesson": "604417392  2217730958  39015526  77102843\n↑ 한 번 쓴 건 지워야 함.", "ask_next_time": ""}
    assert sanitize_fields(note)["lesson"] == "[REDACTED]  [REDACTED]  [REDACTED]  [REDACTED]\n↑ 한 번 쓴 건 지워야 함."
    note = {"missing_context": "bypass 코드 제거 커밋: 4e8f1c2d 9a7b3c1e 77d0e4fa", "lesson": "backup 코드 실행 시간: 1200 1350 1410 ms"}
    assert sanitize_fields(note) == note  # without a 2FA word, 코드 is source code


def test_a_password_in_the_field_that_says_the_next_holds_it_after_a_field_that_names_it():
    note = {"missing_context": "The release box needs the partner's FTPS password.",
            "lesson": "Mira sent it over chat; the next field has it.", "ask_next_time": "Gloptrun4471\nStill valid?"}
    assert sanitize_fields(note)["ask_next_time"] == "[REDACTED]\nStill valid?"
    note["missing_context"] = "The release box needs the partner's FTPS host name."  # no credential named: a name is no password
    assert sanitize_fields(note) == note
    note = {"missing_context": "The API key for staging was rotated.", "lesson": "The service name is in the next field.",
            "ask_next_time": "Payments2Api"}  # the next field holds something else the field names
    assert sanitize_fields(note) == note


@pytest.mark.parametrize("label", ["Microsoft 계정 복구 키", "the account's recovery key"])
def test_a_note_about_a_recovery_key_loses_its_codes_of_five_by_five(label):
    note = {"missing_context": "`QX7RT-M2KVD-9HZPW-4NC8F-LJ3TB`", "lesson": f"({label}, copied from last year's thread)"}
    assert sanitize_fields(note)["missing_context"] == "`[REDACTED]`"


def test_a_backup_tools_key_makes_no_note_about_recovery_codes():
    note = {"missing_context": "Rotated the restic backup key on the NAS.",
            "lesson": "Snapshots kept after prune:\n5d3b8e1a\nc72f09b4\n8a1e6d3f\n2f9c4b70"}
    assert sanitize_fields(note) == note


@pytest.mark.parametrize("text, expected", [
    ("Test phone: LPA:1$smdp.example-carrier.net$K7QW-2MZP-88RT-XN4D", "Test phone: LPA:1$smdp.example-carrier.net$[REDACTED]"),
    ("The code reads LPA:1$<SM-DP+ address>$<matching ID>", None),  # the format, not a code
])
def test_an_esim_activation_code_loses_its_matching_id(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("previous, following", [
    # each kind of word a label across two fields can hold, alone in its line
    ("Google Workspace admin backup codes, kept here for now", " / ".join(["4829 1175", "6630 2918", "7304 5561", "1947 8026"])),
    ("Bitwarden emergency recovery code", "4f9c2a7e-81d3-b6a0-77c1-0e5d9b3a2f68"),
    ("헤드리스라 QR 대신 '설정 키'를 직접 입력함", "kq4t nrw7 zb2m xj5p"),  # a one-time code's seed
    ("Jenkins service account ci-bot /", "Tq8!vmZ2#rLp"),  # a login's name, then its password
    ("Baidu Cloud SK", "9c1e7b44fa0d23e86b5d1a7c0e9f3b28"),  # a key pair's half
    # a value taken from the label's end on: the next field loses all of its part, not its first word only
    ("Treasury wallet seed phrase", "canvas oyster velvet pilot amber wrist hollow quiver ember salad ribbon tunnel"),
    # a line that ends open labels with no credential word: a command's flag, a header, SQL, a login pair
    ("jarsigner -storepass", "Wq4#tLm9vRz2"),
    ("Set-Cookie:", "sid=Wq4tLm9vRz2Pk7Nb; Path=/"),
    ("CREATE ROLE reporting IDENTIFIED BY", "'Wq4#tLm9vRz2'"),
    ("Connect to the warehouse as postgres /", "Wq4#tLm9vRz2"),
])
def test_each_kind_of_label_ending_a_field_covers_the_value_starting_the_next(previous, following):
    out = sanitize_fields({"missing_context": previous, "lesson": following})
    assert out["missing_context"] == previous and "Wq4" not in out["lesson"] and "4829" not in out["lesson"]
    assert not any(word in out["lesson"] for word in ("canvas", "tunnel", "kq4t", "4f9c2a7e", "9c1e7b44", "Tq8!"))


@pytest.mark.parametrize("previous, following, expected", [
    # a token's parts: the word ending one field (blank lines after it aside) and a word of the next field's first line
    ("first part: glpat-Qm7RtZx\n\n\n\n", "Vb2KcW9NpL4sd is the rest", ("first part: [REDACTED]\n\n\n\n", "[REDACTED] is the rest")),
    ("first part: glpat-Qm7RtZx", "see below\nVb2KcW9NpL4sd\nthanks", None),  # a later line: no part
    # a word that is a token alone (a loader's public key, kept in its field) is no token's first part ...
    ("Loader: https://maps.googleapis.com/maps/api/js?key=" + _MAPS_LOADER_KEY, "Loads fine in every browser.", None),
    # ... nor is a word of the next field that is a token alone the rest of one
    ("The loader key is not sensitive",
     f'<script src="https://maps.googleapis.com/maps/api/js?key={_MAPS_LOADER_KEY}&callback=initMap"></script>', None),
])
def test_a_token_wrapped_across_fields_is_joined_only_from_its_parts(previous, following, expected):
    out = sanitize_fields({"missing_context": previous, "lesson": following})
    assert (out["missing_context"], out["lesson"]) == ((previous, following) if expected is None else expected)


@pytest.mark.parametrize("value, repeated", [
    ("Rk8!v2", True), ("Rk8!v", False),  # six characters or more: shorter is too likely a word of its own
    ("qwertyuiopas", True), ("qwertyuiopa", False),  # small letters alone: twelve or more
])
def test_a_redacted_value_is_redacted_where_the_note_repeats_it_from_six_characters(value, repeated):
    out = sanitize_fields({"missing_context": "DB_PASSWORD=" + value, "lesson": f"Is {value} still set on the replica?"})
    assert out["lesson"] == f"Is {REDACTED if repeated else value} still set on the replica?"


@pytest.mark.parametrize("words, rest_redacted", [(3, True), (8, True), (9, False)])
def test_a_passphrase_whose_first_word_alone_was_taken_loses_its_rest_from_three_to_eight_words(words, rest_redacted):
    phrase = " ".join(["amber", "fox", "river", "tide", "moss", "pine", "oak", "elm", "ash"][:words])
    rest = phrase[phrase.index(" "):]
    out = sanitize_fields({"missing_context": f'MSSQL_SA_PASSWORD="{phrase}"', "lesson": f"MSSQL_SA_PASSWORD={REDACTED}{rest} was in the log."})
    assert out["lesson"] == f"MSSQL_SA_PASSWORD={REDACTED}{'' if rest_redacted else rest} was in the log."


@pytest.mark.parametrize("listing, kept", [
    # a command's listing under a column headed for IDs (`gcloud iam service-accounts keys list`)
    ("KEY_ID                                    CREATED_AT            EXPIRES_AT\n"
     "5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z  9999-12-31T23:59:59Z", True),
    ("NAME    ID\nprod    5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", True),
    ("NAME    SECRET\nprod    5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", False),  # a secret's column
    ("KEY_ID                                    CREATED_AT\n"  # rows below rows: the heading further up still names them
     "0d2f4b6a8c1e3f5a7b9c0d2e4f6a8b1c3d5e7f9a  2024-02-01T00:00:00Z\n"
     "5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", True),
    ("KEY_ID  CREATED_AT\n\n5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", False),  # a blank line ends the listing
    ("KEY_ID  NAME\nk1      ci\n5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", False),  # a line that is no row of the table
    ("KEY_ID                                    CREATED_AT\n0d2f4b6a8c1e3f5a7b9c0d2e4f6a8b1c3d5e7f9a  2024-02-01T00:00:00Z\n"
     "$ openssl rand -hex 20\n5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", False),  # a command ends it
    ("ROLE_ID   SECRET_ID\nci        5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", False),  # Vault's secret ID is a credential
    # the heading must stand at the value's place as a cell of its own
    ("AKEY_ID                                   CREATED_AT\n 5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06", False),
    ("KEY_ID\n0d2f4b6a8c1e3f5a7b9c0d2e4f6a8b1c3d5e7f9a  2024-02-01T00:00:00Z\n"  # a heading further up is a table's
     "5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", False),
    ("NAME    KEY_ID\nprod    5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", True),
    ("NAME    KEY_ID\nprod   :5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", False),  # glued to what stands before: no cell
    ("NAME    KEY_ID\nci      0d2f4b6a8c1e3f5a7b9c0d2e4f6a8b1c3d5e7f9a\nprod    5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b", True),  # the last cell
    # a heading at most 50 rows up
    ("KEY_ID                                    CREATED_AT\n" + "".join(f"{n:040x}  2024-02-01T00:00:00Z\n" for n in range(49))
     + "5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", True),
    ("KEY_ID                                    CREATED_AT\n" + "".join(f"{n:040x}  2024-02-01T00:00:00Z\n" for n in range(50))
     + "5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b  2025-05-06T02:11:09Z", False),
])
def test_a_hex_value_under_a_column_headed_for_ids_is_kept(listing, kept):
    out = sanitize_fields({"missing_context": listing + "\nNobody said whether the secret of this account is in the listing.",
                           "lesson": "Key IDs are identifiers, not credentials."})["missing_context"]
    assert ("5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b" in out) is kept
    # the same listing ending its field: its last row has no line break after it
    last = sanitize_fields({"missing_context": "Nobody said whether the secret of this account is in the listing:\n" + listing,
                            "lesson": "Key IDs are identifiers, not credentials."})["missing_context"]
    assert ("5be1c09d7f3a4e2b8c6d0f1a2e3b4c5d6e7f8a9b" in last) is kept


@pytest.mark.parametrize("text, expected", [
    # the credential word's "code", "number" or "value" before what it is
    ("SIM PUK 코드: 58120934 (현재 기준).", "SIM PUK 코드: [REDACTED] (현재 기준)."),
    ("The server room door-lock code is 58120934* as of today", "The server room door-lock code is [REDACTED] as of today"),
    ("PIN number: 4417", "PIN number: [REDACTED]"),
    ("the key code is 20241127 in the table", None),  # a key's word before digits alone
])
def test_a_credential_word_then_its_code_or_number(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("first, expected", [
    # a quoted value opening the field that says it is the value: "`…` is the value that goes with it"
    ("`달빛호수2031=` is the value that goes with it.", "`[REDACTED]` is the value that goes with it."),
    ("`Tq4!harbor2031` was the password they gave.", "`[REDACTED]` was the password they gave."),
    ("`deploy-notes.md` is the one that explains it.", None),  # a file's name
])
def test_a_quoted_value_said_to_be_the_value_after_a_field_about_a_password(first, expected):
    fields = {"missing_context": "Needed the Nexus password for the smoke tests. Username is `deployer`; Yuki gave me the rest.",
              "lesson": first}
    assert sanitize_fields(fields)["lesson"] == (first if expected is None else expected)


def test_a_basic_credential_spelled_out_decoded_is_redacted_too():
    encoded = base64.b64encode(b"admin:Copper.Yeti.Harbor").decode()
    out = sanitize_fields({"missing_context": f'proxy_set_header Authorization "Basic {encoded}";',
                           "lesson": "(= admin:Copper.Yeti.Harbor base64-encoded) Nothing else changed."})
    assert out == {"missing_context": f'proxy_set_header Authorization "Basic {REDACTED}";',
                   "lesson": f"(= {REDACTED} base64-encoded) Nothing else changed."}


# Config, code and header shapes that name the secret in their own syntax.
SYNTAX_CASES = [
    pytest.param("Authorization: SSWS {}", "00" + TOK + "Ab3", id="okta-ssws"),  # Okta API token
    pytest.param("Authorization: KakaoAK {}", HEX_KEY := chars(_rng, HEX, 32), id="kakao-ak"),  # Kakao REST key
    pytest.param("~/.pgpass: db.internal:5432:app:app_user:{}", "Pg!Pass#42", id="pgpass"),  # host:port:db:user:pw
    pytest.param("define('DB_PASSWORD', '{}');", "Wp#Pass;2024", id="php-define"),  # PHP constant
    pytest.param("Driver={{ODBC Driver 18}};Server=db;Uid=sa;Pwd={{{}}};", "p;a}}ss!9", id="odbc-braced"),  # Pwd={...}
    pytest.param("Cookie: session={}; theme=dark", TOK, id="cookie"),  # session cookie
    pytest.param("Set-Cookie: sid={}; Path=/; HttpOnly", "s%3A" + TOK, id="set-cookie"),  # Set-Cookie
    pytest.param("Client('AC{}', '{}')".format(chars(_rng, HEX, 32), "{}"), HEX_KEY, id="twilio-client"),  # SID, token
    pytest.param('new NetworkCredential("svc", "{}")', "Net!Cred42", id="network-credential"),  # .NET
    pytest.param('DriverManager.getConnection(url, "app", "{}")', "Jdbc#Pass1", id="jdbc-get-connection"),  # Java
    pytest.param("$pdo = new PDO($dsn, 'app', '{}');", "Pd0!Pass", id="php-pdo"),  # PHP PDO
    pytest.param("ConvertTo-SecureString '{}' -AsPlainText -Force", "Ps!Secure42", id="powershell-securestring"),
    pytest.param("<password>{}</password>", "Xml!Pass99", id="xml-element"),  # XML
    pytest.param('<add key="DbPassword" value="{}" />', "Cfg!Pass99", id="dotnet-appsettings"),  # .NET config
    pytest.param('os.environ.setdefault("API_KEY", "{}")', TOK, id="named-argument"),  # name, then value
    pytest.param("WIFI:T:WPA;S:office;P:{};;", "Wifi\\;Pass42", id="wifi-qr"),  # Wi-Fi QR code
    pytest.param('sql.Open("mysql", "app:{}@tcp(db:3306)/app")', "Go!Pass42", id="go-mysql-dsn"),  # Go DSN
    pytest.param("psk=\"{}\"", "Wpa!Supplicant9", id="wpa-supplicant-psk"),  # wpa_supplicant
]


@pytest.mark.parametrize(("template", "secret"), SYNTAX_CASES)
def test_secret_in_its_syntax_is_replaced_and_nothing_else(template, secret):
    note = template.format(secret)
    assert sanitize(note) == note.replace(secret, REDACTED)


def _vendor(prefix, alphabet, n, suffix=""):
    return lambda r: prefix + chars(r, alphabet, n) + suffix


# Vendors with a fixed public token shape (prefix, alphabet, length).
VENDOR_TOKENS = {
    "perplexity": _vendor("pplx-", ALNUM, 48),
    "groq": _vendor("gsk_", ALNUM, 52),
    "xai": _vendor("xai-", ALNUM, 80),
    "replicate": _vendor("r8_", ALNUM, 37),
    "supabase": _vendor("sbp_", HEX, 40),
    "vercel": _vendor("vcp_", ALNUM, 56),
    "netlify": _vendor("nfp_", ALNUM, 36),
    "fly_io": _vendor("fo1_", ALNUM, 43),
    "notion": _vendor("ntn_", ALNUM, 46),
    "notion_legacy": _vendor("secret_", ALNUM, 43),
    "airtable": lambda r: "pat" + chars(r, ALNUM, 14) + "." + chars(r, HEX, 64),
    "figma": _vendor("figd_", ALNUM + "_-", 40),
    "asana": lambda r: "2/" + chars(r, "0123456789", 16) + "/" + chars(r, "0123456789", 16) + ":" + chars(r, HEX, 32),
    "dropbox": _vendor("sl.", ALNUM + "_-", 138),
    "shopify_custom_app": _vendor("shpca_", HEX, 32),
    "tailscale": lambda r: "tskey-auth-" + chars(r, ALNUM, 12) + "-" + chars(r, ALNUM, 33),
    "pulumi": _vendor("pul-", HEX, 40),
    "terraform_cloud": lambda r: chars(r, ALNUM, 14) + ".atlasv1." + chars(r, ALNUM + "_-", 67),
    "mapbox_secret": lambda r: "sk.eyJ" + chars(r, ALNUM, 60) + "." + chars(r, ALNUM + "_-", 22),
    "segment": _vendor("sgp_", ALNUM, 64),
    "plaid": lambda r: "access-sandbox-" + "-".join(chars(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "toss_payments": _vendor("live_sk_", ALNUM, 32),
    "toss_payments_widget": _vendor("test_gsk_", ALNUM, 32),
    "onepassword": _vendor("ops_eyJ", ALNUM + "_-", 600),
    "bedrock_long_term": _vendor("ABSKQmVkcm9ja0FQSUtleS", ALNUM + "+/", 110),
    "alibaba": _vendor("LTAI", ALNUM, 20),
    "docker_hub": _vendor("dckr_pat_", ALNUM + "_-", 27),
    "pinecone": _vendor("pcsk_", ALNUM + "_", 60),
    "langsmith": lambda r: "lsv2_pt_" + chars(r, HEX, 32) + "_" + chars(r, HEX, 10),
    "sonarqube": _vendor("sqp_", HEX, 40),
    "azure_devops": lambda r: chars(r, ALNUM, 76) + "AZDO" + chars(r, ALNUM, 4),
    "meta": _vendor("EAAG", ALNUM, 180),
    "cloudflare_origin_ca": lambda r: "v1.0-" + chars(r, HEX, 24) + "-" + chars(r, HEX, 146),
}


@pytest.mark.parametrize("vendor", sorted(VENDOR_TOKENS))
def test_vendor_token_is_replaced_wherever_it_sits(vendor):
    rng = random.Random(vendor)
    for position in ("key {s} revoked", "TOKEN={s}", "'{s}'", "{s}는 만료", "ci-{s}"):
        token = VENDOR_TOKENS[vendor](rng)
        note = position.format(s=token)
        assert sanitize(note) == note.replace(token, REDACTED), position


# Long tokens are matched to the end of their run: no tail survives.
LONG_TOKENS = [
    pytest.param("AWS_SESSION_TOKEN={}", "IQoJb3JpZ2luX2Vj" + chars(_rng, ALNUM + "/+", 900), id="aws-session-env"),
    pytest.param('"SessionToken": "{}"', "FwoGZXIvYXdz" + chars(_rng, ALNUM + "/+", 700), id="aws-session-json"),
    pytest.param("Authorization: Bearer {}", chars(_rng, ALNUM + "._-", 1500), id="long-bearer"),
    pytest.param("api_key = {}", chars(_rng, ALNUM, 600), id="long-assignment"),
    pytest.param("token {}", "ghp_" + chars(_rng, ALNUM, 400), id="long-github-run"),
    pytest.param("{}", "xoxb-" + chars(_rng, ALNUM + "-", 500), id="long-slack-run"),
]


@pytest.mark.parametrize(("template", "secret"), LONG_TOKENS)
def test_long_token_leaves_no_tail(template, secret):
    out = sanitize(template.format(secret))
    assert not any(secret[i:i + 8] in out for i in range(len(secret) - 7))


# Tokens glued into a URL path or after a word.
def test_token_glued_in_a_url_path_or_after_a_word():
    bot = chars(_rng, "0123456789", 10) + ":AA" + chars(_rng, ALNUM + "_-", 33)
    url = f"https://api.telegram.org/bot{bot}/sendMessage"
    assert sanitize(url) == url.replace(bot, REDACTED)
    ghp = "ghp_" + chars(_rng, ALNUM, 36)
    assert sanitize(f"push as ci-{ghp}") == f"push as ci-{REDACTED}"


# --- new false positives to avoid --------------------------------------------------------------

CLEAN_CASES_2 = [
    "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",  # compose's required-variable message
    "DB_PASSWORD=${DB_PASSWORD:?DB_PASSWORD must be set}",  # ... in an env file
    "In redis-cli, -p sets the port and -a the password.",  # flags explained in prose
    "mysql -p prompts for the password; -P sets the port.",  # ... for mysql
    "Use sk_live_XXXXXXXXXXXXXXXXXXXXXXXX in docs only",  # masked Stripe key
    "token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",  # masked GitHub token
    "token: ghp_xxxx\u2026",  # truncated mask
    "API_KEY=<your-token>",  # placeholder
    "api_key: YOUR_API_KEY",  # placeholder constant
    "password: ${DB_PASSWORD}",  # reference
    "PGPASSWORD=$PGPASSWORD psql -h db",  # reference
    "the API key is AKIAIOSFODNN7EXAMPLE in the AWS docs",  # AWS's documented example key
    "The password policy changed. It is 12 characters minimum now.",  # follow-up without a value
    "log in with SSO and then open settings",  # a method, not a password
    "Log in with OAuth2 via Okta.",  # a protocol with a digit
    "암호 알고리즘은 AES-256-GCM 이다",  # 암호 as cipher
    "pin: 3.11",  # a version pin
    "recovery codes were regenerated on 2024-03-01 by IT",  # a date, one code-like token
    "the seed phrase is written on paper and kept in the office safe and never typed anywhere",  # prose
    "TOTP seed is stored in the vault under mfa/alice",  # where, not what
    "git checkout -b feature/login-fix",  # -b that is not a cookie
    "go install golang.org/x/tools/gopls@latest",  # path@version, not Oracle user/pass@db
    "Cookie: theme=dark; lang=ko",  # cookies that are not credentials
    "htpasswd -c .htpasswd alice",  # no -b: htpasswd prompts
    "rabbitmqctl add_user takes a user name and a password",  # prose after the subcommand
    "openssl pkcs12 -export -passout env:P12_PASS -out c.p12",  # password from a variable
    "openssl enc -pass file:/run/secrets/k -in a",  # password from a file
    "vault login -method=oidc",  # no token
    "net use Z: \\\\fs01\\share /user:corp\\bob",  # net use without a password
    "define('DB_PASSWORD', getenv('DB_PASSWORD'));",  # read from the environment
    "client = Client(account_sid, auth_token)",  # variables
    "time 12:30:45:123:456 in the log",  # colon-separated numbers, not a .pgpass line
    "AUTH is required by the server",  # the redis AUTH command explained
]


@pytest.mark.parametrize("note", CLEAN_CASES_2)
def test_ordinary_note_with_credential_words_is_left_byte_identical(note):
    assert sanitize(note) == note
    assert not find_credentials(note)


# --- fields, topics and scanning ------------------------------------------------------------------

FIELD_ORDER = ("missing_context", "lesson", "ask_next_time")


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (  # a label that ends missing_context covers the first token of lesson
            ("Deploy needs the vault password:", "hunter2-Xy!9 (rotate monthly)", ""),
            ("Deploy needs the vault password:", "[REDACTED] (rotate monthly)", ""),
        ),
        (  # ... and lesson's label covers ask_next_time, skipping nothing else
            ("m", "Ask for the new 비밀번호는", "Qa7!weLL입니다?"),
            ("m", "Ask for the new 비밀번호는", "[REDACTED]입니다?"),
        ),
        (  # an empty lesson passes the label on to ask_next_time
            ("The staging DB password is", "", "Sm0ke&Mirr0rs, still valid?"),
            ("The staging DB password is", "", "[REDACTED], still valid?"),
        ),
        (  # a line that holds its value (`property: password`) labels nothing
            ("remoteRef:\n  property: password", "refreshInterval 기본 1h 라서 키 바꾸고 바로 반영 안 됨.", ""),
            ("remoteRef:\n  property: password", "refreshInterval 기본 1h 라서 키 바꾸고 바로 반영 안 됨.", ""),
        ),
        (  # no label at the end: the next field is untouched
            ("The password is rotated monthly.", "Summer2024 was the old scheme's example year.", ""),
            ("The password is rotated monthly.", "Summer2024 was the old scheme's example year.", ""),
        ),
    ],
)
def test_label_at_the_end_of_a_field_covers_the_start_of_the_next(fields, expected):
    out = sanitize_fields(dict(zip(FIELD_ORDER, fields)))
    assert tuple(out.values()) == expected
    assert sanitize_fields(out) == out  # idempotent


@pytest.mark.parametrize(
    "ask",
    [
        "Still connect with postgres://admin:Pg!Adm1n@db:5432/app?",  # URL credentials
        "Is password=Qz7!mPa55 still valid?",  # assignment
        "mysql -uroot -p'Qz7!mPa55' next time?",  # glued flag
    ],
)
def test_ask_next_time_gets_the_full_sanitizer(ask):
    out = sanitize_fields({"missing_context": "m", "lesson": "l", "ask_next_time": ask})["ask_next_time"]
    assert REDACTED in out and "Qz7!mPa55" not in out and "Pg!Adm1n" not in out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("payment", False),  # a topic
        ("db password=Qz7!mPa55", True),  # a password, not only tokens
        ("ghp_" + chars(_rng, ALNUM, 36), True),  # a token
        ("password policy", False),  # words about passwords
        (REDACTED, False),  # already redacted
    ],
)
def test_find_credentials(text, expected):
    assert find_credentials(text) is expected


def test_new_rules_are_idempotent():
    notes = [c.values[0].format(c.values[1]) for c in SHELL_CASES + PROSE_CASES + OTP_CASES + SYNTAX_CASES]
    for note in notes + CLEAN_CASES_2:
        once = sanitize(note)
        assert sanitize(once) == once, note


ADVERSARIAL_2 = {
    "a method's name in camel case, never called": lambda n: "password=x.a" + _repeat("A", n - 1000),
    "a version requirement that goes on": lambda n: "password=a>=1" + _repeat(".1", n - 1000) + "?",
    "percent-and-semicolons": lambda n: _repeat("password=a;b&c%d,", n),
    "glued dashes before prefixes": lambda n: _repeat("ci-ghp_", n),
    "long token run": lambda n: "ghp_" + _repeat("Ab1", n - 1000),
    "long bare value": lambda n: "password=" + _repeat("a&b;c", n - 1000),
    "unterminated quotes": lambda n: _repeat("password='x ", n),
    "command words": lambda n: _repeat("htpasswd -b ", n),
    "command with quotes": lambda n: "sqlcmd " + _repeat("-P 'a ", n),
    "pgpass-like": lambda n: _repeat("a:1:b:c:", n),
    "pgpass-long-field": lambda n: "h:1:" + _repeat("a", n - 1000),
    "recovery labels": lambda n: _repeat("recovery codes 1234-5678 ", n),
    "totp labels": lambda n: _repeat("TOTP seed ABCD ", n),
    "seed phrase": lambda n: "mnemonic " + _repeat("abcd ", n),
    "cookie pairs": lambda n: "Cookie: " + _repeat("a=b; ", n),
    "call arguments": lambda n: "NetworkCredential(" + _repeat("'a', ", n),
    "prose followup": lambda n: _repeat("password. it's ", n),
    "oracle": lambda n: _repeat("sqlplus a/", n),
    "url credentials": lambda n: "postgres://u:" + _repeat("a@", n - 1000),
    "xml elements": lambda n: _repeat("<password>a", n),
    "odbc braces": lambda n: "Pwd={" + _repeat("}}", n - 1000),
    "wifi qr": lambda n: "WIFI:" + _repeat("S:a;", n),
    "fields label": lambda n: _repeat("the password is ", n),
    "markdown rows": lambda n: "| password |\n|---|\n" + _repeat("| a |\n", n),
    "markdown header only": lambda n: _repeat("|password|\n", n),
    "password changes": lambda n: _repeat("password from a to ", n),
    "name then quote": lambda n: _repeat("password '", n),
    "setter calls": lambda n: _repeat("setPassword(\"a", n),
    "a long sentence then a credential word": lambda n: _repeat("a", n) + " password",
    "credential words without values": lambda n: _repeat("key token secret 비번 ", n),
    "sentence ends near credential words": lambda n: _repeat("password. ! ? ", n),
    "password line with trailing blanks": lambda n: "password=a" + _repeat(" ", n - 1000) + "b\nx",
    "user slash pairs": lambda n: _repeat("user / ", n),
    "sdk calls": lambda n: _repeat("Client(", n) + _repeat("'a', ", n // 2),
    "hangul after a value": lambda n: "password=a" + _repeat("가나다", n - 1000),
    "short flags": lambda n: _repeat("-p -P -w ", n),
    "environment names with a key's word": lambda n: _repeat("KEYKEY_TOKEN", n),
    "header named in parentheses": lambda n: _repeat("(name,password) ", n) + "\n" + _repeat("a,b\n", n // 2),
    "bars without a frame": lambda n: _repeat("a|password|", n // 2) + "\n" + _repeat("a|b|c\n", n // 2),
    "base64 lines without their END": lambda n: _repeat("QUJDREVGR0hJSktMTU5PUA==\n", n) + "-----END",
    "private key words": lambda n: _repeat("private key accounts: [", n),
    "groups of four after an app password": lambda n: "app password " + _repeat("Ab1C ", n - 1000),
    "recovery codes of letters": lambda n: "backup codes " + _repeat("ABCD-EFGH ", n - 1000),
    "authorization with brackets": lambda n: "Authorization: Bearer " + _repeat("a[b(", n - 1000),
    "token changes": lambda n: _repeat("token old a -> new ", n),
    "old and new labels on one line": lambda n: "password " + _repeat("old: #a!B new: ", n - 1000),
    "list items": lambda n: _repeat("- a: [REDACTED]\n", n // 2) + _repeat("x: " + "a" * 50 + " b\n", n // 2),
    "a list value that runs on": lambda n: "x: " + _repeat("a", n - 1000) + " b",
    "connection string passwords": lambda n: _repeat(";Password=a b", n),
    "listed flags": lambda n: _repeat('"--password", "', n),
    "hangul between values": lambda n: "password " + _repeat("a가-", n - 1000),
    "basic credentials decoded": lambda n: _repeat("basic decodes to a:", n),
    "door codes": lambda n: "도어락은 " + _repeat("1-", n - 1000),
    "framed rows of bars": lambda n: "| a | password |\n" + _repeat("|-", n - 1000) + "x\n",
    "signatures": lambda n: _repeat("sig=%2F", n),
    "otp groups": lambda n: "OTP 시크릿\n" + _repeat("abcd ", n - 1000),
    "code lines": lambda n: _repeat("ab1cd-ef2gh\n", n // 2) + _repeat("ab1cd-ef2gh-\n", n // 2),
    "signing calls": lambda n: _repeat('hmac.new("', n),
    "otp words before a key": lambda n: "OTP" + _repeat(" 수동", n - 1000) + " 키: abcd",
    "brackets after a password name": lambda n: "password=" + _repeat("<a", n - 1000),
    "keypad marks": lambda n: "비번 " + _repeat("1*", n - 1000),
    "rotation labels": lambda n: _repeat("Old: a\nNew: abc-def-ghi\n", n),
    "rotation without colons": lambda n: _repeat("old a1! / new ", n),
    "app keys beside unset secrets": lambda n: _repeat("A_APP_KEY=Qm4vTzLk8pWr2Ycd A_SECRET=<x> ", n),
    "quoted logins": lambda n: "use " + _repeat("`a` / `", n - 1000),
    "key and secret pairs on one line": lambda n: _repeat('FOO_APP_KEY="Zk3m9QpL2vX8rT4wY7nB1cF6hJ0sD5aG" FOO_APP_SECRET="" ', n),
    "rest client users": lambda n: "Authorization: Basic " + _repeat("a ", n - 1000),
    "keypad codes": lambda n: "번호는 " + _repeat("12*", n - 1000),
    "printed variables": lambda n: _repeat("echo $API_KEY\n", n),
    "versions in a URL path": lambda n: "https://a.io/" + _repeat("v1/", n - 1000),
    "go DSN without tcp": lambda n: " a:" + _repeat("@", n - 1000),
    "abbreviations": lambda n: "password " + _repeat("i.e. e.g. ", n - 1000),
    "abbreviations glued": lambda n: "password " + _repeat("e.g.i.e.", n - 1000) + " x",
    "base64 of settings": lambda n: "secret " + _repeat("bG9nX2xldmVsPWRlYnVn ", n - 1000),
    "key pairs": lambda n: _repeat("A1B2C3D4E5F6G7H8J9K0 / ", n),
    "dot leaders": lambda n: "password" + _repeat(".", n - 1000) + "x",
    "chpasswd lists": lambda n: "chpasswd:\n  list: |\n" + _repeat("    u:p\n", n - 1000),
    "consul words": lambda n: "consul acl " + _repeat("set-agent-token ", n - 1000),
    "counted digits": lambda n: "도어락 " + _repeat("1년 ", n - 1000),
    "quoted words never closed": lambda n: "passphrase is '" + _repeat("ab cd ", n - 1000),
    "quotes after password words": lambda n: _repeat("password it's 'ab cd ef' ", n),
    "short key names with blanks": lambda n: _repeat("ak sk ", n // 2) + "sk " + _repeat("Ab1", n // 2),
    "pair halves before redactions": lambda n: _repeat("Ab1Cd2Ef3Gh4 [REDACTED]:", n),
    "a long run before a redaction": lambda n: _repeat("Ab1", n - 1000) + ":[REDACTED]",
    "rests after a dash": lambda n: _repeat("[REDACTED]-Ab1C", n),
    "chat replies after a user name": lambda n: "what's the login?\n> a: " + _repeat("b, ", n - 1000),
    "lowercase names with long parts": lambda n: "password " + _repeat("ab-", n // 2) + _repeat("a1", n // 2),
    "acl users without a password": lambda n: _repeat("ACL SETUSER a on ", n),
    "expect without send": lambda n: _repeat('expect "password:"; ', n),
    "an expect answer never closed": lambda n: 'expect "password:"; send "' + _repeat("\\r", n - 1000),
    "secret set without a body": lambda n: _repeat("secret set a ", n),
    "wrapped lines": lambda n: "[REDACTED]" + _repeat("\n  Ab1Cd2", n - 1000),
    "wrapped lines of redactions": lambda n: _repeat("[REDACTED]\\\n", n),
    "paths of base64 letters": lambda n: "password " + _repeat("/Ab1", n - 1000),
    "plist keys": lambda n: _repeat("<key>token</key>\n", n),
    "named arguments in a list": lambda n: '"password", ' + _repeat('"a", ', n - 1000),
    # a backslash read both as an escape and as itself was exponential: 24 of them took 13 s
    "escapes in a quote never closed": lambda n: 'password: "' + _repeat("\\r", n - 1000),
    "escaped quotes in a quote never closed": lambda n: "token='" + _repeat("\\'", n - 1000),
    "ios secrets without a value": lambda n: _repeat("secret 0 ", n),
    "url paths without a key segment": lambda n: "https://h" + _repeat("/seg", n - 1000),
    "url paths of key segments": lambda n: "https://h" + _repeat("/key", n - 1000),
    "call arguments of lone quotes": lambda n: "login(" + _repeat("'a\", \"", n - 1000),
    "old and new without values": lambda n: _repeat("old= new= ", n),
    "string resources without a close": lambda n: _repeat('<string name="api_token">a', n),
    "pydantic errors without an input": lambda n: _repeat("api_token\n  Value error, ", n),
    "wordpress defines never closed": lambda n: "define('AUTH_KEY', '" + _repeat("\\'", n - 1000),
    "signed session ids without a signature": lambda n: _repeat("s%3A" + "a" * 30, n // 30),
    "stats auth without a colon": lambda n: _repeat("stats auth admin ", n),
    "decoded secrets without a line": lambda n: _repeat("{.data.password} | base64 -d ", n),
    "typed declarations without a value": lambda n: _repeat("API_KEY: &str ", n),
    "curl lines continued without a flag": lambda n: "curl " + _repeat("\\\n ", n - 1000),
    # a JWT whose claims repeat `"role":"anon"` and never close: the claims are read once, not backtracked
    "anon claims never closed": lambda n: "key eyJhbGciOiJIUzI1NiJ9." + base64.urlsafe_b64encode(
        ('{"a":1,' + _repeat('"role":"anon",', n * 3 // 4 - 10)).encode()).decode().rstrip("=") + ".Uj0yC9xljM8JAmoVuqP5lZz0",
    "configuration sections never closed": lambda n: 'Configuration["' + _repeat("a:", n - 1000),
    "private keys with escapes never closed": lambda n: '"private_key": "' + _repeat("\\n", n - 1000),
    "jwk members without a value": lambda n: _repeat('"d": "', n),
    "device keys without a value": lambda n: _repeat("radius-server host h key\n", n),
    "decoded without a pair": lambda n: _repeat("decoded it is ", n),
    "fallbacks of unwrap never closed": lambda n: _repeat(".unwrap_or_else(|_| ", n),
    "private key bodies": lambda n: "MIIEpAIBAAKCAQEA" + _repeat("Ab1+", n - 1000),
    "read prompts": lambda n: _repeat("read -s -p 'a b: ' ", n),
    "a long quoted value after -p": lambda n: "-p '" + _repeat("Xk9# ", n - 1000) + "' x",
    "har headers never closed": lambda n: '"name": "cookie", "value": "' + _repeat("\\\"", n - 1000),
    "emphasis never closed": lambda n: "password *" + _repeat("ab ", n - 1000),
    "schemes before schemes": lambda n: "Authorization: " + _repeat("Ab-Cd ", n - 1000),
    "file names of password words": lambda n: _repeat("DB_PASSWORD_FILE=/run/x ", n),
    "pin sets": lambda n: _repeat('<pin-set><pin digest="SHA-256">', n),
    # a name made of credential words that never ends: each word was tried as the name's one, to the end
    "printed names of credential words": lambda n: "echo $" + _repeat("pass", n - 10),
    "printenv names of credential words": lambda n: "printenv " + _repeat("token", n - 10),
    "printed files of credential words": lambda n: "cat " + _repeat("secret", n - 10),
    "decoded fields of credential words": lambda n: "{.data." + _repeat("key", n - 10),
    "a cookie without an equals sign": lambda n: "--cookie " + _repeat("sid", n - 10),
    "an oracle command before a run of blanks": lambda n: "conn" + _repeat(" ", n - 10),
    "a zendesk token's address without its at sign": lambda n: "/token:" + _repeat("_", n - 10),
    "a decoded pair before a run of blanks": lambda n: "decoded" + _repeat(" ", n - 10),
    "escaped quotes before a password's name": lambda n: "password " + _repeat('\\"', n - 10),
    # sentence punctuation trimmed from a bare value one character at a time, counting brackets each time
    "a bare value of closing brackets": lambda n: "password " + _repeat(")", n - 10),
    # the rules of the November 26 round
    "recovery key groups that never reach seven": lambda n: _repeat("AB12-CD34-EF56-GH78-IJ90-KL12 ", n),
    "backup code lines that end in a letter": lambda n: _repeat("1234 5678\n", n - 20) + "1234 5678x",
    "login before a run without its flag": lambda n: "docker login " + _repeat("-u a ", n),
    "handed-over labels without a colon": lambda n: "password " + _repeat("sent ", n),
    "secret set commands naming ids": lambda n: _repeat("secret set A_ID ", n),
    "printed words that never end": lambda n: "cat .vault_pass\n" + _repeat("abc ", n - 20),
    "dollar names with mixed case": lambda n: "password=$" + _repeat("aB1", n - 20) + "-x",
    "secret variables with particles": lambda n: _repeat("A_KEY는 Ab1Cd2Ef3Gh4Ij5Kl6 ", n),
    # the rules of the sixth November 26 session
    "a password of base64 and slashes without a 16-run": lambda n: "password=/" + _repeat("Ab1/", n - 20),
    "namespaced password elements never closed": lambda n: _repeat('<a:Password T="x">', n),
    "numbered backup code lines that end in a letter": lambda n: _repeat("1. 1234 5678\n", n - 20) + "1234 5678x",
    "teams webhook paths cut short": lambda n: _repeat("/IncomingWebhook/0123456789abcdef0123456789abcdef/", n),
    "panel codes without a value": lambda n: _repeat("door/alarm panel code ", n),
    "query parameters after a key": lambda n: "key=" + _repeat("ab&c=", n),
    "rclone obscure without an end": lambda n: "rclone " + _repeat("obscure ", n),
    "api keys stated on one long public line": lambda n: "search-only " + _repeat("API key Ab1Cd2Ef3Gh4Ij5Kl6Mn7 and ", n),
    # the rules of the seventh November 26 session
    "echo pairs never piped": lambda n: _repeat("echo -n 'a:Ab1Cd2Ef3' ", n),
    "smtp password prompts without an answer": lambda n: _repeat("334 UGFzc3dvcmQ6\n", n),
    "terraform sensitive outputs without a value": lambda n: _repeat('"sensitive": true, "type": "string", ', n),
    "rotations to nothing": lambda n: _repeat("[REDACTED] to ", n),
    "public names before keys": lambda n: "token " + _repeat("NEXT_PUBLIC_A_KEY=Ab1Cd2Ef3Gh4Ij5Kl6Mn7 ", n),
    "wrapped rests inside a table border": lambda n: "[REDACTED]" + _repeat("\n │ Ab1Cd2Ef3Gh4", n),
    "github recovery codes before blanks": lambda n: "3f2a1-9c0de" + " " * (n - 20) + "x",
    "github recovery codes that never reach four": lambda n: _repeat("3f2a1-9c0de 77b41-0a9f2 c3d5e-1f208 x ", n),
    "public vendor words in one long name": lambda n: _repeat("KAKAO_", n - 40) + "_KEY=Zk4mQ8xT2pLw7RvN3cYh9sBd",
    "consent in one long value": lambda n: "the token is " + _repeat("Consent9", n - 20),
    "change words before a rotation": lambda n: _repeat("changed from ", n - 20) + "[REDACTED] x",
    # found by a code review on November 26 (eighth session): each start scanned to the end of the line
    "wi-fi qr fields that never reach a password": lambda n: _repeat("WIFI:S:", n - 20) + "\nWIFI:P:x;",
    "otpauth parameters that never reach a secret": lambda n: _repeat("otpauth://a?", n - 20) + " secret=x",
    "otpauth labels that never reach a query": lambda n: _repeat("otpauth://", n - 30) + "?secret=ABCDEFGHJK",
    "calls that never close": lambda n: "token " + _repeat("a(", n - 10),
    # the rules of the eighth November 26 session
    "secrets set to nothing": lambda n: _repeat("set A_PASSWORD to ", n),
    "recovery codes behind fences": lambda n: "recovery codes" + _repeat("\n```", n - 20),
    "accounts before slashes far from a login": lambda n: "login " + _repeat("`a` / ", n - 10),
    # found by a second review of that session's change
    "a secret's name of many words": lambda n: "password=" + _repeat("secret_", n - 10) + "!",
    "a variable of many key words": lambda n: "set " + _repeat("KEY_", n - 10) + "x",
    # the rules of the ninth November 26 session
    "values used as nothing": lambda n: _repeat("use " + "a" * 210 + " ", n),
    "values used as a long name": lambda n: _repeat("use aaaaaaaa as the " + "b " * 10, n),
    "labels in brackets that never close": lambda n: "door code " + _repeat("(a", n - 20),
    "settings named for passwords": lambda n: _repeat("a_password=ab cd ", n),
    "a passphrase that never ends": lambda n: "db_password=" + _repeat("ab ", n - 20),
    "hangul values before exclamations": lambda n: "password " + _repeat("가1!", n),
    "backup codes on one line that never end": lambda n: _repeat("1234 5678  ", n - 10) + "1234-",
    "doors and their colons": lambda n: _repeat("door: 1", n),
    "quotes after a key's word": lambda n: _repeat("key `", n),
    # found by a review of the ninth session's change: what stands between a word and its many values
    "blanks between a password word and its values": lambda n: "password" + " " * 2000 + _repeat("x1y2z3w4 ", n - 2010),
    "long words after a label's preposition": lambda n: "token after " + "a" * 3000 + " b c d " + _repeat("x1y2z3w4 ", n - 3020),
    "long words after 'for'": lambda n: "password for " + "a" * 3000 + " b c d " + _repeat("x1y2z3w4 ", n - 3020),
    # found by a review of the whole filter in the ninth session (older than it): 1.6 KB of the first took 72 s
    "blanks after a credential word's sentence": lambda n: "password." + " " * (n - 20) + "x",
    "abbreviations before a credential word": lambda n: _repeat("e.g. ", n - 20) + "\npassword",
    "hmac without a call": lambda n: _repeat("hmac", n),
    "old labels without a new one": lambda n: _repeat("old:", n),
    "oracle flags that never end": lambda n: _repeat("-sqlldr\t", n - 1) + "\n",
    "stars before a colon": lambda n: "*" * (n - 1) + ":",
    "jwt headers glued in a run": lambda n: _repeat("_eyJ", n - 1) + "\n",
    "command names inside a quote left open": lambda n: _repeat('"zip\\', n),
    "fallbacks after or": lambda n: _repeat("or'", n - 10) + " token",
    "fallbacks of a secret's name": lambda n: _repeat("password = or 'Ab1cd2ef3' ", n),
    "auth.txt on one long line": lambda n: _repeat("auth.txt", n - 1) + "\n",
    # the rules of the tenth November 26 session
    "key ids beside redacted secrets": lambda n: _repeat("k_secret=[REDACTED] k_key=ab12cd34ef ", n),
    "names of many key words before an id": lambda n: _repeat("a.key.", n - 20) + "key=ab12cd34",
    "json names and values that never pair": lambda n: _repeat('{"name": "DB_PASSWORD", "val', n),
    "here-strings without a value": lambda n: "sudo -S " + _repeat("<<<", n - 10),
    "secret-store reads on one line": lambda n: _repeat("pass show a ", n - 10) + "\nXk9mP2qLw1",
    "logins after quoted words in Korean": lambda n: _repeat("'ab1!cd'로 ", n - 10) + "로그인",
    # found by a review of the tenth session's change: a flag's `=` read every way, escaped header lines
    "flags of many = before --value": lambda n: _repeat("--name password" + (" -a" + "=" * 78) * 4 + " x ", n - 10) + " --value x",
    "escaped header lines after BEGIN": lambda n: _repeat("-----BEGIN PRIVATE KEY-----" + "a:\\n" * 100, n),
    "json members between a secret's name and no value": lambda n: _repeat('{"name": "DB_PASSWORD", "a": "b", "c": "d", ', n),
    "addresses and passwords on one line": lambda n: _repeat("a@b.cc: Ab1!cd2@ ", n),
    "lines of addresses and passwords": lambda n: _repeat("- a@b.cc: Ab1!cd2@\n", n),
}

# A note that speaks of a credential: each field is searched for generated keys.
ADVERSARIAL_NOTES = {
    # a redacted value of thousands of words: its repeats were once built from each of its blanks on
    "a quoted password of thousands of words": lambda n: "password: '" + _repeat("walnut ", n - 20) + "'",
    "generated keys": lambda n: "token " + _repeat("Ab1Cd2Ef3Gh4Ij5Kl6Mn7 ", n),
    "hex keys far from digest words": lambda n: "token " + _repeat("0123456789abcdef0123456789abcdef ", n),
    "keys inside armour": lambda n: "token -----BEGIN CERTIFICATE-----\n" + _repeat("Ab1Cd2Ef3Gh4Ij5Kl6Mn7\n", n - 1000),
    "armour begun again and again": lambda n: "token " + _repeat("-----BEGIN A-----\nAb1Cd2Ef3Gh4Ij5Kl6Mn7\n", n),
    "names before keys": lambda n: "token " + _repeat('"n":"Ab1Cd2Ef3Gh4Ij5Kl6Mn7",', n),
    "keys stored under an id's name": lambda n: "token gh secret set A_ID --body " + _repeat("Ab1Cd2Ef3Gh4Ij5Kl6Mn7 ", n),
    "secret set commands on one line": lambda n: "token " + _repeat("secret set A_ID --body Ab1Cd2Ef3Gh4Ij5Kl6Mn7 ", n),
    "table cells before keys": lambda n: "token " + _repeat("| A_ID | `Ab1Cd2Ef3Gh4Ij5Kl6Mn7` |", n),
    "base64 runs": lambda n: "token " + _repeat("bGl2ZV9za19tZ0JaWktibnBldW91eHdDb2ZKQTo= ", n),
    "strong words": lambda n: "password " + _repeat("Ab1!cd2@Ef3# ", n),
    "strong words that never end": lambda n: "password " + _repeat("Ab1!", n - 10),
    "lone words after a credential": lambda n: "password " + _repeat("a/ b ", n),
    "brackets in a note about a password": lambda n: "password " + _repeat("(", n - 10),
    "bracketed letters in a note about a password": lambda n: "password " + _repeat("(a", n - 10),
    "base32 runs in a note about a 2fa seed": lambda n: "2fa seed " + _repeat("ABCDEFGH23", n),
    "base32 words in a note about a 2fa seed": lambda n: "2fa seed " + _repeat("ABCDEFGH2345 ", n),
    "numbered names in groups of four in a note about OTP": lambda n: "OTP codes: " + _repeat("web2 ", n),
    "base32 runs after colons in a note about OTP": lambda n: "OTP " + _repeat("Value: ABCDEFGH23456723 ", n),
    "lone first lines": lambda n: "password\n" + _repeat("Ab1!cd2@Ef3#", n),
    "random case keys": lambda n: "token " + _repeat("KLtEtqi5lTdmcxvJ ", n),
    "five by five codes in a note about recovery codes": lambda n: "recovery codes " + _repeat("ABCD1-", n),
    "base64 of an address with many colons": lambda n: "token " + base64.b64encode(("https://a:" + "b:" * (n // 3)).encode()).decode()[:n],
    # each password is redacted wherever else the note repeats it: thousands of them were one
    # alternation, tried value by value at every position of every field
    "thousands of distinct passwords": lambda n: "password " + " ".join(f"Ab{i}!cd{i * 7919 % 100_000}" for i in range(n // 14))[:n],
    "passwords sharing a long prefix": lambda n: "password " + " ".join(f"Aaaaaaaaaaaa!{i}" for i in range(n // 18))[:n],
    "base32 groups in a note about a 2fa seed": lambda n: "2fa seed " + _repeat("AB2C ", n - 10),
    "one-part codes in a note about recovery codes": lambda n: "recovery codes\n" + _repeat("1. ab12cd34\n", n - 20),
    "hex runs of no digest's length near a commit": lambda n: "token commit " + _repeat("0123456789abcdef0123456789abcdef01 ", n),
    # the eleventh session's rules: values before `값을` and "is the", cookie-file columns, Django's alphabet, EZConnect hosts
    "values before a Korean object particle": lambda n: "비밀번호 " + _repeat("Qm3vT8rLx2Kp값을 ", n),
    "sentences opening with a value": lambda n: _repeat("Qm3vT8rLx2Kp is the. ", n),
    "tab-separated columns without a cookie's": lambda n: "# Netscape HTTP Cookie File\n.a\tTRUE\t/\tTRUE\t0\t" + _repeat("a\t", n),
    "a key's name before runs of Django's alphabet": lambda n: "key: " + _repeat("a!b@c#d$1(2)3", n),
    "an Oracle login before a long host": lambda n: "app/pw@" + _repeat("host.", n),
    "percent escapes after a password word": lambda n: "password " + _repeat("%4", n),
    # found by a review of the session's change: a cookie file's value column of blanks, Hangul before Latin
    # capitals near a password's word, a screen lock's subcommands repeated
    "blanks in a cookie file's value column": lambda n: ".shop.test\tTRUE\t/\tTRUE\t0\tpref\tv" + " " * (n - 40) + "x",
    "Latin capitals after Hangul near a password word": lambda n: "비밀번호는 가가" + "B" * (n - 20) + "12 입니다",
    "a screen lock's subcommands repeated": lambda n: "adb shell locksettings " + _repeat("set-pin ", n - 30),
    # the twelfth session's: chat handovers before long lines, Firebase configs' keys without their domain
    "a chat handover before one long word": lambda n: "> Kim: here you go\n> Kim: " + "a" * (n - 30),
    "chat handovers before words and blanks": lambda n: _repeat("Kim: here you go\nKim: " + "x" * 60 + " y\n", n),
    "Firebase keys in an object never closed": lambda n: "{" + _repeat('apiKey: "AIza' + "b" * 35 + '", ', n),
    "netrc logins over lines without a password": lambda n: "machine h\n" + _repeat("  login x\n", n),
    "a Markdown header of names joined by slashes": lambda n: "| " + _repeat("a / ", n - 40) + " |\n|---|\n| x |",
    # the thirteenth session's: a long quoted value of words (its repeats were built from each blank on), token parts,
    # loader URLs, XML halves, chat lines with their time
    "second parts after a first part found": lambda n: "First part: [REDACTED]\n" + _repeat("Second part: 41f07a9c3e5d11-7\n", n - 30),
    "Maps loader URLs with many parameters": lambda n: _repeat("https://maps.googleapis.com/maps/api/js?a=1&", n),
    "XML halves without their secret": lambda n: _repeat("<mjApikeyPublic>0d4f9a2c7e1b5a8d3f6c9e2b4a7d1f05</mjApikeyPublic>", n),
    "chat lines with their time handing over": lambda n: _repeat("[10:02] Dana: use this one: Quill7fern!\n", n),
    # found by the seventeenth session's review: an answer after a question for a password, its line of blanks
    "a chat answer's line of blanks": lambda n: "[09:12] me: what's the password?\n[09:15] Os:" + " " * (n - 160)
    + "and then the deploy went fine after the second retry of the job, all good\n",  # longer than an answer
    "chat questions and answers of blanks": lambda n: _repeat("me:" + " " * 60 + "?\nOs:" + " " * 40 + "y" * 66 + "\n", n),
    # the twentieth session's: sign-in links' queries and paths, subscripts never closed, prefixes before a UUID's
    # first group, templates never closed before credential words
    "a sign-in link's query of many random values": lambda n: "https://a.example/login?" + _repeat("t=Hb8kP2xQ9vLm4ZrT7wYc3N&", n - 30),
    "sign-in links' paths of many segments": lambda n: _repeat("https://a.example/" + "x/" * 9 + "reset/", n),
    "a password of brackets never closed": lambda n: "password: " + _repeat("a[", n - 12),
    "a key's prefix over hex groups": lambda n: "API_KEY=waka_" + _repeat("1d0ee189-", n - 20),
    "templates never closed before password words": lambda n: _repeat("{{ password ", n),
}


def test_adversarial_input_for_new_rules_runs_in_linear_time():
    _assert_linear({name: _growth(sanitize, make) for name, make in ADVERSARIAL_2.items()})


# Every rule, fed each string its gate looks for and then a long run of one filler. The families above
# were written one per rule, by hand, and missed six quadratic patterns this search found: a name made of
# credential words, a cookie without `=`, blanks after `conn` or `decoded`, an address without `@`.
_RUN_FILLERS = ["pass", "key", "a", "A1", "1", " ", "\t", "-", ".", "_", ":", "=", "'", '"', "`", "/", "\\", "\n",
                "a ", "a:", "a=", "a-", "a.", "ab1 ", "비밀번호", "키", "(", "[", "{", "%", "@", "$", "#", "|", ","]


def test_every_rule_on_its_own_words_before_a_long_run_runs_in_linear_time():
    slow = {}
    for index, (pattern, replace, needs) in enumerate(_ALL_RULES):
        for literal in sorted(needs.exact | needs.folded)[:8] if needs else [""]:
            for filler in _RUN_FILLERS:
                def run(size, pattern=pattern, replace=replace, head=literal + " ", filler=filler):
                    return pattern.sub(replace, head + filler * (size // len(filler)))
                if _best_of_three(run, 8_000) > 0.02:  # most take a millisecond: only a slow one is timed again
                    full, quarter = _best_of_three(run, 8_000), _best_of_three(run, 2_000)
                    if full > 8 * quarter + 0.02:
                        slow[(index, literal, filler)] = (full, quarter)
    assert not slow


def _one_field_note(text):
    return sanitize_fields({"missing_context": text, "lesson": "x", "ask_next_time": ""})


def test_adversarial_notes_run_in_linear_time():
    _assert_linear({name: _growth(_one_field_note, make) for name, make in ADVERSARIAL_NOTES.items()})


def test_adversarial_fields_at_their_byte_limits_are_fast():
    for name, make in ADVERSARIAL_2.items():
        text = make(100_000)
        fields = {"missing_context": text[:1024], "lesson": text[:1024], "ask_next_time": text[:512]}
        assert _best_of_three(sanitize_fields, fields) < 0.5, name  # about 0.02 s: 25 times the margin


# Second round: tables, changes from an old password to a new one, setters and DSLs, more commands.
ROUND_TWO_CASES = [
    pytest.param(  # a Markdown table with a password column: each cell in it, spaces and all
        "| host | user | password |\n|---|---|---|\n| db1 | app | Tb!Pass42 |\n| db2 | ro | Ro;Pass 7 |\n",
        "| host | user | password |\n|---|---|---|\n| db1 | app | [REDACTED] |\n| db2 | ro | [REDACTED] |\n",
        id="markdown-table",
    ),
    pytest.param(  # ... with Korean headers
        "| 서버 | 계정 | 비밀번호 |\n| --- | --- | --- |\n| web | admin | Kor!Pw2024 |",
        "| 서버 | 계정 | 비밀번호 |\n| --- | --- | --- |\n| web | admin | [REDACTED] |",
        id="markdown-table-korean",
    ),
    pytest.param(  # old and new password
        "We changed the password from Old!Pass1 to New!Pass2 yesterday",
        "We changed the password from [REDACTED] to [REDACTED] yesterday",
        id="changed-from-to",
    ),
    pytest.param("비번을 Old!Pass1 -> New!Pass2 로 바꿨다", "비번을 [REDACTED] -> [REDACTED] 로 바꿨다", id="korean-arrow"),
    pytest.param(  # announced, then "the new one is"
        "The password for prod changed. The new one is Fr3sh!Pw9.",
        "The password for prod changed. The new one is [REDACTED].",
        id="the-new-one-is",
    ),
    pytest.param("비밀번호 바꿨어요. 새 거는 Fr3sh!Pw9 입니다", "비밀번호 바꿨어요. 새 거는 [REDACTED] 입니다", id="korean-new-one"),
    pytest.param("olcRootPW: {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g=", "olcRootPW: [REDACTED]", id="ldap-hashed-rootpw"),
    pytest.param(  # ldappasswd: -w binds, -s sets
        "ldappasswd -x -D cn=admin -w Adm!n1 -s New!Us3r uid=bob",
        "ldappasswd -x -D cn=admin -w [REDACTED] -s [REDACTED] uid=bob",
        id="ldappasswd",
    ),
    pytest.param(  # MinIO client: both halves of the key pair
        "mc alias set myminio http://minio:9000 minioadmin8K2 Mn!oSecret99key",
        "mc alias set myminio http://minio:9000 [REDACTED] [REDACTED]",
        id="mc-alias-set",
    ),
    pytest.param("snmpwalk -v2c -c C0mmun!ty host", "snmpwalk -v2c -c [REDACTED] host", id="snmp-community"),
    pytest.param(  # -auth user:token without a known command name
        "java -jar jenkins-cli.jar -s http://j -auth admin:11aa22bb33cc44dd55ee66ff77 list-jobs",
        "java -jar jenkins-cli.jar -s http://j -auth admin:[REDACTED] list-jobs",
        id="auth-user-token",
    ),
    pytest.param("schtasks /create /ru svc /RP Sch3d!Pw /tr y", "schtasks /create /ru svc /RP [REDACTED] /tr y", id="schtasks-rp"),
    pytest.param(  # base64 that starts with `/` is not a path
        "backup encryption key: /x8Kq+Zy3Ab9Lm0Pq7Rs5Tu2Vw4Xy6Za1Bc3De5Fg=", "backup encryption key: [REDACTED]",
        id="base64-starting-with-slash",
    ),
    pytest.param('keyStore.setPassword("Ks!Pass42")', 'keyStore.setPassword("[REDACTED]")', id="setter"),
    pytest.param(  # Gradle DSL: name, space, quoted value
        "release { storePassword 'St0re!Pw' keyPassword 'K3y!Pw' }",
        "release { storePassword '[REDACTED]' keyPassword '[REDACTED]' }",
        id="gradle-dsl",
    ),
    pytest.param("ncloud_access_key_id = Nc1AbCdEfGhIjKlMnOp2", "ncloud_access_key_id = [REDACTED]", id="access-key-id"),
]


@pytest.mark.parametrize(("note", "expected"), ROUND_TWO_CASES)
def test_round_two_rules(note, expected):
    assert sanitize(note) == expected
    assert sanitize(expected) == expected


@pytest.mark.parametrize(
    "note",
    [
        "| service | note |\n|---|---|\n| api | rotate monthly |",  # a table without a secret column
        "| key | meaning |\n|---|---|\n| -p | the port |",  # a key column of flags explained
        "| key | value |\n|---|---|\n| timeout | 30s |\n| retries | 3 |",  # config keys, not API keys
        "| token | meaning |\n|---|---|\n| refresh_token | renews access |",  # token names explained
        "pw hashing moved from sha1 to argon2id in v3.2.",  # algorithms, not passwords
        "snmpwalk -v2c -c public host",  # the default community
        "the password moved from Vault to 1Password",  # places, not passwords
    ],
)
def test_round_two_leaves_ordinary_notes_alone(note):
    assert sanitize(note) == note


# Each command's own way of taking a password (the forms listed in core/sanitizer.py's _COMMANDS), and
# the near forms that take none, where only the command's rule can tell: the value is in neither a
# `password=` nor a `-p` a generic rule knows.
COMMAND_FORMS = [
    pytest.param("smbclient //fs01/share -Ubackup%Wint3r#Gate", "smbclient //fs01/share -Ubackup%[REDACTED]", id="smb-glued-user-percent"),
    pytest.param("smbclient //fs01/share -U dom\\bob%pa%ss99x", "smbclient //fs01/share -U dom\\bob%[REDACTED]", id="smb-first-percent"),
    pytest.param("crackmapexec smb 10.0.0.5 -u admin -p Cm8!Pass", "crackmapexec smb 10.0.0.5 -u admin -p [REDACTED]", id="crackmapexec-p"),
    pytest.param("smbclient //fs01/share Wint3r#Gate", "smbclient //fs01/share [REDACTED]", id="smb-after-service"),
    pytest.param("smbclient -N //fs01/share Wint3r#Gate", "smbclient -N //fs01/share [REDACTED]", id="smb-after-service-after-a-flag"),
    pytest.param("smbclient \\\\fs01\\share Wint3r#Gate", "smbclient \\\\fs01\\share [REDACTED]", id="smb-after-unc-service"),
    pytest.param("smbclient //fs01/share", "smbclient //fs01/share", id="smb-service-alone"),
    pytest.param("smbclient //fs01/share -U backup", "smbclient //fs01/share -U backup", id="smb-user-without-password"),
    pytest.param("mosquitto_passwd -b pw.txt sensor", "mosquitto_passwd -b pw.txt sensor", id="mosquitto-without-password"),
    pytest.param("rabbitmqctl authenticate_user deployer Rb9xAuthVal", "rabbitmqctl authenticate_user deployer [REDACTED]", id="rabbitmqctl-authenticate"),
    pytest.param("rabbitmqctl add_user deployer", "rabbitmqctl add_user deployer", id="rabbitmqctl-prompts"),
    pytest.param("rabbitmqctl list_users one two three", "rabbitmqctl list_users one two three", id="rabbitmqctl-other-subcommand"),
    pytest.param("net user kiosk", "net user kiosk", id="net-user-without-password"),
    pytest.param("net view \\\\fs01\\docs extra1x", "net view \\\\fs01\\docs extra1x", id="net-view-takes-none"),
    pytest.param("vault login -method=userpass username=bob", "vault login -method=userpass username=bob", id="vault-login-method"),
    pytest.param("poetry config pypi-token.corp Pz9xTokenValue42", "poetry config pypi-token.corp [REDACTED]", id="poetry-pypi-token"),
    pytest.param("poetry config http-basic.corp ci", "poetry config http-basic.corp ci", id="poetry-http-basic-prompts"),
    pytest.param("poetry add requests flask django", "poetry add requests flask django", id="poetry-add"),
    pytest.param("nmcli con modify office wifi-sec.wep-key0 Nm9xWepKey", "nmcli con modify office wifi-sec.wep-key0 [REDACTED]", id="nmcli-wep-key"),
    pytest.param("nmcli con modify office vpn.secrets Nm9xVpnSec", "nmcli con modify office vpn.secrets [REDACTED]", id="nmcli-vpn-secrets"),
    pytest.param("openssl enc -passin stdin -in a", "openssl enc -passin stdin -in a", id="openssl-from-stdin"),
    pytest.param("poetry config pypi-token.corp", "poetry config pypi-token.corp", id="poetry-pypi-token-prompts"),
    pytest.param(
        "snmpwalk -v3 -l authPriv -u mon -a SHA -A Snmp!Auth1 -x AES -X Pr1vKey9x host",
        "snmpwalk -v3 -l authPriv -u mon -a SHA -A [REDACTED] -x AES -X [REDACTED] host",
        id="snmp-auth-and-privacy",
    ),
    pytest.param("snmpwalk -v2c -c private host", "snmpwalk -v2c -c private host", id="snmp-default-private-community"),
    pytest.param("mc cp r1 r2 r3 r4 AKmc9x77AA Mc9xSecretKey99", "mc cp r1 r2 r3 r4 AKmc9x77AA Mc9xSecretKey99", id="mc-other-subcommand-with-six-arguments"),
    pytest.param("mc alias set myminio http://minio:9000 AKmc9x77AA", "mc alias set myminio http://minio:9000 AKmc9x77AA", id="mc-secret-prompted"),
    pytest.param(
        "mc config host add myminio http://minio:9000 AKmc9x77AA Mc9xSecretKey99",
        "mc config host add myminio http://minio:9000 [REDACTED] [REDACTED]",
        id="mc-config-host-add",
    ),
]


@pytest.mark.parametrize(("note", "expected"), COMMAND_FORMS)
def test_each_command_form_redacts_its_password_and_only_where_it_takes_one(note, expected):
    assert sanitize(note) == expected


# Korean prose (PROSE_SECRET_KO), rule by rule: 암호 also means "cipher", so unquoted it needs a strong
# password that ends the clause (the end, a space, a copula or punctuation); after a copula a password
# name takes a plain word of three characters or more that is not an algorithm, another name (토큰) a
# random-looking value of twelve or more; quoted values count as stated; a password-shaped value
# followed by a space counts after a password name only.
KOREAN_PROSE = [
    ("암호는 Zq8!mx7P", "암호는 [REDACTED]"),
    ("암호는 Zq8!mx7P입니다", "암호는 [REDACTED]입니다"),
    ("암호는 Zq8!mx7P.", "암호는 [REDACTED]."),
    ("암호는 Zq8!mx7P 입력", "암호는 [REDACTED] 입력"),
    ("암호는 Zq8!mx7P\t다음", "암호는 [REDACTED]\t다음"),
    ("암호는 'Zq8!mx7P'", "암호는 '[REDACTED]'"),
    ("암호는 Zq8!mx7P를", "암호는 [REDACTED]를"),  # glued to a particle: a password shape right after 암호
    ("암호는 letmein입니다", None),  # a word: 암호 may name a cipher
    ("암호는 AES256이다", None),
    ("비밀번호는 letmein입니다", "비밀번호는 [REDACTED]입니다"),
    ("비밀번호는 ab입니다", None),
    ("비밀번호는 sha256입니다", None),
    ("핀 번호는 4821입니다", "핀 번호는 [REDACTED]입니다"),
    ("pin은 482이다", "pin은 [REDACTED]이다"),
    ("토큰은 Ab3dEf9hIj2k입니다", "토큰은 [REDACTED]입니다"),
    ("토큰은 Ab3dEf9hIj2입니다", "토큰은 [REDACTED]입니다"),  # eleven: three kinds right after a key's word from eight on
    ("토큰은 Ab3dE9h입니다", None),  # seven characters
    ("토큰은 abcdefghijkl입니다", None),  # letters of one case only
    ('비밀번호는 "letmein"로 변경', '비밀번호는 "[REDACTED]"로 변경'),
    ('비밀번호는 "correct horse battery" 입니다', '비밀번호는 "[REDACTED]" 입니다'),
    ("초기 비밀번호 Welcome1! 입력 후 변경", "초기 비밀번호 [REDACTED] 입력 후 변경"),
    ("초기 비밀번호 Welcome1!입력", "초기 비밀번호 [REDACTED]입력"),  # glued: the value ends at the Hangul
    ("토큰 Welcome1! 입력", None),
    ("비밀번호는 settings.DB_PASSWORD 입니다", None),  # code, not a value
    ("비밀번호: ${DB_PASSWORD:?set it}", None),
]


@pytest.mark.parametrize(("note", "expected"), KOREAN_PROSE)
def test_korean_prose_states_a_password_only_as_the_rule_for_its_name_says(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# What each context asks of its value, at the edge: an Authorization header takes eight characters or
# more that are not code; Bearer outside a header a random-looking eight or more; "admin / x" and
# "log in with x" a password-shaped value unless quoted; a YAML `password:` a plain word only when it
# ends the line; a flag's quoted value is taken as written, code-like or with spaces.
CONTEXT_EDGES = [
    ("Authorization: token abcd1234", "Authorization: token [REDACTED]"),
    ("Authorization: token abcd123", None),
    ("Authorization: Basic settings.API_KEY", None),
    ("use Bearer Ab3dEf9h in the call", "use Bearer [REDACTED] in the call"),
    ("use Bearer Ab3dEf9 in the call", None),
    ("use Bearer abcdefgh in the call", None),
    ("admin / Letm3in!", "admin / [REDACTED]"),
    ("admin / letmein", None),
    ('admin / "letmein"', 'admin / "[REDACTED]"'),
    ('login: deploy / "settings.DB_PASS"', 'login: deploy / "[REDACTED]"'),
    ('log in with "letmein"', 'log in with "[REDACTED]"'),
    ('log in with "settings.DB_PASS"', 'log in with "[REDACTED]"'),
    ("log in with letmein", None),
    ("log in with Letm3in!x", "log in with [REDACTED]"),
    ("password: rotate it monthly", None),
    ("password: letmein", "password: [REDACTED]"),
    ("db:\n  password: letmein\n  user: app\n  port: 5432", "db:\n  password: [REDACTED]\n  user: app\n  port: 5432"),
    ('mysql -u root -p"settings.DB_PASS"', 'mysql -u root -p"[REDACTED]"'),
    ('mysql -u root -p"my long pass"', 'mysql -u root -p"[REDACTED]"'),
]


@pytest.mark.parametrize(("note", "expected"), CONTEXT_EDGES)
def test_each_context_takes_a_value_only_as_its_rule_says(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# Second round of edges, found by mutation testing (README, "Development"): each list states where a
# rule's threshold or exception lies, with a case on each side of it.


# Cookies, TOTP seeds and recovery codes: a cookie is redacted when its name says session (eight
# characters or more) or its value looks generated (sixteen or more); attributes and code are skipped.
# A TOTP seed needs a digit or capitals; recovery codes need a digit and come two or more at a time;
# algorithm names are not codes.
COOKIE_AND_CODE_EDGES = [
    ("Cookie: sessionid=abcdefgh; theme=dark", "Cookie: sessionid=[REDACTED]; theme=dark"),
    ("Cookie: sessionid=abcdefg; theme=dark", None),
    ("Cookie: path=/; sessionid=Ab3dEf9hIj2kLm4n", "Cookie: path=/; sessionid=[REDACTED]"),
    ("Cookie: Path=Ab3dEf9hIj2kLm4nOp; id=x", None),
    ("Cookie: prefs=Ab3dEf9hIj2kLm4n; theme=dark", "Cookie: prefs=[REDACTED]; theme=dark"),
    ("Cookie: prefs=Ab3dEf9hIj2kLm4; theme=dark", None),
    ("Cookie: a=settings.VALUE_X; sessionid=Ab3dEf9hIj2kLm4n", "Cookie: a=settings.VALUE_X; sessionid=[REDACTED]"),
    ("Cookie: sessionid=settings.SESSION_VALUE", None),
    ("totp secret: JBSWY3DPEHPK3PXP", "totp secret: [REDACTED]"),
    ("totp secret: abcdefghijklmnop", None),
    ("totp secret: ABCDEFGHIJKLMNOP", "totp secret: [REDACTED]"),
    ("recovery codes: 1234 5678, 2345 6789", "recovery codes: [REDACTED], [REDACTED]"),
    ("recovery codes: ab12-cd34, ef56-gh78", "recovery codes: [REDACTED], [REDACTED]"),
    ("recovery codes: abcd-efgh, ijkl-mnop", None),
    ("recovery codes: SHA-256, RSA-2048", None),
]


# Markdown tables: a password column takes any word of three characters or more but prose; a token
# column a random-looking or password-shaped value; header names may be emphasised; a header without its
# closing bar is no table.
TABLE_EDGES = [
    ("| **password** | note |\n|---|---|\n| letmein | x |", "| **password** | note |\n|---|---|\n| [REDACTED] | x |"),
    ("| name | password\n|---|---|\n| db | letmein |", None),
    ("| name | password |\n|---|---|\n| db | `Ab3dEf9h` |", "| name | password |\n|---|---|\n| db | `[REDACTED]` |"),
    ("| name | password |\n|---|---|\n| db | Pa55wordX |", "| name | password |\n|---|---|\n| db | [REDACTED] |"),
    ("| name | token |\n|---|---|\n| db | Ab3dEf9h |", "| name | token |\n|---|---|\n| db | [REDACTED] |"),
    ("| name | token |\n|---|---|\n| db | AbcdEfgh |", "| name | token |\n|---|---|\n| db | [REDACTED] |"),
    ("| name | token |\n|---|---|\n| db | Pass!word1 |", "| name | token |\n|---|---|\n| db | [REDACTED] |"),
    ("| name | token |\n|---|---|\n| db | sets |", None),
    ("| name | password |\n|---|---|\n| db | abc |", "| name | password |\n|---|---|\n| db | [REDACTED] |"),
    ("| name | password |\n|---|---|\n| db | SETS |", None),
    ("| a | password |\n|---|---|\n| xyz | xyz |", "| a | password |\n|---|---|\n| xyz | [REDACTED] |"),
    ("  | name | password |\n  |---|---|\n  | db | letmein |", "  | name | password |\n  |---|---|\n  | db | [REDACTED] |"),
]


# Prose: "the pw is x" takes four characters or more with a digit, symbol or inner capital; a follow-up
# sentence takes a quoted value as written and an unquoted one only when it is a strong password.
PROSE_EDGES = [
    ("the pw is Ab1x", "the pw is [REDACTED]"),
    ("the pw is aBcd", "the pw is [REDACTED]"),
    ("the password is aB3", None),
    ("토큰은 aBcdefghijkl입니다", "토큰은 [REDACTED]입니다"),
    ("log in with Ab!xyz", "log in with [REDACTED]"),
    ("log in with Abcdef!", "log in with [REDACTED]"),
    ('the password for staging is below.\n"settings.DB_PASS"', 'the password for staging is below.\n"[REDACTED]"'),
    ("the password for staging, it's letmein", None),
    ("the password, it's Xy9!abcd입니다", "the password, it's [REDACTED]입니다"),
]


# Commands and calls: a command's or call's password is three characters or more and not prose; quoted,
# it is taken as written even when it looks like code; mysqli_connect's is its third argument; an SDK
# Client's secret counts after an account ID and when it looks generated (sixteen or more).
COMMAND_AND_CALL_EDGES = [
    ("htpasswd -b -c .htpasswd bob Ht9!pass", "htpasswd -b -c .htpasswd bob [REDACTED]"),
    ("htpasswd -nb bob Ht9!pass", "htpasswd -nb bob [REDACTED]"),
    ("htpasswd -b .htpasswd bob", None),
    ("ncftpput -u bob -p Nf9!pass host /dir file", "ncftpput -u bob -p [REDACTED] host /dir file"),
    ("7z x -pab9 arc.7z", "7z x -p[REDACTED] arc.7z"),
    ("7z x -pab arc.7z", None),
    ("7z a -pWinter.Gate arc.7z", "7z a -p[REDACTED] arc.7z"),
    ("7z a -p arc.7z x", None),
    ("7z a -p nightly-dump2031.7z db/", None),  # 7z's password is glued: a blank after -p prompts, the archive follows
    ("7za x -p /srv/backups/Q3final9.zip.001", None),
    ("7z a -p Rk8!vault2031 arc.7z", "7z a -p [REDACTED] arc.7z"),  # a password typed after the blank anyway
    ('7z a -p "weekly9.7z" dir', '7z a -p "[REDACTED]" dir'),  # quoted: taken as typed
    ("7zz a -p nightly-dump2031.7z db/", None),
    ("zip -P nightly-dump2031.zip out.zip db/", "zip -P [REDACTED] out.zip db/"),  # zip's password follows a blank
    ("ldapsearch -x -w Ld9!pass -b dc=x", "ldapsearch -x -w [REDACTED] -b dc=x"),
    ("sqlcmd -S db -U sa -Pab9x", "sqlcmd -S db -U sa -P[REDACTED]"),
    ('net user kiosk "ab9"', 'net user kiosk "[REDACTED]"'),
    ("https://bob:abc@example.com/x", "https://bob:[REDACTED]@example.com/x"),
    ("auth=('bob', 'my long pass')", "auth=('bob', '[REDACTED]')"),
    ("mysqli_connect('db', 'app', 'Sq9!pass', 'shop')", "mysqli_connect('db', 'app', '[REDACTED]', 'shop')"),
    ("mysqli_connect('db', 'app')", None),
    ('NetworkCredential("bob", "pw")', None),
    ('NetworkCredential("bob")', None),
    ('NetworkCredential("bob", settings.PASSWORD)', None),
    ("Client('AC0123456789abcdef0123456789abcdef', 'Ab3dEf9hIj2kLm4n')", "Client('AC0123456789abcdef0123456789abcdef', '[REDACTED]')"),
    ("Client('AC0123456789abcdef0123456789abcdef', 'Ab3dEf9hIj2kLm4')", None),
    ("Client('AC0123456789abcdef0123456789abcdef', 'plainwordplainword')", None),
    ("Client('short', 'Ab3dEf9hIj2kLm4n')", "Client('short', '[REDACTED]')"),  # a generated key in any client
    ("Client('short', 'Ab3dEf9hIj2kLm4')", None),
    ("Client(account, 'Ab3dEf9hIj2kLm4n')", "Client(account, '[REDACTED]')"),
    ("ConvertTo-SecureString 'x9!' -AsPlainText -Force", "ConvertTo-SecureString '[REDACTED]' -AsPlainText -Force"),
    ("ConvertTo-SecureString 'ab' -AsPlainText -Force", None),
    ("ConvertTo-SecureString 'Winter.Gate' -AsPlainText -Force", "ConvertTo-SecureString '[REDACTED]' -AsPlainText -Force"),
    ("ConvertTo-SecureString '$env:PW' -AsPlainText -Force", None),
    ("login('bob', 'abc')", "login('bob', '[REDACTED]')"),
    ("login('bob', 'ab')", None),
    ("login('bob', 'Winter.Gate')", "login('bob', '[REDACTED]')"),
    ("login('bob', 'your-password')", None),
]


@pytest.mark.parametrize(
    ("note", "expected"),
    [*COOKIE_AND_CODE_EDGES, *TABLE_EDGES, *PROSE_EDGES, *COMMAND_AND_CALL_EDGES],
)
def test_each_rule_redacts_on_one_side_of_its_threshold_and_not_the_other(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# Assignments and English prose: a bare value loses the sentence punctuation after it but keeps a closer
# it opened; a password takes three characters or more, a quoted one with spaces eight or more; another
# name a quoted value of eight or more that is not a compound, or a random-looking bare one of eight or
# more; non-ASCII is never a value; a stated PIN is four digits or more ending its clause; a quoted value
# is stated as written; a private key block is redacted whatever it holds.
ASSIGNMENT_AND_PROSE_EDGES = [
    ("password: hunter2.", "password: [REDACTED]."),
    ("password: Zq8!mx7PX", "password: [REDACTED]"),
    ("use password=Zq8!mx7P)", "use password=[REDACTED])"),
    ("password=Zq8!(mx7P)", "password=[REDACTED]"),
    ("password=Zq8![mx7P]", "password=[REDACTED]"),
    ("password=Zq8!{mx7P}", "password=[REDACTED]"),
    ("password=Zq8!<mx7P>", None),  # <...> inside reads as a placeholder
    ("password: 없음", None),
    ('password = "abc defg"', 'password = "[REDACTED]"'),
    ('password = "abc def"', None),
    ('api_key = "abcdefgh"', 'api_key = "[REDACTED]"'),
    ('api_key = "abcdefg"', None),
    ('api_key = "refresh_token"', None),
    ("api_key=Ab3dEf9h", "api_key=[REDACTED]"),
    ("api_key=Ab3dEf9", None),
    ("password=abc", "password=[REDACTED]"),
    ("password=ab", None),
    ("the pin is 1234.", "the pin is [REDACTED]."),
    ("the pin is 123.", None),
    ("the pin is 4 digits long", None),
    ('the password is "letmein".', 'the password is "[REDACTED]".'),
    ('the password is "settings.DB_PASS".', 'the password is "[REDACTED]".'),
    ("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg...kqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----", "[REDACTED]"),
]


@pytest.mark.parametrize(("note", "expected"), ASSIGNMENT_AND_PROSE_EDGES)
def test_assignments_and_prose_take_a_value_only_inside_their_edges(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# --- what a cut-short redaction leaves, keys' other halves, encoded credentials, labelled values ---------


@pytest.mark.parametrize(
    ("note", "expected"),
    [
        ("새 값 [REDACTED]-6vGIdV2eZPOu3vQWpWjiYV79zH46I1_9y9l1ODu4DzkolO3mqonJ11== 로 교체함", "새 값 [REDACTED] 로 교체함"),
        ("ADYEN_API_KEY=[REDACTED]-TP963fqLrPkptA0rx1qowrsg1buD9CRJek8XiTOOKlg=-qhNyXn4olx2BNKn!", "ADYEN_API_KEY=[REDACTED]"),
        ("see [REDACTED].env.production and [REDACTED]-backup-2024", None),  # names, not the rest of a key
        ("[REDACTED]-a1b2c3d", None),  # shorter than 8, in one case
        ('access_token = "duffel_live_GFTmnSuoJqPT4uZA8fxHHKHSbNNMfy87oNz-4fXcYvC"', 'access_token = "duffel_[REDACTED]"'),  # after a dash, mixed
        ("fly secrets set SUMO_ACCESS_ID=suqLyujhR9u8f4 -a sumo", "fly secrets set SUMO_ACCESS_ID=[REDACTED] -a sumo"),
        ("MINIO_ROOT_USER=F0XJLSAJJZUIQWN9M1UI", "MINIO_ROOT_USER=[REDACTED]"),
        ("MINIO_ROOT_USER=minioadmin", None),  # a user name
        ("curl -s -u elastic:'pixel#Lantern21' https://es:9200", "curl -s -u elastic:'[REDACTED]' https://es:9200"),
        ('curl -u elastic:"pixel#Lantern21" https://es:9200', 'curl -u elastic:"[REDACTED]" https://es:9200'),
        ("NAVER_CLIENT_SECRET 값은 0Or8W4OOCN 임.", "NAVER_CLIENT_SECRET 값은 [REDACTED] 임."),  # a secret's name, then 값은
        ("DB_PASSWORD 값: hunter22", "DB_PASSWORD 값: [REDACTED]"),
        ("NAVER_CLIENT_ID 값은 abcdefgh 임.", None),  # an ID's name
        ("Plaid 키 새로 발급받음. 값은 f0c8a9f5f716e8452f71bb7fea968ade. 이전 건 만료.",
         "Plaid 키 새로 발급받음. 값은 [REDACTED]. 이전 건 만료."),  # the value the sentence before spoke of
        ("이수진: 스테이징 젠킨스 admin 비번 뭐였죠?\n오세훈님: 75073373 요 ㅎㅎ",
         "이수진: 스테이징 젠킨스 admin 비번 뭐였죠?\n오세훈님: [REDACTED] 요 ㅎㅎ"),  # a chat reply to the question
        ("이수진: 비번 몇 자리예요?\n오세훈: 12 자리요", None),  # a number too short to be one
        ("운영 계정 123456789012 (ap-northeast-2)", None),  # 계정 is an account: its number is an ID
        ("An admin user has been created and a password generated.\nPlease use the following password to proceed:\n\n"
         "feb4a6404a6fe2285c8584429e813b8b\n\nThis may also be found at: /var/secrets/initialAdminPassword",
         "An admin user has been created and a password generated.\nPlease use the following password to proceed:\n\n"
         "[REDACTED]\n\nThis may also be found at: /var/secrets/initialAdminPassword"),
        ("Local setup that works:\nKEY\tVALUE\tUPDATED\nNGROK_AUTHTOKEN\t7h3jhNRG0MgTyTKG8Ux66SPasut\t2025-04-03",
         "Local setup that works:\nKEY\tVALUE\tUPDATED\nNGROK_AUTHTOKEN\t[REDACTED]\t2025-04-03"),  # a table under a label line
        ("hook_url='https://hook.dooray.com/services/2307673750247147794/2522409666878495073/rqa7qp7pLgW9kPfZTtzFsd'",
         "hook_url='https://hook.dooray.com/services/2307673750247147794/2522409666878495073/[REDACTED]'"),
        ("bundle config set --global gems.example.local ci-gems:yEyCeR6eZzrpDmchAkBL",
         "bundle config set --global gems.example.local ci-gems:[REDACTED]"),
        ("bundle config set --local path vendor/bundle", None),
    ],
)
def test_value_labels_chat_replies_and_cut_short_tokens(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_base64_json_is_a_secret_when_it_holds_credentials():
    auths = base64.b64encode(b'{"auths":{"ghcr.io":{"auth":"YWJjOmRlZg=="}}}').decode()
    prefs = base64.b64encode(b'{"user_id":12,"tab":"orders"}').decode()
    assert sanitize(f"  .dockerconfigjson: {auths}") == "  .dockerconfigjson: [REDACTED]"
    assert sanitize(f"prefs cookie: {prefs}") == f"prefs cookie: {prefs}"


@pytest.mark.parametrize(("note", "phrase"), [
    ("passphrase = correct horse battery staple", "correct horse battery staple"),
    ("NAS 관리자 암호 = velvet river jasper falcon (띄어쓰기 포함임)", "velvet river jasper falcon"),
    ("사내 위키 관리자 계정 비밀번호는 초코 제주도 9860임. 한글 비번", "초코 제주도 9860"),
    ("Lab network: SSID ACME-LAB-5G, WPA2 passphrase pepper copper saturn sparrow 38", "pepper copper saturn sparrow 38"),
    ("Password for user 'viewer' is: Copper tiger raven harbor garden 55. (yes, with spaces)", "Copper tiger raven harbor garden 55"),
    ("  # password: 달님 달님 4289 (no key auth on this box)", "달님 달님 4289"),
])
def test_a_passphrase_of_words_right_after_a_password_word_is_replaced(note, phrase):
    assert sanitize(note) == note.replace(phrase, REDACTED)


@pytest.mark.parametrize("note", [
    "Password: rotate it monthly.",  # prose
    "password policy requires 12",  # a policy and its number
    "비밀번호 정책 최소 12",
    "The password is stored in vault.",
    "Password hashing uses bcrypt cost 12.",  # English goes on after the word without a colon
    "비번 해시 cost 10 → 12.",
    "비번은 팀 노션 참고",  # where it is, not what it is
    "비밀번호는 두 단어",  # two Hangul words, no number: a description
])
def test_prose_after_a_password_word_is_not_a_passphrase(note):
    assert sanitize(note) == note


@pytest.mark.parametrize(("note", "expected"), [
    ("User Name,Access Key Id,Secret Access Key\nacme-deploy,5WFO5GFY1R0NQHADAWIN,DT12WYoOl6TEtrfRYqM3D1bH5iTMjlBC0IUp2QLi",
     "User Name,Access Key Id,Secret Access Key\nacme-deploy,[REDACTED]"),  # a CSV export: the ID and its secret are a pair
    ("서비스\tID\tPW\n메일\tops@acme.kr\tJasmine@5415\n호스팅\tacme\trkddkwl538",
     "서비스\tID\tPW\n메일\tops@acme.kr\t[REDACTED]\n호스팅\tacme\t[REDACTED]"),  # a spreadsheet pasted
    ("| 서비스 | 키 | 비고 |\n|---|---|---|\n| 페이코 | lQyf28Or1NnbEQhvma4bOC4TTpIpaAMm | 운영 |",
     "| 서비스 | 키 | 비고 |\n|---|---|---|\n| 페이코 | [REDACTED] | 운영 |"),  # a 키 column
    ("name,key,value\ntimeout,DB_TIMEOUT,30", None),  # a key column of names
    ("a,b\nc,d,e\nPW,x", None),  # rows that do not fit the header end the table
    ("env:\n  - name: ALIMTALK_SENDER_KEY\n    value: \"e3ac632ca516801b24db04c1dc1bc51606faeac2\"",
     "env:\n  - name: ALIMTALK_SENDER_KEY\n    value: \"[REDACTED]\""),  # a container's environment
    ("  - name: LOG_LEVEL\n    value: debug", None),
    ("export KAKAOWORK_BOT_KEY=c1ef9cb3.095783d07aaab3316dc85043f3aed2ca", "export KAKAOWORK_BOT_KEY=[REDACTED]"),
    ("SORT_KEY=created_at", None),  # an upper-case *_KEY holding a name
    ("The petty-cash safe combination is 9733372652; finance changes it.", "The petty-cash safe combination is [REDACTED]; finance changes it."),
    ("Server room alarm panel disarm code is 05294566, then press OFF.", "Server room alarm panel disarm code is [REDACTED], then press OFF."),
    ("서버실 도어락 번호 05649362 로 변경됨", "서버실 도어락 번호 [REDACTED] 로 변경됨"),
    ("alarm code length is 8", None),
    ("[#backend] kevin: anyone have the Pusher key for staging?\n[#backend] jenny: 17e5850f4d91eaadad15\n",
     "[#backend] kevin: anyone have the Pusher key for staging?\n[#backend] jenny: [REDACTED]\n"),  # a chat reply
    ("10:42 dave: what's the admin pw for the grafana box\n10:43 sara: 497316603981\n",
     "10:42 dave: what's the admin pw for the grafana box\n10:43 sara: [REDACTED]\n"),
    ("10:42 dave: the admin pw rotates monthly\n10:43 sara: 497316603981\n", None),  # no question asked
    ("Old backup md5: 29b504a944311a30b93908ae5aaa8764, new: 8ec944470e119009076ca8a254e206f1 — verified.", None),
    ("Trace 4bf92f3577b34da6a3ce929d0e0e4736 span 00f067aa0ba902b7 shows the token call taking 2 s.", None),
])
def test_tables_environments_codes_and_chat_replies(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize(("note", "expected"), [
    ("VPN 계정 readonly 비번 !Garden69Summer 맞는지", "VPN 계정 readonly 비번 [REDACTED] 맞는지"),  # not a YAML tag
    ("tags: !Ref MyBucket", None),  # a YAML tag
    ("NAVER_COMMERCE_CLIENT_SECRET=$2a$04$6vuAdc/cWANz.nnEG190Qq", "NAVER_COMMERCE_CLIENT_SECRET=[REDACTED]"),  # not $VAR
    ("공용 운영 계정 OTP 등록용 시크릿 키: 7vpk mpgc 55wv 6it3 nqww j5it 3lyb ulva", "공용 운영 계정 OTP 등록용 시크릿 키: [REDACTED]"),
    ("Test wallet for the faucet bot (mainnet by mistake!): airport alarm anchor above able aim anger actor anger advance amused anxiety",
     "Test wallet for the faucet bot (mainnet by mistake!): [REDACTED]"),
    ("xcrun altool --upload-app -f a.ipa -t ios -u rel@acme.dev -p yadh-dyvb-ypaa-avbo", "xcrun altool --upload-app -f a.ipa -t ios -u rel@acme.dev -p [REDACTED]"),
    ("SMTP_PASS=zbmi lhss ttpl ohsm", "SMTP_PASS=[REDACTED]"),  # all four groups of an app password
    ("password: link sent from mail", None),  # four-letter prose
    ("재현용 쿠키: JSESSIONID=ABC123DEF456GHI789JKL012; remember-me=ZQkvBhV6mLJ7V83hmPsmeuFjI7daOkt3XekvSJR7",
     "재현용 쿠키: JSESSIONID=[REDACTED]; remember-me=[REDACTED]"),
    ("Changed the VPN password from sparrow_sunset65 to glacier_lantern39.", "Changed the VPN password from [REDACTED] to [REDACTED]."),
    ("혹시 lantern-cobalt-hazel-meadow-74 이게 아직 NAS 관리자 비번 맞나요?", "혹시 [REDACTED] 이게 아직 NAS 관리자 비번 맞나요?"),
    ("The password file is node_modules/x and redis_cache01 holds sessions.", None),  # names
    ("솔라피 시크릿 GGUISCZIHXMFURCETDNONRECUWTQPOWN 넣어야 됨.", "솔라피 시크릿 [REDACTED] 넣어야 됨."),
    ('new SolapiMessageService("NCSBUAVCLBNMXUMQ", "JUBVVFLKTFJXLSQIQZQFLFEYZBGKUSGO");',
     'new SolapiMessageService("NCSBUAVCLBNMXUMQ", "[REDACTED]");'),
    ("The token endpoint returns INVALIDGRANTERRORWHENEXPIRED for old ones", None),  # capitals that are words
    ('obs:\n  ak: 89ZBNQRQREJWVO0HDMFH\n  sk: "WeQvV1O78VcxpKRS7YAr5HB2P40u71td100LcfoF"', 'obs:\n  ak: [REDACTED]\n  sk: "[REDACTED]"'),
    ("ask: what?", None),
    ("Zendesk: agent@example.com/token:fkZxbtJAU5c6iXMIhnmqvkUxnyIPaBA25tfdmMSk", "Zendesk: agent@example.com/token:[REDACTED]"),
    ("smtp.office365.com:587, user noreply@acme.dev, pass Sarah2006^^", "smtp.office365.com:587, user noreply@acme.dev, pass [REDACTED]"),
    ("the user tests pass ConvertTo-Json", None),
])
def test_symbol_led_passwords_app_passwords_and_short_key_names(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize(("note", "expected"), [
    ("Mixpanel 키 교체함\n이전: a5dcfc04cbb38155ceaeb1430cd86282\n신규: 090330d041b10001703d4b0dee15600b",
     "Mixpanel 키 교체함\n이전: [REDACTED]\n신규: [REDACTED]"),  # Korean old/new labels
    ("DB 비번 바뀜 (Xy7#pass9 → 44600895288) 그래서", "DB 비번 바뀜 ([REDACTED] → [REDACTED]) 그래서"),  # a numeric new one
    ("NAS 관리자 비번 아직 373334389088 맞나요?", "NAS 관리자 비번 아직 [REDACTED] 맞나요?"),
    ("Is the partner portal password still 80109434709? It failed twice.", "Is the partner portal password still [REDACTED]? It failed twice."),
    ("ssh jisoo@db 비번 oq6JAlxcFJ-=!X_68rl", "ssh jisoo@db 비번 [REDACTED]"),  # not a setting: `name-=` is none
    ("세팅값: PLAID_SECRET → bebb7391fffa2181282eadc27f0b58. 넣고 재시작", "세팅값: PLAID_SECRET → [REDACTED]. 넣고 재시작"),
    ("세션 쿠키 이름 SESSION → __Host-sid 로 변경", None),  # an arrow that renames
    ("Spring logs: remember-me=bWluaG86MTc2MDkzODk5NjEwNDowYzZlNmZlZTdm", "Spring logs: remember-me=[REDACTED]"),
    ("docker run --rm -e TWITCH_OAUTH=78s211457n8i94pdzqee9v2ytb0194 ghcr.io/acme/etl", "docker run --rm -e TWITCH_OAUTH=[REDACTED] ghcr.io/acme/etl"),
    ("구분\tID\tPW\n관리자\tadmin\t?@-C+3WU;_%=Vw<P", "구분\tID\tPW\n관리자\tadmin\t[REDACTED]"),  # not a ? placeholder
    ("SELECT * FROM users WHERE password = ?", None),  # a placeholder
    ("스테이징 어드민 비번 모름\n> 나: 어드민 비번 알 수 있을까요?\n> 유저: rlaclwlro!!71 에요",
     "스테이징 어드민 비번 모름\n> 나: 어드민 비번 알 수 있을까요?\n> 유저: [REDACTED] 에요"),  # the answer after two cue lines
    ("| name | value | env |\n|---|---|---|\n| COOLSMS_API_KEY | NCSLR9XFC7ZK5PDT | dev |\n| LOG_LEVEL | debug | dev |",
     "| name | value | env |\n|---|---|---|\n| COOLSMS_API_KEY | [REDACTED] | dev |\n| LOG_LEVEL | debug | dev |"),
    ("| name | value |\n|---|---|\n| DB_PASSWORD | ${DB_PASSWORD} |", None),  # a reference in the value column
    ("Parameters are under /prod/api/DB_PASSWORD; the role lacked kms:Decrypt on key alias/ssm-prod.", None),  # an IAM action
    ("Git was using key 23208F32B4ADC7E7E4179F62E8B7D28073161D3D; GitHub only knows 68E3B56F8DA1C5ED.", None),  # a GPG key's ID
    ("API keys rotate quarterly (Jan/Apr/Jul/Oct, first Monday).", None),
    ("Design 'tokens' are color.primary=#2563eb, spacing.4=16px.", None),  # settings with a colour
    ("[김대리] 일단 이거 쓰세요 Wfgqw6OFCWelN1c8fTLjSjVyQ1By8BQzfTYPJBBI\n[나] 넵", "[김대리] 일단 이거 쓰세요 [REDACTED]\n[나] 넵"),
    ("[11:48] Sam: here you go WuLzVw-aNFUsuCICeD3pZsYt3G6l0OGG3WdSXPIN", "[11:48] Sam: here you go [REDACTED]"),
    ("use this branch feature/abc-123 for now", None),  # handed over, but not a key
])
def test_chained_credential_sentences_arrows_and_name_value_tables(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize(("note", "expected"), [
    ("사용자가 채팅으로 준 값 81eu5qd5wqvs9wevrhhpxcf14arn9s 넣고 재실행함", "사용자가 채팅으로 준 값 [REDACTED] 넣고 재실행함"),
    ("The user pasted the value in chat: 850343ae2b7ccb14c1b5555f3d280423982e4408", "The user pasted the value in chat: [REDACTED]"),
    ("기본값 3600 이고 값 10 으로 변경", None),  # values that are numbers
    ("로컬에선 nv-e296ba08a417e792ee040f9a1d3af85a로 잘 되는데 preview 키가 다름", "로컬에선 [REDACTED]로 잘 되는데 preview 키가 다름"),
    ("The key is on instance i-0abc123def4567890 in vpc-1a2b3c4d.", None),  # resource IDs of their usual lengths
    ("Klaviyo 키 pk_9b25dbddfca221530d1abb0659064193f7 이걸로 바꿈", "Klaviyo 키 [REDACTED] 이걸로 바꿈"),
    ('User in chat: "just use c/9ON0LrAcWQlX5X/IBEytEb3QhZT2Fu9139pABp/4wKe== for now"',
     'User in chat: "just use [REDACTED] for now"'),
    ("storePassword=%RW%netyvlbRz7bHmhwH3P6o5l-G2, keyPassword=abc123", "storePassword=[REDACTED], keyPassword=[REDACTED]"),
    ("set PGPASSWORD=%DB_PASS%", None),  # a Windows variable
    ("curl -u 'admin:!Arg]]F+Nv7wb];' https://ops.acme.internal/api/health", "curl -u 'admin:[REDACTED]' https://ops.acme.internal/api/health"),
    ("The user shared the 2FA setup key so the agent could configure the CI check: PIWEUU6LVBQXYDQ7CXCLG4EKHDNSBJYD",
     "The user shared the 2FA setup key so the agent could configure the CI check: [REDACTED]"),
    ("Password:\nglacier.dishwasher.tundra.staple.Dishwasher", "Password:\n[REDACTED]"),
    ("go.sum 값 h1:ArRCKsCsvUy4eTYRiPDkQBjLIp4DRyHX96DGHYCxJYf=. CI 설정 문제", None),  # a module checksum
    ("the secret key for S3-compatible backups comes from CI", None),  # a compound
    ('variable "keycloak_client_secret" {\n  type    = string\n  default = "xCMyRLbJJlaF5CHFF8XviSNOxsKDhkG1"\n}',
     'variable "keycloak_client_secret" {\n  type    = string\n  default = "[REDACTED]"\n}'),
    ('variable "region" {\n  default = "ap-northeast-2"\n}', None),
    ("echo 'Bulgogi447$' > ~/.vault_pass && chmod 600 ~/.vault_pass", "echo '[REDACTED]' > ~/.vault_pass && chmod 600 ~/.vault_pass"),
    ("echo hello > out.txt", None),
    ("INSERT INTO integrations (provider, api_key, enabled) VALUES ('amplitude', 'b7fe39afcf835cb550b38b7704742fa9', true);",
     "INSERT INTO integrations (provider, api_key, enabled) VALUES ('amplitude', '[REDACTED]', true);"),
    ("INSERT INTO users (name, email) VALUES ('bob', 'bob@example.com');", None),
    ("Password rotation for user app: old marble bamboo quiet 1, new pickle kettle purple tundra 72.",
     "Password rotation for user app: old [REDACTED], new [REDACTED]."),
    ("The old code path and new code path 2", None),  # old/new without a password word
    ("빌드 캐시 키 gradle-27897a48c6c3c0bdc761864df995323cf39b5567", None),  # a cache key names a record
    ("CI reads them from arn:aws:secretsmanager:ap-northeast-1:728011106175:secret:prod/api-Ytx4WI.", None),
])
def test_handed_over_values_sql_terraform_and_echoed_secrets(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# Round of late November: each rule at its edge, with a clean twin that must stay as written.
@pytest.mark.parametrize(("note", "expected"), [
    # a WordPress application password: six groups of four, both cases and digits, after its label
    ("publisher user bot.release, application password Hq2m Zt7K a9Lw 0pRe Vv3n Kd8s",
     "publisher user bot.release, application password [REDACTED]"),
    ("앱 비번 Tz8q 1mWe Ra4K pL0c 9XyB nE2f 로 교체함", "앱 비번 [REDACTED] 로 교체함"),
    ("the application password page says this will make some more code work", None),  # six words of four
    # recovery codes: a longer label, and a code without a digit among codes of its shape
    ("Backup login codes:\n1. 4821 9930\n2. 1187 6402", "Backup login codes:\n1. [REDACTED]\n2. [REDACTED]"),
    ("recovery codes QW3R-T8YU-ZX1C  PLMK-OIJN-UHBG  7YGV-5TFC-RDX4 used one",
     "recovery codes [REDACTED]  [REDACTED]  [REDACTED] used one"),
    ("backup codes are in the vault under OPS-RUNBOOK-MAIN", None),  # one letters-only name, no code
    # the end of a private key pasted apart from its start
    ("rest of it: MHcCAQEEIDq0wZbYhNkLr5hpXN7Kf1uT9S3\nAwEHoUQDQgAEq8YbWkOv3Rf==\n-----END EC PRIVATE KEY-----",
     "rest of it: [REDACTED]\n[REDACTED]\n-----END EC PRIVATE KEY-----"),
    ("-----END PUBLIC KEY----- closes the block in docs/keys.md", None),
    # an Ethereum private key after its label or in Hardhat's accounts; a transaction hash is not one
    ("networks: { mainnet: { accounts: ['0x" + "4f" * 32 + "'] } }", "networks: { mainnet: { accounts: ['[REDACTED]'] } }"),
    ("tx 0x" + "ab12" * 16 + " confirmed in block 1923", None),
    # 1Password's account Secret Key
    ("new laptop needs the Secret Key A3-K2M4PQ-7ZRX9T-W3E8D-Q5T7Y-B6N2M-H4J9K", "new laptop needs the Secret Key [REDACTED]"),
    # a variable whose name holds a key's word mid-name or glued, with a generated value
    ("\tTOSS_SIGNKEY_LIVE=q8Rk2LmZ0vWx7TbN5cYp3HsJ ./run.sh", "\tTOSS_SIGNKEY_LIVE=[REDACTED] ./run.sh"),
    ("CACHE_KEY_PREFIX=orders_v2_cache PRIMARY_KEY_COLUMN=id", None),
    # an Authorization header runs to its blank or quote
    ("curl -H 'Authorization: Bearer Zx8kQ2wLm9)[TpR4>vN' https://api.example.com",
     "curl -H 'Authorization: Bearer [REDACTED]' https://api.example.com"),
    # tables: a header in a sentence, bars without a frame, a key column of hex keys
    ("The vault export (title,username,password) is still in Downloads:\nbuild box,ci,Orchard-lamp77",
     "The vault export (title,username,password) is still in Downloads:\nbuild box,ci,[REDACTED]"),
    ("장비 | 계정 | 비번\n공유기 | admin | mangotree4821", "장비 | 계정 | 비번\n공유기 | admin | [REDACTED]"),
    ("| service | key |\n|---|---|\n| mailer | 9f1c2e7a4b6d8f0e1a3c5b7d9e2f4a6c |",
     "| service | key |\n|---|---|\n| mailer | [REDACTED] |"),
    ("crypto.createHmac('sha256', process.env.WEBHOOK_SECRET)\nif (!ok(Buffer.from(a), Buffer.from(b))) return;", None),
    # a key rotated by an arrow, old and new
    ("Rotated the Sentry relay token: old 3b7e1f0a-9c2d-4e5f-8a6b-7c8d9e0f1a2b -> new 5d6e7f80-1a2b-4c3d-9e4f-0a1b2c3d4e5f.",
     "Rotated the Sentry relay token: old [REDACTED] -> new [REDACTED]."),
    ("The deploy key moved from v1 to v2 on Monday", None),
    # what a key file holds, given as its content
    ("config/credentials/production.key went into the build image; content 5e0c9a7f3b1d2e4f6a8c0b9d7e5f3a1c",
     "config/credentials/production.key went into the build image; content [REDACTED]"),
    # cues: hard-coded values, a door lock's number with words between, `.x_pass` files, 패스프레이즈
    ("scripts/sync.py had Kp3xQ9mZ7rT2vW8nB4yL6sD1fH5jG0 hardcoded in it", "scripts/sync.py had [REDACTED] hardcoded in it"),
    ("도어락 마스터 번호는 77310264 입니다", "도어락 마스터 번호는 [REDACTED] 입니다"),
    ("ansible .vault_pass 내용: Qm!7rTz#2pLw", "ansible .vault_pass 내용: [REDACTED]"),
    ('서명 키 패스프레이즈 "amber_falcon_orchid" 로 설정함', '서명 키 패스프레이즈 "[REDACTED]" 로 설정함'),
    ("Invalid API key 7qwz3k9m returned by the partner sandbox", "Invalid API key [REDACTED] returned by the partner sandbox"),
    ("gpg --recv-keys 3A45DE782B6AA737", None),  # a key ID, hex
    # a chosen passphrase as the password of `user / password`; a password with a bracket is not code
    ("router login admin / maple_quartz_ember_57 then reboot", "router login admin / [REDACTED] then reboot"),
    ("공용 비번 abc123! → Qz[%x#=-;8j!?0 로 바꿈", "공용 비번 [REDACTED] → [REDACTED] 로 바꿈"),
    # old and new, or the raw value, to the end of the line once a password was spoken of
    ("The vault password was rotated. Old: q#7!Lm(2xZ\nNew: 9w]Tr~4k&P", "The vault password was rotated. Old: [REDACTED]\nNew: [REDACTED]"),
    ("The password broke the YAML parser. The raw value: ]:#|-}9~(%]')iu>[O", "The password broke the YAML parser. The raw value: [REDACTED]"),
    ("Upgraded Python. Old: 3.11.7, new: 3.12.1 (both fine)", None),  # no password spoken of
    ("Password policy changed. Old: 8 chars min\nNew: 12 chars min", None),  # prose, not a value
    # a chat answer to a password question, in capitalised words; a user / password pair likewise
    ("배수지: 운영 DB 비번 뭐죠?\n김민준: Lantern-Copper-Violet\n배수지: 감사", "배수지: 운영 DB 비번 뭐죠?\n김민준: [REDACTED]\n배수지: 감사"),
    ("공유기 관리 페이지 admin / Meadow-Falcon-Quartz-Ember 입니다", "공유기 관리 페이지 admin / [REDACTED] 입니다"),
    # an app-specific password's shape right after a key's word; a KMS key's ID is not a key
    ("기존 키 qwer-tyui-opas-dfgh 폐기하고 새 키 zxcv-bnml-kjhg-fdsa 받음", "기존 키 [REDACTED] 폐기하고 새 키 [REDACTED] 받음"),
    ("쿼터 늘린 키가 0d2f6a1c-7b3e-4f59-a8c2-9e1b7d4c6f30 맞나요?", "쿼터 늘린 키가 [REDACTED] 맞나요?"),
    ("The file was encrypted to KMS key 0d2f6a1c-7b3e-4f59-a8c2-9e1b7d4c6f30 and a PGP key.", None),
    # a hex key in the sentence after the key's word; an old password in parentheses; a leaked key
    ("채팅에 키 붙이지 말 것. 오늘 c0ffee12c0ffee34c0ffee56c0ffee78c0ffee9a 붙여넣음", "채팅에 키 붙이지 말 것. 오늘 [REDACTED] 붙여넣음"),
    ("DB 비번 변경 (plumtree2019 → Xk8#mQ2!vR) 후 재시작", "DB 비번 변경 ([REDACTED] → [REDACTED]) 후 재시작"),
    ("Treat Rk4mZ9qWx2LpT7vN3sB8 as compromised until rotated", "Treat [REDACTED] as compromised until rotated"),
    ("The Buildkite job needed DD_APP_KEY. The user pasted the value in chat: 5f0e3d2c1b0a99887766554433221100ffeeddcc",
     "The Buildkite job needed DD_APP_KEY. The user pasted the value in chat: [REDACTED]"),  # Buildkite is no build ID
    # Hangul inside a password; Hangul after it is a particle
    ("The kiosk PIN pad password mixes scripts: tq4별빛=82 — switch the layout first", "The kiosk PIN pad password mixes scripts: [REDACTED] — switch the layout first"),
    ("기존 비번 Wd3우주!54 폐기됐는지 확인", "기존 비번 [REDACTED] 폐기됐는지 확인"),
    ("x\napp.db.password = 고양이-하늘42\napp.db.url = jdbc:h2:mem", "x\napp.db.password = [REDACTED]\napp.db.url = jdbc:h2:mem"),
    ("민수: 스테이징 DB 비번 뭐에요?\n지은: 볼트에 있어요", None),  # a question, not a value
    # a YubiKey's OTP, a Nostr key, a seed phrase on the line under its label, a door code between marks
    ("touched the key and it typed cccccbhkrvnlgtlfgjcnhdevckfdrtkhfvbbhdgrjcdu into #ops", "touched the key and it typed [REDACTED] into #ops"),
    ("export NOSTR_NSEC=nsec1" + "q" * 58, "export NOSTR_NSEC=[REDACTED]"),
    ("지갑 니모닉 (공용)\nabandon gravity orbit velvet cactus lemon spider frost hammer olive random tulip",
     "지갑 니모닉 (공용)\n[REDACTED]"),
    ("서버실 도어락 번호는 *40817263# 임", "서버실 도어락 번호는 [REDACTED] 임"),
    # a flag and its value as list items; a connection string's password with blanks up to its `;`
    ('command: ["redis-server", "--requirepass", "harbor-violet-cactus-71"]', 'command: ["redis-server", "--requirepass", "[REDACTED]"]'),
    ('command: ["redis-server", "--port", "6380"]', None),
    ('"Default": "Server=db;User ID=app;Password=amber lantern quiet 52;Encrypt=True;"', '"Default": "Server=db;User ID=app;Password=[REDACTED];Encrypt=True;"'),
    # a list of credentials: one value found makes the others shaped like keys credentials too
    ("Integrations:\n* Stripe (prod): sk_live_" + "a1B2c3D4" * 3 + "\n* Mailer (ops): 7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b\n* Region: ap-northeast-2",
     "Integrations:\n* Stripe (prod): [REDACTED]\n* Mailer (ops): [REDACTED]\n* Region: ap-northeast-2"),
    ("- Build: 7c1e9a0b3d5f7e2a4c6b8d0f1e3a5c7b\n- Owner: kim", None),  # nothing in the list is a credential
    # a password manager export's TOTP column
    ("name,login_username,login_password,login_totp\nAWS root,ops@acme.io,Xq7!mLp2zR,JBSWY3DPEHPK3PXPJBSWY3DP",
     "name,login_username,login_password,login_totp\nAWS root,ops@acme.io,[REDACTED],[REDACTED]"),
    # a regular expression is not a key; `mysql -p` closing a code span takes nothing after it
    ("Hook patterns: 'glpat-[0-9A-Za-z_-]{20}', '-----BEGIN [A-Z ]*PRIVATE KEY-----'", None),
    ("but `mysql -u app -p` (prompt for password) and `mysql -P 3307` (port)", None),
    ("온보딩: 2) 초기 비밀번호는 본인 휴대폰 문자로 개별 발송 3) 최초 로그인 시 변경", None),  # the next item's number
    # a SealedSecret's ciphertext is safe to commit; the same value under a plain Secret's data is not
    ("kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag" + "Qx7b" * 60 + "==", None),
    ("kind: Secret\nstringData:\n    password: Ag" + "Qx7b" * 60 + "==", "kind: Secret\nstringData:\n    password: [REDACTED]"),
    # commands and SDKs: ngrok's authtoken, Twilio's constructor
    ("RUN ngrok config add-authtoken 3kQx9mZ7rT2vW8nB4yL6sD1fH5jG0_abcdefGHIJ", "RUN ngrok config add-authtoken [REDACTED]"),
    ("ngrok http 8080 --authtoken 3kQx9mZ7rT2vW8nB4yL6sD1fH5jG0_abcdefGHIJ", "ngrok http 8080 --authtoken [REDACTED]"),
    ("ngrok http 8080 --region jp", None),
    ("const client = new Twilio('AC" + "1f" * 16 + "', '" + "9c" * 16 + "');", "const client = new Twilio('AC" + "1f" * 16 + "', '[REDACTED]');"),
    # what a Basic credential decodes to; MFA recovery codes; door codes with a mark inside
    ("Authorization: Basic ZGVwbG95Olh5Nw== which decodes to deploy:Xy7#kq2!Lm", "Authorization: Basic [REDACTED] which decodes to deploy:[REDACTED]"),
    ("root MFA recovery 7K2Q-MXPL-4RTZ and QWRT-9PLM-ZX3C; keep them sealed", "root MFA recovery [REDACTED] and [REDACTED]; keep them sealed"),
    ("3층 서버실 도어락은 4471-0923 (분기마다 변경)", "3층 서버실 도어락은 [REDACTED] (분기마다 변경)"),
    ("도어락 교체 2024-05-01 예정", None),  # a date after the word, not right after
    # eight of three kinds right after a key's word; a `0x` key ID is not a key, a `0x` secret handed over is
    ("NHN 알림톡 secretKey Hq7Tz2Kp 로 테스트", "NHN 알림톡 secretKey [REDACTED] 로 테스트"),
    ("Release artifacts are signed with key 0x03bb37a86f1bd275 (fingerprint b4dfddfa)", None),
    ('User in chat: "just use 0x' + "5e" * 20 + ' for now"', 'User in chat: "just use [REDACTED] for now"'),
    # names and prose, not values: a compound after `password:`, an ARN, a JWT's header, a field ending in a name
    ("The first one was the wrong database, not the wrong password: pg_hba rejects per-db.", None),
    ("secret arn:aws:secretsmanager:us-west-2:776664428039:secret:prod/ledger/db-AbCdEf", None),
    ('The token header decodes fine: eyJhbGciOiJSUzI1NiIsImtpZCI6ImtleS0yMDI0In0 → {"alg":"RS256"}', None),
    # the last pass: lower-case OTP groups, SAS signatures with escapes, keypads, rotation tables, Adafruit and Neon
    ("OTP 등록용 시크릿 (수동입력)\nqwer tyui opas dfgh jklz xcvb nmqw erty\n앱에 '키 입력'으로", "OTP 등록용 시크릿 (수동입력)\n[REDACTED]\n앱에 '키 입력'으로"),
    ("the TOTP secret is shown as: this that with some more here from them", None),  # words of four are prose
    ("https://a.blob.core.windows.net/c/f.zip?sv=2023-01-03&sp=r&sig=Ab3%2F9xQ!z7Lk", "https://a.blob.core.windows.net/c/f.zip?sv=2023-01-03&sp=r&sig=[REDACTED]"),
    ("door keypad 7731*0946#, then the alarm", "door keypad [REDACTED], then the alarm"),
    ("Rotation log:\n| db | user | old | new |\n| users | park | Qz7mLp2xRt9W | Kd8sVv3nHq2m |\n| app | kim | 3.1.0 | 3.2.0 |",
     "Rotation log:\n| db | user | old | new |\n| users | park | [REDACTED] | [REDACTED] |\n| app | kim | 3.1.0 | 3.2.0 |"),
    ("| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n| 젠킨스 | SSO | - |", None),  # a separator row holds no value
    ("io_key: aio_" + "Ab3d" * 7, "io_key: [REDACTED]"),
    ("DATABASE_URL uses npg_51haunYWZUBq as the password", "DATABASE_URL uses [REDACTED] as the password"),
    # not values: SSM types, an acronym after 비번, an item named after things, a commit a PR fixed
    ("/prod/ledger/api_token (SecureString)\n/prod/ledger/db_password (SecureString)", None),
    ("앱은 IAM 인증으로 붙고 비번은 IAM 인증 토큰으로 대체", None),
    ("Credentials are in vault 'Platform-Prod' under item 'partner-sftp-billing-api'.", None),
    ("The token refresh race was fixed in 9dd3578042a59eea5fc4683eb85b957467eec4e4 (PR #963).", None),
    # names, not credentials
    ('Shared logins live in 1Password vault "Platform-Shared"; request access by form.', None),
])
def test_rules_of_the_late_november_round(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_a_label_ending_in_a_colon_covers_the_block_under_it_in_the_next_field():
    fields = {"missing_context": "Recovery codes for the org owner account:", "lesson": "3f9a1-c07b2  8e4d5-19fa0\nb72c4-5d0e9  04a1f-e6c38\n\nKeep them offline.", "ask_next_time": ""}
    assert sanitize_fields(fields)["lesson"] == "[REDACTED]  [REDACTED]\n[REDACTED]  [REDACTED]\n\nKeep them offline."
    # without the colon only the first line is labelled; after the blank line the block has ended
    fields = {"missing_context": "The vault password", "lesson": "Qx7!mLp2zR was it\nQx8!mLp2zR maybe", "ask_next_time": ""}
    assert sanitize_fields(fields)["lesson"].split("\n")[1] == "Qx8!mLp2zR maybe"


def test_a_field_ending_in_a_name_labels_nothing_in_the_next():
    fields = {"missing_context": "values-prod.yaml: 비번 키 이름은 postgres-password", "lesson": "existingSecret 쓰면 auth.password 는 무시됨", "ask_next_time": ""}
    assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("note, expected", [
    # a URL's password is never code, and it runs to the `@` (a trailing `.` is part of it)
    ("mongosh mongodb://etl:vq83kd.Rmx.@db3.internal:27017/etl", "mongosh mongodb://etl:[REDACTED]@db3.internal:27017/etl"),
    ("redis://cache:k4x8.Pw2@cache.svc:6379/0", "redis://cache:[REDACTED]@cache.svc:6379/0"),
    ("postgres://app:${PGPASSWORD}@db:5432/app", None),
    # a Wi-Fi key is a password; the guest network's in the same sentence too
    ("Lobby AP: WPA2 key Harbor4417# and guests get Vm8qTt2LxW3p", "Lobby AP: WPA2 key [REDACTED] and guests get [REDACTED]"),
    ("Rotate the wifi key every quarter; the SSID stays.", None),
    # keypad codes after a password word with `*` or `#`; unlock codes are PINs
    ("창고 비번 6180427# 누르면 열림", "창고 비번 [REDACTED] 누르면 열림"),
    ("창고 도어락은 *6180427 임", "창고 도어락은 [REDACTED] 임"),
    ("공용 태블릿 잠금해제 482916 (분실 주의)", "공용 태블릿 잠금해제 [REDACTED] (분실 주의)"),
    ("see issue #4827 for the password reset flow", None),
    ("화면 잠금해제 패턴을 지문으로 바꿈", None),
    # a TOTP key with words between OTP and 키, or named as the manual entry key
    ("인증 앱 OTP 에 직접 넣는 키: mxq4 ta7k pz2r wd5n", "인증 앱 OTP 에 직접 넣는 키: [REDACTED]"),
    ("Authenticator manual entry key: QM4T A7KP Z2RW D5NX", "Authenticator manual entry key: [REDACTED]"),
    # a rotation's two labelled lines: a chosen passphrase after either label
    ("Old: [REDACTED]\nNew: copper-meadow-falcon-31\nthen restart", "Old: [REDACTED]\nNew: [REDACTED]\nthen restart"),
    ("이전: [REDACTED]\n변경: ember-quartz-lagoon-58", "이전: [REDACTED]\n변경: [REDACTED]"),
    ("Old: 1.4 docs\nNew: migration-guide-draft", None),
    # a lowercase value mixed at random near a password word; letters with a random case after a key's name
    ("guest 비번은 q7vzt4kkr9wm 입니다", "guest 비번은 [REDACTED] 입니다"),
    ("the password reset job runs on node k8s1worker22", None),
    ("KAKAO_CLIENT_SECRET는 QpWmRtZkYvNb 입니다", "KAKAO_CLIENT_SECRET는 [REDACTED] 입니다"),
    ("the token header names JavaScriptCore", None),
    # signing keys inside HMAC and JWT calls, where a call may wrap them
    ('key := hmac.New(sha512.New, []byte("Tq8mZ2vK7rX4pW9nL3bY6cF1hJ5sD0gA"))', 'key := hmac.New(sha512.New, []byte("[REDACTED]"))'),
    ('token = jwt.encode(claims, "Gv3Lq9Zt2Wm8Kx4Rp7Nb1Yc6", algorithm="HS256")', 'token = jwt.encode(claims, "[REDACTED]", algorithm="HS256")'),
    ('sig = hmac.new(secret, body, "sha256")', None),
    # recovery codes whose label is elsewhere: four lines or more of one two-part shape, most with digits
    ("pq4rt-8xk2m\nzz7wn-c3vbd\nhmtqs-lwpza\n9kd2e-vr5tx", "[REDACTED]\n[REDACTED]\n[REDACTED]\n[REDACTED]"),
    ("fix-login\nfeat-ui\nchore-deps\ndocs-readme", None),
    ("2024-0101\n2024-0102\n2024-0103\n2024-0104", None),
    # placeholders in brackets, Hangul and digits too; a JWK's `kid` names a key
    ("예: DB_PASSWORD=<2차-비번-입력>, API_KEY=<발급-키>", None),
    ("IdP rotated its signing keys. New kid is Qm7vT2kX9pLr4Wn8Zb3Yc6Fh1Js5Dg0Aq2Ew; caches refreshed.", None),
    # from the second set of the round: keypads, PINs in Korean, pre-shared keys, "i.e." inside a sentence
    ("Night shift: the keypad code is 5512804#.", "Night shift: the keypad code is [REDACTED]."),
    ("공용 태블릿 핀번호 48201937이고 분기마다 바꿈", "공용 태블릿 핀번호 [REDACTED]이고 분기마다 바꿈"),
    ("라우터 사전 공유키는 Tq4.Lm8*zR%w&K=2 이거", "라우터 사전 공유키는 [REDACTED] 이거"),
    ("Two tokens exist; take the newer, i.e. Hx7Kp2Wq9Zm4Rt6Yb3Nc8Vd5Lf1Gs0Ja today.",
     "Two tokens exist; take the newer, i.e. [REDACTED] today."),
    ("Gitea 쪽은 7c3e9a1f0b5d2e8c4a6f1b3d5e7c9a0b2d4f6e8a이게 운영 키임.", "Gitea 쪽은 [REDACTED]이게 운영 키임."),
    ("Sentry 키 이걸로 쓰세요 → 4b9e2c7a1f5d8e3b6c0a9f2e5d", "Sentry 키 이걸로 쓰세요 → [REDACTED]"),
    # a Go DSN's password with `@` in it; what `echo` printed for a secret's variable; a key after an API version
    ('dsn := "app:Zq@9w!Lm@tcp(db:3306)/app"', 'dsn := "app:[REDACTED]@tcp(db:3306)/app"'),
    ("$ echo $GITLAB_PAT\nk2m9x7v4q8z3w6t1p5r0s2n7b4c9\nso the variable is set", "$ echo $GITLAB_PAT\n[REDACTED]\nso the variable is set"),
    ("$ echo $API_KEY\n./scripts/deploy.sh", None),
    ("RPC: https://polygon-mainnet.g.alchemy.com/v2/Qm7vT2kX9pLr4Wn8Zb3Yc6Fh", "RPC: https://polygon-mainnet.g.alchemy.com/v2/[REDACTED]"),
    ("https://api.example.com/v2/customers/cus_8842/invoices", None),
    ("DB 비번 교체: 기존 Wq8!mZt2Lk → 변경 Rv5#nXp9Qd 으로", "DB 비번 교체: 기존 [REDACTED] → 변경 [REDACTED] 으로"),
    # not credentials: `--askpass` names a helper, parameters, a call cut at its argument, base64 of settings
    ("Use sudo --askpass interactively; the helper lives in ~/bin.", None),
    ("비밀번호 해시는 scrypt, 파라미터 N=32768,r=8,p=1 로 통일", None),
    ("서명은 HMAC-SHA512(payload, secret) 값을 헤더로 보냄", None),
    ("That secret in the ConfigMap is only base64 of settings: cmV0cmllcz0zCnRpbWVvdXQ9MTA=", None),
    ("a secret in the ConfigMap: cGFzc3dvcmQ9aHVudGVyMg==", "a secret in the ConfigMap: [REDACTED]"),  # it decodes to password=…
    ('factories set password="fixture-pass-do-not-use" for every user', None),
    # third set of the round: key pairs, vendors, log leaders, cloud-init, consul, chat answers, keypads
    ("실제 되는 조합은 Q7W2E9R4T6Y1U3I8O5P0 / Hq7Tz2Kp9Lm4Xr8Vb3Nc6Yd1Fg5Js0Aw2Ez7Qu4p 임",
     "실제 되는 조합은 [REDACTED] 임"),
    ("업체 키 AKIAQ7W2E9R4T6Y1U3I8 는 비활성화함", "업체 키 [REDACTED] 는 비활성화함"),
    ("ENV RAZORPAY_KEY_ID=rzp_live_Tq8mZ2vK7rX4pW", None),  # since the November 26 round, the public half of the pair
    ("ENV RAZORPAY_KEY_SECRET=Tq8mZ2vK7rX4pWz3Lk9", "ENV RAZORPAY_KEY_SECRET=[REDACTED]"),
    ("c.z.h.HikariConfig - password........Vq8~mZ2vK7rX4pW", "c.z.h.HikariConfig - password........[REDACTED]"),
    ("#cloud-config\nchpasswd:\n  list: |\n    ops:Maple?Drum71\n    root:RANDOM\n  expire: false",
     "#cloud-config\nchpasswd:\n  list: |\n    ops:[REDACTED]\n    root:RANDOM\n  expire: false"),
    ("consul acl set-agent-token agent 5e1c7a2b-9f3d-4e8a-b6c0-1d2e3f4a5b6c", "consul acl set-agent-token agent [REDACTED]"),
    ("consul acl set-agent-token agent \"$CONSUL_TOKEN\"", None),
    ("[09:12] 하늘: 스테이징 젠킨스 비번 뭐였죠?\n[09:14] 도윤: k4T82m.QWzx요", "[09:12] 하늘: 스테이징 젠킨스 비번 뭐였죠?\n[09:14] 도윤: [REDACTED]요"),
    ("Unseal Key 1: //Wq8mZ2vK7rX4pL9nB3yC6fH1jS5dG0aQe2Rt4Yu", "Unseal Key 1: [REDACTED]"),
    ("창고: 도어락 80417263 누르고 경보 해제 55128#", "창고: 도어락 [REDACTED] 누르고 경보 해제 [REDACTED]"),
    ("도어락 2024년에 교체, 3층 도어락 12개", None),
    ("운영 redis requirepass 아직 -7Qm2Lx9#Vt 인지?", "운영 redis requirepass 아직 [REDACTED] 인지?"),
    ("switches got a new SNMP community: harborXq72Lm", "switches got a new SNMP community: [REDACTED]"),
    ("the open-source community: welcoming", None),
    ("패스프레이즈: velvet quarry lantern orbit", "패스프레이즈: [REDACTED]"),
    ("same user, password is now `copperfox412`, ping me", "same user, password is now `[REDACTED]`, ping me"),
    ("it needs the vendor credentials. Working pair: 9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c with it.",
     "it needs the vendor credentials. Working pair: [REDACTED] with it."),
    # not credentials: image digests, event IDs, diagrams, hashing parameters, identifiers, sealed and encoded data
    ("prod: pinecrest/api@sha256:" + "4e" * 32, None),
    ("Sentry event 7af3fe3240fd3e282086b5bbcc17ae8e shows the token refresh bug", None),
    ("token flow:\n  App->>Auth: POST /token (client_credentials)", None),
    ("login slow: argon2id m=262144, t=4, p=2 on small pods", None),
    ("the bean OAuth2AuthorizedClientServiceReactiveOAuth2AuthorizedClientManager is missing near the token store", None),
    ("secret \"creds\" not found: MountVolume.SetUp failed", None),
    ("kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag" + "Bx7q" * 30, None),
    ("Secret data.app.yaml = bG9nX2xldmVsOiBpbmZvCnJlZ2lvbjogYXAtbm9ydGhlYXN0LTIK is log level and region", None),
    ("db password host db01.internal.example.com", None),
    # last part, from v19: public-by-design values, hashes, placeholders, an empty `.env` line, cache keys
    ("SealedSecret manifests are committed; encryptedData.password is Ag" + "Qz7b" * 30, None),
    ('README shows `api_key = "REPLACE_WITH_REAL_KEY"`', None),
    ("공개용 사이트 키 6Lc" + "Xq7mLp2zRt" * 3 + "ab 가 번들에 있음", None),
    ("Frontend bundle has the public site key pk.eyJ1IjoiYWNtZSIsImEiOiJjbGZ4In0.Qm7vT2kX9pLr4Wn8Zb3Yc6; by design", None),
    ("Checkout embeds the publishable key pk_live_" + "Tq8mZ2vK7rX4pW9n" * 3 + " by design", None),
    ("Seed users carry password_hash $2b$12$Ozk.VhgKdbzIxOlJ.dxJkX5ACQ0DYQmzUBX3D3nf3Ov/x0sNmWc7d.", None),
    ("로그인 느림. 캐시 user:6488:session:v3 가 안 지워짐", None),
    ("codecov upload-process -t 5e1c7a2b-9f3d-4e8a-b6c0-1d2e3f4a5b6c -f coverage.xml", "codecov upload-process -t [REDACTED] -f coverage.xml"),
    ("SNMP v2c 커뮤니티 Xq7mLp2zRt (읽기 전용)", "SNMP v2c 커뮤니티 [REDACTED] (읽기 전용)"),
    # a payment gateway's site key is secret; a site key called public is not
    ("PG 사이트키 Tq8mZ2vK7rX4pW9nL3bY6c__ (사이트코드 AB12)", "PG 사이트키 [REDACTED] (사이트코드 AB12)"),
    ("the public site key 6Lc" + "Xq7mLp2zRt" * 3 + "ab ships in the bundle", None),
])
def test_rules_of_the_november_25_round(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a value with `@` is a user at a host only when the host has a letter or is an IP address
    ("The NAS password is a Korean word typed in English mode: gksrmf@4471.", "The NAS password is a Korean word typed in English mode: [REDACTED]."),
    ("The password prompt came from ssh -p 2222 deploy@10.0.3.72 (port)", None),
    # a setting's name has digits only at its end: `Mx7qV9k=…` is a password, not `timeout=30`
    ("logged into the admin panel with Mx7qV9k=p2LdW4+ today", "logged into the admin panel with [REDACTED] today"),
    ("the login page sets timeout=30s for the password form", None),
    # a lowercase name has no generated part of 24 or more: `ab_v2_app_<key>` is a key
    ("swapped in ab_v2_app_k3m9x7v4q8z3w6t1p5r0s2n7b4c9hd as the REST API key", "swapped in [REDACTED] as the REST API key"),
    ("the API key lives in the release-bot-v2 config", None),
    ("traceparent 00-7c6e41b1159dd64f7e8f6a2f13b32305-d2821b9db72d4182-01 of the slow login", None),  # hex parts
    # a Cisco `snmp-server community` line
    ("snmp-server community Tq8mZ2vK7rX4pW RO 10", "snmp-server community [REDACTED] RO 10"),
    ("snmp-server community public RO", None),
    # a password that starts with `#` and holds more of them
    ("<password>#Qz81#wLpk#d3m!</password>", "<password>[REDACTED]</password>"),
    ("# password settings below", None),
    # the halves of a key pair as `ak` / `sk` with a blank between, when the value is generated
    ("ak QWERT2Y4UIOP6ASDF8GH, sk Zx9Cv8Bn7Mq6Wr5Et4Yu3Io2Pa1Sd0FgHjKlQw로 교체", "ak [REDACTED], sk [REDACTED]로 교체"),
    ("we use sk learn_rate_schedules here", None),
    # an ID glued by `:` or a blank to its secret, already redacted, is the pair's other half
    ("curl -u ck_0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b:cs_11aa22bb33cc44dd55ee66ff77aa88bb99cc00dd https://shop/wp-json",
     "curl -u [REDACTED]:[REDACTED] https://shop/wp-json"),
    ("curl -u Ab12Cd34Ef56:[REDACTED] https://api", "curl -u [REDACTED]:[REDACTED] https://api"),
    ("curl -u deploy_bot:[REDACTED] https://api", None),  # a user name stays
    # a passphrase of words in quotes in a password word's sentence
    ('Passphrase for ~/.ssh/id_ed25519 is "marble tundra pepper kettle"; add it with ssh-add.',
     'Passphrase for ~/.ssh/id_ed25519 is "[REDACTED]"; add it with ssh-add.'),
    ("The vault password isn't in the repo; Mina said it's 'copper lantern violet drum'.",
     "The vault password isn't in the repo; Mina said it's '[REDACTED]'."),
    ("패스프레이즈 아직 '52 amber falcon quiet river' 맞나요?", "패스프레이즈 아직 '[REDACTED]' 맞나요?"),
    ("ssh asks 'Enter passphrase for key' before the password prompt", None),  # a prompt quoted
    ("the password check says 'Permission denied publickey'", None),
    # an app password's four groups after a password word, with a blank between
    ("msmtprc: account alerts, password qzvx kfpw mnbt rhdl. Mail goes out.", "msmtprc: account alerts, password [REDACTED]. Mail goes out."),
    ("the password will need some work", None),
    # a chat reply that gives a user name, then the password
    ("> me: what's the break-glass login for staging?\n> Ana: superadmin, 9q8w7e6rxyzzy — keep it here",
     "> me: what's the break-glass login for staging?\n> Ana: superadmin, [REDACTED] — keep it here"),
    ("> me: what's the break-glass login for staging?\n> Ana: superadmin, Copper_Violet_318 — keep it here",
     "> me: what's the break-glass login for staging?\n> Ana: superadmin, [REDACTED] — keep it here"),
    # right after a password word, letters and digits in three runs or more
    ("kiosk 비번(qwer5t6yzxc7)이 스크립트에 박혀 있음", "kiosk 비번([REDACTED])이 스크립트에 박혀 있음"),
    ("the password v2migration step", None),
    # left alone: header names, a page cursor, documented Basic examples, public and camelCase names
    ("Replayed webhook shows X-Hub-Signature-256: sha256=5823670817; the signature is not the secret.", None),
    ("The list endpoint returns nextPageToken=eyJsYXN0X2lkIjo4ODAxMjAsInRzIjoxNzI3NzMyNzUzfQ==, not an auth token.", None),
    ("Authorization: Basic dXNlcm5hbWU6cGFzc3dvcmQ=   (the RFC's username:password)", None),
    ("Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== is RFC 7617's example", None),
    ("Authorization: Basic ZGVwbG95OlhxN2tMbTJw", "Authorization: Basic [REDACTED]"),  # deploy:Xq7kLm2p
    # a Basic credential of placeholders, as vendor docs show it: `<client_id>:<client_secret>`, `{user}:{password}`
    ("Authorization: Basic PGNsaWVudF9pZD46PGNsaWVudF9zZWNyZXQ+   # from the vendor docs", None),
    ("Authorization: Basic e3VzZXJ9OntwYXNzd29yZH0=", None),
    ("Authorization: Basic PGNsaWVudF9pZD46WHE3a0xtMnBaOQ==", "Authorization: Basic [REDACTED]"),  # <client_id>:Xq7kLm2pZ9
    ("Authorization: Basic YWRtaW46VG9kby1MaXN0LTIwMjQh", "Authorization: Basic [REDACTED]"),  # admin:Todo-List-2024!, a word of a placeholder's inside
    ("Authorization: Basic YXBwOntTdW1tZXIyMDI0fQ==", "Authorization: Basic [REDACTED]"),  # app:{Summer2024}, no name in the braces
    ("Authorization: Basic YWRtaW46S3g5bTpwYXNzd29yZA==", "Authorization: Basic [REDACTED]"),  # admin:Kx9m:password, the password all after the first colon
    ("WireGuard PublicKey cUL84DvK/uN0pG2PFddfVD45YEUsZJUkjReoJKB1aV8= goes on the peer; the dev secrets need it.", None),
    ("The bundle holds 6LHHsduXZHEwKg_iWbKPiuSbjy4b3cKPZbPoCTGy, a reCAPTCHA site key, meant to be public.", None),
    ("토큰을 localStorage로 옮기지 말 것", None),
])
def test_rules_of_the_november_26_round(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


# From the misses and false positives of v21 and v22, read after their held-out scoring.
@pytest.mark.parametrize("note, expected", [
    # a Redis ACL user's password, after `>`
    ("ACL SETUSER worker on >Tq8&mZ2v-K7!rX ~jobs:* +@list", "ACL SETUSER worker on >[REDACTED] ~jobs:* +@list"),
    ("ACL SETUSER worker on nopass ~jobs:* +@list", None),
    # what an expect script sends to a password prompt
    ("""expect "assword:"; send "Zq8^mL2p+w\\r"; interact""", """expect "assword:"; send "[REDACTED]\\r"; interact"""),
    ('expect "login:"; send "deploy\\r"', None),  # not a password prompt
    # a secret set from the command line or piped into a secret store, a password piped into kinit
    ("gh secret set R2_KEY_ID --body 'aa785c074c815557a7725a35174020d6'", "gh secret set R2_KEY_ID --body '[REDACTED]'"),
    ("echo 3fef94c6.383083e4492108b532c1106e515a6f1d | npx wrangler secret put APP_KEY", "echo [REDACTED] | npx wrangler secret put APP_KEY"),
    ("echo 'pG0m-%^0c,DL' | kinit svc@CORP.LOCAL", "echo '[REDACTED]' | kinit svc@CORP.LOCAL"),
    ('gh secret set NAME --body "$VALUE"', None),  # a reference
    # the rest of a value wrapped onto the lines under it
    ('export API_KEY="[REDACTED]\\\nokoqciwopwzgrtowpa5zpwdbsmz"', 'export API_KEY="[REDACTED]\\\n[REDACTED]"'),
    ("API_SECRET:\n  [REDACTED]\n  0LidKyua", "API_SECRET:\n  [REDACTED]\n  [REDACTED]"),
    ("password: [REDACTED]\nmigration_v2\nrelease2024", None),  # words and names after it are text again
    # base64 that starts with `/` is not a path
    ("Unseal Key 1: [REDACTED]\nUnseal Key 3: /QX6LZjMN1z32nfvZwcpatDnIB61tIP4jMtLtpD1Sx1T",
     "Unseal Key 1: [REDACTED]\nUnseal Key 3: [REDACTED]"),
    ("backup path: /var/lib/vault/raft/snapshots", None),
    # names: camelCase `Pass` and `Pat`, `appid`, `encrypt`, a plist entry, an app password's variable
    ('<Connector keystoreFile="conf/a.p12" keystorePass="sumin0722*" />', '<Connector keystoreFile="conf/a.p12" keystorePass="[REDACTED]" />'),
    ("--set devops.azureDevopsPat=pakn4ezi6qlhx5w5nas7urawpeaec6nc2", "--set devops.azureDevopsPat=[REDACTED]"),
    ("weather?q=Seoul&appid=22753c83cac47e428d7c0fdad67a3304", "weather?q=Seoul&appid=[REDACTED]"),
    ('"encrypt": "utJOtjO79+bF/jpZvX0ao66loPIjBXUBe7PQX4UR8so="', '"encrypt": "[REDACTED]"'),
    ("encrypt: true", None),
    ("<key>PartnerApiSecret</key>\n<string>iENNLiLaEGrvIMakh3VrT</string>", "<key>PartnerApiSecret</key>\n<string>[REDACTED]</string>"),
    ("| WP_APP_PASSWORD | BiW3 rqNV nrw3 fYqw qq97 NS8u |", "| WP_APP_PASSWORD | [REDACTED] |"),
    # a value to revoke is a credential
    ("Should `5f481cf5145548c1a0858691d9a1cf3a` be revoked once this is done?", "Should `[REDACTED]` be revoked once this is done?"),
    ("작업 끝나면 `EeX87QQG1ObRIbrA9pa5PiEr` 폐기해야 하나요?", "작업 끝나면 `[REDACTED]` 폐기해야 하나요?"),
    # left alone: header names, a port the line calls one, flag names with a version, event IDs,
    # breach-list passwords named as examples, JSON `kid`, error codes, data URIs, Redis keys, accessors
    ('the upstream sends `WWW-Authenticate: Basic realm="internal"` on 401 at login', None),
    ("mysql -P is the port and -p the password prompt; I passed -p3307 and got a prompt.", None),
    ("mysql -uroot -p3307 opened it", "mysql -uroot -p[REDACTED] opened it"),  # no port spoken of
    ("flag keys are case-sensitive: new-checkout-v2 and New-Checkout-V2 differ for the token", None),
    ("Sentry events 4ee8aaba6699859d1b2bec1ceea26ee9 and 907ad9228910a041dfad8fd7e82130c9 in the token refresh", None),
    ('common passwords like "password", "12345678" or "qwerty" were accepted', None),
    ('token keys: {"kid":"bqUmTugJYSZX2qJiKtq1FKktGaBZzpVl","alg":"RS256"}', None),
    ("Kakao Login failed with KOE006/invalid redirect", None),
    ('token check: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAfcNEU42y1ZIg2iYL5Xr4iW")', None),
    ('redis-cli --scan --pattern "session:*"\nsession:6382408c-d50f-4618-9337-cca941f25a70', None),
    ('{"apiKey":"30b22e80-9899-40de-a500-2d635f8b4135"}', '{"apiKey":"[REDACTED]"}'),  # JSON, not a namespaced key
    ("vault token revoke -accessor NCKPrhxzYI5DbNi9zcI5eP7D", None),
])
def test_rules_of_the_november_26_round_from_v21_and_v22(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def _note(missing_context, lesson="Noted.", ask_next_time=""):
    return {"missing_context": missing_context, "lesson": lesson, "ask_next_time": ask_next_time}


@pytest.mark.parametrize("note, expected", [
    # a quoted password that starts with `?` (a placeholder is `?` alone, or before a blank)
    ("mysql -h db -u report_ro -p'?DFEK,bMiQ8W#d5J===-' bookings", "mysql -h db -u report_ro -p'[REDACTED]' bookings"),
    ('UPDATE users SET password = ?, salt = ? WHERE id = ?', None),
    # a rotation written `old=… new=…`
    ('Rotated svc_api: old=Xk2#pQ9!mZ new=Tr7$wL4@nB. The batch host had its own copy.', 'Rotated svc_api: old=[REDACTED] new=[REDACTED]. The batch host had its own copy.'),
    # a code after "for the …:"
    ('Alarm disarm code for the server room: 40917736', 'Alarm disarm code for the server room: [REDACTED]'),
    # the ID half of a pair before ` / [REDACTED]`
    ('Is suvotYZX3iKQyc / [REDACTED] still a valid Sumo Logic access key?', 'Is [REDACTED] / [REDACTED] still a valid Sumo Logic access key?'),
    # NAVER Commerce's client secret looks like the start of a bcrypt hash; a whole hash stays
    ('NAVER_COMMERCE_CLIENT_SECRET $2a$04$E30kNiewSrqDZYMmQqa0OK from the old deploy memo', 'NAVER_COMMERCE_CLIENT_SECRET [REDACTED] from the old deploy memo'),
    ('the stored password hash is $2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW', None),
    # curl's flags run together (`-su`), codecov's CLI, Omise `skey_`, MailerSend `mlsn.`
    ("curl -su reporter:'tulip8688^^' https://jenkins.internal/api/json", "curl -su reporter:'[REDACTED]' https://jenkins.internal/api/json"),
    ('codecovcli upload-process -t 9a0e2cb6-d228-470e-91f0-168a9dd28bbe -f coverage.xml', 'codecovcli upload-process -t [REDACTED] -f coverage.xml'),
    ('minji: skey_pr4id6z3d6mazowf9z1 이거요', 'minji: [REDACTED] 이거요'),
    ('MAILERSEND_API_TOKEN=mlsn.8a3bac0d8be8ee160be5733aeec9e1850142a0c1d3100098b6633773535af104', 'MAILERSEND_API_TOKEN=[REDACTED]'),
    # a key as the path segment after `/key/`, Loggly's `/inputs/`
    ('curl -X POST https://maker.ifttt.com/trigger/build_done/with/key/RKYqutM7SlyEsQa4lnIeOK', 'curl -X POST https://maker.ifttt.com/trigger/build_done/with/key/[REDACTED]'),
    ('logs go to https://logs-01.loggly.com/inputs/85f9374f-162f-499e-af91-fb4b3f9e9aa6/tag/http/', 'logs go to https://logs-01.loggly.com/inputs/[REDACTED]/tag/http/'),
    ('https://api.example.com/v1/keys/list?limit=10', None),
    # Cisco IOS secrets of type 0 (plain) and 7 (reversible); type 9 is a hash, redacted as before
    ('enable secret 0 By30l!1337\nusername netops privilege 15 password 7 0822455D0A16', 'enable secret 0 [REDACTED]\nusername netops privilege 15 password 7 [REDACTED]'),
    ('enable secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4v7pqCxkKM', 'enable secret 9 [REDACTED]'),
    # Agora's app certificate; a quoted argument holding `)`; an app password in a login call
    ('[agora]\napp_certificate = fdef206adfc1db307b97eb2ef847a76c', '[agora]\napp_certificate = [REDACTED]'),
    ('DriverManager.getConnection("jdbc:postgresql://db1/users", "ops", "7BFUpClzXU?N.9!?pPLz)squC+");', 'DriverManager.getConnection("jdbc:postgresql://db1/users", "ops", "[REDACTED]");'),
    ('smtp.login("alerts@acme.io", "ikva wajx qimj fhyp")', 'smtp.login("alerts@acme.io", "[REDACTED]")'),
    ('smtp.login("alerts@acme.io", "the app password")', None),
    # left alone: keys the vendor made public (a `*_PUBLIC_KEY` setting, a Sentry DSN's key), a Firebase
    # app ID, a cache key of a digest, an image tag, a dated header, a command that reads a secret file,
    # a key hash, a JavaScript key and a site key said public (a payment gateway's site key stays a secret)
    ('DISCORD_PUBLIC_KEY=3296c2e8c445f5e96e9945814a7332b6f87da85a4af1eaff55b25cd7796d55ea', None),
    ('Frontend errors: Sentry is initialised with dsn https://5252594cf94c845524752ef98ed70128@o482624.ingest.us.sentry.io/3758582', None),
    ('git clone https://lapxmc55cnaqqfdqasodtpryaxonavowy3snr@dev.azure.com/org/proj/_git/repo', 'git clone https://[REDACTED]@dev.azure.com/org/proj/_git/repo'),
    ('appId: "1:988620566597:web:f1942957da988cb57fb69d"', None),
    ('Cache never hit; key was Linux-node-modules-aed2ac94a95b17bc28cb038ee5f8e869a40b4baa29478cfbecd633b9829f6e6b.', None),
    ('The token was prod-api-aed2ac94a95b17bc28cb038ee5f8e869a40b4baa29478cfbecd633b9829f6e6b.', 'The token was [REDACTED].'),
    ('`docker run -p 8443:443 nginx:1.27` is right (-p here is the port; mysql -p prompts for the password).', None),
    ('http GET https://api.notion.com/v1/users/me "Authorization:Bearer $NOTION_TOKEN" Notion-Version:2022-06-28', None),
    ("\\set pw `cat /run/secrets/metabase_pw`\nCREATE ROLE metabase LOGIN PASSWORD :'pw';", None),
    ('Play 서명 인증서의 키 해시 chpoaGxZSFWuQJ3HiVuZqWR7lkE=가 등록되지 않았음.', None),
    ("Kakao login button did nothing; Kakao.init('c48054631167564efd8ce158d5fc1332') is called with the JavaScript key.", None),
    ('캡차 위젯 오류. 사이트 키 0x4AAAAAAAQFA77h3hvXAt(HTML에 노출되는 공개 키)가 예전 도메인에만 등록돼 있었음.', None),
    ('KCP 사이트키 mkPOxdW4QiOyg50rPPCr3r__ (사이트코드는 ceLM1)', 'KCP 사이트키 [REDACTED] (사이트코드는 ceLM1)'),
])
def test_rules_from_v23_and_v24(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a password's pepper; a pepper in prose is no setting
    ('PASSWORD_PEPPER=4w6bxyAvCG197gdqjEv8AEPaSvPbxQMMYaAU39qyf4A=', 'PASSWORD_PEPPER=[REDACTED]'),
    ('salt and pepper shakers are out of stock', None),
    # pydantic's error repeats a secret-named field's input (not another field's)
    ("ValidationError: 1 validation error for Settings\nzoho_refresh_token\n  Value error, rejected (401) [type=value_error, input_value='9f8e7d6c5b4a39281706f5e4d3c2b1a0', input_type=str]", "ValidationError: 1 validation error for Settings\nzoho_refresh_token\n  Value error, rejected (401) [type=value_error, input_value='[REDACTED]', input_type=str]"),
    ("timeout_seconds\n  Input should be a valid integer [type=int_parsing, input_value='abc', input_type=str]", None),
    # Zoho OAuth tokens, an Android string resource, Express's signed session ID, Roblox's cookie
    ('ZOHO_TOKEN came back as 1000.6f824c37332e8bf4975d319b77c64645.7e2388b7a536ebb1b138cc496673646f', 'ZOHO_TOKEN came back as [REDACTED]'),
    ('<string name="mattermost_token">i0f3z0xjgv1wo59276k2ad9gaw</string>\n<string name="app_name">Pebble</string>', '<string name="mattermost_token">[REDACTED]</string>\n<string name="app_name">Pebble</string>'),
    ('express-session: cookie connect.sid=s%3AARVzE-sw1jh4zTApxRw4VN7gnlT0FxBj.ir6ONbpz23GIgqg3oaQEdB%2FQDr83rzSVtZ7t0xiJMrI not found', 'express-session: cookie connect.sid=[REDACTED] not found'),
    ('.ROBLOSECURITY: "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you.|_75DA3BB0177D53FAFA46F9FBA83EDCA579F23273F8FD9A334077AA34D8FD1AB6AD73AD25DDE61FC963021996AC0D1EC345E350441B59907EC3E86DF8"', '.ROBLOSECURITY: "[REDACTED]"'),
    # a passphrase piped into gpg's --passphrase-fd 0
    ("$ echo 'fossil tundra ember thunder' | gpg --batch --passphrase-fd 0 --detach-sign -a dist/sdk.tar.gz", "$ echo '[REDACTED]' | gpg --batch --passphrase-fd 0 --detach-sign -a dist/sdk.tar.gz"),
    # WordPress salts and Django keys: long random values that start with `[` or `(`; prose in brackets stays
    ("define( 'SECURE_AUTH_KEY',  '[#hF>{<L~X]<=;DiYtX%)RDG>F7orxcImzYxa4Ln<r^<25%6/=O9E3#[kUL-p-32' );", "define( 'SECURE_AUTH_KEY',  '[REDACTED]' );"),
    ("SECRET_KEY = '(%u91c240e12zx^=b5@%-m_94vu=94!%f)b_zl3&1d*nz^akz8'", "SECRET_KEY = '[REDACTED]'"),
    ('password: (see the vault entry for the staging database)', None),
    # left alone: where a secret store holds it (Azure Key Vault, Vault paths), a fixture's token of zeros,
    # analytics cookies (a session cookie is still redacted), a JMESPath filter, a comment that is no
    # table's header, names ending in Id or _ID (not a token's ID), an ETag, `SHA-256(`, a keychain
    # reference, code (`headers={…}`), git's -p, a long ciphertext under encryptedData, and the public
    # Midtrans client key and New Relic browser key (their server keys are redacted)
    ("HF_TOKEN='@Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/hf-token/)'", None),
    ('anthropic_api_key = "vault:secret/data/prod/anthropic_api_key#value"', None),
    ('FAKE_GITHUB_TOKEN = "ghp_000000000000000000000000000000000000"', None),
    ('set-cookie: _ga=GA1.1.2064799308.1764504881; Max-Age=63072000; Path=/', None),
    ('set-cookie: sid=Xk2pQ9mZ7vR2qLmTz9wQ4xNb; HttpOnly', 'set-cookie: sid=[REDACTED]; HttpOnly'),
    ("the key question: aws kms list-aliases --query 'Aliases[?starts_with(AliasName, `alias/prod`)]'", None),
    ('    # AWS documentation example values, not real credentials\n    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")', None),
    ('secret manifest:\nconst val NAVER_CLIENT_ID = "dlceLk0bUpUhSMta5YOu"\nconst val NAVER_CLIENT_SECRET = "XXXXXXXXXX"', None),
    ('{"modal": {"tokenId": "ak-jWH4ai8Vqg88wmWo71GGfE", "tokenSecret": "[REDACTED]"}}', '{"modal": {"tokenId": "[REDACTED]", "tokenSecret": "[REDACTED]"}}'),
    ('the key: {"Key": "exports/a.parquet", "VersionId": "6x01Mr_lJ4Bdr30LJqMX09erRuuze0J8"}', None),
    ('the CDN key purge.\netag: W/"14288-K5S09MZPXRRwzy1VZjN21OMwtrr"', None),
    ('앱 서명 키의 SHA-256(Play Console 값)을 넣어야 함.', None),
    ('xcrun notarytool submit a.dmg --apple-id "ci@a.com" --password "@keychain:AC_PASSWORD" --wait', None),
    ("POST /oauth/token headers={'Authorization': 'Basic [REDACTED]'} body={'grant_type': 'client_credentials'}", None),
    ('$ git cat-file -p HEAD^{tree}', None),
    ("sshpass -p 'Xk2#pQ9!mZ' ssh deploy@host", "sshpass -p '[REDACTED]' ssh deploy@host"),
    ('encryptedData:\n    password: UOVHBhVyJOnNcVA67Gk89NDavhdMseOhUfHByFOqAWF+EupITNbLS2O3RFpHbTOTWYqc1qRzjYqOn3U7TytwksUOVHBhVyJOnNcVA67Gk89NDavhdMseOhUfHByFOqAWF+EupITNbLS2O3RFpHbTOTWYqc1qRzjYqOn3U7TytwksUOVHBhVyJOnNcVA67Gk89NDavhdMseOhUfHByFOqAWF+EupITNbLS2O3RFpHbTOTWYqc1qRzjYqOn3U7Tytwks', None),
    ('REACT_APP_MIDTRANS_CLIENT_KEY=Mid-client-0g8GaHX4xlp-TZwe and the token NRJS-4ce8670a109f78e5b78', None),
    ('MIDTRANS_SERVER_KEY=Mid-server-0g8GaHX4xlp-TZwe', 'MIDTRANS_SERVER_KEY=[REDACTED]'),
])
def test_rules_from_v25_and_v26(note, expected):
    assert sanitize(note) == (note if expected is None else expected)

@pytest.mark.parametrize("note, expected", [
    # HAProxy's stats and userlist passwords
    ('listen stats\n    stats enable\n    stats auth admin:Sunshine28%', 'listen stats\n    stats enable\n    stats auth admin:[REDACTED]'),
    ('userlist ops\n    user admin insecure-password Tq8mZ2vK7r', 'userlist ops\n    user admin insecure-password [REDACTED]'),
    # what a command that decodes a secret prints on the next line; an enrollment token's base64 JSON holds a key
    ("$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\nhsAHZd5MkFnsRgYo", "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n[REDACTED]"),
    ('$ argocd admin initial-password -n argocd\nYuxFXclshoVzoPgM\n\n This password must be only used for first time login.', '$ argocd admin initial-password -n argocd\n[REDACTED]\n\n This password must be only used for first time login.'),
    ('enrollment token:\neyJ2ZXIiOiI4LjE0LjEiLCJhZHIiOlsiMTcyLjE4LjAuNzo5MjAwIl0sImtleSI6ImdGWnY4MDBkNXd6Z3FsRElxOURjOldyVzBKZm4xVVM0Q2ZVb050aWRxQ1QifQ==', 'enrollment token:\n[REDACTED]'),
    # curl's lines continued with a backslash; typed declarations in Rust and Kotlin (not other names);
    ("$ curl -sS -X POST 'https://api.jp.sumologic.com/api/v1/search/jobs' \\\n  -u 'suSbnKlLNoaLS1:DMmYmEmM022U7iTkrSjqB0FpbT6w6QuF91nmbYmPgI7kYY60OaWj18yoxRtefYwo' \\\n  -H 'Content-Type: application/json'", "$ curl -sS -X POST 'https://api.jp.sumologic.com/api/v1/search/jobs' \\\n  -u '[REDACTED]:[REDACTED]' \\\n  -H 'Content-Type: application/json'"),
    ('const MJ_APIKEY_PRIVATE: &str = "4f339a4094f8c1eb118261ddf1ff3bde";', 'const MJ_APIKEY_PRIVATE: &str = "[REDACTED]";'),
    ('const INFOBIP_API_KEY: &str = "389513aefc830af94fd52d9aaccbffa1-726e852b-840c-4be1-b6ce-68db0014e51c";', 'const INFOBIP_API_KEY: &str = "[REDACTED]";'),
    ('val STRIPE_SECRET_KEY: String = "Xk2pQ9mZ7vR2qLmTz9wQ4xNb"', 'val STRIPE_SECRET_KEY: String = "[REDACTED]"'),
    ('const timeout: number = 3000;', None),
    # camelCase `…Sk`, Chromatic `chpt_`, "wifi for <ssid> is <passphrase>" (not wifi in prose), sign keys
    ('HuaweicloudSdkSk: "SvaXEeoBOloeRqlWPEir1HfnarrhE8VqTMW2o99e",', 'HuaweicloudSdkSk: "[REDACTED]",'),
    ('Chromatic token chpt_ca460daf1775c6 worked', 'Chromatic token [REDACTED] worked'),
    ('[09:03] minji.kim: wifi for acme-guest-5G is Ekfrlzjvl1107', '[09:03] minji.kim: wifi for acme-guest-5G is [REDACTED]'),
    ('the wifi is down again on the third floor', None),
    ('INICIS_SIGNKEY=W/LdzTgScfxV678crz6QzRljTssqL0H5', 'INICIS_SIGNKEY=[REDACTED]'),
    # left alone: a hashed known_hosts entry, a KMS ciphertext blob, a JWK's public members, prose in
    # quotes after a password word, an ACME challenge token, `scram-sha-256`, a certificate pin, jwt.io's
    # example token, a parameter's name, port numbers after a prompt, an OIDC nonce, key hashes in base64,
    # Rails ciphertext beside 암호문 (ciphertext: not 암호, the password), Kubernetes' `v1beta1`
    ('known_hosts (hashed):\n|1|k5u/s/JbcofyDYmsI/eF4inwdNs=|BYWTcCIx3cdMCY+ky5wQu50k5kk= ecdsa-sha2-nistp256 AAAAE2VjZHNh', None),
    ('DB_PASSWORD_ENC = "AQICAHhs9IgvEHJ8cjWNvBnOFuEtX/GU1N+vqO+zCikvWTYyyU2LtdCk0zP01y6od0xaCOyk1KFz1LGDpTsd7LRmL4YAPiQat6tqOFCSXSJQ"', None),
    ('the token: {"keys":[{"kty":"RSA","kid":"c69e4fbf6a957cdb","n":"LitUINbe7qI6yWFMJ42qWnNCAFSUOoffAGwFtBKeG8jRZFKkg9Dj50kryvKqq4w","e":"AQAB"}]}', None),
    ('RDS rejected the generated password (\'only printable ASCII except /, @, " and space\')', None),
    ('challenge token: v6sFLiAYYqqTuSFzVtbYZOXHepe47YrGY6DHqKHA7Ok', None),
    ('also password_encryption must be scram-sha-256 before setting the replicator password', None),
    ('Current leaf fingerprint, SPKI pin sha256/sPp4nzgst1VK77xVRF2wWj/K0ZqicZqznY9stDnn0pY=.', None),
    ("const sample = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'; // jwt.io sample", None),
    ('Serving pulled main instead of the pinned revision; pin revision= in from_pretrained.', None),
    ('Enter password:\n3307/5433 are the tunnel ports', None),
    ('SSO callback error: state mismatch; nonce quHLzG3Ad25SnjvRT5X8pw (the token refresh is fine)', None),
    ('카카오 플랫폼 Android 키 해시 k5B0rO11xcmO+qARyGWBjyTHZ8o= (debug), E+RBaZlTo4lpKYL0IkFJic6E4DE= (Play 서명).', None),
    ('config/credentials.yml.enc 머지 충돌: 양쪽이 Y9cy5X4O6DlSnG+4YNd7bdI/qytiCZZX2MVAoN4mqyStiCN2jhRcPPUqHKPAHeFC--IQmHuxn4eShOlmKs--bHCdKc5NhSL/2W4FdpY9nQ== 같은 암호문.', None),
    ('그 노트북의 aws CLI v1이 eks get-token v1beta1 출력을 지원 안 함.', None),
])
def test_rules_from_v27_and_v28(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # caught: a private key's DER body without its BEGIN line, whole or cut short (a public key stays)
    ('private-key: "MIIEpAIBAAKCAQEAIh1VK2eSHZwVXaQjSmciI+ipd8HeAMGd..."', 'private-key: "[REDACTED]..."'),
    ("rest: MC4CAQAwBQYDK2VwBCIEIFq8Yb0wKpT3mXr9dLz2Hc7Vn4Ej6Ws1Qa5Ru8Ty0Io", "rest: [REDACTED]"),
    ('public-key: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtZEL6K4wAZdC6gYDrTkJpEgK0c..."', None),
    # a JSON key file's whole private key, escapes and all; a JWK's private members
    ('"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\\nBEUqLlAV+rNY\\n..."', '"private_key": "[REDACTED]"'),
    ('{"kty": "EC", "crv": "P-256", "d": "6cSICIcfBdiLboq5kv8IG3woIH69jawAIQl3QXo-_fs"}', '{"kty": "EC", "crv": "P-256", "d": "[REDACTED]"}'),
    ('{"d": "6cSICIcfBdiLboq5kv8IG3woIH69jawAIQl3QXo-_fs", "note": "not a JWK"}', None),
    # network device keys, whatever their shape
    ("radius-server host 10.1.1.52 key x8S4FGJS(xt1A,YUt", "radius-server host 10.1.1.52 key [REDACTED]"),
    ("crypto isakmp key gOaRk6a4MuTx5ys3w=[U address 0.0.0.0", "crypto isakmp key [REDACTED] address 0.0.0.0"),
    ("snmp-server community n0c-r3ad-3q4q77 RO 10", "snmp-server community [REDACTED] RO 10"),
    ("tacacs-server key 7 0822455D0A16", "tacacs-server key 7 [REDACTED]"),
    # MQTT clients' -P; Checkout.com's sandbox secret key; Elasticsearch's enrollment token by its start
    ("mosquitto_pub -h mqtt.io -p 8883 -u dev-6793 -P asdfgoqkfkrl@ -t line4/temp -m 23.4", "mosquitto_pub -h mqtt.io -p 8883 -u dev-6793 -P [REDACTED] -t line4/temp -m 23.4"),
    ("pasted in chat: sk_sbox_wn9viooirfitu8cx82rfkd4y1x", "pasted in chat: [REDACTED]"),
    ("enrollment token:\neyJ2ZXIiOiI4LJpToqIR2c35FLmjK71dALKFv26S7nGEtJkDOZNxAGh8aOzrkKHfRkudIS4OFgwbfcPhH+fRAgC2Dcs", "enrollment token:\n[REDACTED]"),
    # a .NET configuration section's key set in code; Rust's fallback literal; a decoded Basic pair in prose
    ('builder.Configuration["Aligo:Apikey"] = "vscq6pcegygp8ba3th4sr69vz7tpqv2z";', 'builder.Configuration["Aligo:Apikey"] = "[REDACTED]";'),
    ('builder.Configuration["Aligo:Userid"] = "nurimall";', None),
    ('let password = std::env::var("SF_PASSWORD").unwrap_or_else(|_| "oliver0118".to_string());',
     'let password = std::env::var("SF_PASSWORD").unwrap_or_else(|_| "[REDACTED]".to_string());'),
    ('let key = std::env::var("SF_PASSWORD").unwrap_or_else(|_| String::new());', None),
    ("Decoded it is svc-sync:Vantara@2023!, the ops account.", "Decoded it is svc-sync:[REDACTED], the ops account."),
    # left alone: placeholders that say what to do, AWS SSM references, code references with `!`
    ('stringData:\n  QIANFAN_API_KEY: "TODO-fill-in"', None),
    ('gmo:\n  shop_pass: "set-in-vault"\n  site_pass: "TODO-ask-ops"', None),
    ("assert client.get('/me', headers={'Authorization': 'Bearer test-token'}).ok", None),
    ("ARG SENDGRID_API_KEY=ssm:/staging/ledger/SENDGRID_API_KEY", None),
    ("const jinaApiKey = process.env.JINA_API_KEY!;", None),
    ("Password goes in the next prompt. It is tundra.pickle.bamboo.fjord.cobalt!", "Password goes in the next prompt. It is [REDACTED]"),
    # ... a shell's prompt, a size, a signing scheme, a header named in a subscript, a reference after a name
    ("read -r -s -p 'DB password: ' PGPASSWORD && export PGPASSWORD", None),
    ("Data\n====\npassword:  119 bytes\ntls.key:  118 bytes", None),
    ("Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host", None),
    ("if not hmac.compare_digest('sha256=' + mac, request.headers['X-Hub-Signature-256']): abort(401)", None),
    ('exoscale_api_key=vault:secret/qa#api_key exoscale_api_secret=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/s/)', None),
    ("jwt-secret: TjtJRzEyTFluQzZXdjReUzU=", "jwt-secret: [REDACTED]"),
    # ... openssl's -keyout (not -k), "the new admin form", public keys in an SDK's constructor
    ('openssl req -new -newkey rsa:2048 -nodes -keyout server.key -out server.csr', None),
    ("Did not know the password policy for the new admin signup form.", None),
    ("createClient('https://caktbsyfmzgqazbffrtk.supabase.co', 'sb_publishable_IEEoPv-PEc1DHsF-ydSz6Kuu69w6eS3')", None),
    ("datadogRum.init({ clientToken: 'pub2c358005a7fc101fae0c70c66c0b2a95', site: 'datadoghq.com' })", None),
    ("NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0.41rJfPY-AaWs5kuIEKT0_-hFUexth18DC2", None),
])
def test_rules_from_v31_and_v32(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # caught: a HAR's credential headers; Duo bypass codes; dotted `.ak`/`.sk`; Apple's generated passwords
    ('{"name": "cookie", "value": "sid=e47b7e1f389174851ddb7f93a2a211d5"}', '{"name": "cookie", "value": "[REDACTED]"}'),
    ('{"name": "authorization", "value": "[stripped]"}', None),
    ("Duo bypass codes: 643091949, 269568912, 740821451", "Duo bypass codes: [REDACTED], [REDACTED], [REDACTED]"),
    ("당직 계정 Duo 우회 코드: 643091949, 269568912", "당직 계정 Duo 우회 코드: [REDACTED], [REDACTED]"),
    ("huaweicloud.ak=9UXDDTJF4PE8TGXCKRR6\nhuaweicloud.sk=RJZbk8CZhkVLgtn2klgDmCmlTEomnFy7mCKdCRcl",
     "huaweicloud.ak=[REDACTED]\nhuaweicloud.sk=[REDACTED]"),
    ("Login for the staging admin console: admin / coxpyl-0htrqb-ciRrke (from the sticky note).",
     "Login for the staging admin console: admin / [REDACTED] (from the sticky note)."),
    ("data:\n  HUAWEICLOUD_SDK_AK: M1FXSVRKOFlFTjI1OFM4U0pLV0w=\nkind: Secret", "data:\n  HUAWEICLOUD_SDK_AK: [REDACTED]\nkind: Secret"),
    ("cursor: nextPageToken=eyJsYXN0X2lkIjoxMTUwNTczfQ==", None),
    # left alone: SOPS ciphertext, Symfony's env processors, replacement tokens, a WeChat AppID, fake fixtures
    ("auth_token: 'ENC[AES256_GCM,data:2JF+y3nBqpoEsQ2EJZlo3hWrEio=,iv:C1U1U06tY3+TywEAjcjQiuM3KYOAM+g6BV2qeD5ml3E=,tag:XOx9tAdQOjEoNu8wKlFUFw==,type:str]'", None),
    ("%env PULUMI_ACCESS_TOKEN=ENC[AES256_GCM,data:XhIDOIo34zBV5P0jH2sz,iv:KH4o8ijOux35lW0Gps2W,tag:sdacql2r0BjrHXQZ,type:str]", None),
    ('{"keycloak": {"clientId": "chat-relay", "clientSecret": "%env(KEYCLOAK_CLIENT_SECRET)%"}}', None),
    ('curl -H "Authorization: DeepL-Auth-Key %env(DEEPL_AUTH_KEY)%" https://api-free.deepl.com/v2/translate', None),
    ('dropbox_access_token = "__DROPBOX_ACCESS_TOKEN__"', None),
    ("      - WECHAT_APPID=wx4372efa9c65a5ff9", None),
    ('user_factory(email="alice@example.com", password="correct-horse-test-only")', None),
    ('client.post("/login", json={"email": user.email, "password": "wrong-password"})', None),
    # ... minisign's public key, a word in emphasis, a file's variable, certificate pins, a secret inventory
    ("$ minisign -Vm app.tar.gz -P RWQC7M/Mv9KJOQcPQh1ApvaRi79jxczC2C1Y7qRRBgXVEOk+baIHt9Wc", None),
    ("`-p` is a port for docker, a password *prompt* for mysql (capital -P is the port).", None),
    ("docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16", None),
    ('<pin-set expiration="2026-01-01">\n  <pin digest="SHA-256">UBZX8IXoRusT63pJj/Wwnq+V8f3c90pactzvkNpgSGk=</pin>\n</pin-set>', None),
    ("| secret | store | last rotated |\n|---|---|---|\n| SLACK_BOT_TOKEN | Secrets Manager | 2025-10-02 |\n| OPENAI_API_KEY | Vault | 2025-07-22 |", None),
    ("| secret | store |\n|---|---|\n| Zq8#Hk2Lp9Xw | Vault |", "| secret | store |\n|---|---|\n| [REDACTED] | Vault |"),
])
def test_rules_from_v35_and_v36(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_an_empty_setting_in_a_properties_file_labels_nothing_in_the_next_field():
    fields = _note("# application.properties\nsnowflake.user=svc\nsnowflake.password=", "", "Who owns Snowflake client and can I change its config?")
    assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("fields, redacted", [
    # base64 whose text is a token, in a note that speaks of a key
    (_note('const secretKey = process.env.TOSS_SECRET_KEY;\n// encoded === "bGl2ZV9za19tZ0JaWktibnBldW91eHdDb2ZKQTo="', "", ""),
     {"missing_context": 'const secretKey = process.env.TOSS_SECRET_KEY;\n// encoded === "[REDACTED]"'}),
    (_note('The secret key is in vault; the sample payload is "eyJ0eXAiOiJub3RlIn0=" and "aGVsbG8gd29ybGQgYWdhaW4=".', "", ""), None),
    # a table row that names an ID keeps its value; one that names a secret does not
    (_note("Client secret is in GCP Secret Manager:\n| qa | COMMERCE_CLIENT_ID | `eVHk7Sh9YPKpddS02PvLRu` |", "", ""), None),
    (_note("Client secret:\n| qa | COMMERCE_CLIENT_SECRET | `Zq8Hk2Lp9Xw3Rt6Yv1Bn4Mc7` |", "", ""),
     {"missing_context": "Client secret:\n| qa | COMMERCE_CLIENT_SECRET | `[REDACTED]` |"}),
])
def test_note_wide_rules_from_v31_and_v32(fields, redacted):
    assert sanitize_fields(fields) == {**fields, **(redacted or {})}

@pytest.mark.parametrize("fields, redacted", [
    # keys whose prefix says their vendor made them public, in notes that speak of secret keys
    (_note('Checkout loads Stripe.js with pk_live_51wnkxUFPp67DpGoa5gb5gQZW9HOgVzPbuGQhDwsqosU4gPQfWrckeZYbAeEyRJYsB8bLSO.', 'The secret key stays on the server.', ""), None),
    (_note("posthog.init('phc_jo66x6YsDoOWZl8v09l7aAUdbRbdKO8IynrJusTk1HJ') on the landing page.", 'The phc_ project key is public; the personal key is not.', ""), None),
    (_note('Widget sends scores with pk-lf-3b4333db-2238-4b19-a817-8209e9ea6aff.', 'The secret key sk-lf-… stays on the server.', ""), None),
    (_note('Client reads with sb_publishable_S0jvVh67V3Od94uQxah6RqbcFNRKI3h.', 'The secret key stays server-side.', ""), None),
    (_note("const client = LDClient.initialize('4319b785b92dc74c6a84ceb0', { key: userId });", 'The SDK key stays on the server.', ""), None),
    (_note("const client = LaunchDarkly.init('sdk-4319b785-b92d-c74c-6a84-ceb04319b785');", 'The SDK key stays on the server.', ""),
     "const client = LaunchDarkly.init('[REDACTED]');"),
    (_note('Tiles 401: the page uses public token pk.eyJ1IjoiYWNtZSIsImEiOiJjbHZlaDZzNjB3dmRzYzNlMjhoMGl3NzljIn0.d2FX7xkx9IxBgHMXHVO_DQ.', 'Noted.', ""), None),
    # a JWT whose role is `anon` (Supabase's anon key) is public; its `service_role` twin is not
    (_note('Anon key (role anon): eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6Ims3cDMwNWd1dGxneHc4YnhrbDMwIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NTEyMzU2MzYsImV4cCI6MjAwMDE5MDY2Nn0.Uj0yC9xljM8JAmoVuqP5lZz0ZdPj1PSJGMtY9nylW_Y', 'RLS was off.', ""), None),
    (_note('Service key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJzZXJ2aWNlX3JvbGUiLCJpYXQiOjF9.Uj0yC9xljM8JAmoVuqP5lZz0ZdPj1PSJGMtY9nylW_Y', 'Rotate it.', ""), 'Service key: [REDACTED]'),
    # a login is an act, not a credential: a note that speaks only of one is not searched for keys
    (_note("SSO callback error: state mismatch (expected YVjtNcgdg04FiB7iRLdd5A, got flCLhk6fBh-lhVZGmCv-tg).",
           "Two login tabs overwrote the state cookie.", ""), None),
    (_note("SSO callback error: mismatch (expected YVjtNcgdg04FiB7iRLdd5A, got flCLhk6fBh-lhVZGmCv-tg).",
           "Two login tabs overwrote the state cookie; the API token is fine.", ""),
     "SSO callback error: mismatch (expected [REDACTED], got [REDACTED])."),  # (values after "state" are OAuth's own)
    # a placeholder that says how to make the value is no passphrase, even beside a password word
    (_note('Copied .env.example:\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nJWT_SECRET=generate-with-openssl-rand', 'Placeholders only.', ""), None),
])
def test_public_keys_and_placeholders_in_a_note(fields, redacted):
    expected = fields if redacted is None else {**fields, "missing_context": redacted}
    assert sanitize_fields(fields) == expected

@pytest.mark.parametrize("fields, redacted", [
    # a generated key anywhere in a note that speaks of a credential, in any field
    (_note("Who issued zUAklVPhZ26VCTqQJwqCGxDXNXAgh3no? Nobody knows.", "It's the only Fastly API token that works."),
     "zUAklVPhZ26VCTqQJwqCGxDXNXAgh3no"),
    (_note("Syncing has been running on 0DynHrCLJQoVYWQAaDnyYldT5oQ6mMXoXGsaBd6sPMgt (Jira) since March.", "It is almost always the key."),
     "0DynHrCLJQoVYWQAaDnyYldT5oQ6mMXoXGsaBd6sPMgt"),
    (_note("App Certificate 물어봄. f5137ee6c4a177891bc42c875a045801 받아서 넣음"), "f5137ee6c4a177891bc42c875a045801"),  # 32 hex
])
def test_a_generated_key_in_a_note_about_credentials_is_redacted_in_any_field(fields, redacted):
    stored = sanitize_fields(fields)
    assert all(redacted not in value for value in stored.values()) and REDACTED in "".join(stored.values())


@pytest.mark.parametrize("fields", [
    _note("Syncing has been running on 0DynHrCLJQoVYWQAaDnyYldT5oQ6mMXoXGsaBd6sPMgt since March."),  # no credential word
    _note("sha256sum of the bundle\nb7f26616513241386499bbe7d7fbd200b92b39769ddd31d761b8a9a53e148026  a.zip", "Rotate the token."),
    _note("db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  1b52bd762bb287c3aac12a3327c6a29a8085a09adf27d7498955ce23fb31e01d"),
    _note("JWKS: {\"kty\":\"RSA\",\"n\":\"FluRRwBmumTmaEiWJQlGlkxy0LYTew8lvhPPFNPTTkyM\",\"e\":\"AQAB\"}", "Cache the token's keys."),
    _note("토스 paymentKey OQtIukXDYtEF8Y8f6BagquO7oKEJ5rx0FeuzjV8G 승인 API 두 번 호출됨", "토큰 문제 아님"),
    _note("The partner's public cert:\n-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUZ3k9Qx7Lm2Pv\n-----END CERTIFICATE-----", "Not a token."),
    _note("build cache key gradle-27897a48c6c3c0bdc761864df995323cf39b5567 changes", "Refresh the token first."),
    _note("The bundle holds 6LHHsduXZHEwKg_iWbKPiuSbjy4b3cKPZbPoCTGy, a site key meant to be public.", "The secret key is in vault."),
])
def test_ids_digests_and_public_values_in_a_note_about_credentials_stay(fields):
    assert sanitize_fields(fields) == fields


_WEB_KEY = "AIza" + "SyC4vQ9nTz2Lm7Xw1Kp8Rb5Hd3Jf6Gs0Ue"


@pytest.mark.parametrize("config", [
    # a Firebase web config's apiKey: the object also gives its authDomain on firebaseapp.com, before or after
    'const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n  projectId: "tide-app-4k2",\n};' % _WEB_KEY,
    'firebase.initializeApp({ authDomain: "tide-app-4k2.firebaseapp.com", apiKey: \'%s\' });' % _WEB_KEY,
    '{"apiKey": "%s", "authDomain": "tide-app-4k2.firebaseapp.com", "appId": "1:8841:web:5f2c"}' % _WEB_KEY,
    # after another object on the lines before, or before one: the object around the key is the one it sits in
    'const sentry = { dsn: "" };\nconst firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n};' % _WEB_KEY,
    'const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n};\nconst sentry = { dsn: "" };' % _WEB_KEY,
])
def test_a_firebase_web_configs_api_key_is_public(config):
    fields = _note("The secret scanner flagged src/firebase.ts:\n" + config, "Firebase web keys identify the project; security rules guard the data.", "Is the key safe to commit?")
    assert sanitize_fields(fields) == fields


def test_a_firebase_web_config_that_opens_a_field_is_public():
    config = _note('{"apiKey": "%s", "authDomain": "tide-app-4k2.firebaseapp.com"}' % _WEB_KEY, "The secret scanner flagged it.")
    assert sanitize_fields(config) == config


@pytest.mark.parametrize("config", [
    'const mapsConfig = {\n  apiKey: "%s",\n  authDomain: "tide-app-4k2.web.app",\n};' % _WEB_KEY,  # not Firebase's domain
    'const firebaseConfig = {\n  serverKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n};' % _WEB_KEY,  # not its apiKey
    'const firebaseConfig = {\n  apiKey: "%s",\n};\nconst other = { authDomain: "tide-app-4k2.firebaseapp.com" };' % _WEB_KEY,  # another object
    'const firebaseConfig = {\n  apiKey: "%s",\n  options: { authDomain: "tide-app-4k2.firebaseapp.com" },\n};' % _WEB_KEY,  # a nested one
    'apiKey: "%s" (authDomain: "tide-app-4k2.firebaseapp.com")' % _WEB_KEY,  # no object around it
    '{ authDomain: "tide-app-4k2.firebaseapp.com", gemini_apiKey: "%s" }' % _WEB_KEY,  # another key's name
    'export function f() {\n  const authDomain = "tide-app-4k2.firebaseapp.com";\n  const apiKey = "%s";\n}' % _WEB_KEY,  # statements
    '  apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n};' % _WEB_KEY,  # a snippet cut before its object opens
    '{\n  options: { region: "asia" }, apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n}' % _WEB_KEY,  # after a nested object
    'const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "tide-app-4k2.firebaseapp.com",\n};\nGeocoding calls use the same key: %s' % (_WEB_KEY, _WEB_KEY),
])
def test_the_same_key_elsewhere_stays_a_secret(config):
    stored = sanitize_fields(_note("The secret scanner flagged src/firebase.ts:\n" + config, "Rotate it if it leaked.", ""))
    assert _WEB_KEY not in "".join(stored.values())


@pytest.mark.parametrize("chat, redacted", [
    # one person hands a value over in chat, then sends it alone: under one name, or quoted
    ("[08:40] Yuna: here you go\n[08:40] Yuna: 0rb1t3lb0w11\n[08:41] me: thanks",
     "[08:40] Yuna: here you go\n[08:40] Yuna: [REDACTED]\n[08:41] me: thanks"),
    ("> Maria: 이걸로 해보세요\n> ghfkddl1005#", "> Maria: 이걸로 해보세요\n> [REDACTED]"),
    ("[21:39] Chen: 여기요\n[21:39] Chen: ab7dc2c5-4a0b-4055-8e39-6c344444c65e", "[21:39] Chen: 여기요\n[21:39] Chen: [REDACTED]"),
    ("Dana: try this one\nDana: Zk82hQp1Lm9X", "Dana: try this one\nDana: [REDACTED]"),
    ("Yuna: sure, here you go\nYuna: `0rb1t3lb0w11`", "Yuna: sure, here you go\nYuna: `[REDACTED]`"),
    ("유나: 여기 있습니다\n유나: ghfkddl1005#", "유나: 여기 있습니다\n유나: [REDACTED]"),
    # not one person's two messages, not a chat, not a value: left alone
    ("Kim: here you go\nLee: Zk82hQp1Lm9X", None),
    ("Use this:\ntraceparent: 00-5f6e2d25572355ea91975ff520aa0ae6-7ac431547e26ecee-01", None),
    ("here you go\nZk82hQp1Lm9X", None),
    ("Kim: here you go\nKim: a3f9c21e", None),  # a commit
    ("Kim: here you go\nKim: https://wiki.example.com/onboarding", None),
    ("Kim: here you go\nKim: Zk82hQp", None),  # seven characters
    ("Kim: here you go\nKim: Zk82hQp1Lm9X and the rest", None),
    ("> Yuna: here you go\n> Minho: Zk82hQp1Lm9X", None),  # two people, quoted
    # what else one person sends after "use this": a region, an image's tag, a ticket, an ID, a locale, a word and a year
    *[("Minji: use this\nMinji: " + word, None) for word in (
        "ap-northeast-2", "feat/login-v2", "postgres:16", "PROJ-1234", "sg-0a1b2c3d4e5f67890", "en_US.UTF-8",
        "Europe/Berlin", "20240501T084000", "release2024")],
])
def test_a_value_handed_over_in_chat_is_redacted(chat, redacted):
    assert sanitize(chat) == (chat if redacted is None else redacted)


@pytest.mark.parametrize("note, expected", [
    # the word, then "for <up to four words> is": "pw for the Grafana admin account is …"
    ("pw for the Grafana admin account is godq7hrxhRl!", "pw for the Grafana admin account is [REDACTED]!"),
    ("The password for the admin account is stored in vault.", None),
    ("The token for the build was rotated yesterday.", None),
    # a quoted value after "is:" (not after any colon: `customerKey: "<uuid>"` names a customer)
    ("for the record the 8-digit door code is: `03436065` It only works inside.", "for the record the 8-digit door code is: `[REDACTED]` It only works inside."),
    ('const widgets = tossPayments.widgets({ customerKey: "08294d60-bfe3-47c3-9efe-0786d59cd4f2" });', None),
    # a quoted Korean passphrase of six syllables or more where a password goes; not a placeholder, not five syllables
    ("helm repo add data https://charts.example.jp --username ops --password '사과은하수고양이'",
     "helm repo add data https://charts.example.jp --username ops --password '[REDACTED]'"),
    ('DB_PASSWORD="햇살달빛라면폭녀"', 'DB_PASSWORD="[REDACTED]"'),
    ('password: "비밀번호를입력하세요"', None),
    ('password: "사과고양이"', None),
    ('message: "사과은하수고양이"', None),
    # a .netrc entry over several lines
    ("machine registry.internal.example.net\n  login jhpark\n  password tkscorgoqkfkrl",
     "machine registry.internal.example.net\n  login jhpark\n  password [REDACTED]"),
    ("machine api.heroku.com\n  login me@example.com\n  password $HEROKU_API_KEY", None),
    ("The login page\npassword reset flow", None),
    # a Markdown table whose column has two names, one a password's
    ("| system | user | password / key |\n|---|---|---|\n| pgAdmin | root | MosaicRusticSummer |\n| NHN Cloud | (API) | zl90IRKP |",
     "| system | user | password / key |\n|---|---|---|\n| pgAdmin | root | [REDACTED] |\n| NHN Cloud | (API) | [REDACTED] |"),
    ("| host | user / group | notes |\n|---|---|---|\n| db1 | root / wheel | primary |", None),
])
def test_rules_from_v82(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, redacted", [
    # a seed alone right after a colon, in a note that speaks of an authenticator; not one without the colon
    (_note("Only Chloe had the admin authenticator. Value:\n53XVWRTWLPUMAZEC4RBQDDSJFMBAKOCY"),
     "Only Chloe had the admin authenticator. Value:\n[REDACTED]"),
    (_note("MFA device serial GAHT3CMJL4QXZ7R2 was replaced."), None),
    # a long lowercase password redacted once is redacted where it is repeated; a short word is not
    (_note("machine registry.example.net\n  login jhpark\n  password tkscorgoqkfkrl", "Use the registry.", "Can I reuse tkscorgoqkfkrl for dev?"),
     {"missing_context": "machine registry.example.net\n  login jhpark\n  password [REDACTED]", "ask_next_time": "Can I reuse [REDACTED] for dev?"}),
    (_note("POSTGRES_PASSWORD: postgres", "image: postgres:16", ""), {"missing_context": "POSTGRES_PASSWORD: [REDACTED]"}),
])
def test_note_wide_rules_from_v82(note, redacted):
    expected = note if redacted is None else {**note, **(redacted if isinstance(redacted, dict) else {"missing_context": redacted})}
    assert sanitize_fields(note) == expected


@pytest.mark.parametrize("value", ["$}N(O8EUtV{Vo}(KUH&ghRgG", "$)w8Qz!kP3v", "$%N(O8kq2!Lz", "$^w8Qz!kP3v", "<a<&*9s*b#Txm-g:</[.5"])
def test_a_password_that_starts_like_a_reference_but_is_none(value):
    assert sanitize(f'nexus_password: "{value}"') == 'nexus_password: "[REDACTED]"'
    assert sanitize(f"docker login -u ci -p '{value}' harbor.example.com") == "docker login -u ci -p '[REDACTED]' harbor.example.com"


@pytest.mark.parametrize("value", ["${NEXUS_PASSWORD}", "$(cat /run/secrets/nexus)", "<set to the vault value>", "<<EOF", "< /dev/null"])
def test_references_and_placeholders_that_start_the_same_stay(value):
    assert sanitize(f'nexus_password: "{value}"') == f'nexus_password: "{value}"'


def test_a_percent_encoded_password_is_redacted_where_it_is_repeated_as_typed():
    fields = _note("DATABASE_URL=redis://default:3P(&%7Ds=&RRJw-V~)e9$w%3A@10.0.0.2:6379/0", "Use the pooler.",
                   "Can I put 3P(&}s=&RRJw-V~)e9$w: into the overlay?")
    assert sanitize_fields(fields) == {"missing_context": "DATABASE_URL=redis://default:[REDACTED]@10.0.0.2:6379/0",
                                       "lesson": "Use the pooler.", "ask_next_time": "Can I put [REDACTED] into the overlay?"}
    plain = _note("Visit https://example.com/search?q=%7Bname%7D for docs.", "Rotate the password.", "Is {name} a template?")
    assert sanitize_fields(plain) == plain  # nothing redacted: no typed form is looked for
    one = _note("DATABASE_URL=postgres://app:Tr0ub4dor%21xQ9@db:5432/app", "Use the pooler.", "Is Tr0ub4dor!xQ9 still right?")
    assert sanitize_fields(one)["ask_next_time"] == "Is [REDACTED] still right?"  # one escape is enough
    blanks = _note("password=%20%20%20%20%20%20%20%20 was rejected", "def f():\n        return 1", "")
    assert sanitize_fields(blanks)["lesson"] == "def f():\n        return 1"  # a value of blanks as typed is looked for nowhere


@pytest.mark.parametrize("note, redacted", [
    # a seed in groups of four, in a note that speaks of one-time codes without naming their seed
    (_note("The monitoring bot needs OTP for the root account. The bot generates codes from `L75H CIDO GXEX 6IXR OUG7 RHDC 7LJJ FBBJ`."),
     "The monitoring bot needs OTP for the root account. The bot generates codes from `[REDACTED]`."),
    (_note("모니터링 봇에 OTP가 필요했다. 나중에 쓸 code:\nxfcu mq4b t3v2 xbwd jabx a2tf ysbh wshj"),
     "모니터링 봇에 OTP가 필요했다. 나중에 쓸 code:\n[REDACTED]"),
    # not one run without groups there (a device's serial), nor groups in a note without one-time codes
    (_note("MFA device serial GAHT3CMJL4QXZ7R2 was replaced."), None),
    (_note("The bot reads `L75H CIDO GXEX 6IXR OUG7 RHDC 7LJJ FBBJ` from the batch file."), None),
    (_note("Turned on 2-step verification. Setup code:\nXFCU MQ4B 7CYD L2AH HZKQ X3AR 5P2U TEWC"),
     "Turned on 2-step verification. Setup code:\n[REDACTED]"),
    # numbered names in groups of four are no seed; nor does a digest's `2fa` speak of one-time codes
    (_note("Enforced MFA on the bastion hosts web2 web3 web4 web5 today; 2FA errors E2A4 E2A5 E3B7 E4C2 are gone."), None),
    (_note("Rolled image sha256:9c932fa07d1e to vm23 vm24 vm25 vm26."), None),
])
def test_a_grouped_seed_in_a_note_about_one_time_codes(note, redacted):
    assert sanitize_fields(note) == ({**note, "missing_context": redacted} if redacted else note)


def test_an_empty_env_line_ending_a_field_labels_nothing_in_the_next():
    fields = {"missing_context": ".env.example lists keys only:\nDB_USER=\nDB_PASSWORD=", "lesson": "Ask the lead for values.", "ask_next_time": ""}
    assert sanitize_fields(fields) == fields
    fields["missing_context"] = "the vault password:"
    fields["lesson"] = "Qx7!mLp2zR was it"
    assert sanitize_fields(fields)["lesson"] == "[REDACTED] was it"


@pytest.mark.parametrize("note, expected", [
    # a value keyed as a user name or an ID is not taken for being near a password word; a user token's is
    ('PlainLoginModule required username="Q7RT2KX9WM4ZP8LD" password="${file:/run/secrets/kafka.properties:api.secret}";', None),
    # (a user name of a key ID's shape beside the password found is that key's ID half: Confluent's)
    ('PlainLoginModule required username="Q7RT2KX9WM4ZP8LD" password="rT8kWq2LmZ9xVb4NcY7pHs3JdF6gUa1E";',
     'PlainLoginModule required username="[REDACTED]" password="[REDACTED]";'),
    ('ENV CENTRAL_TOKEN_USERNAME="Hq4Tz8Wm"\nENV CENTRAL_TOKEN_PASSWORD="Kd93hfQmx7TzLw2RpV8nYc4sBj6aGe1U"',
     'ENV CENTRAL_TOKEN_USERNAME="[REDACTED]"\nENV CENTRAL_TOKEN_PASSWORD="[REDACTED]"'),
    ("TOSS_USERNAME 값은 TS30311_8c2e9f41a7d3 임; TOSS_PASSWORD 값은 YOUR_TOSS_PASSWORD 임", None),
    ('builder.Configuration["ADYEN:MERCHANT_ID"] = "mer-Hk29Qz7Xw4PmL81d";', None),
    # "was set to" joins a secret's name to its value as "=" does
    ("Second half: ZENDESK_SECRET was set to 7c41de09ab38f2e6c5d1, ZENDESK_REGION was set to eu1",
     "Second half: ZENDESK_SECRET was set to [REDACTED], ZENDESK_REGION was set to eu1"),
    ("Then: LINE_CHANNEL_SECRET is now set to fTq8WzLm2XcRv7BnKp4J", "Then: LINE_CHANNEL_SECRET is now set to [REDACTED]"),
    # fixtures that say they are fake, the nil UUID and an ID's keyword argument; a real pair in the same call is not
    ("REDIS_PASSWORD ?= fake-redis-password-for-tests", None),
    ('      SENDGRID_API_KEY: "FAKE_FOR_TESTS"', None),
    ('client = SDK(access_key="00000000-0000-0000-0000-000000000000", secret_key="x", default_project_id="4b1f0e2a-8c7d-4e6f-9a3b-2d5c7e9f1a0b")', None),
    ('client = SDK(access_key="Hk29Qz7Xw4PmL81dRt6Y", secret_key="7Fq2Lm9Xz4Wb8Nc3Vr6Kp1Jh5Gd0Ts2A")',
     'client = SDK(access_key="[REDACTED]", secret_key="[REDACTED]")'),
    # a JWT's header alone is data; a whole JWT is a token
    ("The rejected token's header segment is eyJhbGciOiJFUzI1NiIsImtpZCI6InJvdGF0ZS0yMDI1In0, the alg and kid only.", None),
    ("token: eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJib3QiLCJwYXNzd29yZCI6Ing5In0.c2lnbmF0dXJlLWJ5dGVz", "token: [REDACTED]"),
    # a personal access token with an empty user name; a passphrase of dotted words after a password flag
    ("curl -u ':q7vmtj3kx2pw9rzb5hfyd4nc6ls8ga2ue7wt3rjk5mqx9vbz4pla' https://dev.azure.com/org/_apis/projects",
     "curl -u ':[REDACTED]' https://dev.azure.com/org/_apis/projects"),
    ("$ keytool -list -keystore app.jks -storepass lantern.cobalt.harbor.meadow", "$ keytool -list -keystore app.jks -storepass [REDACTED]"),
    ("spring.datasource.password=spring.datasource.password", None),
    # the codes left after a login, not a count of anything else
    ("Break-glass login for the registry.\nRemaining codes:\n5821 0937\n6640 2281\n7719 3054",
     "Break-glass login for the registry.\nRemaining codes:\n[REDACTED]\n[REDACTED]\n[REDACTED]"),
    ("남은 코드:\nq4nd8x2k\n7hvm3p9w\nz2kt6r8y", "남은 코드:\n[REDACTED]\n[REDACTED]\n[REDACTED]"),
    ("Remaining codes: 404 and 500 still map to the old page.", None),
    # a Korean particle right after "passphrase" leaves it a password word
    ('백업 passphrase는 "orbit.maple.canyon.violin"', '백업 passphrase는 "[REDACTED]"'),
    # a fingerprint under a key's line of `gpg --list-keys`
    ("검증에 쓰는 키:\npub   rsa4096 2023-11-02 [SC]\n      4E2A9C71D03B58F6A1E7C2D94B60F8A3E5C1D729\nuid           [ultimate] Deploy Bot <deploy@example.org>", None),
    # what `cat` prints of a password file; a .pgpass line keeps all but its password
    ("Unlocking the backup:\n$ cat secrets/restic_password\nbramble-copper-lantern-thistle", "Unlocking the backup:\n$ cat secrets/restic_password\n[REDACTED]"),
    ("$ cat ~/.pgpass\ndb.internal:5432:app:ops:Wq7#zLp2Kx9!", "$ cat ~/.pgpass\ndb.internal:5432:app:ops:[REDACTED]"),
    # `docker secret create` prints the secret's ID; a generated value printed under a token's label is the token
    ('Swarm secret:\n$ printf %s "$API_TOKEN" | docker secret create api_token -\nk3v9q2m7x1z8w4r6t5y0p2n7b\n', None),
    ("The API token printed by the setup script:\nk3v9q2m7x1z8w4r6t5y0p2n7b", "The API token printed by the setup script:\n[REDACTED]"),
    # Naver Cloud's IAM access key IDs, from twelve characters after the prefix
    ('ncloud_access_key: "ncp_iam_BPK4Q7Z2WX9M"', 'ncloud_access_key: "[REDACTED]"'),
])
def test_rules_from_v39_and_v40(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_a_key_listing_keeps_its_fingerprint_in_a_note_about_tokens():
    fields = _note("pub   rsa4096 2023-11-02 [SC]\n      4E2A9C71D03B58F6A1E7C2D94B60F8A3E5C1D729\nuid           [ultimate] Deploy Bot",
                   "The partner verifies our release token signatures with it.")
    assert sanitize_fields(fields) == fields
    fields["missing_context"] = "Signing key 4E2A9C71D03B58F6A1E7C2D94B60F8A3E5C1D729 pasted"
    assert sanitize_fields(fields)["missing_context"] == "Signing key [REDACTED] pasted"


def _only(rule):
    """What one rule of the sanitizer alone changes in a text: the same command or statement is often
    caught twice (`htpasswd` holds a password's word), and each rule must stand on its own."""
    body = re.sub(r"^\(\?[aiLmsux]+\)", "", rule.pattern)  # a lookahead goes in front, after the global flags
    [(pattern, replace)] = [(p, r) for p, r, _ in _ALL_RULES if p.pattern == rule.pattern or p.pattern.endswith(f"(?:{body})")]
    return lambda text: pattern.sub(replace, text)


@pytest.mark.parametrize("command, expected", [
    # openssl takes a password from each of its password flags, `pass:` stripped, never a reference
    ("openssl enc -in a.tar -out a.enc -k Qz7mLp2Kx9", "openssl enc -in a.tar -out a.enc -k [REDACTED]"),
    ("openssl enc -d -in a.enc -pass pass:Qz7mLp2Kx9 -out a.tar", "openssl enc -d -in a.enc -pass pass:[REDACTED] -out a.tar"),
    ("openssl pkcs12 -export -passout pass:Hx9kz72Lq:tail -out c.p12", "openssl pkcs12 -export -passout pass:[REDACTED] -out c.p12"),
    ("openssl rsa -in k.pem -passin pass:Wr4TbNq8Zs", "openssl rsa -in k.pem -passin pass:[REDACTED]"),
    ("openssl pkcs12 -in c.p12 -password pass:Wr4TbNq8Zs -nokeys", "openssl pkcs12 -in c.p12 -password pass:[REDACTED] -nokeys"),
    ("openssl pkcs8 -in k.pem -passwd Wr4TbNq8Zs", "openssl pkcs8 -in k.pem -passwd [REDACTED]"),
    ("openssl rsa -in k.pem -passin env:KEY_PASS -out plain.pem", None),
    ("openssl rsa -in k.pem -passin file:/run/secrets/key_pass -out plain.pem", None),
    ("openssl rsa -in k.pem -passin fd:3 -out plain.pem", None),
    ("openssl rsa -in k.pem -passin stdin -out plain.pem", None),
    ("openssl req -newkey rsa:2048 -nodes -keyout Qz7mLp2Kx9.pem -out r.csr", None),  # -keyout is not -k
    # htpasswd takes its password only with -b: after the file, or after the user with -n
    ("htpasswd -bc .htpasswd admin Qz7mLp2Kx9", "htpasswd -bc .htpasswd admin [REDACTED]"),
    ("htpasswd -nb admin Qz7mLp2Kx9", "htpasswd -nb admin [REDACTED]"),
    ("htpasswd -B -b .htpasswd admin Qz7mLp2Kx9", "htpasswd -B -b .htpasswd admin [REDACTED]"),
    ("htpasswd -c .htpasswd admin Qz7mLp2Kx9", None),  # without -b the third word is no password
    ("htpasswd --b .htpasswd admin Qz7mLp2Kx9", None),
])
def test_a_command_alone_finds_its_password_by_its_own_syntax(command, expected):
    assert _only(SHELL_COMMAND)(command) == (command if expected is None else expected)


@pytest.mark.parametrize("statement, expected", [
    ("INSERT INTO integrations (provider, \"api_key\") VALUES ('amplitude', 'b7fe39afcf835cb550b38b7704742fa9');",
     "INSERT INTO integrations (provider, \"api_key\") VALUES ('amplitude', '[REDACTED]');"),
    ("INSERT INTO integrations ([provider], `secret`) VALUES ('a,b', 'Zq8Hk2Lp9Xw3Rt6Y');",
     "INSERT INTO integrations ([provider], `secret`) VALUES ('a,b', '[REDACTED]');"),
    ("INSERT INTO t (provider,api_key) VALUES ('x','Zq8Hk2Lp9Xw3Rt6Y');", "INSERT INTO t (provider,api_key) VALUES ('x','[REDACTED]');"),
    ("INSERT INTO t (provider, api_key) VALUES ('x', 'it''sQz7mLp2K');", "INSERT INTO t (provider, api_key) VALUES ('x', '[REDACTED]');"),
    # only a column whose name says secret, only a quoted literal of eight or more, only when the counts agree
    ("INSERT INTO t (api_key, provider) VALUES ('b7fe39afcf835cb550b38b7704742fa9');", None),
    ("INSERT INTO t (provider, note) VALUES ('x', 'Zq8Hk2Lp9Xw3Rt6Y');", None),
    ("INSERT INTO t (provider, api_key) VALUES ('x', 'short');", None),
    ("INSERT INTO t (provider, api_key) VALUES ('x', '<your key here>');", None),
    ("INSERT INTO t (provider, api_key) VALUES ('x', NULL);", None),
])
def test_an_insert_alone_redacts_the_values_of_secret_columns(statement, expected):
    assert _only(SQL_INSERT)(statement) == (statement if expected is None else expected)


@pytest.mark.parametrize("command, redacted", [
    # a quoted -p value with a blank that ends in ':' or '?' is the shell's prompt, not a password
    ("myapp -p 'Enter password: ' --db x", False),
    ("myapp -p 'Enter PIN:\t' --db x", False),
    ("myapp -p 'Enter\tPIN:' --db x", False),
    ("myapp -p 'Secr3t pass?' --db x", False),
    ("myapp -p 'Hx9 !kz72Lq' --db x", True),
    ("myapp -p 'Enter:PIN!' --db x", True),
    ("myapp -p 'Qz7mLp2K?' --db x", True),
])
def test_a_quoted_prompt_after_a_short_flag_is_not_a_password(command, redacted):
    assert (REDACTED in sanitize(command)) is redacted


_HEX_40 = "9f2c4e7a1b3d5f6081726354a9b8c7d6e5f40312"


@pytest.mark.parametrize("text, redacted", [
    # a digest's word in the value's sentence: up to 80 characters after it on its line, 200 before
    (f"the key {_HEX_40} " + "y" * 72 + " commit", False),
    (f"the key {_HEX_40} " + "y" * 73 + " commit", True),
    ("commit " + "y" * 184 + " the key " + _HEX_40, False),
    ("commit " + "y" * 185 + " the key " + _HEX_40, True),
    # the sentence ends at the line: a digest's word on the next or the line before says nothing of it
    (f"the key {_HEX_40} commit", False),
    (f"the key {_HEX_40}\ncommit", True),
    (f"commit the key {_HEX_40}", False),
    (f"commit\nthe key {_HEX_40}", True),
])
def test_a_hex_value_is_a_digest_only_where_its_sentence_speaks_of_one(text, redacted):
    assert (REDACTED in sanitize(text)) is redacted


_HEX_64 = "3b7e2f9a0c4d6e8f1a2b3c4d5e6f70819a2b3c4d5e6f70813b7e2f9a0c4d6e8f"  # a SHA-256's length


def _spaced(before: str, gap: int, after: str) -> str:
    """`before`, then words of `y` and one blank filling `gap` characters, then `after`."""
    return before + " " + "y" * (gap - 2) + " " + after


@pytest.mark.parametrize("missing_context, redacted", [
    (f"Found {_HEX_64} there", True),
    # a digest's word within 300 characters before a long hex run, or 80 after it; git output within 1,000
    (_spaced("checksum", 300 - len("checksum"), _HEX_64), False),
    (_spaced("checksum", 301 - len("checksum"), _HEX_64), True),
    (_spaced(_HEX_64, 80 - len("checksum"), "checksum"), False),
    (_spaced(_HEX_64, 81 - len("checksum"), "checksum"), True),
    (_spaced("git log", 1000 - len("git log"), _HEX_64), False),
    (_spaced("git log", 1001 - len("git log"), _HEX_64), True),
    (_spaced(_HEX_64, 1000 - len(_HEX_64) - len("git log"), "git log"), False),
    (_spaced(_HEX_64, 1001 - len(_HEX_64) - len("git log"), "git log"), True),
    # no digest or commit has 48 hex digits: the words do not make it one
    (f"checksum {_HEX_64[:48]} there", True),
    (f"checksum {_HEX_64[:40]} there", False),
])
def test_a_long_hex_run_in_a_note_about_credentials_is_a_digest_only_near_a_digest_word(missing_context, redacted):
    stored = sanitize_fields(_note(missing_context, "The API token stays in vault."))
    assert (REDACTED in stored["missing_context"]) is redacted


@pytest.mark.parametrize("text, expected", [
    # a pasted file's password line with blanks in it: two to six words, after `=`, or after `:` with a symbol
    ("[db]\npassword=Qz7m Lp2K", "[db]\npassword=[REDACTED]"),
    ("[db]\npassword=Qz 7m Lp 2K x9 Wr", "[db]\npassword=[REDACTED]"),
    ("[db]\npassword=Qz 7m Lp 2K x9 Wr 4T", None),
    ("[db]\npassword: Qz7m! Lp2K", "[db]\npassword: [REDACTED]"),
    ("[db]\npassword: Qz7m Lp2K", None),
    ("password=Qz7m Lp2K", None),  # one line alone is no pasted file
    # a comment from the first ` #` is not counted; a leading `-` is no flag here
    ("[db]\npassword=Qz7m Lp2K #c1 c2 c3 c4 c5 #c6", "[db]\npassword=[REDACTED]"),
    ("[db]\npassword=-Qz7 m1", "[db]\npassword=[REDACTED]"),
    # a code reference, a variable, a placeholder or prose is no password
    ("[db]\npassword=config.db pass1", None),
    ("[db]\npassword=$DB_PASS other", None),
    ("[db]\npassword=xxxx yyyy", None),
    ("[db]\npassword=Qz7m THEN retry", None),
    ("[db]\npassword: rotate every month", None),
])
def test_a_password_line_alone_takes_a_value_with_blanks_only_inside_its_edges(text, expected):
    assert _only(PASSWORD_LINE)(text) == (text if expected is None else expected)


@pytest.mark.parametrize("value, redacted", [
    # a generated Wi-Fi key of lowercase letters and digits, near a password word: ten characters or more,
    # digits in two runs or more and three digits or more, five letters or more, no run of four letters with a vowel
    ("kd4zt52x19", True),
    ("kd4ztq52wq", True),
    ("kd4z52x19q", True),
    ("kda4zt52xq", True),
    ("kd4zt52x9", False),  # nine characters
    ("kdbrzt4529", False),  # one run of digits
    ("kd4ztqx2wq", False),  # two digits
    ("kd4z52x199", False),  # four letters
    ("kdar4zt52x", False),  # a run of four letters with a vowel, as a word has
    ("abc4de52f1", False),  # hex digits: an ID
    ("KD4ZT52X19", False),
])
def test_a_random_lowercase_key_after_a_password_word(value, redacted):
    assert (REDACTED in sanitize(f"Changed the wifi password last week, new one {value} per the sticker")) is redacted


@pytest.mark.parametrize("line, expected", [
    # a fallback literal for a secret's name earlier on its line, within 160 characters: six characters or more
    ('api_key = os.getenv("K") or "Qz7mLp"', 'api_key = os.getenv("K") or "[REDACTED]"'),
    ('api_key = os.getenv("K") or "cfg.secret.v2"', 'api_key = os.getenv("K") or "[REDACTED]"'),  # quoted: no code reference
    ('api_key = os.getenv("K") or "Qz7mL"', None),
    ('api_key = x\nother = os.getenv("K") or "Qz7mLp2K"', None),  # the name on the line before
    ("api_key = f(" + "y" * 146 + ') or "Qz7mLp2K"', "api_key = f(" + "y" * 146 + ') or "[REDACTED]"'),
    ("api_key = f(" + "y" * 147 + ') or "Qz7mLp2K"', None),  # the name 161 characters before
])
def test_a_fallback_alone_takes_a_literal_only_for_a_secret_named_on_its_line(line, expected):
    assert _only(FALLBACK_LITERAL)(line) == (line if expected is None else expected)


@pytest.mark.parametrize("text, redacted", [
    # a seed in lowercase groups of four, as Google shows it: six groups or more, fewer than two common words
    ("TOTP secret: mziu sojm uctv wxqa kbfe lrpd", True),
    ("TOTP secret: mziu\tsojm uctv wxqa kbfe lrp", True),
    ("TOTP secret: mziu from uctv wxqa kbfe lrpd", True),
    ("TOTP secret: mziu from with wxqa kbfe lrpd", False),
    ("TOTP secret: mziu sojm uctv wxqa kbfe", False),
    # otherwise base32 with a digit, or in capitals
    ("TOTP secret: jbswydpehpkqpxp3", True),
    ("TOTP secret: JBSWYDPEHPKQPXPQ==", True),
    ("TOTP secret: MZIU SOJM UCTV WXQA", True),
    ("TOTP secret: jbswydpehpkqpxpq", False),
    ("TOTP secret: mziu sojm uctv wxqa", False),
])
def test_a_totp_seed_alone_is_base32_with_a_digit_in_capitals_or_in_googles_groups(text, redacted):
    assert (REDACTED in _only(TOTP_SEED)(text)) is redacted


@pytest.mark.parametrize("value, redacted", [
    # in a list of `name: value` lines where one value is already redacted, the others of a key's shape are too:
    # twelve letters and digits or more, sixteen of four kinds or more, a UUID
    ("Qz7mLp2Kx9Wr", True),
    ("abcdefgh1234", True),
    ("ABCDEFGH1234", True),
    ("Qz7!mLp2Kx9Wr#tB", True),
    ("3f2a9c1e-4b7d-4e8a-9c2f-1d3b5a7e9f0c", True),
    ("Qz7mLp2Kx9W", False),  # eleven
    ("abcdefghijkl", False),  # no digit
    ("Qz7!mLp2Kx9Wr#t", False),  # fifteen of four kinds
    ("Qz7mLp2Kx9Wr-xxxx", False),  # a mask
])
def test_a_list_with_one_redacted_value_alone_redacts_the_others_of_a_keys_shape(value, redacted):
    text = f"- token: [REDACTED]\n- backup: {value}\n"
    assert (_only(CREDENTIAL_LIST)(text) != text) is redacted
    untouched = f"- token: none\n- backup: {value}\n"
    assert _only(CREDENTIAL_LIST)(untouched) == untouched  # a list with nothing redacted is left to the other rules


@pytest.mark.parametrize("text, redacted", [
    # a chosen passphrase after "New:" right under an "Old:" line whose value was a password or a passphrase
    ("Old: Qz7!mLp2Kx\nNew: copper-meadow-falcon-31", True),
    ("Old: tundra-saddle-juniper98\nNew: copper-meadow-falcon-31", True),
    ("Note\nOld: [REDACTED]\nNew: copper-meadow-falcon-31", True),
    ("Old: plainword\nNew: copper-meadow-falcon-31", False),  # the old value is a word: so may the new one be
    ("Old: [REDACTED]\n\nNew: copper-meadow-falcon-31", False),  # not the line right under it
])
def test_a_rotation_makes_the_new_passphrase_a_secret_only_under_an_old_password(text, redacted):
    assert sanitize(text).endswith("New: [REDACTED]") is redacted


@pytest.mark.parametrize("note, expected", [
    # what `cat` prints of an encrypted file is ciphertext, meant for the repository
    ("$ cat config/credentials/production.yml.enc\nQ2lwaGVydGV4dA9z--bm9uY2U2Zm9v--dGFnMTIzNDU2Nzg5MA==", None),
    # .NET's `<add key=…>` names a setting; its value is what may be secret
    ('<add key="Mail:SmtpUsername" value="ci-bot" />\n<add key="Mail:SmtpPassword" value="#{SMTP_PASSWORD}#" />', None),
    ('<add key="Mail:SmtpPassword" value="Qz7!mLp2Kx9W" />', '<add key="Mail:SmtpPassword" value="[REDACTED]" />'),
    # a variable's assignment as one word near a secret's word is judged by its name's own rule
    ("OKTA_DOMAIN=acme.okta.com\nOKTA_CLIENT_ID=0oa8kq2zXwLpRt7Yv1d6  # SPA, PKCE, no client secret", None),
    ("OKTA_CLIENT_SECRET=Zq8Hk2Lp9Xw3Rt6Yv1Bn4Mc7  # the client secret", "OKTA_CLIENT_SECRET=[REDACTED]  # the client secret"),
    # a document's ID, advisory IDs
    ("Identifiers from the timeline:\nFirestore doc Kq7vWzX2mLp9RtYb3NcD", None),
    ("npm audit: jsonwebtoken has GHSA-8cf7-32gw-wr33 (high), a token verification bypass.", None),
    # signatures and passwords in shapes the rules missed: Tencent COS, Oracle EZConnect, Bundler's host variable,
    # Honeycomb's header
    ("https://b-125.cos.ap-seoul.myqcloud.com/a.bin?q-sign-algorithm=sha1&q-signature=9c1f0e2d3b4a59687766554433221100aabbccdd",
     "https://b-125.cos.ap-seoul.myqcloud.com/a.bin?q-sign-algorithm=sha1&q-signature=[REDACTED]"),
    ("app/Wq7#zLp2Kx9!@//ora-prod.internal:1521/ORCLPDB1", "app/[REDACTED]@//ora-prod.internal:1521/ORCLPDB1"),
    ("see https://example.com/a/b@//host", None),
    ("BUNDLE_ENTERPRISE__CONTRIBSYS__COM=4c2e9a7b:1f8d3e6a bundle install", "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=4c2e9a7b:[REDACTED] bundle install"),
    ("headers: {'X-Honeycomb-Team': 'Kd93hfQmx7TzLw2RpV8nYc'}", "headers: {'X-Honeycomb-Team': '[REDACTED]'}"),
])
def test_rules_from_v41_and_v42(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_a_default_password_redacted_as_a_word_is_not_replaced_where_the_note_names_a_thing():
    fields = _note("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: postgres\n      POSTGRES_USER: postgres")
    stored = sanitize_fields(fields)["missing_context"]
    assert "image: postgres:16" in stored and "POSTGRES_USER: postgres" in stored
    fields = _note("DB_PASSWORD: Qz7!mLp2Kx9W", "Is Qz7!mLp2Kx9W still the one?")  # a value of a password's shape still is
    assert "Qz7!mLp2Kx9W" not in sanitize_fields(fields)["lesson"]


def test_a_command_ending_in_its_password_flag_prompts_and_labels_nothing_in_the_next_field():
    fields = _note("mysql -h db.internal -u svc_app -p", "`mysql -p` with nothing after it asks for the password.")
    assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("value, redacted", [
    # base64 of a whole JSON object that names no credential is data, in either alphabet, padded or not
    ("eyJhbGciOiJFUzI1NiIsImtpZCI6InJvdGF0ZS0yMDI1In0", False),
    ("eyJhbGciOiJFUzI1NiIsImtpZCI6InJvdGF0ZS0yMDI1In0=", False),
    ("eyJ0eXAiOiJKV1QiLCJhbGciOiJFUzI1NiIsIm4iOiJ-Pz4wIn0", False),
    # one that names a credential, or is cut before its closing brace, may hold a secret
    ("eyJzdWIiOiJib3QiLCJwYXNzd29yZCI6Ing5In0", True),
    ("eyJhbGciOiJFUzI1NiIsImtpZCI6InJvdGF0ZS0yMDI1Ig", True),
])
def test_base64_of_a_json_object_without_a_credential_is_data(value, redacted):
    assert (sanitize(f"token: {value}") != f"token: {value}") is redacted


_KEY_25 = "Qz7mLp2Kx9WrTbNq8Zs1Hc4Vd"


@pytest.mark.parametrize("text, redacted", [
    # a line that says its key is public (a CAPTCHA's site key): up to 300 characters either side, on its line
    (f"the key {_KEY_25} is the site key", False),
    (f"the key {_KEY_25} " + "y" * 265 + " site key", False),
    (f"the key {_KEY_25} " + "y" * 266 + " site key", True),
    ("site key, " + "y" * 281 + f" the key {_KEY_25}", False),
    ("site key, " + "y" * 282 + f" the key {_KEY_25}", True),
    (f"site key\nthe key {_KEY_25}", True),
    (f"the key {_KEY_25}\nsite key", True),
    # the value's own line, wherever it stands: after a line, before two, and cut at 300 characters
    # before the line's end
    (f"notes\nthe key {_KEY_25} is the site key", False),
    (f"the key {_KEY_25}\nnotes\nsite key", True),
    (f"the key {_KEY_25} " + "y" * 266 + " site key\nend", True),
])
def test_a_key_is_public_only_where_its_own_line_says_so_within_300_characters(text, redacted):
    assert (REDACTED in sanitize(text)) is redacted


@pytest.mark.parametrize("value, chosen", [
    # three to eight lowercase words of three to ten letters joined by one separator, or two with digits after
    ("tundra-saddle-juniper", True),
    ("amber-bison-cedar-delta-ember-fjord-grove-heron", True),
    ("lantern.cobalt.harbor", True),
    ("sparrow_sunset65", True),
    ("tundra-saddle-juniper-98", True),
    ("tundra-saddle-juniper!!", True),
    ("Breeze-Tiger-Banjo-Topaz", True),  # or every word capitalised, three or more
    ("Tundra_Pecan_418", True),
    ("tundra-saddle", False),  # two words without digits
    ("amber-bison-cedar-delta-ember-fjord-grove-heron-iris", False),  # nine
    ("ab-saddle-juniper", False),
    ("abcdefghijk-saddle-juniper", False),
    ("tundra_saddle.juniper", False),  # two separators
    ("sparrow_sunset6", True),  # one digit is enough: "Password turned out to be gandalf_phoenix3"
    ("sparrow_sunset65432", False),
    ("tundra-saddle-juniper!!!", False),
    ("Breeze-tiger-banjo", False),
    ("Breeze-Tiger", False),
    # names of things, hosts, placeholders and technical terms are not chosen passphrases
    ("release-bot-helper", False),
    ("lantern.cobalt.dev", False),
    ("replace-me-later", False),
    ("scram-sha-256", False),
])
def test_a_chosen_passphrase_has_the_shape_people_choose(value, chosen):
    assert _chosen_passphrase(value) is chosen


@pytest.mark.parametrize("chat, redacted", [
    # a chat line's reply to a question about a password on the line right before it
    ("admin 비번 뭐였죠?\n오세훈: 75073373 요", True),
    ("admin 비번 알려주세요\n오세훈: 75073373 요", True),  # asked without a question mark
    ("What's the staging admin password?  \nsara: 75073373", True),
    ("What's the staging admin password?\n10:43 sara: 75073373", True),
    ("What's the staging admin password?\n[#ops] sara: 75073373", True),
    ("admin 비번 바꿨어요\n오세훈: 75073373 요", False),  # no question
    ("Staging admin password changed.\nsara: 75073373", False),
    ("admin 비번 뭐였죠?\n(잠시 후)\n오세훈: 75073373 요", False),  # not the line right after it
])
def test_a_number_answers_a_password_question_only_on_the_next_line(chat, redacted):
    assert (REDACTED in sanitize(chat)) is redacted


@pytest.mark.parametrize("command, redacted", [
    # a short password flag alone: a password's or a key's shape, or quoted and six characters or more
    ("mytool -u root -p Qz7!mLp2Kx", True),
    ("mytool -P Zq8Hk2Lp9Xw3Rt6Yv1Bn4Mc7", True),
    ("mytool -p 'abcdef'", True),
    ("mytool -p Qz7!mLp2Kx then retries", True),
    ("mytool -p 'abcde'", False),
    ("mytool -w hunter", False),
    ("mytool -p then retries", False),
    # a port, git's -p, the shell's read prompt, minisign's public key
    ("mytool -p 8080:80", False),
    ("mytool -p 5432", False),
    ("git show -p Qz7!mLp2Kx", False),
    ("read -s -p 'Password: ' PW", False),
    ("minisign -Vm f -P RWQC7M/Mv9KJOQcPQh1ApvaRi79jxczC2C1Y7qRRBgXVEOk+baIHt9Wc", False),
    # a tool whose flag takes a pattern, a word, a format or a port mapping, the nearest named before it
    ("Use grep -P '^\\s*#\\s*include' to find them.", False),
    ("rg -w 'handleRequest' src/", False),
    ("curl -s -w '%{http_code}' https://example.com", False),
    ('docker run -p "127.0.0.1:8080:80" nginx', False),
    ("/usr/bin/grep -P 'handle_request'", False),
    # ... unless a password client stands between them
    ("docker exec -it db mysql -uroot -p 'Ocean!seoul31'", True),
    ("docker login -u ci -p 'Xk9mQ2vL7zzQ' registry.local", True),
    ("grep x f; cqlsh -u cassandra -p 'hunter2abc'", True),
    ("docker ps; mytool -p 'sunshine'", True),  # the tool of another command
    # a password's shape is a password, whatever tool stands before
    ("docker exec -it neo4j cypher-shell -u neo4j -p S3cretPass!", True),
    ("java -jar app.jar -u admin -p 'Passw0rd!2024'", True),
])
def test_a_short_password_flag_alone_takes_only_a_password(command, redacted):
    assert (REDACTED in _only(SHORT_PASSWORD_FLAG)(command)) is redacted


_ROTATED = "The vault password was rotated.\n"


@pytest.mark.parametrize("text, redacted", [
    # an old, new, current or raw value to its line's end, within 300 characters after a password word:
    # eight characters or more, three kinds, two symbols or more, at most two blanks
    (_ROTATED + "Old: =,~[?-m>:]`.%!Ee(", True),
    (_ROTATED + "Old: q#7!Lm(2", True),
    (_ROTATED + "New: q#7!Lm(2xZ", True),
    (_ROTATED + "Current: q#7!Lm(2xZ", True),
    (_ROTATED + "The raw value: :+#|-}9~(%]')iu>[O?.{,=<t`", True),
    (_ROTATED + "Old: q#7 !Lm 2x", True),
    (_ROTATED + "Old: q#7!Lm(", False),  # seven
    (_ROTATED + "Old: q#7Lm2xZ", False),  # one symbol
    (_ROTATED + "Old: abc!def#", False),  # two kinds
    (_ROTATED + "Old: q#7 !Lm 2x y", False),  # three blanks
    (_ROTATED + "Old: [REDACTED]!#aB1", False),
    ("Release notes.\nOld: q#7!Lm(2xZ", False),
    ("password\n" + "y" * 290 + "\nOld: q#7!Lm(2xZ", True),
    ("password\n" + "y" * 291 + "\nOld: q#7!Lm(2xZ", False),
])
def test_a_labelled_old_or_new_line_alone_is_a_password_only_after_one_was_spoken_of(text, redacted):
    assert (_only(LABELLED_PASSWORD_LINE)(text) != text) is redacted


@pytest.mark.parametrize("note, expected", [
    # a client ID named with a blank before it, and a secret stored under an ID's name, hold identifiers
    ("GitHub App: app_id 248640, client_id Iv23lifXvsPdbjSEq0C8 (private key stays in the vault)", None),
    ("gh secret set NAVERPAY_CLIENT_ID --env prod --body 'w9te0T6K3o5TuqDcvHSP'", None),
    ("gh secret set NAVERPAY_CLIENT_SECRET --env prod --body 'w9te0T6K3o5TuqDcvHSP'",
     "gh secret set NAVERPAY_CLIENT_SECRET --env prod --body '[REDACTED]'"),
    ("gh secret set SIGNING_KEY_ID --body 'w9te0T6K3o5TuqDcvHSP'", "gh secret set SIGNING_KEY_ID --body '[REDACTED]'"),
    # a GCP key file's `private_key_id` names its key; the key itself is a secret
    ('"private_key_id": "de8467871508c9496b8a2857f23d0c4d3b751070",', None),
    ("GCP key: private_key_id=de8467871508c9496b8a2857f23d0c4d3b751070 for ci@acme.iam.gserviceaccount.com", None),
    ("PRIVATE_KEY=Zq8Hk2Lp9Xw3Rt6Yv1Bn4Mc7", "PRIVATE_KEY=[REDACTED]"),
    # an MD5 in base64 where the line speaks of it
    ("Cache never hits in CI; the key it computes:\nContent-MD5: KQj5l9/C6SUJvqrPeWmRmQ==", None),
    # the browser's halves of Razorpay's and Braintree's key pairs; the server's halves stay secret
    ("const rzp = new Razorpay({ key: 'rzp_live_v9VJ470l1hvabk', amount: 50000 });", None),
    ("braintree.client.create({ authorization: 'production_ir5wxwbx_oy878h9elnh25g8k' })", None),
    ("RAZORPAY_KEY_SECRET=vXyXrdpf3tuita1aoXK4X9jf", "RAZORPAY_KEY_SECRET=[REDACTED]"),
    # a Zapier catch hook's account number and key, DigitalOcean Spaces' key ID, Laravel's sealed session cookie
    ('"hookUrl": "https://hooks.zapier.com/hooks/catch/6132693/ktzrg6yg/"',
     '"hookUrl": "https://hooks.zapier.com/hooks/catch/[REDACTED]/"'),
    ('지훈: "일단 DO00AYVY6WAV0PBIWYWF 쓰세요"', '지훈: "일단 [REDACTED] 쓰세요"'),
    ("Cookie: lang=en; laravel_session=" + base64.b64encode(b'{"iv":"x9Yz","value":"Qz7mLp2Kx9","mac":"ce6d","tag":""}').decode(),
     "Cookie: lang=en; laravel_session=[REDACTED]"),
    # a password that starts with `$` but is no variable's name
    ("spring.mail.password=$bQY7qjsJA-LNy57", "spring.mail.password=[REDACTED]"),
    ("spring.mail.password=$MAIL_PASSWORD-old", None),
    # 24 letters of one case right after a token's word
    ("preview의 LOGZIO_SHIPPING_TOKEN는 vzletjvulqhwnitstsnitkdicacfpmpd 이고", "preview의 LOGZIO_SHIPPING_TOKEN는 [REDACTED] 이고"),
    ("the token is internationalizationsettings", None),
    # public by design, or no credential: app IDs that are UUIDs, a certificate in
    # base64, a consent cookie, a fixture named fake, a unit file's setting name, "pin" as a verb, `ssh -p` after prose
    ("OneSignal.init({ appId: '29174348-ae6e-4487-ac19-5272b0107236' });", None),
    ('curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=22753c83cac47e428d7c0fdad67a3304"',
     'curl "https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=[REDACTED]"'),
    ("the webhook's token is checked against this caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUIuwO7OEFVoMA3j8jnHxbuVN9reW6MXmQy", None),
    ("the webhook's token is this one: Q2VydGlmaWNhdGVEYXRhTm90UmVhbGx5SGVyZUJ1dFJhbmRvbVN0dWZmMTIzNDU2Nzg5", "the webhook's token is this one: [REDACTED]"),
    ("Set-Cookie: consent=necessary%2Canalytics; Path=/; SameSite=Lax", None),
    ("Set-Cookie: sid=Zq8Hk2Lp9Xw3Rt6Yv1Bn; Path=/", "Set-Cookie: sid=[REDACTED]; Path=/"),
    ("  const token = 'fake.jwt.token';", None),
    ('[Service]\nEnvironment="GMO_SHOP_ID=tshop19958947"\nEnvironment="GMO_SITE_PASS="', None),
    ("Should all jobs pin TZ=Asia/Seoul?", None),
    ("the pin is 4821 for the safe", "the pin is [REDACTED] for the safe"),
    ("which login the deploy uses. Found in the runbook: ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@qa.internal", None),
    ("docker login -u ci -p Zq8Hk2Lp9Xw3 registry.example.com:5000", "docker login -u ci -p [REDACTED] registry.example.com:5000"),
    # a password handed over in a clause that ends in a colon; not a time it was sent at
    ("재무팀이 새 카드 온라인 결제 비밀번호를 보내줌: 93862286", "재무팀이 새 카드 온라인 결제 비밀번호를 보내줌: [REDACTED]"),
    ("The password they sent me: 48213377", "The password they sent me: [REDACTED]"),
    ("password reset code sent at: 20241103", None),
    ("The password expires on: 20251231", None),
    # a passphrase of words that `cat` printed from a password file; prose printed for a variable stays
    ("$ cat .vault_pass\nkimchi mango yogurt hammock umbra eclipse", "$ cat .vault_pass\n[REDACTED]"),
    ("$ echo $DB_PASSWORD\nthe value is not set here", None),
    # Apple's account recovery key; Google's backup codes, three lines or more
    ("Used one of these to get back in: NL04-NI3E-QBC3-JXZW-8TQQ-3VJM-LC59", "Used one of these to get back in: [REDACTED]"),
    ("SKU ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZAB", None),
    ("Used one of these to get back in: 3331 6669\n1547 3592\n4867 0808", "Used one of these to get back in: [REDACTED]\n[REDACTED]\n[REDACTED]"),
    ("years 2023 2024\n2024 2025", None),
])
def test_rules_from_v45_and_v46(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


def test_a_value_near_the_start_of_a_long_note_is_judged_by_its_own_line():
    # "request" (a word of digests: request IDs) is said on the line above the key, not on its own line
    setting = "reads it per request.\npagerduty.routing-key="
    rest = "\nRestart the worker after changing it." * 6  # the note runs on past 200 characters
    assert sanitize(setting + "e1dd00e87613c50211b3e1a64d3c13ba" + rest) == setting + "[REDACTED]" + rest


@pytest.mark.parametrize("value, redacted", [
    # a generated key of 32 characters or more may hold a single digit; a shorter one needs two, unless its
    # case changes at random (below)
    ("NIlX-GQHZxlhDJrLoTvjEICwlhMkwXUbWBEwceH4", True),
    ("NIlXGQHZxlhDJrLoTvjEICwlhMkwXUbW4", True),
    ("NIlXGQHZxlhDJrLoTvjEICwlhMkwXUb4", True),
    ("NIlXGQHZxlhDJrLoTvjEICwlhMkwXU4", True),
    ("NIlxgqhzxlhdjrlotvjeicwlhmkwxu4", False),
    ("NIlXGQHZxlhDJrLoTvjEICwlhMkwXUbWBE", False),  # no digit
])
def test_a_generated_key_in_a_note_about_credentials_needs_a_digit_and_two_below_32_characters(value, redacted):
    fields = _note("Expo credentials are scoped per project.", f"Keep using {value} for dev?")
    assert (sanitize_fields(fields)["lesson"] != fields["lesson"]) is redacted


def test_a_value_stored_under_an_ids_name_stays_in_a_note_that_speaks_of_secrets():
    fields = _note("One of these points at a secret prod lacks:\n"
                   "gh secret set NAVERPAY_CLIENT_ID --env prod --body 'w9te0T6K3o5TuqDcvHSP'\n"
                   "gh secret set NAVERPAY_CLIENT_SECRET --env prod --body 'vault:secret/data/prod/naver-pay#secret'")
    assert sanitize_fields(fields) == fields
    stored = sanitize_fields(_note(fields["missing_context"].replace("CLIENT_ID", "CLIENT_KEY")))["missing_context"]
    assert "w9te0T6K3o5TuqDcvHSP" not in stored


@pytest.mark.parametrize("value", [
    "bc1qfqt5072aa5njh62cqk0xfkwarseekp6x4py3w7",  # a Bitcoin address (bech32)
    "0x52908400098527886E0F7030069857D2E4169EE7",  # an Ethereum address
    "txid bbf90f27b421cc935c0f73d75d6fd7e9af27660e8688ba8a0728be417a537ff7",  # a transaction's hash
])
def test_blockchain_addresses_and_transaction_hashes_are_public(value):
    for fields in (_note("config/app.yaml is the source of truth.", "Local runs need the same shape as stage, just a different value.",
                         f"Before I change anything: is `withdrawal to {value} confirmed` expected?"),
                   _note(f"Is `withdrawal to {value} confirmed` expected?", "The API token rotates monthly.")):
        assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("fields, expected", [
    # a token wrapped across two fields: the word that ends one and a word of the next one's first line
    (("first part: glpat-Qm7RtZx", "Second part (join without spaces): Vb2KcW9NpL4sd"),
     ("first part: [REDACTED]", "Second part (join without spaces): [REDACTED]")),
    (("NEW_RELIC_API_KEY 값 (첫 줄): NRAK-UVZ1SNRBWFJNFY9Z", "둘째 줄: QK45WYWBTM7 — 이어 붙여야 함."),
     ("NEW_RELIC_API_KEY 값 (첫 줄): [REDACTED]", "둘째 줄: [REDACTED] — 이어 붙여야 함.")),
    # the second line only: a word further down does not continue it
    (("first part: glpat-Qm7RtZx", "The rest is lost.\nVb2KcW9NpL4sd"), None),
    # words that make no token together
    (("We renamed the module to payments-core", "Another module billing-api stays."), None),
])
def test_a_token_wrapped_across_two_fields_is_redacted_in_both(fields, expected):
    note = _note(*fields)
    assert sanitize_fields(note) == (note if expected is None else _note(*expected))


@pytest.mark.parametrize("note, expected", [
    # Twilio's auth token after its Account SID; Harness's personal access tokens; Mercury's token with its prefix
    ("-u ACd092e8a8ea98b6a2f4db80bcb2b15c69:c5d97df7d9c982374ad8818c0d096d03", "-u [REDACTED]:[REDACTED]"),  # the ID half too
    ("try pat.viDKRu9wQG7iUjTaShM71j.941b12e1cb6400fbd094865c.yJJsYTOvGngxfq7kCwB5, it has write scope",
     "try [REDACTED], it has write scope"),
    ("Is `secret-token:mercury_production_wma_x08tE0lZ3RhHFUqHUCOofXNgy7LBWWZYB9RxmwOA_yrucrem` still right?",
     "Is `[REDACTED]` still right?"),
    # an old and a new password on one line, with no password word near: both redacted; versions, regions, names not
    ("Rotated RDS master user (app). Old: falconviolet65  New: tiger badger biscuit maple bluebird. Still connects.",
     "Rotated RDS master user (app). Old: [REDACTED]  New: [REDACTED]. Still connects."),
    ("Old: [REDACTED]  New: lantern-kimchi-mosaic-pretzel. ledger-core still", "Old: [REDACTED]  New: [REDACTED]. ledger-core still"),
    ("Old: v1.2.3  New: v1.3.0", None),
    ("Old: us-east-1, New: eu-west-1", None),
    ("Old: release-bot-v2  New: release-bot-v3", None),
    # a code handed over after a semicolon, the sentence's full stop after it
    ("I didn't have the YubiKey PIV PIN; the on-site tech read it out: 91050615.",
     "I didn't have the YubiKey PIV PIN; the on-site tech read it out: [REDACTED]."),
    # a record's key, git's GPG key ID, an environment variable's name after Redis's AUTH
    ('ids only, no keys:\n{"paymentKey":"BLzDRpbvveLF6TyhElpsogzRY21aounblqx9IVleLiQ2jieXny","orderId":"ORD-5H0O8M41G8DV"}', None),
    ("[user]\n\tsigningkey = 4C16AE4A5139434B", None),
    ("SIGNING_KEY=3f9a2c1e8b7d6f5a4c3b2a1f0e9d8c7b", "SIGNING_KEY=[REDACTED]"),
    ("redis://172.27.0.201:6379/0  (AUTH via REDIS_PASSWORD env, not in URL)", None),
    ("redis-cli AUTH default Zq8Hk2Lp9Xw3", "redis-cli AUTH default [REDACTED]"),
])
def test_rules_from_v49(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a secret's variable named in Korean prose with a particle glued on: its value when it has a key's or a password's shape
    ("HUAWEICLOUD_SDK_AK는 QTVTP5OKXI6P9XX45LJJ 입니다", "HUAWEICLOUD_SDK_AK는 [REDACTED] 입니다"),
    ("DB_PASSWORD는 Qz7!mLp2Kx9W 임", "DB_PASSWORD는 [REDACTED] 임"),
    ("API_KEY는 vault에 있음", None),  # where it is kept
    ("DB_PASSWORD는 env로 주입함", None),
    ("DB_HOST는 QTVTP5OKXI6P9XX45LJJ 입니다", None),  # a name that holds no secret
])
def test_a_secrets_variable_with_a_korean_particle_labels_its_value(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # an XML element named for a password after its namespace's colon, with attributes
    ('<wsse:Password Type="...#PasswordText">Kv9!rTq2mWz</wsse:Password>', '<wsse:Password Type="...#PasswordText">[REDACTED]</wsse:Password>'),
    ("<ns2:Username>ACME_IF01</ns2:Username>", None),
    # names whose first letter the names' lead missed: ASP.NET's machineKey keys
    ('<machineKey validationKey="9F3A6C1B2D4E5F60718293A4B5C6D7E8F9011223344556677889900AABBCCDDE"'
     ' decryptionKey="0A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F6071" validation="HMACSHA256" />',
     '<machineKey validationKey="[REDACTED]" decryptionKey="[REDACTED]" validation="HMACSHA256" />'),
    ('validation="HMACSHA256" decryption="AES"', None),
    ('BAROBILL_CERTKEY="3F2A9C10-77B1-4E0D-9A6C-5B2E8D1F4C07"', 'BAROBILL_CERTKEY="[REDACTED]"'),
    ("cert_key: /etc/ssl/private/api.key", None),  # a path
    # base64 that starts with `/` and holds more of them is no path
    ('password="/Zq8mK2vLx9Pw4Rt/N7bHc3Jd5Fg6/Sa1Ty0Ue8Wi2Op4As6Df8Gh0Jk2Lz4Xc6Vb8Nm0"',
     'password="[REDACTED]"'),
    ("password: /var/lib/secrets/db", None),
    ("password_file: /run/secrets/postgres_password", None),
    # the rest of a regular expression after a password's name
    ("return re.sub(r'(password=)[^&]+', r'\\1***', url)", None),
    # a panel's or a box's code, and "door/alarm"
    ("Door/alarm panel code for the server room: 40827713#", "Door/alarm panel code for the server room: [REDACTED]"),
    ("lockbox code: 5521", "lockbox code: [REDACTED]"),
    ("The alarm panel was replaced in 2023.", None),
    # two words and one digit are a chosen passphrase after a password word
    ("Password turned out to be walrus_lantern7 (got it from Lee).", "Password turned out to be [REDACTED] (got it from Lee)."),
    # a secret's variable in Korean prose, a blank before the particle; a UUID under a token's name
    ("ACME_ACCESS_TOKEN 는 `4f9d2c7a-1b3e-4a6f-9c0d-8e2b5a7f1c3d`.", "ACME_ACCESS_TOKEN 는 `[REDACTED]`."),
    ("API_KEY 는 vault에 있음", None),
    ("REQUEST_ID 는 `4f9d2c7a-1b3e-4a6f-9c0d-8e2b5a7f1c3d`.", None),
    # a hook's token after numeric IDs, letters alone too
    ("curl -X POST 'https://hook.dooray.com/services/1234567890123/9876543210987/QhPvWmZkTxLsNyRb_dKeFu'",
     "curl -X POST 'https://hook.dooray.com/services/1234567890123/9876543210987/[REDACTED]'"),
    ("https://hooks.example.com/services/1234567890/IncomingWebhookHandler", None),  # CamelCase words
    # letters-only recovery codes with few vowels among codes of their length that have digits
    ("npm 2FA recovery codes: 4kq9zt7wmx  p3rd8xn2vb  tgjwvmpzkr  h8w2kq6zdt",
     "npm 2FA recovery codes: [REDACTED]  [REDACTED]  [REDACTED]  [REDACTED]"),
    ("npm 2FA recovery codes: 4kq9zt7wmx  p3rd8xn2vb  attachment kept offline", "npm 2FA recovery codes: [REDACTED]  [REDACTED]  attachment kept offline"),
    # public by design: Adyen client keys, Paddle client-side tokens, Mixpanel and Amplitude project tokens,
    # Square application IDs, Statsig client keys (each vendor's secret counterpart stays redacted)
    ("AdyenCheckout({ clientKey: 'live_7KQ2M9XW4P1Z8R6T3V5N0B2C4D6F8H0J', environment: 'live' })", None),
    ("MOLLIE_API_KEY=live_hT4kW9pQ2mZ7xR3vB8nL6sD1fG5jK0cY", "MOLLIE_API_KEY=[REDACTED]"),
    ("Paddle.Initialize({ token: 'live_7d279f61a3499fed520f7cd8c08' });", None),
    ("SQUARE_ACCESS_TOKEN=sq0atp-Zk3mQ8vR2pW7xT4nL9sB1c", "SQUARE_ACCESS_TOKEN=[REDACTED]"),
    ("new StatsigClient('client-Q7wE2rT9yU4iO1pA6sD3fG8hJ5kL0zX2cV7bN4mQ9wE', { userID })", None),
])
def test_rules_from_v51(note, expected):
    assert sanitize(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # rclone obscure's password, inside a command substitution too, and a config's `pass`
    ("rclone config create nc webdav user daniel pass $(rclone obscure 'Ke7Rp-Wq2Zx-Tm9Lb')",
     "rclone config create nc webdav user daniel pass $(rclone obscure '[REDACTED]')"),
    ("rclone config create nc webdav user daniel pass Hq7vN2kLp9Zx", "rclone config create nc webdav user daniel pass [REDACTED]"),
    ("rclone copy remote:pass/ ./local", None),
    # Google's backup codes numbered, with no word for them
    ("1. 8271 3390\n2. 4410 2871\n3. 9023 1177", "1. [REDACTED]\n2. [REDACTED]\n3. [REDACTED]"),
    ("1. 2024 0601\n2. release", None),
    # a Teams incoming webhook's path after /IncomingWebhook/
    ("POST /webhookb2/x@y/IncomingWebhook/0f1e2d3c4b5a69788796a5b4c3d2e1f0/3c8e1a2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d/Vq8Zt3Lm9Kp2Wx7Rb4Nc6Jd1Fg5Hs0Ty",
     "POST /webhookb2/x@y/IncomingWebhook/[REDACTED]"),
    # what `cat` prints of an Erlang cookie: letters alone, few vowels
    ("$ cat /var/lib/rabbitmq/.erlang.cookie\nZXKQPWMTRBNVCSDLGHFJ", "$ cat /var/lib/rabbitmq/.erlang.cookie\n[REDACTED]"),
    ("$ cat cookies.txt\nNetscape HTTP Cookie File", None),
    # a query parameter's value ends at the next parameter, and a user agent is no request ID
    ('"GET /ISteamUser/GetPlayerSummaries/v2/?key=7C1E9A3B5D2F4A6C8E0B1D3F5A7C9E2B&steamids=76561197960287930 HTTP/1.1" 502 7345 "-" "python-requests/2.31.0"',
     '"GET /ISteamUser/GetPlayerSummaries/v2/?key=[REDACTED]&steamids=76561197960287930 HTTP/1.1" 502 7345 "-" "python-requests/2.31.0"'),
    ("GET /orders?since=2025-06-01T00:00:00Z&limit=100 returns the key fields", None),
    # an access log's time
    ('10.0.7.200 - - [11/Mar/2025:09:50:09 +0900] "GET /health HTTP/1.1" 200 (the key was fine)', None),
    # a GCP resource name names a resource
    ("signing key: projects/acme/locations/global/keyRings/auth/cryptoKeys/jwt/cryptoKeyVersions/4", None),
    # a key's word in prose whose line says the key is public (not a password's word)
    ("InstantSearch uses appId 1SLMVX4H40 and the search-only API key 3c9e1f7a5b2d4c6e8f0a1b3c5d7e9f2a.", None),
    ("The API key 3c9e1f7a5b2d4c6e8f0a1b3c5d7e9f2a is the server one.", "The API key [REDACTED] is the server one."),
    ("The password Kv9!rTq2mWz is public by design, they said.", "The password [REDACTED] is public by design, they said."),
    # a git commit object's header lines are digests, whatever the note says of keys
    ("tree 8b854f3d12f10124014bd98b3ed55470111fc649\nparent fc6cf8862ff105e772e71566deb982f1ee835cbd\n"
     "The signing key wasn't added to the account.", None),
])
def test_rules_from_v52(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # PHP's `=>` names the value before it as `:` and `=` do, in a note that speaks of secrets
    ({"missing_context": "Zoom client secret comes from the env.",
      "lesson": "<?php\nreturn [\n    'zoom_account_id' => 'sQxrS8cD4GnRAMYeqGoFUT',\n];"}, None),
    # a label ending one field does not cover a value whose own line says it is public
    ({"missing_context": "I wasn't sure whether the reCAPTCHA key here is a secret that must be removed.",
      "lesson": '<div class="g-recaptcha" data-sitekey="6Lc9xK2mAAAAAPq7vN3bW8zR5tY1uJ4hG6fD2sA0"></div>'}, None),
    ({"missing_context": "I wasn't sure whether the Algolia key is a secret.",
      "lesson": "algoliasearch('5H24A29WIL', '8f3c1a9e7b5d2f4a6c8e0b1d3f5a7c9e'); // search-only API key"}, None),
    ({"missing_context": "mixpanel.init('9c2f4e6a8b0d1c3e5f7a9b2d4c6e8f0a', { track_pageview: true });",
      "lesson": "The real problem was the CSP, not the key."}, None),
    ({"missing_context": "web/checkout.js:\nconst payments = Square.payments('sq0idp-Zk3mQ8vR2pW7xT4nL9sB1c', 'LQMU2MI9MDQVU');",
      "lesson": "Not the key: the new domain was missing from the allow list."}, None),
    ({"missing_context": "The vault password:", "lesson": "Hq7vN2kLp9Zx!e (rotate monthly)"},
     {"missing_context": "The vault password:", "lesson": "[REDACTED] (rotate monthly)"}),
])
def test_rules_from_v52_across_fields(fields, expected):
    assert sanitize_fields(fields) == (fields if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a `user:password` pair piped into base64 is a Basic header's credentials, and so is its output
    ("$ echo -n 'billing-api:Qm3vT8rLx2Kp9Wz4Hn6J' | base64\nYmlsbGluZy1hcGk6UW0zdlQ4ckx4MktwOVd6NEhuNko=\nThe header is the password.",
     "$ echo -n 'billing-api:[REDACTED]' | base64\n[REDACTED]\nThe header is the password."),
    ("printf '%s' \"ci:Tz8#qLm4!vRw\" | openssl base64", "printf '%s' \"ci:[REDACTED]\" | openssl base64"),
    ('echo -n "$API_USER:$API_PASS" | base64', None),
    ("echo 'user:pass' | tr a-z A-Z", None),
    # base64 of a pair whose password is a word stays, in a note about credentials too
    ("The token lives in Vault; the fixture file holds dXNlcjpwYXNzd29yZA== for the fake server.", None),
    # what `cat` prints of a password file may be a UUID (Nexus's first admin password)
    ("$ docker exec nexus cat /nexus-data/admin.password\n4b1c9e7a-2f3d-4a5b-8c6d-7e8f9a0b1c2d",
     "$ docker exec nexus cat /nexus-data/admin.password\n[REDACTED]"),
    ("$ cat build-info.txt\n4b1c9e7a-2f3d-4a5b-8c6d-7e8f9a0b1c2d", None),
    ("$ cat api-token.txt\nmissing_file_marker", None),
    # "it is" in the sentence after a PIN's word points back at it
    ("Signing asks for the PIV PIN. The user said it is 73910584.", "Signing asks for the PIV PIN. The user said it is [REDACTED]."),
    ("Rotate the PIN yearly. It is 2025 now.", None),
    # a certificate's subject and an analytics cookie are no password, beside a password's word
    ("$ read -rs -p 'DB password: ' PGPASSWORD\n$ openssl req -new -nodes -keyout tls.key -subj '/C=KR/O=Acme/CN=pay.acme.io'", None),
    ("HAR의 요청 쿠키 (세션 쿠키 없음):\nCookie: _ga=GA1.1.604411932.1751002234; _ga_Q7RB2M19XK=GS1.1.1750001122.4.1.1750009988.0.0.0; theme=dark", None),
    # "가리키는" (pointing at) holds no key
    ("티켓이 가리키는 요청:\nCF-RAY: 8c1f0a7d3e92b614-ICN", None),
    ("API 키는:\nCF-RAY-7d3e92b614X", "API 키는:\n[REDACTED]"),
])
def test_rules_from_v55(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("password, redacted", [
    ("Tz8#qLm4!vRw9", True),  # a password's shape, not a key's
    ("Qm3vT8rLx2Kp9Wz4Hn6J", True),  # a key's
    ("password", False),
])
def test_base64_of_a_pair_is_redacted_by_its_password_in_a_note_about_credentials(password, redacted):
    encoded = base64.b64encode(f"relay:{password}".encode()).decode()
    note = {"missing_context": f"grep found {encoded} twice in the proxy log", "lesson": "The relay password rotates monthly."}
    assert (encoded not in sanitize_fields(note)["missing_context"]) is redacted


@pytest.mark.parametrize("text, expected", [
    # Jenkins keeps a credential encrypted in credentials.xml: its key stays on the controller
    ("<password>{AQAAABAAAAAQw7Lk2pVn9XqZ+fR4tGh1yBmC3sD8eJ0aKoP6uWi5=}</password>", None),
    ("<secret>{AQAAABAAAAAgT4mQ9zXc2Vb7Nn1Lk8Jh3Gf5Dd6Ss0Aa+Pp/Oo==}</secret>", None),
    ("<password>{AQAAABAAAAAQ}</password>", "<password>[REDACTED]</password>"),  # the header alone holds nothing encrypted
    ("<password>{Rk8#vault2031x}</password>", "<password>[REDACTED]</password>"),  # a password in braces
])
def test_jenkins_ciphertext_is_no_credential(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


_RAILS_DATA = "Vm9sY2FubyByZWFkIHRoaXMgYmVmb3JlIHRoZSBmbG9vZCByZWFjaGVkIHRoZSBiYXNlbWVudA=="


@pytest.mark.parametrize("said, tail, kept", [
    # Rails' credentials.yml.enc: data, a 12-byte IV and a 16-byte tag, base64, joined by `--`; its key is the master key
    ("The ciphertext, only the deploy key in KMS can read it:", "--Hq2Zc8Vn4Tk7Lw1R--Jd6Pf3Xs9Gm2Kb5Nv8Qy4T==", True),
    ("The ciphertext, only the deploy key in KMS can read it:", "--Hq2Zc8Vn4Tk7Lw1--Jd6Pf3Xs9Gm2Kb5Nv8Qy4T==", False),  # IV short
    ("The deploy key in KMS reads it:", "--Hq2Zc8Vn4Tk7Lw1R--Jd6Pf3Xs9Gm2Kb5Nv8Qy4T==", False),  # not said to be ciphertext
    ("The encrypted session cookie, with its key:", "--Hq2Zc8Vn4Tk7Lw1R--Jd6Pf3Xs9Gm2Kb5Nv8Qy4T==", False),  # a session's
])
def test_rails_encrypted_credentials_are_no_credential(said, tail, kept):
    text = said + "\n" + _RAILS_DATA + tail
    assert (sanitize(text) == text) is kept


@pytest.mark.parametrize("first, expected", [
    # a quoted setting of a secret's name opening the field: its own rules judged its value (ciphertext here)
    ("`spring.datasource.password=ENC(Zk3mV9qLw2Xc+Tn8/Rb4Hy6Jp1Gd5Sa0=)`", None),
    ("`DB_PASSWORD=ENC(Zk3mV9qLw2Xc+Tn8/Rb4Hy6Jp1Gd5Sa0=)`", None),
    ("`spring.datasource.password=Rk8!vault2031`", "`spring.datasource.password=[REDACTED]`"),
    ("`Rk8!vault2031`", "`[REDACTED]`"),  # a password alone there is handed over
    ("`SECRET_KEY=tundra-saddle-juniper98`", "`SECRET_KEY=[REDACTED]`"),  # a signing secret's words: its own rule takes them
])
def test_a_setting_opening_the_next_field_is_judged_by_its_own_rules(first, expected):
    fields = {"missing_context": "The deploy failed to decrypt and nobody said where the key comes from.",
              "lesson": first + "\nEdit it with the tool, never by hand."}
    assert sanitize_fields(fields)["lesson"] == (first if expected is None else expected) + "\nEdit it with the tool, never by hand."


@pytest.mark.parametrize("text, expected", [
    # what is revoked, leaked or hard-coded is a credential: a quoted word of a password's shape after it
    ("Should I revoke `maple.otter.canyon.27` now that it is in git history?", "Should I revoke `[REDACTED]` now that it is in git history?"),
    ("Leaked: 'Tq4!harbor2031' was in the CI log.", "Leaked: '[REDACTED]' was in the CI log."),
    ("`한강하늘공원*42` 폐기해야 하나요?", None),  # the word comes after: not this rule's
    ("The hard-coded `Tq4!harbor2031` must go.", "The hard-coded `[REDACTED]` must go."),
    ("설정 파일에 하드코딩 `한강하늘공원*42` 있음", "설정 파일에 하드코딩 `[REDACTED]` 있음"),
    ("Should I revoke `v2.3.1-rc1` now?", None),  # a version
    ("We hard-coded `localhost:5432` here.", None),  # an address, a locale, a format: code is hard-coded too
    ("The job hard-coded `en_US.UTF-8` as its locale.", None),
    ("Someone hard-coded `%Y-%m-%d` in the report.", None),
    ("We revoked `deploy-bot` access.", None),  # a name
    ("We revoked maple.otter.canyon.27 yesterday.", None),  # unquoted: a host's name as much as a password
])
def test_a_quoted_password_after_revoke_or_leaked_is_redacted(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("decoded, password", [
    ("relay:Lake7house", "Lake7house"),  # a Basic pair
    ("postgres://app:kq8vz2mtw4@db:5432/app", "kq8vz2mtw4"),  # an address
    ("[client]\nuser = app\npassword = bluefinch2031\n", "bluefinch2031"),  # lines that hold one
])
def test_a_password_inside_base64_is_redacted_where_the_note_repeats_it_plain(decoded, password):
    encoded = base64.b64encode(decoded.encode()).decode()
    note = {"missing_context": "Nobody said the CI credentials changed. The deploy runs nightly.",
            "lesson": f"Deploy reads CONFIG_DATA {encoded} at start.", "ask_next_time": f"Does {password} work on the replica too?"}
    out = sanitize_fields(note)
    assert out["lesson"] == "Deploy reads CONFIG_DATA [REDACTED] at start."
    assert out["ask_next_time"] == "Does [REDACTED] work on the replica too?"
    # without the encoded one the word is no credential
    assert sanitize_fields({**note, "lesson": "Deploy reads it at start."})["ask_next_time"] == note["ask_next_time"]


def test_a_port_and_a_path_read_as_an_address_password_are_not_looked_for_elsewhere():
    encoded = base64.b64encode(b"https://cdn.example.net:8443/assets/@scope/pkg").decode()
    note = {"missing_context": "Nobody said the CI credentials changed. The deploy runs nightly.",
            "lesson": f"Deploy reads CONFIG_DATA {encoded} at start.", "ask_next_time": "Served from https://cdn.example.net:8443/assets/ today?"}
    assert sanitize_fields(note)["ask_next_time"] == note["ask_next_time"]


@pytest.mark.parametrize("note, expected", [
    # a CAPTCHA's site key, Algolia's search key, Kakao's JavaScript key: public by their names
    ("NEXT_PUBLIC_KAKAO_JS_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", None),
    ("KAKAO_JAVASCRIPT_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", None),
    ("ALGOLIA_SEARCH_API_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", None),
    ("ELASTICSEARCH_API_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", "ELASTICSEARCH_API_KEY=[REDACTED]"),
    ("AZURE_SEARCH_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", "AZURE_SEARCH_KEY=[REDACTED]"),
    ("TURNSTILE_SITE_KEY=0x4AAAAAAAQm3vT8rLx2Kp9W", None),
    ('The value:\nconst recaptchaSiteKey = "6LcQm3vT8rLx2Kp9WzAAAAAHn6JbF1sD4gY7uI0o";', None),
    ('The key:\n<meta name="next-public-algolia-search-key" content="4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e">', None),
    ("Kakao login:\n<script>Kakao.init('4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e');</script>", None),
    # Toss Payments' client keys are the browser's half; the secret keys stay secret
    ("TOSS_CLIENT_KEY=live_ck_Qm3vT8rLx2Kp9WzHn6JbF1sD", None),
    ("TOSS_SECRET_KEY=live_sk_Qm3vT8rLx2Kp9WzHn6JbF1sD", "TOSS_SECRET_KEY=[REDACTED]"),
    # a framework's prefix for what it ships to the browser makes nothing public (a secret put there by
    # mistake is still one), nor does a site key outside a CAPTCHA (NHN KCP's), nor a search key outside Algolia
    ("VITE_PUBLIC_SEARCH_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", "VITE_PUBLIC_SEARCH_KEY=[REDACTED]"),
    ("NEXT_PUBLIC_API_TOKEN=Zk4mQ8xT2pLw7RvN3cYh9sBd", "NEXT_PUBLIC_API_TOKEN=[REDACTED]"),
    ("KAKAO_JS_AUTH_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", "KAKAO_JS_AUTH_KEY=[REDACTED]"),
    ("NEXT_PUBLIC_STRIPE_SECRET_KEY=4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e", "NEXT_PUBLIC_STRIPE_SECRET_KEY=[REDACTED]"),
    ('KCP 설정 site_cd = "T0000", site_key = "Qm3vT8rLx2Kp9WzHn6J__"', 'KCP 설정 site_cd = "T0000", site_key = "[REDACTED]"'),
    ('The value:\nconst adminKey = "4d2a9c6e1b8f3a5d7c0e2b4f6a8c1d3e";', 'The value:\nconst adminKey = "[REDACTED]";'),
])
def test_a_setting_named_public_keeps_its_value(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # `terraform output -json` prints a sensitive output in clear
    ('"db_password": {"sensitive": true, "type": "string", "value": "q7wx2e-lmkrtz-8hpv41"},',
     '"db_password": {"sensitive": true, "type": "string", "value": "[REDACTED]"},'),
    ('"db_password": {\n  "sensitive": true,\n  "type": "string",\n  "value": "q7wx2e-lmkrtz-8hpv41"\n}',
     '"db_password": {\n  "sensitive": true,\n  "type": "string",\n  "value": "[REDACTED]"\n}'),
    ('"db_endpoint": {"sensitive": false, "type": "string", "value": "pg.acme.internal:5432"}', None),
    # SMTP AUTH LOGIN: the line after "Password:" in base64 is the password in base64
    ("AUTH LOGIN\n334 VXNlcm5hbWU6\nb3BzQGFjbWUuaW8=\n334 UGFzc3dvcmQ6\nVHo4I3FMbTQhdlJ3\n235 2.7.0 Authentication successful",
     "AUTH LOGIN\n334 VXNlcm5hbWU6\nb3BzQGFjbWUuaW8=\n334 UGFzc3dvcmQ6\n[REDACTED]\n235 2.7.0 Authentication successful"),
    # a wrapped value's rest in a table column, after the border
    ("Copied from a narrow terminal:\nTOKEN │ ghp_Qm3vT8rLx2Kp9WzHn6JbF1sD4gY7uI0o9Xc2\n      │ 7f3a9c1e5b2d4f6a8c",
     "Copied from a narrow terminal:\nTOKEN │ [REDACTED]\n      │ [REDACTED]"),
    ("Copied from a narrow terminal:\nTOKEN │ ghp_Qm3vT8rLx2Kp9WzHn6JbF1sD4gY7uI0o9Xc2\n      │ expires 2026-01-31",
     "Copied from a narrow terminal:\nTOKEN │ [REDACTED]\n      │ expires 2026-01-31"),
    # a password changed from one found already to the next, CamelCase words too
    ("서비스 계정 비밀번호가 Hq7vN2kLp9Zx! 에서 CopperLanternMeadowFox 로 바뀜.", "서비스 계정 비밀번호가 [REDACTED] 에서 [REDACTED] 로 바뀜."),
    ("The service password changed from Hq7vN2kLp9Zx! to CopperLanternMeadowFox last week.",
     "The service password changed from [REDACTED] to [REDACTED] last week."),
    ("The password Hq7vN2kLp9Zx! was moved to production yesterday.", "The password [REDACTED] was moved to production yesterday."),
    ("Sent the key Hq7vN2kLp9Zx! to KimMinJun yesterday.", "Sent the key [REDACTED] to KimMinJun yesterday."),
    ("Copied the password Hq7vN2kLp9Zx! to server01 today.", "Copied the password [REDACTED] to server01 today."),
    # a password's name glued to an upper-case vendor prefix (Danal's `CPPWD`)
    ('DANAL_CPPWD="Kq8mZ2vR7xT4pW9n"', 'DANAL_CPPWD="[REDACTED]"'),
    ("OLDPWD=/home/deploy/releases/42", None),
    # an angle-bracket placeholder with words in it, an scp target's user@IP, a Segment write key in the
    # browser, the ngrok authtoken named in prose, an Elastic Cloud ID's base64 (host:port$ids), SMTP mechanisms
    ("[pypi]\nusername = __token__\npassword = <PYPI_TOKEN from 1Password>", None),
    ("password: <HUNTER2", "password: [REDACTED]"),
    ("비밀번호는 프롬프트로 입력:\n$ scp -P 2222 build.tar.gz ops@172.27.130.90:/tmp/", None),
    ("ftp login: deploy:Zq8#kL2p@192.168.1.20", "ftp login: [REDACTED]"),
    ('The write key ships in the bundle:\nanalytics.load("Qm3vT8rLx2Kp9WzHn6JbF1sD4gY7uI0o");', None),
    ("Missing context: how the ngrok authtoken reaches invoice-mailer.", None),
    ("ngrok config add-authtoken 2mUHQnCpwLtm3m8hFGu4Nlrqle4_pLOgYotBO2iSwAZ83zwzt",
     "ngrok config add-authtoken [REDACTED]"),
    ("ngrok authtoken 2mUHQnCpwLtm3m8hFGu4Nlrqle4_pLOgYotBO2iSwAZ83zwzt", "ngrok authtoken [REDACTED]"),
    ("ELASTIC_CLOUD_ID=analytics:ZWFzdHVzMi5henVyZS5lcy5pbzo0NDMkNWI1YmU5YjNmZDZlYWMxYTI4N2QyYmNmZjE3YjczNzkkN2E4MjUzYjA1Yzg0ZTEzMTIwODMyYjA2MGU2OTk4N2M=\n"
     "ELASTIC_API_KEY=${ELASTIC_API_KEY}", None),
    ("The relay password is in Vault. Session:\nEHLO ci.acme.io\nAUTH LOGIN", None),
    # GitHub's recovery codes: four or more of their shape, with no word for them
    ("GitHub 복구 정보:\n3f2a1-9c0de  77b41-0a9f2  c3d5e-1f208  9e0aa-44b1c", "GitHub 복구 정보:\n[REDACTED]  [REDACTED]  [REDACTED]  [REDACTED]"),
    ("- 3f2a1-9c0de\n- 77b41-0a9f2\n- c3d5e-1f208\n- 9e0aa-44b1c", "- [REDACTED]\n- [REDACTED]\n- [REDACTED]\n- [REDACTED]"),
    ("Short SHAs of the three commits: 3f2a1-9c0de 77b41-0a9f2 c3d5e-1f208", None),
])
def test_rules_from_v57(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


# Found by a review of the code on November 26 (eighth session), each a rule's edge.
@pytest.mark.parametrize("note, expected", [
    # a verb that takes a commit right before 40 hex digits; a key named right before stays a key
    ("Rolled back to 9fceb02d0ae598e95dc970b74767f19372d61af8 since the token refresh broke.", None),
    ("Deployed 9fceb02d0ae598e95dc970b74767f19372d61af8 to prod after the login fix.", None),
    ("The token 9fceb02d0ae598e95dc970b74767f19372d61af8 broke after the refresh.",
     "The token [REDACTED] broke after the refresh."),
    # a ULID, an OpenPGP key ID and a class by its module are names; a ULID's alphabet has no I, L, O or U
    ("Dedupe values in report: order 01HZ8X3K9QW7R2M5N6P4T1V0AB failed", None),
    ("the key value is 01HZ8X3K9QW7R2M5N6P4T1V0AU", "the key value is [REDACTED]"),
    ("Signed the release with key 0x3AA5C34371567BD2.", None),
    ("PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']", None),
    # a KMS key's ID in a console address names the key; elsewhere a UUID after /keys/ is one
    ("https://us-east-1.console.aws.amazon.com/kms/keys/1234abcd-12ab-34cd-56ef-1234567890ab", None),
    ("https://api.example.com/keys/1234abcd-12ab-34cd-56ef-1234567890ab",
     "https://api.example.com/keys/[REDACTED]"),
    # a password line that states a policy
    ("Notes:\npassword: at least 12 chars, 1 symbol", None),
    ("Notes:\npassword: Wintr 42 dawn!", "Notes:\npassword: [REDACTED]"),
    # a word that holds `key` or `pass` is no secret's name; a name made of whole words is
    ('{"password": "whiskey"}', '{"password": "[REDACTED]"}'),
    ("spring.datasource.password=turkey_sandwich", "spring.datasource.password=[REDACTED]"),
    ('{"password": "db_password"}', None),
    ("password=htpasswd", None),
    # `my-` starts a placeholder only when words alone follow
    ("password=my-dog-Rex-2019!", "password=[REDACTED]"),
    ("password=my_secret_password", None),
    # in quotes a leading `#`, `!` or bracket with letters and digits is part of the password
    ('{"password": "#summer2024"}', '{"password": "[REDACTED]"}'),
    ('{"password": "(Secret123)"}', '{"password": "[REDACTED]"}'),
    ('{"password": "[Str0ngPass]"}', '{"password": "[REDACTED]"}'),
    ('{"password": "#{ENV[\'DB_PASS1\']}"}', None),
    ('{"password": "(none)"}', None),
    # a YAML block scalar under a secret's name
    ("auth:\n  password: |\n    Kx9mQ2vL7zzQ", "auth:\n  password: |\n    [REDACTED]"),
    ("client_secret: >-\n  Zx81kLmP0qRsT2uVwX3yZ4aB", "client_secret: >-\n  [REDACTED]"),
    ("config:\n  token: >-\n    ${VAULT_TOKEN}", None),
    ("ssh:\n  private_key: |\n    -----BEGIN X-----", None),
])
def test_rules_from_a_review_of_the_code(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


# Found on the development sets v60 and v61: each rule at its edge.
@pytest.mark.parametrize("note, expected", [
    # a UNC share and a switch that names an account are no password, even where one is spoken of
    ("`net use Z: \\\\fs01\\share * /user:CORP\\svc-backup` with `*` prompts for the password", None),
    # minisign's comment right above a key says whether it is public
    ("untrusted comment: minisign public key 0E445464425E3F5A\nRWQxxjqzYIN4UKRiEtyVRihIsrOqTAQQZ668Azc0bKS1lf3x4ZLdqBp3\n(the token signs releases)", None),
    ("untrusted comment: minisign encrypted secret key\nRWRTY0IyxjqzYIN4UKRiEtyVRihIsrOqTAQQZ668Azc0bKS1lf3x4ZLdqBp3\n(the key signs releases)",
     "untrusted comment: minisign encrypted secret key\n[REDACTED]\n(the key signs releases)"),
    # sha256sum's output: a digest, two blanks and a file name
    ("The token job printed:\n3b05b6c702ecb38ae75da81d5e0f9ea0dd85214e816f6c1265def61e65fe9cc6  app.tar.gz", None),
    ("The token is\n3b05b6c702ecb38ae75da81d5e0f9ea0dd85214e816f6c1265def61e65fe9cc6 app.tar.gz",
     "The token is\n[REDACTED] app.tar.gz"),
    ("// built from 3f9aa5cd369df44a1a150fce63a63d721bdede26 (the token refresh fix)", None),
    # a logged header's value ends at the escape that ends the logged line; repeated later, it is redacted there too
    ('send: b"GET / HTTP/1.1\\r\\nAuthorization: Basic cGVnZ3k6Z2FyZGVuLXNpbHZlci1idXR0b24=\\r\\n"\nReuse cGVnZ3k6Z2FyZGVuLXNpbHZlci1idXR0b24= next time?',
     'send: b"GET / HTTP/1.1\\r\\nAuthorization: Basic [REDACTED]\\r\\n"\nReuse [REDACTED] next time?'),
    # `GET / HTTP/1.1` requests the root: no account and password around a slash
    ('send: b"GET / HTTP/1.1\\r\\nHost: example.com\\r\\n"', None),
    # a key right after its word and a particle, quoted; a value named by "from …:"
    ("dev의 Scaleway API key 값은 `a38fcaa8-3ea5-4e68-944d-703e0ed5d775` 이고", "dev의 Scaleway API key 값은 `[REDACTED]` 이고"),
    ('tossPayments.widgets({ customerKey: "08294d60-bfe3-47c3-9efe-0786d59cd4f2" });', None),
    # "request a fresh secret" asks for one; "request id" names one
    ("Should I reuse 48f8582300c5644079e368d2123883e9 or request a fresh secret?",
     "Should I reuse [REDACTED] or request a fresh secret?"),
    ("The request id 48f8582300c5644079e368d2123883e9 came back with the token error.", None),
    # a password's name glued to capitals; not a word that ends in PASS
    ("export SSHPASS='qhaskf995!'", "export SSHPASS='[REDACTED]'"),
    ("BYPASS_CACHE=true-always", None),
    # netsh prints a Wi-Fi key in clear; signtool takes the certificate's password after /p
    ("    Key Content            : gottkf29022#", "    Key Content            : [REDACTED]"),
    ("signtool sign /f codesign.pfx /p xYSrePH4cNt2h setup.exe", "signtool sign /f codesign.pfx /p [REDACTED] setup.exe"),
    # an account and its password after a login's word, with a blank on each side of the slash
    ('DM: "sandbox 젠킨스 로그인 admin / CrayonPaperTuesday"', 'DM: "sandbox 젠킨스 로그인 admin / [REDACTED]"'),
    ("DSM 로그인 정보가 `admin` / `w#F~T_@z+_PW-4zhGS` 라고", "DSM 로그인 정보가 `admin` / `[REDACTED]` 라고"),
    ("PG 어드민 계정은 1Password 'Infra / prod-db superuser' 항목 참고", None),
    ("login page / dashboard layout", None),
    # a decoded Basic header in Korean prose: its password, words and dots too
    ("(디코딩하면 grafana:window.compass.purple.pencil.lantern)", "(디코딩하면 grafana:[REDACTED])"),
    ("(디코딩하면 grafana:Ab1!x9)", "(디코딩하면 grafana:[REDACTED])"),
    ("(디코딩하면 grafana:Ab1!x)", None),  # five characters
    # "pin the version" is a verb; a PIN in capitals is a PIN
    ("pin the version in CI.\nimage: registry.internal/admin-web:2025.07.6-rc.1+sha.cba16f2", None),
    ("Set PIV PIN to 98952714 today.", "Set PIV PIN to [REDACTED] today."),
    # placeholders and ciphertext
    ('export OPENAI_API_KEY="CHANGE_ME_IN_PROD_ENV_FILE"', None),
    ("spring.datasource.password=ENC(aJ2301CbKeJTROBpEgGhS2jDcKW5xPZhbnA6n7nFnm4rcMAWMzr3xbGi)", None),
])
def test_rules_from_v60_and_v61(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a lone word of a password's shape starts the field after one that speaks of a credential
    (["The user typed the key in a separate message; it is in the lesson field below.", "qufqlc^^49!\n(rotate after)"],
     ["The user typed the key in a separate message; it is in the lesson field below.", "[REDACTED]\n(rotate after)"]),
    (["The sealed secret decrypts only in the cluster.", "encryptedData:\n  (sealed)"], None),
    (["The build failed on the login page.", "README.md\n(updated)"], None),
    # the password of a `user:password` pair, repeated alone
    (["echo 'deploy:고양이부산딸기-6563#' | sudo chpasswd", "Move `고양이부산딸기-6563#` to a CI variable?"],
     ["echo '[REDACTED]' | sudo chpasswd", "Move `[REDACTED]` to a CI variable?"]),
    # a value found in one field is taken out of the others before the sweeps that may cut it short
    (["-H 'cookie: _media_upload_session=LExot1f14LXtyewPVeZQnwruR4%2BaM2uu0byWobMpuxAUmXDc8kd04X'",
      "Rotate 'LExot1f14LXtyewPVeZQnwruR4%2BaM2uu0byWobMpuxAUmXDc8kd04X' after the session test?"],
     ["-H 'cookie: _media_upload_session=[REDACTED]'", "Rotate '[REDACTED]' after the session test?"]),
    # a strong password's shape alone (twelve characters or more: capitals, small letters, digits and a
    # symbol outside base64's), anywhere in a note that speaks of credentials
    (["preprod VPN 비밀번호는 공용이라 물어봐야 했음.", "Ran the job twice.", "preprod에서 TDYjjcSK*5@sXI=8}~Pg 다시 써도 되나요?"],
     ["preprod VPN 비밀번호는 공용이라 물어봐야 했음.", "Ran the job twice.", "preprod에서 [REDACTED] 다시 써도 되나요?"]),
    (["The VPN password is shared.", "Ran the job twice.", "Use Ab1!cd2@Ef3# next time?"],
     ["The VPN password is shared.", "Ran the job twice.", "Use [REDACTED] next time?"]),
    (["The VPN password is shared.", "Ran the job twice.", "Is it Ab1!cd2@Ef3#."],
     ["The VPN password is shared.", "Ran the job twice.", "Is it [REDACTED]."]),
    (["The VPN password is shared.", "Ran the job twice.", "Use Ab1!cd2@Ef3 next time?"], None),  # eleven
    (["The VPN password is shared.", "Ran the job twice.", "Use Ab3dEf6hIj9k+/Qw next time?"], None),  # base64's symbols
    (["The VPN password is shared.", "Ran the job twice.", "Use AB1!CD2@EF3#GH next time?"], None),  # no small letter
    (["The VPN password is shared.", "Ran the job twice.", "Set retry_max=30s!Ab1cd next time?"], None),  # a setting
    (["The VPN password is shared.", "Ran the job twice.", "Open src/App1!Main.tsx next time?"], None),  # a path
    (["The VPN password is shared.", "Ran the job twice.", "See https://Ab1!cd2.example.com next time?"], None),
    (["The VPN password is shared.", "Ran the job twice.", 'http -a "K598285_0b90ddae8f72:$KLARNA_PASSWORD" POST /x'], None),
    (["The VPN password is shared.", "Ran the job twice.", "Rule `(?i)(password|pwd)\\s*[:=]\\s*\\S{8,}Ab1!` kept?"], None),
    (["Nothing about access here.", "Ran the job twice.", "preprod에서 TDYjjcSK*5@sXI=8}~Pg 다시 써도 되나요?"], None),
])
def test_rules_from_v60_and_v61_across_fields(fields, expected):
    names = ["missing_context", "lesson", "ask_next_time"][:len(fields)]
    out = sanitize_fields(dict(zip(names, fields)))
    assert [out[name] for name in names] == (fields if expected is None else expected)


_SEALED = "Ag" + "Bq9Zx" * 60  # a SealedSecret's value: hundreds of base64 characters


# Found on the development set v62: each rule at its edge.
@pytest.mark.parametrize("note, expected", [
    # Go's `:=` is no password line's colon; a literal after it is still a password
    ("Fixed code:\npassword := os.Getenv(\"DB_PASSWORD\")", None),
    ('Fixed code:\npassword := "Hunter2!xyz"', 'Fixed code:\npassword := "[REDACTED]"'),
    # ciphertext: EJSON's, and a SealedSecret's values however far below `encryptedData:`
    ('"database_password": "EJ[1:OPp+aIalsIIb/RN9WfPnZbVYsb7dHJ7GQnFP=:GWUMwk/6epKqiofRpZDMxAZZ=:rJen8VeM]"', None),
    (f"kind: SealedSecret\nspec:\n  encryptedData:\n    password: {_SEALED}\n    api-key: {_SEALED}Q\n", None),
    (f"kind: Secret\nstringData:\n    password: {_SEALED}\n", "kind: Secret\nstringData:\n    password: [REDACTED]\n"),
    # an indented `gpg --list-keys` listing: the line under `pub` is the key's fingerprint
    ("The token scanner flagged:\n    pub   ed25519 2024-03-11 [SC]\n          4C635D60F84D439A5A81D00346C328B4A1F05261", None),
    # an XML setting named for an ID, though a rule takes its `key=` for a credential's word
    ('<add key="ClientId" value="dj00GamfEpvavnhl-Pz19wDdHyy5Kst7lO0" />\n<add key="ClientSecret" value="{{ s }}" />', None),
    ('<add key="ClientSecret" value="dj00GamfEpvavnhl-Pz19wDdHyy5Kst7lO0" />',
     '<add key="ClientSecret" value="[REDACTED]" />'),
    # a secret's variable set in prose, to a value of a key's or a password's shape
    ("Set ELASTIC_PASSWORD to gravel(Yonder31 in `.env`, then restart.", "Set ELASTIC_PASSWORD to [REDACTED] in `.env`, then restart."),
    ("Set DJANGO_SECRET_KEY to Zx81kLmP0qRsT2uVwX3yZ4aB in prod.", "Set DJANGO_SECRET_KEY to [REDACTED] in prod."),
    ("Set SESSION_KEY to true in prod.", None),
    ("set API_TOKEN to ${API_TOKEN} in CI", None),
    ("Set ELASTIC_PASSWORD to the vault value.", None),
    # an account and a quoted passphrase, the login's word up to 80 characters before
    ("The login for the payment test merchant console is `acme_test` / `velvet raven nectar thunder 0`. Kenji confirmed.",
     "The login for the payment test merchant console is `acme_test` / `[REDACTED]`. Kenji confirmed."),
    # recovery codes below a code fence; one that reads like a word among four of their shape or more
    ("The Discord recovery codes:\n```\ncw21k9rr\n9wgpst39\n9ksn7nl8\nhigwmumn\nu1i3pxly\n```",
     "The Discord recovery codes:\n```\n[REDACTED]\n[REDACTED]\n[REDACTED]\n[REDACTED]\n[REDACTED]\n```"),
    ("The Discord recovery codes:\n```\ncw21k9rr\n9wgpst39\nhigwmumn\n```",
     "The Discord recovery codes:\n```\n[REDACTED]\n[REDACTED]\nhigwmumn\n```"),
])
def test_rules_from_v62(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


# Found by a second review of the eighth November 26 session's change: what it had let through or taken.
@pytest.mark.parametrize("note, expected", [
    # a name's words carry no digits: a value of words and digits under a password's name is a password
    ("password=secret_9f8a7b6c", "password=[REDACTED]"),
    ("DB_PASSWORD=hunter_pass_2024", "DB_PASSWORD=[REDACTED]"),
    # a password's shape after a short flag, whatever tool stands before it
    ("docker exec -it neo4j cypher-shell -u neo4j -p S3cretPass!", "docker exec -it neo4j cypher-shell -u neo4j -p [REDACTED]"),
    # hex named a credential after a deploy's verb; a checksum line needs a file's name
    ("Deployed 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b as the new API token",
     "Deployed [REDACTED] as the new API token"),
    ("API keys issued:\nc4ca4238a0b923820dcc509a6f75849b  billing-service", "API keys issued:\n[REDACTED]  billing-service"),
    # an XML setting's name ends in an ID's `Id`, not in any `id`
    ('<add key="PushAndroid" value="Xk9mQ2vL7zzQwR4tY8uI0pAs" />\n<add key="ClientSecret" value="{{ s }}" />',
     '<add key="PushAndroid" value="[REDACTED]" />\n<add key="ClientSecret" value="{{ s }}" />'),
    # a decoded password may hold `)`; `CHANGE_ME` is a placeholder in capitals only
    ("Decoded it is svc-sync:Xy)9!kLm2#q", "Decoded it is svc-sync:[REDACTED]"),
    ("DB_PASSWORD=change_me_Pr0d!", "DB_PASSWORD=[REDACTED]"),
    # a SealedSecret's `encryptedData:` covers its own document only
    (f"kind: SealedSecret\nspec:\n  encryptedData:\n    api-key: {_SEALED}\n---\nkind: Secret\nstringData:\n  signing_key: {_SEALED}Q\n",
     f"kind: SealedSecret\nspec:\n  encryptedData:\n    api-key: {_SEALED}\n---\nkind: Secret\nstringData:\n  signing_key: [REDACTED]\n"),
    # names that are not a secret's; values that have no secret's shape; a menu's items
    ("Set KEY_VAULT_NAME to kv-prod-eastus2-01", None),
    ("set SORT_KEY to Xk9mQ2vL7zzQw", None),
    ("set SESSION_KEY to Xk9mQ2vL7zzQw", "set SESSION_KEY to [REDACTED]"),
    ("Set PASSWORD_HASHER to Argon2id-v19", None),
    ("    Key Content            : Absent", None),
    ("description_secret: |\n  Multi-line", None),
    ("In the account menu, the items are `Profile` / `Sign out of all devices`", None),
])
def test_rules_from_a_second_review(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a build's number and a version are no strong password; a list and a version start no field's value
    (["The login password is shared.", "CI job Frontend-Build#2048 is red; tag: v1.2.3~RC1Beta"], None),
    (["Rotated the API token.", "OAuth2,Login#2"], None),
    (["The password reset email.", "Kubernetes1.29!"], None),
    # a word after the last recovery code is no code
    (["Recovery codes: a1b2c3d4 e5f6g7h8 i9j0k1l2 m3n4o5p6 printed, securely stored"],
     ["Recovery codes: [REDACTED] [REDACTED] [REDACTED] [REDACTED] printed, securely stored"]),
])
def test_rules_from_a_second_review_across_fields(fields, expected):
    names = ["missing_context", "lesson", "ask_next_time"][:len(fields)]
    out = sanitize_fields(dict(zip(names, fields)))
    assert [out[name] for name in names] == (fields if expected is None else expected)


# Found on the development set v64: each rule at its edge.
@pytest.mark.parametrize("note, expected", [
    # a passphrase may capitalise any word after the first; a capital first word alone starts a title
    ("[ldap]\nbind_password = mercury.violet.Crane.monsoon", "[ldap]\nbind_password = [REDACTED]"),
    ("[ldap]\nbind_password = Mercury.violet.crane", "[ldap]\nbind_password = [REDACTED]"),
    # a passphrase of words after a setting whose name ends in `_password`, to the line's end; not prose
    ("WARN [config] db_password=linen camel bronze cedar reef 16\nERROR timeout", "WARN [config] db_password=[REDACTED]\nERROR timeout"),
    ("WARN [config] db_password=not set in staging", None),
    ("db_password=linen camel bronze cedar reef 16 user=app", "db_password=[REDACTED] camel bronze cedar reef 16 user=app"),
    # a value used as a credential, named after it: hex with `0x`, a UUID, a password's shape
    ("The user told me to use `0x391775fa694e53d55c1782e35a1a0e79fca8ef55c109bd87ca647d1a6fd82e37` as the deployer wallet private key.",
     "The user told me to use `[REDACTED]` as the deployer wallet private key."),
    ("Use 278cd4cc-e80d-47d8-922b-2aedbdda502c as the Sakura Cloud API token and secret.",
     "Use [REDACTED] as the Sakura Cloud API token and secret."),
    ("Use 278cd4cc-e80d-47d8-922b-2aedbdda502c as the idempotency key.", None),
    ("We use 0x391775fa694e53d55c1782e35a1a0e79fca8ef55c109bd87ca647d1a6fd82e37 as the transaction hash.", None),
    ("Use GITHUB_TOKEN as the token, and staging-db as the token audience.", None),
    # a key of sixteen whose case changes at random holds one digit; camelCase names do not count
    ('Vonage API 시크릿이 필요했는데 유일한 사본이 팀 위키에 있었다: "KLtEtqi5lTdmcxvJ" (아무도 언급 안 함)',
     'Vonage API 시크릿이 필요했는데 유일한 사본이 팀 위키에 있었다: "[REDACTED]" (아무도 언급 안 함)'),
    ("The API secret handler is getUserById2Fast in the wiki.", None),
    # Baidu AI Cloud (Qianfan) API keys by their shape
    ("QA 배포 스크립트는 `bce-v3/ALTAK-R0Zrz6S7hFCtiLoHDkefP/6a90626aae0f18a0d1914f24703f9d51ce142930` 값을 쓴다.",
     "QA 배포 스크립트는 `[REDACTED]` 값을 쓴다."),
    # NAVER Search Ad's access license by its shape, under any name; one hex digit short or long is no such license
    ('\tnaverAdAccessLicense = "0100000000' + "3e9a" * 16 + '"', '\tnaverAdAccessLicense = "[REDACTED]"'),
    ("checksum 0100000000" + "3e9a" * 16 + "f of the bundle", None),
    # a label's words in brackets or after "before" stand between it and its colon
    ("Server room door code (B1, rack 3 side): 34104637", "Server room door code (B1, rack 3 side): [REDACTED]"),
    ("# raw password before URL-encoding: 산책토끼겨울945!", "# raw password before URL-encoding: [REDACTED]!"),
    ("API key (v2): see the vault", None),
    # "pass is" names a password; a pass of work does not
    ("rabbitmq default user is sa, rabbitmq default pass is mango+Sunset65",
     "rabbitmq default user is sa, rabbitmq default pass is [REDACTED]"),
    ("The second pass is v2.1.3-rc1, and the first pass is slow.", None),
    # a JWT's header alone, shown cut short by a logger, holds nothing secret; a whole JWT cut short does
    ("Authorization: Bearer eyJhbGciOi...[truncated by logger]", None),
    ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abc...", "Authorization: Bearer [REDACTED]..."),
    # words joined by slashes are a choice, not a password
    ("커밋하라고 만든 암호문이다. 복호화 키(KMS/age/볼트 비밀번호) 보유자만 읽을 수 있다.", None),
    ("Success! You are now authenticated. The token was rotated.", None),
])
def test_rules_from_v64(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a TOTP seed anywhere in a note that speaks of one; capitals without digits or a documented example are not
    (["I didn't know who holds the 2FA seed.", "Ask the owner.", "Should I forget J42EUUT2TDT7S5ID3BFPLU7S3GO4XDEH now?"],
     ["I didn't know who holds the 2FA seed.", "Ask the owner.", "Should I forget [REDACTED] now?"]),
    (["`MBRZTX4USTIX2XYXA3QU7H5DOOX7EHPA` is what the user typed.", "The TOTP secret belongs to a shared account."],
     ["`[REDACTED]` is what the user typed.", "The TOTP secret belongs to a shared account."]),
    (["The 2FA seed lives in Vault.", "Builds failed.\nBuild BUILDQUEUEPRIMARY2 and EXAMPLESEED234567 stay."], None),
    (["Build J42EUUT2TDT7S5ID3BFPLU7S3GO4XDEH failed.", "No seed was involved."], None),
    # a passphrase alone on the first line of a field after one about a password
    (["The user said the sa password was in the lesson field.", "velvet-nectar-salmon-salmon-Banjo\nThat is SA_PASSWORD."],
     ["The user said the sa password was in the lesson field.", "[REDACTED]\nThat is SA_PASSWORD."]),
    (["The user said the password policy changed.", "release-bot-helper\nThat is the bot."], None),
    # a password alone on a field's first line, in a note about credentials, whichever field names it
    (["달빛우리집2482*\n(the user pasted only this line)", "It turned out to be the database password."],
     ["[REDACTED]\n(the user pasted only this line)", "It turned out to be the database password."]),
    (["Kubernetes1.29!\n(the version we run)", "The password policy did not change."], None),
    (["달빛우리집2482*\n(the user pasted only this line)", "It turned out to be the name of the wiki page."], None),
])
def test_rules_from_v64_across_fields(fields, expected):
    names = ["missing_context", "lesson", "ask_next_time"][:len(fields)]
    out = sanitize_fields(dict(zip(names, fields)))
    assert [out[name] for name in names] == (fields if expected is None else expected)


@pytest.mark.parametrize("value, generated", [
    # below 32 characters, one digit is enough when the case changes four times or more and most parts
    # between the changes are no syllable
    ("KLtEtqi5lTdmcxvJ", True),
    ("Kxtqwz5rvbnmpsTdR", True),
    ("Kxtqwz5rvbnmpsTd", False),  # three changes
    ("BaXqNa5TvWxkzqrt", True),  # two syllables of five parts
    ("BaXqNaTo5Wxkzqrt", False),  # three of five
    ("getUserById2Fast", False),
])
def test_a_short_generated_key_with_one_digit_changes_case_at_random(value, generated):
    assert _generated_shape(value) is generated


# Found on the development set v66: each rule at its edge.
@pytest.mark.parametrize("note, expected", [
    # an `Ak`, `Sk` or `Pass` glued to a name is one only after a small letter, as in camelCase: not inside base64
    ("db_password: ENC[AES256_GCM,data:TyRyBCC8r0YzuArCJHU=,iv:kidypKerQovJcSDqt5FngHxBm9NZhuSAiSZz4xEwRAk=,tag:EiQA7z+LYwlyVdQ5XK/DXQ==,type:str]", None),
    ('{"secretAk": "Xk9mP2qLwZ8vB3nR"}', '{"secretAk": "[REDACTED]"}'),
    # a JSON object's next name is no argument after a secret's name
    ('{"name": "DB_PASSWORD", "valueFrom": "arn:aws:secretsmanager:us-east-1:531702357514:secret:dev/db-GZ4seG:password::"}', None),
    ('define("DB_PASSWORD", "Xk9#mP2qLw");', 'define("DB_PASSWORD", "[REDACTED]");'),
    # a label ends in a colon: no password of a `user / password` pair
    ("ETag / S3 version id / Content-MD5:\nContent-MD5: UnX1kFL8uVaxj3U4mtBokg==", None),
    ("admin / Xy9#kLm2qq", "admin / [REDACTED]"),
    # base64 of a template's reference or of an address without credentials is no key; of an address with them it is
    ("kind: Secret\ndata:\n  AZURE_OPENAI_ENDPOINT: aHR0cHM6Ly9pazB5c21sNS5vcGVuYWkuYXp1cmUuY29tLw==\n"
     "  AZURE_OPENAI_API_KEY: e3sgLlZhbHVlcy5henVyZU9wZW5haUFwaUtleSB9fQ==", None),
    ("kind: Secret\ndata:\n  DATABASE_URL: aHR0cHM6Ly91c2VyOlhrOW1QMnFMd0BkYi5leGFtcGxlLmNvbS8=",
     "kind: Secret\ndata:\n  DATABASE_URL: [REDACTED]"),
    ("kind: Secret\ndata:\n  MAIL_API_KEY: TXlQYXNzdzByZCF4eXo=", "kind: Secret\ndata:\n  MAIL_API_KEY: [REDACTED]"),
    # an alarm's disarm code in Korean; expenses (경비) and alarms (경보) with a number are no code
    ("사무실 경비 해제 코드: 90640421\n3번 틀리면 장비가 잠긴다.", "사무실 경비 해제 코드: [REDACTED]\n3번 틀리면 장비가 잠긴다."),
    ("경비 코드: 40012345, CloudWatch 경보 번호: 20240115", None),
    ("경비 해제 후 출입", None),
    # Google's backup codes, four or more on one line two blanks apart
    ("```\n2052 3238  3932 0457  4697 5916  6077 7116\n```", "```\n[REDACTED]  [REDACTED]  [REDACTED]  [REDACTED]\n```"),
    ("ports 2052 3238  3932 0457  4697 5916", None),
    ("2052 3238 3932 0457 4697 5916 6077 7116", None),
    ("| 2052 3238  3932 0457  4697 5916  6077 7116 | totals |", None),
    # a quoted value right after a key's word
    ("네이버 오픈 API Client Secret `IDTT5ZvdL5`는 읽기 권한만 있다.", "네이버 오픈 API Client Secret `[REDACTED]`는 읽기 권한만 있다."),
    ("the API key `user_id` column, the secret `ORDER_PRIORITY`", None),
    # in quotes, a password may open with a brace that opens no template
    ("openssl enc -aes-256-cbc -pbkdf2 -k '{]%86NY=i%#SY;>?o_gOz<g|' -in dump.sql", "openssl enc -aes-256-cbc -pbkdf2 -k '[REDACTED]' -in dump.sql"),
    ("password: '{db_password1}' and password: \"{env:DB_PASS1}\"", None),
])
def test_rules_from_v66(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a Microsoft recovery code (five groups of five) anywhere in a note that speaks of recovery codes
    (["The account was locked out. Hannah had saved these:\n```\nTUWDM-UG9KE-NQPEQ-KTWEC-17LTO\n```", "Regenerate the recovery code?"],
     ["The account was locked out. Hannah had saved these:\n```\n[REDACTED]\n```", "Regenerate the recovery code?"]),
    (["Build ABCDE-FGHIJ-KLMNO-PQRST-UVWXY and 12345-67890-12345-67890-12345 ran.", "No recovery code was used."], None),
    # base64 of text alone on a field's first line is data, not a password
    (["dGhpcyBpcyBqdXN0IHNvbWUgcGxhaW4gZGF0YQ==\nNotes follow.", "The credentials are in the vault."], None),
    (["Xk9#mP2qLw!z\nNotes follow.", "The credentials are in the vault."], ["[REDACTED]\nNotes follow.", "The credentials are in the vault."]),
])
def test_rules_from_v66_across_fields(fields, expected):
    names = ["missing_context", "lesson", "ask_next_time"][:len(fields)]
    out = sanitize_fields(dict(zip(names, fields)))
    assert [out[name] for name in names] == (fields if expected is None else expected)


def test_base64_of_an_address_with_a_password_is_redacted_in_a_note_about_credentials():
    encoded = base64.b64encode(b"postgres://app:Xk9mP2qLw@db:5432/app").decode()
    assert sanitize_fields({"missing_context": f"kind: Secret\ndata:\n  DATABASE_URL: {encoded}"})["missing_context"] \
        == "kind: Secret\ndata:\n  DATABASE_URL: [REDACTED]"
    plain = base64.b64encode(b"postgres://db:5432/app").decode()
    assert sanitize_fields({"missing_context": f"kind: Secret\ndata:\n  DATABASE_URL: {plain}"})["missing_context"] \
        == f"kind: Secret\ndata:\n  DATABASE_URL: {plain}"


# Found by a review of the ninth November 26 session's change: what its rules had taken or let through.
@pytest.mark.parametrize("note, expected", [
    # a value used as a credential is a key by shape or a password with a password's symbols, not a reference
    ("use `process.env.API_KEY` as the API key", None),
    ("use us-east-1 as the region for the Secrets Manager secret, and node-v20.11.1 as the build token", None),
    ("Use 0x6b175474e89094c44da98b954eedeac495271d0f as the token address.", None),
    ("Use Xk9#mP2qLw as the admin password.", "Use [REDACTED] as the admin password."),
    # a variable's documentation is no passphrase; a log line's value is
    ("- DB_PASSWORD: database user password\n- KEYCLOAK_ADMIN_PASSWORD: Docker Compose override", None),
    ("INFO db_password=linen camel bronze cedar reef 16", "INFO db_password=[REDACTED]"),
    # a pass of a compiler is no password; an account's default pass is
    ("the second pass is slow, the inlining pass is -O2x3!", None),
    ("the admin pass is Xk9mP2qLwZ", "the admin pass is [REDACTED]"),
    # names of acronyms glued to `Pass` name passwords again
    ("$SMTPPass = 'Xk9mP2qLwZ'", "$SMTPPass = '[REDACTED]'"),
    ("DBPass=Xk9mP2qLwZ", "DBPass=[REDACTED]"),
    # a documented example seed stays; base64 of `${VAR:-default}` is no mere reference
    ("Should I keep JBSWY3DPEHPK3PXP as the 2FA seed example?", None),
    ("kind: Secret\ndata:\n  SMTP_KEY: " + base64.b64encode(b"${SMTP_KEY:-Xk9mP2qLwZ8v}").decode(),
     "kind: Secret\ndata:\n  SMTP_KEY: [REDACTED]"),
    # base64 of an address with a password, with `/` in it or a newline after it (`echo … | base64`)
    ("kind: Secret\ndata:\n  DATABASE_URL: " + base64.b64encode(b"postgres://app:Xk9/mP2qLw@db:5432/app\n").decode(),
     "kind: Secret\ndata:\n  DATABASE_URL: [REDACTED]"),
])
def test_rules_from_a_review_of_the_ninth_session(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("first_line", ["S3Client", "getUser2", "Windows-x64-Release", "Llama3-8B-Instruct", "Fixes#123"])
def test_an_identifier_alone_on_a_fields_first_line_stays_in_a_note_about_keys(first_line):
    fields = {"missing_context": f"{first_line}\nmust be closed after use.", "lesson": "The API token is in the vault."}
    assert sanitize_fields(fields) == fields


# Found by a review of the whole filter in the ninth November 26 session, caught in the tenth.
@pytest.mark.parametrize("note, expected", [
    # a secret's name and its value as a JSON object's members or a CLI's shorthand: the value only
    ('"environment": [{"name": "DB_PASSWORD", "value": "letmein2024"}]',
     '"environment": [{"name": "DB_PASSWORD", "value": "[REDACTED]"}]'),
    ('{"Name": "STRIPE_SECRET_KEY",\n "Value": "rk9wq2x7mnb4"}', '{"Name": "STRIPE_SECRET_KEY",\n "Value": "[REDACTED]"}'),
    ("--parameters ParameterKey=DBPassword,ParameterValue=letmein2024",
     "--parameters ParameterKey=DBPassword,ParameterValue=[REDACTED]"),
    ("aws ssm put-parameter --name /prod/db/password --type SecureString --value Winter2024 --overwrite",
     "aws ssm put-parameter --name /prod/db/password --type SecureString --value [REDACTED] --overwrite"),
    # …not a setting that is no secret's, a reference, a template, or a read of the parameter
    ('{"name": "LOG_LEVEL", "value": "debug"}', None),
    ('{"key": "session_timeout", "value": "30"}', None),
    ('{"name": "DB_PASSWORD", "valueFrom": "arn:aws:ssm:us-east-1:123456789012:parameter/db"}', None),
    ('{"name": "DB_PASSWORD", "value": "${DB_PASSWORD}"}', None),
    ('{"name": "API_KEY", "value": "{{ secrets.api_key }}"}', None),
    ("aws ssm get-parameter --name /prod/db/password --with-decryption --query Parameter.Value", None),
    # Secrets Manager's secret string, given or shown
    ("aws secretsmanager create-secret --name prod/db --secret-string 'Winter2024!'",
     "aws secretsmanager create-secret --name prod/db --secret-string '[REDACTED]'"),
    ('"SecretString": "Xk9mP2qLwZ"', '"SecretString": "[REDACTED]"'),
    ("aws secretsmanager create-secret --name prod/db --secret-string file://secret.json", None),
    ("aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text", None),
    # a password given on standard input as a here-string
    ("sudo -S <<< 'Winter2024' systemctl restart app", "sudo -S <<< '[REDACTED]' systemctl restart app"),
    ("kinit svc-etl@CORP.EXAMPLE <<< 'Winter2024'", "kinit svc-etl@CORP.EXAMPLE <<< '[REDACTED]'"),
    ("docker login -u ci --password-stdin <<< Winter2024", "docker login -u ci --password-stdin <<< [REDACTED]"),
    ('sudo -S <<< "$SUDO_PASS" apt update', None),
    ('cat <<< "hello world 2024"', None),
    # what a secret store or a CLI's token command printed on the line under it
    ("$ op read op://Infra/db-prod/password\nWinter2024!", "$ op read op://Infra/db-prod/password\n[REDACTED]"),
    ("$ pass show infra/db-prod\nwinter2024", "$ pass show infra/db-prod\n[REDACTED]"),
    ("$ bw get password db-prod\nWinter2024", "$ bw get password db-prod\n[REDACTED]"),
    ("$ vault kv get -field=password secret/db\nWinter2024", "$ vault kv get -field=password secret/db\n[REDACTED]"),
    ("$ security find-generic-password -s db-prod -w\nWinter2024", "$ security find-generic-password -s db-prod -w\n[REDACTED]"),
    ("$ aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text\nWinter2024",
     "$ aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text\n[REDACTED]"),
    ("$ heroku auth:token\n3fa85f64-5717-4562-b3fc-2c963f66afa6", "$ heroku auth:token\n[REDACTED]"),
    ("$ aws ecr get-login-password\neyJwYXlsb2FkIjoiQ2xhc3NpYyIsImRhdGFrZXkiOiJBUUVCQUhoIn0=", "$ aws ecr get-login-password\n[REDACTED]"),
    # …not another field, a word of the prose after a command named in it, a placeholder or an error
    ("$ op read op://Infra/db-prod/username\ndeploy-user", None),
    ("$ vault kv get -field=username secret/db\ndeploy2024", None),
    ("Run `pass show infra/db` first, then:\nsomething", None),
    ("$ pass show infra/db\n<your-password-here>", None),
    ("$ gh auth token\n(no output: not logged in)", None),
])
def test_rules_from_a_review_of_the_whole_filter(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


# The tenth November 26 session's first round (its development set read): each rule with fresh examples.
@pytest.mark.parametrize("fields, expected", [
    # a strong password with a `/` and two symbols no path holds; a single-quoted value that starts with `$`
    ({"missing_context": "the sudo password", "ask_next_time": "Is Qm7/vR!xk2$Lp9w still valid?"},
     {"ask_next_time": "Is [REDACTED] still valid?"}),
    ({"missing_context": "run mysql -u app -p'$kq7(vb4+Mz-Tr)];Q' app first"}, {"missing_context": "run mysql -u app -p'[REDACTED]' app first"}),
    ({"missing_context": "the admin password", "lesson": "the glob src/**/*.Test2.ts stays"}, None),
    ({"missing_context": "the admin password", "lesson": "the regex (?i)Pass[0-9]+!x stays"}, None),
    # a value sent or passed as a credential
    ({"missing_context": "the job was sending 7c9e6679-7425-40de-944b-e07fc1f90ae7 as the Acme API token"},
     {"missing_context": "the job was sending [REDACTED] as the Acme API token"}),
    ({"missing_context": "it passes 7c9e6679-7425-40de-944b-e07fc1f90ae7 as the request id"}, None),
    # a TOTP seed in the groups of four a setup screen shows, capitals or small letters
    ({"missing_context": "The 2FA seed for the bot: K4XP 2M7Q WB5N R3TZ"}, {"missing_context": "The 2FA seed for the bot: [REDACTED]"}),
    ({"missing_context": "MFA setup key", "lesson": "Enter this key: k4xp 2m7q wb5n r3tz"}, {"lesson": "Enter this key: [REDACTED]"}),
    ({"missing_context": "the totp seed is in the vault; this code will work when time sync is fine"}, None),
    # one-part recovery codes listed in another field than the words "recovery codes"
    ({"missing_context": "Each recovery code works once.", "lesson": "1. k3v9xq2m\n2. wpdtnrsl\n3. 8hz2yc4b\n4. m4q7rk2e\nKeep them offline."},
     {"lesson": "1. [REDACTED]\n2. [REDACTED]\n3. [REDACTED]\n4. [REDACTED]\nKeep them offline."}),
    ({"missing_context": "Recovery codes are in the vault.", "lesson": "1. database\n2. frontend\n3. services\n4. pipeline"}, None),
    ({"missing_context": "Short SHAs of the release:", "lesson": "1. a1b2c3d4\n2. e5f6a7b8\n3. c9d0e1f2\n4. a3b4c5d6"}, None),
    # a passphrase of words before a dash, and as a label ending one field
    ({"missing_context": "The vault password is copper lantern orchid 27 - typed once."},
     {"missing_context": "The vault password is [REDACTED] - typed once."}),
    ({"missing_context": "빌드 서버 비밀번호는", "lesson": "copper lantern orchid 27 — 한 번 입력함."}, {"lesson": "[REDACTED] — 한 번 입력함."}),
    ({"missing_context": "The password is stored in the vault - ask the owner."}, None),
    # a door lock's code after `=`
    ({"missing_context": "server room door lock = 4471-0923"}, {"missing_context": "server room door lock = [REDACTED]"}),
    ({"missing_context": "the door lock firmware 20240115 update failed"}, None),
    # Infobip's key (32 hex and a UUID) and DeepL's free key (a UUID and `:fx`); a UUID alone stays
    ({"missing_context": "key 0f3c9a7d5e2b4c6a8f1d3e5b7a9c2d4f-1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e in the log"},
     {"missing_context": "key [REDACTED] in the log"}),
    ({"missing_context": "DeepL 키 `1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e:fx`를 썼다"}, {"missing_context": "DeepL 키 `[REDACTED]`를 썼다"}),
    ({"missing_context": "request 1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e failed"}, None),
    # a password before `로 … 로그인` (not a user's name: `ec2-user로 로그인`), a PIN before `으로 … 잠금 해제`
    ({"missing_context": "팀장님 말대로 'dlrjtdms!비번'로 관리자 페이지에 로그인했다."}, {"missing_context": "팀장님 말대로 '[REDACTED]'로 관리자 페이지에 로그인했다."}),
    ({"missing_context": "48213905으로 금고 잠금을 해제했다."}, {"missing_context": "[REDACTED]으로 금고 잠금을 해제했다."}),
    ({"missing_context": "ec2-user로 로그인했다. SSO로 로그인, v2.3.1로 로그인 화면이 바뀌었다"}, None),
    # a plan's `"old" -> "new"` under a password's name; a Ruby hash's `=>` is no change
    ({"missing_context": '~ password = "[REDACTED]" -> "kq7vb4-mztr2x-w8pl3n"'}, {"missing_context": '~ password = "[REDACTED]" -> "[REDACTED]"'}),
    ({"missing_context": 'Parameters: {"user"=>{"password"=>"[FILTERED]"}, "commit"=>"Log in"}'}, None),
    # what is no credential: a PEM template's body, `Pin` a verb, a password manager's name, `git log --oneline`
    ({"missing_context": "-----BEGIN PRIVATE KEY-----\n...paste your key here...\n-----END PRIVATE KEY-----"}, None),
    ({"missing_context": "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 fix: retry on 429", "lesson": "Pin images by digest."}, None),
    ({"missing_context": "시크릿은 이름(1Password)으로만 참조한다."}, None),
])
def test_rules_of_the_tenth_sessions_first_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# The tenth November 26 session's second round (its second development set read).
@pytest.mark.parametrize("fields, expected", [
    # a quoted value opening the field after one that hands it over
    ({"missing_context": "Needed the Sentry auth token for the worker. Value noted in the next field:",
      "lesson": "`5b1e0c7a-2f4d-4e8b-9a6c-3d7f1e2b4c8a` — paste it without quotes."},
     {"lesson": "`[REDACTED]` — paste it without quotes."}),
    ({"missing_context": "Got the staging connection string; the value itself is in the lesson below.",
      "lesson": "`Harbor2291-` — paste it without quotes."}, {"lesson": "`[REDACTED]` — paste it without quotes."}),
    ({"missing_context": "지원님이 staging 시크릿 키 알려줌. 값은 아래 lesson에 적어둠.", "lesson": "'Copper Lantern Orchid 27' — 그대로 붙여넣기."},
     {"lesson": "'[REDACTED]' — 그대로 붙여넣기."}),
    ({"missing_context": "We rotated the API key for billing.", "lesson": "`make deploy-staging` — run it after."}, None),
    ({"missing_context": "The password policy changed.", "lesson": "`passwordPolicy.minLength` — now 12."}, None),
    # `snyk auth` and its token
    ({"missing_context": "snyk auth 0b9e4d2a-6c1f-4a7e-8d3b-5f2c9e1a7b40 && snyk test"}, {"missing_context": "snyk auth [REDACTED] && snyk test"}),
    ({"missing_context": "run snyk auth first, then snyk auth $SNYK_TOKEN in CI"}, None),
    # a chat reply whose password starts with `#`
    ({"missing_context": "[09:39] me: the Grafana admin password?\n[09:41] Mina: #wkdql47+ copy it as is"},
     {"missing_context": "[09:39] me: the Grafana admin password?\n[09:41] Mina: [REDACTED] copy it as is"}),
    # what is no credential: Spring Cloud Config's ciphertext, a secret's ID that is its name in a store
    ({"missing_context": "the db password:\n  password: '{cipher}9f0e1d2c3b4a59687766554433221100ffeeddccbbaa99887766554433221100'"}, None),
    ({"missing_context": 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/app-db-password"\n}'}, None),
    ({"missing_context": "VAULT_SECRET_ID=3f6c1a2b-7d8e-4f90-a1b2-c3d4e5f60718"}, {"missing_context": "VAULT_SECRET_ID=[REDACTED]"}),
    # the ID half of a key pair named alike beside its secret half (a value with a digit, not part of base64)
    ({"missing_context": "media.api.key=493817205561928\nmedia.api.secret=Xk9mP2qLwZ8vT4rNq1\nworker.threads=3"},
     {"missing_context": "media.api.key=[REDACTED]\nmedia.api.secret=[REDACTED]\nworker.threads=3"}),
    ({"missing_context": 'mailApikeyPublic = "5d0c2e9f7a1b3c4d6e8f0a2b4c6d8e0f"\nmailApikeyPrivate = "9e7c5a3b1d2f4e6a8c0b2d4f6a8c0e2b"'},
     {"missing_context": 'mailApikeyPublic = "[REDACTED]"\nmailApikeyPrivate = "[REDACTED]"'}),
    ({"missing_context": '{"pay_key": "7301928465501837", "pay_secret": "Kq8sL2mN9pR4tV7wX1yZ3aB5cD7eF9gH"}'},
     {"missing_context": '{"pay_key": "[REDACTED]", "pay_secret": "[REDACTED]"}'}),
    ({"missing_context": "[Interface]\nPrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=\n[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg="},
     {"missing_context": "[Interface]\nPrivateKey = [REDACTED]\n[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg="}),
    ({"missing_context": "media.api.key=493817205561928\nother.api.secret=Xk9mP2qLwZ8vT4rNq1"},
     {"missing_context": "media.api.key=493817205561928\nother.api.secret=[REDACTED]"}),
])
def test_rules_of_the_tenth_sessions_second_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of the ninth session's sweeps and acceptance tests: their edges, each rule alone.
@pytest.mark.parametrize("seed, redacted", [
    ("ABCDEFGHJKLMNO22", True),  # two digits: a seed
    ("ABCDEFGHJKLMNOP2", False),  # one: capitals of a name or a code
    ("ABCDEFGH23456723", True),  # eight letters
    ("ABCDEFG234567234", False),  # seven: mostly a number
    ("K4XP 2M7Q WB5N R3TZ", True), ("k4xp 2m7q wb5n r3tz", True),  # as a setup screen groups it
    ("XXXXXXXXXXXX2345", False),  # a mask
    ("JBSW Y3DP EHPK 3PXP", False),  # Google's documented example, grouped
])
def test_a_seed_in_a_note_about_seeds_has_a_seeds_mix_of_letters_and_digits(seed, redacted):
    text = f"Keep {seed} offline."
    assert _redact_otp_seeds(text) == ("Keep [REDACTED] offline." if redacted else text)


@pytest.mark.parametrize("note, expected", [
    ("use Xk9mP2qLwZ8vT4rNq1wE as the API key", "use [REDACTED] as the API key"),  # a generated key
    ("use Summer#2024x as the admin password", "use [REDACTED] as the admin password"),  # a password with a password's symbol
    ("use Summer2024x as the admin password", "use [REDACTED] as the admin password"),  # named a password: letters and digits do
    ("use Summer2024x as the API key", None),  # a key is generated: this is a name as likely
    ("use Summer-x as the admin password", None),  # no digits, no password's symbol
    ("use stage!@prod as the token", None),  # symbols without a password's mix
])
def test_a_value_used_as_a_credential_has_a_keys_or_a_passwords_shape(note, expected):
    assert _only(USED_AS_CREDENTIAL)(note) == (note if expected is None else expected)


@pytest.mark.parametrize("header", ["Bearer eyJhbGciOiJSUzI1NiIs\u2026", "Bearer eyJhbGciOiJSUzI1NiIs..."])
def test_a_jwt_header_cut_short_by_a_logger_stays_and_a_key_cut_short_does_not(header):
    assert sanitize(f"Authorization: {header}") == f"Authorization: {header}"
    assert sanitize("Authorization: Bearer Xk9mP2qLwZ8vT4rNq1wE...") == "Authorization: Bearer [REDACTED]..."


# Found by a review of the tenth session's change: what its rules had taken or let through.
@pytest.mark.parametrize("fields, expected", [
    # private keys in every wrapping still go whole; only a template's body stays
    ({"missing_context": json.dumps(json.dumps({"key": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n"}))},
     {"missing_context": json.dumps(json.dumps({"key": "[REDACTED]\n"}))}),
    ({"missing_context": "> -----BEGIN RSA PRIVATE KEY-----\n> MIIEowIBAAKCAQEAx9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ5aB6cD7e\n> -----END RSA PRIVATE KEY-----"},
     {"missing_context": "> [REDACTED]"}),
    ({"missing_context": "-----BEGIN PRIVATE KEY-----\n<your key here>\n-----END PRIVATE KEY-----"}, None),
    # a 32-hex key before a commit subject's word is no commit: commits are 7 to 12, 40 or 64 hex
    ({"missing_context": "Datadog API key rotated.", "lesson": "1f2e3d4c5b6a79881f2e3d4c5b6a7988 test: agent reports again"},
     {"lesson": "[REDACTED] test: agent reports again"}),
    # a change's quoted values need a password's shape; 암호화 is encryption
    ({"missing_context": 'Password hash algorithm changed "bcrypt" -> "argon2id" in settings.py'}, None),
    ({"missing_context": '암호화 방식 "AES-128-CBC" -> "AES-256-GCM"으로 변경'}, None),
    # a user at a host, a mention, a timeout: no password before 로 … 로그인 or a lock's 잠금 해제; nor half a code
    ({"missing_context": "root@bastion으로 로그인했다. @channel로 로그인 장애를 알렸다."}, None),
    ({"missing_context": "세션 잠금 시간을 1800으로 늘린 뒤 잠금 해제 흐름을 다시 테스트했다."}, None),
    ({"missing_context": "2596 1303으로 도어락 잠금을 풀었다."}, None),
    ({"missing_context": "4471-0923으로 현관 잠금을 해제했다."}, {"missing_context": "[REDACTED]으로 현관 잠금을 해제했다."}),
    # a here-string to a command that reads a password, not any read of standard input
    ({"missing_context": "wc -c /dev/stdin <<< 'config-v2'"}, None),
    ({"missing_context": "sudo -u postgres -S <<< 'Winter2024' psql"}, {"missing_context": "sudo -u postgres -S <<< '[REDACTED]' psql"}),
    # a catalogue's strings and a page's token are no name/value credentials
    ({"missing_context": '{"key": "settings.password", "value": "Change password"}'}, None),
    ({"missing_context": '{"name": "AUTH", "value": "keycloak"}, {"name": "page_token", "value": "CAUQAAv2x9Q"}'}, None),
    ({"missing_context": "put-parameter --name /prod/db/password --type SecureString --key-id alias/x --tier Standard --overwrite --value Winter2024!"},
     {"missing_context": "put-parameter --name /prod/db/password --type SecureString --key-id alias/x --tier Standard --overwrite --value [REDACTED]"}),
    # another field of a secret's read
    ({"missing_context": "$ aws secretsmanager get-secret-value --secret-id prod/db --query VersionId --output text\n3fa85f64-5717-4562-b3fc-2c963f66afa6"}, None),
    ({"missing_context": "$ vault read -field=token_accessor auth/token/lookup-self\nhmac-sha256:abcdef1234567890"}, None),
    # an idempotency or a pagination token is no credential
    ({"missing_context": "we were sending 3fa85f64-5717-4562-b3fc-2c963f66afa6 as the idempotency token"}, None),
    # IDs sharing a prefix are no recovery codes; four-letter words are no seed
    ({"missing_context": "Backup codes feature: order IDs used in QA", "lesson": "ORD12345A\nORD12346B\nORD12347C\nORD12348D"}, None),
    ({"missing_context": "The MFA seed endpoint only fails over ipv4 then ipv6 when the proxy is on."}, None),
    # Tcl's array of the environment; a sed expression in a note about a token
    ({"missing_context": "set password $env(DB_PASSWORD)"}, None),
    ({"missing_context": "the token rotation", "lesson": "sed -E 's/^Token2024$/Masked!/' app.log"}, None),
    # the variations it named: Python's repr, a member between a parameter's name and value, more secret reads, CRLF, dashed seeds
    ({"missing_context": "{'name': 'DB_PASSWORD', 'value': 'letmein2024'}"}, {"missing_context": "{'name': 'DB_PASSWORD', 'value': '[REDACTED]'}"}),
    ({"missing_context": '{"Name": "/prod/db/password", "Type": "SecureString", "Value": "Winter2024!"}'},
     {"missing_context": '{"Name": "/prod/db/password", "Type": "SecureString", "Value": "[REDACTED]"}'}),
    ({"missing_context": "$ gcloud secrets versions access latest --secret=db-password\nWinter2024!"},
     {"missing_context": "$ gcloud secrets versions access latest --secret=db-password\n[REDACTED]"}),
    ({"missing_context": "$ az keyvault secret show --vault-name kv --name db --query value -o tsv\nWinter2024!"},
     {"missing_context": "$ az keyvault secret show --vault-name kv --name db --query value -o tsv\n[REDACTED]"}),
    ({"missing_context": "$ op item get db-prod --fields password --reveal\nWinter2024!"},
     {"missing_context": "$ op item get db-prod --fields password --reveal\n[REDACTED]"}),
    ({"missing_context": "$ gopass show infra/db\r\nWinter2024!\r\n"}, {"missing_context": "$ gopass show infra/db\r\n[REDACTED]\r\n"}),
    ({"missing_context": "2FA seed: K4XP-2M7Q-WB5N-R3TZ"}, {"missing_context": "2FA seed: [REDACTED]"}),
    ({"missing_context": "2FA seed docs; the license ABCD-EFGH-JKLM-NPQR"}, None),
])
def test_rules_from_a_review_of_the_tenth_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# The tenth November 26 session's third round (its third development set read).
@pytest.mark.parametrize("fields, expected", [
    # a hex run of no digest's or commit's length is a key, even near "commit" (Jenkins' `11` and 32 hex)
    ({"missing_context": "The Jenkins API token", "lesson": "114f2e3d4c5b6a79881f2e3d4c5b6a7988 is committed in config/app.ini"},
     {"lesson": "[REDACTED] is committed in config/app.ini"}),
    ({"missing_context": "The deploy token rotated.", "lesson": "4f2e3d4c5b6a79881f2e3d4c5b6a79884f2e3d4c is the commit that broke it"}, None),
    ({"missing_context": "The client-side ID of the feature flags, public:",
      "lesson": "LDClient.initialize('8f3e99f16324ed65510ff293', {key: userId}); // client-side ID"}, None),
    # a login's address and its password on a line; a role, a date, a version stay
    ({"missing_context": "Logins for the portal, from the thread:\n- qa7@example.com: Harbor2020?\n- ops3@example.com: owner\n- cs4@example.com: 2024-01-05"},
     {"missing_context": "Logins for the portal, from the thread:\n- qa7@example.com: [REDACTED]\n- ops3@example.com: owner\n- cs4@example.com: 2024-01-05"}),
    ({"missing_context": "qa2@example.com / Vd=Mb42iMMF14N84QG5^-YX1FZS"}, {"missing_context": "qa2@example.com / [REDACTED]"}),
    ({"missing_context": "Nothing secret is inside.\nSAMLRequest=PHNhbWxwOkF1dGhuUmVxdWVzdCBJRD0iXzhhMTgyOWRmNGNhNjA3%2B"}, None),
    # a credential in Korean prose with a password's mix; a profile or a role stays
    ({"missing_context": "동작하는 자격 증명은 Gkdmfqntks71 이다."}, {"missing_context": "동작하는 자격 증명은 [REDACTED] 이다."}),
    ({"missing_context": "자격 증명은 AWS_PROFILE=prod 로 고르고, 자격 증명은 app-role-2024 로 받는다."}, None),
    # a bare value before a dash opening the field after one that hands it over
    ({"missing_context": "The root password of the build VM is in the next field.", "lesson": "maple-otter-harbor-ladder-42 -- do not commit"},
     {"lesson": "[REDACTED] -- do not commit"}),
    # a TOTP seed in small letters under a setup screen's label, its last group short
    ({"missing_context": "Emma shared the seed:\nSecret key (enter manually): kdqz 7xmt pbwr 5nfh qqmz tb"},
     {"missing_context": "Emma shared the seed:\nSecret key (enter manually): [REDACTED]"}),
    # the URL-encoded rest of a key; a signed URL's credential scope is no key
    ({"missing_context": "data.go.kr service key", "ask_next_time": "kp6myT5kfJrMoye2T2V7IM20%2FZryxD%2BPVV%2BkXbfod5ld5KFtYu7Oq43PnW%3D%3D 는 운영 값인가요?"},
     {"ask_next_time": "[REDACTED] 는 운영 값인가요?"}),
    # an Azure DevOps PAT: 52 characters of small base32
    ({"missing_context": "The Azure DevOps PAT is in settings.py, not the secret store.",
      "ask_next_time": "Should I put es6kb72crr67qzsyjw6vosnp4drav3xvk4toafuzrb57il67dm2c into the CI variables?"},
     {"ask_next_time": "Should I put [REDACTED] into the CI variables?"}),
    # what is no credential: a Java annotation, a .NET configuration key, a ULID, an encrypted file's content,
    # the next page's token, Kakao Maps' JavaScript key in its script tag
    ({"missing_context": "The review flagged a 'password' that is only a variable.\n@NotBlank\nprivate String password;"}, None),
    ({"missing_context": 'dotnet user-secrets set "1passwordService:OpServiceAccountToken" "<your-token>"\ndotnet user-secrets set "1passwordService:MaxRetries" "5"'}, None),
    ({"missing_context": "These are identifiers, not credentials:\njob VVTDRNSX30ECXHP2PSAR7J5JF6 queued, parent K45KJK497HFF8DMSQ8CMNW6F20"}, None),
    ({"missing_context": "The secrets are committed encrypted.\nconfig/credentials/production.yml.enc:\nfnWtuvOkmnf5G6jVPHiXrfZ8Co06jSd+sUWv2Zq4--HElFlps3AkACZ2XI--Ec2joQ/Weu6ADQm34RfWGA=="}, None),
    ({"missing_context": '{"items": [], "nextPageToken": "aKLLQsiAbzj_IV26xe7zO6DHTBVH_i0hbC639BJTAFXLQ3Wfb1hvZ5rQ"}'}, None),
    ({"missing_context": '<script src="//dapi.kakao.com/v2/maps/sdk.js?appkey=5cee11282cad5d38ab4c1e44eac4b33c&libraries=services"></script>'}, None),
    ({"missing_context": 'const FB_PAGE_TOKEN = "EAAdwYL7ftgWWmlVyDNfzjn7URGzcfex1bgJE5XmYHi25U7Uc8SmACy5Sp5uWd4Eb";'},
     {"missing_context": 'const FB_PAGE_TOKEN = "[REDACTED]";'}),
])
def test_rules_of_the_tenth_sessions_third_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of the tenth session's functions: their edges, each rule alone.
@pytest.mark.parametrize("note, expected", [
    ("'Qm3v!T8rLx'로 관리자 페이지에 로그인했다", "'[REDACTED]'로 관리자 페이지에 로그인했다"),  # a password's symbol and mix
    ("'Summer+2024'로 로그인했다", None),  # no password's symbol: a name as likely
    ("'qa!1@corp.io'로 로그인했다", None),  # an address
    ("'<password>'로 로그인했다", None),  # a placeholder
    ("4821으로 금고 잠금을 해제했다", "[REDACTED]으로 금고 잠금을 해제했다"),  # a safe's code of four digits
    ("482으로 금고 잠금을 해제했다", None),  # three: too short to be one
])
def test_a_korean_login_or_unlock_takes_a_password_or_a_code_of_four_digits(note, expected):
    assert _only(LOGIN_WITH_KO)(note) == (note if expected is None else expected)


@pytest.mark.parametrize("codes, redacted", [
    (["k3v9xq2m", "wpdtnrsl", "8hz2yc4b", "mqpdtrsl"], True),  # half mix letters and digits
    (["k3v9xq2m", "wpdtnrsl", "8hz2yc4b", "mqpdtrsl", "zzpdtrsl"], False),  # fewer than half
    (["abk3v9xq", "abw7dtnr", "ab8hz2yc", "abm4pdtr"], True),  # a shared prefix of two: chance
    (["abck3v9x", "abcw7dtn", "abc8hz2y", "abcm4pdt"], False),  # of three or more: IDs
    (["tester01a", "tester02b", "tester03c", "tester04d"], False),
    (["k3v9xq2m", "w7dtnrsl", "8hz2yc4b44", "m4pdtrsl"], False),  # two lengths: no list of codes
])
def test_a_list_of_one_part_codes_is_codes_when_random_alike(codes, redacted):
    text = "".join(f"{i}. {code}\n" for i, code in enumerate(codes, 1))
    expected = "".join(f"{i}. [REDACTED]\n" for i in range(1, len(codes) + 1)) if redacted else text
    assert ONE_PART_CODE_LIST.sub(_redact_code_list, text) == expected


@pytest.mark.parametrize("before, after, redacted", [
    ("Backup codes\n", "", True),  # Google's eight digits
    ("Orders\n", "", False),  # what the words above say they are: order numbers
    ("Orders" + " " * 73 + "\n", "", False),  # within eighty characters above
    ("Orders" + " " * 74 + "\n", "", True),
    ("Backup codes\n", "Orders shipped since then are fine.\n", True),  # words below say nothing of them
])
def test_a_list_of_eight_digit_codes_unless_the_words_above_name_numbers(before, after, redacted):
    codes = ["40392817", "77120564", "15938402", "62847103"]
    text = before + "".join(code + "\n" for code in codes) + after
    expected = before + "[REDACTED]\n" * 4 + after if redacted else text
    assert ONE_PART_CODE_LIST.sub(_redact_code_list, text) == expected


@pytest.mark.parametrize("row", [
    "SHOE-42BK  BOOT-39BR  SOCK-01WH  HATS-77GR  ",  # one pattern of letters and digits: stock numbers (trailing blanks kept)
    "shoe-42bk  boot-39br  sock-01wh  hats-77gr",
    "3F2A1B-9C8D7E  A1B2C3-D4E5F6  7E8F9A-0B1C2D  4A5B6C-7D8E9F",  # hex alone: hashes
])
def test_an_unlabelled_row_of_ids_is_no_row_of_codes(row):
    assert sanitize("Stock:\n" + row) == "Stock:\n" + row


def test_a_row_that_is_no_list_of_codes_is_left_as_it_was():
    row = "Codes from the drawer:\nqx7m-ba2k  t9fe-wl3p  zu4c-kd8n  r6yhq-op1s  \nThat is all."  # two shapes: no page of codes
    assert sanitize(row) == row


@pytest.mark.parametrize("fields, expected", [
    # a handed-over value of small letters and digits (no password's three kinds)
    ({"missing_context": "Got the staging connection string; the value itself is in the lesson below.",
      "lesson": "`harbor2291` — paste it without quotes."}, {"lesson": "`[REDACTED]` — paste it without quotes."}),
    # an ID half and a secret half with no prefix
    ({"missing_context": "key=4938172055\nsecret=Xk9mP2qLwZ8vT4rNq1"}, {"missing_context": "key=[REDACTED]\nsecret=[REDACTED]"}),
    # what a token command printed: a token's length (20) even without a password's marks, not 19
    ({"missing_context": "$ gh auth token\nabcdefghijabcdefghij"}, {"missing_context": "$ gh auth token\n[REDACTED]"}),
    ({"missing_context": "$ gh auth token\nabcdefghijabcdefghi"}, None),
])
def test_the_edges_of_the_tenth_sessions_hand_overs_halves_and_reads(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a second review of the tenth session's change: what its later rules had taken or let through.
@pytest.mark.parametrize("fields, expected", [
    # decrypted output under an encrypted file's name is no ciphertext; a user:password pair is no .NET key
    ({"missing_context": "$ sops -d secrets.enc.yaml\npassword: Xk9mP2qLwZ8v!"}, {"missing_context": "$ sops -d secrets.enc.yaml\npassword: [REDACTED]"}),
    ({"missing_context": "credentials are admin:Winter2024x"}, {"missing_context": "credentials are [REDACTED]"}),
    # "next key" in a rotation is still a key's word (only the next page's token is not)
    ({"missing_context": "rotate: next key: Xk9mP2qLwZ8vT4rNq1wE"}, {"missing_context": "rotate: next key: [REDACTED]"}),
    # a URL-encoded key's rest whose only digits were in its escapes
    ({"missing_context": "data.go.kr service key", "ask_next_time": "kpXmyTkfJrMoyeTVIMz%2FZryxD%2BPVV%2BkXbfodldKFtYuOqPnW%3D%3D ok?"},
     {"ask_next_time": "[REDACTED] ok?"}),
    # a region or a branch before a dash is no handed-over value; a key's hex is
    ({"missing_context": "The API token for the region.", "lesson": "us-east-1 -- the region"}, None),
    ({"missing_context": "The deploy token moved.", "lesson": "5b1e0c7a-2f4d-4e8b-9a6c-3d7f1e2b4c8a -- rotate it"},
     {"lesson": "[REDACTED] -- rotate it"}),
    # a version or a ticket after an address is no password; a CAPTCHA's "Barcode:" is no seed's label
    ({"missing_context": "- ops@corp.io: ubuntu-22.04\n- qa@corp.io: OPS-4521"}, None),
    ({"missing_context": "MFA seed docs. Barcode: print labels", "lesson": "abcd bbbb cccc dddd"}, None),
    # a SASL mechanism is no credential; a presigned URL's date and expiry near "token" are settings
    ({"missing_context": "자격 증명은 SASL/SCRAM-SHA-512 로 받는다"}, None),
    ({"missing_context": "It was signed at X-Amz-Date=20250901T120000Z with X-Amz-Expires=604800, but the session token lived 1h."}, None),
    # a short last group only at the end of its line
    ({"missing_context": "I typed kdqz 7xmt pbwr 5nfh on the phone", "ask_next_time": "Was that the 2FA seed?"},
     {"missing_context": "I typed [REDACTED] on the phone"}),
])
def test_rules_from_a_second_review_of_the_tenth_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Eleventh session, first round: each rule at its edge, with fresh values.
@pytest.mark.parametrize("fields, expected", [
    # a label ending one field in a colon labels the next field's first line alone, as it would on one field's lines
    ({"missing_context": "The credential in the error report:", "lesson": "5c0e91ab7d34f2e8a1b6c9d0\nIt expired."},
     {"lesson": "[REDACTED]\nIt expired."}),
    ({"missing_context": "The build in the error report:", "lesson": "5c0e91ab7d34f2e8a1b6c9d0\nIt expired."}, None),  # no credential's word
    # a passphrase alone under a credential's label, digits first too; a migration's name is none
    ({"missing_context": "로그에 찍힌 자격증명:\n42-maple-orbit-canyon-velvet\n만료됨"}, {"missing_context": "로그에 찍힌 자격증명:\n[REDACTED]\n만료됨"}),
    ({"missing_context": "The password migration:\n01-initial-schema-migration\ndone"}, None),
    # a percent-encoded password is judged as typed
    ({"missing_context": "DB 비밀번호 %EC%82%B0%ED%86%A0%EB%81%BC4417%23 확인"}, {"missing_context": "DB 비밀번호 [REDACTED] 확인"}),
    ({"missing_context": "the password field is %EB%B9%84%EB%B0%80 in the form"}, None),  # it decodes to a word: no password's shape
    # a browser's generated password right after a password's word, not as any three groups
    ({"missing_context": "비밀번호 kqmzta-7hwq2p-bn4xrs 로 로그인"}, {"missing_context": "비밀번호 [REDACTED] 로 로그인"}),
    ({"missing_context": "build kqmzta-7hwq2p-bn4xrs passed"}, None),
    # a value named as a credential by the sentence it opens, or used as one in Korean
    ({"missing_context": "q7wz81kd is the Payco merchant password we use."}, {"missing_context": "[REDACTED] is the Payco merchant password we use."}),
    ({"missing_context": "`orders-db` is the password store we use."}, None),
    # named a password: letters then a year, or a digit among letters, both of a password's run
    ({"missing_context": "Is release2024 still the password?"}, {"missing_context": "Is [REDACTED] still the password?"}),
    ({"missing_context": "Is abcdefg1h still the password?"}, {"missing_context": "Is [REDACTED] still the password?"}),
    ({"missing_context": "다음에도 a9f3c1e07b52d4e6f8a1c3e5 값을 SMTP_PASSWORD 값 용도로 써도 되나요?"},
     {"missing_context": "다음에도 [REDACTED] 값을 SMTP_PASSWORD 값 용도로 써도 되나요?"}),
    # named a password, a typed one needs no capital: Korean typed on an English keyboard
    ({"missing_context": "Can I keep using rkskekfk^^7 as the password for the VPN?"}, {"missing_context": "Can I keep using [REDACTED] as the password for the VPN?"}),
    ({"missing_context": "Can I keep using shared-vault as the password manager?"}, None),
    # a camelCase key's name after a version's digit
    ({"missing_context": '{"payV2Key": "Rj8sKq2LmZ9xTn4Wb7Yc"}'}, {"missing_context": '{"payV2Key": "[REDACTED]"}'}),
    # a Netscape cookie file's session value; a preference stays
    ({"missing_context": ".shop.test\tTRUE\t/\tTRUE\t0\tPHPSESSID\tq8v1n3k5m7p9r2t4w6y8z0b1\n.shop.test\tTRUE\t/\tFALSE\t0\tlocale\tko-KR"},
     {"missing_context": ".shop.test\tTRUE\t/\tTRUE\t0\tPHPSESSID\t[REDACTED]\n.shop.test\tTRUE\t/\tFALSE\t0\tlocale\tko-KR"}),
    # Android's lock screen codes, old and new
    ({"missing_context": "adb shell locksettings set-pin --old 55017731 90432218"}, {"missing_context": "adb shell locksettings set-pin --old [REDACTED] [REDACTED]"}),
    ({"missing_context": "adb shell locksettings get-disabled"}, None),
    # "account" names the user before it when it has a user name's shape, not the key pair after `qshell account`
    ({"missing_context": "Logged in as account lee.dev42 after the password reset."}, None),
    ({"missing_context": "Logged in with account Xk9mP2qLwZ8vT4rNq1wE after the password reset."},
     {"missing_context": "Logged in with account [REDACTED] after the password reset."}),
    # base64 of a token after a setting's `=`, in a note about credentials
    ({"missing_context": "pull credentials: --set-string image.authB64=" + "Y2k6Z2xwYXQtUjh2V3E0TG0yWng5S2M3VG41Yg=="},
     {"missing_context": "pull credentials: --set-string image.authB64=[REDACTED]"}),
    # EZConnect without `//`: a host, a port and a service after the `@`; an image's name is none
    ({"missing_context": "connect app_ro/Wq8!zLm3@db7.corp.test:1521/ORCL"}, {"missing_context": "connect app_ro/[REDACTED]@db7.corp.test:1521/ORCL"}),
    ({"missing_context": "see img/logo@2x.png for the login page"}, None),
    # a quoted passphrase under a secret's name; a name built of name words is none
    ({"missing_context": "fly secrets set SESSION_SECRET='harbor-quilt-meadow'"}, {"missing_context": "fly secrets set SESSION_SECRET='[REDACTED]'"}),
    ({"missing_context": "fly secrets set SECRET_NAME='orders-service-prod'"}, None),
    # a passphrase with one number between its words; a base image's tag is none
    ({"missing_context": "비밀번호는 velvet_anchor_pepper_19_lagoon 입니다"}, {"missing_context": "비밀번호는 [REDACTED] 입니다"}),
    ({"missing_context": "the password step runs in python_3_11_slim now"}, None),
    # a question's mark after a word is no password's symbol
    ({"missing_context": "Do we have a shared password manager?"}, None),
])
def test_rules_of_the_eleventh_sessions_first_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Eleventh session, second round.
@pytest.mark.parametrize("fields, expected", [
    # PagerDuty's Events API key; an AMQP routing key names a queue
    ({"missing_context": '{"routing_key": "4f1c0a9e7b2d6c3a8e5f1b0d9c7a2e4f", "event_action": "trigger"}'},
     {"missing_context": '{"routing_key": "[REDACTED]", "event_action": "trigger"}'}),
    ({"missing_context": "channel.basic_publish(routing_key='orders.created.v2', body=msg)"}, None),
    # Django's generated SECRET_KEY under any name; a query string of the same length is none
    ({"missing_context": "  key: 'p3x!k9@q2#m7r(t5w)z1^y8&u4*v6e0a-b=c+d_fghjlnosxyz'"}, {"missing_context": "  key: '[REDACTED]'"}),
    ({"missing_context": "GET /s?q=abc&page=2&sort=desc&lang=ko&filter=open_a"}, None),
    ({"missing_context": "SECRET_KEY = 'w9(z!k3@q7#m2r)t5^y8&u4*v6e0a-b=c+d_fghjlnosxy1(2)'"}, {"missing_context": "SECRET_KEY = '[REDACTED]'"}),  # its last `)` too
    # a value in a code fence opens the field after its label's field
    ({"missing_context": "The user sent the admin password separately.", "lesson": "```\nvmfhrmfoa^^2291\n```\nPaste it exactly."},
     {"lesson": "```\n[REDACTED]\n```\nPaste it exactly."}),
    # Hangul with Latin letters and digits is a password's shape; one digit is a count
    ({"missing_context": "The NAS password is `Maple하늘바다2031` for now."}, {"missing_context": "The NAS password is `[REDACTED]` for now."}),
    ({"missing_context": "The password policy page says `API키2개` only."}, None),
    ({"missing_context": "비밀번호는 bcrypt12라운드, 백업은 AES256암호화"}, None),  # a term and what it does
    # a keyed security system's disarm code
    ({"missing_context": "보안 시스템 해제 코드: 80316624"}, {"missing_context": "보안 시스템 해제 코드: [REDACTED]"}),
    ({"missing_context": "보안 코드 리뷰: 2024년 3분기"}, None),
    # a value named as a credential by more words before "password"
    ({"missing_context": "Is `w8q2kd7x` still the Toss merchant admin console password?"},
     {"missing_context": "Is `[REDACTED]` still the Toss merchant admin console password?"}),
    # a key of letters alone, their case at random, used as a secret
    ({"missing_context": "use `QhTrWmZbKcVfPx` as the app secret"}, {"missing_context": "use `[REDACTED]` as the app secret"}),
    ({"missing_context": "use `KeyVaultSecret` as the app secret"}, None),
    # Google's app password in its groups in a sasl_passwd line; words are none
    ({"missing_context": "[smtp.gmail.com]:587 ops@example.com:qzvd mkte rwpa lsho"}, {"missing_context": "[smtp.gmail.com]:587 ops@example.com:[REDACTED]"}),
])
def test_rules_of_the_eleventh_sessions_second_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Eleventh session, third round.
@pytest.mark.parametrize("fields, expected", [
    # a value asked about as a credential; a thing of passwords is none
    ({"missing_context": 'They asked "is Harbor_Quill_88/ the right password for prod?"'},
     {"missing_context": 'They asked "is [REDACTED] the right password for prod?"'}),
    ({"missing_context": "Is shared-vault the password manager we use?"}, None),
    # a Windows answer file's password under its element; a deleted one in a log is a placeholder
    ({"missing_context": "<AdministratorPassword>\n  <Value>Qz7!mPa55w0rd</Value>"}, {"missing_context": "<AdministratorPassword>\n  <Value>[REDACTED]</Value>"}),
    ({"missing_context": "<AdministratorPassword><Value>*SENSITIVE*DATA*DELETED*</Value>"}, None),
    # `$` before a year-ending word or `$@` with more after it is no expansion; `$DB_PASSWORD` and `"$@"` are
    ({"missing_context": "docker login -u ci -p '$harborPelican2019'"}, {"missing_context": "docker login -u ci -p '[REDACTED]'"}),
    ({"missing_context": "MAIL_PASSWORD=$@tq9r!mx7"}, {"missing_context": "MAIL_PASSWORD=[REDACTED]"}),
    ({"missing_context": "MAIL_PASSWORD=$MAIL_PASSWORD and exec \"$@\" in the entrypoint"}, None),
    # Django's generated key in prose, in a note about a secret key; not without one
    ({"missing_context": "The secret key came up in chat.", "lesson": "It was r5k!2m(q8z#x^w0v&b3n*c7j)h6g-f=d+s_a1p9l4t2y8u0eab in passing."},
     {"lesson": "It was [REDACTED] in passing."}),
    ({"missing_context": "Shell history:", "lesson": "It was r5k!2m(q8z#x^w0v&b3n*c7j)h6g-f=d+s_a1p9l4t2y8u0eab in passing."}, None),
    # a door code's digits repeated without its `#`
    ({"missing_context": "Server room door code: 40817263#", "ask_next_time": "Is 40817263 still valid?"},
     {"missing_context": "Server room door code: [REDACTED]", "ask_next_time": "Is [REDACTED] still valid?"}),
    # "키인지": a key's word before 인
    ({"missing_context": "bN4kQ7wZ2xR9tL5mP8vC3yH6jF1dS0aG-Ke= 이게 운영 키인지 확인 필요"}, {"missing_context": "[REDACTED] 이게 운영 키인지 확인 필요"}),
    # a cloud region's ID, a Jinja lookup, "pin" the verb: none is a secret
    ({"missing_context": "Is this the value?\nUser pool: eu-west-1_Xq7ZtjV9k"}, None),
    ({"missing_context": "db_password: \"{{ lookup('community.hashi_vault.vault_kv2_get', 'db').secret.password }}\""}, None),
    ({"missing_context": "pin packageManager in package.json"}, None),
])
def test_rules_of_the_eleventh_sessions_third_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of the eleventh session's functions: their edges, each stated.
@pytest.mark.parametrize("value, shaped", [
    ("Pine노을2009", True), ("Pine노을우리집2009", True), ("nova곰돌이_49", True),  # Latin with small letters, Hangul, digits
    ("Pi노을209", False),  # seven characters: eight or more
    ("Pine노을우리집9", False),  # one digit: a count
    ("AES노을2009", False),  # no Latin word with a small letter
    ("우리하늘짱935", True), ("노을우리집2109", True),  # or Hangul alone, four syllables or more, then three digits or more
    ("노을우2109", False), ("노을우리09", False),  # three syllables; two digits
    ("노을우리집2009", False), ("장애보고서0312", False), ("본관회의실301", False), ("대시보드화면1920", False),  # a year, a date, a room
    ("커피비밀#1", True), ("커피비밀번호#", False), ("커피#1", False),  # Hangul and a symbol: a digit too, and six characters
])
def test_a_hangul_password_shape_at_its_edges(value, shaped):
    assert _password_shape(value) is shaped


@pytest.mark.parametrize("fields, expected", [
    # a percent-encoded value alone on the line under its label is judged as typed (Hangul, digits, `!`)
    ({"missing_context": "The password in that connection string:\n%EB%82%A8%EC%82%B0%ED%95%9C%EA%B0%956290%21\nok"},
     {"missing_context": "The password in that connection string:\n[REDACTED]\nok"}),
    # the right of a public name counts too: a CAPTCHA's site key named a secret is one
    ({"missing_context": "RECAPTCHA_SITE_KEY_SECRET for prod: Xk9mP2qLwZ8vT4rNq1wE"}, {"missing_context": "RECAPTCHA_SITE_KEY_SECRET for prod: [REDACTED]"}),
    ({"missing_context": "RECAPTCHA_SITE_KEY for prod: Xk9mP2qLwZ8vT4rNq1wE"}, None),
    # `locksettings set-password NEW`, the new after the old
    ({"missing_context": "adb shell locksettings set-password --old Qz7mPa55 Wk3nRb88"}, {"missing_context": "adb shell locksettings set-password --old [REDACTED] [REDACTED]"}),
    ({"missing_context": "adb shell locksettings set-disabled true"}, None),
    # a record's name right before "key"
    ({"missing_context": "token note: payment_key=Xk9mP2qLwZ8vT4rNq1wE"}, None),
])
def test_the_edges_of_the_eleventh_sessions_functions(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a review of the eleventh session's change (code only): what its rules took or let through.
@pytest.mark.parametrize("fields, expected", [
    # a label that ends in a colon covers the next field's word alone only after a password's or a credential's word,
    # and not after a commit's: a SHA, an error code, a flag's name are none
    ({"missing_context": "Token refresh broke after this commit:", "lesson": "9fceb02d0ae598e95dc970b74767f19372d61af8\nRevert it."}, None),
    ({"missing_context": "The access token error:", "lesson": "invalid_grant_expired"}, None),
    ({"missing_context": "Feature flag that gates the new token flow:\nenable-silent-refresh"}, None),  # a passphrase needs a password's word
    # a migration's name and a record's key in Korean
    ({"missing_context": "The password reset bug came back with 0008_alter_profile_avatar, so we reverted it."}, None),
    ({"missing_context": "tenant#acme#2024를 파티션 키로 사용했다."}, None),
    # tickets under "보안 … 해제", `s3Key`, a password's hashing variant, a masked app password
    ({"missing_context": "보안 예외 해제 티켓 번호 20417로 처리"}, None),
    ({"missing_context": "The upload handler stores s3Key 9fK2mQx7Lp4Zt8Vb in DynamoDB."}, None),
    ({"missing_context": "argon2id19 was the password hashing variant before the upgrade."}, None),
    ({"missing_context": "Template for /etc/postfix/sasl_passwd:\n[smtp.gmail.com]:587 you@gmail.com:xxxx xxxx xxxx xxxx"}, None),
    # leaks: a password after "… account:", `--user` and `set-pattern`, 써도, a list item, an app password before more
    ({"missing_context": "Password of the Jenkins service account: tundra-saddle-juniper98"},
     {"missing_context": "Password of the Jenkins service account: [REDACTED]"}),
    ({"missing_context": "adb shell locksettings set-pin --user 0 482913"}, {"missing_context": "adb shell locksettings set-pin --user 0 [REDACTED]"}),
    ({"missing_context": "adb shell locksettings set-pattern --old 1235 14789"}, {"missing_context": "adb shell locksettings set-pattern --old [REDACTED] [REDACTED]"}),
    ({"missing_context": "q7wz81kd를 관리자 비밀번호로 써도 되나요?"}, {"missing_context": "[REDACTED]를 관리자 비밀번호로 써도 되나요?"}),
    ({"missing_context": "- q7wz81kd is the Payco merchant password."}, {"missing_context": "- [REDACTED] is the Payco merchant password."}),
    ({"missing_context": "[smtp.gmail.com]:587 ops@example.com:qzvd mkte rwpa lsho  # relay"},
     {"missing_context": "[smtp.gmail.com]:587 ops@example.com:[REDACTED]  # relay"}),
    # a cookie file with Windows line ends; "보안시스템" as one word
    ({"missing_context": ".shop.test\tTRUE\t/\tTRUE\t0\tPHPSESSID\tq8v1n3k5m7p9r2t4w6y8z0b1\r\n"},
     {"missing_context": ".shop.test\tTRUE\t/\tTRUE\t0\tPHPSESSID\t[REDACTED]\r\n"}),
    ({"missing_context": "보안시스템 해제 코드: 80316624"}, {"missing_context": "보안시스템 해제 코드: [REDACTED]"}),
])
def test_rules_from_a_review_of_the_eleventh_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of the eleventh session's final functions: a template's reach, Django's counts, the subcommands.
@pytest.mark.parametrize("fields, expected", [
    # a value after a template closed on its line, or under one opened on the line before, is read as any value
    ({"missing_context": "password {{ env }} fallback Sum#2024x"}, {"missing_context": "password {{ env }} fallback [REDACTED]"}),
    ({"missing_context": "{{ lookup('vault', 'db')\npassword fallback Sum#2024x"},
     {"missing_context": "{{ lookup('vault', 'db')\npassword fallback [REDACTED]"}),
    ({"missing_context": "{{ " + "x" * 250 + " password fallback Sum#2024x"},  # a template's reach is 200 characters
     {"missing_context": "{{ " + "x" * 250 + " password fallback [REDACTED]"}),
    ({"missing_context": "db_password: \"{{ lookup('kv', 'Sum#2024x') }}\""}, None),
    # Django's key: three symbols of `!@#$%^&*()`, three digits and ten letters in its 50, the prefix not counted
    ({"missing_context": "The secret key came up.", "lesson": "It was a1b2c3d4e5f6g7h8i9j0!k@l#m_n-o=p+q_r-s=t+u_v-w=x+y in passing."},
     {"lesson": "It was [REDACTED] in passing."}),
    ({"missing_context": "The secret key came up.", "lesson": "It was a1b2c3d4e5f6g7h8i9j0!k@l_m_n-o=p+q_r-s=t+u_v-w=x+y in passing."},
     None),  # two such symbols
    ({"missing_context": "The secret key came up.", "lesson": "It was abcdefghij!k@l#m_n-o=p+q_r-s=t+u_v-w=x+yzabcdefg12 in passing."},
     None),  # two digits
    ({"missing_context": "The secret key came up.", "lesson": "It was django-insecure-1!2@3#4$5%6^7&8*9(0)1!2@3#4$5%6^7&8*9(0)abcdefghi+ now."},
     None),  # nine letters after the prefix
    ({"missing_context": "The secret key came up.", "lesson": "It was django-insecure-1!2@3#4$5%6^7&8*9(0)1!2@3#4$5%6^7&8*9(0)abcdefghij now."},
     {"lesson": "It was [REDACTED] now."}),
    # the screen lock's other subcommands
    ({"missing_context": "adb shell locksettings set-password --old 55017731 90432218"},
     {"missing_context": "adb shell locksettings set-password --old [REDACTED] [REDACTED]"}),
    ({"missing_context": "adb shell locksettings clear --old 55017731"}, {"missing_context": "adb shell locksettings clear --old [REDACTED]"}),
    ({"missing_context": "adb shell locksettings verify --old 55017731"}, {"missing_context": "adb shell locksettings verify --old [REDACTED]"}),
])
def test_the_edges_of_the_eleventh_sessions_final_functions(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# The thirteenth session's first round: a value handed over within one chat line, a key ID named as a user, Hangul and
# digits, the words of a configuration's names, a seed the sweep found where the note repeats it, Rails' ciphertext.
@pytest.mark.parametrize("fields, expected", [
    # one person's chat line hands a password, a passphrase or a random word over, before it or after
    ({"lesson": "[10:02] Dana: use this one: Quill7fern!"}, {"lesson": "[10:02] Dana: use this one: [REDACTED]"}),
    ({"lesson": "> Dana: here you go: 4rc7Iclamp9"}, {"lesson": "> Dana: here you go: [REDACTED]"}),
    ({"lesson": "10:03 Dana: just use Quill7fern!, the old one is gone"}, {"lesson": "10:03 Dana: just use [REDACTED], the old one is gone"}),
    ({"lesson": "[10:02] 지훈: 이거 쓰세요 walnut+ember+violet+cobalt"}, {"lesson": "[10:02] 지훈: 이거 쓰세요 [REDACTED]"}),
    ({"lesson": "[10:02] 지훈: GkTrEmzQpw 로 해보세요, 예전 건 막힘"}, {"lesson": "[10:02] 지훈: [REDACTED] 로 해보세요, 예전 건 막힘"}),
    ({"lesson": "[10:02] Dana: use this one: 고양이하늘집4821"}, {"lesson": "[10:02] Dana: use this one: [REDACTED]"}),
    # not a chat line (no time and speaker, no quote mark); a region, a release, a flag, a timestamp, a word, a tool
    ({"lesson": "use this one: Quill7fern!"}, None),
    ({"lesson": "Dana: use this one: Quill7fern!"}, None),
    ({"lesson": "Tip: just use sha256sum"}, None),
    ({"lesson": "[10:02] Dana: just use sha256sum"}, None),
    ({"lesson": "Dana: use this one: ap-south-1"}, None),
    ({"lesson": "Dana: use this one: release-2025.03"}, None),
    ({"lesson": "Dana: try this: --no-verify"}, None),
    ({"lesson": "Dana: use this one: 20250301T101500"}, None),
    ({"lesson": "Dana: use this one: kubernetes"}, None),
    # a user name of a key ID's shape beside the password found is the key's ID; a user name is not, nor capitals that spell words
    ({"lesson": "sasl.username=K7QXR2MZ9TBW4LNP\nsasl.password=Vb3#kL9qTz2mWx7R"},
     {"lesson": "sasl.username=[REDACTED]\nsasl.password=[REDACTED]"}),
    ({"lesson": "billingApiKey=QXRMZTBWLNPKHGFD, billingApiSecret=Vb3kL9qTz2mWx7RaPq8sDf4gHj6kLz1c"},
     {"lesson": "billingApiKey=[REDACTED], billingApiSecret=[REDACTED]"}),
    ({"lesson": "db.username=report02\ndb.password=Vb3#kL9qTz2mWx7R"}, {"lesson": "db.username=report02\ndb.password=[REDACTED]"}),
    ({"lesson": "username=MAINTENANCEWINDOWS\npassword=Vb3#kL9qTz2mWx7R"}, {"lesson": "username=MAINTENANCEWINDOWS\npassword=[REDACTED]"}),
    ({"lesson": "sasl.username=K7QXR2MZ9TBW4LNP\nsasl.password=${file:/run/secrets/kafka:secret}"}, None),  # nothing found beside it
    ({"lesson": "DB_USER=ORAAPPSCHEDULER01\nDB_PASSWORD=Vb3#kL9qTz2mWx7R"}, {"lesson": "DB_USER=ORAAPPSCHEDULER01\nDB_PASSWORD=[REDACTED]"}),
    # Hangul then digits is a password only where one is handed over: alone it names a report, a room, a screen
    ({"missing_context": "The credentials were in the lesson field.", "lesson": "본관회의실301\nthe meeting moved."}, None),
    ({"lesson": "[10:02] 지훈: 보안가이드라인2024 참고하세요"}, None),
    # a configuration's dotted names are no passphrase near a password word; a passphrase of words still is
    ({"lesson": '{"shop.datasource.url": {"value": "jdbc:mysql://db:3306/shop"}, "shop.datasource.password": {"value": "******"}}'}, None),
    ({"lesson": "Set hikari.pool.timeout before the password check."}, None),
    ({"lesson": "The password is tundra.maple.quartz.heron now."}, {"lesson": "The password is [REDACTED] now."}),
    ({"lesson": "The password is walnut-timeout-ember-cobalt now."}, {"lesson": "The password is [REDACTED] now."}),  # a word of names, not dotted
    ({"lesson": "Build boost+asio+beast before the password step."}, None),  # `+` joins four words or more
    # a seed the sweep found is redacted where the note repeats it, in groups or joined
    ({"missing_context": "The MFA prompt stopped the job. From the vault:\nK3PQ 7XRT MZ2W VBN4 Q7LD", "ask_next_time": "Is K3PQ7XRTMZ2WVBN4Q7LD still it?"},
     {"missing_context": "The MFA prompt stopped the job. From the vault:\n[REDACTED]", "ask_next_time": "Is [REDACTED] still it?"}),
    # what a sweep found (a Django key in a note about a secret key) is redacted where the note repeats it, glued to a word too
    ({"missing_context": "The secret key came up.", "lesson": "It was a1b2c3d4e5f6g7h8i9j0!k@l#m_n-o=p+q_r-s=t+u_v-w=x+y in passing.",
      "ask_next_time": "Is ida1b2c3d4e5f6g7h8i9j0!k@l#m_n-o=p+q_r-s=t+u_v-w=x+y the same?"},
     {"lesson": "It was [REDACTED] in passing.", "ask_next_time": "Is id[REDACTED] the same?"}),
    # a Rails session cookie is a credential (its `data--iv--tag` is a credentials file's shape too); a GraphQL global ID shown
    # with what it decodes to is a type and a number, and a capitalised user with a number is not one without it
    ({"lesson": "Cookie: _shop_session=dGhpcyBpcyBub3QgYSBzZWNyZXQgYXQgYWxs+Q29udGVudA==--QWJjZGVmZ2hpamts--MTIzNDU2Nzg5MDEyMzQ1Nj=="},
     {"lesson": "Cookie: _shop_session=[REDACTED]"}),
    ({"lesson": "the header decodes to Admin:55120934"}, {"lesson": "the header decodes to Admin:[REDACTED]"}),
    ({"lesson": "node(id: \"UHJvZHVjdDo5OTEyMDQ=\") # decodes to Product:991204"}, None),
    ({"lesson": "the header decodes to ops:55120934"}, {"lesson": "the header decodes to ops:[REDACTED]"}),
])
def test_rules_of_the_thirteenth_sessions_first_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# The thirteenth session's second round: addresses after a log's leader of dots, Neo4j's user and password, a YubiKey's
# codes, a recovery code in fours, base64 of a file that holds a credential or of a value redacted, and what is no secret.
@pytest.mark.parametrize("fields, expected", [
    # an address with a password, after a logger's `name.........` leader
    ({"lesson": "INFO c.z.h.HikariConfig - jdbcUrl" + "." * 25 + "clickhouse://default:Tq8river9x@ch.internal:9000/auth"},
     {"lesson": "INFO c.z.h.HikariConfig - jdbcUrl" + "." * 25 + "clickhouse://default:[REDACTED]@ch.internal:9000/auth"}),
    # Neo4j's `neo4j/<password>`: a password's shape or a passphrase; not a repository or an image
    ({"lesson": 'graph = Graph("bolt://graph:7687", "neo4j/copper.lantern.fjord.otter")'},
     {"lesson": 'graph = Graph("bolt://graph:7687", "neo4j/[REDACTED]")'}),
    ({"lesson": "dsn: neo4j/Gr4ph#Lake2025"}, {"lesson": "dsn: neo4j/[REDACTED]"}),
    ({"lesson": "The algorithms live in neo4j/graph-data-science."}, None),
    ({"lesson": "docker pull neo4j/neo4j-arm64-experimental:4.1.0"}, None),
    # a YubiKey's PIN, PUK and management key, old and new, but not its factory ones
    ({"lesson": "ykman piv access change-pin -P 123456 -n 40917725"}, {"lesson": "ykman piv access change-pin -P 123456 -n [REDACTED]"}),
    ({"lesson": "ykman piv access change-puk -p 12345678 --new-puk=66120948"},
     {"lesson": "ykman piv access change-puk -p 12345678 --new-puk=[REDACTED]"}),
    ({"lesson": "ykman fido access change-pin --pin 40917725 --new-pin 55102396"},
     {"lesson": "ykman fido access change-pin --pin [REDACTED] --new-pin [REDACTED]"}),
    ({"lesson": "ykman piv keys generate -P 40917725 -m 7c9e4a1f0b3d5e8a2c6f9b1d4e7a0c3f5b8d1e4a7c0f2b5d 9a pub.pem"},
     {"lesson": "ykman piv keys generate -P [REDACTED] -m [REDACTED] 9a pub.pem"}),  # under any subcommand
    ({"lesson": "ykman piv keys generate -n 3 9a pub.pem"}, None),  # `-n` is a new code only where one is changed
    # a recovery code in six to ten groups of four, in a note about one-time codes; not numbered groups, not elsewhere
    ({"missing_context": "The admin lost the 2FA phone.", "lesson": "Saved code:\nR7TQ-2048-9KXW-MZ3P-4LBN-V8HC"},
     {"lesson": "Saved code:\n[REDACTED]"}),
    ({"missing_context": "The admin lost the 2FA phone.", "lesson": "Racks RK01-RK02-RK03-RK04-RK05-RK06 were moved."}, None),
    ({"missing_context": "The admin lost the phone.", "lesson": "Saved code:\nR7TQ-2048-9KXW-MZ3P-4LBN-V8HC"}, None),
    ({"missing_context": "The MFA app is licensed.", "lesson": "License R7TQ-2048-9KXW-MZ3P-4LBN-V8HC"}, None),  # no code spoken of
    # a value redacted is redacted where the note shows its base64, a whole word, padded or not
    ({"lesson": "password: Kx9#mQ2vLpTz", "ask_next_time": "Is " + base64.b64encode(b"Kx9#mQ2vLpTz\n").decode() + " its encoding?"},
     {"lesson": "password: [REDACTED]", "ask_next_time": "Is [REDACTED] its encoding?"}),
    ({"lesson": "password: Kx9#mQ2vLpTz", "ask_next_time": "Is " + base64.b64encode(b"Kx9#mQ2vLpTz").decode().rstrip("=") + " it?"},
     {"lesson": "password: [REDACTED]", "ask_next_time": "Is [REDACTED] it?"}),
    ({"lesson": "password: Kx9#mQ2vLpTz", "ask_next_time": "Is x" + base64.b64encode(b"Kx9#mQ2vLpTz").decode() + " it?"},
     {"lesson": "password: [REDACTED]"}),  # inside a longer base64 word
    # an image's tag under a name like a secret's, a Java class path, JDK's `changeit` are no credential
    ({"lesson": "The credential rotation changed nothing here:\nauth:4.19.2-rc.4-87b5a74\nsession:2.0.1"}, None),
    ({"lesson": "The credential rotation logged:\norg.example.billing.persistence.InvoiceRepositoryImpl$$SpringCGLIB$$0.findAllByTenant"}, None),
    ({"lesson": "auth_token=1.0-7c9e4a1f0b3d5e8a2c6f9b1d4e7a0c3f"}, {"lesson": "auth_token=[REDACTED]"}),  # a version's parts are short
    ({"lesson": "The password is corp.it.Winter2025$ since Monday."}, {"lesson": "The password is [REDACTED] since Monday."}),
])
def test_rules_of_the_thirteenth_sessions_second_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


@pytest.mark.parametrize("lines, redacted", [
    (b"apiVersion: v1\nusers:\n- name: ci\n  user:\n    token: mq7x2a.k9w4zr8p1v6t3c0d\n", True),  # a kubeconfig's token
    (b"[client]\nuser = app\npassword = Rq8#lake2031\n", True),
    (b"apiVersion: v1\nkind: ConfigMap\ndata:\n  LOG_LEVEL: debug\n", False),  # lines without a credential
    (b"apiVersion: v1\nkind: Secret\nstringData:\n  password: ********\n", False),  # a mask
])
def test_base64_of_lines_is_a_credential_when_the_lines_hold_one(lines, redacted):
    encoded = base64.b64encode(lines).decode()
    text = "KUBE_CONFIG_DATA: " + encoded
    assert _redact_encoded_credentials(text) == ("KUBE_CONFIG_DATA: [REDACTED]" if redacted else text)


_MAPS_KEY = "AIzaSyB3kL9mQ2vTz8RwX4pN7cF1hJ6dE0gY5aZ"


@pytest.mark.parametrize("fields, expected", [
    # the key in the Maps JavaScript API's loader URL is shipped in every page, as Google documents it
    ({"lesson": f'<script async src="https://maps.googleapis.com/maps/api/js?key={_MAPS_KEY}&callback=initMap"></script>'}, None),
    ({"lesson": f'<script src="https://maps.googleapis.com/maps/api/js?libraries=places&amp;key={_MAPS_KEY}"></script>'}, None),
    # a web service's key is not, nor the same key named, nor the loader's key where the note also names it
    ({"lesson": f'curl "https://maps.googleapis.com/maps/api/geocode/json?address=x&key={_MAPS_KEY}"'},
     {"lesson": 'curl "https://maps.googleapis.com/maps/api/geocode/json?address=x&key=[REDACTED]"'}),
    ({"lesson": f"GOOGLE_MAPS_KEY={_MAPS_KEY}"}, {"lesson": "GOOGLE_MAPS_KEY=[REDACTED]"}),
    ({"lesson": f"https://maps.googleapis.com/maps/api/js?key={_MAPS_KEY}", "ask_next_time": f"Is GEMINI_API_KEY={_MAPS_KEY} the same?"},
     {"lesson": "https://maps.googleapis.com/maps/api/js?key=[REDACTED]", "ask_next_time": "Is GEMINI_API_KEY=[REDACTED] the same?"}),
])
def test_the_maps_javascript_loaders_key_is_public_and_the_same_key_elsewhere_is_not(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of `_accept_assignment`: each of its edges, stated.
@pytest.mark.parametrize("text, expected", [
    ("DB_PASSWORD=settings.db_pass", "DB_PASSWORD=[REDACTED]"),  # an environment variable's value is never code
    ("db_password = settings.db_pass", None),  # in code it is a reference
    ("password:  119 bytes", None), ("password:  Kx9mQ2vL7z bytes", "password:  [REDACTED] bytes"),  # only a number is a size
    ("pin: 4821", "pin: [REDACTED]"), ("pin: 482", None), ("pin_code: Kx9#mQ2v", "pin_code: [REDACTED]"),  # four digits, or a password
    ("password: Kx9mQ2vLp7 and then the rest", "password: [REDACTED] and then the rest"),  # prose after a password's shape
    ("api_key=Xk9mQ2vL", "api_key=[REDACTED]"),  # eight random characters under a key's name
    ("appid=6F1C2B3A-4D5E-4F60-8A7B-9C0D1E2F3A4B", None),  # an app's UUID names it, in capitals too
    ("ALTER ROLE app WITH PASSWORD\t:'app_pw';", None),  # psql's variable after a tab
    ('password = "correct horse battery staple"', 'password = "[REDACTED]"'),  # a password's value may hold blanks
])
def test_an_assignment_at_its_edges(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


# The thirteenth session's third round (read set v90): a token's second part once its first was found, capitalised words run
# together as a passphrase where a value is named a password, and a Content-Security-Policy's nonce.
@pytest.mark.parametrize("fields, expected", [
    ({"missing_context": "The token came in two parts. First part: dapi7c9e4a1f0b3d5e8a2c6f9b1d4e\nSecond part: 41f07a9c3e5d11-7"},
     {"missing_context": "The token came in two parts. First part: [REDACTED]\nSecond part: [REDACTED]"}),
    ({"missing_context": "Second part: 41f07a9c3e5d11-7"}, None),  # no first part found
    ({"missing_context": "First part: [REDACTED]\nSecond part: configuration."}, None),  # a part of a key holds a digit
    ({"lesson": "New password for the lobby kiosk's admin account is CedarHollowMarble; ask before using it.",
      "ask_next_time": "Is CedarHollowMarble still the password for the kiosk?"},
     {"lesson": "New password for the lobby kiosk's admin account is [REDACTED]; ask before using it.",
      "ask_next_time": "Is [REDACTED] still the password for the kiosk?"}),
    ({"ask_next_time": "Is PasswordHasherFactory still the password checker?"}, None),  # a class's name
    ({"ask_next_time": "Is CedarHollow still the password?"}, None),  # two words: a name
    ({"missing_context": "The secret rotation changed the header: Content-Security-Policy: script-src 'self' 'nonce-Qm7vXa29kRtEPsdL2nzHMI+7BX=='"}, None),
    ({"missing_context": "The secret rotation changed the header.", "lesson": "script-src 'sha256-Qm7vXa29kRtEPsdL2nzHMI+7BXk9#Lp0wq8Zs='"}, None),
])
def test_rules_of_the_thirteenth_sessions_third_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# The thirteenth session's fourth round (read set v87): an ID half as an XML element's text, a passphrase whose first word a
# rule took alone where it is repeated, a MySQL grant.
@pytest.mark.parametrize("fields, expected", [
    ({"lesson": "<cfg>\n  <mjApikeyPublic>0d4f9a2c7e1b5a8d3f6c9e2b4a7d1f05</mjApikeyPublic>\n"
                "  <mjApikeyPrivate>9b1e4c7a2d5f8e3b6a9c1d4f7e2a5b8c</mjApikeyPrivate>\n</cfg>"},
     {"lesson": "<cfg>\n  <mjApikeyPublic>[REDACTED]</mjApikeyPublic>\n  <mjApikeyPrivate>[REDACTED]</mjApikeyPrivate>\n</cfg>"}),
    ({"lesson": "<cfg><mjApikeyPublic>0d4f9a2c7e1b5a8d3f6c9e2b4a7d1f05</mjApikeyPublic></cfg>"}, None),  # its secret half not found
    ({"missing_context": "ENV['MSSQL_SA_PASSWORD'] ||= 'walnut harbor quiver tundra'",
      "ask_next_time": "You gave me MSSQL_SA_PASSWORD=walnut harbor quiver tundra last time; still valid?"},
     {"missing_context": "ENV['MSSQL_SA_PASSWORD'] ||= '[REDACTED]'", "ask_next_time": "You gave me MSSQL_SA_PASSWORD=[REDACTED] last time; still valid?"}),
    ({"missing_context": "The password comes from the vault:\n    password: \"{{ vault_app_pw }}\"\n    priv: \"shop.*:SELECT,INSERT\""}, None),
])
def test_rules_of_the_thirteenth_sessions_fourth_round(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# Found by a mutation run of the thirteenth session's functions: each edge, stated (a code in fours by its rule alone,
# since a note about backup codes has other rules for them).
@pytest.mark.parametrize("code, redacted", [
    ("A1B2-C3D4-E5F6-GHJK-LMNP-QRST", True), ("A1B2-C3D4-E5FG-HJKL-MNPQ-RSTV", False),  # six digits at least
    ("1A2B-3C4D-5E6F-7890-1234-5678", True), ("1A2B-3C4D-5E67-8901-2345-6789", False),  # six letters at least
    ("A1B2-A1D4-E5F6-GHJK-LMNP-QRST", False),  # two groups start alike: numbered
    ("A1B2-C3D4-E5F6-XXXX-LMNP-QRST", False),  # a mask
])
def test_a_code_in_fours_mixes_six_digits_and_six_letters_in_groups_not_numbered(code, redacted):
    text = f"Saved: {code} (one use)"
    assert _CODE_IN_FOURS.sub(_redact_code_in_fours, text) == (f"Saved: {REDACTED} (one use)" if redacted else text)


@pytest.mark.parametrize("fields, expected", [
    # ykman: a long flag glued to its value; `-n` outside a change is no code
    ({"lesson": "ykman piv keys generate --pin=40917725 9a pub.pem"}, {"lesson": "ykman piv keys generate --pin=[REDACTED] 9a pub.pem"}),
    ({"lesson": "ykman piv certificates generate -n 40917725 9a cert.pem"}, None),
    # a second part's sentence-ending dot stays
    ({"missing_context": "First part: [REDACTED]\nSecond part: 41f07a9c3e5d11-7."}, {"missing_context": "First part: [REDACTED]\nSecond part: [REDACTED]."}),
])
def test_the_edges_of_the_thirteenth_sessions_functions(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


# From a second code-only review of the session's change.
@pytest.mark.parametrize("text, expected", [
    ("dsn: neo4j/hunter2_hunter2", "dsn: neo4j/[REDACTED]"),  # a lower-case password is no repository
    ("See neo4j/neo4j-python-driver@5.19.0 and neo4j/apoc#3921.", None),  # the project's own, with a tag or an issue
    ("ykman piv access unblock-pin -p 83920145 -n 55102396", "ykman piv access unblock-pin -p [REDACTED] -n [REDACTED]"),
    ("ykman otp yubiotp 1 -P vvccccdddddd -k 00112233445566778899aabbccddeeff",
     "ykman otp yubiotp 1 -P vvccccdddddd -k [REDACTED]"),  # an OTP slot's public ID is public, its AES key is not
    ("auth:2.0.0-RC1", None), ("session:1.4.0-SNAPSHOT", None),  # versions in capitals
    ("First part: [REDACTED]\nPart 2: python3.11", None),  # a token's second part has no dots
    ("First part: [REDACTED]\nSecond part: 2024.05.01", None),
])
def test_rules_from_a_second_review_of_the_thirteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    ({"missing_context": "sasl.password=Vb3#kL9qTz2mWx7R", "ask_next_time": "Did TOKEN=Vb3#kL9qTz2mWx7R today fail?"},
     {"missing_context": "sasl.password=[REDACTED]", "ask_next_time": "Did TOKEN=[REDACTED] today fail?"}),  # no rest of a one-word value
    ({"lesson": "서버점검123 끝나고 비밀번호 확인"}, None),  # seven characters: a Hangul name with a number
])
def test_a_repeat_takes_only_a_passphrases_rest_and_hangul_then_digits_has_eight_characters(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


@pytest.mark.parametrize("fields, expected", [
    ({"missing_context": "Recovery codes for the admin: ABCD1-EFGH2-JKLM3-NPQR4-STUV5", "ask_next_time": "Is ABCD1EFGH2JKLM3NPQR4STUV5 still unused?"},
     {"missing_context": "Recovery codes for the admin: [REDACTED]", "ask_next_time": "Is [REDACTED] still unused?"}),
    ({"missing_context": "The admin lost the 2FA phone. Saved code:\nR7TQ-2048-9KXW-MZ3P-4LBN-V8HC", "ask_next_time": "Is R7TQ20489KXWMZ3P4LBNV8HC valid?"},
     {"missing_context": "The admin lost the 2FA phone. Saved code:\n[REDACTED]", "ask_next_time": "Is [REDACTED] valid?"}),
])
def test_a_recovery_code_is_redacted_where_the_note_repeats_it_without_its_dashes(fields, expected):
    assert sanitize_fields(fields) == {**fields, **(expected or {})}


@pytest.mark.parametrize("fields, expected", [
    # a label that ends one field covers the value that starts the next; the note's repeat of that value goes too
    ({"missing_context": "We were blocked on the vault password:", "lesson": "Pq4!rv8Kz2 (rotate monthly)",
      "ask_next_time": "Is Pq4!rv8Kz2 still valid?"},
     {"lesson": "[REDACTED] (rotate monthly)", "ask_next_time": "Is [REDACTED] still valid?"}),
    ({"missing_context": "Value noted in the next field:", "lesson": "`5e0c1d2a-77b3-4f19-a8c6-0d9e3b2f4a61` - paste it into the vault",
      "ask_next_time": "Did 5e0c1d2a-77b3-4f19-a8c6-0d9e3b2f4a61 change?"},
     {"lesson": "`[REDACTED]` - paste it into the vault", "ask_next_time": "Did [REDACTED] change?"}),
    # a token wrapped across two fields, repeated whole
    ({"missing_context": "Token first part: glpat-Zr4kWq9", "lesson": "TbV2nXe7LmPa5sQd8Hc3 second part",
      "ask_next_time": "Does glpat-Zr4kWq9TbV2nXe7LmPa5sQd8Hc3 still work?"},
     {"missing_context": "Token first part: [REDACTED]", "lesson": "[REDACTED] second part", "ask_next_time": "Does [REDACTED] still work?"}),
])
def test_a_value_found_across_two_fields_is_redacted_where_the_note_repeats_it(fields, expected):
    assert sanitize_fields(fields) == {**fields, **expected}



@pytest.mark.parametrize("text, expected", [
    # a CAPTCHA widget's `data-sitekey` is public by design, whatever the sentence calls it
    ('We nearly scrubbed data-sitekey="6LcW3pQaAAAAAN9rTx2KbVfE7uYm4HsZq1LdGc0a" as a secret key.', None),
    ('The secret key is 6LcW3pQaAAAAAN9rTx2KbVfE7uYm4HsZq1LdGc0a.', 'The secret key is [REDACTED].'),  # no attribute: a secret
    # a Lambda log stream: a date, the function's version and the container's ID
    ("`/aws/lambda/billing-prod  2024/11/02/[$LATEST]0a9f3c2e7b1d4e8f9a6b5c4d3e2f1a0b` 값이 어디서 오는지 몰랐음.", None),
    # a value named for its encoding: `value(base64)=…` is the value after the `=`, base64 of JSON here
    ("What does value(base64)=eyJldmVudCI6ICJpbnZvaWNlLnBhaWQiLCAiaW52b2ljZSI6IDQ4MjEzLCAidG90YWwiOiA1NDAwfQ== carry?", None),
    # a placeholder the bare value cuts at its first blank, and a value with `<` that opens none
    ("SECRET_KEY_BASE=dop_v1_<64 hex chars>", None),
    ("DB_PASSWORD=Kx9<2mQ!zL and restart", "DB_PASSWORD=[REDACTED] and restart"),
])
def test_rules_from_the_fourteenth_sessions_first_round(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


def test_a_lambda_log_stream_is_no_generated_key_in_a_note_about_keys():
    fields = {"missing_context": "`2024/11/02/[17]5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a` 값이 어디서 오는지 몰랐음.",
              "lesson": "API 키와는 관계없는 로그 스트림 이름임."}
    assert sanitize_fields(fields) == fields


def test_a_setting_that_opens_the_next_field_is_judged_by_its_name_not_handed_over():
    fields = {"missing_context": "작업이 프론트엔드 키와 관련 있었는데 배경을 몰랐음.",
              "lesson": "`NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51NzQ8rKc3VwYtB2mL9dXe4HfA7` — 번들에 들어가는 키."}
    assert sanitize_fields(fields) == fields
    handed = {"missing_context": "The admin password, as the user sent it:", "lesson": "`Vq7#mZp2Lk!e` — paste it into the vault"}
    assert sanitize_fields(handed)["lesson"] == "`[REDACTED]` — paste it into the vault"


@pytest.mark.parametrize("text, expected", [
    # a SAML response is a signed assertion its bearer logs in with; the request asks for one and is no secret
    ("POST /saml/acs\n\nSAMLResponse=PHNhbWxwOlJlc3BvbnNlIElEPSJfNGY3YjEiIFZlcnNpb249IjIuMCI%2BPHNhbWw6QXNzZXJ0aW9u&RelayState=%2Fhome",
     "POST /saml/acs\n\nSAMLResponse=[REDACTED]&RelayState=%2Fhome"),
    ("GET /sso?SAMLRequest=fZJNT8MwDIbvSPyHKPd2HxyGqrXTJEBIcGEg7lnqtpHyUcXuVv49abcJgcQxid%2FHzuuu1qM17AgRtXclX8zmnIFTvtauLfnH%2B2N2z9fV7c0KpTV9sRmoc", None),
    # PuTTY's private lines, indented in a heredoc
    ("  partner_key = <<-EOT\n    PuTTY-User-Key-File-3: ssh-ed25519\n    Private-Lines: 1\n    AAAAIHq8Lw3mZ0vTn5Rk2Yc7Xs9Bd4Fg6Hj1Kp8Qr2St\n    Private-MAC: 9e1f\n  EOT",
     "  partner_key = <<-EOT\n    PuTTY-User-Key-File-3: ssh-ed25519\n    Private-Lines: 1\n    [REDACTED]\n    Private-MAC: 9e1f\n  EOT"),
    # a value goes on past `;` and `&` unless a setting's name follows, which ends in a letter or digit
    ("공동인증서 비밀번호: :K7v;,&Q-:dr?}%Wm 로 로그인", "공동인증서 비밀번호: [REDACTED] 로 로그인"),
    ("Server=db;Password=Hx8#qLm2;User Id=app", "Server=db;Password=[REDACTED];User Id=app"),
])
def test_rules_from_the_fourteenth_sessions_second_round(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # a placeholder after a vendor's short prefix is no value; a key before a note in brackets is one
    ("WEBHOOK_SECRET=3f9a2c7e1b8d30654a1b2c3d4e5f6071<from the dashboard>", "WEBHOOK_SECRET=[REDACTED] the dashboard>"),
    # a form's name needs its bracket: `)=` inside a password is the password's
    ("Use the credential aZ9)=Wq!4rT", "Use the credential [REDACTED]"),
    ("credential k7Vq):mP2x!Lz9", "credential [REDACTED]"),
    # a setting's name after `;` may end in a dot (`e.g.:`), not in a dash
    ("password=Qp7!xR2m;e.g.:your_password", "password=[REDACTED];e.g.:your_password"),
    ("token=Zq8Lm2Xv7Rt4Kp9W&next.=/home&lang=en", "token=[REDACTED]&next.=/home&lang=en"),
    # a SAML response masked is none; one in JSON is
    ("SAMLResponse=" + "x" * 50, None),
    ('{"SAMLResponse": "PHNhbWxwOlJlc3BvbnNlIElEPSJfNGY3YjEiIFZlcnNpb249IjIuMCI"}', '{"SAMLResponse": "[REDACTED]"}'),
    # a name and its value quoted together, as HTTPie takes them: the value is read as quoted
    ("http POST https://api.example.org/login username=ops 'password=[Kq7!~zT}m#2vL'", "http POST https://api.example.org/login username=ops 'password=[REDACTED]'"),
    ("http POST https://api.example.org/login 'password=<your password>'", None),
])
def test_rules_from_a_review_of_the_fourteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a setting handed over is judged by its name only when the name is a secret's; any other name hands the value over
    ({"missing_context": "The admin password, as the user sent it:", "lesson": "`ADMIN=Vq7#mZp2Lk!e` — paste it into the vault"},
     {"lesson": "`[REDACTED]` — paste it into the vault"}),
    ({"missing_context": "The admin password, as the user sent it:", "lesson": "`ZQ8=mP2x!Lz9` — paste it into the vault"},
     {"lesson": "`[REDACTED]` — paste it into the vault"}),
    # a log stream's version before 32 hex only: other keys after a number in brackets are keys
    ({"missing_context": "Rotated the API keys", "lesson": "new keys:\n[1]Zq8Lm2Xv7Rt4Kp9Wn3Bc6Hd1Fy5Gs0Ja\n[2]Pq4Rv8Kz2Tb6Nx3Wm7Lc1Hd5"},
     {"lesson": "new keys:\n[1][REDACTED]\n[2][REDACTED]"}),
])
def test_fields_from_a_review_of_the_fourteenth_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **expected}


@pytest.mark.parametrize("text, expected", [
    # "shared" names no digest (`sha` only as a word or a name's part): a hex key beside it is a key
    ("shared AWS console 비밀번호가 아직 4e0a9c7b2d5f8e1a3c6b9d0f2e4a7c1b 인가요?", "shared AWS console 비밀번호가 아직 [REDACTED] 인가요?"),
    ("Which Mapbox server key for billing? Dana said it's 8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a3c and that staging shares it.",
     "Which Mapbox server key for billing? Dana said it's [REDACTED] and that staging shares it."),
    # while a release's SHA, `shasum` and SHAs still do
    ('builder.Configuration["Build:ReleaseSha"] = "c4a1f09e7b2d63a8e5f10c9b7d2e4a6f8b1c3d5e";', None),
    ("The key file's shasum is 4e0a9c7b2d5f8e1a3c6b9d0f2e4a7c1b.", None),
    # a Korean office's alarm service: its disarm number
    ("사무실 세콤 해제 번호는 61029384. 작업 후 변경.", "사무실 세콤 해제 번호는 [REDACTED]. 작업 후 변경."),
    ("캡스 해제 후 출입 가능 시간은 09:00~18:00.", None),
])
def test_rules_from_the_fourteenth_sessions_second_round_continued(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # Oracle's EZConnect with a user of a hyphenated name
    ("connecting to etl-bot/Qm4vTz8kLp@//db-02.corp.example:1521/ORCLPDB1", "connecting to etl-bot/[REDACTED]@//db-02.corp.example:1521/ORCLPDB1"),
    ("see docs-site/guide@v2 for the flags", None),
    # a secret's name ending in PRIVATE, PROD or LIVE (Mailjet's `MJ_APISECRET_PRIVATE`)
    ('    const val MJ_APISECRET_PRIVATE = "5c0e9a7d3b1f4e2a8c6d0b9f7e5a3c1d"', '    const val MJ_APISECRET_PRIVATE = "[REDACTED]"'),
])
def test_rules_from_the_fourteenth_sessions_third_round(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


def test_recovery_codes_of_digits_alone_are_codes_in_a_note_about_recovery_codes():
    fields = {"missing_context": "I needed the Okta recovery codes for the ops account.",
              "lesson": "Each code works once.\n1. 4190275836\n2. 8823107645\n3. 3057719482\n4. 6640193358"}
    assert sanitize_fields(fields)["lesson"] == "Each code works once.\n1. [REDACTED]\n2. [REDACTED]\n3. [REDACTED]\n4. [REDACTED]"
    numbered = {"missing_context": "I needed the Okta recovery codes for the ops account.",
                "lesson": "Order numbers:\n1. 4190270001\n2. 4190270002\n3. 4190270003\n4. 4190270004"}
    assert sanitize_fields(numbered) == numbered  # one prefix: numbers counted, not codes


@pytest.mark.parametrize("text, expected", [
    # Sourcegraph's access token: `sgp_`, an instance's ID, then the token
    ("sgp_0a1b2c3d4e5f6a7b_6e2d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d - is this the sandbox one?", "[REDACTED] - is this the sandbox one?"),
    # Adyen's API key whole, its last part holding `;` `}` `%`
    ("'X-API-Key': 'AQEyhmfxK2" + "Lw0m/n3Q5qf3VaY9UCJ14XWZE03G" * 3 + "==-y3qzswmlmALhxaVPNjYf74bqPotG12HroatrKA066yE=-W+t7NF;s4}%=kUSD' },",
     "'X-API-Key': '[REDACTED]' },"),
    # "authenticates with", "logs in with": a value after them
    ("The job authenticates with Harbor7!lamp (from shell history).", "The job authenticates with [REDACTED] (from shell history)."),
    ("She logs in with Qv8#mLz2Tk every morning.", "She logs in with [REDACTED] every morning."),
    # netsh prints the Wi-Fi key in clear, a passphrase of dotted words too
    ("    Key Content            : cobalt.river.lantern.maple.quince", "    Key Content            : [REDACTED]"),
    # a header's name of words in CamelCase is no value near a login flag
    ('curl -H "Authorization: Bearer $GITHUB_TOKEN" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/x\nmysql --login-path=staging -e "SELECT 1"', None),
])
def test_rules_from_the_fourteenth_sessions_fourth_round(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # the prefix before a placeholder cut at its blank: a vendor's, up to 16 characters ending in `_ - : .`
    ("SECRET_KEY_BASE=sk_live_acme_v1_<64 hex chars>", None),  # 16
    ("SECRET_KEY_BASE=sk_live_acme_v12_<64 hex chars>", "SECRET_KEY_BASE=[REDACTED] hex chars>"),  # 17
    ("SECRET_KEY_BASE=Qm7vXa29kRzT<64 hex chars>", "SECRET_KEY_BASE=[REDACTED] hex chars>"),  # not a prefix's end
    # a name and its value in double quotes together
    ('http POST https://api.example.org/login "password=[Kq7!~zT}m#2vL"', 'http POST https://api.example.org/login "password=[REDACTED]"'),
])
def test_placeholders_cut_at_a_blank_and_items_quoted_whole(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # Google's backup codes in two columns, three rows or more, in a note about backup codes
    ({"missing_context": "I needed the Google backup codes for ops@example.com.",
      "lesson": "```\n3816 2904    7150 6628\n9041 3375    2287 5519\n6602 8143    4478 0915\n```"},
     {"lesson": "```\n[REDACTED]    [REDACTED]\n[REDACTED]    [REDACTED]\n[REDACTED]    [REDACTED]\n```"}),
    # the same shape in a note about ports is a table
    ({"lesson": "Port map:\n8080 9090  8443 9443\n5432 6432  3306 4306\n6379 7379  9200 9300"}, {}),
    # ten digits under a heading that names them is a list of orders, even in a note about backup codes
    ({"missing_context": "Runbook: how to regenerate backup codes.", "lesson": "Affected orders:\n- 8812034412\n- 5529107733\n- 3091276645\n- 7743019921"}, {}),
])
def test_codes_in_columns_and_lists_of_numbers_from_a_second_review_of_the_fourteenth_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **expected}


@pytest.mark.parametrize("text, expected", [
    ("creds: admin Acme-DevOps-2024", "creds: admin [REDACTED]"),  # words in CamelCase joined by `-`: a header's name only after `X-`
    ("It connects with psycopg2 using a pool.", None),  # "connects with" names a driver
    ("rsync ops-user/backups@nas01:873/share", None),  # a user with `-` only in EZConnect's `@//`
    ("export K=AQEyhmfxK2" + "Lw0m/n3Q5qf3VaY9UCJ14XWZE03G" * 3 + "==-y3qzswmlmALhxaVPNjYf74bqPotG12HroatrKA066yE=-W+t7NF;s4}%=kUSD; echo ok",
     "export K=[REDACTED]; echo ok"),  # Adyen's key ends before the command's `;`
    ("key gitsha 4e0a9c7b2d5f8e1a3c6b9d0f2e4a7c1b9d0f2e4a", None),  # `gitsha`, `headsha`: a digest's name
])
def test_rules_from_a_second_review_of_the_fourteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


def test_a_csv_export_with_quoted_cells_loses_its_password_column():
    export = ('"Group","Title","Username","Password","Notes"\n'
              '"Prod","ledger DB","root","HarborHarborOtter58","primary"\n'
              '"Prod","SFTP","edi","Quill#471","partner drop"')
    out = sanitize(export).split("\n")
    assert out[1:] == ['"Prod","ledger DB","root","[REDACTED]","primary"', '"Prod","SFTP","edi","[REDACTED]","partner drop"']


def test_a_bunny_key_is_two_uuids_glued_and_two_uuids_apart_are_ids():
    key = "5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a" + "6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d"
    assert sanitize(f"{key} 이 키 아직 유효한가요?") == "[REDACTED] 이 키 아직 유효한가요?"
    ids = "run 5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a and 6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d"
    assert sanitize(ids) == ids
    # a UUID that ends one field and one that starts the next are two IDs, not a token wrapped across them
    fields = {"missing_context": "The pipeline left the state locked (lock ID 5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a).",
              "lesson": "6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d is the run that took it; unlock after checking."}
    assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("lesson, expected", [
    # Google's codes in columns with a bullet, a label or a note after them, and with CRLF
    ("- 3816 2904  7150 6628\n- 9041 3375  2287 5519\n- 6602 8143  4478 0915 (used #3)",
     "- [REDACTED]  [REDACTED]\n- [REDACTED]  [REDACTED]\n- [REDACTED]  [REDACTED] (used #3)"),
    ("Codes: 3816 2904  7150 6628\r\n9041 3375  2287 5519\r\n6602 8143  4478 0915\r\n",
     "Codes: [REDACTED]  [REDACTED]\r\n[REDACTED]  [REDACTED]\r\n[REDACTED]  [REDACTED]\r\n"),
    # and written without their blank: eight digits each
    ("38162904\n71506628\n90413375\n22875519", "[REDACTED]\n[REDACTED]\n[REDACTED]\n[REDACTED]"),
    # "in order" names no list of orders
    ("Use them in order:\n1. 4190275836\n2. 8823107645\n3. 3057719482\n4. 6640193358",
     "Use them in order:\n1. [REDACTED]\n2. [REDACTED]\n3. [REDACTED]\n4. [REDACTED]"),
])
def test_codes_from_a_third_review_of_the_fourteenth_session(lesson, expected):
    assert sanitize_fields({"missing_context": "I needed the backup codes for the ops account.", "lesson": lesson})["lesson"] == expected


@pytest.mark.parametrize("fields, expected", [
    # a field ending in a path that ends in a UUID, and one starting with a UUID: two IDs
    ({"missing_context": "lock path locks/5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a", "lesson": "6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d is the run"}, {}),
])
def test_uuids_from_a_third_review_of_the_fourteenth_session(fields, expected):
    assert sanitize_fields(fields) == {**fields, **expected}


@pytest.mark.parametrize("text, expected", [
    ("cache key user:5b2e9c1a-7d4f-4e8b-9a3c-2f1e0d9c8b7a6a5b4c3d-2e1f-4a9b-8c7d-6e5f4a3b2c1d:profile", None),  # a composite ID
    ("sqlplus etl-bot/Qm4vTz8kLp@db-02.corp.example:1521/ORCLPDB1", "sqlplus etl-bot/[REDACTED]@db-02.corp.example:1521/ORCLPDB1"),
])
def test_rules_from_a_third_review_of_the_fourteenth_session(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # "일단 X 쓰세요" ("use X for now") in a chat line, or quoted as someone's words in the note
    ("[10:02] 민수: 일단 Tq7#vLm2Xz 쓰세요", "[10:02] 민수: 일단 [REDACTED] 쓰세요"),
    ('박서연님이 채팅으로 "일단 Kx8vTq2mLp9! 쓰세요, 나중에 바꿀게요"라고 했다.', '박서연님이 채팅으로 "일단 [REDACTED] 쓰세요, 나중에 바꿀게요"라고 했다.'),
    ("일단 Tq7#vLm2Xz 쓰세요", None),  # no speaker, no quote: advice, not a hand-over
    ('팀장님이 "일단 python3.11 쓰세요"라고 했다.', None),
    ('팀장님이 "그냥 feature-flags 쓰세요"라고 했다.', None),
])
def test_a_value_handed_over_before_the_verb_in_korean(text, expected):
    assert sanitize(text) == (text if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a PIN's word takes a keypad code of 4 to 12 digits: 13 are an account's number
    ("Set PIV PIN to 4821 today.", "Set PIV PIN to [REDACTED] today."),
    ("Set PIV PIN to 123456789012 today.", "Set PIV PIN to [REDACTED] today."),
    ("Set PIV PIN to 1234567890123 today.", None),
    # a password's word takes one with a mark (6 to 12 digits); a key's word takes none
    ("현관 비번 449511* 누르고", "현관 비번 [REDACTED] 누르고"),
    ("현관 비번 44951* 누르고", None),
    ("현관 비번 4495*11911234 누르고", "현관 비번 [REDACTED] 누르고"),
    ("현관 비번 4495*119112345 누르고", None),
    ("API key 4495*1191 for staging", None),
    # a numeric password: six to twelve digits
    ("비번 482913 이었음", "비번 [REDACTED] 이었음"),
    ("비번 482913765432 이었음", "비번 [REDACTED] 이었음"),
    ("비번 4829137654321 이었음", None),
    ("비번 48291 이었음", None),  # five: another rule's
    # published weak passwords, and words that stand for no value in any case
    ("The password is 1q2w3e4r today.", None),
    ("The password is Cram-Md5 today.", None),
    # near KMS a UUID names a key, 32 hex digits are one
    ("KMS key 0123456789abcdef0123456789abcdef for the bucket", "KMS key [REDACTED] for the bucket"),
    ("KMS key 01234567-89ab-cdef-0123-456789abcdef for the bucket", None),
    ("The signing key 0xA1B2C3D4E5F60718293A4B5C6D7E8F90 is in the note", "The signing key [REDACTED] is in the note"),
    # a hex run of 24 digits or more where no commit is spoken of
    ("Is fba97c1d2e3f4a5b6c7d8e9f still the active API token?", "Is [REDACTED] still the active API token?"),
    ("Is fba97c1d2e3f4a5b6c7d8e9 still the active API token?", None),
    # an object ID's shape after a password's word: its body (after the last underscore) mixes case and digits
    ("SNMP community is snmp_mon_UyJGyGluZ7 now", "SNMP community is [REDACTED] now"),
    ("SNMP community is snmp_Mon9_uyjgygluzq now", None),
    # one case and at least two digits and two letters right after a key's word, not a hex number
    ("Invalid API key 1EJR9XDD here", "Invalid API key [REDACTED] here"),
    ("Invalid API key 1ejrsxd9 here", "Invalid API key [REDACTED] here"),
    ("Invalid API key 1ejrsxdd here", None),
    ("Invalid API key 12345gz here", "Invalid API key [REDACTED] here"),
    ("Invalid API key 12345g here", None),
    ("Invalid API key 0xdeadbeef1 here", None),
    # twelve characters of four kinds anywhere near a credential's word
    ("The API key was reset; the new one aB3$eF6&hJ9* works", "The API key was reset; the new one [REDACTED] works"),
    ("The API key was reset; the new one aB3$eF6&hJ9 works", None),
])
def test_a_value_near_a_credential_word_at_its_edges(note, expected):
    assert _only(NEARBY_SECRET)(note) == (note if expected is None else expected)

@pytest.mark.parametrize("note, expected", [
    # a credential's name inside a template's expression holds no value; after one closed on its line it is a label again
    ("redis://default:{{ .Values.redis.password }}@orders-redis:6379", None),
    ("{{ .Values.db.host }} password Vn4#tQ8$wL2k", "{{ .Values.db.host }} password [REDACTED]"),
    ('Use {{ to escape. DB_PASSWORD=Vn4tQ8wL2kRs', "Use {{ to escape. DB_PASSWORD=[REDACTED]"),  # a `{{` never closed
    ("password: ${{ secrets.DB_PASSWORD || 'Vn4tQ8wL2kRs' }}", "password: ${{ secrets.DB_PASSWORD || '[REDACTED]' }}"),
    ("{{ password=Vn4tQ8wL2kRs }}", "{{ password=[REDACTED] }}"),
    # a subscript is closed, or cut where a quote begins; a password's unclosed `[` is no subscript
    ("+  password: pW[7dKx#Rq/_zM=Hc", "+  password: [REDACTED]"),
    ('password = os.environ["DB_PASSWORD"]', None),
    ("password: secrets[db_main]", None),
    ('token = header[len("Bearer "):]', None),
    ("password = secrets[random.randint(0, len(secrets) - 1)]", None),
    ("password = PASSWORDS[idx % len(PASSWORDS)]", None),
    # a vendor's prefix on a UUID is a key, not a compound of words
    ("ACME_API_KEY=acme_7c41e0b2-9d3a-4f6e-8b15-2a9c6d0e4f73", "ACME_API_KEY=[REDACTED]"),
    ("request_id=req_7c41e0b2-9d3a-4f6e-8b15-2a9c6d0e4f73", None),
    # a Korean password word, "changed", and an arrow (a value with a digit: an arrow renames too)
    ("스테이징 DB 비번 바뀜 -> 바다고양이2031", "스테이징 DB 비번 바뀜 -> [REDACTED]"),
    ("토큰 → access_token 으로 이름 바꿈", None),
    ("비밀번호 → passwd2 컬럼으로 이름 변경", None),  # an arrow renames too: a digit alone is no password's
    ("토큰 → X-Auth-Token2", None),
    # a link that signs in, invites or resets: its random query value, whatever the parameter's name
    ("https://app.example.com/invite/accept?code=Qm7xT2vLp9RkW4sZ8nYb3cHf&email=kim%40example.com",
     "https://app.example.com/invite/accept?code=[REDACTED]&email=kim%40example.com"),
    ("https://notebooks.example.com/auth/magic?t=Hb8_kP2-xQ9vLm4ZrT7wYc3N", "https://notebooks.example.com/auth/magic?t=[REDACTED]"),
    ("https://app.example.com/magic-link?invite_code=Wc4nR8tZ2pLx6Qm9Kb3v", "https://app.example.com/magic-link?invite_code=[REDACTED]"),
    # only a token's parameter, on the page the link opens: not a client, a commit, a cache buster, a cursor or a repository's path
    ("https://login.example.com/oauth2/authorize?client_id=4f1c2b9e-77d0-4a35-9e21-6b8d0c3f5a17&state=Zt5pQ2mX9kL7vR3w", None),
    ("https://blog.example.com/authors/list?page=2&sort=Kt5pQ2mX9kL7vR3wYh8", None),
    ("See https://ci.example.com/verify/build?commit=4e1f0c9a7b2d8e3f5a6c1b0d9e8f7a6b5c4d3e2f", None),
    ("The reset page https://app.example.com/reset?v=7c2e9a1f4b8d3e6a0c5f busts the cache", None),
    ("https://app.example.com/login?ref=homepage&gclid=Cj0KCQjw8ZTWBhCVARIsPLEXRvz", None),
    ("https://app.example.com/verify-email?email=kim%40example.com&hash=9a0364b9e99bb480dd25e1f0284c8555", None),
    ("https://api.example.com/auth?cursor=eyJpZCI6NDI0MjQyLCJ0cyI6MTcwMDAwMDAwMH0&limit=50", None),
    ("https://github.com/acme/auth-service/blob/main/src/login.ts?plain=1&t=4e1f0c9a7b2d8e3f5a6c", None),
    # a recovery codes' label with a Korean particle after it
    ("root account recovery codes가 어디 있는지 몰랐음. 팀 노트에 있던 것:\nQ7KD-2MXP-9RTA-W4LC, H3NB-8VYE-5GUF-J6ZQ",
     "root account recovery codes가 어디 있는지 몰랐음. 팀 노트에 있던 것:\n[REDACTED], [REDACTED]"),
    # a seed phrase in rows under a wallet's word in Korean and "복구 정보"
    ("핫월렛으로 서명한다는 걸 몰랐음. 복구 정보:\norbit candle meadow fossil tunnel ginger\nharbor velvet cactus lemon sphere anchor",
     "핫월렛으로 서명한다는 걸 몰랐음. 복구 정보:\n[REDACTED]"),
    # a PIN or PUK "printed on", "written on" something, then "is"
    ("The SIM is PUK-locked; the PUK printed on the card holder is 51739024.", "The SIM is PUK-locked; the PUK printed on the card holder is [REDACTED]."),
    ("The PUK printed on the card holder is the same as last year.", None),
    ("The wifi password written in the runbook is Kp7#vTq2Lm.", "The wifi password written in the runbook is [REDACTED]."),
    # "the one for <whom> was <value>" after a sentence that named the password; its clause ends at "and"
    ("New accounts get a temporary password by email. The one for kim@example.com was Tq4Lw8Zr2Mxv and it must be changed.",
     "New accounts get a temporary password by email. The one for kim@example.com was [REDACTED] and it must be changed."),
    ("The password policy changed. The one for staging is Docker and it works.", None),
    ("The API key quota. The one for free tier is 1000rpm and paid is 10000rpm.", None),  # "and" ends a generated value's clause only
])
def test_rules_from_v122(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a token's random value in a sign-in link: sixteen characters or more
    ("Invite https://app.example.com/invite/accept?t=Wc4nR8tZ2pLx6Qm9", "Invite https://app.example.com/invite/accept?t=[REDACTED]"),
    ("Invite https://app.example.com/invite/accept?t=Wc4nR8tZ2pLx6Qm", None),
])
def test_a_sign_in_links_token_at_its_length(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # after a copula a PIN or a password may be any value; a token must look generated
    ("PIN은 4821입니다", "PIN은 [REDACTED]입니다"),
    ("핀 번호는 4821입니다", "핀 번호는 [REDACTED]입니다"),
    ("토큰은 4821입니다", None),
    # 암호 is also a cipher: a password's shape that ends the text, meets a blank, a copula or punctuation
    ("암호 Xk9#mQ2vLp", "암호 [REDACTED]"),
    ("암호 Xk9#mQ2vLp 로 바꿈", "암호 [REDACTED] 로 바꿈"),
    ("암호 Xk9#mQ2vLp입니다", "암호 [REDACTED]입니다"),
    ("암호 Xk9#mQ2vLp,다음", "암호 [REDACTED],다음"),
    ("암호 Xk9#mQ2vLp<br>", None),
    ("암호는 AES256이다", None),
    # a quoted value of words: a password's, not a token's
    ('비밀번호 "lantern walnut pepper cactus"', '비밀번호 "[REDACTED]"'),
    ('토큰 "lantern walnut pepper cactus"', None),
])
def test_a_secret_stated_in_korean_prose_alone(note, expected):
    assert _only(PROSE_SECRET_KO)(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    ('The password is "lantern walnut pepper cactus".', 'The password is "[REDACTED]".'),
    ('The API token is "lantern walnut pepper cactus".', None),  # words with blanks are a password's only
    # a PIN's or a PUK's digits: four or more
    ("The PIN is 4821.", "The PIN is [REDACTED]."),
    ("The PIN is 482.", None),
    ("The PUK is 48213957.", "The PUK is [REDACTED]."),
])
def test_a_secret_stated_in_english_prose_alone(note, expected):
    assert _only(PROSE_SECRET_EN)(note) == (note if expected is None else expected)



@pytest.mark.parametrize("note, expected", [
    # a digest its name says is one: Helm's `checksum/…` annotations roll the pods when a Secret changes
    ("    checksum/secret: 4b9e0c7a1d3f5e8b2a6c9d0e1f4a7b3c5d8e2f6a9b1c4d7e0f3a5b8c2d6e9f1a",
     None),
    ("    secret: 4b9e0c7a1d3f5e8b2a6c9d0e1f4a7b3c5d8e2f6a9b1c4d7e0f3a5b8c2d6e9f1a",
     "    secret: [REDACTED]"),
    ('"hashed_secret": "Zq8nT3xLm6Rw2Yp9Kd4H"', '"hashed_secret": "[REDACTED]"'),  # a digest's name, no digest's value
    # code beside a password's word: a negated call, a member whose name holds digits
    ('if (!BCrypt.checkpw(candidate, user.getPasswordHash())) throw new BadCredentialsException("invalid");', None),
    ("const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456 });", None),
    ("password: !Summer(2024", "password: [REDACTED]"),  # a call's parenthesis before digits alone is a password's
    # DynamoDB's sort key in a single-table design is no secret key
    ('{"pk": "TENANT#7e3f9a21-5c4b-4d8e-9f10-2a6b3c8d4e5f", "sk": "INVOICE#2026-03-14#Q7ZK4M2P"}', None),
    ("sk: Vq8nT3xLm6Rw2Yp9Kd4H", "sk: [REDACTED]"),
    ("password: ADMIN#2024xyz", "password: [REDACTED]"),  # an entity's `#` before neither ID nor date
    # Travis CI's `secure:` is ciphertext for the repository's public key, made to be committed
    ('  api_key:\n    secure: "' + "Qm3vT8rLx2Kp9Wz4Hn6J" * 18 + '"', None),  # RSA-2048: 344 characters
    # a list of names under a key's word
    ("I thought one of these might be a credential:\ntls_key_usage: digitalSignature,keyEncipherment", None),
    # a password said to be the one that works, or literally so
    ("스테이징 비번 넣었다가 잠김. 실제로 되는 건 이거: Busan_20230517", "스테이징 비번 넣었다가 잠김. 실제로 되는 건 이거: [REDACTED]"),
    ("The stored password is literally ㅂㅏㄷㅏ8127.", "The stored password is literally [REDACTED]."),
    # an XML element's text is the value, without the tags around it
    ('The app bundles a key: <string name="api_secret" translatable="false">Vq8nT3xLm6Rw2Yp9Kd4H</string>',
     'The app bundles a key: <string name="api_secret" translatable="false">[REDACTED]</string>'),
    ("The password near <b>Kp7#vTq2Lm9x</b> in the wiki", "The password near <b>[REDACTED]</b> in the wiki"),
    ('The app bundles a key: <string name="razorpay_key_id" translatable="false">rzp_live_Hq3Tz8Ld2Wm6Kp</string>', None),
    # found by a review of those rules: a password's dots and digits, its `!` and parenthesis, a secret under a
    # prefix that is not Helm's, a composite key's shape holding a password, a marked-up password
    ("The password is kim.harbor2031x", "The password is [REDACTED]"),
    ("password: !Lantern(Moss", "password: [REDACTED]"),
    ("hash/api-key: 4b9e0c7a1d3f5e8b2a6c9d0e1f4a7b3c5d8e2f6a9b1c4d7e0f3a5b8c2d6e9f1a", "hash/api-key: [REDACTED]"),  # Helm's `checksum/` only
    ("sk: USER#ADMIN#walrus77", "sk: [REDACTED]"),
    ("The password is <b>walrus77</b>", "The password is <b>[REDACTED]</b>"),
    ("비밀번호는 <code>walrus77</code>", "비밀번호는 <code>[REDACTED]</code>"),
    ("The password is <b>important</b> to rotate", None),
    # an element named for a secret by its `name`, whatever the element
    ('<entry name="smsApiSecret">HT4WQ2ZKP8RMX6VNJ3YDLC9BFG5S7A1E</entry>', '<entry name="smsApiSecret">[REDACTED]</entry>'),
    ('<entry name="smsApiRegion">ap-northeast-2</entry>', None),
])
def test_rules_from_v125(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # a token wrapped into the next field: its rest may be letters in one case that no mouth says, or hex letters
    # that make a word; not another spoken word
    ({"missing_context": "The PAT is ghp_Hq3Tz8Ld2Wm6Kp4Vx9Nc7Rb1Js5Ya0Gf", "lesson": "qwzkxv was on the next line."},
     {"missing_context": "The PAT is [REDACTED]", "lesson": "[REDACTED] was on the next line."}),
    ({"missing_context": "The PAT is ghp_Hq3Tz8Ld2Wm6Kp4Vx9Nc7Rb1Js5Ya0", "lesson": "facade was on the next line."},
     {"missing_context": "The PAT is [REDACTED]", "lesson": "[REDACTED] was on the next line."}),
    ({"missing_context": "The PAT is ghp_Hq3Tz8Ld2Wm6Kp4Vx9Nc7Rb1Js5Ya0", "lesson": "Decade was on the next line."},
     {"missing_context": "The PAT is [REDACTED]", "lesson": "[REDACTED] was on the next line."}),
    ({"missing_context": "The PAT is ghp_Hq3Tz8Ld2Wm6Kp4Vx9Nc7Rb1Js5Ya0", "lesson": "warning was on the next line."}, None),
])
def test_a_token_wrapped_across_fields(fields, expected):
    assert sanitize_fields({"ask_next_time": "", **fields}) == {"ask_next_time": "", **(expected or fields)}


@pytest.mark.parametrize("fields", [
    # a line that holds its value, a template's reference, labels nothing in the next field
    {"missing_context": "Relevant step:\n        with:\n          password: ${{ secrets.PYPI_API_TOKEN }}",
     "lesson": "Fork PRs get no secrets; the job must run on push or use pull_request_target carefully."},
    # a random value after a label that names a kind of ID, in a note that speaks of keys
    {"missing_context": "I couldn't find the record; the ID given was nanoid: Tq5LmW2xK8pRv3Zc7Nh4J",
     "lesson": "Public IDs differ from internal primary keys."},
    # a word that makes the end of one field a token's shape only together is no wrapped token's rest
    {"missing_context": "The build warned about it:\nNEXT_PUBLIC_PADDLE_CLIENT_TOKEN=live_3a81c5e0f7d29b64e1c08a5f2d7",
     "lesson": "The warning is informational; Paddle's client-side token is public."},
])
def test_clean_notes_from_v125(fields):
    fields = {"ask_next_time": "", **fields}
    assert sanitize_fields(fields) == fields


@pytest.mark.parametrize("note, expected", [
    # a password that "turned out to be" the value
    ("The NAS password turned out to be OrchidRavenTulipCanyon.", "The NAS password turned out to be [REDACTED]."),
    ("The NAS password turned out to be wrong.", None),
    # a PIN or password "for" something "in" something, then "is": two phrases, the second after the first only
    ("PUK for the spare SIM in the router is 71940362. Facilities keeps the card.",
     "PUK for the spare SIM in the router is [REDACTED]. Facilities keeps the card."),
    ("The PUK for the spare SIM in the drawer is missing.", None),
    # backup codes pasted in a row, two blanks apart, with no label: four of one shape, random, no shared prefix
    ("Recovery material from Kim:\nqx7m-ba2k  t9fe-wl3p  zu4c-kd8n  r6yh-op1s",
     "Recovery material from Kim:\n[REDACTED]  [REDACTED]  [REDACTED]  [REDACTED]"),
    ("Recovery material from Kim:\nqx7m-ba2k  t9fe-wl3p  zu4c-kd8n", None),  # three are no page of codes
    ("Pods:\nweb7-a2b3  web7-c4d5  web7-e6f7  web7-g8h9", None),
    # a Bitcoin private key in wallet import format, wherever it stands
    ("bitcoin-cli importprivkey KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M \"hot\" false",
     "bitcoin-cli importprivkey [REDACTED] \"hot\" false"),
    ("wif: 5J57Wm4t5R7WmniQy2ZFD3SLf9uff7XCbyRufuRFm6L6FHq6qRp", "wif: [REDACTED]"),
    # KIS Developers' app key and secret by their names in `kis_devlp.yaml`
    ('my_app: "PSLYTv9KEfPro7Bv6kRPSmprGBNQUHi9R3of"\nmy_acct_stock: "40918233"',
     'my_app: "[REDACTED]"\nmy_acct_stock: "40918233"'),
    ('paper_sec: "7E77TqwzaeXHxFNinPjPmM7U8dwhalTMWKmXUF9+rpZQBcd8/tcQo7BYvhzdAMYnWoFKciShr7wrq/rb6cDO2IZ2VaFQ"',
     'paper_sec: "[REDACTED]"'),
    ('my_app: "trading-bot"', None),
    # "the value" right after a sentence that named a key is the key's: judged as a value after the key's word
    ("네이버 키를 채널에 올려줬음. 값은 Rw3kT9pLxq 이고 읽기 권한만 있음.", "네이버 키를 채널에 올려줬음. 값은 [REDACTED] 이고 읽기 권한만 있음."),
    ("Kim posted the Naver key this morning. The value is Rw3kT9pLxq and it only reads.",
     "Kim posted the Naver key this morning. The value is [REDACTED] and it only reads."),
    ("Kim posted the Naver key this morning, right after the long outage of the shared cache cluster in the west region."
     " The value is Rw3kT9pLxq and it only reads.", None),  # more than eighty characters between: not the key's
    # a short question after the password's sentence ("The current one?"), then its answer, which may end its own sentence
    ("Don't use the wiki password for pgAdmin; it changed in March. The current one? maple.harbor.quartz.fjord.7. I checked it today.",
     "Don't use the wiki password for pgAdmin; it changed in March. The current one? [REDACTED]. I checked it today."),
    ("Don't use the wiki password. The right one? maple-harbor-quartz-fjord. It works.",
     "Don't use the wiki password. The right one? [REDACTED]. It works."),
    ("Don't use the wiki password. The right one? Docker. It works.", None),
    ("The API key rotated. The new one? In the vault. Kubernetes3 picks it up.", None),  # an answer of words: no value
    # found by a review of those rules: a password after "already logged in", a password on a line shaped as a request,
    # a row of more than sixteen codes, an extended private key, testnet's uncompressed key
    ("이미로그인: Tq8vLm3Rzw", "이미로그인: [REDACTED]"),
    ("The admin password:\nDELETE Qm7x!pLz9 HTTP/1.0", "The admin password:\nDELETE [REDACTED] HTTP/1.0"),
    ("Backup codes from the old phone:\n" + "  ".join(f"{a}x7m-b{b}2k" for a, b in zip("abcdefghijkmnpqrs", "qrstuvwxyzabcdefg")),
     "Backup codes from the old phone:\n" + "  ".join([REDACTED] * 17)),
    ("xprvwpAu5aj6fKtREHhACBAe2yTP3mNqq68sGEaC7EWZdFYYehuj3y66CzUfzc7jCpSj4m3G1saoVDrE3QdaoiDQsMmD9RnhVGHX8UXPsDhTDCR",
     "[REDACTED]"),
    ("9mikC9sGdvM7hUxFcNSEQmgJnPJsYiUGA4cvGHaSGXxfpuP47pE", "[REDACTED]"),
])
def test_rules_from_v126(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    ("KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M", "[REDACTED]"),
    ("cMzQQp8fnzXS1dfjyKJsVFTBBD88TD8PT7F7PL78R4Xj2JeDc1Q9", "[REDACTED]"),  # testnet's
    ("KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7", None),  # 51 characters after `K`: no key's length
    ("KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7Mq", None),
    ("MAvwvQp472sxTRajLcSFdVrG11G38JvjQ1SNUTrvnU2dDHNWPyQj", None),  # no key starts with `M`
    ("5J57Wm4t5R7WmniQy2ZFD3SLf9uff7XCbyRufuRFm6L6FHq6qRpx", None),  # 52 after `5`
    ("Ktkyhoe1dqg1bz7zvyltbx6tngmf7ozgxucu2yjwgbrxmemt2s7m", None),  # one case: no base58 of random bytes
    ("KTKyhoe0dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M", None),  # `0`, `O`, `I` and `l` are no base58 digits
    ("KTKyhoeldQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M", None),
])
def test_a_wallet_import_format_key_at_its_edges(note, expected):
    assert _only(WALLET_PRIVATE_KEY)(note) == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a file the command reads the value from: Vault's and curl's `@file`
    ("The command is `vault kv put secret/qa/billing/smtp password=@smtp_secret.txt`; the lease lasts 1h.", None),
    ("curl -d password=@/run/secrets/db_password https://api.example.com/login", None),
    ("password: @./relay_pass.txt", None),
    ("password=@Quokka7v", "password=[REDACTED]"),
    ("password=@lantern.Moss7", "password=[REDACTED]"),
    # a signed-out user ("비로그인", "미로그인") is no login; an HTTP request's target is a path
    ("비로그인 사용자 요청:\nGET /catalog?page=3 HTTP/2\nHost: shop.example.com", None),
    ("Anonymous login request:\nGET /catalog?page=3 HTTP/1.1\nHost: shop.example.com", None),
    ("미로그인 상태 요청:\nGET /catalog?sort=Pq8x!v2 HTTP/2", None),
    ("The password:\nGET /Pq8x!vLm2", "The password:\nGET [REDACTED]"),  # no request without the protocol's version
    ("로그인 정보:\n/Pq8x!vLm2", "로그인 정보:\n[REDACTED]"),
    # found by a review of those rules: a password that starts with `@` is no file, nor a path of capitals; rows of
    # one pattern or of hex; a class's long name; base64; a setting's value after a key's sentence; a KIS name's word
    ("password=@Summer2024.io", "password=[REDACTED]"),
    ("비밀번호: @qwer7291.kr", "비밀번호: [REDACTED]"),
    ("password=@/Xk9s2Lq", "password=[REDACTED]"),
    ("Opening hours:\n09h30-12h00  13h00-15h30  16h00-18h30  19h00-21h00", None),
    ("Stock:\nSHOE-42BK  BOOT-39BR  SOCK-01WH  HATS-77GR", None),
    ("Ranges:\n3f2a1b-9c8d7e  a1b2c3-d4e5f6  7e8f9a-0b1c2d  4a5b6c-7d8e9f", None),
    ("Renamed LastKnownGoodConfigurationSnapshotMigrationStep2Test to match the module.", None),
    ("MIIB" + "Sn3mWf9+" + "KTKyhoe1dQg1bZ7zvyLTBX6TNGmf7ozgXUcu2YJwGbrxMeMt2s7M" + "/2RqA==", None),
    ("Added the charset key to my.cnf. The value is utf8mb4 everywhere.", None),
    ("Added a new key to the i18n file. The value is welcomeMsg2 for now.", None),
    ("설정 키를 추가함. 값은 gpt4oMini 로 설정.", None),
    ("my_app: KISDevApp01", None),
])
def test_clean_notes_from_v126(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a key given decoded is redacted where the note repeats it percent-encoded, as a URL takes it
    ("# Encoding\nSERVICE_KEY_ENC=jxeqBphtJ8%2F%2F70Lj4L7qTKef7YsXVF%2Bp0eA3RFiwjvOtbh6vxaLVp3dUE7obt1n0RE9n2l\n"
     "# Decoding\nSERVICE_KEY=jxeqBphtJ8//70Lj4L7qTKef7YsXVF+p0eA3RFiwjvOtbh6vxaLVp3dUE7obt1n0RE9n2l",
     "# Encoding\nSERVICE_KEY_ENC=[REDACTED]\n# Decoding\nSERVICE_KEY=[REDACTED]"),
    # a password's word asked about, then answered in a sentence of its own
    ("The admin user is ops_audit. Its password? willow.ember.quartz.fjord.vane.42. Both came from Leah.",
     "The admin user is ops_audit. Its password? [REDACTED]. Both came from Leah."),
    ("Forgot your password? Reset2024 links expire in an hour.", None),  # no answer: the sentence goes on
    # "된 건 X 였음": the one that worked, after the password's sentence; a Korean copula ends the value
    ("위키에 있는 비번은 안 됐음. 된 건 gangnam1994! 였음.", "위키에 있는 비번은 안 됐음. 된 건 [REDACTED]! 였음."),  # its `!` kept, as the sentence's
    ("위키에 있는 비번은 안 됐음. 된 건 재설정 링크였음.", None),
    # a Hangul password alone on its line after the password's sentence; not one inside a sentence
    ("아이디는 analytics. 비번은 별도로 전달받음.\n산토끼달빛7730", "아이디는 analytics. 비번은 별도로 전달받음.\n[REDACTED]"),
    ("아이디는 analytics. 비번은 별도로 전달받음.\n산토끼달빛7730 서버에서 확인", None),
    # a reply in KakaoTalk's export to a question for the key
    ("[나] [오후 3:40] NHN Cloud 키 뭐 쓰면 돼요?\n[강수빈] [오후 3:41] Wq7Ke2Tz\n[강수빈] [오후 3:42] 다른 데 붙이지 마세요",
     "[나] [오후 3:40] NHN Cloud 키 뭐 쓰면 돼요?\n[강수빈] [오후 3:41] [REDACTED]\n[강수빈] [오후 3:42] 다른 데 붙이지 마세요"),
    # a weak password as the whole reply to a question for the password; not one the reply goes on from
    ("에이전트: sftp 비번 뭐 쓰면 돼요?\n김민지: qwerty123", "에이전트: sftp 비번 뭐 쓰면 돼요?\n김민지: [REDACTED]"),
    ("에이전트: sftp 비번 뭐 쓰면 돼요?\n김민지: qwerty123 같은 건 쓰지 마세요", None),
    ("에이전트: sftp 계정 뭐 쓰면 돼요?\n김민지: qwerty123", None),  # a weak word as an account's answer: a user name as likely
    # a code typed to open something; a date is no code
    ("금고 번호 몰랐음.\n81-27-63-09 입력해서 열었음.", "금고 번호 몰랐음.\n[REDACTED] 입력해서 열었음."),
    ("2024-01-15 입력해서 열었음.", None),
    # a code said to be what was used for a PIN, a PUK or a door: four to twelve digits; not a PIN's length or pad
    ("Used 58203917 for the SIM PUK for the test phone; it worked.", "Used [REDACTED] for the SIM PUK for the test phone; it worked."),
    ("I entered 4402 8817 as the door code.", "I entered [REDACTED] as the door code."),
    ("Used 203 for the PIN.", None),
    ("Used 4821 for the PIN.", "Used [REDACTED] for the PIN."),
    ("Used 1212 for the PIN.", "Used [REDACTED] for the PIN."),  # two digits repeated: a code still
    ("Used 482193057261 for the PUK.", "Used [REDACTED] for the PUK."),  # twelve digits
    ("Used 4821930572613 for the PUK.", None),  # thirteen: a number of another kind
    ("Used 2048 for the PIN length.", None),
    ("Used 8080 for the PIN pad service.", None),
    ("We used 2024 for the PIN rollout.", None),
    # a UUID in a key column whose other rows hold generated keys (Coinbase's keys are UUIDs)
    ("| service | key |\n|---|---|\n| Etherscan | lv3pWmi74fMNpPw1mKD6xqbzDzwfwDiV |\n| Coinbase | 5b0d7c3e-2f4a-4e8b-9c61-7a3d2e1f0b94 |",
     "| service | key |\n|---|---|\n| Etherscan | [REDACTED] |\n| Coinbase | [REDACTED] |"),
    ("| key | meaning |\n|---|---|\n| 5b0d7c3e-2f4a-4e8b-9c61-7a3d2e1f0b94 | tenant |", None),
    ("| service | key |\n|---|---|\n| Etherscan | lv3pWmi74fMNpPw1mKD6xqbzDzwfwDiV |\n| Payments | in Vault |",
     "| service | key |\n|---|---|\n| Etherscan | [REDACTED] |\n| Payments | in Vault |"),  # a word in the column stays
    # a Go MySQL DSN's password, words joined by dots too
    ('dsn := "etl_user:orchid.harbor.sparrow@tcp(10.5.243.23:3306)/payments"', 'dsn := "etl_user:[REDACTED]@tcp(10.5.243.23:3306)/payments"'),
    ('dsn := "etl_user:${DB_PASS}@tcp(10.5.243.23:3306)/payments"', None),
])
def test_rules_from_v129(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    ('bw get password "admin-portal staging admin"', None),  # the item Bitwarden's CLI reads
    # found by a review of those rules: a value after the field's word with a setting's separator, or not an item's name;
    # what is typed to open a page, a board's pin, a PIN's use in a test, a factory default, the year "for" a PIN;
    # "Forgot password?" and a browser that worked; a weak password asked about as one to ban; code in a DSN;
    # a key repeated with its slashes left as they are
    ("bw get password: Orca7!tide", "bw get password: [REDACTED]"),
    ("bw get password Orca7!tide", "bw get password [REDACTED]"),
    ("010-1234-5678 입력해서 열었음", None),
    ("포트 8080 입력해서 열었음", None),
    ("used 8080 for the pin on the esp32", None),
    ("Entered 2024 as the year for the PIN.", None),
    ("Used 4821 for the PIN in the test fixture.", None),
    ("We used 0000 for the PIN. It is the factory default.", None),
    ("Forgot password? Settings.Security.Reset. That is the path.", None),
    ("비번 초기화 실패. 된 건 Chrome126 이었음", None),
    ("What password do we ban?\nsara: qwerty123", None),
    ("비번 뭐가 금지돼요?\n김민지: qwerty123", None),
    ("DSN=root:os.Getenv@tcp(db:3306)/app", None),
    ("dsn := app:cfg.DB.Password@tcp(db:3306)/app", None),
    ("KEY=Rt5vLm8Qz2/Hx4Kp7Wn+Bc9Jd3Fg6Ys1Ta0Ue8Vi2Xo\nURL=https://api.example.com/v1?serviceKey=Rt5vLm8Qz2/Hx4Kp7Wn%2BBc9Jd3Fg6Ys1Ta0Ue8Vi2Xo",
     "KEY=[REDACTED]\nURL=https://api.example.com/v1?serviceKey=[REDACTED]"),
])
def test_the_v129_rules_at_their_edges(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


@pytest.mark.parametrize("note, expected", [
    # a key handed over in two pieces: both, when together they make a key (hex too)
    ("The user read the Pipedrive key out in two pieces. The first part is 4e70d708aaa37ce333c101. The second part is 5ef5eb6faffed6cece.",
     "The user read the Pipedrive key out in two pieces. The first part is [REDACTED]. The second part is [REDACTED]."),
    ("The chat client wrapped the ngrok key across two messages: first `V1yhEGTS95kha3jSantr`, then `QiTzcRUFJ0dPvZ`.",
     "The chat client wrapped the ngrok key across two messages: first `[REDACTED]`, then `[REDACTED]`."),
    ("사용자가 Fastly 키를 두 번에 나눠서 줌. 앞은 V1yhEGTS95kha3jSantr 이고 뒤는 QiTzcRUFJ0dPvZ 임.",
     "사용자가 Fastly 키를 두 번에 나눠서 줌. 앞은 [REDACTED] 이고 뒤는 [REDACTED] 임."),
    ("메신저가 Notion 키를 두 메시지로 잘라서 보냄. 앞부분 `V1yhEGTS95kha3jSantr`, 뒷부분 `QiTzcRUFJ0dPvZ`.",
     "메신저가 Notion 키를 두 메시지로 잘라서 보냄. 앞부분 `[REDACTED]`, 뒷부분 `[REDACTED]`."),
    ("The release notes split the key rotation into two parts: first staging, then production.", None),  # words: no key
    # a passphrase of words in a password's place: logged in with it, after a user's flag, in an Oracle login, said to be it
    ("I logged in with maple-fjord-quill (user root) and saw the jobs.", "I logged in with [REDACTED] (user root) and saw the jobs."),
    ("$ cqlsh 10.0.0.7 9042 -u cassandra -p maple-fjord-quill-58", "$ cqlsh 10.0.0.7 9042 -u cassandra -p [REDACTED]"),
    ("mkdir -p logs-archive-old", None),  # no user's flag: a directory
    ("sqlplus airflow/maple.fjord.quill@//10.0.33.87:1521/ORCLPDB1", "sqlplus airflow/[REDACTED]@//10.0.33.87:1521/ORCLPDB1"),
    ("와이파이 비번을 아무도 안 알려줌. 사용자가 maple.fjord.quill 라고 알려줌.", "와이파이 비번을 아무도 안 알려줌. 사용자가 [REDACTED] 라고 알려줌."),
    ("와이파이 비번을 아무도 안 알려줌. 사용자가 공유기 라고 알려줌.", None),
    # a keypad lock (번호키), an alarm's "disarm:", CloudHSM's loginHSM, Firecrawl's keys
    ("사용자 말로는 케이지 번호키가 3814#2096.", "사용자 말로는 케이지 번호키가 [REDACTED]."),
    ("To disarm: 40917253 then OK.", "To disarm: [REDACTED] then OK."),
    ("To disarm: press OK twice.", None),
    ("The user typed: loginHSM CU signer 40917253", "The user typed: loginHSM CU signer [REDACTED]"),
    ("loginHSM CO admin 40917253", "loginHSM CO admin [REDACTED]"),  # a crypto officer, an appliance user too
    ("loginHSM AU app 40917253", "loginHSM AU app [REDACTED]"),
    ("loginHSM PRECO admin 40917253", "loginHSM PRECO admin [REDACTED]"),
    ("loginHSM CU signer", None),  # the password asked for
    # a password that opens with `$` and a digit and goes on with a password's marks: no shell's parameter `$4`
    ("db.internal:5432:app:postgres:$7Kq_Vb(x3?Mw-Lz{p", "db.internal:5432:app:postgres:[REDACTED]"),
    ("password=$1", None),
    ("loginHSM status now 40917253", None),  # no role: no login
    ("fc-57bc9ff74961b0634cb05da798965ea6 - a key that can only read", "[REDACTED] - a key that can only read"),
    # published examples and prose about flags
    ('curl -H "Authorization: Bearer ghp_16C7e42F292c6912E7710c838347Ae178B4a" https://api.github.com/user', None),
    ('const secretKey = "test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R";', None),
    ("Use the password manager; the xkcd example 'correct horse battery staple' must never be used itself.", None),
    ('password = "correct horse battery staple"', 'password = "[REDACTED]"'),
    ("redis-cli -a prints 'Using a password with -a may not be safe'.", None),
    ("`gh secret set NAME` without --body prompts interactively.", None),
    # found by a review of those rules: a passphrase chosen after reading xkcd, a word given as a body, a key that
    # "came in two messages" or two IDs, a user's flag of another tool (`cp -u`, `sudo -u`), a sign-in method, a role's
    # holder said to be someone
    ("Password (xkcd-style, four words) was set to 'velvet lantern ember walrus'",
     "Password (xkcd-style, four words) was set to '[REDACTED]'"),
    ("gh secret set DEPLOY_TOKEN --body opensesame then ran deploy", "gh secret set DEPLOY_TOKEN --body [REDACTED] then ran deploy"),
    ("The key insight came in two messages: first `a1b2c3d4e5f6`, then `0718293a4b5c`.", None),
    ("The key came in two messages: first `a1b2c3d4e5f6`, then `0718293a4b5c`, pasted from a chat.", None),  # said after them
    ("The user sent the key in two messages: first 550e8400-e29b-41d4-a716-446655440000, then 6ba7b810-9dad-11d1-80b4-00c04fd430c8",
     None),
    ("cp -u -p lantern-notes-draft /backup", None),
    ("mkdir -p src-gen-output && sudo -u app make", None),
    ("I logged in with sso-google-workspace", None),
    ("비번 초기화 요청함. 담당자는 kim.min.seok 이라고 알려줌.", None),
])
def test_rules_from_v130_and_v131(note, expected):
    assert sanitize_fields({"missing_context": note})["missing_context"] == (note if expected is None else expected)


def test_a_key_in_base64_encoded_again_under_a_secrets_data():
    key = base64.b64encode(_rng.randbytes(64)).decode()
    text = "data:\n  storage-key: " + base64.b64encode(key.encode()).decode()
    assert sanitize(text) == "data:\n  storage-key: [REDACTED]"


@pytest.mark.parametrize("table, expected", [
    # a Markdown table's password column, the separator row passed over, the cells between the outer bars
    ("| name | password | note |\n|---|---|---|\n| admin | Vq7#tLm2xK | old |", "| name | password | note |\n|---|---|---|\n| admin | [REDACTED] | old |"),
    # `| name | value |` rows: the value of a row named for a secret (its name in backticks too), six characters or more,
    # words joined by dots as well; not the value of a row named otherwise
    ("| name | value |\n|---|---|\n| `DB_PASSWORD` | Qx7!pz |", "| name | value |\n|---|---|\n| `DB_PASSWORD` | [REDACTED] |"),
    ("| name | value |\n|---|---|\n| DB_PASSWORD | Qx7!p |", None),
    ("| name | value |\n|---|---|\n| DB_PASSWORD | harbor.lilac.sparrow |", "| name | value |\n|---|---|\n| DB_PASSWORD | [REDACTED] |"),
    ("| name | value |\n|---|---|\n| BUILD_TAG | Vq7tLm2xK9 |", None),
])
def test_a_markdown_tables_secret_cells(table, expected):
    assert _only(MARKDOWN_TABLE)(table) == (table if expected is None else expected)


@pytest.mark.parametrize("table, expected", [
    # a tab-separated export whose last cell is empty on a row, or whose secret ends the row
    ("user\tpassword\tnote\nadmin\tVq7#tLm2xK\t\nops\tWz4!nRt8pL\tshared\n", "user\tpassword\tnote\nadmin\t[REDACTED]\t\nops\t[REDACTED]\tshared\n"),
    ("user\tpassword\nadmin\tVq7#tLm2xKX\n", "user\tpassword\nadmin\t[REDACTED]\n"),
])
def test_a_delimited_tables_secret_cells(table, expected):
    assert _only(DELIMITED_TABLE)(table) == expected


@pytest.mark.parametrize("text, expected", [
    # the flags of commands that take no password: parents, a setting, an interpreter's expression, an agent's prompt
    ("mkdir -p tools/icu/patches/63/source/", None),
    ("sudo sysctl -w net.ipv6.conf.lo.disable_ipv6=0", None),
    ('node -p "Boolean(process.stdin.isTTY)"', None),
    ("node --inspect -p 'inspector.url()'", None),
    ("node -p crypto.constants.defaultCoreCipherList", None),
    ("node -p process.versions.v8", None),
    # SASL's mechanisms after `AUTH`, and a word after one; what follows a mechanism is its encoded credential
    ("Supports AUTH PLAIN/LOGIN between Authen::SASL::Cyrus and AUTH PLAIN/LOGIN.", None),
    ("the relay offers AUTH CRAM-MD5,DIGEST-MD5 only", None),
    ("AUTH XOAUTH2 fails with 535", None),
    ("AUTH PLAIN AGFkbWluAHMzY3IzdA==", "AUTH PLAIN [REDACTED]"),
    ("redis-cli AUTH default Xk9mP2qLw", "redis-cli AUTH default [REDACTED]"),
    ("AUTH LOGIN/Xk9mP2qL", "AUTH [REDACTED]"),
    # a Sphinx role after "pass", where the value's split starts inside the role; literal text's roles hold a value
    ("If you're implementing a client, pass :data:`h11.CLIENT`.", None),
    ("Pass :meth:`peek` instead.", None),
    ("pass :code:`Xk9mP2qL`", "pass :[REDACTED]`"),
    ('GEMINI_SANDBOX=docker gemini -s -p "run the test suite"', None),
    ('claude -p "fix the failing test"', None),
    # ... but a script's own flags after the interpreter are the script's
    ("node seed.js -u admin -p 'Ocean!seoul31'", "node seed.js -u admin -p '[REDACTED]'"),
    # prose about a name in a code span; SQL quotes its password with `'` (or a password's shape in backticks)
    ("Removes the directory identified by `path`.", None),
    ("Thrown, identified by `code: 'ERR_INVALID_HTTP_TOKEN'`.", None),
    ("create user app identified by `Summer2024!`;", "create user app identified by `[REDACTED]`;"),
    # the types a parameter takes; a password with a bar and no type's name in it is still one
    ("* `password` {string|ArrayBuffer|Buffer|TypedArray|DataView}", None),
    ("Returns: {Object} in the form `{ psk: <Buffer|TypedArray|DataView>, identity: <string> }`", None),
    ("password: Tr0ub|Dor9x", "password: [REDACTED]"),
    # a constructor call; the argument it is given may be the password
    ("const pass = new PassThrough();", None),
    ("const password = new Password('r0sebud');", "const password = new Password('[REDACTED]');"),
    # Markdown's bold around a label, or cut in half by a value's edge; a word in bold alone may be the password
    ("  - **Description:** Show the signed-in user's identity.\n  - **Default:** `true`", None),
    ("- **Linux / macOS:** Must be owned by `root` and not writable by the group that holds the key.", None),
    ("How would you like to authenticate? select **1. Sign in with Google**.", None),
    ("The Wi-Fi password is **Sunflower42!**", "The Wi-Fi password is [REDACTED]"),
    ("password: michaellove**", "password: [REDACTED]"),
    # an account elsewhere, a protocol: what a login "with" or "using" names that is no password
    ('not available when using "Sign in with Google".', None),
    ("I logged in with GitHub.", None),
    ("UNDICI 16241: connected to nodejs.org using https:h1", None),
    ("I logged in with hunter2!x", "I logged in with [REDACTED]"),
    # an IPv6 address is no `.pgpass` line; a protocol's version no Basic credentials
    ('// address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c" family: IPv6', None),
    ("db.example.com:5432:app:admin:Xk9mP2qL7v", "db.example.com:5432:app:admin:[REDACTED]"),
    ("A basic HTTP/1.1 client, mapped on top of a single socket.", None),
    # what is echoed into a command that reads no password (`process.stdin` is a property; the code span ends the command)
    ('echo "foo" | node -p "Boolean(process.stdin.isTTY)"', None),
    ('Run `echo "Summarize this" | gemini` and verify it processes stdin.', None),
    ("echo 'Xk9#mP2q' | docker login -u ci --password-stdin", "echo '[REDACTED]' | docker login -u ci --password-stdin"),
    # HPKP's directive, a Markdown link's anchor, C++'s scopes
    ("// Pin the public key, similar to HPKP pin-sha256 pinning", None),
    ("  * [3. A publicly listed GPG key](#3-a-publicly-listed-gpg-key)\n  * [6. Propose release on GitHub](#6-propose-release-on-github)", None),
    ("Assertion failed in node::http2::Http2Session::~Http2Session() leads to a crash", None),
    ("  - [Private Key Import (PKCS #8)](docs/key/import/functions/importPKCS8.md)", None),
    # MSBuild's properties; a password property's value is still redacted, and a password switch's
    ("dotnet test /p:CollectCoverage=true /p:CoverletOutputFormat=opencover", None),
    ("dotnet build /p:Configuration=Release", None),
    ("msbuild app.sln /p:Password=Xk9mP2qL7v", "msbuild app.sln /p:[REDACTED]"),
    ("xfreerdp /u:bob /p:Xk9mP2qL7v /v:host", "xfreerdp /u:bob /p:[REDACTED] /v:host"),
    # a logger's list of paths to redact names secrets; a name and its value as two arguments give one
    ("const redact = slowRedact({ paths: ['password', 'user.secret'], remove: true })", None),
    ("define('DB_PASSWORD', 'Xk9mP2qL7v');", "define('DB_PASSWORD', '[REDACTED]');"),
    # a docstring's arguments describe the password; a line's words without the password's word may be one
    ("Args:\n    user: Database user (default: current user).\n    password: Database password (default: None).", None),
    ("Args:\n    username: HTTP Basic Auth username.\n    password: HTTP Basic Auth password.", None),
    ("password: correct horse battery 42\nhost: db", "password: [REDACTED]\nhost: db"),
    # a type annotation; a word in capitals after a password's name is still one
    ("class User(BaseModel):\n    username: str\n    password: SecretBytes", None),
    ("    api_key: Optional[SecretStr] = None", None),
    ("Pair it with a `session_id: SessionId` argument.", None),
    ("password: SunflowerKey", "password: [REDACTED]"),
    # Sphinx's cross-references, a version requirement; a password with `>=` and no version's dots is one
    ("JWTIntrospectionEndpoint inherits from :class:`~authlib.oauth2.rfc7662.IntrospectionEndpoint` and the token", None),
    ("The token MUST implement\n:meth:`~authlib.oauth2.rfc6749.TokenMixin.check_client`. Requests", None),
    ("It landed after our minimum pin (``starlette>=0.41.3``); inline until then.", None),
    ("password: Abc>=1234", "password: [REDACTED]"),
])
def test_documentation_that_names_credentials_keeps_its_text(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # object IDs and keys of tables: a Stripe account's ID beside "account" (an unknown ID after a password's word stays one),
    # DynamoDB's `entity#ULID`, a stack frame's method, an image's tag after "pin"
    ({"lesson": "Connect 지급이 엉뚱한 연결 계정(acct_1Q2w3E4r5T6y7U8i)으로 감."}, None),
    ({"lesson": "SNMP v2c community is mon_Qw3rTy7UiOp9, read-only."}, {"lesson": "SNMP v2c community is [REDACTED], read-only."}),
    ({"lesson": "Nobody said the partition key is the tenant: PK=tenant#acme, SK=invoice#01HZX3K9QW8ER7TY6V5P4N3M2B."}, None),
    ({"lesson": "The token check panicked:\ngoroutine 7 [running]:\nmain.(*Server).HandleLogin(0xc0001a2b3c, {0x1f2e3d4, 0xc0004d5e6f})"}, None),
    ({"lesson": "The login change touched password handling and nobody said why:\nif !argon2.CompareHashAndPassword(req.Password, user.Hash) {"}, None),
    ({"lesson": "docker login icn.ocir.io -u 'ns/oracleidentitycloudservice/ops@acme.io' -p 'Cj:4.rFb3C0xTIvkV(b;'"},
     {"lesson": "docker login icn.ocir.io -u 'ns/oracleidentitycloudservice/ops@acme.io' -p '[REDACTED]'"}),
    ({"lesson": "Pin deployments by digest; `:latest` and even `:v2.41.3` were re-pushed after a hotfix."}, None),
    # keys their vendors ship to every app or page: an Android app's `current_key`, Web Push's public key, Rollbar's browser
    # snippet, Shopify's Storefront token; the same shapes under other names stay redacted
    ({"lesson": '"api_key": [\n  {\n    "current_key": "AIzaSycVz7SPu-s5q4m8-57buobur5jCO7UndCG"\n  }\n],'}, None),
    ({"lesson": '"gemini_api_key": "AIzaSycVz7SPu-s5q4m8-57buobur5jCO7UndCG"'}, {"lesson": '"gemini_api_key": "[REDACTED]"'}),
    ({"lesson": "The secret scanner flagged it:\napplicationServerKey: urlBase64ToUint8Array("
               "'Ba2o3LcMHRMTw-mXu3xDyxfZugUAMhQluZJRFVoaCpZrnbhCb4U2bfj8qvkjHWXVy3lOh3GrwAtl8qoRVDlF9zE')"}, None),
    ({"lesson": '_rollbarConfig = { accessToken: "1092facef1f45fd2f65dbb0587464b49", captureUncaught: true };'}, None),
    ({"lesson": 'Rollbar.init({ accessToken: "1092facef1f45fd2f65dbb0587464b49" });'}, {"lesson": 'Rollbar.init({ accessToken: "[REDACTED]" });'}),
    ({"lesson": "const client = createStorefrontApiClient({\n  publicAccessToken: '278f2b14dc3d4249bf3bbcdc5e742d36',\n});"}, None),
    ({"lesson": "const client = createStorefrontApiClient({\n  privateAccessToken: '278f2b14dc3d4249bf3bbcdc5e742d36',\n});"},
     {"lesson": "const client = createStorefrontApiClient({\n  privateAccessToken: '[REDACTED]',\n});"}),
    # Mailgun's documented key (another key of its shape is a key); a Checkout Session's ID (a `live_` key is one)
    ({"lesson": "curl -s --user 'api:key-3ax6xnjp29jd6fds4gc373sgvjxteol0' https://api.mailgun.net/v3/samples.mailgun.org/messages"}, None),
    ({"lesson": "curl -s --user 'api:key-3de610ec6497ce539f473d0fc4f0e840' https://api.mailgun.net/v3/mg.acme.io/messages"},
     {"lesson": "curl -s --user 'api:[REDACTED]' https://api.mailgun.net/v3/mg.acme.io/messages"}),
    ({"lesson": "https://checkout.stripe.com/c/pay/cs_live_1iSHG5zSDGyNtrADJhd0bH29jxLlny7F4qxmUeOvImaj2xBDWXgRLWem"}, None),
    ({"lesson": "key=live_1iSHG5zSDGyNtrADJhd0bH29jxLlny7F"}, {"lesson": "key=[REDACTED]"}),
    # a restic repository; a blocklist's examples (a password in brackets elsewhere is one)
    ({"lesson": "`restic -r s3:s3.amazonaws.com/acme-backups --password-file /etc/restic/pass snapshots` runs nightly."}, None),
    ({"lesson": "weak-password blocklist (Summer2024!, Welcome1x, Qwerty1234) 로 검사함."}, None),
    ({"lesson": "The password (Welcome123, set by IT) expires."}, {"lesson": "The password ([REDACTED], set by IT) expires."}),
])
def test_clean_notes_from_v132_and_v133(fields, expected):
    fields = {name: fields.get(name, "") for name in ("missing_context", "lesson", "ask_next_time")}
    assert sanitize_fields(fields) == (fields if expected is None else {**fields, **expected})


@pytest.mark.parametrize("fields, expected", [
    # a personal access token under a kebab-case name's `-pat`
    ({"lesson": "billing.api.azure-devops-pat=y22d3sxrfhyevy74obu4oxspyyvykq7i23c7ay64ntx3wtgr5gig"},
     {"lesson": "billing.api.azure-devops-pat=[REDACTED]"}),
    # "set X as the password", where `=` inside it makes no setting; base64's padding still ends a cursor's setting
    ({"lesson": "I set tx4=Bq=ve=M8rw as the temporary password for the new test user."},
     {"lesson": "I set [REDACTED] as the temporary password for the new test user."}),
    ({"lesson": "The list endpoint returns nextPageToken=eyJpZCI6NDJ9==; it's an opaque cursor, not an auth token."}, None),
    # a safe's code (not code that is safe)
    ({"lesson": "Kenji: the office safe code is 58302917."}, {"lesson": "Kenji: the office safe code is [REDACTED]."}),
    ({"lesson": "Use safe code review practices: 2 reviewers, 24 hours."}, None),
    # the field after a password's sentence: "<value> 임." alone (six digits or more), or what someone told
    ({"missing_context": "경보기 비번이 필요했는데 아무도 안 알려줌.", "lesson": "739104628 임. 분기마다 바뀜."},
     {"lesson": "[REDACTED] 임. 분기마다 바뀜."}),
    ({"missing_context": "경보기 비번 정책이 바뀜.", "lesson": "2024 임. 분기마다 바뀜."}, None),
    ({"missing_context": "경보기 비번 정책이 바뀜.", "lesson": "20240312 임. 분기마다 바뀜."}, None),
    ({"missing_context": "금고 비밀번호는 문서에 없었음.", "lesson": "현우님이 알려줌: 58-21-07. 세 번 틀리면 잠김."},
     {"lesson": "현우님이 알려줌: [REDACTED]. 세 번 틀리면 잠김."}),
    # MinIO's user and its secret key; an API key as Basic's user with `X` for a password; Twilio's factory
    ({"lesson": "mc admin user add prod reports 'Tq7!vL2#pX9m'"}, {"lesson": "mc admin user add prod reports '[REDACTED]'"}),
    ({"lesson": "mc admin user add prod reports"}, None),
    ({"lesson": "curl -u Kq8vN2xR5tY7wZ3p:X https://acme.freshdesk.com/api/v2/tickets"},
     {"lesson": "curl -u [REDACTED]:X https://acme.freshdesk.com/api/v2/tickets"}),
    ({"lesson": "curl -u admin:X https://acme.freshdesk.com/api/v2/tickets"}, None),
    ({"lesson": "const client = require('twilio')('AC3de610ec6497ce539f473d0fc4f0e840', '278f2b14dc3d4249bf3bbcdc5e742d36');"},
     {"lesson": "const client = require('twilio')('AC3de610ec6497ce539f473d0fc4f0e840', '[REDACTED]');"}),
])
def test_rules_from_v132_and_v133(fields, expected):
    fields = {name: fields.get(name, "") for name in ("missing_context", "lesson", "ask_next_time")}
    assert sanitize_fields(fields) == (fields if expected is None else {**fields, **expected})


@pytest.mark.parametrize("text, expected", [
    # a password client named after the tool that takes no password runs its own command; an interpreter's flag takes
    # an expression in quotes, a password unquoted is one
    ("mkdir -p /var/backups then mysqldump -u root -p Tr0ub4dor&3 app", "mkdir -p /var/backups then mysqldump -u root -p [REDACTED] app"),
    ("install the client, then mysql -u root -p Tr0ub4dor&3", "install the client, then mysql -u root -p [REDACTED]"),
    ("cp a b then myapp -p 'S3cret!x'", "cp a b then myapp -p '[REDACTED]'"),
    # the exempt name must be the command's, not a flag's value; and the value what the command takes there
    ("mysql -u node -p 'Tr0ub4dor&3x' app", "mysql -u node -p '[REDACTED]' app"),
    ("node -p 'Tr0ub4dor&3x'", "node -p '[REDACTED]'"),
    ("cp -p Tr0ub4dor&3x file", "cp -p [REDACTED] file"),
    ("node --inspect -p Tr0ub4dor&3", "node --inspect -p [REDACTED]"),
    ("node -p Summer.2024", "node -p [REDACTED]"),
    ("node -p P4ss.w0rd!", "node -p [REDACTED]"),
    ("npx tsx -p 'console.log(1)'", None),
    # SQL in backticks is still SQL unless the value is a name
    ("create user app identified by `changeme123`", "create user app identified by `[REDACTED]`"),
    ("alter user bob identified by `correct horse battery`", "alter user bob identified by `[REDACTED]`"),
    ("create user bob identified by `correcthorse`", "create user bob identified by `[REDACTED]`"),
    # a Web Deploy password as an MSBuild property
    ("dotnet publish /p:Password=hunter2pass", "dotnet publish /p:[REDACTED]"),
    # a blocklist's brackets, not a rotation's ("was …, now …") nor any bracket after "weak"
    ("User's weak pw got rotated (was Summer2024!, now Kx9#mQ2zLp4w)", "User's weak pw got rotated (was [REDACTED], now [REDACTED])"),
    ("weak creds fixed (admin, Kx9#mQ2zLp4w)", "weak creds fixed (admin, [REDACTED])"),
    ("Banned passwords (Welcome123, Qwerty123456) are refused.", None),
    ("common passwords (Tr0ub4dor&3x, which is also our admin password)", "common passwords ([REDACTED], which is also our admin password)"),
    # a bar with one type's name, a version's signs in a password, a role's colons, a link's half, a repository's prefix
    ("wifi password: Map|Compass7", "wifi password: [REDACTED]"),
    ("password: Love>=3.14!", "password: [REDACTED]"),
    ("root password is Welcome==2024.1", "root password is [REDACTED]"),
    ("mysql:password:`Tr0ub4dor&3`", "mysql:password:`[REDACTED]`"),
    ("password: Tr0ub](#ab-cd", "password: [REDACTED]"),
    ("PASSWORD=s3:Tr0ub4dor", "PASSWORD=[REDACTED]"),
    ("RESTIC_PASSWORD=s3:Xk9mQ2zP7/abc", "RESTIC_PASSWORD=[REDACTED]"),
    ("The password is string|null|Xk9mQ2zP", "The password is [REDACTED]"),
    ("The admin password is :code:`Tr0ub4dor&3x`", "The admin password is :code:`[REDACTED]`"),
    ("The SNMP community is in_UyJGyGluZ7abcd", "The SNMP community is [REDACTED]"),
    # Markdown's bold: a label opens its line, a half needs the other on the line
    ("password: **Sunflower", "password: [REDACTED]"),
    ("password: **Sunflower:**", "password: [REDACTED]"),
    ("* **Supported authentication methods**: granular access tokens", None),
    # a type named after its field, not a word with a type's ending; an account elsewhere, not one in quotes
    ("password: SummerId", "password: [REDACTED]"),
    ("I logged in with Google!", "I logged in with [REDACTED]"),
    ("logged in with 'SSO'", "logged in with '[REDACTED]'"),
    # a docstring's description opens with a capital; a passphrase holding the word does not
    ("password: correct horse battery password\nhost: db", "password: [REDACTED]\nhost: db"),
    ("Password: Winter Password Sunrise\nhost: db", "Password: [REDACTED]\nhost: db"),
    # a shell variable with digits inside is one; a logger's name in Node's factory call is no key; a date is no code
    ("DB_PASSWORD=$md5hash1", None),
    ("const debug = require('debug')('myAppServerHttpHandler')", None),
    # an IPv6 address has eight groups; a `.pgpass` line of hex-looking fields is one
    ("db:5432:ab:ad:face:b00c", "db:5432:ab:ad:[REDACTED]"),
    # Rollbar's browser token only, not the snippet's other values
    ("var _rollbarConfig = {\n accessToken: 'pub',\n dbPassword: 'hunter2pass'\n};",
     "var _rollbarConfig = {\n accessToken: 'pub',\n dbPassword: '[REDACTED]'\n};"),
])
def test_the_documentation_rules_at_their_edges(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # a docstring's description of a password: its word ends it or its clause, or a bracket follows it
    ("password: Database password, rotated yearly.\nhost: db", None),
    ("password: Database password (Vault).\nhost: db", None),
    # words without the password's word, set with `=`, are the password
    ("db.password=Correct Horse Battery\nhost: db", "db.password=[REDACTED]\nhost: db"),
    # a flag with no command named before it; an interpreter's name as another command's argument
    ("  --verbose -p 'Tr0ub4dor&3x'", "  --verbose -p '[REDACTED]'"),
    ("mysql -u node -p 'tundra pepper 42'", "mysql -u node -p '[REDACTED]'"),
    ("mycli node -p 'tundra pepper 42'", "mycli node -p '[REDACTED]'"),
    # SQL's IDENTIFIED BY in capitals takes the value in backticks; a name in prose may have a capital
    ("It is IDENTIFIED BY `gatekeeper`", "It is IDENTIFIED BY `[REDACTED]`"),
    ("Removes the entry identified by `Name`.", None),
])
def test_the_exemptions_for_descriptions_and_commands_at_their_edges(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # a blocklist's examples are the items of its open bracket on the value's line: not after it closed, nor across a line
    ("Banned passwords (Welcome1x, Qwerty1234) are refused; the admin password is Xk9#mQ2zLp4w, set by IT).",
     "Banned passwords (Welcome1x, Qwerty1234) are refused; the admin password is [REDACTED], set by IT)."),
    ("Banned passwords (Welcome1x, Xk9#mQ2zLp4w\nare refused).", "Banned passwords ([REDACTED], [REDACTED]\nare refused)."),
    ("Banned passwords (Welcome1x, Qwerty1234) were set; the new policy applies.", None),  # its rotation words are its own
    # a type union: two known types are enough when they are half the parts, the rest types' names in words
    ("* `password` {string|Buffer}", None),
    ("* `password` {string|Buffer|KeyObject|CryptoKey}", None),
    ("password: string|Buffer|KeyObject|CryptoKey", None),
    ("password: string|Buffer|KeyObject|Crypto9Key", "password: [REDACTED]"),
    ("password: string|null|Alpha|Beta|Gamma", "password: [REDACTED]"),
])
def test_blocklists_and_type_unions_at_their_edges(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("fields, expected", [
    # redis.conf's example password; a password of that shape otherwise is one
    ({"lesson": "The config ships with `# requirepass foobared` commented out; leave it."}, None),
    ({"lesson": "requirepass foobared2x"}, {"lesson": "requirepass [REDACTED]"}),
    # a hex key of 25 to 31 digits near a password's word (24 is MongoDB's ObjectId, which names a user)
    ({"lesson": "use this one: [REDACTED] / b4a945bbbc0691372184c1e0b7d747; the credentials are Plaid's."},
     {"lesson": "use this one: [REDACTED] / [REDACTED]; the credentials are Plaid's."}),
    ({"lesson": "Reset the password of user 64f1c2a9b3e4d5f6a7b8c9d0 in the admin console."}, None),
    # a signing secret set as an environment variable may be words; a name of that shape under another name stays
    ({"lesson": "원래 값으로 복구:\nJWT_SECRET=igloo-pickle-jigsaw-walrus"}, {"lesson": "원래 값으로 복구:\nJWT_SECRET=[REDACTED]"}),
    ({"lesson": "export APP_SECRET_KEY=coral-puzzle-velvet"}, {"lesson": "export APP_SECRET_KEY=[REDACTED]"}),
    ({"lesson": "CACHE_KEY=order-events-dlq\nSECRET_NAME=billing-api-prod"}, None),
    ({"lesson": "JWT_SECRET=change-me-in-prod"}, None),
    # the other half of a pair: a token's ID beside the token's secret, Atlas's eight letters beside its private key
    ({"lesson": "MUX_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nMUX_TOKEN_SECRET=yCx5VHckO0rJ0t16fB9bghWFAZGE5ROMTGzU6o9dxfo7FD"},
     {"lesson": "MUX_TOKEN_ID=[REDACTED]\nMUX_TOKEN_SECRET=[REDACTED]"}),
    ({"lesson": "MUX_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nMUX_ENV=staging"}, None),
    ({"lesson": 'ATLAS_PUBLIC_KEY = "xhflgzzu"\nATLAS_PRIVATE_KEY = "72de1dc7-723e-43a7-bebc-30de75701dd6"'},
     {"lesson": 'ATLAS_PUBLIC_KEY = "[REDACTED]"\nATLAS_PRIVATE_KEY = "[REDACTED]"'}),
    ({"lesson": 'ATLAS_PUBLIC_KEY = "xhflgzzu"\nATLAS_PROJECT = "billing"'}, None),
    # a password handed over after the user's name with "pass"; "pass" the verb, with a name before it, stays
    ({"lesson": "[10:23 AM] Marco: user is report_ro, pass tundra_fennel_river_sparrow_olive_206"},
     {"lesson": "[10:23 AM] Marco: user is report_ro, pass [REDACTED]"}),
    ({"lesson": "user is report_ro, pass tundra_fennel_river_sparrow_olive_206 to log in"},
     {"lesson": "user is report_ro, pass [REDACTED] to log in"}),
    ({"lesson": "For the user record, pass max_retry_count_three along to the worker."}, None),
    ({"lesson": "user admin, pass skip_checks_on_save to create()"}, None),
    # "It is X" after the password's sentence, its clause ended by a dash
    ({"missing_context": "The build machine password is a Korean word typed on the English layout.",
      "lesson": "It is qkekEkfrl486 — type it exactly like that."},
     {"lesson": "It is [REDACTED] — type it exactly like that."}),
    ({"lesson": "The password rule changed. It was 2024-11-03 — a Sunday."}, None),
    # an alarm's code keyed in, in the alarm's sentence
    ({"lesson": "야간에 경비 해제하려면 패널에 2936-4404 입력."}, {"lesson": "야간에 경비 해제하려면 패널에 [REDACTED] 입력."}),
    ({"lesson": "세콤 해제는 현관 패널에 5821# 누르면 됨."}, {"lesson": "세콤 해제는 현관 패널에 [REDACTED] 누르면 됨."}),
    ({"lesson": "For the server room door code, punch in 2936-4404 on the panel."},
     {"lesson": "For the server room door code, punch in [REDACTED] on the panel."}),
    ({"lesson": "경비 해제 패널 펌웨어 2024-11 버전으로 업데이트함."}, None),
    # an app password pasted without its groups: sixteen random letters after its words, not a word, a mask or the alphabet
    ({"lesson": "SMTP relay: smtp.office365.com:587 / scanner@acme.io / app password qzkvtmwpbrlxnhjd"},
     {"lesson": "SMTP relay: smtp.office365.com:587 / scanner@acme.io / app password [REDACTED]"}),
    ({"lesson": "앱 비밀번호: fsjwifjcymuvflxw"}, {"lesson": "앱 비밀번호: [REDACTED]"}),
    ({"lesson": "The app password responsibilities are documented; app password: xxxxxxxxxxxxxxxx, app password abcdefghijklmnop."}, None),
    # a chat message saying the password changed, then the same person's message holding it (not another person's)
    ({"lesson": "[18:26] 박팀장: 시놀로지 비번 바뀌었어요\n[18:27] 박팀장: Rowing@318"},
     {"lesson": "[18:26] 박팀장: 시놀로지 비번 바뀌었어요\n[18:27] 박팀장: [REDACTED]"}),
    ({"lesson": "[09:00] Ana: the wifi password changed today\n[09:01] Bo: Sunflower42!"}, None),
    ({"lesson": "[09:00] Ana: the password changed, see the vault\n[09:01] Ana: release-2024-11"}, None),
    # an OpenVPN auth file after a blank line
    ({"lesson": "The VPN credentials live in auth.txt:\n\netl_user\nbadger4417"},
     {"lesson": "The VPN credentials live in auth.txt:\n\netl_user\n[REDACTED]"}),
    # a setting quoted whole in a list (`docker inspect`'s environment): its quote ends the value
    # (judged up to that quote, replaced to the run's end as before)
    ({"lesson": '["PATH=/usr/bin","DB_PASSWORD=rocket_purple_puzzle49","NODE_ENV=production"]'},
     {"lesson": '["PATH=/usr/bin","DB_PASSWORD=[REDACTED]"]'}),
    ({"lesson": '["DB_PASSWORD=rocket_purple_puzzle49","STRIPE_SECRET_KEY=[REDACTED]"]'}, {"lesson": '["DB_PASSWORD=[REDACTED]"]'}),
    ({"lesson": '["A=1","DB_PASSWORD=${DB_PASSWORD}","K=1"]'}, None),
    # "the one in use is X" after a key's sentence (not a version)
    ({"lesson": "The sandbox Plaid key isn't documented. The one in use is 6e21f0c94b7d8a3e5f1c2b9d0a7e4c, and it is old."},
     {"lesson": "The sandbox Plaid key isn't documented. The one in use is [REDACTED], and it is old."}),
    ({"lesson": "The Plaid key changed. The one in use is v2, and it works."}, None),
    # Bugsnag's notifier key only sends errors (a key in another call stays a key); a public key in DER (DKIM's `p=`)
    ({"lesson": "Bugsnag.start({ apiKey: '30997d6fc164ec378f3240d218bb5b10' });"}, None),
    ({"lesson": "Sentry.init({ apiKey: '30997d6fc164ec378f3240d218bb5b10' });"}, {"lesson": "Sentry.init({ apiKey: '[REDACTED]' });"}),
    ({"lesson": 'Value I checked:\ndkim._domainkey.acme.io TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvxXFPh0SdO6eKEKEOzHCipd1j"'},
     None),
    ({"lesson": "Value I checked:\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4"},
     {"lesson": "Value I checked:\n[REDACTED]"}),
])
def test_rules_from_v135_and_v136(fields, expected):
    fields = {name: fields.get(name, "") for name in ("missing_context", "lesson", "ask_next_time")}
    assert sanitize_fields(fields) == (fields if expected is None else {**fields, **expected})


# BIP-39's test vector (entropy 0x7f…), and phrases of 12, 15 and 24 words made from other entropy, each with its checksum
SEED_12 = "legal winner thank year wave sausage worth useful legal winner thank yellow"
SEED_12B = "rebuild guitar fragile hotel arrest explain pistol gesture spatial click flash silly"
SEED_15 = "combine elite broom purse abandon daughter dial height fault exit three parrot length ahead please"
SEED_24 = ("digital royal often monkey post soul clown solid gym skate universe settle\n"
           "collect arrive carry inherit organ grape trick state boy emotion rack move")


@pytest.mark.parametrize("text, expected", [
    # 12 to 24 of BIP-39's words ending in the phrase's checksum, with no word before them that names a seed phrase
    (f"결국 이걸로 해결함:\n{SEED_12}", "결국 이걸로 해결함:\n[REDACTED]"),
    (f"Found it in the old repo: {SEED_12B}", "Found it in the old repo: [REDACTED]"),
    (SEED_15, "[REDACTED]"),
    (SEED_24, "[REDACTED]"),  # over two lines
    # a few of the run's words before or after it are not the phrase's: "seed", "was the backup"
    (f"seed\n{SEED_12}\nsaved in the vault too", "seed\n[REDACTED]\nsaved in the vault too"),
    (f"old words {SEED_12B} was the backup", "old words [REDACTED] was the backup"),
    # not one word off the list, nor a word changed (the checksum fails) where other words share its lines, nor eleven
    (SEED_12.replace("sausage", "sausages"), None),
    (f"the list: {SEED_12.replace('wave', 'wait')}", None),
    (f"we then also said that {SEED_12}", "we then also said that [REDACTED]"),
    (f"we then also said that {SEED_12.replace('wave', 'wait')}", None),
    (SEED_12.rsplit(" ", 1)[0], None),
    # alone on its lines, the whole run of the list's words is taken, its checksum right or not (one word changed by hand);
    # twelve everyday words of the list after a Makefile's `.PHONY:` are not (their last word holds no checksum)
    (f"- {SEED_12.replace('wave', 'wait')}\n(the old wallet)", "- [REDACTED]\n(the old wallet)"),
    (".PHONY: test build clean install update release copy move remove check save load", None),
    # Hardhat's and Anvil's development mnemonic is public
    ("The scanner flagged `test test test test test test test test test test test junk` in a fixture.", None),
])
def test_a_seed_phrase_without_its_name(text, expected):
    assert BIP39_PHRASE.sub(_redact_bip39_phrase, text) == (text if expected is None else expected)
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # a setting quoted whole is judged up to a quote the list or the object goes on after, and replaced to the run's end:
    # a quote inside the value, escaped, doubled or not, leaves no part of it
    ('["NODE_ENV=production","DB_PASSWORD=Xk9\\"pQ2mZ7wR4vT","K=1"]', '["NODE_ENV=production","DB_PASSWORD=[REDACTED]"]'),
    ("$env:DB = 'DB_PASSWORD=Xk9''),pQ2mZ7vL'", "$env:DB = 'DB_PASSWORD=[REDACTED]'"),
    ("'token=ghx_Zq8'],wR4tY6uIo9pA'", "'token=[REDACTED]'"),
    ("cmd: ['sh','-c','PGPASSWORD=Xk9pQ2'mZ7wR4vT psql']", "cmd: ['sh','-c','PGPASSWORD=[REDACTED] psql']"),
    ("- 'DB_PASSWORD=Xk9pQ2'mZ7wR4vT'", "- 'DB_PASSWORD=[REDACTED]'"),
    ("'password=Xk'9pQ2mZ7wR4vT", "'password=[REDACTED]"),
    # Bugsnag's notifier key has its shape: another vendor's key in its place stays a secret
    ("Bugsnag.start({ apiKey: 'AKIAZ3MSJV4ABCDEFGHQ' })", "Bugsnag.start({ apiKey: '[REDACTED]' })"),
    # a Sphinx role's target after "pass" is a name only when it reads as one
    ("pass :data:`Xk9pQ2mZ7wR4`", "pass :[REDACTED]`"),
    ("pass :data:`hunter2`", "pass :[REDACTED]`"),
    # SASL's mechanisms only after AUTH; Redis's `AUTH user password` takes a password in lower case
    ("AUTH alice correcthorsebattery", "AUTH alice [REDACTED]"),
    ("masterauth EXTERNAL", "masterauth [REDACTED]"),
    # a token's UUID beside a token (not a token's secret) is a session's or a request's ID
    ("SESSION_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nSESSION_TOKEN=yCx5VHckO0rJ0t16fB9bghWFAZGE5ROMTGzU6o9dxfo7FD",
     "SESSION_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nSESSION_TOKEN=[REDACTED]"),
    # an app password's letters come right after its words; a signing secret's words are not a resource's name nor prose;
    # "user" and a name need "is", ":" or "=" between for "pass" to hand over words
    ("Use an app password for wordpressplugins and thunderbirdsmtps.", None),
    ("TLS_SECRET=ingress-nginx-tls\nNEXTAUTH_SECRET=see-the-wiki", None),
    ("for each user object, pass skip_validation_check", None),
    # a second review: a lower-case word after a SASL mechanism is a password; a role's word target only a method's or a
    # function's; an unquoted `-p` value only a JavaScript runtime's global property; redis' example only commented out
    ("AUTH LOGIN hunterpassword", "AUTH LOGIN [REDACTED]"),
    ("pass :ref:`letmein`", "pass :[REDACTED]`"),
    ("node -p acme.Admin2024\nperl -p s3cret.Pass_word", "node -p [REDACTED]\nperl -p [REDACTED]"),
    ("REDIS_PASSWORD=foobared", "REDIS_PASSWORD=[REDACTED]"),
    # a settings word named public beside a private half; a token's ID beside a secret that is not the token's
    ('"public": "readonly",\n"secret": "72de1dc7-723e-43a7-bebc-30de75701dd6"', '"public": "readonly",\n"secret": "[REDACTED]"'),
    ("RUN_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nRUN_SECRET=yCx5VHckO0rJ0t16fB9bghWFAZGE5ROMTGzU6o9dxfo7FD",
     "RUN_TOKEN_ID=3801da10-431d-46ae-8990-41d3161268fa\nRUN_SECRET=[REDACTED]"),
    # "pass" the verb before "when"; a short hex run that a commit's word names
    ("user is admin, pass skip_tls_verify_flag when calling", None),
    ("password change in commit 3f9a2c7b1e8d4f6a0b5c9d2e7f1a8b", None),
    # prose made of BIP-39's words: more than one word in six is prose's
    ("TODO: make this note short then focus only what will make main build pass again.", None),
    # near variants now caught: the value of "password changed" as a word and digits, an app password after a label,
    # a signing secret in YAML, two blank lines before an auth file's lines
    ("[18:26] Kim: password changed\n[18:27] Kim: cycling1995", "[18:26] Kim: password changed\n[18:27] Kim: [REDACTED]"),
    ("app password for smtp: vtepkcpohptjfpph", "app password for smtp: [REDACTED]"),
    ("app password (gmail): vtepkcpohptjfpph", "app password (gmail): [REDACTED]"),
    ("environment:\n  JWT_SECRET: igloo-pickle-jigsaw", "environment:\n  JWT_SECRET: [REDACTED]"),
    ("The VPN auth.txt:\n\n\netl_user\nbadger4417", "The VPN auth.txt:\n\n\netl_user\n[REDACTED]"),
])
def test_the_new_rules_at_the_edges_a_review_found(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)


@pytest.mark.parametrize("text, expected", [
    # from v138: Terraform's resource names its second label; a comment's prose after `password =`; a comparison's
    # computed digest (`# expected …`, `# got …`); a password's value still taken in each place
    ('resource "random_password" "app" {\n  length = 32\n}', None),
    ('variable "db_password" "Xk9#mQ2zLp4w" {', 'variable "db_password" "[REDACTED]" {'),
    ("DATABASE_URL=postgres://iam_app@db:5432/app  # password = IAM auth token generated per connection", None),
    ("# password = hunter2x for the test db", "# password = [REDACTED] for the test db"),
    ("sig = hmac.new(key, body, hashlib.sha256).hexdigest()\n# expected f596bb173221f103f3a51556930474238cac1dc1608afa129426782db383e11e"
     "\n# got      d4cb4bc143af8b8076d39daa3fd8cdb71f995387a9f5fe11d259889cac0d2bcf", None),
    ("The webhook secret is f596bb173221f103f3a51556930474238cac1dc1608afa129426782db383e11e",
     "The webhook secret is [REDACTED]"),
])
def test_rules_from_v138(text, expected):
    assert sanitize_fields({"lesson": text})["lesson"] == (text if expected is None else expected)
