#!/usr/bin/env python3
"""Generator for blind_set_v23.jsonl -- a blind evaluation set for a credential-redaction
filter that protects an AI-agent "memory log" (fields: missing_context, lesson, ask_next_time).

Standard library only, no network.  One PRNG (random.Random(23_2026_1126)) drives every choice:
template order, language, which field holds the secret, every random value and the final
shuffle.  Sets are never iterated; JSON is written with a fixed key order.

Usage:  python3 make_blind_set_v23.py            # writes blind_set_v23.jsonl next to this file
        python3 make_blind_set_v23.py --stats    # same, and prints the counts used in the README
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 23_2026_1126
R = random.Random(SEED)

N_SECRET_VENDOR = 192     # 54.9 % of the secret notes
N_SECRET_OTHER = 158      # 45.1 %
N_CLEAN = 350

LIM = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELDS = ("missing_context", "lesson", "ask_next_time")

# ----------------------------------------------------------------------------------------------
# random value helpers
# ----------------------------------------------------------------------------------------------
DIG = string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
B62 = DIG + UP + LOW
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64A = UP + LOW + DIG + "+/"
B64UA = UP + LOW + DIG + "-_"
B32A = UP + "234567"
UPNUM = UP + DIG
LOWNUM = LOW + DIG
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def mixed(alpha, n):
    """random string over alpha that contains at least one upper, lower and digit when possible"""
    while True:
        s = rs(alpha, n)
        need = []
        if any(c in UP for c in alpha):
            need.append(any(c in UP for c in s))
        if any(c in LOW for c in alpha):
            need.append(any(c in LOW for c in s))
        if any(c in DIG for c in alpha):
            need.append(any(c in DIG for c in s))
        if all(need):
            return s


def hx(n):
    return mixed(HEX, n)


def an(n):
    return mixed(B62, n)


def b64u_s(n):
    return mixed(B64UA, n)


def digits(n):
    return str(R.randint(1, 9)) + rs(DIG, n - 1)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode()


def b64u(bs):
    return base64.urlsafe_b64encode(bs).decode().rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b62enc(n, width=6):
    s = ""
    while n:
        n, rem = divmod(n, 62)
        s = B62[rem] + s
    return s.rjust(width, "0")


def crc_token(prefix):
    """GitHub / npm style: 30 random base62 chars + 6-char base62 CRC32 checksum"""
    body = an(30)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF)


def pick(seq):
    return R.choice(seq)


WORDS = ["Maple", "Otter", "Comet", "Walrus", "Pepper", "Juniper", "Falcon", "Cobalt", "Mango",
         "Tulip", "Hanbit", "Sora", "Bada", "Nabi", "Dalbit", "Gureum", "Haneul", "Byeol",
         "Raven", "Quartz", "Saffron", "Pebble", "Willow", "Ember", "Nimbus", "Orchid", "Puffin",
         "Kestrel", "Tamarind", "Banjo", "Cactus", "Hodu", "Gamja", "Dubu", "Bori", "Saebyeok",
         "Lantern", "Marlin", "Thistle", "Glacier", "Yuzu", "Mochi", "Pinecone", "Sparrow"]
KO_QWERTY = ["dkssud", "rkskek", "tkfkd", "gksrmf", "wjdqh", "qkqh", "dlrj", "cjswo", "ghkdlxld",
             "tjdnf", "qntks", "ekfqlc", "tlqkf", "dnfl", "gkfn"]
SYM_ALL = "!#$%&*+-=?@^_~.,:;()[]{}<>/|"
SYM_SHELL = "!#%*+-=?@^_~.,:"     # fine inside single quotes
SYM_URL = "!$&*+-=@^_~.:/?#%"     # gets percent-encoded where it matters
SYM_PLAIN = "!%*+-.@^_~"           # safe nearly everywhere (env, json, yaml quoted, xml, jdbc)


def machine_pw(n=None, sym=SYM_PLAIN):
    n = n or R.randint(14, 30)
    alpha = B62 + sym * 2
    while True:
        s = rs(alpha, n)
        if (any(c in UP for c in s) and any(c in LOW for c in s) and any(c in DIG for c in s)
                and any(c in sym for c in s) and s[0] not in "-=:"):
            return s


def human_pw(sym="!@#$%^*_-.~"):
    k = R.randrange(9)
    w1, w2 = R.sample(WORDS, 2)
    y = str(R.choice([R.randint(1985, 2026), R.randint(10, 99), R.randint(100, 9999)]))
    s = R.choice(sym)
    if k == 0:
        p = f"{w1}{s}{w2}{y}"
    elif k == 1:
        p = f"{w1.lower()}{y}{s}{s}"
    elif k == 2:
        p = f"{R.choice(KO_QWERTY)}{y}{s}"
    elif k == 3:
        p = f"{w1}{y}{s}"
    elif k == 4:
        p = f"{w1[0]}{w1[1:].lower()}{s}{w2.lower()}{s}{y}"
    elif k == 5:
        leet = w1.replace("o", "0").replace("a", "4").replace("e", "3").replace("i", "1")
        p = f"{leet}{s}{y}"
    elif k == 6:
        p = f"{w1.lower()}.{w2.lower()}.{y}"
    elif k == 7:
        p = f"{R.choice(KO_QWERTY)}{s}{R.choice(KO_QWERTY)}{R.randint(1, 99)}"
    else:
        p = f"{w1}{w2}{s}{y}"
    while len(p) < 10:
        p += str(R.randint(0, 9))
    return p


def any_pw(sym=SYM_PLAIN):
    if R.random() < 0.55:
        return machine_pw(sym=sym)
    return human_pw(sym="".join(c for c in "!@#$%^*_-.~" if c in sym) or "_")


def pct(s):
    return urllib.parse.quote(s, safe="")


def basic(user, pw):
    return b64(f"{user}:{pw}".encode())


def jwt(payload, alg="HS256"):
    h = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(rbytes(32 if alg == 'HS256' else 64))}"


def wrap(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def ec_pkcs8_lines():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
           + rbytes(32) + bytes.fromhex("a14403420004") + rbytes(64))
    return wrap(b64(der), 64)


def ec_sec1_lines():
    while True:
        der = (bytes.fromhex("30770201010420") + rbytes(32)
               + bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64))
        lines = wrap(b64(der), 64)
        if len(lines[-1]) >= 8:
            return lines


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pub, seed, check = rbytes(32), rbytes(32), rbytes(4)
    c = comment
    while True:
        pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
        priv = check + check + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(c.encode())
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        data = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
                + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv))
        lines = wrap(b64(data), 70)
        if len(lines[-1]) >= 8:
            return lines
        c += "x"


def rsa_partial_lines(nlines):
    mod = bytes([0xC0 | R.getrandbits(6)]) + rbytes(255)
    der = (bytes.fromhex("308204a40201000282010100") + mod + bytes.fromhex("0203010001028201") + rbytes(600))
    return wrap(b64(der), 64)[:nlines]


def pem(kind, lines):
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


# ----------------------------------------------------------------------------------------------
# small vocabulary
# ----------------------------------------------------------------------------------------------
PROJ = ["billing-api", "ops-dashboard", "mobile-bff", "data-pipeline", "checkout-web", "admin-console",
        "search-indexer", "notif-worker", "hr-portal", "edge-proxy", "reco-engine", "ledger-svc",
        "kiosk-app", "crm-sync", "media-transcoder", "partner-gateway", "infra-live", "growth-etl",
        "store-locator", "booking-core", "payroll-batch", "chatbot-backend", "docs-site", "iot-ingest"]
ORGS = ["acme", "hanul-labs", "bluefin", "dalnim", "northwind", "seoul-devs", "kite-works", "orbit9",
        "mirae-tech", "greenleaf", "pangyo-ai", "lumen-io"]
USERS = ["app", "svc_app", "deploy", "etl_writer", "report_ro", "admin", "jenkins", "grafana",
         "backup", "api_user", "ci-bot", "batch", "sa_orders", "rw_user", "migrator"]
DBS = ["orders", "ledger", "analytics", "users", "inventory", "payments", "crm", "events", "bookings"]
PEOPLE_EN = ["Minji", "Jae-won", "Sarah", "Tom", "Priya", "Hyunwoo", "Alex", "Dana", "Seo-yeon", "Marco"]
PEOPLE_KO = ["민지", "재원", "서연", "현우", "지훈", "수빈", "도윤", "하은", "태호", "유나"]
AGENTS = ["Claude Code", "Cursor", "Codex", "Gemini CLI"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-southeast-1", "us-west-2"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox"]


def host():
    return pick(["db-prod-01.internal", "pg-primary.svc.cluster.local", "10.20.4.17", "mysql-stg.corp.local",
                 "rds-ledger.cluster-cx1a2b3c.ap-northeast-2.rds.amazonaws.com", "db.staging.example.net",
                 "172.31.8.44", "maria-01.idc.local", "pg-replica-2.internal", "orders-db.prod.svc"])


def person(lang):
    return pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)


def L(lang, en, ko):
    return en if lang == "en" else ko


# ----------------------------------------------------------------------------------------------
# vendor table: name, token kind (en/ko), task (en/ko), credentials, non-secret companions, native use
# a credential generator returns either the value, or (text as written, [listed secret parts])
# ----------------------------------------------------------------------------------------------
VEND = []


def C(env, gen, en=None, ko=None):
    return (env, gen, en, ko)


def V(name, kind_en, kind_ko, task_en, task_ko, creds, extras=(), native=None, section=None):
    VEND.append({"name": name, "kind_en": kind_en, "kind_ko": kind_ko, "task_en": task_en,
                 "task_ko": task_ko, "creds": list(creds), "extras": list(extras), "native": native,
                 "section": section})


def P(prefix, alpha, n):
    return lambda: prefix + mixed(alpha, n)


def slack_webhook():
    t = rs(B62, 24)
    return (f"https://hooks.slack.com/services/T{rs(UPNUM, 9)}/B{rs(UPNUM, 11)}/{t}", [t])


def discord_webhook():
    t = b64u_s(68)
    return (f"https://discord.com/api/webhooks/{digits(19)}/{t}", [t])


def jandi_webhook():
    t = hx(32)
    return (f"https://wh.jandi.com/connect-api/webhook/{digits(8)}/{t}", [t])


def pypi_token():
    ident = uuid4().encode()
    cav = json.dumps({"version": 1, "permissions": {"projects": [pick(PROJ)]}}, separators=(",", ":")).encode()
    raw = (b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02"
           + bytes([len(cav)]) + cav + b"\x00\x00\x06\x20" + rbytes(32))
    return "pypi-" + b64u(raw)


def aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + mixed(B64A, R.randint(300, 380)) + "="


def mapbox_sk(user):
    inner = b64u(json.dumps({"u": user, "a": "cl" + rs(LOWNUM, 23)}, separators=(",", ":")).encode())
    return f"sk.{inner}.{b64u_s(22)}"


def supabase_service_jwt():
    return jwt({"iss": "supabase", "ref": rs(LOW, 20), "role": "service_role",
                "iat": 1700000000 + R.randint(0, 30000000), "exp": 2020000000 + R.randint(0, 30000000)})


def discord_bot():
    uid = str(R.randint(10 ** 17, 13 * 10 ** 17))
    return f"{b64u(uid.encode())}.{b64u_s(6)}.{b64u_s(38)}"


def azure_conn():
    k = b64(rbytes(64))
    acct = pick(["stlogs", "stmedia", "stbackup", "stexport"]) + rs(LOWNUM, 6)
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={k};EndpointSuffix=core.windows.net", [k])


def azure_sas():
    sig = pct(b64(rbytes(32)))
    acct = "st" + rs(LOWNUM, 8)
    return (f"https://{acct}.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl"
            f"&se=2026-03-01T00:00:00Z&st=2025-11-01T00:00:00Z&spr=https&sig={sig}", [sig])


def cloudinary_url():
    sec = b64u_s(27)
    return (f"cloudinary://{digits(15)}:{sec}@{pick(['dq', 'hx', 'media'])}{rs(LOWNUM, 5)}", [sec])


def data_go_kr():
    k = b64(rbytes(64))
    while "+" not in k or "/" not in k:
        k = b64(rbytes(64))
    e = pct(k)
    return (e, [e])


def intercom_tok():
    return b64(f"tok:{uuid4()}:1:0".encode())


def elastic_key():
    return b64(f"{b64u_s(20)}:{b64u_s(22)}".encode())


def jfrog_ref():
    return b64(f"reftkn:01:{R.randint(1760000000, 1900000000)}:{b64u_s(27)}".encode()).rstrip("=")


def pem_gen(kind, linefn):
    def g():
        lines = linefn()
        return (pem(kind, lines), list(lines))
    return g


def op_sa_token():
    d = {"signInAddress": pick(["my.1password.com", f"{pick(ORGS)}.1password.com"]),
         "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                      "salt": b64u_s(22)},
         "email": f"{rs(LOW, 12)}@1passwordserviceaccounts.com", "srpX": hx(64),
         "muk": {"alg": "A256GCM", "ext": True, "k": b64u_s(43), "key_ops": ["encrypt", "decrypt"],
                 "kty": "oct", "kid": "mp"},
         "secretKey": f"A3-{rs(UPNUM, 6)}-{rs(UPNUM, 6)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}",
         "throttleSecret": {"seed": hx(64), "deviceUuid": rs(LOWNUM, 26)}, "deviceUuid": rs(LOWNUM, 26)}
    return "ops_" + b64u(json.dumps(d, separators=(",", ":")).encode())


def op_secret_key():
    return f"A3-{rs(UPNUM, 6)}-{rs(UPNUM, 6)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}-{rs(UPNUM, 5)}"


def ws_groups(alpha, groups, size, sep):
    return sep.join(rs(alpha, size) for _ in range(groups))


def oci_auth():
    return machine_pw(20, sym="()[]{}<>;:.+-_#")


def convex_key():
    name = f"{pick(['happy', 'brave', 'quiet', 'rapid'])}-{pick(['otter', 'lynx', 'heron', 'moose'])}-{R.randint(100, 999)}"
    return f"prod:{name}|" + b64(rbytes(60)).rstrip("=")


def x_bearer():
    return ("AAAAAAAAAAAAAAAAAAAAA" + an(9) + "AAAAAA" + an(20) + "%2B" + an(10) + "%3D" + an(50))


def kis_secret():
    return b64(rbytes(135))


def gsa_id():
    return f"{digits(12)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com"


def bws_token():
    return f"0.{uuid4()}.{an(30)}:{b64(rbytes(16))}"


V("GitHub", "classic personal access token", "클래식 PAT", "automating release tags", "릴리스 태그 자동화",
  [C("GITHUB_TOKEN", lambda: crc_token("ghp_"))],
  native=lambda v, x: f"curl -sH 'Authorization: token {v[0]}' https://api.github.com/repos/{pick(ORGS)}/{pick(PROJ)}/releases")
V("GitHub", "fine-grained personal access token", "fine-grained 토큰", "cloning a private submodule in CI",
  "CI에서 private 서브모듈 clone",
  [C("GH_TOKEN", lambda: "github_pat_" + an(22) + "_" + an(59))],
  native=lambda v, x: f"git clone https://x-access-token:{v[0]}@github.com/{pick(ORGS)}/{pick(PROJ)}.git")
V("GitHub", "OAuth token", "OAuth 토큰", "scripting gh CLI for label sync", "gh CLI로 라벨 동기화 스크립트 작성",
  [C("GH_OAUTH_TOKEN", lambda: crc_token("gho_"))],
  native=lambda v, x: f"echo {v[0]} | gh auth login --with-token")
V("GitLab", "personal access token", "개인 액세스 토큰", "querying merge requests via the API", "API로 MR 목록 조회",
  [C("GITLAB_TOKEN", P("glpat-", B64UA, 20))],
  native=lambda v, x: f"curl --header \"PRIVATE-TOKEN: {v[0]}\" https://gitlab.com/api/v4/projects?membership=true")
V("GitLab", "runner authentication token", "러너 인증 토큰", "registering a new shell runner", "새 shell 러너 등록",
  [C("RUNNER_TOKEN", P("glrt-", B64UA, 20))],
  native=lambda v, x: f"gitlab-runner register --non-interactive --url https://gitlab.com --token {v[0]} --executor shell")
V("Slack", "bot token", "봇 토큰", "posting deploy notifications", "배포 알림 전송",
  [C("SLACK_BOT_TOKEN", lambda: f"xoxb-{digits(12)}-{digits(13)}-{an(24)}")],
  native=lambda v, x: f"curl -s -X POST https://slack.com/api/chat.postMessage -H 'Authorization: Bearer {v[0]}' -d channel=C0{rs(UPNUM, 9)} -d text=deployed")
V("Slack", "incoming webhook URL", "인커밍 웹훅 URL", "sending nightly job alerts", "야간 배치 알림 전송",
  [C("SLACK_WEBHOOK_URL", slack_webhook)],
  native=lambda v, x: f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"backup done\"}}' {v[0]}")
V("Slack", "app-level token", "앱 레벨 토큰", "running a Socket Mode bot locally", "Socket Mode 봇 로컬 실행",
  [C("SLACK_APP_TOKEN", lambda: f"xapp-1-A{rs(UPNUM, 10)}-{digits(13)}-{hx(64)}")])
V("AWS", "access key pair", "액세스 키 쌍", "syncing build artifacts to S3", "빌드 산출물을 S3에 동기화",
  [C("AWS_ACCESS_KEY_ID", P("AKIA", B32A, 16), "access key ID", "액세스 키 ID"),
   C("AWS_SECRET_ACCESS_KEY", lambda: mixed(B64A, 40), "secret access key", "시크릿 액세스 키")],
  extras=[C("AWS_DEFAULT_REGION", lambda: pick(REGIONS))],
  native=lambda v, x: f"AWS_ACCESS_KEY_ID={v[0]} AWS_SECRET_ACCESS_KEY={v[1]} aws s3 sync ./dist s3://{pick(PROJ)}-artifacts --region {x[0]}")
V("AWS", "temporary STS credentials", "임시 STS 자격 증명", "debugging an assumed-role session", "AssumeRole 세션 디버깅",
  [C("AWS_ACCESS_KEY_ID", P("ASIA", B32A, 16), "access key ID", "액세스 키 ID"),
   C("AWS_SECRET_ACCESS_KEY", lambda: mixed(B64A, 40), "secret access key", "시크릿 키"),
   C("AWS_SESSION_TOKEN", aws_session_token, "session token", "세션 토큰")])
V("Google Cloud", "API key", "API 키", "geocoding store addresses", "매장 주소 지오코딩",
  [C("GOOGLE_MAPS_API_KEY", P("AIza", B64UA, 35))],
  native=lambda v, x: f"curl \"https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam-daero+396&key={v[0]}\"")
V("Google", "OAuth client secret", "OAuth 클라이언트 시크릿", "adding Google sign-in", "구글 로그인 추가",
  [C("GOOGLE_CLIENT_SECRET", P("GOCSPX-", B64UA, 28))], extras=[C("GOOGLE_CLIENT_ID", gsa_id)])
V("Google", "OAuth refresh token", "OAuth 리프레시 토큰", "automating a Sheets export", "구글 시트 내보내기 자동화",
  [C("GOOGLE_REFRESH_TOKEN", lambda: "1//0e" + b64u_s(98))], extras=[C("GOOGLE_CLIENT_ID", gsa_id)])
V("Google", "Gmail app password", "Gmail 앱 비밀번호", "sending report e-mails over SMTP", "SMTP로 리포트 메일 발송",
  [C("SMTP_PASSWORD", lambda: ws_groups(LOW, 4, 4, " "))],
  extras=[C("SMTP_USER", lambda: f"reports.{rs(LOW, 5)}@gmail.com")],
  native=lambda v, x: f"swaks --server smtp.gmail.com:587 --tls --auth-user {x[0]} --auth-password '{v[0]}' --to ops@example.com")
V("Stripe", "live secret key", "라이브 시크릿 키", "backfilling refunds", "환불 데이터 백필",
  [C("STRIPE_SECRET_KEY", lambda: "sk_live_51" + an(97))],
  native=lambda v, x: f"curl https://api.stripe.com/v1/refunds?limit=3 -u {v[0]}:")
V("Stripe", "webhook signing secret", "웹훅 서명 시크릿", "fixing webhook signature verification", "웹훅 서명 검증 오류 수정",
  [C("STRIPE_WEBHOOK_SECRET", P("whsec_", B62, 32))],
  native=lambda v, x: f"event = stripe.Webhook.construct_event(payload, sig_header, \"{v[0]}\")")
V("Stripe", "restricted key", "제한 키", "reading invoices for the finance export", "재무용 인보이스 조회",
  [C("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + an(97))])
V("OpenAI", "project API key", "프로젝트 API 키", "testing the summarisation endpoint", "요약 엔드포인트 테스트",
  [C("OPENAI_API_KEY", lambda: "sk-proj-" + b64u_s(74) + "T3BlbkFJ" + b64u_s(74))],
  native=lambda v, x: f"curl https://api.openai.com/v1/models -H \"Authorization: Bearer {v[0]}\"")
V("Anthropic", "API key", "API 키", "wiring the evaluation harness", "평가 하네스 연결",
  [C("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64u_s(93) + "AA")],
  native=lambda v, x: f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {v[0]}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @req.json")
V("Anthropic", "Admin API key", "Admin API 키", "pulling the usage report", "사용량 리포트 조회",
  [C("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64u_s(93) + "AA")])
V("Hugging Face", "user access token", "액세스 토큰", "downloading a gated model", "gated 모델 다운로드",
  [C("HF_TOKEN", lambda: "hf_" + mixed(UP + LOW, 34))],
  native=lambda v, x: f"huggingface-cli login --token {v[0]}")
V("npm", "automation token", "자동화 토큰", "publishing the SDK package", "SDK 패키지 배포",
  [C("NPM_TOKEN", lambda: crc_token("npm_"))],
  native=lambda v, x: f"echo \"//registry.npmjs.org/:_authToken={v[0]}\" >> ~/.npmrc")
V("PyPI", "API token", "API 토큰", "uploading the wheel", "wheel 업로드",
  [C("TWINE_PASSWORD", pypi_token)],
  native=lambda v, x: f"twine upload -u __token__ -p {v[0]} dist/*")
V("Docker Hub", "personal access token", "개인 액세스 토큰", "pushing the base image", "베이스 이미지 푸시",
  [C("DOCKERHUB_TOKEN", P("dckr_pat_", B64UA, 27))], extras=[C("DOCKERHUB_USER", lambda: pick(ORGS) + "bot")],
  native=lambda v, x: f"echo '{v[0]}' | docker login -u {x[0]} --password-stdin")
V("Twilio", "auth token", "Auth Token", "sending SMS verification codes", "SMS 인증번호 발송",
  [C("TWILIO_AUTH_TOKEN", lambda: hx(32))], extras=[C("TWILIO_ACCOUNT_SID", lambda: "AC" + rs(HEX, 32))],
  native=lambda v, x: f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{x[0]}/Messages.json -u {x[0]}:{v[0]} --data-urlencode To=+821000000000 --data-urlencode Body=test")
V("Twilio", "API key secret", "API 키 시크릿", "rotating the voice service credentials", "음성 서비스 자격 증명 교체",
  [C("TWILIO_API_SECRET", lambda: an(32))], extras=[C("TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32))])
V("SendGrid", "API key", "API 키", "debugging bounced password-reset mails", "비밀번호 재설정 메일 반송 디버깅",
  [C("SENDGRID_API_KEY", lambda: "SG." + b64u_s(22) + "." + b64u_s(43))],
  native=lambda v, x: f"curl -X POST https://api.sendgrid.com/v3/mail/send -H \"Authorization: Bearer {v[0]}\" -H 'Content-Type: application/json' -d @mail.json")
V("Mailgun", "private API key", "프라이빗 API 키", "checking delivery logs", "전송 로그 확인",
  [C("MAILGUN_API_KEY", lambda: f"{hx(32)}-{hx(8)}-{hx(8)}")],
  native=lambda v, x: f"curl -s --user 'api:{v[0]}' https://api.mailgun.net/v3/mg.{pick(ORGS)}.com/events")
V("Mailchimp", "API key", "API 키", "syncing newsletter audiences", "뉴스레터 구독자 동기화",
  [C("MAILCHIMP_API_KEY", lambda: f"{hx(32)}-us{R.randint(1, 21)}")])
V("Shopify", "Admin API access token", "Admin API 액세스 토큰", "bulk-updating product tags", "상품 태그 일괄 수정",
  [C("SHOPIFY_ADMIN_TOKEN", P("shpat_", HEX, 32))],
  native=lambda v, x: f"curl -H \"X-Shopify-Access-Token: {v[0]}\" https://{pick(ORGS)}.myshopify.com/admin/api/2024-10/products.json")
V("DigitalOcean", "personal access token", "개인 액세스 토큰", "resizing a droplet", "드롭릿 크기 변경",
  [C("DIGITALOCEAN_TOKEN", P("dop_v1_", HEX, 64))], native=lambda v, x: f"doctl auth init -t {v[0]}")
V("Heroku", "API key", "API 키", "scaling worker dynos", "워커 dyno 스케일 조정",
  [C("HEROKU_API_KEY", P("HRKU-AA", B64UA, 58))])
V("Vercel", "access token", "액세스 토큰", "deploying the preview branch", "프리뷰 브랜치 배포",
  [C("VERCEL_TOKEN", lambda: an(24))], native=lambda v, x: f"vercel deploy --prebuilt --prod --token {v[0]}")
V("Netlify", "personal access token", "개인 액세스 토큰", "deploying the docs site", "문서 사이트 배포",
  [C("NETLIFY_AUTH_TOKEN", P("nfp_", B62, 36))], native=lambda v, x: f"netlify deploy --prod --dir=build --auth {v[0]}")
V("Cloudflare", "API token", "API 토큰", "purging the CDN cache", "CDN 캐시 퍼지",
  [C("CLOUDFLARE_API_TOKEN", lambda: b64u_s(40))],
  native=lambda v, x: f"curl -X POST https://api.cloudflare.com/client/v4/zones/{rs(HEX, 32)}/purge_cache -H \"Authorization: Bearer {v[0]}\" --data '{{\"purge_everything\":true}}'")
V("Cloudflare", "Global API key", "Global API 키", "editing DNS records", "DNS 레코드 수정",
  [C("CF_API_KEY", lambda: rs(HEX, 37))], extras=[C("CF_API_EMAIL", lambda: f"infra@{pick(ORGS)}.io")],
  native=lambda v, x: f"curl https://api.cloudflare.com/client/v4/zones -H \"X-Auth-Email: {x[0]}\" -H \"X-Auth-Key: {v[0]}\"")
V("Cloudflare", "Turnstile secret key", "Turnstile 시크릿 키", "verifying captcha tokens server-side", "서버 측 캡차 검증",
  [C("TURNSTILE_SECRET_KEY", lambda: "0x4AAAAAAA" + b64u_s(24))])
V("Atlassian", "API token", "API 토큰", "creating Jira issues from alerts", "알림으로 Jira 이슈 생성",
  [C("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64u_s(170) + "=" + rs(HEXU, 8))],
  extras=[C("JIRA_EMAIL", lambda: f"{rs(LOW, 6)}@{pick(ORGS)}.com")],
  native=lambda v, x: f"curl -u {x[0]}:{v[0]} https://{pick(ORGS)}.atlassian.net/rest/api/3/myself")
V("Linear", "API key", "API 키", "importing issues from GitHub", "GitHub 이슈 가져오기",
  [C("LINEAR_API_KEY", P("lin_api_", B62, 40))],
  native=lambda v, x: f"curl -X POST https://api.linear.app/graphql -H \"Authorization: {v[0]}\" -H 'Content-Type: application/json' -d '{{\"query\":\"{{ viewer {{ id }} }}\"}}'")
V("Notion", "internal integration secret", "내부 통합 시크릿", "syncing meeting notes into a database", "회의록을 DB로 동기화",
  [C("NOTION_TOKEN", P("ntn_", B62, 46))],
  native=lambda v, x: f"curl https://api.notion.com/v1/users/me -H \"Authorization: Bearer {v[0]}\" -H \"Notion-Version: 2022-06-28\"")
V("Airtable", "personal access token", "개인 액세스 토큰", "pulling the content calendar", "콘텐츠 캘린더 조회",
  [C("AIRTABLE_TOKEN", lambda: "pat" + an(14) + "." + hx(64))])
V("Asana", "personal access token", "개인 액세스 토큰", "closing stale tasks", "오래된 태스크 정리",
  [C("ASANA_PAT", lambda: f"2/{digits(16)}/{digits(16)}:{hx(32)}")])
V("Figma", "personal access token", "개인 액세스 토큰", "exporting design tokens", "디자인 토큰 추출",
  [C("FIGMA_TOKEN", P("figd_", B64UA, 40))],
  native=lambda v, x: f"curl -H \"X-Figma-Token: {v[0]}\" https://api.figma.com/v1/files/{an(22)}")
V("Postman", "API key", "API 키", "exporting collections for backup", "컬렉션 백업",
  [C("POSTMAN_API_KEY", lambda: f"PMAK-{hx(24)}-{hx(34)}")],
  native=lambda v, x: f"curl -H \"X-Api-Key: {v[0]}\" https://api.getpostman.com/collections")
V("Datadog", "API and application keys", "API 키와 애플리케이션 키", "muting monitors during the migration", "마이그레이션 중 모니터 뮤트",
  [C("DD_API_KEY", lambda: hx(32), "API key", "API 키"), C("DD_APP_KEY", lambda: hx(40), "application key", "앱 키")],
  native=lambda v, x: f"curl -X GET https://api.datadoghq.com/api/v1/monitor -H \"DD-API-KEY: {v[0]}\" -H \"DD-APPLICATION-KEY: {v[1]}\"")
V("New Relic", "user API key", "사용자 API 키", "querying NRQL from a script", "스크립트에서 NRQL 조회",
  [C("NEW_RELIC_API_KEY", P("NRAK-", UPNUM, 27))])
V("New Relic", "license key", "라이선스 키", "installing the APM agent", "APM 에이전트 설치",
  [C("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL")])
V("Sentry", "user auth token", "사용자 인증 토큰", "uploading source maps", "소스맵 업로드",
  [C("SENTRY_AUTH_TOKEN", P("sntryu_", HEX, 64))],
  native=lambda v, x: f"sentry-cli --auth-token {v[0]} sourcemaps upload --org {pick(ORGS)} --project web ./dist")
V("Grafana", "service account token", "서비스 계정 토큰", "provisioning dashboards via API", "API로 대시보드 프로비저닝",
  [C("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + rs(HEX, 8))],
  native=lambda v, x: f"curl -H \"Authorization: Bearer {v[0]}\" https://grafana.{pick(ORGS)}.io/api/search")
V("PagerDuty", "REST API key", "REST API 키", "listing on-call schedules", "온콜 스케줄 조회",
  [C("PAGERDUTY_TOKEN", lambda: mixed(B62 + "_+-", 20))],
  native=lambda v, x: f"curl -H \"Authorization: Token token={v[0]}\" -H 'Accept: application/json' https://api.pagerduty.com/oncalls")
V("Okta", "API token", "API 토큰", "deprovisioning leavers", "퇴사자 계정 비활성화",
  [C("OKTA_API_TOKEN", lambda: "00" + b64u_s(40))],
  native=lambda v, x: f"curl -H \"Authorization: SSWS {v[0]}\" https://{pick(ORGS)}.okta.com/api/v1/users?limit=5")
V("Auth0", "client secret", "클라이언트 시크릿", "fetching a management API token", "Management API 토큰 발급",
  [C("AUTH0_CLIENT_SECRET", lambda: b64u_s(64))], extras=[C("AUTH0_CLIENT_ID", lambda: an(32))])
V("Firebase", "FCM legacy server key", "FCM 레거시 서버 키", "sending push notifications", "푸시 알림 발송",
  [C("FCM_SERVER_KEY", lambda: "AAAA" + b64u_s(7) + ":APA91b" + b64u_s(134))],
  native=lambda v, x: f"curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key={v[0]}\" -H 'Content-Type: application/json' -d @push.json")
V("Supabase", "service_role key", "service_role 키", "running an admin migration script", "관리자 마이그레이션 스크립트 실행",
  [C("SUPABASE_SERVICE_ROLE_KEY", supabase_service_jwt)])
V("PlanetScale", "database password", "DB 비밀번호", "connecting Prisma to the branch", "Prisma를 브랜치 DB에 연결",
  [C("DATABASE_URL", lambda: (lambda p: (f"mysql://{rs(LOWNUM, 12)}:{p}@aws.connect.psdb.cloud/{pick(DBS)}?sslaccept=strict", [p]))(P("pscale_pw_", B64UA, 43)()))])
V("Neon", "role password", "롤 비밀번호", "pointing the preview deployment at a branch DB", "프리뷰 배포를 브랜치 DB에 연결",
  [C("DATABASE_URL", lambda: (lambda p: (f"postgresql://neondb_owner:{p}@ep-{pick(['cool', 'misty', 'proud'])}-{pick(['darkness', 'meadow', 'river'])}-{digits(6)}-pooler.{pick(REGIONS)}.aws.neon.tech/neondb?sslmode=require", [p]))("npg_" + an(12)))])
V("Doppler", "service token", "서비스 토큰", "running the worker with injected config", "설정 주입 상태로 워커 실행",
  [C("DOPPLER_TOKEN", lambda: "dp.st.prd." + an(43))], native=lambda v, x: f"doppler run --token {v[0]} -- npm run worker")
V("HashiCorp Vault", "token", "토큰", "reading database creds from Vault", "Vault에서 DB 자격 증명 조회",
  [C("VAULT_TOKEN", lambda: "hvs.CAESI" + b64u_s(86))], native=lambda v, x: f"VAULT_ADDR=https://vault.{pick(ORGS)}.internal:8200 vault login {v[0]}")
V("HashiCorp Terraform Cloud", "user API token", "사용자 API 토큰", "running a remote plan", "원격 plan 실행",
  [C("TF_TOKEN_app_terraform_io", lambda: an(14) + ".atlasv1." + b64u_s(67))])
V("Pulumi", "access token", "액세스 토큰", "previewing a stack update", "스택 업데이트 미리보기",
  [C("PULUMI_ACCESS_TOKEN", P("pul-", HEX, 40))])
V("Fly.io", "deploy token", "배포 토큰", "deploying the websocket gateway", "웹소켓 게이트웨이 배포",
  [C("FLY_API_TOKEN", P("fo1_", B64UA, 43))], native=lambda v, x: f"FLY_API_TOKEN={v[0]} flyctl deploy --remote-only")
V("Render", "API key", "API 키", "triggering a redeploy", "재배포 트리거",
  [C("RENDER_API_KEY", P("rnd_", B62, 32))],
  native=lambda v, x: f"curl -X POST https://api.render.com/v1/services/srv-{rs(LOWNUM, 20)}/deploys -H \"Authorization: Bearer {v[0]}\"")
V("Railway", "project token", "프로젝트 토큰", "running migrations against the Railway DB", "Railway DB 마이그레이션",
  [C("RAILWAY_TOKEN", uuid4)], native=lambda v, x: f"RAILWAY_TOKEN={v[0]} railway run npx prisma migrate deploy")
V("CircleCI", "personal API token", "개인 API 토큰", "re-running failed workflows", "실패한 워크플로 재실행",
  [C("CIRCLECI_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40))],
  native=lambda v, x: f"curl -X POST -H \"Circle-Token: {v[0]}\" https://circleci.com/api/v2/workflow/{uuid4()}/rerun")
V("Buildkite", "API access token", "API 액세스 토큰", "cancelling stuck builds", "멈춘 빌드 취소",
  [C("BUILDKITE_API_TOKEN", P("bkua_", HEX, 40))])
V("SonarSource", "SonarQube user token", "SonarQube 사용자 토큰", "running static analysis", "정적 분석 실행",
  [C("SONAR_TOKEN", P("squ_", HEX, 40))], native=lambda v, x: f"mvn -B verify sonar:sonar -Dsonar.host.url=https://sonar.{pick(ORGS)}.io -Dsonar.token={v[0]}")
V("Codecov", "upload token", "업로드 토큰", "fixing coverage uploads from forks", "포크 PR 커버리지 업로드 수정",
  [C("CODECOV_TOKEN", uuid4)], native=lambda v, x: f"codecovcli upload-process -t {v[0]} -f coverage.xml")
V("JFrog", "reference token", "레퍼런스 토큰", "pulling from the Artifactory mirror", "Artifactory 미러에서 pull",
  [C("JFROG_ACCESS_TOKEN", jfrog_ref)], native=lambda v, x: f"jf c add art --url=https://{pick(ORGS)}.jfrog.io --access-token={v[0]} --interactive=false")
V("Microsoft Azure", "storage account key", "스토리지 계정 키", "moving log archives to Blob storage", "로그 아카이브를 Blob으로 이전",
  [C("AZURE_STORAGE_CONNECTION_STRING", azure_conn)])
V("Microsoft Azure", "SAS URL", "SAS URL", "sharing an export with the partner", "파트너에게 내보내기 공유",
  [C("EXPORT_SAS_URL", azure_sas)])
V("Microsoft Entra ID", "client secret", "클라이언트 시크릿", "logging in as the deploy service principal", "배포용 서비스 주체로 로그인",
  [C("AZURE_CLIENT_SECRET", lambda: an(3) + "8Q~" + mixed(B62 + "_.~-", 34))],
  extras=[C("AZURE_CLIENT_ID", uuid4), C("AZURE_TENANT_ID", uuid4)],
  native=lambda v, x: f"az login --service-principal -u {x[0]} -p '{v[0]}' --tenant {x[1]}")
V("Azure DevOps", "personal access token", "PAT", "cloning from Azure Repos", "Azure Repos에서 clone",
  [C("AZURE_DEVOPS_EXT_PAT", lambda: rs(LOW + "234567", 52))])
V("Azure OpenAI", "resource key", "리소스 키", "switching the chatbot to a regional deployment", "챗봇을 리전 배포로 전환",
  [C("AZURE_OPENAI_API_KEY", lambda: hx(32))],
  native=lambda v, x: f"curl https://{pick(ORGS)}-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01 -H \"api-key: {v[0]}\" -d @chat.json")
V("Alibaba Cloud", "AccessKey pair", "AccessKey 쌍", "uploading to OSS", "OSS 업로드",
  [C("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18), "AccessKey ID", "AccessKey ID"),
   C("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30), "AccessKey secret", "AccessKey Secret")],
  native=lambda v, x: f"ossutil config -e oss-cn-hangzhou.aliyuncs.com -i {v[0]} -k {v[1]}")
V("Tencent Cloud", "SecretId/SecretKey", "SecretId/SecretKey", "calling the COS API", "COS API 호출",
  [C("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + an(32), "SecretId", "SecretId"),
   C("TENCENTCLOUD_SECRET_KEY", lambda: an(32), "SecretKey", "SecretKey")])
V("Huawei Cloud", "AK/SK", "AK/SK", "pushing images to SWR", "SWR에 이미지 푸시",
  [C("HUAWEICLOUD_SDK_AK", lambda: mixed(UPNUM, 20), "AK", "AK"), C("HUAWEICLOUD_SDK_SK", lambda: an(40), "SK", "SK")])
V("Naver Cloud Platform", "API access key pair", "API 인증키", "sending SMS through SENS", "SENS로 문자 발송",
  [C("NCLOUD_ACCESS_KEY", lambda: an(20), "access key", "Access Key"),
   C("NCLOUD_SECRET_KEY", lambda: an(40), "secret key", "Secret Key")])
V("NAVER CLOVA Studio", "API key", "API 키", "calling HyperCLOVA X for summaries", "HyperCLOVA X 요약 호출",
  [C("CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32) + an(4))])
V("Kakao", "Admin key", "어드민 키", "unlinking test users", "테스트 사용자 연결 해제",
  [C("KAKAO_ADMIN_KEY", lambda: hx(32))],
  native=lambda v, x: f"curl -X POST https://kapi.kakao.com/v1/user/unlink -H \"Authorization: KakaoAK {v[0]}\" -d target_id_type=user_id -d target_id={digits(10)}")
V("Kakao", "REST API key", "REST API 키", "searching places with the Local API", "로컬 API로 장소 검색",
  [C("KAKAO_REST_API_KEY", lambda: hx(32))],
  native=lambda v, x: f"curl -G https://dapi.kakao.com/v2/local/search/keyword.json -H \"Authorization: KakaoAK {v[0]}\" --data-urlencode 'query=판교역 카페'")
V("Naver Developers", "client secret", "Client Secret", "calling the Papago/search API", "네이버 검색 API 호출",
  [C("NAVER_CLIENT_SECRET", lambda: an(10))], extras=[C("NAVER_CLIENT_ID", lambda: an(20))],
  native=lambda v, x: f"curl \"https://openapi.naver.com/v1/search/blog.json?query=%ED%8C%90%EA%B5%90\" -H \"X-Naver-Client-Id: {x[0]}\" -H \"X-Naver-Client-Secret: {v[0]}\"")
V("Toss Payments", "live secret key", "라이브 시크릿 키", "confirming payments on the server", "서버에서 결제 승인",
  [C("TOSS_SECRET_KEY", P("live_sk_", B62, 28))])
V("PortOne", "V2 API secret", "V2 API 시크릿", "looking up failed payments", "실패 결제 조회",
  [C("PORTONE_API_SECRET", lambda: an(80))],
  native=lambda v, x: f"curl https://api.portone.io/payments/order-{digits(8)} -H \"Authorization: PortOne {v[0]}\"")
V("KakaoPay", "secret key", "시크릿 키", "testing the payment ready call", "결제 준비 API 테스트",
  [C("KAKAOPAY_SECRET_KEY", lambda: "DEV" + rs(HEXU, 37))],
  native=lambda v, x: f"curl -X POST https://open-api.kakaopay.com/online/v1/payment/ready -H \"Authorization: SECRET_KEY {v[0]}\" -H 'Content-Type: application/json' -d @ready.json")
V("NHN Cloud", "Notification secret key", "Notification 시크릿 키", "sending KakaoTalk alimtalk", "알림톡 발송",
  [C("NHN_SECRET_KEY", lambda: an(8))], extras=[C("NHN_APP_KEY", lambda: an(16))],
  native=lambda v, x: f"curl -X POST https://api-alimtalk.cloud.toast.com/alimtalk/v2.3/appkeys/{x[0]}/messages -H \"X-Secret-Key: {v[0]}\" -H 'Content-Type: application/json;charset=UTF-8' -d @msg.json")
V("LINE", "channel access token", "채널 액세스 토큰", "pushing messages to the LINE bot", "LINE 봇 메시지 푸시",
  [C("LINE_CHANNEL_ACCESS_TOKEN", lambda: mixed(B64A, 171) + "=")])
V("LINE", "channel secret", "채널 시크릿", "validating webhook signatures", "웹훅 서명 검증",
  [C("LINE_CHANNEL_SECRET", lambda: hx(32))])
V("Telegram", "bot token", "봇 토큰", "wiring the on-call alert bot", "온콜 알림 봇 연결",
  [C("TELEGRAM_BOT_TOKEN", lambda: f"{digits(10)}:AA{b64u_s(33)}")],
  native=lambda v, x: f"curl https://api.telegram.org/bot{v[0]}/getUpdates")
V("Discord", "bot token", "봇 토큰", "running the moderation bot", "모더레이션 봇 실행",
  [C("DISCORD_TOKEN", discord_bot)])
V("Discord", "webhook URL", "웹훅 URL", "posting build results to a channel", "빌드 결과를 채널에 전송",
  [C("DISCORD_WEBHOOK_URL", discord_webhook)],
  native=lambda v, x: f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"build #{R.randint(100, 999)} passed\"}}' {v[0]}")
V("Mapbox", "secret token", "시크릿 토큰", "uploading custom tilesets", "커스텀 타일셋 업로드",
  [C("MAPBOX_SECRET_TOKEN", lambda: mapbox_sk(pick(ORGS).replace("-", "")))])
V("Algolia", "Admin API key", "Admin API 키", "reindexing products", "상품 재색인",
  [C("ALGOLIA_ADMIN_KEY", lambda: hx(32))], extras=[C("ALGOLIA_APP_ID", lambda: rs(UPNUM, 10))],
  native=lambda v, x: f"curl -X POST https://{x[0]}.algolia.net/1/indexes/products/clear -H \"X-Algolia-API-Key: {v[0]}\" -H \"X-Algolia-Application-Id: {x[0]}\"")
V("Contentful", "Content Management API token", "CMA 토큰", "migrating content types", "콘텐츠 타입 마이그레이션",
  [C("CONTENTFUL_MANAGEMENT_TOKEN", P("CFPAT-", B64UA, 43))])
V("Sanity", "API token", "API 토큰", "running a dataset export", "데이터셋 내보내기",
  [C("SANITY_API_TOKEN", lambda: "sk" + an(180))])
V("Square", "production access token", "프로덕션 액세스 토큰", "syncing POS orders", "POS 주문 동기화",
  [C("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u_s(60))])
V("Braintree", "PayPal/Braintree access token", "액세스 토큰", "migrating vaulted cards", "저장 카드 마이그레이션",
  [C("BRAINTREE_TOKEN", lambda: f"access_token$production${rs(LOWNUM, 16)}${hx(32)}")])
V("Adyen", "API key", "API 키", "capturing authorised payments", "승인된 결제 매입",
  [C("ADYEN_API_KEY", lambda: "AQE" + mixed(B64A, 100) + "=-" + mixed(B64A, 43) + "=-" + an(16))])
V("Razorpay", "key secret", "키 시크릿", "creating payment links", "결제 링크 생성",
  [C("RAZORPAY_KEY_SECRET", lambda: an(24))], extras=[C("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14))],
  native=lambda v, x: f"curl -u {x[0]}:{v[0]} -X POST https://api.razorpay.com/v1/payment_links -H 'content-type: application/json' -d @link.json")
V("Paystack", "live secret key", "라이브 시크릿 키", "verifying transactions", "거래 검증",
  [C("PAYSTACK_SECRET_KEY", P("sk_live_", HEX, 40))],
  native=lambda v, x: f"curl https://api.paystack.co/transaction/verify/ref_{an(10)} -H \"Authorization: Bearer {v[0]}\"")
V("Flutterwave", "secret key", "시크릿 키", "initiating transfers", "송금 요청",
  [C("FLW_SECRET_KEY", lambda: f"FLWSECK-{hx(32)}-X")])
V("Mollie", "live API key", "라이브 API 키", "creating iDEAL payments", "iDEAL 결제 생성",
  [C("MOLLIE_API_KEY", P("live_", B62, 30))])
V("Binance", "API key and secret", "API 키와 시크릿", "pulling trade history", "거래 내역 조회",
  [C("BINANCE_API_KEY", lambda: an(64), "API key", "API 키"), C("BINANCE_API_SECRET", lambda: an(64), "secret", "시크릿")])
V("Coinbase", "CDP API private key", "CDP API 개인 키", "signing requests for the Advanced Trade API", "Advanced Trade API 요청 서명",
  [C("COINBASE_API_PRIVATE_KEY", pem_gen("EC PRIVATE KEY", ec_sec1_lines))],
  extras=[C("COINBASE_API_KEY_NAME", lambda: f"organizations/{uuid4()}/apiKeys/{uuid4()}")])
V("Plaid", "secret", "시크릿", "exchanging public tokens", "public token 교환",
  [C("PLAID_SECRET", lambda: hx(30))], extras=[C("PLAID_CLIENT_ID", lambda: rs(HEX, 24))])
V("Twitch", "client secret", "클라이언트 시크릿", "fetching app access tokens", "앱 액세스 토큰 발급",
  [C("TWITCH_CLIENT_SECRET", lambda: mixed(LOWNUM, 30))], extras=[C("TWITCH_CLIENT_ID", lambda: rs(LOWNUM, 30))])
V("X (Twitter)", "API bearer token", "베어러 토큰", "archiving brand mentions", "브랜드 멘션 수집",
  [C("TWITTER_BEARER_TOKEN", x_bearer)],
  native=lambda v, x: f"curl \"https://api.twitter.com/2/tweets/search/recent?query=from:{pick(ORGS)}\" -H \"Authorization: Bearer {v[0]}\"")
V("Meta", "page access token", "페이지 액세스 토큰", "publishing posts to the Facebook page", "페이스북 페이지 게시",
  [C("FB_PAGE_ACCESS_TOKEN", lambda: "EAAG" + an(160))])
V("LinkedIn", "client secret", "클라이언트 시크릿", "adding LinkedIn sign-in", "링크드인 로그인 추가",
  [C("LINKEDIN_CLIENT_SECRET", lambda: "WPL_AP1." + an(16) + ".")], extras=[C("LINKEDIN_CLIENT_ID", lambda: rs(LOWNUM, 14))])
V("Dropbox", "access token", "액세스 토큰", "backing up exports to Dropbox", "내보내기 파일 Dropbox 백업",
  [C("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + b64u_s(134))])
V("Box", "developer token", "개발자 토큰", "testing folder uploads", "폴더 업로드 테스트",
  [C("BOX_DEVELOPER_TOKEN", lambda: an(32))])
V("Zoom", "Server-to-Server OAuth client secret", "S2S OAuth 클라이언트 시크릿", "creating meeting links", "회의 링크 생성",
  [C("ZOOM_CLIENT_SECRET", lambda: an(32))], extras=[C("ZOOM_ACCOUNT_ID", lambda: b64u_s(22)), C("ZOOM_CLIENT_ID", lambda: b64u_s(22))])
V("Intercom", "access token", "액세스 토큰", "exporting support conversations", "상담 대화 내보내기",
  [C("INTERCOM_ACCESS_TOKEN", intercom_tok)],
  native=lambda v, x: f"curl https://api.intercom.io/conversations -H \"Authorization: Bearer {v[0]}\" -H 'Accept: application/json'")
V("Zendesk", "API token", "API 토큰", "bulk-tagging tickets", "티켓 일괄 태깅",
  [C("ZENDESK_API_TOKEN", lambda: an(40))], extras=[C("ZENDESK_EMAIL", lambda: f"support@{pick(ORGS)}.com")],
  native=lambda v, x: f"curl https://{pick(ORGS)}.zendesk.com/api/v2/tickets.json -u {x[0]}/token:{v[0]}")
V("HubSpot", "private app access token", "프라이빗 앱 토큰", "syncing CRM contacts", "CRM 연락처 동기화",
  [C("HUBSPOT_ACCESS_TOKEN", lambda: f"pat-{pick(['na1', 'eu1'])}-{uuid4()}")])
V("Salesforce", "connected app consumer secret", "커넥티드 앱 컨슈머 시크릿", "setting up the JWT bearer flow", "JWT bearer 플로 설정",
  [C("SF_CONSUMER_SECRET", lambda: rs(HEXU, 64))], extras=[C("SF_CONSUMER_KEY", lambda: "3MVG9" + b64u_s(80).replace("-", "."))])
V("Mixpanel", "service account secret", "서비스 계정 시크릿", "exporting raw events", "원시 이벤트 내보내기",
  [C("MIXPANEL_SA_SECRET", lambda: an(32))], extras=[C("MIXPANEL_SA_USER", lambda: f"export-bot.{rs(HEX, 6)}.mp-service-account")],
  native=lambda v, x: f"curl -u '{x[0]}:{v[0]}' 'https://data.mixpanel.com/api/2.0/export?from_date=2025-11-01&to_date=2025-11-02&project_id={digits(7)}'")
V("Amplitude", "secret key", "시크릿 키", "running the export API", "Export API 실행",
  [C("AMPLITUDE_SECRET_KEY", lambda: hx(32))], extras=[C("AMPLITUDE_API_KEY", lambda: rs(HEX, 32))])
V("PostHog", "personal API key", "개인 API 키", "querying insights from a script", "스크립트로 인사이트 조회",
  [C("POSTHOG_PERSONAL_API_KEY", P("phx_", B62, 43))])
V("LaunchDarkly", "server-side SDK key", "서버 SDK 키", "evaluating flags in the API", "API에서 플래그 평가",
  [C("LD_SDK_KEY", lambda: "sdk-" + uuid4())])
V("Rollbar", "post_server_item token", "서버 토큰", "reporting worker exceptions", "워커 예외 보고",
  [C("ROLLBAR_ACCESS_TOKEN", lambda: hx(32))])
V("Honeycomb", "ingest API key", "인제스트 키", "sending OpenTelemetry traces", "OpenTelemetry 트레이스 전송",
  [C("HONEYCOMB_API_KEY", lambda: "hcaik_" + mixed(LOWNUM, 58))],
  native=lambda v, x: f"OTEL_EXPORTER_OTLP_HEADERS=\"x-honeycomb-team={v[0]}\" OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io node --require ./tracing.js server.js")
V("Elastic", "API key", "API 키", "querying the logs cluster", "로그 클러스터 조회",
  [C("ELASTIC_API_KEY", elastic_key)],
  native=lambda v, x: f"curl -H \"Authorization: ApiKey {v[0]}\" https://{pick(ORGS)}.es.{pick(REGIONS)}.aws.elastic-cloud.com/_cat/indices")
V("Pinecone", "API key", "API 키", "upserting embeddings", "임베딩 upsert",
  [C("PINECONE_API_KEY", lambda: "pcsk_" + an(6) + "_" + an(64))])
V("Cohere", "API key", "API 키", "testing rerank quality", "rerank 품질 테스트",
  [C("COHERE_API_KEY", lambda: an(40))])
V("Replicate", "API token", "API 토큰", "running an image model", "이미지 모델 실행",
  [C("REPLICATE_API_TOKEN", P("r8_", B62, 37))])
V("Groq", "API key", "API 키", "benchmarking latency", "지연 시간 벤치마크",
  [C("GROQ_API_KEY", P("gsk_", B62, 52))],
  native=lambda v, x: f"curl https://api.groq.com/openai/v1/models -H \"Authorization: Bearer {v[0]}\"")
V("Mistral AI", "API key", "API 키", "comparing model outputs", "모델 출력 비교",
  [C("MISTRAL_API_KEY", lambda: an(32))])
V("Perplexity", "API key", "API 키", "adding web-grounded answers", "웹 기반 답변 추가",
  [C("PPLX_API_KEY", P("pplx-", B62, 48))])
V("xAI", "API key", "API 키", "trying the Grok endpoint", "Grok 엔드포인트 테스트",
  [C("XAI_API_KEY", P("xai-", B62, 80))])
V("Together AI", "API key", "API 키", "fine-tuning a small model", "소형 모델 파인튜닝",
  [C("TOGETHER_API_KEY", P("tgp_v1_", B64UA, 43))])
V("DeepSeek", "API key", "API 키", "evaluating code completion", "코드 완성 평가",
  [C("DEEPSEEK_API_KEY", P("sk-", HEX, 32))])
V("Fireworks AI", "API key", "API 키", "serving a LoRA adapter", "LoRA 어댑터 서빙",
  [C("FIREWORKS_API_KEY", P("fw_", B62, 24))])
V("OpenRouter", "API key", "API 키", "routing requests across models", "모델 간 요청 라우팅",
  [C("OPENROUTER_API_KEY", P("sk-or-v1-", HEX, 64))])
V("ElevenLabs", "API key", "API 키", "generating voice prompts", "음성 안내 생성",
  [C("ELEVENLABS_API_KEY", P("sk_", HEX, 48))],
  native=lambda v, x: f"curl https://api.elevenlabs.io/v1/voices -H \"xi-api-key: {v[0]}\"")
V("AssemblyAI", "API key", "API 키", "transcribing call recordings", "통화 녹음 전사",
  [C("ASSEMBLYAI_API_KEY", lambda: hx(32))])
V("Deepgram", "API key", "API 키", "streaming speech-to-text", "실시간 음성 인식",
  [C("DEEPGRAM_API_KEY", lambda: hx(40))],
  native=lambda v, x: f"curl -X POST https://api.deepgram.com/v1/listen?model=nova-2 -H \"Authorization: Token {v[0]}\" --data-binary @call.wav")
V("LangChain", "LangSmith API key", "LangSmith API 키", "tracing the agent runs", "에이전트 실행 트레이싱",
  [C("LANGSMITH_API_KEY", lambda: f"lsv2_pt_{hx(32)}_{rs(HEX, 10)}")])
V("Weights & Biases", "API key", "API 키", "logging training runs", "학습 로그 기록",
  [C("WANDB_API_KEY", lambda: hx(40))], native=lambda v, x: f"wandb login --relogin {v[0]}")
V("Langfuse", "secret key", "시크릿 키", "sending LLM traces", "LLM 트레이스 전송",
  [C("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4())], extras=[C("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uuid4())])
V("Clerk", "secret key", "시크릿 키", "verifying sessions in the API", "API에서 세션 검증",
  [C("CLERK_SECRET_KEY", P("sk_live_", B62, 42))])
V("Stytch", "project secret", "프로젝트 시크릿", "sending magic links", "매직 링크 발송",
  [C("STYTCH_SECRET", lambda: "secret-live-" + b64u_s(36))], extras=[C("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4())])
V("Resend", "API key", "API 키", "sending onboarding e-mails", "온보딩 메일 발송",
  [C("RESEND_API_KEY", lambda: f"re_{an(8)}_{an(24)}")],
  native=lambda v, x: f"curl -X POST https://api.resend.com/emails -H \"Authorization: Bearer {v[0]}\" -H 'Content-Type: application/json' -d @welcome.json")
V("Postmark", "server token", "서버 토큰", "checking bounce webhooks", "반송 웹훅 확인",
  [C("POSTMARK_SERVER_TOKEN", uuid4)],
  native=lambda v, x: f"curl https://api.postmarkapp.com/bounces?count=10\\&offset=0 -H \"X-Postmark-Server-Token: {v[0]}\"")
V("Brevo", "API key", "API 키", "updating contact lists", "연락처 리스트 갱신",
  [C("BREVO_API_KEY", lambda: f"xkeysib-{hx(64)}-{an(16)}")])
V("Mailjet", "secret key", "시크릿 키", "sending transactional e-mail", "트랜잭션 메일 발송",
  [C("MJ_APIKEY_PRIVATE", lambda: hx(32))], extras=[C("MJ_APIKEY_PUBLIC", lambda: rs(HEX, 32))],
  native=lambda v, x: f"curl -s -X POST --user \"{x[0]}:{v[0]}\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @mj.json")
V("SparkPost", "API key", "API 키", "warming up a sending domain", "발송 도메인 워밍업",
  [C("SPARKPOST_API_KEY", lambda: hx(40))])
V("Vonage", "API secret", "API 시크릿", "sending OTP over SMS", "SMS OTP 발송",
  [C("VONAGE_API_SECRET", lambda: an(16))], extras=[C("VONAGE_API_KEY", lambda: rs(HEX, 8))])
V("MessageBird", "live access key", "라이브 액세스 키", "sending WhatsApp templates", "왓츠앱 템플릿 발송",
  [C("MESSAGEBIRD_ACCESS_KEY", lambda: an(25))],
  native=lambda v, x: f"curl https://rest.messagebird.com/balance -H \"Authorization: AccessKey {v[0]}\"")
V("Plivo", "auth token", "인증 토큰", "placing test calls", "테스트 전화 발신",
  [C("PLIVO_AUTH_TOKEN", lambda: an(40))], extras=[C("PLIVO_AUTH_ID", lambda: "MA" + rs(UPNUM, 18))])
V("age", "secret key", "비밀 키", "decrypting the sops file", "sops 파일 복호화",
  [C("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32U, 58))])
V("Cloudinary", "API secret (in CLOUDINARY_URL)", "API 시크릿", "migrating product images", "상품 이미지 이전",
  [C("CLOUDINARY_URL", cloudinary_url)])
V("Backblaze", "B2 application key", "B2 애플리케이션 키", "offsite backups with rclone", "rclone으로 외부 백업",
  [C("B2_APPLICATION_KEY_ID", lambda: "005" + rs(HEX, 9) + "0000000" + rs(DIG, 6), "key ID", "키 ID"),
   C("B2_APPLICATION_KEY", lambda: "K005" + mixed(B64A, 27), "application key", "애플리케이션 키")])
V("Cloudflare", "R2 S3 API credentials", "R2 S3 자격 증명", "moving uploads to R2", "업로드 파일을 R2로 이전",
  [C("R2_ACCESS_KEY_ID", lambda: hx(32), "access key ID", "액세스 키 ID"),
   C("R2_SECRET_ACCESS_KEY", lambda: hx(64), "secret access key", "시크릿 액세스 키")])
V("Wasabi", "access keys", "액세스 키", "archiving cold data", "콜드 데이터 아카이브",
  [C("WASABI_ACCESS_KEY", lambda: mixed(UPNUM, 20), "access key", "액세스 키"),
   C("WASABI_SECRET_KEY", lambda: an(40), "secret key", "시크릿 키")])
V("Scaleway", "API key", "API 키", "creating a Kapsule cluster", "Kapsule 클러스터 생성",
  [C("SCW_ACCESS_KEY", lambda: "SCW" + mixed(UPNUM, 17), "access key", "액세스 키"),
   C("SCW_SECRET_KEY", uuid4, "secret key", "시크릿 키")])
V("Akamai", "Linode personal access token", "Linode 개인 액세스 토큰", "resizing a Linode volume", "Linode 볼륨 크기 변경",
  [C("LINODE_TOKEN", lambda: hx(64))], native=lambda v, x: f"curl -H \"Authorization: Bearer {v[0]}\" https://api.linode.com/v4/volumes")
V("Akamai", "EdgeGrid client credentials", "EdgeGrid 자격 증명", "purging CCU cache", "CCU 캐시 퍼지",
  [C("AKAMAI_CLIENT_SECRET", lambda: b64(rbytes(32)), "client_secret", "client_secret"),
   C("AKAMAI_ACCESS_TOKEN", lambda: f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}", "access_token", "access_token"),
   C("AKAMAI_CLIENT_TOKEN", lambda: f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}", "client_token", "client_token")],
  extras=[C("AKAMAI_HOST", lambda: f"akab-{rs(LOWNUM, 16)}-{rs(LOWNUM, 16)}.luna.akamaiapis.net")])
V("Vultr", "API key", "API 키", "snapshotting an instance", "인스턴스 스냅샷",
  [C("VULTR_API_KEY", lambda: mixed(UPNUM, 36))])
V("Hetzner", "Cloud API token", "Cloud API 토큰", "provisioning build servers", "빌드 서버 생성",
  [C("HCLOUD_TOKEN", lambda: an(64))], native=lambda v, x: f"HCLOUD_TOKEN={v[0]} hcloud server create --name ci-{R.randint(1, 9)} --type cx22 --image ubuntu-24.04")
V("OVHcloud", "application secret and consumer key", "애플리케이션 시크릿과 컨슈머 키", "updating DNS zones", "DNS 존 수정",
  [C("OVH_APPLICATION_SECRET", lambda: an(32), "application secret", "애플리케이션 시크릿"),
   C("OVH_CONSUMER_KEY", lambda: an(32), "consumer key", "컨슈머 키")], extras=[C("OVH_APPLICATION_KEY", lambda: an(16))])
V("IBM Cloud", "API key", "API 키", "logging in to the container registry", "컨테이너 레지스트리 로그인",
  [C("IBMCLOUD_API_KEY", lambda: b64u_s(44))], native=lambda v, x: f"ibmcloud login --apikey {v[0]} -r {pick(['jp-tok', 'us-south', 'eu-de'])}")
V("Oracle Cloud", "auth token", "인증 토큰", "pushing images to OCIR in Seoul", "서울 리전 OCIR에 이미지 푸시",
  [C("OCIR_AUTH_TOKEN", oci_auth)],
  native=lambda v, x: f"docker login icn.ocir.io -u '{rs(LOW, 12)}/oracleidentitycloudservice/{rs(LOW, 6)}@{pick(ORGS)}.com' -p '{v[0]}'")
V("Databricks", "personal access token", "개인 액세스 토큰", "triggering a notebook job", "노트북 잡 실행",
  [C("DATABRICKS_TOKEN", lambda: "dapi" + hx(32))],
  native=lambda v, x: f"curl -X POST https://adb-{digits(16)}.{R.randint(1, 19)}.azuredatabricks.net/api/2.1/jobs/run-now -H \"Authorization: Bearer {v[0]}\" -d '{{\"job_id\": {digits(6)}}}'")
V("MongoDB Atlas", "Admin API private key", "Admin API 프라이빗 키", "pausing idle clusters", "유휴 클러스터 일시정지",
  [C("ATLAS_PRIVATE_KEY", uuid4)], extras=[C("ATLAS_PUBLIC_KEY", lambda: rs(LOW, 8))],
  native=lambda v, x: f"curl --digest -u \"{x[0]}:{v[0]}\" https://cloud.mongodb.com/api/atlas/v2/groups")
V("Upstash", "Redis REST token", "Redis REST 토큰", "adding rate limiting", "레이트 리밋 추가",
  [C("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + rs("Sk", 1) + "ASQgN" + b64u_s(60))])
V("Confluent", "Cloud API secret", "Cloud API 시크릿", "producing to the orders topic", "orders 토픽 프로듀싱",
  [C("CONFLUENT_API_SECRET", lambda: mixed(B64A, 64))], extras=[C("CONFLUENT_API_KEY", lambda: mixed(UPNUM, 16))])
V("Expo", "access token", "액세스 토큰", "running EAS builds in CI", "CI에서 EAS 빌드",
  [C("EXPO_TOKEN", lambda: b64u_s(40))])
V("Tailscale", "auth key", "auth key", "joining ephemeral CI runners to the tailnet", "CI 러너를 tailnet에 연결",
  [C("TS_AUTHKEY", lambda: f"tskey-auth-k{an(11)}CNTRL-{an(33)}")], native=lambda v, x: f"sudo tailscale up --authkey={v[0]} --hostname=ci-{R.randint(10, 99)}")
V("ngrok", "authtoken", "authtoken", "exposing the webhook receiver", "웹훅 수신기 외부 노출",
  [C("NGROK_AUTHTOKEN", lambda: "2" + an(26) + "_" + an(21))], native=lambda v, x: f"ngrok config add-authtoken {v[0]}")
V("1Password", "service account token", "서비스 계정 토큰", "loading secrets in CI with op", "CI에서 op로 시크릿 로드",
  [C("OP_SERVICE_ACCOUNT_TOKEN", op_sa_token)])
V("1Password", "account Secret Key", "계정 Secret Key", "setting up the shared vault on a new laptop", "새 노트북에 공유 볼트 설정",
  [C("OP_SECRET_KEY", op_secret_key)])
V("Bitwarden", "Secrets Manager access token", "Secrets Manager 액세스 토큰", "injecting secrets into the job", "잡에 시크릿 주입",
  [C("BWS_ACCESS_TOKEN", bws_token)], native=lambda v, x: f"bws secret list --access-token {v[0]}")
V("Bitbucket", "app password", "앱 비밀번호", "mirroring repositories", "저장소 미러링",
  [C("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(32) + rs(HEXU, 8))], extras=[C("BITBUCKET_USER", lambda: pick(ORGS) + "-ci")])
V("Gitea", "access token", "액세스 토큰", "creating repos on the self-hosted forge", "사내 Gitea 저장소 생성",
  [C("GITEA_TOKEN", lambda: hx(40))],
  native=lambda v, x: f"curl -X POST https://git.{pick(ORGS)}.local/api/v1/user/repos -H \"Authorization: token {v[0]}\" -d name=sandbox")
V("Harness", "personal access token", "개인 액세스 토큰", "triggering pipelines", "파이프라인 트리거",
  [C("HARNESS_API_KEY", lambda: f"pat.{b64u_s(22)}.{hx(24)}.{an(20)}")])
V("Sourcegraph", "access token", "액세스 토큰", "running batch changes", "Batch Changes 실행",
  [C("SRC_ACCESS_TOKEN", lambda: f"sgp_{hx(16)}_{hx(40)}")])
V("Fastly", "API token", "API 토큰", "purging surrogate keys", "서로게이트 키 퍼지",
  [C("FASTLY_API_TOKEN", lambda: b64u_s(32))],
  native=lambda v, x: f"curl -X POST -H \"Fastly-Key: {v[0]}\" https://api.fastly.com/service/{an(22)}/purge/product-{digits(5)}")
V("HERE", "API key", "API 키", "computing delivery routes", "배송 경로 계산",
  [C("HERE_API_KEY", lambda: b64u_s(43))])
V("Shippo", "live API token", "라이브 API 토큰", "buying shipping labels", "배송 라벨 구매",
  [C("SHIPPO_API_TOKEN", P("shippo_live_", HEX, 40))],
  native=lambda v, x: f"curl https://api.goshippo.com/shipments/ -H \"Authorization: ShippoToken {v[0]}\"")
V("EasyPost", "production API key", "프로덕션 API 키", "tracking parcels", "택배 추적",
  [C("EASYPOST_API_KEY", P("EZAK", HEX, 54))])
V("Typeform", "personal access token", "개인 액세스 토큰", "pulling survey responses", "설문 응답 수집",
  [C("TYPEFORM_TOKEN", lambda: f"tfp_{an(44)}_{an(14)}")])
V("Lob", "live API key", "라이브 API 키", "sending postcards", "엽서 발송",
  [C("LOB_API_KEY", P("live_", HEX, 35))])
V("Adafruit IO", "key", "키", "logging sensor data", "센서 데이터 기록",
  [C("ADAFRUIT_IO_KEY", P("aio_", B62, 28))])
V("Dynatrace", "API token", "API 토큰", "pushing custom metrics", "커스텀 메트릭 전송",
  [C("DT_API_TOKEN", lambda: f"dt0c01.{mixed(UPNUM, 24)}.{mixed(UPNUM, 64)}")])
V("Prefect", "API key", "API 키", "deploying flows", "플로 배포",
  [C("PREFECT_API_KEY", P("pnu_", B62, 36))])
V("ReadMe", "API key", "API 키", "syncing the OpenAPI spec to docs", "OpenAPI 스펙을 문서에 동기화",
  [C("README_API_KEY", lambda: "rdme_" + mixed(LOWNUM, 70))])
V("Sendbird", "API token", "API 토큰", "creating group channels", "그룹 채널 생성",
  [C("SENDBIRD_API_TOKEN", lambda: hx(40))], extras=[C("SENDBIRD_APP_ID", lambda: uuid4().upper())],
  native=lambda v, x: f"curl https://api-{x[0]}.sendbird.com/v3/group_channels -H \"Api-Token: {v[0]}\"")
V("Channel Corp", "Channel Talk open API keys", "채널톡 Open API 키", "pulling chat transcripts", "상담 기록 조회",
  [C("CHANNEL_ACCESS_KEY", lambda: hx(24), "access key", "access key"),
   C("CHANNEL_ACCESS_SECRET", lambda: hx(32), "access secret", "access secret")],
  native=lambda v, x: f"curl https://api.channel.io/open/v5/user-chats -H \"x-access-key: {v[0]}\" -H \"x-access-secret: {v[1]}\"")
V("Solapi", "API secret", "API Secret", "sending SMS via CoolSMS/Solapi", "솔라피로 문자 발송",
  [C("SOLAPI_API_KEY", lambda: "NCS" + mixed(UPNUM, 13), "API key", "API Key"),
   C("SOLAPI_API_SECRET", lambda: mixed(UPNUM, 32), "API secret", "API Secret")])
V("Aligo", "SMS API key", "문자 API 키", "sending signup SMS", "가입 문자 발송",
  [C("ALIGO_API_KEY", lambda: mixed(LOWNUM, 32))], extras=[C("ALIGO_USER_ID", lambda: rs(LOW, 8))],
  native=lambda v, x: f"curl -X POST https://apis.aligo.in/send/ -d key={v[0]} -d user_id={x[0]} -d sender=0212345678 -d receiver=01000000000 -d msg=test")
V("Public Data Portal (data.go.kr)", "service key", "서비스키(인증키)", "fetching bus arrival data", "버스 도착 정보 조회",
  [C("DATA_GO_KR_SERVICE_KEY", data_go_kr)],
  native=lambda v, x: f"curl \"https://apis.data.go.kr/6410000/busarrivalservice/v2/getBusArrivalListv2?serviceKey={v[0]}&stationId={digits(9)}&format=json\"")
V("Korea Investment & Securities", "KIS Developers appkey/appsecret", "KIS 앱키/앱시크릿", "fetching an OAuth token for the trading API", "주문 API용 접근토큰 발급",
  [C("KIS_APP_KEY", lambda: "PS" + an(34), "appkey", "appkey"), C("KIS_APP_SECRET", kis_secret, "appsecret", "appsecret")])
V("Upbit", "Open API keys", "Open API 키", "reading account balances", "잔고 조회",
  [C("UPBIT_ACCESS_KEY", lambda: an(40), "access key", "Access key"), C("UPBIT_SECRET_KEY", lambda: an(40), "secret key", "Secret key")])
V("Bithumb", "API keys", "API 키", "polling order status", "주문 상태 폴링",
  [C("BITHUMB_API_KEY", lambda: hx(32), "API key", "API Key"), C("BITHUMB_SECRET_KEY", lambda: hx(32), "secret key", "Secret Key")])
V("Riot Games", "API key", "API 키", "pulling match history", "전적 조회",
  [C("RIOT_API_KEY", lambda: "RGAPI-" + uuid4())],
  native=lambda v, x: f"curl \"https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/{b64u_s(78)}\" -H \"X-Riot-Token: {v[0]}\"")
V("Valve", "Steam Web API key", "Steam Web API 키", "checking game ownership", "게임 보유 여부 확인",
  [C("STEAM_API_KEY", lambda: mixed(HEXU, 32))])
V("Trello", "API token", "API 토큰", "moving cards after release", "릴리스 후 카드 이동",
  [C("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + rs(HEXU, 8))], extras=[C("TRELLO_API_KEY", lambda: rs(HEX, 32))])
V("ClickUp", "personal API token", "개인 API 토큰", "creating sprint tasks", "스프린트 태스크 생성",
  [C("CLICKUP_API_TOKEN", lambda: f"pk_{digits(8)}_{mixed(UPNUM, 32)}")])
V("Todoist", "API token", "API 토큰", "syncing personal tasks", "개인 할 일 동기화",
  [C("TODOIST_API_TOKEN", lambda: hx(40))])
V("Convex", "production deploy key", "프로덕션 배포 키", "deploying backend functions", "백엔드 함수 배포",
  [C("CONVEX_DEPLOY_KEY", convex_key)])
V("Cloudsmith", "API key", "API 키", "publishing Debian packages", "데비안 패키지 배포",
  [C("CLOUDSMITH_API_KEY", lambda: hx(40))])
V("RubyGems", "API key", "API 키", "releasing the gem", "gem 릴리스",
  [C("GEM_HOST_API_KEY", P("rubygems_", HEX, 48))], section="gem_host")
V("NuGet", "API key", "API 키", "publishing the .NET client", ".NET 클라이언트 배포",
  [C("NUGET_API_KEY", lambda: "oy2" + mixed(LOWNUM, 43))],
  native=lambda v, x: f"dotnet nuget push bin/Release/*.nupkg --api-key {v[0]} --source https://api.nuget.org/v3/index.json")
V("crates.io", "API token", "API 토큰", "publishing the Rust crate", "Rust 크레이트 배포",
  [C("CARGO_REGISTRY_TOKEN", P("cio", B62, 32))], native=lambda v, x: f"cargo login {v[0]} && cargo publish")
V("Red Hat Quay", "robot account token", "로봇 계정 토큰", "pulling images in the air-gapped cluster", "폐쇄망 클러스터에서 이미지 pull",
  [C("QUAY_ROBOT_TOKEN", lambda: mixed(UPNUM, 64))], extras=[C("QUAY_ROBOT_USER", lambda: pick(ORGS) + "+ci_puller")],
  native=lambda v, x: f"podman login quay.io -u '{x[0]}' -p {v[0]}")
V("Clojars", "deploy token", "배포 토큰", "deploying the Clojure lib", "Clojure 라이브러리 배포",
  [C("LEIN_PASSWORD", P("CLOJARS_", HEX, 60))])
V("Sonatype", "Central Portal user token", "Central 사용자 토큰", "publishing to Maven Central", "Maven Central 배포",
  [C("CENTRAL_TOKEN_USERNAME", lambda: an(8), "token username", "토큰 username"),
   C("CENTRAL_TOKEN_PASSWORD", lambda: mixed(B64A, 44), "token password", "토큰 password")])
V("Yandex Cloud", "API key", "API 키", "calling the translation API", "번역 API 호출",
  [C("YC_API_KEY", lambda: "AQVN" + b64u_s(36))],
  native=lambda v, x: f"curl -X POST https://translate.api.cloud.yandex.net/translate/v2/translate -H \"Authorization: Api-Key {v[0]}\" -d @tr.json")
V("MailerSend", "API token", "API 토큰", "sending receipts", "영수증 메일 발송",
  [C("MAILERSEND_API_TOKEN", lambda: "mlsn." + hx(64))])
V("Klaviyo", "private API key", "프라이빗 API 키", "syncing order events", "주문 이벤트 동기화",
  [C("KLAVIYO_PRIVATE_KEY", P("pk_", HEX, 34))],
  native=lambda v, x: f"curl https://a.klaviyo.com/api/profiles/ -H \"Authorization: Klaviyo-API-Key {v[0]}\" -H 'revision: 2024-10-15'")
V("OneSignal", "REST API key", "REST API 키", "sending web push", "웹 푸시 발송",
  [C("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LOW + "234567", 110))])
V("Pusher", "app secret", "앱 시크릿", "authorising private channels", "프라이빗 채널 인증",
  [C("PUSHER_APP_SECRET", lambda: hx(20))], extras=[C("PUSHER_APP_KEY", lambda: rs(HEX, 20)), C("PUSHER_APP_ID", lambda: digits(7))])
V("Ably", "API key", "API 키", "publishing realtime events", "실시간 이벤트 발행",
  [C("ABLY_API_KEY", lambda: f"{b64u_s(6)}.{b64u_s(6)}:{b64u_s(43)}")])
V("Agora", "app certificate", "앱 인증서", "generating RTC tokens", "RTC 토큰 생성",
  [C("AGORA_APP_CERTIFICATE", lambda: hx(32))], extras=[C("AGORA_APP_ID", lambda: rs(HEX, 32))])
V("Stream", "API secret", "API 시크릿", "issuing chat user tokens", "채팅 사용자 토큰 발급",
  [C("STREAM_API_SECRET", lambda: mixed(LOWNUM, 64))], extras=[C("STREAM_API_KEY", lambda: rs(LOWNUM, 12))])
V("Google", "reCAPTCHA secret key", "reCAPTCHA 시크릿 키", "verifying signup captcha", "가입 캡차 검증",
  [C("RECAPTCHA_SECRET_KEY", lambda: "6L" + b64u_s(38))])
V("hCaptcha", "secret key", "시크릿 키", "validating form submissions", "폼 제출 검증",
  [C("HCAPTCHA_SECRET", lambda: "0x" + hx(40))],
  native=lambda v, x: f"curl -d response=$TOKEN -d secret={v[0]} https://api.hcaptcha.com/siteverify")
V("Apple", "app-specific password", "앱 암호", "notarizing the macOS build", "macOS 빌드 공증",
  [C("APPLE_APP_SPECIFIC_PASSWORD", lambda: ws_groups(LOW, 4, 4, "-"))],
  extras=[C("APPLE_ID", lambda: f"release@{pick(ORGS)}.com")],
  native=lambda v, x: f"xcrun notarytool submit App.zip --apple-id {x[0]} --password {v[0]} --team-id {rs(UPNUM, 10)} --wait")
V("Apple", "App Store Connect API key (.p8)", "App Store Connect API 키(.p8)", "uploading builds with fastlane", "fastlane으로 빌드 업로드",
  [C("ASC_KEY_CONTENT", pem_gen("PRIVATE KEY", ec_pkcs8_lines))],
  extras=[C("ASC_KEY_ID", lambda: rs(UPNUM, 10)), C("ASC_ISSUER_ID", uuid4)])
V("Snyk", "API token", "API 토큰", "scanning dependencies", "의존성 스캔",
  [C("SNYK_TOKEN", uuid4)], native=lambda v, x: f"snyk auth {v[0]} && snyk test --severity-threshold=high")
V("Cypress", "Cloud record key", "Cloud 레코드 키", "recording e2e runs", "e2e 실행 기록",
  [C("CYPRESS_RECORD_KEY", uuid4)], native=lambda v, x: f"npx cypress run --record --key {v[0]} --parallel")
V("BrowserStack", "access key", "액세스 키", "running cross-browser tests", "크로스 브라우저 테스트",
  [C("BROWSERSTACK_ACCESS_KEY", lambda: an(20))], extras=[C("BROWSERSTACK_USERNAME", lambda: rs(LOW, 8) + "_" + rs(LOWNUM, 6))])
V("Sauce Labs", "access key", "액세스 키", "running mobile emulator tests", "모바일 에뮬레이터 테스트",
  [C("SAUCE_ACCESS_KEY", uuid4)], extras=[C("SAUCE_USERNAME", lambda: "oauth-" + rs(LOW, 6) + "-" + rs(HEX, 5))])
V("Customer.io", "App API key", "App API 키", "triggering broadcast campaigns", "브로드캐스트 캠페인 트리거",
  [C("CUSTOMERIO_APP_API_KEY", lambda: hx(32))])
V("Iterable", "server-side API key", "서버 API 키", "tracking purchase events", "구매 이벤트 추적",
  [C("ITERABLE_API_KEY", lambda: hx(32))])
V("Freshworks", "Freshdesk API key", "Freshdesk API 키", "closing resolved tickets", "해결된 티켓 종료",
  [C("FRESHDESK_API_KEY", lambda: an(20))],
  native=lambda v, x: f"curl -u {v[0]}:X https://{pick(ORGS)}.freshdesk.com/api/v2/tickets?per_page=5")
V("WooCommerce", "REST API keys", "REST API 키", "syncing stock levels", "재고 수량 동기화",
  [C("WC_CONSUMER_KEY", P("ck_", HEX, 40), "consumer key", "consumer key"),
   C("WC_CONSUMER_SECRET", P("cs_", HEX, 40), "consumer secret", "consumer secret")])
V("BigCommerce", "API account access token", "API 액세스 토큰", "updating catalog prices", "카탈로그 가격 수정",
  [C("BIGCOMMERCE_ACCESS_TOKEN", lambda: mixed(LOWNUM, 31))])
V("Webflow", "site API token", "사이트 API 토큰", "publishing CMS items", "CMS 아이템 게시",
  [C("WEBFLOW_API_TOKEN", lambda: hx(64))])
V("Ghost", "Admin API key", "Admin API 키", "scheduling blog posts", "블로그 글 예약",
  [C("GHOST_ADMIN_API_KEY", lambda: f"{hx(24)}:{hx(64)}")])
V("WordPress", "application password", "애플리케이션 비밀번호", "importing posts over the REST API", "REST API로 글 가져오기",
  [C("WP_APP_PASSWORD", lambda: ws_groups(B62, 6, 4, " "))], extras=[C("WP_USER", lambda: "editor-bot")],
  native=lambda v, x: f"curl --user \"{x[0]}:{v[0]}\" https://blog.{pick(ORGS)}.com/wp-json/wp/v2/posts?per_page=1")
V("Deno", "Deno Deploy access token", "Deno Deploy 액세스 토큰", "deploying edge functions", "엣지 함수 배포",
  [C("DENO_DEPLOY_TOKEN", P("ddp_", B62, 36))])
V("Coveralls", "repo token", "저장소 토큰", "reporting coverage from Jenkins", "Jenkins에서 커버리지 보고",
  [C("COVERALLS_REPO_TOKEN", lambda: an(32))])
V("Mezmo", "ingestion key", "인제스트 키", "shipping syslog", "syslog 전송",
  [C("MEZMO_INGESTION_KEY", lambda: hx(32))])
V("Better Stack", "source token", "소스 토큰", "forwarding app logs", "앱 로그 전달",
  [C("BETTERSTACK_SOURCE_TOKEN", lambda: an(24))],
  native=lambda v, x: f"curl -X POST https://in.logs.betterstack.com -H \"Authorization: Bearer {v[0]}\" -d '{{\"message\":\"hello\"}}'")
V("Opsgenie", "API key", "API 키", "creating alerts from cron jobs", "크론 잡에서 알림 생성",
  [C("OPSGENIE_API_KEY", uuid4)],
  native=lambda v, x: f"curl -X POST https://api.opsgenie.com/v2/alerts -H \"Authorization: GenieKey {v[0]}\" -H 'Content-Type: application/json' -d '{{\"message\":\"disk full\"}}'")
V("Splunk", "HEC token", "HEC 토큰", "sending audit events", "감사 이벤트 전송",
  [C("SPLUNK_HEC_TOKEN", uuid4)],
  native=lambda v, x: f"curl -k https://splunk.{pick(ORGS)}.local:8088/services/collector/event -H \"Authorization: Splunk {v[0]}\" -d '{{\"event\":\"test\"}}'")
V("Sumo Logic", "access key", "액세스 키", "searching logs via API", "API로 로그 검색",
  [C("SUMO_ACCESS_ID", lambda: "su" + an(12), "access ID", "access ID"),
   C("SUMO_ACCESS_KEY", lambda: an(64), "access key", "access key")])
V("Cafe24", "app client secret", "앱 client secret", "syncing shop orders", "쇼핑몰 주문 동기화",
  [C("CAFE24_CLIENT_SECRET", lambda: an(22))], extras=[C("CAFE24_CLIENT_ID", lambda: an(22))])
V("JANDI", "incoming webhook URL", "인커밍 웹훅 URL", "posting batch results to the team topic", "배치 결과를 토픽에 전송",
  [C("JANDI_WEBHOOK_URL", jandi_webhook)],
  native=lambda v, x: f"curl -X POST {v[0]} -H 'Accept: application/vnd.tosslab.jandi-v2+json' -H 'Content-Type: application/json' -d '{{\"body\":\"정산 배치 완료\"}}'")
V("KakaoWork", "bot app key", "봇 앱 키", "sending messages from the bot", "봇 메시지 발송",
  [C("KAKAOWORK_APP_KEY", lambda: f"{hx(8)}.{hx(32)}")],
  native=lambda v, x: f"curl -X POST https://api.kakaowork.com/v1/messages.send -H \"Authorization: Bearer {v[0]}\" -H 'Content-Type: application/json' -d @msg.json")
V("NICEPAY", "secret key", "시크릿 키", "approving card payments", "카드 결제 승인",
  [C("NICEPAY_SECRET_KEY", lambda: hx(32))], extras=[C("NICEPAY_CLIENT_ID", lambda: "R2_" + rs(HEX, 32))])
V("KG Inicis", "signKey", "signKey", "generating payment signatures", "결제 서명값 생성",
  [C("INICIS_SIGNKEY", lambda: b64(rbytes(30)))], extras=[C("INICIS_MID", lambda: "INI" + rs(LOW, 7))])
V("Smartsheet", "API access token", "API 액세스 토큰", "updating rollout sheets", "롤아웃 시트 갱신",
  [C("SMARTSHEET_ACCESS_TOKEN", lambda: an(37))])
V("Jotform", "API key", "API 키", "pulling form submissions", "폼 제출 내역 조회",
  [C("JOTFORM_API_KEY", lambda: hx(32))])
V("Directus", "static token", "정적 토큰", "seeding the CMS", "CMS 초기 데이터 입력",
  [C("DIRECTUS_TOKEN", lambda: b64u_s(32))])
V("Atlassian", "Statuspage API key", "Statuspage API 키", "posting incident updates", "장애 공지 업데이트",
  [C("STATUSPAGE_API_KEY", uuid4)])
V("Logz.io", "shipping token", "shipping 토큰", "shipping Kubernetes logs", "쿠버네티스 로그 전송",
  [C("LOGZIO_TOKEN", lambda: an(32))])
V("SolarWinds", "Papertrail API token", "Papertrail API 토큰", "searching archived logs", "보관 로그 검색",
  [C("PAPERTRAIL_API_TOKEN", lambda: an(20))],
  native=lambda v, x: f"curl -H \"X-Papertrail-Token: {v[0]}\" 'https://papertrailapp.com/api/v1/events/search.json?q=timeout'")
V("Percy", "project token", "프로젝트 토큰", "running visual diffs", "시각적 회귀 테스트",
  [C("PERCY_TOKEN", lambda: "web_" + hx(64))])
V("Chromatic", "project token", "프로젝트 토큰", "publishing Storybook", "Storybook 배포",
  [C("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hx(14))], native=lambda v, x: f"npx chromatic --project-token={v[0]} --exit-zero-on-changes")
V("MinIO", "access key pair", "액세스 키 쌍", "pointing the app at the on-prem object store", "사내 오브젝트 스토리지 연결",
  [C("MINIO_ACCESS_KEY", lambda: mixed(UPNUM, 20), "access key", "액세스 키"),
   C("MINIO_SECRET_KEY", lambda: b64u_s(40), "secret key", "시크릿 키")],
  native=lambda v, x: f"mc alias set onprem https://minio.{pick(ORGS)}.local:9000 {v[0]} {v[1]}")
V("Unkey", "root key", "루트 키", "creating API keys for customers", "고객용 API 키 발급",
  [C("UNKEY_ROOT_KEY", lambda: "unkey_" + an(24))])
V("Infisical", "machine identity client secret", "머신 아이덴티티 client secret", "fetching secrets in the build", "빌드에서 시크릿 조회",
  [C("INFISICAL_CLIENT_SECRET", lambda: hx(64))], extras=[C("INFISICAL_CLIENT_ID", uuid4)])
V("Tines", "API key", "API 키", "triggering a story", "스토리 실행",
  [C("TINES_API_KEY", lambda: b64u_s(40))])
V("Zapier", "catch hook URL", "캐치 훅 URL", "feeding form leads into Zapier", "폼 리드를 Zapier로 전달",
  [C("ZAPIER_HOOK_URL", lambda: (lambda t: (f"https://hooks.zapier.com/hooks/catch/{digits(8)}/{t}/", [t]))(rs(LOWNUM, 7) + rs(LOWNUM, 1)))])


# ----------------------------------------------------------------------------------------------
# placing a leaking block into one of the three fields
# ----------------------------------------------------------------------------------------------
LEAD_LESSON = {
    "en": ["What finally worked:", "Working setup, for reference:", "Copied from the session so it is not lost:",
           "The part that fixed it:", "Reference (verified working):", "Kept for next time:"],
    "ko": ["최종적으로 동작한 설정:", "참고용으로 남김:", "세션에서 그대로 복사:", "해결된 부분:",
           "검증 완료된 값:", "다음을 위해 기록:"]}
LEAD_ASK = {
    "en": ["Is this still the live value, or has it been rotated?", "Can I reuse this next time?",
           "Confirm with the owner whether this should stay:", "Before reusing it, check this is current:",
           "Should the next session start from this?"],
    "ko": ["이 값이 아직 유효한지, 교체됐는지 확인:", "다음에도 이걸 그대로 써도 되는지?",
           "담당자에게 유지 여부 확인:", "재사용 전에 최신 값인지 확인:", "다음 세션도 이걸로 시작하면 되는지?"]}
LEAD_MC = {
    "en": ["", "", "The user pasted:", "From the session:", "Relevant snippet:"],
    "ko": ["", "", "사용자가 붙여준 내용:", "세션 기록:", "관련 부분:"]}


def place(lang, ctx, block, learn, ask, code=True, where=None, hint=""):
    if where is None:
        where = R.choices(["mc", "lesson", "ask"], [56, 30, 14])[0]
    sep = "\n" if code else " "
    own_lead = block.split("\n", 1)[0].rstrip().endswith(":")
    bare = ctx[:-1] + "." if ctx.endswith(":") else ctx
    if where == "ask":
        a = pick(LEAD_ASK[lang]) + sep + block
        if len(a.encode()) <= 500:
            return bare, learn, a
        where = "mc"
    if where == "lesson":
        le = learn + "\n" + pick(LEAD_LESSON[lang]) + sep + block
        if len(le.encode()) <= 1000:
            return bare, le, ask
    lead = hint or (pick(LEAD_MC[lang]) if code and not own_lead and not ctx.rstrip().endswith(":") else "")
    mc = ctx + ((" " + lead) if lead else "") + sep + block
    return mc, learn, ask


def maybe_empty_ask(ask):
    return "" if R.random() < 0.1 else ask


# ----------------------------------------------------------------------------------------------
# vendor note wrappers
# ----------------------------------------------------------------------------------------------
def gen_creds(ve):
    disp, listed = [], []
    for c in ve["creds"]:
        v = c[1]()
        if isinstance(v, tuple):
            disp.append(v[0])
            listed.append(list(v[1]))
        else:
            disp.append(v)
            listed.append([v])
    return disp, listed


def esc(d):
    return d.replace("\n", "\\n")


def lbl(ve, i, lang):
    c = ve["creds"][i]
    if lang == "en":
        return c[2] or ve["kind_en"]
    return c[3] or ve["kind_ko"]


def sect(ve):
    if ve["section"]:
        return ve["section"]
    s = "".join(ch.lower() if ch.isalnum() else "_" for ch in ve["name"])
    while "__" in s:
        s = s.replace("__", "_")
    return s.strip("_")


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


OPEN = {
    "en": ["Task: {task} in {proj}.", "Was working on {task} for {proj} and {name} kept answering 401.",
           "{proj}: {task}. I did not know which {name} credential the team uses for this.",
           "Picked up a half-finished {proj} branch about {task}.",
           "Session goal: {task} ({proj}); the {name} integration was new to me.",
           "The user asked me to help with {task} in {proj}.",
           "Working on {task} in {proj}; local runs failed until the {name} config was filled in."],
    "ko": ["{proj} 저장소에서 {task} 작업.", "{task} 하던 중 {name} 호출이 계속 401로 실패함.",
           "{proj}: {task}. 팀에서 어떤 {name} 자격 증명을 쓰는지 몰랐음.",
           "작업 목표: {task} ({proj}). {name} 연동은 처음 봄.",
           "이어받은 {proj} 브랜치에서 {task} 마무리.", "사용자 요청으로 {proj}의 {task} 진행.",
           "{proj}에서 {task} 중, {name} 설정을 채우기 전까지 로컬 실행이 실패함."]}
LEARN = {
    "en": ["{name} returns a generic 401 when the credential belongs to another environment; check which project it was issued for first.",
           "The {name} client picks up {env} from the environment on import, so a restart is needed after changing it.",
           "{name} rate limits are per credential; the batch job needs exponential backoff on 429.",
           "Test-mode and live-mode {name} credentials look alike; the dashboard shows which is which.",
           "Sandbox and production {name} endpoints differ; the base URL must match the credential.",
           "The 401 was not the key itself but a missing scope on it; {name} lists scopes per credential.",
           "{name} errors only mention the header name, not the value, so logs are safe to share once the request dump is removed.",
           "Reading {env} via the settings module keeps it out of the code path that gets logged."],
    "ko": ["{name}은(는) 다른 환경에서 발급된 자격 증명이면 그냥 401을 주니 어느 프로젝트 것인지 먼저 확인할 것.",
           "{name} 클라이언트는 import 시점에 {env}를 읽어서 값을 바꾸면 재시작해야 반영됨.",
           "{name} 레이트 리밋은 키 단위라 배치 잡에 429 백오프가 필요함.",
           "{name} 테스트 키와 라이브 키가 비슷하게 생겨서 대시보드에서 구분해야 함.",
           "{name} 샌드박스와 운영 엔드포인트가 달라서 base URL을 키에 맞춰야 함.",
           "401 원인은 키 자체가 아니라 권한(scope) 누락이었음. {name} 콘솔에서 키별 권한 확인 가능.",
           "설정 모듈을 통해 {env}를 읽게 하면 로그 찍히는 경로에 값이 안 남음."]}
ASK = {
    "en": ["Which {name} account should {proj} use in staging?", "Is there a read-only {name} credential I should use instead?",
           "Who owns the {name} integration now, and where is the credential supposed to live?",
           "Should {env} come from the CI secret store rather than the repo?",
           "Does {proj} have a separate {name} sandbox?"],
    "ko": ["{proj} 스테이징에서는 어느 {name} 계정을 써야 하는지?", "읽기 전용 {name} 키가 따로 있는지?",
           "{name} 연동 담당자가 누구이고 자격 증명은 어디에 두기로 했는지?",
           "{env}는 저장소 대신 CI 시크릿에서 주입하는 게 맞는지?", "{proj}용 {name} 샌드박스가 따로 있는지?"]}


def vctx(lang, ve, proj):
    d = {"task": ve["task_en"] if lang == "en" else ve["task_ko"], "proj": proj, "name": ve["name"],
         "env": ve["creds"][0][0]}
    return (pick(OPEN[lang]).format(**d), pick(LEARN[lang]).format(**d), pick(ASK[lang]).format(**d))


FILLER_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "APP_ENV=staging",
              "FEATURE_NEW_CHECKOUT=true", "WORKERS=4", "HTTP_TIMEOUT_MS=15000"]


def env_block(ve, disp, ex, quote=False):
    lines = R.sample(FILLER_ENV, R.randint(1, 3))
    for c, x in zip(ve["extras"], ex):
        lines.append(f"{c[0]}={x}")
    for c, d in zip(ve["creds"], disp):
        v = esc(d)
        lines.append(f'{c[0]}="{v}"' if quote or "\n" in d or " " in d else f"{c[0]}={v}")
    k = R.randint(0, 1)
    return "\n".join(lines[k:] + lines[:k])


def w_env(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    fn = pick([".env", ".env.local", ".env.production", "apps/api/.env"])
    return place(lang, ctx, env_block(ve, disp, ex), learn, ask, hint=L(lang, f"Contents of {fn}:", f"{fn} 내용:")) + ([],)


def w_export(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"export {c[0]}='{esc(d)}'" for c, d in zip(ve["creds"], disp)]
    lines += [f"export {c[0]}={x}" for c, x in zip(ve["extras"], ex)]
    lines.append(pick(["make integration-test", "npm run sync", "python -m jobs.nightly", "./scripts/smoke.sh", "go test ./... -run Integration"]))
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_native(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    return place(lang, ctx, ve["native"](disp, ex), learn, ask) + ([],)


def w_prose(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    who = person(lang)
    n = ve["name"]
    if len(disp) == 1:
        d, k = disp[0], lbl(ve, 0, lang)
        if lang == "en":
            s = pick([f"{who} gave me the {n} {k} to use: {d}.", f"The {n} {k} for this project is {d}",
                      f"Use {d} as the {n} {k} (the user said it is the shared team one).",
                      f"{n} {k} -> {d} (copied from the team wiki).",
                      f"For {n} we authenticate with the {k} {d}; it has the scopes we need."])
        else:
            s = pick([f"{who}님이 쓰라고 준 {n} {k}: {d}", f"이 프로젝트의 {n} {k}는 {d} 입니다.",
                      f"{n} {k}는 {d} 로 설정함 (팀 공용이라고 함).", f"{n} {k} → {d} (팀 위키에서 복사)",
                      f"{n} 인증은 {k} {d} 를 사용, 필요한 권한 다 있음."])
    else:
        parts = [f"{lbl(ve, i, lang)} {d}" for i, d in enumerate(disp)]
        if lang == "en":
            s = pick([f"{who} shared the {n} credentials: " + ", ".join(parts) + ".",
                      f"For {n} use " + " and ".join(parts) + "."])
        else:
            s = pick([f"{who}님이 공유한 {n} 자격 증명: " + ", ".join(parts),
                      f"{n}은(는) " + ", ".join(parts) + " 사용."])
    return place(lang, ctx, s, learn, ask, code=False) + ([],)


def w_chat(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    vals = "\n".join(esc(d) for d in disp)
    if lang == "en":
        t = pick([f"User: here you go, {ve['name']} {ve['kind_en']}:\n{vals}\nAgent: Thanks, I set it as {ve['creds'][0][0]} and re-ran the job.",
                  f"Me: I need a {ve['name']} credential to continue.\nUser: use this one\n{vals}\nMe: Works now, the call returns 200."])
    else:
        t = pick([f"사용자: {ve['name']} {ve['kind_ko']} 여기요\n{vals}\n에이전트: {ve['creds'][0][0]}에 넣고 다시 돌렸습니다.",
                  f"나: 계속하려면 {ve['name']} 키가 필요합니다.\n사용자: 이거 쓰세요\n{vals}\n나: 이제 200 응답 옵니다."])
    return place(lang, ctx, t, learn, ask) + ([],)


def w_split(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    vals = "\n".join(esc(d) for d in disp)
    envs = ", ".join(c[0] for c in ve["creds"])
    if R.random() < 0.6 or len(vals.encode()) > 380:
        mc = ctx + L(lang, f" The {ve['name']} {ve['kind_en']} ({envs}) the user gave me is:",
                     f" 사용자가 준 {ve['name']} {ve['kind_ko']}({envs}) 값은:")
        le = vals + "\n" + learn
        return mc, le, ask, []
    le = learn + L(lang, f" The {ve['name']} value to set for {envs} was:", f" {envs}에 넣은 {ve['name']} 값은:")
    return ctx, le, vals, []


def w_yaml(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    fn = pick(["config/settings.yaml", "application-local.yml", "values.dev.yaml", "config.yml"])
    lines = [f"# {fn}", f"{sect(ve)}:"]
    for c, x in zip(ve["extras"], ex):
        lines.append(f"  {c[0].lower()}: {x}")
    for c, d in zip(ve["creds"], disp):
        if "\n" in d:
            lines.append(f"  {c[0].lower()}: |")
            lines += ["    " + ln for ln in d.split("\n")]
        else:
            lines.append(f"  {c[0].lower()}: \"{d}\"")
    lines.append(f"  timeout_seconds: {R.choice([5, 10, 30])}")
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_json(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    obj = {}
    for c, x in zip(ve["extras"], ex):
        obj[camel(c[0])] = x
    for c, d in zip(ve["creds"], disp):
        obj[camel(c[0])] = d
    obj["retries"] = R.randint(2, 5)
    txt = json.dumps({sect(ve): obj}, ensure_ascii=False)
    return place(lang, ctx, txt, learn, ask) + ([],)


def w_toml(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"[{sect(ve)}]"]
    for c, x in zip(ve["extras"], ex):
        lines.append(f'{c[0].lower()} = "{x}"')
    for c, d in zip(ve["creds"], disp):
        lines.append(f'{c[0].lower()} = """{d}"""' if "\n" in d else f'{c[0].lower()} = "{d}"')
    lines.append(f"enabled = {pick(['true', 'false'])}")
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_ghsecret(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    repo = f"{pick(ORGS)}/{proj}"
    lines = [f"gh secret set {c[0]} --repo {repo} --body '{esc(d)}'" for c, d in zip(ve["creds"], disp)]
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_docker(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    args = " ".join(f"-e {c[0]}='{esc(d)}'" for c, d in zip(ve["creds"], disp))
    args += "".join(f" -e {c[0]}={x}" for c, x in zip(ve["extras"], ex))
    cmd = f"docker run --rm {args} ghcr.io/{pick(ORGS)}/{proj}:{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}"
    return place(lang, ctx, cmd, learn, ask) + ([],)


def w_kubectl(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lits = " ".join(f"--from-literal={c[0].lower()}='{esc(d)}'" for c, d in zip(ve["creds"], disp))
    cmd = f"kubectl -n {pick(['apps', proj, 'default', 'batch'])} create secret generic {proj}-{sect(ve).replace('_', '-')} {lits}"
    return place(lang, ctx, cmd, learn, ask) + ([],)


def w_code(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    k = R.randrange(3)
    if k == 0:
        lines = ["import os"] + [f"os.environ.setdefault(\"{c[0]}\", \"{esc(d)}\")  # TODO: remove before merge"
                                  for c, d in zip(ve["creds"], disp)]
    elif k == 1:
        args = ", ".join(f"{c[0].lower()}=\"{esc(d)}\"" for c, d in zip(ve["creds"], disp))
        lines = [f"client = {sect(ve).title().replace('_', '')}Client({args}, timeout=10)"]
    else:
        args = ", ".join(f"{camel(c[0])}: '{esc(d)}'" for c, d in zip(ve["creds"], disp))
        lines = [f"const client = create{sect(ve).title().replace('_', '')}Client({{ {args} }});"]
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_log(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    ts = f"2025-{R.randint(9, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"
    lines = [f"{ts} INFO  starting {proj} worker pid={R.randint(1000, 60000)}"]
    for c, d in zip(ve["creds"], disp):
        lines.append(f"{ts} DEBUG config resolved {c[0]}={esc(d)}")
    lines.append(f"{ts} ERROR {ve['name']} request failed: status=401")
    return place(lang, ctx, "\n".join(lines), learn, ask, hint=L(lang, "Debug log from the failing run:", "실패한 실행의 디버그 로그:")) + ([],)


def w_rotate(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    new, newl = gen_creds(ve)
    olds = ", ".join(esc(d) for d in disp)
    news = ", ".join(esc(d) for d in new)
    s = L(lang, pick([f"Rotated the {ve['name']} {ve['kind_en']}. Old (revoked): {olds}\nNew: {news}",
                      f"{ve['name']} {ve['kind_en']} was rotated today; replace {olds} with {news} everywhere."]),
          pick([f"{ve['name']} {ve['kind_ko']} 교체함. 이전 값(폐기): {olds}\n새 값: {news}",
                f"오늘 {ve['name']} {ve['kind_ko']} 교체됨. {olds} 를 전부 {news} 로 바꿀 것."]))
    extra = [x for grp in newl for x in grp]
    return place(lang, ctx, s, learn, ask) + (extra,)


def w_tfvars(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"# envs/{pick(ENVS)}/terraform.tfvars", f"region = \"{pick(REGIONS)}\""]
    for c, d in zip(ve["creds"], disp):
        nm = c[0].lower() if c[0].lower().startswith(sect(ve)) else f"{sect(ve)}_{c[0].lower()}"
        lines.append(f'{nm} = "{esc(d)}"')
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_askonly(lang, ve, disp, ex, proj):
    ctx, learn, _ = vctx(lang, ve, proj)
    vals = " / ".join(esc(d) for d in disp)
    a = L(lang, f"Is {vals} still the active {ve['name']} {ve['kind_en']}, or should I request a new one?",
          f"{vals} 이(가) 아직 유효한 {ve['name']} {ve['kind_ko']}인지, 새로 발급받아야 하는지?")
    if len(a.encode()) > 500:
        ask = pick(ASK[lang]).format(task="", proj=proj, name=ve["name"], env=ve["creds"][0][0])
        return place(lang, ctx, vals, learn, ask, where="lesson") + ([],)
    return ctx, learn, a, []


def w_error(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    d = esc(disp[0])
    t = pick([f"Traceback (most recent call last):\n  File \"jobs/sync.py\", line {R.randint(20, 300)}, in run\n    resp.raise_for_status()\nHTTPError: 401 Client Error: Unauthorized (credential={d})",
              f"Error: request to {ve['name']} failed with 403\n  at callApi (src/clients/{sect(ve)}.ts:{R.randint(10, 200)})\n  config: {{ {camel(ve['creds'][0][0])}: '{d}' }}",
              f"panic: {sect(ve)}: invalid credentials for {ve['creds'][0][0]}=\"{d}\""])
    if len(disp) > 1:
        t += "\n" + "\n".join(f"{c[0]}={esc(x)}" for c, x in zip(ve["creds"][1:], disp[1:]))
    return place(lang, ctx, t, learn, ask, hint=L(lang, "Error output:", "에러 출력:")) + ([],)


def w_handoff(lang, ve, disp, ex, proj):
    _, learn, ask = vctx(lang, ve, proj)
    who = person(lang)
    lines = [L(lang, f"Handoff from {who}:", f"{who}님 인수인계 메모:"), f"- repo: {pick(ORGS)}/{proj}",
             L(lang, f"- task: {ve['task_en']}", f"- 작업: {ve['task_ko']}")]
    for i, d in enumerate(disp):
        lines.append(f"- {ve['name']} {lbl(ve, i, lang)}: {esc(d)}")
    lines.append(L(lang, f"- owner: {who}", f"- 담당: {who}"))
    block = "\n".join(lines)
    if R.random() < 0.7:
        return block, learn, ask, []
    return L(lang, f"Continued {ve['task_en']} from a handoff in {proj}.", f"{proj} {ve['task_ko']} 인수받아 진행."), learn + "\n" + block, ask, []


def w_pkgjson(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    envs = " ".join(f"{c[0]}={esc(d)}" for c, d in zip(ve["creds"], disp))
    t = "\"scripts\": {\n  \"build\": \"tsc -p .\",\n  \"deploy\": \"" + envs + " node scripts/deploy.mjs\"\n}"
    return place(lang, ctx, t, learn, ask, hint=L(lang, "package.json had:", "package.json 내용:")) + ([],)


def w_gha(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += [f"      {c[0]}: {esc(d)}" for c, d in zip(ve["creds"], disp)]
    lines += ["    steps:", "      - uses: actions/checkout@v4", f"      - run: ./scripts/{pick(['deploy', 'release', 'sync'])}.sh"]
    return place(lang, ctx, "\n".join(lines), learn, ask, hint=L(lang, "The workflow file (.github/workflows/deploy.yml):", "워크플로 파일(.github/workflows/deploy.yml):")) + ([],)


def w_systemd(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"# /etc/systemd/system/{proj}.service", "[Service]", f"ExecStart=/opt/{proj}/bin/server"]
    lines += [f"Environment=\"{c[0]}={esc(d)}\"" for c, d in zip(ve["creds"], disp)]
    lines.append("Restart=on-failure")
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_dockerfile(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"FROM {pick(['node:22-alpine', 'python:3.12-slim', 'eclipse-temurin:21-jre'])}", "WORKDIR /app"]
    lines += [f"ENV {c[0]}=\"{esc(d)}\"" for c, d in zip(ve["creds"], disp)]
    lines += ["COPY . .", f"CMD [\"{pick(['node', 'python', 'java'])}\", \"main\"]"]
    return place(lang, ctx, "\n".join(lines), learn, ask, hint=L(lang, "Dockerfile in the branch:", "브랜치의 Dockerfile:")) + ([],)


def w_twofields(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    d = esc(disp[0])
    rest = "".join(f" {c[0]}={esc(x)}" for c, x in zip(ve["creds"][1:], disp[1:]))
    mc = ctx + L(lang, f" Ran the job with {ve['creds'][0][0]}={d}{rest}.", f" {ve['creds'][0][0]}={d}{rest} 로 잡 실행.")
    le = learn + L(lang, f" Note: {d} is the one that has write scope.", f" 참고: 쓰기 권한 있는 건 {d} 쪽.")
    return mc, le, ask, []


def w_compose(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = ["services:", f"  {proj}:", f"    image: {proj}:local", "    environment:"]
    lines += [f"      {c[0]}: \"{esc(d)}\"" for c, d in zip(ve["creds"], disp)]
    lines += [f"      {c[0]}: {x}" for c, x in zip(ve["extras"], ex)]
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


def w_ini(lang, ve, disp, ex, proj):
    ctx, learn, ask = vctx(lang, ve, proj)
    lines = [f"; {proj}/conf/app.ini", f"[{sect(ve)}]"]
    lines += [f"{c[0].lower()} = {x}" for c, x in zip(ve["extras"], ex)]
    lines += [f"{c[0].lower()} = {esc(d)}" for c, d in zip(ve["creds"], disp)]
    return place(lang, ctx, "\n".join(lines), learn, ask) + ([],)


VWRAP = [("env file", w_env), ("shell export", w_export), ("native call", w_native), ("prose", w_prose),
         ("chat transcript", w_chat), ("label then value in next field", w_split), ("YAML config", w_yaml),
         ("JSON config", w_json), ("TOML config", w_toml), ("gh secret set", w_ghsecret),
         ("docker run -e", w_docker), ("kubectl create secret", w_kubectl), ("code literal", w_code),
         ("debug log", w_log), ("rotation old/new", w_rotate), ("terraform tfvars", w_tfvars),
         ("ask field", w_askonly), ("error output", w_error), ("handoff memo", w_handoff),
         ("package.json script", w_pkgjson), ("GitHub Actions env", w_gha), ("systemd unit", w_systemd),
         ("Dockerfile ENV", w_dockerfile), ("repeated in two fields", w_twofields),
         ("docker-compose env", w_compose), ("INI config", w_ini)]


# ----------------------------------------------------------------------------------------------
# non-vendor secret templates: f(lang) -> (missing_context, lesson, ask_next_time, [secrets])
# ----------------------------------------------------------------------------------------------
STPL = []


def ST(cat):
    def deco(f):
        STPL.append((cat, f))
        return f
    return deco


def tbl():
    return pick(["orders", "payments", "user_sessions", "audit_log", "events_2025", "coupons", "shipments"])


@ST("shell: mysql -p attached password")
def s_mysql(lang):
    pw, h, u, db = any_pw(SYM_SHELL), host(), pick(USERS), pick(DBS)
    q = f"-p'{pw}'" if R.random() < 0.6 else f"--password='{pw}'"
    cmd = f"mysql -h {h} -P 3306 -u {u} {q} {db} -e 'SELECT COUNT(*) FROM {tbl()}'"
    ctx = L(lang, f"Needed row counts from the {db} database to verify the backfill.",
            f"백필 결과 확인하려고 {db} DB 행 수를 조회해야 했음.")
    learn = L(lang, "With mysql the password must be glued to -p; '-p secret' prompts and treats the next word as the database name.",
              "mysql은 -p 바로 뒤에 붙여 써야 함. '-p 값'처럼 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 인식함.")
    ask = L(lang, "Is there a read replica I should use for counts instead of the primary?", "행 수 조회는 primary 말고 읽기 전용 복제본을 써야 하는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: PGPASSWORD prefix")
def s_pgpassword(lang):
    pw, h, u, db = any_pw(SYM_SHELL), host(), pick(USERS), pick(DBS)
    cmd = f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db} -c '\\dt+'"
    ctx = L(lang, "Checked table sizes before the vacuum window.", "vacuum 작업 전에 테이블 크기 확인.")
    learn = L(lang, "psql ignores .pgpass when PGPASSWORD is set, which explained the mismatch between two shells.",
              "PGPASSWORD가 설정돼 있으면 .pgpass를 무시해서 셸마다 결과가 달랐던 것.")
    ask = L(lang, "Should maintenance queries run as the owner role or a separate ops role?", "유지보수 쿼리는 owner 롤로 돌릴지 별도 ops 롤로 돌릴지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: sshpass -p")
def s_sshpass(lang):
    pw = any_pw(SYM_SHELL)
    ip = f"10.{R.randint(0, 60)}.{R.randint(0, 255)}.{R.randint(2, 250)}"
    u = pick(["ubuntu", "ec2-user", "admin", "pi", "opc", "root"])
    cmd = f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{ip} 'sudo systemctl restart nginx'"
    ctx = L(lang, "The legacy box has no key-based login yet, so restarts were scripted like this:",
            "레거시 서버는 아직 키 로그인이 안 돼서 재시작을 이렇게 스크립트로 돌림:")
    learn = L(lang, "sshpass exits with code 5 on a wrong password, not 255 like ssh.", "sshpass는 비밀번호가 틀리면 ssh처럼 255가 아니라 5로 종료함.")
    ask = L(lang, "Can we get an SSH key installed on that host?", "그 서버에 SSH 키 등록해줄 수 있는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: curl -u user:password")
def s_curl_u(lang):
    pw = any_pw(SYM_SHELL)
    u = pick(["admin", "ops", "reporter", "metrics"])
    cmd = f"curl -su {u}:'{pw}' https://{pick(['jenkins', 'nexus', 'sonar', 'registry', 'kibana'])}.{pick(ORGS)}.internal/api/json?pretty=true"
    ctx = L(lang, "Queried the internal API to list stuck jobs.", "멈춘 잡 목록을 보려고 내부 API 호출.")
    learn = L(lang, "The API returns HTML on auth failure, so jq errors were really 401s.", "인증 실패 시 HTML을 돌려줘서 jq 에러가 사실은 401이었음.")
    ask = L(lang, "Is there a service account for API calls instead of a personal login?", "개인 계정 말고 API용 서비스 계정이 있는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: redis-cli -a")
def s_redis_cli(lang):
    pw = machine_pw(R.randint(24, 40), sym="-_.")
    cmd = f"redis-cli -h {pick(['cache-01', 'redis-master', '10.0.3.21'])} -p 6379 -a {pw} --no-auth-warning INFO keyspace"
    ctx = L(lang, "Checked key counts after the cache eviction alarm.", "캐시 eviction 알람 후 키 개수 확인.")
    learn = L(lang, "INFO keyspace is cheap; KEYS * blocked the instance for seconds last time.", "INFO keyspace는 가볍지만 KEYS *는 지난번에 수 초간 인스턴스를 멈췄음.")
    ask = L(lang, "What maxmemory-policy does prod use?", "운영 maxmemory-policy 설정이 뭔지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: mongosh --password")
def s_mongosh(lang):
    pw = any_pw(SYM_SHELL)
    u = pick(USERS)
    cmd = f"mongosh \"mongodb://{pick(['mongo-0', 'mongo-rs1', 'docdb'])}.internal:27017/{pick(DBS)}\" --username {u} --password '{pw}' --authenticationDatabase admin"
    ctx = L(lang, "Needed to inspect a malformed document in production.", "운영 DB의 깨진 도큐먼트를 확인해야 했음.")
    learn = L(lang, "authenticationDatabase must be admin for this user, otherwise auth fails with code 18.", "이 사용자는 authenticationDatabase를 admin으로 줘야 함. 아니면 code 18로 실패.")
    ask = L(lang, "Is there a read-only Mongo user for debugging?", "디버깅용 읽기 전용 Mongo 계정이 있는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: docker login -p private registry")
def s_docker_login(lang):
    pw = any_pw(SYM_SHELL)
    reg = pick(["harbor", "registry", "cr", "nexus"]) + f".{pick(ORGS)}.io"
    u = pick(["robot$ci", "deployer", "ci-push"])
    cmd = f"docker login {reg} -u '{u}' -p '{pw}'"
    ctx = L(lang, "Image push failed with 'unauthorized: authentication required'.", "이미지 push가 'unauthorized: authentication required'로 실패.")
    if "$" in u:
        learn = L(lang, "Harbor robot accounts contain '$', so the user name needs single quotes too.", "Harbor 로봇 계정 이름에 '$'가 있어서 사용자명도 작은따옴표로 감싸야 함.")
    else:
        learn = L(lang, "The push went to the project path without the registry prefix; the tag must include the registry host.", "레지스트리 호스트 없이 태그해서 엉뚱한 곳으로 push 됐음. 태그에 레지스트리 호스트를 포함해야 함.")
    ask = L(lang, "Should CI use --password-stdin with a secret variable instead?", "CI에서는 시크릿 변수 + --password-stdin 방식으로 바꾸는 게 맞는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: htpasswd -b")
def s_htpasswd(lang):
    pw = human_pw() if R.random() < 0.5 else machine_pw(sym="-_.!")
    cmd = f"htpasswd -bB /etc/nginx/.htpasswd {pick(['partner', 'qa', 'client-demo'])} '{pw}'"
    ctx = L(lang, "Put the staging site behind basic auth for the client demo.", "고객 데모용으로 스테이징 사이트에 basic auth 적용.")
    learn = L(lang, "-B forces bcrypt; the default MD5 variant is rejected by the security scan.", "-B로 bcrypt를 써야 보안 스캔에 안 걸림. 기본 MD5 방식은 탈락.")
    ask = L(lang, "When does the demo end so the basic auth can be removed?", "데모 언제 끝나는지? 그때 basic auth 제거.")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: openssl -pass pass:")
def s_openssl(lang):
    pw = machine_pw(R.randint(20, 32), sym="-_.+=")
    f = pick(["customers.csv", "dump.sql", "payroll_2025.xlsx", "keys.tar"])
    cmd = f"openssl enc -aes-256-cbc -pbkdf2 -salt -in {f} -out {f}.enc -pass pass:{pw}"
    ctx = L(lang, f"Had to hand {f} to the auditor encrypted.", f"{f}를 감사인에게 암호화해서 전달해야 했음.")
    learn = L(lang, "Without -pbkdf2 newer OpenSSL prints a deprecation warning and the other side may fail to decrypt.",
              "-pbkdf2 없이 암호화하면 최신 OpenSSL에서 경고가 뜨고 상대방이 복호화 못할 수 있음.")
    ask = L(lang, "How should the passphrase reach the auditor — phone or separate channel?", "복호화 암호는 감사인에게 어떤 채널로 전달할지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: zip/7z archive password")
def s_zip(lang):
    pw = any_pw(SYM_SHELL)
    cmd = pick([f"zip -r -P '{pw}' export_{R.randint(1, 30):02d}.zip ./export", f"7z a -p'{pw}' -mhe=on logs_{R.randint(100, 999)}.7z ./logs"])
    ctx = L(lang, "Packed the export for the vendor who cannot use SFTP.", "SFTP를 못 쓰는 외주사에 보낼 파일 압축.")
    learn = L(lang, "zip -P uses weak ZipCrypto; 7z with -mhe=on also hides file names.", "zip -P는 약한 ZipCrypto라서, 파일명까지 숨기려면 7z -mhe=on이 나음.")
    ask = L(lang, "Is there an approved file transfer tool for vendors?", "외주사용으로 승인된 파일 전송 도구가 있는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: echo password | sudo -S")
def s_sudo(lang):
    pw = human_pw()
    cmd = f"echo '{pw}' | sudo -S apt-get install -y {pick(['nfs-common', 'jq', 'postgresql-client-16', 'htop'])}"
    ctx = L(lang, "The provisioning script on the lab machine was not passwordless-sudo.", "실험실 장비의 프로비저닝 스크립트가 NOPASSWD sudo가 아니었음.")
    learn = L(lang, "sudo -S reads from stdin, so the install worked non-interactively.", "sudo -S는 stdin으로 읽어서 비대화식 설치가 됨.")
    ask = L(lang, "Can the deploy user get a NOPASSWD rule for apt?", "deploy 사용자에 apt용 NOPASSWD 규칙 추가 가능한지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: ldapsearch -w")
def s_ldap(lang):
    pw = any_pw(SYM_SHELL)
    dc = pick(ORGS).replace("-", "")
    cmd = f"ldapsearch -x -H ldaps://ldap.{dc}.local -D 'cn=svc-gitlab,ou=service,dc={dc},dc=local' -w '{pw}' -b 'ou=people,dc={dc},dc=local' '(uid=jdoe)'"
    ctx = L(lang, "GitLab LDAP sync was not finding a new hire.", "GitLab LDAP 동기화에서 신규 입사자가 안 보였음.")
    learn = L(lang, "The user was in ou=contractors, outside the configured base DN.", "해당 사용자가 ou=contractors에 있어 base DN 밖이었음.")
    ask = L(lang, "Should the base DN include contractors?", "base DN에 계약직 OU도 포함해야 하는지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: keytool -storepass")
def s_keytool(lang):
    pw = machine_pw(R.randint(16, 24), sym="-_.!")
    cmd = f"keytool -importcert -alias corp-root -file corp-root.crt -keystore truststore.jks -storepass '{pw}' -noprompt"
    ctx = L(lang, "Java client failed with PKIX path building failed against the internal API.", "자바 클라이언트가 내부 API 호출 시 PKIX path building failed 발생.")
    learn = L(lang, "Importing the corporate root CA into the app truststore fixed it; the JDK cacerts was not used.", "앱 truststore에 사내 루트 CA를 넣으니 해결됨. JDK cacerts는 안 쓰고 있었음.")
    ask = L(lang, "Where should the truststore password be stored for the service?", "서비스용 truststore 비밀번호는 어디에 보관할지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("shell: ipmitool -P")
def s_ipmi(lang):
    pw = any_pw(SYM_SHELL)
    cmd = f"ipmitool -I lanplus -H 10.{R.randint(1, 9)}.0.{R.randint(10, 99)} -U ADMIN -P '{pw}' chassis power cycle"
    ctx = L(lang, "A bare-metal node hung during the kernel update.", "커널 업데이트 중 베어메탈 노드가 멈춤.")
    learn = L(lang, "lanplus is required; plain lan interface times out on these BMCs.", "이 BMC는 lanplus를 써야 함. lan은 타임아웃.")
    ask = L(lang, "Who has physical access if IPMI is unreachable?", "IPMI도 안 되면 현장 접근 가능한 사람이 누구인지?")
    return place(lang, ctx, cmd, learn, ask) + ([pw],)


@ST("DSN: postgres URL with password")
def s_pg_url(lang):
    pw = machine_pw(sym="-_.~") if R.random() < 0.6 else human_pw(sym="_-.~")
    dsn = f"postgres://{pick(USERS)}:{pw}@{host()}:5432/{pick(DBS)}?sslmode=require"
    ctx = L(lang, "Alembic migrations were hitting the wrong database.", "Alembic 마이그레이션이 엉뚱한 DB에 적용되고 있었음.")
    learn = L(lang, "alembic.ini had a hardcoded sqlalchemy.url that overrode DATABASE_URL.", "alembic.ini에 sqlalchemy.url이 하드코딩돼 DATABASE_URL을 덮어쓰고 있었음.")
    ask = L(lang, "Which DATABASE_URL is correct for staging?", "스테이징의 올바른 DATABASE_URL은?")
    block = L(lang, f"DATABASE_URL was {dsn}", f"DATABASE_URL 값: {dsn}")
    return place(lang, ctx, block, learn, ask, code=False) + ([pw],)


@ST("DSN: mysql URL with percent-encoded password")
def s_mysql_url(lang):
    raw = machine_pw(R.randint(16, 24), sym="@:/?#%!")
    while not any(c in raw for c in "@:/?#%"):
        raw = machine_pw(R.randint(16, 24), sym="@:/?#%!")
    enc = pct(raw)
    dsn = f"mysql+pymysql://{pick(USERS)}:{enc}@{host()}:3306/{pick(DBS)}?charset=utf8mb4"
    ctx = L(lang, "SQLAlchemy threw 'invalid literal for int()' parsing the URL.", "SQLAlchemy가 URL 파싱 중 'invalid literal for int()' 에러.")
    learn = L(lang, "Special characters in the password must be percent-encoded; ':' was splitting host and port.", "비밀번호 특수문자는 퍼센트 인코딩해야 함. ':' 때문에 호스트/포트가 잘못 나뉨.")
    ask = L(lang, "Can the DB password be regenerated without URL-reserved characters?", "DB 비밀번호를 URL 예약문자 없이 재발급할 수 있는지?")
    return place(lang, ctx, dsn, learn, ask) + ([enc],)


@ST("DSN: mongodb+srv URI")
def s_mongo_srv(lang):
    pw = machine_pw(R.randint(16, 24), sym="-_")
    uri = f"mongodb+srv://{pick(USERS)}:{pw}@cluster0.{rs(LOWNUM, 5)}.mongodb.net/{pick(DBS)}?retryWrites=true&w=majority"
    ctx = L(lang, "The Lambda timed out connecting to Atlas.", "Lambda가 Atlas 연결 중 타임아웃.")
    learn = L(lang, "Atlas IP access list did not include the NAT gateway address.", "Atlas IP 허용 목록에 NAT 게이트웨이 주소가 없었음.")
    ask = L(lang, "Should we switch to VPC peering for Atlas?", "Atlas를 VPC 피어링으로 바꿀지?")
    block = L(lang, f"Connection string in the Lambda env: {uri}", f"Lambda 환경변수의 연결 문자열: {uri}")
    return place(lang, ctx, block, learn, ask, code=False) + ([pw],)


@ST("DSN: redis URL")
def s_redis_url(lang):
    pw = machine_pw(R.randint(20, 32), sym="-_")
    u = pick(["default:", ":", "app:"])
    url = f"rediss://{u}{pw}@{pick(['redis-12345.c1.ap-northeast-2-1.ec2.redns.redis-cloud.com:12345', 'cache.internal:6380', 'master.cache-prod.abc123.apn2.cache.amazonaws.com:6379'])}/0"
    ctx = L(lang, "Celery workers could not connect to the broker after the TLS switch.", "TLS 전환 후 Celery 워커가 브로커에 연결 못함.")
    learn = L(lang, "rediss:// plus ssl_cert_reqs is needed; redis:// silently fails on the TLS port.", "rediss://와 ssl_cert_reqs 설정이 필요. redis://로는 TLS 포트에서 조용히 실패.")
    ask = L(lang, "Is the broker URL shared between API and workers?", "브로커 URL을 API와 워커가 공유하는지?")
    return place(lang, ctx, f"CELERY_BROKER_URL={url}", learn, ask) + ([pw],)


@ST("DSN: amqp URL")
def s_amqp(lang):
    pw = any_pw("-_.~")
    url = f"amqp://{pick(['orders', 'worker', 'guest_prod'])}:{pw}@rabbitmq.{pick(ORGS)}.internal:5672/{pick(['prod', 'orders', '%2F'])}"
    ctx = L(lang, "Consumers disconnected every 60 seconds.", "컨슈머가 60초마다 끊겼음.")
    learn = L(lang, "Heartbeat was 0 on the client; setting heartbeat=30 stopped the drops.", "클라이언트 heartbeat가 0이었음. 30으로 설정하니 끊김 멈춤.")
    ask = L(lang, "Which vhost should the new consumer use?", "새 컨슈머는 어느 vhost를 써야 하는지?")
    return place(lang, ctx, url, learn, ask) + ([pw],)


@ST("JDBC URL with password parameter")
def s_jdbc(lang):
    pw = machine_pw(sym="-_.!~")
    url = pick([f"jdbc:sqlserver://mssql-01.{pick(ORGS)}.local:1433;databaseName={pick(DBS)};user=sa_report;password={pw};encrypt=true",
                f"jdbc:postgresql://{host()}:5432/{pick(DBS)}?user={pick(USERS)}&password={pw}&ssl=true",
                f"jdbc:mysql://{host()}:3306/{pick(DBS)}?user={pick(USERS)}&password={pw}&useSSL=true"])
    ctx = L(lang, "The reporting tool only accepts a single JDBC URL field.", "리포팅 도구가 JDBC URL 한 칸만 받음.")
    learn = L(lang, "The driver needed encrypt=true plus trustServerCertificate for the self-signed cert.", "자체 서명 인증서라 encrypt=true와 trustServerCertificate가 필요했음.")
    ask = L(lang, "Can the tool read credentials from a separate field instead?", "도구에서 자격 증명을 별도 칸으로 받을 수 있는지?")
    return place(lang, ctx, url, learn, ask) + ([pw],)


@ST("ADO.NET connection string")
def s_adonet(lang):
    pw = machine_pw(sym="-_.!~@")
    cs = f"Server=tcp:{pick(ORGS)}-sql.database.windows.net,1433;Initial Catalog={pick(DBS)};User ID=app_{rs(LOW, 4)};Password={pw};Encrypt=True;Connection Timeout=30;"
    ctx = L(lang, "EF Core migrations failed from the build agent.", "빌드 에이전트에서 EF Core 마이그레이션 실패.")
    learn = L(lang, "The agent IP was not in the SQL firewall rules.", "에이전트 IP가 SQL 방화벽 규칙에 없었음.")
    ask = L(lang, "Should we move to managed identity for the SQL connection?", "SQL 연결을 관리 ID 방식으로 바꿀지?")
    return place(lang, ctx, cs, learn, ask) + ([pw],)


@ST("code: SQLAlchemy create_engine URL")
def s_sqla(lang):
    pw = machine_pw(sym="-_.~")
    code = f"engine = create_engine(\"postgresql+psycopg://{pick(USERS)}:{pw}@{host()}/{pick(DBS)}\", pool_pre_ping=True)"
    ctx = L(lang, "Connections went stale after the DB failover.", "DB 페일오버 후 커넥션이 죽어 있었음.")
    learn = L(lang, "pool_pre_ping=True makes SQLAlchemy test connections before use.", "pool_pre_ping=True로 사용 전에 커넥션 검사.")
    ask = L(lang, "Do we also want pool_recycle below the proxy idle timeout?", "프록시 idle 타임아웃보다 짧게 pool_recycle도 둘지?")
    return place(lang, ctx, code, learn, ask) + ([pw],)


@ST("prose: password stated in a sentence")
def s_prose_pw(lang):
    pw = any_pw(SYM_ALL)
    sysn = pick(["the staging admin panel", "the Grafana admin account", "the router web UI", "the NAS", "the test tenant", "the shared QA account"])
    sysk = pick(["스테이징 관리자 페이지", "그라파나 admin 계정", "공유기 관리 화면", "NAS", "테스트 테넌트", "QA 공용 계정"])
    who = person(lang)
    if lang == "en":
        s = pick([f"The password for {sysn} is {pw}.", f"{who} said {sysn} logs in with {pw}",
                  f"Log into {sysn} as admin / {pw}.", f"Password: {pw} (for {sysn}, per {who}).",
                  f"Current password of {sysn} = {pw}", f"{sysn} accepts {pw} again after the reset."])
    else:
        s = pick([f"{sysk} 비밀번호는 {pw} 입니다.", f"{who}님 말로는 {sysk} 비번이 {pw} 라고 함.",
                  f"{sysk} 로그인: admin / {pw}", f"패스워드 {pw} ({sysk}, {who}님 공유).",
                  f"{sysk} 암호 = {pw}", f"{sysk} 초기화 후 다시 {pw} 로 접속됨."])
    ctx = L(lang, "Needed to check a setting that is only visible in the web UI.", "웹 UI에서만 보이는 설정을 확인해야 했음.")
    learn = L(lang, "The setting is under Advanced > Network, hidden unless expert mode is on.", "해당 설정은 고급 > 네트워크에 있고 전문가 모드를 켜야 보임.")
    ask = L(lang, "Is there a personal account I should use instead of the shared one?", "공용 계정 대신 개인 계정을 써야 하는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


@ST("prose: office/lab Wi-Fi passphrase")
def s_wifi(lang):
    pw = pick([human_pw(), f"{pick(WORDS).lower()}-{pick(WORDS).lower()}-{R.randint(10, 99)}", machine_pw(16, sym="-_")])
    ssid = pick(["LAB-5G", "Office-Guest", "pangyo-dev", "IoT-Test", "Factory-Line2"])
    s = L(lang, pick([f"The device has to join {ssid}; the WPA2 passphrase is {pw}.", f"Wi-Fi {ssid} / {pw} (the test rigs use this)."]),
          pick([f"장비는 {ssid}에 붙여야 함. WPA2 비밀번호는 {pw}.", f"와이파이 {ssid} / 비번 {pw} (테스트 장비용)."]))
    ctx = L(lang, "Provisioning the IoT test devices for the firmware update.", "펌웨어 업데이트용 IoT 테스트 장비 세팅.")
    learn = L(lang, "The devices only support 2.4 GHz, so the 5G SSID never showed up.", "장비가 2.4GHz만 지원해서 5G SSID가 안 보였음.")
    ask = L(lang, "Is there a separate isolated network for test devices?", "테스트 장비용 분리 망이 따로 있는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


@ST(".env: Django SECRET_KEY and DB password")
def s_env_django(lang):
    sk = rs(LOW + DIG + "!@#%^&*(-_=+)", 50)
    while not (any(c.isdigit() for c in sk) and any(c in "!@#%^&*(-_=+)" for c in sk)):
        sk = rs(LOW + DIG + "!@#%^&*(-_=+)", 50)
    pw = any_pw("-_.~")
    env = f"DJANGO_SETTINGS_MODULE=config.settings.prod\nSECRET_KEY='{sk}'\nDATABASE_PASSWORD={pw}\nALLOWED_HOSTS=.{pick(ORGS)}.com"
    ctx = L(lang, "collectstatic failed in the container because settings could not load.", "컨테이너에서 settings 로딩 실패로 collectstatic이 안 됐음.")
    learn = L(lang, "The .env was not mounted into the build stage, only the runtime stage.", ".env가 런타임 스테이지에만 마운트되고 빌드 스테이지엔 없었음.")
    ask = L(lang, "Should collectstatic run at build time at all?", "collectstatic을 빌드 시점에 돌리는 게 맞는지?")
    return place(lang, ctx, env, learn, ask) + ([sk, pw],)


@ST(".env: JWT and session secrets")
def s_env_jwt(lang):
    a = b64(rbytes(R.choice([32, 48])))
    b = hx(64)
    env = f"JWT_SECRET={a}\nJWT_EXPIRES_IN=15m\nSESSION_SECRET={b}\nCOOKIE_SECURE=true"
    ctx = L(lang, "Users were logged out after every deploy.", "배포할 때마다 사용자가 로그아웃됨.")
    learn = L(lang, "Each pod generated its own random secret at boot because the env var name had a typo.", "환경변수 이름 오타로 파드마다 부팅 시 랜덤 시크릿을 생성하고 있었음.")
    ask = L(lang, "Where should the shared JWT secret live?", "공유 JWT 시크릿은 어디에 둬야 하는지?")
    return place(lang, ctx, env, learn, ask) + ([a, b],)


@ST("YAML: Spring datasource password")
def s_spring(lang):
    pw = any_pw("-_.!~")
    y = (f"spring:\n  datasource:\n    url: jdbc:postgresql://{host()}:5432/{pick(DBS)}\n    username: {pick(USERS)}\n"
         f"    password: \"{pw}\"\n  jpa:\n    open-in-view: false")
    ctx = L(lang, "App failed to start with HikariPool-1 - Exception during pool initialization.", "HikariPool-1 - Exception during pool initialization으로 앱 기동 실패.")
    learn = L(lang, "The active profile was local, which pointed at a DB that no longer exists.", "활성 프로필이 local이라 없어진 DB를 보고 있었음.")
    ask = L(lang, "Which Spring profile should CI use?", "CI에서는 어떤 스프링 프로필을 써야 하는지?")
    return place(lang, ctx, y, learn, ask) + ([pw],)


@ST("YAML: docker-compose database password")
def s_compose_db(lang):
    pw = any_pw("-_.!~")
    img = pick(["postgres:16", "mysql:8.4", "mariadb:11"])
    var = {"postgres:16": "POSTGRES_PASSWORD", "mysql:8.4": "MYSQL_ROOT_PASSWORD", "mariadb:11": "MARIADB_ROOT_PASSWORD"}[img]
    y = f"services:\n  db:\n    image: {img}\n    environment:\n      {var}: {pw}\n    ports:\n      - \"5432:5432\""
    ctx = L(lang, "Local stack would not come up for the new teammate.", "새 팀원 로컬 스택이 안 올라왔음.")
    learn = L(lang, "The data volume kept the old password; env changes only apply on first init.", "데이터 볼륨에 이전 비밀번호가 남아 있음. 환경변수는 최초 초기화 때만 반영.")
    ask = L(lang, "Should the compose file read the password from an .env that is git-ignored?", "compose가 git에 안 올라가는 .env에서 비밀번호를 읽게 할지?")
    return place(lang, ctx, y, learn, ask) + ([pw],)


@ST("JSON: appsettings ConnectionStrings")
def s_appsettings(lang):
    pw = machine_pw(sym="-_.!~@")
    j = json.dumps({"ConnectionStrings": {"Default": f"Host={host()};Database={pick(DBS)};Username={pick(USERS)};Password={pw}"},
                   "Logging": {"LogLevel": {"Default": "Information"}}}, indent=1)
    ctx = L(lang, "appsettings.Development.json was accidentally used in the container.", "컨테이너에서 appsettings.Development.json이 잘못 적용됨.")
    learn = L(lang, "ASPNETCORE_ENVIRONMENT was unset, so it fell back to Production plus the dev file copied in.", "ASPNETCORE_ENVIRONMENT 미설정이라 Production으로 동작했는데 개발 파일이 이미지에 복사돼 있었음.")
    ask = L(lang, "Should the dev settings file be excluded in .dockerignore?", ".dockerignore로 개발 설정 파일을 빼야 하는지?")
    return place(lang, ctx, j, learn, ask) + ([pw],)


@ST("TOML: [database] password")
def s_toml(lang):
    pw = any_pw("-_.!~")
    t = f"[database]\nhost = \"{host()}\"\nport = 5432\nuser = \"{pick(USERS)}\"\npassword = \"{pw}\"\npool_size = {R.randint(5, 30)}"
    ctx = L(lang, "The Rust service's config.toml was checked into the deploy repo.", "Rust 서비스의 config.toml이 배포 저장소에 들어가 있었음.")
    learn = L(lang, "config-rs merges env vars with prefix APP__, so the file value can be overridden.", "config-rs는 APP__ 접두 환경변수로 파일 값을 덮어쓸 수 있음.")
    ask = L(lang, "Can I move the password to APP__DATABASE__PASSWORD?", "비밀번호를 APP__DATABASE__PASSWORD로 옮겨도 되는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("INI: my.cnf client section")
def s_mycnf(lang):
    pw = any_pw("-_.!~@")
    t = f"[client]\nuser={pick(USERS)}\npassword={pw}\nhost={host()}\ndefault-character-set=utf8mb4"
    ctx = L(lang, "Cron backups started failing silently.", "크론 백업이 조용히 실패하기 시작.")
    learn = L(lang, "mysqldump reads ~/.my.cnf only for the user running cron, which was root, not backup.", "mysqldump는 cron 실행 사용자의 ~/.my.cnf만 읽음. backup이 아니라 root였음.")
    ask = L(lang, "Should backups use --defaults-extra-file explicitly?", "백업에 --defaults-extra-file을 명시할지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("XML: Maven settings.xml server password")
def s_maven(lang):
    pw = machine_pw(sym="-_.!~")
    x = f"<servers>\n  <server>\n    <id>{pick(['nexus-releases', 'internal-snapshots', 'corp-maven'])}</id>\n    <username>{pick(['deployer', 'ci'])}</username>\n    <password>{pw}</password>\n  </server>\n</servers>"
    ctx = L(lang, "mvn deploy returned 401 from Nexus.", "mvn deploy가 Nexus에서 401.")
    learn = L(lang, "The server id in settings.xml must match distributionManagement id exactly.", "settings.xml의 server id가 distributionManagement id와 정확히 같아야 함.")
    ask = L(lang, "Should we encrypt this with mvn --encrypt-password?", "mvn --encrypt-password로 암호화할지?")
    return place(lang, ctx, x, learn, ask) + ([pw],)


@ST("XML: tomcat-users.xml manager password")
def s_tomcat(lang):
    pw = any_pw("-_.!~")
    x = f"<tomcat-users>\n  <role rolename=\"manager-script\"/>\n  <user username=\"deployer\" password=\"{pw}\" roles=\"manager-script\"/>\n</tomcat-users>"
    ctx = L(lang, "Jenkins deploy to Tomcat failed with 403.", "Jenkins에서 Tomcat 배포가 403.")
    learn = L(lang, "manager-gui is not enough for /manager/text; it needs manager-script.", "/manager/text는 manager-gui로는 안 되고 manager-script 역할이 필요.")
    ask = L(lang, "Is the Tomcat manager reachable only from the build network?", "Tomcat manager가 빌드망에서만 접근 가능한지?")
    return place(lang, ctx, x, learn, ask) + ([pw],)


@ST(".pgpass line")
def s_pgpass(lang):
    pw = any_pw("-_.!~@")
    line = f"{host()}:5432:{pick(DBS)}:{pick(USERS)}:{pw}"
    ctx = L(lang, "pg_dump kept prompting in the nightly job.", "야간 잡에서 pg_dump가 계속 비밀번호를 물어봄.")
    learn = L(lang, "~/.pgpass must be chmod 600 or libpq ignores it.", "~/.pgpass 권한이 600이 아니면 libpq가 무시함.")
    ask = L(lang, "Should the job use a dedicated backup role?", "백업 전용 롤을 써야 하는지?")
    return place(lang, ctx, L(lang, f"~/.pgpass now contains:\n{line}", f"~/.pgpass 내용:\n{line}"), learn, ask) + ([pw],)


@ST(".netrc machine entry")
def s_netrc(lang):
    pw = machine_pw(sym="-_.")
    t = f"machine {pick(['git.corp.local', 'artifacts.' + pick(ORGS) + '.io', 'ftp.partner.co.kr'])}\n  login {pick(USERS)}\n  password {pw}"
    ctx = L(lang, "go get for the private module asked for credentials.", "private 모듈 go get 시 자격 증명을 물어봄.")
    learn = L(lang, "GOPRIVATE plus a .netrc entry lets go fetch without prompting.", "GOPRIVATE 설정과 .netrc 항목이 있으면 프롬프트 없이 받아옴.")
    ask = L(lang, "Is there a read-only deploy token for the module host?", "모듈 호스트용 읽기 전용 토큰이 있는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("HTTP: Authorization Basic header")
def s_basic(lang):
    u = pick(["admin", "partner_api", "ops", "svc-report"])
    pw = any_pw("-_.!~@")
    blob = basic(u, pw)
    t = f"GET /api/v2/{pick(['orders', 'reports', 'exports'])}?since=2025-11-01 HTTP/1.1\nHost: {pick(['partner', 'legacy', 'erp'])}.{pick(ORGS)}.com\nAuthorization: Basic {blob}\nAccept: application/json"
    ctx = L(lang, "Reproduced the partner's failing request from their HAR export.", "파트너가 준 HAR 파일로 실패 요청 재현.")
    learn = L(lang, "Their client sent a trailing newline inside the base64, which the gateway rejects.", "상대 클라이언트가 base64 안에 개행을 넣어 게이트웨이가 거부했음.")
    ask = L(lang, "Can the partner move to OAuth client credentials?", "파트너를 OAuth client credentials 방식으로 옮길 수 있는지?")
    return place(lang, ctx, t, learn, ask) + ([blob],)


@ST("HTTP: Bearer internal service token")
def s_bearer_internal(lang):
    tok = pick([b64u_s(43), hx(48), "svc_" + an(40)])
    t = f"curl -H 'Authorization: Bearer {tok}' https://{pick(['inventory', 'pricing', 'auth'])}.internal.{pick(ORGS)}.com/v1/health/deep"
    ctx = L(lang, "Deep health check was 403 from the job runner.", "잡 러너에서 deep health check가 403.")
    learn = L(lang, "The internal gateway requires the token audience to match the service name.", "내부 게이트웨이는 토큰 audience가 서비스 이름과 같아야 함.")
    ask = L(lang, "Who issues service tokens for the internal gateway?", "내부 게이트웨이용 서비스 토큰은 누가 발급하는지?")
    return place(lang, ctx, t, learn, ask) + ([tok],)


@ST("HTTP: Cookie session id")
def s_cookie(lang):
    sid = pick([b64u_s(R.randint(32, 48)), hx(32), "s%3A" + b64u_s(32) + "." + b64u_s(43)])
    t = f"Cookie: {pick(['sessionid', 'connect.sid', 'JSESSIONID', '_app_session'])}={sid}; theme=dark; lang=ko"
    ctx = L(lang, "Copied the browser request to replay the admin export that times out.", "타임아웃 나는 관리자 내보내기를 재현하려고 브라우저 요청을 복사함.")
    learn = L(lang, "Replay worked with the cookie; the timeout is server-side at 30s.", "쿠키로 재현 성공, 타임아웃은 서버측 30초 제한.")
    ask = L(lang, "Is there an API route for exports that does not need a browser session?", "브라우저 세션 없이 쓸 수 있는 내보내기 API가 있는지?")
    return place(lang, ctx, t, learn, ask) + ([sid],)


@ST("recovery codes list")
def s_recovery(lang):
    k = R.randrange(2)
    if k == 0:
        codes = [f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(R.randint(4, 8))]
    else:
        codes = [f"{rs(DIG, 4)} {rs(DIG, 4)}" for _ in range(R.randint(4, 6))]
    svc = pick(["the GitHub org owner account", "the shared AWS root account", "the Google Workspace admin", "the registrar account"])
    svck = pick(["GitHub org owner 계정", "공용 AWS 루트 계정", "구글 워크스페이스 관리자", "도메인 등록 업체 계정"])
    ctx = L(lang, f"2FA for {svc} was tied to a phone that left with a former employee.", f"{svck} 2FA가 퇴사자 휴대폰에 묶여 있었음.")
    block = L(lang, "Recovery codes found in the old runbook:\n", "예전 런북에서 찾은 복구 코드:\n") + "\n".join(codes)
    learn = L(lang, "Each recovery code works once; after logging in, re-enroll 2FA on a shared hardware key.", "복구 코드는 1회용. 로그인 후 공용 하드웨어 키로 2FA 재등록할 것.")
    ask = L(lang, "Who should hold the new recovery codes?", "새 복구 코드는 누가 보관할지?")
    return place(lang, ctx, block, learn, ask) + (codes,)


@ST("TOTP seed in otpauth URI")
def s_totp(lang):
    seed = rs(B32A, 32)
    uri = f"otpauth://totp/{pick(['AWS', 'Grafana', 'VPN', 'Admin'])}:{pick(['ops', 'shared-admin', 'oncall'])}@{pick(ORGS)}.com?secret={seed}&issuer={pick(['AWS', 'Grafana', 'CorpVPN'])}&digits=6"
    ctx = L(lang, "The on-call rotation shares one MFA device for the break-glass account.", "온콜이 break-glass 계정 MFA 장치를 하나로 공유함.")
    learn = L(lang, "Any authenticator app can import the URI; codes drift if the phone clock is off.", "인증 앱에 URI를 넣으면 되고, 폰 시계가 틀리면 코드가 어긋남.")
    ask = L(lang, "Should break-glass MFA move to a hardware token?", "break-glass MFA를 하드웨어 토큰으로 바꿀지?")
    s = L(lang, f"Setup URI: {uri}", f"등록 URI: {uri}")
    if R.random() < 0.4:
        s = L(lang, f"TOTP secret for the break-glass login: {seed}", f"break-glass 로그인 TOTP 시크릿: {seed}")
    return place(lang, ctx, s, learn, ask, code=False) + ([seed],)


@ST("PEM: EC private key")
def s_pem_ec(lang):
    lines = ec_pkcs8_lines() if R.random() < 0.5 else ec_sec1_lines()
    kind = "PRIVATE KEY" if lines[0].startswith("MIGH") else "EC PRIVATE KEY"
    ctx = L(lang, "JWT signing for the partner API uses ES256; the key file was missing on my machine.", "파트너 API JWT 서명이 ES256인데 내 환경에 키 파일이 없었음.")
    block = L(lang, "The user pasted the key:\n", "사용자가 붙여준 키:\n") + pem(kind, lines)
    learn = L(lang, "jose expects PKCS#8; convert SEC1 keys with openssl pkcs8 -topk8 -nocrypt.", "jose는 PKCS#8을 기대함. SEC1 키는 openssl pkcs8 -topk8 -nocrypt로 변환.")
    ask = L(lang, "Where is the signing key supposed to be mounted in prod?", "운영에서 서명 키는 어디에 마운트되는지?")
    return place(lang, ctx, block, learn, ask, where=R.choice(["mc", "mc", "lesson"])) + (lines,)


@ST("OpenSSH private key body")
def s_openssh(lang):
    lines = openssh_ed25519_lines(f"{pick(['deploy', 'ci', 'backup'])}@{pick(PROJ)}")
    ctx = L(lang, "Deploy step could not clone over SSH on the new runner.", "새 러너에서 배포 단계가 SSH clone을 못 함.")
    block = pem("OPENSSH PRIVATE KEY", lines)
    learn = L(lang, "The key needs a trailing newline in the CI variable or ssh-add says 'invalid format'.", "CI 변수에 넣을 때 마지막 개행이 없으면 ssh-add가 invalid format을 냄.")
    ask = L(lang, "Should deploy keys be per-repo read-only keys?", "배포 키를 저장소별 읽기 전용으로 나눌지?")
    return place(lang, ctx, L(lang, "Deploy key from the old runner:\n", "기존 러너의 배포 키:\n") + block, learn, ask,
                 where=R.choice(["mc", "lesson"])) + (lines,)


@ST("PEM: partial RSA private key")
def s_rsa_partial(lang):
    lines = rsa_partial_lines(R.randint(3, 6))
    block = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n..."
    ctx = L(lang, "nginx failed with 'key values mismatch' after the cert renewal. Beginning of the key file on the server:",
            "인증서 갱신 후 nginx가 'key values mismatch'로 실패. 서버 키 파일 앞부분:")
    learn = L(lang, "The new certificate was issued from a new CSR, but the old key stayed in place.", "새 CSR로 인증서를 발급했는데 키는 예전 것이 그대로 있었음.")
    ask = L(lang, "Who generated the CSR for the renewal?", "갱신 CSR은 누가 만들었는지?")
    return ctx + "\n" + block, learn, ask, lines


@ST("Kubernetes Secret data (base64)")
def s_k8s_data(lang):
    pw = any_pw()
    u = pick(USERS)
    bpw = b64(pw.encode())
    api = an(32)
    bapi = b64(api.encode())
    y = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(PROJ)}-db\ntype: Opaque\ndata:\n"
         f"  username: {b64(u.encode())}\n  password: {bpw}\n  api-key: {bapi}")
    ctx = L(lang, "Pods crashlooped with authentication failed after the Helm upgrade.", "Helm 업그레이드 후 파드가 인증 실패로 크래시루프.")
    learn = L(lang, "The secret value had a trailing newline because it was created with echo instead of echo -n.", "echo -n 대신 echo로 만들어서 값 끝에 개행이 들어가 있었음.")
    ask = L(lang, "Should we switch to External Secrets for this namespace?", "이 네임스페이스는 External Secrets로 바꿀지?")
    return place(lang, ctx, y, learn, ask) + ([bpw, bapi],)


@ST("Kubernetes Secret stringData")
def s_k8s_string(lang):
    pw = any_pw("-_.!~")
    y = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-relay\nstringData:\n  SMTP_HOST: smtp.{pick(ORGS)}.com\n"
         f"  SMTP_USER: noreply\n  SMTP_PASSWORD: \"{pw}\"")
    ctx = L(lang, "Mail from the cluster stopped after the namespace move.", "네임스페이스 이동 후 클러스터 메일 발송이 멈춤.")
    learn = L(lang, "Secrets are namespaced; the old one was not copied.", "시크릿은 네임스페이스 단위라 기존 것이 복사되지 않았음.")
    ask = L(lang, "Is the SMTP relay account shared with other teams?", "SMTP 릴레이 계정을 다른 팀과 공유하는지?")
    return place(lang, ctx, y, learn, ask) + ([pw],)


@ST("CI: .gitlab-ci.yml hardcoded variable")
def s_gitlabci(lang):
    pw = any_pw("-_.!~")
    y = (f"variables:\n  DB_HOST: {host()}\n  DB_PASSWORD: \"{pw}\"\n\nintegration:\n  stage: test\n  script:\n    - make test-integration")
    ctx = L(lang, "Integration tests passed locally but not in GitLab CI.", "통합 테스트가 로컬은 통과, GitLab CI는 실패.")
    learn = L(lang, "Protected variables are not exposed to unprotected branches; the hardcoded one masked the problem.", "Protected 변수는 보호되지 않은 브랜치에 노출 안 됨. 하드코딩된 값 때문에 문제가 가려졌음.")
    ask = L(lang, "Can this variable move to project CI/CD settings as masked?", "이 변수를 프로젝트 CI/CD 설정의 masked 변수로 옮겨도 되는지?")
    return place(lang, ctx, y, learn, ask) + ([pw],)


@ST("CI: Jenkinsfile withEnv password")
def s_jenkinsfile(lang):
    pw = any_pw("-_.!~@")
    g = f"stage('migrate') {{\n  withEnv([\"FLYWAY_PASSWORD={pw}\", \"FLYWAY_USER=migrator\"]) {{\n    sh './gradlew flywayMigrate'\n  }}\n}}"
    ctx = L(lang, "Flyway stage failed only on the Windows agent.", "Flyway 단계가 윈도우 에이전트에서만 실패.")
    learn = L(lang, "The Windows agent runs bat, so sh steps silently used a different shell image.", "윈도우 에이전트는 bat으로 돌아서 sh 단계가 다른 셸 이미지에서 실행됐음.")
    ask = L(lang, "Should the password come from withCredentials instead?", "비밀번호를 withCredentials로 받아야 하는지?")
    return place(lang, ctx, g, learn, ask) + ([pw],)


@ST("rotation: old and new password")
def s_rotation(lang):
    old = any_pw(SYM_ALL)
    new = any_pw(SYM_ALL)
    tgt = pick(["the replication user", "the reporting DB user", "the VPN shared account", "the SFTP partner account"])
    tgtk = pick(["복제 계정", "리포팅 DB 계정", "VPN 공용 계정", "SFTP 파트너 계정"])
    s = L(lang, pick([f"Password for {tgt} changed from {old} to {new}.", f"Rotated {tgt}: old {old} / new {new}. Old one stops working Friday."]),
          pick([f"{tgtk} 비밀번호 변경: {old} → {new}", f"{tgtk} 교체함. 기존 {old}, 신규 {new}. 기존 건 금요일에 만료."]))
    ctx = L(lang, "Quarterly rotation was due and the consumers had to be updated.", "분기 교체 주기가 돼서 사용처를 업데이트해야 했음.")
    learn = L(lang, "Two consumers cache the credential at startup, so they need a rolling restart.", "사용처 두 곳이 기동 시 자격 증명을 캐시해서 롤링 재시작 필요.")
    ask = L(lang, "Is there a list of every consumer of this account?", "이 계정 사용처 전체 목록이 있는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([old, new],)


@ST("label in one field, value in the next")
def s_split_pw(lang):
    pw = any_pw()
    what = pick(["the staging Keycloak admin", "the printer admin page", "the old Jira service account", "the Synology NAS admin"])
    whatk = pick(["스테이징 Keycloak 관리자", "프린터 관리 페이지", "예전 Jira 서비스 계정", "시놀로지 NAS 관리자"])
    k = R.randrange(2)
    if k == 0:
        mc = L(lang, f"Needed admin access to {what} to change the session timeout. Password for it:",
               f"세션 타임아웃 변경하려고 {whatk} 권한이 필요했음. 비밀번호는:")
        le = pw + L(lang, " — and the timeout setting lives under Realm settings > Sessions.", " — 타임아웃 설정은 Realm settings > Sessions에 있음.")
        return mc, le, maybe_empty_ask(L(lang, "Should I request my own admin account?", "개인 관리자 계정을 요청해야 하는지?")), [pw]
    mc = L(lang, f"Needed admin access to {what}.", f"{whatk} 관리자 권한이 필요했음.")
    le = L(lang, "The login that worked (from the team chat), password in the next field.", "동작한 로그인 정보(팀 채팅에서 받음), 비번은 다음 칸.")
    return mc, le, pw, [pw]


@ST("code: psycopg2.connect password kwarg")
def s_psycopg(lang):
    pw = any_pw("-_.!~@#")
    c = f"conn = psycopg2.connect(host=\"{host()}\", dbname=\"{pick(DBS)}\", user=\"{pick(USERS)}\", password=\"{pw}\", connect_timeout=5)"
    ctx = L(lang, "The notebook for the monthly report connects directly to the replica.", "월간 리포트 노트북이 복제본에 직접 연결함.")
    learn = L(lang, "connect_timeout avoids hanging forever when the VPN drops.", "connect_timeout이 있어야 VPN 끊겼을 때 무한 대기 안 함.")
    ask = L(lang, "Should notebooks use the analytics warehouse instead of the replica?", "노트북은 복제본 대신 분석 웨어하우스를 써야 하는지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST("code: requests auth tuple")
def s_requests_auth(lang):
    pw = any_pw("-_.!~@#")
    c = f"r = requests.get(f\"{{BASE}}/api/v1/invoices\", auth=(\"{pick(['erp_sync', 'integration', 'svc-billing'])}\", \"{pw}\"), timeout=20)"
    ctx = L(lang, "ERP sync script pulled invoices with basic auth.", "ERP 동기화 스크립트가 basic auth로 인보이스를 가져옴.")
    learn = L(lang, "The ERP paginates with a Link header, not page numbers.", "ERP는 페이지 번호가 아니라 Link 헤더로 페이지네이션.")
    ask = L(lang, "Is there a token-based auth option on the ERP API?", "ERP API에 토큰 인증 옵션이 있는지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST("code: Java DriverManager.getConnection")
def s_java_conn(lang):
    pw = any_pw("-_.!~@#")
    c = f"Connection conn = DriverManager.getConnection(\"jdbc:oracle:thin:@//{pick(['ora-prod', 'erp-db'])}.{pick(ORGS)}.local:1521/ORCLPDB1\", \"{pick(['ERP_READ', 'BATCH_USER'])}\", \"{pw}\");"
    ctx = L(lang, "Batch job in the legacy module opens its own Oracle connection.", "레거시 모듈의 배치가 자체적으로 오라클 커넥션을 엶.")
    learn = L(lang, "It bypasses the pool, which is why the DB hit max sessions at 2am.", "풀을 안 거쳐서 새벽 2시에 DB 최대 세션을 찍었던 것.")
    ask = L(lang, "Can the batch use the shared DataSource bean?", "배치가 공용 DataSource 빈을 쓰게 바꿔도 되는지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST("PIN / door code / PUK")
def s_pin(lang):
    k = R.randrange(4)
    if k == 0:
        v = rs(DIG, 8)
        s = L(lang, f"The SIM in the SMS gateway modem locked; PUK is {v}.", f"문자 게이트웨이 모뎀 유심이 잠김. PUK는 {v}.")
    elif k == 1:
        v = f"*{rs(DIG, 4)}#{rs(DIG, 4)}"
        s = L(lang, f"Server room door code is {v} (night shift).", f"서버실 출입 번호는 {v} (야간).")
    elif k == 2:
        v = rs(DIG, 8)
        s = L(lang, f"Alarm disarm code for the IDC cage: {v}", f"IDC 케이지 경보 해제 코드: {v}")
    else:
        v = f"{rs(DIG, 4)}-{rs(DIG, 4)}"
        s = L(lang, f"HSM operator card PIN: {v}", f"HSM 운영자 카드 PIN: {v}")
    ctx = L(lang, "Had to get hands on the hardware for the SMS gateway outage.", "문자 게이트웨이 장애로 장비에 직접 접근해야 했음.")
    learn = L(lang, "The modem needs a full power cycle after unlocking, not just a service restart.", "잠금 해제 후 서비스 재시작이 아니라 모뎀 전원을 껐다 켜야 함.")
    ask = L(lang, "Who is on the IDC access list this month?", "이번 달 IDC 출입 명단에 누가 있는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([v],)


@ST("wpa_supplicant psk")
def s_wpa(lang):
    pw = pick([human_pw(), machine_pw(20, sym="-_.!")])
    t = f"network={{\n    ssid=\"{pick(['FACTORY-IOT', 'KIOSK-NET', 'LAB-2G'])}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
    ctx = L(lang, "Kiosk images need Wi-Fi preconfigured before shipping.", "키오스크 이미지에 출고 전 와이파이 설정이 들어가야 함.")
    learn = L(lang, "Raspberry Pi OS Bookworm uses NetworkManager; wpa_supplicant.conf in /boot is ignored.", "라즈베리파이 OS Bookworm은 NetworkManager라서 /boot의 wpa_supplicant.conf를 무시함.")
    ask = L(lang, "Should each kiosk get its own network credentials?", "키오스크마다 별도 네트워크 자격 증명을 줄지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("Rails secret_key_base / Flask secret key")
def s_app_secret(lang):
    if R.random() < 0.5:
        v = hx(128)
        t = f"production:\n  secret_key_base: {v}"
        ctx = L(lang, "config/secrets.yml was still used by the old Rails 5 app.", "구 Rails 5 앱이 아직 config/secrets.yml을 사용.")
    else:
        v = hx(R.choice([32, 48]))
        t = f"app = Flask(__name__)\napp.secret_key = \"{v}\""
        ctx = L(lang, "Flash messages were lost between requests on the admin tool.", "관리 도구에서 요청 간 flash 메시지가 사라졌음.")
    learn = L(lang, "Changing this value invalidates every existing session cookie.", "이 값을 바꾸면 기존 세션 쿠키가 전부 무효화됨.")
    ask = L(lang, "Can we move it to credentials.yml.enc / env before the next release?", "다음 릴리스 전에 credentials.yml.enc나 환경변수로 옮길 수 있는지?")
    return place(lang, ctx, t, learn, ask) + ([v],)


@ST("Laravel APP_KEY")
def s_laravel(lang):
    k = b64(rbytes(32))
    pw = any_pw("-_.!~")
    t = f"APP_NAME={pick(PROJ)}\nAPP_ENV=production\nAPP_KEY=base64:{k}\nDB_CONNECTION=mysql\nDB_PASSWORD={pw}"
    ctx = L(lang, "After moving servers, encrypted columns could not be decrypted.", "서버 이전 후 암호화 컬럼 복호화가 안 됨.")
    learn = L(lang, "APP_KEY must be identical across servers; php artisan key:generate on the new box broke it.", "APP_KEY는 서버 간 동일해야 함. 새 서버에서 key:generate 한 게 원인.")
    ask = L(lang, "Is there a backup of the previous APP_KEY anywhere else?", "이전 APP_KEY 백업이 다른 곳에 있는지?")
    return place(lang, ctx, t, learn, ask) + ([k, pw],)


@ST("Ansible inventory become password")
def s_ansible(lang):
    pw = any_pw("-_.!~@")
    t = f"[web]\nweb-0{R.randint(1, 4)}.{pick(ORGS)}.local ansible_user=deploy ansible_become_pass='{pw}'\n\n[web:vars]\nansible_python_interpreter=/usr/bin/python3"
    ctx = L(lang, "Playbook stalled at 'Gathering Facts' waiting for sudo.", "플레이북이 sudo 대기로 'Gathering Facts'에서 멈춤.")
    learn = L(lang, "become_pass in the inventory works but shows up in -vvv output.", "인벤토리의 become_pass는 동작하지만 -vvv 출력에 찍힘.")
    ask = L(lang, "Should this go into ansible-vault?", "ansible-vault로 옮겨야 하는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("Terraform tfvars db_password")
def s_tfvars(lang):
    pw = any_pw("-_.!~")
    t = f"instance_class = \"db.t4g.medium\"\ndb_username   = \"{pick(USERS)}\"\ndb_password   = \"{pw}\"\nmulti_az      = true"
    ctx = L(lang, "terraform plan wanted to replace the RDS instance.", "terraform plan이 RDS 인스턴스를 교체하려 함.")
    learn = L(lang, "The replace was due to a changed engine_version, not the password.", "교체 원인은 비밀번호가 아니라 engine_version 변경이었음.")
    ask = L(lang, "Should the password use manage_master_user_password instead?", "manage_master_user_password로 바꿀지?")
    return place(lang, ctx, L(lang, "prod.tfvars:\n", "prod.tfvars 내용:\n") + t, learn, ask) + ([pw],)


@ST("Helm --set password")
def s_helm(lang):
    pw = machine_pw(sym="-_.")
    c = f"helm upgrade --install {pick(['pg', 'redis', 'keycloak', 'minio'])} bitnami/{pick(['postgresql', 'redis', 'keycloak'])} -n data --set auth.password={pw} --set primary.persistence.size=50Gi"
    ctx = L(lang, "Reinstalled the chart after the PVC migration.", "PVC 마이그레이션 후 차트 재설치.")
    learn = L(lang, "The chart reuses the existing secret unless auth.existingSecret is set; values were ignored.", "auth.existingSecret을 안 주면 기존 시크릿을 재사용해서 값이 무시됐음.")
    ask = L(lang, "Should helm read the password from an existing Secret?", "helm이 기존 Secret에서 비밀번호를 읽게 할지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST("JSON log line leaking password field")
def s_jsonlog(lang):
    pw = any_pw(SYM_ALL)
    line = json.dumps({"ts": f"2025-11-{R.randint(1, 28):02d}T0{R.randint(0, 9)}:{R.randint(10, 59)}:00Z", "level": "debug",
                       "msg": "login request", "body": {"email": f"{rs(LOW, 6)}@example.com", "password": pw}, "ip": "203.0.113." + str(R.randint(2, 250))})
    ctx = L(lang, "Found this in the auth service logs while debugging failed logins:", "로그인 실패 디버깅 중 인증 서비스 로그에서 발견:")
    learn = L(lang, "The request logger middleware dumps the whole body at debug level.", "요청 로거 미들웨어가 debug 레벨에서 바디 전체를 찍음.")
    ask = L(lang, "Should the logger redact body fields by name?", "로거에서 필드명 기준으로 바디를 마스킹할지?")
    return place(lang, ctx, line, learn, ask) + ([pw],)


@ST("stack trace with connection string")
def s_trace(lang):
    pw = machine_pw(sym="-_.~")
    t = (f"sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name\n"
         f"(Background on this error at: https://sqlalche.me/e/20/e3q8)\n"
         f"  engine url: postgresql://{pick(USERS)}:{pw}@{pick(['pg-old', 'db-legacy'])}.internal:5432/{pick(DBS)}")
    ctx = L(lang, "The ETL failed after DNS cleanup.", "DNS 정리 후 ETL 실패.")
    learn = L(lang, "The old hostname was removed; the job config still pointed at it.", "예전 호스트 이름이 삭제됐는데 잡 설정이 그대로였음.")
    ask = L(lang, "Which hostname replaces the legacy DB?", "레거시 DB 대신 어떤 호스트를 써야 하는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("pip index-url with credentials")
def s_pip(lang):
    pw = machine_pw(sym="-_.")
    c = f"pip install --index-url https://{pick(['pypi', 'ci'])}:{pw}@pypi.{pick(ORGS)}.internal/simple/ internal-utils==2.{R.randint(0, 9)}.{R.randint(0, 9)}"
    ctx = L(lang, "Docker build could not find the internal package.", "도커 빌드에서 사내 패키지를 못 찾음.")
    learn = L(lang, "--index-url replaces PyPI entirely; --extra-index-url was what we wanted.", "--index-url은 PyPI를 완전히 대체함. 원래 필요한 건 --extra-index-url.")
    ask = L(lang, "Should the build use a pip.conf secret mount instead?", "빌드에서 pip.conf 시크릿 마운트를 써야 하는지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST(".npmrc _auth base64")
def s_npmrc(lang):
    u, pw = pick(["ci", "deployer", "npm-reader"]), any_pw("-_.!~")
    blob = basic(u, pw)
    org = pick(ORGS)
    t = f"registry=https://npm.{org}.internal/\n//npm.{org}.internal/:_auth={blob}\nalways-auth=true"
    ctx = L(lang, "npm ci returned E401 for scoped packages only.", "scoped 패키지만 npm ci에서 E401.")
    learn = L(lang, "The registry URL in .npmrc must end with a slash to match the auth line.", ".npmrc의 레지스트리 URL이 슬래시로 끝나야 인증 줄과 매칭됨.")
    ask = L(lang, "Is there a token-based auth for the internal registry?", "사내 레지스트리에 토큰 인증이 있는지?")
    return place(lang, ctx, t, learn, ask) + ([blob],)


@ST("docker config.json auth base64")
def s_dockercfg(lang):
    u, pw = pick(["robot-ci", "puller", "admin"]), any_pw("-_.!~")
    blob = basic(u, pw)
    j = json.dumps({"auths": {f"registry.{pick(ORGS)}.io": {"auth": blob}}}, indent=1)
    ctx = L(lang, "Kubelet could not pull from the private registry.", "kubelet이 사설 레지스트리에서 pull 실패.")
    learn = L(lang, "The imagePullSecret must be in the same namespace as the pod.", "imagePullSecret은 파드와 같은 네임스페이스에 있어야 함.")
    ask = L(lang, "Should pull secrets be managed by a controller?", "pull secret을 컨트롤러로 관리할지?")
    return place(lang, ctx, L(lang, "~/.docker/config.json on the build host:\n", "빌드 서버 ~/.docker/config.json:\n") + j, learn, ask) + ([blob],)


@ST("chat transcript: human gives password")
def s_chat_pw(lang):
    pw = any_pw(SYM_ALL)
    who = person(lang)
    t = L(lang, f"{who}: can you check why the export is empty?\nAgent: I need a login for the BI tool.\n{who}: use bi_admin / {pw}\nAgent: got it, logging in.",
          f"{who}: 내보내기가 왜 비어 있는지 봐줄래요?\n에이전트: BI 도구 로그인이 필요합니다.\n{who}: bi_admin / {pw} 로 들어가요\n에이전트: 네 접속해 보겠습니다.")
    ctx = L(lang, "Conversation that started the task:", "작업 시작 대화:")
    learn = L(lang, "The export was empty because the date filter defaulted to UTC midnight.", "날짜 필터가 UTC 자정 기준이라 내보내기가 비어 있었음.")
    ask = L(lang, "Can I get my own BI account?", "제 BI 계정을 따로 받을 수 있는지?")
    return place(lang, ctx, t, learn, ask, where=R.choice(["mc", "mc", "lesson"])) + ([pw],)


@ST("backup passphrase (restic/borg)")
def s_restic(lang):
    pw = pick([machine_pw(32, sym="-_."), f"{pick(WORDS).lower()} {pick(WORDS).lower()} {pick(WORDS).lower()} {pick(WORDS).lower()}"])
    t = pick([f"export RESTIC_PASSWORD='{pw}'\nrestic -r s3:s3.amazonaws.com/{pick(PROJ)}-backup snapshots",
              f"BORG_PASSPHRASE='{pw}' borg list /mnt/backup/repo"])
    ctx = L(lang, "Needed to confirm last night's snapshot exists.", "어젯밤 스냅샷이 있는지 확인 필요.")
    learn = L(lang, "Without the repository passphrase nothing can be restored; it is not recoverable.", "저장소 암호가 없으면 복구 불가. 재발급도 안 됨.")
    ask = L(lang, "Where is the escrow copy of the backup passphrase?", "백업 암호 보관 사본은 어디 있는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("GPG passphrase on command line")
def s_gpg(lang):
    pw = any_pw(SYM_SHELL)
    c = f"gpg --batch --pinentry-mode loopback --passphrase '{pw}' --decrypt settlement_{R.randint(20250101, 20251130)}.csv.gpg > settlement.csv"
    ctx = L(lang, "The bank settlement file arrives PGP-encrypted.", "은행 정산 파일이 PGP 암호화돼서 옴.")
    learn = L(lang, "loopback pinentry is required in a non-interactive shell.", "비대화식 셸에서는 loopback pinentry가 필요.")
    ask = L(lang, "Should the decrypt step run on the settlement server only?", "복호화는 정산 서버에서만 하도록 해야 하는지?")
    return place(lang, ctx, c, learn, ask) + ([pw],)


@ST("SSH key passphrase in prose")
def s_ssh_pass(lang):
    pw = pick([human_pw(), f"{pick(WORDS)} {pick(WORDS).lower()} {R.randint(10, 99)} {pick(WORDS).lower()}"])
    s = L(lang, pick([f"The deploy key is encrypted; its passphrase is \"{pw}\".", f"ssh-add asks for a passphrase: {pw}"]),
          pick([f"배포 키가 암호화돼 있음. 패스프레이즈는 \"{pw}\".", f"ssh-add 할 때 암호 물어보면 {pw} 입력."]))
    ctx = L(lang, "Fabric deploy hung waiting for input.", "Fabric 배포가 입력 대기로 멈춤.")
    learn = L(lang, "ssh-agent forwarding was off in the container, so each step re-prompted.", "컨테이너에서 ssh-agent 포워딩이 꺼져 있어 단계마다 다시 물어봄.")
    ask = L(lang, "Should CI use an unencrypted key scoped to one repo instead?", "CI는 저장소 하나로 제한된 키를 쓸지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


@ST("internal API key in query string")
def s_query_key(lang):
    k = pick([hx(32), an(40), uuid4()])
    url = f"https://{pick(['geo', 'weather', 'fx', 'catalog'])}.{pick(ORGS)}.internal/v2/lookup?q=seoul&api_key={k}&format=json"
    ctx = L(lang, "Cache misses spiked on the lookup service.", "조회 서비스 캐시 미스가 급증.")
    learn = L(lang, "The api_key param was part of the cache key, so every client had its own cache.", "api_key 파라미터가 캐시 키에 포함돼서 클라이언트마다 캐시가 따로였음.")
    ask = L(lang, "Can the key move to a header?", "키를 헤더로 옮길 수 있는지?")
    return place(lang, ctx, url, learn, ask) + ([k],)


@ST("HMAC webhook secret constant in code")
def s_hmac(lang):
    k = pick([hx(64), b64(rbytes(32)), "whk_" + an(32)])
    c = f"WEBHOOK_SECRET = b\"{k}\"\n\ndef verify(body, sig):\n    mac = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(mac, sig)"
    ctx = L(lang, "Partner webhooks were rejected with invalid signature.", "파트너 웹훅이 서명 불일치로 거부됨.")
    learn = L(lang, "We were hashing the parsed JSON instead of the raw body bytes.", "원본 바디 바이트가 아니라 파싱된 JSON으로 해시하고 있었음.")
    ask = L(lang, "Can the partner rotate the shared secret and send it via the portal?", "파트너가 공유 시크릿을 교체해서 포털로 보낼 수 있는지?")
    return place(lang, ctx, c, learn, ask) + ([k],)


@ST("Grafana/Keycloak admin password env")
def s_admin_env(lang):
    pw = any_pw("-_.!~@")
    var = pick(["GF_SECURITY_ADMIN_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD", "KC_BOOTSTRAP_ADMIN_PASSWORD", "RABBITMQ_DEFAULT_PASS", "MINIO_ROOT_PASSWORD"])
    t = f"{var}={pw}"
    ctx = L(lang, f"Admin login failed after redeploy even though {var} was set.", f"{var}를 설정했는데 재배포 후 관리자 로그인 실패.")
    learn = L(lang, "The variable is only read on first start; the existing volume keeps the original admin.", "이 변수는 최초 기동 때만 읽힘. 기존 볼륨에 원래 관리자 정보가 남아 있음.")
    ask = L(lang, "Is it OK to reset the admin via the CLI instead?", "CLI로 관리자 재설정해도 되는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("SNMP community string")
def s_snmp(lang):
    c = pick([f"{pick(WORDS).lower()}{R.randint(100, 999)}{pick(['ro', 'rw', 'mon'])}", machine_pw(16, sym="-_")])
    cmd = f"snmpwalk -v2c -c {c} {R.choice(['10.0.0.1', '192.168.10.254', 'core-sw-01'])} 1.3.6.1.2.1.2.2.1.2"
    ctx = L(lang, "Needed interface names from the core switch for the dashboard.", "대시보드용으로 코어 스위치 인터페이스 이름이 필요했음.")
    learn = L(lang, "The switch only answers SNMP from the monitoring VLAN.", "스위치는 모니터링 VLAN에서 온 SNMP만 응답.")
    ask = L(lang, "Can we move to SNMPv3 with auth?", "인증 있는 SNMPv3로 바꿀 수 있는지?")
    return place(lang, ctx, cmd, learn, ask) + ([c],)


@ST("git credential store line")
def s_gitcred(lang):
    pw = machine_pw(sym="-_.")
    line = f"https://{pick(['jenkins', 'bot', 'builder'])}:{pw}@git.{pick(ORGS)}.local"
    ctx = L(lang, "Pushes from the build box worked without prompting and I did not know why.", "빌드 서버에서 push가 프롬프트 없이 되길래 원인 확인.")
    learn = L(lang, "credential.helper=store writes plaintext to ~/.git-credentials.", "credential.helper=store는 ~/.git-credentials에 평문으로 저장함.")
    ask = L(lang, "Should the build box switch to a deploy key?", "빌드 서버를 배포 키 방식으로 바꿀지?")
    return place(lang, ctx, L(lang, "~/.git-credentials had: ", "~/.git-credentials 내용: ") + line, learn, ask, code=False) + ([pw],)


@ST("SMTP settings with password")
def s_smtp(lang):
    pw = any_pw("-_.!~")
    t = (f"EMAIL_HOST = \"smtp.{pick(['worksmobile.com', 'daum.net', 'office365.com', 'mailplug.co.kr'])}\"\nEMAIL_PORT = 587\n"
         f"EMAIL_HOST_USER = \"noreply@{pick(ORGS)}.co.kr\"\nEMAIL_HOST_PASSWORD = \"{pw}\"\nEMAIL_USE_TLS = True")
    ctx = L(lang, "Password reset mails were not going out from the Django app.", "Django 앱에서 비밀번호 재설정 메일이 안 나감.")
    learn = L(lang, "Port 465 needs EMAIL_USE_SSL; 587 needs EMAIL_USE_TLS, never both.", "465는 EMAIL_USE_SSL, 587은 EMAIL_USE_TLS. 둘 다 켜면 안 됨.")
    ask = L(lang, "Is there a transactional mail service we should use instead of the mailbox?", "메일함 계정 대신 쓸 트랜잭션 메일 서비스가 있는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("FTP/SFTP URL with password")
def s_ftp(lang):
    pw = machine_pw(sym="-_.~")
    url = f"{pick(['ftp', 'sftp', 'ftps'])}://{pick(['partner01', 'edi_upload', 'cj_logis'])}:{pw}@{pick(['ftp', 'edi', 'files'])}.{pick(['partner', 'logistics', 'bank'])}.co.kr:{pick(['21', '22', '990'])}/inbound/"
    ctx = L(lang, "The EDI upload job lost its target after the config refactor.", "설정 리팩터링 후 EDI 업로드 잡 대상이 사라짐.")
    learn = L(lang, "lftp needs 'set ssl:verify-certificate no' for this partner's self-signed cert.", "이 파트너는 자체 서명 인증서라 lftp에 ssl:verify-certificate no 설정 필요.")
    ask = L(lang, "Does the partner support key-based SFTP?", "파트너가 키 기반 SFTP를 지원하는지?")
    return place(lang, ctx, L(lang, f"Old target: {url}", f"기존 대상: {url}"), learn, ask, code=False) + ([pw],)


@ST("basic auth in webhook URL")
def s_url_basic(lang):
    pw = machine_pw(sym="-_.~")
    url = f"https://{pick(['hook', 'ci', 'build'])}:{pw}@{pick(['jenkins', 'argo', 'drone'])}.{pick(ORGS)}.com/generic-webhook-trigger/invoke?token={pick(PROJ)}"
    ctx = L(lang, "GitHub webhook deliveries to Jenkins were failing with 401.", "GitHub에서 Jenkins로 가는 웹훅이 401.")
    learn = L(lang, "GitHub strips nothing from the URL, so the userinfo is sent as basic auth.", "GitHub은 URL의 userinfo를 그대로 basic auth로 보냄.")
    ask = L(lang, "Should the trigger use a secret header instead?", "트리거를 시크릿 헤더 방식으로 바꿀지?")
    return place(lang, ctx, url, learn, ask) + ([pw],)


@ST("Cisco enable secret / local user")
def s_cisco(lang):
    pw = any_pw("-_.!~@")
    t = f"enable secret 0 {pw}\nusername netops privilege 15 secret 0 {pw}\nline vty 0 4\n login local"
    ctx = L(lang, "Staging a replacement access switch from the old config.", "교체용 액세스 스위치를 기존 설정으로 준비.")
    learn = L(lang, "Type 0 is plaintext in the config; IOS stores it hashed once applied.", "type 0은 설정 파일상 평문. 적용되면 IOS가 해시로 저장.")
    ask = L(lang, "Is there a TACACS server the switch should use instead?", "스위치가 써야 할 TACACS 서버가 있는지?")
    return place(lang, ctx, t, learn, ask) + ([pw],)


@ST("remote desktop password in prose")
def s_rdp(lang):
    pw = any_pw(SYM_ALL)
    s = L(lang, pick([f"RDP into the build VM as Administrator with {pw}.", f"VNC password for the kiosk test unit: {pw}"]),
          pick([f"빌드 VM 원격 데스크톱은 Administrator / {pw} 로 접속.", f"키오스크 테스트 기기 VNC 비번: {pw}"]))
    ctx = L(lang, "The signing tool only runs on the Windows build VM.", "서명 도구가 윈도우 빌드 VM에서만 실행됨.")
    learn = L(lang, "The tool needs an interactive session, so it cannot run as a service.", "도구가 대화형 세션을 요구해서 서비스로는 못 돌림.")
    ask = L(lang, "Can the signing move to a cloud HSM?", "서명을 클라우드 HSM으로 옮길 수 있는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


@ST("AES encryption key in config")
def s_aes(lang):
    k = pick([hx(64), b64(rbytes(32))])
    t = f"crypto:\n  algorithm: AES-256-GCM\n  key: \"{k}\"\n  key_version: {R.randint(1, 5)}"
    ctx = L(lang, "The mobile team could not decrypt the field-level encrypted phone numbers.", "모바일 팀이 필드 단위로 암호화된 전화번호를 복호화 못함.")
    learn = L(lang, "They used CBC with a fixed IV; the server uses GCM with a random nonce per value.",
              "상대는 CBC를 썼고 서버는 값마다 랜덤 nonce를 쓰는 GCM이었음.")
    ask = L(lang, "Should the client ever decrypt these, or only the server?", "클라이언트가 복호화하는 게 맞는지, 서버만 해야 하는지?")
    return place(lang, ctx, t, learn, ask) + ([k],)


@ST("prose: terse chat-style password mention")
def s_prose_mixed(lang):
    pw = any_pw(SYM_ALL)
    k = R.randrange(4)
    if lang == "en":
        s = [f"fyi pw is {pw} for the test tenant, don't change it",
             f"creds: qa.lead@corp / {pw}",
             f"try `{pw}` — that's what worked last sprint",
             f"pass={pw} (sandbox only)"][k]
    else:
        s = [f"참고로 테스트 테넌트 비번 {pw} 임. 바꾸지 말 것",
             f"계정: qa.lead@corp / {pw}",
             f"`{pw}` 로 해보세요, 지난 스프린트에 됐던 거",
             f"pw={pw} (샌드박스 전용)"][k]
    ctx = L(lang, "E2E tests need to log in as the QA lead to approve orders.", "E2E 테스트에서 주문 승인하려면 QA 리드로 로그인해야 함.")
    learn = L(lang, "The approval button is hidden unless the user has the approver role in the tenant.", "테넌트에서 approver 역할이 없으면 승인 버튼이 안 보임.")
    ask = L(lang, "Can the e2e suite get a dedicated approver account?", "e2e 전용 승인자 계정을 만들 수 있는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


@ST(".env with several providers")
def s_env_multi(lang):
    simple = [ve for ve in VEND if len(ve["creds"]) == 1 and ve["name"] not in ("Cloudflare", "Google")]
    picks = R.sample(simple, 3)
    lines, secrets = ["NODE_ENV=production"], []
    for ve in picks:
        disp, listed = gen_creds(ve)
        if "\n" in disp[0]:
            continue
        lines.append(f"{ve['creds'][0][0]}={disp[0]}")
        secrets += listed[0]
    pw = any_pw("-_.~")
    lines.append(f"DB_PASSWORD={pw}")
    secrets.append(pw)
    names = ", ".join(ve["name"] for ve in picks)
    ctx = L(lang, f"The user zipped their whole project folder for me, including .env ({names} are configured):",
            f"사용자가 프로젝트 폴더를 .env까지 통째로 압축해서 줌 ({names} 설정 포함):")
    learn = L(lang, "Only the DB settings mattered for the bug; the migration ran against the wrong schema because of search_path.",
              "버그와 관련된 건 DB 설정뿐. search_path 때문에 마이그레이션이 엉뚱한 스키마에 적용됐음.")
    ask = L(lang, "Should the user rotate everything in that .env since it left their machine?", "그 .env가 외부로 나갔으니 전부 교체해야 하는지?")
    return place(lang, ctx, "\n".join(lines), learn, ask, where=R.choice(["mc", "mc", "lesson"])) + (secrets,)


@ST("compose: several service passwords")
def s_compose_multi(lang):
    a, b, c = any_pw("-_.~"), machine_pw(24, sym="-_"), any_pw("-_.~")
    y = (f"services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: \"{a}\"\n  cache:\n    command: redis-server --requirepass {b}\n"
         f"  queue:\n    environment:\n      RABBITMQ_DEFAULT_USER: app\n      RABBITMQ_DEFAULT_PASS: \"{c}\"")
    ctx = L(lang, "Integration environment for the load test, compose override from the user:", "부하 테스트용 통합 환경, 사용자가 준 compose override:")
    learn = L(lang, "Redis requirepass on the command line is visible in `ps`; the healthcheck also needs -a.", "명령줄 requirepass는 `ps`에 보임. healthcheck에도 -a가 필요.")
    ask = L(lang, "Can the load-test stack use generated throwaway passwords?", "부하 테스트 스택은 일회용 비밀번호를 자동 생성해서 쓸지?")
    return place(lang, ctx, y, learn, ask, where=R.choice(["mc", "lesson"])) + ([a, b, c],)


@ST("prose: DB connection details listed in a sentence")
def s_conn_prose(lang):
    pw = any_pw("-_.~")
    h = host()
    s = L(lang, f"DB is {h}, user {pick(USERS)}, password {pw}, database {pick(DBS)}.",
          f"DB 접속 정보: 호스트 {h}, 계정 {pick(USERS)}, 비밀번호 {pw}, DB {pick(DBS)}.")
    ctx = L(lang, "Needed to check why the settlement numbers differ from the dashboard.", "정산 숫자가 대시보드와 다른 이유를 확인해야 했음.")
    learn = L(lang, "The dashboard excludes cancelled orders; the raw table does not.", "대시보드는 취소 주문을 제외하고 원본 테이블은 포함.")
    ask = L(lang, "Should I use the analytics replica for this kind of check?", "이런 확인은 분석용 복제본을 써야 하는지?")
    return place(lang, ctx, s, learn, ask, code=False) + ([pw],)


# ----------------------------------------------------------------------------------------------
# clean templates: f(lang) -> (missing_context, lesson, ask_next_time); no credential anywhere
# ----------------------------------------------------------------------------------------------
CTPL = []


def CT(cat):
    def deco(f):
        CTPL.append((cat, f))
        return f
    return deco


CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def ulid():
    return "01J" + rs(CROCK, 23)


def ts():
    return f"2025-{R.randint(9, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def acct():
    return str(R.randint(10 ** 11, 10 ** 12 - 1))


@CT("rotation discussed, value only in Vault")
def c_rotation_ref(lang):
    path = f"secret/data/{pick(ENVS)}/{pick(PROJ)}/db"
    mc = L(lang, f"The {pick(DBS)} DB password was rotated this morning; I did not know where the new value lives.",
           f"오늘 아침 {pick(DBS)} DB 비밀번호가 교체됐는데 새 값이 어디 있는지 몰랐음.")
    le = L(lang, f"The new value is only in Vault at {path} (field: password). Apps pick it up via the agent injector after a pod restart; nobody needs to copy it anywhere.",
           f"새 값은 Vault {path} (필드: password)에만 있음. 파드 재시작하면 agent injector가 주입하니 어디에도 복사할 필요 없음.")
    ak = L(lang, "Which pods still cache the old password and need a restart?", "예전 비밀번호를 캐시하고 있어 재시작이 필요한 파드는?")
    return mc, le, ak


@CT("mysql -p with interactive prompt (no value)")
def c_mysql_prompt(lang):
    cmd = f"mysql -h {host()} -P 3306 -u {pick(USERS)} -p {pick(DBS)}"
    mc = L(lang, f"Ran `{cmd}` and typed the password at the prompt; the user did not want it in shell history.",
           f"`{cmd}` 실행 후 프롬프트에서 비밀번호 직접 입력함. 사용자가 셸 히스토리에 남기길 원치 않았음.")
    le = L(lang, "A bare -p (followed by a space) makes mysql prompt; the next word is the database name, not a password.",
           "-p 뒤에 공백이 있으면 mysql이 비밀번호를 프롬프트로 물어봄. 다음 단어는 비밀번호가 아니라 DB 이름.")
    ak = L(lang, "Should I use mysql_config_editor login paths for repeated queries?", "반복 조회에는 mysql_config_editor login-path를 쓸지?")
    return mc, le, ak


@CT("placeholders in commands")
def c_placeholders(lang):
    ph = pick(["<your-token>", "YOUR_API_KEY", "${API_TOKEN}", "<PASTE_KEY_HERE>", "xxxxxxxxxxxxxxxx", "REPLACE_ME"])
    cmd = f"curl -H \"Authorization: Bearer {ph}\" https://api.{pick(ORGS)}.com/v1/me"
    mc = L(lang, f"The README shows `{cmd}` and the user asked why it returns 401.",
           f"README에 `{cmd}` 라고 되어 있는데 왜 401이 나는지 사용자가 물어봄.")
    le = L(lang, f"{ph} is a literal placeholder from the docs; it has to be replaced with a real token from the developer console, which I did not have or need to see.",
           f"{ph} 는 문서의 자리표시자일 뿐이라 개발자 콘솔에서 받은 실제 토큰으로 바꿔야 함. 그 토큰은 내가 볼 필요 없음.")
    ak = L(lang, "Can the README say explicitly that the placeholder must be replaced?", "README에 자리표시자를 바꿔야 한다고 명시할지?")
    return mc, le, ak


@CT("masked token in tool output")
def c_masked_tok(lang):
    tail = rs(B62, 4)
    m = pick([f"ghp_****************************{tail}", f"sk-...{tail}", f"xoxb-***-***-****{tail}", f"AKIA************{rs(UPNUM, 4)}", f"glpat-****{tail}"])
    mc = L(lang, f"The integration settings page only shows the credential as {m}.", f"연동 설정 화면에는 자격 증명이 {m} 형태로만 표시됨.")
    le = L(lang, f"The last four characters ({tail if not m.startswith('AKIA') else m[-4:]}) are enough to match it against the key list in the console; the full value cannot be retrieved again, only regenerated.",
           f"끝 4자리만으로 콘솔의 키 목록과 대조 가능. 전체 값은 다시 볼 수 없고 재발급만 가능.")
    ak = L(lang, "Which team created this integration key?", "이 연동 키를 만든 팀이 어디인지?")
    return mc, le, ak


@CT("env var names only")
def c_env_names(lang):
    names = R.sample(["STRIPE_SECRET_KEY", "DATABASE_URL", "REDIS_PASSWORD", "JWT_SIGNING_KEY", "OPENAI_API_KEY",
                      "SENTRY_AUTH_TOKEN", "AWS_SECRET_ACCESS_KEY", "SLACK_BOT_TOKEN", "GITHUB_TOKEN", "SMTP_PASSWORD",
                      "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY"], 4)
    mc = L(lang, f"The service will not start unless these are set: {', '.join(names)}. I did not know where they come from.",
           f"서비스가 {', '.join(names)} 가 없으면 기동하지 않음. 값 출처를 몰랐음.")
    le = L(lang, "All four are injected from the platform's secret store at deploy time; locally, `make dev-secrets` pulls them into a git-ignored file.",
           "네 개 모두 배포 시 플랫폼 시크릿 저장소에서 주입됨. 로컬은 `make dev-secrets`가 git에 안 올라가는 파일로 받아옴.")
    ak = L(lang, f"Does {names[0]} have a sandbox variant for local runs?", f"{names[0]}에 로컬용 샌드박스 값이 따로 있는지?")
    return mc, le, ak


@CT("AWS Secrets Manager ARN and CLI reference")
def c_asm(lang):
    arn = f"arn:aws:secretsmanager:{pick(REGIONS)}:{acct()}:secret:{pick(ENVS)}/{pick(PROJ)}/db-{rs(B62, 6)}"
    mc = L(lang, f"The task definition references {arn} for DB_PASSWORD.", f"태스크 정의가 DB_PASSWORD로 {arn} 를 참조함.")
    le = L(lang, "The execution role needs secretsmanager:GetSecretValue on that ARN (the 6-character suffix is part of the ARN, so use a wildcard after the name).",
           "실행 역할에 해당 ARN의 secretsmanager:GetSecretValue 권한이 필요. 이름 뒤 6자리 접미사도 ARN 일부라 와일드카드를 써야 함.")
    ak = L(lang, "Should the policy be scoped per secret or per path prefix?", "정책을 시크릿별로 줄지 경로 접두사로 줄지?")
    return mc, le, ak


@CT("Vault path and policy, no values")
def c_vault_policy(lang):
    p = f"kv/data/{pick(PROJ)}/{pick(ENVS)}/*"
    pol = f"path \"{p}\" {{\n  capabilities = [\"read\"]\n}}"
    mc = L(lang, "The app got 403 permission denied reading its config from Vault.", "앱이 Vault에서 설정을 읽다가 403 permission denied.")
    le = L(lang, f"KV v2 paths need the data/ segment in policies. Fixed policy:\n{pol}",
           f"KV v2는 정책 경로에 data/ 가 들어가야 함. 수정한 정책:\n{pol}")
    ak = L(lang, "Does the Kubernetes auth role bind to the right service account?", "Kubernetes auth 롤이 올바른 서비스 계정에 바인딩돼 있는지?")
    return mc, le, ak


@CT("GCP Secret Manager reference in YAML")
def c_gsm(lang):
    proj = f"{pick(PROJ)}-{R.randint(100, 999)}"
    y = f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: projects/{proj}/secrets/db-password/versions/latest"
    mc = L(lang, f"Cloud Run deploy failed: secret not found.\n{y}", f"Cloud Run 배포 실패: secret not found.\n{y}")
    le = L(lang, "Cloud Run wants the short secret name plus version, and the runtime service account needs roles/secretmanager.secretAccessor.",
           "Cloud Run은 짧은 시크릿 이름과 버전을 원하고, 런타임 서비스 계정에 roles/secretmanager.secretAccessor가 필요.")
    ak = L(lang, "Should we pin a version number instead of latest?", "latest 대신 버전 번호로 고정할지?")
    return mc, le, ak


@CT("1Password op:// references")
def c_op_refs(lang):
    v = pick(["Engineering", "Platform", "Backend-Prod"])
    env = f"DB_PASSWORD=op://{v}/{pick(PROJ)}-db/password\nSTRIPE_SECRET_KEY=op://{v}/stripe/credential\nSENTRY_DSN=op://{v}/sentry/dsn"
    mc = L(lang, f"The repo's .env.tpl looked like this and I did not know how it is used:\n{env}", f"저장소의 .env.tpl이 이렇게 생겼는데 사용법을 몰랐음:\n{env}")
    le = L(lang, "`op run --env-file=.env.tpl -- npm start` resolves the references at runtime; the file itself only holds pointers and is safe to commit.",
           "`op run --env-file=.env.tpl -- npm start`가 실행 시점에 참조를 풀어줌. 파일 자체는 포인터만 있어서 커밋해도 됨.")
    ak = L(lang, "Do CI runners use a 1Password service account for this?", "CI 러너도 1Password 서비스 계정으로 이걸 쓰는지?")
    return mc, le, ak


@CT("GitHub Actions secrets expressions")
def c_gha_secrets(lang):
    y = "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - run: ./deploy.sh\n        env:\n          KUBE_CONFIG: ${{ secrets.KUBE_CONFIG_PROD }}"
    mc = L(lang, "Publishing worked on main but failed on the release branch.", "main에서는 배포가 되는데 release 브랜치에서는 실패.")
    le = L(lang, f"The secrets are environment-scoped; the job needed `environment: production`.\n{y}",
           f"시크릿이 environment 범위라 잡에 `environment: production`이 필요했음.\n{y}")
    ak = L(lang, "Should we switch npm publishing to OIDC trusted publishing?", "npm 배포를 OIDC trusted publishing으로 바꿀지?")
    return mc, le, ak


@CT("git bisect commit SHAs")
def c_bisect(lang):
    good, bad, first = hx(40), hx(40), hx(40)
    mc = L(lang, f"Bisected the perf regression: good {good}, bad {bad}.", f"성능 저하 bisect: good {good}, bad {bad}.")
    le = L(lang, f"First bad commit is {first} ({first[:7]}), which switched JSON parsing to the reflection-based path.",
           f"첫 bad 커밋은 {first} ({first[:7]}). JSON 파싱을 리플렉션 기반으로 바꾼 커밋.")
    ak = L(lang, "Is there a benchmark job I can hook bisect into?", "bisect에 연결할 벤치마크 잡이 있는지?")
    return mc, le, ak


@CT("sha256 checksums of release artifacts")
def c_sha256(lang):
    base = f"{pick(PROJ)}_{R.randint(1, 3)}.{R.randint(0, 20)}.{R.randint(0, 9)}"
    files = [f"{base}_{a}.tar.gz" for a in ("linux_amd64", "darwin_arm64")]
    sums = "\n".join(f"{hx(64)}  {f}" for f in files)
    mc = L(lang, f"The install script rejected the download. SHA256SUMS from the release page:\n{sums}",
           f"설치 스크립트가 다운로드 파일을 거부함. 릴리스 페이지의 SHA256SUMS:\n{sums}")
    le = L(lang, "The CDN served a cached older tarball; the checksum mismatch was correct behaviour.",
           "CDN이 예전 tarball 캐시를 내려줘서 체크섬 불일치가 정상 동작이었음.")
    ak = L(lang, "Should the release job purge the CDN path?", "릴리스 잡에서 CDN 경로를 퍼지할지?")
    return mc, le, ak


@CT("request ids and W3C traceparent")
def c_trace(lang):
    tid, sid = hx(32), hx(16)
    mc = L(lang, f"User reported a 502; request id {uuid4()}, traceparent 00-{tid}-{sid}-01.",
           f"사용자가 502 신고. request id {uuid4()}, traceparent 00-{tid}-{sid}-01.")
    le = L(lang, f"Searching trace {tid} in Tempo showed the upstream timing out after 29.9 s on the inventory call.",
           f"Tempo에서 trace {tid} 검색하니 재고 API 호출이 29.9초에 타임아웃.")
    ak = L(lang, "Should the gateway timeout be raised or the inventory call made async?", "게이트웨이 타임아웃을 늘릴지 재고 호출을 비동기로 바꿀지?")
    return mc, le, ak


@CT("container image digests")
def c_digest(lang):
    d1, d2 = hx(64), hx(64)
    img = f"ghcr.io/{pick(ORGS)}/{pick(PROJ)}"
    mc = L(lang, f"Prod runs {img}@sha256:{d1} but staging runs @sha256:{d2}, both tagged 2.4.1.",
           f"운영은 {img}@sha256:{d1}, 스테이징은 @sha256:{d2} 인데 둘 다 태그가 2.4.1.")
    le = L(lang, "The tag was re-pushed after a hotfix; deploy manifests should pin digests, not tags.",
           "핫픽스 후 같은 태그로 다시 푸시됨. 배포 매니페스트는 태그 말고 digest로 고정해야 함.")
    ak = L(lang, "Can we make tags immutable in the registry?", "레지스트리에서 태그를 immutable로 설정할 수 있는지?")
    return mc, le, ak


@CT("ETag and conditional requests")
def c_etag(lang):
    e = hx(32)
    mc = L(lang, f"Clients kept re-downloading the catalog even though the response had ETag: W/\"{e}\".",
           f"응답에 ETag: W/\"{e}\" 가 있는데도 클라이언트가 카탈로그를 매번 다시 받음.")
    le = L(lang, "The CDN strips weak ETags on gzip; switching to strong ETags computed after compression fixed If-None-Match.",
           "CDN이 gzip 시 약한 ETag를 제거함. 압축 후 계산한 강한 ETag로 바꾸니 If-None-Match가 동작.")
    ak = L(lang, "Is Last-Modified also set correctly?", "Last-Modified도 제대로 설정돼 있는지?")
    return mc, le, ak


@CT("idempotency keys")
def c_idem(lang):
    k = uuid4()
    mc = L(lang, f"Duplicate charges appeared when the mobile app retried; the retry reused Idempotency-Key {k} only sometimes.",
           f"모바일 앱 재시도 시 중복 결제가 생김. 재시도할 때 Idempotency-Key {k} 를 가끔만 재사용했음.")
    le = L(lang, "The key must be generated once per logical payment and persisted before the first attempt, not per HTTP call.",
           "키는 HTTP 호출마다가 아니라 결제 건당 한 번 생성하고 첫 시도 전에 저장해야 함.")
    ak = L(lang, "How long does the provider remember idempotency keys?", "결제사가 멱등 키를 얼마나 오래 기억하는지?")
    return mc, le, ak


@CT("CSP nonce per response")
def c_csp_nonce(lang):
    n = b64(rbytes(16))
    mc = L(lang, f"Inline scripts were blocked; the header had script-src 'nonce-{n}' but the template used a different nonce.",
           f"인라인 스크립트가 차단됨. 헤더는 script-src 'nonce-{n}' 인데 템플릿은 다른 nonce를 씀.")
    le = L(lang, "The nonce is generated per response and is meant to be visible in the HTML; the bug was the template being cached with an old nonce.",
           "nonce는 응답마다 새로 만들고 HTML에 노출되는 게 정상. 문제는 템플릿이 예전 nonce로 캐시된 것.")
    ak = L(lang, "Should HTML responses with nonces bypass the page cache?", "nonce가 있는 HTML 응답은 페이지 캐시를 우회하게 할지?")
    return mc, le, ak


@CT("CI run ids and build numbers")
def c_runids(lang):
    rid = digits(11)
    mc = L(lang, f"Flaky test in run {rid} (attempt 2), build #{R.randint(1000, 9999)}, job id {digits(11)}.",
           f"실행 {rid}(재시도 2회차), 빌드 #{R.randint(1000, 9999)}, 잡 id {digits(11)}에서 불안정한 테스트.")
    le = L(lang, "The test depends on wall-clock time near midnight KST; freezing time in the fixture fixed it.",
           "테스트가 KST 자정 근처 실제 시간에 의존했음. 픽스처에서 시간을 고정하니 해결.")
    ak = L(lang, "Are there other tests using datetime.now() directly?", "datetime.now()를 직접 쓰는 다른 테스트가 있는지?")
    return mc, le, ak


@CT("actions/cache key with hash")
def c_cachekey(lang):
    h = hx(64)
    mc = L(lang, f"Cache never hit; key was Linux-node-modules-{h}.", f"캐시가 한 번도 히트하지 않음. 키는 Linux-node-modules-{h}.")
    le = L(lang, "hashFiles included a generated file that changes every run; restricting it to package-lock.json fixed the key.",
           "hashFiles가 매번 바뀌는 생성 파일까지 포함했음. package-lock.json만 대상으로 하니 해결.")
    ak = L(lang, "Should restore-keys fall back to the OS prefix?", "restore-keys를 OS 접두사로 폴백할지?")
    return mc, le, ak


@CT("base64 pagination cursor (non-secret)")
def c_cursor(lang):
    obj = {"id": R.randint(10000, 99999), "created_at": ts()}
    cur = b64u(json.dumps(obj, separators=(",", ":")).encode())
    mc = L(lang, f"Pagination skipped records; next_cursor was {cur}.", f"페이지네이션에서 레코드가 누락됨. next_cursor는 {cur}.")
    le = L(lang, f"The cursor is just base64url of {json.dumps(obj)}; ties on created_at were dropped because the id was not used as a tiebreaker.",
           f"커서는 {json.dumps(obj)} 를 base64url로 인코딩한 것뿐. created_at이 같은 레코드는 id로 정렬하지 않아 누락됨.")
    ak = L(lang, "Should cursors be signed so clients cannot edit them?", "클라이언트가 못 바꾸게 커서에 서명을 넣을지?")
    return mc, le, ak


@CT("SSH public key in authorized_keys")
def c_ssh_pub(lang):
    blob = b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))
    line = f"ssh-ed25519 {blob} {pick(['minji', 'deploy', 'tom'])}@{pick(['laptop', 'macbook', 'ci'])}"
    mc = L(lang, f"The new teammate could not log in; their public key line:\n{line}", f"새 팀원이 로그인 못함. 공개키:\n{line}")
    le = L(lang, "authorized_keys had CRLF line endings after being edited on Windows; public keys are fine to share, the problem was only formatting.",
           "윈도우에서 편집하면서 authorized_keys가 CRLF가 됐음. 공개키는 공유해도 되고 문제는 줄바꿈뿐.")
    ak = L(lang, "Should access go through the bastion's SSO instead of authorized_keys?", "authorized_keys 대신 배스천 SSO로 접속하게 할지?")
    return mc, le, ak


@CT("PEM public key")
def c_pem_pub(lang):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
    p = pem("PUBLIC KEY", wrap(b64(der), 64))
    mc = L(lang, f"Partner asked for our webhook verification public key. Sent:\n{p}", f"파트너가 웹훅 검증용 공개키를 요청해서 보냄:\n{p}")
    le = L(lang, "Only the public half is shared; the private key stays in KMS and never leaves it.", "공개키만 공유하고 개인키는 KMS 밖으로 나가지 않음.")
    ak = L(lang, "How often do we rotate the webhook signing key pair?", "웹훅 서명 키 쌍은 얼마나 자주 교체하는지?")
    return mc, le, ak


@CT("certificate snippet and fingerprint")
def c_cert(lang):
    body = wrap("MII" + rs(B64A, 189), 64)
    fp = ":".join(rs(HEXU, 2) for _ in range(32))
    mc = L(lang, f"Java clients rejected the new intermediate. First lines of the chain file:\n-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n...",
           f"자바 클라이언트가 새 중간 인증서를 거부. 체인 파일 앞부분:\n-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n...")
    le = L(lang, f"SHA-256 fingerprint {fp}; the chain was missing the cross-signed root for old trust stores. Certificates are public, nothing sensitive here.",
           f"SHA-256 지문 {fp}. 오래된 trust store용 교차 서명 루트가 체인에 빠져 있었음. 인증서는 공개 정보라 민감하지 않음.")
    ak = L(lang, "Which clients still run Java 8?", "아직 Java 8을 쓰는 클라이언트가 어디인지?")
    return mc, le, ak


@CT("SSH host key fingerprint")
def c_hostkey(lang):
    fp = b64(rbytes(32)).rstrip("=")
    mc = L(lang, f"ssh warned REMOTE HOST IDENTIFICATION HAS CHANGED; new ED25519 key fingerprint is SHA256:{fp}.",
           f"ssh가 REMOTE HOST IDENTIFICATION HAS CHANGED 경고. 새 ED25519 키 지문은 SHA256:{fp}.")
    le = L(lang, "The bastion was rebuilt; infra confirmed the fingerprint out of band, so removing the old known_hosts entry was correct.",
           "배스천이 재구축된 것. 인프라팀에 지문을 따로 확인받고 known_hosts의 옛 항목을 지움.")
    ak = L(lang, "Can host keys be published via SSHFP or a CA?", "호스트 키를 SSHFP나 CA로 배포할 수 있는지?")
    return mc, le, ak


@CT("GPG key fingerprint")
def c_gpg_fp(lang):
    fp = " ".join(rs(HEXU, 4) for _ in range(10))
    mc = L(lang, f"Release tags must be signed; the maintainer key fingerprint is {fp}.", f"릴리스 태그는 서명 필수. 메인테이너 키 지문은 {fp}.")
    le = L(lang, "git verify-tag failed because the key was not in my keyring; importing it from keys.openpgp.org by fingerprint fixed it.",
           "키링에 키가 없어서 git verify-tag 실패. 지문으로 keys.openpgp.org에서 가져오니 해결.")
    ak = L(lang, "Should CI verify tag signatures automatically?", "CI에서 태그 서명을 자동 검증할지?")
    return mc, le, ak


@CT("JWKS public parameters")
def c_jwks(lang):
    kid = b64u_s(43)
    n = b64u(bytes([0xC0 | R.getrandbits(6)]) + rbytes(127))
    j = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": kid, "n": n, "e": "AQAB"}]})
    mc = L(lang, f"Token validation failed with 'kid not found'. The JWKS endpoint returns:\n{j}", f"토큰 검증이 'kid not found'로 실패. JWKS 응답:\n{j}")
    le = L(lang, "The JWKS only contains public RSA parameters (n, e); our verifier cached it for 24 h and missed the rotation.",
           "JWKS에는 공개 RSA 파라미터(n, e)만 있음. 검증기가 24시간 캐시해서 키 교체를 못 따라감.")
    ak = L(lang, "Should the verifier refetch JWKS on unknown kid?", "모르는 kid가 오면 JWKS를 다시 받게 할지?")
    return mc, le, ak


@CT("Stripe publishable key (public by design)")
def c_stripe_pk(lang):
    pk = "pk_live_51" + an(97)
    mc = L(lang, f"Checkout page loads Stripe.js with {pk}.", f"결제 페이지가 {pk} 로 Stripe.js를 로드함.")
    le = L(lang, "Publishable keys are designed to be embedded in frontend code per Stripe's docs; the secret key is server-side only and was not involved.",
           "Stripe 문서상 publishable 키는 프론트엔드에 넣도록 만들어진 공개 키. 시크릿 키는 서버에만 있고 이번 건과 무관.")
    ak = L(lang, "Should the frontend read the publishable key from build config instead of hardcoding?", "publishable 키를 하드코딩 대신 빌드 설정에서 읽을지?")
    return mc, le, ak


@CT("Firebase web config apiKey (documented public)")
def c_firebase_web(lang):
    pid = f"{pick(PROJ)}-{rs(LOWNUM, 5)}"
    cfg = f"const firebaseConfig = {{ apiKey: \"AIza{b64u_s(35)}\", authDomain: \"{pid}.firebaseapp.com\", projectId: \"{pid}\", appId: \"1:{digits(12)}:web:{rs(HEX, 22)}\" }};"
    mc = L(lang, f"Security review flagged this in the web bundle:\n{cfg}", f"보안 리뷰에서 웹 번들의 이 부분이 지적됨:\n{cfg}")
    le = L(lang, "Firebase documents the web apiKey as an identifier, not a secret; access is controlled by Security Rules and App Check. Restricting the key to our domains is still good hygiene.",
           "Firebase 문서상 웹 apiKey는 비밀이 아니라 식별자이고 접근 제어는 Security Rules와 App Check가 담당. 그래도 도메인 제한은 걸어두는 게 좋음.")
    ak = L(lang, "Is App Check enforced for Firestore yet?", "Firestore에 App Check 강제 적용됐는지?")
    return mc, le, ak


@CT("Sentry DSN (safe to expose)")
def c_sentry_dsn(lang):
    dsn = f"https://{hx(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}"
    mc = L(lang, f"Frontend errors were not showing up; the app initialises Sentry with dsn {dsn}.", f"프론트 에러가 안 보였음. 앱은 dsn {dsn} 로 Sentry 초기화.")
    le = L(lang, "Sentry's docs say DSNs are safe to keep public (they only allow sending events). The real issue was the tunnel route being blocked by the ad blocker rule.",
           "Sentry 문서에 따르면 DSN은 이벤트 전송만 가능해서 공개돼도 됨. 실제 원인은 광고 차단 규칙에 터널 경로가 막힌 것.")
    ak = L(lang, "Should we enable the tunnel option on the Next.js SDK?", "Next.js SDK에 tunnel 옵션을 켤지?")
    return mc, le, ak


@CT("PostHog project API key (public)")
def c_posthog(lang):
    k = "phc_" + an(43)
    mc = L(lang, f"Events from the landing page were missing; posthog.init('{k}', {{ api_host: 'https://eu.i.posthog.com' }}).",
           f"랜딩 페이지 이벤트가 누락됨. posthog.init('{k}', {{ api_host: 'https://eu.i.posthog.com' }}).")
    le = L(lang, "The phc_ project key is meant for client-side capture and is public; the project was created in the US region while api_host pointed at EU.",
           "phc_ 프로젝트 키는 클라이언트 수집용 공개 키. 프로젝트는 US 리전인데 api_host가 EU를 가리키고 있었음.")
    ak = L(lang, "Do we need the EU region for GDPR?", "GDPR 때문에 EU 리전이 필요한지?")
    return mc, le, ak


@CT("Mapbox public token pk.")
def c_mapbox_pk(lang):
    inner = b64u(json.dumps({"u": pick(ORGS).replace("-", ""), "a": "cl" + rs(LOWNUM, 23)}, separators=(",", ":")).encode())
    tok = f"pk.{inner}.{b64u_s(22)}"
    mc = L(lang, f"Map tiles 401 on the staging domain; the page uses public token {tok}.", f"스테이징 도메인에서 지도 타일이 401. 페이지는 공개 토큰 {tok} 사용.")
    le = L(lang, "pk. tokens are public by design; this one has a URL restriction that did not include the staging domain.",
           "pk. 토큰은 원래 공개용. URL 제한에 스테이징 도메인이 빠져 있었음.")
    ak = L(lang, "Should staging get its own public token?", "스테이징용 공개 토큰을 따로 만들지?")
    return mc, le, ak


@CT("Algolia search-only key (public)")
def c_algolia_search(lang):
    app = rs(UPNUM, 10)
    mc = L(lang, f"InstantSearch on the docs site uses appId {app} and the search-only API key {hx(32)}.",
           f"문서 사이트 InstantSearch가 appId {app} 와 검색 전용 키 {hx(32)} 를 사용.")
    le = L(lang, "Algolia documents search-only keys as safe for the frontend; the admin key is never shipped. Results were stale because the crawler schedule was paused.",
           "Algolia 문서상 검색 전용 키는 프론트에 넣어도 됨. 관리자 키는 절대 배포 안 함. 결과가 오래된 건 크롤러 스케줄이 멈춰서였음.")
    ak = L(lang, "Who owns the crawler config?", "크롤러 설정 담당자가 누구인지?")
    return mc, le, ak


@CT("captcha site keys (public)")
def c_site_keys(lang):
    k = R.randrange(3)
    if k == 0:
        v, what = "6L" + b64u_s(38), "reCAPTCHA site key"
    elif k == 1:
        v, what = uuid4(), "hCaptcha sitekey"
    else:
        v, what = "0x4AAAAAAA" + b64u_s(12), "Turnstile site key"
    mc = L(lang, f"Signup form widget failed to render; the {what} in the page is {v}.", f"가입 폼 캡차 위젯이 안 뜸. 페이지의 {what}는 {v}.")
    le = L(lang, "Site keys are public and go in the HTML; the matching secret is only on the server. The widget failed because the domain was not registered.",
           "사이트 키는 HTML에 들어가는 공개 값이고 대응되는 시크릿은 서버에만 있음. 위젯이 안 뜬 건 도메인 미등록 때문.")
    ak = L(lang, "Should preview deployments use the test site key?", "프리뷰 배포는 테스트용 사이트 키를 쓸지?")
    return mc, le, ak


@CT("Kakao JavaScript key (public, domain-restricted)")
def c_kakao_js(lang):
    k = hx(32)
    mc = L(lang, f"Kakao login button did nothing; Kakao.init('{k}') is called with the JavaScript key.",
           f"카카오 로그인 버튼이 반응 없음. Kakao.init('{k}')에 JavaScript 키를 넣어 호출 중.")
    le = L(lang, "The JavaScript key is meant to be exposed in web pages and is protected by the registered site domains; the new domain was not registered. The REST API and Admin keys are different and stay server-side.",
           "JavaScript 키는 웹 페이지에 노출되는 용도이고 등록된 사이트 도메인으로 보호됨. 새 도메인이 미등록이었음. REST API 키와 어드민 키는 별개로 서버에만 둠.")
    ak = L(lang, "Who has access to the Kakao developers console?", "카카오 디벨로퍼스 콘솔 권한이 누구에게 있는지?")
    return mc, le, ak


@CT("Toss Payments client key (public)")
def c_toss_ck(lang):
    ck = pick(["test_ck_", "live_ck_"]) + an(28)
    mc = L(lang, f"Payment widget showed 'invalid client key' on the checkout page that loads it with {ck}.",
           f"결제위젯이 {ck} 로 로드되는데 '유효하지 않은 클라이언트 키' 에러.")
    le = L(lang, "The client key is the browser-side key and is public; the error was a mismatch between a widget key and an API-individual client key type.",
           "클라이언트 키는 브라우저용 공개 키. 에러 원인은 위젯 연동 키와 API 개별 연동 키 종류를 섞어 쓴 것.")
    ak = L(lang, "Which contract type are we on — widget or individual API?", "우리 계약이 위젯인지 개별 API인지?")
    return mc, le, ak


@CT("Supabase publishable/anon key")
def c_supa_anon(lang):
    ref = rs(LOW, 20)
    k = pick(["sb_publishable_" + b64u_s(31), jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1700000000 + R.randint(0, 9999999), "exp": 2020000000 + R.randint(0, 9999999)})])
    mc = L(lang, f"Client app reads from https://{ref}.supabase.co with the public anon/publishable key {k}.",
           f"클라이언트 앱이 https://{ref}.supabase.co 를 공개 anon/publishable 키 {k} 로 조회.")
    le = L(lang, "Supabase documents this key as safe in the browser when RLS is on; a table without RLS was the real exposure, and we enabled it.",
           "Supabase 문서상 RLS가 켜져 있으면 이 키는 브라우저에 있어도 됨. 실제 문제는 RLS가 꺼진 테이블이었고 활성화함.")
    ak = L(lang, "Are there other tables without RLS?", "RLS 꺼진 테이블이 더 있는지?")
    return mc, le, ak


@CT("Clerk publishable key")
def c_clerk_pk(lang):
    dom = f"clerk.{pick(ORGS)}.com$"
    pk = "pk_live_" + b64(dom.encode()).rstrip("=")
    mc = L(lang, f"Sign-in widget stuck on loading; NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={pk}.", f"로그인 위젯이 로딩에서 멈춤. NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={pk}.")
    le = L(lang, f"The publishable key is just base64 of the frontend API host ({dom[:-1]}); it is public. The CNAME for that host was missing.",
           f"publishable 키는 프론트엔드 API 호스트({dom[:-1]})를 base64로 인코딩한 공개 값. 해당 호스트 CNAME이 빠져 있었음.")
    ak = L(lang, "Who manages DNS for the auth subdomain?", "인증 서브도메인 DNS 담당이 누구인지?")
    return mc, le, ak


@CT("Google OAuth client ID")
def c_gclient_id(lang):
    cid = gsa_id()
    mc = L(lang, f"Google sign-in returned redirect_uri_mismatch for client {cid}.", f"클라이언트 {cid} 로 구글 로그인 시 redirect_uri_mismatch.")
    le = L(lang, "The client ID is public (it is in the authorize URL). The preview domain's callback was missing from Authorized redirect URIs.",
           "클라이언트 ID는 authorize URL에 들어가는 공개 값. 프리뷰 도메인 콜백이 승인된 리디렉션 URI에 없었음.")
    ak = L(lang, "Can preview deployments share one callback domain?", "프리뷰 배포들이 콜백 도메인 하나를 공유할 수 있는지?")
    return mc, le, ak


@CT("AWS account id, ARNs, role names")
def c_aws_arns(lang):
    a = acct()
    mc = L(lang, f"AssumeRole failed from account {a} into arn:aws:iam::{acct()}:role/{pick(['deploy', 'ReadOnlyAudit', 'ci-terraform'])}.",
           f"계정 {a}에서 arn:aws:iam::{acct()}:role/{pick(['deploy', 'ReadOnlyAudit', 'ci-terraform'])} 로 AssumeRole 실패.")
    le = L(lang, f"The trust policy allowed arn:aws:iam::{a}:root but required an ExternalId we did not pass.",
           f"신뢰 정책은 arn:aws:iam::{a}:root 를 허용하지만 ExternalId를 요구했는데 넘기지 않았음.")
    ak = L(lang, "Where is the ExternalId documented for this integration?", "이 연동의 ExternalId는 어디에 문서화돼 있는지?")
    return mc, le, ak


@CT("AWS documentation example keys")
def c_aws_example(lang):
    mc = L(lang, "A new developer asked whether the keys in our onboarding doc are real: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.",
           "신규 개발자가 온보딩 문서의 키가 진짜냐고 물어봄: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY.")
    le = L(lang, "Those are the example values from the AWS documentation (note the EXAMPLE suffix); they do not work anywhere. Real access uses SSO via `aws sso login`.",
           "AWS 공식 문서의 예시 값(EXAMPLE 접미사)이라 어디서도 동작하지 않음. 실제 접근은 `aws sso login` SSO 사용.")
    ak = L(lang, "Should the doc link to the SSO setup page instead?", "문서에서 SSO 설정 페이지로 링크할지?")
    return mc, le, ak


@CT("port flags -p / -P")
def c_port_flags(lang):
    p = pick(["5433", "2222", "6380", "8443", "3307"])
    cmds = pick([f"ssh -p {p} deploy@bastion.{pick(ORGS)}.com", f"psql -h localhost -p {p} -U {pick(USERS)} {pick(DBS)}",
                 f"docker run -p {p}:{p} -p 9090:9090 {pick(PROJ)}:dev", f"redis-cli -p {p} ping", f"scp -P {p} dump.sql.gz backup@nas.local:/vol1/"])
    mc = L(lang, f"Connection refused until I used `{cmds}`.", f"`{cmds}` 로 바꾸기 전까지 connection refused.")
    le = L(lang, f"The service listens on {p}, not the default port; -p/-P here is a port number, nothing else.",
           f"서비스가 기본 포트가 아니라 {p} 에서 대기함. 여기서 -p/-P는 포트 번호일 뿐.")
    ak = L(lang, "Is the non-default port documented anywhere?", "비표준 포트가 어디 문서화돼 있는지?")
    return mc, le, ak


@CT("file paths to secret material")
def c_paths(lang):
    ps = R.sample(["~/.ssh/id_ed25519", "/etc/ssl/private/api.key", "/run/secrets/db_password", "secrets/prod.env",
                   "~/.aws/credentials", "/var/lib/kubelet/pods/.../token", "config/master.key", "~/.config/gcloud/application_default_credentials.json"], 3)
    mc = L(lang, f"The hardening checklist asks to verify permissions on {', '.join(ps)}.", f"보안 점검표에서 {', '.join(ps)} 권한 확인을 요구함.")
    le = L(lang, "All should be 0600 and owned by the service user; I only checked modes with stat, never opened the files.",
           "모두 0600, 서비스 사용자 소유여야 함. stat으로 권한만 확인했고 파일 내용은 열지 않음.")
    ak = L(lang, "Should this check run in the nightly compliance job?", "이 점검을 야간 컴플라이언스 잡에 넣을지?")
    return mc, le, ak


@CT("URL with query params, no credentials")
def c_url_query(lang):
    u = f"https://{pick(['shop', 'admin', 'api'])}.{pick(ORGS)}.com/orders?status=pending&page={R.randint(2, 40)}&sort=-created_at&token_type=bearer&session_state={uuid4()}"
    mc = L(lang, f"QA reported this URL returns the wrong page: {u}", f"QA가 이 URL이 잘못된 페이지를 준다고 보고: {u}")
    le = L(lang, "session_state is the OIDC session identifier echoed back by the IdP, not a credential; page numbering was 0-based on the backend.",
           "session_state는 IdP가 돌려주는 OIDC 세션 식별자일 뿐 자격 증명이 아님. 백엔드 페이지 번호가 0부터 시작했음.")
    ak = L(lang, "Should the API switch to cursor pagination?", "API를 커서 페이지네이션으로 바꿀지?")
    return mc, le, ak


@CT("version strings and build metadata")
def c_versions(lang):
    v = f"{R.randint(1, 4)}.{R.randint(0, 30)}.{R.randint(0, 12)}+build.{R.randint(100, 9999)}.sha.{hx(12)}"
    mc = L(lang, f"The about page shows {v} but the changelog stops two versions earlier.", f"about 페이지는 {v} 인데 체인지로그는 두 버전 전에서 멈춤.")
    le = L(lang, "Build metadata after + is ignored for precedence in SemVer; the changelog job only runs on tags without metadata.",
           "SemVer에서 + 뒤 빌드 메타데이터는 우선순위에 영향 없음. 체인지로그 잡은 메타데이터 없는 태그에서만 돎.")
    ak = L(lang, "Should the changelog be generated on every release build?", "릴리스 빌드마다 체인지로그를 생성할지?")
    return mc, le, ak


@CT("pod names and long resource names")
def c_pods(lang):
    dep = pick(PROJ)
    pods = [f"{dep}-{rs(LOWNUM, 10)}-{rs(LOWNUM, 5)}" for _ in range(3)]
    mc = L(lang, f"Pods {', '.join(pods)} restarted in a loop after the node pool upgrade.", f"노드 풀 업그레이드 후 파드 {', '.join(pods)} 가 재시작 반복.")
    le = L(lang, f"OOMKilled: the new nodes use cgroup v2 and the JVM ignored the container limit. Set -XX:MaxRAMPercentage=75.",
           f"OOMKilled. 새 노드가 cgroup v2라 JVM이 컨테이너 제한을 무시했음. -XX:MaxRAMPercentage=75 설정.")
    ak = L(lang, "Are other JVM services on old base images?", "다른 JVM 서비스도 오래된 베이스 이미지인지?")
    return mc, le, ak


@CT("regexes for secret detection")
def c_regexes(lang):
    rx = pick(["ghp_[A-Za-z0-9]{36}", "AKIA[0-9A-Z]{16}", "xox[baprs]-[0-9A-Za-z-]{10,}", "sk_live_[0-9a-zA-Z]{24,}", "-----BEGIN [A-Z ]*PRIVATE KEY-----"])
    mc = L(lang, f"The pre-commit hook blocked a commit on pattern `{rx}` in a test file.", f"pre-commit 훅이 테스트 파일에서 `{rx}` 패턴으로 커밋을 막음.")
    le = L(lang, "The match was the regex itself inside the scanner's own test fixture; added a path allowlist for that fixture directory.",
           "매치된 건 스캐너 자체 테스트 픽스처에 있던 정규식 문자열이었음. 해당 픽스처 디렉터리를 허용 목록에 추가.")
    ak = L(lang, "Should allowlists require a security review?", "허용 목록 추가에 보안 리뷰를 거칠지?")
    return mc, le, ak


@CT("code reading secrets from environment")
def c_env_code(lang):
    k = R.randrange(3)
    code = ["api_key = os.environ[\"PAYMENTS_API_KEY\"]\nclient = PaymentsClient(api_key=api_key, timeout=10)",
            "const token = process.env.SLACK_BOT_TOKEN;\nif (!token) throw new Error('SLACK_BOT_TOKEN missing');",
            "pw := os.Getenv(\"DB_PASSWORD\")\nif pw == \"\" {\n    log.Fatal(\"DB_PASSWORD not set\")\n}"][k]
    mc = L(lang, f"Refactored the client to stop reading a config file:\n{code}", f"설정 파일 대신 환경변수를 읽게 클라이언트 수정:\n{code}")
    le = L(lang, "Failing fast on a missing variable gives a clear error instead of a 401 deep in a request.", "변수가 없으면 바로 실패시켜야 요청 깊은 곳의 401 대신 명확한 에러가 나옴.")
    ak = L(lang, "Should we validate all required env vars at startup in one place?", "필수 환경변수 검증을 기동 시 한 곳에서 할지?")
    return mc, le, ak


@CT("Korean security policy prose")
def c_ko_policy(lang):
    mc = L(lang, "Needed the company rules on credentials before adding the new integration.",
           "신규 연동 추가 전에 사내 자격 증명 관리 규정을 확인해야 했음.")
    le = L(lang, "Policy summary: passwords at least 12 characters, rotated every 90 days for service accounts, never shared over messenger; API keys live only in the secret manager; personal tokens expire within 30 days.",
           "규정 요약: 비밀번호 12자 이상, 서비스 계정은 90일마다 교체, 메신저로 공유 금지. API 키는 시크릿 매니저에만 보관, 개인 토큰은 30일 이내 만료.")
    ak = L(lang, "Does the 90-day rule also apply to machine tokens with OIDC?", "OIDC 기반 머신 토큰에도 90일 규정이 적용되는지?")
    return mc, le, ak


@CT("chat: agent declines to take a pasted token")
def c_chat_decline(lang):
    who = person(lang)
    t = L(lang, f"{who}: should I paste the deploy token here?\nAgent: Please don't — add it as DEPLOY_TOKEN in the repo's Actions secrets and I'll reference it from the workflow.\n{who}: done, added it.",
          f"{who}: 배포 토큰 여기 붙여넣을까요?\n에이전트: 붙이지 마시고 저장소 Actions 시크릿에 DEPLOY_TOKEN으로 넣어주세요. 워크플로에서 참조하겠습니다.\n{who}: 넣었어요.")
    mc = L(lang, "Conversation during the deploy setup:\n" + t, "배포 설정 중 대화:\n" + t)
    le = L(lang, "Having the human add the secret directly keeps it out of the transcript and the memory log.", "사람이 시크릿을 직접 등록하면 대화 기록과 메모리 로그에 값이 남지 않음.")
    ak = L(lang, "Is DEPLOY_TOKEN scoped to the production environment?", "DEPLOY_TOKEN이 production environment 범위인지?")
    return mc, le, ak


@CT("log lines with redacted values")
def c_redacted_logs(lang):
    t = (f"{ts()} INFO  outbound POST https://api.partner.com/v2/orders headers={{'Authorization': 'Bearer [REDACTED]', 'X-Request-Id': '{uuid4()}'}}\n"
         f"{ts()} DEBUG db connect host={host()} user={pick(USERS)} password=******** sslmode=require")
    mc = L(lang, f"Logs from the failing partner sync:\n{t}", f"파트너 동기화 실패 로그:\n{t}")
    le = L(lang, "The redaction filter works for headers and DSN parts; the failure itself was a 422 on a missing currency field.",
           "헤더와 DSN 마스킹은 정상 동작. 실패 원인은 currency 필드 누락으로 인한 422.")
    ak = L(lang, "Should request bodies also pass through the redaction filter?", "요청 바디도 마스킹 필터를 거치게 할지?")
    return mc, le, ak


@CT("Git LFS pointer oid")
def c_lfs(lang):
    t = f"version https://git-lfs.github.com/spec/v1\noid sha256:{hx(64)}\nsize {R.randint(100000, 90000000)}"
    mc = L(lang, f"Model file in the container was 130 bytes and contained:\n{t}", f"컨테이너의 모델 파일이 130바이트였고 내용은:\n{t}")
    le = L(lang, "That is an LFS pointer; the build checked out without `git lfs pull`.", "LFS 포인터 파일임. 빌드에서 `git lfs pull` 없이 체크아웃했음.")
    ak = L(lang, "Should the Docker build fail if it sees an LFS pointer?", "도커 빌드에서 LFS 포인터를 감지하면 실패시킬지?")
    return mc, le, ak


@CT("package-lock integrity hashes")
def c_integrity(lang):
    pkg = pick(["lodash", "axios", "react-dom", "@types/node", "zod"])
    integ = "sha512-" + b64(rbytes(64))
    mc = L(lang, f"npm ci failed with EINTEGRITY for {pkg}; lockfile had integrity {integ}.", f"npm ci가 {pkg}에서 EINTEGRITY 실패. 락파일 integrity: {integ}.")
    le = L(lang, "The internal mirror had re-packed the tarball; clearing the mirror cache for that version fixed it.", "사내 미러가 tarball을 다시 패킹했음. 해당 버전 미러 캐시를 지우니 해결.")
    ak = L(lang, "Can the mirror be set to proxy-only for npm?", "미러를 npm 프록시 전용으로 설정할 수 있는지?")
    return mc, le, ak


@CT("go.sum hash lines")
def c_gosum(lang):
    mod = pick(["github.com/jackc/pgx/v5", "golang.org/x/net", "github.com/aws/aws-sdk-go-v2", "google.golang.org/grpc"])
    ver = f"v{R.randint(0, 5)}.{R.randint(0, 40)}.{R.randint(0, 9)}"
    t = f"{mod} {ver} h1:{b64(rbytes(32))}\n{mod} {ver}/go.mod h1:{b64(rbytes(32))}"
    mc = L(lang, f"go build complained about a checksum mismatch:\n{t}", f"go build가 체크섬 불일치를 보고:\n{t}")
    le = L(lang, "GOFLAGS=-mod=mod in the Dockerfile rewrote go.sum; removing it made the build use the committed hashes.",
           "Dockerfile의 GOFLAGS=-mod=mod가 go.sum을 다시 썼음. 제거하니 커밋된 해시를 사용.")
    ak = L(lang, "Should GONOSUMDB be set for internal modules?", "사내 모듈에 GONOSUMDB를 설정할지?")
    return mc, le, ak


@CT("pip --hash pins")
def c_piphash(lang):
    t = f"{pick(['requests', 'urllib3', 'cryptography', 'pydantic'])}=={R.randint(1, 45)}.{R.randint(0, 30)}.{R.randint(0, 9)} \\\n    --hash=sha256:{hx(64)} \\\n    --hash=sha256:{hx(64)}"
    mc = L(lang, f"pip install --require-hashes failed on the ARM runner for:\n{t}", f"ARM 러너에서 --require-hashes 설치 실패:\n{t}")
    le = L(lang, "Only the x86 wheel hash was pinned; pip-compile --generate-hashes must run with all target platforms.", "x86 wheel 해시만 고정돼 있었음. pip-compile --generate-hashes를 모든 타깃 플랫폼 기준으로 돌려야 함.")
    ak = L(lang, "Should we switch to uv lock for multi-platform hashes?", "멀티 플랫폼 해시를 위해 uv lock으로 바꿀지?")
    return mc, le, ak


@CT("Terraform state lock ID")
def c_tflock(lang):
    lid = uuid4()
    mc = L(lang, f"terraform apply hung on 'Error acquiring the state lock', Lock Info ID {lid}, operation OperationTypeApply.",
           f"terraform apply가 'Error acquiring the state lock'에서 멈춤. Lock Info ID {lid}, operation OperationTypeApply.")
    le = L(lang, f"A cancelled CI job left the lock; after confirming nothing was running, `terraform force-unlock {lid}` cleared it.",
           f"취소된 CI 잡이 락을 남김. 실행 중인 게 없는 걸 확인 후 `terraform force-unlock {lid}` 로 해제.")
    ak = L(lang, "Should CI release locks on cancellation?", "CI 취소 시 락을 해제하도록 할지?")
    return mc, le, ak


@CT("SealedSecret encryptedData (safe to commit)")
def c_sealed(lang):
    y = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {pick(PROJ)}-db\nspec:\n  encryptedData:\n"
         f"    password: AgB{b64(rbytes(150))}")
    mc = L(lang, f"Reviewer asked whether this manifest leaks the DB password:\n{y}", f"리뷰어가 이 매니페스트에 DB 비밀번호가 노출되는지 물어봄:\n{y}")
    le = L(lang, "SealedSecrets are encrypted with the cluster controller's public key and are designed to be committed; only the controller can decrypt them.",
           "SealedSecret은 클러스터 컨트롤러 공개키로 암호화돼 커밋하도록 설계됨. 복호화는 컨트롤러만 가능.")
    ak = L(lang, "Is the controller's private key backed up for disaster recovery?", "재해 복구용으로 컨트롤러 개인키가 백업돼 있는지?")
    return mc, le, ak


@CT("SOPS-encrypted values")
def c_sops(lang):
    v = f"ENC[AES256_GCM,data:{b64(rbytes(24))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]"
    mc = L(lang, f"secrets.enc.yaml has db_password: {v}", f"secrets.enc.yaml 내용 중 db_password: {v}")
    le = L(lang, "That value is SOPS ciphertext; decryption needs the KMS key, so the file is safe in git. The diff was noisy because the MAC changes on every edit.",
           "SOPS 암호문이라 KMS 키 없이는 복호화 불가, git에 있어도 안전. 편집할 때마다 MAC이 바뀌어서 diff가 지저분했던 것.")
    ak = L(lang, "Should we add the sops diff driver to .gitattributes?", ".gitattributes에 sops diff 드라이버를 추가할지?")
    return mc, le, ak


@CT("Ansible Vault encrypted blob")
def c_ansible_vault(lang):
    lines = "\n".join(rs(HEX, 80) for _ in range(3))
    t = f"db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(lines.split("\n"))
    mc = L(lang, f"group_vars/prod.yml contains:\n{t}", f"group_vars/prod.yml 내용:\n{t}")
    le = L(lang, "This is vault-encrypted and fine to commit; the playbook failed only because --ask-vault-pass was missing in the CI command.",
           "vault로 암호화된 값이라 커밋해도 됨. 플레이북 실패는 CI 명령에 --ask-vault-pass(또는 vault-id)가 빠져서였음.")
    ak = L(lang, "Where does CI get the vault password file from?", "CI는 vault 비밀번호 파일을 어디서 받는지?")
    return mc, le, ak


@CT("age public recipient")
def c_age_pub(lang):
    r = "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    mc = L(lang, f"Added a new recipient to .sops.yaml: {r}", f".sops.yaml에 새 수신자 추가: {r}")
    le = L(lang, "age1… strings are public recipients; files must be re-encrypted with `sops updatekeys` for the new recipient to read them.",
           "age1… 문자열은 공개 수신자 키. 새 수신자가 읽으려면 `sops updatekeys`로 다시 암호화해야 함.")
    ak = L(lang, "Who should be removed from the recipients list?", "수신자 목록에서 빠져야 할 사람이 있는지?")
    return mc, le, ak


@CT("WireGuard public key and key file path")
def c_wg(lang):
    pub = b64(rbytes(32))
    t = f"[Peer]\nPublicKey = {pub}\nAllowedIPs = 10.{R.randint(0, 99)}.0.0/16\nEndpoint = vpn.{pick(ORGS)}.com:51820\nPersistentKeepalive = 25"
    mc = L(lang, f"Peer config for the new office router:\n{t}", f"새 사무실 라우터 피어 설정:\n{t}")
    le = L(lang, "The peer block only carries the remote public key; our PrivateKey is read from /etc/wireguard/private.key (PostUp) and was not touched.",
           "피어 블록에는 상대 공개키만 있음. 우리 PrivateKey는 /etc/wireguard/private.key에서 읽고 건드리지 않음.")
    ak = L(lang, "Should AllowedIPs be narrower?", "AllowedIPs 범위를 좁힐지?")
    return mc, le, ak


@CT("Discord application public key")
def c_discord_pub(lang):
    k = hx(64)
    mc = L(lang, f"Discord interactions endpoint failed verification; DISCORD_PUBLIC_KEY={k}.", f"디스코드 인터랙션 엔드포인트 검증 실패. DISCORD_PUBLIC_KEY={k}.")
    le = L(lang, "That is the application's Ed25519 public key from the portal (it is shown openly there); we were verifying against the body after JSON parsing.",
           "포털에 공개로 표시되는 애플리케이션 Ed25519 공개키. JSON 파싱 후의 바디로 검증하고 있던 게 문제.")
    ak = L(lang, "Does the framework keep the raw body available?", "프레임워크에서 raw body를 유지할 수 있는지?")
    return mc, le, ak


@CT("public blockchain contract address")
def c_eth(lang):
    a = "0x" + hx(40)
    mc = L(lang, f"Indexer missed Transfer events from contract {a} on Polygon.", f"인덱서가 Polygon의 컨트랙트 {a} Transfer 이벤트를 놓침.")
    le = L(lang, "Contract addresses are public; the RPC provider caps eth_getLogs at 10k blocks, so the range had to be chunked.",
           "컨트랙트 주소는 공개 정보. RPC 제공사가 eth_getLogs를 1만 블록으로 제한해서 구간을 나눠야 했음.")
    ak = L(lang, "Should the indexer use a websocket subscription instead?", "인덱서를 웹소켓 구독 방식으로 바꿀지?")
    return mc, le, ak


@CT("kubectl describe secret (sizes only)")
def c_describe_secret(lang):
    t = f"Name:         {pick(PROJ)}-env\nNamespace:    {pick(ENVS)}\nType:  Opaque\n\nData\n====\nDATABASE_URL:  {R.randint(60, 120)} bytes\nREDIS_URL:     {R.randint(30, 60)} bytes\nJWT_SECRET:    {R.choice([44, 64, 88])} bytes"
    mc = L(lang, f"Checked that the secret exists without printing values:\n{t}", f"값은 출력하지 않고 시크릿 존재 여부만 확인:\n{t}")
    le = L(lang, "describe shows only key names and sizes; the REDIS_URL size was too small, which revealed it was still the placeholder.",
           "describe는 키 이름과 크기만 보여줌. REDIS_URL 크기가 너무 작아서 아직 자리표시자인 걸 알아챔.")
    ak = L(lang, "Who populates this secret in the new namespace?", "새 네임스페이스에서 이 시크릿은 누가 채우는지?")
    return mc, le, ak


@CT("aws sts get-caller-identity output")
def c_sts_identity(lang):
    a = acct()
    t = json.dumps({"UserId": "AROA" + rs(UPNUM, 17) + ":" + pick(["minji@corp.com", "ci-session", "botocore-session-1732"]), "Account": a,
                    "Arn": f"arn:aws:sts::{a}:assumed-role/{pick(['AWSReservedSSO_Dev', 'ci-deploy'])}/session"}, indent=1)
    mc = L(lang, f"Wrong account was being used. Output:\n{t}", f"엉뚱한 계정을 쓰고 있었음. 출력:\n{t}")
    le = L(lang, "UserId is the role's unique ID plus session name, not a key. AWS_PROFILE was overriding the SSO profile.",
           "UserId는 역할 고유 ID와 세션 이름일 뿐 키가 아님. AWS_PROFILE이 SSO 프로필을 덮어쓰고 있었음.")
    ak = L(lang, "Should the Makefile print the caller identity before apply?", "Makefile에서 apply 전에 caller identity를 출력할지?")
    return mc, le, ak


@CT("gh auth status masked token")
def c_gh_status(lang):
    t = f"github.com\n  ✓ Logged in to github.com account {pick(ORGS)}-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
    mc = L(lang, f"gh could not create the release; status:\n{t}", f"gh로 릴리스 생성 실패. 상태:\n{t}")
    le = L(lang, "The token lacked write:packages for attaching the container; `gh auth refresh -s write:packages` fixed it.",
           "컨테이너 첨부에 필요한 write:packages 권한이 없었음. `gh auth refresh -s write:packages` 로 해결.")
    ak = L(lang, "Should releases be created by a GitHub App instead of a user token?", "릴리스를 사용자 토큰 대신 GitHub App으로 만들지?")
    return mc, le, ak


@CT(".npmrc with env reference")
def c_npmrc_env(lang):
    t = "@" + pick(ORGS) + ":registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\nalways-auth=true"
    mc = L(lang, f"npm install failed locally with E401 using the repo .npmrc:\n{t}", f"저장소 .npmrc로 로컬 npm install 시 E401:\n{t}")
    le = L(lang, "npm expands ${NODE_AUTH_TOKEN} from the environment; it was unset in my shell. The file never contains the token itself.",
           "npm이 환경변수 ${NODE_AUTH_TOKEN}을 치환하는데 내 셸에 없었음. 파일에는 토큰 자체가 없음.")
    ak = L(lang, "Should local dev use `gh auth token` to populate it?", "로컬 개발에서는 `gh auth token`으로 채울지?")
    return mc, le, ak


@CT("docker-compose _FILE secrets")
def c_compose_file(lang):
    y = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    mc = L(lang, f"Switched the compose file to file-based secrets:\n{y}", f"compose를 파일 기반 시크릿으로 변경:\n{y}")
    le = L(lang, "./secrets/ is git-ignored; the _FILE variant keeps the password out of `docker inspect`.", "./secrets/는 git에서 제외됨. _FILE 방식이면 `docker inspect`에 비밀번호가 안 보임.")
    ak = L(lang, "Does the app container also support _FILE variables?", "앱 컨테이너도 _FILE 변수를 지원하는지?")
    return mc, le, ak


@CT("terraform sensitive variable")
def c_tf_sensitive(lang):
    t = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\noutput "db_endpoint" {\n  value = aws_db_instance.main.address\n}'
    mc = L(lang, f"Plan output showed (sensitive value) and the user asked where the password comes from:\n{t}", f"plan 출력에 (sensitive value)로 나와서 사용자가 비밀번호 출처를 물어봄:\n{t}")
    le = L(lang, "It is passed as TF_VAR_db_password from the pipeline's secret store; sensitive only hides it from output, it is still in state, so the state bucket is encrypted and restricted.",
           "파이프라인 시크릿에서 TF_VAR_db_password로 넘어옴. sensitive는 출력만 가리고 state에는 남아서 state 버킷을 암호화·접근 제한함.")
    ak = L(lang, "Should we move to manage_master_user_password so it never enters state?", "state에 아예 안 남게 manage_master_user_password로 바꿀지?")
    return mc, le, ak


@CT("Spring placeholders ${DB_PASSWORD}")
def c_spring_ph(lang):
    y = "spring:\n  datasource:\n    url: ${DB_URL}\n    username: ${DB_USER:app}\n    password: ${DB_PASSWORD}"
    mc = L(lang, f"Startup failed with 'Could not resolve placeholder DB_PASSWORD':\n{y}", f"'Could not resolve placeholder DB_PASSWORD'로 기동 실패:\n{y}")
    le = L(lang, "The variable is injected by the ECS task definition, which was not updated for the new service.", "변수는 ECS 태스크 정의로 주입되는데 새 서비스에 반영이 안 돼 있었음.")
    ak = L(lang, "Should the default profile fail fast with a clearer message?", "기본 프로필에서 더 명확한 메시지로 즉시 실패하게 할지?")
    return mc, le, ak


@CT("DSN without password")
def c_dsn_nopw(lang):
    dsn = pick([f"postgresql://{pick(USERS)}@{host()}:5432/{pick(DBS)}?sslmode=verify-full",
                f"mysql://{pick(USERS)}@{host()}/{pick(DBS)}", f"mongodb://mongo-0.internal:27017/{pick(DBS)}?authMechanism=MONGODB-AWS"])
    mc = L(lang, f"The connection string has no password: {dsn}", f"연결 문자열에 비밀번호가 없음: {dsn}")
    le = L(lang, "Auth comes from IAM / the .pgpass on the host, so the URL intentionally carries only user and host.",
           "인증은 IAM이나 호스트의 .pgpass로 하기 때문에 URL에는 사용자와 호스트만 있음.")
    ak = L(lang, "Is IAM auth enabled on the replica too?", "복제본에도 IAM 인증이 켜져 있는지?")
    return mc, le, ak


@CT("Stripe object IDs")
def c_stripe_ids(lang):
    ids = [f"cus_{an(14)}", f"pi_3{an(23)}", f"evt_1{an(23)}", f"ch_3{an(23)}"]
    mc = L(lang, f"Customer {ids[0]} was charged twice: {ids[1]} and {ids[3]}; webhook {ids[2]} arrived late.",
           f"고객 {ids[0]} 이(가) 두 번 결제됨: {ids[1]}, {ids[3]}. 웹훅 {ids[2]} 가 늦게 도착.")
    le = L(lang, "These are object IDs, not keys. The duplicate came from a retry without an idempotency key.", "이건 객체 ID일 뿐 키가 아님. 중복은 멱등 키 없이 재시도해서 생김.")
    ak = L(lang, "Should I refund the second charge or wait for finance?", "두 번째 결제를 바로 환불할지 재무팀을 기다릴지?")
    return mc, le, ak


@CT("LLM API response/request IDs")
def c_llm_ids(lang):
    ids = pick([(f"msg_01{an(22)}", f"req_011C{an(20)}"), (f"chatcmpl-{an(29)}", f"req_{hx(32)}")])
    mc = L(lang, f"The model returned a truncated answer; response id {ids[0]}, request id {ids[1]}.", f"모델 응답이 잘림. 응답 id {ids[0]}, 요청 id {ids[1]}.")
    le = L(lang, "stop_reason was max_tokens; raising max_tokens fixed it. The IDs are only useful for support tickets.", "stop_reason이 max_tokens였음. max_tokens를 늘려서 해결. ID는 지원 문의용일 뿐.")
    ak = L(lang, "Should long answers stream instead?", "긴 답변은 스트리밍으로 받을지?")
    return mc, le, ak


@CT("webhook delivery GUIDs")
def c_gh_delivery(lang):
    g = uuid4()
    mc = L(lang, f"Webhook X-GitHub-Delivery {g} (hook id {digits(9)}) got a 500 from our receiver.", f"웹훅 X-GitHub-Delivery {g} (hook id {digits(9)}) 가 수신기에서 500.")
    le = L(lang, "Redelivering by GUID from the settings page reproduced it; the handler did not expect the new 'merge_group' event.",
           "설정 페이지에서 GUID로 재전송하니 재현됨. 핸들러가 새 'merge_group' 이벤트를 예상하지 못했음.")
    ak = L(lang, "Should unknown event types return 204 instead of 500?", "모르는 이벤트 타입은 500 대신 204를 줄지?")
    return mc, le, ak


@CT("CDN/trace headers (Ray ID, X-Amzn-Trace-Id)")
def c_cdn_ids(lang):
    ray = rs(HEX, 16) + "-ICN"
    amz = f"Root=1-{rs(HEX, 8)}-{rs(HEX, 24)}"
    mc = L(lang, f"Intermittent 520s: cf-ray {ray}; ALB X-Amzn-Trace-Id {amz}.", f"간헐적 520: cf-ray {ray}, ALB X-Amzn-Trace-Id {amz}.")
    le = L(lang, "The origin closed keep-alive connections at 60s while Cloudflare kept them for 90s.", "오리진이 keep-alive를 60초에 끊는데 Cloudflare는 90초 유지했음.")
    ak = L(lang, "Can we raise the ALB idle timeout?", "ALB idle 타임아웃을 늘려도 되는지?")
    return mc, le, ak


@CT("MongoDB ObjectIds")
def c_objectid(lang):
    ids = [hx(24) for _ in range(3)]
    mc = L(lang, f"Orders {', '.join(ids)} are missing from the export.", f"주문 {', '.join(ids)} 가 내보내기에서 빠짐.")
    le = L(lang, "ObjectIds embed a creation timestamp; all three were created just before midnight KST, which the export's UTC-based cutoff excluded.",
           "ObjectId에는 생성 시각이 들어 있음. 세 건 모두 KST 자정 직전에 생성됐는데 내보내기 쿼리가 UTC 기준으로 잘라서 빠졌음.")
    ak = L(lang, "Should the export use an inclusive upper bound?", "내보내기에서 상한을 포함 조건으로 바꿀지?")
    return mc, le, ak


@CT("ULID / Snowflake IDs")
def c_ulid(lang):
    u = ulid()
    sf = str(R.randint(10 ** 18, 2 * 10 ** 18))
    mc = L(lang, f"Event {u} was processed before event with snowflake id {sf}, although it was created later.", f"이벤트 {u} 가 스노플레이크 id {sf} 보다 늦게 생성됐는데 먼저 처리됨.")
    le = L(lang, "ULIDs are only monotonic within one process; ordering across producers needs the broker offset.", "ULID는 프로세스 내에서만 단조 증가. 프로듀서 간 순서는 브로커 오프셋으로 봐야 함.")
    ak = L(lang, "Is strict ordering actually required for these events?", "이 이벤트들에 엄격한 순서가 정말 필요한지?")
    return mc, le, ak


@CT("Slack IDs and message timestamps")
def c_slack_ids(lang):
    ch, us = "C0" + rs(UPNUM, 9), "U0" + rs(UPNUM, 9)
    mc = L(lang, f"Bot replied in the wrong thread: channel {ch}, user {us}, thread_ts {digits(10)}.{rs(DIG, 6)}.",
           f"봇이 엉뚱한 스레드에 답함: 채널 {ch}, 사용자 {us}, thread_ts {digits(10)}.{rs(DIG, 6)}.")
    le = L(lang, "thread_ts was stored as a float and lost precision; it must be kept as a string.", "thread_ts를 float로 저장해서 정밀도가 깨졌음. 문자열로 보관해야 함.")
    ak = L(lang, "Are other Slack timestamps stored as floats?", "다른 곳에도 Slack ts를 float로 저장하는지?")
    return mc, le, ak


@CT("Twilio Account SID alone")
def c_twilio_sid(lang):
    sid = "AC" + rs(HEX, 32)
    mc = L(lang, f"SMS failed with error 21608 on account {sid}.", f"계정 {sid} 에서 SMS가 21608 에러로 실패.")
    le = L(lang, "The Account SID is an identifier, not a secret (the auth token stays in the secret store). 21608 means the trial account can only text verified numbers.",
           "Account SID는 식별자일 뿐 비밀이 아님(인증 토큰은 시크릿 저장소에만 있음). 21608은 체험 계정이라 인증된 번호에만 발송 가능하다는 뜻.")
    ak = L(lang, "Can the account be upgraded from trial?", "체험 계정을 정식으로 전환할 수 있는지?")
    return mc, le, ak


@CT("Azure tenant/subscription/client IDs")
def c_azure_ids(lang):
    t, sub, cl = uuid4(), uuid4(), uuid4()
    mc = L(lang, f"Workload identity federation failed: tenant {t}, subscription {sub}, client id {cl}.",
           f"워크로드 ID 페더레이션 실패: tenant {t}, subscription {sub}, client id {cl}.")
    le = L(lang, "These GUIDs are identifiers and are fine in workflow files; the federated credential subject was set to a branch instead of the environment.",
           "이 GUID들은 식별자라 워크플로 파일에 있어도 됨. 페더레이션 자격 증명의 subject가 environment가 아니라 브랜치로 설정돼 있었음.")
    ak = L(lang, "Should each environment have its own federated credential?", "환경별로 페더레이션 자격 증명을 따로 둘지?")
    return mc, le, ak


@CT("GitHub App ID and client ID")
def c_gh_app(lang):
    mc = L(lang, f"GitHub App (App ID {R.randint(100000, 999999)}, client ID Iv23li{an(14)}) could not read checks.",
           f"GitHub App(App ID {R.randint(100000, 999999)}, client ID Iv23li{an(14)})이 checks를 못 읽음.")
    le = L(lang, "The App ID and client ID are public identifiers; the missing piece was the checks:read permission, which needs the org admin to re-approve.",
           "App ID와 client ID는 공개 식별자. 빠진 건 checks:read 권한이고 조직 관리자가 다시 승인해야 함.")
    ak = L(lang, "Who is the org admin that approves app permissions?", "앱 권한 승인하는 조직 관리자가 누구인지?")
    return mc, le, ak


@CT("CVE/GHSA/SPDX identifiers")
def c_cve(lang):
    cve = f"CVE-{R.randint(2022, 2025)}-{R.randint(10000, 59999)}"
    ghsa = "GHSA-" + "-".join(rs("23456789cfghjmpqrvwx", 4) for _ in range(3))
    mc = L(lang, f"Dependabot flagged {cve} ({ghsa}) in a transitive dependency licensed Apache-2.0.", f"Dependabot이 Apache-2.0 라이선스 전이 의존성에서 {cve} ({ghsa})를 지적.")
    le = L(lang, "The vulnerable function is not reachable from our code, but upgrading the parent package was a one-line change.", "취약한 함수는 우리 코드에서 호출되지 않지만 상위 패키지 업그레이드가 한 줄이라 올림.")
    ak = L(lang, "Do we track reachability in the vulnerability dashboard?", "취약점 대시보드에서 도달 가능성을 추적하는지?")
    return mc, le, ak


@CT("IPFS CID")
def c_ipfs(lang):
    cid = "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)
    mc = L(lang, f"NFT metadata points at ipfs://{cid}/metadata.json, which the gateway times out on.", f"NFT 메타데이터가 ipfs://{cid}/metadata.json 을 가리키는데 게이트웨이가 타임아웃.")
    le = L(lang, "The CID is a content hash and public; the content was not pinned anywhere after the old pinning service shut down.", "CID는 공개 콘텐츠 해시. 예전 피닝 서비스가 종료된 뒤 어디에도 핀 돼 있지 않았음.")
    ak = L(lang, "Which pinning provider should we use now?", "이제 어느 피닝 서비스를 쓸지?")
    return mc, le, ak


@CT("env names containing SECRET/TOKEN with non-secret values")
def c_env_nonsecret(lang):
    t = "\n".join(R.sample(["TOKEN_TTL_SECONDS=3600", "PASSWORD_MIN_LENGTH=12", "API_KEY_HEADER=X-Api-Key",
                            "SECRET_SCANNING_ENABLED=true", "SESSION_COOKIE_NAME=sid", "JWT_ALGORITHM=RS256",
                            "AUTH_TOKEN_AUDIENCE=api://orders", "REFRESH_TOKEN_ROTATION=on", "SECRETS_BACKEND=vault",
                            "KEY_ROTATION_DAYS=90", "PASSWORD_HASHER=argon2id"], 5))
    mc = L(lang, f"The security scanner flagged these lines in config/defaults.env:\n{t}", f"보안 스캐너가 config/defaults.env의 다음 줄들을 지적:\n{t}")
    le = L(lang, "None of them hold a credential — they are names, lengths, TTLs and switches. Marked them as false positives with a comment.",
           "모두 자격 증명이 아니라 이름, 길이, TTL, 스위치 값임. 주석 달고 오탐 처리함.")
    ak = L(lang, "Can the scanner ignore keys whose values are numbers or booleans?", "값이 숫자나 불리언이면 스캐너가 무시하게 할 수 있는지?")
    return mc, le, ak


@CT("JSON schema with password fields")
def c_schema(lang):
    j = json.dumps({"type": "object", "required": ["email", "password"], "properties": {"email": {"type": "string", "format": "email"},
                    "password": {"type": "string", "minLength": 12, "maxLength": 128, "writeOnly": True},
                    "otp": {"type": "string", "pattern": "^[0-9]{6}$"}}}, indent=1)
    mc = L(lang, f"Signup validation rejected valid input. Schema:\n{j}", f"가입 검증이 정상 입력을 거부. 스키마:\n{j}")
    le = L(lang, "The client trimmed whitespace, so 12-character passwords with a trailing space failed the length check server-side.",
           "클라이언트가 공백을 잘라서, 끝에 공백이 있는 12자 비밀번호가 서버 길이 검사에서 실패.")
    ak = L(lang, "Should we stop trimming password input at all?", "비밀번호 입력은 아예 trim 하지 않을지?")
    return mc, le, ak


@CT("YAML with empty/null password")
def c_yaml_empty(lang):
    y = f"redis:\n  host: {pick(['localhost', 'redis', '127.0.0.1'])}\n  port: 6379\n  password: \"\"\n  tls: false\nsmtp:\n  password: null"
    mc = L(lang, f"Local config for the dev container:\n{y}", f"개발 컨테이너용 로컬 설정:\n{y}")
    le = L(lang, "Empty string and null behave differently: redis-py sends AUTH with an empty password and fails, while null skips AUTH.",
           "빈 문자열과 null은 다르게 동작함. redis-py는 빈 문자열이면 AUTH를 보내서 실패하고 null이면 AUTH를 생략.")
    ak = L(lang, "Should the loader normalise empty strings to null?", "로더에서 빈 문자열을 null로 정규화할지?")
    return mc, le, ak


@CT(".env.example with placeholders")
def c_env_example(lang):
    t = "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=your-key-here\nJWT_SECRET=generate-with-openssl-rand"
    mc = L(lang, f"New contributor copied .env.example as-is:\n{t}", f"새 기여자가 .env.example을 그대로 복사함:\n{t}")
    le = L(lang, "The example file deliberately has placeholders only; the README now explains which ones are required for local dev.",
           "예시 파일은 일부러 자리표시자만 둠. 로컬 개발에 필수인 항목을 README에 설명 추가.")
    ak = L(lang, "Should the app refuse to start when a placeholder value is detected?", "자리표시자 값이 감지되면 앱이 기동을 거부하게 할지?")
    return mc, le, ak


@CT("URL with @ in path (scoped package)")
def c_scoped_url(lang):
    u = f"https://registry.npmjs.org/@{pick(ORGS)}%2f{pick(['ui-kit', 'sdk', 'eslint-config'])}/-/{pick(['ui-kit', 'sdk', 'eslint-config'])}-{R.randint(1, 9)}.{R.randint(0, 20)}.{R.randint(0, 9)}.tgz"
    mc = L(lang, f"The proxy logged a 404 for {u}", f"프록시 로그에 {u} 404가 찍힘.")
    le = L(lang, "The @ here is the npm scope, not userinfo; the proxy was decoding %2f into a slash and breaking the path.", "여기 @는 npm 스코프일 뿐 userinfo가 아님. 프록시가 %2f를 슬래시로 풀어서 경로가 깨짐.")
    ak = L(lang, "Can the proxy keep encoded slashes?", "프록시가 인코딩된 슬래시를 유지할 수 있는지?")
    return mc, le, ak


@CT("git SSH remote URLs")
def c_git_remote(lang):
    r1 = f"git@github.com:{pick(ORGS)}/{pick(PROJ)}.git"
    r2 = f"ssh://git@gitlab.{pick(ORGS)}.local:2224/platform/{pick(PROJ)}.git"
    mc = L(lang, f"Remotes were {r1} and {r2}; push went to the wrong one.", f"remote가 {r1} 와 {r2} 였는데 엉뚱한 곳으로 push 됨.")
    le = L(lang, "`git@` is the SSH user for the forge, not a credential; the default push remote was set by pushRemote in the global config.",
           "`git@`은 SSH 사용자명일 뿐 자격 증명이 아님. 전역 설정의 pushRemote가 기본 push 대상을 바꾸고 있었음.")
    ak = L(lang, "Should the mirror remote be fetch-only?", "미러 remote는 fetch 전용으로 둘지?")
    return mc, le, ak


@CT("connection string with integrated security")
def c_integrated(lang):
    cs = f"Server={pick(['sql-prod-01', 'mssql.corp.local'])};Database={pick(DBS)};Integrated Security=true;TrustServerCertificate=false;Application Name={pick(PROJ)}"
    mc = L(lang, f"The Windows service connects with: {cs}", f"윈도우 서비스 연결 문자열: {cs}")
    le = L(lang, "No password involved: it authenticates as the gMSA the service runs under. The login failure was the gMSA missing db_datareader.",
           "비밀번호 없음. 서비스 실행 계정(gMSA)으로 인증함. 로그인 실패는 gMSA에 db_datareader 권한이 없어서였음.")
    ak = L(lang, "Who manages gMSA group membership?", "gMSA 그룹 멤버십은 누가 관리하는지?")
    return mc, le, ak


@CT("secret generation command without output")
def c_openssl_rand(lang):
    cmd = pick(["openssl rand -base64 48 | vault kv put secret/app/jwt value=-", "python -c 'import secrets; print(secrets.token_urlsafe(32))' | gh secret set SESSION_KEY",
                "head -c 32 /dev/urandom | base64 | kubectl create secret generic app-key --from-file=key=/dev/stdin"])
    mc = L(lang, f"Generated a new signing key straight into the secret store with `{cmd}`.", f"`{cmd}` 로 새 서명 키를 시크릿 저장소에 바로 생성.")
    le = L(lang, "Piping avoids the value ever appearing in the terminal or shell history.", "파이프로 넘기면 값이 터미널이나 셸 히스토리에 남지 않음.")
    ak = L(lang, "Do consumers need a restart to pick up the new key?", "사용처가 새 키를 읽으려면 재시작이 필요한지?")
    return mc, le, ak


@CT("ssh-keygen output with fingerprint and randomart")
def c_keygen(lang):
    fp = b64(rbytes(32)).rstrip("=")
    art = "+--[ED25519 256]--+\n|   .o+*=.        |\n|  . ++B.o        |\n|   o.*.= .       |\n|    o.+ S        |\n+----[SHA256]-----+"
    mc = L(lang, f"Created a deploy key for the new repo:\nYour public key has been saved in deploy_key.pub\nThe key fingerprint is:\nSHA256:{fp} deploy@{pick(PROJ)}\n{art}",
           f"새 저장소용 배포 키 생성:\nYour public key has been saved in deploy_key.pub\nThe key fingerprint is:\nSHA256:{fp} deploy@{pick(PROJ)}\n{art}")
    le = L(lang, "Only deploy_key.pub goes into the repo settings; the private half went straight into the CI secret and was deleted locally.",
           "저장소 설정에는 deploy_key.pub만 등록. 개인키는 바로 CI 시크릿에 넣고 로컬에서 삭제.")
    ak = L(lang, "Should the deploy key be read-only?", "배포 키를 읽기 전용으로 둘지?")
    return mc, le, ak


@CT("password reset flow discussion")
def c_reset_flow(lang):
    mc = L(lang, "Users complained reset links expired too quickly.", "사용자들이 재설정 링크가 너무 빨리 만료된다고 불만.")
    le = L(lang, "Reset tokens live 30 minutes and are single-use; email clients with link preview were consuming them. Switched to a confirm page that requires a click before the token is redeemed.",
           "재설정 토큰은 30분 유효, 1회용. 링크 미리보기 기능이 있는 메일 클라이언트가 토큰을 소모하고 있었음. 클릭해야 토큰을 사용하는 확인 페이지로 변경.")
    ak = L(lang, "Should the TTL be longer for enterprise tenants?", "기업 테넌트는 유효시간을 늘릴지?")
    return mc, le, ak


@CT(".gitignore and pre-commit config")
def c_gitignore(lang):
    t = ".env\n.env.*\n!.env.example\n*.pem\n*.p12\nsecrets/\nterraform.tfvars"
    y = "repos:\n  - repo: local\n    hooks:\n      - id: block-private-keys\n        entry: scripts/check_keys.sh\n        language: script"
    mc = L(lang, f"Tightened the repo hygiene.\n.gitignore:\n{t}", f"저장소 위생 강화.\n.gitignore:\n{t}")
    le = L(lang, f"Also added a local pre-commit hook:\n{y}", f"로컬 pre-commit 훅도 추가:\n{y}")
    ak = L(lang, "Should the hook also run in CI for people who skip pre-commit?", "pre-commit을 건너뛰는 경우를 위해 CI에서도 돌릴지?")
    return mc, le, ak


@CT("masked connection string")
def c_masked_dsn(lang):
    d = f"postgresql://{pick(USERS)}:****@{host()}:5432/{pick(DBS)}"
    mc = L(lang, f"The admin panel shows the datasource as {d} and the user asked if that leaks anything.", f"관리 화면에 데이터소스가 {d} 로 표시되는데 유출 아니냐고 사용자가 물어봄.")
    le = L(lang, "The panel masks the password server-side; only user, host and database are shown, which are not secrets.", "비밀번호는 서버에서 마스킹하고 사용자, 호스트, DB 이름만 보여줌. 이들은 비밀이 아님.")
    ak = L(lang, "Should the host also be hidden from non-admin roles?", "관리자가 아닌 역할에는 호스트도 숨길지?")
    return mc, le, ak


@CT("2FA backup codes discussed, none copied")
def c_backup_codes_talk(lang):
    mc = L(lang, "The shared registrar account needed new 2FA after the phone was replaced.", "휴대폰 교체로 공용 도메인 등록 계정의 2FA를 새로 설정해야 했음.")
    le = L(lang, "The user regenerated 10 backup codes and saved them directly into the 'Registrar' item in the team vault; I never saw them and they are not in this log.",
           "사용자가 백업 코드 10개를 재발급해서 팀 볼트의 'Registrar' 항목에 바로 저장. 나는 코드를 보지 않았고 이 로그에도 없음.")
    ak = L(lang, "Should a second person be enrolled as a backup approver?", "두 번째 사람을 백업 승인자로 등록할지?")
    return mc, le, ak


@CT("JWT header and claims discussed, no token")
def c_jwt_claims(lang):
    hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(HEX, 16)}, separators=(",", ":")).encode())
    mc = L(lang, f"API rejected tokens from the new IdP; decoded header segment {hdr} says alg RS256.", f"새 IdP 토큰을 API가 거부. 디코드한 헤더 세그먼트 {hdr} 는 alg RS256.")
    le = L(lang, "Claims looked fine (iss, aud, exp) but aud was an array; our validator expected a string. The header segment alone carries no secret.",
           "클레임(iss, aud, exp)은 정상인데 aud가 배열이었고 검증기가 문자열을 기대했음. 헤더 세그먼트만으로는 비밀 정보 없음.")
    ak = L(lang, "Should the validator accept array audiences?", "검증기가 배열 aud를 허용하게 할지?")
    return mc, le, ak


@CT("HMAC verification code using env secret")
def c_hmac_env(lang):
    code = "secret = os.environ[\"WEBHOOK_SIGNING_SECRET\"].encode()\nexpected = hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers[\"X-Signature\"]):\n    abort(401)"
    mc = L(lang, f"Webhook verification rewritten:\n{code}", f"웹훅 검증 코드를 다시 작성:\n{code}")
    le = L(lang, "request.get_data() must be read before request.json, otherwise Flask consumes the stream.", "request.json보다 먼저 request.get_data()를 읽어야 스트림이 소모되지 않음.")
    ak = L(lang, "Should we also check a timestamp header to stop replays?", "재전송 공격 방지용 타임스탬프 헤더도 검사할지?")
    return mc, le, ak


@CT("stack trace with memory addresses")
def c_addresses(lang):
    a = [f"0x{rs(HEX, 12)}" for _ in range(3)]
    t = f"SIGSEGV: segmentation violation\nPC={a[0]} m=3 sigcode=1 addr=0x0\ngoroutine 42 [running]:\nmain.(*Cache).Get(0x0, {{{a[1]}, 0x24}})\n\t/src/cache.go:88 +0x1c fp={a[2]}"
    mc = L(lang, f"Worker crashed:\n{t}", f"워커 크래시:\n{t}")
    le = L(lang, "Nil receiver: the cache was used before Init in the new code path.", "nil 리시버. 새 코드 경로에서 Init 전에 캐시를 사용.")
    ak = L(lang, "Should Cache methods guard against nil?", "Cache 메서드에 nil 가드를 넣을지?")
    return mc, le, ak


@CT("documented test card numbers and masked PAN")
def c_test_card(lang):
    mc = L(lang, f"E2E payment test uses Stripe's documented test card 4242 4242 4242 4242 with any future expiry; receipts show the card as **** **** **** {R.randint(1000, 9999)}.",
           f"E2E 결제 테스트는 Stripe 문서의 테스트 카드 4242 4242 4242 4242 (만료일은 미래 아무 값)를 사용. 영수증에는 **** **** **** {R.randint(1000, 9999)} 로 표시.")
    le = L(lang, "Test card numbers only work in test mode and are public; the failing case needed 4000 0000 0000 3220 to trigger 3DS.",
           "테스트 카드 번호는 테스트 모드에서만 동작하는 공개 값. 실패 케이스는 3DS를 유발하는 4000 0000 0000 3220이 필요했음.")
    ak = L(lang, "Should we add a 3DS case to the nightly e2e?", "야간 e2e에 3DS 케이스를 추가할지?")
    return mc, le, ak


@CT("Korean chat: password request redirected to process")
def c_ko_chat_process(lang):
    who = person(lang)
    t = L(lang, f"{who}: can you DM me the prod DB password?\nAgent: I don't have it and shouldn't pass it around. Request access through the access portal; approval gives you a 12-hour credential from Vault.\n{who}: ok, filed the request.",
          f"{who}: 운영 DB 비번 DM으로 보내줄 수 있어요?\n에이전트: 저는 값을 갖고 있지 않고 전달해서도 안 됩니다. 접근 포털에서 신청하시면 승인 후 Vault에서 12시간짜리 자격 증명이 발급돼요.\n{who}: 네 신청했어요.")
    mc = L(lang, "Exchange during the incident:\n" + t, "장애 대응 중 대화:\n" + t)
    le = L(lang, "Dynamic DB credentials from Vault expire on their own, so nothing needs revoking afterwards.", "Vault 동적 DB 자격 증명은 자동 만료돼서 사후 폐기가 필요 없음.")
    ak = L(lang, "Can incident responders get pre-approved access?", "장애 대응자는 사전 승인된 접근을 받을 수 있는지?")
    return mc, le, ak


@CT("Kafka topics, consumer groups, offsets")
def c_kafka(lang):
    g = f"{pick(PROJ)}-consumer-v{R.randint(1, 4)}"
    mc = L(lang, f"Consumer group {g} lagged on topic orders.v2.events partition {R.randint(0, 11)} at offset {R.randint(10 ** 6, 10 ** 8)}.",
           f"컨슈머 그룹 {g} 가 orders.v2.events 파티션 {R.randint(0, 11)} 오프셋 {R.randint(10 ** 6, 10 ** 8)} 에서 지연.")
    le = L(lang, "A poison message kept failing deserialisation; routing it to the DLQ unblocked the partition.", "역직렬화가 계속 실패하는 메시지가 있었음. DLQ로 보내니 파티션이 풀림.")
    ak = L(lang, "Who reviews the DLQ?", "DLQ는 누가 확인하는지?")
    return mc, le, ak


@CT("S3 object keys with content hashes")
def c_s3_keys(lang):
    k = f"uploads/2025/{R.randint(9, 11):02d}/{hx(64)}.webp"
    mc = L(lang, f"Images 404 after the migration, e.g. s3://{pick(PROJ)}-media/{k}", f"마이그레이션 후 이미지 404. 예: s3://{pick(PROJ)}-media/{k}")
    le = L(lang, "Keys are sha256 of the content; the copy job lower-cased the bucket prefix but not the CDN path.", "키는 콘텐츠의 sha256. 복사 잡이 버킷 접두사는 소문자로 바꿨는데 CDN 경로는 그대로였음.")
    ak = L(lang, "Should we run a key-by-key diff between buckets?", "버킷 간 키 단위 비교를 돌릴지?")
    return mc, le, ak


@CT("presigned URL discussion with signature elided")
def c_presigned(lang):
    mc = L(lang, "Mobile uploads failed with SignatureDoesNotMatch on presigned PUT URLs (X-Amz-Algorithm=AWS4-HMAC-SHA256, X-Amz-Expires=900, signature elided from the log).",
           "모바일 업로드가 presigned PUT URL에서 SignatureDoesNotMatch (X-Amz-Algorithm=AWS4-HMAC-SHA256, X-Amz-Expires=900, 서명은 로그에서 제외).")
    le = L(lang, "The app added a Content-Type header that was not part of the signed headers; signing with the same Content-Type fixed it.",
           "앱이 서명에 포함되지 않은 Content-Type 헤더를 추가했음. 같은 Content-Type으로 서명하니 해결.")
    ak = L(lang, "Should we switch to presigned POST with a policy?", "정책 기반 presigned POST로 바꿀지?")
    return mc, le, ak


@CT("dashboard and monitor identifiers")
def c_dash_ids(lang):
    mc = L(lang, f"Alert came from Datadog monitor {digits(9)}; the linked Grafana dashboard uid {b64u_s(14)} shows no spike.",
           f"Datadog 모니터 {digits(9)}에서 알림. 연결된 Grafana 대시보드 uid {b64u_s(14)} 에는 스파이크가 없음.")
    le = L(lang, "The monitor evaluates p99 over 1 minute, the dashboard shows p95 over 5 minutes.", "모니터는 1분 p99, 대시보드는 5분 p95를 보여줌.")
    ak = L(lang, "Should both use the same percentile and window?", "두 곳의 백분위와 윈도를 통일할지?")
    return mc, le, ak


@CT("Kubernetes ConfigMap (non-secret data)")
def c_configmap(lang):
    y = f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {pick(PROJ)}-config\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: \"new-cart,fast-search\"\n  AUTH_ISSUER: https://auth.{pick(ORGS)}.com/\n  TOKEN_CACHE_TTL: \"300\""
    mc = L(lang, f"Config changes did not reach the pods:\n{y}", f"설정 변경이 파드에 반영되지 않음:\n{y}")
    le = L(lang, "env-based ConfigMap values are read only at start; added a checksum annotation so the Deployment rolls on change.",
           "환경변수로 쓰는 ConfigMap 값은 시작 시에만 읽힘. 변경 시 롤링되도록 checksum 어노테이션 추가.")
    ak = L(lang, "Should we use Reloader instead of checksum annotations?", "checksum 어노테이션 대신 Reloader를 쓸지?")
    return mc, le, ak


@CT("LaunchDarkly client-side ID (public)")
def c_ld_client(lang):
    cid = rs(HEX, 24)
    mc = L(lang, f"Flags never updated in the browser; the SDK is initialised with client-side ID {cid}.", f"브라우저에서 플래그가 갱신되지 않음. SDK는 client-side ID {cid} 로 초기화.")
    le = L(lang, "The client-side ID is meant to be public; the flag simply did not have 'SDKs using Client-side ID' enabled.",
           "client-side ID는 공개용. 해당 플래그에 'SDKs using Client-side ID' 옵션이 꺼져 있었을 뿐.")
    ak = L(lang, "Should new flags default to client-side availability?", "새 플래그는 기본적으로 클라이언트 노출을 켤지?")
    return mc, le, ak


@CT("Langfuse public key")
def c_langfuse_pk(lang):
    pk = "pk-lf-" + uuid4()
    mc = L(lang, f"Browser feedback widget posts scores with LANGFUSE_PUBLIC_KEY={pk}.", f"브라우저 피드백 위젯이 LANGFUSE_PUBLIC_KEY={pk} 로 점수를 전송.")
    le = L(lang, "The public key alone can only submit scores from the frontend; reading traces needs the secret key, which stays on the server.",
           "공개키만으로는 프론트에서 점수 제출만 가능. 트레이스 조회는 서버에만 있는 시크릿 키가 필요.")
    ak = L(lang, "Is score submission rate-limited per user?", "점수 제출에 사용자별 레이트 리밋이 있는지?")
    return mc, le, ak


@CT("Korean: certificate file paths, no password")
def c_ko_cert(lang):
    p = pick(["C:\\Users\\ops\\AppData\\LocalLow\\NPKI\\yessign\\USER\\", "~/NPKI/KICA/USER/", "/opt/tax/cert/signCert.der"])
    mc = L(lang, f"The tax invoice batch needs the corporate certificate from {p} (signCert.der / signPri.key).",
           f"전자세금계산서 배치에 {p} 의 법인 공동인증서(signCert.der / signPri.key)가 필요.")
    le = L(lang, "The certificate password is entered by the finance lead at the HSM prompt each quarter; the batch only references the file path.",
           "인증서 비밀번호는 재무 담당자가 분기마다 HSM 프롬프트에 직접 입력. 배치는 파일 경로만 참조함.")
    ak = L(lang, "When does the corporate certificate expire?", "법인 인증서 만료일이 언제인지?")
    return mc, le, ak


@CT("long identifiers and feature flags")
def c_long_ids(lang):
    ids = R.sample(["getAccessTokenFromRefreshTokenOrThrow", "enable_password_less_login_v2", "SecretRotationReminderJob",
                    "ApiKeyAuthenticationHandlerFactory", "disable-legacy-token-endpoint", "TokenBucketRateLimiterConfig"], 3)
    mc = L(lang, f"Renamed {ids[0]}, {ids[1]} and {ids[2]} during the auth module cleanup.", f"인증 모듈 정리 중 {ids[0]}, {ids[1]}, {ids[2]} 이름 변경.")
    le = L(lang, "The flag name is persisted in the flag service, so renaming it requires a migration, not just a code change.", "플래그 이름은 플래그 서비스에 저장돼 있어 코드만 바꾸면 안 되고 마이그레이션이 필요.")
    ak = L(lang, "Is there a naming convention for flags?", "플래그 명명 규칙이 있는지?")
    return mc, le, ak


@CT("cron expressions and epoch timestamps")
def c_cron(lang):
    e = R.randint(1730000000, 1765000000)
    mc = L(lang, f"Job scheduled '0 3 * * 1-5' ran at epoch {e} ({e * 1000} ms) instead of 03:00 KST.", f"'0 3 * * 1-5'로 예약한 잡이 03:00 KST가 아니라 epoch {e}({e * 1000} ms)에 실행됨.")
    le = L(lang, "The scheduler runs in UTC; set CRON_TZ=Asia/Seoul in the spec.", "스케줄러가 UTC 기준. 스펙에 CRON_TZ=Asia/Seoul 설정.")
    ak = L(lang, "Are other schedules written assuming KST?", "다른 스케줄도 KST 가정으로 작성됐는지?")
    return mc, le, ak


@CT("OAuth PKCE challenge and state")
def c_pkce(lang):
    ch = b64u(rbytes(32))
    mc = L(lang, f"Login looped back to the start; authorize request had code_challenge={ch}&code_challenge_method=S256&state={rs(HEX, 16)}.",
           f"로그인이 처음으로 되돌아감. authorize 요청: code_challenge={ch}&code_challenge_method=S256&state={rs(HEX, 16)}.")
    le = L(lang, "code_challenge is a public hash sent through the browser by design; the verifier was stored in sessionStorage and lost on the redirect to another subdomain.",
           "code_challenge는 원래 브라우저를 통해 전달되는 공개 해시. verifier를 sessionStorage에 저장했는데 다른 서브도메인으로 리디렉션되며 사라짐.")
    ak = L(lang, "Should the callback live on the same subdomain?", "콜백을 같은 서브도메인에 둘지?")
    return mc, le, ak


@CT("secret scanning alert, token already revoked")
def c_scan_alert(lang):
    n = R.randint(3, 300)
    mc = L(lang, f"GitHub secret scanning alert #{n} pointed at tests/fixtures/old_config.json in commit {hx(40)}.",
           f"GitHub 시크릿 스캐닝 알림 #{n} 이 커밋 {hx(40)} 의 tests/fixtures/old_config.json 을 가리킴.")
    le = L(lang, "The provider confirmed the token was revoked in 2023; closed the alert as 'revoked' and replaced the fixture with a dummy. The value is intentionally not copied here.",
           "제공사 확인 결과 2023년에 폐기된 토큰. 알림을 'revoked'로 닫고 픽스처를 더미로 교체. 값은 일부러 여기 옮기지 않음.")
    ak = L(lang, "Should we rewrite history to drop the file?", "히스토리에서 파일을 지울지?")
    return mc, le, ak


@CT("data URI / base64 image")
def c_data_uri(lang):
    d = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk" + rs(B64A, 8) + "AAAAASUVORK5CYII="
    mc = L(lang, f"Email template inlines the tracking pixel as {d}", f"메일 템플릿이 트래킹 픽셀을 {d} 로 인라인 처리.")
    le = L(lang, "Gmail strips data URIs, so the pixel never loaded; hosting it on the CDN fixed open tracking.", "Gmail이 data URI를 제거해서 픽셀이 안 불러와졌음. CDN에 올리니 오픈 추적 정상화.")
    ak = L(lang, "Do we need consent text for open tracking?", "오픈 추적에 동의 문구가 필요한지?")
    return mc, le, ak


@CT("Korean: masking result in logs")
def c_ko_mask(lang):
    t = f"user_id=91{R.randint(1000, 9999)} phone=010-****-{R.randint(1000, 9999)} rrn=******-******* card=****-****-****-{R.randint(1000, 9999)} token=[MASKED]"
    mc = L(lang, f"Checked that the new log masking works:\n{t}", f"새 로그 마스킹이 동작하는지 확인:\n{t}")
    le = L(lang, "Masking happens in the logging appender, so even debug logs are safe; the test suite now asserts on these patterns.",
           "마스킹이 로깅 appender에서 처리돼 debug 로그도 안전. 테스트에서 이 패턴을 검증하도록 추가.")
    ak = L(lang, "Do batch jobs use the same appender?", "배치 잡도 같은 appender를 쓰는지?")
    return mc, le, ak


@CT("password policy configuration")
def c_pw_policy(lang):
    y = "password_policy:\n  min_length: 12\n  require_classes: 3\n  history: 5\n  max_age_days: 90\n  lockout_threshold: 10\n  breached_password_check: true"
    mc = L(lang, f"Compliance asked for the current password rules:\n{y}", f"컴플라이언스팀이 현재 비밀번호 규칙을 요청:\n{y}")
    le = L(lang, "NIST now discourages forced periodic rotation for user passwords; the breached-password check matters more.", "NIST는 사용자 비밀번호 주기적 강제 변경을 권장하지 않음. 유출 비밀번호 검사가 더 중요.")
    ak = L(lang, "Can we drop max_age_days for end users?", "일반 사용자 max_age_days를 없앨 수 있는지?")
    return mc, le, ak


@CT("argon2/bcrypt parameter tuning")
def c_kdf(lang):
    mc = L(lang, "Login latency jumped to 900 ms after the hasher upgrade.", "해시 함수 업그레이드 후 로그인 지연이 900ms로 증가.")
    le = L(lang, "argon2id with m=262144 KiB, t=4, p=1 was too heavy for the 0.5 vCPU pods; m=65536, t=3 meets OWASP guidance at ~120 ms. Existing hashes rehash on next login.",
           "argon2id m=262144 KiB, t=4, p=1은 0.5 vCPU 파드에 과했음. m=65536, t=3이 OWASP 권고를 만족하면서 약 120ms. 기존 해시는 다음 로그인 때 재해시.")
    ak = L(lang, "Should auth pods get dedicated CPU?", "인증 파드에 전용 CPU를 줄지?")
    return mc, le, ak


@CT("KMS key ARN and alias")
def c_kms(lang):
    arn = f"arn:aws:kms:{pick(REGIONS)}:{acct()}:key/{uuid4()}"
    mc = L(lang, f"S3 uploads failed with AccessDenied on KMS key {arn} (alias/{pick(PROJ)}-data).", f"KMS 키 {arn} (alias/{pick(PROJ)}-data)에서 S3 업로드가 AccessDenied.")
    le = L(lang, "The key ID is just an identifier; the role lacked kms:GenerateDataKey in the key policy.", "키 ID는 식별자일 뿐. 키 정책에 해당 역할의 kms:GenerateDataKey가 없었음.")
    ak = L(lang, "Should we use bucket keys to cut KMS calls?", "KMS 호출을 줄이려고 버킷 키를 쓸지?")
    return mc, le, ak


@CT("envFrom secretRef in Deployment")
def c_envfrom(lang):
    y = f"containers:\n  - name: api\n    envFrom:\n      - secretRef:\n          name: {pick(PROJ)}-secrets\n      - configMapRef:\n          name: {pick(PROJ)}-config"
    mc = L(lang, f"Pod started without DB credentials:\n{y}", f"파드가 DB 자격 증명 없이 기동:\n{y}")
    le = L(lang, "The Secret name had a typo; envFrom silently skips missing secrets unless optional: false is set.", "Secret 이름 오타. envFrom은 optional: false가 아니면 없는 시크릿을 조용히 건너뜀.")
    ak = L(lang, "Should we set optional: false everywhere?", "모든 곳에 optional: false를 둘지?")
    return mc, le, ak


@CT("Helm values with existingSecret")
def c_existing_secret(lang):
    y = "auth:\n  existingSecret: pg-auth\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password"
    mc = L(lang, f"Reinstalled PostgreSQL with:\n{y}", f"다음 값으로 PostgreSQL 재설치:\n{y}")
    le = L(lang, "With existingSecret the chart never generates or prints a password; the Secret is created by External Secrets beforehand.",
           "existingSecret을 쓰면 차트가 비밀번호를 만들거나 출력하지 않음. Secret은 External Secrets가 미리 생성.")
    ak = L(lang, "Is the External Secrets refresh interval short enough for rotation?", "External Secrets 갱신 주기가 교체에 충분히 짧은지?")
    return mc, le, ak


@CT("security headers")
def c_headers(lang):
    t = "Strict-Transport-Security: max-age=63072000; includeSubDomains; preload\nContent-Security-Policy: default-src 'self'; frame-ancestors 'none'\nX-Content-Type-Options: nosniff\nSet-Cookie: sid=<opaque>; HttpOnly; Secure; SameSite=Lax"
    mc = L(lang, f"Pen-test follow-up, response headers now:\n{t}", f"모의해킹 후속 조치, 현재 응답 헤더:\n{t}")
    le = L(lang, "SameSite=Lax broke the partner's embedded iframe; that flow gets its own cookie path.", "SameSite=Lax 때문에 파트너 iframe이 깨졌음. 해당 흐름은 별도 쿠키 경로 사용.")
    ak = L(lang, "Are we ready to submit the domain to the HSTS preload list?", "HSTS preload 목록에 도메인을 제출해도 되는지?")
    return mc, le, ak


@CT("docker build --secret mount")
def c_build_secret(lang):
    cmd = "DOCKER_BUILDKIT=1 docker build --secret id=npmrc,src=$HOME/.npmrc -t web:ci .\n# Dockerfile: RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci"
    mc = L(lang, f"Removed the ARG NPM_TOKEN pattern from the Dockerfile:\n{cmd}", f"Dockerfile의 ARG NPM_TOKEN 방식을 제거:\n{cmd}")
    le = L(lang, "Build args end up in image history; secret mounts do not.", "빌드 인자는 이미지 히스토리에 남지만 시크릿 마운트는 남지 않음.")
    ak = L(lang, "Do other images still use ARG for tokens?", "다른 이미지도 토큰을 ARG로 받는지?")
    return mc, le, ak


@CT("curl with $TOKEN expansion")
def c_curl_env(lang):
    cmd = f"curl -fsS -H \"Authorization: Bearer $GITLAB_TOKEN\" \"https://gitlab.{pick(ORGS)}.com/api/v4/projects/{R.randint(10, 999)}/pipelines?status=failed\""
    mc = L(lang, f"Listed failed pipelines with:\n{cmd}", f"실패한 파이프라인 조회:\n{cmd}")
    le = L(lang, "Double quotes let the shell expand $GITLAB_TOKEN from the environment; single quotes sent the literal string and got 401.",
           "큰따옴표여야 셸이 환경변수 $GITLAB_TOKEN을 치환함. 작은따옴표는 문자열 그대로 보내서 401.")
    ak = L(lang, "Should the script check that GITLAB_TOKEN is set first?", "스크립트가 GITLAB_TOKEN 설정 여부를 먼저 확인할지?")
    return mc, le, ak


@CT("webpack content hashes in filenames")
def c_webpack(lang):
    fs = [f"main.{hx(8)}.js", f"vendor.{hx(20)}.js", f"styles.{hx(8)}.css"]
    mc = L(lang, f"Users got a blank page after deploy; index.html referenced {', '.join(fs)}.", f"배포 후 빈 화면. index.html이 {', '.join(fs)} 를 참조.")
    le = L(lang, "index.html was cached for a day while old chunks were deleted; index.html now has no-cache.", "index.html이 하루 캐시되는데 이전 청크가 삭제됐음. index.html을 no-cache로 변경.")
    ak = L(lang, "Should old chunks be kept for a few releases?", "이전 청크를 몇 릴리스 동안 유지할지?")
    return mc, le, ak


@CT("OIDC discovery, issuer and audience")
def c_oidc(lang):
    iss = f"https://login.{pick(ORGS)}.com/realms/{pick(['main', 'corp', 'customers'])}"
    mc = L(lang, f"API rejected tokens: issuer {iss}, audience api://{pick(PROJ)}, discovery at {iss}/.well-known/openid-configuration.",
           f"API가 토큰 거부: issuer {iss}, audience api://{pick(PROJ)}, discovery {iss}/.well-known/openid-configuration.")
    le = L(lang, "The trailing slash in the configured issuer did not match the token's iss claim.", "설정된 issuer 끝의 슬래시가 토큰 iss 클레임과 달랐음.")
    ak = L(lang, "Should issuer comparison normalise trailing slashes?", "issuer 비교 시 끝 슬래시를 정규화할지?")
    return mc, le, ak


@CT("ssh config with IdentityFile paths")
def c_ssh_config(lang):
    t = f"Host bastion\n  HostName bastion.{pick(ORGS)}.com\n  User {pick(['ec2-user', 'ops', 'ubuntu'])}\n  IdentityFile ~/.ssh/id_ed25519_work\n  IdentitiesOnly yes\n\nHost 10.*\n  ProxyJump bastion"
    mc = L(lang, f"SSH to private hosts hung; ~/.ssh/config:\n{t}", f"사설 호스트 SSH 접속이 멈춤. ~/.ssh/config:\n{t}")
    le = L(lang, "IdentitiesOnly stops the agent from offering every key and hitting MaxAuthTries.", "IdentitiesOnly가 있어야 agent가 모든 키를 제시하다 MaxAuthTries에 걸리지 않음.")
    ak = L(lang, "Should we move to SSM Session Manager instead of a bastion?", "배스천 대신 SSM Session Manager로 바꿀지?")
    return mc, le, ak


@CT("deploy key listing")
def c_deploy_keys(lang):
    rows = "\n".join(f"{pick(['ci-readonly', 'argo-sync', 'backup-mirror', 'legacy-jenkins'])}  SHA256:{b64(rbytes(32)).rstrip('=')}  {pick(['read-only', 'read/write'])}  last used {R.randint(1, 400)}d ago" for _ in range(3))
    mc = L(lang, f"Audit of repo deploy keys:\n{rows}", f"저장소 배포 키 점검:\n{rows}")
    le = L(lang, "Keys unused for more than 90 days were removed; fingerprints identify them without exposing anything.", "90일 이상 미사용 키는 삭제. 지문으로 식별만 하고 노출되는 건 없음.")
    ak = L(lang, "Who owns the read/write key?", "read/write 키의 소유자가 누구인지?")
    return mc, le, ak


@CT("Cloudinary cloud name and numeric API key")
def c_cloudinary_ids(lang):
    mc = L(lang, f"Upload widget configured with cloud_name {pick(['dq', 'media'])}{rs(LOWNUM, 5)} and api_key {digits(15)} (signed uploads).",
           f"업로드 위젯이 cloud_name {pick(['dq', 'media'])}{rs(LOWNUM, 5)}, api_key {digits(15)} (서명 업로드)로 설정됨.")
    le = L(lang, "The numeric API key is an identifier sent by the widget; signatures are computed server-side with the API secret from the environment, which never reaches the browser.",
           "숫자 API 키는 위젯이 보내는 식별자. 서명은 서버에서 환경변수의 API secret으로 계산하고 브라우저로는 안 감.")
    ak = L(lang, "Should we restrict uploads with an upload preset?", "업로드 프리셋으로 업로드를 제한할지?")
    return mc, le, ak


@CT("service account token path (projected volume)")
def c_sa_token_path(lang):
    mc = L(lang, "The pod could not call the Kubernetes API; it reads /var/run/secrets/kubernetes.io/serviceaccount/token.",
           "파드가 쿠버네티스 API를 호출 못함. /var/run/secrets/kubernetes.io/serviceaccount/token 을 읽음.")
    le = L(lang, "automountServiceAccountToken was false on the ServiceAccount; enabled it for this pod only and bound a Role with get on configmaps.",
           "ServiceAccount에 automountServiceAccountToken이 false였음. 이 파드에만 켜고 configmaps get 권한 Role을 바인딩.")
    ak = L(lang, "Should the token audience be restricted?", "토큰 audience를 제한할지?")
    return mc, le, ak


@CT("MFA enrollment steps without seed")
def c_mfa_steps(lang):
    mc = L(lang, "Enrolling the new on-call engineer in MFA for the cloud console.", "신규 온콜 엔지니어 클라우드 콘솔 MFA 등록.")
    le = L(lang, "They scanned the QR code on their own phone; the seed was shown only on their screen. I only verified that two consecutive 6-digit codes were accepted.",
           "본인 휴대폰으로 QR을 스캔했고 시드는 본인 화면에만 표시됨. 나는 연속된 6자리 코드 두 개가 통과하는지만 확인.")
    ak = L(lang, "Should we require hardware keys for console admins?", "콘솔 관리자는 하드웨어 키를 필수로 할지?")
    return mc, le, ak


@CT("macOS keychain lookup without output")
def c_keychain(lang):
    cmd = f"security find-generic-password -s {pick(['jira-api', 'gh-cli', 'npm-publish'])} -a \"$USER\" >/dev/null && echo present"
    mc = L(lang, f"Script checks the credential exists in the login keychain: `{cmd}`", f"스크립트가 로그인 키체인에 자격 증명이 있는지 확인: `{cmd}`")
    le = L(lang, "Without -w the command prints only attributes, and the output is discarded anyway; the value is fetched later by the tool itself.",
           "-w 없이는 속성만 출력하고 그마저 버림. 실제 값은 나중에 도구가 직접 가져감.")
    ak = L(lang, "Should Linux users use libsecret the same way?", "리눅스 사용자는 libsecret로 같은 방식을 쓸지?")
    return mc, le, ak


@CT("Korean: token leak postmortem without values")
def c_ko_postmortem(lang):
    mc = L(lang, "Writing up last week's incident where a CI token was printed in a public build log.",
           "지난주 CI 토큰이 공개 빌드 로그에 출력된 사고 회고 작성.")
    le = L(lang, "Timeline: printed 14:02, detected 14:09 by secret scanning, revoked 14:11, no misuse in audit logs. Root cause: `set -x` in a deploy script. Fix: removed set -x and enabled log masking.",
           "타임라인: 14:02 출력, 14:09 시크릿 스캐닝으로 탐지, 14:11 폐기, 감사 로그상 악용 없음. 원인: 배포 스크립트의 `set -x`. 조치: set -x 제거, 로그 마스킹 활성화.")
    ak = L(lang, "Should set -x be banned by a lint rule?", "set -x를 린트 규칙으로 금지할지?")
    return mc, le, ak


@CT("correlation IDs (UUIDv7)")
def c_uuid7(lang):
    h = rs(HEX, 32)
    u7 = f"0193{h[:4]}-{h[4:8]}-7{h[9:12]}-{R.choice('89ab')}{h[13:16]}-{h[16:28]}"
    mc = L(lang, f"Support ticket includes correlation id {u7}; logs for it stop at the payment step.", f"문의 티켓의 correlation id {u7}. 해당 로그가 결제 단계에서 끊김.")
    le = L(lang, "The payment worker generated a new ID instead of propagating the incoming one.", "결제 워커가 들어온 ID를 전달하지 않고 새로 생성했음.")
    ak = L(lang, "Is there a shared middleware for ID propagation?", "ID 전파용 공용 미들웨어가 있는지?")
    return mc, le, ak


@CT("base64 of plain config text")
def c_b64_config(lang):
    txt = pick(["[core]\nlog_level = info\n", "timezone=Asia/Seoul\nlocale=ko_KR\n", "feature.search=true\nfeature.cart=false\n"])
    b = b64(txt.encode())
    mc = L(lang, f"ConfigMap binaryData contains {b} and reviewers thought it was a secret.", f"ConfigMap binaryData에 {b} 가 있어서 리뷰어가 시크릿인 줄 앎.")
    le = L(lang, f"It decodes to plain settings ({txt.strip()!r}); base64 there is only for binary-safe transport.", f"디코딩하면 일반 설정({txt.strip()!r})임. base64는 바이너리 안전 전송용일 뿐.")
    ak = L(lang, "Should this move to plain data instead of binaryData?", "binaryData 대신 data로 옮길지?")
    return mc, le, ak


@CT("Sentry release tied to commit SHA")
def c_sentry_release(lang):
    sha = hx(40)
    mc = L(lang, f"Errors were grouped under release {pick(PROJ)}@{sha[:12]} but the deploy was {sha}.", f"에러가 릴리스 {pick(PROJ)}@{sha[:12]} 로 묶였는데 배포는 {sha} 였음.")
    le = L(lang, "The release name must be identical in the SDK and in sentry-cli; we now use the full SHA in both.", "SDK와 sentry-cli의 릴리스 이름이 같아야 함. 둘 다 전체 SHA를 쓰기로 함.")
    ak = L(lang, "Should releases include the environment name?", "릴리스 이름에 환경명을 넣을지?")
    return mc, le, ak


@CT("OTP policy discussion without codes")
def c_otp_policy(lang):
    mc = L(lang, "Users in rural areas said SMS codes arrive after they expire.", "지방 사용자들이 SMS 인증번호가 만료된 뒤에 도착한다고 함.")
    le = L(lang, "Codes are 6 digits, valid 180 s, max 5 attempts; we extended validity to 300 s and added a resend cooldown of 60 s.",
           "인증번호는 6자리, 180초 유효, 최대 5회 시도. 유효시간을 300초로 늘리고 재전송 쿨다운 60초 추가.")
    ak = L(lang, "Should we offer KakaoTalk or app push as a fallback channel?", "카카오톡이나 앱 푸시를 대체 채널로 제공할지?")
    return mc, le, ak


@CT("Korean prose explaining env var layout")
def c_ko_envdoc(lang):
    mc = L(lang, "Documenting how configuration reaches each environment for the new hires.", "신규 입사자용으로 환경별 설정 주입 방식을 문서화.")
    le = L(lang, "Local: .env.local (git-ignored) generated by `make dev-secrets`. Staging/prod: values come from AWS Parameter Store under /app/<env>/, mounted by the ECS agent. Nobody copies values by hand.",
           "로컬: `make dev-secrets`가 만든 .env.local(git 제외). 스테이징/운영: AWS Parameter Store /app/<env>/ 아래 값을 ECS 에이전트가 주입. 누구도 값을 손으로 복사하지 않음.")
    ak = L(lang, "Should the doc include who approves Parameter Store writes?", "Parameter Store 쓰기 승인자를 문서에 넣을지?")
    return mc, le, ak


@CT("hash of an API key stored for lookup (prefix only)")
def c_key_prefix(lang):
    pre = "key_" + rs(LOWNUM, 6)
    mc = L(lang, f"Customer says their API key starting with {pre}… stopped working.", f"고객이 {pre}… 로 시작하는 API 키가 동작하지 않는다고 함.")
    le = L(lang, "We store only the prefix and a SHA-256 of each key; the prefix found the record, which had been disabled by the abuse job.",
           "키는 접두사와 SHA-256만 저장함. 접두사로 레코드를 찾았고 어뷰징 잡이 비활성화해둔 상태였음.")
    ak = L(lang, "Should disabled keys notify the customer automatically?", "비활성화된 키는 고객에게 자동 통보할지?")
    return mc, le, ak


@CT("gpg public key block header and key id")
def c_gpg_pub(lang):
    body = wrap("mDMEZ" + rs(B64A, 95), 64)
    mc = L(lang, "Partner sent their public key for encrypting settlement files:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(body) + "\n...",
           "파트너가 정산 파일 암호화용 공개키를 보냄:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(body) + "\n...")
    le = L(lang, f"Imported it and checked the key ID {rs(HEXU, 16)} with the partner by phone; a public key is meant to be shared.",
           f"가져온 뒤 키 ID {rs(HEXU, 16)} 를 파트너와 전화로 대조. 공개키는 공유하라고 있는 것.")
    ak = L(lang, "When does the partner's key expire?", "파트너 키 만료일이 언제인지?")
    return mc, le, ak


# ----------------------------------------------------------------------------------------------
# validation
# ----------------------------------------------------------------------------------------------
def problems(fields, kind, secrets):
    out = []
    for k in FIELDS:
        if len(fields[k].encode("utf-8")) > LIM[k]:
            out.append(f"{k} too long ({len(fields[k].encode('utf-8'))} bytes)")
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        out.append("empty missing_context/lesson")
    if kind == "clean":
        if secrets:
            out.append("clean note with secrets")
        return out
    if not secrets:
        out.append("secret note without secrets")
    masked = [fields[k] for k in FIELDS]
    for sec in sorted(secrets, key=len, reverse=True):
        if len(sec) < 8:
            out.append(f"secret shorter than 8: {sec!r}")
        if not any(sec in t for t in masked) and not any(sec in fields[k] for k in FIELDS):
            out.append(f"secret not verbatim in fields: {sec!r}")
        masked = [t.replace(sec, "\x00" * len(sec)) for t in masked]
    for sec in secrets:
        for i in range(len(sec) - 7):
            w = sec[i:i + 8]
            if any(w in t for t in masked):
                out.append(f"8-char window {w!r} of {sec[:20]!r}... occurs outside the secret")
                break
    return out


def dedup(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ----------------------------------------------------------------------------------------------
# planning: counts per template, languages
# ----------------------------------------------------------------------------------------------
# clean templates whose wording barely varies: at most one English and one Korean note each
LOW_VARIETY = ["GitHub Actions secrets expressions", "Clerk publishable key", "AWS documentation example keys",
               "code reading secrets from environment", "Korean security policy prose", ".npmrc with env reference",
               "docker-compose _FILE secrets", "terraform sensitive variable", "Spring placeholders ${DB_PASSWORD}",
               "JSON schema with password fields", "YAML with empty/null password", ".env.example with placeholders",
               "secret generation command without output", "password reset flow discussion",
               ".gitignore and pre-commit config", "2FA backup codes discussed, none copied",
               "HMAC verification code using env secret", "presigned URL discussion with signature elided",
               "Korean: certificate file paths, no password", "password policy configuration",
               "argon2/bcrypt parameter tuning", "Helm values with existingSecret", "security headers",
               "docker build --secret mount", "service account token path (projected volume)",
               "MFA enrollment steps without seed", "macOS keychain lookup without output",
               "Korean: token leak postmortem without values", "base64 of plain config text",
               "OTP policy discussion without codes", "Korean prose explaining env var layout",
               "regexes for secret detection", "chat: agent declines to take a pasted token",
               "gh auth status masked token", "Korean chat: password request redirected to process"]


def allocate(caps, total):
    n = len(caps)
    counts = [1] * n
    rest = total - n
    assert 0 <= rest <= sum(c - 1 for c in caps), (n, total)
    while rest:
        i = R.randrange(n)
        if counts[i] < caps[i]:
            counts[i] += 1
            rest -= 1
    return counts


def lang_jobs(counts, n_en):
    """returns list of (template_index, lang); alternating per template, then balanced to n_en exactly"""
    jobs = []
    for i, c in enumerate(counts):
        first = R.choice(["en", "ko"])
        other = "ko" if first == "en" else "en"
        for j in range(c):
            jobs.append([i, first if j % 2 == 0 else other])
    while True:
        en = sum(1 for j in jobs if j[1] == "en")
        if en == n_en:
            break
        major, minor = ("en", "ko") if en > n_en else ("ko", "en")
        per = {}
        for j in jobs:
            per.setdefault(j[0], [0, 0])[0 if j[1] == major else 1] += 1
        cands = [k for k, j in enumerate(jobs) if j[1] == major and per[j[0]][0] > per[j[0]][1]]
        if not cands:
            cands = [k for k, j in enumerate(jobs) if j[1] == major]
        jobs[R.choice(cands)][1] = minor
    return [tuple(j) for j in jobs]


MANDATORY_VENDOR = [("GitHub", "classic personal access token"), ("GitHub", "fine-grained personal access token"),
                    ("AWS", "access key pair"), ("AWS", "temporary STS credentials"), ("Stripe", "live secret key"),
                    ("Slack", "bot token"), ("Slack", "incoming webhook URL"), ("OpenAI", "project API key"),
                    ("Anthropic", "API key"), ("Google Cloud", "API key"), ("GitLab", "personal access token"),
                    ("npm", "automation token"), ("PyPI", "API token"), ("Hugging Face", "user access token"),
                    ("Heroku", "API key"), ("Docker Hub", "personal access token"), ("HashiCorp Vault", "token"),
                    ("Okta", "API token"), ("Auth0", "client secret"), ("Shopify", "Admin API access token"),
                    ("Square", "production access token"), ("Notion", "internal integration secret"),
                    ("MinIO", "access key pair"), ("Groq", "API key"), ("Cohere", "API key"),
                    ("Weights & Biases", "API key"), ("Twilio", "auth token"), ("SendGrid", "API key"),
                    ("Mailgun", "private API key"), ("Datadog", "API and application keys"),
                    ("Sentry", "user auth token"), ("DigitalOcean", "personal access token"),
                    ("Databricks", "personal access token"), ("Microsoft Azure", "storage account key"),
                    ("Microsoft Entra ID", "client secret"), ("Atlassian", "API token"), ("Telegram", "bot token"),
                    ("Discord", "bot token"), ("Firebase", "FCM legacy server key"),
                    ("Supabase", "service_role key"), ("PlanetScale", "database password"),
                    ("Doppler", "service token"), ("HashiCorp Terraform Cloud", "user API token"),
                    ("Cloudflare", "API token"), ("Linear", "API key"), ("Figma", "personal access token"),
                    ("Postman", "API key"), ("Google", "OAuth client secret"), ("Alibaba Cloud", "AccessKey pair"),
                    ("Mapbox", "secret token"), ("Algolia", "Admin API key"), ("age", "secret key"),
                    ("Apple", "App Store Connect API key (.p8)"), ("Coinbase", "CDP API private key")]


def pick_vendor_entries(n):
    korean = ["Naver Cloud Platform", "NAVER CLOVA Studio", "Kakao", "Naver Developers", "Toss Payments", "PortOne",
              "KakaoPay", "NHN Cloud", "Channel Corp", "Solapi", "Aligo", "Public Data Portal (data.go.kr)",
              "Korea Investment & Securities", "Upbit", "Bithumb", "Cafe24", "JANDI", "KakaoWork", "NICEPAY",
              "KG Inicis", "Sendbird", "LINE"]
    for m in MANDATORY_VENDOR:
        assert any((ve["name"], ve["kind_en"]) == m for ve in VEND), m
    chosen = []
    for i, ve in enumerate(VEND):
        if (ve["name"], ve["kind_en"]) in MANDATORY_VENDOR or ve["name"] in korean:
            chosen.append(i)
    rest = [i for i in range(len(VEND)) if i not in chosen]
    R.shuffle(rest)
    # prefer vendors not yet represented, then the remaining token types
    names = [VEND[i]["name"] for i in chosen]
    first = [i for i in rest if VEND[i]["name"] not in names]
    seen = list(names)
    uniq_first = []
    for i in first:
        if VEND[i]["name"] not in seen:
            uniq_first.append(i)
            seen.append(VEND[i]["name"])
    tail = [i for i in rest if i not in uniq_first]
    chosen += (uniq_first + tail)[: n - len(chosen)]
    assert len(chosen) == n
    return chosen


# ----------------------------------------------------------------------------------------------
# build
# ----------------------------------------------------------------------------------------------
RETRIES = {"count": 0}


ECHO = {"en": ["Should `{s}` be rotated now that it has been pasted into a session?",
                "Confirm that `{s}` is the current value before reusing it.",
                "Is `{s}` shared with any other service?"],
        "ko": ["세션에 `{s}` 가 붙여졌으니 지금 교체해야 하는지?", "`{s}` 가 현재 값인지 재사용 전에 확인.",
               "`{s}` 를 다른 서비스에서도 같이 쓰는지?"]}


def finish(lang, kind, category, mc, le, ak, secrets):
    secrets = dedup(secrets)
    if kind == "secret" and R.random() < 0.09:
        # the same value shows up a second time, in the ask field
        s0 = secrets[0]
        if (len(s0) <= 120 and len(secrets) <= 3 and s0 not in ak
                and not any("-----BEGIN" in t for t in (mc, le, ak))):
            q = pick(ECHO[lang]).format(s=s0)
            if len((ak + " " + q).encode()) <= 500:
                ak = (ak + " " + q).strip()
    in_ask = any(s in ak for s in secrets)
    if not in_ask and R.random() < 0.1:
        ak = ""
    fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
    return {"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets}


SEEN_FIELDS = []


def attempt(fn, *args):
    for _ in range(20):
        note = fn(*args)
        key = json.dumps(note["fields"], ensure_ascii=False, sort_keys=True)
        if not problems(note["fields"], note["kind"], note["secrets"]) and key not in SEEN_FIELDS:
            SEEN_FIELDS.append(key)
            return note
        RETRIES["count"] += 1
    raise AssertionError(f"cannot build a valid note: {note['category']}: {problems(note['fields'], note['kind'], note['secrets'])}")


def vendor_note(ve, lang, wname):
    disp, listed = gen_creds(ve)
    ex = [e[1]() for e in ve["extras"]]
    fn = dict(VWRAP)[wname]
    mc, le, ak, extra = fn(lang, ve, disp, ex, pick(PROJ))
    secrets = [x for grp in listed for x in grp] + list(extra)
    return finish(lang, "secret", f"vendor {ve['kind_en']} / {wname} [{ve['name']}]", mc, le, ak, secrets)


def other_note(cat, fn, lang):
    mc, le, ak, secrets = fn(lang)
    return finish(lang, "secret", cat, mc, le, ak, list(secrets))


def clean_note(cat, fn, lang):
    mc, le, ak = fn(lang)
    return finish(lang, "clean", cat, mc, le, ak, [])


def build():
    jobs = []
    # vendor notes: entries, languages and wrappers
    idx = pick_vendor_entries(N_SECRET_VENDOR)
    vlangs = ["en"] * (N_SECRET_VENDOR // 2) + ["ko"] * (N_SECRET_VENDOR - N_SECRET_VENDOR // 2)
    R.shuffle(vlangs)
    deck = []
    while len(deck) < N_SECRET_VENDOR * 2:
        names = [w[0] for w in VWRAP] + ["native call", "native call"]   # vendor-specific calls weighted x3
        R.shuffle(names)
        deck += names
    for i, lang in zip(idx, vlangs):
        ve = VEND[i]
        k = 0
        while deck[k] == "native call" and ve["native"] is None:
            k += 1
        wname = deck.pop(k)
        jobs.append((vendor_note, (ve, lang, wname)))
    # other secret notes
    counts = allocate([3] * len(STPL), N_SECRET_OTHER)
    for ti, lang in lang_jobs(counts, N_SECRET_OTHER // 2):
        cat, fn = STPL[ti]
        jobs.append((other_note, (cat, fn, lang)))
    # clean notes
    assert all(any(c == cat for cat, _ in CTPL) for c in LOW_VARIETY)
    counts = allocate([2 if cat in LOW_VARIETY else 3 for cat, _ in CTPL], N_CLEAN)
    for ti, lang in lang_jobs(counts, N_CLEAN // 2):
        cat, fn = CTPL[ti]
        jobs.append((clean_note, (cat, fn, lang)))
    R.shuffle(jobs)                     # generation order
    notes = [attempt(fn, *args) for fn, args in jobs]
    R.shuffle(notes)                    # final order
    out = []
    width = max(3, len(str(len(notes))))
    for n, note in enumerate(notes, 1):
        out.append({"id": f"l{n:0{width}d}", "lang": note["lang"], "kind": note["kind"], "category": note["category"],
                    "fields": {k: note["fields"][k] for k in FIELDS}, "secrets": note["secrets"]})
    return out


def final_checks(recs):
    cats = {}
    seen = {}
    for r in recs:
        p = problems(r["fields"], r["kind"], r["secrets"])
        assert not p, (r["id"], r["category"], p)
        cats[r["category"]] = cats.get(r["category"], 0) + 1
        key = json.dumps(r["fields"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, f"duplicate note {r['id']} == {seen[key]}"
        seen[key] = r["id"]
    over = sorted(c for c, n in cats.items() if n > 3)
    assert not over, f"categories with more than 3 notes: {over}"
    assert len(recs) >= 600
    for kind in ("secret", "clean"):
        en = sum(1 for r in recs if r["kind"] == kind and r["lang"] == "en")
        ko = sum(1 for r in recs if r["kind"] == kind and r["lang"] == "ko")
        assert en == ko, (kind, en, ko)
    vendors = sorted(dedup([r["category"].rsplit("[", 1)[1][:-1] for r in recs if r["category"].startswith("vendor ")]))
    assert len(vendors) >= 150, len(vendors)
    return cats, vendors


def stats(recs, cats, vendors, sha):
    def cnt(pred):
        return sum(1 for r in recs if pred(r))
    lines = [f"notes: {len(recs)}"]
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            lines.append(f"  {kind:6s} {lang}: {cnt(lambda r: r['kind'] == kind and r['lang'] == lang)}")
    sec = [r for r in recs if r["kind"] == "secret"]
    vend = [r for r in sec if r["category"].startswith("vendor ")]
    lines.append(f"secret notes: {len(sec)}  vendor: {len(vend)} ({100 * len(vend) / len(sec):.1f}%)  non-vendor: {len(sec) - len(vend)}")
    lines.append(f"distinct vendors: {len(vendors)}")
    lines.append(f"listed secrets: {sum(len(r['secrets']) for r in sec)}")
    multi = cnt(lambda r: len(r["secrets"]) > 1)
    lines.append(f"secret notes with more than one listed secret: {multi}")
    lines.append(f"categories: {len(cats)} (secret: {len(dedup([r['category'] for r in sec]))}, clean: {len(dedup([r['category'] for r in recs if r['kind'] == 'clean']))}); max notes per category: {max(cats.values())}")
    where = {"missing_context": 0, "lesson": 0, "ask_next_time": 0}
    nfields = {1: 0, 2: 0, 3: 0}
    for r in sec:
        hit = [k for k in FIELDS if any(s in r["fields"][k] for s in r["secrets"])]
        for k in hit:
            where[k] += 1
        nfields[len(hit)] += 1
    lines.append("secret notes with a secret in: " + ", ".join(f"{k} {v}" for k, v in where.items()))
    lines.append("secret notes whose secrets span 1/2/3 fields: " + "/".join(str(nfields[i]) for i in (1, 2, 3)))
    lines.append(f"notes with empty ask_next_time: {cnt(lambda r: r['fields']['ask_next_time'] == '')} (secret {cnt(lambda r: r['kind'] == 'secret' and r['fields']['ask_next_time'] == '')}, clean {cnt(lambda r: r['kind'] == 'clean' and r['fields']['ask_next_time'] == '')})")
    lens = sorted(len(s) for r in sec for s in r["secrets"])
    lines.append(f"listed secret length: min {lens[0]}, median {lens[len(lens) // 2]}, max {lens[-1]}")
    lines.append(f"regenerated attempts (validation retries): {RETRIES['count']}")
    lines.append(f"sha256 {sha}")
    return "\n".join(lines)


def main():
    recs = build()
    cats, vendors = final_checks(recs)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs).encode("utf-8")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v23.jsonl")
    with open(path, "wb") as fh:
        fh.write(data)
    sha = hashlib.sha256(data).hexdigest()
    if "--stats" in sys.argv:
        print(stats(recs, cats, vendors, sha))
        if "--vendors" in sys.argv:
            print("vendors: " + ", ".join(vendors))
        if "--categories" in sys.argv:
            for c in sorted(cats):
                print(f"  {cats[c]}  {c}")
    else:
        print(f"wrote {len(recs)} notes to {path}\nsha256 {sha}")


if __name__ == "__main__":
    main()
