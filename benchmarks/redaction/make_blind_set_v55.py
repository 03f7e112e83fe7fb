#!/usr/bin/env python3
"""Blind evaluation set v55 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(55_2026_1126)) drives every choice.
Standard library only.  Writes blind_set_v55.jsonl next to this file.
Every token body is generated from the PRNG; nothing is a real credential.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys

R = random.Random(55_2026_1126)

N_SECRET = 360
N_CLEAN = 360
N_PUBLISHABLE = 28          # clean notes whose only risky item is a documented-public key
N_BENIGN = 80               # clean notes that do not even look risky
EN_SHARE = 0.6

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


# ---------------------------------------------------------------- random helpers
def rs(n, alpha=AN):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def num(n):
    return R.choice("123456789") + rs(n - 1, DG)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


FORCE_K = {"k": None}


def kpick(lo, hi):
    """variant index; the build forces each variant of some templates once"""
    if FORCE_K["k"] is not None:
        return FORCE_K["k"]
    return R.randint(lo, hi)


def chance(p):
    return R.random() < p


def T(lang, en, ko):
    return en if lang == "en" else ko


def art_en(word):
    return ("an " if word[:1] in "AEIOaeio" and not word.startswith(("Uni", "One", "Eu")) else "a ") + word


def P(lang, en_list, ko_list):
    return pick(en_list if lang == "en" else ko_list)


def pct(s):
    """percent-encode like urllib.parse.quote(s, safe='')"""
    out = []
    for ch in s:
        if ch in AN or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


def jwt(payload, header=None, sig_bytes=32):
    header = header or {"alg": "HS256", "typ": "JWT"}
    enc = lambda d: base64.urlsafe_b64encode(
        json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return enc(header) + "." + enc(payload) + "." + b64u(sig_bytes)


def ts_epoch():
    return 1_735_000_000 + R.randint(0, 30_000_000)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ------------------------------------------------------- Korean keyboard (2-beolsik)
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def ko_keys(word):
    """Keys pressed on a QWERTY keyboard when typing a Hangul word in 2-beolsik."""
    out = []
    for ch in word:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


assert ko_keys("안녕") == "dkssud"
assert ko_keys("한글") == "gksrmf"


# ------------------------------------------------------------ vendor token shapes
def tok_aws_id():
    return "AKIA" + rs(16, B32)


def tok_aws_sts_id():
    return "ASIA" + rs(16, B32)


def tok_aws_secret():
    return rs(40, AN + "+/")


def tok_aws_session():
    return "IQoJb3JpZ2luX2Vj" + rs(R.randint(300, 420), B64) + "="


def tok_openai():
    return "sk-proj-" + rs(R.choice([58, 74]), B64U) + "T3BlbkFJ" + rs(R.choice([58, 74]), B64U)


def tok_openai_svc():
    return "sk-svcacct-" + rs(64, B64U) + "T3BlbkFJ" + rs(64, B64U)


def tok_anthropic():
    return "sk-ant-api03-" + rs(93, B64U) + "AA"


def tok_stripe_sk():
    return "sk_live_51" + rs(22, AN) + rs(75, AN)


def tok_stripe_rk():
    return "rk_live_51" + rs(22, AN) + rs(75, AN)


def tok_github_pat():
    return "github_pat_11" + rs(20, ANU) + "_" + rs(59, AN)


def tok_slack_bot():
    return "xoxb-%s-%s-%s" % (num(12), num(13), rs(24, AN))


def tok_slack_user():
    return "xoxp-%s-%s-%s-%s" % (num(11), num(12), num(13), hx(32))


def tok_slack_app():
    return "xapp-1-A%s-%s-%s" % (rs(10, ANU), num(13), hx(64))


def tok_atlassian():
    return "ATATT3xFfGF0" + rs(170, B64U) + "=" + rs(8, HEXU)


def tok_pypi():
    return "pypi-AgEIcHlwaS5vcmcCJD" + rs(R.randint(130, 160), B64U)


def tok_sendgrid():
    return "SG." + rs(22, B64U) + "." + rs(43, B64U)


def tok_telegram():
    return num(R.choice([9, 10])) + ":AA" + rs(33, B64U)


def tok_discord_bot():
    uid = num(18)
    return b64s(uid).rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)


def tok_twitter_bearer():
    raw = "A" * 22 + rs(20, AN) + "%2F" + rs(10, AN) + "%3D" + rs(50, AN)
    return raw


def tok_supabase_service():
    ref = rs(20, LO)
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role",
                "iat": 1700000000 + R.randint(0, 9999999), "exp": 2015000000 + R.randint(0, 9999999)})


def tok_mapbox_sk():
    payload = base64.b64encode(json.dumps(
        {"u": rs(8, LO), "a": rs(25, ANL)}, separators=(",", ":")).encode()).decode().rstrip("=")
    return "sk." + payload + "." + rs(22, B64U)


def tok_fcm_legacy():
    return "AAAA" + rs(7, B64U) + ":APA91b" + rs(134, B64U)


def tok_line_channel():
    return rs(171, B64) + "="


def tok_adyen():
    return "AQE" + rs(3, ANL) + rs(60, B64) + "=-" + rs(43, B64) + "=-" + rs(12, B64)


def tok_salesforce():
    return "00D" + rs(12, AN) + "!AQ" + rs(2, AN) + "A" + rs(94, AN + "._")


def tok_dropbox():
    return "sl.u." + rs(140, B64U)


def tok_fly():
    return "FlyV1 fm2_" + rs(R.randint(180, 220), B64U)


def tok_vault():
    return "hvs.CAESI" + rs(R.choice([86, 90]), B64U)


def tok_tfc():
    return rs(14, AN) + ".atlasv1." + rs(67, AN)


def tok_grafana_sa():
    return "glsa_" + rs(32, AN) + "_" + hx(8)


def tok_grafana_cloud():
    body = base64.b64encode(json.dumps({"o": num(6), "n": "stack-" + num(6) + "-hl-read-" + rs(6, LO),
                                         "k": rs(24, AN), "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-east-0"])}},
                                        separators=(",", ":")).encode()).decode().rstrip("=")
    return "glc_" + body


def tok_dynatrace():
    return "dt0c01." + rs(24, ANU) + "." + rs(64, ANU)


def tok_datadog_api():
    return hx(32)


def tok_asana():
    return "2/" + num(16) + "/" + num(16) + ":" + hx(32)


def tok_airtable():
    return "pat" + rs(14, AN) + "." + hx(64)


def tok_braintree():
    return "access_token$production$" + rs(16, ANL) + "$" + hx(32)


def tok_ably():
    return rs(6, AN) + "." + rs(6, AN) + ":" + rs(43, B64U)


def tok_tailscale():
    return "tskey-auth-k" + rs(10, AN) + "CNTRL-" + rs(33, AN)


def tok_ngrok():
    return num(1) + rs(26, AN) + "_" + rs(21, AN)


def tok_paddle():
    return "pdl_live_apikey_01" + rs(24, ANL) + "_" + rs(22, AN) + "_" + rs(3, AN)


def tok_ncp_new():
    return "ncp_iam_BPKMKR" + rs(26, ANU)


def tok_zhipu():
    return hx(32) + "." + rs(16, AN)


# (vendor, region, what_en, what_ko, VAR, generator, auth, "host/path")
# auth: bearer | token | hdr:<Name> | fmt:<Header>:<template> | query:<param> | basicuser | basicpw:<user>
VENDORS = [
    ("OpenAI", "global-ai", "API key", "API 키", "OPENAI_API_KEY", tok_openai, "bearer", "api.openai.com/v1/chat/completions"),
    ("OpenAI", "global-ai", "service-account key", "service account 키", "OPENAI_API_KEY", tok_openai_svc, "bearer", "api.openai.com/v1/responses"),
    ("Anthropic", "global-ai", "API key", "API 키", "ANTHROPIC_API_KEY", tok_anthropic, "hdr:x-api-key", "api.anthropic.com/v1/messages"),
    ("Google Gemini", "global-ai", "API key", "API 키", "GEMINI_API_KEY", lambda: "AIza" + rs(35, B64U), "hdr:x-goog-api-key", "generativelanguage.googleapis.com/v1beta/models"),
    ("Hugging Face", "global-ai", "access token", "access token", "HF_TOKEN", lambda: "hf_" + rs(34, UP + LO), "bearer", "huggingface.co/api/whoami-v2"),
    ("Replicate", "global-ai", "API token", "API 토큰", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(37, AN), "bearer", "api.replicate.com/v1/predictions"),
    ("Groq", "global-ai", "API key", "API 키", "GROQ_API_KEY", lambda: "gsk_" + rs(52, AN), "bearer", "api.groq.com/openai/v1/models"),
    ("Perplexity", "global-ai", "API key", "API 키", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(48, AN), "bearer", "api.perplexity.ai/chat/completions"),
    ("xAI", "global-ai", "API key", "API 키", "XAI_API_KEY", lambda: "xai-" + rs(80, AN), "bearer", "api.x.ai/v1/chat/completions"),
    ("Mistral", "europe-ai", "API key", "API 키", "MISTRAL_API_KEY", lambda: rs(32, AN), "bearer", "api.mistral.ai/v1/chat/completions"),
    ("Cohere", "global-ai", "API key", "API 키", "CO_API_KEY", lambda: rs(40, AN), "bearer", "api.cohere.com/v2/chat"),
    ("OpenRouter", "global-ai", "API key", "API 키", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), "bearer", "openrouter.ai/api/v1/chat/completions"),
    ("Together AI", "global-ai", "API key", "API 키", "TOGETHER_API_KEY", lambda: "tgp_v1_" + rs(43, B64U), "bearer", "api.together.xyz/v1/completions"),
    ("Fireworks AI", "global-ai", "API key", "API 키", "FIREWORKS_API_KEY", lambda: "fw_" + rs(24, AN), "bearer", "api.fireworks.ai/inference/v1/chat/completions"),
    ("Voyage AI", "global-ai", "API key", "API 키", "VOYAGE_API_KEY", lambda: "pa-" + rs(43, B64U), "bearer", "api.voyageai.com/v1/embeddings"),
    ("Cerebras", "global-ai", "API key", "API 키", "CEREBRAS_API_KEY", lambda: "csk-" + rs(48, ANL), "bearer", "api.cerebras.ai/v1/chat/completions"),
    ("Deepgram", "global-ai", "API key", "API 키", "DEEPGRAM_API_KEY", lambda: hx(40), "fmt:Authorization:Token {}", "api.deepgram.com/v1/listen"),
    ("AssemblyAI", "global-ai", "API key", "API 키", "ASSEMBLYAI_API_KEY", lambda: hx(32), "fmt:authorization:{}", "api.assemblyai.com/v2/transcript"),
    ("ElevenLabs", "europe-ai", "API key", "API 키", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), "hdr:xi-api-key", "api.elevenlabs.io/v1/text-to-speech"),
    ("Pinecone", "global-ai", "API key", "API 키", "PINECONE_API_KEY", lambda: "pcsk_" + rs(5, AN) + "_" + rs(60, AN), "hdr:Api-Key", "api.pinecone.io/indexes"),
    ("LangSmith", "global-ai", "API key", "API 키", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), "hdr:x-api-key", "api.smith.langchain.com/runs"),
    ("Weights & Biases", "global-ai", "API key", "API 키", "WANDB_API_KEY", lambda: hx(40), "basicpw:api", "api.wandb.ai/graphql"),
    ("DeepSeek", "china-ai", "API key", "API 키", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), "bearer", "api.deepseek.com/chat/completions"),
    ("Moonshot (Kimi)", "china-ai", "API key", "API 키", "MOONSHOT_API_KEY", lambda: "sk-" + rs(48, AN), "bearer", "api.moonshot.cn/v1/chat/completions"),
    ("Alibaba DashScope", "china-ai", "API key", "API 키", "DASHSCOPE_API_KEY", lambda: "sk-" + hx(32), "bearer", "dashscope.aliyuncs.com/compatible-mode/v1/chat/completions"),
    ("Zhipu AI", "china-ai", "API key", "API 키", "ZHIPUAI_API_KEY", tok_zhipu, "bearer", "open.bigmodel.cn/api/paas/v4/chat/completions"),
    ("GitHub", "global-ci", "personal access token", "personal access token", "GITHUB_TOKEN", lambda: "ghp_" + rs(36, AN), "token", "api.github.com/user/repos"),
    ("GitHub", "global-ci", "fine-grained PAT", "fine-grained PAT", "GH_TOKEN", tok_github_pat, "bearer", "api.github.com/repos/acme/infra/actions/runs"),
    ("GitHub", "global-ci", "app installation token", "app installation 토큰", "GITHUB_APP_TOKEN", lambda: "ghs_" + rs(36, AN), "bearer", "api.github.com/installation/repositories"),
    ("GitHub", "global-ci", "OAuth token", "OAuth 토큰", "GH_OAUTH_TOKEN", lambda: "gho_" + rs(36, AN), "bearer", "api.github.com/user"),
    ("GitLab", "global-ci", "personal access token", "personal access token", "GITLAB_TOKEN", lambda: "glpat-" + rs(20, B64U), "hdr:PRIVATE-TOKEN", "gitlab.com/api/v4/projects"),
    ("GitLab", "global-ci", "runner authentication token", "runner 인증 토큰", "RUNNER_TOKEN", lambda: "glrt-" + rs(20, B64U), "none", ""),
    ("GitLab", "global-ci", "deploy token", "deploy 토큰", "CI_DEPLOY_PASSWORD", lambda: "gldt-" + rs(20, B64U), "basicpw:gitlab+deploy-token-" , "registry.gitlab.com/v2/"),
    ("GitLab", "global-ci", "pipeline trigger token", "pipeline trigger 토큰", "TRIGGER_TOKEN", lambda: "glptt-" + hx(40), "none", ""),
    ("Bitbucket", "global-ci", "app password", "app password", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(28, AN) + rs(8, HEXU), "basicpw:deploy-bot", "api.bitbucket.org/2.0/repositories"),
    ("Azure DevOps", "global-ci", "personal access token", "PAT", "AZURE_DEVOPS_EXT_PAT", lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"), "basicpw:", "dev.azure.com/contoso/_apis/projects"),
    ("CircleCI", "global-ci", "personal API token", "personal API 토큰", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + rs(22, AN) + "_" + hx(40), "hdr:Circle-Token", "circleci.com/api/v2/me"),
    ("Buildkite", "global-ci", "API access token", "API access 토큰", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), "bearer", "api.buildkite.com/v2/organizations"),
    ("Jenkins", "global-ci", "API token", "API 토큰", "JENKINS_API_TOKEN", lambda: "11" + hx(32), "basicpw:ci-admin", "jenkins.internal.example.net/job/deploy/build"),
    ("SonarQube", "global-ci", "user token", "user 토큰", "SONAR_TOKEN", lambda: "squ_" + hx(40), "basicuser", "sonar.example.io/api/qualitygates/project_status"),
    ("Snyk", "global-ci", "API token", "API 토큰", "SNYK_TOKEN", uuid4, "fmt:Authorization:token {}", "api.snyk.io/rest/orgs"),
    ("Fastly", "cloud", "API token", "API 토큰", "FASTLY_API_TOKEN", lambda: rs(32, B64U), "hdr:Fastly-Key", "api.fastly.com/service"),
    ("npm", "registry", "automation token", "automation 토큰", "NPM_TOKEN", lambda: "npm_" + rs(36, AN), "bearer", "registry.npmjs.org/-/whoami"),
    ("PyPI", "registry", "API token", "API 토큰", "TWINE_PASSWORD", tok_pypi, "none", ""),
    ("Docker Hub", "registry", "personal access token", "personal access token", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(27, B64U), "none", ""),
    ("RubyGems", "registry", "API key", "API 키", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), "fmt:Authorization:{}", "rubygems.org/api/v1/gems"),
    ("NuGet", "registry", "API key", "API 키", "NUGET_API_KEY", lambda: "oy2" + rs(43, ANL), "hdr:X-NuGet-ApiKey", "www.nuget.org/api/v2/package"),
    ("crates.io", "registry", "API token", "API 토큰", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(32, AN), "fmt:Authorization:{}", "crates.io/api/v1/crates/new"),
    ("JFrog Artifactory", "registry", "reference token", "reference 토큰", "ARTIFACTORY_TOKEN", lambda: "cmVmdGtuOjAxOjE3" + rs(48, AN), "bearer", "acme.jfrog.io/artifactory/api/repositories"),
    ("JFrog Artifactory", "registry", "API key", "API 키", "ARTIFACTORY_API_KEY", lambda: "AKCp8" + rs(68, AN), "hdr:X-JFrog-Art-Api", "acme.jfrog.io/artifactory/api/storage/libs-release"),
    ("Stripe", "payments", "secret key", "secret key", "STRIPE_SECRET_KEY", tok_stripe_sk, "basicuser", "api.stripe.com/v1/charges"),
    ("Stripe", "payments", "restricted key", "restricted key", "STRIPE_RESTRICTED_KEY", tok_stripe_rk, "bearer", "api.stripe.com/v1/customers"),
    ("Square", "payments", "access token", "access token", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(60, B64U), "bearer", "connect.squareup.com/v2/payments"),
    ("Mollie", "europe-payments", "live API key", "live API 키", "MOLLIE_API_KEY", lambda: "live_" + rs(30, AN), "bearer", "api.mollie.com/v2/payments"),
    ("Adyen", "europe-payments", "API key", "API 키", "ADYEN_API_KEY", tok_adyen, "hdr:X-API-Key", "checkout-live.adyenpayments.com/checkout/v71/payments"),
    ("GoCardless", "europe-payments", "live access token", "live access token", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(40, B64U), "bearer", "api.gocardless.com/payments"),
    ("Paddle", "europe-payments", "API key", "API 키", "PADDLE_API_KEY", tok_paddle, "bearer", "api.paddle.com/transactions"),
    ("SumUp", "europe-payments", "secret API key", "secret API 키", "SUMUP_API_KEY", lambda: "sup_sk_" + rs(32, AN), "bearer", "api.sumup.com/v0.1/me"),
    ("Paystack", "payments", "secret key", "secret key", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), "bearer", "api.paystack.co/transaction/initialize"),
    ("Flutterwave", "payments", "secret key", "secret key", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", "bearer", "api.flutterwave.com/v3/payments"),
    ("PAY.JP", "japan", "secret key", "secret key", "PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), "basicuser", "api.pay.jp/v1/charges"),
    ("Braintree", "payments", "access token", "access token", "BRAINTREE_ACCESS_TOKEN", tok_braintree, "none", ""),
    ("Toss Payments", "korea", "secret key", "시크릿 키", "TOSS_SECRET_KEY", lambda: "live_sk_" + rs(20, AN), "basicuser", "api.tosspayments.com/v1/payments/confirm"),
    ("Toss Payments", "korea", "API-individual secret key", "API 개별 연동 시크릿 키", "TOSS_SECRET_KEY", lambda: "live_gsk_" + rs(20, AN), "basicuser", "api.tosspayments.com/v1/payments/confirm"),
    ("PortOne", "korea", "V2 API secret", "V2 API Secret", "PORTONE_API_SECRET", lambda: rs(80, AN), "fmt:Authorization:PortOne {}", "api.portone.io/payments"),
    ("KakaoPay", "korea", "secret key", "Secret key", "KAKAOPAY_SECRET_KEY", lambda: "DEV" + rs(37, HEXU), "fmt:Authorization:SECRET_KEY {}", "open-api.kakaopay.com/online/v1/payment/ready"),
    ("Kakao", "korea", "REST API key", "REST API 키", "KAKAO_REST_API_KEY", lambda: hx(32), "fmt:Authorization:KakaoAK {}", "dapi.kakao.com/v2/local/search/address.json"),
    ("Kakao", "korea", "Admin key", "어드민 키", "KAKAO_ADMIN_KEY", lambda: hx(32), "fmt:Authorization:KakaoAK {}", "kapi.kakao.com/v1/user/ids"),
    ("Sendbird", "korea", "API token", "API 토큰", "SENDBIRD_API_TOKEN", lambda: hx(40), "hdr:Api-Token", "api-%s.sendbird.com/v3/users" % uuid4().upper()[:8]),
    ("Aligo", "korea", "SMS API key", "문자 API 키", "ALIGO_API_KEY", lambda: rs(32, ANL), "query:key", "apis.aligo.in/send/"),
    ("NHN Cloud", "korea", "SMS secret key", "SMS Secret Key", "NHN_SMS_SECRET_KEY", lambda: rs(8, AN), "hdr:X-Secret-Key", "api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % rs(16, AN)),
    ("Slack", "messaging", "bot token", "bot 토큰", "SLACK_BOT_TOKEN", tok_slack_bot, "bearer", "slack.com/api/chat.postMessage"),
    ("Slack", "messaging", "user token", "user 토큰", "SLACK_USER_TOKEN", tok_slack_user, "bearer", "slack.com/api/conversations.history"),
    ("Slack", "messaging", "app-level token", "app-level 토큰", "SLACK_APP_TOKEN", tok_slack_app, "bearer", "slack.com/api/apps.connections.open"),
    ("Telegram", "messaging", "bot token", "bot 토큰", "TELEGRAM_BOT_TOKEN", tok_telegram, "none", ""),
    ("Discord", "messaging", "bot token", "bot 토큰", "DISCORD_TOKEN", tok_discord_bot, "fmt:Authorization:Bot {}", "discord.com/api/v10/users/@me"),
    ("Twilio", "messaging", "auth token", "auth token", "TWILIO_AUTH_TOKEN", lambda: hx(32), "none", ""),
    ("SendGrid", "messaging", "API key", "API 키", "SENDGRID_API_KEY", tok_sendgrid, "bearer", "api.sendgrid.com/v3/mail/send"),
    ("Mailgun", "messaging", "private API key", "private API 키", "MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), "basicpw:api", "api.eu.mailgun.net/v3/mg.example.org/messages"),
    ("Mailchimp", "messaging", "API key", "API 키", "MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(2, 21)), "basicpw:anystring", "us6.api.mailchimp.com/3.0/lists"),
    ("Postmark", "messaging", "server token", "server 토큰", "POSTMARK_SERVER_TOKEN", uuid4, "hdr:X-Postmark-Server-Token", "api.postmarkapp.com/email"),
    ("Brevo", "europe-messaging", "API key", "API 키", "BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + rs(16, AN), "hdr:api-key", "api.brevo.com/v3/smtp/email"),
    ("Mailjet", "europe-messaging", "secret key", "secret key", "MJ_APISECRET", lambda: hx(32), "none", ""),
    ("MessageBird", "europe-messaging", "live access key", "live access key", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(25, AN), "fmt:Authorization:AccessKey {}", "rest.messagebird.com/messages"),
    ("Vonage", "europe-messaging", "API secret", "API secret", "VONAGE_API_SECRET", lambda: rs(16, AN), "none", ""),
    ("Plivo", "messaging", "auth token", "auth token", "PLIVO_AUTH_TOKEN", lambda: rs(40, AN), "none", ""),
    ("LINE", "japan", "channel access token", "channel access token", "LINE_CHANNEL_ACCESS_TOKEN", tok_line_channel, "bearer", "api.line.me/v2/bot/message/push"),
    ("Chatwork", "japan", "API token", "API 토큰", "CHATWORK_API_TOKEN", lambda: hx(32), "hdr:X-ChatWorkToken", "api.chatwork.com/v2/rooms"),
    ("Backlog", "japan", "API key", "API 키", "BACKLOG_API_KEY", lambda: rs(64, AN), "query:apiKey", "acme.backlog.jp/api/v2/issues"),
    ("kintone", "japan", "API token", "API 토큰", "KINTONE_API_TOKEN", lambda: rs(40, AN), "hdr:X-Cybozu-API-Token", "acme.cybozu.com/k/v1/records.json"),
    ("Datadog", "observability", "API key", "API 키", "DD_API_KEY", tok_datadog_api, "hdr:DD-API-KEY", "api.datadoghq.com/api/v1/validate"),
    ("Datadog", "observability", "application key", "application 키", "DD_APP_KEY", lambda: hx(40), "hdr:DD-APPLICATION-KEY", "api.datadoghq.com/api/v1/monitor"),
    ("New Relic", "observability", "user API key", "user API 키", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(27, ANU), "hdr:Api-Key", "api.newrelic.com/graphql"),
    ("New Relic", "observability", "license key", "license 키", "NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", "none", ""),
    ("Sentry", "observability", "organization auth token", "organization auth 토큰", "SENTRY_AUTH_TOKEN", lambda: "sntrys_" + b64s(json.dumps({"iat": ts_epoch(), "url": "https://sentry.io", "org": pick(["acme", "hanbit", "kumo"])}, separators=(",", ":"))).rstrip("=") + "_" + rs(43, B64U), "bearer", "sentry.io/api/0/organizations/acme/releases/"),
    ("Sentry", "observability", "user auth token", "user auth 토큰", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), "bearer", "sentry.io/api/0/projects/"),
    ("Grafana", "observability", "service account token", "service account 토큰", "GRAFANA_TOKEN", tok_grafana_sa, "bearer", "grafana.internal.example.net/api/dashboards/db"),
    ("Grafana Cloud", "observability", "access policy token", "access policy 토큰", "GRAFANA_CLOUD_TOKEN", tok_grafana_cloud, "bearer", "prometheus-prod-49-prod-ap-northeast-0.grafana.net/api/prom/push"),
    ("Dynatrace", "europe-observability", "API token", "API 토큰", "DT_API_TOKEN", tok_dynatrace, "fmt:Authorization:Api-Token {}", "abc12345.live.dynatrace.com/api/v2/metrics/ingest"),
    ("Honeycomb", "observability", "ingest key", "ingest 키", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(56, ANL), "hdr:x-honeycomb-team", "api.honeycomb.io/1/events/prod"),
    ("PagerDuty", "observability", "REST API key", "REST API 키", "PAGERDUTY_TOKEN", lambda: "u+" + rs(18, B64U), "fmt:Authorization:Token token={}", "api.pagerduty.com/incidents"),
    ("Rollbar", "observability", "server access token", "server access 토큰", "ROLLBAR_ACCESS_TOKEN", lambda: hx(32), "hdr:X-Rollbar-Access-Token", "api.rollbar.com/api/1/item/"),
    ("Bugsnag", "observability", "auth token", "auth 토큰", "BUGSNAG_AUTH_TOKEN", lambda: uuid4(), "fmt:Authorization:token {}", "api.bugsnag.com/user/organizations"),
    ("Cloudflare", "cloud", "API token", "API 토큰", "CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U), "bearer", "api.cloudflare.com/client/v4/user/tokens/verify"),
    ("Cloudflare", "cloud", "Global API key", "Global API 키", "CF_API_KEY", lambda: hx(37), "hdr:X-Auth-Key", "api.cloudflare.com/client/v4/zones"),
    ("DigitalOcean", "cloud", "personal access token", "personal access token", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), "bearer", "api.digitalocean.com/v2/droplets"),
    ("Hetzner Cloud", "europe-cloud", "API token", "API 토큰", "HCLOUD_TOKEN", lambda: rs(64, AN), "bearer", "api.hetzner.cloud/v1/servers"),
    ("Vercel", "cloud", "access token", "access token", "VERCEL_TOKEN", lambda: rs(24, AN), "bearer", "api.vercel.com/v9/projects"),
    ("Netlify", "cloud", "personal access token", "personal access token", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(36, AN) + hx(4), "bearer", "api.netlify.com/api/v1/sites"),
    ("Fly.io", "cloud", "deploy token", "deploy 토큰", "FLY_API_TOKEN", tok_fly, "fmt:Authorization:{}", "api.machines.dev/v1/apps"),
    ("Render", "cloud", "API key", "API 키", "RENDER_API_KEY", lambda: "rnd_" + rs(28, AN), "bearer", "api.render.com/v1/services"),
    ("Heroku", "cloud", "API key", "API 키", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(58, B64U), "bearer", "api.heroku.com/apps"),
    ("Linode/Akamai", "cloud", "personal access token", "personal access token", "LINODE_TOKEN", lambda: hx(64), "bearer", "api.linode.com/v4/linode/instances"),
    ("HashiCorp Vault", "secrets", "token", "토큰", "VAULT_TOKEN", tok_vault, "hdr:X-Vault-Token", "vault.internal.example.net:8200/v1/secret/data/app"),
    ("Terraform Cloud", "secrets", "team API token", "team API 토큰", "TFE_TOKEN", tok_tfc, "bearer", "app.terraform.io/api/v2/organizations"),
    ("Doppler", "secrets", "service token", "service 토큰", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(40, AN), "bearer", "api.doppler.com/v3/configs/config/secrets/download"),
    ("1Password", "secrets", "service account token", "service account 토큰", "OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIs" + rs(160, B64U), "none", ""),
    ("Pulumi", "secrets", "access token", "access token", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), "fmt:Authorization:token {}", "api.pulumi.com/api/user"),
    ("Infisical", "secrets", "machine identity client secret", "machine identity client secret", "INFISICAL_CLIENT_SECRET", lambda: hx(64), "none", ""),
    ("Shopify", "saas", "Admin API access token", "Admin API access token", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32), "hdr:X-Shopify-Access-Token", "acme-store.myshopify.com/admin/api/2024-10/orders.json"),
    ("Atlassian", "saas", "API token", "API 토큰", "JIRA_API_TOKEN", tok_atlassian, "basicpw:dev@acme.io", "acme.atlassian.net/rest/api/3/search"),
    ("Linear", "saas", "API key", "API 키", "LINEAR_API_KEY", lambda: "lin_api_" + rs(40, AN), "fmt:Authorization:{}", "api.linear.app/graphql"),
    ("Notion", "saas", "integration secret", "integration secret", "NOTION_TOKEN", lambda: "ntn_" + num(11) + rs(35, AN), "bearer", "api.notion.com/v1/databases"),
    ("Figma", "saas", "personal access token", "personal access token", "FIGMA_TOKEN", lambda: "figd_" + rs(40, B64U), "hdr:X-Figma-Token", "api.figma.com/v1/files/" + rs(22, AN)),
    ("Asana", "saas", "personal access token", "personal access token", "ASANA_PAT", tok_asana, "bearer", "app.asana.com/api/1.0/users/me"),
    ("Airtable", "saas", "personal access token", "personal access token", "AIRTABLE_TOKEN", tok_airtable, "bearer", "api.airtable.com/v0/meta/bases"),
    ("ClickUp", "saas", "personal API token", "personal API 토큰", "CLICKUP_TOKEN", lambda: "pk_" + num(8) + "_" + rs(32, ANU), "fmt:Authorization:{}", "api.clickup.com/api/v2/team"),
    ("HubSpot", "saas", "private app token", "private app 토큰", "HUBSPOT_TOKEN", lambda: "pat-na1-" + uuid4(), "bearer", "api.hubapi.com/crm/v3/objects/contacts"),
    ("Salesforce", "saas", "session access token", "access token", "SF_ACCESS_TOKEN", tok_salesforce, "bearer", "acme.my.salesforce.com/services/data/v61.0/query"),
    ("Dropbox", "saas", "short-lived access token", "access token", "DROPBOX_TOKEN", tok_dropbox, "bearer", "api.dropboxapi.com/2/files/list_folder"),
    ("Contentful", "saas", "management token", "management 토큰", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(43, B64U), "bearer", "api.contentful.com/spaces"),
    ("Postman", "saas", "API key", "API 키", "POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), "hdr:X-Api-Key", "api.getpostman.com/collections"),
    ("Typeform", "saas", "personal token", "personal 토큰", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(44, B64U) + "_" + rs(14, AN), "bearer", "api.typeform.com/forms"),
    ("Zendesk", "saas", "API token", "API 토큰", "ZENDESK_API_TOKEN", lambda: rs(40, AN), "basicpw:support@acme.io/token", "acme.zendesk.com/api/v2/tickets.json"),
    ("Intercom", "saas", "access token", "access token", "INTERCOM_TOKEN", lambda: "dG9rOj" + rs(54, B64) + "=", "bearer", "api.intercom.io/contacts"),
    ("Twitter/X", "saas", "app bearer token", "app bearer 토큰", "TWITTER_BEARER_TOKEN", tok_twitter_bearer, "bearer", "api.twitter.com/2/tweets/search/recent"),
    ("Meta", "saas", "page access token", "page access token", "FB_PAGE_TOKEN", lambda: "EAA" + rs(180, AN), "query:access_token", "graph.facebook.com/v20.0/me/accounts"),
    ("Mapbox", "saas", "secret access token", "secret 토큰", "MAPBOX_SECRET_TOKEN", tok_mapbox_sk, "query:access_token", "api.mapbox.com/uploads/v1/acme"),
    ("Supabase", "database", "service_role key", "service_role 키", "SUPABASE_SERVICE_ROLE_KEY", tok_supabase_service, "bearer", "%s.supabase.co/rest/v1/profiles" % rs(20, LO)),
    ("Supabase", "database", "personal access token", "personal access token", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), "bearer", "api.supabase.com/v1/projects"),
    ("PlanetScale", "database", "service token", "service 토큰", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(43, B64U), "none", ""),
    ("Databricks", "database", "personal access token", "personal access token", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32), "bearer", "adb-%s.7.azuredatabricks.net/api/2.0/clusters/list" % num(16)),
    ("Upstash", "database", "Redis REST token", "Redis REST 토큰", "UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(4, AN) + "AAIjcDE" + rs(60, B64U), "bearer", "apn1-%s-12345.upstash.io/get/session" % rs(8, LO)),
    ("InfluxDB", "database", "API token", "API 토큰", "INFLUX_TOKEN", lambda: rs(86, B64U) + "==", "fmt:Authorization:Token {}", "influx.internal.example.net:8086/api/v2/write"),
    ("Firebase", "cloud", "legacy FCM server key", "legacy FCM 서버 키", "FCM_SERVER_KEY", tok_fcm_legacy, "fmt:Authorization:key={}", "fcm.googleapis.com/fcm/send"),
    ("Expo", "cloud", "access token", "access token", "EXPO_TOKEN", lambda: rs(40, B64U), "none", ""),
    ("LaunchDarkly", "saas", "server-side SDK key", "server-side SDK 키", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), "none", ""),
    ("Statsig", "saas", "server secret key", "server secret key", "STATSIG_SERVER_SECRET", lambda: "secret-" + rs(43, AN), "hdr:statsig-api-key", "api.statsig.com/v1/get_config"),
    ("Algolia", "saas", "Admin API key", "Admin API 키", "ALGOLIA_ADMIN_KEY", lambda: hx(32), "hdr:X-Algolia-API-Key", "%s.algolia.net/1/indexes" % rs(10, ANU)),
    ("Mux", "saas", "token secret", "token secret", "MUX_TOKEN_SECRET", lambda: rs(75, B64), "none", ""),
    ("Ably", "messaging", "API key", "API 키", "ABLY_API_KEY", tok_ably, "basicuser", "rest.ably.io/channels/orders/messages"),
    ("Tailscale", "cloud", "auth key", "auth 키", "TS_AUTHKEY", tok_tailscale, "none", ""),
    ("ngrok", "cloud", "authtoken", "authtoken", "NGROK_AUTHTOKEN", tok_ngrok, "none", ""),
    ("Bitly", "saas", "access token", "access token", "BITLY_TOKEN", lambda: hx(40), "bearer", "api-ssl.bitly.com/v4/shorten"),
    ("Riot Games", "saas", "API key", "API 키", "RIOT_API_KEY", lambda: "RGAPI-" + uuid4(), "hdr:X-Riot-Token", "kr.api.riotgames.com/lol/summoner/v4/summoners/by-puuid/" + rs(20, B64U)),
    ("Steam", "saas", "Web API key", "Web API 키", "STEAM_API_KEY", lambda: rs(32, HEXU), "query:key", "api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/"),
    ("Etherscan", "saas", "API key", "API 키", "ETHERSCAN_API_KEY", lambda: rs(34, ANU), "query:apikey", "api.etherscan.io/api"),
    ("Alchemy", "saas", "API key", "API 키", "ALCHEMY_API_KEY", lambda: rs(32, B64U), "none", ""),
    ("Kaggle", "global-ai", "API key", "API 키", "KAGGLE_KEY", lambda: hx(32), "none", ""),
    ("Yandex Cloud", "europe-cloud", "IAM token", "IAM 토큰", "YC_TOKEN", lambda: "t1.9euelZ" + rs(140, B64U), "bearer", "llm.api.cloud.yandex.net/foundationModels/v1/completion"),
    ("Scaleway", "europe-cloud", "secret key", "secret key", "SCW_SECRET_KEY", uuid4, "hdr:X-Auth-Token", "api.scaleway.com/instance/v1/zones/fr-par-1/servers"),
    ("DeepL", "europe-ai", "API auth key", "API 인증 키", "DEEPL_AUTH_KEY", lambda: uuid4() + ":fx", "fmt:Authorization:DeepL-Auth-Key {}", "api-free.deepl.com/v2/translate"),
    ("Naver Cloud", "korea", "secret key", "Secret Key", "NCLOUD_SECRET_KEY", tok_ncp_new, "none", ""),
    ("Channel Talk", "korea", "access secret", "access secret", "CHANNEL_ACCESS_SECRET", lambda: hx(32), "hdr:x-access-secret", "api.channel.io/open/v5/user-chats"),
    ("WeChat", "china", "AppSecret", "AppSecret", "WECHAT_APP_SECRET", lambda: hx(32), "none", ""),
    ("Qiniu", "china", "SecretKey", "SecretKey", "QINIU_SECRET_KEY", lambda: rs(40, B64U), "none", ""),
    ("Okta", "saas", "API token", "API 토큰", "OKTA_API_TOKEN", lambda: "00" + rs(40, B64U), "fmt:Authorization:SSWS {}", "acme.okta.com/api/v1/users"),
    ("Webex", "messaging", "bot access token", "bot access token", "WEBEX_BOT_TOKEN", lambda: rs(64, AN) + "_" + rs(4, ANU) + "_" + uuid4(), "bearer", "webexapis.com/v1/messages"),
    ("Freshdesk", "saas", "API key", "API 키", "FRESHDESK_API_KEY", lambda: rs(20, AN), "basicuser", "acme.freshdesk.com/api/v2/tickets"),
    ("Zoho CRM", "saas", "refresh token", "refresh token", "ZOHO_REFRESH_TOKEN", lambda: "1000." + hx(32) + "." + hx(32), "none", ""),
    ("Coupang Open API", "korea", "secret key", "Secret Key", "COUPANG_SECRET_KEY", lambda: hx(40), "none", ""),
    ("Naver Search Ad", "korea", "secret key", "비밀키", "NAVER_AD_SECRET_KEY", lambda: "AQAAAA" + rs(38, B64) + "==", "none", ""),
    ("LINE Notify", "japan", "access token", "access token", "LINE_NOTIFY_TOKEN", lambda: rs(43, AN), "bearer", "notify-api.line.me/api/notify"),
    ("WeChat Pay", "china", "APIv3 key", "APIv3 키", "WECHATPAY_API_V3_KEY", lambda: rs(32, AN), "none", ""),
    ("Gitee", "china", "private token", "private token", "GITEE_TOKEN", lambda: hx(32), "query:access_token", "gitee.com/api/v5/user/repos"),
    ("Bunny.net", "europe-cloud", "storage zone password", "storage zone 비밀번호", "BUNNY_STORAGE_PASSWORD", lambda: uuid4() + "-" + hx(4) + "-" + hx(4), "hdr:AccessKey", "storage.bunnycdn.com/acme-assets/index.html"),
    ("Elastic Cloud", "observability", "API key", "API 키", "ES_API_KEY", lambda: b64s(rs(20, B64U) + ":" + rs(22, B64U)), "fmt:Authorization:ApiKey {}", "acme.es.ap-northeast-2.aws.elastic-cloud.com/_search"),
    ("Axiom", "observability", "API token", "API 토큰", "AXIOM_TOKEN", lambda: "xaat-" + uuid4(), "bearer", "api.axiom.co/v1/datasets/logs/ingest"),
    ("Better Stack", "observability", "source token", "source 토큰", "LOGTAIL_SOURCE_TOKEN", lambda: rs(24, AN), "bearer", "in.logs.betterstack.com"),
    ("Turso", "database", "database auth token", "DB auth 토큰", "TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": ts_epoch(), "id": uuid4()}, {"alg": "EdDSA", "typ": "JWT"}, 64), "bearer", "acme-db-kim.turso.io/v2/pipeline"),
    ("Neon", "database", "API key", "API 키", "NEON_API_KEY", lambda: rs(64, ANL), "bearer", "console.neon.tech/api/v2/projects"),
    ("Travis CI", "global-ci", "API token", "API 토큰", "TRAVIS_TOKEN", lambda: rs(22, B64U), "fmt:Authorization:token {}", "api.travis-ci.com/repos"),
    ("TeamCity", "global-ci", "access token", "access token", "TEAMCITY_TOKEN", lambda: "eyJ0eXAiOiAiVENWMiJ9." + rs(43, B64U) + "." + rs(64, B64U), "bearer", "teamcity.acme.local/app/rest/builds"),
    ("Octopus Deploy", "global-ci", "API key", "API 키", "OCTOPUS_API_KEY", lambda: "API-" + rs(26, ANU), "hdr:X-Octopus-ApiKey", "octopus.acme.io/api/projects"),
    ("Quay.io", "registry", "robot token", "robot 토큰", "QUAY_ROBOT_TOKEN", lambda: rs(64, ANU), "none", ""),
    ("Hex.pm", "registry", "API key", "API 키", "HEX_API_KEY", lambda: hx(32), "fmt:Authorization:{}", "hex.pm/api/publish"),
    ("Clojars", "registry", "deploy token", "deploy 토큰", "LEIN_PASSWORD", lambda: "CLOJARS_" + hx(60), "none", ""),
    ("Azure OpenAI", "global-ai", "API key", "API 키", "AZURE_OPENAI_API_KEY", lambda: hx(32), "hdr:api-key", "acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21"),
    ("AWS Bedrock", "global-ai", "API key", "API 키", "AWS_BEARER_TOKEN_BEDROCK", lambda: "ABSK" + rs(128, B64), "bearer", "bedrock-runtime.us-east-1.amazonaws.com/model/anthropic.claude-3-5-sonnet/converse"),
    ("Tavily", "global-ai", "API key", "API 키", "TAVILY_API_KEY", lambda: "tvly-" + rs(32, AN), "bearer", "api.tavily.com/search"),
    ("Firecrawl", "global-ai", "API key", "API 키", "FIRECRAWL_API_KEY", lambda: "fc-" + hx(32), "bearer", "api.firecrawl.dev/v1/scrape"),
    ("Jina AI", "europe-ai", "API key", "API 키", "JINA_API_KEY", lambda: "jina_" + hx(32) + rs(28, AN), "bearer", "api.jina.ai/v1/embeddings"),
    ("LlamaCloud", "global-ai", "API key", "API 키", "LLAMA_CLOUD_API_KEY", lambda: "llx-" + rs(48, AN), "bearer", "api.cloud.llamaindex.ai/api/v1/parsing/upload"),
    ("Infobip", "europe-messaging", "API key", "API 키", "INFOBIP_API_KEY", lambda: hx(32) + "-" + uuid4(), "fmt:Authorization:App {}", "k3x9q1.api.infobip.com/sms/2/text/advanced"),
    ("Pushover", "messaging", "application token", "application 토큰", "PUSHOVER_APP_TOKEN", lambda: rs(30, ANL), "none", ""),
    ("OneSignal", "messaging", "REST API key", "REST API 키", "ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(100, "abcdefghijklmnopqrstuvwxyz234567"), "fmt:Authorization:Key {}", "api.onesignal.com/notifications"),
]


# ------------------------------------------------------------- shared vocabulary
SVCS = ["billing-api", "notifier", "ingest-worker", "admin-web", "search-indexer", "payments-gateway",
        "crawler", "report-cron", "mobile-bff", "chatbot", "order-service", "auth-proxy", "etl-nightly",
        "media-transcoder", "settlement-batch", "crm-sync", "push-sender", "inventory-api", "docs-site",
        "recommender", "partner-gateway", "ops-bot", "pricing-engine", "checkout-web"]
BENIGN_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "APP_ENV=staging",
              "WORKERS=4", "REDIS_HOST=redis.internal", "FEATURE_NEW_CHECKOUT=true", "SENTRY_ENVIRONMENT=staging",
              "HTTP_TIMEOUT_MS=15000", "RUST_LOG=info", "PYTHONUNBUFFERED=1", "DEFAULT_LOCALE=ko-KR",
              "S3_BUCKET=acme-uploads-stg", "AWS_REGION=ap-northeast-2", "OTEL_SERVICE_NAME=api"]


def date():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def vslug(vendor):
    return re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")


def auth_header(auth, tok):
    """-> (header_name, header_value, extra_secrets) or None for query/none."""
    if auth == "bearer":
        return ("Authorization", "Bearer " + tok, [])
    if auth == "token":
        return ("Authorization", "token " + tok, [])
    if auth.startswith("hdr:"):
        return (auth[4:], tok, [])
    if auth.startswith("fmt:"):
        _, name, tmpl = auth.split(":", 2)
        return (name, tmpl.format(tok), [])
    if auth == "basicuser":
        blob = b64s(tok + ":")
        return ("Authorization", "Basic " + blob, [blob])
    if auth.startswith("basicpw:"):
        user = auth[8:]
        if user.endswith("-"):
            user += num(6)
        blob = b64s(user + ":" + tok)
        return ("Authorization", "Basic " + blob, [blob])
    return None


def curl_cmd(auth, tok, host):
    url = "https://" + host
    if auth.startswith("query:"):
        sep = "&" if "?" in url else "?"
        return "curl -s '%s%s%s=%s'" % (url, sep, auth[6:], tok), []
    if auth == "basicuser":
        return "curl -s %s -u %s:" % (url, tok), []
    if auth.startswith("basicpw:"):
        user = auth[8:]
        if user.endswith("-"):
            user += num(6)
        return "curl -s -u '%s:%s' %s" % (user, tok, url), []
    name, val, extra = auth_header(auth, tok)
    meth = pick(["", "-X POST ", "-X GET "])
    data = " -d @payload.json" if meth == "-X POST " else ""
    return 'curl -sS %s%s \\\n  -H "%s: %s" \\\n  -H "Content-Type: application/json"%s' % (meth, url, name, val, data), extra


# ----------------------------------------------- contexts that embed one vendor token
def C(art, where, extra=None, inline=False, label=""):
    return {"art": art, "where": where, "extra": extra or [], "inline": inline, "label": label}


CTX_EXTRA = {"on": True}


def extra_vendor_line(sp):
    """second credential from another vendor (secret notes only)"""
    if not CTX_EXTRA["on"] or not chance(0.3):
        return None
    sp2 = pick(VENDORS)
    if sp2[4] == sp[4]:
        return None
    t2 = sp2[5]()
    return sp2[4], t2


def ctx_env(sp, tok):
    lines = R.sample(BENIGN_ENV, R.randint(1, 3))
    lines.insert(R.randint(0, len(lines)), "%s=%s" % (sp[4], pick([tok, tok, '"%s"' % tok])))
    ex = extra_vendor_line(sp)
    if ex:
        lines.insert(R.randint(0, len(lines)), "%s=%s" % ex)
    return C("\n".join(lines), pick([".env", ".env.local", "apps/api/.env.production", "deploy/.env.staging", "services/%s/.env" % pick(SVCS)]),
             [ex[1]] if ex else [], label=".env" + (" (two providers)" if ex else ""))


def ctx_export(sp, tok):
    q = pick(['"', "'", ""])
    return C("export %s=%s%s%s" % (sp[4], q, tok, q), pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", "the shell history", "direnv .envrc"]), inline=True, label="shell export")


def ctx_yaml(sp, tok):
    key = pick(["api_key", "token", "apiKey", "secret", "access_token", "key"])
    svc = vslug(sp[0])
    extra = pick(["  timeout: 30s", "  retries: 3", "  region: ap-northeast-2", "  enabled: true"])
    host = sp[7].split("/")[0] if sp[7] else "api.%s.com" % svc
    art = "%s:\n  base_url: https://%s\n  %s: %s\n%s" % (svc, host, key, pick([tok, '"%s"' % tok]), extra)
    return C(art, pick(["config/settings.yaml", "config/application-prod.yml", "values.staging.yaml", "conf/integrations.yml"]), label="YAML")


def ctx_json(sp, tok):
    key = pick([camel(sp[4]), "apiKey", "token", "secretKey", "accessToken"])
    art = '{\n  "%s": {\n    "%s": "%s",\n    "%s": %s\n  }\n}' % (
        vslug(sp[0]), key, tok, pick(["timeoutMs", "retry", "debug"]), pick(["5000", "3", "false"]))
    return C(art, pick(["config/local.json", "appsettings.Development.json", "secrets.json", ".vscode/settings.json", "firebase/functions/.runtimeconfig.json"]), label="JSON")


def ctx_toml(sp, tok):
    art = '[%s]\n%s = "%s"\n%s' % (vslug(sp[0]), pick(["api_key", "token", "secret_key"]), tok,
                                    pick(['endpoint = "https://%s"' % (sp[7].split("/")[0] or "localhost"), "max_retries = 5", 'model = "default"']))
    return C(art, pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "pyproject.toml (tool section)", "wrangler.toml"]), label="TOML")


def ctx_curl(sp, tok):
    if sp[6] == "none":
        return None
    cmd, extra = curl_cmd(sp[6], tok, sp[7])
    return C(cmd, "the terminal", extra, label="curl")


def ctx_http(sp, tok):
    hv = auth_header(sp[6], tok) if sp[6] != "none" and not sp[6].startswith("query:") else None
    if not hv:
        return None
    host, _, path = sp[7].partition("/")
    art = "%s /%s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (pick(["GET", "POST"]), path, host, hv[0], hv[1])
    return C(art, "the captured request", hv[2], label="raw HTTP")


def ctx_python(sp, tok):
    hv = auth_header(sp[6], tok) if sp[6] not in ("none",) and not sp[6].startswith("query:") else None
    if hv and chance(0.6):
        art = ('resp = requests.%s(\n    "https://%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)\nresp.raise_for_status()'
               % (pick(["get", "post"]), sp[7], hv[0], hv[1]))
        return C(art, pick(["scripts/smoke_test.py", "app/clients/%s.py" % vslug(sp[0]), "notebooks/debug.ipynb"]), hv[2], label="Python requests")
    art = '%s = "%s"  # %s' % (sp[4], tok, pick(["TODO: move to env", "temporary", "from Slack", "staging"]))
    return C(art, pick(["settings.py", "app/config.py", "conftest.py", "tasks.py"]), label="Python constant")


def ctx_js(sp, tok):
    hv = auth_header(sp[6], tok) if sp[6] not in ("none",) and not sp[6].startswith("query:") else None
    if hv and chance(0.6):
        art = ('const res = await fetch("https://%s", {\n  method: "%s",\n  headers: { "%s": "%s" },\n});'
               % (sp[7], pick(["GET", "POST"]), hv[0], hv[1]))
        return C(art, pick(["src/lib/%s.ts" % vslug(sp[0]), "scripts/check.mjs", "pages/api/hook.ts"]), hv[2], label="JS fetch")
    art = "const %s = process.env.%s ?? '%s';" % (camel(sp[4]), sp[4], tok)
    return C(art, pick(["src/config.ts", "server/env.js", "next.config.mjs"]), label="JS fallback literal")


def ctx_go(sp, tok):
    hv = auth_header(sp[6], tok) if sp[6] not in ("none",) and not sp[6].startswith("query:") else None
    if hv:
        art = 'req, _ := http.NewRequest("GET", "https://%s", nil)\nreq.Header.Set("%s", "%s")' % (sp[7], hv[0], hv[1])
        return C(art, pick(["internal/client/client.go", "cmd/probe/main.go"]), hv[2], label="Go header")
    art = 'const default%s = "%s"' % (camel(sp[4])[0].upper() + camel(sp[4])[1:], tok)
    return C(art, "internal/config/defaults.go", label="Go const")


def ctx_log(sp, tok):
    hv = auth_header(sp[6], tok) if sp[6] not in ("none",) and not sp[6].startswith("query:") else None
    t = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
    if hv:
        art = "%s DEBUG http.client send: method=POST url=https://%s headers={'%s': '%s', 'User-Agent': 'python-httpx/0.27.0'}\n%s WARN  retrying after 401" % (t, sp[7], hv[0], hv[1], t)
        return C(art, "the worker log", hv[2], label="debug log")
    art = "%s INFO  config loaded: %s=%s source=env" % (t, sp[4], tok)
    return C(art, "the startup log", label="startup log")


def ctx_docker(sp, tok):
    art = "docker run --rm -e %s=%s -p %d:8080 ghcr.io/acme/%s:%s" % (sp[4], tok, pick([8080, 3000, 9000]), pick(SVCS), pick(["latest", "1.4.2", "sha-3f9c2e1"]))
    return C(art, "the run command in the README", inline=True, label="docker run -e")


def ctx_k8s(sp, tok):
    name = vslug(sp[0]).replace("_", "-") + "-credentials"
    if chance(0.5):
        art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\ntype: Opaque\nstringData:\n  %s: %s" % (name, sp[4], tok)
        return C(art, "k8s/%s.yaml" % name, label="k8s Secret stringData")
    art = "        env:\n          - name: %s\n            value: \"%s\"\n          - name: LOG_LEVEL\n            value: info" % (sp[4], tok)
    return C(art, "k8s/deployment.yaml", label="k8s env value")


def ctx_gha(sp, tok):
    art = "jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n    steps:\n      - uses: actions/checkout@v4" % (sp[4], tok)
    return C(art, ".github/workflows/deploy.yml", label="GitHub Actions env")


def ctx_diff(sp, tok):
    art = "--- a/.env.example\n+++ b/.env.example\n@@ -3,3 +3,4 @@\n LOG_LEVEL=info\n+%s=%s\n PORT=3000" % (sp[4], tok)
    return C(art, "the diff of the last commit", label="diff")


def ctx_props(sp, tok):
    art = "%s.api.base-url=https://%s\n%s.api.key=%s" % (vslug(sp[0]).replace("_", "-"), sp[7].split("/")[0] or "localhost", vslug(sp[0]).replace("_", "-"), tok)
    return C(art, "src/main/resources/application-prod.properties", label="properties")


def ctx_hcl(sp, tok):
    art = 'variable "%s" {\n  type      = string\n  default   = "%s"\n  sensitive = true\n}' % (sp[4].lower(), tok)
    return C(art, pick(["infra/variables.tf", "terraform/envs/stg/main.tf"]), label="HCL variable default")


def ctx_prose(sp, tok):
    return C(tok, pick(["the team chat", "the onboarding doc", "a comment in the ticket", "the wiki page"]), inline=True, label="prose")


def ctx_ps(sp, tok):
    return C('$env:%s = "%s"' % (sp[4], tok), "the PowerShell profile", inline=True, label="PowerShell env")


def ctx_compose(sp, tok):
    ex = extra_vendor_line(sp)
    exl = ("\n      - %s=%s" % ex) if ex else ""
    art = "services:\n  %s:\n    image: acme/%s:latest\n    environment:\n      - %s=%s%s\n      - TZ=Asia/Seoul" % (pick(SVCS), pick(SVCS), sp[4], tok, exl)
    return C(art, "docker-compose.override.yml", [ex[1]] if ex else [], label="compose environment" + (" (two providers)" if ex else ""))


def ctx_dockerfile(sp, tok):
    art = "FROM node:20-alpine\nWORKDIR /app\nENV %s=%s\nCOPY . .\nRUN npm ci && npm run build" % (sp[4], tok)
    return C(art, "Dockerfile", label="Dockerfile ENV")


def ctx_ruby(sp, tok):
    art = "%s.configure do |config|\n  config.api_key = \"%s\"\nend" % (sp[0].replace(" ", "").replace(".", "").replace("/", "").replace("(", "").replace(")", "").replace("&", "And"), tok)
    return C(art, "config/initializers/%s.rb" % vslug(sp[0]), label="Ruby initializer")


def ctx_php(sp, tok):
    art = "'%s' => [\n    'key' => env('%s', '%s'),\n]," % (vslug(sp[0]), sp[4], tok)
    return C(art, "config/services.php", label="PHP config fallback")


def ctx_java(sp, tok):
    art = 'private static final String %s = "%s";' % (sp[4], tok)
    return C(art, "src/main/java/com/acme/integration/%sClient.java" % camel(vslug(sp[0]).upper()).capitalize(), label="Java constant")


def ctx_csharp(sp, tok):
    art = '<appSettings>\n  <add key="%s" value="%s" />\n</appSettings>' % (sp[4], tok)
    return C(art, "Web.config (appSettings)", label="XML appSettings")


def ctx_table(sp, tok):
    art = "| env | var | value |\n|---|---|---|\n| staging | %s | %s |\n| prod | %s | (ask ops) |" % (sp[4], tok, sp[4])
    return C(art, "the wiki table", label="markdown table")


def ctx_systemd(sp, tok):
    art = "[Service]\nEnvironment=%s=%s\nExecStart=/usr/local/bin/%s --config /etc/%s.toml" % (sp[4], tok, pick(SVCS), pick(SVCS))
    return C(art, "/etc/systemd/system/%s.service" % pick(SVCS), label="systemd Environment")


def ctx_helm(sp, tok):
    art = "helm upgrade --install %s ./chart -n %s --set secrets.%s=%s" % (pick(SVCS), pick(["prod", "stg", "default"]), camel(sp[4]), tok)
    return C(art, "the deploy script", inline=True, label="helm --set")


def ctx_ghsecret(sp, tok):
    art = "gh secret set %s --repo acme/%s --body '%s'" % (sp[4], pick(SVCS), tok)
    return C(art, "the shell history", inline=True, label="gh secret set")


def ctx_jupyter(sp, tok):
    art = "%%env %s=%s" % (sp[4], tok) if chance(0.5) else 'os.environ["%s"] = "%s"' % (sp[4], tok)
    return C(art, "the notebook's first cell", inline=True, label="notebook cell")


def ctx_ini(sp, tok):
    art = "[%s]\nendpoint = https://%s\n%s = %s" % (vslug(sp[0]), sp[7].split("/")[0] or "localhost", pick(["api_key", "token", "secret"]), tok)
    return C(art, pick(["setup.cfg", "~/.config/%s/credentials" % vslug(sp[0]), "app.ini"]), label="INI")


def ctx_fish(sp, tok):
    return C("set -gx %s %s" % (sp[4], tok), "~/.config/fish/config.fish", inline=True, label="fish set -gx")


def ctx_cron(sp, tok):
    art = "0 3 * * * %s=%s /opt/%s/bin/run-report >> /var/log/report.log 2>&1" % (sp[4], tok, pick(SVCS))
    return C(art, "the crontab", inline=True, label="crontab")


def ctx_gitlabci(sp, tok):
    art = "variables:\n  %s: \"%s\"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh" % (sp[4], tok)
    return C(art, ".gitlab-ci.yml", label="GitLab CI variables")


CONTEXTS = [ctx_env, ctx_export, ctx_yaml, ctx_json, ctx_toml, ctx_curl, ctx_http, ctx_python, ctx_js, ctx_go,
            ctx_log, ctx_docker, ctx_k8s, ctx_gha, ctx_diff, ctx_props, ctx_hcl, ctx_prose, ctx_ps, ctx_compose,
            ctx_dockerfile, ctx_ruby, ctx_php, ctx_java, ctx_csharp, ctx_table, ctx_systemd, ctx_helm, ctx_ghsecret,
            ctx_jupyter, ctx_ini, ctx_fish, ctx_cron, ctx_gitlabci]


WHERE_KO = {"the terminal": "터미널", "the captured request": "캡처한 요청", "the worker log": "worker 로그",
            "the startup log": "기동 로그", "the run command in the README": "README의 실행 명령",
            "the diff of the last commit": "마지막 커밋 diff", "the team chat": "팀 채팅",
            "the onboarding doc": "온보딩 문서", "a comment in the ticket": "티켓 댓글", "the wiki page": "위키 페이지",
            "the shell history": "셸 히스토리", "the PowerShell profile": "PowerShell 프로필", "the wiki table": "위키 표",
            "the deploy script": "배포 스크립트", "the notebook's first cell": "노트북 첫 셀", "the crontab": "crontab",
            "the README": "README", "the ticket": "티켓", "the runbook": "런북"}


def where_l(lang, w):
    return WHERE_KO.get(w, w) if lang == "ko" else w


def fence(art, lang_hint=""):
    if "\n" in art and chance(0.45):
        return "```%s\n%s\n```" % (lang_hint, art)
    return art


# frames for a vendor token note.  {A}=artifact (block), {I}=artifact inline
VF_MC_BLOCK = {
    "en": [
        "The {svc} service kept getting 401 from {V}. I didn't know the key comes from {where}, not from the CI secrets:\n{A}",
        "Missing: which {V} credentials the {svc} job uses. Found them in {where}:\n{A}",
        "User pasted the {V} {what} so I could test the integration locally:\n{A}",
        "F|I had no idea {where} overrides the vault value for {svc}. Relevant part:\n{A}",
        "Nobody mentioned that {svc} talks to {V} directly. What I ran to reproduce the failure:\n{A}",
        "{V} calls from {svc} started failing after the rotation on {date}. The failing piece:\n{A}",
        "Setup of {svc} needs {aV} {what}; the one in the onboarding doc is expired. The working one:\n{A}",
        "Repo has no .env.example so I had to ask for values. For {V} I was given:\n{A}",
        "F|Context: {svc} staging uses a separate {V} account. From {where}:\n{A}",
        "Spent 40 min on {aV} auth error in {svc}. The config that finally worked ({where}):\n{A}",
        "F|{where} was not mentioned anywhere; {svc} reads its {V} {what} from it:\n{A}",
    ],
    "ko": [
        "{svc}에서 {V} 호출이 계속 401 났음. 키가 CI secret이 아니라 {where}에서 온다는 걸 몰랐음:\n{A}",
        "{svc} job이 어떤 {V} 자격증명을 쓰는지 몰랐는데 {where}에 있었음:\n{A}",
        "로컬에서 연동 테스트하라고 사용자가 {V} {what}[을] 붙여줌:\n{A}",
        "F|{where}[이] vault 값을 덮어쓴다는 걸 몰랐음. 해당 부분:\n{A}",
        "{svc}[이] {V}[을] 직접 호출한다는 얘기를 아무도 안 해줬음. 재현할 때 실행한 것:\n{A}",
        "{date} 키 rotation 이후 {svc}의 {V} 호출이 실패하기 시작함. 문제 부분:\n{A}",
        "{svc} 셋업에 {V} {what}[이] 필요한데 온보딩 문서에 있는 건 만료됨. 동작하는 건 이거:\n{A}",
        "repo에 .env.example이 없어서 값을 직접 물어봐야 했음. {V}[은] 이걸 받음:\n{A}",
        "F|{svc} staging은 별도 {V} 계정을 씀. {where} 내용:\n{A}",
        "{svc}의 {V} 인증 에러로 40분 날림. 결국 동작한 설정 ({where}):\n{A}",
        "F|{where} 얘기가 어디에도 없었는데 {svc}[이] 여기서 {V} {what}[을] 읽음:\n{A}",
    ],
}
VF_MC_INLINE = {
    "en": [
        "The {V} {what} for {svc} is {I} (I found it in {where}).",
        "User said in chat: \"just use {I} for now, it's the staging {V} key\".",
        "{svc} authenticates to {V} with {I}; I only learned that from {where}.",
    ],
    "ko": [
        "{svc}용 {V} {what}[은] {I} 임 ({where}에서 찾음).",
        "사용자가 채팅으로 \"일단 {I} 쓰세요, staging {V} 키예요\"라고 함.",
        "{svc}[은] {V}에 {I}[으로] 인증함. {where} 보고서야 알았음.",
    ],
}
VF_MC_INLINE_CMD = {
    "en": [
        "I didn't know how {svc} gets its {V} {what}; turns out someone ran `{I}` and never cleaned it up.",
        "{svc} worked locally only because of `{I}` in {where}; CI had nothing.",
        "The {V} {what} is set by this line in {where}: {I}",
    ],
    "ko": [
        "{svc}[이] {V} {what}[을] 어디서 받는지 몰랐는데, 누가 `{I}` 실행해놓고 안 지운 거였음.",
        "로컬에서만 {svc}[이] 됐던 건 {where}의 `{I}` 때문이었고 CI엔 아무것도 없었음.",
        "{V} {what}[은] {where}의 이 줄에서 설정됨: {I}",
    ],
}
VF_MC_PLAIN = {
    "en": [
        "I didn't know {svc} depends on {V} at all; the README only lists Postgres and Redis.",
        "Missing context: {svc} needs {aV} {what} at boot, otherwise it crashes with a KeyError on {VAR}.",
        "The {V} integration of {svc} has no staging sandbox, so every test hits the live API.",
        "It was unclear who owns the {V} account that {svc} uses.",
    ],
    "ko": [
        "{svc}[이] {V}에 의존한다는 걸 몰랐음. README엔 Postgres랑 Redis만 적혀 있음.",
        "{svc}[은] 부팅할 때 {V} {what}[이] 필요하고, 없으면 {VAR}에서 KeyError로 죽음.",
        "{svc}의 {V} 연동엔 staging sandbox가 없어서 테스트가 전부 live API를 침.",
        "{svc}[이] 쓰는 {V} 계정 담당자가 누군지 불분명했음.",
    ],
}
VF_LESSON = {
    "en": [
        "F|Check {where} first; it wins over the environment.",
        "{V} keys are per environment; a staging key against prod gives 401, not 403.",
        "The {V} client silently ignores {VAR} when a config file sets a key.",
        "Don't trust the onboarding doc for {V} credentials; ask the owner.",
        "Restart the worker after changing {VAR}; it is read only at boot.",
        "Run the smoke test with -v to see which key is actually sent.",
        "The 401 from {V} had nothing to do with the payload; it was always the key.",
        "",
    ],
    "ko": [
        "F|{where}부터 확인할 것. 환경변수보다 우선함.",
        "{V} 키는 환경별로 분리돼 있음. staging 키로 prod 호출하면 403이 아니라 401이 뜸.",
        "config 파일에 키가 있으면 {V} client가 {VAR}[을] 조용히 무시함.",
        "{V} 자격증명은 온보딩 문서 믿지 말고 담당자한테 물어볼 것.",
        "{VAR} 바꾼 뒤엔 worker 재시작 필요. 부팅 시에만 읽음.",
        "smoke test를 -v로 돌려야 실제로 어떤 키가 나가는지 보임.",
        "{V} 401은 payload랑 상관없었음. 항상 키 문제였음.",
        "",
    ],
}
VF_LESSON_BLOCK = {
    "en": ["Working setup for next time ({where}):\n{A}", "Next time use this directly instead of searching:\n{A}",
           "What finally fixed it:\n{A}"],
    "ko": ["다음에 쓸 동작 설정 ({where}):\n{A}", "다음엔 찾지 말고 이거 바로 쓰면 됨:\n{A}", "결국 이걸로 해결:\n{A}"],
}
VF_ASK = {
    "en": ["Which {V} account should {svc} use in staging?",
           "F|Where is the {V} {what} for {svc} supposed to live: {where} or the secret manager?",
           "Can you confirm whether the {V} key was rotated after {date}?",
           "Who owns the {V} integration of {svc}?", "", ""],
    "ko": ["staging에서 {svc}[이] 써야 하는 {V} 계정이 어느 건가요?",
           "F|{svc}의 {V} {what}[은] {where}에 두는 게 맞나요, secret manager로 옮기나요?",
           "{date} 이후에 {V} 키 rotation 했는지 확인 가능할까요?",
           "{svc}의 {V} 연동 담당자가 누구인가요?", "", ""],
}
VF_ASK_TOK = {
    "en": ["Is {T} still the active {V} {what}, or was it rotated?", "Should I keep {T} hard-coded or move it to the secret store?",
           "Can we revoke {T} now that it has been pasted here?"],
    "ko": ["{T} 아직 유효한 {V} {what}인가요, rotation 됐나요?", "{T} 하드코딩 그대로 둬도 되나요, secret store로 옮길까요?",
           "{T} 여기 붙여넣어졌으니 지금 revoke 해도 될까요?"],
}
VF_LESSON_TOK = {
    "en": ["Rotate {T} after this session; it was pasted into chat.", "The key that works is {T}; the one in the wiki is dead.",
           "{T} belongs to the staging project, not prod."],
    "ko": ["{T}[은] 채팅에 노출됐으니 세션 끝나면 rotation 필요.", "동작하는 키는 {T}이고 위키에 있는 건 죽은 키임.",
           "{T}[은] prod가 아니라 staging 프로젝트 키임."],
}


_JOSA = {"을": ("을", "를"), "은": ("은", "는"), "이": ("이", "가"), "과": ("과", "와"), "으로": ("으로", "로")}


def _batchim(text):
    """0 = ends in vowel, 1 = consonant, 2 = rieul (for 으로/로)."""
    t = text.rstrip(" )]`'\"")
    if t.endswith("(") or not t:
        return 0
    ch = t[-1]
    c = ord(ch)
    if 0xAC00 <= c <= 0xD7A3:
        j = (c - 0xAC00) % 28
        return 0 if j == 0 else (2 if j == 8 else 1)
    if ch.isdigit():
        return {"1": 2, "3": 1, "6": 1, "7": 2, "8": 2, "0": 1}.get(ch, 0)
    m = re.search(r"[A-Za-z]+$", t)
    if not m:
        return 0
    w = m.group(0)
    if len(w) >= 2 and w.isupper():
        return {"L": 2, "M": 1, "N": 1, "R": 2}.get(w[-1], 0)
    lw = w.lower()
    if lw.endswith("nc") or lw.endswith("ce"):
        return 0
    if lw[-1] == "l":
        return 2
    return 1 if lw[-1] in "cgkmnpt" else 0


def josa(text):
    def rep(m):
        b = _batchim(m.group(1))
        pair = _JOSA[m.group(2)]
        if m.group(2) == "으로":
            return m.group(1) + ("으로" if b == 1 else "로")
        return m.group(1) + (pair[0] if b else pair[1])
    return re.sub(r"(\S+?)\[(을|은|이|과|으로)\]", rep, text)


def fpick(lst, is_file):
    """frames tagged F| assume {where} is a file"""
    cand = [x for x in lst if is_file or not x.startswith("F|")]
    return _untag(pick(cand))


def _untag(x):
    return x[2:] if x.startswith("F|") else x


def fill(tmpl, **kw):
    out = _untag(tmpl)
    for k, v in kw.items():
        out = out.replace("{" + k + "}", v)
    return out


def vendor_note(lang, sp):
    tok = sp[5]()
    ctxs = CONTEXTS[:]
    while True:
        cf = pick(ctxs)
        c = cf(sp, tok)
        if c is not None:
            break
    secrets = ([tok] if tok in c["art"] else []) + c["extra"]
    what = sp[2] if lang == "en" else sp[3]
    kw = dict(V=sp[0], aV=art_en(sp[0]), what=what, where=where_l(lang, c["where"]), svc=pick(SVCS), VAR=sp[4], date=date())
    A = fence(c["art"])
    isf = c["where"] not in WHERE_KO and c["where"] != "direnv .envrc"
    mc = lesson = ask = None
    r = R.random()
    if c["inline"] and r < 0.35:
        mc = fill(pick((VF_MC_INLINE if c["label"] == "prose" else VF_MC_INLINE_CMD)[lang]), I=c["art"], **kw)
    elif r < 0.8:
        mc = fill(fpick(VF_MC_BLOCK[lang], isf), A=A, **kw)
    else:
        mc = fill(pick(VF_MC_PLAIN[lang]), **kw)
        lesson = fill(pick(VF_LESSON_BLOCK[lang]), A=A, **kw)
    if lesson is None:
        if chance(0.15):
            lesson = fill(pick(VF_LESSON_TOK[lang]), T=tok, **kw)
            if tok not in secrets:
                secrets.append(tok)
        else:
            lesson = fill(fpick(VF_LESSON[lang], isf), **kw)
    if chance(0.12) and len(tok) < 120:
        ask = fill(pick(VF_ASK_TOK[lang]), T=tok, **kw)
        if tok not in secrets:
            secrets.append(tok)
    else:
        ask = fill(fpick(VF_ASK[lang], isf), **kw)
    cat = "%s: %s [%s]" % (c["label"], sp[2], sp[0])
    return cat, mc, lesson, ask, secrets


# =============================================================== special secret templates
SECRET_TPLS = []     # (function, weight)


VARIANTS = {"s_private_key": 6, "s_recovery_codes": 7, "s_bootstrap_output": 8, "s_webhook_url": 7,
            "s_session_cookie": 7, "s_infra_passwords": 9, "s_kube": 4, "s_cloud_pair": 14,
            # templates below do not read kpick(); listing them just plans them several times
            "s_multi_env": 4, "s_oauth_client": 4, "s_password_prose": 4, "s_db_url": 4,
            "s_registry_config": 5, "s_dotfile": 5, "s_cli_password": 4, "s_framework_secret": 4}


def stpl(weight=1):
    def deco(f):
        SECRET_TPLS.append((f, weight))
        return f
    return deco


def forced(f, k):
    def maker(lang):
        FORCE_K["k"] = k
        try:
            return f(lang)
        finally:
            FORCE_K["k"] = None
    maker.restructure = True
    maker.__name__ = "%s[k=%d]" % (f.__name__, k)
    return maker


def gl(lang, key, **kw):
    """generic lesson / ask sentences"""
    pools = {
        "rotate": (["Rotate these after the session; they ended up in the transcript.",
                    "Credentials in that file are long-lived; nobody rotates them.",
                    "This should come from the secret manager, not from a file in the repo.", ""],
                   ["세션 끝나면 이건 rotation 해야 함. 대화 기록에 남았음.", "그 파일의 자격증명은 수명이 길고 아무도 rotation 안 함.",
                    "이건 repo 안 파일이 아니라 secret manager에서 와야 함.", ""]),
        "ask_owner": (["Who owns these credentials, and is there a staging copy?", "Is there a read-only key I should use instead?",
                       "Can I get my own key instead of the shared one?", "", ""],
                      ["이 자격증명 담당자가 누구고 staging용이 따로 있나요?", "대신 써야 할 read-only 키가 있나요?",
                       "공용 키 말고 제 키를 따로 받을 수 있나요?", "", ""]),
    }
    en, ko = pools[key]
    return fill(pick(en if lang == "en" else ko), **kw)


REGIONS = ["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1", "us-west-2", "ap-southeast-1"]


@stpl(3)
def s_aws_credentials_file(lang):
    ids = [tok_aws_id() for _ in range(R.choice([1, 1, 2]))]
    secs = [tok_aws_secret() for _ in ids]
    profs = ["default", pick(["prod", "stg", "legacy-admin", "deploy", "sandbox"])]
    blocks = []
    for i, (a, s) in enumerate(zip(ids, secs)):
        blocks.append("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (profs[i], a, s, pick(REGIONS)))
    art = "\n\n".join(blocks)
    mc = T(lang, "`aws sts get-caller-identity` returned the wrong account. I didn't know ~/.aws/credentials on the build box had a static profile:\n",
           "`aws sts get-caller-identity` 결과가 엉뚱한 계정이었음. 빌드 서버의 ~/.aws/credentials에 static profile이 있는 걸 몰랐음:\n") + fence(art, "ini")
    lesson = T(lang, "AWS_PROFILE is ignored when AWS_ACCESS_KEY_ID is exported; unset it first.",
               "AWS_ACCESS_KEY_ID가 export돼 있으면 AWS_PROFILE은 무시됨. 먼저 unset 할 것.")
    return "aws credentials file [AWS]", mc, pick([lesson, gl(lang, "rotate")]), gl(lang, "ask_owner"), ids + secs


@stpl(2)
def s_aws_session_env(lang):
    a, s, t = tok_aws_sts_id(), tok_aws_secret(), tok_aws_session()
    art = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (a, s, t)
    mc = T(lang, "The assume-role script prints temporary creds; the user pasted its output so I could run terraform plan:\n",
           "assume-role 스크립트가 임시 자격증명을 출력하는데, terraform plan 돌리라고 사용자가 출력을 그대로 붙여줌:\n") + art
    lesson = T(lang, "Session creds expire after 1h; plan failed halfway with ExpiredToken.", "세션 자격증명은 1시간 뒤 만료됨. plan 중간에 ExpiredToken으로 실패함.")
    return "shell export: STS session credentials [AWS]", mc, lesson, "", [a, s, t]


@stpl(2)
def s_aws_split(lang):
    a, s = tok_aws_id(), tok_aws_secret()
    mc = T(lang, "Upload to s3://acme-reports-%s failed with SignatureDoesNotMatch. The CI log shows it signs with access key %s, which I did not recognise." % (pick(["prod", "stg"]), a),
           "s3://acme-reports-%s 업로드가 SignatureDoesNotMatch로 실패함. CI 로그상 access key %s로 서명하는데 처음 보는 키였음." % (pick(["prod", "stg"]), a))
    lesson = T(lang, "The secret paired with that key in the Jenkins credential store had a trailing newline. Correct value: %s" % s,
               "Jenkins credential store에 그 키와 짝인 secret 끝에 개행이 붙어 있었음. 올바른 값: %s" % s)
    ask = T(lang, "Should the report job keep using a static IAM user key at all?", "report job이 계속 static IAM user 키를 써야 하나요?")
    return "values split across fields: access key id + secret [AWS]", mc, lesson, ask, [a, s]


@stpl(2)
def s_s3_presigned(lang):
    sts = chance(0.35)
    a = tok_aws_sts_id() if sts else tok_aws_id()
    sig = hx(64)
    reg = pick(REGIONS)
    d = "2025%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    url = ("https://acme-exports.s3.%s.amazonaws.com/reports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (reg, uuid4(), a, d, reg, d, R.randint(0, 23), R.randint(0, 59), pick([3600, 604800, 900])))
    secrets = [a, sig]
    if sts:
        tokq = pct(tok_aws_session()[:R.randint(200, 260)])
        url += "&X-Amz-Security-Token=" + tokq
        secrets.append(tokq)
    url += "&X-Amz-Signature=" + sig
    mc = T(lang, "Customer said the export link 403s. The link they forwarded:\n%s" % url,
           "고객이 export 링크가 403 난다고 함. 전달받은 링크:\n%s" % url)
    lesson = T(lang, "Presigned URLs die when the signing role session ends, not at X-Amz-Expires.",
               "presigned URL은 X-Amz-Expires가 아니라 서명한 role 세션이 끝나면 죽음.")
    return "signed URL: S3 presigned [AWS]", mc, lesson, "", secrets


@stpl(1)
def s_gcs_signed(lang):
    sig = hx(512)
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["exporter", "cdn-signer", "uploader"]), pick(["acme-prod", "hanbit-data", "kumo-stg"]))
    url = ("https://storage.googleapis.com/acme-media/videos/%s.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F20250312%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=20250312T031500Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (rs(10, ANL), pct(sa), sig))
    mc = T(lang, "Signed download URL generated by the worker (copied from the ticket):\n", "worker가 만든 signed download URL (티켓에서 복사):\n") + url
    return "signed URL: GCS V4 [Google Cloud]", mc, T(lang, "Clock skew on the worker makes these fail with 400.", "worker 시계가 틀어지면 400으로 실패함."), "", [sig]


@stpl(2)
def s_azure_storage(lang):
    acct = pick(["acmeprodstore", "hanbitlogs", "kumostg01", "mediaassetskr"])
    key = b64(64)
    if chance(0.5):
        art = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        sec = [key]
        cat = "connection string: storage account key [Azure]"
    else:
        sig = pct(b64(32))
        art = ("https://%s.blob.core.windows.net/uploads/%s.zip?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-%02d-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (acct, rs(8, ANL), R.randint(1, 12), sig))
        sec = [sig]
        cat = "signed URL: SAS token [Azure]"
    mc = T(lang, "The uploader Function reads this from local.settings.json, which I did not know existed:\n",
           "uploader Function이 local.settings.json에서 이걸 읽는데, 그 파일이 있는 줄 몰랐음:\n") + art
    return cat, mc, gl(lang, "rotate"), gl(lang, "ask_owner"), sec


@stpl(1)
def s_azure_servicebus(lang):
    k = b64(32)
    art = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-orders", "hanbit-events"]), k)
    mc = T(lang, "Queue consumer in %s wouldn't start: `UnauthorizedAccessException`. appsettings had\n\"ServiceBus\": \"%s\"" % (pick(SVCS), art),
           "%s의 queue consumer가 `UnauthorizedAccessException`으로 안 뜸. appsettings 값:\n\"ServiceBus\": \"%s\"" % (pick(SVCS), art))
    lesson = T(lang, "RootManageSharedAccessKey has Manage rights; a Listen-only policy is enough for consumers.",
               "RootManageSharedAccessKey는 Manage 권한까지 있음. consumer는 Listen 전용 policy면 충분함.")
    return "connection string: Service Bus SAS key [Azure]", mc, lesson, "", [k]


@stpl(2)
def s_azure_sp(lang):
    app, ten = uuid4(), uuid4()
    sec = rs(3, AN) + R.choice(DG) + "Q~" + rs(34, AN + "_~.-")
    if chance(0.5):
        art = "az login --service-principal -u %s -p '%s' --tenant %s" % (app, sec, ten)
        lab = "shell: az login -p"
    else:
        art = "AZURE_CLIENT_ID=%s\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_SECRET=%s" % (app, ten, sec)
        lab = ".env: client secret"
    mc = T(lang, "Deployment pipeline logs in as a service principal. I only found how by reading the old runbook:\n",
           "배포 파이프라인은 service principal로 로그인함. 예전 런북 읽고서야 방법을 알았음:\n") + art
    lesson = T(lang, "Client secrets expire after 6 months here; the AADSTS7000222 error means exactly that.",
               "여기 client secret은 6개월마다 만료됨. AADSTS7000222 에러가 바로 그 뜻임.")
    return lab + " [Azure Entra ID]", mc, lesson, gl(lang, "ask_owner"), [sec]


def rsa_pkcs8_lines(nlines):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(48 * nlines)
    return wrap(base64.b64encode(der).decode(), 64)[:nlines]


@stpl(2)
def s_gcp_sa_json(lang):
    proj = pick(["acme-prod-341207", "hanbit-analytics", "kumo-ml-stg", "pay-core-infra"])
    lines = rsa_pkcs8_lines(R.randint(2, 4))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
    art = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
           '  "client_email": "ci-deployer@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (proj, hx(40), pk, proj, num(21)))
    mc = T(lang, "BigQuery load failed with invalid_grant. The key file checked into ops/keys/ looks like this:\n",
           "BigQuery load가 invalid_grant로 실패함. ops/keys/에 커밋돼 있던 키 파일 내용:\n") + art
    lesson = T(lang, "invalid_grant here meant the key was disabled in IAM, not a clock problem.",
               "여기서 invalid_grant는 시계 문제가 아니라 IAM에서 키가 비활성화됐다는 뜻이었음.")
    return "JSON: service account private key lines [Google Cloud]", mc, lesson, gl(lang, "ask_owner"), lines


CN_PAIRS = [
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: "LTAI5t" + rs(18, AN), lambda: rs(30, AN), "aliyun configure --mode AK --access-key-id {a} --access-key-secret {s} --region cn-hangzhou"),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY", lambda: "AKID" + rs(32, AN), lambda: rs(32, AN), "tccli configure set secretId {a} secretKey {s}"),
    ("Huawei Cloud", "HUAWEICLOUD_SDK_AK", "HUAWEICLOUD_SDK_SK", lambda: rs(20, ANU), lambda: rs(40, AN), "hcloud configure set --cli-access-key={a} --cli-secret-key={s}"),
    ("Baidu AI Cloud", "BCE_ACCESS_KEY_ID", "BCE_SECRET_ACCESS_KEY", lambda: hx(32), lambda: hx(32), ""),
    ("Volcengine", "VOLCENGINE_ACCESS_KEY", "VOLCENGINE_SECRET_KEY", lambda: "AKLT" + rs(40, B64U), lambda: rs(56, B64) + "==", ""),
    ("Qiniu", "QINIU_ACCESS_KEY", "QINIU_SECRET_KEY", lambda: rs(40, B64U), lambda: rs(40, B64U), "qshell account {a} {s} acme-admin"),
    ("Naver Cloud", "NCLOUD_ACCESS_KEY_ID", "NCLOUD_SECRET_KEY", lambda: rs(20, ANU), lambda: rs(40, AN), ""),
    ("Naver Cloud", "NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY", lambda: "ncp_iam_BPAMKR" + rs(6, ANU), tok_ncp_new, ""),
    ("MinIO", "MINIO_ACCESS_KEY", "MINIO_SECRET_KEY", lambda: rs(20, ANU), lambda: rs(40, AN + "+/"), "mc alias set local http://minio.internal:9000 {a} {s}"),
    ("Scaleway", "SCW_ACCESS_KEY", "SCW_SECRET_KEY", lambda: "SCW" + rs(17, ANU), uuid4, ""),
    ("Sakura Cloud", "SAKURACLOUD_ACCESS_TOKEN", "SAKURACLOUD_ACCESS_TOKEN_SECRET", uuid4, lambda: rs(64, AN), ""),
    ("Oracle Cloud", "OCI_S3_ACCESS_KEY_ID", "OCI_S3_SECRET_ACCESS_KEY", lambda: hx(40), lambda: rs(43, B64) + "=", ""),
    ("Cloudflare R2", "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY", lambda: hx(32), lambda: hx(64), ""),
    ("Backblaze B2", "B2_APPLICATION_KEY_ID", "B2_APPLICATION_KEY", lambda: "005" + hx(22), lambda: "K005" + rs(27, AN + "/+"), ""),
]


@stpl(8)
def s_cloud_pair(lang):
    v, va, vs, ga, gs, cli = CN_PAIRS[kpick(0, len(CN_PAIRS) - 1)]
    a, s = ga(), gs()
    style = R.random()
    if cli and style < 0.4:
        art = cli.format(a=a, s=s)
        lab = "shell: CLI configure"
    elif style < 0.75:
        art = "%s=%s\n%s=%s" % (va, a, vs, s)
        lab = ".env: key pair"
    else:
        art = "storage:\n  provider: %s\n  endpoint: %s\n  access_key: %s\n  secret_key: %s" % (vslug(v), pick(["oss-cn-hangzhou.aliyuncs.com", "kr.object.ncloudstorage.com", "s3.fr-par.scw.cloud", "minio.internal:9000", "objectstorage.ap-seoul-1.oraclecloud.com"]), a, s)
        lab = "YAML: key pair"
    mc = P(lang, ["The object-storage sync in %s uses %s key pair that is not in the secret store. From the box:\n%s" % (pick(SVCS), art_en(v), art),
                  "Backups to %s silently stopped on %s. The credentials the cron job uses:\n%s" % (v, date(), art),
                  "I was missing how %s authenticates to %s. The user pasted:\n%s" % (pick(SVCS), v, art)],
              ["%s의 object storage 동기화가 secret store에 없는 %s 키 페어를 씀. 서버에서 확인한 값:\n%s" % (pick(SVCS), v, art),
               "%s 백업이 %s부터 조용히 멈춤. cron job이 쓰는 자격증명:\n%s" % (v, date(), art),
               "%s[이] %s에 어떻게 인증하는지 몰랐는데 사용자가 붙여줌:\n%s" % (pick(SVCS), v, art)])
    lesson = P(lang, ["The %s SDK picks up the env vars before the config file." % v, "Endpoint region must match the bucket region or you get a signature error.", ""],
               ["%s SDK는 config 파일보다 환경변수를 먼저 읽음." % v, "endpoint region이 bucket region이랑 다르면 signature 에러가 남.", ""])
    return "%s [%s]" % (lab, v), mc, lesson, gl(lang, "ask_owner"), [a, s]


# ------------------------------------------------------------------- password styles
WORDS = ["velvet", "canyon", "pistol", "orbit", "maple", "harbor", "lantern", "tiger", "glacier", "pepper", "rocket",
         "meadow", "cobalt", "falcon", "silver", "thunder", "walnut", "copper", "breeze", "saddle", "violin", "timber",
         "crystal", "badger", "anchor", "ember", "jungle", "marble", "nectar", "oyster", "pillow", "quartz", "raven",
         "sunset", "tundra", "umbrella", "vapor", "willow", "yonder", "zebra", "bamboo", "cactus", "dolphin", "feather",
         "garlic", "hammock", "igloo", "jasmine", "kettle", "lemon", "mango", "noodle", "olive", "parrot", "radish"]
HUMAN_BASE = ["Summer", "Winter", "Spring", "Autumn", "Welcome", "Dragon", "Monkey", "Sunshine", "Bluebird", "Princess",
              "Football", "Baseball", "Hanbit", "Seoul", "Busan", "Jeju", "Kimchi", "Bulgogi", "Minsu", "Jiyeon", "Doge",
              "Galaxy", "Pororo", "Tteokbokki", "Company", "Acme", "Shadow", "Master", "Letmein"]
KO_WORDS = ["사랑해", "안녕하세요", "비밀번호", "행복", "우리집", "강아지", "고양이", "하늘", "바다", "서울", "부산", "김치",
            "초코", "별빛", "토끼", "호랑이", "봄날", "감자", "딸기", "회사", "우리팀", "개발자", "보안", "관리자", "운영"]
SYMS = "!@#$%^&*"


def pw_human():
    b = pick(HUMAN_BASE)
    style = R.randint(0, 6)
    if style == 0:
        return b + str(R.randint(2015, 2026)) + pick(SYMS)
    if style == 1:
        return b.lower() + str(R.randint(100, 9999)) + pick(["!", "!!", "@", "#"])
    if style == 2:
        return pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "1qaz2wsx", "q1w2e3r4"]) + pick(SYMS) + str(R.randint(1, 99))
    if style == 3:
        return b.replace("a", "@").replace("o", "0").replace("e", "3") + str(R.randint(1, 99)) + pick(SYMS)
    if style == 4:
        return b + pick(SYMS) + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28))
    if style == 5:
        return pick(["P@ssw0rd", "Passw0rd", "Adm1n", "Welc0me", "Qwerty"]) + pick(SYMS) + str(R.randint(2019, 2026))
    return b + pick(["_", ".", "-"]) + pick(WORDS) + str(R.randint(1, 99))


def pw_kokey():
    w = pick(KO_WORDS)
    k = ko_keys(w)
    return pick([k + str(R.randint(1, 9999)) + pick(SYMS), k.capitalize() + pick(SYMS) + str(R.randint(10, 99)),
                 k + pick(["1004", "0415", "1234", "7942", "2580"]) + pick(["!", "!!", "@"]) ])


def pw_hangul():
    return pick(KO_WORDS) + pick(KO_WORDS) + str(R.randint(10, 9999)) + pick(SYMS)


def pw_random(n=None):
    n = n or R.randint(14, 24)
    return rs(n, AN + "!@#%^&*-_=+")


def pw_urlsafe(n=None):
    return rs(n or R.randint(16, 32), AN)


def pw_passphrase():
    ws = R.sample(WORDS, R.randint(4, 6))
    sep = pick([" ", "-", ".", "_"])
    if chance(0.3):
        ws[R.randrange(len(ws))] += str(R.randint(1, 99))
    return sep.join(ws)


def pw_any():
    f = pick([pw_human, pw_human, pw_kokey, pw_random, pw_random, pw_urlsafe, pw_passphrase])
    p = f()
    while len(p) < 8:
        p = f()
    return p


def pw_url_ok():
    """password that still looks fine inside a URL after percent-encoding"""
    while True:
        p = pick([pw_human, pw_kokey, pw_random, pw_urlsafe])()
        if len(p) >= 8:
            return p


DBS = [("postgresql", 5432, "postgres"), ("mysql", 3306, "root"), ("mongodb+srv", 0, "app"), ("redis", 6379, ""),
       ("amqp", 5672, "guest"), ("mariadb", 3306, "app")]


@stpl(6)
def s_db_url(lang):
    scheme, port, _ = pick(DBS)
    user = pick(["app", "svc_orders", "readonly", "admin", "etl", "api_user", "django", "metabase"])
    pw = pw_url_ok()
    enc = pct(pw)
    host = pick({"postgresql": ["db.internal", "pg-prod-1.cxq3ab9z.ap-northeast-2.rds.amazonaws.com", "10.0.12.34", "ep-cool-sea-a1b2c3d4.ap-southeast-1.aws.neon.tech"],
                 "mysql": ["mysql-stg.acme.local", "10.0.12.41", "aurora-prod.cluster-cxq3ab9z.ap-northeast-2.rds.amazonaws.com"],
                 "mariadb": ["mariadb.internal", "10.0.7.9"],
                 "mongodb+srv": ["cluster0.x7k2p.mongodb.net", "prod-shard.ab12c.mongodb.net"],
                 "redis": ["redis-12345.c1.ap-northeast-1-1.ec2.cloud.redislabs.com", "redis.internal", "master.cache-prod.abc123.apn2.cache.amazonaws.com"],
                 "amqp": ["rabbitmq.internal", "b-1234abcd.mq.ap-northeast-2.amazonaws.com"]}[scheme])
    if scheme == "mongodb+srv":
        url = "mongodb+srv://%s:%s@%s/orders?retryWrites=true&w=majority" % (user, enc, host)
    elif scheme == "redis":
        url = "redis%s://%s:%s@%s:%d/0" % (pick(["", "s"]), pick(["", "default"]), enc, host, port)
    elif scheme == "amqp":
        url = "amqps://%s:%s@%s:5671/%s" % (user, enc, host, pick(["%2F", "orders"]))
    else:
        url = "%s://%s:%s@%s:%d/%s" % (scheme, user, enc, host, port, pick(["app", "orders", "analytics", "acme_prod"]))
    var = pick(["DATABASE_URL", "DB_URL", "SQLALCHEMY_DATABASE_URI", "MONGO_URI", "REDIS_URL", "BROKER_URL", "spring.datasource.url"])
    art = "%s=%s" % (var, url) if chance(0.6) else url
    mc = P(lang, ["Migrations ran against the wrong database; I didn't know %s in the deploy env pointed at prod:\n%s" % (var, art),
                  "Connection string used by %s (from the user's terminal):\n%s" % (pick(SVCS), art),
                  "Local tests need the shared dev DB. Value the user gave me:\n%s" % art,
                  "%s started timing out; the pool config reads this URL:\n%s" % (pick(SVCS), art)],
              ["배포 환경의 %s가 prod를 가리키는 걸 몰라서 migration이 엉뚱한 DB에 돌았음:\n%s" % (var, art),
               "%s가 쓰는 connection string (사용자 터미널에서 복사):\n%s" % (pick(SVCS), art),
               "로컬 테스트에 공용 dev DB가 필요함. 사용자가 준 값:\n%s" % art,
               "%s가 timeout 나기 시작함. pool 설정이 읽는 URL:\n%s" % (pick(SVCS), art)])
    secrets = [enc]
    lesson = P(lang, ["Special characters in the password must be percent-encoded in the URL.", "The pooler port is different from the direct port.", ""],
               ["URL 안의 비밀번호 특수문자는 percent-encoding 해야 함.", "pooler 포트랑 direct 포트가 다름.", ""])
    if enc != pw and chance(0.5):
        lesson = T(lang, "The raw password is %s; in the URL it has to be written as above." % pw,
                   "원래 비밀번호는 %s 이고, URL에는 위처럼 인코딩해서 써야 함." % pw)
        secrets.append(pw)
    return "connection URL: password (%s)" % scheme, mc, lesson, gl(lang, "ask_owner"), secrets


@stpl(3)
def s_connstr_kv(lang):
    pw = pw_any().replace(";", "!")
    kind = R.randint(0, 3)
    if kind == 0:
        art = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(["acme-sql", "hanbit-erp"]), pick(["Orders", "Erp"]), pick(["sqladmin", "app"]), pw)
        lab = "ADO.NET connection string"
    elif kind == 1:
        art = "jdbc:sqlserver://10.20.%d.%d:1433;databaseName=erp;user=sa;password=%s;trustServerCertificate=true" % (R.randint(0, 255), R.randint(1, 254), pw)
        lab = "JDBC SQL Server"
    elif kind == 2:
        art = "host=%s port=5432 dbname=app user=%s password=%s sslmode=require" % (pick(["pg.internal", "10.1.4.20"]), pick(["app", "report"]), pw)
        lab = "libpq keyword/value"
    else:
        art = "Data Source=ORCLPDB1;User Id=HR_APP;Password=%s;Min Pool Size=2;" % pw
        lab = "ODP.NET Oracle"
    mc = T(lang, "The legacy report service connects with a hard-coded string I didn't know about:\n", "레거시 리포트 서비스가 내가 몰랐던 하드코딩 문자열로 접속함:\n") + art
    return lab + ": Password=", mc, gl(lang, "rotate"), gl(lang, "ask_owner"), [pw]


@stpl(5)
def s_cli_password(lang):
    pw = pw_any()
    while "'" in pw or " " in pw:
        pw = pw_any()
    u = pick(["root", "admin", "deploy", "app", "dba", "postgres"])
    h = pick(["10.0.3.15", "db-stg.internal", "127.0.0.1", "mysql.acme.local", "bastion.acme.io"])
    cmds = [
        ("mysql -u %s -p'%s' -h %s orders" % (u, pw, h), "mysql -p attached password"),
        ("mysql -u%s -p%s -h %s -e 'SHOW PROCESSLIST'" % (u, pw, h), "mysql -p attached password"),
        ("PGPASSWORD='%s' psql -h %s -U %s -d app -c '\\dt'" % (pw, h, u), "PGPASSWORD env prefix"),
        ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (h, pw), "redis-cli -a"),
        ("sshpass -p '%s' ssh -p 2222 %s@%s" % (pw, u, h), "sshpass -p"),
        ("mongosh \"mongodb://%s@%s:27017\" -u %s -p '%s' --authenticationDatabase admin" % (u, h, u, pw), "mongosh -p"),
        ("echo '%s' | docker login registry.acme.io -u %s --password-stdin" % (pw, u), "docker login password-stdin echo"),
        ("docker login -u %s -p '%s' harbor.acme.io" % (u, pw), "docker login -p"),
        ("sqlcmd -S %s -U sa -P '%s' -Q 'SELECT @@VERSION'" % (h, pw), "sqlcmd -P"),
        ("smbclient //fileserver/share -U 'ACME\\%s%%%s'" % (u, pw), "smbclient user%pass"),
        ("xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore" % (h, u, pw), "xfreerdp /p:"),
        ("ldapsearch -x -H ldap://ldap.acme.local -D 'cn=%s,dc=acme,dc=local' -w '%s' '(uid=kim)'" % (u, pw), "ldapsearch -w"),
        ("wget --user=%s --password='%s' https://artifacts.acme.local/builds/latest.tar.gz" % (u, pw), "wget --password"),
        ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, "openssl -passout pass:"),
        ("zip -P '%s' -r export.zip ./reports" % pw, "zip -P"),
        ("7z a -p'%s' backup.7z /srv/backup" % pw, "7z -p"),
        ("htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, pw), "htpasswd -b"),
        ("echo '%s:%s' | sudo chpasswd" % (u, pw), "chpasswd echo"),
        ("rabbitmqctl change_password %s '%s'" % (u, pw), "rabbitmqctl change_password"),
        ("keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -srcstorepass '%s' -deststorepass '%s'" % (pw, pw), "keytool -storepass"),
        ("net use Z: \\\\fs01\\deploy /user:ACME\\%s %s" % (u, pw), "net use password"),
        ("lftp -u %s,'%s' sftp://%s" % (u, pw, h), "lftp -u user,pass"),
        ("ansible all -i hosts.ini -m ping -e 'ansible_user=%s ansible_password=%s'" % (u, pw), "ansible -e ansible_password"),
        ("mysqldump -h %s -P 3307 -u %s --password='%s' erp > erp.sql" % (h, u, pw), "mysqldump --password"),
        ("curl -u %s:'%s' https://nexus.acme.local/service/rest/v1/repositories" % (u, pw), "curl -u user:pass"),
        ("ipmitool -I lanplus -H 10.9.0.%d -U ADMIN -P '%s' chassis power status" % (R.randint(2, 250), pw), "ipmitool -P"),
    ]
    cmd, lab = pick(cmds)
    mc = P(lang, ["Command the user ran before handing the task over (from their shell history):\n$ %s" % cmd,
                  "I didn't know the box had no key-based auth; the user's workaround was:\n%s" % cmd,
                  "To reproduce, the runbook says to run:\n%s" % cmd,
                  "User pasted this from their terminal:\n```\n$ %s\n```" % cmd],
              ["작업 넘기기 전에 사용자가 실행한 명령 (셸 히스토리에서):\n$ %s" % cmd,
               "그 서버는 key 기반 인증이 없다는 걸 몰랐음. 사용자가 쓰던 우회 방법:\n%s" % cmd,
               "재현하려면 런북에 이걸 실행하라고 돼 있음:\n%s" % cmd,
               "사용자가 터미널에서 붙여넣은 내용:\n```\n$ %s\n```" % cmd])
    lesson = P(lang, ["Passwords on the command line end up in shell history and `ps`; use a prompt or a file.",
                      "The account is shared between three teams, so changing it breaks other jobs.", ""],
               ["커맨드라인에 비밀번호 넣으면 셸 히스토리랑 `ps`에 남음. prompt나 파일을 쓸 것.",
                "이 계정은 세 팀이 같이 써서 바꾸면 다른 job이 깨짐.", ""])
    return "shell: " + lab, mc, lesson, gl(lang, "ask_owner"), [pw]


@stpl(7)
def s_registry_config(lang):
    k = R.randint(0, 12)
    user = pick(["ci-bot", "deploy", "kim.jiho", "build", "svc-release"])
    if k == 0:
        t = "npm_" + rs(36, AN)
        art = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t
        f, v, sec = ".npmrc", "npm", [t]
    elif k == 1:
        t = "ghp_" + rs(36, AN)
        art = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % t
        f, v, sec = ".npmrc", "GitHub Packages", [t]
    elif k == 2:
        t = tok_pypi()
        art = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t
        f, v, sec = "~/.pypirc", "PyPI", [t]
    elif k == 3:
        t = "glpat-" + rs(20, B64U)
        art = "[global]\nextra-index-url = https://__token__:%s@gitlab.acme.io/api/v4/projects/%d/packages/pypi/simple" % (t, R.randint(10, 999))
        f, v, sec = "pip.conf", "GitLab", [t]
    elif k == 4:
        pw = pw_any()
        blob = b64s(user + ":" + pw)
        art = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(["harbor.acme.io", "registry.gitlab.com", "https://index.docker.io/v1/", "acme.azurecr.io"]), blob)
        f, v, sec = "~/.docker/config.json", "Docker registry", [blob]
    elif k == 5:
        pw = pw_any()
        art = "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (user, pw)
        f, v, sec = "~/.m2/settings.xml", "Maven", [pw]
    elif k == 6:
        t = "cmVmdGtuOjAxOjE3" + rs(48, AN)
        art = "artifactoryUser=%s\nartifactoryPassword=%s\norg.gradle.jvmargs=-Xmx4g" % (user, t)
        f, v, sec = "~/.gradle/gradle.properties", "JFrog Artifactory", [t]
    elif k == 7:
        pw = pw_any()
        art = ('<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (user, pw))
        f, v, sec = "NuGet.Config", "NuGet feed", [pw]
    elif k == 8:
        t = "ghp_" + rs(36, AN)
        art = '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % t
        f, v, sec = "auth.json (composer)", "Composer/GitHub", [t]
    elif k == 9:
        t = "npm_" + rs(36, AN)
        art = 'npmScopes:\n  acme:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % t
        f, v, sec = ".yarnrc.yml", "npm", [t]
    elif k == 10:
        t = "cio" + rs(32, AN)
        art = '[registry]\ntoken = "%s"' % t
        f, v, sec = "~/.cargo/credentials.toml", "crates.io", [t]
    elif k == 11:
        t = "rubygems_" + hx(48)
        art = "GEM_HOST_API_KEY=%s gem push pkg/acme-client-%d.%d.%d.gem" % (t, R.randint(0, 3), R.randint(0, 20), R.randint(0, 9))
        f, v, sec = "the release script", "RubyGems", [t]
    else:
        pw = pw_any()
        art = "helm repo add acme-charts https://charts.acme.io --username %s --password '%s'" % (user, pw.replace("'", ""))
        f, v, sec = "the CI script", "Helm repo", [pw.replace("'", "")]
    mc = P(lang, ["`install` failed with 401 in CI but worked for the user, because their %s has credentials that CI lacks:\n%s" % (f, fence(art)),
                  "The private package source is configured in %s, which I didn't know about:\n%s" % (f, fence(art)),
                  "Publishing needs %s; the user shared their copy:\n%s" % (f, fence(art))],
              ["CI에선 install이 401인데 사용자 로컬에선 됐음. 사용자 %s에 CI엔 없는 자격증명이 있었기 때문:\n%s" % (f, fence(art)),
               "private package source가 %s에 설정돼 있다는 걸 몰랐음:\n%s" % (f, fence(art)),
               "배포(publish)에 %s가 필요해서 사용자가 자기 파일을 공유해줌:\n%s" % (f, fence(art))])
    lesson = P(lang, ["Tokens in home-directory config files are easy to miss when debugging CI.", "CI needs its own read-only token for the private registry.", ""],
               ["홈 디렉터리 config 파일의 토큰은 CI 디버깅할 때 놓치기 쉬움.", "CI용 private registry read-only 토큰이 따로 필요함.", ""])
    return "%s credentials [%s]" % (f, v), mc, lesson, gl(lang, "ask_owner"), sec


@stpl(4)
def s_git_remote(lang):
    k = R.randint(0, 4)
    if k == 0:
        t = "ghp_" + rs(36, AN)
        url = "https://%s:%s@github.com/acme/%s.git" % (pick(["x-access-token", "kim-dev", "oauth2"]), t, pick(SVCS))
        v = "GitHub"
    elif k == 1:
        t = "glpat-" + rs(20, B64U)
        url = "https://oauth2:%s@gitlab.acme.io/platform/%s.git" % (t, pick(SVCS))
        v = "GitLab"
    elif k == 2:
        t = "ATBB" + rs(28, AN) + rs(8, HEXU)
        url = "https://deploy-bot:%s@bitbucket.org/acme/%s.git" % (t, pick(SVCS))
        v = "Bitbucket"
    elif k == 3:
        t = rs(52, "abcdefghijklmnopqrstuvwxyz234567")
        url = "https://build:%s@dev.azure.com/contoso/Platform/_git/%s" % (t, pick(SVCS))
        v = "Azure DevOps"
    else:
        t = pw_urlsafe(20)
        url = "https://jenkins:%s@gitea.acme.local/infra/%s.git" % (t, pick(SVCS))
        v = "Gitea"
    style = R.randint(0, 2)
    if style == 0:
        art = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif style == 1:
        art = "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url
    else:
        art = "git clone %s" % url
    mc = T(lang, "Push from the build agent worked without any credential helper. Reason:\n", "build agent에서 credential helper 없이도 push가 됐던 이유:\n") + art
    lesson = T(lang, "The token embedded in the remote URL is also in every clone's .git/config.", "remote URL에 박힌 토큰은 모든 clone의 .git/config에도 그대로 남음.")
    return "git remote URL with token [%s]" % v, mc, lesson, gl(lang, "ask_owner"), [t]


@stpl(2)
def s_netrc(lang):
    t1 = uuid4() if chance(0.5) else pw_any().replace(" ", "")
    t2 = "ghp_" + rs(36, AN)
    art = "machine api.heroku.com\n  login dev@acme.io\n  password %s\nmachine github.com\n  login kim-dev\n  password %s" % (t1, t2)
    mc = T(lang, "curl and git both picked up credentials from ~/.netrc on the jump host, which is why my token changes had no effect:\n",
           "jump host의 ~/.netrc에서 curl이랑 git이 자격증명을 가져가서 토큰을 바꿔도 효과가 없었음:\n") + art
    return ".netrc passwords [Heroku/GitHub]", mc, gl(lang, "rotate"), "", [t1, t2]


@stpl(3)
def s_kube(lang):
    k = kpick(0, 3)
    if k == 0:
        t = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                 "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"},
                {"alg": "RS256", "kid": rs(43, B64U)}, 256)
        art = "users:\n- name: deployer\n  user:\n    token: %s" % t
        mc = T(lang, "kubectl in the pipeline uses a static service-account token from kubeconfig-ci.yaml:\n", "파이프라인의 kubectl은 kubeconfig-ci.yaml의 고정 service account 토큰을 씀:\n") + art
        return "kubeconfig: service account token [Kubernetes]", mc, gl(lang, "rotate"), "", [t]
    if k == 1:
        pw = pw_any()
        enc = b64s(pw)
        art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ndata:\n  username: %s\n  password: %s" % (b64s(pick(["app", "orders", "admin"])), enc)
        mc = T(lang, "Pods crash-looped with auth errors. `kubectl get secret db-credentials -o yaml` showed:\n", "pod가 인증 에러로 crash loop. `kubectl get secret db-credentials -o yaml` 결과:\n") + art
        lesson = T(lang, "The value is only base64, so this output is the password in clear.", "값은 base64일 뿐이라 이 출력이 곧 평문 비밀번호임.")
        return "k8s Secret data: base64 password [Kubernetes]", mc, lesson, "", [enc]
    if k == 2:
        tok = "K10" + hx(64) + "::server:" + hx(32)
        art = "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.%d:6443 K3S_TOKEN=%s sh -" % (R.randint(2, 250), tok)
        mc = T(lang, "To add a worker node the user ran:\n", "worker 노드 추가할 때 사용자가 실행한 명령:\n") + art
        lesson = T(lang, "The node token lives in /var/lib/rancher/k3s/server/node-token on the server.", "node token은 서버의 /var/lib/rancher/k3s/server/node-token에 있음.")
        return "shell: k3s join token [k3s]", mc, lesson, "", [tok]
    tok = "SWMTKN-1-" + rs(50, ANL) + "-" + rs(25, ANL)
    art = "docker swarm join --token %s 10.0.1.%d:2377" % (tok, R.randint(2, 250))
    mc = T(lang, "Output of `docker swarm join-token worker` that the user pasted:\n", "사용자가 붙여넣은 `docker swarm join-token worker` 출력:\n") + art
    return "shell: swarm join token [Docker Swarm]", mc, "", gl(lang, "ask_owner"), [tok]


@stpl(2)
def s_kubeadm(lang):
    tok = rs(6, ANL) + "." + rs(16, ANL)
    h = "sha256:" + hx(64)
    art = "kubeadm join 10.0.0.%d:6443 --token %s \\\n    --discovery-token-ca-cert-hash %s" % (R.randint(2, 250), tok, h)
    mc = T(lang, "Joining the new node: the command printed by `kubeadm token create --print-join-command`:\n",
           "새 노드 join: `kubeadm token create --print-join-command`가 출력한 명령:\n") + art
    lesson = T(lang, "The CA cert hash is public; only the bootstrap token matters (24h TTL).", "CA cert hash는 공개돼도 되고 bootstrap token만 중요함 (TTL 24시간).")
    return "shell: kubeadm bootstrap token [Kubernetes]", mc, lesson, "", [tok]


# ------------------------------------------------------------------ keys and key material
def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_lines(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    chk = rbytes(4)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(priv)
    return wrap(base64.b64encode(blob).decode(), 70)


def ec_sec1_lines():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def ec_pkcs8_lines():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return wrap(base64.b64encode(der).decode(), 64)


def ed25519_pkcs8_lines():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return wrap(base64.b64encode(der).decode(), 64)


def rsa_trad_lines(n):
    der = bytes.fromhex("308204a40201000282010100") + rbytes(48 * n)
    return wrap(base64.b64encode(der).decode(), 64)[:n]


@stpl(7)
def s_private_key(lang):
    k = kpick(0, 5)
    if k == 0:
        lines = openssh_ed25519_lines(pick(["deploy@ci", "kim@macbook", "github-actions", "backup@nas"]))
        head, foot, what = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", "OpenSSH ed25519 key"
    elif k == 1:
        lines = ec_sec1_lines()
        head, foot, what = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", "EC P-256 key"
    elif k == 2:
        lines = ec_pkcs8_lines()
        head, foot, what = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "App Store Connect .p8 key"
    elif k == 3:
        lines = ed25519_pkcs8_lines()
        head, foot, what = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "Ed25519 PKCS#8 key"
    elif k == 4:
        lines = rsa_trad_lines(R.randint(3, 7))
        head, foot, what = "-----BEGIN RSA PRIVATE KEY-----", "...", "RSA key (partial paste)"
    else:
        lines = rsa_pkcs8_lines(R.randint(3, 6))
        head, foot, what = "-----BEGIN PRIVATE KEY-----", "[... rest of key omitted ...]", "RSA PKCS#8 key (partial paste)"
    art = "\n".join([head] + lines + [foot])
    if k == 2:
        ctx = T(lang, "Fastlane upload failed with 401. The user pasted the AuthKey_%s.p8 they use locally:\n" % rs(10, ANU),
                "fastlane 업로드가 401로 실패함. 사용자가 로컬에서 쓰는 AuthKey_%s.p8 내용을 붙여줌:\n" % rs(10, ANU))
    else:
        ctx = P(lang, ["The deploy job SSHes with a key stored in the CI variable DEPLOY_KEY. Its content (from the user):\n",
                       "Missing context: the TLS key for the internal gateway lives in the repo under ops/certs/. Content:\n",
                       "User pasted the key the cron box uses, asking why it is rejected:\n"],
                  ["deploy job은 CI 변수 DEPLOY_KEY에 저장된 키로 SSH 접속함. 사용자가 준 내용:\n",
                   "내부 gateway TLS 키가 repo의 ops/certs/ 아래 있다는 걸 몰랐음. 내용:\n",
                   "cron 서버가 쓰는 키인데 왜 거부되는지 봐달라며 사용자가 붙여줌:\n"])
    lesson = P(lang, ["Permissions on the key file must be 0600 or ssh ignores it.", "The key had CRLF line endings after being copied through Windows.",
                      "Any key that has been pasted into a chat has to be replaced.", ""],
               ["키 파일 권한이 0600이 아니면 ssh가 무시함.", "Windows 거쳐 복사하면서 줄바꿈이 CRLF로 바뀌어 있었음.", "채팅에 붙여넣은 키는 교체해야 함.", ""])
    return "PEM/OpenSSH private key body: %s" % what, ctx + art, lesson, gl(lang, "ask_owner"), lines


@stpl(2)
def s_age_sops(lang):
    key = "AGE-SECRET-KEY-1" + rs(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
    pub = "age1" + rs(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")
    art = "# created: 2025-%02d-%02dT10:12:44+09:00\n# public key: %s\n%s" % (R.randint(1, 12), R.randint(1, 28), pub, key)
    mc = T(lang, "sops -d failed on the new laptop. The age identity file ~/.config/sops/age/keys.txt from the old one:\n",
           "새 노트북에서 sops -d 실패. 예전 노트북의 age identity 파일 ~/.config/sops/age/keys.txt:\n") + art
    lesson = T(lang, "Only the public key line is safe to share; recipients go into .sops.yaml.", "공유해도 되는 건 public key 줄뿐이고 recipient는 .sops.yaml에 넣음.")
    return "age secret key [age/SOPS]", mc, lesson, "", [key]


@stpl(3)
def s_wireguard(lang):
    pk = b64(32)
    pub = b64(32)
    psk = b64(32) if chance(0.5) else None
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sAllowedIPs = 10.0.0.0/16\nEndpoint = vpn.acme.io:51820" % (
        pk, R.randint(2, 250), pub, ("PresharedKey = %s\n" % psk) if psk else "")
    mc = T(lang, "Couldn't reach the staging VPC. The user's WireGuard config (wg0.conf):\n", "staging VPC 접근이 안 됐음. 사용자의 WireGuard 설정 (wg0.conf):\n") + art
    lesson = T(lang, "AllowedIPs must include the RDS subnet, otherwise traffic bypasses the tunnel.", "AllowedIPs에 RDS 서브넷이 빠지면 트래픽이 터널을 안 탐.")
    return "WireGuard PrivateKey/PresharedKey", mc, lesson, "", [pk] + ([psk] if psk else [])


@stpl(3)
def s_totp(lang):
    seed = rs(pick([16, 32]), B32)
    iss = pick(["AWS", "GitHub", "Acme%20VPN", "Grafana", "Okta", "Cafe24", "Naver%20Works"])
    acct = pick(["ops%40acme.io", "root", "kim.jiho", "admin"])
    if chance(0.6):
        art = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, acct, seed, iss)
        shown = seed
    else:
        shown = " ".join(wrap(seed.lower() if chance(0.3) else seed, 4))
        art = T(lang, "Manual entry key: ", "수동 입력 키: ") + shown
    mc = P(lang, ["The shared admin account has MFA and the user pasted the enrollment data so I could generate codes:\n%s" % art,
                  "MFA seed for the break-glass account (from the vault note):\n%s" % art],
              ["공용 admin 계정에 MFA가 걸려 있어서 코드 생성하라고 사용자가 등록 정보를 붙여줌:\n%s" % art,
               "break-glass 계정 MFA seed (vault 메모에서):\n%s" % art])
    lesson = T(lang, "A TOTP seed is as sensitive as the password; shared accounts should use a hardware key.",
               "TOTP seed는 비밀번호만큼 민감함. 공용 계정은 하드웨어 키를 써야 함.")
    return "TOTP seed", mc, lesson, "", [shown]


@stpl(4)
def s_recovery_codes(lang):
    k = kpick(0, 6)
    if k == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randint(4, 10))]
        svc = "GitHub"
    elif k == 1:
        codes = ["%s %s" % (num(4), rs(4, DG)) for _ in range(R.randint(4, 10))]
        svc = "Google"
    elif k == 2:
        codes = [hx(16) for _ in range(R.randint(4, 8))]
        svc = "GitLab"
    elif k == 3:
        codes = ["%s-%s" % (rs(4, ANL), rs(4, ANL)) for _ in range(R.randint(4, 10))]
        svc = "Discord"
    elif k == 4:
        codes = ["-".join(num(6) if i == 0 else rs(6, DG) for i in range(8))]
        svc = "BitLocker"
    elif k == 5:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(6, ANU), rs(6, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU))]
        svc = "1Password Secret Key"
    else:
        codes = ["-".join(rs(4, ANU) for _ in range(7))]
        svc = "Apple ID"
    art = "\n".join(codes) if chance(0.6) else "  ".join(codes)
    mc = P(lang, ["The org owner account is locked behind 2FA. Recovery codes from the shared doc:\n%s" % art,
                  "User pasted the %s recovery data so I could unlock the admin account:\n%s" % (svc, art),
                  "Context I didn't have: the %s recovery material for the shared laptop is kept in the team notes:\n%s" % (svc, art)],
              ["org owner 계정이 2FA에 막혀 있음. 공유 문서에 있던 recovery code:\n%s" % art,
               "admin 계정 잠금 풀라고 사용자가 %s recovery 정보를 붙여줌:\n%s" % (svc, art),
               "공용 노트북의 %s 복구 정보가 팀 노트에 있다는 걸 몰랐음:\n%s" % (svc, art)])
    lesson = T(lang, "Each recovery code works once; mark used ones.", "recovery code는 한 번씩만 쓸 수 있음. 쓴 건 표시할 것.")
    return "recovery codes [%s]" % svc, mc, lesson, "", codes


PW_LABELS = {"en": ["password", "pw", "pass", "passwd", "admin password", "root pw"],
             "ko": ["비밀번호", "비번", "패스워드", "pw", "관리자 비번", "root 비번"]}


@stpl(9)
def s_password_prose(lang):
    gen = pick([pw_human, pw_human, pw_kokey, pw_kokey, pw_hangul, pw_random, pw_passphrase])
    pw = gen()
    while len(pw) < 8:
        pw = gen()
    what = pick(["the staging admin panel", "the NAS", "the Jenkins admin", "the shared QA account", "the router", "the Grafana admin",
                 "the VPN", "the test merchant account", "the Synology box", "the company Wi-Fi", "the Windows build VM", "the phpMyAdmin login"])
    what_ko = {"the staging admin panel": "staging 어드민", "the NAS": "NAS", "the Jenkins admin": "Jenkins admin", "the shared QA account": "공용 QA 계정",
               "the router": "공유기", "the Grafana admin": "Grafana admin", "the VPN": "VPN", "the test merchant account": "테스트 가맹점 계정",
               "the Synology box": "시놀로지", "the company Wi-Fi": "회사 와이파이", "the Windows build VM": "Windows 빌드 VM", "the phpMyAdmin login": "phpMyAdmin 로그인"}[what]
    lab = pick(PW_LABELS[lang])
    user = pick(["admin", "qa01", "root", "ops", "tester", "manager"])
    q = pick(["", "`", '"'])
    mc = P(lang, ["Login for %s: %s / %s%s%s" % (what, user, q, pw, q),
                  "User: \"%s is %s, %s %s%s%s. don't share it lol\"" % (what, user, lab, q, pw, q),
                  "I couldn't finish the UI check because %s needed a login. The user then gave me user=%s %s=%s" % (what, user, lab, pw),
                  "The %s for %s changed last week; new one is %s%s%s (old one no longer works)." % (lab, what, q, pw, q)],
              ["%s 로그인: %s / %s%s%s" % (what_ko, user, q, pw, q),
               "사용자: \"%s 계정은 %s, %s는 %s%s%s 입니다. 외부 공유 금지\"" % (what_ko, user, lab, q, pw, q),
               "%s 로그인이 필요해서 UI 확인을 못 끝냈는데, 사용자가 id %s %s %s 알려줌." % (what_ko, user, lab, pw),
               "%s %s 지난주에 바뀜. 새 %s는 %s%s%s 임 (예전 건 안 됨)." % (what_ko, lab, lab, q, pw, q)])
    lesson = P(lang, ["Shared logins like this should be in the password manager, not in notes.", "The account locks after 5 failed attempts.", ""],
               ["이런 공용 로그인은 노트가 아니라 비밀번호 관리자에 있어야 함.", "5번 틀리면 계정 잠김.", ""])
    ask = P(lang, ["Can I get a personal account for %s instead?" % what, "", ""], ["%s 개인 계정을 따로 받을 수 있을까요?" % what_ko, "", ""])
    return "prose: shared login password (%s)" % gen.__name__, mc, lesson, ask, [pw]


@stpl(3)
def s_password_change(lang):
    old, new = pw_any(), pw_any()
    while old == new:
        new = pw_any()
    sys_ = pick(["ERP", "Jenkins", "RabbitMQ management", "Keycloak admin", "Zabbix", "Redmine", "Confluence", "sFTP partner drop"])
    mc = T(lang, "%s login failed all morning. The password was changed on %s from %s to %s, and only the wiki had the new one." % (sys_, date(), old, new),
           "%s 로그인이 오전 내내 실패함. %s에 비밀번호가 %s 에서 %s 로 바뀌었고 새 비번은 위키에만 있었음." % (sys_, date(), old, new))
    lesson = T(lang, "Check the change log of the wiki page before debugging auth.", "인증 디버깅 전에 위키 페이지 변경 이력부터 볼 것.")
    return "prose: old and new password", mc, lesson, "", [old, new]


@stpl(3)
def s_password_split(lang):
    pw = pw_any()
    user = pick(["svc_batch", "admin", "partner_kr", "ftpuser"])
    host = pick(["sftp.partner.co.kr", "10.1.2.3", "ftp.acme-logistics.jp", "files.acme.eu"])
    mc = T(lang, "Nightly settlement files come from %s as user %s; the cron job on batch-02 pulls them." % (host, user),
           "정산 파일은 매일 밤 %s에서 %s 계정으로 가져옴. batch-02의 cron job이 받아감." % (host, user))
    lesson = T(lang, "The password for that account is %s and it expires every 90 days, which is why it broke." % pw,
               "그 계정 비번은 %s 이고 90일마다 만료돼서 이번에 깨진 것." % pw)
    ask = T(lang, "Can the partner switch %s to key-based auth so the password stops expiring?" % user,
            "파트너 쪽에서 %s 계정을 키 인증으로 바꿔줄 수 있는지?" % user)
    return "values split across fields: host/user then password", mc, lesson, ask, [pw]


@stpl(3)
def s_pin(lang):
    pin = num(8) if chance(0.7) else num(R.choice([9, 10]))
    what = pick([("HSM partition PIN", "HSM 파티션 PIN"), ("YubiKey PIV PIN", "YubiKey PIV PIN"), ("smart card PIN", "스마트카드 PIN"),
                 ("server room door code", "서버실 도어락 번호"), ("PUK of the test SIM", "테스트 유심 PUK"),
                 ("joint certificate (공동인증서) password digits", "공동인증서 비밀번호 숫자"), ("BIOS supervisor PIN", "BIOS supervisor PIN")])
    mc = T(lang, "Signing step asks for the %s. The user said it is %s." % (what[0], pin),
           "서명 단계에서 %s[을] 물어봄. 사용자가 %s 라고 알려줌." % (what[1], pin))
    lesson = T(lang, "Three wrong tries lock it and only security can reset it.", "세 번 틀리면 잠기고 보안팀만 풀 수 있음.")
    return "prose: 8+ digit PIN/code", mc, lesson, "", [pin]


@stpl(3)
def s_wifi(lang):
    ssid = pick(["ACME-Office", "ACME_5G", "hanbit-guest", "DevLab-2.4G", "KT_GiGA_5G_A1B2", "iptime_dev"])
    pw = pick([pw_human, pw_kokey, pw_urlsafe, pw_passphrase])()
    while len(pw) < 8 or '"' in pw:
        pw = pw_human()
    k = R.randint(0, 2)
    if k == 0:
        art = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        lab = "wpa_supplicant psk"
    elif k == 1:
        art = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
        lab = "nmcli password"
    else:
        art = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        lab = "Wi-Fi QR payload"
    mc = T(lang, "The Raspberry Pi test rig needs Wi-Fi to reach the device API. Provisioning snippet:\n", "라즈베리파이 테스트 장비가 device API에 붙으려면 와이파이가 필요함. 프로비저닝 설정:\n") + art
    return lab, mc, "", "", [pw]


# ------------------------------------------------------------- application / framework secrets
def fw_secret():
    k = R.randint(0, 13)
    if k == 0:
        v = "django-insecure-" + rs(50, LO + DG + "!@#$%^&*(-_=+)")
        return "settings.py", "SECRET_KEY = '%s'" % v, v, "Django SECRET_KEY"
    if k == 1:
        v = hx(128)
        return "config/credentials (decrypted)", "secret_key_base: %s" % v, v, "Rails secret_key_base"
    if k == 2:
        v = hx(32)
        return "config/master.key", "RAILS_MASTER_KEY=%s" % v, v, "Rails master key"
    if k == 3:
        v = "base64:" + b64(32)
        return ".env", "APP_KEY=%s" % v, v, "Laravel APP_KEY"
    if k == 4:
        v = b64(32)
        return ".env.local", "%s=%s" % (pick(["NEXTAUTH_SECRET", "AUTH_SECRET"]), v), v, "Auth.js secret"
    if k == 5:
        v = hx(64)
        return "instance/config.py", "SECRET_KEY = \"%s\"" % v, v, "Flask SECRET_KEY"
    if k == 6:
        v = hx(32)
        return ".env.prod", "APP_SECRET=%s" % v, v, "Symfony APP_SECRET"
    if k == 7:
        v = rs(64, B64)
        return "config/prod.secret.exs", "secret_key_base: \"%s\"" % v, v, "Phoenix secret_key_base"
    if k == 8:
        v = base64.urlsafe_b64encode(rbytes(32)).decode()
        return "airflow.cfg", "[core]\nfernet_key = %s" % v, v, "Airflow fernet_key"
    if k == 9:
        v = pick([pw_human, pw_random, pw_passphrase])()
        return "src/auth/jwt.ts", "const JWT_SECRET = process.env.JWT_SECRET || '%s';" % v.replace("'", ""), v.replace("'", ""), "JWT HMAC secret fallback"
    if k == 10:
        v = rs(32, AN)
        return "docker-compose.yml", "HASURA_GRAPHQL_ADMIN_SECRET: %s" % v, v, "Hasura admin secret"
    if k == 11:
        v = rs(R.choice([32, 44]), B64U)
        return ".env", "MEILI_MASTER_KEY=%s" % v, v, "Meilisearch master key"
    if k == 12:
        v = "Mjc" + rs(40, AN)
        return "application.yml", "jasypt:\n  encryptor:\n    password: %s" % v, v, "Jasypt encryptor password"
    v = rs(128, HEXU)
    return "Web.config", '<machineKey validationKey="%s" validation="HMACSHA256" />' % v, v, "ASP.NET machineKey"


@stpl(7)
def s_framework_secret(lang):
    f, art, v, what = fw_secret()
    mc = P(lang, ["Staging and prod disagreed about the %s; the value pinned in %s:\n%s" % (what, f, art),
                  "I was missing that the %s in %s is shared between web and worker:\n%s" % (what, f, art),
                  "User pasted %s so I could reproduce the signature mismatch:\n%s" % (f, art)],
              ["staging과 prod의 %s 값이 달랐음. %s에 고정된 값:\n%s" % (what, f, art),
               "%s의 %s[이] web과 worker에서 공유된다는 걸 몰랐음:\n%s" % (f, what, art),
               "서명 불일치 재현하라고 사용자가 %s 내용을 붙여줌:\n%s" % (f, art)])
    lesson = P(lang, ["Changing it logs everyone out and breaks signed links.", "Never commit this file; it is in .gitignore for a reason.", ""],
               ["이 값을 바꾸면 전원 로그아웃되고 서명된 링크가 깨짐.", "이 파일은 커밋 금지. .gitignore에 있는 이유가 있음.", ""])
    return "app secret: %s" % what, mc, lesson, "", [v]


@stpl(4)
def s_compose_passwords(lang):
    pg, mi, gf = pw_any(), pw_urlsafe(), pw_human()
    while len(gf) < 8:
        gf = pw_human()
    items = [("POSTGRES_PASSWORD", pg), ("MINIO_ROOT_PASSWORD", mi), ("GF_SECURITY_ADMIN_PASSWORD", gf),
             ("RABBITMQ_DEFAULT_PASS", pw_urlsafe(18)), ("KEYCLOAK_ADMIN_PASSWORD", pw_human()), ("ELASTIC_PASSWORD", pw_urlsafe(20)),
             ("MYSQL_ROOT_PASSWORD", pw_any())]
    chosen = R.sample(items, R.randint(2, 4))
    chosen = [(k, v) for k, v in chosen if len(v) >= 8 and '"' not in v]
    if not chosen:
        chosen = [("POSTGRES_PASSWORD", pw_urlsafe(20))]
    env = "\n".join("      %s: \"%s\"" % (k, v) for k, v in chosen)
    art = "services:\n  stack:\n    image: acme/dev-stack:2025.3\n    environment:\n%s" % env
    mc = T(lang, "The local stack only came up after I copied the user's docker-compose.override.yml:\n", "사용자의 docker-compose.override.yml을 복사하고 나서야 로컬 스택이 떴음:\n") + art
    return "compose: several service passwords", mc, gl(lang, "rotate"), "", [v for _, v in chosen]


@stpl(5)
def s_bootstrap_output(lang):
    k = kpick(0, 7)
    if k == 0:
        v = hx(32)
        art = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v
        lab = "Jenkins initialAdminPassword"
    elif k == 1:
        v = rs(16, AN + "-")
        art = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n%s" % v
        lab = "Argo CD initial admin password"
    elif k == 2:
        v = rs(20, AN + "*_=+-")
        art = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v
        lab = "Elasticsearch reset password output"
    elif k == 3:
        v = rs(44, B64)
        art = "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: %s" % v
        lab = "GitLab initial root password"
    elif k == 4:
        keys = [b64(32) for _ in range(5)]
        root = "hvs." + rs(24, AN)
        art = "\n".join("Unseal Key %d: %s" % (i + 1, kk) for i, kk in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
        mc = T(lang, "Vault on the new cluster was sealed after the reboot. Output of `vault operator init` that the user saved:\n",
               "재부팅 후 새 클러스터의 Vault가 sealed 상태였음. 사용자가 저장해둔 `vault operator init` 출력:\n") + art
        return "shell output: Vault unseal keys + root token [HashiCorp Vault]", mc, T(lang, "Unseal needs 3 of the 5 keys.", "unseal엔 5개 중 3개가 필요함."), "", keys + [root]
    elif k == 5:
        v = b64(32)
        art = "$ consul keygen\n%s\n\nencrypt = \"%s\"   # consul.hcl" % (v, v)
        lab = "Consul gossip encryption key"
    elif k == 6:
        v = uuid4()
        art = "$ docker exec nexus cat /nexus-data/admin.password\n%s" % v
        lab = "Nexus admin.password"
    else:
        kk = rs(22, B64U) + ":" + rs(22, B64U)
        enroll = b64s(json.dumps({"ver": "8.14.0", "adr": ["172.18.0.2:9200"], "fgr": hx(64), "key": kk}, separators=(",", ":")))
        art = "$ bin/elasticsearch-create-enrollment-token -s kibana\n%s" % enroll
        mc = T(lang, "Kibana setup asks for an enrollment token; the user generated one:\n", "Kibana 설정에서 enrollment token을 요구해서 사용자가 생성함:\n") + art
        return "shell output: Kibana enrollment token [Elastic]", mc, T(lang, "It expires after 30 minutes.", "30분 뒤 만료됨."), "", [enroll]
    mc = P(lang, ["First login to the fresh instance needs the generated admin password:\n%s" % art,
                  "User ran this on the new server and pasted the result:\n%s" % art],
              ["새 인스턴스 첫 로그인엔 생성된 admin 비번이 필요함:\n%s" % art,
               "사용자가 새 서버에서 실행하고 결과를 붙여줌:\n%s" % art])
    lesson = T(lang, "Change it right after first login; the file stays on disk.", "첫 로그인 후 바로 바꿀 것. 파일이 디스크에 남아 있음.")
    return "shell output: " + lab, mc, lesson, "", [v]


@stpl(5)
def s_webhook_secret(lang):
    k = R.randint(0, 6)
    if k == 0:
        v, var, who = "whsec_" + rs(32, AN), "STRIPE_WEBHOOK_SECRET", "Stripe"
    elif k == 1:
        v, var, who = "whsec_" + b64(24), "SVIX_WEBHOOK_SECRET", "Svix"
    elif k == 2:
        v, var, who = hx(40), "GITHUB_WEBHOOK_SECRET", "GitHub"
    elif k == 3:
        v, var, who = hx(32), "SLACK_SIGNING_SECRET", "Slack"
    elif k == 4:
        v, var, who = "shpss_" + hx(32), "SHOPIFY_API_SECRET", "Shopify"
    elif k == 5:
        v, var, who = "lin_wh_" + rs(40, AN), "LINEAR_WEBHOOK_SECRET", "Linear"
    else:
        v, var, who = "pdl_ntfset_01" + rs(24, ANL) + "_" + rs(32, AN), "PADDLE_WEBHOOK_SECRET", "Paddle"
    if chance(0.5):
        art = "%s=%s" % (var, v)
    else:
        art = 'def verify(body, sig):\n    secret = b"%s"\n    mac = hmac.new(secret, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(mac, sig)' % v
    mc = P(lang, ["Signature verification of %s webhooks failed in staging because the handler used the prod signing secret:\n%s" % (who, art),
                  "Every %s webhook returned 400. The signing secret configured in %s:\n%s" % (who, pick(SVCS), art)],
              ["staging에서 %s webhook 서명 검증이 실패함. handler가 prod signing secret을 쓰고 있었음:\n%s" % (who, art),
               "%s webhook이 전부 400 반환. %s에 설정된 signing secret:\n%s" % (who, pick(SVCS), art)])
    lesson = T(lang, "Each endpoint has its own signing secret; CLI forwarding uses yet another one.", "endpoint마다 signing secret이 따로 있고 CLI 포워딩은 또 다른 값을 씀.")
    return "webhook signing secret [%s]" % who, mc, lesson, "", [v]


@stpl(6)
def s_webhook_url(lang):
    k = kpick(0, 6)
    if k == 0:
        t = rs(24, AN)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, ANU), rs(10, ANU), t)
        who, sec = "Slack", [t]
    elif k == 1:
        t = rs(68, B64U)
        url = "https://discord.com/api/webhooks/%s/%s" % (num(19), t)
        who, sec = "Discord", [t]
    elif k == 2:
        sig = rs(43, B64U)
        url = ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
               % (R.randint(1, 40), hx(32), sig))
        who, sec = "Microsoft Teams workflow", [sig]
    elif k == 3:
        t = hx(64)
        s2 = "SEC" + hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\nsign secret: %s" % (t, s2)
        who, sec = "DingTalk", [t, s2]
    elif k == 4:
        t = uuid4()
        url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % t
        who, sec = "WeCom", [t]
    elif k == 5:
        t = uuid4()
        s2 = rs(22, AN)
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s\nsigning secret: %s" % (t, s2)
        who, sec = "Feishu/Lark", [t, s2]
    else:
        t = rs(24, AN)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (rs(7, B64U), rs(33, B64U), t)
        who, sec = "Google Chat", [t]
    mc = P(lang, ["Deploy notifications go to %s webhook hard-coded in scripts/notify.sh:\n%s" % (art_en(who), url),
                  "Alertmanager receiver for %s (from alertmanager.yml):\n%s" % (who, url),
                  "I didn't know where the build bot posts. It's this %s webhook:\n%s" % (who, url)],
              ["배포 알림은 scripts/notify.sh에 하드코딩된 %s webhook으로 감:\n%s" % (who, url),
               "%s용 Alertmanager receiver (alertmanager.yml):\n%s" % (who, url),
               "빌드 봇이 어디로 메시지를 보내는지 몰랐는데 이 %s webhook이었음:\n%s" % (who, url)])
    lesson = T(lang, "Anyone with the URL can post to the channel.", "URL만 있으면 누구나 채널에 글을 올릴 수 있음.")
    return "webhook URL token [%s]" % who, mc, lesson, "", sec


@stpl(5)
def s_session_cookie(lang):
    k = kpick(0, 6)
    if k == 0:
        v = rs(32, ANL)
        ck = "sessionid=%s; csrftoken=%s" % (v, rs(32, AN))
        who = "Django sessionid"
    elif k == 1:
        v = "s%3A" + rs(32, B64U) + "." + pct(rs(43, B64))
        ck = "connect.sid=%s" % v
        who = "Express connect.sid"
    elif k == 2:
        v = pct(b64s(json.dumps({"iv": b64(16), "value": b64(48), "mac": hx(64), "tag": ""}, separators=(",", ":"))))
        ck = "XSRF-TOKEN=%s; laravel_session=%s" % (rs(40, AN), v)
        who = "Laravel session"
    elif k == 3:
        v = rs(26, ANL)
        ck = "PHPSESSID=%s" % v
        who = "PHPSESSID"
    elif k == 4:
        v = rs(32, HEXU)
        ck = "JSESSIONID=%s; Path=/admin" % v
        who = "JSESSIONID"
    elif k == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(16, B64U) + "." + rs(R.randint(180, 260), B64U) + "." + rs(22, B64U)
        ck = "__Secure-next-auth.session-token=%s" % v
        who = "NextAuth session token"
    else:
        v = hx(32)
        ck = "_gitlab_session=%s" % v
        who = "GitLab session"
    host = pick(["admin.acme.io", "stg.hanbit.co.kr", "localhost:3000", "console.acme.internal"])
    art = "curl 'https://%s/api/reports/export' -H 'Cookie: %s' --compressed" % (host, ck) if chance(0.6) else "Cookie: " + ck
    mc = P(lang, ["To reproduce the export bug the user copied the request as cURL from devtools:\n%s" % art,
                  "The admin API has no token auth, only the browser session. The user gave me their cookie:\n%s" % art],
              ["export 버그 재현하라고 사용자가 devtools에서 cURL로 복사해줌:\n%s" % art,
               "admin API엔 토큰 인증이 없고 브라우저 세션만 됨. 사용자가 자기 쿠키를 줌:\n%s" % art])
    lesson = T(lang, "A copied session cookie is a full login until it expires; log out to kill it.", "복사한 세션 쿠키는 만료 전까지 로그인 그 자체임. 로그아웃해서 무효화할 것.")
    return "session cookie [%s]" % who, mc, lesson, "", [v]


@stpl(4)
def s_bearer_jwt(lang):
    iss = pick(["https://auth.acme.io/", "https://acme.us.auth0.com/", "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_Ab12Cd34E",
                "https://login.microsoftonline.com/%s/v2.0" % uuid4(), "https://keycloak.hanbit.co.kr/realms/prod"])
    iat = ts_epoch()
    payload = {"iss": iss, "sub": pick(["auth0|", "user:", ""]) + rs(20, ANL), "aud": pick(["api://orders", "acme-api", "account"]),
               "iat": iat, "exp": iat + 3600, "scope": pick(["openid profile orders:write", "admin", "read:reports write:reports"])}
    rs256 = chance(0.6)
    t = jwt(payload, {"alg": "RS256", "typ": "JWT", "kid": rs(22, B64U)} if rs256 else {"alg": "HS256", "typ": "JWT"}, 256 if rs256 else 32)
    host = pick(["api.acme.io", "orders.stg.acme.internal", "api.hanbit.co.kr"])
    if chance(0.5):
        art = "GET /v2/orders?status=failed HTTP/1.1\nHost: %s\nAuthorization: Bearer %s" % (host, t)
    else:
        art = "http GET https://%s/v2/me 'Authorization:Bearer %s'" % (host, t)
    mc = T(lang, "The user's access token (copied from the SPA's network tab) so I could call the API as them:\n",
           "API를 사용자 권한으로 호출하라고 SPA network 탭에서 복사한 access token을 줌:\n") + art
    lesson = T(lang, "The token is valid for an hour; refresh gives a new one, so this one can't be revoked early.",
               "토큰은 1시간 유효하고 조기 revoke가 안 됨.")
    return "HTTP Authorization: Bearer JWT access token", mc, lesson, "", [t]


@stpl(4)
def s_basic_auth(lang):
    user = pick(["admin", "grafana", "monitor", "partner-api", "elastic", "prometheus", "kim.jiho@acme.io"])
    pw = pw_any()
    blob = b64s(user + ":" + pw)
    k = R.randint(0, 2)
    if k == 0:
        art = "Authorization: Basic %s" % blob
        sec = [blob]
        lab = "Basic header base64 blob"
    elif k == 1:
        art = "basic_auth:\n  username: %s\n  password: '%s'" % (user, pw.replace("'", "''"))
        sec = [pw.replace("'", "''")]
        lab = "Prometheus scrape basic_auth"
    else:
        art = "$ echo -n '%s:%s' | base64\n%s" % (user, pw.replace("'", ""), b64s(user + ":" + pw.replace("'", "")))
        sec = [pw.replace("'", ""), b64s(user + ":" + pw.replace("'", ""))]
        lab = "Basic header built in shell"
    mc = P(lang, ["The partner endpoint only accepts Basic auth. From the working Postman request:\n%s" % art,
                  "Scrape of the node exporter behind nginx failed with 401. Working config from the other cluster:\n%s" % art,
                  "I didn't know the staging API sits behind basic auth. The user showed me:\n%s" % art],
              ["파트너 endpoint는 Basic auth만 받음. 동작하는 Postman 요청에서:\n%s" % art,
               "nginx 뒤 node exporter scrape가 401로 실패. 다른 클러스터의 동작하는 설정:\n%s" % art,
               "staging API가 basic auth 뒤에 있는 걸 몰랐음. 사용자가 보여준 것:\n%s" % art])
    return "HTTP Basic: " + lab, mc, T(lang, "Base64 is not encryption; the header is the password.", "Base64는 암호화가 아님. 헤더가 곧 비밀번호임."), "", sec


@stpl(2)
def s_cloudfront(lang):
    sig = rs(R.randint(160, 180), B64U.replace("-", "~").replace("_", "-") + "_")
    kp = "K" + rs(13, ANU)
    url = "https://d%s.cloudfront.net/private/course-%d/lesson-%d.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=%s" % (
        rs(13, ANL), R.randint(1, 99), R.randint(1, 40), ts_epoch(), sig, kp)
    mc = T(lang, "Video playback 403s for some users. A signed URL from the player log:\n", "일부 사용자만 영상 재생이 403. 플레이어 로그에 있던 signed URL:\n") + url
    return "signed URL: CloudFront Signature [AWS]", mc, T(lang, "Key-Pair-Id alone is not sensitive.", "Key-Pair-Id 자체는 민감하지 않음."), "", [sig]


@stpl(3)
def s_crypto_wallet(lang):
    k = R.randint(0, 2)
    if k == 0:
        v = "0x" + hx(64)
        art = "PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}" % v
        lab = "Ethereum deployer private key"
    elif k == 1:
        v = " ".join(R.sample(WORDS, 12))
        art = "MNEMONIC=\"%s\"" % v
        lab = "wallet mnemonic (12 words)"
    else:
        v = pick(["5H", "5J", "5K"]) + rs(49, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
        art = "importprivkey %s \"hot-wallet\" false" % v
        lab = "Bitcoin WIF private key"
    if k == 2:
        mc = T(lang, "Moving the hot wallet to the new bitcoind node; the user's notes had the import command:\n", "hot wallet을 새 bitcoind 노드로 옮기는 중. 사용자 메모에 import 명령이 있었음:\n") + art
    else:
        mc = T(lang, "Hardhat deploy script needs the deployer wallet; the user's .env had:\n", "Hardhat 배포 스크립트에 deployer 지갑이 필요함. 사용자 .env 내용:\n") + art
    return "crypto: " + lab, mc, T(lang, "Anyone with this controls the funds; testnet keys get reused on mainnet by accident.", "이 값만 있으면 자산을 옮길 수 있음. testnet 키를 실수로 mainnet에 재사용하곤 함."), "", [v]


@stpl(5)
def s_infra_passwords(lang):
    k = kpick(0, 8)
    pw = pw_any()
    while '"' in pw or "'" in pw:
        pw = pw_any()
    if k == 0:
        art = "spring:\n  mail:\n    host: smtp.gmail.com\n    port: 587\n    username: noreply@acme.io\n    password: %s" % pw
        lab = "Spring mail password"
    elif k == 1:
        pw = " ".join(rs(4, LO) for _ in range(4))
        art = "EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=alerts@acme.io\nEMAIL_HOST_PASSWORD=\"%s\"" % pw
        lab = "Gmail app password"
    elif k == 2:
        art = "ldap:\n  url: ldaps://ldap.acme.local:636\n  bind_dn: cn=svc-gitlab,ou=svc,dc=acme,dc=local\n  bind_password: '%s'" % pw
        lab = "LDAP bind password"
    elif k == 3:
        key = rs(16, ANU)
        sec = rs(64, B64)
        art = ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (key, sec))
        mc = T(lang, "Consumer lag alerts: the consumer on the analytics box uses this client.properties:\n", "consumer lag 알림 건. analytics 서버의 consumer가 쓰는 client.properties:\n") + art
        return "Kafka SASL JAAS password [Confluent Cloud]", mc, T(lang, "The API key is the SASL username; only the secret is sensitive.", "API key는 SASL username이고 민감한 건 secret 뿐임."), "", [sec]
    elif k == 4:
        art = "requirepass %s\nmasterauth %s" % (pw, pw)
        lab = "redis.conf requirepass"
    elif k == 5:
        art = "client 10.0.0.0/16 {\n    secret = %s\n    shortname = office-ap\n}" % pw
        lab = "RADIUS shared secret"
    elif k == 6:
        art = "conn office\n    authby=secret\n    right=203.0.113.%d\n\n: PSK \"%s\"" % (R.randint(1, 254), pw)
        lab = "IPsec PSK"
    elif k == 8:
        art = "[web]\n10.0.2.%d\n10.0.2.%d\n\n[web:vars]\nansible_user=deploy\nansible_ssh_pass=%s\nansible_become_pass=%s" % (R.randint(2, 120), R.randint(121, 250), pw, pw)
        lab = "Ansible inventory ssh/become password"
    else:
        pw = rs(R.randint(10, 16), AN)
        art = "snmp:\n  version: 2c\n  community: %s\n  targets: [10.0.5.1, 10.0.5.2]" % pw
        lab = "SNMP community string"
    mc = P(lang, ["Config from the server that I did not know about (found with grep -r):\n%s" % art,
                  "The user pasted the current config so I could compare it with the new host:\n%s" % art],
              ["grep -r로 찾은, 몰랐던 서버 설정:\n%s" % art, "새 호스트랑 비교하라고 사용자가 현재 설정을 붙여줌:\n%s" % art])
    return "config: " + lab, mc, gl(lang, "rotate"), gl(lang, "ask_owner"), [pw]


OAUTH = [("Google", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(28, B64U), lambda: num(12) + "-" + rs(32, ANL) + ".apps.googleusercontent.com"),
         ("GitHub OAuth App", "GITHUB_CLIENT_SECRET", lambda: hx(40), lambda: "Ov23li" + rs(14, AN)),
         ("Kakao Login", "KAKAO_CLIENT_SECRET", lambda: rs(32, AN), lambda: hx(32)),
         ("Naver Login", "NAVER_CLIENT_SECRET", lambda: rs(10, AN), lambda: rs(20, AN)),
         ("Auth0", "AUTH0_CLIENT_SECRET", lambda: rs(64, B64U), lambda: rs(32, AN)),
         ("Okta", "OKTA_CLIENT_SECRET", lambda: rs(64, B64U), lambda: "0oa" + rs(17, AN)),
         ("Keycloak", "KEYCLOAK_CLIENT_SECRET", lambda: rs(32, AN), lambda: pick(["web-portal", "admin-console", "orders-api"])),
         ("Microsoft Entra ID", "AZURE_AD_CLIENT_SECRET", lambda: rs(3, AN) + R.choice(DG) + "Q~" + rs(34, AN + "_~.-"), uuid4),
         ("Apple Sign in", "APPLE_CLIENT_SECRET", lambda: jwt({"iss": rs(10, ANU), "iat": ts_epoch(), "exp": ts_epoch() + 15552000, "aud": "https://appleid.apple.com", "sub": "io.acme.web"}, {"alg": "ES256", "kid": rs(10, ANU)}, 64), lambda: "io.acme.web"),
         ("LINE Login", "LINE_CHANNEL_SECRET", lambda: hx(32), lambda: num(10)),
         ("Spotify", "SPOTIFY_CLIENT_SECRET", lambda: hx(32), lambda: hx(32)),
         ("Twitch", "TWITCH_CLIENT_SECRET", lambda: rs(30, ANL), lambda: rs(30, ANL)),
         ("Zoom", "ZOOM_CLIENT_SECRET", lambda: rs(32, AN), lambda: rs(22, AN)),
         ("PayPal", "PAYPAL_CLIENT_SECRET", lambda: "E" + rs(79, B64U), lambda: "A" + rs(79, B64U)),
         ("Razorpay", "RAZORPAY_KEY_SECRET", lambda: rs(24, AN), lambda: "rzp_live_" + rs(14, AN)),
         ("Plaid", "PLAID_SECRET", lambda: hx(30), lambda: hx(24)),
         ("Naver Developers", "X-Naver-Client-Secret", lambda: rs(10, AN), lambda: rs(20, AN)),
         ("WeChat", "WECHAT_APPSECRET", lambda: hx(32), lambda: "wx" + hx(16)),
         ("Cafe24", "CAFE24_CLIENT_SECRET", lambda: rs(22, AN), lambda: rs(22, AN)),
         ("Yahoo! JAPAN", "YJ_CLIENT_SECRET", lambda: rs(40, AN), lambda: "dj00" + rs(52, AN))]


@stpl(8)
def s_oauth_client(lang):
    v, var, gs, gi = pick(OAUTH)
    sec, cid = gs(), gi()
    idvar = var.replace("SECRET", "ID").replace("APPSECRET", "APPID")
    k = R.randint(0, 3)
    if v == "Naver Developers":
        art = "curl 'https://openapi.naver.com/v1/search/blog.json?query=%s' \\\n  -H 'X-Naver-Client-Id: %s' \\\n  -H 'X-Naver-Client-Secret: %s'" % (pct(pick(["맛집", "개발자", "부산 여행"])), cid, sec)
        lab = "curl headers"
    elif k == 0:
        art = "%s=%s\n%s=%s" % (idvar, cid, var, sec)
        lab = ".env"
    elif k == 1:
        art = '{\n  "web": {\n    "client_id": "%s",\n    "client_secret": "%s",\n    "redirect_uris": ["https://%s/oauth/callback"]\n  }\n}' % (cid, sec, pick(["acme.io", "stg.hanbit.co.kr"]))
        lab = "client_secret.json"
    elif k == 2:
        art = "curl -X POST https://%s/oauth/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=%s \\\n  -d client_secret=%s" % (pick(["auth.acme.io", "api.partner.com", "login.example.net"]), cid, sec)
        lab = "token request"
    else:
        art = "spring.security.oauth2.client.registration.%s.client-id=%s\nspring.security.oauth2.client.registration.%s.client-secret=%s" % (vslug(v).split("_")[0], cid, vslug(v).split("_")[0], sec)
        lab = "Spring properties"
    mc = P(lang, ["Social login broke on staging with invalid_client. The app registration the user showed me:\n%s" % art,
                  "I didn't know %s has a separate app for staging. Its credentials:\n%s" % (v, art),
                  "The client credentials flow for the %s integration (from the user):\n%s" % (v, art)],
              ["staging 소셜 로그인이 invalid_client로 깨짐. 사용자가 보여준 앱 등록 정보:\n%s" % art,
               "%s에 staging용 앱이 따로 있는 걸 몰랐음. 자격증명:\n%s" % (v, art),
               "%s 연동의 client credentials flow (사용자 제공):\n%s" % (v, art)])
    lesson = T(lang, "The client ID is public; the secret is not and must not ship in the mobile app.", "client ID는 공개값이지만 secret은 아님. 모바일 앱에 넣으면 안 됨.")
    return "OAuth client secret (%s) [%s]" % (lab, v), mc, lesson, gl(lang, "ask_owner"), [sec]


@stpl(3)
def s_data_go_kr(lang):
    raw = b64(66)
    enc = pct(raw)
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=20250312&base_time=0500&nx=60&ny=127" % enc
    both = chance(0.5)
    mc = T(lang, "Weather batch got SERVICE_KEY_IS_NOT_REGISTERED_ERROR. The request it sends:\n%s" % url,
           "날씨 배치가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 받음. 보내는 요청:\n%s" % url)
    sec = [enc]
    if both:
        lesson = T(lang, "Use the Encoding key in URLs and the Decoding key (%s) only with requests' params=, or it gets double-encoded." % raw,
                   "URL엔 Encoding 키를 쓰고, Decoding 키(%s)는 requests params=로 넘길 때만 써야 이중 인코딩이 안 됨." % raw)
        sec.append(raw)
    else:
        lesson = T(lang, "The portal gives an Encoding and a Decoding key; mixing them up causes exactly this error.",
                   "공공데이터포털은 Encoding/Decoding 키를 따로 줌. 섞어 쓰면 딱 이 에러가 남.")
    return "URL query: serviceKey [data.go.kr]", mc, lesson, "", sec


@stpl(3)
def s_toss_basic(lang):
    sk = pick(["live_sk_", "live_gsk_"]) + rs(20, AN)
    blob = b64s(sk + ":")
    mc = T(lang, "Payment confirm returned UNAUTHORIZED_KEY. The server builds the header from TOSS_SECRET_KEY:\n",
           "결제 승인에서 UNAUTHORIZED_KEY가 남. 서버는 TOSS_SECRET_KEY로 헤더를 만듦:\n")
    art = "const auth = 'Basic ' + Buffer.from('%s' + ':').toString('base64');\n// => Authorization: Basic %s" % (sk, blob)
    lesson = T(lang, "The colon after the secret key is required; without it Toss returns 401.", "시크릿 키 뒤 콜론이 필수. 빠지면 토스가 401 반환.")
    return "code: Basic auth from secret key [Toss Payments]", mc + art, lesson, T(lang, "Is the live key allowed on the staging server at all?", "staging 서버에 live 키를 써도 되는 건가요?"), [sk, blob]


@stpl(4)
def s_kr_pairs(lang):
    k = R.randint(0, 5)
    if k == 0:
        key = "NCS" + rs(13, ANU)
        sec = rs(32, ANU)
        art = "SOLAPI_API_KEY=%s\nSOLAPI_API_SECRET=%s\nSOLAPI_SENDER=0215881234" % (key, sec)
        v, s_ = "Solapi(CoolSMS)", [sec]
    elif k == 1:
        ak = rs(24, HEX)
        sec = hx(32)
        art = "channel:\n  access-key: %s\n  access-secret: %s" % (ak, sec)
        v, s_ = "Channel Talk", [sec]
    elif k == 2:
        key = rs(32, ANL)
        art = "curl -d key=%s -d user_id=acmeshop -d sender=0212345678 -d receiver=01012345678 -d msg='인증번호 [482913]' https://apis.aligo.in/send/" % key
        v, s_ = "Aligo", [key]
    elif k == 3:
        ak = rs(16, AN)
        sk = rs(8, AN)
        art = "POST https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms\nX-Secret-Key: %s\nContent-Type: application/json;charset=UTF-8" % (ak, sk)
        v, s_ = "NHN Cloud", [sk]
    elif k == 4:
        imp_key = num(16)
        imp_sec = rs(80, AN)
        art = 'curl -X POST https://api.iamport.kr/users/getToken -H "Content-Type: application/json" -d \'{"imp_key": "%s", "imp_secret": "%s"}\'' % (imp_key, imp_sec)
        v, s_ = "PortOne(iamport) V1", [imp_sec]
    else:
        cid = "S2_" + hx(32)
        sk = hx(32)
        blob = b64s(cid + ":" + sk)
        art = "NICEPAY_CLIENT_ID=%s\nNICEPAY_SECRET_KEY=%s\n# Authorization: Basic %s" % (cid, sk, blob)
        v, s_ = "NICEPAY", [sk, blob]
    mc = P(lang, ["I didn't know %s needs a separate key per sender number. What the user gave me:\n%s" % (v, art),
                  "The %s integration in %s (from the user's .env):\n%s" % (v, pick(SVCS), art)],
              ["%s[은] 발신번호별로 키가 따로 필요하다는 걸 몰랐음. 사용자가 준 값:\n%s" % (v, art),
               "%s의 %s 연동 정보 (사용자 .env에서):\n%s" % (pick(SVCS), v, art)])
    lesson = P(lang, ["The sender number must be pre-registered or sends fail silently.", "IP whitelist on the vendor console blocks calls from new servers."],
               ["발신번호 사전 등록 안 하면 조용히 발송 실패함.", "벤더 콘솔의 IP 화이트리스트 때문에 새 서버에서 호출이 막힘."])
    return "Korean vendor credentials [%s]" % v, mc, lesson, "", s_


@stpl(4)
def s_misc_pairs(lang):
    k = R.randint(0, 8)
    if k == 6:
        ak, asec, ck = rs(16, AN), rs(32, AN), rs(32, AN)
        art = "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % (ak, asec, ck)
        v, s_ = "OVHcloud", [asec, ck]
    elif k == 7:
        pk, sk = "pk-lf-" + uuid4(), "sk-lf-" + uuid4()
        art = "LANGFUSE_PUBLIC_KEY=%s\nLANGFUSE_SECRET_KEY=%s\nLANGFUSE_HOST=https://cloud.langfuse.com" % (pk, sk)
        v, s_ = "Langfuse", [sk]
    elif k == 8:
        tid, tsec = "ak-" + rs(22, AN), "as-" + rs(22, AN)
        art = "modal token set --token-id %s --token-secret %s --profile acme" % (tid, tsec)
        v, s_ = "Modal", [tsec]
    elif k == 0:
        key = num(15)
        sec = rs(27, B64U)
        art = "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (key, sec, pick(["acme-media", "hanbit", "dxk3p0abc"]))
        v, s_ = "Cloudinary", [sec]
    elif k == 1:
        sid = "AC" + hx(32)
        tok = hx(32)
        art = 'client = Client("%s", "%s")\nclient.messages.create(to="+8210%s", from_="+1415%s", body="test")' % (sid, tok, rs(8, DG), rs(7, DG))
        v, s_ = "Twilio", [tok]
    elif k == 2:
        pub = rs(8, LO)
        priv = uuid4()
        art = "atlas config set public_api_key %s\natlas config set private_api_key %s" % (pub, priv)
        v, s_ = "MongoDB Atlas", [priv]
    elif k == 3:
        key = hx(32)
        tok = "ATTA" + hx(64) + rs(8, HEXU)
        art = "https://api.trello.com/1/boards/%s/cards?key=%s&token=%s" % (rs(8, AN), key, tok)
        v, s_ = "Trello", [tok]
    elif k == 4:
        app = num(7)
        key = hx(20)
        sec = hx(20)
        art = "PUSHER_APP_ID=%s\nPUSHER_KEY=%s\nPUSHER_SECRET=%s\nPUSHER_CLUSTER=ap3" % (app, key, sec)
        v, s_ = "Pusher", [sec]
    else:
        k1 = "API" + rs(12, AN)
        s1 = rs(43, AN)
        art = "livekit:\n  url: wss://acme-%s.livekit.cloud\n  api_key: %s\n  api_secret: %s" % (rs(8, LO), k1, s1)
        v, s_ = "LiveKit", [s1]
    mc = P(lang, ["Missing context: %s credentials for %s are in a file nobody mentioned:\n%s" % (v, pick(SVCS), art),
                  "User pasted the %s setup from their machine:\n%s" % (v, art)],
              ["%s의 %s 자격증명이 아무도 말 안 한 파일에 있었음:\n%s" % (pick(SVCS), v, art),
               "사용자가 자기 PC의 %s 설정을 붙여줌:\n%s" % (v, art)])
    return "key id + secret [%s]" % v, mc, gl(lang, "rotate"), gl(lang, "ask_owner"), s_


MULTI_POOL = [("OPENAI_API_KEY", tok_openai), ("ANTHROPIC_API_KEY", tok_anthropic), ("STRIPE_SECRET_KEY", tok_stripe_sk),
              ("SENDGRID_API_KEY", tok_sendgrid), ("SLACK_BOT_TOKEN", tok_slack_bot), ("GITHUB_TOKEN", lambda: "ghp_" + rs(36, AN)),
              ("TWILIO_AUTH_TOKEN", lambda: hx(32)), ("DD_API_KEY", lambda: hx(32)), ("KAKAO_REST_API_KEY", lambda: hx(32)),
              ("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(20, AN)), ("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64)),
              ("HF_TOKEN", lambda: "hf_" + rs(34, UP + LO)), ("DATABASE_PASSWORD", pw_urlsafe), ("REDIS_PASSWORD", pw_urlsafe),
              ("JWT_SECRET", lambda: hx(64)), ("MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8)),
              ("NOTION_TOKEN", lambda: "ntn_" + num(11) + rs(35, AN)), ("LINE_CHANNEL_SECRET", lambda: hx(32)),
              ("GROQ_API_KEY", lambda: "gsk_" + rs(52, AN)), ("CLOUDFLARE_API_TOKEN", lambda: rs(40, B64U)),
              ("TELEGRAM_BOT_TOKEN", tok_telegram), ("SUPABASE_SERVICE_ROLE_KEY", tok_supabase_service)]


@stpl(14)
def s_multi_env(lang):
    items = R.sample(MULTI_POOL, R.randint(2, 4))
    lines, secs = [], []
    for var, g in items:
        v = g()
        lines.append("%s=%s" % (var, v))
        secs.append(v)
    for b in R.sample(BENIGN_ENV, R.randint(1, 3)):
        lines.insert(R.randint(0, len(lines)), b)
    art = "\n".join(lines)
    if len(art) > 820:
        return None
    mc = P(lang, ["The user dumped their whole .env so I could run %s locally:\n%s" % (pick(SVCS), fence(art)),
                  "`docker compose config` printed the resolved environment, including:\n%s" % art,
                  "`printenv | sort` on the staging pod (what the user pasted):\n%s" % art,
                  "Heroku config vars of the app (`heroku config -s`):\n%s" % art],
              ["%s 로컬 실행하라고 사용자가 .env 전체를 붙여줌:\n%s" % (pick(SVCS), fence(art)),
               "`docker compose config`가 풀어서 출력한 환경변수 중 일부:\n%s" % art,
               "staging pod에서 `printenv | sort` 결과 (사용자가 붙여줌):\n%s" % art,
               "앱의 Heroku config vars (`heroku config -s`):\n%s" % art])
    lesson = P(lang, ["Half of these are prod keys; the local profile should use test keys.", "The app crashes at boot if any of these is missing, even unused ones.", ""],
               ["이 중 절반은 prod 키임. 로컬 프로필은 test 키를 써야 함.", "안 쓰는 값이라도 하나 빠지면 부팅 때 죽음.", ""])
    return ".env with several providers", mc, lesson, gl(lang, "ask_owner"), secs


@stpl(4)
def s_diff_rotation(lang):
    var, g = pick(MULTI_POOL)
    old, new = g(), g()
    f = pick(["config/prod.env", "deploy/values-prod.yaml", ".env.production", "terraform.tfvars"])
    if f.endswith(".yaml"):
        ln = lambda v: "  %s: %s" % (camel(var), v)
    elif f.endswith(".tfvars"):
        ln = lambda v: '%s = "%s"' % (var.lower(), v)
    else:
        ln = lambda v: "%s=%s" % (var, v)
    art = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n-%s\n+%s" % (f, f, f, f, R.randint(2, 40), R.randint(2, 40), ln(old), ln(new))
    if len(art) > 900:
        return None
    mc = T(lang, "The rotation PR changed the key in the repo instead of in the secret store:\n", "rotation PR이 secret store가 아니라 repo 안에서 키를 바꿨음:\n") + art
    lesson = T(lang, "Both the old and the new value are now in git history.", "이제 옛 값과 새 값 둘 다 git history에 남음.")
    return "diff: old and new key (%s)" % var, mc, lesson, "", [old, new]


@stpl(3)
def s_table(lang):
    rows = []
    secs = []
    for env in R.sample(["dev", "staging", "prod", "qa", "demo"], R.randint(2, 3)):
        u = pick(["admin", "qa_user", "ops", "tester01"])
        pw = pw_any()
        while "|" in pw:
            pw = pw_any()
        rows.append("| %s | https://%s.admin.acme.io | %s | %s |" % (env, env, u, pw))
        secs.append(pw)
    art = "| env | url | id | pw |\n|---|---|---|---|\n" + "\n".join(rows)
    mc = T(lang, "The QA wiki page has a table of test logins; the user pasted it:\n", "QA 위키 페이지에 테스트 로그인 표가 있고 사용자가 붙여줌:\n") + art
    return "markdown table: logins per environment", mc, T(lang, "prod row should not be in that table at all.", "prod 행은 그 표에 있으면 안 됨."), "", secs


@stpl(4)
def s_stacktrace(lang):
    k = R.randint(0, 3)
    pw = pw_urlsafe(R.randint(12, 20))
    if k == 0:
        art = ('Traceback (most recent call last):\n  File "/app/worker.py", line 88, in <module>\n    r = redis.from_url(os.environ["REDIS_URL"])\n'
               '  File "/usr/local/lib/python3.12/site-packages/redis/utils.py", line 42, in from_url\nValueError: Redis URL must specify one of the following schemes (redis://, rediss://, unix://): \'%s\''
               % ("redis+sentinel://:%s@sentinel-0.redis:26379/mymaster" % pw))
    elif k == 1:
        art = ("org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"batch\"\n"
               "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n"
               "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n"
               "Caused by config: jdbc.url=jdbc:postgresql://pg-stg:5432/batch?user=batch&password=%s" % pw)
    elif k == 2:
        art = ("Error: connect ECONNREFUSED 10.0.4.12:5672\n    at TCPConnectWrapper.afterConnect [as oncomplete] (node:net:1607:16) {\n"
               "  errno: -111,\n  code: 'ECONNREFUSED',\n  url: 'amqp://orders:%s@10.0.4.12:5672/orders'\n}" % pw)
    else:
        art = ("panic: dial tcp: lookup mysql-primary on 10.96.0.10:53: no such host\n\ngoroutine 1 [running]:\nmain.mustDB({0xc0000a2000, 0x4f})\n"
               "\t/src/cmd/api/main.go:57 +0x1a5\n# DSN printed by the debug logger:\n# app:%s@tcp(mysql-primary:3306)/orders?parseTime=true" % pw)
    mc = T(lang, "Crash on startup after the config change. Full trace from the pod log:\n", "설정 변경 후 기동 시 크래시. pod 로그의 전체 trace:\n") + art
    lesson = T(lang, "The error message echoes the connection URL including the password; scrub logs before sharing.",
               "에러 메시지가 비밀번호 포함된 접속 URL을 그대로 찍음. 공유 전에 로그를 정리할 것.")
    return "stack trace containing DB password", mc, lesson, "", [pw]


@stpl(8)
def s_dotfile(lang):
    k = R.randint(0, 13)
    if k == 0:
        v = pw_any()
        art = "db-prod.internal:5432:orders:report:%s" % v.replace(":", "")
        f, sec = "~/.pgpass", [v.replace(":", "")]
    elif k == 1:
        v = pw_any()
        art = "[client]\nuser=backup\npassword=\"%s\"\nhost=mysql-primary" % v.replace('"', "")
        f, sec = "~/.my.cnf", [v.replace('"', "")]
    elif k == 2:
        a, s_ = tok_aws_id(), tok_aws_secret()
        art = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.ap-northeast-2.amazonaws.com" % (a, s_)
        f, sec = "~/.s3cfg", [a, s_]
    elif k == 3:
        t = "gho_" + rs(36, AN)
        art = "github.com:\n    user: kim-dev\n    oauth_token: %s\n    git_protocol: https" % t
        f, sec = "~/.config/gh/hosts.yml", [t]
    elif k == 4:
        t = tok_tfc()
        art = '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % t
        f, sec = "~/.terraform.d/credentials.tfrc.json", [t]
    elif k == 5:
        t = hx(32)
        art = '{"username":"kimjiho","key":"%s"}' % t
        f, sec = "~/.kaggle/kaggle.json", [t]
    elif k == 6:
        t = "dapi" + hx(32)
        art = "[DEFAULT]\nhost  = https://adb-%s.7.azuredatabricks.net\ntoken = %s" % (num(16), t)
        f, sec = "~/.databrickscfg", [t]
    elif k == 7:
        v = pw_any()
        art = "[connections.prod]\naccountname = acme-ap2\nusername = ANALYST_SVC\npassword = %s\nwarehousename = REPORTING_WH" % v
        f, sec = "~/.snowsql/config", [v]
    elif k == 8:
        v = pw_any().replace("'", "")
        art = "acme:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: dw.internal\n      user: dbt\n      password: '%s'\n      dbname: warehouse" % v
        f, sec = "~/.dbt/profiles.yml", [v]
    elif k == 9:
        t = "ghp_" + rs(36, AN)
        art = "https://kim-dev:%s@github.com" % t
        f, sec = "~/.git-credentials", [t]
    elif k == 10:
        obs = rs(R.randint(40, 60), B64U)
        art = "[nas]\ntype = sftp\nhost = 192.168.0.%d\nuser = backup\npass = %s" % (R.randint(2, 250), obs)
        f, sec = "~/.config/rclone/rclone.conf", [obs]
    elif k == 11:
        v = "github_pat_11" + rs(20, ANU) + "_" + rs(59, AN)
        art = "export BUNDLE_GITHUB__COM=x-access-token:%s" % v
        f, sec = "~/.bundle/config (env)", [v]
    elif k == 12:
        u, p = hx(8), hx(8)
        art = "BUNDLE_GEMS__CONTRIBSYS__COM=%s:%s" % (u, p)
        f, sec = ".bundle/config", [p]
    else:
        t = "AKCp8" + rs(68, AN)
        art = "[default]\nurl = https://acme.jfrog.io/artifactory\nuser = ci\npassword = %s" % t
        f, sec = "~/.jfrog/jfrog-cli.conf", [t]
    mc = P(lang, ["I spent an hour before learning that %s on the build host provides the credentials:\n%s" % (f, art),
                  "Context I was missing: the tool reads %s. The user's copy:\n%s" % (f, art),
                  "The user's %s (pasted so I could match the setup):\n%s" % (f, art)],
              ["빌드 호스트의 %s[이] 자격증명을 제공한다는 걸 한 시간 헤매고서야 알았음:\n%s" % (f, art),
               "몰랐던 점: 그 도구는 %s[을] 읽음. 사용자 파일:\n%s" % (f, art),
               "설정 맞추라고 사용자가 붙여준 %s:\n%s" % (f, art)])
    return "dotfile credentials: %s" % f, mc, gl(lang, "rotate"), gl(lang, "ask_owner"), sec


@stpl(5)
def s_cli_token_output(lang):
    k = R.randint(0, 6)
    if k == 0:
        t = "ya29.a0" + rs(R.randint(170, 220), B64U)
        cmd, who = "gcloud auth print-access-token", "Google Cloud"
    elif k == 1:
        t = jwt({"aud": "https://management.azure.com/", "iss": "https://sts.windows.net/%s/" % uuid4(), "oid": uuid4(), "tid": uuid4()}, {"typ": "JWT", "alg": "RS256", "x5t": rs(27, B64U)}, 256)
        cmd, who = "az account get-access-token --query accessToken -o tsv", "Azure"
    elif k == 2:
        t = "HRKU-AA" + rs(58, B64U)
        cmd, who = "heroku auth:token", "Heroku"
    elif k == 3:
        t = "1//0" + rs(R.randint(95, 110), B64U)
        cmd, who = "firebase login:ci", "Firebase CLI"
    elif k == 4:
        t = "gho_" + rs(36, AN)
        cmd, who = "gh auth token", "GitHub CLI"
    elif k == 5:
        t = rs(24, AN)
        cmd, who = "cat ~/.local/share/com.vercel.cli/auth.json | jq -r .token", "Vercel"
    else:
        t = "sl.u." + rs(140, B64U)
        cmd, who = "dbxcli account  # printed token from debug log", "Dropbox"
    if len(t) > 700:
        return None
    out = "$ %s\n%s" % (cmd, t)
    mc = P(lang, ["To let me call the API directly the user ran this and pasted the output:\n%s" % out,
                  "The %s token I used for the manual check (from the user's terminal):\n%s" % (who, out)],
              ["API를 직접 호출하라고 사용자가 이걸 실행해서 출력을 붙여줌:\n%s" % out,
               "수동 확인에 쓴 %s 토큰 (사용자 터미널에서):\n%s" % (who, out)])
    lesson = T(lang, "CLI tokens carry the user's full permissions, not a scoped role.", "CLI 토큰은 scope 제한 없이 사용자 권한 전체를 가짐.")
    return "shell output: CLI access token [%s]" % who, mc, lesson, "", [t]


@stpl(3)
def s_url_token(lang):
    k = R.randint(0, 4)
    if k == 0:
        t = hx(48)
        art = "    To access the server, open this file in a browser:\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=%s" % t
        who = "Jupyter server token"
    elif k == 1:
        t = rs(32, B64U)
        art = '%s - - [12/Mar/2025:10:14:03 +0900] "GET /api/v1/export?access_token=%s&fmt=csv HTTP/1.1" 200 48213 "-" "python-requests/2.32.3"' % (
            "203.0.113.%d" % R.randint(1, 254), t)
        who = "access_token in nginx access log"
    elif k == 2:
        t = rs(40, B64U)
        art = "wss://realtime.acme.io/socket/websocket?token=%s&vsn=2.0.0" % t
        who = "websocket URL token"
    elif k == 3:
        t = jwt({"resource": {"dashboard": R.randint(1, 99)}, "params": {}, "exp": ts_epoch()}, sig_bytes=32)
        art = "<iframe src=\"https://metabase.acme.io/embed/dashboard/%s#bordered=true&titled=true\" width=\"800\" height=\"600\"></iframe>" % t
        who = "Metabase signed embed JWT"
    else:
        t = rs(64, B64U)
        art = "https://grafana.acme.io/d/%s/api-latency?orgId=1&auth_token=%s" % (rs(9, AN), t)
        who = "token in dashboard link"
    mc = P(lang, ["The link the user shared to show me the problem:\n%s" % art, "From the log file I was asked to look at:\n%s" % art],
              ["문제 보여주려고 사용자가 공유한 링크:\n%s" % art, "보라고 한 로그 파일에서:\n%s" % art])
    return "URL/log with token: %s" % who, mc, T(lang, "Tokens in query strings end up in proxy and access logs.", "query string의 토큰은 프록시/액세스 로그에 남음."), "", [t]


@stpl(4)
def s_passphrase(lang):
    pp = pick([pw_passphrase, pw_passphrase, pw_human, pw_kokey, pw_random])()
    while len(pp) < 8 or "'" in pp:
        pp = pw_passphrase()
    k = R.randint(0, 4)
    if k == 0:
        art = "ssh-keygen -t ed25519 -C deploy@ci -N '%s' -f ~/.ssh/deploy_ed25519" % pp
        lab = "ssh-keygen -N passphrase"
    elif k == 1:
        art = "echo '%s' | gpg --batch --yes --passphrase-fd 0 --pinentry-mode loopback -d backup.tar.gz.gpg | tar xz" % pp
        lab = "gpg passphrase"
    elif k == 2:
        art = "android {\n  signingConfigs {\n    release {\n      storeFile file('release.keystore')\n      storePassword '%s'\n      keyAlias 'upload'\n      keyPassword '%s'\n    }\n  }\n}" % (pp, pp)
        lab = "Android signingConfig storePassword"
    elif k == 3:
        art = "$ cat ~/.vault_pass.txt\n%s\n$ ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt" % pp
        lab = "Ansible vault password file"
    else:
        art = "MATCH_PASSWORD=%s\nFASTLANE_USER=ios-ci@acme.io" % pp
        lab = "fastlane match password"
    mc = P(lang, ["The key/keystore is encrypted and I didn't know the passphrase; the user told me how they use it:\n%s" % art,
                  "Release build failed at the signing step. Working setup from the user's machine:\n%s" % art],
              ["키/키스토어가 암호화돼 있는데 passphrase를 몰랐음. 사용자가 쓰는 방법을 알려줌:\n%s" % art,
               "릴리즈 빌드가 서명 단계에서 실패. 사용자 PC의 동작하는 설정:\n%s" % art])
    return "passphrase: " + lab, mc, gl(lang, "rotate"), "", [pp]


@stpl(2)
def s_apple_app_pw(lang):
    v = "-".join(rs(4, LO) for _ in range(4))
    art = "xcrun notarytool submit App.zip --apple-id ios-ci@acme.io --team-id %s --password %s --wait" % (rs(10, ANU), v)
    mc = T(lang, "Notarization step in the macOS release job (the user's local command):\n", "macOS 릴리즈 job의 notarization 단계 (사용자 로컬 명령):\n") + art
    return "shell: app-specific password [Apple]", mc, T(lang, "App-specific passwords are tied to one Apple ID; revoke it on appleid.apple.com.", "앱 암호는 Apple ID 하나에 묶임. appleid.apple.com에서 revoke 가능."), "", [v]


@stpl(2)
def s_grafana_legacy(lang):
    v = b64s(json.dumps({"k": rs(32, AN), "n": pick(["ci-annotations", "deploy-bot", "viewer"]), "id": R.randint(1, 9)}, separators=(",", ":")))
    art = "curl -H \"Authorization: Bearer %s\" https://grafana.acme.io/api/annotations -d @annotation.json" % v
    mc = T(lang, "Deploy annotations stopped appearing after the Grafana upgrade. The call in deploy.sh:\n", "Grafana 업그레이드 후 배포 annotation이 안 찍힘. deploy.sh의 호출:\n") + art
    return "curl: legacy API key [Grafana]", mc, T(lang, "Legacy API keys were migrated to service accounts in v11.", "v11에서 legacy API key는 service account로 이전됨."), "", [v]


CHAT_EN = ["ok here's the key: {S} — don't paste it anywhere lol", "try with {S}, that's the one from last sprint",
           "pw is {S} (yes the same as the wiki one)", "use {S} for now, I'll rotate it tomorrow", "the new one is {S}. old one is revoked"]
CHAT_KO = ["키 여기요: {S} 어디 붙여넣지 마세요 ㅎㅎ", "{S} 이걸로 해보세요, 지난 스프린트 때 쓰던 거예요", "비번 {S} 입니다 (위키랑 같음)",
           "일단 {S} 쓰시고 내일 rotation 할게요", "새 키는 {S} 이고 예전 건 폐기했어요"]


@stpl(6)
def s_chat(lang):
    sp = pick(VENDORS)
    if chance(0.6):
        v = sp[5]()
        cat = "chat message: %s [%s]" % (sp[2], sp[0])
    else:
        v = pw_any()
        cat = "chat message: password"
    msg = fill(pick(CHAT_EN if lang == "en" else CHAT_KO), S=v)
    who = pick(["@minji", "@jhkim", "@ops-oncall", "@dana", "@seo.y", "@tanaka"])
    mc = P(lang, ["Relevant part of the Slack thread the user forwarded:\n%s: %s" % (who, msg),
                  "From the chat log attached to the ticket:\n> %s" % msg,
                  "%s wrote in #dev: \"%s\"" % (who, msg)],
              ["사용자가 전달한 Slack 스레드의 관련 부분:\n%s: %s" % (who, msg),
               "티켓에 첨부된 채팅 로그에서:\n> %s" % msg,
               "%s님이 #dev에 씀: \"%s\"" % (who, msg)])
    lesson = P(lang, ["Credentials shared in chat stay searchable forever.", "Ask for the secret-manager path instead of the value.", ""],
               ["채팅에 공유된 자격증명은 영원히 검색됨.", "값 대신 secret manager 경로를 달라고 할 것.", ""])
    return cat, mc, lesson, "", [v]


@stpl(3)
def s_kokey_story(lang):
    w = pick(KO_WORDS)
    k = ko_keys(w)
    pw = k + pick(["", "!", "1234", "0415", "!@", "2024"]) + pick(["", "!", "#"])
    while len(pw) < 8:
        pw += str(R.randint(0, 9))
    mc = T(lang, "Login to the staging NAS kept failing. The user explained the password is '%s' typed on a QWERTY keyboard: %s" % (w, pw),
           "staging NAS 로그인이 계속 실패함. 사용자가 비번은 '%s'[을] 영문 자판으로 친 것이라고 함: %s" % (w, pw))
    lesson = T(lang, "The web form was in Korean IME mode; switch to English before typing.", "웹 폼이 한글 입력 상태였음. 치기 전에 영문으로 전환할 것.")
    return "prose: Korean-keyboard password", mc, lesson, "", [pw]


# =================================================================== clean templates
CLEAN_TPLS = []      # (function, weight, klass)  klass: risky | publishable | benign


def ctpl(weight=1, klass="risky"):
    def deco(f):
        CLEAN_TPLS.append((f, weight, klass))
        return f
    return deco


def secret_ref(sp):
    var = sp[4]
    slug = vslug(sp[0]).replace("_", "-")
    k = R.randint(0, 16)
    return [
        ("${%s}" % var, "env-var reference"),
        ("$%s" % var, "env-var reference"),
        ("${{ secrets.%s }}" % var, "GitHub Actions secrets reference"),
        ("<your-%s-%s>" % (slug, pick(["api-key", "token", "key"])), "placeholder"),
        ("YOUR_%s_HERE" % var, "placeholder"),
        ("REPLACE_ME", "placeholder"),
        ("********", "masked value"),
        ("[REDACTED]", "redacted value"),
        ("<redacted>", "redacted value"),
        ("{{ .Values.%s.%s }}" % (camel(slug.replace("-", "_")), pick(["apiKey", "token"])), "Helm template reference"),
        ("vault:secret/data/%s/%s#%s" % (pick(["prod", "stg"]), slug, pick(["api_key", "token"])), "Vault path reference"),
        ("op://%s/%s/credential" % (pick(["Engineering", "Prod", "Shared"]), sp[0].replace(" ", "-")), "1Password reference"),
        ("arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), num(12), pick(["prod", "stg"]), slug, rs(6, AN)), "AWS Secrets Manager ARN"),
        ("projects/%s/secrets/%s/versions/latest" % (pick(["acme-prod", "hanbit-stg", "123456789012"]), var.lower().replace("_", "-")), "GCP Secret Manager path"),
        ("@Microsoft.KeyVault(SecretUri=https://kv-acme-%s.vault.azure.net/secrets/%s/)" % (pick(["prod", "stg"]), slug), "Azure Key Vault reference"),
        ("ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(R.randint(20, 48)), b64(32), b64(16)), "SOPS ciphertext"),
        ("$(cat /run/secrets/%s)" % var.lower(), "Docker secret file reference"),
    ][k]


CF_MC = {
    "en": ["{svc} failed at boot with `KeyError: '{VAR}'`. In {where} the value is only {kind}:\n{A}",
           "I didn't know {svc} resolves its {V} {what} at deploy time. {where} only holds {kind}:\n{A}",
           "F|The template in {where} was deployed unrendered, so {V} rejected the request (401):\n{A}",
           "New {V} integration for {svc}; config as committed (the real value is injected by CI):\n{A}",
           "The onboarding doc shows this for {V}; the actual value comes from the secret store:\n{A}",
           "Spent a while on a 401 from {V}. The cause: {where} still contained {kind}:\n{A}"],
    "ko": ["{svc}[이] 기동 시 `KeyError: '{VAR}'`로 죽음. {where}엔 값 대신 {kind}만 있음:\n{A}",
           "{svc}[이] {V} {what}[을] 배포 시점에 주입받는다는 걸 몰랐음. {where}엔 {kind}만 있음:\n{A}",
           "F|{where}의 템플릿이 렌더링 안 된 채 배포돼서 {V}[이] 401로 거절함:\n{A}",
           "{svc}의 신규 {V} 연동. 커밋된 설정은 이렇고 실제 값은 CI가 주입함:\n{A}",
           "온보딩 문서엔 {V} 설정이 이렇게만 나옴. 실제 값은 secret store에서 옴:\n{A}",
           "{V} 401 때문에 한참 헤맴. 원인은 {where}에 남아 있던 {kind}였음:\n{A}"],
}
CF_KIND_KO = {"env-var reference": "환경변수 참조", "GitHub Actions secrets reference": "GitHub Actions secrets 참조", "placeholder": "placeholder",
              "masked value": "마스킹된 값", "redacted value": "가려진 값", "Helm template reference": "Helm 템플릿 참조",
              "Vault path reference": "Vault 경로 참조", "1Password reference": "1Password 참조", "AWS Secrets Manager ARN": "AWS Secrets Manager ARN",
              "GCP Secret Manager path": "GCP Secret Manager 경로", "Azure Key Vault reference": "Azure Key Vault 참조", "SOPS ciphertext": "SOPS 암호문",
              "Docker secret file reference": "Docker secret 파일 참조"}
CF_LESSON = {
    "en": ["Values are injected by the External Secrets operator; never put literals in this file.",
           "If the placeholder reaches {V}, the error says 'invalid key' rather than 'missing key'.",
           "Fork PRs don't get secrets, so {VAR} is empty there; the e2e job must be skipped for forks.",
           "`envsubst` leaves unknown variables untouched, which is how the literal string got deployed.",
           "The secret is read at startup; restart the pod after updating the store.", ""],
    "ko": ["값은 External Secrets operator가 주입함. 이 파일에 실제 값을 넣지 말 것.",
           "placeholder가 그대로 {V}에 가면 'missing key'가 아니라 'invalid key' 에러가 남.",
           "fork PR엔 secret이 안 넘어가서 {VAR}[이] 비어 있음. fork에선 e2e job을 건너뛰어야 함.",
           "`envsubst`는 모르는 변수를 그대로 둬서 문자열이 그대로 배포됐던 것.",
           "secret은 기동 시에 읽음. store 갱신 후 pod 재시작 필요.", ""],
}
CF_ASK = {
    "en": ["Which secret-manager path holds the {V} {what} for staging?", "Can CI expose {VAR} to the e2e job?",
           "Who can grant me read access to the {V} secret?", "", ""],
    "ko": ["staging용 {V} {what}[은] secret manager 어느 경로에 있나요?", "CI에서 e2e job에 {VAR}[을] 넘겨줄 수 있나요?",
           "{V} secret 읽기 권한은 누구한테 요청하면 되나요?", "", ""],
}
CLEAN_CONTEXTS = [ctx_env, ctx_export, ctx_yaml, ctx_json, ctx_toml, ctx_curl, ctx_http, ctx_python, ctx_js, ctx_go, ctx_docker,
                  ctx_k8s, ctx_gha, ctx_diff, ctx_props, ctx_hcl, ctx_compose, ctx_ini, ctx_gitlabci, ctx_systemd, ctx_table]


@ctpl(60)
def c_vendor_ref(lang):
    CTX_EXTRA["on"] = False
    try:
        return _c_vendor_ref(lang)
    finally:
        CTX_EXTRA["on"] = True


def _c_vendor_ref(lang):
    sp = pick(VENDORS)
    if sp[6].startswith("basic"):
        sp = sp[:6] + ("none",) + sp[7:]
    val, kind = secret_ref(sp)
    while True:
        cf = pick(CLEAN_CONTEXTS)
        c = cf(sp, val)
        if c is not None:
            break
    what = sp[2] if lang == "en" else sp[3]
    kind_l = (("an " if kind[0] in "aeiouAEIOU" else "a ") + kind) if lang == "en" else CF_KIND_KO[kind]
    kw = dict(V=sp[0], what=what, where=where_l(lang, c["where"]), svc=pick(SVCS), VAR=sp[4], kind=kind_l)
    mc = fill(fpick(CF_MC[lang], c["where"] not in WHERE_KO), A=fence(c["art"]), **kw)
    return "%s with %s (%s) [%s]" % (c["label"], kind, sp[2], sp[0]), mc, fill(pick(CF_LESSON[lang]), **kw), fill(pick(CF_ASK[lang]), **kw)


def sha():
    return hx(40)


@ctpl(5)
def c_image_digest(lang):
    img = pick(["ghcr.io/acme/%s" % pick(SVCS), "registry.acme.io/platform/%s" % pick(SVCS), "docker.io/library/postgres", "public.ecr.aws/docker/library/redis"])
    d = "sha256:" + hx(64)
    k = R.randint(0, 2)
    if k == 0:
        art = "FROM %s@%s AS base" % (img, d)
    elif k == 1:
        art = "        image: %s:%s@%s\n        imagePullPolicy: IfNotPresent" % (img, pick(["1.8.3", "2025.03.1", "16.4-alpine"]), d)
    else:
        art = "$ docker buildx imagetools inspect %s:latest\nName:      %s:latest\nMediaType: application/vnd.oci.image.index.v1+json\nDigest:    %s" % (img, img, d)
    mc = T(lang, "Prod and staging ran different builds even though both said `latest`. Pinned by digest now:\n", "prod와 staging 둘 다 `latest`인데 다른 빌드가 돌고 있었음. 이제 digest로 고정:\n") + art
    lesson = T(lang, "Tags are mutable; the digest is the only stable reference.", "태그는 바뀔 수 있음. 고정 참조는 digest뿐임.")
    return "image digest sha256", mc, lesson, ""


@ctpl(5)
def c_checksums(lang):
    k = R.randint(0, 5)
    if k == 0:
        art = "\n".join("%s  %s" % (hx(64), f) for f in R.sample(["acme-cli_1.4.2_linux_amd64.tar.gz", "acme-cli_1.4.2_darwin_arm64.tar.gz", "acme-cli_1.4.2_windows_amd64.zip", "acme-cli_1.4.2_linux_arm64.tar.gz"], R.randint(2, 4)))
        lab = "SHA256SUMS file"
    elif k == 1:
        art = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            pick(["lodash", "axios", "zod", "dayjs"]), "4.17.21", "lodash", "lodash", "4.17.21", b64(64)[:86])
        lab = "package-lock integrity"
    elif k == 2:
        m = pick(["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/aws/aws-sdk-go-v2", "go.uber.org/zap"])
        v = "v%d.%d.%d" % (R.randint(0, 5), R.randint(0, 40), R.randint(0, 9))
        art = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (m, v, b64(32), m, v, b64(32))
        lab = "go.sum h1 hashes"
    elif k == 3:
        art = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        lab = "pip --hash"
    elif k == 4:
        art = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (R.randint(10, 90), b64(32), hx(64))
        lab = ".terraform.lock.hcl hashes"
    else:
        art = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), R.randint(10000, 90000000))
        lab = "git LFS pointer"
    mc = P(lang, ["Install in CI failed with a hash mismatch; I didn't know the lock data is checked. The entry:\n%s" % art,
                  "Context: release artifacts are verified against these checksums before upload:\n%s" % art,
                  "Diff noise in the PR was only this hash block:\n%s" % art],
              ["CI install이 hash mismatch로 실패함. lock 데이터를 검증한다는 걸 몰랐음. 해당 항목:\n%s" % art,
               "릴리즈 산출물은 업로드 전에 이 체크섬으로 검증함:\n%s" % art,
               "PR diff 잡음은 전부 이 hash 블록이었음:\n%s" % art])
    return "hashes: " + lab, mc, P(lang, ["Regenerate the lock file instead of editing hashes by hand.", ""], ["hash를 손으로 고치지 말고 lock 파일을 다시 생성할 것.", ""]), ""


@ctpl(5)
def c_git_shas(lang):
    shas = [sha() for _ in range(R.randint(3, 6))]
    msgs = ["fix(api): handle empty cart", "chore(deps): bump axios", "feat: add KakaoPay refund flow", "revert \"feat: new checkout\"",
            "test: stabilise flaky order spec", "refactor(auth): split middleware", "docs: update runbook", "fix: 정산 배치 timezone 버그"]
    k = R.randint(0, 2)
    if k == 0:
        art = "\n".join("%s %s" % (s_[:7], m_) for s_, m_ in zip(shas, R.sample(msgs, len(shas))))
        art = "$ git log --oneline -n %d\n" % len(shas) + art
    elif k == 1:
        art = "$ git bisect good %s\n$ git bisect bad %s\n%s is the first bad commit" % (shas[0], shas[1], shas[2])
    else:
        art = "- uses: actions/checkout@%s # v4.2.2\n- uses: actions/setup-node@%s # v4.1.0\n- uses: docker/build-push-action@%s # v6" % (shas[0], shas[1], shas[2])
    if k == 2:
        mc = T(lang, "Pinned actions by commit SHA after the supply-chain incident:\n", "공급망 사고 이후 action을 커밋 SHA로 고정함:\n") + art
    else:
        mc = T(lang, "The regression came in somewhere in here:\n", "회귀는 이 커밋들 중 하나에서 들어옴:\n") + art
    return "git commit SHAs", mc, "", P(lang, ["Which of these was deployed to prod on Friday?", ""], ["금요일에 prod에 나간 게 이 중 어느 건가요?", ""])


@ctpl(6)
def c_ids_logs(lang):
    tid = hx(32)
    sid = hx(16)
    rid = uuid4()
    k = R.randint(0, 5)
    if k == 0:
        art = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (tid, sid, rid)
    elif k == 1:
        art = ('{"level":"error","ts":"2025-03-12T01:22:10Z","msg":"upstream timeout","trace_id":"%s","span_id":"%s","request_id":"%s","route":"/v1/orders/{id}"}' % (tid, sid, rid))
    elif k == 2:
        art = "x-amz-request-id: %s\nx-amz-id-2: %s\nx-amz-cf-id: %s" % (rs(16, ANU), b64(54), rs(40, B64U) + "==")
    elif k == 3:
        art = "CF-RAY: %s-ICN\nx-correlation-id: %s\nretry-after: 30" % (hx(16), rid)
    elif k == 4:
        art = "Sentry event %s (issue ACME-API-%s), release %s, environment production" % (hx(32), rs(3, ANU), sha()[:12])
    else:
        art = "stripe: request_id=req_%s event=evt_%s payment_intent=pi_%s customer=cus_%s" % (rs(14, AN), rs(24, AN), rs(24, AN), rs(14, AN))
    mc = P(lang, ["The failing request, so the next agent can find it in the logs:\n%s" % art,
                  "I didn't know the gateway strips the trace header; these IDs never reach the backend:\n%s" % art,
                  "Support ticket refers to this request:\n%s" % art],
              ["다음 에이전트가 로그에서 찾을 수 있게 실패한 요청 정보:\n%s" % art,
               "gateway가 trace 헤더를 지운다는 걸 몰랐음. 이 ID들은 백엔드까지 안 감:\n%s" % art,
               "고객 문의 티켓이 가리키는 요청:\n%s" % art])
    return "request/trace IDs", mc, P(lang, ["Search by trace_id in Tempo, not by request_id.", ""], ["Tempo에선 request_id 말고 trace_id로 검색할 것.", ""]), ""


@ctpl(4)
def c_uuids(lang):
    ids = [uuid4() for _ in range(R.randint(2, 5))]
    k = R.randint(0, 2)
    if k == 0:
        art = "UPDATE orders SET status = 'CANCELLED' WHERE id IN (\n  %s\n);" % ",\n  ".join("'%s'" % i for i in ids)
        mc = T(lang, "Records affected by the double-charge bug (fix the support team ran):\n", "중복 결제 버그 영향받은 레코드 (CS팀이 실행한 수정):\n") + art
    elif k == 1:
        art = "$ kubectl get pod %s-%s-%s -o jsonpath='{.metadata.uid}'\n%s" % (pick(SVCS), rs(10, ANL), rs(5, ANL), ids[0])
        mc = T(lang, "The audit log refers to the pod by UID only; mapping it back:\n", "감사 로그엔 pod UID만 남아서 역으로 찾음:\n") + art
    else:
        art = "Idempotency-Key: %s\nX-Tenant-Id: %s" % (ids[0], ids[1])
        mc = T(lang, "Duplicate orders happened because the retry generated a new idempotency key. Headers of the first attempt:\n", "재시도 때 idempotency key를 새로 만들어서 주문이 중복됨. 첫 요청 헤더:\n") + art
    return "UUIDs", mc, "", ""


@ctpl(6)
def c_cloud_ids(lang):
    acct = num(12)
    k = R.randint(0, 5)
    if k == 0:
        art = ("Role ARN:  arn:aws:iam::%s:role/github-actions-deploy\nKMS key:   arn:aws:kms:%s:%s:key/%s\nAccount:   %s" % (acct, pick(REGIONS), acct, uuid4(), acct))
        lab = "AWS ARNs and account ID"
    elif k == 1:
        art = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# auth via OIDC federated credential, no secret" % (uuid4(), uuid4(), uuid4())
        lab = "Azure tenant/subscription/client IDs"
    elif k == 2:
        art = "workload_identity_provider: projects/%s/locations/global/workloadIdentityPools/github/providers/acme\nservice_account: deployer@acme-prod.iam.gserviceaccount.com" % num(12)
        lab = "GCP workload identity IDs"
    elif k == 3:
        art = "GITHUB_APP_ID=%s\nGITHUB_APP_INSTALLATION_ID=%s\nGITHUB_APP_CLIENT_ID=Iv23li%s\nGITHUB_APP_PRIVATE_KEY_PATH=/etc/acme/app.pem" % (num(6), num(8), rs(14, AN))
        lab = "GitHub App IDs"
    elif k == 4:
        art = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hx(32), hx(32))
        lab = "Twilio SIDs"
    else:
        art = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s\n# token comes from the CI secret CF_API_TOKEN" % (hx(32), hx(32))
        lab = "Cloudflare account/zone IDs"
    mc = P(lang, ["Deploy role assumption failed; the IDs in the workflow were for the old account:\n%s" % art,
                  "Identifiers I needed and didn't have (none of these are secrets):\n%s" % art,
                  "Context for the infra change:\n%s" % art],
              ["role assume가 실패함. workflow의 ID가 예전 계정 것이었음:\n%s" % art,
               "필요했는데 몰랐던 식별자들 (전부 secret 아님):\n%s" % art,
               "인프라 변경 관련 정보:\n%s" % art])
    if k <= 2:
        lesson = P(lang, ["OIDC federation means there is no long-lived secret to rotate.", ""], ["OIDC federation이라 rotation 할 장기 secret이 없음.", ""])
    else:
        lesson = P(lang, ["IDs can live in the repo; the token stays in CI secrets.", ""], ["ID는 repo에 둬도 되고 토큰은 CI secret에 둠.", ""])
    return "cloud identifiers: " + lab, mc, lesson, ""


@ctpl(5)
def c_app_ids(lang):
    k = R.randint(0, 5)
    if k == 0:
        art = "APPLE_TEAM_ID=%s\nAPP_STORE_CONNECT_KEY_ID=%s\nAPP_STORE_CONNECT_ISSUER_ID=%s\nAPP_STORE_CONNECT_KEY_PATH=./AuthKey.p8  # file not in repo" % (rs(10, ANU), rs(10, ANU), uuid4())
        lab = "Apple Team/Key/Issuer IDs"
    elif k == 1:
        art = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=  # set in Vercel dashboard" % (num(12), rs(32, ANL))
        lab = "Google OAuth client ID"
    elif k == 2:
        art = "CLOUDINARY_CLOUD_NAME=acme-media\nCLOUDINARY_API_KEY=%s\nCLOUDINARY_API_SECRET=${CLOUDINARY_API_SECRET}" % num(15)
        lab = "Cloudinary cloud name + numeric API key"
    elif k == 3:
        art = "GA4: G-%s\nGTM: GTM-%s\nMeta Pixel: %s\nKakao app id: %s" % (rs(10, ANU), rs(7, ANU), num(16), num(6))
        lab = "analytics IDs"
    elif k == 4:
        art = "confluent:\n  cluster_id: lkc-%s\n  environment: env-%s\n  sasl_username: %s  # password in Vault" % (rs(5, ANL), rs(5, ANL), rs(16, ANU))
        lab = "Confluent cluster/env IDs and SASL user name"
    else:
        art = "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=products_ko\nSENTRY_ORG=acme\nSENTRY_PROJECT_ID=%s" % (rs(10, ANU), num(7))
        lab = "Algolia app ID / Sentry project ID"
    mc = T(lang, "Values that were missing from the README, copied from the provider consoles:\n", "README에 빠져 있던 값들, 각 콘솔에서 복사:\n") + art
    return "identifiers: " + lab, mc, T(lang, "These IDs are safe to commit; the matching secrets are not.", "이 ID들은 커밋해도 되지만 짝이 되는 secret은 안 됨."), ""


def ssh_pub_ed25519(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 %s %s" % (base64.b64encode(blob).decode(), comment)


def fake_cert_lines(n):
    der = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(1) + bytes.fromhex("a003020102021404") + rbytes(48 * n)
    lines = wrap(base64.b64encode(der).decode(), 64)[:n]
    return lines


@ctpl(9)
def c_public_keys(lang):
    k = R.randint(0, 8)
    if k == 0:
        art = "\n".join(ssh_pub_ed25519(c) for c in R.sample(["kim@macbook", "deploy@ci", "lee@thinkpad", "park@desktop", "github-actions"], R.randint(1, 3)))
        lab = "authorized_keys public keys"
        mc_en, mc_ko = "Access to the bastion is granted by adding the public key to authorized_keys. Current entries:\n", "bastion 접근은 authorized_keys에 공개키를 추가해서 줌. 현재 항목:\n"
    elif k == 1:
        fp = rs(43, B64)
        art = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s kim@macbook (ED25519)" % fp
        lab = "SSH key fingerprint"
        mc_en, mc_ko = "GitHub showed a different key fingerprint than the laptop, which is why push was rejected:\n", "GitHub에 등록된 키 지문이 노트북 것과 달라서 push가 거절됐음:\n"
    elif k == 2:
        fpr = rs(40, HEXU)
        art = "pub   ed25519 2024-05-02 [SC] [expires: 2026-05-02]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-05-02 [E]" % fpr
        lab = "GPG public key fingerprint"
        mc_en, mc_ko = "Release tags must be signed by the release bot key; `gpg --list-keys` on the runner:\n", "릴리즈 태그는 release bot 키로 서명해야 함. runner의 `gpg --list-keys`:\n"
    elif k == 3:
        lines = fake_cert_lines(R.randint(3, 5))
        art = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"
        lab = "X.509 certificate (public)"
        mc_en, mc_ko = "TLS handshake to the partner failed because their intermediate CA is missing from our bundle. The intermediate they sent (public cert):\n", "파트너 TLS handshake 실패. 우리 번들에 중간 CA가 없어서임. 파트너가 보낸 중간 인증서 (공개 인증서):\n"
    elif k == 4:
        spki = base64.b64encode(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)).decode()
        art = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(spki, 64)) + "\n-----END PUBLIC KEY-----"
        lab = "cosign public key"
        mc_en, mc_ko = "Image verification uses cosign.pub committed in the repo:\n", "이미지 검증은 repo에 커밋된 cosign.pub을 씀:\n"
    elif k == 5:
        p_ = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(R.randint(180, 260), B64)
        art = "selector1._domainkey.acme.io. 300 IN TXT \"v=DKIM1; k=rsa; p=%s\"" % p_
        lab = "DKIM public key record"
        mc_en, mc_ko = "Mail from the new SES domain landed in spam; the DKIM record was not published yet. Record to add:\n", "새 SES 도메인 메일이 스팸함으로 감. DKIM 레코드가 아직 안 올라가 있었음. 추가할 레코드:\n"
    elif k == 6:
        art = "[Peer]\n# office gateway\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/16" % b64(32)
        lab = "WireGuard peer public key"
        mc_en, mc_ko = "The peer section for the office gateway (public key only; each laptop keeps its own private key):\n", "사무실 gateway peer 설정 (공개키만 있음. private key는 각 노트북에 따로 있음):\n"
    elif k == 7:
        n = rs(342, B64U)
        art = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(20, B64U), n)
        lab = "JWKS public key"
        mc_en, mc_ko = "Token validation failed after the IdP rotated keys; the JWKS endpoint now returns:\n", "IdP 키 rotation 후 토큰 검증 실패. JWKS endpoint 응답:\n"
    else:
        rec = ["age1" + rs(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l") for _ in range(R.randint(2, 3))]
        art = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      " + ",\n      ".join(rec)
        lab = "SOPS age recipients (public)"
        mc_en, mc_ko = "Adding a teammate to SOPS means adding their age public key to .sops.yaml:\n", "팀원을 SOPS에 추가하려면 .sops.yaml에 age 공개키를 넣으면 됨:\n"
    mc = T(lang, mc_en, mc_ko) + art
    if len(mc.encode()) > 1000:
        return None
    lesson = P(lang, ["Public keys and fingerprints are fine to share; that's the point of them.", "Compare fingerprints out of band before trusting a new key.", ""],
               ["공개키와 지문은 공유해도 됨. 원래 그런 용도임.", "새 키를 신뢰하기 전에 지문을 별도 채널로 확인할 것.", ""])
    return "public key material: " + lab, mc, lesson, ""


@ctpl(5)
def c_base64_nonsecret(lang):
    k = R.randint(0, 5)
    if k == 0:
        ca = b64s("-----BEGIN CERTIFICATE-----\nMIIC" + rs(R.randint(90, 150), B64))
        art = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://10.0.0.1:6443\n  name: stg\nusers:\n- name: kim\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, stg]" % ca
        lab = "kubeconfig CA data + exec auth"
    elif k == 1:
        hdr = base64.urlsafe_b64encode(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(8, AN)}, separators=(",", ":")).encode()).decode().rstrip("=")
        art = "The tokens from the old IdP all start with the same header segment `%s` (decoded: alg RS256, kid as above)." % hdr
        lab = "JWT header segment only"
        mc = T(lang, art, "예전 IdP 토큰은 전부 같은 header segment `%s`로 시작함 (디코딩하면 alg RS256과 kid)." % hdr)
        return "base64 non-secret: " + lab, mc, T(lang, "The header says nothing about the user; only the payload and signature vary.", "header엔 사용자 정보가 없고 payload와 signature만 달라짐."), ""
    elif k == 2:
        cur = b64s(json.dumps({"last_id": R.randint(10000, 999999), "ts": ts_epoch()}, separators=(",", ":")))
        art = '{\n  "data": [...],\n  "next_cursor": "%s",\n  "has_more": true\n}' % cur
        lab = "pagination cursor"
    elif k == 3:
        art = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-flags\nbinaryData:\n  flags.json: %s" % b64s(json.dumps({"newCheckout": True, "kakaoPay": False, "rollout": R.randint(1, 100)}))
        lab = "ConfigMap binaryData (feature flags)"
    elif k == 4:
        art = '<img alt="" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s" />' % rs(12, B64)
        lab = "data URI image"
    else:
        msg = b64s(json.dumps({"orderId": uuid4(), "event": "PAID", "amount": R.randint(1000, 99000)}, separators=(",", ":")))
        art = '{"message":{"data":"%s","messageId":"%s","publishTime":"2025-03-12T02:11:45.123Z"},"subscription":"projects/acme-prod/subscriptions/orders-paid"}' % (msg, num(16))
        lab = "Pub/Sub push body (base64 JSON payload)"
    mc = P(lang, ["Decoding this was the key to the bug; it is just base64 of plain data:\n%s" % art, "Context for the next session (no secrets in here):\n%s" % art],
              ["이걸 디코딩해보고 버그 원인을 찾음. 그냥 평문 데이터의 base64임:\n%s" % art, "다음 세션 참고용 (secret 없음):\n%s" % art])
    return "base64 non-secret: " + lab, mc, "", ""


@ctpl(4)
def c_versions(lang):
    k = R.randint(0, 3)
    if k == 0:
        art = "require (\n\tgithub.com/acme/shared v0.0.0-2025%02d%02d%02d%02d%02d-%s\n\tgolang.org/x/net v0.3%d.0\n)" % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), hx(12), R.randint(0, 9))
    elif k == 1:
        art = "$ git describe --tags --long\nv%d.%d.%d-%d-g%s\n$ ./acme --version\nacme %d.%d.%d+build.%s (go1.23.4 linux/amd64)" % (
            R.randint(1, 4), R.randint(0, 20), R.randint(0, 9), R.randint(1, 80), hx(9), R.randint(1, 4), R.randint(0, 20), R.randint(0, 9), hx(7))
    elif k == 2:
        art = "dist/assets/index-%s.js   412.31 kB │ gzip: 131.02 kB\ndist/assets/vendor-%s.js  1,204.77 kB │ gzip: 388.90 kB\ndist/assets/index-%s.css  38.10 kB" % (rs(8, B64U), rs(8, B64U), rs(8, B64U))
    else:
        art = "%s-%s-%s   1/1   Running   0   3h12m\n%s-%s-%s   0/1   CrashLoopBackOff   14   3h12m" % (
            pick(SVCS), rs(10, ANL), rs(5, ANL), pick(SVCS), rs(10, ANL), rs(5, ANL))
    mc = P(lang, ["Build/version details I had to dig up:\n%s" % art, "What's running right now:\n%s" % art],
              ["찾느라 고생한 빌드/버전 정보:\n%s" % art, "지금 떠 있는 것:\n%s" % art])
    return "version strings / hashed names", mc, "", ""


@ctpl(6)
def c_policy(lang):
    k = R.randint(0, 6)
    if k == 0:
        en = ("Security asked for the password policy to be enforced server-side: minimum 12 characters, at least three of upper/lower/digit/symbol, "
              "no reuse of the last 5 passwords, lockout after 10 failures for 15 minutes. The current validator only checks length >= 8.")
        ko = ("보안팀이 비밀번호 정책을 서버에서 강제하라고 함: 최소 12자, 대문자/소문자/숫자/특수문자 중 3종 이상, 최근 5개 재사용 금지, "
              "10회 실패 시 15분 잠금. 현재 validator는 길이 8자 이상만 확인함.")
    elif k == 1:
        en = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": 12}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]"
        ko = en
        en = "Signup accepted weak passwords because the validators list was empty in prod settings. Fixed:\n" + en
        ko = "prod settings에 validator 목록이 비어 있어서 약한 비밀번호로도 가입이 됐음. 수정:\n" + ko
    elif k == 2:
        en = "# /etc/security/pwquality.conf\nminlen = 14\ndcredit = -1\nucredit = -1\nocredit = -1\nlcredit = -1\nenforce_for_root"
        ko = en
        en = "CIS benchmark finding on the bastion image; the hardening role now writes:\n" + en
        ko = "bastion 이미지 CIS benchmark 지적사항. hardening role이 이제 이렇게 씀:\n" + ko
    elif k == 3:
        en = ("Debate in the ticket: bcrypt cost 10 vs 12. At cost 12 login takes ~250 ms on the t3.small pods, which pushes p99 over the SLO. "
              "Decision: keep 12 and move hashing to the auth worker; argon2id is the longer-term option.")
        ko = ("티켓 논의: bcrypt cost 10 vs 12. cost 12면 t3.small pod에서 로그인이 ~250ms 걸려서 p99가 SLO를 넘음. "
              "결론: 12 유지하고 hashing을 auth worker로 옮김. 장기적으로는 argon2id 검토.")
    elif k == 4:
        en = ("The common-password check rejects things like 'password', 'qwerty' and '12345678' but the list is English-only; "
              "Korean users often pick keyboard-shifted words, so we added a check that converts input through the 2-beolsik layout before lookup.")
        ko = ("흔한 비밀번호 검사가 'password', 'qwerty', '12345678' 같은 건 막지만 목록이 영어뿐임. "
              "한국 사용자는 한글 단어를 영문 자판으로 친 비번을 많이 써서, 조회 전에 두벌식 변환을 거치는 검사를 추가함.")
    elif k == 5:
        en = "Keycloak realm policy string I had to reproduce in the new realm:\nlength(12) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(5) and forceExpiredPasswordChange(90)"
        ko = "새 realm에 똑같이 맞춰야 했던 Keycloak 비밀번호 정책 문자열:\nlength(12) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(5) and forceExpiredPasswordChange(90)"
    else:
        en = ("Compliance note: under the Korean PIPA guideline passwords need 2 character classes with 10+ chars or 3 classes with 8+ chars, "
              "and must be stored with a one-way hash. Our admin console met neither, so the audit flagged it.")
        ko = ("컴플라이언스 메모: 개인정보 안전성 확보조치 기준상 비밀번호는 2종 조합 10자리 이상 또는 3종 조합 8자리 이상이어야 하고 "
              "일방향 암호화로 저장해야 함. 어드민 콘솔이 둘 다 미충족이라 감사에서 지적됨.")
    ask = P(lang, ["Should the same policy apply to service accounts?", "Do we force a reset for existing users or only on next change?", ""],
            ["service account에도 같은 정책을 적용하나요?", "기존 사용자는 강제 재설정인가요, 다음 변경 때만인가요?", ""])
    return "password policy discussion", T(lang, en, ko), "", ask


@ctpl(7)
def c_p_flags(lang):
    cmds = [
        ("docker run -d --name api -p 8080:80 -p 9090:9090 ghcr.io/acme/api:1.8.3", "docker -p ports"),
        ("ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@bastion.acme.io", "ssh -p port"),
        ("mysql -h 10.0.3.15 -P 3307 -u report -p\nEnter password:", "mysql -p prompt"),
        ("psql -h localhost -p 5433 -U postgres -W app", "psql -p port -W prompt"),
        ("redis-cli -h 127.0.0.1 -p 6380 ping\nPONG", "redis-cli -p port"),
        ("scp -P 2222 ./dump.sql.gz deploy@10.0.1.7:/tmp/", "scp -P port"),
        ("kubectl -n stg port-forward svc/postgres 5432:5432", "port-forward"),
        ("mkdir -p ~/.config/acme && git add -p src/", "mkdir -p / git add -p"),
        ("pytest -p no:randomly -p no:cacheprovider tests/integration", "pytest -p plugins"),
        ("docker login registry.acme.io -u ci-bot --password-stdin < \"$RUNNER_TEMP/registry_token\"", "password-stdin from file"),
        ("read -rs -p 'DB password: ' PGPASSWORD && export PGPASSWORD", "read -s prompt"),
        ("htpasswd -c /etc/nginx/.htpasswd admin\nNew password:\nRe-type new password:", "htpasswd prompt"),
        ("sshpass -f ~/.config/acme/bastion.pw ssh ops@10.0.0.5", "sshpass -f file"),
        ("mysqldump -h db -P 3306 -u backup -p --single-transaction erp > erp.sql\nEnter password:", "mysqldump -p prompt"),
        ("openssl req -new -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj '/CN=api.acme.io'", "openssl -nodes"),
        ("python -m http.server -b 127.0.0.1 8000 & ab -n 1000 -c 20 -p body.json -T application/json http://127.0.0.1:8000/", "ab -p postfile"),
        ("ansible-playbook site.yml -i inventories/stg --ask-vault-pass --ask-become-pass", "ansible prompts"),
        ("gpg --pinentry-mode loopback --passphrase-file /run/secrets/gpg_pass --batch -d release.tar.gpg", "gpg passphrase file"),
    ]
    sel = R.sample(cmds, R.randint(1, 3))
    art = "\n".join("$ " + c for c, _ in sel)
    mc = P(lang, ["Commands from the runbook that I had to figure out (ports and prompts, no credentials):\n%s" % art,
                  "For the next session, how I reached the services:\n%s" % art,
                  "What I ran while debugging the connection issue:\n%s" % art],
              ["런북에서 알아내야 했던 명령들 (포트와 prompt만, 자격증명 없음):\n%s" % art,
               "다음 세션용, 서비스 접속 방법:\n%s" % art,
               "접속 문제 디버깅하면서 실행한 것:\n%s" % art])
    lesson = P(lang, ["`-p` means port for ssh/psql/redis-cli but password for mysql; mysql wants `-P` for the port.",
                      "Never put the password after -p; let the client prompt.", ""],
               ["ssh/psql/redis-cli의 `-p`는 포트지만 mysql에선 비밀번호임. mysql 포트는 `-P`.", "-p 뒤에 비밀번호를 붙이지 말고 prompt를 쓸 것.", ""])
    return "shell: -p flags (%s)" % ", ".join(l for _, l in sel), mc, lesson, ""


@ctpl(6)
def c_fake_fixtures(lang):
    k = R.randint(0, 6)
    if k == 0:
        art = ('@pytest.fixture\ndef aws_credentials(monkeypatch):\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")\n'
               '    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")')
        lab = "moto fixture 'testing' creds"
    elif k == 1:
        art = ("# values from the AWS documentation, used only to exercise the signer\n"
               "AWS_ACCESS_KEY_ID = \"AKIAIOSFODNN7EXAMPLE\"\nAWS_SECRET_ACCESS_KEY = \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\"")
        lab = "AWS documentation example keys"
    elif k == 2:
        art = ('it("rejects an expired token", async () => {\n  const res = await request(app).get("/me").set("Authorization", "Bearer not-a-real-token");\n'
               '  expect(res.status).toBe(401);\n});')
        lab = "jest fake bearer"
    elif k == 3:
        art = ('const FAKE_GITHUB_TOKEN = "ghp_" + "x".repeat(36); // shape-only, for the redaction unit test\n'
               'expect(redact(`token ${FAKE_GITHUB_TOKEN}`)).toBe("token [REDACTED]");')
        lab = "generated fake token in test"
    elif k == 4:
        art = ("services:\n  localstack:\n    image: localstack/localstack:3.8\n    environment:\n      - AWS_ACCESS_KEY_ID=test\n      - AWS_SECRET_ACCESS_KEY=test\n      - SERVICES=s3,sqs")
        lab = "LocalStack dummy creds"
    elif k == 5:
        art = ('# tests/fixtures/payment.json uses Stripe\'s documented test card\n{"number": "4242424242424242", "exp_month": 12, "exp_year": 2030, "cvc": "123"}')
        lab = "Stripe documented test card"
    else:
        art = ('responses.add(\n    responses.POST,\n    "https://api.example.com/oauth/token",\n    json={"access_token": "dummy-access-token", "token_type": "bearer", "expires_in": 3600},\n)')
        lab = "mocked OAuth response"
    mc = P(lang, ["The unit tests need these fixtures; they are deliberately fake:\n%s" % art,
                  "The secret scanner flagged this test file, but the values are placeholders:\n%s" % art,
                  "I didn't know the suite mocks the provider; the fixture looks like this:\n%s" % art],
              ["unit test에 필요한 fixture이고 일부러 가짜 값임:\n%s" % art,
               "secret scanner가 이 테스트 파일을 잡았는데 값은 전부 placeholder임:\n%s" % art,
               "테스트가 provider를 mock 한다는 걸 몰랐음. fixture는 이렇게 생김:\n%s" % art])
    lesson = P(lang, ["Add an allowlist entry for the fixture path rather than weakening the scanner rule.", "Tests must never need real credentials.", ""],
               ["scanner 규칙을 약하게 하지 말고 fixture 경로를 allowlist에 추가할 것.", "테스트가 실제 자격증명을 요구하면 안 됨.", ""])
    return "obviously fake test fixture: " + lab, mc, lesson, ""


@ctpl(7)
def c_redacted_output(lang):
    k = R.randint(0, 7)
    if k == 0:
        art = ("$ kubectl describe secret db-credentials -n prod\nName:         db-credentials\nNamespace:    prod\nType:  Opaque\n\nData\n====\n"
               "password:  %d bytes\nusername:  %d bytes" % (R.randint(16, 40), R.randint(3, 12)))
        lab = "kubectl describe secret (sizes only)"
    elif k == 1:
        art = "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    SLACK_WEBHOOK_URL: ***\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/"
        lab = "GitHub Actions masked log"
    elif k == 2:
        art = ('  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n'
               '        id       = "orders-prod"\n    }')
        lab = "terraform plan (sensitive value)"
    elif k == 3:
        art = "OPENAI_API_KEY=sk-proj-...%s  (created %s, owner: platform team)" % (rs(4, AN), date())
        lab = "dashboard-masked key (last 4 only)"
    elif k == 4:
        art = "2025-03-12 10:14:03 INFO  outgoing request POST https://api.partner.co.kr/v1/settle headers={'Authorization': 'Bearer [FILTERED]', 'X-Api-Key': '[FILTERED]'}"
        lab = "filtered log headers"
    elif k == 5:
        art = "$ heroku config -a acme-api\nDATABASE_URL:   postgres://<hidden>@ec2-xx.compute-1.amazonaws.com:5432/d<hidden>\nREDIS_URL:      rediss://:<hidden>@ec2-yy.compute-1.amazonaws.com:12345"
        lab = "config output with hidden values"
    elif k == 6:
        art = "$ vault token lookup\nKey                 Value\n---                 -----\naccessor            %s\ncreation_ttl        768h\ndisplay_name        github-kim-dev\nexpire_time         2025-04-13T01:22:10Z\npolicies            [default dev-read]" % rs(24, AN)
        lab = "vault token lookup (accessor only)"
    else:
        art = "Connection string (from the portal, masked): Server=tcp:acme-sql.database.windows.net,1433;User ID=app;Password=••••••••;Encrypt=True;"
        lab = "masked connection string"
    mc = P(lang, ["Output I looked at while debugging; the sensitive values are already hidden by the tool:\n%s" % art,
                  "Evidence for the ticket (values masked):\n%s" % art],
              ["디버깅 중 본 출력. 민감한 값은 도구가 이미 가려줌:\n%s" % art, "티켓 첨부용 증거 (값은 마스킹됨):\n%s" % art])
    return "redacted/masked output: " + lab, mc, "", P(lang, ["Can someone with prod access confirm the actual value matches?", ""], ["prod 권한 있는 분이 실제 값이 맞는지 확인해줄 수 있나요?", ""])


@ctpl(5)
def c_scanner_rules(lang):
    k = R.randint(0, 3)
    if k == 0:
        art = ('[[rules]]\nid = "stripe-live-secret"\nregex = \'\'\'(?i)\\b(sk|rk)_live_[0-9a-zA-Z]{24,99}\\b\'\'\'\nkeywords = ["sk_live_", "rk_live_"]\n\n'
               '[[rules]]\nid = "kakao-rest-key"\nregex = \'\'\'KakaoAK\\s+[0-9a-f]{32}\'\'\'')
        lab = "gitleaks rules"
    elif k == 1:
        art = ("Token prefixes we now block in pre-commit: ghp_, gho_, ghs_, github_pat_, glpat-, xoxb-, xoxp-, sk-ant-, sk-proj-, AKIA, ASIA, "
               "AIza, npm_, pypi-, dckr_pat_, hvs., shpat_, live_sk_ (Toss), whsec_.")
        lab = "list of token prefixes"
    elif k == 2:
        art = "PATTERNS = {\n    \"aws_access_key_id\": re.compile(r\"\\b(AKIA|ASIA)[A-Z2-7]{16}\\b\"),\n    \"jwt\": re.compile(r\"\\beyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}\"),\n    \"private_key\": re.compile(r\"-----BEGIN [A-Z ]*PRIVATE KEY-----\"),\n}"
        lab = "Python detector regexes"
    else:
        art = ".gitleaksignore\n%s:config/settings.yaml:generic-api-key:12\n%s:tests/fixtures/aws.json:aws-access-token:3" % (sha(), sha())
        lab = "gitleaks ignore fingerprints"
    mc = P(lang, ["Context: the repo runs a secret scanner in pre-commit. Relevant config:\n%s" % art,
                  "I added detection rules after the last incident:\n%s" % art],
              ["repo는 pre-commit에서 secret scanner를 돌림. 관련 설정:\n%s" % art, "지난 사고 이후 탐지 규칙을 추가함:\n%s" % art])
    return "secret-scanner rules / prefixes: " + lab, mc, "", ""


@ctpl(5)
def c_ciphertext(lang):
    k = R.randint(0, 2)
    if k == 0:
        art = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2025-03-01T04:12:55Z\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1"
               % (b64(24), b64(32), b64(16), rs(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"), b64(48), b64(32), b64(16)))
        lab = "SOPS-encrypted YAML"
    elif k == 1:
        art = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\n  namespace: prod\nspec:\n  encryptedData:\n    password: %s" % b64(R.randint(250, 330)))
        lab = "SealedSecret encryptedData"
    else:
        lines = wrap(hx(R.randint(5, 8) * 80), 80)
        art = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        lab = "Ansible Vault ciphertext"
    mc = P(lang, ["Secrets in this repo are committed only in encrypted form; example from the prod overlay:\n%s" % art,
                  "Decryption failed on my side because I'm not a recipient. The file looks like:\n%s" % art],
              ["이 repo의 secret은 암호화된 형태로만 커밋됨. prod overlay 예시:\n%s" % art,
               "내가 recipient가 아니라서 복호화가 안 됨. 파일 내용은 이렇게 생김:\n%s" % art])
    if len(mc.encode()) > 1000:
        return None
    return "ciphertext committed on purpose: " + lab, mc, T(lang, "Ask the platform team to add your key as a recipient.", "platform 팀에 recipient 추가를 요청할 것."), ""


@ctpl(5)
def c_secret_inventory(lang):
    k = R.randint(0, 3)
    if k == 0:
        rows = "\n".join("%-28s %s" % (n, date() + "T0%d:%02d:11Z" % (R.randint(0, 9), R.randint(0, 59))) for n in R.sample(
            ["NPM_TOKEN", "AWS_DEPLOY_ROLE_ARN", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN", "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY", "OPENAI_API_KEY"], 4))
        art = "$ gh secret list --repo acme/%s\n%s" % (pick(SVCS), rows)
    elif k == 1:
        rows = "\n".join("%-30s %-36s %d      %dd" % (n, t, R.randint(1, 4), R.randint(1, 400)) for n, t in R.sample(
            [("db-credentials", "Opaque"), ("tls-api-acme-io", "kubernetes.io/tls"), ("regcred", "kubernetes.io/dockerconfigjson"),
             ("sh.helm.release.v1.api.v12", "helm.sh/release.v1"), ("oauth-proxy", "Opaque"), ("toss-keys", "Opaque")], 4))
        art = "$ kubectl get secrets -n prod\nNAME                           TYPE                                 DATA   AGE\n" + rows
    elif k == 2:
        acct = num(12)
        rows = "\n".join("arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s-%s" % (acct, n, rs(6, AN)) for n in R.sample(
            ["prod/orders/db", "prod/payments/toss", "stg/openai", "prod/slack/webhook", "shared/datadog"], 3))
        art = "$ aws secretsmanager list-secrets --query 'SecretList[].ARN' --output text\n" + rows
    else:
        art = "$ vault kv list secret/prod\nKeys\n----\n" + "\n".join(R.sample(["orders-db", "kakaopay", "sendgrid", "firebase-admin", "sentry", "naver-cloud"], 4))
    mc = P(lang, ["Names of the secrets that exist (not their values), so I know what to request:\n%s" % art,
                  "I didn't know which secret the job expects; the store has these:\n%s" % art],
              ["존재하는 secret 이름 목록 (값 아님). 무엇을 요청할지 알기 위함:\n%s" % art,
               "job이 어떤 secret을 기대하는지 몰랐음. store에 있는 것:\n%s" % art])
    return "secret inventory (names only)", mc, "", P(lang, ["Which of these does the new worker need?", ""], ["새 worker엔 이 중 어떤 게 필요한가요?", ""])


@ctpl(4)
def c_signature_headers(lang):
    k = R.randint(0, 3)
    t = ts_epoch()
    if k == 0:
        art = "Stripe-Signature: t=%d,v1=%s" % (t, hx(64))
        v = "Stripe"
    elif k == 1:
        art = "X-Hub-Signature-256: sha256=%s\nX-GitHub-Delivery: %s\nX-GitHub-Event: push" % (hx(64), uuid4())
        v = "GitHub"
    elif k == 2:
        art = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (t, hx(64))
        v = "Slack"
    else:
        art = "webhook-id: msg_%s\nwebhook-timestamp: %d\nwebhook-signature: v1,%s" % (rs(27, AN), t, b64(32))
        v = "Svix"
    mc = T(lang, "Signature check failed for this delivery (headers from the request log; the signing secret itself is in the store):\n",
           "이 요청의 서명 검증이 실패함 (요청 로그의 헤더. signing secret 자체는 store에 있음):\n") + art
    lesson = T(lang, "The signature is computed over the raw body; our JSON middleware re-serialised it first.", "서명은 raw body 기준인데 JSON middleware가 먼저 재직렬화하고 있었음.")
    return "webhook signature headers (HMAC output, not key) [%s]" % v, mc, lesson, ""


@ctpl(3)
def c_oauth_authorize(lang):
    url = ("https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fstg.acme.io%%2Fauth%%2Fcallback"
           "&response_type=code&scope=openid%%20email&state=%s&nonce=%s&code_challenge=%s&code_challenge_method=S256" % (num(12), rs(32, ANL), rs(32, B64U), rs(22, B64U), rs(43, B64U)))
    if chance(0.5):
        url = ("https://kauth.kakao.com/oauth/authorize?client_id=%s&redirect_uri=https%%3A%%2F%%2Fstg.acme.io%%2Foauth%%2Fkakao&response_type=code&state=%s" % (hx(32), rs(24, B64U)))
    mc = T(lang, "Login redirect loops on staging. The authorize request the browser sends:\n", "staging 로그인이 redirect 루프에 빠짐. 브라우저가 보내는 authorize 요청:\n") + url
    lesson = T(lang, "redirect_uri must match the console entry byte for byte, including the trailing slash.", "redirect_uri는 콘솔 등록값과 끝 슬래시까지 정확히 일치해야 함.")
    return "OAuth authorize URL (client_id, state, PKCE challenge)", mc, lesson, ""


@ctpl(3)
def c_nonauth_cookies(lang):
    art = "Cookie: _ga=GA1.1.%s.%d; _ga_%s=GS1.1.%d.3.1.%d.0.0.0; theme=dark; lang=ko-KR; ab_bucket=B" % (num(9), ts_epoch(), rs(10, ANU), ts_epoch(), ts_epoch())
    mc = T(lang, "The A/B bucket was wrong for this user; request cookies from the HAR file (no session cookie, the page is public):\n",
           "이 사용자의 A/B 버킷이 잘못 잡힘. HAR 파일의 요청 쿠키 (세션 쿠키 없음, 공개 페이지):\n") + art
    return "analytics/preference cookies only", mc, "", ""


PUBLISHABLE = [
    ("Stripe", "publishable key", "STRIPE_PUBLISHABLE_KEY", lambda: "pk_live_51" + rs(97, AN)),
    ("Toss Payments", "client key", "NEXT_PUBLIC_TOSS_CLIENT_KEY", lambda: "live_ck_" + rs(20, AN)),
    ("Mapbox", "public access token", "NEXT_PUBLIC_MAPBOX_TOKEN", lambda: "pk." + base64.b64encode(json.dumps({"u": rs(8, LO), "a": rs(25, ANL)}, separators=(",", ":")).encode()).decode().rstrip("=") + "." + rs(22, B64U)),
    ("Firebase", "web apiKey", "apiKey", lambda: "AIzaSy" + rs(33, B64U)),
    ("Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_ANON_KEY", lambda: jwt({"iss": "supabase", "ref": rs(20, LO), "role": "anon", "iat": 1700000000 + R.randint(0, 9999999), "exp": 2015000000 + R.randint(0, 9999999)})),
    ("Supabase", "publishable key", "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY", lambda: "sb_publishable_" + rs(22, B64U) + "_" + rs(8, B64U)),
    ("Algolia", "search-only API key", "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY", lambda: hx(32)),
    ("Google reCAPTCHA", "site key", "RECAPTCHA_SITE_KEY", lambda: "6L" + rs(38, B64U)),
    ("Cloudflare Turnstile", "site key", "TURNSTILE_SITE_KEY", lambda: "0x4AAAAAAA" + rs(12, B64U)),
    ("Sentry", "DSN", "NEXT_PUBLIC_SENTRY_DSN", lambda: "https://%s@o%s.ingest.us.sentry.io/%s" % (hx(32), num(6), num(7))),
    ("Kakao", "JavaScript key", "NEXT_PUBLIC_KAKAO_JS_KEY", lambda: hx(32)),
    ("PostHog", "project API key", "NEXT_PUBLIC_POSTHOG_KEY", lambda: "phc_" + rs(43, AN)),
    ("Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", lambda: "pk_live_" + b64s("clerk.%s.io$" % pick(["acme", "hanbit", "kumo"])).rstrip("=")),
    ("Datadog RUM", "client token", "DD_RUM_CLIENT_TOKEN", lambda: "pub" + hx(32)),
    ("Razorpay", "key id", "RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(14, AN)),
    ("Adyen", "client key", "ADYEN_CLIENT_KEY", lambda: "live_" + rs(32, ANU)),
    ("LaunchDarkly", "client-side ID", "LD_CLIENT_SIDE_ID", lambda: hx(24)),
    ("Mixpanel", "project token", "MIXPANEL_TOKEN", lambda: hx(32)),
    ("Google Maps", "browser key (HTTP-referrer restricted)", "NEXT_PUBLIC_GOOGLE_MAPS_KEY", lambda: "AIzaSy" + rs(33, B64U)),
    ("Naver Maps", "client ID (ncpKeyId)", "NEXT_PUBLIC_NAVER_MAP_CLIENT_ID", lambda: rs(10, ANL)),
]


@ctpl(1, "publishable")
def c_publishable(lang):
    v, what, var, g = pick(PUBLISHABLE)
    val = g()
    k = R.randint(0, 3)
    if v == "Firebase":
        art = ('const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "acme-%s.firebaseapp.com",\n  projectId: "acme-%s",\n  appId: "1:%s:web:%s",\n};'
               % (val, pick(["prod", "stg"]), pick(["prod", "stg"]), num(12), hx(22)))
    elif v == "Naver Maps":
        art = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % val
    elif v == "Kakao" and k < 2:
        art = "<script>\n  Kakao.init('%s');\n</script>" % val
    elif k == 0:
        art = "%s=%s" % (var, val)
    elif k == 1:
        art = "const %s = \"%s\"; // shipped in the browser bundle" % (camel(var), val)
    elif k == 2:
        art = "# .env.production (client-side only)\n%s=%s" % (var, val)
    else:
        art = '<meta name="%s" content="%s">' % (var.lower().replace("_", "-"), val)
    mc = P(lang, ["The checkout page needs the %s %s; it is embedded in the frontend by design:\n%s" % (v, what, art),
                  "Frontend build broke because %s was undefined. The value (public, client-side):\n%s" % (var, art),
                  "For the next agent: this %s %s is meant to be public; the server-side secret is separate and not here.\n%s" % (v, what, art)],
              ["결제 페이지에 %s %s[이] 필요함. 원래 프런트엔드에 들어가는 값:\n%s" % (v, what, art),
               "%s[이] undefined라서 프런트 빌드가 깨짐. 값 (공개용, 클라이언트):\n%s" % (var, art),
               "다음 에이전트 참고: 이 %s %s[은] 공개용이고, 서버용 secret은 별도이며 여기 없음.\n%s" % (v, what, art)])
    lesson = P(lang, ["Publishable/client keys are restricted by domain or by design; the secret key never goes to the browser.",
                      "Restrict the key by HTTP referrer in the console instead of hiding it.", ""],
               ["publishable/client 키는 도메인 제한 등으로 보호되는 공개값이고 secret 키는 브라우저로 가면 안 됨.",
                "키를 숨기려 하지 말고 콘솔에서 HTTP referrer 제한을 걸 것.", ""])
    return "publishable key: %s [%s] [publishable]" % (what, v), mc, lesson, ""


BENIGN = [
    ("The e2e suite for {svc} is flaky only on CI because the runners use UTC while the fixtures assume Asia/Seoul; dates near midnight shift by a day.",
     "{svc} e2e가 CI에서만 flaky함. runner는 UTC인데 fixture는 Asia/Seoul 기준이라 자정 근처 날짜가 하루 밀림.",
     "Set TZ explicitly in the test setup instead of relying on the host.", "호스트에 의존하지 말고 테스트 setup에서 TZ를 명시할 것.",
     "Should the fixtures be rewritten in UTC?", "fixture를 UTC 기준으로 다시 쓸까요?"),
    ("I didn't know {svc} is pinned to Node {node}; `npm ci` with Node 22 fails on a native module (node-gyp, sharp).",
     "{svc}[이] Node {node}에 고정돼 있는 걸 몰랐음. Node 22로 `npm ci` 하면 native module(node-gyp, sharp)에서 실패함.",
     "Use the version in .nvmrc; `corepack enable` before installing.", ".nvmrc 버전을 쓰고 설치 전에 `corepack enable` 할 것.", "", ""),
    ("Migration {n} adds a NOT NULL column without a default, which locks the orders table for minutes on prod-sized data.",
     "migration {n}[이] default 없이 NOT NULL 컬럼을 추가해서 prod 규모 데이터에선 orders 테이블이 몇 분간 잠김.",
     "Add the column nullable, backfill in batches, then add the constraint.", "nullable로 추가하고 배치로 backfill 한 뒤 제약을 걸 것.",
     "Is there a maintenance window for the orders table this week?", "이번 주 orders 테이블 작업 가능한 점검 시간이 있나요?"),
    ("The monorepo uses pnpm workspaces; running `npm install` inside packages/{pkg} created a second lockfile and broke the build.",
     "monorepo는 pnpm workspace를 씀. packages/{pkg} 안에서 `npm install` 돌렸더니 lockfile이 하나 더 생겨서 빌드가 깨짐.",
     "Always run installs from the repo root with pnpm.", "install은 항상 repo 루트에서 pnpm으로.", "", ""),
    ("Nobody mentioned that {svc} has a feature flag for the new pricing rules; my change was invisible until I enabled `pricing_v2` in the admin.",
     "{svc}에 새 가격 정책용 feature flag가 있다는 걸 아무도 말 안 해줌. admin에서 `pricing_v2`를 켜기 전까진 변경이 안 보였음.",
     "Check the flag list before assuming a deploy failed.", "배포 실패라고 단정하기 전에 flag 목록부터 볼 것.", "Who owns the flag cleanup?", "flag 정리 담당이 누구인가요?"),
    ("CI cache key includes the OS image version, so after the runner upgrade to ubuntu-24.04 every job rebuilt from scratch (~14 min).",
     "CI cache key에 OS 이미지 버전이 들어가서 runner를 ubuntu-24.04로 올린 뒤 모든 job이 처음부터 빌드함 (~14분).",
     "Expected once; second run was back to {n}s.", "한 번은 정상. 두 번째 실행은 다시 {n}초로 돌아옴.", "", ""),
    ("The lint rule `no-floating-promises` is disabled in apps/web but enabled in apps/admin, so the same code passes in one and fails in the other.",
     "`no-floating-promises` 규칙이 apps/web에선 꺼져 있고 apps/admin에선 켜져 있어서 같은 코드가 한쪽만 통과함.",
     "", "", "Should we align the ESLint configs?", "ESLint 설정을 통일할까요?"),
    ("Korean text in PDF invoices rendered as boxes because the container image has no CJK fonts; added fonts-noto-cjk to the Dockerfile.",
     "컨테이너 이미지에 CJK 폰트가 없어서 PDF 영수증의 한글이 네모로 나옴. Dockerfile에 fonts-noto-cjk 추가함.",
     "Image grew by ~{n} MB; acceptable per the team.", "이미지가 ~{n}MB 늘었는데 팀에선 괜찮다고 함.", "", ""),
    ("I was missing that the staging database is reset every Monday at 06:00 KST from an anonymised snapshot; my test data disappeared.",
     "staging DB가 매주 월요일 06:00 KST에 익명화 스냅샷으로 초기화된다는 걸 몰랐음. 테스트 데이터가 사라짐.",
     "Seed scripts live in scripts/seed; rerun them after the reset.", "seed 스크립트는 scripts/seed에 있음. 초기화 후 다시 돌릴 것.", "", ""),
    ("The GraphQL schema is generated from the backend at build time; editing schema.graphql by hand gets overwritten.",
     "GraphQL schema는 빌드 시 백엔드에서 생성됨. schema.graphql을 직접 고치면 덮어써짐.",
     "Change the resolver types, then run `pnpm codegen`.", "resolver 타입을 고치고 `pnpm codegen` 실행할 것.", "", ""),
    ("Rate limit on the partner API is {n} requests per minute per IP, and all our pods share one NAT IP, so the sync job got 429s.",
     "파트너 API rate limit이 IP당 분당 {n}회인데 pod들이 NAT IP 하나를 공유해서 sync job이 429를 받음.",
     "Added a token bucket in the client and lowered concurrency to 2.", "client에 token bucket 추가하고 동시성을 2로 낮춤.",
     "Can the partner raise the limit for our IP?", "파트너 쪽에 우리 IP 한도 상향을 요청할 수 있나요?"),
    ("The settlement batch uses the business calendar table, which had no rows for {year}; it silently skipped holidays.",
     "정산 배치가 영업일 캘린더 테이블을 쓰는데 {year}년 데이터가 없어서 공휴일을 조용히 건너뛰었음.",
     "Someone has to load next year's holidays every December.", "매년 12월에 다음 해 공휴일을 넣어야 함.", "Who did this last year?", "작년엔 누가 했나요?"),
    ("Jest runs in band on CI (`--runInBand`) because the tests share one Postgres schema; parallel runs deadlock.",
     "테스트가 Postgres schema 하나를 공유해서 CI에선 Jest를 `--runInBand`로 돌림. 병렬로 돌리면 deadlock 남.",
     "", "", "", ""),
    ("Image uploads over 10 MB fail with 413 because the ingress has `proxy-body-size: 10m`; the app limit is 25 MB.",
     "10MB 넘는 이미지 업로드가 413으로 실패함. ingress가 `proxy-body-size: 10m`이고 앱 한도는 25MB임.",
     "Raised the ingress annotation to 30m.", "ingress annotation을 30m로 올림.", "", ""),
    ("The Android build needs JDK 17; with JDK 21 Gradle {gradle} fails with 'Unsupported class file major version 65'.",
     "Android 빌드는 JDK 17이 필요함. JDK 21이면 Gradle {gradle}[이] 'Unsupported class file major version 65'로 실패함.",
     "Set org.gradle.java.home or use the toolchain block.", "org.gradle.java.home을 지정하거나 toolchain 블록을 쓸 것.", "", ""),
    ("The search index is rebuilt nightly; changes to product names show up only the next morning unless you call the reindex endpoint.",
     "검색 인덱스는 매일 밤 재생성됨. 상품명 변경은 reindex endpoint를 호출하지 않으면 다음 날 아침에야 반영됨.",
     "", "", "Is a partial reindex safe during business hours?", "업무 시간에 부분 reindex 해도 괜찮나요?"),
    ("Prices are stored as integers in KRW but in cents for USD; the report multiplied everything by 100.",
     "가격을 KRW는 원 단위 정수로, USD는 cent 단위로 저장함. 리포트가 전부 100을 곱하고 있었음.",
     "Use the currency's minor-unit exponent from the currencies table.", "currencies 테이블의 minor unit 자릿수를 쓸 것.", "", ""),
    ("The cron schedule in the Helm chart is in UTC, so the 'daily 9am' report actually ran at 18:00 KST.",
     "Helm chart의 cron 스케줄이 UTC 기준이라 '매일 오전 9시' 리포트가 실제로는 18:00 KST에 돌았음.",
     "Use `timeZone: Asia/Seoul` on the CronJob (k8s 1.27+).", "CronJob에 `timeZone: Asia/Seoul` 설정 (k8s 1.27+).", "", ""),
    ("Storybook fails to start because it still uses webpack 4 config while the app moved to Vite; the README is outdated.",
     "앱은 Vite로 옮겼는데 Storybook은 아직 webpack 4 설정이라 안 뜸. README가 오래됨.",
     "", "", "Is Storybook still used by design?", "디자인팀이 아직 Storybook을 쓰나요?"),
    ("The retry decorator retries on every exception, including validation errors, so bad requests were sent {n} times.",
     "retry decorator가 validation error 포함 모든 예외에 재시도해서 잘못된 요청이 {n}번씩 나갔음.",
     "Retry only on timeouts and 5xx.", "timeout과 5xx에서만 재시도할 것.", "", ""),
    ("Memory limit of {svc} is 512Mi but the JVM defaults to 1/4 of host memory; the pod got OOMKilled under load.",
     "{svc} 메모리 limit이 512Mi인데 JVM 기본값이 호스트 메모리의 1/4이라 부하 시 OOMKilled 됨.",
     "Set -XX:MaxRAMPercentage=75.", "-XX:MaxRAMPercentage=75 설정.", "", ""),
    ("Emoji in user nicknames broke the MySQL insert because the column is utf8 (3-byte) instead of utf8mb4.",
     "닉네임에 이모지가 들어가면 MySQL insert가 깨짐. 컬럼이 utf8mb4가 아니라 utf8(3바이트)이라서.",
     "Migration to utf8mb4 needs a table rebuild; scheduled for the weekend.", "utf8mb4 전환은 테이블 재생성이 필요해서 주말로 잡음.", "", ""),
    ("The design tokens package is published from a separate repo; bumping it here without a release there does nothing.",
     "design token 패키지는 별도 repo에서 배포됨. 거기서 release 없이 여기서 버전만 올리면 아무 효과 없음.",
     "", "", "Who can cut a release of the tokens package?", "token 패키지 release는 누가 할 수 있나요?"),
    ("p95 latency of /search went from 180 ms to 1.2 s after the ORM upgrade because eager loading became lazy by default.",
     "ORM 업그레이드 후 /search p95가 180ms에서 1.2s로 늘었음. eager loading 기본값이 lazy로 바뀌어서.",
     "Add explicit joinedload for the category relation.", "category relation에 명시적으로 joinedload 추가.", "", ""),
    ("The user wants commit messages in Korean and PR titles in English; the changelog generator reads PR titles only.",
     "사용자는 커밋 메시지는 한국어, PR 제목은 영어를 원함. changelog 생성기는 PR 제목만 읽음.",
     "", "", "", ""),
    ("Playwright screenshots differ between macOS and Linux because of font hinting; baselines must be generated in the CI container.",
     "폰트 힌팅 때문에 Playwright 스크린샷이 macOS와 Linux에서 다름. baseline은 CI 컨테이너에서 만들어야 함.",
     "Run `pnpm test:visual --update` via the docker script.", "docker 스크립트로 `pnpm test:visual --update` 실행.", "", ""),
    ("The mobile app caches the remote config for 12 hours, so the kill switch takes effect only after users restart the app.",
     "모바일 앱이 remote config를 12시간 캐시해서 kill switch는 사용자가 앱을 재시작해야 적용됨.",
     "", "", "Can we lower the cache TTL for the kill switch key only?", "kill switch 키만 캐시 TTL을 낮출 수 있나요?"),
    ("Terraform state for the network stack is in a different workspace (`net-prod`); plan in `app-prod` showed no changes and I was confused.",
     "네트워크 스택 Terraform state는 다른 workspace(`net-prod`)에 있음. `app-prod`에서 plan 하니 변경 없음이 떠서 헷갈렸음.",
     "`terraform workspace list` first.", "먼저 `terraform workspace list` 볼 것.", "", ""),
    ("Excel exports open with broken Korean on Windows because the CSV has no BOM; adding \\ufeff at the start fixed it.",
     "CSV에 BOM이 없어서 Windows Excel에서 한글이 깨짐. 맨 앞에 \\ufeff 추가해서 해결.",
     "", "", "", ""),
    ("Dependabot PRs are auto-merged only for patch versions; the minor bump of {pkg} waited two weeks and conflicted.",
     "Dependabot PR은 patch 버전만 자동 merge됨. {pkg} minor 업데이트가 2주 대기하다 충돌남.",
     "Review minor bumps weekly.", "minor 업데이트는 매주 리뷰할 것.", "", ""),
]


@ctpl(1, "benign")
def c_benign(lang):
    e = pick(BENIGN)
    kw = dict(svc=pick(SVCS), n=str(R.randint(3, 60)), node=pick(["18", "20"]), pkg=pick(["ui", "shared", "api-client", "eslint-config", "date-fns", "zod"]),
              year=str(R.randint(2025, 2027)), gradle=pick(["7.6", "8.2", "8.5"]))
    i = 0 if lang == "en" else 1
    pre = P(lang, ["", "", "Context: ", "FYI: ", "{svc}: ", "While fixing #{n}: ", "Note for next time: "],
            ["", "", "참고: ", "{svc}: ", "#{n} 작업 중 알게 된 것: ", "다음을 위한 메모: "])
    mc = fill(pre + e[i], **kw)
    lesson = fill(e[2 + i], **kw)
    ask = fill(e[4 + i], **kw)
    return "benign: " + fill(e[0], **kw)[:48].rstrip() + "...", mc, lesson, ask


# ====================================================================== assembly
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def mask_secrets(text, secrets):
    for s_ in sorted(secrets, key=lambda x: (-len(x), x)):
        text = text.replace(s_, "\x00")
    return text


def check_secret_note(fields, secrets):
    texts = [fields[k] for k in FIELD_KEYS]
    assert secrets, "secret note without secrets"
    for s_ in secrets:
        assert len(s_) >= 8, "secret shorter than 8: %r" % s_
        assert any(s_ in t for t in texts), "secret not verbatim in fields: %r" % s_
    masked = [mask_secrets(t, secrets) for t in texts]
    for s_ in secrets:
        for i in range(len(s_) - 7):
            w = s_[i:i + 8]
            for t in masked:
                assert w not in t, "8-char window %r of a secret occurs outside the secrets" % w


def check_fields(fields):
    assert fields["missing_context"].strip(), "empty missing_context"
    for k in FIELD_KEYS:
        assert isinstance(fields[k], str)
        assert len(fields[k].encode("utf-8")) <= LIMITS[k], "%s too long" % k
        assert "\x00" not in fields[k]
        assert not re.search(r"\[(을|은|이|과|으로)\]", fields[k]), "unresolved josa marker"


# shapes that must never appear in a clean note (guards against template mistakes)
CLEAN_FORBIDDEN = [
    r"\b(?:sk|rk)_live_[0-9A-Za-z]{20,}", r"\bghp_[0-9A-Za-z]{36}\b", r"\bgithub_pat_[0-9A-Za-z_]{50,}", r"\bglpat-[0-9A-Za-z_-]{20}\b",
    r"\bxox[bpa]-\d", r"\bsk-ant-api", r"\bsk-proj-[A-Za-z0-9_-]{20,}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"AGE-SECRET-KEY-1",
    r"\bnpm_[0-9A-Za-z]{36}\b", r"pypi-AgEIcHlwaS5vcmc", r"\bhvs\.[A-Za-z0-9_-]{20,}", r"\bdckr_pat_[\w-]{20,}", r"\bshpat_[0-9a-f]{32}",
    r"whsec_[A-Za-z0-9+/]{20,}", r"\blive_sk_[0-9A-Za-z]{10,}", r"\bSG\.[\w-]{22}\.[\w-]{43}", r"password\s*[:=]\s*[\"']?[A-Za-z0-9!@#$%^&*]{8,40}(?![A-Za-z0-9+/=])",
]


def check_clean_note(fields, category):
    text = "\n".join(fields[k] for k in FIELD_KEYS)
    for pat in CLEAN_FORBIDDEN:
        m = re.search(pat, text)
        assert not m, "clean note %r matches forbidden shape %r: %r" % (category, pat, m.group(0))
    for m in re.finditer(r"\bAKIA[A-Z2-7]{16}\b", text):
        assert m.group(0) == "AKIAIOSFODNN7EXAMPLE", "AKIA id in clean note"


def restructure(lang, mc, lesson, ask):
    """vary where the artifact sits for special templates"""
    r = R.random()
    if ":\n" in mc and r < 0.18:
        head, body = mc.split(":\n", 1)
        lesson2 = (lesson + "\n" if lesson else "") + T(lang, "Details:\n", "상세:\n") + body
        return head.rstrip(".") + ".", lesson2, ask
    if ":\n" in mc and r < 0.25:
        head, body = mc.split(":\n", 1)
        if "\n" not in body and len(body) < 380:
            return head.rstrip(".") + ".", lesson, T(lang, "Is this still valid, or should it be replaced? ", "이거 아직 유효한가요, 교체해야 하나요? ") + body
    return mc, lesson, ask


def make_note(kind, maker, lang, seen):
    last_err = None
    for attempt in range(60):
        try:
            if kind == "secret":
                res = maker(lang)
                if res is None:
                    continue
                cat, mc, lesson, ask, secrets = res
                if getattr(maker, "restructure", False):
                    mc, lesson, ask = restructure(lang, mc, lesson, ask)
            else:
                res = maker(lang)
                if res is None:
                    continue
                cat, mc, lesson, ask = res
                secrets = []
            fields = {"missing_context": mc, "lesson": lesson or "", "ask_next_time": ask or ""}
            if lang == "ko":
                fields = {k: josa(v) for k, v in fields.items()}
            check_fields(fields)
            if kind == "secret":
                seen_sec = []
                for s_ in secrets:
                    if s_ not in seen_sec:
                        seen_sec.append(s_)
                secrets = seen_sec
                check_secret_note(fields, secrets)
            else:
                check_clean_note(fields, cat)
            key = json.dumps(fields, sort_keys=True, ensure_ascii=False)
            if key in seen:
                continue
            seen.add(key)
            return {"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets}, attempt
        except AssertionError as e:
            last_err = e
            continue
    raise RuntimeError("could not build a note for %r (%s): %s" % (maker, lang, last_err))


def lang_list(n):
    n_en = round(n * EN_SHARE)
    out = ["en"] * n_en + ["ko"] * (n - n_en)
    R.shuffle(out)
    return out


def weighted_extra(pool, n):
    """n weighted picks from pool: list of (item, weight)."""
    out = []
    total = sum(w for _, w in pool)
    while len(out) < n:
        x = R.random() * total
        for it, w in pool:
            x -= w
            if x < 0:
                out.append(it)
                break
    return out


def weighted_fill(pool, n):
    """pool: list of (item, weight); every item once, the rest weighted."""
    out = [it for it, _ in pool]
    total = sum(w for _, w in pool)
    while len(out) < n:
        x = R.random() * total
        for it, w in pool:
            x -= w
            if x < 0:
                out.append(it)
                break
    return out[:n]


def build():
    for f, _ in SECRET_TPLS:
        f.restructure = True
    vendor_makers = []
    for sp in VENDORS:
        vendor_makers.append((lambda sp_: (lambda lang: vendor_note(lang, sp_)))(sp))
    secret_pool = [(m, 0.1) for m in vendor_makers] + [(f, w) for f, w in SECRET_TPLS]
    base = vendor_makers[:]
    for f, w in SECRET_TPLS:
        if f.__name__ in VARIANTS:
            base += [forced(f, k) for k in range(VARIANTS[f.__name__])]
        else:
            base.append(f)
    secret_plan = base + weighted_extra(secret_pool, N_SECRET - len(base))
    assert len(secret_plan) == N_SECRET
    R.shuffle(secret_plan)

    risky = [(f, w) for f, w, k in CLEAN_TPLS if k == "risky"]
    pub = [f for f, w, k in CLEAN_TPLS if k == "publishable"]
    ben = [f for f, w, k in CLEAN_TPLS if k == "benign"]
    clean_plan = weighted_fill(risky, N_CLEAN - N_PUBLISHABLE - N_BENIGN)
    clean_plan += [pub[0]] * N_PUBLISHABLE + [ben[0]] * N_BENIGN
    R.shuffle(clean_plan)

    notes = []
    seen = set()
    retries = 0
    for kind, plan in (("secret", secret_plan), ("clean", clean_plan)):
        langs = lang_list(len(plan))
        for maker, lang in zip(plan, langs):
            note, att = make_note(kind, maker, lang, seen)
            retries += att
            notes.append(note)
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        out.append({"id": "dk%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"]})
    return out, retries


def final_checks(records):
    assert 680 <= len(records) <= 720
    kinds = [r["kind"] for r in records]
    assert kinds.count("secret") == kinds.count("clean")
    ids = [r["id"] for r in records]
    assert len(set(ids)) == len(ids)
    for r in records:
        check_fields(r["fields"])
        if r["kind"] == "secret":
            check_secret_note(r["fields"], r["secrets"])
        else:
            assert r["secrets"] == [], "clean note lists secrets"
            check_clean_note(r["fields"], r["category"])
    clean = [r for r in records if r["kind"] == "clean"]
    pubn = sum(1 for r in clean if r["category"].endswith(" [publishable]"))
    assert pubn <= 0.10 * len(clean)


def main():
    records, retries = build()
    final_checks(records)
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "blind_set_v55.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    data = open(path, "rb").read()
    print("wrote %s: %d notes, sha256 %s, template retries %d" % (path, len(records), hashlib.sha256(data).hexdigest(), retries))


if __name__ == "__main__":
    main()
