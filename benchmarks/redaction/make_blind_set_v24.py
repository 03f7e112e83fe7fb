#!/usr/bin/env python3
"""make_blind_set_v24.py -- generator for the blind credential-redaction evaluation set v24.

Standard library only, no network.  One PRNG, random.Random(24_2026_1126), drives every choice
(template order, language, field that holds the secret, every random value, final shuffle).
Nothing iterates over a set, and JSON is written with a fixed key order, so the output is
byte-identical across runs and PYTHONHASHSEED values.

Usage:  python3 make_blind_set_v24.py            -> writes blind_set_v24.jsonl next to this file
        python3 make_blind_set_v24.py --readme   -> also (re)writes README_v24.txt
"""
import base64
import hashlib
import json
import os
import struct
import sys
import urllib.parse
import random

SEED = 24_2026_1126
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v24.jsonl")
README = os.path.join(HERE, "README_v24.txt")

N_SECRET = 360
N_CLEAN = 360
MAX_PER_CATEGORY = 3
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# ----------------------------------------------------------------------------------------------
# random value helpers (all draw from R)
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
HEXL = "0123456789abcdef"
B64C = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
LB32 = LO + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXL.upper(), n)


def an(n):
    return rs(AN, n)


def lan(n):
    return rs(LO + DG, n)


def uan(n):
    return rs(UP + DG, n)


def dg(n):
    return R.choice("123456789") + rs(DG, n - 1)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def ri(a, b):
    return R.randint(a, b)


def ch(seq):
    return R.choice(seq)


def maybe(p):
    return R.random() < p


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64us(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    body = b64us(json.dumps(payload, separators=(",", ":")))
    return f"{head}.{body}.{b64u(sig_bytes)}"


def epoch():
    return ri(1_690_000_000, 1_770_000_000)


def ulid():
    return "01" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


# ---- passwords ---------------------------------------------------------------------------------
SYM_ALL = "!@#$%^&*()-_=+[]{};:,.?~"
SYM_SQ = "!@#$%^&*()-_=+[]{};:,.?~"      # fine inside single quotes
SYM_BARE = "-_.,+=@%^~"                   # fine unquoted in a shell word
SYM_DQ = "!@#%^&*()-_=+[]{};:,.?~"        # inside double quotes in code / JSON (no $ " \\ `)
SYM_CONN = "!@#%^&*()-_+.?~"             # key=value;... connection strings (no ; = { })
SYM_ENV = "!@%^&*()-_+.,:?~"              # unquoted .env / ini / properties value


def mpw(sym=SYM_ALL, lo=12, hi=28):
    """machine-random password with a wide character range"""
    n = ri(lo, hi)
    alpha = AN + sym
    while True:
        s = "".join(R.choice(alpha) for _ in range(n))
        if s[0] in "-+=~" or s[-1] in "\\":
            continue
        if not any(c in UP for c in s) or not any(c in LO for c in s) or not any(c in DG for c in s):
            continue
        if sym and not any(c in sym for c in s):
            continue
        return s


WORDS = ["Summer", "Winter", "Dragon", "Tiger", "Sunshine", "Galaxy", "Haneul", "Sarang", "Bada",
         "Mango", "Kimchi", "Banana", "Coffee", "Pohang", "Busan", "Jeju", "Hangang", "Maple",
         "Falcon", "Ocean", "Rocket", "Pepper", "Hodu", "Dubu", "Gureum", "Byeol", "Nabi", "Dalbit",
         "Marmot", "Orchid", "Walrus", "Cobalt", "Juniper", "Penguin", "Mokpo", "Daegu", "Tteok",
         "Bibim", "Kkami", "Choco", "Lotus", "Nimbus", "Quokka", "Saturn", "Velvet", "Zebra"]
KTYPED = ["dkssud", "tkfkdgo", "gksmf", "qkek", "rhdiddl", "godqhr", "qlalf", "xhRl", "rkawk",
          "dnflwlq"]
NAMES = ["jiwoo", "minji", "seojun", "hayoon", "doyun", "yuna", "eunwoo", "sumin", "alex", "maria",
         "kenji", "priya", "tom", "lena", "omar", "chloe"]
SYMS1 = "!@#$%&*?"


def leet(w):
    return w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")


def hpw(sym=True):
    """human-style password"""
    while True:
        k = ri(0, 9)
        w1, w2 = ch(WORDS), ch(WORDS)
        s1 = ch(SYMS1) if sym else ""
        s2 = ch(SYMS1) if sym else ""
        if k == 0:
            p = f"{w1}{ri(1988, 2025)}{s1}"
        elif k == 1:
            p = f"{w1.lower()}{s1}{w2}{ri(10, 99)}"
        elif k == 2:
            p = f"{ch(NAMES).capitalize()}{ri(1, 12):02d}{ri(1, 28):02d}{s1}{s2}"
        elif k == 3:
            p = "-".join([ch(WORDS).lower(), ch(WORDS).lower(), ch(WORDS).lower(), str(ri(1, 99))])
        elif k == 4:
            p = f"{leet(w1)}{ri(10, 99)}{s1}"
        elif k == 5:
            p = ch(["qwer1234", "1q2w3e4r", "Asdf", "zxcv0987", "Qwerty", "1qaz2wsx", "asdf;lkj"]) + \
                f"{s1}{ri(10, 99)}{s2}"
        elif k == 6:
            p = f"{ch(KTYPED)}{ri(1, 12):02d}{ri(1, 28):02d}{s1}"
        elif k == 7:
            p = f"{ch(['Acme', 'Nuri', 'Hanbit', 'Orbit', 'Pangyo', 'Gangnam', 'Mapo'])}{ri(20, 26)}{s1}{ch(['Spring', 'Fall', 'Q3', 'Q4', 'Jan', 'Dec'])}"
        elif k == 8:
            p = f"{w1}{s1}{w2}{s2}{ri(0, 9)}"
        else:
            p = f"{ch(KTYPED)}{s1}{ri(100, 9999)}"
        if len(p) >= 9:
            return p


def pw_any(sym=SYM_ALL):
    return mpw(sym) if maybe(0.55) else hpw(sym=bool(sym))


def pw_bare():
    if maybe(0.55):
        return mpw(SYM_BARE)
    while True:
        p = hpw()
        if all(c in AN + SYM_BARE for c in p):
            return p
        p2 = "".join(c if c in AN + SYM_BARE else ch("_-.") for c in p)
        if len(p2) >= 9:
            return p2


def pw_in(sym):
    """password restricted to AN + sym (human or machine style)"""
    if maybe(0.55):
        return mpw(sym)
    p = hpw()
    return "".join(c if c in AN + sym else (sym[0] if sym else "9") for c in p)


# ---- identifiers -------------------------------------------------------------------------------
SVC = ["orders", "billing", "auth", "search", "ledger", "notify", "catalog", "payments", "analytics",
       "inventory", "checkout", "reports", "gateway", "media", "crm", "etl"]
ENVS = ["prod", "stg", "dev", "qa", "staging", "live"]
DOMAINS = ["internal", "corp.local", "acme.io", "svc.cluster.local", "nuri-lab.kr", "hanbit.dev",
           "example-shop.co.kr", "lan"]
USERS = ["app", "deploy", "svc_orders", "admin", "root", "etl_reader", "jenkins", "grafana",
         "backup", "api_user", "readonly", "migrator", "report_ro", "ci-bot", "ops", "dba"]
DBS = ["orders", "billing", "analytics", "app_prod", "shop", "ledger", "crm", "inventory", "events",
       "metrics", "users", "payments"]


def host():
    k = ri(0, 4)
    if k == 0:
        return f"10.{ri(0, 40)}.{ri(0, 255)}.{ri(2, 250)}"
    if k == 1:
        return f"{ch(SVC)}-db-{ch(ENVS)}-{ri(1, 9):02d}.{ch(DOMAINS)}"
    if k == 2:
        return f"{ch(SVC)}.{lan(12)}.ap-northeast-2.rds.amazonaws.com"
    if k == 3:
        return f"{ch(SVC)}-{ch(ENVS)}.{ch(DOMAINS)}"
    return f"db{ri(1, 4)}.{ch(ENVS)}.{ch(DOMAINS)}"


def user():
    return ch(USERS)


def dbname():
    return ch(DBS)


def email():
    return f"{ch(NAMES)}.{ch(['kim', 'lee', 'park', 'choi', 'jung', 'smith', 'tanaka', 'garcia'])}@{ch(['acme.io', 'nuri-lab.kr', 'hanbit.dev', 'example-shop.co.kr'])}"


def L(lang, en, ko):
    v = en if lang == "en" else ko
    if isinstance(v, (list, tuple)):
        return ch(v)
    return v


# ----------------------------------------------------------------------------------------------
# placement of a snippet into one of the fields
# ----------------------------------------------------------------------------------------------
LEADS = {
    "en": {
        "cmd": ["What I ran:", "Command that worked:", "Ran:", "The exact invocation:", "Used:",
                "For the record, the command was:"],
        "cfg": ["Config at the time:", "Relevant snippet:", "What the file had:", "The block in question:",
                "Current values:"],
        "code": ["The code looked like:", "Snippet:", "What the call looked like:", "Current code:"],
        "log": ["Log excerpt:", "From the output:", "What the log printed:", "Output:"],
        "text": [""],
    },
    "ko": {
        "cmd": ["실행한 명령:", "이렇게 돌렸음:", "작동한 커맨드:", "사용한 명령어:", "참고로 실행한 것:"],
        "cfg": ["당시 설정:", "관련 부분:", "파일 내용:", "문제의 설정 블록:", "현재 값:"],
        "code": ["코드:", "해당 부분:", "호출부는 이랬음:", "현재 코드:"],
        "log": ["로그 일부:", "출력:", "찍힌 로그:", "출력 결과:"],
        "text": [""],
    },
}
ASK_WRAP = {
    "en": ["{a} (last time: {s})", "{a} For reference, last time it was: {s}", "{a}\nUsed before:\n{s}",
           "{a} Still valid? {s}"],
    "ko": ["{a} (지난번엔: {s})", "{a} 참고로 지난번 값: {s}", "{a}\n이전에 쓴 것:\n{s}", "{a} 아직 유효한지? {s}"],
}


def attach(lang, text, snip, kind):
    lead = ch(LEADS[lang][kind])
    if "\n" in snip:
        form = ri(0, 2)
        if form == 0 and lead:
            return f"{text} {lead}\n{snip}"
        if form == 1 and lead:
            return f"{text}\n{lead}\n{snip}"
        return f"{text}\n{snip}"
    form = ri(0, 3)
    if not lead:
        return f"{text} {snip}" if form < 2 else f"{text}\n{snip}"
    if form == 0:
        return f"{text} {lead} {snip}"
    if form == 1:
        return f"{text} {lead} `{snip}`"
    if form == 2:
        return f"{text}\n{lead} {snip}"
    return f"{text}\n{snip}"


def place(lang, ctx, les, ask, snip, secrets, kind="cmd", allow_empty_ask=True):
    """Put snippet `snip` into a field chosen by the PRNG; returns (fields, secrets)."""
    x = R.random()
    if x < 0.42:
        slot = "mc"
    elif x < 0.75:
        slot = "le"
    elif x < 0.90:
        slot = "ask"
    else:
        slot = "both"
    if slot == "ask" and len((ask + snip).encode()) > 440:
        slot = ch(["mc", "le"])
    mc, le, ak = ctx, les, ask
    if slot in ("mc", "both"):
        mc = attach(lang, ctx, snip, kind)
    if slot in ("le", "both"):
        le = attach(lang, les, snip, kind)
    if slot == "ask":
        forms = ASK_WRAP[lang] if "\n" not in snip else [f for f in ASK_WRAP[lang] if "\n" in f]
        ak = ch(forms).format(a=ask, s=snip)
    elif allow_empty_ask and maybe(0.12):
        ak = ""
    return F(mc, le, ak), secrets


def F(mc, le, ak):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ak}


def fields3(lang, mc, le, ak, secrets):
    return F(mc, le, ak), secrets


# registries ------------------------------------------------------------------------------------
SECRET_T = []   # (category, func)
CLEAN_T = []


def secret(cat):
    def deco(f):
        SECRET_T.append((cat, f))
        return f
    return deco


def clean(cat):
    def deco(f):
        CLEAN_T.append((cat, f))
        return f
    return deco


# ================================================================================================
# SECRET TEMPLATES (non-vendor)
# ================================================================================================

@secret("shell: mysql -p attached password")
def _s(lang):
    h, u, db = host(), user(), dbname()
    pw = pw_bare()
    snip = ch([f"mysql -h {h} -u {u} -p{pw} {db}", f"mysql -u{u} -p{pw} -h {h} -P 3306 -e 'SHOW PROCESSLIST'",
               f"mysql --host={h} --user={u} -p{pw} --database={db} < migrate_0042.sql"])
    ctx = L(lang, [f"Did not know the {db} schema on {h} was still on MySQL 5.7, so the JSON functions failed.",
                   "Nobody mentioned the migration had to be applied by hand on the replica.",
                   f"I didn't know the {u} account lacks PROCESS privilege."],
            [f"{h}의 {db} 스키마가 아직 MySQL 5.7이라 JSON 함수가 안 된다는 걸 몰랐음.",
             "레플리카에 마이그레이션을 수동으로 적용해야 한다는 얘기를 못 들었다.",
             f"{u} 계정에 PROCESS 권한이 없다는 걸 몰랐음."])
    les = L(lang, ["Check the server version before writing migrations that use JSON_TABLE.",
                   "Run read-only checks against the replica first; it lags by a few seconds."],
            ["JSON_TABLE 쓰는 마이그레이션 전에 서버 버전부터 확인할 것.",
             "레플리카는 몇 초 지연되니 읽기 전용 확인을 먼저 돌릴 것."])
    ask = L(lang, ["Which MySQL account should migrations use on staging?", "Is the replica supposed to receive DDL directly?"],
            ["스테이징 마이그레이션은 어떤 MySQL 계정으로 해야 하나요?", "레플리카에 DDL을 직접 넣어도 되나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: PGPASSWORD environment prefix")
def _s(lang):
    h, u, db = host(), user(), dbname()
    pw = pw_in(SYM_SQ)
    snip = ch([f"PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db} -c '\\dt'",
               f"PGPASSWORD='{pw}' pg_dump -h {h} -U {u} -Fc {db} > {db}.dump",
               f"env PGPASSWORD='{pw}' pg_restore -h {h} -U {u} -d {db} --no-owner {db}.dump"])
    ctx = L(lang, [f"Didn't know pg_dump on the CI image is v13 while {h} runs 15, so the dump refused to start.",
                   "I didn't know the restore must run with --no-owner because roles differ between clusters.",
                   f"Unclear which schema in {db} the reporting views live in."],
            [f"CI 이미지의 pg_dump가 13버전이고 {h}는 15라서 덤프가 시작조차 안 된다는 걸 몰랐다.",
             "클러스터 간 롤이 달라서 restore에 --no-owner가 필요하다는 걸 몰랐음.",
             f"{db}의 리포팅 뷰가 어느 스키마에 있는지 불명확했음."])
    les = L(lang, ["Match the client major version to the server before dumping.",
                   "Use a custom-format dump so single tables can be restored later."],
            ["덤프 전에 클라이언트 메이저 버전을 서버와 맞출 것.", "나중에 테이블 단위 복구가 되도록 custom 포맷으로 덤프할 것."])
    ask = L(lang, ["Is there a read-only role for dumps?", "Which host is the primary right now?"],
            ["덤프용 읽기 전용 롤이 있나요?", "지금 프라이머리는 어느 호스트인가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: sshpass -p positional password")
def _s(lang):
    h, u = host(), ch(["ubuntu", "ec2-user", "deploy", "pi", "admin", "centos"])
    pw = pw_in(SYM_SQ)
    snip = ch([f"sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h} 'sudo systemctl restart nginx'",
               f"sshpass -p '{pw}' scp build.tar.gz {u}@{h}:/opt/app/",
               f"sshpass -p '{pw}' rsync -az ./dist/ {u}@{h}:/var/www/html/"])
    ctx = L(lang, ["The legacy box does not accept SSH keys yet, which nobody had written down.",
                   f"Didn't know {h} is outside the bastion and needs password login."],
            ["레거시 서버는 아직 SSH 키 로그인이 안 된다는 게 어디에도 적혀 있지 않았음.",
             f"{h}가 배스천 밖에 있어서 비밀번호 로그인이 필요하다는 걸 몰랐음."])
    les = L(lang, ["Deploys to the legacy host have to go through sshpass until keys are installed.",
                   "Restart nginx only after the copy finishes; the unit reloads config on start."],
            ["키 설치 전까지 레거시 호스트 배포는 sshpass로 해야 함.", "복사가 끝난 뒤 nginx 재시작. 시작 시 설정을 다시 읽음."])
    ask = L(lang, ["Can we get an SSH key added to the legacy host?", "Who owns the legacy web server?"],
            ["레거시 호스트에 SSH 키 등록 가능할까요?", "레거시 웹서버 담당자가 누구인가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: curl -u user:password basic auth")
def _s(lang):
    u = ch(["admin", "elastic", "jenkins", "api", "ops", "registry", "grafana"])
    pw = pw_in("!@#%^*-_+.~")
    h = ch([f"https://{ch(SVC)}.{ch(DOMAINS)}", f"http://{host()}:9200", f"https://nexus.{ch(DOMAINS)}"])
    path = ch(["/_cluster/health", "/api/health", "/service/rest/v1/repositories", "/api/json?pretty=true"])
    snip = f"curl -s -u {u}:'{pw}' {h}{path}" if maybe(0.5) else f"curl -u \"{u}:{pw}\" -X GET '{h}{path}'"
    ctx = L(lang, ["The health endpoint requires basic auth even from inside the VPC; I had assumed it was open.",
                   "I did not know the service sits behind an auth proxy with its own user list."],
            ["헬스 엔드포인트도 VPC 내부에서 basic auth가 필요했음. 열려 있는 줄 알았다.",
             "서비스 앞에 별도 사용자 목록을 가진 인증 프록시가 있다는 걸 몰랐음."])
    les = L(lang, ["Expect 401 from health checks without credentials; use the monitoring account.",
                   "curl -u works, but the proxy strips the header on redirects, so use the final URL."],
            ["자격 증명 없으면 헬스체크도 401. 모니터링 계정을 쓸 것.", "curl -u는 되지만 리다이렉트 시 프록시가 헤더를 지우니 최종 URL을 쓸 것."])
    ask = L(lang, ["Is there a token-based alternative to basic auth for the health check?", "Which account is meant for monitoring?"],
            ["헬스체크에 basic auth 대신 토큰 방식이 있나요?", "모니터링용 계정은 어떤 건가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: docker login password via echo pipe")
def _s(lang):
    reg = ch(["registry.acme.io", "harbor.nuri-lab.kr", "cr.hanbit.dev", "docker.example-shop.co.kr"])
    u = ch(["ci", "robot$deploy", "builder", "admin"])
    pw = pw_in(SYM_SQ)
    snip = ch([f"echo '{pw}' | docker login {reg} -u '{u}' --password-stdin",
               f"docker login -u '{u}' -p '{pw}' {reg}",
               f"printf '%s' '{pw}' | podman login --username '{u}' --password-stdin {reg}"])
    ctx = L(lang, [f"I did not know pushes to {reg} need a robot account; my own user only has pull rights.",
                   "The build agent had a stale login in ~/.docker/config.json that nobody mentioned."],
            [f"{reg}에 push하려면 로봇 계정이 필요하다는 걸 몰랐음. 내 계정은 pull 권한만 있음.",
             "빌드 에이전트의 ~/.docker/config.json에 오래된 로그인이 남아 있다는 걸 아무도 말 안 해줌."])
    les = L(lang, ["Log out before logging in with a different account; the credential store keeps the old one.",
                   "Push with the robot account, not a personal one."],
            ["다른 계정으로 로그인하기 전에 logout 먼저. credential store가 옛 값을 유지함.", "push는 개인 계정이 아니라 로봇 계정으로."])
    ask = L(lang, ["Which registry account should CI push with?", "Can the robot account be scoped to one project?"],
            ["CI는 어떤 레지스트리 계정으로 push해야 하나요?", "로봇 계정을 프로젝트 하나로 제한할 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: here-doc feeding SQL with password")
def _s(lang):
    u = ch(["report_ro", "svc_sync", "app_rw", "etl_writer", "metabase"])
    pw = pw_in("!@#%^&*()-_=+[]{}:,.?~")
    db = dbname()
    if maybe(0.5):
        snip = (f"psql -h {host()} -U postgres <<'SQL'\nCREATE ROLE {u} LOGIN PASSWORD '{pw}';\n"
                f"GRANT CONNECT ON DATABASE {db} TO {u};\nSQL")
    else:
        snip = (f"mysql -u root <<EOF\nCREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\n"
                f"GRANT SELECT ON {db}.* TO '{u}'@'%';\nFLUSH PRIVILEGES;\nEOF")
    ctx = L(lang, [f"Didn't know the BI tool needed its own database user for {db}.",
                   "The runbook said 'create the service user' without saying which privileges."],
            [f"BI 도구가 {db}에 별도 DB 사용자가 필요하다는 걸 몰랐음.", "런북에 '서비스 유저 생성'만 있고 권한이 뭔지 없었음."])
    les = L(lang, ["Grant only SELECT to reporting users; the tool never writes.",
                   "Create the role in a here-doc so it runs in one session."],
            ["리포팅 유저에는 SELECT만 줄 것. 도구가 쓰기를 안 함.", "한 세션에서 실행되도록 here-doc으로 롤 생성."])
    ask = L(lang, ["Should service users be created through terraform instead?", "Who approves new DB users?"],
            ["서비스 유저는 테라폼으로 만들어야 하나요?", "새 DB 유저는 누가 승인하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: htpasswd -b positional password")
def _s(lang):
    u = ch(["admin", "staging", "preview", "client", "qa"])
    pw = pw_in(SYM_SQ)
    f = ch(["/etc/nginx/.htpasswd", "./auth/htpasswd", "/etc/apache2/.htpasswd"])
    snip = ch([f"htpasswd -bc {f} {u} '{pw}'", f"htpasswd -B -b {f} {u} '{pw}'"])
    ctx = L(lang, ["The preview site needed basic auth and I did not know where nginx reads the user file from.",
                   "Nobody said the client wanted the staging site password-protected."],
            ["프리뷰 사이트에 basic auth가 필요했는데 nginx가 사용자 파일을 어디서 읽는지 몰랐음.",
             "고객사가 스테이징 사이트에 비밀번호 보호를 원한다는 걸 아무도 말 안 했음."])
    les = L(lang, ["-c recreates the file; omit it when adding a second user.", "Use -B so the hash is bcrypt."],
            ["-c는 파일을 새로 만듦. 두 번째 사용자 추가 시 빼야 함.", "해시를 bcrypt로 하려면 -B."])
    ask = L(lang, ["Who should receive the preview login?", "Should the preview site use SSO instead?"],
            ["프리뷰 로그인 정보는 누구에게 전달하나요?", "프리뷰도 SSO로 가야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: redis-cli -a password")
def _s(lang):
    h = host()
    pw = pw_in(SYM_SQ)
    snip = ch([f"redis-cli -h {h} -p 6379 -a '{pw}' --no-auth-warning INFO replication",
               f"redis-cli -h {h} -a '{pw}' --scan --pattern 'session:*' | head",
               f"REDISCLI_AUTH='{pw}' redis-cli -h {h} CONFIG GET maxmemory-policy"])
    ctx = L(lang, ["I didn't know the cache uses allkeys-lru, so keys vanished under load.",
                   "Did not know sessions and rate-limit counters share one Redis."],
            ["캐시가 allkeys-lru라서 부하 시 키가 사라진다는 걸 몰랐음.", "세션과 rate-limit 카운터가 같은 Redis를 쓰는 줄 몰랐다."])
    les = L(lang, ["Never run KEYS in prod; --scan is safe.", "Check maxmemory-policy before blaming the app."],
            ["운영에서 KEYS 금지. --scan은 괜찮음.", "앱 탓하기 전에 maxmemory-policy부터 확인."])
    ask = L(lang, ["Can sessions move to a separate Redis?", "Is there an ACL user for read-only inspection?"],
            ["세션을 별도 Redis로 분리할 수 있나요?", "조회 전용 ACL 사용자가 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: mongosh --password")
def _s(lang):
    h = host()
    u = ch(["admin", "appUser", "analytics", "backup"])
    pw = pw_in(SYM_SQ)
    snip = ch([f"mongosh --host {h} --port 27017 -u {u} --password '{pw}' --authenticationDatabase admin",
               f"mongodump --host={h} --username={u} --password='{pw}' --authenticationDatabase=admin --db={dbname()} --gzip"])
    ctx = L(lang, ["I did not know users are defined in the admin database, so auth against the app db failed.",
                   "Nobody mentioned the backup job skips collections with TTL indexes."],
            ["사용자가 admin DB에 정의돼 있어서 앱 DB로 인증하면 실패한다는 걸 몰랐음.", "백업 잡이 TTL 인덱스 있는 컬렉션을 건너뛴다는 얘기를 못 들었음."])
    les = L(lang, ["Always pass --authenticationDatabase admin.", "Verify the dump with mongorestore --dryRun."],
            ["--authenticationDatabase admin을 항상 넘길 것.", "mongorestore --dryRun으로 덤프 검증."])
    ask = L(lang, ["Which Mongo user is meant for backups?", "Is the analytics replica hidden?"],
            ["백업용 Mongo 사용자는 무엇인가요?", "분석용 레플리카는 hidden 멤버인가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: openssl -pass pass: argument")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+[]{}:,.?~")
    fn = ch(["backup-2024-11.tar.gz", "customer_export.csv", "db.sql.gz", "keys.tar"])
    snip = ch([f"openssl enc -aes-256-cbc -pbkdf2 -salt -in {fn} -out {fn}.enc -pass pass:'{pw}'",
               f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:'{pw}'",
               f"openssl enc -d -aes-256-cbc -pbkdf2 -in {fn}.enc -out {fn} -pass 'pass:{pw}'"])
    ctx = L(lang, ["Didn't know the vendor expects the archive encrypted with AES-256 and PBKDF2.",
                   "The Java service only loads PKCS#12 bundles, which the ticket did not mention."],
            ["업체가 AES-256 + PBKDF2로 암호화된 아카이브를 기대한다는 걸 몰랐음.", "자바 서비스가 PKCS#12 번들만 읽는다는 게 티켓에 없었음."])
    les = L(lang, ["Without -pbkdf2 openssl warns about a deprecated key derivation.", "Send the passphrase over a different channel than the file."],
            ["-pbkdf2 없으면 deprecated key derivation 경고가 남.", "패스프레이즈는 파일과 다른 채널로 전달할 것."])
    ask = L(lang, ["How does the vendor want the passphrase delivered?", "Does the keystore need a separate key password?"],
            ["업체는 패스프레이즈를 어떻게 받기를 원하나요?", "키스토어에 별도 키 비밀번호가 필요한가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: kubectl create secret --from-literal")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+[]{}:,.?~")
    ns = ch(["payments", "default", "data", "platform", "web"])
    name = ch(["db-credentials", "app-secrets", "postgres-auth", "smtp-creds"])
    snip = ch([f"kubectl -n {ns} create secret generic {name} --from-literal=username={user()} --from-literal=password='{pw}'",
               f"kubectl create secret generic {name} -n {ns} --from-literal=DB_PASSWORD='{pw}' --dry-run=client -o yaml | kubectl apply -f -"])
    ctx = L(lang, [f"Didn't know the {ns} namespace has no external-secrets operator yet.",
                   "The chart expects the secret to exist before install, which the README skipped."],
            [f"{ns} 네임스페이스에는 아직 external-secrets 오퍼레이터가 없다는 걸 몰랐음.", "차트가 설치 전에 시크릿이 있어야 한다는 걸 README가 빠뜨렸음."])
    les = L(lang, ["Pods only see a changed secret after a rollout restart.", "Use --dry-run=client -o yaml | kubectl apply to make it idempotent."],
            ["시크릿을 바꾸면 rollout restart 후에야 파드가 인식함.", "--dry-run=client -o yaml | kubectl apply로 멱등하게."])
    ask = L(lang, ["When will external-secrets be available in this cluster?", "Should this secret be managed by the platform team?"],
            ["이 클러스터에 external-secrets는 언제 들어오나요?", "이 시크릿은 플랫폼팀이 관리해야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: git clone with token in URL userinfo")
def _s(lang):
    u = ch(["oauth2", "x-token-auth", "ci-bot", "gitlab-ci-token", "deploy"])
    tok = ch([an(40), hx(40), rs(B64U, 32)])
    h = ch(["git.acme.io", "gitlab.nuri-lab.kr", "bitbucket.hanbit.dev", "code.example-shop.co.kr"])
    repo = f"{ch(['platform', 'web', 'infra', 'data'])}/{ch(SVC)}.git"
    snip = ch([f"git clone https://{u}:{tok}@{h}/{repo}", f"git remote set-url origin https://{u}:{tok}@{h}/{repo}"])
    ctx = L(lang, ["The self-hosted git server does not accept SSH from the build network.",
                   "I didn't know the submodule points at a different group that needs its own access."],
            ["사내 git 서버가 빌드망에서 SSH를 안 받는다는 걸 몰랐음.", "서브모듈이 다른 그룹을 가리켜 별도 접근 권한이 필요한 줄 몰랐다."])
    les = L(lang, ["A token in the remote URL ends up in .git/config; use a credential helper instead.",
                   "HTTPS with a token works from the build network; SSH does not."],
            ["remote URL에 토큰을 넣으면 .git/config에 남음. credential helper를 쓸 것.", "빌드망에서는 토큰 HTTPS는 되고 SSH는 안 됨."])
    ask = L(lang, ["Is there a deploy token with read-only scope for this repo?", "Can the build network reach git over SSH?"],
            ["이 레포용 읽기 전용 deploy token이 있나요?", "빌드망에서 git SSH 접근을 열 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [tok], "cmd")


@secret("shell: smbclient / mount.cifs password")
def _s(lang):
    u = ch(["scanner", "backup", "fileshare", "hr_sync", "kim.minji"])
    pw = pw_in("!@#%^*-_+.~")
    srv = ch(["//nas01/share", "//fs.corp.local/finance", "//192.168.10.20/backup"])
    snip = ch([f"smbclient {srv} -U '{u}%{pw}' -c 'ls'",
               f"sudo mount -t cifs {srv} /mnt/share -o username={u},password='{pw}',vers=3.0",
               f"smbclient {srv} -U 'CORP\\{u}%{pw}' -c 'get report.xlsx'"])
    ctx = L(lang, ["The NAS only speaks SMB 3.0 and mount defaults to 1.0 on the old kernel.",
                   "I did not know the nightly export is picked up from a Windows share."],
            ["NAS가 SMB 3.0만 지원하는데 구 커널 mount 기본값이 1.0이었음.", "야간 export를 윈도우 공유폴더에서 가져간다는 걸 몰랐음."])
    les = L(lang, ["Put vers=3.0 explicitly.", "Use a credentials= file readable only by root instead of inline options."],
            ["vers=3.0을 명시할 것.", "인라인 옵션 대신 root만 읽을 수 있는 credentials= 파일 사용."])
    ask = L(lang, ["Who manages the NAS accounts?", "Can the export go to object storage instead?"],
            ["NAS 계정은 누가 관리하나요?", "export를 오브젝트 스토리지로 바꿀 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: sqlcmd -P password")
def _s(lang):
    h = ch([f"{ch(SVC)}-sql.{ch(DOMAINS)}", f"{host()},1433", "tcp:sql-prod-01.database.windows.net,1433"])
    u = ch(["sa", "app_login", "etl", "reporting"])
    pw = pw_in("!@#%^*-_+.~")
    snip = ch([f"sqlcmd -S {h} -U {u} -P '{pw}' -d {dbname()} -Q \"SELECT @@VERSION\"",
               f"bcp dbo.Orders out orders.csv -S {h} -U {u} -P '{pw}' -c -t ','"])
    ctx = L(lang, ["I didn't know the SQL Server uses a non-default collation, so string comparisons differed.",
                   "The export job on SQL Server runs as a SQL login, not Windows auth."],
            ["SQL Server가 기본값이 아닌 collation이라 문자열 비교가 달랐다는 걸 몰랐음.", "SQL Server export 잡이 윈도우 인증이 아니라 SQL 로그인으로 돈다는 걸 몰랐음."])
    les = L(lang, ["Check collation with SELECT DATABASEPROPERTYEX before comparing.", "bcp needs -c for character mode or it writes native format."],
            ["비교 전에 DATABASEPROPERTYEX로 collation 확인.", "bcp는 -c 없으면 native 포맷으로 씀."])
    ask = L(lang, ["Can we switch the job to a managed identity?", "Which collation should new tables use?"],
            ["잡을 managed identity로 바꿀 수 있나요?", "새 테이블은 어떤 collation을 써야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: PowerShell ConvertTo-SecureString -AsPlainText")
def _s(lang):
    u = ch(["CORP\\svc-deploy", "Administrator", "CORP\\backup", ".\\localadmin"])
    pw = pw_in("!@#%^&*()-_=+[]{}:,.?~")
    snip = (f"$sec = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n"
            f"$cred = New-Object System.Management.Automation.PSCredential('{u}', $sec)\n"
            f"Invoke-Command -ComputerName {ch(['WIN-APP01', 'SRV-FILE02', 'BUILD-W10'])} -Credential $cred -ScriptBlock {{ Restart-Service W3SVC }}")
    ctx = L(lang, ["The Windows hosts are not domain-joined for WinRM over HTTPS, which I assumed.",
                   "I didn't know IIS must be restarted remotely after the config transform."],
            ["윈도우 호스트가 HTTPS WinRM용으로 도메인 가입돼 있을 거라 착각했음.", "config transform 후 IIS를 원격으로 재시작해야 한다는 걸 몰랐음."])
    les = L(lang, ["Invoke-Command needs TrustedHosts set for non-domain hosts.", "Restart W3SVC, not the app pool, after machine.config changes."],
            ["도메인 밖 호스트는 TrustedHosts 설정이 필요함.", "machine.config 변경 뒤엔 앱 풀이 아니라 W3SVC 재시작."])
    ask = L(lang, ["Is there a gMSA we can use instead of a stored credential?", "Which hosts are in TrustedHosts?"],
            ["저장된 자격 증명 대신 gMSA를 쓸 수 있나요?", "TrustedHosts에 어떤 호스트가 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


@secret("shell: zip / 7z archive password flag")
def _s(lang):
    pw = pw_in("!@#%^*-_+.~")
    fn = ch(["logs_2024Q3", "export_customers", "incident-4471", "payroll_backup"])
    snip = ch([f"zip -r -P '{pw}' {fn}.zip {fn}/", f"7z a -p'{pw}' -mhe=on {fn}.7z {fn}/", f"unzip -P '{pw}' {fn}.zip -d /tmp/x"])
    ctx = L(lang, ["The auditor asked for the logs as an encrypted archive, which was not in the ticket.",
                   "I didn't know zip's -P uses the weak ZipCrypto scheme."],
            ["감사인이 암호화된 압축파일로 로그를 요청했는데 티켓에 없었음.", "zip -P가 약한 ZipCrypto를 쓴다는 걸 몰랐음."])
    les = L(lang, ["Prefer 7z with -mhe=on so file names are hidden too.", "Passing the password on the command line leaves it in shell history."],
            ["파일명까지 숨기려면 7z -mhe=on을 쓸 것.", "명령줄 비밀번호는 셸 히스토리에 남음."])
    ask = L(lang, ["How should the archive password reach the auditor?", "Is there a secure file drop we should use?"],
            ["압축 비밀번호는 감사인에게 어떻게 전달하나요?", "써야 하는 보안 파일 전달 경로가 있나요?"])
    snip2 = snip
    if lang == "ko" and maybe(0.5):
        snip2 = snip + f"\n압축 비번: {pw}"
    return place(lang, ctx, les, ask, snip2, [pw], "cmd")


@secret("shell: ldapsearch -w bind password")
def _s(lang):
    pw = pw_in(SYM_SQ)
    dc = ch(["dc=corp,dc=local", "dc=acme,dc=io", "dc=nuri,dc=kr"])
    snip = f"ldapsearch -x -H ldaps://ldap.{ch(DOMAINS)}:636 -D 'cn=svc-ldap,ou=services,{dc}' -w '{pw}' -b 'ou=people,{dc}' '(uid={ch(NAMES)})'"
    ctx = L(lang, ["I didn't know group membership is stored as memberOf on the user, not on groups.",
                   "Nobody mentioned the directory only allows LDAPS."],
            ["그룹 멤버십이 그룹이 아니라 사용자 memberOf에 저장된다는 걸 몰랐음.", "디렉터리가 LDAPS만 허용한다는 걸 아무도 말 안 함."])
    les = L(lang, ["Query memberOf on the user entry.", "Use -W to prompt instead of -w on shared machines."],
            ["사용자 엔트리에서 memberOf를 조회할 것.", "공용 머신에서는 -w 대신 -W로 프롬프트 입력."])
    ask = L(lang, ["Is the service bind account allowed to read memberOf?", "Who rotates the LDAP bind account?"],
            ["서비스 바인드 계정이 memberOf를 읽을 수 있나요?", "LDAP 바인드 계정 교체는 누가 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: echo password | sudo -S")
def _s(lang):
    pw = pw_in("!@#%^*-_+.,~")
    snip = ch([f"echo '{pw}' | sudo -S apt-get install -y libpq-dev",
               f"echo \"{pw}\" | sudo -S systemctl restart {ch(SVC)}-worker",
               f"ssh {ch(['ubuntu', 'deploy'])}@{host()} \"echo '{pw}' | sudo -S tail -n 200 /var/log/syslog\""])
    ctx = L(lang, ["The deploy user is not in NOPASSWD sudoers on the older hosts.",
                   "I didn't know the worker runs as a systemd unit rather than under supervisor."],
            ["구형 호스트에서는 deploy 유저가 NOPASSWD sudoers에 없음.", "워커가 supervisor가 아니라 systemd 유닛으로 돈다는 걸 몰랐음."])
    les = L(lang, ["Ask for a sudoers rule for the exact command instead of piping the password.", "systemctl status shows the real unit name."],
            ["비밀번호 파이프 대신 해당 명령만 허용하는 sudoers 규칙을 요청할 것.", "진짜 유닛 이름은 systemctl status로 확인."])
    ask = L(lang, ["Can deploy get a NOPASSWD rule for systemctl restart?", "Which hosts still need the sudo password?"],
            ["deploy에 systemctl restart용 NOPASSWD 규칙을 줄 수 있나요?", "아직 sudo 비밀번호가 필요한 호스트는 어디인가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: export in .bashrc / profile")
def _s(lang):
    var = ch(["DB_PASSWORD", "SMTP_PASS", "ADMIN_PASSWORD", "LDAP_BIND_PW", "RABBITMQ_PASS", "KEYSTORE_PASS"])
    pw = pw_in("!@#%^&*()-_=+[]{}:,.?~")
    snip = f"export {var}='{pw}'"
    if maybe(0.5):
        snip = f"# ~/.bashrc on the build agent\nexport APP_ENV=staging\n{snip}\nexport PATH=$HOME/.local/bin:$PATH"
    ctx = L(lang, ["The build agent picked up credentials from ~/.bashrc, which nobody had mentioned.",
                   f"I could not tell where {var} came from until I checked the login shell profile."],
            ["빌드 에이전트가 ~/.bashrc에서 자격 증명을 읽고 있었는데 아무도 언급 안 했음.", f"로그인 셸 프로필을 보기 전까지 {var}가 어디서 오는지 몰랐음."])
    les = L(lang, ["Non-interactive shells don't read ~/.bashrc; cron jobs failed for that reason.", "Grep the profile files when an env var appears from nowhere."],
            ["비대화형 셸은 ~/.bashrc를 안 읽음. 그래서 크론이 실패했음.", "환경변수 출처가 불분명하면 프로필 파일부터 grep."])
    ask = L(lang, ["Can these move to the CI secret store?", "Who else logs into this agent?"],
            ["이 값들을 CI 시크릿 저장소로 옮길 수 있나요?", "이 에이전트에 누가 또 로그인하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("shell: wget --password / --http-password")
def _s(lang):
    u = ch(["mirror", "partner", "dl", "vendor_acme"])
    pw = pw_in(SYM_SQ)
    snip = ch([f"wget --user={u} --password='{pw}' https://files.{ch(DOMAINS)}/releases/latest.tar.gz",
               f"wget -q --http-user={u} --http-password='{pw}' -O data.zip https://partner.{ch(DOMAINS)}/export/daily.zip",
               f"lftp -u {u},'{pw}' sftp://files.{ch(DOMAINS)} -e 'mirror /out ./in; bye'"])
    ctx = L(lang, ["The partner export is behind HTTP basic auth and the URL changes daily.",
                   "I didn't know the vendor mirror is the only place the old release is kept."],
            ["파트너 export가 basic auth 뒤에 있고 URL이 매일 바뀜.", "구버전 릴리스가 벤더 미러에만 있다는 걸 몰랐음."])
    les = L(lang, ["Download to a temp name and move after checksum.", "Use a .netrc with 600 permissions instead of flags."],
            ["임시 이름으로 받고 체크섬 확인 뒤 이동.", "플래그 대신 권한 600의 .netrc 사용."])
    ask = L(lang, ["Does the partner offer token-based download?", "Where is the checksum published?"],
            ["파트너가 토큰 기반 다운로드를 제공하나요?", "체크섬은 어디에 공개되나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: rabbitmqctl add_user / change_password")
def _s(lang):
    u = ch(["orders_consumer", "celery", "publisher", "shovel"])
    pw = pw_in(SYM_SQ)
    snip = ch([f"rabbitmqctl add_user {u} '{pw}' && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'",
               f"rabbitmqctl change_password {u} '{pw}'"])
    ctx = L(lang, ["The consumer could not connect after the broker rebuild because users are not in the definitions export.",
                   "I didn't know the default guest user only works on localhost."],
            ["브로커 재구축 후 사용자 정의가 export에 없어서 컨슈머가 못 붙었음.", "기본 guest 유저는 localhost에서만 된다는 걸 몰랐음."])
    les = L(lang, ["Export definitions including users before rebuilding a broker.", "Set permissions per vhost, not globally."],
            ["브로커 재구축 전 사용자 포함 definitions를 export할 것.", "권한은 전역이 아니라 vhost별로."])
    ask = L(lang, ["Which vhost should the consumer use?", "Is the broker config in git anywhere?"],
            ["컨슈머는 어떤 vhost를 써야 하나요?", "브로커 설정이 git 어딘가에 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: helm --set password values")
def _s(lang):
    pw = pw_in("!@#%^&*()-_+.?~")
    pw2 = pw_in("!@#%^&*()-_+.?~")
    rel = ch(["pg", "redis", "kc", "minio", "grafana"])
    chart = {"pg": "bitnami/postgresql", "redis": "bitnami/redis", "kc": "bitnami/keycloak", "minio": "bitnami/minio",
             "grafana": "grafana/grafana"}[rel]
    key = {"pg": "auth.postgresPassword", "redis": "auth.password", "kc": "auth.adminPassword", "minio": "auth.rootPassword",
           "grafana": "adminPassword"}[rel]
    secrets = [pw]
    snip = f"helm upgrade --install {rel} {chart} -n {ch(ENVS)} --set {key}='{pw}'"
    if rel == "pg" and maybe(0.6):
        snip += f" --set auth.password='{pw2}'"
        secrets.append(pw2)
    ctx = L(lang, ["The chart regenerates a random password on every upgrade unless it is set explicitly.",
                   "I didn't know the existing PVC keeps the old password, so the new value was ignored."],
            ["값을 명시하지 않으면 차트가 업그레이드마다 랜덤 비밀번호를 다시 만듦.", "기존 PVC가 예전 비밀번호를 유지해서 새 값이 무시된다는 걸 몰랐음."])
    les = L(lang, ["Use auth.existingSecret rather than --set.", "Changing the password in values does not change it in an initialised data dir."],
            ["--set 대신 auth.existingSecret 사용.", "values에서 비밀번호를 바꿔도 초기화된 데이터 디렉터리에는 반영 안 됨."])
    ask = L(lang, ["Is there an existing secret I should reference?", "Can we wipe the PVC in this namespace?"],
            ["참조해야 할 기존 시크릿이 있나요?", "이 네임스페이스 PVC를 지워도 되나요?"])
    return place(lang, ctx, les, ask, snip, secrets, "cmd")


@secret("shell: docker run -e password env")
def _s(lang):
    pw = pw_in("!@#%^*-_+.~")
    img = ch(["postgres:16", "mysql:8.4", "mcr.microsoft.com/mssql/server:2022-latest", "mariadb:11", "quay.io/keycloak/keycloak:25.0"])
    var = {"postgres:16": "POSTGRES_PASSWORD", "mysql:8.4": "MYSQL_ROOT_PASSWORD",
           "mcr.microsoft.com/mssql/server:2022-latest": "MSSQL_SA_PASSWORD", "mariadb:11": "MARIADB_ROOT_PASSWORD",
           "quay.io/keycloak/keycloak:25.0": "KC_BOOTSTRAP_ADMIN_PASSWORD"}[img]
    snip = f"docker run -d --name {ch(SVC)}-db -e {var}='{pw}' -p 5{ri(100, 999)}:{ch(['5432', '3306', '1433', '8080'])} {img}"
    ctx = L(lang, ["The shared dev box runs the database in docker and its password is not written down anywhere.",
                   "I did not know the container was recreated nightly from a cron script."],
            ["공용 개발 서버는 DB를 도커로 띄우는데 비밀번호가 어디에도 정리돼 있지 않음.", "컨테이너가 크론 스크립트로 매일 밤 재생성된다는 걸 몰랐음."])
    les = L(lang, ["docker inspect shows -e values to anyone in the docker group.", "Map the port to a non-default one to avoid clashes."],
            ["docker 그룹이면 누구나 docker inspect로 -e 값을 볼 수 있음.", "포트 충돌 피하려고 기본값이 아닌 포트로 매핑."])
    ask = L(lang, ["Who else uses the dev box database?", "Can we switch to --env-file with restricted permissions?"],
            ["개발 서버 DB를 또 누가 쓰나요?", "권한 제한된 --env-file로 바꿔도 될까요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: keytool -storepass / -keypass")
def _s(lang):
    sp = pw_in("!@#%^*-_+.~")
    kp = pw_in("!@#%^*-_+.~")
    two = maybe(0.5)
    snip = f"keytool -importcert -alias {ch(['partner-ca', 'internal-root', 'gw'])} -file ca.crt -keystore truststore.jks -storepass '{sp}' -noprompt"
    secrets = [sp]
    if two:
        snip = f"keytool -genkeypair -alias app -keyalg EC -keystore app.p12 -storetype PKCS12 -storepass '{sp}' -keypass '{kp}' -dname 'CN={ch(SVC)}.{ch(DOMAINS)}'"
        secrets = [sp, kp]
    ctx = L(lang, ["The JVM ignored the system CA bundle and used its own truststore, which no one had documented.",
                   "Didn't know the app reads the keystore path from a JVM flag, not from application.yml."],
            ["JVM이 시스템 CA 번들 대신 자체 truststore를 쓰는데 문서화가 안 돼 있었음.", "앱이 키스토어 경로를 application.yml이 아니라 JVM 플래그에서 읽는다는 걸 몰랐음."])
    les = L(lang, ["Import the partner CA into the truststore the service actually loads (-Djavax.net.ssl.trustStore).", "PKCS12 keystores use the store password for the key as well on some JDKs."],
            ["서비스가 실제 로드하는 truststore(-Djavax.net.ssl.trustStore)에 파트너 CA를 넣을 것.", "일부 JDK에서는 PKCS12 키 비밀번호가 스토어 비밀번호와 같아야 함."])
    ask = L(lang, ["Where is the truststore built in the image?", "Should the keystore password come from the secret manager?"],
            ["이미지에서 truststore는 어디서 만들어지나요?", "키스토어 비밀번호는 시크릿 매니저에서 받아야 하나요?"])
    return place(lang, ctx, les, ask, snip, secrets, "cmd")


@secret("shell: ansible-playbook -e with become password")
def _s(lang):
    pw = pw_in("!@#%^*-_+.~")
    snip = ch([f"ansible-playbook -i inventory/{ch(ENVS)} site.yml -e 'ansible_become_pass={pw}' --limit web",
               f"ansible all -i hosts.ini -m ping -e \"ansible_user=deploy ansible_password={pw}\""])
    ctx = L(lang, ["The inventory had no become password and the playbook hung on the sudo prompt.",
                   "I didn't know the new hosts have password auth for the first bootstrap only."],
            ["인벤토리에 become 비밀번호가 없어서 플레이북이 sudo 프롬프트에서 멈췄음.", "신규 호스트는 최초 부트스트랩 때만 비밀번호 인증이라는 걸 몰랐음."])
    les = L(lang, ["Use --ask-become-pass or a vault-encrypted group_vars file.", "Extra vars show up in the process list on the control node."],
            ["--ask-become-pass나 vault로 암호화한 group_vars를 쓸 것.", "extra vars는 컨트롤 노드 프로세스 목록에 보임."])
    ask = L(lang, ["Is there an ansible-vault file for this inventory?", "When do the bootstrap passwords get disabled?"],
            ["이 인벤토리용 ansible-vault 파일이 있나요?", "부트스트랩 비밀번호는 언제 비활성화되나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: gpg --passphrase batch")
def _s(lang):
    pw = pw_in(SYM_SQ)
    snip = ch([f"gpg --batch --yes --pinentry-mode loopback --passphrase '{pw}' -d secrets.tar.gpg | tar x",
               f"gpg --batch --pinentry-mode loopback --passphrase '{pw}' --symmetric --cipher-algo AES256 dump.sql"])
    ctx = L(lang, ["gpg kept opening a pinentry dialog in CI; I did not know loopback mode was needed.",
                   "The handover archive was symmetric-encrypted and the ticket did not say with what."],
            ["CI에서 gpg가 계속 pinentry 창을 띄웠음. loopback 모드가 필요한 걸 몰랐음.", "인수인계 아카이브가 대칭키 암호화였는데 티켓에 방식이 없었음."])
    les = L(lang, ["--pinentry-mode loopback is required with --passphrase on gpg 2.1+.", "Prefer --passphrase-file with a tmpfs file."],
            ["gpg 2.1+에서 --passphrase에는 --pinentry-mode loopback 필수.", "tmpfs 파일로 --passphrase-file을 쓰는 편이 나음."])
    ask = L(lang, ["Who holds the passphrase for the handover archives?", "Can we switch to recipient keys?"],
            ["인수인계 아카이브 패스프레이즈는 누가 갖고 있나요?", "수신자 공개키 방식으로 바꿀 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: ipmitool / BMC password")
def _s(lang):
    pw = pw_in("!@#%^*-_+.~")
    h = f"10.{ri(0, 9)}.{ri(100, 120)}.{ri(2, 250)}"
    snip = ch([f"ipmitool -I lanplus -H {h} -U ADMIN -P '{pw}' chassis power cycle",
               f"racadm -r {h} -u root -p '{pw}' serveraction powercycle",
               f"ipmitool -I lanplus -H {h} -U admin -P '{pw}' sol activate"])
    ctx = L(lang, ["The node was hung and I didn't know the BMC network is reachable from the jump host.",
                   "Nobody had written down that the iDRAC firmware needs lanplus."],
            ["노드가 멈췄는데 점프 호스트에서 BMC 네트워크에 접근된다는 걸 몰랐음.", "iDRAC 펌웨어가 lanplus가 필요하다는 게 어디에도 없었음."])
    les = L(lang, ["Try SOL first to see the console before power cycling.", "Power cycle only after the storage team confirms the node is drained."],
            ["전원 재시작 전에 SOL로 콘솔부터 확인.", "스토리지 팀이 노드 drain 확인한 뒤에만 전원 재시작."])
    ask = L(lang, ["Are BMC passwords per node or shared?", "Who must be told before a power cycle?"],
            ["BMC 비밀번호가 노드별인가요 공용인가요?", "전원 재시작 전에 누구에게 알려야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: restic/borg repository password env")
def _s(lang):
    pw = pw_in(SYM_SQ)
    if maybe(0.5):
        snip = f"RESTIC_PASSWORD='{pw}' restic -r s3:s3.amazonaws.com/{ch(SVC)}-backups snapshots --latest 3"
    else:
        snip = f"BORG_PASSPHRASE='{pw}' borg list ssh://borg@{host()}/./repo"
    ctx = L(lang, ["The restore drill failed because nobody knew the backup repository passphrase was in a different vault item.",
                   "I didn't know backups are encrypted client-side."],
            ["백업 저장소 패스프레이즈가 다른 볼트 항목에 있는 걸 아무도 몰라서 복구 훈련이 실패했음.", "백업이 클라이언트 측에서 암호화된다는 걸 몰랐음."])
    les = L(lang, ["Without the repository password the backups are unrecoverable; store it with the repo URL.", "List snapshots before running forget/prune."],
            ["저장소 비밀번호 없으면 백업 복구 불가. 저장소 URL과 함께 보관할 것.", "forget/prune 전에 스냅샷 목록부터 확인."])
    ask = L(lang, ["Where is the backup passphrase escrowed?", "Who is allowed to run prune?"],
            ["백업 패스프레이즈는 어디에 보관되나요?", "prune은 누가 실행할 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("shell: crontab line with inline password")
def _s(lang):
    pw = pw_bare()
    snip = ch([f"0 3 * * * /usr/bin/mysqldump -u backup -p{pw} --all-databases | gzip > /backup/all_$(date +\\%F).sql.gz",
               f"*/15 * * * * curl -fsS -u monitor:{pw} https://{ch(SVC)}.{ch(DOMAINS)}/internal/sync >/dev/null"])
    ctx = L(lang, ["The backup was running from root's crontab on the DB host, which was not in any runbook.",
                   "I didn't know the sync endpoint is triggered by cron rather than the scheduler service."],
            ["백업이 DB 호스트 root 크론탭에서 돌고 있었는데 어떤 런북에도 없었음.", "sync 엔드포인트가 스케줄러가 아니라 크론으로 호출되는 줄 몰랐음."])
    les = L(lang, ["% must be escaped in crontab.", "crontab -l on every host before assuming where jobs run."],
            ["크론탭에서는 %를 이스케이프해야 함.", "잡 위치를 추정하기 전에 모든 호스트에서 crontab -l 확인."])
    ask = L(lang, ["Can this cron move to the job scheduler?", "Who reads the backup output?"],
            ["이 크론을 잡 스케줄러로 옮길 수 있나요?", "백업 결과는 누가 확인하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


# ---- connection strings -------------------------------------------------------------------------

def pct(p):
    return urllib.parse.quote(p, safe="")


@secret("dsn: postgres URL userinfo")
def _s(lang):
    u, h, db = user(), host(), dbname()
    pw = pw_in("-_.~")
    scheme = ch(["postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg"])
    url = f"{scheme}://{u}:{pw}@{h}:5432/{db}" + ch(["", "?sslmode=require", "?sslmode=verify-full&application_name=worker"])
    snip = ch([f"DATABASE_URL={url}", url, f"SQLALCHEMY_DATABASE_URI = \"{url}\""])
    ctx = L(lang, ["The worker pool exhausted connections; I didn't know pgbouncer runs in transaction mode.",
                   "Didn't know the async driver needs a different URL scheme."],
            ["워커 풀이 커넥션을 다 써버림. pgbouncer가 transaction 모드인 걸 몰랐음.", "async 드라이버는 URL 스킴이 다르다는 걸 몰랐음."])
    les = L(lang, ["Prepared statements break under pgbouncer transaction pooling.", "postgresql+asyncpg:// for asyncpg, not postgres://."],
            ["pgbouncer transaction 풀링에서는 prepared statement가 깨짐.", "asyncpg는 postgres://가 아니라 postgresql+asyncpg://."])
    ask = L(lang, ["Should services connect through pgbouncer or directly?", "What is the pool size budget per service?"],
            ["서비스는 pgbouncer를 거쳐야 하나요 직접 붙어야 하나요?", "서비스별 커넥션 풀 예산은?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("dsn: URL with percent-encoded password")
def _s(lang):
    u, h, db = user(), host(), dbname()
    while True:
        raw = mpw("@:/#?%&=+!$")
        enc = pct(raw)
        if enc != raw:
            break
    scheme = ch(["postgresql", "mysql", "mongodb", "redis", "amqp"])
    port = {"postgresql": 5432, "mysql": 3306, "mongodb": 27017, "redis": 6379, "amqp": 5672}[scheme]
    url = f"{scheme}://{u}:{enc}@{h}:{port}/{db if scheme != 'redis' else '0'}"
    ctx = L(lang, ["The password contains reserved characters and the driver failed to parse the URL until it was percent-encoded.",
                   "I didn't know the library does not decode %40 in userinfo on older versions."],
            ["비밀번호에 예약 문자가 있어서 퍼센트 인코딩 전까지 드라이버가 URL을 못 읽었음.", "구버전 라이브러리가 userinfo의 %40을 디코딩하지 않는다는 걸 몰랐음."])
    les = L(lang, ["Encode the password with urllib.parse.quote(pw, safe='') before building the URL.", "Pass user and password as separate parameters when the driver allows it."],
            ["URL 만들기 전에 urllib.parse.quote(pw, safe='')로 인코딩.", "드라이버가 지원하면 사용자/비밀번호를 별도 파라미터로."])
    ask = L(lang, ["Can the password be regenerated without URL-reserved characters?", "Which driver version does prod pin?"],
            ["URL 예약 문자 없이 비밀번호를 다시 만들 수 있나요?", "운영은 어떤 드라이버 버전을 고정하나요?"])
    return place(lang, ctx, les, ask, f"{ch(['DB_URL', 'BROKER_URL', 'CACHE_URL', 'MONGO_URI'])}={url}", [enc], "cfg")


@secret("dsn: JDBC URL with password parameter")
def _s(lang):
    h, db, u = host(), dbname(), user()
    pw = pw_in("!@#%^*-_+.~")
    k = ri(0, 2)
    if k == 0:
        url = f"jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=true&serverTimezone=Asia/Seoul"
    elif k == 1:
        url = f"jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}&ssl=true"
    else:
        url = f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw};encrypt=true;trustServerCertificate=false"
    snip = ch([f"spring.datasource.url={url}", f"<property name=\"url\" value=\"{url.replace('&', '&amp;')}\"/>" if k != 2 else url, url])
    ctx = L(lang, ["Timestamps were off by nine hours; I didn't know the JDBC serverTimezone defaulted to UTC.",
                   "I did not know the legacy service builds its JDBC URL in one property."],
            ["타임스탬프가 9시간 어긋났음. JDBC serverTimezone 기본값이 UTC인 걸 몰랐음.", "레거시 서비스가 JDBC URL을 프로퍼티 하나로 만든다는 걸 몰랐음."])
    les = L(lang, ["Set serverTimezone explicitly for MySQL Connector/J.", "Split user/password out of the URL into their own properties."],
            ["MySQL Connector/J는 serverTimezone을 명시할 것.", "URL에서 user/password를 분리해 별도 프로퍼티로."])
    ask = L(lang, ["Should the datasource move to a JNDI resource?", "Which timezone should the DB session use?"],
            ["데이터소스를 JNDI 리소스로 옮겨야 하나요?", "DB 세션 타임존은 무엇으로?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("dsn: ADO.NET / SQL Server connection string")
def _s(lang):
    h, db = host(), dbname()
    pw = pw_in(SYM_CONN)
    u = ch(["app_user", "sa", "svc_api", "webapp"])
    cs = ch([f"Server=tcp:{h},1433;Initial Catalog={db};User ID={u};Password={pw};Encrypt=True;Connection Timeout=30;",
             f"Data Source={h};Database={db};User Id={u};Password={pw};TrustServerCertificate=True;"])
    snip = ch([f"\"ConnectionStrings\": {{ \"Default\": \"{cs}\" }}", f"ConnectionStrings__Default=\"{cs}\"", cs])
    ctx = L(lang, ["The API ignored appsettings.Production.json because ASPNETCORE_ENVIRONMENT was unset on the VM.",
                   "I didn't know environment variables override appsettings with a double underscore."],
            ["VM에 ASPNETCORE_ENVIRONMENT가 없어서 API가 appsettings.Production.json을 무시했음.", "환경변수가 __ 구분자로 appsettings를 덮어쓴다는 걸 몰랐음."])
    les = L(lang, ["Check which appsettings file is loaded at startup logs.", "Use Encrypt=True with a proper certificate; TrustServerCertificate hides problems."],
            ["시작 로그에서 어떤 appsettings가 로드되는지 확인.", "Encrypt=True에 정식 인증서 사용. TrustServerCertificate는 문제를 숨김."])
    ask = L(lang, ["Can we use Azure AD auth for the API's DB connection?", "Where is ASPNETCORE_ENVIRONMENT set for the VMs?"],
            ["API DB 연결을 Azure AD 인증으로 바꿀 수 있나요?", "VM의 ASPNETCORE_ENVIRONMENT는 어디서 설정하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("dsn: MongoDB SRV URI")
def _s(lang):
    u = ch(["app", "atlasAdmin", "reporting", "svc-sync"])
    pw = pw_in("-_.~")
    cl = f"cluster{ri(0, 3)}.{lan(5)}.mongodb.net"
    uri = f"mongodb+srv://{u}:{pw}@{cl}/{dbname()}?retryWrites=true&w=majority" + ch(["", "&appName=worker"])
    snip = ch([f"MONGODB_URI={uri}", f"client = MongoClient(\"{uri}\")", f"mongosh \"{uri}\""])
    ctx = L(lang, ["The new IP of the worker was not in the Atlas access list, and I didn't know that was managed by hand.",
                   "I didn't know SRV lookups fail on the corporate DNS resolver."],
            ["워커 새 IP가 Atlas 접근 목록에 없었고, 그게 수동 관리라는 걸 몰랐음.", "사내 DNS 리졸버에서 SRV 조회가 실패한다는 걸 몰랐음."])
    les = L(lang, ["Add the NAT gateway IP, not the pod IP, to the access list.", "Fall back to the standard connection string when SRV is blocked."],
            ["접근 목록에는 파드 IP가 아니라 NAT 게이트웨이 IP를.", "SRV가 막히면 표준 연결 문자열로 대체."])
    ask = L(lang, ["Who manages the Atlas IP access list?", "Is there a private endpoint we should use?"],
            ["Atlas IP 접근 목록은 누가 관리하나요?", "써야 할 private endpoint가 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("dsn: redis / amqp / smtp URL userinfo")
def _s(lang):
    pw = pw_in("-_.~")
    k = ri(0, 3)
    if k == 0:
        url = f"rediss://default:{pw}@{ch(SVC)}-cache.{ch(DOMAINS)}:6380/0"; var = "REDIS_URL"
    elif k == 1:
        url = f"amqps://{ch(['celery', 'worker', 'orders'])}:{pw}@mq.{ch(DOMAINS)}:5671/{ch(['prod', '%2F', 'jobs'])}"; var = "CELERY_BROKER_URL"
    elif k == 2:
        url = f"smtp://{ch(['noreply', 'alerts', 'mailer'])}%40{ch(['acme.io', 'nuri-lab.kr'])}:{pw}@smtp.{ch(['gmail.com', 'office365.com', 'worksmobile.com'])}:587"; var = "EMAIL_URL"
    else:
        url = f"ftp://{ch(['upload', 'edi', 'partner'])}:{pw}@ftp.{ch(DOMAINS)}:21/incoming/"; var = "FTP_URL"
    snip = f"{var}={url}"
    ctx = L(lang, ["The service reads one URL for all connection details, which I didn't know until I read settings.py.",
                   "Nobody mentioned the broker moved to TLS on a different port."],
            ["서비스가 모든 연결 정보를 URL 하나로 읽는다는 걸 settings.py를 보기 전까지 몰랐음.", "브로커가 다른 포트의 TLS로 옮겼다는 얘기를 못 들었음."])
    les = L(lang, ["The TLS scheme (rediss/amqps) matters; the plain one hangs instead of failing.", "Print the parsed host, never the whole URL, when debugging."],
            ["TLS 스킴(rediss/amqps)이 중요함. 평문 스킴은 실패 대신 멈춤.", "디버깅 땐 URL 전체 말고 파싱된 호스트만 출력."])
    ask = L(lang, ["Which port does the TLS endpoint use now?", "Is there a per-service user for the broker?"],
            ["TLS 엔드포인트 포트가 지금 몇 번인가요?", "브로커에 서비스별 사용자가 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("dsn: libpq / ODBC key=value string")
def _s(lang):
    h, db, u = host(), dbname(), user()
    pw = pw_in("!@#%^*-_+.~")
    if maybe(0.5):
        snip = f"conn = psycopg2.connect(\"host={h} port=5432 dbname={db} user={u} password={pw} sslmode=require\")"
        kind = "code"
    else:
        snip = f"Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={db};Uid={u};Pwd={{{pw}}};Encrypt=yes;"
        kind = "cfg"
    ctx = L(lang, ["The notebook connected with a hand-written DSN that nobody else knew about.",
                   "I did not know the ODBC driver 18 turns encryption on by default."],
            ["노트북이 아무도 모르는 수기 DSN으로 접속하고 있었음.", "ODBC 드라이버 18은 기본으로 암호화가 켜진다는 걸 몰랐음."])
    les = L(lang, ["Move DSNs into environment variables before sharing notebooks.", "Wrap ODBC values containing ; or } in braces."],
            ["노트북 공유 전에 DSN을 환경변수로 옮길 것.", "; 나 }가 들어간 ODBC 값은 중괄호로 감쌀 것."])
    ask = L(lang, ["Is there a shared read-only login for notebooks?", "Which ODBC driver version is on the analysts' machines?"],
            ["노트북용 공용 읽기 전용 로그인이 있나요?", "분석가 PC의 ODBC 드라이버 버전은?"])
    return place(lang, ctx, les, ask, snip, [pw], kind)


@secret("dsn: Oracle sqlplus user/password@")
def _s(lang):
    u = ch(["APPS", "hr_app", "ERP_RO", "batch"])
    pw = pw_in("_#$")
    svc = ch(["ORCLPDB1", "ERPPRD", "FINDB"])
    snip = ch([f"sqlplus {u}/{pw}@//{host()}:1521/{svc}", f"expdp {u}/{pw}@{svc} schemas={u} directory=DATA_PUMP_DIR dumpfile={u.lower()}.dmp"])
    ctx = L(lang, ["The ERP DB still uses service names, not SIDs, which the old script assumed.",
                   "I didn't know Data Pump writes to a directory object on the server, not locally."],
            ["ERP DB는 SID가 아니라 서비스명을 쓰는데 옛 스크립트는 SID를 가정했음.", "Data Pump가 로컬이 아니라 서버의 디렉터리 객체에 쓴다는 걸 몰랐음."])
    les = L(lang, ["Use the EZConnect form //host:port/service.", "Check DBA_DIRECTORIES for the dump path."],
            ["EZConnect 형식 //host:port/service 사용.", "덤프 경로는 DBA_DIRECTORIES에서 확인."])
    ask = L(lang, ["Can we get a wallet instead of passing the password?", "Who can read the Data Pump directory?"],
            ["비밀번호 전달 대신 wallet을 받을 수 있나요?", "Data Pump 디렉터리는 누가 읽을 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


@secret("url: proxy URL with credentials")
def _s(lang):
    u = ch(["svc-proxy", "build", "kim.minji", "corp%5Cdevops"])
    pw = pw_in("-_.~!*")
    p = f"http://{u}:{pw}@proxy.{ch(DOMAINS)}:{ch(['3128', '8080', '8888'])}"
    snip = ch([f"export HTTPS_PROXY={p}\nexport NO_PROXY=localhost,127.0.0.1,.{ch(DOMAINS)}",
               f"pip install --proxy {p} -r requirements.txt", f"git config --global http.proxy {p}"])
    ctx = L(lang, ["Package installs timed out; I didn't know the build network forces an authenticating proxy.",
                   "NO_PROXY was missing internal hosts, so calls to the internal registry went out through the proxy."],
            ["패키지 설치가 타임아웃났음. 빌드망이 인증 프록시를 강제하는 걸 몰랐음.", "NO_PROXY에 내부 호스트가 빠져서 내부 레지스트리 호출이 프록시로 나갔음."])
    les = L(lang, ["Set NO_PROXY for internal domains whenever HTTPS_PROXY is set.", "Tools differ on lowercase vs uppercase proxy variables."],
            ["HTTPS_PROXY 설정 시 내부 도메인용 NO_PROXY도 같이.", "도구마다 프록시 변수 대소문자 처리가 다름."])
    ask = L(lang, ["Is there a proxy account for CI rather than a personal one?", "Which domains belong in NO_PROXY?"],
            ["개인 계정 말고 CI용 프록시 계정이 있나요?", "NO_PROXY에 넣을 도메인 목록은?"])
    return place(lang, ctx, les, ask, snip, [pw], "cmd")


# ---- prose ------------------------------------------------------------------------------------

@secret("prose en: password stated in a sentence")
def _s(lang):
    pw = pw_any("!@#$%^&*-_+.?~")
    sysname = L(lang, ["the staging admin panel", "the old Jenkins", "the shared QA account", "the partner SFTP", "the Metabase instance",
                       "the router at the branch office"], ["스테이징 관리자 패널", "예전 젠킨스", "공용 QA 계정", "파트너 SFTP", "메타베이스",
                       "지점 공유기"])
    if lang == "en":
        mc = ch([f"I didn't know who owns {sysname}; found out the login is admin and the password is {pw}, set by a contractor last year.",
                 f"Spent an hour locked out of {sysname} because nobody told me the password had been changed to {pw} during the audit.",
                 f"Missing: credentials for {sysname}. Someone in the thread said just use {pw} for now."])
        le = ch(["Shared logins drift; check the password manager entry date before trusting it.",
                 "Ask for access through the request form instead of hunting in old threads."])
        ak = ch([f"Who is the owner of {sysname} now?", "Can this account move to SSO?"])
    else:
        mc = ch([f"{sysname} 담당자를 몰랐음. 로그인은 admin이고 password is {pw} 라고 예전 외주사 문서에 있었음.",
                 f"감사 중에 {sysname} 비밀번호가 {pw} 로 바뀐 걸 아무도 알려주지 않아서 한 시간 잠겨 있었다."])
        le = ch(["공용 계정은 값이 자꾸 바뀜. 비밀번호 관리자 항목 수정일부터 확인.", "옛 스레드 뒤지지 말고 접근 요청 양식으로 요청할 것."])
        ak = ch([f"{sysname}의 현재 담당자는?", "이 계정을 SSO로 옮길 수 있나요?"])
    if maybe(0.35):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("prose ko: formal 비밀번호는 ... 입니다")
def _s(lang):
    pw = pw_any("!@#$%^&*-_+.?~")
    target = ch(["관리자 콘솔", "스테이징 DB", "사내 위키 관리자 계정", "ERP 테스트 계정", "NAS 관리자", "고객사 VPN"])
    if lang == "ko":
        mc = ch([f"{target} 접속 정보가 문서에 없어서 담당자에게 문의함. 비밀번호는 {pw} 입니다.",
                 f"{target} 계정은 ops 공용이며, 현재 비밀번호는 「{pw}」입니다. 분기마다 변경됩니다.",
                 f"{target} 초기 비밀번호가 {pw} 로 설정되어 있다는 사실을 몰랐습니다."])
        le = ch(["공용 계정 비밀번호는 팀 볼트에서 확인할 것.", "초기 비밀번호는 최초 로그인 시 반드시 변경해야 함."])
        ak = ch([f"{target} 계정 담당자는 누구인가요?", "다음 비밀번호 변경 일정은 언제인가요?"])
    else:
        mc = ch([f"The {target} ({ch(['admin console', 'staging DB', 'NAS admin'])}) login was not documented; the owner told me the password is {pw}.",
                 f"I didn't know the initial password for the {target} account was set to {pw}."])
        le = ch(["Look for shared passwords in the team vault first.", "Initial passwords must be changed on first login."])
        ak = ch(["Who owns this account?", "When is the next scheduled rotation?"])
    sl = ri(0, 2)
    if sl == 1:
        mc, le = le, mc
    elif sl == 2 and len(mc.encode()) < 480:
        mc, ak = ak + " " + ch(["(확인 필요)", "(check)"]), mc
        mc = L(lang, "The account details were not in the handover document.", "인수인계 문서에 계정 정보가 없었음.") + " " + mc
    return fields3(lang, mc, le, ak, [pw])


@secret("prose ko casual: 비번 chat style")
def _s(lang):
    pw = pw_any("!@#$%^&*-_+.?~")
    if lang == "ko":
        mc = ch([f"ㅇㅇ 스테이징 db 비번 {pw} 임 ㅋㅋ 아무도 안 알려줘서 슬랙 검색함",
                 f"아 그 공유기 관리자 비번 {pw} 으로 바꿨어요~ 참고하세요",
                 f"비번 뭐였지 하다가 예전 DM 보니까 {pw} 였음;; 이거 문서화 좀",
                 f"테스트 계정 qa01 / {pw} 로 로그인됨 ㄱㄱ"])
        le = ch(["공용 계정은 누가 바꾸면 꼭 공지하기로 함", "DM에 비번 돌아다니는 거 별로임… 볼트로 옮기자", "로그인 막히면 일단 잠금 여부부터 확인"])
        ak = ch(["이거 누가 관리함?", "담에 바뀌면 어디서 확인하면 됨?", "볼트 경로 있어요?"])
    else:
        mc = ch([f"lol the staging db pw is {pw}, nobody told me so I searched slack",
                 f"fyi changed the office router admin pw to {pw} btw",
                 f"test acct qa01 / {pw} works, go go"])
        le = ch(["if someone changes a shared login, post it in the channel", "pws floating around in DMs is bad, move to vault"])
        ak = ch(["who owns this?", "where do i check next time it changes?"])
    if maybe(0.4):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("chat transcript: user pasted a password to the agent")
def _s(lang):
    pw = pw_any("!@#$%^&*-_+.?~")
    svc = ch(["the staging MySQL", "Grafana", "the FTP drop", "the Jira service account", "the Windows build VM"])
    if lang == "en":
        mc = f"Agent: I can't reach {svc}, do you have credentials?\nUser: yeah use ops / {pw}\nAgent: thanks, connected."
        le = ch(["The user had credentials that were not in the repo or the vault.", "Connection worked once given the shared account."])
        ak = ch(["Ask the user up front which account to use for staging.", "Ask whether a personal account should be created instead."])
    else:
        svc = ch(["스테이징 MySQL", "그라파나", "FTP 업로드 서버", "지라 서비스 계정", "윈도우 빌드 VM"])
        mc = f"에이전트: {svc}에 접속이 안 되는데 계정 정보 있으세요?\n사용자: 아 ops / {pw} 쓰시면 돼요\n에이전트: 감사합니다, 접속됐습니다."
        le = ch(["레포나 볼트에 없는 계정 정보를 사용자가 갖고 있었음.", "공용 계정을 받고 나서 접속 성공."])
        ak = ch(["스테이징용 계정을 처음부터 물어볼 것.", "개인 계정을 따로 만들어야 하는지 물어볼 것."])
    sl = ri(0, 2)
    if sl == 1:
        mc, le = le, mc
    elif sl == 2:
        mc, ak = le, mc
        le = L(lang, "Asked the user for access instead of guessing.", "추측하지 않고 사용자에게 접근 정보를 요청했음.")
    return fields3(lang, mc, le, ak, [pw])


@secret("split: label in one field, value in the next")
def _s(lang):
    pw = pw_any("!@#$%^&*-_+.?~")
    what = L(lang, ch(["Grafana admin", "the SFTP user partner_acme", "the staging Keycloak admin", "the kiosk Windows account"]),
             ch(["그라파나 admin", "SFTP 계정 partner_acme", "스테이징 키클록 관리자", "키오스크 윈도우 계정"]))
    k = ri(0, 2)
    if lang == "en":
        a = ch([f"Reset {what} because the account was locked. New password:", f"Credentials for {what} (password in the next field):",
                f"The {what} password was rotated today; the value is"])
        b = ch([f"{pw}", f"{pw} — change it after the SSO migration.", f"{pw} (temporary)"])
        other = ch(["Remember to update the monitoring check that logs in with it.", "Ask who else uses this login."])
    else:
        a = ch([f"{what} 계정이 잠겨서 초기화함. 새 비밀번호:", f"{what} 접속 정보 (비밀번호는 다음 칸):", f"오늘 {what} 비밀번호 교체함. 값은"])
        b = ch([f"{pw}", f"{pw} — SSO 전환 후 변경 예정", f"{pw} (임시)"])
        other = ch(["이 계정으로 로그인하는 모니터링 체크도 같이 수정할 것.", "이 로그인을 또 누가 쓰는지 확인."])
    if k == 0:
        return fields3(lang, a, b, other, [pw])
    if k == 1:
        return fields3(lang, other, a, b, [pw])
    return fields3(lang, a, other, b, [pw])


@secret("rotation: old and new password")
def _s(lang):
    old, new = pw_any("!@#$%^&*-_+.?~"), pw_any("!@#$%^&*-_+.?~")
    acct = ch(["svc_orders", "app", "replicator", "airflow", "sftp_partner"])
    if lang == "en":
        mc = ch([f"Rotated the {acct} DB password from {old} to {new}; the worker still had the old one cached.",
                 f"Changed {acct}: old={old} new={new}. Nobody told me the batch host had its own copy."])
        le = ch(["After rotating, restart every consumer, including the cron host.", "Keep the old credential valid for one deploy cycle."])
        ak = ch(["Which services read this account's password?", "Is there a rotation runbook?"])
    else:
        mc = ch([f"{acct} DB 비밀번호를 {old} → {new} 로 교체함. 워커가 예전 값을 캐시하고 있었음.",
                 f"{acct} 변경: 이전 {old} / 신규 {new}. 배치 호스트에 별도 사본이 있는 걸 몰랐음."])
        le = ch(["교체 후에는 크론 호스트 포함 모든 소비자를 재시작할 것.", "이전 자격 증명은 배포 한 사이클 동안 유지."])
        ak = ch(["이 계정 비밀번호를 읽는 서비스 목록은?", "교체 런북이 있나요?"])
    if maybe(0.3):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [old, new])


@secret("recovery codes list")
def _s(lang):
    k = ri(0, 2)
    if k == 0:
        codes = [f"{hx(5)}-{hx(5)}" for _ in range(ri(4, 8))]
        svc = "GitHub"
    elif k == 1:
        codes = [f"{dg(4)} {rs(DG, 4)}" for _ in range(ri(4, 8))]
        svc = "Google Workspace"
    else:
        codes = [f"{uan(4)}-{uan(4)}-{uan(4)}" for _ in range(ri(3, 6))]
        svc = ch(["AWS root", "Atlassian", "Okta", "네이버 웍스"])
    lst = "\n".join(codes) if maybe(0.5) else ", ".join(codes)
    ctx = L(lang, [f"The {svc} admin account's MFA device was on a laptop that got wiped; I didn't know recovery codes existed.",
                   f"I didn't know the {svc} break-glass account uses recovery codes, not a hardware key."],
            [f"{svc} 관리자 계정 MFA 기기가 초기화된 노트북에 있었음. 복구 코드가 있는 줄 몰랐다.",
             f"{svc} 비상 계정이 하드웨어 키가 아니라 복구 코드를 쓴다는 걸 몰랐음."])
    les = L(lang, ["Each code works once; cross them off after use.", "Regenerate the codes after using one."],
            ["코드는 한 번씩만 사용 가능. 사용 후 표시할 것.", "하나 쓰면 코드를 재발급할 것."])
    ask = L(lang, ["Where should the remaining codes be stored?", "Who else can reset MFA on this account?"],
            ["남은 코드는 어디에 보관해야 하나요?", "이 계정 MFA를 초기화할 수 있는 사람은?"])
    snip = L(lang, f"Recovery codes:\n{lst}", f"복구 코드:\n{lst}")
    return place(lang, ctx, les, ask, snip, codes, "text")


@secret("TOTP seed / otpauth URI")
def _s(lang):
    seed = rs(B32, ch([16, 32, 32, 52]))
    iss = ch(["Acme", "AWS", "GitLab", "Nuri-VPN", "Grafana"])
    who = ch(NAMES)
    if maybe(0.5):
        snip = f"otpauth://totp/{iss}:{who}?secret={seed}&issuer={iss}&digits=6&period=30"
    else:
        sp = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4)) if maybe(0.4) else seed
        seed = sp
        snip = L(lang, f"TOTP secret key: {sp}", f"OTP 시크릿 키: {sp}")
    ctx = L(lang, ["The shared ops account needs a TOTP code and only one person had the authenticator.",
                   "I didn't know the VPN requires a second factor for the service account too."],
            ["공용 ops 계정이 TOTP가 필요한데 인증 앱을 한 명만 갖고 있었음.", "서비스 계정도 VPN 2차 인증이 필요하다는 걸 몰랐음."])
    les = L(lang, ["Enroll a second device when setting up shared MFA.", "oathtool --totp -b generates the code on the CLI."],
            ["공용 MFA 설정 시 두 번째 기기도 등록할 것.", "CLI에서는 oathtool --totp -b로 코드 생성 가능."])
    ask = L(lang, ["Should shared accounts use a hardware key instead?", "Who else has the authenticator enrolled?"],
            ["공용 계정은 하드웨어 키를 써야 하나요?", "인증 앱을 등록한 사람이 또 있나요?"])
    return place(lang, ctx, les, ask, snip, [seed], "text")


def der_len(n):
    return bytes([n]) if n < 128 else bytes([0x81, n])


def ec_sec1_pem_lines():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    s = base64.b64encode(der).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def ec_pkcs8_pem_lines():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) +
           bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    s = base64.b64encode(der).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def ed25519_pkcs8_line():
    return base64.b64encode(bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)).decode()


def sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    seed, pub = rbytes(32), rbytes(32)
    pubblob = sshstr("ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr("ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i]); i += 1
    blob = b"openssh-key-v1\x00" + sshstr("none") + sshstr("none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
    s = base64.b64encode(blob).decode()
    return [s[i:i + 70] for i in range(0, len(s), 70)]


@secret("private key: EC PEM body")
def _s(lang):
    lines = ec_sec1_pem_lines() if maybe(0.6) else ec_pkcs8_pem_lines()
    hdr = "EC PRIVATE KEY" if lines[0].startswith("MHcC") else "PRIVATE KEY"
    pem = f"-----BEGIN {hdr}-----\n" + "\n".join(lines) + f"\n-----END {hdr}-----"
    ctx = L(lang, ["The mTLS client key for the partner gateway was not in the secret store; the old agent had it on disk.",
                   "I didn't know the webhook signer expects an EC key in SEC1 format."],
            ["파트너 게이트웨이 mTLS 클라이언트 키가 시크릿 저장소에 없고 예전 에이전트 디스크에만 있었음.", "웹훅 서명기가 SEC1 형식의 EC 키를 기대하는 걸 몰랐음."])
    les = L(lang, ["openssl ec -in key.pem -check validates it quickly.", "Convert with openssl pkcs8 -topk8 -nocrypt when the library wants PKCS#8."],
            ["openssl ec -in key.pem -check로 빠르게 검증 가능.", "라이브러리가 PKCS#8을 원하면 openssl pkcs8 -topk8 -nocrypt로 변환."])
    ask = L(lang, ["Where should the gateway client key live?", "Is this key also used for signing elsewhere?"],
            ["게이트웨이 클라이언트 키는 어디에 둬야 하나요?", "이 키를 다른 곳에서도 서명에 쓰나요?"])
    return place(lang, ctx, les, ask, pem, lines, "cfg")


@secret("private key: OpenSSH ed25519 body")
def _s(lang):
    while True:
        lines = openssh_ed25519_lines(f"{ch(['deploy', 'ci', 'backup', 'gitops'])}@{ch(SVC)}-{ch(ENVS)}")
        if len(lines[-1]) >= 8:
            break
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    ctx = L(lang, ["The deploy key for the config repo was only on the old runner; I copied it from there.",
                   "I didn't know the backup host pulls over SSH with a dedicated key."],
            ["설정 레포 deploy 키가 예전 러너에만 있어서 거기서 복사함.", "백업 호스트가 전용 키로 SSH pull 한다는 걸 몰랐음."])
    les = L(lang, ["chmod 600 or ssh refuses the key.", "Deploy keys should be read-only and per repository."],
            ["권한 600 아니면 ssh가 키를 거부함.", "deploy 키는 레포별 읽기 전용이어야 함."])
    ask = L(lang, ["Can we generate a fresh deploy key for the new runner?", "Who has copies of this key?"],
            ["새 러너용 deploy 키를 새로 만들 수 있나요?", "이 키 사본을 가진 사람은?"])
    return place(lang, ctx, les, ask, pem, lines, "cfg")


@secret("private key: PKCS#8 ed25519 single line")
def _s(lang):
    line = ed25519_pkcs8_line()
    k = ri(0, 1)
    if k == 0:
        snip = f"-----BEGIN PRIVATE KEY-----\n{line}\n-----END PRIVATE KEY-----"
    else:
        snip = f"SIGNING_KEY_PEM=\"-----BEGIN PRIVATE KEY-----\\n{line}\\n-----END PRIVATE KEY-----\""
    ctx = L(lang, ["The license signer uses an Ed25519 key that nobody had written down where it lives.",
                   "I didn't know the JWT issuer switched from RS256 to EdDSA."],
            ["라이선스 서명기가 쓰는 Ed25519 키 위치가 어디에도 없었음.", "JWT 발급자가 RS256에서 EdDSA로 바뀐 걸 몰랐음."])
    les = L(lang, ["Literal \\n in env vars must be unescaped before loading the PEM.", "EdDSA keys are tiny; don't mistake one for a truncated RSA key."],
            ["환경변수의 \\n은 PEM 로드 전에 풀어줘야 함.", "EdDSA 키는 짧음. 잘린 RSA 키로 착각하지 말 것."])
    ask = L(lang, ["Which key id should the JWKS publish?", "Where is the signing key backed up?"],
            ["JWKS에는 어떤 key id를 게시해야 하나요?", "서명 키 백업은 어디에?"])
    return place(lang, ctx, les, ask, snip, [line], "cfg")


@secret("k8s: Secret data base64 values")
def _s(lang):
    pw = pw_any(SYM_DQ)
    u = user()
    bpw = b64s(pw)
    secrets = [bpw]
    extra = ""
    if maybe(0.5):
        api = an(32)
        extra = f"\n  API_KEY: {b64s(api)}"
        secrets.append(b64s(api))
    snip = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {ch(SVC)}-db\n  namespace: {ch(ENVS)}\ntype: Opaque\ndata:\n"
            f"  DB_USER: {b64s(u)}\n  DB_PASSWORD: {bpw}{extra}")
    ctx = L(lang, ["The Secret manifest was committed in the infra repo base64-encoded; I assumed that meant encrypted.",
                   "I didn't know the chart reads DB_PASSWORD from a Secret created outside helm."],
            ["Secret 매니페스트가 base64로 인프라 레포에 커밋돼 있었음. 암호화된 줄 알았다.", "차트가 helm 밖에서 만든 Secret의 DB_PASSWORD를 읽는다는 걸 몰랐음."])
    les = L(lang, ["base64 is encoding, not encryption; use sealed-secrets or SOPS.", "echo -n matters when encoding, otherwise a newline sneaks in."],
            ["base64는 암호화가 아니라 인코딩. sealed-secrets나 SOPS를 쓸 것.", "인코딩할 때 echo -n 안 쓰면 개행이 들어감."])
    ask = L(lang, ["Can this manifest be replaced by an ExternalSecret?", "Has this value been rotated since it was committed?"],
            ["이 매니페스트를 ExternalSecret으로 바꿀 수 있나요?", "커밋된 이후 이 값이 교체됐나요?"])
    return place(lang, ctx, les, ask, snip, secrets, "cfg")


@secret("k8s: Secret stringData plain values")
def _s(lang):
    pw = pw_in(SYM_DQ)
    tok = an(ri(32, 48))
    snip = (f"kind: Secret\napiVersion: v1\nmetadata:\n  name: {ch(['worker-env', 'api-config', 'smtp'])}\nstringData:\n"
            f"  SMTP_PASSWORD: \"{pw}\"\n  INTERNAL_API_TOKEN: {tok}\n  LOG_LEVEL: info")
    ctx = L(lang, ["stringData values were applied from a file in the repo; I didn't know that file was tracked.",
                   "Nobody mentioned the worker reads SMTP settings from a Secret, not the ConfigMap."],
            ["stringData 값이 레포 파일에서 적용되고 있었고, 그 파일이 추적 중인 줄 몰랐음.", "워커가 SMTP 설정을 ConfigMap이 아니라 Secret에서 읽는다는 얘기가 없었음."])
    les = L(lang, ["Only secret material belongs in the Secret; LOG_LEVEL should be in the ConfigMap.", "git log the file to see when it was added."],
            ["Secret에는 민감 정보만. LOG_LEVEL은 ConfigMap으로.", "파일이 언제 추가됐는지 git log로 확인."])
    ask = L(lang, ["Should this file be removed from git history?", "Who rotates the SMTP password?"],
            ["이 파일을 git 히스토리에서 지워야 하나요?", "SMTP 비밀번호 교체는 누가 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw, tok], "cfg")


@secret("CI: GitHub Actions env with literal value")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    tok = an(40)
    snip = (f"jobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      DB_PASSWORD: \"{pw}\"\n      REPORT_UPLOAD_TOKEN: {tok}\n"
            f"    steps:\n      - uses: actions/checkout@v4\n      - run: make test")
    ctx = L(lang, ["The workflow had credentials inline because repository secrets were not available to forks.",
                   "I didn't know the integration tests hit the shared staging DB, not a service container."],
            ["포크에서 레포 시크릿을 못 써서 워크플로에 자격 증명이 인라인으로 들어가 있었음.", "통합 테스트가 서비스 컨테이너가 아니라 공용 스테이징 DB를 친다는 걸 몰랐음."])
    les = L(lang, ["Use ${{ secrets.NAME }} and a postgres service container for tests.", "Workflow files are public on public repos."],
            ["${{ secrets.NAME }}와 postgres 서비스 컨테이너를 쓸 것.", "공개 레포면 워크플로 파일도 공개임."])
    ask = L(lang, ["Can tests use a throwaway database?", "Who can add repository secrets?"],
            ["테스트용 일회성 DB를 써도 되나요?", "레포 시크릿은 누가 추가할 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw, tok], "cfg")


@secret("CI: GitLab CI variables block")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    snip = (f"variables:\n  POSTGRES_DB: {dbname()}\n  POSTGRES_USER: runner\n  POSTGRES_PASSWORD: \"{pw}\"\n"
            f"  DATABASE_URL: \"postgresql://runner:$POSTGRES_PASSWORD@postgres:5432/{dbname()}\"")
    if maybe(0.5):
        dpw = pw_in("-_.~")
        snip += f"\ndeploy:\n  script:\n    - sshpass -p '{dpw}' ssh deploy@{host()} ./release.sh"
        secrets = [pw, dpw]
    else:
        secrets = [pw]
    ctx = L(lang, ["The pipeline defined credentials in .gitlab-ci.yml instead of CI/CD settings, which I only noticed in review.",
                   "I didn't know variables in .gitlab-ci.yml are visible to everyone with repo read access."],
            [".gitlab-ci.yml에 자격 증명이 CI/CD 설정 대신 정의돼 있었음. 리뷰에서야 알았다.", ".gitlab-ci.yml 변수는 레포 읽기 권한만 있으면 다 보인다는 걸 몰랐음."])
    les = L(lang, ["Masked + protected variables belong in project settings.", "$VAR expansion inside variables works only for CI variables."],
            ["masked + protected 변수는 프로젝트 설정에.", "variables 안의 $VAR 확장은 CI 변수에만 동작."])
    ask = L(lang, ["Who has maintainer rights to add protected variables?", "Does deploy need its own SSH key?"],
            ["protected 변수 추가 가능한 maintainer는 누구?", "deploy에 전용 SSH 키가 필요한가요?"])
    return place(lang, ctx, les, ask, snip, secrets, "cfg")


@secret("CI: Jenkinsfile withEnv literal")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    snip = (f"stage('Integration') {{\n  steps {{\n    withEnv([\"SONAR_LOGIN=admin\", \"SONAR_PASSWORD={pw}\"]) {{\n"
            f"      sh './gradlew sonarqube'\n    }}\n  }}\n}}")
    ctx = L(lang, ["The Jenkinsfile passes credentials with withEnv, not withCredentials, so they show up in the build log.",
                   "I didn't know the Sonar analysis runs as the admin user."],
            ["Jenkinsfile이 withCredentials가 아니라 withEnv로 자격 증명을 넘겨서 빌드 로그에 찍힘.", "Sonar 분석이 admin 계정으로 돈다는 걸 몰랐음."])
    les = L(lang, ["withCredentials masks values in the console; withEnv does not.", "Use a Sonar token, not the admin password."],
            ["withCredentials는 콘솔에서 값을 마스킹하지만 withEnv는 아님.", "admin 비밀번호 대신 Sonar 토큰 사용."])
    ask = L(lang, ["Can I add a Jenkins credential entry for Sonar?", "Are old build logs retained?"],
            ["Sonar용 Jenkins credential 항목을 추가해도 되나요?", "예전 빌드 로그가 보관되나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


@secret(".env: several lines with secrets")
def _s(lang):
    dbp = pw_in(SYM_ENV)
    js = rs(B64U, ri(32, 64))
    sp = pw_in(SYM_ENV)
    lines = [f"APP_ENV={ch(ENVS)}", f"DB_HOST={host()}", f"DB_USER={user()}", f"DB_PASSWORD={dbp}", f"JWT_SECRET={js}",
             f"SMTP_USER=noreply@{ch(['acme.io', 'nuri-lab.kr'])}", f"SMTP_PASSWORD={sp}", "LOG_LEVEL=debug"]
    R.shuffle(lines)
    snip = "\n".join(lines)
    ctx = L(lang, [".env.staging was committed with real values; I didn't know the template file was .env.example.",
                   "The service read a leftover .env in the working directory instead of the injected variables."],
            [".env.staging이 실제 값으로 커밋돼 있었음. 템플릿 파일이 .env.example인 걸 몰랐다.", "서비스가 주입된 변수 대신 작업 디렉터리에 남은 .env를 읽고 있었음."])
    les = L(lang, ["dotenv does not override existing env vars by default, but the container had none set.", "Add .env* to .gitignore except .env.example."],
            ["dotenv는 기본적으로 기존 환경변수를 덮지 않지만 컨테이너엔 설정된 게 없었음.", ".env.example 외의 .env*는 .gitignore에."])
    ask = L(lang, ["Which of these values need rotating now that they were committed?", "Is there a template I should copy?"],
            ["커밋됐으니 이 중 무엇을 교체해야 하나요?", "복사할 템플릿이 있나요?"])
    return place(lang, ctx, les, ask, snip, [dbp, js, sp], "cfg")


@secret("compose: docker-compose environment")
def _s(lang):
    pw = pw_in(SYM_ENV)
    rp = pw_in(SYM_ENV)
    snip = (f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}\n"
            f"  cache:\n    image: redis:7\n    command: [\"redis-server\", \"--requirepass\", \"{rp}\"]")
    ctx = L(lang, ["The compose file used on the demo server differs from the one in the repo; I didn't know.",
                   "I didn't know the volume kept the old postgres password, so the env change did nothing."],
            ["데모 서버의 compose 파일이 레포 것과 다르다는 걸 몰랐음.", "볼륨이 예전 postgres 비밀번호를 유지해서 env 변경이 무효였음."])
    les = L(lang, ["POSTGRES_PASSWORD is only applied on first init of the data directory.", "Use env_file with a local, untracked file."],
            ["POSTGRES_PASSWORD는 데이터 디렉터리 최초 초기화 때만 적용.", "추적되지 않는 로컬 파일로 env_file 사용."])
    ask = L(lang, ["Is the demo server's compose file tracked somewhere?", "Can the demo volume be reset?"],
            ["데모 서버 compose 파일이 어디서 관리되나요?", "데모 볼륨을 초기화해도 되나요?"])
    return place(lang, ctx, les, ask, snip, [pw, rp], "cfg")


@secret("config: Spring application.yml datasource")
def _s(lang):
    pw = pw_in("!@#%^&*()-_+.?~")
    mp = pw_in("!@#%^&*()-_+.?~")
    snip = (f"spring:\n  datasource:\n    url: jdbc:postgresql://{host()}:5432/{dbname()}\n    username: {user()}\n    password: '{pw}'\n"
            f"  mail:\n    host: smtp.{ch(DOMAINS)}\n    username: alerts\n    password: '{mp}'")
    ctx = L(lang, ["application-prod.yml with real credentials was baked into the jar.", "I didn't know profile-specific YAML overrides the env vars in this old Boot version."],
            ["실제 자격 증명이 들어간 application-prod.yml이 jar에 포함돼 있었음.", "이 구버전 Boot에선 프로필 YAML이 환경변수를 덮는다는 걸 몰랐음."])
    les = L(lang, ["Use ${DB_PASSWORD} placeholders in YAML.", "unzip -l the jar to see which config files ship."],
            ["YAML에는 ${DB_PASSWORD} 플레이스홀더를 쓸 것.", "jar에 어떤 설정 파일이 들어가는지 unzip -l로 확인."])
    ask = L(lang, ["Can the prod profile be removed from the artifact?", "Where are these values supposed to come from?"],
            ["산출물에서 prod 프로필을 뺄 수 있나요?", "이 값들은 원래 어디서 와야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw, mp], "cfg")


@secret("config: TOML file with password and token")
def _s(lang):
    pw = pw_in(SYM_DQ)
    tok = rs(B64U, ri(30, 44))
    snip = (f"[database]\nhost = \"{host()}\"\nuser = \"{user()}\"\npassword = \"{pw}\"\n\n[alerts]\nwebhook_token = \"{tok}\"\nchannel = \"#ops\"")
    ctx = L(lang, ["The Rust service loads config.toml from the working dir; I didn't know the prod one had secrets in it.",
                   "I didn't know the alert sender authenticates with a static token."],
            ["러스트 서비스가 작업 디렉터리의 config.toml을 읽는데 운영본에 시크릿이 있는 줄 몰랐음.", "알림 발송기가 고정 토큰으로 인증한다는 걸 몰랐음."])
    les = L(lang, ["Support env overrides (APP__DATABASE__PASSWORD) in the config loader.", "Keep config.toml in the image with placeholders only."],
            ["설정 로더에서 환경변수 오버라이드(APP__DATABASE__PASSWORD)를 지원할 것.", "이미지 안 config.toml은 플레이스홀더만."])
    ask = L(lang, ["Is config-rs env override enabled in prod?", "Who issued the webhook token?"],
            ["운영에서 config-rs 환경변수 오버라이드가 켜져 있나요?", "웹훅 토큰은 누가 발급했나요?"])
    return place(lang, ctx, les, ask, snip, [pw, tok], "cfg")


@secret("config: .my.cnf / INI client password")
def _s(lang):
    pw = pw_in(SYM_ENV)
    snip = ch([f"[client]\nuser={user()}\npassword={pw}\nhost={host()}",
               f"[mysqldump]\nuser=backup\npassword=\"{pw}\"\nsingle-transaction"])
    ctx = L(lang, ["mysql connected without a password prompt because ~/.my.cnf existed on the jump host.",
                   "I didn't know the backup script relies on the [mysqldump] group in root's .my.cnf."],
            ["점프 호스트에 ~/.my.cnf가 있어서 mysql이 비밀번호 없이 붙었음.", "백업 스크립트가 root .my.cnf의 [mysqldump] 그룹에 의존한다는 걸 몰랐음."])
    les = L(lang, ["mysql --print-defaults shows which option files apply.", "chmod 600 the option file."],
            ["mysql --print-defaults로 적용되는 옵션 파일 확인.", "옵션 파일은 chmod 600."])
    ask = L(lang, ["Is that jump host shared?", "Should backups use mysql_config_editor instead?"],
            ["그 점프 호스트는 공용인가요?", "백업은 mysql_config_editor를 써야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: .pgpass line")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    h, db, u = host(), dbname(), user()
    snip = f"{h}:5432:{db}:{u}:{pw}"
    if maybe(0.5):
        snip = f"$ cat ~/.pgpass\n{snip}\n*:5432:*:postgres:{(pw2 := pw_in('!@#%^&*()-_=+.?~'))}"
        return place(lang, L(lang, "psql never prompted because ~/.pgpass had entries for every host.", "~/.pgpass에 모든 호스트 항목이 있어서 psql이 비밀번호를 안 물었음."),
                     L(lang, "Wildcard lines in .pgpass match more than you expect.", ".pgpass의 와일드카드 줄은 생각보다 넓게 매칭됨."),
                     L(lang, "Whose .pgpass is this and should it exist on a shared box?", "이 .pgpass는 누구 것이고 공용 서버에 있어도 되나요?"),
                     snip, [pw, pw2], "cfg")
    ctx = L(lang, ["The migration job reads ~/.pgpass of the service user, which nobody had documented.", "I didn't know libpq ignores .pgpass unless it is mode 0600."],
            ["마이그레이션 잡이 서비스 유저의 ~/.pgpass를 읽는데 문서화가 안 돼 있었음.", "libpq는 .pgpass 권한이 0600이 아니면 무시한다는 걸 몰랐음."])
    les = L(lang, ["PGPASSFILE can point to a different file.", "Fields are host:port:db:user:password."],
            ["PGPASSFILE로 다른 파일을 가리킬 수 있음.", "필드는 host:port:db:user:password."])
    ask = L(lang, ["Can the migration job use IAM auth?", "Who else logs in as the service user?"],
            ["마이그레이션 잡에 IAM 인증을 쓸 수 있나요?", "서비스 유저로 또 누가 로그인하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: .netrc machine login password")
def _s(lang):
    pw = rs(AN, ri(20, 40)) if maybe(0.5) else pw_in("!@#%^&*-_+.?~")
    m = ch(["api.heroku.com", "git.acme.io", "files.nuri-lab.kr", "artifactory.hanbit.dev", "urs.earthdata.nasa.gov"])
    snip = f"machine {m}\n  login {ch(NAMES)}\n  password {pw}"
    ctx = L(lang, ["curl -n picked up credentials from ~/.netrc, which explained why it worked only for me.", "I didn't know the download tool reads .netrc."],
            ["curl -n이 ~/.netrc에서 자격 증명을 읽어서 나한테서만 동작했던 것.", "다운로드 도구가 .netrc를 읽는다는 걸 몰랐음."])
    les = L(lang, ["Check ~/.netrc when something authenticates 'magically'.", ".netrc must be 600."],
            ["뭔가 '알아서' 인증되면 ~/.netrc부터 확인.", ".netrc는 600이어야 함."])
    ask = L(lang, ["Should CI get its own account for this host?", "Is this login personal?"],
            ["CI용 계정을 따로 만들어야 하나요?", "이 로그인은 개인 계정인가요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: .npmrc _auth base64 / _password")
def _s(lang):
    u, pw = ch(["ci", "deploy", "builder"]), pw_in("!@#%^&*-_+.?~")
    reg = ch(["nexus.acme.io/repository/npm-group/", "npm.nuri-lab.kr/", "artifactory.hanbit.dev/artifactory/api/npm/npm/"])
    if maybe(0.5):
        a = b64s(f"{u}:{pw}")
        snip = f"registry=https://{reg}\n//{reg}:_auth={a}\nalways-auth=true"
        secrets = [a]
    else:
        a = b64s(pw)
        snip = f"//{reg}:username={u}\n//{reg}:_password={a}\n//{reg}:email=ci@acme.io"
        secrets = [a]
    ctx = L(lang, ["npm install failed with E401 on the runner; the .npmrc in the home dir had stale auth.", "I didn't know the private registry needs always-auth."],
            ["러너에서 npm install이 E401. 홈 디렉터리 .npmrc에 오래된 인증이 있었음.", "사설 레지스트리가 always-auth가 필요하다는 걸 몰랐음."])
    les = L(lang, ["_auth is base64(user:pass) and _password is base64(pass); neither is encryption.", "Project .npmrc overrides the user one."],
            ["_auth는 base64(user:pass), _password는 base64(pass). 둘 다 암호화 아님.", "프로젝트 .npmrc가 사용자 .npmrc를 덮음."])
    ask = L(lang, ["Can the registry issue tokens instead of passwords?", "Is the runner's home dir persisted between jobs?"],
            ["레지스트리가 비밀번호 대신 토큰을 발급할 수 있나요?", "러너 홈 디렉터리가 잡 간에 유지되나요?"])
    return place(lang, ctx, les, ask, snip, secrets, "cfg")


@secret("config: pip.conf index-url credentials")
def _s(lang):
    pw = pw_in("-_.~")
    u = ch(["pypi-reader", "ci", "build"])
    idx = f"https://{u}:{pw}@{ch(['nexus.acme.io/repository/pypi-all/simple', 'pypi.nuri-lab.kr/simple', 'artifactory.hanbit.dev/api/pypi/pypi/simple'])}"
    snip = ch([f"[global]\nindex-url = {idx}\ntimeout = 60", f"PIP_INDEX_URL={idx}", f"pip install -i {idx} internal-utils==2.4.1"])
    ctx = L(lang, ["Internal packages resolved only on machines with a global pip.conf.", "I didn't know the mirror requires auth even for public packages."],
            ["전역 pip.conf가 있는 머신에서만 내부 패키지가 설치됐음.", "미러가 공개 패키지도 인증을 요구한다는 걸 몰랐음."])
    les = L(lang, ["pip config list shows where index-url comes from.", "Use keyring or netrc rather than userinfo in the URL."],
            ["index-url 출처는 pip config list로 확인.", "URL userinfo 대신 keyring이나 netrc 사용."])
    ask = L(lang, ["Is there a read-only token for the mirror?", "Who administers the package mirror?"],
            ["미러용 읽기 전용 토큰이 있나요?", "패키지 미러 관리자는?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: Maven settings.xml server password")
def _s(lang):
    pw = pw_in("!@#%^*-_+.?~")
    snip = (f"<servers>\n  <server>\n    <id>{ch(['internal-releases', 'nexus', 'company-snapshots'])}</id>\n    <username>{ch(['deployment', 'ci', 'publisher'])}</username>\n"
            f"    <password>{pw}</password>\n  </server>\n</servers>")
    ctx = L(lang, ["mvn deploy failed with 401 because the server id in settings.xml did not match the pom.", "I didn't know the CI image bakes in a settings.xml."],
            ["settings.xml의 server id가 pom과 달라서 mvn deploy가 401.", "CI 이미지에 settings.xml이 포함돼 있다는 걸 몰랐음."])
    les = L(lang, ["The <id> must equal distributionManagement repository id.", "Use mvn --encrypt-password or env interpolation ${env.NEXUS_PASSWORD}."],
            ["<id>는 distributionManagement 저장소 id와 같아야 함.", "mvn --encrypt-password나 ${env.NEXUS_PASSWORD} 사용."])
    ask = L(lang, ["Which image layer adds settings.xml?", "Should publishing use a token user?"],
            ["settings.xml은 이미지 어느 레이어에서 추가되나요?", "배포에 토큰 사용자를 써야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("http: Authorization Basic header")
def _s(lang):
    u = ch(["admin", "api", "integration", "partner_acme", "metrics"])
    pw = pw_any()
    b = b64s(f"{u}:{pw}")
    snip = ch([f"Authorization: Basic {b}", f"curl -H 'Authorization: Basic {b}' https://{ch(SVC)}.{ch(DOMAINS)}/v1/export",
               f"headers = {{\"Authorization\": \"Basic {b}\"}}"])
    ctx = L(lang, ["The partner API only supports basic auth; the header was copied from a Postman collection.", "I didn't know the legacy endpoint ignores bearer tokens."],
            ["파트너 API가 basic auth만 지원해서 Postman 컬렉션에서 헤더를 복사해 옴.", "레거시 엔드포인트가 bearer 토큰을 무시한다는 걸 몰랐음."])
    les = L(lang, ["A Basic header is just base64(user:password).", "Postman collections exported with auth carry the credential."],
            ["Basic 헤더는 base64(user:password)일 뿐.", "인증 포함해서 export한 Postman 컬렉션엔 자격 증명이 들어 있음."])
    ask = L(lang, ["Can the partner give us an API key?", "Where is the Postman collection shared?"],
            ["파트너가 API 키를 줄 수 있나요?", "Postman 컬렉션은 어디에 공유돼 있나요?"])
    return place(lang, ctx, les, ask, snip, [b], "cmd")


@secret("http: bearer / X-API-Key internal token header")
def _s(lang):
    tok = ch([rs(B64U, ri(32, 64)), hx(64), an(48), f"{an(8)}.{rs(B64U, 40)}"])
    hdr = ch(["Authorization: Bearer ", "X-API-Key: ", "X-Internal-Token: ", "Api-Key: "])
    url = f"https://{ch(SVC)}.{ch(DOMAINS)}/{ch(['admin/reindex', 'v2/jobs', 'internal/flags', 'api/export?since=2024-10-01'])}"
    snip = ch([f"curl -X POST -H '{hdr}{tok}' {url}", f"http POST {url} '{hdr.strip().rstrip(':')}:{tok}'",
               f"{hdr}{tok}"])
    ctx = L(lang, ["The admin endpoint needs a static token that lives only in the ops team's notes.", "I didn't know the reindex endpoint is protected by a shared header token."],
            ["admin 엔드포인트에 ops팀 메모에만 있는 고정 토큰이 필요했음.", "reindex 엔드포인트가 공유 헤더 토큰으로 보호된다는 걸 몰랐음."])
    les = L(lang, ["The endpoint returns 404 (not 401) without the header, which is confusing.", "Reindex takes ~20 minutes; don't retry early."],
            ["헤더가 없으면 401이 아니라 404를 줘서 헷갈림.", "reindex는 20분 정도 걸림. 일찍 재시도 금지."])
    ask = L(lang, ["Can we get per-caller tokens for the admin endpoints?", "Who issued this static token?"],
            ["admin 엔드포인트용 호출자별 토큰을 받을 수 있나요?", "이 고정 토큰은 누가 발급했나요?"])
    return place(lang, ctx, les, ask, snip, [tok], "cmd")


@secret("http: Cookie session value")
def _s(lang):
    sess = ch([rs(B64U, 43), hx(64), f"s%3A{rs(B64U, 32)}.{rs(B64U, 43)}", jwt({"sub": str(ri(1000, 99999)), "role": "admin", "exp": epoch()})])
    name = ch(["sessionid", "connect.sid", "_session", "JSESSIONID", "auth_token"])
    snip = ch([f"curl -b '{name}={sess}' https://admin.{ch(DOMAINS)}/reports",
               f"Cookie: {name}={sess}; csrftoken={hx(32)}", f"Set-Cookie: {name}={sess}; Path=/; HttpOnly; Secure"])
    secrets = [sess]
    if "csrftoken" in snip:
        pass
    ctx = L(lang, ["I reproduced the admin bug by copying my browser session cookie into curl.", "The report page only works with an admin session; no API token exists."],
            ["브라우저 세션 쿠키를 curl에 복사해서 관리자 버그를 재현함.", "리포트 페이지는 관리자 세션에서만 동작하고 API 토큰이 없음."])
    les = L(lang, ["A copied session cookie is a full login until it expires.", "Log out afterwards to invalidate the session."],
            ["복사한 세션 쿠키는 만료 전까지 완전한 로그인과 같음.", "끝나면 로그아웃해서 세션을 무효화할 것."])
    ask = L(lang, ["Is there a test admin account for reproducing bugs?", "How long do admin sessions live?"],
            ["버그 재현용 테스트 관리자 계정이 있나요?", "관리자 세션 유효기간은?"])
    return place(lang, ctx, les, ask, snip, secrets, "cmd")


@secret("log: stack trace printing DSN with password")
def _s(lang):
    pw = pw_in("-_.~")
    u, h, db = user(), host(), dbname()
    line = ch([f"2024-11-{ri(1, 28):02d}T0{ri(0, 9)}:{ri(10, 59)}:{ri(10, 59)}Z ERROR sqlalchemy.pool: Error connecting to postgresql://{u}:{pw}@{h}:5432/{db}: timeout expired",
               f"[main] WARN  HikariPool-1 - Exception during pool initialization. url=jdbc:mysql://{h}/{db} user={u} password={pw}",
               f"level=error msg=\"dial failed\" dsn=\"{u}:{pw}@tcp({h}:3306)/{db}?parseTime=true\" err=\"i/o timeout\""])
    ctx = L(lang, ["The worker logged its full DSN on connection failure; I found the password in the log aggregator.", "I didn't know the error handler prints the connection config."],
            ["워커가 연결 실패 시 DSN 전체를 로그로 남겨서 로그 수집기에서 비밀번호가 보였음.", "에러 핸들러가 연결 설정을 출력한다는 걸 몰랐음."])
    les = L(lang, ["Log the host only, and scrub userinfo in the error handler.", "Log retention is 30 days, so the value must be rotated."],
            ["호스트만 로그로 남기고 에러 핸들러에서 userinfo를 지울 것.", "로그 보관 30일이라 값은 교체해야 함."])
    ask = L(lang, ["Who can purge entries from the log aggregator?", "Is the DB password rotation automated?"],
            ["로그 수집기 항목 삭제는 누가 할 수 있나요?", "DB 비밀번호 교체가 자동화돼 있나요?"])
    return place(lang, ctx, les, ask, line, [pw], "log")


@secret("code: Python driver call with password kwarg")
def _s(lang):
    pw = pw_in(SYM_DQ)
    h, u, db = host(), user(), dbname()
    snip = ch([f"conn = pymysql.connect(host=\"{h}\", user=\"{u}\", password=\"{pw}\", database=\"{db}\", charset=\"utf8mb4\")",
               f"engine = create_engine(URL.create(\"postgresql+psycopg\", username=\"{u}\", password=\"{pw}\", host=\"{h}\", database=\"{db}\"))",
               f"r = redis.Redis(host=\"{h}\", port=6379, password=\"{pw}\", ssl=True)",
               f"ftp = ftplib.FTP_TLS(\"{h}\"); ftp.login(\"{u}\", \"{pw}\")"])
    ctx = L(lang, ["The scratch script had credentials inline and was about to be committed with the fix.", "I didn't know the notebook helper module hard-codes the connection."],
            ["임시 스크립트에 자격 증명이 인라인으로 있었고 수정과 같이 커밋될 뻔했음.", "노트북 헬퍼 모듈이 연결 정보를 하드코딩한다는 걸 몰랐음."])
    les = L(lang, ["Read connection settings from os.environ and fail loudly if missing.", "git diff --cached before committing scratch files."],
            ["연결 설정은 os.environ에서 읽고 없으면 바로 실패하게.", "임시 파일 커밋 전 git diff --cached 확인."])
    ask = L(lang, ["Is there a config helper I should import instead?", "Should scratch scripts live outside the repo?"],
            ["대신 import할 설정 헬퍼가 있나요?", "임시 스크립트는 레포 밖에 둬야 하나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


@secret("code: dict / object literal with secrets")
def _s(lang):
    pw = pw_in(SYM_DQ)
    key = rs(B64U, ri(24, 40))
    snip = ch([f"CONFIG = {{\n    \"db\": {{\"user\": \"{user()}\", \"password\": \"{pw}\"}},\n    \"signing_key\": \"{key}\",\n    \"region\": \"ap-northeast-2\",\n}}",
               f"const settings = {{\n  dbPassword: '{pw}',\n  hmacSecret: '{key}',\n  port: 8080,\n}};"])
    ctx = L(lang, ["The settings module was a literal dict with production values; I didn't know it was imported by tests too.", "I didn't know the HMAC secret is shared with the mobile app backend."],
            ["설정 모듈이 운영 값이 든 dict 리터럴이었고 테스트도 이걸 import하는 줄 몰랐음.", "HMAC 시크릿이 모바일 백엔드와 공유된다는 걸 몰랐음."])
    les = L(lang, ["Tests should get their own config fixture.", "Rotating the HMAC key needs both sides deployed together."],
            ["테스트는 자체 설정 fixture를 써야 함.", "HMAC 키 교체는 양쪽을 같이 배포해야 함."])
    ask = L(lang, ["Who owns the mobile backend signing contract?", "Can settings load from env in tests?"],
            ["모바일 백엔드 서명 규약 담당자는?", "테스트에서 설정을 env로 읽어도 되나요?"])
    return place(lang, ctx, les, ask, snip, [pw, key], "code")


@secret("code: nodemailer / JS client auth object")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    if maybe(0.5):
        snip = (f"const transporter = nodemailer.createTransport({{\n  host: 'smtp.{ch(DOMAINS)}',\n  port: 587,\n"
                f"  auth: {{ user: 'noreply@{ch(['acme.io', 'nuri-lab.kr'])}', pass: '{pw}' }},\n}});")
    else:
        snip = f"const client = new Client({{ node: 'https://{host()}:9200', auth: {{ username: 'elastic', password: '{pw}' }} }});"
    ctx = L(lang, ["Mail stopped after the SMTP password changed because it is hard-coded in mailer.js.", "I didn't know the search client is configured inline in the route file."],
            ["SMTP 비밀번호가 mailer.js에 하드코딩돼 있어서 변경 후 메일이 멈췄음.", "검색 클라이언트가 라우트 파일 안에서 인라인 설정되는 줄 몰랐음."])
    les = L(lang, ["Use process.env.SMTP_PASS and check it at boot.", "Centralise client construction in one module."],
            ["process.env.SMTP_PASS를 쓰고 부팅 시 검사.", "클라이언트 생성은 한 모듈로 모을 것."])
    ask = L(lang, ["Is there an app password or OAuth option for SMTP?", "Which env vars does the node app already read?"],
            ["SMTP에 앱 비밀번호나 OAuth 옵션이 있나요?", "node 앱이 이미 읽는 환경변수는?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


@secret("code: Java DriverManager / properties")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    snip = ch([f"Connection c = DriverManager.getConnection(\"jdbc:postgresql://{host()}/{dbname()}\", \"{user()}\", \"{pw}\");",
               f"props.setProperty(\"password\", \"{pw}\");", f"ds.setPassword(\"{pw}\"); // TODO move to vault"])
    ctx = L(lang, ["The batch module hard-codes its connection in a static initializer.", "I did not know the integration test used the real staging password."],
            ["배치 모듈이 static 초기화 블록에서 연결을 하드코딩함.", "통합 테스트가 실제 스테이징 비밀번호를 쓰는 줄 몰랐음."])
    les = L(lang, ["Static initializers run at class load; failures show as NoClassDefFoundError.", "Inject DataSource instead of building it."],
            ["static 초기화는 클래스 로드 때 실행, 실패하면 NoClassDefFoundError로 보임.", "DataSource를 직접 만들지 말고 주입."])
    ask = L(lang, ["May I refactor the batch module to use Spring config?", "Is the staging password shared with prod?"],
            ["배치 모듈을 Spring 설정으로 리팩터링해도 되나요?", "스테이징 비밀번호가 운영과 같나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


@secret("code: Go DSN string in sql.Open")
def _s(lang):
    pw = pw_in("!#%^&*-_=+.?~")
    snip = ch([f"db, err := sql.Open(\"mysql\", \"{user()}:{pw}@tcp({host()}:3306)/{dbname()}?parseTime=true&loc=Asia%2FSeoul\")",
               f"pool, err := pgxpool.New(ctx, \"postgres://{user()}:{pw}@{host()}:5432/{dbname()}\")"])
    ctx = L(lang, ["The Go service had the DSN as a string constant; I didn't know config came from flags in other services.", "I didn't know parseTime is needed for DATETIME scanning."],
            ["Go 서비스에 DSN이 문자열 상수로 있었음. 다른 서비스는 플래그로 받는 걸 몰랐음.", "DATETIME 스캔에 parseTime이 필요하다는 걸 몰랐음."])
    les = L(lang, ["Build the DSN with mysql.Config{} from env vars.", "Without parseTime, time columns come back as []uint8."],
            ["mysql.Config{}로 환경변수에서 DSN 구성.", "parseTime 없으면 시간 컬럼이 []uint8로 옴."])
    ask = L(lang, ["Which flag names do other services use?", "Is this constant present in older tags too?"],
            ["다른 서비스는 어떤 플래그 이름을 쓰나요?", "예전 태그에도 이 상수가 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "code")


# ---- misc secrets -------------------------------------------------------------------------------

@secret("physical: Wi-Fi password")
def _s(lang):
    pw = ch([hpw(), mpw("!@#%&*-_+.?"), f"{ch(WORDS).lower()}{ri(1000, 99999)}", f"{ch(['Nuri', 'Acme', 'Hanbit'])}_Guest_{ri(2019, 2026)}!"])
    ssid = ch(["ACME-5G", "NURI_OFFICE", "Hanbit-Lab", "DataCenter-Mgmt", "IDC_B1_MAINT", "회의실3F"])
    if lang == "en":
        mc = ch([f"The lab devices only join {ssid}; the Wi-Fi password is {pw} (WPA2).",
                 f"I didn't know the test phones must be on {ssid}. PSK: {pw}"])
        le = ch(["The guest network blocks the internal API, so tests must run on the lab SSID.", "Devices cache the old PSK; forget the network and rejoin."])
        ak = ch(["Is there a separate SSID for CI devices?", "Who changes the lab Wi-Fi password?"])
    else:
        mc = ch([f"테스트폰은 {ssid}에만 붙음. 와이파이 비번 {pw}",
                 f"{ssid} 와이파이 비밀번호가 {pw} 로 바뀐 걸 몰랐음. 게스트망에서는 내부 API 안 됨."])
        le = ch(["게스트망은 내부 API를 막아서 테스트는 랩 SSID에서 해야 함.", "기기가 예전 PSK를 캐시함. 네트워크 삭제 후 재접속."])
        ak = ch(["CI 기기용 SSID가 따로 있나요?", "랩 와이파이 비번은 누가 바꾸나요?"])
    if maybe(0.4):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("physical: door / alarm / locker code")
def _s(lang):
    code = ch([f"{dg(4)}{rs(DG, 4)}#", f"*{dg(8)}", f"{dg(4)}-{rs(DG, 4)}", f"{dg(6)}{ch('*#')}{rs(DG, 2)}"])
    place_ = L(lang, ch(["the server room", "the IDC cage", "the 3F equipment closet", "the alarm panel"]), ch(["서버실", "IDC 케이지", "3층 장비실", "보안 경보 패널"]))
    if lang == "en":
        mc = ch([f"I had to swap a disk and didn't know {place_} needs a keypad code: {code}.", f"Access to {place_} is by code {code} after 7pm; nobody mentioned it."])
        le = ch(["Sign the visitor log before entering.", "The alarm arms itself at 8pm; disarm within 30 seconds."])
        ak = ch([f"Who changes the {place_} code?", "Can I get my own badge access instead?"])
    else:
        mc = ch([f"디스크 교체하러 갔는데 {place_} 출입 비번이 {code} 인 걸 몰랐음.", f"저녁 7시 이후 {place_} 출입 코드는 {code}. 아무도 알려주지 않았음."])
        le = ch(["출입 전 방문 대장 작성.", "경보가 20시에 자동 설정됨. 30초 안에 해제해야 함."])
        ak = ch([f"{place_} 코드는 누가 바꾸나요?", "개인 출입 권한을 받을 수 있나요?"])
    if maybe(0.35):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [code])


@secret("config: wpa_supplicant / hostapd psk")
def _s(lang):
    pw = ch([hpw(), mpw("!@#%&*-_+.?")])
    if maybe(0.5):
        snip = f"network={{\n    ssid=\"{ch(['Factory-IoT', 'NURI_SENSOR', 'Warehouse2'])}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
    else:
        snip = f"interface=wlan0\nssid=kiosk-ap\nwpa=2\nwpa_passphrase={pw}\nrsn_pairwise=CCMP"
    ctx = L(lang, ["The Raspberry Pi image ships with the sensor network credentials baked in.", "I didn't know the kiosk acts as its own access point."],
            ["라즈베리파이 이미지에 센서망 자격 증명이 포함돼 있었음.", "키오스크가 자체 AP 역할을 한다는 걸 몰랐음."])
    les = L(lang, ["Use wpa_passphrase to store the PSK hash instead of the phrase.", "Rebuild the image after removing the file."],
            ["패스프레이즈 대신 wpa_passphrase로 PSK 해시를 저장할 것.", "파일 제거 후 이미지 재빌드."])
    ask = L(lang, ["How many devices were flashed with this image?", "Can the sensor network use per-device keys?"],
            ["이 이미지로 몇 대를 구웠나요?", "센서망에 기기별 키를 쓸 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: Android signing passwords in gradle.properties")
def _s(lang):
    sp, kp = pw_in(SYM_ENV), pw_in(SYM_ENV)
    snip = f"RELEASE_STORE_FILE=../keys/release.jks\nRELEASE_STORE_PASSWORD={sp}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={kp}"
    ctx = L(lang, ["The release build signed fine locally but not in CI; gradle.properties with the passwords existed only on one laptop.",
                   "I didn't know the upload key and the app signing key are different."],
            ["릴리스 빌드가 로컬에선 서명되는데 CI에선 안 됨. 비밀번호 든 gradle.properties가 노트북 한 대에만 있었음.", "업로드 키와 앱 서명 키가 다르다는 걸 몰랐음."])
    les = L(lang, ["Put signing values in ~/.gradle/gradle.properties or CI secrets, never in the project file.", "Play App Signing holds the app key; we only hold the upload key."],
            ["서명 값은 ~/.gradle/gradle.properties나 CI 시크릿에. 프로젝트 파일 금지.", "앱 키는 Play App Signing이 보관, 우리는 업로드 키만."])
    ask = L(lang, ["Where is release.jks backed up?", "Who can reset the upload key with Google?"],
            ["release.jks 백업은 어디에?", "구글에 업로드 키 재설정 요청은 누가?"])
    return place(lang, ctx, les, ask, snip, [sp, kp], "cfg")


@secret("config: JWT signing secret in env")
def _s(lang):
    sec = ch([rs(B64U, ri(32, 64)), hx(64), b64(48)])
    var = ch(["JWT_SECRET", "JWT_SIGNING_KEY", "AUTH_SECRET", "NEXTAUTH_SECRET", "TOKEN_HMAC_KEY"])
    snip = ch([f"{var}={sec}", f"export {var}='{sec}'", f"{var.lower()}: \"{sec}\""])
    ctx = L(lang, ["Tokens from staging validated in prod because both used the same HS256 secret.", "I didn't know sessions are signed with a shared secret rather than keys from the IdP."],
            ["스테이징과 운영이 같은 HS256 시크릿을 써서 스테이징 토큰이 운영에서 통과함.", "세션이 IdP 키가 아니라 공유 시크릿으로 서명된다는 걸 몰랐음."])
    les = L(lang, ["Use a different signing secret per environment.", "Changing the secret logs everyone out."],
            ["환경별로 서명 시크릿을 다르게.", "시크릿을 바꾸면 전원 로그아웃됨."])
    ask = L(lang, ["Is a forced logout acceptable when we rotate?", "Can we move to asymmetric keys?"],
            ["교체 시 강제 로그아웃 괜찮나요?", "비대칭 키로 옮길 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [sec], "cfg")


@secret("framework: Django / Flask SECRET_KEY")
def _s(lang):
    if maybe(0.5):
        sk = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50) if maybe(0.3) else rs(LO + DG + "!@#%^&*(-_=+)", 50)
        snip = f"SECRET_KEY = '{sk}'"
    else:
        sk = hx(64) if maybe(0.5) else rs(B64U, 43)
        snip = ch([f"app.config['SECRET_KEY'] = '{sk}'", f"app.secret_key = \"{sk}\""])
    ctx = L(lang, ["settings.py still had the generated SECRET_KEY literal in the prod branch.", "I didn't know Flask signs the session cookie with this key."],
            ["운영 브랜치 settings.py에 생성된 SECRET_KEY 리터럴이 그대로 있었음.", "Flask가 이 키로 세션 쿠키를 서명한다는 걸 몰랐음."])
    les = L(lang, ["Read SECRET_KEY from the environment and refuse to start without it.", "Anyone with the key can forge sessions."],
            ["SECRET_KEY는 환경에서 읽고 없으면 기동 거부.", "키를 가진 사람은 세션 위조 가능."])
    ask = L(lang, ["Was this key ever used in production?", "Can we rotate with SECRET_KEY_FALLBACKS?"],
            ["이 키가 운영에서 쓰인 적 있나요?", "SECRET_KEY_FALLBACKS로 교체 가능한가요?"])
    return place(lang, ctx, les, ask, snip, [sk], "code")


@secret("framework: Rails master.key / Laravel APP_KEY")
def _s(lang):
    if maybe(0.5):
        k = hx(32)
        snip = ch([f"config/master.key: {k}", f"RAILS_MASTER_KEY={k}"])
    else:
        k = "base64:" + b64(32)
        snip = f"APP_KEY={k}"
    ctx = L(lang, ["The container could not decrypt credentials because the master key was not passed in.", "I didn't know encrypted cookies depend on APP_KEY."],
            ["master key가 전달되지 않아 컨테이너가 credentials를 복호화하지 못했음.", "암호화 쿠키가 APP_KEY에 의존한다는 걸 몰랐음."])
    les = L(lang, ["The key must never be committed; it decrypts everything in credentials.yml.enc.", "Changing APP_KEY invalidates encrypted data."],
            ["키는 절대 커밋 금지. credentials.yml.enc 전체를 복호화함.", "APP_KEY를 바꾸면 암호화 데이터가 무효화됨."])
    ask = L(lang, ["Where is the master key stored for CI?", "Is any data encrypted with this key at rest?"],
            ["CI용 master key는 어디에 보관?", "이 키로 저장 암호화된 데이터가 있나요?"])
    return place(lang, ctx, les, ask, snip, [k], "cfg")


@secret("config: wp-config.php DB password and salts")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    salt = rs(AN + "!@#%^&*()-_=+[]{};:,.<>?~|", 64)
    snip = (f"define( 'DB_NAME', 'wp_{ch(SVC)}' );\ndefine( 'DB_USER', 'wpuser' );\ndefine( 'DB_PASSWORD', '{pw}' );\n"
            f"define( 'AUTH_KEY', '{salt}' );")
    ctx = L(lang, ["The marketing site's wp-config.php was in the theme repo by mistake.", "I didn't know the WordPress site shares the DB server with the shop."],
            ["마케팅 사이트 wp-config.php가 실수로 테마 레포에 들어가 있었음.", "워드프레스가 쇼핑몰과 DB 서버를 공유한다는 걸 몰랐음."])
    les = L(lang, ["wp-config.php should live outside the theme repo.", "Regenerate salts to log everyone out after a leak."],
            ["wp-config.php는 테마 레포 밖에.", "유출 후엔 salt를 재생성해 전원 로그아웃."])
    ask = L(lang, ["Can the WordPress DB user be restricted to its own schema?", "Who hosts the marketing site?"],
            ["워드프레스 DB 유저를 자기 스키마로만 제한할 수 있나요?", "마케팅 사이트 호스팅 담당은?"])
    return place(lang, ctx, les, ask, snip, [pw, salt], "code")


@secret("config: terraform.tfvars secret values")
def _s(lang):
    pw = pw_in(SYM_DQ)
    tok = rs(B64U, 40)
    snip = f"region          = \"ap-northeast-2\"\ndb_master_password = \"{pw}\"\ndatadog_api_key  = \"{hx(32)}\"\ngrafana_auth     = \"{tok}\""
    dd = snip.split("datadog_api_key  = \"")[1].split("\"")[0]
    ctx = L(lang, ["terraform.tfvars with real values was in the repo root; .gitignore only had *.tfstate.", "I didn't know variables marked sensitive still land in state."],
            ["실제 값이 든 terraform.tfvars가 레포 루트에 있었고 .gitignore엔 *.tfstate만 있었음.", "sensitive 변수도 state에는 남는다는 걸 몰랐음."])
    les = L(lang, ["Use TF_VAR_ env vars or a secrets data source.", "sensitive = true hides output, not state."],
            ["TF_VAR_ 환경변수나 시크릿 data source 사용.", "sensitive = true는 출력만 숨기고 state는 아님."])
    ask = L(lang, ["Is the state bucket encrypted and access-restricted?", "Which of these values were already rotated?"],
            ["state 버킷이 암호화·접근 제한돼 있나요?", "이 값들 중 이미 교체된 게 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw, dd, tok], "cfg")


@secret("config: Ansible inventory with passwords")
def _s(lang):
    pw, bp = pw_in(SYM_ENV), pw_in(SYM_ENV)
    snip = (f"[legacy]\n{host()} ansible_user=admin ansible_password={pw}\n\n[legacy:vars]\nansible_become_pass={bp}")
    ctx = L(lang, ["The legacy inventory uses password auth and the values are in the inventory file itself.", "I didn't know the legacy group is excluded from the vault-encrypted vars."],
            ["레거시 인벤토리가 비밀번호 인증이고 값이 인벤토리 파일에 직접 있음.", "레거시 그룹이 vault 암호화 변수에서 빠져 있다는 걸 몰랐음."])
    les = L(lang, ["Move credentials to group_vars/legacy/vault.yml.", "ansible-inventory --list prints these values; be careful when sharing output."],
            ["자격 증명은 group_vars/legacy/vault.yml로.", "ansible-inventory --list가 값을 출력하니 공유 시 주의."])
    ask = L(lang, ["Can the legacy hosts get SSH keys?", "Who has the vault password?"],
            ["레거시 호스트에 SSH 키를 넣을 수 있나요?", "vault 비밀번호는 누가 갖고 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw, bp], "cfg")


@secret("network: SNMP community / RADIUS shared secret")
def _s(lang):
    s = pw_in("!@#%^*-_+.?~")
    k = ri(0, 2)
    if k == 0:
        snip = f"snmpwalk -v2c -c '{s}' {host()} 1.3.6.1.2.1.1"
    elif k == 1:
        snip = f"client {ch(['switch-core', 'wlc01', 'fw-edge'])} {{\n    ipaddr = 10.{ri(0, 9)}.0.{ri(2, 250)}\n    secret = {s}\n}}"
    else:
        snip = f"snmp-server community {s} RO 10"
    ctx = L(lang, ["Monitoring could not poll the new switch because the community string differs per site.", "I didn't know the Wi-Fi controller authenticates against FreeRADIUS."],
            ["사이트마다 community 문자열이 달라서 모니터링이 새 스위치를 폴링하지 못했음.", "와이파이 컨트롤러가 FreeRADIUS로 인증한다는 걸 몰랐음."])
    les = L(lang, ["SNMPv2 community strings are effectively passwords sent in clear text; prefer v3.", "RADIUS secrets must match exactly on both sides."],
            ["SNMPv2 community는 평문 전송되는 비밀번호와 같음. v3 권장.", "RADIUS 시크릿은 양쪽이 정확히 같아야 함."])
    ask = L(lang, ["Is there a plan to move to SNMPv3?", "Who manages the network device configs?"],
            ["SNMPv3 전환 계획이 있나요?", "네트워크 장비 설정 관리자는?"])
    return place(lang, ctx, les, ask, snip, [s], "cfg")


@secret("network: IPsec PSK / WireGuard private key")
def _s(lang):
    if maybe(0.5):
        k = b64(32)
        snip = f"[Interface]\nPrivateKey = {k}\nAddress = 10.8.0.{ri(2, 200)}/32\n\n[Peer]\nPublicKey = {b64(32)}\nEndpoint = vpn.{ch(DOMAINS)}:51820\nAllowedIPs = 10.0.0.0/8"
        kind = "cfg"
    else:
        k = pw_in("!@#%^*-_+.?~") if maybe(0.5) else b64(24)
        snip = f"conn branch-{ch(['busan', 'daegu', 'osaka', 'hq'])}\n    authby=secret\n    right={ri(1, 223)}.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)}\n\n# /etc/ipsec.secrets\n: PSK \"{k}\""
        kind = "cfg"
    ctx = L(lang, ["The site-to-site tunnel dropped and I didn't know the config was managed by hand on the gateway.", "I didn't know my laptop's WireGuard config was reused from a departed colleague."],
            ["사이트 간 터널이 끊겼는데 게이트웨이에서 설정이 수동 관리되는 줄 몰랐음.", "내 노트북 WireGuard 설정이 퇴사자 것을 재사용한 거라는 걸 몰랐음."])
    les = L(lang, ["Each peer needs its own key pair.", "Restart the tunnel on both sides after changing the PSK."],
            ["피어마다 키 쌍이 따로 필요.", "PSK 변경 후 양쪽 터널 재시작."])
    ask = L(lang, ["Who can add a new WireGuard peer?", "Is the branch gateway config backed up?"],
            ["새 WireGuard 피어는 누가 추가하나요?", "지점 게이트웨이 설정 백업이 있나요?"])
    return place(lang, ctx, les, ask, snip, [k], kind)


@secret("git: credential store line")
def _s(lang):
    tok = ch([an(40), f"ghp_{an(36)}", rs(B64U, 32)])
    u = ch(NAMES)
    line = f"https://{u}:{tok}@{ch(['github.com', 'gitlab.nuri-lab.kr', 'git.acme.io', 'bitbucket.org'])}"
    snip = ch([f"$ cat ~/.git-credentials\n{line}", f"~/.git-credentials:\n{line}"])
    ctx = L(lang, ["Pushes from the shared VM went out as a former teammate because credential.helper=store was set.", "I didn't know git stores credentials in plain text with the store helper."],
            ["공용 VM에서 credential.helper=store 때문에 퇴사한 동료 이름으로 push됐음.", "store 헬퍼가 자격 증명을 평문 저장한다는 걸 몰랐음."])
    les = L(lang, ["Use the cache or libsecret helper on shared machines.", "git config --show-origin --get credential.helper shows where it's set."],
            ["공용 머신에서는 cache나 libsecret 헬퍼.", "설정 위치는 git config --show-origin --get credential.helper로."])
    ask = L(lang, ["Can this token be revoked?", "Who else uses this VM?"],
            ["이 토큰 폐기 가능한가요?", "이 VM을 또 누가 쓰나요?"])
    return place(lang, ctx, les, ask, snip, [tok], "cfg")


@secret("webhook: signing secret (generic)")
def _s(lang):
    s = ch([hx(40), rs(B64U, 32), an(32)])
    var = ch(["WEBHOOK_SECRET", "GITHUB_WEBHOOK_SECRET", "SIGNING_SECRET", "PARTNER_HMAC_SECRET"])
    snip = ch([f"{var}={s}", f"secret = b\"{s}\"\nsig = hmac.new(secret, body, hashlib.sha256).hexdigest()"])
    ctx = L(lang, ["Signature verification failed because the sender and receiver had different secrets after a redeploy.", "I didn't know the partner signs the raw body, not the parsed JSON."],
            ["재배포 후 송신·수신 측 시크릿이 달라서 서명 검증 실패.", "파트너가 파싱된 JSON이 아니라 원본 바디에 서명한다는 걸 몰랐음."])
    les = L(lang, ["Verify against the raw request bytes.", "Use hmac.compare_digest for the comparison."],
            ["원본 요청 바이트로 검증.", "비교는 hmac.compare_digest로."])
    ask = L(lang, ["Can the partner support two active secrets during rotation?", "Where is the webhook secret stored?"],
            ["교체 중 파트너가 시크릿 두 개를 동시에 지원하나요?", "웹훅 시크릿은 어디에 저장되나요?"])
    return place(lang, ctx, les, ask, snip, [s], "code" if "hmac" in snip else "cfg")


@secret("oauth: client_secret in token request")
def _s(lang):
    cid = ch([uuid4(), an(24), f"{dg(12)}-{lan(32)}.apps.example.com"])
    cs = ch([rs(B64U, 40), an(32), hx(64)])
    idp = ch(["login.acme.io", "auth.nuri-lab.kr", "sso.hanbit.dev", "keycloak.example-shop.co.kr/realms/main"])
    snip = (f"curl -X POST https://{idp}/oauth2/token -d grant_type=client_credentials -d client_id={cid} -d client_secret={cs} -d scope=reports.read")
    ctx = L(lang, ["The batch job authenticates with client credentials, and the secret was in the job definition.", "I didn't know the scope must be requested explicitly."],
            ["배치 잡이 client credentials로 인증하는데 시크릿이 잡 정의에 있었음.", "scope를 명시적으로 요청해야 한다는 걸 몰랐음."])
    les = L(lang, ["Without scope the IdP issues a token with no permissions and the API returns 403.", "Client secrets expire after 12 months in this IdP."],
            ["scope 없으면 권한 없는 토큰이 나와 API가 403.", "이 IdP의 client secret은 12개월 후 만료."])
    ask = L(lang, ["When does this client secret expire?", "Can the job use a managed identity?"],
            ["이 client secret 만료일은?", "잡에 managed identity를 쓸 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [cs], "cmd")


@secret("oauth: refresh token pasted")
def _s(lang):
    rt = ch([rs(B64U, ri(60, 120)), f"1//0{rs(B64U, 100)}", f"rt_{an(48)}", f"v1.{rs(B64U, 80)}"])
    snip = ch([f"refresh_token={rt}", f"{{\"access_token\": \"(expired)\", \"refresh_token\": \"{rt}\", \"token_type\": \"Bearer\"}}", f"REFRESH_TOKEN={rt}"])
    ctx = L(lang, ["The sync script used a refresh token minted from my personal account; I didn't know that.", "The integration stopped when the user who authorised it left."],
            ["동기화 스크립트가 내 개인 계정으로 발급된 refresh token을 쓰고 있었음.", "인가한 사용자가 퇴사하자 연동이 멈췄음."])
    les = L(lang, ["Refresh tokens are long-lived credentials; treat them like passwords.", "Authorise integrations with a service account."],
            ["refresh token은 수명이 긴 자격 증명, 비밀번호처럼 다룰 것.", "연동은 서비스 계정으로 인가."])
    ask = L(lang, ["Which account should own the integration?", "Can we revoke this grant?"],
            ["연동은 어떤 계정 소유여야 하나요?", "이 grant를 폐기할 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [rt], "cfg")


@secret("app: admin bootstrap password env (Grafana/Keycloak/etc)")
def _s(lang):
    pw = pw_in(SYM_ENV)
    var = ch(["GF_SECURITY_ADMIN_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD", "MINIO_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS", "ARGOCD_ADMIN_PASSWORD",
              "SONARQUBE_ADMIN_PASSWORD", "N8N_BASIC_AUTH_PASSWORD"])
    snip = f"{var}={pw}"
    ctx = L(lang, ["The bootstrap admin password from the first install is still the one in use.", f"I didn't know {var} is only read on first start."],
            ["첫 설치 때의 부트스트랩 관리자 비밀번호가 아직 쓰이고 있음.", f"{var}는 최초 기동 시에만 읽힌다는 걸 몰랐음."])
    les = L(lang, ["Change the admin password in the UI; the env var won't do it later.", "Disable the local admin once SSO works."],
            ["관리자 비밀번호는 UI에서 바꿔야 함. 나중에 env로는 안 됨.", "SSO 동작 후 로컬 admin 비활성화."])
    ask = L(lang, ["Is SSO configured for this tool?", "Who else knows the admin login?"],
            ["이 도구에 SSO가 설정돼 있나요?", "관리자 로그인을 아는 사람은?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("url: Jupyter / tool URL with token query")
def _s(lang):
    t = hx(48)
    url = ch([f"http://127.0.0.1:8888/lab?token={t}", f"http://{host()}:8888/?token={t}", f"https://notebook.{ch(DOMAINS)}/tree?token={t}"])
    ctx = L(lang, ["The notebook server on the GPU box was reachable from the office network with only the token.", "I didn't know jupyter prints the login URL in its log."],
            ["GPU 서버 노트북이 토큰만으로 사내망에서 접근 가능했음.", "jupyter가 로그인 URL을 로그에 출력한다는 걸 몰랐음."])
    les = L(lang, ["Bind to 127.0.0.1 and tunnel over SSH.", "Set a password and disable token login for shared servers."],
            ["127.0.0.1에 바인드하고 SSH 터널로 접근.", "공용 서버는 비밀번호 설정하고 토큰 로그인 끄기."])
    ask = L(lang, ["Is the GPU box firewalled?", "Should notebooks go through JupyterHub?"],
            ["GPU 서버에 방화벽이 있나요?", "노트북은 JupyterHub를 거쳐야 하나요?"])
    return place(lang, ctx, les, ask, url, [t], "log")


@secret("config: cloud-init / preseed password")
def _s(lang):
    pw = pw_in(SYM_ENV)
    if maybe(0.5):
        snip = f"#cloud-config\nchpasswd:\n  list: |\n    ubuntu:{pw}\n  expire: false\nssh_pwauth: true"
    else:
        snip = f"d-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}"
    ctx = L(lang, ["The VM template sets a fixed console password through cloud-init, which nobody had noted.", "I didn't know the installer preseed lives in the PXE server repo."],
            ["VM 템플릿이 cloud-init으로 고정 콘솔 비밀번호를 설정하는데 기록이 없었음.", "설치 preseed가 PXE 서버 레포에 있다는 걸 몰랐음."])
    les = L(lang, ["User-data is readable from the metadata service inside the VM.", "Use hashed passwords (passwd: with a crypt hash) if any."],
            ["user-data는 VM 안에서 메타데이터 서비스로 읽힘.", "꼭 필요하면 해시된 비밀번호 사용."])
    ask = L(lang, ["How many VMs were created from this template?", "Can console login be key-only?"],
            ["이 템플릿으로 만든 VM이 몇 대인가요?", "콘솔 로그인을 키 전용으로 할 수 있나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("chat Q&A: what is the login? answer with credentials")
def _s(lang):
    pw = pw_any()
    u = ch(["admin", "qa_master", "ops", "test01", "partner"])
    if lang == "en":
        q = ch(["Q: what's the staging admin login?", "Q: how do I get into the old CMS?", "Q: creds for the demo tenant?"])
        a = f"A: {u} / {pw}"
        mc, le = f"{q}\n{a}", ch(["The answer came from the team chat; it is not in the vault.", "Worked on first try."])
        ak = ch(["Ask for a personal account next time instead of the shared one.", "Confirm whether this login is still valid."])
    else:
        q = ch(["Q: 스테이징 관리자 로그인 뭐예요?", "Q: 예전 CMS 어떻게 들어가요?", "Q: 데모 테넌트 계정?"])
        a = ch([f"A: {u} / {pw} 요", f"A: 아이디 {u}, 비번 {pw}"])
        mc, le = f"{q}\n{a}", ch(["팀 채팅에서 받은 답. 볼트에는 없음.", "한 번에 로그인됨."])
        ak = ch(["다음엔 공용 계정 말고 개인 계정을 요청할 것.", "이 로그인이 아직 유효한지 확인."])
    sl = ri(0, 2)
    if sl == 1:
        mc, le = le, mc
    elif sl == 2:
        mc, le = f"{q}", f"{a}"
    return fields3(lang, mc, le, ak, [pw])


@secret("korea: 공동인증서 / 인증서 비밀번호")
def _s(lang):
    pw = ch([hpw(), mpw("!@#$%^&*")])
    if lang == "ko":
        mc = ch([f"세금계산서 발행 자동화에 법인 공동인증서가 필요했는데, 인증서 비밀번호가 {pw} 라는 걸 재무팀에 물어보고서야 알았음.",
                 f"홈택스 연동 스크립트가 NPKI 폴더의 인증서를 쓰고 비밀번호 {pw} 를 설정 파일에서 읽음."])
        le = ch(["인증서는 1년마다 갱신되고 갱신 후 경로가 바뀜.", "공동인증서 비밀번호는 5회 틀리면 잠김."])
        ak = ch(["법인 인증서 관리 담당자는?", "인증서를 HSM이나 클라우드 보관으로 옮길 수 있나요?"])
    else:
        mc = ch([f"The tax-invoice automation needs the company's joint certificate (공동인증서); finance told me its password is {pw}.",
                 f"The Hometax integration reads the NPKI certificate and its password {pw} from a config file."])
        le = ch(["The certificate renews yearly and the path changes after renewal.", "Five wrong password attempts lock the certificate."])
        ak = ch(["Who manages the corporate certificate?", "Can the certificate be moved to cloud storage or an HSM?"])
    if maybe(0.35):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("mail: Gmail/Google app password with spaces")
def _s(lang):
    ap = " ".join(rs(LO, 4) for _ in range(4))
    snip = ch([f"EMAIL_HOST_PASSWORD=\"{ap}\"", f"smtp.login(\"alerts@{ch(['acme.io', 'nuri-lab.kr'])}\", \"{ap}\")", L(lang, f"App password: {ap}", f"앱 비밀번호: {ap}")])
    ctx = L(lang, ["SMTP login failed after the account enabled 2FA; I didn't know an app password was required.", "I didn't know the alerts mailbox is a personal Workspace account."],
            ["계정에 2단계 인증이 켜진 뒤 SMTP 로그인 실패. 앱 비밀번호가 필요한 걸 몰랐음.", "알림 메일함이 개인 워크스페이스 계정이라는 걸 몰랐음."])
    les = L(lang, ["App passwords bypass 2FA, so treat them like the account password.", "Spaces in the app password are optional when typing it."],
            ["앱 비밀번호는 2FA를 우회하므로 계정 비밀번호처럼 다룰 것.", "앱 비밀번호의 공백은 입력 시 생략 가능."])
    ask = L(lang, ["Can we use a relay service instead of a mailbox?", "Who owns the alerts mailbox?"],
            ["메일함 대신 릴레이 서비스를 쓸 수 있나요?", "알림 메일함 소유자는?"])
    return place(lang, ctx, les, ask, snip, [ap], "cfg")


@secret("recovery: BitLocker recovery key")
def _s(lang):
    key = "-".join(f"{ri(0, 999999):06d}" for _ in range(8))
    kid = uuid4().upper()
    snip = L(lang, f"Key ID: {kid[:8]}\nRecovery key: {key}", f"키 ID: {kid[:8]}\n복구 키: {key}")
    ctx = L(lang, ["The build laptop asked for a BitLocker recovery key after a BIOS update; I didn't know IT escrows them in Entra.", "I didn't know firmware updates trigger BitLocker recovery."],
            ["BIOS 업데이트 후 빌드 노트북이 BitLocker 복구 키를 요구함. IT가 Entra에 보관하는 줄 몰랐음.", "펌웨어 업데이트가 BitLocker 복구를 유발한다는 걸 몰랐음."])
    les = L(lang, ["Suspend BitLocker before BIOS updates.", "Recovery keys are per volume; check the key ID."],
            ["BIOS 업데이트 전 BitLocker 일시 중단.", "복구 키는 볼륨별. 키 ID 확인."])
    ask = L(lang, ["Should the key be rotated after use?", "Who can look up recovery keys?"],
            ["사용 후 키를 교체해야 하나요?", "복구 키 조회 권한은 누구에게?"])
    return place(lang, ctx, les, ask, snip, [key], "text")


BIP = ["abandon", "ability", "absorb", "abstract", "absurd", "acoustic", "acquire", "actress", "adapt", "addict", "adjust",
       "aerobic", "affair", "afraid", "airport", "aisle", "alcohol", "alien", "alley", "amateur", "amused", "anchor", "ancient",
       "ankle", "annual", "antenna", "antique", "anxiety", "apology", "april", "arctic", "arena", "armor", "arrest", "arrow",
       "artwork", "asthma", "athlete", "atom", "auction", "august", "autumn", "avocado", "awkward", "axis", "bacon", "badge",
       "bamboo", "banner", "barrel", "basket", "battle", "beach", "beef", "behave", "bicycle", "biology", "blanket", "blossom",
       "bonus", "bracket", "brisk", "bronze", "bubble", "buffalo", "cabbage", "cactus", "canyon", "carbon", "cereal", "chimney",
       "cinnamon", "citizen", "clog", "coconut", "copper", "cradle", "crater", "crouch", "cupboard", "dolphin", "donkey",
       "dragon", "eagle", "eternal", "fiber", "galaxy", "giraffe", "glimpse", "goose", "harvest", "hedgehog", "ivory",
       "jaguar", "kangaroo", "kiwi", "lizard", "lobster", "magnet", "mammal", "marble", "mosquito", "noodle", "oyster",
       "panda", "penguin", "pyramid", "quantum", "raccoon", "saddle", "sausage", "scorpion", "squirrel", "tornado", "tribe",
       "trophy", "tunnel", "umbrella", "vapor", "velvet", "walnut", "wasp", "yellow", "zebra", "zone"]


@secret("crypto: wallet seed phrase")
def _s(lang):
    n = ch([12, 12, 24])
    words = [ch(BIP) for _ in range(n)]
    phrase = " ".join(words)
    ctx = L(lang, ["The testnet faucet wallet used by the e2e tests had its mnemonic in the fixtures folder.", "I didn't know the deploy script derives the deployer key from a mnemonic."],
            ["e2e 테스트용 테스트넷 지갑 니모닉이 fixtures 폴더에 있었음.", "배포 스크립트가 니모닉에서 배포 키를 파생한다는 걸 몰랐음."])
    les = L(lang, ["Anyone with the mnemonic controls every derived account, on every network.", "Use a hardware wallet or KMS signer for mainnet deploys."],
            ["니모닉을 가진 사람은 모든 네트워크의 파생 계정을 전부 통제함.", "메인넷 배포는 하드웨어 지갑이나 KMS 서명기로."])
    ask = L(lang, ["Is this mnemonic also used on mainnet?", "Who funded this wallet?"],
            ["이 니모닉이 메인넷에서도 쓰이나요?", "이 지갑에 누가 입금했나요?"])
    snip = ch([f"MNEMONIC=\"{phrase}\"", L(lang, f"Seed phrase: {phrase}", f"시드 문구: {phrase}")])
    return place(lang, ctx, les, ask, snip, [phrase], "cfg")


@secret("vault: unseal keys and initial root token")
def _s(lang):
    keys = [b64(33) for _ in range(ri(2, 3))]
    rt = "hvs." + rs(AN, 24)
    snip = "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys)) + f"\n\nInitial Root Token: {rt}"
    ctx = L(lang, ["The Vault dev cluster was initialised by a script that printed the unseal keys to the CI log.", "I didn't know the staging Vault was never re-keyed after the PoC."],
            ["Vault 개발 클러스터를 초기화한 스크립트가 unseal 키를 CI 로그에 출력했음.", "스테이징 Vault가 PoC 이후 re-key된 적 없다는 걸 몰랐음."])
    les = L(lang, ["Use -key-shares with PGP keys so output is encrypted per holder.", "Revoke the initial root token after setup."],
            ["-key-shares에 PGP 키를 지정해 보유자별로 암호화해서 출력.", "초기 설정 후 root token 폐기."])
    ask = L(lang, ["Should we re-key staging Vault?", "Who are the key holders?"],
            ["스테이징 Vault를 re-key 해야 하나요?", "키 보유자는 누구인가요?"])
    return place(lang, ctx, les, ask, snip, keys + [rt], "log")


@secret("kafka: SASL JAAS config password")
def _s(lang):
    pw = pw_in("!#%^&*-_+.?~")
    u = ch(["svc-orders", "connect", "ksql", "producer-app"])
    snip = (f"security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
            f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"{u}\" password=\"{pw}\";")
    ctx = L(lang, ["The consumer failed with SaslAuthenticationException; the JAAS line in client.properties was for the old cluster.", "I didn't know SCRAM users are per cluster."],
            ["컨슈머가 SaslAuthenticationException. client.properties의 JAAS 줄이 예전 클러스터용이었음.", "SCRAM 사용자가 클러스터별이라는 걸 몰랐음."])
    les = L(lang, ["The JAAS line must end with a semicolon.", "kafka-configs --describe --entity-type users lists SCRAM users."],
            ["JAAS 줄은 세미콜론으로 끝나야 함.", "SCRAM 사용자 목록은 kafka-configs --describe --entity-type users."])
    ask = L(lang, ["Which SCRAM user should this consumer use on the new cluster?", "Who creates Kafka users?"],
            ["새 클러스터에서 이 컨슈머가 쓸 SCRAM 사용자는?", "Kafka 사용자는 누가 만드나요?"])
    return place(lang, ctx, les, ask, snip, [pw], "cfg")


@secret("config: Nextcloud / PHP config array password")
def _s(lang):
    pw = pw_in(SYM_DQ)
    sec = rs(AN + "+/", 48)
    snip = (f"$CONFIG = array (\n  'dbtype' => 'mysql',\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',\n  'secret' => '{sec}',\n);")
    ctx = L(lang, ["The Nextcloud upgrade failed and config.php was attached to the ticket in full.", "I didn't know the instance secret is used to encrypt stored credentials."],
            ["Nextcloud 업그레이드가 실패했는데 config.php 전체가 티켓에 첨부돼 있었음.", "인스턴스 secret이 저장된 자격 증명 암호화에 쓰인다는 걸 몰랐음."])
    les = L(lang, ["Share config with occ config:list system, which redacts sensitive values.", "Don't change 'secret' on an existing instance."],
            ["설정 공유는 민감값을 가리는 occ config:list system으로.", "기존 인스턴스의 'secret'은 바꾸지 말 것."])
    ask = L(lang, ["Can the ticket attachment be deleted?", "Who maintains the Nextcloud server?"],
            ["티켓 첨부를 삭제할 수 있나요?", "Nextcloud 서버 관리자는?"])
    return place(lang, ctx, les, ask, snip, [pw, sec], "code")


@secret("docker: config.json auths auth base64")
def _s(lang):
    u, pw = ch(["ci", "deploy", "robot"]), pw_in("!@#%^&*-_+.?~")
    a = b64s(f"{u}:{pw}")
    reg = ch(["registry.acme.io", "harbor.nuri-lab.kr", "ghcr.io", "docker.io"])
    snip = f"{{\n  \"auths\": {{\n    \"{reg}\": {{\n      \"auth\": \"{a}\"\n    }}\n  }}\n}}"
    ctx = L(lang, ["The runner could pull private images without docker login because ~/.docker/config.json was baked into the AMI.", "I didn't know the 'auth' field is only base64."],
            ["~/.docker/config.json이 AMI에 포함돼 있어서 러너가 docker login 없이 사설 이미지를 pull 했음.", "'auth' 필드가 base64일 뿐이라는 걸 몰랐음."])
    les = L(lang, ["Use a credential helper (credsStore) instead of inline auths.", "Rebuild the AMI without the file."],
            ["인라인 auths 대신 credsStore 헬퍼 사용.", "파일 없이 AMI 재빌드."])
    ask = L(lang, ["Which AMIs contain this file?", "Can the registry account be rotated?"],
            ["이 파일이 든 AMI는 어떤 것들인가요?", "레지스트리 계정 교체 가능한가요?"])
    return place(lang, ctx, les, ask, snip, [a], "cfg")


@secret("prose: SSH key / keystore passphrase mentioned")
def _s(lang):
    pw = ch([hpw(), "-".join(ch(WORDS).lower() for _ in range(4)), mpw("!@#%^&*-_+.?~")])
    if lang == "en":
        mc = ch([f"ssh-add kept prompting; the deploy key's passphrase turned out to be {pw}, written on the runbook's last page.",
                 f"The release keystore passphrase ({pw}) was only known to the previous maintainer."])
        le = ch(["Load the key into ssh-agent once per session.", "Record passphrases in the vault next to the key."])
        ak = ch(["Can we replace the key with one whose passphrase is in the vault?", "Who else has this key?"])
    else:
        mc = ch([f"ssh-add가 계속 물어봐서 찾아보니 배포 키 패스프레이즈가 {pw} 였음. 런북 마지막 장에 적혀 있었다.",
                 f"릴리스 키스토어 패스프레이즈({pw})를 이전 담당자만 알고 있었음."])
        le = ch(["세션당 한 번 ssh-agent에 키 등록.", "패스프레이즈는 키와 함께 볼트에 기록."])
        ak = ch(["패스프레이즈가 볼트에 있는 새 키로 바꿀 수 있나요?", "이 키를 또 누가 갖고 있나요?"])
    if maybe(0.4):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("config: encryption key (AES) hex/base64 in config")
def _s(lang):
    k = ch([hx(64), b64(32), hx(32)])
    var = ch(["FIELD_ENCRYPTION_KEY", "DATA_KEY", "AES_KEY", "PII_ENC_KEY", "ENCRYPTION_KEY"])
    lab = "key_hex" if all(c in HEXL for c in k) else "key_b64"
    snip = ch([f"{var}={k}", f"encryption:\n  algorithm: AES-256-GCM\n  key: \"{k}\"", f"crypto:\n  {lab}: {k}"])
    ctx = L(lang, ["The column encryption key was in the same repo as the encrypted data's schema.", "I didn't know PII columns are encrypted app-side with a static key."],
            ["컬럼 암호화 키가 암호화 데이터 스키마와 같은 레포에 있었음.", "개인정보 컬럼이 고정 키로 앱 단 암호화된다는 걸 몰랐음."])
    les = L(lang, ["Key and ciphertext together is no protection; use KMS envelope encryption.", "Rotating the key requires re-encrypting rows."],
            ["키와 암호문이 같이 있으면 보호가 안 됨. KMS 봉투 암호화 사용.", "키 교체는 행 재암호화가 필요."])
    ask = L(lang, ["Is there a KMS key we should use?", "How many rows are encrypted with this key?"],
            ["써야 할 KMS 키가 있나요?", "이 키로 암호화된 행은 몇 개인가요?"])
    return place(lang, ctx, les, ask, snip, [k], "cfg")


@secret("code: express-session / cookie secret")
def _s(lang):
    s = ch([rs(AN, ri(24, 40)), hpw() + an(6), hx(48)])
    snip = ch([f"app.use(session({{ secret: '{s}', resave: false, saveUninitialized: false }}));",
               f"app.use(cookieParser('{s}'));", f"fastify.register(require('@fastify/cookie'), {{ secret: '{s}' }})"])
    ctx = L(lang, ["Sessions were forgeable in the demo because the cookie secret is a string literal in server.js.", "I didn't know the secret is shared with the websocket server."],
            ["쿠키 시크릿이 server.js 문자열 리터럴이라 데모에서 세션 위조가 가능했음.", "시크릿이 웹소켓 서버와 공유된다는 걸 몰랐음."])
    les = L(lang, ["Load the secret from env and support an array for rotation.", "Rotating logs users out."],
            ["시크릿은 env에서 읽고 교체용으로 배열 지원.", "교체하면 사용자 로그아웃."])
    ask = L(lang, ["Is the demo deployment public?", "Which services share this secret?"],
            ["데모 배포가 공개인가요?", "이 시크릿을 공유하는 서비스는?"])
    return place(lang, ctx, les, ask, snip, [s], "code")


@secret("korea: 사내 시스템 계정 비밀번호 (ERP/그룹웨어) chat")
def _s(lang):
    pw = hpw()
    sys_ = L(lang, ch(["the groupware", "the ERP test tenant", "the HR portal", "the intranet wiki"]), ch(["그룹웨어", "ERP 테스트 테넌트", "인사 포털", "사내 위키"]))
    if lang == "ko":
        mc = ch([f"{sys_} 연동 테스트하려는데 계정이 없어서 팀장님께 여쭤봄 → '테스트 계정 tester / {pw} 쓰세요'",
                 f"{sys_} 관리자 비밀번호 {pw} (12월에 변경 예정이라고 함)"])
        le = ch(["사내 시스템 연동은 테스트 테넌트에서만.", "계정 정보는 구두로만 받지 말고 요청 티켓으로 남기기."])
        ak = ch([f"{sys_} 연동용 서비스 계정이 있나요?", "테스트 계정 비밀번호 변경 주기는?"])
    else:
        mc = ch([f"No account for {sys_}; my lead said 'use tester / {pw}'.", f"{sys_[0].upper() + sys_[1:]} admin password is {pw} (to be changed in December, apparently)."])
        le = ch(["Integration tests only against the test tenant.", "Get access through a ticket rather than verbally."])
        ak = ch([f"Is there a service account for {sys_}?", "How often is the test account password changed?"])
    if maybe(0.35):
        mc, le = le, mc
    return fields3(lang, mc, le, ak, [pw])


@secret("env: PowerShell $env: assignment")
def _s(lang):
    pw = pw_in("!@#%^&*()-_=+.?~")
    var = ch(["SQL_PASSWORD", "AZURE_DEVOPS_EXT_PAT", "NUGET_API_KEY", "SMTP_PASSWORD", "ADMIN_PWD"])
    val = pw if var not in ("AZURE_DEVOPS_EXT_PAT", "NUGET_API_KEY") else rs(LB32, 52)
    snip = f"$env:{var} = \"{val}\"\n.\\deploy.ps1 -Environment {ch(ENVS)}"
    ctx = L(lang, ["The deploy script reads credentials from the session environment, and the previous run's history kept them.", "I didn't know PSReadLine saves history to a file."],
            ["배포 스크립트가 세션 환경에서 자격 증명을 읽는데 이전 실행 기록이 남아 있었음.", "PSReadLine이 히스토리를 파일로 저장한다는 걸 몰랐음."])
    les = L(lang, ["Check (Get-PSReadLineOption).HistorySavePath and clean it.", "Use Get-Credential or SecretManagement instead."],
            ["(Get-PSReadLineOption).HistorySavePath 확인 후 정리.", "Get-Credential이나 SecretManagement 사용."])
    ask = L(lang, ["Who else uses this jump box?", "Is SecretManagement set up here?"],
            ["이 점프 박스를 또 누가 쓰나요?", "여기에 SecretManagement가 설정돼 있나요?"])
    return place(lang, ctx, les, ask, snip, [val], "cmd")


# ================================================================================================
# VENDOR TOKENS
# ================================================================================================
VENDORS = []


def S(label, v):
    return (label, v, [v])


def I(label, v):
    return (label, v, [])


def U(label, url, *secrets):
    return (label, url, list(secrets))


def V(name, co, parts, api=None, auth=None, styles=None, what="API key", sdk=None):
    VENDORS.append({"name": name, "co": co, "parts": parts, "api": api, "auth": auth or [], "styles": styles,
                    "what": what, "sdk": sdk})


# ---- code hosting / dev platforms ----
V("GitHub (classic PAT)", "GitHub", lambda: [S("GITHUB_TOKEN", "ghp_" + an(36))], "https://api.github.com/user/repos", [("bearer", 0)],
  what="personal access token")
V("GitHub (fine-grained PAT)", "GitHub", lambda: [S("GH_TOKEN", "github_pat_" + an(22) + "_" + an(59))], "https://api.github.com/repos/acme/infra/actions/runs",
  [("bearer", 0)], what="fine-grained token")
V("GitLab", "GitLab", lambda: [S("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))], "https://gitlab.com/api/v4/projects?membership=true",
  [("hdr", "PRIVATE-TOKEN", 0)], what="personal access token")
V("Bitbucket", "Atlassian", lambda: [I("BITBUCKET_USER", ch(NAMES)), S("BITBUCKET_APP_PASSWORD", "ATBB" + an(28) + HX(8))],
  "https://api.bitbucket.org/2.0/repositories/acme", [("user", 0, 1)], what="app password")
V("Atlassian (Jira Cloud)", "Atlassian", lambda: [I("JIRA_EMAIL", email()), S("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + HX(8))],
  "https://acme.atlassian.net/rest/api/3/myself", [("user", 0, 1)], what="API token")
V("Gitea", "Gitea", lambda: [S("GITEA_TOKEN", hx(40))], "https://git.acme.io/api/v1/user", [("scheme", "token", 0)], what="access token")
V("Azure DevOps", "Microsoft", lambda: [S("AZURE_DEVOPS_PAT", rs(LB32, 52))], "https://dev.azure.com/acme/_apis/projects?api-version=7.1",
  [("usertrail0", 0)], what="PAT")
V("Gitee", "Gitee (OSChina)", lambda: [S("GITEE_ACCESS_TOKEN", hx(32))], "https://gitee.com/api/v5/user", [("query", "access_token", 0)], what="private token")
V("Hugging Face", "Hugging Face", lambda: [S("HF_TOKEN", "hf_" + an(34))], "https://huggingface.co/api/whoami-v2", [("bearer", 0)], what="access token",
  sdk="huggingface_hub.login(token=\"{0}\")")
V("npm", "npm (GitHub)", lambda: [S("NPM_TOKEN", "npm_" + an(36))], None, [], styles=["env", "npmrc", "gh", "prose", "chat", "export", "docker"],
  what="automation token")
V("PyPI", "Python Software Foundation", lambda: [S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(130, 160)))], None, [],
  styles=["env", "pypirc", "twine", "gh", "prose", "export"], what="API token")
V("RubyGems", "Ruby Central", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hx(48))], "https://rubygems.org/api/v1/gems.json",
  [("scheme", "", 0)], what="API key")
V("NuGet", "Microsoft NuGet", lambda: [S("NUGET_API_KEY", "oy2" + lan(43))], None, [], styles=["env", "nuget", "gh", "prose", "ps"], what="API key")
V("crates.io", "Rust Foundation", lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + an(32))], None, [], styles=["env", "cargo", "gh", "prose", "export"],
  what="API token")
V("Docker Hub", "Docker", lambda: [I("DOCKERHUB_USERNAME", ch(NAMES) + "ci"), S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))], None, [],
  styles=["env", "dockerlogin", "gh", "prose", "chat"], what="access token")
V("JFrog Artifactory", "JFrog", lambda: [S("JFROG_ACCESS_TOKEN", b64s(f"reftkn:01:{dg(10)}:{an(32)}").rstrip("="))],
  "https://acme.jfrog.io/artifactory/api/repositories", [("bearer", 0)], what="identity token")
V("SonarCloud", "SonarSource", lambda: [S("SONAR_TOKEN", "squ_" + hx(40))], "https://sonarcloud.io/api/authentication/validate",
  [("bearer", 0)], what="user token")
V("Snyk", "Snyk", lambda: [S("SNYK_TOKEN", uuid4())], "https://api.snyk.io/rest/self?version=2024-06-10", [("scheme", "token", 0)], what="API token")
V("Codecov", "Sentry (Codecov)", lambda: [S("CODECOV_TOKEN", uuid4())], None, [], styles=["env", "gh", "prose", "yamlci", "chat"], what="upload token")
V("Postman", "Postman", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))], "https://api.getpostman.com/collections",
  [("hdr", "X-Api-Key", 0)], what="API key")
V("CircleCI", "CircleCI", lambda: [S("CIRCLE_TOKEN", "CCIPAT_" + an(22) + "_" + hx(40))], "https://circleci.com/api/v2/me",
  [("hdr", "Circle-Token", 0)], what="personal API token")
V("Buildkite", "Buildkite", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))], "https://api.buildkite.com/v2/user", [("bearer", 0)], what="API access token")
V("Travis CI", "Idera (Travis CI)", lambda: [S("TRAVIS_TOKEN", rs(B64U, 22))], "https://api.travis-ci.com/user",
  [("scheme", "token", 0), ("hdr", "Travis-API-Version", None)], what="API token")
V("Jenkins", "Jenkins (CDF)", lambda: [I("JENKINS_USER", ch(NAMES)), S("JENKINS_API_TOKEN", "11" + hx(32))],
  "https://jenkins.acme.io/job/deploy/buildWithParameters?ENV=stg", [("user", 0, 1)], what="API token")
V("Harness", "Harness", lambda: [S("HARNESS_API_KEY", f"pat.{rs(B64U, 22)}.{hx(24)}.{an(20)}")], "https://app.harness.io/ng/api/user/currentUser",
  [("hdr", "x-api-key", 0)], what="personal access token")
V("Octopus Deploy", "Octopus Deploy", lambda: [S("OCTOPUS_API_KEY", "API-" + uan(26))], "https://octopus.acme.io/api/projects",
  [("hdr", "X-Octopus-ApiKey", 0)], what="API key")
V("Bitrise", "Bitrise", lambda: [S("BITRISE_TOKEN", rs(B64U, 86))], "https://api.bitrise.io/v0.1/me", [("scheme", "", 0)], what="personal access token")
V("Expo", "Expo (650 Industries)", lambda: [S("EXPO_TOKEN", rs(B64U, 40))], None, [], styles=["env", "gh", "prose", "export", "chat"], what="access token")
V("Vercel", "Vercel", lambda: [S("VERCEL_TOKEN", an(24))], "https://api.vercel.com/v9/projects", [("bearer", 0)], what="access token")
V("Netlify", "Netlify", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + an(36))], "https://api.netlify.com/api/v1/sites", [("bearer", 0)], what="personal access token")
V("Render", "Render", lambda: [S("RENDER_API_KEY", "rnd_" + an(32))], "https://api.render.com/v1/services?limit=20", [("bearer", 0)], what="API key")
V("Railway", "Railway", lambda: [S("RAILWAY_TOKEN", uuid4())], None, [], styles=["env", "gh", "prose", "export", "chat"], what="project token")
V("Fly.io", "Fly.io", lambda: (lambda t: [("FLY_API_TOKEN", "FlyV1 " + t, [t])])("fm2_" + rs(B64C, 220) + "," + "fm2_" + rs(B64C, 80)),
  None, [], styles=["envq", "prose", "gh"], what="deploy token")
V("Heroku", "Salesforce (Heroku)", lambda: [S("HEROKU_API_KEY", uuid4())], "https://api.heroku.com/apps",
  [("bearer", 0), ("hdr", "Accept", None)], what="API key")
V("DigitalOcean", "DigitalOcean", lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))], "https://api.digitalocean.com/v2/droplets", [("bearer", 0)],
  what="personal access token")
V("Linode (Akamai)", "Akamai", lambda: [S("LINODE_TOKEN", hx(64))], "https://api.linode.com/v4/linode/instances", [("bearer", 0)], what="personal access token")
V("Vultr", "Vultr", lambda: [S("VULTR_API_KEY", uan(36))], "https://api.vultr.com/v2/instances", [("bearer", 0)], what="API key")
V("Hetzner Cloud", "Hetzner", lambda: [S("HCLOUD_TOKEN", an(64))], "https://api.hetzner.cloud/v1/servers", [("bearer", 0)], what="API token")
V("Scaleway", "Scaleway (Iliad)", lambda: [S("SCW_ACCESS_KEY", "SCW" + uan(17)), S("SCW_SECRET_KEY", uuid4())], "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers",
  [("hdr", "X-Auth-Token", 1)], what="API key pair")
V("OVHcloud", "OVHcloud", lambda: [I("OVH_APPLICATION_KEY", an(16)), S("OVH_APPLICATION_SECRET", an(32)), S("OVH_CONSUMER_KEY", an(32))], None, [],
  styles=["env", "ini", "prose", "py"], what="application secret")
V("Cloudflare", "Cloudflare", lambda: [S("CLOUDFLARE_API_TOKEN", rs(B64U, 40))], "https://api.cloudflare.com/client/v4/user/tokens/verify",
  [("bearer", 0)], what="API token")
V("Cloudflare R2", "Cloudflare", lambda: [S("R2_ACCESS_KEY_ID", hx(32)), S("R2_SECRET_ACCESS_KEY", hx(64))], None, [],
  styles=["env", "awsprofile", "prose", "py", "json"], what="access key pair")
V("Fastly", "Fastly", lambda: [S("FASTLY_API_TOKEN", rs(B64U, 32))], "https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge_all",
  [("hdr", "Fastly-Key", 0)], what="API token")
V("Tailscale", "Tailscale", lambda: [S("TS_AUTHKEY", "tskey-auth-" + an(12) + "CNTRL-" + an(33))], None, [],
  styles=["env", "tailscale", "prose", "docker", "k8s"], what="auth key")
V("ngrok", "ngrok", lambda: [S("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21))], None, [], styles=["env", "ngrok", "prose", "docker", "chat"],
  what="authtoken")
V("HashiCorp Vault", "HashiCorp", lambda: [S("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86))], "https://vault.acme.io:8200/v1/secret/data/app",
  [("hdr", "X-Vault-Token", 0)], what="token")
V("Terraform Cloud", "HashiCorp", lambda: [S("TF_TOKEN_app_terraform_io", an(14) + ".atlasv1." + an(67))], None, [],
  styles=["env", "tfrc", "prose", "gh"], what="user API token")
V("Pulumi", "Pulumi", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))], None, [], styles=["env", "gh", "prose", "export", "docker"], what="access token")
V("Doppler", "Doppler", lambda: [S("DOPPLER_TOKEN", "dp.st.prd." + an(40))], "https://api.doppler.com/v3/configs/config/secrets/download?format=env",
  [("bearer", 0)], what="service token")
V("1Password", "1Password (AgileBits)", lambda: [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + b64us(json.dumps({"signInAddress": "acme.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(16)}, "email": f"{lan(12)}@1passwordserviceaccounts.com", "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(32), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": f"A3-{uan(6)}-{uan(6)}-{uan(5)}-{uan(5)}-{uan(5)}-{uan(5)}", "throttleSecret": {"seed": hx(64), "deviceUuid": lan(26)}, "deviceUuid": lan(26)}, separators=(',', ':'))))],
  None, [], styles=["env", "gh", "prose"], what="service account token")
V("Sentry", "Sentry", lambda: [S("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))], "https://sentry.io/api/0/organizations/acme/releases/",
  [("bearer", 0)], what="auth token")
V("Datadog", "Datadog", lambda: [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40))], "https://api.datadoghq.com/api/v1/validate",
  [("hdr", "DD-API-KEY", 0), ("hdr", "DD-APPLICATION-KEY", 1)], what="API and application keys")
V("New Relic", "New Relic", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + uan(27))], "https://api.newrelic.com/graphql", [("hdr", "API-Key", 0)], what="user key")
V("Grafana", "Grafana Labs", lambda: [S("GRAFANA_TOKEN", "glsa_" + an(32) + "_" + hx(8))], "https://grafana.acme.io/api/dashboards/uid/ops-overview",
  [("bearer", 0)], what="service account token")
V("PagerDuty", "PagerDuty", lambda: [S("PAGERDUTY_TOKEN", "u+" + rs(B64U, 18))], "https://api.pagerduty.com/incidents?statuses[]=triggered",
  [("scheme", "Token token=", 0)], what="API token")
V("Opsgenie", "Atlassian", lambda: [S("OPSGENIE_API_KEY", uuid4())], "https://api.opsgenie.com/v2/alerts", [("scheme", "GenieKey", 0)], what="API key")
V("Splunk HEC", "Cisco (Splunk)", lambda: [S("SPLUNK_HEC_TOKEN", uuid4())], "https://splunk.acme.io:8088/services/collector/event",
  [("scheme", "Splunk", 0)], what="HEC token")
V("Honeycomb", "Honeycomb", lambda: [S("HONEYCOMB_API_KEY", "hcaik_01" + lan(56))], "https://api.honeycomb.io/1/auth", [("hdr", "X-Honeycomb-Team", 0)],
  what="ingest key")
V("Elastic Cloud", "Elastic", lambda: [S("ELASTIC_API_KEY", b64s(f"{rs(B64U, 20)}:{rs(B64U, 22)}"))], "https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_security/_authenticate",
  [("scheme", "ApiKey", 0)], what="API key")
V("Logz.io", "Logz.io", lambda: [S("LOGZIO_TOKEN", an(32))], "https://listener.logz.io:8071/?type=app", [("query", "token", 0)], what="shipping token")
V("Rollbar", "Rollbar", lambda: [S("ROLLBAR_ACCESS_TOKEN", hx(32))], "https://api.rollbar.com/api/1/item/", [("hdr", "X-Rollbar-Access-Token", 0)],
  what="post_server_item token")
V("Loggly", "SolarWinds", lambda: (lambda t: [U("LOGGLY_URL", f"https://logs-01.loggly.com/inputs/{t}/tag/http/", t)])(uuid4()), None, [],
  styles=["env", "prose", "curlurl", "yaml"], what="customer token URL")
V("Sumo Logic", "Sumo Logic", lambda: [S("SUMO_ACCESS_ID", "su" + an(12)), S("SUMO_ACCESS_KEY", an(64))], "https://api.sumologic.com/api/v1/collectors",
  [("user", 0, 1)], what="access ID and key")
V("LaunchDarkly", "LaunchDarkly", lambda: [S("LD_SDK_KEY", "sdk-" + uuid4())], None, [], styles=["env", "prose", "py", "json", "k8s"], what="server-side SDK key",
  sdk="ldclient.set_config(Config(\"{0}\"))")

# ---- AI / ML ----
V("OpenAI", "OpenAI", lambda: [S("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))], "https://api.openai.com/v1/models",
  [("bearer", 0)], sdk="client = OpenAI(api_key=\"{0}\")")
V("Anthropic", "Anthropic", lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")], "https://api.anthropic.com/v1/models",
  [("hdr", "x-api-key", 0), ("hdr", "anthropic-version", None)], sdk="client = anthropic.Anthropic(api_key=\"{0}\")")
V("Google AI Studio (Gemini)", "Google", lambda: [S("GEMINI_API_KEY", "AIza" + rs(B64U, 35))],
  "https://generativelanguage.googleapis.com/v1beta/models", [("query", "key", 0)], sdk="genai.configure(api_key=\"{0}\")")
V("Groq", "Groq", lambda: [S("GROQ_API_KEY", "gsk_" + an(52))], "https://api.groq.com/openai/v1/models", [("bearer", 0)])
V("Perplexity", "Perplexity AI", lambda: [S("PERPLEXITY_API_KEY", "pplx-" + an(48))], "https://api.perplexity.ai/chat/completions", [("bearer", 0)])
V("xAI", "xAI", lambda: [S("XAI_API_KEY", "xai-" + an(80))], "https://api.x.ai/v1/models", [("bearer", 0)])
V("Cohere", "Cohere", lambda: [S("CO_API_KEY", an(40))], "https://api.cohere.com/v1/check-api-key", [("bearer", 0)], sdk="co = cohere.ClientV2(api_key=\"{0}\")")
V("Mistral AI", "Mistral AI", lambda: [S("MISTRAL_API_KEY", an(32))], "https://api.mistral.ai/v1/models", [("bearer", 0)])
V("DeepSeek", "DeepSeek", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hx(32))], "https://api.deepseek.com/models", [("bearer", 0)])
V("Together AI", "Together AI", lambda: [S("TOGETHER_API_KEY", hx(64))], "https://api.together.xyz/v1/models", [("bearer", 0)])
V("Fireworks AI", "Fireworks AI", lambda: [S("FIREWORKS_API_KEY", "fw_" + an(24))], "https://api.fireworks.ai/inference/v1/models", [("bearer", 0)])
V("Replicate", "Replicate", lambda: [S("REPLICATE_API_TOKEN", "r8_" + an(37))], "https://api.replicate.com/v1/account", [("bearer", 0)])
V("OpenRouter", "OpenRouter", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))], "https://openrouter.ai/api/v1/key", [("bearer", 0)])
V("ElevenLabs", "ElevenLabs", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hx(48))], "https://api.elevenlabs.io/v1/user", [("hdr", "xi-api-key", 0)])
V("Deepgram", "Deepgram", lambda: [S("DEEPGRAM_API_KEY", hx(40))], "https://api.deepgram.com/v1/projects", [("scheme", "Token", 0)])
V("AssemblyAI", "AssemblyAI", lambda: [S("ASSEMBLYAI_API_KEY", hx(32))], "https://api.assemblyai.com/v2/transcript", [("hdr", "authorization", 0)])
V("LangSmith", "LangChain", lambda: [S("LANGSMITH_API_KEY", "lsv2_pt_" + hx(32) + "_" + hx(10))], "https://api.smith.langchain.com/api/v1/sessions",
  [("hdr", "x-api-key", 0)])
V("Weights & Biases", "Weights & Biases", lambda: [S("WANDB_API_KEY", hx(40))], None, [], styles=["env", "wandb", "netrcw", "prose", "export"])
V("Pinecone", "Pinecone", lambda: [S("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(63))], "https://api.pinecone.io/indexes", [("hdr", "Api-Key", 0)])
V("Voyage AI", "MongoDB (Voyage AI)", lambda: [S("VOYAGE_API_KEY", "pa-" + rs(B64U, 43))], "https://api.voyageai.com/v1/embeddings", [("bearer", 0)])
V("Jina AI", "Jina AI", lambda: [S("JINA_API_KEY", "jina_" + hx(32) + rs(B64U, 28))], "https://r.jina.ai/https://example.com", [("bearer", 0)])
V("Stability AI", "Stability AI", lambda: [S("STABILITY_API_KEY", "sk-" + an(48))], "https://api.stability.ai/v1/user/account", [("bearer", 0)])
V("Cerebras", "Cerebras", lambda: [S("CEREBRAS_API_KEY", "csk-" + lan(48))], "https://api.cerebras.ai/v1/models", [("bearer", 0)])
V("RunPod", "RunPod", lambda: [S("RUNPOD_API_KEY", "rpa_" + uan(40) + lan(8))], "https://rest.runpod.io/v1/pods", [("bearer", 0)])
V("Modal", "Modal Labs", lambda: [S("MODAL_TOKEN_ID", "ak-" + an(22)), S("MODAL_TOKEN_SECRET", "as-" + an(22))], None, [],
  styles=["env", "modal", "prose", "gh"], what="token id and secret")
V("Databricks", "Databricks", lambda: [S("DATABRICKS_TOKEN", "dapi" + hx(32))], "https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list",
  [("bearer", 0)], what="personal access token")
V("dbt Cloud", "dbt Labs", lambda: [S("DBT_CLOUD_API_TOKEN", "dbtc_" + rs(B64U, 56))], "https://cloud.getdbt.com/api/v2/accounts/",
  [("scheme", "Token", 0)], what="service token")
V("Prefect Cloud", "Prefect", lambda: [S("PREFECT_API_KEY", "pnu_" + an(36))], None, [], styles=["env", "prefect", "prose", "export", "k8s"])
V("Upstage (Solar)", "Upstage", lambda: [S("UPSTAGE_API_KEY", "up_" + an(29))], "https://api.upstage.ai/v1/solar/chat/completions", [("bearer", 0)])
V("Zhipu AI (GLM)", "Zhipu AI", lambda: [S("ZHIPUAI_API_KEY", f"{hx(32)}.{an(16)}")], "https://open.bigmodel.cn/api/paas/v4/chat/completions", [("bearer", 0)])
V("Moonshot AI (Kimi)", "Moonshot AI", lambda: [S("MOONSHOT_API_KEY", "sk-" + an(48))], "https://api.moonshot.cn/v1/models", [("bearer", 0)])
V("Alibaba Cloud Model Studio (DashScope)", "Alibaba Cloud", lambda: [S("DASHSCOPE_API_KEY", "sk-" + hx(32))],
  "https://dashscope-intl.aliyuncs.com/compatible-mode/v1/models", [("bearer", 0)])
V("iFlytek Open Platform", "iFlytek", lambda: [I("XF_APPID", hx(8)), S("XF_API_KEY", hx(32)), S("XF_API_SECRET", an(32))], None, [],
  styles=["env", "json", "py", "prose"], what="APIKey/APISecret")
V("Baidu AI Cloud (Qianfan)", "Baidu", lambda: [I("BAIDU_API_KEY", an(24)), S("BAIDU_SECRET_KEY", an(32))], None, [],
  styles=["env", "baiducurl", "json", "prose"], what="Secret Key")

# ---- cloud providers ----
V("AWS (access key pair)", "Amazon Web Services", lambda: [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)), S("AWS_SECRET_ACCESS_KEY", rs(B64C, 40))], None, [],
  styles=["env", "awscreds", "export", "prose", "gh", "docker", "json"], what="access key")
V("AWS (temporary session credentials)", "Amazon Web Services",
  lambda: [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)), S("AWS_SECRET_ACCESS_KEY", rs(B64C, 40)),
           S("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64C, ri(380, 560)))], None, [], styles=["export", "awscreds", "env"], what="session credentials")
V("Google Cloud OAuth client", "Google", lambda: [I("GOOGLE_CLIENT_ID", f"{dg(12)}-{lan(32)}.apps.googleusercontent.com"), S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))],
  None, [], styles=["env", "json", "prose", "yaml"], what="OAuth client secret")
V("Firebase Cloud Messaging (legacy server key)", "Google", lambda: [S("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))],
  "https://fcm.googleapis.com/fcm/send", [("scheme", "key=", 0)], what="server key")
V("Azure Storage", "Microsoft", lambda: (lambda k: [U("AZURE_STORAGE_CONNECTION_STRING",
  f"DefaultEndpointsProtocol=https;AccountName={ch(SVC)}{lan(6)};AccountKey={k};EndpointSuffix=core.windows.net", k)])(b64(64)),
  None, [], styles=["env", "json", "prose", "ps"], what="connection string")
V("Microsoft Entra ID (Azure AD app)", "Microsoft", lambda: [I("AZURE_TENANT_ID", uuid4()), I("AZURE_CLIENT_ID", uuid4()),
  S("AZURE_CLIENT_SECRET", rs(AN, 3) + str(ri(1, 9)) + "Q~" + rs(AN + "-_.~", 34))], None, [], styles=["env", "json", "azlogin", "prose", "gh"],
  what="client secret")
V("Azure Cosmos DB", "Microsoft", lambda: (lambda k: [U("COSMOS_CONNECTION_STRING", f"AccountEndpoint=https://{ch(SVC)}-cosmos.documents.azure.com:443/;AccountKey={k};", k)])(b64(64)),
  None, [], styles=["env", "json", "prose"], what="account key")
V("Microsoft Teams (incoming webhook)", "Microsoft", lambda: (lambda t: [U("TEAMS_WEBHOOK_URL",
  f"https://acme.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{t}/{uuid4()}", t)])(hx(32)), None, [],
  styles=["env", "prose", "curlurl", "json"], what="webhook URL")
V("Alibaba Cloud", "Alibaba Cloud", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30))], None, [],
  styles=["env", "export", "json", "prose", "py"], what="AccessKey")
V("Tencent Cloud", "Tencent", lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + an(32)), S("TENCENTCLOUD_SECRET_KEY", an(32))], None, [],
  styles=["env", "export", "json", "prose", "py"], what="SecretId/SecretKey")
V("Huawei Cloud", "Huawei", lambda: [S("HUAWEICLOUD_SDK_AK", uan(20)), S("HUAWEICLOUD_SDK_SK", an(40))], None, [],
  styles=["env", "export", "json", "prose"], what="AK/SK")
V("Volcengine", "ByteDance", lambda: [S("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 40)), S("VOLC_SECRETKEY", b64(45))], None, [],
  styles=["env", "export", "json", "prose"], what="AK/SK")
V("Naver Cloud Platform", "NAVER Cloud", lambda: [S("NCLOUD_ACCESS_KEY", uan(20)), S("NCLOUD_SECRET_KEY", an(40))], None, [],
  styles=["env", "export", "json", "prose", "py", "chat"], what="access key / secret key")
V("NAVER Cloud CLOVA Studio", "NAVER Cloud", lambda: [S("CLOVASTUDIO_API_KEY", "nv-" + hx(32))],
  "https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005", [("bearer", 0)])
V("NHN Cloud", "NHN", lambda: [S("NHN_USER_ACCESS_KEY_ID", an(20)), S("NHN_SECRET_ACCESS_KEY", an(16))], None, [],
  styles=["env", "json", "prose", "py"], what="User Access Key")
V("Backblaze B2", "Backblaze", lambda: [S("B2_APPLICATION_KEY_ID", "005" + hx(22)), S("B2_APPLICATION_KEY", "K005" + rs(AN + "/+", 27))], None, [],
  styles=["env", "export", "prose", "rclone"], what="application key")
V("Wasabi", "Wasabi", lambda: [S("WASABI_ACCESS_KEY", uan(20)), S("WASABI_SECRET_KEY", an(40))], None, [], styles=["env", "awsprofile", "prose", "rclone"])
V("MinIO", "MinIO", lambda: [S("MINIO_ACCESS_KEY", uan(20)), S("MINIO_SECRET_KEY", an(40))], None, [], styles=["env", "mcalias", "prose", "json"])
V("Qiniu Cloud", "Qiniu", lambda: [S("QINIU_ACCESS_KEY", rs(B64U, 40)), S("QINIU_SECRET_KEY", rs(B64U, 40))], None, [], styles=["env", "json", "prose", "py"])
V("Firebase Realtime Database (legacy secret)", "Google", lambda: [S("FIREBASE_DB_SECRET", an(40))],
  "https://acme-app-default-rtdb.firebaseio.com/users.json", [("query", "auth", 0)], what="database secret")
V("Supabase", "Supabase", lambda: [S("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": lan(20), "role": "service_role", "iat": epoch() - 9_000_000, "exp": epoch() + 300_000_000}))],
  "https://xyzcompanyref.supabase.co/rest/v1/profiles?select=*", [("hdr", "apikey", 0), ("bearer", 0)], what="service_role key")
V("Neon", "Databricks (Neon)", lambda: [S("NEON_API_KEY", "napi_" + lan(64))], "https://console.neon.tech/api/v2/projects", [("bearer", 0)])
V("PlanetScale", "PlanetScale", lambda: [I("PLANETSCALE_SERVICE_TOKEN_ID", lan(12)), S("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43))],
  "https://api.planetscale.com/v1/organizations/acme/databases", [("auth_colon", 0, 1)], what="service token")
V("MongoDB Atlas Admin API", "MongoDB", lambda: [I("ATLAS_PUBLIC_KEY", lan(8)), S("ATLAS_PRIVATE_KEY", uuid4())],
  "https://cloud.mongodb.com/api/atlas/v2/groups", [("digest", 0, 1)], what="API private key")
V("Upstash Redis", "Upstash", lambda: [I("UPSTASH_REDIS_REST_URL", f"https://{ch(['apt', 'bold', 'calm', 'deep'])}-{ch(['mole', 'lynx', 'wren'])}-{ri(10000, 99999)}.upstash.io"),
  S("UPSTASH_REDIS_REST_TOKEN", "A" + rs(UP, 1) + rs(B64U, 4) + "AIjcDE" + an(58))], None, [], styles=["env", "prose", "json", "py"], what="REST token")
V("Confluent Cloud", "Confluent", lambda: [I("CONFLUENT_API_KEY", uan(16)), S("CONFLUENT_API_SECRET", rs(AN + "+/", 64))], None, [],
  styles=["env", "jaas", "prose"], what="API secret")
V("Aiven", "Aiven", lambda: [S("AIVEN_TOKEN", rs(B64C, 120))], "https://api.aiven.io/v1/project", [("scheme", "aivenv1", 0)])
V("Algolia", "Algolia", lambda: [I("ALGOLIA_APP_ID", uan(10)), S("ALGOLIA_ADMIN_KEY", hx(32))], "https://XXXXXXXXXX-dsn.algolia.net/1/indexes",
  [("hdr", "X-Algolia-Application-Id", 0), ("hdr", "X-Algolia-API-Key", 1)], what="admin API key")
V("Meilisearch", "Meilisearch", lambda: [S("MEILI_MASTER_KEY", rs(B64U, 32))], "http://search.acme.io:7700/keys", [("bearer", 0)], what="master key")
V("Typesense", "Typesense", lambda: [S("TYPESENSE_API_KEY", an(32))], "https://ts.acme.io/collections", [("hdr", "X-TYPESENSE-API-KEY", 0)], what="admin API key")
V("Mapbox (secret token)", "Mapbox", lambda: [S("MAPBOX_SECRET_TOKEN", "sk." + b64us(json.dumps({"u": ch(NAMES) + "-maps", "a": "cl" + lan(23)}, separators=(',', ':'))) + "." + rs(B64U, 22))],
  None, [], styles=["env", "netrcm", "prose", "gh"], what="secret token (DOWNLOADS:READ)")
V("HERE", "HERE Technologies", lambda: [S("HERE_API_KEY", rs(B64U, 43))], "https://geocode.search.hereapi.com/v1/geocode?q=Seoul", [("query", "apiKey", 0)])
V("TomTom", "TomTom", lambda: [S("TOMTOM_API_KEY", an(32))], "https://api.tomtom.com/search/2/geocode/Seoul.json", [("query", "key", 0)])

# ---- messaging / comms ----
V("Slack (bot token)", "Slack (Salesforce)", lambda: [S("SLACK_BOT_TOKEN", f"xoxb-{dg(12)}-{dg(13)}-{an(24)}")], "https://slack.com/api/auth.test",
  [("bearer", 0)], what="bot token")
V("Slack (incoming webhook)", "Slack (Salesforce)", lambda: (lambda t: [U("SLACK_WEBHOOK_URL", f"https://hooks.slack.com/services/T{uan(10)}/B{uan(10)}/{t}", t)])(an(24)),
  None, [], styles=["env", "prose", "curlurl", "json", "yaml"], what="webhook URL")
V("Discord (bot token)", "Discord", lambda: [S("DISCORD_BOT_TOKEN", b64us(str(ri(10**17, 10**19 - 1))) + "." + rs(B64U, 6) + "." + rs(B64U, 38))],
  "https://discord.com/api/v10/users/@me", [("scheme", "Bot", 0)], what="bot token")
V("Discord (webhook)", "Discord", lambda: (lambda t: [U("DISCORD_WEBHOOK_URL", f"https://discord.com/api/webhooks/{dg(19)}/{t}", t)])(rs(B64U, 68)),
  None, [], styles=["env", "prose", "curlurl", "json"], what="webhook URL")
V("Telegram", "Telegram", lambda: (lambda t: [S("TELEGRAM_BOT_TOKEN", t)])(f"{dg(10)}:AA{rs(B64U, 33)}"), None, [],
  styles=["env", "tgurl", "prose", "json", "chat"], what="bot token")
V("Twilio", "Twilio", lambda: [I("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32))],
  "https://api.twilio.com/2010-04-01/Accounts.json", [("user", 0, 1)], what="auth token")
V("SendGrid", "Twilio", lambda: [S("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))], "https://api.sendgrid.com/v3/scopes", [("bearer", 0)])
V("Mailgun", "Sinch (Mailgun)", lambda: [S("MAILGUN_API_KEY", f"{hx(32)}-{hx(8)}-{hx(8)}")], "https://api.mailgun.net/v3/domains",
  [("userlit", "api", 0)], what="private API key")
V("Mailchimp", "Intuit (Mailchimp)", lambda: (lambda dc: [S("MAILCHIMP_API_KEY", hx(32) + "-" + dc)])(f"us{ri(1, 21)}"), "https://us6.api.mailchimp.com/3.0/ping",
  [("userlit", "anystring", 0)])
V("Postmark", "ActiveCampaign (Postmark)", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())], "https://api.postmarkapp.com/server",
  [("hdr", "X-Postmark-Server-Token", 0)], what="server token")
V("Brevo", "Brevo", lambda: [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + an(16))], "https://api.brevo.com/v3/account", [("hdr", "api-key", 0)])
V("Mailjet", "Sinch (Mailjet)", lambda: [S("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))], "https://api.mailjet.com/v3/REST/sender",
  [("user", 0, 1)])
V("Resend", "Resend", lambda: [S("RESEND_API_KEY", "re_" + an(8) + "_" + an(24))], "https://api.resend.com/domains", [("bearer", 0)])
V("SparkPost", "Bird (SparkPost)", lambda: [S("SPARKPOST_API_KEY", hx(40))], "https://api.sparkpost.com/api/v1/account", [("scheme", "", 0)])
V("Customer.io", "Customer.io", lambda: [S("CUSTOMERIO_APP_API_KEY", hx(32))], "https://api.customer.io/v1/send/email", [("bearer", 0)], what="App API key")
V("Vonage", "Ericsson (Vonage)", lambda: [S("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", an(16))], "https://rest.nexmo.com/account/get-balance",
  [("query2", "api_key", 0, "api_secret", 1)])
V("MessageBird (Bird)", "Bird", lambda: [S("MESSAGEBIRD_ACCESS_KEY", an(25))], "https://rest.messagebird.com/balance", [("scheme", "AccessKey", 0)])
V("Plivo", "Plivo", lambda: [I("PLIVO_AUTH_ID", "MA" + uan(18)), S("PLIVO_AUTH_TOKEN", an(40))], "https://api.plivo.com/v1/Account/", [("user", 0, 1)])
V("Telnyx", "Telnyx", lambda: [S("TELNYX_API_KEY", "KEY" + HX(32) + "_" + an(22))], "https://api.telnyx.com/v2/balance", [("bearer", 0)])
V("Pusher", "MessageBird (Pusher)", lambda: [I("PUSHER_APP_ID", dg(7)), I("PUSHER_KEY", hx(20)), S("PUSHER_SECRET", hx(20))], None, [],
  styles=["env", "json", "prose", "py"], what="app secret")
V("Ably", "Ably", lambda: [S("ABLY_API_KEY", f"{rs(B64U, 6)}.{rs(B64U, 6)}:{rs(B64U, 43)}")], "https://rest.ably.io/channels/ops/messages",
  [("basicraw", 0)])
V("Agora", "Agora", lambda: [I("AGORA_APP_ID", hx(32)), S("AGORA_APP_CERTIFICATE", hx(32))], None, [], styles=["env", "json", "prose", "py"],
  what="App Certificate")
V("Stream (getstream.io)", "Stream", lambda: [I("STREAM_API_KEY", lan(12)), S("STREAM_API_SECRET", lan(64))], None, [], styles=["env", "json", "prose", "py"],
  what="API secret")
V("Sendbird", "Sendbird", lambda: [I("SENDBIRD_APP_ID", uuid4().upper()), S("SENDBIRD_API_TOKEN", hx(40))],
  "https://api-APPID.sendbird.com/v3/users", [("hdr", "Api-Token", 1)], what="master API token")
V("LINE Messaging API", "LY Corporation", lambda: [S("LINE_CHANNEL_ACCESS_TOKEN", rs(B64C, 171) + "="), S("LINE_CHANNEL_SECRET", hx(32))],
  "https://api.line.me/v2/bot/info", [("bearer", 0)], what="channel access token")
V("Mattermost", "Mattermost", lambda: [S("MM_ACCESS_TOKEN", lan(26))], "https://chat.acme.io/api/v4/users/me", [("bearer", 0)], what="personal access token")
V("Rocket.Chat", "Rocket.Chat", lambda: [I("RC_USER_ID", an(17)), S("RC_AUTH_TOKEN", rs(B64U, 43))], "https://rc.acme.io/api/v1/me",
  [("hdr", "X-User-Id", 0), ("hdr", "X-Auth-Token", 1)], what="personal access token")
V("Zulip", "Kandra Labs (Zulip)", lambda: [I("ZULIP_EMAIL", f"deploy-bot@{ch(['acme', 'nuri'])}.zulipchat.com"), S("ZULIP_API_KEY", an(32))],
  "https://acme.zulipchat.com/api/v1/users/me", [("user", 0, 1)], what="bot API key")
V("Discourse", "Civilized Discourse Construction Kit", lambda: [S("DISCOURSE_API_KEY", hx(64)), I("DISCOURSE_API_USERNAME", "system")],
  "https://forum.acme.io/admin/users/list/active.json", [("hdr", "Api-Key", 0), ("hdr", "Api-Username", 1)])
V("OneSignal", "OneSignal", lambda: [S("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(LB32, 113))], "https://api.onesignal.com/notifications",
  [("scheme", "Key", 0)], what="REST API key")
V("IFTTT", "IFTTT", lambda: (lambda t: [U("IFTTT_WEBHOOK", f"https://maker.ifttt.com/trigger/deploy_done/with/key/{t}", t)])(rs(B64U, 22)), None, [],
  styles=["env", "prose", "curlurl"], what="Webhooks key")
V("Chatwork", "kubell (Chatwork)", lambda: [S("CHATWORK_API_TOKEN", hx(32))], "https://api.chatwork.com/v2/me", [("hdr", "X-ChatWorkToken", 0)])
V("DingTalk (robot)", "Alibaba (DingTalk)", lambda: [S("DINGTALK_ACCESS_TOKEN", hx(64)), S("DINGTALK_SECRET", "SEC" + hx(64))], None, [],
  styles=["env", "json", "prose", "py"], what="robot token and sign secret")
V("Feishu / Lark", "ByteDance (Lark)", lambda: [I("FEISHU_APP_ID", "cli_" + hx(16)), S("FEISHU_APP_SECRET", an(32))], None, [],
  styles=["env", "json", "prose", "feishucurl"], what="app secret")
V("WeChat Official Account", "Tencent (WeChat)", lambda: [I("WECHAT_APPID", "wx" + hx(16)), S("WECHAT_APPSECRET", hx(32))], None, [],
  styles=["env", "json", "prose", "wechaturl"], what="AppSecret")
V("Zalo", "VNG (Zalo)", lambda: [I("ZALO_APP_ID", dg(19)), S("ZALO_APP_SECRET", rs(AN + "_", 20))], None, [], styles=["env", "json", "prose"], what="app secret key")

# ---- SaaS / productivity ----
V("Notion", "Notion Labs", lambda: [S("NOTION_TOKEN", "ntn_" + dg(12) + an(34))], "https://api.notion.com/v1/users/me",
  [("bearer", 0), ("hdr", "Notion-Version", None)], what="integration token")
V("Linear", "Linear", lambda: [S("LINEAR_API_KEY", "lin_api_" + an(40))], "https://api.linear.app/graphql", [("scheme", "", 0)])
V("Airtable", "Airtable", lambda: [S("AIRTABLE_PAT", "pat" + an(14) + "." + hx(64))], "https://api.airtable.com/v0/meta/bases", [("bearer", 0)],
  what="personal access token")
V("Figma", "Figma", lambda: [S("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], "https://api.figma.com/v1/me", [("hdr", "X-Figma-Token", 0)],
  what="personal access token")
V("Asana", "Asana", lambda: [S("ASANA_PAT", f"2/{dg(16)}/{dg(16)}:{hx(32)}")], "https://app.asana.com/api/1.0/users/me", [("bearer", 0)],
  what="personal access token")
V("ClickUp", "ClickUp", lambda: [S("CLICKUP_API_TOKEN", f"pk_{dg(8)}_{uan(32)}")], "https://api.clickup.com/api/v2/user", [("scheme", "", 0)])
V("Trello", "Atlassian", lambda: [I("TRELLO_API_KEY", hx(32)), S("TRELLO_TOKEN", "ATTA" + hx(64) + HX(8))], "https://api.trello.com/1/members/me/boards",
  [("query2", "key", 0, "token", 1)], what="token")
V("monday.com", "monday.com", lambda: [S("MONDAY_API_TOKEN", jwt({"tid": ri(10**8, 10**9), "aai": ri(10, 99), "uid": ri(10**7, 10**8), "iad": "2024-05-13T02:11:09.000Z", "per": "me:write", "actid": ri(10**6, 10**7), "rgn": "apse2"}))],
  "https://api.monday.com/v2", [("scheme", "", 0)], what="API token")
V("Zendesk", "Zendesk", lambda: [I("ZENDESK_EMAIL", email()), S("ZENDESK_API_TOKEN", an(40))], "https://acme.zendesk.com/api/v2/tickets.json",
  [("usertok", 0, 1)])
V("Freshdesk", "Freshworks", lambda: [S("FRESHDESK_API_KEY", an(20))], "https://acme.freshdesk.com/api/v2/tickets", [("userx", 0)])
V("HubSpot", "HubSpot", lambda: [S("HUBSPOT_ACCESS_TOKEN", "pat-na1-" + uuid4())], "https://api.hubapi.com/crm/v3/objects/contacts?limit=5",
  [("bearer", 0)], what="private app token")
V("Salesforce", "Salesforce", lambda: [S("SF_ACCESS_TOKEN", f"00D{uan(12)}!AR{rs(AN + '._', 94)}")],
  "https://acme.my.salesforce.com/services/data/v61.0/limits", [("bearer", 0)], what="session/access token")
V("Pipedrive", "Pipedrive", lambda: [S("PIPEDRIVE_API_TOKEN", hx(40))], "https://api.pipedrive.com/v1/deals", [("query", "api_token", 0)])
V("Typeform", "Typeform", lambda: [S("TYPEFORM_TOKEN", "tfp_" + rs(AN + "_", 44) + "_" + an(14))], "https://api.typeform.com/forms", [("bearer", 0)])
V("Intercom", "Intercom", lambda: [S("INTERCOM_ACCESS_TOKEN", b64s(f"tok:{uuid4()}:1:0").rstrip("="))], "https://api.intercom.io/me", [("bearer", 0)])
V("Mixpanel", "Mixpanel", lambda: [I("MIXPANEL_SA_USERNAME", f"export-bot.{lan(6)}.mp-service-account"), S("MIXPANEL_SA_SECRET", an(32))],
  "https://mixpanel.com/api/app/me", [("user", 0, 1)], what="service account secret")
V("Amplitude", "Amplitude", lambda: [I("AMPLITUDE_API_KEY", hx(32)), S("AMPLITUDE_SECRET_KEY", hx(32))], "https://amplitude.com/api/2/export?start=20241101T00&end=20241101T23",
  [("user", 0, 1)], what="secret key")
V("PostHog", "PostHog", lambda: [S("POSTHOG_PERSONAL_API_KEY", "phx_" + an(47))], "https://us.posthog.com/api/projects/", [("bearer", 0)],
  what="personal API key")
V("Segment", "Twilio (Segment)", lambda: [S("SEGMENT_PUBLIC_API_TOKEN", "sgp_" + an(64))], "https://api.segmentapis.com/workspaces", [("bearer", 0)],
  what="Public API token")
V("Contentful", "Contentful", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))], "https://api.contentful.com/spaces", [("bearer", 0)],
  what="management token")
V("Sanity", "Sanity", lambda: [S("SANITY_API_TOKEN", "sk" + an(180))], None, [], styles=["env", "prose", "gh", "json"], what="write token")
V("Strapi", "Strapi", lambda: [S("STRAPI_API_TOKEN", hx(256))], "https://cms.acme.io/api/articles", [("bearer", 0)], what="full-access API token")
V("Ghost", "Ghost Foundation", lambda: [S("GHOST_ADMIN_API_KEY", f"{hx(24)}:{hx(64)}")], None, [], styles=["env", "json", "prose"], what="Admin API key")
V("WordPress (application password)", "Automattic / WordPress", lambda: [I("WP_USER", "deploy"), S("WP_APP_PASSWORD", " ".join(an(4) for _ in range(6)))],
  "https://blog.acme.io/wp-json/wp/v2/posts?status=draft", [("user", 0, 1)], what="application password")
V("Okta", "Okta", lambda: [S("OKTA_API_TOKEN", "00" + rs(B64U, 40))], "https://acme.okta.com/api/v1/users?limit=5", [("scheme", "SSWS", 0)])
V("Auth0", "Okta (Auth0)", lambda: [I("AUTH0_DOMAIN", "acme.jp.auth0.com"), I("AUTH0_CLIENT_ID", an(32)), S("AUTH0_CLIENT_SECRET", rs(B64U, 64))], None, [],
  styles=["env", "json", "prose", "yaml"], what="client secret")
V("Clerk", "Clerk", lambda: [S("CLERK_SECRET_KEY", "sk_live_" + an(40))], "https://api.clerk.com/v1/users?limit=10", [("bearer", 0)], what="secret key")
V("Stytch", "Stytch", lambda: [I("STYTCH_PROJECT_ID", "project-live-" + uuid4()), S("STYTCH_SECRET", "secret-live-" + rs(B64U, 36))], None, [],
  styles=["env", "json", "prose"], what="secret")
V("Dropbox", "Dropbox", lambda: [S("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64U, 140))], "https://api.dropboxapi.com/2/users/get_current_account", [("bearer", 0)],
  what="access token")
V("Box", "Box", lambda: [S("BOX_DEVELOPER_TOKEN", an(32))], "https://api.box.com/2.0/users/me", [("bearer", 0)], what="developer token")
V("Zoom", "Zoom", lambda: [I("ZOOM_ACCOUNT_ID", rs(B64U, 22)), I("ZOOM_CLIENT_ID", rs(B64U, 22)), S("ZOOM_CLIENT_SECRET", an(32))], None, [],
  styles=["env", "json", "prose"], what="Server-to-Server OAuth client secret")
V("DocuSign", "DocuSign", lambda: [I("DOCUSIGN_INTEGRATION_KEY", uuid4()), S("DOCUSIGN_SECRET_KEY", uuid4())], None, [], styles=["env", "json", "prose"],
  what="secret key")
V("Calendly", "Calendly", lambda: [S("CALENDLY_PAT", jwt({"iss": "https://auth.calendly.com", "iat": epoch(), "jti": uuid4(), "user_uuid": uuid4()}, alg="HS256"))],
  "https://api.calendly.com/users/me", [("bearer", 0)], what="personal access token")
V("Kintone", "Cybozu", lambda: [S("KINTONE_API_TOKEN", an(40))], "https://acme.cybozu.com/k/v1/records.json?app=12", [("hdr", "X-Cybozu-API-Token", 0)])
V("Backlog", "Nulab", lambda: [S("BACKLOG_API_KEY", an(64))], "https://acme.backlog.com/api/v2/users/myself", [("query", "apiKey", 0)])
V("Shopify", "Shopify", lambda: [S("SHOPIFY_ACCESS_TOKEN", "shpat_" + hx(32))], "https://acme-store.myshopify.com/admin/api/2024-10/shop.json",
  [("hdr", "X-Shopify-Access-Token", 0)], what="Admin API access token")
V("WooCommerce", "Automattic (WooCommerce)", lambda: [S("WC_CONSUMER_KEY", "ck_" + hx(40)), S("WC_CONSUMER_SECRET", "cs_" + hx(40))],
  "https://shop.acme.io/wp-json/wc/v3/orders", [("user", 0, 1)], what="REST API keys")
V("BigCommerce", "BigCommerce", lambda: [S("BIGCOMMERCE_ACCESS_TOKEN", lan(31))], "https://api.bigcommerce.com/stores/abc123/v3/catalog/products",
  [("hdr", "X-Auth-Token", 0)])
V("Etsy", "Etsy", lambda: [S("ETSY_KEYSTRING", lan(24)), S("ETSY_SHARED_SECRET", lan(10))], None, [], styles=["env", "json", "prose"], what="keystring/shared secret")
V("eBay", "eBay", lambda: [I("EBAY_CLIENT_ID", f"AcmeCorp-{ch(['sync', 'lister'])}-PRD-{hx(9)}-{hx(8)}"), S("EBAY_CLIENT_SECRET", f"PRD-{hx(12)}-{hx(4)}-{hx(4)}-{hx(4)}-{hx(4)}")],
  None, [], styles=["env", "json", "prose"], what="Cert ID (client secret)")
V("Shopee Open Platform", "Sea Group (Shopee)", lambda: [I("SHOPEE_PARTNER_ID", dg(7)), S("SHOPEE_PARTNER_KEY", hx(64))], None, [],
  styles=["env", "json", "prose", "py"], what="partner key")
V("Lazada Open Platform", "Alibaba (Lazada)", lambda: [I("LAZADA_APP_KEY", dg(6)), S("LAZADA_APP_SECRET", an(32))], None, [], styles=["env", "json", "prose"],
  what="app secret")
V("Rakuten RMS", "Rakuten", lambda: [S("RMS_SERVICE_SECRET", f"SP{dg(6)}_{an(16)}"), S("RMS_LICENSE_KEY", f"SL{dg(6)}_{an(16)}")], None, [],
  styles=["env", "json", "prose", "rmsauth"], what="serviceSecret/licenseKey")
V("Yahoo! JAPAN", "LY Corporation", lambda: [I("YAHOO_JP_CLIENT_ID", "dj00a" + rs(B64U, 50)), S("YAHOO_JP_CLIENT_SECRET", an(40))], None, [],
  styles=["env", "json", "prose"], what="client secret")
V("Riot Games", "Riot Games", lambda: [S("RIOT_API_KEY", "RGAPI-" + uuid4())], "https://kr.api.riotgames.com/lol/status/v4/platform-data",
  [("hdr", "X-Riot-Token", 0)])
V("Steam Web API", "Valve", lambda: [S("STEAM_API_KEY", HX(32))], "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?steamids=76561198000000000",
  [("query", "key", 0)])
V("Shodan", "Shodan", lambda: [S("SHODAN_API_KEY", an(32))], "https://api.shodan.io/api-info", [("query", "key", 0)])
V("VirusTotal", "Google (VirusTotal)", lambda: [S("VT_API_KEY", hx(64))], "https://www.virustotal.com/api/v3/files/44d88612fea8a8f36de82e1278abb02f",
  [("hdr", "x-apikey", 0)])
V("X (Twitter) API", "X Corp", lambda: [S("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + an(22) + "%3D" + an(50))], "https://api.twitter.com/2/users/me",
  [("bearer", 0)], what="app bearer token")
V("Meta (Facebook Graph API)", "Meta", lambda: [S("FB_PAGE_ACCESS_TOKEN", "EAA" + an(ri(170, 200)))], "https://graph.facebook.com/v21.0/me/accounts",
  [("query", "access_token", 0)], what="page access token")
V("LinkedIn", "Microsoft (LinkedIn)", lambda: [I("LINKEDIN_CLIENT_ID", lan(14)), S("LINKEDIN_CLIENT_SECRET", an(16))], None, [],
  styles=["env", "json", "prose"], what="client secret")
V("Spotify", "Spotify", lambda: [I("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))], None, [], styles=["env", "json", "prose", "py"],
  what="client secret")
V("Reddit", "Reddit", lambda: [I("REDDIT_CLIENT_ID", rs(B64U, 22)), S("REDDIT_CLIENT_SECRET", rs(B64U, 30))], None, [], styles=["env", "json", "prose", "py"],
  what="client secret")
V("Twitch", "Amazon (Twitch)", lambda: [I("TWITCH_CLIENT_ID", lan(30)), S("TWITCH_CLIENT_SECRET", lan(30))], None, [], styles=["env", "json", "prose"],
  what="client secret")
V("Etherscan", "Etherscan", lambda: [S("ETHERSCAN_API_KEY", uan(34))], "https://api.etherscan.io/v2/api?chainid=1&module=account&action=balance&address=0x0000000000000000000000000000000000000000",
  [("query", "apikey", 0)])
V("Alchemy", "Alchemy", lambda: (lambda t: [U("ALCHEMY_RPC_URL", f"https://eth-mainnet.g.alchemy.com/v2/{t}", t)])(rs(B64U, 32)), None, [],
  styles=["env", "prose", "json", "curlurl"], what="RPC URL with API key")
V("Coinbase Commerce", "Coinbase", lambda: [S("COINBASE_COMMERCE_API_KEY", uuid4())], "https://api.commerce.coinbase.com/charges", [("hdr", "X-CC-Api-Key", 0)])
V("BrowserStack", "BrowserStack", lambda: [I("BROWSERSTACK_USERNAME", ch(NAMES) + "_" + lan(6)), S("BROWSERSTACK_ACCESS_KEY", an(20))],
  "https://api.browserstack.com/automate/plan.json", [("user", 0, 1)], what="access key")
V("Sauce Labs", "Sauce Labs", lambda: [I("SAUCE_USERNAME", "oauth-" + ch(NAMES) + "-" + lan(5)), S("SAUCE_ACCESS_KEY", uuid4())],
  "https://api.us-west-1.saucelabs.com/team-management/v1/users/", [("user", 0, 1)], what="access key")
V("Cypress Cloud", "Cypress", lambda: [S("CYPRESS_RECORD_KEY", uuid4())], None, [], styles=["env", "cypress", "gh", "prose"], what="record key")
V("Percy", "BrowserStack (Percy)", lambda: [S("PERCY_TOKEN", "web_" + hx(64))], None, [], styles=["env", "gh", "prose", "export"], what="project token")
V("Harbor (robot account)", "CNCF (Harbor)", lambda: [I("HARBOR_ROBOT", f"robot${ch(['ci', 'deploy'])}+{ch(SVC)}"), S("HARBOR_ROBOT_SECRET", an(32))], None, [],
  styles=["env", "prose", "json"], what="robot secret")
V("Argo CD", "CNCF (Argo)", lambda: [S("ARGOCD_AUTH_TOKEN", jwt({"iss": "argocd", "sub": "ci:apiKey", "nbf": epoch(), "iat": epoch(), "jti": uuid4()}))],
  "https://argocd.acme.io/api/v1/applications", [("bearer", 0)], what="API token")

# ---- payments / fintech ----
V("Stripe (secret key)", "Stripe", lambda: [S("STRIPE_SECRET_KEY", "sk_live_51" + an(ch([22, 97])))], "https://api.stripe.com/v1/balance",
  [("usertrail", 0)], what="live secret key", sdk="stripe.api_key = \"{0}\"")
V("Stripe (webhook signing secret)", "Stripe", lambda: [S("STRIPE_WEBHOOK_SECRET", "whsec_" + an(32))], None, [], styles=["env", "prose", "py", "gh"],
  what="webhook signing secret", sdk="event = stripe.Webhook.construct_event(payload, sig_header, \"{0}\")")
V("PayPal", "PayPal", lambda: [I("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))], "https://api-m.paypal.com/v1/oauth2/token",
  [("user", 0, 1)], what="client secret")
V("Square", "Block (Square)", lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))], "https://connect.squareup.com/v2/locations", [("bearer", 0)], what="production access token")
V("Braintree", "PayPal (Braintree)", lambda: [S("BRAINTREE_ACCESS_TOKEN", f"access_token$production${lan(16)}${hx(32)}")], None, [],
  styles=["env", "json", "prose", "yaml"], what="access token")
V("Adyen", "Adyen", lambda: [S("ADYEN_API_KEY", "AQE" + rs(AN, 9) + "+" + rs(B64C, 120) + "=" + "-" + rs(B64C, 40))], "https://checkout-live.adyen.com/v71/paymentMethods",
  [("hdr", "X-API-Key", 0)])
V("Plaid", "Plaid", lambda: [I("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30))], None, [], styles=["env", "json", "prose", "plaidcurl"], what="secret")
V("Razorpay", "Razorpay", lambda: [I("RAZORPAY_KEY_ID", "rzp_live_" + an(14)), S("RAZORPAY_KEY_SECRET", an(24))], "https://api.razorpay.com/v1/payments?count=5",
  [("user", 0, 1)], what="key secret")
V("Paystack", "Stripe (Paystack)", lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))], "https://api.paystack.co/transaction?perPage=5", [("bearer", 0)])
V("Flutterwave", "Flutterwave", lambda: [S("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X")], "https://api.flutterwave.com/v3/transactions", [("bearer", 0)])
V("Mollie", "Mollie", lambda: [S("MOLLIE_API_KEY", "live_" + an(30))], "https://api.mollie.com/v2/payments?limit=5", [("bearer", 0)])
V("Paddle", "Paddle", lambda: [S("PADDLE_API_KEY", "pdl_live_apikey_" + ulid().lower() + "_" + an(22) + "_" + an(3))], "https://api.paddle.com/products", [("bearer", 0)])
V("Lemon Squeezy", "Lemon Squeezy (Stripe)", lambda: [S("LEMONSQUEEZY_API_KEY", jwt({"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": hx(64), "iat": epoch(), "nbf": epoch(), "exp": epoch() + 31_536_000, "sub": str(ri(10**5, 10**7)), "scopes": []}, alg="RS256", sig_bytes=128))],
  "https://api.lemonsqueezy.com/v1/users/me", [("bearer", 0)])
V("Gumroad", "Gumroad", lambda: [S("GUMROAD_ACCESS_TOKEN", rs(B64U, 43))], "https://api.gumroad.com/v2/user", [("query", "access_token", 0)])
V("Binance", "Binance", lambda: [S("BINANCE_API_KEY", an(64)), S("BINANCE_API_SECRET", an(64))], "https://api.binance.com/api/v3/account",
  [("hdr", "X-MBX-APIKEY", 0)], what="API key and secret")
V("Xendit", "Xendit", lambda: [S("XENDIT_SECRET_KEY", "xnd_production_" + an(60))], "https://api.xendit.co/balance", [("usertrail", 0)])
V("Midtrans", "GoTo (Midtrans)", lambda: [S("MIDTRANS_SERVER_KEY", "Mid-server-" + rs(B64U, 24))], "https://api.midtrans.com/v2/ORDER-101/status", [("usertrail", 0)],
  what="server key")
V("Omise", "Omise (Opn)", lambda: [S("OMISE_SECRET_KEY", "skey_" + lan(19))], "https://api.omise.co/account", [("usertrail", 0)])
V("PayPay", "PayPay", lambda: [S("PAYPAY_API_KEY", "a_" + an(10) + "_" + an(4)), S("PAYPAY_API_SECRET", b64(32))], None, [], styles=["env", "json", "prose"])
V("Paytm", "Paytm (One97)", lambda: [I("PAYTM_MID", an(20)), S("PAYTM_MERCHANT_KEY", rs(AN + "@#&%", 16))], None, [], styles=["env", "json", "prose"],
  what="merchant key")
V("VNPay", "VNPAY", lambda: [I("VNP_TMNCODE", uan(8)), S("VNP_HASHSECRET", uan(32))], None, [], styles=["env", "json", "prose"], what="hash secret")
V("MoMo", "M_Service (MoMo)", lambda: [I("MOMO_PARTNER_CODE", "MOMO" + uan(10)), S("MOMO_ACCESS_KEY", an(16)), S("MOMO_SECRET_KEY", an(32))], None, [],
  styles=["env", "json", "prose"], what="access key / secret key")

# ---- Korea ----
V("Toss Payments", "Viva Republica (Toss)", lambda: (lambda k: [("TOSS_SECRET_KEY", k, [k]), ("_basic", b64s(k + ":"), [b64s(k + ":")])])("live_sk_" + an(28)),
  None, [], styles=["tossbasic", "env1", "prose1"], what="secret key")
V("Toss Payments (widget secret)", "Viva Republica (Toss)", lambda: [S("TOSS_WIDGET_SECRET_KEY", "live_gsk_" + an(28))], None, [], styles=["env", "prose", "json"],
  what="widget secret key")
V("KakaoPay", "Kakao Pay", lambda: [S("KAKAOPAY_SECRET_KEY", "PRD" + HX(38))], "https://open-api.kakaopay.com/online/v1/payment/ready",
  [("scheme", "SECRET_KEY", 0)], what="secret key (PRD)")
V("Kakao Developers", "Kakao", lambda: [S("KAKAO_ADMIN_KEY", hx(32))], "https://kapi.kakao.com/v1/user/ids", [("scheme", "KakaoAK", 0)], what="Admin key")
V("Kakao Developers (REST API key)", "Kakao", lambda: [S("KAKAO_REST_API_KEY", hx(32))], "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로",
  [("scheme", "KakaoAK", 0)], what="REST API key")
V("KakaoWork", "Kakao Enterprise", lambda: [S("KAKAOWORK_BOT_APP_KEY", hx(32))], "https://api.kakaowork.com/v1/conversations.list", [("bearer", 0)], what="bot app key")
V("NAVER Developers (Open API)", "NAVER", lambda: [I("NAVER_CLIENT_ID", an(20)), S("NAVER_CLIENT_SECRET", an(10))],
  "https://openapi.naver.com/v1/search/blog.json?query=테스트", [("hdr", "X-Naver-Client-Id", 0), ("hdr", "X-Naver-Client-Secret", 1)], what="Client Secret")
V("NAVER Commerce API", "NAVER", lambda: [I("NAVER_COMMERCE_CLIENT_ID", an(22)), S("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(AN + "./", 22))], None, [],
  styles=["envsq", "json", "prose"], what="client secret")
V("NAVER Search Ad API", "NAVER", lambda: [S("NAVER_AD_API_KEY", "0100000000" + hx(64)), S("NAVER_AD_SECRET_KEY", b64(30)), I("NAVER_AD_CUSTOMER_ID", dg(7))], None, [],
  styles=["env", "json", "prose"], what="access license / secret key")
V("Upbit", "Dunamu", lambda: [S("UPBIT_ACCESS_KEY", an(40)), S("UPBIT_SECRET_KEY", an(40))], None, [], styles=["env", "json", "prose", "py", "chat"],
  what="Open API access/secret key")
V("Bithumb", "Bithumb", lambda: [S("BITHUMB_CONNECT_KEY", hx(32)), S("BITHUMB_SECRET_KEY", hx(32))], None, [], styles=["env", "json", "prose", "py"],
  what="Connect Key / Secret Key")
V("Korea Investment & Securities (KIS Developers)", "Korea Investment & Securities", lambda: [S("KIS_APP_KEY", "PS" + an(34)), S("KIS_APP_SECRET", rs(B64C, 180))],
  None, [], styles=["env", "json", "prose", "kiscurl"], what="appkey/appsecret")
V("Open DART", "Financial Supervisory Service (Korea)", lambda: [S("DART_API_KEY", hx(40))],
  "https://opendart.fss.or.kr/api/list.json?corp_code=00126380&bgn_de=20240101", [("query", "crtfc_key", 0)], what="인증키 (crtfc_key)")
V("공공데이터포털 (data.go.kr)", "NIA (data.go.kr)", lambda: (lambda raw: [U("DATA_GO_KR_SERVICE_KEY", pct(raw), pct(raw))])(b64(66)),
  None, [], styles=["datagokr", "env", "prose"], what="serviceKey (Encoding)")
V("기상청 API허브 (KMA)", "Korea Meteorological Administration", lambda: [S("KMA_AUTH_KEY", rs(B64U, 22))],
  "https://apihub.kma.go.kr/api/typ01/url/kma_sfctm2.php?tm=202411011200&stn=108", [("query", "authKey", 0)], what="authKey")
V("서울 열린데이터광장", "Seoul Metropolitan Government", lambda: [S("SEOUL_OPENAPI_KEY", hx(30))], None, [], styles=["seoulurl", "env", "prose"], what="인증키")
V("Coupang Open API", "Coupang", lambda: [S("COUPANG_ACCESS_KEY", uuid4()), S("COUPANG_SECRET_KEY", hx(40)), I("COUPANG_VENDOR_ID", "A00" + dg(6))], None, [],
  styles=["env", "json", "prose", "py"], what="access key / secret key")
V("PortOne (I'mport)", "PortOne", lambda: [S("PORTONE_API_SECRET", an(80))], "https://api.portone.io/payments/order-20241101-0001", [("scheme", "PortOne", 0)],
  what="V2 API Secret")
V("NICEPAY", "NICE Information & Telecommunication", lambda: (lambda ck, sk: [I("NICEPAY_CLIENT_KEY", ck), S("NICEPAY_SECRET_KEY", sk), ("_basic", b64s(f"{ck}:{sk}"), [b64s(f"{ck}:{sk}")])])("R2_" + hx(32), hx(32)),
  None, [], styles=["nicebasic", "env2", "prose2"], what="secret key")
V("KG Inicis", "KG Inicis", lambda: [I("INICIS_MID", "INIpay" + uan(4)), S("INICIS_SIGN_KEY", b64(30))], None, [], styles=["env", "json", "prose"], what="signKey")
V("Bootpay", "Bootpay", lambda: [I("BOOTPAY_APPLICATION_ID", hx(24)), S("BOOTPAY_PRIVATE_KEY", b64(32))], None, [], styles=["env", "json", "prose", "py"],
  what="private key")
V("Channel Talk", "Channel Corp", lambda: [S("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))], "https://api.channel.io/open/v5/user-chats",
  [("hdr", "x-access-key", 0), ("hdr", "x-access-secret", 1)], what="access key / secret")
V("SOLAPI (CoolSMS)", "Nurigo (SOLAPI)", lambda: [S("SOLAPI_API_KEY", "NCS" + uan(13)), S("SOLAPI_API_SECRET", uan(32))], None, [],
  styles=["env", "json", "prose", "py"], what="API Key / API Secret")
V("Aligo SMS", "Aligo", lambda: [I("ALIGO_USER_ID", ch(NAMES) + "corp"), S("ALIGO_API_KEY", lan(32))], None, [], styles=["env", "aligo", "prose"], what="API key")
V("JANDI (incoming webhook)", "Toss Lab (JANDI)", lambda: (lambda t: [U("JANDI_WEBHOOK_URL", f"https://wh.jandi.com/connect-api/webhook/{dg(8)}/{t}", t)])(hx(32)),
  None, [], styles=["env", "prose", "curlurl", "json"], what="webhook URL")
V("Dooray! (incoming hook)", "NHN Dooray", lambda: (lambda t: [U("DOORAY_HOOK_URL", f"https://hook.dooray.com/services/{dg(19)}/{dg(19)}/{t}", t)])(rs(B64U, 22)),
  None, [], styles=["env", "prose", "curlurl", "json"], what="hook URL")
V("Nexon Open API", "Nexon", lambda: [S("NEXON_OPEN_API_KEY", "live_" + hx(96))],
  "https://open.api.nexon.com/maplestory/v1/id?character_name=test", [("hdr", "x-nxopen-api-key", 0)])
V("Neople Open API", "Neople (Nexon)", lambda: [S("NEOPLE_API_KEY", an(32))], "https://api.neople.co.kr/df/servers", [("query", "apikey", 0)])
V("SK open API (TMAP)", "SK Telecom / TMAP Mobility", lambda: [S("TMAP_APP_KEY", an(40))], "https://apis.openapi.sk.com/tmap/geo/fullAddrGeo?version=1&fullAddr=판교",
  [("hdr", "appKey", 0)])
V("Cafe24 API", "Cafe24", lambda: [I("CAFE24_CLIENT_ID", an(22)), S("CAFE24_CLIENT_SECRET", an(22))], None, [], styles=["env", "json", "prose"], what="client secret")
V("11st Open API", "SK Planet (11st)", lambda: [S("ELEVENST_OPENAPI_KEY", hx(32))], "https://openapi.11st.co.kr/openapi/OpenApiService.tmall?apiCode=ProductSearch&keyword=test",
  [("query", "key", 0)])
V("Sweet Tracker (스마트택배)", "Sweet Tracker", lambda: [S("SWEETTRACKER_API_KEY", an(22))],
  "https://info.sweettracker.co.kr/api/v1/trackingInfo?t_code=04&t_invoice=123456789012", [("query", "t_key", 0)])
V("Samsung SmartThings", "Samsung Electronics", lambda: [S("SMARTTHINGS_TOKEN", uuid4())], "https://api.smartthings.com/v1/devices", [("bearer", 0)],
  what="personal access token")
V("LINE Pay", "LY Corporation", lambda: [I("LINEPAY_CHANNEL_ID", dg(10)), S("LINEPAY_CHANNEL_SECRET", hx(32))], None, [], styles=["env", "json", "prose"],
  what="channel secret")

# ---- misc ----
V("age (file encryption)", "age (FiloSottile)", lambda: [S("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))], None, [],
  styles=["env", "agefile", "prose", "gh"], what="identity (secret key)")
V("Apple App Store Connect API", "Apple", lambda: (lambda lines: [I("ASC_KEY_ID", uan(10)), I("ASC_ISSUER_ID", uuid4()),
  ("ASC_PRIVATE_KEY", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----", lines)])(ec_pkcs8_pem_lines()), None, [],
  styles=["p8"], what=".p8 private key")
V("Cloudinary", "Cloudinary", lambda: (lambda s: [U("CLOUDINARY_URL", f"cloudinary://{dg(15)}:{s}@{ch(['acme', 'nuri-media', 'hanbit-cdn'])}", s)])(rs(B64U, 27)),
  None, [], styles=["env", "prose", "json", "export"], what="API secret")
V("Hex", "Hex Technologies", lambda: [S("HEX_API_TOKEN", hx(80))], "https://app.hex.tech/api/v1/projects", [("bearer", 0)])


# ---- vendor rendering ----------------------------------------------------------------------------
CONST_HDR = {"Travis-API-Version": "3", "Accept": "application/vnd.heroku+json; version=3", "anthropic-version": "2023-06-01",
             "Notion-Version": "2022-06-28"}
DEFAULT_STYLES = ["env", "env", "export", "curl", "curl", "py", "json", "yaml", "prose", "prose", "chat", "gh", "docker", "k8s", "ps", "toml"]
CMD_STYLES = ["curl", "export", "gh", "docker", "k8s", "ps", "twine", "nuget", "dockerlogin", "tailscale", "ngrok", "curlurl", "wandb", "modal",
              "prefect", "azlogin", "mcalias", "baiducurl", "tgurl", "feishucurl", "wechaturl", "tossbasic", "nicebasic", "plaidcurl", "kiscurl",
              "datagokr", "seoulurl", "aligo", "cypress", "cargo"]


def slug(name):
    s = "".join(c.lower() if c.isalnum() else "-" for c in name.split(" (")[0])
    while "--" in s:
        s = s.replace("--", "-")
    return s.strip("-") or "vendor"


def yq(v):
    return v if all(c in AN + "-_." for c in v) else json.dumps(v, ensure_ascii=False)


def curl_for(v, parts):
    vals = [p[1] for p in parts]
    url = v["api"]
    flags = []
    for a in v["auth"]:
        k = a[0]
        if k == "bearer":
            flags.append(f"-H \"Authorization: Bearer {vals[a[1]]}\"")
        elif k == "hdr":
            flags.append(f"-H \"{a[1]}: {CONST_HDR[a[1]] if a[2] is None else vals[a[2]]}\"")
        elif k == "scheme":
            sch, val = a[1], vals[a[2]]
            h = val if sch == "" else (sch + val if sch.endswith("=") else f"{sch} {val}")
            flags.append(f"-H \"Authorization: {h}\"")
        elif k == "query":
            url += ("&" if "?" in url else "?") + f"{a[1]}={vals[a[2]]}"
        elif k == "query2":
            url += ("&" if "?" in url else "?") + f"{a[1]}={vals[a[2]]}&{a[3]}={vals[a[4]]}"
        elif k == "user":
            flags.append(f"-u \"{vals[a[1]]}:{vals[a[2]]}\"")
        elif k == "userlit":
            flags.append(f"-u \"{a[1]}:{vals[a[2]]}\"")
        elif k == "usertrail":
            flags.append(f"-u {vals[a[1]]}:")
        elif k == "usertrail0":
            flags.append(f"-u :{vals[a[1]]}")
        elif k == "auth_colon":
            flags.append(f"-H \"Authorization: {vals[a[1]]}:{vals[a[2]]}\"")
        elif k == "digest":
            flags.append(f"--digest -u \"{vals[a[1]]}:{vals[a[2]]}\"")
        elif k == "usertok":
            flags.append(f"-u \"{vals[a[1]]}/token:{vals[a[2]]}\"")
        elif k == "userx":
            flags.append(f"-u \"{vals[a[1]]}:X\"")
        elif k == "basicraw":
            flags.append(f"-u \"{vals[a[1]]}\"")
    return f"curl -s {' '.join(flags)} '{url}'"


def py_for(v, parts):
    vals = [p[1] for p in parts]
    if v["sdk"] and maybe(0.6):
        return v["sdk"].format(*vals)
    if v["api"] and v["auth"]:
        hdrs, params, auth, rawauth = [], [], None, None
        for a in v["auth"]:
            k = a[0]
            if k == "bearer":
                hdrs.append(("Authorization", f"Bearer {vals[a[1]]}"))
            elif k == "hdr":
                hdrs.append((a[1], CONST_HDR[a[1]] if a[2] is None else vals[a[2]]))
            elif k == "scheme":
                sch, val = a[1], vals[a[2]]
                hdrs.append(("Authorization", val if sch == "" else (sch + val if sch.endswith("=") else f"{sch} {val}")))
            elif k == "query":
                params.append((a[1], vals[a[2]]))
            elif k == "query2":
                params += [(a[1], vals[a[2]]), (a[3], vals[a[4]])]
            elif k in ("user", "digest"):
                auth = (vals[a[1]], vals[a[2]])
            elif k == "userlit":
                auth = (a[1], vals[a[2]])
            elif k == "usertrail":
                auth = (vals[a[1]], "")
            elif k == "usertrail0":
                auth = ("", vals[a[1]])
            elif k == "usertok":
                auth = (vals[a[1]] + "/token", vals[a[2]])
            elif k == "userx":
                auth = (vals[a[1]], "X")
            elif k == "auth_colon":
                hdrs.append(("Authorization", f"{vals[a[1]]}:{vals[a[2]]}"))
            elif k == "basicraw":
                rawauth = vals[a[1]]
        base = v["api"].split("?")[0] if params else v["api"]
        args = [f"\"{base}\""]
        if rawauth:
            args.append(f"auth=tuple(\"{rawauth}\".split(\":\", 1))")
        if hdrs:
            args.append("headers={" + ", ".join(f"\"{h}\": \"{x}\"" for h, x in hdrs) + "}")
        if params:
            args.append("params={" + ", ".join(f"\"{h}\": \"{x}\"" for h, x in params) + "}")
        if auth:
            args.append(f"auth=(\"{auth[0]}\", \"{auth[1]}\")")
        return f"resp = requests.get({', '.join(args)}, timeout=10)"
    return "\n".join(f"os.environ[\"{l}\"] = \"{x}\"" for l, x, _ in parts)


def kv_text(parts, lang):
    if len(parts) == 1:
        return parts[0][1]
    sep = ", " if lang == "en" else ", "
    return sep.join(f"{l} {x}" for l, x, _ in parts)


def short_name(v):
    n = v["name"].split(" (")[0]
    return n if len(n) >= 2 else v["name"]


def render_vendor(v, lang, style, parts):
    name, what = short_name(v), v["what"]
    sl = slug(name)
    vis = [p for p in parts if not p[0].startswith("_")]
    vals = [p[1] for p in parts]
    extra = []
    if style in ("env", "env1", "env2"):
        s = "\n".join(f"{l}={x}" for l, x, _ in vis)
    elif style == "envq":
        s = "\n".join(f"{l}=\"{x}\"" for l, x, _ in vis)
    elif style == "envsq":
        s = "\n".join(f"{l}='{x}'" for l, x, _ in vis)
    elif style == "export":
        s = "\n".join(f"export {l}=\"{x}\"" if "$" not in x else f"export {l}='{x}'" for l, x, _ in vis)
    elif style == "curl":
        s = curl_for(v, parts)
    elif style == "py":
        s = py_for(v, parts)
    elif style == "json":
        s = json.dumps({l.lower(): x for l, x, _ in vis}, indent=2, ensure_ascii=False)
    elif style == "yaml":
        s = f"{sl}:\n" + "\n".join(f"  {l.lower()}: {yq(x)}" for l, x, _ in vis)
    elif style == "toml":
        s = f"[{sl}]\n" + "\n".join(f"{l.lower()} = \"{x}\"" for l, x, _ in vis)
    elif style == "ini":
        s = f"[{sl}]\n" + "\n".join(f"{l.lower()} = {x}" for l, x, _ in vis)
    elif style in ("prose", "prose1", "prose2"):
        kv = kv_text(vis, lang)
        if lang == "en":
            s = ch([f"The {name} {what} that worked: {kv}", f"{name} {what} is {kv} (found it in the old deploy notes).",
                    f"Used {kv} for {name}.", f"For {name} I ended up using {kv}."])
        else:
            s = ch([f"{name} {what} 값은 {kv} 이거 썼어요.", f"{name} 키: {kv}", f"{kv} ← {name} {what}, 예전 배포 메모에 있었음",
                    f"{name} 쪽은 {kv} 로 인증함."])
    elif style == "chat":
        kv = kv_text(vis, lang)
        who = ch(["lead", "ops", "minji", "alex", "PM"])
        if lang == "en":
            s = ch([f"me: which {name} key do we use on staging?\n{who}: {kv}", f"{who}: here's the {name} {what} → {kv}\nme: thanks"])
        else:
            s = ch([f"나: 스테이징 {name} 키 뭐 써요?\n{who}: {kv} 이거요", f"{who}: {name} {what} 여기요 → {kv}\n나: 감사합니다 ㅎㅎ"])
    elif style == "gh":
        s = "\n".join(f"gh secret set {l} --body \"{x}\"" if "$" not in x else f"gh secret set {l} --body '{x}'" for l, x, _ in vis)
    elif style == "docker":
        s = f"docker run --rm " + " ".join(f"-e {l}={x}" for l, x, _ in vis) + f" {ch(['acme/worker:1.14.2', 'ghcr.io/acme/api:latest', 'registry.acme.io/batch:2024.11'])}"
    elif style == "k8s":
        s = f"kubectl create secret generic {sl}-creds " + " ".join(f"--from-literal={l}={x}" for l, x, _ in vis)
    elif style == "ps":
        s = "\n".join(f"$env:{l} = \"{x}\"" for l, x, _ in vis)
    elif style == "npmrc":
        s = f"//registry.npmjs.org/:_authToken={vals[0]}"
    elif style == "pypirc":
        s = f"[pypi]\n  username = __token__\n  password = {vals[0]}"
    elif style == "twine":
        s = f"twine upload -u __token__ -p {vals[0]} dist/*"
    elif style == "nuget":
        s = f"dotnet nuget push bin/Release/*.nupkg -k {vals[0]} -s https://api.nuget.org/v3/index.json"
    elif style == "cargo":
        s = ch([f"cargo login {vals[0]}", f"# ~/.cargo/credentials.toml\n[registry]\ntoken = \"{vals[0]}\""])
    elif style == "dockerlogin":
        s = f"echo {vals[1]} | docker login -u {vals[0]} --password-stdin"
    elif style == "yamlci":
        s = f"- uses: codecov/codecov-action@v4\n  with:\n    token: {vals[0]}\n    fail_ci_if_error: true"
    elif style == "awscreds":
        s = "[default]\n" + f"aws_access_key_id = {vals[0]}\naws_secret_access_key = {vals[1]}" + (f"\naws_session_token = {vals[2]}" if len(vals) > 2 else "") + "\nregion = ap-northeast-2"
    elif style == "awsprofile":
        ep = "https://" + (f"{hx(32)}.r2.cloudflarestorage.com" if "R2" in name else "s3.ap-northeast-1.wasabisys.com")
        s = f"[profile {sl}]\naws_access_key_id = {vals[0]}\naws_secret_access_key = {vals[1]}\nendpoint_url = {ep}"
    elif style == "tailscale":
        s = f"sudo tailscale up --authkey={vals[0]} --advertise-tags=tag:ci --hostname=runner-{ri(1, 40)}"
    elif style == "ngrok":
        s = f"ngrok config add-authtoken {vals[0]}"
    elif style == "tfrc":
        s = f"# ~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{ \"token\": \"{vals[0]}\" }}\n  }}\n}}"
    elif style == "curlurl":
        s = f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy finished\"}}' '{vals[0]}'"
    elif style == "wandb":
        s = f"wandb login {vals[0]}"
    elif style == "netrcw":
        s = f"machine api.wandb.ai\n  login user\n  password {vals[0]}"
    elif style == "modal":
        s = f"modal token set --token-id {vals[0]} --token-secret {vals[1]}"
    elif style == "prefect":
        s = f"prefect cloud login --key {vals[0]} --workspace acme/prod"
    elif style == "azlogin":
        s = f"az login --service-principal -u {vals[1]} -p '{vals[2]}' --tenant {vals[0]}"
    elif style == "rclone":
        if "B2" in name or "Backblaze" in name:
            s = f"[b2]\ntype = b2\naccount = {vals[0]}\nkey = {vals[1]}"
        else:
            s = f"[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = {vals[0]}\nsecret_access_key = {vals[1]}\nendpoint = s3.ap-northeast-1.wasabisys.com"
    elif style == "mcalias":
        s = f"mc alias set local https://minio.{ch(DOMAINS)} {vals[0]} {vals[1]}"
    elif style == "jaas":
        s = (f"bootstrap.servers=pkc-{lan(5)}.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
             f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{vals[0]}\" password=\"{vals[1]}\";")
    elif style == "netrcm":
        s = f"machine api.mapbox.com\n  login mapbox\n  password {vals[0]}"
    elif style == "baiducurl":
        s = f"curl -s 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={vals[0]}&client_secret={vals[1]}'"
    elif style == "tgurl":
        s = f"curl -s https://api.telegram.org/bot{vals[0]}/getUpdates"
    elif style == "feishucurl":
        s = (f"curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal -H 'Content-Type: application/json' "
             f"-d '{{\"app_id\":\"{vals[0]}\",\"app_secret\":\"{vals[1]}\"}}'")
    elif style == "wechaturl":
        s = f"curl 'https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={vals[0]}&secret={vals[1]}'"
    elif style == "rmsauth":
        b = b64s(f"{vals[0]}:{vals[1]}")
        s = f"curl -H 'Authorization: ESA {b}' 'https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/'"
        extra.append(b)
    elif style == "plaidcurl":
        s = (f"curl -X POST https://production.plaid.com/institutions/get -H 'Content-Type: application/json' "
             f"-d '{{\"client_id\":\"{vals[0]}\",\"secret\":\"{vals[1]}\",\"count\":10,\"offset\":0,\"country_codes\":[\"US\"]}}'")
    elif style == "tossbasic":
        s = (f"curl -X POST https://api.tosspayments.com/v1/payments/confirm -H 'Authorization: Basic {vals[1]}' -H 'Content-Type: application/json' "
             f"-d '{{\"paymentKey\":\"tviva{ri(10**13, 10**14)}{lan(5)}\",\"orderId\":\"ORD-{ri(10**7, 10**8)}\",\"amount\":{ri(10, 900) * 100}}}'")
        if maybe(0.4):
            s = f"# {vals[0]}\n" + s
    elif style == "nicebasic":
        s = f"curl -X POST https://api.nicepay.co.kr/v1/payments/{lan(20)} -H 'Authorization: Basic {vals[2]}' -H 'Content-Type: application/json' -d '{{\"amount\":1004}}'"
    elif style == "kiscurl":
        s = (f"curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP -H 'content-type: application/json' "
             f"-d '{{\"grant_type\":\"client_credentials\",\"appkey\":\"{vals[0]}\",\"appsecret\":\"{vals[1]}\"}}'")
    elif style == "datagokr":
        s = (f"curl 'http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={vals[0]}&pageNo=1&numOfRows=100"
             f"&dataType=JSON&base_date=2024{ri(1, 12):02d}{ri(1, 28):02d}&base_time=0500&nx=60&ny=127'")
    elif style == "seoulurl":
        s = f"curl http://openapi.seoul.go.kr:8088/{vals[0]}/json/RealtimeCityAir/1/25/"
    elif style == "aligo":
        s = f"curl -X POST https://apis.aligo.in/send/ -d key={vals[1]} -d user_id={vals[0]} -d sender=0212345678 -d receiver=01000000000 -d msg='배포 완료' -d testmode_yn=Y"
    elif style == "agefile":
        s = f"# created: 2024-{ri(1, 12):02d}-{ri(1, 28):02d}T10:{ri(10, 59)}:00+09:00\n# public key: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{vals[0]}"
    elif style == "p8":
        s = f"{parts[2][1]}\n(Key ID {vals[0]}, Issuer {vals[1]})"
    elif style == "cypress":
        s = f"npx cypress run --record --key {vals[0]} --parallel"
    else:
        raise ValueError(style)
    secrets = []
    for p in parts:
        for x in p[2]:
            if x in s and x not in secrets:
                secrets.append(x)
    for x in extra:
        if x not in secrets:
            secrets.append(x)
    return s, secrets


VCTX = {
    "en": ["Did not know which {v} credential the staging worker used; it turned out to be hard-coded.",
           "The {v} integration kept returning 401 and I didn't know the {w} had been rotated last week.",
           "Nobody told me this repo uses a separate {v} account from the shared one.",
           "I didn't know the {v} {w} in the CI cache was still the old one.",
           "The README only says 'ask ops' for the {v} {w}; I found it in the deploy notes.",
           "Missing: which {v} project the nightly job is billed to.",
           "I assumed the {v} sandbox and live credentials were interchangeable; they are not.",
           "I didn't know the {v} client reads its credential from the environment before the config file.",
           "Didn't know {v} rate limits are per key, so the backfill starved production traffic.",
           "The {v} setup was done by a contractor and nothing about it was in the wiki.",
           "I didn't know the {v} {w} expires after 90 days.",
           "Took a while to find out that the failing job talks to {v} at all.",
           "I didn't know the mobile team and the backend share one {v} {w}.",
           "The local .env had a {v} {w} that nobody remembered creating."],
    "ko": ["스테이징 워커가 어떤 {v} 자격 증명을 쓰는지 몰랐음. 알고 보니 하드코딩.",
           "{v} 연동이 계속 401. 지난주에 {w} 값이 교체된 걸 몰랐다.",
           "이 레포가 공용과 별개의 {v} 계정을 쓴다는 걸 아무도 알려주지 않았음.",
           "CI 캐시에 남은 {v} {w} 값이 예전 것이라는 걸 몰랐음.",
           "README에는 {v} {w} 항목에 '운영팀 문의'라고만 있었고 배포 메모에서 찾았음.",
           "야간 잡이 어느 {v} 프로젝트로 과금되는지 정보가 없었음.",
           "{v} 샌드박스 키와 라이브 키가 호환되는 줄 알았는데 아니었음.",
           "{v} 클라이언트가 설정 파일보다 환경변수를 먼저 읽는다는 걸 몰랐음.",
           "{v} 쪽 rate limit이 키 단위라 백필이 운영 트래픽을 잡아먹었음. 그걸 몰랐다.",
           "{v} 설정을 외주사가 했고 위키에 아무것도 없었음.",
           "{v} {w} 값이 90일 후 만료된다는 걸 몰랐음.",
           "실패하는 잡이 {v} API를 호출한다는 것 자체를 한참 뒤에 알았음.",
           "모바일팀과 백엔드가 {v} {w} 하나를 같이 쓰는 줄 몰랐음.",
           "로컬 .env에 누가 만들었는지 모르는 {v} {w} 값이 있었음."],
}
VLES = {
    "en": ["Check which {v} credential the process actually loaded before debugging request bodies.",
           "{v} credentials are scoped per environment; the prod one working locally was the real bug.",
           "When {v} returns 403 rather than 401, the {w} is valid but lacks the permission.",
           "The worker caches the {v} client; restart it after changing the {w}.",
           "Test a new {v} {w} with a cheap read-only call first.",
           "Keep the {v} {w} out of the repo and inject it at deploy time.",
           "{v} shows a last-used time per key in its dashboard, which helped find the stale one.",
           "Rotate the {v} {w} immediately if it ever lands in a log or a note.",
           "The {v} SDK silently falls back to an env var if the argument is empty.",
           "A {v} smoke test in CI would have caught this in minutes."],
    "ko": ["요청 본문 디버깅 전에 프로세스가 실제로 어떤 {v} 키를 읽었는지부터 확인.",
           "{v} 자격 증명은 환경별 분리. 로컬에서 운영 키가 동작한 게 진짜 버그였음.",
           "{v} 응답이 401이 아니라 403이면 {w} 자체는 유효하고 권한이 부족한 것.",
           "워커가 {v} 클라이언트를 캐시하므로 {w} 변경 후 재시작 필요.",
           "새 {v} {w} 값은 저렴한 읽기 전용 호출로 먼저 테스트.",
           "{v} {w} 값은 레포에 두지 말고 배포 시 주입.",
           "{v} 대시보드에서 키별 마지막 사용 시각을 볼 수 있어 오래된 키 찾는 데 도움됨.",
           "{v} {w} 값이 로그나 메모에 남으면 즉시 교체.",
           "{v} SDK는 인자가 비어 있으면 조용히 환경변수로 대체함.",
           "CI에 {v} 스모크 테스트가 있었으면 몇 분 만에 잡았을 것."],
}
VASK = {
    "en": ["Which {v} {w} should the staging job use, and who owns rotating it?",
           "Is there a vault path for the {v} credential so I don't have to paste it?",
           "Should the {v} integration use a service account instead of a personal token?",
           "Has the {v} {w} already been rotated?", "Who is the admin of our {v} account?",
           "Is there a separate {v} sandbox account for tests?", "Can we restrict the {v} {w} by IP or scope?"],
    "ko": ["스테이징 잡은 어떤 {v} {w} 값을 써야 하고, 교체 담당은 누구인가요?", "{v} 자격 증명용 볼트 경로가 있나요?",
           "{v} 연동을 개인 토큰 대신 서비스 계정으로 바꿔야 하나요?", "{v} {w} 값은 이미 교체됐나요?", "우리 {v} 계정 관리자는 누구인가요?",
           "테스트용 {v} 샌드박스 계정이 따로 있나요?", "{v} {w} 값에 IP나 scope 제한을 걸 수 있나요?"],
}


LAST_STYLE = [None]


def vendor_note(v, lang):
    parts = v["parts"]()
    styles = v["styles"] or [s for s in DEFAULT_STYLES if s != "curl" or (v["api"] and v["auth"])]
    style = ch(styles)
    LAST_STYLE[0] = style
    snip, secrets = render_vendor(v, lang, style, parts)
    kind = "code" if style == "py" else ("text" if style in ("prose", "prose1", "prose2", "chat") else ("cmd" if style in CMD_STYLES else "cfg"))
    fmt = {"v": short_name(v), "w": v["what"]}
    ctx = ch(VCTX[lang]).format(**fmt)
    les = ch(VLES[lang]).format(**fmt)
    ask = ch(VASK[lang]).format(**fmt)
    return place(lang, ctx, les, ask, snip, secrets, kind)


# ================================================================================================
# CLEAN TEMPLATES (no credential anywhere)
# ================================================================================================

def cf(lang, mc, le, ak, swap=0.0, empty_ask=0.12):
    if maybe(swap):
        mc, le = le, mc
    if maybe(empty_ask):
        ak = ""
    return F(mc, le, ak), []


def sha40():
    return hx(40)


def tkt():
    return f"{ch(['OPS', 'PLAT', 'SEC', 'PAY', 'DATA', 'WEB'])}-{ri(100, 9999)}"


@clean("clean: rotation policy discussion, no values")
def _c(lang):
    d = ri(30, 180)
    mc = L(lang, [f"I didn't know service passwords must be rotated every {d} days and the last rotation was in {ch(['March', 'June', 'August'])}.",
                  f"Nobody told me the DB credentials rotate automatically every {d} days via the secrets manager Lambda."],
           [f"서비스 비밀번호를 {d}일마다 교체해야 하고 마지막 교체가 {ri(1, 12)}월이었다는 걸 몰랐음.",
            f"DB 자격 증명이 시크릿 매니저 람다로 {d}일마다 자동 교체된다는 걸 아무도 알려주지 않았음."])
    le = L(lang, ["Apps must re-read the secret on auth failure instead of caching it forever.", "Rotation breaks long-lived connections; pools need max lifetime below the rotation window."],
           ["인증 실패 시 시크릿을 다시 읽어야 함. 영구 캐시 금지.", "교체 시 오래된 커넥션이 끊기므로 풀의 max lifetime을 교체 주기보다 짧게."])
    ak = L(lang, ["When is the next scheduled rotation?", "Which services still cache credentials at startup?"],
           ["다음 정기 교체는 언제인가요?", "아직 시작 시 자격 증명을 캐시하는 서비스는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: .env.example with placeholders")
def _c(lang):
    lines = ["DB_HOST=localhost", "DB_PORT=5432", "DB_USER=app", ch(["DB_PASSWORD=<your-local-db-password>", "DB_PASSWORD=", "DB_PASSWORD=REPLACE_ME"]),
             ch(["OPENAI_API_KEY=sk-...", "OPENAI_API_KEY=<set in your shell>", "OPENAI_API_KEY=your_api_key_here"]),
             ch(["STRIPE_SECRET_KEY=sk_test_xxx", "STRIPE_SECRET_KEY=<from 1Password: Stripe (test)>"]), "LOG_LEVEL=info"]
    ex = "\n".join(lines)
    mc = L(lang, f"I didn't know the repo ships a template; new devs copy it and fill in values locally:\n{ex}",
           f"레포에 템플릿이 있다는 걸 몰랐음. 새로 온 개발자는 복사해서 로컬 값만 채우면 됨:\n{ex}")
    le = L(lang, ["cp .env.example .env, then fill values from the team vault; .env is gitignored.", "Keep the example file in sync when adding a new variable."],
           ["cp .env.example .env 후 팀 볼트에서 값 채우기. .env는 gitignore됨.", "새 변수 추가 시 예제 파일도 같이 갱신."])
    ak = L(lang, ["Is there a script that checks .env against .env.example?", "Which variables are required for the worker?"],
           [".env와 .env.example를 비교하는 스크립트가 있나요?", "워커에 필수인 변수는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: masked password in log output")
def _c(lang):
    u, h = user(), host()
    log = ch([f"INFO  connecting to postgresql://{u}:****@{h}:5432/{dbname()} (pool=20)",
              f"DEBUG config loaded: db.user={u} db.password=******** db.host={h}",
              f"[settings] DATABASE_URL=mysql://{u}:<redacted>@{h}/{dbname()} timeout=5s"])
    mc = L(lang, [f"The app log prints the DSN but masks the password: `{log}`. I didn't know which host it actually used.",
                  f"Startup log (password is masked by the logger):\n{log}"],
           [f"앱 로그가 DSN을 찍지만 비밀번호는 마스킹됨: `{log}`. 실제 어떤 호스트를 쓰는지 몰랐었음.", f"시작 로그(비밀번호는 로거가 마스킹):\n{log}"])
    le = L(lang, ["The masking lives in the log formatter; new loggers must use it.", "The host in the log was the old replica; config drift."],
           ["마스킹은 로그 포매터에 있음. 새 로거도 이걸 써야 함.", "로그의 호스트가 예전 레플리카였음. 설정 불일치."])
    ak = L(lang, ["Which config source wins: env or file?", "Is the replica host list documented?"],
           ["env와 파일 중 어떤 설정이 우선인가요?", "레플리카 호스트 목록이 문서화돼 있나요?"])
    return cf(lang, mc, le, ak, 0.35)


@clean("clean: value explicitly redacted in note")
def _c(lang):
    var = ch(["SLACK_BOT_TOKEN", "DB_PASSWORD", "GITHUB_TOKEN", "SENTRY_AUTH_TOKEN", "API_KEY"])
    red = ch(["[REDACTED]", "<redacted>", "***", "••••••••", "(removed)", "xxxxxxxx"])
    mc = L(lang, [f"The worker failed because {var} was empty in the new namespace. Value in the old one: {red} (not copied here).",
                  f"I set {var}={red} in the staging secret; the real value is in the vault entry."],
           [f"새 네임스페이스에 {var}가 비어 있어서 워커 실패. 예전 값: {red} (여기엔 안 적음).", f"스테이징 시크릿에 {var}={red} 설정함. 실제 값은 볼트 항목에 있음."])
    le = L(lang, ["Copy secrets between namespaces with the sync job, not by hand.", "Never paste the actual value into notes."],
           ["네임스페이스 간 시크릿 복사는 수동 말고 동기화 잡으로.", "실제 값은 메모에 붙여넣지 말 것."])
    ak = L(lang, [f"Who owns {var} for staging?", "Should the sync job include this namespace?"], [f"스테이징 {var} 담당은?", "동기화 잡에 이 네임스페이스를 포함해야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: AWS documentation example keys, marked as examples")
def _c(lang):
    mc = L(lang, ["The unit test fixture uses the AWS documentation's example pair (AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY), which are published placeholders, not real keys.",
                  "botocore stubs in tests are configured with AWS's documented example access key AKIAIOSFODNN7EXAMPLE so no real credentials are needed."],
           ["단위 테스트 fixture가 AWS 문서의 예시 키(AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY)를 씀. 공개된 플레이스홀더이고 실제 키가 아님.",
            "테스트의 botocore stub은 AWS 문서 예시 액세스 키 AKIAIOSFODNN7EXAMPLE로 설정되어 실제 자격 증명이 필요 없음."])
    le = L(lang, ["Moto/Stubber accept any key; the documented example values make intent obvious.", "Set AWS_EC2_METADATA_DISABLED=true in tests so the SDK never looks for real credentials."],
           ["Moto/Stubber는 아무 키나 받음. 문서 예시 값을 쓰면 의도가 명확함.", "테스트에선 AWS_EC2_METADATA_DISABLED=true로 SDK가 실제 자격 증명을 찾지 않게."])
    ak = L(lang, ["Should the fixture move to moto's mock_aws?", "Do integration tests use a separate AWS account?"],
           ["fixture를 moto의 mock_aws로 옮길까요?", "통합 테스트는 별도 AWS 계정을 쓰나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: env var names only")
def _c(lang):
    vs = R.sample(["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "AWS_PROFILE", "GITHUB_TOKEN",
                   "SENTRY_DSN", "JWT_SECRET", "SMTP_PASSWORD", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY"], ri(3, 5))
    lst = ", ".join(vs)
    mc = L(lang, [f"I didn't know the service needs {lst} at startup; it fails with a KeyError on the first missing one.",
                  f"The compose file expects these variables to be exported in your shell: {lst}."],
           [f"서비스가 시작 시 {lst}를 필요로 한다는 걸 몰랐음. 첫 번째로 없는 것에서 KeyError.", f"compose 파일은 셸에 다음 변수들이 export되어 있다고 가정함: {lst}."])
    le = L(lang, ["Validate required env vars at boot and list all missing names at once.", "direnv with a local .envrc loads them per directory."],
           ["부팅 시 필수 env 변수를 검사하고 누락된 이름을 한꺼번에 출력.", "로컬 .envrc와 direnv로 디렉터리별 로딩 가능."])
    ak = L(lang, ["Which of these are optional in dev?", "Where do new devs get the values?"], ["개발 환경에서 선택 사항인 건?", "새 개발자는 값을 어디서 받나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Vault path reference")
def _c(lang):
    p = ch([f"secret/data/{ch(ENVS)}/{ch(SVC)}/db", f"kv/{ch(SVC)}/{ch(ENVS)}/api-keys", f"database/creds/{ch(SVC)}-readonly"])
    mc = L(lang, [f"I didn't know the credentials live at `{p}` in Vault and the pod gets them through the agent injector.",
                  f"The service reads `vault kv get -field=password {p}` at boot; I had been looking in Kubernetes Secrets."],
           [f"자격 증명이 Vault `{p}`에 있고 파드는 agent injector로 받는다는 걸 몰랐음.", f"서비스가 부팅 때 `vault kv get -field=password {p}`로 읽음. 나는 쿠버네티스 Secret만 보고 있었음."])
    le = L(lang, ["Dynamic DB creds expire with the lease; the app must handle reconnects.", "vault.hashicorp.com/agent-inject annotations control which paths are mounted."],
           ["동적 DB 자격 증명은 lease와 함께 만료. 앱이 재연결 처리해야 함.", "어떤 경로가 마운트되는지는 vault.hashicorp.com/agent-inject 어노테이션이 결정."])
    ak = L(lang, [f"Which Vault role can read {p}?", "What is the lease TTL?"], [f"{p}를 읽을 수 있는 Vault role은?", "lease TTL은 얼마인가요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: AWS Secrets Manager ARN / SSM parameter name")
def _c(lang):
    acct = dg(12)
    arn = ch([f"arn:aws:secretsmanager:ap-northeast-2:{acct}:secret:{ch(ENVS)}/{ch(SVC)}/db-{an(6)}",
              f"arn:aws:ssm:ap-northeast-2:{acct}:parameter/{ch(SVC)}/{ch(ENVS)}/api_key"])
    mc = L(lang, [f"The task definition pulls the DB password from {arn}; I didn't know the execution role needs secretsmanager:GetSecretValue on it.",
                  f"Missing permission: the ECS execution role could not read {arn}."],
           [f"태스크 정의가 {arn}에서 DB 비밀번호를 가져오는데, 실행 역할에 GetSecretValue 권한이 필요한 걸 몰랐음.", f"권한 누락: ECS 실행 역할이 {arn}를 읽지 못했음."])
    le = L(lang, ["The -XXXXXX suffix on a secret ARN is random; use a wildcard in IAM policies.", "KMS decrypt permission is also needed when the secret uses a CMK."],
           ["시크릿 ARN 끝의 6자리는 랜덤이라 IAM 정책엔 와일드카드 사용.", "CMK로 암호화된 시크릿이면 KMS decrypt 권한도 필요."])
    ak = L(lang, ["Is the CMK policy managed in terraform?", "Which role should own this secret?"], ["CMK 정책이 테라폼으로 관리되나요?", "이 시크릿 소유 역할은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Kubernetes secretKeyRef reference")
def _c(lang):
    name = ch(["db-credentials", "api-secrets", "smtp", f"{ch(SVC)}-env"])
    key = ch(["password", "DB_PASSWORD", "api-key", "token"])
    y = f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {name}\n        key: {key}"
    mc = L(lang, f"Pod stuck in CreateContainerConfigError; I didn't know the Secret '{name}' had to exist in the same namespace.\n{y}",
           f"파드가 CreateContainerConfigError에 멈춤. Secret '{name}'가 같은 네임스페이스에 있어야 한다는 걸 몰랐음.\n{y}")
    le = L(lang, ["kubectl describe pod shows which key is missing.", "Use optional: true only for genuinely optional values."],
           ["어떤 키가 없는지는 kubectl describe pod에 나옴.", "optional: true는 정말 선택인 값에만."])
    ak = L(lang, ["Who creates the Secret in new namespaces?", "Is external-secrets syncing this one?"], ["새 네임스페이스의 Secret은 누가 만드나요?", "이건 external-secrets가 동기화하나요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: GitHub Actions secrets expression")
def _c(lang):
    s = ch(["NPM_TOKEN", "AWS_ROLE_ARN", "DOCKERHUB_TOKEN", "SLACK_WEBHOOK_URL", "CODECOV_TOKEN"])
    y = f"- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{{{ secrets.{s} }}}}"
    mc = L(lang, [f"Publishing from a fork PR failed because secrets are not passed to pull_request workflows from forks.\n{y}",
                  f"I didn't know the secret name is case-insensitive but must exist at repo or org level:\n{y}"],
           [f"포크 PR에서는 pull_request 워크플로에 시크릿이 전달되지 않아 publish가 실패함.\n{y}", f"시크릿 이름은 대소문자 구분이 없지만 레포나 조직 레벨에 있어야 한다는 걸 몰랐음:\n{y}"])
    le = L(lang, ["Secrets show as *** in logs; an empty value means the secret is missing.", "Use environments with required reviewers for publish jobs."],
           ["로그에서 시크릿은 ***로 보이고, 빈 값이면 시크릿이 없는 것.", "publish 잡은 필수 리뷰어가 있는 environment 사용."])
    ak = L(lang, [f"Is {s} defined at org level?", "Who approves the release environment?"], [f"{s}가 조직 레벨에 정의돼 있나요?", "release environment 승인자는?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: GCP Secret Manager / Azure Key Vault reference")
def _c(lang):
    if maybe(0.5):
        ref = f"projects/{ch(SVC)}-{ch(ENVS)}-{ri(100, 999)}/secrets/{ch(['db-password', 'stripe-key', 'jwt-signing'])}/versions/latest"
    else:
        ref = f"@Microsoft.KeyVault(SecretUri=https://kv-{ch(SVC)}-{ch(ENVS)}.vault.azure.net/secrets/{ch(['DbPassword', 'ApiKey', 'SmtpPassword'])}/)"
    mc = L(lang, [f"The app setting is a reference, `{ref}`, and resolution failed because the managed identity lacked access.",
                  f"I didn't know the config value `{ref}` is resolved by the platform at startup."],
           [f"앱 설정 값이 참조 `{ref}`였고, managed identity 권한이 없어 해석에 실패함.", f"설정 값 `{ref}`를 플랫폼이 시작 시 해석한다는 걸 몰랐음."])
    le = L(lang, ["Grant the runtime identity secretAccessor / Key Vault Secrets User.", "Pin a version in prod instead of latest."],
           ["런타임 ID에 secretAccessor / Key Vault Secrets User 권한 부여.", "운영에선 latest 대신 버전 고정."])
    ak = L(lang, ["Which identity does the app run as?", "Who approves access to the key vault?"], ["앱은 어떤 ID로 실행되나요?", "키 볼트 접근 승인은 누가?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: 1Password op:// reference")
def _c(lang):
    ref = f"op://{ch(['Engineering', 'Ops', 'Shared'])}/{ch(['Prod DB', 'Stripe', 'Sentry', 'Kakao Biz'])}/{ch(['password', 'credential', 'api key'])}"
    mc = L(lang, [f"The .env uses secret references like DB_PASSWORD={ref} and `op run -- npm start` resolves them; I ran npm start directly.",
                  f"I didn't know `op inject` renders the template with {ref} at deploy time."],
           [f".env가 DB_PASSWORD={ref} 같은 시크릿 참조를 쓰고 `op run -- npm start`가 해석함. 나는 npm start를 바로 실행했음.",
            f"배포 시 `op inject`가 {ref} 참조로 템플릿을 채운다는 걸 몰랐음."])
    le = L(lang, ["Always start through op run locally.", "References are safe to commit; the values never touch disk."],
           ["로컬에서도 항상 op run으로 시작.", "참조는 커밋해도 안전하고 값은 디스크에 남지 않음."])
    ak = L(lang, ["Which vault should new secrets go into?", "Does CI have a service account for op?"], ["새 시크릿은 어느 볼트에?", "CI용 op 서비스 계정이 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: SOPS-encrypted file committed by design")
def _c(lang):
    enc = f"ENC[AES256_GCM,data:{b64(ri(12, 24))},iv:{b64(32)},tag:{b64(16)},type:str]"
    y = f"db:\n    password: {enc}\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:{dg(12)}:key/{uuid4()}"
    mc = L(lang, f"I didn't know values in secrets.enc.yaml are SOPS ciphertext (encrypted with the KMS key), so the file is meant to be committed:\n{y}",
           f"secrets.enc.yaml 값이 KMS 키로 암호화된 SOPS 암호문이라 원래 커밋하도록 설계된 파일이라는 걸 몰랐음:\n{y}")
    le = L(lang, ["Edit with `sops secrets.enc.yaml`; never decrypt to a tracked file.", "Decryption needs kms:Decrypt on the listed key."],
           ["`sops secrets.enc.yaml`로 편집. 복호화 결과를 추적 파일로 쓰지 말 것.", "복호화엔 해당 키의 kms:Decrypt 권한 필요."])
    ak = L(lang, ["Who has decrypt rights on the KMS key?", "Is there a .sops.yaml creation rule for new files?"], ["KMS 키 복호화 권한자는?", "새 파일용 .sops.yaml 생성 규칙이 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: commit SHAs")
def _c(lang):
    a, b = sha40(), sha40()
    mc = L(lang, [f"The regression came in with {a}; I didn't know the release branch had cherry-picked {b[:12]} without its migration.",
                  f"git bisect points at {a} ('refactor: move session store'). The parent {b} is fine."],
           [f"회귀는 {a}에서 들어옴. 릴리스 브랜치가 {b[:12]}를 마이그레이션 없이 체리픽한 걸 몰랐음.", f"git bisect 결과 {a} ('refactor: move session store'). 부모 {b}는 정상."])
    le = L(lang, ["Cherry-picks must include their migration commits.", "git bisect run with the failing test saved an hour."],
           ["체리픽 시 마이그레이션 커밋도 같이.", "실패 테스트로 git bisect run 하니 한 시간 절약."])
    ak = L(lang, [f"Should {a[:7]} be reverted on the release branch?", "Who owns the release branch?"], [f"릴리스 브랜치에서 {a[:7]}를 revert할까요?", "릴리스 브랜치 담당은?"])
    return cf(lang, mc, le, ak, 0.35)


@clean("clean: UUID request IDs in error report")
def _c(lang):
    ids = [uuid4() for _ in range(ri(2, 3))]
    mc = L(lang, [f"The 502s had request IDs {', '.join(ids)}; I didn't know the gateway log is the only place they're correlated.",
                  f"Support sent X-Request-Id {ids[0]}; finding it required the ingress logs, which I had no access to."],
           [f"502 응답의 request ID는 {', '.join(ids)}. 게이트웨이 로그에서만 연결된다는 걸 몰랐음.", f"고객지원이 X-Request-Id {ids[0]}를 보내줬는데 인그레스 로그 권한이 없어서 못 찾았음."])
    le = L(lang, ["Propagate X-Request-Id to the app logs.", "Search by request ID in the log UI, not by timestamp."],
           ["X-Request-Id를 앱 로그까지 전파.", "타임스탬프 말고 request ID로 로그 검색."])
    ak = L(lang, ["Can I get read access to ingress logs?", "Is the request ID returned to clients?"], ["인그레스 로그 읽기 권한을 받을 수 있나요?", "request ID가 클라이언트에 반환되나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: W3C traceparent / span IDs")
def _c(lang):
    tid, sid = hx(32), hx(16)
    tp = f"00-{tid}-{sid}-01"
    mc = L(lang, [f"The slow request had traceparent {tp}; I didn't know the worker drops the header when it re-enqueues.",
                  f"Trace {tid} shows a 4.2s gap in span {sid} (redis GET)."],
           [f"느린 요청의 traceparent는 {tp}. 워커가 재큐잉할 때 헤더를 버린다는 걸 몰랐음.", f"트레이스 {tid}에서 스팬 {sid}(redis GET)에 4.2초 공백."])
    le = L(lang, ["Inject the trace context into job metadata.", "Sampling is 10%, so not every request has a trace."],
           ["잡 메타데이터에 trace context를 주입할 것.", "샘플링 10%라 모든 요청에 트레이스가 있진 않음."])
    ak = L(lang, ["Can sampling be raised for this endpoint?", "Which exporter does the worker use?"], ["이 엔드포인트 샘플링을 올릴 수 있나요?", "워커는 어떤 exporter를 쓰나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: order / payment object IDs")
def _c(lang):
    pi = "pi_3" + an(23)
    ch_ = "ch_3" + an(23)
    cus = "cus_" + an(14)
    oid = f"ORD-{ri(2024, 2025)}{ri(1, 12):02d}{ri(1, 28):02d}-{ri(100000, 999999)}"
    mc = L(lang, [f"Refund for {oid} failed: PaymentIntent {pi} had two charges ({ch_} was the captured one). Customer {cus}.",
                  f"I didn't know partial captures create a new charge; {pi} / {ch_} for order {oid}."],
           [f"{oid} 환불 실패: PaymentIntent {pi}에 charge가 두 개였고 캡처된 건 {ch_}. 고객 {cus}.", f"부분 캡처가 새 charge를 만든다는 걸 몰랐음. 주문 {oid}의 {pi} / {ch_}."])
    le = L(lang, ["Refund against the PaymentIntent, not a specific charge.", "Store the PaymentIntent ID on the order, not the charge ID."],
           ["환불은 특정 charge가 아니라 PaymentIntent 기준으로.", "주문에는 charge ID가 아니라 PaymentIntent ID 저장."])
    ak = L(lang, ["Are there other orders with split charges?", "Who approves manual refunds?"], ["charge가 나뉜 다른 주문이 있나요?", "수동 환불 승인은 누가?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Idempotency-Key header")
def _c(lang):
    k = uuid4()
    mc = L(lang, [f"Duplicate payouts happened because retries generated a new Idempotency-Key each time; the first one was {k}.",
                  f"I didn't know the provider keeps Idempotency-Key values for 24h only. Key seen twice: {k}."],
           [f"재시도마다 Idempotency-Key를 새로 만들어서 중복 지급 발생. 첫 키는 {k}.", f"제공사가 Idempotency-Key를 24시간만 보관한다는 걸 몰랐음. 두 번 보인 키: {k}."])
    le = L(lang, ["Derive the idempotency key from the business ID so retries reuse it.", "Log the key alongside the order ID."],
           ["멱등 키는 비즈니스 ID에서 파생해 재시도가 재사용하게.", "주문 ID와 함께 키를 로그로 남길 것."])
    ak = L(lang, ["How do we reconcile the duplicate payout?", "Is the retry policy shared across services?"], ["중복 지급은 어떻게 정산하나요?", "재시도 정책이 서비스 간 공유되나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: CSP nonce in HTML")
def _c(lang):
    n = b64(16)
    mc = L(lang, [f"Inline scripts broke after enabling CSP; the header had script-src 'nonce-{n}' but the template cached the old nonce.",
                  f"I didn't know the CDN caches HTML with the per-request nonce ('nonce-{n}'), breaking CSP on the next hit."],
           [f"CSP 적용 후 인라인 스크립트가 깨짐. 헤더는 script-src 'nonce-{n}'인데 템플릿이 예전 nonce를 캐시함.", f"CDN이 요청별 nonce('nonce-{n}')가 박힌 HTML을 캐시해 다음 요청에서 CSP가 깨지는 걸 몰랐음."])
    le = L(lang, ["Nonces must be generated per response and never cached.", "Use hashes for static inline scripts."],
           ["nonce는 응답마다 새로 만들고 캐시 금지.", "정적 인라인 스크립트는 해시 방식 사용."])
    ak = L(lang, ["Can HTML bypass the CDN cache?", "Is strict-dynamic acceptable for our browsers?"], ["HTML이 CDN 캐시를 우회하게 할 수 있나요?", "strict-dynamic을 써도 되나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: cache keys and S3 object keys")
def _c(lang):
    ck = f"v3:{ch(SVC)}:user:{ri(10**5, 10**7)}:{hx(16)}"
    ok = f"s3://{ch(SVC)}-{ch(ENVS)}-artifacts/builds/{ri(2024, 2025)}/{ri(1, 12):02d}/{hx(12)}/bundle-{hx(8)}.tar.zst"
    mc = L(lang, [f"Stale data came from cache key `{ck}`; I didn't know the key prefix is bumped manually on schema changes.",
                  f"The deploy pulled `{ok}`, an older build; the 'latest' pointer file had not been updated."],
           [f"캐시 키 `{ck}`에서 오래된 데이터가 나옴. 스키마 변경 시 접두사를 수동으로 올려야 하는 걸 몰랐음.", f"배포가 예전 빌드 `{ok}`를 가져감. 'latest' 포인터 파일이 갱신되지 않았음."])
    le = L(lang, ["Include the schema version in the cache key automatically.", "Resolve builds by commit SHA, not a pointer file."],
           ["캐시 키에 스키마 버전을 자동 포함.", "빌드는 포인터 파일 말고 커밋 SHA로 찾기."])
    ak = L(lang, ["Can we flush only this prefix?", "Who updates the latest pointer?"], ["이 접두사만 flush 가능한가요?", "latest 포인터는 누가 갱신하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: container image digests")
def _c(lang):
    d1, d2 = hx(64), hx(64)
    img = f"registry.{ch(DOMAINS)}/{ch(SVC)}"
    mc = L(lang, [f"Prod runs {img}@sha256:{d1} but the tag v2.{ri(0, 30)}.{ri(0, 9)} now points at sha256:{d2}; someone re-pushed the tag.",
                  f"I didn't know the Helm chart pins digests: image: {img}@sha256:{d1}"],
           [f"운영은 {img}@sha256:{d1}인데 태그 v2.{ri(0, 30)}.{ri(0, 9)}는 이제 sha256:{d2}를 가리킴. 누가 태그를 다시 푸시함.", f"Helm 차트가 다이제스트를 고정한다는 걸 몰랐음: image: {img}@sha256:{d1}"])
    le = L(lang, ["Make release tags immutable in the registry.", "Deploy by digest; tags are only labels."],
           ["레지스트리에서 릴리스 태그를 immutable로.", "다이제스트로 배포하고 태그는 라벨로만."])
    ak = L(lang, ["Who re-pushed the tag?", "Is tag immutability available on our registry?"], ["태그를 누가 다시 푸시했나요?", "우리 레지스트리에 태그 불변 설정이 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: ETags and conditional requests")
def _c(lang):
    e = ch([f"\"{hx(32)}\"", f"W/\"{hx(8)}-{hx(27)}\"", f"\"{hx(32)}-{ri(2, 40)}\""])
    mc = L(lang, [f"Clients kept getting 200 instead of 304; the ETag {e} changed on every request because it included a timestamp.",
                  f"The S3 ETag {e} is not an MD5 for multipart uploads, which broke our checksum comparison."],
           [f"클라이언트가 304 대신 계속 200을 받음. ETag {e}에 타임스탬프가 들어가 매번 바뀌었음.", f"멀티파트 업로드의 S3 ETag {e}는 MD5가 아니라서 체크섬 비교가 깨졌음."])
    le = L(lang, ["Compute ETags from content only.", "Use x-amz-checksum-sha256 for integrity checks."],
           ["ETag는 내용만으로 계산.", "무결성 확인은 x-amz-checksum-sha256 사용."])
    ak = L(lang, ["Do any clients rely on weak ETags?", "Should uploads set a checksum algorithm?"], ["약한 ETag에 의존하는 클라이언트가 있나요?", "업로드에 체크섬 알고리즘을 지정해야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: sha256sum checksum output")
def _c(lang):
    f = ch(["terraform_1.9.8_linux_amd64.zip", "node-v20.18.0-linux-x64.tar.xz", f"{ch(SVC)}-backup-2024-11-0{ri(1, 9)}.sql.gz", "kubectl"])
    h = hx(64)
    mc = L(lang, [f"The downloaded binary failed verification:\n$ sha256sum {f}\n{h}  {f}\nI didn't know the mirror serves a different build.",
                  f"Checksum of {f}: {h}. It matched the published SHA256SUMS, so the corruption was elsewhere."],
           [f"받은 바이너리 검증 실패:\n$ sha256sum {f}\n{h}  {f}\n미러가 다른 빌드를 준다는 걸 몰랐음.", f"{f} 체크섬: {h}. 공개된 SHA256SUMS와 일치해서 손상은 다른 곳이었음."])
    le = L(lang, ["Verify the SHA256SUMS signature, not just the hash.", "Pin the download URL to the vendor, not the mirror."],
           ["해시만이 아니라 SHA256SUMS 서명까지 검증.", "다운로드 URL을 미러가 아닌 공식 경로로 고정."])
    ak = L(lang, ["Who maintains the internal mirror?", "Should CI verify checksums automatically?"], ["내부 미러 관리자는?", "CI가 체크섬을 자동 검증해야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: build numbers and serial numbers")
def _c(lang):
    bn = ri(1000, 99999)
    sn = ch([f"SN{uan(10)}", f"{uan(3)}-{ri(100000, 999999)}-{uan(2)}", f"C02{uan(8)}"])
    mc = L(lang, [f"Build #{bn} passed but the artifact came from #{bn - ri(1, 9)}; I didn't know the upload step reuses the workspace.",
                  f"The failing disk is serial {sn} in bay {ri(0, 11)}; I didn't know the RMA needs the serial from the controller, not the label."],
           [f"빌드 #{bn}는 통과했지만 산출물은 #{bn - ri(1, 9)} 것이었음. 업로드 단계가 워크스페이스를 재사용하는 걸 몰랐음.", f"고장 디스크는 {ri(0, 11)}번 베이의 시리얼 {sn}. RMA엔 라벨이 아니라 컨트롤러의 시리얼이 필요한 걸 몰랐음."])
    le = L(lang, ["Clean the workspace before packaging.", "Record serials from the controller output."],
           ["패키징 전 워크스페이스 정리.", "시리얼은 컨트롤러 출력에서 기록."])
    ak = L(lang, ["Can builds stamp their number into the artifact?", "Who files hardware RMAs?"], ["빌드 번호를 산출물에 새길 수 있나요?", "하드웨어 RMA는 누가 접수하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: base64 of non-secret config")
def _c(lang):
    plain = ch(["log_level=info\nfeature_x=true\n", "{\"theme\":\"dark\",\"locale\":\"ko-KR\"}", "max_connections=200\n", "region=ap-northeast-2\n"])
    enc = b64s(plain)
    mc = L(lang, [f"The ConfigMap binaryData value {enc} decodes to plain settings ({plain.strip()!s}); I didn't know binaryData is base64 by definition.",
                  f"`echo {enc} | base64 -d` shows only `{plain.strip()}`, so the blob in the manifest is harmless config."],
           [f"ConfigMap binaryData 값 {enc}는 일반 설정({plain.strip()})으로 디코딩됨. binaryData는 원래 base64라는 걸 몰랐음.", f"`echo {enc} | base64 -d` 결과는 `{plain.strip()}` 뿐이라 매니페스트의 blob은 무해한 설정임."])
    le = L(lang, ["Use data for text; binaryData only for real binary files.", "Decode unknown blobs before assuming they are secrets."],
           ["텍스트는 data에, binaryData는 진짜 바이너리만.", "모르는 blob은 시크릿이라 가정하기 전에 디코딩해볼 것."])
    ak = L(lang, ["Should this move to a plain data key?", "Who owns this ConfigMap?"], ["일반 data 키로 옮길까요?", "이 ConfigMap 담당은?"])
    return cf(lang, mc, le, ak, 0.3)


def ssh_pub_ed25519():
    return base64.b64encode(sshstr("ssh-ed25519") + sshstr(rbytes(32))).decode()


@clean("clean: SSH public key")
def _c(lang):
    k = f"ssh-ed25519 {ssh_pub_ed25519()} {ch(NAMES)}@{ch(['macbook', 'wsl', 'runner-3', 'thinkpad'])}"
    mc = L(lang, [f"Access was denied because my public key was not in authorized_keys on the new host. The key I added:\n{k}",
                  f"I didn't know deploy keys are registered per repo; the public half is:\n{k}"],
           [f"새 호스트 authorized_keys에 내 공개키가 없어서 접근 거부됨. 추가한 키:\n{k}", f"deploy 키가 레포별로 등록된다는 걸 몰랐음. 공개키 부분:\n{k}"])
    le = L(lang, ["Only the .pub file is shared; the private key never leaves the laptop.", "ssh -v shows which keys are offered."],
           [".pub 파일만 공유하고 개인키는 노트북 밖으로 안 나감.", "ssh -v로 어떤 키를 제시하는지 확인."])
    ak = L(lang, ["Is authorized_keys managed by ansible?", "Who approves new SSH keys?"], ["authorized_keys를 ansible이 관리하나요?", "새 SSH 키 승인은 누가?"])
    return cf(lang, mc, le, ak, 0.3)


def fake_cert_lines(n=None):
    n = n or ri(6, 9)
    body = b"\x30\x82" + struct.pack(">H", 48 * n) + b"\x30\x82" + rbytes(48 * n - 4)
    s = base64.b64encode(body).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


@clean("clean: X.509 certificate (public) PEM")
def _c(lang):
    lines = fake_cert_lines()
    pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"
    mc = L(lang, f"The partner's TLS handshake failed because our truststore lacked their intermediate CA. This is the intermediate certificate they sent (public):\n{pem}",
           f"우리 truststore에 파트너 중간 CA가 없어서 TLS 핸드셰이크 실패. 파트너가 보낸 중간 인증서(공개):\n{pem}")
    le = L(lang, ["Certificates are public; only the matching private key is sensitive.", "openssl s_client -showcerts shows the chain the server sends."],
           ["인증서는 공개 정보이고 짝이 되는 개인키만 민감함.", "서버가 보내는 체인은 openssl s_client -showcerts로 확인."])
    ak = L(lang, ["When does the intermediate expire?", "Should the server send the full chain instead?"], ["중간 인증서 만료일은?", "서버가 전체 체인을 보내게 해야 하나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: EC public key PEM (JWT verification)")
def _c(lang):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
    s = base64.b64encode(der).decode()
    pem = "-----BEGIN PUBLIC KEY-----\n" + s[:64] + "\n" + s[64:] + "\n-----END PUBLIC KEY-----"
    mc = L(lang, f"Token verification failed because the service had an old public key. The current verification key from JWKS (public, safe to share):\n{pem}",
           f"서비스가 예전 공개키를 갖고 있어서 토큰 검증 실패. JWKS의 현재 검증 키(공개, 공유 가능):\n{pem}")
    le = L(lang, ["Fetch keys from the JWKS endpoint by kid instead of pinning a PEM.", "Public keys verify; they cannot sign."],
           ["PEM 고정 대신 JWKS 엔드포인트에서 kid로 키 조회.", "공개키는 검증만 가능하고 서명은 못 함."])
    ak = L(lang, ["How often does the IdP rotate signing keys?", "Is JWKS cached, and for how long?"], ["IdP 서명 키 교체 주기는?", "JWKS 캐시 시간은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: SSH host key fingerprints")
def _c(lang):
    fp = "SHA256:" + b64(32).rstrip("=")
    h = host()
    mc = L(lang, [f"ssh warned REMOTE HOST IDENTIFICATION HAS CHANGED for {h}; the new ED25519 fingerprint is {fp}. I didn't know the host was rebuilt.",
                  f"The bastion's published host key fingerprint is {fp}; I compared it before accepting."],
           [f"{h}에 대해 REMOTE HOST IDENTIFICATION HAS CHANGED 경고. 새 ED25519 지문은 {fp}. 호스트가 재구축된 걸 몰랐음.", f"배스천의 공개 호스트 키 지문은 {fp}. 수락 전에 비교했음."])
    le = L(lang, ["ssh-keygen -R host removes the stale entry after verifying the new fingerprint.", "Publish host fingerprints in the wiki."],
           ["새 지문 확인 후 ssh-keygen -R host로 예전 항목 제거.", "호스트 지문을 위키에 공개해 둘 것."])
    ak = L(lang, ["Was the rebuild announced?", "Can we use SSH certificates for hosts?"], ["재구축 공지가 있었나요?", "호스트에 SSH 인증서를 쓸 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: GPG key fingerprint")
def _c(lang):
    fp = " ".join(HX(4) for _ in range(10))
    mc = L(lang, [f"Release signing failed because the key expired. Fingerprint of the release key: {fp}.",
                  f"apt complained NO_PUBKEY; the repository signing key fingerprint is {fp}."],
           [f"키 만료로 릴리스 서명 실패. 릴리스 키 지문: {fp}.", f"apt가 NO_PUBKEY 오류. 저장소 서명 키 지문은 {fp}."])
    le = L(lang, ["Extend expiry with gpg --quick-set-expire and re-publish the public key.", "Use signed-by= in sources.list instead of apt-key."],
           ["gpg --quick-set-expire로 만료 연장 후 공개키 재배포.", "apt-key 대신 sources.list의 signed-by= 사용."])
    ak = L(lang, ["Who holds the release signing key?", "Where is the public key published?"], ["릴리스 서명 키 보유자는?", "공개키는 어디에 게시되나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Stripe publishable key (public by design)")
def _c(lang):
    pk = "pk_live_51" + an(97)
    mc = L(lang, [f"Checkout failed in prod because the frontend still had the test publishable key. The live publishable key (public; Stripe documents it as safe for client code) is {pk}.",
                  f"I didn't know the publishable key {pk} is embedded in the JS bundle on purpose; only sk_ keys are secret."],
           [f"프론트가 테스트 publishable 키를 쓰고 있어서 운영 결제 실패. 라이브 publishable 키(공개용, Stripe 문서상 클라이언트 코드에 넣어도 됨)는 {pk}.",
            f"publishable 키 {pk}가 의도적으로 JS 번들에 들어간다는 걸 몰랐음. 비밀은 sk_ 키뿐."])
    le = L(lang, ["Publishable keys can't create charges; the secret key stays server-side.", "Inject the key per environment at build time."],
           ["publishable 키로는 결제를 만들 수 없음. secret 키는 서버에만.", "빌드 시 환경별로 키 주입."])
    ak = L(lang, ["Is the test/live switch automated in the build?", "Who manages the Stripe dashboard?"], ["빌드에서 test/live 전환이 자동인가요?", "Stripe 대시보드 관리자는?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: Firebase web config apiKey (documented as not secret)")
def _c(lang):
    proj = f"{ch(SVC)}-{lan(5)}"
    cfg = (f"const firebaseConfig = {{\n  apiKey: \"AIza{rs(B64U, 35)}\",\n  authDomain: \"{proj}.firebaseapp.com\",\n  projectId: \"{proj}\",\n"
           f"  appId: \"1:{dg(12)}:web:{hx(22)}\"\n}};")
    mc = L(lang, f"Auth popups failed on the preview domain because it was not in the authorized domains list. The web config (Firebase documents these values as public identifiers, not secrets):\n{cfg}",
           f"프리뷰 도메인이 승인된 도메인 목록에 없어서 인증 팝업 실패. 웹 설정(Firebase 문서상 공개 식별자이며 비밀이 아님):\n{cfg}")
    le = L(lang, ["Security comes from Security Rules and App Check, not from hiding the web apiKey.", "Add preview domains under Authentication > Settings."],
           ["보안은 웹 apiKey 숨기기가 아니라 Security Rules와 App Check로.", "프리뷰 도메인은 Authentication > Settings에 추가."])
    ak = L(lang, ["Is App Check enforced?", "Who can edit authorized domains?"], ["App Check가 강제되나요?", "승인 도메인은 누가 수정하나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Mapbox public token (pk.)")
def _c(lang):
    pk = "pk." + b64us(json.dumps({"u": ch(NAMES) + "-maps", "a": "cl" + lan(23)}, separators=(',', ':'))) + "." + rs(B64U, 22)
    mc = L(lang, [f"Map tiles 401'd on the new domain; the public token {pk} is URL-restricted and the domain was missing.",
                  f"I didn't know Mapbox public tokens (pk.*) are meant for the browser. Ours: {pk}."],
           [f"새 도메인에서 지도 타일이 401. 공개 토큰 {pk}에 URL 제한이 있고 도메인이 빠져 있었음.", f"Mapbox 공개 토큰(pk.*)은 브라우저용이라는 걸 몰랐음. 우리 것: {pk}."])
    le = L(lang, ["Public tokens are safe in client code when URL restrictions are set.", "Secret tokens (sk.*) are only for downloads/uploads on the server."],
           ["URL 제한이 있으면 공개 토큰은 클라이언트 코드에 둬도 됨.", "비밀 토큰(sk.*)은 서버의 다운로드/업로드용."])
    ak = L(lang, ["Who manages the token's URL restrictions?", "Do we need a separate token per app?"], ["토큰 URL 제한은 누가 관리?", "앱별로 토큰을 나눠야 하나요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: Algolia search-only key (public)")
def _c(lang):
    app, key = uan(10), hx(32)
    mc = L(lang, [f"InstantSearch returned nothing on staging because it pointed at app {app} with the prod index. The search-only API key {key} is public by design.",
                  f"I didn't know the frontend ships Algolia app ID {app} and search-only key {key}; only the admin key must stay secret."],
           [f"스테이징 InstantSearch가 앱 {app}의 운영 인덱스를 가리켜서 결과가 없었음. 검색 전용 API 키 {key}는 원래 공개용.", f"프론트가 Algolia 앱 ID {app}와 검색 전용 키 {key}를 포함한다는 걸 몰랐음. admin 키만 비밀."])
    le = L(lang, ["Search-only keys can be restricted by index and referer.", "Index names should include the environment."],
           ["검색 전용 키는 인덱스와 referer로 제한 가능.", "인덱스 이름에 환경을 포함할 것."])
    ak = L(lang, ["Should staging get its own Algolia app?", "Who rotates the admin key?"], ["스테이징에 별도 Algolia 앱이 필요한가요?", "admin 키 교체는 누가?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: reCAPTCHA / Turnstile site key (public)")
def _c(lang):
    sk = ch(["6L" + rs(B64U, 38), "0x4AAAAAAA" + rs(B64U, 12)])
    mc = L(lang, [f"The captcha widget showed 'invalid domain'; the site key {sk} (public, rendered in HTML) was registered for the old domain only.",
                  f"I didn't know the site key {sk} is public while the secret key is only on the server."],
           [f"캡차 위젯이 'invalid domain' 표시. 사이트 키 {sk}(HTML에 노출되는 공개 키)가 예전 도메인에만 등록돼 있었음.", f"사이트 키 {sk}는 공개이고 시크릿 키만 서버에 있다는 걸 몰랐음."])
    le = L(lang, ["Register every domain on the captcha admin page.", "Verify tokens server-side; the site key alone proves nothing."],
           ["캡차 관리 페이지에 모든 도메인 등록.", "토큰 검증은 서버에서. 사이트 키만으로는 아무것도 증명 못 함."])
    ak = L(lang, ["Who has access to the captcha admin console?", "Should preview deployments skip captcha?"], ["캡차 관리 콘솔 접근 권한자는?", "프리뷰 배포는 캡차를 생략할까요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: Sentry DSN (public client key)")
def _c(lang):
    dsn = f"https://{hx(32)}@o{ri(100000, 999999)}.ingest.us.sentry.io/{ri(1000000, 9999999)}"
    mc = L(lang, [f"Frontend errors were not reported because SENTRY_DSN was unset in the build. The DSN ({dsn}) is embedded in the browser bundle; Sentry documents DSNs as safe to expose.",
                  f"I didn't know the DSN {dsn} only allows sending events, not reading them."],
           [f"빌드에 SENTRY_DSN이 없어서 프론트 에러가 보고되지 않았음. DSN({dsn})은 브라우저 번들에 포함되며 Sentry 문서상 노출돼도 됨.", f"DSN {dsn}은 이벤트 전송만 가능하고 조회는 안 된다는 걸 몰랐음."])
    le = L(lang, ["Set allowed domains on the project to limit spam events.", "Auth tokens for sourcemap upload are the secret part, not the DSN."],
           ["스팸 이벤트 방지를 위해 프로젝트 허용 도메인 설정.", "비밀은 DSN이 아니라 소스맵 업로드용 auth token."])
    ak = L(lang, ["Is sourcemap upload configured in CI?", "Which project should staging report to?"], ["CI에 소스맵 업로드가 설정돼 있나요?", "스테이징은 어느 프로젝트로 보내나요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: PostHog / analytics project key (public)")
def _c(lang):
    phc = "phc_" + an(43)
    gid = "G-" + uan(10)
    mc = L(lang, [f"Events vanished after the domain move; the PostHog project API key {phc} (write-only, public) was fine, but the host had changed.",
                  f"I didn't know analytics IDs like {gid} and the PostHog project key {phc} are public client identifiers."],
           [f"도메인 이전 후 이벤트가 사라짐. PostHog 프로젝트 API 키 {phc}(쓰기 전용, 공개)는 정상이었고 호스트가 바뀐 것.", f"{gid} 같은 분석 ID와 PostHog 프로젝트 키 {phc}가 공개 클라이언트 식별자라는 걸 몰랐음."])
    le = L(lang, ["Personal API keys (phx_) are the secret ones.", "Use a reverse proxy path to avoid ad blockers."],
           ["비밀인 건 개인 API 키(phx_).", "광고 차단 회피를 위해 리버스 프록시 경로 사용."])
    ak = L(lang, ["Should staging send to a separate project?", "Who owns the analytics setup?"], ["스테이징은 별도 프로젝트로 보낼까요?", "분석 설정 담당은?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: Supabase anon key (public with RLS)")
def _c(lang):
    anon = jwt({"iss": "supabase", "ref": lan(20), "role": "anon", "iat": epoch() - 9_000_000, "exp": epoch() + 300_000_000})
    mc = L(lang, f"Rows were readable by anyone because RLS was off on the new table. The anon key in the frontend is public by design (role: anon):\n{anon}",
           f"새 테이블에 RLS가 꺼져 있어서 누구나 행을 읽을 수 있었음. 프론트의 anon 키는 원래 공개용(role: anon):\n{anon}")
    le = L(lang, ["Enable RLS on every table exposed to the anon role.", "The service_role key must never reach the client."],
           ["anon 롤에 노출되는 모든 테이블에 RLS 활성화.", "service_role 키는 절대 클라이언트로 가면 안 됨."])
    ak = L(lang, ["Is there a check that fails CI when RLS is off?", "Who reviews new policies?"], ["RLS가 꺼지면 CI가 실패하게 하는 검사가 있나요?", "새 정책 리뷰는 누가?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Kakao JavaScript key (public, domain-restricted)")
def _c(lang):
    k = hx(32)
    mc = L(lang, [f"Kakao login failed on the staging domain; the JavaScript key {k} is public but only works on registered domains.",
                  f"I didn't know the Kakao JavaScript key ({k}) is meant to be in the page source, unlike the REST API and Admin keys."],
           [f"스테이징 도메인에서 카카오 로그인 실패. JavaScript 키 {k}는 공개용이지만 등록된 도메인에서만 동작함.", f"카카오 JavaScript 키({k})는 REST API 키나 Admin 키와 달리 페이지 소스에 들어가는 용도라는 걸 몰랐음."])
    le = L(lang, ["Register domains under 플랫폼 > Web in Kakao Developers.", "Keep the Admin key server-side only."],
           ["카카오 디벨로퍼스 플랫폼 > Web에 도메인 등록.", "Admin 키는 서버에만."])
    ak = L(lang, ["Who has owner access to the Kakao app?", "Do we need a separate app for staging?"], ["카카오 앱 소유자 권한은 누구에게?", "스테이징용 앱을 따로 만들어야 하나요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: Toss Payments client key (public) / Naver Maps client ID")
def _c(lang):
    if maybe(0.5):
        ck = "live_ck_" + an(28)
        mc = L(lang, f"The payment widget did not render because the client key was for the test MID. Live client key (public, loaded in the browser SDK): {ck}. The secret key stays in the server vault.",
               f"결제위젯이 렌더링되지 않음. 클라이언트 키가 테스트 MID 것이었음. 라이브 클라이언트 키(브라우저 SDK에서 쓰는 공개 키): {ck}. 시크릿 키는 서버 볼트에만 있음.")
    else:
        cid = lan(10)
        mc = L(lang, f"Naver Maps showed an auth error on the new subdomain; the client ID {cid} (public, in the script URL ncpKeyId={cid}) needs the domain registered.",
               f"새 서브도메인에서 네이버 지도 인증 오류. 클라이언트 ID {cid}(스크립트 URL ncpKeyId={cid}에 들어가는 공개 값)에 도메인 등록이 필요함.")
    le = L(lang, ["Client-side keys are identifiers; protection comes from domain registration.", "Check the console for the exact auth error code."],
           ["클라이언트 측 키는 식별자이고 보호는 도메인 등록으로.", "정확한 인증 오류 코드는 콘솔에서 확인."])
    ak = L(lang, ["Who can register new domains in the console?", "Is there a staging MID?"], ["콘솔에 새 도메인을 등록할 수 있는 사람은?", "스테이징 MID가 있나요?"])
    return cf(lang, mc, le, ak, 0.25)


@clean("clean: ports and -p/-P flags")
def _c(lang):
    h = host()
    cmds = ch([f"psql -h {h} -p 6432 -U {user()} -d {dbname()}", f"mysql -h {h} -P 3307 -u {user()} -p", f"ssh -p 2222 deploy@{h}",
               f"docker run -p 8080:80 -p 8443:443 nginx:1.27", f"redis-cli -h {h} -p 6380 --tls PING"])
    mc = L(lang, [f"I didn't know pgbouncer listens on a non-default port; `{cmds}` is the right invocation (-p here is the port, and mysql -p alone prompts for the password).",
                  f"Connection refused until I used the right port: {cmds}"],
           [f"pgbouncer가 기본이 아닌 포트를 쓰는 걸 몰랐음. 올바른 명령은 `{cmds}` (여기서 -p는 포트, mysql의 단독 -p는 비밀번호 프롬프트).", f"올바른 포트를 쓰기 전까지 connection refused: {cmds}"])
    le = L(lang, ["mysql uses -P for port and -p for password prompt; psql uses -p for port.", "Check `ss -ltnp` on the host for listening ports."],
           ["mysql은 -P가 포트, -p는 비밀번호 프롬프트. psql은 -p가 포트.", "호스트에서 `ss -ltnp`로 리슨 포트 확인."])
    ak = L(lang, ["Is the port list in the service catalog?", "Should apps connect via pgbouncer?"], ["포트 목록이 서비스 카탈로그에 있나요?", "앱은 pgbouncer로 붙어야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: URLs and user@host without passwords")
def _c(lang):
    h = host()
    items = ch([f"git@github.com:{ch(['acme', 'nuri-lab'])}/{ch(SVC)}.git", f"ssh://deploy@{h}:22/srv/app", f"postgresql://{user()}@{h}:5432/{dbname()}?sslmode=verify-full",
                f"https://{ch(NAMES)}@bitbucket.org/acme/{ch(SVC)}.git", f"amqps://{h}:5671/%2F"])
    mc = L(lang, [f"The remote was `{items}`; no password is embedded, auth comes from the agent or IAM token.",
                  f"I didn't know the URL `{items}` relies on IAM auth: the password is generated per connection."],
           [f"remote는 `{items}`. 비밀번호는 들어있지 않고 인증은 에이전트나 IAM 토큰으로 함.", f"URL `{items}`가 IAM 인증을 쓴다는 걸 몰랐음. 비밀번호는 연결마다 생성됨."])
    le = L(lang, ["User names in URLs are fine; passwords never go there.", "rds generate-db-auth-token produces a 15-minute token."],
           ["URL에 사용자명은 괜찮지만 비밀번호는 절대 안 됨.", "rds generate-db-auth-token은 15분짜리 토큰을 만듦."])
    ak = L(lang, ["Does the app refresh IAM tokens before expiry?", "Which user should CI use?"], ["앱이 만료 전에 IAM 토큰을 갱신하나요?", "CI는 어떤 사용자로?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: version strings")
def _c(lang):
    v1 = f"{ri(1, 5)}.{ri(0, 30)}.{ri(0, 20)}"
    v2 = f"{ri(1, 5)}.{ri(0, 30)}.{ri(0, 20)}-rc.{ri(1, 5)}+build.{ri(2024, 2025)}{ri(1, 12):02d}{ri(1, 28):02d}.{hx(7)}"
    mc = L(lang, [f"The lockfile pinned {ch(['grpcio', 'openssl', 'psycopg', 'next', 'spring-boot'])} {v1} while the image had {v2}; I didn't know the base image upgraded it.",
                  f"I didn't know semver build metadata ({v2}) is ignored for precedence."],
           [f"lockfile은 {ch(['grpcio', 'openssl', 'psycopg', 'next', 'spring-boot'])} {v1}인데 이미지엔 {v2}가 있었음. 베이스 이미지가 올린 걸 몰랐음.", f"semver 빌드 메타데이터({v2})는 우선순위 비교에서 무시된다는 걸 몰랐음."])
    le = L(lang, ["Pin the base image by digest.", "Print versions at startup to catch drift."],
           ["베이스 이미지를 다이제스트로 고정.", "시작 시 버전을 출력해 불일치 탐지."])
    ak = L(lang, ["Who approves base image bumps?", "Do we have a dependency update bot?"], ["베이스 이미지 업데이트 승인자는?", "의존성 업데이트 봇이 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: secret-detection regex discussion")
def _c(lang):
    rx = ch([r"(?i)(password|passwd|pwd)\s*[:=]\s*\S{8,}", r"ghp_[A-Za-z0-9]{36}", r"AKIA[0-9A-Z]{16}", r"xox[baprs]-[0-9A-Za-z-]{10,}",
             r"-----BEGIN [A-Z ]*PRIVATE KEY-----"])
    mc = L(lang, [f"The pre-commit hook flagged a test file; the pattern `{rx}` matched a variable name, not a value.",
                  f"I didn't know our scanner config has a custom rule `{rx}` with an allowlist for fixtures/."],
           [f"pre-commit 훅이 테스트 파일을 잡음. 패턴 `{rx}`가 값이 아니라 변수명에 매칭됐음.", f"스캐너 설정에 fixtures/ 허용 목록이 붙은 커스텀 규칙 `{rx}`가 있다는 걸 몰랐음."])
    le = L(lang, ["Tune rules with an allowlist path instead of disabling the hook.", "Test regexes against both positives and negatives."],
           ["훅을 끄지 말고 허용 경로로 규칙을 조정.", "정규식은 양성·음성 샘플 모두로 테스트."])
    ak = L(lang, ["Who maintains the scanner rules?", "Is there a baseline file?"], ["스캐너 규칙 관리자는?", "baseline 파일이 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: code reading secrets from environment (Python)")
def _c(lang):
    var = ch(["DB_PASSWORD", "OPENAI_API_KEY", "STRIPE_SECRET_KEY", "SLACK_BOT_TOKEN", "NAVER_CLIENT_SECRET"])
    code = ch([f"secret_value = os.environ[\"{var}\"]", f"api_key = os.getenv(\"{var}\")\nif not api_key:\n    raise RuntimeError(\"{var} is not set\")",
               f"settings = Settings(_env_file=None)  # pydantic reads {var} from env"])
    mc = L(lang, f"The job crashed with KeyError because {var} was not set in the cron environment.\n{code}",
           f"크론 환경에 {var}가 없어서 잡이 KeyError로 죽음.\n{code}")
    le = L(lang, ["Cron has a minimal environment; load variables in the wrapper script.", "Fail with a clear message naming the variable."],
           ["크론은 환경이 최소한이라 래퍼 스크립트에서 변수 로드.", "변수명을 명시하는 명확한 오류 메시지로 실패."])
    ak = L(lang, ["Where should cron jobs get secrets from?", "Is there a shared env loader?"], ["크론 잡은 시크릿을 어디서 받아야 하나요?", "공용 env 로더가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: code reading secrets from environment (JS/Go/Java)")
def _c(lang):
    code = ch(["const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });",
               "token := os.Getenv(\"GITHUB_TOKEN\")\nif token == \"\" { log.Fatal(\"GITHUB_TOKEN missing\") }",
               "String pw = System.getenv(\"DB_PASSWORD\");\nObjects.requireNonNull(pw, \"DB_PASSWORD\");",
               "let key = std::env::var(\"API_KEY\").expect(\"API_KEY must be set\");"])
    mc = L(lang, f"I didn't know the Next.js edge runtime doesn't expose server env vars to client components, which is why this was undefined:\n{code}",
           f"Next.js에서 서버 env 변수가 클라이언트 컴포넌트에 노출되지 않아 이 값이 undefined였음:\n{code}")
    le = L(lang, ["Only NEXT_PUBLIC_* variables reach the browser, by design.", "Read secrets in server code only."],
           ["브라우저엔 NEXT_PUBLIC_* 변수만 전달됨(의도된 동작).", "시크릿은 서버 코드에서만 읽을 것."])
    ak = L(lang, ["Which env vars are set on the edge runtime?", "Should this call move to an API route?"], ["edge 런타임에 설정된 env 변수는?", "이 호출을 API 라우트로 옮길까요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Korean security policy prose")
def _c(lang):
    n = ri(10, 16)
    mc = L(lang, [f"I didn't know the company policy: passwords at least {n} characters, no reuse of the last 5, and MFA required for admin consoles.",
                  "Policy says credentials may only be shared through the password manager, never in chat, tickets or notes."],
           [f"사내 정책을 몰랐음: 비밀번호 {n}자 이상, 최근 5개 재사용 금지, 관리자 콘솔은 MFA 필수.", "정책상 자격 증명은 비밀번호 관리자로만 공유하고 채팅, 티켓, 메모에는 절대 남기지 않는다."])
    le = L(lang, ["Security review is required before creating shared accounts.", "Personal data access is logged and reviewed quarterly."],
           ["공용 계정 생성 전 보안 검토 필요.", "개인정보 접근은 기록되며 분기별로 검토됨."])
    ak = L(lang, ["Where is the current policy document?", "Who grants exceptions?"], ["최신 정책 문서는 어디에 있나요?", "예외 승인은 누가 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: chat transcript discussing credentials without values")
def _c(lang):
    if lang == "en":
        mc = ch(["me: can you send me the staging DB password?\nops: it's in 1Password under 'Staging DB (rw)', I'll share the vault with you\nme: got it, thanks",
                 "agent: I need the Sentry auth token to upload sourcemaps.\nuser: don't paste it here; it's already a CI secret, just run the workflow."])
        le = ch(["Access requests go through the vault share, not chat.", "The CI path already had everything needed."])
        ak = ch(["Ask for vault access on day one.", "Ask whether a CI workflow already does the task."])
    else:
        mc = ch(["나: 스테이징 DB 비번 좀 알려주실 수 있나요?\n운영: 1Password 'Staging DB (rw)' 항목에 있어요. 볼트 공유해 드릴게요\n나: 넵 감사합니다",
                 "에이전트: 소스맵 업로드하려면 Sentry 토큰이 필요합니다.\n사용자: 여기 붙여넣지 마세요. 이미 CI 시크릿에 있으니 워크플로만 돌리면 돼요."])
        le = ch(["접근 요청은 채팅이 아니라 볼트 공유로.", "CI 경로에 이미 필요한 게 다 있었음."])
        ak = ch(["첫날에 볼트 접근 권한부터 요청.", "CI 워크플로가 이미 그 작업을 하는지 먼저 물어볼 것."])
    mc = mc + L(lang, f" ({tkt()})", f" ({tkt()})")
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: log lines with masked Authorization")
def _c(lang):
    rid = uuid4()
    log = ch([f"> GET /v1/orders HTTP/1.1\n> Authorization: Bearer ***\n< HTTP/1.1 401 Unauthorized\n< x-request-id: {rid}",
              f"outbound request headers={{'Authorization': '[FILTERED]', 'X-Api-Key': '[FILTERED]'}} status=403 request_id={rid}",
              f"token=sk-...{an(4)} (masked) rejected: insufficient_quota, request {rid}"])
    mc = L(lang, f"The vendor call failed and the log masks the credential:\n{log}\nI didn't know which key the pod had mounted.",
           f"벤더 호출이 실패했고 로그는 자격 증명을 마스킹함:\n{log}\n파드가 어떤 키를 마운트했는지 몰랐음.")
    le = L(lang, ["Compare the key's last four characters with the dashboard instead of printing it.", "401 means bad key; 403 means scope or quota."],
           ["키를 출력하지 말고 마지막 4자리를 대시보드와 비교.", "401은 잘못된 키, 403은 권한이나 할당량 문제."])
    ak = L(lang, ["Which key version is mounted in prod?", "Who can check quota on the vendor dashboard?"], ["운영에 마운트된 키 버전은?", "벤더 대시보드에서 할당량 확인은 누가?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: git LFS pointer")
def _c(lang):
    oid = hx(64)
    ptr = f"version https://git-lfs.github.com/spec/v1\noid sha256:{oid}\nsize {ri(10**5, 10**9)}"
    mc = L(lang, f"The model file in the container was only an LFS pointer because the build didn't run git lfs pull:\n{ptr}",
           f"빌드가 git lfs pull을 안 해서 컨테이너의 모델 파일이 LFS 포인터뿐이었음:\n{ptr}")
    le = L(lang, ["Check file size; a 130-byte 'model' is a pointer.", "actions/checkout needs lfs: true."],
           ["파일 크기를 확인. 130바이트 '모델'은 포인터.", "actions/checkout에 lfs: true 필요."])
    ak = L(lang, ["Should models come from object storage instead of LFS?", "What is our LFS bandwidth quota?"], ["모델을 LFS 대신 오브젝트 스토리지에서 받을까요?", "LFS 대역폭 할당량은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: JWT header segment explained")
def _c(lang):
    hdr = b64us(json.dumps({"alg": ch(["RS256", "ES256", "EdDSA"]), "typ": "JWT", "kid": hx(8)}, separators=(",", ":")))
    mc = L(lang, [f"Verification failed with 'kid not found'. The token header segment {hdr} decodes to the alg and kid only; the IdP had rotated keys.",
                  f"I didn't know the first JWT segment ({hdr}) is just base64url JSON with alg/typ/kid."],
           [f"'kid not found'로 검증 실패. 토큰 헤더 세그먼트 {hdr}는 alg와 kid만 담고 있고, IdP가 키를 교체했던 것.", f"JWT 첫 세그먼트({hdr})가 alg/typ/kid가 든 base64url JSON일 뿐이라는 걸 몰랐음."])
    le = L(lang, ["Refresh JWKS when an unknown kid appears.", "Never log whole tokens; the header alone is fine for debugging."],
           ["모르는 kid가 오면 JWKS 갱신.", "토큰 전체는 로그 금지. 디버깅엔 헤더만으로 충분."])
    ak = L(lang, ["How long is JWKS cached?", "Does the IdP announce key rotations?"], ["JWKS 캐시 시간은?", "IdP가 키 교체를 공지하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: password column in schema / migration")
def _c(lang):
    sql = ch(["ALTER TABLE users ADD COLUMN password_hash VARCHAR(255) NOT NULL DEFAULT '';", "CREATE TABLE api_keys (id BIGSERIAL, key_prefix CHAR(8), key_hash BYTEA, created_at TIMESTAMPTZ);",
              "UPDATE users SET password_reset_required = true WHERE last_login < now() - interval '1 year';"])
    mc = L(lang, [f"The migration failed on a locked table; I didn't know users has 40M rows.\n{sql}", f"I didn't know we store only hashes and an 8-char prefix for API keys:\n{sql}"],
           [f"테이블 잠금으로 마이그레이션 실패. users가 4천만 행인 걸 몰랐음.\n{sql}", f"API 키는 해시와 8자 접두사만 저장한다는 걸 몰랐음:\n{sql}"])
    le = L(lang, ["Add columns with defaults in a separate, batched step.", "Show users the prefix to identify keys; never the key."],
           ["기본값 있는 컬럼 추가는 별도 배치 단계로.", "키 식별엔 접두사만 보여주고 키 자체는 절대 안 됨."])
    ak = L(lang, ["Is there a maintenance window for large migrations?", "Which hash algorithm do we use for API keys?"], ["대형 마이그레이션용 점검 시간이 있나요?", "API 키 해시 알고리즘은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: password policy config")
def _c(lang):
    cfg = f"password_policy:\n  min_length: {ri(10, 16)}\n  require_symbols: true\n  max_age_days: {ri(60, 180)}\n  history: 5\n  lockout_after: {ri(3, 10)}"
    mc = L(lang, f"Sign-up rejected valid passwords because the frontend validator and the backend policy differed.\n{cfg}",
           f"프론트 검증기와 백엔드 정책이 달라서 가입 시 정상 비밀번호가 거부됨.\n{cfg}")
    le = L(lang, ["Serve the policy from the backend and render rules from it.", "NIST now discourages forced periodic rotation for users."],
           ["정책은 백엔드에서 내려주고 규칙은 그걸로 렌더링.", "NIST는 사용자 강제 주기 변경을 더 이상 권장하지 않음."])
    ak = L(lang, ["Who decides the password policy?", "Should max_age_days be removed?"], ["비밀번호 정책 결정권자는?", "max_age_days를 없앨까요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: CLI help text for --password")
def _c(lang):
    help_ = ch(["  -W, --password           force password prompt (should happen automatically)",
                "  --password-stdin        Take the password from stdin",
                "  -p, --password[=name]   Password to use when connecting to server. If password is not given it's asked from the tty.",
                "  --token string          API token (default: $API_TOKEN)"])
    mc = L(lang, f"I didn't know the tool can read the secret from stdin or env instead of a flag:\n{help_}",
           f"도구가 플래그 대신 stdin이나 env에서 시크릿을 읽을 수 있다는 걸 몰랐음:\n{help_}")
    le = L(lang, ["Prefer stdin/env so the value never appears in ps or shell history.", "Read --help before scripting a tool."],
           ["값이 ps나 셸 히스토리에 안 남도록 stdin/env 선호.", "스크립트 작성 전 --help부터 확인."])
    ak = L(lang, ["Does our wrapper script support stdin?", "Is the env var documented?"], ["래퍼 스크립트가 stdin을 지원하나요?", "env 변수가 문서화돼 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: placeholder values in docs")
def _c(lang):
    ex = ch(["curl -H \"Authorization: Bearer <YOUR_TOKEN>\" https://api.example.com/v1/me",
             "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
             "aws configure set aws_secret_access_key YOUR_SECRET_ACCESS_KEY",
             "mysql -u root -p'<password>' -h 127.0.0.1",
             "kubectl create secret generic app --from-literal=password='REPLACE_ME'"])
    mc = L(lang, f"The onboarding doc shows this with a placeholder, and someone ran it literally, so auth failed:\n{ex}",
           f"온보딩 문서에 플레이스홀더로 적혀 있는데 누가 그대로 실행해서 인증 실패:\n{ex}")
    le = L(lang, ["Make placeholders obviously invalid and explain where the real value comes from.", "Doc snippets should read from env vars instead."],
           ["플레이스홀더는 명백히 무효하게 하고 실제 값 출처를 설명.", "문서 예제는 env 변수에서 읽도록."])
    ak = L(lang, ["Who owns the onboarding doc?", "Can the doc link to the vault entry?"], ["온보딩 문서 담당은?", "문서에 볼트 항목 링크를 넣을 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: hashed asset filenames / colors")
def _c(lang):
    files = [f"main.{hx(8)}.js", f"vendor.{hx(20)}.chunk.js", f"styles.{hx(8)}.css"]
    mc = L(lang, [f"Users saw a blank page because index.html referenced {files[0]} after the CDN purged it; {files[1]} was also missing.",
                  f"I didn't know content hashes change when the env is inlined: {', '.join(files)}."],
           [f"CDN이 {files[0]}를 지운 뒤에도 index.html이 참조해서 빈 화면. {files[1]}도 없었음.", f"env가 인라인되면 콘텐츠 해시가 바뀐다는 걸 몰랐음: {', '.join(files)}."])
    le = L(lang, ["Keep the previous release's assets for a day.", "Never cache index.html for long."],
           ["이전 릴리스 에셋을 하루 정도 유지.", "index.html은 길게 캐시하지 말 것."])
    ak = L(lang, ["What is the CDN purge policy?", "Do we version assets by commit?"], ["CDN purge 정책은?", "에셋을 커밋으로 버전 관리하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: AWS resource IDs")
def _c(lang):
    ids = [f"i-0{hx(16)}", f"vpc-0{hx(16)}", f"sg-0{hx(16)}", f"subnet-0{hx(16)}", f"ami-0{hx(16)}", f"vol-0{hx(16)}"]
    R.shuffle(ids)
    sel = ids[:ri(2, 4)]
    mc = L(lang, [f"I didn't know the instance was in a different VPC: {', '.join(sel)}.", f"Terraform wanted to replace {sel[0]} because {sel[1]} changed."],
           [f"인스턴스가 다른 VPC에 있다는 걸 몰랐음: {', '.join(sel)}.", f"{sel[1]}가 바뀌어서 테라폼이 {sel[0]}를 교체하려 했음."])
    le = L(lang, ["Use lifecycle ignore_changes for AMI drift.", "Tag resources with the owning service."],
           ["AMI 변경은 lifecycle ignore_changes 사용.", "리소스에 소유 서비스 태그."])
    ak = L(lang, ["Is this VPC peered with prod?", "Who owns these security groups?"], ["이 VPC가 운영과 피어링돼 있나요?", "이 보안그룹 소유자는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: AWS account ID and role ARN")
def _c(lang):
    acct = dg(12)
    role = f"arn:aws:iam::{acct}:role/{ch(['GitHubActionsDeploy', 'ci-readonly', 'eks-node', 'OrganizationAccountAccessRole'])}"
    mc = L(lang, [f"AssumeRole failed: the trust policy on {role} allowed a different repo in the OIDC sub claim.",
                  f"I didn't know the staging account is {acct} and our CLI profile pointed at prod."],
           [f"AssumeRole 실패: {role}의 trust policy가 OIDC sub 클레임에서 다른 레포를 허용하고 있었음.", f"스테이징 계정이 {acct}이고 내 CLI 프로필이 운영을 가리키고 있다는 걸 몰랐음."])
    le = L(lang, ["OIDC federation avoids long-lived keys in CI.", "Print `aws sts get-caller-identity` at the start of scripts."],
           ["OIDC 연동으로 CI에 장기 키를 두지 않음.", "스크립트 시작 시 `aws sts get-caller-identity` 출력."])
    ak = L(lang, ["Which repos may assume the deploy role?", "Is there an account map?"], ["배포 역할을 assume할 수 있는 레포는?", "계정 맵이 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Slack channel/user IDs and message ts")
def _c(lang):
    cid, uid = "C0" + uan(9), "U0" + uan(9)
    ts = f"{ri(1_700_000_000, 1_770_000_000)}.{ri(100000, 999999)}"
    mc = L(lang, [f"The bot posted to the wrong channel; it had {cid} hard-coded. Message ts {ts}, author {uid}.",
                  f"I didn't know thread replies need thread_ts={ts} of the parent in channel {cid}."],
           [f"봇이 잘못된 채널에 게시함. {cid}가 하드코딩돼 있었음. 메시지 ts {ts}, 작성자 {uid}.", f"스레드 답글엔 채널 {cid} 부모 메시지의 thread_ts={ts}가 필요하다는 걸 몰랐음."])
    le = L(lang, ["Look channels up by name at startup.", "Channel IDs differ between workspaces."],
           ["시작 시 채널을 이름으로 조회.", "채널 ID는 워크스페이스마다 다름."])
    ak = L(lang, ["Which channel should alerts go to?", "Is the bot in the private channel?"], ["알림은 어느 채널로?", "봇이 비공개 채널에 들어가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: npm lockfile integrity / go.sum hashes")
def _c(lang):
    if maybe(0.5):
        line = f"\"integrity\": \"sha512-{b64(64)}\""
        what = "package-lock.json"
    else:
        line = f"github.com/{ch(['stretchr/testify', 'spf13/cobra', 'jackc/pgx/v5'])} v1.{ri(0, 9)}.{ri(0, 9)} h1:{b64(32)}"
        what = "go.sum"
    mc = L(lang, f"CI failed with an integrity mismatch in {what}; I didn't know the private registry re-packed the tarball.\n{line}",
           f"{what} 무결성 불일치로 CI 실패. 사설 레지스트리가 tarball을 다시 패킹한 걸 몰랐음.\n{line}")
    le = L(lang, ["Integrity hashes are public checksums, not credentials.", "Regenerate the lockfile against the same registry CI uses."],
           ["무결성 해시는 공개 체크섬이지 자격 증명이 아님.", "CI와 같은 레지스트리로 lockfile 재생성."])
    ak = L(lang, ["Why does the registry re-pack tarballs?", "Should we pin the registry in .npmrc?"], ["레지스트리가 왜 tarball을 재패킹하나요?", ".npmrc에 레지스트리를 고정할까요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: pip --hash / terraform lock hashes")
def _c(lang):
    if maybe(0.5):
        line = f"requests==2.32.3 \\\n    --hash=sha256:{hx(64)} \\\n    --hash=sha256:{hx(64)}"
    else:
        line = f"provider \"registry.terraform.io/hashicorp/aws\" {{\n  version = \"5.{ri(40, 80)}.0\"\n  hashes = [\n    \"h1:{b64(32)}\",\n    \"zh:{hx(64)}\",\n  ]\n}}"
    mc = L(lang, f"Install failed on ARM runners because the lock only had hashes for amd64.\n{line}",
           f"lock에 amd64 해시만 있어서 ARM 러너에서 설치 실패.\n{line}")
    le = L(lang, ["Generate hashes for every platform you run on.", "These hashes are integrity checks and safe to commit."],
           ["사용하는 모든 플랫폼의 해시를 생성.", "이 해시들은 무결성 검사용이라 커밋해도 안전."])
    ak = L(lang, ["Which platforms do runners use?", "Who owns the lock update job?"], ["러너 플랫폼 목록은?", "lock 업데이트 잡 담당은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: SRI integrity attribute")
def _c(lang):
    tag = f"<script src=\"https://cdn.jsdelivr.net/npm/{ch(['chart.js@4.4.1', 'htmx.org@2.0.3', 'alpinejs@3.14.1'])}/dist/{ch(['chart.umd.min.js', 'htmx.min.js', 'cdn.min.js'])}\" integrity=\"sha384-{b64(48)}\" crossorigin=\"anonymous\"></script>"
    mc = L(lang, f"The script was blocked by SRI after the CDN served a rebuilt file.\n{tag}",
           f"CDN이 재빌드된 파일을 내려서 SRI에 막힘.\n{tag}")
    le = L(lang, ["Pin exact versions when using SRI.", "Self-host critical scripts."],
           ["SRI 쓸 땐 정확한 버전 고정.", "핵심 스크립트는 자체 호스팅."])
    ak = L(lang, ["Should we bundle this library instead?", "Who approves new CDN dependencies?"], ["이 라이브러리를 번들에 넣을까요?", "새 CDN 의존성 승인은 누가?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Nix store paths")
def _c(lang):
    p = f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-{ch(['python3-3.12.4', 'openssl-3.0.14', 'nodejs-20.15.1'])}"
    mc = L(lang, [f"The devshell picked {p} instead of the pinned one; I didn't know the flake input was unlocked.", f"Garbage collection removed {p} that a running service still referenced."],
           [f"devshell이 고정된 것 대신 {p}를 잡음. flake input이 잠기지 않은 걸 몰랐음.", f"실행 중인 서비스가 참조하던 {p}를 GC가 지웠음."])
    le = L(lang, ["Commit flake.lock.", "Add GC roots for deployed profiles."], ["flake.lock 커밋.", "배포된 프로필에 GC root 추가."])
    ak = L(lang, ["Who manages the Nix cache?", "Should CI use the binary cache?"], ["Nix 캐시 관리자는?", "CI가 바이너리 캐시를 써야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: IP / MAC addresses and CIDRs")
def _c(lang):
    ip = f"10.{ri(0, 40)}.{ri(0, 255)}.{ri(2, 250)}"
    mac = ":".join(hx(2) for _ in range(6))
    cidr = f"172.{ri(16, 31)}.0.0/{ch([16, 20, 24])}"
    mc = L(lang, [f"The device at {ip} ({mac}) got a new lease and the firewall rule pinned the old address.", f"I didn't know {cidr} overlaps the office VPN range."],
           [f"{ip}({mac}) 장비가 새 임대를 받았는데 방화벽 규칙이 예전 주소로 고정돼 있었음.", f"{cidr}이 사무실 VPN 대역과 겹친다는 걸 몰랐음."])
    le = L(lang, ["Use DHCP reservations for devices referenced in firewall rules.", "Check the IPAM sheet before allocating."],
           ["방화벽 규칙에 쓰는 장비는 DHCP 예약.", "할당 전에 IPAM 시트 확인."])
    ak = L(lang, ["Who owns IPAM?", "Can the VPN range move?"], ["IPAM 담당은?", "VPN 대역을 옮길 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: ULID / Snowflake / ObjectId identifiers")
def _c(lang):
    u, sf, oid = ulid(), str(ri(10**18, 2 * 10**18)), hx(24)
    mc = L(lang, [f"Pagination skipped rows because the cursor ULID {u} was compared as a string after a format change.",
                  f"I didn't know the event ID {sf} is a Snowflake ID (timestamp-ordered) while Mongo uses ObjectId {oid}."],
           [f"포맷 변경 후 커서 ULID {u}를 문자열로 비교해서 페이지네이션이 행을 건너뜀.", f"이벤트 ID {sf}가 시간순 Snowflake ID이고 Mongo는 ObjectId {oid}를 쓴다는 걸 몰랐음."])
    le = L(lang, ["Keep cursor formats stable or version them.", "ObjectId embeds a timestamp; useful for debugging."],
           ["커서 포맷은 고정하거나 버전을 붙일 것.", "ObjectId에는 타임스탬프가 들어 있어 디버깅에 유용."])
    ak = L(lang, ["Do clients store cursors?", "Which ID should public APIs expose?"], ["클라이언트가 커서를 저장하나요?", "공개 API는 어떤 ID를 노출해야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: documented test card numbers")
def _c(lang):
    card = ch(["4242 4242 4242 4242", "4000 0000 0000 3220", "5555 5555 5555 4444", "4000 0027 6000 3184"])
    mc = L(lang, [f"3DS flow was untested; Stripe's documented test card {card} (any future expiry, any CVC) triggers it in test mode.",
                  f"QA used the public test card {card}; it only works with test keys."],
           [f"3DS 흐름이 테스트되지 않았음. Stripe 문서의 테스트 카드 {card}(유효기간·CVC 아무거나)가 테스트 모드에서 이를 유발함.", f"QA가 공개 테스트 카드 {card}를 썼고 테스트 키에서만 동작함."])
    le = L(lang, ["Test cards are public documentation values.", "Never use real cards in staging."],
           ["테스트 카드는 공개 문서 값.", "스테이징에 실제 카드 사용 금지."])
    ak = L(lang, ["Is there a test card list for Korean PGs too?", "Do e2e tests cover 3DS?"], ["국내 PG용 테스트 카드 목록도 있나요?", "e2e 테스트가 3DS를 다루나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: DKIM public key / SPF / DMARC records")
def _c(lang):
    p = base64.b64encode(bytes.fromhex("30819f300d06092a864886f70d010101050003818d00") + rbytes(140)).decode()
    rec = ch([f"selector1._domainkey IN TXT \"v=DKIM1; k=rsa; p={p}\"", "@ IN TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"",
              "_dmarc IN TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.io; pct=100\""])
    mc = L(lang, f"Mail landed in spam; I didn't know the DNS records for the new sending domain were incomplete.\n{rec}",
           f"메일이 스팸함으로 감. 새 발송 도메인의 DNS 레코드가 불완전하다는 걸 몰랐음.\n{rec}")
    le = L(lang, ["DKIM p= is a public key published in DNS.", "Check alignment in the DMARC aggregate reports."],
           ["DKIM p=는 DNS에 게시되는 공개키.", "DMARC 집계 리포트에서 alignment 확인."])
    ak = L(lang, ["Who manages the DNS zone?", "Should we move DMARC to reject?"], ["DNS 존 관리자는?", "DMARC를 reject로 올릴까요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: DNS verification TXT tokens (public)")
def _c(lang):
    rec = ch([f"google-site-verification={rs(B64U, 43)}", f"MS=ms{dg(8)}", f"atlassian-domain-verification={rs(B64U, 64)}",
              f"_github-challenge-acme-org.acme.io TXT \"{hx(10)}\""])
    mc = L(lang, f"Domain verification was pending because the TXT record was added to the wrong zone. Record (published publicly in DNS): {rec}",
           f"TXT 레코드를 잘못된 존에 추가해서 도메인 인증이 대기 상태였음. 레코드(DNS에 공개 게시됨): {rec}")
    le = L(lang, ["Verification tokens are public by nature; anyone can dig them.", "Check with dig TXT before clicking verify."],
           ["인증 토큰은 원래 공개됨. 누구나 dig로 볼 수 있음.", "verify 누르기 전에 dig TXT로 확인."])
    ak = L(lang, ["Which zone is authoritative for the subdomain?", "Can old verification records be removed?"], ["서브도메인의 권한 있는 존은?", "예전 인증 레코드를 지워도 되나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Android signing cert fingerprint / key hash (public)")
def _c(lang):
    sha1 = ":".join(HX(2) for _ in range(20))
    kh = b64(20)
    mc = L(lang, [f"Google sign-in failed in release builds because only the debug SHA-1 was registered. Release cert SHA-1 (public fingerprint): {sha1}",
                  f"Kakao login failed on Android: the key hash {kh} of the Play signing certificate was not registered."],
           [f"릴리스 빌드에서 구글 로그인 실패. 디버그 SHA-1만 등록돼 있었음. 릴리스 인증서 SHA-1(공개 지문): {sha1}", f"안드로이드 카카오 로그인 실패: Play 서명 인증서의 키 해시 {kh}가 등록되지 않았음."])
    le = L(lang, ["Register debug, upload and Play signing fingerprints.", "Fingerprints identify certificates; they are not secrets."],
           ["디버그, 업로드, Play 서명 지문을 모두 등록.", "지문은 인증서 식별값이지 비밀이 아님."])
    ak = L(lang, ["Where is the Play signing certificate shown?", "Who can edit the Firebase/Kakao app settings?"], ["Play 서명 인증서는 어디서 보나요?", "Firebase/카카오 앱 설정 수정 권한자는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Apple Team ID / bundle ID / key ID (no key)")
def _c(lang):
    team, kid = uan(10), uan(10)
    mc = L(lang, [f"Push failed with InvalidProviderToken: the JWT used key ID {kid} but team ID {team} belonged to the old org.",
                  f"I didn't know the bundle ID com.acme.{ch(SVC)} is registered under team {team}; the .p8 itself stays in the vault."],
           [f"InvalidProviderToken으로 푸시 실패: JWT가 키 ID {kid}를 썼는데 팀 ID {team}가 예전 조직 것이었음.", f"번들 ID com.acme.{ch(SVC)}가 팀 {team}에 등록돼 있다는 걸 몰랐음. .p8 파일 자체는 볼트에 있음."])
    le = L(lang, ["Team ID and key ID are identifiers; only the .p8 is secret.", "APNs tokens must be refreshed at most hourly."],
           ["팀 ID와 키 ID는 식별자, 비밀은 .p8뿐.", "APNs 토큰은 최대 1시간마다 갱신."])
    ak = L(lang, ["Which team owns the app after the migration?", "Who can download a new .p8?"], ["이전 후 앱 소유 팀은?", "새 .p8 다운로드 권한자는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: OAuth client ID / Azure tenant & subscription GUIDs")
def _c(lang):
    if maybe(0.5):
        cid = f"{dg(12)}-{lan(32)}.apps.googleusercontent.com"
        mc = L(lang, f"redirect_uri_mismatch: the OAuth client {cid} only lists the prod callback. Client IDs are public (they appear in the browser URL).",
               f"redirect_uri_mismatch: OAuth 클라이언트 {cid}에 운영 콜백만 등록돼 있었음. 클라이언트 ID는 공개값(브라우저 URL에 노출됨).")
    else:
        t, s = uuid4(), uuid4()
        mc = L(lang, f"az CLI used the wrong subscription; tenant {t}, subscription {s}. I didn't know my default was the sandbox.",
               f"az CLI가 잘못된 구독을 사용함. 테넌트 {t}, 구독 {s}. 기본값이 샌드박스인 걸 몰랐음.")
    le = L(lang, ["Add every callback URL per environment.", "Set the subscription explicitly in scripts."],
           ["환경별 콜백 URL을 모두 등록.", "스크립트에서 구독을 명시적으로 지정."])
    ak = L(lang, ["Who can edit the OAuth client?", "Which subscription is staging?"], ["OAuth 클라이언트 수정 권한자는?", "스테이징 구독은 어느 것?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Kubernetes service account token path (no token)")
def _c(lang):
    pod = f"{ch(SVC)}-{lan(10)}-{lan(5)}"
    mc = L(lang, [f"Pod {pod} couldn't call the API because automountServiceAccountToken was false; the token would be at /var/run/secrets/kubernetes.io/serviceaccount/token.",
                  "I didn't know projected service account tokens expire after an hour and the old client library never reloads the file."],
           [f"automountServiceAccountToken이 false라서 파드 {pod}가 API를 호출하지 못함. 토큰은 원래 /var/run/secrets/kubernetes.io/serviceaccount/token에 있음.",
            "projected 서비스 계정 토큰이 1시간 후 만료되고 옛 클라이언트 라이브러리가 파일을 다시 읽지 않는다는 걸 몰랐음."])
    le = L(lang, ["Upgrade the client so it re-reads the token file.", "Grant RBAC to the service account, not the default one."],
           ["토큰 파일을 다시 읽도록 클라이언트 업그레이드.", "RBAC은 default가 아니라 전용 서비스 계정에."])
    ak = L(lang, [f"Which service account should {ch(SVC)} use?", "Is IRSA/workload identity available?"], [f"{ch(SVC)}는 어떤 서비스 계정을 써야 하나요?", "IRSA/workload identity를 쓸 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: kubectl get secrets listing")
def _c(lang):
    rows = "\n".join(f"{n:<28}{t:<36}{d:<6}{a}" for n, t, d, a in [
        ("default-token-" + lan(5), "kubernetes.io/service-account-token", "3", f"{ri(10, 400)}d"),
        (f"{ch(SVC)}-db", "Opaque", "2", f"{ri(1, 90)}d"), ("tls-wildcard", "kubernetes.io/tls", "2", f"{ri(1, 60)}d"),
        (f"sh.helm.release.v1.{ch(SVC)}.v{ri(2, 30)}", "helm.sh/release.v1", "1", f"{ri(1, 20)}h")])
    mc = L(lang, f"I didn't know helm stores release data as Secrets, which is why there are so many:\n$ kubectl get secrets\n{rows}",
           f"helm이 릴리스 데이터를 Secret으로 저장해서 이렇게 많은 줄 몰랐음:\n$ kubectl get secrets\n{rows}")
    le = L(lang, ["Set --history-max on helm upgrade.", "Listing secrets shows names only; values need get -o yaml and RBAC."],
           ["helm upgrade에 --history-max 설정.", "목록은 이름만 보이고 값은 get -o yaml + RBAC 필요."])
    ak = L(lang, ["Can we prune old helm releases?", "Who has secrets get permission in this namespace?"], ["오래된 helm 릴리스를 정리해도 되나요?", "이 네임스페이스 secrets get 권한자는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: password authentication failed error (no password)")
def _c(lang):
    u = user()
    err = ch([f"psql: error: connection to server at \"{host()}\" (10.{ri(0, 9)}.{ri(0, 255)}.{ri(1, 254)}), port 5432 failed: FATAL:  password authentication failed for user \"{u}\"",
              f"ERROR 1045 (28000): Access denied for user '{u}'@'10.{ri(0, 9)}.{ri(0, 255)}.{ri(1, 254)}' (using password: YES)",
              f"pymongo.errors.OperationFailure: Authentication failed., full error: {{'ok': 0.0, 'errmsg': 'Authentication failed.', 'code': 18}}"])
    mc = L(lang, f"I didn't know the secret had been rotated but the pod was never restarted:\n{err}",
           f"시크릿이 교체됐는데 파드가 재시작되지 않은 걸 몰랐음:\n{err}")
    le = L(lang, ["Add a reloader annotation so pods restart on secret change.", "Error 28000 with 'using password: YES' means the value is wrong, not missing."],
           ["시크릿 변경 시 재시작되도록 reloader 어노테이션 추가.", "'using password: YES'인 28000 오류는 값이 틀린 것이지 누락이 아님."])
    ak = L(lang, ["Is stakater reloader installed?", "Who rotated the secret?"], ["stakater reloader가 설치돼 있나요?", "시크릿을 누가 교체했나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: 401 invalid API key error with request id")
def _c(lang):
    rid = ch([f"req_{an(24)}", uuid4(), hx(32)])
    err = ch([f"openai.AuthenticationError: Error code: 401 - {{'error': {{'message': 'Incorrect API key provided: sk-proj-********************{an(4)}.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}}} (request_id={rid})",
              f"HTTP 401 {{\"type\":\"error\",\"error\":{{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"}},\"request_id\":\"{rid}\"}}",
              f"{{\"errorType\":\"UNAUTHORIZED\",\"errorMessage\":\"유효하지 않은 시크릿 키입니다.\",\"traceId\":\"{rid}\"}}"])
    mc = L(lang, f"The provider rejected the key; the error message masks all but the last characters:\n{err}",
           f"제공사가 키를 거부함. 오류 메시지는 마지막 몇 글자 외엔 마스킹됨:\n{err}")
    le = L(lang, ["Match the last four characters against the dashboard to find which key was used.", "The request id is enough for vendor support."],
           ["마지막 4자리를 대시보드와 대조해 어떤 키였는지 확인.", "벤더 지원엔 request id만 있으면 됨."])
    ak = L(lang, ["Was the key revoked or just expired?", "Which project should this key belong to?"], ["키가 폐기된 건가요 만료된 건가요?", "이 키는 어느 프로젝트 소속이어야 하나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: docker compose secrets from files")
def _c(lang):
    y = "services:\n  api:\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    mc = L(lang, f"The app read /run/secrets/db_password, but I didn't know the file must exist locally and is gitignored:\n{y}",
           f"앱이 /run/secrets/db_password를 읽는데, 로컬에 파일이 있어야 하고 gitignore돼 있다는 걸 몰랐음:\n{y}")
    le = L(lang, ["Support *_FILE env vars in the app for file-based secrets.", "Keep ./secrets/ in .gitignore."],
           ["앱에서 파일 기반 시크릿용 *_FILE env 지원.", "./secrets/는 .gitignore에 유지."])
    ak = L(lang, ["Is there a script that creates dev secrets?", "Does prod use the same mount path?"], ["개발용 시크릿을 만드는 스크립트가 있나요?", "운영도 같은 마운트 경로를 쓰나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: .gitignore entries for secret files")
def _c(lang):
    gi = "\n".join(R.sample([".env", ".env.*", "!.env.example", "*.pem", "*.p12", "*.jks", "secrets/", "credentials.json", "terraform.tfvars", "*.tfstate*", ".npmrc"], ri(5, 8)))
    mc = L(lang, f"git status showed a key file as untracked; I didn't know the .gitignore in the subproject overrides the root one.\n{gi}",
           f"git status에 키 파일이 untracked로 보임. 하위 프로젝트 .gitignore가 루트 것을 덮는다는 걸 몰랐음.\n{gi}")
    le = L(lang, ["git check-ignore -v shows which rule applies.", "Add a pre-commit hook for secret scanning."],
           ["어떤 규칙이 적용되는지는 git check-ignore -v로.", "시크릿 스캔 pre-commit 훅 추가."])
    ak = L(lang, ["Should the root .gitignore be the only one?", "Was the key file ever committed?"], ["루트 .gitignore만 두는 게 맞나요?", "키 파일이 커밋된 적이 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: keychain / credential manager commands without output")
def _c(lang):
    cmd = ch(["security find-generic-password -s 'acme-deploy' -a \"$USER\" -w", "secret-tool lookup service acme-deploy user ci",
              "cmdkey /list:acme-deploy", "git credential-manager github list"])
    mc = L(lang, f"The deploy script reads the credential from the OS keychain with `{cmd}`; I didn't know it prompts on first use after an OS update.",
           f"배포 스크립트가 `{cmd}`로 OS 키체인에서 자격 증명을 읽음. OS 업데이트 후 첫 사용 때 확인 창이 뜬다는 걸 몰랐음.")
    le = L(lang, ["Headless runs need 'Always allow' granted once interactively.", "Keychain access avoids plaintext files."],
           ["헤드리스 실행 전에 대화형으로 '항상 허용'을 한 번 줘야 함.", "키체인을 쓰면 평문 파일을 피할 수 있음."])
    ak = L(lang, ["Does CI use the same keychain item?", "Who set up the keychain entry?"], ["CI도 같은 키체인 항목을 쓰나요?", "키체인 항목은 누가 만들었나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: openssl rand command (no output)")
def _c(lang):
    cmd = ch(["openssl rand -hex 32", "openssl rand -base64 48 | tr -d '\\n'", "python -c 'import secrets; print(secrets.token_urlsafe(32))'",
              "head -c 32 /dev/urandom | base64"])
    mc = L(lang, f"I didn't know how the existing signing secrets were generated; the runbook says `{cmd}` and store the output straight into the vault.",
           f"기존 서명 시크릿을 어떻게 생성했는지 몰랐음. 런북에는 `{cmd}` 후 출력값을 바로 볼트에 넣으라고 되어 있음.")
    le = L(lang, ["Pipe the output straight into the secret store; don't echo it to the terminal.", "32 bytes of randomness is plenty for HMAC keys."],
           ["출력을 터미널에 찍지 말고 바로 시크릿 저장소로 파이프.", "HMAC 키엔 32바이트 난수면 충분."])
    ak = L(lang, ["Is there a script that rotates and stores in one step?", "Which secrets use this format?"], ["교체와 저장을 한 번에 하는 스크립트가 있나요?", "이 형식을 쓰는 시크릿은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: ssh-keygen output with fingerprint")
def _c(lang):
    fp = "SHA256:" + b64(32).rstrip("=")
    who = f"{ch(NAMES)}@{ch(['macbook', 'thinkpad', 'wsl'])}"
    out = f"Your identification has been saved in /home/{who.split('@')[0]}/.ssh/id_ed25519\nYour public key has been saved in /home/{who.split('@')[0]}/.ssh/id_ed25519.pub\nThe key fingerprint is:\n{fp} {who}"
    mc = L(lang, f"I generated a new key for the deploy user because the old one was lost:\n{out}",
           f"예전 키를 잃어버려서 deploy 사용자용 새 키를 생성함:\n{out}")
    le = L(lang, ["Only the .pub goes to the server; the fingerprint helps confirm it.", "Use -a 100 and a passphrase for laptops."],
           ["서버엔 .pub만 올리고 지문으로 확인.", "노트북 키는 -a 100과 패스프레이즈 사용."])
    ak = L(lang, ["Who removes the old key from authorized_keys?", "Should we use SSH certificates?"], ["authorized_keys에서 예전 키는 누가 제거하나요?", "SSH 인증서를 써야 할까요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: masked card numbers and personal data masks")
def _c(lang):
    last4 = f"{ri(0, 9999):04d}"
    mc = L(lang, [f"The receipt showed **** **** **** {last4}; I didn't know the PG returns only the last four digits and the BIN.",
                  f"I didn't know the admin UI masks phone numbers as 010-****-{last4} and the export must do the same."],
           [f"영수증에 **** **** **** {last4}로 표시됨. PG가 끝 4자리와 BIN만 준다는 걸 몰랐음.", f"관리자 화면이 전화번호를 010-****-{last4}로 마스킹하고 export도 같아야 한다는 걸 몰랐음."])
    le = L(lang, ["Apply masking in the serializer, not the template.", "Store only what the PG returns."],
           ["마스킹은 템플릿이 아니라 직렬화 단계에서.", "PG가 주는 값만 저장."])
    ak = L(lang, ["Which fields must be masked in exports?", "Who signs off on PII handling?"], ["export에서 마스킹할 필드는?", "개인정보 처리 승인은 누가?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: SQL with psql variable for password")
def _c(lang):
    role = ch(["report_ro", "bi_reader", "metabase", "airflow_ro", "audit_ro"])
    sql = f"\\set pw `cat /run/secrets/{role}_pw`\nCREATE ROLE {role} LOGIN PASSWORD :'pw';\nGRANT pg_read_all_data TO {role};"
    mc = L(lang, f"I didn't know psql can read the password from a file into a variable, so it never appears in the script:\n{sql}",
           f"psql이 파일에서 비밀번호를 변수로 읽을 수 있어서 스크립트에 값이 안 남는다는 걸 몰랐음:\n{sql}")
    le = L(lang, ["Backtick expansion runs a shell command inside psql.", "pg_read_all_data exists from PostgreSQL 14."],
           ["백틱 확장은 psql 안에서 셸 명령을 실행함.", "pg_read_all_data는 PostgreSQL 14부터."])
    ak = L(lang, ["Is the cluster on 14+ everywhere?", "Who owns reporting roles?"], ["모든 클러스터가 14 이상인가요?", "리포팅 롤 담당은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Korean chat: do not post tokens")
def _c(lang):
    if lang == "ko":
        mc = ch([f"팀장: 토큰 슬랙에 올리면 안 돼요, 볼트에서 꺼내 쓰세요\n나: 넵 지난번 건 바로 폐기했습니다 ({tkt()})",
                 f"보안팀: 어제 채널에 올라온 키는 폐기 처리했습니다. 앞으로는 DM도 금지입니다. ({tkt()})"])
        le = ch(["키가 채팅에 올라가면 즉시 폐기 후 재발급.", "공유는 1Password 링크로만."])
        ak = ch(["폐기 후 재발급은 누가 담당하나요?", "채팅 자동 탐지 봇이 있나요?"])
    else:
        mc = ch([f"lead: please don't post tokens in Slack, pull them from the vault\nme: ack, I revoked the one from last week ({tkt()})",
                 f"security: the key posted in the channel yesterday has been revoked. DMs are not allowed either. ({tkt()})"])
        le = ch(["If a key hits chat, revoke and reissue right away.", "Share only through 1Password links."])
        ak = ch(["Who handles reissuing after a revoke?", "Is there a bot that detects keys in chat?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: OTP / 2FA discussion without codes")
def _c(lang):
    mc = L(lang, [f"Login to the registrar failed because the 6-digit code expired before I typed it; the authenticator on the shared phone was {ri(30, 90)}s behind.",
                  "I didn't know the admin console requires a hardware key for every login, and the backup key is in the office safe."],
           [f"등록기관 로그인 시 6자리 코드가 입력 전에 만료됨. 공용 폰의 인증 앱 시간이 {ri(30, 90)}초 느렸음.", "관리자 콘솔이 매 로그인마다 하드웨어 키를 요구하고 백업 키가 사무실 금고에 있다는 걸 몰랐음."])
    le = L(lang, ["Enable automatic time on devices used for TOTP.", "Register two hardware keys per admin."],
           ["TOTP 기기는 자동 시간 설정.", "관리자당 하드웨어 키 두 개 등록."])
    ak = L(lang, ["Who holds the backup hardware key?", "Can we move the registrar to SSO?"], ["백업 하드웨어 키는 누가 보관하나요?", "등록기관을 SSO로 옮길 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Wi-Fi SSID without password")
def _c(lang):
    ssid = ch(["ACME-GUEST", "NURI_VISITOR", "Hanbit-Event", "회의실_게스트"])
    mc = L(lang, [f"The demo device couldn't reach the API from {ssid}; I didn't know the guest network isolates clients. The guest password is on the card at reception.",
                  f"I didn't know the lab SSID rotates its password monthly; IT posts it on the intranet page, not in chat."],
           [f"데모 기기가 {ssid}에서 API에 접근 못 함. 게스트망이 클라이언트를 격리한다는 걸 몰랐음. 게스트 비밀번호는 안내데스크 카드에 있음.", "랩 SSID 비밀번호가 매달 바뀌고 IT가 채팅이 아니라 인트라넷 페이지에 게시한다는 걸 몰랐음."])
    le = L(lang, ["Demo devices should use the lab network.", "Check the intranet page before asking."], ["데모 기기는 랩 네트워크 사용.", "묻기 전에 인트라넷 페이지 확인."])
    ak = L(lang, ["Can the demo device get a MAC reservation on the lab SSID?", "Who manages guest Wi-Fi?"], ["데모 기기를 랩 SSID에 MAC 예약할 수 있나요?", "게스트 와이파이 관리자는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: door code changed, no value")
def _c(lang):
    mc = L(lang, [f"I couldn't get into the server room after {ri(18, 21)}:00; the keypad code was changed on the {ri(1, 28)}th and facilities only tells badge holders.",
                  "The IDC visit needed a pre-registered visitor ticket, and the cage combination is given by the IDC staff on site."],
           [f"{ri(18, 21)}시 이후 서버실에 못 들어감. {ri(1, 28)}일에 도어락 번호가 바뀌었고 총무팀은 출입증 소지자에게만 알려줌.", "IDC 방문엔 사전 등록된 방문 티켓이 필요하고 케이지 번호는 현장 직원이 알려줌."])
    le = L(lang, ["Request badge access a day ahead.", "Register IDC visits 48 hours in advance."], ["출입 권한은 하루 전에 요청.", "IDC 방문은 48시간 전 등록."])
    ak = L(lang, ["Who approves server room access?", "Is there an after-hours contact?"], ["서버실 출입 승인자는?", "업무 시간 외 연락처가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: feature flag keys")
def _c(lang):
    flags = R.sample(["new-checkout-flow", "kr-payments-v2", "enable_async_export", "search.rerank.ml", "billing-proration-fix", "ui.dark_mode_beta"], 3)
    mc = L(lang, [f"The bug only appeared with {flags[0]} on; I didn't know flags are evaluated per user segment.",
                  f"Flags {', '.join(flags)} were stale; nobody knew which were safe to delete."],
           [f"{flags[0]}가 켜졌을 때만 버그가 나타남. 플래그가 사용자 세그먼트별로 평가된다는 걸 몰랐음.", f"플래그 {', '.join(flags)}가 오래 방치됨. 어떤 걸 지워도 되는지 아무도 몰랐음."])
    le = L(lang, ["Add an owner and expiry to every flag.", "Reproduce with the same segment attributes."], ["모든 플래그에 소유자와 만료일 지정.", "같은 세그먼트 속성으로 재현."])
    ak = L(lang, ["Who owns these flags?", "Is there a flag cleanup process?"], ["이 플래그들 소유자는?", "플래그 정리 절차가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: ConfigMap with non-secret settings")
def _c(lang):
    y = (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {ch(SVC)}-config\ndata:\n  LOG_LEVEL: info\n  DB_HOST: {host()}\n  DB_PORT: \"5432\"\n"
         f"  FEATURE_EXPORT: \"true\"\n  TOKEN_TTL_SECONDS: \"{ch([900, 3600, 86400])}\"")
    mc = L(lang, f"I didn't know numeric values in a ConfigMap must be quoted, so the apply failed:\n{y}",
           f"ConfigMap의 숫자 값은 따옴표가 필요해서 apply가 실패한다는 걸 몰랐음:\n{y}")
    le = L(lang, ["ConfigMap data must be strings.", "Keep credentials in Secrets; settings like TOKEN_TTL_SECONDS are fine here."],
           ["ConfigMap data는 문자열이어야 함.", "자격 증명은 Secret에, TOKEN_TTL_SECONDS 같은 설정은 여기 괜찮음."])
    ak = L(lang, ["Do pods reload on ConfigMap change?", "Who owns this config?"], ["ConfigMap 변경 시 파드가 재로딩되나요?", "이 설정 담당은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: env listing with empty/unset secret values")
def _c(lang):
    out = "\n".join([f"NODE_ENV=production", f"PORT={ch([3000, 8080, 8000])}", f"DB_HOST={host()}", "DB_USER=app", "DB_PASSWORD=", "REDIS_URL=redis://cache:6379/0",
                     "SENTRY_DSN=", f"LOG_LEVEL={ch(['info', 'debug', 'warn'])}"])
    mc = L(lang, f"The container started but every DB call failed; `env` inside the pod showed DB_PASSWORD empty because the Secret key name had a typo:\n{out}",
           f"컨테이너는 떴지만 DB 호출이 전부 실패. 파드 안 `env` 결과 Secret 키 이름 오타로 DB_PASSWORD가 비어 있었음:\n{out}")
    le = L(lang, ["Fail fast on empty required values.", "Compare Secret keys with envFrom expectations."], ["필수 값이 비면 즉시 실패.", "Secret 키와 envFrom 기대값 비교."])
    ak = L(lang, ["Is there a schema for required env vars?", "Who created the Secret?"], ["필수 env 변수 스키마가 있나요?", "Secret은 누가 만들었나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: .env interpolation with ${VAR}")
def _c(lang):
    e = "DB_USER=app\nDATABASE_URL=postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/app\nAPI_KEY=${API_KEY:?API_KEY must be set}"
    mc = L(lang, f"docker compose substituted empty strings because DB_PASSWORD wasn't exported in my shell:\n{e}",
           f"셸에 DB_PASSWORD가 export되지 않아 docker compose가 빈 문자열로 치환함:\n{e}")
    le = L(lang, ["Use ${VAR:?message} to fail on missing values.", "`docker compose config` shows the resolved file (careful: it prints real values once set)."],
           ["누락 시 실패하도록 ${VAR:?message} 사용.", "`docker compose config`로 치환 결과 확인(값이 설정되면 실제 값이 출력되니 주의)."])
    ak = L(lang, ["Should compose read a local .env instead?", "Which vars are required?"], ["compose가 로컬 .env를 읽게 할까요?", "필수 변수는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: docker secret create from stdin / kubectl decode command")
def _c(lang):
    cmd = ch(["openssl rand -base64 32 | docker secret create jwt_key -",
              f"kubectl get secret {ch(SVC)}-db -n {ch(ENVS)} -o jsonpath='{{.data.password}}' | base64 -d | pbcopy",
              "read -rs DB_PASSWORD && export DB_PASSWORD", "vault kv get -field=token secret/ci/registry | docker login -u ci --password-stdin registry.acme.io"])
    mc = L(lang, f"I didn't know the pattern the team uses to handle secrets without them hitting the terminal: `{cmd}`",
           f"시크릿이 터미널에 찍히지 않게 팀이 쓰는 방식을 몰랐음: `{cmd}`")
    le = L(lang, ["Pipes keep values out of shell history.", "Clear the clipboard after use."], ["파이프를 쓰면 값이 셸 히스토리에 안 남음.", "사용 후 클립보드 비우기."])
    ak = L(lang, ["Is there a helper script for this?", "Should this go in the runbook?"], ["이걸 위한 헬퍼 스크립트가 있나요?", "런북에 넣을까요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: aws sts get-caller-identity output")
def _c(lang):
    acct = dg(12)
    who = ch(NAMES)
    out = json.dumps({"UserId": "AROA" + rs(B32, 17) + ":" + who, "Account": acct,
                      "Arn": f"arn:aws:sts::{acct}:assumed-role/{ch(['AdministratorAccess', 'ReadOnly', 'PowerUser'])}/{who}"}, indent=4)
    mc = L(lang, f"Terraform planned against the wrong account; the caller identity showed:\n{out}",
           f"테라폼이 엉뚱한 계정으로 plan을 돌림. caller identity 결과:\n{out}")
    le = L(lang, ["Set allowed_account_ids in the provider block.", "The UserId is a role identifier, not a key."],
           ["provider 블록에 allowed_account_ids 설정.", "UserId는 역할 식별자이지 키가 아님."])
    ak = L(lang, ["Which SSO profile maps to staging?", "Can we enforce account checks in CI?"], ["스테이징에 해당하는 SSO 프로필은?", "CI에서 계정 검증을 강제할 수 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: gh auth status / npm config with masked token")
def _c(lang):
    if maybe(0.5):
        out = (f"github.com\n  ✓ Logged in to github.com account {ch(NAMES)}-acme (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
               f"  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
    else:
        out = "; \"user\" config from /home/ci/.npmrc\n\n//npm.pkg.github.com/:_authToken = (protected)\n@acme:registry = \"https://npm.pkg.github.com\""
    mc = L(lang, f"I didn't know which account the CLI was using; the status output masks the token:\n{out}",
           f"CLI가 어떤 계정을 쓰는지 몰랐음. 상태 출력은 토큰을 마스킹함:\n{out}")
    le = L(lang, ["Check scopes before blaming permissions.", "Tools print (protected) or asterisks for stored tokens."],
           ["권한 탓하기 전에 scope 확인.", "도구는 저장된 토큰을 (protected)나 별표로 출력함."])
    ak = L(lang, ["Does the workflow scope need adding?", "Which account should CI use?"], ["workflow scope를 추가해야 하나요?", "CI는 어떤 계정을 써야 하나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: docker login output and warning")
def _c(lang):
    out = f"WARNING! Your password will be stored unencrypted in /home/{ch(['ci', 'runner', 'ubuntu'])}/.docker/config.json.\nConfigure a credential helper to remove this warning. See\nhttps://docs.docker.com/go/credential-store/\n\nLogin Succeeded"
    mc = L(lang, f"I didn't know the runner stores registry auth unencrypted until I read the login output:\n{out}",
           f"로그인 출력을 보기 전까지 러너가 레지스트리 인증을 평문 저장한다는 걸 몰랐음:\n{out}")
    le = L(lang, ["Install docker-credential-pass or ecr-login helper on runners.", "Log out at the end of the job."],
           ["러너에 docker-credential-pass나 ecr-login 헬퍼 설치.", "잡 끝에 logout."])
    ak = L(lang, ["Are runners ephemeral?", "Which credential helper is standard here?"], ["러너가 일회성인가요?", "여기 표준 credential helper는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: git remote -v output")
def _c(lang):
    org, repo = ch(["acme", "nuri-lab", "hanbit"]), ch(SVC)
    out = f"origin\thttps://github.com/{org}/{repo}.git (fetch)\norigin\thttps://github.com/{org}/{repo}.git (push)\nupstream\tgit@github.com:{org}-oss/{repo}.git (fetch)"
    mc = L(lang, f"Push went to the wrong remote; I didn't know upstream points at the OSS mirror:\n{out}",
           f"push가 엉뚱한 remote로 감. upstream이 OSS 미러를 가리키는 걸 몰랐음:\n{out}")
    le = L(lang, ["Set pushurl for upstream to a no-op.", "Check git remote -v before pushing tags."], ["upstream의 pushurl을 무효값으로.", "태그 push 전에 git remote -v 확인."])
    ak = L(lang, ["Who syncs the OSS mirror?", "Should the mirror be read-only?"], ["OSS 미러 동기화 담당은?", "미러를 읽기 전용으로 할까요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: token expiry timestamps discussion")
def _c(lang):
    t = epoch()
    mc = L(lang, [f"The access token expired mid-batch: exp={t}, the batch started at {t - ri(3000, 4000)}. I didn't know tokens live one hour.",
                  f"I didn't know the refresh must happen before exp; the client refreshed only on 401, which the upstream returns as 403."],
           [f"배치 도중 액세스 토큰 만료: exp={t}, 배치 시작 {t - ri(3000, 4000)}. 토큰 수명이 1시간인 걸 몰랐음.", "만료 전에 갱신해야 하는데 클라이언트가 401에서만 갱신했고 업스트림은 403을 반환함."])
    le = L(lang, ["Refresh proactively at 80% of lifetime.", "Treat both 401 and 403 'token expired' as refresh triggers."],
           ["수명 80% 시점에 선제 갱신.", "'token expired' 401과 403 모두 갱신 트리거로."])
    ak = L(lang, ["Can the batch use a longer-lived service token?", "What is the refresh token lifetime?"], ["배치에 수명이 긴 서비스 토큰을 쓸 수 있나요?", "refresh token 수명은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: certificate serial numbers / SKI / expiry")
def _c(lang):
    serial = ":".join(hx(2) for _ in range(16))
    ski = ":".join(HX(2) for _ in range(20))
    mc = L(lang, [f"The alert said the cert expires in 7 days; serial {serial}, Subject Key Identifier {ski}. I didn't know cert-manager had failed renewals.",
                  f"Two certs had the same CN; I told them apart by serial {serial}."],
           [f"인증서 만료 7일 전 알림. 시리얼 {serial}, SKI {ski}. cert-manager 갱신이 실패하고 있던 걸 몰랐음.", f"CN이 같은 인증서가 두 개라 시리얼 {serial}로 구분함."])
    le = L(lang, ["kubectl describe certificate shows the renewal error.", "Serials and SKIs are public metadata."],
           ["갱신 오류는 kubectl describe certificate로 확인.", "시리얼과 SKI는 공개 메타데이터."])
    ak = L(lang, ["Why did the ACME challenge fail?", "Who gets expiry alerts?"], ["ACME 챌린지가 왜 실패했나요?", "만료 알림은 누가 받나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: TLS cipher suites / JA3 hash")
def _c(lang):
    ja3 = hx(32)
    mc = L(lang, [f"The partner's old Java client failed the handshake; its JA3 hash was {ja3} and it offered only TLS_RSA_WITH_AES_128_CBC_SHA.",
                  f"WAF blocked a client by JA3 {ja3}; I didn't know bot rules use TLS fingerprints."],
           [f"파트너의 구형 자바 클라이언트 핸드셰이크 실패. JA3 해시는 {ja3}이고 TLS_RSA_WITH_AES_128_CBC_SHA만 제시함.", f"WAF가 JA3 {ja3} 클라이언트를 차단함. 봇 규칙이 TLS 지문을 쓰는 걸 몰랐음."])
    le = L(lang, ["Ask the partner to upgrade rather than re-enabling CBC suites.", "JA3 is a fingerprint, not an identity."],
           ["CBC 스위트를 다시 켜지 말고 파트너에 업그레이드 요청.", "JA3는 지문이지 신원이 아님."])
    ak = L(lang, ["Which TLS policy does the load balancer use?", "Can we allowlist the partner's IPs?"], ["로드밸런서 TLS 정책은?", "파트너 IP를 허용 목록에 넣을 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: password manager item names")
def _c(lang):
    items = R.sample(["'Prod DB (rw)'", "'Stripe live'", "'AWS root (break-glass)'", "'Naver Cloud 콘솔'", "'KakaoPay 가맹점 관리자'", "'Grafana admin'"], 3)
    mc = L(lang, f"I didn't know credentials are split across vaults; the ones I needed are the items {', '.join(items)} in the Ops vault, which I can't see yet.",
           f"자격 증명이 볼트별로 나뉘어 있다는 걸 몰랐음. 필요한 건 Ops 볼트의 {', '.join(items)} 항목인데 아직 권한이 없음.")
    le = L(lang, ["Request vault access through the IT form.", "Item names are enough to ask for access."], ["볼트 권한은 IT 양식으로 요청.", "권한 요청엔 항목 이름만으로 충분."])
    ak = L(lang, ["Who approves Ops vault access?", "Is there a read-only vault for on-call?"], ["Ops 볼트 권한 승인자는?", "온콜용 읽기 전용 볼트가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: docker container IDs / pod names with hashes")
def _c(lang):
    cid = hx(64)
    pod = f"{ch(SVC)}-{lan(10)}-{lan(5)}"
    mc = L(lang, [f"The container {cid[:12]} (full ID {cid}) kept restarting with exit code 137; I didn't know the memory limit was 256Mi.",
                  f"Pod {pod} was OOMKilled; the ReplicaSet hash changed after the config update."],
           [f"컨테이너 {cid[:12]}(전체 ID {cid})가 종료 코드 137로 계속 재시작. 메모리 제한이 256Mi인 걸 몰랐음.", f"파드 {pod}가 OOMKilled. 설정 변경 후 ReplicaSet 해시가 바뀜."])
    le = L(lang, ["Exit 137 means SIGKILL, usually OOM.", "Set requests close to real usage."], ["137은 SIGKILL, 대개 OOM.", "requests를 실제 사용량에 가깝게."])
    ak = L(lang, ["What is the memory budget for this service?", "Is VPA available?"], ["이 서비스 메모리 예산은?", "VPA를 쓸 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Jupyter URL with token masked")
def _c(lang):
    mc = L(lang, ["The notebook URL printed in the log was http://127.0.0.1:8888/lab?token=... (I cut the token); I didn't know it only binds to localhost.",
                  "I didn't know JupyterHub issues per-user tokens; the URL I copied had the token removed, so it asked for login."],
           ["로그에 찍힌 노트북 URL은 http://127.0.0.1:8888/lab?token=... (토큰은 잘라냄). localhost에만 바인드되는 걸 몰랐음.", "JupyterHub가 사용자별 토큰을 발급하는 걸 몰랐음. 복사한 URL은 토큰이 빠져서 로그인을 요구했음."])
    le = L(lang, ["Use an SSH tunnel: ssh -L 8888:localhost:8888 gpu-box.", "Don't paste notebook URLs with tokens into chat."],
           ["SSH 터널 사용: ssh -L 8888:localhost:8888 gpu-box.", "토큰 포함 노트북 URL을 채팅에 붙이지 말 것."])
    ak = L(lang, [f"Which GPU box should I use for {ch(['training', 'eval', 'profiling'])}?", "Is JupyterHub available?"], [f"{ch(['학습', '평가', '프로파일링'])}엔 어느 GPU 서버를 쓰나요?", "JupyterHub를 쓸 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: bcrypt cost / hashing discussion")
def _c(lang):
    c = ri(10, 14)
    mc = L(lang, [f"Login latency jumped to 400ms after raising bcrypt cost to {c}; I didn't know the login pod has 0.25 CPU.",
                  "I didn't know the legacy table stores SHA-1 hashes and the migration rehashes on next login."],
           [f"bcrypt cost를 {c}로 올린 뒤 로그인 지연이 400ms로 증가. 로그인 파드 CPU가 0.25인 걸 몰랐음.", "레거시 테이블이 SHA-1 해시를 저장하고 마이그레이션이 다음 로그인 때 재해시한다는 걸 몰랐음."])
    le = L(lang, ["Benchmark the hash cost on the target hardware.", "Argon2id is the recommended default now."], ["해시 비용은 실제 하드웨어에서 측정.", "요즘 권장 기본값은 Argon2id."])
    ak = L(lang, ["Can the login pod get more CPU?", "When will the SHA-1 rows be gone?"], ["로그인 파드 CPU를 늘릴 수 있나요?", "SHA-1 행은 언제 사라지나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Let's Encrypt / ACME URLs")
def _c(lang):
    acct, order = ri(10**8, 10**9), ri(10**9, 10**10)
    mc = L(lang, [f"Renewal hit the rate limit; the ACME account https://acme-v02.api.letsencrypt.org/acme/acct/{acct} had {ri(50, 60)} orders this week.",
                  f"Order https://acme-v02.api.letsencrypt.org/acme/order/{acct}/{order} failed the HTTP-01 challenge because /.well-known was redirected."],
           [f"갱신이 rate limit에 걸림. ACME 계정 https://acme-v02.api.letsencrypt.org/acme/acct/{acct}가 이번 주 주문 {ri(50, 60)}건.", f"주문 https://acme-v02.api.letsencrypt.org/acme/order/{acct}/{order}의 HTTP-01 챌린지가 /.well-known 리다이렉트로 실패."])
    le = L(lang, ["Use the staging ACME endpoint while testing.", "Exclude /.well-known/acme-challenge from redirects."], ["테스트 중엔 스테이징 ACME 엔드포인트.", "/.well-known/acme-challenge는 리다이렉트 제외."])
    ak = L(lang, ["Should we switch to DNS-01?", "Who owns the ingress redirect rules?"], ["DNS-01로 바꿀까요?", "인그레스 리다이렉트 규칙 담당은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: WireGuard / age public keys only")
def _c(lang):
    if maybe(0.5):
        k = b64(32)
        txt = f"[Peer]\n# {ch(NAMES)}-laptop\nPublicKey = {k}\nAllowedIPs = 10.8.0.{ri(2, 200)}/32"
        mc = L(lang, f"My laptop couldn't connect because the server had no peer entry for it. I sent ops only my public key (the private key stays on the laptop):\n{txt}",
               f"서버에 내 피어 항목이 없어서 노트북이 연결 못 함. 운영팀에는 공개키만 보냄(개인키는 노트북에만):\n{txt}")
    else:
        k = "age1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        mc = L(lang, f"SOPS couldn't encrypt for me because my age recipient was missing from .sops.yaml. My public recipient: {k}",
               f".sops.yaml에 내 age 수신자가 없어서 SOPS가 암호화 못 함. 내 공개 수신자: {k}")
    le = L(lang, ["Public keys are safe to share; that's their purpose.", "Re-encrypt existing files with sops updatekeys after adding a recipient."],
           ["공개키는 공유해도 안전함. 그게 용도.", "수신자 추가 후 sops updatekeys로 기존 파일 재암호화."])
    ak = L(lang, ["Who merges changes to the peer list?", "Is there an onboarding checklist for keys?"], ["피어 목록 변경은 누가 머지하나요?", "키 관련 온보딩 체크리스트가 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Vault policy HCL")
def _c(lang):
    svc = ch(SVC)
    hcl = f"path \"secret/data/{ch(ENVS)}/{svc}/*\" {{\n  capabilities = [\"read\"]\n}}\npath \"database/creds/{svc}-readonly\" {{\n  capabilities = [\"read\"]\n}}"
    mc = L(lang, f"The pod got 403 from Vault; I didn't know KV v2 paths need the data/ segment in policies:\n{hcl}",
           f"파드가 Vault에서 403을 받음. KV v2 경로는 정책에 data/ 세그먼트가 필요한 걸 몰랐음:\n{hcl}")
    le = L(lang, ["Listing needs metadata/ with list capability.", "vault token capabilities <path> debugs this quickly."],
           ["목록 조회는 metadata/에 list 권한 필요.", "vault token capabilities <path>로 빠르게 디버깅."])
    ak = L(lang, ["Who reviews Vault policy changes?", "Are policies in terraform?"], ["Vault 정책 변경 리뷰어는?", "정책이 테라폼에 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: IAM policy JSON")
def _c(lang):
    acct = dg(12)
    pol = json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue"],
                      "Resource": f"arn:aws:secretsmanager:ap-northeast-2:{acct}:secret:{ch(ENVS)}/{ch(SVC)}/*"}]}, indent=2)
    mc = L(lang, f"I didn't know the task role was missing this statement, so the secret fetch failed:\n{pol}",
           f"태스크 역할에 이 statement가 없어서 시크릿 조회가 실패한다는 걸 몰랐음:\n{pol}")
    le = L(lang, ["Scope secret access by path prefix.", "IAM Access Analyzer can generate least-privilege policies."], ["시크릿 접근은 경로 접두사로 제한.", "IAM Access Analyzer로 최소 권한 정책 생성 가능."])
    ak = L(lang, ["Who approves IAM changes?", "Is there a module for task roles?"], ["IAM 변경 승인자는?", "태스크 역할용 모듈이 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: vault kv metadata output (no values)")
def _c(lang):
    out = (f"======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2024-{ri(1, 12):02d}-{ri(1, 28):02d}T0{ri(0, 9)}:{ri(10, 59)}:{ri(10, 59)}.{ri(100000, 999999)}Z\n"
           f"current_version    {ri(2, 20)}\nmax_versions       10\noldest_version     1\nupdated_time       2024-11-{ri(1, 28):02d}T0{ri(0, 9)}:{ri(10, 59)}:{ri(10, 59)}Z")
    mc = L(lang, f"I needed to know when the secret last changed without reading it; metadata shows that:\n{out}",
           f"값을 읽지 않고 시크릿 마지막 변경 시점만 알고 싶었음. metadata로 확인:\n{out}")
    le = L(lang, ["`vault kv metadata get` needs only read on metadata/.", "Use versions to roll back a bad rotation."],
           ["`vault kv metadata get`은 metadata/ read 권한만 필요.", "잘못된 교체는 버전으로 롤백."])
    ak = L(lang, ["Who updated the secret last?", "Is audit logging enabled?"], ["최근에 누가 시크릿을 바꿨나요?", "감사 로그가 켜져 있나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: data URI of a small image")
def _c(lang):
    d = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42m" + rs(B64C, 20) + "AAAAAElFTkSuQmCC"
    mc = L(lang, f"The email template embedded a tracking pixel as a data URI, which some clients block:\n{d}",
           f"이메일 템플릿이 트래킹 픽셀을 data URI로 넣었는데 일부 클라이언트가 차단함:\n{d}")
    le = L(lang, ["Host images instead of inlining them.", "That base64 blob is just a 1x1 PNG."], ["이미지는 인라인 대신 호스팅.", "그 base64는 1x1 PNG일 뿐."])
    ak = L(lang, ["Do we still need the tracking pixel?", "Which email clients matter?"], ["트래킹 픽셀이 아직 필요한가요?", "중요한 메일 클라이언트는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: curl with $TOKEN env reference")
def _c(lang):
    cmd = ch(["curl -sS -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/repos/acme/infra/pulls?state=open",
              "curl -H \"X-Api-Key: ${DD_API_KEY}\" https://api.datadoghq.com/api/v1/validate",
              "http GET https://api.notion.com/v1/users/me \"Authorization:Bearer $NOTION_TOKEN\" Notion-Version:2022-06-28"])
    mc = L(lang, f"The script worked locally but not in CI because the variable wasn't exported to the step:\n{cmd}",
           f"로컬에선 되는데 CI에선 변수가 스텝에 export되지 않아 실패:\n{cmd}")
    le = L(lang, ["Single quotes would stop expansion; double quotes are needed here.", "set -u catches unset variables early."],
           ["작은따옴표면 확장이 안 되니 큰따옴표 필요.", "set -u로 미설정 변수를 일찍 잡을 것."])
    ak = L(lang, ["Is the secret available to this job's environment?", "Should the script use gh api instead?"], ["이 잡 environment에 시크릿이 있나요?", "스크립트에서 gh api를 쓸까요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: terraform sensitive variable / plan output")
def _c(lang):
    if maybe(0.5):
        t = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}"
    else:
        t = f"  ~ resource \"aws_db_instance\" \"{ch(SVC)}\" {{\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }}"
    mc = L(lang, f"I didn't know terraform hides sensitive values in plan output, so I couldn't tell what changed:\n{t}",
           f"테라폼이 plan 출력에서 sensitive 값을 숨겨서 무엇이 바뀌는지 알 수 없었음:\n{t}")
    le = L(lang, ["A password diff usually means the variable source changed.", "No default for sensitive variables; pass them via TF_VAR_."],
           ["비밀번호 diff는 대개 변수 출처가 바뀐 것.", "sensitive 변수엔 기본값 없이 TF_VAR_로 전달."])
    ak = L(lang, ["Where does CI get TF_VAR_db_password?", "Should RDS use managed master passwords?"], ["CI는 TF_VAR_db_password를 어디서 받나요?", "RDS 관리형 마스터 비밀번호를 쓸까요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Helm values referencing existingSecret")
def _c(lang):
    y = f"auth:\n  existingSecret: {ch(SVC)}-pg-auth\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password\nprimary:\n  persistence:\n    size: {ch([20, 50, 100])}Gi"
    mc = L(lang, f"The chart kept generating a random password until I pointed it at an existing Secret:\n{y}",
           f"기존 Secret을 지정하기 전까지 차트가 계속 랜덤 비밀번호를 생성함:\n{y}")
    le = L(lang, ["existingSecret keeps the password stable across upgrades.", "secretKeys must match the Secret's keys."],
           ["existingSecret으로 업그레이드 간 비밀번호 유지.", "secretKeys는 Secret 키와 일치해야 함."])
    ak = L(lang, ["Who creates the pg-auth Secret?", "Is the PVC backed up?"], ["pg-auth Secret은 누가 만드나요?", "PVC 백업이 되나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Postman environment with {{variables}}")
def _c(lang):
    env = json.dumps({"name": f"{ch(SVC)}-{ch(ENVS)}", "values": [{"key": "baseUrl", "value": f"https://{ch(SVC)}.{ch(DOMAINS)}", "enabled": True},
                      {"key": "apiKey", "value": "", "type": "secret", "enabled": True}]}, indent=1)
    mc = L(lang, f"The shared collection uses {{{{apiKey}}}} and the exported environment has the value blank (type secret), so everyone sets their own:\n{env}",
           f"공유 컬렉션은 {{{{apiKey}}}}를 쓰고, export된 environment에는 값이 비어 있음(type secret). 각자 자기 값을 넣어야 함:\n{env}")
    le = L(lang, ["Set secrets as 'current value' only; they don't sync.", "Export without current values."], ["시크릿은 current value에만. 동기화되지 않음.", "current value 없이 export."])
    ak = L(lang, ["Is there a team workspace?", "Who maintains the collection?"], ["팀 워크스페이스가 있나요?", "컬렉션 관리자는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Spring config with ${} placeholders")
def _c(lang):
    y = "spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/${DB_NAME}\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}\n  security:\n    oauth2:\n      client:\n        registration:\n          google:\n            client-secret: ${GOOGLE_CLIENT_SECRET}"
    mc = L(lang, f"The app failed with 'Could not resolve placeholder DB_NAME'; I didn't know the placeholder has no default:\n{y}",
           f"'Could not resolve placeholder DB_NAME' 오류. 해당 플레이스홀더에 기본값이 없는 걸 몰랐음:\n{y}")
    le = L(lang, ["${VAR:default} supplies defaults.", "Values come from env or the config server."], ["${VAR:default}로 기본값 지정.", "값은 env나 config server에서."])
    ak = L(lang, ["Is the config server used in staging?", "Which vars are required?"], ["스테이징에서 config server를 쓰나요?", "필수 변수는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: release checksums (Korean)")
def _c(lang):
    h = hx(64)
    v = f"v{ri(1, 4)}.{ri(0, 20)}.{ri(0, 9)}"
    mc = L(lang, f"The installer for {v} was flagged by the customer's AV; we gave them the SHA-256 {h} to verify against the release page.",
           f"{v} 설치 파일이 고객사 백신에 걸림. 릴리스 페이지와 대조하도록 SHA-256 {h}를 전달함.")
    le = L(lang, ["Sign installers with the code-signing cert.", "Publish checksums next to every download."], ["설치 파일은 코드 서명 인증서로 서명.", "모든 다운로드 옆에 체크섬 게시."])
    ak = L(lang, ["When does the code-signing cert expire?", "Can we submit the file to the AV vendor?"], ["코드 서명 인증서 만료일은?", "백신사에 파일을 제출할 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: short video IDs / short links")
def _c(lang):
    vid = rs(B64U, 11)
    sl = f"https://bit.ly/{an(7)}"
    mc = L(lang, [f"The onboarding video https://youtu.be/{vid} was private; I didn't know the link needs 'unlisted'.", f"The doc linked {sl}, which now redirects to a dead page."],
           [f"온보딩 영상 https://youtu.be/{vid}이 비공개였음. '일부 공개'여야 하는 걸 몰랐음.", f"문서의 {sl} 링크가 죽은 페이지로 리다이렉트됨."])
    le = L(lang, ["Avoid shorteners in docs.", "Check link visibility before sharing."], ["문서에 단축 URL 지양.", "공유 전 링크 공개 범위 확인."])
    ak = L(lang, ["Who owns the onboarding videos?", "Where should the doc link instead?"], ["온보딩 영상 담당은?", "문서는 대신 어디를 링크해야 하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: crash report addresses")
def _c(lang):
    addr = [f"0x{hx(12)}" for _ in range(3)]
    mc = L(lang, f"The segfault trace shows frames at {', '.join(addr)}; I didn't know the release binary was built without symbols.",
           f"segfault 트레이스에 {', '.join(addr)} 프레임이 있음. 릴리스 바이너리가 심볼 없이 빌드된 걸 몰랐음.")
    le = L(lang, ["Upload debug symbols for every release.", "addr2line needs the exact build."], ["릴리스마다 디버그 심볼 업로드.", "addr2line은 정확히 같은 빌드가 필요."])
    ak = L(lang, ["Where are symbols stored?", "Can CI keep unstripped binaries?"], ["심볼은 어디에 저장하나요?", "CI가 strip 안 한 바이너리를 보관할 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: git diff index header")
def _c(lang):
    a, b = hx(7), hx(7)
    f = ch(["config/settings.py", "deploy/values-prod.yaml", "src/auth/session.ts", ".github/workflows/release.yml"])
    d = f"diff --git a/{f} b/{f}\nindex {a}..{b} 100644\n--- a/{f}\n+++ b/{f}\n@@ -12,7 +12,7 @@\n-    timeout: 30\n+    timeout: 60"
    mc = L(lang, f"I didn't know this one-line change also needed the proxy timeout raised:\n{d}",
           f"이 한 줄 변경에 프록시 타임아웃도 같이 올려야 한다는 걸 몰랐음:\n{d}")
    le = L(lang, ["Timeouts must increase from the outside in.", "The index line lists blob hashes, nothing sensitive."], ["타임아웃은 바깥쪽부터 늘릴 것.", "index 줄은 blob 해시일 뿐 민감 정보 아님."])
    ak = L(lang, ["What is the ingress timeout?", "Who owns the proxy config?"], ["인그레스 타임아웃은?", "프록시 설정 담당은?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: key format description without values")
def _c(lang):
    mc = L(lang, ["I didn't know how to recognise AWS keys in logs: access key IDs start with AKIA (long-term) or ASIA (temporary) and are 20 characters; the secret is 40 characters.",
                  "GitHub tokens are prefixed ghp_, gho_, ghs_ or github_pat_, which is how the scanner spots them; our logs should never contain them."],
           ["로그에서 AWS 키를 알아보는 법을 몰랐음: 액세스 키 ID는 AKIA(장기) 또는 ASIA(임시)로 시작하는 20자이고 시크릿은 40자.",
            "GitHub 토큰은 ghp_, gho_, ghs_, github_pat_ 접두사가 있어서 스캐너가 찾아냄. 로그에 절대 남으면 안 됨."])
    le = L(lang, ["Prefixed tokens make leak detection and revocation easier.", "Add a log filter for these prefixes."], ["접두사 있는 토큰은 유출 탐지와 폐기가 쉬움.", "이 접두사용 로그 필터 추가."])
    ak = L(lang, ["Does our log pipeline scrub these?", "Is push protection enabled on the org?"], ["로그 파이프라인이 이걸 지우나요?", "조직에 push protection이 켜져 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: CI log with *** masking")
def _c(lang):
    log = ch([f"Run aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: ***\n    aws-region: ap-northeast-2\nAssuming role with OIDC",
              f"+ docker login -u *** -p *** registry.acme.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
              "curl -H 'Authorization: token ***' https://api.github.com/repos/acme/infra/dispatches\nHTTP/2 204"])
    mc = L(lang, f"The CI log masks secrets with ***, which is why I couldn't see what was passed:\n{log}",
           f"CI 로그가 시크릿을 ***로 가려서 무엇이 전달됐는지 볼 수 없었음:\n{log}")
    le = L(lang, ["Masking is automatic for registered secrets only; derived values need ::add-mask::.", "Use --password-stdin to silence the warning."],
           ["마스킹은 등록된 시크릿에만 자동. 파생 값은 ::add-mask:: 필요.", "경고를 없애려면 --password-stdin."])
    ak = L(lang, ["Are derived tokens masked in our workflows?", "Who reviews workflow changes?"], ["워크플로에서 파생 토큰이 마스킹되나요?", "워크플로 변경 리뷰어는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Korean password reset procedure (no values)")
def _c(lang):
    con = L(lang, ch(["the admin console", "the ERP", "the groupware", "the VPN portal"]), ch(["관리자 콘솔", "ERP", "그룹웨어", "VPN 포털"]))
    mc = L(lang, [f"I didn't know the password reset for {con} goes through the helpdesk: submit a ticket, verify by phone, then a one-time link is emailed.",
                  f"Initial passwords for {con} are sent by SMS to the personal phone and must be changed at first login."],
           [f"{con} 비밀번호 초기화는 헬프데스크 경유라는 걸 몰랐음: 티켓 접수 → 전화 본인 확인 → 일회용 링크 메일 발송.", f"{con} 초기 비밀번호는 개인 휴대폰 문자로 발송되며 첫 로그인 시 반드시 변경해야 함."])
    le = L(lang, ["One-time links expire in 30 minutes.", "Helpdesk never asks for the current password."], ["일회용 링크는 30분 후 만료.", "헬프데스크는 현재 비밀번호를 절대 묻지 않음."])
    ak = L(lang, [f"What's the helpdesk ticket queue? ({tkt()})", "Can on-call reset passwords after hours?"], [f"헬프데스크 티켓 큐는? ({tkt()})", "업무 외 시간에 온콜이 초기화할 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: filenames and branches containing 'password'/'secret'")
def _c(lang):
    items = R.sample(["templates/reset_password.html", "fix/rotate-api-key", "docs/secrets-management.md", "src/auth/password_policy.py",
                      "chore/remove-hardcoded-token", "tests/test_secret_redaction.py", "feature/kakao-login-token-refresh"], 3)
    mc = L(lang, f"I didn't know the reset flow lives in several places: {', '.join(items)}.",
           f"비밀번호 재설정 흐름이 여러 곳에 흩어져 있다는 걸 몰랐음: {', '.join(items)}.")
    le = L(lang, ["grep for the route name, not the word 'password'.", "Link the flow in the architecture doc."], ["'password' 단어 말고 라우트 이름으로 grep.", "아키텍처 문서에 흐름 링크."])
    ak = L(lang, ["Which branch is merging next?", "Who owns the auth module?"], ["다음에 머지될 브랜치는?", "인증 모듈 담당은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: LLM token counts / tokenizer tokens")
def _c(lang):
    n = ri(2000, 200000)
    mc = L(lang, [f"The request failed with context_length_exceeded: {n} tokens; I didn't know the system prompt alone is {ri(3000, 9000)} tokens.",
                  f"max_tokens=4096 truncated the JSON output; the tokenizer counts Korean at roughly one token per syllable."],
           [f"context_length_exceeded로 요청 실패: {n} 토큰. 시스템 프롬프트만 {ri(3000, 9000)} 토큰인 걸 몰랐음.", "max_tokens=4096에서 JSON 출력이 잘림. 토크나이저가 한국어를 대략 음절당 1토큰으로 셈."])
    le = L(lang, ["Count tokens before sending.", "Ask for compact JSON."], ["보내기 전에 토큰 수 계산.", "간결한 JSON을 요청."])
    ak = L(lang, ["Which model and context window should we target?", "Can the system prompt be trimmed?"], ["어떤 모델과 컨텍스트 길이를 목표로 하나요?", "시스템 프롬프트를 줄일 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: CSRF token template placeholder")
def _c(lang):
    t = ch(["<meta name=\"csrf-token\" content=\"{{ csrf_token() }}\">", "<input type=\"hidden\" name=\"_token\" value=\"{{ csrf_token }}\">",
            "{% csrf_token %}", "<input type=\"hidden\" th:name=\"${_csrf.parameterName}\" th:value=\"${_csrf.token}\"/>"])
    mc = L(lang, f"Forms returned 419/403 after the template refactor because this line was dropped:\n{t}",
           f"템플릿 리팩터링 후 이 줄이 빠져서 폼이 419/403을 반환함:\n{t}")
    le = L(lang, ["Every POST form needs the CSRF field.", "AJAX must send the header from the meta tag."], ["모든 POST 폼에 CSRF 필드 필요.", "AJAX는 메타 태그 값을 헤더로 보내야 함."])
    ak = L(lang, ["Can we add a test that checks forms for the token?", "Which endpoints are exempt?"], ["폼에 토큰이 있는지 검사하는 테스트를 추가할까요?", "예외 엔드포인트는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: public blockchain addresses / tx hashes")
def _c(lang):
    addr = "0x" + hx(40)
    tx = "0x" + hx(64)
    mc = L(lang, [f"The deposit didn't show because it went to {addr} on the wrong chain; tx {tx}.", f"I didn't know the contract at {addr} is a proxy; the implementation changed in tx {tx}."],
           [f"입금이 다른 체인의 {addr}로 가서 보이지 않았음. tx {tx}.", f"{addr} 컨트랙트가 프록시라는 걸 몰랐음. 구현체는 tx {tx}에서 바뀜."])
    le = L(lang, ["Addresses and tx hashes are public on-chain data.", "Always show the chain next to an address."], ["주소와 tx 해시는 공개 온체인 데이터.", "주소 옆엔 항상 체인을 표시."])
    ak = L(lang, ["Can we recover funds sent on the wrong chain?", "Who manages the proxy admin?"], ["잘못된 체인으로 보낸 자금을 회수할 수 있나요?", "프록시 admin 관리자는?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Sentry event IDs / VirusTotal hash lookups")
def _c(lang):
    eid = hx(32)
    h = hx(64)
    mc = L(lang, [f"Sentry event {eid} shows the crash only on Android 9; I didn't know the WebView is outdated there.",
                  f"The file hash {h} had 0/70 detections on VirusTotal; the block came from the customer's policy, not a signature."],
           [f"Sentry 이벤트 {eid}에서 안드로이드 9에서만 크래시. 그 버전 WebView가 오래된 걸 몰랐음.", f"파일 해시 {h}는 VirusTotal 0/70 탐지. 차단은 시그니처가 아니라 고객사 정책 때문."])
    le = L(lang, ["Link event IDs in tickets.", "Hashes can be shared freely; files may not."], ["티켓에 이벤트 ID 링크.", "해시는 자유롭게 공유 가능, 파일은 아닐 수 있음."])
    ak = L(lang, ["What minimum Android version do we support?", "Who talks to the customer's security team?"], ["지원 최소 안드로이드 버전은?", "고객사 보안팀 커뮤니케이션 담당은?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: ls -la ~/.ssh output")
def _c(lang):
    u = ch(["deploy", "ubuntu", "ci"])
    out = (f"drwx------ 2 {u} {u} 4096 Nov {ri(1, 28)} 10:12 .\n-rw------- 1 {u} {u}  411 Nov {ri(1, 28)} 10:12 id_ed25519\n"
           f"-rw-r--r-- 1 {u} {u}  102 Nov {ri(1, 28)} 10:12 id_ed25519.pub\n-rw-r--r-- 1 {u} {u} {ri(400, 2000)} Nov {ri(1, 28)} 09:58 known_hosts\n-rw-rw-r-- 1 {u} {u}  {ri(200, 900)} Nov {ri(1, 28)} 09:40 authorized_keys")
    mc = L(lang, f"sshd refused key login; authorized_keys was group-writable:\n{out}",
           f"sshd가 키 로그인을 거부함. authorized_keys가 그룹 쓰기 가능했음:\n{out}")
    le = L(lang, ["StrictModes rejects group-writable authorized_keys.", "chmod 600 authorized_keys and 700 ~/.ssh."], ["StrictModes는 그룹 쓰기 가능한 authorized_keys를 거부.", "authorized_keys 600, ~/.ssh 700."])
    ak = L(lang, ["Who changed the permissions?", "Is this host managed by config management?"], ["권한을 누가 바꿨나요?", "이 호스트는 구성 관리 대상인가요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: secret rotation schedule config (no values)")
def _c(lang):
    y = f"rotation:\n  schedule: \"cron(0 3 ? * {ch(['SUN', 'MON', 'WED'])} *)\"\n  secrets:\n    - {ch(ENVS)}/{ch(SVC)}/db\n    - {ch(ENVS)}/{ch(SVC)}/redis\n  notify: \"#ops-alerts\""
    mc = L(lang, f"I didn't know secrets rotate on a schedule; connections dropped every week at the same time:\n{y}",
           f"시크릿이 일정에 따라 교체되는 걸 몰랐음. 매주 같은 시간에 연결이 끊겼음:\n{y}")
    le = L(lang, ["Schedule rotation during low traffic.", "Clients must retry auth with a fresh secret."], ["교체는 트래픽 적을 때.", "클라이언트는 새 시크릿으로 인증 재시도해야 함."])
    ak = L(lang, ["Can rotation be announced in the channel beforehand?", "Which clients don't handle it?"], ["교체 전에 채널 공지가 가능한가요?", "대응 못 하는 클라이언트는?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Kafka offsets and consumer lag")
def _c(lang):
    g = f"{ch(SVC)}-consumer"
    rows = "\n".join(f"{g:<20}{ch(SVC)}.events  {p:<3}{o:<12}{o + l:<12}{l}" for p, o, l in [(i, ri(10**6, 10**8), ri(0, 50000)) for i in range(3)])
    mc = L(lang, f"Lag grew overnight; I didn't know partition 2 had a poison message:\n{rows}",
           f"밤새 lag가 증가함. 2번 파티션에 독성 메시지가 있는 걸 몰랐음:\n{rows}")
    le = L(lang, ["Send unparseable messages to a DLQ.", "Alert on lag growth, not absolute lag."], ["파싱 불가 메시지는 DLQ로.", "절대값이 아니라 lag 증가율로 알림."])
    ak = L(lang, ["Is there a DLQ topic?", "Can I skip the offset in prod?"], ["DLQ 토픽이 있나요?", "운영에서 오프셋을 건너뛰어도 되나요?"])
    return cf(lang, mc, le, ak, 0.2)


@clean("clean: Korean cert expiry / renewal notice (no key)")
def _c(lang):
    d = f"2025-{ri(1, 12):02d}-{ri(1, 28):02d}"
    mc = L(lang, f"I didn't know the wildcard certificate for *.{ch(DOMAINS)} expires on {d} and renewal needs a purchase order; the private key is in the HSM.",
           f"*.{ch(DOMAINS)} 와일드카드 인증서가 {d}에 만료되고 갱신에 구매 요청이 필요하다는 걸 몰랐음. 개인키는 HSM에 있음.")
    le = L(lang, ["Start renewal 30 days before expiry.", "Check which load balancers use the cert."], ["만료 30일 전에 갱신 시작.", "어떤 로드밸런서가 인증서를 쓰는지 확인."])
    ak = L(lang, ["Who approves the purchase?", "Can we move to ACM or Let's Encrypt?"], ["구매 승인자는?", "ACM이나 Let's Encrypt로 옮길 수 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: SSO / SAML metadata discussion")
def _c(lang):
    eid = f"https://sts.windows.net/{uuid4()}/"
    mc = L(lang, [f"SAML login failed with 'audience mismatch'; the IdP entity ID is {eid} and our SP expected the old tenant.",
                  "I didn't know the SAML signing certificate rotates yearly and our SP pinned it."],
           [f"SAML 로그인이 'audience mismatch'로 실패. IdP entity ID는 {eid}이고 SP는 예전 테넌트를 기대했음.", "SAML 서명 인증서가 매년 교체되는데 SP가 고정해 둔 걸 몰랐음."])
    le = L(lang, ["Consume IdP metadata by URL so certs update automatically.", "Entity IDs are public identifiers."], ["인증서 자동 갱신되도록 IdP 메타데이터를 URL로 사용.", "entity ID는 공개 식별자."])
    ak = L(lang, ["Who administers the enterprise app?", "Do we have a SAML test tenant?"], ["엔터프라이즈 앱 관리자는?", "SAML 테스트 테넌트가 있나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Webhook delivery IDs and event types")
def _c(lang):
    did = uuid4()
    ev = ch(["payment_intent.succeeded", "push", "PAYMENT_STATUS_CHANGED", "invoice.paid", "pull_request.closed"])
    mc = L(lang, [f"The handler processed delivery {did} ({ev}) twice because the first response took 11s and the sender retried.",
                  f"I didn't know {ev} events can arrive out of order; delivery {did} came before the create event."],
           [f"첫 응답이 11초 걸려 송신 측이 재시도해서 delivery {did}({ev})를 두 번 처리함.", f"{ev} 이벤트가 순서 없이 올 수 있다는 걸 몰랐음. delivery {did}가 생성 이벤트보다 먼저 옴."])
    le = L(lang, ["Respond 2xx fast and process asynchronously.", "Deduplicate on delivery ID."], ["2xx를 빨리 응답하고 비동기 처리.", "delivery ID로 중복 제거."])
    ak = L(lang, ["What is the sender's retry schedule?", "Where do we store processed delivery IDs?"], ["송신 측 재시도 일정은?", "처리한 delivery ID는 어디에 저장하나요?"])
    return cf(lang, mc, le, ak, 0.3)


@clean("clean: Korean casual chat about rotating, no values")
def _c(lang):
    if lang == "ko":
        mc = ch(["ㅇㅇ 그 키 어제 교체했어요~ 새 값은 볼트에 넣어놨으니 거기서 가져가세요 ㅎㅎ", "아 스테이징 비번 바뀜 ㅋㅋ 1password 공유 폴더 보셈",
                 "토큰 만료돼서 재발급 받음. 값은 여기 안 적을게요, CI 시크릿 업데이트 완료"])
        le = ch(["교체 후엔 채널에 '교체 완료'만 공지하고 값은 공유 안 함.", "볼트 경로만 알려주면 됨."])
        ak = ch(["다음 교체 때도 미리 알려줄 수 있어요?", "CI 말고 로컬 설정도 바꿔야 함?"])
    else:
        mc = ch(["yep rotated that key yesterday, new value's in the vault, grab it from there", "staging pw changed lol, check the shared 1password folder",
                 "token expired so I reissued it. not writing the value here; CI secret is updated"])
        le = ch(["After rotating, announce 'done' in the channel, never the value.", "Sharing the vault path is enough."])
        ak = ch(["can you ping before the next rotation?", "do local configs need updating too?"])
    mc += f" ({ri(1, 12)}/{ri(1, 28)})"
    return cf(lang, mc, le, ak, 0.3)


# ================================================================================================
# DRIVER
# ================================================================================================
VENDOR_SHARE = 0.55
N_VENDOR = round(N_SECRET * VENDOR_SHARE)      # 198
N_GENERIC = N_SECRET - N_VENDOR                 # 162

ASIA_CO_HINTS = ["Toss", "Kakao", "NAVER", "NHN", "Dunamu", "Bithumb", "Korea", "Coupang", "PortOne", "NICE", "KG Inicis", "Bootpay", "Channel Corp",
                 "SOLAPI", "Aligo", "JANDI", "Dooray", "Nexon", "Neople", "TMAP", "Cafe24", "11st", "Sweet Tracker", "Samsung", "LY Corporation",
                 "Seoul", "NIA", "Financial Supervisory", "Upstage", "Alibaba", "Tencent", "Huawei", "ByteDance", "Baidu", "iFlytek", "Zhipu",
                 "Moonshot", "Qiniu", "Gitee", "Rakuten", "Cybozu", "Nulab", "kubell", "PayPay", "Paytm", "VNPAY", "MoMo", "VNG", "Sea Group",
                 "Xendit", "GoTo", "Omise", "Razorpay", "Meteorological", "DeepSeek"]


GROUP = {"Slack (Salesforce)": "Salesforce", "Salesforce (Heroku)": "Salesforce", "Stripe (Paystack)": "Stripe",
         "Lemon Squeezy (Stripe)": "Stripe", "Microsoft (LinkedIn)": "Microsoft", "Microsoft NuGet": "Microsoft", "npm (GitHub)": "Microsoft",
         "GitHub": "Microsoft", "MongoDB (Voyage AI)": "MongoDB", "Tencent (WeChat)": "Tencent", "Bird (SparkPost)": "Bird",
         "MessageBird (Pusher)": "Bird", "BrowserStack (Percy)": "BrowserStack", "CNCF (Argo)": "CNCF", "CNCF (Harbor)": "CNCF",
         "ByteDance (Lark)": "ByteDance", "Alibaba (DingTalk)": "Alibaba", "Alibaba (Lazada)": "Alibaba", "Alibaba Cloud": "Alibaba",
         "PayPal (Braintree)": "PayPal", "Neople (Nexon)": "Nexon", "NHN Dooray": "NHN", "Sinch (Mailjet)": "Sinch", "Sinch (Mailgun)": "Sinch",
         "Kakao Enterprise": "Kakao", "Kakao Pay": "Kakao", "NAVER Cloud": "NAVER", "Twilio (Segment)": "Twilio", "Okta (Auth0)": "Okta",
         "Google (VirusTotal)": "Google", "Amazon (Twitch)": "Amazon", "Amazon Web Services": "Amazon", "Databricks (Neon)": "Databricks",
         "Sentry (Codecov)": "Sentry", "Automattic (WooCommerce)": "Automattic", "Automattic / WordPress": "Automattic",
         "SK Planet (11st)": "SK Group", "SK Telecom / TMAP Mobility": "SK Group"}


def group_of(co):
    return GROUP.get(co, co.split(" (")[0])


def is_asia(v):
    return any(h in v["co"] or h in v["name"] for h in ASIA_CO_HINTS)


def pick_vendors():
    must = [v for v in VENDORS if is_asia(v)]
    rest = [v for v in VENDORS if not is_asia(v)]
    # make sure every company appears at least once before any company appears twice
    seen_co, first, second = [], [], []
    for v in rest:
        if v["co"] in seen_co:
            second.append(v)
        else:
            seen_co.append(v["co"])
            first.append(v)
    need = N_VENDOR - len(must)
    chosen_rest = R.sample(first, min(need, len(first)))
    if need > len(chosen_rest):
        chosen_rest += R.sample(second, need - len(chosen_rest))
    chosen_idx = [VENDORS.index(v) for v in must + chosen_rest]
    return [v for i, v in enumerate(VENDORS) if i in chosen_idx]   # keep definition order


def allocate(templates, total):
    """counts per template: every template at least once (if possible), at most MAX_PER_CATEGORY"""
    n = len(templates)
    if total < n:
        idx = sorted(R.sample(range(n), total))
        return [(templates[i], 1) for i in idx]
    counts = [1] * n
    left = total - n
    assert left <= n * (MAX_PER_CATEGORY - 1), "not enough templates"
    while left:
        i = R.randrange(n)
        if counts[i] < MAX_PER_CATEGORY:
            counts[i] += 1
            left -= 1
    return list(zip(templates, counts))


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def check(kind, fields, secrets):
    """returns None if ok, else a reason string"""
    for k in ("missing_context", "lesson", "ask_next_time"):
        v = fields[k]
        if not isinstance(v, str):
            return "non-string field"
        if "\x00" in v:
            return "NUL in field"
        if len(v.encode("utf-8")) > LIMITS[k]:
            return f"{k} too long ({len(v.encode('utf-8'))} bytes)"
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty required field"
    if kind == "clean":
        return None if secrets == [] else "clean note with secrets"
    if not secrets:
        return "secret note without secrets"
    for s in secrets:
        if len(s) < 8:
            return f"secret shorter than 8: {s!r}"
        if not any(s in v for v in fields.values()):
            return f"secret not verbatim in fields: {s!r}"
    order = sorted(secrets, key=len, reverse=True)
    masked = []
    for v in fields.values():
        m = v
        for s in order:
            m = m.replace(s, "\x00")
        masked.append(m)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for m in masked:
                if w in m:
                    return f"8-char window {w!r} of {s[:12]!r}... occurs outside the secret"
    return None


def generate():
    vendors = pick_vendors()
    gen_alloc = allocate(SECRET_T, N_GENERIC)
    cln_alloc = allocate(CLEAN_T, N_CLEAN)
    sec_slots = [("vendor", v, f"vendor: {v['name']} [Vendor]") for v in vendors]
    for (cat, f), c in gen_alloc:
        sec_slots += [("secret", f, cat)] * c
    cln_slots = []
    for (cat, f), c in cln_alloc:
        cln_slots += [("clean", f, cat)] * c
    plan = []
    for slots in (sec_slots, cln_slots):
        R.shuffle(slots)
        half = len(slots) // 2
        for i, s in enumerate(slots):
            plan.append((s, "en" if i < half else "ko"))
    R.shuffle(plan)

    seen = {}
    records, retries = [], 0
    for (typ, obj, cat), lang in plan:
        kind = "clean" if typ == "clean" else "secret"
        for attempt in range(60):
            fields, secrets = vendor_note(obj, lang) if typ == "vendor" else obj(lang)
            secrets = dedupe(secrets)
            why = check(kind, fields, secrets)
            key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
            if why is None and key in seen:
                why = "duplicate note"
            if why is None:
                break
            retries += 1
        else:
            raise SystemExit(f"could not generate a valid note for {cat!r}: {why}")
        seen[key] = True
        records.append({"lang": lang, "kind": kind, "category": cat,
                        "fields": {"missing_context": fields["missing_context"], "lesson": fields["lesson"],
                                   "ask_next_time": fields["ask_next_time"]},
                        "secrets": secrets, "_vendor": obj if typ == "vendor" else None,
                        "_style": LAST_STYLE[0] if typ == "vendor" else None})
    R.shuffle(records)
    out = []
    width = max(3, len(str(len(records))))
    for i, r in enumerate(records, 1):
        out.append({"id": f"o{i:0{width}d}", "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                    "fields": r["fields"], "secrets": r["secrets"], "_vendor": r["_vendor"], "_style": r["_style"]})
    return out, retries


def final_asserts(recs):
    ids = [r["id"] for r in recs]
    assert len(ids) == len(dedupe(ids))
    assert len(recs) >= 600
    cats = {}
    keys = {}
    for r in recs:
        why = check(r["kind"], r["fields"], r["secrets"])
        assert why is None, (r["id"], why)
        cats[r["category"]] = cats.get(r["category"], 0) + 1
        k = json.dumps(r["fields"], ensure_ascii=False, sort_keys=True)
        assert k not in keys, ("duplicate", r["id"], keys.get(k))
        keys[k] = r["id"]
    assert max(cats.values()) <= MAX_PER_CATEGORY, max(cats.items(), key=lambda x: x[1])
    for kind in ("secret", "clean"):
        en = sum(1 for r in recs if r["kind"] == kind and r["lang"] == "en")
        ko = sum(1 for r in recs if r["kind"] == kind and r["lang"] == "ko")
        assert abs(en - ko) <= 1, (kind, en, ko)
    vend = [r for r in recs if r["_vendor"]]
    assert len(dedupe([group_of(r["_vendor"]["co"]) for r in vend])) >= 150
    return cats


def serialize(recs):
    lines = []
    for r in recs:
        obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": r["secrets"]}
        lines.append(json.dumps(obj, ensure_ascii=False))
    return ("\n".join(lines) + "\n").encode("utf-8")


def stats(recs, retries, data):
    st = {}
    st["sha256"] = hashlib.sha256(data).hexdigest()
    st["bytes"] = len(data)
    st["notes"] = len(recs)
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            st[f"{kind}_{lang}"] = sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)
    sec = [r for r in recs if r["kind"] == "secret"]
    st["listed_secrets"] = sum(len(r["secrets"]) for r in sec)
    st["multi_secret_notes"] = sum(1 for r in sec if len(r["secrets"]) > 1)
    vend = [r for r in sec if r["_vendor"]]
    st["vendor_notes"] = len(vend)
    st["vendor_names"] = len(dedupe([r["_vendor"]["name"] for r in vend]))
    st["vendor_companies"] = len(dedupe([r["_vendor"]["co"] for r in vend]))
    st["vendor_companies_list"] = sorted(dedupe([r["_vendor"]["co"] for r in vend]), key=str.lower)
    st["vendor_groups"] = len(dedupe([group_of(r["_vendor"]["co"]) for r in vend]))
    st["vendor_names_list"] = sorted(dedupe([r["_vendor"]["name"] for r in vend]), key=str.lower)
    st["asia_vendor_notes"] = sum(1 for r in vend if is_asia(r["_vendor"]))
    st["vendor_en"] = sum(1 for r in vend if r["lang"] == "en")
    st["vendor_ko"] = sum(1 for r in vend if r["lang"] == "ko")
    styles = {}
    for r in vend:
        styles[r["_style"]] = styles.get(r["_style"], 0) + 1
    st["vendor_styles"] = styles
    cats = {}
    for r in recs:
        cats.setdefault(r["kind"], {})
        cats[r["kind"]][r["category"]] = cats[r["kind"]].get(r["category"], 0) + 1
    st["cats"] = cats
    where = {}
    for r in sec:
        holders = [k for k in ("missing_context", "lesson", "ask_next_time") if any(s in r["fields"][k] for s in r["secrets"])]
        key = "+".join(holders)
        where[key] = where.get(key, 0) + 1
    st["where"] = where
    st["empty_ask"] = {k: sum(1 for r in recs if r["kind"] == k and r["fields"]["ask_next_time"] == "") for k in ("secret", "clean")}
    st["retries"] = retries
    mx = {k: max(len(r["fields"][k].encode()) for r in recs) for k in LIMITS}
    st["max_bytes"] = mx
    return st


def wrap(text, width=100):
    import textwrap
    return "\n".join(textwrap.wrap(text, width=width, initial_indent="  ", subsequent_indent="  ", break_long_words=False,
                                   break_on_hyphens=False))


def write_readme(st):
    def catlist(kind):
        items = sorted(st["cats"][kind].items(), key=lambda x: x[0].lower())
        return "\n".join(f"  {n}  {c}" for c, n in items)
    generic = {c: n for c, n in st["cats"]["secret"].items() if not c.endswith("[Vendor]")}
    where = "\n".join(f"  {k:<45}{v}" for k, v in sorted(st["where"].items(), key=lambda x: -x[1]))
    txt = f"""blind_set_v24 -- blind evaluation set for the memory-log credential-redaction filter
=================================================================================

Files
-----
  make_blind_set_v24.py   generator (Python 3 standard library only, no network)
  blind_set_v24.jsonl     the set, one JSON object per line (format: FORMAT.txt)
  README_v24.txt          this file
  FORMAT.txt              record format and scoring rule (given)

sha256(blind_set_v24.jsonl) = {st['sha256']}
size = {st['bytes']} bytes

How it was made
---------------
Written blind: the author never looked at the filter, its rules, its tests, any other folder under
/work, or any secret-detection rule set (gitleaks, detect-secrets, trufflehog, ...), and used no
web search.  Every phrasing, template and token shape comes from the author's own knowledge.

One PRNG, random.Random(24_2026_1126), drives every choice: which vendor templates are used,
how many notes each template gets, the language of each note, the presentation style (shell,
.env, curl header, code, YAML/JSON/TOML, prose, chat...), which field receives the secret,
every random value (passwords, tokens, ids, hosts), retries, and the final shuffle.  Ids
o001..o{st['notes']:03d} are assigned after the shuffle.  The script never iterates over a set and writes
JSON with a fixed key order (id, lang, kind, category, fields{{missing_context, lesson,
ask_next_time}}, secrets), ensure_ascii=False, one object per line.

Secret values are machine-random (wide character ranges incl. symbols, base64, hex, base32) or
human-style (word+year+symbol, Korean words typed on an English keyboard such as "tkfkdgo0412!",
keyboard walks, passphrases).  Vendor tokens follow each vendor's documented shape (prefix,
length, alphabet, separators) with random bodies; private keys are structurally valid DER/OpenSSH
blobs with random key material.

Assertions made by the generator (a note is regenerated, deterministically, if it fails):
  * every field is a string; missing_context and lesson are non-empty;
    missing_context <= 1024, lesson <= 1024, ask_next_time <= 512 UTF-8 bytes;
  * clean notes have secrets == [];
  * secret notes: every listed secret is >= 8 characters and appears verbatim in the fields;
    after masking all occurrences of all listed secrets (longest first), no 8-character window
    of any listed secret occurs anywhere in any field -- so a perfect filter can reach 100%;
  * no two notes have identical fields; no category has more than {MAX_PER_CATEGORY} notes;
  * secret and clean notes are each split evenly between English and Korean;
  * vendor notes cover >= 150 distinct vendor companies, even with subsidiaries merged into
    their corporate groups.
Retries needed during generation: {st['retries']}.
Largest field sizes (bytes): missing_context {st['max_bytes']['missing_context']}, lesson {st['max_bytes']['lesson']}, ask_next_time {st['max_bytes']['ask_next_time']}.

Counts
------
  notes                      {st['notes']}
  secret notes               {st['secret_en'] + st['secret_ko']}   (en {st['secret_en']}, ko {st['secret_ko']})
  clean notes                {st['clean_en'] + st['clean_ko']}   (en {st['clean_en']}, ko {st['clean_ko']})
  listed secrets (total)     {st['listed_secrets']}
  secret notes with >1 secret {st['multi_secret_notes']}
  vendor-token notes         {st['vendor_notes']}  ({100 * st['vendor_notes'] / (st['secret_en'] + st['secret_ko']):.1f}% of secret notes)
  distinct vendor products   {st['vendor_names']}
  distinct vendor companies  {st['vendor_companies']}  (brands/companies; {st['vendor_groups']} corporate groups if subsidiaries are merged,
                             e.g. GitHub/npm/LinkedIn/NuGet -> Microsoft, Slack/Heroku -> Salesforce)
  Korean/Asian vendor notes  {st['asia_vendor_notes']}
  categories                 {len(st['cats']['secret']) + len(st['cats']['clean'])}  (secret: {len(generic)} generic + {st['vendor_notes']} vendor; clean: {len(st['cats']['clean'])})
  empty ask_next_time        secret {st['empty_ask']['secret']}, clean {st['empty_ask']['clean']}

Which field holds the secret (secret notes; a value may sit in several fields)
{where}

Listing conventions (as FORMAT.txt)
-----------------------------------
  * value only, never the label; every occurrence counts;
  * both halves of access-key pairs are listed (AWS AKIA/ASIA + secret + session token, Alibaba
    LTAI, Tencent AKID, Huawei/Volcengine/NCP/NHN/MinIO/Wasabi/R2/Backblaze/Qiniu/Scaleway
    access keys, Upbit/Bithumb/Binance/Coupang/Channel Talk/SOLAPI/Datadog/Sumo/Mailjet/Vonage/
    Modal/Etsy/MoMo/KIS key pairs);
  * NOT listed (identifiers): user names, e-mails, hosts, AWS account ids, Twilio Account SIDs,
    Slack/Discord/Teams ids inside webhook URLs, OAuth client ids (Google, Naver, Auth0, Zoom,
    Spotify, Reddit, Twitch, LinkedIn, PayPal, Baidu API Key, Razorpay key id, Cafe24, Feishu
    app id, WeChat appid, ...), Cloudinary numeric API key, Confluent API key (SASL user),
    Trello API key, Amplitude API key, Algolia app id, Pusher app key, Agora App ID, OVH
    application key, public keys and fingerprints;
  * webhook URLs: only the secret path token is listed; Basic headers: the base64 blob;
    percent-encoded URL passwords: as written (encoded); data.go.kr serviceKey: the encoded form
    as it appears; PEM / OpenSSH keys: each base64 body line (BEGIN/END lines not listed);
    Kubernetes Secret data: the base64 value; .npmrc _auth/_password: the base64 value;
    Fly.io "FlyV1 fm2_..." tokens: the part after "FlyV1 ".

Coverage -- secret notes (non-vendor categories, notes per category)
{chr(10).join(f"  {n}  {c}" for c, n in sorted(generic.items(), key=lambda x: x[0].lower()))}

Vendor notes: en {st['vendor_en']}, ko {st['vendor_ko']}.  Presentation styles of vendor notes (style: notes):
{wrap(", ".join(f"{k}: {v}" for k, v in sorted(st['vendor_styles'].items(), key=lambda x: (-x[1], x[0]))))}
(env/export/ps = env assignments; curl = HTTP header, basic auth or query parameter; py = code
call; json/yaml/toml/ini = config files; prose/chat = sentences and chat lines in en/ko; gh =
gh secret set; docker/k8s = docker run -e / kubectl --from-literal; others are vendor-specific
forms such as .npmrc, .pypirc, ~/.aws/credentials, rclone, JAAS, Toss/NICEPAY Basic headers,
data.go.kr and Seoul open-data URLs, Telegram bot URL, App Store Connect .p8.)

Coverage -- vendor products ({st['vendor_names']})
{wrap(", ".join(st['vendor_names_list']))}

Vendor companies ({st['vendor_companies']})
{wrap(", ".join(st['vendor_companies_list']))}

Coverage -- clean notes (notes per category)
{catlist('clean')}

Clean notes are designed to look risky while holding no credential: placeholders and masks,
redacted values, documented example values (AWS docs' AKIAIOSFODNN7EXAMPLE pair), env-var
names, secret references (Vault paths, ARNs, secretKeyRef, ${{{{ secrets.X }}}}, op://, Key Vault
references, SOPS ciphertext), identifiers of many kinds (commit SHAs, UUIDs, trace/span ids,
Stripe object ids, idempotency keys, nonces, cache/object keys, digests, ETags, checksums,
lockfile integrity hashes, build/serial numbers, ULIDs, container ids), base64 of non-secret
data, public keys/certificates/fingerprints, keys that vendors document as public (Stripe
publishable, Firebase web apiKey, Mapbox pk., Algolia search-only, reCAPTCHA site key, Sentry
DSN, PostHog phc_, Supabase anon, Kakao JavaScript key, Toss client key, Naver Maps client id;
each note says so), ports and -p/-P flags, URLs without passwords, versions, regexes, code that
reads secrets from the environment, Korean security-policy prose, chats about credentials that
never reveal them, and log lines with masked values.

Reproduce
---------
  python3 make_blind_set_v24.py            # writes blind_set_v24.jsonl
  python3 make_blind_set_v24.py --readme   # also rewrites this README
  sha256sum blind_set_v24.jsonl            # must print the hash above
Byte-identity was checked with PYTHONHASHSEED=0 and PYTHONHASHSEED=12345 (cmp: identical).
Python used: 3.11.
"""
    with open(README, "w", encoding="utf-8") as fh:
        fh.write(txt)


def main():
    recs, retries = generate()
    final_asserts(recs)
    data = serialize(recs)
    with open(OUT, "wb") as fh:
        fh.write(data)
    st = stats(recs, retries, data)
    print(f"wrote {OUT}: {st['notes']} notes, sha256 {st['sha256']}")
    print(f"secret en/ko {st['secret_en']}/{st['secret_ko']}  clean en/ko {st['clean_en']}/{st['clean_ko']}  "
          f"listed secrets {st['listed_secrets']}  vendor notes {st['vendor_notes']}  vendor companies {st['vendor_companies']}  retries {retries}")
    print("where:", st["where"])
    if "--readme" in sys.argv:
        write_readme(st)
        print(f"wrote {README}")


if __name__ == "__main__":
    main()
