"""Redact credentials from notes before they reach the git-committed memory log.

Two tiers: provider tokens, JWTs and PEM private keys are recognised by their shape alone
(`redact_tokens`); passwords and unprefixed secrets only where the text says what they are, such as
`password=`, `Authorization:`, `user:pass@host` or "the password is" (`sanitize` applies both).
Hashes, UUIDs, digests and ordinary base64 match no rule, so they stay as written.
Every pattern runs in linear time: no ambiguous nested quantifiers, bounded runs after variable starts.
"""

import re

REDACTED = "[REDACTED]"

# A token must not be the tail of a longer word; this also keeps repeated prefixes from re-scanning.
_START = r"(?<![A-Za-z0-9_-])"
_END = r"(?![A-Za-z0-9])"
# Generated tokens hold a capital or a digit, which tells them from kebab-case words with the same prefix.
_NOT_A_WORD = r"(?=[a-z_-]{0,300}[A-Z0-9])"


def _prefix(pattern: str) -> str:
    """A fixed-width token prefix that does not continue a longer word.

    The check follows the prefix instead of preceding it, so the regex engine can search for the
    prefix's text rather than try every position: some 30 times faster on long input."""
    return f"(?:{pattern})(?<![A-Za-z0-9_-](?:{pattern}))"


# --- Provider tokens, JWTs and private keys: precise by shape, safe on short text ----------------

# AWS access key IDs, with the 40-character secret key when it is pasted right after the ID
AWS_ACCESS_KEY = re.compile(
    _prefix("AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9]") + r"[A-Z2-7]{16}" + _END
    + r"(?:[\s,:;|/'\"]{1,5}[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=]))?"
)
# GitHub classic, OAuth, user-to-server, server-to-server and refresh tokens; fine-grained PATs
GITHUB_TOKEN = re.compile(
    _prefix("gh[pousr]_") + r"[A-Za-z0-9]{36,251}|" + _prefix("github_pat_") + r"[A-Za-z0-9_]{60,251}"
)
# GitLab personal, deploy, trigger, runner, CI job, OAuth, feed, SCIM, agent and mail tokens
GITLAB_TOKEN = re.compile(
    r"(?:" + _prefix("gl") + r"(?:pat|dt|ptt|rt|cbt|imt|oas|ft|soat|agent|ffct)-|"
    + _prefix("GR1348941") + ")" + _NOT_A_WORD + r"[A-Za-z0-9_-]{20,300}(?:\.[A-Za-z0-9_-]{1,40}){0,2}"
)
# Slack bot, user, app, config and refresh tokens
SLACK_TOKEN = re.compile(_prefix("xox[abeposr]-|xapp-") + _NOT_A_WORD + r"[A-Za-z0-9-]{10,250}")
# the secret path of a Slack incoming-webhook or workflow URL
SLACK_WEBHOOK = re.compile(
    r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/-]{20,200})"
)
# Stripe secret, restricted and webhook-signing keys (publishable `pk_` keys are public)
STRIPE_KEY = re.compile(
    _prefix("[sr]k_live_|[sr]k_test_") + r"[A-Za-z0-9]{10,247}|"
    + _prefix("whsec_") + r"[A-Za-z0-9]{24,100}"
)
# Anthropic API, admin and OAuth keys (`sk-ant-api03-...`)
ANTHROPIC_KEY = re.compile(_prefix("sk-ant-") + r"[a-z]{2,8}[0-9]{2}-[A-Za-z0-9_-]{20,300}")
# OpenAI keys: legacy `sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-`
OPENAI_KEY = re.compile(_prefix("sk-") + _NOT_A_WORD + r"[A-Za-z0-9_-]{32,300}")
# Google API keys, OAuth client secrets, OAuth access tokens and refresh tokens
GOOGLE_KEY = re.compile(
    _prefix("AIza") + r"[A-Za-z0-9_-]{35}|" + _prefix("GOCSPX-") + r"[A-Za-z0-9_-]{28}|"
    + _prefix(r"ya29\.") + r"[A-Za-z0-9_-]{20,2000}|" + _prefix("1//0") + r"[A-Za-z0-9_-]{40,500}"
)
# Azure storage and Service Bus account keys inside connection strings
AZURE_ACCOUNT_KEY = re.compile(
    r"(?i:AccountKey|SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{20,200}={0,2})"
)
# the signature of an Azure SAS URL or token
AZURE_SAS_SIGNATURE = re.compile(r"(?<![A-Za-z0-9])sig=(?P<secret>[A-Za-z0-9%+/=]{20,200})")
# Azure AD (Entra) client secrets: three characters, a digit, `Q~`, then 31-34 more
AZURE_CLIENT_SECRET = re.compile(
    r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}"
)
# Twilio API key SIDs (`SK` + 32 hex)
TWILIO_API_KEY = re.compile(_prefix("SK") + r"[0-9a-fA-F]{32}" + _END)
# SendGrid API keys
SENDGRID_KEY = re.compile(_prefix(r"SG\.") + r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")
# Mailgun private API keys, old (`key-` + 32 hex) and new (32-8-8 hex)
MAILGUN_KEY = re.compile(
    r"(?<![A-Za-z0-9-])(?:key-[0-9a-f]{32}|[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})" + _END
)
# Mailchimp API keys (32 hex and a datacenter suffix)
MAILCHIMP_KEY = re.compile(r"(?<![A-Za-z0-9-])[0-9a-f]{32}-us[0-9]{1,2}" + _END)
# npm access tokens
NPM_TOKEN = re.compile(_prefix("npm_") + r"[A-Za-z0-9]{36}")
# PyPI and TestPyPI upload tokens (macaroons)
PYPI_TOKEN = re.compile(_prefix("pypi-AgE") + r"[A-Za-z0-9_-]{50,1000}")
# Hugging Face user and organisation tokens
HUGGINGFACE_TOKEN = re.compile(
    _prefix("hf_") + r"[A-Za-z0-9]{30,40}|" + _prefix("api_org_") + r"[A-Za-z0-9]{30,40}"
)
# Discord bot tokens (base64 user id, timestamp, HMAC)
DISCORD_BOT_TOKEN = re.compile(
    _START + r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}"
)
# the token part of a Discord webhook URL
DISCORD_WEBHOOK = re.compile(
    r"discord(?:app)?\.com/api/webhooks/[0-9]{15,20}/(?P<secret>[A-Za-z0-9_-]{60,80})"
)
# Telegram bot tokens (`123456789:AA...`)
TELEGRAM_BOT_TOKEN = re.compile(r"(?<![A-Za-z0-9])[0-9]{5,16}:A[A-Za-z0-9_-]{34}" + _END)
# DigitalOcean personal, OAuth and refresh tokens
DIGITALOCEAN_TOKEN = re.compile(_prefix("do[por]_v1_") + r"[a-f0-9]{64}")
# Heroku platform API keys (new `HRKU-` format; old UUID keys are caught by their variable name)
HEROKU_KEY = re.compile(_prefix("HRKU-") + r"[A-Za-z0-9_-]{58,64}")
# Shopify admin, custom-app, partner and shared-secret tokens
SHOPIFY_TOKEN = re.compile(_prefix("shp(?:at|ca|pa|ss)_") + r"[a-fA-F0-9]{32}")
# New Relic user, admin, insights and REST keys, and license (ingest) keys
NEW_RELIC_KEY = re.compile(
    r"(?:" + _prefix("NR") + r"(?:AK|AA|II|IQ|RA|SP)-[A-Z0-9]{27}|" + _START + r"[a-f0-9]{36}NRAL)"
    + _END
)
# Sentry organisation and user auth tokens
SENTRY_TOKEN = re.compile(_prefix("sntry[su]_") + r"[A-Za-z0-9_+/=-]{40,400}")
# Atlassian (Jira, Confluence) API tokens and Bitbucket app passwords
ATLASSIAN_TOKEN = re.compile(
    _prefix("ATATT3") + r"[A-Za-z0-9_=-]{150,250}|" + _prefix("ATBB") + r"[A-Za-z0-9_=.-]{28,40}"
)
# Databricks personal access tokens
DATABRICKS_TOKEN = re.compile(_prefix("dapi") + r"[a-f0-9]{32}(?:-[0-9]{1,2})?" + _END)
# Doppler personal, service, service-account, CLI, SCIM and audit tokens
DOPPLER_TOKEN = re.compile(
    _prefix("dp") + r"\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{40,44}"
)
# HashiCorp Vault service, batch and recovery tokens
VAULT_TOKEN = re.compile(_prefix(r"hv[sbr]\.") + r"[A-Za-z0-9_-]{24,500}")
# Grafana Cloud API tokens, service-account tokens and legacy API keys
GRAFANA_TOKEN = re.compile(
    _prefix("glc_") + r"[A-Za-z0-9+/]{32,400}={0,2}|"
    + _prefix("glsa_") + r"[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|"
    + _prefix("eyJrIjoi") + r"[A-Za-z0-9+/]{40,400}={0,2}"
)
# Linear personal API keys and OAuth tokens
LINEAR_KEY = re.compile(_prefix("lin_") + r"(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})")
# Postman API keys
POSTMAN_KEY = re.compile(_prefix("PMAK-") + r"[a-fA-F0-9]{24}-[a-fA-F0-9]{34}")
# Square access tokens and OAuth secrets
SQUARE_TOKEN = re.compile(
    _prefix("EAAA") + r"[A-Za-z0-9_-]{60}|" + _prefix("sq0atp-") + r"[A-Za-z0-9_-]{22}|"
    + _prefix("sq0csp-") + r"[A-Za-z0-9_-]{43}"
)
# age encryption secret keys (Bech32)
AGE_SECRET_KEY = re.compile(r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}")
# JSON Web Tokens: base64url header and payload (both `eyJ`), then an optional signature
JWT = re.compile(_prefix("eyJ") + r"[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*")
# PEM private-key blocks, raw or `\n`-escaped in JSON; one cut off before END, up to its last base64 line
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

# --- Secrets recognised by what the text says they are --------------------------------------------

# A value: quoted (also `\"`-escaped in JSON), or bare up to a delimiter, Hangul, or a final `.`/`:`.
_BARE_CHAR = r"[^\s\"'`\\,;&<>()\[\]{}\u3131-\u318e\uac00-\ud7a3"
_QUOTED = r"(?P<q>\\?[\"'`])(?P<qval>(?:(?!(?P=q)).){1,300}?)(?P=q)"
_VALUE = r"(?:" + _QUOTED + r"|(?P<bare>" + _BARE_CHAR + r"]{0,255}" + _BARE_CHAR + r".:]))"
# Names that hold a credential: passwords, then secret, token, key and session names with usual suffixes.
_SECRET_NAME = (
    r"(?i:password|passwd|passphrase|passcode|(?<![A-Za-z])pass|(?<![A-Za-z])pwd|(?<![A-Za-z])pw"
    r"|secret(?:[_.-]?(?:access[_.-]?)?key(?:[_.-]?base)?|[_.-]?id)?|token|credentials?"
    r"|(?:api|access|private|app|application|account|master|encryption|signing|client|license"
    r"|subscription|service|auth)[_.-]?key|(?<![A-Za-z])auth|session(?:[_.-]?(?:id|token|key))?|sessid)"
    r"(?![A-Za-z0-9_-])"
)
# Which of those names are passwords: people choose those, so they need not look random.
_PASSWORD_NAME = re.compile(r"(?i:pass|pw)|비밀[ \t]?번호|비번|패스|암호")

# the password in `scheme://user:password@host` (up to the last `@`: people paste `@` unencoded)
URL_CREDENTIALS = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}://[^\s:/@]{0,100}:(?P<bare>[^\s/]{1,200})@"
)
# the value of an `Authorization:` header, whatever its scheme (Bearer, Basic, token, Digest ...)
AUTHORIZATION_HEADER = re.compile(
    r"(?i:authorization)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?:(?i:bearer|basic|token|digest|bot|apikey)[ \t]+)?(?P<bare>[A-Za-z0-9._~+/=:-]{8,2000})"
)
# `Bearer <token>` and `Basic <base64>` outside a header line
BEARER_CREDENTIAL = re.compile(
    r"(?<![A-Za-z0-9])(?i:bearer|basic)[ \t]+(?P<bare>[A-Za-z0-9._~+/-]{8,2000}=*)"
)
# `password=...`, `"api_key": "..."`, `DB_PASSWORD=...`, `clientSecret: ...`, `?access_token=...&`
ASSIGNMENT = re.compile(
    r"(?P<key>" + _SECRET_NAME + r")(?:\\?[\"'])?\]?[ \t]*(?P<sep>=>|:=|={1,3}|:)[ \t]*" + _VALUE
)
# the password in `auth=('user', 'pw')` and `BasicAuth('user', 'pw')` (requests, httpx, aiohttp)
AUTH_TUPLE = re.compile(
    r"(?:\bauth[ \t]*=[ \t]*|BasicAuth)\([ \t]*(?P<uq>[\"'])[^\"'\n]{1,100}(?P=uq)[ \t]*,[ \t]*"
    + _QUOTED
)
# `--password hunter2`, `--client-secret abc`, `-storepass abc`: a secret flag, then its value
CLI_SECRET_FLAG = re.compile(
    r"(?<![A-Za-z0-9_-])--?(?:[A-Za-z0-9]+-){0,3}"
    r"(?P<key>[a-z]{1,12}pass(?:word)?(?![A-Za-z0-9_-])|" + _SECRET_NAME + r")[ \t]+(?!-)" + _VALUE
)
# the password glued to `-p`: `mysql -pS3cret`, `sshpass -p'S3cret'` (client names guard `tar -pxf`)
GLUED_PASSWORD_FLAG = re.compile(
    r"\b(?:mysql[a-z]{0,6}|mariadb[a-z-]{0,6}|sshpass)\b[^\n]{0,200}?[ \t]-p(?![ \t-])" + _VALUE
)
# the password after `sshpass -p`, `docker login ... -p`, `redis-cli ... -a` (redis-cli's `-p` is the port)
SPACED_PASSWORD_FLAG = re.compile(
    r"\b(?:(?:sshpass|login)\b[^\n]{0,200}?[ \t]-p|redis-cli\b[^\n]{0,200}?[ \t]-a)[ \t]+(?!-)"
    + _VALUE
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
# `user / password` after a login or account label, or for an admin: "login: deploy / ...", "admin / ..."
CREDENTIAL_PAIR = re.compile(
    r"(?:(?:(?i:\b(?:login|credentials?|creds|account|user(?:name)?)\b)|계정|로그인)[^\n/]{0,40}?[ \t]"
    r"(?=[A-Za-z0-9._@-]{0,63}[A-Za-z])[A-Za-z0-9._@-]{1,64}"
    r"|(?<![A-Za-z0-9._@-])(?i:admin|administrator|root|sa|postgres|superuser|elastic))"
    r"[ \t]+/[ \t]+(?:(?i:password|pass|pw)[ \t]+)?" + _VALUE
)
# the password in SQL: `IDENTIFIED BY 'secret'` (MySQL, MariaDB, Oracle)
SQL_IDENTIFIED_BY = re.compile(
    r"(?i:\bidentified[ \t]+(?:with[ \t]+[A-Za-z0-9_]{1,40}[ \t]+)?by)[ \t]+" + _QUOTED
)
# a quoted value named as a password after it: "'hunter2' is the staging DB password"
QUOTED_THEN_NAMED = re.compile(
    _QUOTED + r"[ \t]+(?i:is|was)[ \t]+(?:(?i:the|our|my)[ \t]+)?(?:[A-Za-z0-9_.-]{1,30}[ \t]+){0,3}"
    r"(?i:password|passphrase|passwd)\b"
)
# a password or key stated in English prose: "the admin password is ...", "the password for x: ..."
PROSE_SECRET_EN = re.compile(
    r"(?i:\b(?P<key>password|passwd|passphrase|passcode|pw|(?:api|access|secret|private|client)[ _-]?"
    r"(?:key|secret|token)|secret|token)\b)"
    r"(?:(?:[ \t]+(?i:for|of|on|to)(?:[ \t]+[A-Za-z0-9_.@/-]{1,40}){1,3}?)?"  # "for the staging db"
    r"(?:[ \t]+(?i:is|was|(?:is[ \t]+)?(?:now|set[ \t]+to|changed[ \t]+to)|to)|[ \t]*[:=]))?"
    r"[ \t]+\(?" + _VALUE
)
# a password or key stated in Korean prose: "비밀번호는 hunter2입니다", "DB 비밀번호: ...", "토큰 값: ..."
PROSE_SECRET_KO = re.compile(
    r"(?P<key>비밀[ \t]?번호|비번|패스워드|패스프레이즈|암호|토큰|시크릿(?:[ \t]?키)?"
    r"|(?i:api)[ \t]?키|액세스[ \t]?키|비밀[ \t]?키|인증[ \t]?키)"
    r"(?:[ \t]?값)?(?:는|은|가|이|를|을|도)?[ \t]*(?:[:=][ \t]*)?" + _VALUE
)

# What may follow a password stated in English; "is SHA-256 hashed" goes on describing instead.
_EN_STATEMENT_END = re.compile(
    r"[ \t]*(?:$|[\n.,;:!?)\]({-]|(?i:and|but|for|on|in|at|so|to|from|until|which|because|then|if"
    r"|when|while|after|before|now)\b)"
)
# Korean copulas: "hunter2입니다", "hunter2이고", "hunter2였는데", "hunter2인 계정"
_KO_COPULA = re.compile(r"[ \t]*(?:입니다|이다|이고|이며|이에요|예요|이야|야|임|였|이었|인)")
# What else may follow a password stated in Korean: the end, punctuation, or "(으)로" with a verb of
# changing or logging in ("hunter2로 바꿨다", "hunter2로 로그인"); "SHA-256으로 해시" describes instead.
_KO_STATEMENT_END = re.compile(
    r"[ \t]*(?:$|[\n.,;:!?)\]]|(?:으로|로)[ \t]*"
    r"(?:바꾸|바꿨|바꿔|바뀌|변경|설정|초기화|리셋|지정|재설정|로그인|접속|인증|연결))"
)

# Values that refer to, template or mask a secret instead of holding one.
_NOT_A_VALUE = re.compile(
    r"[-$%{<\[(#]"                   # $VAR, ${X:-default}, %VAR%, {{ template }}, <placeholder>, [REDACTED]
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
# Compounds of short parts that start or end in a lowercase word (`base64-encoded`, `RS256-signed`,
# `refresh_token`): they describe or name a secret rather than hold one.
_COMPOUND_WORD = re.compile(
    r"(?:[A-Za-z0-9]{1,12}[-_])+[a-z]{3,12}|[a-z]{3,12}(?:[-_][A-Za-z0-9]{1,12})+"
)
_NOT_SECRET_WORDS = frozenset(
    """none null nil undefined true false yes no on off empty blank required optional str string
    bytes int integer bool boolean any object number secretstr redacted hidden masked changeme unset
    missing unknown default example placeholder dummy sample test expired invalid incorrect wrong
    correct valid rotated revoked reset changed updated removed deleted disabled enabled encrypted
    hashed stored set same ok n/a tbd todo password passwd pass pwd secret token key apikey api_key
    credential credentials""".split()
)
_PASSWORD_SYMBOLS = frozenset("!@#$%^&*+=?~")


def _is_password_name(key: str) -> bool:
    return _PASSWORD_NAME.search(key) is not None


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
    """A password in running text: a digit, a symbol or an inner capital, and not a compound."""
    marked = (
        any(c.isdigit() or c in _PASSWORD_SYMBOLS for c in value)
        or any(c.isupper() for c in value[1:])
    )
    return len(value) >= 4 and marked and not _COMPOUND_WORD.fullmatch(value)


def _ends_line(match: re.Match) -> bool:
    rest = match.string[match.end():]
    return not rest.split("\n", 1)[0].strip()


def _states_password(match: re.Match, value: str, quoted: bool, ends_statement: re.Pattern) -> bool:
    """A password in running text ends its clause and, unless quoted, looks like a password."""
    ends = ends_statement.match(match.string, match.end()) is not None
    return ends and (quoted or _looks_like_password(value))


def _states_secret(match: re.Match, value: str, quoted: bool, ends_statement: re.Pattern) -> bool:
    if _is_password_name(match.group("key")):
        return _states_password(match, value, quoted, ends_statement)
    return _looks_random(value, 12)


def _accept_assignment(match: re.Match, value: str, quoted: bool) -> bool:
    if not _could_be_secret(match, value, quoted):
        return False
    if not _is_password_name(match.group("key")):
        named = quoted and len(value) >= 8 and not _COMPOUND_WORD.fullmatch(value)
        return named or _looks_random(value, 8)
    # "Password: rotate it monthly" is prose, while YAML `password: letmein` ends its line.
    if match.groupdict().get("sep") == ":" and not quoted and value.isalpha():
        return _ends_line(match)
    return len(value) >= 3


def _accept_credential(match: re.Match, value: str, quoted: bool) -> bool:
    return len(value) >= 3 and _could_be_secret(match, value, quoted)


def _accept_header(match: re.Match, value: str, quoted: bool) -> bool:
    return len(value) >= 8 and _could_be_secret(match, value, quoted)


def _accept_bearer(match: re.Match, value: str, quoted: bool) -> bool:
    return _looks_random(value, 8) and _could_be_secret(match, value, quoted)


def _accept_pair(match: re.Match, value: str, quoted: bool) -> bool:
    return _could_be_secret(match, value, quoted) and _states_password(
        match, value, quoted, _EN_STATEMENT_END
    )


def _accept_prose_en(match: re.Match, value: str, quoted: bool) -> bool:
    return _could_be_secret(match, value, quoted) and _states_secret(
        match, value, quoted, _EN_STATEMENT_END
    )


def _accept_prose_ko(match: re.Match, value: str, quoted: bool) -> bool:
    key = match.group("key")
    if not _could_be_secret(match, value, quoted) or (key == "암호" and not quoted):
        return False  # 암호 also means "cipher" (암호는 AES256이다), so only a quoted value counts
    if _KO_COPULA.match(match.string, match.end()):
        # "비밀번호는 letmein입니다" asserts the value outright, so a plain word counts there.
        return len(value) >= 3 if _is_password_name(key) else _looks_random(value, 12)
    return _states_secret(match, value, quoted, _KO_STATEMENT_END)


_CONTEXT_RULES = (
    (URL_CREDENTIALS, _accept_credential),
    (AUTHORIZATION_HEADER, _accept_header),
    (BEARER_CREDENTIAL, _accept_bearer),
    (ASSIGNMENT, _accept_assignment),
    (AUTH_TUPLE, _accept_credential),
    (CLI_SECRET_FLAG, _accept_assignment),
    (GLUED_PASSWORD_FLAG, _accept_credential),
    (SPACED_PASSWORD_FLAG, _accept_credential),
    (PIPED_PASSWORD, _accept_credential),
    (CURL_USER_PASSWORD, _accept_credential),
    (NETRC_PASSWORD, _accept_credential),
    (CREDENTIAL_PAIR, _accept_pair),
    (SQL_IDENTIFIED_BY, _accept_credential),
    (QUOTED_THEN_NAMED, _accept_credential),
    (PROSE_SECRET_EN, _accept_prose_en),
    (PROSE_SECRET_KO, _accept_prose_ko),
)


def _redact_match(match: re.Match, accept=None) -> str:
    """Replace the secret part of a match: its `secret`, `qval` or `bare` group, else all of it."""
    group = next((g for g in ("secret", "qval", "bare") if match.groupdict().get(g) is not None), 0)
    if accept is not None and not accept(match, match.group(group), group == "qval"):
        return match.group(0)
    start, end = match.start(group) - match.start(), match.end(group) - match.start()
    return match.group(0)[:start] + REDACTED + match.group(0)[end:]


def redact_tokens(text: str) -> str:
    """Redact provider tokens, JWTs and PEM private keys: shapes that are never ordinary text."""
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
