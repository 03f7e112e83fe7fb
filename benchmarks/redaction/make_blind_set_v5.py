#!/usr/bin/env python3
"""Generate blind_set_v5.jsonl (held-out credential-redaction evaluation set).

Python 3 standard library only.  Every credential is synthesised at run time from a
seeded PRNG in the publicly documented shape of the vendor's tokens; none is real.
Run:  python3 make_blind_set_v5.py   ->  writes blind_set_v5.jsonl next to this file.
"""
import base64
import hashlib
import json
import os
import random
import string
import urllib.parse

SEED = 73105519
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
AN = UP + LO + DI
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def an(n):
    return rs(AN, n)


def dig(n):
    return R.choice("123456789") + rs(DI, n - 1)


def pick(seq):
    return R.choice(seq)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64bytes(n):
    return base64.b64encode(rbytes(n)).decode()


def uuid4():
    h = hexs(32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def date():
    return "2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def ts():
    return "%sT%02d:%02d:%02dZ" % (date(), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


def kdate():
    return "%d월 %d일" % (R.randint(1, 12), R.randint(1, 28))


REGIONS = ["us-east-1", "ap-northeast-2", "eu-west-1", "us-west-2", "ap-northeast-1", "ap-southeast-1"]
HOSTS = ["api.internal", "db-prod-01", "stg-batch-02", "gw.dev.local", "ops-bastion", "worker-3"]
TEAM_EN = ["jin", "maria", "dave", "sofia", "kenji", "priya", "tom", "lee"]
TEAM_KO = ["김대리", "박과장", "이수진", "정민호", "최팀장", "한지우", "오세훈님", "윤아"]
KWORDS = ["사랑해", "우리집", "고양이", "강아지", "행복해", "서울역", "부산바다", "하늘색", "봄날", "커피한잔",
          "비밀번호", "가족여행", "제주도", "무지개", "해바라기", "토끼", "별빛", "초코우유", "김치찌개", "달빛"]
EWORDS = ["orange", "river", "violet", "copper", "falcon", "maple", "harbor", "lantern", "meadow", "pepper",
          "quartz", "saddle", "tundra", "walnut", "zephyr", "cobalt", "ember", "glacier", "juniper", "pixel"]

# ---------------------------------------------------------------- Korean typed on a QWERTY keyboard
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2qwerty(s):
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- passwords
SAFE_PUNCT = "!@#$%^&*()-_=+[]{}:;,.?/~<>|"


def pw(styles=None):
    styles = styles or ["human", "passphrase", "punct", "hangul", "koreng", "pin", "strong", "leet"]
    st = pick(styles)
    if st == "human":
        w = pick(EWORDS + ["Summer", "Winter", "Gangnam", "Pangyo", "Seoul", "Busan", "Welcome", "Company"])
        v = pick(["%s%d%s" % (w.capitalize(), R.randint(2015, 2026), pick("!@#$*")),
                  "%s%s%04d" % (w.capitalize(), pick("!@#_."), R.randint(0, 9999)),
                  "%s%s%s%02d" % (w.lower(), pick("#@!"), pick(EWORDS).capitalize(), R.randint(0, 99))])
    elif st == "passphrase":
        ws = R.sample(EWORDS, R.randint(3, 5))
        v = pick(["-", ".", "_"]).join(ws) + (str(R.randint(1, 99)) if R.random() < .5 else "")
    elif st == "space":
        v = " ".join(R.sample(EWORDS, R.randint(3, 4))) + " " + str(R.randint(10, 99))
    elif st == "punct":
        v = rs(AN + SAFE_PUNCT + " ", R.randint(12, 20)).strip()
        while len(v) < 12 or not any(c in SAFE_PUNCT for c in v):
            v = rs(AN + SAFE_PUNCT + " ", R.randint(12, 20)).strip()
    elif st == "hangul":
        v = "".join(R.sample(KWORDS, 2)) + pick(["", str(R.randint(1, 999)), "!", "^^"])
        if len(v) < 8:
            v += str(R.randint(1000, 9999))
    elif st == "koreng":
        v = ko2qwerty("".join(R.sample(KWORDS, R.randint(1, 2)))) + pick(["", str(R.randint(1, 99)), "!", "@" + str(R.randint(0, 9))])
        if len(v) < 8:
            v += str(R.randint(1000, 9999))
    elif st == "pin":
        v = rs(DI, R.randint(8, 10))
    elif st == "strong":
        v = rs(AN + "!@#$%^&*-_=+", R.randint(16, 26))
    elif st == "leet":
        w = pick(["P@ssw0rd", "Adm1n", "S3cur3", "Qwer", "R00t", "D3pl0y", "Acc3ss"])
        v = w + pick(["!", "#", "_", "@@", "$"]) + str(R.randint(10, 9999)) + pick(["", "kr", "Dev", "!"])
    else:
        raise ValueError(st)
    return v


NOSP = ["human", "passphrase", "hangul", "koreng", "pin", "strong", "leet"]
URLSAFE = ["human", "passphrase", "koreng", "pin", "strong", "leet", "punct"]
ASCII_NOSP = ["human", "passphrase", "koreng", "pin", "strong", "leet"]


def pct(s):
    return urllib.parse.quote(s, safe="")


def jwt(min_len=300, max_len=900, alg="RS256", claims=None):
    hdr = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT", "kid": hexs(16)}, separators=(",", ":")).encode())
    payload = {"iss": pick(["https://auth.acme-corp.io/", "https://login.microsoftonline.com/%s/v2.0" % uuid4(),
                            "https://sso.example.kr/realms/prod", "https://securetoken.google.com/app-%s" % dig(6)]),
               "sub": uuid4(), "aud": pick(["api://default", "account", "orders-api"]),
               "iat": 1717000000 + R.randint(0, 9999999), "exp": 1727000000 + R.randint(0, 9999999),
               "scope": pick(["openid profile email", "read:orders write:orders", "offline_access"])}
    if claims:
        payload.update(claims)
    sig_len = 342 if alg.startswith("RS") else 43
    target = R.randint(min_len, max_len)
    while True:
        body = b64url_nopad(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
        tok = "%s.%s.%s" % (hdr, body, rs(B64U, sig_len))
        if len(tok) >= target:
            return tok
        payload.setdefault("roles", []).append(pick(["admin", "billing", "reader", "ops", "support"]) + "-" + hexs(4))


# ---------------------------------------------------------------- vendor token shapes
def S(env, tok):
    return (env, tok, [tok])


def N(env, val):
    return (env, val, [])


VENDORS = []


DISP = {"AWS STS": "AWS", "Stripe restricted": "Stripe", "Stripe webhooks": "Stripe", "OpenAI service account": "OpenAI",
        "Slack user token": "Slack", "Slack app-level": "Slack", "GitHub fine-grained": "GitHub", "GitHub App": "GitHub",
        "GitLab runner": "GitLab", "Twilio API key": "Twilio", "Kakao REST": "Kakao", "New Relic license": "New Relic",
        "Supabase CLI": "Supabase", "PlanetScale API": "PlanetScale", "LaunchDarkly API": "LaunchDarkly", "Amazon SES SMTP": "Amazon SES",
        "Azure AD": "Entra ID", "Azure Storage": "Azure Blob", "Google Cloud": "Google Maps", "Naver Developers": "Naver 검색 API",
        "data.go.kr": "공공데이터포털", "Channel Talk": "채널톡", "Kakao": "Kakao"}


def vendor(name, grp, gen, snips=(), label="API key"):
    VENDORS.append(dict(name=name, disp=DISP.get(name, name), grp=grp, gen=gen, snips=list(snips), label=label))


def aws_secret():
    return rs(AN + "/+", 40)


vendor("AWS", "cloud", lambda: [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(UP + "234567", 16)), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                                N("AWS_DEFAULT_REGION", pick(REGIONS))],
       ["aws configure set aws_access_key_id {AWS_ACCESS_KEY_ID} --profile legacy && aws configure set aws_secret_access_key {AWS_SECRET_ACCESS_KEY} --profile legacy",
        's3 = boto3.client("s3", aws_access_key_id="{AWS_ACCESS_KEY_ID}", aws_secret_access_key="{AWS_SECRET_ACCESS_KEY}")'], "access key")
vendor("AWS STS", "cloud", lambda: [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(UP + "234567", 16)), S("AWS_SECRET_ACCESS_KEY", aws_secret()),
                                    S("AWS_SESSION_TOKEN", pick(["IQoJb3JpZ2luX2Vj", "FwoGZXIvYXdzE"]) + rs(B64, R.randint(330, 560)))],
       [], "session credentials")
vendor("Google Cloud", "cloud", lambda: [S("GOOGLE_MAPS_API_KEY", "AIza" + rs(B64U, 35))],
       ['curl "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam&key={GOOGLE_MAPS_API_KEY}"'])
vendor("Google Gemini", "ai", lambda: [S("GEMINI_API_KEY", "AIza" + rs(B64U, 35))],
       ['genai.configure(api_key="{GEMINI_API_KEY}")', 'client = genai.Client(api_key="{GEMINI_API_KEY}")'])
vendor("Azure Storage", "cloud", lambda: (lambda k, a: [("AZURE_STORAGE_CONNECTION_STRING",
       "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (a, k), [k])])(
       b64bytes(64), "st" + rs(LO + DI, 10)), [], "account key")
vendor("Azure AD", "cloud", lambda: [N("AZURE_TENANT_ID", uuid4()), N("AZURE_CLIENT_ID", uuid4()),
                                     S("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_-.~", 34))],
       ['az login --service-principal -u {AZURE_CLIENT_ID} -p "{AZURE_CLIENT_SECRET}" --tenant {AZURE_TENANT_ID}'], "client secret")
vendor("DigitalOcean", "cloud", lambda: [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))], ["doctl auth init -t {DIGITALOCEAN_TOKEN}"], "token")
vendor("Alibaba Cloud", "cloud", lambda: [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30))],
       ["aliyun configure set --mode AK --access-key-id {ALIBABA_CLOUD_ACCESS_KEY_ID} --access-key-secret {ALIBABA_CLOUD_ACCESS_KEY_SECRET} --region cn-hangzhou"], "AccessKey")
vendor("Tencent Cloud", "cloud", lambda: [S("TENCENTCLOUD_SECRET_ID", "AKID" + an(32)), S("TENCENTCLOUD_SECRET_KEY", an(32))],
       ['cred = credential.Credential("{TENCENTCLOUD_SECRET_ID}", "{TENCENTCLOUD_SECRET_KEY}")'], "SecretKey")
vendor("Naver Cloud", "cloud", lambda: [S("NCLOUD_ACCESS_KEY", rs(UP + DI, 20)), S("NCLOUD_SECRET_KEY", an(40))],
       ['provider "ncloud" {{\n  access_key = "{NCLOUD_ACCESS_KEY}"\n  secret_key = "{NCLOUD_SECRET_KEY}"\n  region     = "KR"\n}}'], "access key")
vendor("Linode", "cloud", lambda: [S("LINODE_TOKEN", hexs(64))], ["linode-cli configure --token {LINODE_TOKEN}"], "personal access token")
vendor("Heroku", "cloud", lambda: [S("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58))], [], "API key")
vendor("Cloudflare", "cloud", lambda: [S("CLOUDFLARE_API_TOKEN", rs(B64U, 40))],
       ['curl -X GET "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer {CLOUDFLARE_API_TOKEN}"'], "API token")
vendor("Vercel", "cloud", lambda: [S("VERCEL_TOKEN", an(24))], ["vercel deploy --prod --token {VERCEL_TOKEN}"], "token")
vendor("Netlify", "cloud", lambda: [S("NETLIFY_AUTH_TOKEN", "nfp_" + an(36))], ["netlify deploy --prod --auth {NETLIFY_AUTH_TOKEN}"], "personal access token")
vendor("Fly.io", "cloud", lambda: (lambda t: [("FLY_API_TOKEN", "FlyV1 " + t, [t])])("fm2_" + rs(B64, R.randint(300, 420))),
       ['flyctl deploy --access-token "{FLY_API_TOKEN}"'], "deploy token")
vendor("IBM Cloud", "cloud", lambda: [S("IBMCLOUD_API_KEY", rs(B64U, 44))], ["ibmcloud login --apikey {IBMCLOUD_API_KEY} -r eu-de"], "API key")
vendor("Supabase", "database", lambda: [N("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20)), S("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64U, 32))],
       ["supabase = createClient('{SUPABASE_URL}', '{SUPABASE_SECRET_KEY}')"], "secret key")
vendor("Supabase CLI", "database", lambda: [S("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40))], ["supabase login --token {SUPABASE_ACCESS_TOKEN}"], "access token")
vendor("MinIO", "cloud", lambda: [S("MINIO_ACCESS_KEY", rs(UP + DI, 20)), S("MINIO_SECRET_KEY", an(40))],
       ["mc alias set local http://127.0.0.1:9000 {MINIO_ACCESS_KEY} {MINIO_SECRET_KEY}"], "access key")
# AI APIs
vendor("OpenAI", "ai", lambda: [S("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))],
       ['client = OpenAI(api_key="{OPENAI_API_KEY}")', 'curl https://api.openai.com/v1/models -H "Authorization: Bearer {OPENAI_API_KEY}"'])
vendor("OpenAI service account", "ai", lambda: [S("OPENAI_API_KEY", "sk-svcacct-" + rs(B64U, 64) + "T3BlbkFJ" + rs(B64U, 64))], [])
vendor("Anthropic", "ai", lambda: [S("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")],
       ['client = anthropic.Anthropic(api_key="{ANTHROPIC_API_KEY}")', 'curl https://api.anthropic.com/v1/messages -H "x-api-key: {ANTHROPIC_API_KEY}" -H "anthropic-version: 2023-06-01"'])
vendor("Hugging Face", "ai", lambda: [S("HF_TOKEN", "hf_" + rs(UP + LO, 34))], ["huggingface-cli login --token {HF_TOKEN}"], "access token")
vendor("Replicate", "ai", lambda: [S("REPLICATE_API_TOKEN", "r8_" + an(37))], [], "API token")
vendor("Groq", "ai", lambda: [S("GROQ_API_KEY", "gsk_" + an(52))], ['client = Groq(api_key="{GROQ_API_KEY}")'])
vendor("Mistral", "ai", lambda: [S("MISTRAL_API_KEY", an(32))], ['client = Mistral(api_key="{MISTRAL_API_KEY}")'])
vendor("Cohere", "ai", lambda: [S("CO_API_KEY", an(40))], ['co = cohere.ClientV2("{CO_API_KEY}")'])
vendor("Perplexity", "ai", lambda: [S("PERPLEXITY_API_KEY", "pplx-" + an(48))], [])
vendor("xAI", "ai", lambda: [S("XAI_API_KEY", "xai-" + an(80))], [])
vendor("DeepSeek", "ai", lambda: [S("DEEPSEEK_API_KEY", "sk-" + hexs(32))], ['client = OpenAI(api_key="{DEEPSEEK_API_KEY}", base_url="https://api.deepseek.com")'])
vendor("OpenRouter", "ai", lambda: [S("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64))], [])
vendor("Pinecone", "ai", lambda: [S("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(62))], ['pc = Pinecone(api_key="{PINECONE_API_KEY}")'])
vendor("LangSmith", "ai", lambda: [S("LANGSMITH_API_KEY", "lsv2_pt_" + hexs(32) + "_" + hexs(10))], [])
vendor("Tavily", "ai", lambda: [S("TAVILY_API_KEY", "tvly-dev-" + an(32))], ['tavily = TavilyClient(api_key="{TAVILY_API_KEY}")'])
vendor("ElevenLabs", "ai", lambda: [S("ELEVENLABS_API_KEY", "sk_" + hexs(48))], [])
vendor("Together AI", "ai", lambda: [S("TOGETHER_API_KEY", "tgp_v1_" + rs(B64U, 43))], [])
vendor("Voyage AI", "ai", lambda: [S("VOYAGE_API_KEY", "pa-" + rs(B64U, 43))], [])
vendor("Weights & Biases", "ai", lambda: [S("WANDB_API_KEY", hexs(40))], ["wandb login {WANDB_API_KEY}"])
vendor("Databricks", "ai", lambda: [N("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (dig(16), R.randint(1, 19))), S("DATABRICKS_TOKEN", "dapi" + hexs(32))],
       [], "personal access token")
# payments
vendor("Stripe", "payments", lambda: [S("STRIPE_SECRET_KEY", "sk_live_51" + an(97))],
       ["curl https://api.stripe.com/v1/customers -u {STRIPE_SECRET_KEY}:", "Stripe::setApiKey('{STRIPE_SECRET_KEY}');"], "secret key")
vendor("Stripe restricted", "payments", lambda: [S("STRIPE_RESTRICTED_KEY", "rk_live_51" + an(97))], [], "restricted key")
vendor("Stripe webhooks", "payments", lambda: [S("STRIPE_WEBHOOK_SECRET", "whsec_" + an(32))],
       ["event = stripe.Webhook.construct_event(payload, sig_header, '{STRIPE_WEBHOOK_SECRET}')"], "signing secret")
vendor("Braintree", "payments", lambda: [S("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LO + DI, 16) + "$" + hexs(32))], [], "access token")
vendor("PayPal", "payments", lambda: [N("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))],
       ["curl -v https://api-m.paypal.com/v1/oauth2/token -u \"{PAYPAL_CLIENT_ID}:{PAYPAL_CLIENT_SECRET}\" -d grant_type=client_credentials"], "client secret")
vendor("Square", "payments", lambda: [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))], [], "access token")
vendor("Adyen", "payments", lambda: [S("ADYEN_API_KEY", "AQE" + rs(AN, 12) + "+" + rs(B64, R.randint(110, 140)) + "=" )], [], "API key")
vendor("Toss Payments", "korea", lambda: [N("TOSS_CLIENT_KEY", "live_ck_" + an(28)), S("TOSS_SECRET_KEY", "live_sk_" + an(28))], [], "시크릿 키")
vendor("PortOne", "korea", lambda: [N("PORTONE_STORE_ID", "store-" + uuid4()), S("PORTONE_API_SECRET", an(80))], [], "API Secret")
vendor("KakaoPay", "korea", lambda: [N("KAKAOPAY_CID", "TC0ONETIME"), S("KAKAOPAY_SECRET_KEY", "DEV" + rs(HEXU, 37))],
       ["curl -X POST https://open-api.kakaopay.com/online/v1/payment/ready -H \"Authorization: SECRET_KEY {KAKAOPAY_SECRET_KEY}\" -H 'Content-Type: application/json'"], "Secret key")
vendor("Razorpay", "payments", lambda: [N("RAZORPAY_KEY_ID", "rzp_live_" + an(14)), S("RAZORPAY_KEY_SECRET", an(24))],
       ['client = razorpay.Client(auth=("{RAZORPAY_KEY_ID}", "{RAZORPAY_KEY_SECRET}"))'], "key secret")
vendor("Paystack", "payments", lambda: [S("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40))], [], "secret key")
vendor("Shopify", "payments", lambda: [N("SHOPIFY_STORE", "%s-%s.myshopify.com" % (pick(EWORDS), pick(EWORDS))), S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hexs(32))],
       ["curl -H 'X-Shopify-Access-Token: {SHOPIFY_ADMIN_TOKEN}' https://{SHOPIFY_STORE}/admin/api/2024-07/orders.json"], "Admin API access token")
vendor("Plaid", "payments", lambda: [N("PLAID_CLIENT_ID", hexs(24)), S("PLAID_SECRET", hexs(30))], [], "secret")
vendor("Mollie", "payments", lambda: [S("MOLLIE_API_KEY", "live_" + an(30))], ["$mollie->setApiKey(\"{MOLLIE_API_KEY}\");"], "API key")
# messaging
vendor("Slack", "messaging", lambda: [S("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (dig(12), dig(13), an(24)))],
       ['curl -X POST -H "Authorization: Bearer {SLACK_BOT_TOKEN}" -d "channel=C05QK1M2Z7T&text=deploy done" https://slack.com/api/chat.postMessage'], "bot token")
vendor("Slack user token", "messaging", lambda: [S("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (dig(12), dig(12), dig(13), hexs(32)))], [], "user token")
vendor("Slack app-level", "messaging", lambda: [S("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UP + DI, 10), dig(13), hexs(64)))],
       ['app = App(token=os.environ["SLACK_BOT_TOKEN"])\nSocketModeHandler(app, "{SLACK_APP_TOKEN}").start()'], "app-level token")
vendor("Discord", "messaging", lambda: [S("DISCORD_BOT_TOKEN", b64url_nopad(dig(18).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38))],
       ["client.run('{DISCORD_BOT_TOKEN}')"], "bot token")
vendor("Telegram", "messaging", lambda: [S("TELEGRAM_BOT_TOKEN", dig(10) + ":AA" + rs(B64U, 33))],
       ['curl "https://api.telegram.org/bot{TELEGRAM_BOT_TOKEN}/sendMessage?chat_id=-100{TELEGRAM_CHAT}&text=hi"'], "bot token")
vendor("Twilio", "sms", lambda: [N("TWILIO_ACCOUNT_SID", "AC" + hexs(32)), S("TWILIO_AUTH_TOKEN", hexs(32))],
       ["client = Client('{TWILIO_ACCOUNT_SID}', '{TWILIO_AUTH_TOKEN}')",
        "curl -X POST https://api.twilio.com/2010-04-01/Accounts/{TWILIO_ACCOUNT_SID}/Messages.json -u {TWILIO_ACCOUNT_SID}:{TWILIO_AUTH_TOKEN} --data-urlencode 'To=+821012345678'"], "Auth Token")
vendor("Twilio API key", "sms", lambda: [S("TWILIO_API_KEY", "SK" + hexs(32)), S("TWILIO_API_SECRET", an(32))], [], "API key secret")
vendor("Kakao", "korea", lambda: [S("KAKAO_ADMIN_KEY", hexs(32))],
       ['curl -X POST "https://kapi.kakao.com/v1/user/unlink" -H "Authorization: KakaoAK {KAKAO_ADMIN_KEY}" -d "target_id_type=user_id&target_id=3021"'], "Admin 키")
vendor("Kakao REST", "korea", lambda: [S("KAKAO_REST_API_KEY", hexs(32))],
       ['curl -G "https://dapi.kakao.com/v2/local/search/address.json" -H "Authorization: KakaoAK {KAKAO_REST_API_KEY}" --data-urlencode "query=판교역로 166"'], "REST API 키")
vendor("LINE", "messaging", lambda: [S("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "="), S("LINE_CHANNEL_SECRET", hexs(32))],
       ["line_bot_api = LineBotApi('{LINE_CHANNEL_ACCESS_TOKEN}')"], "channel access token")
vendor("Sendbird", "messaging", lambda: [N("SENDBIRD_APP_ID", uuid4().upper()), S("SENDBIRD_API_TOKEN", hexs(40))],
       ["curl https://api-{SENDBIRD_APP_ID}.sendbird.com/v3/users -H 'Api-Token: {SENDBIRD_API_TOKEN}'"], "API token")
vendor("Channel Talk", "korea", lambda: [S("CHANNEL_ACCESS_KEY", hexs(24)), S("CHANNEL_ACCESS_SECRET", hexs(32))],
       ["curl https://api.channel.io/open/v5/user-chats -H 'x-access-key: {CHANNEL_ACCESS_KEY}' -H 'x-access-secret: {CHANNEL_ACCESS_SECRET}'"], "access secret")
vendor("Pusher", "messaging", lambda: [N("PUSHER_APP_ID", dig(7)), N("PUSHER_KEY", hexs(20)), S("PUSHER_SECRET", hexs(20))], [], "app secret")
vendor("Ably", "messaging", lambda: [S("ABLY_API_KEY", rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43))], ["const ably = new Ably.Realtime('{ABLY_API_KEY}');"])
# source hosting
vendor("GitHub", "scm", lambda: [S("GITHUB_TOKEN", "ghp_" + an(36))], ["echo {GITHUB_TOKEN} | gh auth login --with-token",
       "git remote set-url origin https://{GITHUB_TOKEN}@github.com/acme/payments.git"], "personal access token")
vendor("GitHub fine-grained", "scm", lambda: [S("GH_TOKEN", "github_pat_11" + rs(UP + DI, 20) + "_" + an(59))], [], "fine-grained token")
vendor("GitHub App", "scm", lambda: [S("GITHUB_INSTALLATION_TOKEN", "ghs_" + an(36))], [], "installation token")
vendor("GitLab", "scm", lambda: [S("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))],
       ['curl --header "PRIVATE-TOKEN: {GITLAB_TOKEN}" "https://gitlab.example.com/api/v4/projects/412/pipelines"'], "PAT")
vendor("GitLab runner", "cicd", lambda: [S("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))],
       ['gitlab-runner register --non-interactive --url https://gitlab.com --token {RUNNER_TOKEN} --executor docker --docker-image alpine:3.20'], "runner authentication token")
vendor("Atlassian", "scm", lambda: [S("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8))],
       ["curl -u ops-bot@acme.io:{JIRA_API_TOKEN} https://acme.atlassian.net/rest/api/3/myself"], "API token")
vendor("Bitbucket", "scm", lambda: [S("BITBUCKET_APP_PASSWORD", "ATBB" + an(28) + rs(HEXU, 8))], [], "app password")
vendor("Azure DevOps", "scm", lambda: [S("AZURE_DEVOPS_PAT", rs(LO + "234567", 52))], ["echo {AZURE_DEVOPS_PAT} | az devops login --organization https://dev.azure.com/acme"], "PAT")
vendor("Gitea", "scm", lambda: [S("GITEA_TOKEN", hexs(40))], ['tea login add --name internal --url https://git.corp.local --token {GITEA_TOKEN}'], "access token")
vendor("Sourcegraph", "scm", lambda: [S("SRC_ACCESS_TOKEN", "sgp_" + hexs(40))], [], "access token")
# CI/CD / packaging
vendor("CircleCI", "cicd", lambda: [S("CIRCLE_TOKEN", "CCIPAT_" + an(22) + "_" + hexs(40))],
       ['curl -H "Circle-Token: {CIRCLE_TOKEN}" https://circleci.com/api/v2/me'], "personal API token")
vendor("Buildkite", "cicd", lambda: [S("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))], [], "API access token")
vendor("Jenkins", "cicd", lambda: [S("JENKINS_API_TOKEN", "11" + hexs(32))],
       ["curl -X POST -u deploy-bot:{JENKINS_API_TOKEN} https://ci.corp.local/job/api-release/buildWithParameters?TAG=v2.8.1"], "API token")
vendor("npm", "cicd", lambda: [S("NPM_TOKEN", "npm_" + an(36))], ["//registry.npmjs.org/:_authToken={NPM_TOKEN}"], "automation token")
vendor("PyPI", "cicd", lambda: [S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(140, 180)))],
       ["twine upload -u __token__ -p {TWINE_PASSWORD} dist/*"], "API token")
vendor("Docker Hub", "cicd", lambda: [S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))], ["echo {DOCKERHUB_TOKEN} | docker login -u acmebot --password-stdin"], "access token")
vendor("Terraform Cloud", "cicd", lambda: [S("TFE_TOKEN", an(14) + ".atlasv1." + an(67))], [], "team token")
vendor("Pulumi", "cicd", lambda: [S("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))], [], "access token")
vendor("RubyGems", "cicd", lambda: [S("GEM_HOST_API_KEY", "rubygems_" + hexs(48))], [], "API key")
vendor("NuGet", "cicd", lambda: [S("NUGET_API_KEY", "oy2" + rs(LO + DI, 43))], ["dotnet nuget push bin/Release/*.nupkg --api-key {NUGET_API_KEY} --source https://api.nuget.org/v3/index.json"], "API key")
vendor("Doppler", "cicd", lambda: [S("DOPPLER_TOKEN", "dp.st.prd." + an(40))], [], "service token")
vendor("HashiCorp Vault", "cicd", lambda: [N("VAULT_ADDR", "https://vault.corp.local:8200"), S("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, R.randint(80, 90)))],
       ["vault login {VAULT_TOKEN}"], "token")
vendor("1Password", "cicd", lambda: [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64U, R.randint(560, 760)))], [], "service account token")
vendor("SonarQube", "cicd", lambda: [S("SONAR_TOKEN", "squ_" + hexs(40))], ["mvn sonar:sonar -Dsonar.host.url=https://sonar.corp.local -Dsonar.token={SONAR_TOKEN}"], "user token")
vendor("Octopus Deploy", "cicd", lambda: [S("OCTOPUS_API_KEY", "API-" + rs(UP + DI, 26))], [], "API key")
vendor("Postman", "cicd", lambda: [S("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))], ["newman run collection.json --postman-api-key {POSTMAN_API_KEY}"], "API key")
vendor("Harness", "cicd", lambda: [S("HARNESS_PLATFORM_API_KEY", "pat." + rs(B64U, 22) + "." + hexs(24) + "." + an(20))], [], "API key")
vendor("JFrog", "cicd", lambda: [S("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + an(48))], ["jf c add artifactory --url https://acme.jfrog.io --access-token {JFROG_ACCESS_TOKEN} --interactive=false"], "reference token")
vendor("Snyk", "cicd", lambda: [S("SNYK_TOKEN", uuid4())], ["snyk auth {SNYK_TOKEN}"], "API token")
# observability
vendor("Datadog", "observability", lambda: [S("DD_API_KEY", hexs(32)), S("DD_APP_KEY", hexs(40))],
       ['curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: {DD_API_KEY}" -H "DD-APPLICATION-KEY: {DD_APP_KEY}"'], "API key")
vendor("New Relic", "observability", lambda: [S("NEW_RELIC_API_KEY", "NRAK-" + rs(UP + DI, 27))], [], "user key")
vendor("New Relic license", "observability", lambda: [S("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL")], [], "license key")
vendor("Sentry", "observability", lambda: [S("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64))], ["sentry-cli --auth-token {SENTRY_AUTH_TOKEN} releases new -p web 2.14.0"], "auth token")
vendor("Grafana", "observability", lambda: [S("GRAFANA_SA_TOKEN", "glsa_" + an(32) + "_" + hexs(8))],
       ['curl -H "Authorization: Bearer {GRAFANA_SA_TOKEN}" https://grafana.corp.local/api/dashboards/uid/api-latency'], "service account token")
vendor("Grafana Cloud", "observability", lambda: [S("GRAFANA_CLOUD_TOKEN", "glc_eyJvIjoi" + rs(B64U, R.randint(110, 140)) + "==")], [], "access policy token")
vendor("Honeycomb", "observability", lambda: [S("HONEYCOMB_API_KEY", "hcaik_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 56))], [], "ingest key")
vendor("PagerDuty", "observability", lambda: [S("PAGERDUTY_TOKEN", "u+" + rs(B64U, 18))],
       ['curl -H "Authorization: Token token={PAGERDUTY_TOKEN}" https://api.pagerduty.com/incidents'], "user token")
vendor("Splunk", "observability", lambda: [S("SPLUNK_HEC_TOKEN", uuid4())],
       ['curl -k https://splunk.corp.local:8088/services/collector -H "Authorization: Splunk {SPLUNK_HEC_TOKEN}" -d \'{{"event":"hello"}}\''], "HEC token")
vendor("Dynatrace", "observability", lambda: [S("DT_API_TOKEN", "dt0c01." + rs(UP + DI, 24) + "." + rs(UP + DI, 64))], [], "API token")
vendor("Elastic", "observability", lambda: [S("ELASTIC_API_KEY", base64.b64encode((rs(B64U, 20) + ":" + rs(B64U, 22)).encode()).decode())],
       ['curl -H "Authorization: ApiKey {ELASTIC_API_KEY}" https://es.corp.local:9200/_cat/indices'], "API key")
vendor("Rollbar", "observability", lambda: [S("ROLLBAR_ACCESS_TOKEN", hexs(32))], [], "server access token")
vendor("Sumo Logic", "observability", lambda: [S("SUMO_ACCESS_ID", "su" + an(12)), S("SUMO_ACCESS_KEY", an(64))], [], "access key")
# hosted databases
vendor("PlanetScale", "database", lambda: [S("PLANETSCALE_PASSWORD", "pscale_pw_" + rs(B64U, 43))], [], "password")
vendor("PlanetScale API", "database", lambda: [N("PLANETSCALE_TOKEN_ID", rs(LO + DI, 12)), S("PLANETSCALE_TOKEN", "pscale_tkn_" + rs(B64U, 43))], [], "service token")
vendor("Neon", "database", lambda: [S("NEON_API_KEY", "napi_" + rs(LO + DI, 64))], [], "API key")
vendor("Upstash", "database", lambda: [N("UPSTASH_REDIS_REST_URL", "https://%s-%s-%d.upstash.io" % (pick(EWORDS), pick(EWORDS), R.randint(10000, 99999))),
                                       S("UPSTASH_REDIS_REST_TOKEN", "AX" + an(4) + "ASQg" + rs(B64U, 70))], [], "REST token")
vendor("Turso", "database", lambda: [N("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (pick(EWORDS), pick(EWORDS))),
                                     S("TURSO_AUTH_TOKEN", jwt(160, 240, "EdDSA", {"a": "rw"}))], [], "auth token")
vendor("Firebase", "database", lambda: [S("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))],
       ["curl -X POST -H \"Authorization: key={FCM_SERVER_KEY}\" -H 'Content-Type: application/json' https://fcm.googleapis.com/fcm/send"], "server key")
vendor("Airtable", "database", lambda: [S("AIRTABLE_TOKEN", "pat" + an(14) + "." + hexs(64))], [], "personal access token")
vendor("Notion", "database", lambda: [S("NOTION_TOKEN", "ntn_" + rs(DI, 12) + an(34))], ["const notion = new Client({{ auth: '{NOTION_TOKEN}' }});"], "integration secret")
vendor("Algolia", "database", lambda: [N("ALGOLIA_APP_ID", rs(UP + DI, 10)), S("ALGOLIA_ADMIN_KEY", hexs(32))], [], "Admin API key")
vendor("Contentful", "database", lambda: [S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))], [], "management token")
vendor("Aiven", "database", lambda: [S("AIVEN_DB_PASSWORD", "AVNS_" + rs(B64U, 19))], [], "service password")
vendor("Xata", "database", lambda: [S("XATA_API_KEY", "xau_" + an(36))], [], "API key")
vendor("MongoDB Atlas", "database", lambda: [N("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8)), S("MONGODB_ATLAS_PRIVATE_KEY", uuid4())],
       ["atlas config set private_api_key {MONGODB_ATLAS_PRIVATE_KEY}"], "private API key")
# feature flags
vendor("LaunchDarkly", "flags", lambda: [S("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())], ['ldclient.set_config(Config("{LAUNCHDARKLY_SDK_KEY}"))'], "server-side SDK key")
vendor("LaunchDarkly API", "flags", lambda: [S("LD_API_KEY", "api-" + uuid4())], [], "API access token")
vendor("Statsig", "flags", lambda: [S("STATSIG_SERVER_SECRET", "secret-" + an(43))], ['statsig.initialize("{STATSIG_SERVER_SECRET}")'], "server secret key")
vendor("Flagsmith", "flags", lambda: [S("FLAGSMITH_SERVER_KEY", "ser." + an(22))], [], "server-side environment key")
vendor("Unleash", "flags", lambda: [S("UNLEASH_API_TOKEN", "default:production." + hexs(56))],
       ['curl -H "Authorization: {UNLEASH_API_TOKEN}" https://unleash.corp.local/api/client/features'], "client token")
vendor("ConfigCat", "flags", lambda: [S("CONFIGCAT_SDK_KEY", "configcat-sdk-1/" + rs(B64U, 22) + "/" + rs(B64U, 22))], [], "SDK key")
vendor("PostHog", "flags", lambda: [S("POSTHOG_PERSONAL_API_KEY", "phx_" + an(43))], [], "personal API key")
# email / SMS
vendor("SendGrid", "email", lambda: [S("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
       ["sg = SendGridAPIClient('{SENDGRID_API_KEY}')"], "API key")
vendor("Mailgun", "email", lambda: [S("MAILGUN_API_KEY", hexs(32) + "-" + hexs(8) + "-" + hexs(8))],
       ["curl -s --user 'api:{MAILGUN_API_KEY}' https://api.mailgun.net/v3/mg.acme.io/messages -F to=qa@acme.io -F subject=test"], "private API key")
vendor("Postmark", "email", lambda: [S("POSTMARK_SERVER_TOKEN", uuid4())],
       ['curl "https://api.postmarkapp.com/email" -H "X-Postmark-Server-Token: {POSTMARK_SERVER_TOKEN}" -H "Accept: application/json"'], "server token")
vendor("Mailchimp", "email", lambda: [S("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(R.randint(2, 21)))], [], "API key")
vendor("Resend", "email", lambda: [S("RESEND_API_KEY", "re_" + an(8) + "_" + an(24))], ["const resend = new Resend('{RESEND_API_KEY}');"], "API key")
vendor("Brevo", "email", lambda: [S("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + an(16))], [], "API key")
vendor("Mailjet", "email", lambda: [N("MJ_APIKEY_PUBLIC", hexs(32)), S("MJ_APIKEY_PRIVATE", hexs(32))], [], "secret key")
vendor("Amazon SES SMTP", "email", lambda: [S("SMTP_USERNAME", "AKIA" + rs(UP + "234567", 16)), S("SMTP_PASSWORD", "B" + rs(AN + "/+", 43))], [], "SMTP credentials")
vendor("NHN Cloud", "korea", lambda: [N("NHN_SMS_APPKEY", an(16)), S("NHN_SMS_SECRET_KEY", an(8))],
       ["curl -X POST 'https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{NHN_SMS_APPKEY}/sender/sms' -H 'X-Secret-Key: {NHN_SMS_SECRET_KEY}'"], "Secret Key")
vendor("Aligo", "korea", lambda: [N("ALIGO_USER_ID", pick(EWORDS) + str(R.randint(1, 99))), S("ALIGO_API_KEY", rs(LO + DI, 32))],
       ["curl -X POST https://apis.aligo.in/send/ -d key={ALIGO_API_KEY} -d user_id={ALIGO_USER_ID} -d sender=0215770000"], "API Key")
vendor("Solapi", "korea", lambda: [S("SOLAPI_API_KEY", "NCS" + rs(UP + DI, 13)), S("SOLAPI_API_SECRET", rs(UP + DI, 32))],
       ["const messageService = new SolapiMessageService('{SOLAPI_API_KEY}', '{SOLAPI_API_SECRET}');"], "API Secret")
vendor("Infobip", "sms", lambda: [S("INFOBIP_API_KEY", hexs(32) + "-" + uuid4())],
       ['curl -X POST https://xk9w3.api.infobip.com/sms/2/text/advanced -H "Authorization: App {INFOBIP_API_KEY}"'], "API key")
vendor("Plivo", "sms", lambda: [N("PLIVO_AUTH_ID", "MA" + rs(UP + DI, 18)), S("PLIVO_AUTH_TOKEN", an(40))], [], "auth token")
# Korean / Asian services
vendor("Naver Developers", "korea", lambda: [N("NAVER_CLIENT_ID", an(20)), S("NAVER_CLIENT_SECRET", an(10))],
       ['curl "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91" -H "X-Naver-Client-Id: {NAVER_CLIENT_ID}" -H "X-Naver-Client-Secret: {NAVER_CLIENT_SECRET}"'], "Client Secret")
vendor("data.go.kr", "korea", lambda: [S("DATA_GO_KR_SERVICE_KEY", pct(b64bytes(64)))],
       ['curl "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?serviceKey={DATA_GO_KR_SERVICE_KEY}&numOfRows=10&dataType=JSON&base_date=20240611&base_time=0600&nx=55&ny=127"'], "서비스키")
vendor("WeChat", "asia", lambda: [N("WECHAT_APPID", "wx" + hexs(16)), S("WECHAT_APPSECRET", hexs(32))],
       ['curl "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={WECHAT_APPID}&secret={WECHAT_APPSECRET}"'], "AppSecret")
vendor("Baidu AI Cloud", "asia", lambda: [N("BAIDU_API_KEY_ID", an(24)), S("BAIDU_SECRET_KEY", an(32))],
       ['curl "https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={BAIDU_API_KEY_ID}&client_secret={BAIDU_SECRET_KEY}"'], "Secret Key")
vendor("Coupang", "korea", lambda: [S("COUPANG_ACCESS_KEY", uuid4()), S("COUPANG_SECRET_KEY", hexs(40))], [], "Secret Key")
# other SaaS
vendor("Okta", "identity", lambda: [S("OKTA_API_TOKEN", "00" + rs(B64U, 40))], ['curl -H "Authorization: SSWS {OKTA_API_TOKEN}" https://acme.okta.com/api/v1/users?limit=5'], "API token")
vendor("Auth0", "identity", lambda: [N("AUTH0_CLIENT_ID", an(32)), S("AUTH0_CLIENT_SECRET", rs(B64U, 64))], [], "client secret")
vendor("Figma", "saas", lambda: [S("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], ['curl -H "X-Figma-Token: {FIGMA_TOKEN}" https://api.figma.com/v1/files/Zq7bX0aLk2'], "personal access token")
vendor("Linear", "saas", lambda: [S("LINEAR_API_KEY", "lin_api_" + an(40))], [], "API key")
vendor("Asana", "saas", lambda: [S("ASANA_PAT", "2/%s/%s:%s" % (dig(16), dig(16), hexs(32)))], [], "PAT")
vendor("Mapbox", "saas", lambda: [S("MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + rs(B64U, 50) + "." + rs(B64U, 22))], [], "secret token")
vendor("Dropbox", "saas", lambda: [S("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64U, R.randint(130, 150)))], ["dbx = dropbox.Dropbox('{DROPBOX_ACCESS_TOKEN}')"], "access token")
vendor("Meta", "saas", lambda: [S("FB_PAGE_ACCESS_TOKEN", "EAA" + an(R.randint(180, 220)))],
       ['curl -G "https://graph.facebook.com/v19.0/me/accounts" -d "access_token={FB_PAGE_ACCESS_TOKEN}"'], "page access token")
vendor("Typeform", "saas", lambda: [S("TYPEFORM_TOKEN", "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14))], [], "personal token")
vendor("Clerk", "identity", lambda: [S("CLERK_SECRET_KEY", "sk_test_" + an(40))], [], "secret key")
vendor("Sanity", "saas", lambda: [S("SANITY_API_TOKEN", "sk" + an(180))], [], "API token")
vendor("Prefect", "cicd", lambda: [S("PREFECT_API_KEY", "pnu_" + an(36))], ["prefect cloud login -k {PREFECT_API_KEY}"], "API key")
vendor("ngrok", "saas", lambda: [S("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21))], ["ngrok config add-authtoken {NGROK_AUTHTOKEN}"], "authtoken")
vendor("Tailscale", "saas", lambda: [S("TS_AUTHKEY", "tskey-auth-k" + an(11) + "CNTRL-" + an(33))], ["sudo tailscale up --authkey={TS_AUTHKEY} --advertise-tags=tag:ci"], "auth key")
vendor("Fastly", "cloud", lambda: [S("FASTLY_API_TOKEN", rs(B64U, 32))], ['curl -X POST -H "Fastly-Key: {FASTLY_API_TOKEN}" https://api.fastly.com/service/7iYg/purge_all'], "API token")
vendor("Segment", "saas", lambda: [S("SEGMENT_WRITE_KEY", an(32))], [], "write key")
vendor("Cloudinary", "saas", lambda: (lambda s, k, c: [("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (k, s, c), [s])])(rs(B64U, 27), dig(15), pick(EWORDS) + "-media"), [], "API secret")
vendor("Intercom", "saas", lambda: [S("INTERCOM_ACCESS_TOKEN", base64.b64encode(("tok:%s:1:0" % uuid4()).encode()).decode().rstrip("="))], [], "access token")
vendor("HubSpot", "saas", lambda: [S("HUBSPOT_ACCESS_TOKEN", "pat-na1-" + uuid4())], [], "private app token")
vendor("Zendesk", "saas", lambda: [S("ZENDESK_API_TOKEN", an(40))], ["curl https://acme.zendesk.com/api/v2/tickets.json -u support-bot@acme.io/token:{ZENDESK_API_TOKEN}"], "API token")
vendor("age", "crypto", lambda: [S("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))], [], "secret key")
vendor("Shippo", "saas", lambda: [S("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40))], [], "live token")
vendor("Zoom", "saas", lambda: [N("ZOOM_ACCOUNT_ID", rs(B64U, 22)), N("ZOOM_CLIENT_ID", rs(B64U, 22)), S("ZOOM_CLIENT_SECRET", an(32))], [], "client secret")


# ---------------------------------------------------------------- presentation of vendor credentials
class FMap(dict):
    def __missing__(self, k):
        return dig(10) if k == "TELEGRAM_CHAT" else "{" + k + "}"


def fmt(s, creds):
    return s.format_map(FMap({c[0]: c[1] for c in creds}))


def env_block(creds, prefix="", sep="=", q=""):
    return "\n".join("%s%s%s%s%s%s" % (prefix, k, sep, q, v, q) for k, v, _ in creds)


def prim(creds):
    for c in creds:
        if c[2]:
            return c
    raise ValueError


def svc(v):
    return v["disp"].lower().replace(" ", "-").replace(".", "").replace("&", "and")


TASK_EN = ["integration test", "nightly sync", "webhook handler", "staging deploy", "backfill script", "CLI smoke test",
           "billing worker", "notification service", "data export job", "migration dry run"]
TASK_KO = ["연동 테스트", "야간 배치", "웹훅 처리", "스테이징 배포", "백필 스크립트", "알림 발송 서버", "정산 배치", "데이터 이관", "로컬 개발환경 세팅"]
LESS_EN = ["The SDK reads env vars at import time, so the dev server must be restarted after editing .env.",
           "Staging and prod keys are not interchangeable; the 401 was the sandbox key hitting the live endpoint.",
           "direnv was shadowing the value from .env; `direnv reload` fixed it.",
           "Key must be passed without surrounding quotes in docker --env-file files.",
           "The old key was revoked during the offboarding last week, which explains the sudden 403s.",
           "Rate limit errors looked like auth errors; check the response body, not just the status.",
           "Scopes matter: the token lacked write permission, regenerated with the right scope.",
           "Compose only picks up .env from the project directory, not from the service folder."]
LESS_KO = ["env 바꾸면 서버 재시작해야 반영됨. 핫리로드로는 안 읽음.",
           "스테이징 키랑 운영 키 섞어 쓰면 401 남. 키 앞부분으로 구분 안 되니 변수명으로 구분할 것.",
           "토큰 권한(scope) 부족이라 403 났던 것. 재발급할 때 write 권한 체크.",
           "docker --env-file 에서는 따옴표 넣으면 따옴표까지 값으로 들어감.",
           "키가 지난주 퇴사자 정리하면서 폐기돼서 갑자기 실패했던 것.",
           "레이트리밋 에러가 인증 에러처럼 보였음. 응답 바디 꼭 확인.",
           "로컬 .env 가 .env.local 보다 우선순위 낮음. 덮어쓰기 순서 주의."]
ASK_EN = ["Is this key still the active one, or was it rotated after the incident?",
          "Which environment does this key belong to (sandbox or live)?",
          "Should the CI use a separate key with narrower scope?",
          "Where is the canonical copy of this key kept now?", ""]
ASK_KO = ["이 키 아직 유효한지, 로테이션 됐는지 먼저 물어볼 것", "운영 키인지 테스트 키인지 확인 필요",
          "CI 용 키는 따로 발급받아야 하는지?", "이 키 원본은 어디 보관중인지 물어보기", ""]


def en_dotenv(v, c):
    return ("Running the %s %s locally failed until I copied the values from %s's laptop. .env%s:\n%s"
            % (v["disp"], pick(TASK_EN), pick(TEAM_EN), pick(["", ".local", ".staging", ".dev"]), env_block(c)),
            pick(LESS_EN), pick(ASK_EN))


def en_compose(v, c):
    env = "\n".join("      - %s=%s" % (k, val) for k, val, _ in c)
    return ("docker compose up kept failing the %s health check. docker-compose.override.yml:\n```yaml\nservices:\n  %s:\n    environment:\n%s\n```"
            % (v["disp"], pick(["api", "worker", "app", "gateway"]), env),
            "override file is not in .gitignore in this repo; " + pick(LESS_EN), pick(ASK_EN))


def en_k8s(v, c):
    env = "\n".join("  %s: \"%s\"" % (k, val) for k, val, _ in c)
    return ("Pod crashlooped with %s auth errors. Applied this manifest by hand:\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-creds\n  namespace: %s\ntype: Opaque\nstringData:\n%s\n```"
            % (v["disp"], svc(v), pick(["payments", "default", "batch", "platform"]), env),
            "stringData is fine for kubectl apply; the deployment needed a rollout restart to pick up the new secret.",
            pick(["Should this secret come from external-secrets instead of a hand-applied manifest?", "Which namespace owns the %s secret?" % v["disp"], ""]))


def en_gha(v, c):
    env = "\n".join("      %s: %s" % (k, val) for k, val, _ in c)
    return ("GitHub Actions job `%s` failed at the %s step. The workflow had:\n```yaml\njobs:\n  release:\n    runs-on: ubuntu-latest\n    env:\n%s\n```"
            % (pick(["release", "e2e", "publish", "nightly"]), v["disp"], env),
            "Inline env in the workflow file works but is visible to anyone with read access; the failure itself was a missing `permissions: contents: write`.",
            pick(ASK_EN))


def en_json(v, c):
    body = ",\n".join('    "%s": "%s"' % (k.lower(), val) for k, val, _ in c)
    fn = pick(["appsettings.Development.json", "config/local.json", "secrets.json", "settings.json"])
    return ("%s client threw on startup; %s looked like this:\n{\n  \"%s\": {\n%s\n  }\n}" % (v["disp"], fn, svc(v), body),
            "The loader lowercases keys, so `%s` must match the options class property names." % prim(c)[0].lower(), pick(ASK_EN))


def en_toml(v, c):
    body = "\n".join('%s = "%s"' % (k.lower(), val) for k, val, _ in c)
    return ("Config for the %s %s (config.toml):\n[%s]\n%s\ntimeout_secs = 30" % (v["disp"], pick(TASK_EN), svc(v).replace("-", "_"), body),
            "toml strings need double quotes; single-quoted literal strings also work but the old parser choked on them.", pick(ASK_EN))


def en_export(v, c):
    ex = "\n".join("$ export %s=%s" % (k, val) for k, val, _ in c)
    return ("Terminal session while debugging the %s %s:\n%s\n$ python -m jobs.%s --dry-run\nINFO connected, 0 errors" % (v["disp"], pick(TASK_EN), ex, svc(v).replace("-", "_")),
            "Works when exported in the same shell; the cron job runs without the login profile so it never sees these.", pick(ASK_EN))


def en_snip(v, c):
    s = fmt(pick(v["snips"]), c)
    return ("Needed a working %s call to reproduce the %s bug." % (v["disp"], pick(TASK_EN)),
            "This worked:\n```\n%s\n```\n%s" % (s, pick(LESS_EN)), pick(ASK_EN))


def en_snip_mc(v, c):
    s = fmt(pick(v["snips"]), c)
    return ("Pasted from shell history:\n%s\nreturned %s" % (s, pick(["401", "403 Forbidden", "200 but empty body", "429 Too Many Requests"])),
            pick(LESS_EN), pick(ASK_EN))


def en_log(v, c):
    k, t, _ = prim(c)
    return ("%s DEBUG %s.http > POST /v1/%s headers={'Authorization': 'Bearer %s', 'User-Agent': '%s-client/%d.%d.%d'}\n%s ERROR upstream returned 401"
            % (ts(), svc(v), pick(["events", "messages", "sync", "jobs"]), t, svc(v), R.randint(0, 4), R.randint(0, 20), R.randint(0, 9), ts()),
            "Debug logging of request headers was left on in the %s client; turning it off also fixed the log volume alert." % v["disp"], pick(ASK_EN))


def en_prose(v, c):
    k, t, _ = prim(c)
    return ("The %s %s for the staging project is %s. Prod uses a different one from Vault." % (v["disp"], v["label"], t),
            "The %s failed because the staging value was being read in prod." % pick(TASK_EN), pick(ASK_EN))


def en_ask(v, c):
    k, t, _ = prim(c)
    return ("%s %s started failing after the weekend with an auth error." % (v["disp"], pick(TASK_EN)),
            "Nobody knew which %s was configured; it was hard-coded in the job definition." % v["label"],
            "Is %s still the valid %s %s, or did someone rotate it?" % (t, v["disp"], v["label"]))


def en_split(v, c):
    k, t, _ = prim(c)
    return ("Spent an hour on %s returning 401 in the %s. The %s we ended up using:" % (v["disp"], pick(TASK_EN), v["label"]),
            "%s (from the team password manager, entry '%s %s'). Earlier one was revoked." % (t, v["disp"], pick(["prod", "staging", "ops"])),
            pick(ASK_EN))


def en_sentences(v, c):
    k, t, _ = prim(c)
    return ("Generated a new %s %s this morning. It is %s. The previous one stays valid for 24h." % (v["disp"], v["label"], t),
            "Rotation needs both the app config and the CI variable updated, otherwise the deploy job keeps the old value.",
            pick(ASK_EN))


def en_tfvars(v, c):
    body = "\n".join('%s = "%s"' % (k.lower(), val) for k, val, _ in c)
    return ("terraform plan for the %s module needed the provider credentials. terraform.tfvars:\n%s\nenvironment = \"%s\"" % (v["disp"], body, pick(["stg", "prod", "dev"])),
            "tfvars is gitignored but the plan output file is not; delete plan.out before committing.", pick(ASK_EN))


def en_pyenv(v, c):
    body = "\n".join('os.environ.setdefault("%s", "%s")' % (k, val) for k, val, _ in c)
    return ("conftest.py in tests/integration/%s sets defaults so the suite runs without a .env:\n```python\nimport os\n%s\n```" % (svc(v).replace("-", "_"), body),
            "pytest-xdist workers inherit these, which is why the %s suite only failed when run alone." % v["disp"], pick(ASK_EN))


def en_node(v, c):
    k, t, _ = prim(c)
    return ("src/lib/%s.ts had a fallback for local dev:\n```ts\nconst apiKey = process.env.%s ?? \"%s\";\n```" % (svc(v), k, t),
            "The fallback masked a missing env var in the preview deployment, so previews silently used this key.", pick(ASK_EN))


def en_go(v, c):
    k, t, _ = prim(c)
    return ("Go service %s-proxy: found this while tracing the %s auth failure:\n```go\nconst defaultToken = \"%s\" // TODO remove\n```" % (svc(v), v["disp"], t),
            "The flag `-token` overrides the const only when non-empty; the helm chart passed an empty string.", pick(ASK_EN))


def en_spring(v, c):
    body = "\n".join("    %s: %s" % (k.lower().replace("_", "-"), val) for k, val, _ in c)
    return ("application-local.yml for the %s client:\n```yaml\n%s:\n%s\n```" % (v["disp"], svc(v), body),
            "Spring relaxed binding maps %s to the same property, so the env var was overriding this file in docker." % prim(c)[0], pick(ASK_EN))


def en_cilog(v, c):
    k, t, _ = prim(c)
    return ("CI job #%d log with `set -x` enabled:\n+ curl -sf -H 'Authorization: Bearer %s' https://api.%s.example/v2/health\n+ echo ok\nok" % (R.randint(1000, 99999), t, svc(v)),
            "set -x echoes expanded variables; mask or disable tracing around the %s call." % v["disp"], pick(ASK_EN))


def en_chat(v, c):
    k, t, _ = prim(c)
    return ("From #%s channel:\n%s: anyone have the %s sandbox %s?\n%s: use `%s` for now, I'll put it in vault later" % (
        pick(["backend", "infra", "payments-dev", "help-platform"]), pick(TEAM_EN), v["disp"], v["label"], pick(TEAM_EN), t),
        "That key was the shared one; better to create a personal one per developer.", pick(ASK_EN))


def en_dockerfile(v, c):
    body = "\n".join("ENV %s=%s" % (k, val) for k, val, _ in c)
    return ("Image for the %s %s rebuilt from this Dockerfile:\nFROM python:3.12-slim\n%s\nCOPY . /app\nCMD [\"python\", \"main.py\"]" % (v["disp"], pick(TASK_EN), body),
            "ENV values end up in `docker history` and the image config; switched to runtime env.", pick(ASK_EN))


def en_pwsh(v, c):
    body = "\n".join('PS> $env:%s = "%s"' % (k, val) for k, val, _ in c)
    return ("Windows runner, PowerShell session for the %s step:\n%s\nPS> .\\scripts\\publish.ps1 -Verbose" % (v["disp"], body),
            "$env: vars only live for the session; the scheduled task needs them set at machine level.", pick(ASK_EN))


def en_systemd(v, c):
    body = "\n".join('Environment="%s=%s"' % (k, val) for k, val, _ in c)
    return ("/etc/systemd/system/%s-agent.service on %s:\n[Service]\n%s\nExecStart=/opt/%s/bin/agent\nRestart=always" % (svc(v), pick(HOSTS), body, svc(v)),
            "After editing the unit, `systemctl daemon-reload` is required or the old environment is kept.", pick(ASK_EN))


def en_cli_secret(v, c):
    k, t, _ = prim(c)
    cmd = pick(["gh secret set %s --repo acme/api --body \"%s\"" % (k, t), "fly secrets set %s=%s -a %s-prod" % (k, t, svc(v)),
                "vercel env add %s production <<< \"%s\"" % (k, t), "heroku config:set %s=%s -a acme-%s" % (k, t, svc(v)),
                "kubectl create secret generic %s --from-literal=%s=%s -n apps" % (svc(v), k.lower(), t)])
    return ("Rolled the %s %s into the deploy target:\n$ %s" % (v["disp"], v["label"], cmd),
            "Set it before the deploy, otherwise the first boot fails its readiness probe.", pick(ASK_EN))


def en_error(v, c):
    k, t, _ = prim(c)
    return ("%s %s crashed:\nTraceback (most recent call last):\n  File \"app/clients/%s.py\", line %d, in connect\n    raise AuthError(f\"invalid credentials for key {key}\")\nAuthError: invalid credentials for key %s"
            % (v["disp"], pick(TASK_EN), svc(v).replace("-", "_"), R.randint(20, 300), t),
            "The exception message interpolates the key; changed it to log only the last 4 characters.", pick(ASK_EN))


def en_ini(v, c):
    body = "\n".join("%s = %s" % (k.lower(), val) for k, val, _ in c)
    return ("~/.config/%s/credentials.ini that the CLI wrote:\n[default]\n%s\n" % (svc(v), body),
            "The CLI prefers env vars over this file, which is why my shell worked and the cron did not.", pick(ASK_EN))


EN_PRES = [en_dotenv, en_compose, en_k8s, en_gha, en_json, en_toml, en_export, en_log, en_prose, en_ask, en_split,
           en_sentences, en_tfvars, en_pyenv, en_node, en_go, en_spring, en_cilog, en_chat, en_dockerfile, en_pwsh,
           en_systemd, en_cli_secret, en_error, en_ini]
EN_SNIP = [en_snip, en_snip_mc]


def ko_dotenv(v, c):
    return ("로컬에서 %s %s 돌리는데 인증 실패. %s한테 받은 .env%s 내용:\n%s" % (v["disp"], pick(TASK_KO), pick(TEAM_KO), pick(["", ".local", ".dev"]), env_block(c)),
            pick(LESS_KO), pick(ASK_KO))


def ko_prose(v, c):
    k, t, _ = prim(c)
    return ("%s %s 로 호출하면 %s 남. 값은 %s" % (v["disp"], v["label"], pick(["401", "403", "타임아웃"]), t),
            "권한 범위 설정이 빠져 있었음. 콘솔에서 권한 추가 후 정상.", pick(ASK_KO))


def ko_colon(v, c):
    k, t, _ = prim(c)
    return ("%s 연동 정리\n- 계정: %s@acme.co.kr\n- %s: %s\n- 발급일: %s" % (v["disp"], pick(["dev", "ops", "infra", "admin"]), pick(["토큰", "키", "인증키", "시크릿"]), t, kdate()),
            pick(LESS_KO), pick(ASK_KO))


def ko_particle(v, c):
    k, t, _ = prim(c)
    return ("스테이징 %s 시크릿은 %s이고 만료는 %s까지임." % (v["disp"], t, kdate()),
            "만료 전에 갱신 안 하면 %s 전체가 멈춤. 캘린더에 등록해둠." % pick(TASK_KO), pick(ASK_KO))


def ko_chat(v, c):
    k, t, _ = prim(c)
    return ("[슬랙 #%s]\n%s: %s 키 누가 갖고 있어요?\n%s: 이거 쓰세요 %s\n%s: 감사합니다 ㅎㅎ" % (
        pick(["dev", "백엔드", "인프라", "결제팀"]), pick(TEAM_KO), v["disp"], pick(TEAM_KO), t, pick(TEAM_KO)),
        "공용 키를 채팅으로 공유하는 건 위험. 개인별로 발급받는 게 맞음.", pick(ASK_KO))


def ko_split(v, c):
    k, t, _ = prim(c)
    return ("%s %s 설정하다가 막힘. 결국 쓴 %s는" % (v["disp"], pick(TASK_KO), pick(["토큰", "키", "인증키", "시크릿 키"])),
            "%s 입니다. 예전 값은 폐기됨. %s" % (t, pick(LESS_KO)), pick(ASK_KO))


def ko_ask(v, c):
    k, t, _ = prim(c)
    return ("%s %s 가 주말 지나고 갑자기 인증 에러로 실패함." % (v["disp"], pick(TASK_KO)),
            "어떤 키가 설정돼 있는지 아무도 몰랐음. 잡 정의에 하드코딩돼 있었음.",
            "%s 이 키 아직 살아있나요? 누가 로테이션 했는지 확인 필요" % t)


def ko_yaml(v, c):
    body = "\n".join("  %s: %s  # %s" % (k.lower(), val, pick(["운영", "스테이징", "임시", "테스트용"])) for k, val, _ in c)
    return ("%s 설정 (config/%s.yml):\n%s:\n%s" % (v["disp"], pick(["local", "dev", "stage"]), svc(v), body),
            "yml 들여쓰기 틀려서 값이 null 로 읽혔던 것. 들여쓰기 2칸 맞출 것.", pick(ASK_KO))


def ko_export(v, c):
    ex = "\n".join("export %s=%s   # 임시" % (k, val) for k, val, _ in c)
    return ("터미널에서 이렇게 export 하고 돌림:\n%s\n./gradlew bootRun" % ex,
            "같은 쉘에서는 되는데 cron 으로 돌리면 환경변수 못 읽음. 크론탭에 직접 넣거나 env 파일 source 필요.", pick(ASK_KO))


def ko_snip(v, c):
    s = fmt(pick(v["snips"]), c)
    return ("%s API 호출이 계속 실패해서 curl/코드로 직접 확인함." % v["disp"],
            "이렇게 하니까 됨:\n%s\n%s" % (s, pick(LESS_KO)), pick(ASK_KO))


def ko_k8s(v, c):
    body = "\n".join("  %s: \"%s\"" % (k, val) for k, val, _ in c)
    return ("파드가 %s 인증 에러로 CrashLoopBackOff. 손으로 적용한 시크릿:\n```yaml\nkind: Secret\napiVersion: v1\nmetadata:\n  name: %s\nstringData:\n%s\n```" % (v["disp"], svc(v), body),
            "시크릿 바꾼 뒤에 rollout restart 안 하면 예전 값 그대로 씀.", pick(ASK_KO))


def ko_cilog(v, c):
    k, t, _ = prim(c)
    return ("젠킨스 빌드 #%d 콘솔 로그에 토큰이 그대로 찍힘:\n+ curl -s -H 'Authorization: Bearer %s' https://api.%s.example/v1/ping" % (R.randint(100, 9999), t, svc(v)),
            "set -x 때문에 변수 확장된 값이 로그에 남음. 해당 구간만 set +x 처리.", pick(ASK_KO))


def ko_sentences(v, c):
    k, t, _ = prim(c)
    return ("오늘 아침에 %s %s 새로 발급받음. 값은 %s. 이전 건 24시간 뒤 만료." % (v["disp"], pick(["토큰", "키", "시크릿"]), t),
            "앱 설정이랑 CI 변수 둘 다 바꿔야 함. 하나만 바꾸면 배포 때 옛날 값으로 덮어씀.", pick(ASK_KO))


def ko_json(v, c):
    body = ",\n".join('  "%s": "%s"' % (k.lower(), val) for k, val, _ in c)
    return ("%s 설정 파일 secrets.json 이 이렇게 돼 있었음:\n{\n%s\n}" % (v["disp"], body),
            "파일 경로를 상대경로로 읽어서 실행 위치에 따라 못 찾는 문제였음.", pick(ASK_KO))


def ko_error(v, c):
    k, t, _ = prim(c)
    return ("%s %s 에러 로그:\n[ERROR] %s 인증 실패 (key=%s) status=401" % (v["disp"], pick(TASK_KO), v["disp"], t),
            "에러 메시지에 키 전체를 찍고 있었음. 뒤 4자리만 남기도록 수정.", pick(ASK_KO))


def ko_mixed(v, c):
    k, t, _ = prim(c)
    return ("%s 쪽 %s 가 바뀌어서 %s 깨짐. 새 값 %s 로 교체함" % (v["disp"], v["label"], pick(TASK_KO), t),
            "교체 후 캐시된 토큰이 남아 있어서 한 번 더 재시작 필요했음.", pick(ASK_KO))


KO_PRES = [ko_dotenv, ko_prose, ko_colon, ko_particle, ko_chat, ko_split, ko_ask, ko_yaml, ko_export, ko_k8s,
           ko_cilog, ko_sentences, ko_json, ko_error, ko_mixed]
KO_SNIP = [ko_snip]



# ---------------------------------------------------------------- multi-provider presentations
def m_en_env(vs, c):
    return ("Onboarding .env for the monorepo (api + worker), copied from the old wiki page:\n" + env_block(c) + "\nLOG_LEVEL=debug",
            "Half of these were stale; %s keys had been rotated. The wiki page is now deleted." % vs[0]["disp"],
            "Which of these keys are still live?")


def m_en_helm(vs, c):
    body = "\n".join("  %s: %s" % (k.lower(), val) for k, val, _ in c)
    return ("values-prod.yaml (helm) had plaintext secrets:\nsecrets:\n%s\nreplicaCount: 3" % body,
            "Moved the block into an ExternalSecret; helm history still holds old releases with these values.", "")


def m_en_compose(vs, c):
    env = "\n".join("      %s: \"%s\"" % (k, val) for k, val, _ in c)
    return ("Local stack for the %s integrations (compose.yaml):\nservices:\n  worker:\n    image: acme/worker:dev\n    environment:\n%s" % (" + ".join(v["disp"] for v in vs), env),
            "Compose interpolates $ in values; keys containing $ need $$.", pick(ASK_EN))


def m_ko_env(vs, c):
    return ("신규 입사자 세팅용으로 받은 .env 전체 (api/worker 공용):\n" + env_block(c),
            "%s 키는 이미 로테이션돼서 안 먹었음. 나머지는 동작." % vs[-1]["disp"], "어떤 키가 살아있는지 정리 필요")


def m_ko_yaml(vs, c):
    body = "\n".join("  %s: \"%s\"   # %s" % (k.lower(), val, pick(["운영", "개발", "임시"])) for k, val, _ in c)
    return ("application-secret.yml (git 에 올라갈 뻔함)\nexternal:\n%s" % body,
            "gitignore 에 application-secret.yml 추가. 이미 푸시된 브랜치 있으면 키 전부 폐기해야 함.", "")


MULTI_EN = [m_en_env, m_en_helm, m_en_compose]
MULTI_KO = [m_ko_env, m_ko_yaml]


# ---------------------------------------------------------------- non-vendor secret templates
SECRET_T = []


def st(lang, cat, n=1):
    def deco(f):
        SECRET_T.append((lang, cat, n, f))
        return f
    return deco


@st("en", "shell: mysql -p attached password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Restoring the dump on %s; from history:\n$ mysql -h 10.0.%d.%d -u app_rw -p'%s' orders < orders_%s.sql\nERROR 1045 (28000): Access denied for user 'app_rw'@'10.0.3.7'" % (
        pick(HOSTS), R.randint(0, 9), R.randint(2, 250), p, date().replace("-", "")),
        "The grant was for 'app_rw'@'%' only on the old host; the new replica needed its own GRANT.", "", [p])


@st("en", "shell: PGPASSWORD env prefix", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Needed a quick row count on prod replica:\nPGPASSWORD=%s psql -h replica.db.internal -U readonly -d ledger -c 'select count(*) from entries'" % p,
            "psql ignores ~/.pgpass when PGPASSWORD is set.", "Is there a read-only role we can use without sharing its password?", [p])


@st("ko", "shell: docker run POSTGRES_PASSWORD", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("로컬 DB 띄운 명령어:\ndocker run -d --name pg16 -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % p,
            "볼륨 안 지우면 POSTGRES_PASSWORD 바꿔도 예전 비번 그대로 유지됨. docker volume rm 필요.", "", [p])


@st("ko", "shell: redis-cli -a", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("레디스 키 확인하려고 접속:\nredis-cli -h 10.20.%d.%d -p 6379 -a %s --no-auth-warning keys 'session:*' | head" % (R.randint(0, 9), R.randint(2, 250), p),
            "운영 레디스에서 keys * 쓰면 블로킹됨. scan 써야 함.", "", [p])


@st("ko", "shell: sshpass password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("배포 서버 접속 스크립트에 이렇게 돼 있었음\nsshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart api'" % (p, pick(HOSTS)),
            "키 기반 인증으로 바꿔야 함. sshpass 는 ps 에 비번이 노출됨.", "배포 계정 비번 누가 관리하는지 물어볼 것", [p])


@st("en", "shell: curl -u basic credentials", 1)
def _():
    p = pw(URLSAFE)
    return ("Elasticsearch snapshot check:\ncurl -s -u elastic:'%s' https://es-prod.internal:9200/_snapshot/nightly/_all | jq '.snapshots[-1].state'" % p,
            "Snapshot repo was read-only after the bucket policy change.", "", [p])


@st("en", "shell: sqlcmd -P password", 1)
def _():
    p = pw(["strong", "human", "leet"])
    return ("Azure SQL firewall test from the build agent:\nsqlcmd -S tcp:acme-sql.database.windows.net,1433 -d reporting -U sqladmin -P \"%s\" -Q \"SELECT @@VERSION\"" % p,
            "Login timeout was the firewall, not the password; added the agent IP range.", "", [p])


@st("ko", "shell: kubectl --from-literal password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("DB 시크릿 다시 만듦:\nkubectl -n prod create secret generic mysql-auth --from-literal=username=svc_order --from-literal=password='%s' --dry-run=client -o yaml | kubectl apply -f -" % p,
            "--dry-run=client -o yaml | apply 패턴이면 이미 있어도 덮어쓰기 됨.", "", [p])


@st("en", "shell: helm --set password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Upgraded the bitnami redis chart:\nhelm upgrade --install cache bitnami/redis -n infra --set auth.password=%s --set replica.replicaCount=2" % p,
            "Changing auth.password on upgrade does not change the running password; the PVC keeps the old config.", "", [p])


@st("en", "shell: ansible become password extra-var", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Patching run for the legacy hosts:\nansible-playbook -i inventory/legacy site.yml -e ansible_become_pass=%s --limit web" % p,
            "Extra vars show up in the AWX job output; use --ask-become-pass or vault.", "", [p])


@st("en", "shell: rabbitmqctl add_user", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Recreated the consumer user after the broker rebuild:\nrabbitmqctl add_user billing_consumer %s\nrabbitmqctl set_permissions -p / billing_consumer '^billing.*' '' '^billing.*'" % p,
            "Permissions are per vhost; the consumer used vhost /billing, not /.", "", [p])


@st("ko", "shell: openssl pkcs12 passout", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("인증서 pfx 로 묶을 때:\nopenssl pkcs12 -export -in cert.pem -inkey key.pem -out api.pfx -passout pass:%s" % p,
            "IIS 에 올릴 때 같은 비밀번호 입력해야 함. OpenSSL 3 는 -legacy 옵션 있어야 윈도우 구버전에서 열림.", "", [p])


@st("en", "shell: keytool storepass", 1)
def _():
    p, q = pw(ASCII_NOSP), pw(ASCII_NOSP)
    return ("Android release signing was failing in CI. Local command that worked:\nkeytool -list -v -keystore release.jks -alias upload -storepass %s -keypass %s" % (p, q),
            "storepass and keypass differ for this keystore; Gradle needs both.", "", [p, q])


@st("en", "shell: vault kv put inline password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Seeding vault for the new env:\nvault kv put secret/stg/payments db_user=pay_app db_password=%s" % p,
            "Inline values land in shell history; `vault kv put ... db_password=@file` or `-` from stdin avoids that.", "", [p])


@st("ko", "prose: wifi password", 1)
def _():
    p = pw(["human", "koreng", "pin", "passphrase"])
    return ("판교 오피스 %d층 회의실 와이파이 %s / 비번 %s" % (R.randint(2, 12), pick(["ACME-Guest", "ACME_5G", "dev-lab"]), p),
            "테스트 폰이 게스트망에 붙으면 사내 API 접근 안 됨. dev-lab 으로 붙여야 함.", "", [p])


@st("ko", "prose: 관리자 비밀번호는 X 입니다", 1)
def _():
    p = pw(NOSP)
    lbl = pick(["비밀번호는", "비번은", "패스워드는", "암호는"])
    return ("스테이징 어드민(%s) 계정 admin 의 %s %s 입니다" % (pick(["/admin", "백오피스", "Django admin", "Grafana"]), lbl, p),
            "세션 만료가 30분이라 QA 중에 자꾸 로그아웃됨. 설정에서 늘림.", "", [p])


@st("ko", "prose: old and new password", 1)
def _():
    p, q = pw(NOSP), pw(NOSP)
    return ("운영 DB root 비번 변경함 %s → %s (%s)" % (p, q, kdate()),
            "변경 후 커넥션 풀이 예전 비번으로 재접속 시도해서 계정 잠김. 앱 먼저 내리고 바꿀 것.", "", [p, q])


@st("en", "prose: old and new password", 1)
def _():
    p, q = pw(ASCII_NOSP), pw(ASCII_NOSP)
    return ("Rotated the reporting DB user. old: %s new: %s" % (p, q),
            "Metabase caches the connection; had to edit the database settings in the admin UI too.", "", [p, q])


@st("ko", "prose: test account list", 1)
def _():
    a, b = pw(ASCII_NOSP), pw(ASCII_NOSP)
    return ("QA 테스트 계정\nqa01@acme.co.kr / %s\nqa02@acme.co.kr / %s\n둘 다 본인인증 완료 상태" % (a, b),
            "본인인증 안 된 계정은 결제 테스트 불가. 새로 만들면 PASS 인증까지 해야 함.", "", [a, b])


@st("ko", "chat: 비번 물어보고 답", 1)
def _():
    p = pw(NOSP)
    who = R.sample(TEAM_KO, 2)
    return ("%s: 스테이징 젠킨스 admin 비번 뭐였죠?\n%s: %s 요 ㅎㅎ 바꾸지 마세요" % (who[0], who[1], p),
            "젠킨스 계정 공유 중이라 누가 뭘 바꿨는지 추적 안 됨. SSO 붙이자고 건의함.", "", [p])


@st("en", "split: label ends field, value starts next", 1)
def _():
    p = pw(NOSP)
    return ("Couldn't log into the vendor portal for the SFTP drop. The password they emailed us:",
            "%s - works, but expires in 90 days and they lock after 3 attempts." % p, "", [p])


@st("ko", "split: label ends field, value starts next", 1)
def _():
    p = pw(NOSP)
    return ("거래처 SFTP 포털 로그인 안 돼서 담당자한테 다시 받은 비밀번호:",
            "%s\n90일마다 만료되고 3회 틀리면 잠김." % p, "", [p])


@st("en", "ask_next_time: password in question", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Grafana admin login failed on the new monitoring box.",
            "The helm values override the admin password on every upgrade.", "Is %s still the Grafana admin password after the last helm upgrade?" % p, [p])


@st("ko", "ask_next_time: password in question", 1)
def _():
    p = pw(NOSP)
    return ("NAS 관리자 페이지 접속 안 됨.", "IP 바뀌어서 접속 주소가 달라졌던 것.", "NAS admin 비번 아직 %s 인지 물어보기" % p, [p])


@st("ko", "password: Hangul password", 1)
def _():
    p = pw(["hangul"])
    return ("사내 위키 테스트 계정 비밀번호를 한글로 설정해뒀음: %s" % p,
            "한글 비번은 모바일 키보드에서 자모 조합 때문에 가끔 다르게 입력됨. NFC 정규화 확인 필요.", "", [p])


@st("ko", "password: Korean typed on English keyboard", 1)
def _():
    src = "".join(R.sample(KWORDS, 2))
    p = ko2qwerty(src) + pick(["", "!", str(R.randint(1, 99))])
    return ("한영키 안 바꾸고 비번 입력해서 계정 비번이 %s 로 설정돼버림" % p,
            "원래 한글로 치려던 건데 영문 자판 상태로 들어감. 로그인할 때도 영문 상태로 쳐야 함.", "", [p])


@st("en", "password: passphrase with spaces", 1)
def _():
    p = pw(["space"])
    return ("KeePass master for the shared ops vault was changed to a passphrase: \"%s\"" % p,
            "KeePassXC trims nothing, so the trailing digits and spaces matter.", "", [p])


@st("en", "password: punctuation and spaces", 1)
def _():
    p = pw(["punct"])
    return ("Legacy ERP service account (svc_erp) password contains spaces: `%s`" % p,
            "Quote it in single quotes in bash; the cron wrapper broke because it was unquoted.", "", [p])


@st("ko", "password: numeric PIN", 1)
def _():
    p = rs(DI, R.randint(8, 10))
    return ("HSM 사용자 PIN %s (보안팀 %s 님이 알려줌)" % (p, pick(TEAM_KO)),
            "PIN 3회 틀리면 HSM 파티션 잠김. 잠기면 SO PIN 으로 해제해야 함.", "", [p])


@st("en", "password: BitLocker recovery key", 1)
def _():
    p = "-".join("%06d" % (R.randint(0, 90909) * 11) for _ in range(8))
    return ("Test laptop asked for BitLocker recovery after the BIOS update. Recovery key: %s" % p,
            "Key ID shown on screen matched the one in Intune; suspend BitLocker before BIOS updates.", "", [p])


@st("ko", "password: BitLocker recovery key", 1)
def _():
    p = "-".join("%06d" % (R.randint(0, 90909) * 11) for _ in range(8))
    return ("빌드용 윈도우 PC BIOS 업데이트 후 BitLocker 복구키 요구함. 복구 키 %s" % p,
            "BIOS 업데이트 전에 BitLocker 일시 중단 필수.", "", [p])


@st("en", "log: Jenkins initial admin password", 1)
def _():
    p = hexs(32)
    return ("Fresh Jenkins container log:\n*************************************************************\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n%s\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword" % p,
            "Skip the setup wizard with -Djenkins.install.runSetupWizard=false and JCasC instead.", "", [p])


@st("en", "kubectl output: ArgoCD initial admin secret", 1)
def _():
    p = rs(AN + "-", 16)
    return ("$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % p,
            "Delete the argocd-initial-admin-secret after setting a real password.", "", [p])


@st("ko", "log: MySQL temporary root password", 1)
def _():
    p = rs(AN + ";:#!%<>?,._", 12)
    return ("mysqld 처음 띄웠을 때 로그:\n[Note] [MY-010454] [Server] A temporary password is generated for root@localhost: %s" % p,
            "임시 비번으로 로그인 후 ALTER USER 안 하면 다른 쿼리 다 막힘.", "", [p])


@st("en", "log: elasticsearch generated password", 1)
def _():
    p = rs(AN + "*-_=+", 20)
    return ("First start of ES 8 printed:\n-> Password for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  %s" % p,
            "The enrollment token expires in 30 minutes; kibana must be set up quickly.", "", [p])


@st("en", "config: wp-config.php DB_PASSWORD", 1)
def _():
    p = pw(["strong", "human", "leet", "punct"])
    return ("Marketing WordPress migration, wp-config.php:\ndefine( 'DB_NAME', 'wp_marketing' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'mysql-wp.internal' );" % p,
            "Search-replace of the siteurl has to use wp-cli to handle serialized data.", "", [p])


@st("ko", "config: spring datasource password", 1)
def _():
    p = pw(NOSP)
    return ("application-dev.yml\nspring:\n  datasource:\n    url: jdbc:mysql://dev-db.acme.internal:3306/shop?serverTimezone=Asia/Seoul\n    username: shop_dev\n    password: %s" % p,
            "serverTimezone 안 주면 KST/UTC 섞여서 주문시간 9시간 밀림.", "", [p])


@st("en", "config: JDBC URL password parameter", 1)
def _():
    p = pw(["human", "strong", "leet"])
    return ("Flyway failed against the new schema:\nflyway -url=\"jdbc:postgresql://pg-main:5432/billing?user=flyway&password=%s&sslmode=require\" migrate" % p,
            "Out-of-order migrations need -outOfOrder=true; the V42 hotfix had a lower version.", "", [p])


@st("en", "sql: CREATE USER IDENTIFIED BY", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("Created the analytics user:\nCREATE USER 'metabase'@'10.%%' IDENTIFIED BY '%s';\nGRANT SELECT ON shop.* TO 'metabase'@'10.%%';" % p,
            "Host wildcard 10.% does not match the proxy IP; needed '%' temporarily.", "", [p])


@st("ko", "sql: ALTER USER PASSWORD", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("replication 계정 비번 재설정\nALTER ROLE replicator WITH PASSWORD '%s';\nSELECT pg_reload_conf();" % p,
            "standby 쪽 primary_conninfo 도 같이 바꿔야 복제 안 끊김.", "", [p])


@st("en", "credential file: .netrc", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("pip install from the internal index was prompting; ~/.netrc on the build box:\nmachine pypi.corp.local\n  login ci-reader\n  password %s" % p,
            ".netrc must be chmod 600 or some tools ignore it.", "", [p])


@st("ko", "credential file: .pgpass", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("배치 서버 ~/.pgpass\nanalytics-db.internal:5432:warehouse:etl_user:%s" % p,
            "권한 0600 아니면 psql 이 무시함. 콜론 들어간 비번은 \\: 로 이스케이프.", "", [p])


@st("en", "credential file: .my.cnf", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("mysqldump cron on backup-01 uses ~/.my.cnf:\n[client]\nuser=backup\npassword=\"%s\"\nhost=mysql-primary.internal" % p,
            "--defaults-extra-file must be the first option on the command line.", "", [p])


@st("en", "credential file: maven settings.xml", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("mvn deploy returned 401 from Nexus. ~/.m2/settings.xml:\n<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>%s</password>\n</server>" % p,
            "The server id must match distributionManagement's repository id exactly.", "", [p])


@st("ko", "credential file: NuGet.config ClearTextPassword", 1)
def _():
    p = hexs(40) if R.random() < .5 else pw(ASCII_NOSP)
    return ("사내 NuGet 피드 인증 설정 (NuGet.config)\n<packageSourceCredentials>\n  <acme>\n    <add key=\"Username\" value=\"build\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </acme>\n</packageSourceCredentials>" % p,
            "리눅스 에이전트에서는 암호화된 Password 못 씀. ClearTextPassword 만 동작.", "", [p])


@st("en", "credential file: .git-credentials", 1)
def _():
    t = "ghp_" + an(36)
    return ("git pushes were using a stale identity. ~/.git-credentials contained:\nhttps://deploy-bot:%s@github.com" % t,
            "credential.helper=store writes plaintext; switched to the osxkeychain/manager helper.", "", [t])


@st("ko", "url: FTP credentials in URL", 1)
def _():
    p = pw(URLSAFE)
    return ("호스팅 업체 FTP 로 정적파일 올릴 때 쓰던 주소\nftp://acmeweb:%s@ftp.acme-hosting.co.kr:21/public_html" % pct(p),
            "FTP 평문이라 SFTP 로 바꿔달라고 요청함.", "", [pct(p)])


@st("en", "config: Django EMAIL_HOST_PASSWORD app password", 1)
def _():
    p = " ".join(rs(LO, 4) for _ in range(4))
    return ("Password reset mails stopped. settings/prod.py:\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = 'noreply@acme.io'\nEMAIL_HOST_PASSWORD = '%s'" % p,
            "Google app passwords are revoked when the account password changes.", "", [p])


@st("ko", "config: Gmail app password", 1)
def _():
    p = " ".join(rs(LO, 4) for _ in range(4))
    return ("알림 메일 발송용 Gmail 앱 비밀번호 새로 만듦 → %s" % p,
            "계정 비번 바뀌면 앱 비밀번호 전부 폐기됨.", "", [p])


@st("en", "shell: cmdkey RDP password", 1)
def _():
    p = pw(["strong", "human", "leet"])
    return ("Scripted RDP to the Windows build host:\ncmdkey /generic:TERMSRV/win-build-02 /user:CORP\\svc_build /pass:%s\nmstsc /v:win-build-02" % p,
            "cmdkey credentials persist per user; remove with cmdkey /delete afterwards.", "", [p])


@st("en", "shell: sqlplus user/password@db", 1)
def _():
    p = pw(["human", "strong", "leet", "passphrase"])
    return ("Oracle check before the cutover:\nsqlplus scott_app/%s@//ora-prod.internal:1521/ORCLPDB1 @check_invalid_objects.sql" % p,
            "Password with @ needs double quotes in the connect string.", "", [p])


@st("ko", "shell: mongosh --password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("mongosh \"mongodb://10.0.1.15:27017/admin\" --username root --password '%s' --eval 'rs.status().ok'" % p,
            "replica set 멤버 추가 후 rs.status 에서 STARTUP2 오래 걸림. initial sync 중.", "", [p])


@st("en", "shell: ldapsearch bind password", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("ldapsearch -x -H ldaps://ldap.corp.local -D 'cn=svc-gitlab,ou=service,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' '(mail=*@acme.io)' uid" % p,
            "GitLab LDAP sync failures were the bind account expiring.", "", [p])


@st("ko", "prose: zip password", 1)
def _():
    p = pw(NOSP)
    return ("고객사 전달용 로그 압축파일 비밀번호 %s 로 걸어서 메일 보냄" % p,
            "압축 비번은 메일 말고 문자로 따로 보내야 한다고 보안팀 가이드.", "", [p])


@st("ko", "prose: router/NAS admin", 1)
def _():
    p = pw(NOSP)
    return ("사무실 공유기 관리자 페이지 192.168.0.1, 계정 admin, 비번 %s" % p,
            "포트포워딩 규칙에 예전 테스트 서버가 남아있었음. 정리함.", "", [p])


@st("en", "env: fastlane MATCH_PASSWORD", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("iOS build on the Mac mini failed to decrypt certificates.\nexport MATCH_PASSWORD=%s\nbundle exec fastlane match appstore --readonly" % p,
            "The match repo passphrase differs from the Apple ID password.", "", [p])


@st("ko", "config: android signing gradle", 1)
def _():
    p, q = pw(ASCII_NOSP), pw(ASCII_NOSP)
    return ("app/build.gradle 서명 설정\nsigningConfigs {\n    release {\n        storeFile file('release.keystore')\n        storePassword '%s'\n        keyAlias 'acme'\n        keyPassword '%s'\n    }\n}" % (p, q),
            "keystore.properties 로 빼고 gitignore 하기로 함.", "", [p, q])


@st("ko", "prose: 공동인증서 암호", 1)
def _():
    p = pw(["human", "leet", "strong", "koreng"])
    return ("법인 공동인증서(은행용) 암호 %s, 인증서 파일은 회계팀 USB 에 있음" % p,
            "홈택스 자동화 스크립트는 인증서 암호를 환경변수로 받음.", "", [p])


# -- private keys, TOTP, backup codes
def pem_body(nbytes, prefix=b""):
    s = base64.b64encode(prefix + rbytes(nbytes - len(prefix))).decode()
    return [s[i:i + 64] for i in range(0, len(s), 64)]


def ossh_body(n=240):
    raw = b"openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x003\x00\x00\x00\x0bssh-ed25519"
    s = base64.b64encode(raw + rbytes(n)).decode()
    return [s[i:i + 70] for i in range(0, len(s), 70)]


@st("en", "private key: EC PEM", 1)
def _():
    lines = pem_body(121, b"\x30\x77\x02\x01\x01\x04\x20")
    return ("JWT signing key for the auth service, pasted from the old server:\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines),
            "The kid in the JWKS must change when this key is replaced, or clients cache the old public key.", "", lines)


@st("ko", "private key: EC PEM", 1)
def _():
    lines = pem_body(138, b"\x30\x81\x87\x02\x01\x00\x30\x13")
    return ("APNs 인증키(.p8) 내용 그대로 붙여둠\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines),
            "p8 키는 재다운로드 불가. 분실하면 새로 발급하고 Key ID 바꿔야 함.", "", lines)


@st("en", "private key: OpenSSH ed25519", 1)
def _():
    lines = ossh_body()
    return ("Deploy key used by the release job (id_ed25519):",
            "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\nPermissions must be 600 or ssh refuses it." % "\n".join(lines), "", lines)


@st("ko", "private key: OpenSSH ed25519", 1)
def _():
    lines = ossh_body()
    return ("배포 서버 접속용 키 (~/.ssh/deploy_ed25519):\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines),
            "키 파일 권한 644 면 'UNPROTECTED PRIVATE KEY FILE' 에러. chmod 600.", "", lines)


@st("en", "private key: truncated RSA in chat", 1)
def _():
    lines = pem_body(300, b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00")
    return ("Someone pasted the start of the SAML signing key in #sso:\n-----BEGIN RSA PRIVATE KEY-----\n%s\n... (rest cut)" % "\n".join(lines),
            "Even a partial key paste means rotation; rotated the SAML cert and updated the IdP metadata.", "", lines)


@st("en", "private key: WireGuard", 1)
def _():
    k = b64bytes(32)
    return ("wg0.conf on the jump host:\n[Interface]\nAddress = 10.66.0.1/24\nListenPort = 51820\nPrivateKey = %s\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.66.0.2/32" % (k, b64bytes(32)),
            "MTU 1420 fixed the stalled git clones over the tunnel.", "", [k])


@st("ko", "private key: WireGuard", 1)
def _():
    k = b64bytes(32)
    return ("재택용 WireGuard 클라이언트 설정 내 개인키: %s" % k, "AllowedIPs 를 0.0.0.0/0 으로 하면 전체 트래픽이 VPN 으로 감.", "", [k])


@st("en", "TOTP: otpauth URL", 1)
def _():
    s = rs(B32, 32)
    return ("Shared 2FA for the registrar account (QR decoded):\notpauth://totp/Gandi:ops%%40acme.io?secret=%s&issuer=Gandi&algorithm=SHA1&digits=6&period=30" % s,
            "Moved it into the team 1Password so more than one phone can generate codes.", "", [s])


@st("ko", "TOTP: seed in prose", 1)
def _():
    s = rs(B32, 16)
    return ("AWS 루트 계정 MFA 시크릿 키 %s (QR 대신 수동 입력용)" % s,
            "루트 MFA 기기 하나뿐이라 분실 시 복구 절차 오래 걸림. 두 번째 기기 등록함.", "", [s])


@st("en", "TOTP: grouped setup key", 1)
def _():
    s = " ".join(rs(LO + "234567", 4) for _ in range(8))
    return ("Google Workspace admin 2SV setup key (the 'can't scan it?' text):", s, "Who else has this seed enrolled?", [s])


@st("ko", "TOTP: otpauth URL", 1)
def _():
    s = rs(B32, 32)
    return ("공용 계정 OTP 등록 URL\notpauth://totp/AcmeVPN:shared-ops?secret=%s&issuer=AcmeVPN" % s,
            "OTP 시드 공유하면 누가 로그인했는지 구분 불가. 개인 계정으로 전환 예정.", "", [s])


@st("en", "backup codes: GitHub recovery codes", 1)
def _():
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(R.randint(4, 8))]
    return ("Recovery codes for the acme-bot GitHub org owner account:\n" + "\n".join(codes),
            "Each code works once; regenerate after using two.", "", codes)


@st("ko", "backup codes: Google backup codes", 1)
def _():
    codes = ["%04d %04d" % (R.randint(0, 9999), R.randint(0, 9999)) for _ in range(R.randint(4, 6))]
    return ("공용 구글 계정 백업 코드 (각 1회용)\n" + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)),
            "백업 코드 다 쓰면 새로 발급해야 함.", "", codes)


@st("en", "backup codes: inline list", 1)
def _():
    codes = [rs(LO + DI, 10) for _ in range(5)]
    return ("Break-glass login for the Cloudflare account uses backup codes: %s." % ", ".join(codes),
            "Store them in the safe, not in the wiki.", "", codes)


@st("ko", "backup codes: 복구 코드", 1)
def _():
    codes = ["%s-%s" % (rs(UP + DI, 4), rs(UP + DI, 4)) for _ in range(6)]
    return ("1Password 관리자 계정 복구 코드:", " / ".join(codes) + "\n다 쓰면 재발급", "", codes)


# -- connection strings
@st("en", "connection string: postgres URL percent-encoded password", 1)
def _():
    p = pw(["punct", "strong", "human"])
    e = pct(p)
    return ("DATABASE_URL for the staging api (note the encoding):\npostgresql://api_user:%s@stg-pg.c%s.ap-northeast-2.rds.amazonaws.com:5432/api?sslmode=require" % (e, rs(LO + DI, 12)),
            "Unencoded '@' or '/' in the password breaks URL parsing with a misleading 'could not translate host name' error.", "", [e])


@st("ko", "connection string: SQLAlchemy mysql+pymysql", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("배치에서 쓰는 엔진 생성 코드\nengine = create_engine(\"mysql+pymysql://batch:%s@10.10.%d.%d:3306/settle?charset=utf8mb4\", pool_pre_ping=True)" % (pct(p), R.randint(0, 9), R.randint(2, 250)),
            "pool_pre_ping 없으면 wait_timeout 지나고 첫 쿼리에서 'MySQL server has gone away'.", "", [pct(p)])


@st("en", "connection string: rediss URL", 1)
def _():
    p = an(32)
    return ("Celery broker setting that finally worked with TLS:\nCELERY_BROKER_URL=rediss://default:%s@redis-%d.c%d.ap-northeast-1-1.ec2.redns.redis-cloud.com:%d/0?ssl_cert_reqs=required" % (p, R.randint(10000, 19999), R.randint(100, 999), R.randint(10000, 19999)),
            "rediss:// needs ssl_cert_reqs in the URL for kombu, otherwise it refuses to start.", "", [p])


@st("ko", "connection string: amqp URL", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("RabbitMQ 접속 문자열 (운영)\namqps://order_svc:%s@b-%s.mq.ap-northeast-2.amazonaws.com:5671/%%2Forders" % (pct(p), uuid4()),
            "vhost 가 /orders 라서 %2F 로 인코딩 해야 함.", "", [pct(p)])


@st("en", "connection string: mongodb+srv", 1)
def _():
    p = an(16)
    return ("Atlas connection from the lambda:\nconst uri = \"mongodb+srv://lambda_rw:%s@cluster0.%s.mongodb.net/catalog?retryWrites=true&w=majority\";" % (p, rs(LO + DI, 5)),
            "Reuse the client across invocations; creating it per request exhausted the connection limit.", "", [p])


@st("ko", "connection string: mongodb in env", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("MONGO_URI=mongodb://chat_app:%s@mongo-0.mongo,mongo-1.mongo,mongo-2.mongo:27017/chat?replicaSet=rs0&authSource=admin" % pct(p),
            "authSource=admin 빠지면 인증 실패. 유저를 admin DB 에 만들었기 때문.", "", [pct(p)])


@st("en", "connection string: SQL Server ADO.NET", 1)
def _():
    p = pw(["strong", "human", "leet"])
    return ("appsettings.Production.json:\n\"ConnectionStrings\": {\n  \"Default\": \"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password=%s;Encrypt=True;TrustServerCertificate=False;\"\n}" % p,
            "Switch to Managed Identity (Authentication=Active Directory Managed Identity) to drop the password entirely.", "", [p])


@st("ko", "connection string: JDBC Oracle", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("레거시 ERP 연동 설정\nerp.datasource.url=jdbc:oracle:thin:@//erp-db.corp:1521/ERPPRD\nerp.datasource.username=IF_USER\nerp.datasource.password=%s" % p,
            "오라클 드라이버 ojdbc8 이어야 함. ojdbc6 은 자바 17 에서 경고.", "", [p])


@st("en", "connection string: Kafka SASL JAAS config", 1)
def _():
    key, sec = rs(UP + DI, 16), rs(AN + "+/", 64)
    return ("Kafka consumer properties for Confluent Cloud:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (key, sec),
            "Missing the trailing semicolon in sasl.jaas.config gives a cryptic parse error.", "", [sec])


@st("en", "connection string: ClickHouse HTTP", 1)
def _():
    p = rs(AN + "~_.", 16)
    return ("clickhouse-client --host %s.ap-northeast-1.aws.clickhouse.cloud --secure --user default --password '%s' --query 'SELECT version()'" % (rs(LO + DI, 10), p),
            "The cloud service idles after 15 min; first query takes ~20s.", "", [p])


@st("ko", "connection string: Snowflake python", 1)
def _():
    p = pw(ASCII_NOSP)
    return ("스노우플레이크 접속 코드\nconn = snowflake.connector.connect(user='ETL_SVC', password='%s', account='xy12345.ap-northeast-2.aws', warehouse='ETL_WH')" % p,
            "2025년부터 비번만으로 로그인 막힘. 키페어 인증으로 전환 필요.", "", [p])


# -- basic auth / cookies / sessions
@st("en", "basic auth: Authorization header", 1)
def _():
    u, p = pick(["admin", "ops", "metrics"]), pw(ASCII_NOSP)
    b = base64.b64encode(("%s:%s" % (u, p)).encode()).decode()
    return ("Prometheus scrape of the legacy exporter returned 401 until I added:\nAuthorization: Basic %s" % b,
            "basic_auth block in scrape config is cleaner than a raw header.", "", [b])


@st("ko", "basic auth: Toss secret key Basic header", 1)
def _():
    sk = "live_sk_" + an(28)
    b = base64.b64encode((sk + ":").encode()).decode()
    return ("토스 결제 승인 API 호출 헤더\nAuthorization: Basic %s\nContent-Type: application/json" % b,
            "시크릿 키 뒤에 콜론 붙여서 base64 인코딩해야 함. 콜론 빠지면 401 UNAUTHORIZED_KEY.", "", [b])


@st("en", "basic auth: docker config.json auth", 1)
def _():
    b = base64.b64encode(("ci-pusher:" + pw(ASCII_NOSP)).encode()).decode()
    return ("~/.docker/config.json on the runner:\n{\n  \"auths\": {\n    \"registry.corp.local:5000\": {\n      \"auth\": \"%s\"\n    }\n  }\n}" % b,
            "Without credsStore the auth is just base64 of user:password.", "", [b])


@st("ko", "basic auth: nginx proxy header", 1)
def _():
    b = base64.b64encode(("partner:" + pw(ASCII_NOSP)).encode()).decode()
    return ("파트너 API 프록시 nginx 설정\nlocation /partner/ {\n    proxy_pass https://partner-api.example.co.kr/;\n    proxy_set_header Authorization \"Basic %s\";\n}" % b,
            "proxy_pass 끝에 / 붙이면 location 경로가 잘림.", "", [b])


@st("en", "basic auth: imagePullSecret dockerconfigjson", 1)
def _():
    inner = json.dumps({"auths": {"ghcr.io": {"auth": base64.b64encode(("acme-bot:ghp_" + an(36)).encode()).decode()}}}, separators=(",", ":"))
    b = base64.b64encode(inner.encode()).decode()
    return ("imagePullSecret that got ErrImagePull fixed:\napiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % b,
            "Namespace mismatch: the secret was in default, the pod in apps.", "", [b])


@st("en", "basic auth: URL userinfo", 1)
def _():
    p = pw(URLSAFE)
    return ("Artifactory pip mirror in pip.conf:\n[global]\nindex-url = https://ci-reader:%s@acme.jfrog.io/artifactory/api/pypi/pypi-remote/simple" % pct(p),
            "pip logs the URL with the password masked, but the conf file itself is plaintext.", "", [pct(p)])


@st("en", "cookie: Django sessionid in copied curl", 1)
def _():
    s = rs(LO + DI, 32)
    return ("Reproduced the admin 500 with 'Copy as cURL':\ncurl 'https://admin.acme.io/admin/orders/order/?q=1042' -H 'accept: text/html' -b 'csrftoken=%s; sessionid=%s'" % (rs(AN, 32), s),
            "The 500 was a missing select_related in the changelist, not auth.", "", [s])


@st("ko", "cookie: connect.sid", 1)
def _():
    s = "s%3A" + rs(B64U, 32) + "." + pct(b64bytes(32)).rstrip("%3D")
    return ("QA 재현용 쿠키\nCookie: connect.sid=%s" % s, "express-session 의 maxAge 가 ms 단위라 1000 곱해야 함.", "", [s])


@st("ko", "cookie: JSESSIONID", 1)
def _():
    s = rs(HEXU, 32)
    return ("톰캣 세션 고정 이슈 재현할 때 쓴 세션: JSESSIONID=%s" % s, "로그인 후 세션 ID 재발급(changeSessionId) 추가.", "", [s])


@st("en", "cookie: PHPSESSID", 1)
def _():
    s = rs(LO + DI, 26)
    return ("Legacy PHP admin: logged in as support user, session cookie PHPSESSID=%s still valid after logout." % s,
            "session_destroy() was never called in logout.php.", "", [s])


@st("en", "cookie: laravel_session long", 1)
def _():
    s = pct(base64.b64encode(json.dumps({"iv": b64bytes(16), "value": b64bytes(R.randint(180, 260)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode()).decode())
    return ("Cookie from the HAR file:\nlaravel_session=%s" % s, "SESSION_DOMAIN was missing the leading dot for subdomains.", "", [s])


@st("ko", "cookie: rails session", 1)
def _():
    s = pct(b64bytes(R.randint(120, 180))) + "--" + hexs(40)
    return ("레일즈 어드민 세션 쿠키 (_backoffice_session)\n%s" % s, "secret_key_base 바뀌면 기존 세션 전부 무효.", "", [s])


# -- long tokens
@st("en", "long token: OIDC access token JWT", 1)
def _():
    t = jwt(400, 900)
    return ("Bearer token from the browser devtools that reproduced the 403 on /v2/reports:", t,
            "Does the reports API check the 'roles' claim or the 'scope' claim?", [t])


@st("ko", "long token: Keycloak refresh token JWT", 1)
def _():
    t = jwt(300, 700, "HS256", {"typ": "Refresh", "azp": "web-frontend", "session_state": uuid4()})
    return ("키클락 refresh_token 만료 테스트용으로 복사해둔 값\n%s" % t,
            "SSO Session Idle 이 30분이라 refresh 도 30분 지나면 실패.", "", [t])


@st("ko", "long token: access token in curl", 1)
def _():
    t = jwt(350, 800)
    return ("운영 API 직접 호출\ncurl -H \"Authorization: Bearer %s\" https://api.acme.co.kr/v1/settlements?date=20240611" % t,
            "토큰 만료 1시간. 만료되면 401 + WWW-Authenticate 헤더에 사유 나옴.", "", [t])


@st("en", "long token: Azure AD token in HTTP dump", 1)
def _():
    t = jwt(500, 900, "RS256", {"tid": uuid4(), "oid": uuid4(), "appid": uuid4()})
    return ("GET /subscriptions?api-version=2022-12-01 HTTP/1.1\nHost: management.azure.com\nAuthorization: Bearer %s" % t,
            "Token audience was graph.microsoft.com instead of management.azure.com.", "", [t])


# -- webhooks
@st("en", "webhook: Slack incoming webhook", 1)
def _():
    t = an(24)
    return ("Alertmanager slack receiver:\nslack_configs:\n  - api_url: https://hooks.slack.com/services/T%s/B%s/%s\n    channel: '#alerts-prod'" % (rs(UP + DI, 10), rs(UP + DI, 10), t),
            "send_resolved defaults to false for slack.", "", [t])


@st("ko", "webhook: Slack incoming webhook", 1)
def _():
    t = an(24)
    return ("배포 알림 웹훅 주소\ncurl -X POST -H 'Content-type: application/json' --data '{\"text\":\"배포 완료\"}' https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DI, 10), rs(UP + DI, 11), t),
            "한글 깨지면 charset=utf-8 추가.", "", [t])


@st("en", "webhook: Discord webhook", 1)
def _():
    t = rs(B64U, 68)
    return ("GitHub Actions notify step:\ncurl -H 'Content-Type: application/json' -d '{\"content\":\"build failed\"}' https://discord.com/api/webhooks/%s/%s" % (dig(19), t),
            "Discord rejects empty content with 400.", "", [t])


@st("ko", "webhook: Discord webhook", 1)
def _():
    t = rs(B64U, 68)
    return ("게임 서버 에러 알림 디스코드 웹훅: https://discord.com/api/webhooks/%s/%s" % (dig(19), t),
            "분당 30건 넘으면 429. 에러 묶어서 보내야 함.", "", [t])


@st("en", "webhook: Microsoft Teams workflow URL", 1)
def _():
    h, sig = hexs(32), rs(B64U, 43)
    return ("Teams connector for deploy notices:\nhttps://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (uuid4(), uuid4(), h, uuid4(), sig),
            "Office 365 connectors are being retired; migrate to Workflows.", "", [h, sig])


@st("ko", "webhook: DingTalk robot", 1)
def _():
    t, sec = hexs(64), "SEC" + hexs(64)
    return ("중국 법인 알림용 딩톡 로봇\nwebhook: https://oapi.dingtalk.com/robot/send?access_token=%s\n서명 시크릿: %s" % (t, sec),
            "서명 방식이면 timestamp+secret HMAC-SHA256 해서 sign 파라미터 붙여야 함.", "", [t, sec])


@st("en", "webhook: Feishu/Lark bot", 1)
def _():
    hook, sec = uuid4(), an(22)
    return ("Lark custom bot for the Shanghai team:\nhttps://open.feishu.cn/open-apis/bot/v2/hook/%s\nsigning secret %s" % (hook, sec),
            "Timestamp must be within 1 hour or the signature check fails.", "", [hook, sec])


@st("ko", "webhook: Google Chat", 1)
def _():
    k, t = "AIza" + rs(B64U, 35), rs(B64U, 43) + "%3D"
    return ("구글 챗 스페이스 웹훅\nhttps://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), k, t),
            "스레드로 묶으려면 threadKey 파라미터 추가.", "", [k, t])


@st("en", "webhook: Mattermost incoming", 1)
def _():
    t = rs(LO + DI, 26)
    return ("Mattermost hook for the on-call bot: https://chat.corp.local/hooks/%s" % t,
            "Hooks are tied to the creator; deactivating their account breaks it.", "", [t])


@st("en", "webhook: GitLab pipeline trigger token", 1)
def _():
    t = "glptt-" + hexs(40)
    return ("Downstream trigger from the infra repo:\ncurl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%d/trigger/pipeline" % (t, R.randint(1000000, 60000000)),
            "Trigger tokens run as their owner; use a bot user.", "", [t])


@st("ko", "webhook: Jenkins remote build token", 1)
def _():
    t = an(32)
    return ("외부에서 젠킨스 빌드 트리거\ncurl -X POST \"https://jenkins.acme.co.kr/job/app-deploy/build?token=%s\"" % t,
            "CSRF crumb 필요 없음. 대신 토큰 노출되면 누구나 빌드 가능.", "", [t])


# -- signed URLs
@st("en", "signed URL: S3 presigned", 1)
def _():
    ak, sig = "AKIA" + rs(UP + "234567", 16), hexs(64)
    return ("Presigned link the support team shared (expires 7d):\nhttps://acme-exports.s3.ap-northeast-2.amazonaws.com/reports/2024/q2.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20240611%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20240611T010203Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (ak, sig),
            "Presigned URLs signed with IAM user keys live up to 7 days; role credentials expire with the session.", "", [ak, sig])


@st("ko", "signed URL: S3 presigned with session token", 1)
def _():
    ak, sig, tok = "ASIA" + rs(UP + "234567", 16), hexs(64), pct("IQoJb3JpZ2luX2Vj" + rs(B64, 300))
    return ("다운로드 링크가 1시간 만에 만료됨. 링크:\nhttps://cdn-upload.s3.amazonaws.com/u/%s.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20240611%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20240611T020304Z&X-Amz-Expires=86400&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (uuid4(), ak, tok, sig),
            "Expires 를 길게 줘도 세션 토큰 만료되면 같이 만료됨.", "", [ak, tok, sig])


@st("en", "signed URL: GCS V4 signature (long)", 1)
def _():
    sig = hexs(512)
    return ("gsutil signurl output for the partner download:\nhttps://storage.googleapis.com/acme-partner-drop/feeds/full.json.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40acme-prod.iam.gserviceaccount.com%%2F20240611%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20240611T000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % sig,
            "Max expiry for V4 is 7 days.", "", [sig])


@st("ko", "signed URL: Azure SAS", 1)
def _():
    sig = pct(b64bytes(32))
    return ("백업 컨테이너 SAS URL (쓰기 권한)\nhttps://stbackup%s.blob.core.windows.net/db-backup?sp=racwl&st=2024-06-11T00:00:00Z&se=2024-12-31T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=%s" % (rs(LO + DI, 6), sig),
            "SAS 만료를 연말로 길게 잡음. 저장소 정책으로 제한 예정.", "", [sig])


@st("en", "signed URL: Azure SAS token env", 1)
def _():
    sig = pct(b64bytes(32))
    return ("AZCOPY SAS used by the nightly copy:\nazcopy copy ./dump 'https://stlogs%s.blob.core.windows.net/raw?sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2025-01-01T00:00:00Z&spr=https&sig=%s' --recursive" % (rs(LO + DI, 6), sig),
            "Account SAS is broader than needed; a user-delegation SAS would be scoped and short-lived.", "", [sig])


@st("en", "signed URL: CloudFront signed", 1)
def _():
    sig = rs(B64U + "~", 172)
    return ("Signed video URL from the player network tab:\nhttps://d1x2y3z4.cloudfront.net/vod/%s/master.m3u8?Expires=1718236800&Signature=%s&Key-Pair-Id=K%s" % (uuid4(), sig, rs(UP + DI, 13)),
            "Signed cookies would avoid signing every segment URL.", "", [sig])


# -- credential files / app secrets
@st("ko", "credential file: ~/.aws/credentials", 1)
def _():
    ak, sk = "AKIA" + rs(UP + "234567", 16), aws_secret()
    return ("로컬 ~/.aws/credentials 에 남아있던 옛날 프로필\n[legacy-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (ak, sk),
            "SSO 로 전환했는데 이 프로필이 default 보다 먼저 잡혀서 혼란.", "", [ak, sk])


@st("en", "credential file: kubeconfig token", 1)
def _():
    t = jwt(300, 600)
    return ("kubeconfig for the ci service account:\nusers:\n- name: ci-deployer\n  user:\n    token: %s" % t,
            "Long-lived SA tokens are no longer auto-created since 1.24; this one was made manually.", "", [t])


@st("ko", "credential file: kubeconfig client-key-data", 1)
def _():
    k = b64bytes(R.randint(180, 240))
    return ("클러스터 admin kubeconfig 일부\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t...\n    client-key-data: %s" % k,
            "admin 인증서는 1년 만료. kubeadm certs renew 필요.", "", [k])


@st("en", "credential file: gh hosts.yml", 1)
def _():
    t = "gho_" + an(36)
    return ("~/.config/gh/hosts.yml on the shared devbox:\ngithub.com:\n    user: acme-ops\n    oauth_token: %s\n    git_protocol: https" % t,
            "gh stores the token in plaintext when no keyring is available.", "", [t])


@st("en", "credential file: terraform credentials.tfrc.json", 1)
def _():
    t = an(14) + ".atlasv1." + an(67)
    return ("~/.terraform.d/credentials.tfrc.json:\n{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"%s\"\n    }\n  }\n}" % t,
            "TF_TOKEN_app_terraform_io env var overrides this file.", "", [t])


@st("ko", "credential file: .vault-token", 1)
def _():
    t = "hvs.CAESI" + rs(B64U, 86)
    return ("cat ~/.vault-token\n%s\n이 토큰이 root 정책이었음" % t, "root 토큰은 쓰고 나서 바로 revoke 해야 함.", "", [t])


@st("en", "credential file: rclone.conf", 1)
def _():
    ak, sk = rs(UP + DI, 20), an(40)
    return ("rclone.conf for the backup sync to Wasabi:\n[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = s3.ap-northeast-1.wasabisys.com" % (ak, sk),
            "--s3-no-check-bucket avoids needing ListAllMyBuckets.", "", [ak, sk])


@st("en", "credential file: service account JSON excerpt", 1)
def _():
    kid = hexs(40)
    lines = pem_body(96, b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d")
    body = "\\n".join(lines)
    return ("GOOGLE_APPLICATION_CREDENTIALS file (first lines):\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics-318205\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n..." % (kid, body),
            "Workload identity federation would avoid exporting keys at all.", "", [kid] + lines)


@st("ko", "app secret: Django SECRET_KEY", 1)
def _():
    k = "django-insecure-" + rs(LO + DI + "!@#$%^&*(-_=+)", 50)
    return ("settings.py 에 박혀있던 값\nSECRET_KEY = '%s'" % k, "운영에서도 이 키 쓰고 있었음. 바꾸면 세션/비번재설정 토큰 무효화됨.", "", [k])


@st("en", "app secret: Rails master.key", 1)
def _():
    k = hexs(32)
    return ("config/master.key was missing on the new server. Value from the old box:", k,
            "RAILS_MASTER_KEY env var works too; don't commit master.key.", [k])


@st("en", "app secret: Laravel APP_KEY", 1)
def _():
    k = "base64:" + b64bytes(32)
    return ("Sessions invalid after deploy; .env had a new APP_KEY=%s generated by mistake." % k,
            "php artisan key:generate must never run in the deploy script.", "", [k])


@st("ko", "app secret: NEXTAUTH_SECRET", 1)
def _():
    k = b64bytes(32)
    return ("Vercel 프리뷰에서 로그인 루프. NEXTAUTH_SECRET=%s 로 넣으니 해결" % k,
            "프리뷰/운영 시크릿 다르면 세션 쿠키 복호화 실패.", "", [k])


@st("en", "app secret: JWT HMAC secret", 1)
def _():
    k = hexs(64)
    return ("auth-service config:\njwt:\n  algorithm: HS256\n  secret: %s\n  ttl: 15m" % k,
            "All services verifying tokens share this secret; moving to RS256 lets them use the public key only.", "", [k])


@st("ko", "app secret: AES encryption key", 1)
def _():
    k = b64bytes(32)
    return ("개인정보 암호화 키 (AES-256)\nENCRYPTION_KEY=%s\nIV 는 레코드마다 랜덤" % k,
            "키 바꾸면 기존 암호문 복호화 불가. 키 버전 컬럼 추가함.", "", [k])


@st("en", "app secret: Flask SECRET_KEY in code", 1)
def _():
    k = hexs(48)
    return ("app/__init__.py:\napp = Flask(__name__)\napp.config['SECRET_KEY'] = '%s'" % k, "Load it from env in production config.", "", [k])


@st("ko", "app secret: GitHub webhook secret", 1)
def _():
    k = an(40)
    return ("깃허브 웹훅 서명 검증 실패. 레포 설정의 Secret 값 %s 과 서버 env 가 달랐음" % k,
            "X-Hub-Signature-256 는 raw body 로 계산해야 함. JSON 파싱 후 다시 직렬화하면 불일치.", "", [k])


# ---------------------------------------------------------------- clean templates (no credential at all)
CLEAN_T = []


def ct(lang, cat, n=1):
    def deco(f):
        CLEAN_T.append((lang, cat, n, f))
        return f
    return deco


def semver():
    return "%d.%d.%d" % (R.randint(0, 9), R.randint(0, 30), R.randint(0, 40))


def branch():
    return pick(["feature", "fix", "chore", "hotfix"]) + "/" + pick(["PAY", "AUTH", "OPS", "WEB", "DATA"]) + "-%d-" % R.randint(100, 9999) + "-".join(R.sample(["rotate", "token", "refresh", "webhook", "retry", "login", "password", "reset", "secret", "cache", "timeout", "kakao", "toss"], 3))


@ct("en", "clean: git log commit SHAs", 3)
def _():
    rows = "\n".join("%s %s" % (hexs(40), pick(["fix: handle expired refresh token", "chore: bump axios to " + semver(), "feat: add password strength meter",
                                               "refactor: move api key lookup to vault client", "revert: rotate signing key (#%d)" % R.randint(100, 999)]))
                     for _ in range(3))
    return ("Bisecting the login regression:\n$ git log --format='%%H %%s' -3\n%s" % rows,
            "Bad commit was the middle one; the refresh path skipped the clock-skew leeway.", "Which commit introduced the leeway change?")


@ct("ko", "clean: git bisect commit SHAs", 2)
def _():
    a, b = hexs(40), hexs(40)
    return ("로그인 회귀 bisect 결과\n%s is the first bad commit\n이전 정상 커밋: %s" % (a, b),
            "토큰 갱신 로직에서 시계 오차 허용(leeway) 빠진 게 원인.", "릴리스 브랜치 %s 에도 체리픽 됐는지?" % branch())


@ct("en", "clean: request/trace IDs in error log", 3)
def _():
    return ("%s ERROR payment.capture failed request_id=%s trace_id=%s span_id=%s order_id=ORD-%s-%06d status=502" % (
        ts(), uuid4(), hexs(32), hexs(16), date().replace("-", ""), R.randint(1, 999999)),
        "Upstream PG timeout; retry with the same idempotency key is safe.", "Is there a dashboard filtered by trace_id for the payment service?")


@ct("ko", "clean: 결제 ID / 주문번호 로그", 3)
def _():
    pk = rs(AN, 20) + dig(8) + rs(AN, 10)
    return ("결제 승인 실패 건 조사\norderId=ORDER_%s paymentKey=%s status=ABORTED code=REJECT_CARD_COMPANY" % (dig(12), pk),
            "paymentKey 는 결제 건 식별자라 로그에 남겨도 됨. 시크릿 키랑 헷갈리지 말 것.", "카드사 거절 사유 코드표 어디 있는지?")


@ct("en", "clean: AWS ARNs and resource IDs", 3)
def _():
    acct = dig(12)
    return ("Terraform import list for the payments VPC:\naws_vpc.main vpc-%s\naws_security_group.api sg-%s\naws_instance.bastion i-%s\naws_iam_role.deployer arn:aws:iam::%s:role/github-actions-deployer\naws_kms_key.app arn:aws:kms:%s:%s:key/%s" % (
        hexs(17), hexs(17), hexs(17), acct, pick(REGIONS), acct, uuid4()),
        "Import order matters when the SG references the VPC.", "")


@ct("ko", "clean: AWS 리소스 ID", 2)
def _():
    acct = dig(12)
    return ("장애 당시 리소스\n- ALB: arn:aws:elasticloadbalancing:ap-northeast-2:%s:loadbalancer/app/api-prod/%s\n- 타깃그룹 헬스체크 실패 인스턴스 i-%s, i-%s\n- AMI ami-%s" % (acct, hexs(16), hexs(17), hexs(17), hexs(17)),
            "헬스체크 경로가 /health 에서 /healthz 로 바뀐 걸 타깃그룹에 반영 안 함.", "")


@ct("en", "clean: container image digest", 3)
def _():
    return ("Pinned the base image after the upstream tag was re-pushed:\nFROM node:20.%d-alpine@sha256:%s" % (R.randint(1, 15), hexs(64)),
            "Renovate can keep digests updated; tags alone are mutable.", "Do we pin digests for all production images?")


@ct("ko", "clean: 이미지 다이제스트 / 태그", 2)
def _():
    return ("배포된 이미지 확인\n$ kubectl get pod api-%s-%s -o jsonpath='{.status.containerStatuses[0].imageID}'\nregistry.acme.co.kr/api@sha256:%s" % (hexs(10), rs(LO + DI, 5), hexs(64)),
            "태그는 v%s 인데 다이제스트가 달라서 캐시된 이미지였음. imagePullPolicy Always 로 변경." % semver(), "")


@ct("en", "clean: package-lock integrity hashes", 2)
def _():
    return ("Lockfile conflict after the merge:\n\"node_modules/jsonwebtoken\": {\n  \"version\": \"9.0.%d\",\n  \"resolved\": \"https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
        R.randint(0, 3), R.randint(0, 3), rs(B64, 86)),
        "Regenerate the lockfile with the same npm major as CI; v10 rewrites integrity fields.", "")


@ct("en", "clean: sha256sum checksums", 2)
def _():
    return ("Release artifact verification:\n$ sha256sum -c SHA256SUMS\n%s  cli_%s_linux_amd64.tar.gz: OK\n%s  cli_%s_darwin_arm64.tar.gz: OK" % (hexs(64), semver(), hexs(64), semver()),
            "goreleaser signs SHA256SUMS with cosign; verify the signature, not only the sums.", "")


@ct("ko", "clean: 체크섬 / 빌드번호", 2)
def _():
    return ("빌드 #%d 산출물 md5 %s, sha1 %s. 앱 버전 %s (versionCode %d)" % (R.randint(1000, 9999), hexs(32), hexs(40), semver(), R.randint(100, 9999)),
            "스토어 심사용 빌드랑 QA 빌드 해시가 달랐음. 빌드 캐시 문제.", "")


@ct("en", "clean: feature flag and branch names", 3)
def _():
    return ("Rollout plan: flag `%s` at 10%% for web, branch %s, release %s." % (
        pick(["enable-passwordless-login", "new-token-refresh-flow", "stripe-payment-element-v2", "kakao-sync-login", "rotate-session-keys-daily"]), branch(), semver()),
        "Flag evaluation is cached per user for 60s, so ramp changes are not instant.", "Who owns the kill switch for this flag?")


@ct("en", "clean: long identifiers camel/snake/kebab", 3)
def _():
    names = R.sample(["getUserPasswordResetTokenExpiryInMinutes", "ApiKeyRotationSchedulerServiceImpl", "refresh_access_token_if_expiring_soon",
                      "validate-webhook-signature-middleware", "SECRET_MANAGER_CACHE_TTL_SECONDS", "OAuthClientCredentialsTokenProvider",
                      "session_cookie_same_site_policy", "x-idempotency-key-header-name", "PasswordHashingAlgorithmMigrationJob",
                      "maskSensitiveFieldsInAuditLog", "jwt_public_key_cache_refresh_interval"], 3)
    return ("Renamed for clarity in %s: %s, %s, %s." % (branch(), names[0], names[1], names[2]),
            "IDE rename missed string references in the Spring @Value annotations.", "")


@ct("en", "clean: base64 of non-secret JSON cursor", 2)
def _():
    cur = base64.b64encode(json.dumps({"last_id": R.randint(10000, 999999), "sort": "created_at", "dir": "desc"}).encode()).decode()
    return ("Pagination bug: next page returned duplicates. Cursor from the response: %s" % cur,
            "Cursor is just base64 JSON of the last id; ties on created_at caused the duplicates. Added id as tiebreaker.", "")


@ct("ko", "clean: base64 설정값 (비밀 아님)", 2)
def _():
    raw = pick(["{\"theme\":\"dark\",\"lang\":\"ko\"}", "user_id=%d&tab=orders" % R.randint(1000, 99999), "hello from batch %d" % R.randint(1, 99)])
    b = base64.b64encode(raw.encode()).decode()
    return ("쿠키 prefs 값이 %s 로 들어있음. 디코딩하면 %s" % (b, raw), "개인정보 아님. 그냥 UI 설정.", "")


@ct("en", "clean: SSH public key and fingerprint", 3)
def _():
    pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
    return ("Added the new CI deploy key (public half) to authorized_keys:\nssh-ed25519 %s ci-deploy@acme\nFingerprint: SHA256:%s" % (pub, rs(B64, 43)),
            "Public keys are fine to share; the private half lives only in the CI secret store.", "")


@ct("ko", "clean: 공개키 / 지문", 2)
def _():
    return ("서버 호스트키 바뀌었다고 경고 뜸\nED25519 key fingerprint is SHA256:%s.\n인프라팀에 확인하니 서버 재구축해서 맞음" % rs(B64, 43),
            "known_hosts 에서 ssh-keygen -R 호스트 로 지우고 재접속.", "")


@ct("en", "clean: certificate PEM excerpt", 2)
def _():
    body = "MII" + rs(B64, 61)
    return ("Intermediate cert the client was missing (public, from the CA bundle):\n-----BEGIN CERTIFICATE-----\n%s\n%s\n...\n-----END CERTIFICATE-----\nserial %s" % (body, rs(B64, 64), ":".join(hexs(2) for _ in range(16))),
            "nginx needs the full chain in ssl_certificate; Android fails without the intermediate.", "")


@ct("en", "clean: AWS documentation example keys", 2)
def _():
    return ("Following the AWS CLI docs, the example credentials look like:\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n(these are the documentation placeholders, not ours)",
            "Our profiles come from IAM Identity Center; `aws configure sso` instead of static keys.", "")


@ct("ko", "clean: 문서 예시 값 / 플레이스홀더", 2)
def _():
    return ("README 예시 그대로 복붙해서 실패함:\nOPENAI_API_KEY=sk-...여기에_본인_키\nSTRIPE_SECRET_KEY=<your-secret-key>\nSLACK_BOT_TOKEN=xoxb-your-token",
            "예시값이라 당연히 401. 실제 키는 1Password '개발환경' 볼트에 있음.", "")


@ct("en", "clean: masked values", 3)
def _():
    return ("Settings page shows the configured key as %s (last rotated %s). Webhook secret shown as %s." % (
        pick(["sk-proj-****************************%s" % rs(AN, 4), "ghp_****%s" % rs(AN, 4), "AKIA************%s" % rs(UP, 4), "••••••••••••%s" % rs(AN, 4)]),
        date(), pick(["whsec_••••••••", "********", "(hidden)"])),
        "Masked display is fine for confirming which key is active without revealing it.", "")


@ct("ko", "clean: 마스킹된 값", 2)
def _():
    return ("로그에는 password=****** token=***%s 로 찍힘. 마스킹 정상 동작 확인" % rs(AN, 4),
            "마스킹 유틸이 중첩 JSON 안쪽 필드는 못 잡았었음. 재귀로 수정.", "")


@ct("en", "clean: env var references many syntaxes", 3)
def _():
    refs = R.sample(["${DB_PASSWORD}", "$env:API_KEY", "${{ secrets.NPM_TOKEN }}", "%STRIPE_SECRET_KEY%", "{{ .Values.redis.password }}",
                     "os.environ[\"OPENAI_API_KEY\"]", "process.env.SENTRY_AUTH_TOKEN", "ENV.fetch('RAILS_MASTER_KEY')", "<%= ENV['SMTP_PASSWORD'] %>",
                     "${ssm:/prod/api/jwt-secret}", "op://Engineering/Stripe/credential", "vault:secret/data/payments#api_key", "{{ env \"GH_TOKEN\" }}",
                     "$(cat /run/secrets/db_password)", "${var.db_password}", "!Ref DbPasswordParam"], 4)
    return ("Inventory of where secrets are referenced after the migration: %s, %s, %s, %s." % tuple(refs),
            "All values resolve at deploy time; nothing is stored in the repo.", "Is the ssm path convention /env/service/name everywhere?")


@ct("ko", "clean: 환경변수 참조", 3)
def _():
    return ("docker-compose.yml\nservices:\n  api:\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD:?DB_PASSWORD 필요}\n      JWT_SECRET: ${JWT_SECRET}\n      KAKAO_REST_API_KEY: ${KAKAO_REST_API_KEY}",
            "값은 .env 에서 읽음. :? 문법 쓰면 누락 시 바로 에러.", "")


@ct("en", "clean: password policy prose", 2)
def _():
    return ("Security review asked for our password policy.",
            "Minimum %d characters, checked against the breached-password list, no forced periodic rotation, lockout after %d failures for %d minutes, bcrypt cost %d." % (
                R.choice([12, 14, 16]), R.choice([5, 10]), R.choice([15, 30]), R.choice([10, 12])), "")


@ct("ko", "clean: 비밀번호 정책 설명", 3)
def _():
    return ("비밀번호 정책 변경 요청 (보안팀 %s)" % kdate(),
            "비밀번호 최소 %d자, 영문/숫자/특수문자 중 3종 이상, 최근 %d개 재사용 금지, 로그인 %d회 실패 시 %d분 잠금. 변경 주기 %d일." % (
                R.choice([8, 10, 12]), R.choice([3, 5]), R.choice([5, 10]), R.choice([10, 30]), R.choice([90, 180])),
            "기존 사용자는 다음 로그인 때 변경 유도할지?")


@ct("en", "clean: rotation procedure", 2)
def _():
    return ("Runbook step for rotating the %s key." % pick(["Stripe", "SendGrid", "GitHub App", "Datadog", "Twilio"]),
            "1) create new key in the dashboard 2) write it to Vault at secret/prod/<service> 3) rollout restart 4) watch 401 rate for 30 min 5) revoke old key. Never paste keys in tickets.",
            "Who approves the revoke step?")


@ct("ko", "clean: 키 로테이션 절차", 2)
def _():
    return ("%s 키 교체 절차 정리" % pick(["토스페이먼츠", "카카오", "NHN Cloud SMS", "AWS IAM", "네이버 클라우드"]),
            "새 키 발급 → Vault 저장 → 배포 → 에러율 30분 관찰 → 구 키 폐기. 키 값은 티켓/슬랙에 절대 붙이지 않기.", "")


@ct("en", "clean: auth error messages", 3)
def _():
    return (pick(["psql: error: connection to server at \"10.0.2.14\", port 5432 failed: FATAL:  password authentication failed for user \"app\"",
                  "{\"error\":{\"message\":\"Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.\",\"type\":\"invalid_request_error\",\"code\":\"invalid_api_key\"}}",
                  "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/api.git/'",
                  "botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                  "Error: HTTP 401 Unauthorized: {\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\"}"]),
            "Cause was a stale value in the CI variable, not a code change.", "Check CI variable update time first next time?")


@ct("ko", "clean: 인증 에러 메시지", 3)
def _():
    return (pick(["Access denied for user 'shop'@'10.0.3.21' (using password: YES) 에러 계속 남",
                  "{\"code\":\"UNAUTHORIZED_KEY\",\"message\":\"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.\"} 응답 받음",
                  "카카오 로그인 KOE101 에러 (앱 키 설정 오류)",
                  "401 {\"errorCode\":\"024\",\"errorMessage\":\"Authentication failed (인증에 실패했습니다.)\"} 네이버 검색 API",
                  "redis: NOAUTH Authentication required."]),
            "환경변수가 비어 있었음. 배포 파이프라인에서 시크릿 주입 단계 누락.", "")


@ct("en", "clean: where a secret is stored", 3)
def _():
    return ("Couldn't find the %s credentials for the %s." % (pick(["SFTP", "Snowflake", "App Store Connect", "Kafka", "PagerDuty"]), pick(TASK_EN)),
            "They live in 1Password vault 'Platform' (item name follows <service>-<env>), and CI reads them from AWS Secrets Manager at %s." % (
                "arn:aws:secretsmanager:%s:%s:secret:prod/%s-%s" % (pick(REGIONS), dig(12), pick(["api", "etl", "billing"]), rs(AN, 6))),
            "Ask in #platform which vault item is canonical.")


@ct("ko", "clean: 시크릿 보관 위치 안내", 3)
def _():
    return ("%s 비밀번호/키 어디 있는지 몰라서 헤맴" % pick(["운영 DB", "SFTP", "앱스토어 커넥트", "PG사 관리자", "NAS"]),
            "1Password 'Infra' 볼트에 있음. 항목명은 서비스명-환경 형식. 없으면 %s 님께 요청." % pick(TEAM_KO),
            "키 접근 권한 신청은 어디로?")


@ct("en", "clean: CLI usage with flags, no secret", 4)
def _():
    return (pick(["psql -h pg-main -U app -W -d billing   # -W prompts for the password",
                  "gh auth login --hostname github.com --git-protocol https --web",
                  "aws configure sso --profile prod-admin && aws sso login --profile prod-admin",
                  "docker login ghcr.io -u acme-bot --password-stdin < /run/secrets/ghcr",
                  "kubectl create secret generic api-env --from-env-file=.env.prod --dry-run=client -o yaml | kubeseal -o yaml > sealed.yaml",
                  "vault kv get -field=password secret/prod/mysql | pbcopy",
                  "op read 'op://Platform/pg-main/password' | psql \"host=pg-main user=app\"",
                  "npm config set //registry.npmjs.org/:_authToken '${NPM_TOKEN}'"]),
            pick(["Prompt/stdin-based flags keep the secret out of shell history.", "Reading from the secret store at run time avoids local copies.",
                  "Single quotes keep the variable unexpanded so npm resolves it at run time."]), "")


@ct("ko", "clean: CLI 사용법 (비밀 없음)", 3)
def _():
    return (pick(["mysql -h 10.0.1.5 -u app -p  (비번은 프롬프트로 입력)", "ssh -i ~/.ssh/id_ed25519 deploy@10.0.2.11 (키 파일 경로만)",
                  "aws secretsmanager get-secret-value --secret-id prod/api/db --query SecretString --output text",
                  "gcloud auth application-default login", "az keyvault secret show --vault-name kv-prod-krc --name db-password --query value -o tsv"]),
            "비밀번호를 명령어 인자로 넣지 않아서 히스토리에 안 남음.", "")


@ct("en", "clean: config with secrets from vault/env", 3)
def _():
    return ("config/production.yml after cleanup:\ndatabase:\n  host: pg-main.internal\n  user: app\n  password: ${DB_PASSWORD}\nstripe:\n  secret_key: ${STRIPE_SECRET_KEY}\n  webhook_secret: ${STRIPE_WEBHOOK_SECRET}\nsentry:\n  dsn: ${SENTRY_DSN}",
            "Loader fails fast when a referenced variable is missing.", "")


@ct("ko", "clean: ExternalSecret 매니페스트", 2)
def _():
    return ("외부 시크릿 연동\napiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: api-db\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/api/db\n      property: password",
            "refreshInterval 기본 1h 라서 키 바꾸고 바로 반영 안 됨.", "")


@ct("en", "clean: terraform random_password", 2)
def _():
    return ("resource \"random_password\" \"db\" {\n  length  = 32\n  special = true\n}\nresource \"aws_db_instance\" \"main\" {\n  password = random_password.db.result\n}\noutput \"db_password\" {\n  value     = random_password.db.result\n  sensitive = true\n}",
            "sensitive=true hides it in plan output but it is still plaintext in the state file; state bucket must be encrypted.", "")


@ct("en", "clean: SQL handling credentials", 3)
def _():
    return (pick(["UPDATE users SET password_hash = crypt($1, gen_salt('bf', 12)), password_changed_at = now() WHERE id = $2;",
                  "SELECT id, name, last_used_at FROM api_keys WHERE revoked_at IS NULL AND last_used_at < now() - interval '90 days';",
                  "CREATE USER reporting WITH PASSWORD :'reporting_pw';  -- psql -v reporting_pw=... supplies it",
                  "ALTER TABLE oauth_tokens ADD COLUMN token_hash bytea NOT NULL; CREATE UNIQUE INDEX ON oauth_tokens (token_hash);"]),
            "Never store raw tokens; store a SHA-256 of the token and compare hashes.", "")


@ct("ko", "clean: 비밀번호 처리 코드", 3)
def _():
    return (pick(["hashed = bcrypt.hashpw(password.encode('utf-8'), bcrypt.gensalt(rounds=12))",
                  "const token = req.headers.authorization?.split(' ')[1]; if (!token) return res.status(401).end();",
                  "if (!passwordEncoder.matches(rawPassword, user.getPasswordHash())) throw new BadCredentialsException(\"비밀번호 불일치\");",
                  "secret = os.environ['JWT_SECRET']  # 없으면 KeyError 로 바로 죽게"]),
            "평문 비밀번호는 로그에 절대 안 찍히게 DTO toString 에서 제외함.", "")


@ct("ko", "clean: 숫자/단위/날짜 + 비밀번호/토큰 단어", 4)
def _():
    return (pick(["토큰 만료 시간 %d초, 리프레시 토큰 %d일" % (R.choice([900, 1800, 3600]), R.choice([7, 14, 30])),
                  "로그인 API p99 %dms → %dms 로 개선 (갤럭시 S%d, 아이폰 %d 기준)" % (R.randint(300, 900), R.randint(80, 250), R.randint(21, 25), R.randint(12, 16)),
                  "%s 비밀번호 재설정 메일 발송 %d건, 실패 %d건" % (kdate(), R.randint(1000, 20000), R.randint(0, 50)),
                  "카카오 로그인 SDK %s 로 올림. 키 해시 등록은 콘솔에서 이미 돼 있음" % semver(),
                  "계정 잠금 해제 요청 %d건 (%s~%s)" % (R.randint(3, 80), kdate(), kdate())]),
            pick(["수치는 Grafana 대시보드 기준.", "다음 분기 목표는 절반으로.", "특이사항 없음."]), "")


@ct("ko", "clean: LLM 토큰 사용량", 3)
def _():
    return ("이번 달 LLM 토큰 사용량 %s 토큰, 프롬프트 %s / 컴플리션 %s. max_tokens=%d 로 제한" % (
        format(R.randint(10 ** 6, 10 ** 8), ","), format(R.randint(10 ** 5, 10 ** 7), ","), format(R.randint(10 ** 5, 10 ** 7), ","), R.choice([1024, 2048, 4096])),
        "컨텍스트 128k 모델이어도 출력 토큰 한도는 따로 있음.", "")


@ct("en", "clean: LLM token usage", 2)
def _():
    return ("Response usage: {\"prompt_tokens\": %d, \"completion_tokens\": %d, \"total_tokens\": %d}" % (a := R.randint(100, 9000), b := R.randint(10, 2000), a + b),
            "Tokenizer counts differ between models; budget with 20% headroom.", "")


@ct("en", "clean: key in other meanings", 3)
def _():
    return (pick(["Redis key pattern is session:{userId}:{deviceId}, TTL 1209600 seconds.",
                  "Composite primary key (tenant_id, external_id) caused the upsert conflict.",
                  "Header name is X-API-Key (case-insensitive); the gateway strips it before forwarding.",
                  "Idempotency-Key header must be unique per logical request; we use the order UUID.",
                  "Partition key for the events table is customer_id; hot partition on the test tenant."]),
            "Documented in the ADR.", "")


@ct("ko", "clean: 키/계정/로그인 일반 설명", 3)
def _():
    return (pick(["로그인 화면에 '비밀번호 찾기' 버튼 추가, 디자인은 피그마 v%d 기준" % R.randint(2, 9),
                  "계정 통합 후 카카오/네이버/애플 로그인 세 가지 지원. 토큰은 서버에서만 보관",
                  "캐시 키 규칙 user:{id}:profile, TTL 10분",
                  "암호화 키는 KMS alias/prod-app-data 에 있고 앱은 Decrypt 권한만 가짐",
                  "인증키 발급은 공공데이터포털 마이페이지에서 신청, 승인까지 1~2시간"]),
            "관련 문서는 컨플루언스 '인증' 스페이스.", "")


@ct("en", "clean: hostnames and paths", 3)
def _():
    return ("Moved configs: /etc/%s/secrets.d/ -> /opt/%s/conf/ on %s.%s.internal; DB endpoint %s.c%s.%s.rds.amazonaws.com" % (
        pick(["api", "worker"]), pick(["api", "worker"]), pick(HOSTS), pick(["prod", "stg"]), pick(["orders-db", "auth-db"]), rs(LO + DI, 12), pick(REGIONS)),
        "The secrets.d directory only holds file references to the mounted tmpfs, not values.", "")


@ct("en", "clean: package names and versions", 2)
def _():
    return ("Upgraded auth deps: python-jose %s -> PyJWT %s, @azure/identity %s, passport-jwt %s, golang.org/x/oauth2 v0.%d.0" % (
        semver(), semver(), semver(), semver(), R.randint(10, 25)),
        "PyJWT requires algorithms=[...] explicitly on decode.", "")


@ct("en", "clean: UUIDs and job IDs", 3)
def _():
    return ("Batch %s stuck. job_id=%s run_id=%d attempt=%d celery_task_id=%s" % (pick(["export", "reconcile", "reindex"]), uuid4(), R.randint(10000, 999999), R.randint(1, 5), uuid4()),
            "Worker was OOM-killed; visibility timeout re-queued the same task.", "")


@ct("ko", "clean: UUID / 작업 ID", 2)
def _():
    return ("정산 배치 재실행. jobExecutionId=%d, 요청 ID %s, 가맹점 ID M%s" % (R.randint(1000, 99999), uuid4(), dig(9)),
            "재실행은 동일 파라미터면 Spring Batch 가 막음. run.id 증가시켜야 함.", "")


@ct("en", "clean: GCP/Azure resource identifiers", 2)
def _():
    return ("Resources touched: projects/acme-data-%d/locations/asia-northeast3/jobs/etl-nightly, /subscriptions/%s/resourceGroups/rg-prod-krc/providers/Microsoft.KeyVault/vaults/kv-prod-krc" % (R.randint(100000, 999999), uuid4()),
            "Key Vault access policy vs RBAC mode: this vault uses RBAC.", "")


@ct("en", "clean: Stripe object IDs and publishable key", 2)
def _():
    return ("Refund failed for pi_3%s (customer cus_%s, charge ch_3%s). Event evt_1%s." % (an(23), an(14), an(23), an(23)),
            "Object IDs are safe to log; only sk_/rk_ keys are secrets.", "")


@ct("ko", "clean: 토스 클라이언트 키 위치 설명 (값 없음)", 1)
def _():
    return ("결제위젯 초기화 시 클라이언트 키는 프론트에 노출돼도 되고 시크릿 키는 서버 env TOSS_SECRET_KEY 로만.",
            "테스트/라이브 키 구분은 접두어(test_/live_)로. 값은 개발자센터에서 확인.", "")


@ct("en", "clean: W3C traceparent and span", 2)
def _():
    return ("Propagated header: traceparent: 00-%s-%s-01, tracestate: vendor=%s" % (hexs(32), hexs(16), hexs(8)),
            "The gateway was dropping tracestate; fixed in envoy config.", "")


@ct("en", "clean: Slack/Twilio identifiers", 2)
def _():
    return ("Alert routing: Slack channel C%s, user U%s, Twilio Account SID AC%s, messaging service MG%s." % (rs(UP + DI, 10), rs(UP + DI, 10), hexs(32), hexs(32)),
            "IDs only; tokens come from Secrets Manager.", "")


@ct("en", "clean: data URI image", 1)
def _():
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(60)).decode()
    return ("Email template inlined the logo as data:image/png;base64,%s" % png,
            "Gmail strips data URIs in some clients; host the image instead.", "")


@ct("ko", "clean: 인증서 만료 안내", 2)
def _():
    return ("*.acme.co.kr 인증서 만료 %s. 발급기관 Sectigo, 시리얼 %s" % (kdate(), ":".join(hexs(2).upper() for _ in range(16))),
            "ACM 으로 옮기면 자동 갱신. 온프렘 nginx 만 수동.", "")


@ct("en", "clean: Kubernetes events and pod names", 2)
def _():
    return ("kubectl get events -n payments:\nWarning  BackOff  pod/payments-api-%s-%s  Back-off restarting failed container\nNormal   Pulled   pod/payments-api-%s-%s  image \"ghcr.io/acme/payments:%s\" already present" % (
        hexs(10), rs(LO + DI, 5), hexs(10), rs(LO + DI, 5), semver()),
        "Crash was a missing env var; secretKeyRef pointed at the wrong key name.", "")


@ct("ko", "clean: 쿠버네티스 시크릿 참조", 2)
def _():
    return ("deployment.yaml env\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: api-db\n      key: password",
            "시크릿 key 이름 오타(passwd)라 CreateContainerConfigError 났었음.", "")


@ct("en", "clean: GitHub Actions secrets references", 2)
def _():
    return ("deploy.yml:\n- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: arn:aws:iam::%s:role/gha-deploy\n    aws-region: %s\n- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}" % (dig(12), pick(REGIONS)),
            "OIDC role assumption removed the need for static AWS keys in repo secrets.", "")


@ct("en", "clean: chat about a leaked key, no value", 2)
def _():
    return ("#security: %s: the Mailgun key was pasted in a PR comment yesterday.\n%s: revoked and reissued, new one is in vault, PR comment deleted." % (pick(TEAM_EN), pick(TEAM_EN)),
            "GitHub secret scanning caught it within minutes; still, assume compromise and rotate.", "")


@ct("ko", "clean: 유출 대응 대화 (값 없음)", 2)
def _():
    return ("%s: 어제 PR 코멘트에 SMS API 키 붙여넣었어요 ㅠ\n%s: 바로 폐기하고 재발급했어요. 새 키는 볼트에 있음" % (pick(TEAM_KO), pick(TEAM_KO)),
            "유출된 키는 무조건 폐기. 히스토리 지우는 것만으로는 부족.", "")


@ct("en", "clean: OAuth client id and redirect", 2)
def _():
    return ("Google OAuth client id %s-%s.apps.googleusercontent.com, redirect URI https://app.acme.io/auth/callback/google" % (dig(12), rs(LO + DI, 32)),
            "Client ID is public; the client secret is only on the server.", "")


@ct("ko", "clean: 버전/날짜/상품명 문장", 3)
def _():
    return (pick(["iOS %s 배포, 안드로이드 %s 심사중. 로그인 유지 버그 수정 포함" % (semver(), semver()),
                  "%s 정기점검 02:00~06:00, 점검 중 로그인/결제 불가 안내" % kdate(),
                  "맥북 M3 에서 도커 빌드 %d분 → %d분. buildx 캐시 적용" % (R.randint(10, 30), R.randint(2, 9)),
                  "PostgreSQL %d.%d 로 업그레이드, 커넥션 풀 max %d" % (R.randint(14, 17), R.randint(1, 9), R.choice([20, 50, 100]))]),
            "", "")


@ct("en", "clean: already-redacted text", 2)
def _():
    return ("Log excerpt from the ticket (already scrubbed): password=[REDACTED] api_key=[REDACTED] user=%s@acme.io" % pick(TEAM_EN),
            "The scrubber missed nested JSON fields earlier; confirmed fixed in %s." % semver(), "")


@ct("en", "clean: random-looking non-secret identifiers", 3)
def _():
    return (pick(["S3 bucket acme-prod-artifacts-%s, CloudFront distribution E%s, ACM cert %s" % (hexs(6), rs(UP + DI, 13), uuid4()),
                  "Sentry issue %s, event id %s" % (rs(UP, 4) + "-" + rs(UP + DI, 3), hexs(32)),
                  "Build %d, run attempt %d, artifact id %d, cache key node-modules-%s" % (R.randint(1000, 99999), R.randint(1, 3), R.randint(10 ** 8, 10 ** 9), hexs(64)),
                  "Git LFS pointer: version https://git-lfs.github.com/spec/v1 oid sha256:%s size %d" % (hexs(64), R.randint(10 ** 5, 10 ** 8))]),
            "Identifiers only.", "")


@ct("ko", "clean: 랜덤해 보이는 식별자", 3)
def _():
    return (pick(["쿠폰 코드 배치 ID CPN-%s, 캠페인 %s" % (rs(UP + DI, 10), uuid4()),
                  "택배 송장 %s, 주문 %s" % (dig(12), "2024" + dig(12)),
                  "Firebase 프로젝트 acme-app-%s, 앱 ID 1:%s:android:%s" % (rs(LO + DI, 5), dig(12), hexs(22)),
                  "빌드 캐시 키 gradle-%s" % hexs(40)]),
            "식별자일 뿐 비밀값 아님.", "")


@ct("en", "clean: .env.example with empty values", 2)
def _():
    return (".env.example committed to the repo:\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=\nLOG_LEVEL=info",
            "Keep .env.example in sync; CI checks that every key in .env.example is documented.", "")


@ct("ko", "clean: .env.example", 2)
def _():
    return ("새로 온 분 온보딩용 .env.example\nDB_HOST=localhost\nDB_PASSWORD=   # 1Password 참고\nTOSS_SECRET_KEY=   # 개발자센터 테스트 키\nKAKAO_REST_API_KEY=",
            "빈 값으로 커밋. 실제 값은 각자 채움.", "")


@ct("en", "clean: question about credentials, no value", 3)
def _():
    return ("Deploy to the new region blocked on credentials.", "We have the IAM role but no KMS grant for the new key.",
            pick(["Who can grant kms:Decrypt on the prod key in %s?" % pick(REGIONS), "Should the worker use its own DB user or share the api one?",
                  "Is the webhook signing secret per endpoint or per account?"]))


@ct("ko", "clean: 질문 (값 없음)", 3)
def _():
    return ("신규 리전 배포가 권한 문제로 막힘.", "IAM 역할은 있는데 KMS 키 권한이 없음.",
            pick(["운영 KMS 키 권한은 누가 줄 수 있는지?", "워커용 DB 계정 따로 만들어야 하는지, api 계정 같이 써도 되는지?",
                  "웹훅 시크릿이 엔드포인트별인지 계정 단위인지?", "비밀번호 초기화 메일 템플릿 수정 권한 누구한테 있는지?"]))


@ct("en", "clean: sops-encrypted file", 1)
def _():
    return ("secrets.enc.yaml (sops, safe to commit):\ndb_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n  kms:\n  - arn: arn:aws:kms:%s:%s:key/%s" % (
        b64bytes(18), b64bytes(32), b64bytes(16), pick(REGIONS), dig(12), uuid4()),
        "sops decrypt needs kms:Decrypt on that key; the encrypted file itself is fine in git.", "")


@ct("ko", "clean: 공개 키 (퍼블리셔블)", 1)
def _():
    return ("프론트 번들에 들어가는 값들: Firebase 웹 설정의 projectId acme-web-%s, Sentry 환경 production, 카카오맵 JavaScript 키는 도메인 제한 걸어둠" % rs(LO + DI, 5),
            "서버용 키(REST/Admin)는 절대 프론트에 넣지 않기.", "")


@ct("en", "clean: HTTP request without credentials", 2)
def _():
    return ("POST /v1/auth/token HTTP/1.1\nHost: api.acme.io\nContent-Type: application/x-www-form-urlencoded\nX-Request-Id: %s\n\ngrant_type=client_credentials&scope=orders.read" % uuid4(),
            "Credentials go in the Authorization header from the secret store; the sample here omits them on purpose.", "")


@ct("ko", "clean: 로그 (식별자만)", 2)
def _():
    return ("%s WARN [auth] 로그인 실패 userId=%d ip=10.%d.%d.%d reason=INVALID_PASSWORD count=%d" % (ts(), R.randint(10000, 999999), R.randint(0, 255), R.randint(0, 255), R.randint(0, 255), R.randint(1, 5)),
            "실패 사유는 남기되 입력값은 절대 로깅하지 않음.", "")



@ct("en", "clean: OpenAPI securitySchemes", 1)
def _():
    return ("openapi.yaml security section:\ncomponents:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT",
            "Swagger UI 'Authorize' stores the key in localStorage when persistAuthorization is on; disabled it.", "")


@ct("en", "clean: HMAC verification code", 1)
def _():
    return ("Webhook signature check (Node):\nconst expected = crypto.createHmac('sha256', process.env.WEBHOOK_SECRET).update(rawBody).digest('hex');\nif (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sigHeader))) return res.sendStatus(401);",
            "timingSafeEqual throws on length mismatch; check lengths first.", "")


@ct("en", "clean: Vault policy HCL", 1)
def _():
    return ("Policy for the payments service:\npath \"secret/data/prod/payments/*\" {\n  capabilities = [\"read\"]\n}\npath \"auth/token/renew-self\" {\n  capabilities = [\"update\"]\n}",
            "KV v2 paths need the data/ segment in policies but not in the CLI.", "")


@ct("en", "clean: systemd EnvironmentFile reference", 1)
def _():
    return ("/etc/systemd/system/report.service:\n[Service]\nEnvironmentFile=/etc/acme/report.env\nExecStart=/usr/local/bin/report --config /etc/acme/report.toml\nUser=report",
            "report.env is root:report 0640 and managed by ansible from vault; no values in the unit file.", "")


@ct("ko", "clean: 로그인 장애 회고", 2)
def _():
    return ("%s 로그인 장애 회고: %s~%s 약 %d분간 소셜 로그인 실패율 %d%%" % (kdate(), "14:%02d" % R.randint(0, 29), "14:%02d" % R.randint(30, 59), R.randint(10, 40), R.randint(20, 90)),
            "원인은 인증서버 JWKS 캐시 만료 후 재조회 타임아웃. 캐시 TTL 연장 + 실패 시 이전 키 유지하도록 수정.", "재발 방지 액션 담당자 누구?")


@ct("ko", "clean: 테이블 컬럼 설명", 2)
def _():
    return ("users 테이블 컬럼 정리\n- password_hash: bcrypt, 60자\n- password_changed_at: timestamptz\n- login_fail_count: int, 5 이상이면 잠금\n- refresh_token_hash: sha256 hex 64자",
            "토큰 원문은 저장하지 않고 해시만 저장.", "")


@ct("ko", "clean: 위키 경로 / 문서 링크", 1)
def _():
    return ("키 발급 가이드 위치: 컨플루언스 > 플랫폼 > 보안 > '외부 API 키 발급 및 보관 규칙' (최종 수정 %s)" % kdate(),
            "문서에 예시 값 대신 마스킹된 화면 캡처만 넣기로 함.", "")


@ct("ko", "clean: 고객센터/사업자 정보", 1)
def _():
    return ("결제창 하단 표기 정보 수정: 고객센터 1588-%04d, 사업자등록번호 %03d-%02d-%05d, 통신판매업 2024-서울강남-%05d" % (R.randint(0, 9999), R.randint(100, 999), R.randint(10, 99), R.randint(0, 99999), R.randint(0, 99999)),
            "PG 심사에서 사업자 정보 불일치로 반려됐었음.", "")


@ct("ko", "clean: 권한/역할 설명", 2)
def _():
    return ("IAM 정리: %s 역할은 S3 읽기 + KMS Decrypt 만, 배포 역할은 ECR push + ECS UpdateService. 액세스 키 없는 역할 기반으로만 운영" % pick(["batch-reader", "api-runtime", "etl-worker"]),
            "사용자별 장기 액세스 키는 전부 비활성화 완료 (%s)." % kdate(), "")


# ---------------------------------------------------------------- assembly and validation
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


class Reject(Exception):
    pass


def check(fields, secrets):
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            raise Reject("field %s too long (%d)" % (k, len(fields[k].encode("utf-8"))))
    if not fields["missing_context"].strip():
        raise Reject("empty missing_context")
    for s in secrets:
        if len(s) < 8:
            raise Reject("secret too short: %r" % s)
        if not any(s in f for f in fields.values()):
            raise Reject("secret not present: %r" % s)
    order = sorted(set(secrets), key=len, reverse=True)
    for f in fields.values():
        masked = f
        for s in order:
            masked = masked.replace(s, "\x00")
        for s in order:
            for i in range(len(s) - 7):
                if s[i:i + 8] in masked:
                    raise Reject("window %r of secret leaks outside its occurrences" % s[i:i + 8])


def tmpl(cat):
    cat = cat.split(" [")[0]
    return cat.split(": ", 1)[1] if cat.split(": ", 1)[0] in {v["grp"] for v in VENDORS} else cat


def main():
    notes = []

    def add(lang, kind, cat, mc, le, ask, secrets):
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
        secrets = list(dict.fromkeys(secrets))
        if kind == "secret" and not secrets:
            raise Reject("secret note without secrets")
        check(fields, secrets)
        notes.append({"lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": secrets})

    # vendor notes: one per token shape, a few vendors twice
    en_cycle, ko_cycle = [], []
    extra = {"OpenAI", "Toss Payments"}
    pool = list(VENDORS)
    R.shuffle(pool)
    bundled, single = pool[:45], pool[45:]
    # multi-provider notes (2-3 vendors each)
    i = 0
    while i < len(bundled):
        k = min(pick([2, 3, 3]), len(bundled) - i)
        group = bundled[i:i + k]
        i += k
        lang = "ko" if R.random() < 0.4 else "en"
        for attempt in range(40):
            creds = [c for v in group for c in v["gen"]()]
            p = pick(MULTI_KO if lang == "ko" else MULTI_EN)
            mc, le, ask = p(group, creds)
            text = mc + le + ask
            secrets = [s for _, _, ss in creds for s in ss if s in text]
            try:
                add(lang, "secret", "multi-provider: %s [%s]" % (p.__name__, ", ".join(v["name"] for v in group)), mc, le, ask, secrets)
                break
            except Reject as e:
                last = e
        else:
            raise SystemExit("bundle failed: %s" % last)
    vendor_jobs = []
    for v in VENDORS:
        if v in single:
            vendor_jobs.append(v)
        if v["name"] in extra:
            vendor_jobs.append(v)
    for v in vendor_jobs:
        korean_bias = v["grp"] in ("korea",)
        lang = "ko" if R.random() < (0.75 if korean_bias else 0.40) else "en"
        for attempt in range(40):
            creds = v["gen"]()
            if lang == "en":
                if v["snips"] and R.random() < 0.3:
                    p = pick(EN_SNIP)
                else:
                    if not en_cycle:
                        en_cycle = EN_PRES[:]
                        R.shuffle(en_cycle)
                    p = en_cycle.pop()
            else:
                if v["snips"] and R.random() < 0.3:
                    p = pick(KO_SNIP)
                else:
                    if not ko_cycle:
                        ko_cycle = KO_PRES[:]
                        R.shuffle(ko_cycle)
                    p = ko_cycle.pop()
            mc, le, ask = p(v, creds)
            text = mc + le + ask
            secrets = [s for _, _, ss in creds for s in ss if s in text]
            try:
                add(lang, "secret", "%s: %s [%s]" % (v["grp"], p.__name__, v["name"]), mc, le, ask, secrets)
                break
            except Reject as e:
                last = e
        else:
            raise SystemExit("vendor %s failed: %s" % (v["name"], last))

    for lang, cat, n, f in SECRET_T:
        for _ in range(n):
            for attempt in range(40):
                mc, le, ask, secrets = f()
                try:
                    add(lang, "secret", cat, mc, le, ask, secrets)
                    break
                except Reject as e:
                    last = e
            else:
                raise SystemExit("template %s failed: %s" % (cat, last))

    for lang, cat, n, f in CLEAN_T:
        for _ in range(n):
            mc, le, ask = f()
            add(lang, "clean", cat, mc, le, ask, [])

    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes, 1):
        out.append(json.dumps({"id": "e%03d" % i, "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
                               "fields": nt["fields"], "secrets": nt["secrets"]}, ensure_ascii=False))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v5.jsonl")
    data = ("\n".join(out) + "\n").encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    sec = [n for n in notes if n["kind"] == "secret"]
    cln = [n for n in notes if n["kind"] == "clean"]
    services = {DISP.get(v["name"], v["name"]) for v in VENDORS}
    print("distinct services", len(services))
    vend = sorted({x.strip() for n in sec if n["category"].endswith("]") for x in n["category"].rsplit("[", 1)[1].rstrip("]").split(", ")})
    allsec = [s for n in sec for s in n["secrets"]]
    print("notes", len(notes), "secret", len(sec), "clean", len(cln))
    print("en", sum(n["lang"] == "en" for n in notes), "ko", sum(n["lang"] == "ko" for n in notes),
          "| secret en/ko", sum(n["lang"] == "en" for n in sec), sum(n["lang"] == "ko" for n in sec),
          "| clean en/ko", sum(n["lang"] == "en" for n in cln), sum(n["lang"] == "ko" for n in cln))
    print("templates", len({tmpl(n["category"]) for n in notes}), "categories", len({n["category"] for n in notes}))
    print("vendor token shapes", len(vend))
    print("secret values", len(allsec), ">=300 chars", sum(len(s) >= 300 for s in allsec), "longest", max(map(len, allsec)))
    print("sha256", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
