#!/usr/bin/env python3
"""Blind evaluation set v46 for a credential-redaction filter.

Deterministic: one PRNG (random.Random(46_2026_1126)) drives every choice,
no set is ever iterated, JSON keys are written in a fixed order.

Usage:  python3 make_blind_set_v46.py [output.jsonl]
"""
import base64
import json
import random
import re
import struct
import sys

R = random.Random(46_2026_1126)

# --------------------------------------------------------------------------
# alphabets and small random helpers
# --------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DI = "0123456789"
AN = UP + LO + DI
UPDI = UP + DI
LODI = LO + DI
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return R.choice("123456789") + rs(DI, n - 1)
    return rs(DI, n)


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.b64encode(data).decode()


def b64u(data):
    if isinstance(data, str):
        data = data.encode()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    """percent-encode like urllib.parse.quote(s, safe='') but deterministic/explicit"""
    out = []
    for ch in s:
        if ch in AN or ch in "-._~":
            out.append(ch)
        else:
            for byte in ch.encode():
                out.append("%%%02X" % byte)
    return "".join(out)


# --------------------------------------------------------------------------
# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME switched off
# --------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W",
        "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y",
         "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft",
         "fx", "fv", "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x",
         "v", "g"]


def ko_keys(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


assert ko_keys("사랑해") == "tkfkdgo"
assert ko_keys("안녕") == "dkssud"


# --------------------------------------------------------------------------
# validation (the two conditions of FORMAT.txt) and limits
# --------------------------------------------------------------------------
FIELD_NAMES = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def masked(text, secrets):
    """text with every occurrence of every secret replaced by NUL characters"""
    mask = [False] * len(text)
    for s in secrets:
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                mask[j] = True
            start = i + 1
    return "".join("\0" if m else c for c, m in zip(text, mask))


def check_note(fields, secrets, kind):
    """returns None when fine, else a string describing the problem"""
    for k in FIELD_NAMES:
        v = fields[k]
        if not isinstance(v, str):
            return "field %s not str" % k
        if len(v.encode("utf-8")) > LIMITS[k]:
            return "field %s too long (%d bytes)" % (k, len(v.encode("utf-8")))
    if not fields["missing_context"].strip():
        return "missing_context empty"
    if kind == "clean":
        return "clean note lists secrets" if secrets else None
    if not secrets:
        return "secret note without secrets"
    joined = [fields[k] for k in FIELD_NAMES]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in f for f in joined):
            return "secret not verbatim in fields: %r" % s
    rest = [masked(f, secrets) for f in joined]
    for s in secrets:
        for i in range(len(s) - 7):
            w = s[i:i + 8]
            for f in rest:
                if w in f:
                    return "8-gram %r of secret %r occurs outside the secrets" % (w, s)
    return None


# --------------------------------------------------------------------------
# vendor credential sets
#   var item = (NAME, value, [secret substrings of value])
# --------------------------------------------------------------------------
def S(name, value):
    return (name, value, [value])


def I(name, value):
    return (name, value, [])


def C(name, value, secrets):
    return (name, value, list(secrets))


def Vd(name, group, items, host=None, hdr=None, post_url=False, basic=None):
    """name: vendor; group: area; items: var items; host/hdr: curl usage;
    post_url: the first item is a webhook URL; basic: (user_item_idx, pass_item_idx)"""
    return {"name": name, "group": group, "items": items, "host": host,
            "hdr": hdr, "post_url": post_url, "basic": basic}


def jwt(header, payload, siglen=43):
    enc = lambda o: b64u(json.dumps(o, separators=(",", ":")))
    return enc(header) + "." + enc(payload) + "." + rs(B64U, siglen)


def ts():
    return 1690000000 + R.randrange(0, 60000000)


AWS_REGIONS = ["us-east-1", "us-west-2", "eu-central-1", "ap-northeast-2",
               "ap-northeast-1", "ap-southeast-1", "eu-west-1"]


def v_aws():
    return Vd("AWS", "cloud", [S("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)),
                               S("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)),
                               I("AWS_DEFAULT_REGION", pick(AWS_REGIONS))])


def v_aws_sts():
    tok = "IQoJb3JpZ2luX2VjE" + rs(AN, 3) + b64(rb(R.randrange(260, 380)))
    return Vd("AWS STS", "cloud", [S("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)),
                                   S("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)),
                                   S("AWS_SESSION_TOKEN", tok)])


def v_gemini():
    return Vd("Google Gemini", "ai", [S("GEMINI_API_KEY", "AIza" + rs(B64U, 35))],
              "generativelanguage.googleapis.com", "x-goog-api-key: {}")


def v_google_oauth():
    return Vd("Google OAuth", "cloud",
              [I("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LODI, 32) + ".apps.googleusercontent.com"),
               S("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))])


def v_google_refresh():
    return Vd("Google OAuth", "cloud",
              [S("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64U, 98)),
               I("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LODI, 32) + ".apps.googleusercontent.com")])


def v_azure_storage():
    acct = pick(["stprodlogs", "acmedata01", "mediastorekr", "backupsweu"]) + digits(2)
    key = b64(rb(64))
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return Vd("Azure Storage", "cloud", [C("AZURE_STORAGE_CONNECTION_STRING", cs, [key])])


def v_azure_ad():
    sec = rs(AN, 3) + pick(DI) + "Q~" + rs(AN + "_-.~", 34)
    return Vd("Azure AD", "cloud", [I("AZURE_TENANT_ID", uuid4()), I("AZURE_CLIENT_ID", uuid4()),
                                    S("AZURE_CLIENT_SECRET", sec)])


def v_azure_openai():
    res = pick(["acme-oai-kr", "oai-prod-eastus", "contoso-aoai"])
    return Vd("Azure OpenAI", "ai", [S("AZURE_OPENAI_API_KEY", hx(32)),
                                     I("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % res)],
              res + ".openai.azure.com", "api-key: {}")


def v_azure_devops():
    return Vd("Azure DevOps", "ci", [S("AZURE_DEVOPS_EXT_PAT", rs(B32L, 52))],
              "dev.azure.com", None)


def v_azure_sb():
    key = b64(rb(32))
    ns = pick(["orders-bus", "acme-events", "iot-ingest"])
    cs = ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
          "SharedAccessKey=%s" % (ns, key))
    return Vd("Azure Service Bus", "cloud", [C("SERVICEBUS_CONNECTION_STRING", cs, [key])])


def v_alibaba():
    return Vd("Alibaba Cloud", "cloud", [S("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18)),
                                         S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))])


def v_tencent():
    return Vd("Tencent Cloud", "cloud", [S("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)),
                                         S("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))])


def v_huawei():
    return Vd("Huawei Cloud", "cloud", [S("HUAWEICLOUD_SDK_AK", rs(UPDI, 20)),
                                        S("HUAWEICLOUD_SDK_SK", rs(AN, 40))])


def v_baidu():
    return Vd("Baidu AI Cloud", "cloud", [S("BCE_ACCESS_KEY_ID", hx(32)),
                                          S("BCE_SECRET_ACCESS_KEY", hx(32))])


def v_volc():
    return Vd("Volcengine", "cloud", [S("VOLC_ACCESSKEY", "AKLT" + rs(AN, 40)),
                                      S("VOLC_SECRETKEY", b64(rb(45)))])


def v_qiniu():
    return Vd("Qiniu", "cloud", [S("QINIU_ACCESS_KEY", rs(B64U, 40)), S("QINIU_SECRET_KEY", rs(B64U, 40))])


def v_ncp():
    return Vd("Naver Cloud", "cloud", [S("NCLOUD_ACCESS_KEY", rs(UPDI, 20)),
                                       S("NCLOUD_SECRET_KEY", rs(AN, 40))])


def v_nhn():
    return Vd("NHN Cloud", "cloud", [I("NHN_CLOUD_APPKEY", rs(AN, 16)),
                                     S("NHN_CLOUD_SECRET_KEY", rs(AN, 16))],
              "api-sms.cloud.toast.com", "X-Secret-Key: {}")


def v_minio():
    return Vd("MinIO", "cloud", [S("MINIO_ACCESS_KEY", rs(UPDI, 20)), S("MINIO_SECRET_KEY", rs(AN + "+/", 40)),
                                 I("MINIO_ENDPOINT", "http://minio.%s.svc:9000" % pick(["storage", "infra", "data"]))])


def v_cloudflare():
    return Vd("Cloudflare", "cloud", [S("CLOUDFLARE_API_TOKEN", rs(B64U, 40)), I("CLOUDFLARE_ACCOUNT_ID", hx(32))],
              "api.cloudflare.com", "Authorization: Bearer {}")


def v_r2():
    acct = hx(32)
    return Vd("Cloudflare R2", "cloud", [S("R2_ACCESS_KEY_ID", hx(32)), S("R2_SECRET_ACCESS_KEY", hx(64)),
                                         I("R2_ENDPOINT", "https://%s.r2.cloudflarestorage.com" % acct)])


def v_do():
    return Vd("DigitalOcean", "cloud", [S("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))],
              "api.digitalocean.com", "Authorization: Bearer {}")


def v_do_spaces():
    return Vd("DigitalOcean Spaces", "cloud", [S("SPACES_KEY", "DO00" + rs(UPDI, 16)),
                                               S("SPACES_SECRET", b64(rb(32)).rstrip("="))])


def v_hetzner():
    return Vd("Hetzner Cloud", "cloud", [S("HCLOUD_TOKEN", rs(AN, 64))], "api.hetzner.cloud", "Authorization: Bearer {}")


def v_linode():
    return Vd("Linode", "cloud", [S("LINODE_TOKEN", hx(64))], "api.linode.com", "Authorization: Bearer {}")


def v_scaleway():
    return Vd("Scaleway", "cloud", [S("SCW_ACCESS_KEY", "SCW" + rs(UPDI, 17)), S("SCW_SECRET_KEY", uuid4()),
                                    I("SCW_DEFAULT_PROJECT_ID", uuid4())])


def v_ovh():
    return Vd("OVHcloud", "cloud", [I("OVH_ENDPOINT", "ovh-eu"), I("OVH_APPLICATION_KEY", rs(AN, 16)),
                                    S("OVH_APPLICATION_SECRET", rs(AN, 32)), S("OVH_CONSUMER_KEY", rs(AN, 32))])


def v_oci():
    return Vd("Oracle Cloud", "cloud", [I("OCI_USER_OCID", "ocid1.user.oc1..aaaaaaaa" + rs(LODI, 52)),
                                        S("OCI_AUTH_TOKEN", rs(AN + "()[]<>:;.-_+#", 20))])


def v_ibm():
    return Vd("IBM Cloud", "cloud", [S("IBMCLOUD_API_KEY", rs(B64U, 44))])


def v_vultr():
    return Vd("Vultr", "cloud", [S("VULTR_API_KEY", rs(UPDI, 36))], "api.vultr.com", "Authorization: Bearer {}")


def v_yandex():
    return Vd("Yandex Cloud", "cloud", [S("YC_API_KEY", "AQVN" + rs(B64U, 36))],
              "llm.api.cloud.yandex.net", "Authorization: Api-Key {}")


def v_sakura():
    return Vd("Sakura Cloud", "cloud", [S("SAKURACLOUD_ACCESS_TOKEN", uuid4()),
                                        S("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))])


def v_kakao_cloud():
    return Vd("KakaoCloud", "cloud", [S("KAKAOCLOUD_ACCESS_KEY_ID", hx(32)),
                                      S("KAKAOCLOUD_ACCESS_KEY_SECRET", hx(70))])


def v_vercel():
    return Vd("Vercel", "paas", [S("VERCEL_TOKEN", rs(AN, 24))], "api.vercel.com", "Authorization: Bearer {}")


def v_netlify():
    return Vd("Netlify", "paas", [S("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))],
              "api.netlify.com", "Authorization: Bearer {}")


def v_render():
    return Vd("Render", "paas", [S("RENDER_API_KEY", "rnd_" + rs(AN, 32))], "api.render.com", "Authorization: Bearer {}")


def v_heroku():
    return Vd("Heroku", "paas", [S("HEROKU_API_KEY", uuid4())], "api.heroku.com", "Authorization: Bearer {}")


def v_railway():
    return Vd("Railway", "paas", [S("RAILWAY_TOKEN", uuid4())], "backboard.railway.app", "Authorization: Bearer {}")


def v_fly():
    body = "fm2_" + b64(rb(R.randrange(120, 170)))
    return Vd("Fly.io", "paas", [C("FLY_API_TOKEN", "FlyV1 " + body, [body])])


def v_supabase():
    ref = rs(LO, 20)
    t = ts()
    key = jwt({"alg": "HS256", "typ": "JWT"},
              {"iss": "supabase", "ref": ref, "role": "service_role", "iat": t, "exp": t + 315360000})
    return Vd("Supabase", "database", [I("SUPABASE_URL", "https://%s.supabase.co" % ref),
                                       S("SUPABASE_SERVICE_ROLE_KEY", key)])


def v_supabase_new():
    return Vd("Supabase", "database", [S("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64U, 32))])


def v_supabase_pat():
    return Vd("Supabase", "database", [S("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40))])


def v_planetscale():
    return Vd("PlanetScale", "database", [I("DATABASE_USERNAME", rs(LODI, 12)),
                                          S("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43)),
                                          I("DATABASE_HOST", "aws.connect.psdb.cloud")])


def v_neon():
    return Vd("Neon", "database", [S("NEON_API_KEY", "napi_" + rs(LODI, 64))],
              "console.neon.tech", "Authorization: Bearer {}")


def v_databricks():
    return Vd("Databricks", "database",
              [I("DATABRICKS_HOST", "https://adb-%s.%s.azuredatabricks.net" % (digits(16), digits(2))),
               S("DATABRICKS_TOKEN", "dapi" + hx(32))])


def v_astra():
    return Vd("DataStax Astra", "database", [S("ASTRA_DB_APPLICATION_TOKEN", "AstraCS:" + rs(AN, 24) + ":" + hx(64))])


def v_fauna():
    return Vd("Fauna", "database", [S("FAUNA_SECRET", "fnA" + rs(B64U, 37))])


def v_influx():
    return Vd("InfluxDB", "database", [S("INFLUX_TOKEN", b64(rb(64))), I("INFLUX_ORG", pick(["acme", "iot-team", "platform"]))],
              "us-east-1-1.aws.cloud2.influxdata.com", "Authorization: Token {}")


def v_turso():
    t = ts()
    key = jwt({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": t, "id": uuid4()}, 86)
    return Vd("Turso", "database", [I("TURSO_DATABASE_URL", "libsql://%s-%s.turso.io" % (pick(["app", "edge", "cache"]), rs(LO, 8))),
                                    S("TURSO_AUTH_TOKEN", key)])


def v_upstash():
    return Vd("Upstash", "database", [I("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (pick(["apt", "fond", "sure", "keen"]), pick(["goose", "lemur", "bison"]), digits(5))),
                                      S("UPSTASH_REDIS_REST_TOKEN", "A" + pick(UP) + b64(rb(48)).rstrip("="))])


def v_atlas_api():
    return Vd("MongoDB Atlas", "database", [I("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8)),
                                            S("MONGODB_ATLAS_PRIVATE_KEY", uuid4())])


def v_clickhouse():
    return Vd("ClickHouse Cloud", "database", [I("CLICKHOUSE_KEY_ID", rs(AN, 20)),
                                               S("CLICKHOUSE_KEY_SECRET", "4b1d" + rs(AN, 38))])


def v_firebase_db():
    return Vd("Firebase Realtime Database", "database",
              [I("FIREBASE_DATABASE_URL", "https://%s-default-rtdb.firebaseio.com" % pick(["shop-app", "chat-kr", "iot-demo"])),
               S("FIREBASE_DATABASE_SECRET", rs(AN, 40))])


# ---- AI ---------------------------------------------------------------
def v_openai():
    k = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return Vd("OpenAI", "ai", [S("OPENAI_API_KEY", k)], "api.openai.com", "Authorization: Bearer {}")


def v_openai_legacy():
    k = "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    return Vd("OpenAI", "ai", [S("OPENAI_API_KEY", k), I("OPENAI_ORG_ID", "org-" + rs(AN, 24))],
              "api.openai.com", "Authorization: Bearer {}")


def v_openai_svc():
    k = "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return Vd("OpenAI", "ai", [S("OPENAI_API_KEY", k)], "api.openai.com", "Authorization: Bearer {}")


def v_openai_admin():
    k = "sk-admin-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return Vd("OpenAI", "ai", [S("OPENAI_ADMIN_KEY", k)], "api.openai.com", "Authorization: Bearer {}")


def v_anthropic():
    k = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    return Vd("Anthropic", "ai", [S("ANTHROPIC_API_KEY", k)], "api.anthropic.com", "x-api-key: {}")


def v_anthropic_admin():
    k = "sk-ant-admin01-" + rs(B64U, 93) + "AA"
    return Vd("Anthropic", "ai", [S("ANTHROPIC_ADMIN_KEY", k)], "api.anthropic.com", "x-api-key: {}")


def v_hf():
    return Vd("Hugging Face", "ai", [S("HF_TOKEN", "hf_" + rs(UP + LO, 34))], "huggingface.co", "Authorization: Bearer {}")


def v_replicate():
    return Vd("Replicate", "ai", [S("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))], "api.replicate.com", "Authorization: Bearer {}")


def v_groq():
    return Vd("Groq", "ai", [S("GROQ_API_KEY", "gsk_" + rs(AN, 52))], "api.groq.com", "Authorization: Bearer {}")


def v_cohere():
    return Vd("Cohere", "ai", [S("CO_API_KEY", rs(AN, 40))], "api.cohere.com", "Authorization: Bearer {}")


def v_mistral():
    return Vd("Mistral AI", "ai", [S("MISTRAL_API_KEY", rs(AN, 32))], "api.mistral.ai", "Authorization: Bearer {}")


def v_perplexity():
    return Vd("Perplexity", "ai", [S("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48))], "api.perplexity.ai", "Authorization: Bearer {}")


def v_xai():
    return Vd("xAI", "ai", [S("XAI_API_KEY", "xai-" + rs(AN, 80))], "api.x.ai", "Authorization: Bearer {}")


def v_deepseek():
    return Vd("DeepSeek", "ai", [S("DEEPSEEK_API_KEY", "sk-" + hx(32))], "api.deepseek.com", "Authorization: Bearer {}")


def v_moonshot():
    return Vd("Moonshot AI", "ai", [S("MOONSHOT_API_KEY", "sk-" + rs(AN, 48))], "api.moonshot.cn", "Authorization: Bearer {}")


def v_dashscope():
    return Vd("Alibaba DashScope", "ai", [S("DASHSCOPE_API_KEY", "sk-" + hx(32))], "dashscope.aliyuncs.com", "Authorization: Bearer {}")


def v_zhipu():
    return Vd("Zhipu AI", "ai", [S("ZHIPUAI_API_KEY", hx(32) + "." + rs(AN, 16))], "open.bigmodel.cn", "Authorization: Bearer {}")


def v_openrouter():
    return Vd("OpenRouter", "ai", [S("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))], "openrouter.ai", "Authorization: Bearer {}")


def v_pinecone():
    return Vd("Pinecone", "ai", [S("PINECONE_API_KEY", "pcsk_" + rs(AN, 6) + "_" + rs(AN, 63))], "api.pinecone.io", "Api-Key: {}")


def v_langsmith():
    return Vd("LangSmith", "ai", [S("LANGSMITH_API_KEY", "lsv2_" + pick(["pt", "sk"]) + "_" + hx(32) + "_" + hx(10)),
                                  I("LANGSMITH_PROJECT", pick(["rag-eval", "support-bot", "agent-dev"]))])


def v_wandb():
    return Vd("Weights & Biases", "ai", [S("WANDB_API_KEY", hx(40))])


def v_elevenlabs():
    return Vd("ElevenLabs", "ai", [S("ELEVENLABS_API_KEY", "sk_" + hx(48))], "api.elevenlabs.io", "xi-api-key: {}")


def v_voyage():
    return Vd("Voyage AI", "ai", [S("VOYAGE_API_KEY", "pa-" + rs(B64U, 43))], "api.voyageai.com", "Authorization: Bearer {}")


def v_tavily():
    return Vd("Tavily", "ai", [S("TAVILY_API_KEY", "tvly-" + pick(["", "dev-"]) + rs(AN, 32))])


def v_deepgram():
    return Vd("Deepgram", "ai", [S("DEEPGRAM_API_KEY", hx(40))], "api.deepgram.com", "Authorization: Token {}")


def v_assemblyai():
    return Vd("AssemblyAI", "ai", [S("ASSEMBLYAI_API_KEY", hx(32))], "api.assemblyai.com", "authorization: {}")


def v_together():
    return Vd("Together AI", "ai", [S("TOGETHER_API_KEY", hx(64))], "api.together.xyz", "Authorization: Bearer {}")


def v_fireworks():
    return Vd("Fireworks AI", "ai", [S("FIREWORKS_API_KEY", "fw_" + rs(AN, 24))], "api.fireworks.ai", "Authorization: Bearer {}")


def v_qianfan():
    return Vd("Baidu Qianfan", "ai", [S("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(AN, 21) + "/" + hx(40))],
              "qianfan.baidubce.com", "Authorization: Bearer {}")


def v_upstage():
    return Vd("Upstage", "ai", [S("UPSTAGE_API_KEY", "up_" + rs(AN, 29))], "api.upstage.ai", "Authorization: Bearer {}")


def v_clova():
    return Vd("Naver CLOVA Studio", "ai", [S("CLOVASTUDIO_API_KEY", "nv-" + hx(32) + rs(AN, 4))],
              "clovastudio.stream.ntruss.com", "Authorization: Bearer {}")


def v_jina():
    return Vd("Jina AI", "ai", [S("JINA_API_KEY", "jina_" + hx(32) + rs(AN, 28))], "api.jina.ai", "Authorization: Bearer {}")


def v_cerebras():
    return Vd("Cerebras", "ai", [S("CEREBRAS_API_KEY", "csk-" + rs(LODI, 48))], "api.cerebras.ai", "Authorization: Bearer {}")


def v_nvidia():
    return Vd("NVIDIA NIM", "ai", [S("NVIDIA_API_KEY", "nvapi-" + rs(B64U, 64))], "integrate.api.nvidia.com", "Authorization: Bearer {}")


def v_stability():
    return Vd("Stability AI", "ai", [S("STABILITY_API_KEY", "sk-" + rs(AN, 48))], "api.stability.ai", "Authorization: Bearer {}")


# ---- messaging --------------------------------------------------------
def v_slack_bot():
    return Vd("Slack", "messaging", [S("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(AN, 24)))],
              "slack.com", "Authorization: Bearer {}")


def v_slack_user():
    return Vd("Slack", "messaging", [S("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), hx(32)))],
              "slack.com", "Authorization: Bearer {}")


def v_slack_app():
    return Vd("Slack", "messaging", [S("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UPDI, 10), digits(13), hx(64)))])


def v_slack_webhook():
    tok = rs(AN, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDI, 8), rs(UPDI, 10), tok)
    return Vd("Slack", "messaging", [C("SLACK_WEBHOOK_URL", url, [tok])], post_url=True)


def v_slack_signing():
    return Vd("Slack", "messaging", [S("SLACK_SIGNING_SECRET", hx(32))])


def v_discord_bot():
    uid = digits(18)
    tok = b64(uid).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    return Vd("Discord", "messaging", [S("DISCORD_BOT_TOKEN", tok)], "discord.com", "Authorization: Bot {}")


def v_discord_webhook():
    tok = rs(B64U, 68)
    url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
    return Vd("Discord", "messaging", [C("DISCORD_WEBHOOK_URL", url, [tok])], post_url=True)


def v_telegram():
    return Vd("Telegram", "messaging", [S("TELEGRAM_BOT_TOKEN", digits(10) + ":AA" + rs(B64U, 33)),
                                        I("TELEGRAM_CHAT_ID", "-100" + digits(10))])


def v_twilio():
    return Vd("Twilio", "messaging", [I("TWILIO_ACCOUNT_SID", "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", hx(32)),
                                      I("TWILIO_FROM", "+1" + digits(10))], basic=(0, 1))


def v_twilio_apikey():
    return Vd("Twilio", "messaging", [I("TWILIO_ACCOUNT_SID", "AC" + hx(32)), I("TWILIO_API_KEY", "SK" + hx(32)),
                                      S("TWILIO_API_SECRET", rs(AN, 32))], basic=(1, 2))


def v_sendgrid():
    return Vd("SendGrid", "messaging", [S("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
              "api.sendgrid.com", "Authorization: Bearer {}")


def v_mailgun():
    k = pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)])
    return Vd("Mailgun", "messaging", [S("MAILGUN_API_KEY", k), I("MAILGUN_DOMAIN", "mg." + pick(["acme.io", "shop.co.kr", "example-mail.com"]))])


def v_postmark():
    return Vd("Postmark", "messaging", [S("POSTMARK_SERVER_TOKEN", uuid4())], "api.postmarkapp.com", "X-Postmark-Server-Token: {}")


def v_vonage():
    return Vd("Vonage", "messaging", [I("VONAGE_API_KEY", hx(8)), S("VONAGE_API_SECRET", rs(AN, 16))], basic=(0, 1))


def v_teams():
    h = hx(32)
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
        pick(["contoso", "acmecorp", "globex"]), uuid4(), uuid4(), h, uuid4())
    return Vd("Microsoft Teams", "messaging", [C("TEAMS_WEBHOOK_URL", url, [h])], post_url=True)


def v_mattermost():
    h = rs(LODI, 26)
    url = "https://chat.%s/hooks/%s" % (pick(["acme.dev", "corp.internal", "team.example.org"]), h)
    return Vd("Mattermost", "messaging", [C("MATTERMOST_WEBHOOK_URL", url, [h])], post_url=True)


def v_pushover():
    return Vd("Pushover", "messaging", [S("PUSHOVER_APP_TOKEN", "a" + rs(LODI, 29)), I("PUSHOVER_USER_KEY", "u" + rs(LODI, 29))])


def v_line():
    return Vd("LINE Messaging API", "messaging", [S("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "="),
                                                  S("LINE_CHANNEL_SECRET", hx(32))],
              "api.line.me", None)


def v_kakao_admin():
    return Vd("Kakao", "messaging", [S("KAKAO_ADMIN_KEY", hx(32))], "kapi.kakao.com", "Authorization: KakaoAK {}")


def v_kakao_rest():
    return Vd("Kakao", "messaging", [S("KAKAO_REST_API_KEY", hx(32)), S("KAKAO_CLIENT_SECRET", rs(AN, 32))])


def v_solapi():
    return Vd("Solapi (CoolSMS)", "messaging", [S("SOLAPI_API_KEY", "NCS" + rs(UPDI, 13)),
                                                S("SOLAPI_API_SECRET", rs(UPDI, 32)), I("SOLAPI_SENDER", "010" + digits(8, False))])


def v_aligo():
    return Vd("Aligo", "messaging", [S("ALIGO_API_KEY", rs(LODI, 32)), I("ALIGO_USER_ID", pick(["acmeshop", "devteam01", "hanbit_mall"]))])


def v_dingtalk():
    at = hx(64)
    sec = "SEC" + hx(64)
    url = "https://oapi.dingtalk.com/robot/send?access_token=" + at
    return Vd("DingTalk", "messaging", [C("DINGTALK_WEBHOOK", url, [at]), S("DINGTALK_SECRET", sec)], post_url=True)


def v_feishu():
    hook = uuid4()
    url = "https://open.feishu.cn/open-apis/bot/v2/hook/" + hook
    return Vd("Feishu", "messaging", [C("FEISHU_WEBHOOK", url, [hook]), S("FEISHU_SIGN_SECRET", rs(AN, 22))], post_url=True)


def v_feishu_app():
    return Vd("Feishu", "messaging", [I("FEISHU_APP_ID", "cli_" + hx(16)), S("FEISHU_APP_SECRET", rs(AN, 32))])


def v_wecom():
    k = uuid4()
    url = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + k
    return Vd("WeCom", "messaging", [C("WECOM_WEBHOOK", url, [k])], post_url=True)


def v_chatwork():
    return Vd("Chatwork", "messaging", [S("CHATWORK_API_TOKEN", hx(32))], "api.chatwork.com", "X-ChatWorkToken: {}")


def v_zulip():
    return Vd("Zulip", "messaging", [I("ZULIP_EMAIL", "deploy-bot@" + pick(["acme.zulipchat.com", "chat.corp.example"])),
                                     S("ZULIP_API_KEY", rs(AN, 32))], basic=(0, 1))


def v_brevo():
    return Vd("Brevo", "messaging", [S("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(AN, 16))],
              "api.brevo.com", "api-key: {}")


def v_mailjet():
    return Vd("Mailjet", "messaging", [I("MJ_APIKEY_PUBLIC", hx(32)), S("MJ_APIKEY_PRIVATE", hx(32))], basic=(0, 1))


def v_fcm():
    return Vd("Firebase Cloud Messaging", "messaging",
              [S("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))],
              "fcm.googleapis.com", "Authorization: key={}")


def v_onesignal():
    return Vd("OneSignal", "messaging", [I("ONESIGNAL_APP_ID", uuid4()),
                                         S("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(B32L, 113))],
              "api.onesignal.com", "Authorization: Key {}")


def v_pusher():
    return Vd("Pusher", "messaging", [I("PUSHER_APP_ID", digits(7)), I("PUSHER_KEY", hx(20)),
                                      S("PUSHER_SECRET", hx(20)), I("PUSHER_CLUSTER", pick(["ap3", "eu", "mt1"]))])


def v_ably():
    return Vd("Ably", "messaging", [S("ABLY_API_KEY", rs(AN, 6) + "." + rs(AN, 6) + ":" + rs(B64U, 43))])


def v_stream():
    return Vd("Stream", "messaging", [I("STREAM_API_KEY", rs(LODI, 12)), S("STREAM_API_SECRET", rs(LODI, 64))])


def v_sendbird():
    return Vd("Sendbird", "messaging", [I("SENDBIRD_APP_ID", uuid4().upper()), S("SENDBIRD_API_TOKEN", hx(40))],
              None, "Api-Token: {}")


def v_channelio():
    return Vd("Channel Talk", "messaging", [I("CHANNEL_ACCESS_KEY", hx(24)), S("CHANNEL_ACCESS_SECRET", hx(32))],
              "api.channel.io", None)


def v_infobip():
    return Vd("Infobip", "messaging", [S("INFOBIP_API_KEY", hx(32) + "-" + uuid4())],
              pick(["xk2n9p", "6gqz4e", "m3vwd1"]) + ".api.infobip.com", "Authorization: App {}")


def v_bird():
    return Vd("MessageBird", "messaging", [S("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25))],
              "rest.messagebird.com", "Authorization: AccessKey {}")


def v_resend():
    return Vd("Resend", "messaging", [S("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24))],
              "api.resend.com", "Authorization: Bearer {}")


def v_courier():
    return Vd("Courier", "messaging", [S("COURIER_AUTH_TOKEN", "pk_prod_" + rs(UPDI, 28))],
              "api.courier.com", "Authorization: Bearer {}")


# ---- observability ----------------------------------------------------
def v_datadog():
    return Vd("Datadog", "observability", [S("DD_API_KEY", hx(32)), S("DD_APP_KEY", hx(40)),
                                           I("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]))])


def v_newrelic():
    return Vd("New Relic", "observability", [S("NEW_RELIC_API_KEY", "NRAK-" + rs(UPDI, 27))],
              "api.newrelic.com", "API-Key: {}")


def v_newrelic_lic():
    return Vd("New Relic", "observability", [S("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL"),
                                             I("NEW_RELIC_APP_NAME", pick(["checkout-api", "ledger", "search"]))])


def v_grafana():
    return Vd("Grafana", "observability", [S("GRAFANA_SA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hx(8))],
              "grafana.%s" % pick(["acme.dev", "internal.example.com"]), "Authorization: Bearer {}")


def v_grafana_cloud():
    body = b64(json.dumps({"o": digits(6), "n": pick(["stack-write", "alloy-push"]), "k": rs(AN, 24),
                           "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2"])}}, separators=(",", ":")))
    return Vd("Grafana Cloud", "observability", [I("GRAFANA_CLOUD_INSTANCE_ID", digits(6)),
                                                 S("GRAFANA_CLOUD_API_KEY", "glc_" + body)])


def v_honeycomb():
    return Vd("Honeycomb", "observability", [S("HONEYCOMB_API_KEY", rs(AN, 22))],
              "api.honeycomb.io", "X-Honeycomb-Team: {}")


def v_splunk():
    return Vd("Splunk HEC", "observability", [S("SPLUNK_HEC_TOKEN", uuid4())],
              "splunk.%s:8088" % pick(["corp.example", "logs.acme.io"]), "Authorization: Splunk {}")


def v_elastic():
    kid = rs(B64U, 20)
    raw = kid + ":" + rs(B64U, 22)
    enc = b64(raw)
    return Vd("Elastic", "observability", [S("ELASTIC_API_KEY", enc)],
              "%s.es.%s.aws.found.io" % (hx(12), pick(["ap-northeast-2", "eu-west-1"])), "Authorization: ApiKey {}")


def v_dynatrace():
    return Vd("Dynatrace", "observability", [S("DT_API_TOKEN", "dt0c01." + rs(UPDI, 24) + "." + rs(UPDI, 64))],
              "%s.live.dynatrace.com" % rs(LO, 8), "Authorization: Api-Token {}")


def v_pagerduty():
    return Vd("PagerDuty", "observability", [S("PAGERDUTY_ROUTING_KEY", hx(32))])


def v_pagerduty_api():
    return Vd("PagerDuty", "observability", [S("PAGERDUTY_API_TOKEN", "u+" + rs(B64U, 18))],
              "api.pagerduty.com", "Authorization: Token token={}")


def v_sentry_org():
    payload = b64(json.dumps({"iat": float(ts()) + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                              "org": pick(["acme", "hanbit", "globex-kr"])}, separators=(",", ":"))).rstrip("=")
    return Vd("Sentry", "observability", [S("SENTRY_AUTH_TOKEN", "sntrys_" + payload + "_" + rs(B64U, 43))])


def v_sentry_user():
    return Vd("Sentry", "observability", [S("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))],
              "sentry.io", "Authorization: Bearer {}")


def v_axiom():
    return Vd("Axiom", "observability", [S("AXIOM_TOKEN", "xaat-" + uuid4()), I("AXIOM_DATASET", pick(["vercel", "k8s-logs", "traces"]))],
              "api.axiom.co", "Authorization: Bearer {}")


def v_betterstack():
    return Vd("Better Stack", "observability", [S("LOGTAIL_SOURCE_TOKEN", rs(AN, 24))],
              "in.logs.betterstack.com", "Authorization: Bearer {}")


def v_rollbar():
    return Vd("Rollbar", "observability", [S("ROLLBAR_ACCESS_TOKEN", hx(32))], "api.rollbar.com", "X-Rollbar-Access-Token: {}")


def v_mackerel():
    return Vd("Mackerel", "observability", [S("MACKEREL_APIKEY", rs(AN, 44))], "api.mackerelio.com", "X-Api-Key: {}")


def v_logzio():
    return Vd("Logz.io", "observability", [S("LOGZIO_SHIPPING_TOKEN", rs(LO, 32))])


# ---- CI, source hosting, package registries, infra tooling -----------
def v_gh_classic():
    return Vd("GitHub", "ci", [S("GITHUB_TOKEN", "ghp_" + rs(AN, 36))], "api.github.com", "Authorization: token {}")


def v_gh_fine():
    return Vd("GitHub", "ci", [S("GH_TOKEN", "github_pat_11" + rs(UPDI, 20) + "_" + rs(AN, 59))],
              "api.github.com", "Authorization: Bearer {}")


def v_gh_oauth():
    return Vd("GitHub", "ci", [S("GITHUB_OAUTH_TOKEN", "gho_" + rs(AN, 36))], "api.github.com", "Authorization: Bearer {}")


def v_gh_app_secret():
    return Vd("GitHub", "ci", [I("GITHUB_APP_CLIENT_ID", "Iv23li" + rs(AN, 14)), S("GITHUB_APP_CLIENT_SECRET", hx(40))])


def v_gitlab():
    return Vd("GitLab", "ci", [S("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))], "gitlab.com", "PRIVATE-TOKEN: {}")


def v_gitlab_runner():
    return Vd("GitLab", "ci", [S("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))])


def v_gitlab_deploy():
    return Vd("GitLab", "ci", [I("DEPLOY_USER", "gitlab+deploy-token-" + digits(7)), S("DEPLOY_TOKEN", "gldt-" + rs(B64U, 20))], basic=(0, 1))


def v_gitlab_trigger():
    return Vd("GitLab", "ci", [S("TRIGGER_TOKEN", "glptt-" + hx(40))])


def v_npm():
    return Vd("npm", "registry", [S("NPM_TOKEN", "npm_" + rs(AN, 36))], "registry.npmjs.org", "Authorization: Bearer {}")


def v_pypi():
    return Vd("PyPI", "registry", [S("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randrange(150, 175)))])


def v_rubygems():
    return Vd("RubyGems", "registry", [S("GEM_HOST_API_KEY", "rubygems_" + hx(48))], "rubygems.org", "Authorization: {}")


def v_nuget():
    return Vd("NuGet", "registry", [S("NUGET_API_KEY", "oy2" + rs(LODI, 43))])


def v_dockerhub():
    return Vd("Docker Hub", "registry", [I("DOCKERHUB_USERNAME", pick(["acmebuild", "ci-robot", "hanbitdev"])),
                                         S("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))])


def v_crates():
    return Vd("crates.io", "registry", [S("CARGO_REGISTRY_TOKEN", "cio" + rs(AN, 32))])


def v_jfrog():
    return Vd("JFrog Artifactory", "registry", [I("ARTIFACTORY_USER", pick(["ci-deployer", "svc-build"])),
                                                S("ARTIFACTORY_API_KEY", "AKCp" + rs(AN, 69))],
              "acme.jfrog.io", "X-JFrog-Art-Api: {}")


def v_jfrog_ref():
    return Vd("JFrog Artifactory", "registry", [S("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + rs(AN, 48))],
              "acme.jfrog.io", "Authorization: Bearer {}")


def v_tfc():
    return Vd("Terraform Cloud", "infra", [S("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))],
              "app.terraform.io", "Authorization: Bearer {}")


def v_vault():
    return Vd("HashiCorp Vault", "infra", [I("VAULT_ADDR", "https://vault.%s:8200" % pick(["corp.example", "infra.acme.io"])),
                                           S("VAULT_TOKEN", "hvs." + rs(AN, 24))], None, None)


def v_vault_long():
    return Vd("HashiCorp Vault", "infra", [S("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86))])


def v_pulumi():
    return Vd("Pulumi", "infra", [S("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))], "api.pulumi.com", "Authorization: token {}")


def v_doppler():
    return Vd("Doppler", "infra", [S("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 43))])


def v_circleci():
    return Vd("CircleCI", "ci", [S("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hx(40))],
              "circleci.com", "Circle-Token: {}")


def v_buildkite():
    return Vd("Buildkite", "ci", [S("BUILDKITE_API_TOKEN", "bkua_" + hx(40))], "api.buildkite.com", "Authorization: Bearer {}")


def v_buildkite_agent():
    return Vd("Buildkite", "ci", [S("BUILDKITE_AGENT_TOKEN", rs(LODI, 50))])


def v_jenkins():
    return Vd("Jenkins", "ci", [I("JENKINS_USER", pick(["deploy", "ci-admin", "release-bot"])),
                                S("JENKINS_API_TOKEN", "11" + hx(32))], basic=(0, 1))


def v_sonar():
    return Vd("SonarQube", "ci", [S("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40))])


def v_snyk():
    return Vd("Snyk", "ci", [S("SNYK_TOKEN", uuid4())])


def v_codecov():
    return Vd("Codecov", "ci", [S("CODECOV_TOKEN", uuid4())])


def v_bitbucket():
    return Vd("Bitbucket", "ci", [I("BITBUCKET_USERNAME", pick(["jkim-dev", "release_bot", "mpark"])),
                                  S("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + HX(8))], basic=(0, 1))


def v_atlassian():
    return Vd("Atlassian", "saas", [I("JIRA_EMAIL", pick(["ops@acme.io", "jira-bot@hanbit.co.kr"])),
                                    S("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + HX(8))], basic=(0, 1))


def v_expo():
    return Vd("Expo", "ci", [S("EXPO_TOKEN", rs(B64U, 40))])


def v_travis():
    return Vd("Travis CI", "ci", [S("TRAVIS_API_TOKEN", rs(B64U, 22))], "api.travis-ci.com", "Authorization: token {}")


def v_gitee():
    return Vd("Gitee", "ci", [S("GITEE_TOKEN", hx(32))])


def v_age():
    return Vd("age", "infra", [S("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))])


def v_tailscale():
    return Vd("Tailscale", "infra", [S("TS_AUTHKEY", "tskey-auth-k" + rs(AN, 7) + "CNTRL-" + rs(AN, 33))])


def v_tailscale_api():
    return Vd("Tailscale", "infra", [S("TAILSCALE_API_KEY", "tskey-api-k" + rs(AN, 7) + "CNTRL-" + rs(AN, 33))],
              "api.tailscale.com", "Authorization: Bearer {}")


def v_ngrok():
    return Vd("ngrok", "infra", [S("NGROK_AUTHTOKEN", "2" + rs(AN, 26) + "_" + rs(AN, 21))])


def v_1password():
    body = b64(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                                                                          "iterations": 650000, "salt": rs(B64U, 22)},
                           "email": rs(LODI, 13) + "@1passwordserviceaccounts.com", "srpX": hx(64)},
                          separators=(",", ":"))).rstrip("=")
    return Vd("1Password", "infra", [S("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + body)])


def v_gradle():
    return Vd("Gradle Plugin Portal", "registry", [S("GRADLE_PUBLISH_KEY", rs(AN, 32)), S("GRADLE_PUBLISH_SECRET", rs(AN, 32))])


def v_sonatype():
    return Vd("Sonatype OSSRH", "registry", [I("OSSRH_USERNAME", rs(AN, 8)), S("OSSRH_PASSWORD", rs(B64, 44))])


def v_jetbrains():
    tok = "perm:" + b64(pick(["release-bot", "jkim", "plugin-ci"])).rstrip("=") + "." + b64(digits(2) + "-" + digits(3)).rstrip("=") + "." + rs(AN, 30)
    return Vd("JetBrains Marketplace", "registry", [S("JETBRAINS_MARKETPLACE_TOKEN", tok)])


def v_cloudsmith():
    return Vd("Cloudsmith", "registry", [S("CLOUDSMITH_API_KEY", hx(40))], "api.cloudsmith.io", "X-Api-Key: {}")


def v_quay():
    return Vd("Quay.io", "registry", [I("QUAY_ROBOT", pick(["acme+ci_push", "platform+deployer"])), S("QUAY_ROBOT_TOKEN", rs(UPDI, 64))])


def v_harbor():
    return Vd("Harbor", "registry", [I("HARBOR_ROBOT", "robot$%s+ci" % pick(["library", "backend", "ml"])), S("HARBOR_ROBOT_SECRET", rs(AN, 32))])


# ---- payments, fintech, exchanges -------------------------------------
def v_stripe():
    k = "sk_live_" + pick(["51" + rs(AN, 97), rs(AN, 24)])
    return Vd("Stripe", "payments", [S("STRIPE_SECRET_KEY", k)], "api.stripe.com", "Authorization: Bearer {}")


def v_stripe_rk():
    return Vd("Stripe", "payments", [S("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(AN, 97))], "api.stripe.com", "Authorization: Bearer {}")


def v_stripe_whsec():
    return Vd("Stripe", "payments", [S("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))])


def v_paypal():
    return Vd("PayPal", "payments", [I("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))], basic=(0, 1))


def v_square():
    return Vd("Square", "payments", [S("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))],
              "connect.squareup.com", "Authorization: Bearer {}")


def v_square_app():
    return Vd("Square", "payments", [I("SQUARE_APPLICATION_ID", "sq0idp-" + rs(B64U, 22)),
                                     S("SQUARE_APPLICATION_SECRET", "sq0csp-" + rs(B64U, 43))])


def v_braintree():
    return Vd("Braintree", "payments", [S("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LODI, 16), hx(32)))])


def v_braintree_keys():
    return Vd("Braintree", "payments", [I("BT_MERCHANT_ID", rs(LODI, 16)), I("BT_PUBLIC_KEY", rs(LODI, 16)),
                                        S("BT_PRIVATE_KEY", hx(32))])


def v_razorpay():
    return Vd("Razorpay", "payments", [I("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14)), S("RAZORPAY_KEY_SECRET", rs(AN, 24))], basic=(0, 1))


def v_paystack():
    return Vd("Paystack", "payments", [S("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))], "api.paystack.co", "Authorization: Bearer {}")


def v_flutterwave():
    return Vd("Flutterwave", "payments", [S("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X")], "api.flutterwave.com", "Authorization: Bearer {}")


def v_mollie():
    return Vd("Mollie", "payments", [S("MOLLIE_API_KEY", "live_" + rs(AN, 30))], "api.mollie.com", "Authorization: Bearer {}")


def v_adyen():
    k = "AQE" + rs(B64, 77) + "=-" + b64(rb(32)) + "-" + rs(AN + "()!*;,", 16)
    return Vd("Adyen", "payments", [S("ADYEN_API_KEY", k), I("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeShopECOM", "HanbitKR_Online"]))],
              "checkout-test.adyen.com", "X-API-Key: {}")


def v_klarna():
    return Vd("Klarna", "payments", [I("KLARNA_USERNAME", "K" + digits(6) + "_" + hx(12)),
                                     S("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 54))], basic=(0, 1))


def v_gocardless():
    return Vd("GoCardless", "payments", [S("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))],
              "api.gocardless.com", "Authorization: Bearer {}")


def v_checkout():
    return Vd("Checkout.com", "payments", [S("CKO_SECRET_KEY", "sk_sbox_" + rs(B32L, 26) + rs(DI, 2))],
              "api.sandbox.checkout.com", "Authorization: Bearer {}")


def v_paddle():
    k = "pdl_live_apikey_01" + rs(LODI, 24) + "_" + rs(AN, 22) + "_" + rs(AN, 3)
    return Vd("Paddle", "payments", [S("PADDLE_API_KEY", k)], "api.paddle.com", "Authorization: Bearer {}")


def v_wise():
    return Vd("Wise", "payments", [S("WISE_API_TOKEN", uuid4())], "api.transferwise.com", "Authorization: Bearer {}")


def v_plaid():
    return Vd("Plaid", "payments", [I("PLAID_CLIENT_ID", hx(24)), S("PLAID_SECRET", hx(30)), I("PLAID_ENV", "production")])


def v_toss():
    return Vd("Toss Payments", "payments", [S("TOSS_SECRET_KEY", "live_sk_" + rs(AN, 28))])


def v_toss_widget():
    return Vd("Toss Payments", "payments", [I("TOSS_CLIENT_KEY", "live_gck_" + rs(AN, 28)),
                                            S("TOSS_WIDGET_SECRET_KEY", "live_gsk_" + rs(AN, 28))])


def v_portone():
    return Vd("PortOne", "payments", [S("PORTONE_API_SECRET", rs(AN, 80)), I("PORTONE_STORE_ID", "store-" + uuid4())],
              "api.portone.io", "Authorization: PortOne {}")


def v_iamport():
    return Vd("PortOne (iamport)", "payments", [I("IMP_KEY", digits(16)), S("IMP_SECRET", rs(AN, 80))])


def v_kakaopay():
    return Vd("Kakao Pay", "payments", [I("KAKAOPAY_CID", "TC0ONETIME"), S("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + HX(37))],
              "open-api.kakaopay.com", "Authorization: SECRET_KEY {}")


def v_naverpay():
    return Vd("Naver Pay", "payments", [I("NAVERPAY_CLIENT_ID", rs(AN, 20)), S("NAVERPAY_CLIENT_SECRET", rs(AN, 10)),
                                        I("NAVERPAY_CHAIN_ID", rs(AN, 12))])


def v_nicepay():
    return Vd("NICEPAY", "payments", [I("NICEPAY_MID", "nicepay" + digits(3) + "m"), S("NICEPAY_MERCHANT_KEY", b64(rb(64)))])


def v_payjp():
    return Vd("PAY.JP", "payments", [S("PAYJP_SECRET_KEY", "sk_live_" + hx(24))])


def v_gmo():
    return Vd("GMO Payment Gateway", "payments", [I("GMO_SHOP_ID", "tshop" + digits(8, False)), S("GMO_SHOP_PASS", rs(LODI, 8))])


def v_wechatpay():
    return Vd("WeChat Pay", "payments", [I("WXPAY_MCH_ID", "16" + digits(8, False)), S("WXPAY_API_V3_KEY", rs(AN, 32)),
                                         I("WXPAY_SERIAL_NO", HX(40))])


def v_wechat_mp():
    return Vd("WeChat", "messaging", [I("WECHAT_APPID", "wx" + hx(16)), S("WECHAT_APPSECRET", hx(32))])


def v_alipay_aes():
    return Vd("Alipay", "payments", [I("ALIPAY_APP_ID", "2021" + digits(12, False)), S("ALIPAY_ENCRYPT_KEY", b64(rb(16)))])


def v_linepay():
    return Vd("LINE Pay", "payments", [I("LINEPAY_CHANNEL_ID", digits(10)), S("LINEPAY_CHANNEL_SECRET", hx(32))])


def v_coinbase_cdp():
    name = "organizations/%s/apiKeys/%s" % (uuid4(), uuid4())
    return Vd("Coinbase CDP", "payments", [I("CDP_API_KEY_NAME", name), S("CDP_API_KEY_SECRET", b64(rb(64)))])


def v_upbit():
    return Vd("Upbit", "payments", [S("UPBIT_ACCESS_KEY", rs(AN, 40)), S("UPBIT_SECRET_KEY", rs(AN, 40))])


def v_bithumb():
    return Vd("Bithumb", "payments", [S("BITHUMB_API_KEY", hx(32)), S("BITHUMB_SECRET_KEY", hx(32))])


def v_binance():
    return Vd("Binance", "payments", [S("BINANCE_API_KEY", rs(AN, 64)), S("BINANCE_API_SECRET", rs(AN, 64))])


def v_kis():
    return Vd("Korea Investment (KIS)", "payments", [S("KIS_APP_KEY", "PS" + rs(AN, 34)), S("KIS_APP_SECRET", b64(rb(135))),
                                                     I("KIS_ACCOUNT_NO", digits(8) + "-01")])


def v_lemonsqueezy():
    t = ts()
    k = jwt({"typ": "JWT", "alg": "RS256"}, {"aud": "1",
                                             "jti": hx(40), "iat": t, "nbf": t, "exp": t + 31536000,
                                             "sub": digits(7), "scopes": []}, 86)
    return Vd("Lemon Squeezy", "payments", [S("LEMONSQUEEZY_API_KEY", k)], "api.lemonsqueezy.com", "Authorization: Bearer {}")


# ---- SaaS, data APIs ---------------------------------------------------
def v_shopify():
    return Vd("Shopify", "saas", [I("SHOPIFY_STORE", pick(["acme-kr", "hanbit-goods", "tokyo-cafe"]) + ".myshopify.com"),
                                  S("SHOPIFY_ADMIN_TOKEN", "shpat_" + hx(32))],
              None, "X-Shopify-Access-Token: {}")


def v_shopify_ss():
    return Vd("Shopify", "saas", [I("SHOPIFY_API_KEY", hx(32)), S("SHOPIFY_API_SECRET", "shpss_" + hx(32))])


def v_postman():
    return Vd("Postman", "saas", [S("POSTMAN_API_KEY", "PMAK-" + hx(24) + "-" + hx(34))], "api.getpostman.com", "X-Api-Key: {}")


def v_figma():
    return Vd("Figma", "saas", [S("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], "api.figma.com", "X-Figma-Token: {}")


def v_notion():
    return Vd("Notion", "saas", [S("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]))],
              "api.notion.com", "Authorization: Bearer {}")


def v_airtable():
    return Vd("Airtable", "saas", [S("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hx(64))], "api.airtable.com", "Authorization: Bearer {}")


def v_linear():
    return Vd("Linear", "saas", [S("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))], "api.linear.app", "Authorization: {}")


def v_asana():
    return Vd("Asana", "saas", [S("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hx(32))],
              "app.asana.com", "Authorization: Bearer {}")


def v_hubspot():
    return Vd("HubSpot", "saas", [S("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())],
              "api.hubapi.com", "Authorization: Bearer {}")


def v_zendesk():
    return Vd("Zendesk", "saas", [I("ZENDESK_EMAIL", pick(["support-bot@acme.io", "cs-ops@hanbit.co.kr"]) + "/token"),
                                  S("ZENDESK_API_TOKEN", rs(AN, 40))], basic=(0, 1))


def v_freshdesk():
    return Vd("Freshdesk", "saas", [S("FRESHDESK_API_KEY", rs(AN, 20))])


def v_mailchimp():
    return Vd("Mailchimp", "saas", [S("MAILCHIMP_API_KEY", hx(32) + "-us" + str(R.randrange(1, 22)))])


def v_algolia():
    return Vd("Algolia", "saas", [I("ALGOLIA_APP_ID", rs(UPDI, 10)), S("ALGOLIA_ADMIN_API_KEY", hx(32))],
              None, "X-Algolia-API-Key: {}")


def v_mapbox_sk():
    user = pick(["acme-maps", "hanbit", "delivery-kr"])
    mid = b64u(json.dumps({"u": user, "a": rs(LODI, 25)}, separators=(",", ":")))
    return Vd("Mapbox", "saas", [S("MAPBOX_SECRET_TOKEN", "sk." + mid + "." + rs(B64U, 22))])


def v_contentful():
    return Vd("Contentful", "saas", [I("CONTENTFUL_SPACE_ID", rs(LODI, 12)), S("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))])


def v_okta():
    return Vd("Okta", "saas", [I("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "dev-" + digits(8)])),
                               S("OKTA_API_TOKEN", "00" + rs(B64U, 40))], None, "Authorization: SSWS {}")


def v_auth0():
    return Vd("Auth0", "saas", [I("AUTH0_DOMAIN", pick(["acme.us.auth0.com", "hanbit.jp.auth0.com"])),
                                I("AUTH0_CLIENT_ID", rs(AN, 32)), S("AUTH0_CLIENT_SECRET", rs(B64U, 64))])


def v_clerk():
    return Vd("Clerk", "saas", [S("CLERK_SECRET_KEY", "sk_live_" + rs(AN, 40))], "api.clerk.com", "Authorization: Bearer {}")


def v_trello():
    return Vd("Trello", "saas", [I("TRELLO_API_KEY", hx(32)), S("TRELLO_TOKEN", "ATTA" + hx(64) + HX(8))])


def v_dropbox():
    return Vd("Dropbox", "saas", [S("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64U, 135))], "api.dropboxapi.com", "Authorization: Bearer {}")


def v_meta_app():
    return Vd("Meta", "saas", [I("FB_APP_ID", digits(15)), S("FB_APP_SECRET", hx(32))])


def v_meta_page():
    return Vd("Meta", "saas", [S("FB_PAGE_ACCESS_TOKEN", "EAA" + rs(AN, 4) + "ZC" + rs(AN, 170))], "graph.facebook.com", None)


def v_x_bearer():
    k = "A" * 22 + rs(AN, 6) + "A" * 7 + pct(b64(rb(21))) + rs(AN, 50)
    return Vd("X (Twitter)", "saas", [S("TWITTER_BEARER_TOKEN", k)], "api.twitter.com", "Authorization: Bearer {}")


def v_twitch():
    return Vd("Twitch", "saas", [I("TWITCH_CLIENT_ID", rs(LODI, 30)), S("TWITCH_CLIENT_SECRET", rs(LODI, 30))])


def v_salesforce():
    return Vd("Salesforce", "saas", [I("SF_USERNAME", pick(["integration@acme.com", "api.user@hanbit.co.kr"])),
                                     S("SF_PASSWORD", pick(["Tr4nsit!on", "Orbit#2291x", "Q3-Launch!pad"]) + rs(AN, 3)),
                                     S("SF_SECURITY_TOKEN", rs(AN, 24))])


def v_zoom():
    return Vd("Zoom", "saas", [I("ZOOM_ACCOUNT_ID", rs(B64U, 22)), I("ZOOM_CLIENT_ID", rs(B64U, 22)),
                               S("ZOOM_CLIENT_SECRET", rs(AN, 32))])


def v_box():
    return Vd("Box", "saas", [I("BOX_CLIENT_ID", rs(LODI, 32)), S("BOX_CLIENT_SECRET", rs(AN, 32))])


def v_intercom():
    return Vd("Intercom", "saas", [S("INTERCOM_ACCESS_TOKEN", b64("tok:" + uuid4() + ":" + uuid4()[:13]))],
              "api.intercom.io", "Authorization: Bearer {}")


def v_mixpanel():
    return Vd("Mixpanel", "saas", [I("MIXPANEL_SA_USERNAME", pick(["etl-export.1a2b3c.mp-service-account", "warehouse.9f8e7d.mp-service-account"])),
                                   S("MIXPANEL_SA_SECRET", rs(AN, 32))], basic=(0, 1))


def v_amplitude():
    return Vd("Amplitude", "saas", [I("AMPLITUDE_API_KEY", hx(32)), S("AMPLITUDE_SECRET_KEY", hx(32))], basic=(0, 1))


def v_posthog():
    return Vd("PostHog", "saas", [S("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(AN, 47))], "us.posthog.com", "Authorization: Bearer {}")


def v_launchdarkly():
    return Vd("LaunchDarkly", "saas", [S("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())])


def v_statsig():
    return Vd("Statsig", "saas", [S("STATSIG_SERVER_SECRET", "secret-" + rs(AN, 43))])


def v_typeform():
    return Vd("Typeform", "saas", [S("TYPEFORM_TOKEN", "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14))],
              "api.typeform.com", "Authorization: Bearer {}")


def v_webflow():
    return Vd("Webflow", "saas", [S("WEBFLOW_API_TOKEN", hx(64))], "api.webflow.com", "Authorization: Bearer {}")


def v_pipedrive():
    return Vd("Pipedrive", "saas", [S("PIPEDRIVE_API_TOKEN", hx(40))])


def v_backlog():
    return Vd("Backlog", "saas", [I("BACKLOG_SPACE", pick(["acme-jp", "nihon-dev"]) + ".backlog.jp"), S("BACKLOG_API_KEY", rs(AN, 64))])


def v_kintone():
    return Vd("kintone", "saas", [I("KINTONE_BASE_URL", "https://%s.cybozu.com" % pick(["acme", "tokyo-sales"])),
                                  S("KINTONE_API_TOKEN", rs(AN, 40))], None, "X-Cybozu-API-Token: {}")


def v_deepl():
    return Vd("DeepL", "saas", [S("DEEPL_AUTH_KEY", uuid4() + ":fx")], "api-free.deepl.com", "Authorization: DeepL-Auth-Key {}")


def v_clickup():
    return Vd("ClickUp", "saas", [S("CLICKUP_API_TOKEN", "pk_" + digits(8) + "_" + rs(UPDI, 32))],
              "api.clickup.com", "Authorization: {}")


def v_todoist():
    return Vd("Todoist", "saas", [S("TODOIST_API_TOKEN", hx(40))], "api.todoist.com", "Authorization: Bearer {}")


def v_spotify():
    return Vd("Spotify", "saas", [I("SPOTIFY_CLIENT_ID", hx(32)), S("SPOTIFY_CLIENT_SECRET", hx(32))], basic=(0, 1))


def v_cloudinary():
    sec = rs(B64U, 27)
    url = "cloudinary://%s:%s@%s" % (digits(15), sec, pick(["acme-media", "dxk2hanbit", "shop-cdn"]))
    return Vd("Cloudinary", "saas", [C("CLOUDINARY_URL", url, [sec])])


def v_zapier():
    tail = rs(LODI, 6)
    url = "https://hooks.zapier.com/hooks/catch/%s/%s/" % (digits(7), tail + rs(LODI, 2))
    sec = url.rsplit("/", 2)[1]
    return Vd("Zapier", "saas", [C("ZAPIER_HOOK_URL", url, [sec])], post_url=True)


def v_customerio():
    return Vd("Customer.io", "saas", [S("CUSTOMERIO_APP_API_KEY", hx(32))], "api.customer.io", "Authorization: Bearer {}")


def v_braze():
    return Vd("Braze", "saas", [S("BRAZE_REST_API_KEY", uuid4()), I("BRAZE_ENDPOINT", "https://rest.iad-0%d.braze.com" % R.randrange(1, 8))],
              None, "Authorization: Bearer {}")


def v_data_go_kr():
    raw = b64(rb(64))
    return Vd("data.go.kr", "saas", [C("DATA_GO_KR_SERVICE_KEY", pct(raw), [pct(raw)])])


def v_opendart():
    return Vd("OpenDART", "saas", [S("DART_API_KEY", hx(40))])


def v_seoul_data():
    return Vd("Seoul Open Data", "saas", [S("SEOUL_OPENAPI_KEY", hx(30))])


def v_kakao_map_rest():
    return Vd("Kakao Local API", "saas", [S("KAKAO_LOCAL_REST_KEY", hx(32))], "dapi.kakao.com", "Authorization: KakaoAK {}")


def v_naver_search():
    return Vd("Naver Developers", "saas", [I("NAVER_CLIENT_ID", rs(AN, 20)), S("NAVER_CLIENT_SECRET", rs(AN, 10))])


def v_smartthings():
    return Vd("SmartThings", "saas", [S("SMARTTHINGS_PAT", uuid4())], "api.smartthings.com", "Authorization: Bearer {}")


def v_gumroad():
    return Vd("Gumroad", "saas", [S("GUMROAD_ACCESS_TOKEN", rs(B64U, 43))])


def v_storyblok():
    return Vd("Storyblok", "saas", [S("STORYBLOK_MANAGEMENT_TOKEN", rs(AN, 24) + "-" + digits(6) + "-" + rs(AN, 20))])


def v_monday():
    t = ts()
    k = jwt({"alg": "HS256"}, {"tid": int(digits(9)), "aai": 11, "uid": int(digits(8)), "iad": "2024-0%d-1%dT0%d:12:45.000Z" % (R.randrange(1, 10), R.randrange(0, 10), R.randrange(0, 10)),
                             "per": "me:write", "actid": int(digits(8)), "rgn": "use1"})
    return Vd("monday.com", "saas", [S("MONDAY_API_TOKEN", k)], "api.monday.com", "Authorization: {}")


VENDORS = [
    # (maker, number of notes)
    (v_aws, 3), (v_aws_sts, 2), (v_gemini, 2), (v_google_oauth, 1), (v_google_refresh, 1), (v_azure_storage, 2),
    (v_azure_ad, 1), (v_azure_openai, 1), (v_azure_devops, 1), (v_azure_sb, 1), (v_alibaba, 2), (v_tencent, 2),
    (v_huawei, 1), (v_baidu, 1), (v_volc, 1), (v_qiniu, 1), (v_ncp, 2), (v_nhn, 1), (v_minio, 1), (v_cloudflare, 1),
    (v_r2, 1), (v_do, 1), (v_do_spaces, 1), (v_hetzner, 1), (v_linode, 1), (v_scaleway, 1), (v_ovh, 1), (v_oci, 1),
    (v_ibm, 1), (v_vultr, 1), (v_yandex, 1), (v_sakura, 1), (v_kakao_cloud, 1),
    (v_vercel, 1), (v_netlify, 1), (v_render, 1), (v_heroku, 1), (v_railway, 1), (v_fly, 1), (v_supabase, 2),
    (v_supabase_new, 1), (v_supabase_pat, 1), (v_planetscale, 1), (v_neon, 1), (v_databricks, 1), (v_astra, 1),
    (v_fauna, 1), (v_influx, 1), (v_turso, 1), (v_upstash, 1), (v_atlas_api, 1), (v_clickhouse, 1), (v_firebase_db, 1),
    (v_openai, 3), (v_openai_legacy, 1), (v_openai_svc, 1), (v_openai_admin, 1), (v_anthropic, 2), (v_anthropic_admin, 1),
    (v_hf, 1), (v_replicate, 1), (v_groq, 1), (v_cohere, 1), (v_mistral, 1), (v_perplexity, 1), (v_xai, 1),
    (v_deepseek, 1), (v_moonshot, 1), (v_dashscope, 1), (v_zhipu, 1), (v_openrouter, 1), (v_pinecone, 1),
    (v_langsmith, 1), (v_wandb, 1), (v_elevenlabs, 1), (v_voyage, 1), (v_tavily, 1), (v_deepgram, 1),
    (v_assemblyai, 1), (v_together, 1), (v_fireworks, 1), (v_qianfan, 1), (v_upstage, 1), (v_clova, 1), (v_jina, 1),
    (v_cerebras, 1), (v_nvidia, 1), (v_stability, 1),
    (v_slack_bot, 2), (v_slack_user, 1), (v_slack_app, 1), (v_slack_webhook, 2), (v_slack_signing, 1), (v_discord_bot, 1),
    (v_discord_webhook, 1), (v_telegram, 2), (v_twilio, 1), (v_twilio_apikey, 1), (v_sendgrid, 1), (v_mailgun, 1),
    (v_postmark, 1), (v_vonage, 1), (v_teams, 1), (v_mattermost, 1), (v_pushover, 1), (v_line, 1), (v_kakao_admin, 1),
    (v_kakao_rest, 1), (v_solapi, 1), (v_aligo, 1), (v_dingtalk, 1), (v_feishu, 1), (v_feishu_app, 1), (v_wecom, 1),
    (v_chatwork, 1), (v_zulip, 1), (v_brevo, 1), (v_mailjet, 1), (v_fcm, 1), (v_onesignal, 1), (v_pusher, 1), (v_ably, 1),
    (v_stream, 1), (v_sendbird, 1), (v_channelio, 1), (v_infobip, 1), (v_bird, 1), (v_resend, 1), (v_courier, 1),
    (v_datadog, 2), (v_newrelic, 1), (v_newrelic_lic, 1), (v_grafana, 1), (v_grafana_cloud, 1), (v_honeycomb, 1),
    (v_splunk, 1), (v_elastic, 1), (v_dynatrace, 1), (v_pagerduty, 1), (v_pagerduty_api, 1), (v_sentry_org, 1),
    (v_sentry_user, 1), (v_axiom, 1), (v_betterstack, 1), (v_rollbar, 1), (v_mackerel, 1), (v_logzio, 1),
    (v_gh_classic, 2), (v_gh_fine, 2), (v_gh_oauth, 1), (v_gh_app_secret, 1), (v_gitlab, 2), (v_gitlab_runner, 1),
    (v_gitlab_deploy, 1), (v_gitlab_trigger, 1), (v_npm, 2), (v_pypi, 1), (v_rubygems, 1), (v_nuget, 1),
    (v_dockerhub, 1), (v_crates, 1), (v_jfrog, 1), (v_jfrog_ref, 1), (v_tfc, 1), (v_vault, 1), (v_vault_long, 1),
    (v_pulumi, 1), (v_doppler, 1), (v_circleci, 1), (v_buildkite, 1), (v_buildkite_agent, 1), (v_jenkins, 1),
    (v_sonar, 1), (v_snyk, 1), (v_codecov, 1), (v_bitbucket, 1), (v_atlassian, 1), (v_expo, 1), (v_travis, 1),
    (v_gitee, 1), (v_age, 1), (v_tailscale, 1), (v_tailscale_api, 1), (v_ngrok, 1), (v_1password, 1), (v_gradle, 1),
    (v_sonatype, 1), (v_jetbrains, 1), (v_cloudsmith, 1), (v_quay, 1), (v_harbor, 1),
    (v_stripe, 3), (v_stripe_rk, 1), (v_stripe_whsec, 1), (v_paypal, 1), (v_square, 1), (v_square_app, 1),
    (v_braintree, 1), (v_braintree_keys, 1), (v_razorpay, 1), (v_paystack, 1), (v_flutterwave, 1), (v_mollie, 1),
    (v_adyen, 1), (v_klarna, 1), (v_gocardless, 1), (v_checkout, 1), (v_paddle, 1), (v_wise, 1), (v_plaid, 1),
    (v_toss, 2), (v_toss_widget, 1), (v_portone, 1), (v_iamport, 1), (v_kakaopay, 1), (v_naverpay, 1), (v_nicepay, 1),
    (v_payjp, 1), (v_gmo, 1), (v_wechatpay, 1), (v_wechat_mp, 1), (v_alipay_aes, 1), (v_linepay, 1),
    (v_coinbase_cdp, 1), (v_upbit, 1), (v_bithumb, 1), (v_binance, 1), (v_kis, 1), (v_lemonsqueezy, 1),
    (v_shopify, 1), (v_shopify_ss, 1), (v_postman, 1), (v_figma, 1), (v_notion, 1), (v_airtable, 1), (v_linear, 1),
    (v_asana, 1), (v_hubspot, 1), (v_zendesk, 1), (v_freshdesk, 1), (v_mailchimp, 1), (v_algolia, 1), (v_mapbox_sk, 1),
    (v_contentful, 1), (v_okta, 1), (v_auth0, 1), (v_clerk, 1), (v_trello, 1), (v_dropbox, 1), (v_meta_app, 1),
    (v_meta_page, 1), (v_x_bearer, 1), (v_twitch, 1), (v_salesforce, 1), (v_zoom, 1), (v_box, 1), (v_intercom, 1),
    (v_mixpanel, 1), (v_amplitude, 1), (v_posthog, 1), (v_launchdarkly, 1), (v_statsig, 1), (v_typeform, 1),
    (v_webflow, 1), (v_pipedrive, 1), (v_backlog, 1), (v_kintone, 1), (v_deepl, 1), (v_clickup, 1), (v_todoist, 1),
    (v_spotify, 1), (v_cloudinary, 1), (v_zapier, 1), (v_customerio, 1), (v_braze, 1), (v_data_go_kr, 2),
    (v_opendart, 1), (v_seoul_data, 1), (v_kakao_map_rest, 1), (v_naver_search, 1), (v_smartthings, 1),
    (v_gumroad, 1), (v_storyblok, 1), (v_monday, 1),
]


# --------------------------------------------------------------------------
# renderers: turn a list of (NAME, value, secrets) items into a snippet
# --------------------------------------------------------------------------
SVCS = ["billing-worker", "api-gateway", "notification-svc", "search-indexer", "payments-api", "admin-web",
        "crawler", "ml-pipeline", "chat-bot", "order-service", "settlement-batch", "media-uploader",
        "auth-service", "report-cron", "mobile-bff", "data-sync", "recommender", "coupon-api", "ingest-worker",
        "webhook-relay", "backoffice", "etl-nightly", "push-sender", "inventory-svc"]
ENVS = ["dev", "staging", "prod", "qa", "sandbox", "preview", "stage", "production"]
IMAGES = ["python:3.12-slim", "node:20-alpine", "golang:1.22", "eclipse-temurin:21-jre", "ruby:3.3",
          "php:8.3-fpm", "mcr.microsoft.com/dotnet/aspnet:8.0"]


def slug(name):
    out = []
    for ch in name.lower():
        out.append(ch if ch in LODI else "_")
    s = "".join(out)
    while "__" in s:
        s = s.replace("__", "_")
    return s.strip("_") or "svc"


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def short_key(var, vd):
    """OPENAI_API_KEY -> api_key (drop the vendor prefix when it is obviously there)"""
    parts = var.lower().split("_")
    if len(parts) > 2:
        return "_".join(parts[1:])
    return var.lower()


def stamp():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(0, 24),
                                                    R.randrange(0, 60), R.randrange(0, 60), R.randrange(0, 1000))


def r_dotenv(vd, items, ctx):
    q = pick(["", "", '"', "'"])
    lines = []
    if chance(0.4):
        lines.append("# %s" % vd["name"])
    lines += ["%s=%s%s%s" % (n, q, v, q) for n, v, _ in items]
    return "\n".join(lines)


def r_export(vd, items, ctx):
    p = pick(["", "$ "])
    return "\n".join('%sexport %s="%s"' % (p, n, v) for n, v, _ in items)


def r_yaml(vd, items, ctx):
    out = ["%s:" % slug(vd["name"])]
    for n, v, _ in items:
        out.append('  %s: "%s"' % (short_key(n, vd), v) if chance(0.5) else "  %s: %s" % (short_key(n, vd), v))
    return "\n".join(out)


def r_json(vd, items, ctx):
    inner = {}
    for n, v, _ in items:
        inner[camel(short_key(n, vd))] = v
    obj = {slug(vd["name"]): inner}
    return json.dumps(obj, indent=2, ensure_ascii=False)


def r_toml(vd, items, ctx):
    return "[%s]\n" % slug(vd["name"]) + "\n".join('%s = "%s"' % (short_key(n, vd), v) for n, v, _ in items)


def r_ini(vd, items, ctx):
    return "[%s]\n" % slug(vd["name"]) + "\n".join("%s = %s" % (short_key(n, vd), v) for n, v, _ in items)


def r_props(vd, items, ctx):
    return "\n".join("%s.%s=%s" % (slug(vd["name"]).replace("_", "-"), short_key(n, vd).replace("_", "-"), v)
                     for n, v, _ in items)


def r_hcl(vd, items, ctx):
    if chance(0.5):
        return "\n".join('%s = "%s"' % (n.lower(), v) for n, v, _ in items)
    out = ['module "%s" {' % ctx["svc"].replace("-", "_"), '  source = "../modules/app"']
    for n, v, _ in items:
        out.append('  %s = "%s"' % (n.lower(), v))
    out.append("}")
    return "\n".join(out)


def r_xml(vd, items, ctx):
    out = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (n, v) for n, v, _ in items] + ["</appSettings>"]
    return "\n".join(out)


def r_dockerfile(vd, items, ctx):
    out = ["FROM %s" % pick(IMAGES), "WORKDIR /app"]
    out += ["ENV %s=%s" % (n, v) for n, v, _ in items]
    out.append("COPY . .")
    return "\n".join(out)


def r_compose(vd, items, ctx):
    out = ["services:", "  %s:" % ctx["svc"], "    image: ghcr.io/acme/%s:%s" % (ctx["svc"], pick(["latest", "1.4.2", "main"])),
           "    environment:"]
    for n, v, _ in items:
        out.append("      %s: %s" % (n, v) if chance(0.6) else "      - %s=%s" % (n, v))
    return "\n".join(out)


def r_k8s(vd, items, ctx):
    out = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-env" % ctx["svc"],
           "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    out += ['  %s: "%s"' % (n, v) for n, v, _ in items]
    return "\n".join(out)


def r_gha(vd, items, ctx):
    out = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    out += ["      %s: %s" % (n, v) for n, v, _ in items]
    out += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % ctx["env"]]
    return "\n".join(out)


def r_gitlab(vd, items, ctx):
    out = ["variables:"] + ['  %s: "%s"' % (n, v) for n, v, _ in items]
    out += ["", "deploy:", "  stage: deploy", "  script:", "    - make deploy ENV=%s" % ctx["env"]]
    return "\n".join(out)


def r_powershell(vd, items, ctx):
    return "\n".join('$env:%s = "%s"' % (n, v) for n, v, _ in items)


def r_systemd(vd, items, ctx):
    out = ["[Service]", "User=app"] + ['Environment="%s=%s"' % (n, v) for n, v, _ in items]
    out.append("ExecStart=/opt/%s/bin/run" % ctx["svc"])
    return "\n".join(out)


def r_kubectl(vd, items, ctx):
    out = ["kubectl -n %s create secret generic %s-env \\" % (ctx["env"], ctx["svc"])]
    out += ["  --from-literal=%s=%s \\" % (n, v) for n, v, _ in items]
    out[-1] = out[-1][:-2]
    return "\n".join(out)


def r_ghcli(vd, items, ctx):
    return "\n".join("gh secret set %s --env %s --body '%s'" % (n, ctx["env"], v) for n, v, _ in items)


def r_docker_run(vd, items, ctx):
    envs = " ".join("-e %s=%s" % (n, v) for n, v, _ in items)
    return "docker run --rm -p 8080:8080 %s ghcr.io/acme/%s:latest" % (envs, ctx["svc"])


def r_helm(vd, items, ctx):
    sets = " \\\n  ".join("--set env.%s=%s" % (n, v) for n, v, _ in items)
    return "helm upgrade --install %s ./charts/%s -n %s \\\n  %s" % (ctx["svc"], ctx["svc"], ctx["env"], sets)


def r_fish(vd, items, ctx):
    return "\n".join("set -gx %s %s" % (n, v) for n, v, _ in items)


def r_py(vd, items, ctx):
    out = ["import os", ""]
    for n, v, _ in items:
        out.append(pick(['os.environ.setdefault("%s", "%s")' % (n, v), '%s = "%s"  # TODO: move to env' % (n, v),
                         'os.environ["%s"] = "%s"' % (n, v)]))
    return "\n".join(out)


def r_js(vd, items, ctx):
    out = ["export const %sConfig = {" % camel(slug(vd["name"]))]
    out += ["  %s: '%s'," % (camel(short_key(n, vd)), v) for n, v, _ in items]
    out.append("};")
    return "\n".join(out)


def r_go(vd, items, ctx):
    out = ["const ("] + ['\t%s = "%s"' % (camel(n), v) for n, v, _ in items] + [")"]
    return "\n".join(out)


def r_java(vd, items, ctx):
    return "\n".join('private static final String %s = "%s";' % (n, v) for n, v, _ in items)


def r_ruby(vd, items, ctx):
    return "\n".join("ENV['%s'] ||= '%s'" % (n, v) for n, v, _ in items)


def r_php(vd, items, ctx):
    out = ["// config/services.php", "'%s' => [" % slug(vd["name"])]
    out += ["    '%s' => env('%s', '%s')," % (short_key(n, vd), n, v) for n, v, _ in items]
    out.append("],")
    return "\n".join(out)


def r_csharp(vd, items, ctx):
    return "\n".join('builder.Configuration["%s:%s"] = "%s";' % (slug(vd["name"]).title().replace("_", ""),
                                                                  camel(short_key(n, vd)).capitalize(), v)
                     for n, v, _ in items)


def r_kotlin(vd, items, ctx):
    return "\n".join('val %s = "%s"' % (camel(n), v) for n, v, _ in items)


def r_rust(vd, items, ctx):
    return "\n".join('std::env::set_var("%s", "%s");' % (n, v) for n, v, _ in items)


def r_swift(vd, items, ctx):
    return "\n".join('static let %s = "%s"' % (camel(short_key(n, vd)), v) for n, v, _ in items)


def r_log(vd, items, ctx):
    kv = ", ".join("%s=%s" % (n, v) for n, v, _ in items)
    lvl = pick(["DEBUG", "INFO", "debug", "TRACE"])
    return "%s %s [%s] config loaded: {%s}" % (stamp(), lvl, ctx["svc"], kv)


def r_diff(vd, items, ctx):
    out = ["diff --git a/.env.%s b/.env.%s" % (ctx["env"], ctx["env"]), "--- a/.env.%s" % ctx["env"],
           "+++ b/.env.%s" % ctx["env"], "@@ -%d,%d +%d,%d @@" % (R.randrange(3, 40), len(items), R.randrange(3, 40), len(items))]
    for n, v, _ in items:
        out.append("-%s=" % n)
    for n, v, _ in items:
        out.append("+%s=%s" % (n, v))
    return "\n".join(out)


def r_table(vd, items, ctx):
    out = ["| variable | value |", "|---|---|"] + ["| %s | %s |" % (n, v) for n, v, _ in items]
    return "\n".join(out)


def r_ps(vd, items, ctx):
    flags = " ".join("--%s=%s" % (n.lower().replace("_", "-"), v) for n, v, _ in items)
    return "$ ps -ef | grep %s\napp %d 1 0 %02d:%02d ? 00:00:%02d /usr/local/bin/%s serve %s" % (
        ctx["svc"], R.randrange(100, 40000), R.randrange(0, 24), R.randrange(0, 60), R.randrange(0, 60), ctx["svc"], flags)


GENERIC_FORMATS = [
    ("dotenv", r_dotenv, ".env.{env}", ".env.{env}"),
    ("shell export", r_export, "my shell profile", "쉘 프로필"),
    ("YAML config", r_yaml, "config/{env}.yaml", "config/{env}.yaml"),
    ("JSON config", r_json, "appsettings.{env}.json", "appsettings.{env}.json"),
    ("TOML", r_toml, "config/{env}.toml", "config/{env}.toml"),
    ("INI", r_ini, "settings.ini", "settings.ini"),
    ("properties", r_props, "application-{env}.properties", "application-{env}.properties"),
    ("HCL tfvars", r_hcl, "{env}.tfvars", "{env}.tfvars"),
    ("XML appSettings", r_xml, "Web.{env}.config", "Web.{env}.config"),
    ("Dockerfile ENV", r_dockerfile, "the Dockerfile", "Dockerfile"),
    ("docker-compose", r_compose, "docker-compose.{env}.yml", "docker-compose.{env}.yml"),
    ("k8s Secret stringData", r_k8s, "k8s/{env}/secret.yaml", "k8s/{env}/secret.yaml"),
    ("GitHub Actions env", r_gha, ".github/workflows/deploy.yml", ".github/workflows/deploy.yml"),
    ("GitLab CI variables", r_gitlab, ".gitlab-ci.yml", ".gitlab-ci.yml"),
    ("PowerShell", r_powershell, "the PowerShell setup script", "PowerShell 세팅 스크립트"),
    ("systemd unit", r_systemd, "/etc/systemd/system/{svc}.service", "/etc/systemd/system/{svc}.service"),
    ("kubectl create secret", r_kubectl, "the runbook", "runbook"),
    ("gh secret set", r_ghcli, "the setup script", "셋업 스크립트"),
    ("docker run -e", r_docker_run, "the README", "README"),
    ("helm --set", r_helm, "the deploy script", "배포 스크립트"),
    ("fish config", r_fish, "~/.config/fish/config.fish", "~/.config/fish/config.fish"),
    ("python code", r_py, "settings.py", "settings.py"),
    ("js/ts code", r_js, "src/config.ts", "src/config.ts"),
    ("go code", r_go, "internal/config/consts.go", "internal/config/consts.go"),
    ("java code", r_java, "ApiConfig.java", "ApiConfig.java"),
    ("ruby code", r_ruby, "config/initializers/env.rb", "config/initializers/env.rb"),
    ("php config", r_php, "config/services.php", "config/services.php"),
    ("c# code", r_csharp, "Program.cs", "Program.cs"),
    ("kotlin code", r_kotlin, "BuildConfig.kt", "BuildConfig.kt"),
    ("rust code", r_rust, "tests/common/mod.rs", "tests/common/mod.rs"),
    ("swift code", r_swift, "Secrets.swift", "Secrets.swift"),
    ("log line", r_log, "the startup log", "기동 로그"),
    ("git diff", r_diff, "the uncommitted diff", "커밋 안 된 diff"),
    ("markdown table", r_table, "the wiki page", "위키 페이지"),
    ("ps output", r_ps, "the process list on the box", "서버 프로세스 목록"),
]


PATHS = {"ai": ["/v1/chat/completions", "/v1/models", "/v1/embeddings", "/v1/messages"],
         "default": ["/v1/me", "/api/v2/users/me", "/v1/status", "/api/v1/health", "/v2/accounts", "/v1/events"]}


def api_path(vd):
    return pick(PATHS.get(vd["group"], PATHS["default"]))


def primary(vd):
    for it in vd["items"]:
        if it[2]:
            return it
    raise AssertionError("vendor without secret item")


def h_curl(vd, ctx):
    n, v, sec = primary(vd)
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    hdr = vd["hdr"].format(v)
    return ('curl -sS %s"https://%s%s" \\\n  -H "%s" \\\n  -H "Content-Type: application/json"'
            % (pick(["", "-X POST ", "-i "]), host, api_path(vd), hdr)), [(n, v, sec)]


def h_http(vd, ctx):
    n, v, sec = primary(vd)
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), api_path(vd)), "Host: %s" % host.split(":")[0],
             vd["hdr"].format(v), "User-Agent: %s/%s" % (ctx["svc"], pick(["1.8.0", "0.3.1", "2.11.4"])),
             "Accept: application/json"]
    return "\n".join(lines), [(n, v, sec)]


def h_pyrequests(vd, ctx):
    n, v, sec = primary(vd)
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    hn, hv = vd["hdr"].split(": ", 1)
    return ('resp = requests.get(\n    "https://%s%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)'
            % (host, api_path(vd), hn, hv.format(v))), [(n, v, sec)]


def h_fetch(vd, ctx):
    n, v, sec = primary(vd)
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    hn, hv = vd["hdr"].split(": ", 1)
    return ("const res = await fetch('https://%s%s', {\n  headers: { '%s': '%s' },\n});"
            % (host, api_path(vd), hn, hv.format(v))), [(n, v, sec)]


def h_headerlog(vd, ctx):
    n, v, sec = primary(vd)
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    hn, hv = vd["hdr"].split(": ", 1)
    return ("%s DEBUG urllib3.connectionpool: https://%s:443 \"GET %s HTTP/1.1\" 401 %d\n"
            "%s DEBUG request headers: {'%s': '%s', 'Accept': '*/*'}"
            % (stamp(), host.split(":")[0], api_path(vd), R.randrange(40, 300), stamp(), hn, hv.format(v))), [(n, v, sec)]


def b_curl(vd, ctx):
    ui, pi = vd["basic"]
    u, p = vd["items"][ui], vd["items"][pi]
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    return 'curl -u "%s:%s" https://%s%s' % (u[1], p[1], host, api_path(vd)), [u, p]


def b_header(vd, ctx):
    ui, pi = vd["basic"]
    u, p = vd["items"][ui], vd["items"][pi]
    blob = b64(u[1] + ":" + p[1])
    host = vd["host"] or "api.%s.example" % slug(vd["name"])
    txt = "POST %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/x-www-form-urlencoded" % (
        api_path(vd), host, blob)
    return txt, [(u[0], u[1], []), ("BASIC", blob, [blob])]


def p_curl(vd, ctx):
    it = vd["items"][0]
    msg = pick(['{"text":"deploy %s finished"}' % ctx["env"], '{"msgtype":"text","text":{"content":"build ok"}}',
                '{"content":"nightly job failed"}'])
    return "curl -X POST -H 'Content-Type: application/json' \\\n  -d '%s' \\\n  '%s'" % (msg, it[1]), [it]


HEADER_FORMATS = [("curl header", h_curl), ("raw HTTP request", h_http), ("python requests", h_pyrequests),
                  ("fetch()", h_fetch), ("debug log with headers", h_headerlog)]
BASIC_FORMATS = [("curl -u", b_curl), ("Basic auth header", b_header)]
POST_FORMATS = [("curl webhook POST", p_curl)]


def render_vendor(vd, ctx):
    """returns (fmt_label, snippet, secrets, where_en, where_ko)"""
    options = []
    for lab, fn, we, wk in GENERIC_FORMATS:
        options.append(("g", lab, fn, we, wk))
    if vd["hdr"]:
        for lab, fn in HEADER_FORMATS:
            options += [("h", lab, fn, "my test request", "테스트 요청")] * 3
    if vd["basic"]:
        for lab, fn in BASIC_FORMATS:
            options += [("b", lab, fn, "my test request", "테스트 요청")] * 3
    if vd["post_url"]:
        for lab, fn in POST_FORMATS:
            options += [("p", lab, fn, "the notify script", "알림 스크립트")] * 4
    while True:
        kind, lab, fn, we, wk = pick(options)
        if kind == "g":
            items = [it for it in vd["items"] if it[2] or chance(0.7)]
            if lab == "XML appSettings" and any(ch in it[1] for it in items for ch in "<>&\"'"):
                continue
            snippet = fn(vd, items, ctx)
        else:
            snippet, items = fn(vd, ctx)
        secrets = []
        for it in items:
            for s in it[2]:
                if s not in secrets:
                    secrets.append(s)
        we = we.format(**ctx)
        wk = wk.format(**ctx)
        return lab, snippet, secrets, we, wk


# --------------------------------------------------------------------------
# prose for vendor notes
# --------------------------------------------------------------------------
P_INTRO = {
    "en": [
        "Deploy of {SVC} to {ENV} failed with 401 from {V}. Turned out {N} was never set for {ENV}; the value that works locally ({WHERE}):",
        "I didn't know which {V} credentials {SVC} uses in {ENV}. Found them in {WHERE}:",
        "Lost 20 minutes on a {V} 'invalid API key' error. The value in {WHERE} had a trailing newline. Corrected:",
        "User pasted their working {V} setup so I could reproduce the webhook bug ({WHERE}):",
        "Missing context: {SVC} reads {N} at import time, not per request, so the restart mattered. Current {WHERE}:",
        "CI for {SVC} kept failing at the {V} step. The credential is hardcoded in {WHERE} rather than in the CI secret store:",
        "To reproduce the {V} rate-limit issue I needed the real key; the team lead shared it in chat:",
        "Did not realise the {ENV} stack calls {V} directly. Effective config from the running pod:",
        "Migrating {SVC} off the old {V} SDK. Old setup kept here for reference ({WHERE}):",
        "{V} requests from {SVC} returned 403 only in {ENV}. Dumped what the app actually loads:",
        "Onboarding notes for {SVC}: the {V} integration is configured like this in {WHERE}:",
        "The {ENV} smoke test failed because {V} rejected the request. What I ran:",
        "Nobody told me {SVC} needs {V} to boot; startup crashed with KeyError: '{N}'. Fixed with:",
        "Debugging why {V} events never arrived in {ENV}. Relevant part of {WHERE}:",
        "The task was only to fix the timeout, but the {V} client config turned out to matter ({WHERE}):",
        "The README for {SVC} skips the {V} setup entirely. What I had to add to {WHERE}:",
    ],
    "ko": [
        "{SVC}를 {ENV}에 배포했더니 {V}에서 401이 떨어짐. {ENV}에는 {N}가 아예 설정되어 있지 않았음. 로컬에서 동작하는 값({WHERE}):",
        "{SVC}가 {ENV}에서 어떤 {V} 자격 증명을 쓰는지 몰랐음. {WHERE}에서 찾은 내용:",
        "{V} 'invalid API key' 에러로 20분 날림. {WHERE}에 있던 값 끝에 개행 문자가 붙어 있었음. 수정본:",
        "webhook 버그 재현용으로 사용자가 쓰던 {V} 설정을 그대로 붙여 줌 ({WHERE}):",
        "놓친 맥락: {SVC}는 {N}를 요청마다 읽지 않고 import 시점에 한 번만 읽음. 그래서 재시작이 필요했음. 현재 {WHERE}:",
        "{SVC} CI가 {V} 단계에서 계속 실패. 자격 증명이 CI secret store가 아니라 {WHERE}에 하드코딩되어 있었음:",
        "{V} rate limit 문제 재현하려면 실제 키가 필요해서 팀장님이 채팅으로 공유해 준 값:",
        "{ENV} 스택이 {V}를 직접 호출한다는 걸 몰랐음. 실행 중인 pod에서 뽑은 effective config:",
        "{SVC}를 구버전 {V} SDK에서 옮기는 중. 참고용으로 기존 설정 남겨 둠 ({WHERE}):",
        "{ENV}에서만 {SVC}의 {V} 요청이 403. 앱이 실제로 로드하는 값 덤프:",
        "{SVC} 온보딩 메모: {V} 연동은 {WHERE}에 이렇게 설정되어 있음:",
        "{ENV} smoke test가 {V} 쪽에서 거부당해서 실패. 실행한 명령:",
        "{SVC} 부팅에 {V}가 필요하다는 걸 아무도 말해 주지 않음. KeyError: '{N}'로 기동 실패했고 아래로 해결:",
        "{ENV}에서 {V} 이벤트가 안 들어오는 원인 찾는 중. {WHERE} 관련 부분:",
        "타임아웃만 고치라는 요청이었는데 {V} 클라이언트 설정이 관련 있어서 같이 봄 ({WHERE}):",
        "{SVC} README에 {V} 설정 부분이 통째로 빠져 있음. {WHERE}에 추가해야 했던 내용:",
    ],
}
P_PROBLEM = {
    "en": [
        "{SVC} could not reach {V} in {ENV}; every call returned 401.",
        "The {V} integration in {SVC} broke after the config refactor.",
        "I assumed {SVC} used a shared {V} account; it has its own.",
        "Nightly job for {SVC} failed at the {V} step with an auth error.",
        "Did not know {SVC} talks to {V} at all until the {ENV} alerts fired.",
        "{V} started rejecting requests from {SVC} after the base image upgrade.",
    ],
    "ko": [
        "{ENV}에서 {SVC}가 {V}를 호출할 때마다 401.",
        "설정 리팩터링 이후 {SVC}의 {V} 연동이 깨짐.",
        "{SVC}가 공용 {V} 계정을 쓰는 줄 알았는데 전용 계정이 따로 있었음.",
        "{SVC} nightly 잡이 {V} 단계에서 인증 에러로 실패.",
        "{ENV} 알람이 울리기 전까지 {SVC}가 {V}를 쓰는 줄도 몰랐음.",
        "베이스 이미지 업그레이드 후 {V}가 {SVC} 요청을 거부하기 시작함.",
    ],
}
P_LESSON = {
    "en": [
        "Check that {N} is defined for every environment before blaming the SDK.",
        "{V} credentials are scoped per project and environment; the {ENV} one does not work anywhere else.",
        "Strip whitespace when loading {N}; the client library does not.",
        "The SDK silently falls back to an unauthenticated client when {N} is empty, so the error shows up much later.",
        "Restart the worker after changing {N}; the client is cached at startup.",
        "Run the {V} connectivity check before a deploy, it takes five seconds.",
        "Env vars in the compose file override the secret store, so the stale value won.",
        "The {ENV} config is rendered from a template; edit the template, not the rendered file.",
        "{V} returns 401 for a wrong key and for a wrong regional endpoint alike; check the endpoint first.",
        "Keep {V} settings in one place; three copies drifted apart.",
        "",
    ],
    "ko": [
        "SDK 탓하기 전에 {N}가 모든 환경에 정의되어 있는지부터 확인할 것.",
        "{V} 자격 증명은 프로젝트/환경 단위로 발급됨. {ENV} 용은 다른 곳에서 안 먹힘.",
        "{N} 읽을 때 공백/개행 strip 필요. 클라이언트 라이브러리가 해 주지 않음.",
        "{N}가 비어 있으면 SDK가 조용히 인증 없는 클라이언트로 fallback해서 에러가 한참 뒤에 나옴.",
        "{N} 바꾼 뒤에는 worker 재시작 필수. client가 기동 시점에 캐시됨.",
        "배포 전에 {V} 연결 체크부터 돌릴 것. 5초면 끝남.",
        "compose 파일의 env가 secret store 값을 덮어써서 오래된 값이 적용됐던 것.",
        "{ENV} 설정은 템플릿에서 렌더링되므로 결과 파일 말고 템플릿을 수정해야 함.",
        "{V}는 키가 틀려도, region endpoint가 틀려도 똑같이 401을 줌. endpoint부터 확인.",
        "{V} 설정은 한 군데서만 관리할 것. 세 군데 복사본이 서로 달라져 있었음.",
        "",
    ],
}
P_LESSON_SNIP = {
    "en": ["Working value, copied from {WHERE}:\n{SNIP}", "Fix was to put this into {WHERE}:\n{SNIP}",
           "For the record, this is what {SVC} needs:\n{SNIP}"],
    "ko": ["{WHERE}에서 복사한 동작하는 값:\n{SNIP}", "{WHERE}에 아래처럼 넣어서 해결:\n{SNIP}",
           "기록용, {SVC}에 필요한 설정:\n{SNIP}"],
}
P_LESSON_VAL = {
    "en": ["Note to self: {N} is {VAL} in {ENV}; the one in the wiki is outdated.",
           "Remember that {VAL} only works against {ENV}.",
           "The key that finally worked was {VAL} (not the one in the old runbook)."],
    "ko": ["메모: {ENV}의 {N} 값은 {VAL} 임. 위키에 있는 건 예전 값.",
           "{VAL} 이 값은 {ENV}에서만 동작함.",
           "결국 동작한 키는 {VAL} (예전 runbook에 있는 거 말고)."],
}
P_ASK = {
    "en": [
        "Where is the canonical {N} for {ENV} supposed to live?",
        "Should {SVC} get its own {V} key instead of sharing one?",
        "Who owns the {V} account, so I can request a scoped key?",
        "Is there a sandbox {V} project I can use for tests?",
        "Can we move {N} into the secret manager and rotate the current one?",
        "Which environments actually talk to {V}?",
        "",
    ],
    "ko": [
        "{ENV}용 {N}는 원래 어디에 보관하는 게 맞나요?",
        "{SVC} 전용 {V} 키를 따로 발급받는 게 좋을까요?",
        "{V} 계정 관리자가 누구인가요? scope 제한된 키를 요청하려고 합니다.",
        "테스트용 {V} sandbox 프로젝트가 있나요?",
        "{N}를 secret manager로 옮기고 지금 키는 rotate해도 될까요?",
        "실제로 {V}를 호출하는 환경이 어디어디인가요?",
        "",
    ],
}
P_ASK_VAL = {
    "en": ["Is {VAL} still the active {V} key, or was it rotated after this?",
           "Should I keep using {VAL} for {ENV} or ask for a new one?"],
    "ko": ["{VAL} 이 키 아직 유효한가요, 아니면 이후에 rotate됐나요?",
           "{ENV}에서 계속 {VAL} 써도 되나요, 새로 발급받아야 하나요?"],
}
P_CHAT = {
    "en": ["{WHO} dropped the {ENV} {V} key in #{CHAN}: {VAL} - used it to rerun the failed job.",
           "Per {WHO} in #{CHAN}, {N} for {ENV} is {VAL}; the vault entry is empty.",
           "{WHO}: \"just use {VAL} for now, I'll rotate it later\" (re: {V} in {ENV})"],
    "ko": ["{WHO}님이 #{CHAN}에 올려 준 {ENV}용 {V} 키: {VAL} — 이걸로 실패한 잡 다시 돌림.",
           "#{CHAN}에서 {WHO}님 말로는 {ENV}의 {N}는 {VAL} 이고 vault 항목은 비어 있음.",
           "{WHO}: \"일단 {VAL} 쓰세요, 나중에 rotate할게요\" ({ENV} {V} 관련)"],
}
WHO = {"en": ["Minji", "Daniel", "Priya", "the on-call", "Tomás", "Kenji", "Sarah from infra", "Wei"],
       "ko": ["민지", "준호", "서연", "팀장", "김 책임", "박 수석", "인프라팀 지훈", "현우"]}
CHANS = ["backend", "infra-alerts", "dev-ops", "payments-dev", "ml-team", "release", "sre", "random"]


def fill(t, **kw):
    """single-pass substitution of {UPPER} slots (values are never re-scanned)"""
    return re.sub(r"\{([A-Z]+)\}", lambda m: kw[m.group(1)] if m.group(1) in kw else m.group(0), t)


def new_ctx(lang):
    return {"svc": pick(SVCS), "env": pick(ENVS), "lang": lang}


def mk(lang, kind, category, mc, lesson, ask, secrets):
    sec = []
    for s in secrets:
        if s not in sec:
            sec.append(s)
    return {"lang": lang, "kind": kind, "category": category,
            "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, "secrets": sec}


def vendor_note(maker, lang):
    vd = maker()
    ctx = new_ctx(lang)
    lab, snip, secrets, we, wk = render_vendor(vd, ctx)
    where = we if lang == "en" else wk
    n, val = primary(vd)[0], primary(vd)[2][0]
    slots = dict(SVC=ctx["svc"], ENV=ctx["env"], V=vd["name"], N=n, WHERE=where,
                 WHO=pick(WHO[lang]), CHAN=pick(CHANS))
    roll = R.random()
    if roll < 0.55:
        pattern = "snippet in missing_context"
        mc = fill(pick(P_INTRO[lang]), **slots) + "\n" + snip
        lesson = fill(pick(P_LESSON[lang]), **slots)
        ask = fill(pick(P_ASK[lang]), **slots)
    elif roll < 0.75:
        pattern = "snippet in lesson"
        mc = fill(pick(P_PROBLEM[lang]), **slots)
        lesson = fill(pick(P_LESSON_SNIP[lang]), SNIP=snip, **slots)
        ask = fill(pick(P_ASK[lang]), **slots)
    elif roll < 0.85:
        pattern = "value repeated in lesson"
        mc = fill(pick(P_INTRO[lang]), **slots) + "\n" + snip
        lesson = fill(pick(P_LESSON_VAL[lang]), VAL=val, **slots)
        ask = fill(pick(P_ASK[lang]), **slots)
    elif roll < 0.93 and len(val) <= 150:
        pattern = "value in ask_next_time"
        mc = fill(pick(P_PROBLEM[lang]), **slots) + " " + fill(pick(P_LESSON[lang]), **slots)
        lesson = ""
        ask = fill(pick(P_ASK_VAL[lang]), VAL=val, **slots)
        secrets = [val]
        lab = "inline"
    else:
        pattern = "chat message"
        mc = fill(pick(P_CHAT[lang]), VAL=val, **slots)
        lesson = fill(pick(P_LESSON[lang]), **slots)
        ask = fill(pick(P_ASK[lang]), **slots)
        secrets = [val]
        lab = "chat"
    cat = "%s token: %s, %s [%s]" % (vd["group"], lab, pattern, vd["name"])
    return mk(lang, "secret", cat, mc.strip(), lesson.strip(), ask.strip(), secrets)


# --------------------------------------------------------------------------
# multi-vendor notes (several providers in one config)
# --------------------------------------------------------------------------
P_MULTI_INTRO = {
    "en": ["The {ENV} env file for {SVC} that the user attached (they asked why only half the integrations work):",
           "Full environment of the {SVC} container, from docker inspect:",
           "Had to reconstruct the env for {SVC} from the old VM; this is what was there:",
           "The new-joiner setup guide for {SVC} lists these values directly:",
           "CI variables for {SVC} were exported to a file by mistake and ended up in the PR:",
           "What {SVC} actually receives in {ENV} (printed from the entrypoint):"],
    "ko": ["사용자가 첨부한 {SVC}의 {ENV} env 파일 (연동 절반만 동작하는 이유를 물어봄):",
           "docker inspect로 확인한 {SVC} 컨테이너 전체 환경 변수:",
           "구 VM에서 {SVC}의 env를 복원해야 했음. 거기 있던 내용:",
           "{SVC} 신규 입사자 셋업 가이드에 아래 값이 그대로 적혀 있음:",
           "{SVC} CI 변수가 실수로 파일로 export되어 PR에 올라감:",
           "{ENV}에서 {SVC}가 실제로 받는 값 (entrypoint에서 출력):"],
}
P_MULTI_LESSON = {
    "en": ["Only {V} was actually broken; the rest were fine. Check each integration separately.",
           "Several of these are prod credentials in a dev file; they need rotating.",
           "Load order: .env.local overrides .env, which is why the old values kept winning.",
           "The entrypoint echoes the whole environment on boot; that needs to go.", ""],
    "ko": ["실제로 깨진 건 {V} 하나였고 나머지는 정상. 연동별로 따로 확인할 것.",
           "dev 파일에 prod 자격 증명이 여러 개 섞여 있음. rotate 필요.",
           "로딩 순서상 .env.local이 .env를 덮어써서 예전 값이 계속 적용됐던 것.",
           "entrypoint가 기동 시 환경 변수를 통째로 찍고 있음. 없애야 함.", ""],
}
P_MULTI_ASK = {
    "en": ["Which of these are still in use?", "Who can rotate these after the PR is squashed?",
           "Is there a template .env I should copy from instead?", ""],
    "ko": ["이 중에 아직 쓰는 게 어떤 건가요?", "PR squash 이후에 이 키들 rotate는 누가 하나요?",
           "대신 복사해서 쓸 .env 템플릿이 있나요?", ""],
}
MULTI_FLAT = [("dotenv", r_dotenv), ("shell export", r_export), ("docker-compose", r_compose),
              ("k8s Secret stringData", r_k8s), ("GitHub Actions env", r_gha), ("GitLab CI variables", r_gitlab),
              ("systemd unit", r_systemd), ("git diff", r_diff), ("markdown table", r_table),
              ("log line", r_log), ("PowerShell", r_powershell), ("kubectl create secret", r_kubectl)]


def multi_vendor_note(makers, lang):
    vds = [m() for m in makers]
    ctx = new_ctx(lang)
    items = []
    for vd in vds:
        items += [it for it in vd["items"] if it[2] or chance(0.5)]
    if chance(0.25):
        items.insert(R.randrange(0, len(items) + 1), I("NODE_ENV", pick(["production", "development"])))
    if chance(0.3):
        lab = pick(["JSON config", "YAML config", "TOML"])
        if lab == "JSON config":
            obj = {}
            for vd in vds:
                obj[slug(vd["name"])] = {camel(short_key(n, vd)): v for n, v, _ in vd["items"]}
            snip = json.dumps(obj, indent=2, ensure_ascii=False)
            items = [it for vd in vds for it in vd["items"]]
        else:
            fn = r_yaml if lab == "YAML config" else r_toml
            snip = "\n".join(fn(vd, vd["items"], ctx) for vd in vds)
            items = [it for vd in vds for it in vd["items"]]
    else:
        lab, fn = pick(MULTI_FLAT)
        snip = fn({"name": "app"}, items, ctx)
    secrets = [s for it in items for s in it[2]]
    slots = dict(SVC=ctx["svc"], ENV=ctx["env"], V=pick(vds)["name"])
    mc = fill(pick(P_MULTI_INTRO[lang]), **slots) + "\n" + snip
    lesson = fill(pick(P_MULTI_LESSON[lang]), **slots)
    ask = fill(pick(P_MULTI_ASK[lang]), **slots)
    if len(mc.encode()) > 1024:
        return None
    cat = "multi-provider %s [%s]" % (lab, ", ".join(vd["name"] for vd in vds))
    return mk(lang, "secret", cat, mc, lesson, ask, secrets)


# --------------------------------------------------------------------------
# passwords of every style
# --------------------------------------------------------------------------
WORDS = ["tulip", "anchor", "gravy", "mosaic", "lantern", "pebble", "copper", "maple", "saddle", "violet",
         "harbor", "cactus", "velvet", "falcon", "biscuit", "glacier", "meadow", "pretzel", "rocket", "walnut",
         "thistle", "quartz", "juniper", "marble", "otter", "sparrow", "cobalt", "ember", "fjord", "kettle"]
NAMES = ["jenny", "minsu", "haru", "sophie", "daniel", "yuna", "tiger", "choco", "bori", "mango", "luna", "coco"]
SYMS = "!@#$%^&*?"
KO_WORDS = ["사랑해", "우리집", "행복", "고양이", "강아지", "바다", "하늘", "비밀", "보안", "회사", "서울", "부산",
            "엄마", "아빠", "초코", "봄날", "여름", "가을", "겨울", "별빛", "달빛", "호랑이"]


def pw_generated(n=None):
    n = n or R.randrange(14, 25)
    while True:
        s = rs(AN + "!#$%^&*-_=+.", n)
        if any(c in DI for c in s) and any(c in "!#$%^&*-_=+." for c in s):
            return s


def pw_human():
    f = R.randrange(8)
    if f == 0:
        return pick(WORDS).capitalize() + str(R.randrange(1980, 2026)) + pick(SYMS)
    if f == 1:
        return pick(WORDS) + pick(WORDS) + digits(2, False)
    if f == 2:
        return pick(NAMES).capitalize() + digits(2, False) + pick(SYMS) + pick(SYMS)
    if f == 3:
        return pick(WORDS) + "@" + pick(["Acme", "Hanbit", "Globex", "Initech"]) + digits(2, False)
    if f == 4:
        return pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "1qaz2wsx"]) + pick(SYMS) + digits(2, False)
    if f == 5:
        w = pick(WORDS)
        return w[0].upper() + w[1:].replace("a", "@").replace("o", "0").replace("e", "3") + digits(3, False)
    if f == 6:
        return pick(["Spring", "Summer", "Autumn", "Winter"]) + str(R.randrange(2019, 2026)) + pick(SYMS) + pick(NAMES)
    return pick(NAMES) + pick(NAMES) + str(R.randrange(1975, 2010))


def pw_korean_keys():
    w = "".join(sample(KO_WORDS, R.randrange(1, 3)))
    keys = ko_keys(w)
    if chance(0.5):
        keys = keys[0].upper() + keys[1:]
    s = keys + pick(["", digits(2, False), digits(4, False)]) + pick(SYMS)
    while len(s) < 8:
        s += pick(DI)
    return s


def pw_hangul():
    s = pick(KO_WORDS) + pick(KO_WORDS) + digits(R.randrange(2, 5), False) + pick(["", "!", "#", "@"])
    while len(s) < 8:
        s += pick(DI)
    return s


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(sample(WORDS, R.randrange(4, 6))) + pick(["", sep + digits(2, False)])


def pw_any():
    f = R.random()
    if f < 0.35:
        return pw_generated()
    if f < 0.7:
        return pw_human()
    if f < 0.8:
        return pw_korean_keys()
    if f < 0.88:
        return pw_hangul()
    return pw_passphrase(pick(["-", "_", "."]))


def L(lang, en, ko):
    """pick the language variant; en/ko may each be a string or a list"""
    v = en if lang == "en" else ko
    return pick(v) if isinstance(v, list) else v


def gsec(lang, cat, mc, lesson, ask, secrets):
    return mk(lang, "secret", cat, mc.strip("\n"), lesson.strip("\n"), ask.strip("\n"), secrets)


# --------------------------------------------------------------------------
# generic secret templates, batch 1: databases, brokers, connection strings
# --------------------------------------------------------------------------
DB_USERS = ["app", "svc_orders", "readonly", "admin", "jkim", "deploy", "etl_user", "api_rw", "report", "backend"]
DB_NAMES = ["orders", "app_prod", "billing", "analytics", "users", "shop", "ledger", "crm"]


def db_host():
    return pick(["db-prod-1.internal", "pg.acme.local", "10.0.%d.%d" % (R.randrange(0, 255), R.randrange(2, 250)),
                 "%s-db.cluster-%s.%s.rds.amazonaws.com" % (pick(DB_NAMES), rs(LODI, 12), pick(AWS_REGIONS)),
                 "postgres.%s.svc.cluster.local" % pick(["data", "default", "backend"]),
                 "%s.postgres.database.azure.com" % pick(["acme-pg-kr", "shop-flex"])])


def g_pg_url(lang):
    u, pw, h, d = pick(DB_USERS), pw_any(), db_host(), pick(DB_NAMES)
    if any(c in pw for c in "@:/?#% "):
        pw = pw_generated()
        pw = "".join(c for c in pw if c not in "@:/?#% ") + digits(2)
    url = "postgresql://%s:%s@%s:5432/%s" % (u, pw, h, d)
    line = pick(["DATABASE_URL=%s" % url, 'export DATABASE_URL="%s"' % url, "sqlalchemy.url = %s" % url,
                 'DATABASES["default"] = dj_database_url.parse("%s")' % url])
    mc = L(lang, ["Migrations ran against the wrong database because two DATABASE_URLs were defined. The one that is actually used:\n",
                  "I couldn't connect to the %s database from the job runner; the URL from the app config:\n" % d],
           ["DATABASE_URL이 두 군데 정의되어 있어서 migration이 엉뚱한 DB에 돌았음. 실제로 쓰이는 값:\n",
            "job runner에서 %s DB 접속이 안 됐음. 앱 설정에 있던 URL:\n" % d]) + line
    lesson = L(lang, ["Check `SHOW search_path` and the host before running migrations.",
                      "The runner is outside the VPC; it needs the bastion tunnel."],
               ["migration 전에 host랑 `SHOW search_path`부터 확인할 것.", "runner가 VPC 밖이라 bastion 터널이 필요함."])
    ask = L(lang, ["Which database should ad-hoc scripts use?", ""], ["임시 스크립트는 어느 DB를 써야 하나요?", ""])
    return gsec(lang, "db url: postgres password in URL", mc, lesson, ask, [pw])


def g_pct_url(lang):
    core = pw_generated(R.randrange(10, 16))
    pw = core[:4] + pick(["@", "#", "/", ":", "?", "%"]) + core[4:8] + pick(["@", "!", "/", ":", "&"]) + core[8:]
    enc = pct(pw)
    u, h = pick(DB_USERS), db_host()
    scheme = pick(["postgresql", "mysql", "mongodb", "redis", "amqp"])
    port = {"postgresql": 5432, "mysql": 3306, "mongodb": 27017, "redis": 6379, "amqp": 5672}[scheme]
    url = "%s://%s:%s@%s:%d/%s" % (scheme, u, enc, h, port, pick(DB_NAMES))
    show_raw = chance(0.5)
    mc = L(lang, "Connection failed with 'invalid port number' until I percent-encoded the password. Working URL:\n%s" % url,
           "비밀번호를 percent-encoding 하기 전까지 'invalid port number'로 접속 실패. 동작하는 URL:\n%s" % url)
    if show_raw:
        lesson = L(lang, "The raw password is %s; special characters must be encoded in the URL form." % pw,
                   "원래 비밀번호는 %s 이고, URL에 넣을 때는 특수문자를 인코딩해야 함." % pw)
        secrets = [enc, pw]
    else:
        lesson = L(lang, "Use urllib.parse.quote(password, safe='') when building connection URLs.",
                   "connection URL 만들 때 urllib.parse.quote(password, safe='') 쓸 것.")
        secrets = [enc]
    ask = L(lang, ["Can we switch to separate host/user/password settings instead of one URL?", ""],
            ["URL 하나 대신 host/user/password를 따로 받게 바꿀 수 있을까요?", ""])
    return gsec(lang, "db url: percent-encoded password (%s)" % scheme, mc, lesson, ask, secrets)


def g_mongo(lang):
    u, pw = pick(DB_USERS), rs(AN, R.randrange(12, 25))
    cl = "cluster%d.%s.mongodb.net" % (R.randrange(0, 4), rs(LODI, 5))
    uri = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority&appName=%s" % (u, pw, cl, pick(DB_NAMES), pick(["Cluster0", "prod", "api"]))
    mc = L(lang, "Atlas rejected connections from the new NAT IP. URI from the service config:\n%s" % uri,
           "새 NAT IP에서 Atlas 접속이 거부됨. 서비스 설정에 있던 URI:\n%s" % uri)
    lesson = L(lang, "Atlas IP access list must include the NAT gateway EIPs, not the pod IPs.",
               "Atlas IP access list에는 pod IP가 아니라 NAT gateway EIP를 넣어야 함.")
    return gsec(lang, "db url: mongodb+srv [MongoDB Atlas]", mc, lesson, L(lang, "Who manages the Atlas project?", "Atlas 프로젝트 관리자가 누구인가요?"), [pw])


def g_redis(lang):
    pw = pick([pw_generated(), rs(AN, 32), hx(32)])
    h = pick(["redis-master.cache.svc", "10.1.4.%d" % R.randrange(2, 250), "cache-prod.abc%s.ng.0001.apn2.cache.amazonaws.com" % rs(LODI, 3)])
    f = R.randrange(3)
    if f == 0:
        snip = "$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning ping\nPONG" % (h, pw)
    elif f == 1:
        snip = "REDIS_URL=rediss://default:%s@%s:6380/0" % (pw, h)
    else:
        snip = "# redis.conf\nbind 0.0.0.0\nrequirepass %s\nmasterauth %s" % (pw, pw)
    mc = L(lang, "Cache warmup job got NOAUTH errors after the Redis upgrade.\n%s" % snip,
           "Redis 업그레이드 후 캐시 warmup 잡에서 NOAUTH 에러.\n%s" % snip)
    lesson = L(lang, "Redis 7 ACLs: the default user now needs the password explicitly.",
               "Redis 7 ACL 적용 후 default 유저도 비밀번호를 명시해야 함.")
    return gsec(lang, "redis password (cli/url/conf)", mc, lesson, L(lang, ["", "Should the job use its own ACL user?"], ["", "잡 전용 ACL 유저를 따로 만들까요?"]), [pw])


def g_mysql_cli(lang):
    pw = pick([pw_human(), pw_generated(), pw_korean_keys()])
    h = db_host()
    u = pick(DB_USERS)
    if chance(0.5):
        cmd = "mysql -h %s -P 3306 -u %s -p'%s' %s -e 'SHOW PROCESSLIST'" % (h, u, pw, pick(DB_NAMES))
        cat = "shell: mysql -p'...' quoted password"
    else:
        pw = "".join(c for c in pw if c not in "!$&*?#^") + digits(2)
        cmd = "mysqldump -h %s -u%s -p%s --single-transaction %s > dump.sql" % (h, u, pw, pick(DB_NAMES))
        cat = "shell: mysqldump -p attached password"
    mc = L(lang, ["Needed a dump of prod to reproduce the bug; the DBA gave me this command:\n%s" % cmd,
                  "Ran this from the bastion to check the stuck queries:\n%s" % cmd],
           ["버그 재현하려고 prod 덤프가 필요했고 DBA가 알려준 명령:\n%s" % cmd,
            "bastion에서 멈춘 쿼리 확인하려고 실행:\n%s" % cmd])
    lesson = L(lang, "Use --defaults-extra-file instead of putting the password on the command line; it shows up in ps and history.",
               "비밀번호를 커맨드라인에 넣지 말고 --defaults-extra-file 사용할 것. ps랑 history에 남음.")
    return gsec(lang, cat, mc, lesson, L(lang, "Is there a read replica I should use instead?", "대신 써야 할 read replica가 있나요?"), [pw])


def g_pgpassword(lang):
    pw = pw_any()
    h = db_host()
    cmd = "PGPASSWORD='%s' psql -h %s -p 5432 -U %s -d %s -c '\\dt'" % (pw, h, pick(DB_USERS), pick(DB_NAMES))
    mc = L(lang, "psql kept prompting inside the CI container, so the pipeline hung. Current step:\n%s" % cmd,
           "CI 컨테이너 안에서 psql이 비밀번호 프롬프트를 띄워서 파이프라인이 멈춤. 현재 스텝:\n%s" % cmd)
    lesson = L(lang, "A ~/.pgpass with 0600 permissions avoids the prompt without exposing the value.",
               "권한 0600인 ~/.pgpass를 쓰면 값 노출 없이 프롬프트를 피할 수 있음.")
    return gsec(lang, "shell: PGPASSWORD env prefix", mc, lesson, "", [pw])


def g_spring(lang):
    pw = pick([pw_human(), pw_generated()])
    h = db_host()
    props = ("spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\n"
             "spring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate" % (h, pick(DB_NAMES), pick(DB_USERS), pw))
    if chance(0.4):
        props = ("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true\n    username: %s\n    password: %s"
                 % (h, pick(DB_NAMES), pick(DB_USERS), pw))
    mc = L(lang, "Hibernate validate failed on boot in %s. The datasource block:\n%s" % (pick(ENVS), props),
           "%s 기동 시 Hibernate validate 실패. datasource 설정:\n%s" % (pick(ENVS), props))
    lesson = L(lang, "Schema drift, not credentials: Flyway had not run V42 in that environment.",
               "자격 증명 문제가 아니라 schema drift였음. 그 환경에 Flyway V42가 안 돌아 있었음.")
    return gsec(lang, "spring datasource password (properties/yaml)", mc, lesson, L(lang, "Who runs Flyway in that environment?", "그 환경의 Flyway는 누가 돌리나요?"), [pw])


def g_mssql(lang):
    pw = pw_generated()
    pw = pw.replace(";", "").replace("=", "")
    cs = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (
        pick(["acme-sql-kr", "erp-prod", "shop-sqlsrv"]), pick(DB_NAMES), pick(DB_USERS), pw)
    mc = L(lang, "EF Core migrations timed out. ConnectionStrings:Default from appsettings.Production.json:\n\"%s\"" % cs,
           "EF Core migration이 timeout. appsettings.Production.json의 ConnectionStrings:Default:\n\"%s\"" % cs)
    lesson = L(lang, "Azure SQL serverless tier was paused; the first connection takes ~40s to resume it.",
               "Azure SQL serverless가 pause 상태라 첫 연결 때 재개까지 40초쯤 걸림.")
    return gsec(lang, "ADO.NET connection string Password= [Azure SQL]", mc, lesson, "", [pw])


def g_sqlplus(lang):
    pw = "".join(c for c in pw_human() if c not in "@/") + "x"
    cmd = "sqlplus %s/%s@//%s:1521/ORCLPDB1 @scripts/fix_sequences.sql" % (pick(["scott", "app_owner", "batch"]), pw, db_host())
    mc = L(lang, "The legacy batch still runs on Oracle; the cron line is:\n%s" % cmd,
           "레거시 배치는 아직 Oracle에서 돌고 cron 라인은 이럼:\n%s" % cmd)
    lesson = L(lang, "Oracle wallet (mkstore) would keep the password out of crontab.",
               "Oracle wallet(mkstore)을 쓰면 crontab에 비밀번호가 안 남음.")
    return gsec(lang, "shell: sqlplus user/password@host [Oracle]", mc, lesson, L(lang, "Is anyone migrating this batch?", "이 배치 마이그레이션하는 사람 있나요?"), [pw])


def g_amqp(lang):
    pw = rs(AN, R.randrange(16, 28))
    url = "amqps://%s:%s@%s/%s" % (pick(["orders", "worker", "celery"]), pw,
                                   pick(["b-%s.mq.%s.amazonaws.com:5671" % (uuid4(), pick(AWS_REGIONS)), "rabbit.internal:5671"]),
                                   pick(["vhost", "%2F", "prod"]))
    mc = L(lang, "Celery workers could not connect after the broker moved to Amazon MQ. BROKER_URL is now:\n%s" % url,
           "브로커를 Amazon MQ로 옮긴 뒤 Celery worker 연결 실패. BROKER_URL 현재 값:\n%s" % url)
    lesson = L(lang, "Amazon MQ only accepts TLS (amqps on 5671).", "Amazon MQ는 TLS(amqps, 5671)만 받음.")
    return gsec(lang, "AMQP URL password [RabbitMQ/Amazon MQ]", mc, lesson, "", [pw])


def g_kafka(lang):
    user = rs(UPDI, 16)
    pw = b64(rb(48))
    jaas = ('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule '
            'required username="%s" password="%s";\nbootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092' % (user, pw, rs(LODI, 5), pick(AWS_REGIONS)))
    mc = L(lang, "Consumer group lag exploded because the consumer could not authenticate. client.properties:\n%s" % jaas,
           "consumer 인증 실패로 consumer group lag가 폭증. client.properties:\n%s" % jaas)
    lesson = L(lang, "Confluent API keys are per cluster; the key for the dev cluster does not work on prod.",
               "Confluent API key는 클러스터 단위. dev 클러스터 키는 prod에서 안 됨.")
    return gsec(lang, "Kafka SASL JAAS password [Confluent Cloud]", mc, lesson, L(lang, "Can we get a service account per consumer?", "consumer별 service account를 받을 수 있을까요?"), [pw])


def g_smtp(lang):
    app_pw = " ".join(rs(LO, 4) for _ in range(4))
    f = R.randrange(2)
    if f == 0:
        snip = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s@gmail.com\nEMAIL_HOST_PASSWORD=%s" % (pick(["acme.noreply", "shop.alerts"]), app_pw)
        cat = "smtp: Gmail app password with spaces"
        sec = app_pw
    else:
        sec = pw_any()
        snip = "spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (pick(["hanbit_ops", "acme_kr"]), sec)
        cat = "smtp: Naver mail password"
    mc = L(lang, "Password-reset mails stopped going out. Mail settings:\n%s" % snip,
           "비밀번호 재설정 메일이 안 나가기 시작함. 메일 설정:\n%s" % snip)
    lesson = L(lang, "The provider disables basic SMTP auth unless an app password is used; a 535 error means exactly that.",
               "앱 비밀번호 없이는 SMTP 기본 인증이 막힘. 535 에러가 바로 그 뜻.")
    return gsec(lang, cat, mc, lesson, "", [sec])


def g_ftp(lang):
    pw = "".join(c for c in pw_any() if c not in "@:/ ") + "9"
    url = "%s://%s:%s@%s/%s" % (pick(["ftp", "sftp", "ftps"]), pick(["partner_upload", "edi", "kcp_batch"]), pw,
                                pick(["ftp.partner-logistics.co.kr", "files.vendor.example", "203.0.113.%d" % R.randrange(2, 250)]),
                                pick(["outbound/", "daily/settle/", "in/"]))
    mc = L(lang, "The settlement file upload silently failed. The partner endpoint in the cron job:\n%s" % url,
           "정산 파일 업로드가 조용히 실패함. cron 잡의 파트너 endpoint:\n%s" % url)
    lesson = L(lang, "curl returns 0 on some FTP errors unless --fail is set.", "--fail 없으면 curl이 일부 FTP 에러에도 0을 반환함.")
    return gsec(lang, "ftp/sftp URL password", mc, lesson, L(lang, "Does the partner support key-based SFTP?", "파트너가 키 기반 SFTP를 지원하나요?"), [pw])


def g_ldap(lang):
    pw = pw_generated()
    snip = ("LDAP_URL=ldaps://ldap.corp.example:636\nLDAP_BIND_DN=cn=svc-%s,ou=services,dc=corp,dc=example\n"
            "LDAP_BIND_PASSWORD=%s" % (pick(["gitlab", "grafana", "jenkins"]), pw))
    mc = L(lang, "SSO login for the internal tool broke; the bind config is:\n%s" % snip,
           "사내 툴 SSO 로그인이 깨짐. bind 설정:\n%s" % snip)
    return gsec(lang, "LDAP bind password", mc, L(lang, "The bind account password expires every 90 days.", "bind 계정 비밀번호가 90일마다 만료됨."), "", [pw])


def g_stacktrace_url(lang):
    pw = pw_generated().replace("@", "").replace(":", "").replace("/", "") + "7"
    h = db_host()
    tr = ("Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in <module>\n    conn = psycopg2.connect(DSN)\n"
          "psycopg2.OperationalError: connection to server at \"%s\" failed: FATAL:  password authentication failed for user \"%s\"\n"
          "DSN was: host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, "etl_user", h, pick(DB_NAMES), "etl_user", pw))
    if chance(0.5):
        tr = ("java.sql.SQLException: Access denied for user 'report'@'10.2.3.4' (using password: YES)\n"
              "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n"
              "\tat com.acme.report.Db.open(Db.java:41)\nCaused by: url=jdbc:mysql://%s:3306/%s?user=report&password=%s" % (h, pick(DB_NAMES), pw))
    mc = L(lang, "The worker crashed on startup; the full error from the log:\n%s" % tr,
           "worker가 기동하자마자 죽음. 로그 전체 에러:\n%s" % tr)
    lesson = L(lang, "Our error handler logs the DSN verbatim. Needs a scrubber.", "에러 핸들러가 DSN을 그대로 로그에 남김. 마스킹 필요.")
    return gsec(lang, "stack trace leaking DSN password", mc, lesson, "", [pw])


def g_heroku_config(lang):
    pw = rs(LODI, 64)
    u = rs(LO, 14)
    h = "ec2-%d-%d-%d-%d.compute-1.amazonaws.com" % tuple(R.randrange(1, 255) for _ in range(4))
    out = ("$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://%s:%s@%s:5432/%s\nLOG_LEVEL:    info\nWEB_CONCURRENCY: 2"
           % ((pick(["acme-api-prod", "shop-backend"]),) * 2 + (u, pw, h, rs(LODI, 14))))
    mc = L(lang, "Needed the Heroku DB for a one-off query:\n%s" % out, "일회성 쿼리 때문에 Heroku DB 정보가 필요했음:\n%s" % out)
    lesson = L(lang, "Heroku rotates these credentials on maintenance; never copy them into other configs.",
               "Heroku는 maintenance 때 이 자격 증명을 rotate함. 다른 설정에 복사하지 말 것.")
    return gsec(lang, "heroku config output with DATABASE_URL [Heroku]", mc, lesson, "", [pw])


def g_sql_user(lang):
    pw = pw_any().replace("'", "")
    if chance(0.5):
        sql = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % ("metabase", pw, pick(DB_NAMES), "metabase")
        cat = "SQL: CREATE USER IDENTIFIED BY [MySQL]"
    else:
        sql = "ALTER ROLE %s WITH LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % ("grafana_ro", pw, pick(DB_NAMES), "grafana_ro")
        cat = "SQL: ALTER ROLE PASSWORD [PostgreSQL]"
    mc = L(lang, "Dashboard needed a read-only DB user; what I ran:\n%s" % sql, "대시보드용 read-only DB 유저가 필요해서 실행한 SQL:\n%s" % sql)
    lesson = L(lang, "Put the password in the migration via a variable, not inline; migrations are committed.",
               "migration 파일은 커밋되므로 비밀번호는 inline 말고 변수로 넣을 것.")
    return gsec(lang, cat, mc, lesson, "", [pw])


# --------------------------------------------------------------------------
# batch 2: HTTP auth, git, docker, package manager files, human passwords
# --------------------------------------------------------------------------
def g_basic_header(lang):
    u, pw = pick(["admin", "jkim", "ops", "api", "partner_kr"]), pw_any()
    blob = b64(u + ":" + pw)
    host = pick(["internal-api.acme.io", "erp.hanbit.co.kr", "staging.shop.example", "jenkins.corp.example"])
    req = "GET /api/v1/%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (pick(["orders?limit=50", "export", "jobs"]), host, blob)
    if chance(0.5):
        req = "%s - - [%s] \"GET /metrics HTTP/1.1\" 200 5123 \"-\" \"curl/8.5.0\" auth=\"Basic %s\"" % (
            "10.0.%d.%d" % (R.randrange(256), R.randrange(256)), "12/Mar/2025:10:%02d:11 +0900" % R.randrange(60), blob)
    mc = L(lang, "The partner said our requests had no auth. Captured request:\n%s" % req,
           "파트너사에서 우리 요청에 인증이 없다고 함. 캡처한 요청:\n%s" % req)
    secrets = [blob]
    lesson = L(lang, "The proxy strips Authorization unless proxy_pass_request_headers is on.",
               "proxy_pass_request_headers가 꺼져 있으면 프록시가 Authorization 헤더를 날림.")
    if chance(0.4):
        lesson = L(lang, "Decoded it to check: user %s, password %s. So the header itself was right." % (u, pw),
                   "디코딩해서 확인함: 유저 %s, 비밀번호 %s. 헤더 자체는 맞았음." % (u, pw))
        secrets.append(pw)
    return gsec(lang, "HTTP Basic auth header base64", mc, lesson, "", secrets)


def g_curl_u(lang):
    u, pw = pick(["admin", "elastic", "ci-bot", "jkim"]), pw_any().replace('"', "")
    url = pick(["https://es.internal:9200/_cat/indices?v", "https://nexus.corp.example/service/rest/v1/repositories",
                "http://localhost:15672/api/queues", "https://grafana.acme.dev/api/dashboards/uid/%s" % rs(AN, 9)])
    cmd = 'curl -sk -u "%s:%s" "%s"' % (u, pw, url)
    mc = L(lang, "Checked the index sizes with:\n%s" % cmd, "인덱스 크기 확인에 쓴 명령:\n%s" % cmd)
    return gsec(lang, "shell: curl -u user:password", mc, L(lang, ["", "The -k flag hides the expired cert problem; fix the cert instead."],
                                                              ["", "-k 옵션이 만료된 인증서 문제를 가리고 있음. 인증서를 고쳐야 함."]), "", [pw])


def g_git_token_url(lang):
    tok = pick(["ghp_" + rs(AN, 36), "glpat-" + rs(B64U, 20), "github_pat_11" + rs(UPDI, 20) + "_" + rs(AN, 59)])
    user = pick(["oauth2", "x-access-token", "jkim-dev", "ci"])
    host = "github.com" if tok.startswith("g") and not tok.startswith("glpat") else "gitlab.com"
    url = "https://%s:%s@%s/%s/%s.git" % (user, tok, host, pick(["acme", "hanbit-dev", "platform-team"]), pick(["infra", "api", "mobile-app"]))
    f = R.randrange(3)
    if f == 0:
        snip = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif f == 1:
        snip = "- run: git clone %s deps/shared" % url
    else:
        snip = "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url
    mc = L(lang, "Submodule fetch failed in CI with 'Repository not found'. The remote config:\n%s" % snip,
           "CI에서 submodule fetch가 'Repository not found'로 실패. remote 설정:\n%s" % snip)
    lesson = L(lang, "Token in the remote URL ends up in .git/config and in logs; use a credential helper.",
               "remote URL에 토큰을 넣으면 .git/config랑 로그에 남음. credential helper를 쓸 것.")
    return gsec(lang, "git remote URL with embedded token [GitHub/GitLab]", mc, lesson, "", [tok])


def g_git_credentials(lang):
    tok = pick(["ghp_" + rs(AN, 36), rs(B32L, 52), "ATBB" + rs(AN, 28) + HX(8)])
    host = {"g": "github.com", "A": "bitbucket.org"}.get(tok[0], "dev.azure.com")
    line = "https://%s:%s@%s" % (pick(["jkim", "seoyeon-lee", "build"]), tok, host)
    mc = L(lang, "git kept using an old account. ~/.git-credentials contains:\n%s" % line,
           "git이 계속 예전 계정을 씀. ~/.git-credentials 내용:\n%s" % line)
    return gsec(lang, "~/.git-credentials line", mc, L(lang, "credential.helper=store writes plaintext; switch to the OS keychain.",
                                                       "credential.helper=store는 평문 저장. OS keychain으로 바꿀 것."), "", [tok])


def g_docker_login(lang):
    pw = pick([pw_generated(), "dckr_pat_" + rs(B64U, 27)])
    reg = pick(["registry.acme.io", "harbor.corp.example", "docker.io", "%s.dkr.ecr.%s.amazonaws.com" % (digits(12), pick(AWS_REGIONS))])
    if chance(0.5):
        cmd = "docker login %s -u %s -p '%s'" % (reg, pick(["ci", "deployer", "robot$ci"]), pw)
    else:
        cmd = "echo '%s' | docker login %s -u %s --password-stdin" % (pw, reg, pick(["ci", "deployer"]))
    mc = L(lang, "Image pull failed with 'unauthorized' on the new runner; the bootstrap script runs:\n%s" % cmd,
           "새 runner에서 이미지 pull이 'unauthorized'로 실패. bootstrap 스크립트 내용:\n%s" % cmd)
    return gsec(lang, "shell: docker login password", mc, L(lang, "Runner images are rebuilt weekly; the login step must run at job start.",
                                                             "runner 이미지가 매주 재빌드되므로 login 스텝은 잡 시작 때 돌아야 함."), "", [pw])


def g_docker_config(lang):
    u, pw = pick(["acme-ci", "deployer"]), pw_generated()
    auth = b64(u + ":" + pw)
    cfg = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(["https://index.docker.io/v1/", "registry.gitlab.com", "ghcr.io"]), auth)
    mc = L(lang, "The kaniko job could not push. The mounted ~/.docker/config.json:\n%s" % cfg,
           "kaniko 잡이 push를 못함. 마운트된 ~/.docker/config.json:\n%s" % cfg)
    return gsec(lang, "docker config.json auth base64", mc, L(lang, "kaniko reads /kaniko/.docker, not ~/.docker.", "kaniko는 ~/.docker가 아니라 /kaniko/.docker를 읽음."), "", [auth])


def g_netrc(lang):
    pw = pick([pw_generated(), hx(40)])
    m = pick(["api.wandb.ai", "nexus.corp.example", "urs.earthdata.nasa.gov", "github.com"])
    txt = "machine %s\n  login %s\n  password %s" % (m, pick(["user", "jkim", "ci-bot"]), pw)
    mc = L(lang, "The download script relies on ~/.netrc, which nobody documented:\n%s" % txt,
           "다운로드 스크립트가 ~/.netrc에 의존하는데 문서화가 안 되어 있었음:\n%s" % txt)
    return gsec(lang, ".netrc password", mc, "", L(lang, "Can the script take a token from the env instead?", "스크립트가 env에서 토큰을 받게 바꿔도 될까요?"), [pw])


def g_pip_conf(lang):
    u, pw = pick(["pypi-reader", "build"]), pw_generated().replace("@", "").replace(":", "").replace("/", "")
    if chance(0.5):
        txt = "[global]\nindex-url = https://%s:%s@nexus.corp.example/repository/pypi-all/simple" % (u, pw)
        cat = "pip.conf index-url with credentials"
    else:
        txt = "[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.corp.example/\nusername = %s\npassword = %s" % (u, pw)
        cat = ".pypirc password"
    mc = L(lang, "Builds pulled packages from the public index because this was only on one laptop:\n%s" % txt,
           "이 설정이 한 사람 노트북에만 있어서 빌드가 public index에서 패키지를 받아옴:\n%s" % txt)
    return gsec(lang, cat, mc, L(lang, "Put the index URL in the repo, credentials in keyring.", "index URL은 repo에, 자격 증명은 keyring에."), "", [pw])


def g_maven(lang):
    pw = pw_generated().replace("<", "").replace("&", "")
    xml = ("<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>"
           % (pick(["deployer", "jenkins"]), pw))
    mc = L(lang, "mvn deploy returned 401 from Nexus. ~/.m2/settings.xml on the build agent:\n%s" % xml,
           "mvn deploy가 Nexus에서 401. 빌드 에이전트의 ~/.m2/settings.xml:\n%s" % xml)
    return gsec(lang, "Maven settings.xml <password>", mc, L(lang, "The server id must match the distributionManagement id exactly.",
                                                              "server id가 distributionManagement id와 정확히 같아야 함."), "", [pw])


def g_nuget(lang):
    pw = rs(B32L, 52)
    xml = ('<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="build" />\n'
           '    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>' % pw)
    mc = L(lang, "dotnet restore failed on the new agent. NuGet.Config section:\n%s" % xml,
           "새 에이전트에서 dotnet restore 실패. NuGet.Config 해당 부분:\n%s" % xml)
    return gsec(lang, "NuGet.Config ClearTextPassword [Azure Artifacts]", mc, "", L(lang, "Should we use the credential provider instead?", "credential provider를 쓰는 게 나을까요?"), [pw])


def g_npmrc_auth(lang):
    pw = pw_generated()
    enc = b64(pw)
    txt = ("registry=https://npm.corp.example/repository/npm-group/\n//npm.corp.example/repository/npm-group/:username=%s\n"
           "//npm.corp.example/repository/npm-group/:_password=%s\n//npm.corp.example/repository/npm-group/:email=ci@corp.example\nalways-auth=true" % (pick(["ci", "build"]), enc))
    if chance(0.5):
        tok = "npm_" + rs(AN, 36)
        txt = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n//registry.npmjs.org/:_authToken=%s" % ("ghp_" + rs(AN, 36), tok)
        secs = [txt.split("_authToken=")[1].split("\n")[0], tok]
        cat = ".npmrc _authToken lines [npm, GitHub Packages]"
    else:
        secs = [enc]
        cat = ".npmrc _password (base64)"
    mc = L(lang, "npm install failed with E401 on CI only. The project .npmrc:\n%s" % txt,
           "CI에서만 npm install이 E401로 실패. 프로젝트 .npmrc:\n%s" % txt)
    return gsec(lang, cat, mc, L(lang, "Reference ${NPM_TOKEN} in .npmrc instead of a literal.", ".npmrc에는 값 대신 ${NPM_TOKEN}을 참조할 것."), "", secs)


def g_wifi(lang):
    psk = pick([pw_human(), pw_passphrase(" "), pw_korean_keys(), pw_hangul()])
    f = R.randrange(3)
    ssid = pick(["ACME-Office-5G", "HANBIT_GUEST", "lab-iot", "회의실_5G"])
    if f == 0:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
    elif f == 1:
        snip = "nmcli dev wifi connect '%s' password '%s'" % (ssid, psk)
    else:
        snip = L(lang, "office wifi: %s / pw: %s" % (ssid, psk), "사무실 와이파이: %s / 비번: %s" % (ssid, psk))
    mc = L(lang, "The Raspberry Pi test rig would not join the network after reimaging.\n%s" % snip,
           "재설치 후 라즈베리파이 테스트 장비가 네트워크에 안 붙음.\n%s" % snip)
    return gsec(lang, "Wi-Fi PSK", mc, L(lang, "The 5G SSID is 802.11ax only; the Pi 3 needs the 2.4G one.", "5G SSID는 802.11ax 전용. Pi 3는 2.4G에 붙어야 함."), "", [psk])


def g_human_chat(lang):
    pw = pw_any()
    sys_ = pick(["the Jenkins admin console", "the router admin page", "the staging Grafana", "the NAS web UI", "the old WordPress admin"])
    sys_ko = pick(["Jenkins 관리자 콘솔", "공유기 관리 페이지", "스테이징 Grafana", "NAS 웹 UI", "예전 WordPress 관리자"])
    mc = L(lang, ["Could not log into %s; the user said the login is admin and the password is %s" % (sys_, pw),
                  "User: \"try admin / %s on %s, that's what we always used\"" % (pw, sys_)],
           ["%s 로그인이 안 됐음. 사용자 말로는 계정 admin, 비밀번호 %s" % (sys_ko, pw),
            "사용자: \"%s 은 admin / %s 로 들어가면 돼요, 원래 그거 써요\"" % (sys_ko, pw)])
    lesson = L(lang, "Shared admin accounts everywhere; nobody knows who changed what.", "공용 admin 계정이라 누가 뭘 바꿨는지 아무도 모름.")
    return gsec(lang, "chat: human password for an admin UI", mc, lesson,
                L(lang, ["Can we get named accounts instead of the shared admin?", ""], ["공용 admin 말고 개인 계정을 받을 수 있을까요?", ""]), [pw])


def g_korean_keys(lang):
    pw = pw_korean_keys()
    mc = L(lang, "The VPN login kept failing for the user; they had typed their Hangul password with the IME in English mode, so the stored password is literally %s" % pw,
           "사용자 VPN 로그인이 계속 실패. 한/영 전환 안 된 상태로 한글 비번을 쳐서 실제 저장된 비밀번호가 %s 였음" % pw)
    lesson = L(lang, "When a Korean user says 'my password is right', check the input language first.",
               "사용자가 비번 맞다고 하면 한/영 상태부터 확인할 것.")
    ask = L(lang, ["", "Should the login form warn when the IME state looks wrong?"], ["", "로그인 폼에서 한/영 상태 경고를 띄울까요?"])
    if chance(0.4):
        ask = L(lang, "Is %s also what they use for the ERP account?" % pw, "ERP 계정도 %s 로 쓰고 있나요?" % pw)
    return gsec(lang, "human password typed on Korean keyboard in English mode", mc, lesson, ask, [pw])


def g_hangul_pw(lang):
    pw = pw_hangul()
    mc = L(lang, "The legacy admin page accepted non-ASCII passwords; the shared account's password is %s and the new auth library rejects it." % pw,
           "레거시 관리자 페이지는 한글 비밀번호를 허용했음. 공용 계정 비번이 %s 인데 새 인증 라이브러리가 거부함." % pw)
    lesson = L(lang, "Normalise to NFC before hashing, otherwise macOS input produces a different byte sequence.",
               "해싱 전에 NFC 정규화 필요. 안 하면 macOS 입력이 다른 바이트열이 됨.")
    return gsec(lang, "human password in Hangul", mc, lesson, "", [pw])


def g_pw_change(lang):
    old, new = pw_any(), pw_any()
    mc = L(lang, "Rotated the staging DB password because of the incident: old %s, new %s. Updated the app secret, forgot the cron host." % (old, new),
           "장애 때문에 스테이징 DB 비밀번호 변경함: 기존 %s → 신규 %s. 앱 secret은 바꿨는데 cron 서버를 빠뜨림." % (old, new))
    lesson = L(lang, "List every consumer of a credential before rotating it.", "rotate 전에 해당 자격 증명을 쓰는 곳을 전부 목록화할 것.")
    return gsec(lang, "old and new password in one note", mc, lesson, L(lang, "Is there an inventory of who uses which DB user?", "어떤 DB 유저를 누가 쓰는지 정리된 목록이 있나요?"), [old, new])


# --------------------------------------------------------------------------
# batch 3: PINs, passphrases, recovery codes, TOTP seeds, key material
# --------------------------------------------------------------------------
def g_pin(lang):
    f = R.randrange(4)
    if f == 0:
        pin = digits(8, False)
        mc = L(lang, "The HSM partition login needed the crypto-officer PIN; the admin gave it as %s over chat." % pin,
               "HSM 파티션 로그인에 crypto officer PIN이 필요했고 관리자가 채팅으로 %s 라고 알려줌." % pin)
        cat = "PIN: HSM crypto officer PIN (8 digits)"
    elif f == 1:
        pin = digits(8, False)
        mc = L(lang, "Test phone's SIM got PUK-locked during the SMS OTP tests. PUK from the carrier portal: %s" % pin,
               "SMS OTP 테스트 중 테스트폰 SIM이 PUK 잠김. 통신사 포털에서 확인한 PUK: %s" % pin)
        cat = "PIN: SIM PUK code"
    elif f == 2:
        pin = digits(4, False) + "*" + digits(4, False) + "#"
        mc = L(lang, "Could not get into the server room to reset the box; the door code is %s (changes monthly)." % pin,
               "서버실 도어락 비번이 %s 라서 장비 리셋하러 들어감 (매달 바뀜)." % pin)
        cat = "PIN: server room door code"
    else:
        pin = digits(6, False) + digits(2, False)
        mc = L(lang, "The YubiKey PIV PIN for the signing key is %s; the PUK is still the default and should be changed." % pin,
               "서명 키가 들어 있는 YubiKey PIV PIN은 %s 임. PUK는 아직 기본값이라 바꿔야 함." % pin)
        cat = "PIN: YubiKey PIV PIN"
    lesson = L(lang, ["Physical and hardware PINs belong in the vault too.", ""], ["물리/하드웨어 PIN도 vault에 보관해야 함.", ""])
    return gsec(lang, cat, mc, lesson, "", [pin])


def g_keystore(lang):
    sp, kp = pw_any().replace('"', ""), pw_any().replace('"', "")
    gradle = ('signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "%s"\n'
              '        keyAlias "upload"\n        keyPassword "%s"\n    }\n}' % (sp, kp))
    if chance(0.4):
        gradle = "keytool -list -v -keystore release.jks -alias upload -storepass '%s' -keypass '%s'" % (sp, kp)
    mc = L(lang, "Release build failed after moving the keystore. Signing config in app/build.gradle:\n%s" % gradle,
           "keystore 옮긴 뒤 릴리스 빌드 실패. app/build.gradle의 서명 설정:\n%s" % gradle)
    lesson = L(lang, "Play App Signing means losing the upload key is recoverable, but not the passwords in git history.",
               "Play App Signing이라 upload key 분실은 복구 가능하지만 git history에 남은 비밀번호는 별개 문제.")
    return gsec(lang, "Android keystore storePassword/keyPassword", mc, lesson, "", [sp, kp])


def g_passphrase(lang):
    pp = pw_passphrase(pick([" ", "-"]))
    f = R.randrange(3)
    if f == 0:
        mc = L(lang, "ssh-add asked for the deploy key passphrase; it is \"%s\" according to the old runbook." % pp,
               "ssh-add가 deploy key passphrase를 물어봄. 예전 runbook에 따르면 \"%s\"." % pp)
        cat = "passphrase: SSH key"
    elif f == 1:
        mc = L(lang, "gpg --decrypt of the backup needs the passphrase: %s" % pp, "백업 gpg --decrypt에 필요한 passphrase: %s" % pp)
        cat = "passphrase: GPG backup"
    else:
        mc = L(lang, "The restic repository password (RESTIC_PASSWORD) is the diceware phrase %s" % pp,
               "restic 저장소 비밀번호(RESTIC_PASSWORD)는 diceware 문구 %s 임" % pp)
        cat = "passphrase: restic repository"
    return gsec(lang, cat, mc, L(lang, "Passphrases are credentials too; they go in the password manager.", "passphrase도 자격 증명이므로 password manager에 보관."), "", [pp])


def g_recovery_codes(lang):
    f = R.randrange(3)
    if f == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(R.randrange(6, 11))]
        svc = "GitHub"
    elif f == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(R.randrange(5, 11))]
        svc = pick(["Google", "Naver", "Kakao"])
    else:
        codes = [rs(LODI, 10) for _ in range(R.randrange(6, 11))]
        svc = pick(["AWS root MFA backup", "Atlassian", "npm"])
    sep = pick(["\n", "  ", ", "])
    lst = sep.join(codes)
    mc = L(lang, "The shared %s account for the org lost its 2FA device. Recovery codes from the ops doc:\n%s" % (svc, lst),
           "조직 공용 %s 계정의 2FA 기기를 분실함. ops 문서에 있던 복구 코드:\n%s" % (svc, lst))
    lesson = L(lang, "Used one code; the remaining ones should be regenerated and stored in the vault.",
               "코드 하나 사용함. 나머지는 재발급해서 vault에 보관해야 함.")
    return gsec(lang, "recovery codes list [%s]" % svc, mc, lesson, "", codes)


def g_totp(lang):
    seed = rs(B32, pick([16, 32]))
    if chance(0.5):
        iss = pick(["AWS", "Acme", "GitLab", "Hanbit"])
        uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (
            iss, pick(["ops%40acme.io", "root", "jkim"]), seed, iss)
        mc = L(lang, "To automate the MFA step in the e2e test I decoded the QR code for the test account:\n%s" % uri,
               "e2e 테스트에서 MFA 단계를 자동화하려고 테스트 계정 QR 코드를 디코딩함:\n%s" % uri)
        secrets = [seed]
        cat = "TOTP seed in otpauth URI"
    else:
        grouped = " ".join(wrap(seed.lower(), 4))
        mc = L(lang, "2FA setup key for the shared admin account (from the setup screen): %s" % grouped,
               "공용 관리자 계정 2FA 설정 키 (설정 화면에서 복사): %s" % grouped)
        secrets = [grouped]
        cat = "TOTP setup key grouped with spaces"
    return gsec(lang, cat, mc, L(lang, "A TOTP seed is as sensitive as the password itself.", "TOTP seed는 비밀번호만큼 민감함."), "", secrets)


def der_len(n):
    return bytes([n]) if n < 128 else (bytes([0x81, n]) if n < 256 else bytes([0x82, n >> 8, n & 255]))


def pem_ec_sec1():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    return wrap(b64(der), 64)


def pem_ec_pkcs8():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32)
           + bytes.fromhex("a144034200") + b"\x04" + rb(64))
    return wrap(b64(der), 64)


def openssh_ed25519(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    while True:
        seed, pk = rb(32), rb(32)
        pub = sstr(b"ssh-ed25519") + sstr(pk)
        chk = rb(4)
        priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pk) + sstr(seed + pk) + sstr(comment.encode())
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + sstr(pub) + sstr(priv)
        lines = wrap(b64(blob), 70)
        if len(lines[-1]) >= 8:
            return lines
        comment += "x"


def rsa_lines(pkcs8=False):
    if pkcs8:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(1190)
    else:
        der = bytes.fromhex("308204a40201000282010100") + rb(1180)
    lines = wrap(b64(der), 64)
    while len(lines[-1]) < 8:
        lines = wrap(b64(der + rb(3)), 64)
    return lines


def g_pem_ec(lang):
    lines = pem_ec_sec1()
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"
    mc = L(lang, "The JWT signer in %s loads its key from a file nobody knew about (/etc/%s/jwt-es256.pem):\n%s" % ((pick(SVCS),) * 2 + (pem,)),
           "%s의 JWT 서명 키를 아무도 모르는 파일(/etc/%s/jwt-es256.pem)에서 읽고 있었음:\n%s" % ((pick(SVCS),) * 2 + (pem,)))
    return gsec(lang, "PEM: EC private key body lines", mc, L(lang, "Key files must be mounted from the secret store, not baked in.",
                                                              "키 파일은 이미지에 굽지 말고 secret store에서 마운트할 것."), "", lines)


def g_pem_p8(lang):
    lines = pem_ec_pkcs8()
    kid = rs(UPDI, 10)
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    mc = L(lang, "App Store Connect API calls failed with 401. Key ID %s, issuer %s. AuthKey_%s.p8 content:\n%s" % (kid, uuid4(), kid, pem),
           "App Store Connect API 호출이 401. Key ID %s, issuer %s. AuthKey_%s.p8 내용:\n%s" % (kid, uuid4(), kid, pem))
    return gsec(lang, "PEM: Apple .p8 private key [Apple App Store Connect]", mc,
                L(lang, "The JWT exp must be under 20 minutes or Apple rejects it.", "JWT exp가 20분 넘으면 Apple이 거부함."), "", lines)


def g_openssh(lang):
    lines = openssh_ed25519(pick(["deploy@ci", "jkim@macbook", "backup@nas", "github-actions"]))
    key = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    mc = L(lang, "The deploy job's SSH step failed with 'error in libcrypto'. The DEPLOY_KEY secret as pasted:\n%s" % key,
           "deploy 잡의 SSH 스텝이 'error in libcrypto'로 실패. 붙여 넣은 DEPLOY_KEY secret:\n%s" % key)
    lesson = L(lang, "The secret lost its trailing newline; OpenSSH needs it.", "secret에서 마지막 개행이 빠져 있었음. OpenSSH는 개행이 필요함.")
    return gsec(lang, "OpenSSH ed25519 private key body lines", mc, lesson, "", lines)


def g_rsa_partial(lang):
    lines = rsa_lines(pkcs8=chance(0.5))
    shown = lines[:3] + lines[-2:]
    hdr = "PRIVATE KEY" if lines[0].startswith("MIIEvQ") else "RSA PRIVATE KEY"
    pem = "-----BEGIN %s-----\n%s\n...\n%s\n-----END %s-----" % (hdr, "\n".join(lines[:3]), "\n".join(lines[-2:]), hdr)
    mc = L(lang, "TLS handshake on the ingress failed; the key in the secret starts and ends like this (middle cut):\n%s" % pem,
           "ingress TLS handshake 실패. secret에 들어 있는 키 앞뒤 부분 (중간 생략):\n%s" % pem)
    return gsec(lang, "PEM: RSA private key excerpt lines", mc, L(lang, "The cert and key did not match (modulus differs).", "인증서와 키가 짝이 안 맞았음 (modulus 다름)."), "", shown)


def g_gcp_sa(lang):
    lines = rsa_lines(pkcs8=True)
    shown = lines[:2] + lines[-1:]
    proj = pick(["acme-prod-123", "hanbit-data", "shop-analytics-kr"])
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "ci-deployer", "gcs-writer"]), proj)
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(shown[:2]) + "\\n...\\n" + shown[2] + "\\n-----END PRIVATE KEY-----\\n"
    js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
          '  "client_email": "%s",\n  "client_id": "%s"\n}' % (proj, hx(40), pk, sa, digits(21)))
    mc = L(lang, "BigQuery load job got 'invalid_grant'. The key file (trimmed) the user pasted:\n%s" % js,
           "BigQuery load 잡이 'invalid_grant'. 사용자가 붙여 준 키 파일 (일부 생략):\n%s" % js)
    return gsec(lang, "GCP service account JSON private_key lines [Google Cloud]", mc,
                L(lang, "invalid_grant here meant the key had been deleted in IAM.", "여기서 invalid_grant는 IAM에서 키가 삭제됐다는 뜻이었음."), "", shown)


def g_pgp(lang):
    body = b64(b"\x95\x05\x86\x04" + rb(400))
    lines = wrap(body, 64)[:6]
    blk = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n...\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), rs(B64, 4))
    mc = L(lang, "Release signing in CI needs the GPG key; the GPG_PRIVATE_KEY variable starts with:\n%s" % blk,
           "CI 릴리스 서명에 GPG 키가 필요함. GPG_PRIVATE_KEY 변수 앞부분:\n%s" % blk)
    return gsec(lang, "PGP private key block lines", mc, "", L(lang, "Should signing move to a dedicated subkey?", "서명용 subkey를 따로 쓰는 게 좋을까요?"), lines)


def g_wireguard(lang):
    priv, pub, psk = b64(rb(32)), b64(rb(32)), b64(rb(32))
    use_psk = chance(0.5)
    conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, R.randrange(2, 250), pub, ("PresharedKey = %s\n" % psk) if use_psk else "", pick(["acme.io", "corp.example"]))
    mc = L(lang, "Could not reach the staging VPC from the laptop. wg0.conf:\n%s" % conf, "노트북에서 스테이징 VPC 접속 불가. wg0.conf:\n%s" % conf)
    return gsec(lang, "WireGuard PrivateKey (peer PublicKey not listed)", mc,
                L(lang, "AllowedIPs on the server side did not include my address.", "서버 쪽 AllowedIPs에 내 주소가 없었음."), "", [priv] + ([psk] if use_psk else []))


# --------------------------------------------------------------------------
# batch 4: signing secrets, cookies, bearer tokens, signed URLs, infra secrets
# --------------------------------------------------------------------------
def g_app_secret(lang):
    f = R.randrange(8)
    if f == 0:
        v = "django-insecure-" + rs(LODI + "!@#$%^&*(-_=+)", 50)
        line, cat = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif f == 1:
        v = rs(LODI + "!@#$%^&*(-_=+)", 50)
        line, cat = "DJANGO_SECRET_KEY=%s" % v, "Django SECRET_KEY"
    elif f == 2:
        v = hx(128)
        line, cat = "production:\n  secret_key_base: %s" % v, "Rails secret_key_base"
    elif f == 3:
        v = b64(rb(32))
        line, cat = "APP_KEY=base64:%s" % v, "Laravel APP_KEY"
    elif f == 4:
        v = b64(rb(32))
        line, cat = "NEXTAUTH_SECRET=%s\nNEXTAUTH_URL=https://%s" % (v, pick(["app.acme.io", "admin.shop.example"])), "NextAuth secret"
    elif f == 5:
        v = pick([hx(64), pw_generated(32), pw_passphrase("-")])
        line, cat = "JWT_SECRET=%s\nJWT_EXPIRES_IN=1h" % v, "JWT HS256 signing secret"
    elif f == 6:
        v = hx(48)
        line, cat = "app.config['SECRET_KEY'] = '%s'" % v, "Flask SECRET_KEY"
    else:
        v = pick([pw_passphrase(" "), pw_generated(24)])
        line, cat = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, "Express session secret"
    mc = L(lang, ["All users were logged out after the deploy because the signing secret changed between replicas. The value baked into one replica:\n%s" % line,
                  "Sessions were invalid across pods. Found this in the image:\n%s" % line],
           ["배포 후 replica마다 서명 시크릿이 달라서 전원 로그아웃됨. 한 replica에 박혀 있던 값:\n%s" % line,
            "pod 간 세션이 안 맞음. 이미지 안에서 발견한 값:\n%s" % line])
    lesson = L(lang, "Signing secrets must come from one shared secret, not be generated per container.",
               "서명 시크릿은 컨테이너마다 생성하지 말고 하나의 공유 secret에서 받아야 함.")
    return gsec(lang, "signing secret: " + cat, mc, lesson, "", [v])


def g_webhook_secret(lang):
    v = pick([hx(40), pw_generated(20), rs(AN, 32)])
    vendor = pick(["GitHub", "GitLab", "Shopify", "Toss Payments", "Linear", "Jira"])
    snip = pick(["WEBHOOK_SECRET=%s" % v, "hmac.new(b'%s', body, hashlib.sha256).hexdigest()" % v,
                 "X-Gitlab-Token: %s" % v])
    mc = L(lang, "Signature verification for %s webhooks failed for every delivery. The verifier uses:\n%s" % (vendor, snip),
           "%s webhook 서명 검증이 전부 실패. 검증 코드가 쓰는 값:\n%s" % (vendor, snip))
    lesson = L(lang, "We were hashing the parsed JSON, not the raw body.", "raw body가 아니라 파싱된 JSON을 해싱하고 있었음.")
    return gsec(lang, "webhook signing secret [%s]" % vendor, mc, lesson, "", [v])


def g_cookies(lang):
    f = R.randrange(6)
    if f == 0:
        name, val = "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
    elif f == 1:
        name, val = "laravel_session", b64(json.dumps({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hx(64), "tag": ""}, separators=(",", ":")))
    elif f == 2:
        name, val = "JSESSIONID", HX(32)
    elif f == 3:
        name, val = "PHPSESSID", rs(LODI, 26)
    elif f == 4:
        name, val = "sessionid", rs(LODI, 32)
    else:
        name, val = "session", b64u(json.dumps({"user_id": R.randrange(1, 99999)})) + "." + rs(B64U, 6) + "." + rs(B64U, 27)
    ck = "Cookie: _ga=GA1.1.%s.%s; lang=%s; %s=%s" % (digits(9), ts(), pick(["ko", "en"]), name, val)
    if chance(0.4):
        ck = "curl 'https://%s/api/cart' -H '%s'" % (pick(["shop.example.co.kr", "admin.acme.io"]), ck)
    mc = L(lang, "To reproduce the cart bug I replayed the user's request from their HAR file:\n%s" % ck,
           "장바구니 버그 재현하려고 사용자 HAR 파일의 요청을 재실행함:\n%s" % ck)
    lesson = L(lang, "HAR files contain live session cookies; ask for a sanitized export.", "HAR 파일에는 살아 있는 세션 쿠키가 들어 있음. 정리된 export를 요청할 것.")
    return gsec(lang, "session cookie (%s)" % name, mc, lesson, "", [val])


def g_bearer_jwt(lang):
    t = ts()
    alg = pick(["RS256", "ES256"])
    tok = jwt({"alg": alg, "kid": rs(B64U, 22), "typ": "JWT"},
              {"sub": uuid4(), "iss": pick(["https://auth.acme.io/", "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_" + rs(AN, 9)]),
               "aud": pick(["api", "mobile-app"]), "iat": t, "exp": t + 3600, "scope": "openid profile orders:read"},
              342 if alg == "RS256" else 86)
    snip = pick(["curl -H 'Authorization: Bearer %s' https://api.acme.io/v1/orders" % tok,
                 "Authorization: Bearer %s" % tok])
    mc = L(lang, "The mobile app got 401s after login; request copied from the proxy:\n%s" % snip,
           "로그인 후 모바일 앱에서 401. 프록시에서 복사한 요청:\n%s" % snip)
    lesson = L(lang, "Clock skew on the device; exp was already past when the request arrived.", "단말 시계가 틀어져서 요청 도착 시점에 exp가 이미 지나 있었음.")
    return gsec(lang, "bearer JWT access token", mc, lesson, "", [tok])


def g_s3_presigned(lang):
    kid = "AKIA" + rs(B32, 16)
    sig = hx(64)
    region = pick(AWS_REGIONS)
    d = "2025%02d%02d" % (R.randrange(1, 13), R.randrange(1, 29))
    url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%sT0%d1530Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
           % (pick(["acme-exports", "invoice-pdf-prod", "user-uploads-kr"]), region, pick(["exports/2025/report.csv", "inv/INV-%s.pdf" % digits(6)]),
              kid, d, region, d, R.randrange(10), sig))
    mc = L(lang, "Customer support pasted the download link that 'does not work':\n%s" % url,
           "CS팀이 '안 열린다'는 다운로드 링크를 붙여 줌:\n%s" % url)
    lesson = L(lang, "Presigned links embed the signing access key id and work for 7 days for anyone who has them.",
               "presigned 링크에는 서명한 access key id가 들어가고, 링크를 가진 누구나 7일간 쓸 수 있음.")
    return gsec(lang, "signed URL: S3 presigned (key id + signature) [AWS]", mc, lesson, "", [kid, sig])


def g_gcs_signed(lang):
    sig = hx(256)
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["signer", "cdn-url"]), pick(["acme-prod", "media-kr"]))
    url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F20250311%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=20250311T091500Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
           % (pick(["acme-media", "ml-datasets"]), pick(["videos/intro.mp4", "train/part-0001.parquet"]), pct(sa), sig))
    mc = L(lang, "Download link from the export email:\n%s" % url, "export 메일에 있던 다운로드 링크:\n%s" % url)
    return gsec(lang, "signed URL: GCS V4 signature [Google Cloud]", mc, "", L(lang, "Can links expire sooner?", "링크 만료를 더 짧게 할 수 있나요?"), [sig])


def g_azure_sas(lang):
    sig = pct(b64(rb(32)))
    url = ("https://%s.blob.core.windows.net/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-%02d-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
           % (pick(["acmebackups", "mediastorekr"]), pick(["db-dumps/latest.bak", "uploads"]), R.randrange(1, 13), sig))
    mc = L(lang, "The restore script takes a SAS URL as input; the one in the runbook:\n%s" % url,
           "복원 스크립트가 SAS URL을 입력으로 받음. runbook에 있던 값:\n%s" % url)
    return gsec(lang, "signed URL: Azure SAS sig [Azure Storage]", mc,
                L(lang, "This SAS is account-level and valid until 2026; it should be a short-lived user delegation SAS.",
                  "계정 수준 SAS이고 2026년까지 유효함. 짧은 user delegation SAS로 바꿔야 함."), "", [sig])


def g_cloudfront(lang):
    sig = rs(AN + "-_~", 172)
    url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
        rs(LODI, 14), pick(["hls/master.m3u8", "private/ebook.pdf"]), ts(), sig, rs(UPDI, 13))
    mc = L(lang, "Video playback 403'd for some users; a working signed URL for comparison:\n%s" % url,
           "일부 사용자만 영상 재생 403. 비교용으로 정상 동작하는 signed URL:\n%s" % url)
    return gsec(lang, "signed URL: CloudFront Signature [AWS]", mc, "", "", [sig])


def g_oss_signed(lang):
    kid = "LTAI5t" + rs(AN, 18)
    sig = pct(b64(rb(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        pick(["acme-cn-assets", "shop-img"]), pick(["banner/618.png", "apk/app-release.apk"]), kid, ts(), sig)
    mc = L(lang, "The China CDN origin link the partner used:\n%s" % url, "파트너가 쓰던 중국 CDN origin 링크:\n%s" % url)
    return gsec(lang, "signed URL: Alibaba OSS (key id + signature) [Alibaba Cloud]", mc, "", "", [kid, sig])


def g_k8s_data(lang):
    u, pw = pick(["postgres", "app", "admin"]), pw_any()
    eu, ep = b64(u), b64(pw)
    extra = b64(pw_generated())
    y = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  jwt-secret: %s"
         % (pick(SVCS), eu, ep, extra))
    mc = L(lang, "The pod could not log into the DB; kubectl get secret -o yaml shows:\n%s" % y,
           "pod가 DB 로그인 실패. kubectl get secret -o yaml 결과:\n%s" % y)
    secrets = [ep, extra]
    lesson = L(lang, "The password had a trailing newline because it was created with echo instead of echo -n.",
               "echo -n 대신 echo로 만들어서 비밀번호 끝에 개행이 들어가 있었음.")
    if chance(0.4):
        lesson = L(lang, "Decoded: the password is %s (no newline), so the secret itself is fine." % pw,
                   "디코딩하면 비밀번호는 %s (개행 없음). secret 자체는 정상." % pw)
        secrets.append(pw)
    return gsec(lang, "k8s Secret data: base64 values", mc, lesson, "", secrets)


def g_kubeconfig(lang):
    t = ts()
    tok = jwt({"alg": "RS256", "kid": rs(B64U, 43)},
              {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "deploy"]),
               "kubernetes.io/serviceaccount/service-account.name": pick(["gitlab-deployer", "argocd-manager"]), "sub": "system:serviceaccount:ci:deployer"}, 342)
    y = ("users:\n- name: deployer\n  user:\n    token: %s" % tok)
    mc = L(lang, "The deploy job's kubeconfig (users section):\n%s" % y, "deploy 잡의 kubeconfig (users 부분):\n%s" % y)
    return gsec(lang, "kubeconfig service account token", mc, "", "", [tok])


def g_vault_init(lang):
    keys = [b64(rb(33)) for _ in range(5)]
    root = "hvs." + rs(AN, 24)
    out = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    mc = L(lang, "The dev Vault was re-initialised; output of vault operator init:\n%s" % out,
           "dev Vault를 다시 초기화함. vault operator init 출력:\n%s" % out)
    lesson = L(lang, "Unseal keys should go to different people, and the root token should be revoked after setup.",
               "unseal key는 서로 다른 사람에게 나눠야 하고 root token은 셋업 후 revoke해야 함.")
    return gsec(lang, "Vault unseal keys + root token [HashiCorp Vault]", mc, lesson, "", keys + [root])


def g_ansible(lang):
    p1, p2 = pw_any(), pw_any()
    inv = ("[web]\n%s ansible_user=deploy ansible_password=%s\n\n[web:vars]\nansible_become_pass=%s"
           % ("10.0.%d.%d" % (R.randrange(256), R.randrange(2, 250)), p1, p2))
    mc = L(lang, "Playbook failed at the become step on the new hosts. inventory/prod.ini:\n%s" % inv,
           "신규 호스트에서 playbook이 become 단계에서 실패. inventory/prod.ini:\n%s" % inv)
    lesson = L(lang, "These should be in ansible-vault, not the plain inventory.", "이 값들은 평문 inventory가 아니라 ansible-vault에 있어야 함.")
    return gsec(lang, "Ansible inventory ansible_password/become_pass", mc, lesson, "", [p1, p2])


def g_consul(lang):
    k = b64(rb(32))
    mc = L(lang, "New Consul agents could not join the cluster. server.hcl:\ndatacenter = \"kr1\"\nencrypt = \"%s\"\nretry_join = [\"10.0.0.10\"]" % k,
           "신규 Consul agent가 클러스터에 join 못함. server.hcl:\ndatacenter = \"kr1\"\nencrypt = \"%s\"\nretry_join = [\"10.0.0.10\"]" % k)
    return gsec(lang, "Consul gossip encryption key [HashiCorp Consul]", mc, "", "", [k])


def g_initial_admin(lang):
    f = R.randrange(4)
    if f == 0:
        v = hx(32)
        out = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v
        cat = "Jenkins initialAdminPassword"
    elif f == 1:
        v = b64(rb(33))
        out = "$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: %s" % v
        cat = "GitLab initial_root_password"
    elif f == 2:
        v = rs(AN + "-_", 16)
        out = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % v
        cat = "Argo CD initial admin password"
    else:
        v = rs(AN + "*_+", 20)
        out = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v
        cat = "Elasticsearch elastic password reset"
    mc = L(lang, "Bootstrapped the tool on the new cluster:\n%s" % out, "신규 클러스터에 툴 부트스트랩:\n%s" % out)
    return gsec(lang, "bootstrap output: " + cat, mc, L(lang, "Change it right away and store the new one in the vault.", "바로 변경하고 새 값은 vault에 보관."), "", [v])


def g_sshpass(lang):
    pw = pw_any().replace("'", "")
    cmd = "sshpass -p '%s' ssh -p 2222 -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (
        pw, pick(["ubuntu", "ec2-user", "admin"]), "192.168.%d.%d" % (R.randrange(256), R.randrange(2, 250)), pick(SVCS))
    mc = L(lang, "The legacy restart script in cron:\n%s" % cmd, "cron에 있던 레거시 재시작 스크립트:\n%s" % cmd)
    return gsec(lang, "shell: sshpass -p password", mc, L(lang, "Switch to a key with a forced command.", "forced command가 걸린 키로 바꿀 것."), "", [pw])


def g_oauth_exchange(lang):
    cs = pick([rs(B64U, 40), "GOCSPX-" + rs(B64U, 28), rs(AN, 32)])
    code = rs(B64U, 30)
    cmd = ("curl -X POST https://%s/oauth/token \\\n  -d grant_type=authorization_code \\\n  -d client_id=%s \\\n  -d client_secret=%s \\\n"
           "  -d code=%s \\\n  -d redirect_uri=https://app.acme.io/callback" % (pick(["auth.acme.io", "kauth.kakao.com", "id.example.com"]), rs(AN, 24), cs, code))
    mc = L(lang, "Token exchange returned invalid_client. What I ran:\n%s" % cmd, "token 교환이 invalid_client 반환. 실행한 명령:\n%s" % cmd)
    return gsec(lang, "OAuth token exchange with client_secret", mc,
                L(lang, "The provider wanted client_secret_basic, not form parameters.", "provider가 form 파라미터가 아니라 client_secret_basic 방식을 요구함."), "", [cs])


def g_query_key(lang):
    k = pick([hx(32), rs(AN, 39), uuid4()])
    line = '%s - - [%s] "GET /v2/forecast?lat=37.56&lon=126.97&%s=%s HTTP/1.1" 200 1834' % (
        "10.0.%d.%d" % (R.randrange(256), R.randrange(256)), "03/Apr/2025:14:%02d:09 +0900" % R.randrange(60), pick(["api_key", "apikey", "key", "appid"]), k)
    mc = L(lang, "The weather provider's dashboard shows double usage. From our egress proxy log:\n%s" % line,
           "날씨 API 대시보드 사용량이 두 배로 찍힘. egress 프록시 로그:\n%s" % line)
    return gsec(lang, "API key in query string (access log)", mc,
                L(lang, "Query-string keys end up in every proxy log; use the header variant.", "쿼리스트링 키는 모든 프록시 로그에 남음. 헤더 방식으로 바꿀 것."), "", [k])


def g_enc_key(lang):
    f = R.randrange(3)
    if f == 0:
        v = hx(64)
        line, cat = "FIELD_ENCRYPTION_KEY=%s" % v, "AES-256 key hex"
    elif f == 1:
        v = b64u(rb(32)) + "="
        line, cat = "FERNET_KEY=%s" % v, "Fernet key"
    else:
        v = b64(rb(32))
        line, cat = "active_record_encryption:\n  primary_key: %s" % v, "Rails AR encryption primary key"
    mc = L(lang, "Decrypting old rows failed after the key rotation; the key the old pods used:\n%s" % line,
           "키 교체 후 예전 row 복호화 실패. 예전 pod가 쓰던 키:\n%s" % line)
    return gsec(lang, "encryption key: " + cat, mc, L(lang, "Keep old keys for decryption during rotation.", "rotation 동안 복호화용 예전 키를 유지해야 함."), "", [v])


def g_wallet(lang):
    words = ["abandon", "ladder", "orbit", "velvet", "cousin", "crystal", "jungle", "hazard", "gospel", "salmon", "tribe",
             "fiscal", "napkin", "silver", "unfold", "wagon", "pilot", "echo", "mango", "ritual", "sketch", "bronze"]
    if chance(0.5):
        v = " ".join(pick(words) for _ in range(12))
        mc = L(lang, "The testnet faucet wallet for the e2e suite is restored from this mnemonic: %s" % v,
               "e2e 테스트용 testnet faucet 지갑은 이 니모닉으로 복구함: %s" % v)
        cat = "wallet mnemonic phrase"
    else:
        v = "0x" + hx(64)
        mc = L(lang, "Deploy script for the contracts uses DEPLOYER_PRIVATE_KEY=%s (same key on mainnet!)" % v,
               "컨트랙트 배포 스크립트가 DEPLOYER_PRIVATE_KEY=%s 사용 중 (mainnet에서도 같은 키!)" % v)
        cat = "Ethereum private key hex"
    return gsec(lang, cat, mc, L(lang, "Testnet and mainnet must never share keys.", "testnet과 mainnet 키는 절대 공유하면 안 됨."), "", [v])


def g_npki(lang):
    pw = pw_any()
    mc = L(lang, "The tax-invoice batch signs with the company's joint certificate (NPKI). signPri.key password in batch.conf: %s" % pw,
           "세금계산서 배치가 회사 공동인증서(NPKI)로 서명함. batch.conf의 signPri.key 비밀번호: %s" % pw)
    return gsec(lang, "Korean NPKI certificate password", mc,
                L(lang, "The certificate expires yearly; renewal needs the same password.", "인증서가 매년 만료되고 갱신 때 같은 비밀번호가 필요함."), "", [pw])


def g_misc_device(lang):
    f = R.randrange(4)
    pw = pick([pw_human(), pw_generated(12)])
    if f == 0:
        snip, cat = "snmpwalk -v2c -c %s 10.20.0.1 1.3.6.1.2.1.1" % pw, "SNMP community string"
    elif f == 1:
        snip, cat = "ipmitool -I lanplus -H 10.9.0.%d -U ADMIN -P '%s' chassis power cycle" % (R.randrange(2, 250), pw), "IPMI password"
    elif f == 2:
        snip, cat = "vncpasswd -f <<< '%s' > ~/.vnc/passwd" % pw, "VNC password"
    else:
        snip, cat = "mosquitto_pub -h mqtt.factory.local -u sensor-gw -P '%s' -t line1/temp -m 21.5" % pw, "MQTT password"
    mc = L(lang, "Ops handover note, the command that recovers the box:\n%s" % snip, "운영 인수인계 메모, 장비 복구 명령:\n%s" % snip)
    return gsec(lang, "device credential: " + cat, mc, "", "", [pw])


def g_openssl_pass(lang):
    pw = pw_any().replace("'", "")
    cmd = pick(["openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout 'pass:%s'" % pw,
                "7z a -p'%s' -mhe=on customer-export.7z export/" % pw,
                "zip -P '%s' logs.zip logs/*.log" % pw])
    mc = L(lang, "Sent the bundle to the partner; created with:\n%s" % cmd, "파트너에게 파일 전달. 생성 명령:\n%s" % cmd)
    return gsec(lang, "archive/pkcs12 password on command line", mc, L(lang, "Send the password out of band.", "비밀번호는 별도 채널로 전달할 것."), "", [pw])


def g_split_fields(lang):
    tok = pick(["ghp_" + rs(AN, 36), "sk-proj-" + rs(B64U, 60) + "T3BlbkFJ" + rs(B64U, 60), "xoxb-" + digits(12) + "-" + digits(13) + "-" + rs(AN, 24),
                "glpat-" + rs(B64U, 20), "hf_" + rs(UP + LO, 34)])
    cut = len(tok) // 2
    a, b = tok[:cut], tok[cut:]
    mc = L(lang, "The token got wrapped in the terminal when I copied it; first part: %s" % a,
           "터미널에서 토큰을 복사하다 줄이 잘림. 앞부분: %s" % a)
    lesson = L(lang, "Second part (join without spaces): %s" % b, "뒷부분 (공백 없이 이어 붙일 것): %s" % b)
    return gsec(lang, "token split across two fields", mc, lesson, "", [a, b])


def g_env_dump(lang):
    pw = pw_generated()
    tok = pick(["ghp_" + rs(AN, 36), "npm_" + rs(AN, 36), "glpat-" + rs(B64U, 20)])
    dump = ("HOSTNAME=%s-%s\nHOME=/root\nPATH=/usr/local/bin:/usr/bin:/bin\nDB_HOST=%s\nDB_PASSWORD=%s\nCI_JOB_TOKEN_FALLBACK=%s\nLANG=C.UTF-8"
            % (pick(SVCS), rs(LODI, 10), db_host(), pw, tok))
    mc = L(lang, "Debug step printed the environment in the job log:\n%s" % dump, "디버그 스텝이 잡 로그에 환경 변수를 출력함:\n%s" % dump)
    return gsec(lang, "env dump in CI log", mc, L(lang, "Mask variables and never run `env` in CI.", "변수 마스킹 설정하고 CI에서 `env`는 절대 실행하지 말 것."), "", [pw, tok])


def g_helm_values(lang):
    p1, p2 = pw_generated(), pw_generated()
    y = "postgresql:\n  auth:\n    postgresPassword: %s\n    password: %s\n    database: %s\nredis:\n  auth:\n    enabled: false" % (p1, p2, pick(DB_NAMES))
    mc = L(lang, "values-prod.yaml committed to the chart repo:\n%s" % y, "chart repo에 커밋된 values-prod.yaml:\n%s" % y)
    return gsec(lang, "Helm values.yaml passwords", mc, L(lang, "Use existingSecret instead.", "existingSecret을 쓸 것."), "", [p1, p2])


def g_jupyter(lang):
    t = hx(48)
    out = "    To access the server, open this file in a browser:\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=%s" % t
    mc = L(lang, "Shared the notebook server over the tunnel:\n%s" % out, "터널로 노트북 서버를 공유함:\n%s" % out)
    return gsec(lang, "Jupyter token URL", mc, "", "", [t])


def g_windows(lang):
    pw = pw_any().replace('"', "")
    cmd = pick(['net use Z: \\\\fs01\\share /user:CORP\\svc_backup "%s" /persistent:no' % pw,
                'cmdkey /generic:TERMSRV/10.1.2.3 /user:Administrator /pass:"%s"' % pw])
    mc = L(lang, "The scheduled task on the Windows host maps the share like this:\n%s" % cmd, "Windows 호스트의 예약 작업이 공유 폴더를 이렇게 연결함:\n%s" % cmd)
    return gsec(lang, "Windows net use / cmdkey password", mc, "", "", [pw])


def g_compose_admins(lang):
    p1, p2 = pw_any(), pw_generated()
    y = ("services:\n  keycloak:\n    environment:\n      KEYCLOAK_ADMIN: admin\n      KEYCLOAK_ADMIN_PASSWORD: %s\n"
         "  grafana:\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: %s" % (p1, p2))
    mc = L(lang, "The shared dev stack (docker-compose.shared.yml):\n%s" % y, "공용 dev 스택 (docker-compose.shared.yml):\n%s" % y)
    return gsec(lang, "compose admin passwords (Keycloak, Grafana)", mc, "", L(lang, "Is the shared stack reachable from outside the VPN?", "공용 스택이 VPN 밖에서도 접근 가능한가요?"), [p1, p2])


def g_data_go_kr_both(lang):
    raw = b64(rb(64))
    enc = pct(raw)
    mc = L(lang, "data.go.kr returned SERVICE_KEY_IS_NOT_REGISTERED_ERROR. The portal shows two forms of the key:\nEncoding: %s\nDecoding: %s" % (enc, raw),
           "공공데이터포털 API가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR 반환. 포털에 키가 두 가지로 나옴:\nEncoding: %s\nDecoding: %s" % (enc, raw))
    lesson = L(lang, "requests encodes params again, so pass the Decoding key via params=, or the Encoding key in a raw URL.",
               "requests가 params를 다시 인코딩하므로 params=에는 Decoding 키를, raw URL에는 Encoding 키를 넣을 것.")
    return gsec(lang, "public data portal service key, encoded + decoded [data.go.kr]", mc, lesson, "", [enc, raw])


def g_htpasswd(lang):
    pw = pw_any().replace("'", "")
    cmd = "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (pick(["staging", "preview", "qa"]), pw)
    mc = L(lang, "Staging is behind basic auth, created with:\n%s" % cmd, "스테이징은 basic auth로 막혀 있고 생성 명령은:\n%s" % cmd)
    return gsec(lang, "shell: htpasswd -b password", mc, L(lang, "QA testers all share this one login.", "QA 테스터 전원이 이 로그인 하나를 공유함."), "", [pw])


def g_ask_only(lang):
    pw = pw_any()
    mc = L(lang, "Could not run the nightly export manually because I lacked the SFTP credentials.",
           "SFTP 자격 증명이 없어서 nightly export를 수동으로 못 돌림.")
    lesson = L(lang, "The export job and the manual path use different accounts.", "export 잡과 수동 실행 경로가 서로 다른 계정을 씀.")
    ask = L(lang, "Is the SFTP password still %s or did it change after the audit?" % pw, "SFTP 비밀번호가 아직 %s 인가요, 감사 이후 바뀌었나요?" % pw)
    return gsec(lang, "password only in ask_next_time", mc, lesson, ask, [pw])


# --------------------------------------------------------------------------
# clean notes, part 1: vendor-shaped configs without credentials
# --------------------------------------------------------------------------
def gclean(lang, cat, mc, lesson, ask):
    return mk(lang, "clean", cat, mc.strip("\n"), lesson.strip("\n"), ask.strip("\n"), [])


SAFE_ID_WORDS = ["ACCOUNT_ID", "CLIENT_ID", "REGION", "ENDPOINT", "_URL", "HOST", "PROJECT", "APP_ID", "ORG", "DOMAIN",
                 "USERNAME", "EMAIL", "SID", "DATASET", "SENDER", "CHAT_ID", "TENANT", "STORE", "SPACE", "MID", "INSTANCE_ID",
                 "APP_NAME", "CLUSTER", "MCH_ID", "SERIAL_NO", "CHANNEL_ID", "_ENV", "_SITE", "_USER", "_ROBOT", "_CID"]


def is_safe_id(name):
    if any(w in name for w in ("KEY", "TOKEN", "SECRET", "PASS", "AUTH", "CREDENTIAL", "OSSRH", "ACCOUNT_NO")):
        return False
    return any(w in name for w in SAFE_ID_WORDS)


def ref_value(style, name, vd, ctx):
    sl = slug(vd["name"]).replace("_", "-")
    low = name.lower()
    if style == "placeholder":
        return pick(["<YOUR_%s>" % name, "your-%s-here" % low.replace("_", "-"), "REPLACE_ME", "", "<redacted>",
                     "xxxxxxxxxxxxxxxx", "TODO-ask-%s-team" % pick(["infra", "platform", "payments"]), "...", "<set in vault>"])
    if style == "envref":
        return pick(["${%s}" % name, "${%s:?missing}" % name, "{{ secrets.%s }}" % name, "${{ secrets.%s }}" % name,
                     "$(cat /run/secrets/%s)" % low, "%%(%s)s" % name, "!ENV ${%s}" % name])
    if style == "secretref":
        return pick(["arn:aws:secretsmanager:%s:%s:secret:%s/%s/%s-%s" % (pick(AWS_REGIONS), digits(12), ctx["env"], sl, low, rs(AN, 6)),
                     "vault:secret/data/%s/%s#%s" % (ctx["env"], sl, low),
                     "op://%s/%s/%s" % (pick(["Engineering", "Platform", "Payments"]), vd["name"].replace(" ", "-"), pick(["credential", "password", low])),
                     "projects/%s/secrets/%s-%s/versions/latest" % (pick(["acme-prod", "hanbit-infra"]), sl, low.replace("_", "-")),
                     "@Microsoft.KeyVault(SecretUri=https://%s.vault.azure.net/secrets/%s/)" % (pick(["kv-acme-prod", "kv-shop-kr"]), low.replace("_", "-")),
                     "ssm:/%s/%s/%s" % (ctx["svc"], ctx["env"], low),
                     "ref+vault://secret/%s/%s#/%s" % (ctx["env"], sl, low)])
    # masked
    return pick(["****", "********", "[REDACTED]", "[MASKED]", "•••••••••", "(hidden)", "<masked>", "***"])


P_CLEAN_CFG_INTRO = {
    "placeholder": {
        "en": ["Set up {SVC} locally; the example file only has placeholders, so real values come from the team ({WHERE}):",
               "Template for the {V} integration as committed ({WHERE}):",
               "The onboarding doc for {SVC} shows this skeleton for {V} ({WHERE}); nobody filled it in for {ENV}:"],
        "ko": ["{SVC} 로컬 셋업. example 파일에는 placeholder만 있어서 실제 값은 팀에서 받아야 함 ({WHERE}):",
               "커밋되어 있는 {V} 연동 템플릿 ({WHERE}):",
               "{SVC} 온보딩 문서에 있는 {V} 설정 뼈대 ({WHERE}). {ENV} 값은 아무도 안 채워 둠:"]},
    "envref": {
        "en": ["Reviewed the PR that moves {V} settings out of the code. New {WHERE}:",
               "{SVC} gets {V} settings from the environment at runtime ({WHERE}):",
               "The {ENV} job failed with an empty {N}; the config just forwards the variable ({WHERE}):"],
        "ko": ["{V} 설정을 코드 밖으로 빼는 PR 리뷰함. 새 {WHERE}:",
               "{SVC}는 런타임에 환경 변수에서 {V} 설정을 받음 ({WHERE}):",
               "{ENV} 잡이 {N} 빈 값으로 실패. 설정은 변수를 그대로 넘기기만 함 ({WHERE}):"]},
    "secretref": {
        "en": ["{SVC} now reads its {V} credentials from the secret manager; the committed config only holds references ({WHERE}):",
               "Why {ENV} failed: one of the references below points at a secret that does not exist in {ENV}:",
               "Mapping of {V} settings to secret-store paths for {SVC} ({WHERE}):"],
        "ko": ["{SVC}는 이제 {V} 자격 증명을 secret manager에서 읽고, 커밋된 설정에는 참조만 있음 ({WHERE}):",
               "{ENV} 실패 원인: 아래 참조 중 하나가 {ENV}에 없는 secret을 가리킴:",
               "{SVC}의 {V} 설정과 secret store 경로 매핑 ({WHERE}):"]},
    "masked": {
        "en": ["The {ENV} config for {SVC} as printed by the app (values masked by the logger):",
               "Config dump attached to the {V} incident ticket, already masked by the tooling:"],
        "ko": ["앱이 출력한 {SVC}의 {ENV} 설정 (logger가 값을 마스킹함):",
               "{V} 장애 티켓에 첨부된 설정 덤프 (툴에서 이미 마스킹됨):"]},
}
P_CLEAN_CFG_LESSON = {
    "en": ["References resolve at deploy time; a missing secret shows up as an empty string, not an error.",
           "Never paste the resolved values into the ticket; link the secret path instead.",
           "The secret path naming is <env>/<service>/<key>; the {ENV} one was misspelled.",
           "The example file is the contract: every new variable must be added there with a placeholder.", ""],
    "ko": ["참조는 배포 시점에 해석됨. secret이 없으면 에러가 아니라 빈 문자열이 들어감.",
           "티켓에는 해석된 값을 붙이지 말고 secret 경로만 링크할 것.",
           "secret 경로 규칙은 <env>/<service>/<key>. {ENV} 쪽 경로에 오타가 있었음.",
           "example 파일이 계약서 역할. 새 변수는 반드시 placeholder와 함께 추가할 것.", ""],
}
P_CLEAN_CFG_ASK = {
    "en": ["Who can create the missing secret in {ENV}?", "Is there a script that checks all references resolve?",
           "Should {SVC} fail fast when {N} is empty?", ""],
    "ko": ["{ENV}에 빠진 secret은 누가 만들 수 있나요?", "참조가 전부 해석되는지 검사하는 스크립트가 있나요?",
           "{N}가 비어 있으면 {SVC}가 바로 죽도록 할까요?", ""],
}


def c_vendor_cfg(maker, lang):
    vd = maker()
    ctx = new_ctx(lang)
    style = pick(["placeholder", "envref", "secretref", "secretref", "masked"])
    items = []
    for n, v, sec in vd["items"]:
        if not sec and is_safe_id(n) and not any(ch in v for ch in "@"):
            items.append((n, v, []))
        else:
            items.append((n, ref_value(style, n, vd, ctx), []))
    fmts = [f for f in GENERIC_FORMATS if f[0] not in ("log line", "ps output")]
    lab, fn, we, wk = pick(fmts)
    snip = fn(vd, items, ctx)
    where = (we if lang == "en" else wk).format(**ctx)
    slots = dict(SVC=ctx["svc"], ENV=ctx["env"], V=vd["name"], N=primary(vd)[0], WHERE=where)
    mc = fill(pick(P_CLEAN_CFG_INTRO[style][lang]), **slots) + "\n" + snip
    lesson = fill(pick(P_CLEAN_CFG_LESSON[lang]), **slots)
    ask = fill(pick(P_CLEAN_CFG_ASK[lang]), **slots)
    return gclean(lang, "clean config: %s values (%s) [%s]" % (style, lab, vd["name"]), mc, lesson, ask)


# --------------------------------------------------------------------------
# clean notes, part 2: hashes, digests, ids, public keys (risky-looking)
# --------------------------------------------------------------------------
def c_sha_sums(lang):
    files = ["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "SBOM.spdx.json"]
    lines = "\n".join("%s  %s" % (hx(64), f) for f in sample(files, R.randrange(2, 5)))
    mc = L(lang, "Release verification failed on one artifact. sha256sum output vs the published checksums.txt:\n%s" % lines,
           "아티팩트 하나가 릴리스 검증에 실패. sha256sum 결과와 공개된 checksums.txt:\n%s" % lines)
    lesson = L(lang, "The CDN served a stale object; purge after every release.", "CDN이 오래된 객체를 주고 있었음. 릴리스마다 purge 필요.")
    return gclean(lang, "clean: sha256sum output", mc, lesson, "")


def c_git_log(lang):
    shas = [hx(40) for _ in range(R.randrange(3, 6))]
    msgs = ["fix: retry on 429 from payment gateway", "chore(deps): bump axios from 1.6.8 to 1.7.2", "feat: add refund webhook handler",
            "revert \"feat: new token cache\"", "refactor: split settlement job", "docs: explain key rotation procedure",
            "fix(auth): handle expired refresh token", "ci: cache pnpm store"]
    log = "\n".join("%s %s" % (s if chance(0.5) else s[:7], m) for s, m in zip(shas, sample(msgs, len(shas))))
    mc = L(lang, "Bisected the regression to one of these commits:\n%s" % log, "회귀 원인을 아래 커밋들 중 하나로 좁힘 (bisect):\n%s" % log)
    ask = L(lang, "Can I revert %s directly on main or does it need a PR?" % shas[1], "%s 를 main에서 바로 revert해도 되나요, PR이 필요한가요?" % shas[1][:12])
    return gclean(lang, "clean: git log SHAs", mc, L(lang, "git bisect run with the e2e script takes 6 minutes.", "e2e 스크립트로 git bisect run 돌리면 6분 걸림."), ask)


def c_docker_digest(lang):
    img = pick(["ghcr.io/acme/api", "registry.acme.io/payments/worker", "docker.io/library/postgres", "public.ecr.aws/nginx/nginx"])
    d1, d2 = hx(64), hx(64)
    out = ("$ docker inspect --format '{{index .RepoDigests 0}}' %s:%s\n%s@sha256:%s\n\n# deployed manifest pins:\nimage: %s@sha256:%s"
           % (img, pick(["1.27", "16.3", "main", "v2.8.1"]), img, d1, img, d2))
    mc = L(lang, "Prod runs a different image than the tag suggests:\n%s" % out, "prod가 tag와 다른 이미지를 돌리고 있었음:\n%s" % out)
    return gclean(lang, "clean: docker image digests", mc, L(lang, "Pin by digest in the manifest and let Renovate bump it.", "manifest에는 digest로 고정하고 Renovate가 올리게 할 것."), "")


def c_lockfile(lang):
    f = R.randrange(4)
    if f == 0:
        txt = ('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}'
               % (("lodash",) + ("4.17.21",) + ("lodash", "lodash", "4.17.21") + (b64(rb(64)),)))
        cat = "package-lock integrity sha512"
    elif f == 1:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/redis/go-redis/v9"])
        ver = pick(["v1.30.3", "v0.27.0", "v9.6.1"])
        txt = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rb(32)), mod, ver, b64(rb(32)))
        cat = "go.sum h1 hashes"
    elif f == 2:
        txt = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        cat = "pip --hash sha256"
    else:
        txt = '[[package]]\nname = "serde"\nversion = "1.0.210"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % hx(64)
        cat = "Cargo.lock checksum"
    mc = L(lang, "CI failed with an integrity mismatch after the mirror switch:\n%s" % txt, "미러 변경 후 CI가 integrity 불일치로 실패:\n%s" % txt)
    return gclean(lang, "clean: " + cat, mc, L(lang, "The mirror re-packed the tarball; hashes are per-file, not per-version.",
                                                  "미러가 tarball을 다시 패키징했음. 해시는 버전이 아니라 파일 기준."), "")


def c_request_ids(lang):
    f = R.randrange(4)
    if f == 0:
        txt = ('{"level":"error","ts":"%s","msg":"upstream timeout","request_id":"%s","trace_id":"%s","span_id":"%s","path":"/v1/orders"}'
               % (stamp(), uuid4(), hx(32), hx(16)))
    elif f == 1:
        txt = "traceparent: 00-%s-%s-01\nX-Request-Id: %s\nX-Amzn-Trace-Id: Root=1-%s-%s" % (hx(32), hx(16), uuid4(), hx(8), hx(24))
    elif f == 2:
        txt = ("x-amz-request-id: %s\nx-amz-id-2: %s\nX-Amz-Cf-Id: %s" % (HX(16), b64(rb(57)), rs(B64U, 54) + "=="))
    else:
        txt = "Stripe request: req_%s (idempotency key %s), charge ch_%s, customer cus_%s" % (rs(AN, 14), uuid4(), "3" + rs(AN, 23), rs(AN, 14))
    mc = L(lang, "Support asked for identifiers of the failed call; from our logs:\n%s" % txt, "지원팀이 실패한 호출의 식별자를 요청함. 우리 로그에서:\n%s" % txt)
    return gclean(lang, "clean: request/trace ids", mc, L(lang, "Always log the upstream request id; it is the only thing support can search.",
                                                           "upstream request id는 항상 로그에 남길 것. 지원팀이 검색할 수 있는 유일한 값."), "")


def c_ssh_pub(lang):
    f = R.randrange(3)
    comment = pick(["jkim@macbook", "deploy@ci", "seoyeon@work-pc"])
    if f == 0:
        k = "ssh-ed25519 " + b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rb(32)) + " " + comment
        cat = "ed25519 public key"
    elif f == 1:
        k = "ssh-rsa " + b64(b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + rb(140)) + "... " + comment
        cat = "RSA public key (truncated)"
    else:
        k = "%s ecdsa-sha2-nistp256 %s" % (pick(["github.com", "bastion.acme.io", "[10.0.0.5]:2222"]),
                                          b64(b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04" + rb(64)))
        cat = "known_hosts line"
    fp = "SHA256:" + b64(rb(32)).rstrip("=")
    mc = L(lang, "Added the new teammate's key to the bastion (authorized_keys / known_hosts):\n%s\nfingerprint: %s" % (k, fp),
           "신규 팀원 키를 bastion에 추가함 (authorized_keys / known_hosts):\n%s\nfingerprint: %s" % (k, fp))
    return gclean(lang, "clean: SSH " + cat + " + fingerprint", mc,
                  L(lang, "Verify fingerprints over a second channel before adding keys.", "키 추가 전에 다른 채널로 fingerprint를 확인할 것."), "")


def c_pem_public(lang):
    f = R.randrange(3)
    if f == 0:
        body = b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rb(64))
        pem = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(body, 64)) + "\n-----END PUBLIC KEY-----"
        cat = "PEM public key"
    elif f == 1:
        body = b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rb(120))
        pem = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(body, 64)[:3]) + "\n...\n-----END PUBLIC KEY-----"
        cat = "RSA public key excerpt"
    else:
        body = b64(bytes.fromhex("308201") + rb(200))
        pem = "-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(body, 64)[:3]) + "\n...\n-----END CERTIFICATE-----"
        cat = "X.509 certificate excerpt"
    mc = L(lang, "Webhook signature verification uses the provider's public key, which we pin in the repo:\n%s" % pem,
           "webhook 서명 검증에 provider 공개키를 쓰고, 이걸 repo에 고정해 둠:\n%s" % pem)
    return gclean(lang, "clean: " + cat, mc, L(lang, "Public keys are fine to commit; they rotate yearly though.", "공개키는 커밋해도 됨. 다만 매년 교체됨."), "")


def c_jwks(lang):
    n = b64u(rb(256))
    jw = '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"%s","n":"%s...","e":"AQAB"}]}' % (rs(B64U, 22), n[:120])
    mc = L(lang, "Token validation failed after the IdP rotated keys; current JWKS (trimmed):\n%s" % jw,
           "IdP 키 교체 후 토큰 검증 실패. 현재 JWKS (일부):\n%s" % jw)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: JWKS public key", mc, L(lang, "Cache JWKS for at most an hour and refetch on unknown kid.",
                                                         "JWKS 캐시는 최대 1시간, 모르는 kid가 오면 다시 가져올 것."), "")


def c_gpg(lang):
    fpr = HX(40)
    out = "pub   ed25519 2024-0%d-1%d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>\nsub   cv25519 2024-02-11 [E]" % (
        R.randrange(1, 10), R.randrange(0, 10), fpr)
    mc = L(lang, "Signed tags stopped verifying on CI. gpg --list-keys on the runner:\n%s" % out, "CI에서 서명된 태그 검증이 안 됨. runner의 gpg --list-keys:\n%s" % out)
    return gclean(lang, "clean: GPG fingerprint", mc, L(lang, "Import the public key from the keyserver in the job.", "잡에서 keyserver로부터 공개키를 import할 것."),
                  L(lang, "Is %s the only release key?" % fpr[-16:], "%s 말고 다른 릴리스 키도 있나요?" % fpr[-16:]))


def c_age_wg_public(lang):
    if chance(0.5):
        rec = "age1" + rs(BECH32, 58)
        txt = "creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: %s" % rec
        cat = "age recipient in .sops.yaml"
    else:
        txt = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820\nPersistentKeepalive = 25" % b64(rb(32))
        cat = "WireGuard peer PublicKey only"
    mc = L(lang, "Config I added to the repo:\n%s" % txt, "repo에 추가한 설정:\n%s" % txt)
    return gclean(lang, "clean: " + cat, mc, L(lang, "Only the public half goes into git.", "git에는 공개키 쪽만 들어감."), "")


def c_key_ids(lang):
    f = R.randrange(5)
    if f == 0:
        txt = "KMS key: arn:aws:kms:%s:%s:key/%s (alias/%s)" % (pick(AWS_REGIONS), digits(12), uuid4(), pick(["sops-prod", "rds-kr"]))
    elif f == 1:
        txt = "Apple Sign-in: Team ID %s, Key ID %s, Services ID com.acme.app.signin" % (rs(UPDI, 10), rs(UPDI, 10))
    elif f == 2:
        txt = '{"alg":"ES256","kid":"%s","typ":"JWT"}' % rs(B64U, 43)
    elif f == 3:
        txt = "GCP key: private_key_id=%s for %s@%s.iam.gserviceaccount.com (key file not attached, it lives in Secret Manager)" % (
            hx(40), pick(["bq-loader", "ci"]), pick(["acme-prod", "hanbit-data"]))
    else:
        txt = "Firebase: projectId %s, messagingSenderId %s, appId 1:%s:web:%s" % (pick(["shop-app-kr", "chat-prod"]), digits(12), digits(12), hx(22))
    mc = L(lang, "Identifiers needed for the config review (no secrets here):\n%s" % txt, "설정 리뷰에 필요한 식별자 (시크릿 아님):\n%s" % txt)
    return gclean(lang, "clean: key ids / app ids", mc, "", L(lang, "Who owns these in the cloud console?", "클라우드 콘솔에서 이건 누구 소유인가요?"))


def c_account_ids(lang):
    f = R.randrange(5)
    if f == 0:
        acct = digits(12)
        txt = ('$ aws sts get-caller-identity\n{\n    "UserId": "AIDA%s",\n    "Account": "%s",\n    "Arn": "arn:aws:iam::%s:user/%s"\n}'
               % (rs(B32, 17), acct, acct, pick(["ci-deployer", "jkim"])))
        cat = "aws sts get-caller-identity (AIDA user id)"
    elif f == 1:
        txt = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# client secret comes from federated credentials (OIDC), none stored" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/subscription/client ids"
    elif f == 2:
        txt = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hx(32), hx(32))
        cat = "Twilio SIDs"
    elif f == 3:
        txt = "Slack: workspace T%s, channel C%s, bot user U%s, app A%s" % (rs(UPDI, 10), rs(UPDI, 10), rs(UPDI, 10), rs(UPDI, 10))
        cat = "Slack ids"
    else:
        txt = "GitHub App: app_id %s, installation_id %s, client_id Iv23li%s (private key stays in the vault)" % (digits(6), digits(8), rs(AN, 14))
        cat = "GitHub App ids"
    mc = L(lang, "For the access review, the identities involved:\n%s" % txt, "접근 권한 리뷰용으로 관련 ID 정리:\n%s" % txt)
    return gclean(lang, "clean: " + cat, mc, L(lang, "IDs are not secrets but they help attackers target; keep them out of public repos.",
                                                   "ID는 시크릿이 아니지만 공격 대상을 좁히는 데 쓰이므로 public repo에는 두지 말 것."), "")


def c_base64_data(lang):
    f = R.randrange(4)
    if f == 0:
        ca = b64(b"-----BEGIN CERTIFICATE-----\nMIIC" + rb(120))
        txt = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.gr7.%s.eks.amazonaws.com" % (ca[:150], HX(32), pick(AWS_REGIONS))
        cat = "kubeconfig certificate-authority-data"
    elif f == 1:
        cur = b64(json.dumps({"offset": R.randrange(20, 2000), "sort": "created_at", "dir": "desc"}))
        txt = 'GET /v1/orders?limit=20&cursor=%s\n→ next_cursor: "%s"' % (cur, b64(json.dumps({"offset": R.randrange(2000, 4000)})))
        cat = "base64 pagination cursor"
    elif f == 2:
        cfg = b64(json.dumps({"feature_flags": {"new_checkout": True, "dark_mode": False}, "region": "kr"}))
        txt = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-flags\nbinaryData:\n  flags.json: %s" % cfg
        cat = "ConfigMap binaryData base64 json"
    else:
        txt = "Webhook payload field `data` (base64): %s → decodes to %s" % (b64('{"event":"order.paid","id":%d}' % R.randrange(10 ** 6)),
                                                                      '{"event":"order.paid",...}')
        cat = "base64 webhook payload"
    mc = L(lang, "Looked risky in the diff but it is just encoded data:\n%s" % txt, "diff에서 위험해 보였는데 그냥 인코딩된 데이터임:\n%s" % txt)
    return gclean(lang, "clean: " + cat, mc, L(lang, "Decode before panicking.", "당황하기 전에 먼저 디코딩해 볼 것."), "")


def c_versions(lang):
    txt = pick(["github.com/acme/platform v0.0.0-%s-%s" % ("2024%02d%02d%06d" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(10 ** 6)), hx(12)),
                "app version 3.14.2-rc.4+build.%s.sha.%s" % (digits(5), hx(8)),
                "chart: %s-%s, appVersion: %s" % (pick(["api", "worker"]), "1.%d.%d" % (R.randrange(30), R.randrange(30)), hx(7)),
                "Android versionCode %s, versionName 5.2.0 (%s)" % (digits(9), hx(10))])
    mc = L(lang, "The crash only happens on this build:\n%s" % txt, "이 빌드에서만 크래시 발생:\n%s" % txt)
    return gclean(lang, "clean: version strings", mc, L(lang, "Include the build SHA in crash reports.", "크래시 리포트에 빌드 SHA를 포함할 것."), "")


def c_long_ids(lang):
    txt = pick(["arn:aws:cloudformation:%s:%s:stack/%s/%s" % (pick(AWS_REGIONS), digits(12), pick(["api-prod", "vpc-core"]), uuid4()),
                "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/%s" % (uuid4(), pick(["shop", "erp"]), pick(["app-kr", "func-batch"])),
                "operation-%s-%s-%s-%s" % (digits(13), hx(13), hx(8), hx(8)),
                "pod/%s-%s-%s   0/1   CrashLoopBackOff   7   12m" % (pick(SVCS), hx(10), rs(LODI, 5)),
                "container %s exited with code 137" % hx(64)])
    mc = L(lang, "Resource in question:\n%s" % txt, "문제의 리소스:\n%s" % txt)
    return gclean(lang, "clean: long resource identifiers", mc, L(lang, ["Exit 137 means OOMKilled.", "Tag resources with the service name."],
                                                                ["exit 137은 OOMKilled.", "리소스에 서비스 이름 태그를 달 것."]), "")


def c_lfs_pointer(lang):
    txt = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), R.randrange(10 ** 5, 10 ** 9))
    mc = L(lang, "The model file in the checkout is only an LFS pointer:\n%s" % txt, "checkout한 모델 파일이 LFS 포인터뿐이었음:\n%s" % txt)
    return gclean(lang, "clean: git LFS pointer", mc, L(lang, "Run git lfs pull in the Dockerfile build stage.", "Dockerfile 빌드 단계에서 git lfs pull 실행할 것."), "")


def c_chain(lang):
    txt = pick(["contract deployed at 0x%s (tx 0x%s)" % (hx(40), hx(64)), "treasury address 0x%s on Sepolia" % hx(40),
                "bc1q%s received the test payment" % rs(BECH32, 38)])
    mc = L(lang, "On-chain references for the integration test:\n%s" % txt, "통합 테스트용 온체인 참조:\n%s" % txt)
    return gclean(lang, "clean: blockchain addresses / tx hash", mc, L(lang, "Addresses and tx hashes are public.", "주소와 tx hash는 공개 정보."), "")


def c_key_hash(lang):
    kh = b64(rb(20))
    sha1 = ":".join(HX(2) for _ in range(20))
    mc = L(lang, "Kakao login failed on the release build: the Kakao console only had the debug key hash. Release signing cert SHA-1 %s, key hash %s" % (sha1, kh),
           "릴리스 빌드에서 카카오 로그인 실패. 카카오 콘솔에 디버그 키 해시만 등록되어 있었음. 릴리스 서명 인증서 SHA-1 %s, 키 해시 %s" % (sha1, kh))
    return gclean(lang, "clean: Android signing cert SHA-1 / Kakao key hash", mc,
                  L(lang, "Register both debug and release key hashes; they are derived from public certificates.", "디버그/릴리스 키 해시 둘 다 등록할 것. 공개 인증서에서 나오는 값임."), "")


def svc_prefix(lang):
    svc, env = pick(SVCS), pick(ENVS)
    return pick(["%s (%s): " % (svc, env), "[%s] " % svc, "%s / %s — " % (svc, env)])


# --------------------------------------------------------------------------
# clean notes, part 3: placeholders, fakes, policies, flags, masked output
# --------------------------------------------------------------------------
def c_aws_example(lang):
    txt = ("[%s]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = %s\nendpoint_url = http://%s:4566"
           % (pick(["default", "localstack", "profile test"]), pick(AWS_REGIONS), pick(["localhost", "localstack", "127.0.0.1"])))
    mc = L(lang, "The localstack tests use the documented AWS example credentials, which localstack accepts:\n%s" % txt,
           "localstack 테스트는 AWS 문서의 예시 자격 증명을 씀 (localstack은 아무 값이나 받음):\n%s" % txt)
    return gclean(lang, "clean: AWS documented EXAMPLE keys in localstack config", mc,
                  L(lang, "Never point these tests at a real account; the endpoint override is what keeps them local.",
                    "이 테스트를 실제 계정에 연결하지 말 것. endpoint override 덕분에 로컬에서만 돎."), "")


def c_fake_fixtures(lang):
    f = R.randrange(5)
    if f == 0:
        txt = 'FAKE_GH_TOKEN = "ghp_" + "x" * 36  # shape-only fixture for the redaction unit test'
    elif f == 1:
        txt = "STRIPE_SECRET_KEY=sk_test_XXXXXXXXXXXXXXXXXXXXXXXX\nSTRIPE_WEBHOOK_SECRET=whsec_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
    elif f == 2:
        txt = ('def test_login_rejects_wrong_password(client):\n    resp = client.post("/login", json={"user": "alice@example.com", "password": "<wrong-password>"})\n'
               "    assert resp.status_code == 401")
    elif f == 3:
        txt = "OPENAI_API_KEY=sk-your-key-here\nANTHROPIC_API_KEY=sk-ant-...\n# copy to .env and fill in"
    else:
        txt = "const mockSlack = { token: 'xoxb-000000000000-0000000000000-XXXXXXXXXXXXXXXXXXXXXXXX', channel: 'C00000000' };"
    mc = L(lang, "The secret scanner flagged this in the PR, but it is a placeholder/fixture:\n%s" % txt,
           "PR에서 secret scanner가 이걸 잡았는데 placeholder/fixture임:\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: obviously fake fixture/placeholder", mc,
                  L(lang, "Add the path to the scanner allowlist instead of weakening the rule.", "룰을 약하게 하지 말고 경로를 scanner allowlist에 추가할 것."), "")


def c_pw_policy(lang):
    mc = L(lang, ["Security asked for the new password policy: minimum 12 characters, checked against the HIBP k-anonymity API, no composition rules, bcrypt cost 12 (argon2id for new hashes).",
                  "Discussion about whether to force rotation every 90 days; NIST 800-63B says no unless compromise is suspected. We also drop the 'one special character' rule."],
           ["보안팀이 새 비밀번호 정책을 요청함: 최소 12자, HIBP k-anonymity API로 유출 여부 확인, 조합 규칙 없음, bcrypt cost 12 (신규 해시는 argon2id).",
            "90일마다 비밀번호 강제 변경을 할지 논의. NIST 800-63B는 유출 의심 없으면 하지 말라고 함. '특수문자 1개 이상' 규칙도 없앰."])
    lesson = L(lang, "The validator regex was ^(?=.*[A-Z])(?=.*\\d).{8,}$ and must be replaced with a length + breach check.",
               "기존 검증 정규식 ^(?=.*[A-Z])(?=.*\\d).{8,}$ 는 길이 + 유출 검사로 바꿔야 함.")
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: password policy discussion", mc, lesson,
                  L(lang, "Do we need to re-hash existing bcrypt hashes on next login?", "기존 bcrypt 해시를 다음 로그인 때 재해싱해야 하나요?"))


def c_port_flags(lang):
    f = R.randrange(5)
    if f == 0:
        txt = "docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw -v pg:/var/lib/postgresql/data postgres:16"
    elif f == 1:
        txt = "ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@bastion.acme.io\nkubectl port-forward svc/grafana 3000:80 -n monitoring"
    elif f == 2:
        txt = "mysql -h 127.0.0.1 -P 3307 -u readonly -p\nEnter password:\n(typed interactively, not stored)"
    elif f == 3:
        txt = "psql -h localhost -p 5433 -U app -d orders -W   # -W forces the prompt"
    else:
        txt = "redis-cli -h cache.internal -p 6380 --tls --askpass\niperf3 -c 10.0.0.7 -p 5201 -t 30"
    mc = L(lang, "Commands I used while debugging the connection (flags only, no secrets):\n%s" % txt,
           "연결 디버깅 중 쓴 명령 (플래그만, 시크릿 없음):\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: -p/-P used for ports or prompts", mc,
                  L(lang, "-p is the port for psql/ssh but the password for mysql; mysql's port is -P.", "psql/ssh의 -p는 포트지만 mysql의 -p는 비밀번호, mysql 포트는 -P."), "")


def c_auth_errors(lang):
    txt = pick(["botocore.exceptions.ClientError: An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************abcd.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}",
                "FATAL:  password authentication failed for user \"app\"",
                "remote: Invalid username or token. Password authentication is not supported for Git operations.",
                "Error: 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fui - You do not have permission to publish \"@acme/ui\"."])
    mc = L(lang, "Error seen in %s:\n%s" % (pick(ENVS), txt), "%s에서 본 에러:\n%s" % (pick(ENVS), txt))
    lesson = L(lang, "The credential was fine; the job ran with the wrong profile.", "자격 증명은 정상이었고 잡이 다른 profile로 돌고 있었음.")
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: auth error message without credential", mc, lesson, "")


def c_masked_output(lang):
    f = R.randrange(5)
    if f == 0:
        txt = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account jkim-dev (keyring)\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'"
        cat = "gh auth status masked token"
    elif f == 1:
        txt = "Run ./deploy.sh\n  env:\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    DEPLOY_ENV: %s" % pick(ENVS)
        cat = "GitHub Actions log with *** masking"
    elif f == 2:
        txt = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"orders-prod\"\n    }"
        cat = "terraform plan (sensitive value)"
    elif f == 3:
        txt = "$ kubectl get secrets -n payments\nNAME              TYPE                DATA   AGE\npg-credentials    Opaque              2      41d\ntoss-api          Opaque              1      12d\nregistry-pull     kubernetes.io/dockerconfigjson   1   300d"
        cat = "kubectl get secrets listing"
    else:
        txt = "$ vercel env ls\n name                 value               environments\n STRIPE_SECRET_KEY    Encrypted           Production\n DATABASE_URL         Encrypted           Production, Preview"
        cat = "vercel env ls (Encrypted)"
    mc = L(lang, "Checked that the credentials are present without printing them:\n%s" % txt, "값은 출력하지 않고 자격 증명이 있는지만 확인:\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: " + cat, mc, "", L(lang, "Which of these is the one the job actually mounts?", "이 중 잡이 실제로 마운트하는 건 어느 건가요?"))


def c_encrypted_blobs(lang):
    f = R.randrange(3)
    if f == 0:
        txt = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s"
               % (b64(rb(18)), b64(rb(32)), b64(rb(16)), rs(BECH32, 58)))
        cat = "SOPS-encrypted value"
    elif f == 1:
        txt = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: pg-credentials\nspec:\n  encryptedData:\n    password: Ag%s..."
               % b64(rb(150)))
        cat = "SealedSecret encryptedData"
    else:
        txt = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(4)) + "\n..."
        cat = "ansible-vault encrypted file"
    mc = L(lang, "This is committed on purpose; it is encrypted to the cluster/team key:\n%s" % txt,
           "의도적으로 커밋된 것. 클러스터/팀 키로 암호화되어 있음:\n%s" % txt)
    return gclean(lang, "clean: " + cat, mc, L(lang, "Only the decrypted form is sensitive; never commit that.", "민감한 건 복호화된 값뿐. 그건 절대 커밋하지 말 것."), "")


def c_redacted_url(lang):
    f = R.randrange(3)
    if f == 0:
        txt = ("https://acme-exports.s3.ap-northeast-2.amazonaws.com/r.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=<redacted>"
               "&X-Amz-Date=20250312T010203Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=<redacted>")
    elif f == 1:
        txt = "postgresql://app:****@db-prod-1.internal:5432/orders (password elided by the logger)"
    else:
        txt = "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX (format only)"
    mc = L(lang, "Reference URL format (secret parts removed):\n%s" % txt, "URL 형식 참고용 (시크릿 부분 제거):\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: URL with credential parts redacted", mc, "", "")


def c_cookie_meta(lang):
    txt = pick(["Set-Cookie: session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax",
                "Set-Cookie: __Host-sid=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure",
                "Cookie names we set: __Host-sid (HttpOnly, Secure, SameSite=Strict), csrftoken_name, lang, _ga"])
    mc = L(lang, "Logout did not clear the session on Safari. Response header after the fix:\n%s" % txt,
           "Safari에서 로그아웃 시 세션이 안 지워짐. 수정 후 응답 헤더:\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: cleared/empty cookies", mc, L(lang, "Path and Domain must match the original cookie to delete it.",
                                                               "쿠키를 지우려면 원래 쿠키와 Path/Domain이 같아야 함."), "")


def c_rotation_talk(lang):
    mc = L(lang, ["The leaked Slack token from last week was revoked; the new one is only in Vault under kv/slack/bot. I did not need it for this task.",
                  "Key rotation for the payment gateway happens on the 1st; the old key keeps working for 24h. The values are in the payments vault, not in this repo."],
           ["지난주 유출된 Slack 토큰은 revoke됨. 새 토큰은 Vault kv/slack/bot에만 있고 이번 작업에는 필요 없었음.",
            "결제 게이트웨이 키 rotation은 매월 1일. 예전 키는 24시간 동안 계속 동작함. 값은 payments vault에 있고 이 repo에는 없음."])
    lesson = L(lang, "Ask for access to the vault path rather than the value.", "값이 아니라 vault 경로 접근 권한을 요청할 것.")
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: discussion of rotation, no values", mc, lesson,
                  L(lang, "Who approves vault access for contractors?", "외주 인력의 vault 접근 승인은 누가 하나요?"))


def c_env_refs_code(lang):
    f = R.randrange(4)
    if f == 0:
        txt = 'api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key, timeout=30)'
    elif f == 1:
        txt = "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });"
    elif f == 2:
        txt = ('env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-credentials\n        key: password')
    else:
        txt = ('data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "prod/orders/db"\n}\n\n'
               'password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]')
    mc = L(lang, "How the credential reaches the code now:\n%s" % txt, "이제 자격 증명이 코드로 전달되는 방식:\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: code reads credential from env/secret store", mc,
                  L(lang, "Fail at startup if the variable is missing.", "변수가 없으면 기동 시점에 실패하게 할 것."), "")


def c_oidc_ci(lang):
    txt = ("permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n"
           "      role-to-assume: arn:aws:iam::%s:role/gha-deploy-%s\n      aws-region: %s" % (digits(12), pick(ENVS), pick(AWS_REGIONS)))
    mc = L(lang, "Replaced the long-lived deploy keys with OIDC:\n%s" % txt, "장기 deploy 키를 OIDC로 교체:\n%s" % txt)
    mc = svc_prefix(lang) + mc
    return gclean(lang, "clean: OIDC role assumption, no stored keys", mc,
                  L(lang, "The trust policy must pin the repo and branch in the sub claim.", "trust policy의 sub claim에 repo와 브랜치를 고정해야 함."), "")


def c_uuid_heavy(lang):
    txt = "\n".join("%s  %s  %s" % (uuid4(), pick(["PENDING", "FAILED", "RETRYING"]), stamp()) for _ in range(R.randrange(3, 7)))
    mc = L(lang, "Stuck jobs in the outbox table (job_id, status, updated_at):\n%s" % txt,
           "outbox 테이블에서 멈춘 잡 목록 (job_id, status, updated_at):\n%s" % txt)
    return gclean(lang, "clean: list of job UUIDs", mc, L(lang, "The retry worker skips rows locked by a dead transaction.", "retry worker가 죽은 트랜잭션이 잡은 row를 건너뜀."), "")


def c_ssh_fingerprint_prompt(lang):
    fp = b64(rb(32)).rstrip("=")
    txt = "The authenticity of host 'bastion.acme.io (203.0.113.%d)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (R.randrange(2, 250), fp)
    mc = L(lang, "First connection to the rebuilt bastion:\n%s" % txt, "재구축된 bastion 첫 접속:\n%s" % txt)
    return gclean(lang, "clean: host key fingerprint prompt", mc, L(lang, "Compare against the fingerprint published in the infra wiki.", "인프라 위키에 공개된 fingerprint와 비교할 것."), "")


def c_tls_fp(lang):
    fp = ":".join(HX(2) for _ in range(32))
    txt = "$ openssl x509 -in server.crt -noout -fingerprint -sha256 -serial\nsha256 Fingerprint=%s\nserial=%s" % (fp, HX(32))
    mc = L(lang, "Certificate pinning in the mobile app broke after renewal:\n%s" % txt, "인증서 갱신 후 모바일 앱 certificate pinning이 깨짐:\n%s" % txt)
    return gclean(lang, "clean: TLS certificate fingerprint/serial", mc,
                  L(lang, "Pin the SPKI of the intermediate, not the leaf.", "leaf 말고 intermediate의 SPKI를 pin할 것."), "")


def c_hex_noise(lang):
    txt = pick(["ETag: \"%s\"" % hx(32), "Content-MD5: %s" % b64(rb(16)), "x-goog-hash: crc32c=%s, md5=%s" % (b64(rb(4)), b64(rb(16))),
                "build cache key: %s-%s" % (pick(["linux-pnpm", "gradle-deps"]), hx(64))])
    mc = L(lang, "Cache never hits in CI; the key it computes:\n%s" % txt, "CI 캐시가 한 번도 hit 안 됨. 계산된 키:\n%s" % txt)
    return gclean(lang, "clean: etag / content hash / cache key", mc, L(lang, "The lockfile path in the hash glob was wrong.", "해시 glob의 lockfile 경로가 틀려 있었음."), "")


# --------------------------------------------------------------------------
# clean notes, part 4: keys documented as public (tagged [publishable])
# --------------------------------------------------------------------------
def pub_items():
    """list of (vendor, snippet-maker) for client-side keys their vendors document as public"""
    return [
        ("Stripe", lambda: "const stripe = Stripe('pk_live_51%s');" % rs(AN, 97)),
        ("Firebase", lambda: ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
                              "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % ((rs(B64U, 35),) + (pick(["shop-app-kr", "chat-prod-7"]),) * 2 + (digits(12),) * 2 + (hx(22),)))),
        ("Mapbox", lambda: "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(json.dumps({"u": pick(["acme-maps", "delivery-kr"]), "a": rs(LODI, 25)}, separators=(",", ":"))), rs(B64U, 22))),
        ("Algolia", lambda: "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(UPDI, 10), hx(32))),
        ("Sentry", lambda: "Sentry.init({\n  dsn: 'https://%s@o%s.ingest.%ssentry.io/%s',\n  tracesSampleRate: 0.1,\n});" % (hx(32), digits(6), pick(["", "us.", "de."]), digits(7))),
        ("Google reCAPTCHA", lambda: '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)),
        ("PostHog", lambda: "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)),
        ("Supabase", lambda: "const supabase = createClient('https://%s.supabase.co', '%s')  // anon key" % (
            rs(LO, 20), jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": ts(), "exp": ts() + 315360000}))),
        ("Kakao", lambda: "Kakao.init('%s'); // JavaScript key" % hx(32)),
        ("Toss Payments", lambda: "const tossPayments = TossPayments('live_ck_%s');" % rs(AN, 28)),
        ("Clerk", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64("clerk.%s$" % pick(["acme.io", "shop.example.com"])).rstrip("=")),
        ("LaunchDarkly", lambda: "const ldClient = LDClient.initialize('%s', context); // client-side ID" % hx(24)),
        ("Google Maps", lambda: '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)),
        ("Datadog RUM", lambda: "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: 'web',\n});" % (uuid4(), hx(32))),
        ("Braintree", lambda: "braintree.client.create({ authorization: 'production_%s_%s' }) // tokenization key" % (rs(LODI, 8), rs(LODI, 16))),
        ("Cloudflare Turnstile", lambda: '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)),
        ("hCaptcha", lambda: '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()),
        ("Naver Maps", lambda: '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LODI, 10)),
        ("PAY.JP", lambda: "const payjp = Payjp('pk_live_%s');" % hx(24)),
        ("Razorpay", lambda: "const rzp = new Razorpay({ key: 'rzp_live_%s', amount: 50000, currency: 'INR' });" % rs(AN, 14)),
        ("Segment", lambda: "analytics.load('%s');" % rs(AN, 32)),
        ("Amplitude", lambda: "amplitude.init('%s', { defaultTracking: true });" % hx(32)),
        ("Mixpanel", lambda: "mixpanel.init('%s', { track_pageview: true });" % hx(32)),
        ("OneSignal", lambda: "OneSignal.init({ appId: '%s' });" % uuid4()),
        ("Channel Talk", lambda: "ChannelIO('boot', { pluginKey: '%s' });" % uuid4()),
        ("Adyen", lambda: "const checkout = await AdyenCheckout({ environment: 'live', clientKey: 'live_%s' });" % rs(UPDI, 32)),
    ]


P_PUB_INTRO = {
    "en": ["Frontend init for the %s integration in the web app (browser bundle):\n%s",
           "The landing page broke after the %s upgrade; the snippet we ship to the browser:\n%s",
           "Checked which %s value the mobile web view uses (public, client-side):\n%s"],
    "ko": ["웹앱 브라우저 번들의 %s 연동 초기화 코드:\n%s",
           "%s 업그레이드 후 랜딩 페이지가 깨짐. 브라우저로 내려가는 스니펫:\n%s",
           "모바일 웹뷰가 쓰는 %s 값 확인 (클라이언트용 공개 값):\n%s"],
}


def c_publishable(lang, idx):
    vendor, fn = pub_items()[idx]
    snip = fn()
    mc = pick(P_PUB_INTRO[lang]) % (vendor, snip)
    lesson = L(lang, ["This value is meant to be public; restrict it by domain/referrer in the %s console instead." % vendor,
                      "Only the server-side counterpart is secret, and that one lives in the vault.", ""],
               ["이 값은 원래 공개용. 대신 %s 콘솔에서 도메인/referrer 제한을 걸 것." % vendor,
                "비밀인 건 서버용 짝 키뿐이고 그건 vault에 있음.", ""])
    ask = L(lang, ["Is the domain restriction configured for production?", ""], ["운영 도메인 제한은 설정되어 있나요?", ""])
    return gclean(lang, "clean: client-side key (%s) [%s] [publishable]" % (vendor, vendor), mc, lesson, ask)


# --------------------------------------------------------------------------
# clean notes, part 5: ordinary notes with nothing risky in them
# --------------------------------------------------------------------------
PLAIN = {
    "en": [
        ("The flaky test in {SVC} depends on wall-clock time; it fails between 23:59 and 00:01 UTC.",
         "Freeze time with a fixture instead of calling datetime.now() in assertions.", "Is there a shared clock fixture already?"),
        ("I didn't know {SVC} pins Node 18 via .nvmrc; my local Node 22 produced a different lockfile.",
         "Run `corepack enable` and respect .nvmrc before touching dependencies.", ""),
        ("The pagination bug only shows up when two rows share the same created_at.",
         "Always add the primary key as a tie-breaker to ORDER BY for keyset pagination.", "Should the API switch to opaque cursors?"),
        ("Korean product names were truncated mid-character in the CSV export.",
         "Truncate by grapheme, not by byte; the export used a byte limit of 255.", ""),
        ("The migration locked the orders table for 40 seconds in staging.",
         "Add columns as nullable first, backfill in batches, then add the NOT NULL constraint.", "What's the maintenance window for prod?"),
        ("{SVC} has two config loaders; the YAML one wins over env vars, which is the opposite of the docs.",
         "Read the loader order in config/__init__.py before debugging config issues.", "Which loader is supposed to survive the refactor?"),
        ("The dashboard showed p99 latency of 3s, but that was a single slow endpoint (/export).",
         "Split latency SLOs per route; the export endpoint should be async anyway.", ""),
        ("CSS grid broke on Safari 15 because of the `gap` shorthand inside a flex fallback.",
         "Test layout changes on the oldest supported Safari in BrowserStack.", ""),
        ("The retry decorator retried non-idempotent POSTs, creating duplicate refunds.",
         "Only retry on idempotent methods or when an idempotency key is sent.", "Can we add idempotency keys to the refund endpoint?"),
        ("I assumed the cron ran in KST; it runs in UTC, so the 'daily' report covered the wrong day.",
         "Always state the timezone in cron comments and use CRON_TZ where supported.", ""),
        ("The Docker build took 14 minutes because COPY . . invalidated the dependency layer.",
         "Copy only the lockfile first, install, then copy the source.", ""),
        ("Image uploads over 10 MB failed silently because of the ingress body-size limit.",
         "nginx.ingress.kubernetes.io/proxy-body-size must be raised together with the app limit.", "What max upload size does product want?"),
        ("The search index was missing 3% of products; the indexer skipped items with null brand.",
         "Treat null as empty string in the mapper; log skipped ids.", ""),
        ("The mobile app crashed on Android 8 due to a Java 11 API used in a shared library.",
         "Enable core library desugaring or bump minSdk; check with the mobile team first.", "Is Android 8 still in the support matrix?"),
        ("Load tests hit the rate limiter of our own gateway, not the service.",
         "Whitelist the load-test source in the gateway before running k6.", ""),
        ("The GraphQL N+1 on orders.items came back after the resolver refactor.",
         "Use the DataLoader in context; add a query-count assertion to the test.", ""),
        ("Feature flag evaluation differed between web and API because the user key was email on one side and id on the other.",
         "Use the immutable user id as the flag context key everywhere.", ""),
        ("A 'quick' change to the logging format broke the log-based alert parser.",
         "Alerts depend on log format; grep the alert rules before changing formats.", "Can alerts move to metrics?"),
        ("The staging database is a week-old snapshot, so my bug repro data was missing.",
         "Seed the needed rows with the factory script instead of relying on the snapshot.", ""),
        ("Memory grew steadily in the worker because a module-level list cached every processed id.",
         "Use a bounded LRU or drop the cache; it was only for debugging.", ""),
        ("Unicode normalization differed between macOS and Linux file names in the upload bucket.",
         "Normalise keys to NFC before writing to storage.", ""),
        ("The e2e suite depends on test order; running a single spec fails.",
         "Each spec must create its own data; remove the shared beforeAll.", "Is anyone already fixing the e2e isolation?"),
        ("The Terraform plan wanted to recreate the RDS instance because of a changed parameter group name.",
         "Use lifecycle prevent_destroy and rename via moved blocks.", ""),
        ("I didn't realise {SVC} shares a Redis instance with the session store; a FLUSHDB logged everyone out.",
         "Never FLUSHDB on shared Redis; use key prefixes and SCAN + DEL.", "Can we split the instances?"),
        ("Decimal rounding in the invoice total used banker's rounding; accounting expects half-up.",
         "Set ROUND_HALF_UP explicitly in the money helper.", ""),
        ("HTTP keep-alive to the partner API was disabled, causing a TLS handshake per request.",
         "Reuse the session/client object; it cut latency by 60%.", ""),
        ("The PR template asks for a rollback plan and I skipped it; the reviewer blocked the merge.",
         "Write the rollback plan first; it often reveals a missing migration step.", ""),
        ("The translation file for ja-JP was missing keys, so the UI fell back to English strings.",
         "Run the i18n key checker in CI for every locale.", ""),
        ("A timezone-naive datetime from the partner feed was interpreted as local time.",
         "Parse with an explicit tz and store UTC.", ""),
        ("Bulk email jobs overlapped because the scheduler does not prevent concurrent runs.",
         "Use a lock (SET NX with TTL) around the job.", "Is there a standard job-lock helper?"),
        ("The new endpoint returned 200 with an error body, so the client never retried.",
         "Return proper 4xx/5xx codes; clients key off the status.", ""),
        ("Sorting by Korean names gave unexpected order because the DB collation was C.",
         "Use ICU collation ko-KR for user-facing sorts.", ""),
    ],
    "ko": [
        ("{SVC}의 flaky 테스트가 현재 시각에 의존함. UTC 23:59~00:01 사이에만 실패.",
         "assertion에서 datetime.now()를 쓰지 말고 fixture로 시간을 고정할 것.", "공용 clock fixture가 이미 있나요?"),
        ("{SVC}가 .nvmrc로 Node 18을 고정하고 있는 줄 몰랐음. 로컬 Node 22로 lockfile이 달라짐.",
         "의존성 건드리기 전에 corepack enable 하고 .nvmrc 버전 맞출 것.", ""),
        ("created_at이 같은 row가 두 개 있을 때만 페이지네이션 버그가 재현됨.",
         "keyset pagination에서는 ORDER BY에 PK를 tie-breaker로 꼭 넣을 것.", "API를 opaque cursor로 바꾸는 게 좋을까요?"),
        ("CSV export에서 한글 상품명이 글자 중간에서 잘림.",
         "바이트가 아니라 grapheme 단위로 잘라야 함. export가 255바이트 제한을 쓰고 있었음.", ""),
        ("스테이징에서 migration이 orders 테이블을 40초 동안 잠금.",
         "컬럼은 nullable로 먼저 추가 → 배치로 backfill → 마지막에 NOT NULL 제약 추가 순서로.", "prod 점검 시간대가 언제인가요?"),
        ("{SVC}에 설정 로더가 두 개 있고, 문서와 반대로 YAML이 env보다 우선함.",
         "설정 문제 디버깅 전에 config/__init__.py의 로딩 순서부터 볼 것.", "리팩터링 후 남길 로더는 어느 쪽인가요?"),
        ("대시보드 p99가 3초였는데 사실 느린 엔드포인트(/export) 하나 때문이었음.",
         "route별로 latency SLO를 나눌 것. export는 어차피 비동기로 바꿔야 함.", ""),
        ("재시도 데코레이터가 멱등하지 않은 POST까지 재시도해서 환불이 중복 생성됨.",
         "멱등한 메서드이거나 idempotency key가 있을 때만 재시도할 것.", "환불 API에 idempotency key를 추가해도 될까요?"),
        ("cron이 KST 기준인 줄 알았는데 UTC라서 '일간' 리포트가 하루 어긋나 있었음.",
         "cron 주석에 타임존을 항상 적고, 지원되면 CRON_TZ를 쓸 것.", ""),
        ("COPY . . 때문에 의존성 레이어 캐시가 깨져서 Docker 빌드가 14분 걸림.",
         "lockfile만 먼저 복사해서 설치하고 소스는 그다음에 복사.", ""),
        ("10MB 넘는 이미지 업로드가 ingress body size 제한 때문에 조용히 실패.",
         "앱 제한이랑 nginx.ingress.kubernetes.io/proxy-body-size를 같이 올려야 함.", "기획에서 원하는 최대 업로드 크기가 얼마인가요?"),
        ("검색 인덱스에 상품 3%가 빠져 있었음. brand가 null인 항목을 indexer가 건너뜀.",
         "mapper에서 null을 빈 문자열로 처리하고 skip된 id는 로그로 남길 것.", ""),
        ("공용 라이브러리가 Java 11 API를 써서 Android 8에서 앱이 크래시.",
         "core library desugaring을 켜거나 minSdk를 올려야 함. 모바일팀과 먼저 협의.", "Android 8이 아직 지원 대상인가요?"),
        ("부하 테스트가 서비스가 아니라 우리 gateway의 rate limiter에 걸림.",
         "k6 돌리기 전에 gateway에서 부하 테스트 소스 IP를 허용할 것.", ""),
        ("resolver 리팩터링 후 orders.items에서 GraphQL N+1이 다시 생김.",
         "context의 DataLoader를 쓰고 테스트에 쿼리 수 assertion 추가.", ""),
        ("웹과 API의 feature flag 결과가 달랐음. 한쪽은 email, 한쪽은 id를 user key로 씀.",
         "flag context key는 어디서나 변하지 않는 user id로 통일.", ""),
        ("로그 포맷을 '살짝' 바꿨더니 로그 기반 알람 파서가 깨짐.",
         "알람이 로그 포맷에 의존하므로 포맷 변경 전에 알람 룰을 grep할 것.", "알람을 메트릭 기반으로 옮길 수 있을까요?"),
        ("스테이징 DB가 일주일 전 스냅샷이라 버그 재현 데이터가 없었음.",
         "스냅샷에 기대지 말고 factory 스크립트로 필요한 row를 만들 것.", ""),
        ("worker 메모리가 계속 증가. 모듈 레벨 리스트에 처리한 id를 전부 쌓고 있었음.",
         "크기 제한 있는 LRU로 바꾸거나 제거. 디버깅용으로 넣었던 것.", ""),
        ("업로드 버킷에서 macOS와 Linux의 파일명 유니코드 정규화가 달랐음.",
         "스토리지에 쓰기 전에 키를 NFC로 정규화.", ""),
        ("e2e 스위트가 테스트 순서에 의존함. spec 하나만 돌리면 실패.",
         "spec마다 자기 데이터를 만들고 공용 beforeAll은 제거.", "e2e 격리 작업하는 사람이 이미 있나요?"),
        ("{SVC}가 세션 저장소와 같은 Redis를 쓰는 줄 몰랐음. FLUSHDB 한 번에 전원 로그아웃.",
         "공용 Redis에서는 FLUSHDB 금지. key prefix + SCAN/DEL 사용.", "인스턴스를 분리할 수 있을까요?"),
        ("청구서 합계 반올림이 banker's rounding이었는데 회계팀은 사사오입을 기대함.",
         "money helper에서 ROUND_HALF_UP을 명시적으로 설정.", ""),
        ("파트너 API keep-alive가 꺼져 있어서 요청마다 TLS handshake가 발생.",
         "session/client 객체를 재사용하니 latency 60% 감소.", ""),
        ("ja-JP 번역 파일에 키가 빠져서 UI가 영어로 fallback됨.",
         "CI에서 모든 locale에 대해 i18n 키 검사기를 돌릴 것.", ""),
        ("DB collation이 C라서 한글 이름 정렬 순서가 이상했음.",
         "사용자에게 보이는 정렬은 ICU ko-KR collation 사용.", ""),
        ("대량 메일 잡이 겹쳐서 돌았음. 스케줄러가 동시 실행을 막지 않음.",
         "잡 전체를 lock(SET NX + TTL)으로 감쌀 것.", "표준 job lock 헬퍼가 있나요?"),
    ],
}
_plain_state = {}


def c_plain(lang):
    st = _plain_state.setdefault(lang, {"order": [], "i": 0})
    if st["i"] >= len(st["order"]):
        st["order"] = list(range(len(PLAIN[lang])))
        R.shuffle(st["order"])
        st["i"] = 0
    mc, lesson, ask = PLAIN[lang][st["order"][st["i"]]]
    st["i"] += 1
    slots = dict(SVC=pick(SVCS))
    if chance(0.2):
        ask = ""
    return gclean(lang, "clean: ordinary engineering note", fill(mc, **slots), fill(lesson, **slots), fill(ask, **slots))


# --------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------
N_PER_KIND = 350
KO_PER_KIND = 140

GENERIC_SECRET = [
    (g_pg_url, 3), (g_pct_url, 3), (g_mongo, 2), (g_redis, 2), (g_mysql_cli, 3), (g_pgpassword, 1), (g_spring, 2),
    (g_mssql, 1), (g_sqlplus, 1), (g_amqp, 1), (g_kafka, 2), (g_smtp, 2), (g_ftp, 1), (g_ldap, 1),
    (g_stacktrace_url, 2), (g_heroku_config, 1), (g_sql_user, 2),
    (g_basic_header, 3), (g_curl_u, 2), (g_git_token_url, 2), (g_git_credentials, 1), (g_docker_login, 2),
    (g_docker_config, 1), (g_netrc, 1), (g_pip_conf, 1), (g_maven, 1), (g_nuget, 1), (g_npmrc_auth, 2),
    (g_wifi, 2), (g_human_chat, 3), (g_korean_keys, 3), (g_hangul_pw, 2), (g_pw_change, 2),
    (g_pin, 3), (g_keystore, 1), (g_passphrase, 2), (g_recovery_codes, 3), (g_totp, 2), (g_pem_ec, 1),
    (g_pem_p8, 1), (g_openssh, 2), (g_rsa_partial, 1), (g_gcp_sa, 1), (g_pgp, 1), (g_wireguard, 1),
    (g_app_secret, 4), (g_webhook_secret, 2), (g_cookies, 3), (g_bearer_jwt, 2), (g_s3_presigned, 2),
    (g_gcs_signed, 1), (g_azure_sas, 1), (g_cloudfront, 1), (g_oss_signed, 1), (g_k8s_data, 2), (g_kubeconfig, 1),
    (g_vault_init, 1), (g_ansible, 1), (g_consul, 1), (g_initial_admin, 2), (g_sshpass, 1), (g_oauth_exchange, 1),
    (g_query_key, 2), (g_enc_key, 2), (g_wallet, 1), (g_npki, 1), (g_misc_device, 2), (g_openssl_pass, 1),
    (g_split_fields, 2), (g_env_dump, 1), (g_helm_values, 1), (g_jupyter, 1), (g_windows, 1), (g_compose_admins, 1),
    (g_data_go_kr_both, 1), (g_htpasswd, 1), (g_ask_only, 2),
]

CLEAN_RISKY = [
    (c_sha_sums, 4), (c_git_log, 5), (c_docker_digest, 4), (c_lockfile, 6), (c_request_ids, 7), (c_ssh_pub, 6),
    (c_pem_public, 5), (c_jwks, 3), (c_gpg, 3), (c_age_wg_public, 4), (c_key_ids, 7), (c_account_ids, 8),
    (c_base64_data, 7), (c_versions, 4), (c_long_ids, 5), (c_lfs_pointer, 2), (c_chain, 3), (c_key_hash, 3),
    (c_aws_example, 2), (c_fake_fixtures, 7), (c_pw_policy, 4), (c_port_flags, 7), (c_auth_errors, 6),
    (c_masked_output, 8), (c_encrypted_blobs, 5), (c_redacted_url, 4), (c_cookie_meta, 3), (c_rotation_talk, 4),
    (c_env_refs_code, 6), (c_oidc_ci, 3), (c_uuid_heavy, 3), (c_ssh_fingerprint_prompt, 3), (c_tls_fp, 3),
    (c_hex_noise, 4),
]
N_VENDOR_CFG_CLEAN = 110
N_PUBLISHABLE = 28

LONG_MAKERS = (v_aws_sts, v_openai, v_openai_svc, v_openai_admin, v_anthropic, v_anthropic_admin, v_pypi, v_atlassian,
               v_fly, v_line, v_fcm, v_onesignal, v_meta_page, v_kis, v_x_bearer, v_1password, v_grafana_cloud,
               v_sentry_org, v_supabase, v_turso, v_lemonsqueezy, v_monday, v_dropbox, v_adyen, v_azure_storage,
               v_teams, v_jfrog, v_paypal, v_vault_long, v_gh_fine, v_azure_sb, v_infobip, v_coinbase_cdp)


def secret_jobs():
    jobs = []
    for fn, n in GENERIC_SECRET:
        for _ in range(n):
            jobs.append(("generic", fn))
    n_vendor_notes = N_PER_KIND - len(jobs)
    uses = [m for m, n in VENDORS for _ in range(n)]
    R.shuffle(uses)
    vjobs = []
    while uses:
        remaining_slots = n_vendor_notes - len(vjobs)
        surplus = len(uses) - remaining_slots
        if surplus > 0:
            k = min(pick([2, 3, 3, 4]), surplus + 1)
            group = []
            j = 0
            while len(group) < k and j < len(uses):
                if uses[j] not in LONG_MAKERS and all(uses[j] is not g for g in group):
                    group.append(uses.pop(j))
                else:
                    j += 1
            if len(group) >= 2:
                vjobs.append(("multi", tuple(group)))
                continue
            uses = group + uses
        vjobs.append(("vendor", uses.pop(0)))
    return jobs + vjobs


def clean_jobs():
    jobs = []
    makers = [m for m, _ in VENDORS]
    R.shuffle(makers)
    for m in makers[:N_VENDOR_CFG_CLEAN]:
        jobs.append(("vendor_cfg", m))
    idx = list(range(len(pub_items())))
    idx += sample(idx, N_PUBLISHABLE - len(idx))
    for i in idx:
        jobs.append(("publishable", i))
    for fn, n in CLEAN_RISKY:
        for _ in range(n):
            jobs.append(("risky", fn))
    while len(jobs) < N_PER_KIND:
        jobs.append(("plain", c_plain))
    assert len(jobs) == N_PER_KIND, len(jobs)
    return jobs


def run_job(job, lang):
    kind, arg = job
    if kind == "generic":
        return arg(lang)
    if kind == "vendor":
        return vendor_note(arg, lang)
    if kind == "multi":
        return multi_vendor_note(list(arg), lang)
    if kind == "vendor_cfg":
        return c_vendor_cfg(arg, lang)
    if kind == "publishable":
        return c_publishable(lang, arg)
    return arg(lang)


RETRIES = []
SEEN = {}


def build_kind(jobs, expect_kind):
    langs = ["ko"] * KO_PER_KIND + ["en"] * (len(jobs) - KO_PER_KIND)
    R.shuffle(langs)
    notes = []
    for job, lang in zip(jobs, langs):
        for attempt in range(5):
            note = run_job(job, lang)
            dup = note is not None and json.dumps(note["fields"], sort_keys=True, ensure_ascii=False) in SEEN
            if note is not None and not dup and note["kind"] == expect_kind and check_note(note["fields"], note["secrets"], expect_kind) is None:
                SEEN[json.dumps(note["fields"], sort_keys=True, ensure_ascii=False)] = 1
                break
            RETRIES.append((job[0], getattr(job[1], "__name__", str(job[1])),
                            "duplicate" if dup else (None if note is None else check_note(note["fields"], note["secrets"], expect_kind))))
        else:
            raise AssertionError("could not build a valid note for %r" % (job,))
        notes.append(note)
    return notes


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v46.jsonl"
    secret_notes = build_kind(secret_jobs(), "secret")
    clean_notes = build_kind(clean_jobs(), "clean")
    notes = secret_notes + clean_notes
    # final hard assertions over the whole set
    seen = {}
    for n in notes:
        err = check_note(n["fields"], n["secrets"], n["kind"])
        assert err is None, (n["category"], err)
        if n["kind"] == "clean":
            assert n["secrets"] == []
        key = json.dumps(n["fields"], sort_keys=True, ensure_ascii=False)
        assert key not in seen, ("duplicate note", n["category"])
        seen[key] = 1
    assert sum(1 for n in notes if n["kind"] == "secret") == N_PER_KIND
    assert sum(1 for n in notes if n["kind"] == "clean") == N_PER_KIND
    n_pub = sum(1 for n in notes if n["category"].endswith("[publishable]"))
    assert n_pub <= 0.10 * N_PER_KIND, n_pub
    R.shuffle(notes)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for i, n in enumerate(notes, 1):
            rec = {"id": "db%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                   "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                              "ask_next_time": n["fields"]["ask_next_time"]},
                   "secrets": list(n["secrets"])}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    sys.stderr.write("wrote %d notes to %s (regenerated %d candidate notes)\n" % (len(notes), out_path, len(RETRIES)))
    for r in RETRIES:
        sys.stderr.write("  retry: %r\n" % (r,))


if __name__ == "__main__":
    main()
