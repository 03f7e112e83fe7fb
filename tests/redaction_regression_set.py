"""The regression set: written with the rules, it guards against breaking them; it is not an evaluation.

Labelled developer notes (notes holding secrets, and clean notes) that grew together with the rules
in `core/sanitizer.py`, so a high score here says nothing about notes written blind; for that, see
`benchmarks/redaction_eval.py` and its blind set.

Every secret is generated with a seeded `random` by joining a provider prefix to random characters,
so the corpus is reproducible and no credential-shaped literal appears in the source.
"""

import base64
import random
import string
import uuid

SEED = 20260227

ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
WORDS = ["summer", "winter", "dragon", "falcon", "harbor", "silver", "coffee", "rocket", "maple", "tiger"]


def chars(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n):
    return chars(rng, string.digits, n)


def b64(rng, n_bytes):
    return base64.b64encode(rng.randbytes(n_bytes)).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def password(rng):
    """A password of one of the shapes people use; starts alphanumeric and avoids `$&;,` and quotes
    (values starting with `$`, `{`, `<` read as references; `&;,` end a bare value)."""
    word = rng.choice(WORDS)
    shape = rng.randrange(4)
    if shape == 0:
        return word.capitalize() + str(rng.randint(2019, 2026)) + rng.choice("!@#*")
    if shape == 1:
        return rng.choice(ALNUM) + chars(rng, ALNUM + "!@#%^*_-+=", rng.randint(11, 17))
    if shape == 2:
        leet = word.replace("a", "@").replace("o", "0").replace("e", "3")
        return leet.capitalize() + str(rng.randint(1, 99))
    return word + str(rng.randint(1, 999))


def jwt(rng):
    header = b64url(b'{"alg":"HS256","typ":"JWT"}')
    claims = '{"sub":"%s","iat":%d}' % (chars(rng, ALNUM, 12), rng.randint(10**9, 2 * 10**9))
    payload = b64url(claims.encode())
    return header + "." + payload + "." + chars(rng, URLSAFE, 43)


def pem_lines(rng, kind):
    body = base64.b64encode(rng.randbytes(rng.choice([270, 600, 1190]))).decode()
    return (
        ["-----BEGIN " + kind + " KEY-----"]
        + [body[i:i + 64] for i in range(0, len(body), 64)]
        + ["-----END " + kind + " KEY-----"]
    )


def same(text):
    return text, text


# Each maker returns (text as pasted, the secret inside it that must disappear).
TOKEN_MAKERS = {
    "aws_access_key_id": lambda r: same("AKIA" + chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
    "aws_key_pair": lambda r: same(
        "ASIA" + chars(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + " / " + chars(r, ALNUM + "/+", 40)
    ),
    "github_ghp": lambda r: same("ghp_" + chars(r, ALNUM, 36)),
    "github_gho": lambda r: same("gho_" + chars(r, ALNUM, 36)),
    "github_ghu": lambda r: same("ghu_" + chars(r, ALNUM, 36)),
    "github_ghs": lambda r: same("ghs_" + chars(r, ALNUM, 36)),
    "github_ghr": lambda r: same("ghr_" + chars(r, ALNUM, 36)),
    "github_fine_grained": lambda r: same("github_pat_" + chars(r, ALNUM, 22) + "_" + chars(r, ALNUM, 59)),
    "gitlab_pat": lambda r: same("glpat-" + chars(r, URLSAFE, 20)),
    "gitlab_deploy": lambda r: same("gldt-" + chars(r, URLSAFE, 20)),
    "gitlab_trigger": lambda r: same("glptt-" + chars(r, HEX, 40)),
    "gitlab_runner": lambda r: same("glrt-" + chars(r, URLSAFE, 20)),
    "slack_bot": lambda r: same("-".join(["xoxb", digits(r, 11), digits(r, 12), chars(r, ALNUM, 24)])),
    "slack_user": lambda r: same(
        "-".join(["xoxp", digits(r, 11), digits(r, 11), digits(r, 12), chars(r, HEX, 32)])
    ),
    "slack_app": lambda r: same(
        "-".join(["xapp", "1", "A" + chars(r, UPPER_DIGITS, 10), digits(r, 13), chars(r, HEX, 64)])
    ),
    "slack_webhook": lambda r: _slack_webhook(r),
    "zapier_hook": lambda r: _zapier_hook(r),
    "do_spaces_key_id": lambda r: same("DO00" + chars(r, UPPER_DIGITS, 16)),
    "stripe_live_secret": lambda r: same("sk_live_" + chars(r, ALNUM, 24)),
    "stripe_restricted": lambda r: same("rk_live_" + chars(r, ALNUM, 99)),
    "stripe_test_secret": lambda r: same("sk_test_" + chars(r, ALNUM, 24)),
    "stripe_webhook_secret": lambda r: same("whsec_" + chars(r, ALNUM, 32)),
    "openai_legacy": lambda r: same("sk-" + chars(r, ALNUM, 20) + "T3Blbk" + "FJ" + chars(r, ALNUM, 20)),
    "openai_project": lambda r: same("sk-proj-" + chars(r, URLSAFE, 156)),
    "openai_service_account": lambda r: same("sk-svcacct-" + chars(r, URLSAFE, 156)),
    "openai_admin": lambda r: same("sk-admin-" + chars(r, URLSAFE, 156)),
    "anthropic": lambda r: same("sk-ant-api03-" + chars(r, URLSAFE, 93) + "AA"),
    "google_api_key": lambda r: same("AIza" + chars(r, URLSAFE, 35)),
    "google_oauth_client_secret": lambda r: same("GOCSPX-" + chars(r, URLSAFE, 28)),
    "google_oauth_access_token": lambda r: same("ya29." + chars(r, URLSAFE, 120)),
    "azure_storage_account_key": lambda r: _azure_connection_string(r),
    "azure_sas_signature": lambda r: _azure_sas_url(r),
    "azure_client_secret": lambda r: same(
        chars(r, ALNUM, 3) + digits(r, 1) + "Q~" + chars(r, ALNUM + "_~.-", 34)
    ),
    "twilio_api_key": lambda r: same("SK" + chars(r, HEX, 32)),
    "sendgrid": lambda r: same("SG." + chars(r, URLSAFE, 22) + "." + chars(r, URLSAFE, 43)),
    "mailgun": lambda r: same("key-" + chars(r, HEX, 32)),
    "mailchimp": lambda r: same(chars(r, HEX, 32) + "-us" + str(r.randint(1, 21))),
    "npm": lambda r: same("npm_" + chars(r, ALNUM, 36)),
    "pypi": lambda r: same("pypi-AgEIcHlwaS5vcmc" + chars(r, URLSAFE, 160)),
    "huggingface": lambda r: same("hf_" + chars(r, string.ascii_letters, 34)),
    "discord_bot": lambda r: same(
        base64.b64encode(str(r.randrange(10**17, 10**18)).encode()).decode().rstrip("=")
        + "." + chars(r, URLSAFE, 6) + "." + chars(r, URLSAFE, 38)
    ),
    "discord_webhook": lambda r: _discord_webhook(r),
    "telegram_bot": lambda r: same(str(r.randint(10**8, 10**10)) + ":AA" + chars(r, URLSAFE, 33)),
    "digitalocean": lambda r: same("dop_v1_" + chars(r, HEX, 64)),
    "heroku": lambda r: same("HRKU-AA" + chars(r, URLSAFE, 58)),
    "shopify": lambda r: same("shpat_" + chars(r, HEX, 32)),
    "new_relic_user_key": lambda r: same("NRAK-" + chars(r, UPPER_DIGITS, 27)),
    "new_relic_license": lambda r: same(chars(r, HEX, 36) + "NRAL"),
    "sentry_user": lambda r: same("sntryu_" + chars(r, HEX, 64)),
    "sentry_org": lambda r: same("sntrys_" + "eyJ" + chars(r, ALNUM, 120) + "_" + chars(r, ALNUM, 43)),
    "atlassian": lambda r: same("ATATT3" + chars(r, ALNUM + "_-", 180) + "=" + chars(r, HEX, 8)),
    "databricks": lambda r: same("dapi" + chars(r, HEX, 32)),
    "doppler": lambda r: same("dp.pt." + chars(r, ALNUM, 43)),
    "vault": lambda r: same("hvs." + chars(r, URLSAFE, 95)),
    "grafana_cloud": lambda r: same("glc_" + chars(r, ALNUM, 88) + "=="),
    "grafana_service_account": lambda r: same("glsa_" + chars(r, ALNUM, 32) + "_" + chars(r, HEX, 8)),
    "linear": lambda r: same("lin_api_" + chars(r, ALNUM, 40)),
    "postman": lambda r: same("PMAK-" + chars(r, HEX, 24) + "-" + chars(r, HEX, 34)),
    "square_access_token": lambda r: same("EAAA" + chars(r, URLSAFE, 60)),
    "square_oauth_secret": lambda r: same("sq0csp-" + chars(r, URLSAFE, 43)),
    "age": lambda r: same("AGE-SECRET-" + "KEY-1" + chars(r, BECH32, 58)),
    "jwt": lambda r: same(jwt(r)),
    "jwe": lambda r: same("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + ".".join(chars(r, URLSAFE, n) for n in (22, 180, 22))),
    "launchdarkly": lambda r: same("sdk-" + str(uuid.UUID(int=r.getrandbits(128)))),
    "axiom": lambda r: same("xaat-" + str(uuid.UUID(int=r.getrandbits(128)))),
    "resend": lambda r: same("re_" + chars(r, ALNUM, 8) + "_" + chars(r, ALNUM, 24)),
    "backblaze_b2": lambda r: same("K005" + chars(r, ALNUM + "+/", 27)),
    "statsig": lambda r: same("secret-" + chars(r, ALNUM, 43)),
    "honeycomb": lambda r: same("hcaik_" + chars(r, HEX + "ghijklmnopqrstuvwxyz", 58)),
    "cloudflare_tunnel": lambda r: same("eyJhIjoi" + chars(r, ALNUM + "+/", 176) + "="),
    "pem_rsa": lambda r: same("\n".join(pem_lines(r, "RSA PRIVATE"))),
    "pem_openssh": lambda r: same("\n".join(pem_lines(r, "OPENSSH PRIVATE"))),
    "pem_in_json": lambda r: same("\\n".join(pem_lines(r, "PRIVATE"))),
}


def _slack_webhook(r):
    path = "T" + chars(r, UPPER_DIGITS, 10) + "/B" + chars(r, UPPER_DIGITS, 10) + "/" + chars(r, ALNUM, 24)
    return "https://hooks.slack.com/services/" + path, path


def _zapier_hook(r):
    key = chars(r, "abcdefghijklmnopqrstuvwxyz0123456789", 8)
    secret = digits(r, 7) + "/" + key  # the account number and the key make the URL a credential together
    return "https://hooks.zapier.com/hooks/catch/" + secret + "/", secret


def _discord_webhook(r):
    token = chars(r, URLSAFE, 68)
    return "https://discord.com/api/webhooks/" + digits(r, 18) + "/" + token, token


def _azure_connection_string(r):
    key = b64(r, 64)
    return "AccountName=acme;AccountKey=" + key + ";EndpointSuffix=core.windows.net", key


def _azure_sas_url(r):
    sig = b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return "https://acme.blob.core.windows.net/logs/app.log?sv=2022-11-02&sp=r&sig=" + sig, sig


# Notes an agent might write around a pasted token: any position, punctuation, quotes, particles.
TOKEN_TEMPLATES = [
    "Deploy failed because the token {s} had expired; use the org secret instead.",
    "CI returned 401 until I replaced {s}.",
    "Found {s}, committed in the old .env - rotate it.",
    "The nightly job used ({s}) and broke when it was revoked.",
    "curl -H 'Authorization: Bearer {s}' https://api.example.com/v1/me",
    'config.json had {{"api_key": "{s}"}} committed by mistake.',
    "Key: {s}. Do not reuse it across environments.",
    "export SERVICE_TOKEN={s}",
    "The value was '{s}' before we moved it to Vault.",
    "Logged at startup: credential={s}&retry=3",
    "The proxy logged {s}/ as a path segment.",
    "YAML had `token: {s}` under deploy.env",
    'Support pasted "{s}" into the ticket; revoked.',
    "Failing call: https://api.example.com/v2/items/{s}/sync",
    "Rotated {s}: the old one still works for 24h.",
    "The leaked key ends this line {s}",
    "gh secret set DEPLOY_KEY --body {s}",
    "env:\n  API_TOKEN: {s}\n  REGION: us-east-1",
    "{s} was printed in the build log at step 4.",
    "docker run -e TOKEN={s} acme/worker:1.4.2",
    "(see {s}) - that credential belongs to staging",
    'settings.py: KEY = "{s}"  # TODO move to env',
    "배포 토큰 {s}은 만료되었다. 조직 시크릿을 써야 한다.",
    "{s}으로 인증했더니 403이 났다.",
    "환경변수에 {s}를 넣고 재시작했다.",
    "{s}가 빌드 로그에 찍혀서 폐기했다.",
    '키는 "{s}"였는데 지금은 Vault로 옮겼다.',
    "`{s}`로 호출하면 스테이징에서만 동작한다.",
    "요청 URL https://api.example.com/hooks/{s}/notify 에서 실패",
    "{s}, 이 값은 절대 커밋하면 안 된다.",
    "스테이징 키: {s}",
    "토큰({s})이 만료되어 재발급 필요",
    "{s}와 같은 형식의 키는 push protection에 걸린다.",
]

# Passwords and unprefixed secrets, recognisable only by what surrounds them.
# {p} password, {t} random token, {h} 32 hex, {H} 40 hex, {u} UUID, {a} AWS secret key,
# {k} 32 random bytes in base64, {b} HTTP Basic credentials.
CONTEXT_TEMPLATES = [
    "DB_PASSWORD={p} in .env.staging - move it to the secret store.",
    "mysql -u root -p'{p}' -h 127.0.0.1 app",
    "mysql -uroot -p{p} app_db < dump.sql",
    "redis-cli -h cache.internal -a {p} ping returned PONG",
    "psql postgres://app:{p}@db.internal:5432/app",
    "The admin password is {p}.",
    "staging admin password is {p}, change it after the demo",
    '"password": "{p}" was in the fixture file',
    "database:\n  user: app\n  password: {p}\n  host: db",
    "./bin/seed --admin-password={p}",
    "docker login -u ci -p {p} registry.example.com",
    "curl -u admin:{p} https://jenkins.internal/api/json",
    "Server=db01;Database=app;User Id=sa;Password={p};",
    "sshpass -p '{p}' ssh deploy@10.0.0.5",
    "PGPASSWORD={p} psql -h db -U app",
    "amqp://guest:{p}@rabbit.internal:5672/",
    "mongodb+srv://admin:{p}@cluster0.ab1cd.mongodb.net/test",
    "redis://:{p}@cache:6379/0",
    "machine api.example.com login deploy password {p}",
    "the password for the staging db is {p}",
    "set the password to {p} for the demo account",
    "SMTP_PASS={p}",
    "app serve --db-password {p} --port 8080",
    "jdbc:postgresql://db:5432/app?user=app&password={p}",
    "login failed with pwd={p}; account locked",
    'MYSQL_ROOT_PASSWORD: "{p}"',
    '$env:DB_PASSWORD = "{p}"',
    "stringData:\n  password: {p}",
    "spring.datasource.password={p}",
    "the Wi-Fi passphrase is {p}",
    "Temporary password: {p} (expires Friday)",
    "echo '{p}' | sudo -S systemctl restart app",
    "use {p} for the kiosk user",
    "AWS_SECRET_ACCESS_KEY={a}",
    "aws_secret_access_key = {a}",
    "client_secret: {t}",
    "TWILIO_AUTH_TOKEN={h}",
    "DD_API_KEY={h} DD_APP_KEY={H}",
    "HEROKU_API_KEY={u}",
    "VAULT_TOKEN=s.{t}",
    "JIRA_API_TOKEN={t}",
    "SECRET_KEY = 'django-insecure-{t}'",
    "GET /v1/report?access_token={t}&format=csv",
    "-H 'x-api-key: {t}'",
    "the API key is {t}",
    '{{"clientSecret": "{t}"}}',
    "NEXTAUTH_SECRET={k}",
    "Authorization: Basic {b}",
    "Authorization: token {t}",
    'curl -H "X-Auth-Token: {t}" https://api.internal/v1',
    "the client secret is {t}.",
    "encryption_key: {k}",
    "SENTRY_AUTH_TOKEN={H}",
    "비밀번호는 {p}입니다",
    "DB 비밀번호: {p}",
    "비밀번호를 {p}로 바꿨다",
    "관리자 비번은 {p}이고 다음 주에 교체 예정",
    "스테이징 패스워드는 `{p}`",
    "접속 정보: postgres://app:{p}@10.0.1.5:5432/app",
    "mysql -uroot -p{p} 로 접속해서 확인함",
    "redis-cli -a {p} 로 붙어서 FLUSHALL 실행",
    ".env에 DB_PASSWORD={p} 넣어둠",
    "API 키는 {t}이고 읽기 전용이다",
    "토큰은 {t}입니다",
    "시크릿 키: {t}",
    '암호는 "{p}"였는데 유출되어 변경',
    "heroku config:set DATABASE_PASSWORD={p}",
    "kubectl create secret generic db --from-literal=password={p}",
    "The SMTP credentials are noreply / password {p}",
    "Jenkins admin login: admin / {p}",
    "ssh deploy@10.0.0.5 (password: {p})",
    "Tried root with {p} but it was rejected",
    "'{p}' is the staging DB password",
    "the ansible-vault password is {p}",
    "wifi: SSID acme-guest, pass {p}",
    "The API token ({t}) has admin scope.",
    "RABBITMQ_DEFAULT_PASS={p}",
    "POSTGRES_PASSWORD: {p}",
    "spring.mail.password = {p}",
    "requests.get(url, auth=('admin', '{p}'))",
    'psql "host=db user=app password={p} dbname=app"',
    "DSN: mysql://root:{p}@127.0.0.1:3306/app",
    "git remote set-url origin https://oauth2:{t}@gitlab.example.com/acme/app.git",
    "az login --service-principal -u {uuid} -p {t} --tenant acme.onmicrosoft.com",
    "htpasswd -b .htpasswd admin {p}",
    "X-Shopify-Access-Token: {t}",
    "apiKey: '{t}' in the firebase config",
    "client secret for the OIDC app: {t}",
    "the password for user deploy: {p}",
    "비밀번호 {p} 로 로그인 성공",
    "관리자 계정 admin / {p}",
    "DB 접속 비번: {p}",
    "패스워드 {p} 노출됨, 즉시 변경",
    "토큰 값: {t}",
    "비밀번호가 {p}인 계정은 잠갔다",
    "토큰 {t} 만료됨",
    "API 키 값은 {t}이다",
    "Staging Grafana: admin / {p} (change on first login)",
    "LDAP bind password={p} in sssd.conf",
    "The bind DN password is {p}; it is the same on prod.",
    "FTP creds ftp://upload:{p}@files.acme.io/in",
    "keytool -storepass {p} -list -keystore app.jks",
    "openssl pkcs12 -export -passout pass:{p} -out cert.p12",
    "gpg --batch --passphrase {p} -d secrets.gpg",
    "CREATE USER app WITH PASSWORD '{p}';",
    "ALTER USER 'root'@'localhost' IDENTIFIED BY '{p}';",
    "The webhook secret: {t}",
    "OAuth client: id=web-app, secret={t}",
    "Authorization header was 'Bearer {t}' in the HAR file",
    "cookie session={t}; Path=/; HttpOnly",
    "비밀번호 '{p}'로 로그인됨",
    "관리자 페이지 비밀번호는 {p} 입니다",
    "토큰: {t} (읽기 전용)",
    "접속용 패스워드: {p}",
    "DB 계정 app / {p}",
    "시크릿 값 {t} 를 Vault로 옮김",
    "SSH 키 패스프레이즈는 {p}이다",
]

# Clean notes: the hard negatives. {sha} git SHA, {short} short SHA, {sha256} hex digest, {uuid},
# {sri} sha512 integrity, {ver} version, {b64} base64 of ordinary text, {hex32}, {fpr} GPG
# fingerprint, {pk} Stripe publishable key, {num} build number, {ssh} SSH key fingerprint.
CLEAN_TEMPLATES = [
    "Bisected the regression to commit {sha}; revert it before the release.",
    "Pin the base image: python:3.11-slim@sha256:{sha256}",
    "Request {uuid} timed out at the gateway after 30s.",
    "npm ci failed: integrity sha512-{sri} did not match the lockfile.",
    "Upgrade pydantic to {ver}; the 2.6 line breaks our validators.",
    "The fixture payload is base64: {b64}",
    "ETag {hex32} changed after the CDN purge.",
    "Fixed in {short}, cherry-picked to release/1.4.",
    "Frontend uses the publishable key {pk}; it is public by design.",
    "Docker digest sha256:{sha256} is what production runs.",
    "The GPG key fingerprint is {fpr}.",
    "SHA-256 of the release artifact: {sha256}",
    "Tenant {uuid} was migrated to the new shard.",
    "git push -u origin main after rebasing on {short}",
    "docker run -u 1000:1000 acme/worker:{ver}",
    "Version 1.0.0-rc.1+build.{num} was yanked.",
    "UUIDs like {uuid} are request ids, not secrets.",
    "The npm package @acme/sdk@{ver} ships its own types.",
    "Coverage dropped to 81.5% after {short}.",
    "Check the ssh host key: SHA256:{ssh}",
    "Merge {sha} and {sha256} are unrelated; the digest is the tarball.",
    "커밋 {sha}에서 회귀가 시작됐다.",
    "요청 ID {uuid}가 게이트웨이에서 타임아웃 났다.",
    "이미지 다이제스트 sha256:{sha256}로 고정했다.",
    "pydantic {ver}로 올리면 검증기가 깨진다.",
    "publishable key {pk}는 공개 값이라 괜찮다.",
    "빌드 {num}번에서 캐시 키가 바뀌었다.",
    "npm integrity sha512-{sri} 불일치로 설치 실패",
    "{b64} 는 그냥 base64로 인코딩된 설정 값이다.",
]

# Clean notes without random parts, each used once.
CLEAN_FIXED = [
    "Config lives in /etc/acme/config.yaml and ~/.config/acme/settings.json.",
    "See https://docs.example.com/auth/tokens#rotation for the rotation policy.",
    "Set OPENAI_API_KEY in .env before running the integration tests.",
    'Read it with api_key = os.environ["API_KEY"]; never hard-code it.',
    "password=None is the default for the local sqlite engine.",
    "The publish step uses token: ${{ secrets.NPM_TOKEN }} and nothing else.",
    'Ansible: db_password: "{{ vault_db_password }}" comes from the vault file.',
    "Rotate the token before it expires, otherwise the nightly sync fails.",
    "The password must be at least 12 characters and contain a digit.",
    "Use api_key=<your-api-key> in the example, never a real one.",
    "The sample config shows token: xxxx as a placeholder.",
    "Already scrubbed: password=[REDACTED] in the old log line.",
    "Hit the tokens limit: max_tokens=4096 is too small for the summary.",
    "The tokenizer splits on whitespace before BPE.",
    "AWS account 123456789012 in ap-northeast-2 hosts the staging stack.",
    "arn:aws:iam::123456789012:role/deploy-role needs s3:GetObject.",
    "secret_name: prod/db/credentials is the Secrets Manager entry.",
    "The password_hash column uses bcrypt with cost 12.",
    "tokenExpiry=3600 and token_ttl: 900 must stay in sync.",
    "auth: true and credentials: include are needed for the cookie.",
    'echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin',
    "mkdir -p /var/lib/acme && docker run -p 8080:80 nginx:1.25",
    "ssh -p 2222 deploy@bastion.internal then tar -pxzf release.tgz",
    "Bearer tokens are validated at the gateway, not in the service.",
    "Basic authentication is disabled in production.",
    "The API key is stored in AWS Secrets Manager under prod/api.",
    "The secret key is base64-encoded before it is stored.",
    "helm: password: {{ .Values.db.password }} is templated at install.",
    "password: !vault | - the encrypted blob follows in group_vars.",
    "Use getpass.getpass() instead of hard-coding the password.",
    "The token is valid for 3600 seconds and refreshes automatically.",
    "Set the password policy to 90 days.",
    "The admin password is stored in 1Password under 'Staging'.",
    "Password: rotate every 90 days per SOC2.",
    "Token: see the vault entry for the CI bot.",
    "Clone with git@github.com:acme/infra.git, not https.",
    "The healthcheck hits http://localhost:8080/healthz every 10s.",
    "Node 20.11.1 and npm 10.2.4 are required.",
    "The key insight: the cache key includes the locale.",
    'api_key: str = Field(..., description="Partner API key")',
    "def connect(host, password: Optional[str] = None):",
    "const token = await getToken(); // never log it",
    "token = request.headers.get('Authorization')",
    "if (!password) throw new Error('password required')",
    "The SAS token expires at se=2026-03-01T00:00:00Z; regenerate monthly.",
    "Stripe webhook signature header is Stripe-Signature.",
    "Use the secret manager; secrets: inherit in the reusable workflow.",
    "The JWT header is base64url, so every token starts with eyJ.",
    "CSP nonce is generated per request; see middleware/csp.ts.",
    "Set DATABASE_URL=postgres://localhost:5432/app for local dev.",
    "The connection string is postgres://app@db:5432/app (password via PGPASSFILE).",
    "Keycloak client id is acme-web; the client secret lives in Vault.",
    "Dockerfile: ENV NODE_ENV=production and ARG NPM_TOKEN without a default.",
    "Sentry DSN is configured via SENTRY_DSN in the deployment manifest.",
    "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
    "The password reset link is valid for 15 minutes.",
    "Our PAT expired; ask an org owner to issue a new one.",
    "Use --token-file /run/secrets/gh instead of passing the token inline.",
    "password = getpass.getpass('DB password: ')",
    "token: GITHUB_TOKEN is mapped in the workflow env block.",
    "The private_key_id field identifies the key; the key itself is in Vault.",
    "PRIVATE_KEY_PATH=./keys/deploy.pem is read at boot.",
    "Set SSL_KEY=/etc/ssl/private/server.key on the proxy.",
    "The Slack webhook URL lives in SLACK_WEBHOOK_URL, not in code.",
    "Run with --password-file ./secrets/db.txt on CI.",
    "Authorization: Bearer $TOKEN is set by the client wrapper.",
    "curl -H \"Authorization: Bearer ${API_TOKEN}\" https://api.example.com",
    "The passwordless login flow uses magic links.",
    "secretlint and gitleaks both run in pre-commit.",
    "Session tokens live 15 minutes; refresh tokens 30 days.",
    "The README example uses password: changeme for the local stack.",
    "Export the key as PEM; the header says -----BEGIN PUBLIC KEY-----.",
    "Keys are sk- prefixed for OpenAI and sk-ant- for Anthropic, never log either.",
    "Token budget: 8k tokens per request, 32k per minute.",
    "비밀번호를 재설정해야 한다.",
    "토큰 만료 시간은 3600초로 설정한다.",
    "비밀번호는 8자 이상이어야 한다.",
    "API 키는 Vault에 저장되어 있다.",
    "시크릿은 GitHub Actions secrets로 관리한다.",
    "암호화 알고리즘은 AES-256-GCM을 쓴다.",
    "토큰을 로그에 남기지 말 것.",
    "비밀번호 정책은 90일마다 변경이다.",
    "액세스 키는 IAM 콘솔에서 교체한다.",
    "환경변수 OPENAI_API_KEY를 .env에 설정해야 테스트가 돈다.",
    "비밀번호는 1Password에 있다.",
    "토큰은 JWT 형식이고 만료는 1시간이다.",
    "시크릿 키 로테이션은 분기마다 한다.",
    "비번 바꾸라는 알림이 계속 온다.",
    "인증 토큰 갱신 주기는 15분이다.",
    "패스워드 입력창에 자동완성을 끄자.",
    "토큰 수 제한(max_tokens=2048) 때문에 요약이 잘렸다.",
    "비밀번호는 bcrypt로 해시한다.",
    "키워드: 토큰, 시크릿, 비밀번호 - 로그에 남기면 안 되는 단어들",
    "SSH 포트는 -p 2222 로 지정한다.",
    "비밀번호는 .env 파일의 DB_PASSWORD로 주입한다.",
    "토큰은 ${{ secrets.DEPLOY_TOKEN }}으로 넘긴다.",
    "API 키 없이 호출하면 401이 난다.",
    "os.environ[\"DB_PASSWORD\"]가 비어 있으면 기동하지 않는다.",
    "비밀번호 해시는 argon2id를 쓴다.",
    "토큰 검증은 게이트웨이에서 한다.",
    "비밀번호 변경 후 세션이 모두 끊긴다.",
    "[REDACTED] 처리된 값은 그대로 둔다.",
    "token_type: bearer",
    "The token endpoint is /oauth/token and returns access_token, expires_in.",
    "secret: true",
    "auth: oauth2-proxy",
    "password = settings.DATABASE_PASSWORD",
    'secret = Secret("db-creds")',
    'token := os.Getenv("TOKEN")',
    "const apiKey = process.env.API_KEY;",
    "let token = localStorage.getItem('token')",
    "if token == None: raise",
    "private_key = load_pem('/keys/id_rsa')",
    "secretKeyRef:\n  name: db-creds\n  key: password",
    "The password is hashed with argon2id.",
    "the api key is missing from the request headers",
    "Access tokens are JWTs signed with RS256.",
    'FATAL: password authentication failed for user "app"',
    "token expired at 2024-03-01T10:00:00Z",
    "The secret key is a 256-bit value.",
    "the token for the bot is now in org secrets",
    "the password was reset by IT",
    'curl -H "Authorization: token $GH_TOKEN" https://api.github.com/user',
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl dev@laptop",
    "The Sentry DSN https://abc123@o123.ingest.sentry.io/456 is public.",
    "Use http://user@proxy:3128 for the proxy.",
    "https://github.com/acme/repo/blob/main/src/auth/token.ts#L10",
    "mysql -h db -P 3306 -u app -p",
    "토큰은 헤더에 넣는다.",
    "비밀번호는 SHA-256으로 해시하지 말고 bcrypt를 쓴다.",
    "API 키는 X-API-Key 헤더로 보낸다.",
    "비밀번호를 DB_PASSWORD 환경변수로 넘긴다.",
    "비번은 1Password Teams에 저장했다.",
    "비밀번호: 관리자에게 문의",
    "password: <redacted>",
    'password: "%(DB_PASSWORD)s"',
    "The password is SHA-256 hashed.",
    "secret: my-app-secret-name",
    "PASSWORD_MIN_LENGTH=12",
    "session_token_ttl=3600",
    '"token": "refresh_token"',
    "grant_type=client_credentials&client_id=web",
    "pwd: /home/dev/project",
    "The token bucket refills at 10 req/s.",
    "docker login -u AWS -p $(aws ecr get-login-password) 123456789012.dkr.ecr.us-east-1.amazonaws.com",
    "echo $TOKEN | gh auth login --with-token",
    'curl -u "$USER:$PASS" https://ci.internal',
    "Bearer authentication failed: invalid_token",
    "client_id: 0oa1b2c3d4e5f6g7h8i9",
    "비밀번호를 12자 이상으로 변경했다.",
    "Login page: user / password fields are validated client-side first.",
    "Use account admin / read-only role for dashboards.",
    "account 123456789012 / eu-west-1 is the DR region.",
    "Password reset emails go through SES; template id pw-reset-v2.",
    "pw hashing moved from sha1 to argon2id in v3.2.",
    "The API token has read:org and repo scopes.",
    "client secret expiry: 2026-06-30, set a reminder.",
    "The password for the service account is managed by Vault's DB engine.",
    "set the password to expire after 90 days",
    "Password hashing: bcrypt cost=12.",
    "key rotation: every 90 days per policy v1.3.",
    "token=$(gh auth token) is how the script gets it.",
    "password=$(openssl rand -base64 24) generates a new one.",
    "api_key: \"{{ lookup('env', 'API_KEY') }}\"",
    '"apiKey": process.env.FIREBASE_API_KEY,',
    "credentials: 'same-origin'",
    "login as admin, then go to Settings / Security.",
    "user root / group wheel",
    "로그인 / 로그아웃 로그를 따로 남긴다.",
    "API 키 값은 환경변수로 주입한다.",
    "비밀번호로 로그인하는 방식은 폐기 예정이다.",
    "패스워드 정책 v2 적용 완료.",
    "비밀번호 bcrypt 해시 비용은 12다.",
    "The token is JWT (RS256) and lives 15 minutes.",
    "The password is 16 characters long.",
    "Password: Required.",
]


def _fill(rng, template):
    """Fill one template; returns the note and the secrets placed in it."""
    secrets = []

    def put(value):
        secrets.append(value)
        return value

    values = {
        "p": lambda: put(password(rng)),
        "t": lambda: put(chars(rng, ALNUM, rng.randint(24, 40))),
        "h": lambda: put(chars(rng, HEX, 32)),
        "H": lambda: put(chars(rng, HEX, 40)),
        "u": lambda: put(str(uuid.UUID(int=rng.getrandbits(128), version=4))),
        "a": lambda: put(chars(rng, ALNUM + "/+", 40)),
        "k": lambda: put(b64(rng, 32)),
        "b": lambda: put(base64.b64encode(("deploy:" + password(rng)).encode()).decode()),
        "sha": lambda: chars(rng, HEX, 40),
        "short": lambda: chars(rng, HEX, 7),
        "sha256": lambda: chars(rng, HEX, 64),
        "uuid": lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        "sri": lambda: b64(rng, 64),
        "ver": lambda: "%d.%d.%d" % (rng.randint(1, 5), rng.randint(0, 20), rng.randint(0, 30)),
        "b64": lambda: base64.b64encode(
            " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 8))).encode()
        ).decode(),
        "hex32": lambda: chars(rng, HEX, 32),
        "fpr": lambda: chars(rng, "0123456789ABCDEF", 40),
        "pk": lambda: "pk_live_" + chars(rng, ALNUM, 24),
        "num": lambda: str(rng.randint(100, 99999)),
        "ssh": lambda: b64(rng, 32).rstrip("="),
    }
    note = string.Formatter().vformat(template, (), _Lazy(values))
    return note, secrets


class _Lazy(dict):
    """Calls a generator for every placeholder, so repeated placeholders get fresh values."""

    def __init__(self, makers):
        super().__init__()
        self.makers = makers

    def __missing__(self, key):
        return self.makers[key]()


def secret_notes():
    """(note, secrets) pairs: every token maker in three token templates, every context template twice."""
    rng = random.Random(SEED)
    notes = []
    for i, maker in enumerate(TOKEN_MAKERS.values()):
        for k in range(3):
            text, secret = maker(rng)
            template = TOKEN_TEMPLATES[(3 * i + k) % len(TOKEN_TEMPLATES)]
            notes.append((template.format(s=text), [secret]))
    for template in CONTEXT_TEMPLATES:
        for _ in range(2):
            notes.append(_fill(rng, template))
    return notes


def clean_notes():
    """Notes holding no secret: every random template three times, every fixed note once."""
    rng = random.Random(SEED + 1)
    notes = [_fill(rng, template)[0] for template in CLEAN_TEMPLATES for _ in range(3)]
    return notes + CLEAN_FIXED
