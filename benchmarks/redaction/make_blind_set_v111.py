#!/usr/bin/env python3
"""Generator for blind_set_v111.jsonl -- a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(111_2026_1127), drives
every choice; nothing iterates over a set, so the output is byte-identical on every run and under
any PYTHONHASHSEED.  Every credential body is drawn from the PRNG (no fixed list of literal tokens).

Usage:  python3 make_blind_set_v111.py            (writes blind_set_v111.jsonl next to this file)
"""
import base64
import hashlib
import json
import os
import string
import random
import re
import urllib.parse

SEED = 111_2026_1127
R = random.Random(SEED)

OUT_NAME = "blind_set_v111.jsonl"
N_PER_KIND = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "fo"

# ----------------------------------------------------------------------------------------------
# 1. core helpers
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
LOWNUM = LO + DG
UPNUM = UP + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64C = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rs_mixed(alpha, n):
    """random string that is guaranteed to mix upper, lower and digits when the alphabet allows"""
    while True:
        s = rs(alpha, n)
        need = []
        if any(c in UP for c in alpha):
            need.append(any(c in UP for c in s))
        if any(c in LO for c in alpha):
            need.append(any(c in LO for c in s))
        if any(c in DG for c in alpha):
            need.append(any(c in DG for c in s))
        if all(need):
            return s


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = ch("89ab")
    h = "".join(h)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = ch("123456789") + s[1:]
    return s


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def sample(seq, k):
    return R.sample(list(seq), k)


def dedupe(lst):
    out = []
    for x in lst:
        if x not in out:
            out.append(x)
    return out


def snake(var):
    return var.lower()


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(var):
    return "".join(p.capitalize() for p in var.lower().split("_"))


def kebab(var):
    return var.lower().replace("_", "-")


def dotted(var):
    return var.lower().replace("_", ".")


def git_sha(n=40):
    return hexs(n)


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def ts_iso():
    return (f"20{rint(23, 25)}-{rint(1, 12):02d}-{rint(1, 28):02d}T"
            f"{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}Z")


def ts_log():
    return (f"20{rint(23, 25)}-{rint(1, 12):02d}-{rint(1, 28):02d} "
            f"{rint(0, 23):02d}:{rint(0, 59):02d}:{rint(0, 59):02d}.{rint(0, 999):03d}")


def ipv4_private():
    return ch([f"10.{rint(0, 40)}.{rint(0, 255)}.{rint(2, 250)}",
               f"172.{rint(16, 31)}.{rint(0, 255)}.{rint(2, 250)}",
               f"192.168.{rint(0, 20)}.{rint(2, 250)}"])


def pct(s):
    """percent-encode for the userinfo part of a URL"""
    return urllib.parse.quote(s, safe="")


# ----------------------------------------------------------------------------------------------
# 2. context pools (names, hosts, components) -- none of these are credentials
# ----------------------------------------------------------------------------------------------
EN_PEOPLE = ["Dana", "Priya", "Marco", "Kenji", "Lena", "Tom", "Sofia", "Wei", "Omar", "Hannah",
             "Lucas", "Aisha", "Jonas", "Mei", "Ravi", "Chloe", "Mateo", "Yuki", "Nora", "Felix"]
KO_PEOPLE = ["민지", "지훈", "서연", "도윤", "하은", "준호", "수빈", "태현", "예린", "현우",
             "지아", "성민", "유나", "동현", "은지", "재원"]
USERNAMES = ["admin", "deploy", "app_user", "svc_billing", "etl", "readonly", "root", "postgres",
             "jenkins", "ci-bot", "backup", "report_ro", "minji.kim", "jhoon", "dana.w", "ops",
             "grafana", "airflow", "batch", "api", "webadmin", "sa_reporting", "kafka-client"]
EN_COMPONENTS = ["billing worker", "checkout service", "nightly ETL", "Slack notifier", "search indexer",
                 "push sender", "admin dashboard", "payment webhook handler", "image-resize lambda",
                 "SMS verification flow", "deploy job", "data export cron", "feature-flag sync",
                 "auth gateway", "report generator", "log shipper", "support chatbot", "settlement batch",
                 "recommendation API", "invoice mailer", "backup script", "metrics exporter",
                 "release pipeline", "mobile API", "partner sync job"]
KO_COMPONENTS = ["결제 워커", "정산 배치", "알림톡 발송 모듈", "검색 인덱서", "관리자 대시보드",
                 "배포 파이프라인", "주문 API", "쿠폰 서비스", "회원가입 인증 흐름", "로그 수집기",
                 "상담 챗봇", "리포트 생성 크론", "이미지 리사이저", "푸시 발송 서버", "데이터 동기화 잡",
                 "백업 스크립트", "모니터링 익스포터", "파트너 연동 배치", "모바일 API", "청구서 메일러"]
EN_ENVS = ["staging", "dev", "QA", "sandbox", "preview"]
KO_ENVS = ["스테이징", "개발", "QA", "샌드박스", "테스트"]
ENV_SLUGS = ["staging", "prod", "dev", "qa", "sandbox", "stg", "production", "preview"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "eu-west-1"]
COMPANY = ["acme", "hanbit", "orbit", "pinecrest", "moa", "daon", "bluefin", "haneul", "kestrel", "nuri"]
DBNAMES = ["app", "billing", "orders", "analytics", "users", "shop", "payments", "inventory", "crm"]


def host_db():
    return ch([f"pg-{ch(ENV_SLUGS)}.{rs(LOWNUM, 12)}.{ch(REGIONS)}.rds.amazonaws.com",
               f"db-{rint(1, 4):02d}.{ch(COMPANY)}.internal",
               f"mysql-{ch(ENV_SLUGS)}.{ch(COMPANY)}.local",
               f"{ch(DBNAMES)}-db.{ch(ENV_SLUGS)}.svc.cluster.local",
               ipv4_private()])


def host_web():
    return ch([f"api.{ch(ENV_SLUGS)}.{ch(COMPANY)}.io", f"{ch(COMPANY)}-{ch(ENV_SLUGS)}.herokuapp.com",
               f"admin.{ch(COMPANY)}.co.kr", f"internal.{ch(COMPANY)}.dev", f"{ch(COMPANY)}.example.com"])


def email():
    return f"{ch(USERNAMES).replace('_', '.')}@{ch(COMPANY)}.{ch(['com', 'co.kr', 'io', 'dev'])}"


# English words for passphrases and human-style passwords
WORDS = ["river", "orange", "maple", "window", "rocket", "velvet", "copper", "garden", "thunder", "pixel",
         "lantern", "harbor", "falcon", "cactus", "meadow", "silver", "banana", "castle", "pepper", "ocean",
         "violet", "marble", "tiger", "crimson", "glacier", "biscuit", "saturn", "walnut", "canyon", "feather",
         "jasmine", "breeze", "monkey", "puzzle", "sunset", "willow", "anchor", "blossom", "dragon", "ember",
         "honey", "island", "jungle", "kettle", "lemon", "mango", "nebula", "otter", "panda", "quartz",
         "rabbit", "salmon", "tulip", "umbrella", "vintage", "wombat", "yellow", "zebra", "coffee", "summer",
         "winter", "autumn", "spring", "shadow", "galaxy", "cookie", "butter", "hammer", "planet", "forest"]
NAMES_LATIN = ["minji", "jiwoo", "seoyeon", "hyunwoo", "dana", "marco", "kenji", "yuki", "sofia", "lucas",
               "nora", "felix", "daniel", "grace", "jisoo", "taeyang", "haneul", "sora", "ravi", "mei"]
KO_PW_WORDS = ["사랑해", "우리집", "강아지", "고양이", "행복", "바다", "하늘", "별빛", "봄날", "여름밤",
               "가을", "겨울", "꽃길", "토끼", "호랑이", "김치", "라면", "커피", "서울", "부산", "제주",
               "한강", "무지개", "초코", "딸기", "보리", "콩이", "두부", "햇살", "구름", "달빛", "첫눈",
               "우리딸", "막내", "엄마", "아빠", "생일", "비밀", "열쇠", "회사", "출근", "퇴근"]

# Hangul (2-beolsik) to QWERTY keystrokes: the classic "Korean-keyboard" password
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for c in word:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(_CHO[i // 588] + _JUNG[(i % 588) // 28] + _JONG[i % 28])
        else:
            out.append(c)
    return "".join(out)


assert hangul_to_qwerty("사랑해") == "tkfkdgo"
assert hangul_to_qwerty("한글") == "gksrmf"


# ----------------------------------------------------------------------------------------------
# 3. vendor catalogue: documented shape (prefix, alphabet, length), RANDOM body
#    parts: (VAR, generator, is_secret).  is_secret False = identifier shown next to the secret
#    (client id, account SID, app id) that must NOT be listed.
# ----------------------------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, region, label_en, label_ko, parts, host, auth="bearer", long=False):
        self.name = name
        self.region = region
        self.label_en = label_en
        self.label_ko = label_ko
        self.parts = parts
        self.host = host
        self.auth = auth
        self.long = long

    def make(self):
        """returns list of (VAR, value, is_secret)"""
        return [(var, gen(), sec) for (var, gen, sec) in self.parts]


def _aws_id(p="AKIA"):
    return p + rs(UPNUM, 16)


def _aws_secret():
    return rs_mixed(ALNUM + "+/", 40)


def _slack_num():
    return digits(rint(10, 13))


def _discord_bot():
    snow = digits(rint(18, 19))
    return b64u(snow.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_sk():
    body = '{"u":"%s","a":"%s"}' % (ch(NAMES_LATIN) + rs(LOWNUM, 3), rs(LOWNUM, 25))
    return "sk." + b64u(body.encode()) + "." + rs(B64U, 22)


def _jwt(claims, sig_bytes=32, alg="HS256"):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(claims, separators=(",", ":")).encode())
    return head + "." + body + "." + b64u(rbytes(sig_bytes))


def _supabase_service_jwt():
    ref = rs(LO, 20)
    now = rint(1690000000, 1730000000)
    return _jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000})


def _stripe_sk(p):
    return p + (rs(ALNUM, 24) if chance(0.35) else "51" + rs(ALNUM, 97))


def _datago_key():
    return b64(rbytes(66))


VENDORS = [
    # ---- global / US ----
    Vendor("AWS", "global", "AWS access key pair", "AWS 액세스 키",
           [("AWS_ACCESS_KEY_ID", _aws_id, True), ("AWS_SECRET_ACCESS_KEY", _aws_secret, True)],
           "sts.amazonaws.com", "none"),
    Vendor("AWS STS", "global", "temporary AWS credentials", "AWS 임시 자격 증명",
           [("AWS_ACCESS_KEY_ID", lambda: _aws_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret, True),
            ("AWS_SESSION_TOKEN", lambda: ch(["FwoGZXIvYXdzE", "IQoJb3JpZ2luX2VjE"]) + rs(B64C, rint(280, 340)), True)],
           "sts.amazonaws.com", "none", long=True),
    Vendor("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
           [("GITHUB_TOKEN", lambda: "ghp_" + rs_mixed(ALNUM, 36), True)], "api.github.com", "token"),
    Vendor("GitHub", "global", "GitHub fine-grained token", "GitHub fine-grained 토큰",
           [("GH_TOKEN", lambda: "github_pat_" + rs(UPNUM, 22) + "_" + rs_mixed(ALNUM, 59), True)],
           "api.github.com", "bearer"),
    Vendor("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰",
           [("GITHUB_APP_TOKEN", lambda: "ghs_" + rs_mixed(ALNUM, 36), True)], "api.github.com", "bearer"),
    Vendor("GitHub", "global", "GitHub OAuth app secret", "GitHub OAuth 앱 시크릿",
           [("GITHUB_CLIENT_ID", lambda: ch(["Iv1.", "Ov23li"]) + hexs(16 if chance(0.5) else 14), False),
            ("GITHUB_CLIENT_SECRET", lambda: hexs(40), True)], "github.com", "none"),
    Vendor("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
           [("GITLAB_TOKEN", lambda: "glpat-" + rs_mixed(B64U, 20), True)], "gitlab.com", "header:PRIVATE-TOKEN"),
    Vendor("GitLab", "global", "GitLab runner token", "GitLab Runner 토큰",
           [("RUNNER_TOKEN", lambda: "glrt-" + rs_mixed(B64U, 20), True)], "gitlab.com", "none"),
    Vendor("GitLab", "global", "GitLab pipeline trigger token", "GitLab 파이프라인 트리거 토큰",
           [("CI_TRIGGER_TOKEN", lambda: "glptt-" + hexs(40), True)], "gitlab.com", "query:token"),
    Vendor("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호",
           [("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs_mixed(ALNUM, 28) + rs(HEXU, 8), True)],
           "api.bitbucket.org", "none"),
    Vendor("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
           [("JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, rint(170, 182)) + "=" + rs(HEXU, 8), True)],
           "yourteam.atlassian.net", "none", long=True),
    Vendor("Slack", "global", "Slack bot token", "Slack 봇 토큰",
           [("SLACK_BOT_TOKEN", lambda: f"xoxb-{_slack_num()}-{_slack_num()}-{rs_mixed(ALNUM, 24)}", True)],
           "slack.com", "bearer"),
    Vendor("Slack", "global", "Slack user token", "Slack 사용자 토큰",
           [("SLACK_USER_TOKEN", lambda: f"xoxp-{_slack_num()}-{_slack_num()}-{_slack_num()}-{hexs(32)}", True)],
           "slack.com", "bearer"),
    Vendor("Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
           [("SLACK_APP_TOKEN", lambda: f"xapp-1-A{rs(UPNUM, 10)}-{digits(13)}-{hexs(64)}", True)],
           "slack.com", "bearer"),
    Vendor("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키",
           [("STRIPE_SECRET_KEY", lambda: _stripe_sk("sk_live_"), True)], "api.stripe.com", "bearer"),
    Vendor("Stripe", "global", "Stripe restricted key", "Stripe 제한 키",
           [("STRIPE_RESTRICTED_KEY", lambda: _stripe_sk("rk_live_"), True)], "api.stripe.com", "bearer"),
    Vendor("Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
           [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs_mixed(ALNUM, 32), True)], "api.stripe.com", "none"),
    Vendor("OpenAI", "global", "OpenAI API key", "OpenAI API 키",
           [("OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)],
           "api.openai.com", "bearer", long=True),
    Vendor("OpenAI", "global", "OpenAI API key (legacy)", "OpenAI API 키(구형)",
           [("OPENAI_API_KEY", lambda: "sk-" + rs_mixed(ALNUM, 20) + "T3BlbkFJ" + rs_mixed(ALNUM, 20), True)],
           "api.openai.com", "bearer"),
    Vendor("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
           [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", True)],
           "api.anthropic.com", "header:x-api-key", long=True),
    Vendor("Google", "global", "Gemini API key", "Gemini API 키",
           [("GEMINI_API_KEY", lambda: "AIza" + rs_mixed(B64U, 35), True)],
           "generativelanguage.googleapis.com", "header:x-goog-api-key"),
    Vendor("Google", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
           [("GOOGLE_CLIENT_ID", lambda: digits(12) + "-" + rs(LOWNUM, 32) + ".apps.googleusercontent.com", False),
            ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs_mixed(B64U, 28), True)], "oauth2.googleapis.com", "none"),
    Vendor("Google", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰",
           [("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + ch("egde") + rs(B64U, rint(96, 100)), True)],
           "oauth2.googleapis.com", "none", long=True),
    Vendor("Google", "global", "Google OAuth access token", "Google OAuth 액세스 토큰",
           [("GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rs(B64U, rint(180, 220)), True)],
           "www.googleapis.com", "bearer", long=True),
    Vendor("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
           [("TWILIO_ACCOUNT_SID", lambda: "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", lambda: hexs(32), True)],
           "api.twilio.com", "none"),
    Vendor("Twilio", "global", "Twilio API key secret", "Twilio API 키 시크릿",
           [("TWILIO_API_SECRET", lambda: rs_mixed(ALNUM, 32), True)],
           "api.twilio.com", "none"),
    Vendor("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
           [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)],
           "api.sendgrid.com", "bearer"),
    Vendor("Mailgun", "global", "Mailgun API key", "Mailgun API 키",
           [("MAILGUN_API_KEY", lambda: ("key-" + hexs(32)) if chance(0.5) else f"{hexs(32)}-{hexs(8)}-{hexs(8)}", True)],
           "api.mailgun.net", "none"),
    Vendor("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
           [("MAILCHIMP_API_KEY", lambda: hexs(32) + f"-us{rint(1, 21)}", True)], "us1.api.mailchimp.com", "none"),
    Vendor("npm", "global", "npm access token", "npm 액세스 토큰",
           [("NPM_TOKEN", lambda: "npm_" + rs_mixed(ALNUM, 36), True)], "registry.npmjs.org", "bearer"),
    Vendor("PyPI", "global", "PyPI API token", "PyPI API 토큰",
           [("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(150, 190)), True)],
           "upload.pypi.org", "none", long=True),
    Vendor("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
           [("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs_mixed(B64U, 27), True)], "hub.docker.com", "none"),
    Vendor("Hugging Face", "global", "Hugging Face token", "Hugging Face 토큰",
           [("HF_TOKEN", lambda: "hf_" + rs_mixed(UP + LO, 34), True)], "huggingface.co", "bearer"),
    Vendor("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
           [("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hexs(32), True)], "shop.myshopify.com",
           "header:X-Shopify-Access-Token"),
    Vendor("Shopify", "global", "Shopify app shared secret", "Shopify 앱 공유 시크릿",
           [("SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), True)], "shop.myshopify.com", "none"),
    Vendor("DigitalOcean", "global", "DigitalOcean personal access token", "DigitalOcean 액세스 토큰",
           [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hexs(64), True)], "api.digitalocean.com", "bearer"),
    Vendor("Heroku", "global", "Heroku API key", "Heroku API 키",
           [("HEROKU_API_KEY", uuid4, True)], "api.heroku.com", "bearer"),
    Vendor("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키",
           [("DD_API_KEY", lambda: hexs(32), True), ("DD_APP_KEY", lambda: hexs(40), True)],
           "api.datadoghq.com", "header:DD-API-KEY"),
    Vendor("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
           [("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPNUM, 27), True)], "api.newrelic.com", "header:Api-Key"),
    Vendor("New Relic", "global", "New Relic license key", "New Relic 라이선스 키",
           [("NEW_RELIC_LICENSE_KEY", lambda: hexs(36) + "NRAL", True)], "collector.newrelic.com", "none"),
    Vendor("Sentry", "global", "Sentry user auth token", "Sentry 인증 토큰",
           [("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hexs(64), True)], "sentry.io", "bearer"),
    Vendor("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
           [("GRAFANA_TOKEN", lambda: "glsa_" + rs_mixed(ALNUM, 32) + "_" + hexs(8), True)],
           "grafana.internal", "bearer"),
    Vendor("Linear", "global", "Linear API key", "Linear API 키",
           [("LINEAR_API_KEY", lambda: "lin_api_" + rs_mixed(ALNUM, 40), True)], "api.linear.app", "header:Authorization"),
    Vendor("Notion", "global", "Notion integration secret", "Notion 통합 시크릿",
           [("NOTION_TOKEN", lambda: ("ntn_" + digits(11) + rs_mixed(ALNUM, 35)) if chance(0.6)
             else "secret_" + rs_mixed(ALNUM, 43), True)], "api.notion.com", "bearer"),
    Vendor("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰",
           [("FIGMA_TOKEN", lambda: "figd_" + rs_mixed(B64U, 40), True)], "api.figma.com", "header:X-Figma-Token"),
    Vendor("Postman", "global", "Postman API key", "Postman API 키",
           [("POSTMAN_API_KEY", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), True)], "api.getpostman.com",
           "header:X-Api-Key"),
    Vendor("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰",
           [("TFE_TOKEN", lambda: rs_mixed(ALNUM, 14) + ".atlasv1." + rs_mixed(ALNUM, 67), True)],
           "app.terraform.io", "bearer"),
    Vendor("HashiCorp Vault", "global", "Vault token", "Vault 토큰",
           [("VAULT_TOKEN", lambda: "hvs." + (rs_mixed(ALNUM, 24) if chance(0.5) else "CAESI" + rs(B64U, 86)), True)],
           "vault.internal:8200", "header:X-Vault-Token"),
    Vendor("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
           [("DOPPLER_TOKEN", lambda: f"dp.st.{ch(['dev', 'stg', 'prd'])}." + rs_mixed(ALNUM, 40), True)],
           "api.doppler.com", "bearer"),
    Vendor("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
           [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40), True)], "api.pulumi.com", "token"),
    Vendor("Netlify", "global", "Netlify personal access token", "Netlify 액세스 토큰",
           [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs_mixed(ALNUM, 36), True)], "api.netlify.com", "bearer"),
    Vendor("Vercel", "global", "Vercel token", "Vercel 토큰",
           [("VERCEL_TOKEN", lambda: rs_mixed(ALNUM, 24), True)], "api.vercel.com", "bearer"),
    Vendor("Render", "global", "Render API key", "Render API 키",
           [("RENDER_API_KEY", lambda: "rnd_" + rs_mixed(ALNUM, 32), True)], "api.render.com", "bearer"),
    Vendor("Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
           [("SUPABASE_SERVICE_ROLE_KEY", _supabase_service_jwt, True)], "xyz.supabase.co", "bearer", long=True),
    Vendor("Supabase", "global", "Supabase access token", "Supabase 액세스 토큰",
           [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hexs(40), True)], "api.supabase.com", "bearer"),
    Vendor("Supabase", "global", "Supabase secret API key", "Supabase 시크릿 API 키",
           [("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs_mixed(B64U, 31), True)], "xyz.supabase.co",
           "header:apikey"),
    Vendor("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
           [("CLOUDFLARE_API_TOKEN", lambda: rs_mixed(B64U, 40), True)], "api.cloudflare.com", "bearer"),
    Vendor("Cloudflare", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
           [("CF_API_EMAIL", email, False), ("CF_API_KEY", lambda: hexs(37), True)], "api.cloudflare.com",
           "header:X-Auth-Key"),
    Vendor("Discord", "global", "Discord bot token", "Discord 봇 토큰",
           [("DISCORD_BOT_TOKEN", _discord_bot, True)], "discord.com", "header:Authorization"),
    Vendor("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰",
           [("TELEGRAM_BOT_TOKEN", lambda: digits(rint(9, 10)) + ":AA" + rs_mixed(B64U, 33), True)],
           "api.telegram.org", "none"),
    Vendor("Microsoft Azure", "global", "Azure Storage account key", "Azure Storage 계정 키",
           [("AZURE_STORAGE_ACCOUNT", lambda: ch(COMPANY) + ch(ENV_SLUGS) + digits(2), False),
            ("AZURE_STORAGE_KEY", lambda: b64(rbytes(64)), True)], "blob.core.windows.net", "none"),
    Vendor("Microsoft Azure", "global", "Azure AD client secret", "Azure AD 클라이언트 시크릿",
           [("AZURE_CLIENT_ID", uuid4, False),
            ("AZURE_CLIENT_SECRET", lambda: rs_mixed(ALNUM, 3) + "8Q~" + rs_mixed(ALNUM + "_.~-", 34), True)],
           "login.microsoftonline.com", "none"),
    Vendor("Azure DevOps", "global", "Azure DevOps PAT", "Azure DevOps PAT",
           [("AZURE_DEVOPS_PAT", lambda: rs(LO + "234567", 52), True)], "dev.azure.com", "none"),
    Vendor("Azure OpenAI", "global", "Azure OpenAI key", "Azure OpenAI 키",
           [("AZURE_OPENAI_API_KEY", lambda: hexs(32), True)], "myres.openai.azure.com", "header:api-key"),
    Vendor("Okta", "global", "Okta API token", "Okta API 토큰",
           [("OKTA_API_TOKEN", lambda: "00" + rs_mixed(B64U, 40), True)], "dev-123.okta.com", "header:Authorization"),
    Vendor("Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿",
           [("AUTH0_CLIENT_ID", lambda: rs_mixed(ALNUM, 32), False),
            ("AUTH0_CLIENT_SECRET", lambda: rs_mixed(B64U, 64), True)], "tenant.auth0.com", "none"),
    Vendor("Square", "global", "Square access token", "Square 액세스 토큰",
           [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs_mixed(B64U, 60), True)], "connect.squareup.com", "bearer"),
    Vendor("Braintree", "global", "Braintree access token", "Braintree 액세스 토큰",
           [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LOWNUM, 16) + "$" + hexs(32), True)],
           "api.braintreegateway.com", "none"),
    Vendor("PayPal", "global", "PayPal REST client secret", "PayPal 클라이언트 시크릿",
           [("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79), True)],
           "api-m.paypal.com", "none", long=True),
    Vendor("Meta", "global", "Facebook page access token", "Facebook 페이지 액세스 토큰",
           [("FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + ch(["B", "G", "J", "I"]) + rs_mixed(ALNUM, rint(170, 200)), True)],
           "graph.facebook.com", "query:access_token", long=True),
    Vendor("X", "global", "X (Twitter) bearer token", "X(Twitter) 베어러 토큰",
           [("TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 28) + "%2B" + rs(ALNUM, 9) + "%3D"
             + rs(ALNUM, 50), True)], "api.twitter.com", "bearer", long=True),
    Vendor("Airtable", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰",
           [("AIRTABLE_TOKEN", lambda: "pat" + rs_mixed(ALNUM, 14) + "." + hexs(64), True)], "api.airtable.com", "bearer"),
    Vendor("Asana", "global", "Asana personal access token", "Asana 개인 액세스 토큰",
           [("ASANA_PAT", lambda: f"2/{digits(16)}/{digits(16)}:{hexs(32)}", True)], "app.asana.com", "bearer"),
    Vendor("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰",
           [("DROPBOX_TOKEN", lambda: "sl." + rs(B64U, rint(135, 140)), True)], "api.dropboxapi.com", "bearer", long=True),
    Vendor("Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰",
           [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)], "api.mapbox.com", "query:access_token"),
    Vendor("Algolia", "global", "Algolia admin API key", "Algolia 관리자 API 키",
           [("ALGOLIA_APP_ID", lambda: rs(UPNUM, 10), False), ("ALGOLIA_ADMIN_API_KEY", lambda: hexs(32), True)],
           "algolia.net", "header:X-Algolia-API-Key"),
    Vendor("Google reCAPTCHA", "global", "reCAPTCHA secret key", "reCAPTCHA 시크릿 키",
           [("RECAPTCHA_SECRET_KEY", lambda: "6L" + rs(B64U, 6) + "AAAAA" + rs_mixed(B64U, 27), True)],
           "www.google.com", "none"),
    Vendor("PostHog", "global", "PostHog personal API key", "PostHog 개인 API 키",
           [("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs_mixed(ALNUM, 43), True)], "app.posthog.com", "bearer"),
    Vendor("Clerk", "global", "Clerk secret key", "Clerk 시크릿 키",
           [("CLERK_SECRET_KEY", lambda: "sk_live_" + rs_mixed(ALNUM, 40), True)], "api.clerk.com", "bearer"),
    Vendor("Resend", "global", "Resend API key", "Resend API 키",
           [("RESEND_API_KEY", lambda: "re_" + rs_mixed(ALNUM, 8) + "_" + rs_mixed(ALNUM, 24), True)],
           "api.resend.com", "bearer"),
    Vendor("Postmark", "global", "Postmark server token", "Postmark 서버 토큰",
           [("POSTMARK_SERVER_TOKEN", uuid4, True)], "api.postmarkapp.com", "header:X-Postmark-Server-Token"),
    Vendor("HubSpot", "global", "HubSpot private app token", "HubSpot 프라이빗 앱 토큰",
           [("HUBSPOT_ACCESS_TOKEN", lambda: f"pat-{ch(['na1', 'eu1'])}-{uuid4()}", True)], "api.hubapi.com", "bearer"),
    Vendor("Groq", "global", "Groq API key", "Groq API 키",
           [("GROQ_API_KEY", lambda: "gsk_" + rs_mixed(ALNUM, 52), True)], "api.groq.com", "bearer"),
    Vendor("Replicate", "global", "Replicate API token", "Replicate API 토큰",
           [("REPLICATE_API_TOKEN", lambda: "r8_" + rs_mixed(ALNUM, 37), True)], "api.replicate.com", "bearer"),
    Vendor("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
           [("PERPLEXITY_API_KEY", lambda: "pplx-" + rs_mixed(ALNUM, 48), True)], "api.perplexity.ai", "bearer"),
    Vendor("xAI", "global", "xAI API key", "xAI API 키",
           [("XAI_API_KEY", lambda: "xai-" + rs_mixed(ALNUM, 80), True)], "api.x.ai", "bearer"),
    Vendor("LangSmith", "global", "LangSmith API key", "LangSmith API 키",
           [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10), True)],
           "api.smith.langchain.com", "header:x-api-key"),
    Vendor("Pinecone", "global", "Pinecone API key", "Pinecone API 키",
           [("PINECONE_API_KEY", lambda: "pcsk_" + rs_mixed(ALNUM, 6) + "_" + rs_mixed(ALNUM, 63), True)],
           "api.pinecone.io", "header:Api-Key"),
    Vendor("Weights & Biases", "global", "W&B API key", "W&B API 키",
           [("WANDB_API_KEY", lambda: hexs(40), True)], "api.wandb.ai", "none"),
    Vendor("Tailscale", "global", "Tailscale auth key", "Tailscale 인증 키",
           [("TS_AUTHKEY", lambda: "tskey-auth-k" + rs_mixed(ALNUM, 11) + "CNTRL-" + rs_mixed(ALNUM, 33), True)],
           "api.tailscale.com", "none"),
    Vendor("Buildkite", "global", "Buildkite API token", "Buildkite API 토큰",
           [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40), True)], "api.buildkite.com", "bearer"),
    Vendor("CircleCI", "global", "CircleCI personal token", "CircleCI 개인 토큰",
           [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs_mixed(ALNUM, 22) + "_" + hexs(40), True)],
           "circleci.com", "header:Circle-Token"),
    Vendor("SonarQube", "global", "SonarQube user token", "SonarQube 사용자 토큰",
           [("SONAR_TOKEN", lambda: ch(["squ_", "sqp_", "sqa_"]) + hexs(40), True)], "sonarcloud.io", "bearer"),
    Vendor("Snyk", "global", "Snyk API token", "Snyk API 토큰",
           [("SNYK_TOKEN", uuid4, True)], "api.snyk.io", "token"),
    Vendor("Contentful", "global", "Contentful management token", "Contentful 관리 토큰",
           [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs_mixed(B64U, 43), True)], "api.contentful.com", "bearer"),
    Vendor("JFrog", "global", "JFrog reference token", "JFrog 참조 토큰",
           [("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs_mixed(ALNUM, 50), True)], "acme.jfrog.io", "bearer"),
    Vendor("Fly.io", "global", "Fly.io access token", "Fly.io 액세스 토큰",
           [("FLY_API_TOKEN", lambda: "fo1_" + rs_mixed(B64U, 43), True)], "api.fly.io", "bearer"),
    Vendor("Cohere", "global", "Cohere API key", "Cohere API 키",
           [("CO_API_KEY", lambda: rs_mixed(ALNUM, 40), True)], "api.cohere.com", "bearer"),
    Vendor("Spotify", "europe", "Spotify client secret", "Spotify 클라이언트 시크릿",
           [("SPOTIFY_CLIENT_ID", lambda: hexs(32), False), ("SPOTIFY_CLIENT_SECRET", lambda: hexs(32), True)],
           "accounts.spotify.com", "none"),
    Vendor("Age", "global", "age secret key", "age 비밀 키",
           [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32, 58), True)], "", "none"),
    # ---- China ----
    Vendor("Alibaba Cloud", "china", "Alibaba Cloud AccessKey", "알리바바 클라우드 AccessKey",
           [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI" + ch(["5t", "4G", "5t"]) + rs_mixed(ALNUM, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs_mixed(ALNUM, 30), True)], "ecs.aliyuncs.com", "none"),
    Vendor("Tencent Cloud", "china", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
           [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs_mixed(ALNUM, 32), True),
            ("TENCENTCLOUD_SECRET_KEY", lambda: rs_mixed(ALNUM, 32), True)], "cvm.tencentcloudapi.com", "none"),
    Vendor("Baidu AI Cloud", "china", "Baidu BCE AK/SK", "바이두 클라우드 AK/SK",
           [("BCE_ACCESS_KEY_ID", lambda: hexs(32), True), ("BCE_SECRET_ACCESS_KEY", lambda: hexs(32), True)],
           "bcc.bj.baidubce.com", "none"),
    Vendor("Huawei Cloud", "china", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
           [("HUAWEICLOUD_SDK_AK", lambda: rs(UPNUM, 20), True), ("HUAWEICLOUD_SDK_SK", lambda: rs_mixed(ALNUM, 40), True)],
           "ecs.ap-southeast-1.myhuaweicloud.com", "none"),
    Vendor("Qiniu", "china", "Qiniu AK/SK", "치니우 AK/SK",
           [("QINIU_ACCESS_KEY", lambda: rs_mixed(B64U, 40), True), ("QINIU_SECRET_KEY", lambda: rs_mixed(B64U, 40), True)],
           "api.qiniu.com", "none"),
    Vendor("Volcengine", "china", "Volcengine AK/SK", "볼케이노엔진 AK/SK",
           [("VOLCENGINE_ACCESS_KEY", lambda: "AKLT" + rs_mixed(B64U, 40), True),
            ("VOLCENGINE_SECRET_KEY", lambda: b64(rbytes(42)), True)], "open.volcengineapi.com", "none"),
    Vendor("WeChat", "china", "WeChat AppSecret", "WeChat AppSecret",
           [("WECHAT_APPID", lambda: "wx" + hexs(16), False), ("WECHAT_APPSECRET", lambda: hexs(32), True)],
           "api.weixin.qq.com", "none"),
    Vendor("Feishu", "china", "Feishu app secret", "Feishu 앱 시크릿",
           [("FEISHU_APP_ID", lambda: "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", lambda: rs_mixed(ALNUM, 32), True)],
           "open.feishu.cn", "none"),
    Vendor("Zhipu AI", "china", "Zhipu AI API key", "Zhipu AI API 키",
           [("ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs_mixed(ALNUM, 16), True)], "open.bigmodel.cn", "bearer"),
    Vendor("Moonshot", "china", "Moonshot (Kimi) API key", "Moonshot(Kimi) API 키",
           [("MOONSHOT_API_KEY", lambda: "sk-" + rs_mixed(ALNUM, 48), True)], "api.moonshot.cn", "bearer"),
    Vendor("DeepSeek", "china", "DeepSeek API key", "DeepSeek API 키",
           [("DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32), True)], "api.deepseek.com", "bearer"),
    Vendor("Gitee", "china", "Gitee private token", "Gitee 개인 토큰",
           [("GITEE_TOKEN", lambda: hexs(32), True)], "gitee.com", "query:access_token"),
    # ---- Korea ----
    Vendor("Kakao", "korea", "Kakao REST API key", "카카오 REST API 키",
           [("KAKAO_REST_API_KEY", lambda: hexs(32), True)], "kapi.kakao.com", "kakao"),
    Vendor("Kakao", "korea", "Kakao Admin key", "카카오 Admin 키",
           [("KAKAO_ADMIN_KEY", lambda: hexs(32), True)], "kapi.kakao.com", "kakao"),
    Vendor("Kakao", "korea", "Kakao Login client secret", "카카오 로그인 Client Secret",
           [("KAKAO_CLIENT_SECRET", lambda: rs_mixed(ALNUM, 32), True)], "kauth.kakao.com", "none"),
    Vendor("Naver", "korea", "Naver Open API client secret", "네이버 오픈 API Client Secret",
           [("NAVER_CLIENT_ID", lambda: rs_mixed(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", lambda: rs_mixed(ALNUM, 10), True)],
           "openapi.naver.com", "naver"),
    Vendor("Naver Cloud", "korea", "NAVER Cloud API access key", "네이버 클라우드 API 인증키",
           [("NCLOUD_ACCESS_KEY", lambda: ("ncp_iam_BPAMKR" + rs_mixed(ALNUM, 16)) if chance(0.5) else rs(UPNUM, 20), True),
            ("NCLOUD_SECRET_KEY", lambda: ("ncp_iam_BPKMKR" + rs_mixed(ALNUM, 26)) if chance(0.5) else rs_mixed(ALNUM, 40), True)],
           "ncloud.apigw.ntruss.com", "none"),
    Vendor("Toss Payments", "korea", "Toss Payments secret key", "토스페이먼츠 시크릿 키",
           [("TOSS_SECRET_KEY", lambda: ch(["live_sk_", "live_gsk_", "test_sk_"]) + rs_mixed(ALNUM, 28), True)],
           "api.tosspayments.com", "none"),
    Vendor("PortOne", "korea", "PortOne API secret", "포트원 API 시크릿",
           [("IMP_SECRET", lambda: rs_mixed(ALNUM, 80), True)],
           "api.iamport.kr", "none", long=True),
    Vendor("PortOne", "korea", "PortOne V2 API secret", "포트원 V2 API 시크릿",
           [("PORTONE_API_SECRET", lambda: rs_mixed(ALNUM, 80), True)], "api.portone.io", "portone", long=True),
    Vendor("Solapi", "korea", "SOLAPI (CoolSMS) API key pair", "솔라피(쿨에스엠에스) API 키",
           [("SOLAPI_API_KEY", lambda: "NCS" + rs(UPNUM, 13), True), ("SOLAPI_API_SECRET", lambda: rs(UPNUM, 32), True)],
           "api.solapi.com", "none"),
    Vendor("Aligo", "korea", "Aligo SMS API key", "알리고 문자 API 키",
           [("ALIGO_API_KEY", lambda: rs(LOWNUM, 32), True)], "apis.aligo.in", "none"),
    Vendor("Upbit", "korea", "Upbit Open API keys", "업비트 Open API 키",
           [("UPBIT_ACCESS_KEY", lambda: rs_mixed(ALNUM, 40), True), ("UPBIT_SECRET_KEY", lambda: rs_mixed(ALNUM, 40), True)],
           "api.upbit.com", "none"),
    Vendor("Bithumb", "korea", "Bithumb API keys", "빗썸 API 키",
           [("BITHUMB_API_KEY", lambda: hexs(32), True), ("BITHUMB_SECRET_KEY", lambda: hexs(32), True)],
           "api.bithumb.com", "none"),
    Vendor("data.go.kr", "korea", "data.go.kr service key", "공공데이터포털 인증키",
           [("DATA_GO_KR_SERVICE_KEY", _datago_key, True)], "apis.data.go.kr", "query:serviceKey"),
    Vendor("Channel Talk", "korea", "Channel Talk access key/secret", "채널톡 access key/secret",
           [("CHANNEL_ACCESS_KEY", lambda: hexs(24), True), ("CHANNEL_ACCESS_SECRET", lambda: hexs(32), True)],
           "api.channel.io", "none"),
    Vendor("Sendbird", "korea", "Sendbird API token", "센드버드 API 토큰",
           [("SENDBIRD_APP_ID", lambda: uuid4().upper(), False), ("SENDBIRD_API_TOKEN", lambda: hexs(40), True)],
           "api.sendbird.com", "header:Api-Token"),
    Vendor("NHN Cloud", "korea", "NHN Cloud SMS secret key", "NHN Cloud SMS 시크릿 키",
           [("NHN_SECRET_KEY", lambda: rs_mixed(ALNUM, 8), True)],
           "api-sms.cloud.toast.com", "header:X-Secret-Key"),
    # ---- Japan ----
    Vendor("LINE", "japan", "LINE channel access token", "LINE 채널 액세스 토큰",
           [("LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64C, 171) + "=", True)], "api.line.me", "bearer", long=True),
    Vendor("LINE", "japan", "LINE channel secret", "LINE 채널 시크릿",
           [("LINE_CHANNEL_SECRET", lambda: hexs(32), True)], "api.line.me", "none"),
    Vendor("Chatwork", "japan", "Chatwork API token", "Chatwork API 토큰",
           [("CHATWORK_API_TOKEN", lambda: hexs(32), True)], "api.chatwork.com", "header:X-ChatWorkToken"),
    Vendor("PAY.JP", "japan", "PAY.JP secret key", "PAY.JP 시크릿 키",
           [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(24), True)], "api.pay.jp", "none"),
    Vendor("Backlog", "japan", "Backlog API key", "Backlog API 키",
           [("BACKLOG_API_KEY", lambda: rs_mixed(ALNUM, 64), True)], "acme.backlog.jp", "query:apiKey"),
    Vendor("kintone", "japan", "kintone API token", "kintone API 토큰",
           [("KINTONE_API_TOKEN", lambda: rs_mixed(ALNUM, 40), True)], "acme.cybozu.com",
           "header:X-Cybozu-API-Token"),
    Vendor("Sakura Cloud", "japan", "Sakura Cloud API key", "사쿠라 클라우드 API 키",
           [("SAKURACLOUD_ACCESS_TOKEN", uuid4, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs_mixed(ALNUM, 64), True)],
           "secure.sakura.ad.jp", "none"),
    Vendor("GMO Payment Gateway", "japan", "GMO-PG shop password", "GMO-PG 상점 비밀번호",
           [("GMO_SHOP_ID", lambda: "tshop" + digits(8, False), False), ("GMO_SHOP_PASS", lambda: rs_mixed(LOWNUM, 8), True)],
           "p01.mul-pay.jp", "none"),
    # ---- Europe ----
    Vendor("Mollie", "europe", "Mollie API key", "Mollie API 키",
           [("MOLLIE_API_KEY", lambda: "live_" + rs_mixed(ALNUM, 30), True)], "api.mollie.com", "bearer"),
    Vendor("GoCardless", "europe", "GoCardless access token", "GoCardless 액세스 토큰",
           [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs_mixed(B64U, 40), True)], "api.gocardless.com", "bearer"),
    Vendor("Scaleway", "europe", "Scaleway API key", "Scaleway API 키",
           [("SCW_ACCESS_KEY", lambda: "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", uuid4, True)],
           "api.scaleway.com", "header:X-Auth-Token"),
    Vendor("Hetzner", "europe", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
           [("HCLOUD_TOKEN", lambda: rs_mixed(ALNUM, 64), True)], "api.hetzner.cloud", "bearer"),
    Vendor("OVHcloud", "europe", "OVHcloud application secret and consumer key", "OVHcloud 앱 시크릿/컨슈머 키",
           [("OVH_APPLICATION_SECRET", lambda: rs_mixed(ALNUM, 32), True), ("OVH_CONSUMER_KEY", lambda: rs_mixed(ALNUM, 32), True)],
           "eu.api.ovh.com", "none"),
    Vendor("DeepL", "europe", "DeepL API auth key", "DeepL API 인증 키",
           [("DEEPL_AUTH_KEY", lambda: uuid4() + (":fx" if chance(0.6) else ""), True)], "api-free.deepl.com",
           "deepl"),
    Vendor("Mailjet", "europe", "Mailjet API key and secret", "Mailjet API 키/시크릿",
           [("MAILJET_API_KEY", lambda: hexs(32), True), ("MAILJET_SECRET_KEY", lambda: hexs(32), True)],
           "api.mailjet.com", "none"),
    Vendor("Brevo", "europe", "Brevo API key", "Brevo API 키",
           [("BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs_mixed(ALNUM, 16), True)], "api.brevo.com",
           "header:api-key"),
    Vendor("Vonage", "europe", "Vonage API secret", "Vonage API 시크릿",
           [("VONAGE_API_SECRET", lambda: rs_mixed(ALNUM, 16), True)],
           "rest.nexmo.com", "none"),
    Vendor("Checkout.com", "europe", "Checkout.com secret key", "Checkout.com 시크릿 키",
           [("CKO_SECRET_KEY", lambda: "sk_" + rs(LO + "234567", 27), True)], "api.checkout.com", "bearer"),
    Vendor("Adyen", "europe", "Adyen API key", "Adyen API 키",
           [("ADYEN_API_KEY", lambda: "AQE" + rs(B64C, rint(100, 120)) + "=", True)], "checkout-live.adyen.com",
           "header:X-API-Key", long=True),
    Vendor("Exoscale", "europe", "Exoscale API key", "Exoscale API 키",
           [("EXOSCALE_API_KEY", lambda: "EXO" + hexs(24), True), ("EXOSCALE_API_SECRET", lambda: rs_mixed(B64U, 43), True)],
           "api.exoscale.com", "none"),
    Vendor("Yandex Cloud", "europe", "Yandex Cloud API key", "Yandex Cloud API 키",
           [("YC_API_KEY", lambda: "AQVN" + rs_mixed(B64U, 36), True)], "llm.api.cloud.yandex.net", "yandex"),
    Vendor("Mistral AI", "europe", "Mistral API key", "Mistral API 키",
           [("MISTRAL_API_KEY", lambda: rs_mixed(ALNUM, 32), True)], "api.mistral.ai", "bearer"),
    Vendor("Wise", "europe", "Wise API token", "Wise API 토큰",
           [("WISE_API_TOKEN", uuid4, True)], "api.transferwise.com", "bearer"),
    Vendor("MessageBird", "europe", "MessageBird live access key", "MessageBird 라이브 액세스 키",
           [("MESSAGEBIRD_ACCESS_KEY", lambda: rs_mixed(ALNUM, 25), True)], "rest.messagebird.com", "accesskey"),
]

VENDOR_COMPANIES = dedupe([v.name for v in VENDORS])


# ----------------------------------------------------------------------------------------------
# 4. passwords and other secret material (all bodies from the PRNG)
# ----------------------------------------------------------------------------------------------
SYM = "!@#$%^&*"
PUNCT_SAFE = "!@#$%^&*()-_=+[]{};:,.<>/?~"
PUNCT_HARD = "\"'\\`|"


def _year():
    return str(rint(1975, 2025))


def _mmdd():
    return f"{rint(1, 12):02d}{rint(1, 28):02d}"


def _leet(w):
    table = {"a": "@", "o": "0", "e": "3", "s": "$", "i": "1", "t": "7"}
    return "".join(table[c] if (c in table and chance(0.55)) else c for c in w)


def pw_human():
    """human-chosen password (several habits)"""
    while True:
        style = rint(0, 6)
        if style == 0:
            p = ch(WORDS).capitalize() + ch([_year(), _mmdd(), digits(rint(2, 3), False)]) + ch(SYM)
        elif style == 1:
            p = ch(NAMES_LATIN) + ch([_mmdd(), _year()[2:] + _mmdd(), _year()]) + ch(["!", "@", "#", "", "^^"])
        elif style == 2:
            p = _leet(ch(WORDS).capitalize()) + ch(SYM) + digits(rint(2, 4), False)
        elif style == 3:
            p = ch(WORDS).capitalize() + ch(WORDS).capitalize() + ch(SYM) + digits(2, False)
        elif style == 4:
            p = ch(SYM) + ch(WORDS) + _year() + ch(WORDS).upper()[:rint(2, 4)]
        elif style == 5:
            p = ch(["Welcome", "Spring", "Summer", "Autumn", "Winter", "Company", "Office"]) + _year() + ch(SYM) + rs(DG, 1)
        else:
            p = ch(NAMES_LATIN).capitalize() + "_" + ch(WORDS) + digits(rint(1, 3), False)
        if len(p) >= 8:
            return p


def pw_korean_keyboard():
    """Hangul words typed on a QWERTY layout, e.g. 사랑해 -> tkfkdgo"""
    while True:
        w = "".join(sample(KO_PW_WORDS, rint(1, 2)))
        p = hangul_to_qwerty(w)
        tail = ch([_mmdd(), _year(), digits(rint(2, 4), False), ""]) + ch(["!", "@", "#", "", "!!", "^^", "*"])
        if chance(0.3):
            p = p[0].upper() + p[1:]
        p = p + tail
        if len(p) >= 8 and p.isascii():
            return p


def pw_hangul():
    """password that contains Hangul characters"""
    while True:
        w = "".join(sample(KO_PW_WORDS, rint(2, 3)))
        p = ch(["", "", ch(SYM)]) + w + ch([_year(), _mmdd(), digits(rint(2, 4), False)]) + ch(SYM + "  ")
        p = p.strip()
        if len(p) >= 8:
            return p


def pw_passphrase():
    n = rint(3, 5)
    ws = sample(WORDS, n)
    sep = ch(["-", " ", ".", "_", "", "+"])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    p = sep.join(ws)
    if chance(0.6):
        p += ch([sep if sep else "", ""]) + digits(rint(1, 3), False)
    if chance(0.3):
        p += ch("!?.")
    return p


def pw_punct(hard=False):
    """punctuation-heavy generated password; hard=True may include quotes and backslashes"""
    alpha = ALNUM + PUNCT_SAFE + (PUNCT_HARD if hard else "")
    while True:
        p = rs(alpha, rint(12, 26))
        n_p = sum(1 for c in p if not c.isalnum())
        if n_p >= 4 and p[0] != " " and p[-1] != " " and (not hard or any(c in PUNCT_HARD for c in p)):
            return p


def pw_service():
    """machine-generated service password"""
    k = rint(0, 5)
    if k == 0:
        return rs_mixed(ALNUM, rint(16, 32))
    if k == 1:
        return b64(rbytes(ch([18, 24, 30])))
    if k == 2:
        return hexs(ch([24, 32, 40]))
    if k == 3:        # pwgen-like pronounceable
        cons, vow = "bcdfghjkmnpqrstvwxz", "aeiou"
        s = "".join(ch(cons) + ch(vow) for _ in range(rint(4, 6)))
        pos = rint(1, len(s) - 1)
        return s[:pos] + rs(DG, 1) + s[pos:].capitalize()
    if k == 4:
        return "-".join(rs_mixed(ALNUM, 5) for _ in range(rint(3, 4)))
    return rs_mixed(ALNUM + "_-.", rint(20, 30))


def pw_any(lang):
    k = rint(0, 9)
    if k <= 2:
        return pw_human()
    if k == 3:
        return pw_passphrase()
    if k == 4:
        return pw_punct(hard=chance(0.3))
    if k in (5, 6):
        return pw_service()
    if k == 7:
        return pw_korean_keyboard() if (lang == "ko" or chance(0.3)) else pw_human()
    if k == 8:
        return pw_hangul() if lang == "ko" else pw_passphrase()
    return pw_punct()


def pw_plain(lang):
    """a password that is safe in every container (no quotes, backslash, spaces, $ or `)"""
    while True:
        p = pw_any(lang)
        if not any(c in p for c in "\"'\\`$ |#%;:&<>{}") and p.isascii():
            return p


# ---- PEM private keys: returns (text_lines, secret_lines) ----
def _wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_ec():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    body = _wrap(b64(der), 64)
    return ["-----BEGIN EC PRIVATE KEY-----"] + body + ["-----END EC PRIVATE KEY-----"], body


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    body = _wrap(b64(der), 64)
    return ["-----BEGIN PRIVATE KEY-----"] + body + ["-----END PRIVATE KEY-----"], body


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_openssh_ed25519(comment=None):
    while True:
        cmt = (comment or f"{ch(USERNAMES)}@{ch(['laptop', 'build-01', 'bastion', 'mbp', 'wsl'])}").encode()
        seed, pub = rbytes(32), rbytes(32)
        pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
        chk = rbytes(4)
        priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(cmt)
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big")
                + _sshstr(pubblob) + _sshstr(priv))
        body = _wrap(b64(blob), 70)
        if len(body[-1]) >= 8:
            return (["-----BEGIN OPENSSH PRIVATE KEY-----"] + body + ["-----END OPENSSH PRIVATE KEY-----"], body)
        comment = None


def pem_rsa_truncated():
    """an RSA key pasted partially (agent notes often keep only the first lines)"""
    kind = rint(0, 1)
    if kind == 0:
        head, foot = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
        der = bytes.fromhex("308204a40201000282010100") + rbytes(400)
    else:
        head, foot = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + rbytes(380)
    lines = _wrap(b64(der), 64)
    n = rint(3, 6)
    shown = lines[:n]
    tail = []
    if chance(0.5):
        last = b64(rbytes(rint(18, 45)))
        tail = [last]
    text = [head] + shown + [ch(["...", "... (truncated) ...", "[... 20 more lines ...]"])] + tail + [foot]
    return text, shown + tail


def pem_pgp_truncated():
    der = bytes.fromhex("9507460465") + rbytes(330)
    lines = _wrap(b64(der), 64)[:rint(3, 5)]
    text = ["-----BEGIN PGP PRIVATE KEY BLOCK-----", ""] + lines + ["...", "-----END PGP PRIVATE KEY BLOCK-----"]
    return text, lines


def ppk_ed25519():
    pub = _wrap(b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))), 64)
    priv = _wrap(b64(_sshstr(rbytes(32))), 64)
    text = ["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none",
            f"Comment: {ch(['eddsa-key-', 'deploy-'])}20{rint(23, 25)}{rint(1, 12):02d}{rint(1, 28):02d}",
            f"Public-Lines: {len(pub)}"] + pub + [f"Private-Lines: {len(priv)}"] + priv + [f"Private-MAC: {hexs(64)}"]
    return text, priv


# ---- TOTP, recovery codes, PINs ----
def totp_seed():
    return rs(B32, ch([16, 32, 26]))


def totp_spaced():
    s = rs(LO + "234567", 32)
    return " ".join(_wrap(s, 4))


def recovery_codes():
    k = rint(0, 4)
    if k == 0:
        return "GitHub", [f"{hexs(5)}-{hexs(5)}" for _ in range(rint(8, 16))]
    if k == 1:
        return "Google", [f"{digits(4, False)} {digits(4, False)}" for _ in range(10)]
    if k == 2:
        return "Discord", [f"{rs(LOWNUM, 4)}-{rs(LOWNUM, 4)}" for _ in range(10)]
    if k == 3:
        return "Bitwarden", [rs(UPNUM, 32)]
    return "AWS IAM Identity Center", [rs(UPNUM, 4) + "-" + rs(UPNUM, 4) + "-" + rs(UPNUM, 4) for _ in range(rint(5, 8))]


def onepassword_secret_key():
    return "A3-" + "-".join([rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5)])


def bitlocker_key():
    return "-".join(f"{R.randrange(0, 720896, 11):06d}" for _ in range(8))


def pin8():
    return digits(rint(8, 10), False)


def gmail_app_password():
    return " ".join(rs(LO, 4) for _ in range(4))


def apple_app_password():
    return "-".join(rs(LO, 4) for _ in range(4))


# ---- cookies, signed URLs ----
def session_cookie():
    k = rint(0, 5)
    if k == 0:
        return "sessionid", rs(LOWNUM, 32)
    if k == 1:
        return "PHPSESSID", rs(LOWNUM, 26)
    if k == 2:
        return "JSESSIONID", hexs(32).upper()
    if k == 3:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    if k == 4:
        inner = json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""},
                           separators=(",", ":"))
        return "laravel_session", pct(b64(inner.encode()))[:rint(180, 240)]
    return "_" + ch(["shop", "admin", "app"]) + "_session", pct(b64(rbytes(rint(90, 120)))) + "--" + hexs(40)


def s3_presigned(temp=False):
    bucket = f"{ch(COMPANY)}-{ch(['exports', 'uploads', 'reports', 'backups'])}"
    region = ch(REGIONS)
    akid = _aws_id("ASIA" if temp else "AKIA")
    date = f"20{rint(23, 25)}{rint(1, 12):02d}{rint(1, 28):02d}"
    sig = hexs(64)
    url = (f"https://{bucket}.s3.{region}.amazonaws.com/{ch(['exports', 'tmp', 'reports'])}/{uuid4()}.csv"
           f"?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={akid}%2F{date}%2F{region}%2Fs3%2Faws4_request"
           f"&X-Amz-Date={date}T{rint(0, 23):02d}{rint(0, 59):02d}00Z&X-Amz-Expires={ch([900, 3600, 604800])}")
    secrets = [akid, sig]
    if temp:
        tok = pct("IQoJb3JpZ2luX2VjE" + rs(B64C, rint(120, 160)))
        url += f"&X-Amz-Security-Token={tok}"
        secrets.append(tok)
    url += f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    return url, secrets


def azure_sas():
    acct = ch(COMPANY) + ch(ENV_SLUGS)
    sig = pct(b64(rbytes(32)))
    url = (f"https://{acct}.blob.core.windows.net/{ch(['exports', 'backups', 'media'])}/{ch(['dump.bak', 'data.parquet', 'img.zip'])}"
           f"?sv=2022-11-02&ss=b&srt=co&sp=rl&se=20{rint(24, 26)}-{rint(1, 12):02d}-01T00:00:00Z&spr=https&sig={sig}")
    return url, [sig]


def gcs_signed():
    sa = f"{ch(['uploader', 'exporter', 'cdn-signer'])}@{ch(COMPANY)}-{ch(ENV_SLUGS)}.iam.gserviceaccount.com"
    sig = hexs(512)
    date = f"20{rint(23, 25)}{rint(1, 12):02d}{rint(1, 28):02d}"
    url = (f"https://storage.googleapis.com/{ch(COMPANY)}-media/{ch(['video', 'export'])}/{hexs(12)}.mp4"
           f"?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential={pct(sa)}%2F{date}%2Fauto%2Fstorage%2Fgoog4_request"
           f"&X-Goog-Date={date}T000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
    return url, [sig]


def cloudfront_signed():
    sig = rs(ALNUM + "-~_", rint(170, 174))
    url = (f"https://d{rs(LOWNUM, 13)}.cloudfront.net/{ch(['course', 'media', 'private'])}/{hexs(8)}/index.m3u8"
           f"?Expires={rint(1700000000, 1790000000)}&Signature={sig}&Key-Pair-Id=K{rs(UPNUM, 13)}")
    return url, [sig]


# ---- webhooks: (vendor, url, [secret parts]) ----
def webhook():
    k = rint(0, 9)
    if k == 0:
        tok = rs_mixed(ALNUM, 24)
        return "Slack", f"https://hooks.slack.com/services/T{rs(UPNUM, rint(8, 10))}/B{rs(UPNUM, rint(8, 10))}/{tok}", [tok]
    if k == 1:
        tok = rs_mixed(B64U, 68)
        return "Discord", f"https://discord.com/api/webhooks/{digits(19)}/{tok}", [tok]
    if k == 2:
        tok = hexs(32)
        return ("Microsoft Teams", f"https://{ch(COMPANY)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}"
                f"/IncomingWebhook/{tok}/{uuid4()}", [tok])
    if k == 3:
        tok, sec = hexs(64), "SEC" + hexs(64)
        return "DingTalk", f"https://oapi.dingtalk.com/robot/send?access_token={tok}", [tok, sec]
    if k == 4:
        tok = uuid4()
        return "WeCom", f"https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={tok}", [tok]
    if k == 5:
        tok = uuid4()
        return "Feishu", f"https://open.feishu.cn/open-apis/bot/v2/hook/{tok}", [tok]
    if k == 6:
        tok = rs(LOWNUM, 26)
        return "Mattermost", f"https://chat.{ch(COMPANY)}.com/hooks/{tok}", [tok]
    if k == 7:
        tok = digits(10) + ":AA" + rs_mixed(B64U, 33)
        return "Telegram", f"https://api.telegram.org/bot{tok}/sendMessage?chat_id=-100{digits(10)}", [tok]
    if k == 8:
        tok = rs_mixed(B64U, 22)
        return "IFTTT", f"https://maker.ifttt.com/trigger/{ch(['deploy_done', 'alert', 'door_open'])}/with/key/{tok}", [tok]
    tok = rs_mixed(ALNUM, 32)
    return "Jenkins", f"https://ci.{ch(COMPANY)}.io/job/{ch(['deploy-prod', 'nightly', 'release'])}/build?token={tok}", [tok]


# ---- framework / app secrets ----
def app_secret():
    """(VAR, value, label_en, label_ko, secret_part)"""
    k = rint(0, 8)
    if k == 0:
        v = ch(["django-insecure-", ""]) + rs("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50)
        return "DJANGO_SECRET_KEY", v, "Django SECRET_KEY", "Django SECRET_KEY", v
    if k == 1:
        v = hexs(128)
        return "SECRET_KEY_BASE", v, "Rails secret_key_base", "Rails secret_key_base", v
    if k == 2:
        s = b64(rbytes(32))
        return "APP_KEY", "base64:" + s, "Laravel APP_KEY", "Laravel APP_KEY", s
    if k == 3:
        v = b64(rbytes(32))
        return "NEXTAUTH_SECRET", v, "NextAuth secret", "NextAuth 시크릿", v
    if k == 4:
        v = ch([hexs(64), rs_mixed(ALNUM, 48)])
        return "JWT_SECRET", v, "JWT signing secret", "JWT 서명 시크릿", v
    if k == 5:
        v = hexs(48)
        return "FLASK_SECRET_KEY", v, "Flask SECRET_KEY", "Flask SECRET_KEY", v
    if k == 6:
        v = b64u(rbytes(32), pad=True)
        return "FERNET_KEY", v, "Fernet encryption key", "Fernet 암호화 키", v
    if k == 7:
        v = hexs(40)
        return "GITHUB_WEBHOOK_SECRET", v, "GitHub webhook secret", "GitHub 웹훅 시크릿", v
    v = b64(rbytes(32))
    return "ENCRYPTION_KEY", v, "AES-256 data key", "AES-256 데이터 키", v


# ----------------------------------------------------------------------------------------------
# 5. containers: a value pasted into .env / YAML / JSON / code / logs ...
#    every renderer returns text in which each value appears VERBATIM, or None when the value
#    would have to be escaped in that container (then another container is chosen).
# ----------------------------------------------------------------------------------------------
_BARE = re.compile(r"[A-Za-z0-9_./:@%+=,~-]+")


def _nl(v):
    return "\n" in v or "\r" in v


def q_dq(v, extra=""):
    if _nl(v) or '"' in v or "\\" in v or any(c in v for c in extra):
        return None
    return '"' + v + '"'


def q_sq(v, extra=""):
    if _nl(v) or "'" in v or "\\" in v or any(c in v for c in extra):
        return None
    return "'" + v + "'"


def q_code(v, extra="", prefer=None):
    opts = [q_dq(v, extra), q_sq(v, extra)]
    if prefer == "sq":
        opts.reverse()
    for o in opts:
        if o:
            return o
    return None


def q_shell(v, allow_bare=True):
    if _nl(v):
        return None
    if allow_bare and _BARE.fullmatch(v) and chance(0.5):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if not any(c in v for c in '"$`\\!'):
        return '"' + v + '"'
    return None


def q_yaml(v):
    if _nl(v):
        return None
    if (re.fullmatch(r"[A-Za-z0-9_./+=~-]+", v) and v[0] not in "-~" and not v.isdigit()
            and v.lower() not in ("yes", "no", "true", "false", "on", "off", "null") and chance(0.5)):
        return v
    return q_code(v, prefer=ch(["sq", "dq"]))


def q_dotenv(v):
    if _nl(v):
        return None
    if _BARE.fullmatch(v) and "#" not in v and chance(0.6):
        return v
    return q_code(v, extra="$`")


def extras_pool(n):
    env = ch(ENV_SLUGS)
    pool = [("APP_ENV", env), ("PORT", str(ch([3000, 8000, 8080, 5000, 9000]))), ("LOG_LEVEL", ch(["debug", "info", "warn"])),
            ("DB_HOST", host_db()), ("REDIS_URL", f"redis://redis.{env}.svc:6379/{rint(0, 3)}"),
            ("AWS_REGION", ch(REGIONS)), ("FEATURE_NEW_CHECKOUT", ch(["true", "false"])), ("TZ", "Asia/Seoul"),
            ("WORKERS", str(rint(2, 16))), ("REQUEST_TIMEOUT_MS", str(ch([3000, 5000, 10000, 30000]))),
            ("S3_BUCKET", f"{ch(COMPANY)}-{env}-{ch(['assets', 'uploads', 'exports'])}"),
            ("API_BASE_URL", "https://" + host_web()), ("SENTRY_ENVIRONMENT", env), ("NODE_ENV", ch(["production", "development"])),
            ("CACHE_TTL_SECONDS", str(ch([60, 300, 900, 3600]))), ("MAX_RETRIES", str(rint(2, 6)))]
    return sample(pool, n)


def _mix(pairs, n_extra):
    """secret pairs plus non-secret config lines, order shuffled but pairs keep relative order"""
    ex = extras_pool(n_extra)
    out = list(ex)
    for p in pairs:
        out.insert(rint(0, len(out)), p)
    # keep relative order of pairs
    idx = [i for i, x in enumerate(out) if x in pairs]
    for i, p in zip(idx, pairs):
        out[i] = p
    return out


def r_dotenv(pairs, ctx):
    lines = []
    for k, v in _mix(pairs, rint(1, 4)):
        q = q_dotenv(v)
        if q is None:
            return None
        lines.append(f"{k}={q}")
    if chance(0.4):
        lines.insert(0, f"# {ctx['file_env']}")
    return "\n".join(lines)


def r_export(pairs, ctx):
    lines = []
    for k, v in _mix(pairs, rint(0, 2)):
        q = q_shell(v)
        if q is None:
            return None
        lines.append(f"export {k}={q}")
    return "\n".join(lines)


def r_inline(pairs, ctx):
    parts = []
    for k, v in pairs:
        q = q_shell(v)
        if q is None:
            return None
        parts.append(f"{k}={q}")
    cmd = ch(["npm run deploy", "python manage.py sync_orders", "./scripts/backfill.sh --since 2024-01-01",
              "go run ./cmd/worker", "node scripts/notify.js", "make release", "pytest -k integration -x",
              "docker compose up -d api", "bundle exec rake jobs:work", "uv run python -m app.cli send-test"])
    return "$ " + " ".join(parts) + " " + cmd


def r_yaml(pairs, ctx):
    svc = ctx["svc_key"]
    lines = [f"{svc}:"]
    for k, v in _mix(pairs, rint(0, 2)):
        q = q_yaml(v)
        if q is None:
            return None
        lines.append(f"  {snake(k)}: {q}")
    if chance(0.5):
        lines = [ch(["app:", "services:", "integrations:", "config:"])] + ["  " + ln for ln in lines]
    return "\n".join(lines)


def r_json(pairs, ctx):
    d = {}
    for k, v in _mix(pairs, rint(0, 3)):
        if q_dq(v) is None:
            return None
        d[camel(k)] = v
    if chance(0.5):
        d = {ctx["svc_key"]: d}
    return json.dumps(d, indent=ch([2, 4]), ensure_ascii=False)


def r_toml(pairs, ctx):
    lines = [f"[{ctx['svc_key']}]"]
    for k, v in _mix(pairs, rint(0, 2)):
        q = q_code(v)
        if q is None:
            return None
        lines.append(f"{snake(k)} = {q}")
    return "\n".join(lines)


def r_ini(pairs, ctx):
    lines = [f"[{ctx['svc_key']}]"]
    for k, v in _mix(pairs, rint(0, 2)):
        if _nl(v) or any(c in v for c in "%;#") or v != v.strip():
            return None
        lines.append(f"{snake(k)} = {v}")
    return "\n".join(lines)


def r_properties(pairs, ctx):
    lines = []
    for k, v in _mix(pairs, rint(0, 3)):
        if _nl(v) or "\\" in v or v != v.strip():
            return None
        lines.append(f"{ctx['svc_key']}.{kebab(k)}={v}")
    return "\n".join(lines)


def r_xml(pairs, ctx):
    lines = ["<appSettings>"]
    for k, v in _mix(pairs, rint(0, 2)):
        if _nl(v) or any(c in v for c in '&<>"'):
            return None
        lines.append(f'  <add key="{pascal(k)}" value="{v}" />')
    lines.append("</appSettings>")
    return "\n".join(lines)


def r_k8s(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {kebab(ctx['svc_key'])}-credentials",
             f"  namespace: {ch(ENV_SLUGS)}", "type: Opaque", "stringData:"]
    for k, v in pairs:
        q = q_yaml(v)
        if q is None:
            return None
        lines.append(f"  {k}: {q}")
    return "\n".join(lines)


def r_compose(pairs, ctx):
    lines = ["services:", f"  {ch(['api', 'worker', 'web', 'scheduler'])}:",
             f"    image: {ch(COMPANY)}/{ch(['api', 'worker'])}:{rint(1, 4)}.{rint(0, 20)}.{rint(0, 9)}",
             "    environment:"]
    list_style = chance(0.5)
    for k, v in _mix(pairs, rint(0, 2)):
        if _nl(v) or "$" in v or v != v.strip():
            return None
        if list_style:
            if " " in v or "#" in v:
                return None
            lines.append(f"      - {k}={v}")
        else:
            q = q_yaml(v)
            if q is None:
                return None
            lines.append(f"      {k}: {q}")
    return "\n".join(lines)


def r_dockerfile(pairs, ctx):
    lines = [f"FROM {ch(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.22'])}", "WORKDIR /app"]
    kw = ch(["ENV", "ARG"])
    for k, v in pairs:
        q = q_shell(v)
        if q is None or "$" in v:
            return None
        lines.append(f"{kw} {k}={q}")
    lines.append(ch(["COPY . .", "RUN pip install -r requirements.txt", "RUN npm ci --omit=dev"]))
    return "\n".join(lines)


def r_gha(pairs, ctx):
    lines = ["jobs:", f"  {ch(['deploy', 'release', 'e2e', 'publish'])}:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        q = q_yaml(v)
        if q is None or "${{" in v:
            return None
        lines.append(f"      {k}: {q}")
    lines += ["    steps:", "      - uses: actions/checkout@v4", f"      - run: {ch(['make deploy', 'npm publish', './ci/e2e.sh'])}"]
    return "\n".join(lines)


def r_gitlab(pairs, ctx):
    lines = ["variables:"]
    for k, v in pairs:
        q = q_yaml(v)
        if q is None or "$" in v:
            return None
        lines.append(f"  {k}: {q}")
    lines += ["", f"{ch(['deploy_staging', 'publish', 'integration'])}:", f"  stage: {ch(['deploy', 'test'])}",
              f"  script:", f"    - {ch(['./deploy.sh', 'npm run e2e', 'terraform apply -auto-approve'])}"]
    return "\n".join(lines)


def r_terraform(pairs, ctx):
    prov = ctx["svc_key"]
    lines = [f'provider "{prov}" {{']
    for k, v in pairs:
        q = q_dq(v, extra="$")
        if q is None:
            return None
        lines.append(f"  {snake(k)} = {q}")
    lines.append("}")
    if chance(0.4):
        lines = ["# infra/providers.tf"] + lines
    return "\n".join(lines)


def r_tfvars(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v, extra="$")
        if q is None:
            return None
        lines.append(f"{snake(k)} = {q}")
    lines.append(f'region = "{ch(REGIONS)}"')
    return "\n".join(lines)


def r_helm(pairs, ctx):
    lines = [f"{camel(ctx['svc_key'].upper())}:", "  enabled: true"]
    for k, v in pairs:
        q = q_yaml(v)
        if q is None or "{{" in v:
            return None
        lines.append(f"  {camel(k)}: {q}")
    return "# values-" + ch(ENV_SLUGS) + ".yaml\n" + "\n".join(lines)


def r_ansible(pairs, ctx):
    lines = ["# group_vars/" + ch(["all", "prod", "staging", "web"]) + "/vars.yml"]
    for k, v in pairs:
        q = q_yaml(v)
        if q is None or "{{" in v:
            return None
        lines.append(f"{snake(k)}: {q}")
    return "\n".join(lines)


def r_systemd(pairs, ctx):
    lines = ["[Service]"]
    for k, v in pairs:
        if _nl(v) or any(c in v for c in '"\\$% '):
            return None
        lines.append(f"Environment={k}={v}")
    lines.append(f"ExecStart=/opt/{ctx['svc_key']}/bin/{ch(['worker', 'server', 'agent'])}")
    return "\n".join(lines)


def r_powershell(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_sq(v) if "'" not in v else None
        if q is None:
            return None
        lines.append(f"$env:{k} = {q}")
    return "\n".join(lines)


def r_cmd(pairs, ctx):
    lines = []
    for k, v in pairs:
        if _nl(v) or any(c in v for c in '"%^&|<> '):
            return None
        lines.append(f"set {k}={v}")
    return "\n".join(lines)


def r_python(pairs, ctx):
    k0 = rint(0, 2)
    lines = []
    if k0 == 0:
        for k, v in pairs:
            q = q_code(v, prefer=ch(["sq", "dq"]))
            if q is None:
                return None
            lines.append(f"{k} = {q}")
        lines.append(f"client = {ctx['cls']}Client({', '.join(snake(k) + '=' + k for k, _ in pairs)})")
    elif k0 == 1:
        args = []
        for k, v in pairs:
            q = q_code(v)
            if q is None:
                return None
            args.append(f"{snake(k)}={q}")
        lines.append(f"client = {ctx['cls']}({', '.join(args)})")
    else:
        lines.append("import os")
        for k, v in pairs:
            q = q_code(v)
            if q is None:
                return None
            lines.append(f"os.environ.setdefault({q_dq(k)}, {q})")
    return "\n".join(lines)


def r_js(pairs, ctx):
    if chance(0.5):
        items = []
        for k, v in pairs:
            q = q_code(v, extra="`", prefer="sq")
            if q is None:
                return None
            items.append(f"  {camel(k)}: {q},")
        return f"const client = new {ctx['cls']}({{\n" + "\n".join(items) + "\n});"
    lines = []
    for k, v in pairs:
        q = q_code(v, extra="`")
        if q is None:
            return None
        lines.append(f"const {k} = {q};")
    return "\n".join(lines)


def r_ts(pairs, ctx):
    items = []
    for k, v in pairs:
        q = q_code(v, extra="`")
        if q is None:
            return None
        items.append(f"  {camel(k)}: {q},")
    return f"// src/config/{ctx['svc_key']}.ts\nexport const {camel(ctx['svc_key'].upper())}Config = {{\n" + "\n".join(items) + "\n} as const;"


def r_go(pairs, ctx):
    items = []
    for k, v in pairs:
        if _nl(v) or "`" in v:
            return None
        q = q_dq(v) or ("`" + v + "`")
        items.append(f"\t\t{pascal(k)}: {q},")
    return f"\tcfg := {ctx['svc_key']}.Config{{\n" + "\n".join(items) + "\n\t}"


def r_java(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v)
        if q is None:
            return None
        lines.append(f"    private static final String {k} = {q};")
    return f"public class {ctx['cls']}Config {{\n" + "\n".join(lines) + "\n}"


def r_kotlin(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v, extra="$")
        if q is None:
            return None
        lines.append(f"    const val {k} = {q}")
    return f"object {ctx['cls']}Keys {{\n" + "\n".join(lines) + "\n}"


def r_rust(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v)
        if q is None:
            return None
        lines.append(f"const {k}: &str = {q};")
    return "\n".join(lines)


def r_ruby(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_sq(v)
        if q is None:
            return None
        lines.append(f"ENV[{q_sq(k)}] ||= {q}")
    return "# config/initializers/" + ctx["svc_key"] + ".rb\n" + "\n".join(lines)


def r_php(pairs, ctx):
    lines = ["<?php", "return ["]
    for k, v in pairs:
        q = q_sq(v)
        if q is None:
            return None
        lines.append(f"    '{snake(k)}' => {q},")
    lines.append("];")
    return "\n".join(lines)


def r_csharp(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v)
        if q is None:
            return None
        lines.append(f"    private const string {pascal(k)} = {q};")
    return f"internal static class {ctx['cls']}Secrets\n{{\n" + "\n".join(lines) + "\n}"


def r_swift(pairs, ctx):
    lines = []
    for k, v in pairs:
        q = q_dq(v)
        if q is None:
            return None
        lines.append(f"    static let {camel(k)} = {q}")
    return f"enum {ctx['cls']}Env {{\n" + "\n".join(lines) + "\n}"


def r_elixir(pairs, ctx):
    items = []
    for k, v in pairs:
        q = q_dq(v, extra="#")
        if q is None:
            return None
        items.append(f"  {snake(k)}: {q}")
    return f"config :my_app, MyApp.{ctx['cls']},\n" + ",\n".join(items)


def r_md_table(pairs, ctx):
    lines = ["| key | value | note |", "|---|---|---|"]
    for k, v in pairs:
        if _nl(v) or "|" in v or "`" in v:
            return None
        lines.append(f"| {k} | `{v}` | {ch(['set in CI', 'from vendor console', 'rotated last week', 'copied from wiki', 'prod', 'staging'])} |")
    return "\n".join(lines)


def r_jupyter(pairs, ctx):
    lines = []
    for k, v in pairs:
        if _nl(v) or " " in v:
            return None
        lines.append(f"%env {k}={v}")
    lines.append(f"client = {ctx['cls']}()")
    return "In [3]:\n" + "\n".join(lines)


def r_makefile(pairs, ctx):
    lines = []
    for k, v in pairs:
        if _nl(v) or any(c in v for c in "$#\\ "):
            return None
        lines.append(f"{k} ?= {v}")
    lines += ["", "deploy:", f"\t./scripts/deploy.sh --env {ch(ENV_SLUGS)}"]
    return "\n".join(lines)


def r_launch_json(pairs, ctx):
    env = {}
    for k, v in pairs:
        if q_dq(v) is None:
            return None
        env[k] = v
    d = {"version": "0.2.0", "configurations": [{"name": "Debug " + ctx["svc_key"], "type": ch(["node", "debugpy", "go"]),
                                                 "request": "launch", "env": env}]}
    return "// .vscode/launch.json\n" + json.dumps(d, indent=2, ensure_ascii=False)


CONFIG_RENDERERS = [("dotenv", r_dotenv), ("shell export", r_export), ("inline env command", r_inline),
                    ("YAML", r_yaml), ("JSON", r_json), ("TOML", r_toml), ("INI", r_ini), ("properties", r_properties),
                    ("XML appSettings", r_xml), ("k8s Secret", r_k8s), ("docker compose", r_compose),
                    ("Dockerfile", r_dockerfile), ("GitHub Actions", r_gha), ("GitLab CI", r_gitlab),
                    ("Terraform provider", r_terraform), ("tfvars", r_tfvars), ("Helm values", r_helm),
                    ("Ansible vars", r_ansible), ("systemd unit", r_systemd), ("PowerShell", r_powershell),
                    ("Windows cmd", r_cmd), ("Python", r_python), ("JavaScript", r_js), ("TypeScript", r_ts),
                    ("Go", r_go), ("Java", r_java), ("Kotlin", r_kotlin), ("Rust", r_rust), ("Ruby", r_ruby),
                    ("PHP", r_php), ("C#", r_csharp), ("Swift", r_swift), ("Elixir", r_elixir),
                    ("markdown table", r_md_table), ("Jupyter", r_jupyter), ("Makefile", r_makefile),
                    ("VS Code launch.json", r_launch_json)]


def render_config(pairs, ctx, names=None):
    """try renderers in random order; returns (container_name, text)"""
    opts = [x for x in CONFIG_RENDERERS if names is None or x[0] in names]
    for name, fn in shuffled(opts):
        t = fn(pairs, ctx)
        if t is not None:
            return name, t
    raise RuntimeError("no container accepts these values")


# ---- token usage: curl / HTTP / code that sends the token; logs and traces that print it ----
VENDOR_PATHS = {"GitHub": ["/user/repos?per_page=100", "/repos/acme/api/actions/runs", "/user"],
                "Slack": ["/api/chat.postMessage", "/api/conversations.list", "/api/auth.test"],
                "Stripe": ["/v1/charges?limit=3", "/v1/customers", "/v1/payment_intents"],
                "OpenAI": ["/v1/chat/completions", "/v1/models", "/v1/embeddings"],
                "Anthropic": ["/v1/messages", "/v1/models"], "Kakao": ["/v2/user/me", "/v1/api/talk/friends", "/v2/api/talk/memo/default/send"],
                "Telegram": ["/getUpdates"], "Notion": ["/v1/databases/query", "/v1/search"],
                "Hugging Face": ["/api/whoami-v2"], "DeepL": ["/v2/translate", "/v2/usage"],
                "LINE": ["/v2/bot/message/push", "/v2/bot/info"], "Meta": ["/v19.0/me/accounts", "/v19.0/me/messages"]}
GENERIC_PATHS = ["/v1/me", "/v1/messages", "/api/v2/users/me", "/v2/search?q=test", "/v1/projects", "/api/v1/events",
                 "/v3/send", "/v1/items?page=2", "/api/health/auth"]
HEADER_SCHEME = {"Okta": "SSWS ", "Discord": "Bot ", "Linear": ""}


def auth_header(vendor, tok):
    a = vendor.auth
    if a == "bearer":
        return "Authorization", "Bearer " + tok
    if a == "token":
        return "Authorization", "token " + tok
    if a == "kakao":
        return "Authorization", "KakaoAK " + tok
    if a == "deepl":
        return "Authorization", "DeepL-Auth-Key " + tok
    if a == "yandex":
        return "Authorization", "Api-Key " + tok
    if a == "portone":
        return "Authorization", "PortOne " + tok
    if a == "accesskey":
        return "Authorization", "AccessKey " + tok
    if a.startswith("header:"):
        name = a.split(":", 1)[1]
        return name, HEADER_SCHEME.get(vendor.name, "") + tok if name == "Authorization" else tok
    return None


def vendor_url(vendor, tok=None):
    host = vendor.host or "api.example.com"
    path = ch(VENDOR_PATHS.get(vendor.name, GENERIC_PATHS))
    if vendor.name == "Telegram" and tok:
        return f"https://{host}/bot{tok}{path}"
    url = f"https://{host}{path}"
    if vendor.auth.startswith("query:") and tok:
        url += ("&" if "?" in url else "?") + vendor.auth.split(":", 1)[1] + "=" + tok
    return url


def usage_variants(vendor, tok, ctx):
    """list of (container, text) showing the token being USED; [] if vendor has no simple usage"""
    out = []
    h = auth_header(vendor, tok)
    url = vendor_url(vendor, tok)
    if h is None and tok not in url:
        return out
    meth = ch(["GET", "POST"])
    if h:
        hn, hv = h
        data = ' \\\n  -d \'{"text":"deploy finished"}\'' if meth == "POST" else ""
        out.append(("curl", f'$ curl -sS {"-X POST " if meth == "POST" else ""}"{url}" \\\n  -H "{hn}: {hv}"{data}'))
        out.append(("raw HTTP request", f"{meth} {url.split(vendor.host, 1)[-1] if vendor.host else url} HTTP/1.1\nHost: {vendor.host}\n"
                    f"{hn}: {hv}\nAccept: application/json\nUser-Agent: {ch(['python-httpx/0.27.0', 'axios/1.6.8', 'okhttp/4.12.0', 'curl/8.5.0'])}"))
        out.append(("httpie", f"$ http {meth} {url} '{hn}:{hv}'"))
        out.append(("Python requests", f'resp = requests.{meth.lower()}(\n    "{url}",\n    headers={{"{hn}": "{hv}"}},\n    timeout=10,\n)'))
        out.append(("fetch()", f'const res = await fetch("{url}", {{\n  method: "{meth}",\n  headers: {{ "{hn}": "{hv}" }},\n}});'))
        out.append(("log line", f"{ts_log()} DEBUG {ch(['httpx', 'urllib3.connectionpool', 'http.client', 'okhttp3'])} "
                    f"- {meth} {url} headers={{'{hn.lower()}': '{hv}', 'accept': 'application/json'}}"))
        out.append(("axios error dump", f"AxiosError: Request failed with status code {ch([401, 403, 429])}\n  config: {{\n"
                    f"    url: '{url}',\n    method: '{meth.lower()}',\n    headers: {{ Accept: 'application/json', '{hn}': '{hv}' }},\n  }}"))
        out.append(("nginx config", f"location /{ch(['upstream', 'proxy', 'ext'])}/ {{\n    proxy_pass https://{vendor.host}/;\n"
                    f'    proxy_set_header {hn} "{hv}";\n}}'))
    else:
        out.append(("curl", f'$ curl -sS "{url}"'))
        out.append(("Python traceback", "Traceback (most recent call last):\n  File \"/app/jobs/sync.py\", line "
                    f"{rint(20, 300)}, in run\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: "
                    f"{ch([401, 403])} Client Error: Unauthorized for url: {url}"))
        out.append(("access log", f'{ipv4_private()} - - [{rint(1, 28):02d}/Mar/2025:{rint(0, 23):02d}:{rint(10, 59)}:{rint(10, 59)} +0900] '
                    f'"{meth} {url.split(vendor.host, 1)[-1]} HTTP/1.1" {ch([200, 401, 500])} {rint(80, 9000)} "-" "{ch(["Go-http-client/2.0", "python-requests/2.32.3"])}"'))
        out.append(("Java stack trace", f"feign.FeignException$Unauthorized: [401 Unauthorized] during [{meth}] to [{url}] "
                    f"[{ctx['cls']}Client#call()]\n\tat feign.FeignException.clientErrorStatus(FeignException.java:222)\n"
                    f"\tat com.{ch(COMPANY)}.{ctx['svc_key']}.SyncJob.run(SyncJob.java:{rint(30, 200)})"))
    if vendor.name in ("GitHub", "GitLab") and vendor.auth in ("token", "header:PRIVATE-TOKEN", "bearer"):
        user = ch(["x-access-token", "oauth2", ch(USERNAMES)])
        out.append(("git remote URL", f"$ git remote set-url origin https://{user}:{tok}@{'github.com' if vendor.name == 'GitHub' else 'gitlab.com'}/{ch(COMPANY)}/{ch(['api', 'infra', 'web'])}.git"))
    return out


def log_variants(vendor, var, tok, ctx):
    """the token printed by accident: env dumps, CI logs, debug output, exception messages"""
    return [
        ("printenv dump", f"$ kubectl exec deploy/{kebab(ctx['svc_key'])} -- printenv\n"
         f"APP_ENV={ch(ENV_SLUGS)}\nHOSTNAME={kebab(ctx['svc_key'])}-{rs(LOWNUM, 10)}-{rs(LOWNUM, 5)}\n{var}={tok}\nPORT=8080"),
        ("CI log", f"[{rint(10, 59)}s] + echo \"using {var}=${var}\"\n[{rint(10, 59)}s] using {var}={tok}\n[{rint(60, 99)}s] + ./deploy.sh --env {ch(ENV_SLUGS)}"),
        ("pod crash log", f"{ts_log()} FATAL config: invalid credential for {vendor.name}: {var}=\"{tok}\" (status={ch([401, 403])})\n"
         f"{ts_log()} INFO shutting down worker pid={rint(100, 9999)}"),
        ("Python exception", f"{ctx['cls']}AuthError: {ch(['invalid api key', 'token expired or revoked', 'unauthorized'])}: '{tok}'\n"
         f"  (request id {ch(['req_', ''])}{rs(LOWNUM, 20)})"),
        ("structured JSON log", json.dumps({"ts": ts_iso(), "level": "debug", "msg": "outbound request",
                                            "vendor": vendor.name, "config": {snake(var): tok, "timeout_ms": 5000}},
                                           ensure_ascii=False)),
        ("docker inspect", f"$ docker inspect {kebab(ctx['svc_key'])}-worker --format '{{{{json .Config.Env}}}}'\n"
         + json.dumps([f"PATH=/usr/local/bin:/usr/bin", f"{var}={tok}", f"TZ=Asia/Seoul"])),
    ]


# ----------------------------------------------------------------------------------------------
# 6. prose machinery
# ----------------------------------------------------------------------------------------------
_JOSA_ACR_BATCHIM = "LMNR"   # acronym letters read with a final consonant (엘, 엠, 엔, 알)


def has_batchim(word):
    w = word.rstrip(" `'\")]")
    if not w:
        return False
    c = w[-1]
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in "013678"
    if c.isupper():
        return c in _JOSA_ACR_BATCHIM
    if w.lower().endswith("ng"):
        return True
    return c in "lmnk"


def josa(word, pair):
    a, b = pair.split("/")
    if pair in ("으로/로", "로/으로"):
        if has_batchim(word) and not word.endswith("l") and not (0xAC00 <= ord(word[-1]) <= 0xD7A3 and (ord(word[-1]) - 0xAC00) % 28 == 8):
            return word + "으로"
        return word + "로"
    return word + (a if has_batchim(word) else b)


_FMT = re.compile(r"\{([a-z_0-9]+)(?:\|([^}]+))?\}")


def fmt(t, ctx):
    def rep(m):
        v = str(ctx[m.group(1)])
        return josa(v, m.group(2)) if m.group(2) else v
    return _FMT.sub(rep, t)


def fence(text, lang_hint=""):
    """maybe wrap a snippet in a markdown fence"""
    r = R.random()
    if r < 0.35:
        return f"```{lang_hint}\n{text}\n```"
    if r < 0.45 and "\n" not in text:
        return f"`{text}`"
    return text


FILES_ENV = [".env", ".env.local", ".env.staging", ".env.production", "deploy/.env.prod", "docker/.env"]
FILES_CFG = ["config/settings.py", "config/production.yml", "deploy/values-prod.yaml", "infra/main.tf",
             "docker-compose.override.yml", "src/main/resources/application.yml", "appsettings.Production.json",
             "config/secrets.toml", "ansible/group_vars/prod.yml", "k8s/secret.yaml", ".github/workflows/deploy.yml",
             "scripts/sync.sh", "notebooks/eda.ipynb", "src/lib/client.ts", "internal/config/config.go"]


def base_ctx(lang, vendor=None):
    en = lang == "en"
    c = {"component": ch(EN_COMPONENTS if en else KO_COMPONENTS), "env": ch(EN_ENVS if en else KO_ENVS),
         "person": ch(EN_PEOPLE if en else KO_PEOPLE), "file": ch(FILES_CFG + FILES_ENV), "file_env": ch(FILES_ENV),
         "host": host_db(), "web": host_web(), "user": ch(USERNAMES), "region": ch(REGIONS)}
    if vendor is not None:
        c["svc"] = vendor.name
        c["label"] = vendor.label_en if en else vendor.label_ko
        c["svc_key"] = re.sub(r"[^a-z0-9]+", "_", vendor.name.lower()).strip("_")
        c["cls"] = re.sub(r"[^A-Za-z0-9]", "", vendor.name.title()) or "Api"
    else:
        c["svc_key"] = ch(["billing", "payments", "mailer", "search", "notify", "storage"])
        c["cls"] = c["svc_key"].capitalize()
    return c


# generic vendor-token prose ------------------------------------------------------------------
MC_EN = [
    "I was asked to fix the {component} after it started failing with 401s from {svc} in {env}. The user pasted the config they were using:",
    "Nobody told me which {svc} credential the {env} {component} should use; I found this in {file}:",
    "While migrating the {component} to the new cluster I needed the {label}. {person} sent this over chat:",
    "The {env} deploy of the {component} broke right after a key rotation on the {svc} side. Current state:",
    "I didn't know the {component} reads its {svc} credentials from {file} instead of the secret store. Relevant part:",
    "Task: add {svc} support to the {component}. The user gave me the setup that works on their laptop:",
    "Debugging why the {component} could not reach {svc}; this is what it was sending:",
    "I was missing the fact that {env} and prod share one {svc} account. The user pasted:",
    "Context I lacked: the {component} on the {env} box is still configured by hand. What I found there:",
    "The user wanted the {component} to talk to {svc} and handed me the credentials directly:",
    "Before this task I did not know where the {label} for {env} lived. It turned out to be hardcoded:",
    "{person} asked me to reproduce the {svc} error locally and shared this:",
    "Onboarding the {component} onto {svc}. I had no idea a key already existed until I saw this in the repo:",
]
MC_AFTER_EN = [
    "That snippet is what the {component} had when it started failing in {env}.",
    "(pasted by {person} from {file}; I had no other source for the {svc} setup)",
    "I did not know this file existed; the {env} {component} loads it before anything else.",
    "This was the only place the {label} was defined, and nobody had mentioned it.",
]
LEAD_EN = [
    "The working {env} setup ended up as:", "What finally fixed the {component}:", "Final entry (scoped to the {component} only):",
    "Correct config for {env}, verified with a test call:", "After the rotation the file has to look like this:",
    "For the record, this is the value that works:",
]
LESSON_EN = [
    "The {component} reads the key once at boot, so after changing it the pods must be restarted.",
    "{svc} rejects a key with a trailing newline; strip the value when loading it from a file.",
    "The {label} belongs in the secret manager; the hardcoded copy in {file} is why {env} drifted.",
    "The {env} and prod credentials differ, and mixing them gives a confusing 403 instead of a 401.",
    "Rotating in the {svc} console does not update {file}; both must change in the same PR.",
    "When {svc} returns 401 the SDK retries silently, so look at the raw response first.",
    "Local runs read {file} before the environment, which is why my exported value was ignored.",
    "{svc} credentials are per environment; the {env} one will not work against production.",
    "The SDK picks up the variable only under its exact upper-case name.",
    "Check the key's scopes in the {svc} console before blaming the network.",
]
ASK_EN = [
    "Which {svc} credential should the {env} {component} use, and where is it stored?",
    "Should I move the {svc} key into the secret manager as part of this change?",
    "Has the {label} been rotated since it was pasted into the chat?",
    "Is {file} the source of truth for {env}, or is it generated?",
    "Do you want a separate {svc} key for CI?",
    "Who owns the {svc} account, so I can ask for a scoped key next time?",
    "",
]
ASK_SECRET_EN = [
    "Is `{s}` still the active {svc} key, or was it rotated after this session?",
    "Should I keep using {s} for {env}, or will you issue a new one?",
    "Can you confirm {s} is the {env} value and not the prod one?",
    "I still have {s} in my notes; should I delete it or move it to the vault?",
    "Was {s} shared with anyone else? If so, should we rotate it now?",
]
MC_KO = [
    "{env} 환경에서 {component|이/가} {svc} 호출 시 401을 반환해서 원인을 찾아야 했다. 사용자가 쓰던 설정을 붙여줬다:",
    "{env} {component}에서 어떤 {svc} 키를 써야 하는지 몰랐다. {file}에서 찾은 내용:",
    "{component|을/를} 새 클러스터로 옮기면서 {label|이/가} 필요했는데, {person}님이 채팅으로 보내준 내용:",
    "{svc} 쪽 키를 교체한 직후 {env} 배포가 깨졌다. 현재 상태:",
    "{component|이/가} 시크릿 매니저가 아니라 {file}에서 {svc} 자격 증명을 읽는다는 걸 몰랐다. 해당 부분:",
    "작업: {component}에 {svc} 연동 추가. 사용자가 본인 노트북에서 동작하던 설정을 그대로 전달함:",
    "{component|이/가} {svc}에 붙지 못하는 이유를 디버깅하던 중, 실제로 보내던 내용:",
    "{env|과/와} 운영이 같은 {svc} 계정을 공유한다는 사실을 몰랐다. 사용자가 붙여준 것:",
    "{person}님이 {svc} 에러를 로컬에서 재현해 달라며 공유해 준 내용:",
    "{env} 서버의 {component} 설정이 아직 수동으로 관리된다는 걸 몰랐음. 서버에서 확인한 내용:",
    "이번 작업 전에는 {env}용 {label|이/가} 어디 있는지 몰랐다. 알고 보니 하드코딩되어 있었다:",
]
MC_AFTER_KO = [
    "위 내용이 {env}에서 {component|이/가} 실패하기 시작했을 때의 설정이다.",
    "({person}님이 {file}에서 복사해 준 것. {svc} 설정에 대한 다른 자료는 없었음)",
    "이 파일이 있는 줄 몰랐다. {env} {component|은/는} 이걸 가장 먼저 읽는다.",
    "{label|이/가} 정의된 곳은 여기뿐이었고, 아무도 알려주지 않았다.",
]
LEAD_KO = [
    "최종적으로 동작한 {env} 설정:", "{component|을/를} 고친 최종 설정:", "교체 후 파일은 이렇게 되어야 한다:",
    "테스트 호출로 확인한 올바른 {env} 설정:", "참고로 실제 동작하는 값은 아래와 같다:",
]
LESSON_KO = [
    "{component|은/는} 부팅 시 한 번만 키를 읽으므로 값을 바꾸면 파드를 재시작해야 한다.",
    "{svc|은/는} 키 끝에 개행 문자가 붙어 있으면 거부한다. 파일에서 읽을 때 strip 필요.",
    "{label|은/는} 시크릿 매니저에 두고 참조만 해야 한다. {file}에 하드코딩된 값 때문에 {env} 설정이 어긋났다.",
    "{env|과/와} 운영 자격 증명이 달라서, 섞어 쓰면 401이 아니라 헷갈리는 403이 난다.",
    "{svc} 콘솔에서 키를 교체해도 {file|은/는} 자동으로 바뀌지 않는다. 같은 PR에서 같이 수정해야 함.",
    "{svc} SDK는 401을 받으면 조용히 재시도하므로 raw 응답부터 확인할 것.",
    "로컬 실행 시 {file|이/가} 환경 변수보다 먼저 읽혀서 export한 값이 무시됐던 것.",
    "{svc} 자격 증명은 환경별로 따로 발급된다. {env} 키로는 운영 엔드포인트에 붙을 수 없다.",
    "네트워크 문제를 의심하기 전에 {svc} 콘솔에서 키 권한(scope)부터 확인할 것.",
]
ASK_KO = [
    "{env} {component}에서는 어떤 {svc} 키를 써야 하고, 어디에 보관되어 있나요?",
    "이번 변경에서 {svc} 키를 시크릿 매니저로 옮길까요?",
    "채팅에 붙여넣은 {label|은/는} 교체(rotate)하셨나요?",
    "{env} 설정의 기준은 {file}인가요, 아니면 자동 생성되는 파일인가요?",
    "CI용 {svc} 키를 따로 발급받을까요?",
    "{svc} 계정 담당자가 누구인지 알려주시면 다음엔 권한이 좁은 키를 요청할게요.",
    "",
]
ASK_SECRET_KO = [
    "`{s}` 이 키가 아직 유효한가요, 아니면 이번 세션 이후 교체됐나요?",
    "{env}에서 계속 {s} 값을 써도 될까요, 새로 발급해 주시나요?",
    "{s} 이게 운영 값이 아니라 {env} 값이 맞는지 확인 부탁드립니다.",
    "메모에 {s} 값이 남아 있는데 삭제할까요, 볼트로 옮길까요?",
    "{s} 값을 다른 사람에게도 공유하셨나요? 그렇다면 지금 교체할까요?",
]


MC_NOVAL_EN = [
    "The {component} in {env} started failing against {svc} and I did not know how its credentials were wired.",
    "I assumed the {component} pulled the {label} from the secret store; it does not.",
    "Nobody mentioned that the {svc} integration of the {component} was set up by hand in {env}.",
    "I was asked to get the {component} talking to {svc} again after a rotation, with no pointer to where the key lived.",
    "{person} reported {svc} errors from the {env} {component}; I lacked the history of how it was configured.",
    "The task was to add {svc} to the {component}; I did not know a credential had already been issued.",
]
MC_NOVAL_KO = [
    "{env} {component|이/가} {svc} 연동에서 실패하기 시작했는데, 자격 증명이 어떻게 연결되어 있는지 몰랐다.",
    "{component|이/가} 시크릿 저장소에서 {label|을/를} 가져온다고 가정했지만 실제로는 아니었다.",
    "{env}의 {svc} 연동이 수동으로 설정되어 있다는 얘기를 아무도 하지 않았다.",
    "키 교체 후 {component|을/를} 다시 {svc}에 연결하는 작업이었는데, 키가 어디 있는지 안내가 없었다.",
    "{person}님이 {env} {component}에서 {svc} 에러가 난다고 알려줬지만 설정 이력을 몰랐다.",
    "{component}에 {svc} 연동을 붙이는 작업이었는데 이미 발급된 자격 증명이 있다는 걸 몰랐다.",
]


GEN_ASK_EN = ["Where should this live instead of the repo or chat?", "Should I rotate it now that it appeared in my notes?",
              "Who owns this credential, so I can ask them directly next time?", "Is there a vault path I should read this from?", ""]
GEN_ASK_KO = ["저장소나 채팅 말고 어디에 보관해야 하나요?", "메모에 남았으니 지금 교체할까요?",
              "이 자격 증명 담당자가 누구인지 알려주시면 다음엔 직접 요청할게요.", "다음부터 읽어올 볼트 경로가 있나요?", ""]
GEN_AFTER_EN = ["(pasted as-is by {person})", "That is exactly what was in {file}."]
GEN_AFTER_KO = ["({person}님이 그대로 붙여준 것)", "{file}에 있던 내용 그대로다."]


def layout(lang, ctx, snippet, pools=None, secret_for_ask=None, force=None):
    """place a snippet (which contains the secrets) into the three fields.
    pools: dict with optional keys mc, after, lead, lesson, ask (lists of templates)"""
    en = lang == "en"
    P = {"mc": MC_EN if en else MC_KO, "after": MC_AFTER_EN if en else MC_AFTER_KO,
         "lead": LEAD_EN if en else LEAD_KO, "lesson": LESSON_EN if en else LESSON_KO,
         "ask": ASK_EN if en else ASK_KO, "ask_s": ASK_SECRET_EN if en else ASK_SECRET_KO,
         "noval": MC_NOVAL_EN if en else MC_NOVAL_KO}
    if "svc" not in ctx:
        P["ask"] = GEN_ASK_EN if en else GEN_ASK_KO
        P["after"] = GEN_AFTER_EN if en else GEN_AFTER_KO
        P["ask_s"] = (["Is {s} still valid, or should I treat it as rotated?", "Should `{s}` be moved to the vault?"] if en else
                      ["{s} 값이 아직 유효한가요, 교체된 걸로 봐야 하나요?", "`{s}` 값을 볼트로 옮길까요?"])
        P["noval"] = (["I was missing how the {component} in {env} authenticates, and nobody had written it down."] if en else
                      ["{env} {component|이/가} 어떻게 인증하는지 몰랐고, 어디에도 적혀 있지 않았다."])
        P["lead"] = (["For the record:", "What it looks like:"] if en else ["기록용:", "실제 내용:"])
    if pools:
        P.update(pools)
    f = lambda t: fmt(t, ctx)
    mode = force or ch(["mc_end", "mc_end", "mc_end", "mc_start", "lesson_mid", "lesson_mid", "lesson_start"])
    les = f(ch(P["lesson"]))
    if mode == "mc_end":
        mc = f(ch(P["mc"])) + "\n" + snippet
        other = f(ch(P["lesson"]))
        lesson = les if (chance(0.7) or other == les) else les + " " + other
    elif mode == "mc_start":
        mc = snippet + "\n" + f(ch(P["after"]))
        lesson = les
    elif mode == "lesson_mid":
        mc = f(ch(P["noval"]))
        lesson = f(ch(P["lead"])) + "\n" + snippet + "\n" + les
    else:
        mc = f(ch(P["noval"]))
        lesson = snippet + "\n" + ("-> " if en else "→ ") + les
    if secret_for_ask is not None and chance(0.999):
        c2 = dict(ctx)
        c2["s"] = secret_for_ask
        ask = fmt(ch(P["ask_s"]), c2)
    else:
        ask = f(ch(P["ask"]))
    return mc, lesson, ask, mode


# ----------------------------------------------------------------------------------------------
# 7. SECRET templates.  Each returns dict(category, mc, lesson, ask, secrets)
# ----------------------------------------------------------------------------------------------
class Cycler:
    """deterministic round-robin over a shuffled list, reshuffled each pass (even coverage)"""
    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self, pred=None, strict=False):
        for _ in range(2 * len(self.items) + 2):
            if not self.queue:
                self.queue = shuffled(self.items)
            x = self.queue.pop()
            if pred is None or pred(x):
                return x
        if strict:
            return None
        return ch([x for x in self.items if pred is None or pred(x)])


V_ALL = Cycler(VENDORS)
V_ASIA = Cycler([v for v in VENDORS if v.region in ("korea", "japan", "china")])
V_SINGLE = Cycler([v for v in VENDORS if sum(1 for p in v.parts if p[2]) == 1 and len(v.parts) == 1])
V_LONG = Cycler([v for v in VENDORS if v.long])
V_CLEAN = Cycler(VENDORS)
V_PAIR = Cycler([v for v in VENDORS if len(v.parts) > 1])


_ATTEMPT_VENDORS = []
USED_SECRET_VENDORS = []      # vendor names already used by accepted secret notes (membership tests only)


def pick_vendor(lang, pred=None, pool=None):
    """round-robin vendor choice; secret templates prefer vendors not used yet, so the set covers the catalogue"""
    if pool is None:
        pool = V_ASIA if (lang == "ko" and chance(0.4)) else V_ALL
    v = None
    if pool is not V_CLEAN:
        fresh = lambda x: (pred is None or pred(x)) and x.name not in USED_SECRET_VENDORS
        v = pool.next(fresh, strict=True)
    if v is None:
        v = pool.next(pred)
    _ATTEMPT_VENDORS.append(v)
    return v


def has_usage(v):
    return auth_header(v, "x") is not None or v.auth.startswith("query:") or v.name == "Telegram"


def note(category, mc, lesson, ask, secrets):
    return {"category": category, "mc": mc, "lesson": lesson, "ask": ask, "secrets": dedupe(secrets)}


def _secret_vals(vals):
    return [v for (_, v, s) in vals if s]


def t_vendor_config(lang):
    v = pick_vendor(lang, pool=V_PAIR if chance(0.45) else None)
    ctx = base_ctx(lang, v)
    vals = v.make()
    pairs = [(k, val) for (k, val, _) in vals]
    cname, text = render_config(pairs, ctx)
    secs = _secret_vals(vals)
    ask_s = ch(secs) if chance(0.2) else None
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), secret_for_ask=ask_s)
    return note(f"vendor token: {v.label_en} in {cname} ({mode}{', repeated in ask' if ask_s else ''})", mc, lesson, ask, secs)


def t_vendor_usage(lang):
    v = pick_vendor(lang, pred=has_usage, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    tok = v.make()[0][1]
    opts = usage_variants(v, tok, ctx)
    if not opts:
        return None
    cname, text = ch(opts)
    ask_s = tok if chance(0.15) else None
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), secret_for_ask=ask_s)
    return note(f"vendor token: {v.label_en} sent via {cname} ({mode})", mc, lesson, ask, [tok])


LOG_MC_EN = ["The {env} {component} crash-looped and I pulled its logs; the credential was printed in clear:",
             "While reading the CI output for the failed {component} deploy I noticed this:",
             "I went through the {component} logs from {env} to find the {svc} error:",
             "{person} forwarded the log excerpt from the {env} incident channel:"]
LOG_MC_KO = ["{env} {component|이/가} 재시작을 반복해서 로그를 확인했는데, 자격 증명이 평문으로 찍혀 있었다:",
             "실패한 {component} 배포의 CI 로그를 보다가 발견한 내용:",
             "{svc} 에러를 찾으려고 {env} {component} 로그를 확인함:",
             "{person}님이 {env} 장애 채널에서 로그 일부를 전달해 줬다:"]
LOG_LESSON_EN = ["Debug logging of outbound headers must stay off in {env}; it leaked the {label} into the log pipeline.",
                 "CI masking only works for values registered as secrets; echoing the variable printed it in full.",
                 "Never log the whole config object on startup errors; log only which key failed validation.",
                 "The {svc} SDK dumps request options on failure, so scrub them in the error handler."]
LOG_LESSON_KO = ["{env}에서는 외부 요청 헤더 디버그 로깅을 꺼야 한다. {label|이/가} 로그 파이프라인에 그대로 남았다.",
                 "CI 마스킹은 시크릿으로 등록된 값에만 적용된다. 변수를 echo 하면 전체 값이 출력된다.",
                 "시작 실패 시 설정 객체 전체를 로그로 남기지 말고, 어떤 키 검증이 실패했는지만 남길 것.",
                 "{svc} SDK는 실패 시 요청 옵션을 그대로 덤프하므로 에러 핸들러에서 지워야 한다."]


def t_vendor_log_leak(lang):
    v = pick_vendor(lang, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    var, tok, _ = v.make()[0]
    cname, text = ch(log_variants(v, var, tok, ctx))
    en = lang == "en"
    pools = {"mc": LOG_MC_EN if en else LOG_MC_KO, "lesson": LOG_LESSON_EN if en else LOG_LESSON_KO}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, force=ch(["mc_end", "mc_end", "lesson_mid"]),
                                   secret_for_ask=tok if chance(0.15) else None)
    return note(f"token printed in {cname}", mc, lesson, ask, [tok])


def t_vendor_diff(lang):
    v = pick_vendor(lang, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    var = v.parts[0][0]
    old, new = v.make()[0][1], v.make()[0][1]
    if old == new or q_dotenv(old) is None:
        return None
    f = ctx["file_env"]
    ex = extras_pool(2)
    text = (f"--- a/{f}\n+++ b/{f}\n@@ -{rint(2, 9)},{rint(4, 7)} +{rint(2, 9)},{rint(4, 7)} @@\n {ex[0][0]}={ex[0][1]}\n"
            f"-{var}={old}\n+{var}={new}\n {ex[1][0]}={ex[1][1]}")
    en = lang == "en"
    mcs = ["I rotated the {label} for the {env} {component} and committed this diff by mistake:",
           "The PR that rotated the {svc} key contained this hunk:",
           "Reviewing the rotation change for {file_env}, I saw both the old and new value in the diff:"] if en else \
          ["{env} {component}의 {label|을/를} 교체하면서 실수로 아래 diff를 커밋했다:",
           "{svc} 키를 교체한 PR에 이 hunk가 포함되어 있었다:",
           "{file_env} 교체 변경을 리뷰하다 보니 diff에 이전 값과 새 값이 모두 보였다:"]
    les = ["Rotation PRs should only touch the secret-manager reference; the value itself must never be in git history.",
           "Even the revoked key in a diff is a problem: history is shared with the whole team and the old key may still be live.",
           "Add {file_env} to .gitignore and use a pre-commit secret scanner."] if en else \
          ["키 교체 PR에서는 시크릿 매니저 참조만 바꿔야 한다. 값 자체가 git 히스토리에 남으면 안 된다.",
           "폐기했다는 이전 키도 diff에 남으면 문제다. 히스토리는 팀 전체가 공유하고, 이전 키가 아직 살아 있을 수 있다.",
           "{file_env|은/는} .gitignore에 추가하고 pre-commit 시크릿 스캐너를 쓸 것."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text, "diff"), pools={"mc": mcs, "lesson": les},
                                   force=ch(["mc_end", "lesson_mid"]))
    return note(f"diff with old and new {v.label_en}", mc, lesson, ask, [old, new])


INLINE_EN = ["The {label} that {person} gave me is {s} and it is also hardcoded in {file}.",
             "Turns out the {env} {component} has been using {s} as its {svc} key since the first deploy.",
             "{person} said to use {s} for now until the {svc} admin issues a scoped key.",
             "Found the {label} in a comment in {file}: # temp key {s} - remove before release",
             "The user typed the {label} straight into the chat: {s}"]
INLINE_KO = ["{person}님이 준 {label|은/는} {s}이고, {file}에도 하드코딩되어 있다.",
             "알고 보니 {env} {component|은/는} 첫 배포부터 {svc} 키로 {s} 값을 쓰고 있었다.",
             "{person}님이 {svc} 관리자가 권한 좁은 키를 발급할 때까지 {s|을/를} 쓰라고 했다.",
             "{file} 주석에서 {label|을/를} 발견함: # 임시 키 {s} - 릴리스 전에 삭제",
             "사용자가 채팅창에 {label|을/를} 그대로 입력했다: {s}"]


def t_vendor_inline(lang):
    v = pick_vendor(lang, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    tok = v.make()[0][1]
    ctx["s"] = tok if chance(0.6) else f"`{tok}`"
    en = lang == "en"
    sent = fmt(ch(INLINE_EN if en else INLINE_KO), ctx)
    where = ch(["mc", "lesson"])
    if where == "mc":
        mc = fmt(ch(MC_NOVAL_EN if en else MC_NOVAL_KO), ctx) + " " + sent
        lesson = fmt(ch(LESSON_EN if en else LESSON_KO), ctx)
    else:
        mc = fmt(ch(MC_NOVAL_EN if en else MC_NOVAL_KO), ctx)
        lesson = fmt(ch(LESSON_EN if en else LESSON_KO), ctx) + " " + sent
    ctx["s"] = tok
    ask = fmt(ch(ASK_SECRET_EN if en else ASK_SECRET_KO), ctx) if chance(0.3) else fmt(ch(ASK_EN if en else ASK_KO), ctx)
    return note(f"vendor token inline in prose ({where}): {v.label_en}", mc, lesson, ask, [tok])


def t_vendor_ask_only(lang):
    v = pick_vendor(lang, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    tok = v.make()[0][1]
    ctx["s"] = tok
    en = lang == "en"
    mc = fmt(ch(MC_NOVAL_EN if en else MC_NOVAL_KO), ctx)
    lesson = fmt(ch(LESSON_EN if en else LESSON_KO), ctx)
    qs = ["Next time: is {s} the {env} key I should use, or was that your personal one?",
          "The user mentioned {s} at the end of the session. Is that the {svc} key for the {component}?",
          "Can I put {s} into the {env} secret store myself, or do you want to do it?",
          "Before I reuse it: is `{s}` scoped to read-only?"] if en else \
         ["다음에는 확인: {s} 이 값이 {env}에서 써야 하는 키인가요, 아니면 개인 키였나요?",
          "세션 마지막에 말씀하신 {s|이/가} {component}용 {svc} 키인가요?",
          "{s} 값을 제가 직접 {env} 시크릿 저장소에 넣어도 될까요?",
          "재사용하기 전에: `{s}` 키는 읽기 전용 권한인가요?"]
    ask = fmt(ch(qs), ctx)
    return note(f"vendor token only in ask_next_time: {v.label_en}", mc, lesson, ask, [tok])


def t_long_token(lang):
    v = pick_vendor(lang, pool=V_LONG)
    ctx = base_ctx(lang, v)
    vals = v.make()
    secs = _secret_vals(vals)
    pairs = [(k, val) for (k, val, _) in vals]
    if len(vals) == 1 and chance(0.5):
        opts = usage_variants(v, vals[0][1], ctx) or [render_config(pairs, ctx, ["dotenv", "shell export", "YAML", "JSON"])]
        cname, text = ch(opts)
    else:
        cname, text = render_config(pairs, ctx, ["dotenv", "shell export", "YAML", "JSON", "k8s Secret", "GitHub Actions",
                                                 "inline env command", "Python", "TOML", "PowerShell"])
    mc, lesson, ask, mode = layout(lang, ctx, text, force=ch(["mc_end", "lesson_mid", "lesson_start", "mc_start"]))
    return note(f"long token ({max(len(s) for s in secs)} chars): {v.label_en} in {cname}", mc, lesson, ask, secs)


def t_multi_vendor_env(lang):
    vs = []
    while len(vs) < rint(2, 3):
        v = pick_vendor(lang, pool=V_SINGLE)
        if v.long or any(v.parts[0][0] == x.parts[0][0] for x in vs):
            continue
        vs.append(v)
    ctx = base_ctx(lang, vs[0])
    pairs, secs = [], []
    for v in vs:
        var, tok, _ = v.make()[0]
        pairs.append((var, tok))
        secs.append(tok)
    cname, text = render_config(pairs, ctx, ["dotenv", "shell export", "YAML", "k8s Secret", "docker compose", "JSON",
                                             "GitHub Actions", "Helm values", "markdown table", "TOML"])
    en = lang == "en"
    ctx["svcs"] = ", ".join(v.name for v in vs)
    mcs = ["The user shared the whole {file_env} so I could bring up the {component} locally ({svcs}):",
           "To reproduce the {env} bug I was given the full environment of the {component}:",
           "{person} pasted every integration key the {component} uses ({svcs}):"] if en else \
          ["{component|을/를} 로컬에서 띄울 수 있게 사용자가 {file_env} 전체를 공유했다({svcs}):",
           "{env} 버그 재현을 위해 {component}의 환경 변수 전체를 받았다:",
           "{person}님이 {component|이/가} 쓰는 연동 키를 전부 붙여줬다({svcs}):"]
    les = ["Ask for a trimmed env with only the keys the task needs; the full file exposed {svcs} credentials.",
           "Separate per-vendor keys per environment; one leaked {file_env} compromises every integration at once."] if en else \
          ["작업에 필요한 키만 담은 env를 요청할 것. 전체 파일 때문에 {svcs} 자격 증명이 모두 노출됐다.",
           "벤더 키는 환경별로 분리할 것. {file_env} 하나가 새면 모든 연동이 한꺼번에 노출된다."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools={"mc": mcs, "lesson": les}, force=ch(["mc_end", "lesson_mid"]))
    return note(f"several vendor tokens in one {cname}", mc, lesson, ask, secs)


def t_split_vendor(lang):
    v = pick_vendor(lang, pool=V_SINGLE)
    ctx = base_ctx(lang, v)
    tok = v.make()[0][1]
    en = lang == "en"
    ends = ["... and the {label} for {env} that {person} read out to me was", "The {svc} key (value in the next field):",
            "{person} sent the {env} {label} right after:"] if en else \
           ["... 그리고 {person}님이 불러준 {env}용 {label|은/는}", "{svc} 키(값은 다음 필드에):", "{person}님이 바로 이어서 보낸 {env} {label}:"]
    mc = fmt(ch(MC_NOVAL_EN if en else MC_NOVAL_KO), ctx) + " " + fmt(ch(ends), ctx)
    tails = [" - keep it out of the repo; the {component} should read it from the secret store.",
             "\nThat value only works for {env}; prod has its own.", " (confirmed working with a test call)"] if en else \
            [" - 저장소에는 넣지 말 것. {component|은/는} 시크릿 저장소에서 읽어야 한다.",
             "\n이 값은 {env} 전용이고 운영은 별도 키가 있다.", " (테스트 호출로 동작 확인함)"]
    lesson = tok + fmt(ch(tails), ctx)
    ask = fmt(ch(ASK_EN if en else ASK_KO), ctx)
    return note(f"split across fields: label in missing_context, {v.label_en} value starts lesson", mc, lesson, ask, [tok])


# ---- passwords ------------------------------------------------------------------------------
ACCOUNTS_EN = ["the {env} Postgres superuser", "the MySQL root account on {host}", "the shared admin console login",
               "the Jenkins admin user", "the Grafana admin", "the RabbitMQ management user", "the Redis AUTH password",
               "the partner SFTP drop", "the Windows jump host", "the office router admin page", "the build NAS",
               "the {env} Keycloak admin", "the MongoDB app user", "the SQL Server sa account", "the LDAP bind user",
               "the Elasticsearch elastic user", "the MinIO root user", "the Airflow web UI admin"]
ACCOUNTS_KO = ["{env} Postgres 슈퍼유저", "{host}의 MySQL root 계정", "공용 관리자 콘솔 계정", "Jenkins 관리자 계정",
               "Grafana admin 계정", "RabbitMQ 관리 계정", "Redis AUTH 비밀번호", "파트너용 SFTP 계정", "윈도우 점프 호스트 계정",
               "사무실 공유기 관리자 페이지", "빌드용 NAS", "{env} Keycloak 관리자", "MongoDB 앱 계정", "SQL Server sa 계정",
               "LDAP 바인드 계정", "Elasticsearch elastic 계정", "MinIO root 계정", "Airflow 웹 UI 관리자"]

PW_MC_EN = ["I needed to log into {what} to finish the migration and did not have the password. The user pasted the command they use:",
            "The runbook step for {what} was missing; {person} sent me exactly what they run:",
            "I was blocked on {what}. The user gave me the login so I could continue:",
            "Restoring the {env} dump required {what}; this is the command from the team wiki:",
            "I did not know {what} still used a static password. Found in the shell history on the box:"]
PW_MC_KO = ["마이그레이션을 마치려면 {what|으로/로} 접속해야 했는데 비밀번호를 몰랐다. 사용자가 평소 쓰는 명령어를 붙여줬다:",
            "{what} 관련 런북 단계가 빠져 있어서 {person}님이 실제로 실행하는 명령을 보내줬다:",
            "{what} 때문에 작업이 막혔고, 사용자가 계속 진행하라고 로그인 정보를 줬다:",
            "{env} 덤프 복원에 {what|이/가} 필요했다. 팀 위키에 있던 명령어:",
            "{what|이/가} 아직 고정 비밀번호를 쓰는 줄 몰랐다. 서버의 셸 히스토리에서 찾은 것:"]
PW_NOVAL_EN = ["I needed access to {what} to finish the {component} migration and nobody had told me how.",
               "The runbook for {what} skipped the authentication step entirely.",
               "I assumed {what} used SSO; it still uses a local password."]
PW_NOVAL_KO = ["{component} 마이그레이션을 끝내려면 {what} 접근이 필요했는데 방법을 아무도 알려주지 않았다.",
               "{what} 런북에 인증 단계가 통째로 빠져 있었다.",
               "{what|은/는} SSO를 쓰는 줄 알았는데 아직 로컬 비밀번호를 쓴다."]
PW_LEAD_EN = ["What is configured now:", "The entry that works for {env}:", "For next time, this is what it looks like:",
              "As found on {host}:"]
PW_LEAD_KO = ["현재 설정된 내용:", "{env}에서 동작하는 항목:", "다음을 위해 남겨둠:", "{host}에서 확인한 그대로:"]
PW_CMD_LEAD_EN = ["The command that works:", "What I ran in the end:", "Working invocation for {env}:", "For next time, the exact line is:"]
PW_CMD_LEAD_KO = ["동작하는 명령:", "최종적으로 실행한 것:", "{env}에서 동작하는 실행 방법:", "다음을 위해 정확한 명령을 남겨둠:"]
PW_LESSON_EN = ["Passing the password on the command line leaves it in shell history and in ps output; use an option file or a prompt.",
                "The {env} box still has password auth enabled for {user}; SSO is only on the web console.",
                "Prefer --password-stdin or an env file with 0600 permissions over inline flags.",
                "The account is shared by the whole team, so a rotation needs a heads-up in the channel first.",
                "Special characters in the password must be quoted for the shell, otherwise the history expansion eats the '!'.",
                "Connection failures were not the password at all: the client defaulted to TLS and the server did not support it."]
PW_LESSON_KO = ["명령줄에 비밀번호를 넘기면 셸 히스토리와 ps 출력에 남는다. 옵션 파일이나 프롬프트 입력을 쓸 것.",
                "{env} 서버는 {user} 계정에 아직 비밀번호 인증이 켜져 있다. SSO는 웹 콘솔에만 적용됨.",
                "인라인 플래그보다 --password-stdin 이나 권한 0600인 env 파일을 쓰는 게 낫다.",
                "팀 전체가 공유하는 계정이라 교체하려면 먼저 채널에 공지해야 한다.",
                "비밀번호의 특수문자는 셸에서 따옴표로 감싸야 한다. 안 그러면 히스토리 확장이 '!'를 먹어버린다.",
                "접속 실패 원인은 비밀번호가 아니라 클라이언트 기본값이 TLS였고 서버가 지원하지 않았던 것."]
PW_ASK_EN = ["Is there a vault entry for {what} I should use instead of asking you?", "Should I rotate this password after the migration?",
             "Can I get a personal account instead of the shared {user} login?", "Is the {env} password different from prod?", ""]
PW_ASK_KO = ["{what|은/는} 다음부터 볼트 항목을 쓰면 될까요?", "마이그레이션 끝나면 이 비밀번호를 교체할까요?",
             "공용 {user} 계정 대신 개인 계정을 받을 수 있을까요?", "{env} 비밀번호는 운영과 다른가요?", ""]
PW_ASK_S_EN = ["Is {s} still the password for {what}, or did it change after the incident?",
               "Should I keep `{s}` in the runbook or move it to the vault?",
               "You typed {s} for {user}; is that the {env} or the prod password?"]
PW_ASK_S_KO = ["{what} 비밀번호가 아직 {s} 인가요, 장애 이후 바뀌었나요?",
               "`{s}` 값을 런북에 그대로 둘까요, 볼트로 옮길까요?",
               "{user} 계정에 {s|을/를} 입력하셨는데, {env} 비밀번호인가요 운영 비밀번호인가요?"]


def pw_ctx(lang):
    ctx = base_ctx(lang)
    ctx["what"] = fmt(ch(ACCOUNTS_EN if lang == "en" else ACCOUNTS_KO), ctx)
    ctx["db"] = ch(DBNAMES)
    return ctx


def pw_pools(lang):
    en = lang == "en"
    return {"mc": PW_MC_EN if en else PW_MC_KO, "noval": PW_NOVAL_EN if en else PW_NOVAL_KO,
            "lead": PW_LEAD_EN if en else PW_LEAD_KO, "lesson": PW_LESSON_EN if en else PW_LESSON_KO,
            "ask": PW_ASK_EN if en else PW_ASK_KO, "ask_s": PW_ASK_S_EN if en else PW_ASK_S_KO,
            "after": ["(from the shell history of {user} on {host})", "That is how {what} has been accessed so far."] if en else
                     ["({host}의 {user} 셸 히스토리에서 가져옴)", "지금까지 {what|은/는} 이렇게 접속해 왔다."]}


def _url_pw(pw):
    """percent-encoded form as a person would paste it in a URL"""
    if re.fullmatch(r"[A-Za-z0-9._~-]+", pw):
        return pw
    return pct(pw)


def cmd_password(pw, c):
    """returns (category, text, secrets) or None"""
    u, h, db = c["user"], c["host"], c["db"]
    q = q_shell(pw)
    enc = _url_pw(pw)
    opts = []
    if q:
        opts += [("mysql -p attached password", f"$ mysql -h {h} -u {u} -p{q} {db}"),
                 ("mysql --password=", f"$ mysql --host={h} --user={u} --password={q} -e 'SHOW PROCESSLIST'"),
                 ("mysqldump attached -p", f"$ mysqldump -u{u} -p{q} --single-transaction {db} > {db}_$(date +%F).sql"),
                 ("PGPASSWORD env prefix", f"$ PGPASSWORD={q} psql -h {h} -U {u} -d {db} -c '\\dt'"),
                 ("redis-cli -a", f"$ redis-cli -h {h} -p 6379 -a {q} --no-auth-warning INFO replication"),
                 ("sshpass -p", f"$ sshpass -p {q} ssh -o StrictHostKeyChecking=no {u}@{h}"),
                 ("docker login -p", f"$ docker login -u {u} -p {q} registry.{ch(COMPANY)}.io"),
                 ("htpasswd -b positional", f"$ htpasswd -b -c /etc/nginx/.htpasswd {u} {q}"),
                 ("keytool -storepass", f"$ keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass {q}"),
                 ("zip -P", f"$ zip -P {q} -r export_{db}.zip ./export/"),
                 ("7z -p attached", f"$ 7z a -p{q} -mhe=on backup_{db}.7z ./dump/"),
                 ("sqlcmd -P", f"$ sqlcmd -S {h},1433 -U {u} -P {q} -Q \"SELECT name FROM sys.databases\""),
                 ("ldapsearch -w", f"$ ldapsearch -x -H ldap://{h} -D \"cn={u},dc=corp,dc=local\" -w {q} -b \"ou=people,dc=corp,dc=local\""),
                 ("kubectl --from-literal", f"$ kubectl -n {ch(ENV_SLUGS)} create secret generic {db}-db --from-literal=username={u} --from-literal=password={q}"),
                 ("vault kv put", f"$ vault kv put secret/{ch(ENV_SLUGS)}/{db} username={u} password={q}"),
                 ("rabbitmqctl positional", f"$ rabbitmqctl add_user {u} {q} && rabbitmqctl set_user_tags {u} administrator"),
                 ("wget --password", f"$ wget --user={u} --password={q} https://{c['web']}/exports/{db}.csv.gz"),
                 ("mosquitto_pub -P", f"$ mosquitto_pub -h {h} -u {u} -P {q} -t sensors/test -m ping"),
                 ("helm --set password", f"$ helm upgrade --install {db} bitnami/postgresql --set auth.username={u} --set auth.password={q}"),
                 ("docker run -e", f"$ docker run -d --name {db}-db -e POSTGRES_USER={u} -e POSTGRES_PASSWORD={q} -p 5432:5432 postgres:16"),
                 ("echo | sudo -S", f"$ echo {q} | sudo -S systemctl restart {ch(['nginx', 'app', 'worker'])}"),
                 ("chpasswd", f"$ echo {q_shell(u + ':' + pw, False) or 'x'} | sudo chpasswd"),
                 ("influx -password", f"$ influx -host {h} -username {u} -password {q} -execute 'SHOW DATABASES'"),
                 ("mc alias set positional", f"$ mc alias set {ch(ENV_SLUGS)} http://{h}:9000 {u} {q}")]
    if q and re.fullmatch(r"[A-Za-z0-9_@#%+=.,~^-]+", pw):
        opts += [("openssl -passout pass:", f"$ openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}"),
                 ("xfreerdp /p:", f"$ xfreerdp /v:{h} /u:{u} /p:{pw} /cert:ignore"),
                 ("java -D system property", f"$ java -Dspring.datasource.username={u} -Dspring.datasource.password={pw} -jar app.jar"),
                 ("lftp -u user,pass", f"$ lftp -u {u},{pw} sftp://{h}"),
                 ("smbclient -U user%pass", f"$ smbclient //{h}/share -U {u}%{pw} -c 'ls'"),
                 ("net use positional", f"C:\\> net use Z: \\\\{h}\\share {pw} /user:CORP\\{u}")]
    # URL forms (percent-encoded as written)
    opts += [("psql connection URI", f"$ psql \"postgresql://{u}:{enc}@{h}:5432/{db}?sslmode=require\""),
             ("mongosh URI", f"$ mongosh \"mongodb://{u}:{enc}@{h}:27017/{db}?authSource=admin\""),
             ("git clone user:pass URL", f"$ git clone https://{u}:{enc}@git.{ch(COMPANY)}.io/{ch(['infra', 'platform'])}/{db}.git")]
    if "'" not in pw and "\\" not in pw:
        opts.append(("curl -u user:pass", f"$ curl -u '{u}:{pw}' https://{c['web']}/api/{ch(['export', 'admin/users', 'reindex'])}"))
    if '"' not in pw and "\\" not in pw and "$" not in pw and "`" not in pw:
        opts.append(("ansible -e become password", f"$ ansible-playbook site.yml -l {ch(['web', 'db', 'all'])} -e \"ansible_become_password={pw}\"") if " " not in pw else
                    ("expect send", f"spawn ssh {u}@{h}\nexpect \"password:\"\nsend \"{pw}\\r\"\ninteract"))
    name, text = ch(opts)
    secs = [enc] if enc in text and pw not in text else [pw]
    return name, text, secs


def t_pw_command(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    name, text, secs = cmd_password(pw, ctx)
    ask_s = None
    if chance(0.2):
        ask_s = pw
        secs = secs + [pw]
    pools = pw_pools(lang)
    pools["lead"] = PW_CMD_LEAD_EN if lang == "en" else PW_CMD_LEAD_KO
    mc, lesson, ask, mode = layout(lang, ctx, fence(text, "bash"), pools=pools, secret_for_ask=ask_s)
    return note(f"password in command: {name}", mc, lesson, ask, secs)


def conn_string(pw, c):
    """(category, text, secrets)"""
    u, h, db = c["user"], c["host"], c["db"]
    enc = _url_pw(pw)
    opts = [("postgres URL", f"DATABASE_URL=postgres://{u}:{enc}@{h}:5432/{db}", [enc]),
            ("mysql URL", f"DB_DSN=mysql://{u}:{enc}@{h}:3306/{db}?charset=utf8mb4", [enc]),
            ("SQLAlchemy URL", f"SQLALCHEMY_DATABASE_URI = \"postgresql+psycopg://{u}:{enc}@{h}/{db}\"", [enc]),
            ("MongoDB SRV URI", f"MONGODB_URI=mongodb+srv://{u}:{enc}@cluster0.{rs(LOWNUM, 5)}.mongodb.net/{db}?retryWrites=true&w=majority", [enc]),
            ("redis URL", f"REDIS_URL=rediss://default:{enc}@{ch(COMPANY)}-cache.{rs(LOWNUM, 6)}.cache.amazonaws.com:6380/0", [enc]),
            ("AMQP URL", f"CELERY_BROKER_URL=amqp://{u}:{enc}@mq.{ch(ENV_SLUGS)}.internal:5672/{db}", [enc]),
            ("SMTP URL", f"EMAIL_URL=smtp+tls://{pct(email())}:{enc}@smtp.{ch(['gmail.com', 'office365.com', 'mailgun.org'])}:587", [enc]),
            ("Elasticsearch URL", f"ES_HOSTS=https://elastic:{enc}@es.{ch(ENV_SLUGS)}.{ch(COMPANY)}.io:9200", [enc]),
            ("Airflow connection URI", f"AIRFLOW_CONN_{db.upper()}_DB='postgres://{u}:{enc}@{h}:5432/{db}'", [enc]),
            ("ClickHouse DSN", f"clickhouse://{u}:{enc}@{h}:9000/{db}?secure=true", [enc]),
            ("FTP URL", f"ftp://{u}:{enc}@{h}/outbound/{db}/", [enc])]
    if not any(c_ in pw for c_ in ";'\"{}= \\"):
        opts += [("JDBC SQL Server", f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw};encrypt=true", [pw]),
                 ("ADO.NET connection string", f"\"ConnectionStrings\": {{ \"Default\": \"Server={h};Database={db};User Id={u};Password={pw};TrustServerCertificate=True\" }}", [pw]),
                 ("libpq keyword DSN", f"dsn = \"host={h} port=5432 dbname={db} user={u} password={pw} sslmode=require\"", [pw]),
                 ("ODBC connection string", f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{h},1433;Database={db};Uid={u};Pwd={pw};", [pw])]
    if re.fullmatch(r"[A-Za-z0-9_#$!%^*+=.,~-]+", pw):
        opts += [("JDBC URL password param", f"spring.datasource.url=jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}", [pw]),
                 ("Oracle sqlplus user/pass@", f"$ sqlplus {u}/{pw}@//{h}:1521/ORCLPDB1", [pw])]
    if '"' not in pw and "\\" not in pw:
        opts.append(("Kafka SASL JAAS config", "sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule "
                     f"required username=\"{u}\" password=\"{pw}\";", [pw]))
    if "@" not in pw and "/" not in pw and ":" not in pw and " " not in pw:
        opts.append(("Go MySQL DSN", f"dsn := \"{u}:{pw}@tcp({h}:3306)/{db}?parseTime=true\"" if '"' not in pw and "\\" not in pw else
                     f"{u}:{pw}@tcp({h}:3306)/{db}", [pw]))
    return ch(opts)


def t_conn_string(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    name, text, secs = conn_string(pw, ctx)
    ask_s = None
    if chance(0.15):
        ask_s = secs[0]
    en = lang == "en"
    pools = pw_pools(lang)
    pools["mc"] = (["The {component} could not connect to {what}; this is the connection string it was given:",
                    "I didn't know the {env} {component} builds its DSN from {file}. The line in question:",
                    "{person} pasted the connection string so I could run the migration against {env}:",
                    "The health check failed with 'password authentication failed'. The configured DSN was:"] if en else
                   ["{component|이/가} {what}에 접속하지 못했다. 전달된 연결 문자열:",
                    "{env} {component|이/가} {file}에서 DSN을 만든다는 걸 몰랐다. 문제의 줄:",
                    "{env}에 마이그레이션을 돌릴 수 있게 {person}님이 연결 문자열을 붙여줬다:",
                    "헬스 체크가 'password authentication failed'로 실패했다. 설정된 DSN:"])
    pools["lesson"] = (["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@' or ':'.",
                        "The driver URL-decodes the userinfo, so the encoded form in the file is correct and the raw one is not.",
                        "Use separate host/user/password settings instead of a single URL when the password has reserved characters.",
                        "The pooler in front of {host} accepts only the transaction-mode port; 5432 goes straight to the primary."] if en else
                       ["비밀번호의 특수문자는 URL에서 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라버린다.",
                        "드라이버가 userinfo를 URL 디코딩하므로 파일에 인코딩된 값이 맞고 원문 그대로 넣으면 틀린다.",
                        "비밀번호에 예약 문자가 있으면 URL 하나 대신 host/user/password를 따로 설정하는 편이 안전하다.",
                        "{host} 앞단 풀러는 트랜잭션 모드 포트만 받는다. 5432는 프라이머리로 바로 붙는다."])
    pools["ask"] = (["Should the {component} read host, user and password as separate settings instead of one URL?",
                     "Is there a read-only user I should use for {env} instead?", "Should I rotate this password after the migration?", ""] if en else
                    ["{component|이/가} URL 하나 대신 host/user/password를 따로 읽게 바꿀까요?", "{env}에서는 대신 쓸 읽기 전용 계정이 있나요?",
                     "마이그레이션 끝나면 이 비밀번호를 교체할까요?", ""])
    pools["ask_s"] = (["Is {s} still valid for {env}, or was it rotated?", "Should `{s}` stay in the DSN or move to the secret store?"] if en else
                      ["{s} 값이 {env}에서 아직 유효한가요, 교체됐나요?", "`{s}` 값을 DSN에 그대로 둘까요, 시크릿 저장소로 옮길까요?"])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, secret_for_ask=ask_s)
    return note(f"connection string: {name}", mc, lesson, ask, secs)


def cfg_file_password(pw, c, lang):
    """password inside a credentials/config FILE: (category, text, secrets)"""
    u, h, db = c["user"], c["host"], c["db"]
    opts = []
    simple = not any(x in pw for x in " \"'\\:#;$`")
    if simple:
        opts += [(".netrc", f"machine {h}\n  login {u}\n  password {pw}", [pw]),
                 (".pgpass", f"{h}:5432:{db}:{u}:{pw}", [pw]),
                 (".my.cnf", f"[client]\nuser={u}\npassword={pw}\nhost={h}", [pw]),
                 ("gradle.properties", f"mavenUser={u}\nmavenPassword={pw}\nsigning.keyId={rs(HEXU, 8)}", [pw]),
                 ("rsync password file", f"$ cat /etc/rsyncd.secrets\n{u}:{pw}", [pw]),
                 ("pip.conf index-url", f"[global]\nindex-url = https://{u}:{_url_pw(pw)}@pypi.{ch(COMPANY)}.io/simple/", [_url_pw(pw)])]
    if not any(x in pw for x in "<>&"):
        opts.append(("Maven settings.xml", f"<server>\n  <id>{ch(COMPANY)}-releases</id>\n  <username>{u}</username>\n  <password>{pw}</password>\n</server>", [pw]))
        if '"' not in pw:
            opts.append(("NuGet.config ClearTextPassword", f"<packageSourceCredentials>\n  <{ch(COMPANY)}>\n    <add key=\"Username\" value=\"{u}\" />\n"
                         f"    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </{ch(COMPANY)}>\n</packageSourceCredentials>", [pw]))
    enc = _url_pw(pw)
    opts.append((".git-credentials", f"https://{u}:{enc}@git.{ch(COMPANY)}.io", [enc]))
    blob = b64(f"{u}:{pw}".encode())
    opts.append(("docker config.json auth", json.dumps({"auths": {f"registry.{ch(COMPANY)}.io": {"auth": blob}}}, indent=2), [blob]))
    blob2 = b64(f"{u}:{pw}".encode())
    reg = f"npm.{ch(COMPANY)}.io"
    opts.append((".npmrc _auth", f"registry=https://{reg}/\n//{reg}/:_auth={blob2}\nalways-auth=true", [blob2]))
    if q_dq(pw):
        opts.append(("composer auth.json", json.dumps({"http-basic": {f"repo.{ch(COMPANY)}.io": {"username": u, "password": pw}}}, indent=4,
                                                      ensure_ascii=False), [pw]))
        opts.append(("Spring application.yml", f"spring:\n  datasource:\n    url: jdbc:mysql://{h}:3306/{db}\n    username: {u}\n    password: \"{pw}\"", [pw]))
        opts.append(("Ansible inventory vars", f"[db]\n{h} ansible_user={u} ansible_password=\"{pw}\"" if " " not in pw else
                     f"[db]\n{h} ansible_user={u}", [pw]))
    name, text, secs = ch(opts)
    if not all(s in text for s in secs):
        return None
    return name, text, secs


def t_pw_config_file(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    r = cfg_file_password(pw, ctx, lang)
    if r is None:
        return None
    name, text, secs = r
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pw_pools(lang))
    return note(f"password in credentials file: {name}", mc, lesson, ask, secs)


PROSE_PW_EN = ["The login for {what} is {user} / {s}.", "{person} said the password for {what} is {s} (they set it last year).",
               "Credentials for {what}: user `{user}`, password `{s}`.", "Password for {what} is {s}, and apparently it has never been rotated.",
               "The user wrote: \"just use {user} with {s}, it's the same everywhere\"."]
PROSE_PW_KO = ["{what} 로그인은 {user} / {s} 입니다.", "{person}님 말로는 {what} 비밀번호가 {s} 라고 함(작년에 본인이 설정).",
               "{what} 계정 정보: 아이디 `{user}`, 비밀번호 `{s}`.", "{what} 비밀번호는 {s}이고, 한 번도 교체된 적이 없다고 한다.",
               "사용자 답변: \"{user} 계정에 {s} 쓰시면 돼요, 다 똑같아요\"."]


def t_pw_prose(lang):
    ctx = pw_ctx(lang)
    pw = ch([pw_human, pw_passphrase, pw_korean_keyboard, pw_punct, pw_hangul if lang == "ko" else pw_human])()
    ctx["s"] = pw
    en = lang == "en"
    sent = fmt(ch(PROSE_PW_EN if en else PROSE_PW_KO), ctx)
    pools = pw_pools(lang)
    where = ch(["mc", "mc", "lesson"])
    if where == "mc":
        mc = fmt(ch(pools["noval"]), ctx) + " " + sent
        lesson = fmt(ch(pools["lesson"]), ctx)
    else:
        mc = fmt(ch(pools["noval"]), ctx)
        lesson = sent + " " + fmt(ch(pools["lesson"]), ctx)
    ask = fmt(ch(pools["ask_s"] if chance(0.25) else pools["ask"]), ctx)
    return note(f"human password stated in prose ({where})", mc, lesson, ask, [pw])


_CHAT_CLOCK = [0]


def chat_start():
    _CHAT_CLOCK[0] = rint(8 * 60, 17 * 60)


def chat_line(lang, who, text):
    _CHAT_CLOCK[0] += rint(0, 3)
    t = _CHAT_CLOCK[0]
    hh, mm = divmod(t, 60)
    if lang == "en":
        return f"[{hh:02d}:{mm:02d}] {who}: {text}"
    return f"[{'오전' if hh < 12 else '오후'} {(hh - 1) % 12 + 1}:{mm:02d}] {who}: {text}"


def t_pw_chat(lang):
    ctx = pw_ctx(lang)
    pw = ch([pw_human, pw_korean_keyboard, pw_hangul, pw_passphrase])() if lang == "ko" else ch([pw_human, pw_passphrase, pw_punct])()
    en = lang == "en"
    who = ctx["person"]
    chat_start()
    if en:
        lines = [chat_line(lang, "me", f"I can't get into {ctx['what']}, is there a shared login?"),
                 chat_line(lang, who, f"yeah, {ctx['user']}"),
                 chat_line(lang, who, pw),
                 chat_line(lang, who, "don't put it in the wiki pls")]
    else:
        lines = [chat_line(lang, "나", f"{ctx['what']} 접속이 안 되는데 공용 계정 있을까요?"),
                 chat_line(lang, who, f"네 {ctx['user']} 이에요"),
                 chat_line(lang, who, f"비번은 {pw}"),
                 chat_line(lang, who, "위키에는 올리지 말아주세요 ㅎㅎ")]
    text = "\n".join(lines)
    pools = pw_pools(lang)
    pools["mc"] = ["I had no access to {what}; the conversation that unblocked me:", "Pasted from the DM with {person}:"] if en else \
                  ["{what} 접근 권한이 없어서 물어봤고, 아래 대화로 해결됨:", "{person}님과의 DM에서 복사:"]
    pools["lead"] = ["The exchange, for the record:", "From the DM:"] if en else ["대화 내용(기록용):", "DM에서 복사:"]
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "lesson_mid"]),
                                   secret_for_ask=pw if chance(0.2) else None)
    return note("password shared in chat transcript" + (" (Hangul)" if any(ord(c) > 0x3000 for c in pw) else ""), mc, lesson, ask, [pw])


def t_pw_table(lang):
    ctx = pw_ctx(lang)
    en = lang == "en"
    rows, secs = [], []
    systems = sample(["Jenkins", "Grafana", "pgAdmin", "RabbitMQ", "Kibana", "Harbor", "ArgoCD", "Nexus", "Keycloak", "MinIO",
                      "Portainer", "Superset"], rint(2, 4))
    for sysname in systems:
        pw = pw_plain(lang)
        secs.append(pw)
        rows.append(f"| {sysname} | https://{sysname.lower()}.{ch(ENV_SLUGS)}.{ch(COMPANY)}.io | {ch(USERNAMES)} | {pw} |")
    head = "| system | url | user | password |\n|---|---|---|---|" if en else "| 시스템 | URL | 계정 | 비밀번호 |\n|---|---|---|---|"
    text = head + "\n" + "\n".join(rows)
    pools = pw_pools(lang)
    pools["mc"] = ["The onboarding page for the {env} tools was just a table of shared logins:", "{person} sent me the admin table for {env}:"] if en else \
                  ["{env} 도구 온보딩 문서가 공용 계정 표 하나였다:", "{person}님이 {env} 관리자 계정 표를 보내줬다:"]
    pools["lesson"] = ["Shared admin logins in a wiki table are why nobody can tell who changed what; push for SSO.",
                       "Half of these tools support OIDC already; the table only exists because nobody migrated."] if en else \
                      ["위키 표로 공용 관리자 계정을 돌려 쓰니 누가 무엇을 바꿨는지 알 수 없다. SSO 전환을 제안할 것.",
                       "이 중 절반은 이미 OIDC를 지원한다. 아무도 옮기지 않아서 표가 남아 있는 것."]
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note(f"markdown table with {len(secs)} passwords", mc, lesson, ask, secs)


def t_k8s_b64(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    enc = b64(pw.encode())
    user_b64 = b64(ctx["user"].encode())
    text = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {ctx['db']}-db\ntype: Opaque\ndata:\n  username: {user_b64}\n"
            f"  password: {enc}")
    secs = [enc]
    en = lang == "en"
    if chance(0.5):
        text += f"\n\n$ kubectl get secret {ctx['db']}-db -o jsonpath='{{.data.password}}' | base64 -d\n{pw}"
        secs.append(pw)
    pools = pw_pools(lang)
    pools["mc"] = ["I assumed the Secret manifest in the repo was a placeholder. It is not:", "The {env} {component} reads the DB login from this Secret:"] if en else \
                  ["저장소의 Secret 매니페스트가 placeholder인 줄 알았는데 아니었다:", "{env} {component|은/는} DB 로그인 정보를 이 Secret에서 읽는다:"]
    pools["lesson"] = ["base64 in a Secret manifest is encoding, not encryption; this file must not be committed.",
                       "Use SealedSecrets or the external-secrets operator so the repo only holds encrypted data."] if en else \
                      ["Secret 매니페스트의 base64는 인코딩일 뿐 암호화가 아니다. 이 파일은 커밋하면 안 된다.",
                       "SealedSecrets나 external-secrets operator를 써서 저장소에는 암호화된 데이터만 두어야 한다."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text, "yaml"), pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note("k8s Secret data: base64-encoded password" + (" plus decoded output" if len(secs) > 1 else ""), mc, lesson, ask, secs)


def t_basic_auth(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    u = ctx["user"]
    blob = b64(f"{u}:{pw}".encode())
    web = ctx["web"]
    k = rint(0, 3)
    if k == 0:
        text = f"$ curl -H \"Authorization: Basic {blob}\" https://{web}/api/{ch(['reports', 'admin/jobs', 'v1/export'])}"
    elif k == 1:
        text = f"GET /api/{ch(['metrics', 'internal/health', 'v2/orders'])} HTTP/1.1\nHost: {web}\nAuthorization: Basic {blob}\nAccept: */*"
    elif k == 2:
        text = f"{ts_log()} WARN proxy: upstream rejected request, forwarded headers: {{\"authorization\": \"Basic {blob}\", \"x-forwarded-for\": \"{ipv4_private()}\"}}"
    else:
        text = (f"# prometheus.yml\nscrape_configs:\n  - job_name: {ch(['node', 'app', 'blackbox'])}\n    static_configs:\n      - targets: ['{web}:9100']\n"
                f"    authorization:\n      type: Basic\n      credentials: {blob}")
    en = lang == "en"
    pools = pw_pools(lang)
    pools["mc"] = ["The {component} talks to {web} with basic auth; the request that failed:", "Captured from the proxy while debugging a 401 on {web}:"] if en else \
                  ["{component|은/는} {web}에 basic auth로 붙는다. 실패한 요청:", "{web} 401 디버깅 중 프록시에서 캡처한 것:"]
    pools["lesson"] = ["A Basic header is just base64 of user:password; anyone who sees it has the password.",
                       "The 401 was a stale password in the header, not the proxy; the header is built once at deploy."] if en else \
                      ["Basic 헤더는 user:password를 base64로 인코딩한 것뿐이라, 보이는 순간 비밀번호가 노출된 것이다.",
                       "401 원인은 프록시가 아니라 헤더에 박힌 예전 비밀번호였다. 헤더는 배포 시 한 번만 만들어진다."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, force=ch(["mc_end", "lesson_mid", "lesson_start"]))
    return note("HTTP Basic authorization header (base64 user:pass)", mc, lesson, ask, [blob])


def t_form_post(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    enc = urllib.parse.quote_plus(pw)
    u = ctx["user"]
    text = (f"POST /{ch(['login', 'api/auth/login', 'wp-login.php', 'admin/login'])} HTTP/1.1\nHost: {ctx['web']}\n"
            f"Content-Type: application/x-www-form-urlencoded\n\nusername={u}&password={enc}&remember=1")
    secs = [enc]
    if chance(0.3) and q_dq(pw):
        text = f"{ts_log()} DEBUG request body: {json.dumps({'username': u, 'password': pw}, ensure_ascii=False)}"
        secs = [pw]
    en = lang == "en"
    pools = pw_pools(lang)
    pools["mc"] = ["The login e2e test kept failing; the HAR the user exported showed:", "I was debugging the admin login on {env}. Captured request:"] if en else \
                  ["로그인 e2e 테스트가 계속 실패했다. 사용자가 내보낸 HAR에 찍힌 내용:", "{env} 관리자 로그인을 디버깅 중이었다. 캡처한 요청:"]
    pools["lesson"] = ["HAR exports and request-body debug logs contain the form password; scrub them before sharing.",
                       "The test account's password expired after 90 days, which is why the e2e login broke."] if en else \
                      ["HAR 파일과 요청 본문 디버그 로그에는 폼 비밀번호가 그대로 들어 있다. 공유 전에 지울 것.",
                       "테스트 계정 비밀번호가 90일 만료 정책으로 만료돼서 e2e 로그인이 깨진 것."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note("login form body / debug log with password", mc, lesson, ask, secs)


def t_sql_password(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    if "'" in pw or "\\" in pw:
        return None
    u, db = ctx["user"], ctx["db"]
    sk = rint(0, 3)
    qu = u if re.fullmatch(r"[a-z_]+", u) else f'"{u}"'
    text = [f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{u}'@'%';",
            f"ALTER ROLE {qu} WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';",
            f"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;",
            f"-- migrations/0042_reporting_user.sql\nCREATE USER {qu} WITH ENCRYPTED PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db} TO {qu};"][sk]
    en = lang == "en"
    pools = pw_pools(lang)
    pools["mc"] = ["The migration that creates the reporting user has the password inline:", "I needed to know how {user} was created on {env}; found this migration:"] if en else \
                  ["리포팅 계정을 만드는 마이그레이션에 비밀번호가 그대로 들어 있었다:", "{env}에서 {user} 계정이 어떻게 만들어졌는지 찾다가 발견한 마이그레이션:"]
    pools["lesson"] = ["Create DB users from the provisioning tool with a generated password; migrations are in git forever.",
                       "CHECK_POLICY = OFF was why the weak password was accepted on SQL Server." if sk == 2 else
                       "The statement also lands in the server's query log and in pg_stat_statements; rotate after running it by hand."] if en else \
                      ["DB 계정은 프로비저닝 도구에서 생성된 비밀번호로 만들 것. 마이그레이션 파일은 git에 영원히 남는다.",
                       "SQL Server에서 약한 비밀번호가 통과된 이유는 CHECK_POLICY = OFF 때문이었다." if sk == 2 else
                       "이 문장은 서버 쿼리 로그와 pg_stat_statements에도 남는다. 손으로 실행했다면 이후 교체할 것."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text, "sql"), pools=pools)
    return note("SQL statement with password literal", mc, lesson, ask, [pw])


def t_code_password(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    u, h, db = ctx["user"], ctx["host"], ctx["db"]
    q = q_dq(pw)
    if q is None:
        return None
    opts = [("Python smtplib", f"server = smtplib.SMTP(\"smtp.{ch(COMPANY)}.co.kr\", 587)\nserver.starttls()\nserver.login(\"{email()}\", {q})"),
            ("Java JDBC", f"Connection conn = DriverManager.getConnection(\n    \"jdbc:mysql://{h}:3306/{db}\", \"{u}\", {q});"),
            ("Node mysql2", f"const pool = mysql.createPool({{\n  host: '{h}',\n  user: '{u}',\n  password: {q},\n  database: '{db}',\n}});"),
            ("C# SqlConnection", f"var cs = new SqlConnectionStringBuilder {{ DataSource = \"{h}\", UserID = \"{u}\", Password = {q} }};"),
            ("Python psycopg", f"conn = psycopg.connect(host=\"{h}\", dbname=\"{db}\", user=\"{u}\", password={q})"),
            ("Go redis client", f"rdb := redis.NewClient(&redis.Options{{\n\tAddr:     \"{h}:6379\",\n\tPassword: {q},\n}})"),
            ("PHP PDO", f"$pdo = new PDO('mysql:host={h};dbname={db}', '{u}', {q});" if "$" not in pw else
             f"$pdo = new PDO('mysql:host={h};dbname={db}', '{u}', '{pw}');"),
            ("Ruby Net::SFTP", f"Net::SFTP.start('{h}', '{u}', password: {q}) do |sftp|\n  sftp.upload!('report.csv', '/in/report.csv')\nend"),
            ("Paramiko", f"ssh.connect(\"{h}\", username=\"{u}\", password={q}, timeout=10)")]
    name, text = ch(opts)
    if pw not in text:
        return None
    en = lang == "en"
    pools = pw_pools(lang)
    pools["mc"] = ["The script that {person} wrote for {what} has the password inline:", "I was asked to refactor the {component}; the connection code looked like this:"] if en else \
                  ["{person}님이 {what}용으로 작성한 스크립트에 비밀번호가 그대로 들어 있었다:", "{component} 리팩터링을 맡았는데 접속 코드가 이랬다:"]
    pools["lesson"] = ["Read credentials from the environment or a secret manager; a literal in code ends up in every clone and every Docker layer.",
                       "The {user} account is shared with other jobs, so the literal in this file cannot simply be rotated without breaking them.",
                       "Connection settings belong in config, not code; the hardcoded host also pointed at the wrong {env} replica."] if en else \
                      ["자격 증명은 환경 변수나 시크릿 매니저에서 읽을 것. 코드에 박힌 값은 모든 클론과 Docker 레이어에 남는다.",
                       "{user} 계정은 다른 잡들과 공유라서 이 파일의 값을 그냥 교체하면 다른 잡이 깨진다.",
                       "접속 설정은 코드가 아니라 설정 파일에 둘 것. 하드코딩된 호스트도 {env} 레플리카를 잘못 가리키고 있었다."]
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"password hardcoded in code: {name}", mc, lesson, ask, [pw])


# ---- private keys ---------------------------------------------------------------------------
def t_private_key(lang):
    ctx = base_ctx(lang)
    k = rint(0, 8)
    en = lang == "en"
    if k == 0:
        lines, secs = pem_openssh_ed25519()
        kind = "OpenSSH ed25519 private key"
    elif k == 1:
        lines, secs = pem_ec()
        kind = "EC P-256 private key (SEC1 PEM)"
    elif k == 2:
        lines, secs = pem_ed25519_pkcs8()
        kind = "Ed25519 PKCS#8 private key"
    elif k == 3:
        lines, secs = pem_rsa_truncated()
        kind = "RSA private key, pasted partially"
    elif k == 4:
        lines, secs = pem_pgp_truncated()
        kind = "PGP private key block, partial"
    elif k == 5:
        lines, secs = ppk_ed25519()
        kind = "PuTTY .ppk private lines"
    elif k == 6:
        priv = b64(rbytes(32))
        peer = b64(rbytes(32))
        lines = ["[Interface]", f"Address = 10.{rint(0, 9)}.{rint(0, 9)}.{rint(2, 50)}/32", f"PrivateKey = {priv}", "DNS = 1.1.1.1", "",
                 "[Peer]", f"PublicKey = {peer}", f"Endpoint = vpn.{ch(COMPANY)}.io:51820", "AllowedIPs = 10.0.0.0/8"]
        secs = [priv]
        kind = "WireGuard PrivateKey"
    elif k == 7:
        key = "AGE-SECRET-KEY-1" + rs(BECH32, 58)
        lines = [f"# created: 20{rint(23, 25)}-{rint(1, 12):02d}-{rint(1, 28):02d}T10:{rint(10, 59)}:{rint(10, 59)}+09:00",
                 f"# public key: age1{rs(BECH32.lower(), 58)}", key]
        secs = [key]
        kind = "age identity file"
    else:
        body_lines = pem_rsa_truncated()[1] if chance(0.5) else pem_ec()[1]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body_lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
        proj = f"{ch(COMPANY)}-{ch(ENV_SLUGS)}-{digits(6)}"
        d = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key": "%s",\n'
             '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (
            proj, pk, ch(["deployer", "bq-reader", "ci-runner"]), proj, digits(21))
        lines = d.split("\n")
        secs = body_lines
        kind = "GCP service-account JSON private_key (escaped newlines)"
    text = "\n".join(lines)
    ctx["kind"] = kind
    pools = {"mc": ["The user pasted the key the {component} uses to reach {host} so I could debug the handshake:",
                    "I found this in the repo under deploy/keys/ while looking for the {env} SSH setup:",
                    "{person} sent the key file over chat because the bastion rejected my key:",
                    "To reproduce the {env} failure I was given the identity the CI job uses:"] if en else
                   ["{component|이/가} {host}에 붙을 때 쓰는 키를 사용자가 붙여줘서 핸드셰이크를 디버깅했다:",
                    "{env} SSH 설정을 찾다가 저장소 deploy/keys/ 아래에서 발견한 것:",
                    "배스천이 내 키를 거부해서 {person}님이 채팅으로 키 파일을 보내줬다:",
                    "{env} 실패를 재현하려고 CI 잡이 쓰는 아이덴티티를 받았다:"],
             "noval": ["The CI job could not reach {host} and I did not know which key it used.",
                       "I assumed the {env} deploy used an SSH agent; it reads a key from the repo."] if en else
                      ["CI 잡이 {host}에 접속하지 못했는데 어떤 키를 쓰는지 몰랐다.",
                       "{env} 배포는 SSH agent를 쓰는 줄 알았는데 저장소의 키 파일을 읽고 있었다."],
             "lead": ["The key that works (as pasted by the user):", "Contents of the identity file:"] if en else
                     ["동작하는 키(사용자가 붙여준 그대로):", "아이덴티티 파일 내용:"],
             "lesson": ["A private key in the repo or in chat must be treated as compromised: generate a new pair and remove the old public key.",
                        "The handshake failed because the key had Windows line endings, not because of permissions.",
                        "Use a per-environment deploy key with read-only access instead of a personal key.",
                        "OpenSSH refuses keys with group-readable permissions; chmod 600 fixed the 'bad permissions' error."] if en else
                       ["저장소나 채팅에 올라간 개인 키는 유출된 것으로 간주하고 새 키 쌍을 만들고 이전 공개 키를 제거해야 한다.",
                        "핸드셰이크 실패 원인은 권한이 아니라 키 파일의 윈도우 줄바꿈이었다.",
                        "개인 키 대신 환경별 읽기 전용 deploy key를 쓸 것.",
                        "OpenSSH는 그룹 읽기 권한이 있는 키를 거부한다. chmod 600으로 'bad permissions' 에러 해결."],
             "after": ["(the whole file, as it sits in deploy/keys/)"] if en else ["(deploy/keys/에 있는 파일 전체)"]}
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "mc_end", "lesson_mid", "lesson_start"]))
    return note(f"private key: {kind} (body lines listed)", mc, lesson, ask, secs)


def t_key_passphrase(lang):
    ctx = base_ctx(lang)
    pw = pw_plain(lang) if chance(0.5) else pw_passphrase()
    q = q_shell(pw)
    if q is None:
        return None
    new = pw_plain(lang)
    text = ch([f"$ ssh-keygen -p -f ~/.ssh/id_ed25519 -P {q} -N {q_shell(new) or new}",
               f"$ openssl rsa -in server.key -out server.nopass.key -passin pass:{pw}" if " " not in pw else f"$ ssh-add ~/.ssh/deploy_key  # passphrase: {pw}",
               f"$ gpg --batch --pinentry-mode loopback --passphrase {q} --decrypt backup.tar.gz.gpg > backup.tar.gz"])
    secs = [x for x in (pw, new) if x in text]
    en = lang == "en"
    pools = {"mc": ["Unlocking the {env} signing key needed its passphrase; {person} pasted the command:"] if en else
                   ["{env} 서명 키를 풀려면 패스프레이즈가 필요했고, {person}님이 명령어를 붙여줬다:"],
             "noval": ["The {env} release was blocked because nobody knew how to unlock the signing key."] if en else
                      ["서명 키를 푸는 방법을 아무도 몰라서 {env} 릴리스가 막혔다."],
             "lesson": ["Key passphrases typed on the command line end up in shell history; use the interactive prompt or an agent."] if en else
                       ["명령줄에 입력한 키 패스프레이즈는 셸 히스토리에 남는다. 대화형 프롬프트나 agent를 쓸 것."]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text, "bash"), pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note("private key passphrase in command", mc, lesson, ask, secs)


# ---- TOTP, recovery codes, PINs, Wi-Fi -------------------------------------------------------
def t_totp(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    issuer = ch(["AWS", "GitHub", "Okta", "Cloudflare", "NAVER", "Kakao", "Google", "Vault", "VPN", "Grafana"])
    acct = email()
    k = rint(0, 2)
    if k == 0:
        seed = totp_seed()
        text = f"otpauth://totp/{issuer}:{pct(acct)}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"
    elif k == 1:
        seed = totp_spaced()
        text = (f"Can't scan the QR code? Enter this setup key: {seed}" if en else f"QR 코드를 스캔할 수 없으면 이 설정 키를 입력하세요: {seed}")
    else:
        seed = totp_seed()
        text = f"pyotp.TOTP(\"{seed}\").now()  # {issuer} shared ops account"
    ctx["issuer"] = issuer
    pools = {"mc": ["The shared {issuer} account is protected by TOTP and the seed lives in the runbook:",
                    "{person} gave me the 2FA setup for the shared {issuer} login so the on-call can use it:",
                    "To automate the {issuer} login in the {component} I was handed the MFA secret:"] if en else
                   ["공용 {issuer} 계정은 TOTP로 보호되는데 시드가 런북에 있었다:",
                    "온콜이 쓸 수 있도록 {person}님이 공용 {issuer} 로그인의 2FA 설정을 넘겨줬다:",
                    "{component}에서 {issuer} 로그인을 자동화하려고 MFA 시크릿을 받았다:"],
             "noval": ["Automating the shared {issuer} login for the {component} failed at the 2FA prompt."] if en else
                      ["{component}에서 공용 {issuer} 로그인을 자동화하다가 2단계 인증 화면에서 막혔다."],
             "lesson": ["A TOTP seed is a permanent second factor; anyone with it can generate codes forever. Re-enroll MFA after this.",
                        "Shared accounts with a shared TOTP seed defeat the point of MFA; request per-person access."] if en else
                       ["TOTP 시드는 영구적인 2차 인증 수단이다. 가진 사람은 계속 코드를 만들 수 있으니 MFA를 재등록해야 한다.",
                        "공용 계정에 시드까지 공유하면 MFA 의미가 없다. 개인별 접근 권한을 요청할 것."]}
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note(f"TOTP seed ({['otpauth URI', 'spaced setup key', 'pyotp code'][k]})", mc, lesson, ask, [seed])


def t_recovery_codes(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    svc, codes = recovery_codes()
    if len(codes) > 1:
        cols = ch([1, 2])
        if cols == 2:
            rows = ["    ".join(codes[i:i + 2]) for i in range(0, len(codes), 2)]
        else:
            rows = codes
        text = "\n".join(rows)
    else:
        text = codes[0]
    ctx["rsvc"] = svc
    pools = {"mc": ["{person} pasted the {rsvc} recovery codes for the shared admin account so I could get back in:",
                    "The {rsvc} account of the {component} bot was locked; these are the backup codes from the vault export:"] if en else
                   ["{person}님이 공용 관리자 계정의 {rsvc} 복구 코드를 붙여줘서 다시 로그인할 수 있었다:",
                    "{component} 봇의 {rsvc} 계정이 잠겼다. 볼트 내보내기에서 나온 백업 코드:"],
             "noval": ["The shared {rsvc} account got locked out after the phone that held the authenticator was wiped."] if en else
                      ["인증 앱이 있던 폰을 초기화하면서 공용 {rsvc} 계정이 잠겼다."],
             "lead": ["Backup codes (one use each):", "Remaining codes:"] if en else ["백업 코드(각 1회용):", "남은 코드:"],
             "lesson": ["Recovery codes are single-use passwords; after using one, regenerate the set and store it in the vault only.",
                        "Locking out a shared account blocks the whole team; keep two admins with their own MFA."] if en else
                       ["복구 코드는 1회용 비밀번호다. 하나 쓰면 전체를 재발급하고 볼트에만 보관할 것.",
                        "공용 계정이 잠기면 팀 전체가 막힌다. 각자 MFA를 가진 관리자를 두 명 두자."]}
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note(f"{svc} recovery codes ({len(codes)})", mc, lesson, ask, codes)


def t_pin(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    k = rint(0, 5)
    if k == 0:
        v = digits(8, False)
        s_en = f"The PUK for the test SIM in the device lab is {v}; the PIN got blocked after three tries."
        s_ko = f"디바이스 랩 테스트 유심의 PUK는 {v}입니다. PIN을 세 번 틀려서 잠김."
        cat = "SIM PUK code"
    elif k == 1:
        v = digits(rint(8, 10), False)
        s_en = f"Server room door code is {v}# (changed in March)."
        s_ko = f"서버실 출입문 비밀번호는 {v}# 입니다(3월에 변경)."
        cat = "door code"
    elif k == 2:
        v = bitlocker_key()
        s_en = f"BitLocker recovery key for the build laptop: {v}"
        s_ko = f"빌드용 노트북 BitLocker 복구 키: {v}"
        cat = "BitLocker recovery key"
    elif k == 3:
        v = onepassword_secret_key()
        s_en = f"The 1Password Secret Key for the ops account is {v}"
        s_ko = f"ops 계정의 1Password Secret Key는 {v}"
        cat = "1Password Secret Key"
    elif k == 4:
        v = pw_korean_keyboard() if chance(0.5) else pw_human()
        s_en = f"The password for the company joint certificate (NPKI) used by the tax filing bot is {v}."
        s_ko = f"세금 신고 봇이 쓰는 법인 공동인증서 비밀번호는 {v} 입니다."
        cat = "joint certificate (NPKI) password"
    else:
        v = digits(8, False)
        s_en = f"Test phone unlock PIN (8 digits, required by MDM): {v}"
        s_ko = f"테스트 폰 잠금 PIN(MDM 정책상 8자리): {v}"
        cat = "8-digit device PIN"
    sent = s_en if en else s_ko
    if k == 4:
        noval = fmt(ch(["The tax filing bot failed at the certificate login step and I did not know the certificate was password protected.",
                        "Renewing the company certificate for the {component} needed the current password."] if en else
                       ["세금 신고 봇이 인증서 로그인 단계에서 실패했는데, 인증서에 비밀번호가 걸려 있는 줄 몰랐다.",
                        "{component}용 법인 인증서를 갱신하려면 현재 비밀번호가 필요했다."]), ctx)
    elif k == 3:
        noval = fmt(ch(["Signing in to the shared 1Password account on a new machine asked for more than the master password.",
                        "I could not set up the ops vault on the CI helper machine."] if en else
                       ["새 장비에서 공용 1Password 계정에 로그인하려니 마스터 비밀번호 외에 추가 정보를 요구했다.",
                        "CI 보조 장비에 ops 볼트를 설정할 수 없었다."]), ctx)
    else:
        noval = fmt(ch(["I was setting up the {component} test rig and got stuck at a physical or device lock.",
                        "The on-call handover doc was missing the access details for {env} hardware."] if en else
                       ["{component} 테스트 장비를 세팅하다가 기기 잠금에서 막혔다.",
                        "온콜 인수인계 문서에 {env} 장비 접근 정보가 빠져 있었다."]), ctx)
    les = fmt(ch(["Physical and device codes belong in the facilities vault, not in engineering notes.",
                  "Ask facilities for a personal badge or a device enrolled for me next time."] if en else
                 ["물리/기기 비밀번호는 엔지니어링 메모가 아니라 시설 관리 볼트에 있어야 한다.",
                  "다음에는 개인 출입 카드나 내 명의로 등록된 기기를 요청할 것."]), ctx)
    if chance(0.5):
        mc, lesson = noval + " " + sent, les
    else:
        mc, lesson = noval, sent + " " + les
    ask = ("Should this code be rotated now that it is in my notes?" if en else "메모에 남았으니 이 코드를 바꿔야 할까요?") if chance(0.5) else ""
    return note(cat, mc, lesson, ask, [v])


def t_wifi(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    ssid = ch([f"{ch(COMPANY).upper()}-{ch(['Office', 'Guest', 'Lab', 'Dev'])}", f"{ch(COMPANY)}_5G", f"iptime_{rint(100, 999)}", f"U+Net{rs(HEXU, 4)}"])
    pw = ch([pw_human, pw_passphrase, pw_plain, pw_korean_keyboard])("ko") if False else ch([pw_human(), pw_passphrase(), pw_plain(lang), pw_korean_keyboard()])
    k = rint(0, 4)
    if k == 0 and '"' not in pw:
        text = f"network={{\n    ssid=\"{ssid}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
        secs = [pw]
    elif k == 1 and q_shell(pw):
        text = f"$ nmcli dev wifi connect {ssid} password {q_shell(pw)} ifname wlan0"
        secs = [pw]
    elif k == 2 and not any(c in pw for c in ";,:\\\""):
        text = f"WIFI:T:WPA;S:{ssid};P:{pw};;"
        secs = [pw]
    elif k == 3:
        h = hexs(64)
        text = f"network={{\n    ssid=\"{ssid}\"\n    psk={h}\n}}"
        secs = [h]
    else:
        text = (f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={pw}\nwpa_key_mgmt=WPA-PSK" if "\n" not in pw else None)
        secs = [pw]
    if text is None:
        return None
    ctx["ssid"] = ssid
    pools = {"mc": ["The Raspberry Pi kiosk for the {component} demo had to join {ssid}; the user gave me the config:",
                    "Provisioning the test devices needed the lab Wi-Fi. From the setup doc:"] if en else
                   ["{component} 데모용 라즈베리파이 키오스크를 {ssid}에 붙여야 했고, 사용자가 설정을 줬다:",
                    "테스트 기기 프로비저닝에 랩 와이파이가 필요했다. 세팅 문서 내용:"],
             "noval": ["The demo kiosk for the {component} could not get on the network and I did not know the lab Wi-Fi setup."] if en else
                      ["{component} 데모 키오스크가 네트워크에 붙지 못했는데, 랩 와이파이 설정을 몰랐다."],
             "lesson": ["Bake Wi-Fi credentials into the image at flash time from the secret store, not into the repo.",
                        "The device only supports 2.4 GHz, which is why it could not see the 5G SSID."] if en else
                       ["와이파이 정보는 저장소가 아니라 이미지 굽는 시점에 시크릿 저장소에서 주입할 것.",
                        "기기가 2.4GHz만 지원해서 5G SSID가 안 보였던 것."]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, force=ch(["mc_end", "lesson_mid", "lesson_start"]))
    return note("Wi-Fi key" + (" (derived PSK hex)" if k == 3 else ""), mc, lesson, ask, secs)


def t_webhook(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    svc, url, secs = webhook()
    ctx["wsvc"] = svc
    k = rint(0, 3)
    if svc == "DingTalk":
        text = f"DINGTALK_WEBHOOK={url}\nDINGTALK_SECRET={secs[1]}"
    elif k == 0:
        text = f"$ curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy ok\"}}' '{url}'"
    elif k == 1:
        text = f"{ch(['ALERT', 'NOTIFY', 'CHAT'])}_WEBHOOK_URL={url}"
    elif k == 2:
        text = f"alertmanager:\n  receivers:\n    - name: oncall\n      webhook_configs:\n        - url: '{url}'"
    else:
        text = f"requests.post(\"{url}\", json={{\"text\": msg}}, timeout=5)"
    pools = {"mc": ["The {component} posts alerts to {wsvc}; the configured incoming webhook was:",
                    "I needed the {wsvc} webhook to test the deploy notification; {person} pasted:"] if en else
                   ["{component|은/는} 알림을 {wsvc|으로/로} 보낸다. 설정된 incoming webhook:",
                    "배포 알림을 테스트하려고 {wsvc} 웹훅이 필요했는데, {person}님이 붙여줬다:"],
             "noval": ["Deploy notifications from the {component} stopped arriving and I did not know where the {wsvc} hook was configured."] if en else
                      ["{component}의 배포 알림이 더 이상 오지 않았는데 {wsvc} 훅이 어디 설정되어 있는지 몰랐다."],
             "lesson": ["The webhook URL itself is the credential: anyone with it can post into the channel. Keep it in the secret store.",
                        "Webhook posts failed silently because the payload key is 'text' for this vendor, not 'message'."] if en else
                       ["웹훅 URL 자체가 자격 증명이다. URL만 있으면 누구나 채널에 글을 쓸 수 있으니 시크릿 저장소에 둘 것.",
                        "이 벤더는 payload 키가 'message'가 아니라 'text'라서 웹훅 전송이 조용히 실패했다."]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"webhook URL with embedded secret: {svc}", mc, lesson, ask, secs)


def t_cookie(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    name, val = session_cookie()
    k = rint(0, 2)
    web = ctx["web"]
    if k == 0:
        text = f"$ curl 'https://{web}/admin/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: {name}={val}; lang=ko; theme=dark'"
    elif k == 1:
        text = f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: {name}={val}; Path=/; HttpOnly; Secure; SameSite=Lax"
    else:
        text = f"{ts_log()} INFO access {ipv4_private()} \"GET /admin/export HTTP/1.1\" 200 cookies={{'{name}': '{val}'}}"
    pools = {"mc": ["The user copied the request from devtools ('Copy as cURL') so I could replay the admin export:",
                    "I was debugging the login redirect loop on {web}; the captured response:"] if en else
                   ["관리자 내보내기를 재현할 수 있게 사용자가 개발자 도구에서 'Copy as cURL'로 요청을 복사해 줬다:",
                    "{web}의 로그인 리다이렉트 루프를 디버깅하던 중 캡처한 응답:"],
             "noval": ["The admin export on {web} only worked from one person's browser, and I did not know why."] if en else
                      ["{web} 관리자 내보내기가 특정 사람 브라우저에서만 동작했는데 이유를 몰랐다."],
             "lesson": ["A session cookie is a bearer credential; anyone holding it is logged in as that admin until it expires.",
                        "The redirect loop came from SameSite=Strict on the cookie, not from the auth service."] if en else
                       ["세션 쿠키는 그 자체로 인증 수단이다. 만료 전까지 쿠키를 가진 사람은 해당 관리자로 로그인된 상태다.",
                        "리다이렉트 루프 원인은 인증 서버가 아니라 쿠키의 SameSite=Strict 설정이었다."]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note(f"session cookie {name}", mc, lesson, ask, [val])


def t_signed_url(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    k = rint(0, 4)
    if k == 0:
        url, secs = s3_presigned(False); kind = "S3 presigned URL (AKIA + signature)"
    elif k == 1:
        url, secs = s3_presigned(True); kind = "S3 presigned URL with session token"
    elif k == 2:
        url, secs = azure_sas(); kind = "Azure SAS URL (sig)"
    elif k == 3:
        url, secs = gcs_signed(); kind = "GCS V4 signed URL (512-hex signature)"
    else:
        url, secs = cloudfront_signed(); kind = "CloudFront signed URL"
    pools = {"mc": ["A customer could not download the export; support pasted the link they had received:",
                    "The {component} generates download links; one from the {env} logs:"] if en else
                   ["고객이 내보내기 파일을 못 받는다고 해서 고객지원팀이 받은 링크를 붙여줬다:",
                    "{component|이/가} 다운로드 링크를 생성한다. {env} 로그에 찍힌 예:"],
             "noval": ["Download links produced by the {component} in {env} expired early, and I did not know how they were signed."] if en else
                      ["{env} {component|이/가} 만든 다운로드 링크가 일찍 만료됐는데 서명 방식을 몰랐다."],
             "lesson": ["Signed URLs grant access until they expire; do not paste them into tickets, and keep expiry short.",
                        "The link failed because the clock on the worker was skewed; the signature date was in the future."] if en else
                       ["서명된 URL은 만료 전까지 누구나 접근 가능하다. 티켓에 붙이지 말고 만료 시간을 짧게 둘 것.",
                        "링크 실패 원인은 워커 시계가 틀어져서 서명 날짜가 미래였던 것."]}
    mc, lesson, ask, mode = layout(lang, ctx, url, pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note(kind, mc, lesson, ask, secs)


def t_app_secret(lang):
    v = Vendor("app", "global", "", "", [], "", "none")
    ctx = base_ctx(lang)
    var, val, lab_en, lab_ko, sec = app_secret()
    ctx["label"] = lab_en if lang == "en" else lab_ko
    fw = {"DJANGO_SECRET_KEY": "Django", "SECRET_KEY_BASE": "Rails", "APP_KEY": "Laravel", "NEXTAUTH_SECRET": "Next.js",
          "FLASK_SECRET_KEY": "Flask"}.get(var, "the app" if lang == "en" else "앱")
    ctx["svc"] = fw
    cname, text = render_config([(var, val)], ctx, ["dotenv", "shell export", "YAML", "k8s Secret", "docker compose",
                                                    "GitHub Actions", "Helm values", "Python", "TOML", "JSON", "Ansible vars"])
    en = lang == "en"
    pools = {"mc": ["Sessions were invalidated on every deploy of the {component}; the {label} was set like this:",
                    "I didn't know the {env} {component} signs its tokens with a static {label}. Found in {file}:"] if en else
                   ["{component|을/를} 배포할 때마다 세션이 풀렸다. {label} 설정은 이랬다:",
                    "{env} {component|이/가} 고정된 {label|으로/로} 토큰을 서명한다는 걸 몰랐다. {file}에서 발견:"],
             "noval": ["Users of the {env} {component} were logged out after every deploy and I did not know where the signing key came from."] if en else
                      ["{env} {component} 사용자가 배포할 때마다 로그아웃됐는데 서명 키가 어디서 오는지 몰랐다."],
             "lesson": ["Whoever has the {label} can forge sessions and tokens; it must come from the secret store and differ per environment.",
                        "The sessions dropped because each replica generated its own key at boot; the value must be shared, but not committed."] if en else
                       ["{label|을/를} 가진 사람은 세션과 토큰을 위조할 수 있다. 시크릿 저장소에서 주입하고 환경마다 달라야 한다.",
                        "세션이 풀린 이유는 레플리카마다 부팅 시 키를 새로 만들었기 때문. 값은 공유하되 커밋하면 안 된다."],
             "ask": ["Is the {label} the same in every environment? It should not be.", "Can I generate a new {label} and store it in the secret manager?",
                     "Will rotating the {label} log everyone out, and is that acceptable now?", ""] if en else
                    ["{label|이/가} 모든 환경에서 같은가요? 달라야 합니다.", "새 {label|을/를} 생성해서 시크릿 매니저에 넣어도 될까요?",
                     "{label|을/를} 교체하면 전원이 로그아웃되는데 지금 해도 괜찮을까요?", ""]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"framework secret: {lab_en} in {cname}", mc, lesson, ask, [sec])


def t_app_password(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    k = rint(0, 2)
    if k == 0:
        pw = gmail_app_password(); who = email().split("@")[0] + "@gmail.com"; kind = "Gmail app password"
        text = f"EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER={who}\nEMAIL_HOST_PASSWORD=\"{pw}\""
    elif k == 1:
        pw = apple_app_password(); who = email(); kind = "Apple app-specific password"
        text = f"$ xcrun notarytool submit build/App.zip --apple-id {who} --password {pw} --team-id {rs(UPNUM, 10)} --wait"
    else:
        pw = rs(UPNUM, 12); who = ch(NAMES_LATIN) + digits(2, False) + "@naver.com"; kind = "Naver mail app password"
        text = f"spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username={who}\nspring.mail.password={pw}"
    ctx["kind"] = kind
    pools = {"mc": ["The {component} job started failing after the account enabled 2FA; the new setup uses this {kind}:",
                    "{person} generated a {kind} for the {component} and pasted the config:"] if en else
                   ["계정에 2단계 인증을 켠 뒤 {component} 작업이 실패하기 시작했다. 새 설정은 {kind|을/를} 쓴다:",
                    "{person}님이 {component}용 {kind|을/를} 발급해서 설정을 붙여줬다:"],
             "noval": ["After 2FA was enforced on the shared account, the {component} could no longer log in."] if en else
                      ["공용 계정에 2단계 인증이 강제된 뒤 {component|이/가} 더 이상 로그인하지 못했다."],
             "lesson": ["App passwords bypass 2FA, so they are as sensitive as the account password; store them in the secret manager.",
                        "The auth error was the normal password being used; once 2FA is on only an app password works."] if en else
                       ["앱 비밀번호는 2단계 인증을 우회하므로 계정 비밀번호만큼 민감하다. 시크릿 매니저에 보관할 것.",
                        "인증 에러는 일반 비밀번호를 써서 난 것. 2단계 인증을 켜면 앱 비밀번호만 동작한다."]}
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(kind, mc, lesson, ask, [pw])


def t_datago(lang):
    ctx = base_ctx(lang)
    key = _datago_key()
    enc = urllib.parse.quote(key, safe="")
    en = lang == "en"
    api = ch(["getVilageFcst", "getRTMSDataSvcAptTrade", "getCtprvnRltmMesureDnsty", "getHoliDeInfo"])
    both = chance(0.5)
    text = f"$ curl \"https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/{api}?serviceKey={enc}&numOfRows=10&pageNo=1&dataType=JSON\""
    secs = [enc]
    if both:
        text += f"\n# decoding key (for requests params=): {key}"
        secs.append(key)
    pools = {"mc": ["The public-data API kept answering SERVICE_KEY_IS_NOT_REGISTERED_ERROR; the call the user made:"] if en else
                   ["공공데이터 API가 계속 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 반환했다. 사용자가 호출한 방식:"],
             "noval": ["The weather sync of the {component} stopped working and I did not know how the public-data API key was passed."] if en else
                      ["{component}의 날씨 동기화가 멈췄는데 공공데이터 API 키를 어떻게 넘기는지 몰랐다."],
             "lesson": ["data.go.kr issues an encoded and a decoded key; requests re-encodes params, so pass the decoded one there and the encoded one in raw URLs.",
                        "Both the encoding and decoding forms are the same credential; treat either as secret."] if en else
                       ["공공데이터포털은 인코딩/디코딩 키를 따로 준다. requests params에는 디코딩 키를, URL에 직접 넣을 때는 인코딩 키를 써야 한다.",
                        "인코딩 키와 디코딩 키는 같은 자격 증명이다. 둘 다 비밀로 취급할 것."]}
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, force=ch(["mc_end", "lesson_mid"]))
    return note("data.go.kr service key (percent-encoded" + (" and decoded)" if both else ")"), mc, lesson, ask, secs)


def t_split_password(lang):
    ctx = pw_ctx(lang)
    pw = pw_any(lang)
    en = lang == "en"
    mc = fmt(ch(PW_NOVAL_EN if en else PW_NOVAL_KO), ctx) + " " + fmt(ch(
        ["{person} finally answered with the password for {what}:", "Password for {what} (see next field)"] if en else
        ["{person}님이 {what} 비밀번호를 알려줬다:", "{what} 비밀번호(다음 필드 참고)"]), ctx)
    lesson = pw + fmt(ch(["\n<- that is the {env} value; prod uses SSO.", "  (works for {user} on {host})"] if en else
                         ["\n← {env} 값이고 운영은 SSO 사용.", "  ({host}의 {user} 계정에서 동작 확인)"]), ctx)
    ask = fmt(ch(PW_ASK_EN if en else PW_ASK_KO), ctx)
    return note("split across fields: password label in missing_context, value starts lesson", mc, lesson, ask, [pw])


def t_hangul_password(lang):
    ctx = pw_ctx(lang)
    pw = pw_hangul()
    ctx["s"] = pw
    en = lang == "en"
    k = rint(0, 2)
    if k == 0:
        text = fmt("{what} 비밀번호: {s}" if not en else "Password for {what}: {s}", ctx)
    elif k == 1 and q_shell(pw):
        text = f"$ mysql -h {ctx['host']} -u {ctx['user']} -p{q_shell(pw)} {ctx['db']}"
    else:
        text = f"{ctx['user']}={pw}" if " " not in pw else f"{ctx['user']}: \"{pw}\""
    pools = pw_pools(lang)
    pools["lesson"] = (["Hangul passwords break clients that read the password as Latin-1; the client needed --default-character-set=utf8mb4.",
                        "The login form worked but the CLI did not, because the terminal was sending EUC-KR."] if en else
                       ["한글 비밀번호는 Latin-1로 읽는 클라이언트에서 깨진다. --default-character-set=utf8mb4 옵션이 필요했다.",
                        "웹 로그인은 되는데 CLI가 안 됐던 이유는 터미널이 EUC-KR로 보내고 있었기 때문."])
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools, secret_for_ask=pw if chance(0.2) else None)
    return note("password containing Hangul", mc, lesson, ask, [pw])


# ----------------------------------------------------------------------------------------------
# 8. CLEAN templates: no credential at all, but risky-looking material where realistic
# ----------------------------------------------------------------------------------------------


def placeholder(var=None):
    k = rint(0, 11)
    if k <= 2:
        n = rint(16, 40)
        return ch(["x" * n, "X" * n, "0" * n, "...", "xxxx-xxxx-xxxx-xxxx", "<" + ch(["token", "secret", "key"]) + ">"])
    if k == 3:
        return f"<{ch(['your', 'YOUR', 'paste', 'insert'])}-{kebab(var or 'api_key')}{ch(['', '-here'])}>"
    if k == 4:
        return "${" + (var or "API_KEY") + "}"
    if k == 5:
        return "{{ " + ch([".Values.secrets.", "vault_", "lookup('env', '"]) + snake(var or "api_key") + ch([" }}", "') }}"]).replace("'') }}", "') }}")
    if k == 6:
        return ch(["REPLACE_ME", "CHANGE_ME_IN_PROD", "TODO", "__SET_IN_CI__", "your-api-key-here", "dummy", "not-a-real-key", "example-token"])
    if k == 7:
        return "${{ secrets." + (var or "API_KEY") + " }}"
    if k == 8:
        return "%(" + snake(var or "api_key") + ")s"
    if k == 9:
        return "<redacted>"
    if k == 10:
        return "*" * rint(8, 16)
    return ""


CLEAN_PH_MC_EN = ["The README for the {component} shows the expected config, but with placeholders:",
                  "I needed to know which variables the {env} {component} expects. The template in the repo:",
                  "The example config shipped with the {svc} SDK:", "{person} sent the skeleton of {file} (values filled at deploy time):"]
CLEAN_PH_MC_KO = ["{component} README에 필요한 설정이 나와 있는데 값은 placeholder다:",
                  "{env} {component|이/가} 어떤 변수를 기대하는지 알아야 했다. 저장소의 템플릿:",
                  "{svc} SDK에 포함된 예제 설정:", "{person}님이 {file}의 뼈대를 보내줬다(값은 배포 시 주입):"]
CLEAN_PH_LESSON_EN = ["The template is rendered by the deploy job; real values never live in the repo.",
                      "Empty or placeholder values make the SDK fail at import time, which is why the unit tests need a stub client.",
                      "Keep the template in sync with the settings class; the missing variable caused a KeyError only in {env}.",
                      "The placeholder format must match the renderer ({{ }} for Helm, ${} for envsubst), otherwise it ships literally."]
CLEAN_PH_LESSON_KO = ["템플릿은 배포 잡이 렌더링한다. 실제 값은 저장소에 절대 두지 않는다.",
                      "값이 비어 있거나 placeholder면 SDK가 import 시점에 실패한다. 그래서 단위 테스트에는 stub 클라이언트가 필요하다.",
                      "템플릿과 설정 클래스를 맞춰 둘 것. 빠진 변수 때문에 {env}에서만 KeyError가 났다.",
                      "placeholder 형식이 렌더러와 맞아야 한다(Helm은 {{ }}, envsubst는 ${}). 안 그러면 문자열 그대로 배포된다."]
CLEAN_PH_ASK_EN = ["Which renderer fills these values in {env}?", "Should the template list every variable, including optional ones?",
                   "Is {file} generated, or edited by hand?", "Do you want me to add a check that fails when a placeholder reaches {env}?", ""]
CLEAN_PH_ASK_KO = ["{env}에서는 어떤 렌더러가 이 값을 채우나요?", "템플릿에 선택 변수까지 모두 적어 둘까요?",
                   "{file|은/는} 자동 생성인가요, 수동 편집인가요?", "placeholder가 {env}까지 가면 실패하는 체크를 추가할까요?", ""]
CLEAN_ASK_EN = ["Is {file} the right place to document this, or should it go in the runbook?", "Should I apply the same change to {env}?",
                "Who should review changes to the {component} config?", "Do you want this captured in an ADR?",
                "Is there a dashboard I should check first next time?", "Should I open a ticket for the follow-up?", "", ""]
CLEAN_ASK_KO = ["이 내용은 {file}에 남길까요, 런북에 둘까요?", "같은 변경을 {env}에도 적용할까요?",
                "{component} 설정 변경은 누가 리뷰해야 하나요?", "ADR로 남겨 둘까요?",
                "다음에는 어떤 대시보드를 먼저 보면 될까요?", "후속 작업 티켓을 만들까요?", "", ""]


def clean_pools(lang, mc_en, mc_ko, les_en, les_ko, noval_en=None, noval_ko=None):
    en = lang == "en"
    d = {"mc": mc_en if en else mc_ko, "lesson": les_en if en else les_ko, "ask": CLEAN_ASK_EN if en else CLEAN_ASK_KO,
         "after": ["(copied from {file})", "That is the whole relevant part."] if en else ["({file}에서 복사)", "관련 부분은 이게 전부다."],
         "lead": ["For reference:", "The relevant part:", "What it looks like now:"] if en else ["참고:", "관련 부분:", "현재 상태:"]}
    d["noval"] = (noval_en or ["I had to figure out how the {component} in {env} is configured.",
                               "Nobody had documented this part of the {component}, so I read the code and the cluster state.",
                               "{person} asked me to check the {component} before the {env} release.",
                               "I was missing context on the {env} setup and lost an hour on it."]) if en else \
                 (noval_ko or ["{env} {component|이/가} 어떻게 설정되어 있는지 파악해야 했다.",
                               "{component}의 이 부분은 문서가 없어서 코드와 클러스터 상태를 직접 확인했다.",
                               "{env} 릴리스 전에 {person}님이 {component} 점검을 요청했다.",
                               "{env} 구성에 대한 맥락이 없어서 한 시간을 허비했다."])
    return d


KNOWN_PREFIXES = ["sk_live_", "rk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "ghp_", "ghs_", "github_pat_", "glpat-", "glrt-",
                  "glptt-", "xoxb-", "xoxp-", "xapp-1-", "SG.", "key-", "npm_", "pypi-", "dckr_pat_", "hf_", "shpat_", "shpss_",
                  "dop_v1_", "NRAK-", "sntryu_", "glsa_", "lin_api_", "ntn_", "secret_", "figd_", "PMAK-", "hvs.", "dp.st.", "pul-",
                  "nfp_", "rnd_", "sbp_", "sb_secret_", "AIza", "GOCSPX-", "1//0", "ya29.", "ATATT3xFfGF0", "ATBB", "EAAA", "EAA",
                  "sl.", "sk.", "phx_", "re_", "pat-na1-", "pat-eu1-", "gsk_", "r8_", "pplx-", "xai-", "lsv2_pt_", "pcsk_",
                  "tskey-auth-", "bkua_", "CCIPAT_", "squ_", "sqp_", "sqa_", "CFPAT-", "fo1_", "AGE-SECRET-KEY-1", "LTAI", "AKID",
                  "AKLT", "NCS", "ncp_iam_", "live_sk_", "live_gsk_", "test_sk_", "sk_", "live_", "SCW", "xkeysib-", "AQE", "EXO",
                  "AQVN", "AKIA", "ASIA", "00", "6L", "sk-", "access_token$production$", "cmVmdGtuOjAxOj", "eyJ", "dp.st.dev.",
                  "dp.st.prd.", "dp.st.stg."]


def vendor_placeholder(tok):
    pre = ""
    for p in KNOWN_PREFIXES:
        if tok.startswith(p) and len(p) > len(pre):
            pre = p
    n = len(tok) - len(pre)
    k = rint(0, 5)
    if k == 0:
        return pre + "X" * n
    if k == 1:
        return pre + "x" * n
    if k == 2:
        return pre + "..."
    if k == 3:
        return pre + "0" * n
    if k == 4:
        return pre + "<" + ch(["token", "key", "secret", "your-key"]) + ">"
    return pre + "*" * n


def t_clean_placeholder(lang):
    v = pick_vendor(lang, pool=V_CLEAN)
    ctx = base_ctx(lang, v)
    pairs = []
    vals = v.make()
    shaped = chance(0.5)
    for (var, val, sec) in vals:
        if sec:
            pairs.append((var, vendor_placeholder(val) if shaped else placeholder(var)))
        else:
            pairs.append((var, placeholder(var) if chance(0.5) else "<" + kebab(var) + ">"))
    cname, text = render_config(pairs, ctx)
    pools = clean_pools(lang, CLEAN_PH_MC_EN, CLEAN_PH_MC_KO, CLEAN_PH_LESSON_EN, CLEAN_PH_LESSON_KO)
    pools["ask"] = CLEAN_PH_ASK_EN if lang == "en" else CLEAN_PH_ASK_KO
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: {'vendor-shaped ' if shaped else ''}placeholder values for {v.label_en} in {cname}", mc, lesson, ask, [])


def secret_reference(var):
    """(kind, text) where a secret is REFERENCED, never present"""
    region, acct = ch(REGIONS), digits(12)
    opts = [
        ("Python os.environ", f"{snake(var)} = os.environ[\"{var}\"]\nclient = Client({snake(var)}={snake(var)})"),
        ("Node process.env", f"const client = new Client({{ apiKey: process.env.{var} ?? throwMissing('{var}') }});"),
        ("GitHub Actions secrets context", f"env:\n  {var}: ${{{{ secrets.{var} }}}}\n  AWS_ROLE_ARN: arn:aws:iam::{acct}:role/gha-deploy"),
        ("k8s secretKeyRef", f"env:\n  - name: {var}\n    valueFrom:\n      secretKeyRef:\n        name: {kebab(var)}\n        key: value"),
        ("Vault agent template", f"{{{{ with secret \"secret/data/{ch(ENV_SLUGS)}/{kebab(var)}\" }}}}\nexport {var}=\"{{{{ .Data.data.value }}}}\"\n{{{{ end }}}}"),
        ("AWS Secrets Manager ARN", f"{var}_SECRET_ARN=arn:aws:secretsmanager:{region}:{acct}:secret:{ch(ENV_SLUGS)}/{kebab(var)}-{rs(ALNUM, 6)}"),
        ("GCP Secret Manager path", f"{snake(var)}: sm://projects/{digits(12)}/secrets/{kebab(var)}/versions/latest"),
        ("1Password reference", f"{var}=op://{ch(['Infra', 'Platform', 'Shared'])}/{kebab(var)}/credential\n$ op run --env-file=.env.tpl -- npm start"),
        ("Terraform data source", f"data \"aws_secretsmanager_secret_version\" \"{snake(var)}\" {{\n  secret_id = \"{ch(ENV_SLUGS)}/{kebab(var)}\"\n}}\n\n"
                                  f"variable \"{snake(var)}\" {{\n  type      = string\n  sensitive = true\n}}"),
        ("Azure Key Vault reference", f"\"{var}\": \"@Microsoft.KeyVault(SecretUri=https://kv-{ch(COMPANY)}-{ch(ENV_SLUGS)}.vault.azure.net/secrets/{kebab(var)}/{hexs(32)})\""),
        ("compose required-variable syntax", f"environment:\n  {var}: ${{{var}:?set {var} in the shell}}\n  LOG_LEVEL: info"),
        ("ExternalSecret", f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                           f"  data:\n    - secretKey: {var}\n      remoteRef:\n        key: {ch(ENV_SLUGS)}/{kebab(var)}"),
        ("Doppler run", f"$ doppler run --project {ch(COMPANY)} --config {ch(['stg', 'prd', 'dev'])} -- ./bin/worker  # injects {var}"),
        ("Spring placeholder", f"{dotted(var)}=${{{var}}}\nspring.datasource.password=${{DB_PASSWORD:}}"),
        ("docker secrets file", f"environment:\n  {var}_FILE: /run/secrets/{snake(var)}\nsecrets:\n  {snake(var)}:\n    external: true"),
    ]
    return ch(opts)


def t_clean_reference(lang):
    v = pick_vendor(lang, pool=V_CLEAN)
    ctx = base_ctx(lang, v)
    var = [p for p in v.parts if p[2]][0][0]
    kind, text = secret_reference(var)
    pools = clean_pools(lang,
                        ["The {component} gets its {svc} credential at runtime; the wiring is:", "I was unsure whether {var} is hardcoded anywhere. It is only referenced:",
                         "How the {env} {component} reads the {label}:"],
                        ["{component|은/는} {svc} 자격 증명을 런타임에 받는다. 연결 방식:", "{var}가 어딘가 하드코딩되어 있는지 확인했는데 참조만 하고 있었다:",
                         "{env} {component|이/가} {label|을/를} 읽는 방식:"],
                        ["Rotation is done in the secret store; pods pick up the new value on restart only.",
                         "The reference is resolved by the platform, so local runs need the same variable exported or a .env that is git-ignored.",
                         "A missing secret fails fast at startup now, instead of a 401 an hour later."],
                        ["교체는 시크릿 저장소에서 하고, 파드는 재시작해야 새 값을 읽는다.",
                         "참조는 플랫폼이 해석하므로 로컬에서는 같은 변수를 export하거나 git-ignore된 .env가 필요하다.",
                         "이제 시크릿이 없으면 한 시간 뒤 401이 아니라 시작 시점에 바로 실패한다."])
    ctx["var"] = var
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: secret referenced via {kind}", mc, lesson, ask, [])


def masked_output(v):
    """(kind, text) with the secret masked"""
    var = [p for p in v.parts if p[2]][0][0]
    tok = [p for p in v.make() if p[2]][0][1]
    keep = tok[:min(8, max(3, len(tok) // 6))]
    star = "*" * rint(8, 24)
    last4 = tok[-4:]
    opts = [
        ("masked with last 4", f"{var}={keep[:4] if len(keep) >= 4 else ''}{star}{last4}"),
        ("CI log masking", f"[{rint(10, 59)}s] Run ./deploy.sh\n[{rint(10, 59)}s]   {var}: ***\n[{rint(60, 99)}s] deploying with {var}=***"),
        ("[REDACTED] marker", f"{var}=[REDACTED]\n# value lives in the secret store"),
        ("aws configure list", f"      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                               f"   profile                {ch(['default', 'staging', 'ops'])}           manual    --profile\n"
                               f"access_key     ****************{rs(UPNUM, 4)} shared-credentials-file\nsecret_key     ****************{rs(ALNUM, 4)} shared-credentials-file\n"
                               f"    region           {ch(REGIONS)}      config-file    ~/.aws/config"),
        ("gh auth status", f"github.com\n  ✓ Logged in to github.com account {ch(USERNAMES)} (keyring)\n  - Active account: true\n"
                           f"  - Git operations protocol: https\n  - Token: gho_{'*' * 36}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"),
        ("kubectl describe secret", f"Name:         {kebab(var)}\nNamespace:    {ch(ENV_SLUGS)}\nType:  Opaque\n\nData\n====\n{var}:  {rint(20, 120)} bytes"),
        ("terraform plan sensitive", f"  ~ resource \"kubernetes_secret\" \"{snake(var)}\" {{\n      ~ data = (sensitive value)\n        id   = \"{ch(ENV_SLUGS)}/{kebab(var)}\"\n    }}"),
        ("heroku config masked URL", f"=== {ch(COMPANY)}-{ch(ENV_SLUGS)} Config Vars\nDATABASE_URL: postgres://{ch(USERNAMES)}:********@{host_db()}:5432/{ch(DBNAMES)}\n{var}:  ••••••••"),
        ("Bearer placeholder header", f"$ curl -H \"Authorization: Bearer $TOKEN\" https://{v.host or 'api.example.com'}/v1/me\n# TOKEN comes from `gcloud auth print-access-token`"),
    ]
    return ch(opts)


def t_clean_masked(lang):
    v = pick_vendor(lang, pool=V_CLEAN)
    ctx = base_ctx(lang, v)
    kind, text = masked_output(v)
    pools = clean_pools(lang,
                        ["I checked which {svc} credential the {env} {component} was using; the tooling only shows masked values:",
                         "Output from the {env} box while verifying the rotation:", "{person} pasted this to prove the variable is set:"],
                        ["{env} {component|이/가} 어떤 {svc} 자격 증명을 쓰는지 확인했는데, 도구에는 마스킹된 값만 보인다:",
                         "키 교체 확인 중 {env} 서버에서 나온 출력:", "{person}님이 변수가 설정되어 있다는 걸 보여주려고 붙여줬다:"],
                        ["Masked output is enough to confirm presence and the last characters; compare the last four with the console to match keys.",
                         "Do not unmask to debug; check the key id in the vendor console instead.",
                         "The CI masker only hides exact matches, so derived values (base64, URL-encoded) must be registered as well."],
                        ["마스킹된 출력만으로도 값의 존재와 끝자리는 확인할 수 있다. 콘솔의 끝 4자리와 비교해서 키를 맞출 것.",
                         "디버깅한다고 마스킹을 풀지 말고 벤더 콘솔에서 키 ID를 확인할 것.",
                         "CI 마스킹은 정확히 일치하는 값만 가리므로 파생 값(base64, URL 인코딩)도 따로 등록해야 한다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: masked output ({kind})", mc, lesson, ask, [])


def hash_snippet():
    k = rint(0, 8)
    if k == 0:
        return "sha256sum", "\n".join(f"{sha256_hex()}  {f}" for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "checksums.txt",
                                                                              "app_2.4.1_amd64.deb", "app-windows-amd64.zip"], rint(2, 4)))
    if k == 1:
        return "docker image digest", f"{ch(COMPANY)}/{ch(['api', 'worker', 'web'])}@sha256:{sha256_hex()}\nDigest: sha256:{sha256_hex()}"
    if k == 2:
        return "git log", "\n".join(f"{git_sha(7)} {m}" for m in sample(["fix: retry on 429", "chore: bump deps", "feat: add export endpoint",
                                                                        "refactor: split settings", "test: cover refund path", "ci: cache pnpm store",
                                                                        "revert \"feat: new nav\""], rint(3, 5)))
    if k == 3:
        return "npm integrity", f"\"node_modules/{ch(['lodash', 'axios', 'zod', 'dayjs'])}\": {{\n  \"version\": \"{rint(1, 5)}.{rint(0, 30)}.{rint(0, 9)}\",\n  \"resolved\": \"https://registry.npmjs.org/x/-/x.tgz\",\n  \"integrity\": \"sha512-{b64(rbytes(64))}\"\n}}"
    if k == 4:
        return "go.sum", "\n".join(f"github.com/{ch(['spf13', 'stretchr', 'google', 'gorilla'])}/{ch(['cobra', 'testify', 'uuid', 'mux'])} v1.{rint(1, 9)}.{rint(0, 9)} h1:{b64(rbytes(32))}" for _ in range(2))
    if k == 5:
        return "pip --hash", f"{ch(['requests', 'urllib3', 'idna'])}=={rint(1, 3)}.{rint(0, 32)}.{rint(0, 9)} \\\n    --hash=sha256:{sha256_hex()} \\\n    --hash=sha256:{sha256_hex()}"
    if k == 6:
        return "git rev-parse / merge-base", f"$ git rev-parse HEAD\n{git_sha()}\n$ git merge-base origin/main HEAD\n{git_sha()}"
    if k == 7:
        return "SRI integrity attribute", f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js\"\n        integrity=\"sha384-{b64(rbytes(48))}\" crossorigin=\"anonymous\"></script>"
    return "ETag / content hash", f"HTTP/2 200\netag: \"{hexs(32)}\"\nx-amz-version-id: {rs(B64U, 32)}\ncache-control: public, max-age=31536000, immutable\n# asset: main.{hexs(8)}.js"


HASH_TIP = {
    "sha256sum": ("Checksums must be compared against the file from the release page, not the mirror.",
                  "체크섬은 미러가 아니라 릴리스 페이지 파일과 비교해야 한다."),
    "docker image digest": ("Pin images by digest, not by tag; the tag was moved after the build.",
                            "이미지는 태그가 아니라 digest로 고정할 것. 빌드 후 태그가 옮겨져 있었다."),
    "git log": ("The regression came in with the dependency bump; bisecting between these commits took four steps.",
                "회귀는 의존성 업데이트 커밋에서 들어왔다. 이 커밋들 사이를 bisect 하니 네 단계 만에 찾았다."),
    "npm integrity": ("The lockfile hash changed because the package was republished under the same version; not a local problem.",
                      "같은 버전으로 패키지가 재배포되면서 lockfile 해시가 바뀐 것. 로컬 문제가 아니다."),
    "go.sum": ("go.sum mismatches mean the module content changed; never edit the hash by hand, run go mod download and investigate.",
               "go.sum 불일치는 모듈 내용이 바뀌었다는 뜻이다. 해시를 손으로 고치지 말고 go mod download 후 원인을 볼 것."),
    "pip --hash": ("With --require-hashes every transitive dependency needs a hash, which is why the new wheel failed to install.",
                   "--require-hashes를 쓰면 모든 하위 의존성에 해시가 필요하다. 그래서 새 wheel 설치가 실패했다."),
    "git rev-parse / merge-base": ("Deploy the commit, not the branch name; the branch moved between approval and rollout.",
                                   "브랜치 이름이 아니라 커밋을 배포할 것. 승인과 배포 사이에 브랜치가 움직였다."),
    "SRI integrity attribute": ("Bumping the CDN version without updating the integrity hash makes the browser block the script silently.",
                                "CDN 버전만 올리고 integrity 해시를 안 바꾸면 브라우저가 스크립트를 조용히 차단한다."),
    "ETag / content hash": ("Hashed asset names allow immutable caching; the old bundle was still served because index.html was cached.",
                            "해시가 붙은 에셋 이름 덕분에 immutable 캐시가 가능하다. 예전 번들이 보인 건 index.html이 캐시됐기 때문."),
}


def t_clean_hashes(lang):
    ctx = base_ctx(lang)
    kind, text = hash_snippet()
    pools = clean_pools(lang,
                        ["The release check for the {component} compared these:", "I needed to confirm which build reached {env}:", "Relevant output while bisecting the {env} regression:"],
                        ["{component} 릴리스 검증에서 비교한 값:", "어떤 빌드가 {env}에 배포됐는지 확인해야 했다:", "{env} 회귀 버그를 bisect 하면서 본 출력:"],
                        [HASH_TIP[kind][0]], [HASH_TIP[kind][1]])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: hashes/digests ({kind})", mc, lesson, ask, [])


def id_snippet():
    k = rint(0, 11)
    if k == 0:
        return "request/trace ids", (f"{ts_log()} ERROR request failed request_id={uuid4()} traceparent=00-{hexs(32)}-{hexs(16)}-01 "
                                     f"status=502 upstream={ch(['payments', 'search', 'auth'])}")
    if k == 1:
        return "Stripe object ids", (f"charge {ch(['ch_', 'py_'])}{rs(ALNUM, 24)} for customer cus_{rs(ALNUM, 14)} failed; "
                                     f"payment_intent pi_{rs(ALNUM, 24)}, event evt_{rs(ALNUM, 24)}, request req_{rs(ALNUM, 14)}")
    if k == 2:
        return "Twilio SIDs", f"Account SID: AC{hexs(32)}\nMessage SID: SM{hexs(32)}\nMessaging Service SID: MG{hexs(32)}\nstatus: undelivered (30007)"
    if k == 3:
        return "AWS resource ids", (f"instance i-{hexs(17)} in subnet-{hexs(17)} (vpc-{hexs(17)}), sg-{hexs(17)}\n"
                                    f"ami-{hexs(17)}, snapshot snap-{hexs(17)}, hosted zone Z{rs(UPNUM, 19)}\n"
                                    f"arn:aws:iam::{digits(12)}:role/{ch(['ecs-task', 'lambda-exec', 'ci-deploy'])}")
    if k == 4:
        return "OAuth client id", (f"client_id={digits(12)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com\n"
                                   f"redirect_uri=https://{host_web()}/auth/callback\nscope=openid email profile")
    if k == 5:
        return "Azure ids", f"tenantId: {uuid4()}\nsubscriptionId: {uuid4()}\nclientId (app registration): {uuid4()}\nobjectId: {uuid4()}"
    if k == 6:
        return "Sentry / Datadog ids", f"Sentry event {hexs(32)} (issue {ch(COMPANY).upper()}-{rint(100, 999)})\nDatadog trace_id={digits(19)} span_id={digits(19)}"
    if k == 7:
        return "MongoDB ObjectIds / ULIDs", f"{{ _id: ObjectId('{hexs(24)}'), orderId: '{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}', userId: ObjectId('{hexs(24)}') }}"
    if k == 8:
        return "Slack / Discord ids", f"team T{rs(UPNUM, 10)}, channel C{rs(UPNUM, 10)}, user U{rs(UPNUM, 10)}, bot app A{rs(UPNUM, 10)}\nDiscord guild {digits(18)}, channel {digits(19)}"
    if k == 9:
        return "idempotency key header", f"POST /v1/refunds\nIdempotency-Key: {uuid4()}\nX-Request-Id: {rs(LOWNUM, 26)}\nX-Correlation-Id: {uuid4()}"
    if k == 10:
        return "Kakao / WeChat / Feishu app ids", f"kakao app id: {digits(6)}\nwechat appid: wx{hexs(16)}\nfeishu app_id: cli_{hexs(16)}\nLINE channel id: {digits(10)}"
    return "KMS key ids", f"kms key: arn:aws:kms:{ch(REGIONS)}:{digits(12)}:key/{uuid4()}\nmulti-region: mrk-{hexs(32)}"


def t_clean_ids(lang):
    ctx = base_ctx(lang)
    kind, text = id_snippet()
    pools = clean_pools(lang,
                        ["I was asked to trace a failed {component} call in {env}; the identifiers involved:", "From the incident ticket for the {component}:",
                         "{person} pasted the ids from the dashboard so I could find the logs:"],
                        ["{env}에서 실패한 {component} 호출을 추적해야 했다. 관련 식별자:", "{component} 장애 티켓에 있던 내용:",
                         "로그를 찾을 수 있게 {person}님이 대시보드의 ID들을 붙여줬다:"],
                        ["These ids are safe to share; they only help correlate logs across services.",
                         "Search by the trace id, not the request id; the gateway generates a new request id per hop.",
                         "The account-level id is the same across environments, so filter by the resource id instead."],
                        ["이 ID들은 공유해도 되는 값이다. 서비스 간 로그를 연결하는 데만 쓰인다.",
                         "request id가 아니라 trace id로 검색할 것. 게이트웨이가 홉마다 request id를 새로 만든다.",
                         "계정 단위 ID는 환경과 무관하게 같으므로 리소스 ID로 필터링해야 한다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: identifiers that are not secrets ({kind})", mc, lesson, ask, [])


def public_key_snippet():
    k = rint(0, 8)
    if k == 0:
        pub = b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))
        return "authorized_keys ed25519", f"ssh-ed25519 {pub} {ch(USERNAMES)}@{ch(['laptop', 'mbp', 'ci'])}"
    if k == 1:
        pub = b64(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256)))
        return "ssh-rsa public key", f"ssh-rsa {pub} deploy@{ch(COMPANY)}"
    if k == 2:
        return "key fingerprints", (f"256 SHA256:{b64(rbytes(32)).rstrip('=')} {ch(USERNAMES)}@bastion (ED25519)\n"
                                    f"3072 SHA256:{b64(rbytes(32)).rstrip('=')} deploy@ci (RSA)\nMD5:{':'.join(hexs(2) for _ in range(16))}")
    if k == 3:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        body = _wrap(b64(der), 64)
        return "EC public key PEM", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(body) + "\n-----END PUBLIC KEY-----"
    if k == 4:
        return "GPG public key fingerprint", (f"pub   ed25519 20{rint(19, 24)}-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {hexs(40).upper()}\n"
                                              f"uid           [ultimate] {ch(EN_PEOPLE)} <{email()}>\nsub   cv25519 [E]")
    if k == 5:
        n = b64u(rbytes(256))
        return "JWKS public key", json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": hexs(16), "n": n, "e": "AQAB"}]}, indent=1)
    if k == 6:
        return "age recipients / WireGuard peer", (f"# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1{rs(BECH32.lower(), 58)}\n\n"
                                                   f"[Peer]\nPublicKey = {b64(rbytes(32))}\nAllowedIPs = 10.8.0.0/24")
    if k == 7:
        der = bytes.fromhex("308201") + rbytes(rint(150, 200))
        body = _wrap(b64(der), 64)[:rint(3, 5)]
        return "TLS certificate (public)", "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n...\n-----END CERTIFICATE-----"
    lines = []
    for h in ["github.com", f"bastion.{ch(COMPANY)}.io"]:
        blob = b64(_sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + rbytes(64)))
        lines.append(f"{h} ecdsa-sha2-nistp256 {blob}")
    return "known_hosts", "\n".join(lines)


PUB_TIP = {
    "authorized_keys ed25519": ("The key was added to the wrong user's authorized_keys; sshd only reads ~deploy/.ssh for the deploy user.",
                                "키가 다른 사용자의 authorized_keys에 들어가 있었다. deploy 사용자는 ~deploy/.ssh만 읽는다."),
    "ssh-rsa public key": ("Newer OpenSSH rejects ssh-rsa (SHA-1) signatures by default; the CI image needs an ed25519 key or rsa-sha2-512.",
                           "최신 OpenSSH는 ssh-rsa(SHA-1) 서명을 기본 거부한다. CI 이미지는 ed25519 키나 rsa-sha2-512가 필요하다."),
    "key fingerprints": ("Compare fingerprints out of band before trusting a new host key.", "새 호스트 키를 신뢰하기 전에 다른 경로로 지문을 대조할 것."),
    "EC public key PEM": ("The verifier expected a P-256 key in SPKI form; the PKCS#1-style header was the parse error.",
                          "검증기는 SPKI 형식의 P-256 키를 기대했다. 헤더 형식 차이가 파싱 에러의 원인이었다."),
    "GPG public key fingerprint": ("Release signatures are checked against this fingerprint; import the key from the keyserver, not from the PR.",
                                   "릴리스 서명은 이 지문으로 검증한다. 키는 PR이 아니라 키서버에서 가져올 것."),
    "JWKS public key": ("The JWKS is cached for an hour, so a rotated signing key is not seen immediately by verifiers.",
                        "JWKS는 한 시간 캐시되므로 서명 키를 교체해도 검증 측에서 바로 반영되지 않는다."),
    "age recipients / WireGuard peer": ("Adding a recipient to .sops.yaml does not re-encrypt existing files; run updatekeys.",
                                        ".sops.yaml에 수신자를 추가해도 기존 파일이 재암호화되지 않는다. updatekeys를 실행할 것."),
    "TLS certificate (public)": ("The chain was missing the intermediate; serve the full chain, the leaf alone fails on Android.",
                                 "체인에 중간 인증서가 빠져 있었다. 리프만 주면 안드로이드에서 실패하므로 전체 체인을 제공할 것."),
    "known_hosts": ("Pin the host keys in known_hosts for CI instead of StrictHostKeyChecking=no.",
                    "CI에서 StrictHostKeyChecking=no 대신 known_hosts에 호스트 키를 고정할 것."),
}


def t_clean_public_key(lang):
    ctx = base_ctx(lang)
    kind, text = public_key_snippet()
    pools = clean_pools(lang,
                        ["To give the CI runner access to {host} I needed its public key:", "The {env} bastion rejected the deploy user; the server side has:",
                         "{person} asked me to verify the signing key used by the {component}:"],
                        ["CI 러너에 {host} 접근 권한을 주려고 공개 키가 필요했다:", "{env} 배스천이 deploy 사용자를 거부했다. 서버 쪽 설정:",
                         "{person}님이 {component}가 쓰는 서명 키를 확인해 달라고 했다:"],
                        ["Public keys and fingerprints are safe to commit; only the private half must stay secret.", PUB_TIP[kind][0]],
                        ["공개 키와 지문은 커밋해도 안전하다. 비밀로 지켜야 하는 것은 개인 키 쪽뿐이다.", PUB_TIP[kind][1]])
    mc, lesson, ask, mode = layout(lang, ctx, text, pools=pools)
    return note(f"clean: public key material ({kind})", mc, lesson, ask, [])


def b64_nonsecret_snippet():
    k = rint(0, 6)
    env = ch(ENV_SLUGS)
    if k == 0:
        payload = json.dumps({"env": env, "features": sample(["new_nav", "fast_checkout", "dark_mode", "beta_search"], 2), "rollout": rint(1, 100)})
        return "base64 JSON feature config", f"FEATURE_CONFIG_B64={b64(payload.encode())}\n# decodes to {payload}"
    if k == 1:
        ev = json.dumps({"orderId": rs(UPNUM + DG, 12), "status": ch(["PAID", "SHIPPED", "CANCELLED"]), "amount": rint(1000, 99000)})
        return "Pub/Sub message data", json.dumps({"message": {"data": b64(ev.encode()), "messageId": digits(16), "publishTime": ts_iso()},
                                                   "subscription": f"projects/{ch(COMPANY)}-{env}/subscriptions/orders-sync"}, indent=2)
    if k == 2:
        hdr = b64u(json.dumps({"alg": ch(["RS256", "ES256"]), "kid": hexs(16), "typ": "JWT"}, separators=(",", ":")).encode())
        return "JWT header only (no payload/signature)", f"The failing tokens all start with this header segment:\n{hdr}\n-> alg/kid decoded: it is the old signing key id"
    if k == 3:
        png = b64(bytes.fromhex("89504e470d0a1a0a0000000d49484452") + rbytes(40))
        return "data: URI image", f".icon-check {{ background-image: url(\"data:image/png;base64,{png}\"); }}"
    if k == 4:
        text = ch(["# Orders service\\n\\nRun `make dev` to start.\\n", "hello from the staging runner\\n", "version: 3\\nlevel: info\\n"])
        raw = text.encode().decode("unicode_escape").encode()
        return "GitHub contents API base64", json.dumps({"name": "README.md", "path": "README.md", "sha": git_sha(), "encoding": "base64",
                                                        "content": b64(raw)}, indent=2)
    if k == 5:
        body = json.dumps({"action": "ping", "region": ch(REGIONS)})
        return "Lambda event isBase64Encoded", json.dumps({"rawPath": "/hook", "isBase64Encoded": True, "body": b64(body.encode()),
                                                          "requestContext": {"requestId": uuid4()}}, indent=2)
    cert = "\n".join(_wrap(b64(bytes.fromhex("3082") + rbytes(120)), 64)[:2])
    return "ConfigMap binaryData (CA bundle, public)", f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ca-bundle\nbinaryData:\n  ca.crt: {b64(('-----BEGIN CERTIFICATE-----' + chr(10) + cert).encode())[:120]}"


def t_clean_base64(lang):
    ctx = base_ctx(lang)
    kind, text = b64_nonsecret_snippet()
    pools = clean_pools(lang,
                        ["The {component} passes this blob around; I had to check whether it contained anything sensitive:", "Decoding what the {env} {component} received:"],
                        ["{component|이/가} 이 blob을 주고받는데, 민감한 내용이 있는지 확인해야 했다:", "{env} {component|이/가} 받은 값을 디코딩해 봤다:"],
                        ["base64 is only an encoding: decode before deciding whether something is sensitive. This one is plain configuration/event data.",
                         "The consumer failed because the producer switched to URL-safe base64; normalize before decoding.",
                         "Large base64 payloads in env vars hit the 32 KB limit; move them to a mounted file."],
                        ["base64는 인코딩일 뿐이니 민감한지 판단하기 전에 디코딩해 볼 것. 이건 일반 설정/이벤트 데이터다.",
                         "프로듀서가 URL-safe base64로 바꿔서 컨슈머가 실패했다. 디코딩 전에 정규화할 것.",
                         "환경 변수에 큰 base64를 넣으면 32KB 제한에 걸린다. 마운트 파일로 옮길 것."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: base64 of non-secret data ({kind})", mc, lesson, ask, [])


def long_id_snippet():
    k = rint(0, 6)
    if k == 0:
        return "Bazel targets", "\n".join(f"//services/{ch(['billing', 'search', 'auth'])}/internal/{ch(['handlers', 'storage', 'jobs'])}:{ch(['go_default_library', 'integration_test', 'image_push_' + hexs(6)])}" for _ in range(3))
    if k == 1:
        return "k8s pod names", "\n".join(f"{ch(['api', 'worker', 'scheduler'])}-{rs(LOWNUM, 10)}-{rs(LOWNUM, 5)}   {ch(['1/1', '0/1'])}   {ch(['Running', 'CrashLoopBackOff', 'Pending'])}   {rint(0, 12)}   {rint(1, 59)}m" for _ in range(4))
    if k == 2:
        return "S3 partition keys", "\n".join(f"s3://{ch(COMPANY)}-datalake/events/year=2025/month={rint(1, 12):02d}/day={rint(1, 28):02d}/part-{rint(0, 999):05d}-{uuid4()}.c000.snappy.parquet" for _ in range(2))
    if k == 3:
        return "CSS module class names", f"<div class=\"Checkout_summary__{rs(B64U, 5)} Checkout_summaryCompact__{rs(B64U, 5)} styles_root__{hexs(5)}\">"
    if k == 4:
        return "Terraform resource addresses", f"module.{ch(['network', 'platform'])}.module.eks.aws_eks_node_group.this[\"{ch(['general', 'spot'])}-{ch(REGIONS)}a\"]\nmodule.db.aws_db_instance.this[0]\naws_cloudfront_distribution.assets (E{rs(UPNUM, 13)})"
    if k == 5:
        return "generated image tags", f"{digits(12)}.dkr.ecr.{ch(REGIONS)}.amazonaws.com/{ch(['api', 'worker'])}:{ch(['main', 'release-2025-0' + str(rint(1, 9))])}-{git_sha(12)}-build{rint(1000, 9999)}"
    return "Java class in stack trace", f"at com.{ch(COMPANY)}.platform.{ch(['billing', 'orders'])}.infrastructure.persistence.jpa.{ch(['Invoice', 'Order'])}LineItemRepositoryCustomImpl$$SpringCGLIB$$0.findAllByTenantIdAndCreatedAtBetween(<generated>)"


def t_clean_long_ids(lang):
    ctx = base_ctx(lang)
    kind, text = long_id_snippet()
    pools = clean_pools(lang,
                        ["I was looking for the right artifact of the {component} in {env}:", "Output I worked from while debugging the {component}:"],
                        ["{env}의 {component} 아티팩트를 찾는 중이었다:", "{component} 디버깅하면서 참고한 출력:"],
                        ["Long generated names are not secrets; copy them exactly, the suffix is what distinguishes replicas and builds.",
                         "Filter by label instead of the generated suffix, which changes on every rollout.",
                         "The path depth broke the Windows checkout (260-char limit); enable long paths in git config."],
                        ["길게 생성된 이름은 비밀이 아니다. 접미사가 레플리카와 빌드를 구분하므로 정확히 복사할 것.",
                         "배포마다 바뀌는 생성 접미사 대신 라벨로 필터링할 것.",
                         "경로가 너무 깊어서 윈도우 체크아웃이 깨졌다(260자 제한). git 설정에서 long paths를 켤 것."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: long identifiers ({kind})", mc, lesson, ask, [])


def t_clean_versions(lang):
    ctx = base_ctx(lang)
    k = rint(0, 3)
    if k == 0:
        text = "\n".join(f"{p}=={rint(0, 5)}.{rint(0, 40)}.{rint(0, 12)}" for p in sample(["django", "celery", "redis", "boto3", "pydantic", "sqlalchemy", "httpx"], 4))
        kind = "pip freeze"
    elif k == 1:
        text = f"require (\n\tgithub.com/{ch(COMPANY)}/shared v0.0.0-20{rint(23, 25)}{rint(1, 12):02d}{rint(10, 28)}{rint(100000, 235959)}-{git_sha(12)}\n\tgolang.org/x/net v0.{rint(20, 30)}.0\n)"
        kind = "Go pseudo-version"
    elif k == 2:
        text = f"app version {rint(1, 4)}.{rint(0, 20)}.{rint(0, 9)}-rc.{rint(1, 5)}+build.{rint(1000, 9999)}.{git_sha(7)}\nCUDA 12.{rint(1, 4)}, driver 550.{rint(50, 120)}.{rint(1, 9)}"
        kind = "semver with build metadata"
    else:
        text = f"\"dependencies\": {{\n  \"next\": \"14.{rint(0, 2)}.{rint(0, 20)}\",\n  \"react\": \"^18.{rint(2, 3)}.{rint(0, 1)}\",\n  \"@{ch(COMPANY)}/ui\": \"workspace:*\"\n}}"
        kind = "package.json"
    les_en = ["Pin the minor version; the patch release changed default timeouts.", "The pseudo-version points at an unmerged commit; tag a release instead.",
              "Build metadata after '+' is ignored for precedence, so two builds compare equal.", "Caret ranges let CI pick up a new minor; commit the lockfile."]
    les_ko = ["마이너 버전까지 고정할 것. 패치 릴리스에서 기본 타임아웃이 바뀌었다.", "pseudo-version이 머지되지 않은 커밋을 가리킨다. 릴리스 태그를 만들 것.",
              "'+' 뒤의 빌드 메타데이터는 우선순위 비교에서 무시되므로 두 빌드가 같은 것으로 취급된다.", "캐럿 범위 때문에 CI가 새 마이너 버전을 받았다. lockfile을 커밋할 것."]
    pools = clean_pools(lang,
                        ["The {env} build of the {component} broke after a dependency update:", "Versions involved in the {component} regression:"],
                        ["의존성 업데이트 후 {env}의 {component} 빌드가 깨졌다:", "{component} 회귀 버그와 관련된 버전:"],
                        [les_en[k]], [les_ko[k]])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: versions ({kind})", mc, lesson, ask, [])


POLICY_EN = [("I did not know the password rules for the new admin accounts.",
              "Admin passwords must be at least 14 characters, contain three character classes, and cannot reuse the last 5; the IdP enforces it, not our app.",
              "Should service accounts follow the same rotation period (90 days)?"),
             ("The signup form rejected passwords that the backend accepted.",
              "Frontend and backend validators diverged: the backend allows spaces and Unicode, the frontend regex did not. Validation now lives in one shared schema.",
              "Do we still need the maximum length of 64 characters?"),
             ("Security review asked how we store user passwords.",
              "We hash with argon2id (m=64MB, t=3, p=4) and rehash on login when parameters change; plaintext never reaches logs because the request body logger skips the password field.",
              ""),
             ("I assumed password reset links never expire.",
              "Reset tokens are single use and expire after 30 minutes; the email template must say so, otherwise support gets tickets.",
              "Should the expiry be configurable per tenant?")]
POLICY_KO = [("신규 관리자 계정 비밀번호 규칙을 몰랐다.",
              "관리자 비밀번호는 14자 이상, 문자 종류 3가지 이상, 최근 5개 재사용 금지. 우리 앱이 아니라 IdP에서 강제한다.",
              "서비스 계정도 같은 교체 주기(90일)를 따라야 하나요?"),
             ("회원가입 폼이 백엔드는 허용하는 비밀번호를 거부했다.",
              "프론트와 백엔드 검증이 달랐다. 백엔드는 공백과 한글을 허용하는데 프론트 정규식은 막았다. 검증 로직을 공통 스키마 하나로 합쳤다.",
              "최대 길이 64자 제한은 계속 필요한가요?"),
             ("보안 검토에서 사용자 비밀번호 저장 방식을 물어봤다.",
              "argon2id(m=64MB, t=3, p=4)로 해시하고 파라미터가 바뀌면 로그인 시 재해시한다. 요청 본문 로거가 password 필드를 건너뛰므로 평문이 로그에 남지 않는다.",
              ""),
             ("비밀번호 재설정 링크가 만료되지 않는 줄 알았다.",
              "재설정 토큰은 1회용이고 30분 후 만료된다. 메일 템플릿에 이걸 적어야 고객 문의가 줄어든다.",
              "만료 시간을 테넌트별로 설정 가능하게 할까요?")]

FLAGS_EN = [("I did not know why the migration script hung in CI.",
             "mysql -p with no value prompts for the password on the TTY, and CI has no TTY; use --defaults-extra-file pointing at a 0600 file created from the secret store instead.",
             "Can the CI runner mount the option file from the secret store?"),
            ("docker login printed a warning about insecure password use.",
             "Passing -p puts the password in the process list; --password-stdin reads it from a pipe so it never appears in argv or history.",
             ""),
            ("psql asked for a password even though PGPASSWORD was exported in another shell.",
             "Environment variables do not cross shells; a ~/.pgpass file (mode 0600, host:port:db:user:password format) is what psql reads when nothing else is set.",
             "Should I template the .pgpass on the bastion with Ansible?"),
            ("sshpass was in the old deploy script and I did not know if it was required.",
             "sshpass -p exposes the password in ps output; the deploy now uses a key from the agent, and sshpass -e (reading SSHPASS from env) is the fallback for legacy hosts only.",
             "Which legacy hosts still need password SSH?")]
FLAGS_KO = [("CI에서 마이그레이션 스크립트가 멈춘 이유를 몰랐다.",
             "mysql -p에 값을 안 주면 TTY로 비밀번호를 묻는데 CI에는 TTY가 없다. 시크릿 저장소에서 만든 0600 파일을 --defaults-extra-file로 지정할 것.",
             "CI 러너가 시크릿 저장소의 옵션 파일을 마운트할 수 있나요?"),
            ("docker login이 비밀번호 사용이 안전하지 않다는 경고를 출력했다.",
             "-p로 넘기면 프로세스 목록에 비밀번호가 보인다. --password-stdin은 파이프로 읽어서 argv나 히스토리에 남지 않는다.",
             ""),
            ("다른 셸에서 PGPASSWORD를 export 했는데도 psql이 비밀번호를 물었다.",
             "환경 변수는 셸 간에 공유되지 않는다. 다른 설정이 없으면 psql은 ~/.pgpass(권한 0600, host:port:db:user:password 형식)를 읽는다.",
             "배스천의 .pgpass를 Ansible 템플릿으로 만들까요?"),
            ("예전 배포 스크립트에 sshpass가 있었는데 꼭 필요한지 몰랐다.",
             "sshpass -p는 ps 출력에 비밀번호를 노출한다. 이제 배포는 agent의 키를 쓰고, 레거시 호스트에만 환경 변수 SSHPASS를 읽는 sshpass -e를 예외로 둔다.",
             "아직 비밀번호 SSH가 필요한 레거시 호스트가 어디인가요?")]


TALK_EN_C = None
TALK_KO_C = None


def t_clean_talk(lang):
    """password-policy talk, flags explained in prose, token mechanics: no values"""
    global TALK_EN_C, TALK_KO_C
    if TALK_EN_C is None:
        TALK_EN_C = Cycler([("password policy talk", x) for x in POLICY_EN] + [("password flags explained in prose", x) for x in FLAGS_EN]
                           + [("token/session mechanics discussed", x) for x in TOKEN_TALK_EN])
        TALK_KO_C = Cycler([("password policy talk", x) for x in POLICY_KO] + [("password flags explained in prose", x) for x in FLAGS_KO]
                           + [("token/session mechanics discussed", x) for x in TOKEN_TALK_KO])
    en = lang == "en"
    kind, (mc, lesson, ask) = (TALK_EN_C if en else TALK_KO_C).next()
    ctx = base_ctx(lang)
    if chance(0.5):
        mc = fmt(ch(["While working on the {component}: ", "({env}) "] if en else ["{component} 작업 중: ", "({env}) "]), ctx) + mc
    return note(f"clean: {kind} (no values)", mc, lesson, ask, [])


def encrypted_snippet():
    k = rint(0, 5)
    if k == 0:
        def enc(n):
            return f"ENC[AES256_GCM,data:{b64(rbytes(n))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]"
        return "SOPS-encrypted YAML", (f"db_password: {enc(rint(12, 24))}\napi_token: {enc(rint(24, 40))}\nsops:\n    age:\n        - recipient: age1{rs(BECH32.lower(), 58)}\n"
                                       f"    lastmodified: \"{ts_iso()}\"\n    mac: {enc(32).replace('type:str', 'type:str')}\n    version: 3.8.1")
    if k == 1:
        lines = _wrap(hexs(rint(300, 420)), 80)
        return "Ansible Vault", "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + ln for ln in lines)
    if k == 2:
        return "SealedSecret", (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {ch(DBNAMES)}-db\nspec:\n  encryptedData:\n"
                                f"    password: AgB{b64(rbytes(rint(230, 300)))[:rint(300, 380)]}")
    if k == 3:
        body = _wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(180)), 64)
        return "age armored ciphertext", "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(body) + "\n-----END AGE ENCRYPTED FILE-----"
    if k == 4:
        return "AWS KMS ciphertext blob", f"$ aws kms encrypt --key-id alias/{ch(ENV_SLUGS)}-app --plaintext fileb://dek.bin --query CiphertextBlob --output text\nAQICAHh{b64(rbytes(rint(150, 190)))}"
    return "Rails credentials.yml.enc", f"$ cat config/credentials/production.yml.enc\n{b64(rbytes(rint(180, 260)))}--{b64(rbytes(12))}--{b64(rbytes(16))}"


ENC_TIP_EN = {"SOPS-encrypted YAML": "Rotating the recipient requires re-encrypting every file; `sops updatekeys` does it in place.",
              "Ansible Vault": "The vault password file is read from ANSIBLE_VAULT_PASSWORD_FILE in CI; locally `ansible-vault view` prompts for it.",
              "SealedSecret": "A SealedSecret only decrypts in the cluster whose controller key sealed it; re-seal with kubeseal for a new cluster.",
              "age armored ciphertext": "Only holders of the matching age identity can decrypt; add recipients instead of sharing the identity.",
              "AWS KMS ciphertext blob": "The blob embeds the key id, so decrypt does not need --key-id; IAM decides who may call kms:Decrypt.",
              "Rails credentials.yml.enc": "The file is useless without RAILS_MASTER_KEY, which is injected at deploy time and never committed."}
ENC_TIP_KO = {"SOPS-encrypted YAML": "수신자를 바꾸려면 모든 파일을 다시 암호화해야 한다. `sops updatekeys`가 제자리에서 처리한다.",
              "Ansible Vault": "CI에서는 ANSIBLE_VAULT_PASSWORD_FILE로 vault 비밀번호 파일을 읽고, 로컬에서는 `ansible-vault view`가 입력을 요청한다.",
              "SealedSecret": "SealedSecret은 봉인한 컨트롤러 키가 있는 클러스터에서만 풀린다. 새 클러스터에는 kubeseal로 다시 봉인할 것.",
              "age armored ciphertext": "대응하는 age identity를 가진 사람만 복호화할 수 있다. identity를 공유하지 말고 수신자를 추가할 것.",
              "AWS KMS ciphertext blob": "blob 안에 키 ID가 들어 있어서 decrypt에 --key-id가 필요 없다. kms:Decrypt 권한은 IAM이 결정한다.",
              "Rails credentials.yml.enc": "RAILS_MASTER_KEY 없이는 쓸모없는 파일이다. 마스터 키는 배포 시 주입되고 커밋되지 않는다."}


def t_clean_encrypted(lang):
    ctx = base_ctx(lang)
    kind, text = encrypted_snippet()
    pools = clean_pools(lang,
                        ["The repo keeps the {env} secrets encrypted; I needed to know how to edit them:", "I assumed this file leaked secrets, but it is ciphertext:",
                         "How the {component} credentials are stored in git:"],
                        ["저장소는 {env} 시크릿을 암호화해서 보관한다. 수정 방법을 알아야 했다:", "이 파일이 시크릿을 노출한 줄 알았는데 암호문이었다:",
                         "{component} 자격 증명이 git에 저장되는 방식:"],
                        ["The ciphertext is safe to commit; only the decryption key (KMS, age identity or vault password) must be protected.",
                         "Edit with the tool (sops, ansible-vault edit, kubeseal) so the MAC/metadata stay consistent; hand edits break decryption.",
                         ENC_TIP_EN[kind]],
                        ["암호문은 커밋해도 안전하다. 보호해야 하는 건 복호화 키(KMS, age identity, vault 비밀번호)뿐이다.",
                         "도구(sops, ansible-vault edit, kubeseal)로 수정해야 MAC/메타데이터가 맞는다. 손으로 고치면 복호화가 깨진다.",
                         ENC_TIP_KO[kind]])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: encrypted blob ({kind})", mc, lesson, ask, [])


def publishable_snippet():
    k = rint(0, 15)
    if k == 0:
        key = "pk_live_" + (rs_mixed(ALNUM, 24) if chance(0.4) else "51" + rs_mixed(ALNUM, 97))
        return "Stripe publishable key", f"const stripe = await loadStripe(\"{key}\");"
    if k == 1:
        proj = f"{ch(COMPANY)}-{ch(['web', 'app', 'prod'])}"
        cfg = {"apiKey": "AIza" + rs_mixed(B64U, 35), "authDomain": f"{proj}.firebaseapp.com", "projectId": proj,
               "storageBucket": f"{proj}.appspot.com", "messagingSenderId": digits(12), "appId": f"1:{digits(12)}:web:{hexs(22)}"}
        return "Firebase web config apiKey", "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
    if k == 2:
        return "reCAPTCHA site key", f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rs(B64U, 6)}AAAAA{rs_mixed(B64U, 27)}\"></div>"
    if k == 3:
        body = b64u(json.dumps({"u": ch(NAMES_LATIN) + rs(LOWNUM, 3), "a": rs(LOWNUM, 25)}, separators=(",", ":")).encode())
        return "Mapbox public token", f"mapboxgl.accessToken = 'pk.{body}.{rs(B64U, 22)}';"
    if k == 4:
        return "Kakao JavaScript key", f"<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('{hexs(32)}');</script>"
    if k == 5:
        return "Toss Payments client key", f"const tossPayments = TossPayments(\"{ch(['live_ck_', 'live_gck_', 'test_ck_'])}{rs_mixed(ALNUM, 28)}\");"
    if k == 6:
        return "PostHog project API key", f"posthog.init('phc_{rs_mixed(ALNUM, 43)}', {{ api_host: 'https://us.i.posthog.com' }})"
    if k == 7:
        return "Sentry DSN", f"Sentry.init({{\n  dsn: \"https://{hexs(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(16)}\",\n  tracesSampleRate: 0.1,\n}});"
    if k == 8:
        return "Algolia search-only key", f"const client = algoliasearch('{rs(UPNUM, 10)}', '{hexs(32)}'); // search-only key"
    if k == 9:
        ref = rs(LO, 20)
        now = rint(1690000000, 1730000000)
        anon = _jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": now, "exp": now + 315360000})
        return "Supabase anon key", f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={anon}"
    if k == 10:
        dom = f"clerk.{ch(COMPANY)}.{ch(['com', 'io', 'co.kr'])}$"
        return "Clerk publishable key", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(dom.encode()).rstrip('=')}"
    if k == 11:
        return "PAY.JP public key", f"const payjp = Payjp('pk_live_{hexs(24)}');"
    if k == 12:
        return "Google Maps JS key (referrer-restricted)", f"<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza{rs_mixed(B64U, 35)}&callback=initMap\"></script>"
    if k == 13:
        return "Cloudflare Turnstile site key", f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs_mixed(B64U, 14)}\"></div>"
    if k == 14:
        return "Web Push VAPID public key", f"const applicationServerKey = urlBase64ToUint8Array('B{rs_mixed(B64U, 86)}');"
    return "Supabase publishable key", f"SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rs_mixed(B64U, 31)}"


def t_clean_publishable(lang):
    ctx = base_ctx(lang)
    kind, text = publishable_snippet()
    ctx["kind"] = kind
    en = lang == "en"
    pools = clean_pools(lang,
                        ["A reviewer flagged this line in the frontend as a leaked key; I had to check:", "The web bundle of the {component} contains:",
                         "I was not sure whether this value could be shipped to the browser:"],
                        ["리뷰어가 프론트엔드의 이 줄을 키 유출로 지적해서 확인해야 했다:", "{component} 웹 번들에 포함된 값:",
                         "이 값을 브라우저로 내보내도 되는지 확신이 없었다:"],
                        ["This is the {kind}; the vendor documents it as public and meant for client code. Access control comes from domain restrictions and server-side rules, not from hiding it.",
                         "Publishable keys are fine in the bundle; the matching secret key must only exist on the server.",
                         "Restrict the key by HTTP referrer / allowed origins in the vendor console instead of trying to hide it."],
                        ["이 값은 {kind}이고, 벤더 문서상 공개되어 클라이언트 코드에서 쓰는 값이다. 접근 제어는 숨기는 게 아니라 도메인 제한과 서버 측 규칙으로 한다.",
                         "publishable 키는 번들에 있어도 괜찮다. 짝이 되는 시크릿 키는 서버에만 있어야 한다.",
                         "숨기려 하지 말고 벤더 콘솔에서 HTTP referrer/허용 origin으로 키를 제한할 것."])
    pools["ask"] = (["Should I add an allowlist entry so the secret scanner stops flagging this public key?", "Is the domain restriction already configured for {env}?", ""] if en else
                    ["시크릿 스캐너가 이 공개 키를 계속 잡지 않도록 허용 목록에 추가할까요?", "{env}에도 도메인 제한이 설정되어 있나요?", ""])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: {kind} in frontend code [publishable]", mc, lesson, ask, [])


PLAIN_EN = [
    ("The integration tests failed only on Mondays.", "A fixture built dates with the local week start; CI runs in UTC, so Sunday-evening builds in Seoul crossed the week boundary. Freeze time in the fixture.", "Should all fixtures use a frozen clock by default?"),
    ("I used npm in a repo that uses pnpm.", "The lockfile is pnpm-lock.yaml and CI runs `pnpm install --frozen-lockfile`; running npm created a package-lock.json that CI rejected.", ""),
    ("The Django migration failed on the staging database but not locally.", "Staging already had the column from a hotfix applied by hand; `migrate --fake` for that single migration resolved it, after checking the schema matches.", "Are there other hand-applied hotfixes I should know about?"),
    ("I did not know the search indexer needs the queue drained before deploy.", "Rolling the indexer while messages are in flight re-indexes them with the old mapping; pause the consumer, wait for lag 0, then deploy.", "Can we automate the drain step in the pipeline?"),
    ("Memory grew steadily in the image worker.", "Pillow images were not closed inside the loop; using a context manager per image kept RSS flat at about 300 MB.", ""),
    ("The cron job ran twice after the cluster upgrade.", "Both the old CronJob and the new Helm-managed one existed; concurrencyPolicy does not help across two objects. Deleted the orphaned one.", "Should I add a check for duplicate CronJobs in CI?"),
    ("Nobody mentioned the feature flag naming convention.", "Flags are snake_case, prefixed with the team name, and must have an expiry date in the description; the linter enforces it.", ""),
    ("The mobile build failed with a Gradle daemon OOM.", "org.gradle.jvmargs needed -Xmx4g in gradle.properties; the CI machine default of 512m is too small since the Compose upgrade.", "Is 4 GB acceptable on the shared runners?"),
    ("I was not sure which branch to base hotfixes on.", "Hotfixes branch from the latest release tag, not main, and are cherry-picked back to main after release.", ""),
    ("Timeouts on the reports endpoint only happened for large tenants.", "The ORM issued one query per row (N+1); select_related on the two foreign keys cut it from 4,000 queries to 3.", "Should we add a query-count assertion to the tests?"),
    ("I assumed the staging database is reset nightly.", "It is reset weekly on Sunday at 03:00 KST, from the anonymized prod snapshot; test data created mid-week survives until then.", ""),
    ("The CSV export broke in Excel for Korean text.", "Excel needs a UTF-8 BOM to detect the encoding; adding it to the response fixed the garbled Hangul.", "Should we also offer an XLSX export?"),
    ("The load balancer health check kept failing after the port change.", "The target group still probed the old port 8000; health-check settings are separate from the listener and had to be updated in Terraform too.", ""),
    ("Flaky Playwright tests on the checkout page.", "The tests clicked before hydration finished; waiting for the network-idle state on that page removed the flakes.", "Is it OK to add a global wait helper?"),
    ("I did not know our API versioning rule.", "Breaking changes go to a new /v2 path; additive changes are allowed in /v1 as long as no field is removed or renamed.", ""),
    ("Kafka consumer lag spiked every hour.", "An hourly batch producer published 2M messages at once; increasing partitions from 6 to 24 and consumer replicas to match kept lag under a minute.", "Should the batch producer throttle instead?"),
    ("The Terraform plan wanted to recreate the database.", "A change to the parameter group family forces replacement; we pinned the family and will do the upgrade via a blue/green deployment instead.", "When is the maintenance window for the upgrade?"),
    ("Dates were off by one day in the invoice PDF.", "The PDF renderer ran in UTC while invoices are issued in KST; passing the tenant timezone to the template fixed it.", ""),
    ("I used the wrong Python version locally.", "The project targets 3.11 (see .python-version); 3.12 removed distutils, which an old build script still imports.", ""),
    ("Docker builds were slow in CI.", "The COPY of the whole repo came before dependency install, busting the cache on every commit; copying lockfiles first brought builds from 9 to 2 minutes.", ""),
    ("The on-call did not know how to pause the notification sender.", "Set the feature flag notifications_enabled to false in the admin panel; the sender checks it before every batch.", "Should this be in the on-call runbook?"),
    ("Sorting by name put lowercase names after uppercase ones.", "The database collation was C; using ORDER BY name COLLATE \"und-x-icu\" gives the expected order, including Hangul.", ""),
    ("GraphQL queries from the mobile app were rejected after deploy.", "Persisted query hashes are generated at build time; the app version in the store still sent the old ones, so the server must keep both sets for two releases.", "How long do old app versions stay in use?"),
    ("The migration to the new logging library dropped request context.", "Context variables are not propagated into thread pools automatically; wrapping the executor with contextvars.copy_context fixed the missing fields.", ""),
    ("I did not know the naming rules for S3 buckets in this org.", "Buckets are named <team>-<env>-<purpose> and must have versioning and block-public-access enabled; the SCP rejects others.", ""),
    ("Retries made the payment webhook handler process events twice.", "Handlers must be idempotent: we now store the event id with a unique constraint and skip duplicates.", "Should other webhook handlers get the same guard?"),
    ("I was not sure whether to squash commits.", "The repo uses squash merges; the PR title becomes the commit message, so it must follow the conventional-commit format.", ""),
    ("Image uploads over 10 MB failed silently.", "nginx client_max_body_size was 10m; the app limit is 25 MB, so both had to match, and the frontend now shows the error.", ""),
    ("Search results differed between staging and prod.", "Staging used a different analyzer for Korean (nori vs standard); the index template is now shared between environments.", "Should I reindex staging now?"),
    ("The weekly report email went to spam.", "The sending domain had no DMARC record; adding SPF, DKIM and DMARC for the mail subdomain fixed delivery.", ""),
]
PLAIN_KO = [
    ("통합 테스트가 월요일에만 실패했다.", "픽스처가 로컬 기준 주 시작일로 날짜를 만들었는데 CI는 UTC라서, 서울 일요일 저녁 빌드가 주 경계를 넘었다. 픽스처에서 시간을 고정할 것.", "모든 픽스처에 기본으로 고정 시계를 쓸까요?"),
    ("pnpm을 쓰는 저장소에서 npm을 썼다.", "lockfile은 pnpm-lock.yaml이고 CI는 `pnpm install --frozen-lockfile`을 쓴다. npm을 돌리면서 package-lock.json이 생겨 CI가 거부했다.", ""),
    ("Django 마이그레이션이 로컬은 되는데 스테이징 DB에서만 실패했다.", "스테이징에 핫픽스로 컬럼이 이미 수동 추가되어 있었다. 스키마가 같은지 확인한 뒤 해당 마이그레이션만 `migrate --fake` 처리함.", "수동으로 적용된 다른 핫픽스가 있나요?"),
    ("검색 인덱서는 배포 전에 큐를 비워야 한다는 걸 몰랐다.", "메시지가 처리 중일 때 인덱서를 교체하면 예전 매핑으로 다시 색인된다. 컨슈머를 멈추고 lag이 0이 된 뒤 배포할 것.", "이 단계를 파이프라인에서 자동화할까요?"),
    ("이미지 워커의 메모리가 계속 늘었다.", "루프 안에서 Pillow 이미지를 닫지 않았다. 이미지마다 컨텍스트 매니저를 쓰니 RSS가 300MB 정도로 유지됐다.", ""),
    ("클러스터 업그레이드 후 크론 잡이 두 번 실행됐다.", "기존 CronJob과 Helm으로 관리되는 새 CronJob이 같이 있었다. concurrencyPolicy는 객체가 두 개면 소용없다. 고아가 된 쪽을 삭제함.", "CI에서 중복 CronJob을 검사할까요?"),
    ("피처 플래그 이름 규칙을 아무도 알려주지 않았다.", "플래그는 snake_case, 팀 이름 접두사, 설명에 만료일 필수. 린터가 검사한다.", ""),
    ("모바일 빌드가 Gradle 데몬 OOM으로 실패했다.", "gradle.properties의 org.gradle.jvmargs에 -Xmx4g가 필요했다. Compose 업그레이드 이후 CI 기본값 512m로는 부족하다.", "공용 러너에서 4GB를 써도 될까요?"),
    ("핫픽스 브랜치를 어디서 따야 하는지 몰랐다.", "핫픽스는 main이 아니라 최신 릴리스 태그에서 따고, 릴리스 후 main으로 cherry-pick 한다.", ""),
    ("리포트 API 타임아웃이 대형 테넌트에서만 발생했다.", "ORM이 행마다 쿼리를 날렸다(N+1). 외래 키 두 개에 select_related를 거니 쿼리가 4,000개에서 3개로 줄었다.", "테스트에 쿼리 수 검증을 추가할까요?"),
    ("스테이징 DB가 매일 밤 초기화되는 줄 알았다.", "매주 일요일 03:00 KST에 익명화된 운영 스냅샷으로 초기화된다. 주중에 만든 테스트 데이터는 그때까지 남아 있다.", ""),
    ("CSV 내보내기를 엑셀에서 열면 한글이 깨졌다.", "엑셀은 UTF-8 BOM이 있어야 인코딩을 인식한다. 응답에 BOM을 추가해서 해결.", "XLSX 내보내기도 제공할까요?"),
    ("포트 변경 후 로드밸런서 헬스 체크가 계속 실패했다.", "타깃 그룹이 여전히 예전 포트 8000을 검사하고 있었다. 헬스 체크 설정은 리스너와 별개라 Terraform에서도 따로 바꿔야 했다.", ""),
    ("결제 페이지 Playwright 테스트가 간헐적으로 실패했다.", "하이드레이션이 끝나기 전에 클릭하고 있었다. 해당 페이지에서 network idle 상태를 기다리니 해결됐다.", "전역 대기 헬퍼를 추가해도 될까요?"),
    ("API 버전 관리 규칙을 몰랐다.", "호환이 깨지는 변경은 새 /v2 경로로, 필드 삭제나 이름 변경이 없는 추가 변경은 /v1에 허용된다.", ""),
    ("Kafka 컨슈머 lag이 매시간 튀었다.", "시간 단위 배치 프로듀서가 200만 건을 한 번에 발행했다. 파티션을 6개에서 24개로, 컨슈머 레플리카도 맞춰 늘리니 lag이 1분 이내로 유지됐다.", "배치 프로듀서 쪽에서 속도를 조절할까요?"),
    ("Terraform plan이 데이터베이스를 재생성하려고 했다.", "파라미터 그룹 family 변경은 교체를 강제한다. family를 고정하고 업그레이드는 블루/그린 배포로 진행하기로 함.", "업그레이드 점검 시간은 언제인가요?"),
    ("청구서 PDF의 날짜가 하루씩 밀렸다.", "PDF 렌더러는 UTC로 도는데 청구서는 KST 기준이다. 템플릿에 테넌트 타임존을 넘겨서 해결.", ""),
    ("CI의 Docker 빌드가 느렸다.", "의존성 설치 전에 저장소 전체를 COPY 해서 커밋마다 캐시가 깨졌다. lockfile을 먼저 복사하니 9분에서 2분으로 줄었다.", ""),
    ("온콜 담당자가 알림 발송을 멈추는 방법을 몰랐다.", "관리자 페이지에서 notifications_enabled 플래그를 false로 바꾸면 된다. 발송기는 배치마다 이 값을 확인한다.", "온콜 런북에 넣을까요?"),
    ("재시도 때문에 결제 웹훅 핸들러가 이벤트를 두 번 처리했다.", "핸들러는 멱등해야 한다. 이벤트 ID를 유니크 제약으로 저장하고 중복은 건너뛰도록 수정.", "다른 웹훅 핸들러에도 같은 가드를 넣을까요?"),
    ("스테이징과 운영의 검색 결과가 달랐다.", "스테이징은 한국어 분석기로 nori가 아니라 standard를 쓰고 있었다. 이제 인덱스 템플릿을 환경 간에 공유한다.", "지금 스테이징을 재색인할까요?"),
    ("주간 리포트 메일이 스팸함으로 갔다.", "발송 도메인에 DMARC 레코드가 없었다. 메일 서브도메인에 SPF, DKIM, DMARC를 추가해서 해결.", ""),
    ("10MB 넘는 이미지 업로드가 조용히 실패했다.", "nginx client_max_body_size가 10m였다. 앱 제한은 25MB라서 둘을 맞췄고, 프론트에서 에러를 보여주도록 수정.", ""),
]
PLAIN_EN_C = Cycler(list(range(len(PLAIN_EN))))
PLAIN_KO_C = Cycler(list(range(len(PLAIN_KO))))


def t_clean_plain(lang):
    if lang == "en":
        mc, lesson, ask = PLAIN_EN[PLAIN_EN_C.next()]
    else:
        mc, lesson, ask = PLAIN_KO[PLAIN_KO_C.next()]
    return note("clean: plain engineering note (nothing risky)", mc, lesson, ask, [])


def t_clean_scanner_rules(lang):
    ctx = base_ctx(lang)
    k = rint(0, 2)
    if k == 0:
        text = ("[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\n\n[[rules]]\nid = \"aws-access-key\"\n"
                "regex = '''(AKIA|ASIA)[0-9A-Z]{16}'''\n\n[allowlist]\nregexes = ['''EXAMPLE''', '''pk_live_[0-9a-zA-Z]+''']\npaths = ['''docs/.*''']")
        kind = "gitleaks rules"
    elif k == 1:
        text = ("Token formats we scan for:\n- GitHub classic PAT: ghp_ + 36 alphanumerics; fine-grained: github_pat_ + 82 chars\n"
                "- Slack bot: xoxb-<team>-<bot>-<24 chars>\n- Stripe secret: sk_live_... (publishable pk_live_... is allowed)\n"
                "- OpenAI: sk-proj-...; Anthropic: sk-ant-api03-...\n- AWS: AKIA/ASIA + 16 uppercase/digits")
        kind = "token format cheat sheet"
    else:
        text = ("repos:\n  - repo: https://github.com/gitleaks/gitleaks\n    rev: v8.18.4\n    hooks:\n      - id: gitleaks\n"
                "  - repo: https://github.com/Yelp/detect-secrets\n    rev: v1.5.0\n    hooks:\n      - id: detect-secrets\n        args: ['--baseline', '.secrets.baseline']")
        kind = "pre-commit secret scanning hooks"
    pools = clean_pools(lang,
                        ["I set up secret scanning for the {component} repo after the last incident:", "The team's scanner configuration, which I had to extend:"],
                        ["지난 사고 이후 {component} 저장소에 시크릿 스캐닝을 설정했다:", "확장해야 했던 팀의 스캐너 설정:"],
                        ["Allowlist publishable keys and documented examples explicitly; otherwise people learn to ignore the scanner.",
                         "Run the scanner on the full history once; the pre-commit hook only sees new changes.",
                         "Entropy-only detection is noisy on hashes and UUIDs, so prefer vendor prefixes plus context keywords."],
                        ["publishable 키와 문서 예시는 명시적으로 허용 목록에 넣을 것. 안 그러면 사람들이 스캐너 경고를 무시하게 된다.",
                         "전체 히스토리에 대해 스캐너를 한 번 돌릴 것. pre-commit 훅은 새 변경만 본다.",
                         "엔트로피만 보는 탐지는 해시와 UUID에서 오탐이 많다. 벤더 접두사와 문맥 키워드를 같이 쓰는 편이 낫다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: secret-scanner config / token formats ({kind})", mc, lesson, ask, [])


def t_clean_secret_metadata(lang):
    ctx = base_ctx(lang)
    k = rint(0, 2)
    name = f"{ch(ENV_SLUGS)}/{ch(DBNAMES)}-db"
    if k == 0:
        d = {"ARN": f"arn:aws:secretsmanager:{ch(REGIONS)}:{digits(12)}:secret:{name}-{rs(ALNUM, 6)}", "Name": name,
             "RotationEnabled": True, "RotationLambdaARN": f"arn:aws:lambda:{ch(REGIONS)}:{digits(12)}:function:rotate-{ch(DBNAMES)}",
             "LastRotatedDate": ts_iso(), "VersionIdsToStages": {uuid4(): ["AWSCURRENT"], uuid4(): ["AWSPREVIOUS"]}}
        text = "$ aws secretsmanager describe-secret --secret-id " + name + "\n" + json.dumps(d, indent=2)
        kind = "aws secretsmanager describe-secret"
    elif k == 1:
        text = (f"$ vault kv metadata get secret/{name}\n======= Metadata =======\nKey                Value\n---                -----\n"
                f"cas_required       false\ncreated_time       {ts_iso()}\ncurrent_version    {rint(2, 14)}\nmax_versions       0\nupdated_time       {ts_iso()}")
        kind = "vault kv metadata"
    else:
        text = (f"$ gcloud secrets versions list {ch(DBNAMES)}-password --project {ch(COMPANY)}-{ch(ENV_SLUGS)}\nNAME  STATE     CREATED              DESTROYED\n"
                f"{rint(4, 9)}     enabled   {ts_iso()}  -\n{rint(1, 3)}     disabled  {ts_iso()}  -")
        kind = "gcloud secrets versions list"
    pools = clean_pools(lang,
                        ["I needed to know whether the {env} DB password had been rotated; the metadata shows:", "Checking which secret version the {component} should read:"],
                        ["{env} DB 비밀번호가 교체됐는지 알아야 했다. 메타데이터:", "{component|이/가} 어떤 시크릿 버전을 읽어야 하는지 확인:"],
                        ["Metadata (versions, dates, ARNs) is enough to verify rotation without ever printing the value.",
                         "The app pinned a version id; use the AWSCURRENT stage / 'latest' alias so rotation is picked up."],
                        ["메타데이터(버전, 날짜, ARN)만으로도 값을 출력하지 않고 교체 여부를 확인할 수 있다.",
                         "앱이 특정 버전 ID를 고정하고 있었다. 교체가 반영되도록 AWSCURRENT 스테이지나 'latest' 별칭을 쓸 것."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: secret metadata without values ({kind})", mc, lesson, ask, [])


def t_clean_cert_info(lang):
    ctx = base_ctx(lang)
    serial = ":".join(hexs(2) for _ in range(16))
    fp = ":".join(hexs(2).upper() for _ in range(32))
    ski = ":".join(hexs(2).upper() for _ in range(20))
    text = (f"$ openssl x509 -in {ctx['web']}.crt -noout -serial -fingerprint -sha256 -subject -enddate -ext subjectKeyIdentifier\n"
            f"serial={serial.replace(':', '').upper()}\nsha256 Fingerprint={fp}\nsubject=CN = {ctx['web']}\nnotAfter={ch(['Jan', 'Mar', 'Jun', 'Oct'])} {rint(1, 28)} 12:00:00 2026 GMT\n"
            f"X509v3 Subject Key Identifier:\n    {ski}")
    pools = clean_pools(lang,
                        ["The {env} TLS handshake failed after the certificate renewal; details of the new cert:", "I had to confirm the pinned certificate for the {component}:"],
                        ["인증서 갱신 후 {env} TLS 핸드셰이크가 실패했다. 새 인증서 정보:", "{component}에 고정된 인증서를 확인해야 했다:"],
                        ["The client pinned the old leaf fingerprint; pin the intermediate or the SPKI instead so renewals do not break it.",
                         "Serial numbers and fingerprints are public; they are fine in tickets and notes."],
                        ["클라이언트가 예전 리프 인증서 지문을 고정하고 있었다. 갱신 때 깨지지 않도록 중간 인증서나 SPKI를 고정할 것.",
                         "시리얼 번호와 지문은 공개 정보라 티켓이나 메모에 남겨도 된다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note("clean: certificate serial and fingerprints", mc, lesson, ask, [])


def t_clean_redacted(lang):
    ctx = base_ctx(lang)
    en = lang == "en"
    web = ctx["web"]
    k = rint(0, 3)
    if k == 0:
        text = f"$ curl -H \"Authorization: Bearer <token>\" https://{web}/v1/orders?status=failed"
    elif k == 1:
        text = f"DATABASE_URL=postgres://{ctx['user']}:<password>@{ctx['host']}:5432/{ch(DBNAMES)}"
    elif k == 2:
        text = f"{ts_log()} INFO auth ok user={ctx['user']} token=[REDACTED] scope=read:orders"
    else:
        text = f"$ mysql -h {ctx['host']} -u {ctx['user']} -p {ch(DBNAMES)}\nEnter password: \nmysql> SHOW TABLES;"
    pools = clean_pools(lang,
                        ["How I reproduced the {component} call in {env} (credentials left out):", "The command from the runbook, with the secret removed:"],
                        ["{env}에서 {component} 호출을 재현한 방법(자격 증명 제외):", "런북의 명령어(시크릿은 제거됨):"],
                        ["Keep notes at this level: the shape of the call is useful, the credential is not.",
                         "Prompting for the password (-p with no value) keeps it out of history and out of these notes."],
                        ["메모는 이 수준으로 남길 것. 호출 형태는 유용하지만 자격 증명은 필요 없다.",
                         "값 없이 -p로 비밀번호를 입력받으면 히스토리와 메모에 남지 않는다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note("clean: command with credential already removed", mc, lesson, ask, [])


def t_clean_oauth_flow(lang):
    ctx = base_ctx(lang)
    verifier_challenge = b64u(hashlib.sha256(rbytes(32)).digest())
    prov = rint(0, 3)
    cid = [f"{digits(12)}-{rs(LOWNUM, 32)}.apps.googleusercontent.com", f"Iv1.{hexs(16)}", hexs(32), uuid4()][prov]
    auth_url = ["accounts.google.com/o/oauth2/v2/auth", "github.com/login/oauth/authorize", "kauth.kakao.com/oauth/authorize",
                "login.microsoftonline.com/common/oauth2/v2.0/authorize"][prov]
    text = (f"https://{auth_url}"
            f"?response_type=code&client_id={pct(cid)}&redirect_uri={pct('https://' + ctx['web'] + '/auth/callback')}"
            f"&scope=openid%20email&code_challenge={verifier_challenge}&code_challenge_method=S256")
    if chance(0.5):
        claims = {"iss": f"https://{ctx['web']}", "sub": uuid4(), "aud": cid, "exp": rint(1700000000, 1790000000), "scope": "read:orders"}
        text += "\n\ndecoded id_token claims (payload only):\n" + json.dumps(claims, indent=2)
    pools = clean_pools(lang,
                        ["The login redirect of the {component} failed with redirect_uri_mismatch; the authorize request was:", "I traced the {env} login flow:"],
                        ["{component} 로그인 리다이렉트가 redirect_uri_mismatch로 실패했다. authorize 요청:", "{env} 로그인 흐름을 추적했다:"],
                        ["The redirect URI must match the registered one exactly, including the trailing slash.",
                         "client_id and the PKCE challenge are public by design; the verifier and the client secret never leave the server/app."],
                        ["redirect URI는 등록된 값과 끝의 슬래시까지 정확히 일치해야 한다.",
                         "client_id와 PKCE challenge는 원래 공개되는 값이다. verifier와 client secret은 서버/앱 밖으로 나가지 않는다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note("clean: OAuth authorize URL (client_id, PKCE challenge) and decoded claims", mc, lesson, ask, [])


def t_clean_hexdump(lang):
    ctx = base_ctx(lang)
    k = rint(0, 1)
    if k == 0:
        rows = []
        for i in range(rint(3, 5)):
            b = rbytes(16)
            rows.append(f"{i * 16:08x}: " + " ".join(b[j:j + 2].hex() for j in range(0, 16, 2)) + "  " + "".join(chr(c) if 32 <= c < 127 else "." for c in b))
        text = "$ xxd -l 64 corrupted.parquet\n" + "\n".join(rows)
        kind = "xxd dump of a corrupted file"
    else:
        text = "\n".join(f"#{i} 0x{hexs(12)} in {ch(['av_read_frame', 'inflate', 'memcpy', 'png_read_row', 'PyEval_EvalFrameDefault'])} ({ch(['libavformat.so.60', 'libz.so.1', 'libc.so.6', 'libpython3.11.so'])}+0x{hexs(5)})" for i in range(rint(3, 5)))
        kind = "native backtrace addresses"
    pools = clean_pools(lang,
                        ["The {component} crashed on one input file; what I looked at:", "Native crash in the {env} {component}:"],
                        ["{component|이/가} 특정 입력 파일에서 죽었다. 살펴본 내용:", "{env} {component}의 네이티브 크래시:"],
                        ["The file was truncated by the uploader (no footer magic), not corrupted by our code.",
                         "Symbolize with the exact build id; addresses from another build are meaningless."],
                        ["파일은 우리 코드가 아니라 업로더가 잘라서 깨진 것(footer magic 없음).",
                         "정확히 같은 build id로 심볼화할 것. 다른 빌드의 주소는 의미가 없다."])
    mc, lesson, ask, mode = layout(lang, ctx, fence(text), pools=pools)
    return note(f"clean: {kind}", mc, lesson, ask, [])


TOKEN_TALK_EN = [("I did not understand why users were logged out every hour.",
                  "Access tokens live for 60 minutes and the refresh token is rotated on each use; the mobile app stored only the first refresh token, so the second refresh returned invalid_grant.",
                  "Should refresh-token rotation be relaxed for the mobile client?"),
                 ("The API key rotation runbook did not say what happens to in-flight requests.",
                  "Both the old and the new key are accepted for 24 hours after rotation; revoke the old key explicitly once the deploy is finished.", ""),
                 ("I was unsure whether the webhook signature check was correct.",
                  "The HMAC must be computed over the raw request body, before JSON parsing; frameworks that re-serialize the body change whitespace and break the signature.",
                  "Should we log signature failures with the event id?"),
                 ("Session cookies were not sent on cross-site requests from the partner iframe.",
                  "Cookies need SameSite=None; Secure for that flow; the default Lax blocks them in iframes.", "")]
TOKEN_TALK_KO = [("사용자가 한 시간마다 로그아웃되는 이유를 몰랐다.",
                  "액세스 토큰 수명은 60분이고 리프레시 토큰은 사용할 때마다 교체된다. 모바일 앱이 첫 리프레시 토큰만 저장해서 두 번째 갱신에서 invalid_grant가 났다.",
                  "모바일 클라이언트는 리프레시 토큰 교체 정책을 완화할까요?"),
                 ("API 키 교체 런북에 처리 중인 요청이 어떻게 되는지 없었다.",
                  "교체 후 24시간 동안은 이전 키와 새 키가 모두 허용된다. 배포가 끝나면 이전 키를 명시적으로 폐기할 것.", ""),
                 ("웹훅 서명 검증이 맞는지 확신이 없었다.",
                  "HMAC은 JSON 파싱 전의 원본 요청 본문으로 계산해야 한다. 본문을 다시 직렬화하는 프레임워크는 공백이 바뀌어 서명이 깨진다.",
                  "서명 실패를 이벤트 ID와 함께 로그로 남길까요?"),
                 ("파트너 iframe의 크로스 사이트 요청에 세션 쿠키가 전송되지 않았다.",
                  "그 흐름에는 SameSite=None; Secure가 필요하다. 기본값 Lax는 iframe에서 쿠키를 막는다.", "")]


# ----------------------------------------------------------------------------------------------
# 9. validation, schedule, output
# ----------------------------------------------------------------------------------------------
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
MARKERS = ["\x00", "[REDACTED]"]


def window_violation(fields, secrets):
    """FORMAT.txt rule: no 8-char window of any secret occurs outside the occurrences of the secrets"""
    order = sorted(secrets, key=len, reverse=True)
    for marker in MARKERS:
        for f in fields:
            masked = f
            for sec in order:
                masked = masked.replace(sec, marker)
            for sec in secrets:
                for i in range(len(sec) - 7):
                    w = sec[i:i + 8]
                    if w in masked:
                        return f"window {w!r} of a secret survives outside its occurrences"
    return None


# high-confidence credential shapes that must never appear in a CLEAN note (placeholders with few
# distinct characters, like ghp_XXXX..., are allowed on purpose)
CLEAN_FORBIDDEN = [
    (re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"), 0), (re.compile(r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"), 8),
    (re.compile(r"ghp_[A-Za-z0-9]{36}"), 8), (re.compile(r"github_pat_[A-Za-z0-9_]{60,}"), 8), (re.compile(r"(?:AKIA|ASIA)[0-9A-Z]{16}"), 8),
    (re.compile(r"[sr]k_live_[A-Za-z0-9]{20,}"), 8), (re.compile(r"xox[bpa]-\d{6,}-"), 0), (re.compile(r"glpat-[A-Za-z0-9_-]{20}"), 8),
    (re.compile(r"sk-ant-api03-[A-Za-z0-9_-]{20,}"), 8), (re.compile(r"sk-proj-[A-Za-z0-9_-]{20,}"), 8), (re.compile(r"hooks\.slack\.com/services/T"), 0),
    (re.compile(r"npm_[A-Za-z0-9]{36}"), 8), (re.compile(r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"), 8), (re.compile(r"hf_[A-Za-z]{34}"), 8),
    (re.compile(r"(?i)password\s*[=:]\s*[\"']?(?!AgB|ENC\[)[A-Za-z0-9!@#$%^&*]{8,}"), 6), (re.compile(r"X-Amz-Signature=[0-9a-f]{64}"), 0),
    (re.compile(r"dop_v1_[0-9a-f]{64}"), 8), (re.compile(r"shpat_[0-9a-f]{32}"), 8), (re.compile(r"LTAI[A-Za-z0-9]{12,}"), 8),
]


def _distinct(s):
    return len(dedupe(list(s)))


def validate(n, kind):
    f = [n["mc"], n["lesson"], n["ask"]]
    for name, val in zip(LIMITS, f):
        if len(val.encode("utf-8")) > LIMITS[name]:
            return f"{name} too long"
    if not n["mc"].strip() or not n["lesson"].strip():
        return "empty field"
    if kind == "secret":
        if not n["secrets"]:
            return "secret note without secrets"
        for sec in n["secrets"]:
            if len(sec) < 8:
                return "secret shorter than 8"
            if not any(sec in x for x in f):
                return "secret not verbatim in fields"
        return window_violation(f, n["secrets"])
    if n["secrets"]:
        return "clean note with secrets"
    text = "\n".join(f)
    for rx, min_distinct in CLEAN_FORBIDDEN:
        for m in rx.finditer(text):
            if min_distinct == 0 or _distinct(m.group(0)) >= min_distinct + 6:
                return f"clean note contains a credential shape: {m.group(0)[:30]}"
    return None


SECRET_TEMPLATES = [  # (function, weight en, weight ko)
    (t_vendor_config, 70, 70), (t_vendor_usage, 34, 30), (t_vendor_log_leak, 16, 16), (t_vendor_diff, 8, 8),
    (t_vendor_inline, 12, 12), (t_vendor_ask_only, 8, 8), (t_long_token, 14, 10), (t_multi_vendor_env, 10, 10),
    (t_split_vendor, 8, 8), (t_pw_command, 30, 30), (t_conn_string, 22, 20), (t_pw_config_file, 14, 12),
    (t_pw_prose, 10, 10), (t_pw_chat, 8, 10), (t_pw_table, 5, 5), (t_k8s_b64, 5, 5), (t_basic_auth, 8, 8),
    (t_form_post, 5, 5), (t_sql_password, 5, 5), (t_code_password, 8, 8), (t_private_key, 16, 14),
    (t_key_passphrase, 4, 4), (t_totp, 7, 7), (t_recovery_codes, 6, 6), (t_pin, 7, 7), (t_wifi, 7, 7),
    (t_webhook, 12, 12), (t_cookie, 7, 7), (t_signed_url, 8, 8), (t_app_secret, 10, 10), (t_app_password, 5, 5),
    (t_datago, 1, 4), (t_split_password, 6, 6), (t_hangul_password, 1, 6),
]
CLEAN_TEMPLATES = [
    (t_clean_placeholder, 40, 40), (t_clean_reference, 34, 34), (t_clean_masked, 30, 30), (t_clean_hashes, 22, 22),
    (t_clean_ids, 26, 26), (t_clean_public_key, 20, 20), (t_clean_base64, 14, 14), (t_clean_long_ids, 10, 10),
    (t_clean_versions, 8, 8), (t_clean_talk, 20, 20), (t_clean_encrypted, 20, 20), (t_clean_publishable, 30, 30),
    (t_clean_plain, 50, 50), (t_clean_scanner_rules, 8, 8), (t_clean_secret_metadata, 10, 10), (t_clean_cert_info, 6, 6),
    (t_clean_redacted, 10, 10), (t_clean_oauth_flow, 6, 6), (t_clean_hexdump, 5, 5),
]


def allocate(templates, col, n):
    """largest-remainder allocation of n notes over template weights (deterministic, no PRNG)"""
    tot = sum(t[col] for t in templates)
    raw = [(t[0], t[col] * n / tot) for t in templates]
    counts = [[fn, int(x)] for fn, x in raw]
    rem = n - sum(c for _, c in counts)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][1] - int(raw[i][1])), i))
    for i in order[:rem]:
        counts[i][1] += 1
    out = []
    for fn, c in counts:
        out += [fn] * c
    return out


def build():
    schedule = []
    for kind, temps in (("secret", SECRET_TEMPLATES), ("clean", CLEAN_TEMPLATES)):
        for lang, col, n in (("en", 1, N_EN_PER_KIND), ("ko", 2, N_KO_PER_KIND)):
            schedule += [(kind, lang, fn) for fn in allocate(temps, col, n)]
    R.shuffle(schedule)
    notes, stats = [], {"rejected": {}, "vendors": {"secret": [], "clean": []}, "templates": {"secret": [], "clean": []}}
    seen = []
    for kind, lang, fn in schedule:
        for attempt in range(500):
            del _ATTEMPT_VENDORS[:]
            try:
                n = fn(lang)
            except RuntimeError:
                n = None
            if n is None:
                why = "template returned None"
            else:
                why = validate(n, kind)
                key = (n["mc"], n["lesson"], n["ask"])
                if why is None and key in seen:
                    why = "duplicate note"
            if why is None:
                seen.append(key)
                break
            stats["rejected"][why.split(":")[0]] = stats["rejected"].get(why.split(":")[0], 0) + 1
        else:
            raise SystemExit(f"could not generate a valid note for {fn.__name__}/{lang}")
        for v in _ATTEMPT_VENDORS:
            stats["vendors"][kind].append(v.name)
            if kind == "secret" and v.name not in USED_SECRET_VENDORS:
                USED_SECRET_VENDORS.append(v.name)
        stats["templates"][kind].append(fn.__name__)
        notes.append({"lang": lang, "kind": kind, "category": n["category"],
                      "fields": {"missing_context": n["mc"], "lesson": n["lesson"], "ask_next_time": n["ask"]},
                      "secrets": n["secrets"]})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {"id": f"{ID_PREFIX}{i:03d}"}
        rec.update(n)
        out.append(rec)
    return out, stats


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    records, stats = build()
    # final assertions on the whole set
    assert len(records) == 2 * N_PER_KIND
    for kind in ("secret", "clean"):
        assert sum(1 for r in records if r["kind"] == kind) == N_PER_KIND
        assert sum(1 for r in records if r["kind"] == kind and r["lang"] == "en") == N_EN_PER_KIND
    for r in records:
        assert list(r) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"]) == ["missing_context", "lesson", "ask_next_time"]
        flds = list(r["fields"].values())
        if r["kind"] == "secret":
            assert all(len(s) >= 8 and any(s in x for x in flds) for s in r["secrets"]), r["id"]
            assert window_violation(flds, r["secrets"]) is None, r["id"]
        else:
            assert r["secrets"] == []
    path = os.path.join(here, OUT_NAME)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    data = open(path, "rb").read()
    print(f"wrote {path}: {len(records)} notes, sha256 {hashlib.sha256(data).hexdigest()}")
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            print(f"  {kind:6s} {lang}: {sum(1 for r in records if r['kind'] == kind and r['lang'] == lang)}")
    pub = sum(1 for r in records if r["category"].endswith(" [publishable]"))
    print(f"  [publishable] clean notes: {pub}")
    print(f"  secret values listed: {sum(len(r['secrets']) for r in records)}; multi-secret notes: "
          f"{sum(1 for r in records if len(r['secrets']) > 1)}")
    print(f"  distinct vendor entries in catalogue: {len(VENDORS)} ({len(VENDOR_COMPANIES)} vendor names)")
    print(f"  distinct vendor names used in secret notes: {len(dedupe(stats['vendors']['secret']))}; "
          f"in clean notes: {len(dedupe(stats['vendors']['clean']))}")
    print(f"  templates: {len(SECRET_TEMPLATES)} secret + {len(CLEAN_TEMPLATES)} clean; containers: {len(CONFIG_RENDERERS)} config renderers")
    print(f"  distinct categories: {len(dedupe([r['category'] for r in records]))}")
    print(f"  regenerated candidates: {sum(stats['rejected'].values())} {stats['rejected']}")


if __name__ == "__main__":
    main()
