#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Generator for the blind credential-redaction evaluation set v83.

Python 3 standard library only, no network.  Every choice is drawn from ONE
PRNG, random.Random(83_2026_1127); nothing iterates over a set and nothing
depends on hash(), so the output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v83.py [output.jsonl]
"""
import base64
import datetime
import json
import random
import sys
import zlib
from urllib.parse import quote

SEED = 83_2026_1127
R = random.Random(SEED)
ID_PREFIX = "em"
N_SECRET = 360
N_CLEAN = 360
EN_PER_KIND = 216
KO_PER_KIND = 144
OUT_DEFAULT = "blind_set_v83.jsonl"

# --------------------------------------------------------------------------
# basic random helpers (all use R)
# --------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
ALNUM_L = LO + DIG
ALNUM_U = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
B62 = DIG + UP + LO
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def sample(seq, k):
    return R.sample(list(seq), k)


def ruuid():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b62enc(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def gh_style(prefix):
    """GitHub/npm style token: 30 random base62 + 6-char base62 CRC32."""
    body = rs(ALNUM, 30)
    return prefix + body + b62enc(zlib.crc32(body.encode()), 6)


def epoch():
    return ri(1_704_067_200, 1_767_225_599)  # 2024-01-01 .. 2025-12-31


def iso(t=None, z=True):
    t = epoch() if t is None else t
    d = datetime.datetime.fromtimestamp(t, tz=datetime.timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S") + ("Z" if z else "")


def hhmm():
    return "%02d:%02d" % (ri(8, 23), ri(0, 59))


def jwt(payload, alg="HS256", sig_len=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    enc = lambda d: b64u(json.dumps(d, separators=(",", ":"), ensure_ascii=False).encode())
    return enc(hdr) + "." + enc(payload) + "." + b64u(rbytes(sig_len))


def ip_private():
    return pick(["10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250)),
                 "172.%d.%d.%d" % (ri(16, 31), ri(0, 255), ri(2, 250)),
                 "192.168.%d.%d" % (ri(0, 20), ri(2, 250))])


def josa(word, pair):
    """Korean particle for a Hangul-final word: pair like ('은','는')."""
    c = word[-1]
    if "\uac00" <= c <= "\ud7a3":
        return word + (pair[0] if (ord(c) - 0xAC00) % 28 else pair[1])
    return word + pair[0] + "(" + pair[1] + ")"


def has_hangul(s):
    return any("\uac00" <= c <= "\ud7a3" for c in s)

# --------------------------------------------------------------------------
# passwords of people and services
# --------------------------------------------------------------------------
EN_WORDS = ["falcon", "river", "copper", "maple", "orbit", "tiger", "lemon", "harbor",
            "violet", "canyon", "pepper", "silver", "willow", "ember", "glacier", "mango",
            "cobalt", "thunder", "meadow", "rocket", "saffron", "walnut", "zephyr", "nimbus",
            "quartz", "sparrow", "tundra", "velvet", "biscuit", "cactus", "dolphin", "eclipse",
            "fjord", "granite", "hazel", "igloo", "jasmine", "kayak", "lantern", "marble",
            "nectar", "oyster", "pebble", "quill", "raven", "sequoia", "tulip", "vortex",
            "wombat", "yonder", "badger", "crimson", "dynamo", "pickle", "summit", "gopher",
            "hammock", "juniper", "koala", "lobster", "mustang", "noodle", "otter", "panda",
            "rhubarb", "salmon", "teapot", "unicorn", "walrus", "yellow", "zigzag", "banjo"]
PASSPHRASE_WORDS = ["acorn", "bagel", "cider", "dune", "elbow", "fable", "gravy", "hinge",
                    "ivory", "jelly", "kiosk", "lilac", "mocha", "nudge", "opal", "plaza",
                    "quota", "relic", "scarf", "tango", "udon", "vapor", "wafer", "yodel",
                    "zesty", "amber", "blimp", "crane", "denim", "epoxy", "frost", "gecko",
                    "husky", "index", "joust", "knack", "latch", "mural", "ninja", "olive",
                    "prism", "quirk", "rumba", "salsa", "tweak", "umbra", "vinyl", "whisk"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복", "바다", "하늘", "별빛", "봄날", "초코",
            "다람쥐", "무지개", "서울", "부산", "제주도", "호랑이", "감자", "딸기", "토끼", "여름",
            "겨울밤", "은하수", "햇살", "민들레", "해바라기", "코끼리", "펭귄", "보리", "두부", "김치",
            "떡볶이", "라면", "커피", "구름", "눈사람", "단풍", "바람", "소나무", "달빛", "첫사랑"]
SYMS = "!@#$%^*-_+=?.~"

# Hangul typed on a QWERTY keyboard with the Korean 2-set (dubeolsik) layout
_L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_V = ["ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ", "ㅚ", "ㅛ", "ㅜ", "ㅝ",
      "ㅞ", "ㅟ", "ㅠ", "ㅡ", "ㅢ", "ㅣ"]
_T = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
      "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i",
        "ㅐ": "o", "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
        "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b",
        "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O",
        "ㅖ": "P", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl",
        "ㅢ": "ml", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq",
        "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def ko_keyboard(word):
    out = []
    for c in word:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            l, v, t = code // 588, (code % 588) // 28, code % 28
            out.append(_KEY[_L[l]] + _KEY[_V[v]] + (_KEY[_T[t]] if t else ""))
        else:
            out.append(c)
    return "".join(out)


def pw_human():
    w = pick(EN_WORDS)
    style = ri(0, 5)
    if style == 0:
        return w.capitalize() + str(ri(1970, 2025)) + pick("!@#$?")
    if style == 1:
        return w.capitalize() + pick(EN_WORDS).capitalize() + str(ri(1, 99)) + pick(SYMS)
    if style == 2:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + pick("!#$%*+") + str(ri(10, 999))
    if style == 3:
        return pick(EN_WORDS) + pick(".-_") + str(ri(100, 9999)) + pick(EN_WORDS).upper()[:4]
    if style == 4:
        return "%s%02d%s%s" % (w.capitalize(), ri(1, 12), pick(EN_WORDS)[:3], pick(SYMS) * ri(1, 2))
    return pick(EN_WORDS).capitalize() + "_" + pick(EN_WORDS) + "_" + str(ri(1, 9)) * ri(2, 3)


def pw_passphrase():
    n = ri(3, 5)
    sep = pick(["-", ".", "_", " ", "", "~"])
    ws = [pick(PASSPHRASE_WORDS) for _ in range(n)]
    if sep == "":
        ws = [w.capitalize() for w in ws]
    if chance(0.5):
        ws[ri(0, n - 1)] += str(ri(0, 99))
    s = sep.join(ws)
    while len(s) < 12:
        s += sep + pick(PASSPHRASE_WORDS)
    return s


def pw_symbols(n=None):
    n = n or ri(14, 28)
    alpha = ALNUM + "!#$%()*+,-./:;=?@[]^_{}~"
    while True:
        s = rs(alpha, n)
        if any(c in s for c in "!#$%()*+,-./:;=?@[]^_{}~") and any(c in DIG for c in s):
            return s


def pw_generated():
    style = ri(0, 2)
    if style == 0:  # Apple style xxxxxx-xxxxxx-xxxxxx
        return "-".join(rs(LO + DIG, 6) for _ in range(3))
    if style == 1:  # pwgen style
        return rs(ALNUM, ri(12, 20))
    return rs(ALNUM, 4) + "-" + rs(ALNUM, 4) + "-" + rs(ALNUM, 4) + "-" + rs(ALNUM, 4)


def pw_ko_keyboard():
    w = pick(KO_WORDS)
    if chance(0.5):
        w += pick(KO_WORDS)
    s = ko_keyboard(w)
    s = s + pick(["", str(ri(1, 9999)), str(ri(1980, 2025))]) + pick(["", "!", "@", "#", "!!", "^^", "*"])
    while len(s) < 8:
        s += str(ri(0, 9))
    return s


def pw_hangul():
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    s = w + pick(["", "!", "#", "@", "^^", "~"]) + str(ri(1, 2025)) + pick(["", "!", "*", "@"])
    while len(s) < 8:
        s += pick(["!", "7", "0", "@", "3"])
    return s


PW_KINDS = [("human-style", pw_human), ("passphrase", pw_passphrase),
            ("punctuation-heavy", pw_symbols), ("generated", pw_generated),
            ("korean-keyboard", pw_ko_keyboard), ("hangul", pw_hangul)]


def password(kind=None, url_safe=False, no_space=False):
    """Return (style, pw). url_safe: only chars allowed unencoded in userinfo."""
    for _ in range(100):
        name, fn = pick(PW_KINDS) if kind is None else [k for k in PW_KINDS if k[0] == kind][0]
        p = fn()
        if len(p) < 8:
            continue
        if no_space and " " in p:
            continue
        if url_safe and quote(p, safe="-._~!*") != p:
            continue
        return name, p
    raise RuntimeError("password generation failed")

# --------------------------------------------------------------------------
# provider credentials: documented shape (prefix, alphabet, length), random body
# gen() -> list of (KEY_NAME, value, is_secret)
# http  -> (url, header, value-format) showing how the first secret is sent
# --------------------------------------------------------------------------
VENDORS = []


def vendor(name, region, slug, thing_en, thing_ko, gen, http=None):
    VENDORS.append({"name": name, "region": region, "slug": slug, "en": thing_en,
                    "ko": thing_ko, "gen": gen, "http": http})


BEARER = ("Authorization", "Bearer {}")


def _digits(a, b):
    return str(ri(1, 9)) + rs(DIG, ri(a, b) - 1)


def _sentry_token():
    org = pick(["acme", "hanbit-labs", "nori-io", "kumo-tech", "blueleaf"])
    body = json.dumps({"iat": float(epoch()), "url": "https://sentry.io",
                       "region_url": "https://%s.sentry.io" % pick(["us", "de"]), "org": org},
                      separators=(",", ":")).encode()
    return "sntrys_" + b64e(body).rstrip("=") + "_" + rs(B64, 43)


def _mapbox(kind):
    user = pick(["acme-maps", "jiwon-kim", "roadlab", "kumo", "hanriver"])
    mid = b64u(json.dumps({"u": user, "a": rs(ALNUM_L, 25)}, separators=(",", ":")).encode())
    return kind + "." + mid + "." + rs(B64URL, 22)


def _supabase_jwt(role):
    ref = rs(LO, 20)
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": t, "exp": t + 315360000})


def _adyen():
    return ("AQE" + rs(B64, 90) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + ";%{}", 16))


def _twitter_bearer():
    return ("A" * 21 + rs(ALNUM, 19) + "%2F" + rs(ALNUM, 30) + "%2B" + rs(ALNUM, 18) +
            "%3D" + rs(ALNUM, 36))


# --- global developer platforms
vendor("GitHub", "global", "github", "GitHub personal access token", "GitHub 개인 액세스 토큰",
       lambda: [("GITHUB_TOKEN", gh_style("ghp_"), True)], ("https://api.github.com/user", *BEARER))
vendor("GitHub fine-grained", "global", "github", "fine-grained GitHub PAT", "GitHub fine-grained 토큰",
       lambda: [("GH_PAT", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59), True)],
       ("https://api.github.com/repos/acme/infra/actions/runs", *BEARER))
vendor("GitHub App", "global", "github", "GitHub App installation token", "GitHub App 설치 토큰",
       lambda: [("GITHUB_APP_TOKEN", gh_style("ghs_"), True)],
       ("https://api.github.com/installation/repositories", "Authorization", "token {}"))
vendor("GitHub OAuth", "global", "github", "GitHub OAuth access token", "GitHub OAuth 액세스 토큰",
       lambda: [("GITHUB_OAUTH_TOKEN", gh_style(pick(["gho_", "ghu_"])), True)],
       ("https://api.github.com/user/emails", *BEARER))
vendor("GitLab", "global", "gitlab", "GitLab personal access token", "GitLab 개인 액세스 토큰",
       lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)],
       ("https://gitlab.com/api/v4/projects", "PRIVATE-TOKEN", "{}"))
vendor("GitLab Runner", "global", "gitlab", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
       lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)])
vendor("GitLab deploy", "global", "gitlab", "GitLab deploy token", "GitLab 배포 토큰",
       lambda: [("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % ri(100000, 999999), False),
                ("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64URL, 20), True)])
vendor("Bitbucket", "global", "bitbucket", "Bitbucket app password", "Bitbucket 앱 비밀번호",
       lambda: [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 32), True)])
vendor("Slack", "global", "slack", "Slack bot token", "Slack 봇 토큰",
       lambda: [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (_digits(10, 13), _digits(10, 13), rs(ALNUM, 24)), True)],
       ("https://slack.com/api/chat.postMessage", *BEARER))
vendor("Slack user", "global", "slack", "Slack user token", "Slack 사용자 토큰",
       lambda: [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (_digits(10, 12), _digits(10, 12), _digits(12, 13), rs(HEX, 32)), True)],
       ("https://slack.com/api/users.list", *BEARER))
vendor("Slack app-level", "global", "slack", "Slack app-level token", "Slack 앱 레벨 토큰",
       lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ALNUM_U, 10), _digits(13, 13), rs(HEX, 64)), True)])
vendor("Stripe", "global", "stripe", "Stripe live secret key", "Stripe 라이브 시크릿 키",
       lambda: [("STRIPE_SECRET_KEY", "sk_live_" + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)]), True)],
       ("https://api.stripe.com/v1/charges", *BEARER))
vendor("Stripe restricted", "global", "stripe", "Stripe restricted key", "Stripe 제한 키",
       lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97), True)],
       ("https://api.stripe.com/v1/refunds", *BEARER))
vendor("Stripe webhook", "global", "stripe", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
       lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)])
vendor("AWS", "global", "aws", "AWS access key pair", "AWS 액세스 키",
       lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                ("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), False)])
vendor("AWS STS", "global", "aws", "temporary AWS session credentials", "AWS 임시 세션 자격 증명",
       lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 420)), True)])
vendor("Google Gemini", "global", "gemini", "Gemini API key", "Gemini API 키",
       lambda: [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)],
       ("https://generativelanguage.googleapis.com/v1beta/models", "x-goog-api-key", "{}"))
vendor("Google OAuth", "global", "google", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
       lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (_digits(12, 12), rs(ALNUM_L, 32)), False),
                ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)])
vendor("OpenAI", "global", "openai", "OpenAI API key", "OpenAI API 키",
       lambda: [("OPENAI_API_KEY", pick(["sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74),
                                          "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)]), True)],
       ("https://api.openai.com/v1/chat/completions", *BEARER))
vendor("Anthropic", "global", "anthropic", "Anthropic API key", "Anthropic API 키",
       lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA", True)],
       ("https://api.anthropic.com/v1/messages", "x-api-key", "{}"))
vendor("Hugging Face", "global", "hf", "Hugging Face access token", "Hugging Face 액세스 토큰",
       lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)],
       ("https://huggingface.co/api/whoami-v2", *BEARER))
vendor("Replicate", "global", "replicate", "Replicate API token", "Replicate API 토큰",
       lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)],
       ("https://api.replicate.com/v1/predictions", *BEARER))
vendor("Groq", "global", "groq", "Groq API key", "Groq API 키",
       lambda: [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)],
       ("https://api.groq.com/openai/v1/models", *BEARER))
vendor("Perplexity", "global", "perplexity", "Perplexity API key", "Perplexity API 키",
       lambda: [("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48), True)],
       ("https://api.perplexity.ai/chat/completions", *BEARER))
vendor("xAI", "global", "xai", "xAI API key", "xAI API 키",
       lambda: [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)], ("https://api.x.ai/v1/models", *BEARER))
vendor("LangSmith", "global", "langsmith", "LangSmith API key", "LangSmith API 키",
       lambda: [("LANGSMITH_API_KEY", "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), True)])
vendor("Pinecone", "global", "pinecone", "Pinecone API key", "Pinecone API 키",
       lambda: [("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63), True)],
       ("https://api.pinecone.io/indexes", "Api-Key", "{}"))
vendor("Mistral", "eu", "mistral", "Mistral API key", "Mistral API 키",
       lambda: [("MISTRAL_API_KEY", rs(ALNUM, 32), True)], ("https://api.mistral.ai/v1/models", *BEARER))
vendor("DeepSeek", "cn", "deepseek", "DeepSeek API key", "DeepSeek API 키",
       lambda: [("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), True)],
       ("https://api.deepseek.com/chat/completions", *BEARER))
vendor("Cohere", "global", "cohere", "Cohere API key", "Cohere API 키",
       lambda: [("CO_API_KEY", rs(ALNUM, 40), True)], ("https://api.cohere.com/v2/chat", *BEARER))
vendor("npm", "global", "npm", "npm automation token", "npm 자동화 토큰",
       lambda: [("NPM_TOKEN", gh_style("npm_"), True)])
vendor("PyPI", "global", "pypi", "PyPI API token", "PyPI API 토큰",
       lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(150, 200)), True)])
vendor("Docker Hub", "global", "docker", "Docker Hub access token", "Docker Hub 액세스 토큰",
       lambda: [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)])
vendor("RubyGems", "global", "rubygems", "RubyGems API key", "RubyGems API 키",
       lambda: [("GEM_HOST_API_KEY", "rubygems_" + rs(HEX, 48), True)])
vendor("NuGet", "global", "nuget", "NuGet API key", "NuGet API 키",
       lambda: [("NUGET_API_KEY", "oy2" + rs(ALNUM_L, 43), True)])
vendor("Twilio", "global", "twilio", "Twilio auth token", "Twilio 인증 토큰",
       lambda: [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)])
vendor("SendGrid", "global", "sendgrid", "SendGrid API key", "SendGrid API 키",
       lambda: [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)],
       ("https://api.sendgrid.com/v3/mail/send", *BEARER))
vendor("Mailgun", "global", "mailgun", "Mailgun API key", "Mailgun API 키",
       lambda: [("MAILGUN_API_KEY", pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]), True)])
vendor("Mailchimp", "global", "mailchimp", "Mailchimp API key", "Mailchimp API 키",
       lambda: [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(ri(1, 21)), True)])
vendor("Postmark", "global", "postmark", "Postmark server token", "Postmark 서버 토큰",
       lambda: [("POSTMARK_SERVER_TOKEN", ruuid(), True)],
       ("https://api.postmarkapp.com/email", "X-Postmark-Server-Token", "{}"))
vendor("Resend", "global", "resend", "Resend API key", "Resend API 키",
       lambda: [("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)],
       ("https://api.resend.com/emails", *BEARER))
vendor("Brevo", "eu", "brevo", "Brevo API key", "Brevo API 키",
       lambda: [("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16), True)],
       ("https://api.brevo.com/v3/smtp/email", "api-key", "{}"))
vendor("Shopify", "global", "shopify", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
       lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEX, 32), True)],
       ("https://acme-store.myshopify.com/admin/api/2024-10/orders.json", "X-Shopify-Access-Token", "{}"))
vendor("Atlassian", "global", "jira", "Atlassian API token", "Atlassian API 토큰",
       lambda: [("JIRA_USER", pick(["ci-bot@acme.dev", "minji.park@hanbit.co.kr", "ops@kumo.jp"]), False),
                ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8), True)])
vendor("Linear", "global", "linear", "Linear API key", "Linear API 키",
       lambda: [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)],
       ("https://api.linear.app/graphql", "Authorization", "{}"))
vendor("Notion", "global", "notion", "Notion integration secret", "Notion 통합 시크릿",
       lambda: [("NOTION_TOKEN", "secret_" + rs(ALNUM, 43), True)],
       ("https://api.notion.com/v1/search", *BEARER))
vendor("Airtable", "global", "airtable", "Airtable personal access token", "Airtable 개인 액세스 토큰",
       lambda: [("AIRTABLE_TOKEN", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), True)],
       ("https://api.airtable.com/v0/meta/bases", *BEARER))
vendor("Figma", "global", "figma", "Figma personal access token", "Figma 개인 액세스 토큰",
       lambda: [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)],
       ("https://api.figma.com/v1/me", "X-Figma-Token", "{}"))
vendor("Postman", "global", "postman", "Postman API key", "Postman API 키",
       lambda: [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)],
       ("https://api.getpostman.com/collections", "X-Api-Key", "{}"))
vendor("Asana", "global", "asana", "Asana personal access token", "Asana 개인 액세스 토큰",
       lambda: [("ASANA_PAT", "2/%s/%s:%s" % (_digits(16, 16), _digits(16, 16), rs(HEX, 32)), True)],
       ("https://app.asana.com/api/1.0/users/me", *BEARER))
vendor("Okta", "global", "okta", "Okta API token", "Okta API 토큰",
       lambda: [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)],
       ("https://acme.okta.com/api/v1/users", "Authorization", "SSWS {}"))
vendor("Auth0", "global", "auth0", "Auth0 client secret", "Auth0 클라이언트 시크릿",
       lambda: [("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)])
vendor("Square", "global", "square", "Square production access token", "Square 운영 액세스 토큰",
       lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)],
       ("https://connect.squareup.com/v2/locations", *BEARER))
vendor("Braintree", "global", "braintree", "Braintree/PayPal access token", "Braintree/PayPal 액세스 토큰",
       lambda: [("BRAINTREE_TOKEN", "access_token$production$" + rs(ALNUM_L, 16) + "$" + rs(HEX, 32), True)])
vendor("Meta", "global", "facebook", "Meta Graph API access token", "Meta Graph API 액세스 토큰",
       lambda: [("FB_PAGE_ACCESS_TOKEN", "EAA" + rs(ALNUM, ri(170, 200)), True)],
       ("https://graph.facebook.com/v19.0/me/accounts", *BEARER))
vendor("Dropbox", "global", "dropbox", "Dropbox access token", "Dropbox 액세스 토큰",
       lambda: [("DROPBOX_TOKEN", "sl." + rs(B64URL, ri(135, 150)), True)],
       ("https://api.dropboxapi.com/2/files/list_folder", *BEARER))
vendor("Zendesk", "global", "zendesk", "Zendesk API token", "Zendesk API 토큰",
       lambda: [("ZENDESK_EMAIL", "support-bot@acme.dev", False), ("ZENDESK_API_TOKEN", rs(ALNUM, 40), True)])
vendor("Twitch", "global", "twitch", "Twitch client secret", "Twitch 클라이언트 시크릿",
       lambda: [("TWITCH_CLIENT_ID", rs(ALNUM_L, 30), False), ("TWITCH_CLIENT_SECRET", rs(ALNUM_L, 30), True)])
vendor("Typeform", "global", "typeform", "Typeform personal token", "Typeform 개인 토큰",
       lambda: [("TYPEFORM_TOKEN", "tfp_" + rs(B64URL, 44) + "_" + rs(ALNUM, 14), True)],
       ("https://api.typeform.com/forms", *BEARER))
vendor("Contentful", "global", "contentful", "Contentful management token", "Contentful 관리 토큰",
       lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)],
       ("https://api.contentful.com/spaces", *BEARER))
vendor("Sentry", "global", "sentry", "Sentry org auth token", "Sentry 조직 인증 토큰",
       lambda: [("SENTRY_AUTH_TOKEN", pick([_sentry_token(), "sntryu_" + rs(HEX, 64)]), True)],
       ("https://sentry.io/api/0/organizations/", *BEARER))
vendor("Datadog", "global", "datadog", "Datadog API and application keys", "Datadog API/애플리케이션 키",
       lambda: [("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True), ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)])
vendor("New Relic", "global", "newrelic", "New Relic user API key", "New Relic 사용자 API 키",
       lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(ALNUM_U, 27), True)],
       ("https://api.newrelic.com/graphql", "API-Key", "{}"))
vendor("Grafana", "global", "grafana", "Grafana service account token", "Grafana 서비스 계정 토큰",
       lambda: [("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), True)],
       ("https://grafana.acme.dev/api/dashboards/uid/ops", *BEARER))
vendor("HashiCorp Vault", "global", "vault", "Vault token", "Vault 토큰",
       lambda: [("VAULT_ADDR", "https://vault.%s:8200" % pick(["acme.internal", "corp.hanbit.local", "infra.kumo.jp"]), False),
                ("VAULT_TOKEN", "hvs.CAESI" + rs(B64URL, ri(86, 100)), True)],
       ("https://vault.acme.internal:8200/v1/secret/data/app", "X-Vault-Token", "{}"))
vendor("Terraform Cloud", "global", "tfc", "Terraform Cloud API token", "Terraform Cloud API 토큰",
       lambda: [("TFE_TOKEN", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)],
       ("https://app.terraform.io/api/v2/organizations", *BEARER))
vendor("Doppler", "global", "doppler", "Doppler service token", "Doppler 서비스 토큰",
       lambda: [("DOPPLER_TOKEN", pick(["dp.st.%s." % pick(["dev", "stg", "prd"]), "dp.pt."]) + rs(ALNUM, 43), True)])
vendor("Pulumi", "global", "pulumi", "Pulumi access token", "Pulumi 액세스 토큰",
       lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)])
vendor("DigitalOcean", "global", "digitalocean", "DigitalOcean API token", "DigitalOcean API 토큰",
       lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64), True)],
       ("https://api.digitalocean.com/v2/droplets", *BEARER))
vendor("Netlify", "global", "netlify", "Netlify personal access token", "Netlify 개인 액세스 토큰",
       lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)],
       ("https://api.netlify.com/api/v1/sites", *BEARER))
vendor("Cloudflare", "global", "cloudflare", "Cloudflare API token", "Cloudflare API 토큰",
       lambda: [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)],
       ("https://api.cloudflare.com/client/v4/user/tokens/verify", *BEARER))
vendor("Heroku", "global", "heroku", "Heroku API key", "Heroku API 키",
       lambda: [("HEROKU_API_KEY", ruuid(), True)], ("https://api.heroku.com/apps", *BEARER))
vendor("Supabase", "global", "supabase", "Supabase service_role key", "Supabase service_role 키",
       lambda: [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), False),
                ("SUPABASE_SERVICE_ROLE_KEY", pick([_supabase_jwt("service_role"), "sb_secret_" + rs(B64URL, 31)]), True)])
vendor("Azure Storage", "global", "azure", "Azure storage account key", "Azure 스토리지 계정 키",
       lambda: [("AZURE_STORAGE_ACCOUNT", pick(["acmeprodlogs", "hanbitbackup01", "kumoassets"]), False),
                ("AZURE_STORAGE_KEY", b64e(rbytes(64)), True)])
vendor("Azure AD", "global", "azure", "Entra ID (Azure AD) client secret", "Entra ID(Azure AD) 클라이언트 시크릿",
       lambda: [("AZURE_TENANT_ID", ruuid(), False), ("AZURE_CLIENT_ID", ruuid(), False),
                ("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + str(ri(0, 9)) + "Q~" + rs(ALNUM + "_.~-", 34), True)])
vendor("Azure DevOps", "global", "azdo", "Azure DevOps PAT", "Azure DevOps PAT",
       lambda: [("AZURE_DEVOPS_PAT", rs(LO + "234567", 52), True)])
vendor("Discord", "global", "discord", "Discord bot token", "Discord 봇 토큰",
       lambda: [("DISCORD_BOT_TOKEN", b64u(_digits(18, 19).encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38), True)],
       ("https://discord.com/api/v10/users/@me", "Authorization", "Bot {}"))
vendor("Telegram", "global", "telegram", "Telegram bot token", "Telegram 봇 토큰",
       lambda: [("TELEGRAM_BOT_TOKEN", _digits(9, 10) + ":AA" + rs(B64URL, 33), True)])
vendor("Mapbox", "global", "mapbox", "Mapbox secret token", "Mapbox 시크릿 토큰",
       lambda: [("MAPBOX_DOWNLOADS_TOKEN", _mapbox("sk"), True)])
vendor("Algolia", "global", "algolia", "Algolia admin API key", "Algolia 관리자 API 키",
       lambda: [("ALGOLIA_APP_ID", rs(ALNUM_U, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEX, 32), True)])
vendor("Clerk", "global", "clerk", "Clerk secret key", "Clerk 시크릿 키",
       lambda: [("CLERK_SECRET_KEY", "sk_live_" + rs(ALNUM, 40), True)],
       ("https://api.clerk.com/v1/users", *BEARER))
vendor("Cloudinary", "global", "cloudinary", "Cloudinary API key and secret", "Cloudinary API 키/시크릿",
       lambda: [("CLOUDINARY_API_KEY", _digits(15, 15), True), ("CLOUDINARY_API_SECRET", rs(B64URL, 27), True),
                ("CLOUDINARY_CLOUD_NAME", pick(["acme-media", "hanbit", "kumo-cdn"]), False)])
vendor("Firebase Cloud Messaging", "global", "fcm", "legacy FCM server key", "레거시 FCM 서버 키",
       lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)],
       ("https://fcm.googleapis.com/fcm/send", "Authorization", "key={}"))
vendor("Databricks", "global", "databricks", "Databricks personal access token", "Databricks 개인 액세스 토큰",
       lambda: [("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (_digits(16, 16), ri(1, 19)), False),
                ("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32), True)])
vendor("PlanetScale", "global", "planetscale", "PlanetScale service token", "PlanetScale 서비스 토큰",
       lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ALNUM_L, 12), False),
                ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64URL, 43), True)])
vendor("Render", "global", "render", "Render API key", "Render API 키",
       lambda: [("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32), True)],
       ("https://api.render.com/v1/services", *BEARER))
vendor("Buildkite", "global", "buildkite", "Buildkite API access token", "Buildkite API 액세스 토큰",
       lambda: [("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40), True)],
       ("https://api.buildkite.com/v2/organizations", *BEARER))
vendor("Tailscale", "global", "tailscale", "Tailscale auth key", "Tailscale 인증 키",
       lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), True)])
vendor("ngrok", "global", "ngrok", "ngrok authtoken", "ngrok authtoken",
       lambda: [("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)])
vendor("SonarQube", "global", "sonar", "SonarQube user token", "SonarQube 사용자 토큰",
       lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_"]) + rs(HEX, 40), True)])
vendor("JFrog", "global", "jfrog", "JFrog Artifactory reference token", "JFrog Artifactory 참조 토큰",
       lambda: [("ARTIFACTORY_TOKEN", "cmVmdGtuOjAxOj" + rs(B64, 50), True)],
       ("https://acme.jfrog.io/artifactory/api/repositories", *BEARER))
vendor("Confluent", "global", "confluent", "Confluent Cloud API key and secret", "Confluent Cloud API 키/시크릿",
       lambda: [("CONFLUENT_API_KEY", rs(ALNUM_U, 16), True), ("CONFLUENT_API_SECRET", rs(B64, 64), True)])
vendor("Elastic", "global", "elastic", "Elasticsearch API key", "Elasticsearch API 키",
       lambda: [("ES_API_KEY", b64e((rs(B64URL, 20) + ":" + rs(B64URL, 22)).encode()), True)],
       ("https://es.acme.internal:9200/_search", "Authorization", "ApiKey {}"))
vendor("Intercom", "global", "intercom", "Intercom access token", "Intercom 액세스 토큰",
       lambda: [("INTERCOM_ACCESS_TOKEN", b64e(("tok:%s:1:0" % ruuid()).encode()).rstrip("="), True)],
       ("https://api.intercom.io/contacts", *BEARER))
vendor("X (Twitter)", "global", "twitter", "X/Twitter app bearer token", "X(트위터) 앱 베어러 토큰",
       lambda: [("TWITTER_BEARER_TOKEN", _twitter_bearer(), True)],
       ("https://api.twitter.com/2/tweets/search/recent", *BEARER))
vendor("age", "global", "age", "age identity (secret key)", "age 비밀 키",
       lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)])
vendor("WireGuard", "global", "wireguard", "WireGuard private key", "WireGuard 개인 키",
       lambda: [("PrivateKey", b64e(rbytes(32)), True)])
vendor("Spotify", "eu", "spotify", "Spotify client secret", "Spotify 클라이언트 시크릿",
       lambda: [("SPOTIFY_CLIENT_ID", rs(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True)])
# --- Korea
vendor("Kakao", "kr", "kakao", "Kakao Admin key", "카카오 어드민 키",
       lambda: [("KAKAO_APP_ID", _digits(6, 7), False), ("KAKAO_ADMIN_KEY", rs(HEX, 32), True)],
       ("https://kapi.kakao.com/v1/user/ids", "Authorization", "KakaoAK {}"))
vendor("Kakao REST", "kr", "kakao", "Kakao REST API key", "카카오 REST API 키",
       lambda: [("KAKAO_REST_API_KEY", rs(HEX, 32), True)],
       ("https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", "Authorization", "KakaoAK {}"))
vendor("Kakao Login", "kr", "kakao", "Kakao Login client secret", "카카오 로그인 Client Secret",
       lambda: [("KAKAO_CLIENT_ID", rs(HEX, 32), False), ("KAKAO_CLIENT_SECRET", rs(ALNUM, 32), True)])
vendor("Naver Developers", "kr", "naver", "Naver Open API client secret", "네이버 오픈API Client Secret",
       lambda: [("NAVER_CLIENT_ID", rs(ALNUM, 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)])
vendor("Naver Cloud", "kr", "ncloud", "Naver Cloud Platform access key pair", "네이버 클라우드 플랫폼 API 인증키",
       lambda: [("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), True), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), True)])
vendor("Toss Payments", "kr", "toss", "Toss Payments live secret key", "토스페이먼츠 라이브 시크릿 키",
       lambda: [("TOSS_SECRET_KEY", "live_sk_" + rs(ALNUM, 28), True)])
vendor("PortOne", "kr", "portone", "PortOne API secret", "포트원 API Secret",
       lambda: [("PORTONE_STORE_ID", "store-" + ruuid(), False), ("PORTONE_API_SECRET", rs(ALNUM, 80), True)],
       ("https://api.portone.io/payments", "Authorization", "PortOne {}"))
vendor("Solapi", "kr", "solapi", "Solapi (CoolSMS) API key and secret", "솔라피(쿨에스엠에스) API 키/시크릿",
       lambda: [("SOLAPI_API_KEY", "NCS" + rs(ALNUM_U, 13), True), ("SOLAPI_API_SECRET", rs(ALNUM_U, 32), True)])
vendor("data.go.kr", "kr", "datagokr", "data.go.kr service key", "공공데이터포털 서비스키",
       lambda: [("DATA_GO_KR_SERVICE_KEY", b64e(rbytes(66)), True)])
vendor("Sendbird", "kr", "sendbird", "Sendbird API token", "센드버드 API 토큰",
       lambda: [("SENDBIRD_APP_ID", ruuid().upper(), False), ("SENDBIRD_API_TOKEN", rs(HEX, 40), True)])
vendor("Upbit", "kr", "upbit", "Upbit Open API access/secret key", "업비트 Open API 키",
       lambda: [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)])
# --- Japan
vendor("LINE", "jp", "line", "LINE Messaging API channel access token", "LINE 메시징 API 채널 액세스 토큰",
       lambda: [("LINE_CHANNEL_ID", _digits(10, 10), False),
                ("LINE_CHANNEL_SECRET", rs(HEX, 32), True),
                ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)],
       ("https://api.line.me/v2/bot/message/push", *BEARER))
vendor("Chatwork", "jp", "chatwork", "Chatwork API token", "Chatwork API 토큰",
       lambda: [("CHATWORK_API_TOKEN", rs(HEX, 32), True)],
       ("https://api.chatwork.com/v2/me", "X-ChatWorkToken", "{}"))
vendor("PAY.JP", "jp", "payjp", "PAY.JP live secret key", "PAY.JP 라이브 시크릿 키",
       lambda: [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 24), True)])
vendor("Backlog", "jp", "backlog", "Backlog API key", "Backlog API 키",
       lambda: [("BACKLOG_SPACE", pick(["acme.backlog.jp", "kumo.backlog.com"]), False),
                ("BACKLOG_API_KEY", rs(ALNUM, 64), True)])
vendor("kintone", "jp", "kintone", "kintone API token", "kintone API 토큰",
       lambda: [("KINTONE_API_TOKEN", rs(ALNUM, 40), True)],
       ("https://acme.cybozu.com/k/v1/records.json?app=12", "X-Cybozu-API-Token", "{}"))
vendor("GMO Payment Gateway", "jp", "gmopg", "GMO-PG shop password", "GMO-PG 샵 패스워드",
       lambda: [("GMO_SHOP_ID", "tshop%08d" % ri(1, 99999999), False), ("GMO_SHOP_PASS", rs(ALNUM_L, 8), True)])
# --- China
vendor("Alibaba Cloud", "cn", "aliyun", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
       lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])
vendor("Tencent Cloud", "cn", "tencent", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
       lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])
vendor("Baidu AI Cloud", "cn", "baidu", "Baidu AI secret key", "바이두 AI Secret Key",
       lambda: [("BAIDU_API_KEY", rs(ALNUM, 24), False), ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)])
vendor("WeChat", "cn", "wechat", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret",
       lambda: [("WECHAT_APP_ID", "wx" + rs(HEX, 16), False), ("WECHAT_APP_SECRET", rs(HEX, 32), True)])
vendor("Feishu", "cn", "feishu", "Feishu/Lark app secret", "Feishu(Lark) 앱 시크릿",
       lambda: [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])
vendor("Huawei Cloud", "cn", "huaweicloud", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
       lambda: [("HUAWEICLOUD_SDK_AK", rs(ALNUM_U, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])
vendor("Qiniu", "cn", "qiniu", "Qiniu AccessKey/SecretKey", "치니우 AccessKey/SecretKey",
       lambda: [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)])
# --- Europe
vendor("Mollie", "eu", "mollie", "Mollie live API key", "Mollie 라이브 API 키",
       lambda: [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)],
       ("https://api.mollie.com/v2/payments", *BEARER))
vendor("Adyen", "eu", "adyen", "Adyen API key", "Adyen API 키",
       lambda: [("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "HanbitKR_ECOM"]), False), ("ADYEN_API_KEY", _adyen(), True)],
       ("https://checkout-test.adyen.com/v71/payments", "X-API-Key", "{}"))
vendor("GoCardless", "eu", "gocardless", "GoCardless live access token", "GoCardless 라이브 액세스 토큰",
       lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)],
       ("https://api.gocardless.com/mandates", *BEARER))
vendor("Scaleway", "eu", "scaleway", "Scaleway API key pair", "Scaleway API 키",
       lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ALNUM_U, 17), True), ("SCW_SECRET_KEY", ruuid(), True),
                ("SCW_DEFAULT_PROJECT_ID", ruuid(), False)])
vendor("Hetzner", "eu", "hcloud", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
       lambda: [("HCLOUD_TOKEN", rs(ALNUM, 64), True)], ("https://api.hetzner.cloud/v1/servers", *BEARER))
vendor("OVHcloud", "eu", "ovh", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키",
       lambda: [("OVH_APPLICATION_KEY", rs(ALNUM, 16), False), ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True),
                ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])
vendor("DeepL", "eu", "deepl", "DeepL API auth key", "DeepL API 인증 키",
       lambda: [("DEEPL_AUTH_KEY", ruuid() + ":fx", True)],
       ("https://api-free.deepl.com/v2/translate", "Authorization", "DeepL-Auth-Key {}"))
vendor("SumUp", "eu", "sumup", "SumUp secret API key", "SumUp 시크릿 API 키",
       lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32), True)],
       ("https://api.sumup.com/v0.1/me", *BEARER))
vendor("Paddle", "eu", "paddle", "Paddle live API key", "Paddle 라이브 API 키",
       lambda: [("PADDLE_API_KEY", "pdl_live_apikey_" + rs(ALNUM_L, 26) + "_" + rs(ALNUM, 23) + "_" + rs(ALNUM, 3), True)],
       ("https://api.paddle.com/products", *BEARER))
vendor("Vonage", "eu", "vonage", "Vonage API key and secret", "Vonage API 키/시크릿",
       lambda: [("VONAGE_API_KEY", rs(HEX, 8), True), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])
vendor("Wise", "eu", "wise", "Wise API token", "Wise API 토큰",
       lambda: [("WISE_API_TOKEN", ruuid(), True)], ("https://api.transferwise.com/v1/profiles", *BEARER))
# --------------------------------------------------------------------------
# vocabulary for the prose around snippets
# --------------------------------------------------------------------------
SVC_EN = ["billing-api", "checkout-web", "ingest-worker", "the notifications service", "the nightly export job",
          "admin-dashboard", "search-indexer", "the payments gateway", "the mobile BFF", "report-cron",
          "auth-proxy", "media-transcoder", "crm-sync", "order-service", "the Slack bot", "the data pipeline",
          "invoice-renderer", "geo-service", "the release pipeline", "the metrics exporter"]
SVC_KO = ["결제 API", "정산 배치", "알림 서버", "주문 서비스", "관리자 페이지", "검색 인덱서", "데이터 파이프라인",
          "모바일 BFF", "사내 슬랙봇", "리포트 크론", "인증 프록시", "billing-api", "ingest-worker", "배포 파이프라인",
          "메트릭 수집기", "쿠폰 서비스", "회원 서비스", "예약 시스템"]
ENV_EN = ["staging", "prod", "production", "dev", "QA", "sandbox", "preview", "demo", "eu-west prod",
          "ap-northeast-2", "ap-northeast-1", "load-test"]
ENV_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "데모 클러스터", "prod", "staging", "부하 테스트", "도쿄 리전"]
WHO_EN = ["Minji", "Daniel", "Sora", "Priya", "Jae-won", "Lukas", "Hana", "Tom", "Yuki", "Chen Wei", "Ana",
          "Seo-yeon", "the on-call engineer", "the PM", "the user", "the tech lead", "Marco", "Aiko"]
WHO_KO = ["민지", "대니얼", "소라", "재원", "하나", "서연", "도윤", "지훈", "유키", "팀장", "온콜 담당자", "PM", "사용자",
          "테크 리드", "인프라팀 현우", "백엔드 수진"]
TASK_EN = ["the failing deploy", "a 401 from the provider", "the CI migration", "the credential rotation",
           "the webhook retries", "the flaky integration test", "onboarding a new service", "the staging outage",
           "the SDK upgrade", "the secrets clean-up", "the cron job that stopped sending mail",
           "a broken release pipeline", "the Terraform import", "local dev setup", "the k8s migration",
           "the incident follow-up"]
TASK_KO = ["배포 실패 원인 분석", "401 에러 수정", "CI 이전", "자격 증명 교체", "웹훅 재시도 문제", "불안정한 통합 테스트",
           "신규 서비스 온보딩", "스테이징 장애 대응", "SDK 업그레이드", "리포지토리에서 시크릿 분리", "메일 발송 크론 복구",
           "릴리스 파이프라인 수정", "테라폼 import", "로컬 개발 환경 세팅", "쿠버네티스 이전", "장애 회고 후속 작업"]
HOSTS = ["db-prod-01.internal", "pg.staging.acme.dev", "mysql-main.hanbit.local", "10.20.3.14", "redis-cache-2",
         "rds-orders.cluster-c9x2k1.ap-northeast-2.rds.amazonaws.com", "mongo-0.mongo.db.svc.cluster.local",
         "sql-kr-central.database.windows.net", "db.kumo.jp", "172.31.8.41", "analytics-pg.eu-west-1.internal"]
USERS = ["app_rw", "deploy", "admin", "svc_billing", "root", "postgres", "etl_user", "grafana", "jenkins",
         "readonly", "minji.park", "dkim", "ops", "sa_backup", "tanaka", "wei.chen"]
NS = ["default", "payments", "prod", "staging", "platform", "data", "monitoring", "ingest"]


def ctx_new(lang):
    ko = lang == "ko"
    return {"lang": lang,
            "svc": pick(SVC_KO if ko else SVC_EN), "env": pick(ENV_KO if ko else ENV_EN),
            "who": pick(WHO_KO if ko else WHO_EN), "task": pick(TASK_KO if ko else TASK_EN),
            "host": pick(HOSTS), "user": pick(USERS), "ns": pick(NS),
            "app": pick(["billing", "checkout", "ingest", "notifier", "orders", "search", "reports", "auth"])}


# --------------------------------------------------------------------------
# containers: render (KEY, value, is_secret) items as a pasted snippet
# each renderer returns (snippet_text, filename)
# --------------------------------------------------------------------------
QUOTE_CHARS = " #$&;|<>()'\"`\\!*?[]{}~%^=:,"


def needs_q(v):
    return any(c in QUOTE_CHARS for c in v) or any(ord(c) > 127 for c in v)


def q_sh(v):
    return "'" + v + "'" if needs_q(v) else v


def k_lower(k):
    return k.lower()


def k_camel(k):
    p = k.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def k_pascal(k):
    return "".join(x.capitalize() for x in k.lower().split("_"))


def k_kebab(k):
    return k.lower().replace("_", "-")


def strip_slug(k, slug):
    u = slug.upper() + "_"
    if k.startswith(u) and len(k) > len(u):
        return k[len(u):]
    return k


FILLER_ENV = ["APP_ENV=%s", "LOG_LEVEL=info", "PORT=8080", "NODE_ENV=production", "TZ=Asia/Seoul",
              "FEATURE_NEW_CHECKOUT=false", "SENTRY_ENVIRONMENT=%s", "WORKERS=4", "HTTP_TIMEOUT_MS=5000"]


def _filler(env):
    f = pick(FILLER_ENV)
    return f % env if "%s" in f else f


def r_env(items, slug, c):
    env = pick(["staging", "prod", "dev"])
    lines = []
    if chance(0.5):
        lines.append("# %s" % pick(["%s credentials" % slug, "do not commit", "copied from 1Password", env]))
    if chance(0.6):
        lines.append(_filler(env))
    for k, v, _s in items:
        lines.append("%s=%s" % (k, q_sh(v) if needs_q(v) else v))
    if chance(0.5):
        lines.append(_filler(env))
    return "\n".join(lines), pick([".env", ".env.local", ".env.production", "deploy/.env.staging", "services/api/.env"])


def r_export(items, slug, c):
    lines = ["export %s=%s" % (k, "'" + v + "'" if chance(0.5) or needs_q(v) else v) for k, v, _s in items]
    return "\n".join(lines), pick(["~/.bashrc", "~/.zshrc", "scripts/dev-env.sh", "setup_local.sh", "ops/env.sh"])


def r_yaml(items, slug, c):
    top = pick(["integrations", "app", "clients", "external", ""])
    ind = "  " if top else ""
    lines = [top + ":"] if top else []
    lines.append(ind + slug + ":")
    for k, v, _s in items:
        key = k_lower(strip_slug(k, slug))
        val = '"' + v + '"' if (needs_q(v) or chance(0.3)) else v
        lines.append(ind + "  " + key + ": " + val)
    if chance(0.5):
        lines.append(ind + "  timeout_seconds: %d" % pick([5, 10, 30]))
    return "\n".join(lines), pick(["config/settings.yaml", "application.yml", "values-%s.yaml" % pick(["prod", "staging"]),
                                   "config/%s.yml" % pick(["production", "staging"]), "conf/app.yaml"])


def r_json(items, slug, c):
    inner = ",\n".join('    "%s": "%s"' % (k_camel(strip_slug(k, slug)), v) for k, v, _s in items)
    extra = '    "enabled": true,\n' if chance(0.5) else ""
    return "{\n  \"%s\": {\n%s%s\n  }\n}" % (slug, extra, inner), pick(
        ["appsettings.Production.json", "config/default.json", "secrets.json", "config/local.json", "deploy/params.json"])


def r_toml(items, slug, c):
    lines = ["[%s]" % slug] + ['%s = "%s"' % (k_lower(strip_slug(k, slug)), v) for k, v, _s in items]
    return "\n".join(lines), pick(["config.toml", ".streamlit/secrets.toml", "settings.toml", "deploy/app.toml"])


def r_ini(items, slug, c):
    lines = ["[%s]" % pick([slug, "default", c["env"] if c["lang"] == "en" else "production"])]
    lines += ["%s = %s" % (k_lower(strip_slug(k, slug)), v) for k, v, _s in items]
    return "\n".join(lines), pick(["config.ini", "setup.cfg", "conf/app.ini", "etc/%s.conf" % slug])


def r_props(items, slug, c):
    lines = ["%s.%s=%s" % (pick(["app", "integration", "spring.cloud"]) if False else "app." + slug,
                           k_kebab(strip_slug(k, slug)), v) for k, v, _s in items]
    if chance(0.5):
        lines.insert(0, "server.port=8080")
    return "\n".join(lines), pick(["src/main/resources/application.properties", "gradle.properties",
                                   "application-prod.properties", "local.properties"])


def r_xml(items, slug, c):
    style = ri(0, 2)
    if style == 0:
        body = "\n".join('    <add key="%s:%s" value="%s" />' % (slug.capitalize(), k_pascal(strip_slug(k, slug)), v)
                         for k, v, _s in items)
        return "<appSettings>\n%s\n</appSettings>" % body, pick(["Web.config", "App.config", "Web.Release.config"])
    if style == 1:
        body = "\n".join("    <%s.%s>%s</%s.%s>" % (slug, k_kebab(strip_slug(k, slug)), v, slug,
                                                    k_kebab(strip_slug(k, slug))) for k, v, _s in items)
        return "<properties>\n%s\n</properties>" % body, "pom.xml"
    body = "\n".join('    <string name="%s">%s</string>' % (k_lower(k), v) for k, v, _s in items)
    return "<resources>\n%s\n</resources>" % body, "app/src/main/res/values/secrets.xml"


def r_k8s(items, slug, c):
    body = "\n".join('  %s: "%s"' % (k, v) for k, v, _s in items)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\n"
            "stringData:\n%s" % (slug, c["ns"], body)), pick(["k8s/secret.yaml", "manifests/%s-secret.yaml" % slug,
                                                              "charts/app/templates/secret.yaml"])


def r_compose(items, slug, c):
    if chance(0.6):
        body = "\n".join('      %s: "%s"' % (k, v) for k, v, _s in items)
    else:
        body = "\n".join("      - %s=%s" % (k, v) for k, v, _s in items)
    return ("services:\n  %s:\n    image: ghcr.io/acme/%s:%d.%d.%d\n    environment:\n%s" %
            (c["app"], c["app"], ri(1, 4), ri(0, 20), ri(0, 9), body)), pick(["docker-compose.yml", "compose.override.yml"])


def r_dockerfile(items, slug, c):
    kw = pick(["ENV", "ARG"])
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])
    body = "\n".join("%s %s=%s" % (kw, k, '"' + v + '"' if needs_q(v) else v) for k, v, _s in items)
    return "FROM %s\n%s\nCOPY . /app" % (base, body), pick(["Dockerfile", "docker/Dockerfile.prod", "Dockerfile.worker"])


def r_gha(items, slug, c):
    body = "\n".join("      %s: %s" % (k, '"' + v + '"' if needs_q(v) or chance(0.3) else v) for k, v, _s in items)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4"
            % body), pick([".github/workflows/deploy.yml", ".github/workflows/release.yml", ".github/workflows/nightly.yml"])


def r_gitlab(items, slug, c):
    body = "\n".join('  %s: "%s"' % (k, v) for k, v, _s in items)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh" % body, ".gitlab-ci.yml"


def r_terraform(items, slug, c):
    if chance(0.5):
        body = "\n".join('  %s = "%s"' % (k_lower(strip_slug(k, slug)), v) for k, v, _s in items)
        return 'provider "%s" {\n%s\n}' % (slug, body), pick(["providers.tf", "main.tf"])
    body = "\n".join('%s_%s = "%s"' % (slug, k_lower(strip_slug(k, slug)), v) for k, v, _s in items)
    return body, pick(["terraform.tfvars", "envs/prod.auto.tfvars"])


def r_python(items, slug, c):
    st = ri(0, 2)
    if st == 0:
        body = "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _s in items)
        return "import os\n\n" + body, pick(["conftest.py", "scripts/run_local.py", "manage_local.py"])
    if st == 1:
        body = "\n".join('%s = "%s"' % (k, v) for k, v, _s in items)
        return body + "  # TODO: read from env", pick(["settings.py", "config.py", "app/settings/prod.py"])
    args = ", ".join('%s="%s"' % (k_lower(strip_slug(k, slug)), v) for k, v, _s in items)
    return "client = %sClient(%s)" % (slug.capitalize(), args), pick(["jobs/sync.py", "app/clients.py", "notebooks/explore.py"])


def r_js(items, slug, c):
    if chance(0.5):
        body = "\n".join("  %s: '%s'," % (k_camel(strip_slug(k, slug)), v) for k, v, _s in items)
        return "const %sConfig = {\n%s\n};\nmodule.exports = %sConfig;" % (slug, body, slug), pick(
            ["config/%s.js" % slug, "src/config.js", "scripts/seed.js"])
    body = "\n".join('export const %s = process.env.%s ?? "%s";' % (k_camel(k), k, v) for k, v, _s in items)
    return body, pick(["src/env.ts", "lib/config.ts", "app/server/env.ts"])


def r_go(items, slug, c):
    if chance(0.5):
        body = "\n".join('\t%s = "%s"' % (k_camel(k), v) for k, v, _s in items)
        return "const (\n%s\n)" % body, pick(["internal/config/config.go", "cmd/worker/main.go"])
    body = "\n".join('\tos.Setenv("%s", "%s")' % (k, v) for k, v, _s in items)
    return "func init() {\n%s\n}" % body, pick(["main_test.go", "internal/testutil/env.go"])


def r_java(items, slug, c):
    body = "\n".join('    private static final String %s = "%s";' % (k, v) for k, v, _s in items)
    return "public class %sConfig {\n%s\n}" % (slug.capitalize(), body), "src/main/java/com/acme/%sConfig.java" % slug.capitalize()


def r_kotlin(items, slug, c):
    body = "\n".join('    const val %s = "%s"' % (k, v) for k, v, _s in items)
    return "object %sKeys {\n%s\n}" % (slug.capitalize(), body), "app/src/main/kotlin/%sKeys.kt" % slug.capitalize()


def r_ruby(items, slug, c):
    if chance(0.5):
        return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v, _s in items), pick(["config/initializers/%s.rb" % slug, "spec/spec_helper.rb"])
    return "\n".join("config.x.%s.%s = '%s'" % (slug, k_lower(strip_slug(k, slug)), v) for k, v, _s in items), "config/environments/production.rb"


def r_php(items, slug, c):
    body = "\n".join("        '%s' => env('%s', '%s')," % (k_lower(strip_slug(k, slug)), k, v) for k, v, _s in items)
    return "    '%s' => [\n%s\n    ]," % (slug, body), "config/services.php"


def r_csharp(items, slug, c):
    if chance(0.5):
        return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v, _s in items), "Program.cs"
    body = "\n".join('    private const string %s = "%s";' % (k_pascal(k), v) for k, v, _s in items)
    return "internal static class Secrets\n{\n%s\n}" % body, "src/Api/Secrets.cs"


def r_rust(items, slug, c):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, _s in items), pick(["src/config.rs", "src/main.rs"])


def r_swift(items, slug, c):
    body = "\n".join('    static let %s = "%s"' % (k_camel(k), v) for k, v, _s in items)
    return "enum %sKeys {\n%s\n}" % (slug.capitalize(), body), "App/Config/Keys.swift"


def r_powershell(items, slug, c):
    return "\n".join("$env:%s = '%s'" % (k, v) for k, v, _s in items), pick(["scripts/dev.ps1", "build.ps1"])


def r_log(items, slug, c):
    t = epoch()
    lines = []
    for i, (k, v, _s) in enumerate(items):
        st = ri(0, 2)
        if st == 0:
            lines.append("%s DEBUG [%s] env %s=%s" % (iso(t + i), c["app"], k, v))
        elif st == 1:
            lines.append(json.dumps({"ts": iso(t + i), "level": "debug", "msg": "loaded setting", "key": k, "value": v},
                                    ensure_ascii=False))
        else:
            lines.append("%s,%03d INFO settings: %s = %r" % (iso(t + i, z=False).replace("T", " "), ri(0, 999), k_lower(k), v))
    return "\n".join(lines), pick(["kubectl logs deploy/%s" % c["app"], "CI job log", "journalctl -u %s" % c["app"]])


def r_diff(items, slug, c):
    f = pick([".env", "config/settings.yaml", "docker-compose.yml"])
    plus = "\n".join("+%s=%s" % (k, v) for k, v, _s in items)
    minus = "\n".join("-%s=" % k for k, v, _s in items)
    return ("diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n%s\n%s" %
            (f, f, f, f, ri(2, 40), len(items), ri(2, 40), len(items), minus, plus)), "git diff"


def r_mdtable(items, slug, c):
    env = pick(["prod", "staging", "dev", "all"])
    rows = "\n".join("| %s | `%s` | %s |" % (k, v, env) for k, v, _s in items)
    return "| key | value | env |\n|---|---|---|\n" + rows, pick(["the wiki page", "docs/runbook.md", "the handover doc"])


def r_chat(items, slug, c):
    ko = c["lang"] == "ko"
    lines = []
    who = pick(WHO_KO[:10] if ko else WHO_EN[:12])
    h, m = ri(8, 22), ri(0, 50)
    for k, v, _s in items:
        m += ri(0, 3)
        msg = pick(["%s 값은 %s 입니다", "%s 이거 쓰세요 → %s", "%s: %s (임시로 공유해요)"] if ko else
                   ["%s is %s", "use this for %s: %s", "%s -> %s (temporary, will rotate)"]) % (k, v)
        lines.append("[%02d:%02d] %s: %s" % (h, min(m, 59), who, msg))
    return "\n".join(lines), pick(["Slack DM", "the team channel", "카톡 단톡방" if ko else "Teams chat"])


CONFIG_FORMATS = [("env", r_env), ("export", r_export), ("yaml", r_yaml), ("json", r_json), ("toml", r_toml),
                  ("ini", r_ini), ("properties", r_props), ("xml", r_xml), ("k8s", r_k8s), ("compose", r_compose),
                  ("dockerfile", r_dockerfile), ("github-actions", r_gha), ("gitlab-ci", r_gitlab),
                  ("terraform", r_terraform), ("python", r_python), ("js/ts", r_js), ("go", r_go), ("java", r_java),
                  ("kotlin", r_kotlin), ("ruby", r_ruby), ("php", r_php), ("csharp", r_csharp), ("rust", r_rust),
                  ("swift", r_swift), ("powershell", r_powershell), ("log", r_log), ("diff", r_diff),
                  ("md-table", r_mdtable), ("chat", r_chat)]


def r_curl(v, http, c):
    url, hname, hfmt = http
    hv = hfmt.format(v)
    if chance(0.5):
        return "curl -sS %s \\\n  -H \"%s: %s\"" % (url, hname, hv), "terminal"
    return "curl -s -H '%s: %s' '%s' | jq ." % (hname, hv, url), "terminal"


def r_http(v, http, c):
    url, hname, hfmt = http
    rest = url.split("://", 1)[1]
    host, path = (rest.split("/", 1) + [""])[:2]
    return ("GET /%s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (path, host, hname, hfmt.format(v)),
            "the captured request")


def r_fetch(v, http, c):
    url, hname, hfmt = http
    return ("const res = await fetch(\"%s\", {\n  headers: { \"%s\": \"%s\" },\n});" % (url, hname, hfmt.format(v)),
            pick(["src/api.ts", "scripts/check.mjs"]))


def r_requests(v, http, c):
    url, hname, hfmt = http
    return ('resp = requests.get(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (url, hname, hfmt.format(v)),
            pick(["tools/probe.py", "jobs/fetch.py"]))


HTTP_FORMATS = [("curl", r_curl), ("http-request", r_http), ("fetch", r_fetch), ("python-requests", r_requests)]

# --------------------------------------------------------------------------
# prose frames around a secret.  Slots: {thing} {svc} {env} {who} {task}
# {file} {snip} {key} {val}.  FR[kind][slot][lang]; kind "any" is the fallback.
# --------------------------------------------------------------------------
FR = {"any": {}, "config": {}, "command": {}, "chat": {}, "log": {}, "http": {}, "doc": {}}
FR["config"]["mc_snip"] = {
    "en": [
        "While working on {task} I didn't know which {thing} {svc} uses in {env}. The user pasted the working {file}:\n{snip}",
        "{who} said the {env} deploy of {svc} broke after the rotation; nobody had told me where the {thing} lives. It is in {file}:\n{snip}",
        "I assumed {svc} pulled the {thing} from the secret manager, but in {env} it is set directly in {file}:\n{snip}",
        "Context I was missing: the {env} {thing} for {svc}. {who} answered with this part of {file}:\n{snip}",
        "Tried to reproduce {task} locally and got 401s because my {file} had no {thing}. The team's copy:\n{snip}",
        "Didn't know {svc} has its own {thing}, separate from the shared one. Found in {file}:\n{snip}\n(that is the one {env} actually uses)",
        "The README says the {thing} is injected by CI, but the {env} box still reads {file}:\n{snip}",
        "I was asked to debug {task}; the missing piece was the {thing}. The user pasted {file} as-is:\n{snip}",
        "{file} for {svc} ({env}), pasted by {who} so I could finish {task}:\n\n{snip}",
        "Needed the {thing} to run the smoke test against {env}. Source: {file}\n\n{snip}",
        "{snip}\n^ pasted by {who} from {file}; I hadn't known {svc} needs this {thing} in {env}.",
    ],
    "ko": [
        "{task} 작업 중 {svc}에서 {env} 환경에 쓰는 {thing} 값을 몰랐다. 사용자가 동작하는 {file} 내용을 붙여줬다:\n{snip}",
        "{who}님 말로는 키 교체 이후 {svc} {env} 배포가 깨졌다고 함. {thing} 위치를 아무도 안 알려줬는데 {file}에 있었다:\n{snip}",
        "{svc}에서 {thing} 값을 시크릿 매니저에서 가져오는 줄 알았는데, {env}에서는 {file}에 직접 들어가 있었다:\n{snip}",
        "몰랐던 맥락: {svc}의 {env} {thing} 값. {who}님이 {file} 일부를 보내줬다:\n{snip}",
        "로컬에서 {task} 재현하려다 401이 났다. 내 {file}에 {thing} 값이 없었음. 팀에서 쓰는 설정:\n{snip}",
        "{svc} 전용 {thing} 값이 공용 키와 따로 있다는 걸 몰랐다. {file}에서 찾음:\n{snip}",
        "README에는 {thing} 값을 CI가 주입한다고 되어 있지만 {env} 서버는 아직 {file} 파일을 읽는다:\n{snip}",
        "{task} 디버깅을 맡았는데 빠진 건 {thing} 값이었다. 사용자가 붙여준 {file} 원문:\n{snip}",
        "{env} 대상으로 스모크 테스트를 돌리려면 {thing} 값이 필요했다. 출처: {file}\n\n{snip}",
        "{snip}\n↑ {who}님이 {file}에서 복사해 준 내용. {svc}에서 {env}용 {thing} 값이 필요한 줄 몰랐다.",
    ],
}
FR["config"]["lesson_snip"] = {
    "en": [
        "The fix was to put the new {thing} into {file} and restart {svc}:\n{snip}",
        "{svc} reads the {thing} at startup only, so after editing {file} a rollout restart is required. Working config:\n{snip}",
        "Keep the {env} values in {file} in sync with the provider console; this is what works now:\n{snip}",
        "For {env}, {svc} authenticates with the {thing} below ({file}). Don't reuse it for other envs.\n{snip}",
        "What finally worked for {task}:\n{snip}\nThe old value in {file} had been revoked.",
        "Order matters: {svc} loads {file} before the CI variables, so this local value wins:\n{snip}",
        "Pin this in the runbook for {env} (from {file}):\n{snip}",
    ],
    "ko": [
        "해결: 새 {thing} 값을 {file}에 넣고 {svc} 재시작.\n{snip}",
        "{svc}에서는 {thing} 값을 기동 시에만 읽으므로 {file} 수정 후 롤아웃 재시작이 필요하다. 현재 동작하는 설정:\n{snip}",
        "{env} 환경 값은 콘솔과 {file} 내용을 항상 맞춰 둘 것. 지금 동작하는 조합:\n{snip}",
        "{task} 때 결국 이렇게 해서 됐다:\n{snip}\n기존 {file} 값은 이미 폐기된 상태였음.",
        "{svc}에서는 CI 변수보다 {file} 파일을 먼저 읽기 때문에 아래 로컬 값이 우선 적용된다:\n{snip}",
        "{env} 런북에 기록해 둘 것 ({file}):\n{snip}",
    ],
}
FR["config"]["lesson_plain"] = {
    "en": [
        "{svc} in {env} does not use the secret manager yet; the {thing} lives in {file}. Check there first before assuming CI is the source of truth.",
        "When a 401 appears right after a rotation, compare the value in {file} with the provider console before touching code.",
        "{svc} caches the {thing} in memory, so a restart is needed after any change to {file}.",
        "Smoke-test {env} right after changing {file}; {svc} fails silently and only logs a warning.",
    ],
    "ko": [
        "{svc} 쪽은 아직 시크릿 매니저를 쓰지 않고 {thing} 값이 {file}에 있다. CI 설정보다 여기를 먼저 확인할 것.",
        "키 교체 직후 401이 나면 코드 고치기 전에 {file} 값과 콘솔 값을 먼저 비교하자.",
        "{svc}에서 {thing} 값을 메모리에 캐시하므로 {file} 변경 후 재시작이 필요하다.",
        "{file} 수정 후에는 바로 {env} 스모크 테스트를 돌릴 것. {svc}에서는 실패해도 경고 로그만 남긴다.",
    ],
}
FR["config"]["ask_plain"] = {
    "en": ["Is the {thing} in {file} still valid, or should I request a new one?",
           "Should the {env} {thing} live in the secret manager instead of {file}?"],
    "ko": ["{file}에 있는 {thing} 값이 아직 유효한가요, 새로 발급받아야 하나요?",
           "{env} {thing} 값을 {file} 대신 시크릿 매니저로 옮길까요?"],
}
FR["config"]["ask_secret"] = {
    "en": ["Is {key}={val} the value I should put in {file}?"],
    "ko": ["{file}에 {key}={val} 로 넣으면 되는 거 맞죠?"],
}
FR["command"]["mc_snip"] = {
    "en": [
        "I didn't know how to reach {svc} in {env}; the user pasted the command they run ({file}):\n{snip}",
        "The runbook step for {task} was missing. {who} shared what they use ({file}):\n{snip}",
        "Couldn't reproduce {task} until the user showed me the exact command from {file}:\n{snip}",
        "{snip}\n^ from {who}'s {file}; I hadn't known the {thing} is passed on the command line.",
        "Missing piece for {task}: the {thing}. It was sitting in {file}:\n{snip}",
    ],
    "ko": [
        "{env}에서 {svc} 접속 방법을 몰랐는데 사용자가 실제로 쓰는 명령을 붙여줬다 ({file}):\n{snip}",
        "{task} 런북 단계가 빠져 있었다. {who}님이 쓰는 명령 ({file}):\n{snip}",
        "사용자가 {file}에 있던 정확한 명령을 보여주기 전까지 {task} 재현이 안 됐다:\n{snip}",
        "{snip}\n↑ {who}님 {file}에서 나온 것. {thing} 값을 명령줄로 넘기는 줄 몰랐다.",
        "{task}에 빠져 있던 건 {thing} 값이었다. {file}에 그대로 있었음:\n{snip}",
    ],
}
FR["command"]["lesson_snip"] = {
    "en": [
        "Working command for {env} (from {file}):\n{snip}\nIt only works from the bastion host.",
        "Here the {thing} goes straight into the command, so it also ends up in shell history:\n{snip}",
        "What fixed {task}:\n{snip}",
        "Keep this exact invocation; quoting matters because of the special characters:\n{snip}",
    ],
    "ko": [
        "{env}에서 동작하는 명령 ({file}):\n{snip}\n배스천 호스트에서만 된다.",
        "여기서는 {thing} 값이 명령에 그대로 들어가서 셸 히스토리에도 남는다:\n{snip}",
        "{task} 해결한 명령:\n{snip}",
        "특수문자 때문에 따옴표가 중요하다. 이 형태 그대로 쓸 것:\n{snip}",
    ],
}
FR["command"]["lesson_plain"] = {
    "en": ["Passing the {thing} on the command line leaks it into shell history and ps output; prefer a prompt or a file.",
           "{svc} in {env} only accepts connections from the bastion, so run these commands there.",
           "The {thing} was rotated last quarter; old runbooks still show the previous one."],
    "ko": ["{thing} 값을 명령줄 인자로 넘기면 셸 히스토리와 ps 출력에 남는다. 프롬프트 입력이나 파일을 쓰는 게 낫다.",
           "{env}의 {svc} 쪽은 배스천에서만 접속되므로 이 명령들은 거기서 실행해야 한다.",
           "{thing} 값은 지난 분기에 교체됐는데 예전 런북에는 이전 값이 남아 있다."],
}
FR["chat"]["mc_snip"] = {
    "en": ["I didn't have the {thing}; {who} sent it in {file}:\n{snip}",
           "Context from {file} that I was missing during {task}:\n{snip}",
           "{who} answered my question in {file}:\n{snip}\nI hadn't known that account was shared."],
    "ko": ["{thing} 값이 없었는데 {who}님이 {file}로 보내줬다:\n{snip}",
           "{task} 중 몰랐던 맥락 ({file}):\n{snip}",
           "{who}님이 {file}에서 답해줌:\n{snip}\n공용 계정인 줄 몰랐다."],
}
FR["chat"]["lesson_snip"] = {
    "en": ["Credentials shared in chat end up in these notes too:\n{snip}\nAsk for a vault link instead.",
           "The account to use for {env} came from this message:\n{snip}"],
    "ko": ["채팅으로 공유된 자격 증명은 이런 노트에도 그대로 남는다:\n{snip}\n다음엔 볼트 링크를 달라고 하자.",
           "{env}에서 쓸 계정 정보는 이 메시지에서 나왔다:\n{snip}"],
}
FR["log"]["mc_snip"] = {
    "en": ["The {env} logs of {svc} showed why {task} failed ({file}):\n{snip}",
           "Didn't realize {svc} logs its configuration at DEBUG. From {file}:\n{snip}",
           "I only had the logs to go on ({file}):\n{snip}"],
    "ko": ["{env} {svc} 로그에서 {task} 실패 원인이 보였다 ({file}):\n{snip}",
           "{svc}에서 DEBUG 레벨일 때 설정값을 로그로 찍는 줄 몰랐다. {file} 출력:\n{snip}",
           "단서는 로그뿐이었다 ({file}):\n{snip}"],
}
FR["log"]["lesson_snip"] = {
    "en": ["DEBUG logging in {svc} prints the {thing}; this is what ended up in {file}:\n{snip}\nTurn it off in {env}.",
           "Log lines like these mean the settings loaded correctly:\n{snip}"],
    "ko": ["{svc} DEBUG 로그에 {thing} 값이 찍힌다. {file}에 남은 내용:\n{snip}\n{env}에서는 꺼야 한다.",
           "이런 로그가 보이면 설정은 제대로 로드된 것:\n{snip}"],
}
FR["http"]["mc_snip"] = {
    "en": ["I didn't know how {svc} authenticates to the provider. {who} pasted a request that works ({file}):\n{snip}",
           "The API kept answering 401 during {task}; the working call from {file}:\n{snip}",
           "Needed a known-good request to compare with what {svc} sends:\n{snip}"],
    "ko": ["{svc}에서 외부 API 인증을 어떻게 하는지 몰랐다. {who}님이 동작하는 요청을 붙여줬다 ({file}):\n{snip}",
           "{task} 중 API가 계속 401을 돌려줬다. 동작하는 호출 ({file}):\n{snip}",
           "{svc}에서 보내는 요청과 비교할 정상 요청이 필요했다:\n{snip}"],
}
FR["http"]["lesson_snip"] = {
    "en": ["Reference call that works in {env}:\n{snip}", "The header format matters; this exact request succeeds:\n{snip}"],
    "ko": ["{env}에서 동작하는 기준 호출:\n{snip}", "헤더 형식이 중요하다. 정확히 이 요청은 성공한다:\n{snip}"],
}
FR["doc"]["mc_snip"] = {
    "en": ["The credentials for {svc} were only in {file}, which nobody had pointed me to:\n{snip}",
           "Found the {env} values in {file} while looking into {task}:\n{snip}"],
    "ko": ["{svc} 자격 증명은 {file}에만 있었는데 아무도 알려주지 않았다:\n{snip}",
           "{task} 보다가 {file}에서 {env} 값을 찾았다:\n{snip}"],
}
FR["doc"]["lesson_snip"] = {
    "en": ["{file} is the real source of truth for {env} credentials:\n{snip}"],
    "ko": ["{env} 자격 증명의 실제 기준은 이 문서다 ({file}):\n{snip}"],
}
FR["any"]["mc_plain"] = {
    "en": [
        "I didn't know where {svc} gets its {thing} in {env}; the deploy kept failing during {task}.",
        "Nobody told me that {svc} uses a separate {thing} for {env}.",
        "{who} mentioned the {thing} had been rotated, but not where the new value is configured.",
        "While doing {task} I couldn't find the {thing} for {env} in any of the usual places.",
        "Missing context: {svc} talks to the provider with its own {thing}.",
        "The task assumed {svc} was already authenticated in {env}; it wasn't, and I lacked the {thing}.",
    ],
    "ko": [
        "{env} 환경에서 {svc}의 {thing} 값을 어디서 가져오는지 몰라서 {task} 중 배포가 계속 실패했다.",
        "{svc}에서 {env}용 {thing} 값을 따로 쓴다는 걸 아무도 알려주지 않았다.",
        "{who}님이 {thing} 값을 교체했다고만 하고 새 값이 어디 설정돼 있는지는 말하지 않았다.",
        "{task} 하면서 {env}용 {thing} 값을 평소 보던 곳 어디에서도 못 찾았다.",
        "몰랐던 점: {svc}에서는 자체 {thing} 값으로 외부 API를 호출한다.",
        "작업 설명은 {svc} 쪽이 {env}에서 이미 인증된 상태라고 가정했지만 실제로는 아니었고 {thing} 값도 없었다.",
    ],
}
FR["any"]["lesson_plain"] = {
    "en": [
        "The {thing} is per-environment; the {env} one is not interchangeable with dev.",
        "Credentials for {svc} are owned by {who}; ask them instead of guessing from old configs.",
        "The provider returns 403 (not 401) when the {thing} lacks a scope, which sent me the wrong way for a while.",
        "The {thing} had been shared in plain text; it has to move to the secret store and be rotated.",
        "Check the {thing}'s expiry first when {svc} starts failing on a Monday; it was issued for 90 days.",
    ],
    "ko": [
        "{thing} 값은 환경별로 다르다. {env} 값은 dev와 호환되지 않는다.",
        "{svc} 자격 증명 담당은 {who}님이다. 예전 설정에서 추측하지 말고 먼저 물어볼 것.",
        "권한(scope)이 부족하면 401이 아니라 403이 떨어져서 한참 엉뚱한 데를 봤다.",
        "{thing} 값이 평문으로 공유되어 있었다. 시크릿 저장소로 옮기고 교체해야 한다.",
        "{svc} 쪽이 갑자기 실패하면 {thing} 만료일부터 확인할 것. 90일짜리로 발급됐다.",
    ],
}
FR["any"]["ask_plain"] = {
    "en": [
        "Which {thing} should {svc} use in {env}, and where should I read it from?",
        "Who owns the {thing} for {svc}, so I can check before rotating it?",
        "Do you want me to rotate the {thing} now that it has been pasted here?",
        "Is there a non-personal account I should use for {svc} instead?",
        "",
    ],
    "ko": [
        "{env} 환경에서 {svc}에서 쓸 {thing} 값은 어디서 가져오면 될까요?",
        "{svc}의 {thing} 담당자가 누구인가요? 교체 전에 확인하고 싶습니다.",
        "여기 값이 그대로 남았는데 {thing} 값을 지금 교체할까요?",
        "{svc} 용으로 개인 계정 말고 서비스 계정을 써야 하나요?",
        "",
    ],
}
FR["any"]["ask_secret"] = {
    "en": [
        "Is `{val}` still the active {thing} for {env}, or was it rotated?",
        "Should I keep using {val} for {svc}, or is there a newer {thing}?",
        "The {thing} I used was {val}: is that the {env} one or the dev one?",
        "Can you confirm {val} is okay to use from CI for {svc}?",
        "Do we need to revoke {val} after {task}?",
    ],
    "ko": [
        "`{val}` 이 값이 아직 {env} 환경의 {thing} 맞나요, 아니면 교체됐나요?",
        "{svc}에서 {val} 값을 계속 써도 되나요? 더 새로운 {thing} 값이 있나요?",
        "제가 쓴 {thing} 값은 {val} 인데, {env}용인가요 dev용인가요?",
        "CI에서 {val} 값을 그대로 써도 괜찮은지 확인 부탁드립니다.",
        "{task} 끝나면 {val} 값은 폐기해야 하나요?",
    ],
}
FR["any"]["inline_start"] = {
    "en": [
        "`{val}` is the {thing} the user gave me for {env}; I had been looking for it in the repo without luck.",
        "{val} - that is the {thing} {svc} needs in {env}. I didn't know it was separate from the shared one.",
        "{key}={val} was the missing setting; without it {svc} kept failing during {task}.",
    ],
    "ko": [
        "`{val}` — 사용자가 {env}용 {thing} 값이라고 알려준 것. 리포지토리에서 한참 찾았는데 없었다.",
        "{val} 이게 {svc}에서 {env}에 쓰는 {thing} 값이다. 공용 키와 별개인 줄 몰랐다.",
        "{key}={val} 설정이 빠져 있어서 {task} 중 {svc} 쪽이 계속 실패했다.",
    ],
}
FR["any"]["inline_mid"] = {
    "en": [
        "The user confirmed the {thing} ({val}) is only valid for {env}, which is why {svc} failed elsewhere.",
        "After {task}, {svc} works again with the {thing} {val} set as {key}.",
        "{who} rotated it last week, so the {thing} {val} replaces the one in the old runbook.",
    ],
    "ko": [
        "사용자 확인 결과 {thing} 값({val})은 {env}에서만 유효해서 다른 환경의 {svc}에서 실패했다.",
        "{task} 후 {key}에 {thing} 값 {val} 을 넣으니 {svc} 정상 동작 확인.",
        "{who}님이 지난주에 교체해서 {thing} 값 {val} 이 예전 런북 값을 대체한다.",
    ],
}
FR["any"]["inline_end"] = {
    "en": [
        "{svc} needs {key} set in {env}; the current {thing} is {val}",
        "For {task}, export {key} before running the script. Value used: {val}",
        "Note for next time, the {env} {thing}: {val}",
    ],
    "ko": [
        "{env}에서 {svc} 실행하려면 {key} 설정 필요. 현재 {thing} 값: {val}",
        "{task} 스크립트 실행 전에 {key} 를 export 할 것. 사용한 값은 {val}",
        "다음을 위해 메모, {env} {thing} 값: {val}",
    ],
}
FR["any"]["split_label"] = {
    "en": [
        "{svc} in {env} failed during {task} because the {thing} was never handed over. {who} sent it; {key} is:",
        "I didn't have the {thing} for {svc} ({env}). The value the user typed for {key} follows:",
    ],
    "ko": [
        "{task} 중 {svc} {env} 환경이 실패했는데 {thing} 값을 전달받지 못했기 때문이다. {who}님이 보내준 {key} 값은:",
        "{svc}({env})의 {thing} 값을 몰랐다. 사용자가 입력해 준 {key} 값은 다음과 같다:",
    ],
}
FR["any"]["split_value_lesson"] = {
    "en": ["{val}\n(that is the {key} value) - next time read it from the secret store instead of asking in chat.",
           "{val}\nUsing it, {svc} came back up. It belongs in the vault, not in notes or config files."],
    "ko": ["{val}\n(이게 {key} 값) 다음부터는 채팅으로 묻지 말고 시크릿 저장소에서 읽을 것.",
           "{val}\n이 값으로 {svc} 복구됨. 노트나 설정 파일이 아니라 볼트에 있어야 한다."],
}
FR["any"]["split_label_lesson"] = {
    "en": ["{svc} reads {key} in {env}; the value the user gave is in the next field:",
           "Remember the {thing} for {env} ({key}):"],
    "ko": ["{env}에서 {svc} 쪽은 {key} 값을 읽는다. 사용자가 준 값은 다음 항목에:",
           "{env}용 {thing} 값({key}) 기억해 둘 것:"],
}
FR["any"]["split_value_ask"] = {
    "en": ["{val} - is this still the one to use?", "{val}"],
    "ko": ["{val} — 이 값 그대로 쓰면 되나요?", "{val}"],
}


def frames(kind, slot, lang):
    """Frames for a slot: kind-specific ones plus the generic ones."""
    out = list(FR.get(kind, {}).get(slot, {}).get(lang, []))
    out += FR["any"].get(slot, {}).get(lang, [])
    if not out and slot in ("mc_snip", "lesson_snip"):
        out = FR["config"][slot][lang]
    return out


MODES = [("mc-snippet", 26), ("lesson-snippet", 20), ("snippet+ask-repeat", 14), ("snippet+lesson-mention", 8),
         ("inline-start", 8), ("inline-mid", 8), ("inline-end", 8), ("split-fields", 8)]


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for v, w in pairs:
        x -= w
        if x < 0:
            return v
    return pairs[-1][0]


CAP_SLOTS = ("{svc}", "{who}", "{env}", "{task}", "{thing}")


def fmt(frame, d):
    """Format a frame; capitalise an English sentence that starts with a vocabulary slot."""
    out = frame.format(**d)
    if frame.startswith(CAP_SLOTS) and out.startswith(("the ", "a ")):
        out = out[0].upper() + out[1:]
    return out


def compose(lang, c, thing, key, val, snip, fname, mode=None, kind="config"):
    """Place a snippet (and/or an inline value) into the three fields."""
    d = dict(c)
    d.update({"thing": thing, "key": key, "val": val, "snip": snip, "file": fname})
    F = lambda slot: pick(frames(kind, slot, lang))
    if mode is None:
        if val is None:
            mode = pick(["mc-snippet", "lesson-snippet"])
        elif snip is None:
            mode = wpick([("inline-start", 3), ("inline-mid", 3), ("inline-end", 3), ("split-fields", 2), ("ask-only", 2)])
        else:
            mode = wpick(MODES)
    if mode == "mc-snippet":
        mc, lesson, ask = F("mc_snip"), F("lesson_plain"), F("ask_plain")
    elif mode == "lesson-snippet":
        mc, lesson, ask = F("mc_plain"), F("lesson_snip"), F("ask_plain")
    elif mode == "snippet+ask-repeat":
        if chance(0.5):
            mc, lesson = F("mc_snip"), F("lesson_plain")
        else:
            mc, lesson = F("mc_plain"), F("lesson_snip")
        ask = F("ask_secret")
    elif mode == "snippet+lesson-mention":
        mc, lesson, ask = F("mc_snip"), F("inline_mid"), F("ask_plain")
    elif mode == "inline-start":
        mc = F("inline_start")
        lesson = F("lesson_snip") if snip is not None and chance(0.5) else F("lesson_plain")
        ask = F("ask_plain")
    elif mode == "inline-mid":
        mc = F("mc_plain")
        lesson = (F("inline_mid"), F("lesson_plain"))
        ask = pick(frames(kind, "ask_plain", lang) + frames(kind, "ask_secret", lang))
    elif mode == "inline-end":
        mc = F("mc_snip") if snip is not None and chance(0.4) else F("mc_plain")
        lesson = (F("lesson_plain"), F("inline_end"))
        ask = F("ask_plain")
    elif mode == "ask-only":
        mc, lesson, ask = F("mc_plain"), F("lesson_plain"), F("ask_secret")
    elif mode == "split-fields":
        if chance(0.6):
            mc, lesson, ask = F("split_label"), F("split_value_lesson"), F("ask_plain")
        else:
            mc, lesson, ask = F("mc_plain"), F("split_label_lesson"), F("split_value_ask")
    else:
        raise ValueError(mode)
    f2 = lambda x: " ".join(fmt(y, d) for y in x) if isinstance(x, tuple) else fmt(x, d)
    fields = {"missing_context": f2(mc), "lesson": f2(lesson), "ask_next_time": f2(ask)}
    return fields, mode


FORMAT_KIND = {"log": "log", "chat": "chat", "md-table": "doc", "curl": "http", "http-request": "http",
               "fetch": "http", "python-requests": "http"}


def kind_of(fmt_name):
    return FORMAT_KIND.get(fmt_name, "config")


# --------------------------------------------------------------------------
# SECRET NOTE MAKERS.  Each returns a dict:
#   category, fields, secrets (candidates; filtered to those present),
#   template (for counting), vendor (or None)
# --------------------------------------------------------------------------
CONFIG_WEIGHTS = [("env", 9), ("export", 5), ("yaml", 7), ("json", 6), ("toml", 3), ("ini", 3), ("properties", 3),
                  ("xml", 3), ("k8s", 5), ("compose", 4), ("dockerfile", 3), ("github-actions", 4), ("gitlab-ci", 3),
                  ("terraform", 3), ("python", 5), ("js/ts", 5), ("go", 3), ("java", 2), ("kotlin", 2), ("ruby", 2),
                  ("php", 2), ("csharp", 2), ("rust", 2), ("swift", 2), ("powershell", 2), ("log", 4), ("diff", 3),
                  ("md-table", 3), ("chat", 4)]
CONFIG_BY_NAME = dict(CONFIG_FORMATS)
HTTP_BY_NAME = dict(HTTP_FORMATS)

_vendor_queue = []


def next_vendor():
    if not _vendor_queue:
        _vendor_queue.extend(shuffled(range(len(VENDORS))))
    return VENDORS[_vendor_queue.pop()]


def note(category, fields, secrets, template, vendor=None):
    return {"category": category, "fields": fields, "secrets": secrets, "template": template, "vendor": vendor}


def mk_vendor_token(lang):
    v = next_vendor()
    c = ctx_new(lang)
    items = v["gen"]()
    sec_items = [it for it in items if it[2]]
    thing = v[lang]
    if v["http"] and chance(0.35):
        fname_fmt = pick([n for n, _ in HTTP_FORMATS])
        snip, fname = HTTP_BY_NAME[fname_fmt](sec_items[0][1], v["http"], c)
    else:
        fname_fmt = wpick(CONFIG_WEIGHTS)
        snip, fname = CONFIG_BY_NAME[fname_fmt](items, v["slug"], c)
    key, val = sec_items[-1][0], sec_items[-1][1]
    fields, mode = compose(lang, c, thing, key, val, snip, fname, kind=kind_of(fname_fmt))
    return note("provider token: %s in %s (%s)" % (v["name"], fname_fmt, mode), fields,
                [it[1] for it in sec_items], "vendor/%s/%s" % (fname_fmt, mode), v["name"])


def mk_multi_vendor(lang):
    vs = []
    while len(vs) < ri(2, 4):
        v = next_vendor()
        if all(v["name"] != x["name"] for x in vs):
            vs.append(v)
    c = ctx_new(lang)
    items = []
    for v in vs:
        items.extend(v["gen"]())
    fmt_name = pick(["env", "env", "compose", "k8s", "github-actions", "export", "md-table", "diff", "yaml"])
    snip, fname = CONFIG_BY_NAME[fmt_name](items, "app", c)
    thing = ("third-party keys" if lang == "en" else "외부 연동 키")
    fields, mode = compose(lang, c, thing, items[0][0], None, snip, fname, kind=kind_of(fmt_name))
    names = ", ".join(v["name"] for v in vs)
    return note("several provider tokens in one %s: %s (%s)" % (fmt_name, names, mode), fields,
                [it[1] for it in items if it[2]], "multi-vendor/%s/%s" % (fmt_name, mode), [v["name"] for v in vs])


# ---- dotfiles holding credentials
def _basic(user, pw):
    return b64e(("%s:%s" % (user, pw)).encode())


def mk_dotfile(lang):
    c = ctx_new(lang)
    kind = ri(0, 13)
    secrets = []
    if kind == 0:
        tok = gh_style("npm_")
        snip = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok
        fname, thing, secrets, vend = "~/.npmrc", ("npm token" if lang == "en" else "npm 토큰"), [tok], "npm"
    elif kind == 1:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(140, 180))
        snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        fname, thing, secrets, vend = "~/.pypirc", ("PyPI upload token" if lang == "en" else "PyPI 업로드 토큰"), [tok], "PyPI"
    elif kind == 2:
        tok = ruuid()
        _, pw = password(no_space=True)
        snip = ("machine api.heroku.com\n  login %s@acme.dev\n  password %s\nmachine git.heroku.com\n  login %s@acme.dev\n"
                "  password %s\nmachine ftp.%s.internal login backup password %s" % (c["user"], tok, c["user"], tok, c["app"], pw))
        fname, thing, secrets, vend = "~/.netrc", ("Heroku API key and FTP password" if lang == "en" else "Heroku API 키와 FTP 비밀번호"), [tok, pw], "Heroku"
    elif kind == 3:
        tok = gh_style("ghp_")
        tok2 = "glpat-" + rs(B64URL, 20)
        snip = "https://%s:%s@github.com\nhttps://oauth2:%s@gitlab.acme.dev" % (c["user"], tok, tok2)
        fname, thing, secrets, vend = "~/.git-credentials", ("git credentials" if lang == "en" else "git 자격 증명"), [tok, tok2], "GitHub"
    elif kind == 4:
        _, pw = password(no_space=True)
        user = c["user"]
        auth = _basic(user, pw)
        reg = pick(["registry.acme.dev", "harbor.hanbit.local", "ghcr.io", "acme.azurecr.io", "kr.ncr.ntruss.com"])
        snip = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, auth)
        fname, thing, secrets, vend = "~/.docker/config.json", ("registry login" if lang == "en" else "레지스트리 로그인 정보"), [auth], None
    elif kind == 5:
        tok = rs(ALNUM, 32)
        snip = "[global]\nindex-url = https://%s:%s@pypi.acme.dev/simple\ntrusted-host = pypi.acme.dev" % (c["user"], tok)
        fname, thing, secrets, vend = "~/.config/pip/pip.conf", ("private index token" if lang == "en" else "사내 PyPI 토큰"), [tok], None
    elif kind == 6:
        _, pw = password(no_space=True)
        snip = ("<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>%s</username>\n"
                "      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (c["user"], pw))
        fname, thing, secrets, vend = "~/.m2/settings.xml", ("Nexus deploy password" if lang == "en" else "Nexus 배포 비밀번호"), [pw], None
    elif kind == 7:
        _, pw = password(no_space=True)
        snip = ('<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n'
                '    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>' % (c["user"], pw))
        fname, thing, secrets, vend = "NuGet.Config", ("feed password" if lang == "en" else "NuGet 피드 비밀번호"), [pw], None
    elif kind == 8:
        tok = gh_style("ghp_")
        _, pw = password(no_space=True)
        snip = ('{\n  "github-oauth": {"github.com": "%s"},\n  "http-basic": {\n    "repo.packagist.com": {"username": "token", "password": "%s"}\n  }\n}'
                % (tok, pw))
        fname, thing, secrets, vend = "auth.json", ("Composer auth" if lang == "en" else "Composer 인증 정보"), [tok, pw], "GitHub"
    elif kind == 9:
        kid = "AKIA" + rs(B32, 16)
        sk = rs(B64, 40)
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[readonly]\nrole_arn = arn:aws:iam::%s:role/ReadOnly\nsource_profile = default" % (kid, sk, rs(DIG, 12))
        fname, thing, secrets, vend = "~/.aws/credentials", ("AWS keys" if lang == "en" else "AWS 키"), [kid, sk], "AWS"
    elif kind == 10:
        _, pw = password(no_space=True)
        snip = "%s:5432:%s:%s:%s\n*:5432:*:readonly:%s" % (c["host"], c["app"], c["user"], pw.replace(":", "\\:") if ":" in pw else pw, "${RO_PASSWORD}")
        if ":" in pw:
            return mk_dotfile(lang)
        fname, thing, secrets, vend = "~/.pgpass", ("Postgres password" if lang == "en" else "Postgres 비밀번호"), [pw], None
    elif kind == 11:
        _, pw = password(no_space=True)
        snip = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (c["user"], pw, c["host"])
        fname, thing, secrets, vend = "~/.my.cnf", ("MySQL password" if lang == "en" else "MySQL 비밀번호"), [pw], None
    elif kind == 12:
        tok = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
        snip = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % tok
        fname, thing, secrets, vend = "~/.terraformrc", ("Terraform Cloud token" if lang == "en" else "Terraform Cloud 토큰"), [tok], "Terraform Cloud"
    else:
        tok = gh_style("npm_")
        snip = 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % tok
        fname, thing, secrets, vend = ".yarnrc.yml", ("npm token" if lang == "en" else "npm 토큰"), [tok], "npm"
    dot_keys = ["_authToken", "password", "password", "git credential", "auth", "index-url", "password",
                "ClearTextPassword", "github-oauth", "aws_access_key_id", "pgpass password", "password", "token",
                "npmAuthToken"]
    fields, mode = compose(lang, c, thing, dot_keys[kind], secrets[0] if chance(0.3) else None, snip, fname)
    return note("dotfile credentials: %s (%s)" % (fname, mode), fields, secrets, "dotfile/%s/%s" % (kind, mode), vend)

# ---- passwords in service configuration
PW_SERVICES = [
    # (slug, en thing, ko thing, items builder -> list, formats)
    ("db", "database password", "DB 비밀번호",
     lambda c, pw: [("DB_HOST", c["host"], False), ("DB_USER", c["user"], False), ("DB_PASSWORD", pw, True)]),
    ("postgres", "Postgres superuser password", "Postgres 슈퍼유저 비밀번호",
     lambda c, pw: [("POSTGRES_USER", "postgres", False), ("POSTGRES_PASSWORD", pw, True), ("POSTGRES_DB", c["app"], False)]),
    ("mysql", "MySQL root password", "MySQL root 비밀번호",
     lambda c, pw: [("MYSQL_ROOT_PASSWORD", pw, True), ("MYSQL_DATABASE", c["app"], False)]),
    ("smtp", "SMTP password", "SMTP 비밀번호",
     lambda c, pw: [("SMTP_HOST", pick(["smtp.gmail.com", "smtp.worksmobile.com", "email-smtp.ap-northeast-2.amazonaws.com", "smtp.office365.com"]), False),
                    ("SMTP_USER", "noreply@%s" % pick(["acme.dev", "hanbit.co.kr", "kumo.jp"]), False), ("SMTP_PASSWORD", pw, True)]),
    ("ldap", "LDAP bind password", "LDAP 바인드 비밀번호",
     lambda c, pw: [("LDAP_BIND_DN", "cn=svc-%s,ou=services,dc=acme,dc=dev" % c["app"], False), ("LDAP_BIND_PASSWORD", pw, True)]),
    ("redis", "Redis password", "Redis 비밀번호",
     lambda c, pw: [("REDIS_HOST", "redis-cache-%d" % ri(1, 3), False), ("REDIS_PASSWORD", pw, True)]),
    ("rabbitmq", "RabbitMQ password", "RabbitMQ 비밀번호",
     lambda c, pw: [("RABBITMQ_DEFAULT_USER", c["user"], False), ("RABBITMQ_DEFAULT_PASS", pw, True)]),
    ("grafana", "Grafana admin password", "Grafana 관리자 비밀번호",
     lambda c, pw: [("GF_SECURITY_ADMIN_USER", "admin", False), ("GF_SECURITY_ADMIN_PASSWORD", pw, True)]),
    ("keycloak", "Keycloak admin password", "Keycloak 관리자 비밀번호",
     lambda c, pw: [("KEYCLOAK_ADMIN", "admin", False), ("KEYCLOAK_ADMIN_PASSWORD", pw, True)]),
    ("elastic", "Elasticsearch elastic user password", "Elasticsearch elastic 계정 비밀번호",
     lambda c, pw: [("ELASTIC_PASSWORD", pw, True)]),
    ("minio", "MinIO root password", "MinIO root 비밀번호",
     lambda c, pw: [("MINIO_ROOT_USER", "minioadmin", False), ("MINIO_ROOT_PASSWORD", pw, True)]),
    ("mssql", "SQL Server sa password", "SQL Server sa 비밀번호",
     lambda c, pw: [("ACCEPT_EULA", "Y", False), ("MSSQL_SA_PASSWORD", pw, True)]),
    ("jenkins", "Jenkins admin password", "Jenkins 관리자 비밀번호",
     lambda c, pw: [("JENKINS_ADMIN_ID", "admin", False), ("JENKINS_ADMIN_PASSWORD", pw, True)]),
    ("keystore", "Android keystore password", "안드로이드 키스토어 비밀번호",
     lambda c, pw: [("KEYSTORE_FILE", "release.jks", False), ("KEYSTORE_PASSWORD", pw, True), ("KEY_ALIAS", "upload", False)]),
    ("vpn", "VPN account password", "VPN 계정 비밀번호",
     lambda c, pw: [("VPN_USER", c["user"], False), ("VPN_PASSWORD", pw, True)]),
    ("airflow", "Airflow admin password", "Airflow 관리자 비밀번호",
     lambda c, pw: [("_AIRFLOW_WWW_USER_USERNAME", "airflow", False), ("_AIRFLOW_WWW_USER_PASSWORD", pw, True)]),
    ("ansible", "become password", "sudo(become) 비밀번호",
     lambda c, pw: [("ANSIBLE_BECOME_PASSWORD", pw, True)]),
    ("wordpress", "WordPress DB password", "워드프레스 DB 비밀번호",
     lambda c, pw: [("WORDPRESS_DB_USER", "wp", False), ("WORDPRESS_DB_PASSWORD", pw, True)]),
]


def _pw_bespoke(c, slug, pw, lang):
    """Service-specific snippets that are not simple key/value maps."""
    k = ri(0, 9)
    if k == 0:
        return ("DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n"
                "        \"HOST\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n    }\n}" %
                (c["host"], c["user"], pw)), "settings/production.py", "django-settings"
    if k == 1:
        return ("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: \"%s\"" %
                (c["host"], c["app"], c["user"], pw)), "application-prod.yml", "spring-datasource"
    if k == 2:
        return ("define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '%s' );\n"
                "define( 'DB_HOST', '%s' );" % (pw, c["host"])), "wp-config.php", "wp-config"
    if k == 3:
        return ("[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = ${GF_SECRET_KEY}" % pw), "grafana.ini", "grafana-ini"
    if k == 4:
        return ("bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % q_sh(pw)), "redis.conf", "redis-conf"
    if k == 5:
        return ("[web]\n%s ansible_user=deploy ansible_become_password=%s" % (c["host"], q_sh(pw))), "inventory/hosts.ini", "ansible-inventory"
    if k == 6:
        return ("production:\n  adapter: postgresql\n  host: %s\n  username: %s\n  password: \"%s\"" % (c["host"], c["user"], pw)), "config/database.yml", "rails-database-yml"
    if k == 7:
        return ("storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=../release.jks" % (pw, pw)), "android/key.properties", "android-key-properties"
    if k == 8:
        return ("<Connector port=\"8443\" protocol=\"HTTP/1.1\" SSLEnabled=\"true\"\n           keystoreFile=\"conf/tomcat.p12\" keystorePass=\"%s\" />" % pw), "conf/server.xml", "tomcat-server-xml"
    return ("[mysqld]\nbind-address = 0.0.0.0\n\n[client]\nuser = root\npassword = %s" % pw), "/etc/mysql/my.cnf", "my-cnf"


PERSON_LINES = {
    "en": ["[{t}] {who}: my {what} is {pw} - just use it for now, I'll change it later",
           "[{t}] {who}: try logging in as {user} / {pw}",
           "{who} (DM): the {what} for {user} is {pw}, please don't share"],
    "ko": ["[{t}] {who}: 제 {what_t} {pw} 이에요. 일단 그걸로 하시고 나중에 바꿀게요",
           "[{t}] {who}: {user} / {pw} 로 로그인해 보세요",
           "{who} (DM): {user} 계정 {what_t} {pw} 입니다. 외부 공유 금지"],
}
PERSON_WHAT = {"en": ["VPN password", "AD password", "NAS admin password", "Jira password", "laptop login password",
                      "shared test account password", "router admin password", "email password"],
               "ko": ["VPN 비밀번호", "사내 AD 비밀번호", "NAS 관리자 비번", "지라 비밀번호", "노트북 로그인 비번",
                      "공용 테스트 계정 비번", "공유기 관리자 비번", "메일 비밀번호"]}


def mk_pw_config(lang):
    c = ctx_new(lang)
    style, pw = password(no_space=chance(0.7))
    r = ri(0, 9)
    if r <= 4:
        slug, t_en, t_ko, builder = pick(PW_SERVICES)
        items = builder(c, pw)
        fmt_name = wpick([x for x in CONFIG_WEIGHTS if x[0] not in ("md-table",)])
        snip, fname = CONFIG_BY_NAME[fmt_name](items, slug, c)
        thing = t_en if lang == "en" else t_ko
        key = [it[0] for it in items if it[2]][0]
        tmpl = "password-config/%s" % fmt_name
    elif r <= 7:
        snip, fname, fmt_name = _pw_bespoke(c, "", pw, lang)
        thing = "service password" if lang == "en" else "서비스 비밀번호"
        key = "password"
        tmpl = "password-config/%s" % fmt_name
    else:
        what = pick(PERSON_WHAT[lang])
        snip = pick(PERSON_LINES[lang]).format(t=hhmm(), who=c["who"], what=what, pw=pw, user=c["user"],
                                              what_t=josa(what, ("은", "는")))
        fname = "Slack DM" if lang == "en" else "슬랙 DM"
        thing, key, fmt_name = what, "password", "chat"
        tmpl = "password-person/chat"
    fields, mode = compose(lang, c, thing, key, pw, snip, fname, kind=kind_of(fmt_name))
    return note("password in config: %s password in %s (%s)" % (style, fmt_name, mode), fields, [pw], tmpl + "/" + mode)

# ---- passwords on command lines
def qa(pw):
    return "'" + pw + "'" if needs_q(pw) else pw


def pw_plain_ok(pw):
    return not any(ch in pw for ch in "$`\"!\\ ")


def _cmd(c, which):
    """Return (command, label_en, label_ko, [secrets], key)."""
    h, u, a = c["host"], c["user"], c["app"]
    for _ in range(50):
        _, pw = password(no_space=True)
        if pw_plain_ok(pw):
            break
    enc = quote(pw, safe="")
    T = [
        ("mysql -p attached", "mysql -h %s -u %s -p%s %s" % (h, u, qa(pw), a), "MySQL password", "MySQL 비밀번호", [pw]),
        ("mysql --password=", "mysql --user=%s --password=%s --host=%s -e 'SHOW DATABASES;'" % (u, qa(pw), h), "MySQL password", "MySQL 비밀번호", [pw]),
        ("mysqldump -p attached", "mysqldump -u root -p%s --single-transaction %s > /backup/%s.sql" % (qa(pw), a, a), "MySQL root password", "MySQL root 비밀번호", [pw]),
        ("PGPASSWORD prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (qa(pw), h, u, a), "Postgres password", "Postgres 비밀번호", [pw]),
        ("psql URL", 'psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (u, enc, h, a), "Postgres password", "Postgres 비밀번호", [enc]),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (qa(pw), u, h), "SSH password", "SSH 비밀번호", [pw]),
        ("curl -u user:pass", "curl -u %s:%s https://nexus.acme.dev/service/rest/v1/repositories" % (u, qa(pw)), "Nexus password", "Nexus 비밀번호", [pw]),
        ("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, qa(pw)), "basic-auth password", "basic auth 비밀번호", [pw]),
        ("docker login -p", "docker login -u %s -p %s registry.acme.dev" % (u, qa(pw)), "registry password", "레지스트리 비밀번호", [pw]),
        ("echo | docker login --password-stdin", "echo %s | docker login -u %s --password-stdin ghcr.io" % (qa(pw), u), "registry password", "레지스트리 비밀번호", [pw]),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, qa(pw)), "Redis password", "Redis 비밀번호", [pw]),
        ("mongosh -p", "mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, qa(pw)), "MongoDB password", "MongoDB 비밀번호", [pw]),
        ("net use /user", "net use Z: \\\\fs01\\share /user:CORP\\%s %s" % (u, pw), "file-share password", "파일 서버 비밀번호", [pw]),
        ("openssl -passout pass:", "openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -passout pass:%s" % qa(pw), "PKCS#12 export password", "PKCS#12 내보내기 비밀번호", [pw]),
        ("keytool -storepass", "keytool -importcert -alias root-ca -file ca.crt -keystore truststore.jks -storepass %s -noprompt" % qa(pw), "truststore password", "트러스트스토어 비밀번호", [pw]),
        ("smbclient -U user%pass", "smbclient //nas01/backup -U '%s%%%s' -c 'ls'" % (u, pw), "NAS password", "NAS 비밀번호", [pw]),
        ("ldapsearch -w", 'ldapsearch -x -H ldaps://ldap.acme.dev -D "cn=admin,dc=acme,dc=dev" -w %s -b "ou=people,dc=acme,dc=dev"' % qa(pw), "LDAP admin password", "LDAP 관리자 비밀번호", [pw]),
        ("zip -P", "zip -P %s export_%s.zip report.csv" % (qa(pw), a), "archive password", "압축 파일 비밀번호", [pw]),
        ("7z -p attached", "7z a -p%s -mhe=on backup.7z ./data" % qa(pw), "archive password", "압축 파일 비밀번호", [pw]),
        ("sqlcmd -P", 'sqlcmd -S %s -U sa -P %s -Q "SELECT @@VERSION"' % (h, qa(pw)), "SQL Server sa password", "SQL Server sa 비밀번호", [pw]),
        ("kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (c["ns"], a, u, qa(pw)), "DB password", "DB 비밀번호", [pw]),
        ("wget --password", "wget --user=%s --password=%s https://files.acme.dev/exports/latest.tar.gz" % (u, qa(pw)), "download password", "다운로드 서버 비밀번호", [pw]),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://%s" % (u, qa(pw), h), "SFTP password", "SFTP 비밀번호", [pw]),
        ("ansible -e become", 'ansible-playbook site.yml -l web -e "ansible_become_password=%s"' % pw, "sudo password", "sudo 비밀번호", [pw]),
        ("vault login userpass", "vault login -method=userpass username=%s password=%s" % (u, qa(pw)), "Vault userpass password", "Vault userpass 비밀번호", [pw]),
        ("ALTER USER in psql -c", "psql -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (u, pw), "new DB password", "새 DB 비밀번호", [pw]),
        ("CREATE USER IDENTIFIED BY", "mysql -e \"CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\"" % (u, pw), "new MySQL user password", "새 MySQL 계정 비밀번호", [pw]),
        ("rabbitmqctl positional", "rabbitmqctl add_user %s %s" % (u, qa(pw)), "RabbitMQ password", "RabbitMQ 비밀번호", [pw]),
        ("sudo -S", "echo %s | sudo -S systemctl restart nginx" % qa(pw), "sudo password", "sudo 비밀번호", [pw]),
        ("gpg --passphrase", "gpg --batch --yes --passphrase %s -d secrets.tar.gpg | tar x" % qa(pw), "GPG passphrase", "GPG 패스프레이즈", [pw]),
        ("openssl enc -k", "openssl enc -aes-256-cbc -pbkdf2 -k %s -in dump.sql -out dump.sql.enc" % qa(pw), "encryption passphrase", "암호화 패스프레이즈", [pw]),
        ("docker run -e", "docker run -d -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % qa(pw), "Postgres password", "Postgres 비밀번호", [pw]),
        ("helm --set", "helm upgrade --install %s-db bitnami/postgresql --set auth.postgresPassword=%s" % (a, qa(pw)), "Postgres password", "Postgres 비밀번호", [pw]),
        ("terraform -var", "terraform apply -var 'db_password=%s'" % pw, "DB password", "DB 비밀번호", [pw]),
        ("mount cifs -o password=", "sudo mount -t cifs //nas01/share /mnt/share -o username=%s,password=%s,vers=3.0" % (u, pw), "NAS password", "NAS 비밀번호", [pw]),
        ("sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), "Oracle password", "오라클 비밀번호", [pw]),
        ("ssh-keygen -N", 'ssh-keygen -t ed25519 -f ~/.ssh/deploy -N %s -C "deploy@ci"' % qa(pw), "SSH key passphrase", "SSH 키 패스프레이즈", [pw]),
        ("influx setup -p", "influx setup -u admin -p %s -o acme -b metrics -f" % qa(pw), "InfluxDB admin password", "InfluxDB 관리자 비밀번호", [pw]),
        ("az login -p", "az login -u %s@acme.onmicrosoft.com -p %s" % (u, qa(pw)), "Azure account password", "Azure 계정 비밀번호", [pw]),
        ("mvn -D", "mvn deploy -Drepo.username=%s -Drepo.password=%s" % (u, qa(pw)), "repository password", "저장소 비밀번호", [pw]),
        ("unzip -P", "unzip -P %s payroll_2024.zip" % qa(pw), "archive password", "압축 파일 비밀번호", [pw]),
        ("RSYNC_PASSWORD prefix", "RSYNC_PASSWORD=%s rsync -av ./dist/ rsync://%s@backup01/web/" % (qa(pw), u), "rsync password", "rsync 비밀번호", [pw]),
    ]
    ak, sk = rs(ALNUM_U, 20), rs(ALNUM, 40)
    tok = gh_style("ghp_")
    T.append(("mc alias set positional keys", "mc alias set minio https://minio.acme.dev %s %s" % (ak, sk), "MinIO access/secret key", "MinIO 액세스/시크릿 키", [ak, sk]))
    T.append(("git clone token in URL", "git clone https://%s:%s@github.com/acme/%s.git" % (u, tok, a), "GitHub token", "GitHub 토큰", [tok]))
    T.append(("expect send password", "expect -c 'spawn ssh %s@%s; expect \"password:\"; send \"%s\\r\"; interact'" % (u, h, pw), "SSH password", "SSH 비밀번호", [pw]))
    return T[which % len(T)] if which is not None else pick(T)


CMD_OUTPUT = {"mysql": "mysql: [Warning] Using a password on the command line interface can be insecure.",
              "docker login": "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
              "redis-cli": "# Replication\nrole:master\nconnected_slaves:1",
              "sshpass": "Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-105-generic x86_64)",
              "psql": "psql (16.2)\nSSL connection (protocol: TLSv1.3)"}


def _wrap_cmd(cmd, lang, c):
    w = ri(0, 8)
    if w == 0:
        out = ""
        for k_, v_ in CMD_OUTPUT.items():
            if cmd.startswith(k_) or (" " + k_) in cmd[:40]:
                out = "\n" + v_
                break
        return "$ " + cmd + out, "terminal"
    if w == 1:
        n = ri(300, 1900)
        return "  %d  cd ~/deploy\n  %d  %s\n  %d  history | tail" % (n, n + 1, cmd, n + 2), "shell history"
    if w == 2:
        return "%s:\n\t%s" % (pick(["db-shell", "backup", "login", "deploy", "setup"]), cmd), "Makefile"
    if w == 3:
        return "%d %d * * * %s >> /var/log/%s.log 2>&1" % (ri(0, 59), ri(0, 6), cmd, c["app"]), "crontab -l"
    if w == 4 and "'''" not in cmd:
        return "stage('Prepare') {\n  steps {\n    sh '''\n      %s\n    '''\n  }\n}" % cmd, "Jenkinsfile"
    if w == 5:
        return "- name: %s\n  run: |\n    %s" % (pick(["prepare db", "login", "fetch artifacts", "backup"]), cmd), ".github/workflows/ci.yml"
    if w == 6:
        return "RUN %s" % cmd, "Dockerfile"
    if w == 7:
        return "```bash\n%s\n```" % cmd, "README.md" if lang == "en" else "README.md (사내 위키 복사본)"
    return "#!/usr/bin/env bash\nset -euo pipefail\n%s" % cmd, pick(["scripts/backup.sh", "deploy.sh", "ops/restore.sh"])


def mk_pw_command(lang):
    c = ctx_new(lang)
    label, cmd, t_en, t_ko, secrets = _cmd(c, None)
    snip, fname = _wrap_cmd(cmd, lang, c)
    thing = t_en if lang == "en" else t_ko
    val = secrets[0] if chance(0.25) else None
    fields, mode = compose(lang, c, thing, "password", val, snip, fname, kind="command")
    return note("password on command line: %s in %s (%s)" % (label, fname, mode), fields, secrets,
                "command/%s/%s" % (label, fname))

# ---- connection strings
def _conn_pw():
    for _ in range(100):
        _, pw = password(no_space=True)
        if not any(ch in pw for ch in ";{}=/@:'\"\\"):
            return pw
    return rs(ALNUM, 16)


def _conn(c):
    """Return (label, conn_string, [secrets], thing_en, thing_ko, env_key)."""
    h, u, a = c["host"], c["user"], c["app"]
    pw = _conn_pw()
    enc = quote(pw, safe="")
    k = ri(0, 19)
    if k == 0:
        return "postgres URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, a), [enc], "Postgres URL", "Postgres 접속 URL", "DATABASE_URL"
    if k == 1:
        return "SQLAlchemy mysql URL", "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, enc, h, a), [enc], "MySQL DSN", "MySQL DSN", "SQLALCHEMY_DATABASE_URI"
    if k == 2:
        return "mongodb+srv URL", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(ALNUM_L, 5), a), [enc], "MongoDB Atlas URI", "MongoDB Atlas URI", "MONGODB_URI"
    if k == 3:
        return "redis URL", pick(["redis://:%s@%s:6379/0" % (enc, h), "rediss://default:%s@%s-%s.upstash.io:6379" % (enc, pick(["apt-owl", "fine-cat", "bold-fox"]), rs(DIG, 5))]), [enc], "Redis URL", "Redis URL", "REDIS_URL"
    if k == 4:
        return "amqp URL", "amqps://%s:%s@b-%s.mq.ap-northeast-2.amazonaws.com:5671/%s" % (u, enc, ruuid(), a), [enc], "RabbitMQ URL", "RabbitMQ URL", "CELERY_BROKER_URL"
    if k == 5:
        return "JDBC query password", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, a, u, enc), [enc], "JDBC URL", "JDBC URL", "SPRING_DATASOURCE_URL"
    if k == 6:
        return "JDBC sqlserver", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, a, u, pw), [pw], "SQL Server JDBC URL", "SQL Server JDBC URL", "JDBC_URL"
    if k == 7:
        return "ADO.NET", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, a, u, pw), [pw], "SQL connection string", "SQL 연결 문자열", "ConnectionStrings__Default"
    if k == 8:
        return "ODBC", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;" % (h, a, u, pw), [pw], "ODBC connection string", "ODBC 연결 문자열", "ODBC_CONN"
    if k == 9:
        key = b64e(rbytes(64))
        return "Azure storage connection string", "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(["acmeprodlogs", "hanbitbackup", "kumoassets"]), key), [key], "storage connection string", "스토리지 연결 문자열", "AZURE_STORAGE_CONNECTION_STRING"
    if k == 10:
        key = b64e(rbytes(32))
        return "Service Bus connection string", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-events", "hanbit-bus"]), key), [key], "Service Bus connection string", "Service Bus 연결 문자열", "SERVICEBUS_CONNECTION"
    if k == 11:
        ck, cs = rs(ALNUM_U, 16), rs(B64, 64)
        return "Kafka SASL JAAS", 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (ck, cs), [ck, cs], "Kafka SASL credentials", "Kafka SASL 자격 증명", "sasl.jaas.config"
    if k == 12:
        return "SMTP URL", "smtps://%s%%40acme.dev:%s@smtp.gmail.com:465" % (u, enc), [enc], "SMTP URL", "SMTP URL", "EMAIL_URL"
    if k == 13:
        return "Oracle EZConnect", "%s/%s@%s:1521/ORCLPDB1" % (u, pw, h), [pw], "Oracle connect string", "오라클 접속 문자열", "ORACLE_DSN"
    if k == 14:
        return "Neo4j auth pair", "neo4j/%s" % pw, [pw], "Neo4j auth", "Neo4j 인증 정보", "NEO4J_AUTH"
    if k == 15:
        return "ClickHouse URL", "clickhouse://default:%s@%s:9000/%s" % (enc, h, a), [enc], "ClickHouse DSN", "ClickHouse DSN", "CLICKHOUSE_URL"
    if k == 16:
        return "Snowflake URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST" % (u, enc, rs(ALNUM_U, 7), rs(ALNUM_U, 7), a.upper()), [enc], "Snowflake URL", "Snowflake URL", "SNOWFLAKE_URL"
    if k == 17:
        return "Elasticsearch URL", "https://elastic:%s@%s:9200" % (enc, h), [enc], "Elasticsearch URL", "Elasticsearch URL", "ELASTICSEARCH_URL"
    if k == 18:
        return "FTP URL", "ftp://%s:%s@ftp.%s.example.net/outgoing/" % (u, enc, a), [enc], "FTP URL", "FTP URL", "FTP_URL"
    return "Prisma DATABASE_URL", "mysql://%s:%s@%s:3306/%s?connection_limit=5" % (u, enc, h, a), [enc], "database URL", "DB URL", "DATABASE_URL"


def _conn_container(label, cs, key, c, lang):
    k = ri(0, 9)
    if k == 0:
        return "%s=\"%s\"" % (key, cs), pick([".env", ".env.production"]), "env", "config"
    if k == 1:
        return 'engine = create_engine(\n    "%s",\n    pool_pre_ping=True,\n)' % cs, "app/db.py", "python", "config"
    if k == 2:
        return "await mongoose.connect('%s');" % cs if "mongo" in cs else "const client = new Client({ connectionString: '%s' });" % cs, "src/db.ts", "js", "config"
    if k == 3:
        return ('Traceback (most recent call last):\n  File "/app/worker.py", line %d, in <module>\n    engine = create_engine(DB_URL)\n'
                '  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/url.py", line 893, in _parse_url\n'
                "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string '%s'" % (ri(10, 90), cs)), "the worker's traceback", "stack-trace", "log"
    if k == 4:
        t = epoch()
        return ("%s INFO  c.z.h.HikariConfig - jdbcUrl.........................%s\n%s ERROR c.z.h.pool.HikariPool - HikariPool-1 - Exception during pool initialization." %
                (iso(t), cs, iso(t + 1))), "application log", "log", "log"
    if k == 5:
        return ("MongoParseError: Password contains unescaped characters\n    at new ConnectionString (/app/node_modules/mongodb-connection-string-url/lib/index.js:86:19)\n"
                "    at parseOptions (/app/node_modules/mongodb/lib/connection_string.js:213:17) {\n  uri: '%s'\n}" % cs), "node stderr", "stack-trace", "log"
    if k == 6:
        return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\nstringData:\n  %s: \"%s\"" % (c["app"], key, cs)), "k8s/db-secret.yaml", "k8s", "config"
    if k == 7:
        return ("services:\n  %s:\n    environment:\n      %s: \"%s\"" % (c["app"], key, cs)), "docker-compose.yml", "compose", "config"
    if k == 8:
        return ("panic: failed to connect\n\ngoroutine 1 [running]:\nmain.mustDB({0x%x, 0x%x})\n\t/src/cmd/api/main.go:%d +0x1c5\n"
                "dsn=\"%s\"" % (ri(10**6, 10**7), ri(40, 200), ri(20, 120), cs)), "container logs", "go-panic", "log"
    return "%s=%s" % ("spring.datasource.url" if cs.startswith("jdbc") else key.lower().replace("_", "."), cs), "application.properties", "properties", "config"


def mk_conn(lang):
    c = ctx_new(lang)
    label, cs, secrets, t_en, t_ko, key = _conn(c)
    snip, fname, cont, kind = _conn_container(label, cs, key, c, lang)
    thing = t_en if lang == "en" else t_ko
    fields, mode = compose(lang, c, thing, key, None, snip, fname, kind=kind)
    return note("connection string: %s in %s (%s)" % (label, cont, mode), fields, secrets, "conn/%s/%s" % (label, cont))


# ---- auth headers and cookies
def _access_jwt():
    t = epoch()
    claims = {"sub": ruuid() if chance(0.5) else str(ri(10000, 999999)), "iss": pick(["https://auth.acme.dev", "https://login.hanbit.co.kr", "https://acme.eu.auth0.com/"]),
              "aud": pick(["api", "https://api.acme.dev", "orders"]), "iat": t, "exp": t + pick([900, 3600, 86400]),
              "scope": pick(["read:orders write:orders", "openid profile email", "admin"])}
    if chance(0.4):
        claims["email"] = pick(["minji.park@hanbit.co.kr", "dan@acme.dev", "tanaka@kumo.jp"])
    return jwt(claims, alg=pick(["HS256", "RS256"]), sig_len=pick([32, 256]), kid=rs(B64URL, 16) if chance(0.5) else None)


def _cookie():
    k = ri(0, 5)
    if k == 0:
        v = rs(ALNUM_L, 32)
        return "sessionid", v, "Cookie: csrftoken=%s; sessionid=%s; django_language=ko" % (rs(ALNUM, 32), v)
    if k == 1:
        v = "s%3A" + rs(B64URL, 32) + "." + rs(ALNUM, 20) + "%2F" + rs(ALNUM, 12) + "%2B" + rs(ALNUM, 8)
        return "connect.sid", v, "Cookie: connect.sid=%s; _ga=GA1.1.%d.%d" % (v, ri(10**8, 10**9), epoch())
    if k == 2:
        v = rs(ALNUM_L, 26)
        return "PHPSESSID", v, "Cookie: PHPSESSID=%s; lang=ko" % v
    if k == 3:
        v = rs(HEXU, 32)
        return "JSESSIONID", v, "Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % v
    if k == 4:
        v = rs(B64, 120) + "--" + rs(HEX, 40)
        return "_app_session", v, "Cookie: _app_session=%s" % v
    v = "CfDJ8" + rs(B64URL, 180)
    return ".AspNetCore.Cookies", v, "Cookie: .AspNetCore.Cookies=%s" % v


def mk_header(lang):
    c = ctx_new(lang)
    k = ri(0, 5)
    url = pick(["https://api.acme.dev/v1/orders", "https://internal.hanbit.co.kr/admin/users", "https://%s.kumo.jp/api/export" % c["app"],
                "https://grafana.acme.dev/api/search", "https://nexus.acme.dev/service/rest/v1/components"])
    if k <= 1:
        for _ in range(50):
            _, pw = password(no_space=True)
            if ":" not in pw:
                break
        val = _basic(c["user"], pw)
        hname, hval, label = pick(["Authorization", "Authorization", "Proxy-Authorization"]), "Basic " + val, "Basic auth header"
        thing = "Basic auth header" if lang == "en" else "Basic 인증 헤더"
    elif k == 2:
        val = _access_jwt()
        hname, hval, label = "Authorization", "Bearer " + val, "Bearer JWT"
        thing = "access token" if lang == "en" else "액세스 토큰"
    elif k == 3:
        val = pick(["ak_" + rs(ALNUM, 40), rs(HEX, 48), "key-" + rs(B64URL, 32)])
        hname, hval, label = pick(["X-API-Key", "X-Api-Key", "Api-Key", "X-Internal-Token"]), None, "internal API key header"
        hval = val
        thing = "internal API key" if lang == "en" else "내부 API 키"
    else:
        cname, val, line = _cookie()
        hname, hval, label = None, line, "session cookie %s" % cname
        thing = "session cookie" if lang == "en" else "세션 쿠키"
    w = ri(0, 5)
    if hname is None:
        if w <= 2:
            snip, fname, cont = "curl -s '%s' \\\n  -H '%s'" % (url, hval), "browser devtools (Copy as cURL)", "curl"
        else:
            snip, fname, cont = "GET %s HTTP/1.1\nHost: %s\n%s\nUser-Agent: Mozilla/5.0" % (url.split(url.split("/")[2])[1], url.split("/")[2], hval), "the HAR export", "http-request"
    elif w == 0:
        snip, fname, cont = "curl -sS -X GET '%s' \\\n  -H '%s: %s' \\\n  -H 'Accept: application/json'" % (url, hname, hval), "terminal", "curl"
    elif w == 1:
        snip, fname, cont = "%s %s\n%s: %s\nContent-Type: application/json" % (pick(["GET", "POST"]), url, hname, hval), "the .http file", "http-request"
    elif w == 2:
        snip, fname, cont = 'location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header %s "%s";\n}' % (url, hname, hval), "nginx/conf.d/proxy.conf", "nginx"
    elif w == 3:
        snip, fname, cont = '{\n  "key": "%s",\n  "value": "%s",\n  "type": "text"\n}' % (hname, hval), "the Postman collection export", "postman-json"
    elif w == 4:
        snip, fname, cont = "%s DEBUG http.client send: b'%s %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n'" % (
            iso(), "GET", "/" + url.split("/", 3)[3], url.split("/")[2], hname, hval), "debug log", "log"
    else:
        snip, fname, cont = "const res = await axios.get('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hname, hval), "src/client.js", "axios"
    kind = {"curl": "http", "http-request": "http", "nginx": "config", "postman-json": "config", "log": "log", "axios": "http"}[cont]
    fields, mode = compose(lang, c, thing, hname or "Cookie", val if chance(0.2) else None, snip, fname, kind=kind)
    return note("auth header/cookie: %s in %s (%s)" % (label, cont, mode), fields, [val], "header/%s/%s" % (label.split(" ")[0], cont))

# ---- signed URLs
def _amzdate():
    t = epoch()
    d = datetime.datetime.fromtimestamp(t, tz=datetime.timezone.utc)
    return d.strftime("%Y%m%d"), d.strftime("%Y%m%dT%H%M%SZ")


def _signed_url(c):
    k = ri(0, 4)
    region = pick(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"])
    bucket = pick(["acme-exports", "hanbit-invoices", "kumo-media-prod", "acme-data-lake"])
    obj = pick(["reports/2025/q3.csv", "invoices/INV-%d.pdf" % ri(10000, 99999), "exports/users_%d.parquet" % ri(1, 99), "backups/db-%d.sql.gz" % ri(1, 30)])
    if k <= 1:
        kid = ("AKIA" if k == 0 else "ASIA") + rs(B32, 16)
        day, stamp = _amzdate()
        sig = rs(HEX, 64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d" % (bucket, region, obj, kid, day, region, stamp, pick([900, 3600, 604800])))
        secrets = [kid, sig]
        if k == 1:
            tok = quote("IQoJb3JpZ2luX2Vj" + rs(B64, ri(180, 260)), safe="")
            url += "&X-Amz-Security-Token=" + tok
            secrets.append(tok)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        return "S3 presigned URL", url, secrets
    if k == 2:
        day, stamp = _amzdate()
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (bucket, obj, pick(["exporter", "signer"]), pick(["acme-prod", "hanbit-data"]), day, stamp, sig))
        return "GCS V4 signed URL", url, [sig]
    if k == 3:
        sig = quote(b64e(rbytes(32)), safe="")
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=r&se=%s&st=%s&spr=https&sig=%s"
               % (pick(["acmeprodlogs", "hanbitbackup01"]), pick(["exports", "uploads"]), obj, iso(), iso(), sig))
        return "Azure SAS URL", url, [sig]
    sig = rs(B64URL.replace("-", "~"), ri(170, 200))
    url = ("https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
           % (rs(ALNUM_L, 13), obj, epoch(), sig, rs(ALNUM_U, 13)))
    return "CloudFront signed URL", url, [sig]


def mk_signed_url(lang):
    c = ctx_new(lang)
    label, url, secrets = _signed_url(c)
    w = ri(0, 3)
    if w == 0:
        snip, fname, kind = "curl -o out.bin '%s'" % url, "terminal", "command"
    elif w == 1:
        snip, fname, kind = '%s INFO [%s] generated download link url="%s"' % (iso(), c["app"], url), "application log", "log"
    elif w == 2:
        snip, fname, kind = ("[%s] %s: %s" % (hhmm(), c["who"], url)), ("Slack" if lang == "en" else "슬랙"), "chat"
    else:
        snip, fname, kind = url, ("the link in the ticket" if lang == "en" else "티켓에 붙은 링크"), "doc"
    fields, mode = custom_compose(lang, c, T_SIGNED, {"snip": snip, "file": fname})
    return note("signed URL: %s (%s)" % (label, mode), fields, secrets, "signed-url/%s/%d" % (label, w))


# ---- private keys (PEM bodies listed line by line)
def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def _lines(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _key_material():
    """Return (label, text_block, [secret lines])."""
    k = ri(0, 7)
    if k == 0:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        body = _lines(b64e(der), 64)
        return "EC PRIVATE KEY (SEC1)", "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END EC PRIVATE KEY-----", body
    if k == 1:
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) +
               bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
        body = _lines(b64e(der), 64)
        return "PKCS#8 EC key", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----", body
    if k == 2:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        body = _lines(b64e(der), 64)
        return "PKCS#8 Ed25519 key", "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----", body
    if k == 3:
        pub, seed = rbytes(32), rbytes(32)
        chk = rbytes(4)
        pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
        comment = pick([b"deploy@ci", b"minji@macbook", b"github-actions", b"backup@nas01"])
        priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") +
                _sshstr(pubblob) + _sshstr(priv))
        body = _lines(b64e(blob), 70)
        if len(body[-1]) < 8:
            return _key_material()
        return "OpenSSH ed25519 key", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END OPENSSH PRIVATE KEY-----", body
    if k == 4:
        first = "MIIEowIBAAKCAQEA" + rs(B64, 48)
        body = [first] + [rs(B64, 64) for _ in range(ri(2, 4))]
        last = rs(B64, ri(20, 60))
        if chance(0.5):
            last = last[:-2] + "=="
        txt = ("-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\n...\n" + last + "\n-----END RSA PRIVATE KEY-----")
        return "RSA private key (truncated paste)", txt, body + [last]
    if k == 5:
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
        body = [first] + [rs(B64, 64) for _ in range(ri(2, 3))]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body) + "\\n...\\n-----END PRIVATE KEY-----\\n"
        proj = pick(["acme-prod", "hanbit-data-412", "kumo-ml"])
        txt = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
               '  "client_email": "deployer@%s.iam.gserviceaccount.com"\n}' % (proj, rs(HEX, 40), pk, proj))
        return "GCP service-account JSON private_key", txt, body
    if k == 6:
        d = b64u(rbytes(32))
        txt = ('{\n  "kty": "EC",\n  "crv": "P-256",\n  "kid": "%s",\n  "x": "%s",\n  "y": "%s",\n  "d": "%s"\n}' %
               (rs(B64URL, 12), b64u(rbytes(32)), b64u(rbytes(32)), d))
        return "JWK private exponent d", txt, [d]
    body = ["lQOYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(ri(2, 3))]
    txt = ("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(body) + "\n(... %d more lines ...)\n=%s\n-----END PGP PRIVATE KEY BLOCK-----"
           % (ri(20, 60), rs(B64, 4)))
    return "PGP private key block (truncated)", txt, body


def mk_private_key(lang):
    c = ctx_new(lang)
    label, block, lines = _key_material()
    w = ri(0, 4)
    if w == 0 or label.startswith(("GCP", "JWK")):
        snip, fname, cont = block, pick(["~/.ssh/id_deploy", "certs/server.key", "keys/signing.pem", "deploy-key.pem"]), "pem"
        if label.startswith("GCP"):
            fname = "sa-key.json"
        if label.startswith("JWK"):
            fname = "jwks-private.json"
    elif w == 1:
        ind = "\n".join("    " + x for x in block.split("\n"))
        snip, fname, cont = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: Opaque\nstringData:\n  tls.key: |\n%s" % (c["app"], ind)), "k8s/tls-secret.yaml", "k8s"
    elif w == 2:
        ind = "\n".join("  " + x for x in block.split("\n"))
        snip, fname, cont = "DEPLOY_SSH_KEY: |\n" + ind, ".gitlab-ci variables export", "yaml-block"
    elif w == 3:
        snip, fname, cont = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "id_rsa", "deploy_key"]), block), "terminal", "terminal"
    else:
        snip, fname, cont = "```\n%s\n```" % block, "the handover doc" if lang == "en" else "인수인계 문서", "markdown"
    fields, mode = custom_compose(lang, c, T_KEY, {"snip": snip, "file": fname})
    return note("private key: %s in %s (%s)" % (label, cont, mode), fields, lines, "private-key/%s/%s" % (label, cont))


# ---- TOTP seeds, recovery codes, PINs, Wi-Fi keys
def mk_totp(lang):
    c = ctx_new(lang)
    seed = rs(B32, pick([16, 26, 32, 32]))
    issuer = pick(["AWS", "GitHub", "Acme VPN", "Google", "Okta", "NHN Cloud", "Naver Cloud", "Cloudflare"])
    acct = pick(["ops@acme.dev", "root-account", "minji.park", "deploy-bot", "admin@hanbit.co.kr"])
    k = ri(0, 4)
    if k == 0:
        val = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (quote(issuer), acct, seed, quote(issuer))
        fname, label = "the QR code contents", "otpauth URI"
    elif k == 1:
        val = " ".join(_lines(seed.lower(), 4))
        snip = ("Setup key: %s" if lang == "en" else "설정 키: %s") % val
        fname, label = "the authenticator setup screen" if lang == "en" else "OTP 등록 화면", "grouped setup key"
    elif k == 2:
        val = seed
        snip = 'import pyotp\n\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        fname, label = "scripts/mfa_login.py", "pyotp seed in code"
    elif k == 3:
        val = seed
        snip = "e2e:\n  login_user: %s\n  totp_secret: %s" % (acct, seed)
        fname, label = "tests/e2e/config.yml", "TOTP seed in test config"
    else:
        val = seed
        snip = "[%s] %s: MFA seed for the shared %s account -> %s" % (hhmm(), c["who"], issuer, seed)
        fname, label = "Slack", "TOTP seed in chat"
    thing = ("%s MFA seed" % issuer) if lang == "en" else ("%s MFA 시드" % issuer)
    fields, mode = custom_compose(lang, c, T_TOTP, {"snip": snip, "file": fname, "thing": thing}, val)
    return note("TOTP seed: %s (%s)" % (label, mode), fields, [val], "totp/%s" % label)


def _recovery_codes():
    k = ri(0, 6)
    if k == 0:
        return "GitHub recovery codes", [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(ri(6, 16))]
    if k == 1:
        return "Google backup codes", ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(ri(5, 10))]
    if k == 2:
        return "GitLab recovery codes", [rs(HEX, 16) for _ in range(ri(5, 10))]
    if k == 3:
        return "Bitwarden recovery code", ["-".join(rs(ALNUM_U, 4) for _ in range(8))]
    if k == 4:
        return "BitLocker recovery key", ["-".join(rs(DIG, 6) for _ in range(8))]
    if k == 5:
        return "1Password Secret Key", ["A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5))]
    return "Discord backup codes", [rs(ALNUM_L, 4) + "-" + rs(ALNUM_L, 4) for _ in range(ri(5, 10))]


def mk_recovery(lang):
    c = ctx_new(lang)
    label, codes = _recovery_codes()
    st = ri(0, 2) if len(codes) > 1 else 0
    if st == 0:
        snip = "\n".join(codes)
    elif st == 1:
        snip = "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes))
    else:
        snip = "  ".join(codes)
    fname = pick(["recovery-codes.txt", "the shared vault note" if lang == "en" else "공유 볼트 메모", "the onboarding doc" if lang == "en" else "온보딩 문서"])
    thing = label if lang == "en" else "%s 복구 코드" % label.replace(" recovery codes", "").replace(" backup codes", "").replace(" recovery code", "").replace(" recovery key", "")
    fields, mode = custom_compose(lang, c, T_RECOVERY, {"snip": snip, "file": fname, "thing": thing}, codes[0])
    return note("recovery codes: %s (%s)" % (label, mode), fields, codes, "recovery/%s/%d" % (label, st))


def mk_pin(lang):
    c = ctx_new(lang)
    pin = str(ri(1, 9)) + rs(DIG, 7)
    k = ri(0, 5)
    ko = lang == "ko"
    if k == 0:
        snip = "ykman piv access change-pin -P 123456 -n %s" % pin
        label, thing, fname, kind = "YubiKey PIV PIN", ("YubiKey PIV PIN" if not ko else "YubiKey PIV PIN 번호"), "terminal", "command"
    elif k == 1:
        snip = "SIM %s\nPIN1: (default)\nPUK1: %s" % (pick(["010-****-1234", "test phone #3", "router LTE modem"]), pin)
        label, thing, fname, kind = "SIM PUK", ("SIM PUK" if not ko else "SIM PUK 번호"), ("device inventory" if not ko else "장비 대장"), "doc"
    elif k == 2:
        snip = "adb -s %s shell input text %s && adb shell input keyevent 66" % (rs(ALNUM_U, 12), pin)
        label, thing, fname, kind = "test device unlock PIN", ("test phone unlock PIN" if not ko else "테스트폰 잠금 해제 번호"), "scripts/unlock_device.sh", "command"
    elif k == 3:
        snip = ("Server room door code: %s (changed monthly)" if not ko else "서버실 도어락 비밀번호: %s (매월 변경)") % pin
        label, thing, fname, kind = "door code", ("server-room door code" if not ko else "서버실 도어락 번호"), ("the office wiki" if not ko else "사내 위키"), "doc"
    elif k == 4:
        snip = "devices:\n  - name: pixel-7-qa\n    serial: %s\n    unlock_pin: \"%s\"" % (rs(ALNUM_U, 12), pin)
        label, thing, fname, kind = "device farm PIN", ("device unlock PIN" if not ko else "단말 잠금 해제 번호"), "devicefarm.yml", "config"
    else:
        snip = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        label, thing, fname, kind = "HSM user PIN", ("HSM user PIN" if not ko else "HSM 사용자 PIN 번호"), "terminal", "command"
    fields, mode = custom_compose(lang, c, T_PIN, {"snip": snip, "file": fname, "thing": thing}, pin)
    return note("PIN: %s (%s)" % (label, mode), fields, [pin], "pin/%s" % label)


SSIDS = ["ACME-Guest", "hanbit_5G", "KUMO-Office", "iptime_5G_2F", "U+Net7A3C", "KT_GiGA_5G_Wave2_1B2C",
         "SK_WiFiGIGA4A1C", "DevLab-IoT", "Meetup-Room", "cafe_nori_5G"]


def mk_wifi(lang):
    c = ctx_new(lang)
    for _ in range(100):
        _, pw = password()
        if not any(ch in pw for ch in ';,:"\\') and 8 <= len(pw) <= 63:
            break
    ssid = pick(SSIDS)
    k = ri(0, 7)
    ko = lang == "ko"
    secrets = [pw]
    if k == 0:
        snip, label = "WIFI:T:WPA;S:%s;P:%s;H:false;;" % (ssid, pw), "WIFI QR payload"
    elif k == 1:
        snip, label = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "wpa_supplicant.conf"
    elif k == 2:
        snip, label = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw), "nmcli"
    elif k == 3:
        snip, label = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw), "hostapd.conf"
    elif k == 4:
        snip = ("    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, pw))
        label = "netsh wlan show profile key=clear"
    elif k == 5:
        psk = rs(HEX, 64)
        snip, label = 'network={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, pw, psk), "wpa_passphrase output"
        secrets = [pw, psk]
    elif k == 6:
        snip, label = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, pw), "ESP32 sketch"
    else:
        snip = ("Guest Wi-Fi: %s / password: %s" if not ko else "게스트 와이파이: %s / 비밀번호: %s") % (ssid, pw)
        label = "office notice"
    thing = "Wi-Fi password" if not ko else "와이파이 비밀번호"
    fname = pick(["the office wiki", "/etc/wpa_supplicant/wpa_supplicant.conf", "the setup doc"]) if not ko else pick(["사내 위키", "/etc/wpa_supplicant/wpa_supplicant.conf", "세팅 문서"])
    fields, mode = custom_compose(lang, c, T_WIFI, {"snip": snip, "file": fname, "thing": thing}, pw)
    return note("Wi-Fi key: %s (%s)" % (label, mode), fields, secrets, "wifi/%s" % label)

# ---- topic-specific prose for the special families
def custom_compose(lang, c, FR_T, extra, val=None):
    d = dict(c)
    d.update(extra)
    d["val"] = val
    th = d.get("thing", "")
    if th:
        d["thing_eul"], d["thing_i"], d["thing_eun"] = josa(th, ("을", "를")), josa(th, ("이", "가")), josa(th, ("은", "는"))
    P = lambda slot: pick(FR_T[slot][lang])
    if chance(0.55):
        mc, lesson, mode = P("mc_snip"), P("lesson_plain"), "mc-snippet"
    else:
        mc, lesson, mode = P("mc_plain"), P("lesson_snip"), "lesson-snippet"
    if val is not None and chance(0.45):
        ask, mode = P("ask_secret"), mode + "+ask-repeat"
    else:
        ask = P("ask_plain")
    return {"missing_context": fmt(mc, d), "lesson": fmt(lesson, d), "ask_next_time": fmt(ask, d)}, mode


T_SIGNED = {
    "mc_snip": {"en": ["The customer said the export link from {svc} stopped working. The link they forwarded ({file}):\n{snip}",
                       "I didn't know {svc} hands out presigned links instead of proxying downloads. Example from {file}:\n{snip}",
                       "While debugging {task} I needed to see what a generated download URL looks like:\n{snip}"],
                "ko": ["고객이 {svc}에서 받은 다운로드 링크가 안 열린다고 했다. 전달받은 링크 ({file}):\n{snip}",
                       "{svc}에서 다운로드를 프록시하지 않고 presigned 링크를 내려준다는 걸 몰랐다. {file} 예시:\n{snip}",
                       "{task} 디버깅 중 생성된 다운로드 URL 형태를 확인해야 했다:\n{snip}"]},
    "mc_plain": {"en": ["I didn't know download links from {svc} are signed URLs with their own expiry.",
                        "Support asked why an old export link still worked after the user was removed."],
                 "ko": ["{svc} 다운로드 링크가 자체 만료 시간을 가진 서명 URL이라는 걸 몰랐다.",
                        "사용자를 삭제했는데 예전 내보내기 링크가 왜 아직 열리냐는 문의가 들어왔다."]},
    "lesson_snip": {"en": ["These links carry their own signature and work until they expire, so anyone with the URL can download the file. Don't paste them in tickets:\n{snip}",
                           "Reproduced with the exact link ({file}):\n{snip}\nIt still worked, because revoking the user does not revoke signed URLs."],
                    "ko": ["이런 링크는 서명이 들어 있어서 만료 전까지는 URL만 있으면 누구나 받을 수 있다. 티켓에 붙이지 말 것:\n{snip}",
                           "같은 링크로 재현함 ({file}):\n{snip}\n사용자를 삭제해도 서명 URL은 무효화되지 않아서 여전히 열렸다."]},
    "lesson_plain": {"en": ["The expiry is set by {svc}; a 403 SignatureDoesNotMatch usually means the chat client re-encoded the URL.",
                            "Generate short-lived links (15 min) for support cases instead of the default week."],
                     "ko": ["만료 시간은 {svc}에서 정한다. SignatureDoesNotMatch 403은 보통 메신저가 URL을 재인코딩해서 생긴다.",
                            "지원 케이스용 링크는 기본값(7일) 말고 15분짜리로 만들자."]},
    "ask_plain": {"en": ["Should support get a fresh link each time instead of reusing old ones?", "Can I shorten the link expiry in {env}?", ""],
                  "ko": ["지원팀에는 매번 새 링크를 발급해 주는 게 좋을까요?", "{env}에서는 링크 만료 시간을 줄여도 될까요?", ""]},
}
T_KEY = {
    "mc_snip": {"en": ["The deploy job needed a private key I didn't have. {who} pasted it from {file}:\n{snip}",
                       "I didn't know {svc} signs its tokens with a key kept in {file}:\n{snip}",
                       "Missing context for {task}: the private key {svc} uses in {env}. It was committed here ({file}):\n{snip}"],
                "ko": ["배포 잡에 필요한 개인 키가 없었다. {who}님이 {file}에서 붙여줬다:\n{snip}",
                       "{svc}에서 {file}에 있는 키로 토큰에 서명한다는 걸 몰랐다:\n{snip}",
                       "{task}에 빠져 있던 맥락: {env}에서 {svc}에서 쓰는 개인 키. 여기 커밋되어 있었다 ({file}):\n{snip}"]},
    "mc_plain": {"en": ["The deploy to {env} failed with 'Permission denied (publickey)' and I had no key for the deploy user.",
                        "Nobody mentioned that {svc} needs its own signing key in {env}."],
                 "ko": ["{env} 배포가 'Permission denied (publickey)'로 실패했는데 배포 계정 키가 없었다.",
                        "{svc}에서 {env}용 서명 키가 따로 필요하다는 얘기를 아무도 안 했다."]},
    "lesson_snip": {"en": ["This is the key the {env} deploy uses; it has to be rotated now that it has been pasted around:\n{snip}",
                           "Working key material ({file}):\n{snip}\nIt has no passphrase."],
                    "ko": ["{env} 배포에서 쓰는 키가 이것. 여기저기 붙여넣어졌으니 교체해야 한다:\n{snip}",
                           "동작하는 키 ({file}):\n{snip}\n패스프레이즈 없음."]},
    "lesson_plain": {"en": ["The key has no passphrase, so whoever has this text can use it. It belongs in the secret store.",
                            "Keys in {file} are loaded at boot by {svc}; after replacing one, restart the pods."],
                     "ko": ["패스프레이즈가 없어서 이 텍스트만 있으면 누구나 쓸 수 있다. 시크릿 저장소로 옮겨야 한다.",
                            "{file}의 키는 {svc} 기동 시 로드되므로 교체 후에는 파드를 재시작해야 한다."]},
    "ask_plain": {"en": ["Can we generate a new key pair and revoke this one?", "Who can add the new public key to the servers?", ""],
                  "ko": ["새 키 쌍을 만들고 이 키는 폐기할까요?", "새 공개 키를 서버에 등록해 줄 수 있는 분이 누구인가요?", ""]},
}
T_TOTP = {
    "mc_snip": {"en": ["The shared account needed MFA and I didn't have the {thing}. {who} sent this ({file}):\n{snip}",
                       "E2E login tests failed at the MFA step; I didn't know the {thing} lives in {file}:\n{snip}"],
                "ko": ["공용 계정에 MFA가 걸려 있는데 {thing} 값이 없었다. {who}님이 보내줌 ({file}):\n{snip}",
                       "E2E 로그인 테스트가 MFA 단계에서 실패했다. {thing} 값이 {file}에 있는 줄 몰랐다:\n{snip}"]},
    "mc_plain": {"en": ["The bot account logs in with MFA and I couldn't generate codes for it.",
                        "I didn't know the release checklist includes an MFA step on the shared account."],
                 "ko": ["봇 계정이 MFA로 로그인하는데 코드를 만들 방법이 없었다.",
                        "릴리스 체크리스트에 공용 계정 MFA 단계가 있다는 걸 몰랐다."]},
    "lesson_snip": {"en": ["With the seed anyone can generate valid codes, so this is effectively a second password:\n{snip}",
                           "What the test harness uses ({file}):\n{snip}"],
                    "ko": ["시드만 있으면 누구나 유효한 코드를 만들 수 있으니 사실상 두 번째 비밀번호다:\n{snip}",
                           "테스트 하네스가 쓰는 값 ({file}):\n{snip}"]},
    "lesson_plain": {"en": ["Codes drift if the CI runner clock is off; sync NTP before blaming the seed.",
                            "Shared accounts should move to per-person MFA instead of passing a seed around."],
                     "ko": ["CI 러너 시계가 틀어지면 코드가 안 맞는다. 시드를 의심하기 전에 NTP부터 맞출 것.",
                            "공용 계정은 시드를 돌려 쓰지 말고 개인별 MFA로 바꾸는 게 맞다."]},
    "ask_plain": {"en": ["Can the bot get its own MFA device instead of sharing this seed?", ""],
                  "ko": ["이 시드를 공유하지 말고 봇 전용 MFA 장치를 만들 수 있을까요?", ""]},
    "ask_secret": {"en": ["Is the seed {val} still registered, or was MFA reset?"],
                   "ko": ["시드 {val} 아직 등록되어 있나요, MFA를 초기화했나요?"]},
}
T_RECOVERY = {
    "mc_snip": {"en": ["I got locked out of the admin account during {task}; the user pasted the {thing} from {file}:\n{snip}",
                       "{who} shared the {thing} so I could get back into the org owner account:\n{snip}"],
                "ko": ["{task} 중 관리자 계정이 잠겼다. 사용자가 {file}에서 {thing_eul} 붙여줬다:\n{snip}",
                       "조직 소유자 계정에 다시 들어가라고 {who}님이 {thing_eul} 공유해 줬다:\n{snip}"]},
    "mc_plain": {"en": ["The org owner's phone was lost, and I didn't know how to get into the account without MFA.",
                        "I didn't know where the break-glass codes for the admin account are kept."],
                 "ko": ["조직 소유자 휴대폰을 분실해서 MFA 없이 계정에 들어갈 방법을 몰랐다.",
                        "관리자 계정 비상용 코드가 어디 보관되는지 몰랐다."]},
    "lesson_snip": {"en": ["Each code works once; I used the first one. The full list as shared:\n{snip}",
                           "The {thing} from {file}:\n{snip}\nThey should go back into the password manager."],
                    "ko": ["코드는 한 번씩만 쓸 수 있다. 첫 번째를 사용함. 공유된 전체 목록:\n{snip}",
                           "{file}에 있던 {thing}:\n{snip}\n다시 비밀번호 관리자로 옮겨야 한다."]},
    "lesson_plain": {"en": ["Recovery codes belong in the password manager, not in docs or chat.",
                            "After using a code, regenerate the set so the used one is not counted on."],
                     "ko": ["복구 코드는 문서나 채팅이 아니라 비밀번호 관리자에 있어야 한다.",
                            "코드를 하나 쓰고 나면 세트를 재발급해 두자."]},
    "ask_plain": {"en": ["Should I regenerate the {thing} since they were shared in chat?", ""],
                  "ko": ["채팅으로 공유됐으니 {thing_eul} 재발급할까요?", ""]},
    "ask_secret": {"en": ["Has {val} been used already, or is it still valid?"],
                   "ko": ["{val} 이건 이미 사용됐나요, 아직 유효한가요?"]},
}
T_PIN = {
    "mc_snip": {"en": ["The device test needed the {thing}, which wasn't in the task description. From {file}:\n{snip}",
                       "I didn't know the {thing} was required for {task}. {who} gave me this:\n{snip}"],
                "ko": ["장비 테스트에 {thing_i} 필요했는데 작업 설명에 없었다. {file}에서:\n{snip}",
                       "{task}에 {thing_i} 필요한 줄 몰랐다. {who}님이 알려줌:\n{snip}"]},
    "mc_plain": {"en": ["The hardware step of {task} stalled at a PIN prompt I couldn't answer.",
                        "Nobody told me the lab devices are locked with a PIN."],
                 "ko": ["{task}의 하드웨어 단계가 PIN 입력에서 막혔다.",
                        "실험실 장비가 PIN으로 잠겨 있다는 걸 아무도 말해주지 않았다."]},
    "lesson_snip": {"en": ["The working sequence was:\n{snip}", "Source of truth is {file}:\n{snip}"],
                    "ko": ["동작한 순서:\n{snip}", "기준은 {file}:\n{snip}"]},
    "lesson_plain": {"en": ["After three wrong entries the device locks and needs an admin reset.",
                            "Keep the {thing} out of scripts; the device wipes itself after too many failures."],
                     "ko": ["세 번 틀리면 장비가 잠겨서 관리자 초기화가 필요하다.",
                            "{thing_eun} 스크립트에 넣지 말 것. 여러 번 틀리면 장비가 초기화된다."]},
    "ask_plain": {"en": ["Where should the {thing} be stored so the script can read it?", ""],
                  "ko": ["스크립트가 읽을 수 있게 {thing_eul} 어디에 보관하면 될까요?", ""]},
    "ask_secret": {"en": ["Is {val} still the current {thing}?"], "ko": ["{val} 아직 현재 {thing} 맞나요?"]},
}
T_WIFI = {
    "mc_snip": {"en": ["The IoT devices in the lab couldn't join the network; I didn't have the Wi-Fi credentials. From {file}:\n{snip}",
                       "Provisioning the Raspberry Pi failed because the Wi-Fi config was missing. {who} pasted:\n{snip}"],
                "ko": ["실험실 IoT 장비가 네트워크에 못 붙었다. 와이파이 정보가 없었음. {file}에서:\n{snip}",
                       "라즈베리파이 프로비저닝이 와이파이 설정이 없어서 실패했다. {who}님이 붙여줌:\n{snip}"]},
    "mc_plain": {"en": ["The kiosk build needs network access at first boot and I didn't know which SSID to use.",
                        "I didn't know the test devices use a separate SSID from the office network."],
                 "ko": ["키오스크 빌드가 첫 부팅 때 네트워크가 필요한데 어떤 SSID를 써야 하는지 몰랐다.",
                        "테스트 장비가 사무실망과 다른 SSID를 쓴다는 걸 몰랐다."]},
    "lesson_snip": {"en": ["The devices only join the 2.4 GHz SSID; this config works:\n{snip}",
                           "Working network config ({file}):\n{snip}"],
                    "ko": ["장비는 2.4GHz SSID에만 붙는다. 이 설정이 동작함:\n{snip}",
                           "동작하는 네트워크 설정 ({file}):\n{snip}"]},
    "lesson_plain": {"en": ["The guest network password rotates monthly, so hard-coding it in firmware breaks the devices.",
                            "Use the IoT VLAN SSID, not the office one, or the devices get isolated."],
                     "ko": ["게스트망 비밀번호는 매달 바뀌어서 펌웨어에 박아두면 장비가 끊긴다.",
                            "사무실 SSID 말고 IoT VLAN SSID를 써야 장비가 격리되지 않는다."]},
    "ask_plain": {"en": ["Is there an IoT-only SSID so we don't ship the office password in firmware?", ""],
                  "ko": ["펌웨어에 사무실 비밀번호를 넣지 않도록 IoT 전용 SSID가 있을까요?", ""]},
    "ask_secret": {"en": ["Is {val} still the current Wi-Fi password?"], "ko": ["와이파이 비밀번호 {val} 아직 그대로인가요?"]},
}

# ---- webhook URLs with embedded secrets
T_WEBHOOK = {
    "mc_snip": {"en": ["Deploy notifications stopped arriving and I didn't know where the {thing} is configured. Found it in {file}:\n{snip}",
                       "{who} asked me to wire alerts from {svc} into chat; the existing {thing} from {file}:\n{snip}",
                       "I didn't know the {env} alerts go through a separate {thing}:\n{snip}"],
                "ko": ["배포 알림이 안 오는데 {thing} 설정 위치를 몰랐다. {file}에서 찾음:\n{snip}",
                       "{who}님이 {svc} 알림을 메신저로 보내 달라고 했다. 기존 {thing} ({file}):\n{snip}",
                       "{env} 알림이 별도 {thing}로 간다는 걸 몰랐다:\n{snip}"]},
    "mc_plain": {"en": ["Nobody told me that {svc} posts alerts through an incoming webhook rather than a bot.",
                        "I couldn't find how the release pipeline sends its chat notifications."],
                 "ko": ["{svc} 알림이 봇이 아니라 incoming webhook으로 간다는 걸 아무도 말해주지 않았다.",
                        "릴리스 파이프라인이 메신저 알림을 어떻게 보내는지 찾지 못했다."]},
    "lesson_snip": {"en": ["The URL itself is the credential: anyone holding it can post into the channel. Current one ({file}):\n{snip}",
                           "Test message that worked:\n{snip}"],
                    "ko": ["URL 자체가 자격 증명이다. 가진 사람은 누구나 채널에 글을 올릴 수 있다. 현재 값 ({file}):\n{snip}",
                           "성공한 테스트 메시지:\n{snip}"]},
    "lesson_plain": {"en": ["Webhook URLs should live in the secret store; when one leaks, regenerate it in the app settings.",
                            "Messages fail silently with 404 when the webhook was deleted, so check the response code."],
                     "ko": ["웹훅 URL은 시크릿 저장소에 둬야 한다. 유출되면 앱 설정에서 재발급할 것.",
                            "웹훅이 삭제되면 404로 조용히 실패하니 응답 코드를 확인해야 한다."]},
    "ask_plain": {"en": ["Should I regenerate the {thing} now that it is in the notes?", "Which channel should {env} alerts go to?", ""],
                  "ko": ["노트에 남았으니 {thing_eul} 재발급할까요?", "{env} 알림은 어느 채널로 보내면 될까요?", ""]},
    "ask_secret": {"en": ["Is the webhook ending in {val} still the active one?"],
                   "ko": ["{val} 로 끝나는 웹훅 아직 쓰는 건가요?"]},
}


def _webhook():
    k = ri(0, 8)
    if k == 0:
        tok = rs(ALNUM, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_U, ri(8, 10)), rs(ALNUM_U, ri(8, 10)), tok), [tok], "SLACK_WEBHOOK_URL"
    if k == 1:
        tok = rs(B64URL, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (_digits(18, 19), tok), [tok], "DISCORD_WEBHOOK_URL"
    if k == 2:
        sig = rs(B64URL, 43)
        return "Teams workflow (Power Automate) URL", ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
                                                       "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), rs(HEX, 32), sig)), [sig], "TEAMS_WEBHOOK_URL"
    if k == 3:
        tok = rs(HEX, 64)
        return "DingTalk robot webhook", "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, [tok], "DINGTALK_WEBHOOK"
    if k == 4:
        u = ruuid()
        return "Feishu bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "FEISHU_WEBHOOK"
    if k == 5:
        key = rs(ALNUM_L, 26)
        return "Mattermost incoming webhook", "https://chat.acme.dev/hooks/%s" % key, [key], "MATTERMOST_HOOK"
    if k == 6:
        tok = _digits(9, 10) + ":AA" + rs(B64URL, 33)
        return "Telegram bot sendMessage URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rs(DIG, 10)), [tok], "TELEGRAM_URL"
    if k == 7:
        h = rs(HEX, 32)
        return "JANDI incoming webhook", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DIG, 8), h), [h], "JANDI_WEBHOOK_URL"
    sec = rs(ALNUM, 40)
    return "GitHub webhook secret", sec, [sec], "GITHUB_WEBHOOK_SECRET"


def mk_webhook(lang):
    c = ctx_new(lang)
    label, url, secrets, key = _webhook()
    extra_secret = []
    w = ri(0, 5)
    if label == "GitHub webhook secret":
        if chance(0.5):
            snip = ('resource "github_repository_webhook" "deploy" {\n  repository = "%s"\n  configuration {\n    url          = "https://ci.acme.dev/github-webhook/"\n'
                    '    content_type = "json"\n    secret       = "%s"\n  }\n  events = ["push"]\n}' % (c["app"], url))
            fname = "github.tf"
        else:
            snip, fname = "%s=%s" % (key, url), ".env"
    elif label == "DingTalk robot webhook" and chance(0.6):
        sec = "SEC" + rs(HEX, 64)
        extra_secret = [sec]
        snip = ('WEBHOOK = "%s"\nSECRET = "%s"\n\ndef sign(ts):\n    msg = f"{ts}\\n{SECRET}".encode()\n'
                '    return base64.b64encode(hmac.new(SECRET.encode(), msg, hashlib.sha256).digest())' % (url, sec))
        fname = "notify/dingtalk.py"
    elif w == 0:
        snip, fname = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' \\\n  '%s'" % url, "terminal"
    elif w == 1:
        snip, fname = ("receivers:\n  - name: %s-alerts\n    slack_configs:\n      - api_url: '%s'\n        channel: '#alerts-%s'" % (c["app"], url, c["app"])), "alertmanager.yml"
    elif w == 2:
        snip, fname = "%s=%s" % (key, url), pick([".env", "deploy/.env.prod"])
    elif w == 3:
        snip, fname = 'requests.post(\n    "%s",\n    json={"text": msg},\n    timeout=5,\n)' % url, "ops/notify.py"
    elif w == 4:
        snip, fname = ("- name: notify\n  if: failure()\n  run: |\n    curl -s -X POST -d '{\"text\":\"build failed\"}' %s" % url), ".github/workflows/ci.yml"
    else:
        snip, fname = ("%s WARN notifier: POST %s -> 404 Not Found" % (iso(), url)), "notifier logs"
    thing = (label if ("secret" in label or label.endswith("URL")) else "%s URL" % label) if lang == "en" else ("%s 주소" % label if "secret" not in label else "GitHub 웹훅 시크릿")
    fields, mode = custom_compose(lang, c, T_WEBHOOK, {"snip": snip, "file": fname, "thing": thing}, secrets[0] if len(secrets[0]) < 80 else None)
    return note("webhook with embedded secret: %s (%s)" % (label, mode), fields, secrets + extra_secret, "webhook/%s/%s" % (label, fname))


# ---- secret split across fields: label in one field, value in the next
def mk_split(lang):
    c = ctx_new(lang)
    if chance(0.55):
        v = next_vendor()
        items = v["gen"]()
        key, val = [(k, x) for k, x, s in items if s][-1]
        thing, vend, what = v[lang], v["name"], "token"
    else:
        _, val = password(no_space=True)
        key = pick(["DB_PASSWORD", "ADMIN_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD", "LDAP_BIND_PASSWORD"])
        thing = {"en": "password", "ko": "비밀번호"}[lang]
        vend, what = None, "password"
    fields, mode = compose(lang, c, thing, key, val, None, "config", mode="split-fields")
    return note("secret split across fields: %s (%s)" % (what, vend or key), fields, [val], "split/%s" % what, vend)


# ---- long tokens (hundreds of characters)
def _k8s_sa_token(ns, sa):
    t = epoch()
    claims = {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": t + 31536000, "iat": t,
              "iss": "https://kubernetes.default.svc.cluster.local",
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": ruuid()}},
              "nbf": t, "sub": "system:serviceaccount:%s:%s" % (ns, sa)}
    return jwt(claims, alg="RS256", sig_len=256, kid=b64u(rbytes(32)))


def mk_long(lang):
    c = ctx_new(lang)
    k = ri(0, 5)
    if k == 0:
        sa = pick(["ci-deployer", "argo-sync", "gitlab-runner"])
        tok = _k8s_sa_token(c["ns"], sa)
        snip = "users:\n- name: %s\n  user:\n    token: %s" % (sa, tok)
        fname, thing, label, secrets = "kubeconfig", ("service account token" if lang == "en" else "서비스 계정 토큰"), "k8s service-account JWT", [tok]
    elif k == 1:
        kid, sk, st = "ASIA" + rs(B32, 16), rs(B64, 40), "IQoJb3JpZ2luX2Vj" + rs(B64, ri(330, 420))
        snip = ('{\n    "Credentials": {\n        "AccessKeyId": "%s",\n        "SecretAccessKey": "%s",\n        "SessionToken": "%s",\n'
                '        "Expiration": "%s"\n    }\n}' % (kid, sk, st, iso().replace("Z", "+00:00")))
        fname, thing, label, secrets = "aws sts assume-role output", ("temporary AWS credentials" if lang == "en" else "AWS 임시 자격 증명"), "AWS STS session token", [kid, sk, st]
    elif k == 2:
        t = epoch()
        claims = {"iss": "https://login.microsoftonline.com/%s/v2.0" % ruuid(), "sub": b64u(rbytes(32)), "aud": ruuid(),
                  "exp": t + 3600, "iat": t, "name": pick(["Park Minji", "Daniel Lee", "Tanaka Aiko"]),
                  "preferred_username": pick(["minji.park@hanbit.co.kr", "dlee@acme.dev"]),
                  "tid": ruuid()}
        tok = jwt(claims, alg="RS256", sig_len=256, kid=rs(B64URL, 27))
        snip = "curl -s https://graph.microsoft.com/v1.0/me -H \"Authorization: Bearer %s\"" % tok
        fname, thing, label, secrets = "terminal", ("Entra ID access token" if lang == "en" else "Entra ID 액세스 토큰"), "Entra ID RS256 JWT", [tok]
    elif k == 3:
        tok = "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)
        snip = "JIRA_BASE_URL=https://acme.atlassian.net\nJIRA_EMAIL=ci-bot@acme.dev\nJIRA_API_TOKEN=%s" % tok
        fname, thing, label, secrets = ".env", ("Atlassian API token" if lang == "en" else "Atlassian API 토큰"), "Atlassian API token", [tok]
    elif k == 4:
        kubeconfig = ("apiVersion: v1\nclusters:\n- cluster:\n    server: https://%s:6443\n  name: prod\nusers:\n- name: deployer\n  user:\n    token: %s\n"
                      % (ip_private(), rs(ALNUM_L, 6) + "." + rs(ALNUM_L, 16)))
        blob = b64e(kubeconfig.encode())
        snip = "KUBE_CONFIG_DATA: %s" % blob
        fname, thing, label, secrets = "CI variables export", ("base64 kubeconfig" if lang == "en" else "base64 kubeconfig"), "base64-encoded kubeconfig", [blob]
    else:
        tok = "EAA" + rs(ALNUM, ri(190, 230))
        snip = "curl -G https://graph.facebook.com/v19.0/me/accounts -d access_token=%s" % tok
        fname, thing, label, secrets = "terminal", ("long-lived Meta page token" if lang == "en" else "Meta 장기 페이지 토큰"), "Meta long-lived token", [tok]
    kind = "command" if fname == "terminal" else "config"
    fields, mode = compose(lang, c, thing, "token", None, snip, fname, kind=kind)
    return note("long token: %s (%s)" % (label, mode), fields, secrets, "long/%s" % label)


# ---- base64-encoded secrets in Kubernetes / Docker configs
def mk_k8s_b64(lang):
    c = ctx_new(lang)
    k = ri(0, 2)
    _, pw = password(no_space=True)
    if k == 0:
        bu, bp = b64e(c["user"].encode()), b64e(pw.encode())
        tok = rs(ALNUM, 40)
        bt = b64e(tok.encode())
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n  api-token: %s"
                % (c["app"], c["ns"], bu, bp, bt))
        label, secrets = "Secret data (base64)", [bp, bt]
    elif k == 1:
        reg = pick(["registry.acme.dev", "harbor.hanbit.local", "kr.ncr.ntruss.com"])
        inner = json.dumps({"auths": {reg: {"username": c["user"], "password": pw, "auth": _basic(c["user"], pw)}}}, separators=(",", ":"))
        blob = b64e(inner.encode())
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % blob)
        label, secrets = ".dockerconfigjson (base64)", [blob]
    else:
        bp = b64e(pw.encode())
        snip = "$ echo -n '%s' | base64\n%s" % (pw, bp)
        label, secrets = "echo | base64 of a password", [pw, bp]
    thing = "Kubernetes secret" if lang == "en" else "쿠버네티스 시크릿"
    fields, mode = compose(lang, c, thing, "password", None, snip, "k8s/secret.yaml" if k < 2 else "terminal",
                           kind="config" if k < 2 else "command")
    return note("base64-encoded secret: %s (%s)" % (label, mode), fields, secrets, "k8s-b64/%s" % label)

# ==========================================================================
# CLEAN NOTES: no credential at all, but risky-looking material
# ==========================================================================
CL_MC_SNIP = {
    "en": ["While working on {task} I wasn't sure what {topic} in {file} meant:\n{snip}",
           "I saw this in {file} during {task} and didn't know whether it was safe to keep in the repo:\n{snip}",
           "{who} pasted this from {file} when I asked about {topic}:\n{snip}",
           "Context I was missing about {topic} in {svc}:\n{snip}",
           "{snip}\n^ from {file}; I didn't know how {svc} handles {topic}.",
           "Needed to understand {topic} for {env} before touching {svc}. Relevant part of {file}:\n{snip}"],
    "ko": ["{task} 중 {file}에 있는 {topic}의 의미를 몰랐다:\n{snip}",
           "{task} 하다가 {file}에서 이걸 봤는데 리포지토리에 둬도 되는 건지 몰랐다:\n{snip}",
           "{topic}에 대해 물었더니 {who}님이 {file} 내용을 붙여줬다:\n{snip}",
           "{svc}의 {topic} 관련해서 몰랐던 맥락:\n{snip}",
           "{snip}\n↑ {file}에서 가져옴. {svc}에서 {topic_eul} 어떻게 다루는지 몰랐다.",
           "{svc} 손대기 전에 {env}의 {topic} 구조를 알아야 했다. {file} 관련 부분:\n{snip}"],
}
CL_MC_PLAIN = {
    "en": ["I didn't know how {svc} deals with {topic} in {env}, which slowed down {task}.",
           "Nobody explained {topic} for {svc}; I had to reverse-engineer it during {task}.",
           "{who} mentioned {topic} in passing, but I didn't know what it implied for {svc}.",
           "The ticket for {task} assumed I already knew about {topic}."],
    "ko": ["{env}에서 {svc}의 {topic} 처리 방식을 몰라서 {task_i} 늦어졌다.",
           "{svc}의 {topic}에 대해 설명이 없어서 {task} 중에 직접 파악해야 했다.",
           "{who}님이 {topic} 얘기를 지나가듯 했는데 {svc}에 어떤 의미인지 몰랐다.",
           "{task} 티켓은 내가 {topic_eul} 이미 안다고 가정하고 있었다."],
}
CL_LESSON_SNIP = {
    "en": ["{fact}\n{snip}", "For reference ({file}):\n{snip}\n{fact}", "{fact} Example from {file}:\n{snip}"],
    "ko": ["{fact}\n{snip}", "참고 ({file}):\n{snip}\n{fact}", "{fact} {file} 예시:\n{snip}"],
}
CL_ASK_GENERIC = {
    "en": ["", "Is there a doc that explains {topic} for {svc}?", "Should I add a short note about {topic} to the README?",
           "Who should review changes to {file}?"],
    "ko": ["", "{svc}의 {topic_eul} 설명한 문서가 있나요?", "README에 {topic} 설명을 짧게 추가할까요?",
           "{file} 변경은 누가 리뷰하면 될까요?"],
}


def clean_compose(lang, c, snip, fname, topic, facts, asks):
    d = dict(c)
    d.update({"snip": snip, "file": fname, "topic": topic, "topic_eul": josa(topic, ("을", "를")),
              "task_i": josa(c["task"], ("이", "가"))})
    f1 = pick(facts)
    rest = [x for x in facts if x != f1]
    if snip is None:
        mc, lesson, mode = pick(CL_MC_PLAIN[lang]), f1 + (" " + pick(rest) if rest and chance(0.5) else ""), "prose"
    elif chance(0.55):
        mc, lesson, mode = pick(CL_MC_SNIP[lang]), f1 + (" " + pick(rest) if rest and chance(0.4) else ""), "mc-snippet"
    else:
        d["fact"] = fmt(f1, d)
        mc, lesson, mode = pick(CL_MC_PLAIN[lang]), pick(CL_LESSON_SNIP[lang]), "lesson-snippet"
    pool = asks + CL_ASK_GENERIC[lang]
    if not fname or not ("." in fname or "/" in fname) or " " in fname:
        pool = [x for x in pool if "{file}" not in x]
    ask = pick(pool)
    fields = {"missing_context": fmt(mc, d), "lesson": fmt(lesson, d), "ask_next_time": fmt(ask, d)}
    return fields, mode


def cnote(category, fields, template):
    return {"category": category, "fields": fields, "secrets": [], "template": template, "vendor": None}


# ---- 1. placeholders and templated values
def _placeholder_value(key):
    styles = ["<your-%s>" % key.lower().replace("_", "-"), "YOUR_%s_HERE" % key, "REPLACE_ME", "", "TODO",
              "${%s}" % key, "<redacted>", "xxxxxxxx", "<%s>" % key.lower(), "{{ %s }}" % key.lower(), "changeit-in-vault"]
    return pick(styles)


VENDOR_PLACEHOLDERS = [("GITHUB_TOKEN", "ghp_" + "x" * 36), ("STRIPE_SECRET_KEY", "sk_live_" + "X" * 24),
                       ("SLACK_BOT_TOKEN", "xoxb-your-bot-token"), ("OPENAI_API_KEY", "sk-..."),
                       ("AWS_ACCESS_KEY_ID", "AKIA" + "X" * 16), ("AWS_SECRET_ACCESS_KEY", "<aws-secret-access-key>"),
                       ("HF_TOKEN", "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"), ("SENDGRID_API_KEY", "SG.xxxxx.yyyyy"),
                       ("ANTHROPIC_API_KEY", "sk-ant-..."), ("TOSS_SECRET_KEY", "test_sk_여기에_시크릿키"),
                       ("NPM_TOKEN", "npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"), ("GITLAB_TOKEN", "glpat-xxxxxxxxxxxxxxxxxxxx"),
                       ("DATABASE_URL", "postgresql://USER:PASSWORD@HOST:5432/DBNAME"),
                       ("REDIS_URL", "redis://:<password>@localhost:6379/0"), ("DB_PASSWORD", "<set-in-vault>"),
                       ("KAKAO_ADMIN_KEY", "카카오_어드민_키_입력"), ("DISCORD_BOT_TOKEN", "your-bot-token-here")]
AWS_DOC_EXAMPLE = [("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE"), ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")]


def cl_placeholder(lang):
    c = ctx_new(lang)
    k = ri(0, 11)
    ko = lang == "ko"
    k = {6: 0, 7: 1, 8: 2, 9: 3, 10: 4, 11: 0}.get(k, k)
    if k <= 1:
        pairs = sample(VENDOR_PLACEHOLDERS, ri(2, 4))
        snip = "\n".join("%s=%s" % (a, b) for a, b in pairs)
        fname, label = pick([".env.example", ".env.sample", "docs/setup.md"]), "vendor-shaped placeholders in .env.example"
    elif k == 2:
        keys = sample(["DB_PASSWORD", "SMTP_PASSWORD", "JWT_SECRET", "API_KEY", "REDIS_PASSWORD", "ADMIN_TOKEN"], 3)
        snip = "\n".join("%s=%s" % (x, _placeholder_value(x)) for x in keys)
        fname, label = ".env.example", "templated placeholder values"
    elif k == 3:
        snip = pick(['curl -H "Authorization: Bearer <TOKEN>" https://api.acme.dev/v1/me',
                     "mysql -h <host> -u <user> -p<password> <database>",
                     'docker login -u "$REGISTRY_USER" -p "<registry-password>" registry.acme.dev',
                     "psql 'postgresql://app:<password>@localhost:5432/app'",
                     "git clone https://<username>:<personal-access-token>@github.com/acme/infra.git"])
        fname, label = "README.md", "placeholder in documented command"
    elif k == 4:
        snip = ('variable "db_password" {\n  description = "Master password for the %s database"\n  type        = string\n  sensitive   = true\n}' % c["app"])
        fname, label = "variables.tf", "sensitive variable without default"
    else:
        pairs = AWS_DOC_EXAMPLE if chance(0.5) else [AWS_DOC_EXAMPLE[0]]
        snip = "[default]\n" + "\n".join("%s = %s" % (a.lower(), b) for a, b in pairs) + "\nregion = us-east-1"
        fname, label = "docs/aws-cli.md", "AWS documentation example key (EXAMPLE)"
    topic = "the placeholder values" if not ko else "플레이스홀더 값"
    facts = {"en": ["These are placeholders; real values come from the secret manager at deploy time.",
                    "The example file is committed on purpose and must only ever contain dummy values.",
                    "CI fails fast if a placeholder like this reaches production, which is the intended guard.",
                    "The values follow the vendor's prefix so people recognise which key goes where, but they are not keys."],
             "ko": ["전부 플레이스홀더다. 실제 값은 배포 시 시크릿 매니저에서 주입된다.",
                    "예시 파일은 일부러 커밋한 것이고 항상 더미 값만 있어야 한다.",
                    "이런 플레이스홀더가 운영까지 가면 CI가 바로 실패하도록 되어 있다.",
                    "벤더 접두어 모양만 흉내 낸 값이라 어떤 키 자리인지 알아보기 쉽지만 실제 키는 아니다."]}[lang]
    asks = {"en": ["Which secret manager path holds the real values for {env}?"], "ko": ["{env} 실제 값은 시크릿 매니저 어느 경로에 있나요?"]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, asks)
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/placeholder/%d" % k)


# ---- 2. env-var and secret-manager references
def _ref_snippet(c):
    k = ri(0, 13)
    a = c["app"]
    S = [
        ("k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % a, "deployment.yaml"),
        ("GitHub Actions secrets context", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}", ".github/workflows/release.yml"),
        ("Vault agent template", '{{ with secret "secret/data/%s/db" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % a, "vault-agent.hcl"),
        ("AWS Secrets Manager CLI", "aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password" % a, "scripts/db-shell.sh"),
        ("GCP Secret Manager CLI", "gcloud secrets versions access latest --secret=%s-stripe-key --project=acme-prod" % a, "Makefile"),
        ("1Password op:// reference", "STRIPE_SECRET_KEY=op://Engineering/%s-stripe/credential\nDB_PASSWORD=op://Engineering/%s-db/password" % (a, a), ".env.tpl"),
        ("Doppler run", "doppler run --project %s --config prd -- npm start" % a, "Procfile"),
        ("Spring placeholder", "spring.datasource.password=${DB_PASSWORD}\nstripe.secret-key=${STRIPE_SECRET_KEY:}", "application.properties"),
        ("Azure Key Vault reference", "@Microsoft.KeyVault(SecretUri=https://kv-%s-prod.vault.azure.net/secrets/db-password/)" % a, "App Service configuration"),
        ("ECS valueFrom SSM", '"secrets": [\n  {"name": "DB_PASSWORD", "valueFrom": "arn:aws:ssm:ap-northeast-2:%s:parameter/prod/%s/db_password"}\n]' % (rs(DIG, 12), a), "taskdef.json"),
        ("docker secrets file", "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password", "docker-compose.yml"),
        ("process.env / os.getenv", pick(['const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);', 'token = os.environ["GITHUB_TOKEN"]', 'apiKey := os.Getenv("SENDGRID_API_KEY")']), "src/clients"),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/%s/db\n        property: password" % a, "externalsecret.yaml"),
        ("Ansible vault lookup", "db_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/%s/db:password') }}\"" % a, "group_vars/prod.yml"),
    ]
    return S[k]


def cl_env_ref(lang):
    c = ctx_new(lang)
    label, snip, fname = _ref_snippet(c)
    topic = "how secrets are referenced" if lang == "en" else "시크릿 참조 방식"
    facts = {"en": ["The value itself never appears in the repo; only the reference does, and that is safe to commit.",
                    "If the reference resolves to an empty string, the app starts but every API call returns 401.",
                    "The IAM role of the workload needs read access to that path, otherwise the lookup fails at boot.",
                    "Rotation happens in the store; nothing in the repo has to change."],
             "ko": ["값 자체는 리포지토리에 없고 참조만 있다. 참조는 커밋해도 안전하다.",
                    "참조가 빈 문자열로 풀리면 앱은 뜨지만 모든 API 호출이 401이 된다.",
                    "워크로드의 IAM 역할에 해당 경로 읽기 권한이 있어야 한다. 없으면 기동 시 조회가 실패한다.",
                    "교체는 저장소 쪽에서 하면 되고 리포지토리는 바꿀 필요가 없다."]}[lang]
    asks = {"en": ["Does {env} use the same secret path as staging?"], "ko": ["{env}도 스테이징과 같은 시크릿 경로를 쓰나요?"]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, asks)
    return cnote("clean: secret reference, %s (%s)" % (label, mode), fields, "clean/env-ref/%s" % label)


# ---- 3. masked output
def cl_masked(lang):
    c = ctx_new(lang)
    k = ri(0, 9)
    if k == 0:
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\n"
                "access_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n"
                "    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(ALNUM_U, 4), rs(ALNUM, 4)))
        label, fname = "aws configure list", "terminal"
    elif k == 1:
        snip = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % c["user"])
        label, fname = "gh auth status", "terminal"
    elif k == 2:
        snip = "Run ./deploy.sh\n  env:\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    SLACK_WEBHOOK_URL: ***\nDeploying %s to %s..." % (c["app"], pick(["prod", "staging"]))
        label, fname = "GitHub Actions masked log", "the Actions log"
    elif k == 3:
        snip = ('  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n'
                '      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }')
        label, fname = "terraform plan (sensitive value)", "terraform plan output"
    elif k == 4:
        snip = "Secret key: sk_live_••••••••••••••••%s\nCreated: %s\nLast used: %s" % (rs(ALNUM, 4), iso()[:10], iso()[:10])
        label, fname = "dashboard last-4 display", "Stripe dashboard"
    elif k == 5:
        snip = "$ env | grep -i token\nGITHUB_TOKEN=[MASKED]\nNPM_TOKEN=[MASKED]\nCI_JOB_TOKEN=[MASKED]"
        label, fname = "CI masked variables", "GitLab job log"
    elif k == 6:
        snip = "Card: **** **** **** %s  (exp %02d/%02d)\nCustomer: cus_%s" % (rs(DIG, 4), ri(1, 12), ri(26, 31), rs(ALNUM, 14))
        label, fname = "masked card number", "the support ticket"
    elif k == 7:
        snip = ("Name:         %s-db\nNamespace:    %s\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes"
                % (c["app"], c["ns"], ri(16, 40), ri(4, 12)))
        label, fname = "kubectl describe secret", "terminal"
    elif k == 8:
        snip = "[Pipeline] withCredentials\nMasking supported pattern matches of $DEPLOY_KEY\n[Pipeline] sh\n+ ./release.sh --token ****\nRelease %d.%d.%d published" % (ri(1, 5), ri(0, 20), ri(0, 9))
        label, fname = "Jenkins masked credentials", "Jenkins console"
    else:
        snip = "$ heroku config:get DATABASE_URL -a %s-prod\npostgres://u%s:********@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/d%s" % (
            c["app"], rs(ALNUM_L, 8), ri(3, 54), ri(0, 255), ri(0, 255), ri(0, 255), rs(ALNUM_L, 8))
        label, fname = "masked connection string", "terminal"
    topic = "masked credentials in output" if lang == "en" else "출력에 마스킹된 자격 증명"
    facts = {"en": ["The tool masks the value, so the output is safe to paste; only the last few characters are shown to tell keys apart.",
                    "Masking only hides exact matches; a value that is transformed (base64, URL-encoded) would not be masked, so don't echo those.",
                    "This is enough to confirm which key is in use without exposing it."],
             "ko": ["도구가 값을 마스킹하므로 이 출력은 붙여도 안전하다. 키 구분용으로 끝 몇 글자만 보인다.",
                    "마스킹은 정확히 일치하는 값만 가린다. base64나 URL 인코딩된 값은 안 가려지니 그런 건 출력하지 말 것.",
                    "키 값을 노출하지 않고도 어떤 키가 쓰이는지 확인하기엔 이 정도면 충분하다."]}[lang]
    asks = {"en": ["Is the key ending in these characters the one we expect for {env}?"], "ko": ["끝자리가 이 키가 {env}에서 기대한 키 맞나요?"]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, asks)
    return cnote("clean: masked output, %s (%s)" % (label, mode), fields, "clean/masked/%s" % label)

# ---- 4. hashes, digests, git SHAs
def cl_hashes(lang):
    c = ctx_new(lang)
    k = ri(0, 9)
    if k == 0:
        snip = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "sbom.spdx.json"], 3))
        label, fname = "sha256sum output", "SHA256SUMS"
    elif k == 1:
        snip = "image: ghcr.io/acme/%s@sha256:%s\n# tag %d.%d.%d" % (c["app"], rs(HEX, 64), ri(1, 4), ri(0, 30), ri(0, 9))
        label, fname = "docker image digest", "deploy/values-prod.yaml"
    elif k == 2:
        snip = "\n".join("%s %s" % (rs(HEX, 7), m) for m in sample(["fix: retry webhook on 502", "chore: bump sdk to 4.2.0", "feat: add refund endpoint", "revert \"feat: cache tokens\"", "docs: rotation runbook", "ci: pin actions to SHAs"], 4))
        label, fname = "git log --oneline", "git log"
    elif k == 3:
        pkg = pick(["axios", "jsonwebtoken", "stripe", "dotenv", "zod", "pino"])
        ver = "%d.%d.%d" % (ri(1, 9), ri(0, 20), ri(0, 9))
        snip = ('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n'
                '  "integrity": "sha512-%s"\n}' % (pkg, ver, pkg, pkg, ver, b64e(rbytes(64))))
        label, fname = "npm integrity hash", "package-lock.json"
    elif k == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/golang-jwt/jwt/v5"])
        v = "v%d.%d.%d" % (ri(0, 1), ri(1, 30), ri(0, 9))
        snip = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, v, b64e(rbytes(32)), mod, v, b64e(rbytes(32)))
        label, fname = "go.sum hashes", "go.sum"
    elif k == 5:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            ri(10, 80), b64e(rbytes(32)), rs(HEX, 64), rs(HEX, 64))
        label, fname = "terraform lock hashes", ".terraform.lock.hcl"
    elif k == 6:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        label, fname = "pip --hash pins", "requirements.txt"
    elif k == 7:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (ri(0, 9), b64e(rbytes(48)))
        label, fname = "SRI integrity attribute", "templates/base.html"
    elif k == 8:
        snip = "X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (ruuid(), rs(HEX, 64))
        label, fname = "webhook payload signature header", "the recorded delivery"
    else:
        snip = "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (rs(HEX, 40), ri(1, 4), ri(0, 20), ri(0, 9), ri(1, 40), rs(HEX, 7))
        label, fname = "git SHA", "terminal"
    topic = "hashes and digests" if lang == "en" else "해시와 다이제스트"
    facts = {"en": ["These are content hashes, not secrets: they only identify artifacts and are safe to commit.",
                    "Pinning by digest means a re-pushed tag cannot silently change what we deploy.",
                    "If the hash does not match, the install aborts; regenerate the lockfile instead of editing hashes by hand.",
                    "A signature header like this is computed per payload, so it cannot be reused to authenticate anything else."],
             "ko": ["이건 콘텐츠 해시라 비밀이 아니다. 산출물을 식별할 뿐이고 커밋해도 된다.",
                    "다이제스트로 고정하면 태그를 다시 푸시해도 배포 대상이 몰래 바뀌지 않는다.",
                    "해시가 안 맞으면 설치가 중단된다. 해시를 손으로 고치지 말고 락파일을 다시 생성할 것.",
                    "이런 서명 헤더는 페이로드마다 계산되므로 다른 요청 인증에 재사용할 수 없다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/hash/%s" % label)


# ---- 5. UUIDs, request ids, trace ids
def _ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def cl_ids_uuid(lang):
    c = ctx_new(lang)
    k = ri(0, 7)
    t = epoch()
    if k == 0:
        snip = "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\ndate: %s" % (ruuid(), "%08x" % t, rs(HEX, 24), iso(t))
        label, fname = "request and trace ids", "curl -i output"
    elif k == 1:
        snip = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum" % (rs(HEX, 32), rs(HEX, 16))
        label, fname = "W3C traceparent", "the failing request"
    elif k == 2:
        snip = json.dumps({"level": "error", "ts": iso(t), "msg": "payment capture failed", "request_id": ruuid(),
                           "idempotency_key": ruuid(), "order_id": "ord_" + _ulid(), "attempt": ri(1, 5)}, ensure_ascii=False)
        label, fname = "idempotency key and order id in log", "billing logs"
    elif k == 3:
        snip = "Sentry event %s\nIssue: %s-%s\nRelease: %s@%d.%d.%d+%s" % (rs(HEX, 32), c["app"].upper(), rs(ALNUM_U, 3), c["app"], ri(1, 4), ri(0, 30), ri(0, 9), rs(HEX, 7))
        label, fname = "Sentry event id", "Sentry"
    elif k == 4:
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (c["app"], rs(HEX, 10), rs(ALNUM_L, 5), ruuid(), ri(10**6, 10**8))
        label, fname = "k8s object uid", "kubectl get pod -o yaml"
    elif k == 5:
        snip = "An error occurred (ThrottlingException) when calling the PutMetricData operation\nRequestId: %s\nx-amz-id-2: %s" % (ruuid(), b64e(rbytes(48)))
        label, fname = "AWS request id", "aws cli stderr"
    elif k == 6:
        snip = "job_id=%s batch=%s shard=%d/%d status=retrying" % (_ulid(), ruuid(), ri(1, 8), 8)
        label, fname = "ULID job ids", "worker logs"
    else:
        snip = "CorrelationId: %s\nTimestamp: %s\nTrace ID: %s\nError: AADSTS700016: Application with identifier '%s' was not found in the directory." % (
            ruuid(), iso(t).replace("T", " ").replace("Z", "Z"), ruuid(), ruuid())
        label, fname = "Entra sign-in error ids", "the login error page"
    topic = "the ids in these logs" if lang == "en" else "로그에 있는 ID들"
    facts = {"en": ["These ids are only for correlating logs; they grant no access and are fine to share with the vendor's support.",
                    "Quote the request id when opening a ticket; support can find the exact call from it.",
                    "The trace id ties the gateway error to the upstream span, which is how I found the slow query."],
             "ko": ["이 ID들은 로그 상관관계용일 뿐 접근 권한이 없고 벤더 지원팀에 공유해도 된다.",
                    "티켓을 열 때 request id를 같이 주면 지원팀이 정확한 호출을 찾을 수 있다.",
                    "trace id로 게이트웨이 에러와 업스트림 span을 연결해서 느린 쿼리를 찾았다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/ids/%s" % label)


# ---- 6. public keys and fingerprints
def _ssh_pub(kind="ed25519"):
    if kind == "ed25519":
        return "ssh-ed25519 " + b64e(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256 " + b64e(_sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + rbytes(64)))
    return "ssh-rsa " + b64e(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256)))


def cl_pubkeys(lang):
    c = ctx_new(lang)
    k = ri(0, 10)
    if k == 0:
        snip = "%s %s@%s" % (_ssh_pub(pick(["ed25519", "ed25519", "rsa"])), c["user"], pick(["macbook", "ci", "bastion"]))
        label, fname = "SSH public key", "~/.ssh/authorized_keys"
    elif k == 1:
        snip = "github.com %s\n%s %s" % (_ssh_pub("ed25519"), c["host"], _ssh_pub("ecdsa"))
        label, fname = "known_hosts entries", "~/.ssh/known_hosts"
    elif k == 2:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(_lines(b64e(der), 64)) + "\n-----END PUBLIC KEY-----"
        label, fname = "PEM public key", "keys/webhook-verify.pub"
    elif k == 3:
        body = ["MII" + rs(B64, 61)] + [rs(B64, 64) for _ in range(ri(2, 4))]
        snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n...\n-----END CERTIFICATE-----"
        label, fname = "X.509 certificate (public)", "certs/ca.crt"
    elif k == 4:
        snip = "256 SHA256:%s %s@%s (ED25519)" % (b64e(rbytes(32)).rstrip("="), c["user"], pick(["laptop", "ci"]))
        label, fname = "SSH key fingerprint", "ssh-keygen -lf output"
    elif k == 5:
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] Release Signing <release@acme.dev>" % (iso()[:10], fp)
        label, fname = "GPG fingerprint", "gpg --list-keys"
    elif k == 6:
        label, fname = "age recipient (public)", ".sops.yaml"
        snip = "creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: age1%s" % rs(BECH32, 58)
    elif k == 7:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.acme.dev:51820\nPersistentKeepalive = 25" % (b64e(rbytes(32)), ri(0, 99))
        label, fname = "WireGuard peer public key", "wg0.conf (peer section)"
    elif k == 8:
        snip = '{\n  "keys": [\n    {"kty": "RSA", "kid": "%s", "use": "sig", "alg": "RS256", "e": "AQAB",\n     "n": "%s"}\n  ]\n}' % (rs(B64URL, 12), b64u(rbytes(256)))
        label, fname = "JWKS public key set", "/.well-known/jwks.json"
    elif k == 9:
        snip = 'Public-Key-Pins: pin-sha256="%s"; pin-sha256="%s"; max-age=5184000' % (b64e(rbytes(32)), b64e(rbytes(32)))
        label, fname = "SPKI pins", "nginx response headers"
    else:
        snip = "DISCORD_APPLICATION_ID=%s\nDISCORD_PUBLIC_KEY=%s" % (_digits(18, 19), rs(HEX, 64))
        label, fname = "Discord interactions public key", ".env"
    topic = "the public key material" if lang == "en" else "공개 키 자료"
    facts = {"en": ["Public keys and fingerprints are meant to be shared; only the matching private key must stay secret.",
                    "Verify the fingerprint out-of-band before trusting the key.",
                    "Rotating this means publishing a new public key; the old one can stay in the repo history without risk."],
             "ko": ["공개 키와 지문은 공유하라고 있는 것이다. 짝이 되는 개인 키만 비밀로 지키면 된다.",
                    "키를 신뢰하기 전에 다른 경로로 지문을 확인할 것.",
                    "교체는 새 공개 키를 배포하는 것으로 끝난다. 예전 키가 리포지토리 히스토리에 남아도 위험하지 않다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/pubkey/%s" % label)


# ---- 7. identifiers that are not secrets
def cl_nonsecret_ids(lang):
    c = ctx_new(lang)
    k = ri(0, 10)
    acct = rs(DIG, 12)
    if k == 0:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM_NUMBER=+1%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (rs(HEX, 32), rs(DIG, 10), rs(HEX, 32))
        label, fname = "Twilio Account SID", ".env.example"
    elif k == 1:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s.acme.dev/auth/callback" % (_digits(12, 12), rs(ALNUM_L, 32), c["app"])
        label, fname = "OAuth client id", "config/oauth.env"
    elif k == 2:
        snip = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s" % (ruuid(), ruuid(), ruuid())
        label, fname = "Azure tenant/client/subscription ids", "infra/azure.env"
    elif k == 3:
        snip = "arn:aws:iam::%s:role/%s-deployer\narn:aws:s3:::acme-%s-artifacts\narn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, c["app"], c["app"], acct, ruuid())
        label, fname = "AWS account id and ARNs", "iam-policy.json"
    elif k == 4:
        snip = "customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nprice: price_%s\nevent: evt_%s" % tuple(rs(ALNUM, n) for n in (14, 24, 24, 24, 24))
        label, fname = "Stripe object ids", "the dispute ticket"
    elif k == 5:
        snip = "team_id: T%s\nchannel: C%s\nbot_user_id: U%s\napp_id: A%s" % (rs(ALNUM_U, 9), rs(ALNUM_U, 10), rs(ALNUM_U, 10), rs(ALNUM_U, 10))
        label, fname = "Slack workspace/channel ids", "slack-app.yaml"
    elif k == 6:
        snip = "GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv1.%s" % (ri(100000, 999999), ri(10**7, 10**8), rs(HEX, 16))
        label, fname = "GitHub App ids", ".env.example"
    elif k == 7:
        snip = "WECHAT_APP_ID=wx%s\nFEISHU_APP_ID=cli_%s\nLINE_CHANNEL_ID=%s\nKAKAO_APP_ID=%s" % (rs(HEX, 16), rs(HEX, 16), _digits(10, 10), _digits(6, 7))
        label, fname = "Asian platform app ids", "config/messaging.env"
    elif k == 8:
        snip = "instance: i-0%s\nsecurity_group: sg-0%s\nsubnet: subnet-0%s\ncloudfront: E%s\nhosted_zone: Z%s" % (rs(HEX, 16), rs(HEX, 16), rs(HEX, 16), rs(ALNUM_U, 13), rs(ALNUM_U, 20))
        label, fname = "AWS resource ids", "terraform output"
    elif k == 9:
        snip = "NAVER_CLIENT_ID=%s\nNAVER_CALLBACK_URL=https://%s.hanbit.co.kr/oauth/naver" % (rs(ALNUM, 20), c["app"])
        label, fname = "Naver client ID alone", ".env.example"
    else:
        snip = "APPLE_TEAM_ID=%s\nBUNDLE_ID=kr.co.hanbit.%s\nGA_MEASUREMENT_ID=G-%s\nGTM_ID=GTM-%s" % (rs(ALNUM_U, 10), c["app"], rs(ALNUM_U, 10), rs(ALNUM_U, 7))
        label, fname = "app store and analytics ids", "fastlane/.env.default"
    topic = "these ids" if lang == "en" else "이 ID들"
    facts = {"en": ["None of these are credentials: they identify accounts or objects and are useless without the matching secret.",
                    "The account id shows up in every ARN anyway; what must stay private is the key material, not the id.",
                    "Client and app ids are public by design; the secret half lives in the vault."],
             "ko": ["여기 있는 건 전부 자격 증명이 아니다. 계정이나 객체를 식별할 뿐이고 짝이 되는 시크릿 없이는 쓸모가 없다.",
                    "계정 ID는 어차피 모든 ARN에 나온다. 비밀로 지켜야 하는 건 ID가 아니라 키 자체다.",
                    "클라이언트 ID와 앱 ID는 원래 공개되는 값이다. 시크릿 쪽은 볼트에 있다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/nonsecret-id/%s" % label)


# ---- 8. base64 of non-secret data
def cl_base64(lang):
    c = ctx_new(lang)
    k = ri(0, 5)
    if k == 0:
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(40)
        snip = '<img alt="logo" src="data:image/png;base64,%s" />' % b64e(png)
        label, fname = "data URI image", "templates/email/header.html"
    elif k == 1:
        cert = "-----BEGIN CERTIFICATE-----\nMII" + rs(B64, 61) + "\n" + rs(B64, 64) + "\n-----END CERTIFICATE-----\n"
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: %s" % (b64e(cert.encode()), ip_private(), c["env"] if lang == "en" else "prod")
        label, fname = "kubeconfig CA data (public cert)", "kubeconfig (cluster section only)"
    elif k == 2:
        payload = json.dumps({"feature": pick(["new-checkout", "dark-mode", "bulk-export"]), "rollout": ri(5, 100), "regions": ["kr", "jp"]}, separators=(",", ":"))
        snip = "$ echo '%s' | base64 -d\n%s" % (b64e(payload.encode()), payload)
        label, fname = "base64 JSON feature flag", "terminal"
    elif k == 3:
        text = "# %s\n\nInternal service for %s. See docs/runbook.md.\n" % (c["app"], c["app"])
        snip = '{\n  "name": "README.md",\n  "encoding": "base64",\n  "content": "%s"\n}' % b64e(text.encode())
        label, fname = "GitHub contents API response", "API response"
    elif k == 4:
        cm = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-fonts\nbinaryData:\n  NotoSansKR.subset.woff2: %s" % (c["app"], b64e(b"wOF2" + rbytes(60)))
        snip = cm
        label, fname = "ConfigMap binaryData", "k8s/configmap.yaml"
    else:
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64URL, 10)}, separators=(",", ":")).encode())
        snip = "JWT header only: %s\ndecoded: {\"alg\":\"RS256\",\"typ\":\"JWT\",...}" % hdr
        label, fname = "JWT header segment only", "debug notes"
    topic = "the base64 blobs" if lang == "en" else "base64 문자열"
    facts = {"en": ["Base64 is just encoding; what matters is the decoded content, which here is public data.",
                    "I decoded it to check: nothing sensitive inside.",
                    "Large base64 blobs bloat the manifest; consider mounting the file instead."],
             "ko": ["base64는 인코딩일 뿐이다. 중요한 건 디코딩한 내용인데 여기서는 공개 데이터다.",
                    "디코딩해서 확인해 봤는데 민감한 내용은 없다.",
                    "큰 base64 덩어리는 매니페스트를 부풀리니 파일로 마운트하는 것도 고려할 것."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/base64/%s" % label)

# ---- 9. long identifiers
def cl_long_ids(lang):
    c = ctx_new(lang)
    a = c["app"]
    k = ri(0, 5)
    if k == 0:
        snip = "/subscriptions/%s/resourceGroups/rg-%s-prod-koreacentral/providers/Microsoft.Web/sites/app-%s-prod-%s/slots/staging" % (ruuid(), a, a, rs(ALNUM_L, 6))
        label = "Azure resource id"
    elif k == 1:
        snip = "projects/%s/locations/asia-northeast3/repositories/containers/dockerImages/%s@sha256:%s" % (pick(["acme-prod-4521", "hanbit-data-77"]), a, rs(HEX, 64))
        label = "Artifact Registry image path"
    elif k == 2:
        snip = "%s-deployment-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (a, rs(HEX, 10), rs(ALNUM_L, 5), ri(3, 40), ri(2, 90))
        label = "pod name with hashes"
    elif k == 3:
        snip = "com.acme.%s.infrastructure.persistence.jpa.repository.%sRepositoryCustomImpl$$SpringCGLIB$$0.findAllByTenantIdAndCreatedAtBetween" % (a, a.capitalize())
        label = "long Java class path"
    elif k == 4:
        snip = "/aws/lambda/%s-prod-%s\n%s/%s/[$LATEST]%s" % (a, rs(ALNUM_L, 8), iso()[:10].replace("-", "/"), a, rs(HEX, 32))
        label = "CloudWatch log group and stream"
    else:
        snip = "//services/%s/internal/handlers:handlers_test_%s_linux_amd64_race_shard_%d_of_%d" % (a, rs(HEX, 8), ri(1, 8), 8)
        label = "Bazel target label"
    fname = pick(["the error message", "the console", "CI output"]) if lang == "en" else pick(["에러 메시지", "콘솔", "CI 출력"])
    topic = "these long identifiers" if lang == "en" else "이 긴 식별자들"
    facts = {"en": ["Long and random-looking, but just resource names; the hash parts come from the deployment or the build.",
                    "Copy the full identifier when filing the ticket; the short name is ambiguous across regions."],
             "ko": ["길고 무작위처럼 보이지만 리소스 이름일 뿐이다. 해시 부분은 배포나 빌드에서 생긴 것.",
                    "티켓에는 전체 식별자를 붙일 것. 짧은 이름은 리전마다 겹친다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/long-id/%s" % label)


# ---- 10. versions and build ids
def cl_versions(lang):
    c = ctx_new(lang)
    k = ri(0, 4)
    if k == 0:
        snip = "github.com/acme/%s v0.0.0-%s-%s // indirect" % (c["app"], iso().replace("-", "").replace(":", "").replace("T", "")[:14], rs(HEX, 12))
        label = "Go pseudo-version"
    elif k == 1:
        snip = "%s-%d.%d.%d+build.%d.%s-py3-none-manylinux_2_17_x86_64.whl" % (c["app"], ri(1, 3), ri(0, 20), ri(0, 9), ri(100, 9999), rs(HEX, 8))
        label = "wheel with build metadata"
    elif k == 2:
        snip = "versionName \"%d.%d.%d\"\nversionCode %d\nbuildConfigField \"String\", \"GIT_SHA\", \"\\\"%s\\\"\"" % (ri(1, 9), ri(0, 30), ri(0, 9), ri(10000, 999999), rs(HEX, 7))
        label = "Android version code and git sha"
    elif k == 3:
        snip = "nginx:1.27.%d-alpine3.%d\npostgres:16.%d-bookworm\n%s:%d.%d.%d-rc.%d-%s" % (ri(0, 3), ri(18, 21), ri(0, 6), c["app"], ri(1, 4), ri(0, 20), ri(0, 9), ri(1, 5), rs(HEX, 7))
        label = "image tags"
    else:
        snip = "Build %d.%02d.%02d.%d (%s) - commit %s" % (ri(2024, 2025), ri(1, 12), ri(1, 28), ri(1, 40), pick(["nightly", "release", "hotfix"]), rs(HEX, 40))
        label = "CalVer build id"
    fname = pick(["go.mod", "build.gradle", "the release notes", "CI output"])
    topic = "the version strings" if lang == "en" else "버전 문자열"
    facts = {"en": ["The suffix is build metadata (timestamp and commit), not a key.", "Pin the full version so rebuilds are reproducible."],
             "ko": ["뒤에 붙은 건 빌드 메타데이터(타임스탬프와 커밋)이지 키가 아니다.", "재빌드가 재현되도록 전체 버전을 고정할 것."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: %s (%s)" % (label, mode), fields, "clean/version/%s" % label)


# ---- 11. password-policy talk without values
def cl_policy(lang):
    c = ctx_new(lang)
    k = ri(0, 4)
    if k == 0:
        snip = "password_policy:\n  min_length: %d\n  require_symbol: true\n  max_age_days: %d\n  lockout_after_failures: %d\n  history: %d" % (
            pick([10, 12, 14, 16]), pick([60, 90, 180]), pick([5, 10]), pick([5, 12]))
        label, fname = "password policy config", "config/security.yml"
    elif k == 1:
        snip = "length(%d) and digits(1) and specialChars(1) and upperCase(1) and notUsername and passwordHistory(%d)" % (pick([12, 14]), pick([3, 5]))
        label, fname = "Keycloak password policy string", "realm settings"
    elif k == 2:
        snip = "minlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3\nenforce_for_root" % pick([12, 14])
        label, fname = "pam_pwquality settings", "/etc/security/pwquality.conf"
    elif k == 3:
        snip = None
        label, fname = "policy prose", ""
    else:
        snip = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % pick([10, 12])
        label, fname = "Django password validators", "settings/base.py"
    topic = "the password policy" if lang == "en" else "비밀번호 정책"
    facts = {"en": ["The policy requires a minimum length and a symbol, and accounts lock after repeated failures; service accounts are exempt from expiry.",
                    "Passwords are never stored or logged; the reset flow sends a one-time link instead.",
                    "Rotation for human accounts is 90 days, but the security team prefers longer passphrases over frequent changes.",
                    "When a user reports the 'password too common' error, it comes from the common-password list, not our regex."],
             "ko": ["정책상 최소 길이와 특수문자가 필요하고 연속 실패 시 계정이 잠긴다. 서비스 계정은 만료 대상에서 빠진다.",
                    "비밀번호는 저장하거나 로그에 남기지 않는다. 재설정은 일회용 링크로만 한다.",
                    "사람 계정은 90일마다 교체지만 보안팀은 잦은 변경보다 긴 패스프레이즈를 권장한다.",
                    "'너무 흔한 비밀번호' 에러는 우리 정규식이 아니라 흔한 비밀번호 목록에서 나온다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: password-policy talk, %s (%s)" % (label, mode), fields, "clean/policy/%s" % label)


# ---- 12. flags explained in prose
FLAG_NOTES = {
    "en": [("mysql -p without a value", "`mysql -u app -p` with nothing after -p makes the client prompt; putting the password right after -p (no space) is what leaks it into history."),
           ("docker --password-stdin", "Use `docker login --password-stdin` and pipe from a file or the credential helper; `-p` puts the password in the process list."),
           ("PGPASSWORD and .pgpass", "psql reads PGPASSWORD or ~/.pgpass (mode 0600); the connection string alone does not need to contain the password."),
           ("curl -u user: prompt", "`curl -u alice:` with a trailing colon and no password is not a prompt, it sends an empty password; `curl -u alice` prompts."),
           ("openssl -passin env:", "openssl accepts `-passin env:KEY_PASS` or `-passin file:path`, so the passphrase never appears on the command line."),
           ("gh auth login --with-token", "`gh auth login --with-token < token.txt` reads the token from stdin; the file should be deleted afterwards."),
           ("ssh-keygen -N", "`ssh-keygen -N ''` creates a key with an empty passphrase; for CI deploy keys that is acceptable, for laptops it is not."),
           ("aws configure prompts", "`aws configure` prompts for AWS Access Key ID and Secret Access Key and writes them to ~/.aws/credentials; SSO profiles avoid that file entirely.")],
    "ko": [("mysql -p 값 없이", "`mysql -u app -p`처럼 -p 뒤에 아무것도 없으면 프롬프트가 뜬다. -p 바로 뒤에 비밀번호를 붙이면 히스토리에 남는다."),
           ("docker --password-stdin", "`docker login --password-stdin`으로 파일이나 credential helper에서 파이프할 것. `-p`는 프로세스 목록에 비밀번호가 보인다."),
           ("PGPASSWORD와 .pgpass", "psql은 PGPASSWORD 환경변수나 ~/.pgpass(권한 0600)를 읽으므로 접속 문자열에 비밀번호를 넣을 필요가 없다."),
           ("openssl -passin env:", "openssl은 `-passin env:KEY_PASS`나 `-passin file:경로`를 지원해서 패스프레이즈가 명령줄에 안 나온다."),
           ("gh auth login --with-token", "`gh auth login --with-token < token.txt`는 표준입력으로 토큰을 읽는다. 파일은 이후 지워야 한다."),
           ("aws configure 프롬프트", "`aws configure`는 Access Key ID와 Secret Access Key를 물어보고 ~/.aws/credentials에 저장한다. SSO 프로필을 쓰면 이 파일이 필요 없다.")],
}


def cl_flags(lang):
    c = ctx_new(lang)
    label, text = pick(FLAG_NOTES[lang])
    d = dict(c)
    mc = pick({"en": ["I didn't know the safe way to pass credentials to the CLI during {task}.",
                      "The runbook for {svc} told people to type secrets on the command line and I wasn't sure of the alternative.",
                      "{who} asked why the secret showed up in `ps aux` on the {env} box."],
               "ko": ["{task} 중 CLI에 자격 증명을 안전하게 넘기는 방법을 몰랐다.",
                      "{svc} 런북에 비밀번호를 명령줄에 직접 치라고 되어 있어서 대안이 뭔지 몰랐다.",
                      "{who}님이 {env} 서버 `ps aux`에 왜 시크릿이 보이냐고 물었다."]}[lang])
    extra = pick({"en": ["", " The flag names differ between tools, so check --help first.", " Same idea applies in CI: prefer files or stdin over arguments."],
                  "ko": ["", " 도구마다 플래그 이름이 다르니 --help부터 볼 것.", " CI에서도 같은 원칙: 인자보다 파일이나 표준입력을 쓸 것."]}[lang])
    ask = pick({"en": ["", "Should I update the runbook to use the prompt-based variant?"],
                "ko": ["", "런북을 프롬프트 방식으로 고칠까요?"]}[lang])
    fields = {"missing_context": fmt(mc, d), "lesson": text + extra, "ask_next_time": ask}
    return cnote("clean: flag explained in prose, %s" % label, fields, "clean/flags/%s" % label)


# ---- 13. encrypted blobs
def _sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))


def cl_encrypted(lang):
    c = ctx_new(lang)
    k = ri(0, 5)
    if k == 0:
        snip = ("db:\n    password: %s\n    api_token: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d"
                % (_sops_enc(ri(12, 24)), _sops_enc(ri(30, 40)), rs(BECH32, 58), iso(), _sops_enc(32), ri(0, 4)))
        label, fname = "SOPS-encrypted YAML", "secrets/prod.enc.yaml"
    elif k == 1:
        hexs = rs(HEX, 80 * ri(3, 5))
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in _lines(hexs, 80))
        label, fname = "Ansible Vault inline", "group_vars/prod/vault.yml"
    elif k == 2:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s"
                % (c["app"], c["ns"], b64e(rbytes(ri(200, 260)))))
        label, fname = "SealedSecret", "k8s/sealed-db.yaml"
    elif k == 3:
        snip = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://token.txt --query CiphertextBlob --output text\nAQICAHh%s" % (c["app"], b64e(rbytes(ri(120, 160))))
        label, fname = "KMS ciphertext blob", "terminal"
    elif k == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(_lines(b64e(b"age-encryption.org/v1\n-> X25519 " + rbytes(ri(150, 220))), 64)) + "\n-----END AGE ENCRYPTED FILE-----"
        label, fname = "age armored ciphertext", "secrets/backup.env.age"
    else:
        snip = "jasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256\nspring.datasource.password=ENC(%s)" % b64e(rbytes(ri(48, 64)))
        label, fname = "Jasypt ENC() value", "application-prod.properties"
    topic = "the encrypted values" if lang == "en" else "암호화된 값"
    facts = {"en": ["These are ciphertexts; without the decryption key (kept in KMS / the controller / the vault password file) they are useless, so committing them is the intended workflow.",
                    "Edit with the tool (sops, ansible-vault edit, kubeseal, age) rather than by hand, or decryption fails."],
             "ko": ["전부 암호문이다. 복호화 키(KMS, 컨트롤러, 볼트 비밀번호 파일)가 없으면 쓸모없어서 커밋하는 게 원래 워크플로다.",
                    "손으로 고치지 말고 도구(sops, ansible-vault edit, kubeseal, age)로 편집해야 복호화가 된다."]}[lang]
    special = {0: ("The sops metadata (MAC, recipients) must stay next to the values.", "sops 메타데이터(MAC, 수신자)는 값과 같이 있어야 한다."),
               2: ("Only the cluster controller can decrypt the sealed value, so it can live in git.", "봉인된 값은 클러스터 컨트롤러만 풀 수 있어서 git에 있어도 된다."),
               3: ("Decryption needs kms:Decrypt on that key, which only the app role has.", "복호화하려면 해당 키에 kms:Decrypt 권한이 필요한데 앱 역할만 가지고 있다.")}
    if k in special:
        facts.append(special[k][0 if lang == "en" else 1])
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, [])
    return cnote("clean: encrypted blob, %s (%s)" % (label, mode), fields, "clean/encrypted/%s" % label)

# ---- 14. keys documented as PUBLIC by their vendor  -> category gets " [publishable]"
def _publishable():
    """Return (vendor, label, snippet, fname)."""
    k = ri(0, 17)
    if k == 0:
        key = "pk_live_" + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)])
        return "Stripe", "Stripe publishable key", "const stripe = Stripe('%s');\nconst elements = stripe.elements();" % key, "static/js/checkout.js"
    if k == 1:
        proj = pick(["acme-web-prod", "hanbit-app-7f3a", "kumo-shop"])
        num = _digits(12, 12)
        snip = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
                "  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};"
                % (rs(B64URL, 35), proj, proj, proj, num, num, rs(HEX, 22)))
        return "Firebase", "Firebase web config apiKey", snip, "src/firebase.ts"
    if k == 2:
        return "Google reCAPTCHA", "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64URL, 37)), "templates/signup.html"
    if k == 3:
        return "Mapbox", "Mapbox public token", "mapboxgl.accessToken = '%s';" % _mapbox("pk"), "src/map.js"
    if k == 4:
        return "Sentry", "Sentry DSN", 'Sentry.init({\n  dsn: "https://%s@o%s.ingest.%ssentry.io/%s",\n  tracesSampleRate: 0.1,\n});' % (
            rs(HEX, 32), _digits(6, 7), pick(["", "us.", "de."]), _digits(7, 7)), "src/sentry.client.ts"
    if k == 5:
        return "Algolia", "Algolia search-only API key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ALNUM_U, 10), rs(HEX, 32)), "src/search.js"
    if k == 6:
        ref = rs(LO, 20)
        key = pick([_supabase_jwt("anon"), "sb_publishable_" + rs(B64URL, 31)])
        return "Supabase", "Supabase anon/publishable key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, key), ".env.local"
    if k == 7:
        return "Toss Payments", "Toss Payments client key", "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(ALNUM, 28), "src/pages/checkout.tsx"
    if k == 8:
        return "PAY.JP", "PAY.JP public key", "Payjp('pk_live_%s')" % rs(HEX, 24), "public/js/pay.js"
    if k == 9:
        return "Kakao", "Kakao JavaScript key", "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32), "public/index.html"
    if k == 10:
        return "PostHog", "PostHog project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "src/analytics.ts"
    if k == 11:
        return "Cloudflare Turnstile", "Turnstile site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64URL, 12), "templates/login.html"
    if k == 12:
        return "Google Maps", "Maps JavaScript API key (referrer-restricted)", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64URL, 35), "public/store-locator.html"
    if k == 13:
        return "Mixpanel", "Mixpanel project token", "mixpanel.init('%s', {track_pageview: true});" % rs(HEX, 32), "src/tracking.js"
    if k == 14:
        return "LaunchDarkly", "LaunchDarkly client-side ID", "const ldClient = LDClient.initialize('%s', context);" % rs(HEX, 24), "src/flags.ts"
    if k == 15:
        dom = pick(["clerk.acme.dev", "clerk.hanbit.co.kr", "accounts.kumo.jp"])
        return "Clerk", "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e((dom + "$").encode()).rstrip("="), ".env.production"
    if k == 16:
        return "Razorpay", "Razorpay key_id", "var options = {\n  key: \"rzp_live_%s\",\n  amount: 50000,\n  currency: \"INR\"\n};" % rs(ALNUM, 14), "static/js/pay.js"
    return "Datadog RUM", "Datadog RUM client token", "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n});" % (ruuid(), rs(HEX, 32)), "src/rum.ts"


def cl_publishable(lang):
    c = ctx_new(lang)
    vend, label, snip, fname = _publishable()
    topic = ("the %s" % label) if lang == "en" else label
    facts = {"en": ["The vendor documents this key as public: it is meant to ship in client-side code, and access is limited by domain/referrer restrictions and the secret key that stays on the server.",
                    "It is safe to commit; the sensitive counterpart is the server-side secret, which is not in the front-end at all.",
                    "If it gets abused, the fix is tightening allowed origins, not rotating it as an incident."],
             "ko": ["벤더 문서상 공개용 키다. 클라이언트 코드에 들어가도록 만든 것이고 도메인/리퍼러 제한과 서버에만 있는 시크릿 키가 보호 역할을 한다.",
                    "커밋해도 된다. 민감한 쪽은 서버용 시크릿인데 프런트엔드에는 아예 없다.",
                    "악용되면 사고 대응으로 교체할 게 아니라 허용 도메인을 좁히면 된다."]}[lang]
    asks = {"en": ["Should the allowed domains for this key include the {env} hostname?"], "ko": ["이 키 허용 도메인에 {env} 호스트도 넣어야 하나요?"]}[lang]
    fields, mode = clean_compose(lang, c, snip, fname, topic, facts, asks)
    return {"category": "clean: public client-side key, %s (%s) [publishable]" % (label, mode), "fields": fields, "secrets": [],
            "template": "clean/publishable/%s" % label, "vendor": vend}


# ---- 15. already-redacted material
def cl_redacted(lang):
    c = ctx_new(lang)
    k = ri(0, 4)
    if k == 0:
        snip = "%s WARN [%s] auth failed for user=%s password=[REDACTED] reason=invalid_credentials" % (iso(), c["app"], c["user"])
    elif k == 1:
        snip = "curl -s https://api.acme.dev/v1/orders \\\n  -H 'Authorization: Bearer [REDACTED]'"
    elif k == 2:
        snip = "STRIPE_SECRET_KEY=sk_live_[REDACTED]\nGITHUB_TOKEN=ghp_[REDACTED]\nDB_PASSWORD=<redacted>"
    elif k == 3:
        snip = "postgresql://%s:***@%s:5432/%s" % (c["user"], c["host"], c["app"])
    else:
        snip = '{"event":"login","user":"%s","token":"█████████","ip":"%s"}' % (c["user"], ip_private())
    topic = "the redacted fields" if lang == "en" else "마스킹된 필드"
    facts = {"en": ["The log pipeline already redacts credential fields before shipping, so this excerpt is safe to keep.",
                    "The marker replaces the whole value; only the vendor prefix is left to tell which key type it was."],
             "ko": ["로그 파이프라인이 전송 전에 자격 증명 필드를 이미 가린다. 이 발췌는 남겨도 안전하다.",
                    "마커가 값 전체를 대체한다. 어떤 종류의 키였는지만 접두어로 남는다."]}[lang]
    fields, mode = clean_compose(lang, c, snip, "the log excerpt" if lang == "en" else "로그 발췌", topic, facts, [])
    return cnote("clean: already-redacted material (%s)" % mode, fields, "clean/redacted/%d" % k)


# ---- 16. plain engineering notes (no risky material)
PLAIN = {
    "en": [
        ("The nightly export in {svc} timed out in {env}; I didn't know the orders table had grown past 200M rows.",
         "The query did a sequential scan on orders.created_at. A composite index (tenant_id, created_at) brought it from 14 min to 9 s.",
         "Can I add the index concurrently during business hours, or should it wait for the maintenance window?"),
        ("Cron jobs for {svc} run in UTC, but the business day cutoff is KST; nobody told me.",
         "Schedule the settlement job at 15:00 UTC (00:00 KST). Keep the timezone explicit in the cron spec.", ""),
        ("The frontend build in CI failed with 'JavaScript heap out of memory' after the upgrade.",
         "Raising NODE_OPTIONS=--max-old-space-size=4096 for the build step fixed it; the runner has 7 GB.", "Should we move the build to a larger runner instead?"),
        ("Two Alembic heads appeared after merging {who}'s branch; I didn't know the team merges migrations manually.",
         "Run `alembic merge heads -m 'merge'` and commit the merge revision; never edit down_revision by hand.", ""),
        ("The Docker image for {svc} rebuilt all dependencies on every commit.",
         "COPY . . came before pip install, which invalidated the cache. Copy requirements.txt first, install, then copy the source.", ""),
        ("The provider started answering 429 during {task}.",
         "Their limit is per account, not per key. Exponential backoff with jitter (base 500 ms, max 30 s) keeps us under it.", "Do we have a higher quota on the enterprise plan?"),
        ("Pods of {svc} never became ready in {env}.",
         "The readiness probe pointed at /health but the app serves /healthz. Fixing the path in the chart solved it.", ""),
        ("Korean names were sorted incorrectly in the admin list.",
         "Postgres needs an ICU collation for Korean ordering: ORDER BY name COLLATE \"ko-KR-x-icu\".", ""),
        ("CSV exports opened as garbage in Excel for Korean users.",
         "Excel needs a UTF-8 BOM; writing the file with encoding='utf-8-sig' fixed it.", "Should the API also offer XLSX?"),
        ("I didn't know {svc} relies on the Redis eviction policy.",
         "With allkeys-lru, cache pressure evicted queue keys too. Use volatile-lru and set TTLs only on cache entries.", ""),
        ("The flaky test in {svc} failed only on CI.",
         "It depended on wall-clock time around midnight UTC. Freezing time with freezegun made it deterministic.", ""),
        ("The Terraform plan for {env} wanted to recreate the database.",
         "A changed `engine_version` forces replacement; use `allow_major_version_upgrade` and apply in a maintenance window.", "Who approves production database changes?"),
        ("Webhook retries from the provider produced duplicate orders.",
         "Store the event id and ignore repeats; the provider guarantees at-least-once delivery, not exactly-once.", ""),
        ("I didn't know the mobile app pins a minimum API version.",
         "Bump MIN_SUPPORTED_VERSION only after the store rollout reaches 95%; otherwise older clients get a hard block.", ""),
        ("The release pipeline for {svc} skipped the integration tests silently.",
         "The job used `rules: changes:` and the paths did not include the shared libs folder. Added it.", ""),
        ("Logs from {svc} were missing in {env} after the migration.",
         "The sidecar now ships stdout only; the app was still writing to /var/log/app.log. Switched the logger to stdout.", ""),
        ("{svc} returned 504s only for large tenants in {env}.",
         "The ALB idle timeout is 60 s while the report takes longer. Moved report generation to a background job and return 202 with a status URL.", ""),
        ("I didn't know the iOS build in CI uses a pinned Xcode version.",
         "Runner images dropped Xcode 15.2; select the version explicitly with xcode-select in the first step.", "Can we bump the minimum iOS version while we're at it?"),
        ("Feature flags for {svc} behaved differently in {env} than locally.",
         "Local runs read flags from a JSON fixture; {env} reads them from the flag service with a 5-minute cache. Flush the cache after flipping a flag.", ""),
        ("The Kafka consumer for {svc} kept rebalancing.",
         "Processing a batch took longer than max.poll.interval.ms (5 min). Lowered max.poll.records from 500 to 100.", ""),
        ("{who} said the staging database was 'just a copy of prod'; it is a weekly anonymised snapshot.",
         "Data newer than last Sunday is not in staging; seed test data with the fixtures script instead of waiting for the snapshot.", ""),
        ("Unicode normalisation broke search for Korean names in {svc}.",
         "macOS clients send NFD, the index stores NFC. Normalise to NFC at the API boundary.", ""),
        ("Nobody mentioned that {svc} is pinned to a specific Node minor version.",
         "Node 20.11 changed a default in the fetch implementation that broke keep-alive; the Dockerfile pins 20.10 until the client library is upgraded.", ""),
        ("The Grafana dashboard for {svc} showed gaps every night.",
         "Prometheus scrapes were dropped during the nightly compaction; raising the scrape timeout to 15 s removed the gaps.", ""),
        ("Emails from {svc} landed in spam for Gmail users.",
         "SPF was fine but DKIM was not set up for the new sending domain. Added the DKIM CNAMEs and waited for DNS.", "Do we also want a DMARC policy of quarantine?"),
        ("S3 uploads from {svc} failed for files over 5 GB.",
         "Single PUT is capped at 5 GB; the SDK switches to multipart only when using the transfer manager, not put_object.", ""),
        ("A cron in {env} ran twice after the DST change in the EU region.",
         "Schedules were in Europe/Berlin local time; switched the schedule to UTC and convert in the job.", ""),
        ("Integration tests for {svc} slowed to 25 minutes.",
         "Each test class started its own Postgres container. Sharing one container per session and truncating tables cut it to 6 minutes.", ""),
    ],
    "ko": [
        ("{env}에서 {svc} 야간 내보내기가 타임아웃 났다. orders 테이블이 2억 건을 넘은 줄 몰랐다.",
         "orders.created_at 순차 스캔이 원인. (tenant_id, created_at) 복합 인덱스로 14분 → 9초.",
         "업무 시간에 CONCURRENTLY로 인덱스를 만들어도 되나요, 점검 시간까지 기다릴까요?"),
        ("{svc} 크론은 UTC 기준인데 영업일 마감은 KST 기준이라는 걸 몰랐다.",
         "정산 잡은 UTC 15:00(KST 00:00)에 돌려야 한다. 크론 설정에 타임존을 명시할 것.", ""),
        ("업그레이드 후 CI 프런트 빌드가 'JavaScript heap out of memory'로 실패했다.",
         "빌드 단계에 NODE_OPTIONS=--max-old-space-size=4096을 주니 해결. 러너 메모리는 7GB.", "더 큰 러너로 옮기는 게 나을까요?"),
        ("{who}님 브랜치를 머지하니 Alembic head가 두 개가 됐다. 팀에서 마이그레이션을 수동 머지하는 줄 몰랐다.",
         "`alembic merge heads -m 'merge'`로 머지 리비전을 만들어 커밋한다. down_revision을 손으로 고치지 말 것.", ""),
        ("{svc} 도커 이미지가 커밋마다 의존성을 전부 다시 설치했다.",
         "pip install 전에 COPY . . 가 있어서 캐시가 깨졌다. requirements.txt만 먼저 복사해서 설치하고 소스는 나중에 복사.", ""),
        ("{task} 중 외부 API가 429를 돌려주기 시작했다.",
         "한도는 키가 아니라 계정 단위다. 지터 포함 지수 백오프(기본 500ms, 최대 30초)로 한도 아래 유지.", "엔터프라이즈 플랜이면 한도가 더 높나요?"),
        ("{env}에서 {svc} 파드가 계속 ready가 안 됐다.",
         "readiness probe가 /health를 보는데 앱은 /healthz를 쓴다. 차트 경로 수정으로 해결.", ""),
        ("관리자 목록에서 한글 이름 정렬이 이상했다.",
         "Postgres에서 한글 정렬은 ICU 콜레이션이 필요하다: ORDER BY name COLLATE \"ko-KR-x-icu\".", ""),
        ("CSV 내보내기를 엑셀에서 열면 한글이 깨졌다.",
         "엑셀은 UTF-8 BOM이 필요하다. encoding='utf-8-sig'로 쓰니 해결.", "API에서 XLSX도 제공할까요?"),
        ("{svc} 테스트가 CI에서만 간헐적으로 실패했다.",
         "UTC 자정 근처 시각에 의존하고 있었다. freezegun으로 시간을 고정하니 안정적.", ""),
        ("공급사 웹훅 재시도 때문에 주문이 중복 생성됐다.",
         "이벤트 ID를 저장하고 중복은 무시한다. 공급사는 at-least-once만 보장한다.", ""),
        ("마이그레이션 후 {env}에서 {svc} 로그가 안 보였다.",
         "사이드카가 이제 stdout만 수집하는데 앱은 /var/log/app.log에 쓰고 있었다. 로거를 stdout으로 변경.", ""),
        ("{env}에서 큰 테넌트만 {svc} 요청이 504가 났다.",
         "ALB 유휴 타임아웃이 60초인데 리포트 생성이 더 오래 걸린다. 백그라운드 잡으로 돌리고 202와 상태 URL을 반환하게 바꿨다.", ""),
        ("{svc} Kafka 컨슈머가 계속 리밸런싱됐다.",
         "배치 처리 시간이 max.poll.interval.ms(5분)를 넘었다. max.poll.records를 500에서 100으로 줄였다.", ""),
        ("{who}님은 스테이징 DB가 운영 복사본이라고 했는데 실제로는 주 1회 익명화 스냅샷이었다.",
         "지난 일요일 이후 데이터는 스테이징에 없다. 스냅샷을 기다리지 말고 fixtures 스크립트로 테스트 데이터를 넣을 것.", ""),
        ("{svc}에서 한글 이름 검색이 macOS 사용자만 안 됐다.",
         "macOS는 NFD로 보내고 인덱스는 NFC로 저장한다. API 경계에서 NFC로 정규화해서 해결.", ""),
        ("{svc} 메일이 Gmail에서 스팸함으로 갔다.",
         "SPF는 정상인데 새 발송 도메인에 DKIM이 없었다. DKIM CNAME을 추가하고 DNS 전파를 기다렸다.", "DMARC 정책도 quarantine으로 올릴까요?"),
        ("{svc}에서 5GB 넘는 파일의 S3 업로드가 실패했다.",
         "단일 PUT은 5GB가 한도다. put_object가 아니라 transfer manager를 써야 멀티파트로 전환된다.", ""),
        ("{svc} 통합 테스트가 25분까지 느려졌다.",
         "테스트 클래스마다 Postgres 컨테이너를 새로 띄우고 있었다. 세션당 하나를 공유하고 테이블만 비우니 6분으로 줄었다.", ""),
        ("{svc} 그라파나 대시보드에 매일 밤 공백이 생겼다.",
         "야간 컴팩션 중 Prometheus 스크레이프가 누락됐다. scrape timeout을 15초로 늘려서 해결.", ""),
    ],
}
_plain_queue = {"en": [], "ko": []}


def cl_plain(lang):
    c = ctx_new(lang)
    if not _plain_queue[lang]:
        _plain_queue[lang].extend(shuffled(PLAIN[lang]))
    mc, lesson, ask = _plain_queue[lang].pop()
    fields = {"missing_context": fmt(mc, c), "lesson": fmt(lesson, c), "ask_next_time": fmt(ask, c)}
    return cnote("clean: plain engineering note", fields, "clean/plain/%d" % PLAIN[lang].index((mc, lesson, ask)))

# ==========================================================================
# assembly, validation and output
# ==========================================================================
SECRET_QUOTA = [(mk_vendor_token, 140), (mk_multi_vendor, 10), (mk_dotfile, 14), (mk_pw_config, 34),
                (mk_pw_command, 34), (mk_conn, 22), (mk_header, 18), (mk_signed_url, 8), (mk_private_key, 14),
                (mk_totp, 7), (mk_recovery, 7), (mk_pin, 6), (mk_wifi, 8), (mk_webhook, 12), (mk_split, 12),
                (mk_long, 10), (mk_k8s_b64, 4)]
CLEAN_QUOTA = [(cl_placeholder, 30), (cl_env_ref, 34), (cl_masked, 26), (cl_hashes, 28), (cl_ids_uuid, 26),
               (cl_pubkeys, 28), (cl_nonsecret_ids, 24), (cl_base64, 16), (cl_long_ids, 12), (cl_versions, 10),
               (cl_policy, 14), (cl_flags, 16), (cl_encrypted, 18), (cl_publishable, 30), (cl_redacted, 8),
               (cl_plain, 40)]
FIELD_LIMITS = [("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)]
SLOT_RE_NAMES = ["{svc}", "{env}", "{who}", "{task}", "{thing}", "{file}", "{snip}", "{key}", "{val}", "{topic}",
                 "{fact}", "{thing_eul}", "{thing_i}", "{thing_eun}", "{topic_eul}", "{task_i}"]
SENTINEL = "\x00"


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def stored_after_perfect_filter(text, secrets, marker):
    """Replace every occurrence of every listed secret (longest first) by marker."""
    cover = [False] * len(text)
    for s in sorted(secrets, key=lambda x: (-len(x), x)):
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                cover[j] = True
            start = i + 1
    out, prev = [], False
    for ch, cv in zip(text, cover):
        if cv:
            if not prev:
                out.append(marker)
        else:
            out.append(ch)
        prev = cv
    return "".join(out)


def check_common(n, kind, lang):
    f = n["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        return "field keys"
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return "empty field"
    for k, lim in FIELD_LIMITS:
        if len(f[k].encode("utf-8")) > lim:
            return "too long: %s" % k
    for v in f.values():
        if SENTINEL in v:
            return "sentinel in text"
        for slot in SLOT_RE_NAMES:
            if slot in v:
                return "unfilled slot %s" % slot
    if lang == "ko" and not (has_hangul(f["missing_context"]) and has_hangul(f["lesson"])):
        return "ko note without Hangul prose"
    if lang == "en" and has_hangul(f["missing_context"] + f["lesson"]) and kind == "clean":
        return "en clean note with Hangul"
    return None


def check_secret(n):
    f = n["fields"]
    secs = n["secrets"]
    if not secs:
        return "no secret present"
    allt = list(f.values())
    for s in secs:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in t for t in allt):
            return "secret missing"
        if s.strip() != s:
            return "secret with outer whitespace"
    for t in allt:
        if "None" in t.replace("<not set>", ""):
            import re
            if re.search(r"(?<![A-Za-z])None(?![A-Za-z])", t):
                return "None leaked into text"
    # window rule: no 8-char window of any listed secret outside the secrets' own occurrences
    for marker in (SENTINEL, "[REDACTED]"):
        for t in allt:
            rest = stored_after_perfect_filter(t, secs, marker)
            for s in secs:
                for i in range(len(s) - 7):
                    if s[i:i + 8] in rest:
                        return "window rule: %r of %r" % (s[i:i + 8], s[:20])
    return None


def generate(fn, lang, kind, rejects):
    for _ in range(400):
        n = fn(lang)
        if kind == "secret":
            alltext = "\n".join(n["fields"].values())
            n["secrets"] = [s for s in uniq(n["secrets"]) if s in alltext]
            err = check_common(n, kind, lang) or check_secret(n)
        else:
            err = check_common(n, kind, lang) or (None if n["secrets"] == [] else "clean note with secrets")
        if err is None:
            return n
        key = fn.__name__ + ": " + err.split(":")[0]
        rejects[key] = rejects.get(key, 0) + 1
    raise RuntimeError("could not generate a valid note with %s (%s)" % (fn.__name__, lang))


def build():
    rejects = {}
    notes = []
    for kind, quota in (("secret", SECRET_QUOTA), ("clean", CLEAN_QUOTA)):
        slots = []
        for fn, cnt in quota:
            slots.extend([fn] * cnt)
        total = N_SECRET if kind == "secret" else N_CLEAN
        assert len(slots) == total, (kind, len(slots))
        R.shuffle(slots)
        langs = ["en"] * EN_PER_KIND + ["ko"] * KO_PER_KIND
        R.shuffle(langs)
        for fn, lang in zip(slots, langs):
            n = generate(fn, lang, kind, rejects)
            n["kind"], n["lang"], n["maker"] = kind, lang, fn.__name__
            notes.append(n)
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes):
        records.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"],
                        "category": n["category"],
                        "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                                   "ask_next_time": n["fields"]["ask_next_time"]},
                        "secrets": n["secrets"]})
    return records, notes, rejects


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert len(uniq(ids)) == len(ids)
    cnt = {}
    for r in records:
        cnt[(r["kind"], r["lang"])] = cnt.get((r["kind"], r["lang"]), 0) + 1
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        if r["kind"] == "secret":
            assert r["secrets"] and check_secret(r) is None, r["id"]
        else:
            assert r["secrets"] == [], r["id"]
    assert cnt == {("secret", "en"): EN_PER_KIND, ("secret", "ko"): KO_PER_KIND,
                   ("clean", "en"): EN_PER_KIND, ("clean", "ko"): KO_PER_KIND}, cnt
    return cnt


def report(records, notes, rejects, cnt):
    print("notes: %d" % len(records))
    for k in sorted(cnt):
        print("  %-6s %-2s %d" % (k[0], k[1], cnt[k]))
    def vlist(sel):
        return uniq([v for n in notes if n["vendor"] and sel(n) for v in (n["vendor"] if isinstance(n["vendor"], list) else [n["vendor"]])])
    vsec = vlist(lambda n: n["kind"] == "secret")
    vpub = vlist(lambda n: n["kind"] == "clean")
    region = dict((v["name"], v["region"]) for v in VENDORS)
    regs = {}
    for v in vsec:
        regs[region[v]] = regs.get(region[v], 0) + 1
    company = lambda v: v.split(" ")[0].split("/")[0]
    tmpl = uniq([n["template"] for n in notes])
    print("credential vendors/products in secret notes: %d (companies: %d; by region: %s)" % (
        len(vsec), len(uniq([company(v) for v in vsec])), ", ".join("%s=%d" % (k, regs[k]) for k in sorted(regs))))
    print("vendors of public keys in [publishable] clean notes: %d; all vendors together: %d products, %d companies" % (
        len(vpub), len(uniq(vsec + vpub)), len(uniq([company(v) for v in vsec + vpub]))))
    print("distinct templates: %d (secret %d, clean %d)" % (len(tmpl), len(uniq([n["template"] for n in notes if n["kind"] == "secret"])),
                                                          len(uniq([n["template"] for n in notes if n["kind"] == "clean"]))))
    fams = {}
    for n in notes:
        fams[n["maker"]] = fams.get(n["maker"], 0) + 1
    print("makers:", ", ".join("%s=%d" % (k, fams[k]) for k in sorted(fams)))
    pub = sum(1 for r in records if r["category"].endswith(" [publishable]"))
    plain = sum(1 for n in notes if n["maker"] == "cl_plain")
    print("clean [publishable]: %d; clean plain (no risky material): %d; clean risky-looking: %d" % (pub, plain, N_CLEAN - plain))
    nsec = [len(r["secrets"]) for r in records if r["kind"] == "secret"]
    lens = [len(s) for r in records for s in r["secrets"]]
    print("secrets listed: %d (multi-secret notes: %d), secret length min/max: %d/%d, >=200 chars: %d" %
          (sum(nsec), sum(1 for x in nsec if x > 1), min(lens), max(lens), sum(1 for x in lens if x >= 200)))
    where = {"missing_context": 0, "lesson": 0, "ask_next_time": 0}
    for r in records:
        for k in where:
            if any(s in r["fields"][k] for s in r["secrets"]):
                where[k] += 1
    print("secret notes with a secret in: %s" % ", ".join("%s=%d" % kv for kv in where.items()))
    allsec = [x for r in records for x in r["secrets"]]
    print("secrets with Hangul: %d, with spaces: %d, percent-encoded: %d, from PEM/key bodies: %d" % (
        sum(1 for x in allsec if has_hangul(x)), sum(1 for x in allsec if " " in x), sum(1 for x in allsec if "%" in x and any(
            x[i + 1:i + 3].isalnum() and x[i + 1:i + 3].upper() == x[i + 1:i + 3] for i in range(len(x) - 2) if x[i] == "%")),
        sum(len(r["secrets"]) for r in records if r["category"].startswith("private key"))))
    print("regenerated candidates:", ", ".join("%s=%d" % (k, rejects[k]) for k in sorted(rejects)) or "none")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT_DEFAULT
    records, notes, rejects = build()
    cnt = final_checks(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    report(records, notes, rejects, cnt)


if __name__ == "__main__":
    main()
