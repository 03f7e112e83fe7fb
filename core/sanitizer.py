"""Redact credentials from notes before they reach the git-committed memory log.

Two tiers: provider-shaped tokens, JWTs and PEM private keys are recognised by their shape alone
(`redact_tokens`); passwords and unprefixed secrets are recognised only where the text says what
they are, such as `password=`, `Authorization:`, `user:pass@host` or "the password is"
(`sanitize` applies both). Hashes, UUIDs, digests and ordinary base64 have no rule, so they stay.
Every pattern is linear: no nested ambiguous quantifiers, bounded runs after variable starts.
"""

import re

REDACTED = "[REDACTED]"

# A token must not be the tail of a longer word; this also keeps repeated prefixes from re-scanning.
_START = r"(?<![A-Za-z0-9_-])"
_END = r"(?![A-Za-z0-9])"

# --- Provider tokens, JWTs and private keys: precise by shape, safe on short text ------------------

# AWS access key IDs, with the 40-character secret key when it is pasted right after the ID
AWS_ACCESS_KEY = re.compile(
    r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}" + _END
    + r"(?:[\s,:;|/'\"]{1,5}[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=]))?"
)
# GitHub classic, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained PATs
GITHUB_TOKEN = re.compile(_START + r"(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{60,251})")
# GitLab personal, deploy, trigger, runner, CI job, OAuth, feed, SCIM, agent and mail tokens
GITLAB_TOKEN = re.compile(
    _START + r"(?:gl(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|agent|ffct)-|GR1348941)"
    r"[A-Za-z0-9_-]{20,300}(?:\.[A-Za-z0-9_-]{1,40}){0,2}"
)
# Slack bot, user, app, config and refresh tokens
SLACK_TOKEN = re.compile(_START + r"(?:xox[abeposr]|xapp)-[A-Za-z0-9-]{10,250}")
# the secret path of a Slack incoming-webhook or workflow URL
SLACK_WEBHOOK = re.compile(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{20,200})"
)
# Stripe secret, restricted and webhook-signing keys (publishable `pk_` keys are public)
STRIPE_KEY = re.compile(_START + r"(?:[sr]k_(?:live|test)_[A-Za-z0-9]{10,247}|whsec_[A-Za-z0-9+/=]{24,100})")
# Anthropic API, admin and OAuth keys (`sk-ant-api03-...`)
ANTHROPIC_KEY = re.compile(_START + r"sk-ant-[a-z]{2,8}[0-9]{2}-[A-Za-z0-9_-]{20,300}")
# OpenAI keys: legacy `sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-` (a digit inside tells keys from kebab words)
OPENAI_KEY = re.compile(_START + r"sk-(?=[A-Za-z_-]{0,300}[0-9])[A-Za-z0-9_-]{32,300}")
# Google API keys, OAuth client secrets, OAuth access tokens and refresh tokens
GOOGLE_KEY = re.compile(
    _START + r"(?:AIza[A-Za-z0-9_-]{35}|GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[A-Za-z0-9_-]{20,2000}"
    r"|1//0[A-Za-z0-9_-]{40,500})"
)
# Azure storage / Service Bus account keys inside connection strings
AZURE_ACCOUNT_KEY = re.compile(r"(?i:AccountKey|SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{20,200}={0,2})")
# the signature of an Azure SAS URL or token
AZURE_SAS_SIGNATURE = re.compile(r"(?<![A-Za-z0-9])sig=(?P<secret>[A-Za-z0-9%+/=]{20,200})")
# Azure AD (Entra) client secrets: three characters, a digit, `Q~`, then 31-34 more
AZURE_CLIENT_SECRET = re.compile(r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}")
# Twilio API key SIDs (`SK` + 32 hex)
TWILIO_API_KEY = re.compile(r"(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}" + _END)
# SendGrid API keys
SENDGRID_KEY = re.compile(_START + r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")
# Mailgun private API keys, old (`key-` + 32 hex) and new (32-8-8 hex)
MAILGUN_KEY = re.compile(
    r"(?<![A-Za-z0-9-])(?:key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})" + _END
)
# Mailchimp API keys (32 hex and a datacenter suffix)
MAILCHIMP_KEY = re.compile(r"(?<![A-Za-z0-9-])[0-9a-f]{32}-us[0-9]{1,2}" + _END)
# npm access tokens
NPM_TOKEN = re.compile(_START + r"npm_[A-Za-z0-9]{36}")
# PyPI and TestPyPI upload tokens (macaroons)
PYPI_TOKEN = re.compile(_START + r"pypi-AgE[A-Za-z0-9_-]{50,1000}")
# Hugging Face user and organisation tokens
HUGGINGFACE_TOKEN = re.compile(_START + r"(?:hf_|api_org_)[A-Za-z0-9]{30,40}")
# Discord bot tokens (base64 user id, timestamp, HMAC)
DISCORD_BOT_TOKEN = re.compile(_START + r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}")
# the token part of a Discord webhook URL
DISCORD_WEBHOOK = re.compile(
    r"discord(?:app)?\.com/api/webhooks/[0-9]{15,20}/(?P<secret>[A-Za-z0-9_-]{60,80})"
)
# Telegram bot tokens (`123456789:AA...`)
TELEGRAM_BOT_TOKEN = re.compile(r"(?<![A-Za-z0-9])[0-9]{5,16}:A[A-Za-z0-9_-]{34}" + _END)
# DigitalOcean personal, OAuth and refresh tokens
DIGITALOCEAN_TOKEN = re.compile(_START + r"do[por]_v1_[a-f0-9]{64}")
# Heroku platform API keys (new `HRKU-` format; old UUID keys are caught by their variable name)
HEROKU_KEY = re.compile(_START + r"HRKU-[A-Za-z0-9_-]{58,64}")
# Shopify admin, custom-app, partner and shared-secret tokens
SHOPIFY_TOKEN = re.compile(_START + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}")
# New Relic user, admin, insights and REST keys, and license (ingest) keys
NEW_RELIC_KEY = re.compile(_START + r"(?:NR(?:AK|AA|II|IQ|RA|SP)-[A-Z0-9]{27}|[a-f0-9]{36}NRAL)" + _END)
# Sentry organisation and user auth tokens
SENTRY_TOKEN = re.compile(_START + r"sntry[su]_[A-Za-z0-9_+/=-]{40,400}")
# Atlassian (Jira, Confluence) API tokens and Bitbucket app passwords
ATLASSIAN_TOKEN = re.compile(_START + r"(?:ATATT3[A-Za-z0-9_=-]{150,250}|ATBB[A-Za-z0-9_=.-]{28,40})")
# Databricks personal access tokens
DATABRICKS_TOKEN = re.compile(_START + r"dapi[a-f0-9]{32}(?:-[0-9]{1,2})?" + _END)
# Doppler personal, service, service-account, CLI, SCIM and audit tokens
DOPPLER_TOKEN = re.compile(
    _START + r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}"
)
# HashiCorp Vault service, batch and recovery tokens
VAULT_TOKEN = re.compile(_START + r"hv[sbr]\.[A-Za-z0-9_-]{24,500}")
# Grafana Cloud API tokens, service-account tokens and legacy API keys
GRAFANA_TOKEN = re.compile(
    _START + r"(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}"
    r"|eyJrIjoi[A-Za-z0-9+/]{40,400}={0,2})"
)
# Linear personal API keys and OAuth tokens
LINEAR_KEY = re.compile(_START + r"lin_(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})")
# Postman API keys
POSTMAN_KEY = re.compile(_START + r"PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}")
# Square access tokens and OAuth secrets
SQUARE_TOKEN = re.compile(_START + r"(?:EAAA[A-Za-z0-9_-]{60}|sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43})")
# age encryption secret keys (Bech32)
AGE_SECRET_KEY = re.compile(r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}")
# JSON Web Tokens: base64url header and payload (both `eyJ`), then an optional signature
JWT = re.compile(_START + r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*")
# PEM private-key blocks, raw or `\n`-escaped in JSON; a block cut off before END goes up to its last base64 line
PEM_PRIVATE_KEY = re.compile(
    r"-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
    r"(?:[^-]*(?:-[^-]+)*-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
    r"|(?:\s|\\[nr])*[A-Za-z0-9+/=]{40,}(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{40,})*)"
)

_TOKEN_PATTERNS = (
    PEM_PRIVATE_KEY, AWS_ACCESS_KEY, GITHUB_TOKEN, GITLAB_TOKEN, SLACK_TOKEN, SLACK_WEBHOOK,
    STRIPE_KEY, ANTHROPIC_KEY, OPENAI_KEY, GOOGLE_KEY, AZURE_ACCOUNT_KEY, AZURE_SAS_SIGNATURE,
    AZURE_CLIENT_SECRET, TWILIO_API_KEY, SENDGRID_KEY, MAILGUN_KEY, MAILCHIMP_KEY, NPM_TOKEN,
    PYPI_TOKEN, HUGGINGFACE_TOKEN, DISCORD_WEBHOOK, DISCORD_BOT_TOKEN, TELEGRAM_BOT_TOKEN,
    DIGITALOCEAN_TOKEN, HEROKU_KEY, SHOPIFY_TOKEN, NEW_RELIC_KEY, SENTRY_TOKEN, ATLASSIAN_TOKEN,
    DATABRICKS_TOKEN, DOPPLER_TOKEN, VAULT_TOKEN, GRAFANA_TOKEN, LINEAR_KEY, POSTMAN_KEY,
    SQUARE_TOKEN, AGE_SECRET_KEY, JWT,
)

# --- Secrets recognised by what the text says they are -------------------------------------------

# A value: quoted (also `\"`-escaped inside JSON), or bare up to a delimiter, Hangul, or a final `.`/`:`.
_BARE_CHAR = r"[^\s\"'`\\,;&<>()\[\]{}\u3131-\u318e\uac00-\ud7a3"
_VALUE = (
    r"(?:(?P<q>\\?[\"'`])(?P<qval>(?:(?!(?P=q)).){1,300}?)(?P=q)"
    r"|(?P<bare>" + _BARE_CHAR + r"]{0,255}" + _BARE_CHAR + r".:]))"
)
# Variable names that hold a credential: passwords, and secret/token/key names (with their common suffixes).
_SECRET_NAME = (
    r"(?i:password|passwd|passphrase|passcode|(?<![A-Za-z])pass|(?<![A-Za-z])pwd"
    r"|secret(?:[_.-]?(?:access[_.-]?)?key(?:[_.-]?base)?|[_.-]?id)?|token|credentials?"
    r"|(?:api|access|private|app|application|account|master|encryption|signing|client|license"
    r"|subscription|service|auth)[_.-]?key|(?<![A-Za-z])auth)(?![A-Za-z0-9_-])"
)

# the password in `scheme://user:password@host` (up to the last `@`: people paste `@` unencoded)
URL_CREDENTIALS = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}://[^\s:/@]{0,100}:(?P<bare>[^\s/]{1,200})@"
)
# the value of an `Authorization:` header, whatever its scheme (Bearer, Basic, token, Digest ...)
AUTHORIZATION_HEADER = re.compile(
    r"(?i:authorization)[\"']?[ \t]*[:=][ \t]*[\"']?(?:(?i:bearer|basic|token|digest|bot|apikey)[ \t]+)?"
    r"(?P<bare>[A-Za-z0-9._~+/=:-]{8,2000})"
)
# `Bearer <token>` and `Basic <base64>` outside a header line
BEARER_CREDENTIAL = re.compile(r"(?<![A-Za-z0-9])(?i:bearer|basic)[ \t]+(?P<bare>[A-Za-z0-9._~+/-]{8,2000}=*)")
# `password=...`, `"api_key": "..."`, `DB_PASSWORD=...`, `clientSecret: ...`, `--token=...`, `?access_token=...&`
ASSIGNMENT = re.compile(
    r"(?P<key>" + _SECRET_NAME + r")(?:\\?[\"'])?\]?[ \t]*(?P<sep>=>|:=|={1,3}|:)[ \t]*" + _VALUE
)
# `--password hunter2`, `--client-secret abc`: a secret flag with its value as the next argument
CLI_SECRET_FLAG = re.compile(
    r"(?<![A-Za-z0-9_-])--(?:[A-Za-z0-9]+-){0,3}(?P<key>" + _SECRET_NAME + r")[ \t]+(?!-)" + _VALUE
)
# the password glued to `-p`: `mysql -pS3cret`, `sshpass -p'S3cret'` (client names guard `tar -pxf`)
GLUED_PASSWORD_FLAG = re.compile(
    r"\b(?:mysql[a-z]{0,6}|mariadb[a-z-]{0,6}|sshpass)\b[^\n]{0,200}?[ \t]-p(?![ \t-])" + _VALUE
)
# the password after `sshpass -p`, `docker login ... -p`, `redis-cli ... -a` (for redis-cli `-p` is the port)
SPACED_PASSWORD_FLAG = re.compile(
    r"\b(?:(?:sshpass|login)\b[^\n]{0,200}?[ \t]-p|redis-cli\b[^\n]{0,200}?[ \t]-a)[ \t]+(?!-)" + _VALUE
)
# a password piped into a command: `echo 'pw' | sudo -S ...`, `echo pw | docker login --password-stdin`
PIPED_PASSWORD = re.compile(
    r"\becho[ \t]+(?:-n[ \t]+)?" + _VALUE
    + r"[ \t]*\|[ \t]*(?=sudo[ \t]+-S|[^\n|]{0,200}?--(?:password-)?stdin)"
)
# the password half of `curl -u user:password`
CURL_USER_PASSWORD = re.compile(
    r"\b(?:curl|wget)\b[^\n]{0,200}?[ \t](?:-u|--user|--proxy-user)[ \t=]+[\"']?[^\s:\"']{1,100}:"
    r"(?P<bare>[^\s\"']{1,200})"
)
# the password in a `.netrc` line: `machine host login user password secret`
NETRC_PASSWORD = re.compile(r"\blogin[ \t]+[^\s]{1,100}[ \t]+password[ \t]+" + _VALUE)
# a password or key stated in English prose: "the admin password is ...", "set the password to ..."
PROSE_SECRET_EN = re.compile(
    r"(?i:\b(?P<key>password|passwd|passphrase|passcode|(?:api|access|secret|private|client)[ _-]?"
    r"(?:key|secret|token)|secret|token)\b)"
    r"(?:[ \t]+(?i:for|of|on|to)(?:[ \t]+[A-Za-z0-9_.@/:-]{1,40}){1,3}?)?"
    r"[ \t]+(?i:is|was|=|:|(?:is[ \t]+)?(?:now|set[ \t]+to|changed[ \t]+to)|to)[ \t]+" + _VALUE
)
# a password or key stated in Korean prose: "비밀번호는 hunter2입니다", "DB 비밀번호: ...", "API 키는 ..."
PROSE_SECRET_KO = re.compile(
    r"(?P<key>비밀번호|비번|패스워드|암호|토큰|시크릿(?:[ \t]?키)?|(?i:api)[ \t]?키|액세스[ \t]?키|비밀[ \t]?키|인증[ \t]?키)"
    r"(?:는|은|가|이|를|을|도)?[ \t]*(?:[:=][ \t]*)?" + _VALUE
)

# What ends a clause that states a secret, in English; "is SHA-256 hashed" goes on describing instead.
_EN_STATEMENT_END = re.compile(
    r"[ \t]*(?:$|[\n.,;:!?)\]({-]|(?i:and|but|for|on|in|at|so|to|from|until|which|because|then|if"
    r"|when|while|after|before|now)\b)"
)
# Korean copulas: "hunter2입니다", "hunter2이고", "hunter2였는데"
_KO_COPULA = re.compile(r"[ \t]*(?:입니다|이다|이고|이며|이에요|예요|이야|야|임|였|이었)")
# What else ends a Korean statement of a secret: the end, punctuation, or "(으)로" with a verb of changing.
_KO_STATEMENT_END = re.compile(
    r"[ \t]*(?:$|[\n.,;:!?)\]]|(?:으로|로)[ \t]*(?:바꾸|바꿨|바꿔|바뀌|변경|설정|초기화|리셋|지정|재설정))"
)

# Values that name, template or describe a secret instead of holding one.
_NOT_A_VALUE = re.compile(
    r"[-$%{<\[(#]"                   # $VAR, ${X:-default}, %VAR%, {{ template }}, <placeholder>, [REDACTED], (expr)
    r"|![A-Za-z]"                    # YAML tags: !vault, !Ref
    r"|[xX*.\u2022_]+$"              # xxxx, ****, ...
    r"|(?i:your|my)[_-]"             # your-api-key, YOUR_TOKEN
    r"|(?i:pk_(?:live|test)_)"       # Stripe publishable keys are public
    r"|[A-Za-z][A-Za-z0-9+.-]*://"   # URLs (their credentials have a rule of their own)
    r"|(?:~|\.{1,2})?/|[A-Za-z]:\\"  # paths
    r"|[\w.-]+\.(?:pem|key|p12|pfx|jks|json|ya?ml|env|txt|gpg|asc)$"  # key and config file names
)
# Bare values that are code: `settings.API_KEY`, `process.env.TOKEN`, `GITHUB_TOKEN`.
_CODE_REFERENCE = re.compile(r"[A-Za-z_]+[0-9]*(?:\.[A-Za-z_]+[0-9]*)+$|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
# Compound words such as `base64-encoded` or `read-only`, which describe a secret rather than hold one.
_COMPOUND_WORD = re.compile(r"(?:[a-z0-9]+[-_])+[a-z]{3,}|[a-z]{3,}(?:[-_][a-z0-9]+)+")
_NOT_SECRET_WORDS = frozenset(
    """none null nil undefined true false yes no on off empty blank required optional str string
    bytes int integer bool boolean any object number secretstr redacted hidden masked changeme unset
    missing unknown default example placeholder dummy sample test expired invalid incorrect wrong
    correct valid rotated revoked reset changed updated removed deleted disabled enabled encrypted
    hashed stored set same ok n/a tbd todo password passwd pass pwd secret token key apikey api_key
    credential credentials""".split()
)
_PASSWORD_SYMBOLS = frozenset("!@#$%^&*+=?~")
_KOREAN_PASSWORD_WORDS = ("비밀번호", "비번", "패스워드", "암호")


def _is_password_name(key: str) -> bool:
    return "pass" in key.lower() or "pwd" in key.lower() or key.startswith(_KOREAN_PASSWORD_WORDS)


def _could_be_secret(match: re.Match, value: str, quoted: bool) -> bool:
    """Rule out references, placeholders, code and words; what remains may be a credential."""
    if REDACTED in value or not value.isascii() or any(c.isspace() for c in value):
        return False
    if value.lower() in _NOT_SECRET_WORDS or _NOT_A_VALUE.match(value):
        return False
    if quoted:
        return True
    is_call = match.string.startswith(("(", "["), match.end("bare"))  # getpass(), config["db"]
    return not is_call and not _CODE_REFERENCE.match(value)


def _looks_random(value: str, min_length: int) -> bool:
    """Generated credentials mix letters with digits or case; words and compounds do not."""
    classes = (
        any(c.isdigit() for c in value)
        + any(c.islower() for c in value)
        + any(c.isupper() for c in value[1:])
    )
    return len(value) >= min_length and classes >= 2 and not _COMPOUND_WORD.fullmatch(value)


def _looks_like_password(value: str) -> bool:
    """A password in running text: a digit, a symbol or inner capitals, and not a compound word."""
    marked = (
        any(c.isdigit() or c in _PASSWORD_SYMBOLS for c in value)
        or any(c.isupper() for c in value[1:])
    )
    return len(value) >= 4 and marked and not _COMPOUND_WORD.fullmatch(value)


def _ends_line(match: re.Match) -> bool:
    rest = match.string[match.end():]
    return not rest.split("\n", 1)[0].strip()


def _accept_assignment(match: re.Match, value: str, quoted: bool) -> bool:
    if not _could_be_secret(match, value, quoted):
        return False
    if not _is_password_name(match.group("key")):
        return _looks_random(value, 8) or (quoted and len(value) >= 8 and not _COMPOUND_WORD.fullmatch(value))
    # "Password: rotate it monthly" is prose, while YAML `password: letmein` ends its line.
    if match.groupdict().get("sep") == ":" and not quoted and value.isalpha():
        return _ends_line(match)
    return len(value) >= 3


def _accept_credential(match: re.Match, value: str, quoted: bool) -> bool:
    return len(value) >= 3 and _could_be_secret(match, value, quoted)


def _accept_bearer(match: re.Match, value: str, quoted: bool) -> bool:
    return _could_be_secret(match, value, quoted) and _looks_random(value, 8)


def _accept_header(match: re.Match, value: str, quoted: bool) -> bool:
    return _could_be_secret(match, value, quoted) and len(value) >= 8


def _accept_stated_value(match: re.Match, value: str, quoted: bool) -> bool:
    if _COMPOUND_WORD.fullmatch(value.lower()):
        return False  # "the token is RS256-signed"
    if not _is_password_name(match.group("key")):
        return _looks_random(value, 12)
    return quoted or _looks_like_password(value)


def _accept_prose_en(match: re.Match, value: str, quoted: bool) -> bool:
    return (
        _could_be_secret(match, value, quoted)
        and _EN_STATEMENT_END.match(match.string, match.end()) is not None
        and _accept_stated_value(match, value, quoted)
    )


def _accept_prose_ko(match: re.Match, value: str, quoted: bool) -> bool:
    key = match.group("key")
    if not _could_be_secret(match, value, quoted) or (key == "암호" and not quoted):
        return False  # 암호 also means "cipher" (암호는 AES256이다), so only a quoted value counts
    if _KO_COPULA.match(match.string, match.end()):
        # "비밀번호는 letmein입니다" asserts the value outright, so a plain word counts there.
        return len(value) >= 3 if _is_password_name(key) else _looks_random(value, 12)
    return (
        _KO_STATEMENT_END.match(match.string, match.end()) is not None
        and _accept_stated_value(match, value, quoted)
    )


_CONTEXT_RULES = (
    (URL_CREDENTIALS, _accept_credential),
    (AUTHORIZATION_HEADER, _accept_header),
    (BEARER_CREDENTIAL, _accept_bearer),
    (ASSIGNMENT, _accept_assignment),
    (CLI_SECRET_FLAG, _accept_assignment),
    (GLUED_PASSWORD_FLAG, _accept_credential),
    (SPACED_PASSWORD_FLAG, _accept_credential),
    (PIPED_PASSWORD, _accept_credential),
    (CURL_USER_PASSWORD, _accept_credential),
    (NETRC_PASSWORD, _accept_credential),
    (PROSE_SECRET_EN, _accept_prose_en),
    (PROSE_SECRET_KO, _accept_prose_ko),
)


def _redact_match(match: re.Match, accept=None) -> str:
    """Replace the secret part of a match: its `secret`, `qval` or `bare` group, else all of it."""
    group = next((g for g in ("secret", "qval", "bare") if match.groupdict().get(g) is not None), 0)
    value = match.group(group)
    if accept is not None and not accept(match, value, group == "qval"):
        return match.group(0)
    start, end = match.start(group) - match.start(), match.end(group) - match.start()
    return match.group(0)[:start] + REDACTED + match.group(0)[end:]


def redact_tokens(text: str) -> str:
    """Redact provider tokens, JWTs and PEM private keys: shapes that cannot be ordinary text."""
    for pattern in _TOKEN_PATTERNS:
        text = pattern.sub(_redact_match, text)
    return text


def contains_token(text: str) -> bool:
    """True when `redact_tokens` would change the text."""
    return redact_tokens(text) != text


def sanitize(text: str) -> str:
    """Redact every credential: tokens by shape, then passwords and secrets by their context."""
    text = redact_tokens(text)
    for pattern, accept in _CONTEXT_RULES:
        text = pattern.sub(lambda match: _redact_match(match, accept), text)
    return text
