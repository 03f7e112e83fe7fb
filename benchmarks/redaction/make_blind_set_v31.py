#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v31.py - blind evaluation set v31 for a credential-redaction filter.

One self-contained, deterministic generator (Python 3 standard library only).
A single PRNG, random.Random(31_2026_1126), drives every choice; nothing
iterates over a set and JSON is written with a fixed key order, so the output
is byte-identical across runs and across PYTHONHASHSEED values.

Output: blind_set_v31.jsonl (next to this script), one note per line:
  id, lang, kind, category, fields{missing_context, lesson, ask_next_time}, secrets

Every token body below is produced by the PRNG; none is a real credential.
"""
import base64
import hashlib
import json
import os
import struct
import sys
from random import Random

R = Random(31_2026_1126)

N_SECRET = 360
N_CLEAN = 360
KO_SHARE = 0.40

FK = ("missing_context", "lesson", "ask_next_time")
MAXB = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# ----------------------------------------------------------------------------
# primitives
# ----------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DI = "0123456789"
AN = UP + LO + DI
ANL = LO + DI
ANU = UP + DI
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64C = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(n, a=AN):
    return "".join(R.choice(a) for _ in range(n))


def rb(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def hexs(n):
    return rs(n, HEX)


def uuid4(upper=False):
    h = hexs(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def pct(s):
    """percent-encode like urllib.parse.quote(s, safe='') for the characters we use"""
    out = []
    for ch in s:
        if ch in AN or ch in "-_.~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def ts(day=None):
    d = day if day is not None else ri(1, 28)
    return "2024-%02d-%02dT%02d:%02d:%02d%s" % (ri(9, 11), d, ri(0, 23), ri(0, 59), ri(0, 59),
                                              pick(["Z", ".%03dZ" % ri(0, 999), "+09:00"]))


def tsl():
    return "2024-%02d-%02d %02d:%02d:%02d,%03d" % (ri(9, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


def jwt(payload, alg="HS256", sigbytes=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") or alg.startswith("ES") or alg == "EdDSA":
        hdr["kid"] = rs(ri(16, 27), B64U)
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    if sigbytes is None:
        sigbytes = {"HS256": 32, "RS256": 256, "ES256": 64, "EdDSA": 64}.get(alg, 32)
    return h + "." + p + "." + b64u(rb(sigbytes))


def lines(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ----------------------------------------------------------------------------
# per-note state
# ----------------------------------------------------------------------------
KO = False          # language of the note being generated
SEC = []            # secrets registered by the template being generated


def S(v):
    """register a secret value (exactly as written in the note) and return it"""
    assert isinstance(v, str)
    if v not in SEC:
        SEC.append(v)
    return v


def t(en, ko):
    return ko if KO else en


def tp(en_list, ko_list):
    return pick(ko_list if KO else en_list)


# ----------------------------------------------------------------------------
# vocabulary
# ----------------------------------------------------------------------------
COMPANIES = ["acme", "globex", "initech", "hooli", "umbrella", "nuri", "hanbit", "dasom",
             "saebyeok", "bomnal", "kumo", "sakura-labs", "lindqvist", "vantara", "orbis"]
PROJECTS = ["billing-api", "order-service", "checkout-web", "ml-pipeline", "admin-console",
            "notification-worker", "search-indexer", "mobile-bff", "data-sync", "auth-gateway",
            "inventory", "payout-batch", "crawler", "report-gen", "chatbot", "settlement",
            "partner-portal", "cms", "ledger", "shipping-tracker"]
DBUSERS = ["app", "svc_billing", "etl_user", "readonly", "report", "django", "api_rw",
           "order_svc", "analytics", "backoffice", "root", "postgres", "admin", "sa", "dbadmin"]
PEOPLE_EN = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
             "mallory", "oscar", "peggy", "trent", "victor", "wendy"]
PEOPLE_KO = ["minjun", "seoyeon", "jiwoo", "hayun", "dohyun", "eunji", "jihoon", "soyeon",
             "taeyang", "yuna", "junho", "hyejin"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
           "ap-southeast-1", "eu-west-1"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox"]


def company():
    return pick(COMPANIES)


def project():
    return pick(PROJECTS)


def person():
    return pick(PEOPLE_KO if (KO and chance(0.7)) else PEOPLE_EN)


def email(name=None):
    return "%s@%s.%s" % (name or person(), company(), pick(["com", "io", "co.kr", "dev", "jp"]))


def host(kind=None):
    k = kind or pick(["db", "pg", "mysql", "redis", "mq", "api", "es", "mongo"])
    return "%s-%s-%d.%s.internal" % (k, pick(ENVS), ri(1, 3), company())


def aws_account():
    return "%012d" % ri(10 ** 11, 10 ** 12 - 1)


# ----------------------------------------------------------------------------
# generic prose (shared by vendor notes and many special templates)
# ----------------------------------------------------------------------------
INTRO_EN = [
    "Didn't know where {svc} got its credentials; found it in {path}:",
    "Spent 20 minutes on a 401 from {svc}. The key actually comes from {path}:",
    "The task assumed {svc} was already configured. It wasn't; this is what {path} looked like:",
    "F|Missing: which config file the {svc} client reads. It's {path}:",
    "F|I had no idea {path} overrides the CI settings for {svc}. Current content:",
    "F|The repo README never mentions {path}. It holds the {svc} settings:",
    "Needed the {svc} setup to reproduce the bug. Copied from {path}:",
    "Tests kept hitting the real {svc} endpoint. Root cause is in {path}:",
    "F|Wasn't told that staging and prod share {path} for {svc}:",
    "Nobody mentioned that {svc} is configured per-service. {path} for this one:",
    "The onboarding doc links to a dead wiki page for {svc}; the actual values are in {path}:",
    "I was missing the {svc} settings for local runs. Teammate pointed me to {path}:",
    "F|Context I lacked: the {svc} client is built from {path} at import time.",
    "Deploy failed with 'invalid credentials' from {svc}. Checked {path}:",
]
INTRO_KO = [
    "{svc} 인증 정보를 어디서 읽는지 몰랐음. {path}에 있었음:",
    "{svc} 호출이 계속 401 떨어져서 20분 날림. 실제 키는 {path}에서 옴:",
    "태스크 설명엔 {svc} 설정이 끝나 있다고 했는데 아니었음. {path} 내용:",
    "F|{svc} client가 어떤 설정 파일을 읽는지가 빠져 있었음. 정답은 {path}:",
    "F|{path}가 CI 설정을 덮어쓴다는 걸 몰랐음. 현재 내용은 이럼:",
    "F|README에 {path} 얘기가 전혀 없음. {svc} 설정이 여기 다 들어 있음:",
    "버그 재현하려고 {svc} 설정이 필요했음. {path}에서 복사:",
    "테스트가 실제 {svc} endpoint를 치고 있었음. 원인은 {path}:",
    "F|staging이랑 prod가 {svc}용 {path}를 같이 쓴다는 걸 못 들었음:",
    "{svc} 설정이 서비스마다 따로라는 걸 아무도 안 알려줌. 이 서비스는 {path}:",
    "온보딩 문서의 {svc} 위키 링크가 죽어 있었음. 실제 값은 {path}에 있음:",
    "로컬 실행용 {svc} 설정이 없었음. 팀원이 {path} 보라고 해서 확인:",
    "F|{svc} client가 import 시점에 {path}로 초기화된다는 컨텍스트가 없었음.",
    "배포가 {svc} 'invalid credentials'로 실패함. {path} 확인해 보니:",
]
CTX_EN = [
    "I didn't know {svc} was involved in this flow at all until the job failed.",
    "The ticket didn't say which {svc} account the service uses.",
    "Missing context: {svc} credentials are injected differently in CI and locally.",
    "Nobody told me the {svc} integration had been migrated last sprint.",
    "I lacked the list of env vars {svc} needs; the error messages don't name them.",
    "F|Wasn't aware {path} exists; it is not referenced anywhere in the docs.",
]
CTX_KO = [
    "job이 실패하기 전까지 이 플로우에 {svc}가 끼어 있는 줄 몰랐음.",
    "티켓에 서비스가 어떤 {svc} 계정을 쓰는지 안 적혀 있었음.",
    "{svc} 인증 정보가 CI랑 로컬에서 주입 방식이 다르다는 컨텍스트가 없었음.",
    "지난 스프린트에 {svc} 연동이 마이그레이션됐다는 걸 아무도 안 알려줌.",
    "{svc}가 필요로 하는 env var 목록이 없었음. 에러 메시지에도 이름이 안 나옴.",
    "F|{path} 파일이 있다는 것 자체를 몰랐음. 문서 어디에도 언급이 없음.",
]
LESSON_EN = [
    "F|{svc} reads the value only at process start; restart the worker after editing {path}.",
    "Always check {path} before assuming the {svc} key is missing.",
    "The {svc} SDK silently falls back to the env var when the config key is empty.",
    "F|Keep {path} out of the Docker build context, otherwise it ends up in the image.",
    "Run the smoke test against the sandbox {svc} account first.",
    "If {svc} returns 401, the key was probably rotated; ask the owner instead of guessing.",
    "F|{path} is gitignored locally but CI generates it from protected variables.",
    "F|Config precedence is env var > {path} > defaults; I had it backwards.",
    "Don't print the whole settings object at DEBUG level; it dumps the {svc} credentials.",
    "A trailing newline in the value breaks {svc} auth with a misleading 403.",
    "",
]
LESSON_KO = [
    "F|{svc}는 프로세스 시작 시에만 값을 읽음. {path} 수정 후 worker 재시작 필요.",
    "{svc} 키가 없다고 단정하기 전에 {path}부터 확인할 것.",
    "config 값이 비어 있으면 {svc} SDK가 조용히 env var로 fallback함.",
    "F|{path}는 Docker build context에서 빼야 함. 안 그러면 이미지에 그대로 들어감.",
    "smoke test는 sandbox {svc} 계정으로 먼저 돌릴 것.",
    "{svc}가 401 주면 키가 rotate된 것일 가능성이 큼. 추측하지 말고 담당자한테 물어볼 것.",
    "F|{path}는 로컬에선 gitignore지만 CI에서는 protected variable로 생성됨.",
    "F|설정 우선순위는 env var > {path} > default. 반대로 알고 있었음.",
    "DEBUG 레벨에서 settings 객체 통째로 찍지 말 것. {svc} 인증 정보까지 다 나옴.",
    "값 끝에 개행이 붙으면 {svc} 인증이 엉뚱한 403으로 실패함.",
    "",
]
LESSON_ART_EN = [
    "This is the config that finally worked:\n{art}",
    "Working setup for next time ({path}):\n{art}",
    "Reference, copied from the running pod:\n{art}",
    "What the service actually loads:\n{art}",
]
LESSON_ART_KO = [
    "최종적으로 동작한 설정:\n{art}",
    "다음에 참고할 설정 ({path}):\n{art}",
    "실행 중인 pod에서 복사한 값:\n{art}",
    "서비스가 실제로 읽는 값:\n{art}",
]
ASK_EN = [
    "Where should the {svc} credentials live for this service?",
    "Who owns the {svc} account, and can we get a scoped key for CI?",
    "F|Is {path} still the source of truth, or has it moved to the secret manager?",
    "Should I rotate the {svc} key after this session?",
    "Which environment is this {svc} key for?",
    "Is there a sandbox {svc} account I should use instead?",
    "Can you confirm the {svc} settings before I touch {path}?",
    "",
]
ASK_KO = [
    "이 서비스의 {svc} 인증 정보는 어디에 두는 게 맞나요?",
    "{svc} 계정 담당자가 누구인가요? CI용으로 권한 좁힌 키를 받을 수 있나요?",
    "F|{path}가 아직 source of truth인가요, 아니면 secret manager로 옮겼나요?",
    "이번 세션 끝나고 {svc} 키 rotate 해야 하나요?",
    "이 {svc} 키는 어느 환경용인가요?",
    "대신 써야 하는 sandbox {svc} 계정이 있나요?",
    "{path} 건드리기 전에 {svc} 설정 한번 확인해 주실 수 있나요?",
    "",
]
ASK_INLINE_EN = [
    "Is `{inline}` still valid, or was it rotated?",
    "Should `{inline}` really be in {path}?",
    "Can I keep using `{inline}` for local testing?",
    "Who else has `{inline}`? It was in plain text.",
]
ASK_INLINE_KO = [
    "`{inline}` 아직 유효한가요, 아니면 rotate됐나요?",
    "`{inline}`가 {path}에 있어도 되는 건가요?",
    "로컬 테스트에 `{inline}` 계속 써도 되나요?",
    "`{inline}`가 평문으로 있었는데 이거 누가 또 알고 있나요?",
]


def blen(s):
    return len(s.encode("utf-8"))


def prose_name(svc):
    i = svc.find(" (")
    if i > 0:
        svc = svc[:i]
    if KO and svc.startswith("the "):
        svc = svc[4:]
    return svc


def is_file(path):
    return ("/" in path or "." in path or path.startswith("~") or path in ("Makefile", "Dockerfile", "Jenkinsfile")) and " " not in path


def tpf(en_list, ko_list, path):
    """pick a prose template; entries marked F| only make sense when path is a file"""
    pool = ko_list if KO else en_list
    if not is_file(path):
        pool = [x for x in pool if not x.startswith("F|")]
    x = pick(pool)
    return x[2:] if x.startswith("F|") else x


def compose(svc, path, art, inline=None, shape=None):
    """Place an artifact into the three fields with a randomly chosen note shape."""
    svc = prose_name(svc)
    if svc.startswith("the "):
        svc = svc[4:]
    if KO and path.startswith("the "):
        path = path[4:]

    def f(s):
        r = s.format(svc=svc, path=path).replace("the the ", "the ").replace("The the ", "The ")
        return r[:1].upper() + r[1:] if r.startswith("the ") else r
    if shape is None:
        r = R.random()
        if r < 0.42:
            shape = 0
        elif r < 0.70:
            shape = 1
        elif r < 0.86 and inline and blen(inline) < 300:
            shape = 2
        else:
            shape = 3
    if shape == 1 and blen(art) > 900:
        shape = 0
    if shape == 0:
        mc = f(tpf(INTRO_EN, INTRO_KO, path)) + "\n" + art
        le = f(tpf(LESSON_EN, LESSON_KO, path))
        ak = f(tpf(ASK_EN, ASK_KO, path))
    elif shape == 1:
        mc = f(tpf(CTX_EN, CTX_KO, path))
        le = tp(LESSON_ART_EN, LESSON_ART_KO).format(svc=svc, path=path, art=art).replace("the the ", "the ")
        ak = f(tpf(ASK_EN, ASK_KO, path))
    elif shape == 2:
        mc = f(tpf(INTRO_EN, INTRO_KO, path)) + "\n" + art
        le = f(tpf(LESSON_EN, LESSON_KO, path))
        ak = tp(ASK_INLINE_EN, ASK_INLINE_KO).format(inline=inline, path=path)
    else:
        mc = f(tpf(INTRO_EN, INTRO_KO, path)) + "\n" + art
        le = "" if chance(0.5) else f(tpf(LESSON_EN, LESSON_KO, path))
        ak = "" if chance(0.6) else f(tpf(ASK_EN, ASK_KO, path))
    return mc, le, ak


def fence(code, lang=""):
    return "```%s\n%s\n```" % (lang, code) if chance(0.5) else code

# ----------------------------------------------------------------------------
# vendor table: name, slug, area, factory() -> (items, use_command_or_None)
#   items: list of (ENV_NAME, value, [secret substrings inside value])
# ----------------------------------------------------------------------------
def K(env, val):
    return (env, val, [val])


def N(env, val):
    return (env, val, [])


def KS(env, val, secs):
    return (env, val, list(secs))


VENDORS = []


def vendor(name, slug, area):
    def deco(fn):
        VENDORS.append({"name": name, "slug": slug, "area": area, "make": fn})
        return fn
    return deco


# --- global cloud -----------------------------------------------------------
@vendor("AWS", "aws", "cloud")
def _v():
    kid = "AKIA" + rs(16, B32)
    sk = rs(40, AN + "/+")
    reg = pick(REGIONS)
    b = "%s-%s-%s" % (company(), pick(["assets", "backups", "exports", "logs"]), pick(ENVS))
    return ([K("AWS_ACCESS_KEY_ID", kid), K("AWS_SECRET_ACCESS_KEY", sk), N("AWS_DEFAULT_REGION", reg)],
            "AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 ls s3://%s --region %s" % (kid, sk, b, reg))


@vendor("Azure", "azure", "cloud")
def _v():
    ten, cid = uuid4(), uuid4()
    sec = rs(3, AN) + pick(DI) + "Q~" + rs(34, AN + "_.-~")
    return ([N("AZURE_TENANT_ID", ten), N("AZURE_CLIENT_ID", cid), K("AZURE_CLIENT_SECRET", sec)],
            "az login --service-principal -u %s -p '%s' --tenant %s" % (cid, sec, ten))


@vendor("Azure Storage", "azure_storage", "cloud")
def _v():
    acct = company().replace("-", "") + pick(["prod", "stg", "data"]) + "sa"
    key = b64(rb(64))
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return ([KS("AZURE_STORAGE_CONNECTION_STRING", cs, [key])],
            "az storage blob list --account-name %s --account-key '%s' -c uploads -o table" % (acct, key))


@vendor("Azure OpenAI", "azure_openai", "ai")
def _v():
    ep = "https://%s-%s.openai.azure.com/" % (company(), pick(["oai", "gpt", "ai"]))
    key = hexs(32)
    return ([N("AZURE_OPENAI_ENDPOINT", ep), K("AZURE_OPENAI_API_KEY", key), N("AZURE_OPENAI_API_VERSION", "2024-06-01")],
            'curl "%sopenai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" -H "api-key: %s" -H "Content-Type: application/json" -d @req.json' % (ep, key))


@vendor("Azure Service Bus", "servicebus", "cloud")
def _v():
    ns = "%s-%s-bus" % (company(), pick(ENVS))
    key = b64(rb(32))
    cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (ns, key)
    return ([KS("SERVICEBUS_CONNECTION_STRING", cs, [key]), N("SERVICEBUS_QUEUE", "orders")], None)


@vendor("Azure DevOps", "azure_devops", "ci")
def _v():
    pat = rs(52, LO + "234567")
    org = company()
    return ([K("AZURE_DEVOPS_EXT_PAT", pat), N("AZURE_DEVOPS_ORG", "https://dev.azure.com/" + org)],
            'git clone https://%s:%s@dev.azure.com/%s/platform/_git/%s' % (org, pat, org, project()))


@vendor("Google Gemini", "gemini", "ai")
def _v():
    k = "AIza" + rs(35, B64U)
    return ([K("GEMINI_API_KEY", k)],
            'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=%s" -H "Content-Type: application/json" -d \'{"contents":[{"parts":[{"text":"ping"}]}]}\'' % k)


@vendor("Google OAuth", "google", "saas")
def _v():
    cid = "%d-%s.apps.googleusercontent.com" % (ri(10 ** 11, 10 ** 12 - 1), rs(32, ANL))
    sec = "GOCSPX-" + rs(28, B64U)
    return ([N("GOOGLE_CLIENT_ID", cid), K("GOOGLE_CLIENT_SECRET", sec), N("GOOGLE_REDIRECT_URI", "http://localhost:3000/api/auth/callback/google")], None)


@vendor("Alibaba Cloud", "alibaba", "cloud")
def _v():
    kid = "LTAI5t" + rs(18, AN)
    sk = rs(30, AN)
    return ([K("ALIBABA_CLOUD_ACCESS_KEY_ID", kid), K("ALIBABA_CLOUD_ACCESS_KEY_SECRET", sk), N("ALIBABA_CLOUD_REGION_ID", "cn-hangzhou")],
            "aliyun configure set --profile deploy --mode AK --region cn-shanghai --access-key-id %s --access-key-secret %s" % (kid, sk))


@vendor("Tencent Cloud", "tencentcloud", "cloud")
def _v():
    sid = "AKID" + rs(32, AN)
    sk = rs(32, AN)
    return ([K("TENCENTCLOUD_SECRET_ID", sid), K("TENCENTCLOUD_SECRET_KEY", sk), N("TENCENTCLOUD_REGION", "ap-guangzhou")], None)


@vendor("Huawei Cloud", "huaweicloud", "cloud")
def _v():
    ak = rs(20, ANU)
    sk = rs(40, AN)
    return ([K("HUAWEICLOUD_SDK_AK", ak), K("HUAWEICLOUD_SDK_SK", sk), N("HUAWEICLOUD_REGION", "ap-southeast-3")], None)


@vendor("Baidu AI Cloud", "bce", "cloud")
def _v():
    ak = "ALTAK" + rs(21, AN)
    sk = hexs(32)
    return ([K("BCE_ACCESS_KEY_ID", ak), K("BCE_SECRET_ACCESS_KEY", sk)], None)


@vendor("Volcengine", "volcengine", "cloud")
def _v():
    ak = "AKLT" + rs(42, AN)
    sk = b64(rb(45))
    return ([K("VOLCENGINE_ACCESS_KEY", ak), K("VOLCENGINE_SECRET_KEY", sk), N("VOLCENGINE_REGION", "cn-beijing")], None)


@vendor("Naver Cloud", "ncloud", "cloud")
def _v():
    ak = rs(20, ANU)
    sk = rs(40, AN)
    return ([K("NCLOUD_ACCESS_KEY", ak), K("NCLOUD_SECRET_KEY", sk), N("NCLOUD_API_GW", "https://ncloud.apigw.ntruss.com")], None)


@vendor("NHN Cloud", "nhn", "messaging")
def _v():
    app = rs(16, AN)
    sk = rs(8, AN)
    return ([N("NHN_SMS_APPKEY", app), K("NHN_SMS_SECRET_KEY", sk), N("NHN_SMS_SENDER", "0215880000")],
            "curl -X POST https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms -H 'X-Secret-Key: %s' -H 'Content-Type: application/json;charset=UTF-8' -d @sms.json" % (app, sk))


@vendor("Scaleway", "scw", "cloud")
def _v():
    ak = "SCW" + rs(17, ANU)
    sk = uuid4()
    return ([K("SCW_ACCESS_KEY", ak), K("SCW_SECRET_KEY", sk), N("SCW_DEFAULT_PROJECT_ID", uuid4()), N("SCW_DEFAULT_REGION", "fr-par")], None)


@vendor("OVHcloud", "ovh", "cloud")
def _v():
    return ([N("OVH_ENDPOINT", "ovh-eu"), N("OVH_APPLICATION_KEY", rs(16, AN)),
             K("OVH_APPLICATION_SECRET", rs(32, AN)), K("OVH_CONSUMER_KEY", rs(32, AN))], None)


@vendor("Hetzner Cloud", "hcloud", "cloud")
def _v():
    k = rs(64, AN)
    return ([K("HCLOUD_TOKEN", k)], "curl -H 'Authorization: Bearer %s' https://api.hetzner.cloud/v1/servers" % k)


@vendor("DigitalOcean", "digitalocean", "cloud")
def _v():
    k = "dop_v1_" + hexs(64)
    return ([K("DIGITALOCEAN_TOKEN", k)], "doctl auth init --context deploy -t %s" % k)


@vendor("Linode", "linode", "cloud")
def _v():
    k = hexs(64)
    return ([K("LINODE_TOKEN", k)], 'curl -H "Authorization: Bearer %s" https://api.linode.com/v4/linode/instances' % k)


@vendor("Vultr", "vultr", "cloud")
def _v():
    k = rs(36, ANU)
    return ([K("VULTR_API_KEY", k)], 'curl "https://api.vultr.com/v2/instances" -H "Authorization: Bearer %s"' % k)


@vendor("Cloudflare", "cloudflare", "cloud")
def _v():
    k = rs(40, B64U)
    return ([K("CLOUDFLARE_API_TOKEN", k), N("CLOUDFLARE_ZONE_ID", hexs(32))],
            'curl "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer %s"' % k)


@vendor("Cloudflare Global API Key", "cf", "cloud")
def _v():
    k = hexs(37)
    e = email()
    return ([N("CF_API_EMAIL", e), K("CF_API_KEY", k)],
            'curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: %s" -H "X-Auth-Key: %s"' % (e, k))


@vendor("Cloudflare R2", "r2", "cloud")
def _v():
    ak, sk = hexs(32), hexs(64)
    acct = hexs(32)
    return ([N("R2_ENDPOINT", "https://%s.r2.cloudflarestorage.com" % acct), K("R2_ACCESS_KEY_ID", ak), K("R2_SECRET_ACCESS_KEY", sk)], None)


@vendor("Backblaze B2", "b2", "cloud")
def _v():
    kid = "005" + hexs(22)
    k = "K005" + rs(27, AN + "+/")
    return ([K("B2_APPLICATION_KEY_ID", kid), K("B2_APPLICATION_KEY", k), N("B2_BUCKET", "%s-backups" % company())],
            "b2 account authorize %s %s" % (kid, k))


@vendor("Fastly", "fastly", "cloud")
def _v():
    k = rs(32, B64U)
    return ([K("FASTLY_API_TOKEN", k), N("FASTLY_SERVICE_ID", rs(22, AN))],
            'curl -X POST -H "Fastly-Key: %s" https://api.fastly.com/service/%s/purge_all' % (k, rs(22, AN)))


@vendor("Akamai", "akamai", "cloud")
def _v():
    cs = b64(rb(32))
    at = "akab-%s-%s" % (rs(16, ANL), rs(16, ANL))
    ct = "akab-%s-%s" % (rs(16, ANL), rs(16, ANL))
    return ([N("AKAMAI_HOST", "akab-%s-%s.luna.akamaiapis.net" % (rs(16, ANL), rs(16, ANL))),
             K("AKAMAI_CLIENT_SECRET", cs), K("AKAMAI_ACCESS_TOKEN", at), K("AKAMAI_CLIENT_TOKEN", ct)], None)


@vendor("Heroku", "heroku", "cloud")
def _v():
    k = "HRKU-AA" + rs(58, B64U)
    return ([K("HEROKU_API_KEY", k)], "HEROKU_API_KEY=%s heroku config -a %s" % (k, project()))


@vendor("Vercel", "vercel", "cloud")
def _v():
    k = rs(24, AN)
    return ([K("VERCEL_TOKEN", k), N("VERCEL_ORG_ID", "team_" + rs(24, AN)), N("VERCEL_PROJECT_ID", "prj_" + rs(28, AN))],
            "vercel deploy --prod --token %s" % k)


@vendor("Netlify", "netlify", "cloud")
def _v():
    k = "nfp_" + rs(36, AN)
    return ([K("NETLIFY_AUTH_TOKEN", k), N("NETLIFY_SITE_ID", uuid4())], "netlify deploy --prod --auth %s --dir=dist" % k)


@vendor("Render", "render", "cloud")
def _v():
    k = "rnd_" + rs(32, AN)
    return ([K("RENDER_API_KEY", k)], 'curl -H "Authorization: Bearer %s" https://api.render.com/v1/services?limit=20' % k)


@vendor("Fly.io", "fly", "cloud")
def _v():
    k = "fm2_" + rs(ri(180, 240), B64C)
    return ([KS("FLY_API_TOKEN", "FlyV1 " + k, [k])], None)


@vendor("Supabase", "supabase", "db")
def _v():
    ref = rs(20, LO)
    k = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1712000000 + ri(0, 9999999), "exp": 2027000000 + ri(0, 9999999)})
    return ([N("SUPABASE_URL", "https://%s.supabase.co" % ref), K("SUPABASE_SERVICE_ROLE_KEY", k)], None)


@vendor("Supabase (new keys)", "supabase", "db")
def _v():
    k = "sb_secret_" + rs(31, B64U)
    return ([N("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LO)), K("SUPABASE_SECRET_KEY", k)], None)


@vendor("PlanetScale", "planetscale", "db")
def _v():
    u = rs(12, ANL)
    pw = "pscale_pw_" + rs(43, B64U)
    db = pick(["shop", "core", "app"])
    url = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (u, pw, db)
    return ([KS("DATABASE_URL", url, [pw])], None)


@vendor("Neon", "neon", "db")
def _v():
    pw = "npg_" + rs(12, AN)
    url = "postgresql://neondb_owner:%s@ep-%s-%s-%06d.%s.aws.neon.tech/neondb?sslmode=require" % (
        pw, pick(["cool", "wild", "quiet", "muddy", "snowy"]), pick(["bird", "river", "sun", "leaf"]), ri(0, 999999), pick(["ap-southeast-1", "us-east-2", "eu-central-1"]))
    return ([KS("DATABASE_URL", url, [pw])], None)


@vendor("Upstash", "upstash", "db")
def _v():
    k = "A" + pick("XYZ") + rs(2, AN) + "AAIj" + rs(ri(50, 60), B64U)
    u = "https://%s-%s-%d.upstash.io" % (pick(["sharp", "fond", "prime", "vast"]), pick(["koala", "whale", "lynx", "mole"]), ri(10000, 99999))
    return ([N("UPSTASH_REDIS_REST_URL", u), K("UPSTASH_REDIS_REST_TOKEN", k)],
            'curl %s/get/session:42 -H "Authorization: Bearer %s"' % (u, k))


@vendor("Turso", "turso", "db")
def _v():
    k = jwt({"a": "rw", "iat": 1715000000 + ri(0, 9999999), "id": uuid4()}, alg="EdDSA")
    return ([N("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (project(), company())), K("TURSO_AUTH_TOKEN", k)], None)


@vendor("MongoDB Atlas", "mongodb", "db")
def _v():
    u = pick(DBUSERS)
    pw = rs(ri(14, 20), AN)
    url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pw, rs(5, ANL), project().replace("-", "_"))
    return ([KS("MONGODB_URI", url, [pw])], None)


@vendor("Redis Cloud", "redis", "db")
def _v():
    pw = rs(32, AN)
    url = "redis://default:%s@redis-%d.c%d.ap-northeast-1-1.ec2.redns.redis-cloud.com:%d" % (pw, ri(10000, 19999), ri(1, 300), ri(10000, 19999))
    return ([KS("REDIS_URL", url, [pw])], None)


@vendor("Databricks", "databricks", "db")
def _v():
    k = "dapi" + hexs(32) + pick(["", "-2", "-3"])
    h = "https://adb-%d.%d.azuredatabricks.net" % (ri(10 ** 15, 10 ** 16 - 1), ri(1, 19))
    return ([N("DATABRICKS_HOST", h), K("DATABRICKS_TOKEN", k)], None)


@vendor("Snowflake", "snowflake", "db")
def _v():
    pw = human_pw()
    return ([N("SNOWFLAKE_ACCOUNT", "%s-%s" % (rs(7, ANU), rs(7, ANU))), N("SNOWFLAKE_USER", "ETL_SVC"),
             K("SNOWFLAKE_PASSWORD", pw), N("SNOWFLAKE_WAREHOUSE", "TRANSFORM_WH")], None)


@vendor("InfluxDB", "influx", "db")
def _v():
    k = b64(rb(64))
    return ([N("INFLUX_URL", "https://%s.aws.cloud2.influxdata.com" % pick(REGIONS)), K("INFLUX_TOKEN", k), N("INFLUX_ORG", company())],
            'curl --request POST "$INFLUX_URL/api/v2/write?org=%s&bucket=metrics" --header "Authorization: Token %s" --data-binary @points.txt' % (company(), k))


@vendor("Elastic", "elastic", "observability")
def _v():
    k = b64(("%s:%s" % (rs(20, B64U), rs(22, B64U))).encode())
    cloud_id = "%s:%s" % (pick(["prod-logs", "search"]), b64(("%s.es.io$%s$%s" % (pick(REGIONS), hexs(32), hexs(32))).encode()))
    return ([N("ELASTIC_CLOUD_ID", cloud_id), K("ELASTIC_API_KEY", k)],
            'curl -H "Authorization: ApiKey %s" "https://%s.es.%s.aws.found.io/_cat/indices?v"' % (k, hexs(32), pick(REGIONS)))


@vendor("Confluent Cloud", "confluent", "db")
def _v():
    return ([N("KAFKA_BOOTSTRAP", "pkc-%s.%s.aws.confluent.cloud:9092" % (rs(5, ANL), pick(REGIONS))),
             N("KAFKA_API_KEY", rs(16, ANU)), K("KAFKA_API_SECRET", rs(64, AN + "+/"))], None)


@vendor("ClickHouse Cloud", "clickhouse", "db")
def _v():
    pw = rs(ri(14, 18), AN + "~._")
    return ([N("CLICKHOUSE_HOST", "%s.%s.aws.clickhouse.cloud" % (rs(10, ANL), pick(REGIONS))), N("CLICKHOUSE_USER", "default"),
             K("CLICKHOUSE_PASSWORD", pw)], None)


@vendor("Pinecone", "pinecone", "ai")
def _v():
    k = "pcsk_" + rs(5, AN) + "_" + rs(63, AN)
    return ([K("PINECONE_API_KEY", k), N("PINECONE_INDEX", "docs-embeddings")], None)


# --- observability ------------------------------------------------------------
@vendor("Datadog", "datadog", "observability")
def _v():
    a, p = hexs(32), hexs(40)
    return ([K("DD_API_KEY", a), K("DD_APP_KEY", p), N("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]))],
            'curl -X GET "https://api.datadoghq.com/api/v1/validate" -H "DD-API-KEY: %s" -H "DD-APPLICATION-KEY: %s"' % (a, p))


@vendor("New Relic", "new_relic", "observability")
def _v():
    lic = hexs(36) + "NRAL"
    api = "NRAK-" + rs(27, ANU)
    return ([K("NEW_RELIC_LICENSE_KEY", lic), K("NEW_RELIC_API_KEY", api), N("NEW_RELIC_APP_NAME", project())], None)


@vendor("Sentry", "sentry", "observability")
def _v():
    body = b64(json.dumps({"iat": 1716000000.0 + ri(0, 9999999), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": company()}, separators=(",", ":")).encode()).rstrip("=")
    k = "sntrys_" + body + "_" + rs(43, B64C)
    return ([K("SENTRY_AUTH_TOKEN", k), N("SENTRY_ORG", company()), N("SENTRY_PROJECT", project())],
            "sentry-cli --auth-token %s releases new %s" % (k, "v%d.%d.%d" % (ri(1, 4), ri(0, 30), ri(0, 9))))


@vendor("Sentry (user token)", "sentry", "observability")
def _v():
    k = "sntryu_" + hexs(64)
    return ([K("SENTRY_AUTH_TOKEN", k)], 'curl https://sentry.io/api/0/organizations/ -H "Authorization: Bearer %s"' % k)


@vendor("Grafana", "grafana", "observability")
def _v():
    k = "glsa_" + rs(32, AN) + "_" + hexs(8)
    u = "https://grafana.%s.internal" % company()
    return ([N("GRAFANA_URL", u), K("GRAFANA_SERVICE_ACCOUNT_TOKEN", k)],
            'curl -H "Authorization: Bearer %s" %s/api/dashboards/uid/%s' % (k, u, rs(9, AN)))


@vendor("Grafana Cloud", "grafana_cloud", "observability")
def _v():
    k = "glc_" + b64(json.dumps({"o": str(ri(100000, 999999)), "n": "stack-%d-hm-write" % ri(100000, 999999), "k": rs(24, AN), "m": {"r": "prod-ap-northeast-0"}}, separators=(",", ":")).encode())
    return ([N("GRAFANA_CLOUD_OTLP_ENDPOINT", "https://otlp-gateway-prod-ap-northeast-0.grafana.net/otlp"), K("GRAFANA_CLOUD_TOKEN", k)], None)


@vendor("Honeycomb", "honeycomb", "observability")
def _v():
    k = "hcaik_" + rs(58, ANL)
    return ([K("HONEYCOMB_API_KEY", k), N("OTEL_SERVICE_NAME", project())], None)


@vendor("Splunk", "splunk", "observability")
def _v():
    k = uuid4()
    h = "https://http-inputs-%s.splunkcloud.com" % company()
    return ([N("SPLUNK_HEC_URL", h + ":443/services/collector"), K("SPLUNK_HEC_TOKEN", k)],
            'curl %s/services/collector/event -H "Authorization: Splunk %s" -d \'{"event":"smoke test"}\'' % (h, k))


@vendor("PagerDuty", "pagerduty", "observability")
def _v():
    rk = hexs(32)
    return ([K("PAGERDUTY_ROUTING_KEY", rk)],
            'curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" -d \'{"routing_key":"%s","event_action":"trigger","payload":{"summary":"disk 95%%","source":"%s","severity":"critical"}}\'' % (rk, host()))


@vendor("PagerDuty (REST)", "pagerduty", "observability")
def _v():
    k = "u+" + rs(18, AN + "_-")
    return ([K("PAGERDUTY_TOKEN", k)], 'curl -H "Authorization: Token token=%s" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/incidents' % k)


@vendor("Opsgenie", "opsgenie", "observability")
def _v():
    k = uuid4()
    return ([K("OPSGENIE_API_KEY", k)], 'curl -X POST https://api.opsgenie.com/v2/alerts -H "Authorization: GenieKey %s" -H "Content-Type: application/json" -d \'{"message":"queue lag"}\'' % k)


@vendor("Dynatrace", "dynatrace", "observability")
def _v():
    k = "dt0c01.%s.%s" % (rs(24, ANU), rs(64, ANU))
    env = "https://%s.live.dynatrace.com" % rs(8, ANL)
    return ([N("DT_ENDPOINT", env), K("DT_API_TOKEN", k)],
            'curl "%s/api/v2/metrics/ingest" -H "Authorization: Api-Token %s" -H "Content-Type: text/plain" --data-binary "app.queue.depth,env=prod 42"' % (env, k))


@vendor("Rollbar", "rollbar", "observability")
def _v():
    return ([K("ROLLBAR_ACCESS_TOKEN", hexs(32)), N("ROLLBAR_ENV", pick(ENVS))], None)


@vendor("Bugsnag", "bugsnag", "observability")
def _v():
    return ([K("BUGSNAG_AUTH_TOKEN", uuid4()), N("BUGSNAG_RELEASE_STAGE", pick(ENVS))], None)


@vendor("Axiom", "axiom", "observability")
def _v():
    k = "xaat-" + uuid4()
    return ([K("AXIOM_TOKEN", k), N("AXIOM_DATASET", "%s-logs" % project())], None)


# --- messaging / mail -------------------------------------------------------
@vendor("Twilio", "twilio", "messaging")
def _v():
    sid = "AC" + hexs(32)
    tok = hexs(32)
    return ([N("TWILIO_ACCOUNT_SID", sid), K("TWILIO_AUTH_TOKEN", tok), N("TWILIO_FROM", "+1415555%04d" % ri(0, 9999))],
            "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode 'To=+821012345678' --data-urlencode 'Body=test'" % (sid, sid, tok))


@vendor("SendGrid", "sendgrid", "messaging")
def _v():
    k = "SG." + rs(22, B64U) + "." + rs(43, B64U)
    return ([K("SENDGRID_API_KEY", k), N("MAIL_FROM", "no-reply@%s.com" % company())],
            'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d @mail.json' % k)


@vendor("Mailgun", "mailgun", "messaging")
def _v():
    k = pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)])
    d = "mg.%s.com" % company()
    return ([K("MAILGUN_API_KEY", k), N("MAILGUN_DOMAIN", d)],
            "curl -s --user 'api:%s' https://api.mailgun.net/v3/%s/messages -F from='ops@%s' -F to=me@example.com -F subject=test -F text=hi" % (k, d, d))


@vendor("Mailchimp", "mailchimp", "messaging")
def _v():
    dc = "us%d" % ri(1, 21)
    k = hexs(32) + "-" + dc
    return ([K("MAILCHIMP_API_KEY", k), N("MAILCHIMP_LIST_ID", hexs(10))], None)


@vendor("Postmark", "postmark", "messaging")
def _v():
    k = uuid4()
    return ([K("POSTMARK_SERVER_TOKEN", k)],
            'curl https://api.postmarkapp.com/email -H "Accept: application/json" -H "X-Postmark-Server-Token: %s" -d @email.json' % k)


@vendor("Brevo", "brevo", "messaging")
def _v():
    k = "xkeysib-" + hexs(64) + "-" + rs(16, AN)
    return ([K("BREVO_API_KEY", k)], 'curl -H "api-key: %s" https://api.brevo.com/v3/account' % k)


@vendor("Resend", "resend", "messaging")
def _v():
    k = "re_" + rs(8, AN) + "_" + rs(24, AN)
    return ([K("RESEND_API_KEY", k)], None)


@vendor("Telegram", "telegram", "messaging")
def _v():
    k = "%d:AA%s" % (ri(10 ** 9, 8 * 10 ** 9), rs(33, B64U))
    return ([K("TELEGRAM_BOT_TOKEN", k), N("TELEGRAM_CHAT_ID", "-100%d" % ri(10 ** 9, 10 ** 10 - 1))],
            "curl -s https://api.telegram.org/bot%s/getUpdates | jq '.result[-1].message.chat.id'" % k)


@vendor("Discord", "discord", "messaging")
def _v():
    uid = str(ri(10 ** 17, 10 ** 18 - 1)).encode()
    k = b64(uid).rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)
    return ([K("DISCORD_TOKEN", k), N("DISCORD_GUILD_ID", str(ri(10 ** 17, 10 ** 18 - 1)))], None)


@vendor("Slack", "slack", "messaging")
def _v():
    b = "xoxb-%d-%d-%s" % (ri(10 ** 10, 10 ** 12), ri(10 ** 12, 10 ** 13), rs(24, AN))
    ss = hexs(32)
    items = [K("SLACK_BOT_TOKEN", b), K("SLACK_SIGNING_SECRET", ss)]
    if chance(0.5):
        items.append(K("SLACK_APP_TOKEN", "xapp-1-A%s-%d-%s" % (rs(10, ANU), ri(10 ** 12, 10 ** 13), hexs(64))))
    return (items, 'curl -X POST https://slack.com/api/chat.postMessage -H "Authorization: Bearer %s" -d channel=C%s -d text=deploy-done' % (b, rs(10, ANU)))


@vendor("Slack (user token)", "slack", "messaging")
def _v():
    k = "xoxp-%d-%d-%d-%s" % (ri(10 ** 10, 10 ** 12), ri(10 ** 10, 10 ** 12), ri(10 ** 12, 10 ** 13), hexs(32))
    return ([K("SLACK_USER_TOKEN", k)], 'curl -H "Authorization: Bearer %s" "https://slack.com/api/conversations.history?channel=C%s&limit=50"' % (k, rs(10, ANU)))


@vendor("LINE", "line", "messaging")
def _v():
    tok = rs(171, B64C) + "="
    return ([K("LINE_CHANNEL_ACCESS_TOKEN", tok), K("LINE_CHANNEL_SECRET", hexs(32))], None)


@vendor("Chatwork", "chatwork", "messaging")
def _v():
    k = hexs(32)
    return ([K("CHATWORK_API_TOKEN", k), N("CHATWORK_ROOM_ID", str(ri(10 ** 8, 10 ** 9)))],
            'curl -X POST -H "X-ChatWorkToken: %s" -d "body=deploy finished" "https://api.chatwork.com/v2/rooms/%d/messages"' % (k, ri(10 ** 8, 10 ** 9)))


@vendor("Sendbird", "sendbird", "messaging")
def _v():
    app = uuid4(upper=True)
    k = hexs(40)
    return ([N("SENDBIRD_APP_ID", app), K("SENDBIRD_API_TOKEN", k)],
            'curl https://api-%s.sendbird.com/v3/users -H "Api-Token: %s"' % (app, k))


@vendor("Channel Talk", "channel", "messaging")
def _v():
    return ([K("CHANNEL_ACCESS_KEY", hexs(24)), K("CHANNEL_ACCESS_SECRET", hexs(32))], None)


@vendor("Solapi", "solapi", "messaging")
def _v():
    return ([K("SOLAPI_API_KEY", "NCS" + rs(13, ANU)), K("SOLAPI_API_SECRET", rs(32, ANU)), N("SOLAPI_SENDER", "0212345678")], None)


@vendor("Aligo", "aligo", "messaging")
def _v():
    k = rs(32, ANL)
    u = pick(["nurimall", "dasomshop", "hanbitcs"])
    return ([K("ALIGO_API_KEY", k), N("ALIGO_USER_ID", u)],
            "curl -X POST https://apis.aligo.in/send/ --data-urlencode 'key=%s' --data-urlencode 'user_id=%s' --data-urlencode 'sender=0212345678' --data-urlencode 'receiver=01012345678' --data-urlencode 'msg=test'" % (k, u))


@vendor("Zendesk", "zendesk", "saas")
def _v():
    k = rs(40, AN)
    e = email()
    return ([N("ZENDESK_SUBDOMAIN", company()), N("ZENDESK_EMAIL", e), K("ZENDESK_API_TOKEN", k)],
            "curl https://%s.zendesk.com/api/v2/tickets.json -u %s/token:%s" % (company(), e, k))


@vendor("Intercom", "intercom", "saas")
def _v():
    k = b64(("tok:%s:1:0" % uuid4()).encode()).rstrip("=")
    return ([K("INTERCOM_ACCESS_TOKEN", k)], 'curl https://api.intercom.io/contacts -H "Authorization: Bearer %s" -H "Accept: application/json"' % k)

# --- Korean services ----------------------------------------------------------
@vendor("Kakao", "kakao", "saas")
def _v():
    k = hexs(32)
    return ([K("KAKAO_REST_API_KEY", k)],
            'curl -G "https://dapi.kakao.com/v2/local/search/keyword.json" -H "Authorization: KakaoAK %s" --data-urlencode "query=판교역"' % k)


@vendor("Kakao (admin key)", "kakao", "saas")
def _v():
    k = hexs(32)
    return ([K("KAKAO_ADMIN_KEY", k), N("KAKAO_APP_ID", str(ri(100000, 1200000)))],
            'curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK %s" -d "target_id_type=user_id&target_id=%d"' % (k, ri(10 ** 9, 4 * 10 ** 9)))


@vendor("Kakao Pay", "kakaopay", "payments")
def _v():
    k = "DEV" + rs(37, HEXU)
    return ([K("KAKAOPAY_SECRET_KEY", k), N("KAKAOPAY_CID", "TC0ONETIME")],
            'curl -X POST "https://open-api.kakaopay.com/online/v1/payment/ready" -H "Authorization: SECRET_KEY %s" -H "Content-Type: application/json" -d @ready.json' % k)


@vendor("Naver Developers", "naver", "saas")
def _v():
    cid = rs(20, AN)
    sec = rs(10, AN)
    return ([N("NAVER_CLIENT_ID", cid), K("NAVER_CLIENT_SECRET", sec)],
            'curl "https://openapi.naver.com/v1/search/blog.json?query=%%EB%%A7%%9B%%EC%%A7%%91&display=10" -H "X-Naver-Client-Id: %s" -H "X-Naver-Client-Secret: %s"' % (cid, sec))


@vendor("Naver Commerce API", "naver_commerce", "saas")
def _v():
    cid = rs(22, AN)
    sec = "$2a$04$" + rs(22, AN + "./")
    return ([N("NAVER_COMMERCE_CLIENT_ID", cid), K("NAVER_COMMERCE_CLIENT_SECRET", sec)], None)


@vendor("Toss Payments", "toss", "payments")
def _v():
    k = pick(["live_sk_", "test_sk_", "live_gsk_", "test_gsk_"]) + rs(20, AN)
    basic = b64((k + ":").encode())
    return ([K("TOSS_SECRET_KEY", k)],
            S_hint('curl -X POST https://api.tosspayments.com/v1/payments/confirm -H "Authorization: Basic %s" -H "Content-Type: application/json" -d \'{"paymentKey":"tgen_%s","orderId":"ORD-%d","amount":15000}\'' % (basic, rs(20, AN), ri(10 ** 7, 10 ** 8)), [basic]))


@vendor("PortOne", "portone", "payments")
def _v():
    k = rs(80, AN)
    return ([K("PORTONE_API_SECRET", k), N("PORTONE_STORE_ID", "store-" + uuid4())],
            'curl -X POST https://api.portone.io/login/api-secret -H "Content-Type: application/json" -d \'{"apiSecret":"%s"}\'' % k)


@vendor("PortOne V1 (iamport)", "iamport", "payments")
def _v():
    ik = "%016d" % ri(10 ** 15, 10 ** 16 - 1)
    isec = rs(80, AN)
    return ([N("IMP_KEY", ik), K("IMP_SECRET", isec), N("IMP_CODE", "imp%08d" % ri(0, 10 ** 8 - 1))],
            'curl -X POST https://api.iamport.kr/users/getToken -H "Content-Type: application/json" -d \'{"imp_key":"%s","imp_secret":"%s"}\'' % (ik, isec))


@vendor("Korea Investment (KIS)", "kis", "finance")
def _v():
    ak = "PS" + rs(34, AN)
    sk = rs(180, AN + "+/")
    return ([K("KIS_APP_KEY", ak), K("KIS_APP_SECRET", sk), N("KIS_ACCOUNT", "%08d-01" % ri(0, 10 ** 8 - 1))],
            'curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP -H "content-type: application/json" -d \'{"grant_type":"client_credentials","appkey":"%s","appsecret":"%s"}\'' % (ak, sk))


@vendor("Upbit", "upbit", "finance")
def _v():
    return ([K("UPBIT_ACCESS_KEY", rs(40, AN)), K("UPBIT_SECRET_KEY", rs(40, AN))], None)


@vendor("Bithumb", "bithumb", "finance")
def _v():
    return ([K("BITHUMB_API_KEY", hexs(32)), K("BITHUMB_SECRET_KEY", hexs(32))], None)


@vendor("Coupang Open API", "coupang", "saas")
def _v():
    return ([K("COUPANG_ACCESS_KEY", uuid4()), K("COUPANG_SECRET_KEY", hexs(40)), N("COUPANG_VENDOR_ID", "A%08d" % ri(0, 10 ** 8 - 1))], None)


@vendor("ECOS (Bank of Korea)", "ecos", "saas")
def _v():
    k = rs(20, ANU)
    return ([K("ECOS_API_KEY", k)],
            "curl https://ecos.bok.or.kr/api/StatisticSearch/%s/json/kr/1/100/722Y001/M/202301/202412/0101000" % k)


@vendor("V-World", "vworld", "saas")
def _v():
    k = uuid4(upper=True)
    return ([K("VWORLD_API_KEY", k)],
            'curl "https://api.vworld.kr/req/address?service=address&request=getcoord&key=%s&address=%%EC%%84%%B8%%EC%%A2%%85%%EB%%8C%%80%%EB%%A1%%9C+110&type=road"' % k)


@vendor("SK open API (TMAP)", "tmap", "saas")
def _v():
    k = "l7xx" + hexs(32)
    return ([K("TMAP_APP_KEY", k)], 'curl -X POST "https://apis.openapi.sk.com/tmap/routes?version=1" -H "appKey: %s" -d @route.json' % k)


@vendor("Cafe24", "cafe24", "saas")
def _v():
    return ([N("CAFE24_MALL_ID", pick(["nurimall", "dasomshop"])), N("CAFE24_CLIENT_ID", rs(22, AN)), K("CAFE24_CLIENT_SECRET", rs(22, AN))], None)


# --- Chinese / Japanese -------------------------------------------------------
@vendor("WeChat", "wechat", "messaging")
def _v():
    app = "wx" + hexs(16)
    sec = hexs(32)
    return ([N("WECHAT_APPID", app), K("WECHAT_APPSECRET", sec)],
            'curl "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s"' % (app, sec))


@vendor("Feishu / Lark", "feishu", "messaging")
def _v():
    app = "cli_" + hexs(16)
    sec = rs(32, AN)
    return ([N("FEISHU_APP_ID", app), K("FEISHU_APP_SECRET", sec)],
            'curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal -H "Content-Type: application/json" -d \'{"app_id":"%s","app_secret":"%s"}\'' % (app, sec))


@vendor("Qiniu", "qiniu", "cloud")
def _v():
    return ([K("QINIU_ACCESS_KEY", rs(40, B64U)), K("QINIU_SECRET_KEY", rs(40, B64U)), N("QINIU_BUCKET", "%s-static" % company())], None)


@vendor("JPush", "jpush", "messaging")
def _v():
    ak, ms = hexs(24), hexs(24)
    return ([N("JPUSH_APP_KEY", ak), K("JPUSH_MASTER_SECRET", ms)], None)


@vendor("Gitee", "gitee", "ci")
def _v():
    k = hexs(32)
    return ([K("GITEE_TOKEN", k)], 'curl "https://gitee.com/api/v5/user/repos?access_token=%s&per_page=50"' % k)


@vendor("Zhipu AI", "zhipuai", "ai")
def _v():
    k = hexs(32) + "." + rs(16, AN)
    return ([K("ZHIPUAI_API_KEY", k)], None)


@vendor("Moonshot AI", "moonshot", "ai")
def _v():
    k = "sk-" + rs(48, AN)
    return ([K("MOONSHOT_API_KEY", k)], 'curl https://api.moonshot.cn/v1/models -H "Authorization: Bearer %s"' % k)


@vendor("DeepSeek", "deepseek", "ai")
def _v():
    k = "sk-" + hexs(32)
    return ([K("DEEPSEEK_API_KEY", k)], 'curl https://api.deepseek.com/chat/completions -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d @req.json' % k)


@vendor("Alibaba DashScope", "dashscope", "ai")
def _v():
    k = "sk-" + hexs(32)
    return ([K("DASHSCOPE_API_KEY", k)], None)


@vendor("PAY.JP", "payjp", "payments")
def _v():
    k = "sk_live_" + hexs(48)
    return ([K("PAYJP_SECRET_KEY", k)], "curl https://api.pay.jp/v1/charges -u %s:" % k)


@vendor("Backlog", "backlog", "saas")
def _v():
    k = rs(64, AN)
    sp = company()
    return ([N("BACKLOG_SPACE", sp + ".backlog.jp"), K("BACKLOG_API_KEY", k)],
            'curl "https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%d"' % (sp, k, ri(10000, 99999)))


@vendor("kintone", "kintone", "saas")
def _v():
    k = rs(40, AN)
    return ([K("KINTONE_API_TOKEN", k), N("KINTONE_APP_ID", str(ri(10, 400)))],
            'curl -X GET "https://%s.cybozu.com/k/v1/records.json?app=%d" -H "X-Cybozu-API-Token: %s"' % (company(), ri(10, 400), k))


@vendor("Sakura Cloud", "sakuracloud", "cloud")
def _v():
    return ([K("SAKURACLOUD_ACCESS_TOKEN", uuid4()), K("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(64, AN)), N("SAKURACLOUD_ZONE", "tk1b")], None)


@vendor("GMO Payment Gateway", "gmo", "payments")
def _v():
    return ([N("GMO_SHOP_ID", "tshop%08d" % ri(0, 10 ** 8 - 1)), K("GMO_SHOP_PASS", rs(8, ANL)),
             N("GMO_SITE_ID", "tsite%08d" % ri(0, 10 ** 8 - 1)), K("GMO_SITE_PASS", rs(8, ANL))], None)


@vendor("Yandex Cloud", "yc", "cloud")
def _v():
    k = "AQVN" + rs(36, B64U)
    return ([K("YC_API_KEY", k), N("YC_FOLDER_ID", "b1g" + rs(17, ANL))],
            'curl -H "Authorization: Api-Key %s" https://llm.api.cloud.yandex.net/foundationModels/v1/completion -d @prompt.json' % k)


# --- European / global payments --------------------------------------------
@vendor("Mollie", "mollie", "payments")
def _v():
    k = pick(["live_", "test_"]) + rs(30, AN)
    return ([K("MOLLIE_API_KEY", k)], 'curl https://api.mollie.com/v2/payments -H "Authorization: Bearer %s"' % k)


@vendor("Adyen", "adyen", "payments")
def _v():
    k = "AQE" + rs(3, AN) + "hmfx" + rs(60, AN + "+/") + "=-" + rs(44, AN + "+/") + "=-" + rs(16, AN + "?<>[]{}")
    return ([K("ADYEN_API_KEY", k), N("ADYEN_MERCHANT_ACCOUNT", "%sECOM" % company().title())], None)


@vendor("GoCardless", "gocardless", "payments")
def _v():
    return ([K("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(40, B64U)), N("GOCARDLESS_ENVIRONMENT", "live")], None)


@vendor("Klarna", "klarna", "payments")
def _v():
    u = "%s_%s" % (uuid4()[:8], rs(6, ANL))
    return ([N("KLARNA_USERNAME", u), K("KLARNA_API_KEY", "klarna_live_api_" + rs(56, B64U))], None)


@vendor("Wise", "wise", "payments")
def _v():
    k = uuid4()
    return ([K("WISE_API_TOKEN", k)], 'curl -H "Authorization: Bearer %s" https://api.transferwise.com/v2/profiles' % k)


@vendor("Checkout.com", "cko", "payments")
def _v():
    return ([K("CKO_SECRET_KEY", "sk_sbox_" + rs(26, ANL)), N("CKO_PROCESSING_CHANNEL_ID", "pc_" + rs(26, ANL))], None)


@vendor("Paystack", "paystack", "payments")
def _v():
    k = "sk_live_" + hexs(40)
    return ([K("PAYSTACK_SECRET_KEY", k)], 'curl https://api.paystack.co/transaction/verify/ref_%d -H "Authorization: Bearer %s"' % (ri(10 ** 6, 10 ** 7), k))


@vendor("Flutterwave", "flw", "payments")
def _v():
    return ([K("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X")], None)


@vendor("Razorpay", "razorpay", "payments")
def _v():
    kid = "rzp_live_" + rs(14, AN)
    sec = rs(24, AN)
    return ([N("RAZORPAY_KEY_ID", kid), K("RAZORPAY_KEY_SECRET", sec)], "curl -u %s:%s https://api.razorpay.com/v1/payments?count=5" % (kid, sec))


@vendor("Mercado Pago", "mp", "payments")
def _v():
    k = "APP_USR-%d-%06d-%s-%d" % (ri(10 ** 15, 10 ** 16 - 1), ri(0, 999999), hexs(32), ri(10 ** 8, 10 ** 9 - 1))
    return ([K("MP_ACCESS_TOKEN", k)], None)


@vendor("Square", "square", "payments")
def _v():
    k = "EAAA" + rs(60, B64U)
    return ([K("SQUARE_ACCESS_TOKEN", k), N("SQUARE_LOCATION_ID", "L" + rs(12, ANU))],
            "curl https://connect.squareup.com/v2/locations -H 'Square-Version: 2024-10-17' -H 'Authorization: Bearer %s'" % k)


@vendor("PayPal", "paypal", "payments")
def _v():
    cid = "A" + rs(79, B64U)
    sec = "E" + rs(79, B64U)
    return ([N("PAYPAL_CLIENT_ID", cid), K("PAYPAL_CLIENT_SECRET", sec)],
            'curl -v https://api-m.paypal.com/v1/oauth2/token -u "%s:%s" -d "grant_type=client_credentials"' % (cid, sec))


@vendor("Braintree", "braintree", "payments")
def _v():
    return ([K("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(16, ANL), hexs(32)))], None)


@vendor("Stripe", "stripe", "payments")
def _v():
    k = "sk_live_51" + rs(22, AN) + rs(ri(70, 77), AN)
    w = "whsec_" + rs(32, AN)
    return ([K("STRIPE_SECRET_KEY", k), K("STRIPE_WEBHOOK_SECRET", w)],
            "curl https://api.stripe.com/v1/charges?limit=3 -u %s:" % k)


@vendor("Stripe (restricted key)", "stripe", "payments")
def _v():
    k = "rk_live_51" + rs(22, AN) + rs(ri(70, 77), AN)
    return ([K("STRIPE_RESTRICTED_KEY", k)], 'curl https://api.stripe.com/v1/balance -H "Authorization: Bearer %s"' % k)


@vendor("Shopify", "shopify", "saas")
def _v():
    k = "shpat_" + hexs(32)
    shop = company() + "-store"
    return ([N("SHOPIFY_STORE", shop + ".myshopify.com"), K("SHOPIFY_ADMIN_TOKEN", k), K("SHOPIFY_API_SECRET", "shpss_" + hexs(32))],
            'curl -X POST https://%s.myshopify.com/admin/api/2024-10/graphql.json -H "X-Shopify-Access-Token: %s" -H "Content-Type: application/json" -d @query.json' % (shop, k))


@vendor("Binance", "binance", "finance")
def _v():
    return ([K("BINANCE_API_KEY", rs(64, AN)), K("BINANCE_API_SECRET", rs(64, AN))], None)


# --- AI ---------------------------------------------------------------------
@vendor("OpenAI", "openai", "ai")
def _v():
    k = "sk-proj-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)
    return ([K("OPENAI_API_KEY", k)], 'curl https://api.openai.com/v1/models -H "Authorization: Bearer %s"' % k)


@vendor("OpenAI (service account)", "openai", "ai")
def _v():
    k = "sk-svcacct-" + rs(74, B64U) + "T3BlbkFJ" + rs(74, B64U)
    return ([K("OPENAI_API_KEY", k), N("OPENAI_ORG_ID", "org-" + rs(24, AN))], None)


@vendor("Anthropic", "anthropic", "ai")
def _v():
    k = "sk-ant-api03-" + rs(93, B64U) + "AA"
    return ([K("ANTHROPIC_API_KEY", k)],
            'curl https://api.anthropic.com/v1/messages -H "x-api-key: %s" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @msg.json' % k)


@vendor("Anthropic (admin key)", "anthropic", "ai")
def _v():
    k = "sk-ant-admin01-" + rs(93, B64U) + "AA"
    return ([K("ANTHROPIC_ADMIN_KEY", k)], 'curl "https://api.anthropic.com/v1/organizations/users?limit=20" -H "x-api-key: %s" -H "anthropic-version: 2023-06-01"' % k)


@vendor("Hugging Face", "hf", "ai")
def _v():
    k = "hf_" + rs(34, UP + LO)
    return ([K("HF_TOKEN", k)], "huggingface-cli login --token %s" % k)


@vendor("Replicate", "replicate", "ai")
def _v():
    k = "r8_" + rs(37, AN)
    return ([K("REPLICATE_API_TOKEN", k)], None)


@vendor("Groq", "groq", "ai")
def _v():
    k = "gsk_" + rs(52, AN)
    return ([K("GROQ_API_KEY", k)], 'curl https://api.groq.com/openai/v1/models -H "Authorization: Bearer %s"' % k)


@vendor("Perplexity", "perplexity", "ai")
def _v():
    k = "pplx-" + rs(48, AN)
    return ([K("PERPLEXITY_API_KEY", k)], None)


@vendor("xAI", "xai", "ai")
def _v():
    k = "xai-" + rs(80, AN)
    return ([K("XAI_API_KEY", k)], 'curl https://api.x.ai/v1/models -H "Authorization: Bearer %s"' % k)


@vendor("OpenRouter", "openrouter", "ai")
def _v():
    k = "sk-or-v1-" + hexs(64)
    return ([K("OPENROUTER_API_KEY", k)], None)


@vendor("Mistral", "mistral", "ai")
def _v():
    k = rs(32, AN)
    return ([K("MISTRAL_API_KEY", k)], 'curl https://api.mistral.ai/v1/models -H "Authorization: Bearer %s"' % k)


@vendor("Cohere", "cohere", "ai")
def _v():
    return ([K("CO_API_KEY", rs(40, AN))], None)


@vendor("Together AI", "together", "ai")
def _v():
    return ([K("TOGETHER_API_KEY", hexs(64))], None)


@vendor("Fireworks AI", "fireworks", "ai")
def _v():
    return ([K("FIREWORKS_API_KEY", "fw_" + rs(24, AN))], None)


@vendor("ElevenLabs", "elevenlabs", "ai")
def _v():
    k = "sk_" + hexs(48)
    return ([K("ELEVENLABS_API_KEY", k)], 'curl https://api.elevenlabs.io/v1/voices -H "xi-api-key: %s"' % k)


@vendor("LangSmith", "langsmith", "ai")
def _v():
    k = "lsv2_%s_%s_%s" % (pick(["pt", "sk"]), hexs(32), hexs(10))
    return ([N("LANGSMITH_TRACING", "true"), K("LANGSMITH_API_KEY", k), N("LANGSMITH_PROJECT", project())], None)


@vendor("Weights & Biases", "wandb", "ai")
def _v():
    k = hexs(40)
    return ([K("WANDB_API_KEY", k), N("WANDB_ENTITY", company())], "wandb login %s" % k)


@vendor("Upstage", "upstage", "ai")
def _v():
    k = "up_" + rs(30, AN)
    return ([K("UPSTAGE_API_KEY", k)], 'curl https://api.upstage.ai/v1/chat/completions -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d @req.json' % k)


@vendor("Naver CLOVA Studio", "clovastudio", "ai")
def _v():
    k = "nv-" + hexs(32)
    return ([K("CLOVASTUDIO_API_KEY", k)], None)


@vendor("Voyage AI", "voyage", "ai")
def _v():
    return ([K("VOYAGE_API_KEY", "pa-" + rs(43, B64U))], None)


@vendor("Deepgram", "deepgram", "ai")
def _v():
    k = hexs(40)
    return ([K("DEEPGRAM_API_KEY", k)], 'curl -X POST "https://api.deepgram.com/v1/listen?model=nova-2&language=ko" -H "Authorization: Token %s" -H "Content-Type: audio/wav" --data-binary @call.wav' % k)


@vendor("AssemblyAI", "assemblyai", "ai")
def _v():
    return ([K("ASSEMBLYAI_API_KEY", hexs(32))], None)


@vendor("Stability AI", "stability", "ai")
def _v():
    return ([K("STABILITY_API_KEY", "sk-" + rs(48, AN))], None)


# --- CI / dev platforms -----------------------------------------------------
@vendor("GitHub", "github", "ci")
def _v():
    k = "ghp_" + rs(36, AN)
    return ([K("GITHUB_TOKEN", k)], 'curl -H "Authorization: token %s" https://api.github.com/repos/%s/%s/actions/runs?per_page=5' % (k, company(), project()))


@vendor("GitHub (fine-grained PAT)", "github", "ci")
def _v():
    k = "github_pat_11" + rs(20, ANU) + "_" + rs(59, AN)
    return ([K("GH_TOKEN", k)], "GH_TOKEN=%s gh pr list --repo %s/%s" % (k, company(), project()))


@vendor("GitHub (OAuth token)", "github", "ci")
def _v():
    k = "gho_" + rs(36, AN)
    return ([K("GITHUB_OAUTH_TOKEN", k)], None)


@vendor("GitHub (app installation token)", "github", "ci")
def _v():
    k = "ghs_" + rs(36, AN)
    return ([K("GITHUB_APP_INSTALLATION_TOKEN", k), N("GITHUB_APP_ID", str(ri(100000, 999999)))],
            "git clone https://x-access-token:%s@github.com/%s/%s.git" % (k, company(), project()))


@vendor("GitLab", "gitlab", "ci")
def _v():
    k = "glpat-" + rs(20, B64U)
    return ([K("GITLAB_TOKEN", k)], 'curl --header "PRIVATE-TOKEN: %s" "https://gitlab.%s.com/api/v4/projects?membership=true"' % (k, company()))


@vendor("GitLab (runner token)", "gitlab", "ci")
def _v():
    k = "glrt-" + rs(20, B64U)
    return ([K("RUNNER_TOKEN", k)],
            'gitlab-runner register --non-interactive --url https://gitlab.%s.com --token %s --executor docker --docker-image alpine:3.20' % (company(), k))


@vendor("GitLab (deploy token)", "gitlab", "ci")
def _v():
    k = "gldt-" + rs(20, B64U)
    return ([N("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % ri(10, 999)), K("CI_DEPLOY_PASSWORD", k)], None)


@vendor("GitLab (pipeline trigger)", "gitlab", "ci")
def _v():
    k = "glptt-" + hexs(40)
    return ([K("TRIGGER_TOKEN", k)],
            'curl -X POST --fail -F token=%s -F ref=main "https://gitlab.com/api/v4/projects/%d/trigger/pipeline"' % (k, ri(10 ** 7, 6 * 10 ** 7)))


@vendor("Bitbucket", "bitbucket", "ci")
def _v():
    k = "ATBB" + rs(32, AN) + hexs(8).upper()
    u = person()
    return ([N("BITBUCKET_USERNAME", u), K("BITBUCKET_APP_PASSWORD", k)],
            "git clone https://%s:%s@bitbucket.org/%s/%s.git" % (u, k, company(), project()))


@vendor("Atlassian", "atlassian", "saas")
def _v():
    k = "ATATT3xFfGF0" + rs(168, B64U) + "=" + hexs(8).upper()
    e = email()
    return ([N("JIRA_EMAIL", e), K("JIRA_API_TOKEN", k)],
            'curl -u %s:%s -H "Accept: application/json" "https://%s.atlassian.net/rest/api/3/search?jql=project=OPS"' % (e, k, company()))


@vendor("CircleCI", "circleci", "ci")
def _v():
    k = "CCIPAT_" + rs(22, AN) + "_" + hexs(40)
    return ([K("CIRCLECI_TOKEN", k)], 'curl -H "Circle-Token: %s" https://circleci.com/api/v2/me' % k)


@vendor("Buildkite", "buildkite", "ci")
def _v():
    k = "bkua_" + hexs(40)
    return ([K("BUILDKITE_API_TOKEN", k)], 'curl -H "Authorization: Bearer %s" https://api.buildkite.com/v2/organizations/%s/builds?state=failed' % (k, company()))


@vendor("Jenkins", "jenkins", "ci")
def _v():
    k = "11" + hexs(32)
    u = pick(["ci-bot", "deploy", "admin"])
    return ([N("JENKINS_USER", u), K("JENKINS_API_TOKEN", k)],
            "curl -X POST -u %s:%s https://jenkins.%s.internal/job/%s/buildWithParameters?BRANCH=main" % (u, k, company(), project()))


@vendor("SonarQube", "sonar", "ci")
def _v():
    k = pick(["squ_", "sqp_", "sqa_"]) + hexs(40)
    return ([K("SONAR_TOKEN", k), N("SONAR_HOST_URL", "https://sonar.%s.internal" % company())],
            "mvn -B verify sonar:sonar -Dsonar.projectKey=%s -Dsonar.token=%s" % (project(), k))


@vendor("Codecov", "codecov", "ci")
def _v():
    k = uuid4()
    return ([K("CODECOV_TOKEN", k)], "codecovcli upload-process -t %s -f coverage.xml" % k)


@vendor("Snyk", "snyk", "ci")
def _v():
    k = uuid4()
    return ([K("SNYK_TOKEN", k)], "snyk auth %s && snyk test --severity-threshold=high" % k)


@vendor("Harness", "harness", "ci")
def _v():
    k = "pat.%s.%s.%s" % (rs(22, B64U), hexs(24), rs(20, AN))
    return ([K("HARNESS_API_KEY", k), N("HARNESS_ACCOUNT_ID", rs(22, B64U))], None)


@vendor("Octopus Deploy", "octopus", "ci")
def _v():
    k = "API-" + rs(28, ANU)
    return ([N("OCTOPUS_URL", "https://octopus.%s.internal" % company()), K("OCTOPUS_API_KEY", k)], None)


@vendor("Terraform Cloud", "tfc", "ci")
def _v():
    k = rs(14, AN) + ".atlasv1." + rs(67, AN)
    return ([K("TF_TOKEN_app_terraform_io", k)], None)


@vendor("Pulumi", "pulumi", "ci")
def _v():
    k = "pul-" + hexs(40)
    return ([K("PULUMI_ACCESS_TOKEN", k)], "PULUMI_ACCESS_TOKEN=%s pulumi stack select %s/prod" % (k, company()))


@vendor("Doppler", "doppler", "ci")
def _v():
    k = pick(["dp.st.prd.", "dp.st.stg.", "dp.pt."]) + rs(43, AN)
    return ([K("DOPPLER_TOKEN", k)], "doppler run --token %s -- npm start" % k)


@vendor("1Password", "op", "ci")
def _v():
    k = "ops_" + b64u(json.dumps({"signInAddress": "%s.1password.com" % company(), "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(22, B64U)}, "email": "%s@%s.1passwordserviceaccounts.com" % (rs(12, ANL), rs(6, ANL)), "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(43, B64U), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}}, separators=(",", ":")).encode())
    return ([K("OP_SERVICE_ACCOUNT_TOKEN", k)], None)


@vendor("HashiCorp Vault", "vault", "ci")
def _v():
    k = "hvs.CAESI" + rs(ri(86, 90), B64U)
    return ([N("VAULT_ADDR", "https://vault.%s.internal:8200" % company()), K("VAULT_TOKEN", k)],
            "VAULT_TOKEN=%s vault kv get -mount=secret %s/config" % (k, project()))


@vendor("Tailscale", "tailscale", "cloud")
def _v():
    k = "tskey-auth-k%sCNTRL-%s" % (rs(10, AN), rs(32, AN))
    return ([K("TS_AUTHKEY", k)], "tailscale up --authkey=%s --hostname=%s --advertise-tags=tag:ci" % (k, project()))


@vendor("ngrok", "ngrok", "cloud")
def _v():
    k = "2" + rs(26, AN) + "_" + rs(21, AN)
    return ([K("NGROK_AUTHTOKEN", k)], "ngrok config add-authtoken %s" % k)


@vendor("Expo", "expo", "ci")
def _v():
    return ([K("EXPO_TOKEN", rs(40, B64U))], None)


# --- package registries -------------------------------------------------------
@vendor("npm", "npm", "registry")
def _v():
    k = "npm_" + rs(36, AN)
    return ([K("NPM_TOKEN", k)], "npm config set //registry.npmjs.org/:_authToken=%s" % k)


@vendor("PyPI", "pypi", "registry")
def _v():
    k = "pypi-AgEIcHlwaS5vcmcCJ" + rs(ri(130, 160), B64U)
    return ([N("TWINE_USERNAME", "__token__"), K("TWINE_PASSWORD", k)], "twine upload -u __token__ -p %s dist/*" % k)


@vendor("RubyGems", "rubygems", "registry")
def _v():
    k = "rubygems_" + hexs(48)
    return ([K("GEM_HOST_API_KEY", k)], None)


@vendor("NuGet", "nuget", "registry")
def _v():
    k = "oy2" + rs(43, ANL)
    return ([K("NUGET_API_KEY", k)], "dotnet nuget push bin/Release/*.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % k)


@vendor("crates.io", "cargo", "registry")
def _v():
    k = "cio" + rs(32, AN)
    return ([K("CARGO_REGISTRY_TOKEN", k)], "cargo publish --token %s" % k)


@vendor("Docker Hub", "docker", "registry")
def _v():
    k = "dckr_pat_" + rs(27, B64U)
    u = company() + "ci"
    return ([N("DOCKERHUB_USERNAME", u), K("DOCKERHUB_TOKEN", k)], "echo %s | docker login -u %s --password-stdin" % (k, u))


@vendor("JFrog Artifactory", "artifactory", "registry")
def _v():
    k = "cmVmdGtuOjAxOjE3" + rs(48, AN)
    return ([N("ARTIFACTORY_URL", "https://%s.jfrog.io/artifactory" % company()), K("ARTIFACTORY_TOKEN", k)],
            'curl -H "Authorization: Bearer %s" -T build.tgz "https://%s.jfrog.io/artifactory/generic-local/build.tgz"' % (k, company()))


@vendor("JFrog (legacy API key)", "artifactory", "registry")
def _v():
    k = "AKCp" + rs(69, AN)
    return ([K("ARTIFACTORY_API_KEY", k)], 'curl -H "X-JFrog-Art-Api: %s" https://%s.jfrog.io/artifactory/api/repositories' % (k, company()))


@vendor("Clojars", "clojars", "registry")
def _v():
    return ([N("LEIN_USERNAME", person()), K("LEIN_PASSWORD", "CLOJARS_" + hexs(60))], None)


@vendor("Gradle Plugin Portal", "gradle", "registry")
def _v():
    return ([K("GRADLE_PUBLISH_KEY", rs(32, AN)), K("GRADLE_PUBLISH_SECRET", rs(32, AN))], None)


# --- SaaS ---------------------------------------------------------------------
@vendor("Notion", "notion", "saas")
def _v():
    k = pick(["ntn_" + rs(11, DI) + rs(35, AN), "secret_" + rs(43, AN)])
    return ([K("NOTION_TOKEN", k)], 'curl https://api.notion.com/v1/users -H "Authorization: Bearer %s" -H "Notion-Version: 2022-06-28"' % k)


@vendor("Airtable", "airtable", "saas")
def _v():
    k = "pat" + rs(14, AN) + "." + hexs(64)
    return ([K("AIRTABLE_TOKEN", k), N("AIRTABLE_BASE_ID", "app" + rs(14, AN))], None)


@vendor("Linear", "linear", "saas")
def _v():
    k = "lin_api_" + rs(40, AN)
    return ([K("LINEAR_API_KEY", k)], 'curl -X POST https://api.linear.app/graphql -H "Authorization: %s" -H "Content-Type: application/json" -d \'{"query":"{ viewer { id name } }"}\'' % k)


@vendor("Asana", "asana", "saas")
def _v():
    k = "2/%d/%d:%s" % (ri(10 ** 15, 10 ** 16 - 1), ri(10 ** 15, 10 ** 16 - 1), hexs(32))
    return ([K("ASANA_PAT", k)], None)


@vendor("Figma", "figma", "saas")
def _v():
    k = "figd_" + rs(40, B64U)
    return ([K("FIGMA_TOKEN", k)], 'curl -H "X-Figma-Token: %s" "https://api.figma.com/v1/files/%s"' % (k, rs(22, AN)))


@vendor("HubSpot", "hubspot", "saas")
def _v():
    k = "pat-%s-%s" % (pick(["na1", "eu1", "na2"]), uuid4())
    return ([K("HUBSPOT_ACCESS_TOKEN", k)], None)


@vendor("Okta", "okta", "saas")
def _v():
    k = "00" + rs(40, B64U)
    d = "%s.okta.com" % company()
    return ([N("OKTA_DOMAIN", d), K("OKTA_API_TOKEN", k)], 'curl -H "Authorization: SSWS %s" "https://%s/api/v1/users?limit=25"' % (k, d))


@vendor("Auth0", "auth0", "saas")
def _v():
    return ([N("AUTH0_DOMAIN", "%s.%s.auth0.com" % (company(), pick(["us", "eu", "jp"]))), N("AUTH0_CLIENT_ID", rs(32, AN)),
             K("AUTH0_CLIENT_SECRET", rs(64, B64U))], None)


@vendor("Clerk", "clerk", "saas")
def _v():
    return ([K("CLERK_SECRET_KEY", "sk_live_" + rs(40, AN))], None)


@vendor("Postman", "postman", "saas")
def _v():
    k = "PMAK-%s-%s" % (hexs(24), hexs(34))
    return ([K("POSTMAN_API_KEY", k)], 'curl https://api.getpostman.com/collections -H "X-Api-Key: %s"' % k)


@vendor("Dropbox", "dropbox", "saas")
def _v():
    k = "sl.u." + rs(ri(120, 140), B64U)
    return ([K("DROPBOX_ACCESS_TOKEN", k)], None)


@vendor("X (Twitter)", "twitter", "saas")
def _v():
    k = "AAAAAAAAAAAAAAAAAAAAA" + rs(25, AN) + "%3D" + rs(50, AN)
    return ([K("TWITTER_BEARER_TOKEN", k)], 'curl "https://api.twitter.com/2/tweets/search/recent?query=%%23release" -H "Authorization: Bearer %s"' % k)


@vendor("Meta (Facebook)", "facebook", "saas")
def _v():
    k = "EAA" + rs(ri(160, 200), AN)
    return ([N("FB_APP_ID", str(ri(10 ** 14, 10 ** 15))), K("FB_PAGE_ACCESS_TOKEN", k)],
            'curl -X POST "https://graph.facebook.com/v19.0/me/messages?access_token=%s" -d @msg.json' % k)


@vendor("Mapbox (secret token)", "mapbox", "saas")
def _v():
    k = "sk." + b64u(json.dumps({"u": company(), "a": rs(25, ANL)}, separators=(",", ":")).encode()) + "." + rs(22, B64U)
    return ([K("MAPBOX_SECRET_TOKEN", k)], None)


@vendor("Algolia", "algolia", "saas")
def _v():
    return ([N("ALGOLIA_APP_ID", rs(10, ANU)), K("ALGOLIA_ADMIN_API_KEY", hexs(32))], None)


@vendor("Contentful", "contentful", "saas")
def _v():
    return ([N("CONTENTFUL_SPACE_ID", rs(12, ANL)), K("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(43, B64U))], None)


@vendor("Firebase Cloud Messaging", "fcm", "messaging")
def _v():
    k = "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U)
    return ([K("FCM_SERVER_KEY", k)],
            'curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=%s" -H "Content-Type: application/json" -d @push.json' % k)


@vendor("OneSignal", "onesignal", "messaging")
def _v():
    k = "os_v2_app_" + rs(ri(100, 112), LO + "234567")
    return ([N("ONESIGNAL_APP_ID", uuid4()), K("ONESIGNAL_REST_API_KEY", k)], None)


@vendor("Cloudinary", "cloudinary", "saas")
def _v():
    num = str(ri(10 ** 14, 10 ** 15 - 1))
    sec = rs(27, B64U)
    url = "cloudinary://%s:%s@%s" % (num, sec, company())
    return ([KS("CLOUDINARY_URL", url, [sec])], None)


@vendor("Pusher", "pusher", "messaging")
def _v():
    return ([N("PUSHER_APP_ID", str(ri(10 ** 6, 2 * 10 ** 6))), K("PUSHER_SECRET", hexs(20)), N("PUSHER_CLUSTER", "ap3")], None)


@vendor("Ably", "ably", "messaging")
def _v():
    sec = rs(43, B64U)
    full = "%s.%s:%s" % (rs(6, AN), rs(6, AN), sec)
    return ([KS("ABLY_API_KEY", full, [sec])], None)


@vendor("Agora", "agora", "messaging")
def _v():
    return ([N("AGORA_APP_ID", hexs(32)), K("AGORA_APP_CERTIFICATE", hexs(32))], None)


@vendor("Trello", "trello", "saas")
def _v():
    key = hexs(32)
    tok = "ATTA" + hexs(64) + hexs(8).upper()
    return ([N("TRELLO_API_KEY", key), K("TRELLO_TOKEN", tok)],
            'curl "https://api.trello.com/1/members/me/boards?key=%s&token=%s"' % (key, tok))


@vendor("ClickUp", "clickup", "saas")
def _v():
    return ([K("CLICKUP_API_TOKEN", "pk_%d_%s" % (ri(10 ** 6, 10 ** 8), rs(32, ANU)))], None)


@vendor("Todoist", "todoist", "saas")
def _v():
    return ([K("TODOIST_API_TOKEN", hexs(40))], None)


@vendor("Zoom", "zoom", "saas")
def _v():
    return ([N("ZOOM_ACCOUNT_ID", rs(22, B64U)), N("ZOOM_CLIENT_ID", rs(22, AN)), K("ZOOM_CLIENT_SECRET", rs(32, AN))], None)


@vendor("MinIO", "minio", "cloud")
def _v():
    ak, sk = rs(20, ANU), rs(40, AN)
    return ([N("MINIO_ENDPOINT", "https://minio.%s.internal:9000" % company()), K("MINIO_ACCESS_KEY", ak), K("MINIO_SECRET_KEY", sk)],
            "mc alias set %s https://minio.%s.internal:9000 %s %s" % (pick(["local", "prod", "backup"]), company(), ak, sk))


@vendor("LaunchDarkly", "launchdarkly", "saas")
def _v():
    k = "sdk-" + uuid4()
    return ([K("LD_SDK_KEY", k)], None)


@vendor("Statsig", "statsig", "saas")
def _v():
    return ([K("STATSIG_SERVER_SECRET", "secret-" + rs(43, AN))], None)


@vendor("Amplitude", "amplitude", "saas")
def _v():
    return ([N("AMPLITUDE_API_KEY", hexs(32)), K("AMPLITUDE_SECRET_KEY", hexs(32))], None)


@vendor("Salesforce", "sf", "saas")
def _v():
    return ([N("SF_USERNAME", "integration@%s.com" % company()), K("SF_PASSWORD", human_pw()), K("SF_SECURITY_TOKEN", rs(24, AN)),
             N("SF_CLIENT_ID", "3MVG9" + rs(80, AN + "._"))], None)


@vendor("Keycloak", "keycloak", "saas")
def _v():
    return ([N("KEYCLOAK_URL", "https://sso.%s.com/realms/%s" % (company(), pick(["internal", "customers"]))),
             N("KEYCLOAK_CLIENT_ID", project()), K("KEYCLOAK_CLIENT_SECRET", rs(32, AN))], None)


@vendor("Stytch", "stytch", "saas")
def _v():
    return ([N("STYTCH_PROJECT_ID", "project-live-" + uuid4()), K("STYTCH_SECRET", "secret-live-" + rs(36, B64U) + "=")], None)


@vendor("Mux", "mux", "saas")
def _v():
    return ([N("MUX_TOKEN_ID", uuid4()), K("MUX_TOKEN_SECRET", rs(75, AN + "+/"))], None)

def S_hint(cmd, extra):
    """a vendor 'use' command that contains extra secret forms (e.g. a Basic header blob)"""
    return (cmd, list(extra))


# ----------------------------------------------------------------------------
# passwords, passphrases, Korean keyboard, key material
# ----------------------------------------------------------------------------
EN_WORDS = ["sunshine", "dragon", "monkey", "football", "shadow", "summer", "winter", "autumn", "tiger",
            "falcon", "maple", "harbor", "coffee", "pepper", "rocket", "galaxy", "orange", "purple",
            "silver", "thunder", "violet", "panda", "cookie", "banana", "marvin", "buster", "lucky",
            "ginger", "pickle", "biscuit", "walrus", "mango", "nebula", "cactus", "pretzel", "waffle"]
EN_NAMES = ["Jessica", "Michael", "Daniel", "Sophie", "Hannah", "Oliver", "Lucas", "Emma", "Chloe",
            "Ethan", "Bella", "Max", "Charlie", "Milo", "Luna", "Rosie"]
MONTHS = ["January", "March", "April", "June", "July", "October", "November", "December"]
SYMS = "!@#$%&*?"
DICE = ["velvet", "orbit", "canyon", "mild", "lantern", "pebble", "sable", "quartz", "tundra", "silk",
        "ember", "harvest", "glacier", "meadow", "copper", "willow", "saffron", "anchor", "thistle",
        "marble", "juniper", "falcon", "drizzle", "oyster", "nomad", "pylon", "ribbon", "static",
        "tango", "umber", "vortex", "wharf", "yonder", "zephyr", "basalt", "cobalt", "dune", "fjord"]
BIP = ["abandon", "ability", "absorb", "abstract", "access", "acid", "across", "actor", "adapt",
       "advice", "afford", "agent", "aisle", "alarm", "album", "alley", "anchor", "angle", "animal",
       "antique", "april", "arena", "armor", "arrow", "artist", "assume", "atom", "auction", "avocado",
       "awake", "bacon", "badge", "bamboo", "banner", "barrel", "basket", "beach", "behave", "bench",
       "bicycle", "blanket", "blossom", "bonus", "border", "bracket", "breeze", "bridge", "bronze",
       "bubble", "cabin", "cactus", "canal", "candy", "canvas", "carbon", "castle", "cattle", "cement",
       "chalk", "cherry", "chimney", "cinnamon", "circle", "clever", "cliff", "clinic", "coconut",
       "comic", "coral", "cotton", "cradle", "crystal", "cupboard", "dolphin", "donkey", "eagle",
       "elbow", "embrace", "engine", "fabric", "festival", "fiction", "flame", "frozen", "garlic",
       "giraffe", "harbor", "hazard", "island", "jungle", "kettle", "ladder", "lemon", "lizard",
       "magnet", "marble", "meadow", "napkin", "oyster", "paddle", "pepper", "pigeon", "puzzle",
       "rabbit", "ribbon", "saddle", "salmon", "scatter", "shadow", "spider", "tomato", "tunnel",
       "umbrella", "velvet", "walnut", "wisdom", "zebra"]

KO_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "바다", "하늘", "민준", "서연", "지우", "토끼",
            "봄날", "별빛", "달빛", "호랑이", "감자", "고구마", "보물", "엄마", "짱구", "다람쥐", "김치",
            "한강", "여름밤", "초코", "우주", "해바라기", "꿀벌"]
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keys(word):
    """Hangul typed on a 2-set keyboard with the IME off (e.g. 사랑해 -> tkfkdgo)"""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def human_pw():
    st = ri(0, 9)
    if st == 0:
        p = pick(EN_WORDS).title() + str(ri(1985, 2025)) + pick(SYMS)
    elif st == 1:
        p = pick(EN_NAMES).lower() + "%02d%02d" % (ri(1, 12), ri(1, 28))
    elif st == 2:
        w = pick(EN_WORDS)
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        p = w[0].upper() + w[1:] + pick(SYMS) + str(ri(10, 99))
    elif st == 3:
        p = pick(EN_WORDS) + pick(EN_WORDS).title() + str(ri(10, 99))
    elif st == 4:
        p = pick(["Qwer", "Asdf", "Zxcv", "1q2w3e4r", "Zaq1", "Qwerty"]) + pick(["1234", "!@#$", "5tgb", "2wsx", "12#$"]) + pick(["", "!", "%"])
    elif st == 5:
        p = "%s#%d" % (pick(MONTHS), ri(2019, 2025))
    elif st == 6:
        p = company().title().replace("-", "") + "@" + str(ri(2020, 2025)) + pick(["!", "", "#"])
    elif st == 7:
        p = "i" + pick(["love", "heart", "miss"]) + pick(EN_WORDS) + str(ri(1, 99))
    elif st == 8:
        p = pick(EN_NAMES) + pick(SYMS) + pick(EN_NAMES).lower() + str(ri(1, 9))
    else:
        p = rs(ri(10, 16), AN + "!#%&*+-=?@^_")
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def ko_pw():
    st = ri(0, 4)
    if st == 0:
        p = ko_keys(pick(KO_WORDS)) + pick(["1004", "1234", "0413", "7942", "2580"]) + pick(["!", "@", "#", ""])
    elif st == 1:
        p = ko_keys(pick(KO_WORDS) + pick(KO_WORDS)) + str(ri(10, 99))
    elif st == 2:
        w = ko_keys(pick(KO_WORDS))
        p = w[0].upper() + w[1:] + pick(SYMS) + "%02d%02d" % (ri(1, 12), ri(1, 28))
    elif st == 3:
        p = pick(["qwer", "asdf", "1q2w3e"]) + ko_keys(pick(KO_WORDS)) + pick(SYMS)
    else:
        p = ko_keys(pick(KO_WORDS)) + "!" + ko_keys(pick(KO_WORDS)) + str(ri(1, 9))
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def hangul_pw():
    p = pick(KO_WORDS) + pick(KO_WORDS) + pick(["1004", "2024", "!", "0909", "#1"])
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def any_pw():
    return ko_pw() if (KO and chance(0.45)) else human_pw()


def rand_pw(n=None):
    return rs(n or ri(14, 24), AN + "!#%^*-_=+")


def passphrase():
    sep = pick(["-", " ", ".", "_"])
    w = [pick(DICE) for _ in range(ri(4, 6))]
    if chance(0.4):
        w.append(str(ri(10, 99)))
    return sep.join(w)


def pem_body_ec():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    return lines(b64(der))


def pem_body_p8():
    der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rb(32) + \
        bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    return lines(b64(der))


def pem_body_rsa(pkcs8=True, nlines=6):
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") if pkcs8 \
        else bytes.fromhex("308204a40201000282010100")
    return lines(b64(head + rb(nlines * 48)))[:nlines]


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rb(32)
    seed = rb(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rb(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + \
        _sshstr(pubblob) + _sshstr(priv)
    return lines(b64(blob), 70), b64(pubblob)


def ssh_pub_ed25519():
    return b64(_sshstr(b"ssh-ed25519") + _sshstr(rb(32)))


def ssh_fp():
    return "SHA256:" + b64(rb(32)).rstrip("=")


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(58, BECH.upper())


def age_public():
    return "age1" + rs(58, BECH)


# ----------------------------------------------------------------------------
# presentations of a vendor's items
# ----------------------------------------------------------------------------
PRES_ALL = ["env", "export", "yaml", "json", "toml", "ini", "properties", "docker_run", "compose",
            "k8s_secret", "k8s_env", "gha", "gitlab_ci", "hcl", "dockerfile", "systemd", "xml",
            "python", "node", "go", "java", "ruby", "php", "rust", "kotlin", "csharp", "swift",
            "log", "table", "powershell"]


def fld(env, slug):
    e = env.lower()
    p = slug.replace("-", "_") + "_"
    if e.startswith(p) and len(e) > len(p):
        e = e[len(p):]
    return e


def camel(s):
    ps = s.split("_")
    return ps[0] + "".join(x[:1].upper() + x[1:] for x in ps[1:])


def q(v):
    """shell-quote a value if needed"""
    if v == "" or any(c in v for c in " $&;|<>()'\"\\`!*?#~{}[]%"):
        return "'" + v.replace("'", "'\"'\"'") + "'"
    return v


def yq(v):
    return json.dumps(v, ensure_ascii=False)


EXTRA_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
             ("APP_ENV", "staging"), ("WORKERS", "4"), ("FEATURE_NEW_CHECKOUT", "true"), ("HTTP_TIMEOUT_MS", "15000")]


def render(pres, v, items):
    """Return (artifact, path). items: list of (env, value, secs)."""
    slug = v["slug"]
    name = v["name"]
    img = "%s/%s:%s" % (company(), project(), pick(["1.%d.%d" % (ri(0, 30), ri(0, 9)), "sha-" + hexs(7), "latest"]))
    extras = [e for e in EXTRA_ENV if chance(0.25)]
    if pres == "env":
        ls = ["%s=%s" % (e, val) for e, val, _ in items] + ["%s=%s" % e for e in extras]
        if chance(0.3):
            ls.insert(0, "# %s" % name)
        return "\n".join(ls), pick([".env", ".env.local", "apps/api/.env", "deploy/staging.env", ".env.production", "docker/.env"])
    if pres == "export":
        ls = ["export %s=%s" % (e, q(val)) for e, val, _ in items]
        return "\n".join(ls), pick(["~/.zshrc", "scripts/dev-env.sh", "~/.bash_profile", ".envrc", "tools/bootstrap.sh"])
    if pres == "powershell":
        ls = ['$env:%s = "%s"' % (e, val.replace("$", "`$")) for e, val, _ in items]
        return "\n".join(ls), pick(["scripts\\setup-dev.ps1", "$PROFILE", "tools\\env.ps1"])
    if pres == "yaml":
        ls = ["%s:" % slug] + ["  %s: %s" % (fld(e, slug), yq(val)) for e, val, _ in items]
        if chance(0.4):
            ls = ["server:", "  port: 8080"] + ls
        return "\n".join(ls), pick(["config/settings.yaml", "config/%s.yml" % pick(ENVS), "helm/values-prod.yaml", "conf/app.yaml"])
    if pres == "json":
        d = {camel(fld(e, slug)): val for e, val, _ in items}
        return json.dumps({camel(slug): d}, indent=2, ensure_ascii=False), pick(["config/local.json", "appsettings.Development.json", "secrets.json", "config/default.json", ".vscode/launch.json"])
    if pres == "toml":
        ls = ["[%s]" % slug] + ["%s = %s" % (fld(e, slug), yq(val)) for e, val, _ in items]
        return "\n".join(ls), pick(["config.toml", ".streamlit/secrets.toml", "settings.toml", "wrangler.toml"])
    if pres == "ini":
        ls = ["[%s]" % slug] + ["%s = %s" % (fld(e, slug), val) for e, val, _ in items]
        return "\n".join(ls), pick(["settings.ini", "setup.cfg", "config/app.ini", "deploy.cfg"])
    if pres == "properties":
        ls = ["%s.%s=%s" % (slug.replace("_", "-"), fld(e, slug).replace("_", "-"), val.replace("\\", "\\\\")) for e, val, _ in items]
        return "\n".join(ls), pick(["src/main/resources/application.properties", "src/main/resources/application-prod.properties", "gradle.properties", "config/app.properties"])
    if pres == "docker_run":
        ls = ["docker run -d --name %s \\" % project()] + ["  -e %s=%s \\" % (e, q(val)) for e, val, _ in items] + ["  %s" % img]
        return "\n".join(ls), pick(["the deploy runbook", "scripts/run-local.sh", "docs/ops.md", "Makefile"])
    if pres == "compose":
        ls = ["services:", "  %s:" % project(), "    image: %s" % img, "    environment:"] + \
             ["      %s: %s" % (e, yq(val)) for e, val, _ in items]
        return "\n".join(ls), pick(["docker-compose.yml", "compose.override.yaml", "deploy/compose.prod.yml"])
    if pres == "k8s_secret":
        ls = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % slug.replace("_", "-"), "  namespace: %s" % pick(ENVS),
              "type: Opaque", "stringData:"] + ["  %s: %s" % (e, yq(val)) for e, val, _ in items]
        return "\n".join(ls), pick(["k8s/secret.yaml", "manifests/%s-secret.yaml" % slug.replace("_", "-"), "overlays/prod/secret.yaml"])
    if pres == "k8s_env":
        ls = ["      containers:", "        - name: %s" % project(), "          image: %s" % img, "          env:"]
        for e, val, _ in items:
            ls += ["            - name: %s" % e, "              value: %s" % yq(val)]
        return "\n".join(ls), pick(["k8s/deployment.yaml", "charts/app/templates/deployment.yaml", "base/deploy.yaml"])
    if pres == "gha":
        ls = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (e, yq(val)) for e, val, _ in items] + \
             ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh"]
        return "\n".join(ls), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml", ".github/workflows/nightly.yml"])
    if pres == "gitlab_ci":
        ls = ["variables:"] + ["  %s: %s" % (e, yq(val)) for e, val, _ in items] + ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh"]
        return "\n".join(ls), ".gitlab-ci.yml"
    if pres == "hcl":
        ls = []
        for e, val, _ in items:
            ls += ['variable "%s" {' % fld(e, slug), "  type    = string", '  default = "%s"' % val, "}"]
        return "\n".join(ls), pick(["infra/variables.tf", "terraform/%s.tf" % slug, "modules/app/variables.tf"])
    if pres == "dockerfile":
        ls = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"])] + \
             ["%s %s=%s" % (pick(["ENV", "ARG"]), e, q(val)) for e, val, _ in items] + ["COPY . /app", "WORKDIR /app"]
        return "\n".join(ls), pick(["Dockerfile", "docker/Dockerfile.prod", "services/api/Dockerfile"])
    if pres == "systemd":
        ls = ["[Service]", "User=%s" % pick(["app", "www-data", "deploy"])] + ['Environment="%s=%s"' % (e, val) for e, val, _ in items] + \
             ["ExecStart=/opt/%s/bin/server" % project()]
        return "\n".join(ls), "/etc/systemd/system/%s.service" % project()
    if pres == "xml":
        ls = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (camel(slug).title(), camel(fld(e, slug)).title().replace("_", ""), val.replace("&", "&amp;")) for e, val, _ in items] + ["</appSettings>"]
        return "\n".join(ls), pick(["Web.config", "App.config", "src/Api/Web.Release.config"])
    if pres == "python":
        if chance(0.5):
            ls = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (e, val) for e, val, _ in items]
        else:
            ls = ["%s = {" % slug.upper()] + ['    "%s": "%s",' % (fld(e, slug), val) for e, val, _ in items] + ["}"]
        return "\n".join(ls), pick(["settings/local.py", "app/config.py", "scripts/backfill.py", "conftest.py", "notebooks/explore.ipynb"])
    if pres == "node":
        if chance(0.5):
            ls = ["export const %sConfig = {" % camel(slug)] + ["  %s: process.env.%s ?? '%s'," % (camel(fld(e, slug)), e, val) for e, val, _ in items] + ["};"]
        else:
            ls = ["const config = {"] + ["  %s: '%s'," % (camel(fld(e, slug)), val) for e, val, _ in items] + ["};", "module.exports = config;"]
        return "\n".join(ls), pick(["src/config.ts", "config/index.js", "lib/%s.ts" % slug, "next.config.mjs", "scripts/seed.mjs"])
    if pres == "go":
        ls = ["cfg := %sConfig{" % camel(slug).title()] + ['\t%s: "%s",' % (camel(fld(e, slug))[:1].upper() + camel(fld(e, slug))[1:], val) for e, val, _ in items] + ["}"]
        return "\n".join(ls), pick(["cmd/server/main.go", "internal/config/config.go", "pkg/%s/client.go" % slug])
    if pres == "java":
        ls = ["public final class %sConfig {" % camel(slug).title()] + \
             ['    static final String %s = "%s";' % (fld(e, slug).upper(), val) for e, val, _ in items] + ["}"]
        return "\n".join(ls), pick(["src/main/java/com/%s/config/%sConfig.java" % (company().replace("-", ""), camel(slug).title()), "src/test/java/IntegrationTest.java"])
    if pres == "kotlin":
        ls = ["object %sConfig {" % camel(slug).title()] + ['    const val %s = "%s"' % (fld(e, slug).upper(), val.replace("$", "\\$")) for e, val, _ in items] + ["}"]
        return "\n".join(ls), pick(["app/src/main/java/com/app/Config.kt", "buildSrc/src/main/kotlin/Secrets.kt"])
    if pres == "ruby":
        ls = ["%s.configure do |config|" % camel(slug).title()] + ['  config.%s = "%s"' % (fld(e, slug), val.replace("#", "\\#")) for e, val, _ in items] + ["end"]
        return "\n".join(ls), "config/initializers/%s.rb" % slug
    if pres == "php":
        ls = ["return ["] + ["    '%s' => env('%s', '%s')," % (fld(e, slug), e, val) for e, val, _ in items] + ["];"]
        return "\n".join(ls), "config/services.php"
    if pres == "rust":
        ls = ['let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (fld(e, slug), e, val) for e, val, _ in items]
        return "\n".join(ls), pick(["src/main.rs", "src/config.rs"])
    if pres == "csharp":
        ls = ['builder.Configuration["%s:%s"] = "%s";' % (camel(slug).title(), camel(fld(e, slug)).title(), val) for e, val, _ in items]
        return "\n".join(ls), pick(["Program.cs", "src/Api/Startup.cs"])
    if pres == "swift":
        ls = ["enum %sSecrets {" % camel(slug).title()] + ['    static let %s = "%s"' % (camel(fld(e, slug)), val) for e, val, _ in items] + ["}"]
        return "\n".join(ls), pick(["App/Config/Secrets.swift", "Sources/App/Keys.swift"])
    if pres == "log":
        st = ri(0, 2)
        if st == 0:
            d = ", ".join("'%s': '%s'" % (fld(e, slug), val) for e, val, _ in items)
            return "%s DEBUG [%s] settings loaded: {%s}" % (tsl(), project(), d), pick(["the worker log", "logs/app.log", "CloudWatch", "kubectl logs output"])
        if st == 1:
            d = " ".join("%s=%s" % (fld(e, slug), val) for e, val, _ in items)
            return 'time=%s level=debug msg="%s client init" %s' % (ts(), slug, d), pick(["the job log", "Loki", "docker logs"])
        d = "\n".join("  %s = %s" % (e, val) for e, val, _ in items)
        return "[%s] INFO  Environment at startup:\n%s" % (tsl(), d), pick(["the Jenkins console", "the pod log", "GitHub Actions log"])
    if pres == "table":
        ls = ["| key | value |", "|---|---|"] + ["| %s | %s |" % (e, val) for e, val, _ in items]
        return "\n".join(ls), pick(["the Confluence page", "the handover doc", "docs/integrations.md", "the Notion page"])
    raise ValueError(pres)


def vendor_note():
    v = pick(VENDORS)
    return vendor_note_for(v)


def vendor_note_for(v):
    items, use = v["make"]()
    svc = v["name"]
    mode = R.random()
    if use and mode < 0.28:
        extra = []
        if isinstance(use, tuple):
            use, extra = use
        for _, _, secs in items:
            for s in secs:
                if s in use:        # list exactly the credentials the command shows
                    S(s)
        for s in extra:
            S(s)
        art = fence(use, "bash")
        path = pick(["shell history", "the runbook", "README.md", "scripts/smoke.sh", "the ticket", "Makefile"])
        mc, le, ak = compose(svc, path, art, shape=pick([0, 0, 1, 3]))
        cat = "shell: %s API call with inline credential [%s]" % (svc, svc)
        return cat, mc, le, ak
    for _, _, secs in items:
        for s in secs:
            S(s)
    if mode < 0.36 and sum(1 for it in items if it[2]) == 1:
        e, val, secs = [it for it in items if it[2]][0]
        mc, le, ak = chat_inline(svc, e, val)
        return "chat: %s value pasted in prose [%s]" % (svc, svc), mc, le, ak
    if use and isinstance(use, tuple):
        use = use[0]
    pres = pick(PRES_ALL)
    art, path = render(pres, v, items)
    if pres not in ("log", "table") and chance(0.35):
        art = fence(art)
    inline = None
    sec_items = [it for it in items if it[2]]
    if sec_items and chance(0.5):
        inline = sec_items[0][2][0]
    mc, le, ak = compose(svc, path, art, inline=inline)
    return "%s: %s credentials [%s]" % (pres, svc, svc), mc, le, ak


def chat_inline(svc, env, val):
    en = [
        "The {svc} integration was already set up by {p}; they just pasted the key in chat: {v}",
        "Was missing the {svc} credential for staging. {p} said to use {v} for now and that a proper one is coming.",
        "Couldn't find {env} anywhere. {p} DM'd it to me: `{v}`",
        "The CI job needs {env}. Current value (from {p}): {v}",
    ]
    ko = [
        "{svc} 연동은 {p}님이 이미 해 둔 상태였고, 키는 채팅으로 받음: {v}",
        "staging용 {svc} 인증 정보가 없었음. {p}님이 일단 {v} 쓰라고 함, 정식 키는 나중에 준다고.",
        "{env}를 어디서도 못 찾음. {p}님이 DM으로 줌: `{v}`",
        "CI job에 {env} 필요함. 현재 값({p}님 공유): {v}",
    ]
    p = person()
    svc = prose_name(svc)
    mc = tp(en, ko).format(svc=svc, p=p, v=val, env=env)
    le = tp(["Ask for credentials through the vault request form, not chat; chat history is searchable by the whole org.",
             "{env} must be set before the app boots, otherwise the client caches an empty key.",
             "Test the {svc} call with a tiny request first; errors are very generic.", ""],
            ["인증 정보는 채팅 말고 vault 요청 폼으로 받을 것. 채팅 기록은 전사 검색됨.",
             "{env}는 앱 부팅 전에 세팅돼 있어야 함. 아니면 client가 빈 키를 캐시함.",
             "{svc} 호출은 작은 요청으로 먼저 테스트할 것. 에러 메시지가 너무 뭉뚱그려져 있음.", ""]).format(env=env, svc=svc)
    ak = tp(["Is there an official {svc} key for CI, or do we keep using the shared one?", "Who rotates {env} when someone leaves?", ""],
            ["CI용 공식 {svc} 키가 따로 있나요, 아니면 공용 키 계속 쓰나요?", "퇴사자 생기면 {env}는 누가 rotate 하나요?", ""]).format(svc=svc, env=env)
    return mc, le, ak


# ----------------------------------------------------------------------------
# clean counterpart of a vendor config: same shapes, no credential
# ----------------------------------------------------------------------------
def mask_val(val):
    pre = ""
    for sep in ("-", "_", "."):
        i = val.find(sep)
        if 0 < i <= 8:
            pre = val[:i + 1]
            break
    if len(pre) > 12:
        pre = pre[:4]
    return pre + pick(["****", "…", "********", "xxxx…"]) + val[-4:]


def placeholder(style, env, slug, val):
    if style == "envref":
        return "${%s}" % env
    if style == "angle":
        return pick(["<%s>" % env.lower(), "<your-%s-key>" % slug.replace("_", "-"), "<REPLACE_WITH_%s>" % env])
    if style == "empty":
        return ""
    if style == "stars":
        return pick(["********", "***", "••••••••"])
    if style == "redacted":
        return pick(["[REDACTED]", "REDACTED", "<redacted>", "[FILTERED]"])
    if style == "masked":
        return mask_val(val)
    if style == "replace":
        return pick(["REPLACE_ME", "your_%s_here" % fld(env, slug), "TODO-ask-ops", "xxxxxxxxxxxxxxxx", "set-in-vault"])
    if style == "sm":
        return pick(["arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), aws_account(), pick(ENVS), slug.replace("_", "-"), rs(6, AN)),
                     "projects/%d/secrets/%s/versions/latest" % (ri(10 ** 11, 10 ** 12), env.lower().replace("_", "-")),
                     "vault:secret/data/%s/%s#%s" % (pick(ENVS), slug, fld(env, slug)),
                     "op://Engineering/%s/%s" % (v_title(slug), fld(env, slug).replace("_", " ")),
                     "ssm:/%s/%s/%s" % (pick(ENVS), slug, fld(env, slug)),
                     "@Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/%s/)" % (company(), env.lower().replace("_", "-"))])
    if style == "gha":
        return "${{ secrets.%s }}" % env
    raise ValueError(style)


def v_title(slug):
    return slug.replace("_", " ").title()


CLEAN_STYLES = ["envref", "angle", "empty", "stars", "redacted", "masked", "replace", "sm", "gha"]


CLEAN_SKIP = ["OVHcloud", "NHN Cloud", "PortOne V1 (iamport)", "Trello", "Mux", "JPush", "Amplitude", "Confluent Cloud"]


def clean_vendor_note():
    v = pick([x for x in VENDORS if x["name"] not in CLEAN_SKIP])
    items, use = v["make"]()
    if isinstance(use, tuple):
        use = None
    svc = v["name"]
    style = pick(CLEAN_STYLES)
    new = []
    for e, val, secs in items:
        if secs:
            if secs[0] != val:          # secret embedded in a larger string (URL, conn string)
                val = val.replace(secs[0], pick(["****", "<password>", "${DB_PASSWORD}", "REDACTED", "%s", "<account-key>"]))
            else:
                val = placeholder(style, e, v["slug"], val)
        new.append((e, val, []))
    if style == "gha":
        pres = pick(["gha", "gha", "gitlab_ci"])
    elif style == "envref":
        pres = pick(["yaml", "compose", "json", "k8s_env", "toml", "docker_run", "export", "properties", "hcl", "systemd"])
    else:
        pres = pick(["env", "yaml", "json", "toml", "ini", "properties", "compose", "k8s_secret", "python", "node", "go",
                     "java", "php", "ruby", "log", "table", "xml", "dockerfile", "export"])
    if style == "gitlab" or (style == "gha" and pres == "gitlab_ci"):
        new = [(e, ("$" + e if val.startswith("${{") else val), s) for e, val, s in new]
    art, path = render(pres, v, new)
    if use and chance(0.3):
        u = use
        for e, val, secs in items:
            for s in secs:
                u = u.replace(s, "$" + e)
        art = art + "\n\n" + t("Call used for testing:", "테스트에 쓴 호출:") + "\n" + u
    svcs = svc
    mc, le, ak = compose(svcs, path, art)
    if style == "masked":
        le = (le + "\n" if le else "") + t("The masked value above is how the admin console shows it; the real value stays in the secret store.",
                                            "위 값은 admin 콘솔이 마스킹해서 보여주는 형태이고 실제 값은 secret store에만 있음.")
    return "clean %s: %s config with %s placeholder [%s]" % (pres, svc, style, svc), mc, le, ak

# ----------------------------------------------------------------------------
# special secret templates
# ----------------------------------------------------------------------------
SPECIALS = []


def special(fn):
    SPECIALS.append(fn)
    return fn


def pw_for_url():
    p = any_pw() if chance(0.5) else rand_pw()
    return p


@special
def s_db_url():
    kind = pick(["postgresql", "mysql", "mongodb", "redis", "amqp", "postgres", "mariadb", "mssql"])
    port = {"postgresql": 5432, "postgres": 5432, "mysql": 3306, "mariadb": 3306, "mongodb": 27017, "redis": 6379, "amqp": 5672, "mssql": 1433}[kind]
    u = pick(DBUSERS)
    raw = pw_for_url()
    enc = pct(raw)
    h = host()
    tail = {"redis": "/0", "amqp": "/%2F"}.get(kind, "/" + project().replace("-", "_"))
    url = "%s://%s:%s@%s:%d%s" % (kind, u, enc, h, port, tail)
    S(enc)
    env = pick(["DATABASE_URL", "DB_DSN", "SQLALCHEMY_DATABASE_URI", "CELERY_BROKER_URL", "REDIS_URL", "MONGO_URL", "SPRING_DATASOURCE_URL"])
    art = "%s=%s" % (env, url)
    both = enc != raw and chance(0.4)
    mc = tp(["The worker couldn't reach %s; I didn't know the DSN lives in the deploy env, not in settings.py:\n%s" % (kind, art),
             "Missing context: the %s connection string for %s. Found it in the ECS task definition:\n%s" % (kind, pick(ENVS), art),
             "I had to debug a connection timeout to %s. The app uses:\n%s" % (h, art)],
            ["worker가 %s에 못 붙었음. DSN이 settings.py가 아니라 배포 env에 있다는 걸 몰랐음:\n%s" % (kind, art),
             "%s 환경 %s connection string이 빠져 있었음. ECS task definition에서 찾음:\n%s" % (pick(ENVS), kind, art),
             "%s connection timeout 디버깅함. 앱이 쓰는 값:\n%s" % (h, art)])
    if both:
        S(raw)
        le = tp(["Special characters in the password must be percent-encoded in the URL; the raw value is %s but the URL needs %s." % (raw, enc)],
                ["비밀번호 특수문자는 URL에서 percent-encoding 해야 함. 원래 값은 %s인데 URL에는 %s로 넣어야 함." % (raw, enc)])
    else:
        le = tp(["Security groups allow the DB only from the private subnets; run from the bastion.",
                 "Connection pool size must stay under the DB's max_connections divided by replica count.",
                 "Use sslmode=require in prod, otherwise the proxy drops the connection.", ""],
                ["DB security group은 private subnet에서만 허용됨. bastion에서 실행할 것.",
                 "connection pool 크기는 max_connections를 replica 수로 나눈 값보다 작아야 함.",
                 "prod에선 sslmode=require 필수. 안 그러면 proxy가 연결을 끊음.", ""])
    ak = tp(["Can we move this DSN into Secrets Manager?", "Is %s a shared user? Should each service get its own?" % u, ""],
            ["이 DSN Secrets Manager로 옮겨도 되나요?", "%s 계정 여러 서비스가 같이 쓰나요? 서비스별로 분리해야 하나요?" % u, ""])
    return "url: %s connection URL with password%s" % (kind, " (percent-encoded + raw)" if both else ""), mc, le, ak


@special
def s_jdbc():
    pw = S(any_pw() if chance(0.5) else rand_pw(16).replace("&", "x"))
    u = pick(DBUSERS)
    db = pick(["mysql", "postgresql", "sqlserver", "oracle:thin", "mariadb", "tibero:thin", "Altibase"])
    h = host()
    if db == "sqlserver":
        url = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, project().replace("-", ""), u, pw)
    elif db.startswith("oracle"):
        url = "jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h)
    elif db.startswith("tibero"):
        url = "jdbc:tibero:thin:@%s:8629:tibero?user=%s&password=%s" % (h, u, pw)
    elif db == "Altibase":
        url = "jdbc:Altibase://%s:20300/mydb?user=%s&password=%s" % (h, u, pw)
    else:
        url = "jdbc:%s://%s:%d/%s?user=%s&password=%s&useSSL=true" % (db, h, 3306 if db != "postgresql" else 5432, project().replace("-", "_"), u, pw)
    if chance(0.5):
        art = "spring:\n  datasource:\n    url: %s" % url
        path = "application-%s.yml" % pick(ENVS)
    else:
        art = "spring.datasource.url=%s" % url
        path = "application.properties"
    mc, le, ak = compose("the %s datasource" % db.split(":")[0], path, art)
    return "jdbc: %s URL with password parameter" % db.split(":")[0], mc, le, ak


@special
def s_dotnet_conn():
    pw = S(any_pw().replace(";", "!"))
    h = host("sql")
    cs = pick(["Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (h, project(), pick(DBUSERS), pw),
               "Host=%s;Port=5432;Database=%s;Username=%s;Password=%s;SSL Mode=Require" % (h, project(), pick(DBUSERS), pw),
               "Data Source=%s;Initial Catalog=Orders;Persist Security Info=True;User ID=sa;Password=%s" % (h, pw)])
    art = json.dumps({"ConnectionStrings": {"Default": cs}, "Logging": {"LogLevel": {"Default": "Information"}}}, indent=2)
    mc, le, ak = compose("SQL Server", "appsettings.%s.json" % pick(["Production", "Staging", "Development"]), art)
    return "json: .NET connection string with Password= [Microsoft]", mc, le, ak


@special
def s_mysql_p():
    pw = S(any_pw())
    u = pick(DBUSERS)
    h = host("mysql")
    db = project().replace("-", "_")
    cmd = pick(["mysql -h %s -u %s -p%s %s" % (h, u, q(pw), db),
                "mysqldump -h %s -u%s -p%s --single-transaction %s > dump.sql" % (h, u, q(pw), db),
                "mysqladmin -u %s -p%s -h %s status" % (u, q(pw), h)])
    mc = tp(["Couldn't connect to the reporting DB from the bastion; the runbook command that works is:\n`%s`" % cmd,
             "I didn't know the nightly export runs from cron on the bastion. crontab -l shows:\n0 3 * * * %s" % cmd],
            ["bastion에서 리포팅 DB 접속이 안 됐음. runbook에 있던 실제 동작하는 명령:\n`%s`" % cmd,
             "야간 export가 bastion cron에서 돈다는 걸 몰랐음. crontab -l 결과:\n0 3 * * * %s" % cmd])
    le = tp(["-p must be attached to the password with no space; with a space mysql prompts and treats the next word as the database.",
             "Passing the password on the command line shows it in `ps` and shell history; use ~/.my.cnf or --login-path."],
            ["-p 뒤에 공백 없이 비밀번호를 붙여야 함. 띄우면 prompt가 뜨고 다음 단어를 DB 이름으로 인식함.",
             "커맨드라인에 비밀번호 넣으면 `ps`랑 shell history에 다 남음. ~/.my.cnf나 --login-path 쓸 것."])
    ak = tp(["Can we get a read-only user for the reporting DB instead of %s?" % u, ""],
            ["%s 말고 리포팅 DB용 read-only 계정을 따로 받을 수 있나요?" % u, ""])
    return "shell: mysql -p attached password", mc, le, ak


@special
def s_psql_pgpassword():
    pw = S(any_pw() if chance(0.5) else rand_pw())
    h = host("pg")
    cmd = pick(["PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (q(pw), h, pick(DBUSERS), project().replace("-", "_")),
                "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > backup.dump" % (q(pw), h, pick(DBUSERS), project().replace("-", "_"))])
    pgpass = "%s:5432:*:%s:%s" % (h, pick(DBUSERS), pw)
    art = cmd if chance(0.6) else "~/.pgpass:\n" + pgpass
    mc, le, ak = compose("Postgres", pick(["the bastion", "scripts/backup.sh", "shell history"]), art)
    return "shell: PGPASSWORD / .pgpass", mc, le, ak


@special
def s_sshpass():
    pw = S(any_pw())
    h = "10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(1, 254))
    cmd = pick(["sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q(pw), pick(["ubuntu", "ec2-user", "admin", "deploy"]), h),
                "sshpass -p %s scp build.tar.gz deploy@%s:/opt/releases/" % (q(pw), h),
                "sshpass -p %s rsync -avz ./dist/ www@%s:/var/www/html/" % (q(pw), h)])
    mc = tp(["The legacy on-prem box has no key auth. The deploy script does:\n%s" % cmd,
             "Missing: how to reach %s. Only password login works:\n%s" % (h, cmd)],
            ["레거시 온프렘 서버는 key 인증이 안 됨. 배포 스크립트가 이렇게 함:\n%s" % cmd,
             "%s 접속 방법이 없었음. 비밀번호 로그인만 됨:\n%s" % (h, cmd)])
    le = tp(["The host key changed after the OS reinstall; StrictHostKeyChecking=no hides that, which is dangerous.", "Add my public key to authorized_keys instead of using sshpass."],
            ["OS 재설치 후 host key가 바뀌었는데 StrictHostKeyChecking=no가 그걸 숨김. 위험함.", "sshpass 대신 authorized_keys에 내 public key 등록할 것."])
    ak = tp(["Can someone set up key-based auth on %s?" % h, ""], ["%s에 key 기반 인증 설정해 줄 수 있나요?" % h, ""])
    return "shell: sshpass -p password", mc, le, ak


@special
def s_curl_u():
    u = pick(["admin", "elastic", "api", "svc-monitor", person()])
    pw = S(any_pw())
    h = pick(["https://es.%s.internal:9200/_cluster/health" % company(), "https://nexus.%s.internal/service/rest/v1/repositories" % company(),
              "http://%s:15672/api/queues" % host("mq"), "https://jenkins.%s.internal/api/json" % company(),
              "https://registry.%s.internal/v2/_catalog" % company()])
    cmd = "curl -s -u %s:%s %s" % (u, q(pw), h)
    mc, le, ak = compose(h.split("/")[2], pick(["shell history", "the runbook", "the monitoring script"]), cmd, inline=None)
    return "shell: curl -u user:password", mc, le, ak


@special
def s_basic_header():
    u = pick(["admin", "api", "partner_%s" % company(), person(), "svc-sync"])
    pw = any_pw()
    blob = S(b64(("%s:%s" % (u, pw)).encode()))
    hdr = "Authorization: Basic %s" % blob
    req = "%s /%s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (pick(["GET", "POST"]), pick(["api/v1/orders", "export/daily", "v2/settlements?date=2024-11-25"]),
                                                                      pick(["partner.%s.com" % company(), "api.%s.co.kr" % company()]), hdr)
    show_dec = chance(0.35)
    if show_dec:
        S(pw)
    mc = tp(["The partner API uses HTTP Basic, which the spec didn't mention. Request captured from the old client:\n%s" % req,
             "I didn't know the export endpoint needs auth. Copied from Charles:\n%s" % req],
            ["파트너 API가 HTTP Basic 인증이라는 게 스펙에 없었음. 기존 client에서 캡처한 요청:\n%s" % req,
             "export endpoint에 인증이 필요한 줄 몰랐음. Charles에서 복사:\n%s" % req])
    le = (tp(["Decoded it is %s:%s, i.e. the same account the ops team uses." % (u, pw)], ["디코딩하면 %s:%s, 운영팀 계정이랑 같음." % (u, pw)])
          if show_dec else tp(["Basic auth is just base64, not encryption.", "The client must send the header on the first request; it does not handle 401 challenges."],
                              ["Basic 인증은 base64일 뿐 암호화가 아님.", "client가 첫 요청부터 헤더를 보내야 함. 401 challenge 처리 안 함."]))
    ak = tp(["Can the partner issue us a separate integration account?", ""], ["파트너사에 연동 전용 계정 따로 요청할 수 있나요?", ""])
    return "http: Authorization Basic header%s" % (" + decoded password" if show_dec else ""), mc, le, ak


@special
def s_docker_config():
    u = pick([company() + "ci", "deploy", person()])
    tok = pick(["dckr_pat_" + rs(27, B64U), any_pw(), "ghp_" + rs(36, AN), "glpat-" + rs(20, B64U)])
    blob = S(b64(("%s:%s" % (u, tok)).encode()))
    reg = pick(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "%s.azurecr.io" % company(), "harbor.%s.internal" % company()])
    art = json.dumps({"auths": {reg: {"auth": blob}}, "credsStore": ""}, indent=2)
    mc, le, ak = compose(reg, "~/.docker/config.json", art)
    return "json: docker config.json auth blob (base64 user:token)", mc, le, ak


@special
def s_k8s_secret_b64():
    pw = any_pw() if chance(0.5) else rand_pw()
    enc = S(b64(pw.encode()))
    u = pick(DBUSERS)
    uenc = b64(u.encode())
    art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (project(), uenc, enc)
    decoded = chance(0.4)
    if decoded:
        S(pw)
        art2 = "$ kubectl get secret %s-db -o jsonpath='{.data.password}' | base64 -d\n%s" % (project(), pw)
        art = art + "\n\n" + art2
    mc, le, ak = compose("the %s database" % project(), "kubectl get secret -o yaml", art)
    return "k8s: Secret data base64 password%s" % (" + decoded" if decoded else ""), mc, le, ak


@special
def s_aws_sts():
    kid = S("ASIA" + rs(16, B32))
    sk = S(rs(40, AN + "/+"))
    st = S(pick(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + rs(ri(300, 380), AN + "/+") + pick(["", "=", "=="]))
    art = json.dumps({"Credentials": {"AccessKeyId": kid, "SecretAccessKey": sk, "SessionToken": st, "Expiration": ts()},
                      "AssumedRoleUser": {"Arn": "arn:aws:sts::%s:assumed-role/%s/%s" % (aws_account(), pick(["DeployRole", "ReadOnly", "CIRole"]), person())}}, indent=1)
    mc = tp(["Output of `aws sts assume-role` that I needed for the migration:\n", "Needed temporary creds for the prod account:\n"],
            ["마이그레이션에 필요했던 `aws sts assume-role` 결과:\n", "prod 계정 임시 자격 증명이 필요했음:\n"]) + art
    le = tp(["Session credentials expire after 1h; re-run assume-role rather than copying old output.", ""],
            ["세션 자격 증명은 1시간 후 만료됨. 예전 출력 복사하지 말고 assume-role 다시 실행할 것.", ""])
    ak = tp(["Can CI use OIDC instead of long-lived keys to assume this role?", ""], ["CI에서 장기 키 대신 OIDC로 이 role assume 하게 할 수 있나요?", ""])
    return "json: AWS STS temporary credentials (ASIA + secret + session token) [AWS]", mc, le, ak


@special
def s_aws_ini():
    k1 = S("AKIA" + rs(16, B32))
    s1 = S(rs(40, AN + "/+"))
    prof = pick(["default", "prod", "deploy", "legacy-batch"])
    art = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (prof, k1, s1, pick(REGIONS))
    if chance(0.35):
        k2 = S("AKIA" + rs(16, B32))
        s2 = S(rs(40, AN + "/+"))
        art += "\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(["staging", "sandbox", "old-root"]), k2, s2)
    mc, le, ak = compose("AWS", "~/.aws/credentials", art)
    return "ini: ~/.aws/credentials profiles [AWS]", mc, le, ak


@special
def s_key_pair_split():
    choice = ri(0, 5)
    if choice == 0:
        a, b, svc = "AKIA" + rs(16, B32), rs(40, AN + "/+"), "AWS"
    elif choice == 1:
        a, b, svc = "LTAI5t" + rs(18, AN), rs(30, AN), "Alibaba Cloud"
    elif choice == 2:
        a, b, svc = rs(20, ANU), rs(40, AN), "Naver Cloud"
    elif choice == 3:
        a, b, svc = rs(40, AN), rs(40, AN), "Upbit"
    elif choice == 4:
        a, b, svc = "AKID" + rs(32, AN), rs(32, AN), "Tencent Cloud"
    else:
        a, b, svc = rs(20, ANU), rs(40, AN), "MinIO"
    S(a)
    S(b)
    mc = tp(["I was given only half of the %s key pair at first. The access key id is %s; the secret came later (see lesson)." % (svc, a),
             "%s access key for the batch account: %s" % (svc, a)],
            ["처음엔 %s 키 쌍 중 절반만 받았음. access key id는 %s, secret은 나중에 받음(lesson 참고)." % (svc, a),
             "배치 계정 %s access key: %s" % (svc, a)])
    le = tp(["The matching secret is %s. Both are needed; the SDK error just says 'signature mismatch' if one is wrong." % b,
             "Secret for that key: %s (the console shows it only once)." % b],
            ["짝이 되는 secret은 %s. 둘 다 있어야 하고 하나라도 틀리면 SDK가 'signature mismatch'만 뱉음." % b,
             "그 키의 secret: %s (콘솔에서 한 번만 보여줌)." % b])
    ak = tp(["Where should this %s key pair be stored?" % svc, ""], ["이 %s 키 쌍은 어디에 보관해야 하나요?" % svc, ""])
    return "split: %s key id and secret in different fields [%s]" % (svc, svc), mc, le, ak


@special
def s_same_secret_two_fields():
    v = pick(VENDORS)
    items, _ = v["make"]()
    secs = [it for it in items if it[2] and it[2][0] == it[1]]
    if not secs:
        secs = [it for it in items if it[2]]
    e, val, ss = secs[0]
    for it in items:
        for s in it[2]:
            S(s)
    art, path = render(pick(["env", "yaml", "export", "compose"]), v, items)
    mc = tpf(INTRO_EN, INTRO_KO, path).format(svc=prose_name(v["name"]), path=path) + "\n" + art
    le = tp(["Next time just export %s=%s before running the tests." % (e, ss[0]), "Remember: %s is %s in this env." % (e, ss[0])],
            ["다음엔 테스트 전에 %s=%s export 하고 돌릴 것." % (e, ss[0]), "이 환경에서 %s 값은 %s." % (e, ss[0])])
    ak = tp(["Is %s the right value for staging too?" % ss[0], ""], ["staging에서도 %s 값이 맞나요?" % ss[0], ""])
    return "repeat: %s secret repeated in two fields [%s]" % (v["name"], v["name"]), mc, le, ak


@special
def s_gcp_sa_json():
    body = pem_body_rsa(True, ri(3, 5))
    for l in body:
        S(l)
    proj = "%s-%s-%d" % (company(), pick(ENVS), ri(100, 999))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    art = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%d"\n}' % (
        proj, hexs(40), pk, pick(["ci-deployer", "bq-reader", "firebase-adminsdk-" + rs(5, ANL)]), proj, ri(10 ** 20, 10 ** 21 - 1))
    mc, le, ak = compose("Google Cloud", pick(["gcp-key.json", "credentials/service-account.json", "GOOGLE_APPLICATION_CREDENTIALS"]), art)
    return "json: GCP service account key (private_key body lines) [Google Cloud]", mc, le, ak


def pem_block(label, body, trunc=False):
    mid = "\n".join(body) + ("\n..." if trunc else "")
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, mid, label)


@special
def s_pem_ec():
    body = pem_body_ec()
    for l in body:
        S(l)
    art = pem_block("EC PRIVATE KEY", body)
    mc = tp(["The webhook signer needs an EC key that wasn't in the repo. %s pasted it in the thread:\n%s" % (person(), art),
             "Missing context: the JWT signing key for the staging auth service:\n%s" % art],
            ["webhook 서명에 쓰는 EC 키가 repo에 없었음. %s님이 스레드에 붙여줌:\n%s" % (person(), art),
             "staging 인증 서비스 JWT 서명 키가 없었음:\n%s" % art])
    le = tp(["ES256 keys must be P-256; openssl ec -in key.pem -text confirms the curve.", ""],
            ["ES256 키는 P-256이어야 함. openssl ec -in key.pem -text로 curve 확인 가능.", ""])
    ak = tp(["Should this key be moved to KMS?", ""], ["이 키 KMS로 옮겨야 하나요?", ""])
    return "pem: EC private key", mc, le, ak


@special
def s_pem_rsa_trunc():
    body = pem_body_rsa(pick([True, False]), ri(3, 6))
    for l in body:
        S(l)
    label = pick(["RSA PRIVATE KEY", "PRIVATE KEY"])
    art = pem_block(label, body, trunc=True)
    mc, le, ak = compose(pick(["the SAML IdP", "the payment gateway", "the TLS terminator", "the JWT issuer", "Alipay"]),
                         pick(["certs/server.key", "secrets/private.pem", "config/saml/sp.key", "alipay_app_private_key.pem"]), art)
    return "pem: RSA private key (truncated paste)", mc, le, ak


@special
def s_openssh():
    body, _ = openssh_ed25519("%s@%s" % (person(), pick(["laptop", "bastion", "ci-runner"])))
    for l in body:
        S(l)
    art = pem_block("OPENSSH PRIVATE KEY", body)
    mc = tp(["The deploy job needs a deploy key with write access. This is the one the old Jenkins used (~/.ssh/id_ed25519):\n",
             "Missing: the SSH key for the bastion. Found in the shared drive:\n"],
            ["배포 job에 write 권한 deploy key가 필요함. 예전 Jenkins가 쓰던 키(~/.ssh/id_ed25519):\n",
             "bastion용 SSH 키가 없었음. 공유 드라이브에서 찾음:\n"]) + art
    le = tp(["chmod 600 the key or ssh refuses to use it.", "GitHub deploy keys are per-repo; the same key can't be added twice."],
            ["키 파일은 chmod 600 해야 ssh가 씀.", "GitHub deploy key는 repo별이라 같은 키를 두 번 못 등록함."])
    ak = tp(["Can we generate a fresh deploy key instead of reusing this one?", ""], ["이 키 재사용 말고 새 deploy key 만들어도 되나요?", ""])
    return "pem: OpenSSH ed25519 private key", mc, le, ak


@special
def s_putty():
    pubblob = ssh_pub_ed25519()
    priv = S(b64(_sshstr(rb(32))))
    art = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2024%02d%02d\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
        ri(1, 12), ri(1, 28), pubblob[:64], pubblob[64:], priv, hexs(64))
    mc = tp(["The Windows jump host only accepts the .ppk the vendor gave us:\n", "WinSCP session uses this key file (deploy.ppk):\n"],
            ["Windows jump host는 벤더가 준 .ppk만 받음:\n", "WinSCP 세션이 쓰는 키 파일(deploy.ppk):\n"]) + art
    le = tp(["puttygen deploy.ppk -O private-openssh converts it for Linux ssh.", ""], ["puttygen deploy.ppk -O private-openssh로 리눅스용 변환 가능.", ""])
    return "ppk: PuTTY private key (Private-Lines)", mc, le, ""


@special
def s_pgp():
    body = [S("lQdGBGV" + rs(57, B64C))] + [S(rs(64, B64C)) for _ in range(ri(2, 4))]
    art = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + "\n...\n=" + rs(4, B64C) + "\n-----END PGP PRIVATE KEY BLOCK-----"
    mc, le, ak = compose("the release signing key", pick(["release-signing.asc", "the 1Password export", "ci/gpg/private.asc"]), art)
    return "pgp: PGP private key block (truncated)", mc, le, ak


@special
def s_jwk():
    d = S(b64u(rb(32)))
    jwk = {"kty": "EC", "crv": "P-256", "kid": rs(8, AN), "use": "sig", "x": b64u(rb(32)), "y": b64u(rb(32)), "d": d}
    art = json.dumps(jwk, indent=2)
    mc, le, ak = compose("the OIDC provider", pick(["keys/jwks-private.json", "the signing-keys Secret", "src/test/resources/jwk.json"]), art)
    le = (le + "\n" if le else "") + tp(["Only x/y belong in the public JWKS; the d parameter is the private key."], ["public JWKS에는 x/y만 들어가야 함. d 파라미터가 private key임."])
    return "json: JWK private key (d parameter)", mc, le, ak


@special
def s_apple_p8():
    body = pem_body_p8()
    for l in body:
        S(l)
    kid = rs(10, ANU)
    art = "AuthKey_%s.p8\n%s" % (kid, pem_block("PRIVATE KEY", body))
    mc = tp(["fastlane needs the App Store Connect API key. Key ID %s, issuer %s:\n%s" % (kid, uuid4(), art),
             "APNs push stopped working; the .p8 in the repo was revoked. The new one:\n%s" % art],
            ["fastlane에 App Store Connect API key 필요함. Key ID %s, issuer %s:\n%s" % (kid, uuid4(), art),
             "APNs 푸시가 멈춤. repo에 있던 .p8은 revoke된 것이었음. 새 키:\n%s" % art])
    le = tp(["The Key ID and Issuer ID are not secret; the .p8 body is.", "Apple lets you download the .p8 only once."],
            ["Key ID와 Issuer ID는 비밀이 아님. .p8 본문이 비밀임.", "Apple은 .p8을 한 번만 다운로드하게 해줌."])
    return "pem: Apple .p8 API key [Apple]", mc, le, ""


@special
def s_age():
    sk = S(age_secret())
    art = "# created: %s\n# public key: %s\n%s" % (ts(), age_public(), sk)
    mc, le, ak = compose("sops", pick(["~/.config/sops/age/keys.txt", "keys.txt", "the SOPS_AGE_KEY variable"]), art)
    return "age: age secret key (SOPS)", mc, le, ak


@special
def s_wireguard():
    pk = S(b64(rb(32)))
    psk = b64(rb(32))
    has_psk = chance(0.5)
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (
        pk, ri(0, 50), ri(2, 250), b64(rb(32)), ("PresharedKey = %s\n" % S(psk)) if has_psk else "", company())
    mc, le, ak = compose("the office VPN", pick(["wg0.conf", "/etc/wireguard/wg0.conf", "the VPN onboarding doc"]), art)
    return "ini: WireGuard PrivateKey%s" % (" + PresharedKey" if has_psk else ""), mc, le, ak


@special
def s_recovery_github():
    codes = [S("%s-%s" % (hexs(5), hexs(5))) for _ in range(ri(4, 8))]
    art = "\n".join(codes)
    mc = tp(["The org's shared bot account has 2FA. Recovery codes from the vault note:\n%s" % art,
             "Lost the TOTP device for the release bot. github-recovery-codes.txt:\n%s" % art],
            ["조직 공용 봇 계정에 2FA가 걸려 있음. vault 노트에 있던 recovery code:\n%s" % art,
             "릴리즈 봇 TOTP 기기를 잃어버림. github-recovery-codes.txt 내용:\n%s" % art])
    le = tp(["Each recovery code works once; cross out used ones.", "Bot accounts should use a GitHub App instead of a 2FA user."],
            ["recovery code는 한 번씩만 쓸 수 있음. 쓴 건 지울 것.", "봇 계정은 2FA 사용자 말고 GitHub App으로 바꾸는 게 맞음."])
    return "recovery: GitHub 2FA recovery codes [GitHub]", mc, le, ""


@special
def s_recovery_google():
    codes = [S("%04d %04d" % (ri(0, 9999), ri(0, 9999))) for _ in range(ri(3, 6))]
    art = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    mc = tp(["Backup codes for the shared Google Workspace admin (ops@):\n%s" % art, "Needed to log in as the GCP billing admin. Backup verification codes:\n%s" % art],
            ["공용 Google Workspace 관리자(ops@) 백업 코드:\n%s" % art, "GCP billing admin으로 로그인해야 했음. 백업 인증 코드:\n%s" % art])
    le = tp(["Shared admin accounts make 2FA meaningless; each admin should have their own.", ""], ["공용 관리자 계정이면 2FA 의미가 없음. 관리자별 계정 필요.", ""])
    return "recovery: Google backup codes [Google]", mc, le, ""


@special
def s_recovery_generic():
    st = ri(0, 3)
    if st == 0:
        codes = [S("%s-%s" % (rs(4, ANL), rs(4, ANL))) for _ in range(ri(4, 8))]
        svc = pick(["Discord", "Figma", "Notion", "Atlassian"])
    elif st == 1:
        codes = [S("-".join(rs(5, ANU) for _ in range(5)))]
        svc = "Microsoft account"
    elif st == 2:
        codes = [S(rs(10, ANL)) for _ in range(ri(4, 6))]
        svc = pick(["npm", "Slack", "Cloudflare"])
    else:
        codes = [S("%s-%s-%s" % (rs(4, ANU), rs(4, ANU), rs(4, ANU))) for _ in range(ri(3, 5))]
        svc = pick(["AWS IAM Identity Center", "Okta", "Zoom", "Dropbox"])
    art = "\n".join(codes)
    mc = tp(["%s recovery codes for the team account (from the onboarding doc):\n%s" % (svc, art)],
            ["팀 계정 %s 복구 코드 (온보딩 문서에 있던 것):\n%s" % (svc, art)])
    le = tp(["Recovery codes are as good as the password plus 2FA.", ""], ["복구 코드는 비밀번호+2FA랑 같은 급임.", ""])
    ak = tp(["Who keeps the %s recovery codes now?" % svc, ""], ["%s 복구 코드는 지금 누가 보관하나요?" % svc, ""])
    return "recovery: %s recovery codes [%s]" % (svc, svc), mc, le, ak


@special
def s_1password_secret_key():
    sk = S("A3-%s-%s-%s-%s-%s-%s" % (rs(6, ANU), rs(6, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU)))
    mpw = passphrase()
    withpw = chance(0.5)
    txt = tp(["Emergency kit for the ops vault: sign-in %s.1password.com, Secret Key %s" % (company(), sk)],
             ["ops vault 비상 키트: 로그인 %s.1password.com, Secret Key %s" % (company(), sk)])
    if withpw:
        S(mpw)
        txt += tp([", master password %s" % mpw], [", 마스터 비밀번호 %s" % mpw])
    le = tp(["The Secret Key is on the emergency kit PDF only.", ""], ["Secret Key는 비상 키트 PDF에만 있음.", ""])
    return "prose: 1Password Secret Key%s [1Password]" % (" + master password" if withpw else ""), txt, le, ""


@special
def s_totp_uri():
    seed = S(rs(pick([16, 32]), B32))
    acct = email()
    issuer = pick(["AWS", "GitHub", "Grafana", "Jenkins", "Okta", "Toss", "Naver Works"])
    uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, acct, seed, issuer)
    mc, le, ak = compose("%s MFA" % issuer, pick(["the QR code in the wiki", "the shared MFA note", "zbarimg output"]), uri)
    return "totp: otpauth URI with secret [%s]" % issuer, mc, le, ak


@special
def s_totp_seed_plain():
    raw = rs(32, B32)
    grouped = S(" ".join(raw[i:i + 4] for i in range(0, 32, 4)).lower() if chance(0.5) else raw)
    mc = tp(["The shared root account's MFA seed (from the 'can't scan QR' link) is: %s" % grouped,
             "Missing: MFA for the break-glass admin. Setup key: %s" % grouped],
            ["공용 root 계정 MFA 시드('QR 스캔 불가' 링크에서 나온 값): %s" % grouped,
             "break-glass 관리자 MFA가 없었음. 설정 키: %s" % grouped])
    le = tp(["Anyone with the seed can generate codes forever; it's a second password.", ""], ["시드 있으면 누구나 계속 코드 생성 가능. 사실상 두 번째 비밀번호.", ""])
    return "totp: TOTP seed in prose", mc, le, ""


@special
def s_bip39():
    n = pick([12, 12, 24])
    phrase = S(" ".join(pick(BIP) for _ in range(n)))
    mc = tp(["The test wallet for the payout integration on mainnet is restored from: %s" % phrase,
             "Seed phrase for the hot wallet used by the withdrawal worker:\n%s" % phrase],
            ["payout 연동 테스트 지갑(mainnet) 복구 구문: %s" % phrase, "출금 worker가 쓰는 hot wallet 시드 구문:\n%s" % phrase])
    le = tp(["A seed phrase is the wallet; never put it in env files or notes.", ""], ["시드 구문이 곧 지갑임. env 파일이나 노트에 두면 안 됨.", ""])
    ak = tp(["Is there a testnet wallet I should use instead?", ""], ["대신 쓸 testnet 지갑 있나요?", ""])
    return "crypto: BIP-39 seed phrase", mc, le, ak


@special
def s_gmail_app_pw():
    pw = S(" ".join(rs(4, LO) for _ in range(4)))
    u = "noreply.%s@gmail.com" % company()
    art = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_USE_TLS=True\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s" % (u, pw)
    if chance(0.5):
        art = 'EMAIL_HOST_USER = "%s"\nEMAIL_HOST_PASSWORD = "%s"  # app password' % (u, pw)
    mc, le, ak = compose("Gmail SMTP", pick(["settings/prod.py", ".env", "the mailer config"]), art)
    return "smtp: Gmail app password (4x4 with spaces) [Google]", mc, le, ak


@special
def s_apple_app_pw():
    pw = S("-".join(rs(4, LO) for _ in range(4)))
    u = "release@%s.com" % company()
    art = pick(["xcrun altool --upload-app -f build/App.ipa -t ios -u %s -p %s" % (u, pw),
                "FASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (u, pw),
                "xcrun notarytool submit App.zip --apple-id %s --team-id %s --password %s --wait" % (u, rs(10, ANU), pw)])
    mc, le, ak = compose("App Store upload", pick(["the release script", "fastlane/.env.default", "shell history"]), art)
    return "shell: Apple app-specific password [Apple]", mc, le, ak


@special
def s_wifi():
    ssid = pick(["%s-Office" % company().title(), "%s_5G" % company().upper(), "Guest-%s" % company(), "LAB-IOT"])
    psk = S(pick([human_pw(), ko_pw(), passphrase(), rs(12, AN)]))
    st = ri(0, 2)
    if st == 0:
        art = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
        path = "/etc/wpa_supplicant/wpa_supplicant.conf"
    elif st == 1:
        art = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        path = "/etc/hostapd/hostapd.conf"
    else:
        art = "nmcli dev wifi connect %s password %s" % (q(ssid), q(psk))
        path = "the Raspberry Pi provisioning script"
    mc, le, ak = compose("the office Wi-Fi", path, art)
    return "wifi: WPA passphrase", mc, le, ak


@special
def s_human_pw_chat():
    pw = S(human_pw())
    what = pick(["the staging admin panel", "the Grafana admin", "the old WordPress", "the router UI", "the shared QA account", "the NAS"])
    what_ko = pick(["staging 관리자 페이지", "Grafana admin", "예전 WordPress", "공유기 관리 화면", "QA 공용 계정", "NAS"])
    mc = tp(["Nobody documented the login for %s. %s said it's admin / %s" % (what, person(), pw),
             "I couldn't log into %s. Turns out the password is %s and it's never been changed." % (what, pw),
             "The password for %s is %s (per %s in #infra)." % (what, pw, person())],
            ["%s 로그인 정보가 문서에 없었음. %s님 말로는 admin / %s" % (what_ko, person(), pw),
             "%s에 로그인이 안 됐음. 비밀번호가 %s이고 한 번도 안 바뀌었다고 함." % (what_ko, pw),
             "%s 비밀번호는 %s (%s님이 #infra 채널에서 알려줌)." % (what_ko, pw, person())])
    le = tp(["Shared logins should go into the team vault, not chat.", "Change default passwords right after setup.", ""],
            ["공용 로그인 정보는 채팅 말고 팀 vault에 넣을 것.", "초기 비밀번호는 설치 직후 바로 바꿀 것.", ""])
    ak = tp(["Can we put SSO in front of %s?" % what, ""], ["%s 앞에 SSO 붙일 수 있나요?" % what_ko, ""])
    return "prose: human password in chat-like sentence", mc, le, ak


@special
def s_korean_keyboard_pw():
    word = pick(KO_WORDS)
    pw = S(ko_pw())
    mc = tp(["The kiosk admin password is %s; it's Korean typed on an English keyboard, so don't try to 'fix' it." % pw,
             "POS back-office login: manager / %s" % pw],
            ["키오스크 관리자 비밀번호는 %s. 한글을 영문 자판으로 친 거라 오타 아님." % pw,
             "POS 백오피스 로그인: manager / %s" % pw,
             "매장 NAS 비번 %s (한/영 안 바꾸고 친 거)." % pw])
    le = tp(["If login fails, check the IME: the password must be typed in English mode.", ""],
            ["로그인 실패하면 한/영 상태 확인. 영문 모드로 입력해야 함.", ""])
    ak = tp(["Who can reset the kiosk admin password?", ""], ["키오스크 관리자 비번 리셋은 누가 할 수 있나요?", ""])
    return "prose: Korean-keyboard (2-set) password", mc, le, ak


@special
def s_hangul_pw():
    pw = S(hangul_pw())
    mc = tp(["The internal groupware accepts Hangul passwords; the shared account uses %s" % pw],
            ["사내 그룹웨어가 한글 비밀번호를 허용함. 공용 계정 비번이 %s임" % pw,
             "테스트용 공용 계정: qa01 / %s (한글 그대로 입력)" % pw])
    le = tp(["Selenium send_keys works with Hangul, but the CI container needs a UTF-8 locale.", ""],
            ["Selenium send_keys로 한글 입력 되는데 CI 컨테이너 locale이 UTF-8이어야 함.", ""])
    return "prose: Hangul password", mc, le, ""


@special
def s_pin():
    pin = S("%08d" % ri(0, 10 ** 8 - 1))
    st = ri(0, 2)
    if st == 0:
        mc = tp(["The test SIM in the device farm is locked. PUK: %s" % pin], ["디바이스 팜 테스트 SIM이 잠겼음. PUK: %s" % pin])
    elif st == 1:
        mc = tp(["The HSM partition PIN for staging is %s." % pin], ["staging HSM 파티션 PIN은 %s." % pin])
    else:
        mc = tp(["Door code for the server room changed to %s#." % pin, "YubiKey PIV management PIN for the signing slot: %s" % pin],
                ["서버실 도어락 번호가 %s#로 바뀜." % pin, "서명 슬롯 YubiKey PIV PIN: %s" % pin])
    le = tp(["Three wrong attempts lock it permanently.", ""], ["3번 틀리면 영구 잠김.", ""])
    return "pin: 8-digit PIN/PUK", mc, le, ""


@special
def s_passphrase():
    pp = S(passphrase())
    st = ri(0, 2)
    if st == 0:
        art = "ssh-keygen -p -f ~/.ssh/deploy_rsa -P %s -N ''" % q(pp)
    elif st == 1:
        art = "gpg --batch --pinentry-mode loopback --passphrase %s --detach-sign release.tar.gz" % q(pp)
    else:
        art = "openssl rsa -in encrypted.key -out server.key -passin pass:%s" % q(pp)
    mc, le, ak = compose(pick(["the signing key", "the deploy key", "the TLS key"]), pick(["the release checklist", "shell history", "scripts/sign.sh"]), art)
    return "shell: key passphrase on command line", mc, le, ak


@special
def s_pw_rotation():
    old = S(any_pw())
    new = S(any_pw())
    u = pick(DBUSERS)
    mc = tp(["The DBA rotated the %s password on Friday: old %s, new %s. Some cron jobs still use the old one." % (u, old, new),
             "Context I needed: password for %s changed from %s to %s last week." % (u, old, new)],
            ["DBA가 금요일에 %s 비밀번호를 바꿈: 이전 %s, 신규 %s. 일부 cron job이 아직 예전 값 씀." % (u, old, new),
             "필요했던 컨텍스트: %s 비밀번호가 지난주에 %s에서 %s로 바뀜." % (u, old, new)])
    le = tp(["Grep all crontabs and systemd units for the old value after a rotation.", ""], ["rotation 후엔 모든 crontab과 systemd unit에서 예전 값 grep 할 것.", ""])
    ak = tp(["Can rotations be announced in #ops before they happen?", ""], ["rotation 전에 #ops 채널에 공지해 줄 수 있나요?", ""])
    return "prose: old and new password (rotation)", mc, le, ak


@special
def s_mysql_temp_pw():
    pw = S(rs(12, AN + "#%&*;:<>?,._-+=!"))
    art = "%s 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: %s" % (ts(), pw)
    mc, le, ak = compose("MySQL 8", "/var/log/mysqld.log", art)
    return "log: MySQL temporary root password", mc, le, ak


@special
def s_jenkins_initial():
    pw = S(hexs(32))
    art = "*************************************************************\n\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n%s\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword" % pw
    mc, le, ak = compose("Jenkins", "docker logs jenkins", art)
    return "log: Jenkins initialAdminPassword [Jenkins]", mc, le, ak


@special
def s_elastic_first():
    pw = S(rs(20, AN + "_*+=-"))
    enr = S(b64(json.dumps({"ver": "8.15.0", "adr": ["172.18.0.2:9200"], "fgr": hexs(64), "key": "%s:%s" % (rs(20, B64U), rs(22, B64U))}, separators=(",", ":")).encode()))
    art = "✅ Elasticsearch security features have been automatically configured!\n✅ Authentication is enabled and cluster connections are encrypted.\n\nℹ️  Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s\n\nℹ️  Configure Kibana to use this cluster:\n• Copy the following enrollment token and paste it into Kibana in your browser (valid for the next 30 minutes):\n  %s" % (pw, enr)
    mc = tp(["First start of the local Elasticsearch printed:\n", "Needed the elastic password for the dev cluster:\n"],
            ["로컬 Elasticsearch 첫 실행 때 출력:\n", "dev 클러스터 elastic 비밀번호가 필요했음:\n"]) + art
    return "log: Elasticsearch first-start password + enrollment token [Elastic]", mc, "", ""


@special
def s_argocd_admin():
    pw = S(rs(16, AN + "-_"))
    art = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n%s" % pw
    mc, le, ak = compose("Argo CD", "the argocd namespace", art)
    return "shell: Argo CD initial admin password [Argo CD]", mc, le, ak


@special
def s_grafana_admin():
    pw = S(any_pw())
    art = "services:\n  grafana:\n    image: grafana/grafana:11.2.0\n    environment:\n      GF_SECURITY_ADMIN_USER: admin\n      GF_SECURITY_ADMIN_PASSWORD: %s\n    ports:\n      - \"3000:3000\"" % yq(pw)
    mc, le, ak = compose("Grafana", "monitoring/docker-compose.yml", art)
    return "compose: Grafana admin password [Grafana]", mc, le, ak


@special
def s_kubeadm():
    tok = S("%s.%s" % (rs(6, ANL), rs(16, ANL)))
    withcert = chance(0.5)
    cmd = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % ("10.0.%d.%d" % (ri(0, 255), ri(1, 254)), tok, hexs(64))
    if withcert:
        ck = S(hexs(64))
        cmd += " \\\n    --control-plane --certificate-key %s" % ck
    mc, le, ak = compose("the on-prem cluster", "kubeadm init output", cmd)
    return "shell: kubeadm join token%s [Kubernetes]" % (" + certificate key" if withcert else ""), mc, le, ak


@special
def s_vault_init():
    keys = [S(b64(rb(33))) for _ in range(ri(3, 5))]
    root = S("hvs." + rs(24, AN))
    art = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s\n\nVault initialized with %d key shares and a key threshold of 3." % (root, len(keys))
    mc = tp(["The staging Vault was sealed after the node restart. Output of `vault operator init` from the setup ticket:\n",
             "Context I lacked: staging Vault needs manual unseal. Init output:\n"],
            ["노드 재시작 후 staging Vault가 sealed 상태였음. 세팅 티켓에 있던 `vault operator init` 출력:\n",
             "staging Vault는 수동 unseal 해야 한다는 컨텍스트가 없었음. init 출력:\n"]) + art
    le = tp(["Enable auto-unseal with KMS; manual unseal keys shouldn't live in tickets.", ""], ["KMS auto-unseal 켜야 함. unseal key가 티켓에 있으면 안 됨.", ""])
    return "log: Vault unseal keys + root token [HashiCorp Vault]", mc, le, ""


@special
def s_s3_presigned():
    kid = S("AKIA" + rs(16, B32))
    sig = S(hexs(64))
    b = "%s-%s" % (company(), pick(["exports", "invoices", "uploads"]))
    reg = pick(REGIONS)
    url = "https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2024%02d%02d%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=20241126T%02d%02d%02dZ&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
        b, reg, pick(["report-2024-11.csv", "exports/users.parquet", "invoice/INV-%d.pdf" % ri(1000, 9999)]), kid, ri(9, 11), ri(1, 28), reg, ri(0, 23), ri(0, 59), ri(0, 59), sig)
    mc, le, ak = compose("S3", pick(["the customer email", "the Slack thread", "the job output"]), url)
    return "url: S3 presigned URL (AKIA credential + signature) [AWS]", mc, le, ak


@special
def s_gcs_signed():
    sig = S(hexs(512))
    url = "https://storage.googleapis.com/%s-exports/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F20241126%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20241126T%02d%02d%02dZ&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
        company(), pick(["dump.csv.gz", "model.bin"]), company(), ri(0, 23), ri(0, 59), ri(0, 59), sig)
    mc = tp(["The data team shares exports via signed URLs. The one for this task:\n%s" % url], ["데이터팀은 signed URL로 export 공유함. 이번 태스크용:\n%s" % url])
    return "url: GCS V4 signed URL [Google Cloud]", mc, "", ""


@special
def s_azure_sas():
    sig = S(pct(b64(rb(32))))
    acct = company().replace("-", "") + "data"
    url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacup&se=2025-%02d-%02dT00:00:00Z&st=2024-11-01T00:00:00Z&spr=https&sig=%s" % (
        acct, pick(["uploads", "backups", "ml-data"]), ri(1, 12), ri(1, 28), sig)
    mc, le, ak = compose("Azure Blob", pick(["the ADF linked service", "appsettings.json", "the pipeline variables"]), url)
    return "url: Azure SAS URL (sig) [Azure]", mc, le, ak


@special
def s_cloudfront_signed():
    sig = S(rs(ri(160, 172), AN + "~-"))
    pol = b64(json.dumps({"Statement": [{"Resource": "https://d%s.cloudfront.net/videos/*" % rs(12, ANL), "Condition": {"DateLessThan": {"AWS:EpochTime": 1735000000}}}]}).encode()).replace("+", "-").replace("=", "_").replace("/", "~")
    url = "https://cdn.%s.com/videos/intro.m3u8?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (company(), pol, sig, rs(13, ANU))
    mc = tp(["The player only works with signed CloudFront URLs. Example from prod:\n%s" % url], ["플레이어는 CloudFront signed URL로만 동작함. prod 예시:\n%s" % url])
    le = tp(["Key-Pair-Id is just the public key id; the Signature is what grants access.", ""], ["Key-Pair-Id는 public key id일 뿐이고 접근 권한은 Signature가 줌.", ""])
    return "url: CloudFront signed URL [AWS]", mc, le, ""


@special
def s_oss_signed():
    kid = S("LTAI5t" + rs(18, AN))
    sig = S(pct(b64(rb(20))))
    url = "https://%s-media.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (company(), pick(["banner.png", "apk/release.apk"]), kid, 1735000000 + ri(0, 9999999), sig)
    mc, le, ak = compose("Alibaba OSS", pick(["the CDN config", "the app release note"]), url)
    return "url: Alibaba OSS signed URL [Alibaba Cloud]", mc, le, ak


@special
def s_firebase_storage_token():
    tok = S(uuid4())
    url = "https://firebasestorage.googleapis.com/v0/b/%s-app.appspot.com/o/%s?alt=media&token=%s" % (company(), pick(["contracts%2Fsigned.pdf", "exports%2Fusers.csv", "ids%2Fscan_01.jpg"]), tok)
    mc = tp(["The admin tool builds download links like this:\n%s" % url], ["admin 툴이 이런 다운로드 링크를 만듦:\n%s" % url])
    le = tp(["The token query param is a bearer capability; anyone with the link can download.", ""], ["token 파라미터가 사실상 접근 권한임. 링크만 있으면 누구나 다운로드 가능.", ""])
    return "url: Firebase Storage download token [Firebase]", mc, le, ""


@special
def s_session_cookie():
    st = ri(0, 5)
    if st == 0:
        c = "sessionid=%s; csrftoken=%s" % (S(rs(32, ANL)), rs(32, AN))
    elif st == 1:
        c = "connect.sid=%s" % S("s%3A" + rs(32, B64U) + "." + pct(b64(rb(32)).rstrip("=")))
    elif st == 2:
        c = "PHPSESSID=%s" % S(rs(26, ANL))
    elif st == 3:
        c = "JSESSIONID=%s; lang=ko" % S(rs(32, HEXU))
    elif st == 4:
        c = "_%s_session=%s" % (project().replace("-", "_"), S(rs(ri(120, 200), B64C) + "--" + hexs(40)))
    else:
        c = "laravel_session=%s; XSRF-TOKEN=%s" % (S(b64(json.dumps({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hexs(64), "tag": ""}).encode()).rstrip("=")), "eyJpdiI6" + rs(40, B64C))
    req = "GET /admin/%s HTTP/1.1\nHost: %s.%s.com\nUser-Agent: Mozilla/5.0\nCookie: %s" % (pick(["users", "orders?page=2", "settings"]), pick(["admin", "backoffice", "stg-admin"]), company(), c)
    mc = tp(["Reproduced the 500 with a logged-in session copied from DevTools:\n%s" % req, "The bug only happens for admins. Request from the HAR:\n%s" % req],
            ["DevTools에서 복사한 로그인 세션으로 500 재현함:\n%s" % req, "관리자일 때만 나는 버그. HAR에 있던 요청:\n%s" % req])
    le = tp(["Log out after copying a session cookie for debugging; it stays valid for 2 weeks.", ""], ["디버깅용으로 세션 쿠키 복사했으면 로그아웃할 것. 2주 동안 유효함.", ""])
    return "http: session cookie in request", mc, le, ""


@special
def s_set_cookie():
    tok = S("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(22, B64U) + "." + rs(ri(300, 420), B64U) + "." + rs(22, B64U))
    resp = "HTTP/2 302\nlocation: /dashboard\nset-cookie: __Secure-next-auth.session-token=%s; Path=/; Expires=Thu, 26 Dec 2024 08:00:00 GMT; HttpOnly; Secure; SameSite=Lax" % tok
    mc, le, ak = compose("NextAuth", "curl -i output", resp)
    return "http: Set-Cookie next-auth session token (JWE)", mc, le, ak


@special
def s_jwt_bearer():
    alg = pick(["HS256", "RS256", "ES256"])
    tok = S(jwt({"sub": str(ri(1000, 99999)), "email": email(), "role": pick(["admin", "user", "ops"]), "iat": 1732600000 + ri(0, 99999), "exp": 1732600000 + ri(100000, 999999)}, alg=alg))
    req = "curl -X %s https://api.%s.com/v1/%s \\\n  -H 'Authorization: Bearer %s'" % (pick(["GET", "DELETE", "PATCH"]), company(), pick(["users/me", "orders/123", "admin/flags"]), tok)
    mc, le, ak = compose("the API", pick(["the browser devtools", "the Postman collection", "the bug report"]), req)
    return "http: Bearer JWT (%s)" % alg, mc, le, ak


@special
def s_django_secret():
    k = S("django-insecure-" + rs(50, LO + DI + "!@#%^&*(-_=+)") if chance(0.4) else rs(50, LO + DI + "!@#%^&*(-_=+)"))
    art = 'SECRET_KEY = "%s"\nDEBUG = False\nALLOWED_HOSTS = ["%s.%s.com"]' % (k, pick(["api", "admin"]), company())
    mc, le, ak = compose("Django", "settings/production.py", art)
    return "python: Django SECRET_KEY", mc, le, ak


@special
def s_rails_master():
    st = ri(0, 1)
    if st == 0:
        k = S(hexs(32))
        art = "$ cat config/master.key\n%s" % k
        path = "config/master.key"
    else:
        k = S(hexs(128))
        art = "SECRET_KEY_BASE=%s" % k
        path = ".env.production"
    mc, le, ak = compose("Rails", path, art)
    return "rails: master.key / secret_key_base [Rails]", mc, le, ak


@special
def s_laravel_key():
    k = S("base64:" + b64(rb(32)))
    art = "APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % (project(), k)
    mc, le, ak = compose("Laravel", ".env", art)
    return "env: Laravel APP_KEY [Laravel]", mc, le, ak


@special
def s_app_secrets_env():
    names = [("NEXTAUTH_SECRET", lambda: b64(rb(32))), ("JWT_SECRET", lambda: rs(ri(32, 64), AN)), ("SESSION_SECRET", lambda: hexs(64)),
             ("COOKIE_SECRET", lambda: rs(40, B64U)), ("ENCRYPTION_KEY", lambda: b64(rb(32))), ("APP_SECRET", lambda: hexs(32)),
             ("FLASK_SECRET_KEY", lambda: hexs(48)), ("HMAC_SIGNING_KEY", lambda: b64(rb(48))), ("AUTH_SECRET", lambda: b64(rb(33)))]
    R.shuffle(names)
    chosen = names[:ri(1, 3)]
    ls = []
    for n, f in chosen:
        ls.append("%s=%s" % (n, S(f())))
    ls += ["DATABASE_URL=${DATABASE_URL}", "NEXT_PUBLIC_APP_URL=https://app.%s.com" % company()] if chance(0.5) else []
    mc, le, ak = compose("the web app", pick([".env.production", ".env.local", "vercel env pull output"]), "\n".join(ls))
    return "env: signing/session secrets (%s)" % ", ".join(n for n, _ in chosen), mc, le, ak


@special
def s_webhook_secret_code():
    sec = S(pick(["whsec_" + rs(32, AN), rs(40, AN), hexs(64), "sk_webhook_" + rs(24, AN)]))
    lang = ri(0, 2)
    if lang == 0:
        art = 'WEBHOOK_SECRET = b"%s"\n\ndef verify(body: bytes, sig: str) -> bool:\n    mac = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest("sha256=" + mac, sig)' % sec
    elif lang == 1:
        art = "const SECRET = '%s';\nconst sig = crypto.createHmac('sha256', SECRET).update(rawBody).digest('hex');\nif (sig !== req.headers['x-signature']) return res.status(401).end();" % sec
    else:
        art = 'var webhookSecret = []byte("%s")\nmac := hmac.New(sha256.New, webhookSecret)\nmac.Write(body)' % sec
    mc, le, ak = compose("the webhook receiver", pick(["handlers/webhook.py", "src/routes/webhook.ts", "internal/webhook/verify.go"]), art)
    return "code: hard-coded webhook HMAC secret", mc, le, ak


@special
def s_slack_webhook():
    tok = S(rs(24, AN))
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ri(8, 10), ANU), rs(ri(10, 11), ANU), tok)
    art = pick(["curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s" % url,
                "alertmanager:\n  receivers:\n    - name: ops\n      slack_configs:\n        - api_url: %s\n          channel: '#alerts'" % url,
                "SLACK_WEBHOOK_URL=%s" % url])
    mc, le, ak = compose("Slack alerts", pick(["alertmanager.yml", ".env", "scripts/notify.sh"]), art)
    return "url: Slack incoming webhook [Slack]", mc, le, ak


@special
def s_discord_webhook():
    tok = S(rs(68, B64U))
    url = "https://discord.com/api/webhooks/%d/%s" % (ri(10 ** 17, 10 ** 18 - 1), tok)
    mc, le, ak = compose("Discord notifications", pick(["the bot config", ".env", "notify.py"]), "DISCORD_WEBHOOK=%s" % url)
    return "url: Discord webhook [Discord]", mc, le, ak


@special
def s_teams_webhook():
    sec = S(hexs(32))
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (company(), uuid4(), uuid4(), sec, uuid4(), rs(30, B64U))
    mc, le, ak = compose("Microsoft Teams", pick(["the Azure DevOps service hook", "alerts.yaml"]), url)
    return "url: Teams incoming webhook [Microsoft]", mc, le, ak


@special
def s_dingtalk():
    tok = S(hexs(64))
    sec = S("SEC" + hexs(64))
    art = 'WEBHOOK = "https://oapi.dingtalk.com/robot/send?access_token=%s"\nSECRET = "%s"\n\ntimestamp = str(round(time.time() * 1000))\nsign = base64.b64encode(hmac.new(SECRET.encode(), f"{timestamp}\\n{SECRET}".encode(), hashlib.sha256).digest())' % (tok, sec)
    mc, le, ak = compose("DingTalk robot", "alert/dingtalk.py", art)
    return "code: DingTalk robot token + sign secret [DingTalk]", mc, le, ak


@special
def s_feishu_hook():
    hid = S(uuid4())
    sec = S(rs(22, AN))
    art = "FEISHU_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/%s\nFEISHU_SIGN_SECRET=%s" % (hid, sec)
    mc, le, ak = compose("Feishu bot", ".env", art)
    return "env: Feishu bot webhook + signing secret [Feishu]", mc, le, ak


@special
def s_wecom_hook():
    k = S(uuid4())
    art = "curl 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s' -H 'Content-Type: application/json' -d '{\"msgtype\":\"text\",\"text\":{\"content\":\"build ok\"}}'" % k
    mc, le, ak = compose("WeCom group bot", "ci/notify.sh", art)
    return "url: WeCom (企业微信) webhook key [WeCom]", mc, le, ak


@special
def s_telegram_log():
    tok = S("%d:AA%s" % (ri(10 ** 9, 8 * 10 ** 9), rs(33, B64U)))
    art = "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot%s/sendMessage?chat_id=-100%d&text=backup+done (Caused by NewConnectionError(...))" % (tok, ri(10 ** 9, 10 ** 10 - 1))
    mc, le, ak = compose("Telegram", "the backup cron log", art)
    return "trace: Telegram bot token inside exception URL [Telegram]", mc, le, ak


@special
def s_jupyter():
    tok = S(hexs(48))
    art = "[I %s ServerApp] Jupyter Server 2.14.2 is running at:\n[I %s ServerApp] http://gpu-%02d:8888/lab?token=%s\n[I %s ServerApp]     http://127.0.0.1:8888/lab?token=%s" % (
        tsl()[11:19], tsl()[11:19], ri(1, 12), tok, tsl()[11:19], tok)
    mc, le, ak = compose("the GPU box Jupyter", "the tmux session", art)
    return "log: Jupyter server token", mc, le, ak


@special
def s_data_go_kr():
    raw = b64(rb(64))
    enc = pct(raw)
    S(enc)
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=20241126&base_time=0500&nx=55&ny=127" % enc
    both = chance(0.5)
    mc = tp(["The weather collector calls data.go.kr with the encoded service key:\n%s" % url],
            ["날씨 수집기가 인코딩된 serviceKey로 공공데이터포털을 호출함:\n%s" % url])
    if both:
        S(raw)
        le = tp(["requests double-encodes the Encoding key; pass the Decoding key instead: %s" % raw],
                ["requests가 Encoding 키를 이중 인코딩함. params에는 Decoding 키를 넘길 것: %s" % raw])
    else:
        le = tp(["SERVICE_KEY_IS_NOT_REGISTERED_ERROR usually means double encoding, not a wrong key."],
                ["SERVICE_KEY_IS_NOT_REGISTERED_ERROR는 대부분 키 오류가 아니라 이중 인코딩 문제임."])
    return "url: data.go.kr serviceKey (encoded%s) [공공데이터포털]" % (" + decoded" if both else ""), mc, le, ""


@special
def s_netrc():
    st = ri(0, 2)
    if st == 0:
        tok = S("ghp_" + rs(36, AN))
        art = "machine github.com\n  login %s\n  password %s" % (person(), tok)
    elif st == 1:
        tok = S(uuid4() if chance(0.5) else "HRKU-AA" + rs(58, B64U))
        art = "machine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s" % (email(), tok, email(), tok)
    else:
        tok = S(any_pw())
        art = "machine ftp.%s.co.kr login upload password %s" % (company(), tok)
    mc, le, ak = compose("git/ftp auth", "~/.netrc", art)
    return "netrc: machine login password", mc, le, ak


@special
def s_git_credentials():
    st = ri(0, 2)
    if st == 0:
        tok = S("ghp_" + rs(36, AN))
        line = "https://%s:%s@github.com" % (person(), tok)
    elif st == 1:
        tok = S("glpat-" + rs(20, B64U))
        line = "https://oauth2:%s@gitlab.%s.com" % (tok, company())
    else:
        tok = S(pct(any_pw()))
        line = "https://%s:%s@git.%s.internal" % (person(), tok, company())
    art = pick(["$ cat ~/.git-credentials\n%s" % line, "$ git remote -v\norigin\t%s/%s/%s.git (fetch)\norigin\t%s/%s/%s.git (push)" % (line, company(), project(), line, company(), project())])
    mc, le, ak = compose("git", pick(["~/.git-credentials", "the CI runner"]), art)
    return "git: credentials in remote URL / .git-credentials", mc, le, ak


@special
def s_npmrc():
    st = ri(0, 2)
    if st == 0:
        tok = S("npm_" + rs(36, AN))
        art = "//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://registry.npmjs.org/" % (tok, company())
    elif st == 1:
        tok = S("ghp_" + rs(36, AN))
        art = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % (company(), tok)
    else:
        blob = S(b64(("%s:%s" % (person(), any_pw())).encode()))
        art = "registry=https://nexus.%s.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % (company(), blob)
    mc, le, ak = compose("npm", ".npmrc", art)
    return "npmrc: registry auth token", mc, le, ak


@special
def s_pypirc():
    tok = S("pypi-AgEIcHlwaS5vcmcCJ" + rs(ri(130, 150), B64U))
    art = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
    if chance(0.4):
        pw = S(any_pw())
        art += "\n\n[internal]\nrepository = https://nexus.%s.internal/repository/pypi-internal/\nusername = %s\npassword = %s" % (company(), person(), pw)
    mc, le, ak = compose("PyPI", "~/.pypirc", art)
    return "ini: .pypirc tokens [PyPI]", mc, le, ak


@special
def s_pip_index_url():
    tok = S(rs(ri(20, 40), AN) if chance(0.5) else "glpat-" + rs(20, B64U))
    url = "https://__token__:%s@gitlab.%s.com/api/v4/projects/%d/packages/pypi/simple" % (tok, company(), ri(100, 9999))
    art = pick(["pip install --extra-index-url %s %s-sdk==2.3.1" % (url, company()), "[global]\nextra-index-url = %s" % url, "PIP_EXTRA_INDEX_URL=%s" % url])
    mc, le, ak = compose("the private package index", pick(["pip.conf", "Dockerfile", "requirements-dev.txt"]), art)
    return "url: pip extra-index-url with token", mc, le, ak


@special
def s_maven_settings():
    pw = S(pick([any_pw(), rs(44, B64C)]).replace("&", "x").replace("<", "x"))
    art = "<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (
        pick(["ossrh", "central", "nexus-releases", "github"]), pick([person(), rs(8, AN)]), pw)
    mc, le, ak = compose("Maven", "~/.m2/settings.xml", art)
    return "xml: Maven settings.xml server password", mc, le, ak


@special
def s_nuget_config():
    pw = S(pick(["ghp_" + rs(36, AN), rs(52, LO + "234567"), any_pw()]).replace("&", "x").replace("<", "x"))
    art = '<packageSourceCredentials>\n  <%s>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </%s>\n</packageSourceCredentials>' % (
        company(), person(), pw, company())
    mc, le, ak = compose("NuGet", "NuGet.Config", art)
    return "xml: NuGet ClearTextPassword", mc, le, ak


@special
def s_cargo_credentials():
    tok = S("cio" + rs(32, AN))
    art = '[registry]\ntoken = "%s"' % tok
    if chance(0.5):
        t2 = S(rs(32, AN))
        art += '\n\n[registries.%s]\ntoken = "Bearer %s"' % (company(), t2)
    mc, le, ak = compose("cargo", "~/.cargo/credentials.toml", art)
    return "toml: cargo credentials.toml [crates.io]", mc, le, ak


@special
def s_composer_auth():
    gh = S("ghp_" + rs(36, AN))
    pw = S(any_pw())
    art = json.dumps({"github-oauth": {"github.com": gh}, "http-basic": {"repo.packagist.com": {"username": "token", "password": pw}}}, indent=4, ensure_ascii=False)
    mc, le, ak = compose("Composer", "auth.json", art)
    return "json: composer auth.json (github-oauth + http-basic)", mc, le, ak


@special
def s_gradle_props():
    a = S(any_pw())
    b = S(rs(44, B64C))
    art = "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername=%s\nossrhPassword=%s" % (hexs(8).upper(), a, rs(8, AN), b)
    mc, le, ak = compose("Maven Central publishing", "~/.gradle/gradle.properties", art)
    return "properties: gradle signing + ossrh passwords", mc, le, ak


@special
def s_android_signing():
    a = S(any_pw())
    b = S(any_pw()) if chance(0.5) else a
    art = 'signingConfigs {\n    release {\n        storeFile file("../keystore/release.jks")\n        storePassword "%s"\n        keyAlias "upload"\n        keyPassword "%s"\n    }\n}' % (a.replace("$", "\\$"), b.replace("$", "\\$"))
    mc, le, ak = compose("the Android release build", "app/build.gradle", art)
    return "gradle: Android signing storePassword/keyPassword", mc, le, ak


@special
def s_keytool():
    pw = S(any_pw())
    art = pick(["keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore server.jks -deststorepass %s" % (q(pw), q(pw)),
                "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % q(pw),
                "server.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password=%s\nserver.ssl.key-store-type=PKCS12" % pw])
    mc, le, ak = compose("the TLS keystore", pick(["the cert renewal runbook", "application.properties"]), art)
    return "shell: keystore / PKCS#12 password", mc, le, ak


@special
def s_ansible_inventory():
    a = S(any_pw())
    b = S(any_pw())
    art = "[web]\n10.0.%d.%d ansible_user=deploy ansible_password=%s ansible_become_pass=%s\n10.0.%d.%d ansible_user=deploy" % (
        ri(0, 9), ri(2, 250), q(a), q(b), ri(0, 9), ri(2, 250))
    if chance(0.5):
        art = "all:\n  vars:\n    ansible_user: deploy\n    ansible_password: %s\n    ansible_become_password: %s" % (yq(a), yq(b))
    mc, le, ak = compose("Ansible", pick(["inventory/prod.ini", "group_vars/all.yml"]), art)
    return "ansible: inventory passwords", mc, le, ak


@special
def s_powershell():
    pw = S(any_pw())
    art = '$secpw = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ("%s\\svc_backup", $secpw)\nEnter-PSSession -ComputerName %s -Credential $cred' % (
        pw.replace("$", "`$"), company().upper(), pick(["FS01", "DC02", "SQL01"]))
    mc, le, ak = compose("the Windows file server", "backup.ps1", art)
    return "powershell: ConvertTo-SecureString plaintext", mc, le, ak


@special
def s_net_use():
    pw = S(any_pw())
    art = pick(["net use Z: \\\\fs01\\share /user:%s\\%s %s /persistent:no" % (company().upper(), person(), pw),
                "sudo mount -t cifs //fs01/share /mnt/share -o username=%s,password=%s,domain=%s" % (person(), pw, company().upper()),
                "smbclient //fs01/exports -U %s%%%s -c 'ls'" % (person(), pw)])
    mc, le, ak = compose("the file share", pick(["the logon script", "/etc/fstab notes", "shell history"]), art)
    return "shell: SMB/CIFS credentials", mc, le, ak


@special
def s_sql_create_user():
    pw = S(any_pw().replace("'", ""))
    u = pick(DBUSERS)
    art = pick(["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, pw, project().replace("-", "_"), u),
                "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw),
                "CREATE LOGIN %s WITH PASSWORD = '%s';" % (u, pw),
                "ALTER USER %s IDENTIFIED BY \"%s\";" % (u.upper(), pw)])
    mc, le, ak = compose("the database", pick(["migrations/0042_create_user.sql", "the DBA ticket", "init.sql"]), art)
    return "sql: CREATE/ALTER USER with password", mc, le, ak


@special
def s_mongo_createuser():
    pw = S(any_pw().replace('"', ""))
    art = 'db.getSiblingDB("admin").createUser({\n  user: "%s",\n  pwd: "%s",\n  roles: [{ role: "readWrite", db: "%s" }]\n})' % (pick(DBUSERS), pw, project().replace("-", "_"))
    mc, le, ak = compose("MongoDB", "mongo-init.js", art)
    return "js: mongo createUser pwd", mc, le, ak


@special
def s_redis_auth():
    pw = S(pick([rand_pw(), any_pw(), hexs(32)]))
    art = pick(["requirepass %s\nmaxmemory 2gb" % pw, "redis-cli -h %s -p 6380 -a %s --no-auth-warning info replication" % (host("redis"), q(pw)),
                "127.0.0.1:6379> AUTH %s\nOK" % pw, "masterauth %s\nreplicaof 10.0.1.5 6379" % pw])
    mc, le, ak = compose("Redis", pick(["redis.conf", "shell history", "the sentinel config"]), art)
    return "redis: requirepass / AUTH", mc, le, ak


@special
def s_cisco():
    t7 = S(hexs(ri(14, 22)).upper())
    comm = S(pick(["n0c-r3ad-", "mon1tor-", "ro-"]) + rs(6, ANL))
    art = "hostname core-sw01\nusername netadmin privilege 15 password 7 %s\nsnmp-server community %s RO 10\nline vty 0 4\n login local" % (t7, comm)
    mc, le, ak = compose("the core switch", "the running-config backup", art)
    return "netconf: Cisco type-7 password + SNMP community", mc, le, ak


@special
def s_kafka_jaas():
    key = rs(16, ANU)
    sec = S(rs(64, AN + "+/"))
    art = 'bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (
        rs(5, ANL), pick(REGIONS), key, sec)
    mc, le, ak = compose("Confluent Cloud", "client.properties", art)
    return "properties: Kafka SASL/PLAIN jaas password [Confluent]", mc, le, ak


@special
def s_rabbitmq():
    pw = S(pct(any_pw()))
    art = "CELERY_BROKER_URL=amqp://%s:%s@%s:5672/%s" % (pick(["celery", "worker", "guest_svc"]), pw, host("mq"), pick(["prod", "%2F", "jobs"]))
    mc, le, ak = compose("RabbitMQ", ".env", art)
    return "url: amqp broker URL with password", mc, le, ak


@special
def s_ldap():
    pw = S(any_pw())
    c = company()
    art = pick(["ldapsearch -x -H ldaps://ldap.%s.internal -D \"cn=svc-ldap,ou=services,dc=%s,dc=com\" -w %s -b \"ou=people,dc=%s,dc=com\" \"(uid=%s)\"" % (c, c, q(pw), c, person()),
                "spring.ldap.urls=ldaps://ldap.%s.internal:636\nspring.ldap.username=cn=svc-ldap,ou=services,dc=%s,dc=com\nspring.ldap.password=%s" % (c, c, pw)])
    mc, le, ak = compose("LDAP", pick(["shell history", "application.properties"]), art)
    return "ldap: bind password", mc, le, ak


@special
def s_stacktrace_jdbc():
    pw = S(any_pw().replace("&", "x"))
    art = "org.postgresql.util.PSQLException: Connection to %s:5432 refused.\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)\n\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\nCaused by: config: jdbcUrl=jdbc:postgresql://%s:5432/app?user=%s&password=%s" % (host("pg"), host("pg"), pick(DBUSERS), pw)
    mc, le, ak = compose("Postgres", "the startup stack trace", art)
    return "trace: Java stack trace exposing JDBC password", mc, le, ak


@special
def s_stacktrace_python():
    pw = S(rand_pw())
    u = pick(DBUSERS)
    art = 'Traceback (most recent call last):\n  File "/app/worker.py", line 41, in <module>\n    conn = psycopg2.connect(dsn)\n  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\npsycopg2.OperationalError: connection to server failed\nDSN was: host=%s port=5432 dbname=app user=%s password=%s sslmode=require' % (host("pg"), u, pw)
    mc, le, ak = compose("Postgres", "the worker traceback", art)
    return "trace: Python traceback with DSN password", mc, le, ak


@special
def s_env_multi():
    vs = []
    while len(vs) < ri(3, 5):
        v = pick(VENDORS)
        if v not in vs:
            vs.append(v)
    ls = ["# --- %s ---" % project()]
    names = []
    for v in vs:
        items, _ = v["make"]()
        names.append(v["name"])
        for e, val, secs in items:
            for s in secs:
                S(s)
            ls.append("%s=%s" % (e, val))
    art = "\n".join(ls)
    if blen(art) > 880:
        raise Retry()
    mc = tp(["The local setup needs a full .env that isn't in the repo. %s shared theirs:\n" % person(), "Missing context: all third-party keys the service expects. Current .env.staging:\n"],
            ["로컬 세팅에 repo에 없는 .env 전체가 필요했음. %s님이 자기 거 공유해 줌:\n" % person(), "서비스가 기대하는 외부 키 목록이 없었음. 현재 .env.staging:\n"]) + art
    le = tp(["Commit a .env.example with empty values so the list of variables is discoverable.", ""], ["변수 목록 알 수 있게 빈 값으로 .env.example 커밋할 것.", ""])
    return "env: several providers in one .env (%s)" % ", ".join(names), mc, le, ""


@special
def s_diff_rotation():
    v = pick(VENDORS)
    items_old, _ = v["make"]()
    items_new, _ = v["make"]()
    ls = []
    for (e, vo, so), (_, vn, sn) in zip(items_old, items_new):
        if so:
            for s in so + sn:
                S(s)
            ls += ["-%s=%s" % (e, vo), "+%s=%s" % (e, vn)]
        else:
            ls.append(" %s=%s" % (e, vo))
    art = "diff --git a/deploy/prod.env b/deploy/prod.env\n--- a/deploy/prod.env\n+++ b/deploy/prod.env\n@@ -3,%d +3,%d @@\n" % (len(ls), len(ls)) + "\n".join(ls)
    if blen(art) > 950:
        raise Retry()
    mc = tp(["The rotation commit that broke staging:\n", "I didn't know prod.env is committed. Last diff:\n"], ["staging을 깨뜨린 rotation 커밋:\n", "prod.env가 커밋돼 있는 줄 몰랐음. 마지막 diff:\n"]) + art
    le = tp(["Both old and new values are now in git history; rotating again is required.", ""], ["예전 값이랑 새 값 둘 다 git history에 남음. 다시 rotate 해야 함.", ""])
    return "diff: rotated %s credentials (old and new) [%s]" % (v["name"], v["name"]), mc, le, ""


@special
def s_tfvars_state():
    pw = S(rand_pw())
    if chance(0.5):
        art = 'db_username = "%s"\ndb_password = "%s"\ninstance_class = "db.t4g.medium"' % (pick(DBUSERS), pw)
        path = "terraform.tfvars"
    else:
        art = '"resources": [{\n  "type": "aws_db_instance",\n  "name": "main",\n  "instances": [{"attributes": {"username": "%s", "password": "%s", "engine": "postgres", "port": 5432}}]\n}]' % (pick(DBUSERS), pw)
        path = "terraform.tfstate (S3 backend)"
    mc, le, ak = compose("RDS", path, art)
    return "terraform: RDS password in tfvars/tfstate", mc, le, ak


@special
def s_helm_set():
    pw = S(any_pw())
    art = "helm upgrade --install %s bitnami/postgresql -n data \\\n  --set auth.username=%s \\\n  --set auth.password=%s \\\n  --set primary.persistence.size=50Gi" % (project(), pick(DBUSERS), q(pw))
    mc, le, ak = compose("the Postgres chart", "the install runbook", art)
    return "shell: helm --set auth.password", mc, le, ak


@special
def s_docker_run_pw():
    pw = S(any_pw())
    img = pick(["postgres:16", "mysql:8.4", "mcr.microsoft.com/mssql/server:2022-latest", "mariadb:11", "bitnami/redis:7.2"])
    env = {"postgres:16": "POSTGRES_PASSWORD", "mysql:8.4": "MYSQL_ROOT_PASSWORD", "mariadb:11": "MARIADB_ROOT_PASSWORD", "bitnami/redis:7.2": "REDIS_PASSWORD"}.get(img, "MSSQL_SA_PASSWORD")
    art = "docker run -d --name db -p 5432:5432 -e %s=%s %s%s" % (env, q(pw), "-e ACCEPT_EULA=Y " if "mssql" in img else "", img)
    mc, le, ak = compose("the local database", pick(["README.md", "Makefile", "docs/dev-setup.md"]), art)
    return "shell: docker run -e DB password", mc, le, ak


@special
def s_compose_multi():
    a = S(any_pw())
    ak1 = S(rs(20, ANU))
    sk1 = S(rs(40, AN))
    b = S(rand_pw())
    art = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n  minio:\n    image: minio/minio\n    environment:\n      MINIO_ROOT_USER: %s\n      MINIO_ROOT_PASSWORD: %s\n  redis:\n    image: redis:7\n    command: redis-server --requirepass %s" % (yq(a), ak1, sk1, q(b))
    mc, le, ak = compose("the dev stack", "docker-compose.yml", art)
    return "compose: db + minio + redis passwords", mc, le, ak


@special
def s_rclone():
    kid = S("AKIA" + rs(16, B32))
    sk = S(rs(40, AN + "/+"))
    ob = S(rs(ri(30, 44), B64U))
    art = "[s3backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s\n\n[nas]\ntype = sftp\nhost = nas.%s.internal\nuser = backup\npass = %s" % (kid, sk, pick(REGIONS), company(), ob)
    mc, le, ak = compose("rclone", "~/.config/rclone/rclone.conf", art)
    le = (le + "\n" if le else "") + tp(["rclone 'obscured' passwords are reversible with `rclone reveal`; treat them as plaintext."], ["rclone의 obscure 비번은 `rclone reveal`로 복원됨. 평문 취급할 것."])
    return "ini: rclone.conf (S3 keys + obscured sftp pass)", mc, le, ak


@special
def s_s3cfg():
    a = S(rs(20, ANU))
    b = S(rs(40, AN))
    art = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com\nhost_bucket = kr.object.ncloudstorage.com" % (a, b)
    mc, le, ak = compose("Naver Cloud Object Storage", "~/.s3cfg", art)
    return "ini: .s3cfg for NCP Object Storage [Naver Cloud]", mc, le, ak


@special
def s_htpasswd_cmd():
    pw = S(any_pw())
    art = "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (pick(["staging", "preview", "client"]), q(pw))
    mc, le, ak = compose("the staging basic auth", "the nginx setup notes", art)
    return "shell: htpasswd -b with plaintext password", mc, le, ak


@special
def s_ipmi():
    pw = S(any_pw())
    art = "ipmitool -I lanplus -H 10.10.%d.%d -U ADMIN -P %s chassis power cycle" % (ri(0, 255), ri(1, 254), q(pw))
    mc, le, ak = compose("the BMC", "the hardware runbook", art)
    return "shell: ipmitool -P password", mc, le, ak


@special
def s_smtp_conf():
    pw = S(pick([any_pw(), rs(ri(16, 24), AN)]))
    host_ = pick(["smtp.office365.com", "email-smtp.%s.amazonaws.com" % pick(REGIONS), "smtp.worksmobile.com", "smtp.daum.net", "smtp.mailgun.org"])
    art = "spring.mail.host=%s\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s\nspring.mail.properties.mail.smtp.starttls.enable=true" % (host_, email(), pw)
    if chance(0.5):
        art = "MAIL_MAILER=smtp\nMAIL_HOST=%s\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s" % (host_, email(), pw)
    mc, le, ak = compose("SMTP", pick(["application.properties", ".env"]), art)
    return "smtp: mail password", mc, le, ak


@special
def s_prometheus_auth():
    pw = S(any_pw())
    tok = S(rs(ri(40, 60), B64U))
    art = "scrape_configs:\n  - job_name: partner-exporter\n    scheme: https\n    basic_auth:\n      username: prometheus\n      password: %s\n    static_configs:\n      - targets: ['metrics.partner.io:443']\n  - job_name: k8s-api\n    bearer_token: %s" % (yq(pw), tok)
    mc, le, ak = compose("Prometheus", "prometheus.yml", art)
    return "yaml: Prometheus basic_auth password + bearer_token", mc, le, ak


@special
def s_otel_headers():
    choice = ri(0, 2)
    if choice == 0:
        k = S("dt0c01.%s.%s" % (rs(24, ANU), rs(64, ANU)))
        hdr = 'Authorization: "Api-Token %s"' % k
        v = "Dynatrace"
    elif choice == 1:
        k = S("hcaik_" + rs(58, ANL))
        hdr = 'x-honeycomb-team: %s' % k
        v = "Honeycomb"
    else:
        k = S(b64(("%d:%s" % (ri(100000, 999999), "glc_" + rs(60, B64C))).encode()))
        hdr = 'Authorization: "Basic %s"' % k
        v = "Grafana Cloud"
    art = "exporters:\n  otlphttp:\n    endpoint: https://otlp.example-%s.net\n    headers:\n      %s" % (v.lower().replace(" ", ""), hdr)
    mc, le, ak = compose(v, "otel-collector-config.yaml", art)
    return "yaml: OTel collector exporter auth header [%s]" % v, mc, le, ak


@special
def s_fluentbit_hec():
    tok = S(uuid4())
    art = "[OUTPUT]\n    Name        splunk\n    Match       *\n    Host        http-inputs-%s.splunkcloud.com\n    Port        443\n    Splunk_Token %s\n    TLS         On" % (company(), tok)
    mc, le, ak = compose("Splunk", "fluent-bit.conf", art)
    return "conf: Fluent Bit Splunk HEC token [Splunk]", mc, le, ak


@special
def s_upbit_code():
    a = S(rs(40, AN))
    b = S(rs(40, AN))
    art = 'access_key = "%s"\nsecret_key = "%s"\npayload = {"access_key": access_key, "nonce": str(uuid.uuid4())}\njwt_token = jwt.encode(payload, secret_key)\nheaders = {"Authorization": f"Bearer {jwt_token}"}' % (a, b)
    mc, le, ak = compose("Upbit", "bot/upbit_client.py", art)
    return "code: Upbit access/secret in python [Upbit]", mc, le, ak


@special
def s_oauth_refresh():
    cs = S("GOCSPX-" + rs(28, B64U))
    rt = S("1//0" + rs(ri(95, 100), B64U))
    cid = "%d-%s.apps.googleusercontent.com" % (ri(10 ** 11, 10 ** 12 - 1), rs(32, ANL))
    art = "curl -s https://oauth2.googleapis.com/token \\\n  -d client_id=%s \\\n  -d client_secret=%s \\\n  -d refresh_token=%s \\\n  -d grant_type=refresh_token" % (cid, cs, rt)
    mc, le, ak = compose("the Google Sheets sync", "scripts/refresh_token.sh", art)
    return "shell: Google OAuth refresh token + client secret [Google]", mc, le, ak


@special
def s_google_access_token():
    tok = S("ya29." + rs(ri(150, 220), B64U))
    art = "$ gcloud auth print-access-token\n%s" % tok
    mc, le, ak = compose("Google Cloud", "my terminal", art)
    return "shell: gcloud access token (ya29) [Google Cloud]", mc, le, ak


@special
def s_azure_access_token():
    tok = S(jwt({"aud": "https://management.azure.com/", "iss": "https://sts.windows.net/%s/" % uuid4(), "oid": uuid4(), "tid": uuid4(), "upn": email(), "exp": 1732700000}, alg="RS256"))
    art = json.dumps({"accessToken": tok, "expiresOn": "2024-11-26 18:22:05.000000", "subscription": uuid4(), "tenant": uuid4(), "tokenType": "Bearer"}, indent=2)
    if blen(art) > 960:
        raise Retry()
    mc = tp(["Output of `az account get-access-token` I used to call ARM directly:\n"], ["ARM 직접 호출할 때 쓴 `az account get-access-token` 출력:\n"]) + art
    return "json: Azure CLI access token (JWT) [Azure]", mc, "", ""


@special
def s_salesforce_concat():
    pw = human_pw()
    tok = rs(24, AN)
    both = S(pw + tok)
    art = "sf_client.login(username='integration@%s.com', password='%s')" % (company(), both)
    mc, le, ak = compose("Salesforce", "sync/salesforce.py", art)
    le = (le + "\n" if le else "") + tp(["For SOAP login the password field is the password with the security token appended."], ["SOAP 로그인은 password 필드에 비밀번호 뒤에 security token을 붙여서 넣음."])
    return "code: Salesforce password+security token concatenated [Salesforce]", mc, le, ak


@special
def s_sqlplus():
    pw = S(any_pw().replace("@", "A").replace("/", "x"))
    art = "sqlplus %s/%s@//%s:1521/ORCLPDB1 @scripts/refresh_mv.sql" % (pick(["SCOTT", "APP_OWNER", "BATCH"]), pw, host("ora"))
    mc, le, ak = compose("Oracle", "the batch server crontab", art)
    return "shell: sqlplus user/password@db", mc, le, ak


@special
def s_ftp_url():
    pw = S(pct(any_pw()))
    art = pick(["wget ftp://upload:%s@ftp.%s.co.kr/outbox/*.csv" % (pw, company()), "lftp -e 'mirror -R dist /www' sftp://deploy:%s@%s" % (pw, host("web"))])
    mc, le, ak = compose("the partner FTP", "the nightly sync script", art)
    return "url: FTP/SFTP URL with password", mc, le, ak


@special
def s_tomcat_users():
    pw = S(any_pw().replace('"', "").replace("&", "x").replace("<", "x"))
    art = '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="%s" password="%s" roles="manager-gui,manager-script"/>\n</tomcat-users>' % (pick(["admin", "deployer", "tomcat"]), pw)
    mc, le, ak = compose("Tomcat manager", "conf/tomcat-users.xml", art)
    return "xml: tomcat-users.xml password", mc, le, ak


@special
def s_nginx_basic():
    blob = S(b64(("%s:%s" % (pick(["api", "partner", "upstream"]), any_pw())).encode()))
    art = 'location /partner/ {\n    proxy_pass https://partner-api.%s.com/;\n    proxy_set_header Authorization "Basic %s";\n}' % (company(), blob)
    mc, le, ak = compose("the partner proxy", "nginx/conf.d/partner.conf", art)
    return "nginx: proxy_set_header Basic credential", mc, le, ak


@special
def s_haproxy():
    pw = S(any_pw())
    art = "listen stats\n    bind *:8404\n    stats enable\n    stats uri /stats\n    stats auth admin:%s" % pw
    mc, le, ak = compose("HAProxy", "haproxy.cfg", art)
    return "haproxy: stats auth password", mc, le, ak


@special
def s_supabase_code():
    ref = rs(20, LO)
    k = S(jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": 1712000000, "exp": 2027000000 + ri(0, 9999999)}))
    art = "import { createClient } from '@supabase/supabase-js'\n\nexport const admin = createClient(\n  'https://%s.supabase.co',\n  '%s'\n)" % (ref, k)
    mc, le, ak = compose("Supabase", "lib/supabaseAdmin.ts", art)
    le = (le + "\n" if le else "") + tp(["The service_role key bypasses RLS; it must never ship to the browser."], ["service_role 키는 RLS를 우회함. 절대 브라우저로 나가면 안 됨."])
    return "code: Supabase service_role key in source [Supabase]", mc, le, ak


@special
def s_toss_basic():
    k = S(pick(["live_sk_", "test_sk_"]) + rs(20, AN))
    basic = S(b64((k + ":").encode()))
    art = 'const secretKey = "%s";\nconst encoded = Buffer.from(secretKey + ":").toString("base64");\n// encoded === "%s"\nawait fetch("https://api.tosspayments.com/v1/payments/confirm", { method: "POST", headers: { Authorization: `Basic ${encoded}` } });' % (k, basic)
    mc, le, ak = compose("Toss Payments", "pages/api/confirm.ts", art)
    return "code: Toss secret key + its Basic form [Toss Payments]", mc, le, ak


@special
def s_kis_code():
    ak_ = S("PS" + rs(34, AN))
    sk = S(rs(180, AN + "+/"))
    art = 'APP_KEY = "%s"\nAPP_SECRET = "%s"\nURL_BASE = "https://openapivts.koreainvestment.com:29443"  # 모의투자' % (ak_, sk)
    mc, le, ak = compose("한국투자증권 Open API", "trader/config.py", art)
    return "code: KIS appkey/appsecret [Korea Investment (KIS)]", mc, le, ak


@special
def s_line_notify():
    tok = S(rs(43, AN))
    art = 'curl -X POST -H "Authorization: Bearer %s" -F "message=バッチ完了" https://notify-api.line.me/api/notify' % tok
    mc, le, ak = compose("LINE Notify", "batch/notify.sh", art)
    return "shell: LINE Notify token [LINE]", mc, le, ak


@special
def s_wechat_pay():
    k = S(rs(32, AN))
    art = "wechat:\n  pay:\n    mch-id: \"%d\"\n    api-v3-key: \"%s\"\n    serial-no: %s\n    private-key-path: /etc/wxpay/apiclient_key.pem" % (ri(10 ** 9, 2 * 10 ** 9), k, hexs(40).upper())
    mc, le, ak = compose("WeChat Pay", "application-prod.yml", art)
    return "yaml: WeChat Pay APIv3 key [WeChat Pay]", mc, le, ak


@special
def s_alipay_key():
    body = pem_body_rsa(False, ri(2, 4))
    for l in body:
        S(l)
    art = 'alipay:\n  app-id: "2021%012d"\n  private-key: "%s..."\n  alipay-public-key: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s..."' % (ri(0, 10 ** 12 - 1), "".join(body), rs(40, B64C))
    mc, le, ak = compose("Alipay", "application.yml", art)
    return "yaml: Alipay app private key (one-line PEM body) [Alipay]", mc, le, ak


@special
def s_eas_secret():
    k = S(rs(40, B64U))
    art = "$ eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value %s" % k
    mc, le, ak = compose("EAS", "shell history", art)
    return "shell: secret value passed on CLI (eas secret:create)", mc, le, ak


@special
def s_gh_secret_set():
    v = pick(VENDORS)
    items, _ = v["make"]()
    sec = [it for it in items if it[2] and it[2][0] == it[1]]
    if not sec:
        raise Retry()
    e, val, ss = sec[0]
    S(val)
    art = pick(["gh secret set %s --repo %s/%s --body %s" % (e, company(), project(), q(val)),
                "kubectl create secret generic %s --from-literal=%s=%s -n %s" % (v["slug"].replace("_", "-"), e, q(val), pick(ENVS)),
                "aws ssm put-parameter --name /%s/%s --type SecureString --value %s --overwrite" % (pick(ENVS), e.lower(), q(val)),
                "vault kv put secret/%s %s=%s" % (project(), e.lower(), q(val)),
                "fly secrets set %s=%s -a %s" % (e, q(val), project()),
                "heroku config:set %s=%s -a %s" % (e, q(val), project())])
    mc, le, ak = compose(v["name"], "shell history", art)
    return "shell: secret stored via CLI literal (%s) [%s]" % (art.split()[0] + " " + art.split()[1], v["name"]), mc, le, ak


@special
def s_har_json():
    tok = S(pick(["xoxc-" + "%d-%d-%d-%s" % (ri(10 ** 10, 10 ** 12), ri(10 ** 10, 10 ** 12), ri(10 ** 12, 10 ** 13), hexs(64)),
                  jwt({"sub": uuid4(), "scope": "openid profile", "exp": 1732700000}), rs(40, AN)]))
    art = json.dumps({"request": {"method": "POST", "url": "https://api.%s.com/graphql" % company(), "headers": [{"name": "authorization", "value": "Bearer " + tok}, {"name": "x-request-id", "value": uuid4()}]}}, indent=1)
    mc, le, ak = compose("the GraphQL API", "the exported HAR", art)
    return "har: bearer token in exported HAR", mc, le, ak


@special
def s_private_registry_url():
    tok = S(rs(ri(24, 40), AN))
    c = company()
    art = 'go env -w GOPRIVATE=git.%s.com\ngit config --global url."https://gitlab-ci-token:%s@git.%s.com/".insteadOf "https://git.%s.com/"' % (c, tok, c, c)
    mc, le, ak = compose("private Go modules", "the Dockerfile build stage", art)
    return "git: insteadOf URL with token (GOPRIVATE)", mc, le, ak


@special
def s_vnc_rdp():
    pw = S(any_pw())
    art = pick(["xfreerdp /v:10.20.%d.%d /u:Administrator /p:%s /cert:ignore" % (ri(0, 255), ri(1, 254), q(pw)),
                "vncviewer -passwd <(echo %s | vncpasswd -f) 10.20.%d.%d:1" % (q(pw), ri(0, 255), ri(1, 254))])
    mc, le, ak = compose("the Windows build agent", "the agent setup note", art)
    return "shell: RDP/VNC password on command line", mc, le, ak


@special
def s_mqtt():
    pw = S(any_pw())
    art = "mosquitto_pub -h mqtt.%s.io -p 8883 --capath /etc/ssl/certs -u device-%04d -P %s -t factory/line%d/temp -m 23.4" % (company(), ri(0, 9999), q(pw), ri(1, 9))
    mc, le, ak = compose("the MQTT broker", "the device provisioning script", art)
    return "shell: mosquitto -P password", mc, le, ak


@special
def s_ms_teams_chat_ko_mixed():
    # several generic secrets in one chat-like note
    pw = S(any_pw())
    pin = S("%08d" % ri(0, 10 ** 8 - 1))
    mc = tp(["Onboarding notes from %s: VPN user %s, password %s, and the OTP card PIN is %s." % (person(), person(), pw, pin)],
            ["%s님 온보딩 메모: VPN 계정 %s, 비번 %s, OTP 카드 PIN은 %s." % (person(), person(), pw, pin)])
    le = tp(["Personal credentials shouldn't be in a team log at all.", ""], ["개인 인증 정보는 팀 로그에 들어가면 안 됨.", ""])
    return "prose: VPN password + PIN in onboarding note", mc, le, ""


@special
def s_ask_only():
    st = ri(0, 3)
    if st == 0:
        v = pick([x for x in VENDORS if len([it for it in x["make"]()[0] if it[2]]) == 1])
        items, _ = v["make"]()
        e, val, ss = [it for it in items if it[2]][0]
        for x in ss:
            S(x)
        svc = prose_name(v["name"])
        mc = tp(["The %s integration tests are skipped locally because %s is unset; nobody documented that." % (svc, e)],
                ["로컬에서 %s가 비어 있어서 %s 연동 테스트가 skip 됨. 문서에 없었음." % (e, svc)])
        ak = tp(["Is it fine to put %s=%s in my local .env, or is there a sandbox value?" % (e, val)],
                ["로컬 .env에 %s=%s 넣어도 되나요, 아니면 sandbox 값이 따로 있나요?" % (e, val)])
        cat = "ask: %s secret only in ask_next_time [%s]" % (v["name"], v["name"])
    elif st == 1:
        pw = S(any_pw())
        mc = tp(["The staging admin login wasn't in the handover doc."], ["staging 관리자 로그인 정보가 인수인계 문서에 없었음."])
        ak = tp(["Is the staging admin password still %s?" % pw, "Can I keep using admin / %s on staging?" % pw],
                ["staging admin 비밀번호 아직 %s 맞나요?" % pw, "staging에서 admin / %s 계속 써도 되나요?" % pw])
        cat = "ask: password only in ask_next_time"
    elif st == 2:
        tok = S("ghp_" + rs(36, AN))
        mc = tp(["The release workflow fails on the tag push step with 403."], ["release workflow가 tag push 단계에서 403으로 실패함."])
        ak = tp(["Should the workflow use my PAT %s or a GitHub App token?" % tok], ["workflow에서 제 PAT %s 써도 되나요, 아니면 GitHub App 토큰으로 바꿔야 하나요?" % tok])
        cat = "ask: GitHub PAT only in ask_next_time [GitHub]"
    else:
        k = S("AKIA" + rs(16, B32))
        sk = S(rs(40, AN + "/+"))
        mc = tp(["The backfill script needs S3 read access in the analytics account."], ["backfill 스크립트가 analytics 계정 S3 읽기 권한이 필요함."])
        ak = tp(["Can I use %s / %s from the old batch user, or will you create a role?" % (k, sk)], ["예전 batch 사용자 키 %s / %s 써도 되나요, 아니면 role 만들어 주실 건가요?" % (k, sk)])
        cat = "ask: AWS key pair only in ask_next_time [AWS]"
    le = tp(["Credentials requests go through the #access channel.", ""], ["권한 요청은 #access 채널로.", ""])
    return cat, mc, le, ak


class Retry(Exception):
    pass

# ----------------------------------------------------------------------------
# clean templates (no credential anywhere)
#   kind: "risky" (looks like it might contain a credential), "pub" (only risky
#   item is a vendor-documented public key), "benign"
# ----------------------------------------------------------------------------
CLEAN = []


def clean(kind):
    def deco(fn):
        CLEAN.append((kind, fn))
        return fn
    return deco


def cert_body(n=None):
    return lines("MII" + pick("BCDEFG") + rs(ri(600, 900), B64C))[:n or ri(5, 9)]


CLEAN.append(("risky", clean_vendor_note))


@clean("risky")
def c_k8s_secretkeyref():
    sec = "%s-credentials" % pick(["db", "stripe", "openai", "smtp", "kafka"])
    art = "env:\n  - name: DATABASE_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: token\n        optional: false" % (sec, sec)
    mc, le, ak = compose("Kubernetes", "charts/%s/templates/deployment.yaml" % project(), art)
    le = le or t("The Secret itself is created by External Secrets; never template values into the chart.", "Secret 자체는 External Secrets가 만듦. chart에 값을 템플릿으로 넣지 말 것.")
    return "clean k8s: secretKeyRef env (no values)", mc, le, ak


@clean("risky")
def c_external_secrets():
    art = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  target:\n    name: %s-env\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password\n    - secretKey: STRIPE_SECRET_KEY\n      remoteRef:\n        key: %s/%s/stripe\n        property: secret_key" % (
        project(), project(), pick(ENVS), project(), pick(ENVS), project())
    mc, le, ak = compose("External Secrets", "k8s/externalsecret.yaml", art)
    return "clean k8s: ExternalSecret remoteRef", mc, le, ak


@clean("risky")
def c_sops_file():
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(n)), b64(rb(32)), b64(rb(16)))
    art = "db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: %s\n    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.0" % (
        enc(ri(12, 20)), enc(ri(30, 40)), age_public(), ts(), b64(rb(32)), b64(rb(32)), b64(rb(16)))
    mc, le, ak = compose("SOPS", "secrets/%s.enc.yaml" % pick(ENVS), art)
    return "clean sops: encrypted values + age recipient", mc, le, ak


@clean("risky")
def c_sealed_secret():
    art = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s\n    username: Ag%s" % (
        project(), pick(ENVS), rs(ri(300, 380), B64C) + "==", rs(ri(300, 340), B64C) + "=")
    mc, le, ak = compose("Sealed Secrets", "k8s/sealed-db.yaml", art)
    le = le or t("encryptedData can only be decrypted by the controller in that cluster, so it is safe to commit.", "encryptedData는 해당 클러스터 controller만 복호화 가능해서 커밋해도 됨.")
    return "clean k8s: SealedSecret ciphertext", mc, le, ak


@clean("risky")
def c_ansible_vault():
    body = "\n".join(lines(hexs(ri(300, 420)), 80))
    art = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + body.replace("\n", "\n  ")
    mc, le, ak = compose("Ansible Vault", "group_vars/prod/vault.yml", art)
    le = le or t("The vault password comes from --vault-password-file in CI, not from the repo.", "vault 비밀번호는 CI에서 --vault-password-file로 주입되고 repo엔 없음.")
    return "clean ansible: vault-encrypted value", mc, le, ak


@clean("risky")
def c_aws_describe_secret():
    acct = aws_account()
    reg = pick(REGIONS)
    name = "%s/%s/db" % (pick(ENVS), project())
    art = json.dumps({"ARN": "arn:aws:secretsmanager:%s:%s:secret:%s-%s" % (reg, acct, name, rs(6, AN)), "Name": name,
                      "KmsKeyId": "arn:aws:kms:%s:%s:key/%s" % (reg, acct, uuid4()), "RotationEnabled": True,
                      "VersionIdsToStages": {uuid4(): ["AWSCURRENT"], uuid4(): ["AWSPREVIOUS"]}, "LastRotatedDate": ts()}, indent=2)
    mc = t("Didn't know the DB password is rotated by Secrets Manager. `aws secretsmanager describe-secret` shows:\n",
           "DB 비밀번호를 Secrets Manager가 rotate 한다는 걸 몰랐음. `aws secretsmanager describe-secret` 결과:\n") + art
    le = t("Read it at runtime with get-secret-value; caching it longer than the rotation window breaks connections.",
           "런타임에 get-secret-value로 읽을 것. rotation 주기보다 오래 캐시하면 연결이 깨짐.")
    ak = t("Which IAM role is allowed to read %s?" % name, "%s는 어떤 IAM role이 읽을 수 있나요?" % name)
    return "clean aws: describe-secret metadata (ARNs, version ids)", mc, le, ak


@clean("risky")
def c_vault_meta():
    p = project()
    art = "$ vault kv metadata get secret/%s/db\n======= Metadata =======\nKey                Value\n---                -----\ncas_required       false\ncreated_time       %s\ncurrent_version    %d\nmax_versions       10\nupdated_time       %s\n\n$ vault kv get -field=password secret/%s/db > /dev/null && echo ok\nok" % (
        p, ts(), ri(2, 30), ts(), p)
    mc, le, ak = compose("Vault", "secret/%s/db" % project(), art)
    return "clean vault: kv metadata, value not printed", mc, le, ak


@clean("risky")
def c_op_refs():
    art = "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/secret key\nDATABASE_URL=op://Engineering/%s DB/connection string\nSENTRY_AUTH_TOKEN=op://CI/Sentry/credential\n\n$ op run --env-file=.env.op -- pnpm dev" % (pick(ENVS), project())
    mc, le, ak = compose("1Password", ".env.op", art)
    return "clean 1password: op:// references", mc, le, ak


@clean("risky")
def c_docker_digest():
    d = hexs(64)
    p = project()
    tag = "v1.%d.%d" % (ri(0, 30), ri(0, 9))
    img = "%s.dkr.ecr.%s.amazonaws.com/%s" % (aws_account(), pick(REGIONS), p)
    art = "$ docker pull %s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for %s:%s\n\n# deployment pinned to\nimage: %s@sha256:%s" % (
        img, tag, tag, p, d, img, tag, img, d)
    mc = t("I didn't know prod pins images by digest, so my tag push did nothing.\n", "prod가 이미지를 digest로 고정한다는 걸 몰라서 tag push가 아무 효과 없었음.\n") + art
    le = t("Update the digest in the kustomization, not just the tag.", "tag만이 아니라 kustomization의 digest를 갱신해야 함.")
    return "clean docker: image digests + ECR registry", mc, le, ""


@clean("risky")
def c_git_shas():
    shas = [hexs(40) for _ in range(ri(3, 6))]
    art = "\n".join("%s %s" % (s[:pick([7, 8, 40])], pick(["fix: retry on 429", "chore(deps): bump axios", "feat: add refund webhook", "revert \"feat: new cache\"", "test: flaky e2e", "refactor: split settings"])) for s in shas)
    mc = t("The regression came from one of these commits (git log --oneline main..release):\n", "회귀는 이 커밋들 중 하나에서 생김 (git log --oneline main..release):\n") + art
    le = t("git bisect with the e2e test as the check found it in 6 steps.", "e2e 테스트를 기준으로 git bisect 하니 6단계 만에 찾음.")
    ak = t("Is cherry-picking %s into the hotfix branch OK?" % shas[0][:12], "%s를 hotfix 브랜치로 cherry-pick 해도 되나요?" % shas[0][:12])
    return "clean git: commit SHAs", mc, le, ak


@clean("risky")
def c_npm_integrity():
    art = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s==",\n  "dev": true\n}' % (
        "esbuild", 0, ri(18, 24), ri(0, 9), "esbuild", "esbuild", 0, 21, 5, rs(86, B64C))
    mc, le, ak = compose("npm", "package-lock.json", art)
    return "clean npm: package-lock integrity sha512", mc, le, ak


@clean("risky")
def c_go_sum():
    mods = ["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/aws/aws-sdk-go-v2", "google.golang.org/grpc"]
    art = "\n".join("%s v%d.%d.%d h1:%s=\n%s v%d.%d.%d/go.mod h1:%s=" % (m, ri(0, 1), ri(1, 60), ri(0, 9), rs(43, B64C), m, 0, ri(1, 60), ri(0, 9), rs(43, B64C)) for m in mods[:ri(2, 4)])
    mc, le, ak = compose("Go modules", "go.sum", art)
    return "clean go: go.sum h1 hashes", mc, le, ak


@clean("risky")
def c_pip_hashes():
    art = "\n".join("%s==%s \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (p, v, hexs(64), hexs(64)) for p, v in [("requests", "2.32.3"), ("cryptography", "43.0.1"), ("pydantic", "2.9.2")][:ri(2, 3)])
    mc, le, ak = compose("pip", "requirements.lock", art)
    return "clean pip: --hash=sha256 pins", mc, le, ak


@clean("risky")
def c_cargo_lock():
    art = '[[package]]\nname = "ring"\nversion = "0.17.8"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"\n\n[[package]]\nname = "rustls"\nversion = "0.23.13"\nchecksum = "%s"' % (hexs(64), hexs(64))
    mc, le, ak = compose("cargo", "Cargo.lock", art)
    return "clean rust: Cargo.lock checksums", mc, le, ak


@clean("risky")
def c_sri():
    art = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.4/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % rs(64, B64C)
    mc = t("The CDN script stopped loading after the version bump; the SRI hash has to change with it:\n", "버전 올린 뒤 CDN 스크립트가 안 불러와짐. SRI 해시도 같이 바꿔야 함:\n") + art
    return "clean html: SRI integrity hash", mc, t("Generate SRI with `openssl dgst -sha384 -binary | openssl base64 -A`.", "SRI는 `openssl dgst -sha384 -binary | openssl base64 -A`로 생성."), ""


@clean("risky")
def c_request_ids():
    ls = []
    for _ in range(ri(3, 6)):
        ls.append('%s level=%s request_id=%s trace_id=%s span_id=%s path=/v1/%s status=%d dur_ms=%d' % (
            ts(), pick(["info", "warn", "error"]), uuid4(), hexs(32), hexs(16), pick(["orders", "payments/confirm", "users/me"]), pick([200, 502, 504, 429]), ri(3, 9000)))
    art = "\n".join(ls)
    mc, le, ak = compose("the gateway", "Loki", art)
    return "clean log: request/trace/span ids", mc, le, ak


@clean("risky")
def c_traceparent():
    art = "POST /v1/payments/confirm HTTP/1.1\nHost: api.%s.com\nAuthorization: Bearer <redacted>\ntraceparent: 00-%s-%s-01\nIdempotency-Key: %s\nX-Request-Id: %s\nContent-Type: application/json" % (
        company(), hexs(32), hexs(16), uuid4(), uuid4())
    mc, le, ak = compose("the payments API", "the proxy access log", art)
    return "clean http: traceparent/idempotency headers, auth redacted", mc, le, ak


@clean("risky")
def c_aws_ids():
    acct = aws_account()
    reg = pick(REGIONS)
    art = "Account: %s\nRole: arn:aws:iam::%s:role/%s\nKMS key: arn:aws:kms:%s:%s:key/%s\nBucket: arn:aws:s3:::%s-%s\nRequestId: %s\nx-amz-id-2: %s" % (
        acct, acct, pick(["GitHubActionsDeploy", "EcsTaskExecution", "DataPipeline"]), reg, acct, uuid4(), company(), pick(ENVS), hexs(16).upper(), b64(rb(54)))
    mc, le, ak = compose("AWS", "the CloudTrail event", art)
    return "clean aws: account id, ARNs, KMS key id, request ids", mc, le, ak


@clean("risky")
def c_gcp_ids():
    proj = "%s-%s-%d" % (company(), pick(ENVS), ri(100, 999))
    art = 'project_id: %s\nproject_number: %d\nservice_account: %s@%s.iam.gserviceaccount.com\nworkload_identity_provider: projects/%d/locations/global/workloadIdentityPools/github/providers/github\nkms_key: projects/%s/locations/asia-northeast3/keyRings/app/cryptoKeys/sops' % (
        proj, ri(10 ** 11, 10 ** 12), pick(["deployer", "ci"]), proj, ri(10 ** 11, 10 ** 12), proj)
    mc, le, ak = compose("Google Cloud", "infra/gcp.yaml", art)
    le = le or t("Workload Identity Federation means no JSON key file is needed in CI.", "Workload Identity Federation 쓰면 CI에 JSON 키 파일이 필요 없음.")
    return "clean gcp: project/SA/WIF identifiers", mc, le, ak


@clean("risky")
def c_azure_ids():
    art = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# auth: federated credential (OIDC), no client secret" % (uuid4(), uuid4(), uuid4())
    mc, le, ak = compose("Azure", ".github/workflows/deploy.yml env", art)
    return "clean azure: tenant/client/subscription ids with OIDC", mc, le, ak


@clean("risky")
def c_ssh_pubkey():
    keys = ["ssh-ed25519 %s %s@%s" % (ssh_pub_ed25519(), person(), pick(["laptop", "mbp", "desktop"])) for _ in range(ri(1, 3))]
    art = "\n".join(keys)
    mc = t("The bastion only lets in keys listed in authorized_keys. I added mine next to the existing ones:\n",
           "bastion은 authorized_keys에 있는 키만 허용함. 기존 키들 옆에 내 public key 추가함:\n") + art
    le = t("Fingerprint check: ssh-keygen -lf ~/.ssh/id_ed25519.pub gives %s" % ssh_fp(), "지문 확인: ssh-keygen -lf ~/.ssh/id_ed25519.pub 결과 %s" % ssh_fp())
    return "clean ssh: public keys + fingerprint", mc, le, t("Who approves new bastion keys?", "bastion 키 추가는 누가 승인하나요?")


@clean("risky")
def c_known_hosts():
    art = "\n".join("%s ssh-ed25519 %s" % (h, ssh_pub_ed25519()) for h in ["github.com", "gitlab.%s.com" % company(), "10.0.%d.%d" % (ri(0, 9), ri(2, 250))][:ri(2, 3)])
    mc, le, ak = compose("SSH", "ci/known_hosts", art)
    return "clean ssh: known_hosts host keys", mc, le, ak


@clean("risky")
def c_tls_cert():
    art = "-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_body()) + "\n...\n-----END CERTIFICATE-----"
    mc, le, ak = compose("the internal CA", pick(["certs/ca.crt", "the truststore import", "the Helm values (caBundle)"]), art)
    le = le or t("This is the CA certificate, which is public; the CA private key stays in the HSM.", "이건 공개 CA 인증서이고 CA private key는 HSM에 있음.")
    return "clean pem: CA certificate (public)", mc, le, ak


@clean("risky")
def c_public_key_pem():
    body = lines(b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)))
    art = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(body) + "\n-----END PUBLIC KEY-----"
    mc, le, ak = compose("webhook signature verification", pick(["keys/partner_pub.pem", "cosign.pub", "the partner portal"]), art)
    return "clean pem: EC public key", mc, le, ak


@clean("risky")
def c_pgp_public():
    art = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBG" + rs(58, B64C) + "\n" + "\n".join(rs(64, B64C) for _ in range(ri(3, 5))) + "\n...\n-----END PGP PUBLIC KEY BLOCK-----"
    mc, le, ak = compose("release signing", "KEYS", art)
    le = le or t("Fingerprint: %s" % " ".join(hexs(40).upper()[i:i + 4] for i in range(0, 40, 4)), "지문: %s" % " ".join(hexs(40).upper()[i:i + 4] for i in range(0, 40, 4)))
    return "clean pgp: public key block + fingerprint", mc, le, ak


@clean("risky")
def c_gpg_verify():
    fp = hexs(40).upper()
    art = "$ git verify-commit HEAD\ngpg: Signature made Tue %s KST\ngpg:                using RSA key %s\ngpg: Good signature from \"%s <%s>\" [ultimate]\nPrimary key fingerprint: %s" % (
        ts()[:10], fp, person().title(), email(), " ".join(fp[i:i + 4] for i in range(0, 40, 4)))
    mc = t("Branch protection requires signed commits; I didn't know. Verified mine:\n", "브랜치 보호 규칙에 signed commit이 필수인 걸 몰랐음. 내 커밋 검증:\n") + art
    return "clean gpg: verify-commit output, key fingerprint", mc, t("Set user.signingkey to the key ID and commit.gpgsign=true.", "user.signingkey에 key ID 넣고 commit.gpgsign=true 설정."), ""


@clean("risky")
def c_sops_yaml():
    art = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    kms: arn:aws:kms:%s:%s:key/%s\n    age: >-\n      %s,\n      %s" % (pick(REGIONS), aws_account(), uuid4(), age_public(), age_public())
    mc, le, ak = compose("SOPS", ".sops.yaml", art)
    return "clean sops: .sops.yaml recipients (public)", mc, le, ak


@clean("risky")
def c_wireguard_pub():
    art = "[Interface]\nAddress = 10.8.0.%d/32\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8\nPersistentKeepalive = 25" % (ri(2, 250), b64(rb(32)), company())
    mc, le, ak = compose("WireGuard", "wg0.conf", art)
    le = le or t("The private key is read from a root-only file, so the conf can be shared.", "private key는 root 전용 파일에서 읽으므로 conf는 공유해도 됨.")
    return "clean wireguard: peer PublicKey only", mc, le, ak


@clean("risky")
def c_jwks():
    art = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(16, B64U), "alg": "RS256", "n": b64u(rb(256))[:120] + "...", "e": "AQAB"}]}, indent=2)
    mc, le, ak = compose("the auth server", "/.well-known/jwks.json", art)
    return "clean json: JWKS public key (n/e)", mc, le, ak


@clean("risky")
def c_jwt_decoded():
    hdr = {"alg": "RS256", "typ": "JWT", "kid": rs(20, B64U)}
    pl = {"iss": "https://auth.%s.com/" % company(), "sub": uuid4(), "aud": project(), "exp": 1732700000 + ri(0, 99999), "scope": "orders:read orders:write"}
    art = "header:  %s\npayload: %s" % (json.dumps(hdr), json.dumps(pl))
    mc = t("The 403 was a scope problem. Decoded claims (signature omitted):\n", "403은 scope 문제였음. 디코딩한 claim (서명 제외):\n") + art
    le = t("The token lacked orders:refund; the client credential grant must request it explicitly.", "토큰에 orders:refund scope가 없었음. client credentials grant에서 명시적으로 요청해야 함.")
    return "clean jwt: decoded header/payload only", mc, le, ""


@clean("risky")
def c_jwt_header_b64():
    alg = pick(["HS256", "HS384", "HS512", "none"])
    raw = '{"alg":"%s","typ":"JWT"}' % alg
    h = b64u(raw.encode())
    svc = pick(["legacy", "billing", "partner", "mobile", "admin"])
    mc = t("Every token from the %s service starts with %s, which is just base64url of %s. The new gateway rejects %s." % (svc, h, raw, alg),
           "%s 서비스 토큰은 전부 %s로 시작하는데 이건 %s를 base64url 한 것일 뿐. 새 gateway는 %s를 거부함." % (svc, h, raw, alg))
    le = pick([t("Switch the issuer to RS256 and publish the JWKS.", "issuer를 RS256으로 바꾸고 JWKS 공개할 것."),
               t("Pin the allowed algorithms in the verifier; never trust the header.", "verifier에서 허용 알고리즘을 고정할 것. header를 믿으면 안 됨."), ""])
    return "clean jwt: base64url header prefix explained", mc, le, ""


@clean("risky")
def c_base64_cursor():
    cur = b64(json.dumps({"offset": ri(100, 5000), "sort": "created_at", "dir": "desc"}, separators=(",", ":")).encode())
    art = "GET /v2/orders?limit=100&cursor=%s\n\n{\"data\": [...], \"next_cursor\": \"%s\"}" % (cur, b64(json.dumps({"offset": ri(5000, 9000), "sort": "created_at", "dir": "desc"}, separators=(",", ":")).encode()))
    mc, le, ak = compose("the orders API", "the API docs", art)
    le = le or t("Cursors are base64 JSON; don't build them by hand, pass next_cursor through.", "cursor는 base64 JSON임. 직접 만들지 말고 next_cursor를 그대로 넘길 것.")
    return "clean api: base64 pagination cursors", mc, le, ak


@clean("risky")
def c_base64_configmap():
    raw = json.dumps({"feature_flags": {"new_checkout": True, "dark_mode": False}, "banner": "점검 안내"}, ensure_ascii=False).encode()
    art = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (project(), b64(raw))
    mc, le, ak = compose("feature flags", "k8s/configmap-flags.yaml", art)
    return "clean k8s: ConfigMap binaryData (base64 of JSON)", mc, le, ak


@clean("risky")
def c_data_uri():
    art = '<link rel="icon" href="data:image/png;base64,%s">' % b64(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rb(ri(40, 70)))
    mc = t("The favicon is inlined as a data URI in index.html:\n", "favicon이 index.html에 data URI로 인라인돼 있음:\n") + art
    return "clean html: base64 data URI image", mc, t("Inline only tiny images; CSP must allow img-src data:.", "작은 이미지만 인라인할 것. CSP에 img-src data: 허용 필요."), ""


@clean("risky")
def c_versions():
    art = "Client Version: v1.%d.%d\nKustomize Version: v5.4.2\nServer Version: v1.%d.%d-eks-%s\n\ngo version go1.22.%d linux/amd64\nnode v20.%d.%d\ngithub.com/%s/%s v0.0.0-2024%02d%02d%02d%02d%02d-%s" % (
        ri(28, 31), ri(0, 5), ri(28, 31), ri(0, 9), hexs(7), ri(0, 9), ri(10, 18), ri(0, 9), company(), project(), ri(10, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), hexs(12))
    mc = t("The version skew was the real issue:\n", "버전 차이가 진짜 원인이었음:\n") + art
    return "clean versions: kubectl/go/node/pseudo-versions", mc, t("kubectl must be within one minor version of the API server.", "kubectl은 API server와 minor 버전 1 이내여야 함."), ""


@clean("risky")
def c_long_ids():
    acct = aws_account()
    reg = pick(REGIONS)
    art = "task: arn:aws:ecs:%s:%s:task/%s-cluster/%s\npod: %s-%s-%s\nstack: arn:aws:cloudformation:%s:%s:stack/%s-%s/%s\nnix: /nix/store/%s-openssl-3.0.14\nasset: static/js/main.%s.js" % (
        reg, acct, pick(ENVS), hexs(32), project(), rs(10, ANL), rs(5, ANL), reg, acct, project(), pick(ENVS), uuid4(), rs(32, "0123456789abcdfghijklmnpqrsvwxyz"), hexs(8))
    mc, le, ak = compose("the deploy", "the incident timeline", art)
    return "clean ids: ECS task ARN, pod name, stack id, nix path, asset hash", mc, le, ak


@clean("risky")
def c_password_policy():
    mn, reuse, lock, age = ri(10, 16), ri(3, 10), ri(5, 10), pick([60, 90, 180])
    mc = t("Security asked for the new password rules: min %d chars, at least 3 of 4 classes, no reuse of the last %d, lockout after %d failures. Regex we use in the form: ^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{%d,}$" % (mn, reuse, lock, mn),
           "보안팀 요청 비밀번호 정책: 최소 %d자, 4종류 중 3종 이상, 최근 %d개 재사용 금지, %d회 실패 시 잠금. 폼에서 쓰는 regex: ^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{%d,}$" % (mn, reuse, lock, mn))
    le = t("Hashing: argon2id with m=%d, t=%d, p=%d; bcrypt cost %d for the legacy table. zxcvbn score >= 3 is required on signup." % (pick([19456, 65536, 47104]), ri(2, 4), ri(1, 4), ri(10, 13)),
           "해싱은 argon2id m=%d, t=%d, p=%d. 레거시 테이블은 bcrypt cost %d. 가입 시 zxcvbn 점수 3 이상 필수." % (pick([19456, 65536, 47104]), ri(2, 4), ri(1, 4), ri(10, 13)))
    ak = pick([t("Do service accounts follow the same password_max_age_days = %d rule?" % age, "서비스 계정도 password_max_age_days = %d 규칙 따르나요?" % age),
               t("Should the password reset token TTL stay at %d minutes?" % ri(10, 60), "비밀번호 재설정 토큰 TTL을 %d분으로 유지할까요?" % ri(10, 60)), ""])
    return "clean prose: password policy discussion", mc, le, ak


@clean("risky")
def c_port_flags():
    art = pick(["docker run -d -p 5432:5432 -p 8080:80 --name dev-db postgres:16",
                "ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@%s" % host("api"),
                "psql -h localhost -p 5433 -U app -d app_test -W",
                "mysql -u root -p -h 127.0.0.1 -P 3307",
                "redis-cli -p 6380 --tls --cacert ca.crt ping",
                "kubectl port-forward svc/%s 8443:443 -n %s" % (project(), pick(ENVS)),
                "pytest -p no:cacheprovider -k 'not slow' -x"])
    mc = t("Flag confusion cost me time:\n%s\n-p is the port here (or a plugin for pytest), not a password; psql -W / mysql -p just prompt." % art,
           "플래그 헷갈려서 시간 날림:\n%s\n여기서 -p는 비밀번호가 아니라 포트(pytest는 plugin)임. psql -W, mysql -p는 그냥 prompt 띄움." % art)
    return "clean shell: -p/-P as port flags", mc, "", t("Should the dev DB port be standardised to 5433?", "dev DB 포트를 5433으로 통일할까요?")


@clean("risky")
def c_fake_fixtures():
    st = ri(0, 3)
    if st == 0:
        art = 'os.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\nos.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"\n\n@mock_aws\ndef test_upload(): ...'
        what = "AWS docs example keys with moto"
    elif st == 1:
        art = "def test_login(client):\n    resp = client.post('/login', json={'username': 'test', 'password': 'password'})\n    assert resp.status_code == 200\n    assert client.get('/me', headers={'Authorization': 'Bearer test-token'}).ok"
        what = "trivial test credentials"
    elif st == 2:
        art = "const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'; // jwt.io sample\nexpect(decode(token).name).toBe('John Doe');"
        what = "jwt.io sample token"
    else:
        art = "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nOPENAI_API_KEY=sk-dummy-for-tests\nSLACK_BOT_TOKEN=xoxb-not-a-real-token\nGITHUB_TOKEN=ghp_000000000000000000000000000000000000"
        what = "placeholder tokens in .env.test"
    mc, le, ak = compose("the test suite", pick(["tests/conftest.py", "src/__tests__/auth.test.ts", ".env.test", "tests/test_auth.py"]), art)
    return "clean fixture: obviously fake values (%s)" % what, mc, le, ak


@clean("risky")
def c_stripe_ids():
    art = "customer=cus_%s\npayment_intent=pi_%s\ncharge=ch_%s\nevent=evt_%s\nprice=price_%s\nconnected account=acct_%s\nRequest-Id: req_%s" % (
        rs(14, AN), rs(24, AN), rs(24, AN), rs(24, AN), rs(24, AN), rs(16, AN), rs(14, AN))
    mc, le, ak = compose("Stripe", "the dashboard event log", art)
    return "clean stripe: object ids and request id [Stripe]", mc, le, ak


@clean("risky")
def c_twilio_sids():
    art = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\n\nlast failed message: SM%s (error 30007)" % (hexs(32), hexs(32), hexs(32))
    mc, le, ak = compose("Twilio", ".env.example", art)
    return "clean twilio: Account SID + message SIDs, token via env [Twilio]", mc, le, ak


@clean("risky")
def c_slack_ids():
    art = "workspace: T%s\nchannel #deploys: C%s\nbot user: U%s\nmessage ts: %d.%06d\napp id: A%s" % (rs(9, ANU), rs(10, ANU), rs(10, ANU), 1732600000 + ri(0, 99999), ri(0, 999999), rs(10, ANU))
    mc, le, ak = compose("Slack", "the bot config notes", art)
    return "clean slack: workspace/channel/user ids [Slack]", mc, le, ak


@clean("risky")
def c_github_ids():
    art = "GITHUB_APP_ID=%d\nGITHUB_APP_CLIENT_ID=Iv23li%s\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/gh-app.pem\n# failing run: https://github.com/%s/%s/actions/runs/%d/job/%d" % (
        ri(100000, 999999), rs(14, AN), ri(10 ** 7, 6 * 10 ** 7), company(), project(), ri(10 ** 10, 2 * 10 ** 10), ri(10 ** 10, 4 * 10 ** 10))
    mc, le, ak = compose("the GitHub App", ".env.example", art)
    return "clean github: app/installation/client ids, key by path [GitHub]", mc, le, ak


@clean("risky")
def c_oauth_client_ids():
    art = "google:\n  client_id: %d-%s.apps.googleusercontent.com\n  client_secret: ${GOOGLE_CLIENT_SECRET}\nnaver:\n  client_id: %s\n  client_secret: ${NAVER_CLIENT_SECRET}\nkakao:\n  redirect_uri: https://app.%s.com/oauth/kakao/callback" % (
        ri(10 ** 11, 10 ** 12 - 1), rs(32, ANL), rs(20, AN), company())
    mc, le, ak = compose("social login", "config/oauth.yml", art)
    return "clean oauth: client ids with secrets from env", mc, le, ak


@clean("risky")
def c_signature_headers():
    art = pick(["X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hexs(64)),
                "Stripe-Signature: t=%d,v1=%s,v0=%s" % (1732600000 + ri(0, 99999), hexs(64), hexs(64)),
                "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (1732600000 + ri(0, 99999), hexs(64))])
    mc, le, ak = compose("webhook verification", "the failing delivery", art)
    le = le or t("The signature is an HMAC of this one payload, useless without the signing secret; the bug was verifying the parsed JSON instead of the raw body.",
                 "서명은 이 payload 하나에 대한 HMAC이라 signing secret 없으면 쓸모 없음. 버그는 raw body 대신 파싱한 JSON으로 검증한 것.")
    return "clean http: webhook signature header values", mc, le, ak


@clean("risky")
def c_tf_plan_sensitive():
    art = '  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n        username = "%s"\n    }\n\n  # random_password.db will be created\n  + resource "random_password" "db" {\n      + length  = 32\n      + result  = (sensitive value)\n      + special = true\n    }' % (project(), pick(ENVS), pick(DBUSERS))
    mc, le, ak = compose("Terraform", "the plan output", art)
    return "clean terraform: (sensitive value) in plan", mc, le, ak


@clean("risky")
def c_ci_masked():
    art = pick(["Run echo \"token=${{ secrets.NPM_TOKEN }}\"\ntoken=***\nRun npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest",
                "$ curl -H \"PRIVATE-TOKEN: $GITLAB_API_TOKEN\" ...\n[MASKED]\nERROR: Job failed: exit code 22",
                "+ docker login -u %s -p ******** registry.%s.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (company() + "ci", company())])
    mc, le, ak = compose("CI", "the job log", art)
    return "clean ci: masked secrets in CI log", mc, le, ak


@clean("risky")
def c_openssl_cmds():
    art = pick(["openssl rand -hex 32 > .secrets/session_key   # file is gitignored\nssh-keygen -t ed25519 -C deploy@ci -f ./deploy_key -N \"\"",
                "openssl req -new -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj \"/CN=api.%s.com\"" % company(),
                "python -c 'import secrets; print(secrets.token_urlsafe(32))'  # run locally, paste into Vault, never into git"])
    mc, le, ak = compose("key generation", "the runbook", art)
    return "clean shell: key-generation commands without output", mc, le, ak


@clean("risky")
def c_conn_no_password():
    art = pick(["DATABASE_URL=postgresql://%s@%s:5432/app?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem\nPGPASSFILE=/run/secrets/pgpass" % (pick(DBUSERS), host("pg")),
                "MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS" % rs(5, ANL),
                "Server=tcp:%s.database.windows.net,1433;Database=orders;Authentication=Active Directory Default;Encrypt=True" % company(),
                "spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=app\nspring.datasource.password=${DB_PASSWORD}" % host("pg")])
    mc, le, ak = compose("the database", pick([".env", "appsettings.json", "application.properties"]), art)
    return "clean url: connection string without password", mc, le, ak


@clean("risky")
def c_keyword_bait():
    art = pick(["llm:\n  model: gpt-4o-mini\n  max_tokens: 4096\n  tokenizer: cl100k_base\n  token_budget_per_user: 200000",
                "auth:\n  password_min_length: 12\n  password_reset_token_ttl: 900\n  session_secret_ref: sm://prod/session-secret\n  api_key_header: X-API-Key",
                "secret_name: %s-db-credentials\nsecret_mount_path: /run/secrets\nkey_rotation_days: 30\nprivate_key_path: /etc/ssl/private/tls.key" % project(),
                "RATE_LIMIT_TOKENS_PER_SECOND=50\nTOKEN_BUCKET_SIZE=200\nJWT_EXPIRY_SECONDS=3600\nPASSWORD_HASHER=argon2"])
    mc, le, ak = compose("the config", pick(["config/app.yaml", "values.yaml", ".env.defaults"]), art)
    return "clean bait: credential-sounding keys with non-secret values", mc, le, ak


@clean("risky")
def c_scanner_discussion():
    doc = pick(["docs/aws.md", "docs/security/key-formats.md", "README.md", "docs/onboarding.md"])
    mc = t("gitleaks flagged docs/aws.md because of the AKIA prefix in a sentence about key formats (\"AKIA followed by 16 characters\"). It was a false positive; there is no key in the file.".replace("docs/aws.md", doc),
           "gitleaks가 docs/aws.md를 잡았는데 키 형식 설명 문장(\"AKIA 뒤에 16자\") 때문이었음. 오탐이고 파일에 실제 키는 없음.".replace("docs/aws.md", doc))
    le = t("Add the path to .gitleaksignore with a fingerprint instead of disabling the rule. Rule: generic-api-key, entropy threshold %.1f." % (R.random() + 3),
           "룰을 끄지 말고 .gitleaksignore에 fingerprint로 추가할 것. 룰은 generic-api-key, entropy 임계값 %.1f." % (R.random() + 3))
    ak = t("Should docs be excluded from the pre-commit secret scan?", "docs 폴더를 pre-commit secret scan에서 빼도 되나요?")
    return "clean prose: secret-scanner false positive discussion", mc, le, ak


@clean("risky")
def c_korean_ids():
    art = "orderId: ORD-2024%02d%02d-%06d\n%s\nKakao Pay tid: T%s\n%s: %s\n%s: %03d-%02d-%05d" % (
        ri(9, 11), ri(1, 28), ri(0, 999999), t("paymentKey: kept in logs only (masked)", "paymentKey는 로그에만 남김 (마스킹)"), rs(19, DI),
        t("merchant MID", "가맹점 MID"), pick(["INIpayTest", "nictest00m", "tosstest"]), t("business reg. no.", "사업자등록번호"), ri(100, 999), ri(10, 99), ri(0, 99999))
    mc = t("Settlement mismatch investigation; identifiers from the PG admin:\n", "정산 불일치 조사. PG 관리자 화면에서 본 식별자들:\n") + art
    le = t("The PG matches on orderId, not on tid.", "PG는 tid가 아니라 orderId로 대사함.")
    return "clean ids: order/tid/MID identifiers (Korean PG)", mc, le, ""


@clean("risky")
def c_redacted_logs():
    art = pick(["%s INFO  http request method=POST url=https://api.openai.com/v1/chat/completions headers={'Authorization': 'Bearer sk-...[redacted]', 'OpenAI-Organization': 'org-%s'}" % (tsl(), rs(24, AN)),
                "Started POST \"/users/sign_in\" for 10.0.3.7\n  Parameters: {\"user\"=>{\"email\"=>\"%s\", \"password\"=>\"[FILTERED]\"}}" % email(),
                "DEBUG sqlalchemy.engine: postgresql://app:***@%s:5432/app" % host("pg")])
    mc, le, ak = compose("logging", "the app log", art)
    return "clean log: already-redacted credentials", mc, le, ak


@clean("risky")
def c_kubeconfig_exec():
    ca = b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_body(4)) + "\n").encode())[:ri(180, 260)]
    art = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s\nusers:\n- name: eks-user\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]" % (
        ca, hexs(32).upper(), pick(REGIONS), project(), project())
    mc, le, ak = compose("EKS", "~/.kube/config", art)
    return "clean kubeconfig: CA data + exec auth (no token)", mc, le, ak


@clean("risky")
def c_hash_checksums():
    art = "\n".join("%s  %s" % (hexs(64), f) for f in ["%s-linux-amd64.tar.gz" % project(), "%s-darwin-arm64.tar.gz" % project(), "%s-windows-amd64.zip" % project()])
    mc = t("Release checksums (sha256sum dist/*) to paste into the release notes:\n", "릴리즈 노트에 넣을 체크섬 (sha256sum dist/*):\n") + art
    return "clean release: sha256 checksums", mc, t("Sign SHA256SUMS with cosign, not each file.", "파일마다 말고 SHA256SUMS를 cosign으로 서명할 것."), ""


@clean("risky")
def c_docker_inspect():
    art = "CONTAINER ID   IMAGE                 STATUS\n%s   %s:latest    Up 3 hours\n\n\"Id\": \"%s\",\n\"Image\": \"sha256:%s\"" % (hexs(12), project(), hexs(64), hexs(64))
    mc, le, ak = compose("Docker", "docker ps / inspect", art)
    return "clean docker: container and image ids", mc, le, ak


@clean("risky")
def c_sentry_event():
    art = "Sentry event %s\nrelease: %s@%s\ntrace: %s\nfingerprint: ['{{ default }}', 'TimeoutError']" % (hexs(32), project(), hexs(40), hexs(32))
    mc, le, ak = compose("Sentry", "the issue page", art)
    return "clean sentry: event/trace ids, release sha", mc, le, ak


@clean("risky")
def c_cosign_verify():
    art = "$ cosign verify --key cosign.pub %s/%s@sha256:%s\n\nVerification for %s/%s@sha256:%s --\nThe following checks were performed:\n  - The cosign claims were validated\n  - Existence of the claims in the transparency log was verified offline\n  - The signatures were verified against the specified public key\ntlog index: %d" % (
        "ghcr.io/" + company(), project(), hexs(64), "ghcr.io/" + company(), project(), hexs(64), ri(10 ** 7, 10 ** 8))
    mc, le, ak = compose("image signing", "the admission policy", art)
    return "clean cosign: verify output with digests", mc, le, ak


@clean("risky")
def c_etag_cache():
    art = "HTTP/2 200\netag: \"%s\"\ncache-control: public, max-age=31536000, immutable\nx-cache: Hit from cloudfront\nx-amz-cf-id: %s\nx-amz-version-id: %s" % (hexs(32), rs(56, B64U) + "==", rs(32, B64U))
    mc, le, ak = compose("CloudFront", "curl -I output", art)
    return "clean http: etag / cf-id / version-id headers", mc, le, ak


@clean("risky")
def c_api_spec_security():
    art = "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\nsecurity:\n  - ApiKeyAuth: []"
    mc, le, ak = compose("the public API", "openapi.yaml", art)
    return "clean openapi: securitySchemes definitions", mc, le, ak


@clean("risky")
def c_mfa_discussion():
    role = pick(["billing", "admin", "finance", "support-lead", "owner"])
    mc = t("I didn't know the admin console enforces TOTP for everyone with the %s role. Codes are 6 digits, 30-second period, SHA1; the seed is shown once as a QR at enrolment." % role,
           "%s role 가진 사람은 admin 콘솔에서 TOTP가 강제된다는 걸 몰랐음. 코드는 6자리, 30초 주기, SHA1. 시드는 등록할 때 QR로 한 번만 보여줌." % role)
    le = t("Clock drift on the CI runner made generated codes fail; allow a window of 1 step.", "CI runner 시계가 틀어져서 생성 코드가 실패함. 1 step 허용 window 둘 것.")
    return "clean prose: MFA/TOTP mechanics without a seed", mc, le, ""


@clean("risky")
def c_env_example_multi():
    ks = ["DATABASE_URL=", "REDIS_URL=redis://localhost:6379/0", "STRIPE_SECRET_KEY=", "STRIPE_WEBHOOK_SECRET=", "OPENAI_API_KEY=", "SENTRY_DSN=",
          "AWS_ACCESS_KEY_ID=", "AWS_SECRET_ACCESS_KEY=", "SLACK_BOT_TOKEN=", "JWT_SECRET=", "KAKAO_REST_API_KEY=", "TOSS_SECRET_KEY="]
    R.shuffle(ks)
    art = "\n".join(ks[:ri(5, 9)])
    mc, le, ak = compose("the service", ".env.example", art)
    return "clean env: .env.example with empty values", mc, le, ak


@clean("risky")
def c_ssh_config():
    art = "Host bastion-%s\n  HostName %s\n  User ec2-user\n  IdentityFile ~/.ssh/%s_ed25519\n  IdentitiesOnly yes\n\nHost 10.0.*\n  ProxyJump bastion-%s" % (
        pick(ENVS), "bastion.%s.com" % company(), company(), pick(ENVS))
    mc, le, ak = compose("SSH", "~/.ssh/config", art)
    return "clean ssh: config with IdentityFile path", mc, le, ak


@clean("risky")
def c_csp_nonce():
    art = "content-security-policy: default-src 'self'; script-src 'self' 'nonce-%s' 'strict-dynamic'; object-src 'none'; report-uri /csp-report" % b64(rb(16))
    mc, le, ak = compose("CSP", "the response headers", art)
    le = le or t("The nonce changes per response; caching the HTML at the CDN breaks inline scripts.", "nonce는 응답마다 바뀜. CDN에서 HTML 캐시하면 inline script가 깨짐.")
    return "clean http: CSP nonce", mc, le, ak


@clean("risky")
def c_git_lfs():
    art = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), ri(10 ** 6, 10 ** 9))
    mc = t("models/ranker.onnx in the checkout is only an LFS pointer:\n", "checkout 받은 models/ranker.onnx가 LFS pointer 파일이었음:\n") + art
    return "clean git: LFS pointer oid", mc, t("Run git lfs pull in the Docker build stage.", "Docker build stage에서 git lfs pull 해야 함."), ""


@clean("risky")
def c_uuid_table():
    ls = ["| tenant | tenant_id | region |", "|---|---|---|"] + ["| %s | %s | %s |" % (company(), uuid4(), pick(REGIONS)) for _ in range(ri(3, 5))]
    mc, le, ak = compose("multi-tenant routing", "the tenant registry", "\n".join(ls))
    return "clean table: tenant UUIDs", mc, le, ak


# --- publishable keys (tagged) -------------------------------------------------
@clean("pub")
def p_stripe_pk():
    k = "pk_live_51" + rs(22, AN) + rs(ri(70, 77), AN)
    art = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k
    mc, le, ak = compose("Stripe.js", ".env.production", art)
    return "clean pub: Stripe publishable key [Stripe] [publishable]", mc, le, ak


@clean("pub")
def p_firebase_config():
    proj = "%s-%s" % (company(), pick(["app", "web", "prod"]))
    art = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%d\",\n  appId: \"1:%d:web:%s\"\n};" % (
        rs(35, B64U), proj, proj, proj, ri(10 ** 11, 10 ** 12), ri(10 ** 11, 10 ** 12), hexs(22))
    mc, le, ak = compose("Firebase web SDK", "src/firebase.ts", art)
    return "clean pub: Firebase web config apiKey [Firebase] [publishable]", mc, le, ak


@clean("pub")
def p_sentry_dsn():
    art = "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.us.sentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (hexs(32), ri(10 ** 5, 10 ** 7), ri(10 ** 6, 10 ** 7))
    mc, le, ak = compose("Sentry browser SDK", "src/main.tsx", art)
    return "clean pub: Sentry DSN in browser code [Sentry] [publishable]", mc, le, ak


@clean("pub")
def p_mapbox_pk():
    k = "pk." + b64u(json.dumps({"u": company(), "a": rs(25, ANL)}, separators=(",", ":")).encode()) + "." + rs(22, B64U)
    art = "mapboxgl.accessToken = '%s';" % k
    mc, le, ak = compose("Mapbox GL", "src/map.js", art)
    return "clean pub: Mapbox public token (pk.) [Mapbox] [publishable]", mc, le, ak


@clean("pub")
def p_algolia_search():
    art = "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(10, ANU), hexs(32))
    mc, le, ak = compose("Algolia InstantSearch", "src/search.ts", art)
    return "clean pub: Algolia search-only key [Algolia] [publishable]", mc, le, ak


@clean("pub")
def p_kakao_js():
    art = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s'); // JavaScript 키</script>" % hexs(32)
    mc, le, ak = compose("Kakao JS SDK", "public/index.html", art)
    return "clean pub: Kakao JavaScript key [Kakao] [publishable]", mc, le, ak


@clean("pub")
def p_toss_ck():
    k = pick(["test_ck_", "live_ck_", "test_gck_"]) + rs(20, AN)
    art = "const tossPayments = TossPayments(\"%s\"); // client key" % k
    mc, le, ak = compose("Toss Payments widget", "src/checkout.tsx", art)
    return "clean pub: Toss Payments client key [Toss Payments] [publishable]", mc, le, ak


@clean("pub")
def p_recaptcha():
    art = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(38, B64U)
    mc, le, ak = compose("reCAPTCHA", "templates/signup.html", art)
    return "clean pub: reCAPTCHA site key [Google] [publishable]", mc, le, ak


@clean("pub")
def p_posthog():
    art = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(43, AN)
    mc, le, ak = compose("PostHog", "src/analytics.ts", art)
    return "clean pub: PostHog project API key [PostHog] [publishable]", mc, le, ak


@clean("pub")
def p_supabase_anon():
    ref = rs(20, LO)
    k = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": 1712000000, "exp": 2027000000 + ri(0, 9999999)})
    art = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, k)
    mc, le, ak = compose("Supabase client", ".env.local", art)
    le = le or t("The anon key is meant for the browser; RLS policies are what protect the data.", "anon 키는 브라우저용임. 데이터 보호는 RLS 정책이 담당.")
    return "clean pub: Supabase anon key [Supabase] [publishable]", mc, le, ak


@clean("pub")
def p_datadog_rum():
    art = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'ap1.datadoghq.com',\n  service: '%s',\n});" % (uuid4(), hexs(32), project())
    mc, le, ak = compose("Datadog RUM", "src/rum.ts", art)
    return "clean pub: Datadog RUM client token [Datadog] [publishable]", mc, le, ak


@clean("pub")
def p_clerk_pk():
    k = "pk_live_" + b64(("clerk.%s.com$" % company()).encode()).rstrip("=")
    art = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % k
    mc, le, ak = compose("Clerk", ".env.production", art)
    return "clean pub: Clerk publishable key [Clerk] [publishable]", mc, le, ak


@clean("pub")
def p_launchdarkly_client():
    art = "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId });  // client-side ID" % hexs(24)
    mc, le, ak = compose("LaunchDarkly JS SDK", "src/flags.ts", art)
    return "clean pub: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", mc, le, ak


# --- benign ------------------------------------------------------------------
BEN_LE_EN = ["Read the Makefile targets before inventing commands.", "Check the CI config first; it is the real documentation of the build.",
             "Ask in #dev-help early instead of spending an hour guessing.", "Write the reproduction steps into the ticket before fixing.",
             "Run the linter locally; CI fails on warnings.", "Small PRs get reviewed the same day; big ones wait.",
             "The staging data is refreshed from prod every Monday, anonymised.", "Feature flags are cleaned up in the sprint after full rollout.", ""]
BEN_LE_KO = ["명령어 지어내기 전에 Makefile 타깃부터 볼 것.", "빌드의 실제 문서는 CI 설정임. 거기부터 확인.",
             "한 시간 헤매지 말고 #dev-help에 일찍 물어볼 것.", "수정 전에 재현 절차를 티켓에 먼저 적을 것.",
             "lint는 로컬에서 먼저. CI는 warning에도 실패함.", "작은 PR은 당일 리뷰, 큰 PR은 밀림.",
             "staging 데이터는 매주 월요일 prod에서 익명화해서 갱신됨.", "feature flag는 전체 배포 다음 스프린트에 정리함.", ""]
BEN_AK_EN = ["Is there an owner list per service?", "Which Slack channel should I ask about this?", "Is this documented anywhere?",
             "Should I add this to the onboarding doc?", "Who reviews changes to this module?", ""]
BEN_AK_KO = ["서비스별 담당자 목록이 있나요?", "이건 어느 슬랙 채널에 물어보면 되나요?", "이거 문서화된 곳 있나요?",
             "온보딩 문서에 추가할까요?", "이 모듈 변경은 누가 리뷰하나요?", ""]


def ben_le():
    return tp(BEN_LE_EN, BEN_LE_KO)


def ben_ak():
    return tp(BEN_AK_EN, BEN_AK_KO)


@clean("benign")
def b_tests():
    n = ri(2, 12)
    mc = tp(["I didn't know the integration tests need a running Postgres; `make test` only runs unit tests. Use `make test-integration` with docker compose up -d db.",
             "Missing: the e2e suite is sharded into %d parts by file name in CI, so a new spec file changes which shard fails." % n,
             "The flaky test was order-dependent: it relied on a fixture created by another module (%d failures in the last 50 runs)." % n,
             "Snapshot tests fail on macOS because of font rendering; CI runs them only on Linux."],
            ["integration 테스트에 Postgres가 떠 있어야 하는 줄 몰랐음. `make test`는 unit만 돌림. docker compose up -d db 후 `make test-integration`.",
             "e2e가 CI에서 파일 이름 기준으로 %d개로 shard 된다는 걸 몰랐음. 새 spec 파일 추가하면 실패하는 shard가 바뀜." % n,
             "flaky 테스트 원인은 실행 순서 의존. 다른 모듈이 만든 fixture에 기대고 있었음 (최근 50회 중 %d회 실패)." % n,
             "snapshot 테스트가 macOS에선 폰트 렌더링 때문에 실패함. CI는 Linux에서만 돌림."])
    le = pick([tp(["Run the single test with -k first, then the full suite.", "Use pytest --randomly-seed to reproduce ordering issues."],
                  ["먼저 -k로 단일 테스트 돌리고 그다음 전체.", "순서 문제 재현은 pytest --randomly-seed 사용."]), ben_le()])
    return "clean benign: testing notes", mc, le, ben_ak()


@clean("benign")
def b_conventions():
    mc = tp(["The repo uses pnpm workspaces; running npm install created a second lockfile and broke CI.",
             "Nobody told me migrations must be backwards compatible for one release because of blue/green deploys.",
             "I didn't know the API returns amounts in minor units (KRW has none, JPY has none, USD cents).",
             "Branch names must match the Jira key (e.g. %s-%d-short-title) or the PR check fails." % (pick(["OPS", "PAY", "WEB", "API"]), ri(100, 4999)),
             "Commit messages follow Conventional Commits; the release notes are generated from them."],
            ["repo가 pnpm workspace인데 npm install 해서 lockfile이 두 개 생기고 CI가 깨짐.",
             "blue/green 배포라서 migration이 한 릴리즈 동안 하위 호환돼야 한다는 걸 아무도 안 알려줌.",
             "API 금액이 minor unit 기준이라는 걸 몰랐음 (KRW, JPY는 소수 없음, USD는 cent).",
             "브랜치 이름이 Jira 키 형식(예: %s-%d-short-title)이 아니면 PR 체크가 실패함." % (pick(["OPS", "PAY", "WEB", "API"]), ri(100, 4999)),
             "커밋 메시지는 Conventional Commits 규칙. 릴리즈 노트가 여기서 자동 생성됨."])
    le = pick([tp(["Read CONTRIBUTING.md before the first change; it lists these rules.", "Add a NOT NULL column in two steps: nullable + backfill, then constraint."],
                  ["첫 변경 전에 CONTRIBUTING.md부터 읽을 것. 이런 규칙이 다 있음.", "NOT NULL 컬럼은 두 단계로: nullable 추가 + backfill, 그다음 제약 조건."]), ben_le()])
    return "clean benign: repo conventions", mc, le, ben_ak()


@clean("benign")
def b_perf():
    n = ri(2, 40)
    mc = tp(["The slow endpoint was an N+1 query: %d queries per request. select_related fixed it." % (n * 10),
             "p99 latency doubled after the deploy because the connection pool was reduced to %d." % n,
             "Batch job memory grew until OOM because it loaded the whole CSV; switched to streaming with chunks of %d rows." % (n * 1000),
             "The cache hit rate dropped to %d%% after the key format changed." % (n + 30)],
            ["느린 endpoint 원인은 N+1 쿼리. 요청당 %d번 쿼리. select_related로 해결." % (n * 10),
             "배포 후 p99 latency가 두 배가 됨. connection pool이 %d로 줄어 있었음." % n,
             "배치 job이 CSV 전체를 메모리에 올려서 OOM. %d행씩 streaming으로 바꿈." % (n * 1000),
             "캐시 키 형식 바뀐 뒤 hit rate가 %d%%로 떨어짐." % (n + 30)])
    le = pick([tp(["Profile with py-spy before guessing.", "Check the pool settings in the Helm values when latency changes after a deploy."],
                  ["추측 전에 py-spy로 프로파일링할 것.", "배포 후 latency 바뀌면 Helm values의 pool 설정부터 볼 것."]), ben_le()])
    return "clean benign: performance notes", mc, le, ben_ak()


@clean("benign")
def b_process():
    h = ri(13, 17)
    mc = tp(["I didn't know deploys are frozen on Fridays after %d:00 KST." % h,
             "The release branch is cut every other Tuesday; hotfixes go to release/* and are merged back to main.",
             "The design doc for the %s flow is in the Notion '%s' space, not in the repo." % (pick(["refund", "signup", "settlement", "coupon"]), pick(["Payments", "Growth", "Platform"])),
             "On-call handover happens at %d:00 on Mondays; open incidents must be written up before that." % (h - 4)],
            ["금요일 %d시 이후 배포 동결이라는 걸 몰랐음." % h,
             "release 브랜치는 격주 화요일에 따고, hotfix는 release/*에 넣은 뒤 main에 다시 머지함.",
             "%s 플로우 설계 문서는 repo가 아니라 Notion '%s' 스페이스에 있음." % (pick(["환불", "가입", "정산", "쿠폰"]), pick(["Payments", "Growth", "Platform"])),
             "온콜 인수인계는 월요일 %d시. 그 전에 진행 중 장애를 정리해야 함." % (h - 4)])
    ak = pick([tp(["Who approves hotfix deploys during the freeze?", "Is there a changelog template?"], ["배포 동결 중 hotfix 승인은 누가 하나요?", "changelog 템플릿 있나요?"]), ben_ak()])
    return "clean benign: team process", mc, ben_le(), ak


@clean("benign")
def b_timezone():
    hh = pick([15, 14, 23, 0])
    mc = tp(["Timestamps in the DB are UTC but the settlement report is cut at KST midnight; off-by-one-day bugs come from that.",
             "The cron schedule `0 %d * * *` runs at %02d:00 KST because the scheduler runs in UTC." % (hh, (hh + 9) % 24),
             "Date parsing failed for '2024-11-%02d 24:00'; the partner sends 24:00 instead of 00:00 of the next day." % ri(1, 28),
             "JST and KST are both UTC+9, but the Japanese partner's files use local dates without an offset."],
            ["DB 타임스탬프는 UTC인데 정산 리포트는 KST 자정 기준이라 하루 밀리는 버그가 여기서 나옴.",
             "cron `0 %d * * *`는 KST %02d시에 돎. 스케줄러가 UTC 기준이기 때문." % (hh, (hh + 9) % 24),
             "'2024-11-%02d 24:00' 파싱이 실패함. 파트너가 다음날 00:00 대신 24:00을 보냄." % ri(1, 28),
             "JST, KST 둘 다 UTC+9지만 일본 파트너 파일은 offset 없이 로컬 날짜만 씀."])
    le = pick([tp(["Always store UTC and convert at the edge."], ["저장은 항상 UTC, 변환은 표시 단계에서."]), ben_le()])
    return "clean benign: timezone pitfalls", mc, le, ben_ak()


@clean("benign")
def b_code_snippet():
    art = pick(["def chunked(it, n):\n    buf = []\n    for x in it:\n        buf.append(x)\n        if len(buf) == n:\n            yield buf\n            buf = []\n    if buf:\n        yield buf",
                "export function retry<T>(fn: () => Promise<T>, tries = %d): Promise<T> {\n  return fn().catch(e => tries > 1 ? retry(fn, tries - 1) : Promise.reject(e));\n}" % ri(2, 6),
                "SELECT order_id, count(*)\nFROM payments\nWHERE status = 'DONE'\n  AND created_at >= '2024-%02d-01'\nGROUP BY order_id\nHAVING count(*) > 1;" % ri(1, 11),
                "func backoff(attempt int) time.Duration {\n\treturn time.Duration(math.Min(float64(%d), math.Pow(2, float64(attempt)))) * time.Second\n}" % ri(30, 120)])
    mc = tp(["Helper I ended up writing because the existing one was subtly wrong:\n%s" % art, "Snippet that fixed it:\n%s" % art],
            ["기존 헬퍼가 미묘하게 틀려서 새로 작성함:\n%s" % art, "해결한 코드:\n%s" % art])
    return "clean benign: code snippet", mc, ben_le(), ben_ak()


@clean("benign")
def b_i18n():
    mc = tp(["Korean text in PDFs rendered as boxes; the container lacked Noto Sans CJK.", "Sorting Korean names needs ICU collation ko-KR; the default C collation orders by code point.",
             "Hangul in filenames broke the S3 upload because macOS uses NFD; normalise to NFC first.", "SMS over %d bytes is sent as LMS in Korea; Hangul counts as 2 bytes in EUC-KR." % pick([80, 90])],
            ["PDF에서 한글이 네모로 나옴. 컨테이너에 Noto Sans CJK 폰트가 없었음.", "한글 이름 정렬은 ICU collation ko-KR이 필요함. 기본 C collation은 코드포인트 순.",
             "파일명 한글 때문에 S3 업로드가 깨짐. macOS가 NFD를 써서 NFC로 정규화해야 함.", "%d바이트 넘는 문자는 LMS로 발송됨. EUC-KR 기준 한글은 2바이트." % pick([80, 90])])
    le = pick([tp(["Install fonts-noto-cjk in the base image."], ["base 이미지에 fonts-noto-cjk 설치."]), ben_le()])
    return "clean benign: i18n/fonts", mc, le, ben_ak()

# ----------------------------------------------------------------------------
# validation
# ----------------------------------------------------------------------------
def secret_ok(fields, secrets):
    """FORMAT.txt conditions: every secret >= 8 chars and verbatim in the fields; no 8-char
    window of any secret occurs in the fields outside the occurrences of the secrets."""
    texts = [fields[k] for k in FK]
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in x for x in texts):
            return False
    for x in texts:
        mask = [False] * len(x)
        for s in secrets:
            i = x.find(s)
            while i >= 0:
                for j in range(i, i + len(s)):
                    mask[j] = True
                i = x.find(s, i + 1)
        for s in secrets:
            for a in range(len(s) - 7):
                w = s[a:a + 8]
                j = x.find(w)
                while j >= 0:
                    if not all(mask[j:j + 8]):
                        return False
                    j = x.find(w, j + 1)
    return True


def fields_ok(fields):
    if not fields["missing_context"].strip():
        return False
    for k in FK:
        if blen(fields[k]) > MAXB[k]:
            return False
    return True


# ----------------------------------------------------------------------------
# driver
# ----------------------------------------------------------------------------
SEEN = {}
ATTEMPTS = {}


def run_job(kind, fn, lang):
    global KO
    KO = (lang == "ko")
    name = getattr(fn, "__name__", "?")
    for attempt in range(80):
        ATTEMPTS[name] = ATTEMPTS.get(name, 0) + 1
        del SEC[:]
        try:
            cat, mc, le, ak = fn()
        except Retry:
            continue
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
        if not fields_ok(fields):
            continue
        key = (mc, le, ak)
        if key in SEEN:
            continue
        if kind == "secret":
            if not secret_ok(fields, SEC):
                continue
            secrets = list(SEC)
        else:
            if SEC:
                raise AssertionError("clean template registered a secret: %s" % cat)
            secrets = []
        SEEN[key] = True
        return {"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets}
    raise AssertionError("could not generate %s via %s" % (kind, getattr(fn, "__name__", fn)))


def vendor_job(v):
    def fn():
        return vendor_note_for(v)
    fn.__name__ = "vendor:" + v["name"]
    return fn


def build():
    # --- secret jobs: every vendor and every special template at least once
    sjobs = [vendor_job(v) for v in VENDORS] + list(SPECIALS)
    assert len(sjobs) <= N_SECRET, len(sjobs)
    while len(sjobs) < N_SECRET:
        sjobs.append(vendor_job(pick(VENDORS)) if chance(0.5) else pick(SPECIALS))
    # --- clean jobs
    pubs = [fn for k, fn in CLEAN if k == "pub"]
    benign = [fn for k, fn in CLEAN if k == "benign"]
    risky = [fn for k, fn in CLEAN if k == "risky"]
    cjobs = pubs * 2
    n_benign = 56
    cjobs += benign * (n_benign // len(benign)) + [pick(benign) for _ in range(n_benign % len(benign))]
    cjobs += [clean_vendor_note] * 70
    rest = N_CLEAN - len(cjobs)
    others = [fn for fn in risky if fn is not clean_vendor_note]
    per = rest // len(others)
    cjobs += others * per
    while len(cjobs) < N_CLEAN:
        cjobs.append(pick(others))
    assert len(cjobs) == N_CLEAN
    kinds = {}
    for k, fn in CLEAN:
        kinds[fn.__name__] = k

    records = []
    for kind, jobs in (("secret", sjobs), ("clean", cjobs)):
        R.shuffle(jobs)
        n_ko = round(len(jobs) * KO_SHARE)
        langs = ["ko"] * n_ko + ["en"] * (len(jobs) - n_ko)
        R.shuffle(langs)
        for fn, lang in zip(jobs, langs):
            rec = run_job(kind, fn, lang)
            rec["_tpl"] = fn.__name__
            rec["_ckind"] = kinds.get(fn.__name__, "")
            records.append(rec)
    R.shuffle(records)
    return records


def final_checks(records):
    seen = []
    n_pub = 0
    for r in records:
        f = r["fields"]
        assert fields_ok(f), r["id"]
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        if r["kind"] == "secret":
            assert secret_ok(f, r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if r["category"].endswith(" [publishable]"):
                n_pub += 1
        key = (f["missing_context"], f["lesson"], f["ask_next_time"])
        seen.append(key)
    assert len(dict.fromkeys(seen)) == len(seen), "duplicate notes"
    n_clean = sum(1 for r in records if r["kind"] == "clean")
    n_secret = len(records) - n_clean
    assert n_clean == n_secret
    assert 680 <= len(records) <= 720
    assert n_pub <= n_clean // 10, n_pub
    risky = sum(1 for r in records if r["kind"] == "clean" and r["_ckind"] == "risky")
    assert risky * 3 >= n_clean * 2, risky


def main():
    records = build()
    for i, r in enumerate(records):
        r["id"] = "m%03d" % (i + 1)
    final_checks(records)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v31.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            obj = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                   "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                              "ask_next_time": r["fields"]["ask_next_time"]},
                   "secrets": r["secrets"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(out, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    if "--stats" in sys.argv:
        stats(records)
    print("wrote %d notes to %s\nsha256 %s" % (len(records), out, digest))


def stats(records):
    from collections import Counter
    c = Counter((r["kind"], r["lang"]) for r in records)
    for k in sorted(c):
        print("%-7s %-3s %d" % (k[0], k[1], c[k]))
    ck = Counter(r["_ckind"] for r in records if r["kind"] == "clean")
    print("clean by type:", dict(sorted(ck.items())))
    tpl = Counter(r["_tpl"] for r in records)
    print("distinct templates used: %d (secret %d, clean %d)" % (
        len(tpl), len(Counter(r["_tpl"] for r in records if r["kind"] == "secret")), len(Counter(r["_tpl"] for r in records if r["kind"] == "clean"))))
    vend = sorted(dict.fromkeys(r["category"].split("[")[1].split("]")[0] for r in records if "[" in r["category"] and r["kind"] == "secret"))
    print("distinct vendors tagged in secret notes: %d" % len(vend))
    print("vendor table size: %d, special secret templates: %d, clean templates: %d" % (len(VENDORS), len(SPECIALS), len(CLEAN)))
    ns = Counter(len(r["secrets"]) for r in records if r["kind"] == "secret")
    print("secrets per secret note:", dict(sorted(ns.items())))
    print("total secrets: %d" % sum(len(r["secrets"]) for r in records))
    placement = Counter()
    for r in records:
        if r["kind"] != "secret":
            continue
        for fk in FK:
            if any(s in r["fields"][fk] for s in r["secrets"]):
                placement[fk] += 1
    print("secret notes with a secret in field:", dict(placement))
    mx = {k: max(blen(r["fields"][k]) for r in records) for k in FK}
    print("max bytes:", mx)
    empty = Counter(k for r in records for k in FK if r["fields"][k] == "")
    print("empty fields:", dict(empty))
    uses = Counter(r["_tpl"] for r in records)
    bad = sorted(((ATTEMPTS[k] / uses[k], k) for k in uses if ATTEMPTS.get(k, 0) > 2 * uses[k]), reverse=True)
    print("templates needing many retries:", ["%s %.1f" % (k, v) for v, k in bad[:25]])


if __name__ == "__main__":
    main()
