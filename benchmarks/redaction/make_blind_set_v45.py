#!/usr/bin/env python3
"""Blind evaluation set v45 for a credential-redaction filter.

One deterministic generator: a single PRNG, random.Random(45_2026_1126), drives every
choice.  Output: blind_set_v45.jsonl (one JSON object per line, fixed key order).
Standard library only.  Run:  python3 make_blind_set_v45.py [output_path]
"""
import base64
import hashlib
import json
import string
import sys
import urllib.parse

import random

SEED = 45_2026_1126
R = random.Random(SEED)

N_SECRET = 350
N_CLEAN = 350
N_KO_SECRET = 140          # 40 % Korean
N_KO_CLEAN = 140

# --------------------------------------------------------------------------------------
# primitives (all randomness goes through R)
# --------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
ALNUM = UP + LO + DG
LOWNUM = LO + DG
UPNUM = UP + DG
B64C = ALNUM + "+/"
B64U = ALNUM + "-_"
B32C = UP + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(chars, n):
    return "".join(R.choice(chars) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def an(n):
    return rs(ALNUM, n)


def ln(n):
    return rs(LOWNUM, n)


def un(n):
    return rs(UPNUM, n)


def dg(n):
    """n random digits, first one non-zero"""
    return R.choice("123456789") + rs(DG, n - 1)


def b64s(n):
    return rs(B64C, n)


def b64u(n):
    return rs(B64U, n)


def b32(n):
    return rs(B32C, n)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64bytes(n):
    return base64.b64encode(rbytes(n)).decode()


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64of(text):
    return base64.b64encode(text.encode()).decode()


def uuid4():
    h = list(hx(32))
    h[12] = "4"
    h[16] = R.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def UUID4():
    return uuid4().upper()


def jwt(header, payload, sig_bytes=32):
    def enc(obj):
        return b64url_nopad(json.dumps(obj, separators=(",", ":")).encode())
    return enc(header) + "." + enc(payload) + "." + b64url_nopad(rbytes(sig_bytes))


def ts_epoch():
    return 1735000000 + R.randrange(0, 30000000)


def iso_date():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23),
                                              R.randint(0, 59), R.randint(0, 59))


def ymd():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def hhmmss():
    return "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def ip_private():
    return pick(["10.%d.%d.%d" % (R.randint(0, 40), R.randint(0, 255), R.randint(2, 250)),
                 "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 250)),
                 "192.168.%d.%d" % (R.randint(0, 20), R.randint(2, 250))])


def pct(s):
    """percent-encode a password for use in a URL userinfo"""
    return urllib.parse.quote(s, safe="")


def L(lang, en, ko):
    return en if lang == "en" else ko


# --------------------------------------------------------------------------------------
# context pools
# --------------------------------------------------------------------------------------
SVCS = ["billing-api", "auth-service", "web-frontend", "order-worker", "ingest-pipeline", "notifier",
        "payments", "search-indexer", "admin-console", "mobile-bff", "etl-nightly", "crawler",
        "report-builder", "chatbot", "api-gateway", "inventory", "settlement", "coupon-service",
        "media-uploader", "ledger", "scheduler", "webhook-relay", "analytics", "recommender",
        "shipping-tracker", "kyc-service", "partner-sync", "invoice-mailer", "feature-flags",
        "user-profile", "catalog", "pricing-engine", "support-bot", "data-export"]
ENVS = ["prod", "production", "staging", "dev", "qa", "sandbox", "stage", "preprod"]
REPOS = ["acme/platform", "acme/web", "shopline/backend", "kakaostyle/infra", "hanbit/api-server",
         "orbit-labs/monorepo", "tteok/ops", "mirae-fin/core", "gomgom/app", "northwind/deploy",
         "lumen/pipelines", "bluebird/mobile", "dalgona/checkout", "seoul-bike/backend",
         "pixelforge/render", "tidewater/etl"]
DOMAINS = ["acme.io", "shopline.co.kr", "orbitlabs.dev", "mirae-fin.com", "gomgom.kr", "northwind.app",
           "lumen.ai", "bluebird.jp", "dalgona.shop", "hanbit.co.kr", "pixelforge.eu", "tidewater.io"]
DB_USERS = ["app", "app_rw", "svc_billing", "readonly", "admin", "root", "postgres", "etl_user", "django",
            "api", "reporter", "migrator", "sa", "jenkins", "metabase"]
DB_NAMES = ["orders", "app", "billing", "analytics", "users", "shop", "ledger", "cms", "events", "core",
            "settlement", "catalog"]
JOBS = ["deploy-staging", "e2e-tests", "nightly-export", "release", "build-and-push", "db-migrate",
        "integration", "publish-package", "smoke-test", "terraform-apply", "lint-and-test"]
PEOPLE_EN = ["Alice", "Marco", "Priya", "Chen", "Jonas", "Fatima", "Diego", "Hannah", "Kenji", "Olga",
             "Sam", "Noah", "Lucia", "Ravi", "Emma", "Tom"]
PEOPLE_KO = ["민수", "지현", "서연", "도윤", "하은", "준호", "수빈", "예린", "현우", "지훈", "유진", "태민",
             "소영", "동현"]
CITIES = ["Seoul", "Busan", "Tokyo", "Berlin", "Austin", "Lisbon", "Osaka", "Pangyo", "Daejeon"]


def host(kind="db"):
    d = pick(DOMAINS)
    env = pick(["prod", "stg", "dev", "prd", "qa"])
    if kind == "db":
        return pick(["%s-db-%d.%s" % (env, R.randint(1, 4), d), "db.%s.internal" % env,
                     "pg-%s.%s" % (env, d), "mysql-%s-01.internal" % env, ip_private(),
                     "%s-%s.cluster-c%s.ap-northeast-2.rds.amazonaws.com" % (pick(DB_NAMES), env, ln(11))])
    return pick(["%s.%s" % (pick(["api", "internal", "ops", "git", "ci", "grafana", "mq"]), d),
                 "%s-%s.internal" % (pick(SVCS), env), ip_private()])


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO) + "님"


# --------------------------------------------------------------------------------------
# passwords and other human secrets
# --------------------------------------------------------------------------------------
EN_WORDS = ["apple", "river", "tiger", "marble", "copper", "lantern", "orbit", "violet", "harbor", "maple",
            "thunder", "pepper", "falcon", "meadow", "rocket", "velvet", "canyon", "ember", "glacier",
            "nickel", "saddle", "walnut", "breeze", "cobalt", "dune", "fossil", "garnet", "hazel",
            "island", "jasper", "kettle", "lemon", "mosaic", "nectar", "oyster", "pillow", "quartz",
            "ribbon", "spruce", "tundra", "umbra", "vortex", "willow", "yonder", "zephyr", "anchor",
            "bamboo", "cactus", "domino", "eclipse", "fjord", "gravel", "hammock", "igloo", "jungle",
            "kimchi", "ladder", "mango", "noodle", "olive", "paddle", "quiver", "raven", "sunset",
            "tulip", "uptown", "vessel", "wombat", "yogurt", "zipper", "bishop", "crayon", "drizzle"]
PET_NAMES = ["Buddy", "Coco", "Max", "Luna", "Bella", "Choco", "Mango", "Dubu", "Bori", "Kong", "Nabi",
             "Toto", "Milo", "Simba", "Ddukbokki", "Haru", "Ppoppi", "Ruby"]
SEASONS = ["Summer", "Winter", "Spring", "Autumn", "Welcome", "Company", "Seoul", "Busan", "Changeme",
           "Monday", "January", "October", "Hello", "Dragon", "Soccer", "Baseball"]
KO_WORDS = ["사랑해", "우리집", "행복하자", "강아지", "보고싶다", "고양이", "하늘", "바다", "별빛", "김치찌개",
            "떡볶이", "대한민국", "우리가족", "엄마", "아빠", "비밀", "회사", "관리자", "봄날", "첫눈",
            "서울역", "노을", "달빛", "호랑이", "무지개", "초코"]
SYMS = "!@#$%^&*"
SAFE_SYMS = "!#%*+-.=?@^_~"

_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Hangul word -> the keys typed on a 2-beolsik keyboard left in English mode."""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    k = R.randrange(8)
    if k == 0:
        return pick(SEASONS) + str(R.randint(2019, 2026)) + pick("!@#$")
    if k == 1:
        return pick(PET_NAMES) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + pick(["", "!", "*", "^^"])
    if k == 2:
        return "ilove" + pick(EN_WORDS) + str(R.randint(10, 99))
    if k == 3:
        w = pick(EN_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + str(R.randint(100, 999)) + pick(SYMS)
    if k == 4:
        return pick(["minji", "jihoon", "sora", "daniel", "yuna", "kevin", "hyejin", "taeyang"]) + \
            "%02d%02d%02d" % (R.randint(80, 99), R.randint(1, 12), R.randint(1, 28)) + pick(["", "!", "@"])
    if k == 5:
        return pick(EN_WORDS).capitalize() + pick(EN_WORDS).capitalize() + str(R.randint(1, 99)) + pick(SYMS)
    if k == 6:
        return pick(["Qwer", "Asdf", "Zxcv", "Qwerty", "Qazwsx"]) + str(R.randint(1000, 9999)) + pick(SYMS)
    return pick(CITIES) + pick(["_", ".", "-", ""]) + str(R.randint(1990, 2026)) + pick(SYMS) + pick(SYMS)


def pw_korean_keyboard():
    w = dubeolsik(pick(KO_WORDS))
    while len(w) < 5:
        w += dubeolsik(pick(KO_WORDS))
    k = R.randrange(4)
    if k == 0:
        return w + str(R.randint(10, 9999)) + pick(SYMS)
    if k == 1:
        return w.capitalize() + pick(SYMS) + str(R.randint(1, 99))
    if k == 2:
        return w + pick(SYMS) + pick(SYMS)
    return w + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    return w + pick(["", "!", "^^", "~"]) + str(R.randint(10, 2026))


def pw_strong(n=None, syms=SAFE_SYMS):
    n = n or R.randint(14, 24)
    while True:
        p = R.choice(ALNUM) + "".join(R.choice(ALNUM + syms) for _ in range(n - 1))
        if (not syms or any(c in syms for c in p)) and any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


def pw_any(lang="en"):
    k = R.randrange(10)
    if k < 3:
        return pw_human()
    if k < 5 and lang == "ko":
        return pw_korean_keyboard() if k == 3 else pw_hangul()
    if k < 5:
        return pw_korean_keyboard() if chance(0.3) else pw_human()
    return pw_strong()


def passphrase():
    sep = pick(["-", " ", ".", "_"])
    words = [pick(EN_WORDS) for _ in range(R.randint(4, 6))]
    if chance(0.3):
        words[R.randrange(len(words))] += str(R.randint(1, 99))
    return sep.join(words)


def pin8():
    return "".join(R.choice(DG) for _ in range(8))


# --------------------------------------------------------------------------------------
# composer: wraps a snippet into the three note fields (shared by secret and clean notes)
# --------------------------------------------------------------------------------------
INTRO_PASTE = {
    "en": ["@Did not know where the {svc} {thing} was configured. It turned out to be in {where}:",
           "Missing: which {thing} the {env} deploy of {svc} uses. Found in {where}:",
           "I had no idea {where} existed. Relevant part:",
           "Spent a while looking for how {svc} authenticates to {vendor}. {where} has:",
           "Nobody mentioned that {svc} still talks to {vendor} directly. From {where}:",
           "@The failing job ({job}) needed the {thing}; the config is in {where}:",
           "Onboarding doc skips the {vendor} setup for {svc}. What I found in {where}:",
           "Repro for the {svc} 401s ({env}). {where}:",
           "{who} pasted this in the thread when I asked about the {thing}:",
           "@Didn't know {svc} reads {vendor} settings from {where} instead of the env. Current content:",
           "@Context I lacked: the {env} values for {svc} live in {where}. Excerpt:",
           "Wasn't told the {thing} for {svc} is hard-wired. Snippet from {where}:",
           "@Tried to run {svc} locally and it died on startup; this is what {where} looks like:",
           "@The ticket said 'config is already there' without saying where. It is {where}:"],
    "ko": ["@{svc} {thing} 설정 위치를 몰랐음. 찾아보니 {where}에 있었음:",
           "{env} 배포에서 어떤 {thing} 값을 쓰는지 몰랐다. {where} 확인 결과:",
           "{where} 파일이 있는 줄 몰랐음. 관련 부분:",
           "{svc} 서비스가 {vendor}에 어떻게 인증하는지 한참 찾음. {where} 내용:",
           "{svc} 서비스가 아직 {vendor} API를 직접 호출한다는 얘기를 아무도 안 해줌. {where}에서 발췌:",
           "@실패한 잡({job})에 {thing} 값이 필요했고, 설정은 {where}에 있었음:",
           "온보딩 문서에 {svc}의 {vendor} 설정 방법이 빠져 있음. {where}에서 찾은 내용:",
           "{svc} 401 에러 재현 ({env}). {where}:",
           "{thing} 값을 물어보니 {who}이 스레드에 이렇게 붙여줌:",
           "@{svc} 서비스가 환경변수가 아니라 {where}에서 {vendor} 설정을 읽는다는 걸 몰랐음. 현재 내용:",
           "@부족했던 맥락: {svc}의 {env} 설정값은 {where}에 있음. 발췌:",
           "{svc}의 {thing} 값이 하드코딩돼 있다는 걸 몰랐다. {where} 일부:",
           "@로컬에서 {svc} 띄우니 시작하자마자 죽음. {where} 상태는 이랬음:",
           "@티켓에는 '설정 이미 되어 있음'이라고만 돼 있었음. 위치는 {where}:"],
}
INTRO_PLAIN = {
    "en": ["Did not know {svc} needs a separate {thing} per environment.",
           "@Nobody told me the {vendor} integration of {svc} was already set up in {where}.",
           "The task description assumed I knew how {svc} talks to {vendor}.",
           "@Missing context: {where} is the source of truth for the {env} config of {svc}.",
           "I didn't know {who} had already rotated the {vendor} credentials last week.",
           "Was not aware that {job} runs with its own {vendor} settings.",
           "@I assumed {svc} used the shared config; it has its own in {where}.",
           "Unclear which {vendor} project the {env} environment belongs to."],
    "ko": ["{svc} 서비스는 환경마다 {thing} 값이 따로 필요하다는 걸 몰랐음.",
           "@{svc}의 {vendor} 연동이 이미 {where}에 설정돼 있다는 걸 아무도 말 안 해줌.",
           "작업 설명이 {svc} 서비스가 {vendor} API와 어떻게 통신하는지 안다고 가정하고 있었음.",
           "@부족했던 맥락: {svc}의 {env} 설정 기준은 {where}임.",
           "{who}이 지난주에 {vendor} 자격 증명을 이미 교체했다는 걸 몰랐다.",
           "{job} 잡이 별도의 {vendor} 설정으로 돈다는 걸 몰랐음.",
           "@{svc} 서비스가 공용 설정을 쓰는 줄 알았는데 {where}에 따로 있음.",
           "{env} 환경이 어느 {vendor} 프로젝트에 속하는지 불분명했음."],
}
LESSON_PASTE = {
    "en": ["@{svc} loads these from {where} at startup:",
           "For next time, the relevant lines in {where} are:",
           "The {env} values that actually work:",
           "@This is what {svc} expects in {where}:",
           "Compare against this block when the {vendor} calls fail:",
           "@Keep this shape in {where}, the loader is picky:"],
    "ko": ["@{svc} 서비스는 시작할 때 {where}에서 아래 값을 읽음:",
           "다음을 위해 {where}의 관련 줄:",
           "실제로 동작하는 {env} 값:",
           "@{svc} 서비스가 {where}에서 기대하는 형식:",
           "{vendor} 호출이 실패하면 이 블록과 비교할 것:",
           "@로더가 까다로우니 {where} 파일은 이 형태 유지:"],
}
LESSON_PLAIN = {
    "en": ["@Check {where} before asking for credentials; {svc} loads it at startup.",
           "When {svc} returns 401, compare the {thing} in {where} with the {vendor} dashboard.",
           "The {env} values differ from the other environments; don't copy between them.",
           "@Restart {svc} after editing {where}; it does not hot-reload.",
           "@{where} is committed, so whatever goes in there ends up in git history.",
           "{vendor} errors from {svc} are almost always config, not code.",
           "Ask {who} before touching the {vendor} settings; they own that account.",
           "The {thing} is read once per process; a rolling restart is enough.",
           "@Run the {job} job again after changing {where}, it caches the old value.",
           "Local runs of {svc} need the same {thing} shape as {env}, just a different value."],
    "ko": ["@자격 증명 요청 전에 {where}부터 확인할 것. {svc} 서비스는 시작할 때 이 파일을 읽음.",
           "{svc}에서 401이 나면 {where}의 {thing} 값과 {vendor} 대시보드 값을 비교.",
           "{env} 값은 다른 환경 값과 다르므로 서로 복사하지 말 것.",
           "@{where} 수정 후 {svc} 재시작 필요 (hot reload 안 됨).",
           "@{where} 파일은 git에 커밋되므로 여기 넣은 값은 히스토리에 남음.",
           "{svc}의 {vendor} 에러는 거의 항상 코드가 아니라 설정 문제.",
           "{vendor} 설정 건드리기 전에 {who}에게 물어볼 것. 계정 담당자임.",
           "{thing} 값은 프로세스당 한 번만 읽으므로 롤링 재시작이면 충분.",
           "@{where} 변경 후 {job} 잡 다시 돌릴 것. 이전 값을 캐시함.",
           "로컬 {svc}도 {env} 환경과 같은 형식의 {thing} 값이 필요함. 값만 다름."],
}
ASK_PLAIN = {
    "en": ["Is the {thing} in {where} still the current one, or was it rotated?",
           "Who owns the {vendor} account for {svc}?",
           "@Should {svc} read the {thing} from the secrets manager instead of {where}?",
           "Which environment is this for? I assumed {env}.",
           "Can I get read-only {vendor} access for local testing?",
           "Where is the canonical copy of the {env} config for {svc}?",
           "@Is {where} supposed to be in git at all?",
           "Does {job} use the same {vendor} settings as {svc}?"],
    "ko": ["{where}에 있는 {thing} 값이 아직 유효한가요, 아니면 교체됐나요?",
           "{svc}의 {vendor} 계정 담당자가 누구인가요?",
           "@{thing} 값을 {where} 대신 시크릿 매니저에서 읽도록 바꿔도 될까요?",
           "이 설정은 어느 환경용인가요? {env}로 가정했음.",
           "로컬 테스트용 읽기 전용 {vendor} 권한을 받을 수 있을까요?",
           "{svc}의 {env} 설정 원본은 어디에 있나요?",
           "@{where} 파일이 git에 들어가 있는 게 맞나요?",
           "{job} 잡도 {svc} 서비스와 같은 {vendor} 설정을 쓰나요?"],
}
ASK_INLINE = {
    "en": ["Is this still the right value for {env}? {x}",
           "Should {svc} keep using {x} or switch to the new setup?",
           "Can you confirm {x} is what {job} should use?",
           "@Before I change anything: is `{x}` expected in {where}?"],
    "ko": ["{env}에서 아직 이 값이 맞나요? {x}",
           "{svc} 서비스는 계속 {x} 를 써야 하나요, 새 설정으로 바꿔야 하나요?",
           "{job} 잡이 {x} 를 쓰는 게 맞는지 확인 부탁드려요.",
           "@변경 전에 확인: {where}에 `{x}` 가 들어가는 게 맞나요?"],
}
TRAILERS = {
    "en": ["(that's the whole file)", "(rest of the file is unrelated)", "…and a few unrelated lines.",
           "Took this from the {env} box.", "Copied as-is.", "Line numbers omitted."],
    "ko": ["(파일 전체임)", "(나머지는 무관한 내용)", "…이하 무관한 줄 생략.", "{env} 서버에서 그대로 복사.",
           "원문 그대로 붙임.", "줄 번호는 뺐음."],
}


def blen(s):
    return len(s.encode("utf-8"))


def fits(mc, le, ask):
    return 0 < blen(mc) <= 1024 and blen(le) <= 1024 and blen(ask) <= 512


WHERE_KO = {"the runbook": "런북", "the CI log": "CI 로그", "CI output": "CI 출력", "Slack": "슬랙", "Slack DM": "슬랙 DM",
            "the ticket": "티켓", "the support ticket": "고객 문의 티켓", "the DBA ticket": "DBA 요청 티켓", "devtools": "개발자 도구",
            "the browser devtools": "브라우저 개발자 도구", "the terminal": "터미널", "the terminal scrollback": "터미널 스크롤백",
            "the setup doc": "셋업 문서", "shell history": "셸 히스토리", "the test PC": "테스트 PC", "the kiosk setup script": "키오스크 설정 스크립트",
            "the golden image notes": "골든 이미지 메모", "the old wiki": "예전 위키", "the shared drive": "공유 드라이브", "the repo root": "레포 루트",
            "the Confluence page": "컨플루언스 페이지", "the wiki table": "위키 표", "a chat message": "채팅 메시지", "the nginx config": "nginx 설정",
            "the proxy log": "프록시 로그", "the Postman export": "Postman export", "the login response": "로그인 응답", "the HAR file": "HAR 파일",
            "the bug report": "버그 리포트", "the export job log": "내보내기 잡 로그", "the email to the customer": "고객에게 보낸 메일",
            "the QR code export": "QR 코드 내보내기", "the webhook log": "웹훅 로그", "the response headers": "응답 헤더", "the alert": "알림",
            "the payment callback log": "결제 콜백 로그", "the PG callback": "PG 콜백", "the server": "서버", "the repo": "레포",
            "the key server": "키 서버", "the S3 HEAD response": "S3 HEAD 응답", "the deployment manifest": "배포 매니페스트",
            "the pod logs": "파드 로그", "worker logs": "워커 로그", "the deploy script": "배포 스크립트", "the Windows build agent": "윈도 빌드 에이전트",
            "the Colab notebook": "Colab 노트북", "the last commit": "마지막 커밋", "a Docker image layer": "도커 이미지 레이어",
            "an old branch": "예전 브랜치", "the cluster": "클러스터"}


def where_for(lang, where):
    if lang != "ko":
        return where
    if where in WHERE_KO:
        return WHERE_KO[where]
    return where[4:] if where.startswith("the ") else where


def default_ctx(lang, **kw):
    ctx = dict(svc=pick(SVCS), env=pick(ENVS), where=pick([".env", "config/app.yaml", "settings.py",
                                                           "docker-compose.yml", "values.yaml"]),
               vendor=L(lang, "the upstream API", "외부 API"), thing=L(lang, "credentials", "자격 증명"),
               job=pick(JOBS), who=person(lang))
    ctx["generic"] = "vendor" not in kw
    ctx.update(kw)
    ctx["where"] = where_for(lang, ctx["where"])
    return ctx


def fmt(template, ctx):
    return template.format(**ctx)


def looks_like_file(where):
    return " " not in where and ("/" in where or "." in where)


def choose(bank, lang, ctx):
    """pick a frame; '@' frames need {where} to be a file, frames with {vendor} need a real vendor"""
    file_ok = looks_like_file(ctx["where"])
    opts = [t for t in bank[lang] if (file_ok or not t.startswith("@")) and (not ctx.get("generic") or "{vendor}" not in t)]
    return pick(opts).lstrip("@")


def compose(lang, snippet, ctx, allow_ask=True):
    """Place `snippet` into one of the fields and surround it with neutral prose."""
    one_line = "\n" not in snippet and blen(snippet) <= 260
    order = ["A", "A", "A", "B", "B", "D", "E"]
    if one_line and allow_ask:
        order += ["C", "C", "C", "C"]
    R.shuffle(order)
    order += ["A", "B", "D"]
    for pat in order:
        intro_p = fmt(choose(INTRO_PASTE, lang, ctx), ctx)
        intro = fmt(choose(INTRO_PLAIN, lang, ctx), ctx)
        lesson = fmt(choose(LESSON_PLAIN, lang, ctx), ctx) if chance(0.8) else ""
        ask = fmt(choose(ASK_PLAIN, lang, ctx), ctx) if chance(0.6) else ""
        if pat == "A":
            sep = "\n" if ("\n" in snippet or chance(0.6)) else " "
            f = (intro_p + sep + snippet, lesson, ask)
        elif pat == "B":
            f = (intro, fmt(choose(LESSON_PASTE, lang, ctx), ctx) + "\n" + snippet, ask)
        elif pat == "C":
            f = (intro, lesson, fmt(choose(ASK_INLINE, lang, ctx), dict(ctx, x="{x}")).replace("{x}", snippet))
        elif pat == "D":
            if lang == "ko" and not lesson:
                lesson = fmt(choose(LESSON_PLAIN, lang, ctx), ctx)
            f = (snippet, lesson, ask if chance(0.5) else "")
        else:
            f = (intro_p + "\n" + snippet + "\n" + fmt(pick(TRAILERS[lang]), ctx), "", ask if chance(0.3) else "")
        if fits(*f):
            return f
    raise ValueError("snippet too long: %d bytes" % blen(snippet))


# --------------------------------------------------------------------------------------
# vendor table.  items: (VAR_NAME, generator, listed).  A generator returns the value, or
# (display_value, [listed parts]) when only part of the value is the credential.
# http: (method, url, [header templates], body template or None); {0}, {1}.. = item values
# --------------------------------------------------------------------------------------
VENDORS = []


def V(name, region, group, thing, items, http=None, ko=None, pfx=0, kname=None):
    VENDORS.append(dict(name=name, region=region, group=group, thing=thing, items=items, http=http,
                        ko=ko or name, pfx=pfx, kname=kname or name))


def aws_secret():
    return b64s(40)


def azure_client_secret():
    return an(3) + R.choice(DG) + "Q~" + rs(ALNUM + "_.~-", 34)


def sb_conn(kind):
    ns = pick(["sb-orders", "evh-telemetry", "sb-notify", "bus-prod"]) + "-" + ln(4)
    key = b64bytes(32)
    return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=%s;SharedAccessKey=%s%s" %
            (ns, pick(["RootManageSharedAccessKey", "send-only", "listen"]), key,
             ";EntityPath=orders" if kind else ""), [key])


def az_storage_conn():
    acct = pick(["stmedia", "stbackup", "stlogs", "stuploads"]) + ln(6)
    key = b64bytes(64)
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (acct, key), [key])


def mongo_uri():
    pw = pw_strong(R.randint(12, 20), "")
    return ("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" %
            (pick(DB_USERS), pw, ln(5), pick(DB_NAMES)), [pw])


def neon_url():
    pw = "npg_" + an(12)
    return ("postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" %
            (pw, pick(["cool", "damp", "silent", "green", "bold"]), pick(["river", "frost", "moon", "leaf"]),
             ln(8)), [pw])


def supabase_service_jwt():
    now = ts_epoch()
    return jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                                                "iat": now, "exp": now + 315360000})


def op_token():
    body = json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg":
                       "PBES2g-HS256", "iterations": 650000, "salt": b64url_nopad(rbytes(16))},
                       "email": ln(14) + "@1passwordserviceaccounts.com", "srpX": hx(64),
                       "muk": {"alg": "A256GCM", "ext": True, "k": b64url_nopad(rbytes(32)), "key_ops":
                               ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + un(6)
                       + "-" + un(6) + "-" + un(5)}, separators=(",", ":"))
    return "ops_" + base64.b64encode(body.encode()).decode().rstrip("=")


def cloudinary_url():
    sec = b64u(27)
    return ("cloudinary://%s:%s@%s" % (dg(15), sec, pick(["dxk3r", "acme-media", "shop-cdn", "hq-assets"])),
            [sec])


def elastic_key():
    return b64of(b64u(20) + ":" + b64u(22))


# ---- cloud, infra, databases ---------------------------------------------------------
V("AWS", "global", "cloud", ("AWS access key pair", "AWS 액세스 키"),
  [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + b32(16), True), ("AWS_SECRET_ACCESS_KEY", aws_secret, True),
   ("AWS_DEFAULT_REGION", lambda: pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), False)])
V("AWS STS", "global", "cloud", ("temporary AWS credentials", "AWS 임시 자격 증명"),
  [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + b32(16), True), ("AWS_SECRET_ACCESS_KEY", aws_secret, True),
   ("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2VjE" + b64s(R.randint(330, 520)), True)])
V("Google Cloud", "global", "cloud", ("Google API key", "Google API 키"),
  [("GOOGLE_API_KEY", lambda: "AIza" + b64u(35), True)],
  http=("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam&key={0}", [], None))
V("Google OAuth", "global", "cloud", ("OAuth client secret", "OAuth 클라이언트 시크릿"),
  [("GOOGLE_CLIENT_ID", lambda: "%s-%s.apps.googleusercontent.com" % (dg(12), ln(32)), False),
   ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64u(28), True)], pfx=7)
V("Google OAuth", "global", "cloud", ("refresh token", "리프레시 토큰"),
  [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + b64u(R.randint(95, 100)), True)])
V("Azure", "global", "cloud", ("storage connection string", "스토리지 연결 문자열"),
  [("AZURE_STORAGE_CONNECTION_STRING", az_storage_conn, True)])
V("Azure", "global", "cloud", ("service principal secret", "서비스 주체 시크릿"),
  [("AZURE_TENANT_ID", uuid4, False), ("AZURE_CLIENT_ID", uuid4, False),
   ("AZURE_CLIENT_SECRET", azure_client_secret, True)])
V("Azure OpenAI", "global", "ai", ("Azure OpenAI key", "Azure OpenAI 키"),
  [("AZURE_OPENAI_ENDPOINT", lambda: "https://%s.openai.azure.com/" % pick(["aoai-prod-krc", "oai-shared", "gpt-eastus"]), False),
   ("AZURE_OPENAI_API_KEY", lambda: hx(32), True)],
  http=("POST", "https://aoai-prod-krc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01",
        ["api-key: {1}", "Content-Type: application/json"], '{"messages":[{"role":"user","content":"ping"}]}'))
V("Azure DevOps", "global", "ci", ("Azure DevOps PAT", "Azure DevOps PAT"),
  [("AZURE_DEVOPS_EXT_PAT", lambda: ln(52), True)])
V("Azure Service Bus", "global", "cloud", ("Service Bus connection string", "Service Bus 연결 문자열"),
  [("SERVICEBUS_CONNECTION", lambda: sb_conn(chance(0.5)), True)])
V("DigitalOcean", "global", "cloud", ("DigitalOcean token", "DigitalOcean 토큰"),
  [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), True)],
  http=("GET", "https://api.digitalocean.com/v2/droplets", ["Authorization: Bearer {0}"], None), pfx=7)
V("Cloudflare", "global", "cloud", ("Cloudflare API token", "Cloudflare API 토큰"),
  [("CLOUDFLARE_API_TOKEN", lambda: b64u(40), True)],
  http=("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", ["Authorization: Bearer {0}"], None))
V("Cloudflare", "global", "cloud", ("Cloudflare global API key", "Cloudflare 글로벌 API 키"),
  [("CF_API_EMAIL", lambda: "ops@" + pick(DOMAINS), False), ("CF_API_KEY", lambda: hx(37), True)],
  http=("GET", "https://api.cloudflare.com/client/v4/zones", ["X-Auth-Email: {0}", "X-Auth-Key: {1}"], None))
V("Cloudflare R2", "global", "cloud", ("R2 access keys", "R2 액세스 키"),
  [("R2_ACCESS_KEY_ID", lambda: hx(32), True), ("R2_SECRET_ACCESS_KEY", lambda: hx(64), True),
   ("R2_ENDPOINT", lambda: "https://%s.r2.cloudflarestorage.com" % hx(32), False)])
V("Linode", "global", "cloud", ("Linode API token", "Linode API 토큰"),
  [("LINODE_TOKEN", lambda: hx(64), True)],
  http=("GET", "https://api.linode.com/v4/linode/instances", ["Authorization: Bearer {0}"], None))
V("Vultr", "global", "cloud", ("Vultr API key", "Vultr API 키"), [("VULTR_API_KEY", lambda: un(36), True)])
V("Hetzner", "eu", "cloud", ("Hetzner Cloud token", "Hetzner Cloud 토큰"), [("HCLOUD_TOKEN", lambda: an(64), True)])
V("Scaleway", "eu", "cloud", ("Scaleway API key", "Scaleway API 키"),
  [("SCW_ACCESS_KEY", lambda: "SCW" + un(17), True), ("SCW_SECRET_KEY", uuid4, True),
   ("SCW_DEFAULT_PROJECT_ID", uuid4, False)])
V("OVHcloud", "eu", "cloud", ("OVH API credentials", "OVH API 자격 증명"),
  [("OVH_ENDPOINT", lambda: "ovh-eu", False), ("OVH_APPLICATION_KEY", lambda: an(16), False),
   ("OVH_APPLICATION_SECRET", lambda: an(32), True), ("OVH_CONSUMER_KEY", lambda: an(32), True)])
V("IBM Cloud", "global", "cloud", ("IBM Cloud API key", "IBM Cloud API 키"), [("IBMCLOUD_API_KEY", lambda: b64u(44), True)])
V("Heroku", "global", "cloud", ("Heroku API key", "Heroku API 키"), [("HEROKU_API_KEY", uuid4, True)],
  http=("GET", "https://api.heroku.com/apps", ["Accept: application/vnd.heroku+json; version=3", "Authorization: Bearer {0}"], None))
V("Vercel", "global", "cloud", ("Vercel token", "Vercel 토큰"), [("VERCEL_TOKEN", lambda: an(24), True)],
  http=("GET", "https://api.vercel.com/v9/projects", ["Authorization: Bearer {0}"], None))
V("Netlify", "global", "cloud", ("Netlify token", "Netlify 토큰"), [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36), True)])
V("Fly.io", "global", "cloud", ("Fly.io deploy token", "Fly.io 배포 토큰"),
  [("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + b64s(R.randint(160, 220)), True)])
V("Render", "global", "cloud", ("Render API key", "Render API 키"), [("RENDER_API_KEY", lambda: "rnd_" + an(28), True)])
V("Railway", "global", "cloud", ("Railway token", "Railway 토큰"), [("RAILWAY_TOKEN", uuid4, True)])
V("Supabase", "global", "database", ("Supabase service_role key", "Supabase service_role 키"),
  [("SUPABASE_URL", lambda: "https://%s.supabase.co" % rs(LO, 20), False),
   ("SUPABASE_SERVICE_ROLE_KEY", supabase_service_jwt, True)])
V("Supabase", "global", "database", ("Supabase access token", "Supabase 액세스 토큰"),
  [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), True)])
V("PlanetScale", "global", "database", ("PlanetScale password", "PlanetScale 비밀번호"),
  [("DATABASE_HOST", lambda: "aws.connect.psdb.cloud", False), ("DATABASE_USERNAME", lambda: ln(12), False),
   ("DATABASE_PASSWORD", lambda: "pscale_pw_" + b64u(43), True)], pfx=10)
V("Neon", "global", "database", ("Neon connection string", "Neon 연결 문자열"), [("DATABASE_URL", neon_url, True)])
V("MongoDB Atlas", "global", "database", ("Atlas connection string", "Atlas 연결 문자열"), [("MONGODB_URI", mongo_uri, True)])
V("MongoDB Atlas", "global", "database", ("Atlas Admin API key", "Atlas Admin API 키"),
  [("MONGODB_ATLAS_PUBLIC_KEY", lambda: rs(LO, 8), False), ("MONGODB_ATLAS_PRIVATE_KEY", uuid4, True)])
V("Upstash", "global", "database", ("Upstash Redis REST token", "Upstash Redis REST 토큰"),
  [("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%d.upstash.io" % (pick(["apt", "fine", "main"]), pick(["gecko", "lemur", "koala"]), R.randint(10000, 99999)), False),
   ("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + pick("XYZ") + an(4) + "AAIjcDE" + an(50), True)])
V("Firebase", "global", "messaging", ("FCM legacy server key", "FCM 레거시 서버 키"),
  [("FCM_SERVER_KEY", lambda: "AAAA" + b64u(7) + ":APA91b" + b64u(134), True)],
  http=("POST", "https://fcm.googleapis.com/fcm/send", ["Authorization: key={0}", "Content-Type: application/json"], '{"to":"/topics/news","notification":{"title":"test"}}'))
V("Turso", "global", "database", ("Turso auth token", "Turso 인증 토큰"),
  [("TURSO_DATABASE_URL", lambda: "libsql://%s-%s.turso.io" % (pick(DB_NAMES), ln(8)), False),
   ("TURSO_AUTH_TOKEN", lambda: jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": ts_epoch(), "id": uuid4()}, 64), True)])
V("Elastic", "global", "database", ("Elasticsearch API key", "Elasticsearch API 키"),
  [("ELASTIC_API_KEY", elastic_key, True)],
  http=("GET", "https://search-prod.es.ap-northeast-2.aws.elastic-cloud.com/_cluster/health", ["Authorization: ApiKey {0}"], None))
V("Algolia", "global", "saas", ("Algolia admin API key", "Algolia Admin API 키"),
  [("ALGOLIA_APP_ID", lambda: un(10), False), ("ALGOLIA_ADMIN_API_KEY", lambda: hx(32), True)])
V("Pinecone", "global", "ai", ("Pinecone API key", "Pinecone API 키"),
  [("PINECONE_API_KEY", lambda: "pcsk_" + an(6) + "_" + an(62), True)])
V("HashiCorp Vault", "global", "secrets", ("Vault token", "Vault 토큰"),
  [("VAULT_ADDR", lambda: "https://vault.%s:8200" % pick(DOMAINS), False),
   ("VAULT_TOKEN", lambda: pick(["hvs." + an(24), "hvs.CAESI" + b64u(R.randint(80, 96))]), True)],
  http=("GET", "https://vault.internal:8200/v1/secret/data/app", ["X-Vault-Token: {1}"], None))
V("Terraform Cloud", "global", "ci", ("Terraform Cloud API token", "Terraform Cloud API 토큰"),
  [("TF_TOKEN_app_terraform_io", lambda: an(14) + ".atlasv1." + an(67), True)])
V("Consul", "global", "secrets", ("Consul ACL token", "Consul ACL 토큰"), [("CONSUL_HTTP_TOKEN", uuid4, True)],
  http=("GET", "http://consul.service.consul:8500/v1/kv/config?recurse", ["X-Consul-Token: {0}"], None))
V("Doppler", "global", "secrets", ("Doppler service token", "Doppler 서비스 토큰"),
  [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + an(40), True)])
V("1Password", "global", "secrets", ("1Password service account token", "1Password 서비스 계정 토큰"),
  [("OP_SERVICE_ACCOUNT_TOKEN", op_token, True)])
V("Pulumi", "global", "ci", ("Pulumi access token", "Pulumi 액세스 토큰"), [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), True)])
V("Tailscale", "global", "cloud", ("Tailscale auth key", "Tailscale 인증 키"),
  [("TS_AUTHKEY", lambda: "tskey-auth-k" + an(11) + "CNTRL-" + an(32), True)], pfx=12)
V("ngrok", "global", "cloud", ("ngrok authtoken", "ngrok authtoken"), [("NGROK_AUTHTOKEN", lambda: "2" + an(26) + "_" + an(21), True)])
V("age", "global", "secrets", ("age identity", "age 개인 키"), [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32, 58), True)], pfx=16)
V("MinIO", "global", "database", ("MinIO access keys", "MinIO 액세스 키"),
  [("MINIO_ENDPOINT", lambda: "https://minio.%s" % pick(DOMAINS), False), ("MINIO_ACCESS_KEY", lambda: un(20), True),
   ("MINIO_SECRET_KEY", lambda: an(40), True)])
V("Cloudinary", "global", "saas", ("Cloudinary URL", "Cloudinary URL"), [("CLOUDINARY_URL", cloudinary_url, True)])
V("Backblaze B2", "global", "cloud", ("B2 application key", "B2 애플리케이션 키"),
  [("B2_APPLICATION_KEY_ID", lambda: "005" + hx(22), True), ("B2_APPLICATION_KEY", lambda: "K005" + an(27), True)])
V("Databricks", "global", "database", ("Databricks PAT", "Databricks PAT"),
  [("DATABRICKS_HOST", lambda: "https://adb-%s.%d.azuredatabricks.net" % (dg(16), R.randint(1, 19)), False),
   ("DATABRICKS_TOKEN", lambda: "dapi" + hx(32), True)])
V("InfluxDB", "global", "database", ("InfluxDB token", "InfluxDB 토큰"),
  [("INFLUX_URL", lambda: "https://us-east-1-1.aws.cloud2.influxdata.com", False), ("INFLUX_ORG", lambda: pick(["ops", "iot-team", "acme"]), False),
   ("INFLUX_TOKEN", lambda: b64u(86) + "==", True)],
  http=("POST", "https://us-east-1-1.aws.cloud2.influxdata.com/api/v2/write?org=ops&bucket=metrics", ["Authorization: Token {2}"], "cpu,host=web01 usage=0.64"))

# ---- source control, CI, package registries -------------------------------------------
V("GitHub", "global", "scm", ("GitHub personal access token", "GitHub 개인 액세스 토큰"),
  [("GITHUB_TOKEN", lambda: "ghp_" + an(36), True)],
  http=("GET", "https://api.github.com/repos/acme/platform/actions/runs", ["Authorization: token {0}", "Accept: application/vnd.github+json"], None))
V("GitHub", "global", "scm", ("fine-grained GitHub token", "GitHub fine-grained 토큰"),
  [("GH_TOKEN", lambda: "github_pat_11" + un(20) + "_" + an(59), True)],
  http=("GET", "https://api.github.com/user", ["Authorization: Bearer {0}"], None), pfx=11)
V("GitHub", "global", "scm", ("GitHub App installation token", "GitHub App 설치 토큰"),
  [("GITHUB_APP_ID", lambda: dg(6), False), ("INSTALLATION_TOKEN", lambda: "ghs_" + an(36), True)])
V("GitHub", "global", "scm", ("GitHub OAuth token", "GitHub OAuth 토큰"), [("GH_OAUTH_TOKEN", lambda: "gho_" + an(36), True)])
V("GitLab", "global", "scm", ("GitLab personal access token", "GitLab 개인 액세스 토큰"),
  [("GITLAB_TOKEN", lambda: "glpat-" + b64u(20), True)],
  http=("GET", "https://gitlab.com/api/v4/projects?membership=true", ["PRIVATE-TOKEN: {0}"], None))
V("GitLab", "global", "ci", ("pipeline trigger token", "파이프라인 트리거 토큰"),
  [("TRIGGER_TOKEN", lambda: "glptt-" + hx(40), True)])
V("GitLab", "global", "ci", ("runner authentication token", "러너 인증 토큰"),
  [("RUNNER_TOKEN", lambda: "glrt-" + b64u(20), True)])
V("GitLab", "global", "ci", ("deploy token", "배포 토큰"),
  [("CI_DEPLOY_USER", lambda: "gitlab+deploy-token-%d" % R.randint(100, 9999), False), ("CI_DEPLOY_PASSWORD", lambda: "gldt-" + b64u(20), True)])
V("Bitbucket", "global", "scm", ("Bitbucket app password", "Bitbucket 앱 비밀번호"),
  [("BITBUCKET_USERNAME", lambda: pick(["ci-bot", "deploy", "jenkins"]), False), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(28) + HX(8), True)])
V("Atlassian", "global", "saas", ("Atlassian API token", "Atlassian API 토큰"),
  [("JIRA_EMAIL", lambda: "bot@" + pick(DOMAINS), False), ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64u(170) + "=" + HX(8), True)], pfx=12)
V("Gitee", "cn", "scm", ("Gitee private token", "Gitee 개인 토큰"), [("GITEE_TOKEN", lambda: hx(32), True)],
  http=("GET", "https://gitee.com/api/v5/user/repos?access_token={0}", [], None))
V("npm", "global", "registry", ("npm automation token", "npm 자동화 토큰"), [("NPM_TOKEN", lambda: "npm_" + an(36), True)])
V("PyPI", "global", "registry", ("PyPI API token", "PyPI API 토큰"),
  [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(140, 170)), True)], pfx=19)
V("RubyGems", "global", "registry", ("RubyGems API key", "RubyGems API 키"), [("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), True)], pfx=9, kname="Gem host")
V("NuGet", "global", "registry", ("NuGet API key", "NuGet API 키"), [("NUGET_API_KEY", lambda: "oy2" + ln(43), True)])
V("Docker Hub", "global", "registry", ("Docker Hub access token", "Docker Hub 액세스 토큰"),
  [("DOCKERHUB_USERNAME", lambda: pick(["acmebot", "ci-pusher", "shoplinedev"]), False), ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64u(27), True)], pfx=9)
V("crates.io", "global", "registry", ("crates.io token", "crates.io 토큰"), [("CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32), True)])
V("JFrog", "global", "registry", ("Artifactory API key", "Artifactory API 키"),
  [("ARTIFACTORY_USER", lambda: "ci-deployer", False), ("ARTIFACTORY_API_KEY", lambda: "AKCp8" + an(68), True)])
V("JFrog", "global", "registry", ("Artifactory reference token", "Artifactory 참조 토큰"),
  [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + b64u(50), True)])
V("Clojars", "global", "registry", ("Clojars deploy token", "Clojars 배포 토큰"), [("LEIN_PASSWORD", lambda: "CLOJARS_" + hx(60), True)], pfx=8)
V("Sonatype", "global", "registry", ("Maven Central user token", "Maven Central 사용자 토큰"),
  [("OSSRH_USERNAME", lambda: an(8), False), ("OSSRH_PASSWORD", lambda: b64u(44), True)])
V("CircleCI", "global", "ci", ("CircleCI personal token", "CircleCI 개인 토큰"),
  [("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40), True)],
  http=("GET", "https://circleci.com/api/v2/me", ["Circle-Token: {0}"], None))
V("Buildkite", "global", "ci", ("Buildkite API token", "Buildkite API 토큰"), [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), True)])
V("Jenkins", "global", "ci", ("Jenkins API token", "Jenkins API 토큰"),
  [("JENKINS_USER", lambda: pick(["deploy-bot", "admin", "ci"]), False), ("JENKINS_API_TOKEN", lambda: "11" + hx(32), True)])
V("SonarQube", "global", "ci", ("SonarQube token", "SonarQube 토큰"), [("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40), True)])
V("Snyk", "global", "ci", ("Snyk token", "Snyk 토큰"), [("SNYK_TOKEN", uuid4, True)])
V("Codecov", "global", "ci", ("Codecov upload token", "Codecov 업로드 토큰"), [("CODECOV_TOKEN", uuid4, True)])
V("Expo", "global", "ci", ("Expo access token", "Expo 액세스 토큰"), [("EXPO_TOKEN", lambda: b64u(40), True)])
V("Sentry", "global", "observability", ("Sentry auth token", "Sentry 인증 토큰"),
  [("SENTRY_AUTH_TOKEN", lambda: "sntrys_" + b64url_nopad(json.dumps({"iat": ts_epoch() + 0.5, "url": "https://sentry.io",
    "region_url": "https://us.sentry.io", "org": pick(["acme", "shopline", "orbit-labs"])}).encode()) + "_" + b64u(43), True)], pfx=7)
V("Sentry", "global", "observability", ("Sentry user token", "Sentry 사용자 토큰"), [("SENTRY_TOKEN", lambda: "sntryu_" + hx(64), True)], pfx=7)
V("Postman", "global", "saas", ("Postman API key", "Postman API 키"), [("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), True)],
  http=("GET", "https://api.getpostman.com/collections", ["X-Api-Key: {0}"], None))
V("Figma", "global", "saas", ("Figma personal access token", "Figma 개인 액세스 토큰"), [("FIGMA_TOKEN", lambda: "figd_" + b64u(40), True)],
  http=("GET", "https://api.figma.com/v1/files/%s" % an(22), ["X-Figma-Token: {0}"], None))
V("Percy", "global", "ci", ("Percy token", "Percy 토큰"), [("PERCY_TOKEN", lambda: "web_" + hx(64), True)])
V("Chromatic", "global", "ci", ("Chromatic project token", "Chromatic 프로젝트 토큰"), [("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hx(14), True)])

# ---- SaaS, productivity, commerce -------------------------------------------------------
V("Shopify", "global", "saas", ("Shopify Admin API token", "Shopify Admin API 토큰"),
  [("SHOPIFY_STORE", lambda: pick(["dalgona-shop", "kbeauty-lab", "tteok-store"]) + ".myshopify.com", False),
   ("SHOPIFY_ADMIN_TOKEN", lambda: "shpat_" + hx(32), True)],
  http=("GET", "https://dalgona-shop.myshopify.com/admin/api/2024-07/orders.json", ["X-Shopify-Access-Token: {1}"], None))
V("Shopify", "global", "saas", ("Shopify app shared secret", "Shopify 앱 공유 시크릿"), [("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), True)])
V("Contentful", "eu", "saas", ("Contentful management token", "Contentful 관리 토큰"), [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + b64u(43), True)])
V("Sanity", "global", "saas", ("Sanity API token", "Sanity API 토큰"), [("SANITY_API_TOKEN", lambda: "sk" + an(R.randint(160, 182)), True)])
V("Airtable", "global", "saas", ("Airtable personal access token", "Airtable 개인 액세스 토큰"),
  [("AIRTABLE_TOKEN", lambda: "pat" + an(14) + "." + hx(64), True)],
  http=("GET", "https://api.airtable.com/v0/app%s/Leads" % an(14), ["Authorization: Bearer {0}"], None))
V("Notion", "global", "saas", ("Notion integration token", "Notion 통합 토큰"),
  [("NOTION_TOKEN", lambda: pick(["secret_" + an(43), "ntn_" + dg(11) + an(35)]), True)],
  http=("POST", "https://api.notion.com/v1/databases/%s/query" % hx(32), ["Authorization: Bearer {0}", "Notion-Version: 2022-06-28"], None))
V("Linear", "global", "saas", ("Linear API key", "Linear API 키"), [("LINEAR_API_KEY", lambda: "lin_api_" + an(40), True)], pfx=8)
V("Asana", "global", "saas", ("Asana personal access token", "Asana 개인 액세스 토큰"),
  [("ASANA_PAT", lambda: "2/%s/%s:%s" % (dg(16), dg(16), hx(32)), True)])
V("Trello", "global", "saas", ("Trello token", "Trello 토큰"),
  [("TRELLO_KEY", lambda: hx(32), False), ("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + HX(8), True)])
V("ClickUp", "global", "saas", ("ClickUp API token", "ClickUp API 토큰"), [("CLICKUP_TOKEN", lambda: "pk_" + dg(8) + "_" + un(32), True)])
V("monday.com", "global", "saas", ("monday.com API token", "monday.com API 토큰"),
  [("MONDAY_API_TOKEN", lambda: jwt({"alg": "HS256"}, {"tid": R.randint(10**8, 10**9), "aai": 11, "uid": R.randint(10**7, 10**8), "iad": iso_date(), "per": "me:write", "actid": R.randint(10**6, 10**7), "rgn": "apse2"}), True)])
V("HubSpot", "global", "saas", ("HubSpot private app token", "HubSpot 비공개 앱 토큰"),
  [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4(), True)],
  http=("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", ["Authorization: Bearer {0}"], None))
V("Zendesk", "global", "saas", ("Zendesk API token", "Zendesk API 토큰"),
  [("ZENDESK_EMAIL", lambda: "support-bot@" + pick(DOMAINS), False), ("ZENDESK_API_TOKEN", lambda: an(40), True)])
V("Intercom", "global", "saas", ("Intercom access token", "Intercom 액세스 토큰"),
  [("INTERCOM_ACCESS_TOKEN", lambda: b64of("tok:" + uuid4().replace("-", "_") + ":1:0"), True)])
V("Typeform", "global", "saas", ("Typeform token", "Typeform 토큰"), [("TYPEFORM_TOKEN", lambda: "tfp_" + b64u(44) + "_" + an(14), True)])
V("Pipedrive", "eu", "saas", ("Pipedrive API token", "Pipedrive API 토큰"), [("PIPEDRIVE_API_TOKEN", lambda: hx(40), True)],
  http=("GET", "https://api.pipedrive.com/v1/deals?api_token={0}", [], None))
V("Storyblok", "eu", "saas", ("Storyblok management token", "Storyblok 관리 토큰"), [("STORYBLOK_OAUTH_TOKEN", lambda: an(22) + "tt-" + dg(6) + "-" + b64u(20), True)])
V("Mapbox", "global", "saas", ("Mapbox secret token", "Mapbox 시크릿 토큰"),
  [("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1Ijoi" + b64u(R.randint(50, 70)) + "." + b64u(22), True)])
V("Okta", "global", "saas", ("Okta API token", "Okta API 토큰"),
  [("OKTA_ORG_URL", lambda: "https://%s.okta.com" % pick(["acme", "mirae-fin", "orbitlabs"]), False), ("OKTA_API_TOKEN", lambda: "00" + b64u(40), True)],
  http=("GET", "https://acme.okta.com/api/v1/users?limit=25", ["Authorization: SSWS {1}"], None))
V("Auth0", "global", "saas", ("Auth0 client secret", "Auth0 클라이언트 시크릿"),
  [("AUTH0_DOMAIN", lambda: "%s.%s.auth0.com" % (pick(["acme", "gomgom", "lumen"]), pick(["us", "eu", "jp"])), False),
   ("AUTH0_CLIENT_ID", lambda: an(32), False), ("AUTH0_CLIENT_SECRET", lambda: b64u(64), True)])
V("Keycloak", "global", "saas", ("Keycloak client secret", "Keycloak 클라이언트 시크릿"),
  [("KEYCLOAK_CLIENT_ID", lambda: pick(["backend", "admin-cli", "grafana"]), False), ("KEYCLOAK_CLIENT_SECRET", lambda: an(32), True)])
V("Clerk", "global", "saas", ("Clerk secret key", "Clerk 시크릿 키"), [("CLERK_SECRET_KEY", lambda: "sk_live_" + an(40), True)], pfx=8)
V("Spotify", "eu", "saas", ("Spotify client secret", "Spotify 클라이언트 시크릿"),
  [("SPOTIFY_CLIENT_ID", lambda: hx(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), True)])
V("DeepL", "eu", "ai", ("DeepL auth key", "DeepL 인증 키"), [("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", True)],
  http=("POST", "https://api-free.deepl.com/v2/translate", ["Authorization: DeepL-Auth-Key {0}"], "text=Hello&target_lang=KO"))
V("Wise", "eu", "payments", ("Wise API token", "Wise API 토큰"), [("WISE_API_TOKEN", uuid4, True)],
  http=("GET", "https://api.transferwise.com/v1/profiles", ["Authorization: Bearer {0}"], None))

# ---- e-mail, messaging ----------------------------------------------------------------
V("SendGrid", "global", "messaging", ("SendGrid API key", "SendGrid API 키"), [("SENDGRID_API_KEY", lambda: "SG." + b64u(22) + "." + b64u(43), True)],
  http=("POST", "https://api.sendgrid.com/v3/mail/send", ["Authorization: Bearer {0}", "Content-Type: application/json"], None))
V("Mailgun", "global", "messaging", ("Mailgun API key", "Mailgun API 키"),
  [("MAILGUN_DOMAIN", lambda: "mg." + pick(DOMAINS), False), ("MAILGUN_API_KEY", lambda: pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), True)])
V("Mailchimp", "global", "messaging", ("Mailchimp API key", "Mailchimp API 키"), [("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(1, 21)), True)])
V("Postmark", "global", "messaging", ("Postmark server token", "Postmark 서버 토큰"), [("POSTMARK_SERVER_TOKEN", uuid4, True)],
  http=("POST", "https://api.postmarkapp.com/email", ["X-Postmark-Server-Token: {0}", "Accept: application/json"], None))
V("Brevo", "eu", "messaging", ("Brevo API key", "Brevo API 키"), [("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16), True)], pfx=8)
V("Mailjet", "eu", "messaging", ("Mailjet API secret", "Mailjet API 시크릿"),
  [("MJ_APIKEY_PUBLIC", lambda: hx(32), False), ("MJ_APIKEY_PRIVATE", lambda: hx(32), True)])
V("Resend", "global", "messaging", ("Resend API key", "Resend API 키"), [("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24), True)])
V("Twilio", "global", "messaging", ("Twilio auth token", "Twilio 인증 토큰"),
  [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", lambda: hx(32), True)])
V("Twilio", "global", "messaging", ("Twilio API key secret", "Twilio API 키 시크릿"),
  [("TWILIO_API_KEY", lambda: "SK" + hx(32), False), ("TWILIO_API_SECRET", lambda: an(32), True)])
V("Vonage", "eu", "messaging", ("Vonage API secret", "Vonage API 시크릿"),
  [("VONAGE_API_KEY", lambda: hx(8), False), ("VONAGE_API_SECRET", lambda: an(16), True)])
V("Plivo", "global", "messaging", ("Plivo auth token", "Plivo 인증 토큰"),
  [("PLIVO_AUTH_ID", lambda: "MA" + un(18), False), ("PLIVO_AUTH_TOKEN", lambda: an(40), True)])
V("Telegram", "global", "messaging", ("Telegram bot token", "텔레그램 봇 토큰"),
  [("TELEGRAM_BOT_TOKEN", lambda: "%s:AA%s" % (dg(10), b64u(33)), True)],
  http=("GET", "https://api.telegram.org/bot{0}/getUpdates", [], None))
V("Discord", "global", "messaging", ("Discord bot token", "디스코드 봇 토큰"),
  [("DISCORD_TOKEN", lambda: b64url_nopad(dg(19).encode()) + "." + b64u(6) + "." + b64u(38), True)],
  http=("GET", "https://discord.com/api/v10/users/@me", ["Authorization: Bot {0}"], None))
V("Slack", "global", "messaging", ("Slack bot token", "슬랙 봇 토큰"),
  [("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (dg(12), dg(13), an(24)), True)],
  http=("POST", "https://slack.com/api/chat.postMessage", ["Authorization: Bearer {0}", "Content-Type: application/json"], '{"channel":"C06ALERTS1","text":"deploy done"}'))
V("Slack", "global", "messaging", ("Slack user token", "슬랙 사용자 토큰"),
  [("SLACK_USER_TOKEN", lambda: "xoxp-%s-%s-%s-%s" % (dg(12), dg(12), dg(13), hx(32)), True)])
V("Slack", "global", "messaging", ("Slack app-level token", "슬랙 앱 레벨 토큰"),
  [("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (un(10), dg(13), hx(64)), True)])
V("Slack", "global", "messaging", ("Slack signing secret", "슬랙 서명 시크릿"), [("SLACK_SIGNING_SECRET", lambda: hx(32), True)])
V("Pusher", "global", "messaging", ("Pusher secret", "Pusher 시크릿"),
  [("PUSHER_APP_ID", lambda: dg(7), False), ("PUSHER_KEY", lambda: hx(20), False), ("PUSHER_SECRET", lambda: hx(20), True),
   ("PUSHER_CLUSTER", lambda: pick(["ap3", "eu", "mt1"]), False)])
V("Ably", "eu", "messaging", ("Ably API key", "Ably API 키"),
  [("ABLY_API_KEY", lambda: "%s.%s:%s" % (b64u(6), b64u(6), b64u(43)), True)])
V("Sendbird", "kr", "messaging", ("Sendbird API token", "Sendbird API 토큰"),
  [("SENDBIRD_APP_ID", lambda: UUID4(), False), ("SENDBIRD_API_TOKEN", lambda: hx(40), True)],
  http=("GET", "https://api-%s.sendbird.com/v3/users?limit=10" % UUID4(), ["Api-Token: {1}"], None))
V("Stream", "global", "messaging", ("Stream API secret", "Stream API 시크릿"),
  [("STREAM_API_KEY", lambda: ln(12), False), ("STREAM_API_SECRET", lambda: ln(64), True)])
V("OneSignal", "global", "messaging", ("OneSignal REST API key", "OneSignal REST API 키"),
  [("ONESIGNAL_APP_ID", uuid4, False), ("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LO + "234567", 113), True)], pfx=10)
V("Microsoft Teams", "global", "messaging", ("Teams workflow webhook", "Teams 워크플로 웹훅"),
  [("TEAMS_WEBHOOK_URL", lambda: (lambda sig: ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (R.randint(1, 40), hx(32), sig), [sig]))(b64u(43)), True)])
V("Mattermost", "global", "messaging", ("Mattermost webhook", "Mattermost 웹훅"),
  [("MATTERMOST_WEBHOOK", lambda: (lambda k: ("https://chat.%s/hooks/%s" % (pick(DOMAINS), k), [k]))(ln(26)), True)])

# ---- payments ---------------------------------------------------------------------------
V("Stripe", "global", "payments", ("Stripe secret key", "Stripe 시크릿 키"),
  [("STRIPE_SECRET_KEY", lambda: pick(["sk_live_", "sk_test_"]) + an(pick([24, 99])), True)],
  http=("GET", "https://api.stripe.com/v1/balance", ["Authorization: Bearer {0}"], None), pfx=8)
V("Stripe", "global", "payments", ("Stripe restricted key", "Stripe 제한 키"), [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + an(99), True)], pfx=8)
V("Stripe", "global", "payments", ("Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿"),
  [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32), True)], pfx=6)
V("PayPal", "global", "payments", ("PayPal client secret", "PayPal 클라이언트 시크릿"),
  [("PAYPAL_CLIENT_ID", lambda: "A" + b64u(79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + b64u(79), True)])
V("Braintree", "global", "payments", ("Braintree private key", "Braintree 비공개 키"),
  [("BT_MERCHANT_ID", lambda: ln(16), False), ("BT_PUBLIC_KEY", lambda: ln(16), False), ("BT_PRIVATE_KEY", lambda: hx(32), True)])
V("Square", "global", "payments", ("Square access token", "Square 액세스 토큰"),
  [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u(60), True)],
  http=("GET", "https://connect.squareup.com/v2/locations", ["Square-Version: 2024-06-04", "Authorization: Bearer {0}"], None))
V("Adyen", "eu", "payments", ("Adyen API key", "Adyen API 키"),
  [("ADYEN_MERCHANT_ACCOUNT", lambda: pick(["AcmeECOM", "ShoplineKR", "OrbitLabsNL"]), False),
   ("ADYEN_API_KEY", lambda: "AQE" + b64s(R.randint(60, 80)) + "=-" + b64s(43) + "=-" + an(R.randint(14, 20)), True)],
  http=("POST", "https://checkout-test.adyen.com/v71/paymentMethods", ["X-API-Key: {1}", "Content-Type: application/json"], '{"merchantAccount":"AcmeECOM"}'))
V("Mollie", "eu", "payments", ("Mollie API key", "Mollie API 키"), [("MOLLIE_API_KEY", lambda: pick(["live_", "test_"]) + an(30), True)],
  http=("GET", "https://api.mollie.com/v2/payments", ["Authorization: Bearer {0}"], None))
V("GoCardless", "eu", "payments", ("GoCardless access token", "GoCardless 액세스 토큰"), [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + b64u(40), True)])
V("Checkout.com", "eu", "payments", ("Checkout.com secret key", "Checkout.com 시크릿 키"), [("CKO_SECRET_KEY", lambda: "sk_sbox_" + ln(26), True)], pfx=8)
V("SumUp", "eu", "payments", ("SumUp API key", "SumUp API 키"), [("SUMUP_API_KEY", lambda: "sup_sk_" + an(32), True)])
V("Razorpay", "global", "payments", ("Razorpay key secret", "Razorpay 키 시크릿"),
  [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14), False), ("RAZORPAY_KEY_SECRET", lambda: an(24), True)])
V("PAY.JP", "jp", "payments", ("PAY.JP secret key", "PAY.JP 시크릿 키"), [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), True)], pfx=8)
V("GMO Payment Gateway", "jp", "payments", ("GMO-PG shop password", "GMO-PG 상점 비밀번호"),
  [("GMO_SHOP_ID", lambda: "tshop" + dg(8), False), ("GMO_SHOP_PASS", lambda: ln(8), True), ("GMO_SITE_ID", lambda: "tsite" + dg(8), False),
   ("GMO_SITE_PASS", lambda: ln(8), True)])
V("Toss Payments", "kr", "payments", ("Toss Payments secret key", "토스페이먼츠 시크릿 키"),
  [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "test_sk_", "live_gsk_"]) + an(28), True)],
  http=("POST", "https://api.tosspayments.com/v1/payments/confirm", ["Authorization: Basic {b64c0}", "Content-Type: application/json"], None),
  ko="토스페이먼츠", pfx=8)
V("PortOne", "kr", "payments", ("PortOne V2 API secret", "포트원 V2 API 시크릿"), [("PORTONE_API_SECRET", lambda: an(80), True)],
  http=("POST", "https://api.portone.io/login/api-secret", ["Content-Type: application/json"], '{"apiSecret":"{0}"}'), ko="포트원")
V("PortOne", "kr", "payments", ("iamport REST API key/secret", "아임포트 REST API 키/시크릿"),
  [("IMP_KEY", lambda: dg(16), False), ("IMP_SECRET", lambda: an(80), True)], ko="아임포트")
V("KakaoPay", "kr", "payments", ("KakaoPay secret key", "카카오페이 시크릿 키"),
  [("KAKAOPAY_SECRET_KEY", lambda: pick(["DEV", "PRD"]) + HX(38), True)],
  http=("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", ["Authorization: SECRET_KEY {0}", "Content-Type: application/json"], None),
  ko="카카오페이")
V("NICEPAY", "kr", "payments", ("NICEPAY merchant key", "나이스페이 상점 키"),
  [("NICEPAY_MID", lambda: "nicepay" + ln(3) + "m", False), ("NICEPAY_MERCHANT_KEY", lambda: b64bytes(64), True)], ko="나이스페이")
V("KG Inicis", "kr", "payments", ("INIpay sign key", "이니시스 signKey"),
  [("INICIS_MID", lambda: "INIpay" + un(4), False), ("INICIS_SIGN_KEY", lambda: b64bytes(24), True)], ko="KG이니시스")
V("Bootpay", "kr", "payments", ("Bootpay private key", "부트페이 private key"),
  [("BOOTPAY_APPLICATION_ID", lambda: hx(24), False), ("BOOTPAY_PRIVATE_KEY", lambda: b64bytes(32), True)], ko="부트페이")
V("WeChat Pay", "cn", "payments", ("WeChat Pay APIv3 key", "위챗페이 APIv3 키"),
  [("WXPAY_MCHID", lambda: dg(10), False), ("WXPAY_APIV3_KEY", lambda: an(32), True), ("WXPAY_SERIAL_NO", lambda: HX(40), False)])
V("Coinbase", "global", "payments", ("Coinbase Commerce API key", "Coinbase Commerce API 키"), [("COINBASE_COMMERCE_API_KEY", uuid4, True)],
  http=("GET", "https://api.commerce.coinbase.com/charges", ["X-CC-Api-Key: {0}", "X-CC-Version: 2018-03-22"], None))
V("Upbit", "kr", "payments", ("Upbit Open API keys", "업비트 Open API 키"),
  [("UPBIT_ACCESS_KEY", lambda: an(40), True), ("UPBIT_SECRET_KEY", lambda: an(40), True)], ko="업비트")
V("Bithumb", "kr", "payments", ("Bithumb API keys", "빗썸 API 키"),
  [("BITHUMB_API_KEY", lambda: hx(32), True), ("BITHUMB_SECRET", lambda: hx(32), True)], ko="빗썸")
V("Binance", "global", "payments", ("Binance API keys", "바이낸스 API 키"),
  [("BINANCE_API_KEY", lambda: an(64), True), ("BINANCE_API_SECRET", lambda: an(64), True)])

# ---- AI ---------------------------------------------------------------------------------
V("OpenAI", "global", "ai", ("OpenAI API key", "OpenAI API 키"),
  [("OPENAI_API_KEY", lambda: pick(["sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74), "sk-" + an(20) + "T3BlbkFJ" + an(20),
                                    "sk-svcacct-" + b64u(74) + "T3BlbkFJ" + b64u(74)]), True)],
  http=("POST", "https://api.openai.com/v1/chat/completions", ["Authorization: Bearer {0}", "Content-Type: application/json"], '{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}]}'))
V("OpenAI", "global", "ai", ("OpenAI admin key", "OpenAI 관리자 키"), [("OPENAI_ADMIN_KEY", lambda: "sk-admin-" + b64u(74) + "T3BlbkFJ" + b64u(74), True)], pfx=9)
V("Anthropic", "global", "ai", ("Anthropic API key", "Anthropic API 키"),
  [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64u(93) + "AA", True)],
  http=("POST", "https://api.anthropic.com/v1/messages", ["x-api-key: {0}", "anthropic-version: 2023-06-01", "content-type: application/json"], None), pfx=13)
V("Anthropic", "global", "ai", ("Anthropic admin key", "Anthropic 관리자 키"), [("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64u(93) + "AA", True)], pfx=15)
V("Google Gemini", "global", "ai", ("Gemini API key", "Gemini API 키"), [("GEMINI_API_KEY", lambda: "AIza" + b64u(35), True)],
  http=("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", ["x-goog-api-key: {0}"], None))
V("Cohere", "global", "ai", ("Cohere API key", "Cohere API 키"), [("CO_API_KEY", lambda: an(40), True)])
V("Mistral", "eu", "ai", ("Mistral API key", "Mistral API 키"), [("MISTRAL_API_KEY", lambda: an(32), True)],
  http=("POST", "https://api.mistral.ai/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("Groq", "global", "ai", ("Groq API key", "Groq API 키"), [("GROQ_API_KEY", lambda: "gsk_" + an(52), True)])
V("Replicate", "global", "ai", ("Replicate API token", "Replicate API 토큰"), [("REPLICATE_API_TOKEN", lambda: "r8_" + an(37), True)])
V("Hugging Face", "global", "ai", ("Hugging Face token", "Hugging Face 토큰"), [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), True)],
  http=("GET", "https://huggingface.co/api/whoami-v2", ["Authorization: Bearer {0}"], None))
V("Perplexity", "global", "ai", ("Perplexity API key", "Perplexity API 키"), [("PERPLEXITY_API_KEY", lambda: "pplx-" + an(48), True)])
V("xAI", "global", "ai", ("xAI API key", "xAI API 키"), [("XAI_API_KEY", lambda: "xai-" + an(80), True)])
V("OpenRouter", "global", "ai", ("OpenRouter API key", "OpenRouter API 키"), [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), True)], pfx=9)
V("DeepSeek", "cn", "ai", ("DeepSeek API key", "DeepSeek API 키"), [("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), True)],
  http=("POST", "https://api.deepseek.com/chat/completions", ["Authorization: Bearer {0}"], None))
V("Moonshot", "cn", "ai", ("Moonshot (Kimi) API key", "Moonshot(Kimi) API 키"), [("MOONSHOT_API_KEY", lambda: "sk-" + an(48), True)])
V("Zhipu AI", "cn", "ai", ("Zhipu GLM API key", "Zhipu GLM API 키"), [("ZHIPUAI_API_KEY", lambda: hx(32) + "." + an(16), True)])
V("Baidu Qianfan", "cn", "ai", ("Qianfan API key", "Qianfan API 키"),
  [("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-%s/%s" % (an(21), hx(40)), True)])
V("Together AI", "global", "ai", ("Together API key", "Together API 키"), [("TOGETHER_API_KEY", lambda: "tgp_v1_" + b64u(43), True)])
V("Fireworks", "global", "ai", ("Fireworks API key", "Fireworks API 키"), [("FIREWORKS_API_KEY", lambda: "fw_" + an(24), True)])
V("ElevenLabs", "global", "ai", ("ElevenLabs API key", "ElevenLabs API 키"), [("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), True)],
  http=("GET", "https://api.elevenlabs.io/v1/voices", ["xi-api-key: {0}"], None))
V("Deepgram", "global", "ai", ("Deepgram API key", "Deepgram API 키"), [("DEEPGRAM_API_KEY", lambda: hx(40), True)],
  http=("POST", "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", ["Authorization: Token {0}"], None))
V("AssemblyAI", "global", "ai", ("AssemblyAI API key", "AssemblyAI API 키"), [("ASSEMBLYAI_API_KEY", lambda: hx(32), True)])
V("LangSmith", "global", "ai", ("LangSmith API key", "LangSmith API 키"),
  [("LANGSMITH_API_KEY", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10), True), ("LANGSMITH_PROJECT", lambda: pick(SVCS), False)], pfx=8)
V("Weights & Biases", "global", "ai", ("W&B API key", "W&B API 키"), [("WANDB_API_KEY", lambda: hx(40), True)])
V("Tavily", "global", "ai", ("Tavily API key", "Tavily API 키"), [("TAVILY_API_KEY", lambda: "tvly-" + pick(["", "dev-", "prod-"]) + an(32), True)])
V("Voyage AI", "global", "ai", ("Voyage API key", "Voyage API 키"), [("VOYAGE_API_KEY", lambda: "pa-" + b64u(43), True)])
V("Cerebras", "global", "ai", ("Cerebras API key", "Cerebras API 키"), [("CEREBRAS_API_KEY", lambda: "csk-" + ln(48), True)])
V("Upstage", "kr", "ai", ("Upstage API key", "업스테이지 API 키"), [("UPSTAGE_API_KEY", lambda: "up_" + an(29), True)],
  http=("POST", "https://api.upstage.ai/v1/solar/chat/completions", ["Authorization: Bearer {0}"], None), ko="업스테이지")
V("Naver CLOVA Studio", "kr", "ai", ("CLOVA Studio API key", "CLOVA Studio API 키"),
  [("CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32) + an(4), True)],
  http=("POST", "https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003", ["Authorization: Bearer {0}", "X-NCP-CLOVASTUDIO-REQUEST-ID: %s" % hx(32)], None),
  ko="네이버 클로바 스튜디오")

# ---- observability ----------------------------------------------------------------------
V("Datadog", "global", "observability", ("Datadog API and app keys", "Datadog API/앱 키"),
  [("DD_API_KEY", lambda: hx(32), True), ("DD_APP_KEY", lambda: hx(40), True), ("DD_SITE", lambda: pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)],
  http=("GET", "https://api.datadoghq.com/api/v1/validate", ["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"], None))
V("New Relic", "global", "observability", ("New Relic user key", "New Relic 사용자 키"), [("NEW_RELIC_API_KEY", lambda: "NRAK-" + un(27), True)],
  http=("POST", "https://api.newrelic.com/graphql", ["API-Key: {0}", "Content-Type: application/json"], None))
V("New Relic", "global", "observability", ("New Relic license key", "New Relic 라이선스 키"), [("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", True)])
V("Grafana", "global", "observability", ("Grafana service account token", "Grafana 서비스 계정 토큰"),
  [("GRAFANA_URL", lambda: "https://grafana.%s" % pick(DOMAINS), False), ("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8), True)])
V("Grafana Cloud", "global", "observability", ("Grafana Cloud access policy token", "Grafana Cloud 액세스 정책 토큰"),
  [("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + b64of(json.dumps({"o": dg(6), "n": "stack-%s-otlp-write" % dg(6), "k": an(24), "m": {"r": "prod-ap-northeast-0"}}, separators=(",", ":"))), True)])
V("Honeycomb", "global", "observability", ("Honeycomb API key", "Honeycomb API 키"), [("HONEYCOMB_API_KEY", lambda: pick([an(22), "hcaik_" + ln(58)]), True)],
  http=("POST", "https://api.honeycomb.io/1/events/%s" % pick(SVCS), ["X-Honeycomb-Team: {0}"], '{"duration_ms": 153}'))
V("Dynatrace", "global", "observability", ("Dynatrace API token", "Dynatrace API 토큰"),
  [("DT_API_TOKEN", lambda: "dt0c01." + un(24) + "." + un(64), True)],
  http=("GET", "https://abc12345.live.dynatrace.com/api/v2/metrics", ["Authorization: Api-Token {0}"], None))
V("PagerDuty", "global", "observability", ("PagerDuty API key", "PagerDuty API 키"), [("PAGERDUTY_TOKEN", lambda: "u+" + b64u(18), True)],
  http=("GET", "https://api.pagerduty.com/incidents", ["Authorization: Token token={0}", "Accept: application/vnd.pagerduty+json;version=2"], None))
V("PagerDuty", "global", "observability", ("PagerDuty routing key", "PagerDuty 라우팅 키"), [("PD_ROUTING_KEY", lambda: hx(32), True)])
V("Opsgenie", "global", "observability", ("Opsgenie API key", "Opsgenie API 키"), [("OPSGENIE_API_KEY", uuid4, True)],
  http=("POST", "https://api.opsgenie.com/v2/alerts", ["Authorization: GenieKey {0}"], None))
V("Better Stack", "eu", "observability", ("Better Stack source token", "Better Stack 소스 토큰"), [("LOGTAIL_SOURCE_TOKEN", lambda: an(24), True)])
V("Axiom", "global", "observability", ("Axiom API token", "Axiom API 토큰"), [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), True)])
V("Rollbar", "global", "observability", ("Rollbar server token", "Rollbar 서버 토큰"), [("ROLLBAR_ACCESS_TOKEN", lambda: hx(32), True)])
V("Splunk", "global", "observability", ("Splunk HEC token", "Splunk HEC 토큰"), [("SPLUNK_HEC_TOKEN", uuid4, True)],
  http=("POST", "https://splunk.internal:8088/services/collector/event", ["Authorization: Splunk {0}"], '{"event":"deploy finished"}'))
V("Logz.io", "eu", "observability", ("Logz.io shipping token", "Logz.io 전송 토큰"), [("LOGZIO_TOKEN", lambda: rs(UP + LO, 32), True)])

# ---- Korea ------------------------------------------------------------------------------
V("Kakao", "kr", "saas", ("Kakao REST API key", "카카오 REST API 키"), [("KAKAO_REST_API_KEY", lambda: hx(32), True)],
  http=("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%EA%B0%95%EB%82%A8", ["Authorization: KakaoAK {0}"], None), ko="카카오")
V("Kakao", "kr", "saas", ("Kakao admin key", "카카오 어드민 키"), [("KAKAO_ADMIN_KEY", lambda: hx(32), True)], ko="카카오")
V("Kakao", "kr", "saas", ("Kakao Login client secret", "카카오 로그인 Client Secret"),
  [("KAKAO_CLIENT_ID", lambda: hx(32), False), ("KAKAO_CLIENT_SECRET", lambda: an(32), True)], ko="카카오")
V("Naver", "kr", "saas", ("Naver Open API client secret", "네이버 오픈 API Client Secret"),
  [("NAVER_CLIENT_ID", lambda: b64u(20), False), ("NAVER_CLIENT_SECRET", lambda: an(10), True)],
  http=("GET", "https://openapi.naver.com/v1/search/blog.json?query=%ED%8C%90%EA%B5%90", ["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"], None), ko="네이버")
V("Naver Cloud", "kr", "cloud", ("NCP access key pair", "NCP 액세스 키"),
  [("NCP_ACCESS_KEY", lambda: pick(["ncp_iam_BPAMKR" + un(14), an(20)]), True), ("NCP_SECRET_KEY", lambda: pick(["ncp_iam_BPKMKR" + an(28), an(40)]), True)],
  ko="네이버 클라우드")
V("Naver Commerce", "kr", "payments", ("Commerce API client secret", "커머스 API 클라이언트 시크릿"),
  [("NAVER_COMMERCE_CLIENT_ID", lambda: an(22), False), ("NAVER_COMMERCE_CLIENT_SECRET", lambda: "$2a$04$" + rs(ALNUM + "./", 22), True)],
  ko="네이버 커머스")
V("NHN Cloud", "kr", "cloud", ("NHN Cloud secret key", "NHN Cloud 시크릿 키"),
  [("NHN_APP_KEY", lambda: an(16), False), ("NHN_SECRET_KEY", lambda: an(8), True)],
  http=("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms", ["X-Secret-Key: {1}", "Content-Type: application/json;charset=UTF-8"], None))
V("Solapi", "kr", "messaging", ("Solapi API secret", "솔라피 API 시크릿"),
  [("SOLAPI_API_KEY", lambda: "NCS" + un(13), True), ("SOLAPI_API_SECRET", lambda: un(32), True)], ko="솔라피")
V("Aligo", "kr", "messaging", ("Aligo SMS key", "알리고 문자 API 키"),
  [("ALIGO_USER_ID", lambda: pick(["gomgom", "shopline", "hanbit01"]), False), ("ALIGO_API_KEY", lambda: ln(32), True)], ko="알리고")
V("Channel Talk", "kr", "saas", ("Channel Talk access secret", "채널톡 access secret"),
  [("CHANNEL_ACCESS_KEY", lambda: hx(24), False), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), True)],
  http=("GET", "https://api.channel.io/open/v5/user-chats", ["x-access-key: {0}", "x-access-secret: {1}"], None), ko="채널톡")
V("Cafe24", "kr", "saas", ("Cafe24 client secret", "카페24 클라이언트 시크릿"),
  [("CAFE24_CLIENT_ID", lambda: an(22), False), ("CAFE24_CLIENT_SECRET", lambda: an(22), True)], ko="카페24")
V("Coupang", "kr", "saas", ("Coupang Open API keys", "쿠팡 Open API 키"),
  [("COUPANG_VENDOR_ID", lambda: "A00" + dg(6), False), ("COUPANG_ACCESS_KEY", uuid4, True), ("COUPANG_SECRET_KEY", lambda: hx(40), True)],
  ko="쿠팡")
V("Sweet Tracker", "kr", "saas", ("Sweet Tracker API key", "스마트택배 API 키"), [("SWEETTRACKER_KEY", lambda: an(22), True)],
  http=("GET", "https://info.sweettracker.co.kr/api/v1/trackingInfo?t_key={0}&t_code=04&t_invoice=%s" % dg(12), [], None), ko="스위트트래커")
V("data.go.kr", "kr", "saas", ("public data portal service key", "공공데이터포털 서비스키"),
  [("DATA_GO_KR_SERVICE_KEY", lambda: (lambda raw: (urllib.parse.quote(raw, safe=""), [urllib.parse.quote(raw, safe="")]))(b64bytes(72)), True)],
  http=("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={0}&numOfRows=10&dataType=JSON&base_date=20250301&base_time=0500&nx=61&ny=125", [], None),
  ko="공공데이터포털")

# ---- Japan ------------------------------------------------------------------------------
V("LINE", "jp", "messaging", ("LINE channel access token", "LINE 채널 액세스 토큰"),
  [("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64s(171) + "=", True), ("LINE_CHANNEL_SECRET", lambda: hx(32), True)],
  http=("POST", "https://api.line.me/v2/bot/message/push", ["Authorization: Bearer {0}", "Content-Type: application/json"], None))
V("Chatwork", "jp", "messaging", ("Chatwork API token", "Chatwork API 토큰"), [("CHATWORK_API_TOKEN", lambda: hx(32), True)],
  http=("POST", "https://api.chatwork.com/v2/rooms/%s/messages" % dg(9), ["X-ChatWorkToken: {0}"], "body=deploy+done"))
V("Backlog", "jp", "saas", ("Backlog API key", "Backlog API 키"), [("BACKLOG_API_KEY", lambda: an(64), True)],
  http=("GET", "https://acme.backlog.jp/api/v2/issues?apiKey={0}&projectId[]=%s" % dg(6), [], None))
V("kintone", "jp", "saas", ("kintone API token", "kintone API 토큰"), [("KINTONE_API_TOKEN", lambda: an(40), True)],
  http=("GET", "https://acme.cybozu.com/k/v1/records.json?app=%d" % R.randint(10, 400), ["X-Cybozu-API-Token: {0}"], None))
V("Sakura Cloud", "jp", "cloud", ("Sakura Cloud API key", "사쿠라 클라우드 API 키"),
  [("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: an(64), True)])
V("SmartHR", "jp", "saas", ("SmartHR access token", "SmartHR 액세스 토큰"), [("SMARTHR_ACCESS_TOKEN", lambda: "shr_" + hx(4) + "_" + an(40), True)])
V("freee", "jp", "saas", ("freee client secret", "freee 클라이언트 시크릿"),
  [("FREEE_CLIENT_ID", lambda: dg(16), False), ("FREEE_CLIENT_SECRET", lambda: b64u(86), True)])
V("Yahoo! JAPAN", "jp", "saas", ("Yahoo! JAPAN client secret", "Yahoo! JAPAN 클라이언트 시크릿"),
  [("YJ_CLIENT_ID", lambda: "dj00" + an(52), False), ("YJ_CLIENT_SECRET", lambda: an(40), True)])

# ---- China ------------------------------------------------------------------------------
V("Alibaba Cloud", "cn", "cloud", ("Alibaba Cloud AccessKey", "알리바바 클라우드 AccessKey"),
  [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30), True)])
V("Tencent Cloud", "cn", "cloud", ("Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey"),
  [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + an(32), True), ("TENCENTCLOUD_SECRET_KEY", lambda: an(32), True)])
V("Huawei Cloud", "cn", "cloud", ("Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK"),
  [("HUAWEICLOUD_SDK_AK", lambda: un(20), True), ("HUAWEICLOUD_SDK_SK", lambda: an(40), True)])
V("Baidu Cloud", "cn", "cloud", ("Baidu AI Cloud AK/SK", "바이두 클라우드 AK/SK"),
  [("BCE_ACCESS_KEY_ID", lambda: hx(32), True), ("BCE_SECRET_ACCESS_KEY", lambda: hx(32), True)])
V("Qiniu", "cn", "cloud", ("Qiniu AK/SK", "치니우 AK/SK"),
  [("QINIU_ACCESS_KEY", lambda: b64u(40), True), ("QINIU_SECRET_KEY", lambda: b64u(40), True)])
V("Volcengine", "cn", "cloud", ("Volcengine AK/SK", "볼케이노엔진 AK/SK"),
  [("VOLC_ACCESSKEY", lambda: "AKLT" + b64u(42), True), ("VOLC_SECRETKEY", lambda: b64bytes(45), True)])
V("WeChat", "cn", "saas", ("WeChat AppSecret", "위챗 AppSecret"),
  [("WECHAT_APPID", lambda: "wx" + hx(16), False), ("WECHAT_APPSECRET", lambda: hx(32), True)],
  http=("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}", [], None))
V("DingTalk", "cn", "messaging", ("DingTalk robot token and signing secret", "딩톡 로봇 토큰과 서명 시크릿"),
  [("DINGTALK_ACCESS_TOKEN", lambda: hx(64), True), ("DINGTALK_SECRET", lambda: "SEC" + hx(64), True)],
  http=("POST", "https://oapi.dingtalk.com/robot/send?access_token={0}", ["Content-Type: application/json"], '{"msgtype":"text","text":{"content":"build ok"}}'))
V("Feishu", "cn", "messaging", ("Feishu app secret", "Feishu 앱 시크릿"),
  [("FEISHU_APP_ID", lambda: "cli_" + hx(16), False), ("FEISHU_APP_SECRET", lambda: an(32), True)])
V("WeCom", "cn", "messaging", ("WeCom robot webhook key", "WeCom 로봇 웹훅 키"), [("WECOM_BOT_KEY", uuid4, True)],
  http=("POST", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={0}", ["Content-Type: application/json"], '{"msgtype":"text","text":{"content":"deploy finished"}}'))


# --------------------------------------------------------------------------------------
# renderers: turn [(VAR, value), ...] into a config/code/log snippet
# --------------------------------------------------------------------------------------
def slug(name):
    out = "".join(c.lower() if c.isalnum() else "_" for c in name)
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def short_key(var, vslug):
    k = var.lower()
    for p in (vslug + "_", vslug.split("_")[0] + "_"):
        if k.startswith(p) and len(k) > len(p) + 2:
            return k[len(p):]
    return k


def camel(k):
    parts = k.split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def comment(lang, style="#"):
    txt = pick(L(lang, ["TODO move to vault", "temporary", "prod", "do not change", "added for the migration",
                        "from " + pick(PEOPLE_EN), "rotated last sprint", "staging only?"],
                   ["TODO vault로 옮길 것", "임시", "운영", "변경 금지", "마이그레이션용", pick(PEOPLE_KO) + " 제공",
                    "지난 스프린트에 교체함", "staging 전용?"]))
    return style + " " + txt


FILL_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "TZ=Asia/Seoul", "APP_ENV=staging",
            "REDIS_URL=redis://redis:6379/0", "FEATURE_NEW_CHECKOUT=true", "WORKERS=4", "DEBUG=false",
            "HTTP_TIMEOUT_MS=15000", "OTEL_SERVICE_NAME=%s", "S3_BUCKET=%s-uploads"]


def fill_env():
    f = pick(FILL_ENV)
    return f % pick(SVCS) if "%s" in f else f


def r_dotenv(lang, items, vn):
    lines = []
    if chance(0.4):
        lines.append(comment(lang))
    for _ in range(R.randint(0, 2)):
        lines.append(fill_env())
    for k, v in items:
        q = pick(["", "", '"']) if not any(c in v for c in ' #"') else '"'
        lines.append("%s=%s%s%s" % (k, q, v, q))
        if chance(0.3):
            lines.append(fill_env())
    return "\n".join(lines), pick([".env", ".env.production", ".env.local", "apps/api/.env", ".env.staging", "deploy/.env"])


def r_export(lang, items, vn):
    lines = ["export %s='%s'" % (k, v) if "$" in v else 'export %s="%s"' % (k, v) for k, v in items]
    if chance(0.5):
        lines.insert(0, pick(["#!/usr/bin/env bash", "set -euo pipefail", comment(lang)]))
    if chance(0.5):
        lines.append(pick(["./bin/%s --once" % pick(SVCS), "npm run sync", "python -m jobs.%s" % slug(pick(SVCS)), "make deploy"]))
    return "\n".join(lines), pick(["~/.zshrc", "scripts/dev-env.sh", "deploy.sh", "~/.bashrc", "run_local.sh", ".envrc"])


def r_yaml(lang, items, vn):
    vs = slug(vn)
    lines = [pick(["app:", "integrations:", "clients:", "external:"])]
    lines.append("  %s:" % vs)
    for k, v in items:
        lines.append('    %s: "%s"' % (short_key(k, vs), v))
    if chance(0.6):
        lines.append("    timeout: %ds" % R.choice([5, 10, 30]))
    if chance(0.4):
        lines.insert(0, "server:\n  port: %d" % pick([8080, 3000, 9000]))
    return "\n".join(lines), pick(["config/production.yml", "config/settings.yaml", "application-prod.yml", "config/secrets.yml", "helm/values-prod.yaml"])


def r_json(lang, items, vn):
    vs = camel(slug(vn))
    obj = {vs: {camel(short_key(k, slug(vn))): v for k, v in items}}
    if chance(0.5):
        obj = dict([("env", pick(ENVS))] + list(obj.items()))
    s = json.dumps(obj, indent=pick([2, 4]), ensure_ascii=False) if chance(0.7) else json.dumps(obj, ensure_ascii=False)
    return s, pick(["config/default.json", "appsettings.Production.json", "secrets.json", "config.json", "local.settings.json"])


def r_toml(lang, items, vn):
    lines = ["[%s]" % slug(vn)] + ['%s = "%s"' % (short_key(k, slug(vn)), v) for k, v in items]
    if chance(0.5):
        lines = ["[server]", "port = %d" % pick([8080, 8000]), ""] + lines
    return "\n".join(lines), pick(["config/prod.toml", "settings.toml", "config.toml", ".secrets.toml"])


def r_ini(lang, items, vn):
    lines = ["[%s]" % slug(vn)] + ["%s = %s" % (short_key(k, slug(vn)), v) for k, v in items]
    if chance(0.4):
        lines.insert(0, comment(lang, ";"))
    return "\n".join(lines), pick(["config.ini", "settings.ini", "setup.cfg", "conf/app.ini"])


def r_properties(lang, items, vn):
    vs = slug(vn).replace("_", "-")
    lines = ["%s.%s=%s" % (vs, short_key(k, slug(vn)).replace("_", "-"), v) for k, v in items]
    if chance(0.5):
        lines.insert(0, "spring.profiles.active=%s" % pick(ENVS))
    return "\n".join(lines), pick(["src/main/resources/application-prod.properties", "application.properties", "gradle.properties"])


def r_hcl(lang, items, vn):
    if chance(0.5):
        lines = ['%s = "%s"' % (k.lower(), v) for k, v in items]
        return "\n".join(lines), pick(["terraform.tfvars", "envs/prod/terraform.tfvars", "prod.auto.tfvars"])
    lines = []
    for k, v in items:
        lines += ['variable "%s" {' % k.lower(), "  type    = string", '  default = "%s"' % v, "}"]
    return "\n".join(lines), pick(["variables.tf", "infra/main.tf", "modules/app/variables.tf"])


def r_xml(lang, items, vn):
    lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (vn.replace(" ", ""), camel(short_key(k, slug(vn))).capitalize(), v)
                                 for k, v in items] + ["</appSettings>"]
    return "\n".join(lines), pick(["web.config", "App.config", "Web.Release.config"])


def r_dockerfile(lang, items, vn):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"]), "WORKDIR /app"]
    lines += ["ENV %s=%s" % (k, v) for k, v in items]
    lines += [pick(["COPY . .", "COPY --from=build /app/dist ./dist"]), pick(['CMD ["node", "server.js"]', 'CMD ["python", "-m", "app"]', 'ENTRYPOINT ["/app/server"]'])]
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod", "services/api/Dockerfile"])


def r_compose(lang, items, vn):
    svc = pick(SVCS)
    lines = ["services:", "  %s:" % svc, "    image: ghcr.io/%s/%s:%s" % (pick(["acme", "shopline", "orbit-labs"]), svc, pick(["latest", "1.4.2", "main"])),
             "    environment:"]
    dash = chance(0.5)
    for k, v in items:
        lines.append("      - %s=%s" % (k, v) if dash else '      %s: "%s"' % (k, v))
    if chance(0.5):
        lines += ["    ports:", '      - "%d:%d"' % ((pick([8080, 3000, 5000]),) * 2)]
    return "\n".join(lines), pick(["docker-compose.yml", "compose.prod.yaml", "docker-compose.override.yml"])


def r_k8s(lang, items, vn):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (pick(SVCS), slug(vn).replace("_", "-")),
             "  namespace: %s" % pick(["default", "prod", "apps", "payments"]), "type: Opaque", "stringData:"]
    lines += ['  %s: "%s"' % (k, v) for k, v in items]
    return "\n".join(lines), pick(["k8s/secret.yaml", "deploy/prod/secrets.yaml", "manifests/%s-secret.yaml" % slug(vn)])


def r_gha(lang, items, vn):
    lines = ["name: %s" % pick(JOBS), "on: [push]", "jobs:", "  run:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, v) for k, v in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make test", "npm ci && npm run deploy", "./scripts/release.sh"])]
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/ci.yml", ".github/workflows/nightly.yml"])


def r_gitlab(lang, items, vn):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in items]
    lines += ["", "%s:" % pick(JOBS), "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "make release", "helm upgrade --install app ./chart"])]
    return "\n".join(lines), ".gitlab-ci.yml"


def r_python(lang, items, vn):
    k = R.randrange(3)
    if k == 0:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (a, b) for a, b in items]
    elif k == 1:
        lines = ['%s = "%s"%s' % (a, b, "  " + comment(lang) if chance(0.3) else "") for a, b in items]
    else:
        args = ", ".join('%s="%s"' % (short_key(a, slug(vn)), b) for a, b in items)
        lines = ["from %s import Client" % slug(vn), "", "client = Client(%s)" % args]
    return "\n".join(lines), pick(["settings.py", "app/config.py", "scripts/backfill.py", "notebooks/explore.ipynb", "tests/conftest.py"])


def r_js(lang, items, vn):
    if chance(0.5):
        lines = ["const %s = '%s';" % (camel(a.lower()), b) for a, b in items]
    else:
        lines = ["export default {", "  %s: {" % camel(slug(vn))] + ["    %s: '%s'," % (camel(short_key(a, slug(vn))), b) for a, b in items] + ["  },", "};"]
    if chance(0.3):
        lines.insert(0, comment(lang, "//"))
    return "\n".join(lines), pick(["src/config.ts", "lib/client.js", "next.config.js", "src/env.mjs", "scripts/seed.ts"])


def r_go(lang, items, vn):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(a.lower()), b) for a, b in items] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go", "pkg/%s/client.go" % slug(vn)])


def r_java(lang, items, vn):
    if chance(0.5):
        lines = ['    private static final String %s = "%s";' % (a, b) for a, b in items]
        return "\n".join(lines), pick(["src/main/java/com/acme/config/ApiConfig.java", "src/main/java/kr/co/shop/pay/PayClient.java"])
    lines = ['    val %s = "%s"' % (camel(a.lower()), b) for a, b in items]
    return "\n".join(lines), pick(["app/src/main/kotlin/Config.kt", "build.gradle.kts"])


def r_csharp(lang, items, vn):
    lines = ['var %s = "%s";' % (camel(a.lower()), b) for a, b in items]
    return "\n".join(lines), pick(["Program.cs", "Services/PaymentService.cs", "Startup.cs"])


def r_ruby(lang, items, vn):
    lines = ['ENV["%s"] ||= "%s"' % (a, b) for a, b in items]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % slug(vn), "config/application.rb", "lib/tasks/sync.rake"])


def r_php(lang, items, vn):
    lines = ["return ["] + ["    '%s' => '%s'," % (short_key(a, slug(vn)), b) for a, b in items] + ["];"]
    return "\n".join(lines), pick(["config/services.php", "wp-config.php", "app/config/%s.php" % slug(vn)])


def r_rust(lang, items, vn):
    lines = ['const %s: &str = "%s";' % (a, b) for a, b in items]
    return "\n".join(lines), pick(["src/config.rs", "src/main.rs"])


def r_powershell(lang, items, vn):
    lines = ['$env:%s = "%s"' % (a, b) for a, b in items]
    if chance(0.5):
        lines.append(pick([".\\run.ps1", "dotnet run --project src/Api", "npm start"]))
    return "\n".join(lines), pick(["setup-dev.ps1", "scripts\\local.ps1", "$PROFILE"])


def r_log(lang, items, vn):
    ts = "2025-%02d-%02d %s,%03d" % (R.randint(1, 12), R.randint(1, 28), hhmmss(), R.randint(0, 999))
    svc = pick(SVCS)
    k = R.randrange(3)
    if k == 0:
        d = ", ".join("'%s': '%s'" % (short_key(a, slug(vn)), b) for a, b in items)
        return "%s DEBUG [%s] %s client init: {%s, 'timeout': 30}" % (ts, svc, vn, d), pick(["logs/app.log", "logs/%s.log" % svc, "/var/log/%s/current" % svc])
    if k == 1:
        lines = ["%s INFO  Loaded configuration from environment" % ts] + ["%s DEBUG   %s=%s" % (ts, a, b) for a, b in items]
        return "\n".join(lines), pick(["logs/startup.log", "/var/log/%s.log" % svc, "build/logs/boot.txt"])
    return "\n".join("level=debug msg=\"config\" key=%s value=%s" % (a, b) for a, b in items), pick(["logs/worker.log", "ci/job-output.txt", "logs/debug.log"])


def r_diff(lang, items, vn):
    f = pick([".env.example", "config/settings.yaml", "docker-compose.yml"])
    lines = ["diff --git a/%s b/%s" % (f, f), "index %s..%s 100644" % (hx(7), hx(7)), "--- a/%s" % f, "+++ b/%s" % f,
             "@@ -%d,%d +%d,%d @@" % (R.randint(1, 40), 3, R.randint(1, 40), 3 + len(items)), " " + fill_env()]
    for a, b in items:
        lines.append("+%s=%s" % (a, b))
    lines.append(" " + fill_env())
    return "\n".join(lines), pick(["the last commit", "PR #%d" % R.randint(100, 4000), "git show HEAD~%d" % R.randint(1, 5)])


def r_table(lang, items, vn):
    hdr = L(lang, "| name | value | note |", "| 이름 | 값 | 비고 |")
    lines = [hdr, "|---|---|---|"]
    for a, b in items:
        lines.append("| %s | %s | %s |" % (a, b, pick(L(lang, ["prod", "staging", "shared", "-"], ["운영", "스테이징", "공용", "-"]))))
    return "\n".join(lines), pick(["the Confluence page", "docs/runbook.md", "the wiki table", "README.md"])


def r_prose(lang, items, vn):
    parts = []
    for a, b in items:
        parts.append(pick(L(lang, ["%s is %s" % (a, b), "%s = %s" % (a, b), "the %s value is %s" % (a.lower(), b)],
                              ["%s 값은 %s" % (a, b), "%s = %s" % (a, b), "%s는 %s 입니다" % (a, b)])))
    return L(lang, "; ".join(parts) + ".", ", ".join(parts)), pick(L(lang, ["Slack DM", "the ticket", "a chat message"],
                                                                     ["슬랙 DM", "티켓 본문", "카톡 메시지"]))


def r_mcp(lang, items, vn):
    obj = {"mcpServers": {slug(vn).replace("_", "-"): {"command": "npx", "args": ["-y", "@%s/mcp-server" % slug(vn).replace("_", "-")],
                                                       "env": {a: b for a, b in items}}}}
    return json.dumps(obj, indent=2, ensure_ascii=False), pick([".cursor/mcp.json", "claude_desktop_config.json", ".vscode/mcp.json", ".mcp.json"])


def r_systemd(lang, items, vn):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (a, b) for a, b in items] + ["ExecStart=/opt/%s/bin/server" % pick(SVCS), "Restart=always"]
    return "\n".join(lines), pick(["/etc/systemd/system/%s.service" % pick(SVCS), "deploy/app.service"])


def r_helm(lang, items, vn):
    sets = " ".join("--set %s.%s=%s" % (camel(slug(vn)), camel(short_key(a, slug(vn))), b) for a, b in items)
    return "helm upgrade --install %s ./charts/%s -n %s %s" % (pick(SVCS), pick(SVCS), pick(["prod", "apps"]), sets), \
        pick(["the deploy script", "Makefile", "scripts/deploy.sh", "shell history"])


def r_ansible(lang, items, vn):
    lines = ["---"] + ['%s: "%s"' % (a.lower(), b) for a, b in items]
    return "\n".join(lines), pick(["group_vars/prod.yml", "inventories/prod/group_vars/all.yml", "roles/app/defaults/main.yml"])


def r_jupyter(lang, items, vn):
    lines = ["%%env %s=%s" % (a, b) for a, b in items]
    return "\n".join(lines), pick(["notebooks/eda.ipynb (cell 2)", "the Colab notebook", "analysis.ipynb"])


def r_windows(lang, items, vn):
    lines = ['setx %s "%s"' % (a, b) for a, b in items]
    return "\n".join(lines), pick(["setup.bat", "the Windows build agent", "README-windows.md"])


def http_fill(t, vals):
    for i, v in enumerate(vals):
        t = t.replace("{b64c%d}" % i, b64of(v + ":")).replace("{%d}" % i, v)
    return t


def http_extra(vendor, vals):
    """secrets created by the http templates themselves (Basic blobs)"""
    out = []
    for i, v in enumerate(vals):
        if any("{b64c%d}" % i in h for h in vendor["http"][2]):
            out.append(b64of(v + ":"))
    return out


def r_curl(lang, items, vn, vendor=None):
    vals = [b for a, b in items]
    method, url, hdrs, body = vendor["http"]
    parts = ["curl -sS"]
    if method != "GET":
        parts.append("-X " + method)
    parts.append('"%s"' % http_fill(url, vals))
    for h in hdrs:
        parts.append('-H "%s"' % http_fill(h, vals))
    if body:
        parts.append("-d '%s'" % http_fill(body, vals))
    s = " \\\n  ".join(parts) if chance(0.6) else " ".join(parts)
    if chance(0.4):
        s += "\n" + pick(['{"error":"unauthorized"}', "HTTP/2 200", '{"ok":true}', "curl: (28) Operation timed out after 30001 ms",
                          "HTTP/1.1 429 Too Many Requests"])
    return s, pick(["scripts/smoke.sh", "docs/runbook.md", "Makefile", "scripts/check_api.sh", "~/.zsh_history"])


def r_http(lang, items, vn, vendor=None):
    vals = [b for a, b in items]
    method, url, hdrs, body = vendor["http"]
    u = urllib.parse.urlsplit(http_fill(url, vals))
    lines = ["%s %s%s HTTP/1.1" % (method, u.path, "?" + u.query if u.query else ""), "Host: " + u.netloc]
    lines += [http_fill(h, vals) for h in hdrs]
    lines.append("User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.2", "okhttp/4.12.0", "Go-http-client/2.0"]))
    if body:
        lines += ["", http_fill(body, vals)]
    return "\n".join(lines), pick(["captures/checkout.har", "debug/http-trace.log", "logs/http_client.log", "tmp/request.txt"])


RENDERERS = [("dotenv", r_dotenv, 6), ("export", r_export, 3), ("yaml", r_yaml, 4), ("json", r_json, 4), ("toml", r_toml, 2),
             ("ini", r_ini, 1), ("properties", r_properties, 2), ("hcl", r_hcl, 2), ("xml", r_xml, 1), ("dockerfile", r_dockerfile, 2),
             ("compose", r_compose, 3), ("k8s-secret", r_k8s, 2), ("gha", r_gha, 2), ("gitlab-ci", r_gitlab, 1), ("python", r_python, 4),
             ("js", r_js, 3), ("go", r_go, 1), ("java/kotlin", r_java, 2), ("csharp", r_csharp, 1), ("ruby", r_ruby, 1), ("php", r_php, 1),
             ("rust", r_rust, 1), ("powershell", r_powershell, 1), ("log", r_log, 3), ("diff", r_diff, 2), ("table", r_table, 1),
             ("prose", r_prose, 2), ("mcp-json", r_mcp, 2), ("systemd", r_systemd, 1), ("helm", r_helm, 1), ("ansible", r_ansible, 1),
             ("jupyter", r_jupyter, 1), ("windows-setx", r_windows, 1)]
HTTP_RENDERERS = [("curl", r_curl, 5), ("http-request", r_http, 3)]


def pick_weighted(rows):
    total = sum(r[2] for r in rows)
    x = R.random() * total
    for r in rows:
        x -= r[2]
        if x < 0:
            return r
    return rows[-1]


def render_ok(name, values):
    bad = {"xml": '&<>"\'', "php": "'\\", "js": "'\\", "python": '"\\', "rust": '"\\', "go": '"\\', "java/kotlin": '"\\$',
           "csharp": '"\\', "ruby": '"\\#', "powershell": '"$`', "yaml": '"\\', "toml": '"\\', "compose": '"\\$', "k8s-secret": '"\\',
           "gha": "\"'#:{}", "gitlab-ci": '"\\$', "hcl": '"\\$', "helm": " ,=\\", "json": '"\\', "mcp-json": '"\\', "export": "'",
           "windows-setx": '"%', "systemd": '"\\% ', "ansible": '"\\', "jupyter": " $", "dockerfile": " $", "log": " '", "table": "|",
           "prose": "", "properties": "\\", "ini": "%;", "diff": "", "dotenv": '"'}
    return not any(c in v for v in values for c in bad.get(name, ""))


# --------------------------------------------------------------------------------------
# vendor notes (secret) and their clean twins (placeholders / references / masked values)
# --------------------------------------------------------------------------------------
def draw_items(vendor):
    """-> [(VAR, display, listed_parts)]"""
    out = []
    for var, gen, listed in vendor["items"]:
        v = gen()
        if isinstance(v, tuple):
            disp, parts = v
        else:
            disp, parts = v, [v]
        out.append((var, disp, parts if listed else []))
    return out


def clean_value(var, disp, parts, rname, vendor):
    """a non-credential stand-in for a credential value"""
    low = var.lower()
    opts = ["${%s}" % var, "<%s>" % low.replace("_", "-"), "REPLACE_ME", "********", "[REDACTED]", "<redacted>",
            "your-%s-here" % low.replace("_", "-"), "%s_PLACEHOLDER" % var, "xxxxxxxxxxxxxxxx", "{{ .Values.%s }}" % camel(low),
            "vault:secret/data/%s#%s" % (pick(SVCS), low), "op://Prod/%s/credential" % vendor["name"].replace(" ", "-"),
            "$(cat /run/secrets/%s)" % low, ""]
    if rname == "gha":
        opts += ["${{ secrets.%s }}" % var] * 6
    if rname in ("k8s-secret", "compose", "dotenv"):
        opts += ["${%s}" % var] * 2
    p0 = parts[0] if parts else disp
    if vendor["pfx"] and len(p0) > vendor["pfx"] + 8:
        opts += [p0[:vendor["pfx"]] + "…" + p0[-4:], p0[:vendor["pfx"]] + "****"] * 2
    for _ in range(40):
        c = pick(opts)
        if disp != p0:                      # compound value: only the credential part is replaced
            c = disp.replace(p0, pick(["<password>", "****", "${DB_PASSWORD}", "<secret>", "REDACTED"]))
        if render_ok(rname, [c]):
            return c
    return "REDACTED"


def vendor_note(lang, vendor, clean=False):
    raw = draw_items(vendor)
    use_http = vendor["http"] is not None and chance(0.35)
    if clean and use_http and any("{b64c" in h for h in vendor["http"][2]):
        use_http = False                    # a Basic blob of a placeholder would still look like a credential
    if use_http:
        rname, fn, _ = pick_weighted(HTTP_RENDERERS)
    for _ in range(50):
        if use_http:
            break
        rname, fn, _ = pick_weighted(RENDERERS)
        if render_ok(rname, [d for _, d, _ in raw]):
            break
    else:
        rname, fn = "prose", r_prose
    items = []
    for var, disp, parts in raw:
        if clean and (parts or any(w in var for w in ("KEY", "TOKEN", "SECRET", "PASS"))):
            if not parts and not use_http:
                continue                    # drop non-listed key-ish items from clean notes entirely
            disp = clean_value(var, disp, parts, rname, vendor)
        items.append((var, disp))
    if not items:
        items = [(raw[0][0], "${%s}" % raw[0][0])]
    if use_http:
        snippet, where = fn(lang, items, vendor["kname"], vendor=vendor)
    else:
        snippet, where = fn(lang, items, vendor["kname"])
    secrets = []
    if not clean:
        for _, _, parts in raw:
            for p in parts:
                if p in snippet and p not in secrets:
                    secrets.append(p)
        if use_http:
            for x in http_extra(vendor, [d for _, d in items]):
                if x not in secrets:
                    secrets.append(x)
    name = vendor["name"] if lang == "en" else vendor["ko"]
    ctx = default_ctx(lang, where=where, vendor=name, thing=vendor["thing"][0 if lang == "en" else 1])
    fields = compose(lang, snippet, ctx)
    cat = "%s: %s%s [%s]" % (rname, vendor["thing"][0], " (placeholder/reference)" if clean else "", vendor["name"])
    return cat, fields, secrets


# --------------------------------------------------------------------------------------
# special secret templates.  Each returns
#   ("S", category, snippet, [secrets], ctx_overrides)   -> wrapped by compose()
#   ("F", category, (missing_context, lesson, ask), [secrets])
# --------------------------------------------------------------------------------------
SECRET_T = []


def st(n=1):
    def deco(fn):
        SECRET_T.append((fn, n))
        return fn
    return deco


def pw(lang="en", kind=None):
    while True:
        if kind == "human":
            p = pw_human()
        elif kind == "kokb":
            p = pw_korean_keyboard()
        elif kind == "hangul":
            p = pw_hangul()
        elif kind == "strong":
            p = pw_strong()
        else:
            p = pw_any(lang)
        if len(p) >= 8:
            return p


def url_pw(p):
    """what a password looks like inside a URL userinfo"""
    return pct(p) if any(not (c.isascii() and (c.isalnum() or c in "_.-~")) for c in p) else p


DB_SCHEMES = [("postgresql", 5432, "Postgres"), ("postgres", 5432, "Postgres"), ("mysql", 3306, "MySQL"),
              ("mysql+pymysql", 3306, "MySQL"), ("redis", 6379, "Redis"), ("rediss", 6380, "Redis"),
              ("amqps", 5671, "RabbitMQ"), ("amqp", 5672, "RabbitMQ"), ("mongodb", 27017, "MongoDB"),
              ("clickhouse", 8443, "ClickHouse"), ("neo4j+s", 7687, "Neo4j"), ("nats", 4222, "NATS"),
              ("mqtts", 8883, "MQTT broker"), ("ftp", 21, "FTP"), ("sftp", 22, "SFTP"), ("smtps", 465, "SMTP"),
              ("https", 9200, "Elasticsearch"), ("couchdb", 5984, "CouchDB"), ("postgresql+asyncpg", 5432, "Postgres")]


@st(6)
def t_db_url(lang):
    scheme, port, prod = pick(DB_SCHEMES)
    p = pw(lang)
    w = url_pw(p)
    user = "default" if scheme.startswith("redis") and chance(0.5) else pick(DB_USERS)
    h = host("db")
    path = "/" + pick(DB_NAMES) if scheme not in ("nats", "mqtts", "smtps", "ftp", "sftp") else ""
    q = pick(["", "?sslmode=require", "?ssl=true", "?connect_timeout=10", "?authSource=admin"]) if path else ""
    if scheme.startswith("redis") and chance(0.4):
        url = "%s://:%s@%s:%d/0" % (scheme, w, h, port)
    else:
        url = "%s://%s:%s@%s:%d%s%s" % (scheme, user, w, h, port, path, q)
    k = R.randrange(6)
    if k == 0:
        snip = "%s_URL=%s" % (pick(["DATABASE", "DB", "BROKER", "CACHE", prod.upper().replace(" ", "_")]), url)
    elif k == 1:
        snip = 'engine = create_engine("%s", pool_pre_ping=True)' % url
    elif k == 2:
        snip = "$ %s '%s'" % (pick(["psql", "mongosh", "redis-cli -u", "clickhouse client --host", "nats sub -s"]), url) + \
            "\n" + pick(["Connection refused", "timeout after 10s", "OK", "FATAL:  no pg_hba.conf entry for host", "Connected."])
    elif k == 3:
        snip = "%s ERROR [%s] could not connect to %s: %s" % (iso_date(), pick(SVCS), url,
                                                           pick(["connection refused", "i/o timeout", "certificate verify failed", "authentication failed"]))
    elif k == 4 and prod in ("Postgres", "MySQL", "Redis", "MongoDB", "Neo4j", "Elasticsearch", "CouchDB", "ClickHouse"):
        snip = "spring:\n  data:\n    %s:\n      url: %s" % (slug(prod), url)
    else:
        snip = '  "connectionString": "%s",' % url
    return ("S", "connection URL with password: %s" % prod, snip, [w],
            dict(vendor=prod, thing=L(lang, "%s connection string" % prod, "%s 접속 문자열" % prod)))


@st(2)
def t_url_encoding_bug(lang):
    p = pw(lang, "strong")
    while "@" not in p:
        p = p[:-3] + "@" + p[-2:] if len(p) > 10 else p + "@x"
    user, h, db = pick(DB_USERS), host("db"), pick(DB_NAMES)
    bad = "postgresql://%s:%s@%s:5432/%s" % (user, p, h, db)
    good = "postgresql://%s:%s@%s:5432/%s" % (user, pct(p), h, db)
    mc = L(lang, "Migration job failed with `could not translate host name` even though the host is fine. The URL in the job env was:\n" + bad,
           "마이그레이션 잡이 `could not translate host name`으로 실패했는데 호스트는 정상이었음. 잡 환경변수의 URL:\n" + bad)
    le = L(lang, "The password contains '@', so everything after it was parsed as the host. Percent-encode it:\n" + good,
           "비밀번호에 '@'가 있어서 그 뒤가 호스트로 파싱됨. 퍼센트 인코딩 필요:\n" + good)
    ask = L(lang, "Can we rotate this password to one without URL-special characters?", "URL 특수문자가 없는 비밀번호로 교체해도 될까요?")
    return ("F", "connection URL: unencoded '@' in password, raw and percent-encoded", (mc, le, ask), [p, pct(p)])


@st(3)
def t_jdbc(lang):
    p = pw(lang, pick(["strong", "human"]))
    while any(c in p for c in ";&'\""):
        p = pw(lang, "strong")
    u, h, db = pick(DB_USERS), host("db"), pick(DB_NAMES)
    k = R.randrange(4)
    if k == 0:
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, p)
        prod = "Postgres"
    elif k == 1:
        s = "jdbc:mysql://%s:3306/%s?useSSL=false&user=%s&password=%s&serverTimezone=Asia/Seoul" % (h, db, u, p)
        prod = "MySQL"
    elif k == 2:
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, p)
        prod = "SQL Server"
    else:
        while "@" in p or "/" in p:
            p = pw(lang, "human")
        s = "jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (u, p, h)
        prod = "Oracle"
    snip = pick(["spring.datasource.url=" + s, "<property name=\"url\" value=\"%s\"/>" % s.replace("&", "&amp;") if "&" not in s else "url: " + s,
                 "JDBC_URL=" + s, "HikariPool-1 - Starting... url=" + s])
    return ("S", "JDBC URL with password: %s" % prod, snip, [p], dict(vendor=prod, thing=L(lang, "JDBC URL", "JDBC URL")))


@st(3)
def t_ado(lang):
    p = pw(lang, pick(["strong", "human", "kokb"]))
    while any(c in p for c in ";{}\"'\\"):
        p = pw(lang, "strong")
    srv = pick(["tcp:%s.database.windows.net,1433" % pick(["sql-prod-krc", "erp-db", "mirae-core"]), host("db") + ",1433", "localhost\\SQLEXPRESS"])
    u = pick(["sa", "app_user", "erp_admin", "reporting"])
    cs = "Server=%s;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (srv, pick(DB_NAMES), u, p)
    k = R.randrange(3)
    if k == 0:
        snip = '"ConnectionStrings": {\n  "Default": "%s"\n}' % cs
    elif k == 1:
        snip = '<add name="ErpDb" connectionString="%s" providerName="System.Data.SqlClient" />' % cs
    else:
        cs = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (srv, pick(DB_NAMES), u, p)
        snip = 'conn = pyodbc.connect("%s")' % cs
    return ("S", "ADO.NET/ODBC connection string password", snip, [p], dict(vendor="SQL Server", thing=L(lang, "connection string", "연결 문자열")))


@st(2)
def t_kafka_jaas(lang):
    user, secret = un(16), b64s(64)
    snip = "\n".join(["bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092" % ln(5), "security.protocol=SASL_SSL",
                      "sasl.mechanism=PLAIN",
                      'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (user, secret)])
    return ("S", "Kafka client.properties SASL password [Confluent Cloud]", snip, [secret],
            dict(vendor="Confluent Cloud", where=pick(["client.properties", "config/kafka.properties", "src/main/resources/kafka.conf"]),
                 thing=L(lang, "Kafka API secret", "Kafka API 시크릿")))


@st(3)
def t_git_remote_token(lang):
    k = R.randrange(5)
    if k == 0:
        tok = "ghp_" + an(36)
        url = "https://%s@github.com/%s.git" % (tok, pick(REPOS))
        v = "GitHub"
    elif k == 1:
        tok = "glpat-" + b64u(20)
        url = "https://oauth2:%s@gitlab.com/%s.git" % (tok, pick(REPOS))
        v = "GitLab"
    elif k == 2:
        tok = "ghs_" + an(36)
        url = "https://x-access-token:%s@github.com/%s" % (tok, pick(REPOS))
        v = "GitHub"
    elif k == 3:
        tok = ln(52)
        url = "https://build:%s@dev.azure.com/%s/_git/%s" % (tok, pick(["acme", "mirae-fin"]), pick(["core", "web"]))
        v = "Azure DevOps"
    else:
        tok = "ATBB" + an(28) + HX(8)
        url = "https://%s:%s@bitbucket.org/%s.git" % (pick(["ci-bot", "jenkins"]), tok, pick(REPOS))
        v = "Bitbucket"
    snip = pick(["$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url), "git clone %s" % url,
                 "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url,
                 "RUN git clone --depth 1 %s /src" % url])
    return ("S", "git remote URL with embedded token [%s]" % v, snip, [tok],
            dict(vendor=v, where=pick([".git/config", "Dockerfile", "the CI log", "scripts/bootstrap.sh"]), thing=L(lang, "access token", "액세스 토큰")))


@st(2)
def t_registry_url(lang):
    k = R.randrange(4)
    if k == 0:
        tok = "glpat-" + b64u(20)
        s = "--extra-index-url https://__token__:%s@gitlab.%s/api/v4/projects/%d/packages/pypi/simple" % (tok, pick(DOMAINS), R.randint(100, 999))
        v, w = "GitLab", "requirements.txt"
    elif k == 1:
        tok = "AKCp8" + an(68)
        s = "[global]\nindex-url = https://ci-deployer:%s@%s.jfrog.io/artifactory/api/pypi/pypi-virtual/simple" % (tok, pick(["acme", "mirae"]))
        v, w = "JFrog", "pip.conf"
    elif k == 2:
        tok = pw(lang, "strong")
        while any(c in tok for c in "@:/#?"):
            tok = pw(lang, "strong")
        s = 'repositories {\n    maven {\n        url "https://nexus.%s/repository/maven-releases/"\n        credentials {\n            username "deployer"\n            password "%s"\n        }\n    }\n}' % (pick(DOMAINS), tok)
        v, w = "Nexus", "build.gradle"
    else:
        tok = "npm_" + an(36)
        s = "@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok
        v, w = "npm", ".npmrc"
    return ("S", "package registry credentials in %s [%s]" % (w, v), s, [tok],
            dict(vendor=v, where=w, thing=L(lang, "registry token", "레지스트리 토큰")))


@st(3)
def t_smtp(lang):
    k = R.randrange(5)
    if k == 0:
        p = " ".join(rs(LO, 4) for _ in range(4))
        snip = 'EMAIL_HOST = "smtp.gmail.com"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = "noreply@%s"\nEMAIL_HOST_PASSWORD = "%s"' % (pick(DOMAINS), p)
        v, thing = "Gmail", ("Gmail app password", "Gmail 앱 비밀번호")
        secrets = [p]
    elif k == 1:
        user, p = "AKIA" + b32(16), "B" + b64s(43)
        snip = "spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.username=%s\nspring.mail.password=%s" % (user, p)
        v, thing = "Amazon SES", ("SES SMTP credentials", "SES SMTP 자격 증명")
        secrets = [user, p]
    elif k == 2:
        p = un(12)
        snip = "MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s@naver.com\nMAIL_PASSWORD=%s" % (pick(["gomgom_ops", "hanbit.alert"]), p)
        v, thing = "Naver Mail", ("Naver SMTP app password", "네이버 SMTP 애플리케이션 비밀번호")
        secrets = [p]
    elif k == 3:
        p = pw(lang)
        while "'" in p:
            p = pw(lang)
        snip = "smtp:\n  host: smtp.office365.com\n  port: 587\n  user: alerts@%s\n  password: '%s'" % (pick(DOMAINS), p)
        v, thing = "Microsoft 365", ("SMTP password", "SMTP 비밀번호")
        secrets = [p]
    else:
        p = "-".join(rs(LO, 4) for _ in range(4))
        snip = "FASTLANE_USER=ios@%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (pick(DOMAINS), p)
        v, thing = "Apple", ("app-specific password", "앱 전용 암호")
        secrets = [p]
    return ("S", "mail/app password: %s [%s]" % (thing[0], v), snip, secrets, dict(vendor=v, thing=thing[0 if lang == "en" else 1]))


def shell_safe_pw(lang, kind=None):
    p = pw(lang, kind)
    while any(c in p for c in "'\"\\ $`"):
        p = pw(lang, kind)
    return p


@st(8)
def t_cli_password(lang):
    p = shell_safe_pw(lang, pick([None, "human", "strong", "kokb"]))
    h, u, db = host("db"), pick(DB_USERS), pick(DB_NAMES)
    k = R.randrange(22)
    cmds = [
        ("mysql -h %s -u %s -p%s %s -e 'SHOW PROCESSLIST'" % (h, u, p, db), "MySQL", "mysql -p"),
        ("mysqldump -h %s -u %s --password='%s' --single-transaction %s > dump.sql" % (h, u, p, db), "MySQL", "mysqldump --password"),
        ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, h, u, db), "Postgres", "PGPASSWORD env"),
        ("PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > %s.dump" % (p, h, u, db, db), "Postgres", "pg_dump"),
        ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (h, p), "Redis", "redis-cli -a"),
        ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (p, pick(["ubuntu", "ec2-user", "deploy"]), host("x"), pick(SVCS)), "SSH", "sshpass -p"),
        ("docker login %s -u %s -p '%s'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (pick(["registry.acme.io", "harbor.internal", "nexus.internal:8083"]), pick(["ci", "robot$deploy", "admin"]), p), "Docker registry", "docker login -p"),
        ("curl -u %s:%s -X POST https://jenkins.%s/job/%s/build" % (pick(["admin", "deploy"]), p, pick(DOMAINS), pick(JOBS)), "Jenkins", "curl -u"),
        ("sqlcmd -S %s -U sa -P '%s' -d %s -Q \"SELECT @@VERSION\"" % (h, p, db), "SQL Server", "sqlcmd -P"),
        ("kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password='%s' -n %s" % (pick(SVCS), u, p, pick(["prod", "apps"])), "Kubernetes", "kubectl --from-literal"),
        ("helm install %s bitnami/postgresql --set auth.postgresPassword='%s' --set auth.database=%s" % (pick(SVCS) + "-db", p, db), "Helm", "helm --set password"),
        ("7z a -p'%s' -mhe=on export_%s.7z ./export/" % (p, ymd().replace("-", "")), "7-Zip", "7z -p"),
        ("zip -P '%s' -r customers_%s.zip out/" % (p, ymd().replace("-", "")), "zip", "zip -P"),
        ("gpg --batch --yes --pinentry-mode loopback --passphrase '%s' -d backup.tar.gz.gpg | tar xz" % p, "GnuPG", "gpg --passphrase"),
        ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -passout pass:%s" % p, "OpenSSL", "openssl -passout"),
        ("keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore app.jks -deststorepass '%s'" % (p, p), "Java keystore", "keytool -storepass"),
        ("smbclient //%s/shared -U 'CORP\\%s%%%s' -c 'ls'" % (host("x"), pick(["svc_backup", "scanner"]), p), "SMB", "smbclient -U user%pass"),
        ("wget --user=%s --password='%s' https://files.%s/exports/latest.csv" % (pick(["partner", "export"]), p, pick(DOMAINS)), "HTTP basic", "wget --password"),
        ("lftp -u %s,'%s' sftp://%s -e 'mirror --reverse ./dist /var/www; bye'" % (pick(["deploy", "www"]), p, host("x")), "SFTP", "lftp -u"),
        ("ansible-playbook site.yml -i inventories/prod -e \"ansible_user=admin ansible_password=%s ansible_become_pass=%s\"" % (p, p), "Ansible", "ansible -e password"),
        ("mongosh 'mongodb://%s:%s@%s:27017/admin?authSource=admin' --eval 'db.stats()'" % (u, url_pw(p), h), "MongoDB", "mongosh URI"),
        ("mc alias set prod https://minio.%s %s '%s'" % (pick(DOMAINS), pick(["admin", "backup-user"]), p), "MinIO", "mc alias set"),
    ]
    snip, prod, label = cmds[k]
    listed = url_pw(p) if label == "mongosh URI" else p
    if chance(0.4):
        snip = "$ " + snip
    return ("S", "shell: %s" % label, snip, [listed], dict(where=pick(["~/.bash_history", "the runbook", "Makefile", "scripts/ops.sh", "the CI log"]),
                                                          thing=L(lang, "%s password" % prod, "%s 비밀번호" % prod)))


@st(4)
def t_cli_token(lang):
    k = R.randrange(9)
    if k == 0:
        t = "ghp_" + an(36)
        s, v = "echo %s | docker login ghcr.io -u %s --password-stdin" % (t, pick(["acme-bot", "minsu-kim"])), "GitHub"
    elif k == 1:
        t = "hvs." + an(24)
        s, v = "$ vault login %s\nSuccess! You are now authenticated." % t, "HashiCorp Vault"
    elif k == 2:
        t = aws_secret()
        s, v = "aws configure set aws_secret_access_key %s --profile %s" % (t, pick(["prod", "billing", "default"])), "AWS"
    elif k == 3:
        t = "npm_" + an(36)
        s, v = "npm config set //registry.npmjs.org/:_authToken %s" % t, "npm"
    elif k == 4:
        t = "gho_" + an(36)
        s, v = "gh auth login --with-token <<< %s" % t, "GitHub"
    elif k == 5:
        t = azure_client_secret()
        s, v = "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), t, uuid4()), "Azure"
    elif k == 6:
        t = "dop_v1_" + hx(64)
        s, v = "doctl auth init --access-token %s" % t, "DigitalOcean"
    elif k == 7:
        t = "2" + an(26) + "_" + an(21)
        s, v = "ngrok config add-authtoken %s\nAuthtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml" % t, "ngrok"
    else:
        t = an(40)
        s, v = "heroku config:set %s_API_KEY=%s -a %s" % (pick(["COHERE", "ZENDESK", "MISTRAL"]), t, pick(SVCS)), "Heroku"
    return ("S", "shell: CLI login/config with token [%s]" % v, s, [t],
            dict(vendor=v, where=pick(["~/.zsh_history", "the setup doc", "README.md", "the terminal scrollback"]), thing=L(lang, "token", "토큰")))


@st(2)
def t_wifi(lang):
    ssid = pick(["ACME-Office", "Gomgom_5G", "Shopline-Guest", "HQ-Staff", "iptime-3F", "KT_GiGA_5G_Wave2", "Studio-Pangyo"])
    p = pw(lang, pick(["human", "kokb", "strong", None]))
    while any(c in p for c in "\"\\"):
        p = pw(lang, "human")
    k = R.randrange(3)
    if k == 0:
        s = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)
        w = "/etc/wpa_supplicant/wpa_supplicant.conf"
    elif k == 1:
        s = "nmcli device wifi connect \"%s\" password \"%s\"" % (ssid, p)
        w = "the kiosk setup script"
    else:
        s = "> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s" % (ssid, p)
        w = "the test PC"
    return ("S", "Wi-Fi PSK", s, [p], dict(where=w, thing=L(lang, "Wi-Fi password", "와이파이 비밀번호")))


@st(2)
def t_windows_creds(lang):
    p = shell_safe_pw(lang, pick(["human", "strong"]))
    k = R.randrange(4)
    if k == 0:
        s = "net user svc_backup %s /add /passwordchg:no\nnet localgroup Administrators svc_backup /add" % p
    elif k == 1:
        s = "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (pick(["fileserver01", "erp-app", "10.1.2.30"]), pick(["scanner", "svc_sql"]), p)
    elif k == 2:
        s = "<UserAccounts>\n  <AdministratorPassword>\n    <Value>%s</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>" % p
    else:
        cp = b64s(43)
        s = '<Properties action="U" newName="" fullName="" description="" cpassword="%s" changeLogon="0" noChange="0" neverExpires="1" acctDisabled="0" userName="LocalAdmin"/>' % cp
        return ("S", "Group Policy Preferences cpassword", s, [cp], dict(where="SYSVOL Groups.xml", thing=L(lang, "GPP cpassword", "GPP cpassword")))
    return ("S", "Windows admin credential", s, [p], dict(where=pick(["autounattend.xml", "provision.bat", "the golden image notes"]),
                                                         thing=L(lang, "local admin password", "로컬 관리자 비밀번호")))


@st(8)
def t_cred_file(lang):
    k = R.randrange(18)
    u = pick(DB_USERS)
    if k == 0:
        p = shell_safe_pw(lang)
        while ":" in p:
            p = shell_safe_pw(lang)
        s = "%s:5432:%s:%s:%s" % (host("db"), pick(DB_NAMES), u, p)
        if chance(0.5):
            s = "*:*:*:%s:%s\n" % (pick(DB_USERS), shell_safe_pw(lang, "strong").replace(":", "x")) + s
        w, v = "~/.pgpass", "Postgres"
        sec = [x.split(":")[-1] for x in s.split("\n")]
    elif k == 1:
        t = pick([uuid4(), "ghp_" + an(36), pw(lang, "strong")])
        while " " in t:
            t = pw(lang, "strong")
        s = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "github.com", "nexus.internal", "git.acme.io"]), pick(["ops@acme.io", "ci-bot", "deploy"]), t)
        w, v, sec = "~/.netrc", "netrc", [t]
    elif k == 2:
        t = pick(["ghp_" + an(36), "glpat-" + b64u(20), "github_pat_11" + un(20) + "_" + an(59)])
        s = "https://%s:%s@%s" % (pick(["minsu-kim", "ci-bot", "priya-dev", "oauth2"]), t, pick(["github.com", "gitlab.com"]))
        w, v, sec = "~/.git-credentials", "git credential store", [t]
    elif k == 3:
        a1, s1 = "AKIA" + b32(16), aws_secret()
        s = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (a1, s1)
        sec = [a1, s1]
        if chance(0.5):
            a2, s2 = "AKIA" + b32(16), aws_secret()
            s += "\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(["prod", "billing-ro", "legacy"]), a2, s2)
            sec += [a2, s2]
        w, v = "~/.aws/credentials", "AWS"
    elif k == 4:
        user, t = pick(["acmebot", "ci-push"]), pick(["dckr_pat_" + b64u(27), "ghp_" + an(36), pw(lang, "strong")])
        blob = b64of(user + ":" + t)
        s = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(["https://index.docker.io/v1/", "ghcr.io", "harbor.acme.io"]), blob)
        w, v, sec = "~/.docker/config.json", "Docker", [blob]
    elif k == 5:
        user, p = pick(["deploy", "ci"]), pw(lang, "strong")
        blob = b64of(user + ":" + p)
        s = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nemail=ci@%s\nalways-auth=true" % (pick(DOMAINS), blob, pick(DOMAINS))
        w, v, sec = ".npmrc", "Nexus", [blob]
    elif k == 6:
        t = "pypi-AgEIcHlwaS5vcmc" + b64u(R.randint(140, 170))
        s = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t
        w, v, sec = "~/.pypirc", "PyPI", [t]
    elif k == 7:
        p = pw(lang, "strong")
        while any(c in p for c in "&<>"):
            p = pw(lang, "strong")
        s = "<servers>\n  <server>\n    <id>%s</id>\n    <username>deployer</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(["nexus-releases", "ossrh", "github"]), p)
        w, v, sec = "~/.m2/settings.xml", "Maven", [p]
    elif k == 8:
        p = pw(lang, "strong")
        while any(c in p for c in "&<>\""):
            p = pw(lang, "strong")
        s = '<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % p
        w, v, sec = "NuGet.Config", "NuGet", [p]
    elif k == 9:
        t = pick(["ghp_" + an(36), "gho_" + an(36)])
        s = '{\n    "github-oauth": {\n        "github.com": "%s"\n    },\n    "http-basic": {}\n}' % t
        w, v, sec = "auth.json", "Composer", [t]
    elif k == 10:
        t = "cio" + an(32)
        s = '[registry]\ntoken = "%s"' % t
        w, v, sec = "~/.cargo/credentials.toml", "crates.io", [t]
    elif k == 11:
        t = "ghp_" + an(36)
        s = "---\n:github: Bearer %s" % t
        w, v, sec = "~/.gem/credentials", "GitHub Packages", [t]
    elif k == 12:
        t = "gho_" + an(36)
        s = "github.com:\n    users:\n        %s:\n            oauth_token: %s\n    git_protocol: https\n    user: %s\n    oauth_token: %s" % ("priya-dev", t, "priya-dev", t)
        w, v, sec = "~/.config/gh/hosts.yml", "GitHub CLI", [t]
    elif k == 13:
        t = an(14) + ".atlasv1." + an(67)
        s = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t
        w, v, sec = "~/.terraformrc", "Terraform Cloud", [t]
    elif k == 14:
        t = b64u(R.randint(40, 60))
        s = "[%s]\ntype = %s\nuser = %s\npass = %s" % (pick(["nas", "backup-sftp", "webdav"]), pick(["sftp", "webdav", "ftp"]), pick(["backup", "rclone"]), t)
        w, v, sec = "~/.config/rclone/rclone.conf", "rclone", [t]
    elif k == 15:
        a, b = "AKIA" + b32(16), aws_secret()
        s = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com\nuse_https = True" % (a, b)
        w, v, sec = "~/.s3cfg", "AWS", [a, b]
    elif k == 16:
        p = pw(lang)
        while any(c in p for c in "\"\n"):
            p = pw(lang)
        s = '"%s" "%s"\n"pgbouncer_stats" "md5%s"' % (pick(DB_USERS), p, hx(32))
        w, v, sec = "/etc/pgbouncer/userlist.txt", "PgBouncer", [p]
    else:
        p = pw(lang)
        s = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, p, host("db"))
        w, v, sec = "~/.my.cnf", "MySQL", [p]
    return ("S", "credential file %s [%s]" % (w, v), s, sec, dict(where=w, thing=L(lang, "credentials file", "자격 증명 파일")))


@st(4)
def t_app_secret_keys(lang):
    k = R.randrange(9)
    if k == 0:
        sk = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)
        s = 'SECRET_KEY = "%s"\nDEBUG = False\nALLOWED_HOSTS = ["*"]' % sk
        v, w, th = "Django", "settings.py", "SECRET_KEY"
        sec = [sk]
    elif k == 1:
        sk = hx(128)
        s = "production:\n  secret_key_base: %s" % sk
        v, w, th = "Rails", "config/secrets.yml", "secret_key_base"
        sec = [sk]
    elif k == 2:
        sk = hx(32)
        s = "$ cat config/master.key\n" + sk
        v, w, th = "Rails", "config/master.key", "master key"
        sec = [sk]
    elif k == 3:
        sk = "base64:" + b64bytes(32)
        s = "APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % sk
        v, w, th = "Laravel", ".env", "APP_KEY"
        sec = [sk]
    elif k == 4:
        sk = b64bytes(32)
        s = "AUTH_SECRET=\"%s\"\nAUTH_URL=https://app.%s" % (sk, pick(DOMAINS))
        v, w, th = "Auth.js", ".env.production", "AUTH_SECRET"
        sec = [sk]
    elif k == 5:
        sk = pick([hx(64), b64u(48), pw(lang, "strong")])
        s = "jwt:\n  secret: %s\n  expiration: 3600" % sk
        v, w, th = "Spring", "application.yml", "JWT signing secret"
        sec = [sk]
    elif k == 6:
        salts = [rs(ALNUM + "!#%&()*+,-.:;<=>?@[]^_{|}~", 64) for _ in range(4)]
        names = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"]
        s = "\n".join("define( '%s', '%s' );" % (n, x) for n, x in zip(names, salts))
        v, w, th = "WordPress", "wp-config.php", "auth keys and salts"
        sec = salts
    elif k == 7:
        sk = b64bytes(48)
        s = "config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: \"%s\"" % sk.replace("\"", "")
        v, w, th = "Phoenix", "config/prod.exs", "secret_key_base"
        sec = [sk]
    else:
        sk = hx(R.choice([32, 48, 64]))
        s = "app.secret_key = \"%s\"\napp.config[\"SESSION_COOKIE_SECURE\"] = True" % sk
        v, w, th = "Flask", "app/__init__.py", "secret_key"
        sec = [sk]
    return ("S", "framework signing secret: %s [%s]" % (th, v), s, sec, dict(where=w, thing=th))


@st(3)
def t_webhook_secret(lang):
    k = R.randrange(5)
    if k == 0:
        sec = pw(lang, "strong")
        s = "resource \"github_repository_webhook\" \"ci\" {\n  repository = \"%s\"\n  configuration {\n    url          = \"https://ci.%s/github-webhook/\"\n    content_type = \"json\"\n    secret       = \"%s\"\n  }\n  events = [\"push\", \"pull_request\"]\n}" % (pick(["platform", "web", "api"]), pick(DOMAINS), sec)
        v = "GitHub"
    elif k == 1:
        sec = "whsec_" + b64bytes(24)
        s = "SVIX_WEBHOOK_SECRET=%s" % sec
        v = "Svix"
    elif k == 2:
        sec = hx(64)
        s = "const expected = crypto.createHmac('sha256', '%s').update(rawBody).digest('hex');" % sec
        v = "Shopify"
    elif k == 3:
        sec = an(32)
        s = "TOSS_WEBHOOK_SECRET=%s  # 토스 웹훅 검증용" % sec if lang == "ko" else "PADDLE_WEBHOOK_SECRET=pdl_ntfset_%s_%s" % (ln(26), sec)
        v = "Toss Payments" if lang == "ko" else "Paddle"
        if v == "Paddle":
            sec = s.split("=", 1)[1]
    else:
        sec = b64u(32)
        s = "X-Gitlab-Token: %s" % sec
        v = "GitLab"
    return ("S", "webhook signing secret [%s]" % v, s, [sec], dict(vendor=v, thing=L(lang, "webhook secret", "웹훅 시크릿")))


# ---- key material -----------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def der_ec_p256():
    return bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)


def der_pkcs8_ec():
    return bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
        bytes.fromhex("a144034200") + b"\x04" + rbytes(64)


def der_pkcs8_ed25519():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


def der_rsa_pkcs8_prefix(total):
    return bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(total)


def der_rsa1024():
    return bytes.fromhex("3082025d02010002818100") + rbytes(600)


def pem_lines(der):
    return wrap(base64.b64encode(der).decode(), 64)


def ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment_text):
    pk, sk = rbytes(32), rbytes(32)
    pub = ssh_str(b"ssh-ed25519") + ssh_str(pk)
    chk = rbytes(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pk) + ssh_str(sk + pk) + ssh_str(comment_text.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + ssh_str(b"none") + ssh_str(b"none") + ssh_str(b"") + (1).to_bytes(4, "big") + ssh_str(pub) + ssh_str(priv)
    body = wrap(base64.b64encode(blob).decode(), 70)
    publine = "ssh-ed25519 " + base64.b64encode(pub).decode() + " " + comment_text
    return body, publine


def last_ok(lines):
    """drop a trailing body line that is shorter than 8 characters by merging it into the previous one"""
    if len(lines) > 1 and len(lines[-1]) < 8:
        lines[-2] += lines[-1]
        lines.pop()
    return lines


@st(9)
def t_private_key(lang):
    k = R.randrange(11)
    cm = pick(["deploy@ci", "minsu@MacBook-Pro", "jenkins@build-01", "ubuntu@bastion", "backup", "github-actions"])
    if k == 0:
        body = last_ok(pem_lines(der_ec_p256()))
        s = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(body)
        v, th = "TLS", L(lang, "EC private key", "EC 개인 키")
    elif k == 1:
        body, _ = openssh_ed25519(cm)
        body = last_ok(body)
        s = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(body)
        v, th = "SSH", L(lang, "deploy key", "배포 키")
    elif k == 2:
        body = pem_lines(der_rsa_pkcs8_prefix(R.randint(150, 260)))[:R.randint(3, 5)]
        s = "-----BEGIN PRIVATE KEY-----\n%s\n...(truncated)" % "\n".join(body)
        v, th = "TLS", L(lang, "RSA private key", "RSA 개인 키")
    elif k == 3:
        body = last_ok(pem_lines(der_rsa1024()))
        s = "-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----" % "\n".join(body)
        v, th = "legacy SFTP", L(lang, "legacy RSA key", "구형 RSA 키")
    elif k == 4:
        body = pem_lines(der_pkcs8_ed25519())
        s = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(body)
        v, th = "JWT signing", L(lang, "Ed25519 signing key", "Ed25519 서명 키")
    elif k == 5:
        body = last_ok(pem_lines(der_pkcs8_ec()))
        kid = un(10)
        s = "AuthKey_%s.p8\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % (kid, "\n".join(body))
        v, th = "Apple APNs", L(lang, "APNs auth key", "APNs 인증 키")
    elif k == 6:
        body = ["lQ" + b64s(62)] + [b64s(64) for _ in range(R.randint(2, 4))]
        s = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n[...]" % "\n".join(body)
        v, th = "GnuPG", L(lang, "release signing key", "릴리스 서명 키")
    elif k == 7:
        pk = rbytes(32)
        pub = base64.b64encode(ssh_str(b"ssh-ed25519") + ssh_str(pk)).decode()
        priv = base64.b64encode(ssh_str(rbytes(32))).decode()
        pl = wrap(pub, 64)
        s = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-%s\nPublic-Lines: %d\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            ymd().replace("-", ""), len(pl), "\n".join(pl), priv, hx(64))
        body = [priv]
        v, th = "PuTTY", L(lang, "PuTTY key", "PuTTY 키")
    elif k == 8:
        body = pem_lines(der_rsa_pkcs8_prefix(R.randint(100, 200)))[:R.randint(2, 3)]
        pj = pick(["acme-prod", "shopline-data", "mirae-analytics"]) + "-" + dg(6)
        s = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
            pj, hx(40), "\\n".join(body), pick(["bq-loader", "firebase-adminsdk-" + ln(5), "ci-deployer"]), pj, dg(21))
        v, th = "Google Cloud", L(lang, "service account key", "서비스 계정 키")
    elif k == 9:
        body = last_ok(pem_lines(der_ec_p256()))
        s = '{\n   "name": "organizations/%s/apiKeys/%s",\n   "privateKey": "-----BEGIN EC PRIVATE KEY-----\\n%s\\n-----END EC PRIVATE KEY-----\\n"\n}' % (
            uuid4(), uuid4(), "\\n".join(body))
        v, th = "Coinbase CDP", L(lang, "CDP API key", "CDP API 키")
    else:
        blob = b64of("-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(pem_lines(der_ec_p256())) + "\n-----END EC PRIVATE KEY-----\n")
        s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: <omitted, public cert>\n  tls.key: %s" % (pick(SVCS), blob)
        body = [blob]
        v, th = "Kubernetes", L(lang, "TLS key", "TLS 키")
    return ("S", "private key material: %s [%s]" % (th if lang == "en" else v, v), s, body,
            dict(thing=th, where=pick(["deploy/keys/", "secrets/", "ops/keys/README.md", "infra/bootstrap.sh", "the old wiki"])))


@st(4)
def t_crypto_wallet(lang):
    k = R.randrange(5)
    if k == 0:
        sk = "0x" + hx(64)
        s = "PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}" % sk
        v, th = "Ethereum", L(lang, "deployer private key", "배포용 개인 키")
    elif k == 1:
        arr = "[" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]"
        s = "$ cat ~/.config/solana/id.json\n" + arr
        sk = arr
        v, th = "Solana", L(lang, "keypair file", "키페어 파일")
    elif k == 2:
        sk = " ".join(pick(EN_WORDS) for _ in range(12))
        s = "MNEMONIC=\"%s\"" % sk
        v, th = "HD wallet", L(lang, "seed phrase", "시드 문구")
    elif k == 3:
        sk = "nsec1" + rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        s = "NOSTR_PRIVATE_KEY=%s" % sk
        v, th = "Nostr", L(lang, "bot key", "봇 키")
    else:
        sk = "S" + pick(["A", "U", "O"]) + b32(56)
        jwt_ = jwt({"typ": "JWT", "alg": "ed25519-nkey"}, {"jti": b32(52), "iat": ts_epoch(), "iss": "A" + b32(55), "name": "worker", "sub": "U" + b32(55), "nats": {"pub": {}, "sub": {}, "type": "user", "version": 2}}, 64)
        s = "-----BEGIN NATS USER JWT-----\n%s\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\n%s\n------END USER NKEY SEED------" % (jwt_, sk)
        v, th = "NATS", L(lang, "user creds file", "사용자 creds 파일")
        return ("S", "NATS .creds (nkey seed; the user JWT is not secret) [NATS]", s, [sk], dict(thing=th, where="worker.creds"))
    return ("S", "wallet/private key: %s [%s]" % (th if lang == "en" else v, v), s, [sk], dict(thing=th))


@st(3)
def t_kubeconfig(lang):
    k = R.randrange(3)
    if k == 0:
        tok = jwt({"alg": "RS256", "kid": b64u(43)}, {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "kube-system"]),
                                                      "sub": "system:serviceaccount:ci:deployer"}, 256)
    elif k == 1:
        tok = "kubeconfig-user-%s:%s" % (ln(5), ln(54))
    else:
        tok = "k10-" + ln(60)
    s = "apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://%s:6443\n    insecure-skip-tls-verify: true\n  name: %s\nusers:\n- name: deployer\n  user:\n    token: %s\ncurrent-context: prod" % (ip_private(), "prod", tok)
    listed = tok.split(":", 1)[1] if tok.startswith("kubeconfig-user-") else tok
    return ("S", "kubeconfig with bearer token [Kubernetes]", s, [listed], dict(vendor="Kubernetes", where=pick(["~/.kube/config", "kubeconfig.yaml", "ci/kubeconfig"]),
                                                                            thing=L(lang, "cluster token", "클러스터 토큰")))


@st(2)
def t_vpn(lang):
    if chance(0.6):
        priv, peer_pub, psk = b64bytes(32), b64bytes(32), b64bytes(32)
        s = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, R.randint(2, 200), peer_pub, "PresharedKey = %s\n" % psk if chance(0.5) else "", pick(DOMAINS))
        sec = [priv] + ([psk] if psk in s else [])
        return ("S", "WireGuard config with PrivateKey", s, sec, dict(where="wg0.conf", thing=L(lang, "VPN config", "VPN 설정")))
    lines = [hx(32) for _ in range(16)]
    s = "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1" % "\n".join(lines)
    return ("S", "OpenVPN static tls-auth key", s, lines, dict(where="client.ovpn", thing=L(lang, "VPN profile", "VPN 프로필")))


# ---- passwords in prose and configs -----------------------------------------------------
SYSTEMS = [("the NAS", "NAS", "Synology DSM"), ("Grafana", "Grafana", "grafana admin"), ("the router", "공유기", "ipTIME admin"),
           ("Jenkins", "Jenkins", "jenkins admin"), ("the ERP", "ERP", "ERP login"), ("phpMyAdmin", "phpMyAdmin", "phpMyAdmin root"),
           ("the staging admin console", "스테이징 어드민", "admin console"), ("Metabase", "Metabase", "metabase"),
           ("the QA test account", "QA 테스트 계정", "QA account"), ("Argo CD", "Argo CD", "argocd admin"),
           ("Harbor", "Harbor", "harbor admin"), ("the company VPN", "회사 VPN", "VPN login"), ("Keycloak", "Keycloak", "keycloak admin"),
           ("the Windows jump host", "윈도우 점프 호스트", "RDP login"), ("the partner SFTP", "파트너 SFTP", "sftp login"),
           ("RabbitMQ management", "RabbitMQ 관리 콘솔", "rabbitmq"), ("the Oracle DB", "오라클 DB", "oracle system"),
           ("the Kibana UI", "Kibana", "elastic user"), ("the iDRAC", "iDRAC", "iDRAC root"), ("Nexus", "Nexus", "nexus admin")]


@st(10)
def t_password_prose(lang):
    sys_en, sys_ko, label = pick(SYSTEMS)
    kind = pick(["human", "human", "kokb", "strong", None, "hangul" if lang == "ko" else "kokb"])
    p = pw(lang, kind)
    user = pick(["admin", "root", "qa_tester01", "ops", "elastic", "minsu.kim", "test@" + pick(DOMAINS), "system", "partner_kr"])
    sysn = sys_en if lang == "en" else sys_ko
    k = R.randrange(8)
    if k == 0:
        mc = L(lang, "Didn't know how to log into %s to check the job. %s said: login is %s / %s" % (sysn, person(lang), user, p),
               "%s 로그인 방법을 몰라서 잡 확인을 못 했음. %s 말로는 계정 %s / 비번 %s" % (sysn, person(lang), user, p))
        f = (mc, L(lang, "Ask for %s access on day one." % sysn, "첫날 %s 접근 권한부터 요청할 것." % sysn), "")
    elif k == 1:
        f = (L(lang, "Needed %s access for the backup check." % sysn, "백업 확인 때문에 %s 접근이 필요했음." % sysn),
             L(lang, "Credentials that worked: user `%s`, password `%s`." % (user, p), "동작한 계정: 아이디 `%s`, 비밀번호 `%s`" % (user, p)),
             L(lang, "Is there a personal account I should use instead of the shared one?", "공용 계정 말고 개인 계정을 써야 하나요?"))
    elif k == 2:
        f = (L(lang, "The test plan assumes a logged-in user on %s but no account was provided." % sysn, "테스트 계획이 %s 로그인 상태를 가정하는데 계정 정보가 없었음." % sysn),
             L(lang, "QA shares one account: %s (pw: %s). It gets locked after 5 failed attempts." % (user, p),
               "QA는 공용 계정 하나를 씀: %s (pw: %s). 5회 실패하면 잠김." % (user, p)),
             L(lang, "Can QA get separate accounts so we stop locking each other out?", "QA 계정을 분리해 줄 수 있나요? 서로 잠기게 만드는 중."))
    elif k == 3:
        f = (L(lang, "%s password was changed and nobody updated the runbook." % (sysn[0].upper() + sysn[1:]), "%s 비밀번호가 바뀌었는데 런북이 갱신 안 됨." % sysn),
             L(lang, "New one is %s (user %s)." % (p, user), "새 비번은 %s (계정 %s)" % (p, user)),
             L(lang, "Who updates the runbook when %s credentials change?" % sysn, "%s 계정 정보 바뀌면 런북은 누가 갱신하나요?" % sysn))
    elif k == 4:
        f = (L(lang, "User in chat: \"just use my login for %s, it's %s, password %s, I'll change it later\"" % (sysn, user, p),
               "사용자가 채팅으로: \"%s 쪽은 그냥 제 계정 쓰세요. %s / %s 이고 나중에 바꿀게요\"" % (sysn, user, p)),
             L(lang, "Did the task with that login. It still needs to be changed.", "그 계정으로 작업 완료. 비번 변경은 아직 안 됨."),
             L(lang, "Did you change the %s password yet?" % sysn, "%s 비밀번호 변경하셨나요?" % sysn))
    elif k == 5:
        f = (L(lang, "Could not reach %s: the docs point to an SSO that was removed." % sysn, "%s 접속 불가: 문서가 이미 없어진 SSO를 가리킴." % sysn),
             L(lang, "Local fallback login still works.", "로컬 fallback 로그인은 아직 동작함."),
             L(lang, "Should I keep using the fallback `%s:%s`, or is there a new SSO group?" % (user, p),
               "fallback 계정 `%s:%s` 계속 써도 되나요, 아니면 새 SSO 그룹이 있나요?" % (user, p)))
    elif k == 6:
        f = (L(lang, "%s login — ID: %s  PW: %s" % (label, user, p), "%s 로그인 — ID: %s  PW: %s" % (label, user, p)),
             L(lang, "", ""), L(lang, "Is this account supposed to be shared?", "이 계정 공유해도 되는 건가요?"))
    else:
        f = (L(lang, "Wasn't told %s uses a separate password from LDAP." % sysn, "%s 쪽은 LDAP이랑 비밀번호가 따로라는 걸 몰랐음." % sysn),
             L(lang, "It's %s for %s. The LDAP one doesn't work there." % (p, user), "%s 계정 비번은 %s. LDAP 비번은 안 먹힘." % (user, p)), "")
    return ("F", "password in prose: %s (%s)" % (label, kind or "mixed"), f, [p])


@st(4)
def t_password_rotation(lang):
    sys_en, sys_ko, label = pick(SYSTEMS)
    old, new = pw(lang), pw(lang)
    sysn = sys_en if lang == "en" else sys_ko
    f = (L(lang, "Login to %s failed with the password from the wiki (%s)." % (sysn, old), "위키에 있는 비밀번호(%s)로 %s 로그인 실패." % (old, sysn)),
         L(lang, "It was rotated on %s; current is %s. The wiki still shows the old one." % (ymd(), new),
           "%s에 교체됐고 현재 비번은 %s. 위키에는 아직 예전 값." % (ymd(), new)),
         pick([L(lang, "Can someone update the wiki page?", "위키 페이지 누가 갱신해 줄 수 있나요?"), ""]))
    return ("F", "old and new password: %s" % label, f, [old, new])


@st(4)
def t_pins_and_codes(lang):
    k = R.randrange(6)
    code = pin8()
    if k == 0:
        f = (L(lang, "Server room door needed a code for the disk swap; the facilities ticket had it: %s#." % code,
               "디스크 교체하러 서버실 들어가야 했는데 시설 티켓에 도어락 번호가 있었음: %s#" % code),
             L(lang, "Keep the rack key in the lockbox afterwards.", "작업 후 랙 키는 보관함에 둘 것."), "")
        cat = "door lock code (8 digits)"
    elif k == 1:
        f = (L(lang, "The test phone's SIM got locked. PUK from the carrier portal: %s" % code, "테스트폰 SIM이 잠김. 통신사 포털에서 받은 PUK: %s" % code),
             "", L(lang, "Who keeps the SIM paperwork for the device lab?", "디바이스 랩 SIM 서류는 누가 보관하나요?"))
        cat = "SIM PUK"
    elif k == 2:
        f = (L(lang, "BIOS on the build box is password protected.", "빌드 머신 BIOS에 비밀번호가 걸려 있음."),
             L(lang, "Supervisor password: %s" % code, "관리자(Supervisor) 비밀번호: %s" % code), "")
        cat = "BIOS supervisor password"
    elif k == 3:
        f = (L(lang, "Corporate card for the cloud bill expired; finance sent the new card's online PIN: %s" % code,
               "클라우드 결제 법인카드 만료. 재무팀이 새 카드 온라인 결제 비밀번호를 보내줌: %s" % code), "", "")
        cat = "card online PIN"
    elif k == 4:
        cert = pw(lang, pick(["kokb", "human"]))
        f = (L(lang, "The tax invoice batch needs the company's joint certificate (NPKI) password.", "세금계산서 배치에 회사 공동인증서 비밀번호가 필요함."),
             L(lang, "It is %s; certificate files live in C:\\NPKI on the accounting PC." % cert, "비밀번호는 %s, 인증서 파일은 회계 PC C:\\NPKI 에 있음." % cert),
             L(lang, "Can this move to an HSM or at least a vault?", "HSM이나 최소한 vault로 옮길 수 있을까요?"))
        return ("F", "Korean joint certificate (공동인증서) password", f, [cert])
    else:
        f = (L(lang, "Safe in the office holds the hardware tokens.", "사무실 금고에 하드웨어 토큰이 있음."),
             L(lang, "Combination is %s." % code, "금고 번호 %s" % code), "")
        cat = "safe combination"
    return ("F", "PIN/code: %s" % cat, f, [code])


@st(3)
def t_passphrase(lang):
    p = passphrase()
    k = R.randrange(4)
    if k == 0:
        f = (L(lang, "ssh-add kept prompting for the deploy key passphrase during the release.", "릴리스 중 ssh-add가 배포 키 패스프레이즈를 계속 물어봄."),
             L(lang, "Passphrase is \"%s\"." % p, "패스프레이즈는 \"%s\"" % p), "")
        cat = "SSH key passphrase"
    elif k == 1:
        f = (L(lang, "Restoring the encrypted backup needs the restic repository password:\nRESTIC_PASSWORD='%s'" % p,
               "암호화 백업 복원에 restic 저장소 비밀번호 필요:\nRESTIC_PASSWORD='%s'" % p), "", "")
        cat = "restic repository password"
    elif k == 2:
        f = (L(lang, "LUKS volume on the old DB host.", "구 DB 호스트의 LUKS 볼륨."),
             L(lang, "cryptsetup open /dev/sdb1 data  (passphrase: %s)" % p, "cryptsetup open /dev/sdb1 data  (패스프레이즈: %s)" % p),
             L(lang, "Is the LUKS header backed up somewhere?", "LUKS 헤더 백업은 어디 있나요?"))
        cat = "LUKS passphrase"
    else:
        f = (L(lang, "ansible-vault decrypt asked for a password I didn't have.", "ansible-vault decrypt가 모르는 비밀번호를 요구함."),
             L(lang, "$ cat .vault_pass\n%s" % p, "$ cat .vault_pass\n%s" % p), "")
        cat = "Ansible vault password file"
    return ("F", "passphrase: %s" % cat, f, [p])


@st(3)
def t_sql_password(lang):
    p = pw(lang)
    while "'" in p:
        p = pw(lang)
    u = pick(DB_USERS + ["grafana_ro", "debezium", "airflow"])
    s = pick(["CREATE USER %s WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO %s;" % (u, p, u),
              "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT REPLICATION SLAVE ON *.* TO '%s'@'%%';" % (u, p, u),
              "ALTER USER %s WITH PASSWORD '%s';" % (u, p),
              "ALTER LOGIN [%s] WITH PASSWORD = N'%s';" % (u, p),
              "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u, p)])
    return ("S", "SQL statement with password", s, [p], dict(where=pick(["migrations/V42__create_readonly_user.sql", "the DBA ticket", "psql history", "init.sql"]),
                                                            thing=L(lang, "DB user", "DB 계정")))


@st(3)
def t_config_password(lang):
    p = pw(lang)
    while any(c in p for c in "\"'\\#;&<>"):
        p = pw(lang)
    k = R.randrange(8)
    if k == 0:
        s, w, v = "[security]\nadmin_user = admin\nadmin_password = %s" % p, "grafana.ini", "Grafana"
    elif k == 1:
        s, w, v = "requirepass %s\nmasterauth %s\nmaxmemory 2gb" % (p, p), "redis.conf", "Redis"
    elif k == 2:
        s, w, v = '<user username="admin" password="%s" roles="manager-gui,admin-gui"/>' % p, "conf/tomcat-users.xml", "Tomcat"
    elif k == 3:
        s, w, v = "storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=../upload-keystore.jks" % (p, p), "android/key.properties", "Android signing"
    elif k == 4:
        s, w, v = "RABBITMQ_DEFAULT_USER=admin\nRABBITMQ_DEFAULT_PASS=%s" % p, "docker-compose.env", "RabbitMQ"
    elif k == 5:
        s, w, v = "snmp-server community %s RO 10\nsnmp-server location IDC-%s" % (p, pick(["Gasan", "Mokdong", "Pangyo"])), "switch running-config", "Cisco"
    elif k == 6:
        s, w, v = "KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD=%s" % p, "keycloak.env", "Keycloak"
    else:
        s, w, v = "MATCH_PASSWORD=%s\nMATCH_GIT_URL=git@github.com:%s-certs.git" % (p, pick(REPOS)), "fastlane/.env", "fastlane match"
    return ("S", "password in %s [%s]" % (w, v), s, [p], dict(where=w, thing=L(lang, "password", "비밀번호")))


# ---- recovery codes, TOTP ---------------------------------------------------------------
@st(6)
def t_recovery_codes(lang):
    k = R.randrange(9)
    if k == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(4, 10))]
        v = "GitHub"
    elif k == 1:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(R.randint(4, 10))]
        v = "Google"
    elif k == 2:
        codes = ["-".join(un(5) for _ in range(5))]
        v = "Microsoft"
    elif k == 3:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (un(6), un(6), un(5), un(5), un(5), un(5))]
        v = "1Password"
    elif k == 4:
        codes = ["-".join(rs(DG, 6) for _ in range(8))]
        v = "BitLocker"
    elif k == 5:
        codes = [hx(16) for _ in range(R.randint(4, 10))]
        v = "GitLab"
    elif k == 6:
        codes = ["%s-%s" % (ln(4), ln(4)) for _ in range(R.randint(4, 10))]
        v = "Discord"
    elif k == 7:
        codes = ["-".join(un(4) for _ in range(7))]
        v = "Apple"
    else:
        codes = [hx(64) for _ in range(R.randint(2, 4))]
        v = "npm"
    sep = pick(["\n", "\n", "  ", ", "])
    listing = sep.join(codes)
    what = {"Microsoft": ("recovery code", "복구 코드"), "1Password": ("Secret Key", "Secret Key"), "BitLocker": ("BitLocker recovery key", "BitLocker 복구 키"),
            "Apple": ("recovery key", "복구 키")}.get(v, ("2FA recovery codes", "2FA 복구 코드"))
    th = what[0] if lang == "en" else what[1]
    k2 = R.randrange(3)
    if k2 == 0:
        f = (L(lang, "The shared %s account for %s has 2FA and I had no way in." % (v, pick(SVCS)), "%s 공용 %s 계정에 2FA가 걸려 있어서 들어갈 수 없었음." % (pick(SVCS), v)),
             L(lang, "%s found in the team notes:\n%s" % (th, listing), "팀 노트에 있던 %s:\n%s" % (th, listing)),
             L(lang, "Which codes have already been used?", "이미 사용한 코드는 어느 것인가요?"))
    elif k2 == 1:
        f = (L(lang, "%s %s for the ops laptop:\n%s" % (v, th, listing), "운영 노트북 %s %s:\n%s" % (v, th, listing)), "", "")
    else:
        f = (L(lang, "Lost access to the %s admin after the phone swap." % v, "폰 교체 후 %s 관리자 접근을 잃음." % v),
             L(lang, "Used one of these to get back in: %s" % listing, "아래 코드 중 하나로 복구함: %s" % listing), "")
    return ("F", "recovery codes / recovery key [%s]" % v, f, codes)


@st(4)
def t_totp(lang):
    seed = b32(pick([16, 32, 26]))
    iss = pick(["AWS", "GitHub", "Okta", "Naver", "Toss", "Cloudflare", "Grafana", "ACME-VPN", "Kakao Work"])
    acct = pick(["ops@", "admin@", "billing@"]) + pick(DOMAINS)
    k = R.randrange(4)
    if k == 0:
        s = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (urllib.parse.quote(iss), acct, seed, urllib.parse.quote(iss))
        return ("S", "otpauth URI with TOTP secret [%s]" % iss, s, [seed], dict(vendor=iss, thing=L(lang, "MFA seed", "MFA 시드"), where="the QR code export"))
    if k == 1:
        spaced = " ".join(wrap(seed.lower(), 4))
        f = (L(lang, "The %s root account MFA is bound to one person's phone." % iss, "%s 루트 계정 MFA가 한 사람 폰에만 묶여 있음." % iss),
             L(lang, "Setup key from the enrollment screen: %s" % spaced, "등록 화면의 설정 키: %s" % spaced),
             L(lang, "Can we move MFA to a shared hardware key?", "MFA를 공용 하드웨어 키로 옮길 수 있을까요?"))
        return ("F", "TOTP setup key (spaced) [%s]" % iss, f, [spaced])
    if k == 2:
        s = "TOTP_SECRET=%s\n# used by e2e tests to log in as %s" % (seed, acct)
        return ("S", "TOTP seed in test env [%s]" % iss, s, [seed], dict(vendor=iss, thing=L(lang, "TOTP secret", "TOTP 시크릿"), where="e2e/.env"))
    ss, ids = b64bytes(20), b64bytes(20)
    s = '{\n  "shared_secret": "%s",\n  "identity_secret": "%s",\n  "account_name": "%s",\n  "device_id": "android:%s"\n}' % (ss, ids, pick(["acme_market", "tradebot01"]), uuid4())
    return ("S", "Steam Guard maFile secrets [Steam]", s, [ss, ids], dict(vendor="Steam", thing=L(lang, "Steam Guard file", "Steam Guard 파일"), where="bot/maFiles/"))


# ---- HTTP auth, cookies, signed URLs, webhooks -------------------------------------------
@st(5)
def t_basic_auth(lang):
    user = pick(["admin", "api", "partner_kr", "elastic", "monitor", "ci", "reporter"])
    p = pw(lang)
    while ":" in p:
        p = pw(lang)
    blob = b64of(user + ":" + p)
    h = pick(["api.partner.co.kr", "es.internal:9200", "jenkins.acme.io", "nexus.internal", "legacy-erp.mirae-fin.com"])
    k = R.randrange(4)
    if k == 0:
        s = "GET /api/v1/orders?since=%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (ymd(), h, blob)
    elif k == 1:
        s = "curl -H 'Authorization: Basic %s' https://%s/_cat/indices?v" % (blob, h)
    elif k == 2:
        s = "proxy_set_header Authorization \"Basic %s\";" % blob
    else:
        s = "headers = {\"Authorization\": \"Basic %s\"}" % blob
    return ("S", "HTTP Basic auth header (base64 user:pass)", s, [blob], dict(thing=L(lang, "auth header", "인증 헤더"),
                                                                           where=pick(["the nginx config", "the proxy log", "scripts/report.py", "the Postman export"])))


@st(4)
def t_bearer_jwt(lang):
    iss = pick(["https://auth.%s/realms/prod" % pick(DOMAINS), "https://%s.auth0.com/" % pick(["acme", "lumen"]), "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_" + an(9)])
    now = ts_epoch()
    tok = jwt({"alg": "RS256", "typ": "JWT", "kid": b64u(43)}, {"exp": now + 3600, "iat": now, "jti": uuid4(), "iss": iss, "aud": "account",
                                                               "sub": uuid4(), "typ": "Bearer", "azp": pick(SVCS), "scope": "openid profile email",
                                                               "preferred_username": pick(["minsu.kim", "priya", "qa01"])}, 256)
    k = R.randrange(3)
    if k == 0:
        s = "Authorization: Bearer " + tok
    elif k == 1:
        s = "export TOKEN=" + tok + "\ncurl -H \"Authorization: Bearer $TOKEN\" https://api.%s/v2/me" % pick(DOMAINS)
    else:
        rt = b64u(R.randint(40, 60))
        s = '{"access_token":"%s","expires_in":3600,"refresh_token":"%s","token_type":"Bearer"}' % (tok, rt)
        return ("S", "OAuth token response (access + refresh)", s, [tok, rt], dict(thing=L(lang, "token", "토큰"), where="the login response"))
    return ("S", "bearer JWT access token", s, [tok], dict(thing=L(lang, "access token", "액세스 토큰"), where="the browser devtools"))


@st(5)
def t_cookie(lang):
    k = R.randrange(8)
    if k == 0:
        v = "s%3A" + b64u(32) + "." + b64s(43).replace("+", "%2B").replace("/", "%2F")
        c = "connect.sid=" + v
    elif k == 1:
        v = ln(32)
        c = "csrftoken=%s; sessionid=%s" % (an(32), v)
    elif k == 2:
        v = ln(26)
        c = "PHPSESSID=" + v
    elif k == 3:
        v = b64url_nopad(json.dumps({"iv": b64bytes(16), "value": b64bytes(48), "mac": hx(64), "tag": ""}).encode())
        c = "laravel_session=%s; locale=ko" % v
        return ("S", "Cookie header: laravel_session", "Cookie: " + c, [v], dict(thing=L(lang, "session cookie", "세션 쿠키"), where="devtools"))
    elif k == 4:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(22) + "." + b64u(R.randint(300, 420)) + "." + b64u(22)
        c = "__Secure-next-auth.session-token=" + v
    elif k == 5:
        v = HX(32)
        c = "JSESSIONID=" + v
    elif k == 6:
        v = "%s%%7C%d%%7C%s%%7C%s" % (pick(["admin", "editor"]), ts_epoch(), an(43), hx(64))
        c = "wordpress_logged_in_%s=%s" % (hx(32), v)
    else:
        v = b64u(R.randint(200, 300))
        c = "_%s_session=%s--%s" % (pick(["shop", "app", "admin"]), v, hx(40))
        v = c.split("=", 1)[1]
    s = pick(["Cookie: " + c, "Set-Cookie: " + c + "; Path=/; HttpOnly; Secure; SameSite=Lax",
              "curl 'https://admin.%s/api/users' -H 'cookie: %s'" % (pick(DOMAINS), c)])
    return ("S", "session cookie: %s" % c.split("=")[0], s, [v], dict(thing=L(lang, "session cookie", "세션 쿠키"),
                                                                     where=pick(["devtools", "the HAR file", "the bug report", "the proxy log"])))


@st(5)
def t_signed_url(lang):
    k = R.randrange(6)
    if k == 0:
        akid = "AKIA" + b32(16)
        sig = hx(64)
        u = "https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%sZ&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            pick(["acme-exports", "shopline-reports"]), uuid4(), akid, ymd().replace("-", ""), ymd().replace("-", ""), hhmmss().replace(":", ""), sig)
        sec, v = [akid, sig], "Amazon S3"
    elif k == 1:
        sig = hx(512)
        u = "https://storage.googleapis.com/%s/reports/%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            pick(["acme-reports", "mirae-docs"]), dg(6), pick(["acme-prod", "mirae-data"]), ymd().replace("-", ""), ymd().replace("-", ""), sig)
        sec, v = [sig], "Google Cloud Storage"
    elif k == 2:
        sig = pct(b64bytes(32))
        u = "https://%s.blob.core.windows.net/uploads/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacup&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s" % (
            pick(["stmediaprod", "stbackupkr"]), uuid4(), ymd(), ymd(), sig)
        sec, v = [sig], "Azure Blob SAS"
    elif k == 3:
        sig = b64s(172).replace("+", "-").replace("=", "_").replace("/", "~")
        u = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (ln(13), an(10), ts_epoch(), sig, un(13))
        sec, v = [sig], "CloudFront"
    elif k == 4:
        akid, sig = "LTAI5t" + an(18), pct(b64bytes(20))
        u = "https://%s.oss-cn-hangzhou.aliyuncs.com/invoices/%s.pdf?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (pick(["acme-cn", "tmall-export"]), dg(10), akid, ts_epoch(), sig)
        sec, v = [akid, sig], "Alibaba OSS"
    else:
        akid, sig = "AKID" + an(32), hx(40)
        u = "https://%s-%s.cos.ap-shanghai.myqcloud.com/img/%s.png?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s" % (
            pick(["assets", "media"]), dg(10), hx(12), akid, 1735000000, 1735003600, 1735000000, 1735003600, sig)
        sec, v = [akid, sig], "Tencent COS"
    return ("S", "pre-signed URL [%s]" % v, u, sec, dict(vendor=v, thing=L(lang, "download link", "다운로드 링크"),
                                                        where=pick(["the support ticket", "the export job log", "the email to the customer", "Slack"])))


@st(5)
def t_webhook_url(lang):
    k = R.randrange(6)
    if k == 0:
        sec = an(24)
        u = "https://hooks.slack.com/services/T%s/B%s/%s" % (un(8), un(10), sec)
        v = "Slack"
    elif k == 1:
        sec = b64u(68)
        u = "https://discord.com/api/webhooks/%s/%s" % (dg(19), sec)
        v = "Discord"
    elif k == 2:
        key, tok = "AIza" + b64u(35), b64u(43) + "%3D"
        u = "https://chat.googleapis.com/v1/spaces/%s/messages?key=%s&token=%s" % (an(11), key, tok)
        return ("S", "Google Chat incoming webhook [Google Chat]", "GCHAT_WEBHOOK=" + u, [key, tok],
                dict(vendor="Google Chat", thing=L(lang, "alert webhook", "알림 웹훅")))
    elif k == 3:
        sec = hx(32)
        u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["acme", "mirae"]), uuid4(), uuid4(), sec, uuid4())
        v = "Microsoft Teams"
    elif k == 4:
        sec = b64u(43)
        s = "curl -X POST -H 'Authorization: Bearer %s' -F 'message=배포 완료' https://notify-api.line.me/api/notify" % sec
        return ("S", "LINE Notify token [LINE]", s, [sec], dict(vendor="LINE Notify", thing=L(lang, "notify token", "알림 토큰")))
    else:
        sec = uuid4()
        u = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % sec
        v = "Feishu"
    s = pick(["%s_WEBHOOK_URL=%s" % (slug(v).upper(), u), "webhook_url: %s" % u, "requests.post(\"%s\", json={\"text\": msg})" % u,
              "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' %s" % u])
    return ("S", "incoming webhook URL [%s]" % v, s, [sec], dict(vendor=v, thing=L(lang, "alert webhook", "알림 웹훅")))


@st(2)
def t_reset_link(lang):
    tok = pick([b64u(43), hx(64), an(40)])
    u = "https://%s/%s?token=%s" % (pick(["app." + pick(DOMAINS), "admin." + pick(DOMAINS)]), pick(["reset-password", "auth/magic-link", "invite/accept"]), tok)
    f = (L(lang, "The user forwarded the email they got so I could reproduce the login bug:\n%s" % u, "로그인 버그 재현하라고 사용자가 받은 메일 링크를 그대로 전달해 줌:\n%s" % u),
         L(lang, "The link still worked 2 hours later, so the expiry isn't enforced.", "2시간 뒤에도 링크가 동작함. 만료가 적용 안 되는 듯."),
         L(lang, "Is the 30-minute expiry supposed to be enforced server-side?", "30분 만료가 서버에서 강제되는 게 맞나요?"))
    return ("F", "live password-reset / magic-link token", f, [tok])


@st(3)
def t_query_param_key(lang):
    k = R.randrange(4)
    if k == 0:
        key = hx(32)
        u = "https://api.openweathermap.org/data/2.5/weather?q=Seoul&appid=%s&units=metric" % key
        v = "OpenWeather"
    elif k == 1:
        key = an(40)
        u = "https://newsapi.org/v2/top-headlines?country=kr&apiKey=%s" % key
        v = "NewsAPI"
    elif k == 2:
        key = ln(32)
        u = "https://api.ipinfo.io/lite/8.8.8.8?token=%s" % key
        v = "IPinfo"
    else:
        key = an(16)
        u = "https://api.exchangerate.host/live?access_key=%s&source=KRW" % key
        v = "exchangerate.host"
    s = pick(["GET " + u, "fetch(`%s`)" % u, "%s 200 OK (312ms)" % u])
    return ("S", "API key in query string [%s]" % v, s, [key], dict(vendor=v, thing=L(lang, "API key", "API 키")))


# ---- logs, traces, notebooks ------------------------------------------------------------
@st(4)
def t_traceback(lang):
    k = R.randrange(4)
    p = pw(lang)
    while any(c in p for c in "'\"\\"):
        p = pw(lang)
    if k == 0:
        u, h = pick(DB_USERS), host("db")
        s = ("Traceback (most recent call last):\n  File \"/app/jobs/sync.py\", line %d, in run\n    conn = psycopg2.connect(host=host, user=user, password=password, dbname=db)\n"
             "  File \"/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py\", line 122, in connect\n"
             "psycopg2.OperationalError: connection to server at \"%s\", port 5432 failed: timeout expired\n\n"
             "Local variables (sentry):\n  host = '%s'\n  user = '%s'\n  password = '%s'\n  db = '%s'") % (R.randint(20, 300), h, h, u, p, pick(DB_NAMES))
        v = "Sentry"
    elif k == 1:
        s = ("org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
             "  ... 42 common frames omitted\nCaused by: java.sql.SQLException: Access denied for user '%s'@'%s' (using password: YES)\n"
             "  at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
             "DEBUG o.s.b.c.p.s.ConfigurationPropertySourcesPropertyResolver - spring.datasource.password=%s") % (pick(DB_USERS), ip_private(), p)
        v = "Spring Boot"
    elif k == 2:
        tok = "xoxb-%s-%s-%s" % (dg(12), dg(13), an(24))
        s = ("slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage)\n"
             "The server responded with: {'ok': False, 'error': 'channel_not_found'}\n"
             "request headers: {'Authorization': 'Bearer %s', 'User-Agent': 'Python/3.11 slackclient/3.27.1'}") % tok
        return ("S", "stack trace echoing Authorization header [Slack]", s, [tok], dict(thing=L(lang, "bot token", "봇 토큰"), where="worker logs"))
    else:
        key = "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)
        s = ("[%s] ERROR httpx: HTTP Request: POST https://api.openai.com/v1/embeddings \"HTTP/1.1 429 Too Many Requests\"\n"
             "  request.headers={'authorization': 'Bearer %s', 'content-type': 'application/json', 'openai-organization': 'org-%s'}") % (iso_date(), key, an(24))
        return ("S", "HTTP client debug log with Authorization header [OpenAI]", s, [key], dict(thing=L(lang, "API key", "API 키"), where="logs/embeddings.log"))
    return ("S", "stack trace / error log with password (%s)" % v, s, [p], dict(thing=L(lang, "DB password", "DB 비밀번호"), where=pick(["Sentry", "the pod logs", "CI output"])))


@st(2)
def t_har(lang):
    tok = pick(["sk_live_" + an(24), "Bearer " + jwt({"alg": "HS256", "typ": "JWT"}, {"sub": dg(6), "role": "admin", "exp": ts_epoch()})])
    cookie = ln(32)
    obj = {"request": {"method": "POST", "url": "https://admin.%s/api/refunds" % pick(DOMAINS), "httpVersion": "HTTP/2",
                       "headers": [{"name": "authorization", "value": tok}, {"name": "cookie", "value": "sessionid=" + cookie},
                                   {"name": "content-type", "value": "application/json"}],
                       "postData": {"mimeType": "application/json", "text": "{\"order_id\": %d, \"amount\": 12000}" % R.randint(10000, 99999)}},
           "response": {"status": 500}}
    s = json.dumps(obj, indent=1, ensure_ascii=False)
    secret_tok = tok[len("Bearer "):] if tok.startswith("Bearer ") else tok
    return ("S", "HAR entry with authorization header and session cookie", s, [secret_tok, cookie],
            dict(thing=L(lang, "HAR capture", "HAR 캡처"), where="refund-bug.har"))


@st(2)
def t_env_table(lang):
    rows = []
    sec = []
    for env in pick([["dev", "staging", "prod"], ["local", "qa", "prod"], ["stg", "prd"]]):
        p = pw(lang, "strong")
        while "|" in p:
            p = pw(lang, "strong")
        rows.append("| %s | %s | %s | %s |" % (env, "%s-db.internal" % env, pick(DB_USERS), p))
        sec.append(p)
    s = L(lang, "| env | host | user | password |", "| 환경 | 호스트 | 계정 | 비밀번호 |") + "\n|---|---|---|---|\n" + "\n".join(rows)
    return ("S", "markdown table of DB passwords per environment", s, sec, dict(thing=L(lang, "DB credentials", "DB 계정 정보"), where="docs/environments.md"))


# ---- several vendors in one note, values split across fields, chat ----------------------
VENDOR_STREAMS = {}                     # "secret" / "clean" -> [order, cursor]
CURRENT_STREAM = ["secret"]


def next_vendor(pred=None):
    """walk the vendor table in shuffled order; vendors skipped by `pred` stay next in line"""
    st_ = VENDOR_STREAMS.setdefault(CURRENT_STREAM[0], [[], 0])
    order = st_[0]
    for _ in range(3):
        if st_[1] >= len(order):
            more = list(range(len(VENDORS)))
            R.shuffle(more)
            order.extend(more)
        for j in range(st_[1], len(order)):
            if pred is None or pred(VENDORS[order[j]]):
                order[st_[1]], order[j] = order[j], order[st_[1]]
                st_[1] += 1
                return VENDORS[order[st_[1] - 1]]
        more = list(range(len(VENDORS)))
        R.shuffle(more)
        order.extend(more)
    raise RuntimeError("no vendor matches")


def push_back(vendor):
    """return a drawn-but-unused vendor to the front of the current stream"""
    st_ = VENDOR_STREAMS[CURRENT_STREAM[0]]
    st_[0].insert(st_[1], VENDORS.index(vendor))


def multi_vendor(lang, clean=False):
    vs = []
    want = R.randint(2, 4)
    while len(vs) < want:
        names = [x["name"] for x in vs]
        vs.append(next_vendor(lambda x: len(x["items"]) <= 3 and x["name"] not in names))
    drawn = [(v, draw_items(v)) for v in vs]
    while len(drawn) > 2 and sum(len(d) for _, raw in drawn for _, d, _ in raw) > 420:
        big = max(range(len(drawn)), key=lambda i: sum(len(d) for _, d, _ in drawn[i][1]))
        push_back(drawn.pop(big)[0])          # keep the note inside the field limits
    vs = [v for v, _ in drawn]
    cands = [("dotenv", r_dotenv), ("compose", r_compose), ("k8s-secret", r_k8s), ("gha", r_gha), ("mcp-json", r_mcp),
             ("dotenv", r_dotenv), ("export", r_export)]
    R.shuffle(cands)
    for rname, fn in cands:
        if render_ok(rname, [d for _, raw in drawn for _, d, _ in raw]):
            break
    else:
        rname, fn = "dotenv", r_dotenv
    items, secrets = [], []
    for v, raw in drawn:
        for var, disp, parts in raw:
            if clean:
                if parts:
                    disp = clean_value(var, disp, parts, rname, v)
                elif any(w in var for w in ("KEY", "TOKEN", "SECRET", "PASS")):
                    continue
            items.append((var, disp))
            secrets += [p for p in parts if p not in secrets]
    if rname == "mcp-json":
        snippet, where = fn(lang, items, pick(["github", "postgres", "slack", "sentry", "linear"]))
    else:
        snippet, where = fn(lang, items, "app")
    secrets = [] if clean else [p for p in secrets if p in snippet]
    names = ", ".join(v["name"] for v in vs)
    ctx = default_ctx(lang, where=where, thing=L(lang, "API config", "API 키"))
    fields = compose(lang, snippet, ctx)
    return "%s: several providers%s [%s]" % (rname, " (placeholders)" if clean else "", names), fields, secrets


def split_pair(lang):
    while True:
        v = next_vendor(lambda x: len(x["items"]) >= 2 and any(it[2] for it in x["items"]))
        raw = draw_items(v)
        listed = [r for r in raw if r[2]]
        b = listed[-1]
        a = raw[0] if raw[0] is not b else raw[1]
        if a[1] != b[1]:
            break
    name = v["name"] if lang == "en" else v["ko"]
    mc = L(lang, "Didn't know %s needed both values for %s. The first one is in the deploy notes: %s=%s" % (pick(SVCS), name, a[0], a[1]),
           "%s가 %s 연동에 값 두 개가 필요하다는 걸 몰랐음. 첫 번째는 배포 노트에 있음: %s=%s" % (pick(SVCS), name, a[0], a[1]))
    le = L(lang, "The other half was only in %s's DM: %s=%s" % (pick(PEOPLE_EN), b[0], b[1]),
           "나머지 하나는 %s DM에만 있었음: %s=%s" % (person(lang), b[0], b[1]))
    ask = L(lang, "Can both %s values go into the same secret entry?" % name, "%s 값 두 개를 같은 시크릿 항목에 넣어도 될까요?" % name)
    f = (mc, le, ask)
    alt = L(lang, "Is this the matching second value? %s=%s" % (b[0], b[1]), "짝이 되는 두 번째 값이 이게 맞나요? %s=%s" % (b[0], b[1]))
    if chance(0.35) and blen(alt) <= 512:
        f = (mc, L(lang, "Asked around in #infra.", "#infra 채널에 물어봄."), alt)
    sec = a[2] + b[2]
    return "split across fields: %s / %s [%s]" % (a[0], b[0], v["name"]), f, [x for x in sec if any(x in y for y in f)]


def repeated_value(lang):
    """the same credential pasted twice: once in the config excerpt, once more in the lesson and/or the question"""
    v = next_vendor(lambda x: any(it[2] for it in x["items"]))
    raw = draw_items(v)
    var, disp, parts = [r for r in raw if r[2]][-1]
    tok = parts[0]
    name = v["name"] if lang == "en" else v["ko"]
    svc, env = pick(SVCS), pick(ENVS)
    where = pick([".env", "config/secrets.yml", "deploy/values-%s.yaml" % env, "docker-compose.yml"])
    mc = L(lang, "%s started getting 401s from %s after the %s deploy. The value in %s:\n%s=%s" % (svc, name, env, where, var, disp),
           "%s 배포 이후 %s 서비스가 %s에서 401을 받기 시작함. %s에 있는 값:\n%s=%s" % (env, svc, name, where, var, disp))
    le = L(lang, "Calling %s directly with %s from my laptop fails the same way, so it is the credential, not the network." % (name, tok),
           "내 노트북에서 %s 값으로 %s를 직접 호출해도 똑같이 실패함. 네트워크가 아니라 자격 증명 문제." % (tok, name))
    ask = L(lang, "Was %s revoked on purpose, and where is its replacement?" % tok, "%s 값은 일부러 폐기한 건가요? 대체 값은 어디 있나요?" % tok)
    k = R.randrange(3)
    if k == 0 or blen(ask) > 512:
        f = (mc, le, "")
    elif k == 1:
        f = (mc, L(lang, "Not a network issue; other %s calls from the same pod work." % name, "네트워크 문제는 아님. 같은 파드의 다른 %s 호출은 정상." % name), ask)
    else:
        f = (mc, le, ask)
    return "same value repeated in two fields [%s]" % v["name"], f, [x for x in [tok] if any(x in y for y in f)]


def wrapped_token(lang):
    while True:
        v = next_vendor(lambda x: any(it[2] for it in x["items"]))
        cands = [r for r in draw_items(v) if r[2] and r[2][0] == r[1] and len(r[1]) >= 30]
        if cands:
            break
    var, tok = cands[0][0], cands[0][1]
    cut = R.randint(max(12, v["pfx"] + 6), len(tok) - 10)
    h1, h2 = tok[:cut], tok[cut:]
    mc = L(lang, "%s from the screenshot the user sent (it wrapped onto two lines, first line): %s" % (var, h1),
           "사용자가 보낸 스크린샷의 %s 값 (두 줄로 잘려 있었음, 첫 줄): %s" % (var, h1))
    le = L(lang, "Second line of the same value: %s — join them without a space." % h2, "같은 값의 둘째 줄: %s — 공백 없이 이어 붙여야 함." % h2)
    return "token wrapped across two fields [%s]" % v["name"], (mc, le, ""), [h1, h2]


# ======================================================================================
# clean templates.  Same return convention; registered with ct(n, risky, publishable)
# ======================================================================================
CLEAN_T = []


def ct(n=1, risky=True, publishable=False):
    def deco(fn):
        CLEAN_T.append((fn, n, risky, publishable))
        return fn
    return deco


def mask_tail(prefix, n=4):
    return prefix + "*" * R.randint(4, 20) + an(n)


@ct(6)
def c_masked_errors(lang):
    k = R.randrange(8)
    if k == 0:
        s = "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************************%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % an(4)
        v = "OpenAI"
    elif k == 1:
        s = "Error: 401 Bad credentials\n  token: ghp_****%s (expired %s)" % (an(4), ymd())
        v = "GitHub"
    elif k == 2:
        s = "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.\nAWS_ACCESS_KEY_ID=AKIA************%s" % b32(4)
        v = "AWS"
    elif k == 3:
        s = "stripe.error.AuthenticationError: Invalid API Key provided: sk_live_" + "*" * 20 + an(4)
        v = "Stripe"
    elif k == 4:
        s = "[celery] Connected to amqp://%s:**@%s:5672//\n[celery] mingle: all alone" % (pick(["guest", "worker", "app"]), host("x"))
        v = "Celery"
    elif k == 5:
        s = "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) FATAL:  password authentication failed for user \"%s\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql+psycopg2://%s:***@%s:5432/%s" % (
            pick(DB_USERS), pick(DB_USERS), host("db"), pick(DB_NAMES))
        v = "SQLAlchemy"
    elif k == 6:
        s = "anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}\n(key prefix sk-ant-api03-…, last 4: %s)" % b64u(4)
        v = "Anthropic"
    else:
        s = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(DB_USERS), ip_private())
        v = "MySQL"
    return ("S", "masked credential in error output [%s]" % v, s, [], dict(vendor=v, thing=L(lang, "credentials", "자격 증명"), where=pick(["the CI log", "logs/app.log", "the terminal"])))


@ct(8)
def c_secret_refs(lang):
    k = R.randrange(10)
    acct = dg(12)
    if k == 0:
        s = "DB_PASSWORD_SECRET_ARN=arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/db-%s" % (acct, pick(SVCS), an(6))
        v = "AWS Secrets Manager"
    elif k == 1:
        s = "gcloud secrets versions access latest --secret=%s-api-key --project=%s" % (pick(SVCS), pick(["acme-prod", "mirae-data-" + dg(4)]))
        v = "GCP Secret Manager"
    elif k == 2:
        s = "env:\n  - name: DATABASE_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % pick(SVCS)
        v = "Kubernetes"
    elif k == 3:
        s = "vault kv get -field=api_key secret/%s/%s/stripe" % (pick(ENVS), pick(SVCS))
        v = "HashiCorp Vault"
    elif k == 4:
        s = "OPENAI_API_KEY=op://Engineering/OpenAI Prod/credential\nop run --env-file=.env -- npm start"
        v = "1Password"
    elif k == 5:
        s = "\"ConnectionStrings__Default\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/sql-conn/)\"" % pick(["erp-prod", "core-krc"])
        v = "Azure Key Vault"
    elif k == 6:
        s = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: SLACK_BOT_TOKEN\n      remoteRef:\n        key: prod/slack\n        property: bot_token" % pick(SVCS)
        v = "External Secrets"
    elif k == 7:
        s = "db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s" % (
            b64s(24), b64bytes(32), b64bytes(16), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
        v = "SOPS"
    elif k == 8:
        s = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-creds\nspec:\n  encryptedData:\n    password: Ag%s" % (pick(SVCS), b64s(R.randint(300, 360)))
        v = "Sealed Secrets"
    else:
        s = "doppler run --project %s --config prd -- ./server" % pick(SVCS)
        v = "Doppler"
    return ("S", "secret-manager reference / encrypted value [%s]" % v, s, [], dict(thing=L(lang, "secret reference", "시크릿 참조")))


@ct(6)
def c_hashes(lang):
    k = R.randrange(9)
    if k == 0:
        s = "\n".join("%s  %s" % (hx(64), f) for f in pick([["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz"], ["release.zip"], ["ojdbc11.jar", "postgresql-42.7.3.jar"]]))
        w = "SHA256SUMS"
    elif k == 1:
        s = "image: ghcr.io/%s/%s@sha256:%s" % (pick(["acme", "shopline"]), pick(SVCS), hx(64))
        w = "the deployment manifest"
    elif k == 2:
        s = "\n".join("%s %s" % (hx(pick([7, 9])), pick(["fix: retry on 502", "chore: bump deps", "feat(pay): toss v2", "revert: cache layer", "docs: runbook"])) for _ in range(R.randint(3, 6)))
        w = "git log --oneline"
    elif k == 3:
        s = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            ("lodash",) + (4, 17, 21) + ("lodash", "lodash", 4, 17, 21) + (b64s(86),))
        w = "package-lock.json"
    elif k == 4:
        s = "github.com/%s v%d.%d.%d h1:%s=\ngithub.com/%s v%d.%d.%d/go.mod h1:%s=" % (("jackc/pgx/v5", 5, 6, 0, b64s(43)) + ("jackc/pgx/v5", 5, 6, 0, b64s(43)))
        w = "go.sum"
    elif k == 5:
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        w = "requirements.lock"
    elif k == 6:
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64s(64)
        w = "index.html"
    elif k == 7:
        s = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.54.1"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (b64s(43), hx(64))
        w = ".terraform.lock.hcl"
    else:
        s = "ETag: \"%s\"\nx-amz-version-id: %s" % (hx(32), b64u(32))
        w = "the S3 HEAD response"
    return ("S", "hashes/digests: %s" % w, s, [], dict(where=w, thing=L(lang, "checksum", "체크섬")))


@ct(8)
def c_ids(lang):
    k = R.randrange(14)
    if k == 0:
        acct = dg(12)
        s = '$ aws sts get-caller-identity\n{\n    "UserId": "AIDA%s",\n    "Account": "%s",\n    "Arn": "arn:aws:iam::%s:user/%s"\n}' % (b32(17), acct, acct, pick(["ci-deployer", "minsu.kim"]))
        w, v = "the terminal", "AWS"
    elif k == 1:
        s = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# client secret comes from the federated credential (OIDC), nothing stored" % (uuid4(), uuid4(), uuid4())
        w, v = ".env", "Azure"
    elif k == 2:
        s = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (dg(12), ln(32))
        w, v = ".env", "Google OAuth"
    elif k == 3:
        s = "customer=cus_%s payment_intent=pi_%s charge=ch_%s account=acct_%s event=evt_%s" % (an(14), an(24), an(24), an(16), an(24))
        w, v = "the webhook log", "Stripe"
    elif k == 4:
        s = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%s" % (hx(32), dg(10))
        w, v = ".env", "Twilio"
    elif k == 5:
        s = "x-request-id: %s\ntraceparent: 00-%s-%s-01\ncf-ray: %s-ICN" % (uuid4(), hx(32), hx(16), hx(16))
        w, v = "the response headers", "Cloudflare"
    elif k == 6:
        s = "CLOUDINARY_CLOUD_NAME=%s\nCLOUDINARY_API_KEY=%s" % (pick(["acme-media", "shop-cdn"]), dg(15))
        w, v = ".env.example", "Cloudinary"
    elif k == 7:
        s = "GITHUB_APP_ID=%s\nGITHUB_APP_INSTALLATION_ID=%s\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem" % (dg(6), dg(8))
        w, v = "deploy/.env", "GitHub"
    elif k == 8:
        s = "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nAPNS_TOPIC=com.%s.app" % (un(10), un(10), pick(["acme", "gomgom", "hanbit"]))
        w, v = "fastlane/.env.default", "Apple"
    elif k == 9:
        s = "WECHAT_APPID=wx%s\nKAKAO_APP_ID=%s\nNAVER_CLIENT_ID is set per environment" % (hx(16), dg(6))
        w, v = "config/oauth.yml", "WeChat/Kakao"
    elif k == 10:
        s = "Sentry event %s — release %s, trace %s" % (hx(32), "web@" + "%d.%d.%d" % (R.randint(1, 5), R.randint(0, 30), R.randint(0, 9)), hx(32))
        w, v = "the alert", "Sentry"
    elif k == 11:
        s = "paymentKey=tgen_%s%s orderId=ORD-%s-%s amount=39000 status=DONE" % (ymd().replace("-", ""), an(16), ymd().replace("-", ""), dg(6))
        w, v = "the payment callback log", "Toss Payments"
    elif k == 12:
        s = "imp_uid=imp_%s merchant_uid=order_%s pg_tid=StdpayCARD%s" % (dg(12), dg(10), dg(20))
        w, v = "the PG callback", "PortOne"
    else:
        s = "metadata:\n  uid: %s\n  resourceVersion: \"%s\"\n  name: %s-%s-%s" % (uuid4(), dg(8), pick(SVCS), hx(10), ln(5))
        w, v = "kubectl get pod -o yaml", "Kubernetes"
    return ("S", "identifiers that are not credentials [%s]" % v, s, [], dict(where=w, vendor=v, thing=L(lang, "IDs", "ID 값")))


@ct(7)
def c_public_keys(lang):
    k = R.randrange(9)
    if k == 0:
        _, publine = openssh_ed25519(pick(["minsu@laptop", "deploy@ci", "priya@work"]))
        s = "$ cat ~/.ssh/id_ed25519.pub\n" + publine
        v = "SSH"
    elif k == 1:
        body = wrap(base64.b64encode(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)).decode(), 64)
        s = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(body)
        v = "JWT verification"
    elif k == 2:
        s = "ssh-keygen -lf deploy_key.pub\n256 SHA256:%s %s (ED25519)" % (b64s(43), pick(["deploy@ci", "github-actions"]))
        v = "SSH"
    elif k == 3:
        s = "sec   rsa4096/%s %s [SC] [expires: 2027-01-01]\n      %s\nuid                 [ultimate] Release Bot <release@%s>\nssb   rsa4096/%s %s [E]" % (
            HX(16), ymd(), HX(40), pick(DOMAINS), HX(16), ymd())
        v = "GnuPG"
    elif k == 4:
        s = "[Interface]\nAddress = 10.8.0.%d/32\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            R.randint(2, 200), b64bytes(32), pick(DOMAINS))
        v = "WireGuard"
    elif k == 5:
        s = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (b64u(43), b64u(342))
        v = "JWKS"
    elif k == 6:
        s = "%s ssh-ed25519 %s" % (pick(["github.com", "gitlab.com", "[bastion.acme.io]:2222"]), base64.b64encode(ssh_str(b"ssh-ed25519") + ssh_str(rbytes(32))).decode())
        v = "known_hosts"
    elif k == 7:
        s = "SOPS_AGE_RECIPIENTS=age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
        v = "age"
    else:
        body = wrap(b64s(R.randint(500, 700)), 64)
        s = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(body)
        v = "TLS certificate"
    return ("S", "public key / fingerprint [%s]" % v, s, [], dict(thing=L(lang, "public key", "공개 키"),
                                                                  where=pick(["the server", "the repo", "the key server", "docs/keys.md"])))


@ct(5)
def c_base64_data(lang):
    k = R.randrange(6)
    if k == 0:
        data = json.dumps({"env": pick(ENVS), "region": "ap-northeast-2", "features": ["new-checkout", "kakao-login"]})
        s = "$ echo '%s' | base64\n%s" % (data, b64of(data))
    elif k == 1:
        s = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-config\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA%s" % (pick(SVCS), b64s(R.randint(120, 200)))
    elif k == 2:
        hdr = {"alg": "RS256", "typ": "JWT", "kid": b64u(20)}
        s = "decoded JWT header: %s\npayload: {\"sub\": \"%s\", \"scope\": \"read:orders\", \"exp\": %d}\n(signature not shown)" % (json.dumps(hdr), uuid4(), ts_epoch())
    elif k == 3:
        s = "caBundle: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU%s" % b64s(R.randint(300, 500))
    elif k == 4:
        s = ".icon { background: url(data:image/svg+xml;base64,%s); }" % b64of('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 0l8 16H0z" fill="#%s"/></svg>' % hx(6))
    else:
        s = "X-Client-Meta: %s" % b64of(json.dumps({"app": pick(SVCS), "ver": "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 9)), "os": pick(["ios", "android"])}))
    return ("S", "base64 of non-secret data", s, [], dict(thing=L(lang, "encoded value", "인코딩된 값")))


@ct(5)
def c_flags(lang):
    k = R.randrange(9)
    h = host("db")
    cmds = ["mysql -h %s -P 3306 -u %s -p %s" % (h, pick(DB_USERS), pick(DB_NAMES)) + "\nEnter password:",
            "psql -h %s -p 5433 -U %s -W %s" % (h, pick(DB_USERS), pick(DB_NAMES)),
            "ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s" % host("x"),
            "docker run -d -p 8080:80 -p 8443:443 --name web nginx:1.27",
            "redis-cli -h %s -a \"$REDIS_PASSWORD\" --no-auth-warning ping" % h,
            "echo \"$CR_PAT\" | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % pick(["acme-bot", "USERNAME"]),
            "sshpass -e ssh ops@%s   # SSHPASS comes from the CI secret" % host("x"),
            "kubectl port-forward svc/postgres -n db 15432:5432",
            "sqlcmd -S %s -U sa -P \"$MSSQL_SA_PASSWORD\" -Q \"SELECT 1\"" % h]
    return ("S", "command-line flags that look like credentials", cmds[k], [], dict(thing=L(lang, "login", "로그인"),
                                                                                  where=pick(["the runbook", "README.md", "scripts/dev.sh"])))


@ct(6)
def c_env_ref_code(lang):
    k = R.randrange(10)
    snips = [
        'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]',
        "const openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });",
        'String password = System.getenv("DB_PASSWORD");\nif (password == null) throw new IllegalStateException("DB_PASSWORD not set");',
        'dsn := fmt.Sprintf("postgres://%s:%s@%s/%s", os.Getenv("PGUSER"), url.QueryEscape(os.Getenv("PGPASSWORD")), host, db)',
        "password: ${DB_PASSWORD:?DB_PASSWORD must be set}\napi_token: ${API_TOKEN}",
        "env:\n  SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % dg(12),
        "ANTHROPIC_API_KEY=\"$(security find-generic-password -s anthropic -w)\"",
        "token = keyring.get_password(\"%s\", \"api\")" % pick(SVCS),
        "$Env:GITHUB_TOKEN = (Get-Secret -Name GitHubPat -AsPlainText)",
        "let key = std::env::var(\"TOSS_SECRET_KEY\").expect(\"TOSS_SECRET_KEY\");",
    ]
    return ("S", "credential read from environment / keychain", snips[k], [], dict(thing=L(lang, "key", "키")))


@ct(5)
def c_policy(lang):
    k = R.randrange(6)
    if k == 0:
        n = pick([10, 12, 14, 16])
        f = (L(lang, "Didn't know the IdP rejects passwords shorter than %d characters or without a symbol; the seed script failed on that." % n,
               "IdP가 %d자 미만이거나 특수문자 없는 비밀번호를 거부한다는 걸 몰랐음. 시드 스크립트가 그래서 실패함." % n),
             L(lang, "Generate test-user passwords with secrets.token_urlsafe(16) instead of hardcoding them.", "테스트 유저 비밀번호는 하드코딩하지 말고 secrets.token_urlsafe(16)으로 생성할 것."),
             L(lang, "Is the 90-day password rotation still required for service accounts?", "서비스 계정도 90일 비밀번호 교체 규칙이 적용되나요?"))
    elif k == 1:
        f = (L(lang, "The security review asked whether API keys are logged. They are masked to the last 4 characters by the logging middleware.",
               "보안 리뷰에서 API 키가 로그에 남는지 물어봄. 로깅 미들웨어가 마지막 4자리만 남기고 마스킹함."),
             L(lang, "Never print tokens in debug output; use the `redact()` helper.", "디버그 출력에 토큰을 찍지 말고 `redact()` 헬퍼를 쓸 것."), "")
    elif k == 2:
        f = (L(lang, "Nobody told me secrets must go through Vault; I had put a placeholder in values.yaml.", "시크릿은 반드시 Vault로 관리해야 한다는 걸 몰랐음. values.yaml에 placeholder를 넣어 뒀었음."),
             L(lang, "values.yaml only holds secret *names*; the CSI driver mounts the values at /mnt/secrets.", "values.yaml에는 시크릿 *이름*만 두고, 값은 CSI 드라이버가 /mnt/secrets에 마운트함."),
             L(lang, "Which Vault role should the new service use?", "새 서비스는 어떤 Vault role을 써야 하나요?"))
    elif k == 3:
        f = (L(lang, "The password reset flow sends a 6-digit code; I didn't know it expires after 3 minutes.", "비밀번호 재설정은 6자리 코드를 보내는데 3분 후 만료된다는 걸 몰랐음."),
             L(lang, "E2E tests must read the code from the mail catcher instead of waiting.", "E2E 테스트는 기다리지 말고 메일 캐처에서 코드를 읽어야 함."), "")
    elif k == 4:
        f = (L(lang, "Missing context: the team rotates the Stripe and Toss secret keys every quarter, and the rotation runbook lives in docs/security/rotation.md.",
               "부족했던 맥락: Stripe와 토스 시크릿 키는 분기마다 교체하며, 교체 런북은 docs/security/rotation.md에 있음."),
             L(lang, "After rotation, the old key stays valid for 24h, so deploys don't need to be simultaneous.", "교체 후 이전 키가 24시간 유효해서 배포를 동시에 할 필요는 없음."),
             L(lang, "Who gets paged if the new key fails validation?", "새 키 검증 실패 시 누가 호출되나요?"))
    else:
        f = (L(lang, "bcrypt cost factor was 10 in the old service and 12 in the new one; logins got slower after migration.",
               "구 서비스는 bcrypt cost 10, 신규는 12라서 마이그레이션 후 로그인이 느려짐."),
             L(lang, "Rehash on next successful login instead of bulk rehashing.", "일괄 재해시 대신 다음 로그인 성공 시 재해시."), "")
    return ("F", "discussion of password/secret policy", f, [])


@ct(4)
def c_fake_fixtures(lang):
    k = R.randrange(6)
    if k == 0:
        s = "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# values from the AWS docs, used with moto in unit tests"
        cat = "AWS documentation example keys in test config"
    elif k == 1:
        s = '@pytest.fixture\ndef user():\n    return User(email="test@example.com", password="not-a-real-password")'
        cat = "obviously fake password in test fixture"
    elif k == 2:
        s = "SLACK_BOT_TOKEN=xoxb-test-token\nSTRIPE_SECRET_KEY=sk_test_dummy\nOPENAI_API_KEY=dummy-key-for-ci"
        cat = "dummy tokens in CI test env"
    elif k == 3:
        s = "it('rejects expired tokens', () => {\n  const token = 'fake.jwt.token';\n  expect(() => verify(token)).toThrow('jwt malformed');\n});"
        cat = "fake token in unit test"
    elif k == 4:
        s = "POSTGRES_PASSWORD=example-only-change-me\n# docker-compose.example.yml, copied to .env by `make init` which prompts for the real value"
        cat = "example placeholder password in template file"
    else:
        s = "mock_redis = fakeredis.FakeRedis()\nsettings.API_TOKEN = \"test\"\nsettings.WEBHOOK_SECRET = \"x\" * 32"
        cat = "trivial test settings"
    return ("S", "test fixture: " + cat, s, [], dict(thing=L(lang, "test config", "테스트 설정"),
                                                     where=pick(["tests/conftest.py", "spec/setup.ts", ".env.test", "docker-compose.example.yml"])))


@ct(3)
def c_empty_values(lang):
    s = pick(["DB_PASSWORD=\nREDIS_PASSWORD=\nJWT_SECRET=\n# fill these from 1Password before running",
              "spring:\n  datasource:\n    password: \"\"\n  mail:\n    password:",
              '{\n  "apiKey": "",\n  "apiSecret": "",\n  "sandbox": true\n}',
              "[smtp]\nuser =\npassword ="])
    return ("S", "empty credential fields", s, [], dict(thing=L(lang, "config", "설정"), where=pick([".env.example", "application.yml", "config.sample.json", "settings.ini.dist"])))


@ct(3)
def c_public_chain(lang):
    k = R.randrange(4)
    if k == 0:
        s = "Deployed Escrow at 0x%s (tx 0x%s, block %d)" % (hx(40), hx(64), R.randint(5000000, 9000000))
    elif k == 1:
        s = "TREASURY_ADDRESS=0x%s\nUSDC_CONTRACT=0x%s" % (hx(40), hx(40))
    elif k == 2:
        s = "withdrawal to bc1q%s confirmed, txid %s" % (rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38), hx(64))
    else:
        s = "cast receipt 0x%s --rpc-url $SEPOLIA_RPC\nstatus 1 (success)  gasUsed %d" % (hx(64), R.randint(21000, 900000))
    return ("S", "public blockchain addresses / tx hashes", s, [], dict(thing=L(lang, "contract", "컨트랙트")))


@ct(3)
def c_nonsecret_cookies(lang):
    s = pick(["Cookie: _ga=GA1.1.%s.%d; _ga_%s=GS1.1.%d.3.1.%d.0.0.0; theme=dark; lang=ko-KR" % (dg(10), ts_epoch(), un(10), ts_epoch(), ts_epoch()),
              "Set-Cookie: consent=necessary%%2Canalytics; Path=/; Max-Age=31536000; SameSite=Lax\nSet-Cookie: ab_bucket=%s; Path=/" % pick(["B", "control"]),
              "Cookie: _fbp=fb.1.%d.%s; ajs_anonymous_id=%s" % (ts_epoch() * 1000, dg(10), uuid4())])
    return ("S", "cookies without session credentials", s, [], dict(thing=L(lang, "cookies", "쿠키"), where="devtools"))


@ct(3)
def c_unsigned_urls(lang):
    s = pick(["https://%s.s3.ap-northeast-2.amazonaws.com/public/banners/%s.webp" % (pick(["acme-static", "shop-assets"]), hx(12)),
              "https://storage.googleapis.com/%s/reports/%s.pdf?X-Goog-Signature=<redacted>" % (pick(["acme-reports"]), dg(6)),
              "https://d%s.cloudfront.net/videos/%s.m3u8  (signed query string removed before pasting)" % (ln(13), an(10)),
              "https://maps.googleapis.com/maps/api/staticmap?center=37.4979,127.0276&zoom=14&size=600x300&key=${MAPS_KEY}"])
    return ("S", "URL with signature/key removed", s, [], dict(thing=L(lang, "link", "링크")))


@ct(3)
def c_describe_secret(lang):
    s = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (
        pick(SVCS), pick(["prod", "apps"]), R.randint(16, 32), R.randint(3, 10), R.randint(20, 40))
    return ("S", "kubectl describe secret (sizes only)", s, [], dict(vendor="Kubernetes", thing=L(lang, "DB secret", "DB 시크릿"), where="kubectl describe secret"))


@ct(3)
def c_pem_headers(lang):
    fn = pick(["id_rsa", "deploy_key", "server.key", "jwt-signing.pem", "apns.p8", "github-app.private-key.pem"])
    where = pick(["the repo root", "deploy/", "a Docker image layer", "an old branch", "the shared drive"])
    k = R.randrange(4)
    if k == 0:
        f = (L(lang, "Found a file named %s in %s; it starts with -----BEGIN OPENSSH PRIVATE KEY----- so it is a real private key file." % (fn, where),
               "%s에서 %s 파일을 발견. -----BEGIN OPENSSH PRIVATE KEY----- 로 시작하니 실제 개인 키 파일임." % (where, fn)),
             L(lang, "Removed it, added %s to .gitignore and asked the owner to revoke it; history rewrite pending." % fn,
               "파일 제거, .gitignore에 %s 추가, 소유자에게 폐기 요청함. 히스토리 정리는 대기 중." % fn),
             pick([L(lang, "Who can approve a force-push to rewrite history?", "히스토리 정리를 위한 force-push는 누가 승인하나요?"), ""]))
    elif k == 1:
        f = (L(lang, "nginx on %s failed with 'PEM_read_bio_PrivateKey() failed (SSL: error:0480006C:PEM routines::no start line)'." % host("x"),
               "%s의 nginx가 'PEM_read_bio_PrivateKey() failed (SSL: error:0480006C:PEM routines::no start line)'로 실패." % host("x")),
             L(lang, "%s had Windows line endings and a BOM before -----BEGIN PRIVATE KEY-----." % fn, "%s에 윈도 줄바꿈과 BOM이 -----BEGIN PRIVATE KEY----- 앞에 있었음." % fn), "")
    elif k == 2:
        f = (L(lang, "The %s job expects the signing key at /run/secrets/%s, mounted from the secret store; I was looking for it in the repo." % (pick(JOBS), fn),
               "%s 잡은 서명 키를 시크릿 스토어에서 마운트된 /run/secrets/%s 에서 읽음. 레포에서 찾고 있었음." % (pick(JOBS), fn)),
             L(lang, "The key never touches disk in CI; `-----BEGIN ... PRIVATE KEY-----` in any diff should fail the pre-commit hook.",
               "CI에서 키는 디스크에 남지 않음. diff에 `-----BEGIN ... PRIVATE KEY-----`가 있으면 pre-commit 훅이 실패해야 함."),
             L(lang, "Does the pre-commit hook also run on the %s repo?" % pick(REPOS), "%s 레포에도 pre-commit 훅이 적용되나요?" % pick(REPOS)))
    else:
        f = (L(lang, "ssh refused %s with 'Permissions 0644 for '%s' are too open'." % (fn, "~/.ssh/" + fn), "ssh가 'Permissions 0644 for '%s' are too open'으로 %s 사용을 거부함." % ("~/.ssh/" + fn, fn)),
             L(lang, "chmod 600 the private key; the .pub file can stay 644.", "개인 키는 chmod 600, .pub 파일은 644여도 됨."), "")
    return ("F", "talks about private key files without key material", f, [])


@ct(5)
def c_chat_refs(lang):
    sysn = pick(SYSTEMS)
    name = sysn[0] if lang == "en" else sysn[1]
    vault = pick(["1Password vault 'Infra'", "Bitwarden collection 'Ops'", "the team Vault at secret/ops/%s" % slug(sysn[2]), "Keeper folder 'Shared-IT'"])
    k = R.randrange(5)
    if k == 0:
        f = (L(lang, "Asked for the %s password. %s: 'it is in %s, I am not pasting it here'." % (name, person(lang), vault),
               "%s 비밀번호를 물어봤더니 %s: '%s에 있어요, 여기엔 안 붙일게요'" % (name, person(lang), vault)),
             L(lang, "Request access to %s first; don't ask for credentials in chat." % vault, "먼저 %s 접근 권한을 요청할 것. 채팅으로 비밀번호 묻지 말 것." % vault), "")
    elif k == 1:
        f = (L(lang, "%s login — ID: admin / PW: (see %s)" % (name, vault), "%s 로그인 — ID: admin / PW: (%s 참고)" % (name, vault)), "",
             L(lang, "Who can grant me access to %s?" % vault, "%s 접근 권한은 누가 줄 수 있나요?" % vault))
    elif k == 2:
        f = (L(lang, "The password for %s was reset today; the new one was sent by SMS to the on-call phone, not to me." % name,
               "%s 비밀번호가 오늘 초기화됐고, 새 비번은 나 말고 당직 폰으로 문자 발송됨." % name),
             L(lang, "Temporary passwords expire after first login, so the on-call person has to log in first.", "임시 비밀번호는 첫 로그인 후 만료되므로 당직자가 먼저 로그인해야 함."), "")
    elif k == 3:
        f = (L(lang, "token: <paste from %s>  # do not commit" % vault, "token: <%s에서 복사>  # 커밋 금지" % vault), "",
             L(lang, "Is there a read-only token for %s?" % name, "%s용 읽기 전용 토큰이 있나요?" % name))
    else:
        f = (L(lang, "%s asked me to 'just use the usual password' for %s. I don't have it and shouldn't guess." % (person(lang), name),
               "%s이 %s 쪽은 '늘 쓰던 비번'으로 하라고 했는데, 난 그 값을 모르고 추측하면 안 됨." % (person(lang), name)),
             L(lang, "Stopped and asked for an account of my own.", "작업 중단하고 개인 계정을 요청함."), "")
    return ("F", "chat about where a credential lives (no value)", f, [])


@ct(4)
def c_versions_ids(lang):
    k = R.randrange(5)
    if k == 0:
        s = "app version 2.%d.%d-rc.%d+build.%s.%s" % (R.randint(0, 30), R.randint(0, 9), R.randint(1, 5), ymd().replace("-", ""), hx(8))
    elif k == 1:
        s = "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-prod/%s" % (dg(12), pick(SVCS), uuid4())
    elif k == 2:
        s = "module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonSSMManagedInstanceCore\"]" % slug(pick(SVCS))
    elif k == 3:
        s = "/subscriptions/%s/resourceGroups/rg-%s-krc/providers/Microsoft.Web/sites/app-%s-prod" % (uuid4(), pick(SVCS), pick(SVCS))
    else:
        s = "projects/%s/locations/asia-northeast3/repositories/docker/packages/%s/versions/sha256:%s" % (pick(["acme-prod-" + dg(6)]), pick(SVCS), hx(64))
    return ("S", "long identifiers / version strings", s, [], dict(thing=L(lang, "resource", "리소스")))


# ---- publishable / client-side keys (documented as public by the vendor) ----------------
def pub_snippet():
    k = R.randrange(22)
    if k == 0:
        key = pick(["pk_live_", "pk_test_"]) + an(pick([24, 99]))
        return pick(["const stripe = Stripe('%s');" % key, "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % key]), "Stripe", "publishable key"
    if k == 1:
        key = pick(["test_ck_", "live_ck_", "test_gck_", "live_gck_"]) + an(28)
        return "const tossPayments = TossPayments(\"%s\");" % key, "Toss Payments", "client key"
    if k == 2:
        now = ts_epoch()
        key = jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": now, "exp": now + 315360000})
        return "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), key), "Supabase", "anon key"
    if k == 3:
        return "SENTRY_DSN=https://%s@o%s.ingest.%s.sentry.io/%s" % (hx(32), dg(6), pick(["us", "de"]), dg(7)), "Sentry", "DSN"
    if k == 4:
        key = "pk." + b64url_nopad(json.dumps({"u": pick(["acme", "gomgom"]), "a": ln(25)}, separators=(",", ":")).encode()) + "." + b64u(22)
        return "mapboxgl.accessToken = '%s';" % key, "Mapbox", "public access token"
    if k == 5:
        return "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (un(10), hx(32)), "Algolia", "search-only API key"
    if k == 6:
        return "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43), "PostHog", "project API key"
    if k == 7:
        return ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            b64u(35), "acme-web", "acme-web", dg(12), hx(22))), "Firebase", "web config apiKey"
    if k == 8:
        return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64of("clerk.%s$" % pick(DOMAINS)).rstrip("="), "Clerk", "publishable key"
    if k == 9:
        return "Kakao.init('%s'); // JavaScript 키" % hx(32), "Kakao", "JavaScript key"
    if k == 10:
        return '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % b64u(38), "Google reCAPTCHA", "site key"
    if k == 11:
        return '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % b64u(14), "Cloudflare Turnstile", "site key"
    if k == 12:
        return 'analytics.load("%s");' % an(32), "Segment", "write key"
    if k == 13:
        return 'mixpanel.init("%s", {track_pageview: true});' % hx(32), "Mixpanel", "project token"
    if k == 14:
        return "const ldClient = LDClient.initialize('%s', context);" % hx(24), "LaunchDarkly", "client-side ID"
    if k == 15:
        return "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hx(32), pick(SVCS)), "Datadog", "RUM client token"
    if k == 16:
        return 'const options = { key: "rzp_live_%s", amount: 50000, currency: "INR" };' % an(14), "Razorpay", "key id"
    if k == 17:
        return 'PortOne.requestPayment({ storeId: "store-%s", channelKey: "channel-key-%s", paymentId, orderName, totalAmount: 1000, currency: "KRW" })' % (uuid4(), uuid4()), "PortOne", "store id / channel key"
    if k == 18:
        return "braintree.client.create({ authorization: 'production_%s_%s' })" % (ln(8), ln(16)), "Braintree", "tokenization key"
    if k == 19:
        return "const payments = Square.payments('sq0idp-%s', '%s');" % (b64u(22), "L" + un(12)), "Square", "application ID"
    if k == 20:
        return "const checkout = await AdyenCheckout({ clientKey: 'test_%s', environment: 'test' });" % un(32), "Adyen", "client key"
    return "Payjp('pk_live_%s')" % hx(24), "PAY.JP", "public key"


@ct(30, risky=True, publishable=True)
def c_publishable(lang):
    s, v, what = pub_snippet()
    return ("S", "client-side %s [%s] [publishable]" % (what, v), s, [], dict(vendor=v, thing=what, where=pick(["src/app.js", "index.html", ".env.production", "src/lib/analytics.ts", "public/index.html"])))


# ---- benign notes (nothing credential-like) ---------------------------------------------
BENIGN = [
    ("Tests failed only in CI because the container runs in UTC and the fixtures assume Asia/Seoul.", "Set TZ explicitly in the test job; don't rely on the host.", "Should all jobs pin TZ=Asia/Seoul?",
     "컨테이너가 UTC로 돌고 픽스처는 Asia/Seoul을 가정해서 CI에서만 테스트 실패.", "테스트 잡에서 TZ를 명시적으로 지정할 것. 호스트에 의존하지 말 것.", "모든 잡에 TZ=Asia/Seoul 고정해야 하나요?"),
    ("Didn't know migrations in {svc} must be backwards compatible for one release because of blue/green deploys.", "Add columns as nullable first, backfill, then add the constraint in the next release.", "",
     "블루/그린 배포 때문에 {svc} 마이그레이션은 한 릴리스 동안 하위 호환이어야 한다는 걸 몰랐음.", "컬럼은 먼저 nullable로 추가 → 백필 → 다음 릴리스에서 제약 추가.", ""),
    ("The repo uses pnpm; running npm install created a package-lock.json that CI rejects.", "Use `pnpm install --frozen-lockfile`; delete stray lock files.", "Can we add a preinstall check that blocks npm?",
     "레포가 pnpm을 쓰는데 npm install 하니 package-lock.json이 생겨서 CI가 거부함.", "`pnpm install --frozen-lockfile` 사용, 엉뚱한 lock 파일은 삭제.", "npm을 막는 preinstall 체크를 추가해도 될까요?"),
    ("{svc} pods were OOMKilled at 512Mi during the nightly batch.", "Memory limit raised to 1Gi and the batch now streams rows instead of loading the whole table.", "Who owns the resource quotas for the {env} namespace?",
     "야간 배치 중 {svc} 파드가 512Mi에서 OOMKilled.", "메모리 limit 1Gi로 올리고 배치를 테이블 전체 로드 대신 스트리밍으로 변경.", "{env} 네임스페이스 리소스 쿼터 담당자가 누구인가요?"),
    ("Search results for Korean queries were poor; the index used the standard analyzer.", "Switched the product index to the nori analyzer with decompound_mode: mixed and reindexed.", "",
     "한국어 검색 품질이 낮았음. 인덱스가 standard analyzer를 쓰고 있었음.", "상품 인덱스를 nori analyzer(decompound_mode: mixed)로 바꾸고 재색인함.", ""),
    ("CORS preflight to {svc} failed from the admin app because OPTIONS wasn't routed through the gateway.", "Gateway route now allows OPTIONS and returns Access-Control-Allow-Headers: authorization, content-type.", "Is the admin app origin supposed to be allow-listed in {env}?",
     "어드민 앱에서 {svc}로의 CORS preflight 실패. OPTIONS가 게이트웨이를 안 탔음.", "게이트웨이 라우트에 OPTIONS 허용, Access-Control-Allow-Headers: authorization, content-type 반환하도록 수정.", "{env}에서 어드민 앱 origin이 허용 목록에 있어야 하나요?"),
    ("Terraform apply hung on 'Acquiring state lock'; a previous run had crashed.", "Checked the DynamoDB lock table, confirmed no run was active, then `terraform force-unlock <LOCK_ID>`.", "",
     "Terraform apply가 'Acquiring state lock'에서 멈춤. 이전 실행이 비정상 종료됐었음.", "DynamoDB lock 테이블 확인, 실행 중인 작업 없음을 확인한 뒤 `terraform force-unlock <LOCK_ID>`.", ""),
    ("Amounts in KRW were rendered with two decimals in the invoice PDF.", "KRW has no minor unit; format with 0 decimals and round down (원 단위 절사) per finance.", "Does the same rule apply to JPY invoices?",
     "인보이스 PDF에 원화 금액이 소수점 두 자리로 표시됨.", "원화는 보조 단위가 없으니 소수점 0자리, 재무팀 요청대로 원 단위 절사.", "JPY 인보이스도 같은 규칙인가요?"),
    ("React hydration mismatch on the product page: the server rendered prices with a different locale.", "Pass the locale from the request into Intl.NumberFormat on both sides.", "",
     "상품 페이지에서 React hydration mismatch. 서버가 다른 로케일로 가격을 렌더링함.", "요청의 로케일을 서버/클라이언트 양쪽 Intl.NumberFormat에 전달.", ""),
    ("Celery tasks in {svc} retried forever because max_retries was None.", "Set max_retries=5 with exponential backoff and a dead-letter queue.", "What should happen to tasks in the DLQ?",
     "{svc}의 Celery 태스크가 max_retries=None이라 무한 재시도.", "max_retries=5, 지수 백오프, dead-letter 큐 설정.", "DLQ에 쌓인 태스크는 어떻게 처리하나요?"),
    ("Kakao AlimTalk messages failed with template mismatch; the template text had changed after approval.", "Any change to an approved template needs re-approval (2–3 business days); keep variables as #{{name}}.", "Who submits template changes to the provider?",
     "카카오 알림톡 발송이 템플릿 불일치로 실패. 승인 후 템플릿 문구가 바뀌어 있었음.", "승인된 템플릿을 수정하면 재승인 필요(영업일 2~3일). 변수는 #{{name}} 형식 유지.", "템플릿 변경 신청은 누가 하나요?"),
    ("The N+1 query in /orders came from serializing order.items lazily.", "Added select_related/prefetch_related; query count went from 203 to 4.", "",
     "/orders의 N+1 쿼리는 order.items를 지연 로딩으로 직렬화해서 생김.", "select_related/prefetch_related 추가로 쿼리 수 203 → 4.", ""),
    ("Didn't know the cron schedules in {svc} are in UTC while the business expects KST.", "'0 0 * * *' runs at 09:00 KST; use '0 15 * * *' for midnight KST.", "Can we switch the scheduler to timezone-aware CronJobs (timeZone: Asia/Seoul)?",
     "{svc}의 cron 스케줄이 UTC 기준인데 업무는 KST를 기대한다는 걸 몰랐음.", "'0 0 * * *'은 KST 09시 실행. KST 자정은 '0 15 * * *'.", "스케줄러를 timeZone: Asia/Seoul 지원 CronJob으로 바꿔도 될까요?"),
    ("Docker build took 9 minutes because the build context included node_modules and .git.", "Added a .dockerignore; context dropped from 1.2 GB to 14 MB.", "",
     "빌드 컨텍스트에 node_modules와 .git이 포함돼서 도커 빌드가 9분 걸림.", ".dockerignore 추가로 컨텍스트 1.2GB → 14MB.", ""),
    ("Python 3.12 upgrade broke the build: a dependency still imports distutils.", "Pinned setuptools>=69 which provides the shim, and opened an issue upstream.", "Are we allowed to fork the dependency if upstream is dead?",
     "Python 3.12 업그레이드 후 빌드 실패: 의존성이 아직 distutils를 import함.", "shim을 제공하는 setuptools>=69로 고정하고 업스트림에 이슈 등록.", "업스트림이 방치 상태면 포크해도 되나요?"),
    ("Feature flag names in {svc} follow team.feature.variant; I created one without the team prefix and the dashboard hid it.", "Renamed it to growth.new_onboarding.v2.", "",
     "{svc}의 피처 플래그 이름은 team.feature.variant 규칙. 팀 접두사 없이 만들었더니 대시보드에서 안 보임.", "growth.new_onboarding.v2로 이름 변경.", ""),
    ("The PG provider times out after 30s but our HTTP client gave up at 10s, leaving payments in an unknown state.", "Raised the client timeout to 35s and added a status query on timeout before retrying.", "Is idempotency-key support enabled on the provider side for {env}?",
     "PG사는 30초 후 타임아웃인데 우리 HTTP 클라이언트는 10초에 포기해서 결제 상태가 불명확해짐.", "클라이언트 타임아웃 35초로 늘리고, 타임아웃 시 재시도 전에 상태 조회 추가.", "{env}에서 PG사 멱등키 지원이 켜져 있나요?"),
    ("Git LFS files showed up as pointer text in the build because the runner didn't run `git lfs pull`.", "Added lfs: true to the checkout step.", "",
     "러너가 `git lfs pull`을 안 해서 빌드에서 LFS 파일이 포인터 텍스트로 보임.", "checkout 단계에 lfs: true 추가.", ""),
    ("The iOS build failed on Xcode 16 with 'Sandbox: rsync deny file-write-create'.", "Set ENABLE_USER_SCRIPT_SANDBOXING = NO for the Pods project.", "Should this be fixed in the Podfile post_install hook instead?",
     "Xcode 16에서 iOS 빌드가 'Sandbox: rsync deny file-write-create'로 실패.", "Pods 프로젝트에 ENABLE_USER_SCRIPT_SANDBOXING = NO 설정.", "Podfile post_install 훅에서 고치는 게 나을까요?"),
    ("Log volume from {svc} doubled after the last release; DEBUG was left on for the http client.", "LOG_LEVEL is per-logger; set urllib3 and httpx loggers to WARNING.", "",
     "지난 릴리스 이후 {svc} 로그량이 두 배. http 클라이언트 DEBUG가 켜져 있었음.", "LOG_LEVEL은 로거별 설정. urllib3, httpx 로거를 WARNING으로.", ""),
    ("Slow query on orders(created_at) in {env}: the index existed but on (status, created_at).", "Added a separate index on created_at CONCURRENTLY; p95 dropped from 1.8s to 40ms.", "Any policy on creating indexes during business hours?",
     "{env}에서 orders(created_at) 쿼리가 느림. 인덱스가 (status, created_at)으로만 있었음.", "created_at 단독 인덱스를 CONCURRENTLY로 추가. p95 1.8초 → 40ms.", "업무 시간 중 인덱스 생성 관련 정책이 있나요?"),
    ("Mobile deep links opened the browser instead of the app on Android 12+.", "assetlinks.json must be served with content-type application/json and list the release signing cert SHA-256.", "",
     "안드로이드 12 이상에서 딥링크가 앱 대신 브라우저로 열림.", "assetlinks.json은 application/json으로 서빙되고 릴리스 서명 인증서 SHA-256을 포함해야 함.", ""),
    ("I wasn't told the design system moved from styled-components to CSS modules.", "New components go in src/ui with *.module.css; the old ones are frozen.", "Is there a migration deadline?",
     "디자인 시스템이 styled-components에서 CSS modules로 바뀐 걸 몰랐음.", "새 컴포넌트는 src/ui에 *.module.css로. 기존 것은 동결.", "마이그레이션 마감 일정이 있나요?"),
    ("The address API returned 도로명 addresses without the building name, breaking the label printer layout.", "Concatenate roadAddress + (buildingName) only when buildingName is non-empty.", "",
     "주소 API가 건물명 없이 도로명 주소만 반환해서 송장 프린터 레이아웃이 깨짐.", "buildingName이 있을 때만 roadAddress + (buildingName) 형태로 결합.", ""),
    ("The {svc} test suite took {n} minutes because every test recreated the database.", "Use a session-scoped DB with transactional rollback per test; runtime is now a third.", "Can we split the slow integration tests into a nightly job?",
     "{svc} 테스트가 매 테스트마다 DB를 새로 만들어서 {n}분 걸림.", "세션 단위 DB + 테스트별 트랜잭션 롤백으로 바꿔서 시간이 1/3로 줄었음.", "느린 통합 테스트를 야간 잡으로 분리해도 될까요?"),
    ("Didn't know {svc} has a hard limit of {n} items per bulk request on the partner API.", "Chunk the export into batches of {n} and back off on HTTP 429.", "",
     "파트너 API의 벌크 요청이 건당 {n}개로 제한된다는 걸 몰랐음 ({svc}).", "{n}개 단위로 나눠 보내고 HTTP 429면 백오프.", ""),
    ("Image uploads over {n} MB failed silently in {svc}; the ingress had a body size limit.", "Set nginx.ingress.kubernetes.io/proxy-body-size and surface 413 errors in the UI.", "What is the agreed max upload size for {env}?",
     "{svc}에서 {n}MB 넘는 이미지 업로드가 조용히 실패함. ingress에 body 크기 제한이 있었음.", "nginx.ingress.kubernetes.io/proxy-body-size 설정, UI에 413 에러 표시.", "{env}의 최대 업로드 크기 합의값이 있나요?"),
    ("The Android release build crashed on startup because R8 stripped a Gson model.", "Added @Keep to the DTOs and a proguard rule for the package.", "",
     "R8이 Gson 모델을 제거해서 안드로이드 릴리스 빌드가 시작하자마자 크래시.", "DTO에 @Keep 추가, 해당 패키지용 proguard 규칙 추가.", ""),
    ("Nobody mentioned that {svc} writes to a read replica with {n}s lag; the UI showed stale data after saves.", "Read-your-writes: route reads to the primary for 5 seconds after a write in the same session.", "Is there a session-pinning helper already?",
     "{svc}가 복제 지연 {n}초인 리드 레플리카를 읽어서 저장 직후 UI에 예전 데이터가 보였음.", "같은 세션에서 쓰기 후 5초간은 primary에서 읽도록 라우팅.", "세션 고정 헬퍼가 이미 있나요?"),
    ("Playwright tests were flaky on CI because animations were still running.", "Use `reducedMotion: 'reduce'` in the config and wait for network idle only where needed.", "",
     "CI에서 애니메이션이 끝나기 전에 검사해서 Playwright 테스트가 불안정했음.", "설정에 `reducedMotion: 'reduce'` 적용, network idle 대기는 필요한 곳에만.", ""),
    ("The monorepo build cache was invalidated on every run because a generated file embedded the build time.", "Moved the timestamp into an env var read at runtime; cache hit rate went back to ~{n}%.", "",
     "생성 파일에 빌드 시각이 들어가서 모노레포 빌드 캐시가 매번 무효화됨.", "타임스탬프를 런타임 환경변수로 옮겨서 캐시 적중률이 약 {n}%로 회복.", ""),
    ("Didn't know the coupon codes in {svc} are case-insensitive but stored upper-case.", "Normalize with .upper() before lookup; the unique index is on the upper-cased column.", "Should the API reject lower-case codes instead?",
     "{svc}의 쿠폰 코드는 대소문자 구분이 없고 대문자로 저장된다는 걸 몰랐음.", "조회 전에 .upper()로 정규화. 유니크 인덱스도 대문자 컬럼 기준.", "API에서 소문자 코드를 거부하는 게 나을까요?"),
    ("Excel exports from {svc} showed broken Korean text.", "Write CSV with a UTF-8 BOM (utf-8-sig) so Excel detects the encoding.", "",
     "{svc}에서 내보낸 엑셀 파일의 한글이 깨짐.", "CSV를 UTF-8 BOM(utf-8-sig)으로 써야 엑셀이 인코딩을 인식함.", ""),
    ("gRPC calls between {svc} and the gateway failed with RST_STREAM after exactly {n}s.", "The load balancer idle timeout was shorter than the stream; enabled keepalive pings every 20s.", "Who owns the LB settings?",
     "{svc}와 게이트웨이 간 gRPC 호출이 정확히 {n}초 뒤 RST_STREAM으로 실패.", "LB idle 타임아웃이 스트림보다 짧았음. 20초마다 keepalive ping 설정.", "LB 설정 담당자가 누구인가요?"),
    ("The holiday calendar used by {svc} didn't include 대체공휴일, so settlements ran on a bank holiday.", "Load holidays from the public API yearly and add substitute holidays explicitly.", "",
     "{svc}가 쓰는 공휴일 캘린더에 대체공휴일이 없어서 은행 휴무일에 정산이 돌았음.", "공휴일은 매년 공공 API에서 받아오고 대체공휴일은 명시적으로 추가.", ""),
    ("Storybook broke after the Vite upgrade because of a duplicate React copy.", "Dedupe react and react-dom in vite.config resolve.dedupe.", "",
     "Vite 업그레이드 후 React가 중복 설치돼서 Storybook이 깨짐.", "vite.config의 resolve.dedupe에 react, react-dom 추가.", ""),
    ("Webhook retries from the PG hit {svc} up to {n} times; we double-counted payments.", "Store the event id and ignore duplicates (idempotent handler).", "Is there a shared idempotency table we should reuse?",
     "PG 웹훅 재시도가 {svc}에 최대 {n}번 들어와서 결제가 중복 집계됨.", "이벤트 ID를 저장하고 중복은 무시 (멱등 핸들러).", "재사용할 공용 멱등 테이블이 있나요?"),
    ("Didn't know {svc} must keep access logs for {n} days for the audit.", "Lifecycle rule moves logs to Glacier after 30 days and deletes them after the retention period.", "",
     "감사 때문에 {svc} 접근 로그를 {n}일 보관해야 한다는 걸 몰랐음.", "30일 후 Glacier로 이동, 보관 기간 후 삭제하는 lifecycle 규칙 적용.", ""),
    ("Swagger docs for {svc} were out of date; the CI step that regenerates them was skipped on tags.", "Run the openapi export on both branches and tags.", "",
     "{svc}의 Swagger 문서가 오래된 상태였음. 태그 빌드에서 재생성 단계가 스킵되고 있었음.", "openapi export를 브랜치와 태그 모두에서 실행.", ""),
    ("The kiosk app in {svc} lost its offline queue on reboot because it used sessionStorage.", "Switched to IndexedDB and flush the queue on reconnect.", "",
     "{svc} 키오스크 앱이 sessionStorage를 써서 재부팅하면 오프라인 큐가 사라짐.", "IndexedDB로 바꾸고 재연결 시 큐를 flush.", ""),
]


@ct(88, risky=False)
def c_benign(lang):
    t = pick(BENIGN)
    ctx = dict(svc=pick(SVCS), env=pick(ENVS), n=pick([3, 5, 7, 12, 15, 20, 30, 45, 60, 90, 100, 180, 365, 500]))
    mc, le, ask = (t[0], t[1], t[2]) if lang == "en" else (t[3], t[4], t[5])
    mc, le, ask = mc.format(**ctx), le.format(**ctx), ask.format(**ctx)
    if chance(0.25):
        le = ""
    if chance(0.3):
        extra = pick([L(lang, " Took about an hour to find.", " 찾는 데 한 시간쯤 걸림."), L(lang, " Repro steps are in the ticket.", " 재현 절차는 티켓에 있음."),
                      L(lang, " (%s)" % ymd(), " (%s)" % ymd())])
        mc += extra
    return ("F", "benign engineering note", (mc, le, ask), [])


# ======================================================================================
# validation
# ======================================================================================
def has_hangul(text):
    return any("\uac00" <= c <= "\ud7a3" for c in text)


def check_note(kind, fields, secrets):
    mc, le, ask = fields
    assert isinstance(mc, str) and isinstance(le, str) and isinstance(ask, str)
    assert mc.strip(), "missing_context empty"
    assert blen(mc) <= 1024 and blen(le) <= 1024 and blen(ask) <= 512, (blen(mc), blen(le), blen(ask))
    if kind == "clean":
        assert secrets == [], "clean note lists secrets"
        return
    assert secrets, "secret note without secrets"
    assert len(set(secrets)) == len(secrets), "duplicate secret"
    for s in secrets:
        assert len(s) >= 8, ("secret shorter than 8", s)
        assert any(s in f for f in fields), ("secret not verbatim in fields", s)
    masked = []
    for f in fields:
        for s in sorted(secrets, key=lambda x: (-len(x), x)):
            f = f.replace(s, "\x00")
        masked.append(f)
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            assert not any(w in m for m in masked), ("8-char window of a secret occurs outside its occurrences", s, w)


# ======================================================================================
# assembly
# ======================================================================================
SECRET_PLAN = [("vendor", None, 157), ("multi", None, 25), ("split", None, 9), ("wrapped", None, 5), ("repeat", None, 7)] + \
              [("special", fn, n) for fn, n in SECRET_T]
CLEAN_SCALE = 1.5
CLEAN_PLAN = [("vendor", None, 95, True, False), ("multi", None, 12, True, False)]


def build_clean_plan():
    plan = list(CLEAN_PLAN)
    for fn, n, risky, pub in CLEAN_T:
        if pub or not risky:
            plan.append(("special", fn, n, risky, pub))
        else:
            plan.append(("special", fn, int(round(n * CLEAN_SCALE)), risky, pub))
    total = sum(p[2] for p in plan)
    # top up / trim the benign share so that the clean half has exactly N_CLEAN notes
    for i, p in enumerate(plan):
        if p[1] is c_benign:
            plan[i] = (p[0], p[1], p[2] + (N_CLEAN - total), p[3], p[4])
    assert sum(p[2] for p in plan) == N_CLEAN
    return plan


def run_special(fn, lang):
    out = fn(lang)
    if out[0] == "S":
        _, cat, snippet, secrets, ctxkw = out
        ctx = default_ctx(lang, **ctxkw)
        try:
            fields = compose(lang, snippet, ctx)
        except ValueError as e:
            raise ValueError("%s: %s" % (cat, e))
    else:
        _, cat, fields, secrets = out
    return cat, fields, list(secrets)


def make_one(kind, mode, fn, lang, vendor=None):
    if mode == "vendor":
        return vendor_note(lang, vendor, clean=(kind == "clean"))
    if mode == "multi":
        return multi_vendor(lang, clean=(kind == "clean"))
    if mode == "split":
        return split_pair(lang)
    if mode == "wrapped":
        return wrapped_token(lang)
    if mode == "repeat":
        return repeated_value(lang)
    return run_special(fn, lang)


def build():
    seen = {}
    notes = []
    stats = {"risky_clean": 0, "publishable": 0, "retries": 0}
    for kind, plan, n_ko in (("secret", [(m, f, n, True, False) for m, f, n in SECRET_PLAN], N_KO_SECRET),
                             ("clean", build_clean_plan(), N_KO_CLEAN)):
        CURRENT_STREAM[0] = kind
        jobs = []
        for mode, fn, n, risky, pub in plan:
            jobs += [(mode, fn, risky, pub)] * n
        total = len(jobs)
        assert total == (N_SECRET if kind == "secret" else N_CLEAN), (kind, total)
        langs = ["ko"] * n_ko + ["en"] * (total - n_ko)
        R.shuffle(jobs)
        R.shuffle(langs)
        for (mode, fn, risky, pub), lang in zip(jobs, langs):
            fixed_vendor = next_vendor() if mode == "vendor" else None     # retries keep the same vendor
            for attempt in range(30):
                try:
                    cat, fields, secrets = make_one(kind, mode, fn, lang, fixed_vendor)
                except ValueError:          # snippet did not fit the field limits: draw again
                    stats["retries"] += 1
                    continue
                key = "\x01".join(fields)
                if key not in seen and (lang == "en" or any(has_hangul(x) for x in fields)):
                    break
                stats["retries"] += 1
            else:
                raise RuntimeError("could not produce a unique note for %s/%s" % (kind, mode))
            seen[key] = True
            check_note(kind, fields, secrets)
            if kind == "clean":
                stats["risky_clean"] += 1 if risky else 0
                stats["publishable"] += 1 if pub else 0
                assert cat.endswith(" [publishable]") == pub, cat
            notes.append({"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({"id": "da%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"][0], "lesson": n["fields"][1], "ask_next_time": n["fields"][2]},
                    "secrets": n["secrets"]})
    return out, stats


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v45.jsonl"
    notes, stats = build()
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    n_pub = stats["publishable"]
    n_clean = sum(1 for n in notes if n["kind"] == "clean")
    assert n_pub <= n_clean // 10, n_pub
    assert stats["risky_clean"] * 3 >= n_clean * 2, stats
    sys.stderr.write("wrote %d notes to %s  sha256=%s  stats=%s\n" % (len(notes), path, hashlib.sha256(data.encode("utf-8")).hexdigest(), stats))


if __name__ == "__main__":
    main()
