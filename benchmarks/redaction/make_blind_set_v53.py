#!/usr/bin/env python3
"""Blind evaluation set v53 for a credential-redaction filter.

One PRNG (random.Random(53_2026_1126)) drives every choice.  Python 3 stdlib only.
Output: blind_set_v53.jsonl next to this script (one JSON object per line).
Run twice (also with another PYTHONHASHSEED) -> byte-identical output.
"""
import base64
import hashlib
import json
import os
import random
import sys

R = random.Random(53_2026_1126)

N_SECRET = 350
N_CLEAN = 350
KO_SHARE = 0.40

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
URLB64 = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(n, alphabet=AN):
    """n random characters from alphabet."""
    return "".join(R.choice(alphabet) for _ in range(n))


def rhex(n):
    return rs(n, HEX)


def rdig(n, first_nonzero=True):
    s = rs(n, DG)
    if first_nonzero and s[0] == "0":
        s = R.choice("123456789") + s[1:]
    return s


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(n_bytes):
    return base64.b64encode(rbytes(n_bytes)).decode()


def b64url(n_bytes, pad=False):
    s = base64.urlsafe_b64encode(rbytes(n_bytes)).decode()
    return s if pad else s.rstrip("=")


def b64s(text):
    return base64.b64encode(text.encode()).decode()


def b64us(text):
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def sha1_hex():
    return hashlib.sha1(rbytes(20)).hexdigest()


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def L(lang, en, ko):
    """Pick the text for a language; en/ko may be str or list of str."""
    v = en if lang == "en" else ko
    if isinstance(v, (list, tuple)):
        return pick(v)
    return v


def jwt(payload, alg="HS256", sig_bytes=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64us(json.dumps(hdr, separators=(",", ":")))
    p = b64us(json.dumps(payload, separators=(",", ":")))
    return "%s.%s.%s" % (h, p, b64url(sig_bytes))


def rts():
    """A plausible unix timestamp (2024-2026)."""
    return R.randrange(1704067200, 1790000000)


def rdate():
    return "20%02d-%02d-%02d" % (R.choice([24, 25, 26]), R.randrange(1, 13), R.randrange(1, 29))


def rtime():
    return "%02d:%02d:%02d" % (R.randrange(24), R.randrange(60), R.randrange(60))


def rip():
    return "10.%d.%d.%d" % (R.randrange(256), R.randrange(256), R.randrange(1, 255))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(n_bytes, width=64):
    """Base64 body lines of a random DER-like blob (each line is a listed secret)."""
    body = base64.b64encode(rbytes(n_bytes)).decode()
    lines = wrap(body, width)
    # last line must be >= 8 chars to be listable
    while len(lines[-1]) < 8:
        body = base64.b64encode(rbytes(n_bytes + 3)).decode()
        lines = wrap(body, width)
    return lines


# ------------------------------------------------ Korean dubeolsik keyboard
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2qwerty(word):
    out = []
    for ch in word:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_PW_WORDS = ["비밀번호", "사랑해", "안녕하세요", "대한민국", "고양이", "강아지", "우리집", "하늘나라",
               "바다여행", "행복하자", "김치찌개", "떡볶이", "봄날", "별빛", "우리가족", "제주도",
               "부산갈매기", "초코우유", "토끼", "해바라기"]

EN_PW_WORDS = ["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Tiger", "Falcon", "Rocket", "Pepper",
               "Maple", "Orange", "Coffee", "Galaxy", "Hunter", "Shadow", "Panda", "Spring", "Autumn",
               "Marina", "Phoenix", "Jordan", "Buster", "Soccer", "Yankees"]

PASS_WORDS = ["orbit", "maple", "tundra", "lantern", "copper", "velvet", "harbor", "quartz", "meadow",
              "saddle", "pixel", "ember", "walrus", "glacier", "pepper", "violet", "anchor", "cobalt",
              "thistle", "rocket", "juniper", "marble", "falcon", "canyon", "biscuit", "nimbus"]


def human_password():
    while True:
        pw = _human_password()
        if len(pw) >= 9:
            return pw


def _human_password():
    style = R.randrange(7)
    if style == 0:
        return pick(EN_PW_WORDS) + str(R.choice([1987, 1990, 1995, 2019, 2023, 2024, 2025])) + pick("!@#$")
    if style == 1:
        return pick(EN_PW_WORDS).lower() + pick(["_", ".", ""]) + rdig(4) + pick(["!", "!!", "#", ""])
    if style == 2:
        w = pick(EN_PW_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet + pick("!#$%&*") + rdig(2)
    if style == 3:
        return pick(["Minji", "Jisoo", "Hyunwoo", "Seojun", "Yuna", "Daniel", "Sarah", "Kevin"]) + \
            "%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29)) + pick(["!", "@", "^^", "*"])
    if style == 4:
        return ko2qwerty(pick(KO_PW_WORDS)) + rdig(pick([2, 4, 6])) + pick(["!", "@", "", "#"])
    if style == 5:
        return rs(R.randrange(14, 22), AN + "!@#%^&*-_=+")
    return pick(EN_PW_WORDS) + pick(["-", "_", "."]) + pick(EN_PW_WORDS).lower() + rdig(2)


def ko_password():
    while True:
        pw = ko2qwerty(pick(KO_PW_WORDS)) + pick(["", "!", "@"]) + rdig(pick([2, 3, 4, 6])) + \
            pick(["", "!", "^^", "#"])
        if len(pw) >= 9:
            return pw


def passphrase(sep=None):
    sep = sep if sep is not None else pick([" ", "-", ".", "_"])
    n = R.choice([4, 5, 6])
    words = []
    while len(words) < n:
        w = pick(PASS_WORDS)
        if w not in words:
            words.append(w)
    return sep.join(words)


def random_pw(n=None):
    n = n or R.randrange(16, 33)
    return rs(n, AN + "!#%^*-_=+")


# =====================================================================================
# Vendor credential specs.  make() returns a list of (label, value, is_secret).
# Non-secret items (regions, account ids, client ids, user names) are never listed.
# =====================================================================================
VENDORS = []


def S(label, value):
    return (label, value, True)


def P(label, value):
    return (label, value, False)


BRAND = {"AWS STS": "AWS", "GitHub fine-grained PAT": "GitHub", "GitHub App": "GitHub", "GitLab Runner": "GitLab",
         "GitLab trigger token": "GitLab", "Slack user token": "Slack", "Slack Socket Mode": "Slack",
         "Stripe restricted key": "Stripe", "OpenAI admin": "OpenAI", "Anthropic admin": "Anthropic",
         "Google OAuth": "Google", "Google OAuth refresh token": "Google", "Cloudflare Global Key": "Cloudflare",
         "Supabase Management": "Supabase", "Pinecone Assistant": "Pinecone", "Alibaba DashScope": "DashScope",
         "Coupang Open API": "Coupang", "Naver Developers": "Naver", "Google Cloud": "Google Maps Platform",
         "Azure Storage": "Azure", "Azure AD": "Microsoft Entra", "Azure Cosmos DB": "Cosmos DB",
         "Cloudflare Tunnel": "Cloudflare", "DigitalOcean Spaces": "DigitalOcean"}


def vendor(name, ctx_en, ctx_ko, make, hdr=None, url=None):
    """hdr: (header line template with {v}, index of item) used by the curl placement."""
    VENDORS.append({"name": BRAND.get(name, name), "spec": name, "ctx_en": ctx_en, "ctx_ko": ctx_ko, "make": make, "hdr": hdr,
                    "url": url})


def aws_key_id(prefix="AKIA"):
    return prefix + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def aws_secret():
    return rs(40, AN + "+/")


def aws_session_token(n=None):
    n = n or R.randrange(300, 560)
    return "IQoJb3JpZ2luX2VjE" + rs(1, "BCDEFGHIJKLMNOP") + rs(n, AN + "+/") + pick(["", "=", "=="])


def openai_key():
    if chance(0.75):
        return "sk-proj-" + rs(74, URLB64) + "T3BlbkFJ" + rs(74, URLB64)
    return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)


# ---- global cloud / dev platforms
vendor("AWS", "pushing build artifacts to S3", "S3에 빌드 산출물 업로드하는",
       lambda: [S("AWS_ACCESS_KEY_ID", aws_key_id()), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                P("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1"]))])
vendor("AWS STS", "assuming the deploy role from a laptop", "로컬에서 deploy role assume 하는",
       lambda: [S("AWS_ACCESS_KEY_ID", aws_key_id("ASIA")), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                S("AWS_SESSION_TOKEN", aws_session_token(R.randrange(220, 330)))])
vendor("GitHub", "calling the GitHub API from the release script", "release 스크립트에서 GitHub API 호출하는",
       lambda: [S("GITHUB_TOKEN", pick(["ghp_", "gho_", "ghu_"]) + rs(36))],
       hdr=("Authorization: token {v}", 0), url="https://api.github.com/repos/acme/infra/releases")
vendor("GitHub fine-grained PAT", "cloning private submodules in CI", "CI에서 private submodule clone 하는",
       lambda: [S("GH_PAT", "github_pat_11" + rs(20, ANU) + "_" + rs(59))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.github.com/user")
vendor("GitHub App", "debugging the GitHub App installation token", "GitHub App installation token 디버깅하는",
       lambda: [P("GITHUB_APP_ID", rdig(6)), S("INSTALLATION_TOKEN", "ghs_" + rs(36))],
       hdr=("Authorization: Bearer {v}", 1), url="https://api.github.com/installation/repositories")
vendor("GitLab", "triggering GitLab pipelines from a script", "스크립트로 GitLab pipeline 트리거하는",
       lambda: [S("GITLAB_TOKEN", "glpat-" + rs(20, URLB64))],
       hdr=("PRIVATE-TOKEN: {v}", 0), url="https://gitlab.com/api/v4/projects/4821/pipelines")
vendor("GitLab Runner", "registering a new GitLab runner", "새 GitLab runner 등록하는",
       lambda: [P("CI_SERVER_URL", "https://gitlab.example.com"), S("RUNNER_TOKEN", pick(["glrt-", "GR1348941"]) + rs(20, URLB64))])
vendor("GitLab trigger token", "kicking downstream pipelines", "downstream pipeline 트리거하는",
       lambda: [S("TRIGGER_TOKEN", "glptt-" + rhex(40))])
vendor("Bitbucket", "mirroring repos to Bitbucket", "Bitbucket으로 repo 미러링하는",
       lambda: [P("BITBUCKET_USER", pick(["deploy-bot", "jenkins-ci"])), S("BITBUCKET_APP_PASSWORD", "ATBB" + rs(28) + rhex(8).upper())])
vendor("Slack", "posting deploy notifications to Slack", "Slack에 배포 알림 보내는",
       lambda: [S("SLACK_BOT_TOKEN", "xoxb-" + rdig(11) + "-" + rdig(13) + "-" + rs(24)),
                S("SLACK_SIGNING_SECRET", rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://slack.com/api/chat.postMessage")
vendor("Slack user token", "exporting a Slack channel history", "Slack 채널 히스토리 export 하는",
       lambda: [S("SLACK_USER_TOKEN", "xoxp-" + rdig(11) + "-" + rdig(12) + "-" + rdig(13) + "-" + rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://slack.com/api/conversations.history")
vendor("Slack Socket Mode", "running the Slack bot in socket mode", "Slack bot을 socket mode로 띄우는",
       lambda: [S("SLACK_APP_TOKEN", "xapp-1-A0" + rs(9, ANU) + "-" + rdig(13) + "-" + rhex(64))])
vendor("Stripe", "wiring up Stripe checkout for billing", "billing에 Stripe checkout 붙이는",
       lambda: [S("STRIPE_SECRET_KEY", "sk_live_" + rs(1, "ABCDEFGHJ") + rs(R.choice([23, 98]))),
                S("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.stripe.com/v1/payment_intents")
vendor("Stripe restricted key", "reading Stripe payouts for the finance dashboard", "재무 대시보드용 Stripe payout 조회하는",
       lambda: [S("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(1, "ABCDEFGHJ") + rs(98))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.stripe.com/v1/payouts")
vendor("OpenAI", "calling the OpenAI API for the summarizer", "요약 기능에서 OpenAI API 호출하는",
       lambda: [S("OPENAI_API_KEY", openai_key())],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.openai.com/v1/chat/completions")
vendor("OpenAI admin", "pulling OpenAI usage for cost reports", "비용 리포트용 OpenAI usage 조회하는",
       lambda: [S("OPENAI_ADMIN_KEY", pick(["sk-admin-", "sk-svcacct-"]) + rs(58, URLB64) + "T3BlbkFJ" + rs(58, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.openai.com/v1/organization/usage/completions")
vendor("Anthropic", "running the eval harness against Claude", "Claude로 eval harness 돌리는",
       lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(93, URLB64) + "AA")],
       hdr=("x-api-key: {v}", 0), url="https://api.anthropic.com/v1/messages")
vendor("Anthropic admin", "automating Anthropic workspace setup", "Anthropic workspace 설정 자동화하는",
       lambda: [S("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(93, URLB64) + "AA")],
       hdr=("x-api-key: {v}", 0), url="https://api.anthropic.com/v1/organizations/api_keys")
vendor("Google Cloud", "calling the Geocoding API from the backend", "백엔드에서 Geocoding API 호출하는",
       lambda: [S("GOOGLE_API_KEY", "AIza" + rs(35, URLB64))])
vendor("Gemini", "switching the chatbot to Gemini", "챗봇을 Gemini로 바꾸는",
       lambda: [S("GEMINI_API_KEY", "AIza" + rs(35, URLB64))],
       hdr=("x-goog-api-key: {v}", 0), url="https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent")
vendor("Google OAuth", "setting up Google sign-in", "Google 로그인 붙이는",
       lambda: [P("GOOGLE_CLIENT_ID", rdig(12) + "-" + rs(32, ANL) + ".apps.googleusercontent.com"),
                S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(28, URLB64))])
vendor("Google OAuth refresh token", "reusing a Google Drive refresh token", "Google Drive refresh token 재사용하는",
       lambda: [S("GDRIVE_REFRESH_TOKEN", "1//0" + rs(1, "abceg") + rs(100, URLB64))])
vendor("Azure Storage", "uploading exports to Azure Blob Storage", "Azure Blob Storage에 export 올리는",
       lambda: [P("AZURE_STORAGE_ACCOUNT", pick(["acmeexports", "stprodlogs01", "dataprodkr"])),
                S("AZURE_STORAGE_KEY", b64(64))])
vendor("Azure AD", "authenticating the daemon app against Entra ID", "daemon 앱을 Entra ID로 인증하는",
       lambda: [P("AZURE_TENANT_ID", ruuid()), P("AZURE_CLIENT_ID", ruuid()),
                S("AZURE_CLIENT_SECRET", rs(3) + rs(1, DG) + "Q~" + rs(34, AN + "_.~-"))])
vendor("Azure DevOps", "pushing to an Azure Repos remote", "Azure Repos remote로 push 하는",
       lambda: [S("AZURE_DEVOPS_PAT", rs(52, "abcdefghijklmnopqrstuvwxyz234567") if chance(0.5) else rs(76, AN) + "AZDO" + rs(4, AN))])
vendor("Azure OpenAI", "pointing the SDK at our Azure OpenAI deployment", "SDK를 Azure OpenAI 배포로 바꾸는",
       lambda: [P("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["acme-oai-krc", "prod-gpt-eastus"])),
                S("AZURE_OPENAI_API_KEY", rhex(32))],
       hdr=("api-key: {v}", 1), url="https://acme-oai-krc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
vendor("Azure Cosmos DB", "seeding the Cosmos DB emulator replacement", "Cosmos DB 시드 데이터 넣는",
       lambda: [P("COSMOS_ENDPOINT", "https://acme-cosmos.documents.azure.com:443/"), S("COSMOS_KEY", b64(64))])
vendor("Twilio", "sending OTP SMS through Twilio", "Twilio로 OTP 문자 보내는",
       lambda: [P("TWILIO_ACCOUNT_SID", "AC" + rhex(32)), S("TWILIO_AUTH_TOKEN", rhex(32))])
vendor("SendGrid", "sending password-reset mail", "비밀번호 재설정 메일 보내는",
       lambda: [S("SENDGRID_API_KEY", "SG." + rs(22, URLB64) + "." + rs(43, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.sendgrid.com/v3/mail/send")
vendor("Mailgun", "debugging bounced Mailgun messages", "Mailgun 반송 메일 디버깅하는",
       lambda: [S("MAILGUN_API_KEY", pick(["key-" + rhex(32), rhex(32) + "-" + rhex(8) + "-" + rhex(8)])),
                P("MAILGUN_DOMAIN", "mg.example.com")])
vendor("Mailchimp", "syncing the newsletter audience", "뉴스레터 audience 동기화하는",
       lambda: [S("MAILCHIMP_API_KEY", rhex(32) + "-us" + str(R.randrange(2, 22)))])
vendor("Postmark", "moving transactional mail to Postmark", "트랜잭션 메일을 Postmark로 옮기는",
       lambda: [S("POSTMARK_SERVER_TOKEN", ruuid())],
       hdr=("X-Postmark-Server-Token: {v}", 0), url="https://api.postmarkapp.com/email")
vendor("Resend", "sending magic-link emails with Resend", "Resend로 매직링크 메일 보내는",
       lambda: [S("RESEND_API_KEY", "re_" + rs(8) + "_" + rs(24))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.resend.com/emails")
vendor("Brevo", "migrating campaigns from Sendinblue to Brevo", "Sendinblue에서 Brevo로 캠페인 옮기는",
       lambda: [S("BREVO_API_KEY", "xkeysib-" + rhex(64) + "-" + rs(16))],
       hdr=("api-key: {v}", 0), url="https://api.brevo.com/v3/smtp/email")
vendor("Heroku", "scaling Heroku dynos from a cron job", "cron에서 Heroku dyno 스케일링하는",
       lambda: [S("HEROKU_API_KEY", ruuid() if chance(0.5) else "HRKU-AA" + rs(58, URLB64))])
vendor("npm", "publishing the SDK to npm", "SDK를 npm에 publish 하는",
       lambda: [S("NPM_TOKEN", "npm_" + rs(36))])
vendor("PyPI", "uploading the wheel to PyPI", "wheel을 PyPI에 업로드하는",
       lambda: [S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJ" + rs(R.randrange(120, 170), URLB64))])
vendor("NuGet", "pushing the .nupkg to nuget.org", "nuget.org에 .nupkg push 하는",
       lambda: [S("NUGET_API_KEY", "oy2" + rs(43, ANL))])
vendor("RubyGems", "releasing the gem", "gem 릴리스하는",
       lambda: [S("GEM_HOST_API_KEY", "rubygems_" + rhex(48))])
vendor("Docker Hub", "pushing images to Docker Hub", "Docker Hub에 이미지 push 하는",
       lambda: [P("DOCKERHUB_USERNAME", pick(["acmebuild", "kr-devops"])), S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(27, URLB64))])
vendor("crates.io", "publishing the crate", "crate publish 하는",
       lambda: [S("CARGO_REGISTRY_TOKEN", "cio" + rs(32))])
vendor("Packagist", "updating the Packagist hook", "Packagist hook 갱신하는",
       lambda: [P("PACKAGIST_USERNAME", "acme"), S("PACKAGIST_API_TOKEN", rs(20, ANL))])
vendor("JFrog Artifactory", "resolving Maven deps from Artifactory", "Artifactory에서 Maven 의존성 받는",
       lambda: [P("ARTIFACTORY_USER", "ci-reader"),
                S("ARTIFACTORY_API_KEY", pick(["AKCp8" + rs(68), "cmVmdGtuOjAxOj" + rs(50)]))],
       hdr=("X-JFrog-Art-Api: {v}", 1), url="https://acme.jfrog.io/artifactory/api/repositories")
vendor("Databricks", "running notebooks through the Jobs API", "Jobs API로 노트북 돌리는",
       lambda: [P("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (rdig(16), R.randrange(1, 20))),
                S("DATABRICKS_TOKEN", "dapi" + rhex(32) + pick(["", "-2", "-3"]))],
       hdr=("Authorization: Bearer {v}", 1), url="https://adb-1234.5.azuredatabricks.net/api/2.1/jobs/run-now")
vendor("Hugging Face", "downloading gated model weights", "gated 모델 weight 받는",
       lambda: [S("HF_TOKEN", "hf_" + rs(34, UP + LO))],
       hdr=("Authorization: Bearer {v}", 0), url="https://huggingface.co/api/whoami-v2")
vendor("Replicate", "running image models on Replicate", "Replicate에서 이미지 모델 돌리는",
       lambda: [S("REPLICATE_API_TOKEN", "r8_" + rs(37))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.replicate.com/v1/predictions")
vendor("Groq", "benchmarking Llama on Groq", "Groq에서 Llama 벤치마크하는",
       lambda: [S("GROQ_API_KEY", "gsk_" + rs(52))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.groq.com/openai/v1/chat/completions")
vendor("Perplexity", "adding web search answers via Perplexity", "Perplexity로 웹검색 답변 붙이는",
       lambda: [S("PPLX_API_KEY", "pplx-" + rs(48))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.perplexity.ai/chat/completions")
vendor("xAI", "trying Grok for code review comments", "코드리뷰 코멘트에 Grok 써보는",
       lambda: [S("XAI_API_KEY", "xai-" + rs(80))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.x.ai/v1/chat/completions")
vendor("OpenRouter", "routing requests through OpenRouter", "OpenRouter로 요청 라우팅하는",
       lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + rhex(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://openrouter.ai/api/v1/chat/completions")
vendor("Mistral", "comparing Mistral models for extraction", "추출 작업에 Mistral 모델 비교하는",
       lambda: [S("MISTRAL_API_KEY", rs(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.mistral.ai/v1/chat/completions")
vendor("Cohere", "reranking search results with Cohere", "Cohere로 검색결과 rerank 하는",
       lambda: [S("COHERE_API_KEY", rs(40))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.cohere.com/v2/rerank")
vendor("DeepSeek", "testing DeepSeek as a cheaper fallback", "저렴한 fallback으로 DeepSeek 테스트하는",
       lambda: [S("DEEPSEEK_API_KEY", "sk-" + rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.deepseek.com/chat/completions")
vendor("Together AI", "fine-tuning on Together AI", "Together AI에서 파인튜닝하는",
       lambda: [S("TOGETHER_API_KEY", rhex(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.together.xyz/v1/fine-tunes")
vendor("Fireworks AI", "serving the LoRA on Fireworks", "Fireworks에 LoRA 서빙하는",
       lambda: [S("FIREWORKS_API_KEY", "fw_" + rs(24))])
vendor("NVIDIA NIM", "calling NVIDIA NIM endpoints", "NVIDIA NIM endpoint 호출하는",
       lambda: [S("NVIDIA_API_KEY", "nvapi-" + rs(64, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://integrate.api.nvidia.com/v1/chat/completions")
vendor("Cerebras", "trying Cerebras inference for latency", "지연시간 때문에 Cerebras inference 써보는",
       lambda: [S("CEREBRAS_API_KEY", "csk-" + rs(48, ANL))])
vendor("Voyage AI", "embedding the docs with Voyage", "Voyage로 문서 임베딩하는",
       lambda: [S("VOYAGE_API_KEY", "pa-" + rs(43, URLB64))])
vendor("ElevenLabs", "generating TTS audio", "TTS 오디오 생성하는",
       lambda: [S("ELEVENLABS_API_KEY", "sk_" + rhex(48))],
       hdr=("xi-api-key: {v}", 0), url="https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM")
vendor("Deepgram", "transcribing call recordings", "통화 녹음 전사하는",
       lambda: [S("DEEPGRAM_API_KEY", rhex(40))],
       hdr=("Authorization: Token {v}", 0), url="https://api.deepgram.com/v1/listen?model=nova-2&language=ko")
vendor("AssemblyAI", "adding speaker diarization", "화자 분리 붙이는",
       lambda: [S("ASSEMBLYAI_API_KEY", rhex(32))],
       hdr=("authorization: {v}", 0), url="https://api.assemblyai.com/v2/transcript")
vendor("Pinecone", "upserting embeddings to Pinecone", "Pinecone에 임베딩 upsert 하는",
       lambda: [S("PINECONE_API_KEY", "pcsk_" + rs(6) + "_" + rs(63))],
       hdr=("Api-Key: {v}", 0), url="https://docs-index-abc123.svc.aped-4627-b74a.pinecone.io/vectors/upsert")
vendor("LangSmith", "tracing the agent runs in LangSmith", "LangSmith로 agent 실행 트레이싱하는",
       lambda: [P("LANGSMITH_PROJECT", "agent-evals"), S("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + rhex(32) + "_" + rhex(10))])
vendor("Weights & Biases", "logging training runs to W&B", "W&B에 학습 로그 남기는",
       lambda: [S("WANDB_API_KEY", rhex(40))])

# ---- Chinese vendors
vendor("Alibaba Cloud", "uploading assets to Aliyun OSS", "Aliyun OSS에 에셋 올리는",
       lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(30)),
                P("OSS_ENDPOINT", "oss-cn-hangzhou.aliyuncs.com")])
vendor("Alibaba DashScope", "calling Qwen through DashScope", "DashScope로 Qwen 호출하는",
       lambda: [S("DASHSCOPE_API_KEY", "sk-" + rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
vendor("Tencent Cloud", "sending SMS through Tencent Cloud", "Tencent Cloud로 SMS 보내는",
       lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + rs(32)), S("TENCENTCLOUD_SECRET_KEY", rs(32)),
                P("TENCENTCLOUD_REGION", "ap-guangzhou")])
vendor("Huawei Cloud", "syncing images to Huawei OBS", "Huawei OBS로 이미지 동기화하는",
       lambda: [S("HUAWEICLOUD_SDK_AK", rs(20, ANU)), S("HUAWEICLOUD_SDK_SK", rs(40))])
vendor("Baidu Qianfan", "calling ERNIE via Qianfan", "Qianfan으로 ERNIE 호출하는",
       lambda: [S("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(21) + "/" + rhex(40))],
       hdr=("Authorization: Bearer {v}", 0), url="https://qianfan.baidubce.com/v2/chat/completions")
vendor("Volcengine", "pushing to the Volcengine TOS bucket", "Volcengine TOS 버킷에 올리는",
       lambda: [S("VOLC_ACCESSKEY", "AKLT" + rs(40, AN)), S("VOLC_SECRETKEY", b64(42))])
vendor("Moonshot", "testing Kimi for long-context summaries", "긴 문서 요약에 Kimi 테스트하는",
       lambda: [S("MOONSHOT_API_KEY", "sk-" + rs(48))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.moonshot.cn/v1/chat/completions")
vendor("Zhipu AI", "trying GLM-4 for the Chinese locale", "중국어 locale에 GLM-4 써보는",
       lambda: [S("ZHIPUAI_API_KEY", rhex(32) + "." + rs(16))],
       hdr=("Authorization: Bearer {v}", 0), url="https://open.bigmodel.cn/api/paas/v4/chat/completions")
vendor("WeChat", "wiring the WeChat mini-program login", "WeChat 미니프로그램 로그인 붙이는",
       lambda: [P("WECHAT_APPID", "wx" + rhex(16)), S("WECHAT_APPSECRET", rhex(32))])
vendor("WeChat Pay", "verifying WeChat Pay callbacks", "WeChat Pay 콜백 검증하는",
       lambda: [P("WXPAY_MCHID", rdig(10)), S("WXPAY_API_V3_KEY", rs(32))])
vendor("Feishu", "posting alerts to a Feishu group", "Feishu 그룹에 알림 보내는",
       lambda: [P("FEISHU_APP_ID", "cli_" + rhex(16)), S("FEISHU_APP_SECRET", rs(32))])
vendor("DingTalk", "sending build results to DingTalk", "DingTalk에 빌드 결과 보내는",
       lambda: [S("DINGTALK_ACCESS_TOKEN", rhex(64)), S("DINGTALK_SECRET", "SEC" + rhex(64))])
vendor("WeCom", "alerting the ops group on WeCom", "WeCom ops 그룹에 알림 보내는",
       lambda: [P("WECOM_CORP_ID", "ww" + rhex(16)), S("WECOM_CORP_SECRET", rs(43, URLB64))])

# ---- Korean vendors
vendor("Kakao", "adding Kakao login and address search", "카카오 로그인/주소검색 붙이는",
       lambda: [S("KAKAO_REST_API_KEY", rhex(32)), S("KAKAO_ADMIN_KEY", rhex(32))],
       hdr=("Authorization: KakaoAK {v}", 0), url="https://dapi.kakao.com/v2/local/search/address.json?query=판교역로")
vendor("Kakao Pay", "testing Kakao Pay single payments", "카카오페이 단건결제 테스트하는",
       lambda: [P("KAKAOPAY_CID", "TC0ONETIME"), S("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rhex(38).upper())],
       hdr=("Authorization: SECRET_KEY {v}", 1), url="https://open-api.kakaopay.com/online/v1/payment/ready")
vendor("Naver Developers", "calling the Naver search API", "네이버 검색 API 호출하는",
       lambda: [P("NAVER_CLIENT_ID", rs(20)), S("NAVER_CLIENT_SECRET", rs(10))],
       hdr=("X-Naver-Client-Secret: {v}", 1), url="https://openapi.naver.com/v1/search/blog.json?query=배포")
vendor("Naver Cloud", "uploading to NCP Object Storage", "NCP Object Storage에 업로드하는",
       lambda: [S("NCLOUD_ACCESS_KEY", rs(20, ANU)), S("NCLOUD_SECRET_KEY", rs(40))])
vendor("Naver CLOVA Studio", "calling HyperCLOVA X", "HyperCLOVA X 호출하는",
       lambda: [S("CLOVASTUDIO_API_KEY", "nv-" + rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://clovastudio.stream.ntruss.com/testapp/v3/chat-completions/HCX-005")
vendor("Toss Payments", "integrating Toss Payments confirm", "토스페이먼츠 결제승인 연동하는",
       lambda: [S("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(24))])
vendor("PortOne", "migrating from Iamport to PortOne V2", "아임포트에서 PortOne V2로 옮기는",
       lambda: [P("PORTONE_STORE_ID", "store-" + ruuid()), S("PORTONE_API_SECRET", rs(80))],
       hdr=("Authorization: PortOne {v}", 1), url="https://api.portone.io/payments/order_20250114_0003")
vendor("Iamport", "cancelling a payment through the old Iamport API", "구 아임포트 API로 결제 취소하는",
       lambda: [P("IMP_KEY", rdig(16)), S("IMP_SECRET", rs(80))])
vendor("Solapi", "sending Alimtalk through Solapi", "Solapi로 알림톡 보내는",
       lambda: [S("SOLAPI_API_KEY", "NCS" + rs(13, ANU)), S("SOLAPI_API_SECRET", rs(32, ANU))])
vendor("NHN Cloud", "sending SMS through NHN Cloud", "NHN Cloud로 문자 보내는",
       lambda: [P("NHN_APP_KEY", rs(16)), S("NHN_SECRET_KEY", rs(8) if chance(0.4) else rs(16))],
       hdr=("X-Secret-Key: {v}", 1), url="https://api-sms.cloud.toast.com/sms/v3.0/appKeys/APPKEY/sender/sms")
vendor("Upbit", "reading balances from Upbit", "업비트 잔고 조회하는",
       lambda: [S("UPBIT_ACCESS_KEY", rs(40)), S("UPBIT_SECRET_KEY", rs(40))])
vendor("Korea Investment", "placing orders via the KIS Open API", "한국투자증권 Open API로 주문 넣는",
       lambda: [S("KIS_APP_KEY", "PS" + rs(34)), S("KIS_APP_SECRET", b64(135))])
vendor("data.go.kr", "pulling weather data from the public data portal", "공공데이터포털에서 날씨 데이터 받는",
       lambda: [S("DATA_GO_KR_SERVICE_KEY", rs(R.randrange(70, 90)) + pick(["%2B", "%2F"]) + rs(8) + "%3D%3D")])
vendor("Channel Talk", "syncing users to Channel Talk", "채널톡에 사용자 동기화하는",
       lambda: [S("CHANNEL_ACCESS_KEY", rhex(24)), S("CHANNEL_ACCESS_SECRET", rhex(32))],
       hdr=("x-access-secret: {v}", 1), url="https://api.channel.io/open/v5/users")
vendor("Sendbird", "creating Sendbird channels from the backend", "백엔드에서 Sendbird 채널 만드는",
       lambda: [P("SENDBIRD_APP_ID", ruuid().upper()), S("SENDBIRD_API_TOKEN", rhex(40))],
       hdr=("Api-Token: {v}", 1), url="https://api-APPID.sendbird.com/v3/group_channels")
vendor("Coupang Open API", "registering products on Coupang Wing", "쿠팡 윙에 상품 등록하는",
       lambda: [S("COUPANG_ACCESS_KEY", ruuid()), S("COUPANG_SECRET_KEY", rhex(40)), P("COUPANG_VENDOR_ID", "A00" + rdig(6))])
vendor("Upstage", "running Document Parse on invoices", "인보이스에 Document Parse 돌리는",
       lambda: [S("UPSTAGE_API_KEY", "up_" + rs(30))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.upstage.ai/v1/document-digitization")

# ---- Japanese vendors
vendor("LINE", "pushing LINE messages from the reservation service", "예약 서비스에서 LINE 메시지 보내는",
       lambda: [S("LINE_CHANNEL_ACCESS_TOKEN", rs(171, AN + "+/") + "="), S("LINE_CHANNEL_SECRET", rhex(32))])
vendor("Chatwork", "posting daily reports to Chatwork", "Chatwork에 일일 리포트 올리는",
       lambda: [S("CHATWORK_API_TOKEN", rhex(32))],
       hdr=("X-ChatWorkToken: {v}", 0), url="https://api.chatwork.com/v2/rooms/312345678/messages")
vendor("PAY.JP", "charging cards through PAY.JP", "PAY.JP로 카드 결제하는",
       lambda: [S("PAYJP_SECRET_KEY", "sk_live_" + rhex(48))])
vendor("Backlog", "syncing Backlog issues to the tracker", "Backlog 이슈를 트래커로 동기화하는",
       lambda: [P("BACKLOG_SPACE", "acme.backlog.jp"), S("BACKLOG_API_KEY", rs(64))])
vendor("kintone", "reading kintone app records", "kintone 앱 레코드 읽는",
       lambda: [P("KINTONE_DOMAIN", "acme.cybozu.com"), S("KINTONE_API_TOKEN", rs(40))],
       hdr=("X-Cybozu-API-Token: {v}", 1), url="https://acme.cybozu.com/k/v1/records.json?app=12")
vendor("Sakura Cloud", "provisioning servers on Sakura Cloud", "Sakura Cloud에 서버 만드는",
       lambda: [S("SAKURACLOUD_ACCESS_TOKEN", ruuid()), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(64))])
vendor("freee", "exporting journal entries from freee", "freee에서 분개 데이터 export 하는",
       lambda: [P("FREEE_CLIENT_ID", rdig(15)), S("FREEE_CLIENT_SECRET", rs(43, URLB64))])
vendor("GMO Payment Gateway", "settling card payments via GMO-PG", "GMO-PG로 카드 정산하는",
       lambda: [P("GMO_SHOP_ID", "tshop" + rdig(8)), S("GMO_SHOP_PASS", rs(8, ANL)), P("GMO_SITE_ID", "tsite" + rdig(8)),
                S("GMO_SITE_PASS", rs(8, ANL))])

# ---- European vendors
vendor("Mollie", "adding iDEAL payments via Mollie", "Mollie로 iDEAL 결제 붙이는",
       lambda: [S("MOLLIE_API_KEY", pick(["live_", "test_"]) + rs(30))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.mollie.com/v2/payments")
vendor("Adyen", "moving the EU checkout to Adyen", "EU 결제를 Adyen으로 옮기는",
       lambda: [P("ADYEN_MERCHANT_ACCOUNT", "AcmeECOM"),
                S("ADYEN_API_KEY", "AQE" + rs(1, "ruy") + "hmfx" + rs(60) + "=-" + rs(43, AN + "+/") + "=-" + rs(16, AN + "<>[]"))],
       hdr=("X-API-Key: {v}", 1), url="https://checkout-test.adyen.com/v71/payments")
vendor("GoCardless", "setting up SEPA direct debits", "SEPA 자동이체 설정하는",
       lambda: [S("GOCARDLESS_ACCESS_TOKEN", pick(["live_", "sandbox_"]) + rs(40, URLB64))])
vendor("Wise", "automating supplier payouts with Wise", "Wise로 거래처 송금 자동화하는",
       lambda: [P("WISE_PROFILE_ID", rdig(8)), S("WISE_API_TOKEN", ruuid())],
       hdr=("Authorization: Bearer {v}", 1), url="https://api.wise.com/v1/profiles")
vendor("Scaleway", "storing backups in Scaleway Object Storage", "Scaleway Object Storage에 백업 저장하는",
       lambda: [S("SCW_ACCESS_KEY", "SCW" + rs(17, ANU)), S("SCW_SECRET_KEY", ruuid()), P("SCW_DEFAULT_PROJECT_ID", ruuid())])
vendor("OVHcloud", "updating DNS records at OVH", "OVH DNS 레코드 수정하는",
       lambda: [P("OVH_APPLICATION_KEY", rs(16)), S("OVH_APPLICATION_SECRET", rs(32)), S("OVH_CONSUMER_KEY", rs(32))])
vendor("Hetzner", "provisioning Hetzner Cloud nodes with Terraform", "Terraform으로 Hetzner 노드 만드는",
       lambda: [S("HCLOUD_TOKEN", rs(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.hetzner.cloud/v1/servers")
vendor("Exoscale", "moving object storage to Exoscale SOS", "Exoscale SOS로 스토리지 옮기는",
       lambda: [S("EXOSCALE_API_KEY", "EXO" + rhex(24)), S("EXOSCALE_API_SECRET", rs(43, URLB64))])
vendor("Bunny.net", "purging the Bunny CDN cache", "Bunny CDN 캐시 purge 하는",
       lambda: [S("BUNNY_API_KEY", ruuid() + rhex(4) + "-" + rhex(4) + "-" + rhex(4) + "-" + rhex(4) + "-" + rhex(12))],
       hdr=("AccessKey: {v}", 0), url="https://api.bunny.net/pullzone/1843212/purgeCache")
vendor("DeepL", "translating release notes with DeepL", "DeepL로 릴리스 노트 번역하는",
       lambda: [S("DEEPL_AUTH_KEY", ruuid() + pick([":fx", ""]))],
       hdr=("Authorization: DeepL-Auth-Key {v}", 0), url="https://api-free.deepl.com/v2/translate")
vendor("Vonage", "sending verification codes through Vonage", "Vonage로 인증번호 보내는",
       lambda: [P("VONAGE_API_KEY", rhex(8)), S("VONAGE_API_SECRET", rs(16))])
vendor("Yandex Cloud", "storing logs in Yandex Object Storage", "Yandex Object Storage에 로그 쌓는",
       lambda: [S("YC_ACCESS_KEY_ID", "YCAJE" + rs(20, URLB64)), S("YC_SECRET_ACCESS_KEY", "YCM" + rs(37, URLB64))])
vendor("Spotify", "pulling playlist data from Spotify", "Spotify 플레이리스트 데이터 받는",
       lambda: [P("SPOTIFY_CLIENT_ID", rhex(32)), S("SPOTIFY_CLIENT_SECRET", rhex(32))])
vendor("Telegram", "running the on-call Telegram bot", "온콜 Telegram 봇 돌리는",
       lambda: [S("TELEGRAM_BOT_TOKEN", rdig(10) + ":AA" + rs(33, URLB64))])
vendor("Discord", "running the community Discord bot", "커뮤니티 Discord 봇 돌리는",
       lambda: [S("DISCORD_BOT_TOKEN", b64s(rdig(18)).rstrip("=") + "." + rs(6, URLB64) + "." + rs(38, URLB64))],
       hdr=("Authorization: Bot {v}", 0), url="https://discord.com/api/v10/channels/1187654321098765432/messages")

# ---- observability
vendor("Datadog", "shipping metrics to Datadog", "Datadog으로 메트릭 보내는",
       lambda: [S("DD_API_KEY", rhex(32)), S("DD_APP_KEY", rhex(40)), P("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com"]))],
       hdr=("DD-API-KEY: {v}", 0), url="https://api.datadoghq.com/api/v2/series")
vendor("New Relic", "installing the New Relic agent", "New Relic agent 설치하는",
       lambda: [S("NEW_RELIC_LICENSE_KEY", rhex(36) + "NRAL"), S("NEW_RELIC_API_KEY", "NRAK-" + rs(27, ANU))])
vendor("Sentry", "uploading source maps to Sentry", "Sentry에 source map 올리는",
       lambda: [S("SENTRY_AUTH_TOKEN", pick(["sntrys_" + b64us('{"iat":%d.0,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"acme"}' % rts()) + "_" + rs(43, URLB64),
                                              "sntryu_" + rhex(64)]))])
vendor("Grafana", "provisioning Grafana dashboards via API", "API로 Grafana 대시보드 프로비저닝하는",
       lambda: [S("GRAFANA_SERVICE_ACCOUNT_TOKEN", "glsa_" + rs(32) + "_" + rhex(8))],
       hdr=("Authorization: Bearer {v}", 0), url="https://grafana.internal.example.com/api/dashboards/db")
vendor("Grafana Cloud", "pushing traces to Grafana Cloud", "Grafana Cloud로 trace 보내는",
       lambda: [P("GRAFANA_CLOUD_INSTANCE_ID", rdig(6)), S("GRAFANA_CLOUD_TOKEN", "glc_" + b64s('{"o":"%s","n":"stack-%s-otlp","k":"%s","m":{"r":"prod-ap-northeast-0"}}' % (rdig(6), rdig(6), rs(24))).rstrip("="))])
vendor("Honeycomb", "sending OpenTelemetry spans to Honeycomb", "Honeycomb으로 OTel span 보내는",
       lambda: [S("HONEYCOMB_API_KEY", rs(22) if chance(0.5) else "hcaik_01" + rs(24, ANL) + rs(32, ANL))],
       hdr=("x-honeycomb-team: {v}", 0), url="https://api.honeycomb.io/v1/events/checkout")
vendor("PagerDuty", "sending alerts to PagerDuty", "PagerDuty로 알림 보내는",
       lambda: [S("PAGERDUTY_ROUTING_KEY", rhex(32)), S("PAGERDUTY_API_TOKEN", "u+" + rs(18, AN + "_-"))])
vendor("Opsgenie", "creating Opsgenie alerts from Alertmanager", "Alertmanager에서 Opsgenie 알림 만드는",
       lambda: [S("OPSGENIE_API_KEY", ruuid())],
       hdr=("Authorization: GenieKey {v}", 0), url="https://api.opsgenie.com/v2/alerts")
vendor("Splunk", "forwarding app logs to Splunk HEC", "Splunk HEC로 앱 로그 보내는",
       lambda: [S("SPLUNK_HEC_TOKEN", ruuid())],
       hdr=("Authorization: Splunk {v}", 0), url="https://splunk.internal.example.com:8088/services/collector/event")
vendor("Elastic", "indexing logs into Elastic Cloud", "Elastic Cloud에 로그 색인하는",
       lambda: [P("ELASTIC_CLOUD_ID", "prod-logs:" + b64s("ap-northeast-2.aws.elastic-cloud.com$" + rhex(32) + "$" + rhex(32))),
                S("ELASTIC_API_KEY", b64s(rs(20, URLB64) + ":" + rs(22, URLB64)))],
       hdr=("Authorization: ApiKey {v}", 1), url="https://prod-logs.es.ap-northeast-2.aws.elastic-cloud.com/_bulk")
vendor("Dynatrace", "sending custom metrics to Dynatrace", "Dynatrace로 커스텀 메트릭 보내는",
       lambda: [S("DT_API_TOKEN", "dt0c01." + rs(24, ANU) + "." + rs(64, ANU))],
       hdr=("Authorization: Api-Token {v}", 0), url="https://abc12345.live.dynatrace.com/api/v2/metrics/ingest")
vendor("Axiom", "shipping Vercel logs to Axiom", "Vercel 로그를 Axiom으로 보내는",
       lambda: [S("AXIOM_TOKEN", "xaat-" + ruuid())],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.axiom.co/v1/datasets/vercel/ingest")
vendor("Rollbar", "reporting server errors to Rollbar", "서버 에러를 Rollbar로 보내는",
       lambda: [S("ROLLBAR_ACCESS_TOKEN", rhex(32))],
       hdr=("X-Rollbar-Access-Token: {v}", 0), url="https://api.rollbar.com/api/1/item/")
vendor("Better Stack", "shipping logs to Better Stack", "Better Stack으로 로그 보내는",
       lambda: [S("LOGTAIL_SOURCE_TOKEN", rs(24))],
       hdr=("Authorization: Bearer {v}", 0), url="https://in.logs.betterstack.com")

# ---- databases / data platforms
vendor("PlanetScale", "connecting to the PlanetScale branch", "PlanetScale 브랜치에 접속하는",
       lambda: [P("DATABASE_USERNAME", rs(20, ANL)), S("DATABASE_PASSWORD", "pscale_pw_" + rs(43, URLB64))])
vendor("Supabase", "running admin scripts against Supabase", "Supabase에 관리자 스크립트 돌리는",
       lambda: [P("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LO)),
                S("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(20, LO), "role": "service_role", "iat": rts(), "exp": rts() + 315360000}))])
vendor("Supabase Management", "creating Supabase preview branches", "Supabase preview 브랜치 만드는",
       lambda: [S("SUPABASE_ACCESS_TOKEN", "sbp_" + rhex(40))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.supabase.com/v1/projects")
vendor("Neon", "creating Neon branches for previews", "preview용 Neon 브랜치 만드는",
       lambda: [S("NEON_API_KEY", "napi_" + rs(60, ANL))],
       hdr=("Authorization: Bearer {v}", 0), url="https://console.neon.tech/api/v2/projects")
vendor("Upstash", "using Upstash Redis for rate limiting", "rate limit에 Upstash Redis 쓰는",
       lambda: [P("UPSTASH_REDIS_REST_URL", "https://%s-%s-%d.upstash.io" % (pick(["apn1", "usw1", "eu2"]), pick(["fancy", "brave", "calm"]), R.randrange(10000, 99999))),
                S("UPSTASH_REDIS_REST_TOKEN", "A" + rs(1, "XY") + rs(R.randrange(58, 70), AN) + "=")])
vendor("Turso", "using Turso for edge SQLite", "엣지 SQLite로 Turso 쓰는",
       lambda: [P("TURSO_DATABASE_URL", "libsql://app-%s.turso.io" % rs(6, ANL)),
                S("TURSO_AUTH_TOKEN", jwt({"a": "rw", "iat": rts(), "id": ruuid()}, alg="EdDSA", sig_bytes=64))])
vendor("MongoDB Atlas", "automating Atlas cluster scaling", "Atlas 클러스터 스케일링 자동화하는",
       lambda: [P("ATLAS_PUBLIC_KEY", rs(8, LO)), S("ATLAS_PRIVATE_KEY", ruuid())])
vendor("Confluent Cloud", "consuming from the Confluent Cloud topic", "Confluent Cloud 토픽 consume 하는",
       lambda: [P("CONFLUENT_API_KEY", rs(16, ANU)), S("CONFLUENT_API_SECRET", rs(64, AN + "+/"))])
vendor("Aiven", "connecting to the Aiven Postgres service", "Aiven Postgres 서비스 접속하는",
       lambda: [P("PGUSER", "avnadmin"), S("PGPASSWORD", "AVNS_" + rs(19, URLB64))])
vendor("Pinecone Assistant", "uploading files to a Pinecone Assistant", "Pinecone Assistant에 파일 올리는",
       lambda: [S("PINECONE_API_KEY", "pcsk_" + rs(5) + "_" + rs(62))])
vendor("Algolia", "reindexing products in Algolia", "Algolia 상품 재색인하는",
       lambda: [P("ALGOLIA_APP_ID", rs(10, ANU)), S("ALGOLIA_ADMIN_API_KEY", rhex(32))],
       hdr=("X-Algolia-API-Key: {v}", 1), url="https://APPID.algolia.net/1/indexes/products/batch")
vendor("Meilisearch", "self-hosting Meilisearch", "Meilisearch 셀프호스팅하는",
       lambda: [S("MEILI_MASTER_KEY", rs(R.randrange(24, 44), URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="http://search.internal:7700/indexes/docs/documents")
vendor("Firebase Cloud Messaging", "sending push via the legacy FCM API", "레거시 FCM API로 푸시 보내는",
       lambda: [S("FCM_SERVER_KEY", "AAAA" + rs(7, URLB64) + ":APA91b" + rs(134, URLB64))],
       hdr=("Authorization: key={v}", 0), url="https://fcm.googleapis.com/fcm/send")
vendor("Snowflake", "loading data into Snowflake", "Snowflake에 데이터 적재하는",
       lambda: [P("SNOWFLAKE_ACCOUNT", "%s-%s" % (rs(7, ANU), rs(7, ANU))), P("SNOWFLAKE_USER", "ETL_SVC"),
                S("SNOWFLAKE_PASSWORD", random_pw(20))])
vendor("ClickHouse Cloud", "querying ClickHouse Cloud from dbt", "dbt에서 ClickHouse Cloud 쿼리하는",
       lambda: [P("CLICKHOUSE_USER", "default"), S("CLICKHOUSE_PASSWORD", rs(16, AN + "~_.")), P("CLICKHOUSE_HOST", "%s.ap-northeast-1.aws.clickhouse.cloud" % rs(10, ANL))])

# ---- edge / hosting / infra
vendor("Cloudflare", "purging the Cloudflare cache after deploy", "배포 후 Cloudflare 캐시 purge 하는",
       lambda: [S("CLOUDFLARE_API_TOKEN", rs(40, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.cloudflare.com/client/v4/zones/%s/purge_cache" % rhex(32))
vendor("Cloudflare Global Key", "editing DNS with the old Cloudflare key", "구 Cloudflare 키로 DNS 수정하는",
       lambda: [P("CLOUDFLARE_EMAIL", "ops@example.com"), S("CLOUDFLARE_API_KEY", rhex(37))],
       hdr=("X-Auth-Key: {v}", 1), url="https://api.cloudflare.com/client/v4/zones")
vendor("Cloudflare R2", "syncing static assets to R2", "R2로 정적 파일 동기화하는",
       lambda: [P("R2_ACCOUNT_ID", rhex(32)), S("R2_ACCESS_KEY_ID", rhex(32)), S("R2_SECRET_ACCESS_KEY", rhex(64))])
vendor("Cloudflare Tunnel", "running cloudflared on the NAS", "NAS에서 cloudflared 돌리는",
       lambda: [S("TUNNEL_TOKEN", b64s('{"a":"%s","t":"%s","s":"%s"}' % (rhex(32), ruuid(), b64(32))))])
vendor("Fastly", "purging Fastly surrogate keys", "Fastly surrogate key purge 하는",
       lambda: [S("FASTLY_API_TOKEN", rs(32, URLB64))],
       hdr=("Fastly-Key: {v}", 0), url="https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge/product-123")
vendor("Akamai", "purging Akamai edge cache via EdgeGrid", "EdgeGrid로 Akamai 캐시 purge 하는",
       lambda: [P("host", "akab-%s-%s.purge.akamaiapis.net" % (rs(16, ANL), rs(16, ANL))),
                S("client_token", "akab-%s-%s" % (rs(16, ANL), rs(16, ANL))),
                S("client_secret", b64(32)),
                S("access_token", "akab-%s-%s" % (rs(16, ANL), rs(16, ANL)))])
vendor("DigitalOcean", "resizing droplets with doctl", "doctl로 droplet 리사이즈하는",
       lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + rhex(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.digitalocean.com/v2/droplets")
vendor("DigitalOcean Spaces", "backing up to DO Spaces", "DO Spaces로 백업하는",
       lambda: [S("SPACES_ACCESS_KEY_ID", "DO" + rs(18, ANU)), S("SPACES_SECRET_ACCESS_KEY", rs(43, AN + "/+"))])
vendor("Linode", "rebuilding Linode instances", "Linode 인스턴스 재구축하는",
       lambda: [S("LINODE_TOKEN", rhex(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.linode.com/v4/linode/instances")
vendor("Vultr", "scripting Vultr snapshots", "Vultr 스냅샷 스크립트 짜는",
       lambda: [S("VULTR_API_KEY", rs(36, ANU))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.vultr.com/v2/snapshots")
vendor("Vercel", "deploying previews with the Vercel CLI", "Vercel CLI로 preview 배포하는",
       lambda: [P("VERCEL_ORG_ID", "team_" + rs(24)), S("VERCEL_TOKEN", rs(24))])
vendor("Netlify", "deploying the docs site to Netlify", "문서 사이트를 Netlify에 배포하는",
       lambda: [P("NETLIFY_SITE_ID", ruuid()), S("NETLIFY_AUTH_TOKEN", "nfp_" + rs(36))])
vendor("Fly.io", "deploying the worker to Fly.io", "worker를 Fly.io에 배포하는",
       lambda: [S("FLY_API_TOKEN", "FlyV1 fm2_" + rs(R.randrange(180, 260), AN + "+/") + "==")])
vendor("Render", "triggering Render deploy hooks", "Render deploy hook 호출하는",
       lambda: [S("RENDER_API_KEY", "rnd_" + rs(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.render.com/v1/services")
vendor("Railway", "redeploying the Railway service", "Railway 서비스 재배포하는",
       lambda: [S("RAILWAY_TOKEN", ruuid())])
vendor("HashiCorp Vault", "reading secrets from Vault in CI", "CI에서 Vault 시크릿 읽는",
       lambda: [P("VAULT_ADDR", "https://vault.internal.example.com:8200"),
                S("VAULT_TOKEN", pick(["hvs.", "hvb."]) + rs(R.choice([24, 90]), URLB64))],
       hdr=("X-Vault-Token: {v}", 1), url="https://vault.internal.example.com:8200/v1/secret/data/app")
vendor("Terraform Cloud", "running remote plans in Terraform Cloud", "Terraform Cloud에서 remote plan 돌리는",
       lambda: [S("TFE_TOKEN", rs(14) + ".atlasv1." + rs(67))])
vendor("Pulumi", "running pulumi up in CI", "CI에서 pulumi up 돌리는",
       lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + rhex(40))])
vendor("Doppler", "pulling config from Doppler", "Doppler에서 설정 받아오는",
       lambda: [S("DOPPLER_TOKEN", pick(["dp.st.prd.", "dp.st.dev.", "dp.pt."]) + rs(43))])
vendor("1Password", "reading secrets with a 1Password service account", "1Password 서비스 계정으로 시크릿 읽는",
       lambda: [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + b64us('{"signInAddress":"acme.1password.com","userAuth":{"method":"SRPg-4096","alg":"PBES2g-HS256","iterations":650000,"salt":"%s"},"email":"%s@1passwordserviceaccounts.com","srpX":"%s","muk":{"alg":"A256GCM","ext":true,"k":"%s","key_ops":["encrypt","decrypt"],"kty":"oct","kid":"mp"},"secretKey":"A3-%s","deviceUuid":"%s"}' % (b64url(16), rs(13, ANL), rhex(64), b64url(32), rs(30, ANU), rs(26, ANL))))])
vendor("Tailscale", "joining CI runners to the tailnet", "CI runner를 tailnet에 붙이는",
       lambda: [S("TS_AUTHKEY", "tskey-auth-k" + rs(11) + "CNTRL-" + rs(33))])
vendor("ngrok", "exposing the webhook receiver with ngrok", "ngrok으로 webhook 수신기 노출하는",
       lambda: [S("NGROK_AUTHTOKEN", "2" + rs(26) + "_" + rs(21))])
vendor("Expo", "building the app with EAS", "EAS로 앱 빌드하는",
       lambda: [S("EXPO_TOKEN", rs(40, URLB64))])

# ---- CI / code quality
vendor("CircleCI", "triggering CircleCI pipelines", "CircleCI 파이프라인 트리거하는",
       lambda: [S("CIRCLE_TOKEN", "CCIPAT_" + rs(22) + "_" + rhex(40))],
       hdr=("Circle-Token: {v}", 0), url="https://circleci.com/api/v2/project/gh/acme/web/pipeline")
vendor("Buildkite", "querying Buildkite build status", "Buildkite 빌드 상태 조회하는",
       lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + rhex(40))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.buildkite.com/v2/organizations/acme/builds")
vendor("Jenkins", "triggering Jenkins jobs remotely", "원격으로 Jenkins job 트리거하는",
       lambda: [P("JENKINS_USER", pick(["deploy", "svc-release"])), S("JENKINS_API_TOKEN", "11" + rhex(32))])
vendor("SonarQube", "running the Sonar scan", "Sonar 스캔 돌리는",
       lambda: [S("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + rhex(40))])
vendor("Snyk", "running snyk test in the pipeline", "파이프라인에서 snyk test 돌리는",
       lambda: [S("SNYK_TOKEN", ruuid())])
vendor("Codecov", "uploading coverage to Codecov", "Codecov에 커버리지 올리는",
       lambda: [S("CODECOV_TOKEN", ruuid())])
vendor("Postman", "running the Postman collection in CI", "CI에서 Postman 컬렉션 돌리는",
       lambda: [S("POSTMAN_API_KEY", "PMAK-" + rhex(24) + "-" + rhex(34))],
       hdr=("X-Api-Key: {v}", 0), url="https://api.getpostman.com/collections")

# ---- SaaS / productivity
vendor("Linear", "creating Linear issues from alerts", "알림에서 Linear 이슈 만드는",
       lambda: [S("LINEAR_API_KEY", "lin_api_" + rs(40))],
       hdr=("Authorization: {v}", 0), url="https://api.linear.app/graphql")
vendor("Notion", "syncing the changelog into Notion", "changelog를 Notion에 동기화하는",
       lambda: [S("NOTION_TOKEN", pick(["secret_" + rs(43), "ntn_" + rdig(11) + rs(35)]))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.notion.com/v1/pages")
vendor("Airtable", "reading the content calendar from Airtable", "Airtable에서 콘텐츠 캘린더 읽는",
       lambda: [S("AIRTABLE_TOKEN", "pat" + rs(14) + "." + rhex(64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.airtable.com/v0/appXk2P9sLmN0qRtU/Calendar")
vendor("Atlassian", "creating Jira tickets from the bot", "봇에서 Jira 티켓 만드는",
       lambda: [P("JIRA_EMAIL", "bot@example.com"), S("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(170, URLB64) + "=" + rhex(8).upper())])
vendor("Figma", "exporting icons from Figma", "Figma에서 아이콘 export 하는",
       lambda: [S("FIGMA_TOKEN", "figd_" + rs(40, URLB64))],
       hdr=("X-Figma-Token: {v}", 0), url="https://api.figma.com/v1/files/kL9xQ2mN3pR4sT5uV6wX7y/images")
vendor("Asana", "mirroring Asana tasks", "Asana 태스크 미러링하는",
       lambda: [S("ASANA_PAT", "2/" + rdig(16) + "/" + rdig(16) + ":" + rhex(32))],
       hdr=("Authorization: Bearer {v}", 0), url="https://app.asana.com/api/1.0/tasks")
vendor("HubSpot", "syncing CRM contacts from HubSpot", "HubSpot CRM 연락처 동기화하는",
       lambda: [S("HUBSPOT_ACCESS_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + ruuid())],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.hubapi.com/crm/v3/objects/contacts")
vendor("Intercom", "tagging Intercom conversations", "Intercom 대화에 태그 다는",
       lambda: [S("INTERCOM_ACCESS_TOKEN", b64s("tok:" + ruuid()).rstrip("=") + "=")],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.intercom.io/conversations/search")
vendor("Zendesk", "exporting Zendesk tickets", "Zendesk 티켓 export 하는",
       lambda: [P("ZENDESK_EMAIL", "support-bot@example.com"), S("ZENDESK_API_TOKEN", rs(40))])
vendor("Okta", "deprovisioning users through Okta", "Okta로 사용자 비활성화하는",
       lambda: [P("OKTA_ORG_URL", "https://acme.okta.com"), S("OKTA_API_TOKEN", "00" + rs(40, URLB64))],
       hdr=("Authorization: SSWS {v}", 1), url="https://acme.okta.com/api/v1/users?limit=200")
vendor("Auth0", "calling the Auth0 Management API", "Auth0 Management API 호출하는",
       lambda: [P("AUTH0_DOMAIN", "acme.us.auth0.com"), P("AUTH0_CLIENT_ID", rs(32)), S("AUTH0_CLIENT_SECRET", rs(64, URLB64))])
vendor("Salesforce", "pulling opportunities from Salesforce", "Salesforce에서 영업기회 데이터 받는",
       lambda: [P("SF_INSTANCE_URL", "https://acme.my.salesforce.com"),
                S("SF_ACCESS_TOKEN", "00D" + rs(12) + "!" + rs(96, AN + "._"))],
       hdr=("Authorization: Bearer {v}", 1), url="https://acme.my.salesforce.com/services/data/v60.0/query?q=SELECT+Id+FROM+Opportunity")
vendor("Shopify", "syncing inventory with Shopify", "Shopify 재고 동기화하는",
       lambda: [P("SHOPIFY_SHOP", "acme-kr.myshopify.com"), S("SHOPIFY_ADMIN_TOKEN", pick(["shpat_", "shpca_"]) + rhex(32)),
                S("SHOPIFY_API_SECRET", "shpss_" + rhex(32))])
vendor("Contentful", "migrating content types in Contentful", "Contentful content type 마이그레이션하는",
       lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(43, URLB64))])
vendor("Dropbox", "archiving reports to Dropbox", "리포트를 Dropbox에 보관하는",
       lambda: [S("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(R.randrange(140, 200), URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://content.dropboxapi.com/2/files/upload")
vendor("Zoom", "creating Zoom meetings for interviews", "면접용 Zoom 미팅 만드는",
       lambda: [P("ZOOM_ACCOUNT_ID", rs(22, URLB64)), P("ZOOM_CLIENT_ID", rs(22)), S("ZOOM_CLIENT_SECRET", rs(32))])
vendor("Twitch", "polling Twitch stream status", "Twitch 방송 상태 폴링하는",
       lambda: [P("TWITCH_CLIENT_ID", rs(30, ANL)), S("TWITCH_CLIENT_SECRET", rs(30, ANL))])
vendor("Steam", "fetching player stats from Steam", "Steam 플레이어 통계 받는",
       lambda: [S("STEAM_WEB_API_KEY", rhex(32).upper())])
vendor("Riot Games", "pulling match history from the Riot API", "Riot API로 전적 받는",
       lambda: [S("RIOT_API_KEY", "RGAPI-" + ruuid())],
       hdr=("X-Riot-Token: {v}", 0), url="https://kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/PUUID")
vendor("Pusher", "broadcasting events through Pusher Channels", "Pusher Channels로 이벤트 브로드캐스트하는",
       lambda: [P("PUSHER_APP_ID", rdig(7)), P("PUSHER_KEY", rhex(20)), S("PUSHER_SECRET", rhex(20)), P("PUSHER_CLUSTER", "ap3")])
vendor("Ably", "publishing realtime updates with Ably", "Ably로 실시간 업데이트 보내는",
       lambda: [S("ABLY_API_KEY", rs(6, URLB64) + "." + rs(6, URLB64) + ":" + rs(43, URLB64))])
vendor("Agora", "generating Agora RTC tokens", "Agora RTC 토큰 생성하는",
       lambda: [P("AGORA_APP_ID", rhex(32)), S("AGORA_APP_CERTIFICATE", rhex(32))])
vendor("LaunchDarkly", "evaluating flags server-side with LaunchDarkly", "LaunchDarkly 서버사이드 플래그 평가하는",
       lambda: [S("LD_SDK_KEY", "sdk-" + ruuid())])
vendor("PostHog", "exporting events with the PostHog API", "PostHog API로 이벤트 export 하는",
       lambda: [P("POSTHOG_PROJECT_ID", rdig(5)), S("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(43))],
       hdr=("Authorization: Bearer {v}", 1), url="https://us.posthog.com/api/projects/12345/events")
vendor("Statsig", "checking gates from the backend with Statsig", "백엔드에서 Statsig gate 확인하는",
       lambda: [S("STATSIG_SERVER_SECRET", "secret-" + rs(43))])
vendor("Clerk", "verifying Clerk sessions on the API", "API에서 Clerk 세션 검증하는",
       lambda: [S("CLERK_SECRET_KEY", "sk_live_" + rs(42))])
vendor("Mapbox", "generating static map tiles server-side", "서버에서 Mapbox 정적 지도 만드는",
       lambda: [S("MAPBOX_SECRET_TOKEN", "sk." + b64us('{"u":"acme-maps","a":"%s"}' % rs(25, ANL)) + "." + rs(22, URLB64))])
vendor("reCAPTCHA", "verifying reCAPTCHA on signup", "회원가입에서 reCAPTCHA 검증하는",
       lambda: [S("RECAPTCHA_SECRET_KEY", "6L" + rs(38, URLB64))])
vendor("hCaptcha", "verifying hCaptcha on the login form", "로그인 폼에서 hCaptcha 검증하는",
       lambda: [S("HCAPTCHA_SECRET", "0x" + rhex(40))])

# ---- payments (global)
vendor("PayPal", "capturing PayPal orders", "PayPal 주문 capture 하는",
       lambda: [P("PAYPAL_CLIENT_ID", "A" + rs(79, URLB64)), S("PAYPAL_CLIENT_SECRET", "E" + rs(79, URLB64))])
vendor("Braintree", "charging cards through Braintree", "Braintree로 카드 결제하는",
       lambda: [S("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(16, ANL) + "$" + rhex(32))])
vendor("Square", "syncing Square catalog", "Square 카탈로그 동기화하는",
       lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(60, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://connect.squareup.com/v2/catalog/list")
vendor("Razorpay", "adding UPI payments via Razorpay", "Razorpay로 UPI 결제 붙이는",
       lambda: [P("RAZORPAY_KEY_ID", "rzp_live_" + rs(14)), S("RAZORPAY_KEY_SECRET", rs(24))])
vendor("Paystack", "verifying Paystack transactions", "Paystack 거래 검증하는",
       lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + rhex(40))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.paystack.co/transaction/verify/ref_9f8e7d")
vendor("Flutterwave", "initiating Flutterwave transfers", "Flutterwave 송금 시작하는",
       lambda: [S("FLW_SECRET_KEY", "FLWSECK-" + rhex(32) + "-X")])
vendor("Binance", "reading spot balances from Binance", "Binance 현물 잔고 조회하는",
       lambda: [S("BINANCE_API_KEY", rs(64)), S("BINANCE_API_SECRET", rs(64))])
vendor("Coinbase", "calling the Coinbase Exchange API", "Coinbase Exchange API 호출하는",
       lambda: [S("CB_ACCESS_KEY", rhex(32)), S("CB_ACCESS_PASSPHRASE", rs(12, ANL)), S("CB_ACCESS_SECRET", b64(64))])
vendor("Plivo", "sending SMS through Plivo", "Plivo로 문자 보내는",
       lambda: [P("PLIVO_AUTH_ID", "MA" + rs(18, ANU)), S("PLIVO_AUTH_TOKEN", rs(40))])
vendor("SparkPost", "sending receipts through SparkPost", "SparkPost로 영수증 메일 보내는",
       lambda: [S("SPARKPOST_API_KEY", rhex(40))],
       hdr=("Authorization: {v}", 0), url="https://api.sparkpost.com/api/v1/transmissions")
vendor("Mailjet", "sending newsletters via Mailjet", "Mailjet으로 뉴스레터 보내는",
       lambda: [P("MJ_APIKEY_PUBLIC", rhex(32)), S("MJ_APIKEY_PRIVATE", rhex(32))])
vendor("Cloudinary", "transforming product images with Cloudinary", "Cloudinary로 상품 이미지 변환하는",
       lambda: [P("CLOUDINARY_CLOUD_NAME", pick(["acme-shop", "dkr-media"])), P("CLOUDINARY_API_KEY", rdig(15)),
                S("CLOUDINARY_API_SECRET", rs(27, URLB64))])

# ---- less common platforms a filter author may forget
vendor("HashiCorp Consul", "querying the Consul catalog", "Consul 카탈로그 조회하는",
       lambda: [S("CONSUL_HTTP_TOKEN", ruuid())],
       hdr=("X-Consul-Token: {v}", 0), url="http://consul.service.internal:8500/v1/catalog/services")
vendor("Rancher", "scripting Rancher cluster imports", "Rancher 클러스터 import 스크립트 짜는",
       lambda: [S("RANCHER_TOKEN", "token-" + rs(5, ANL) + ":" + rs(54, ANL))],
       hdr=("Authorization: Bearer {v}", 0), url="https://rancher.internal.example.com/v3/clusters")
vendor("Portainer", "redeploying stacks through Portainer", "Portainer로 스택 재배포하는",
       lambda: [S("PORTAINER_API_KEY", "ptr_" + rs(43, AN + "+/") + "=")],
       hdr=("X-API-Key: {v}", 0), url="https://portainer.internal:9443/api/stacks")
vendor("Proxmox", "cloning VMs with the Proxmox API", "Proxmox API로 VM 복제하는",
       lambda: [P("PM_API_TOKEN_ID", "terraform@pve!ci"), S("PM_API_TOKEN_SECRET", ruuid())],
       hdr=("Authorization: PVEAPIToken=terraform@pve!ci={v}", 1), url="https://pve01.internal:8006/api2/json/nodes/pve01/qemu")
vendor("MinIO", "mirroring buckets to the on-prem MinIO", "사내 MinIO로 버킷 미러링하는",
       lambda: [S("MINIO_ACCESS_KEY", rs(20, ANU)), S("MINIO_SECRET_KEY", rs(40)), P("MINIO_ENDPOINT", "https://minio.internal:9000")])
vendor("Gitea", "mirroring GitHub repos into Gitea", "GitHub repo를 Gitea로 미러링하는",
       lambda: [S("GITEA_TOKEN", rhex(40))],
       hdr=("Authorization: token {v}", 0), url="https://git.internal.example.com/api/v1/repos/migrate")
vendor("Gitee", "syncing the China mirror on Gitee", "Gitee 중국 미러 동기화하는",
       lambda: [S("GITEE_ACCESS_TOKEN", rhex(32))])
vendor("YouTrack", "creating YouTrack issues from the bot", "봇에서 YouTrack 이슈 만드는",
       lambda: [S("YOUTRACK_TOKEN", "perm:" + b64s(pick(["admin", "ci-bot", "jlee"])) + "." + b64s(rdig(2) + "-" + rdig(1)) + "." + rs(30))],
       hdr=("Authorization: Bearer {v}", 0), url="https://acme.youtrack.cloud/api/issues")
vendor("Mattermost", "posting release notes to Mattermost", "Mattermost에 릴리스 노트 올리는",
       lambda: [S("MATTERMOST_TOKEN", rs(26, ANL))],
       hdr=("Authorization: Bearer {v}", 0), url="https://chat.internal.example.com/api/v4/posts")
vendor("Sumo Logic", "querying Sumo Logic from the runbook", "runbook에서 Sumo Logic 쿼리하는",
       lambda: [S("SUMO_ACCESS_ID", "su" + rs(12)), S("SUMO_ACCESS_KEY", rs(64))])
vendor("Braze", "triggering Braze campaigns from the backend", "백엔드에서 Braze 캠페인 트리거하는",
       lambda: [S("BRAZE_REST_API_KEY", ruuid()), P("BRAZE_REST_ENDPOINT", "https://rest.iad-05.braze.com")],
       hdr=("Authorization: Bearer {v}", 0), url="https://rest.iad-05.braze.com/campaigns/trigger/send")
vendor("OneSignal", "sending web push through OneSignal", "OneSignal로 웹푸시 보내는",
       lambda: [P("ONESIGNAL_APP_ID", ruuid()), S("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(110, "abcdefghijklmnopqrstuvwxyz234567"))],
       hdr=("Authorization: Key {v}", 1), url="https://api.onesignal.com/notifications")
vendor("App Store Connect", "validating in-app purchase receipts", "인앱결제 영수증 검증하는",
       lambda: [S("APPSTORE_SHARED_SECRET", rhex(32))])
vendor("Mackerel", "posting service metrics to Mackerel", "Mackerel에 서비스 메트릭 올리는",
       lambda: [S("MACKEREL_APIKEY", rs(44))],
       hdr=("X-Api-Key: {v}", 0), url="https://api.mackerelio.com/api/v0/services/web/tsdb")
vendor("Qiniu", "uploading images to Qiniu Kodo", "Qiniu Kodo에 이미지 올리는",
       lambda: [S("QINIU_ACCESS_KEY", rs(40, URLB64)), S("QINIU_SECRET_KEY", rs(40, URLB64)), P("QINIU_BUCKET", "acme-cn-static")])
vendor("Infobip", "sending WhatsApp templates via Infobip", "Infobip으로 WhatsApp 템플릿 보내는",
       lambda: [S("INFOBIP_API_KEY", rhex(32) + "-" + ruuid())],
       hdr=("Authorization: App {v}", 0), url="https://xyz123.api.infobip.com/whatsapp/1/message/template")
vendor("Sinch", "sending SMS through Sinch", "Sinch로 문자 보내는",
       lambda: [P("SINCH_SERVICE_PLAN_ID", rhex(32)), S("SINCH_API_TOKEN", rhex(32))])
vendor("Pipedrive", "syncing deals from Pipedrive", "Pipedrive 딜 동기화하는",
       lambda: [S("PIPEDRIVE_API_TOKEN", rhex(40))])
vendor("Typeform", "pulling survey responses from Typeform", "Typeform 설문 응답 받는",
       lambda: [S("TYPEFORM_TOKEN", "tfp_" + rs(44, URLB64) + "_" + rs(14, URLB64))],
       hdr=("Authorization: Bearer {v}", 0), url="https://api.typeform.com/forms/aBcD1234/responses")
vendor("MessageBird", "sending OTP voice calls via MessageBird", "MessageBird로 OTP 음성전화 거는",
       lambda: [S("MESSAGEBIRD_ACCESS_KEY", rs(25))],
       hdr=("Authorization: AccessKey {v}", 0), url="https://rest.messagebird.com/voicemessages")

# =====================================================================================
# Placements: render a vendor's items into a note in one of many realistic shapes.
# =====================================================================================
def camel(label):
    parts = label.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def dotted(label):
    return label.lower().replace("_", ".")


def q(v):
    return '"%s"' % v


GEN_LESSONS = {
    "en": [
        "{vendor} credentials are supposed to come from the team vault; the local copy was stale, hence the 401 on the first call.",
        "The SDK reads the env var only at import time, so exporting it after the process started did nothing.",
        "CI injects its own {vendor} values; the local ones only matter for `make dev`.",
        "The staging and prod {vendor} projects look identical in the dashboard; check the project name before using a key.",
        "Restarting the container was needed after changing the key; hot reload does not re-read env.",
        "The 403 was a scope problem, not a wrong key: the token lacked write access.",
        "Keys created in the {vendor} console are shown once; store them immediately in the secret manager.",
        "Settings are merged env > config file > defaults, so the config file value was silently ignored.",
        "",
    ],
    "ko": [
        "{vendor} 키는 원래 팀 vault에서 받아야 함. 로컬 사본이 오래돼서 첫 호출이 401 났음.",
        "SDK가 import 시점에만 환경변수를 읽어서 프로세스 뜬 뒤에 export 해봐야 소용없었음.",
        "CI는 자체 {vendor} 값을 주입함. 로컬 값은 `make dev` 할 때만 의미 있음.",
        "staging이랑 prod {vendor} 프로젝트가 대시보드에서 똑같이 생겨서 헷갈림. 키 쓰기 전에 프로젝트명 확인할 것.",
        "키 바꾼 뒤 컨테이너 재시작 필요. hot reload는 env를 다시 안 읽음.",
        "403은 키가 틀린 게 아니라 scope 문제였음. 토큰에 write 권한이 없었음.",
        "{vendor} 콘솔에서 만든 키는 한 번만 보여줌. 만들자마자 secret manager에 넣어야 함.",
        "설정 우선순위가 env > config 파일 > 기본값이라 config 파일 값은 조용히 무시됐음.",
        "",
    ],
}

GEN_ASKS = {
    "en": [
        "Which {vendor} account should I use for local testing?",
        "Is there a sandbox {vendor} key so I don't touch prod?",
        "Where is the canonical copy of the {vendor} credentials kept?",
        "Who owns the {vendor} integration and can rotate the key?",
        "Should this key be rotated now that it was pasted here?",
        "Does CI override these values, or does it read the same file?",
        "",
        "",
    ],
    "ko": [
        "로컬 테스트에는 어떤 {vendor} 계정을 써야 하나요?",
        "prod 안 건드리게 sandbox {vendor} 키가 따로 있나요?",
        "{vendor} 키 원본은 어디에 보관돼 있나요?",
        "{vendor} 연동 담당자가 누구고 키 rotate는 누가 하나요?",
        "여기 붙여넣었으니 키 rotate 해야 하나요?",
        "CI가 이 값을 덮어쓰나요, 아니면 같은 파일을 읽나요?",
        "",
        "",
    ],
}


def gen_lesson(v, lang):
    return pick(GEN_LESSONS[lang]).format(vendor=v["name"])


def gen_ask(v, lang):
    return pick(GEN_ASKS[lang]).format(vendor=v["name"])


def ctx(v, lang):
    return v["ctx_en"] if lang == "en" else v["ctx_ko"]


def pl_env(v, items, lang):
    fname = pick([".env", ".env.local", ".env.production", "apps/api/.env", ".envrc"])
    pre = "export " if fname == ".envrc" else ""
    lines = ["%s%s=%s" % (pre, k.upper(), (q(val) if chance(0.3) else val)) for k, val, _ in items]
    if chance(0.5):
        lines.insert(0, pick(["NODE_ENV=development", "APP_ENV=local", "LOG_LEVEL=debug", "PORT=3000"]))
    body = "\n".join(lines)
    mc = L(lang, ["While %s I didn't know which env file the dev server loads. The one that worked (%s):\n%s" % (v["ctx_en"], fname, body),
                  "Missing: where the %s credentials come from when %s. Found them in %s:\n%s" % (v["name"], v["ctx_en"], fname, body)],
           ["%s 작업 중에 dev 서버가 어떤 env 파일을 읽는지 몰랐음. 동작한 파일(%s):\n%s" % (v["ctx_ko"], fname, body),
            "%s 중에 %s 키가 어디서 오는지 몰랐음. %s에 있었음:\n%s" % (v["ctx_ko"], v["name"], fname, body)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "env file"


def pl_export(v, items, lang):
    lines = ["export %s=%s" % (k.upper(), (("'%s'" % val) if chance(0.4) else val)) for k, val, _ in items]
    cmd = pick(["python scripts/sync.py --dry-run", "npm run job:sync", "make integration-test", "go run ./cmd/worker",
                "./gradlew :app:bootRun", "poetry run pytest -m integration"])
    body = "$ " + "\n$ ".join(lines) + "\n$ " + cmd
    out = pick(["\nOK: 200 (%d items)" % R.randrange(3, 400), "\nINFO connected", "\nPASSED %d tests" % R.randrange(5, 90), ""])
    mc = L(lang, ["Shell session from %s:\n%s%s" % (v["ctx_en"], body, out),
                  "Missing context: the script expects the credentials as env vars, not flags. What I ran while %s:\n%s%s" % (v["ctx_en"], body, out),
                  "Reproducing the nightly failure (%s) by hand:\n%s%s" % (v["ctx_en"], body, out)],
           ["%s 중에 쓴 셸 기록:\n%s%s" % (v["ctx_ko"], body, out),
            "스크립트가 키를 플래그가 아니라 환경변수로 받는 걸 몰랐음. %s 중에 실행한 것:\n%s%s" % (v["ctx_ko"], body, out),
            "야간 배치 실패 재현 (%s 작업):\n%s%s" % (v["ctx_ko"], body, out)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "shell export"


def pl_yaml(v, items, lang):
    sect = v["name"].lower().replace(" ", "_").replace(".", "").replace("&", "and")
    lines = ["%s:" % sect] + ["  %s: %s" % (k.lower(), (q(val) if chance(0.3) else val)) for k, val, _ in items]
    fname = pick(["config/settings.yaml", "application-local.yml", "values.dev.yaml", "config/app.yml"])
    body = "\n".join(lines)
    mc = L(lang, ["Didn't know the service reads %s before env vars. Working config for %s:\n%s" % (fname, v["ctx_en"], body),
                  "%s had a stale block, which broke %s. Replaced it with:\n%s" % (fname, v["ctx_en"], body)],
           ["서비스가 env보다 %s를 먼저 읽는 줄 몰랐음. %s 중에 동작한 설정:\n%s" % (fname, v["ctx_ko"], body),
            "%s에 오래된 블록이 있어서 %s 작업이 깨졌음. 이렇게 교체:\n%s" % (fname, v["ctx_ko"], body)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "yaml config"


def pl_json(v, items, lang):
    obj = {camel(k): val for k, val, _ in items}
    body = json.dumps({v["name"].split()[0].lower(): obj}, indent=2, ensure_ascii=False)
    fname = pick(["config/local.json", "appsettings.Development.json", "secrets.json", "config.dev.json"])
    le = gen_lesson(v, lang)
    if chance(0.5):
        mc = L(lang, "%s kept failing until %s had the right block (pasted below in lesson)." % (v["ctx_en"][0].upper() + v["ctx_en"][1:], fname),
               "%s 작업이 %s에 올바른 블록 넣기 전까지 계속 실패함 (lesson에 붙임)." % (v["ctx_ko"], fname))
        le = L(lang, "%s now contains:\n" % fname, "%s 현재 내용:\n" % fname) + body
    else:
        mc = L(lang, "%s used while %s:\n%s" % (fname, v["ctx_en"], body), "%s 내용 (%s 작업):\n%s" % (fname, v["ctx_ko"], body))
    return mc, le, gen_ask(v, lang), "json config"


def pl_toml(v, items, lang):
    sect = v["name"].lower().replace(" ", "-").replace(".", "")
    body = "[%s]\n" % sect + "\n".join('%s = "%s"' % (k.lower(), val) for k, val, _ in items)
    mc = L(lang, "%s. The pyproject/tool config section that made it work:\n%s" % (v["ctx_en"][0].upper() + v["ctx_en"][1:], body),
           "%s 작업. 동작하게 만든 TOML 섹션:\n%s" % (v["ctx_ko"], body))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "toml config"


def pl_docker(v, items, lang):
    img = pick(["ghcr.io/acme/worker:1.8.2", "acme/api:latest", "registry.example.com/batch/sync:2025.01", "python:3.12-slim"])
    envs = " \\\n  ".join("-e %s=%s" % (k.upper(), val) for k, val, _ in items)
    body = "docker run --rm \\\n  %s \\\n  %s %s" % (envs, img, pick(["sync", "python -m app.jobs.export", "node dist/cli.js run", ""]))
    mc = L(lang, "Missing how the container gets its config while %s. Ran it by hand:\n%s" % (v["ctx_en"], body.rstrip()),
           "%s 중에 컨테이너가 설정을 어디서 받는지 몰랐음. 손으로 돌린 명령:\n%s" % (v["ctx_ko"], body.rstrip()))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "docker run -e"


def pl_compose(v, items, lang):
    svc = pick(["api", "worker", "scheduler", "web"])
    lines = ["services:", "  %s:" % svc, "    image: acme/%s:dev" % svc, "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k.upper(), val) for k, val, _ in items]
    else:
        lines += ["      %s: %s" % (k.upper(), (q(val) if chance(0.5) else val)) for k, val, _ in items]
    body = "\n".join(lines)
    mc = L(lang, "docker-compose.override.yml I used for %s:\n%s" % (v["ctx_en"], body),
           "%s 중에 쓴 docker-compose.override.yml:\n%s" % (v["ctx_ko"], body))
    le = L(lang, ["The override file is git-ignored, but compose merges it silently, which is why prod values showed up locally.",
                  gen_lesson(v, lang)],
           ["override 파일은 gitignore 돼 있지만 compose가 조용히 merge 해서 prod 값이 로컬에 들어왔음.", gen_lesson(v, lang)])
    return mc, le, gen_ask(v, lang), "docker compose env"


def pl_k8s(v, items, lang):
    name = v["name"].lower().replace(" ", "-").replace(".", "") + "-credentials"
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name, "  namespace: %s" % pick(["prod", "staging", "batch"]),
                 "type: Opaque", "stringData:"] + ["  %s: %s" % (k.upper(), q(val)) for k, val, _ in items]
    else:
        lines = ["containers:", "  - name: app", "    env:"]
        for k, val, _ in items:
            lines += ["      - name: %s" % k.upper(), "        value: %s" % q(val)]
    body = "\n".join(lines)
    mc = L(lang, ["The pod crashed with missing config during %s. Manifest that fixed it:\n%s" % (v["ctx_en"], body),
                  "CrashLoopBackOff after the chart upgrade (%s). Applied this by hand with kubectl apply -f -:\n%s" % (v["ctx_en"], body)],
           ["%s 중에 pod가 설정 누락으로 죽었음. 고친 manifest:\n%s" % (v["ctx_ko"], body),
            "차트 업그레이드 후 CrashLoopBackOff (%s 작업). kubectl apply -f - 로 직접 적용한 것:\n%s" % (v["ctx_ko"], body)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "k8s manifest"


def pl_gha(v, items, lang):
    r = R.random()
    if r < 0.3:
        lines = ["deploy:", "  stage: deploy", "  image: alpine:3.20", "  variables:"] + \
            ["    %s: \"%s\"" % (k.upper(), val) for k, val, _ in items] + ["  script:", "    - ./scripts/deploy.sh"]
        body = "\n".join(lines)
        mc = L(lang, "Protected CI/CD variables are not exposed to unprotected branches, so for %s I put the values straight into .gitlab-ci.yml:\n%s" % (v["ctx_en"], body),
               "보호된 CI/CD 변수는 보호되지 않은 브랜치에 안 넘어가서, %s 작업 때문에 .gitlab-ci.yml에 값을 직접 넣음:\n%s" % (v["ctx_ko"], body))
        le = L(lang, "Mark the branch as protected or use a masked, non-protected variable; never inline values in .gitlab-ci.yml.",
               "브랜치를 protected로 지정하거나 masked 변수를 쓸 것. .gitlab-ci.yml에 값을 직접 넣지 말 것.")
        return mc, le, gen_ask(v, lang), "gitlab ci variables"
    if r < 0.45:
        body = "pipeline {\n  agent any\n  environment {\n" + "\n".join("    %s = '%s'" % (k.upper(), val) for k, val, _ in items) + \
            "\n  }\n  stages {\n    stage('Deploy') { steps { sh './deploy.sh' } }\n  }\n}"
        mc = L(lang, "Jenkinsfile on the release branch (%s):\n%s" % (v["ctx_en"], body), "release 브랜치의 Jenkinsfile (%s 작업):\n%s" % (v["ctx_ko"], body))
        le = L(lang, "Use credentials('id') in the environment block so Jenkins masks the value.", "environment 블록에서 credentials('id')를 써야 Jenkins가 값을 마스킹함.")
        return mc, le, gen_ask(v, lang), "jenkinsfile environment"
    lines = ["- name: %s" % pick(["Sync", "Deploy", "Publish", "Notify", "Integration tests"]), "  run: %s" % pick(["make sync", "npm run deploy", "./scripts/publish.sh", "pytest -m e2e"]),
             "  env:"] + ["    %s: %s" % (k.upper(), val) for k, val, _ in items]
    body = "\n".join(lines)
    mc = L(lang, "Didn't know the workflow had no access to org secrets from forks, so I hardcoded the values to test %s:\n%s" % (v["ctx_en"], body),
           "fork에서는 org secret 접근이 안 되는 줄 몰라서 %s 작업 테스트하려고 값을 workflow에 하드코딩함:\n%s" % (v["ctx_ko"], body))
    le = L(lang, "Hardcoded values in .github/workflows end up in the public repo history; use ${{ secrets.* }} and a pull_request_target review gate instead.",
           ".github/workflows에 하드코딩하면 공개 repo 히스토리에 남음. ${{ secrets.* }}랑 pull_request_target 리뷰 게이트를 써야 함.")
    return mc, le, gen_ask(v, lang), "github actions env"


def pl_python(v, items, lang):
    if chance(0.5):
        code = "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k.upper(), val) for k, val, _ in items)
    else:
        code = "SETTINGS = {\n" + "\n".join('    "%s": "%s",' % (k.lower(), val) for k, val, _ in items) + "\n}"
    fname = pick(["conftest.py", "scripts/backfill.py", "app/settings_local.py", "notebooks/scratch.py"])
    mc = L(lang, ["Missing: the integration needed credentials at import time. Put this in %s while %s:\n%s" % (fname, v["ctx_en"], code),
                  "Quick hack in %s to unblock %s (to be reverted):\n%s" % (fname, v["ctx_en"], code)],
           ["import 시점에 키가 필요했음. %s 중에 %s에 넣은 코드:\n%s" % (v["ctx_ko"], fname, code),
            "%s 작업 막혀서 %s에 임시로 넣은 코드 (되돌릴 예정):\n%s" % (v["ctx_ko"], fname, code)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "python code"


def pl_js(v, items, lang):
    decl = pick(["const", "export const"])
    code = "%s config = {\n" % decl + "\n".join("  %s: '%s'," % (camel(k), val) for k, val, _ in items) + "\n};"
    fname = pick(["src/config.ts", "lib/env.js", "server/config.mjs", "playwright.config.ts"])
    mc = L(lang, "%s (%s):\n%s" % (fname, v["ctx_en"], code), "%s 수정 (%s 작업):\n%s" % (fname, v["ctx_ko"], code))
    le = L(lang, ["Anything in src/ that is imported by a client component gets bundled; server-only values must stay in server files.", gen_lesson(v, lang)],
           ["client 컴포넌트에서 import 되는 src/ 파일은 번들에 포함됨. 서버 전용 값은 서버 파일에만 둘 것.", gen_lesson(v, lang)])
    return mc, le, gen_ask(v, lang), "js/ts code"


def pl_curl(v, items, lang):
    secrets = [(k, val) for k, val, s in items if s]
    if v["hdr"]:
        tmpl, idx = v["hdr"]
        hv = tmpl.format(v=items[idx][1])
        extra = [it for i, it in enumerate(items) if i != idx and it[2]]
        cmd = "curl -sS %s\\\n  -H '%s'" % (("-X POST " if chance(0.5) else ""), hv)
        cmd += " \\\n  -H 'Content-Type: application/json'"
        cmd += " \\\n  '%s'" % v["url"]
        status = pick(["HTTP/2 200", "HTTP/2 401", "HTTP/1.1 403 Forbidden", "HTTP/2 429", "HTTP/2 201"])
        body = cmd + "\n< " + status
        mc = L(lang, "Reproduced the failing call while %s:\n%s" % (v["ctx_en"], body),
               "%s 중에 실패하던 호출을 재현:\n%s" % (v["ctx_ko"], body))
        le = gen_lesson(v, lang)
        if extra:
            le = (le + "\n" if le else "") + L(lang, "The other value from the same dashboard page: ", "같은 대시보드 페이지의 다른 값: ") + \
                ", ".join("%s=%s" % (k, val) for k, val, _ in extra)
        return mc, le, gen_ask(v, lang), "curl header"
    # no header: query string / form
    k, val = secrets[0]
    cmd = "curl -s 'https://api.internal.example.com/v1/%s/test?%s=%s'" % (v["name"].lower().replace(" ", "-"), k.lower(), val)
    rest = [it for it in items if it[2] and it[1] != val]
    if rest:
        cmd += " \\\n  -d '%s'" % "&".join("%s=%s" % (k2.lower(), v2) for k2, v2, _ in rest)
    mc = L(lang, "Our internal proxy for %s takes the key as a query param; the call I used:\n%s" % (v["name"], cmd),
           "사내 %s 프록시는 키를 query param으로 받음. 사용한 호출:\n%s" % (v["name"], cmd))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "curl query param"


def pl_chat(v, items, lang):
    secrets = [(k, val) for k, val, s in items if s]
    pubs = [(k, val) for k, val, s in items if not s]
    parts_en = ["the %s is %s" % (k.lower().replace("_", " "), val) for k, val in secrets]
    parts_ko = ["%s는 %s" % (k.lower().replace("_", " "), val) for k, val in secrets]
    mc = L(lang, ["Teammate said in chat: \"for %s just use the shared one, %s\". I used it as-is." % (v["ctx_en"], "; ".join(parts_en)),
                  "Missing context: nobody told me the %s sandbox was decommissioned, so I asked in #dev and got %s." % (v["name"], " and ".join(parts_en))],
           ["팀원이 채팅으로 \"%s 작업엔 공용 거 써요, %s\" 라고 해서 그대로 씀." % (v["ctx_ko"], ", ".join(parts_ko)),
            "%s sandbox가 없어진 걸 아무도 안 알려줘서 #dev에 물어봤더니 %s 라고 받음." % (v["name"], ", ".join(parts_ko))])
    if pubs and chance(0.7):
        mc += L(lang, " (%s for reference)" % ", ".join("%s=%s" % p for p in pubs), " (참고: %s)" % ", ".join("%s=%s" % p for p in pubs))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "chat prose"


def pl_split(v, items, lang):
    secrets = [(k, val) for k, val, s in items if s]
    if len(items) >= 2:
        a, b = items[0], items[1:]
        mc = L(lang, "While %s I only had half of the credentials: %s=%s" % (v["ctx_en"], a[0], a[1]),
               "%s 중에 키 절반만 알고 있었음: %s=%s" % (v["ctx_ko"], a[0], a[1]))
        le = L(lang, "The rest was in the old runbook: ", "나머지는 예전 runbook에 있었음: ") + ", ".join("%s=%s" % (k, val) for k, val, _ in b)
        ask = gen_ask(v, lang)
    else:
        k, val = secrets[0]
        mc = L(lang, "Didn't know %s needs a separate key per environment. The one I was given is for prod." % v["ctx_en"],
               "%s 작업에 환경별로 키가 따로 필요한 줄 몰랐음. 받은 키는 prod 용이었음." % v["ctx_ko"])
        le = L(lang, "Prod key (do not use locally): %s" % val, "prod 키 (로컬에서 쓰지 말 것): %s" % val)
        ask = L(lang, "Is %s the prod or the staging key?" % val, "%s 이게 prod 키인지 staging 키인지?" % val) if chance(0.5) else gen_ask(v, lang)
    return mc, le, ask, "split across fields"


def pl_log(v, items, lang):
    ts = "%sT%sZ" % (rdate(), rtime())
    printenv = chance(0.5)
    if printenv:
        body = "$ printenv | grep -i %s\n" % items[0][0].split("_")[0] + "\n".join("%s=%s" % (k.upper(), val) for k, val, _ in items)
    else:
        cfg = ", ".join("%s=%r" % (k.lower(), val) for k, val, _ in items)
        body = "%s DEBUG app.config loaded %s client config: %s\n%s ERROR request failed: %s" % (
            ts, v["name"], cfg, ts, pick(["401 Unauthorized", "timeout after 30s", "403 scope insufficient", "429 too many requests"]))
    mc = L(lang, ["Log output while %s:\n%s" % (v["ctx_en"], body), "Pasted from the CI job log (%s):\n%s" % (v["ctx_en"], body)],
           ["%s 중에 나온 로그:\n%s" % (v["ctx_ko"], body), "CI job 로그에서 복사 (%s 작업):\n%s" % (v["ctx_ko"], body)])
    if printenv:
        le = L(lang, ["CI prints the environment in the debug step; remove `printenv` from the pipeline.", gen_lesson(v, lang)],
               ["CI debug 단계에서 환경변수를 출력함. 파이프라인에서 `printenv` 제거할 것.", gen_lesson(v, lang)])
    else:
        le = L(lang, ["The debug logger prints the whole client config; LOG_LEVEL=debug must never be on in shared envs.", gen_lesson(v, lang)],
               ["debug 로거가 client 설정 전체를 찍음. 공용 환경에서 LOG_LEVEL=debug 켜면 안 됨.", gen_lesson(v, lang)])
    return mc, le, gen_ask(v, lang), "log output"


def pl_props(v, items, lang):
    if chance(0.5):
        body = "\n".join("%s=%s" % (dotted(k), val) for k, val, _ in items)
        fname = pick(["application-local.properties", "gradle.properties", "src/main/resources/application.properties"])
    else:
        body = "[%s]\n" % v["name"].lower().replace(" ", "_") + "\n".join("%s = %s" % (k.lower(), val) for k, val, _ in items)
        fname = pick(["config.ini", "setup.cfg", "settings.ini", "~/.config/acme/credentials"])
    mc = L(lang, ["Missing which file %s reads. It is %s:\n%s" % (v["ctx_en"], fname, body),
                  "The legacy job for %s reads its settings from %s; current contents:\n%s" % (v["ctx_en"], fname, body)],
           ["%s 중에 어느 파일을 읽는지 몰랐음. %s 였음:\n%s" % (v["ctx_ko"], fname, body),
            "%s 하는 레거시 job은 %s에서 설정을 읽음. 현재 내용:\n%s" % (v["ctx_ko"], fname, body)])
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "properties/ini"


def pl_hcl(v, items, lang):
    if chance(0.5):
        body = "\n".join('%s = "%s"' % (k.lower(), val) for k, val, _ in items)
        fname = "terraform.tfvars"
    else:
        body = 'resource "kubernetes_secret" "%s" {\n  metadata { name = "%s" }\n  data = {\n' % (
            v["name"].lower().replace(" ", "_").replace(".", ""), v["name"].lower().replace(" ", "-").replace(".", "")) + \
            "\n".join('    %s = "%s"' % (k.lower(), val) for k, val, _ in items) + "\n  }\n}"
        fname = "main.tf"
    mc = L(lang, "terraform plan kept asking for variables while %s; I put them in %s:\n%s" % (v["ctx_en"], fname, body),
           "%s 중에 terraform plan이 계속 변수를 물어봐서 %s에 넣음:\n%s" % (v["ctx_ko"], fname, body))
    le = L(lang, "tfvars values end up in state in plain text anyway; use a data source from the secret manager.",
           "tfvars 값은 어차피 state에 평문으로 남음. secret manager data source를 써야 함.")
    return mc, le, gen_ask(v, lang), "terraform"


def pl_diff(v, items, lang):
    fname = pick(["config/production.env", "deploy/values-prod.yaml", "src/settings.py", ".env.ci"])
    lines = ["diff --git a/%s b/%s" % (fname, fname), "@@ -%d,%d +%d,%d @@" % (R.randrange(3, 40), 3, R.randrange(3, 40), 3 + len(items))]
    lines.append(" " + pick(["LOG_LEVEL=info", "# integrations", "TZ=Asia/Seoul", "FEATURE_X=false"]))
    for k, val, _ in items:
        if chance(0.3):
            lines.append("-%s=" % k.upper())
        lines.append("+%s=%s" % (k.upper(), val))
    body = "\n".join(lines)
    mc = L(lang, "PR diff I was reviewing for %s:\n%s" % (v["ctx_en"], body), "%s 작업 PR 리뷰하던 diff:\n%s" % (v["ctx_ko"], body))
    le = L(lang, "Pre-commit secret scanning is not enabled on this repo; the diff went through review unnoticed.",
           "이 repo는 pre-commit 시크릿 스캔이 꺼져 있어서 리뷰에서 아무도 못 봤음.")
    return mc, le, gen_ask(v, lang), "git diff"


def pl_table(v, items, lang):
    env = pick(["prod", "staging", "dev"])
    hdr = L(lang, "| env | name | value |\n|---|---|---|", "| 환경 | 이름 | 값 |\n|---|---|---|")
    rows = "\n".join("| %s | %s | %s |" % (env, k, val) for k, val, _ in items)
    mc = L(lang, "Nobody told me where the %s values for %s live. The wiki page table:\n%s\n%s" % (v["name"], v["ctx_en"], hdr, rows),
           "%s 값이 어디 있는지 아무도 안 알려줌 (%s 작업). 위키 표:\n%s\n%s" % (v["name"], v["ctx_ko"], hdr, rows))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "markdown table"


def pl_code_other(v, items, lang):
    kind = pick(["go", "java", "ruby", "php", "rust", "kotlin", "csharp", "swift"])
    if kind == "go":
        code = "var (\n" + "\n".join('\t%s = "%s"' % (camel(k), val) for k, val, _ in items) + "\n)"
    elif kind == "java":
        code = "\n".join('private static final String %s = "%s";' % (k.upper(), val) for k, val, _ in items)
    elif kind == "ruby":
        code = "\n".join("ENV['%s'] ||= '%s'" % (k.upper(), val) for k, val, _ in items)
    elif kind == "php":
        code = "<?php\nreturn [\n" + "\n".join("    '%s' => '%s'," % (k.lower(), val) for k, val, _ in items) + "\n];"
    elif kind == "rust":
        code = "\n".join('const %s: &str = "%s";' % (k.upper(), val) for k, val, _ in items)
    elif kind == "kotlin":
        code = "object Keys {\n" + "\n".join('    const val %s = "%s"' % (k.upper(), val) for k, val, _ in items) + "\n}"
    elif kind == "csharp":
        code = "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k.upper(), val) for k, val, _ in items)
    else:
        code = "enum Secrets {\n" + "\n".join('    static let %s = "%s"' % (camel(k), val) for k, val, _ in items) + "\n}"
    mc = L(lang, "Hardcoded the %s credentials in %s code to unblock %s:\n%s" % (v["name"], kind, v["ctx_en"], code),
           "%s 작업이 막혀서 %s 코드에 %s 키를 하드코딩함:\n%s" % (v["ctx_ko"], kind, v["name"], code))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "%s code" % kind


def pl_xml(v, items, lang):
    if chance(0.5):
        body = "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (camel(k)[0].upper() + camel(k)[1:], val) for k, val, _ in items) + "\n</appSettings>"
        fname = "Web.config"
    else:
        body = "<resources>\n" + "\n".join('    <string name="%s" translatable="false">%s</string>' % (k.lower(), val) for k, val, _ in items) + "\n</resources>"
        fname = "res/values/secrets.xml"
    mc = L(lang, "%s while %s:\n%s" % (fname, v["ctx_en"], body), "%s 수정 (%s 작업):\n%s" % (fname, v["ctx_ko"], body))
    return mc, gen_lesson(v, lang), gen_ask(v, lang), "xml config"


def pl_trace(v, items, lang):
    cfg = ", ".join("%s='%s'" % (k.lower(), val) for k, val, _ in items)
    body = ("Traceback (most recent call last):\n  File \"app/clients/%s.py\", line %d, in connect\n    resp.raise_for_status()\n"
            "requests.exceptions.HTTPError: %s for url\nDuring handling, client repr: %sClient(%s)") % (
        v["name"].lower().replace(" ", "_").replace(".", ""), R.randrange(20, 300), pick(["401 Client Error", "403 Client Error", "500 Server Error"]),
        v["name"].replace(" ", "").replace(".", "").replace("&", ""), cfg)
    mc = L(lang, "Stack trace while %s:\n%s" % (v["ctx_en"], body), "%s 중에 난 스택트레이스:\n%s" % (v["ctx_ko"], body))
    le = L(lang, "The client's __repr__ includes the credentials, so every exception report leaks them; override __repr__.",
           "client의 __repr__에 키가 그대로 나와서 예외 리포트마다 노출됨. __repr__ 오버라이드 필요.")
    return mc, le, gen_ask(v, lang), "stack trace"


PLACEMENTS = [pl_env, pl_export, pl_yaml, pl_json, pl_toml, pl_docker, pl_compose, pl_k8s, pl_gha, pl_python, pl_js,
              pl_curl, pl_chat, pl_split, pl_log, pl_props, pl_hcl, pl_diff, pl_table, pl_code_other, pl_xml, pl_trace]


# =====================================================================================
# Bespoke secret templates.  Each returns (category, mc, lesson, ask, [secrets]).
# =====================================================================================
from urllib.parse import quote as _urlquote  # noqa: E402  (stdlib)

SECRET_TEMPLATES = []


def secret_t(fn):
    SECRET_TEMPLATES.append(fn)
    return fn


def pw_any():
    r = R.random()
    if r < 0.45:
        return human_password()
    if r < 0.65:
        return ko_password()
    return random_pw()


def pw_url_unsafe():
    """A password that needs percent-encoding in a URL."""
    base = pick([human_password(), random_pw(14), ko_password()])
    pos = R.randrange(1, len(base))
    return base[:pos] + pick("@#/:?%") + base[pos:]


def pct(s):
    return _urlquote(s, safe="")


DB_HOSTS = ["db-prod-replica.internal", "10.20.3.41", "mysql-primary.svc.cluster.local", "rds-orders.cx8k2pq1.ap-northeast-2.rds.amazonaws.com",
            "pg-main.internal.example.com", "127.0.0.1"]


@secret_t
def s_mysql_p(lang):
    pw = pick([human_password(), random_pw(12).replace("!", "x"), ko_password()])
    user = pick(["app_ro", "root", "report", "batch"])
    host = pick(DB_HOSTS)
    quoted = chance(0.5) or any(c in pw for c in "!#$&*^()")
    arg = "-p'%s'" % pw if quoted else "-p%s" % pw
    cmd = "$ mysql -h %s -u%s %s %s -e \"SELECT COUNT(*) FROM payments WHERE status='pending'\"" % (host, user, arg, pick(["orders", "shop", "billing"]))
    out = "mysql: [Warning] Using a password on the command line interface can be insecure.\n+----------+\n| COUNT(*) |\n+----------+\n|      %d |\n+----------+" % R.randrange(10, 999)
    mc = L(lang, "Didn't know the replica lags ~5 min, so counts looked wrong. Checked directly:\n%s\n%s" % (cmd, out),
           "replica가 5분 정도 늦는 걸 몰라서 카운트가 이상해 보였음. 직접 확인:\n%s\n%s" % (cmd, out))
    le = L(lang, "Use the primary for reconciliation queries; the replica is for dashboards only.",
           "정산 쿼리는 primary에서 돌려야 함. replica는 대시보드 전용.")
    ask = L(lang, "Which host is safe for ad-hoc counts during business hours?", "업무시간에 ad-hoc 카운트 돌려도 되는 호스트가 어디인지?")
    return "shell: mysql -p attached password", mc, le, ask, [pw]


@secret_t
def s_pg_uri(lang):
    pw = pw_url_unsafe()
    enc = pct(pw)
    user = pick(["app", "svc_api", "postgres", "analytics"])
    host = pick(DB_HOSTS[1:])
    uri = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host, pick(["app", "core", "warehouse"]))
    style = R.randrange(3)
    if style == 0:
        mc = L(lang, "alembic upgrade failed with 'password authentication failed' because the @ in the password was not escaped. Fixed DATABASE_URL:\n%s" % uri,
               "비밀번호에 특수문자가 있어서 alembic upgrade가 'password authentication failed'로 실패. 고친 DATABASE_URL:\n%s" % uri)
        le = L(lang, "Special characters in the password must be percent-encoded inside a URL.", "URL 안의 비밀번호 특수문자는 percent-encoding 해야 함.")
    elif style == 1:
        mc = L(lang, "engine = create_engine(\"%s\", pool_pre_ping=True)" % uri,
               "로컬에서 prod DB 붙을 때 쓴 코드:\nengine = create_engine(\"%s\", pool_pre_ping=True)" % uri)
        le = L(lang, "The raw password is %s; SQLAlchemy needed the encoded form above." % pw,
               "원래 비밀번호는 %s 인데 SQLAlchemy에는 위처럼 인코딩해서 넣어야 했음." % pw)
        return "connection string: postgres percent-encoded password + raw", mc, le, "", [enc, pw]
    else:
        mc = L(lang, "Missing the staging DSN. Got it from the old Heroku config: DATABASE_URL=%s" % uri,
               "staging DSN을 몰라서 예전 Heroku config에서 가져옴: DATABASE_URL=%s" % uri)
        le = ""
    ask = L(lang, "Is there a read-only role I should use instead of %s?" % user, "%s 대신 쓸 read-only role이 있는지?" % user)
    return "connection string: postgres percent-encoded password", mc, le, ask, [enc]


@secret_t
def s_pgpassword(lang):
    pw = pw_any()
    host = pick(DB_HOSTS)
    cmd = "PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > /tmp/%s.dump" % (pw, host, pick(["backup", "postgres", "svc_etl"]), pick(["core", "app"]), rdate())
    mc = L(lang, "Needed a snapshot before the migration; nobody told me the nightly dump is already in S3.\n$ %s" % cmd,
           "마이그레이션 전에 스냅샷이 필요했는데 nightly dump가 이미 S3에 있다는 걸 몰랐음.\n$ %s" % cmd)
    le = L(lang, "Nightly dumps live in s3://acme-db-backups/core/; use those instead of dumping prod by hand.",
           "nightly dump는 s3://acme-db-backups/core/ 에 있음. 손으로 prod 덤프 뜨지 말 것.")
    return "shell: PGPASSWORD env prefix", mc, le, "", [pw]


@secret_t
def s_mongo(lang):
    pw = pick([rs(16), human_password().replace("#", "").replace("@", "").replace("%", ""), rs(24, AN)])
    user = pick(["admin", "app-rw", "analytics"])
    cluster = "cluster0.%s.mongodb.net" % rs(5, ANL)
    uri = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (user, pw, cluster, pick(["shop", "events", "prod"]))
    if chance(0.5):
        body = "pymongo.errors.ServerSelectionTimeoutError: %s:27017: timed out\n  uri=%s" % (cluster.replace("cluster0", "cluster0-shard-00-01"), uri)
        mc = L(lang, "Atlas rejected us because the IP access list did not include the new NAT gateway:\n%s" % body,
               "새 NAT gateway IP가 Atlas access list에 없어서 막혔음:\n%s" % body)
    else:
        mc = L(lang, "MONGODB_URI=%s" % uri, "로컬 .env에 넣은 값: MONGODB_URI=%s" % uri)
    le = L(lang, "Add the NAT EIP to the Atlas access list before blaming the driver.", "드라이버 탓하기 전에 NAT EIP를 Atlas access list에 추가할 것.")
    return "connection string: mongodb+srv", mc, le, gen_ask({"name": "MongoDB Atlas"}, lang), [pw]


@secret_t
def s_redis(lang):
    pw = rs(R.choice([16, 24, 32]), AN)
    style = R.randrange(3)
    if style == 0:
        body = "$ redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d" % (
            pick(["cache-01.internal", "10.0.4.12"]), pw, R.randrange(1000, 99999), R.randrange(100, 999))
        cat = "shell: redis-cli -a password"
    elif style == 1:
        body = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
        cat = "config: redis.conf requirepass"
    else:
        body = "CELERY_RESULT_BACKEND = \"redis://:%s@cache-01.internal:6379/1\"" % pw
        cat = "connection string: redis URL"
    mc = L(lang, "Cache keys were not expiring; checked the server directly:\n%s" % body, "캐시 키가 만료가 안 돼서 서버를 직접 확인:\n%s" % body)
    le = L(lang, "maxmemory-policy was noeviction; set it to allkeys-lru.", "maxmemory-policy가 noeviction 이었음. allkeys-lru로 바꿈.")
    return cat, mc, le, "", [pw]


@secret_t
def s_amqp(lang):
    user = pick(["celery", "app", "orders"])
    pw = pick([rs(20), human_password().replace("@", "").replace("#", "").replace("%", "").replace("/", "")])
    vh = pick(["prod", "%2F", "jobs"])
    url = "amqp://%s:%s@rabbitmq.internal:5672/%s" % (user, pw, vh)
    mc = L(lang, "Workers silently consumed nothing because they pointed at the wrong vhost. settings.py had\nCELERY_BROKER_URL = '%s'" % url,
           "worker가 엉뚱한 vhost를 보고 있어서 아무것도 consume 안 했음. settings.py:\nCELERY_BROKER_URL = '%s'" % url)
    le = L(lang, "vhost '/' must be written as %2F in the URL.", "vhost '/' 는 URL에서 %2F 로 써야 함.")
    return "connection string: amqp broker URL", mc, le, "", [pw]


@secret_t
def s_spring(lang):
    pw = pw_any()
    if chance(0.5):
        body = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/shop?useSSL=true\n    username: shop_app\n    password: %s\n  jpa:\n    hibernate:\n      ddl-auto: validate" % (pick(DB_HOSTS), pw)
        f = "application-prod.yml"
    else:
        body = "spring.datasource.url=jdbc:postgresql://%s:5432/core\nspring.datasource.username=core_app\nspring.datasource.password=%s\nspring.jpa.open-in-view=false" % (pick(DB_HOSTS), pw)
        f = "application.properties"
    mc = L(lang, "Didn't know Spring profiles stack: prod profile pulled the password from %s:\n%s" % (f, body),
           "Spring profile이 겹쳐서 적용되는 걸 몰랐음. prod profile이 %s의 비밀번호를 씀:\n%s" % (f, body))
    le = L(lang, "ddl-auto=validate fails fast when Flyway has not run; run migrations first.", "Flyway 안 돌리면 ddl-auto=validate에서 바로 실패함. 마이그레이션 먼저.")
    return "config: spring datasource password", mc, le, "", [pw]


DJ_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"


@secret_t
def s_django(lang):
    key = pick(["django-insecure-", ""]) + rs(50, DJ_CHARS)
    mailpw = rs(16, ANL) if chance(0.5) else None
    body = "SECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['api.example.com']" % key
    secrets = [key]
    if mailpw:
        body += "\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'noreply@example.com'\nEMAIL_HOST_PASSWORD = '%s'" % mailpw
        secrets.append(mailpw)
    mc = L(lang, "Sessions were invalidated on every deploy because SECRET_KEY differed per pod. settings/prod.py:\n%s" % body,
           "pod마다 SECRET_KEY가 달라서 배포할 때마다 세션이 끊겼음. settings/prod.py:\n%s" % body)
    le = L(lang, "SECRET_KEY must be identical across replicas; load it from the secret store, not generated at boot.",
           "SECRET_KEY는 모든 replica에서 같아야 함. 부팅 때 생성하지 말고 secret store에서 읽을 것.")
    return "config: Django SECRET_KEY", mc, le, "", secrets


@secret_t
def s_rails(lang):
    mk = rhex(32)
    skb = rhex(128)
    if chance(0.5):
        mc = L(lang, "Deploy failed with ActiveSupport::MessageEncryptor::InvalidMessage. Missing: config/master.key is not in the repo. Value from 1Password:\n%s" % mk,
               "ActiveSupport::MessageEncryptor::InvalidMessage로 배포 실패. config/master.key가 repo에 없다는 걸 몰랐음. 1Password에 있던 값:\n%s" % mk)
        le = L(lang, "Set RAILS_MASTER_KEY=%s in the Kamal secrets file, not in deploy.yml." % mk,
               "RAILS_MASTER_KEY=%s 는 deploy.yml 말고 Kamal secrets 파일에 넣어야 함." % mk)
        return "config: Rails master.key", mc, le, "", [mk]
    mc = L(lang, "secret_key_base was missing in the container:\nSECRET_KEY_BASE=%s" % skb, "컨테이너에 secret_key_base가 없었음:\nSECRET_KEY_BASE=%s" % skb)
    return "config: Rails SECRET_KEY_BASE", mc, L(lang, "bin/rails secret generates a new one; do not reuse prod's.", "bin/rails secret으로 새로 만들 것. prod 값 재사용 금지."), "", [skb]


@secret_t
def s_laravel(lang):
    appkey = "base64:" + b64(32)
    dbpw = pw_any()
    mailpw = rs(16, ANL)
    body = "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_USERNAME=shop\nDB_PASSWORD=%s\nMAIL_MAILER=smtp\nMAIL_USERNAME=apikey\nMAIL_PASSWORD=%s" % (appkey, dbpw, mailpw)
    mc = L(lang, "Laravel threw 'The MAC is invalid' after restoring the backup; the APP_KEY had changed. Current .env:\n%s" % body,
           "백업 복원 후 Laravel에서 'The MAC is invalid' 에러. APP_KEY가 바뀌어 있었음. 현재 .env:\n%s" % body)
    le = L(lang, "Encrypted columns depend on APP_KEY; never run key:generate on an existing install.", "암호화 컬럼은 APP_KEY에 의존함. 기존 설치에서 key:generate 절대 금지.")
    return "env: Laravel APP_KEY + DB/MAIL passwords", mc, le, "", [appkey, dbpw, mailpw]


@secret_t
def s_jwt_secret(lang):
    sec = pick([b64(32), rhex(64), b64(48)])
    var = pick(["NEXTAUTH_SECRET", "JWT_SECRET", "AUTH_SECRET", "SESSION_SECRET", "JWT_SIGNING_KEY"])
    body = "$ openssl rand -base64 32\n%s" % sec if "=" in sec or "+" in sec or "/" in sec else "$ openssl rand -hex 32\n%s" % sec
    mc = L(lang, "Login loop on preview deployments: %s was unset there. Generated one:\n%s" % (var, body),
           "preview 배포에서 로그인 무한루프. %s가 없었음. 새로 생성:\n%s" % (var, body))
    le = L(lang, "Then set %s=%s in the Vercel preview env." % (var, sec), "그리고 Vercel preview env에 %s=%s 설정." % (var, sec))
    return "env: JWT/NextAuth signing secret", mc, le, "", [sec]


def user_jwt():
    return jwt({"sub": ruuid(), "email": pick(["minji.kim", "dev", "jlee", "qa01"]) + "@example.com", "role": pick(["admin", "user", "staff"]),
                "iat": rts(), "exp": rts() + 3600}, alg="RS256", sig_bytes=256) if chance(0.4) else \
        jwt({"sub": rdig(6), "scope": pick(["read write", "admin", "orders:read"]), "iat": rts(), "exp": rts() + 900}, alg="HS256", sig_bytes=32)


@secret_t
def s_bearer_http(lang):
    tok = user_jwt()
    path = pick(["/api/v2/orders?status=pending", "/graphql", "/admin/users/42/roles", "/v1/reports/export"])
    req = "%s %s HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json\nUser-Agent: %s" % (
        pick(["GET", "POST"]), path, pick(["api.example.com", "staging-api.acme.kr", "localhost:8080"]), tok, pick(["okhttp/4.12.0", "PostmanRuntime/7.39.0", "curl/8.5.0"]))
    resp = pick(["HTTP/1.1 403 Forbidden", "HTTP/1.1 200 OK", "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error=\"invalid_token\""])
    mc = L(lang, "Admin endpoint returned 403 for an admin user. Captured request:\n%s\n\n%s" % (req, resp),
           "admin 사용자인데 admin 엔드포인트가 403. 캡처한 요청:\n%s\n\n%s" % (req, resp))
    le = L(lang, "The gateway strips the role claim unless the token audience matches; it was issued for the mobile client.",
           "토큰 audience가 안 맞으면 gateway가 role claim을 버림. 모바일 클라이언트용으로 발급된 토큰이었음.")
    return "http: bearer JWT in request dump", mc, le, "", [tok]


@secret_t
def s_basic(lang):
    user = pick(["admin", "grafana", "deploy", "prometheus", "elastic"])
    pw = pw_any()
    blob = b64s("%s:%s" % (user, pw))
    if chance(0.5):
        body = "$ curl -v https://metrics.internal.example.com/api/v1/query?query=up\n> GET /api/v1/query?query=up HTTP/2\n> authorization: Basic %s\n< HTTP/2 200" % blob
        mc = L(lang, "Prometheus behind nginx basic auth; the request that worked:\n%s" % body, "nginx basic auth 뒤의 Prometheus. 성공한 요청:\n%s" % body)
        return "http: Basic auth header", mc, "", L(lang, "Is there a service account for scripts?", "스크립트용 서비스 계정이 있는지?"), [blob]
    body = "$ curl -u %s:'%s' https://es.internal.example.com:9200/_cat/indices?v" % (user, pw)
    mc = L(lang, "Needed to check index sizes; used the built-in user:\n%s" % body, "인덱스 크기 확인하려고 기본 사용자로 접속:\n%s" % body)
    le = L(lang, "curl -v shows the header as: Authorization: Basic %s" % blob, "curl -v로 보면 헤더는 Authorization: Basic %s" % blob)
    return "shell: curl -u user:password + Basic blob", mc, le, "", [pw, blob]


@secret_t
def s_cookie(lang):
    kind = R.randrange(7)
    if kind == 0:
        val = "s%3A" + rs(32, URLB64) + "." + pct(b64(32).rstrip("="))
        ck, name = "connect.sid=%s" % val, "Express connect.sid"
    elif kind == 1:
        val = rs(26, ANL)
        ck, name = "PHPSESSID=%s" % val, "PHPSESSID"
    elif kind == 2:
        val = rhex(32).upper()
        ck, name = "JSESSIONID=%s" % val, "JSESSIONID"
    elif kind == 3:
        val = pct(b64(R.randrange(90, 160))) + "--" + rhex(40)
        ck, name = "_shop_session=%s" % val, "Rails session cookie"
    elif kind == 4:
        val = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64url(12) + "." + b64url(R.randrange(160, 260)) + "." + b64url(16)
        ck, name = "__Secure-next-auth.session-token=%s" % val, "NextAuth session token"
    elif kind == 5:
        val = rs(32, ANL)
        ck, name = "sessionid=%s" % val, "Django sessionid"
    else:
        val = pct(b64s('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64(16), b64(R.randrange(120, 180)), rhex(64))))
        ck, name = "laravel_session=%s" % val, "laravel_session"
    other = "; ".join([pick(["_ga=GA1.1.%s.%d" % (rdig(10), rts()), "theme=dark", "lang=ko-KR", "tz=Asia%2FSeoul"]), pick(["cookie_consent=1", "sidebar=collapsed"])])
    hdr = "Cookie: %s; %s" % (other, ck) if chance(0.5) else "Cookie: %s; %s" % (ck, other)
    mc = L(lang, "To reproduce the logged-in bug with curl I copied the browser cookies:\n%s" % hdr,
           "로그인 상태 버그를 curl로 재현하려고 브라우저 쿠키를 복사함:\n%s" % hdr)
    le = L(lang, "Use a test account session from the seed script instead of copying a real session.",
           "실제 세션 복사하지 말고 seed 스크립트의 테스트 계정 세션을 쓸 것.")
    return "http: session cookie (%s)" % name, mc, le, "", [val]


@secret_t
def s_naver_cookie(lang):
    aut = rs(64, AN + "/+")
    ses = "AAAB" + rs(R.randrange(220, 300), AN + "/+") + "=="
    hdr = "NNB=%s; NID_AUT=%s; NID_SES=%s" % (rs(13, ANU), aut, ses)
    mc = L(lang, "The crawler for our own Naver Smart Store admin needed login cookies; copied from DevTools:\n%s" % hdr,
           "스마트스토어 관리자 크롤러가 로그인 쿠키가 필요해서 개발자도구에서 복사:\n%s" % hdr)
    le = L(lang, "NID_AUT/NID_SES are full login cookies; use the Commerce API with an app token instead.",
           "NID_AUT/NID_SES는 로그인 쿠키 그 자체임. 커머스 API 앱 토큰을 쓸 것.")
    return "http: Naver login cookies [Naver]", mc, le, "", [aut, ses]


@secret_t
def s_s3_presigned(lang):
    bucket = pick(["acme-reports", "kr-prod-exports", "media-private-01"])
    region = pick(["ap-northeast-2", "us-east-1"])
    d = rdate().replace("-", "")
    sig = rhex(64)
    if chance(0.5):
        akid = aws_key_id()
        tok_part, secrets = "", [akid, sig]
    else:
        akid = aws_key_id("ASIA")
        tok = pct(aws_session_token(R.randrange(200, 260)))
        tok_part, secrets = "&X-Amz-Security-Token=%s" % tok, [akid, tok, sig]
    url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%sZ&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        bucket, region, pick(["exports/2025/q1.csv", "invoices/INV-20931.pdf", "dumps/users.json.gz"]), akid, d, region, d,
        rtime().replace(":", ""), pick([3600, 604800, 86400]), tok_part, sig)
    mc = L(lang, "Finance asked for the export; I sent them this presigned link:\n%s" % url,
           "재무팀이 export 요청해서 presigned 링크를 보냄:\n%s" % url)
    le = L(lang, "Presigned URLs embed the key id and remain valid until expiry; share through the portal instead.",
           "presigned URL에는 key id가 들어있고 만료 전까지 유효함. 포털로 공유할 것.")
    return "signed URL: S3 presigned [AWS]", mc, le, "", secrets


@secret_t
def s_gcs_signed(lang):
    sig = rhex(512)
    url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40%s.iam.gserviceaccount.com"
           "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        pick(["acme-uploads", "ml-datasets-prod"]), pick(["raw/batch-17.parquet", "avatars/u_8812.png"]), pick(["acme-prod", "ml-platform-388"]),
        rdate().replace("-", ""), rdate().replace("-", ""), sig)
    mc = L(lang, "Upload from the browser failed with SignatureDoesNotMatch. The URL the backend generated:\n%s" % url,
           "브라우저 업로드가 SignatureDoesNotMatch로 실패. 백엔드가 만든 URL:\n%s" % url)
    le = L(lang, "Content-Type must be part of the signed headers when the client sends it.", "클라이언트가 Content-Type을 보내면 signed headers에 포함해야 함.")
    return "signed URL: GCS V4 signature [Google Cloud]", mc, le, "", [sig]


@secret_t
def s_azure_sas(lang):
    sig = pct(b64(32))
    acct = pick(["stprodlogs01", "acmeexports"])
    url = "https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s" % (
        acct, pick(["exports", "backups/db", "logs"]), rdate(), rdate(), sig)
    mc = L(lang, "Vendor needed read access to the container; generated an account SAS:\n%s" % url,
           "외부 업체가 컨테이너 읽기 권한이 필요해서 account SAS 생성:\n%s" % url)
    le = L(lang, "Account SAS cannot be revoked individually; use a stored access policy or user delegation SAS.",
           "account SAS는 개별 회수가 안 됨. stored access policy나 user delegation SAS를 쓸 것.")
    return "signed URL: Azure SAS sig [Azure]", mc, le, "", [sig]


@secret_t
def s_azure_connstr(lang):
    acct = pick(["stprodlogs01", "acmeexports", "funcappstorage9"])
    key = b64(64)
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    if chance(0.5):
        body = '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": "%s",\n    "FUNCTIONS_WORKER_RUNTIME": "python"\n  }\n}' % cs
        mc = L(lang, "Function host would not start locally until local.settings.json had real storage:\n%s" % body,
               "local.settings.json에 실제 스토리지 넣기 전까지 Function host가 로컬에서 안 떴음:\n%s" % body)
        return "config: Azure Functions local.settings.json [Azure]", mc, L(lang, "Use Azurite (UseDevelopmentStorage=true) locally.", "로컬에서는 Azurite(UseDevelopmentStorage=true)를 쓸 것."), "", [key]
    sbkey = b64(32)
    sb = "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % sbkey
    mc = L(lang, "appsettings.Production.json connection strings:\nStorage: %s\nServiceBus: %s" % (cs, sb),
           "appsettings.Production.json 연결 문자열:\nStorage: %s\nServiceBus: %s" % (cs, sb))
    return "connection string: Azure Storage + Service Bus [Azure]", mc, L(lang, "RootManageSharedAccessKey has manage rights; create a send-only policy.", "RootManageSharedAccessKey는 manage 권한까지 있음. send 전용 정책을 만들 것."), "", [key, sbkey]


@secret_t
def s_cloudfront_signed(lang):
    sig = rs(R.randrange(160, 180), AN + "-~_")
    url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(13, ANL), rs(8, ANL), rts(), sig, rs(13, ANU))
    mc = L(lang, "HLS playback 403 on Safari only. Signed URL from the API:\n%s" % url,
           "Safari에서만 HLS 재생이 403. API가 준 signed URL:\n%s" % url)
    le = L(lang, "Segments need signed cookies; a signed URL only covers the playlist.", "세그먼트는 signed cookie가 필요함. signed URL은 playlist만 커버함.")
    return "signed URL: CloudFront Signature [AWS]", mc, le, "", [sig]


# ---------------------------------------------------------------- key material
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def ec_private_der():
    d = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return d


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)


def rsa_pkcs8_der_prefix(n_random):
    return bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(n_random)


def body_lines(der, width=64):
    lines = wrap(base64.b64encode(der).decode(), width)
    if len(lines[-1]) < 8:  # keep every listed line >= 8 chars
        lines[-2] = lines[-2] + lines[-1]
        lines.pop()
    return lines


def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_lines():
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = rbytes(4)
    comment = pick([b"deploy@ci", b"minji@macbook", b"ubuntu@bastion", b"jenkins@build-01"])
    sect = check + check + _ssh_string(b"ssh-ed25519") + _ssh_string(pub) + _ssh_string(priv + pub) + _ssh_string(comment)
    pad = 1
    while len(sect) % 8:
        sect += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"") + (1).to_bytes(4, "big") + \
        _ssh_string(pubblob) + _ssh_string(sect)
    return body_lines(blob, 70)


@secret_t
def s_pem_ec(lang):
    kind = R.randrange(3)
    if kind == 0:
        lines, hdr = body_lines(ec_private_der()), "EC PRIVATE KEY"
        ctx_en, ctx_ko = "the Apple Sign in .p8 key (Key ID %s)" % rs(10, ANU), "Apple 로그인 .p8 키 (Key ID %s)" % rs(10, ANU)
        lines, hdr = body_lines(bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)), "PRIVATE KEY"
    elif kind == 1:
        lines, hdr = body_lines(ec_private_der()), "EC PRIVATE KEY"
        ctx_en, ctx_ko = "the ES256 signing key for webhook JWTs", "webhook JWT 서명용 ES256 키"
    else:
        lines, hdr = body_lines(ed25519_pkcs8_der()), "PRIVATE KEY"
        ctx_en, ctx_ko = "the Ed25519 key used to sign license files", "라이선스 파일 서명용 Ed25519 키"
    pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (hdr, "\n".join(lines), hdr)
    mc = L(lang, "Token verification failed in staging because it had a different copy of %s. The one from prod:\n%s" % (ctx_en, pem),
           "staging에 %s 사본이 달라서 토큰 검증이 실패함. prod에 있던 키:\n%s" % (ctx_ko, pem))
    le = L(lang, "Only the public half belongs in config; the private key stays in KMS.", "config에는 공개키만 두고 개인키는 KMS에 있어야 함.")
    return "private key: PEM %s body lines" % hdr, mc, le, "", lines


@secret_t
def s_openssh(lang):
    lines = openssh_ed25519_lines()
    shown = lines if chance(0.6) else lines[:3]
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n%s" % ("\n".join(shown), "-----END OPENSSH PRIVATE KEY-----" if shown is lines else "...")
    mc = L(lang, "Deploy job could not reach the bastion; the key in the CI variable DEPLOY_SSH_KEY was (cat ~/.ssh/id_ed25519):\n%s" % pem,
           "배포 job이 bastion 접속 실패. CI 변수 DEPLOY_SSH_KEY에 들어있던 키 (cat ~/.ssh/id_ed25519):\n%s" % pem)
    le = L(lang, "CI variables strip the trailing newline; OpenSSH refuses the key without it ('error in libcrypto').",
           "CI 변수가 마지막 줄바꿈을 지워서 OpenSSH가 키를 거부함 ('error in libcrypto').")
    return "private key: OpenSSH ed25519 body lines", mc, le, "", shown


@secret_t
def s_rsa_partial(lang):
    lines = body_lines(rsa_pkcs8_der_prefix(R.randrange(220, 330)))
    shown = lines[:-1] if len(lines[-1]) < 64 else lines
    shown = shown[:R.randrange(4, 7)]
    pem = "-----BEGIN PRIVATE KEY-----\n%s\n...(rest omitted)" % "\n".join(shown)
    mc = L(lang, "The SAML IdP rejected our assertions; compared the SP signing key on both nodes. node-1 starts with:\n%s" % pem,
           "SAML IdP가 assertion을 거부해서 두 노드의 SP 서명키를 비교함. node-1 키 앞부분:\n%s" % pem)
    le = L(lang, "node-2 had been re-keyed by the config management run; pin the key in Vault.", "설정관리 도구가 node-2 키를 새로 만들어버렸음. 키를 Vault에 고정할 것.")
    return "private key: truncated RSA PKCS#8 body lines", mc, le, "", shown


@secret_t
def s_pgp(lang):
    lines = body_lines(bytes.fromhex("9503c6") + rbytes(R.randrange(230, 300)))
    shown = lines[:R.randrange(4, len(lines))]
    blk = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n..." % "\n".join(shown)
    mc = L(lang, "Release signing failed on the new runner; exported the key to move it over:\n$ gpg --export-secret-keys --armor releases@example.com\n%s" % blk,
           "새 runner에서 릴리스 서명이 실패해서 키를 옮기려고 export 함:\n$ gpg --export-secret-keys --armor releases@example.com\n%s" % blk)
    le = L(lang, "Use a signing subkey only; the primary key should never leave the offline machine.", "서명용 subkey만 옮길 것. primary key는 오프라인 머신 밖으로 나가면 안 됨.")
    return "private key: PGP private key block lines", mc, le, "", shown


@secret_t
def s_gcp_sa(lang):
    lines = body_lines(rsa_pkcs8_der_prefix(R.randrange(120, 170)))[:4]
    proj = pick(["acme-prod", "ml-platform-388", "kr-data-221"])
    pk = "\\n".join(["-----BEGIN PRIVATE KEY-----"] + lines) + "\\n..."
    body = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        proj, rhex(40), pk, pick(["bq-loader", "ci-deployer", "firebase-adminsdk-x1k2q"]), proj, rdig(21))
    mc = L(lang, "GOOGLE_APPLICATION_CREDENTIALS pointed at an old key file; the contents (truncated):\n%s" % body,
           "GOOGLE_APPLICATION_CREDENTIALS가 예전 키 파일을 가리키고 있었음. 내용 (일부):\n%s" % body)
    le = L(lang, "Use workload identity federation in CI instead of JSON keys.", "CI에서는 JSON 키 대신 workload identity federation을 쓸 것.")
    return "private key: GCP service-account JSON (escaped newlines) [Google Cloud]", mc, le, "", lines


@secret_t
def s_kubeconfig(lang):
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                   "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"},
                  alg="RS256", sig_bytes=256, kid=b64url(32))
        user = "  user:\n    token: %s" % tok
        secrets = [tok]
        cat = "kubeconfig: service-account token"
    else:
        pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\n" % "\n".join(body_lines(ec_private_der()))
        kd = base64.b64encode(pem.encode()).decode()
        user = "  user:\n    client-certificate: /home/ci/.kube/admin.crt\n    client-key-data: %s" % kd
        secrets = [kd]
        cat = "kubeconfig: client-key-data"
    ca = "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM...(snip)" if cat.endswith("token") else \
        "certificate-authority: /etc/kubernetes/pki/ca.crt"
    body = "apiVersion: v1\nclusters:\n- cluster:\n    %s\n    server: https://%s:6443\n  name: prod\nusers:\n- name: deployer\n%s" % (ca, rip(), user)
    mc = L(lang, "kubectl used the wrong context in the deploy container. ~/.kube/config there:\n%s" % body,
           "배포 컨테이너에서 kubectl이 엉뚱한 context를 씀. 거기 있던 ~/.kube/config:\n%s" % body)
    return cat, mc, L(lang, "Set KUBECONFIG explicitly in the job.", "job에서 KUBECONFIG를 명시적으로 지정할 것."), "", secrets


@secret_t
def s_k8s_secret_data(lang):
    user = pick(["postgres", "app", "admin"])
    pw = pw_any()
    ub, pb = b64s(user), b64s(pw)
    body = "$ kubectl get secret db-credentials -n %s -o yaml\napiVersion: v1\ndata:\n  password: %s\n  username: %s\nkind: Secret\ntype: Opaque" % (
        pick(["prod", "payments"]), pb, ub)
    secrets = [pb]
    le = L(lang, "base64 is not encryption; anyone with get on secrets in the namespace can read it.", "base64는 암호화가 아님. 네임스페이스에서 secret get 권한만 있으면 다 읽힘.")
    if chance(0.6):
        body += "\n$ kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d\n%s" % pw
        secrets.append(pw)
    mc = L(lang, "Needed the DB password to run a one-off migration; pulled it from the cluster:\n%s" % body,
           "일회성 마이그레이션 때문에 DB 비밀번호가 필요해서 클러스터에서 꺼냄:\n%s" % body)
    return "k8s: Secret data base64 (+decoded)", mc, le, "", secrets


@secret_t
def s_docker_config(lang):
    reg, user, tok = pick([("registry.gitlab.com", "deploy-token-12", "gldt-" + rs(20, URLB64)),
                           ("ghcr.io", "acme-bot", "ghp_" + rs(36)),
                           ("https://index.docker.io/v1/", "acmebuild", "dckr_pat_" + rs(27, URLB64)),
                           ("harbor.internal.example.com", "robot$ci", rs(32))])
    blob = b64s("%s:%s" % (user, tok))
    body = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    mc = L(lang, "Image pull failed on the new node; ~/.docker/config.json on the old node:\n%s" % body,
           "새 노드에서 이미지 pull 실패. 기존 노드의 ~/.docker/config.json:\n%s" % body)
    secrets = [blob]
    le = L(lang, "Create an imagePullSecret instead of copying config.json between nodes.", "노드 사이에 config.json 복사하지 말고 imagePullSecret을 만들 것.")
    if chance(0.5):
        le += L(lang, " Decoded it is %s / %s." % (user, tok), " 디코딩하면 %s / %s." % (user, tok))
        secrets.append(tok)
    return "config: docker config.json auth", mc, le, "", secrets


@secret_t
def s_npmrc(lang):
    kind = R.randrange(3)
    if kind == 0:
        tok = "npm_" + rs(36)
        body = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % tok
    elif kind == 1:
        tok = "ghp_" + rs(36)
        body = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\nalways-auth=true" % tok
    else:
        tok = b64s("ci-reader:" + "AKCp8" + rs(68))
        body = "registry=https://acme.jfrog.io/artifactory/api/npm/npm/\n_auth=%s\nemail=ci@example.com\nalways-auth=true" % tok
    mc = L(lang, "npm install returned E401 in Docker because .npmrc was not copied into the build stage. Project .npmrc:\n%s" % body,
           "Docker 빌드 단계에 .npmrc가 안 복사돼서 npm install이 E401. 프로젝트 .npmrc:\n%s" % body)
    le = L(lang, "Use a BuildKit secret mount (--mount=type=secret,id=npmrc) so the token never lands in a layer.",
           "토큰이 레이어에 남지 않게 BuildKit secret mount(--mount=type=secret,id=npmrc)를 쓸 것.")
    return "config: .npmrc auth token", mc, le, "", [tok]


@secret_t
def s_pypirc(lang):
    tok = "pypi-AgEIcHlwaS5vcmcCJ" + rs(R.randrange(120, 160), URLB64)
    test = chance(0.4)
    body = "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
    secrets = [tok]
    if test:
        tok2 = "pypi-AgENdGVzdC5weXBpLm9yZwIk" + rs(R.randrange(100, 130), URLB64)
        body += "\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__\npassword = %s" % tok2
        secrets.append(tok2)
    mc = L(lang, "twine upload went to the wrong index. ~/.pypirc:\n%s" % body, "twine upload가 엉뚱한 index로 감. ~/.pypirc:\n%s" % body)
    return "config: .pypirc token [PyPI]", mc, L(lang, "Use trusted publishing from GitHub Actions instead.", "GitHub Actions trusted publishing을 쓸 것."), "", secrets


@secret_t
def s_pip_index(lang):
    kind = R.randrange(3)
    if kind == 0:
        tok = rs(52, "abcdefghijklmnopqrstuvwxyz234567")
        url = "https://acme:%s@pkgs.dev.azure.com/acme/_packaging/internal/pypi/simple/" % tok
    elif kind == 1:
        tok = "glpat-" + rs(20, URLB64)
        url = "https://__token__:%s@gitlab.example.com/api/v4/projects/812/packages/pypi/simple" % tok
    else:
        tok = rs(R.randrange(12, 20))
        url = "https://ci:%s@nexus.internal.example.com/repository/pypi-internal/simple" % tok
    if chance(0.5):
        body = "$ pip install --extra-index-url %s acme-common==3.4.1" % url
    else:
        body = "# pip.conf\n[global]\nextra-index-url = %s" % url
    mc = L(lang, "Dependency confusion worry: acme-common also exists on public PyPI. Our install line:\n%s" % body,
           "acme-common이 공개 PyPI에도 있어서 dependency confusion이 걱정됨. 우리 설치 설정:\n%s" % body)
    le = L(lang, "Use --index-url (not extra) for internal packages, and keep the credential in keyring.",
           "내부 패키지는 extra 말고 --index-url을 쓰고, 인증정보는 keyring에 둘 것.")
    return "url: pip index with embedded token", mc, le, "", [tok]


@secret_t
def s_git_remote(lang):
    kind = R.randrange(4)
    if kind == 0:
        tok = "ghs_" + rs(36)
        url = "https://x-access-token:%s@github.com/acme/infra.git" % tok
    elif kind == 1:
        tok = "glpat-" + rs(20, URLB64)
        url = "https://oauth2:%s@gitlab.com/acme/platform/api.git" % tok
    elif kind == 2:
        tok = rs(52, "abcdefghijklmnopqrstuvwxyz234567")
        url = "https://acme@dev.azure.com/acme/Platform/_git/api".replace("acme@", "acme:%s@" % tok)
    else:
        tok = "ATBB" + rs(28) + rhex(8).upper()
        url = "https://deploy-bot:%s@bitbucket.org/acme/mobile.git" % tok
    if chance(0.5):
        body = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    else:
        body = "$ git clone %s\nCloning into '%s'..." % (url, url.rsplit("/", 1)[1].replace(".git", ""))
    mc = L(lang, "Submodule update failed in the container; the remote URL had a token baked in:\n%s" % body,
           "컨테이너에서 submodule update 실패. remote URL에 토큰이 박혀 있었음:\n%s" % body)
    le = L(lang, "Use a credential helper; tokens in remote URLs end up in .git/config and in build logs.",
           "credential helper를 쓸 것. remote URL의 토큰은 .git/config와 빌드 로그에 남음.")
    return "url: git remote with embedded token", mc, le, "", [tok]


@secret_t
def s_netrc(lang):
    hk = ruuid()
    gh = "ghp_" + rs(36)
    body = "machine api.heroku.com\n  login ops@example.com\n  password %s\nmachine github.com\n  login acme-bot\n  password %s" % (hk, gh)
    secrets = [hk, gh]
    if chance(0.5):
        body = body.split("\nmachine github.com")[0]
        secrets = [hk]
    mc = L(lang, "heroku CLI kept using the wrong account; it reads ~/.netrc:\n%s" % body,
           "heroku CLI가 계속 다른 계정을 씀. ~/.netrc를 읽고 있었음:\n%s" % body)
    return "config: .netrc passwords", mc, L(lang, "heroku logout clears the netrc entry.", "heroku logout 하면 netrc 항목이 지워짐."), "", secrets


@secret_t
def s_git_credentials(lang):
    t1 = "ghp_" + rs(36)
    t2 = "glpat-" + rs(20, URLB64)
    body = "$ cat ~/.git-credentials\nhttps://minji-kim:%s@github.com\nhttps://minji.kim:%s@gitlab.example.com" % (t1, t2)
    mc = L(lang, "Pushes went out as my personal account from the shared VM because of credential.helper=store:\n%s" % body,
           "credential.helper=store 때문에 공용 VM에서 내 개인 계정으로 push 됐음:\n%s" % body)
    le = L(lang, "Never use the store helper on shared machines.", "공용 머신에서 store helper 쓰지 말 것.")
    return "config: ~/.git-credentials", mc, le, "", [t1, t2]


# ---------------------------------------------------------------- generic secrets
@secret_t
def s_totp(lang):
    seed = rs(pick([16, 32]), B32)
    acct = pick(["admin@example.com", "ops-shared", "aws-root", "minji.kim"])
    issuer = pick(["AWS", "GitHub", "Acme%20Admin", "Cloudflare", "Google"])
    if chance(0.5):
        body = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, acct.replace("@", "%40"), seed, issuer)
        mc = L(lang, "The shared ops account's MFA was only on one phone. Decoded the QR so others can enroll:\n%s" % body,
               "공용 ops 계정 MFA가 한 사람 폰에만 있어서 QR을 디코딩해 공유함:\n%s" % body)
    else:
        grouped = " ".join(wrap(seed.lower(), 4))
        mc = L(lang, "MFA setup page showed 'can't scan? enter this key': %s" % grouped,
               "MFA 설정 화면에 나온 '스캔이 안 되면 이 키 입력': %s" % grouped)
        seed = grouped
    le = L(lang, "Shared TOTP seeds defeat MFA; use a team vault entry with TOTP or per-person MFA.",
           "TOTP seed를 공유하면 MFA 의미가 없음. 팀 vault의 TOTP 항목이나 개인별 MFA를 쓸 것.")
    return "mfa: TOTP seed", mc, le, "", [seed]


@secret_t
def s_recovery_codes(lang):
    kind = R.randrange(3)
    if kind == 0:
        codes = ["%s-%s" % (rhex(5), rhex(5)) for _ in range(R.choice([8, 10, 16]))]
        svc = "GitHub"
    elif kind == 1:
        codes = ["%s %s" % (rdig(4, False), rdig(4, False)) for _ in range(10)]
        svc = "Google Workspace"
    else:
        codes = [rs(4, ANL) + "-" + rs(4, ANL) + "-" + rs(4, ANL) for _ in range(R.choice([6, 8]))]
        svc = pick(["Cloudflare", "Atlassian", "1Password", "Slack"])
    body = "\n".join(codes) if chance(0.5) else "  ".join(codes)
    mc = L(lang, "The %s admin account's recovery codes (stored nowhere else yet):\n%s" % (svc, body),
           "%s 관리자 계정 복구 코드 (아직 다른 곳에 저장 안 함):\n%s" % (svc, body))
    le = L(lang, "Move these into the break-glass vault and delete this note.", "break-glass vault로 옮기고 이 노트는 지울 것.")
    return "mfa: recovery codes [%s]" % svc, mc, le, "", codes


@secret_t
def s_chat_password(lang):
    pw = pw_any()
    who = L(lang, ["Jisoo", "the DBA", "Daniel", "ops on-call", "my team lead"], ["지수 님", "DBA", "다니엘 님", "온콜 담당자", "팀장님"])
    sys_en, sys_ko = pick([("the staging Jenkins", "staging Jenkins"), ("the QA admin console", "QA 관리자 콘솔"),
                           ("the shared Grafana", "공용 Grafana"), ("the router admin page", "공유기 관리자 페이지"),
                           ("the ERP test account", "ERP 테스트 계정"), ("the Synology NAS", "시놀로지 NAS")])
    mc = L(lang, ["Asked %s for the login of %s; they said use admin / %s and that it never changes." % (who, sys_en, pw),
                  "Nobody documented the credentials for %s. %s told me: user admin, password %s" % (sys_en, who, pw)],
           ["%s 로그인 정보를 %s에게 물어봤더니 admin / %s 쓰라고 함. 안 바뀐다고 함." % (sys_ko, who, pw),
            "%s 계정 정보가 어디에도 없었음. %s에게 들은 건 아이디 admin, 비번 %s" % (sys_ko, who, pw)])
    le = L(lang, ["A password that never changes and is shared by chat should be moved to the vault and rotated.", ""],
           ["채팅으로 공유되고 안 바뀌는 비번은 vault로 옮기고 바꿔야 함.", ""])
    ask = L(lang, ["Is %s still the current password, or was it rotated after the audit?" % pw, "Who owns this account?"],
            ["%s 아직 유효한지, 감사 이후에 바뀌었는지?" % pw, "이 계정 담당자가 누구인지?"])
    return "prose: shared password in chat", mc, le, ask, [pw]


@secret_t
def s_korean_keyboard(lang):
    word = pick(KO_PW_WORDS)
    pw = ko2qwerty(word) + pick(["", "!", "@", "#"]) + rdig(pick([2, 4])) + pick(["", "!", "^^"])
    while len(pw) < 9:
        pw += rdig(1)
    mc = L(lang, "Login to the legacy admin kept failing; the password is the Korean word '%s' typed on an English keyboard: %s" % (word, pw),
           "레거시 관리자 로그인이 계속 실패. 비번이 '%s'를 영문 자판으로 친 거였음: %s" % (word, pw))
    le = L(lang, "The IME was in Korean mode, so the field got Hangul; switch to English before typing.",
           "IME가 한글 모드라 필드에 한글이 입력됐음. 영문으로 바꾸고 입력할 것.")
    ask = L(lang, "Can we move this admin behind SSO?", "이 관리자 페이지 SSO 뒤로 옮길 수 있는지?")
    return "password: Korean-keyboard (dubeolsik) password", mc, le, ask, [pw]


@secret_t
def s_old_new_pw(lang):
    old = pw_any()
    new = pw_any()
    system = pick(["svc_report DB user", "the VPN service account", "the shared SFTP user", "the LDAP bind user"])
    system_ko = {"svc_report DB user": "svc_report DB 계정", "the VPN service account": "VPN 서비스 계정",
                 "the shared SFTP user": "공용 SFTP 계정", "the LDAP bind user": "LDAP bind 계정"}[system]
    mc = L(lang, "Rotated %s but forgot the cron host still had the old one.\nold: %s\nnew: %s" % (system, old, new),
           "%s 비번을 바꿨는데 cron 서버에 예전 값이 남아있는 걸 놓침.\n이전: %s\n새 비번: %s" % (system_ko, old, new))
    le = L(lang, "grep the config repo for the old value before rotating: found it in two crontabs.",
           "rotate 전에 config repo에서 이전 값을 grep 할 것. crontab 두 군데에 있었음.")
    return "password: old and new password (rotation)", mc, le, "", [old, new]


@secret_t
def s_pin(lang):
    kind = R.randrange(3)
    if kind == 0:
        pin, puk = rdig(8, False), rdig(8, False)
        mc = L(lang, "YubiKey PIV for the signing cert: PIN %s, PUK %s (management key left at default, fix later)." % (pin, puk),
               "서명 인증서용 YubiKey PIV: PIN %s, PUK %s (management key는 기본값 그대로, 나중에 바꿀 것)." % (pin, puk))
        return "pin: YubiKey PIV PIN + PUK", mc, "", L(lang, "Who keeps the backup YubiKey?", "백업 YubiKey는 누가 보관하는지?"), [pin, puk]
    if kind == 1:
        pin = rdig(8, False)
        mc = L(lang, "The HSM partition needed a crypto-officer PIN to import the key; used %s from the setup sheet." % pin,
               "HSM 파티션에 키 import 하려면 crypto officer PIN이 필요했음. 설정 문서에 있던 %s 사용." % pin)
        return "pin: HSM crypto-officer PIN", mc, L(lang, "Import must happen in a ceremony with two officers.", "import는 담당자 두 명이 있는 세레모니에서 해야 함."), "", [pin]
    pin = rdig(4, False) + "-" + rdig(4, False)
    mc = L(lang, "Door alarm / server room keypad code for the night deploy: %s" % pin, "야간 배포 때 서버실 출입 키패드 코드: %s" % pin)
    return "pin: server-room keypad code", mc, L(lang, "Ask facilities for a personal badge instead.", "개인 출입증을 시설팀에 신청할 것."), "", [pin]


@secret_t
def s_app_passwords(lang):
    if chance(0.5):
        pw = "-".join(rs(4, LO) for _ in range(4))
        mc = L(lang, "notarytool kept failing with 401 because it needs an app-specific password, not the Apple ID password. Generated: %s" % pw,
               "notarytool이 Apple ID 비번이 아니라 앱 암호가 필요해서 401이 났음. 생성한 앱 암호: %s" % pw)
        le = L(lang, "xcrun notarytool store-credentials keeps it in the keychain so it is not needed in scripts.",
               "xcrun notarytool store-credentials로 키체인에 넣으면 스크립트에 필요 없음.")
        return "password: Apple app-specific password [Apple]", mc, le, "", [pw]
    pw = " ".join(rs(4, LO) for _ in range(4))
    mc = L(lang, "SMTP via Gmail needs an app password because of 2FA. EMAIL_HOST_PASSWORD = \"%s\"" % pw,
           "2단계 인증 때문에 Gmail SMTP는 앱 비밀번호가 필요함. EMAIL_HOST_PASSWORD = \"%s\"" % pw)
    return "password: Google app password (spaced) [Google]", mc, L(lang, "Spaces are ignored by Gmail, both forms work.", "공백은 무시돼서 붙여 써도 됨."), "", [pw]


@secret_t
def s_ansible(lang):
    vpw = passphrase(pick(["-", " "]))
    become = pw_any()
    body = "$ echo '%s' > ~/.vault_pass.txt\n$ ansible-playbook -i inventories/prod site.yml --vault-password-file ~/.vault_pass.txt -e ansible_become_password='%s'" % (vpw, become)
    mc = L(lang, "Playbook needed both the vault password and sudo on the new hosts:\n%s" % body,
           "새 호스트에서 playbook이 vault 비번이랑 sudo 둘 다 필요했음:\n%s" % body)
    le = L(lang, "Use a vault password client script that reads from the password manager.", "비번 관리자에서 읽는 vault password client 스크립트를 쓸 것.")
    return "shell: ansible vault password + become password", mc, le, "", [vpw, become]


@secret_t
def s_vault_unseal(lang):
    keys = [b64(33) for _ in range(R.choice([3, 5]))]
    root = "hvs." + rs(24, URLB64)
    body = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    mc = L(lang, "vault operator init output on the new cluster:\n%s" % body, "새 클러스터 vault operator init 출력:\n%s" % body)
    le = L(lang, "Distribute unseal keys to separate holders (PGP-encrypted) and revoke the root token after setup.",
           "unseal key는 PGP로 암호화해서 각자 나눠 갖고, 설정 끝나면 root token은 revoke 할 것.")
    return "vault: unseal keys + root token [HashiCorp Vault]", mc, le, "", keys + [root]


@secret_t
def s_webhook_secret(lang):
    kind = R.randrange(3)
    if kind == 0:
        sec = rs(R.randrange(20, 40), AN)
        mc = L(lang, "GitHub webhook deliveries failed signature checks. Secret configured on the hook: %s ; the receiver had a trailing newline." % sec,
               "GitHub webhook 서명 검증 실패. hook에 설정된 secret: %s , 수신 쪽 값에 줄바꿈이 붙어 있었음." % sec)
        return "webhook: GitHub webhook secret", mc, "", "", [sec]
    if kind == 1:
        sec = "whsec_" + b64(24)
        mc = L(lang, "Svix verification failed because we base64-decoded the whole string. SVIX_WEBHOOK_SECRET=%s" % sec,
               "문자열 전체를 base64 디코딩해서 Svix 검증이 실패함. SVIX_WEBHOOK_SECRET=%s" % sec)
        return "webhook: Svix signing secret [Svix]", mc, L(lang, "Strip the whsec_ prefix before decoding.", "디코딩 전에 접두사를 떼야 함."), "", [sec]
    sec = rhex(64)
    code = "import hmac, hashlib\nSECRET = b'%s'\nsig = hmac.new(SECRET, body, hashlib.sha256).hexdigest()" % sec
    mc = L(lang, "Partner callbacks: we verify X-Signature like this (copied from the partner portal):\n%s" % code,
           "파트너 콜백의 X-Signature 검증 코드 (파트너 포털에서 복사):\n%s" % code)
    return "webhook: HMAC secret in code", mc, L(lang, "Use hmac.compare_digest for the comparison.", "비교는 hmac.compare_digest로 할 것."), "", [sec]


@secret_t
def s_enc_keys(lang):
    kind = R.randrange(3)
    if kind == 0:
        k = b64url(32, pad=True)
        mc = L(lang, "Could not decrypt the stored OAuth tokens locally; the Fernet key from prod is FERNET_KEY=%s" % k,
               "로컬에서 저장된 OAuth 토큰 복호화가 안 됨. prod의 Fernet 키: FERNET_KEY=%s" % k)
        return "key: Fernet key", mc, L(lang, "MultiFernet allows rotation without downtime.", "MultiFernet으로 무중단 키 교체 가능."), "", [k]
    if kind == 1:
        k = rhex(64)
        mc = L(lang, "Field-level encryption in the Go service uses AES-256-GCM with\nconst dataKey = \"%s\" // TODO move to KMS" % k,
               "Go 서비스의 필드 암호화가 AES-256-GCM, 키는\nconst dataKey = \"%s\" // TODO KMS로 옮기기" % k)
        return "key: AES-256 key hardcoded (hex)", mc, L(lang, "Envelope encryption with KMS would avoid this.", "KMS envelope encryption을 쓰면 해결됨."), "", [k]
    k = b64(32)
    mc = L(lang, "ENCRYPTION_KEY=%s was rotated on staging only, so restored prod dumps could not be read there." % k,
           "ENCRYPTION_KEY=%s 를 staging에서만 바꿔서 prod 덤프를 복원하면 읽을 수 없었음." % k)
    return "key: base64 encryption key in env", mc, "", L(lang, "Is there a key-version column we can use?", "키 버전 컬럼을 둘 수 있는지?"), [k]


@secret_t
def s_jupyter(lang):
    tok = rhex(48)
    port = pick([8888, 8889, 9999])
    body = "[I %s ServerApp] Jupyter Server 2.14.1 is running at:\n[I %s ServerApp] http://%s:%d/lab?token=%s" % (
        rtime(), rtime(), pick(["gpu-04.internal", "127.0.0.1", "10.0.12.7"]), port, tok)
    mc = L(lang, "Port-forwarded the GPU box notebook; log line with the URL:\n%s" % body, "GPU 서버 노트북을 포트포워딩함. URL이 찍힌 로그:\n%s" % body)
    le = L(lang, "Anyone on the VPN can use that token; set a password or use JupyterHub.", "VPN 안에 있으면 누구나 그 토큰을 쓸 수 있음. 비번을 걸거나 JupyterHub를 쓸 것.")
    return "url: Jupyter token", mc, le, "", [tok]


@secret_t
def s_initial_admin(lang):
    if chance(0.5):
        pw = rhex(32)
        mc = L(lang, "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % pw,
               "Jenkins 초기 설정할 때:\n$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % pw)
        return "shell: Jenkins initialAdminPassword", mc, L(lang, "The wizard was never finished, so that password still works.", "설정 마법사를 끝내지 않아서 그 비번이 아직 유효함."), "", [pw]
    pw = pw_any()
    mc = L(lang, "Grafana came up with a custom admin password from the Helm values:\nadminUser: admin\nadminPassword: %s" % pw,
           "Helm values의 관리자 비번으로 Grafana가 뜸:\nadminUser: admin\nadminPassword: %s" % pw)
    return "config: Grafana Helm adminPassword", mc, L(lang, "Use admin.existingSecret instead.", "admin.existingSecret을 쓸 것."), "", [pw]


@secret_t
def s_ldap(lang):
    pw = pw_any()
    body = "$ ldapsearch -H ldaps://ad.corp.example.com -D 'CN=svc-gitlab,OU=Service,DC=corp,DC=example,DC=com' -w '%s' -b 'DC=corp,DC=example,DC=com' '(sAMAccountName=jlee)' memberOf" % pw
    mc = L(lang, "GitLab LDAP sync dropped a user from groups; checked AD directly:\n%s" % body,
           "GitLab LDAP 동기화에서 사용자가 그룹에서 빠짐. AD 직접 조회:\n%s" % body)
    return "shell: ldapsearch -w bind password", mc, L(lang, "Nested groups need the LDAP_MATCHING_RULE_IN_CHAIN filter.", "중첩 그룹은 LDAP_MATCHING_RULE_IN_CHAIN 필터가 필요함."), "", [pw]


@secret_t
def s_android_signing(lang):
    sp, kp = pw_any(), pw_any()
    body = "android {\n  signingConfigs {\n    release {\n      storeFile file('release.jks')\n      storePassword '%s'\n      keyAlias 'upload'\n      keyPassword '%s'\n    }\n  }\n}" % (sp, kp)
    mc = L(lang, "Release build failed on CI with 'Keystore was tampered with, or password was incorrect'. Local build.gradle had:\n%s" % body,
           "CI 릴리스 빌드가 'Keystore was tampered with, or password was incorrect'로 실패. 로컬 build.gradle:\n%s" % body)
    return "code: Android signingConfig passwords", mc, L(lang, "Read them from gradle.properties in ~/.gradle, not the repo.", "repo 말고 ~/.gradle의 gradle.properties에서 읽을 것."), "", [sp, kp]


@secret_t
def s_maven_settings(lang):
    pw = pick([pw_any(), "{" + b64(32) + "}"])
    body = "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % pw
    mc = L(lang, "mvn deploy returned 401 from Nexus; ~/.m2/settings.xml on the build agent:\n%s" % body,
           "mvn deploy가 Nexus에서 401. 빌드 에이전트의 ~/.m2/settings.xml:\n%s" % body)
    le = L(lang, "The <id> must match distributionManagement exactly.", "<id>가 distributionManagement와 정확히 같아야 함.")
    cat = "xml: Maven settings.xml server password" + (" (mvn-encrypted)" if pw.startswith("{") else "")
    return cat, mc, le, "", [pw]


@secret_t
def s_nuget_config(lang):
    pw = pick([rs(52, "abcdefghijklmnopqrstuvwxyz234567"), "ghp_" + rs(36)])
    body = '<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % pw
    mc = L(lang, "dotnet restore failed in Docker with NU1301; NuGet.Config in the repo root:\n%s" % body,
           "Docker에서 dotnet restore가 NU1301로 실패. repo 루트의 NuGet.Config:\n%s" % body)
    return "xml: NuGet.Config ClearTextPassword", mc, L(lang, "Use the Azure Artifacts credential provider.", "Azure Artifacts credential provider를 쓸 것."), "", [pw]


@secret_t
def s_dockerfile(lang):
    var, tok = pick([("GITHUB_TOKEN", "ghp_" + rs(36)), ("NPM_TOKEN", "npm_" + rs(36)), ("GITLAB_TOKEN", "glpat-" + rs(20, URLB64)),
                     ("HF_TOKEN", "hf_" + rs(34, UP + LO))])
    body = "FROM node:20-alpine AS build\nWORKDIR /app\nENV %s=%s\nCOPY package*.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build" % (var, tok)
    mc = L(lang, "Private dependency install failed during docker build, so I set the token in the Dockerfile:\n%s" % body,
           "docker build 중 private 의존성 설치가 실패해서 Dockerfile에 토큰을 넣음:\n%s" % body)
    le = L(lang, "ENV persists in the image; `docker history` shows it. Use RUN --mount=type=secret.",
           "ENV는 이미지에 남고 `docker history`로 보임. RUN --mount=type=secret을 쓸 것.")
    return "dockerfile: token in ENV", mc, le, "", [tok]


@secret_t
def s_trace_connstr(lang):
    pw = pick([rs(16), human_password().replace("@", "").replace(";", "")])
    kind = R.randrange(3)
    if kind == 0:
        body = ("org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"app\"\n"
                "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
                "\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:115)\n"
                "Caused by config: jdbcUrl=jdbc:postgresql://%s:5432/core?user=app&password=%s") % (pick(DB_HOSTS), pw)
    elif kind == 1:
        body = ("System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sa'.\n"
                "   at Acme.Data.Db.Open() in /src/Acme.Data/Db.cs:line 41\n"
                "ConnectionString: Server=tcp:sql-prod-01,1433;Database=Erp;User Id=sa;Password=%s;TrustServerCertificate=True") % pw
    else:
        body = ("sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied for user 'etl'@'10.0.3.7'\")\n"
                "(Background on this error at: https://sqlalche.me/e/20/e3q8)\n"
                "engine url: mysql+pymysql://etl:%s@%s/warehouse") % (pw, pick(DB_HOSTS))
    mc = L(lang, "Error from the nightly job (Sentry event):\n%s" % body, "nightly job 에러 (Sentry 이벤트):\n%s" % body)
    le = L(lang, "The exception message includes the full connection string; scrub it in the Sentry before_send hook.",
           "예외 메시지에 연결 문자열 전체가 들어감. Sentry before_send에서 지워야 함.")
    return "stack trace: connection string with password", mc, le, "", [pw]


@secret_t
def s_internal_api_key(lang):
    key = pick([rs(32), rhex(40), "ak_" + rs(32), "int_" + rs(28, ANL), b64(24)])
    hdr = pick(["X-API-Key", "X-Internal-Token", "X-Service-Auth", "apikey"])
    body = "POST /internal/v1/refunds HTTP/1.1\nHost: payments.internal.example.com\n%s: %s\nContent-Type: application/json\n\n{\"order_id\": \"ORD-%s\", \"amount\": %d}" % (
        hdr, key, rdig(8), R.randrange(1000, 90000))
    mc = L(lang, "Refund service returned 500; replayed the request from the access log:\n%s" % body,
           "환불 서비스가 500. access log에서 요청을 재현:\n%s" % body)
    le = L(lang, "The access log records full request headers on this service; turn that off.", "이 서비스는 access log에 요청 헤더 전체를 남김. 꺼야 함.")
    return "http: internal service API key header", mc, le, "", [key]


@secret_t
def s_wrapped_token(lang):
    tok = aws_session_token(R.randrange(380, 520))
    width = pick([76, 80, 64])
    segs = wrap(tok, width)
    if len(segs[-1]) < 8:
        segs[-2] += segs[-1]
        segs.pop()
    akid, sk = aws_key_id("ASIA"), aws_secret()
    body = "$ aws sts assume-role --role-arn arn:aws:iam::%s:role/deploy --role-session-name ci | jq -r .Credentials\nAccessKeyId: %s\nSecretAccessKey: %s\nSessionToken:\n%s" % (
        rdig(12), akid, sk, "\n".join(segs))
    mc = L(lang, "Copied the assumed-role credentials from a narrow terminal, so the token is wrapped:\n%s" % body,
           "좁은 터미널에서 assume-role 결과를 복사해서 토큰이 줄바꿈됨:\n%s" % body)
    return "shell: wrapped AWS session token (line segments) [AWS]", mc, "", "", [akid, sk] + segs


@secret_t
def s_multi_env(lang):
    vs = []
    while len(vs) < R.choice([3, 4]):
        v = pick(VENDORS)
        if v not in vs and len(v["make"]()) <= 2:
            vs.append(v)
    lines, secrets = ["# --- local dev (%s) ---" % pick(["copied from Minji", "from the old laptop", "staging values"])], []
    for v in vs:
        for k, val, sec in v["make"]():
            lines.append("%s=%s" % (k.upper(), val))
            if sec:
                secrets.append(val)
    body = "\n".join(lines)
    mc = L(lang, "The onboarding doc did not say which integrations are needed locally, so I got a whole .env:\n%s" % body,
           "온보딩 문서에 로컬에 필요한 연동이 안 적혀 있어서 .env 통째로 받음:\n%s" % body)
    le = L(lang, "Only the DB and Redis values are required for `make dev`; the rest can be blank.",
           "`make dev`에는 DB랑 Redis 값만 필요함. 나머지는 비워도 됨.")
    return "env: several providers in one .env [%s]" % ", ".join(v["name"] for v in vs), mc, le, "", secrets


@secret_t
def s_smtp(lang):
    pw = pick([rs(16), pw_any(), "SG." + rs(22, URLB64) + "." + rs(43, URLB64)])
    user = "apikey" if pw.startswith("SG.") else pick(["noreply@example.com", "AKIA-SES-USER", "postmaster@mg.example.com"])
    if user == "AKIA-SES-USER":
        user = aws_key_id()
        pw = "B" + rs(43, AN + "+/")
        secrets = [user, pw]
    else:
        secrets = [pw]
    if user == "apikey":
        host = "smtp.sendgrid.net"
    elif user.startswith("AKIA"):
        host = "email-smtp.ap-northeast-2.amazonaws.com"
    elif user.startswith("postmaster"):
        host = "smtp.mailgun.org"
    else:
        host = pick(["smtp.office365.com", "smtp.gmail.com", "smtp.daum.net", "smtp.worksmobile.com"])
    code = "with smtplib.SMTP('%s', 587) as s:\n    s.starttls()\n    s.login('%s', '%s')" % (host, user, pw)
    mc = L(lang, "Password-reset mails were not going out from the cron; reproduced in a REPL:\n%s" % code,
           "cron에서 비밀번호 재설정 메일이 안 나감. REPL에서 재현:\n%s" % code)
    return "code: smtplib login", mc, L(lang, "Port 25 is blocked on the VPC; use 587.", "VPC에서 25번 포트는 막혀 있음. 587 사용."), "", secrets


@secret_t
def s_wireguard(lang):
    priv = b64(32)
    pub = b64(32)
    body = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.0.0.0/8\nEndpoint = vpn.example.com:51820" % (
        priv, R.randrange(2, 250), pub)
    mc = L(lang, "Could not reach the RDS from home; my wg0.conf:\n%s" % body, "집에서 RDS 접속이 안 됨. 내 wg0.conf:\n%s" % body)
    le = L(lang, "AllowedIPs did not include the VPC CIDR 172.31.0.0/16.", "AllowedIPs에 VPC CIDR 172.31.0.0/16이 빠져 있었음.")
    return "config: WireGuard PrivateKey", mc, le, "", [priv]


@secret_t
def s_age(lang):
    sk = "AGE-SECRET-KEY-1" + rs(58, BECH32.upper())
    pubk = "age1" + rs(58, BECH32)
    body = "# created: %sT%s+09:00\n# public key: %s\n%s" % (rdate(), rtime(), pubk, sk)
    mc = L(lang, "sops could not decrypt secrets.enc.yaml on the new laptop; the age key file from the old one:\n%s" % body,
           "새 노트북에서 sops가 secrets.enc.yaml 복호화를 못 함. 이전 노트북의 age 키 파일:\n%s" % body)
    le = L(lang, "SOPS_AGE_KEY_FILE defaults to ~/.config/sops/age/keys.txt.", "SOPS_AGE_KEY_FILE 기본 경로는 ~/.config/sops/age/keys.txt.")
    return "key: age secret key [age]", mc, le, "", [sk]


@secret_t
def s_1password_kit(lang):
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(6, ANU), rs(6, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU))
    mpw = passphrase(pick(["-", " "]))
    mc = L(lang, "Setting up the new team laptop needed the shared admin's Emergency Kit:\nSecret Key: %s\nPassword: %s" % (sk, mpw),
           "새 팀 노트북 세팅에 공용 관리자 Emergency Kit이 필요했음:\nSecret Key: %s\n비밀번호: %s" % (sk, mpw))
    return "password: 1Password Secret Key + account password [1Password]", mc, "", "", [sk, mpw]


@secret_t
def s_rclone(lang):
    obsc = b64url(R.randrange(18, 30))
    ak, skk = aws_key_id(), aws_secret()
    body = "[offsite]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = ap-northeast-2\n\n[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = backup\npass = %s" % (ak, skk, obsc)
    mc = L(lang, "Backup job failed after the NAS firmware update; rclone.conf:\n%s" % body, "NAS 펌웨어 업데이트 후 백업 job 실패. rclone.conf:\n%s" % body)
    le = L(lang, "rclone 'pass' is only obscured, not encrypted; `rclone reveal` turns it back into the password.",
           "rclone의 pass는 암호화가 아니라 난독화일 뿐. `rclone reveal`로 원래 비번이 나옴.")
    return "config: rclone.conf keys + obscured pass", mc, le, "", [ak, skk, obsc]


@secret_t
def s_kafka_jaas(lang):
    user = rs(16, ANU)
    pw = rs(64, AN + "+/")
    body = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (
        rs(5, ANL), user, pw)
    mc = L(lang, "Consumer lag alert: the consumer could not authenticate. client.properties:\n%s" % body,
           "consumer lag 알림. consumer 인증 실패. client.properties:\n%s" % body)
    return "config: Kafka SASL JAAS password [Confluent Cloud]", mc, "", L(lang, "Is there a separate API key per consumer group?", "consumer group별 API 키가 따로 있는지?"), [pw]


@secret_t
def s_oracle(lang):
    pw = pick([rs(12), human_password().replace("@", "").replace("/", "")])
    body = "$ sqlplus scott/%s@//ora-prod.internal:1521/ORCLPDB1 @reports/monthly.sql" % pw
    mc = L(lang, "Monthly report job: the legacy script still calls sqlplus like this:\n%s" % body,
           "월간 리포트 job. 레거시 스크립트가 아직도 sqlplus를 이렇게 호출함:\n%s" % body)
    le = L(lang, "Oracle Wallet (/@alias) avoids the password on the command line and in ps output.",
           "Oracle Wallet(/@alias)을 쓰면 커맨드라인과 ps 출력에 비번이 안 남음.")
    return "shell: sqlplus user/password@", mc, le, "", [pw]


@secret_t
def s_cisco(lang):
    pw = pw_any()
    snmp = rs(R.randrange(10, 16), ANL + DG)
    body = "hostname core-sw-01\n!\nno service password-encryption\nusername netadmin privilege 15 password 0 %s\n!\nsnmp-server community %s RO 10\n!" % (pw, snmp)
    mc = L(lang, "Config backup of the core switch (show running-config) for the ticket:\n%s" % body,
           "티켓 첨부용 코어 스위치 설정 백업 (show running-config):\n%s" % body)
    le = L(lang, "Type-0 passwords are plain text; use 'secret' and SNMPv3.", "type 0 비밀번호는 평문임. secret과 SNMPv3를 쓸 것.")
    return "config: Cisco running-config type-0 password + SNMP community", mc, le, "", [pw, snmp]


@secret_t
def s_powershell(lang):
    pw = pw_any()
    body = "$sec = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-backup', $sec)\nInvoke-Command -ComputerName FS01 -Credential $cred -ScriptBlock { Get-PSDrive D }" % pw
    mc = L(lang, "Disk report script for the file server:\n%s" % body, "파일서버 디스크 리포트 스크립트:\n%s" % body)
    return "code: PowerShell ConvertTo-SecureString plain password", mc, L(lang, "Use a gMSA for scheduled tasks.", "예약 작업에는 gMSA를 쓸 것."), "", [pw]


@secret_t
def s_sql_user(lang):
    pw = pw_any()
    kind = R.randrange(2)
    if kind == 0:
        body = "CREATE USER 'grafana_ro'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON metrics.* TO 'grafana_ro'@'%%';" % pw
    else:
        body = "ALTER ROLE reporting WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % pw
    mc = L(lang, "Migration I ran by hand for the dashboard user:\n%s" % body, "대시보드 계정용으로 손으로 돌린 SQL:\n%s" % body)
    le = L(lang, "Statements with passwords land in the DB's general log and in psql history.", "비번이 들어간 SQL은 DB general log와 psql history에 남음.")
    return "sql: CREATE USER / ALTER ROLE password", mc, le, "", [pw]


@secret_t
def s_webhook_url(lang):
    kind = R.randrange(8)
    if kind == 6:
        sec = rs(43, URLB64)
        url = "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (
            R.randrange(1, 40), rhex(32), sec)
        name = "Microsoft Teams workflow"
    elif kind == 7:
        sec = rs(22, URLB64)
        url = "https://maker.ifttt.com/trigger/deploy_done/with/key/%s" % sec
        name = "IFTTT"
    elif kind == 0:
        sec = rs(24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(9, ANU), rs(10, ANU), sec)
        name = "Slack"
    elif kind == 1:
        sec = rs(68, URLB64)
        url = "https://discord.com/api/webhooks/%s/%s" % (rdig(19), sec)
        name = "Discord"
    elif kind == 2:
        sec = ruuid()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % sec
        name = "Feishu"
    elif kind == 3:
        sec = ruuid()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % sec
        name = "WeCom"
    elif kind == 4:
        sec = rhex(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % sec
        name = "DingTalk"
    else:
        key, tok = "AIza" + rs(35, URLB64), pct(rs(43, URLB64) + "=")
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(7, URLB64), key, tok)
        name = "Google Chat"
        sec = None
    mc = L(lang, "Alert routing: nobody knew which channel the deploy bot posts to. The webhook in the job config:\n%s" % url,
           "알림 라우팅: 배포 봇이 어느 채널로 보내는지 아무도 몰랐음. job 설정에 있던 webhook:\n%s" % url)
    le = L(lang, "Anyone with the URL can post to the channel; keep it in the secret store.", "URL만 있으면 누구나 채널에 글을 쓸 수 있음. secret store에 둘 것.")
    secrets = [sec] if sec else [key, tok]
    return "url: incoming webhook secret [%s]" % name, mc, le, "", secrets


@secret_t
def s_yarnrc(lang):
    tok = pick(["npm_" + rs(36), "ghp_" + rs(36), "glpat-" + rs(20, URLB64)])
    body = "nodeLinker: node-modules\nnpmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAlwaysAuth: true\n    npmAuthToken: \"%s\"" % tok
    mc = L(lang, "Yarn Berry ignores .npmrc; the scope auth has to be in .yarnrc.yml:\n%s" % body,
           "Yarn Berry는 .npmrc를 무시함. scope 인증은 .yarnrc.yml에 있어야 함:\n%s" % body)
    le = L(lang, "Use npmAuthToken: \"${NPM_TOKEN}\" so the value comes from the environment.", "npmAuthToken: \"${NPM_TOKEN}\" 으로 env에서 읽게 할 것.")
    return "config: .yarnrc.yml npmAuthToken", mc, le, "", [tok]


@secret_t
def s_composer(lang):
    gh = "ghp_" + rs(36)
    pw = rs(32, ANL + DG)
    body = '{\n  "github-oauth": {\n    "github.com": "%s"\n  },\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % (gh, pw)
    mc = L(lang, "composer install hit the GitHub rate limit and then 401 on Private Packagist. auth.json:\n%s" % body,
           "composer install이 GitHub rate limit에 걸리고 Private Packagist에서 401. auth.json:\n%s" % body)
    return "config: composer auth.json", mc, L(lang, "auth.json must be in .gitignore.", "auth.json은 .gitignore에 있어야 함."), "", [gh, pw]


@secret_t
def s_gradle_props(lang):
    op = rs(R.randrange(20, 40), AN)
    sp = pw_any()
    body = "ossrhUsername=%s\nossrhPassword=%s\nsigning.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg" % (
        rs(8, ANL), op, rhex(8).upper(), sp)
    mc = L(lang, "Maven Central publish failed with 'Could not read PGP secret key'. ~/.gradle/gradle.properties:\n%s" % body,
           "Maven Central 배포가 'Could not read PGP secret key'로 실패. ~/.gradle/gradle.properties:\n%s" % body)
    return "properties: Sonatype + signing passwords", mc, L(lang, "GPG 2.1 no longer writes secring.gpg; export it explicitly.", "GPG 2.1부터 secring.gpg를 안 만듦. 직접 export 해야 함."), "", [op, sp]


@secret_t
def s_backup_pass(lang):
    pp = passphrase()
    tool = pick(["restic", "borg"])
    if tool == "restic":
        body = "export RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups/db\nexport RESTIC_PASSWORD='%s'\nrestic snapshots --latest 3" % pp
    else:
        body = "export BORG_PASSPHRASE='%s'\nborg list ssh://backup@nas.internal/./repos/gitlab" % pp
    mc = L(lang, "Restore drill: the %s repo passphrase was only in the old admin's shell history:\n%s" % (tool, body),
           "복구 훈련: %s 저장소 passphrase가 예전 관리자의 셸 히스토리에만 있었음:\n%s" % (tool, body))
    le = L(lang, "Losing this passphrase means losing every backup; store it in two vaults.", "이 passphrase를 잃으면 백업 전부를 잃음. vault 두 곳에 보관할 것.")
    return "passphrase: backup repository (%s)" % tool, mc, le, "", [pp]


@secret_t
def s_express_session(lang):
    sec = pick([rs(32), passphrase("-") + "-" + rdig(4), b64(24)])
    code = "app.use(session({\n  secret: '%s',\n  resave: false,\n  saveUninitialized: false,\n  cookie: { secure: true, sameSite: 'lax' }\n}));" % sec
    mc = L(lang, "Users got logged out on every deploy because each instance had a different session secret. server.js now:\n%s" % code,
           "인스턴스마다 session secret이 달라서 배포할 때마다 로그아웃됨. 지금 server.js:\n%s" % code)
    return "code: express-session secret", mc, L(lang, "Also need a shared store (Redis) not MemoryStore.", "MemoryStore 말고 공유 저장소(Redis)도 필요함."), "", [sec]


@secret_t
def s_keycloak(lang):
    sec = rs(32)
    body = "KC_CLIENT_ID=orders-api\nKC_CLIENT_SECRET=%s\nKC_ISSUER=https://sso.example.com/realms/acme" % sec
    adminpw = pw_any()
    mc = L(lang, "Token introspection returned active=false; confidential client settings:\n%s" % body,
           "토큰 introspection이 active=false. confidential client 설정:\n%s" % body)
    le = L(lang, "Bootstrap admin (KEYCLOAK_ADMIN_PASSWORD=%s) is still enabled; disable it." % adminpw,
           "부트스트랩 관리자(KEYCLOAK_ADMIN_PASSWORD=%s)가 아직 켜져 있음. 비활성화 필요." % adminpw)
    return "env: Keycloak client secret + admin password [Keycloak]", mc, le, "", [sec, adminpw]


@secret_t
def s_serverless_pg(lang):
    if chance(0.5):
        ref = rs(20, LO)
        pw = rs(16, AN)
        url = "postgresql://postgres.%s:%s@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres?pgbouncer=true" % (ref, pw)
        name = "Supabase"
    else:
        pw = "npg_" + rs(12, AN)
        url = "postgresql://neondb_owner:%s@ep-%s-%s-a%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
            pw, pick(["cool", "dry", "misty", "lucky"]), pick(["river", "leaf", "moon"]), rdig(6))
        name = "Neon"
    mc = L(lang, "Prisma migrate hung on the pooled URL; it needs the direct one. DATABASE_URL was:\n%s" % url,
           "Prisma migrate가 pooled URL에서 멈춤. direct URL이 필요함. DATABASE_URL:\n%s" % url)
    le = L(lang, "Set directUrl in schema.prisma for migrations.", "마이그레이션용으로 schema.prisma에 directUrl을 설정할 것.")
    return "connection string: serverless Postgres [%s]" % name, mc, le, "", [pw]


@secret_t
def s_wifi(lang):
    pw = pick([human_password(), passphrase(" "), ko_password(), rs(12, ANL + DG)])
    ssid = pick(["ACME-Guest", "Acme_5G", "회의실-3F", "Lab-IoT"])
    mc = L(lang, "The IoT test devices need the lab Wi-Fi; SSID %s, WPA2 password: %s" % (ssid, pw),
           "IoT 테스트 기기가 랩 와이파이에 붙어야 함. SSID %s, 비밀번호: %s" % (ssid, pw))
    le = L(lang, "Devices on the IoT VLAN cannot reach the staging API; need a firewall rule.", "IoT VLAN에서는 staging API에 접근 못 함. 방화벽 규칙 필요.")
    return "password: Wi-Fi WPA2 passphrase", mc, le, "", [pw]


@secret_t
def s_ssh_passphrase(lang):
    pp = passphrase(pick([" ", "-"]))
    mc = L(lang, "ssh-add prompts every time in the tmux session; the key passphrase is '%s'." % pp,
           "tmux 세션에서 ssh-add가 매번 물어봄. 키 passphrase는 '%s'." % pp)
    le = L(lang, "Use AddKeysToAgent yes and the macOS keychain.", "AddKeysToAgent yes와 macOS 키체인을 쓸 것.")
    return "passphrase: SSH key passphrase", mc, le, "", [pp]


@secret_t
def s_cluster_join(lang):
    if chance(0.5):
        tok = rs(6, ANL) + "." + rs(16, ANL)
        body = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (rip(), tok, sha256_hex())
        name = "kubeadm bootstrap token"
    else:
        tok = "SWMTKN-1-" + rs(50, ANL) + "-" + rs(25, ANL)
        body = "docker swarm join --token %s %s:2377" % (tok, rip())
        name = "Docker Swarm join token"
    mc = L(lang, "Adding a worker node; the join command printed on the control plane:\n%s" % body,
           "워커 노드 추가. control plane에서 출력된 join 명령:\n%s" % body)
    le = L(lang, "Join tokens grant cluster membership; let them expire (ttl 1h) instead of reusing.", "join 토큰은 클러스터 가입 권한을 줌. 재사용 말고 만료(ttl 1h)되게 둘 것.")
    return "shell: %s" % name, mc, le, "", [tok]


@secret_t
def s_sentry_legacy_dsn(lang):
    pub, sec = rhex(32), rhex(32)
    dsn = "https://%s:%s@sentry.internal.example.com/%d" % (pub, sec, R.randrange(2, 60))
    mc = L(lang, "The old on-prem Sentry (9.x) still uses DSNs with the secret part; backend settings:\nSENTRY_DSN=%s" % dsn,
           "구 사내 Sentry(9.x)는 아직 secret이 포함된 DSN을 씀. 백엔드 설정:\nSENTRY_DSN=%s" % dsn)
    le = L(lang, "Modern SDKs ignore the secret part; drop it when migrating to sentry.io.", "최신 SDK는 secret 부분을 무시함. sentry.io로 옮길 때 제거할 것.")
    return "url: legacy Sentry DSN with secret key [Sentry]", mc, le, "", [sec]

# =====================================================================================
# Clean templates.  Each returns (category, mc, lesson, ask).  Nothing here is a credential.
# =====================================================================================
CLEAN_RISKY, CLEAN_PLAIN, CLEAN_PUB = [], [], []


def clean_risky(fn):
    CLEAN_RISKY.append(fn)
    return fn


def clean_plain(fn):
    CLEAN_PLAIN.append(fn)
    return fn


def clean_pub(fn):
    CLEAN_PUB.append(fn)
    return fn


def vendor_labels(n):
    out = []
    while len(out) < n:
        v = pick(VENDORS)
        for k, val, sec in v["make"]():
            if sec and k.upper() not in out:
                out.append(k.upper())
                break
    return out


PLACEHOLDERS = ["", "<your-key-here>", "your_api_key_here", "REPLACE_ME", "xxxxxxxxxxxxxxxxxxxxxxxx", "changeit-in-vault",
                "__FILL_ME__", "...", "<redacted>", "TODO", "<ask-ops>", "dummy", "${VAULT_INJECTED}", "<see 1Password: dev/api>"]


@clean_risky
def c_env_example(lang):
    labels = vendor_labels(R.randrange(3, 6))
    lines = ["# copy to .env and fill in (values live in 1Password > Engineering > %s)" % pick(["dev", "local"])]
    for k in labels:
        lines.append("%s=%s" % (k, pick(PLACEHOLDERS)))
    lines.append("DATABASE_URL=postgresql://localhost:5432/app_dev")
    body = "\n".join(lines)
    mc = L(lang, "Didn't know .env.example was out of date; it is missing two keys the app now requires. Current template:\n%s" % body,
           ".env.example이 오래돼서 앱이 새로 요구하는 키 두 개가 빠져 있는 걸 몰랐음. 현재 템플릿:\n%s" % body)
    le = L(lang, "`make check-env` compares .env against .env.example; run it after pulling.", "pull 받은 뒤 `make check-env`로 .env와 .env.example을 비교할 것.")
    ask = L(lang, "Who updates .env.example when a new integration is added?", "새 연동이 추가되면 .env.example은 누가 갱신하나요?")
    return "placeholders: .env.example", mc, le, ask


@clean_risky
def c_redacted_log(lang):
    ts = "%sT%sZ" % (rdate(), rtime())
    kind = R.randrange(4)
    if kind == 0:
        body = "%s DEBUG http.client > POST /v1/charges\n%s DEBUG http.client > Authorization: Bearer ***\n%s DEBUG http.client < 402 card_declined" % (ts, ts, ts)
    elif kind == 1:
        body = "%s INFO  db.pool connecting url=postgresql://app:[REDACTED]@%s:5432/core pool_size=%d" % (ts, pick(DB_HOSTS), R.randrange(5, 40))
    elif kind == 2:
        body = "stripe.api_key = sk_live_...%s (masked in dashboard)\nlast used: %s" % (rs(4), rdate())
    else:
        body = "$ aws configure list\n      Name                    Value             Type    Location\n   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (
            pick(["prod-ro", "default", "sandbox"]), rs(4, ANU), rs(4, AN))
    mc = L(lang, "Checked that credentials are masked in the logs after the logging change:\n%s" % body,
           "로깅 변경 후 로그에서 인증정보가 마스킹되는지 확인:\n%s" % body)
    le = L(lang, "The masking filter runs before the JSON formatter, so structured fields are covered too.",
           "마스킹 필터가 JSON formatter 전에 돌아서 구조화 필드도 가려짐.")
    return "redacted: masked values in logs", mc, le, ""


@clean_risky
def c_env_refs(lang):
    kind = R.randrange(6)
    k = vendor_labels(1)[0]
    if kind == 0:
        code = "import os\n\nAPI_KEY = os.environ[\"%s\"]\nTIMEOUT = float(os.getenv(\"HTTP_TIMEOUT\", \"10\"))" % k
    elif kind == 1:
        code = "const apiKey = process.env.%s;\nif (!apiKey) throw new Error('%s is not set');" % (k, k)
    elif kind == 2:
        code = "token := os.Getenv(\"%s\")\nif token == \"\" {\n\tlog.Fatal(\"missing %s\")\n}" % (k, k)
    elif kind == 3:
        code = "api_key = ENV.fetch(\"%s\") { raise \"#{'%s'} missing\" }" % (k, k)
    elif kind == 4:
        code = "String key = System.getenv(\"%s\");\nObjects.requireNonNull(key, \"%s\");" % (k, k)
    else:
        code = "curl -sS -H \"Authorization: Bearer ${%s}\" https://api.example.com/v1/ping" % k
    mc = L(lang, "Missing context: the job reads %s from the environment, not from config.yaml:\n%s" % (k, code),
           "job이 %s를 config.yaml이 아니라 환경변수에서 읽는다는 걸 몰랐음:\n%s" % (k, code))
    le = L(lang, "Fail fast at startup if the variable is missing instead of sending an empty header.",
           "변수가 없으면 빈 헤더를 보내지 말고 시작할 때 바로 실패시킬 것.")
    ask = L(lang, "Which environments define %s?" % k, "%s는 어느 환경에 정의돼 있나요?" % k)
    return "env-var reference in code", mc, le, ask


@clean_risky
def c_gha_secrets(lang):
    ks = vendor_labels(R.randrange(2, 4))
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    environment: %s" % pick(["production", "staging"]), "    steps:",
             "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh", "        env:"]
    lines += ["          %s: ${{ secrets.%s }}" % (k, k) for k in ks]
    body = "\n".join(lines)
    mc = L(lang, "Deploy job failed only on forks: secrets are empty for pull_request from forks. Workflow:\n%s" % body,
           "fork에서 온 PR에서만 deploy job 실패. fork PR에는 secrets가 비어 있음. workflow:\n%s" % body)
    le = L(lang, "Environment-scoped secrets need the job's `environment:` to match exactly.", "environment 범위 secret은 job의 `environment:` 값이 정확히 같아야 함.")
    return "ci: GitHub Actions ${{ secrets.* }} references", mc, le, L(lang, "Can forks get a read-only token?", "fork에는 read-only 토큰을 줄 수 있나요?")


@clean_risky
def c_secret_manager_refs(lang):
    acct = rdig(12)
    kind = R.randrange(7)
    if kind == 0:
        body = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s" % (acct, rs(6))
        extra = "$ aws secretsmanager describe-secret --secret-id prod/orders/db --query 'RotationEnabled'\ntrue"
    elif kind == 1:
        body = "valueFrom: arn:aws:ssm:ap-northeast-2:%s:parameter/app/prod/STRIPE_SECRET_KEY" % acct
        extra = "(ECS task definition secrets block)"
    elif kind == 2:
        body = "projects/%s/secrets/%s/versions/latest" % (pick(["acme-prod", "ml-platform-388"]), pick(["db-password", "openai-api-key"]))
        extra = "gcloud secrets versions access latest --secret=db-password > /dev/null && echo readable"
    elif kind == 3:
        body = "vault kv get -field=password secret/data/%s/postgres" % pick(["orders", "billing", "search"])
        extra = "path: secret/data/orders/postgres, version: %d" % R.randrange(2, 30)
    elif kind == 4:
        body = "DB_PASSWORD=op://Engineering/%s Postgres/password\n$ op run --env-file=.env.tpl -- npm start" % pick(["Prod", "Staging"])
        extra = ""
    elif kind == 5:
        body = "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/SqlPassword/)"
        extra = "(App Service application setting)"
    else:
        body = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: orders-db\n        key: password"
        extra = ""
    mc = L(lang, "Didn't know where the secret actually lives. It is referenced as:\n%s%s" % (body, ("\n" + extra) if extra else ""),
           "시크릿이 실제로 어디 있는지 몰랐음. 참조는 이렇게 돼 있음:\n%s%s" % (body, ("\n" + extra) if extra else ""))
    le = L(lang, "The reference is safe to commit; the value is resolved at runtime by the platform.", "참조 자체는 커밋해도 됨. 값은 런타임에 플랫폼이 채워 넣음.")
    return "secret-manager reference", mc, le, L(lang, "Who has read access to that path?", "그 경로 읽기 권한은 누가 갖고 있나요?")


@clean_risky
def c_sops(lang):
    def enc():
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(R.randrange(12, 40)), b64(32), b64(16))
    recip = "age1" + rs(58, BECH32)
    body = "db:\n  user: orders\n  password: %s\nstripe:\n  secret_key: %s\nsops:\n  age:\n    - recipient: %s\n  lastmodified: \"%sT%sZ\"\n  mac: %s\n  version: 3.9.1" % (
        enc(), enc(), recip, rdate(), rtime(), enc())
    mc = L(lang, "secrets.enc.yaml after `sops -e` (checked in, encrypted):\n%s" % body, "`sops -e` 후 secrets.enc.yaml (암호화된 상태로 커밋):\n%s" % body)
    le = L(lang, "Only the values are encrypted, so diffs still show which keys changed.", "값만 암호화돼서 diff로 어떤 키가 바뀌었는지는 보임.")
    return "encrypted: SOPS-encrypted YAML", mc, le, ""


@clean_risky
def c_ansible_vault_blob(lang):
    lines = wrap(rhex(R.randrange(4, 8) * 80), 80)
    body = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in lines)
    mc = L(lang, "group_vars/prod/vault.yml uses inline vault strings:\n%s" % body, "group_vars/prod/vault.yml은 inline vault 문자열을 씀:\n%s" % body)
    le = L(lang, "ansible-vault encrypt_string output can be committed; the vault password is separate.", "ansible-vault encrypt_string 결과는 커밋해도 됨. vault 비번은 별도 보관.")
    return "encrypted: ansible-vault inline blob", mc, le, ""


@clean_risky
def c_sealed_secret(lang):
    body = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\n  namespace: prod\nspec:\n  encryptedData:\n    password: Ag%s" % b64(R.randrange(200, 330))
    mc = L(lang, "GitOps repo only holds sealed secrets:\n%s" % body, "GitOps repo에는 sealed secret만 있음:\n%s" % body)
    le = L(lang, "Only the controller's private key can decrypt it; re-seal when the namespace changes.", "컨트롤러 개인키로만 복호화 가능. namespace 바뀌면 다시 seal 해야 함.")
    return "encrypted: Bitnami SealedSecret encryptedData", mc, le, ""


@clean_risky
def c_hashes(lang):
    kind = R.randrange(5)
    if kind == 0:
        body = "$ sha256sum dist/*\n%s  dist/app-%s-linux-amd64.tar.gz\n%s  dist/app-%s-darwin-arm64.tar.gz" % (sha256_hex(), "1.%d.%d" % (R.randrange(9), R.randrange(20)), sha256_hex(), "1.4.2")
    elif kind == 1:
        body = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256_hex(), sha256_hex())
    elif kind == 2:
        body = '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-%s"\n}' % base64.b64encode(hashlib.sha512(rbytes(16)).digest()).decode()
    elif kind == 3:
        body = "golang.org/x/net v0.%d.0 h1:%s\ngolang.org/x/net v0.%d.0/go.mod h1:%s" % (
            R.randrange(20, 33), base64.b64encode(hashlib.sha256(rbytes(8)).digest()).decode(), R.randrange(20, 33), base64.b64encode(hashlib.sha256(rbytes(8)).digest()).decode())
    else:
        body = "image: ghcr.io/acme/api@sha256:%s" % sha256_hex()
    mc = L(lang, "Reproducible build check failed; the checksums I compared:\n%s" % body, "재현 가능 빌드 검증 실패. 비교한 체크섬:\n%s" % body)
    le = L(lang, "The mismatch came from the embedded build timestamp; set SOURCE_DATE_EPOCH.", "빌드 타임스탬프가 박혀서 달라졌음. SOURCE_DATE_EPOCH를 설정할 것.")
    return "hashes: checksums / integrity digests", mc, le, ""


@clean_risky
def c_git_log(lang):
    lines = []
    for _ in range(R.randrange(3, 7)):
        lines.append("%s %s" % (sha1_hex()[:pick([7, 12, 40])], pick(["fix(api): handle empty cart", "chore: bump deps", "feat: add 카카오 로그인",
                                                                   "revert \"feat: new pricing\"", "test: stabilize flaky e2e", "refactor(db): split repo"])))
    body = "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines))
    bad = sha1_hex()
    mc = L(lang, "Needed to find when the regression landed:\n%s\n\ngit bisect says first bad commit: %s" % (body, bad),
           "회귀가 언제 들어왔는지 찾아야 했음:\n%s\n\ngit bisect 결과 first bad commit: %s" % (body, bad))
    le = L(lang, "Squash merges hide the real author; use `git log --first-parent` on main.", "squash merge라 실제 작성자가 안 보임. main에서 `git log --first-parent` 사용.")
    return "ids: git commit SHAs", mc, le, ""


@clean_risky
def c_request_ids(lang):
    kind = R.randrange(4)
    tid = rhex(32)
    if kind == 0:
        body = "traceparent: 00-%s-%s-01\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (tid, rhex(16), ruuid(), rhex(8), rhex(24))
    elif kind == 1:
        body = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % rs(52, ANU)
    elif kind == 2:
        body = "Sentry event %s (release api@%s, trace %s)" % (rhex(32), sha1_hex()[:12], tid)
    else:
        body = "cf-ray: %s-ICN\nx-amz-cf-id: %s==" % (rhex(16), rs(54, URLB64))
    mc = L(lang, "Support asked for identifiers of the failing request:\n%s" % body, "지원팀이 실패한 요청의 식별자를 요청함:\n%s" % body)
    le = L(lang, "Search Tempo by trace id first; request ids are only in the nginx logs.", "trace id로 Tempo에서 먼저 찾을 것. request id는 nginx 로그에만 있음.")
    return "ids: request / trace ids", mc, le, ""


@clean_risky
def c_k8s_uids(lang):
    pod = "%s-%s-%s" % (pick(["api", "worker", "orders"]), rs(10, "bcdfghjklmnpqrstvwxz2456789"), rs(5, "bcdfghjklmnpqrstvwxz2456789"))
    body = "$ kubectl get pod %s -o jsonpath='{.metadata.uid} {.status.containerStatuses[0].containerID}'\n%s containerd://%s" % (pod, ruuid(), sha256_hex())
    mc = L(lang, "Matching the OOM-killed container to node logs:\n%s" % body, "OOM으로 죽은 컨테이너를 노드 로그와 매칭:\n%s" % body)
    le = L(lang, "crictl on the node uses the first 13 chars of the container id.", "노드에서 crictl은 컨테이너 id 앞 13자리를 씀.")
    return "ids: k8s uid + container id", mc, le, ""


def ssh_pubkey():
    if chance(0.6):
        blob = _ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))
        return "ssh-ed25519 " + base64.b64encode(blob).decode()
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(b"\x00" + rbytes(256))
    return "ssh-rsa " + base64.b64encode(blob).decode()


@clean_risky
def c_ssh_pub(lang):
    keys = [ssh_pubkey() + " " + pick(["minji@macbook", "ci-deploy", "jlee@work", "backup@nas"]) for _ in range(R.choice([1, 2]))]
    body = "$ cat ~/.ssh/authorized_keys\n" + "\n".join(keys)
    mc = L(lang, "Bastion login denied for the new engineer; authorized_keys on the host:\n%s" % body,
           "새 엔지니어가 bastion 로그인이 안 됨. 호스트의 authorized_keys:\n%s" % body)
    le = L(lang, "Their key was missing because the Ansible user list is keyed by email, not username.", "Ansible 사용자 목록이 username이 아니라 email 기준이라 키가 빠져 있었음.")
    return "public key: authorized_keys", mc, le, L(lang, "Can we switch the bastion to SSH certificates?", "bastion을 SSH 인증서 방식으로 바꿀 수 있나요?")


@clean_risky
def c_known_hosts(lang):
    host = pick(["github.com", "gitlab.example.com", "bastion.prod.example.com"])
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(rbytes(8)).digest()).decode().rstrip("=")
    body = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nThe fingerprint for the ED25519 key sent by the remote host is\n%s.\nOffending ED25519 key in /home/ci/.ssh/known_hosts:3" % fp
    mc = L(lang, "CI clone failed after %s rotated its host key:\n%s" % (host, body), "%s 호스트 키가 바뀐 뒤 CI clone 실패:\n%s" % (host, body))
    le = L(lang, "Verify the new fingerprint against the published one before running ssh-keygen -R.", "ssh-keygen -R 하기 전에 공지된 fingerprint와 비교할 것.")
    return "fingerprint: SSH host key changed", mc, le, ""


@clean_risky
def c_public_pem(lang):
    if chance(0.5):
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        hdr = "PUBLIC KEY"
        what_en, what_ko = "the webhook signature public key", "webhook 서명 검증용 공개키"
    else:
        der = bytes.fromhex("3082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")
        hdr = "RSA PUBLIC KEY"
        what_en, what_ko = "the partner's RSA public key for payload encryption", "페이로드 암호화용 파트너 RSA 공개키"
    pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (hdr, "\n".join(wrap(base64.b64encode(der).decode(), 64)), hdr)
    mc = L(lang, "Verification kept failing because we loaded the wrong file. This is %s:\n%s" % (what_en, pem),
           "엉뚱한 파일을 읽어서 검증이 계속 실패함. 이게 %s:\n%s" % (what_ko, pem))
    le = L(lang, "Public keys are fine in the repo; pin them by fingerprint in tests.", "공개키는 repo에 있어도 됨. 테스트에서 fingerprint로 고정할 것.")
    return "public key: PEM public key", mc, le, ""


@clean_risky
def c_jwks(lang):
    kid = pick([rs(43, URLB64), ruuid(), rhex(40)])
    n = b64url(256)
    body = '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s","e":"AQAB"}]}' % (kid, n)
    mc = L(lang, "Token validation failed after the IdP rotated keys; our cache held the old JWKS. Current /.well-known/jwks.json:\n%s" % body,
           "IdP 키 교체 후 토큰 검증 실패. 캐시에 예전 JWKS가 있었음. 현재 /.well-known/jwks.json:\n%s" % body)
    le = L(lang, "Refetch JWKS on unknown kid instead of a 24h TTL.", "24시간 TTL 말고 모르는 kid가 오면 JWKS를 다시 받을 것.")
    return "public key: JWKS (n/e, kid)", mc, le, ""


@clean_risky
def c_fingerprints(lang):
    kind = R.randrange(3)
    if kind == 0:
        fp = " ".join(rs(4, HEXU) for _ in range(10))
        body = "$ gpg --fingerprint releases@example.com\npub   ed25519 %s [SC] [expires: %s]\n      %s\nuid           [ultimate] Acme Releases <releases@example.com>" % (rdate(), rdate(), fp)
    elif kind == 1:
        body = "$ openssl x509 -in server.crt -noout -fingerprint -sha256 -serial -enddate\nsha256 Fingerprint=%s\nserial=%s\nnotAfter=Mar 14 23:59:59 2026 GMT" % (
            ":".join(rs(2, HEXU) for _ in range(32)), rhex(32).upper())
    else:
        body = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s minji@macbook (ED25519)" % base64.b64encode(hashlib.sha256(rbytes(8)).digest()).decode().rstrip("=")
    mc = L(lang, "Verified the fingerprint before trusting it:\n%s" % body, "신뢰하기 전에 fingerprint 확인:\n%s" % body)
    return "fingerprint: GPG / TLS / SSH", mc, L(lang, "Post the fingerprint in the wiki so others can verify.", "다른 사람도 확인할 수 있게 위키에 fingerprint를 올릴 것."), ""


@clean_risky
def c_age_wg_public(lang):
    if chance(0.5):
        recips = ["age1" + rs(58, BECH32) for _ in range(R.choice([2, 3]))]
        body = "creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      %s" % ",\n      ".join(recips)
        mc = L(lang, ".sops.yaml recipients (public keys of the three maintainers):\n%s" % body, ".sops.yaml recipient (관리자 세 명의 공개키):\n%s" % body)
        return "public key: age recipients in .sops.yaml", mc, L(lang, "Adding a recipient requires `sops updatekeys` on every file.", "recipient 추가 후 모든 파일에 `sops updatekeys` 필요."), ""
    body = "[Interface]\nAddress = 10.8.0.%d/32\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = %s\nPresharedKey = (in /etc/wireguard/psk, not here)\nAllowedIPs = 10.0.0.0/8, 172.31.0.0/16\nEndpoint = vpn.example.com:51820\nPersistentKeepalive = 25" % (
        R.randrange(2, 250), b64(32))
    mc = L(lang, "Working wg0.conf (private key loaded from a file):\n%s" % body, "동작하는 wg0.conf (개인키는 파일에서 읽음):\n%s" % body)
    return "public key: WireGuard peer PublicKey", mc, L(lang, "Keepalive 25 fixes the NAT timeout.", "Keepalive 25로 NAT 타임아웃 해결."), ""


@clean_risky
def c_key_ids(lang):
    kind = R.randrange(5)
    acct = rdig(12)
    if kind == 0:
        body = "KMS key: arn:aws:kms:ap-northeast-2:%s:key/%s (alias/orders-data)" % (acct, ruuid())
    elif kind == 1:
        body = "APPLE_KEY_ID=%s\nAPPLE_TEAM_ID=%s\nAPPLE_ISSUER_ID=%s\nAPPLE_PRIVATE_KEY_PATH=./AuthKey.p8  # file not in repo" % (rs(10, ANU), rs(10, ANU), ruuid())
    elif kind == 2:
        body = "gpg key id: %s (signing subkey %s)" % (rhex(16).upper(), rhex(16).upper())
    elif kind == 3:
        body = "JWT header: {\"alg\":\"RS256\",\"kid\":\"%s\"}" % rhex(40)
    else:
        body = "Stripe webhook endpoint: we_%s, events: payment_intent.succeeded, charge.refunded" % rs(24)
    mc = L(lang, "Identifiers needed to configure the integration (no secrets):\n%s" % body, "연동 설정에 필요한 식별자 (시크릿 아님):\n%s" % body)
    return "ids: key ids / team ids", mc, L(lang, "Key ids rotate with the key; read them from config.", "key id는 키와 함께 바뀜. config에서 읽을 것."), ""


@clean_risky
def c_account_ids(lang):
    kind = R.randrange(6)
    if kind == 0:
        body = "$ aws sts get-caller-identity\n{\n    \"UserId\": \"AIDA%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:iam::%s:user/ci-deployer\"\n}" % (rs(17, ANU), rdig(12), rdig(12))
    elif kind == 1:
        body = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# auth via federated credential, no secret" % (ruuid(), ruuid(), ruuid())
    elif kind == 2:
        body = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://app.example.com/auth/callback" % (rdig(12), rs(32, ANL))
    elif kind == 3:
        body = "TWILIO_ACCOUNT_SID=AC%s\nmessaging service: MG%s" % (rhex(32), rhex(32))
    elif kind == 4:
        body = "customer cus_%s, payment_intent pi_%s, price price_%s, connected account acct_%s" % (rs(14), rs(24), rs(24), rs(16))
    else:
        body = "Slack channel C%s in workspace T%s; bot user U%s" % (rs(10, ANU), rs(9, ANU), rs(10, ANU))
    mc = L(lang, "Context I lacked: which account/tenant the job runs in.\n%s" % body, "job이 어느 계정/테넌트에서 도는지 몰랐음.\n%s" % body)
    le = L(lang, "These identifiers are not secret but they differ per environment; keep them in the env config.", "이 식별자들은 시크릿은 아니지만 환경마다 다름. env 설정에 둘 것.")
    return "ids: account / tenant / client ids", mc, le, ""


@clean_risky
def c_base64_nonsecret(lang):
    kind = R.randrange(4)
    if kind == 0:
        h = b64us('{"alg":"RS256","typ":"JWT","kid":"%s"}' % rhex(8))
        body = "The token header segment %s decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\",...}; we expected ES256." % h
    elif kind == 1:
        cfg = '{"featureFlags":{"newCheckout":true,"darkMode":false},"apiBase":"https://api.example.com"}'
        body = "window.__CONFIG__ = \"%s\" (base64 of the public runtime config)" % b64s(cfg)
    elif kind == 2:
        body = "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s" % rs(20, B64)
    else:
        body = "kubectl get configmap app-config -o jsonpath='{.binaryData.settings}' | base64 -d\n{\"log_level\":\"info\",\"region\":\"ap-northeast-2\"}\n(raw: %s)" % b64s('{"log_level":"info","region":"ap-northeast-2"}')
    mc = L(lang, "Decoded the base64 blob to see what it actually contains:\n%s" % body, "base64 값이 실제로 뭔지 디코딩해봄:\n%s" % body)
    return "base64 of non-secret data", mc, L(lang, "It is just public config, nothing sensitive.", "그냥 공개 설정값이고 민감한 건 없음."), ""


@clean_risky
def c_versions(lang):
    v = "%d.%d.%d" % (R.randrange(1, 5), R.randrange(30), R.randrange(20))
    body = "api version: v%s-rc.%d+build.%s\nimage: registry.example.com/api:%s-%s\nnode v20.%d.0, pnpm 9.%d.0, go1.22.%d\nandroid versionCode %d" % (
        v, R.randrange(1, 5), sha1_hex()[:7], v, sha1_hex()[:8], R.randrange(10, 18), R.randrange(1, 12), R.randrange(1, 9), R.randrange(100000, 999999))
    mc = L(lang, "Bug only reproduces on one build; version info from the about screen:\n%s" % body, "특정 빌드에서만 버그 재현. about 화면의 버전 정보:\n%s" % body)
    return "version strings / build metadata", mc, L(lang, "The build hash maps to a commit; check the release tag.", "빌드 해시로 커밋을 찾을 수 있음. 릴리스 태그를 확인할 것."), ""


@clean_risky
def c_long_ids(lang):
    acct = rdig(12)
    kind = R.randrange(4)
    if kind == 0:
        body = "arn:aws:cloudformation:ap-northeast-2:%s:stack/orders-prod/%s" % (acct, ruuid())
    elif kind == 1:
        body = "module.network.aws_route_table_association.private[\"ap-northeast-2c\"]\nmodule.eks.aws_eks_node_group.this[\"gpu-%s\"]" % rs(6, ANL)
    elif kind == 2:
        body = "%s.dkr.ecr.ap-northeast-2.amazonaws.com/orders/api:%s" % (acct, sha1_hex())
    else:
        body = "CloudFront distribution E%s, hosted zone Z%s, ACM cert %s" % (rs(13, ANU), rs(20, ANU), ruuid())
    mc = L(lang, "Resources that were drifting after the manual change:\n%s" % body, "수동 변경 이후 drift 난 리소스:\n%s" % body)
    return "long identifiers (ARNs, resource addresses)", mc, L(lang, "terraform import fixed the drift.", "terraform import로 drift 해결."), ""


@clean_risky
def c_password_policy(lang):
    n = R.choice([10, 12, 14, 16])
    mc = L(lang, ["Missing context: the new password policy. Minimum %d characters, no composition rules, checked against the breached-password list (k-anonymity API), max length 128, no forced periodic rotation." % n,
                  "Security review asked us to align with NIST 800-63B: passwords >= %d chars, allow spaces and Unicode, block the top 100k common passwords, rate-limit login attempts." % n],
           ["새 비밀번호 정책을 몰랐음. 최소 %d자, 조합 규칙 없음, 유출 비밀번호 목록(k-anonymity API) 대조, 최대 128자, 주기적 강제 변경 없음." % n,
            "보안 리뷰에서 NIST 800-63B에 맞추라고 함: 비밀번호 %d자 이상, 공백/유니코드 허용, 흔한 비밀번호 상위 10만개 차단, 로그인 시도 rate limit." % n])
    le = L(lang, "Hash with argon2id (m=19456, t=2, p=1); bcrypt truncates at 72 bytes, which matters for Korean passphrases.",
           "argon2id(m=19456, t=2, p=1)로 해시. bcrypt는 72바이트에서 잘려서 한글 passphrase에 문제가 됨.")
    ask = L(lang, "Do we force a reset for users whose password is now too short?", "이제 길이가 부족한 비밀번호 사용자는 강제로 재설정시키나요?")
    return "discussion: password policy", mc, le, ask


@clean_risky
def c_port_flags(lang):
    kind = R.randrange(6)
    if kind == 0:
        body = "$ mysql -h %s -P 3306 -u report -p\nEnter password:\nmysql>" % pick(DB_HOSTS)
        note_en, note_ko = "-p without a value makes mysql prompt; -P is the port.", "-p 뒤에 값이 없으면 프롬프트가 뜸. -P가 포트."
    elif kind == 1:
        body = "$ docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -v pgdata:/var/lib/postgresql/data postgres:16"
        note_en, note_ko = "-p maps the port; the password comes from a Docker secret file.", "-p는 포트 매핑. 비밀번호는 Docker secret 파일에서 읽음."
    elif kind == 2:
        body = "$ ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@bastion.example.com\n$ scp -P 2222 build.tar.gz deploy@bastion.example.com:/tmp/"
        note_en, note_ko = "ssh uses -p for the port but scp uses -P.", "ssh는 -p, scp는 -P로 포트를 지정함."
    elif kind == 3:
        body = "$ psql -h localhost -p 6543 -U app -d core -W\nPassword for user app:"
        note_en, note_ko = "6543 is the pgbouncer port; -W only forces the prompt.", "6543은 pgbouncer 포트. -W는 프롬프트만 강제함."
    elif kind == 4:
        body = "$ redis-cli -h cache-01.internal -p 6380 --tls PING\nPONG"
        note_en, note_ko = "TLS listener is on 6380, plain on 6379.", "TLS는 6380, 평문은 6379."
    else:
        body = "$ kubectl port-forward svc/grafana 3000:80 -n monitoring\n$ python -m http.server -b 127.0.0.1 8000"
        note_en, note_ko = "port-forward binds to localhost only.", "port-forward는 localhost에만 바인딩됨."
    mc = L(lang, "Connection refused until I used the right port:\n%s" % body, "포트를 맞추기 전까지 connection refused:\n%s" % body)
    return "flags: -p/-P used for ports or prompts", mc, L(lang, note_en, note_ko), ""


@clean_risky
def c_fake_fixtures(lang):
    kind = R.randrange(4)
    if kind == 0:
        body = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        what_en, what_ko = "the AWS documentation example keys used by moto in tests", "테스트에서 moto가 쓰는 AWS 문서 예시 키"
    elif kind == 1:
        body = "@pytest.fixture\ndef user():\n    return User(email=\"test@example.com\", password=\"not-a-real-password\", api_token=\"test-token\")"
        what_en, what_ko = "the test fixture", "테스트 fixture"
    elif kind == 2:
        body = "// msw handler\nhttp.post('/oauth/token', () => HttpResponse.json({ access_token: 'fake-access-token', refresh_token: 'fake-refresh-token', expires_in: 3600 }))"
        what_en, what_ko = "the mock OAuth handler", "mock OAuth 핸들러"
    else:
        body = "GITHUB_TOKEN=ghp_000000000000000000000000000000000000  # placeholder for the VCR cassettes"
        what_en, what_ko = "the placeholder in the recorded cassettes", "녹화된 cassette의 placeholder"
    mc = L(lang, "The secret scanner flagged %s:\n%s" % (what_en, body), "시크릿 스캐너가 %s를 잡음:\n%s" % (what_ko, body))
    le = L(lang, "These are documented fakes; allowlist the file path rather than the pattern.", "문서화된 가짜 값임. 패턴 말고 파일 경로로 allowlist 할 것.")
    return "fixtures: obviously fake credentials", mc, le, ""


@clean_risky
def c_cli_status(lang):
    kind = R.randrange(4)
    if kind == 0:
        body = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account acme-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
    elif kind == 1:
        body = "$ echo \"$CR_PAT\" | docker login ghcr.io -u acme-bot --password-stdin\nWARNING! Your credentials are stored unencrypted in '/home/ci/.docker/config.json'.\nConfigure a credential helper to remove this warning.\nLogin Succeeded"
    elif kind == 2:
        body = "$ vault status\nKey             Value\n---             -----\nSeal Type       awskms\nInitialized     true\nSealed          false\nVersion         1.17.2\nCluster Name    vault-cluster-%s\nCluster ID      %s\nHA Enabled      true" % (rhex(8), ruuid())
    else:
        body = "$ npm whoami\nacme-bot\n$ npm token list\n┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │ created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ %s │ npm_…%s │ %s │ no       │\n└────────┴─────────┴────────────┴──────────┘" % (rhex(6), rs(4), rdate())
    mc = L(lang, "Checked which identity the CLI is using on the runner:\n%s" % body, "runner에서 CLI가 어떤 계정으로 동작하는지 확인:\n%s" % body)
    le = L(lang, "The runner was logged in as the bot, not the deploy app; that explains the missing permission.", "runner가 deploy 앱이 아니라 봇 계정으로 로그인돼 있었음. 권한 부족은 그래서였음.")
    return "cli: auth status with masked token", mc, le, ""


@clean_risky
def c_kubectl_secrets_list(lang):
    rows = []
    for name in pick([["orders-db", "stripe-api", "tls-wildcard", "default-token-x7k2p"], ["regcred", "grafana-admin", "redis-auth"]]):
        t = "kubernetes.io/tls" if "tls" in name else ("kubernetes.io/dockerconfigjson" if name == "regcred" else "Opaque")
        rows.append("%-22s %-32s %d      %dd" % (name, t, R.randrange(1, 4), R.randrange(2, 400)))
    body = "$ kubectl get secrets -n prod\nNAME                   TYPE                             DATA   AGE\n" + "\n".join(rows)
    body += "\n$ kubectl describe secret orders-db -n prod | tail -3\nData\n====\npassword:  %d bytes" % R.randrange(16, 40)
    mc = L(lang, "Needed to know whether the DB secret exists in prod before the rollout:\n%s" % body, "롤아웃 전에 prod에 DB secret이 있는지 확인이 필요했음:\n%s" % body)
    return "k8s: secret listing without values", mc, L(lang, "describe shows sizes only, which is enough to check presence.", "describe는 크기만 보여줘서 존재 확인에는 충분함."), ""


@clean_risky
def c_tf_sensitive(lang):
    body = "  # aws_db_instance.orders will be updated in-place\n  ~ resource \"aws_db_instance\" \"orders\" {\n        id       = \"orders-prod\"\n      ~ password = (sensitive value)\n      ~ instance_class = \"db.r6g.large\" -> \"db.r6g.xlarge\"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy."
    mc = L(lang, "terraform plan wanted to change the RDS password even though nobody touched it:\n%s" % body,
           "아무도 안 건드렸는데 terraform plan이 RDS 비밀번호를 바꾸려고 함:\n%s" % body)
    le = L(lang, "The password is generated by random_password with a keeper on the instance class; changing the class regenerates it. Use manage_master_user_password.",
           "random_password의 keeper가 instance class에 걸려 있어서 class를 바꾸면 비번도 재생성됨. manage_master_user_password를 쓸 것.")
    return "terraform: (sensitive value) in plan", mc, le, ""


@clean_risky
def c_test_cards(lang):
    body = "4242 4242 4242 4242 (Visa, succeeds)\n4000 0000 0000 9995 (insufficient_funds)\n4000 0027 6000 3184 (3DS required)\nexp 12/34, CVC any 3 digits"
    mc = L(lang, "QA did not know which cards to use in test mode. Stripe's documented test numbers:\n%s" % body,
           "QA가 테스트 모드에서 어떤 카드를 써야 하는지 몰랐음. Stripe 문서의 테스트 카드 번호:\n%s" % body)
    return "fixtures: documented payment test card numbers [Stripe]", mc, L(lang, "They only work with test-mode keys.", "테스트 모드 키에서만 동작함."), ""


@clean_risky
def c_gitleaks_report(lang):
    body = "Finding:     REDACTED\nSecret:      REDACTED\nRuleID:      %s\nEntropy:     %.6f\nFile:        %s\nLine:        %d\nCommit:      %s\nAuthor:      %s\nDate:        %sT%sZ\nFingerprint: %s:%s:%s:%d" % (
        pick(["generic-api-key", "aws-access-token", "slack-webhook-url", "github-pat"]), 3 + R.random() * 2,
        pick(["services/api/config/test.yaml", "docs/setup.md", "scripts/seed.js"]), R.randrange(2, 200), sha1_hex(), pick(["minji", "jlee", "dependabot"]),
        rdate(), rtime(), sha1_hex(), "docs/setup.md", "generic-api-key", R.randrange(2, 200))
    mc = L(lang, "gitleaks failed the pipeline (run with --redact):\n%s" % body, "gitleaks가 파이프라인을 실패시킴 (--redact로 실행):\n%s" % body)
    le = L(lang, "The finding was a docs example; add the fingerprint to .gitleaksignore.", "문서 예시였음. fingerprint를 .gitleaksignore에 추가.")
    return "scanner report with redacted findings", mc, le, L(lang, "Who approves .gitleaksignore changes?", ".gitleaksignore 변경은 누가 승인하나요?")


@clean_risky
def c_signature_headers(lang):
    kind = R.randrange(3)
    if kind == 0:
        body = "X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (ruuid(), rhex(64))
    elif kind == 1:
        body = "Stripe-Signature: t=%d,v1=%s" % (rts(), rhex(64))
    else:
        body = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (rts(), rhex(64))
    mc = L(lang, "Webhook verification failed; the incoming headers were:\n%s" % body, "webhook 검증 실패. 들어온 헤더:\n%s" % body)
    le = L(lang, "We computed the HMAC over the parsed JSON instead of the raw body.", "raw body가 아니라 파싱된 JSON으로 HMAC을 계산하고 있었음.")
    return "http: webhook signature headers (HMAC outputs)", mc, le, ""


@clean_risky
def c_idempotency(lang):
    body = "Idempotency-Key: %s\nETag: \"%s\"\nx-amz-version-id: %s\nLast-Modified: %s" % (ruuid(), rhex(32), rs(32, URLB64), "Tue, 14 Jan 2025 03:12:44 GMT")
    mc = L(lang, "Duplicate charges: retries were sent with a new idempotency key each time. Response headers:\n%s" % body,
           "중복 결제: 재시도마다 새 idempotency key를 보내고 있었음. 응답 헤더:\n%s" % body)
    return "ids: idempotency key / etag / version id", mc, L(lang, "Generate the key once per checkout, not per attempt.", "key는 시도마다가 아니라 checkout당 한 번 생성할 것."), ""


@clean_risky
def c_env_dump_clean(lang):
    body = "$ env | sort | grep -v -i -E 'token|key|secret|pass'\nAWS_PROFILE=prod-ro\nAWS_REGION=ap-northeast-2\nGOPATH=/home/ci/go\nHOME=/home/ci\nKUBECONFIG=/home/ci/.kube/prod\nLANG=ko_KR.UTF-8\nNODE_OPTIONS=--max-old-space-size=4096\nTZ=Asia/Seoul"
    mc = L(lang, "Job behaved differently on the runner; environment (filtered):\n%s" % body, "runner에서 job 동작이 달랐음. 환경변수 (필터링):\n%s" % body)
    le = L(lang, "TZ=Asia/Seoul on the runner shifted the cron window; jobs assume UTC.", "runner의 TZ=Asia/Seoul 때문에 cron 시간대가 밀렸음. job은 UTC 기준.")
    return "env dump filtered of secrets", mc, le, ""


@clean_risky
def c_ssh_config(lang):
    body = "Host bastion\n  HostName %s\n  User ec2-user\n  Port 2222\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes\n\nHost db-tunnel\n  HostName %s\n  ProxyJump bastion\n  LocalForward 15432 %s:5432" % (
        pick(["13.125.%d.%d" % (R.randrange(256), R.randrange(256)), "bastion.example.com"]), rip(), pick(DB_HOSTS[3:]))
    mc = L(lang, "Couldn't reach the DB from my laptop; the ssh config that works:\n%s" % body, "노트북에서 DB 접속이 안 됐음. 동작하는 ssh config:\n%s" % body)
    return "config: ssh_config with IdentityFile path", mc, L(lang, "IdentitiesOnly stops the agent from offering 6 keys and hitting MaxAuthTries.", "IdentitiesOnly로 agent가 키 6개를 내밀다 MaxAuthTries에 걸리는 걸 막음."), ""


@clean_risky
def c_cert_text(lang):
    mod = "\n".join("                    " + ":".join(rs(2, HEX) for _ in range(15)) + ":" for _ in range(4))
    body = "Certificate:\n    Data:\n        Serial Number:\n            %s\n        Issuer: C=US, O=Let's Encrypt, CN=R11\n        Validity\n            Not After : %s\n        Subject Public Key Info:\n            Public Key Algorithm: rsaEncryption\n                Modulus:\n%s" % (
        ":".join(rs(2, HEX) for _ in range(16)), "Apr  2 12:00:00 2026 GMT", mod)
    mc = L(lang, "Clients saw the old cert after renewal; openssl x509 -text on the LB cert:\n%s" % body, "갱신 후에도 클라이언트가 예전 인증서를 봄. LB 인증서 openssl x509 -text:\n%s" % body)
    return "certificate: openssl x509 -text (public)", mc, L(lang, "The ALB listener still referenced the old ACM ARN.", "ALB 리스너가 예전 ACM ARN을 보고 있었음."), ""


@clean_risky
def c_sudo_prompt(lang):
    body = "$ sudo systemctl restart nginx\n[sudo] password for minji:\nJob for nginx.service failed because the control process exited with error code.\n$ sudo nginx -t\nnginx: [emerg] unknown directive \"proxy_pas\" in /etc/nginx/conf.d/api.conf:14"
    mc = L(lang, body, "nginx 재시작 실패:\n%s" % body)
    return "shell: password prompt without value", mc, L(lang, "Always run nginx -t before restart.", "재시작 전에 항상 nginx -t."), ""


@clean_risky
def c_secret_regex(lang):
    body = "[[rules]]\nid = \"toss-secret-key\"\nregex = '''(live|test)_g?sk_[0-9a-zA-Z]{20,}'''\n\n[[rules]]\nid = \"kakao-admin-key\"\nregex = '''(?i)KakaoAK\\s+[0-9a-f]{32}'''\n\n[allowlist]\npaths = ['''(^|/)testdata/''']"
    mc = L(lang, "Added custom gitleaks rules for Korean vendors:\n%s" % body, "국내 업체용 gitleaks 커스텀 규칙 추가:\n%s" % body)
    return "scanner rules: secret regexes (no values)", mc, L(lang, "Test rules with `gitleaks detect --no-git -s testdata/`.", "`gitleaks detect --no-git -s testdata/`로 규칙 테스트."), ""


@clean_risky
def c_token_formats(lang):
    mc = L(lang, ["Didn't know the new OpenAI project keys are much longer (sk-proj- prefix, ~160 chars) and our column was VARCHAR(64), so saving the key truncated it.",
                  "Missing context: GitHub fine-grained tokens start with github_pat_ and are 93 chars; the validator regex only accepted ghp_ + 36."],
           ["OpenAI 프로젝트 키(sk-proj- 접두사)가 160자 정도로 길어졌는데 컬럼이 VARCHAR(64)라 저장할 때 잘렸음.",
            "GitHub fine-grained 토큰은 github_pat_로 시작하고 93자인데, 검증 정규식이 ghp_ + 36자만 허용했음."])
    le = L(lang, "Never validate third-party token formats strictly; store as TEXT and just check the prefix.", "외부 토큰 형식은 엄격하게 검증하지 말 것. TEXT로 저장하고 접두사만 확인.")
    return "discussion: token formats / prefixes", mc, le, ""


@clean_risky
def c_rotation_process(lang):
    mc = L(lang, "Missing: the rotation runbook. Steps: create new key in the console, add it to Secrets Manager as AWSPENDING, deploy, verify traffic uses the new key id, then disable the old one after 24h.",
           "키 교체 runbook을 몰랐음. 순서: 콘솔에서 새 키 생성 → Secrets Manager에 AWSPENDING으로 추가 → 배포 → 새 key id로 트래픽 확인 → 24시간 후 이전 키 비활성화.")
    le = L(lang, "Disabling before deleting gives a rollback path.", "삭제 전에 비활성화부터 하면 롤백 경로가 생김.")
    return "discussion: key rotation runbook", mc, le, L(lang, "Can rotation be automated with a Lambda?", "Lambda로 교체를 자동화할 수 있나요?")


@clean_risky
def c_gitignore(lang):
    body = "# secrets\n.env\n.env.*\n!.env.example\n*.pem\n*.p8\n*.jks\nservice-account*.json\n.npmrc\n.terraform/\n*.tfstate*"
    mc = L(lang, "A service-account JSON almost got committed; .gitignore now has:\n%s" % body, "service account JSON이 커밋될 뻔함. 지금 .gitignore:\n%s" % body)
    return "config: .gitignore secret patterns", mc, L(lang, "Also add a pre-commit hook; .gitignore does not help with already-tracked files.", "pre-commit hook도 추가할 것. 이미 추적 중인 파일엔 .gitignore가 소용없음."), ""


@clean_risky
def c_helm_existing_secret(lang):
    body = "postgresql:\n  auth:\n    existingSecret: orders-db\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password\nredis:\n  auth:\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password"
    mc = L(lang, "Chart upgrade regenerated passwords because values did not point at the existing secret. Fixed values.yaml:\n%s" % body,
           "values가 기존 secret을 안 가리켜서 chart 업그레이드 때 비번이 재생성됨. 고친 values.yaml:\n%s" % body)
    return "helm: existingSecret references", mc, L(lang, "Bitnami charts regenerate random passwords on every upgrade unless existingSecret is set.", "Bitnami 차트는 existingSecret이 없으면 업그레이드마다 비번을 새로 만듦."), ""


@clean_risky
def c_eth_addresses(lang):
    body = "contract: 0x%s\ntreasury: 0x%s\ntx: 0x%s (block %d)" % (rhex(40), rhex(40), rhex(64), R.randrange(18000000, 21000000))
    mc = L(lang, "Indexer missed the transfer event; the on-chain identifiers:\n%s" % body, "인덱서가 transfer 이벤트를 놓침. 온체인 식별자:\n%s" % body)
    return "ids: public blockchain addresses / tx hash", mc, L(lang, "The RPC provider had a reorg; wait 12 confirmations.", "RPC 제공자 쪽에서 reorg가 있었음. 12 confirmations 기다릴 것."), ""


@clean_risky
def c_oauth_ids_korean(lang):
    body = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nredirect_uri=https://app.example.co.kr/oauth/kakao/callback\n# client secrets are in the vault, not here" % (rs(20), rdig(6))
    mc = L(lang, "Login redirected to an error page: the redirect URI registered at Naver/Kakao differs by a trailing slash. Config:\n%s" % body,
           "로그인이 에러 페이지로 감. 네이버/카카오에 등록된 redirect URI와 끝 슬래시 하나가 달랐음. 설정:\n%s" % body)
    return "ids: Naver client id / Kakao app id (no secrets)", mc, L(lang, "Register both with and without the slash.", "슬래시 있는 것과 없는 것 둘 다 등록."), ""


@clean_risky
def c_ci_masked(lang):
    body = "Run ./scripts/publish.sh\n  env:\n    NPM_TOKEN: ***\n    SENTRY_AUTH_TOKEN: ***\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest\nnpm ERR! 403 You cannot publish over the previously published versions: %d.%d.%d." % (R.randrange(1, 4), R.randrange(20), R.randrange(20))
    mc = L(lang, "Publish step log from Actions (secrets masked):\n%s" % body, "Actions의 publish 단계 로그 (secret 마스킹됨):\n%s" % body)
    return "ci: masked secrets in job log", mc, L(lang, "Bump the version before publishing; npm never allows reuse.", "publish 전에 버전을 올릴 것. npm은 재사용을 허용하지 않음."), ""


# ---------------------------------------------------------------- plain clean notes
SVCS = ["orders", "billing", "search", "notification", "auth", "catalog", "reporting", "checkout"]
PLAIN = [
    ("flaky e2e test",
     ("The checkout e2e test in the {svc} service is flaky (fails ~{n} in 50 runs) because it waits on a fixed 2s sleep instead of the network idle event.",
      "Replace sleeps with page.waitForResponse on the exact API call.", "Is there a list of known flaky tests we can quarantine?"),
     ("{svc} 서비스의 checkout e2e 테스트가 50번 중 {n}번 정도 실패함. 네트워크 idle 대신 2초 고정 sleep을 기다려서 그럼.",
      "sleep 대신 해당 API 호출에 page.waitForResponse를 쓸 것.", "격리할 수 있는 flaky 테스트 목록이 있나요?")),
    ("timezone bug",
     ("Daily report for {svc} was off by one day: the cron runs at 00:30 KST which is 15:30 UTC of the previous day, and the query used CURRENT_DATE in UTC.",
      "Store timestamps in UTC, convert at the edge, and pass the report date explicitly.", "Should reports follow KST or UTC business days?"),
     ("{svc} 일일 리포트가 하루씩 밀렸음. cron이 KST 00:30(= 전날 UTC 15:30)에 도는데 쿼리가 UTC 기준 CURRENT_DATE를 씀.",
      "타임스탬프는 UTC로 저장하고 표시할 때 변환, 리포트 날짜는 명시적으로 넘길 것.", "리포트 기준이 KST 영업일인지 UTC인지?")),
    ("N+1 query",
     ("The /{svc} list endpoint took {ms} ms because of an N+1 query on the items relation ({n} extra SELECTs per page).",
      "Use selectinload for collections; joinedload duplicated rows with pagination.", ""),
     ("/{svc} 목록 API가 {ms}ms 걸렸음. items 관계에서 N+1 쿼리 발생 (페이지당 SELECT {n}번 추가).",
      "컬렉션은 selectinload 사용. joinedload는 페이지네이션과 같이 쓰면 행이 중복됨.", "")),
    ("migration ordering",
     ("Two branches both added migration {n:04d}; Alembic reported multiple heads after merge.",
      "Run `alembic merge heads` in the PR that lands second, never edit an applied migration.", "Can CI fail fast on multiple heads?"),
     ("두 브랜치가 둘 다 {n:04d}번 마이그레이션을 추가해서 merge 후 Alembic이 multiple heads 에러.",
      "나중에 들어가는 PR에서 `alembic merge heads` 실행. 적용된 마이그레이션은 절대 수정하지 말 것.", "CI에서 multiple heads를 바로 잡을 수 있나요?")),
    ("EUC-KR encoding",
     ("The bank settlement CSV from the partner is EUC-KR (actually CP949); pandas read it as UTF-8 and broke the {svc} import on names like '똠방각하'.",
      "Use encoding='cp949', not 'euc-kr': CP949 covers the extra Hangul syllables.", "Can the partner send UTF-8 instead?"),
     ("파트너가 주는 정산 CSV가 EUC-KR(사실상 CP949)이라 pandas가 UTF-8로 읽다가 '똠방각하' 같은 이름에서 {svc} import가 깨짐.",
      "encoding='euc-kr' 말고 'cp949'를 쓸 것. CP949가 확장 한글 음절까지 커버함.", "파트너에게 UTF-8로 달라고 할 수 있나요?")),
    ("CORS preflight",
     ("Browser calls to the {svc} API failed with CORS only for PUT; the preflight OPTIONS hit the auth middleware and got 401.",
      "Let OPTIONS bypass auth and return the Access-Control-Allow-* headers.", ""),
     ("{svc} API 호출이 PUT에서만 CORS로 실패. preflight OPTIONS가 인증 미들웨어에 걸려서 401을 받음.",
      "OPTIONS는 인증을 건너뛰고 Access-Control-Allow-* 헤더를 돌려주게 할 것.", "")),
    ("react hydration",
     ("Hydration mismatch warnings on the {svc} page came from formatting dates with the server locale.",
      "Render dates on the client or pass an explicit locale and timeZone to Intl.DateTimeFormat.", ""),
     ("{svc} 페이지의 hydration mismatch 경고는 서버 locale로 날짜를 포맷해서 생긴 것.",
      "날짜는 클라이언트에서 렌더링하거나 Intl.DateTimeFormat에 locale과 timeZone을 명시할 것.", "")),
    ("docker layer cache",
     ("CI image builds for {svc} took {n} min because COPY . . came before dependency install, busting the cache every commit.",
      "Copy lockfiles first, install, then copy the source.", "Can we enable the GitHub Actions cache backend for buildx?"),
     ("{svc} CI 이미지 빌드가 {n}분 걸림. 의존성 설치 전에 COPY . . 을 해서 커밋마다 캐시가 깨짐.",
      "lockfile 먼저 복사 → 설치 → 소스 복사 순서로.", "buildx에 GitHub Actions 캐시 백엔드를 켤 수 있나요?")),
    ("korean collation",
     ("Sorting customer names in {svc} put '이' before '가' because the Postgres DB was created with C collation.",
      "Use COLLATE \"ko-KR-x-icu\" on the ORDER BY, or create the column with an ICU collation.", ""),
     ("{svc}에서 고객 이름 정렬이 '가'보다 '이'가 먼저 나옴. Postgres DB가 C collation으로 생성돼 있었음.",
      "ORDER BY에 COLLATE \"ko-KR-x-icu\"를 쓰거나 컬럼을 ICU collation으로 만들 것.", "")),
    ("memory leak",
     ("The {svc} worker's RSS grew ~{n} MB/hour; an lru_cache on a method kept every request object alive.",
      "Never put lru_cache on instance methods; cache on a module-level function keyed by ids.", ""),
     ("{svc} worker RSS가 시간당 {n}MB씩 증가. 메서드에 붙은 lru_cache가 요청 객체를 전부 잡고 있었음.",
      "인스턴스 메서드에 lru_cache 금지. id를 키로 하는 모듈 레벨 함수에 캐시할 것.", "")),
    ("pagination",
     ("Offset pagination on the {svc} export skipped rows when new records arrived during the job.",
      "Switch to keyset pagination on (created_at, id).", "Do partners rely on the page parameter?"),
     ("{svc} export에서 offset 페이지네이션이라 job 도중 새 레코드가 들어오면 행이 누락됨.",
      "(created_at, id) 기준 keyset 페이지네이션으로 바꿀 것.", "파트너가 page 파라미터에 의존하나요?")),
    ("gradle daemon",
     ("Android CI ran out of memory in :app:mergeDexRelease; the Gradle daemon had the default 512 MB heap.",
      "Set org.gradle.jvmargs=-Xmx{n}g in gradle.properties and disable the daemon on CI.", ""),
     ("Android CI가 :app:mergeDexRelease에서 메모리 부족. Gradle daemon 힙이 기본값 512MB였음.",
      "gradle.properties에 org.gradle.jvmargs=-Xmx{n}g 설정하고 CI에서는 daemon 끌 것.", "")),
    ("retry storm",
     ("When {svc} went down for {n} minutes, clients retried without backoff and kept it down after recovery.",
      "Exponential backoff with jitter, plus a circuit breaker on the client.", "Who owns the shared HTTP client library?"),
     ("{svc}가 {n}분 다운됐을 때 클라이언트가 backoff 없이 재시도해서 복구 후에도 계속 죽어 있었음.",
      "지터 포함 exponential backoff와 클라이언트 circuit breaker 적용.", "공용 HTTP 클라이언트 라이브러리 담당이 누구인가요?")),
    ("feature flag cleanup",
     ("Found {n} feature flags in {svc} that have been 100% on for over six months; the dead branches confused the agent.",
      "Delete the flag and the off-branch in the same PR; keep a flag owner and expiry date.", ""),
     ("{svc}에 6개월 넘게 100% 켜진 feature flag가 {n}개 있었음. 죽은 분기 때문에 에이전트가 헷갈림.",
      "플래그와 off 분기를 같은 PR에서 삭제. 플래그마다 담당자와 만료일을 둘 것.", "")),
    ("monorepo path alias",
     ("Jest could not resolve @acme/{svc} imports although tsc could; moduleNameMapper was missing the alias.",
      "Generate moduleNameMapper from tsconfig paths with ts-jest's pathsToModuleNameMapper.", ""),
     ("tsc는 되는데 Jest가 @acme/{svc} import를 못 찾음. moduleNameMapper에 alias가 없었음.",
      "ts-jest의 pathsToModuleNameMapper로 tsconfig paths에서 자동 생성할 것.", "")),
    ("go module replace",
     ("The {svc} build used a stale local copy of the shared lib because go.mod still had a replace directive pointing at ../shared.",
      "Never commit replace directives for local paths; use go.work for local development.", ""),
     ("go.mod에 ../shared를 가리키는 replace가 남아 있어서 {svc} 빌드가 오래된 로컬 공용 라이브러리를 씀.",
      "로컬 경로 replace는 커밋하지 말고, 로컬 개발은 go.work를 쓸 것.", "")),
    ("index missing",
     ("Slow query in {svc}: filtering by (tenant_id, status) did a seq scan over {n} million rows.",
      "Added a composite index CONCURRENTLY; order matters, tenant_id first.", ""),
     ("{svc} 느린 쿼리: (tenant_id, status) 필터가 {n}백만 행을 seq scan 함.",
      "복합 인덱스를 CONCURRENTLY로 추가. 순서가 중요함, tenant_id 먼저.", "")),
    ("log rotation",
     ("Disk filled up on the {svc} VM because logrotate used copytruncate and the app reopened nothing; {n} GB of logs.",
      "Send logs to stdout and let the collector handle them.", ""),
     ("{svc} VM 디스크가 로그로 가득 참 ({n}GB). logrotate가 copytruncate였고 앱은 파일을 다시 열지 않았음.",
      "로그는 stdout으로 보내고 수집기가 처리하게 할 것.", "")),
    ("python venv",
     ("The agent ran tests with the system Python 3.9 instead of the project's 3.12 venv, so match statements failed to parse.",
      "Use `uv run pytest`, which always picks the project environment.", ""),
     ("에이전트가 프로젝트 3.12 venv가 아니라 시스템 Python 3.9로 테스트를 돌려서 match 문이 파싱 에러.",
      "`uv run pytest`를 쓰면 항상 프로젝트 환경을 씀.", "")),
    ("i18n plural",
     ("Korean strings in {svc} were built with English plural rules ('{n} item(s)'); translators had no way to fix it.",
      "Use ICU MessageFormat; Korean has a single plural category.", ""),
     ("{svc}의 한국어 문자열이 영어 복수 규칙('{n} item(s)')으로 만들어져서 번역가가 고칠 방법이 없었음.",
      "ICU MessageFormat을 쓸 것. 한국어는 복수 카테고리가 하나뿐임.", "")),
    ("rate limit",
     ("Bulk sync to the partner API hit 429 after ~{n} requests; their limit is per minute, not per second.",
      "Token-bucket at 80% of the documented limit and respect Retry-After.", "Can the partner raise our quota for the migration window?"),
     ("파트너 API 대량 동기화가 약 {n}건 후 429. 제한이 초당이 아니라 분당이었음.",
      "문서상 한도의 80%로 token bucket 적용, Retry-After 준수.", "마이그레이션 기간 동안 파트너가 한도를 올려줄 수 있나요?")),
    ("ios build number",
     ("App Store Connect rejected the upload: build number {n} was already used by a TestFlight build from another branch.",
      "Derive CFBundleVersion from the CI run number.", ""),
     ("App Store Connect 업로드 거절: 빌드 번호 {n}을 다른 브랜치의 TestFlight 빌드가 이미 씀.",
      "CFBundleVersion을 CI run number에서 만들 것.", "")),
    ("css z-index",
     ("The date picker in {svc} rendered under the modal because the modal creates a new stacking context with transform.",
      "Render popovers in a portal at the body level.", ""),
     ("{svc}의 date picker가 모달 아래에 그려짐. 모달의 transform이 새 stacking context를 만들어서.",
      "팝오버는 body 레벨 portal로 렌더링할 것.", "")),
    ("kafka rebalance",
     ("Consumers in {svc} kept rebalancing because processing a batch took longer than max.poll.interval.ms ({n}s).",
      "Lower max.poll.records or move slow work off the poll loop.", ""),
     ("{svc} consumer가 계속 rebalance 됨. 배치 처리 시간이 max.poll.interval.ms({n}초)보다 길었음.",
      "max.poll.records를 줄이거나 느린 작업을 poll 루프 밖으로 뺄 것.", "")),
    ("agent workflow",
     ("I edited the generated client in {svc} by hand; it is regenerated from openapi.yaml on every build, so the change vanished.",
      "Change the spec and run `make codegen` instead.", "Where is the list of generated directories?"),
     ("{svc}의 생성된 클라이언트를 손으로 고쳤는데 빌드마다 openapi.yaml에서 재생성돼서 변경이 사라짐.",
      "스펙을 고치고 `make codegen`을 돌릴 것.", "생성 코드 디렉터리 목록이 어디 있나요?")),
    ("test db",
     ("Integration tests in {svc} were slow ({n} min) because each test recreated the schema.",
      "Create the schema once per session and wrap each test in a rolled-back transaction.", ""),
     ("{svc} 통합 테스트가 {n}분 걸림. 테스트마다 스키마를 다시 만들고 있었음.",
      "스키마는 세션당 한 번 만들고, 테스트는 롤백되는 트랜잭션으로 감쌀 것.", "")),
    ("holiday calendar",
     ("Settlement in {svc} ran on 추석 because the business-day calendar did not include Korean lunar holidays.",
      "Use the KASI holiday API to refresh the calendar yearly.", "Who maintains the holiday table?"),
     ("{svc} 정산이 추석에 돌았음. 영업일 캘린더에 음력 공휴일이 빠져 있었음.",
      "한국천문연구원 특일 정보 API로 매년 캘린더를 갱신할 것.", "공휴일 테이블은 누가 관리하나요?")),
    ("phone number format",
     ("SMS to some users failed in {svc}: numbers were stored as 010-xxxx-xxxx and the provider wants E.164 (+8210...).",
      "Normalize with libphonenumber on write, region KR.", ""),
     ("{svc}에서 일부 사용자 문자 발송 실패. 번호가 010-xxxx-xxxx로 저장돼 있었는데 발송사는 E.164(+8210...)를 요구함.",
      "저장할 때 libphonenumber(region KR)로 정규화할 것.", "")),
]


def _plain_factory(topic, en, ko):
    def fn(lang):
        params = {"svc": pick(SVCS), "n": R.randrange(3, 40), "ms": R.randrange(800, 9000)}
        mc, le, ask = en if lang == "en" else ko
        le = le if chance(0.85) else ""
        ask = ask if chance(0.8) else ""
        return "plain: %s" % topic, mc.format(**params), le.format(**params), ask.format(**params)
    fn.__name__ = "plain_" + topic.replace(" ", "_")
    return fn


for _t, _en, _ko in PLAIN:
    CLEAN_PLAIN.append(_plain_factory(_t, _en, _ko))


# ---------------------------------------------------------------- publishable (documented public) keys
@clean_pub
def p_stripe_pk(lang):
    pk = "pk_live_" + rs(1, "ABCDEFGHJ") + rs(98)
    body = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % pk
    mc = L(lang, "Checkout button did nothing in prod: the publishable key env var was not prefixed with NEXT_PUBLIC_, so it was undefined in the browser. Now:\n%s" % body,
           "prod에서 결제 버튼이 동작 안 함. publishable key 환경변수에 NEXT_PUBLIC_ 접두사가 없어서 브라우저에서 undefined였음. 현재:\n%s" % body)
    return "publishable: Stripe publishable key in frontend env [Stripe] [publishable]", mc, L(lang, "Publishable keys are meant for the browser; the secret key stays server-side.", "publishable key는 브라우저용. secret key는 서버에만."), ""


@clean_pub
def p_toss_ck(lang):
    ck = pick(["test_ck_", "live_ck_"]) + rs(24)
    code = "const tossPayments = await loadTossPayments('%s');\nconst payment = tossPayments.payment({ customerKey });" % ck
    mc = L(lang, "Payment widget failed to load on the order page; the client key in the frontend:\n%s" % code,
           "주문 페이지에서 결제위젯 로드 실패. 프론트엔드의 클라이언트 키:\n%s" % code)
    return "publishable: Toss Payments client key [Toss Payments] [publishable]", mc, L(lang, "Widget keys and API-individual keys are different products; the widget needs the widget client key.", "결제위젯 키와 API 개별연동 키는 다른 상품임. 위젯에는 위젯용 클라이언트 키가 필요."), ""


@clean_pub
def p_mapbox_pk(lang):
    pk = "pk." + b64us('{"u":"acme-maps","a":"%s"}' % rs(25, ANL)) + "." + rs(22, URLB64)
    mc = L(lang, "Map tiles 401 on the staging domain: the public token has a URL restriction. mapboxgl.accessToken = '%s'" % pk,
           "staging 도메인에서 지도 타일 401. public 토큰에 URL 제한이 걸려 있음. mapboxgl.accessToken = '%s'" % pk)
    return "publishable: Mapbox public token [Mapbox] [publishable]", mc, L(lang, "Add the staging origin to the token's allowed URLs.", "토큰의 허용 URL에 staging origin 추가."), ""


@clean_pub
def p_algolia_search(lang):
    app, key = rs(10, ANU), rhex(32)
    code = "const client = algoliasearch('%s', '%s'); // search-only key" % (app, key)
    mc = L(lang, "Autocomplete returned nothing because the index name had the env suffix. Frontend init:\n%s" % code,
           "index 이름에 환경 접미사가 붙어 있어서 자동완성 결과가 없었음. 프론트 초기화:\n%s" % code)
    return "publishable: Algolia search-only key [Algolia] [publishable]", mc, L(lang, "Search-only keys are safe in the browser; use secured API keys for per-user filters.", "search-only 키는 브라우저에 둬도 됨. 사용자별 필터는 secured API key로."), ""


@clean_pub
def p_posthog(lang):
    key = "phc_" + rs(43)
    code = "posthog.init('%s', { api_host: 'https://us.i.posthog.com', person_profiles: 'identified_only' })" % key
    mc = L(lang, "Events were missing for logged-out users:\n%s" % code, "로그아웃 사용자 이벤트가 누락됨:\n%s" % code)
    return "publishable: PostHog project API key [PostHog] [publishable]", mc, L(lang, "identified_only drops anonymous person profiles, not events.", "identified_only는 익명 person profile만 안 만들고 이벤트는 남김."), ""


@clean_pub
def p_supabase_anon(lang):
    ref = rs(20, LO)
    anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": rts(), "exp": rts() + 315360000})
    body = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon)
    mc = L(lang, "Queries from the browser returned empty arrays; RLS had no select policy. Client config:\n%s" % body,
           "브라우저 쿼리가 빈 배열만 반환. RLS에 select 정책이 없었음. 클라이언트 설정:\n%s" % body)
    return "publishable: Supabase anon key [Supabase] [publishable]", mc, L(lang, "The anon key is public by design; RLS is the security boundary.", "anon 키는 원래 공개용. 보안 경계는 RLS임."), ""


@clean_pub
def p_sentry_dsn(lang):
    dsn = "https://%s@o%s.ingest.us.sentry.io/%s" % (rhex(32), rdig(6), rdig(7))
    code = "Sentry.init({\n  dsn: '%s',\n  tracesSampleRate: 0.1,\n});" % dsn
    mc = L(lang, "Frontend errors were not showing up; DSN in the browser bundle:\n%s" % code, "프론트 에러가 안 올라옴. 브라우저 번들의 DSN:\n%s" % code)
    return "publishable: Sentry DSN [Sentry] [publishable]", mc, L(lang, "The ad blocker blocked ingest; use the tunnel option.", "광고 차단기가 ingest를 막았음. tunnel 옵션을 쓸 것."), ""


@clean_pub
def p_kakao_js(lang):
    key = rhex(32)
    code = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\" crossorigin=\"anonymous\"></script>\n<script>Kakao.init('%s');</script>" % key
    mc = L(lang, "Kakao share button failed on the new domain; JavaScript key init:\n%s" % code, "새 도메인에서 카카오 공유 버튼 실패. JavaScript 키 초기화:\n%s" % code)
    return "publishable: Kakao JavaScript key [Kakao] [publishable]", mc, L(lang, "JavaScript keys are bound to registered site domains; add the new domain in the console.", "JavaScript 키는 등록된 사이트 도메인에 묶임. 콘솔에 새 도메인 추가."), ""


@clean_pub
def p_recaptcha_site(lang):
    key = "6L" + rs(38, URLB64)
    code = "<div class=\"g-recaptcha\" data-sitekey=\"%s\"></div>" % key
    mc = L(lang, "reCAPTCHA showed 'Invalid domain for site key' on staging:\n%s" % code, "staging에서 reCAPTCHA가 'Invalid domain for site key' 표시:\n%s" % code)
    return "publishable: reCAPTCHA site key [reCAPTCHA] [publishable]", mc, L(lang, "Site keys are public; the secret key is only used server-side.", "site key는 공개용. secret key는 서버에서만 씀."), ""


@clean_pub
def p_clerk_pk(lang):
    pk = "pk_live_" + b64s("clerk.%s.com$" % pick(["acme", "shopkr", "example"]))
    body = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % pk
    mc = L(lang, "Sign-in redirected to the dev instance because the preview env used the dev publishable key. Prod value:\n%s" % body,
           "preview 환경이 dev publishable key를 써서 로그인이 dev 인스턴스로 감. prod 값:\n%s" % body)
    return "publishable: Clerk publishable key [Clerk] [publishable]", mc, "", ""


@clean_pub
def p_launchdarkly_client(lang):
    cid = rhex(24)
    code = "const ldClient = initialize('%s', { kind: 'user', key: userId });" % cid
    mc = L(lang, "Flags in the SPA were always default; client-side ID used:\n%s" % code, "SPA에서 플래그가 항상 기본값. 사용한 client-side ID:\n%s" % code)
    return "publishable: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", mc, L(lang, "Flags must have 'SDKs using Client-side ID' enabled.", "플래그에 'Client-side ID 사용 SDK' 옵션을 켜야 함."), ""


@clean_pub
def p_firebase_web(lang):
    proj = pick(["acme-shop-prod", "kr-app-3f2a1"])
    body = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
        rs(35, URLB64), proj, proj, rdig(12), rdig(12), rhex(22))
    mc = L(lang, "Push permission prompt never appeared; the web config:\n%s" % body, "푸시 권한 요청이 안 뜸. 웹 설정:\n%s" % body)
    return "publishable: Firebase web config apiKey [Firebase] [publishable]", mc, L(lang, "Firebase web API keys identify the project; access is enforced by Security Rules and App Check.", "Firebase 웹 API 키는 프로젝트 식별용. 접근 제어는 Security Rules와 App Check가 함."), ""


@clean_pub
def p_statsig_client(lang):
    key = "client-" + rs(43)
    code = "await Statsig.initialize('%s', { userID: user.id });" % key
    mc = L(lang, "Experiment exposure was not logged in the web app:\n%s" % code, "웹앱에서 실험 노출이 기록 안 됨:\n%s" % code)
    return "publishable: Statsig client key [Statsig] [publishable]", mc, "", ""


@clean_risky
def c_www_authenticate(lang):
    body = "GET /v1/me HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer <redacted>\n\nHTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"\nx-request-id: %s" % ruuid()
    mc = L(lang, "Mobile app got logged out every hour. Request/response (token removed):\n%s" % body, "모바일 앱이 한 시간마다 로그아웃됨. 요청/응답 (토큰 제거):\n%s" % body)
    le = L(lang, "The refresh happened only on app start; refresh on 401 with a single-flight lock.", "앱 시작할 때만 refresh 했음. 401 받으면 single-flight 락으로 refresh 할 것.")
    return "http: 401 with token removed", mc, le, ""


@clean_risky
def c_jwt_claims(lang):
    claims = {"iss": "https://sso.example.com/realms/acme", "sub": ruuid(), "aud": pick(["orders-api", "account"]), "exp": rts(), "iat": rts(),
              "scope": pick(["openid profile email", "orders:read orders:write"]), "azp": pick(["web-spa", "mobile-app"])}
    body = json.dumps(claims, indent=2)
    mc = L(lang, "Decoded claims of the failing token (jwt.io, signature not copied):\n%s" % body, "실패한 토큰의 claim 디코딩 결과 (jwt.io, 서명은 안 복사함):\n%s" % body)
    le = L(lang, "aud did not include orders-api; add an audience mapper in Keycloak.", "aud에 orders-api가 없었음. Keycloak에 audience mapper 추가 필요.")
    return "jwt: decoded claims only (no token)", mc, le, ""


@clean_risky
def c_sri(lang):
    body = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js\"\n  integrity=\"sha384-%s\"\n  crossorigin=\"anonymous\"></script>" % (
        R.randrange(0, 9), base64.b64encode(hashlib.sha384(rbytes(8)).digest()).decode())
    mc = L(lang, "Charts disappeared after the CDN bumped the patch version; the SRI hash no longer matched:\n%s" % body,
           "CDN이 패치 버전을 올린 뒤 차트가 사라짐. SRI 해시가 안 맞았음:\n%s" % body)
    return "hashes: subresource integrity", mc, L(lang, "Pin the exact version in the URL.", "URL에 정확한 버전을 고정할 것."), ""


@clean_risky
def c_tf_variable_decl(lang):
    body = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n  # no default: supplied by TF_VAR_db_password from the pipeline\n}\n\nvariable \"datadog_api_key\" {\n  type      = string\n  sensitive = true\n}"
    mc = L(lang, "Plan prompted for variables locally; declarations in variables.tf:\n%s" % body, "로컬에서 plan이 변수를 물어봄. variables.tf 선언:\n%s" % body)
    return "terraform: sensitive variable declarations without values", mc, L(lang, "Use `export TF_VAR_db_password=$(op read ...)` locally.", "로컬에서는 `export TF_VAR_db_password=$(op read ...)` 사용."), ""


@clean_risky
def c_docs_placeholders(lang):
    kind = R.randrange(3)
    if kind == 0:
        body = "curl -X POST 'https://kapi.kakao.com/v2/api/talk/memo/default/send' \\\n  -H 'Authorization: Bearer ${ACCESS_TOKEN}' \\\n  --data-urlencode 'template_object={\"object_type\":\"text\",\"text\":\"배포 완료\"}'"
    elif kind == 1:
        body = "curl https://api.example.com/v1/orders \\\n  -H \"X-API-Key: YOUR_API_KEY\" \\\n  -H \"Idempotency-Key: $(uuidgen)\""
    else:
        body = "| Header | Value |\n|---|---|\n| Authorization | `KakaoAK {REST_API_KEY}` |\n| X-Naver-Client-Secret | `{CLIENT_SECRET}` |\n| Authorization | `Basic base64({secretKey}:)` (Toss) |"
    mc = L(lang, "README snippet the agent copied (placeholders, not real values):\n%s" % body, "에이전트가 복사한 README 예시 (placeholder, 실제 값 아님):\n%s" % body)
    return "placeholders: API docs snippet", mc, L(lang, "Docs use placeholders; real values come from the env.", "문서는 placeholder를 씀. 실제 값은 env에서."), ""


@clean_risky
def c_random_seed(lang):
    seed = R.choice([42, 1234, 2024, 7, 31337])
    body = "SEED = %d\nrandom.seed(SEED); np.random.seed(SEED); torch.manual_seed(SEED)\ntrain_test_split(X, y, test_size=0.2, random_state=SEED)" % seed
    mc = L(lang, "Eval numbers changed between runs; not every RNG was seeded:\n%s" % body, "실행할 때마다 평가 수치가 달랐음. 모든 RNG에 seed를 안 줬었음:\n%s" % body)
    return "code: RNG seeds (not secrets)", mc, L(lang, "DataLoader workers need worker_init_fn too.", "DataLoader worker에는 worker_init_fn도 필요함."), ""


@clean_risky
def c_service_table(lang):
    rows = "\n".join("| %s | %s | %d | %s |" % (n, h, p, pick(["vault: secret/%s" % n, "1Password: Infra/%s" % n, "IAM auth (no password)"]))
                     for n, h, p in [("orders-db", pick(DB_HOSTS[3:]), 5432), ("cache", "cache-01.internal", 6379), ("search", "es.internal.example.com", 9200)])
    body = "| service | host | port | credentials |\n|---|---|---|---|\n" + rows
    mc = L(lang, "Nobody had an overview of the data stores; wrote this table for the wiki:\n%s" % body, "데이터 저장소 전체 목록이 없어서 위키용 표를 만듦:\n%s" % body)
    return "table: services with credential locations (no values)", mc, "", L(lang, "Can this be generated from Terraform outputs?", "Terraform output으로 자동 생성할 수 있나요?")


@clean_risky
def c_localstack(lang):
    body = "AWS_ACCESS_KEY_ID=test\nAWS_SECRET_ACCESS_KEY=test\nAWS_DEFAULT_REGION=us-east-1\nAWS_ENDPOINT_URL=http://localhost:4566"
    mc = L(lang, "Integration tests hit real AWS because AWS_ENDPOINT_URL was not set. docker-compose test env for LocalStack:\n%s" % body,
           "AWS_ENDPOINT_URL이 없어서 통합 테스트가 실제 AWS를 호출함. LocalStack용 테스트 env:\n%s" % body)
    return "fixtures: LocalStack dummy credentials", mc, L(lang, "LocalStack accepts any key; 'test' is the convention.", "LocalStack은 아무 키나 받음. 관례상 'test'."), ""


@clean_risky
def c_kms_ciphertext(lang):
    blob = "AQICAHh" + b64(R.randrange(120, 180))
    mc = L(lang, "The Lambda env var holds a KMS-encrypted blob, decrypted at cold start:\nDB_PASSWORD_ENC=%s" % blob,
           "Lambda 환경변수에는 KMS로 암호화된 값이 있고 cold start 때 복호화함:\nDB_PASSWORD_ENC=%s" % blob)
    le = L(lang, "Decrypt needs kms:Decrypt on the key and the EncryptionContext with the function name.", "복호화에는 해당 키의 kms:Decrypt 권한과 함수명 EncryptionContext가 필요함.")
    return "encrypted: KMS ciphertext blob", mc, le, ""


@clean_risky
def c_pgp_public_block(lang):
    lines = wrap(base64.b64encode(bytes.fromhex("9833") + rbytes(R.randrange(140, 200))).decode(), 64)
    blk = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % ("\n".join(lines), rs(4, B64))
    mc = L(lang, "Release verification key to publish in the docs:\n%s" % blk, "문서에 게시할 릴리스 검증용 공개키:\n%s" % blk)
    return "public key: PGP public key block", mc, L(lang, "Also publish it on keys.openpgp.org.", "keys.openpgp.org에도 올릴 것."), ""


@clean_risky
def c_irsa_oidc(lang):
    acct = rdig(12)
    if chance(0.5):
        body = "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: orders\n  annotations:\n    eks.amazonaws.com/role-arn: arn:aws:iam::%s:role/orders-s3-rw" % acct
    else:
        body = "permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::%s:role/gha-deploy\n      aws-region: ap-northeast-2" % acct
    mc = L(lang, "Switched from static keys to federated identity; config:\n%s" % body, "고정 키를 federated identity로 바꿈. 설정:\n%s" % body)
    return "config: IRSA / OIDC role (no keys)", mc, L(lang, "The trust policy must match the sub claim exactly.", "trust policy가 sub claim과 정확히 일치해야 함."), ""


@clean_risky
def c_pii_masked(lang):
    body = "user_id=%d email=m***@example.com phone=010-****-%s card=**** **** **** %s" % (R.randrange(10000, 999999), rdig(4, False), rdig(4, False))
    mc = L(lang, "CS escalation; the log line for the affected user (masked by the logger):\n%s" % body, "CS 에스컬레이션. 해당 사용자의 로그 (로거가 마스킹함):\n%s" % body)
    return "pii: masked user data", mc, L(lang, "Search by user_id, never by email, in the log tool.", "로그 도구에서는 email 말고 user_id로 검색할 것."), ""


@clean_risky
def c_asset_hashes(lang):
    body = "dist/assets/index-%s.js   %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB\ndist/assets/index-%s.css  %d.%02d kB" % (
        rs(8, URLB64), R.randrange(100, 900), R.randrange(100), rs(8, URLB64), R.randrange(100, 900), R.randrange(100), rs(8, URLB64), R.randrange(10, 90), R.randrange(100))
    mc = L(lang, "Users got a blank page after deploy; index.html still referenced old hashed chunks:\n%s" % body, "배포 후 흰 화면. index.html이 예전 해시 청크를 참조함:\n%s" % body)
    return "hashes: content-hashed asset names", mc, L(lang, "Set Cache-Control: no-cache on index.html only.", "index.html에만 Cache-Control: no-cache."), ""


@clean_risky
def c_git_lfs(lang):
    body = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256_hex(), R.randrange(10 ** 6, 10 ** 9))
    mc = L(lang, "The model file in the container was a 130-byte LFS pointer, not the weights:\n%s" % body, "컨테이너의 모델 파일이 weight가 아니라 130바이트짜리 LFS 포인터였음:\n%s" % body)
    return "hashes: git-lfs pointer", mc, L(lang, "Run git lfs pull in the build stage.", "빌드 단계에서 git lfs pull 실행."), ""


@clean_risky
def c_korean_secret_policy(lang):
    mc = L(lang, "Team rule I didn't know: never paste credentials into Slack or notes; share through a 1Password link that expires in 7 days, and report any accidental paste in #security within an hour.",
           "몰랐던 팀 규칙: 인증정보는 슬랙이나 노트에 붙이지 말고 7일 만료되는 1Password 공유 링크로 전달. 실수로 붙였으면 1시간 안에 #security에 알릴 것.")
    le = L(lang, "Accidental pastes are treated as leaked: rotate first, then clean up.", "실수로 붙인 건 유출로 간주. 먼저 rotate 하고 정리.")
    return "discussion: credential sharing policy", mc, le, L(lang, "Is there a bot that scans notes automatically?", "노트를 자동으로 검사하는 봇이 있나요?")


@clean_risky
def c_mfa_policy(lang):
    mc = L(lang, "Missing context: admin accounts require WebAuthn; TOTP is only allowed as a fallback and recovery codes live in the break-glass vault (two-person access).",
           "관리자 계정은 WebAuthn 필수이고 TOTP는 예비용, 복구 코드는 break-glass vault(2인 승인)에 있다는 걸 몰랐음.")
    return "discussion: MFA policy", mc, L(lang, "Enroll two security keys per admin.", "관리자마다 보안키 두 개 등록."), ""


@clean_risky
def c_set_cookie_attrs(lang):
    body = "Set-Cookie: __Host-session=<redacted>; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=%d" % R.choice([3600, 86400, 1209600])
    mc = L(lang, "Session was dropped in the Safari iframe; response header (value redacted):\n%s" % body, "Safari iframe에서 세션이 풀림. 응답 헤더 (값 제거):\n%s" % body)
    return "http: Set-Cookie attributes (value redacted)", mc, L(lang, "Third-party cookies are blocked; use the Storage Access API.", "서드파티 쿠키가 차단됨. Storage Access API를 쓸 것."), ""


@clean_risky
def c_docker_secret_file(lang):
    body = "$ docker secret create pg_password ./pg_password.txt\n%s\n$ docker service create --name db --secret pg_password -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_password postgres:16" % rs(25, ANL)
    mc = L(lang, "Swarm stack: password is passed as a Docker secret file:\n%s" % body, "Swarm 스택: 비밀번호를 Docker secret 파일로 전달:\n%s" % body)
    return "docker: secret from file (id only)", mc, L(lang, "The printed value is the secret's object id, not its content.", "출력된 값은 secret의 객체 id이지 내용이 아님."), ""


@clean_risky
def c_pkce(lang):
    body = "GET /authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.example.com%%2Fcb&scope=openid%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        rs(22), rs(16, URLB64), b64url(32))
    mc = L(lang, "Login failed with invalid_grant; the authorize request:\n%s" % body, "invalid_grant로 로그인 실패. authorize 요청:\n%s" % body)
    le = L(lang, "The verifier was regenerated between authorize and token calls; keep it in sessionStorage.", "authorize와 token 호출 사이에 verifier가 다시 생성됐음. sessionStorage에 보관할 것.")
    return "oauth: authorize URL with PKCE challenge", mc, le, ""

# =====================================================================================
# Assembly, validation, output
# =====================================================================================
RETRIES = {"length": 0, "window": 0, "why": []}
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def fits(mc, le, ask):
    f = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
    return bool(mc.strip()) and all(len(f[k].encode("utf-8")) <= LIMITS[k] for k in LIMITS)


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def check_secret_note(fields, secrets):
    """FORMAT.txt conditions: each secret >= 8 chars and verbatim in the fields; no 8-char window of any
    secret occurs in the fields outside the occurrences of the secrets themselves."""
    assert secrets, "secret note without secrets"
    texts = list(fields.values())
    for s in secrets:
        assert len(s) >= 8, "secret shorter than 8: %r" % s
        assert any(s in t for t in texts), "secret not verbatim in fields: %r" % s
    order = sorted(secrets, key=len, reverse=True)
    for t in texts:
        rest = t
        for s in order:
            rest = rest.replace(s, "\x00")
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                assert w not in rest, "window %r of secret %r occurs outside the secret" % (w, s)


GENERIC_ASKS = {
    "en": ["Is this documented anywhere, or should I add it to the README?", "Who should I ask about this setup next time?",
           "Is there a runbook for this?", "Which environment is the source of truth here?", "Should this go into the onboarding doc?",
           "Is there a staging equivalent I can test against first?", "What changed recently in this area?"],
    "ko": ["이거 어디 문서화돼 있나요, 아니면 README에 추가할까요?", "다음에 이 설정은 누구한테 물어보면 되나요?", "이 작업 runbook이 있나요?",
           "어느 환경이 기준(source of truth)인가요?", "온보딩 문서에 넣어야 할까요?", "먼저 테스트해볼 staging 환경이 있나요?",
           "최근에 이 부분에 바뀐 게 있나요?"],
}


def vary_fields(fields, lang, secrets=None):
    """Post-processing that varies field placement: sometimes move the artifact body into `lesson`,
    fill an empty ask, or quote a secret in the ask.  Only uses the note's own content."""
    mc, le, ask = fields["missing_context"], fields["lesson"], fields["ask_next_time"]
    if "\n" in mc and chance(0.2):
        intro, body = mc.split("\n", 1)
        if intro.strip() and body.strip():
            mc, le = intro, body + ("\n" + le if le else "")
    if not ask and chance(0.55):
        ask = pick(GENERIC_ASKS[lang])
    if secrets and len(secrets) == 1 and "\n" not in secrets[0] and len(secrets[0]) < 120 and chance(0.1):
        ask = L(lang, "Is %s still valid, or was it rotated already?" % secrets[0], "%s 아직 유효한가요, 아니면 이미 rotate 됐나요?" % secrets[0])
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}


def make_secret_note(job, lang, placements_cycle):
    kind, obj = job
    for _ in range(40):
        if kind == "vendor":
            items = obj["make"]()
            pl = placements_cycle.pop(0) if placements_cycle else pick(PLACEMENTS)
            mc, le, ask, pname = pl(obj, items, lang)
            secrets = [val for _, val, sec in items if sec]
            spec = "" if obj["spec"] == obj["name"] else ": " + obj["spec"]
            cat = "%s%s [%s]" % (pname, spec, obj["name"])
        else:
            cat, mc, le, ask, secrets = obj(lang)
        fields = vary_fields({"missing_context": mc, "lesson": le, "ask_next_time": ask}, lang, dedupe(secrets))
        mc, le, ask = fields["missing_context"], fields["lesson"], fields["ask_next_time"]
        if not fits(mc, le, ask):
            RETRIES["length"] += 1
            continue
        try:
            check_secret_note(fields, dedupe(secrets))
        except AssertionError as e:
            # e.g. a lower-cased label such as "braintree_access_token:" shares a window with the token
            # "access_token$production$..."; try another rendering of the same job.
            RETRIES["window"] += 1
            RETRIES["why"].append(str(e)[:100])
            continue
        return cat, fields, dedupe(secrets)
    raise RuntimeError("could not fit note for %r" % (job,))


def make_clean_note(fn, lang):
    for _ in range(40):
        cat, mc, le, ask = fn(lang)
        fields = vary_fields({"missing_context": mc, "lesson": le, "ask_next_time": ask}, lang)
        if fits(fields["missing_context"], fields["lesson"], fields["ask_next_time"]):
            return cat, fields
    raise RuntimeError("could not fit clean note %s" % fn.__name__)


def lang_list(n):
    n_ko = round(n * KO_SHARE)
    langs = ["ko"] * n_ko + ["en"] * (n - n_ko)
    R.shuffle(langs)
    return langs


def build():
    records = []
    seen = []
    seen_set = {}

    def key_of(fields):
        # layout-insensitive: a note whose body was only moved to `lesson` counts as the same note
        return fields["missing_context"] + "\n" + fields["lesson"]

    # ---- secret notes: every vendor once, every bespoke template at least once, then more bespoke notes
    jobs = [("vendor", v) for v in VENDORS] + [("bespoke", t) for t in SECRET_TEMPLATES]
    pool = list(SECRET_TEMPLATES)
    R.shuffle(pool)
    while len(jobs) < N_SECRET:
        jobs.append(("bespoke", pool[(len(jobs)) % len(pool)]))
    jobs = jobs[:N_SECRET]
    R.shuffle(jobs)
    n_vendor_jobs = sum(1 for j in jobs if j[0] == "vendor")
    placements_cycle = []
    while len(placements_cycle) < n_vendor_jobs + 40:
        block = list(PLACEMENTS)
        R.shuffle(block)
        placements_cycle.extend(block)
    for job, lang in zip(jobs, lang_list(N_SECRET)):
        for _ in range(10):
            cat, fields, secrets = make_secret_note(job, lang, placements_cycle)
            if key_of(fields) not in seen_set:
                break
        else:
            raise RuntimeError("duplicate secret note")
        check_secret_note(fields, secrets)
        seen_set[key_of(fields)] = 1
        records.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})

    # ---- clean notes: publishable (<=10%), look-risky (>= 2/3 together), plain
    n_pub = 24
    n_plain = 106
    n_risky = N_CLEAN - n_pub - n_plain
    plan = [("pub", CLEAN_PUB, n_pub), ("risky", CLEAN_RISKY, n_risky), ("plain", CLEAN_PLAIN, n_plain)]
    clean_jobs = []
    for tag, lst, n in plan:
        order = list(lst)
        R.shuffle(order)
        for i in range(n):
            clean_jobs.append((tag, lst, order[i % len(order)]))
    R.shuffle(clean_jobs)
    for (tag, lst, fn), lang in zip(clean_jobs, lang_list(N_CLEAN)):
        for attempt in range(30):
            cat, fields = make_clean_note(fn if attempt == 0 else pick(lst), lang)
            if key_of(fields) not in seen_set:
                break
        else:
            raise RuntimeError("duplicate clean note")
        seen_set[key_of(fields)] = 1
        records.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": []})

    # ---- global checks
    all_secrets = [s for r in records for s in r["secrets"]]
    for r in records:
        if r["kind"] == "clean":
            assert r["secrets"] == []
            assert r["category"].count("[publishable]") <= 1
            for t in r["fields"].values():
                for s in all_secrets:
                    assert s not in t, "secret from another note inside a clean note"
        else:
            check_secret_note(r["fields"], r["secrets"])
        assert fits(r["fields"]["missing_context"], r["fields"]["lesson"], r["fields"]["ask_next_time"])
    n_pub_real = sum(1 for r in records if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    assert n_pub_real <= 0.10 * N_CLEAN

    R.shuffle(records)
    out = []
    for i, r in enumerate(records, 1):
        out.append({"id": "di%03d" % i, "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                    "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                               "ask_next_time": r["fields"]["ask_next_time"]},
                    "secrets": r["secrets"]})
    return out


def main():
    recs = build()
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "blind_set_v53.jsonl")
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    sys.stderr.write("retries: length=%d window=%d\n" % (RETRIES["length"], RETRIES["window"]))
    for w in RETRIES["why"]:
        sys.stderr.write("  " + w + "\n")
    sys.stderr.write("wrote %d notes to %s sha256=%s\n" % (len(recs), path, hashlib.sha256(data.encode("utf-8")).hexdigest()))


if __name__ == "__main__":
    main()
