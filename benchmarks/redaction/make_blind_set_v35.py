#!/usr/bin/env python3
"""Blind evaluation set v35 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(35_2026_1126)) drives every choice.
Python 3 standard library only.  Writes blind_set_v35.jsonl next to this file.

All token bodies are random; only vendor prefixes / structural parts follow
the vendors' documented shapes.  Nothing here is a real credential.
"""
import base64
import hashlib
import json
import os
import sys
from urllib.parse import quote

import random

R = random.Random(35_2026_1126)

# ---------------------------------------------------------------- helpers --
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B62 = UP + LO + DG
B64 = B62 + "+/"
B64U = B62 + "-_"
B32 = UP + "234567"
UPD = UP + DG
LOD = LO + DG


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(n):
    return base64.b64encode(rb(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rb(n)).decode().rstrip("=")


def hexs(n):
    return rs(HX, n)


def uid():
    h = rs(HX, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64json(obj):
    return base64.urlsafe_b64encode(
        json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(payload, alg="HS256", siglen=43):
    head = b64json({"alg": alg, "typ": "JWT"})
    return head + "." + b64json(payload) + "." + rs(B64U, siglen)


def ts():
    return rint(1_700_000_000, 1_770_000_000)


def pct(s):
    return quote(s, safe="")


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def nbytes(s):
    return len(s.encode("utf-8"))


# Hangul typed on a QWERTY keyboard with the 2-set (dubeolsik) layout.
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W",
        "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y",
         "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft",
         "fx", "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x",
         "v", "g"]


def hangul_qwerty(word):
    out = []
    for c in word:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(_CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28])
        else:
            out.append(c)
    return "".join(out)


assert hangul_qwerty("사랑해") == "tkfkdgo"
assert hangul_qwerty("비밀번호") == "qlalfqjsgh"
assert hangul_qwerty("관리자") == "rhksflwk"

# ------------------------------------------------------- small fake world --
PROJECTS = ["billing-api", "orders-svc", "mobile-bff", "checkout-web", "infra-live",
            "data-pipeline", "auth-gateway", "search-indexer", "notif-worker",
            "admin-console", "ml-serving", "partner-sync", "ledger", "crm-bridge",
            "media-upload", "settlement-batch", "chat-relay", "geo-service"]
HOSTS = ["db-prod-1.internal", "pg-main.cluster-c9x2.ap-northeast-2.rds.amazonaws.com",
         "10.0.12.34", "mysql.staging.svc.cluster.local", "redis-master.cache.svc",
         "db01.corp.example.kr", "postgres.dev.local", "172.16.4.20",
         "orders-db.cxk3ab.us-east-1.rds.amazonaws.com", "mongo-0.mongo.default.svc"]
USERS = ["app", "svc_orders", "deploy", "admin", "readonly", "etl_user", "jenkins",
         "root", "ubuntu", "minsu.kim", "jiyeon", "backend", "grafana", "billing_rw",
         "ops", "ci-bot", "hyunwoo", "postgres", "api_user", "report"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "us-west-2",
           "eu-central-1", "ap-southeast-1"]
DOMAINS = ["example.com", "acme.io", "corp.example.kr", "shop.example.jp", "internal.dev"]

# ------------------------------------------------------------ prose pools --
# {t} is the topic.  Pools are shared by secret and clean notes on purpose.
PROSE = {
    "en": {
        "intro": [  # missing_context, followed by the snippet
            "Didn't know how {t} is configured in this repo. Found this:",
            "Nobody mentioned where the {t} settings live. They are here:",
            "Missing context: how {t} authenticates. What's in the repo:",
            "I had no idea {t} was wired up like this:",
            "Spent an hour on a 401 from {t}. Relevant bits:",
            "The README says nothing about {t}; the real setup is:",
            "Needed to know which config {t} reads at startup. It's this one:",
            "Didn't realise {t} is configured differently on staging vs prod. Staging has:",
            "Context I lacked: the deploy for {t} pulls values from here:",
            "Was missing the local setup for {t}. The teammate's snippet:",
            "Couldn't reproduce the {t} failure locally until I saw this:",
            "{t}: the docs are outdated, this is what actually runs:",
            "Had to dig through the history to understand {t}. Current state:",
            "Missing: the working config for {t}.",
            "The task assumed I knew how {t} is set up. I didn't. It's:",
            "Onboarding gap - {t} config isn't documented anywhere except:",
        ],
        "ctx": [  # missing_context without snippet
            "Didn't know which environment {t} talks to by default.",
            "Nobody told me that {t} has its own config separate from the main app.",
            "I was missing how {t} gets its credentials in CI.",
            "Context missing: {t} is owned by another team and set up by hand.",
            "Didn't know {t} was broken on staging since last week.",
            "I lacked the history of why {t} was moved to a new account.",
            "The ticket didn't say which region {t} runs in.",
            "Missing context on how {t} is deployed (manual, not via the pipeline).",
            "Had no idea {t} needed a restart after config changes.",
            "Unclear who rotates things for {t} and when.",
        ],
        "lesson": [
            "Check the env file the job actually loads before editing {t}.",
            "{t} caches its config for ten minutes; restart the pod after changes.",
            "Staging and prod for {t} use different accounts - don't mix them up.",
            "Run the smoke test for {t} right after deploy, not the next morning.",
            "The CI job for {t} reads variables from the project settings, not from the repo.",
            "Always diff the rendered config of {t} before applying.",
            "When {t} returns 401, it's almost always the wrong environment, not a bad value.",
            "{t} silently falls back to defaults when a key is missing.",
            "Keep the {t} changes in a separate PR so the reviewers can follow.",
            "Logs for {t} are in the platform team's project, not ours.",
            "The timeout for {t} is 30s; batch jobs need a bigger one.",
            "Use the make target instead of calling {t} by hand.",
            "",
        ],
        "lesson_lead": [
            "What finally worked for {t}:",
            "Working setup for {t}:",
            "The fix was to change the {t} config to:",
            "Lesson: {t} needs exactly this:",
            "For next time, {t} is configured like this:",
            "Keep this for {t}:",
            "For reference ({t}):",
            "Note to self about {t}:",
        ],
        "ask": [
            "Which environment should {t} point to for this task?",
            "Who owns {t} and can I change its config?",
            "Is there a staging setup for {t} I should use instead?",
            "Ask whether {t} is still in use before touching it.",
            "Should the {t} change go through the infra repo?",
            "Where are the docs for {t}?",
            "Is {t} deployed automatically or by hand?",
            "",
            "",
        ],
        "ask_lead": [
            "Is this still the right config for {t}? ",
            "Confirm with the team that {t} should use: ",
            "Ask if this value for {t} is the current one: ",
            "Check whether {t} still needs ",
            "Next time ask first whether this is valid for {t}: ",
        ],
    },
    "ko": {
        "intro": [
            "{t} 설정이 repo에서 어떻게 되어 있는지 몰랐음. 찾아보니 이렇게 되어 있었다:",
            "{t} 설정 위치를 아무도 알려주지 않았다. 여기 있었음:",
            "{t} 인증 방식에 대한 맥락이 없었다. repo 안의 설정:",
            "{t}이(가) 이런 식으로 붙어 있는 줄 몰랐다:",
            "{t} 쪽에서 401이 나서 한 시간 넘게 헤맴. 관련 부분:",
            "README에 {t} 얘기가 전혀 없음. 실제 설정은 이거:",
            "{t} 기동 시 어떤 config를 읽는지 알아야 했다. 바로 이 파일:",
            "스테이징이랑 운영의 {t} 설정이 다르다는 걸 몰랐음. 스테이징 쪽:",
            "{t} 배포 시 값을 여기서 가져온다는 맥락이 없었다:",
            "{t} 로컬 세팅 방법을 몰라서 팀원이 준 스니펫을 씀:",
            "이걸 보기 전까지 {t} 장애를 로컬에서 재현 못 했다:",
            "{t} 문서가 오래돼서 실제로 돌아가는 설정은 아래와 같음:",
            "{t} 구조 파악하려고 커밋 히스토리까지 뒤졌다. 현재 상태:",
            "빠진 맥락: {t} 동작하는 설정.",
            "태스크가 {t} 세팅을 안다고 가정하고 있었는데 몰랐음. 실제로는:",
            "온보딩 문서에 {t} 설정이 없음. 유일하게 남아 있는 건 이거:",
        ],
        "ctx": [
            "{t} 기본 연결 환경이 어디인지 몰랐다.",
            "{t} 설정이 메인 앱과 따로 관리된다는 걸 아무도 말해주지 않았음.",
            "CI에서 {t} 인증 정보를 어떻게 받는지 몰랐다.",
            "{t}은(는) 다른 팀 소관이고 수동으로 세팅된 것이라는 맥락이 없었음.",
            "{t} 쪽이 지난주부터 스테이징에서 깨져 있었다는 걸 몰랐다.",
            "{t}을(를) 새 계정으로 옮긴 이유를 몰랐음.",
            "티켓에 {t} 리전이 어디인지 안 적혀 있었다.",
            "{t} 배포가 파이프라인이 아니라 수동이라는 걸 몰랐음.",
            "{t} 설정 바꾼 뒤 재시작이 필요하다는 걸 몰랐다.",
            "{t} 관련 값은 누가 언제 교체하는지 불명확했다.",
        ],
        "lesson": [
            "{t} 수정 전에 잡이 실제로 로드하는 env 파일부터 확인할 것.",
            "{t}은(는) 설정을 10분 캐시함. 변경 후 pod 재시작 필요.",
            "{t} 스테이징/운영 계정이 다르니 헷갈리지 말 것.",
            "{t} 배포 직후 바로 smoke test 돌리기. 다음 날 말고.",
            "{t} CI 잡은 repo가 아니라 프로젝트 settings의 변수를 읽는다.",
            "{t} 적용 전에 렌더링된 config를 꼭 diff로 확인.",
            "{t}에서 401 나면 값 문제보다 환경을 잘못 잡은 경우가 대부분.",
            "{t}은(는) 키가 없으면 조용히 기본값으로 동작함. 주의.",
            "{t} 변경은 리뷰하기 쉽게 PR을 분리할 것.",
            "{t} 로그는 우리 프로젝트가 아니라 플랫폼팀 프로젝트에 쌓인다.",
            "{t} timeout은 30초라서 배치 작업은 더 늘려야 함.",
            "{t}은(는) 직접 호출하지 말고 make 타깃을 쓸 것.",
            "",
        ],
        "lesson_lead": [
            "{t} 결국 이렇게 해서 됨:",
            "{t} 동작하는 설정:",
            "{t} 설정을 아래처럼 바꾸니 해결:",
            "교훈: {t}에는 정확히 이게 필요함:",
            "다음을 위해 기록. {t} 설정은 이렇다:",
            "{t} 관련해서 이건 남겨둠:",
            "참고용 ({t}):",
            "{t} 관련 메모:",
        ],
        "ask": [
            "이번 작업에서 {t}은(는) 어느 환경을 바라봐야 하는지?",
            "{t} 담당자가 누구고 설정을 바꿔도 되는지?",
            "{t} 스테이징 환경이 따로 있는지 먼저 물어볼 것.",
            "{t} 아직 쓰는 건지 건드리기 전에 확인.",
            "{t} 변경은 infra repo를 거쳐야 하는지?",
            "{t} 문서는 어디 있는지?",
            "{t} 배포는 자동인지 수동인지?",
            "",
            "",
        ],
        "ask_lead": [
            "{t} 설정이 아직 이게 맞는지? ",
            "{t}에 이 값을 쓰는 게 맞는지 팀에 확인: ",
            "{t} 현재 값이 이게 맞는지 물어볼 것: ",
            "{t}에 아직 이게 필요한지 확인: ",
            "다음엔 이 값이 {t}에 유효한지 먼저 물어보기: ",
        ],
    },
}


def josa(t, tmpl):
    """Pick the right Korean particle after {t} when the topic ends in Hangul."""
    last = t.rstrip()[-1:]
    if last and 0xAC00 <= ord(last) <= 0xD7A3:
        jong = (ord(last) - 0xAC00) % 28 != 0
        for pair, a, b in (("은(는)", "은", "는"), ("을(를)", "을", "를"), ("이(가)", "이", "가")):
            tmpl = tmpl.replace("{t}" + pair, "{t}" + (a if jong else b))
    return tmpl.replace("{t}", t)


def prose(lang, key, t):
    out = josa(t, ch(PROSE[lang][key]))
    out = out.replace("the the ", "the ").replace("The the ", "The ")
    if out[:1].islower() and out[:1].isascii():
        out = out[:1].upper() + out[1:]
    return out


def compose(lang, t, snippet, place=None, lesson=None, ask=None):
    """Place a snippet into one of the three fields, with prose around it."""
    one_line = "\n" not in snippet
    if place is None:
        w = R.random()
        if w < 0.62:
            place = "mc"
        elif w < 0.88 or nbytes(snippet) > 420:
            place = "lesson"
        else:
            place = "ask"
    if place == "ask" and nbytes(snippet) > 420:
        place = "lesson"
    fenced = (not one_line) and chance(0.3)
    body = ("```\n" + snippet + "\n```") if fenced else snippet
    sep = " " if (one_line and chance(0.5)) else "\n"
    if place == "mc":
        mc = prose(lang, "intro", t) + sep + body
        if nbytes(mc) > 1024:
            mc = body
        les = lesson if lesson is not None else prose(lang, "lesson", t)
        ask_ = ask if ask is not None else prose(lang, "ask", t)
        return {"missing_context": mc, "lesson": les, "ask_next_time": ask_}
    if place == "lesson":
        les = prose(lang, "lesson_lead", t) + sep + body
        if nbytes(les) > 1024:
            les = body
        ask_ = ask if ask is not None else prose(lang, "ask", t)
        return {"missing_context": prose(lang, "ctx", t), "lesson": les, "ask_next_time": ask_}
    # ask
    les = lesson if lesson is not None else prose(lang, "lesson", t)
    return {"missing_context": prose(lang, "ctx", t), "lesson": les,
            "ask_next_time": prose(lang, "ask_lead", t).rstrip() + ("\n" if not one_line else " ") + snippet}

# --------------------------------------------------------------- framers --
# A framer renders a list of (ENV_NAME, value) entries of a spec as text.
# Returns (label, snippet, extra_secrets).  extra_secrets are derived values
# (e.g. a Basic-auth blob) that must be listed too.

BENIGN_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"),
              ("TZ", "Asia/Seoul"), ("APP_ENV", "staging"), ("HTTP_TIMEOUT_MS", "15000"),
              ("FEATURE_NEW_CHECKOUT", "true"), ("WORKERS", "4"), ("REGION", "ap-northeast-2"),
              ("SENTRY_ENVIRONMENT", "staging"), ("CACHE_TTL", "300"), ("DEBUG", "false"),
              ("PUBLIC_BASE_URL", "https://app.example.com"), ("MAX_UPLOAD_MB", "25")]

CMT = {"en": ["# TODO move to secret manager", "# temp for local testing", "# copied from the wiki",
              "# prod values, do not commit", "# set by ops", "# rotated last sprint", ""],
       "ko": ["# TODO 시크릿 매니저로 옮기기", "# 로컬 테스트용 임시", "# 위키에서 복사함",
              "# 운영 값, 커밋 금지", "# 인프라팀이 넣어준 값", "# 지난 스프린트에 교체함", ""]}


def cmt(lang, mark="#"):
    c = ch(CMT[lang])
    return c.replace("#", mark, 1) if c else ""


def keyname(sp, env):
    p = sp.get("prefix", sp["ns"].upper() + "_")
    k = env[len(p):] if env.startswith(p) and len(env) > len(p) else env
    return k.lower()


def camel(k):
    parts = k.split("_")
    return parts[0] + "".join(x[:1].upper() + x[1:] for x in parts[1:])


def benign(n):
    out = []
    pool = list(BENIGN_ENV)
    for _ in range(n):
        x = ch(pool)
        pool.remove(x)
        out.append(x)
    return out


def stamp():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def fr_dotenv(sp, E, lang):
    lines = ["%s=%s" % kv for kv in benign(rint(1, 3))]
    pos = rint(0, len(lines))
    q = ch(["", "", '"', "'"])
    block = ["%s=%s%s%s" % (k, q, v, q) for k, v in E]
    lines[pos:pos] = block
    head = ch(["# .env", "# .env.local", "# .env.production", "$ cat .env", "", "# config/.env.staging"])
    c = cmt(lang)
    if c:
        lines.insert(pos, c)
    return "dotenv", "\n".join(([head] if head else []) + lines), []


def fr_export(sp, E, lang):
    cmd = sp.get("cli") or ch(["./scripts/sync.sh", "npm run start", "python -m app.worker",
                               "make run", "go run ./cmd/server", "bundle exec rails s"])
    lines = ["export %s=%s" % (k, ch(["'%s'", '"%s"', "%s"]) % v) for k, v in E]
    if chance(0.4):
        return "shell: export", "$ " + " && ".join(lines) + " && " + cmd, []
    return "shell: export", "\n".join(lines) + "\n" + cmd, []


def fr_yaml(sp, E, lang):
    ns = sp["ns"]
    top = ch(["", "integrations:", "services:", "app:"])
    ind = "  " if top else ""
    lines = ([top] if top else []) + [ind + ns + ":"]
    extra = ch([("timeout", "30s"), ("enabled", "true"), ("region", ch(REGIONS)), ("retries", "3")])
    lines.append(ind + "  %s: %s" % extra)
    for k, v in E:
        q = ch(['"%s"', "%s", "'%s'"])
        lines.append(ind + "  %s: %s" % (keyname(sp, k), q % v))
    f = ch(["config/application.yml", "values.yaml", "settings.yaml", "config.yaml", "app.yaml"])
    return "yaml config", "# " + f + "\n" + "\n".join(lines), []


def fr_json(sp, E, lang):
    ns = sp["ns"]
    inner = ['"%s": "%s"' % (camel(keyname(sp, k)), v) for k, v in E]
    if not any('"timeoutMs"' in x for x in inner):
        inner.insert(rint(0, len(inner)), '"timeoutMs": %d' % ch([5000, 10000, 30000]))
    if chance(0.5):
        body = '{\n  "%s": {\n    %s\n  }\n}' % (ns, ",\n    ".join(inner))
    else:
        body = '{"%s": {%s}}' % (ns, ", ".join(inner))
    f = ch(["appsettings.json", "config/default.json", "secrets.json", "local.settings.json", "config.json"])
    return "json config", f + ":\n" + body, []


def fr_toml(sp, E, lang):
    lines = ["[%s]" % sp["ns"]] + ['%s = "%s"' % (keyname(sp, k), v) for k, v in E]
    lines.append(ch(['timeout = 30', 'enabled = true', 'retries = 3']))
    f = ch(["config.toml", "settings.toml", ".streamlit/secrets.toml", "Config.toml"])
    return "toml config", "# " + f + "\n" + "\n".join(lines), []


def fr_ini(sp, E, lang):
    lines = ["[%s]" % sp["ns"]] + ["%s = %s" % (keyname(sp, k), v) for k, v in E]
    f = ch(["settings.ini", "config.ini", "setup.cfg", "app.conf"])
    return "ini config", "; " + f + "\n" + "\n".join(lines), []


def fr_props(sp, E, lang):
    ns = sp["ns"]
    lines = ["%s.%s=%s" % (ns, keyname(sp, k).replace("_", "-"), v) for k, v in E]
    lines.insert(0, "spring.profiles.active=" + ch(["prod", "staging", "local"]))
    return "java properties", "# application.properties\n" + "\n".join(lines), []


def fr_hcl(sp, E, lang):
    if chance(0.5):
        out = []
        for k, v in E:
            out.append('variable "%s_%s" {\n  type      = string\n  sensitive = true\n  default   = "%s"\n}'
                       % (sp["ns"], keyname(sp, k), v))
        return "terraform variable default", "\n".join(out), []
    inner = "\n".join('  %s = "%s"' % (keyname(sp, k), v) for k, v in E)
    return "terraform provider block", 'provider "%s" {\n%s\n}' % (sp["ns"], inner), []


def fr_tfvars(sp, E, lang):
    lines = ['%s_%s = "%s"' % (sp["ns"], keyname(sp, k), v) for k, v in E]
    lines.insert(0, 'environment = "%s"' % ch(["prod", "stg", "dev"]))
    return "terraform tfvars", "# terraform.tfvars\n" + "\n".join(lines), []


def fr_xml(sp, E, lang):
    if chance(0.5):
        lines = ['    <add key="%s" value="%s" />' % (camel(keyname(sp, k))[:1].upper() + camel(keyname(sp, k))[1:], v)
                 for k, v in E]
        return "xml appSettings", "<appSettings>\n" + "\n".join(lines) + "\n</appSettings>", []
    lines = ["  <%s>%s</%s>" % (camel(keyname(sp, k)), v, camel(keyname(sp, k))) for k, v in E]
    return "xml config", "<%s>\n%s\n</%s>" % (sp["ns"], "\n".join(lines), sp["ns"]), []


def fr_dockerfile(sp, E, lang):
    base = ch(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3"])
    lines = ["FROM " + base, "WORKDIR /app"]
    kw = ch(["ENV", "ARG"])
    for k, v in E:
        lines.append("%s %s=%s" % (kw, k, v))
    lines.append(ch(["COPY . .", "RUN npm ci", "RUN pip install -r requirements.txt"]))
    return "Dockerfile " + kw, "\n".join(lines), []


def fr_compose(sp, E, lang):
    svc = ch(PROJECTS)
    lines = ["services:", "  %s:" % svc, "    image: %s:%s" % (svc, ch(["latest", "1.4.2", "sha-3f9c2e1"])),
             "    ports:", '      - "%d:%d"' % (ch([8080, 3000, 8000]), ch([8080, 3000, 8000])), "    environment:"]
    if chance(0.5):
        for k, v in E:
            lines.append("      - %s=%s" % (k, v))
    else:
        for k, v in E:
            lines.append("      %s: %s" % (k, v))
    return "docker-compose environment", "\n".join(lines), []


def fr_k8s_secret(sp, E, lang):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (ch(PROJECTS), sp["ns"]),
             "type: Opaque", "stringData:"]
    for k, v in E:
        lines.append("  %s: %s" % (k, ch(['"%s"', "%s"]) % v))
    return "k8s Secret stringData", "\n".join(lines), []


def fr_k8s_env(sp, E, lang):
    lines = ["        env:"]
    for k, v in E:
        lines.append("          - name: %s" % k)
        lines.append('            value: "%s"' % v)
    lines.insert(0, "      containers:\n      - name: %s\n        image: registry.example.com/%s:%s"
                 % (sp["ns"] + "-client", ch(PROJECTS), ch(["v1.8.0", "2025.11.3", "main-41c2"])))
    return "k8s Deployment env", "\n".join(lines), []


def fr_gha(sp, E, lang):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in E:
        lines.append("      %s: %s" % (k, v))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % ch(["make deploy", "npm run release", "./deploy.sh"])]
    return "GitHub Actions workflow env", "# .github/workflows/deploy.yml\n" + "\n".join(lines), []


def fr_gitlab(sp, E, lang):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v in E]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % ch(["make release", "./ci/deploy.sh", "helm upgrade --install app ./chart"])]
    return "GitLab CI variables", "# .gitlab-ci.yml\n" + "\n".join(lines), []


def fr_python(sp, E, lang):
    c = cmt(lang)
    if len(E) == 1 and sp.get("py"):
        code = sp["py"].format(**dict(E))
    elif chance(0.5):
        code = "\n".join('os.environ["%s"] = "%s"' % (k, v) for k, v in E)
        code = "import os\n" + code
    else:
        code = "%s_CONFIG = {\n%s\n}" % (sp["ns"].upper(), "\n".join('    "%s": "%s",' % (keyname(sp, k), v) for k, v in E))
    return "python code", (c + "\n" if c else "") + code, []


def fr_js(sp, E, lang):
    c = cmt(lang, "//")
    if len(E) == 1 and sp.get("js"):
        code = sp["js"].format(**dict(E))
    else:
        inner = "\n".join("  %s: '%s'," % (camel(keyname(sp, k)), v) for k, v in E)
        code = "export const %sConfig = {\n%s\n};" % (sp["ns"], inner)
    return "js/ts code", (c + "\n" if c else "") + code, []


def fr_go(sp, E, lang):
    c = cmt(lang, "//")
    lines = ["const ("] + ['\t%s = "%s"' % (camel(keyname(sp, k)), v) for k, v in E] + [")"]
    return "go code", (c + "\n" if c else "") + "\n".join(lines), []


def fr_java(sp, E, lang):
    c = cmt(lang, "//")
    lines = ['    private static final String %s = "%s";' % (keyname(sp, k).upper(), v) for k, v in E]
    cls = sp["ns"][:1].upper() + sp["ns"][1:] + "Config"
    return "java code", (c + "\n" if c else "") + "public class %s {\n%s\n}" % (cls, "\n".join(lines)), []


def fr_ruby(sp, E, lang):
    lines = ["%s.configure do |config|" % (sp["ns"][:1].upper() + sp["ns"][1:])]
    lines += ["  config.%s = '%s'" % (keyname(sp, k), v) for k, v in E] + ["end"]
    return "ruby initializer", "# config/initializers/%s.rb\n" % sp["ns"] + "\n".join(lines), []


def fr_php(sp, E, lang):
    lines = ["<?php", "return ["] + ["    '%s' => '%s'," % (keyname(sp, k), v) for k, v in E] + ["];"]
    return "php config", "// config/%s.php\n" % sp["ns"] + "\n".join(lines), []


def fr_csharp(sp, E, lang):
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (sp["ns"].title(), camel(keyname(sp, k)).title(), v) for k, v in E]
    return "c# code", "// Program.cs\n" + "\n".join(lines), []


def fr_rust(sp, E, lang):
    lines = ['const %s: &str = "%s";' % (keyname(sp, k).upper(), v) for k, v in E]
    return "rust code", "// src/config.rs\n" + "\n".join(lines), []


def fr_ps(sp, E, lang):
    lines = ['$env:%s = "%s"' % (k, v) for k, v in E]
    return "powershell env", "PS C:\\src\\%s> " % ch(PROJECTS) + "\nPS> ".join(lines), []


def fr_cli_secret(sp, E, lang):
    k, v = E[-1]
    tool = ch(["gh", "kubectl", "aws", "heroku", "fly", "docker", "gcloud", "vault"])
    if tool == "gh":
        s = 'gh secret set %s --body "%s" --repo acme/%s' % (k, v, ch(PROJECTS))
    elif tool == "kubectl":
        s = "kubectl create secret generic %s --from-literal=%s=%s -n %s" % (sp["ns"] + "-creds", keyname(sp, k), v, ch(["prod", "default", "payments"]))
    elif tool == "aws":
        s = "aws ssm put-parameter --name /%s/%s --type SecureString --value '%s' --overwrite" % (ch(["prod", "stg"]), k.lower(), v)
    elif tool == "heroku":
        s = "heroku config:set %s=%s -a %s" % (k, v, ch(PROJECTS))
    elif tool == "fly":
        s = 'fly secrets set %s="%s" --app %s' % (k, v, ch(PROJECTS))
    elif tool == "docker":
        s = "docker run --rm -e %s=%s -p 8080:8080 %s:latest" % (k, v, ch(PROJECTS))
    elif tool == "gcloud":
        s = "echo -n '%s' | gcloud secrets versions add %s --data-file=-" % (v, k.lower().replace("_", "-"))
    else:
        s = "vault kv put secret/%s/%s %s=%s" % (ch(PROJECTS), sp["ns"], keyname(sp, k), v)
    if len(E) > 1:
        pre = " ".join("%s=%s" % kv for kv in E[:-1])
        s = pre + " " + s
    return "cli: %s" % tool, "$ " + s, []


def fr_systemd(sp, E, lang):
    lines = ["[Service]"] + ['Environment="%s=%s"' % kv for kv in E] + ["ExecStart=/usr/local/bin/%s" % ch(PROJECTS)]
    return "systemd unit Environment", "# /etc/systemd/system/%s.service\n" % ch(PROJECTS) + "\n".join(lines), []


def fr_notebook(sp, E, lang):
    lines = ["%%env %s=%s" % kv for kv in E]
    return "jupyter %env", "In [3]: " + "\n".join(lines), []


def _hdrs(sp, E):
    d = dict(E)
    return [(h, tmpl.format(**d)) for h, tmpl in sp.get("hdr", [])]


def _basic(sp, E):
    raw = sp["basic"].format(**dict(E))
    return raw, base64.b64encode(raw.encode()).decode()


def fr_curl(sp, E, lang):
    url = sp["url"].format(**dict(E))
    parts = ["curl -sS"]
    if sp.get("basic"):
        raw, _ = _basic(sp, E)
        parts.append("-u '%s'" % raw)
    for h, v in _hdrs(sp, E):
        parts.append('-H "%s: %s"' % (h, v))
    if sp.get("method") == "POST":
        parts.append("-X POST -H 'Content-Type: application/json' -d '%s'" % sp.get("body", "{}"))
    parts.append("'%s'" % url if "?" in url else url)
    joiner = ch([" ", " \\\n  "])
    out = "$ " + joiner.join(parts)
    if chance(0.5):
        out += "\n" + ch(['{"error":"unauthorized"}', "HTTP/2 200", '{"ok":true}', "HTTP/1.1 403 Forbidden",
                          '{"message":"Bad credentials"}', "curl: (28) Operation timed out after 30001 milliseconds"])
    return "curl with credential", out, []


def fr_http(sp, E, lang):
    url = sp["url"].format(**dict(E))
    rest = url.split("://", 1)[1]
    host, _, path = rest.partition("/")
    lines = ["%s /%s HTTP/1.1" % (sp.get("method", "GET"), path), "Host: " + host]
    extra = []
    if sp.get("basic"):
        _, blob = _basic(sp, E)
        lines.append("Authorization: Basic " + blob)
        extra.append(blob)
    for h, v in _hdrs(sp, E):
        lines.append("%s: %s" % (h, v))
    lines.append(ch(["Accept: application/json", "User-Agent: okhttp/4.12.0", "Content-Type: application/json",
                     "User-Agent: python-requests/2.32.3"]))
    return "raw HTTP request", "\n".join(lines), extra


def fr_log(sp, E, lang):
    lvl = ch(["DEBUG", "INFO", "WARN", "ERROR", "TRACE"])
    if sp.get("hdr") and chance(0.7):
        hd = ", ".join("'%s': '%s'" % hv for hv in _hdrs(sp, E))
        line = "%s %s [%s] outgoing request url=%s headers={%s}" % (stamp(), lvl, ch(PROJECTS), sp["url"].format(**dict(E)), hd)
        return "log line with auth header", line, []
    kv = ", ".join("'%s': '%s'" % (keyname(sp, k), v) for k, v in E)
    line = "%s %s %s.config loaded settings={%s, 'timeout': 30}" % (stamp(), lvl, sp["ns"], kv)
    if chance(0.4):
        line = "%s %s request_id=%s retrying (2/3)\n" % (stamp(), "WARN", uid()) + line
    return "log line config dump", line, []


def fr_trace(sp, E, lang):
    k, v = E[-1]
    if chance(0.5):
        lines = ["Traceback (most recent call last):",
                 '  File "/app/%s/client.py", line %d, in request' % (sp["ns"], rint(40, 300)),
                 "    resp.raise_for_status()",
                 "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: %s" % sp.get("url", "https://api.%s.com/v1/" % sp["ns"]).format(**dict(E)).split("?")[0],
                 "Locals: self.%s = '%s'" % (keyname(sp, k), v)]
    else:
        lines = ["Exception in thread \"main\" java.lang.IllegalStateException: %s auth failed" % sp["name"],
                 "\tat com.acme.%s.Client.authenticate(Client.java:%d)" % (sp["ns"], rint(40, 400)),
                 "\tat com.acme.App.main(App.java:%d)" % rint(10, 90),
                 "Caused by: config{%s=%s, endpoint=%s}" % (camel(keyname(sp, k)), v, ch(REGIONS))]
    return "stack trace with value", "\n".join(lines), []


def fr_diff(sp, E, lang):
    f = ch(["config/settings.py", "src/config.ts", "app/config.go", "deploy/values.yaml", ".env.example"])
    lines = ["diff --git a/%s b/%s" % (f, f), "--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(3, 80), 4, rint(3, 80), 4)]
    for k, v in E:
        if chance(0.5):
            lines.append("-%s = os.getenv(\"%s\")" % (keyname(sp, k), k))
            lines.append("+%s = \"%s\"" % (keyname(sp, k), v))
        else:
            lines.append("-%s=%s" % (k, v))
            lines.append("+%s=${%s}" % (k, k))
    return "git diff", "\n".join(lines), []


CHAT = {"en": ["here's the {n} for {v}: {x}", "{n} is {x} (from the old wiki page)",
               "use {x} as the {n}, that's what {v} gave us", "ok the {n} that works: {x}",
               "teammate on Slack: \"{v} {n} = {x}, don't share it\"", "{v} {n} -> {x}"],
        "ko": ["{v} {n}는 {x} 입니다", "팀원이 슬랙으로 준 {v} {n}: {x}", "{n} 이걸로 하면 됨 -> {x}",
               "{v} 쪽 {n} 값: {x} (예전 위키에서 찾음)", "운영 {v} {n} = {x} 이거 맞음?", "{x} <- {v} {n}, 공유 금지라고 함"]}


def fr_chat(sp, E, lang):
    out = []
    for k, v in E:
        n = keyname(sp, k).replace("_", " ")
        out.append(ch(CHAT[lang]).format(n=n, v=sp["name"], x=v))
    return "chat-style prose", ("\n" if chance(0.5) else " ").join(out), []


def fr_table(sp, E, lang):
    hd = ch(["| key | value | env |", "| name | value | note |"]) if lang == "en" else ch(["| 키 | 값 | 환경 |", "| 이름 | 값 | 비고 |"])
    lines = [hd, "|---|---|---|"]
    for k, v in E:
        lines.append("| %s | %s | %s |" % (k, v, ch(["prod", "stg", "dev", "shared"])))
    return "markdown table", "\n".join(lines), []


def fr_envgrep(sp, E, lang):
    pat = sp["ns"].upper()
    lines = ["$ env | grep -i %s" % pat] + ["%s=%s" % kv for kv in E]
    return "shell: env | grep output", "\n".join(lines), []


def fr_helm(sp, E, lang):
    sets = " ".join("--set %s.%s=%s" % (sp["ns"], camel(keyname(sp, k)), v) for k, v in E)
    return "helm --set", "$ helm upgrade --install %s ./charts/%s -n %s %s" % (ch(PROJECTS), ch(PROJECTS), ch(["prod", "stg"]), sets), []


FRAMERS = [fr_dotenv, fr_export, fr_yaml, fr_json, fr_toml, fr_ini, fr_props, fr_hcl, fr_tfvars,
           fr_xml, fr_dockerfile, fr_compose, fr_k8s_secret, fr_k8s_env, fr_gha, fr_gitlab,
           fr_python, fr_js, fr_go, fr_java, fr_ruby, fr_php, fr_csharp, fr_rust, fr_ps,
           fr_cli_secret, fr_systemd, fr_notebook, fr_log, fr_trace, fr_diff, fr_chat,
           fr_table, fr_envgrep, fr_helm]
HTTP_FRAMERS = [fr_curl, fr_http, fr_log]

# ---------------------------------------------------------- vendor specs --
# entries: (ENV_NAME, generator, is_secret)
VENDORS = []


def V(name, region, cat, ns, what, entries, **kw):
    d = {"name": name, "region": region, "cat": cat, "ns": ns, "what": what, "entries": entries}
    d.update(kw)
    VENDORS.append(d)


S, N = True, False
# ---- cloud
V("AWS", "global", "cloud", "aws", "access key pair",
  [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32, 16), S),
   ("AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40), S),
   ("AWS_DEFAULT_REGION", lambda: ch(REGIONS), N)], cli="aws s3 ls s3://%s-artifacts" % ch(PROJECTS))
V("AWS", "global", "cloud", "aws", "STS session credentials",
  [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(B32, 16), S),
   ("AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40), S),
   ("AWS_SESSION_TOKEN", lambda: "IQoJb3JpZ2luX2Vj" + rs(B64, rint(280, 420)), S)])
V("Google Cloud", "global", "cloud", "google", "API key",
  [("GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35), S)],
  hdr=[("x-goog-api-key", "{GOOGLE_API_KEY}")], url="https://generativelanguage.googleapis.com/v1beta/models")
V("Google", "global", "cloud", "google_oauth", "OAuth client secret",
  [("GOOGLE_CLIENT_ID", lambda: "%d-%s.apps.googleusercontent.com" % (rint(10**11, 10**12 - 1), rs(LOD, 32)), N),
   ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), S)], prefix="GOOGLE_")
V("Google", "global", "cloud", "gcp", "OAuth refresh token",
  [("GCP_REFRESH_TOKEN", lambda: "1//0" + rs(B64U, 2) + rs(B64U, 99), S)])
V("Google", "global", "cloud", "gcp", "OAuth access token",
  [("GCP_ACCESS_TOKEN", lambda: "ya29.a0" + rs(B64U, rint(150, 210)), S)],
  hdr=[("Authorization", "Bearer {GCP_ACCESS_TOKEN}")], url="https://storage.googleapis.com/storage/v1/b?project=acme-prod-4821")
V("Azure", "global", "cloud", "azure_storage", "storage account key",
  [("AZURE_STORAGE_ACCOUNT", lambda: "st" + rs(LOD, 10), N),
   ("AZURE_STORAGE_KEY", lambda: b64(64), S)], prefix="AZURE_STORAGE_")
V("Azure", "global", "cloud", "azure", "Entra ID client secret",
  [("AZURE_TENANT_ID", uid, N), ("AZURE_CLIENT_ID", uid, N),
   ("AZURE_CLIENT_SECRET", lambda: rs(B62, 3) + "8Q~" + rs(B62 + "_.~-", 34), S)])
V("Azure OpenAI", "global", "ai", "azure_openai", "API key",
  [("AZURE_OPENAI_ENDPOINT", lambda: "https://%s.openai.azure.com/" % rs(LO, 8), N),
   ("AZURE_OPENAI_API_KEY", lambda: rs(HX, 32), S)], prefix="AZURE_OPENAI_",
  hdr=[("api-key", "{AZURE_OPENAI_API_KEY}")], url="{AZURE_OPENAI_ENDPOINT}openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", method="POST")
V("Azure DevOps", "global", "ci", "azdo", "personal access token",
  [("AZURE_DEVOPS_PAT", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52), S)], prefix="AZURE_DEVOPS_",
  basic=":{AZURE_DEVOPS_PAT}", url="https://dev.azure.com/acme/_apis/projects?api-version=7.1")
V("DigitalOcean", "global", "cloud", "digitalocean", "API token",
  [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), S)],
  hdr=[("Authorization", "Bearer {DIGITALOCEAN_TOKEN}")], url="https://api.digitalocean.com/v2/droplets")
V("Linode", "global", "cloud", "linode", "API token",
  [("LINODE_TOKEN", lambda: hexs(64), S)], hdr=[("Authorization", "Bearer {LINODE_TOKEN}")], url="https://api.linode.com/v4/linode/instances")
V("Vultr", "global", "cloud", "vultr", "API key",
  [("VULTR_API_KEY", lambda: rs(UPD, 36), S)], hdr=[("Authorization", "Bearer {VULTR_API_KEY}")], url="https://api.vultr.com/v2/instances")
V("Hetzner", "eu", "cloud", "hcloud", "API token",
  [("HCLOUD_TOKEN", lambda: rs(B62, 64), S)], hdr=[("Authorization", "Bearer {HCLOUD_TOKEN}")], url="https://api.hetzner.cloud/v1/servers")
V("Scaleway", "eu", "cloud", "scw", "access key + secret key",
  [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UPD, 17), S), ("SCW_SECRET_KEY", uid, S),
   ("SCW_DEFAULT_PROJECT_ID", uid, N)])
V("OVHcloud", "eu", "cloud", "ovh", "application secret + consumer key",
  [("OVH_ENDPOINT", lambda: "ovh-eu", N), ("OVH_APPLICATION_KEY", lambda: rs(B62, 16), N),
   ("OVH_APPLICATION_SECRET", lambda: rs(B62, 32), S), ("OVH_CONSUMER_KEY", lambda: rs(B62, 32), S)])
V("Exoscale", "eu", "cloud", "exoscale", "API key + secret",
  [("EXOSCALE_API_KEY", lambda: "EXO" + hexs(24), S), ("EXOSCALE_API_SECRET", lambda: rs(B64U, 43), S)])
V("Cloudflare", "global", "cloud", "cloudflare", "API token",
  [("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), S)],
  hdr=[("Authorization", "Bearer {CLOUDFLARE_API_TOKEN}")], url="https://api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare", "global", "cloud", "cloudflare", "global API key",
  [("CLOUDFLARE_EMAIL", lambda: "ops@" + ch(DOMAINS), N), ("CLOUDFLARE_API_KEY", lambda: hexs(37), S)],
  hdr=[("X-Auth-Email", "{CLOUDFLARE_EMAIL}"), ("X-Auth-Key", "{CLOUDFLARE_API_KEY}")], url="https://api.cloudflare.com/client/v4/zones")
V("Fastly", "global", "cloud", "fastly", "API token",
  [("FASTLY_API_TOKEN", lambda: rs(B64U, 32), S)], hdr=[("Fastly-Key", "{FASTLY_API_TOKEN}")], url="https://api.fastly.com/service")
V("Vercel", "global", "cloud", "vercel", "access token",
  [("VERCEL_TOKEN", lambda: rs(B62, 24), S)], hdr=[("Authorization", "Bearer {VERCEL_TOKEN}")], url="https://api.vercel.com/v9/projects")
V("Netlify", "global", "cloud", "netlify", "personal access token",
  [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(B62, 36), S)], hdr=[("Authorization", "Bearer {NETLIFY_AUTH_TOKEN}")], url="https://api.netlify.com/api/v1/sites")
V("Heroku", "global", "cloud", "heroku", "API key (UUID-shaped)",
  [("HEROKU_API_KEY", uid, S)], hdr=[("Authorization", "Bearer {HEROKU_API_KEY}"), ("Accept", "application/vnd.heroku+json; version=3")], url="https://api.heroku.com/apps")
V("Fly.io", "global", "cloud", "fly", "API token",
  [("FLY_API_TOKEN", lambda: "FlyV1 fm2_lJPECAAAAAAAA" + rs(B64U, rint(150, 220)), S)], hdr=[("Authorization", "{FLY_API_TOKEN}")], url="https://api.machines.dev/v1/apps")
V("Render", "global", "cloud", "render", "API key",
  [("RENDER_API_KEY", lambda: "rnd_" + rs(B62, 32), S)], hdr=[("Authorization", "Bearer {RENDER_API_KEY}")], url="https://api.render.com/v1/services")
V("Railway", "global", "cloud", "railway", "project token (UUID-shaped)",
  [("RAILWAY_TOKEN", uid, S)], cli="railway up")
V("Alibaba Cloud", "cn", "cloud", "alibaba_cloud", "AccessKey pair",
  [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + rs(B62, 20), S),
   ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(B62, 30), S)], prefix="ALIBABA_CLOUD_")
V("Tencent Cloud", "cn", "cloud", "tencentcloud", "SecretId + SecretKey",
  [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(B62, 32), S), ("TENCENTCLOUD_SECRET_KEY", lambda: rs(B62, 32), S),
   ("TENCENTCLOUD_REGION", lambda: ch(["ap-guangzhou", "ap-shanghai", "ap-seoul"]), N)])
V("Huawei Cloud", "cn", "cloud", "huaweicloud", "AK/SK",
  [("HUAWEICLOUD_SDK_AK", lambda: rs(UPD, 20), S), ("HUAWEICLOUD_SDK_SK", lambda: rs(B62, 40), S)], prefix="HUAWEICLOUD_SDK_")
V("Baidu AI Cloud", "cn", "cloud", "bce", "AK/SK",
  [("BCE_ACCESS_KEY_ID", lambda: hexs(32), S), ("BCE_SECRET_ACCESS_KEY", lambda: hexs(32), S)])
V("Volcengine", "cn", "cloud", "volc", "AK/SK",
  [("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B62, 40), S), ("VOLC_SECRETKEY", lambda: base64.b64encode(rs(B62, 42).encode()).decode(), S)])
V("Qiniu", "cn", "cloud", "qiniu", "AK/SK",
  [("QINIU_ACCESS_KEY", lambda: rs(B64U, 40), S), ("QINIU_SECRET_KEY", lambda: rs(B64U, 40), S)])
V("Naver Cloud Platform", "kr", "cloud", "ncloud", "access key + secret key",
  [("NCLOUD_ACCESS_KEY", lambda: rs(UPD, 20), S), ("NCLOUD_SECRET_KEY", lambda: rs(B62, 40), S),
   ("NCLOUD_REGION", lambda: "KR", N)])
V("NHN Cloud", "kr", "cloud", "nhncloud", "app key + secret key",
  [("NHN_CLOUD_APPKEY", lambda: rs(B62, 16), N), ("NHN_CLOUD_SECRET_KEY", lambda: rs(B62, 8), S)], prefix="NHN_CLOUD_",
  hdr=[("X-Secret-Key", "{NHN_CLOUD_SECRET_KEY}")], url="https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{NHN_CLOUD_APPKEY}/sender/sms", method="POST")
V("Sakura Cloud", "jp", "cloud", "sakuracloud", "API token + secret",
  [("SAKURACLOUD_ACCESS_TOKEN", uid, S), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(B62, 64), S)])
V("MinIO", "global", "cloud", "minio", "access key + secret key",
  [("MINIO_ENDPOINT", lambda: "http://minio.%s:9000" % ch(["storage.svc", "internal", "local"]), N),
   ("MINIO_ACCESS_KEY", lambda: rs(UPD, 20), S), ("MINIO_SECRET_KEY", lambda: rs(B62 + "+/", 40), S)])
V("Tailscale", "global", "cloud", "tailscale", "auth key",
  [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(B62, 11) + "CNTRL-" + rs(B62, 33), S)], prefix="TS_", cli="tailscale up --ssh")
V("ngrok", "global", "cloud", "ngrok", "authtoken",
  [("NGROK_AUTHTOKEN", lambda: "2" + rs(B62, 26) + "_" + rs(B62, 21), S)], cli="ngrok http 3000")
V("Bunny.net", "eu", "cloud", "bunny", "API key",
  [("BUNNY_API_KEY", lambda: uid() + "-" + uid()[:23], S)], hdr=[("AccessKey", "{BUNNY_API_KEY}")], url="https://api.bunny.net/pullzone")
# ---- payments
V("Stripe", "global", "payments", "stripe", "live secret key",
  [("STRIPE_SECRET_KEY", lambda: "sk_live_" + ch([rs(B62, 24), "51" + rs(B62, 97)]), S)],
  hdr=[("Authorization", "Bearer {STRIPE_SECRET_KEY}")], url="https://api.stripe.com/v1/charges?limit=3",
  py='import stripe\nstripe.api_key = "{STRIPE_SECRET_KEY}"', js="const stripe = require('stripe')('{STRIPE_SECRET_KEY}');")
V("Stripe", "global", "payments", "stripe", "restricted key",
  [("STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(B62, 97), S)], basic="{STRIPE_RESTRICTED_KEY}:",
  url="https://api.stripe.com/v1/customers?limit=1")
V("Stripe", "global", "payments", "stripe", "webhook signing secret",
  [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(B62, 32), S)],
  py='event = stripe.Webhook.construct_event(payload, sig_header, "{STRIPE_WEBHOOK_SECRET}")')
V("Square", "global", "payments", "square", "production access token",
  [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), S)],
  hdr=[("Authorization", "Bearer {SQUARE_ACCESS_TOKEN}"), ("Square-Version", "2024-10-17")], url="https://connect.squareup.com/v2/locations")
V("PayPal", "global", "payments", "paypal", "client secret",
  [("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79), N), ("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79), S)])
V("Braintree", "global", "payments", "braintree", "access token",
  [("BRAINTREE_TOKEN", lambda: "access_token$production$" + rs(LOD, 16) + "$" + hexs(32), S)])
V("Adyen", "eu", "payments", "adyen", "API key",
  [("ADYEN_MERCHANT_ACCOUNT", lambda: "AcmeECOM", N), ("ADYEN_API_KEY", lambda: "AQE" + rs(B62, 5) + rs(B64, 150) + "=-" + rs(B62, 40), S)],
  hdr=[("X-API-Key", "{ADYEN_API_KEY}")], url="https://checkout-test.adyen.com/v71/paymentMethods", method="POST")
V("Mollie", "eu", "payments", "mollie", "live API key",
  [("MOLLIE_API_KEY", lambda: "live_" + rs(B62, 30), S)], hdr=[("Authorization", "Bearer {MOLLIE_API_KEY}")], url="https://api.mollie.com/v2/payments")
V("GoCardless", "eu", "payments", "gocardless", "live access token",
  [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), S)], hdr=[("Authorization", "Bearer {GOCARDLESS_ACCESS_TOKEN}"), ("GoCardless-Version", "2015-07-06")], url="https://api.gocardless.com/mandates")
V("SumUp", "eu", "payments", "sumup", "secret API key",
  [("SUMUP_API_KEY", lambda: "sup_sk_" + rs(B62, 32), S)], hdr=[("Authorization", "Bearer {SUMUP_API_KEY}")], url="https://api.sumup.com/v0.1/me")
V("Paystack", "global", "payments", "paystack", "live secret key",
  [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40), S)], hdr=[("Authorization", "Bearer {PAYSTACK_SECRET_KEY}")], url="https://api.paystack.co/transaction")
V("Flutterwave", "global", "payments", "flutterwave", "secret key",
  [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hexs(32) + "-X", S)], prefix="FLW_", hdr=[("Authorization", "Bearer {FLW_SECRET_KEY}")], url="https://api.flutterwave.com/v3/transactions")
V("Razorpay", "global", "payments", "razorpay", "key secret",
  [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(B62, 14), N), ("RAZORPAY_KEY_SECRET", lambda: rs(B62, 24), S)],
  basic="{RAZORPAY_KEY_ID}:{RAZORPAY_KEY_SECRET}", url="https://api.razorpay.com/v1/payments")
V("Toss Payments", "kr", "payments", "toss", "live secret key",
  [("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(B62, 28), S)], basic="{TOSS_SECRET_KEY}:",
  url="https://api.tosspayments.com/v1/payments/confirm", method="POST", body='{"paymentKey":"tviva20251120","orderId":"ORD-88213","amount":15000}')
V("Toss Payments", "kr", "payments", "toss", "API individual secret key",
  [("TOSS_PAYMENTS_SECRET_KEY", lambda: "live_gsk_" + rs(B62, 28), S)], prefix="TOSS_PAYMENTS_", basic="{TOSS_PAYMENTS_SECRET_KEY}:",
  url="https://api.tosspayments.com/v1/payments/orders/ORD-20251120-0012")
V("PortOne", "kr", "payments", "portone", "REST API secret (iamport v1)",
  [("IMP_KEY", lambda: rs(DG, 16), N), ("IMP_SECRET", lambda: rs(B62, 80), S)], prefix="IMP_")
V("PortOne", "kr", "payments", "portone", "V2 API secret",
  [("PORTONE_API_SECRET", lambda: rs(B62, 80), S)], hdr=[("Authorization", "PortOne {PORTONE_API_SECRET}")], url="https://api.portone.io/payments/pay-20251120-8821")
V("NICE Pay", "kr", "payments", "nicepay", "merchant key",
  [("NICEPAY_MID", lambda: "nicepay" + rs(LO, 3) + "m", N), ("NICEPAY_MERCHANT_KEY", lambda: b64(64), S)])
V("KG Inicis", "kr", "payments", "inicis", "sign key",
  [("INICIS_MID", lambda: "INIpay" + rs(UPD, 4), N), ("INICIS_SIGN_KEY", lambda: b64(24), S)])
V("Kakao Pay", "kr", "payments", "kakaopay", "secret key",
  [("KAKAOPAY_CID", lambda: "TC0ONETIME", N), ("KAKAOPAY_SECRET_KEY", lambda: "DEV" + rs(HXU, 37), S)],
  hdr=[("Authorization", "SECRET_KEY {KAKAOPAY_SECRET_KEY}")], url="https://open-api.kakaopay.com/online/v1/payment/ready", method="POST")
V("PAY.JP", "jp", "payments", "payjp", "live secret key",
  [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(48), S)], basic="{PAYJP_SECRET_KEY}:", url="https://api.pay.jp/v1/charges")
V("KOMOJU", "jp", "payments", "komoju", "secret key",
  [("KOMOJU_SECRET_KEY", lambda: "sk_live_" + rs(LOD, 32), S)], basic="{KOMOJU_SECRET_KEY}:", url="https://komoju.com/api/v1/payments")
V("GMO Payment Gateway", "jp", "payments", "gmo_pg", "shop password",
  [("GMO_PG_SHOP_ID", lambda: "tshop" + rs(DG, 8), N), ("GMO_PG_SHOP_PASS", lambda: rs(LOD, 8), S)], prefix="GMO_PG_")
V("WeChat Pay", "cn", "payments", "wechatpay", "APIv3 key",
  [("WECHATPAY_MCH_ID", lambda: "16" + rs(DG, 8), N), ("WECHATPAY_APIV3_KEY", lambda: rs(B62, 32), S)])
V("Plaid", "global", "payments", "plaid", "secret",
  [("PLAID_CLIENT_ID", lambda: hexs(24), N), ("PLAID_SECRET", lambda: hexs(30), S), ("PLAID_ENV", lambda: "production", N)])
V("Binance", "global", "payments", "binance", "API key + secret",
  [("BINANCE_API_KEY", lambda: rs(B62, 64), S), ("BINANCE_API_SECRET", lambda: rs(B62, 64), S)])
V("Upbit", "kr", "payments", "upbit", "Open API access key + secret key",
  [("UPBIT_ACCESS_KEY", lambda: rs(B62, 40), S), ("UPBIT_SECRET_KEY", lambda: rs(B62, 40), S)])
V("Korea Investment & Securities", "kr", "payments", "kis", "app key + app secret",
  [("KIS_APP_KEY", lambda: "PS" + rs(B62, 34), S), ("KIS_APP_SECRET", lambda: rs(B64, 180), S), ("KIS_ACCOUNT_NO", lambda: rs(DG, 8) + "-01", N)])
# ---- AI
V("OpenAI", "global", "ai", "openai", "project API key",
  [("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), S)],
  hdr=[("Authorization", "Bearer {OPENAI_API_KEY}")], url="https://api.openai.com/v1/chat/completions", method="POST",
  body='{"model":"gpt-4o-mini","messages":[{"role":"user","content":"ping"}]}',
  py='from openai import OpenAI\nclient = OpenAI(api_key="{OPENAI_API_KEY}")')
V("OpenAI", "global", "ai", "openai", "legacy user key",
  [("OPENAI_API_KEY", lambda: "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20), S)],
  hdr=[("Authorization", "Bearer {OPENAI_API_KEY}")], url="https://api.openai.com/v1/models")
V("OpenAI", "global", "ai", "openai", "service account key",
  [("OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), S)],
  hdr=[("Authorization", "Bearer {OPENAI_API_KEY}")], url="https://api.openai.com/v1/files")
V("Anthropic", "global", "ai", "anthropic", "API key",
  [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", S)],
  hdr=[("x-api-key", "{ANTHROPIC_API_KEY}"), ("anthropic-version", "2023-06-01")], url="https://api.anthropic.com/v1/messages", method="POST",
  py='import anthropic\nclient = anthropic.Anthropic(api_key="{ANTHROPIC_API_KEY}")')
V("Anthropic", "global", "ai", "anthropic", "admin API key",
  [("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA", S)],
  hdr=[("x-api-key", "{ANTHROPIC_ADMIN_KEY}"), ("anthropic-version", "2023-06-01")], url="https://api.anthropic.com/v1/organizations/users")
V("Google Gemini", "global", "ai", "gemini", "API key",
  [("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35), S)], url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={GEMINI_API_KEY}", method="POST")
V("Mistral AI", "eu", "ai", "mistral", "API key",
  [("MISTRAL_API_KEY", lambda: rs(B62, 32), S)], hdr=[("Authorization", "Bearer {MISTRAL_API_KEY}")], url="https://api.mistral.ai/v1/models")
V("Cohere", "global", "ai", "cohere", "API key",
  [("CO_API_KEY", lambda: rs(B62, 40), S)], prefix="CO_", hdr=[("Authorization", "Bearer {CO_API_KEY}")], url="https://api.cohere.com/v2/embed", method="POST")
V("Groq", "global", "ai", "groq", "API key",
  [("GROQ_API_KEY", lambda: "gsk_" + rs(B62, 52), S)], hdr=[("Authorization", "Bearer {GROQ_API_KEY}")], url="https://api.groq.com/openai/v1/models")
V("Perplexity", "global", "ai", "perplexity", "API key",
  [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(B62, 48), S)], hdr=[("Authorization", "Bearer {PERPLEXITY_API_KEY}")], url="https://api.perplexity.ai/chat/completions", method="POST")
V("xAI", "global", "ai", "xai", "API key",
  [("XAI_API_KEY", lambda: "xai-" + rs(B62, 80), S)], hdr=[("Authorization", "Bearer {XAI_API_KEY}")], url="https://api.x.ai/v1/models")
V("OpenRouter", "global", "ai", "openrouter", "API key",
  [("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hexs(64), S)], hdr=[("Authorization", "Bearer {OPENROUTER_API_KEY}")], url="https://openrouter.ai/api/v1/chat/completions", method="POST")
V("Hugging Face", "global", "ai", "hf", "user access token",
  [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), S)], hdr=[("Authorization", "Bearer {HF_TOKEN}")], url="https://huggingface.co/api/whoami-v2",
  cli="huggingface-cli download acme/ko-embed-v2")
V("Replicate", "global", "ai", "replicate", "API token",
  [("REPLICATE_API_TOKEN", lambda: "r8_" + rs(B62, 37), S)], hdr=[("Authorization", "Bearer {REPLICATE_API_TOKEN}")], url="https://api.replicate.com/v1/predictions", method="POST")
V("Together AI", "global", "ai", "together", "API key",
  [("TOGETHER_API_KEY", lambda: hexs(64), S)], hdr=[("Authorization", "Bearer {TOGETHER_API_KEY}")], url="https://api.together.xyz/v1/models")
V("Fireworks AI", "global", "ai", "fireworks", "API key",
  [("FIREWORKS_API_KEY", lambda: "fw_" + rs(B62, 24), S)], hdr=[("Authorization", "Bearer {FIREWORKS_API_KEY}")], url="https://api.fireworks.ai/inference/v1/models")
V("DeepSeek", "cn", "ai", "deepseek", "API key",
  [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), S)], hdr=[("Authorization", "Bearer {DEEPSEEK_API_KEY}")], url="https://api.deepseek.com/chat/completions", method="POST")
V("Moonshot AI", "cn", "ai", "moonshot", "API key",
  [("MOONSHOT_API_KEY", lambda: "sk-" + rs(B62, 48), S)], hdr=[("Authorization", "Bearer {MOONSHOT_API_KEY}")], url="https://api.moonshot.cn/v1/models")
V("Zhipu AI", "cn", "ai", "zhipuai", "API key (id.secret)",
  [("ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs(B62, 16), S)], hdr=[("Authorization", "Bearer {ZHIPUAI_API_KEY}")], url="https://open.bigmodel.cn/api/paas/v4/chat/completions", method="POST")
V("Alibaba DashScope", "cn", "ai", "dashscope", "API key",
  [("DASHSCOPE_API_KEY", lambda: "sk-" + hexs(32), S)], hdr=[("Authorization", "Bearer {DASHSCOPE_API_KEY}")], url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", method="POST")
V("Baidu Qianfan", "cn", "ai", "qianfan", "bearer API key",
  [("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + rs(B62, 21) + "/" + hexs(40), S)], hdr=[("Authorization", "Bearer {QIANFAN_API_KEY}")], url="https://qianfan.baidubce.com/v2/chat/completions", method="POST")
V("Naver CLOVA Studio", "kr", "ai", "clovastudio", "API key",
  [("CLOVASTUDIO_API_KEY", lambda: "nv-" + hexs(32), S)], hdr=[("Authorization", "Bearer {CLOVASTUDIO_API_KEY}")], url="https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005", method="POST")
V("ElevenLabs", "global", "ai", "elevenlabs", "API key",
  [("ELEVENLABS_API_KEY", lambda: "sk_" + hexs(48), S)], hdr=[("xi-api-key", "{ELEVENLABS_API_KEY}")], url="https://api.elevenlabs.io/v1/voices")
V("AssemblyAI", "global", "ai", "assemblyai", "API key",
  [("ASSEMBLYAI_API_KEY", lambda: hexs(32), S)], hdr=[("authorization", "{ASSEMBLYAI_API_KEY}")], url="https://api.assemblyai.com/v2/transcript", method="POST")
V("Deepgram", "global", "ai", "deepgram", "API key",
  [("DEEPGRAM_API_KEY", lambda: hexs(40), S)], hdr=[("Authorization", "Token {DEEPGRAM_API_KEY}")], url="https://api.deepgram.com/v1/listen?model=nova-2&language=ko", method="POST")
V("DeepL", "eu", "ai", "deepl", "auth key (free tier)",
  [("DEEPL_AUTH_KEY", lambda: uid() + ":fx", S)], hdr=[("Authorization", "DeepL-Auth-Key {DEEPL_AUTH_KEY}")], url="https://api-free.deepl.com/v2/translate", method="POST")
V("Pinecone", "global", "ai", "pinecone", "API key",
  [("PINECONE_API_KEY", lambda: "pcsk_" + rs(B62, 5) + "_" + rs(B62, 63), S)], hdr=[("Api-Key", "{PINECONE_API_KEY}")], url="https://api.pinecone.io/indexes")
V("LangSmith", "global", "ai", "langsmith", "personal API key",
  [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10), S), ("LANGSMITH_PROJECT", lambda: ch(PROJECTS), N)])
V("Langfuse", "eu", "ai", "langfuse", "secret key",
  [("LANGFUSE_PUBLIC_KEY", lambda: "pk-lf-" + uid(), N), ("LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uid(), S),
   ("LANGFUSE_HOST", lambda: "https://cloud.langfuse.com", N)])
V("Weights & Biases", "global", "ai", "wandb", "API key",
  [("WANDB_API_KEY", lambda: hexs(40), S)], cli="wandb login --relogin")
V("Voyage AI", "global", "ai", "voyage", "API key",
  [("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), S)], hdr=[("Authorization", "Bearer {VOYAGE_API_KEY}")], url="https://api.voyageai.com/v1/embeddings", method="POST")
V("Jina AI", "eu", "ai", "jina", "API key",
  [("JINA_API_KEY", lambda: "jina_" + hexs(32) + rs(B62, 28), S)], hdr=[("Authorization", "Bearer {JINA_API_KEY}")], url="https://api.jina.ai/v1/embeddings", method="POST")
V("Stability AI", "global", "ai", "stability", "API key",
  [("STABILITY_API_KEY", lambda: "sk-" + rs(B62, 48), S)], hdr=[("Authorization", "Bearer {STABILITY_API_KEY}")], url="https://api.stability.ai/v1/user/account")
# ---- messaging / communication
V("Slack", "global", "messaging", "slack", "bot token",
  [("SLACK_BOT_TOKEN", lambda: "xoxb-%d-%d-%s" % (rint(10**10, 10**13), rint(10**12, 10**13 - 1), rs(B62, 24)), S)],
  hdr=[("Authorization", "Bearer {SLACK_BOT_TOKEN}")], url="https://slack.com/api/chat.postMessage", method="POST",
  body='{"channel":"C07QK2M9D1X","text":"deploy done"}')
V("Slack", "global", "messaging", "slack", "user token",
  [("SLACK_USER_TOKEN", lambda: "xoxp-%d-%d-%d-%s" % (rint(10**10, 10**12), rint(10**10, 10**12), rint(10**12, 10**13 - 1), hexs(32)), S)],
  hdr=[("Authorization", "Bearer {SLACK_USER_TOKEN}")], url="https://slack.com/api/conversations.history?channel=C05ABQ1L2NM")
V("Slack", "global", "messaging", "slack", "app-level token + signing secret",
  [("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%d-%s" % (rs(UPD, 10), rint(10**12, 10**13 - 1), hexs(64)), S),
   ("SLACK_SIGNING_SECRET", lambda: hexs(32), S)])
V("Discord", "global", "messaging", "discord", "bot token",
  [("DISCORD_BOT_TOKEN", lambda: base64.b64encode(str(rint(10**17, 10**18)).encode()).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38), S)],
  hdr=[("Authorization", "Bot {DISCORD_BOT_TOKEN}")], url="https://discord.com/api/v10/users/@me")
V("Telegram", "global", "messaging", "telegram", "bot token",
  [("TELEGRAM_BOT_TOKEN", lambda: "%d:AA%s" % (rint(10**9, 8 * 10**9), rs(B64U, 33)), S)],
  url="https://api.telegram.org/bot{TELEGRAM_BOT_TOKEN}/getUpdates")
V("Twilio", "global", "messaging", "twilio", "auth token",
  [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), N), ("TWILIO_AUTH_TOKEN", lambda: hexs(32), S)],
  basic="{TWILIO_ACCOUNT_SID}:{TWILIO_AUTH_TOKEN}", url="https://api.twilio.com/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json")
V("Twilio", "global", "messaging", "twilio", "API key secret",
  [("TWILIO_API_KEY", lambda: "SK" + hexs(32), N), ("TWILIO_API_SECRET", lambda: rs(B62, 32), S)])
V("SendGrid", "global", "messaging", "sendgrid", "API key",
  [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), S)],
  hdr=[("Authorization", "Bearer {SENDGRID_API_KEY}")], url="https://api.sendgrid.com/v3/mail/send", method="POST")
V("Mailgun", "global", "messaging", "mailgun", "private API key",
  [("MAILGUN_API_KEY", lambda: ch(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), S)],
  basic="api:{MAILGUN_API_KEY}", url="https://api.mailgun.net/v3/mg.example.com/messages", method="POST")
V("Mailchimp", "global", "messaging", "mailchimp", "API key",
  [("MAILCHIMP_API_KEY", lambda: hexs(32) + "-us" + str(rint(1, 21)), S)])
V("Postmark", "global", "messaging", "postmark", "server token (UUID-shaped)",
  [("POSTMARK_SERVER_TOKEN", uid, S)], hdr=[("X-Postmark-Server-Token", "{POSTMARK_SERVER_TOKEN}")], url="https://api.postmarkapp.com/email", method="POST")
V("Resend", "global", "messaging", "resend", "API key",
  [("RESEND_API_KEY", lambda: "re_" + rs(B62, 8) + "_" + rs(B62, 24), S)], hdr=[("Authorization", "Bearer {RESEND_API_KEY}")], url="https://api.resend.com/emails", method="POST")
V("Brevo", "eu", "messaging", "brevo", "API key",
  [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(B62, 16), S)], hdr=[("api-key", "{BREVO_API_KEY}")], url="https://api.brevo.com/v3/smtp/email", method="POST")
V("Vonage", "eu", "messaging", "vonage", "API secret",
  [("VONAGE_API_KEY", lambda: hexs(8), N), ("VONAGE_API_SECRET", lambda: rs(B62, 16), S)])
V("MessageBird", "eu", "messaging", "messagebird", "live access key",
  [("MESSAGEBIRD_ACCESS_KEY", lambda: rs(B62, 25), S)], hdr=[("Authorization", "AccessKey {MESSAGEBIRD_ACCESS_KEY}")], url="https://rest.messagebird.com/messages")
V("Infobip", "eu", "messaging", "infobip", "API key",
  [("INFOBIP_API_KEY", lambda: hexs(32) + "-" + uid(), S)], hdr=[("Authorization", "App {INFOBIP_API_KEY}")], url="https://api.infobip.com/sms/2/text/advanced", method="POST")
V("Sendbird", "kr", "messaging", "sendbird", "API token",
  [("SENDBIRD_APP_ID", lambda: uid().upper(), N), ("SENDBIRD_API_TOKEN", lambda: hexs(40), S)],
  hdr=[("Api-Token", "{SENDBIRD_API_TOKEN}")], url="https://api-{SENDBIRD_APP_ID}.sendbird.com/v3/users")
V("Solapi (CoolSMS)", "kr", "messaging", "solapi", "API key + secret",
  [("SOLAPI_API_KEY", lambda: "NCS" + rs(UPD, 13), S), ("SOLAPI_API_SECRET", lambda: rs(UPD, 32), S)])
V("Aligo", "kr", "messaging", "aligo", "SMS API key",
  [("ALIGO_USER_ID", lambda: ch(["acmeshop", "devteam01", "notice_kr"]), N), ("ALIGO_API_KEY", lambda: rs(LOD, 32), S)])
V("Channel Talk", "kr", "messaging", "channel", "access key + secret",
  [("CHANNEL_ACCESS_KEY", lambda: hexs(24), S), ("CHANNEL_ACCESS_SECRET", lambda: hexs(32), S)],
  hdr=[("x-access-key", "{CHANNEL_ACCESS_KEY}"), ("x-access-secret", "{CHANNEL_ACCESS_SECRET}")], url="https://api.channel.io/open/v5/user-chats")
V("Kakao", "kr", "messaging", "kakao", "REST API key",
  [("KAKAO_REST_API_KEY", lambda: hexs(32), S)], hdr=[("Authorization", "KakaoAK {KAKAO_REST_API_KEY}")], url="https://dapi.kakao.com/v2/local/search/address.json?query=판교역로")
V("Kakao", "kr", "messaging", "kakao", "Admin key",
  [("KAKAO_ADMIN_KEY", lambda: hexs(32), S)], hdr=[("Authorization", "KakaoAK {KAKAO_ADMIN_KEY}")], url="https://kapi.kakao.com/v1/user/ids")
V("Naver Developers", "kr", "messaging", "naver", "Open API client secret",
  [("NAVER_CLIENT_ID", lambda: rs(B62, 20), N), ("NAVER_CLIENT_SECRET", lambda: rs(B62, 10), S)],
  hdr=[("X-Naver-Client-Id", "{NAVER_CLIENT_ID}"), ("X-Naver-Client-Secret", "{NAVER_CLIENT_SECRET}")], url="https://openapi.naver.com/v1/search/blog.json?query=쿠버네티스")
V("LINE", "jp", "messaging", "line", "channel access token + secret",
  [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", S), ("LINE_CHANNEL_SECRET", lambda: hexs(32), S)], prefix="LINE_")
V("Chatwork", "jp", "messaging", "chatwork", "API token",
  [("CHATWORK_API_TOKEN", lambda: hexs(32), S)], hdr=[("X-ChatWorkToken", "{CHATWORK_API_TOKEN}")], url="https://api.chatwork.com/v2/rooms")
V("WeChat", "cn", "messaging", "wechat", "AppSecret",
  [("WECHAT_APPID", lambda: "wx" + hexs(16), N), ("WECHAT_APPSECRET", lambda: hexs(32), S)],
  url="https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={WECHAT_APPID}&secret={WECHAT_APPSECRET}")
V("Feishu / Lark", "cn", "messaging", "feishu", "app secret",
  [("FEISHU_APP_ID", lambda: "cli_" + hexs(16), N), ("FEISHU_APP_SECRET", lambda: rs(B62, 32), S)])
V("Pusher", "global", "messaging", "pusher", "app secret",
  [("PUSHER_APP_ID", lambda: str(rint(1000000, 1999999)), N), ("PUSHER_KEY", lambda: hexs(20), N), ("PUSHER_SECRET", lambda: hexs(20), S),
   ("PUSHER_CLUSTER", lambda: "ap3", N)])
V("Ably", "eu", "messaging", "ably", "API key",
  [("ABLY_API_KEY", lambda: rs(B62, 6) + "." + rs(B62, 6) + ":" + rs(B64U, 43), S)])
V("Stream", "eu", "messaging", "stream", "API secret",
  [("STREAM_API_KEY", lambda: rs(LOD, 12), N), ("STREAM_API_SECRET", lambda: rs(LOD, 64), S)])
V("Mattermost", "global", "messaging", "mattermost", "bot access token",
  [("MATTERMOST_TOKEN", lambda: rs(LOD, 26), S)], hdr=[("Authorization", "Bearer {MATTERMOST_TOKEN}")], url="https://chat.example.com/api/v4/posts", method="POST")
V("Matrix", "global", "messaging", "matrix", "access token",
  [("MATRIX_ACCESS_TOKEN", lambda: "syt_" + base64.b64encode(rs(LO, 6).encode()).decode().rstrip("=") + "_" + rs(B62, 20) + "_" + rs(B62, 6), S)],
  hdr=[("Authorization", "Bearer {MATRIX_ACCESS_TOKEN}")], url="https://matrix.example.org/_matrix/client/v3/joined_rooms")
V("Zulip", "global", "messaging", "zulip", "bot API key",
  [("ZULIP_EMAIL", lambda: "deploy-bot@zulip.example.com", N), ("ZULIP_API_KEY", lambda: rs(B62, 32), S)],
  basic="{ZULIP_EMAIL}:{ZULIP_API_KEY}", url="https://zulip.example.com/api/v1/messages", method="POST")
V("Mastodon", "eu", "messaging", "mastodon", "access token",
  [("MASTODON_ACCESS_TOKEN", lambda: rs(B64U, 43), S)], hdr=[("Authorization", "Bearer {MASTODON_ACCESS_TOKEN}")], url="https://mastodon.social/api/v1/statuses", method="POST")
V("Intercom", "global", "messaging", "intercom", "access token",
  [("INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "=", S)], hdr=[("Authorization", "Bearer {INTERCOM_ACCESS_TOKEN}")], url="https://api.intercom.io/contacts")
V("Zendesk", "global", "messaging", "zendesk", "API token",
  [("ZENDESK_EMAIL", lambda: "support@" + ch(DOMAINS), N), ("ZENDESK_API_TOKEN", lambda: rs(B62, 40), S)],
  basic="{ZENDESK_EMAIL}/token:{ZENDESK_API_TOKEN}", url="https://acme.zendesk.com/api/v2/tickets.json")
# ---- observability
V("Datadog", "global", "observability", "datadog", "API key + application key",
  [("DD_API_KEY", lambda: hexs(32), S), ("DD_APP_KEY", lambda: hexs(40), S), ("DD_SITE", lambda: ch(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), N)],
  prefix="DD_", hdr=[("DD-API-KEY", "{DD_API_KEY}"), ("DD-APPLICATION-KEY", "{DD_APP_KEY}")], url="https://api.{DD_SITE}/api/v1/monitor")
V("New Relic", "global", "observability", "newrelic", "user API key",
  [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPD, 27), S)], prefix="NEW_RELIC_",
  hdr=[("API-Key", "{NEW_RELIC_API_KEY}")], url="https://api.newrelic.com/graphql", method="POST")
V("New Relic", "global", "observability", "newrelic", "license key",
  [("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", S), ("NEW_RELIC_APP_NAME", lambda: ch(PROJECTS), N)], prefix="NEW_RELIC_")
V("Sentry", "global", "observability", "sentry", "org auth token",
  [("SENTRY_AUTH_TOKEN", lambda: "sntrys_" + b64json({"iat": ts(), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": ch(["acme", "acme-kr"])}) + "_" + rs(B64, 43), S)],
  cli="sentry-cli releases files $VERSION upload-sourcemaps ./dist")
V("Sentry", "global", "observability", "sentry", "user auth token",
  [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), S)],
  hdr=[("Authorization", "Bearer {SENTRY_AUTH_TOKEN}")], url="https://sentry.io/api/0/projects/")
V("Grafana", "global", "observability", "grafana", "service account token",
  [("GRAFANA_TOKEN", lambda: "glsa_" + rs(B62, 32) + "_" + hexs(8), S)],
  hdr=[("Authorization", "Bearer {GRAFANA_TOKEN}")], url="https://grafana.example.com/api/dashboards/uid/k8s-overview")
V("Grafana Cloud", "global", "observability", "grafana_cloud", "access policy token",
  [("GRAFANA_CLOUD_TOKEN", lambda: "glc_" + b64json({"o": str(rint(100000, 999999)), "n": "stack-" + str(rint(100000, 999999)) + "-alloy-write", "k": rs(B62, 24), "m": {"r": "prod-ap-northeast-0"}}), S)],
  prefix="GRAFANA_CLOUD_")
V("Honeycomb", "global", "observability", "honeycomb", "API key",
  [("HONEYCOMB_API_KEY", lambda: rs(B62, 22), S)], hdr=[("X-Honeycomb-Team", "{HONEYCOMB_API_KEY}")], url="https://api.honeycomb.io/1/auth")
V("Dynatrace", "eu", "observability", "dynatrace", "API token",
  [("DT_API_TOKEN", lambda: "dt0c01." + rs(UPD, 24) + "." + rs(UPD, 64), S)], prefix="DT_",
  hdr=[("Authorization", "Api-Token {DT_API_TOKEN}")], url="https://abc12345.live.dynatrace.com/api/v2/metrics")
V("PagerDuty", "global", "observability", "pagerduty", "routing key",
  [("PAGERDUTY_ROUTING_KEY", lambda: hexs(32), S)])
V("PagerDuty", "global", "observability", "pagerduty", "REST API key",
  [("PAGERDUTY_API_KEY", lambda: "u+" + rs(B64U, 18), S)], hdr=[("Authorization", "Token token={PAGERDUTY_API_KEY}")], url="https://api.pagerduty.com/incidents")
V("Opsgenie", "global", "observability", "opsgenie", "API key (UUID-shaped)",
  [("OPSGENIE_API_KEY", uid, S)], hdr=[("Authorization", "GenieKey {OPSGENIE_API_KEY}")], url="https://api.opsgenie.com/v2/alerts", method="POST")
V("Rollbar", "global", "observability", "rollbar", "server access token",
  [("ROLLBAR_ACCESS_TOKEN", lambda: hexs(32), S)], hdr=[("X-Rollbar-Access-Token", "{ROLLBAR_ACCESS_TOKEN}")], url="https://api.rollbar.com/api/1/deploy", method="POST")
V("Bugsnag", "global", "observability", "bugsnag", "data access token",
  [("BUGSNAG_AUTH_TOKEN", lambda: hexs(32) + "-" + hexs(4), S)], hdr=[("Authorization", "token {BUGSNAG_AUTH_TOKEN}")], url="https://api.bugsnag.com/user/organizations")
V("Splunk", "global", "observability", "splunk", "HEC token (UUID-shaped)",
  [("SPLUNK_HEC_TOKEN", lambda: uid().upper(), S)], hdr=[("Authorization", "Splunk {SPLUNK_HEC_TOKEN}")], url="https://splunk.example.com:8088/services/collector/event", method="POST")
V("Sumo Logic", "global", "observability", "sumologic", "access id + access key",
  [("SUMOLOGIC_ACCESSID", lambda: "su" + rs(B62, 12), S), ("SUMOLOGIC_ACCESSKEY", lambda: rs(B62, 64), S)],
  basic="{SUMOLOGIC_ACCESSID}:{SUMOLOGIC_ACCESSKEY}", url="https://api.jp.sumologic.com/api/v1/collectors")
V("Elastic", "global", "observability", "elastic", "API key",
  [("ELASTIC_API_KEY", lambda: base64.b64encode((rs(B64U, 20) + ":" + rs(B64U, 22)).encode()).decode(), S)],
  hdr=[("Authorization", "ApiKey {ELASTIC_API_KEY}")], url="https://es.example.com:9200/_cat/indices?v")
V("Logz.io", "eu", "observability", "logzio", "shipping token",
  [("LOGZIO_TOKEN", lambda: rs(UP + LO, 32), S)], url="https://listener-eu.logz.io:8071/?token={LOGZIO_TOKEN}&type=app", method="POST")
V("Better Stack", "eu", "observability", "betterstack", "source token",
  [("BETTERSTACK_SOURCE_TOKEN", lambda: rs(B62, 24), S)], prefix="BETTERSTACK_",
  hdr=[("Authorization", "Bearer {BETTERSTACK_SOURCE_TOKEN}")], url="https://in.logs.betterstack.com/", method="POST")
V("Axiom", "global", "observability", "axiom", "API token",
  [("AXIOM_TOKEN", lambda: "xaat-" + uid(), S)], hdr=[("Authorization", "Bearer {AXIOM_TOKEN}")], url="https://api.axiom.co/v1/datasets/app-logs/ingest", method="POST")
# ---- CI / SCM
V("GitHub", "global", "ci", "github", "classic personal access token",
  [("GITHUB_TOKEN", lambda: "ghp_" + rs(B62, 36), S)], hdr=[("Authorization", "token {GITHUB_TOKEN}")], url="https://api.github.com/repos/acme/%s/actions/runs" % ch(PROJECTS))
V("GitHub", "global", "ci", "github", "fine-grained personal access token",
  [("GH_TOKEN", lambda: "github_pat_11" + rs(UPD, 20) + "_" + rs(B62, 59), S)], prefix="GH_",
  hdr=[("Authorization", "Bearer {GH_TOKEN}"), ("X-GitHub-Api-Version", "2022-11-28")], url="https://api.github.com/user/repos")
V("GitHub", "global", "ci", "github", "OAuth / app installation token",
  [("GITHUB_APP_TOKEN", lambda: ch(["gho_", "ghs_", "ghu_"]) + rs(B62, 36), S)], hdr=[("Authorization", "Bearer {GITHUB_APP_TOKEN}")], url="https://api.github.com/installation/repositories")
V("GitHub", "global", "ci", "github", "OAuth app client secret",
  [("GITHUB_CLIENT_ID", lambda: "Iv1." + hexs(16), N), ("GITHUB_CLIENT_SECRET", lambda: hexs(40), S)])
V("GitLab", "global", "ci", "gitlab", "personal access token",
  [("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), S)], hdr=[("PRIVATE-TOKEN", "{GITLAB_TOKEN}")], url="https://gitlab.com/api/v4/projects?membership=true")
V("GitLab", "global", "ci", "gitlab", "runner authentication token",
  [("CI_SERVER_URL", lambda: "https://gitlab.example.com", N), ("RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), S)], prefix="RUNNER_",
  cli="gitlab-runner register --non-interactive --executor docker")
V("GitLab", "global", "ci", "gitlab", "pipeline trigger token",
  [("GITLAB_TRIGGER_TOKEN", lambda: "glptt-" + hexs(40), S)], url="https://gitlab.com/api/v4/projects/48213/trigger/pipeline?token={GITLAB_TRIGGER_TOKEN}&ref=main", method="POST")
V("GitLab", "global", "ci", "gitlab", "deploy token",
  [("GITLAB_DEPLOY_USER", lambda: "gitlab+deploy-token-" + str(rint(100, 9999)), N), ("GITLAB_DEPLOY_TOKEN", lambda: "gldt-" + rs(B64U, 20), S)])
V("Bitbucket", "global", "ci", "bitbucket", "app password",
  [("BITBUCKET_USERNAME", lambda: ch(USERS), N), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(B62, 28) + rs(HXU, 8), S)],
  basic="{BITBUCKET_USERNAME}:{BITBUCKET_APP_PASSWORD}", url="https://api.bitbucket.org/2.0/repositories/acme")
V("Atlassian", "global", "saas", "jira", "API token",
  [("JIRA_EMAIL", lambda: "dev@" + ch(DOMAINS), N), ("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8), S)],
  basic="{JIRA_EMAIL}:{JIRA_API_TOKEN}", url="https://acme.atlassian.net/rest/api/3/search?jql=project=OPS")
V("CircleCI", "global", "ci", "circleci", "personal API token",
  [("CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(B62, 22) + "_" + hexs(40), S)], hdr=[("Circle-Token", "{CIRCLECI_TOKEN}")], url="https://circleci.com/api/v2/me")
V("Travis CI", "global", "ci", "travis", "API token",
  [("TRAVIS_TOKEN", lambda: rs(B62 + "-_", 22), S)], hdr=[("Authorization", "token {TRAVIS_TOKEN}"), ("Travis-API-Version", "3")], url="https://api.travis-ci.com/repos")
V("Jenkins", "global", "ci", "jenkins", "API token",
  [("JENKINS_USER", lambda: ch(USERS), N), ("JENKINS_API_TOKEN", lambda: "11" + hexs(32), S)],
  basic="{JENKINS_USER}:{JENKINS_API_TOKEN}", url="https://jenkins.example.com/job/%s/buildWithParameters?ENV=stg" % ch(PROJECTS), method="POST")
V("Buildkite", "global", "ci", "buildkite", "API access token",
  [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), S)], hdr=[("Authorization", "Bearer {BUILDKITE_API_TOKEN}")], url="https://api.buildkite.com/v2/organizations/acme/pipelines")
V("Drone CI", "global", "ci", "drone", "token",
  [("DRONE_SERVER", lambda: "https://drone.example.com", N), ("DRONE_TOKEN", lambda: rs(B62, 32), S)], cli="drone build ls acme/%s" % ch(PROJECTS))
V("TeamCity", "eu", "ci", "teamcity", "access token",
  [("TEAMCITY_TOKEN", lambda: "eyJ0eXAiOiAiVENWMiJ9." + rs(B64U, 36) + "." + rs(B64U, 48), S)], hdr=[("Authorization", "Bearer {TEAMCITY_TOKEN}")], url="https://teamcity.example.com/app/rest/builds")
V("Codecov", "global", "ci", "codecov", "upload token (UUID-shaped)",
  [("CODECOV_TOKEN", uid, S)], cli="codecov upload-process -f coverage.xml")
V("SonarQube", "eu", "ci", "sonar", "user token",
  [("SONAR_TOKEN", lambda: ch(["squ_", "sqp_", "sqa_"]) + hexs(40), S), ("SONAR_HOST_URL", lambda: "https://sonar.example.com", N)],
  cli="mvn -B verify sonar:sonar")
V("Snyk", "global", "ci", "snyk", "API token (UUID-shaped)",
  [("SNYK_TOKEN", uid, S)], cli="snyk test --all-projects --severity-threshold=high")
V("Argo CD", "global", "ci", "argocd", "API token",
  [("ARGOCD_AUTH_TOKEN", lambda: jwt({"iss": "argocd", "sub": "ci-bot:apiKey", "nbf": ts(), "iat": ts(), "jti": uid()}), S),
   ("ARGOCD_SERVER", lambda: "argocd.example.com", N)], prefix="ARGOCD_", cli="argocd app sync %s --prune" % ch(PROJECTS))
V("Harbor", "global", "ci", "harbor", "robot account secret",
  [("HARBOR_USERNAME", lambda: "robot$ci-push", N), ("HARBOR_PASSWORD", lambda: rs(B62, 32), S)])
V("Expo", "global", "ci", "expo", "access token",
  [("EXPO_TOKEN", lambda: rs(B64U, 40), S)], cli="eas build --platform ios --non-interactive")
V("Gitee", "cn", "ci", "gitee", "private token",
  [("GITEE_TOKEN", lambda: hexs(32), S)], url="https://gitee.com/api/v5/user/repos?access_token={GITEE_TOKEN}")
# ---- package registries
V("npm", "global", "registry", "npm", "automation token",
  [("NPM_TOKEN", lambda: "npm_" + rs(B62, 36), S)], cli="npm publish --access public")
V("PyPI", "global", "registry", "pypi", "API token",
  [("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)), S)], cli="twine upload dist/*")
V("RubyGems", "global", "registry", "gem", "API key",
  [("GEM_HOST_API_KEY", lambda: "rubygems_" + hexs(48), S)], prefix="GEM_HOST_", cli="gem push pkg/acme-client-2.3.0.gem")
V("NuGet", "global", "registry", "nuget", "API key",
  [("NUGET_API_KEY", lambda: "oy2" + rs(LOD, 43), S)], cli="dotnet nuget push bin/Release/*.nupkg --source https://api.nuget.org/v3/index.json")
V("crates.io", "global", "registry", "cargo", "registry token",
  [("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(B62, 32), S)], cli="cargo publish")
V("Docker Hub", "global", "registry", "dockerhub", "personal access token",
  [("DOCKERHUB_USERNAME", lambda: ch(USERS), N), ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), S)])
V("JFrog Artifactory", "global", "registry", "artifactory", "API key",
  [("ARTIFACTORY_USER", lambda: ch(USERS), N), ("ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(B62, 69), S)],
  hdr=[("X-JFrog-Art-Api", "{ARTIFACTORY_API_KEY}")], url="https://acme.jfrog.io/artifactory/api/repositories")
V("JFrog Artifactory", "global", "registry", "artifactory", "reference token",
  [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(B62, 50), S)], prefix="JFROG_",
  hdr=[("Authorization", "Bearer {JFROG_ACCESS_TOKEN}")], url="https://acme.jfrog.io/artifactory/api/npm/npm-virtual/")
V("Maven Central", "global", "registry", "sonatype", "user token",
  [("OSSRH_USERNAME", lambda: rs(B62, 8), N), ("OSSRH_PASSWORD", lambda: rs(B62 + "+/", 44), S)], prefix="OSSRH_")
V("Hex.pm", "eu", "registry", "hex", "API key",
  [("HEX_API_KEY", lambda: hexs(32), S)], cli="mix hex.publish --yes")
V("Gemfury", "global", "registry", "gemfury", "push token",
  [("FURY_PUSH_TOKEN", lambda: rs(B62, 20), S)], prefix="FURY_", url="https://{FURY_PUSH_TOKEN}@push.fury.io/acme/", method="POST")
# ---- databases / data platforms
V("Supabase", "global", "database", "supabase", "service_role key",
  [("SUPABASE_URL", lambda: "https://%s.supabase.co" % rs(LO, 20), N),
   ("SUPABASE_SERVICE_ROLE_KEY", lambda: jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": ts(), "exp": ts() + 10**9}), S)])
V("Supabase", "global", "database", "supabase", "secret API key",
  [("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31), S)])
V("PlanetScale", "global", "database", "planetscale", "database password",
  [("DATABASE_HOST", lambda: "aws.connect.psdb.cloud", N), ("DATABASE_USERNAME", lambda: rs(LOD, 12), N),
   ("DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), S)], prefix="DATABASE_")
V("PlanetScale", "global", "database", "planetscale", "service token",
  [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: rs(LOD, 12), N), ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43), S)])
V("Databricks", "global", "database", "databricks", "personal access token",
  [("DATABRICKS_HOST", lambda: "https://adb-%d.%d.azuredatabricks.net" % (rint(10**15, 10**16 - 1), rint(1, 19)), N),
   ("DATABRICKS_TOKEN", lambda: "dapi" + hexs(32) + ch(["", "-2", "-3"]), S)])
V("Snowflake", "global", "database", "snowflake", "password",
  [("SNOWFLAKE_ACCOUNT", lambda: rs(UPD, 7) + "-" + rs(UPD, 7), N), ("SNOWFLAKE_USER", lambda: "ETL_SVC", N),
   ("SNOWFLAKE_PASSWORD", lambda: rs(B62, 6) + ch("!#%^*") + rs(B62, 9), S)])
V("DataStax Astra", "global", "database", "astra", "application token",
  [("ASTRA_DB_APPLICATION_TOKEN", lambda: "AstraCS:" + rs(B62, 24) + ":" + hexs(64), S)], prefix="ASTRA_DB_")
V("Upstash", "global", "database", "upstash", "Redis REST token",
  [("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%d.upstash.io" % (ch(["apt", "hip", "vast", "fresh"]), ch(["owl", "gecko", "lynx"]), rint(10000, 99999)), N),
   ("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(B64U, 3) + "ASQgN" + rs(B64U, 60) + "=", S)], prefix="UPSTASH_REDIS_REST_")
V("Turso", "global", "database", "turso", "database auth token",
  [("TURSO_DATABASE_URL", lambda: "libsql://%s-acme.turso.io" % ch(PROJECTS), N),
   ("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts(), "id": uid()}, alg="EdDSA", siglen=86), S)])
V("InfluxDB", "global", "database", "influx", "API token",
  [("INFLUX_TOKEN", lambda: b64(64)[:-2] + "==", S), ("INFLUX_ORG", lambda: "acme", N)],
  hdr=[("Authorization", "Token {INFLUX_TOKEN}")], url="https://influx.example.com/api/v2/buckets")
V("MongoDB Atlas", "global", "database", "atlas", "Admin API private key",
  [("ATLAS_PUBLIC_KEY", lambda: rs(LO, 8), N), ("ATLAS_PRIVATE_KEY", uid, S)], cli="atlas clusters list")
V("Algolia", "global", "saas", "algolia", "admin API key",
  [("ALGOLIA_APP_ID", lambda: rs(UPD, 10), N), ("ALGOLIA_ADMIN_KEY", lambda: hexs(32), S)],
  hdr=[("X-Algolia-Application-Id", "{ALGOLIA_APP_ID}"), ("X-Algolia-API-Key", "{ALGOLIA_ADMIN_KEY}")], url="https://{ALGOLIA_APP_ID}.algolia.net/1/indexes")
V("Firebase", "global", "messaging", "fcm", "legacy server key",
  [("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), S)],
  hdr=[("Authorization", "key={FCM_SERVER_KEY}")], url="https://fcm.googleapis.com/fcm/send", method="POST")
V("Mapbox", "global", "saas", "mapbox", "secret access token",
  [("MAPBOX_SECRET_TOKEN", lambda: "sk.eyJ1IjoiYWNtZS" + rs(B64U, 50) + "." + rs(B64U, 22), S)], cli="npm install @mapbox/search-js-react")
# ---- SaaS / productivity
V("Notion", "global", "saas", "notion", "integration token",
  [("NOTION_TOKEN", lambda: ch(["secret_" + rs(B62, 43), "ntn_" + rs(DG, 11) + rs(B62, 35)]), S)],
  hdr=[("Authorization", "Bearer {NOTION_TOKEN}"), ("Notion-Version", "2022-06-28")], url="https://api.notion.com/v1/search", method="POST")
V("Linear", "global", "saas", "linear", "personal API key",
  [("LINEAR_API_KEY", lambda: "lin_api_" + rs(B62, 40), S)], hdr=[("Authorization", "{LINEAR_API_KEY}")], url="https://api.linear.app/graphql", method="POST")
V("Figma", "global", "saas", "figma", "personal access token",
  [("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), S)], hdr=[("X-Figma-Token", "{FIGMA_TOKEN}")], url="https://api.figma.com/v1/files/%s" % rs(B62, 22))
V("Airtable", "global", "saas", "airtable", "personal access token",
  [("AIRTABLE_TOKEN", lambda: "pat" + rs(B62, 14) + "." + hexs(64), S)], hdr=[("Authorization", "Bearer {AIRTABLE_TOKEN}")], url="https://api.airtable.com/v0/meta/bases")
V("Asana", "global", "saas", "asana", "personal access token",
  [("ASANA_PAT", lambda: "2/%d/%d:%s" % (rint(10**15, 10**16 - 1), rint(10**15, 10**16 - 1), hexs(32)), S)],
  hdr=[("Authorization", "Bearer {ASANA_PAT}")], url="https://app.asana.com/api/1.0/users/me")
V("HubSpot", "global", "saas", "hubspot", "private app token",
  [("HUBSPOT_ACCESS_TOKEN", lambda: "pat-na1-" + uid(), S)], hdr=[("Authorization", "Bearer {HUBSPOT_ACCESS_TOKEN}")], url="https://api.hubapi.com/crm/v3/objects/contacts")
V("Salesforce", "global", "saas", "salesforce", "session id",
  [("SF_INSTANCE_URL", lambda: "https://acme.my.salesforce.com", N), ("SF_ACCESS_TOKEN", lambda: "00D" + rs(B62, 15) + "!AQ" + rs(B62, 2) + "AQ" + rs(B64U.replace("-", "."), 96), S)], prefix="SF_")
V("Shopify", "global", "saas", "shopify", "Admin API access token",
  [("SHOPIFY_STORE", lambda: "acme-kr.myshopify.com", N), ("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), S)],
  hdr=[("X-Shopify-Access-Token", "{SHOPIFY_ACCESS_TOKEN}")], url="https://{SHOPIFY_STORE}/admin/api/2024-10/orders.json?status=any")
V("Shopify", "global", "saas", "shopify", "app shared secret",
  [("SHOPIFY_API_KEY", lambda: hexs(32), N), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), S)])
V("Contentful", "eu", "saas", "contentful", "management token",
  [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), S), ("CONTENTFUL_SPACE_ID", lambda: rs(LOD, 12), N)])
V("Sanity", "global", "saas", "sanity", "API token",
  [("SANITY_API_TOKEN", lambda: "sk" + rs(B62, 180), S), ("SANITY_PROJECT_ID", lambda: rs(LOD, 8), N)])
V("Postman", "global", "saas", "postman", "API key",
  [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), S)], hdr=[("X-Api-Key", "{POSTMAN_API_KEY}")], url="https://api.getpostman.com/collections")
V("Dropbox", "global", "saas", "dropbox", "access token",
  [("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 150), S)], hdr=[("Authorization", "Bearer {DROPBOX_ACCESS_TOKEN}")], url="https://api.dropboxapi.com/2/files/list_folder", method="POST")
V("Typeform", "eu", "saas", "typeform", "personal access token",
  [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B62, 44) + "_" + rs(B62, 14), S)], hdr=[("Authorization", "Bearer {TYPEFORM_TOKEN}")], url="https://api.typeform.com/forms")
V("Pipedrive", "eu", "saas", "pipedrive", "API token",
  [("PIPEDRIVE_API_TOKEN", lambda: hexs(40), S)], url="https://acme.pipedrive.com/api/v1/deals?api_token={PIPEDRIVE_API_TOKEN}")
V("ClickUp", "global", "saas", "clickup", "personal token",
  [("CLICKUP_TOKEN", lambda: "pk_%d_%s" % (rint(10**7, 10**8), rs(UPD, 32)), S)], hdr=[("Authorization", "{CLICKUP_TOKEN}")], url="https://api.clickup.com/api/v2/team")
V("Trello", "global", "saas", "trello", "API token",
  [("TRELLO_KEY", lambda: hexs(32), N), ("TRELLO_TOKEN", lambda: "ATTA" + hexs(64) + rs(HXU, 8), S)],
  url="https://api.trello.com/1/members/me/boards?key={TRELLO_KEY}&token={TRELLO_TOKEN}")
V("Zoom", "global", "saas", "zoom", "Server-to-Server OAuth client secret",
  [("ZOOM_ACCOUNT_ID", lambda: rs(B64U, 22), N), ("ZOOM_CLIENT_ID", lambda: rs(B62, 22), N), ("ZOOM_CLIENT_SECRET", lambda: rs(B62, 32), S)])
V("DocuSign", "global", "saas", "docusign", "integration secret (UUID-shaped)",
  [("DOCUSIGN_INTEGRATION_KEY", uid, N), ("DOCUSIGN_SECRET_KEY", uid, S)])
V("Spotify", "eu", "saas", "spotify", "client secret",
  [("SPOTIFY_CLIENT_ID", lambda: hexs(32), N), ("SPOTIFY_CLIENT_SECRET", lambda: hexs(32), S)])
V("Backlog", "jp", "saas", "backlog", "API key",
  [("BACKLOG_API_KEY", lambda: rs(B62, 64), S)], url="https://acme.backlog.jp/api/v2/issues?apiKey={BACKLOG_API_KEY}&projectId[]=10021")
V("kintone", "jp", "saas", "kintone", "API token",
  [("KINTONE_API_TOKEN", lambda: rs(B62, 40), S)], hdr=[("X-Cybozu-API-Token", "{KINTONE_API_TOKEN}")], url="https://acme.cybozu.com/k/v1/records.json?app=12")
V("data.go.kr", "kr", "saas", "datagokr", "public data portal service key (decoded form)",
  [("DATA_GO_KR_SERVICE_KEY", lambda: b64(66), S)], prefix="DATA_GO_KR_")
V("Okta", "global", "saas", "okta", "API token",
  [("OKTA_ORG_URL", lambda: "https://acme.okta.com", N), ("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), S)],
  hdr=[("Authorization", "SSWS {OKTA_API_TOKEN}")], url="{OKTA_ORG_URL}/api/v1/users?limit=25")
V("Auth0", "global", "saas", "auth0", "client secret",
  [("AUTH0_DOMAIN", lambda: "acme.jp.auth0.com", N), ("AUTH0_CLIENT_ID", lambda: rs(B62, 32), N), ("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), S)])
V("Clerk", "global", "saas", "clerk", "secret key",
  [("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(B62, 42), S)], hdr=[("Authorization", "Bearer {CLERK_SECRET_KEY}")], url="https://api.clerk.com/v1/users?limit=10")
V("Keycloak", "eu", "saas", "keycloak", "confidential client secret",
  [("KEYCLOAK_CLIENT_ID", lambda: ch(PROJECTS), N), ("KEYCLOAK_CLIENT_SECRET", lambda: rs(B62, 32), S)])
V("Hasura", "global", "database", "hasura", "admin secret",
  [("HASURA_GRAPHQL_ADMIN_SECRET", lambda: rs(B62, 24), S)], prefix="HASURA_GRAPHQL_",
  hdr=[("x-hasura-admin-secret", "{HASURA_GRAPHQL_ADMIN_SECRET}")], url="https://gql.example.com/v1/graphql", method="POST")
# ---- secret managers / infra tooling
V("HashiCorp Vault", "global", "ci", "vault", "service token",
  [("VAULT_ADDR", lambda: "https://vault.example.com:8200", N), ("VAULT_TOKEN", lambda: ch(["hvs." + rs(B64U, 24), "hvs.CAESI" + rs(B64U, 84)]), S)],
  hdr=[("X-Vault-Token", "{VAULT_TOKEN}")], url="{VAULT_ADDR}/v1/secret/data/payments")
V("HCP Terraform", "global", "ci", "tfc", "API token",
  [("TF_TOKEN_app_terraform_io", lambda: rs(B62, 14) + ".atlasv1." + rs(B62, 67), S)], prefix="TF_TOKEN_",
  hdr=[("Authorization", "Bearer {TF_TOKEN_app_terraform_io}")], url="https://app.terraform.io/api/v2/organizations/acme/workspaces")
V("Pulumi", "global", "ci", "pulumi", "access token",
  [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), S)], cli="pulumi up --yes --stack prod")
V("Doppler", "global", "ci", "doppler", "service token",
  [("DOPPLER_TOKEN", lambda: "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(B62, 40), S)], cli="doppler run -- npm start")
V("1Password", "global", "ci", "op", "service account token",
  [("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_" + b64json({"signInAddress": "acme.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(B64U, 22)}, "email": rs(LOD, 13) + "@1passwordserviceaccounts.com", "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}}), S)],
  prefix="OP_", cli="op read op://ci/npm/token")
V("Infisical", "global", "ci", "infisical", "machine identity client secret",
  [("INFISICAL_CLIENT_ID", uid, N), ("INFISICAL_CLIENT_SECRET", lambda: hexs(64), S)])
V("Bitwarden Secrets Manager", "global", "ci", "bws", "machine account access token",
  [("BWS_ACCESS_TOKEN", lambda: "0." + uid() + "." + rs(B62, 30) + ":" + b64(16), S)], cli="bws secret list")
V("Cloudflare", "global", "cloud", "cloudflared", "tunnel token",
  [("TUNNEL_TOKEN", lambda: b64json({"a": hexs(32), "t": uid(), "s": b64(32)}), S)], prefix="TUNNEL_", cli="cloudflared tunnel run")
V("Confluent Cloud", "global", "database", "confluent", "API secret",
  [("CONFLUENT_API_KEY", lambda: rs(UPD, 16), N), ("CONFLUENT_API_SECRET", lambda: rs(B62 + "+/", 64), S),
   ("BOOTSTRAP_SERVERS", lambda: "pkc-%s.ap-northeast-2.aws.confluent.cloud:9092" % rs(LOD, 5), N)])
V("Twitch", "global", "saas", "twitch", "client secret",
  [("TWITCH_CLIENT_ID", lambda: rs(LOD, 30), N), ("TWITCH_CLIENT_SECRET", lambda: rs(LOD, 30), S)])

# ------------------------------------------------ generic secret material --
PW_SYM = "!@#$%^&*-_+=?"
WORDS_EN = ["Sunflower", "Kettle", "Tiger", "Hanbit", "Jiwoo", "Minsu", "Coffee", "Galaxy", "Maple",
            "Ocean", "Winter", "Busan", "Jeju", "Pangyo", "Gangnam", "Monkey", "Rocket", "Hyundai",
            "Bluebird", "Autumn", "Pororo", "Seoyeon", "Daejeon", "Kimchi", "Doraemon", "Snoopy"]
WORDS_KO = ["사랑해", "비밀번호", "우리집", "고양이", "강아지", "행복", "하늘", "바다", "서울", "개발자",
            "관리자", "대한민국", "토끼", "초코", "여름", "별빛", "감자", "호랑이", "무지개", "판교"]
DICE = ["anchor", "velvet", "orbit", "pepper", "canyon", "marble", "lantern", "quartz", "harbor", "meadow",
        "cobalt", "falcon", "tundra", "juniper", "saddle", "violet", "ember", "glacier", "walnut", "pixel",
        "thunder", "copper", "pebble", "willow", "saffron", "plaza", "ripple", "sonnet", "timber", "mosaic"]
BIP39 = ["abandon", "ability", "absorb", "access", "acoustic", "actor", "adapt", "afford", "agent", "alarm",
         "album", "alley", "amateur", "anchor", "angle", "antique", "armor", "arrow", "artist", "audit",
         "bacon", "badge", "bamboo", "banner", "barrel", "basket", "beach", "before", "bench", "bicycle",
         "blanket", "blossom", "border", "bounce", "bracket", "brave", "bridge", "bubble", "cabin", "cactus",
         "camera", "canal", "carbon", "castle", "century", "chalk", "cherry", "circle", "climb", "cluster",
         "coconut", "column", "copper", "coral", "cotton", "cradle", "crystal", "cupboard", "dawn", "debris",
         "defy", "denial", "desert", "diamond", "dolphin", "donkey", "dragon", "eagle", "echo", "elbow",
         "embark", "empower", "engine", "enrich", "equip", "fabric", "faculty", "fence", "festival", "fiber",
         "flavor", "fossil", "galaxy", "garlic", "gentle", "giraffe", "glimpse", "gospel", "gravity", "harbor",
         "hazard", "hedgehog", "hobby", "horizon", "hungry", "icon", "immune", "jacket", "jungle", "kangaroo",
         "kitten", "ladder", "lemon", "lizard", "lobster", "lunar", "magnet", "mammal", "marble", "meadow",
         "mirror", "monkey", "museum", "napkin", "noodle", "oblige", "olive", "orbit", "oyster", "paddle",
         "panda", "pepper", "pigeon", "planet", "pony", "puzzle", "quantum", "rabbit", "radar", "ribbon",
         "rocket", "saddle", "salmon", "scatter", "shadow", "silver", "sketch", "spider", "sponsor", "squirrel",
         "stadium", "tattoo", "tenant", "thunder", "tobacco", "tornado", "trumpet", "tunnel", "umbrella", "vacuum",
         "velvet", "violin", "walnut", "wisdom", "yellow", "zebra"]


def pw_strong():
    n = rint(12, 22)
    s = rs(B62, n)
    for _ in range(rint(1, 3)):
        i = rint(0, n - 1)
        s = s[:i] + ch(PW_SYM) + s[i + 1:]
    return s


def _pw_human():
    w = ch(WORDS_EN)
    f = rint(0, 5)
    if f == 0:
        return w + str(rint(1985, 2025)) + ch("!@#*")
    if f == 1:
        return w + "%02d%02d" % (rint(1, 12), rint(1, 28)) + ch(["!", "!!", "#", ""])
    if f == 2:
        return ch(WORDS_EN).lower() + ch(["-", "_", "."]) + w.lower() + str(rint(1, 99))
    if f == 3:
        return w[:1].lower() + w[1:].upper() + "@" + str(rint(100, 999))
    if f == 4:
        return "I" + ch(["love", "Love", "<3"]) + w + str(rint(1, 9)) + ch("!?")
    return w.replace("o", "0").replace("a", "@").replace("e", "3") + str(rint(10, 99)) + "!"


def _pw_kbd():
    w = ch(WORDS_KO)
    q = hangul_qwerty(w)
    f = rint(0, 2)
    if f == 0:
        return q + str(rint(1, 9999)).zfill(4) + ch(["!", "!!", "@", "#", ""])
    if f == 1:
        return q[:1].upper() + q[1:] + ch(["!", "@", "^^"]) + str(rint(10, 99))
    return q + hangul_qwerty(ch(WORDS_KO)) + str(rint(0, 9))


def _pw_hangul():
    return ch(WORDS_KO) + ch(WORDS_KO) + str(rint(1, 2025)) + ch(["!", "!!", "^^", "~", "#"])


def _min8(f):
    def g():
        while True:
            v = f()
            if len(v) >= 8:
                return v
    return g


pw_human = _min8(_pw_human)
pw_kbd = _min8(_pw_kbd)
pw_hangul = _min8(_pw_hangul)


def pw_phrase():
    k = rint(4, 6)
    sep = ch(["-", " ", ".", "_"])
    return sep.join(ch(DICE) for _ in range(k))


def pw_any():
    f = R.random()
    if f < 0.35:
        return pw_strong()
    if f < 0.6:
        return pw_human()
    if f < 0.75:
        return pw_kbd()
    if f < 0.85:
        return pw_hangul()
    return pw_phrase().replace(" ", "-")


def pw_url(pw):
    return quote(pw, safe="!$&()*+,;=-._~")


def pw_shellsafe():
    while True:
        p = pw_any()
        if not any(c in p for c in " $`\\\"'"):
            return p


def T(lang, en, ko):
    return en if lang == "en" else ko


B_SECRET = []


def bs(weight=1.0):
    def deco(f):
        B_SECRET.append((f, weight))
        return f
    return deco


@bs(2.0)
def s_mysql_p(lang):
    pw = pw_shellsafe()
    u, h, db = ch(USERS), ch(HOSTS), ch(["orders", "billing", "app", "analytics", "shop"])
    q = ch(["%s", "'%s'"]) % pw
    cmd = "$ mysql -h %s -u %s -p%s %s -e 'SELECT COUNT(*) FROM %s;'" % (h, u, q, db, ch(["payments", "users", "jobs"]))
    out = ch(["mysql: [Warning] Using a password on the command line interface can be insecure.",
              "ERROR 1045 (28000): Access denied for user '%s'@'10.0.3.17' (using password: YES)" % u,
              "+----------+\n| COUNT(*) |\n+----------+\n|    %d |\n+----------+" % rint(1000, 99999)])
    return {"cat": "shell: mysql -p attached password", "t": T(lang, "the %s database" % db, "%s DB" % db),
            "snip": cmd + "\n" + out, "secrets": [pw]}


@bs(2.0)
def s_db_url(lang):
    pw = pw_any()
    enc = pw_url(pw)
    u, h = ch(USERS), ch(HOSTS)
    kind = ch(["postgresql", "postgres", "mysql", "mongodb+srv", "redis", "rediss", "amqp", "mssql"])
    port = {"postgresql": ":5432", "postgres": ":5432", "mysql": ":3306", "mongodb+srv": "", "redis": ":6379",
            "rediss": ":6380", "amqp": ":5672", "mssql": ":1433"}[kind]
    host = h if kind != "mongodb+srv" else "cluster0.%s.mongodb.net" % rs(LOD, 5)
    user = "" if kind.startswith("redis") and chance(0.5) else u
    path = ch(["/app", "/orders?sslmode=require", "/0", "/%s?retryWrites=true&w=majority" % ch(PROJECTS).replace("-", "_"), "/vhost"])
    url = "%s://%s:%s@%s%s%s" % (kind, user, enc, host, port, path)
    var = ch(["DATABASE_URL", "DB_URL", "MONGO_URI", "REDIS_URL", "SQLALCHEMY_DATABASE_URI", "CELERY_BROKER_URL", "spring.datasource.url"])
    form = rint(0, 3)
    if form == 0:
        snip = "%s=%s" % (var, url)
    elif form == 1:
        snip = 'engine = create_engine("%s", pool_pre_ping=True)' % url
    elif form == 2:
        snip = "%s ERROR could not connect to %s: timeout after 5000ms" % (stamp(), url)
    else:
        snip = T(lang, "the connection string is %s" % url, "접속 문자열은 %s 이고 VPN 붙어 있어야 함" % url)
    return {"cat": "connection string password (%s)" % kind, "t": T(lang, "the %s connection" % kind, "%s 접속" % kind),
            "snip": snip, "secrets": [enc]}


@bs(1.0)
def s_pgpassword(lang):
    pw = pw_shellsafe()
    h = ch(HOSTS)
    snip = "$ PGPASSWORD='%s' psql -h %s -p 5432 -U %s -d %s -c '\\dt'" % (pw, h, ch(USERS), ch(["app", "orders", "ledger"]))
    if chance(0.5):
        snip += "\npsql: error: connection to server at \"%s\", port 5432 failed: FATAL:  password authentication failed" % h
    return {"cat": "shell: PGPASSWORD env prefix", "t": T(lang, "the reporting Postgres", "리포팅용 Postgres"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_sshpass(lang):
    pw = pw_shellsafe()
    h = ch(HOSTS[2:6] + ["bastion.example.com", "203.0.113.24"])
    snip = "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no -p %d %s@%s 'sudo systemctl restart %s'" % (
        pw, ch([22, 2222, 10022]), ch(USERS), h, ch(PROJECTS))
    return {"cat": "shell: sshpass -p password", "t": T(lang, "the legacy VM deploy", "레거시 VM 배포"), "snip": snip, "secrets": [pw]}


@bs(1.5)
def s_basic_header(lang):
    u = ch(USERS)
    pw = pw_any()
    blob = base64.b64encode(("%s:%s" % (u, pw)).encode()).decode()
    url = ch(["https://nexus.example.com/service/rest/v1/components?repository=maven-releases",
              "https://registry.internal.dev/v2/_catalog", "https://es.example.com:9200/_cluster/health",
              "https://api.partner.example.jp/v1/orders", "https://grafana.example.com/api/health",
              "https://legacy-erp.corp.example.kr/api/stock"])
    if chance(0.5):
        snip = '$ curl -s -H "Authorization: Basic %s" %s' % (blob, url)
    else:
        host = url.split("/")[2]
        snip = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (url.split("/", 3)[3], host, blob)
    return {"cat": "http: Basic auth header blob", "t": T(lang, "the %s API" % url.split("/")[2].split(".")[0], "%s API" % url.split("/")[2].split(".")[0]),
            "snip": snip, "secrets": [blob]}


@bs(1.0)
def s_netrc(lang):
    tok = ch(["ghp_" + rs(B62, 36), "glpat-" + rs(B64U, 20), pw_any().replace(" ", "")])
    host = "github.com" if tok.startswith("ghp_") else "gitlab.com" if tok.startswith("glpat-") else ch(["nexus.example.com", "ftp.example.kr", "api.heroku.com"])
    snip = "~/.netrc\nmachine %s\n  login %s\n  password %s" % (host, ch(USERS), tok)
    return {"cat": "file: .netrc password", "t": T(lang, "go get on private modules", "private module go get"), "snip": snip, "secrets": [tok]}


@bs(0.7)
def s_pgpass(lang):
    pw = pw_any().replace(":", "").replace(" ", "")
    h = ch(HOSTS)
    snip = "$ cat ~/.pgpass\n%s:5432:*:%s:%s\n$ chmod 600 ~/.pgpass" % (h, ch(USERS), pw)
    return {"cat": "file: .pgpass line", "t": T(lang, "the nightly pg_dump", "야간 pg_dump"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_docker_login(lang):
    tok = ch(["dckr_pat_" + rs(B64U, 27), pw_shellsafe(), "ghp_" + rs(B62, 36)])
    reg = ch(["", "ghcr.io", "registry.example.com", "harbor.corp.example.kr", "%d.dkr.ecr.ap-northeast-2.amazonaws.com" % rint(10**11, 10**12 - 1)])
    if chance(0.5):
        snip = "$ docker login %s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, ch(USERS), tok)
    else:
        snip = "$ echo %s | docker login %s --username %s --password-stdin" % (tok, reg or "docker.io", ch(USERS))
    return {"cat": "shell: docker login password", "t": T(lang, "pushing images from the build VM", "빌드 VM에서 이미지 push"), "snip": snip.replace("  ", " "), "secrets": [tok]}


@bs(1.0)
def s_docker_config(lang):
    u = ch(USERS)
    tok = ch(["dckr_pat_" + rs(B64U, 27), pw_any(), "glpat-" + rs(B64U, 20)])
    blob = base64.b64encode(("%s:%s" % (u, tok)).encode()).decode()
    reg = ch(["https://index.docker.io/v1/", "registry.gitlab.com", "harbor.corp.example.kr", "ghcr.io"])
    snip = '~/.docker/config.json\n{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    return {"cat": "file: docker config.json auth blob", "t": T(lang, "the CI image pull", "CI 이미지 pull"), "snip": snip, "secrets": [blob]}


@bs(1.5)
def s_git_remote(lang):
    kind = rint(0, 3)
    if kind == 0:
        tok = "ghp_" + rs(B62, 36)
        url = "https://%s@github.com/acme/%s.git" % (tok, ch(PROJECTS))
    elif kind == 1:
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.com/acme/%s.git" % (tok, ch(PROJECTS))
    elif kind == 2:
        tok = "ghs_" + rs(B62, 36)
        url = "https://x-access-token:%s@github.com/acme/%s.git" % (tok, ch(PROJECTS))
    else:
        tok = pw_url(pw_any())
        url = "https://%s:%s@git.corp.example.kr/scm/plat/%s.git" % (ch(USERS), tok, ch(PROJECTS))
    form = rint(0, 2)
    if form == 0:
        snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif form == 1:
        snip = "$ git clone %s" % url
    else:
        snip = "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url
    return {"cat": "git remote URL with embedded token", "t": T(lang, "the mirror job", "미러링 잡"), "snip": snip, "secrets": [tok]}


@bs(1.0)
def s_npmrc(lang):
    tok = ch(["npm_" + rs(B62, 36), "glpat-" + rs(B64U, 20), "ghp_" + rs(B62, 36)])
    reg = {"p": "//registry.npmjs.org/", "l": "//gitlab.com/api/v4/projects/4821/packages/npm/", "h": "//npm.pkg.github.com/"}[tok[1]]
    snip = ".npmrc\n@acme:registry=https:%s\n%s:_authToken=%s\nalways-auth=true" % (reg, reg, tok)
    return {"cat": "file: .npmrc _authToken", "t": T(lang, "installing @acme packages", "@acme 패키지 설치"), "snip": snip, "secrets": [tok]}


@bs(0.7)
def s_pypirc(lang):
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 150)
    snip = "~/.pypirc\n[pypi]\n  username = __token__\n  password = %s" % tok
    return {"cat": "file: .pypirc token", "t": T(lang, "releasing the SDK", "SDK 릴리스"), "snip": snip, "secrets": [tok]}


@bs(0.8)
def s_maven_settings(lang):
    pw = ch([pw_strong(), "AKCp" + rs(B62, 69), "{" + b64(32) + "}"])
    if pw.startswith("{"):
        pw = pw_strong()
    snip = "<!-- ~/.m2/settings.xml -->\n<servers>\n  <server>\n    <id>%s</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (
        ch(["nexus-releases", "artifactory", "ossrh", "github"]), ch(USERS), pw)
    return {"cat": "file: maven settings.xml password", "t": T(lang, "the maven deploy", "maven deploy"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_gradle_props(lang):
    sp = pw_shellsafe()
    kp = pw_shellsafe()
    lines = ["# ~/.gradle/gradle.properties", "signing.keyId=%s" % rs(HXU, 8), "signing.password=%s" % sp,
             "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg", "ossrhUsername=%s" % rs(B62, 8), "ossrhPassword=%s" % kp]
    return {"cat": "file: gradle.properties signing + ossrh passwords", "t": T(lang, "publishing the Android library", "안드로이드 라이브러리 배포"),
            "snip": "\n".join(lines), "secrets": [sp, kp]}


@bs(0.8)
def s_android_signing(lang):
    sp, kp = pw_shellsafe(), pw_shellsafe()
    if chance(0.4):
        kp = sp
    snip = ("android {\n  signingConfigs {\n    release {\n      storeFile file(\"../keystore/release.jks\")\n"
            "      storePassword \"%s\"\n      keyAlias \"upload\"\n      keyPassword \"%s\"\n    }\n  }\n}") % (sp, kp)
    sec = [sp] if sp == kp else [sp, kp]
    return {"cat": "gradle: android keystore passwords", "t": T(lang, "the release build", "릴리스 빌드"), "snip": snip, "secrets": sec}


@bs(0.7)
def s_nuget_config(lang):
    pw = ch(["ghp_" + rs(B62, 36), rs("abcdefghijklmnopqrstuvwxyz234567", 52), pw_strong()])
    snip = ('<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="%s" />\n'
            '    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>') % (ch(USERS), pw)
    return {"cat": "file: NuGet.config ClearTextPassword", "t": T(lang, "the private NuGet feed", "사내 NuGet 피드"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_pip_index(lang):
    pw = pw_url(pw_any())
    u = ch(USERS)
    url = "https://%s:%s@%s/simple/" % (u, pw, ch(["pypi.corp.example.kr", "nexus.example.com/repository/pypi-group", "acme.jfrog.io/artifactory/api/pypi/pypi"]))
    snip = ch(["$ pip install --extra-index-url %s acme-common==3.2.1" % url, "# pip.conf\n[global]\nindex-url = %s" % url,
               "PIP_INDEX_URL=%s" % url])
    return {"cat": "pip index-url with credentials", "t": T(lang, "installing internal wheels", "사내 wheel 설치"), "snip": snip, "secrets": [pw]}


@bs(0.6)
def s_composer_auth(lang):
    tok = ch(["ghp_" + rs(B62, 36), "glpat-" + rs(B64U, 20)])
    key = "github-oauth" if tok.startswith("ghp") else "gitlab-token"
    host = "github.com" if tok.startswith("ghp") else "gitlab.com"
    snip = 'auth.json\n{\n  "%s": {\n    "%s": "%s"\n  }\n}' % (key, host, tok)
    return {"cat": "file: composer auth.json", "t": T(lang, "composer install in CI", "CI의 composer install"), "snip": snip, "secrets": [tok]}


@bs(0.6)
def s_git_credentials(lang):
    tok = ch(["ghp_" + rs(B62, 36), "github_pat_11" + rs(UPD, 20) + "_" + rs(B62, 59)])
    snip = "$ cat ~/.git-credentials\nhttps://%s:%s@github.com" % (ch(USERS), tok)
    return {"cat": "file: ~/.git-credentials", "t": T(lang, "git push from the build box", "빌드 서버에서 git push"), "snip": snip, "secrets": [tok]}


def der_ec_sec1():
    return bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)


def der_ec_pkcs8():
    return (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32)
            + bytes.fromhex("a144034200") + b"\x04" + rb(64))


def der_ed25519_pkcs8():
    return bytes.fromhex("302e020100300506032b657004220420") + rb(32)


def openssh_ed25519(comment):
    import struct

    def sstr(b):
        return struct.pack(">I", len(b)) + b
    pub = rb(32)
    priv = rb(32)
    pubblob = sstr(b"ssh-ed25519") + sstr(pub)
    chk = rb(4)
    sec = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(priv + pub) + sstr(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + sstr(pubblob) + sstr(sec)
    return wrap(base64.b64encode(blob).decode(), 70)


@bs(1.2)
def s_pem_ec(lang):
    if chance(0.5):
        head, der = "EC PRIVATE KEY", der_ec_sec1()
    else:
        head, der = "PRIVATE KEY", der_ec_pkcs8()
    lines = wrap(base64.b64encode(der).decode())
    pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (head, "\n".join(lines), head)
    f = ch(["certs/server.key", "jwt/es256-private.pem", "keys/signing.pem", "deploy/tls.key"])
    return {"cat": "PEM EC private key body", "t": T(lang, "the token signing key", "토큰 서명 키"), "snip": "$ cat %s\n%s" % (f, pem), "secrets": lines}


@bs(1.0)
def s_apple_p8(lang):
    lines = wrap(base64.b64encode(der_ec_pkcs8()).decode())
    kid = rs(UPD, 10)
    pem = "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines)
    snip = "AuthKey_%s.p8 (Key ID %s, Team ID %s):\n%s" % (kid, kid, rs(UPD, 10), pem)
    return {"cat": "Apple .p8 key body (APNs / App Store Connect) [Apple]", "t": T(lang, "push notifications for iOS", "iOS 푸시 알림"), "snip": snip, "secrets": lines}


@bs(1.2)
def s_openssh(lang):
    lines = openssh_ed25519("%s@%s" % (ch(USERS), ch(["macbook", "build-01", "bastion", "laptop"])))
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    snip = ch(["$ cat ~/.ssh/id_ed25519\n", "deploy key (SSH_PRIVATE_KEY secret):\n", ""]) + pem
    return {"cat": "OpenSSH ed25519 private key body", "t": T(lang, "the deploy key", "배포용 deploy key"), "snip": snip, "secrets": lines}


@bs(0.8)
def s_rsa_partial(lang):
    pkcs1 = chance(0.5)
    head = "RSA PRIVATE KEY" if pkcs1 else "PRIVATE KEY"
    prefix = bytes.fromhex("308204a40201000282010100") if pkcs1 else bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    n = rint(3, 6)
    der = prefix + rb(48 * n - len(prefix) + 48)
    lines = wrap(base64.b64encode(der).decode())[:n]
    snip = "-----BEGIN %s-----\n%s\n%s" % (head, "\n".join(lines), ch(["...", "...(truncated)", "[...]"]))
    return {"cat": "PEM RSA private key, partial paste", "t": T(lang, "the SAML signing cert", "SAML 서명 인증서"), "snip": snip, "secrets": lines}


@bs(1.0)
def s_gcp_sa(lang):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(150)
    lines = wrap(base64.b64encode(der).decode())[:3]
    proj = ch(["acme-prod-4821", "shop-analytics-kr", "ml-platform-3310"])
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (
        proj, hexs(40), pk, ch(["bq-loader", "gcs-uploader", "firebase-adminsdk-x7k2p"]), proj, rs(DG, 21))
    return {"cat": "GCP service-account JSON private_key [Google Cloud]", "t": T(lang, "the BigQuery loader", "BigQuery 적재 잡"), "snip": snip, "secrets": lines}


@bs(0.7)
def s_ed25519_line(lang):
    line = base64.b64encode(der_ed25519_pkcs8()).decode()
    snip = ch(["JWT_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\"" % line,
               "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % line])
    return {"cat": "Ed25519 PKCS#8 private key (single line)", "t": T(lang, "the license signer", "라이선스 서명기"), "snip": snip, "secrets": [line]}


@bs(1.0)
def s_wireguard(lang):
    pk = b64(32)
    psk = b64(32) if chance(0.5) else None
    lines = ["[Interface]", "PrivateKey = %s" % pk, "Address = 10.8.0.%d/32" % rint(2, 250), "DNS = 1.1.1.1", "",
             "[Peer]", "PublicKey = %s" % b64(32)]
    if psk:
        lines.append("PresharedKey = %s" % psk)
    lines += ["Endpoint = vpn.%s:51820" % ch(DOMAINS), "AllowedIPs = 10.0.0.0/16"]
    return {"cat": "wireguard config PrivateKey/PresharedKey", "t": T(lang, "the office VPN", "사무실 VPN"), "snip": "\n".join(lines),
            "secrets": [pk] + ([psk] if psk else [])}


@bs(1.2)
def s_recovery_github(lang):
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 16))]
    svc = ch(["GitHub", "GitLab", "npm", "Docker Hub"])
    head = T(lang, "%s recovery codes for the shared ops account:" % svc, "공용 ops 계정 %s 복구 코드:" % svc)
    sep = ch(["\n", " ", ", "])
    mc = head + ("\n" if sep == "\n" else " ") + sep.join(codes)
    les = T(lang, "2FA for shared accounts should live in the vault, not in someone's phone.",
            "공용 계정 2FA는 개인 폰이 아니라 vault에 보관해야 함.")
    return {"cat": "recovery codes list [%s]" % svc, "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ch(PROSE[lang]["ask"]).replace("{t}", svc)},
            "secrets": codes}


@bs(0.8)
def s_recovery_google(lang):
    codes = ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(5, 10))]
    mc = T(lang, "Couldn't log into the Google Workspace admin; the backup codes from the onboarding doc:",
           "Google Workspace 관리자 로그인이 안 돼서 온보딩 문서에 있던 백업 코드 사용:")
    body = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return {"cat": "backup codes list [Google]", "t": "Google Workspace", "snip": mc + "\n" + body, "secrets": codes, "place": "raw_mc"}


@bs(0.5)
def s_1password_kit(lang):
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPD, 6), rs(UPD, 6), rs(UPD, 5), rs(UPD, 5), rs(UPD, 5), rs(UPD, 5))
    mp = pw_phrase()
    mc = T(lang, "The emergency kit for the team 1Password account was pasted in the handover doc:",
           "팀 1Password 계정 emergency kit이 인수인계 문서에 그대로 붙어 있었다:")
    snip = "Sign-in address: acme.1password.com\nSecret Key: %s\nMaster Password: %s" % (sk, mp)
    return {"cat": "1Password Secret Key + master password [1Password]", "t": "1Password", "snip": mc + "\n" + snip, "secrets": [sk, mp], "place": "raw_mc"}


@bs(0.6)
def s_bitlocker(lang):
    key = "-".join("%06d" % rint(0, 999999) for _ in range(8))
    snip = T(lang, "BitLocker recovery key for LT-%04d (ID %s): %s" % (rint(1, 9999), uid().upper()[:8], key),
             "LT-%04d 노트북 BitLocker 복구 키 (ID %s): %s" % (rint(1, 9999), uid().upper()[:8], key))
    return {"cat": "BitLocker recovery key [Microsoft]", "t": T(lang, "the test laptop", "테스트 노트북"), "snip": snip, "secrets": [key]}


@bs(1.2)
def s_totp(lang):
    seed = rs(B32, ch([16, 26, 32]))
    acct = ch(["ops@acme.io", "admin", "deploy-bot", "root"])
    iss = ch(["AWS", "GitHub", "Okta", "Grafana", "Cloudflare", "NaverWorks"])
    if chance(0.5):
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, acct.replace("@", "%40"), seed, iss)
    else:
        spaced = " ".join(wrap(seed.lower(), 4))
        seed = spaced
        snip = T(lang, "%s MFA seed for the shared %s login: %s" % (iss, acct, spaced), "공용 %s %s 로그인 MFA 시드: %s" % (iss, acct, spaced))
    return {"cat": "TOTP seed [%s]" % iss, "t": T(lang, "the shared %s login" % iss, "공용 %s 로그인" % iss), "snip": snip, "secrets": [seed]}


@bs(0.8)
def s_seed_phrase(lang):
    words = " ".join(ch(BIP39) for _ in range(ch([12, 12, 24])))
    snip = T(lang, "hot wallet mnemonic for the testnet faucet (it also holds mainnet funds!): %s" % words,
             "faucet용 핫월렛 니모닉 (메인넷 자산도 들어 있음): %s" % words)
    return {"cat": "crypto wallet seed phrase", "t": T(lang, "the faucet service", "faucet 서비스"), "snip": snip, "secrets": [words]}


@bs(0.8)
def s_eth_key(lang):
    k = "0x" + hexs(64)
    addr = "0x" + rs(HX + "ABCDEF", 40)
    snip = ch(["DEPLOYER_PRIVATE_KEY=%s\nDEPLOYER_ADDRESS=%s" % (k, addr),
               "const wallet = new ethers.Wallet(\"%s\", provider); // %s" % (k, addr),
               "networks: { sepolia: { url: process.env.RPC_URL, accounts: [\"%s\"] } }" % k])
    return {"cat": "ethereum private key", "t": T(lang, "the contract deploy", "컨트랙트 배포"), "snip": snip, "secrets": [k]}


@bs(1.2)
def s_framework_secret(lang):
    k = rint(0, 7)
    if k == 0:
        v = "django-insecure-" + rs(LOD + "!@#$%^&*(-_=+)", 50)
        snip, cat = "# settings.py\nSECRET_KEY = '%s'\nDEBUG = False" % v, "django SECRET_KEY"
    elif k == 1:
        v = hexs(128)
        snip, cat = "production:\n  secret_key_base: %s" % v, "rails secret_key_base"
    elif k == 2:
        v = "base64:" + b64(32)
        snip, cat = "APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, "laravel APP_KEY"
    elif k == 3:
        v = b64(32)
        snip, cat = "NEXTAUTH_URL=https://app.%s\nNEXTAUTH_SECRET=%s" % (ch(DOMAINS), v), "next-auth secret"
    elif k == 4:
        v = rs(B64U, 43) + "="
        snip, cat = "[core]\nfernet_key = %s\nexecutor = CeleryExecutor" % v, "airflow fernet key"
    elif k == 5:
        v = hexs(32)
        snip, cat = "$ cat config/master.key\n%s" % v, "rails master.key"
    elif k == 6:
        v = hexs(32)
        snip, cat = "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET=%s\n###< symfony/framework-bundle ###" % v, "symfony APP_SECRET"
    else:
        v = rs(B62 + "-_", rint(32, 64))
        snip, cat = ch(["JWT_SECRET=%s", "app.jwt.secret=%s", "jwt:\n  secret: %s\n  expires_in: 3600"]) % v, "JWT HMAC secret"
    return {"cat": "framework signing secret: " + cat, "t": T(lang, "session signing", "세션 서명"), "snip": snip, "secrets": [v]}


@bs(1.5)
def s_session_cookie(lang):
    k = rint(0, 6)
    if k == 0:
        v = rs(LOD, 32)
        c, cat = "sessionid=%s; csrftoken=%s" % (v, rs(B62, 32)), "django sessionid"
    elif k == 1:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64(32).rstrip("="))
        c, cat = "connect.sid=%s" % v, "express connect.sid"
    elif k == 2:
        v = rs(LOD, 26)
        c, cat = "PHPSESSID=%s" % v, "PHPSESSID"
    elif k == 3:
        v = rs(HXU, 32)
        c, cat = "JSESSIONID=%s; Path=/; HttpOnly" % v, "JSESSIONID"
    elif k == 4:
        v = pct(b64(rint(90, 140))) + "--" + hexs(40)
        c, cat = "_acme_session=%s" % v, "rails session cookie"
    elif k == 5:
        v = "CfDJ8" + rs(B64U, rint(180, 260))
        c, cat = ".AspNetCore.Cookies=%s" % v, "asp.net core auth cookie"
    else:
        v = b64json({"iv": b64(16), "value": b64(48), "mac": hexs(64), "tag": ""})
        c, cat = "laravel_session=%s" % v, "laravel session cookie"
    host = ch(["admin.example.com", "staging.shop.example.jp", "backoffice.corp.example.kr", "localhost:3000"])
    if chance(0.5):
        snip = "$ curl -s https://%s/api/me -H 'Cookie: %s'" % (host, c)
    else:
        snip = "Request headers (copied from DevTools):\nGET /api/orders?page=2 HTTP/1.1\nHost: %s\nCookie: %s" % (host, c)
    return {"cat": "session cookie: " + cat, "t": T(lang, "the admin API", "어드민 API"), "snip": snip, "secrets": [v]}


@bs(1.5)
def s_bearer_jwt(lang):
    tok = jwt({"sub": str(rint(1000, 99999)), "email": "%s@%s" % (ch(USERS), ch(DOMAINS)), "role": ch(["admin", "user", "ops"]),
               "iat": ts(), "exp": ts() + 3600, "iss": "https://auth.%s" % ch(DOMAINS)}, alg=ch(["HS256", "RS256"]), siglen=ch([43, 342]))
    host = ch(["api.example.com", "gateway.shop.example.jp", "internal-api.corp.example.kr"])
    form = rint(0, 2)
    if form == 0:
        snip = "$ curl https://%s/v2/orders/%d -H 'Authorization: Bearer %s'" % (host, rint(1000, 99999), tok)
    elif form == 1:
        snip = "localStorage['auth'] = {\"accessToken\":\"%s\",\"expiresIn\":3600}" % tok
    else:
        snip = "%s INFO gateway auth ok user=%s token=%s" % (stamp(), ch(USERS), tok)
    return {"cat": "bearer JWT access token", "t": T(lang, "the orders API", "주문 API"), "snip": snip, "secrets": [tok]}


@bs(1.0)
def s_oauth_response(lang):
    at = ch(["gho_" + rs(B62, 36), "ya29.a0" + rs(B64U, 120), rs(B64U, 43)])
    rt = ch(["1//0e" + rs(B64U, 98), rs(B64U, 64), "rt_" + rs(B62, 40)])
    snip = '{"access_token":"%s","token_type":"bearer","expires_in":%d,"refresh_token":"%s","scope":"%s"}' % (
        at, ch([3599, 28800, 7200]), rt, ch(["repo read:org", "openid email profile", "offline_access"]))
    return {"cat": "OAuth token response (access + refresh)", "t": T(lang, "the OAuth callback", "OAuth 콜백"), "snip": snip, "secrets": [at, rt]}


@bs(1.2)
def s_s3_presigned(lang):
    akid = "AKIA" + rs(B32, 16)
    sig = hexs(64)
    d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    url = ("https://%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        ch(PROJECTS), "ap-northeast-2", uid(), akid, d, "ap-northeast-2", d, rint(0, 23), rint(0, 59), rint(0, 59), ch([3600, 86400, 604800]), sig)
    return {"cat": "signed URL: S3 presigned [AWS]", "t": T(lang, "the CSV export", "CSV export"), "snip": url, "secrets": [akid, sig]}


@bs(0.8)
def s_gcs_signed(lang):
    sig = hexs(512)
    url = ("https://storage.googleapis.com/%s/reports/%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40acme-prod-4821.iam.gserviceaccount.com"
           "%%2F20251120%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20251120T081500Z&X-Goog-Expires=604800&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        ch(["acme-reports", "shop-invoices"]), uid(), sig)
    return {"cat": "signed URL: GCS v4 [Google Cloud]", "t": T(lang, "the invoice download link", "인보이스 다운로드 링크"), "snip": url, "secrets": [sig], "place": "mc"}


@bs(1.0)
def s_azure_sas(lang):
    sig = pct(b64(32))
    url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupx&se=2026-%02d-%02dT00:00:00Z&st=2025-11-01T00:00:00Z&spr=https&sig=%s" % (
        "st" + rs(LOD, 10), ch(["backups", "uploads", "media"]), rint(1, 12), rint(1, 28), sig)
    return {"cat": "signed URL: Azure SAS [Azure]", "t": T(lang, "the blob backup", "blob 백업"), "snip": url, "secrets": [sig]}


@bs(0.7)
def s_cloudfront_signed(lang):
    sig = rs(B64U.replace("_", "~"), 172)
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(LOD, 13), uid(), ts(), sig, rs(UPD, 13))
    return {"cat": "signed URL: CloudFront [AWS]", "t": T(lang, "the video CDN", "영상 CDN"), "snip": url, "secrets": [sig]}


@bs(0.7)
def s_oss_signed(lang):
    akid = "LTAI" + rs(B62, 20)
    sig = pct(b64(20))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/exports/%s.zip?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        ch(["acme-cn-assets", "shop-cn-logs"]), uid(), akid, ts(), sig)
    return {"cat": "signed URL: Alibaba OSS [Alibaba Cloud]", "t": T(lang, "the China asset bucket", "중국 리전 버킷"), "snip": url, "secrets": [akid, sig]}


@bs(1.2)
def s_slack_webhook(lang):
    tok = rs(B62, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPD, 9), rs(UPD, 10), tok)
    snip = ch(["SLACK_WEBHOOK_URL=%s" % url,
               "$ curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s" % url,
               "alertmanager.yml:\n  slack_configs:\n    - api_url: %s\n      channel: '#alerts-prod'" % url])
    return {"cat": "webhook URL token [Slack]", "t": T(lang, "deploy notifications", "배포 알림"), "snip": snip, "secrets": [tok]}


@bs(0.8)
def s_discord_webhook(lang):
    tok = rs(B64U, 68)
    url = "https://discord.com/api/webhooks/%d/%s" % (rint(10**17, 10**18), tok)
    return {"cat": "webhook URL token [Discord]", "t": T(lang, "the community alerts", "커뮤니티 알림"), "snip": "DISCORD_WEBHOOK=" + url, "secrets": [tok]}


@bs(0.8)
def s_dingtalk(lang):
    tok = hexs(64)
    sec = "SEC" + hexs(64)
    snip = "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sec)
    return {"cat": "webhook access_token + signing secret [DingTalk]", "t": T(lang, "the China team alerts", "중국 팀 알림"), "snip": snip, "secrets": [tok, sec]}


@bs(0.7)
def s_feishu_hook(lang):
    hid = uid()
    sec = rs(B62, 22)
    snip = "FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/%s\nFEISHU_SIGN_SECRET=%s" % (hid, sec)
    return {"cat": "webhook UUID + sign secret [Feishu / Lark]", "t": T(lang, "the Lark bot", "Lark 봇"), "snip": snip, "secrets": [hid, sec]}


@bs(0.6)
def s_gchat_hook(lang):
    tok = pct(rs(B64U, 43) + "=")
    url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIza%s&token=%s" % (rs(B64U, 7), rs(B64U, 35), tok)
    return {"cat": "webhook token [Google Chat]", "t": T(lang, "the on-call space", "온콜 스페이스"), "snip": url, "secrets": [tok]}


@bs(0.6)
def s_teams_hook(lang):
    s1 = hexs(32)
    s2 = "V2" + rs(B64U, 43)
    url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uid(), uid(), s1, uid(), s2)
    return {"cat": "webhook path secrets [Microsoft Teams]", "t": T(lang, "the Teams channel alert", "Teams 채널 알림"), "snip": url, "secrets": [s1, s2]}


@bs(1.2)
def s_sql_user(lang):
    pw = pw_shellsafe().replace(";", "")
    u = ch(USERS)
    snip = ch(["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT ON shop.* TO '%s'@'%%';" % (u, pw, u),
               "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw),
               "db.createUser({ user: \"%s\", pwd: \"%s\", roles: [{ role: \"readWrite\", db: \"orders\" }] })" % (u, pw),
               "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = OFF;" % (u, pw)])
    return {"cat": "sql: create/alter user password", "t": T(lang, "the new read replica user", "신규 리드 레플리카 계정"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_redis(lang):
    pw = pw_strong().replace("#", "x")
    form = rint(0, 2)
    if form == 0:
        snip = "$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (ch(HOSTS), pw)
    elif form == 1:
        snip = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
    else:
        snip = "127.0.0.1:6379> AUTH %s\nOK\n127.0.0.1:6379> KEYS session:*" % pw
    return {"cat": "redis password", "t": T(lang, "the session cache", "세션 캐시"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_kafka_jaas(lang):
    u = rs(UPD, 16)
    pw = rs(B62 + "+/", 64)
    snip = ("security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username=\"%s\" password=\"%s\";\nbootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092") % (u, pw, rs(LOD, 5))
    return {"cat": "kafka SASL JAAS password [Confluent Cloud]", "t": T(lang, "the event consumer", "이벤트 컨슈머"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_ldap(lang):
    pw = pw_shellsafe()
    snip = ch(["$ ldapsearch -x -H ldaps://ldap.corp.example.kr -D 'cn=svc-jenkins,ou=svc,dc=corp,dc=example,dc=kr' -w '%s' -b 'ou=people,dc=corp,dc=example,dc=kr' '(uid=minsu.kim)'" % pw,
               "spring.ldap.urls=ldaps://ldap.corp.example.kr:636\nspring.ldap.username=cn=svc-app,ou=svc,dc=corp,dc=example,dc=kr\nspring.ldap.password=%s" % pw])
    return {"cat": "LDAP bind password", "t": T(lang, "LDAP login for Jenkins", "Jenkins LDAP 로그인"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_smtp(lang):
    k = rint(0, 2)
    if k == 0:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        snip = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=noreply@%s\nEMAIL_HOST_PASSWORD=\"%s\"" % (ch(DOMAINS), pw)
        cat = "SMTP Gmail app password [Google]"
        sec = [pw]
    elif k == 1:
        u = "AKIA" + rs(B32, 16)
        pw = "B" + rs(B64, 43)
        snip = "spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.username=%s\nspring.mail.password=%s" % (u, pw)
        cat = "SMTP credentials [AWS SES]"
        sec = [u, pw]
    else:
        pw = pw_shellsafe()
        snip = "$ swaks --to qa@%s --server smtp.worksmobile.com:587 --tls --auth-user noti@%s --auth-password '%s'" % (ch(DOMAINS), ch(DOMAINS), pw)
        cat = "SMTP password (swaks)"
        sec = [pw]
    return {"cat": cat, "t": T(lang, "outgoing mail", "메일 발송"), "snip": snip, "secrets": sec}


@bs(0.8)
def s_jdbc_trace(lang):
    pw = pw_shellsafe().replace("&", "").replace(";", "")
    u = ch(USERS)
    h = ch(HOSTS)
    snip = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
            "Caused by: java.sql.SQLException: Access denied for user '%s'@'10.0.4.12'\n"
            "  url=jdbc:mysql://%s:3306/shop?user=%s&password=%s&useSSL=true\n"
            "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)") % (u, h, u, pw)
    return {"cat": "stack trace: JDBC url with password", "t": T(lang, "the shop API startup", "shop API 기동"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_access_log(lang):
    k = rint(0, 2)
    ip = "203.0.113.%d" % rint(1, 254)
    if k == 0:
        v = hexs(32)
        line = '%s - - [20/Nov/2025:08:%02d:%02d +0900] "GET /api/v1/export?api_key=%s&format=csv HTTP/1.1" 200 48213' % (ip, rint(0, 59), rint(0, 59), v)
    elif k == 1:
        v = pw_url(pw_any())
        line = '%s - - [20/Nov/2025:09:%02d:%02d +0900] "GET /login?username=%s&password=%s HTTP/1.1" 302 0' % (ip, rint(0, 59), rint(0, 59), ch(USERS), v)
    else:
        v = rs(B64U, 40)
        line = '%s "POST /hooks/deploy?token=%s HTTP/2.0" 204 - "GitHub-Hookshot/7f3a2c1"' % (ip, v)
    return {"cat": "access log with credential in query string", "t": T(lang, "the nginx logs", "nginx 로그"), "snip": line, "secrets": [v]}


@bs(0.8)
def s_vault_init(lang):
    keys = [b64(32) for _ in range(ch([3, 5]))]
    root = "hvs." + rs(B64U, 24)
    lines = ["Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)] + ["", "Initial Root Token: %s" % root, "",
             "Vault initialized with %d key shares and a key threshold of %d." % (len(keys), 3 if len(keys) == 5 else 2)]
    return {"cat": "vault operator init output (unseal keys + root token) [HashiCorp Vault]", "t": T(lang, "the new Vault cluster", "신규 Vault 클러스터"),
            "snip": "$ vault operator init\n" + "\n".join(lines), "secrets": keys + [root], "place": "mc"}


@bs(0.8)
def s_initial_admin(lang):
    k = rint(0, 3)
    if k == 0:
        v = hexs(32)
        snip = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % v
        cat = "jenkins initial admin password [Jenkins]"
    elif k == 1:
        v = rs(B62 + "-", 16)
        snip = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n%s" % v
        cat = "argocd initial admin password [Argo CD]"
    elif k == 2:
        v = rs(B62 + "*+=_-", 20)
        snip = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v
        cat = "elasticsearch reset password output [Elastic]"
    else:
        v = rs(B62, 24)
        snip = "$ docker logs gitlab 2>&1 | grep -i password\nPassword: %s\nNOTE: Because these credentials might be present in your log files in plain text, it is highly recommended to reset the password" % v
        cat = "gitlab initial root password [GitLab]"
    return {"cat": cat, "t": T(lang, "the fresh install", "신규 설치"), "snip": snip, "secrets": [v]}


@bs(1.0)
def s_k8s_secret_b64(lang):
    pw = pw_any()
    blob = base64.b64encode(pw.encode()).decode()
    u64 = base64.b64encode(ch(USERS).encode()).decode()
    snip = ("$ kubectl get secret db-creds -n %s -o yaml\napiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque") % (
        ch(["prod", "payments", "default"]), blob, u64)
    return {"cat": "k8s Secret data (base64 of password)", "t": T(lang, "the DB secret in the cluster", "클러스터 DB 시크릿"), "snip": snip, "secrets": [blob]}


@bs(0.8)
def s_kubeconfig_token(lang):
    tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
               "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", siglen=342)
    snip = ("users:\n- name: deployer\n  user:\n    token: %s\ncontexts:\n- context:\n    cluster: %s\n    user: deployer") % (tok, ch(["prod-eks", "gke-stg", "nks-prod"]))
    return {"cat": "kubeconfig service-account token", "t": T(lang, "cluster access from CI", "CI의 클러스터 접근"), "snip": snip, "secrets": [tok], "place": "mc"}


@bs(0.7)
def s_ansible(lang):
    pw = pw_phrase()
    snip = ch(["$ echo '%s' > ~/.vault_pass && ansible-playbook site.yml --vault-password-file ~/.vault_pass" % pw,
               "ansible_become_password: %s\nansible_user: %s" % (pw_shellsafe(), ch(USERS))])
    if "ansible_become_password" in snip:
        pw = snip.split("ansible_become_password: ")[1].split("\n")[0]
    return {"cat": "ansible vault/become password", "t": T(lang, "the ansible run", "ansible 실행"), "snip": snip, "secrets": [pw]}


@bs(0.5)
def s_htpasswd(lang):
    pw = pw_shellsafe()
    snip = "$ htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (ch(USERS), pw)
    return {"cat": "htpasswd -b password", "t": T(lang, "the staging basic auth", "스테이징 basic auth"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_wifi(lang):
    psk = ch([pw_human(), pw_kbd(), pw_phrase().replace(" ", "")])
    ssid = ch(["ACME-Office", "ACME_5G", "Lab-IoT", "meetingroom-3F"])
    snip = ch(["$ nmcli dev wifi connect %s password '%s'" % (ssid, psk),
               "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}" % (ssid, psk),
               T(lang, "Wi-Fi for the device lab: %s / %s" % (ssid, psk), "디바이스 랩 와이파이: %s / 비번 %s" % (ssid, psk))])
    return {"cat": "wifi WPA passphrase", "t": T(lang, "the device lab", "디바이스 랩"), "snip": snip, "secrets": [psk]}


@bs(1.2)
def s_chat_password(lang):
    pw = ch([pw_kbd(), pw_hangul(), pw_human(), pw_kbd()])
    svc = ch(["staging admin", "the Grafana admin", "the NAS", "the test phone Apple ID", "the router", "the shared Figma"])
    svk = ch(["스테이징 어드민", "Grafana admin", "NAS", "테스트폰 Apple ID", "공유기", "공용 Figma"])
    if lang == "en":
        line = ch(["teammate said the %s password is %s", "%s login: %s@%s / %s", "password for %s → %s (they said it's temporary)"])
        snip = line % ((svc, pw) if line.count("%s") == 2 else (svc, ch(USERS), ch(DOMAINS), pw))
    else:
        line = ch(["팀원 말로는 %s 비번이 %s 라고 함", "%s 로그인: %s@%s / %s", "%s 비밀번호 → %s (임시라고 함)"])
        snip = line % ((svk, pw) if line.count("%s") == 2 else (svk, ch(USERS), ch(DOMAINS), pw))
    return {"cat": "chat-style password (human / Korean keyboard)", "t": T(lang, svc, svk), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_old_new_password(lang):
    old, new = pw_any(), pw_any()
    svc = ch(["the DB admin", "the VPN", "the shared mail account", "the Jenkins admin"])
    svk = ch(["DB 관리자", "VPN", "공용 메일 계정", "Jenkins 관리자"])
    mc = T(lang, "Didn't know %s password was rotated last week. Old one (%s) no longer works." % (svc, old),
           "%s 비밀번호가 지난주에 바뀐 걸 몰랐다. 예전 값(%s)은 더 이상 안 됨." % (svk, old))
    if chance(0.5):
        les = T(lang, "New one is %s, stored nowhere but here apparently." % new, "새 비번은 %s 인데 여기 말고는 적힌 데가 없음." % new)
        ask = T(lang, "Ask who rotates %s credentials and where they are kept." % svc, "%s 계정 정보는 누가 교체하고 어디 보관하는지 물어보기." % svk)
    else:
        les = T(lang, "Always check the rotation calendar before debugging auth.", "인증 디버깅 전에 교체 일정부터 확인.")
        ask = T(lang, "Is %s still valid for %s?" % (new, svc), "%s 에 %s 이 아직 유효한지?" % (svk, new))
    return {"cat": "old and new password across fields", "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ask}, "secrets": [old, new]}


@bs(0.8)
def s_pin(lang):
    pin = "%08d" % rint(0, 99999999)
    k = rint(0, 2)
    if k == 0:
        snip = T(lang, "YubiKey PIV for the signing box: PIN %s, management key is default (change it!)" % pin,
                 "서명 서버 YubiKey PIV PIN: %s, management key는 기본값 (바꿔야 함)" % pin)
        cat = "hardware token PIN"
    elif k == 1:
        snip = T(lang, "SIM PUK for the SMS test phone: %s" % pin, "SMS 테스트폰 SIM PUK: %s" % pin)
        cat = "SIM PUK"
    else:
        snip = T(lang, "door lock code for the server room: %s#" % pin, "서버실 도어락 비밀번호 %s#" % pin)
        cat = "8-digit PIN"
    return {"cat": cat, "t": T(lang, "the hardware lab", "하드웨어 랩"), "snip": snip, "secrets": [pin]}


@bs(0.8)
def s_npki(lang):
    pw = ch([pw_kbd(), pw_human(), pw_strong()])
    snip = T(lang, "Hometax automation uses the company's joint certificate (NPKI/signPri.key); cert password: %s" % pw,
             "홈택스 자동화는 회사 공동인증서(NPKI/signPri.key)를 씀. 인증서 비밀번호: %s" % pw)
    return {"cat": "korean joint certificate (공동인증서) password", "t": T(lang, "the Hometax scraper", "홈택스 스크래퍼"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_passphrase(lang):
    pp = pw_phrase()
    k = rint(0, 3)
    snip = ["$ export RESTIC_PASSWORD='%s'\n$ restic -r s3:s3.amazonaws.com/acme-backups snapshots",
            "$ echo '%s' | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -d release.tar.gz.gpg > release.tar.gz",
            "$ echo -n '%s' | cryptsetup luksOpen /dev/nvme1n1 data -",
            "BORG_PASSPHRASE='%s' borg create ::nightly-{now} /srv/data"][k] % pp
    return {"cat": "passphrase (restic/gpg/luks/borg)", "t": T(lang, "the backup restore", "백업 복구"), "snip": snip, "secrets": [pp]}


@bs(0.7)
def s_infra_passwords(lang):
    k = rint(0, 4)
    pw = pw_shellsafe()
    if k == 0:
        snip = "$ ipmitool -I lanplus -H 10.10.%d.%d -U ADMIN -P '%s' chassis power status" % (rint(0, 9), rint(2, 250), pw)
        cat = "ipmitool -P password"
    elif k == 1:
        pw = rs(B62, rint(10, 16))
        snip = "$ snmpwalk -v2c -c %s 10.20.%d.1 1.3.6.1.2.1.1" % (pw, rint(0, 9))
        cat = "SNMP community string"
    elif k == 2:
        snip = "$ sudo mount -t cifs //nas01/share /mnt/share -o username=%s,password=%s,vers=3.0" % (ch(USERS), pw.replace(",", ""))
        pw = pw.replace(",", "")
        cat = "cifs mount password"
    elif k == 3:
        snip = "C:\\> cmdkey /generic:TERMSRV/10.1.%d.%d /user:CORP\\%s /pass:%s" % (rint(0, 9), rint(2, 250), ch(USERS), pw)
        cat = "windows cmdkey /pass"
    else:
        snip = "$ lftp -u %s,%s sftp://files.partner.example.jp -e 'mirror -R ./out /inbox; bye'" % (ch(USERS), pw.replace(",", ""))
        pw = pw.replace(",", "")
        cat = "lftp sftp password"
    return {"cat": cat, "t": T(lang, "the on-prem box", "온프렘 장비"), "snip": snip, "secrets": [pw]}


@bs(0.5)
def s_ipsec_psk(lang):
    psk = rs(B62, 32)
    snip = "conn office-to-aws\n  authby=secret\n  left=%%defaultroute\n  right=52.79.%d.%d\n# /etc/ipsec.secrets\n%%any 52.79.%d.%d : PSK \"%s\"" % (
        rint(0, 255), rint(0, 255), rint(0, 255), rint(0, 255), psk)
    return {"cat": "IPsec pre-shared key", "t": T(lang, "the site-to-site VPN", "site-to-site VPN"), "snip": snip, "secrets": [psk]}


@bs(0.5)
def s_openvpn_static(lang):
    lines = [hexs(32) for _ in range(rint(3, 6))]
    snip = "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n...\n</tls-auth>" % "\n".join(lines)
    return {"cat": "OpenVPN static key lines", "t": T(lang, "the client .ovpn", "클라이언트 .ovpn"), "snip": snip, "secrets": lines}


@bs(1.0)
def s_datagokr_url(lang):
    raw = b64(66)
    enc = pct(raw)
    api = ch(["getVilageFcst", "getRTMSDataSvcAptTrade", "getCtprvnRltmMesureDnsty", "getRestDeInfo"])
    url = "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/%s?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=20251120" % (api, enc)
    if chance(0.5):
        return {"cat": "public data portal serviceKey, percent-encoded [data.go.kr]", "t": T(lang, "the public-data sync", "공공데이터 수집"), "snip": url, "secrets": [enc]}
    snip = "%s\n%s" % (T(lang, "Encoding key:", "인코딩 키:"), enc) + "\n" + T(lang, "Decoding key:", "디코딩 키:") + "\n" + raw
    return {"cat": "public data portal serviceKey encoded+decoded [data.go.kr]", "t": T(lang, "the public-data sync", "공공데이터 수집"), "snip": snip, "secrets": [enc, raw]}


@bs(0.7)
def s_jupyter(lang):
    tok = hexs(48)
    snip = ("[I 2025-11-20 10:%02d:%02d.%03d ServerApp] Jupyter Server 2.14.2 is running at:\n"
            "[I ServerApp] http://%s:8888/lab?token=%s\n[I ServerApp]     http://127.0.0.1:8888/lab?token=%s") % (
        rint(0, 59), rint(0, 59), rint(0, 999), ch(["gpu-node-3", "ml-dev-01", "10.0.7.21"]), tok, tok)
    return {"cat": "jupyter server token URL [Jupyter]", "t": T(lang, "the shared GPU notebook", "공용 GPU 노트북"), "snip": snip, "secrets": [tok]}


def multi_vendor_snip(picks, lang):
    groups, secrets = [], []
    for v in picks:
        E = []
        for env, g, sflag in v["entries"]:
            val = g()
            E.append((env, val))
            if sflag:
                secrets.append(val)
        groups.append((v, E))
    form = ch(["dotenv", "dotenv", "compose", "k8s", "gha", "yaml"])
    if form == "dotenv":
        lines = []
        for v, E in groups:
            if chance(0.5):
                lines.append("# " + v["name"])
            lines += ["%s=%s" % kv for kv in E]
        for kv in benign(rint(0, 2)):
            lines.insert(rint(0, len(lines)), "%s=%s" % kv)
        head, label = ch(["# .env", "$ cat .env.production", "# worker/.env", ""]), "dotenv with several providers"
    elif form == "compose":
        lines = ["services:", "  %s:" % ch(PROJECTS), "    environment:"]
        lines += ["      %s: %s" % kv for v, E in groups for kv in E]
        head, label = "# docker-compose.prod.yml", "docker-compose env with several providers"
    elif form == "k8s":
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-env" % ch(PROJECTS), "stringData:"]
        lines += ['  %s: "%s"' % kv for v, E in groups for kv in E]
        head, label = "", "k8s Secret with several providers"
    elif form == "gha":
        lines = ["    env:"] + ["      %s: %s" % kv for v, E in groups for kv in E]
        head, label = "# .github/workflows/nightly.yml", "GitHub Actions env with several providers"
    else:
        lines = []
        for v, E in groups:
            lines.append("%s:" % v["ns"])
            lines += ["  %s: %s" % (keyname(v, k), val) for k, val in E]
        head, label = "# config/integrations.yml", "yaml with several providers"
    snip = "\n".join(([head] if head else []) + lines)
    return label, snip, secrets


def multi_vendor_note(picks, lang):
    for _ in range(20):
        label, snip, secrets = multi_vendor_snip(picks, lang)
        if nbytes(snip) <= 900:
            break
        picks = picks[:-1]
    names = " + ".join(v["name"] for v in picks)
    d = {"cat": "%s [%s]" % (label, names), "t": T(lang, "the worker config", "워커 설정"), "snip": snip, "secrets": secrets, "place": "mc"}
    return d


@bs(1.5)
def s_multi_env(lang):
    pool = [v for v in VENDORS if len(v["entries"]) <= 2]
    picks = []
    n = rint(2, 4)
    while len(picks) < n:
        v = ch(pool)
        if v["name"] not in [p["name"] for p in picks]:
            picks.append(v)
    return multi_vendor_note(picks, lang)


@bs(2.0)
def s_split_pair(lang):
    pool = [v for v in VENDORS if sum(1 for e in v["entries"] if e[2]) >= 2 or (len(v["entries"]) >= 2 and v["entries"][-1][2])]
    v = ch(pool)
    E = [(env, g(), s) for env, g, s in v["entries"]]
    idx = max(i for i, e in enumerate(E) if e[2])
    first, last = E[:idx] + E[idx + 1:], E[idx]
    mc_lines = "\n".join("%s=%s" % (e[0], e[1]) for e in first)
    mc = prose(lang, "intro", v["name"]) + "\n" + mc_lines
    tail = T(lang, ch(["The other half (%s) is %s, it was in a DM.", "And %s = %s, set it only on the worker.", "%s was given separately: %s"]),
             ch(["나머지 %s 값은 %s (DM으로 받음).", "그리고 %s = %s, 워커에만 설정할 것.", "%s 는 따로 받았음: %s"])) % (last[0], last[1])
    if chance(0.6):
        f = {"missing_context": mc, "lesson": tail, "ask_next_time": prose(lang, "ask", v["name"])}
    else:
        f = {"missing_context": mc, "lesson": prose(lang, "lesson", v["name"]), "ask_next_time": tail}
    secrets = [e[1] for e in E if e[2]]
    return {"cat": "key pair split across fields [%s]" % v["name"], "fields": f, "secrets": secrets}


@bs(1.2)
def s_internal_token(lang):
    tok = ch([rs(B62, 40), hexs(64), b64(32), "itk_" + rs(B62, 32), uid() + uid()[:8]])
    hdr = ch(["X-Internal-Token", "X-Api-Key", "X-Service-Auth", "Authorization: Token", "X-Admin-Key"])
    if hdr.startswith("Authorization"):
        h = "Authorization: Token %s" % tok
    else:
        h = "%s: %s" % (hdr, tok)
    snip = "$ curl -s http://%s:%d/internal/%s -H '%s'" % (ch(["orders-svc", "ledger.internal", "10.0.5.17", "billing-api.prod.svc"]), ch([8080, 9000, 3000]),
                                                           ch(["reindex", "flush-cache", "replay?from=2025-11-01", "users/export"]), h)
    return {"cat": "internal service token header", "t": T(lang, "the internal admin endpoint", "내부 관리 엔드포인트"), "snip": snip, "secrets": [tok]}


@bs(0.8)
def s_hmac_webhook_secret(lang):
    sec = ch([rs(B62, 32), hexs(40), "whsec_" + b64(24)])
    snip = ch(["WEBHOOK_SIGNING_SECRET=%s" % sec,
               "const expected = crypto.createHmac('sha256', '%s').update(rawBody).digest('hex');" % sec,
               "hmac.new(b\"%s\", body, hashlib.sha256).hexdigest()" % sec])
    return {"cat": "generic webhook HMAC signing secret", "t": T(lang, "partner webhook verification", "파트너 웹훅 검증"), "snip": snip, "secrets": [sec]}


@bs(1.0)
def s_compose_admin(lang):
    pw = pw_shellsafe()
    img, var = ch([("grafana/grafana:11.3.0", "GF_SECURITY_ADMIN_PASSWORD"), ("quay.io/keycloak/keycloak:26.0", "KC_BOOTSTRAP_ADMIN_PASSWORD"),
                   ("postgres:16", "POSTGRES_PASSWORD"), ("mysql:8.4", "MYSQL_ROOT_PASSWORD"), ("minio/minio", "MINIO_ROOT_PASSWORD"),
                   ("rabbitmq:3-management", "RABBITMQ_DEFAULT_PASS"), ("mongo:7", "MONGO_INITDB_ROOT_PASSWORD")])
    snip = "services:\n  svc:\n    image: %s\n    environment:\n      %s: %s\n    ports:\n      - \"%d:%d\"" % (img, var, pw, rint(3000, 9000), rint(3000, 9000))
    return {"cat": "docker-compose admin password (%s)" % var, "t": T(lang, "the shared dev server", "공용 개발 서버"), "snip": snip, "secrets": [pw]}


@bs(1.0)
def s_azure_connstr(lang):
    k = rint(0, 2)
    key = b64(32) if k else b64(64)
    if k == 0:
        s = "DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(LOD, 10), key)
        cat = "Azure storage connection string"
    elif k == 1:
        s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(LO, 8), key)
        cat = "Azure Service Bus connection string"
    else:
        s = "HostName=%s.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=%s" % (rs(LO, 8), key)
        cat = "Azure IoT Hub connection string"
    snip = ch(["AzureWebJobsStorage=%s", '"ConnectionStrings": { "Default": "%s" }', "conn_str = \"%s\""]) % s
    return {"cat": cat + " [Azure]", "t": T(lang, "the Azure Function", "Azure Function"), "snip": snip, "secrets": [key]}


@bs(0.8)
def s_mssql_connstr(lang):
    pw = pw_shellsafe().replace(";", "")
    s = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(LO, 8), ch(["shop", "erp"]), ch(USERS), pw)
    snip = ch(['"ConnectionStrings": {\n  "Default": "%s"\n}' % s, "Data source: %s" % s])
    return {"cat": "ADO.NET connection string Password=", "t": T(lang, "the .NET API", ".NET API"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_neon(lang):
    pw = "npg_" + rs(B62, 12)
    url = "postgresql://neondb_owner:%s@ep-%s-%s-%06d.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (pw, ch(["cool", "wild", "quiet"]), ch(["darkness", "river", "forest"]), rint(0, 999999))
    return {"cat": "connection string password [Neon]", "t": T(lang, "the preview DB", "프리뷰 DB"), "snip": "DATABASE_URL=" + url, "secrets": [pw]}


@bs(0.8)
def s_apple_app_pw(lang):
    pw = "-".join(rs(LO, 4) for _ in range(4))
    k = rint(0, 1)
    if k:
        snip = "$ xcrun altool --upload-app -f build/Acme.ipa -u ios-release@%s -p %s" % (ch(DOMAINS), pw)
    else:
        snip = "FASTLANE_USER=ios-release@%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s\nMATCH_PASSWORD=%s" % (ch(DOMAINS), pw, pw_shellsafe())
    sec = [pw] + ([snip.split("MATCH_PASSWORD=")[1]] if not k else [])
    return {"cat": "Apple app-specific password / fastlane match [Apple]", "t": T(lang, "the iOS upload", "iOS 업로드"), "snip": snip, "secrets": sec}


@bs(0.8)
def s_ci_log_leak(lang):
    v = ch(["ghp_" + rs(B62, 36), "npm_" + rs(B62, 36), "glpat-" + rs(B64U, 20), "sk_live_" + rs(B62, 24), hexs(40)])
    snip = ("Run echo \"token=$DEPLOY_TOKEN\" >> debug.txt && cat debug.txt\n  shell: /usr/bin/bash -e {0}\n  env:\n    DEPLOY_ENV: prod\n"
            "token=%s\nError: Process completed with exit code 1.") % v
    return {"cat": "CI log leaking a token (not masked)", "t": T(lang, "the release workflow", "릴리스 워크플로"), "snip": snip, "secrets": [v]}


@bs(0.6)
def s_ftp_url(lang):
    pw = pw_url(pw_any())
    url = "ftp://%s:%s@ftp.%s/outbound/" % (ch(USERS), pw, ch(DOMAINS))
    snip = ch(["$ wget -r '%s'" % url, "FTP_URL=%s" % url, T(lang, "the partner drops files at %s" % url, "파트너가 %s 에 파일을 올림" % url)])
    return {"cat": "ftp URL with password", "t": T(lang, "the partner file drop", "파트너 파일 수신"), "snip": snip, "secrets": [pw]}


@bs(0.7)
def s_vnc_rdp(lang):
    pw = rs(B62, 8)
    snip = ch([T(lang, "VNC into the kiosk at 10.3.%d.%d:5901, password %s" % (rint(0, 9), rint(2, 250), pw),
                 "키오스크 VNC 10.3.%d.%d:5901, 비밀번호 %s" % (rint(0, 9), rint(2, 250), pw)),
               "$ x11vnc -storepasswd %s ~/.vnc/passwd" % pw])
    return {"cat": "VNC password (8 chars)", "t": T(lang, "the kiosk", "키오스크"), "snip": snip, "secrets": [pw]}


@bs(0.8)
def s_mobile_keys(lang):
    k = rint(0, 1)
    if k == 0:
        v = "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)
        snip = "<string name=\"fcm_server_key\">%s</string>" % v
        cat = "android strings.xml FCM server key [Firebase]"
    else:
        v = rs(LOD, 30)
        snip = "// AppDelegate.swift\nlet client = AcmeAnalytics(appId: \"%s\", secret: \"%s\")" % (uid(), v)
        cat = "swift hard-coded SDK secret"
    return {"cat": cat, "t": T(lang, "the mobile app build", "모바일 앱 빌드"), "snip": snip, "secrets": [v]}



@bs(1.0)
def s_repeat_fields(lang):
    v = ch(VENDORS)
    E = [(env, g(), sf) for env, g, sf in v["entries"]]
    env, val, _ = [e for e in E if e[2]][-1]
    mc = prose(lang, "intro", v["name"]) + "\n" + "\n".join("%s=%s" % (e[0], e[1]) for e in E)
    les = T(lang, "The %s value (%s) is shared by staging and prod, which is why the staging test charged a real account." % (env, val),
            "%s 값(%s)을 스테이징과 운영이 같이 쓰고 있어서 스테이징 테스트가 실계정에 반영됨." % (env, val))
    ask = T(lang, "Should %s be rotated now that it was used from a laptop?" % val, "노트북에서 %s 를 썼으니 지금 교체해야 하는지?" % val)
    secrets = [e[1] for e in E if e[2]]
    f = {"missing_context": mc, "lesson": les if chance(0.6) else prose(lang, "lesson", v["name"]), "ask_next_time": ask}
    return {"cat": "same value repeated in several fields [%s]" % v["name"], "fields": f, "secrets": secrets}

# ------------------------------------------------------- secret assembly --
def check_secret_note(fields, secrets, unlisted=()):
    vals = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    assert vals[0], "missing_context empty"
    assert nbytes(vals[0]) <= 1024 and nbytes(vals[1]) <= 1024 and nbytes(vals[2]) <= 512, "field too long"
    assert secrets, "no secrets"
    for s in secrets:
        assert len(s) >= 8, ("short secret", s)
        assert any(s in v for v in vals), ("secret not in fields", s)
    for v in vals:
        cov = [False] * len(v)
        for s in secrets:
            i = v.find(s)
            while i >= 0:
                for j in range(i, i + len(s)):
                    cov[j] = True
                i = v.find(s, i + 1)
        masked = "".join("\x00" if c else x for x, c in zip(v, cov))
        for s in list(secrets) + [u for u in unlisted if len(u) >= 8]:
            for i in range(len(s) - 7):
                assert s[i:i + 8] not in masked, ("window outside secret", s, s[i:i + 8])


TOPIC_EN = ["integration", "client", "webhook handler", "sync job", "SDK setup", "CLI", "uploader", "connector"]
TOPIC_KO = ["클라이언트", "웹훅 핸들러", "동기화 잡", "SDK", "CLI", "업로더", "커넥터", "배치"]


RETRIES = []


def vendor_note(sp, lang):
    for _ in range(30):
        vals = [(env, g(), s) for env, g, s in sp["entries"]]
        E = [(e, v) for e, v, _ in vals]
        has_http = bool(sp.get("url"))
        if has_http and chance(0.35):
            fr = ch(HTTP_FRAMERS)
        else:
            fr = ch(FRAMERS)
        label, snip, extra = fr(sp, E, lang)
        t = sp["name"] + " " + (ch(TOPIC_EN) if lang == "en" else ch(TOPIC_KO))
        fields = compose(lang, t, snip)
        allv = "\n".join(fields.values())
        cand = [v for _, v, s in vals if s] + extra
        secrets = []
        for c in cand:
            if c in allv and c not in secrets:
                secrets.append(c)
        unlisted = [c for c in cand if c not in secrets]
        if not secrets:
            continue
        try:
            check_secret_note(fields, secrets, unlisted)
        except AssertionError as e:
            RETRIES.append((sp["name"], label, str(e)[:160]))
            continue
        return {"category": "%s: %s [%s]" % (label, sp["what"], sp["name"]), "fields": fields, "secrets": secrets}
    raise RuntimeError("vendor note failed: " + sp["name"] + " " + sp["what"])


def bespoke_note(fn, lang):
    d = fn(lang)
    if "fields" in d:
        fields = d["fields"]
    elif d.get("place") == "raw_mc":
        fields = {"missing_context": d["snip"], "lesson": prose(lang, "lesson", d["t"]), "ask_next_time": prose(lang, "ask", d["t"])}
    else:
        fields = compose(lang, d["t"], d["snip"], place=d.get("place"))
    secrets = []
    for s in d["secrets"]:
        if s not in secrets:
            secrets.append(s)
    check_secret_note(fields, secrets)
    return {"category": d["cat"], "fields": fields, "secrets": secrets}


# =========================================================== CLEAN NOTES ==
# Identifiers that are fine in general but which we still drop from clean
# notes to keep them unambiguous.
CLEAN_DROP = ["OVH_APPLICATION_KEY", "IMP_KEY", "NHN_CLOUD_APPKEY", "OSSRH_USERNAME", "TWILIO_API_KEY",
              "KIS_ACCOUNT_NO", "PUSHER_KEY", "TRELLO_KEY", "STREAM_API_KEY", "VONAGE_API_KEY", "SHOPIFY_API_KEY",
              "ATLAS_PUBLIC_KEY", "LANGFUSE_PUBLIC_KEY", "CONFLUENT_API_KEY", "ZOOM_ACCOUNT_ID"]


def safe_value(sp, env, real, style):
    key = keyname(sp, env)
    ns = sp["ns"]
    if style == "envref":
        return ch(["${%s}" % env, "$%s" % env, "${{ secrets.%s }}" % env, "{{ .Values.%s.%s }}" % (ns, camel(key)),
                   "%%env(%s)%%" % env, "#{%s}" % env, "${%s:?missing}" % env, "{{ env \"%s\" }}" % env])
    if style == "placeholder":
        return ch(["<your-%s-%s>" % (ns, key.replace("_", "-")), "YOUR_%s_HERE" % key.upper(), "REPLACE_ME", "<redacted>",
                   "[REDACTED]", "********", "xxxxxxxxxxxxxxxx", "TODO", "<%s>" % env, "changeme-in-vault", "__%s__" % env])
    if style == "prefix_mask":
        cut = 0
        for i, c in enumerate(real[:16]):
            if c in "_-.$:" and i >= 2:
                cut = i + 1
        head = real[:cut or 4]
        return ch([head + "*" * 20 + real[-4:], head + "x" * 24, head + "...", head + "•" * 12 + real[-4:],
                   head + "<redacted>", head + "XXXXXXXXXXXXXXXX"])
    if style == "manager":
        return ch(["vault:secret/data/%s#%s" % (ns, key), "arn:aws:secretsmanager:%s:%d:secret:prod/%s/%s-%s" % (ch(REGIONS), rint(10**11, 10**12 - 1), ns, key, rs(B62, 6)),
                   "op://Engineering/%s/%s" % (sp["name"], key.replace("_", " ")), "projects/acme-prod-4821/secrets/%s-%s/versions/latest" % (ns, key.replace("_", "-")),
                   "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/%s-%s/)" % (ns, key.replace("_", "-")),
                   "ssm:/prod/%s/%s" % (ns, key), "awssm://prod/%s#%s" % (ns, key), "ref+vault://secret/%s#/%s" % (ns, key)])
    if style == "sops":
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rint(16, 40)), b64(32), b64(16))
    if style == "empty":
        return ""
    raise ValueError(style)


CLEAN_STYLES = ["envref", "envref", "placeholder", "placeholder", "prefix_mask", "manager", "manager", "sops", "empty"]
STYLE_LABEL = {"envref": "env-var reference", "placeholder": "placeholder", "prefix_mask": "masked / vendor-prefix placeholder",
               "manager": "secret-manager reference", "sops": "SOPS-encrypted value", "empty": "empty value (.env.example)",
               "drop": "identifiers only"}


def clean_vendor_note(sp, lang):
    style = ch(CLEAN_STYLES + ["drop"])
    vals = [(env, g(), s) for env, g, s in sp["entries"] if env not in CLEAN_DROP]
    if style == "drop":
        E = [(e, v) for e, v, s in vals if not s]
        if not E:
            style = "envref"
    if style != "drop":
        E = [(e, (safe_value(sp, e, v, style) if s else v)) for e, v, s in vals]
    fr_pool = [f for f in FRAMERS if f not in (fr_chat,)]
    if style not in ("envref", "drop"):
        fr_pool = [f for f in fr_pool if f is not fr_cli_secret]
    if sp.get("url") and style in ("envref",) and not sp.get("basic"):
        fr_pool = fr_pool + [fr_curl, fr_curl, fr_http]
    if style == "empty":
        fr_pool = [fr_dotenv, fr_yaml, fr_json, fr_toml, fr_ini, fr_props, fr_table]
    fr = ch(fr_pool)
    label, snip, extra = fr(sp, E, lang)
    if style == "empty" and fr is fr_dotenv:
        snip = snip.replace(".env.production", ".env.example").replace(".env.local", ".env.example")
    t = sp["name"] + " " + (ch(TOPIC_EN) if lang == "en" else ch(TOPIC_KO))
    fields = compose(lang, t, snip)
    return {"category": "clean %s: %s [%s]" % (label, STYLE_LABEL[style], sp["name"]), "fields": fields, "secrets": []}


B_CLEAN = []    # risky-looking clean templates
B_PUB = []      # clean notes whose only risky item is a documented-public key
B_PLAIN = []    # ordinary notes


def bc(weight=1.0, pool=None):
    def deco(f):
        (B_CLEAN if pool is None else pool).append((f, weight))
        return f
    return deco


def sha1():
    return hexs(40)


def sha256():
    return hexs(64)


@bc(1.5)
def c_git_log(lang):
    lines = []
    for _ in range(rint(3, 6)):
        lines.append("%s %s" % (hexs(7), ch(["fix(auth): refresh token retry", "chore: bump axios to 1.7.7", "feat: add KakaoPay refund",
                                              "revert \"ci: cache node_modules\"", "fix: NPE in settlement batch", "docs: rotate-keys runbook",
                                              "refactor: move secrets to vault", "test: flaky webhook signature test"])))
    k = rint(0, 2)
    if k == 0:
        snip = "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines))
    elif k == 1:
        snip = "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (sha1(), rint(1, 4), rint(0, 30), rint(0, 9), rint(1, 40), hexs(7))
    else:
        snip = "$ git bisect good\n%s is the first bad commit\ncommit %s\nAuthor: %s <%s@%s>" % (sha1(), sha1(), ch(USERS), ch(USERS), ch(DOMAINS))
    return {"cat": "clean: git SHAs", "t": T(lang, "the regression", "회귀 버그"), "snip": snip}


@bc(1.2)
def c_docker_digest(lang):
    img = ch(["ghcr.io/acme/%s" % ch(PROJECTS), "registry.example.com/%s" % ch(PROJECTS), "nginx", "postgres", "python"])
    d = sha256()
    k = rint(0, 2)
    if k == 0:
        snip = "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image" % (img, ch(["1.27", "16.4", "3.12-slim", "v2.8.1"]), ch(["1.27", "16.4"]), img, d)
    elif k == 1:
        snip = "image: %s@sha256:%s" % (img, d)
    else:
        snip = "FROM %s@sha256:%s AS build" % (ch(["node:20-alpine", "golang:1.22", "python:3.12-slim"]), d)
    return {"cat": "clean: container image digest", "t": T(lang, "the pinned base image", "고정한 베이스 이미지"), "snip": snip}


@bc(1.2)
def c_lock_hashes(lang):
    k = rint(0, 3)
    if k == 0:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            "axios", 1, 7, 7, "axios", "axios", 1, 7, 7, b64(64))
    elif k == 1:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256(), sha256())
    elif k == 2:
        m = ch(["github.com/aws/aws-sdk-go-v2 v1.32.4", "golang.org/x/crypto v0.29.0", "github.com/redis/go-redis/v9 v9.7.0"])
        snip = "%s h1:%s\n%s/go.mod h1:%s" % (m, b64(32), m, b64(32))
    else:
        snip = '[[package]]\nname = "serde"\nversion = "1.0.215"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % sha256()
    return {"cat": "clean: lockfile integrity hashes", "t": T(lang, "the dependency bump", "의존성 업데이트"), "snip": snip}


@bc(1.0)
def c_checksums(lang):
    files = ["terraform_1.9.8_linux_amd64.zip", "kubectl", "app-release.apk", "backup-20251120.tar.zst", "helm-v3.16.2-linux-amd64.tar.gz"]
    snip = "$ sha256sum -c SHA256SUMS\n" + "\n".join("%s  %s" % (sha256(), ch(files)) for _ in range(rint(1, 3))) + "\n" + ch(["OK", "sha256sum: WARNING: 1 computed checksum did NOT match"])
    return {"cat": "clean: sha256 checksums", "t": T(lang, "the artifact download", "아티팩트 다운로드"), "snip": snip}


@bc(1.5)
def c_request_ids(lang):
    k = rint(0, 3)
    if k == 0:
        snip = "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\nRequestId: %s\nHostId: %s" % (rs(UPD, 16), b64(48))
    elif k == 1:
        snip = "HTTP/2 502\nx-request-id: %s\ntraceparent: 00-%s-%s-01\nx-amzn-trace-id: Root=1-%s-%s" % (uid(), hexs(32), hexs(16), hexs(8), hexs(24))
    elif k == 2:
        snip = "%s ERROR [%s] payment confirm failed trace_id=%s span_id=%s order_id=ORD-%d" % (stamp(), ch(PROJECTS), hexs(32), hexs(16), rint(10**6, 10**7))
    else:
        snip = "Sentry event %s\nRelease: %s@%s\nDatadog trace: https://app.datadoghq.com/apm/trace/%d" % (hexs(32), ch(PROJECTS), sha1(), rint(10**18, 10**19))
    return {"cat": "clean: request / trace ids", "t": T(lang, "the 5xx spike", "5xx 급증"), "snip": snip}


@bc(1.5)
def c_ssh_public(lang):
    pubb = base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rb(32)).decode()
    k = rint(0, 2)
    who = "%s@%s" % (ch(USERS), ch(["macbook", "build-01", "ci"]))
    if k == 0:
        snip = "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 %s %s" % (pubb, who)
    elif k == 1:
        snip = "# authorized_keys on bastion\nssh-ed25519 %s %s\nssh-ed25519 %s %s" % (pubb, who, base64.b64encode(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rb(32)).decode(), "deploy@ci")
    else:
        snip = "$ ssh-keyscan github.com >> ~/.ssh/known_hosts\ngithub.com ssh-ed25519 %s" % pubb
    return {"cat": "clean: SSH public key / known_hosts", "t": T(lang, "bastion access", "bastion 접속"), "snip": snip}


@bc(1.2)
def c_fingerprints(lang):
    k = rint(0, 2)
    if k == 0:
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s@laptop (ED25519)" % (b64(32).rstrip("="), ch(USERS))
    elif k == 1:
        fp = rs(HXU, 40)
        snip = "$ gpg --list-keys release@acme.io\npub   ed25519 2024-03-11 [SC] [expires: 2026-03-11]\n      %s\nuid           [ultimate] Acme Release <release@acme.io>\nsub   cv25519 2024-03-11 [E]" % fp
    else:
        snip = "$ openssl x509 -in tls.crt -noout -fingerprint -sha256 -serial\nsha256 Fingerprint=%s\nserial=%s" % (":".join(rs(HXU, 2) for _ in range(32)), rs(HXU, 32))
    return {"cat": "clean: key fingerprints", "t": T(lang, "the signing key check", "서명 키 확인"), "snip": snip}


@bc(1.0)
def c_cert_pem(lang):
    der = bytes.fromhex("308205") + rb(190)
    lines = wrap(base64.b64encode(der).decode())[:rint(3, 4)]
    snip = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----\n%s" % ("\n".join(lines), T(lang, "(public leaf cert from the load balancer)", "(로드밸런서의 공개 leaf 인증서)"))
    return {"cat": "clean: X.509 certificate (public)", "t": T(lang, "the TLS chain", "TLS 체인"), "snip": snip}


@bc(1.0)
def c_jwks(lang):
    n = rs(B64U, 342)
    snip = '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s","e":"AQAB"}]}' % (hexs(16), n)
    return {"cat": "clean: JWKS public key", "t": T(lang, "token verification", "토큰 검증"), "snip": "GET /.well-known/jwks.json\n" + snip, "place": "mc"}


@bc(1.2)
def c_aws_ids(lang):
    acct = str(rint(10**11, 10**12 - 1))
    k = rint(0, 2)
    if k == 0:
        snip = '$ aws sts get-caller-identity\n{\n    "UserId": "AROA%s:%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/%s/%s"\n}' % (
            rs(B32, 17), ch(USERS), acct, acct, ch(["DeployRole", "ReadOnly", "AdministratorAccess"]), ch(USERS))
    elif k == 1:
        snip = "kms_key_id = \"arn:aws:kms:%s:%s:key/%s\"\nrole_arn   = \"arn:aws:iam::%s:role/%s-task\"" % (ch(REGIONS), acct, uid(), acct, ch(PROJECTS))
    else:
        snip = "$ aws configure list\n      Name                    Value             Type    Location\n   profile                  default           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            rs(UPD, 4), rs(B62, 4), ch(REGIONS))
    return {"cat": "clean: AWS account ids / ARNs / masked config", "t": T(lang, "the AWS role setup", "AWS role 설정"), "snip": snip}


@bc(1.0)
def c_stripe_ids(lang):
    snip = '{\n  "id": "evt_1Q%s",\n  "type": "payment_intent.succeeded",\n  "data": {"object": {"id": "pi_3Q%s", "customer": "cus_%s", "amount": %d, "currency": "krw"}},\n  "account": "acct_1N%s"\n}' % (
        rs(B62, 22), rs(B62, 22), rs(B62, 14), rint(1000, 99000), rs(B62, 14))
    return {"cat": "clean: Stripe object ids [Stripe]", "t": T(lang, "the Stripe webhook", "Stripe 웹훅"), "snip": snip}


@bc(1.0)
def c_saas_ids(lang):
    k = rint(0, 2)
    if k == 0:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_FROM=+1415555%04d" % (hexs(32), hexs(32), rint(0, 9999))
    elif k == 1:
        snip = "slack: team=T%s channel=C%s user=U%s bot_id=B%s" % (rs(UPD, 9), rs(UPD, 10), rs(UPD, 10), rs(UPD, 10))
    else:
        snip = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://app.%s/auth/google/callback" % (rint(10**11, 10**12 - 1), rs(LOD, 32), ch(DOMAINS))
    return {"cat": "clean: SaaS account / client ids", "t": T(lang, "the notification setup", "알림 설정"), "snip": snip}


@bc(1.2)
def c_base64_data(lang):
    k = rint(0, 3)
    if k == 0:
        raw = json.dumps({"env": ch(["staging", "prod"]), "features": ["new-checkout", "kakao-login"], "rollout": rint(1, 100)})
        snip = "$ echo '%s' | base64 -w0\n%s" % (raw, base64.b64encode(raw.encode()).decode())
    elif k == 1:
        cur = base64.b64encode(json.dumps({"last_id": rint(10**5, 10**7), "ts": ts()}).encode()).decode()
        snip = 'GET /v1/orders?limit=100&cursor=%s\n{"data":[...],"next_cursor":"%s"}' % (cur, base64.b64encode(json.dumps({"last_id": rint(10**5, 10**7), "ts": ts()}).encode()).decode())
    elif k == 2:
        conf = base64.b64encode(("[server]\nport = 8080\nworkers = %d\nlog_level = info\n" % rint(2, 16)).encode()).decode()
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  app.ini: %s" % conf
    else:
        hdr = b64json({"alg": "RS256", "typ": "JWT", "kid": hexs(8)})
        snip = T(lang, "JWT header only (no token): %s -> {\"alg\":\"RS256\",\"typ\":\"JWT\"...}" % hdr, "JWT 헤더만 디코딩: %s -> {\"alg\":\"RS256\",\"typ\":\"JWT\"...}" % hdr)
    return {"cat": "clean: base64 of non-secret data", "t": T(lang, "the config payload", "설정 페이로드"), "snip": snip}


@bc(1.5)
def c_k8s_refs(lang):
    k = rint(0, 3)
    if k == 0:
        snip = "$ kubectl describe secret %s-creds -n prod\nName:         %s-creds\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\napi-key:   %d bytes" % (
            ch(PROJECTS), ch(PROJECTS), rint(12, 40), rint(3, 12), rint(32, 64))
    elif k == 1:
        snip = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: stripe\n        key: secret-key"
    elif k == 2:
        snip = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: payments\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: TOSS_SECRET_KEY\n      remoteRef:\n        key: prod/payments/toss\n        property: secret_key")
    else:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: api-keys\nspec:\n  encryptedData:\n    OPENAI_API_KEY: AgB%s\n    SENTRY_DSN: AgA%s" % (b64(180), b64(120)))
    return {"cat": "clean: k8s secret references / sealed / describe", "t": T(lang, "the cluster secrets", "클러스터 시크릿"), "snip": snip}


@bc(0.8)
def c_ansible_vault(lang):
    blob = "\n".join(wrap(hexs(rint(4, 8) * 80), 80))
    snip = "group_vars/prod/vault.yml:\n$ANSIBLE_VAULT;1.1;AES256\n" + blob
    return {"cat": "clean: ansible-vault encrypted file", "t": T(lang, "the prod inventory", "운영 인벤토리"), "snip": snip}


@bc(1.0)
def c_tf_plan(lang):
    snip = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s"\n      ~ password = (sensitive value)\n'
            '        username = "%s"\n    }\n\n  # aws_secretsmanager_secret_version.stripe must be replaced\n-/+ resource "aws_secretsmanager_secret_version" "stripe" {\n      ~ secret_string = (sensitive value)\n      ~ version_id    = "%s" -> (known after apply)\n    }') % (
        ch(PROJECTS) + "-db", ch(USERS), uid())
    return {"cat": "clean: terraform plan sensitive values", "t": T(lang, "the RDS change", "RDS 변경"), "snip": snip}


@bc(1.0)
def c_ci_masked(lang):
    k = rint(0, 2)
    if k == 0:
        snip = "Run docker login ghcr.io -u acme-bot -p ***\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    elif k == 1:
        snip = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % ch(USERS)
    else:
        snip = "env:\n  NPM_TOKEN: ***\n  SENTRY_AUTH_TOKEN: ***\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n+ @acme/ui@%d.%d.%d" % (rint(1, 5), rint(0, 40), rint(0, 9))
    return {"cat": "clean: CI output with masked secrets", "t": T(lang, "the publish job", "배포 잡"), "snip": snip}


@bc(1.2)
def c_password_policy(lang):
    n = rint(10, 16)
    if lang == "en":
        opts = ["Password policy for the admin console: min %d chars, at least one digit and one symbol, no reuse of the last 5, lockout after 5 failures for 15 min." % n,
                "Passwords are hashed with argon2id (m=65536, t=3, p=4); bcrypt cost 12 for legacy users until they log in again.",
                "Rotation: DB passwords every 90 days via the rotation Lambda; never store them in the repo, only the secret ARN.",
                "Product wants \"passwordless\" login; keep the password column nullable and add a `password_set_at` timestamp."]
    else:
        opts = ["어드민 콘솔 비밀번호 정책: 최소 %d자, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 5회 실패 시 15분 잠금." % n,
                "비밀번호는 argon2id(m=65536, t=3, p=4)로 해시. 레거시 사용자는 재로그인 전까지 bcrypt cost 12 유지.",
                "DB 비밀번호는 rotation Lambda로 90일마다 교체. repo에는 절대 넣지 말고 secret ARN만 남길 것.",
                "기획에서 패스워드리스 로그인을 원함. password 컬럼은 nullable로 두고 password_set_at 컬럼 추가."]
    return {"cat": "clean: password policy discussion", "t": T(lang, "the login flow", "로그인 플로우"), "snip": ch(opts)}


@bc(1.5)
def c_port_flags(lang):
    k = rint(0, 5)
    if k == 0:
        snip = "$ docker run -d -p %d:%d -p 9090:9090 --name %s %s:latest" % (ch([8080, 5432, 6379]), ch([8080, 5432, 6379]), ch(PROJECTS), ch(PROJECTS))
    elif k == 1:
        snip = "$ ssh -p %d -i ~/.ssh/id_ed25519 %s@%s" % (ch([2222, 10022, 22022]), ch(USERS), ch(HOSTS))
    elif k == 2:
        snip = "$ mysql -h %s -P 3306 -u %s -p\nEnter password:\nERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % (ch(HOSTS), ch(USERS), ch(HOSTS))
    elif k == 3:
        snip = "$ kubectl port-forward svc/%s %d:80 -n %s\nForwarding from 127.0.0.1:%d -> 80" % (ch(PROJECTS), 8080, ch(["prod", "stg"]), 8080)
    elif k == 4:
        snip = "$ psql -h localhost -p 5433 -U %s -d app -W\nPassword for user %s:" % (ch(USERS), ch(USERS))
    else:
        snip = '$ redis-cli -h %s -p 6380 --tls -a "$REDIS_PASSWORD" --no-auth-warning PING\nPONG' % ch(HOSTS)
    return {"cat": "clean: -p / -P flags (ports, prompts)", "t": T(lang, "local debugging", "로컬 디버깅"), "snip": snip}


@bc(1.2)
def c_fake_fixtures(lang):
    k = rint(0, 5)
    if k == 0:
        snip = ('# tests/conftest.py\n@pytest.fixture\ndef aws_credentials(monkeypatch):\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")\n'
                '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")\n    monkeypatch.setenv("AWS_SECURITY_TOKEN", "testing")')
    elif k == 1:
        snip = ('// the docs example pair, not a real key\nconst creds = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };')
    elif k == 2:
        snip = 'FAKE_GITHUB_TOKEN = "ghp_" + "0" * 36  # format-only fixture for the scanner unit test'
    elif k == 3:
        snip = "it('rejects a bad api key', async () => {\n  const res = await request(app).get('/v1/me').set('X-Api-Key', 'not-a-real-key');\n  expect(res.status).toBe(401);\n});"
    elif k == 4:
        snip = 'mockUser = { email: "test@example.com", password: "<fixture-password>" }  # value injected by factory_boy Faker at runtime'
    else:
        snip = "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx  # dummy for the offline stripe-mock container"
    return {"cat": "clean: obviously fake test fixture", "t": T(lang, "the unit tests", "유닛 테스트"), "snip": snip}


@bc(0.8)
def c_webhook_sig(lang):
    k = rint(0, 1)
    if k == 0:
        snip = "POST /webhooks/github\nX-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uid(), sha256())
    else:
        snip = "Stripe-Signature: t=%d,v1=%s\n(this is the per-request HMAC, the signing secret itself lives in Secrets Manager)" % (ts(), sha256())
    return {"cat": "clean: webhook signature header (per-request HMAC)", "t": T(lang, "webhook verification", "웹훅 검증"), "snip": snip}


@bc(0.8)
def c_eth_tx(lang):
    snip = "tx hash: 0x%s\nfrom: 0x%s\nto:   0x%s (USDC contract)\nblock: %d, status: success" % (hexs(64), hexs(40), hexs(40), rint(18_000_000, 21_000_000))
    return {"cat": "clean: blockchain tx hash / addresses", "t": T(lang, "the on-chain payout", "온체인 지급"), "snip": snip}


@bc(0.8)
def c_keyhash(lang):
    kh = b64(20)
    sha1fp = ":".join(rs(HXU, 2) for _ in range(20))
    snip = T(lang, "Kakao developers needs the release key hash: %s\n(SHA1 %s from `keytool -list -v -keystore release.jks`)" % (kh, sha1fp),
             "카카오 개발자 콘솔에 릴리스 키 해시 등록 필요: %s\n(`keytool -list -v -keystore release.jks` 의 SHA1 %s)" % (kh, sha1fp))
    return {"cat": "clean: Android key hash / signing cert SHA-1 [Kakao]", "t": T(lang, "Kakao login on Android", "안드로이드 카카오 로그인"), "snip": snip}


@bc(0.8)
def c_migrations(lang):
    rev, down = hexs(12), hexs(12)
    snip = '"""add refund table\n\nRevision ID: %s\nRevises: %s\nCreate Date: 2025-11-%02d 10:%02d:%02d.%06d\n"""' % (rev, down, rint(1, 28), rint(0, 59), rint(0, 59), rint(0, 999999))
    return {"cat": "clean: alembic revision ids", "t": T(lang, "the migration chain", "마이그레이션 체인"), "snip": snip}


@bc(0.7)
def c_sri_nonce(lang):
    snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.6/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>\nContent-Security-Policy: script-src \'self\' \'nonce-%s\'' % (b64(48), b64(16))
    return {"cat": "clean: SRI hash / CSP nonce", "t": T(lang, "the CSP rollout", "CSP 적용"), "snip": snip}


@bc(0.8)
def c_long_ids(lang):
    k = rint(0, 3)
    acct = rint(10**11, 10**12 - 1)
    if k == 0:
        snip = "$ kubectl get pods -n prod\nNAME                              READY   STATUS             RESTARTS\n%s-%s-%s   0/1     CrashLoopBackOff   %d" % (
            ch(PROJECTS), rs(LOD, 10), rs(LOD, 5), rint(3, 40))
    elif k == 1:
        snip = "arn:aws:ecs:%s:%d:task/%s-cluster/%s stopped: Essential container in task exited" % (ch(REGIONS), acct, ch(PROJECTS), hexs(32))
    elif k == 2:
        snip = "/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/%s" % (uid(), ch(PROJECTS), ch(PROJECTS))
    else:
        snip = 'ETag: "%s"\nx-amz-version-id: %s' % (hexs(32), rs(B64U, 32))
    return {"cat": "clean: long resource identifiers", "t": T(lang, "the failing deployment", "실패한 배포"), "snip": snip}


@bc(0.6)
def c_versions(lang):
    snip = "Client Version: v1.31.2\nKustomize Version: v5.4.2\nServer Version: v1.30.5-eks-%s\nbuild: %s+%s (%s)" % (hexs(7), ch(PROJECTS), hexs(12), "2025-11-%02dT%02d:%02d:00Z" % (rint(1, 28), rint(0, 23), rint(0, 59)))
    return {"cat": "clean: version strings / build metadata", "t": T(lang, "the cluster upgrade", "클러스터 업그레이드"), "snip": snip}


@bc(0.6)
def c_lfs(lang):
    snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256(), rint(10**5, 10**9))
    return {"cat": "clean: git LFS pointer", "t": T(lang, "the model weights file", "모델 가중치 파일"), "snip": snip}


@bc(0.8)
def c_pkce(lang):
    snip = "https://auth.%s/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s%%2Fcallback&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        ch(DOMAINS), rs(B62, 22), ch(DOMAINS), rs(B64U, 22), rs(B64U, 43))
    return {"cat": "clean: OAuth authorize URL (state, PKCE challenge)", "t": T(lang, "the SSO redirect", "SSO 리다이렉트"), "snip": snip}


@bc(1.2)
def c_conn_no_pw(lang):
    k = rint(0, 3)
    h = ch(HOSTS)
    if k == 0:
        snip = "DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/app?sslmode=require" % (ch(USERS), h)
    elif k == 1:
        snip = "MONGO_URI=mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/?retryWrites=true" % rs(LOD, 5)
    elif k == 2:
        snip = "spring.datasource.url=jdbc:postgresql://%s:5432/orders\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (h, ch(USERS))
    else:
        snip = "sqlalchemy.url = postgresql+psycopg://%s@%s/app  # IAM auth, token generated per connection" % (ch(USERS), h)
    return {"cat": "clean: connection string without password", "t": T(lang, "the DB connection", "DB 접속"), "snip": snip}


@bc(0.8)
def c_public_crypto(lang):
    k = rint(0, 2)
    if k == 0:
        snip = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (b64(32), ch(DOMAINS))
    elif k == 1:
        snip = "# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\n    age: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    else:
        snip = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(base64.b64encode(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)).decode()))
    return {"cat": "clean: public keys (wireguard / age recipient / SPKI)", "t": T(lang, "the encryption setup", "암호화 설정"), "snip": snip}


@bc(0.8)
def c_rotation_runbook(lang):
    if lang == "en":
        snip = ch(["Rotation runbook: 1) create the new key in the vendor console, 2) `vault kv put` it, 3) roll the deployment, 4) revoke the old key after 24h. Never paste keys into tickets.",
                   "The Toss secret key is only in AWS Secrets Manager (prod/payments/toss). The app reads it at boot via the IAM role; nobody needs a copy locally.",
                   "If a token leaks: revoke first, then rotate, then grep the git history with `gitleaks detect --log-opts=--all`."])
    else:
        snip = ch(["키 교체 절차: 1) 벤더 콘솔에서 새 키 발급 2) `vault kv put` 으로 저장 3) 디플로이먼트 롤링 4) 24시간 후 이전 키 폐기. 티켓에 키 붙여넣기 금지.",
                   "토스 시크릿 키는 AWS Secrets Manager(prod/payments/toss)에만 있음. 앱은 IAM role로 부팅 시 읽어오므로 로컬 사본 불필요.",
                   "토큰 유출 시: 먼저 revoke, 다음 rotate, 그리고 `gitleaks detect --log-opts=--all` 로 히스토리 점검."])
    return {"cat": "clean: secret rotation discussion", "t": T(lang, "key rotation", "키 교체"), "snip": snip}


@bc(0.7)
def c_buildkit_secret(lang):
    snip = "# syntax=docker/dockerfile:1.7\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n$ docker build --secret id=npmrc,src=$HOME/.npmrc -t web:dev ."
    return {"cat": "clean: buildkit secret mount", "t": T(lang, "the docker build", "docker 빌드"), "snip": snip}


@bc(0.7)
def c_totp_policy(lang):
    snip = T(lang, "MFA: TOTP (RFC 6238, SHA1, 6 digits, 30s). Seeds are generated server-side and shown once as a QR; we store them encrypted with KMS key alias/mfa-seeds.",
             "MFA: TOTP (RFC 6238, SHA1, 6자리, 30초). 시드는 서버에서 생성해 QR로 한 번만 보여주고 KMS 키 alias/mfa-seeds로 암호화 저장.")
    return {"cat": "clean: TOTP policy, no seed", "t": "MFA", "snip": snip}


@bc(0.7)
def c_decoded_claims(lang):
    snip = '{\n  "iss": "https://auth.%s",\n  "sub": "%s",\n  "aud": "orders-api",\n  "exp": %d,\n  "scope": "orders:read orders:write",\n  "kid": "%s"\n}' % (ch(DOMAINS), uid(), ts(), hexs(16))
    return {"cat": "clean: decoded JWT claims (no token)", "t": T(lang, "the audience mismatch", "aud 불일치"), "snip": T(lang, "decoded claims:\n", "디코딩한 claims:\n") + snip}


@bc(0.6)
def c_npki_path(lang):
    snip = T(lang, "Hometax scraper reads the joint certificate from /secure/NPKI/USER/signCert.der and signPri.key; the cert password comes from the NPKI_CERT_PASSWORD env var set by Vault agent.",
             "홈택스 스크래퍼는 /secure/NPKI/USER/signCert.der, signPri.key 에서 공동인증서를 읽고, 인증서 비밀번호는 Vault agent가 넣어주는 NPKI_CERT_PASSWORD 환경변수에서 가져옴.")
    return {"cat": "clean: certificate path + env var, no password", "t": T(lang, "the Hometax scraper", "홈택스 스크래퍼"), "snip": snip}


@bc(0.8)
def c_vault_cmds(lang):
    snip = ch(["$ vault login -method=oidc role=dev\n$ vault kv get -field=api_key secret/payments/toss > /dev/null && echo ok",
               "$ aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text | jq -r .password | wc -c\n25",
               "$ op run --env-file=.env.tpl -- npm run migrate\n# .env.tpl\nDB_PASSWORD=op://Engineering/orders-db/password"])
    return {"cat": "clean: secret-manager commands without values", "t": T(lang, "reading secrets locally", "로컬에서 시크릿 읽기"), "snip": snip}


@bc(0.6)
def c_hash_compare(lang):
    snip = "$ echo -n 'orders-export-2025-11.csv' | sha1sum\n%s  -\n$ md5sum dump.sql\n%s  dump.sql" % (sha1(), hexs(32))
    return {"cat": "clean: sha1/md5 of files", "t": T(lang, "the export dedupe", "export 중복 제거"), "snip": snip}


@bc(0.8)
def c_ids_mixed(lang):
    snip = ("AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# client secret is not used: federated credential (OIDC) from GitHub Actions" % (uid(), uid(), uid()))
    return {"cat": "clean: Azure tenant/subscription/client ids (OIDC)", "t": T(lang, "the Azure deploy", "Azure 배포"), "snip": snip}


# -------------------------------------------- publishable (client-side) --
def bp(vendor):
    def deco(f):
        f.vendor = vendor
        B_PUB.append((f, 1.0))
        return f
    return deco


@bp("Stripe")
def p_stripe(lang):
    k = "pk_live_" + ch([rs(B62, 24), "51" + rs(B62, 97)])
    return {"cat": "js: Stripe.js publishable key", "t": T(lang, "the checkout page", "체크아웃 페이지"),
            "snip": "const stripe = Stripe('%s');\nconst elements = stripe.elements({ clientSecret });" % k}


@bp("Firebase")
def p_firebase(lang):
    proj = ch(["acme-shop-kr", "orders-mobile", "acme-web-prod"])
    snip = ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
            '  messagingSenderId: "%d",\n  appId: "1:%d:web:%s"\n};') % (rs(B64U, 35), proj, proj, proj, rint(10**11, 10**12 - 1), rint(10**11, 10**12 - 1), hexs(22))
    return {"cat": "js: Firebase web config apiKey", "t": T(lang, "the web push setup", "웹 푸시 설정"), "snip": snip}


@bp("Kakao")
def p_kakao_js(lang):
    snip = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js\"></script>\n<script>\n  Kakao.init('%s'); // JavaScript 키\n  Kakao.Auth.authorize({ redirectUri: 'https://app.%s/oauth/kakao' });\n</script>" % (hexs(32), ch(DOMAINS))
    return {"cat": "html: Kakao JavaScript key", "t": T(lang, "Kakao login on the web", "웹 카카오 로그인"), "snip": snip}


@bp("Toss Payments")
def p_toss_ck(lang):
    snip = "const tossPayments = TossPayments(\"live_ck_%s\");\nconst widgets = tossPayments.widgets({ customerKey: \"%s\" });" % (rs(B62, 28), uid())
    return {"cat": "js: Toss client key", "t": T(lang, "the payment widget", "결제 위젯"), "snip": snip}


@bp("Mapbox")
def p_mapbox(lang):
    tok = "pk." + b64json({"u": ch(["acme", "acme-kr", "shopmaps"]), "a": rs(LOD, 25)}) + "." + rs(B64U, 22)
    return {"cat": "js: Mapbox public token", "t": T(lang, "the store locator map", "매장 지도"), "snip": "mapboxgl.accessToken = '%s';" % tok}


@bp("Supabase")
def p_supabase_anon(lang):
    ref = rs(LO, 20)
    key = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": ts(), "exp": ts() + 10**9})
    snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s\n# RLS is on for every table" % (ref, key)
    return {"cat": "env: Supabase anon key (RLS)", "t": T(lang, "the Next.js client", "Next.js 클라이언트"), "snip": snip}


@bp("Algolia")
def p_algolia(lang):
    snip = "const searchClient = algoliasearch('%s', '%s'); // search-only API key" % (rs(UPD, 10), hexs(32))
    return {"cat": "js: Algolia search-only key", "t": T(lang, "the instant search box", "검색창"), "snip": snip}


@bp("PostHog")
def p_posthog(lang):
    snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })" % rs(B62, 43)
    return {"cat": "js: PostHog project key", "t": T(lang, "product analytics", "프로덕트 분석"), "snip": snip}


@bp("Sentry")
def p_sentry_dsn(lang):
    dsn = "https://%s@o%d.ingest.us.sentry.io/%d" % (hexs(32), rint(10**5, 10**7), rint(10**6, 10**7))
    snip = ch(["Sentry.init({ dsn: \"%s\", tracesSampleRate: 0.1 });" % dsn, "SENTRY_DSN=%s" % dsn])
    return {"cat": "Sentry DSN", "t": T(lang, "browser error reporting", "브라우저 에러 리포팅"), "snip": snip}


@bp("Google reCAPTCHA")
def p_recaptcha(lang):
    snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    return {"cat": "html: reCAPTCHA site key", "t": T(lang, "the signup form", "회원가입 폼"), "snip": snip}


@bp("Clerk")
def p_clerk(lang):
    pk = "pk_live_" + base64.b64encode(("clerk.%s$" % ch(DOMAINS)).encode()).decode()
    return {"cat": "env: Clerk publishable key", "t": T(lang, "the auth widget", "인증 위젯"), "snip": "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % pk}


@bp("PAY.JP")
def p_payjp(lang):
    return {"cat": "js: PAY.JP public key", "t": T(lang, "the JP card form", "일본 카드 입력 폼"), "snip": "const payjp = Payjp('pk_live_%s');" % hexs(24)}


@bp("Datadog")
def p_dd_rum(lang):
    snip = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: '%s',\n  sessionSampleRate: 20\n});" % (uid(), hexs(32), ch(PROJECTS))
    return {"cat": "js: Datadog RUM client token", "t": "RUM", "snip": snip}


@bp("LaunchDarkly")
def p_launchdarkly(lang):
    snip = "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId }); // client-side ID" % hexs(24)
    return {"cat": "js: LaunchDarkly client-side ID", "t": T(lang, "feature flags in the SPA", "SPA 피처 플래그"), "snip": snip}


@bp("Supabase")
def p_supabase_pub(lang):
    return {"cat": "env: Supabase publishable key", "t": T(lang, "the mobile client", "모바일 클라이언트"),
            "snip": "EXPO_PUBLIC_SUPABASE_KEY=sb_publishable_%s" % rs(B64U, 31)}


# ---------------------------------------------------------- plain notes --
PLAIN = {
    "en": [
        ("flaky test", "The e2e suite flakes because the mock server starts after the first test.", "Start the mock in globalSetup, not beforeAll.", "Is the e2e suite allowed to run in parallel?"),
        ("build", "Didn't know the monorepo needs `pnpm -r build` before tests; the README only says `pnpm test`.", "Run the recursive build first or the types are stale.", ""),
        ("timezone", "Settlement totals were off by a day; the batch runs in UTC while the report assumes KST.", "Convert at the edge, store UTC.", "Which timezone does finance expect in the CSV?"),
        ("migration", "The migration locked the orders table for 4 minutes on prod-size data.", "Use CREATE INDEX CONCURRENTLY and split the backfill.", "Is there a maintenance window this week?"),
        ("ci cache", "CI got slow because the cache key includes the lockfile hash and renovate bumps it daily.", "Key the cache on the package manager version plus lockfile, with a restore-key fallback.", ""),
        ("api pagination", "The partner API returns at most 100 items and silently ignores limit=500.", "Always loop on next_cursor.", "Does the partner have a bulk export endpoint?"),
        ("memory", "The worker OOMs on large PDFs; pdfplumber loads every page into memory.", "Stream pages and close them explicitly.", ""),
        ("feature flag", "The new checkout flag is evaluated per session, not per user, so QA saw both flows.", "Use the user key for targeting.", "Who owns the flag cleanup?"),
        ("locale", "Korean sorting was wrong because the DB collation is C.", "Use ICU collation ko-KR-x-icu for the name column.", ""),
        ("rate limit", "The map API started returning 429 at 10 req/s from the batch.", "Add a token-bucket limiter at 8 req/s.", "Can we get a higher quota for the batch account?"),
        ("docs", "The architecture diagram in the wiki is from 2022 and shows the old queue.", "", "Where is the current diagram?"),
        ("logging", "Logs were missing request ids because the middleware order was wrong.", "Put the correlation middleware first.", ""),
        ("retries", "The payment confirm call was retried on a 400, which created duplicate attempts on the PG side.", "Only retry on 5xx and timeouts, with an idempotency key.", "Does the PG support idempotency keys?"),
        ("cron", "The nightly job ran twice after the DST change on the US cluster.", "Schedule in UTC.", ""),
        ("image size", "The API image grew to 2.1 GB because the build stage copied node_modules into the runtime stage.", "Use a multi-stage build and copy only dist/.", "Is there a size budget for images?"),
        ("ownership", "Nobody knew who owns the legacy coupon service.", "", "Who is the on-call for coupons?"),
        ("schema", "The mobile app sends prices as strings; the API silently cast them and lost precision.", "Validate with a strict schema at the boundary.", ""),
        ("queues", "Messages were reprocessed because the visibility timeout (30s) is shorter than the job (~90s).", "Set the visibility timeout to 6x the p99 job time.", "What is the p99 of the job now?"),
        ("tests", "Snapshot tests failed only on CI because of the font rendering on Linux.", "Pin the font package in the CI image.", ""),
        ("deps", "Upgrading to React 19 broke the date picker; it relies on findDOMNode.", "Replace the picker before the upgrade.", "Is the upgrade scheduled for this quarter?"),
    ],
    "ko": [
        ("flaky test", "e2e 테스트가 간헐적으로 실패함. mock 서버가 첫 테스트 이후에 뜨는 게 원인.", "mock은 beforeAll이 아니라 globalSetup에서 띄울 것.", "e2e를 병렬로 돌려도 되는지?"),
        ("build", "모노레포는 테스트 전에 `pnpm -r build`가 필요하다는 걸 몰랐음. README에는 `pnpm test`만 있음.", "재귀 빌드 먼저 안 하면 타입이 옛날 것.", ""),
        ("timezone", "정산 합계가 하루씩 밀림. 배치는 UTC인데 리포트는 KST 기준으로 가정.", "저장은 UTC, 변환은 경계에서.", "재무팀이 CSV에서 어떤 타임존을 기대하는지?"),
        ("migration", "운영 규모 데이터에서 마이그레이션이 orders 테이블을 4분 동안 잠금.", "CREATE INDEX CONCURRENTLY 쓰고 backfill은 나눠서.", "이번 주 점검 시간이 있는지?"),
        ("ci cache", "renovate가 매일 lockfile을 바꿔서 CI 캐시가 계속 깨짐.", "캐시 키는 패키지 매니저 버전 + lockfile, restore-key fallback 추가.", ""),
        ("api pagination", "파트너 API는 limit=500을 줘도 최대 100개만 주고 조용히 무시함.", "항상 next_cursor로 루프 돌 것.", "파트너 쪽에 bulk export 엔드포인트가 있는지?"),
        ("memory", "큰 PDF에서 워커가 OOM. pdfplumber가 전체 페이지를 메모리에 올림.", "페이지 단위로 스트리밍하고 명시적으로 close.", ""),
        ("feature flag", "새 체크아웃 플래그가 유저가 아니라 세션 단위로 평가돼서 QA가 두 플로우를 다 봄.", "타기팅은 user key로.", "플래그 정리는 누가 담당하는지?"),
        ("locale", "DB collation이 C라서 한글 정렬이 이상했음.", "name 컬럼에 ko-KR-x-icu collation 사용.", ""),
        ("rate limit", "배치에서 지도 API를 초당 10건 호출하니 429 발생.", "초당 8건 token bucket 리미터 추가.", "배치 계정 쿼터 상향 가능한지?"),
        ("docs", "위키의 아키텍처 다이어그램이 2022년 것이라 예전 큐 구조가 그려져 있음.", "", "최신 다이어그램은 어디 있는지?"),
        ("logging", "미들웨어 순서가 잘못돼서 로그에 request id가 빠져 있었다.", "correlation 미들웨어를 제일 앞에.", ""),
        ("retries", "결제 승인 호출이 400에도 재시도돼서 PG 쪽에 중복 시도가 생김.", "5xx와 timeout만 재시도하고 idempotency key 사용.", "PG가 idempotency key를 지원하는지?"),
        ("cron", "서머타임 전환 후 미국 클러스터에서 야간 잡이 두 번 돌았다.", "스케줄은 UTC로.", ""),
        ("image size", "빌드 스테이지의 node_modules가 런타임 스테이지로 복사돼서 API 이미지가 2.1GB가 됨.", "멀티 스테이지 빌드로 dist/만 복사.", "이미지 크기 기준이 있는지?"),
        ("ownership", "레거시 쿠폰 서비스 담당자를 아무도 몰랐음.", "", "쿠폰 온콜이 누구인지?"),
        ("schema", "모바일 앱이 가격을 문자열로 보내고 API가 조용히 캐스팅해서 정밀도가 깨짐.", "경계에서 strict schema로 검증.", ""),
        ("queues", "visibility timeout(30초)이 잡 시간(약 90초)보다 짧아서 메시지가 재처리됨.", "visibility timeout은 p99 잡 시간의 6배로.", "지금 잡 p99가 얼마인지?"),
        ("tests", "리눅스 폰트 렌더링 때문에 스냅샷 테스트가 CI에서만 실패.", "CI 이미지에 폰트 패키지 버전 고정.", ""),
        ("deps", "React 19로 올리니 date picker가 깨짐. findDOMNode에 의존함.", "업그레이드 전에 picker 교체.", "이번 분기에 업그레이드 일정이 있는지?"),
    ],
}


def plain_note(lang):
    name, mc, les, ask = ch(PLAIN[lang])
    extra_en = [" Took most of the afternoon.", " Happened on staging only.", " Reproduced twice.", ""]
    extra_ko = [" 오후 내내 걸림.", " 스테이징에서만 발생.", " 두 번 재현함.", ""]
    mc = mc + ch(extra_en if lang == "en" else extra_ko)
    return {"category": "clean plain: " + name, "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ask}, "secrets": []}


BENIGN_SPECS = [
    {"name": "HTTP client", "ns": "http", "entries": [("HTTP_TIMEOUT_MS", "15000"), ("HTTP_MAX_RETRIES", "3"), ("HTTP_BACKOFF", "exponential")]},
    {"name": "worker pool", "ns": "worker", "entries": [("WORKER_CONCURRENCY", "8"), ("WORKER_QUEUE", "settlement"), ("WORKER_PREFETCH", "1")]},
    {"name": "feature flags", "ns": "feature", "entries": [("FEATURE_NEW_CHECKOUT", "true"), ("FEATURE_KAKAO_LOGIN", "false")]},
    {"name": "logging", "ns": "log", "entries": [("LOG_LEVEL", "debug"), ("LOG_FORMAT", "json"), ("LOG_SAMPLING", "0.1")]},
    {"name": "cache", "ns": "cache", "entries": [("CACHE_TTL", "300"), ("CACHE_MAX_ENTRIES", "10000")]},
    {"name": "upload limits", "ns": "upload", "entries": [("UPLOAD_MAX_MB", "25"), ("UPLOAD_ALLOWED_TYPES", "image/png,image/jpeg,application/pdf")]},
    {"name": "locale", "ns": "i18n", "entries": [("I18N_DEFAULT_LOCALE", "ko-KR"), ("I18N_FALLBACK", "en-US"), ("TZ", "Asia/Seoul")]},
    {"name": "DB pool", "ns": "db", "entries": [("DB_HOST", "db.internal"), ("DB_PORT", "5432"), ("DB_POOL_SIZE", "20"), ("DB_STATEMENT_TIMEOUT", "30s")]},
]


def benign_config_note(lang):
    sp = dict(ch(BENIGN_SPECS))
    sp["prefix"] = sp["ns"].upper() + "_"
    fr = ch([fr_dotenv, fr_yaml, fr_json, fr_toml, fr_ini, fr_props, fr_compose, fr_k8s_env, fr_gha, fr_python, fr_js, fr_go, fr_table, fr_envgrep])
    label, snip, _ = fr(sp, sp["entries"], lang)
    t = T(lang, "the " + sp["name"] + " settings", sp["name"] + " 설정값")
    return {"category": "clean plain: benign config via %s" % label, "fields": compose(lang, t, snip), "secrets": []}


def bespoke_clean_note(fn, lang, tag=""):
    d = fn(lang)
    if "fields" in d:
        fields = d["fields"]
    else:
        fields = compose(lang, d["t"], d["snip"], place=d.get("place"))
    cat = d["cat"] if d["cat"].startswith("clean") else "clean " + d["cat"]
    if tag:
        cat = "%s [%s]%s" % (cat, fn.vendor, tag)
    return {"category": cat, "fields": fields, "secrets": []}


def check_clean_note(rec):
    f = rec["fields"]
    assert rec["secrets"] == []
    assert f["missing_context"], rec
    assert nbytes(f["missing_context"]) <= 1024 and nbytes(f["lesson"]) <= 1024 and nbytes(f["ask_next_time"]) <= 512, rec["category"]


def weighted(pool):
    tot = sum(w for _, w in pool)
    x = R.random() * tot
    for f, w in pool:
        x -= w
        if x <= 0:
            return f
    return pool[-1][0]


# ================================================================== MAIN ==
N_SECRET = 350
N_SINGLE_VENDOR = 200
N_CLEAN = 350
N_PUB = 25
N_PLAIN = 35
N_BENIGN_CFG = 30
N_CLEAN_VENDOR = 140


def langs(n):
    en = round(n * 0.6)
    out = ["en"] * en + ["ko"] * (n - en)
    R.shuffle(out)
    return out


def build():
    # ---- secret notes
    vend = list(VENDORS)
    R.shuffle(vend)
    single, rest = vend[:N_SINGLE_VENDOR], vend[N_SINGLE_VENDOR:]
    tasks = [("v", sp) for sp in single]
    while rest:
        k = min(len(rest), rint(2, 3))
        tasks.append(("m", rest[:k]))
        rest = rest[k:]
    tasks += [("b", f) for f, _ in B_SECRET]
    while len(tasks) < N_SECRET:
        tasks.append(("b", weighted(B_SECRET)))
    assert len(tasks) == N_SECRET, len(tasks)
    R.shuffle(tasks)
    recs = []
    for (kind, obj), lang in zip(tasks, langs(N_SECRET)):
        if kind == "v":
            r = vendor_note(obj, lang)
        elif kind == "m":
            r = bespoke_note(lambda lg: multi_vendor_note(obj, lg), lang)
        else:
            r = bespoke_note(obj, lang)
        recs.append(dict(r, lang=lang, kind="secret"))
    # ---- clean notes
    ctasks = []
    vend = list(VENDORS)
    R.shuffle(vend)
    ctasks += [("v", sp) for sp in vend[:N_CLEAN_VENDOR]]
    ctasks += [("p", f) for f, _ in B_PUB]
    while sum(1 for t in ctasks if t[0] == "p") < N_PUB:
        ctasks.append(("p", ch(B_PUB)[0]))
    ctasks += [("plain", None)] * N_PLAIN + [("cfg", None)] * N_BENIGN_CFG
    ctasks += [("c", f) for f, _ in B_CLEAN]
    while len(ctasks) < N_CLEAN:
        ctasks.append(("c", weighted(B_CLEAN)))
    assert len(ctasks) == N_CLEAN, len(ctasks)
    R.shuffle(ctasks)
    seen = {}
    for (kind, obj), lang in zip(ctasks, langs(N_CLEAN)):
        for _ in range(50):
            r = make_clean(kind, obj, lang)
            key = "\x00".join(r["fields"].values())
            if key not in seen:
                break
        seen[key] = True
        check_clean_note(r)
        recs.append(dict(r, lang=lang, kind="clean"))
    return recs


def make_clean(kind, obj, lang):
    if True:
        if kind == "v":
            r = clean_vendor_note(obj, lang)
        elif kind == "p":
            r = bespoke_clean_note(obj, lang, tag=" [publishable]")
        elif kind == "plain":
            r = plain_note(lang)
        elif kind == "cfg":
            r = benign_config_note(lang)
        else:
            r = bespoke_clean_note(obj, lang)
    return r


def finalize(recs):
    R.shuffle(recs)
    out = []
    seen = []
    for i, r in enumerate(recs):
        key = (r["fields"]["missing_context"], r["fields"]["lesson"], r["fields"]["ask_next_time"])
        seen.append(key)
        rec = {"id": "w%03d" % (i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": list(r["secrets"])}
        if rec["kind"] == "secret":
            check_secret_note(rec["fields"], rec["secrets"])
        else:
            check_clean_note(rec)
        out.append(rec)
    assert len(dict.fromkeys(seen)) == len(seen), "duplicate notes"
    return out


def main():
    recs = finalize(build())
    n = len(recs)
    assert 680 <= n <= 720
    assert sum(1 for r in recs if r["kind"] == "secret") * 2 == n
    pub = sum(1 for r in recs if r["category"].endswith(" [publishable]"))
    assert pub <= 0.1 * N_CLEAN
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v35.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(path, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %d notes to %s" % (n, path))
    print("sha256 %s" % digest)
    if RETRIES:
        print("vendor-note redraws (8-char window clash with surrounding text): %d" % len(RETRIES), file=sys.stderr)


if __name__ == "__main__":
    main()
