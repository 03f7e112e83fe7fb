#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v27.py -- blind evaluation set v27 for the note credential-redaction filter.

Self-contained, Python 3 standard library only, no network, no local imports.
A single PRNG, random.Random(27_2026_1126), drives every choice: templates, counts,
languages, presentation styles, which field gets the secret, every random value,
retries and the final shuffle.  No set is ever iterated; JSON is written with a fixed
key order, ensure_ascii=False, one object per line.

Usage:  python3 make_blind_set_v27.py [output.jsonl]
"""
import base64
import hashlib
import json
import random
import re
import sys
import urllib.parse

R = random.Random(27_2026_1126)

N_PER_BUCKET = 200          # notes per (kind, lang) bucket -> 800 notes
MAX_PER_CATEGORY = 3
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
FIELD_ORDER = ("missing_context", "lesson", "ask_next_time")

# ---------------------------------------------------------------- random helpers
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B62 = UP + LO + DG
B52 = UP + LO
B64 = B62 + "+/"
B64U = B62 + "-_"
B32 = UP + "234567"
LAN = LO + DG
UAN = UP + DG
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join([R.choice(alpha) for _ in range(n)])


def rhex(n):
    return rs(HX, n)


def rbytes(n):
    return bytes([R.getrandbits(8) for _ in range(n)])


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes):
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ruuid():
    h = rhex(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rdigits(n):
    return str(ri(1, 9)) + rs(DG, n - 1)


def rdate(year=None):
    y = year or pick([2024, 2025, 2025])
    return "%04d-%02d-%02d" % (y, ri(1, 12), ri(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (ri(0, 23), ri(0, 59), ri(0, 59))


def rts():
    return "%sT%s.%03dZ" % (rdate(), rtime(), ri(0, 999))


def ts_seq(n):
    """n increasing ISO timestamps within a few seconds/minutes of each other"""
    base = "%sT%02d:%02d:" % (rdate(), ri(0, 23), ri(0, 59))
    sec = ri(0, 20)
    out = []
    for _ in range(n):
        ms = ri(0, 999)
        out.append("%s%02d.%03dZ" % (base, min(sec, 59), ms))
        sec += ri(0, 3)
    return out


def rhm():
    return "%02d:%02d" % (ri(8, 23), ri(0, 59))


def rip():
    return "10.%d.%d.%d" % (ri(0, 63), ri(0, 255), ri(2, 254))


def rpubip():
    return "%d.%d.%d.%d" % (pick([3, 13, 15, 43, 52, 54, 211, 223, 175, 121]), ri(0, 255), ri(0, 255), ri(2, 254))


def pct(s):
    return urllib.parse.quote(s, safe="")


# ---------------------------------------------------------------- language helper
LANG = "en"


def L(en, ko):
    return en if LANG == "en" else ko


def P(en_list, ko_list):
    """pick a phrase in the current language"""
    return pick(en_list if LANG == "en" else ko_list)


# ---------------------------------------------------------------- context pools
REPOS = ["payments-api", "infra-live", "platform-terraform", "notify-worker", "admin-console",
         "data-pipeline", "mobile-bff", "auth-gateway", "search-indexer", "billing-batch",
         "ops-runbooks", "k8s-manifests", "ledger-service", "partner-sync", "growth-events",
         "settlement-job", "order-service", "cs-backoffice", "feature-store", "edge-proxy",
         "checkout-web", "inventory-sync", "kr-pg-adapter", "shipping-tracker", "crm-bridge"]
SERVICES = ["billing-api", "notify-worker", "order-api", "auth-svc", "ledger", "payout-cron",
            "search-api", "report-gen", "webhook-relay", "admin-api", "sync-agent", "cs-bot",
            "export-worker", "pricing-svc", "media-uploader", "otp-sender", "settle-batch",
            "catalog-api", "event-router", "invoice-mailer"]
NAMESPACES = ["prod", "staging", "dev", "payments", "platform", "data", "observability", "batch", "ops", "qa"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-west-1", "us-west-2", "ap-southeast-1"]
PEOPLE_EN = ["alex", "jmoreno", "priya.s", "dana", "tom.h", "minji.kim", "jhpark", "sora", "chris.w", "eunji",
             "mateo", "hyunwoo", "rachel.k", "sam", "yuna.lee"]
PEOPLE_KO = ["김민지", "박준호", "이서연", "최영훈", "정하늘", "한지수", "오태현", "윤소라", "강도윤", "임채원",
             "송지훈", "배유나", "조현우", "신예린", "문성민"]
STORES_EN = ["Vault", "AWS Secrets Manager", "SSM Parameter Store", "1Password", "GCP Secret Manager",
             "Doppler", "a SealedSecret", "External Secrets"]
STORES_KO = ["Vault", "AWS Secrets Manager", "SSM Parameter Store", "1Password 볼트", "GCP Secret Manager",
             "Doppler", "SealedSecret", "External Secrets"]
FOUND_EN = ["an old .env on the bastion", "a pinned message in #ops", "the Jenkins job config",
            "a comment in the Helm values", "the previous run's scratch file", "the runbook wiki page",
            "a closed PR description", "the CI job log", "the shell history on the jump host",
            "the team's shared notes doc", "an attachment on the incident ticket"]
FOUND_KO = ["베스천에 남아있던 예전 .env", "#ops 채널 고정 메시지", "Jenkins job 설정", "Helm values 주석",
            "이전 작업의 scratch 파일", "런북 위키 페이지", "닫힌 PR 설명", "CI job 로그",
            "점프 호스트의 쉘 히스토리", "팀 공유 노트 문서", "장애 티켓 첨부파일"]
IMAGES = ["python:3.12-slim", "node:20-alpine", "golang:1.22", "eclipse-temurin:21-jre", "ruby:3.3",
          "alpine:3.20", "ubuntu:24.04", "postgres:16", "redis:7.2", "bitnami/kubectl:1.30"]
TEAMS_EN = ["payments", "platform", "data", "growth", "SRE", "security", "mobile", "CS tooling"]
TEAMS_KO = ["결제팀", "플랫폼팀", "데이터팀", "그로스팀", "SRE팀", "보안팀", "모바일팀", "CS툴링팀"]
STATUSES = ["401 Unauthorized", "403 Forbidden", "401", "403", "400 invalid_api_key", "401 invalid token"]


def person():
    return pick(PEOPLE_EN) if LANG == "en" else pick(PEOPLE_KO)


def store():
    return P(STORES_EN, STORES_KO)


def found():
    return P(FOUND_EN, FOUND_KO)


def team():
    return P(TEAMS_EN, TEAMS_KO)


def rdshost():
    return "%s.cluster-%s.%s.rds.amazonaws.com" % (pick(["pg-main", "orders-db", "ledger", "auth-db", "analytics"]),
                                                   rs(LAN, 12), pick(REGIONS))


def inthost():
    return pick(["db-prod-01", "pg-replica-2", "mysql-legacy", "redis-cache-1", "mq-01", "ldap-01",
                 "es-data-3", "bastion-2", "kafka-b1", "mongo-rs0-1", "vault-0", "mail-relay"]) + pick(
        [".internal", ".corp.local", ".svc.cluster.local", ".ap2.internal", ".infra.lan"])


def dbhost():
    return pick(["db-prod-01", "mysql-legacy", "pg-replica-2", "orders-db-1", "ledger-db-a", "erp-db"]) + pick(
        [".internal", ".corp.local", ".ap2.internal", ".infra.lan"])


def svc():
    return pick(SERVICES)


def repo():
    return pick(REPOS)


def ns():
    return pick(NAMESPACES)


# ---------------------------------------------------------------- Korean 2-beolsik keyboard
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
        "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keys(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


KO_WORDS = ["사랑해", "고양이", "강아지", "우리집", "행복", "바다", "하늘", "서울", "부산", "제주도", "여름",
            "겨울", "봄날", "김치", "라면", "비밀번호", "안녕하세요", "관리자", "개발팀", "운영팀", "토끼",
            "호랑이", "무지개", "별빛", "햇살", "단풍", "눈사람", "보름달", "커피", "우리회사", "초코",
            "해바라기", "감자", "딸기", "첫눈", "한강"]
EN_WORDS = ["Blueberry", "Falcon", "Sunshine", "Tiger", "Maple", "Winter", "Summer", "Autumn", "Spring",
            "Dragon", "Phoenix", "Galaxy", "Harbor", "Orange", "Silver", "Thunder", "Coffee", "Pumpkin",
            "Rocket", "Monkey", "Panther", "Lighthouse", "Cobalt", "Juniper", "Saturn", "Walrus"]
DICE = ["copper", "lantern", "rivet", "oboe", "glacier", "pickle", "tundra", "velvet", "marble", "quiver",
        "saddle", "orbit", "nectar", "puzzle", "thimble", "walnut", "canyon", "ember", "falcon", "gravel",
        "hazel", "igloo", "jasper", "kettle", "ledger", "mango", "nimbus", "otter", "pepper", "quartz",
        "raven", "sprout", "tango", "umber", "violet", "willow", "yonder", "zephyr", "anchor", "bramble",
        "cactus", "dynamo", "easel", "fjord", "goblet", "harp", "inkwell", "jigsaw", "kayak", "lilac"]
WALKS = ["1qaz2wsx", "1qaz@WSX", "qwer1234", "asdf1234", "zaq12wsx", "!QAZ2wsx", "qazwsxedc", "1q2w3e4r",
         "1q2w3e4r5t", "q1w2e3r4", "zxcv1234", "qwerasdf", "asdfqwer", "poiu0987", "!qaz@wsx#edc",
         "qwe123!@#", "asdf!@#$", "1qazxsw2", "wsxedc12", "zxcvbnm1"]
SYM = "!@#$%^&*"


def pw_random(n=None, symbols="!@#%^*-_=+"):
    n = n or ri(16, 28)
    while True:
        s = rs(B62 + symbols, n)
        if (any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s)
                and (not symbols or any(c in symbols for c in s))):
            return s


def pw_alnum(n=None):
    n = n or ri(16, 32)
    while True:
        s = rs(B62, n)
        if any(c in UP for c in s) and any(c in LO for c in s) and any(c in DG for c in s):
            return s


def pw_human():
    w = pick(EN_WORDS)
    y = str(pick([ri(1975, 2025), ri(10, 99)]))
    s = pick(SYM)
    form = ri(0, 5)
    if form == 0:
        return w + y + s
    if form == 1:
        return w + s + y
    if form == 2:
        return w.lower() + s + pick(EN_WORDS) + y
    if form == 3:
        return s + w + y + s
    if form == 4:
        return w[0] + w[1:].replace("o", "0").replace("a", "@").replace("e", "3") + y + s
    return pick(["Acme", "Hanbit", "Corp", "Ops", "Dev", "Infra", "Admin"]) + s + w + y


def pw_korean():
    w = ko_keys(pick(KO_WORDS))
    if chance(0.3) or len(w) < 7:
        w += ko_keys(pick(KO_WORDS))
    form = ri(0, 4)
    y = pick([str(ri(1980, 2025)), "%02d%02d" % (ri(1, 12), ri(1, 28)), str(ri(10, 99)), "1234", "0" + str(ri(10, 99))])
    s = pick(SYM)
    if form == 0:
        return w + y + s
    if form == 1:
        return w + s + y
    if form == 2:
        return w[0].upper() + w[1:] + y + s
    if form == 3:
        return s + w + y
    return w + y


def pw_walk():
    w = pick(WALKS)
    return w + pick(["", "!", "#", "@@", "!!", "$"]) + str(ri(1, 99)) + pick(["", "!", "^", "*"])


def pw_phrase(sep=None):
    sep = sep if sep is not None else pick(["-", ".", "_", "-"])
    ws = [pick(DICE) for _ in range(ri(4, 5))]
    if chance(0.5):
        ws[ri(0, len(ws) - 1)] = ws[0].capitalize()
    return sep.join(ws) + pick(["", str(ri(1, 99)), sep + str(ri(1, 9))])


def pw_any():
    k = ri(0, 5)
    return [pw_random, pw_human, pw_korean, pw_walk, pw_phrase, pw_alnum][k]()


def pw_any_urlsafe():
    """a password whose percent-encoding only touches a few symbols"""
    return pick([pw_random, pw_human, pw_korean, pw_walk, pw_alnum])()


# ---------------------------------------------------------------- structured blobs
def lines_of(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def pem_ec_sec1():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return lines_of(base64.b64encode(der).decode(), 64)


def pem_ec_pkcs8():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
           + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return lines_of(base64.b64encode(der).decode(), 64)


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return [base64.b64encode(der).decode()]


def pem_rsa_partial(nlines):
    head = pick(["308204a4", "308204a3", "308204a5", "308204a2"]) + "020100" + "0282010100"
    der = bytes.fromhex(head) + bytes([R.getrandbits(8) | 0x80]) + rbytes(48 * nlines)
    return lines_of(base64.b64encode(der).decode(), 64)[:nlines]


def pem_rsa_pkcs8_partial(nlines):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(48 * nlines)
    return lines_of(base64.b64encode(der).decode(), 64)[:nlines]


def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = rbytes(4)
    priv = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
            + (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(priv))
    body = lines_of(base64.b64encode(blob).decode(), 70)
    publine = "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment
    return body, publine


def ssh_pub_ed25519(comment):
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment


def ssh_pub_rsa(comment, nbytes=256):
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + bytes([R.getrandbits(8) | 0x80]) + rbytes(nbytes - 1))
    return "ssh-rsa " + base64.b64encode(blob).decode() + " " + comment


def ssh_fp():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def wg_key():
    return b64(32)


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(BECH, 58).upper()


def age_public():
    return "age1" + rs(BECH, 58)


def jwt(payload, alg="HS256", sig_bytes=32, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64us(json.dumps(hdr, separators=(",", ":")))
    p = b64us(json.dumps(payload, separators=(",", ":")))
    return h + "." + p + "." + b64u(sig_bytes)


def epoch():
    return ri(1704067200, 1767139200)


def cert_lines(n):
    der = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(1) + bytes.fromhex("a0030201020214") + rbytes(48 * n)
    return lines_of(base64.b64encode(der).decode(), 64)[:n]


def sha40():
    return rhex(40)


def sha64():
    return rhex(64)


def short_sha():
    return rhex(7)


# ---------------------------------------------------------------- vendor credential specs
def g(prefix, alpha, n, suffix=""):
    return lambda: prefix + rs(alpha, n) + suffix


VENDORS = []


def V(vendor, kind, parts, auth, url, t_en, t_ko, url_env=None, method="GET", body=None):
    VENDORS.append({"v": vendor, "k": kind, "parts": parts, "auth": auth, "url": url, "t_en": t_en,
                    "t_ko": t_ko, "url_env": url_env, "method": method, "body": body})


def _stripe_sk():
    if chance(0.5):
        return "sk_live_" + rs(B62, 24)
    return "sk_live_51" + rs(B62, 97)


def _openai_proj():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def _atl():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8)


def _grafana_glc():
    d = {"o": rdigits(6), "n": "stack-%s-%s" % (rdigits(6), pick(["ci", "otel", "logs", "deploy"])),
         "k": rs(B62, 24), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}}
    return "glc_" + b64s(json.dumps(d, separators=(",", ":")))


def _mapbox_sk():
    d = {"u": pick(["acme-maps", "fleetops", "delivery-kr"]), "a": "cl" + rs(LAN, 23)}
    return "sk." + b64us(json.dumps(d, separators=(",", ":"))) + "." + rs(B64U, 22)


def _intercom():
    return b64s("tok:" + ruuid().replace("-", "")[:8] + "_" + ruuid() + ":1:0")


def _supabase_service():
    ref = rs(LO, 20)
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": t, "exp": t + 315360000})


def _onepw():
    d = {"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
         "iterations": 650000, "salt": b64u(16)}, "email": rs(LAN, 13) + "@1passwordserviceaccounts.com",
         "srpX": rhex(64), "muk": {"alg": "A256GCM", "k": b64u(32), "kty": "oct", "kid": "mp"},
         "secretKey": "A3-" + rs(UAN, 6) + "-" + rs(UAN, 6) + "-" + rs(UAN, 5)}
    return "ops_" + b64us(json.dumps(d, separators=(",", ":")))


def _bitwarden():
    return "0." + ruuid() + "." + rs(B62, 30) + ":" + b64(16)


def _tailscale():
    return "tskey-auth-k" + rs(B62, 10) + "CNTRL-" + rs(B62, 33)


def _x_bearer():
    return "A" * 22 + rs(B62, 19) + "%2B" + rs(B62, 12) + "%3D" + rs(B62, 50)


def _fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def _discord_bot():
    return b64us(rdigits(18)) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _paddle():
    return "pdl_live_apikey_01" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) + "_" + rs(B62, 22) + "_" + rs(B62, 3)


def _mercadopago():
    return "APP_USR-%s-%s-%s-%s" % (rdigits(16), "%02d%02d%02d" % (ri(1, 12), ri(1, 28), ri(10, 25)), rhex(32), rdigits(9))


def _apollo():
    return "service:%s:%s" % (pick(["checkout-graph", "main-supergraph", "partner-api"]), rs(B64U, 22))


def _rakuten_secret():
    return "SP" + rdigits(6) + "_" + rs(B62, 16)


def _rakuten_license():
    return "SL" + rdigits(6) + "_" + rs(B62, 16)


def _naver_commerce_secret():
    return "$2a$04$" + rs(B62 + "./", 22)


def _akab():
    return "akab-" + rs(LAN, 16) + "-" + rs(LAN, 16)


def _kis_secret():
    return b64(135)


def _datagokr():
    return pct(b64(66))


def _kcp():
    return rdigits(1) + rs(B62, 6) + "." + rs(B64U, 16) + "__"


def _teams_url_parts():
    return rhex(32)


def _b2_app():
    return "K005" + rs(B64, 27)


def _volc_ak():
    return "AKLT" + b64u(32)


def _webex():
    return rs(B62, 64) + "_" + pick(["PF84", "P0A1", "PE93"]) + "_" + ruuid()


def _azure_ad():
    return rs(B62, 3) + "8Q~" + rs(B62 + "~._-", 34)


def _az_devops():
    return rs("abcdefghijklmnopqrstuvwxyz234567", 52)


def _adyen():
    return "AQE" + rs(B62, 40) + "+" + rs(B62, 30) + "==-" + b64(32) + "-" + rs(B62, 16)


def _sanity():
    return "sk" + rs(B62, 180)


def _asana():
    return "2/%s/%s:%s" % (rdigits(16), rdigits(16), rhex(32))


def _miro():
    return "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + rs(B64U, 27)


def _trello():
    return "ATTA" + rhex(64) + rhex(8).upper()


def _jfrog_ref():
    return "cmVmdGtuOjAxOj" + rs(B62, 50)


# vendor, kind, parts [(ENV, gen, listed)], auth, url, task_en, task_ko
V("GitHub", "classic PAT ghp_", [("GITHUB_TOKEN", g("ghp_", B62, 36), True)], ("scheme", "token", 0),
  "https://api.github.com/repos/acme/infra-live/releases", "the release-notes bot", "릴리스 노트 자동화 봇")
V("GitHub", "fine-grained PAT", [("GH_PAT", lambda: "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59), True)],
  ("bearer", 0), "https://api.github.com/repos/acme/k8s-manifests/pulls", "the manifest bump job", "매니페스트 버전 bump 잡")
V("GitHub", "app installation token ghs_", [("GH_INSTALL_TOKEN", g("ghs_", B62, 36), True)], ("bearer", 0),
  "https://api.github.com/repos/acme/ops-runbooks/issues", "the incident issue opener", "장애 이슈 자동 생성기")
V("GitLab", "personal access token glpat-", [("GITLAB_TOKEN", g("glpat-", B64U, 20), True)], ("header", "PRIVATE-TOKEN", 0),
  "https://gitlab.example.net/api/v4/projects/412/pipelines", "the mirror sync from GitLab", "GitLab 미러 동기화")
V("GitLab", "runner authentication token glrt-", [("RUNNER_TOKEN", g("glrt-", B64U, 20), True)], ("sdk",),
  None, "registering the new autoscaling runner", "새 오토스케일링 러너 등록")
V("GitLab", "pipeline trigger token glptt-", [("TRIGGER_TOKEN", g("glptt-", HX, 40), True)], ("query", "token", 0),
  "https://gitlab.example.net/api/v4/projects/88/trigger/pipeline", "the downstream deploy trigger", "다운스트림 배포 트리거", method="POST")
V("Amazon Web Services", "access key pair AKIA", [("AWS_ACCESS_KEY_ID", g("AKIA", B32, 16), True),
  ("AWS_SECRET_ACCESS_KEY", g("", B64, 40), True)], ("sdk",), None, "the S3 log export", "S3 로그 export 작업")
V("Google", "Cloud API key AIza", [("GOOGLE_API_KEY", g("AIza", B64U, 35), True)], ("query", "key", 0),
  "https://translation.googleapis.com/language/translate/v2", "the server-side translation call", "서버사이드 번역 API 호출", method="POST")
V("Google", "OAuth client secret GOCSPX-", [("GOOGLE_CLIENT_ID", lambda: rdigits(12) + "-" + rs(LAN, 32) + ".apps.googleusercontent.com", False),
  ("GOOGLE_CLIENT_SECRET", g("GOCSPX-", B64U, 28), True)], ("sdk",), None, "the admin console SSO login", "어드민 콘솔 SSO 로그인")
V("Slack", "bot token xoxb-", [("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (rdigits(12), rdigits(13), rs(B62, 24)), True)],
  ("bearer", 0), "https://slack.com/api/chat.postMessage", "the deploy announcer", "배포 알림 봇", method="POST")
V("Slack", "incoming webhook URL", [("T", lambda: "T0" + rs(UAN, 8), False), ("B", lambda: "B0" + rs(UAN, 9), False),
  ("X", g("", B62, 24), True)], ("url", "https://hooks.slack.com/services/{0}/{1}/{2}"), None,
  "the alertmanager receiver", "alertmanager 리시버", url_env="SLACK_WEBHOOK_URL", method="POST")
V("Slack", "app-level token xapp-", [("SLACK_APP_TOKEN", lambda: "xapp-1-A0%s-%s-%s" % (rs(UAN, 9), rdigits(13), rhex(64)), True)],
  ("sdk",), None, "the socket-mode on-call bot", "소켓 모드 온콜 봇")
V("Stripe", "secret key sk_live_", [("STRIPE_SECRET_KEY", _stripe_sk, True)], ("bearer", 0),
  "https://api.stripe.com/v1/payment_intents?limit=3", "the nightly payout reconciliation", "야간 정산 대사 배치")
V("Stripe", "webhook signing secret whsec_", [("STRIPE_WEBHOOK_SECRET", g("whsec_", B62, 32), True)], ("sdk",),
  None, "verifying Stripe webhook signatures", "Stripe 웹훅 서명 검증")
V("Stripe", "restricted key rk_live_", [("STRIPE_RK", g("rk_live_", B62, 99), True)], ("bearer", 0),
  "https://api.stripe.com/v1/refunds", "the refund export", "환불 내역 export")
V("OpenAI", "project API key sk-proj-", [("OPENAI_API_KEY", _openai_proj, True)], ("bearer", 0),
  "https://api.openai.com/v1/chat/completions", "the ticket summarizer", "티켓 요약기", method="POST")
V("Anthropic", "API key sk-ant-api03-", [("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", True)],
  ("header", "x-api-key", 0), "https://api.anthropic.com/v1/messages", "the changelog drafting step", "체인지로그 초안 작성 단계", method="POST")
V("Anthropic", "admin key sk-ant-admin01-", [("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA", True)],
  ("header", "x-api-key", 0), "https://api.anthropic.com/v1/organizations/usage_report/messages", "the monthly usage report", "월간 사용량 리포트")
V("Twilio", "auth token", [("TWILIO_ACCOUNT_SID", g("AC", HX, 32), False), ("TWILIO_AUTH_TOKEN", g("", HX, 32), True)],
  ("basic", 0, 1), "https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json", "the SMS fallback for OTP", "OTP SMS 폴백", method="POST")
V("Twilio", "SendGrid API key SG.", [("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)],
  ("bearer", 0), "https://api.sendgrid.com/v3/mail/send", "the invoice mailer", "청구서 메일 발송기", method="POST")
V("Mailgun", "private API key", [("MAILGUN_API_KEY", lambda: rhex(32) + "-" + rhex(8) + "-" + rhex(8), True)],
  ("basic", "api", 0), "https://api.mailgun.net/v3/mg.example.com/messages", "password-reset e-mails", "비밀번호 재설정 메일", method="POST")
V("Intuit Mailchimp", "API key -us", [("MAILCHIMP_API_KEY", lambda: rhex(32) + "-us" + str(ri(1, 21)), True)],
  ("basic", "anystring", 0), "https://us14.api.mailchimp.com/3.0/lists", "the newsletter audience sync", "뉴스레터 구독자 동기화")
V("Datadog", "API key + application key", [("DD_API_KEY", g("", HX, 32), True), ("DD_APP_KEY", g("", HX, 40), True)],
  ("headers", [("DD-API-KEY", 0), ("DD-APPLICATION-KEY", 1)]), "https://api.datadoghq.com/api/v1/monitor",
  "the monitor-as-code sync", "모니터 as code 동기화")
V("New Relic", "user key NRAK-", [("NEW_RELIC_API_KEY", g("NRAK-", UAN, 27), True)], ("header", "API-Key", 0),
  "https://api.newrelic.com/graphql", "the deployment marker step", "배포 마커 기록 단계", method="POST")
V("New Relic", "license key", [("NEW_RELIC_LICENSE_KEY", g("", HX, 36, "NRAL"), True)], ("sdk",), None,
  "the APM agent on the batch hosts", "배치 호스트 APM 에이전트")
V("Sentry", "user auth token sntryu_", [("SENTRY_AUTH_TOKEN", g("sntryu_", HX, 64), True)], ("bearer", 0),
  "https://sentry.io/api/0/organizations/acme/releases/", "uploading source maps", "소스맵 업로드")
V("npm", "automation token npm_", [("NPM_TOKEN", g("npm_", B62, 36), True)], ("sdk",), None,
  "publishing the internal UI kit", "사내 UI kit 배포")
V("Python Software Foundation", "PyPI API token pypi-", [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 140), True)],
  ("sdk",), None, "the wheel upload job", "wheel 업로드 잡")
V("Docker", "Docker Hub PAT dckr_pat_", [("DOCKERHUB_TOKEN", g("dckr_pat_", B64U, 27), True)], ("sdk",), None,
  "pulling the base images without rate limits", "베이스 이미지 pull rate limit 회피")
V("HashiCorp", "Vault token hvs.", [("VAULT_TOKEN", lambda: "hvs.CAESI" + rs(B64U, 85), True)], ("header", "X-Vault-Token", 0),
  "https://vault.internal:8200/v1/secret/data/payments/prod", "reading the payments config", "결제 설정 조회")
V("HashiCorp", "Terraform Cloud team token", [("TF_TOKEN_app_terraform_io", lambda: rs(B62, 14) + ".atlasv1." + rs(B62, 67), True)],
  ("bearer", 0), "https://app.terraform.io/api/v2/organizations/acme/workspaces", "the workspace drift check", "워크스페이스 drift 점검")
V("Heroku", "API key HRKU-", [("HEROKU_API_KEY", g("HRKU-", B64U, 60), True)], ("bearer", 0),
  "https://api.heroku.com/apps/legacy-admin/config-vars", "decommissioning the legacy admin app", "레거시 어드민 앱 정리")
V("DigitalOcean", "PAT dop_v1_", [("DIGITALOCEAN_TOKEN", g("dop_v1_", HX, 64), True)], ("bearer", 0),
  "https://api.digitalocean.com/v2/droplets", "the old staging droplets cleanup", "구 스테이징 droplet 정리")
V("Shopify", "Admin API token shpat_", [("SHOPIFY_ACCESS_TOKEN", g("shpat_", HX, 32), True)], ("header", "X-Shopify-Access-Token", 0),
  "https://acme-kr.myshopify.com/admin/api/2024-07/orders.json", "the order import", "주문 import")
V("Atlassian", "API token ATATT", [("JIRA_API_TOKEN", _atl, True)], ("basic", "bot@acme.dev", 0),
  "https://acme.atlassian.net/rest/api/3/search", "the Jira release-ticket sync", "Jira 릴리스 티켓 동기화")
V("Linear", "API key lin_api_", [("LINEAR_API_KEY", g("lin_api_", B62, 40), True)], ("scheme", "", 0),
  "https://api.linear.app/graphql", "the incident-to-Linear bridge", "장애→Linear 이슈 연동", method="POST")
V("Notion", "integration token ntn_", [("NOTION_TOKEN", lambda: "ntn_" + rdigits(11) + rs(B62, 35), True)], ("bearer", 0),
  "https://api.notion.com/v1/databases/{db}/query", "the postmortem export to Notion", "포스트모템 Notion export", method="POST")
V("Figma", "PAT figd_", [("FIGMA_TOKEN", g("figd_", B64U, 40), True)], ("header", "X-Figma-Token", 0),
  "https://api.figma.com/v1/files/8fKz2/images", "the icon export script", "아이콘 export 스크립트")
V("Postman", "API key PMAK-", [("POSTMAN_API_KEY", lambda: "PMAK-" + rhex(24) + "-" + rhex(34), True)], ("header", "X-Api-Key", 0),
  "https://api.getpostman.com/collections", "the collection backup", "컬렉션 백업")
V("Grafana Labs", "service account token glsa_", [("GRAFANA_TOKEN", lambda: "glsa_" + rs(B62, 32) + "_" + rhex(8), True)],
  ("bearer", 0), "https://grafana.internal/api/dashboards/db", "the dashboard provisioning", "대시보드 프로비저닝", method="POST")
V("Grafana Labs", "Cloud access policy token glc_", [("GRAFANA_CLOUD_TOKEN", _grafana_glc, True)], ("bearer", 0),
  "https://otlp-gateway-prod-ap-northeast-0.grafana.net/otlp/v1/traces", "the OTLP export from the collector", "collector OTLP export", method="POST")
V("Doppler", "service token dp.st.", [("DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(B62, 43), True)], ("bearer", 0),
  "https://api.doppler.com/v3/configs/config/secrets/download?format=env", "bootstrapping the worker env", "워커 env 부트스트랩")
V("Pulumi", "access token pul-", [("PULUMI_ACCESS_TOKEN", g("pul-", HX, 40), True)], ("sdk",), None,
  "the Pulumi preview in CI", "CI에서 pulumi preview")
V("Vercel", "access token", [("VERCEL_TOKEN", g("", B62, 24), True)], ("bearer", 0),
  "https://api.vercel.com/v6/deployments", "the preview cleanup", "프리뷰 배포 정리")
V("Netlify", "PAT nfp_", [("NETLIFY_AUTH_TOKEN", g("nfp_", B62, 36), True)], ("bearer", 0),
  "https://api.netlify.com/api/v1/sites", "moving the docs site", "문서 사이트 이전")
V("Cloudflare", "API token", [("CLOUDFLARE_API_TOKEN", g("", B64U, 40), True)], ("bearer", 0),
  "https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache", "the cache purge after deploy", "배포 후 캐시 purge", method="POST")
V("Cloudflare", "Global API key", [("CF_API_EMAIL", lambda: "infra@acme.dev", False), ("CF_API_KEY", g("", HX, 37), True)],
  ("headers", [("X-Auth-Email", 0), ("X-Auth-Key", 1)]), "https://api.cloudflare.com/client/v4/zones", "the DNS audit", "DNS 점검")
V("Fastly", "API token", [("FASTLY_API_TOKEN", g("", B64U, 32), True)], ("header", "Fastly-Key", 0),
  "https://api.fastly.com/service/{sid}/purge_all", "the CDN purge", "CDN purge", method="POST")
V("Okta", "API token (SSWS)", [("OKTA_API_TOKEN", g("00", B64U, 40), True)], ("scheme", "SSWS", 0),
  "https://acme.okta.com/api/v1/users?filter=status+eq+%22SUSPENDED%22", "the offboarding script", "퇴사자 계정 정리 스크립트")
V("Okta", "Auth0 client secret", [("AUTH0_CLIENT_ID", g("", B62, 32), False), ("AUTH0_CLIENT_SECRET", g("", B64U, 64), True)],
  ("sdk",), None, "the machine-to-machine token for the admin API", "관리 API용 M2M 토큰 발급")
V("Microsoft", "Azure storage account key", [("AZURE_STORAGE_ACCOUNT", lambda: "acmelogs" + rs(LAN, 6), False),
  ("AZURE_STORAGE_KEY", lambda: b64(64), True)], ("sdk",), None, "the blob archive of audit logs", "감사 로그 blob 아카이브")
V("Microsoft", "Entra ID client secret", [("AZURE_CLIENT_ID", ruuid, False), ("AZURE_TENANT_ID", ruuid, False),
  ("AZURE_CLIENT_SECRET", _azure_ad, True)], ("sdk",), None, "the Graph API group sync", "Graph API 그룹 동기화")
V("Microsoft", "Azure DevOps PAT", [("AZURE_DEVOPS_PAT", _az_devops, True)], ("basic", "", 0),
  "https://dev.azure.com/acme/_apis/git/repositories?api-version=7.1", "the repo migration off Azure DevOps", "Azure DevOps 저장소 이전")
V("Microsoft", "Teams incoming webhook", [("G", ruuid, False), ("TN", ruuid, False), ("X", _teams_url_parts, True), ("U", ruuid, False)],
  ("url", "https://acme.webhook.office.com/webhookb2/{0}@{1}/IncomingWebhook/{2}/{3}"), None, "the CAB notification",
  "변경관리(CAB) 알림", url_env="TEAMS_WEBHOOK_URL", method="POST")
V("Alibaba Cloud", "AccessKey pair LTAI", [("ALIBABA_CLOUD_ACCESS_KEY_ID", g("LTAI", B62, 20), True),
  ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", g("", B62, 30), True)], ("sdk",), None, "the OSS sync for the China storefront", "중국 스토어프론트 OSS 동기화")
V("Tencent", "Cloud SecretId/SecretKey AKID", [("TENCENTCLOUD_SECRET_ID", g("AKID", B62, 32), True),
  ("TENCENTCLOUD_SECRET_KEY", g("", B62, 32), True)], ("sdk",), None, "the COS bucket migration", "COS 버킷 마이그레이션")
V("Huawei Cloud", "AK/SK pair", [("HUAWEICLOUD_SDK_AK", g("", UAN, 20), True), ("HUAWEICLOUD_SDK_SK", g("", B62, 40), True)],
  ("sdk",), None, "the OBS backup copy", "OBS 백업 복사")
V("NAVER Cloud", "API access key pair", [("NCLOUD_ACCESS_KEY", g("", B62, 20), True), ("NCLOUD_SECRET_KEY", g("", B62, 40), True)],
  ("sdk",), None, "the Object Storage lifecycle job", "Object Storage 수명주기 작업")
V("Kakao", "Admin key (KakaoAK)", [("KAKAO_ADMIN_KEY", g("", HX, 32), True)], ("scheme", "KakaoAK", 0),
  "https://kapi.kakao.com/v1/user/unlink", "the account-unlink batch", "카카오 연결 끊기 배치", method="POST")
V("Kakao", "REST API key", [("KAKAO_REST_API_KEY", g("", HX, 32), True)], ("scheme", "KakaoAK", 0),
  "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90", "the address geocoding", "주소 좌표 변환")
V("Toss Payments", "secret key live_sk_", [("TOSS_SECRET_KEY", g("live_sk_", B62, 24), True)], ("basic", 0, ""),
  "https://api.tosspayments.com/v1/payments/confirm", "the payment confirm step", "결제 승인 단계", method="POST")
V("PortOne", "V2 API secret", [("PORTONE_API_SECRET", g("", B62, 80), True)], ("scheme", "PortOne", 0),
  "https://api.portone.io/payments/{pid}", "the PG cancellation retry", "PG 결제취소 재시도")
V("KG Inicis", "INIpay sign key", [("INICIS_MID", lambda: "INIpay" + rs(B62, 4), False), ("INICIS_SIGNKEY", lambda: b64(24), True)],
  ("sdk",), None, "the INIpay standard checkout", "이니시스 표준결제 연동")
V("NHN Cloud", "Notification secret key", [("NHN_SMS_APPKEY", g("", B62, 16), False), ("NHN_SMS_SECRET_KEY", g("", B62, 8), True)],
  ("header", "X-Secret-Key", 1), "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms", "the SMS sender", "SMS 발송기", method="POST")
V("LY Corporation", "LINE channel access token", [("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64(129), True)], ("bearer", 0),
  "https://api.line.me/v2/bot/message/push", "the LINE push for JP users", "일본 사용자 LINE 푸시", method="POST")
V("LY Corporation", "LINE channel secret", [("LINE_CHANNEL_SECRET", g("", HX, 32), True)], ("sdk",), None,
  "verifying LINE webhook signatures", "LINE 웹훅 서명 검증")
V("Channel Corp", "Channel Talk access key/secret", [("CHANNEL_ACCESS_KEY", g("", HX, 24), True), ("CHANNEL_ACCESS_SECRET", g("", HX, 32), True)],
  ("headers", [("x-access-key", 0), ("x-access-secret", 1)]), "https://api.channel.io/open/v5/user-chats?state=opened",
  "the CS chat export", "CS 상담 내역 export")
V("Sendbird", "API token", [("SENDBIRD_APP_ID", lambda: ruuid().upper(), False), ("SENDBIRD_API_TOKEN", g("", HX, 40), True)],
  ("header", "Api-Token", 1), "https://api-{0}.sendbird.com/v3/users", "the chat user backfill", "채팅 유저 백필")
V("Solapi", "API key/secret", [("SOLAPI_API_KEY", g("NCS", UAN, 13), True), ("SOLAPI_API_SECRET", g("", UAN, 32), True)],
  ("sdk",), None, "the Kakao alimtalk fallback", "알림톡 대체발송")
V("Aligo", "SMS API key", [("ALIGO_USER_ID", lambda: "acmeops", False), ("ALIGO_API_KEY", g("", LAN, 32), True)],
  ("sdk",), None, "the legacy SMS path", "레거시 SMS 경로")
V("Public Data Portal (data.go.kr)", "encoded serviceKey", [("DATA_GO_KR_SERVICE_KEY", _datagokr, True)], ("query", "serviceKey", 0),
  "https://apis.data.go.kr/B552584/ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty?returnType=json&sidoName=%EC%84%9C%EC%9A%B8",
  "the air-quality widget backend", "미세먼지 위젯 백엔드")
V("Korea Investment & Securities", "Open API appkey/appsecret", [("KIS_APP_KEY", g("PS", B62, 34), True), ("KIS_APP_SECRET", _kis_secret, True)],
  ("sdk",), None, "the treasury dashboard quotes", "자금 대시보드 시세 조회")
V("Dunamu (Upbit)", "Open API access/secret key", [("UPBIT_ACCESS_KEY", g("", B62, 40), True), ("UPBIT_SECRET_KEY", g("", B62, 40), True)],
  ("sdk",), None, "the crypto settlement report", "가상자산 정산 리포트")
V("Bithumb", "API key/secret", [("BITHUMB_API_KEY", g("", HX, 32), True), ("BITHUMB_SECRET", g("", HX, 32), True)],
  ("sdk",), None, "the exchange-rate cross-check", "환율 교차검증")
V("Kakao Pay", "secret key", [("KAKAOPAY_SECRET_KEY", g("DEV", HXU, 38), True)], ("scheme", "SECRET_KEY", 0),
  "https://open-api.kakaopay.com/online/v1/payment/ready", "the Kakao Pay ready call", "카카오페이 결제준비 호출", method="POST")
V("NAVER", "Open API client secret", [("NAVER_CLIENT_ID", g("", B62, 20), False), ("NAVER_CLIENT_SECRET", g("", B62, 10), True)],
  ("headers", [("X-Naver-Client-Id", 0), ("X-Naver-Client-Secret", 1)]),
  "https://openapi.naver.com/v1/search/shop.json?query=%EB%AC%B4%EC%84%A0", "the shopping price monitor", "쇼핑 최저가 모니터")
V("NAVER", "Commerce API client secret", [("NCOMMERCE_CLIENT_ID", g("", B62, 22), False), ("NCOMMERCE_CLIENT_SECRET", _naver_commerce_secret, True)],
  ("sdk",), None, "the smartstore order pull", "스마트스토어 주문 수집")
V("Cafe24", "app client secret", [("CAFE24_CLIENT_ID", g("", B62, 22), False), ("CAFE24_CLIENT_SECRET", g("", B62, 22), True)],
  ("sdk",), None, "the Cafe24 mall product sync", "카페24 쇼핑몰 상품 동기화")
V("Toss Lab (JANDI)", "incoming webhook", [("TEAM", lambda: rdigits(8), False), ("X", g("", HX, 32), True)],
  ("url", "https://wh.jandi.com/connect-api/webhook/{0}/{1}"), None, "the batch failure alert", "배치 실패 알림",
  url_env="JANDI_WEBHOOK_URL", method="POST")
V("NHN Dooray", "incoming hook", [("A", lambda: rdigits(19), False), ("B", lambda: rdigits(19), False), ("X", g("", B62, 22), True)],
  ("url", "https://hook.dooray.com/services/{0}/{1}/{2}"), None, "the on-call handoff message", "온콜 인수인계 메시지",
  url_env="DOORAY_HOOK_URL", method="POST")
V("NAVER Cloud", "NAVER WORKS bot secret", [("WORKS_CLIENT_ID", g("", B62, 20), False), ("WORKS_CLIENT_SECRET", g("", B62, 10), True),
  ("WORKS_BOT_SECRET", g("", B62 + "+/=", 30), True)], ("sdk",), None, "the WORKS approval bot", "WORKS 결재 알림 봇")
V("Upstage", "API key up_", [("UPSTAGE_API_KEY", g("up_", B62, 29), True)], ("bearer", 0),
  "https://api.upstage.ai/v1/solar/chat/completions", "the Korean OCR post-processing", "한국어 OCR 후처리", method="POST")
V("KT Cloud", "API key/secret", [("KTC_API_KEY", g("", B64U, 86), True), ("KTC_SECRET_KEY", g("", B64U, 86), True)],
  ("sdk",), None, "the G-Cloud VM inventory", "G클라우드 VM 인벤토리")
V("NICEPAY", "secret key", [("NICEPAY_CLIENT_ID", lambda: "R2_" + rhex(32), False), ("NICEPAY_SECRET_KEY", g("", HX, 32), True)],
  ("basic", 0, 1), "https://api.nicepay.co.kr/v1/payments/{tid}", "the NICEPAY approval check", "나이스페이 승인 조회")
V("Sweet Tracker", "API key", [("SWEETTRACKER_KEY", g("", B62, 22), True)], ("query", "t_key", 0),
  "https://info.sweettracker.co.kr/api/v1/trackingInfo?t_code=04&t_invoice=" + "", "the parcel status poller", "택배 배송조회 폴러")
V("Samsung SDS", "Samsung Cloud Platform access/secret key", [("SCP_ACCESS_KEY", g("", B62, 20), True), ("SCP_SECRET_KEY", g("", B62, 40), True)],
  ("sdk",), None, "the SCP object storage mirror", "SCP 오브젝트 스토리지 미러")
V("Baidu", "AI Cloud AK/SK", [("BCE_ACCESS_KEY_ID", g("", HX, 32), True), ("BCE_SECRET_ACCESS_KEY", g("", HX, 32), True)],
  ("sdk",), None, "the BOS image CDN", "BOS 이미지 CDN")
V("ByteDance (Volcengine)", "AccessKey AKLT", [("VOLC_ACCESSKEY", _volc_ak, True), ("VOLC_SECRETKEY", lambda: b64(45), True)],
  ("sdk",), None, "the TOS video transcoding", "TOS 영상 트랜스코딩")
V("DingTalk", "robot access_token + sign secret", [("X", g("", HX, 64), True), ("DINGTALK_SECRET", g("SEC", HX, 64), True)],
  ("url", "https://oapi.dingtalk.com/robot/send?access_token={0}"), None, "the China ops group alert", "중국 운영그룹 알림",
  url_env="DINGTALK_WEBHOOK", method="POST")
V("ByteDance (Feishu/Lark)", "app secret", [("LARK_APP_ID", g("cli_", HX, 16), False), ("LARK_APP_SECRET", g("", B62, 32), True)],
  ("sdk",), None, "the Lark approval sync", "Lark 결재 동기화")
V("Tencent", "WeCom group bot key", [("X", ruuid, True)], ("url", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={0}"),
  None, "the Shenzhen warehouse alert", "선전 물류창고 알림", url_env="WECOM_WEBHOOK_URL", method="POST")
V("Qiniu", "AK/SK pair", [("QINIU_ACCESS_KEY", g("", B64U, 40), True), ("QINIU_SECRET_KEY", g("", B64U, 40), True)],
  ("sdk",), None, "the Kodo asset upload", "Kodo 에셋 업로드")
V("Telegram", "bot token", [("X", lambda: rdigits(10) + ":AA" + rs(B64U, 33), True)],
  ("url", "https://api.telegram.org/bot{0}/sendMessage"), None, "the crypto-desk alert bot", "크립토 데스크 알림 봇",
  url_env="TELEGRAM_BOT_URL", method="POST")
V("Discord", "bot token", [("DISCORD_BOT_TOKEN", _discord_bot, True)], ("scheme", "Bot", 0),
  "https://discord.com/api/v10/channels/{cid}/messages", "the community status bot", "커뮤니티 상태 봇", method="POST")
V("Discord", "webhook URL", [("I", lambda: rdigits(19), False), ("X", g("", B64U, 68), True)],
  ("url", "https://discord.com/api/webhooks/{0}/{1}"), None, "the beta-tester release post", "베타 테스터 릴리스 공지",
  url_env="DISCORD_WEBHOOK_URL", method="POST")
V("Google", "Chat space webhook token", [("S", lambda: "AAAA" + rs(B64U, 7), False),
  ("X", lambda: rs(B64U, 43) + "%3D", True)],
  ("url", "https://chat.googleapis.com/v1/spaces/{0}/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token={1}"), None,
  "the vendor-escalation room alert", "벤더 에스컬레이션 방 알림", url_env="GCHAT_WEBHOOK", method="POST")
V("PagerDuty", "Events API routing key", [("PD_ROUTING_KEY", g("", HX, 32), True)], ("sdk",), None,
  "the synthetic-check paging", "합성 모니터링 호출")
V("PagerDuty", "REST API token", [("PAGERDUTY_TOKEN", lambda: rs(B62, 1) + "+" + rs(B64U, 18), True)], ("scheme", "Token token=", 0),
  "https://api.pagerduty.com/schedules", "the on-call schedule export", "온콜 스케줄 export")
V("Atlassian", "Opsgenie API key", [("OPSGENIE_API_KEY", ruuid, True)], ("scheme", "GenieKey", 0),
  "https://api.opsgenie.com/v2/alerts", "the alert dedup script", "알림 중복제거 스크립트", method="POST")
V("Honeycomb", "ingest key hcaik_", [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(LAN, 56), True)], ("header", "x-honeycomb-team", 0),
  "https://api.honeycomb.io/1/events/checkout", "the tracing pilot", "트레이싱 파일럿", method="POST")
V("Elastic", "encoded API key", [("ELASTIC_API_KEY", lambda: b64s(rs(B64U, 20) + ":" + rs(B64U, 22)), True)], ("scheme", "ApiKey", 0),
  "https://es-logs.es.ap-northeast-2.aws.elastic-cloud.com:9243/_cat/indices?v", "the index retention cleanup", "인덱스 보존기간 정리")
V("Algolia", "Admin API key", [("ALGOLIA_APP_ID", g("", UAN, 10), False), ("ALGOLIA_ADMIN_KEY", g("", HX, 32), True)],
  ("headers", [("X-Algolia-Application-Id", 0), ("X-Algolia-API-Key", 1)]), "https://{0}.algolia.net/1/indexes/products/batch",
  "the product reindex", "상품 재색인", method="POST")
V("Mapbox", "secret token sk.", [("MAPBOX_SECRET_TOKEN", _mapbox_sk, True)], ("query", "access_token", 0),
  "https://api.mapbox.com/uploads/v1/acme-maps", "the tileset upload", "타일셋 업로드")
V("Contentful", "management token CFPAT-", [("CONTENTFUL_MANAGEMENT_TOKEN", g("CFPAT-", B64U, 43), True)], ("bearer", 0),
  "https://api.contentful.com/spaces/{space}/environments/master/entries", "the CMS content migration", "CMS 콘텐츠 마이그레이션")
V("Sanity", "API token", [("SANITY_API_TOKEN", _sanity, True)], ("bearer", 0),
  "https://{proj}.api.sanity.io/v2023-08-01/data/mutate/production", "the landing-page copy update", "랜딩 페이지 문구 수정", method="POST")
V("Supabase", "service_role key", [("SUPABASE_SERVICE_ROLE_KEY", _supabase_service, True)], ("bearer", 0),
  "https://{ref}.supabase.co/rest/v1/profiles?select=id", "the profile backfill", "프로필 백필")
V("Supabase", "access token sbp_", [("SUPABASE_ACCESS_TOKEN", g("sbp_", HX, 40), True)], ("sdk",), None,
  "the schema diff in CI", "CI 스키마 diff")
V("Google", "FCM legacy server key", [("FCM_SERVER_KEY", _fcm, True)], ("scheme", "key=", 0),
  "https://fcm.googleapis.com/fcm/send", "the Android push", "안드로이드 푸시", method="POST")
V("Clerk", "secret key sk_live_", [("CLERK_SECRET_KEY", g("sk_live_", B62, 40), True)], ("bearer", 0),
  "https://api.clerk.com/v1/users?limit=10", "the user export for the auth migration", "인증 마이그레이션 사용자 export")
V("Resend", "API key re_", [("RESEND_API_KEY", lambda: "re_" + rs(B62, 8) + "_" + rs(B62, 24), True)], ("bearer", 0),
  "https://api.resend.com/emails", "the status-page e-mails", "상태 페이지 메일", method="POST")
V("ActiveCampaign (Postmark)", "server token", [("POSTMARK_SERVER_TOKEN", ruuid, True)], ("header", "X-Postmark-Server-Token", 0),
  "https://api.postmarkapp.com/email", "the receipt e-mails", "영수증 메일", method="POST")
V("Mailjet", "API key + secret", [("MJ_APIKEY_PUBLIC", g("", HX, 32), True), ("MJ_APIKEY_PRIVATE", g("", HX, 32), True)],
  ("basic", 0, 1), "https://api.mailjet.com/v3.1/send", "the EU transactional mail", "EU 트랜잭션 메일", method="POST")
V("Brevo", "API key xkeysib-", [("BREVO_API_KEY", lambda: "xkeysib-" + rhex(64) + "-" + rs(B62, 16), True)], ("header", "api-key", 0),
  "https://api.brevo.com/v3/smtp/email", "the marketing consent mail", "마케팅 수신동의 메일", method="POST")
V("Dropbox", "short-lived access token sl.", [("DROPBOX_TOKEN", lambda: "sl.u." + rs(B64U, 140), True)], ("bearer", 0),
  "https://api.dropboxapi.com/2/files/list_folder", "pulling the partner CSV drop", "파트너 CSV 수집", method="POST")
V("Box", "developer token", [("BOX_DEVELOPER_TOKEN", g("", B62, 32), True)], ("bearer", 0),
  "https://api.box.com/2.0/folders/0/items", "the legal archive copy", "법무 아카이브 복사")
V("Asana", "personal access token", [("ASANA_PAT", _asana, True)], ("bearer", 0),
  "https://app.asana.com/api/1.0/projects/{pid}/tasks", "the launch checklist sync", "런칭 체크리스트 동기화")
V("Airtable", "PAT", [("AIRTABLE_PAT", lambda: "pat" + rs(B62, 14) + "." + rhex(64), True)], ("bearer", 0),
  "https://api.airtable.com/v0/appQ7x/Vendors", "the vendor-contract tracker", "벤더 계약 트래커")
V("Zendesk", "API token", [("ZENDESK_API_TOKEN", g("", B62, 40), True)], ("basic", "ops@acme.dev/token", 0),
  "https://acme.zendesk.com/api/v2/tickets.json", "the CS ticket export", "CS 티켓 export")
V("Intercom", "access token", [("INTERCOM_TOKEN", _intercom, True)], ("bearer", 0),
  "https://api.intercom.io/contacts/search", "the churned-user outreach", "이탈 사용자 아웃리치", method="POST")
V("HubSpot", "private app token pat-na1-", [("HUBSPOT_TOKEN", lambda: "pat-na1-" + ruuid(), True)], ("bearer", 0),
  "https://api.hubapi.com/crm/v3/objects/companies", "the CRM company sync", "CRM 회사 정보 동기화")
V("Salesforce", "connected app consumer secret", [("SF_CONSUMER_KEY", lambda: "3MVG9" + rs(B62 + "._", 80), False),
  ("SF_CONSUMER_SECRET", g("", HXU, 64), True)], ("sdk",), None, "the opportunity export", "영업기회 export")
V("Mixpanel", "service account secret", [("MP_SA_USER", lambda: "export-bot.%s.mp-service-account" % rs(LAN, 6), False),
  ("MP_SA_SECRET", g("", B62, 32), True)], ("basic", 0, 1), "https://data.mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-07",
  "the raw event export", "원시 이벤트 export")
V("Amplitude", "secret key", [("AMPLITUDE_API_KEY", g("", HX, 32), False), ("AMPLITUDE_SECRET_KEY", g("", HX, 32), True)],
  ("basic", 0, 1), "https://amplitude.com/api/2/export?start=20250101T00&end=20250102T00", "the cohort export", "코호트 export")
V("PayPal", "Braintree access token", [("BRAINTREE_TOKEN", lambda: "access_token$production$" + rs(LAN, 16) + "$" + rhex(32), True)],
  ("sdk",), None, "the Braintree dispute export", "Braintree 분쟁 내역 export")
V("PayPal", "REST client secret", [("PAYPAL_CLIENT_ID", g("A", B64U, 79), False), ("PAYPAL_CLIENT_SECRET", g("E", B64U, 79), True)],
  ("basic", 0, 1), "https://api-m.paypal.com/v1/oauth2/token", "the payout token refresh", "지급 토큰 갱신", method="POST")
V("Block (Square)", "access token EAAA", [("SQUARE_ACCESS_TOKEN", g("EAAA", B64U, 60), True)], ("bearer", 0),
  "https://connect.squareup.com/v2/locations", "the POS location sync", "POS 매장 동기화")
V("Adyen", "API key AQE", [("ADYEN_API_KEY", _adyen, True)], ("header", "X-API-Key", 0),
  "https://checkout-live.adyen.com/v71/payments", "the Adyen checkout for EU", "EU용 Adyen 결제", method="POST")
V("Razorpay", "key secret", [("RAZORPAY_KEY_ID", g("rzp_live_", B62, 14), False), ("RAZORPAY_KEY_SECRET", g("", B62, 24), True)],
  ("basic", 0, 1), "https://api.razorpay.com/v1/payments?count=5", "the India payment reconciliation", "인도 결제 대사")
V("Paystack", "secret key sk_live_", [("PAYSTACK_SECRET_KEY", g("sk_live_", HX, 40), True)], ("bearer", 0),
  "https://api.paystack.co/transaction/verify/{ref}", "the Nigeria checkout verification", "나이지리아 결제 검증")
V("Flutterwave", "secret key FLWSECK-", [("FLW_SECRET_KEY", g("FLWSECK-", HX, 32, "-X"), True)], ("bearer", 0),
  "https://api.flutterwave.com/v3/transactions", "the Kenya mobile-money test", "케냐 모바일머니 테스트")
V("Binance", "API key/secret", [("BINANCE_API_KEY", g("", B62, 64), True), ("BINANCE_API_SECRET", g("", B62, 64), True)],
  ("sdk",), None, "the treasury hedging bot", "트레저리 헤지 봇")
V("Plaid", "secret", [("PLAID_CLIENT_ID", g("", HX, 24), False), ("PLAID_SECRET", g("", HX, 30), True)], ("sdk",), None,
  "the bank-link onboarding", "계좌 연결 온보딩")
V("X Corp", "API bearer token", [("TWITTER_BEARER_TOKEN", _x_bearer, True)], ("bearer", 0),
  "https://api.twitter.com/2/tweets/search/recent?query=%40acme_status", "the status-mention monitor", "상태 멘션 모니터")
V("Meta", "app secret", [("FB_APP_ID", lambda: rdigits(16), False), ("FB_APP_SECRET", g("", HX, 32), True)], ("sdk",), None,
  "the Instagram shop catalog feed", "인스타그램 샵 카탈로그 피드")
V("Snyk", "API token", [("SNYK_TOKEN", ruuid, True)], ("scheme", "token", 0),
  "https://api.snyk.io/rest/orgs/{org}/issues?version=2024-06-10", "the dependency-risk report", "의존성 위험 리포트")
V("SonarSource", "SonarQube user token squ_", [("SONAR_TOKEN", g("squ_", HX, 40), True)], ("basic", 0, ""),
  "https://sonar.internal/api/qualitygates/project_status?projectKey=payments-api", "the quality-gate check", "품질 게이트 확인")
V("CircleCI", "personal API token CCIPAT_", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(B62, 22) + "_" + rhex(40), True)],
  ("header", "Circle-Token", 0), "https://circleci.com/api/v2/project/gh/acme/mobile-bff/pipeline", "the legacy mobile pipeline", "레거시 모바일 파이프라인", method="POST")
V("Buildkite", "API access token bkua_", [("BUILDKITE_API_TOKEN", g("bkua_", HX, 40), True)], ("bearer", 0),
  "https://api.buildkite.com/v2/organizations/acme/pipelines/deploy/builds", "the stuck build cancel", "멈춘 빌드 취소")
V("JFrog", "reference token", [("JFROG_ACCESS_TOKEN", _jfrog_ref, True)], ("bearer", 0),
  "https://acme.jfrog.io/artifactory/api/repositories", "the Maven mirror switch", "Maven 미러 전환")
V("Atlassian", "Bitbucket app password ATBB", [("BITBUCKET_USER", lambda: "deploy-bot", False), ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(B62, 28) + rs(HXU, 8), True)],
  ("basic", 0, 1), "https://api.bitbucket.org/2.0/repositories/acme", "the Bitbucket archive", "Bitbucket 아카이브")
V("Databricks", "PAT dapi", [("DATABRICKS_TOKEN", g("dapi", HX, 32), True)], ("bearer", 0),
  "https://dbc-{ws}.cloud.databricks.com/api/2.1/jobs/list", "the notebook job migration", "노트북 잡 이전")
V("Confluent", "Cloud API secret", [("CONFLUENT_API_KEY", g("", UAN, 16), False), ("CONFLUENT_API_SECRET", g("", B64, 64), True)],
  ("basic", 0, 1), "https://api.confluent.cloud/iam/v2/api-keys", "the Kafka cluster key audit", "Kafka 클러스터 키 점검")
V("MongoDB", "Atlas API private key", [("ATLAS_PUBLIC_KEY", g("", LO, 8), False), ("ATLAS_PRIVATE_KEY", ruuid, True)],
  ("digest", 0, 1), "https://cloud.mongodb.com/api/atlas/v2/groups", "the Atlas project audit", "Atlas 프로젝트 점검")
V("PlanetScale", "database password pscale_pw_", [("PSCALE_USER", lambda: rs(LAN, 12), False), ("DATABASE_PASSWORD", g("pscale_pw_", B64U, 43), True)],
  ("sdk",), None, "the branch deploy request", "브랜치 배포 요청")
V("Neon", "API key napi_", [("NEON_API_KEY", g("napi_", LAN, 64), True)], ("bearer", 0),
  "https://console.neon.tech/api/v2/projects", "the preview DB branches", "프리뷰 DB 브랜치")
V("Upstash", "Redis REST token", [("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + rs(B64U, 4) + "AAIjcDE" + rs(B62, 40), True)], ("bearer", 0),
  "https://apn1-{name}.upstash.io/get/feature:flags", "the edge rate limiter", "엣지 rate limiter")
V("Fly.io", "org deploy token fo1_", [("FLY_API_TOKEN", g("fo1_", B64U, 43), True)], ("sdk",), None,
  "the status page deploy", "상태 페이지 배포")
V("Render", "API key rnd_", [("RENDER_API_KEY", g("rnd_", B62, 32), True)], ("bearer", 0),
  "https://api.render.com/v1/services?limit=20", "the hobby-tier cleanup", "무료 티어 서비스 정리")
V("Hugging Face", "user access token hf_", [("HF_TOKEN", g("hf_", B52, 34), True)], ("bearer", 0),
  "https://huggingface.co/api/whoami-v2", "pulling the gated embedding model", "게이트 임베딩 모델 다운로드")
V("Replicate", "API token r8_", [("REPLICATE_API_TOKEN", g("r8_", B62, 37), True)], ("bearer", 0),
  "https://api.replicate.com/v1/predictions", "the thumbnail upscaler", "썸네일 업스케일러", method="POST")
V("Cohere", "API key", [("CO_API_KEY", g("", B62, 40), True)], ("bearer", 0), "https://api.cohere.com/v2/rerank",
  "the search rerank experiment", "검색 rerank 실험", method="POST")
V("Mistral AI", "API key", [("MISTRAL_API_KEY", g("", B62, 32), True)], ("bearer", 0), "https://api.mistral.ai/v1/chat/completions",
  "the cheap-model fallback", "저가 모델 폴백", method="POST")
V("Groq", "API key gsk_", [("GROQ_API_KEY", g("gsk_", B62, 52), True)], ("bearer", 0), "https://api.groq.com/openai/v1/chat/completions",
  "the low-latency classifier", "저지연 분류기", method="POST")
V("Perplexity", "API key pplx-", [("PPLX_API_KEY", g("pplx-", B62, 48), True)], ("bearer", 0), "https://api.perplexity.ai/chat/completions",
  "the competitor-news digest", "경쟁사 뉴스 다이제스트", method="POST")
V("Pinecone", "API key pcsk_", [("PINECONE_API_KEY", lambda: "pcsk_" + rs(B62, 6) + "_" + rs(B62, 64), True)], ("header", "Api-Key", 0),
  "https://api.pinecone.io/indexes", "the vector index resize", "벡터 인덱스 리사이즈")
V("Weights & Biases", "API key", [("WANDB_API_KEY", g("", HX, 40), True)], ("sdk",), None, "the fine-tune run logging", "파인튜닝 런 로깅")
V("LangChain", "LangSmith API key lsv2_pt_", [("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + rhex(32) + "_" + rhex(10), True)], ("sdk",), None,
  "the agent trace debugging", "에이전트 트레이스 디버깅")
V("DeepSeek", "API key", [("DEEPSEEK_API_KEY", g("sk-", HX, 32), True)], ("bearer", 0), "https://api.deepseek.com/chat/completions",
  "the code-review bot trial", "코드리뷰 봇 트라이얼", method="POST")
V("xAI", "API key xai-", [("XAI_API_KEY", g("xai-", B62, 80), True)], ("bearer", 0), "https://api.x.ai/v1/chat/completions",
  "the model bake-off", "모델 비교 실험", method="POST")
V("ElevenLabs", "API key", [("ELEVENLABS_API_KEY", g("sk_", HX, 48), True)], ("header", "xi-api-key", 0),
  "https://api.elevenlabs.io/v1/text-to-speech/{voice}", "the IVR voice prompts", "IVR 음성 안내 생성", method="POST")
V("AssemblyAI", "API key", [("ASSEMBLYAI_API_KEY", g("", HX, 32), True)], ("scheme", "", 0), "https://api.assemblyai.com/v2/transcript",
  "the call-center transcription", "콜센터 녹취 전사", method="POST")
V("Deepgram", "API key", [("DEEPGRAM_API_KEY", g("", HX, 40), True)], ("scheme", "Token", 0), "https://api.deepgram.com/v1/listen?language=ko",
  "the Korean STT benchmark", "한국어 STT 벤치마크", method="POST")
V("Tailscale", "auth key tskey-auth-", [("TS_AUTHKEY", _tailscale, True)], ("sdk",), None, "joining the CI runners to the tailnet",
  "CI 러너 tailnet 합류")
V("ngrok", "authtoken", [("NGROK_AUTHTOKEN", lambda: "2" + rs(B62, 26) + "_" + rs(B62, 21), True)], ("sdk",), None,
  "exposing the webhook receiver for the PG sandbox", "PG 샌드박스용 웹훅 수신기 노출")
V("1Password", "service account token ops_", [("OP_SERVICE_ACCOUNT_TOKEN", _onepw, True)], ("sdk",), None,
  "the op CLI in CI", "CI에서 op CLI 사용")
V("Bitwarden", "Secrets Manager access token", [("BWS_ACCESS_TOKEN", _bitwarden, True)], ("sdk",), None,
  "the bws run wrapper", "bws run 래퍼")
V("Infisical", "service token st.", [("INFISICAL_TOKEN", lambda: "st." + ruuid() + "." + rhex(32) + "." + rhex(32), True)], ("sdk",), None,
  "the infisical run in docker-compose", "docker-compose의 infisical run")
V("Akamai", "EdgeGrid credentials", [("AKAMAI_HOST", lambda: "akab-" + rs(LAN, 16) + "-" + rs(LAN, 16) + ".luna.akamaiapis.net", False),
  ("AKAMAI_CLIENT_TOKEN", _akab, True), ("AKAMAI_CLIENT_SECRET", lambda: b64(32), True), ("AKAMAI_ACCESS_TOKEN", _akab, True)],
  ("sdk",), None, "the CDN property activation", "CDN property 활성화")
V("Oracle", "OCI auth token", [("OCIR_USER", lambda: "axtn%s/oracleidentitycloudservice/ops@acme.dev" % rs(LAN, 6), False),
  ("OCIR_AUTH_TOKEN", lambda: pw_random(20, "<>:;()#.[]{}+"), True)], ("sdk",), None, "pushing to OCIR", "OCIR 이미지 push")
V("IBM", "Cloud API key", [("IBMCLOUD_API_KEY", g("", B64U, 44), True)], ("sdk",), None, "the Cloud Object Storage copy", "COS 복사")
V("Linode", "PAT", [("LINODE_TOKEN", g("", HX, 64), True)], ("bearer", 0), "https://api.linode.com/v4/linode/instances",
  "the bench VM teardown", "벤치 VM 정리")
V("Vultr", "API key", [("VULTR_API_KEY", g("", UAN, 36), True)], ("bearer", 0), "https://api.vultr.com/v2/instances",
  "the Seoul edge node", "서울 엣지 노드")
V("Hetzner", "Cloud API token", [("HCLOUD_TOKEN", g("", B62, 64), True)], ("bearer", 0), "https://api.hetzner.cloud/v1/servers",
  "the runner fleet resize", "러너 fleet 리사이즈")
V("OVHcloud", "application secret + consumer key", [("OVH_APPLICATION_KEY", g("", B62, 16), False),
  ("OVH_APPLICATION_SECRET", g("", B62, 32), True), ("OVH_CONSUMER_KEY", g("", B62, 32), True)], ("sdk",), None,
  "the domain renewal check", "도메인 갱신 확인")
V("Scaleway", "API key pair", [("SCW_ACCESS_KEY", g("SCW", UAN, 17), True), ("SCW_SECRET_KEY", ruuid, True)], ("sdk",), None,
  "the Paris bucket replica", "파리 버킷 복제본")
V("Backblaze", "B2 application key", [("B2_APPLICATION_KEY_ID", g("005", HX, 22), True), ("B2_APPLICATION_KEY", _b2_app, True)],
  ("sdk",), None, "the offsite backup", "오프사이트 백업")
V("Wasabi", "access key pair", [("WASABI_ACCESS_KEY", g("", UAN, 20), True), ("WASABI_SECRET_KEY", g("", B62, 40), True)],
  ("sdk",), None, "the cold-archive tier", "콜드 아카이브 티어")
V("MinIO", "access/secret key", [("MINIO_ACCESS_KEY", g("", UAN, 20), True), ("MINIO_SECRET_KEY", g("", B62, 40), True)],
  ("sdk",), None, "the on-prem artifact bucket", "온프렘 아티팩트 버킷")
V("Cloudinary", "API secret in CLOUDINARY_URL", [("K", lambda: rdigits(15), False), ("X", g("", B64U, 27), True),
  ("C", lambda: pick(["acme-media", "dxk3lqz", "shop-kr"]), False)], ("url", "cloudinary://{0}:{1}@{2}"), None,
  "the product image upload", "상품 이미지 업로드", url_env="CLOUDINARY_URL")
V("Zoom", "S2S OAuth client secret", [("ZOOM_ACCOUNT_ID", g("", B64U, 22), False), ("ZOOM_CLIENT_ID", g("", B62, 22), False),
  ("ZOOM_CLIENT_SECRET", g("", B62, 32), True)], ("basic", 1, 2), "https://zoom.us/oauth/token?grant_type=account_credentials&account_id={0}",
  "the webinar attendance export", "웨비나 참석자 export", method="POST")
V("Cisco", "Webex bot token", [("WEBEX_BOT_TOKEN", _webex, True)], ("bearer", 0), "https://webexapis.com/v1/messages",
  "the partner war-room bot", "파트너 워룸 봇", method="POST")
V("Vonage", "API secret", [("VONAGE_API_KEY", g("", HX, 8), False), ("VONAGE_API_SECRET", g("", B62, 16), True)], ("basic", 0, 1),
  "https://api.nexmo.com/v2/verify", "the 2FA voice fallback", "2FA 음성 폴백", method="POST")
V("Plivo", "auth token", [("PLIVO_AUTH_ID", g("MA", UAN, 18), False), ("PLIVO_AUTH_TOKEN", g("", B62, 40), True)], ("basic", 0, 1),
  "https://api.plivo.com/v1/Account/{0}/Message/", "the US SMS route", "미국 SMS 경로", method="POST")
V("Bird", "MessageBird live API key", [("MESSAGEBIRD_ACCESS_KEY", g("", B62, 25), True)], ("scheme", "AccessKey", 0),
  "https://rest.messagebird.com/messages", "the EU SMS route", "EU SMS 경로", method="POST")
V("Infobip", "API key", [("INFOBIP_API_KEY", lambda: rhex(32) + "-" + ruuid(), True)], ("scheme", "App", 0),
  "https://{sub}.api.infobip.com/sms/2/text/advanced", "the SEA SMS route", "동남아 SMS 경로", method="POST")
V("Mattermost", "incoming webhook", [("X", g("", LAN, 26), True)], ("url", "https://chat.acme.dev/hooks/{0}"), None,
  "the self-hosted chat alert", "사내 메신저 알림", url_env="MM_WEBHOOK_URL", method="POST")
V("Jenkins project", "user API token", [("JENKINS_USER", lambda: "deployer", False), ("JENKINS_API_TOKEN", g("11", HX, 32), True)],
  ("basic", 0, 1), "https://jenkins.internal/job/deploy-prod/buildWithParameters?TAG=v2.14.0", "the prod deploy trigger", "운영 배포 트리거", method="POST")
V("Red Hat", "Quay robot token", [("QUAY_ROBOT", lambda: "acme+deployer", False), ("QUAY_ROBOT_TOKEN", g("", UAN, 64), True)], ("sdk",), None,
  "the image mirror to Quay", "Quay 이미지 미러")
V("Splunk", "HEC token", [("SPLUNK_HEC_TOKEN", ruuid, True)], ("scheme", "Splunk", 0),
  "https://splunk-hec.internal:8088/services/collector/event", "forwarding the audit events", "감사 이벤트 전달", method="POST")
V("Sumo Logic", "access id/key", [("SUMO_ACCESS_ID", g("su", B62, 12), True), ("SUMO_ACCESS_KEY", g("", B62, 64), True)], ("basic", 0, 1),
  "https://api.jp.sumologic.com/api/v1/collectors", "the collector inventory", "컬렉터 인벤토리")
V("Logz.io", "shipping token", [("LOGZIO_TOKEN", g("", LAN + UP, 32), True)], ("query", "token", 0),
  "https://listener.logz.io:8071", "the log shipping for the batch cluster", "배치 클러스터 로그 전송", method="POST")
V("Dynatrace", "API token dt0c01.", [("DT_API_TOKEN", lambda: "dt0c01." + rs(UAN, 24) + "." + rs(UAN, 64), True)], ("scheme", "Api-Token", 0),
  "https://abc12345.live.dynatrace.com/api/v2/metrics/ingest", "the custom metric ingest", "커스텀 메트릭 수집", method="POST")
V("Rollbar", "project access token", [("ROLLBAR_ACCESS_TOKEN", g("", HX, 32), True)], ("header", "X-Rollbar-Access-Token", 0),
  "https://api.rollbar.com/api/1/deploy", "the deploy notification", "배포 알림", method="POST")
V("LaunchDarkly", "server-side SDK key", [("LD_SDK_KEY", lambda: "sdk-" + ruuid(), True)], ("sdk",), None,
  "the flag evaluation in the worker", "워커에서 플래그 평가")
V("LaunchDarkly", "API access token", [("LD_API_TOKEN", lambda: "api-" + ruuid(), True)], ("scheme", "", 0),
  "https://app.launchdarkly.com/api/v2/flags/default", "the stale-flag cleanup", "오래된 플래그 정리")
V("Statsig", "server secret key", [("STATSIG_SERVER_SECRET", g("secret-", B62, 43), True)], ("header", "statsig-api-key", 0),
  "https://api.statsig.com/v1/log_event", "the experiment exposure logging", "실험 노출 로깅", method="POST")
V("Typeform", "PAT tfp_", [("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B62, 44) + "_" + rs(B62, 14), True)], ("bearer", 0),
  "https://api.typeform.com/forms/{fid}/responses", "the NPS survey pull", "NPS 설문 수집")
V("Automattic (WooCommerce)", "REST consumer key/secret", [("WC_CONSUMER_KEY", g("ck_", HX, 40), True), ("WC_CONSUMER_SECRET", g("cs_", HX, 40), True)],
  ("basic", 0, 1), "https://shop.acme.dev/wp-json/wc/v3/orders?per_page=50", "the Woo order import", "우커머스 주문 import")
V("Paddle", "API key", [("PADDLE_API_KEY", _paddle, True)], ("bearer", 0), "https://api.paddle.com/subscriptions",
  "the subscription migration", "구독 마이그레이션")
V("Xendit", "secret key", [("XENDIT_SECRET_KEY", g("xnd_production_", B62, 60), True)], ("basic", 0, ""),
  "https://api.xendit.co/v2/invoices", "the Indonesia invoice flow", "인도네시아 인보이스 흐름", method="POST")
V("Midtrans", "server key", [("MIDTRANS_SERVER_KEY", g("Mid-server-", B64U, 24), True)], ("basic", 0, ""),
  "https://api.midtrans.com/v2/{order}/status", "the GoPay status check", "GoPay 상태 조회")
V("Mercado Pago", "access token APP_USR-", [("MP_ACCESS_TOKEN", _mercadopago, True)], ("bearer", 0),
  "https://api.mercadopago.com/v1/payments/search", "the Brazil Pix reconciliation", "브라질 Pix 대사")
V("GoCardless", "live access token", [("GOCARDLESS_ACCESS_TOKEN", g("live_", B64U, 40), True)], ("bearer", 0),
  "https://api.gocardless.com/mandates", "the UK direct-debit mandates", "영국 자동이체 mandate")
V("Riot Games", "API key RGAPI-", [("RIOT_API_KEY", lambda: "RGAPI-" + ruuid(), True)], ("header", "X-Riot-Token", 0),
  "https://kr.api.riotgames.com/lol/status/v4/platform-data", "the esports event widget", "e스포츠 이벤트 위젯")
V("Miro", "access token", [("MIRO_TOKEN", _miro, True)], ("bearer", 0), "https://api.miro.com/v2/boards",
  "the retro board export", "회고 보드 export")
V("Atlassian", "Trello API token", [("TRELLO_KEY", g("", HX, 32), False), ("TRELLO_TOKEN", _trello, True)], ("query", "token", 1),
  "https://api.trello.com/1/boards/{bid}/cards?key={0}", "the Trello board archive", "Trello 보드 아카이브")
V("Bitly", "access token", [("BITLY_TOKEN", g("", HX, 40), True)], ("bearer", 0), "https://api-ssl.bitly.com/v4/shorten",
  "the SMS short links", "SMS 단축 링크", method="POST")
V("Sentry", "Codecov upload token", [("CODECOV_TOKEN", ruuid, True)], ("sdk",), None, "the coverage upload", "커버리지 업로드")
V("BrowserStack", "access key", [("BROWSERSTACK_USERNAME", lambda: "ciuser_" + rs(LAN, 6), False), ("BROWSERSTACK_ACCESS_KEY", g("", B62, 20), True)],
  ("basic", 0, 1), "https://api.browserstack.com/automate/plan.json", "the Safari regression run", "사파리 회귀 테스트")
V("Sauce Labs", "access key", [("SAUCE_USERNAME", lambda: "acme-ci", False), ("SAUCE_ACCESS_KEY", ruuid, True)], ("basic", 0, 1),
  "https://api.us-west-1.saucelabs.com/rest/v1/acme-ci/jobs?limit=5", "the Android device farm run", "안드로이드 디바이스팜 테스트")
V("Expo", "access token", [("EXPO_TOKEN", g("", B64U, 40), True)], ("sdk",), None, "the EAS build in CI", "CI에서 EAS 빌드")
V("Apollo GraphQL", "graph API key", [("APOLLO_KEY", _apollo, True)], ("sdk",), None, "the schema check on PRs", "PR 스키마 체크")
V("Rakuten", "RMS serviceSecret/licenseKey", [("RMS_SERVICE_SECRET", _rakuten_secret, True), ("RMS_LICENSE_KEY", _rakuten_license, True)],
  ("sdk",), None, "the Rakuten Ichiba order pull", "라쿠텐 이치바 주문 수집")
V("Chatwork", "API token", [("CHATWORK_API_TOKEN", g("", HX, 32), True)], ("header", "X-ChatWorkToken", 0),
  "https://api.chatwork.com/v2/rooms/{rid}/messages", "the Tokyo partner notifications", "도쿄 파트너 알림", method="POST")
V("Nulab", "Backlog API key", [("BACKLOG_API_KEY", g("", B62, 64), True)], ("query", "apiKey", 0),
  "https://acme.backlog.jp/api/v2/issues?projectId[]=1042", "the JP vendor issue sync", "일본 외주사 이슈 동기화")
V("Coupang", "Open API access/secret key", [("COUPANG_ACCESS_KEY", ruuid, True), ("COUPANG_SECRET_KEY", g("", HX, 40), True)],
  ("sdk",), None, "the Wing order collection", "쿠팡 윙 주문 수집")
V("SK Planet (11st)", "Open API key", [("ELEVENST_API_KEY", g("", HX, 32), True)], ("header", "openapikey", 0),
  "https://api.11st.co.kr/rest/ordservices/complete/{from}/{to}", "the 11st order collection", "11번가 주문 수집")
V("NHN KCP", "site key", [("KCP_SITE_CD", lambda: rs(UAN, 5), False), ("KCP_SITE_KEY", _kcp, True)], ("sdk",), None,
  "the KCP card approval", "KCP 카드 승인")
V("Kakao Enterprise", "KakaoWork bot app key", [("KAKAOWORK_APP_KEY", lambda: rhex(8) + "." + rhex(32), True)], ("bearer", 0),
  "https://api.kakaowork.com/v1/messages.send", "the KakaoWork deploy bot", "카카오워크 배포 봇", method="POST")
V("Twitch", "client secret", [("TWITCH_CLIENT_ID", g("", LAN, 30), False), ("TWITCH_CLIENT_SECRET", g("", LAN, 30), True)],
  ("sdk",), None, "the live-stream status widget", "라이브 방송 상태 위젯")
V("Spotify", "client secret", [("SPOTIFY_CLIENT_ID", g("", HX, 32), False), ("SPOTIFY_CLIENT_SECRET", g("", HX, 32), True)],
  ("basic", 0, 1), "https://accounts.spotify.com/api/token", "the in-store playlist sync", "매장 플레이리스트 동기화", method="POST")
V("Coveralls", "repo token", [("COVERALLS_REPO_TOKEN", g("", B62, 32), True)], ("sdk",), None, "the legacy coverage badge", "레거시 커버리지 배지")
V("Harness", "Split server-side SDK key", [("SPLIT_API_KEY", g("", LAN, 36), True)], ("sdk",), None, "the Split rollout", "Split 롤아웃")
V("Pusher", "Channels app secret", [("PUSHER_APP_ID", lambda: rdigits(7), False), ("PUSHER_KEY", g("", HX, 20), False),
  ("PUSHER_SECRET", g("", HX, 20), True)], ("sdk",), None, "the live order board", "실시간 주문 보드")
V("Ably", "API key", [("ABLY_API_KEY", lambda: rs(B62, 6) + "." + rs(B62, 6) + ":" + rs(B64U, 43), True)], ("basic_raw", 0),
  "https://rest.ably.io/channels/ops/messages", "the realtime kitchen display", "주방 디스플레이 실시간 연동", method="POST")
V("Adobe (Frame.io)", "developer token fio-u-", [("FRAMEIO_TOKEN", g("fio-u-", B64U, 64), True)], ("bearer", 0),
  "https://api.frame.io/v2/me", "the video review export", "영상 리뷰 export")
V("Smartsheet", "API access token", [("SMARTSHEET_ACCESS_TOKEN", g("", B62, 37), True)], ("bearer", 0),
  "https://api.smartsheet.com/2.0/sheets", "the capacity plan import", "용량계획 import")
V("Calendly", "webhook signing key", [("CALENDLY_WEBHOOK_SIGNING_KEY", g("", B64U, 43), True)], ("sdk",), None,
  "the interview scheduling webhook", "면접 일정 웹훅")
V("Fireblocks", "API key", [("FIREBLOCKS_API_KEY", ruuid, True)], ("sdk",), None, "the custody withdrawal approvals", "커스터디 출금 승인")


# ---------------------------------------------------------------- Korean particles
def _batchim(ch):
    c = ord(ch)
    if 0xAC00 <= c <= 0xD7A3:
        return (c - 0xAC00) % 28
    if ch in "0136781":
        return 1
    if ch in "mnkMNKtT":
        return 1
    if ch in "lL":
        return 8
    return 0


def J(word, with_b, without_b):
    """attach a Korean particle: J(w,'이','가'), J(w,'을','를'), J(w,'은','는'), J(w,'과','와'), J(w,'으로','로')"""
    b = _batchim(word.rstrip("`)'\" ")[-1]) if word.rstrip("`)'\" ") else 0
    if with_b == "으로":
        return word + ("으로" if b and b != 8 else "로")
    return word + (with_b if b else without_b)


# ---------------------------------------------------------------- rendering helpers
DECOYS = [("LOG_LEVEL", "info"), ("PORT", "8080"), ("APP_ENV", "staging"), ("AWS_REGION", "ap-northeast-2"),
          ("TZ", "Asia/Seoul"), ("HTTP_TIMEOUT_MS", "5000"), ("FEATURE_NEW_CHECKOUT", "false"),
          ("WORKER_CONCURRENCY", "4"), ("NODE_ENV", "production"), ("DB_POOL_SIZE", "10"),
          ("OTEL_SERVICE_NAME", "billing-api"), ("RETRY_MAX", "3")]
SHELL_SPECIAL = " $&;<>()|!*?'\"`\\{}[]#~=%^"   # a string: membership tests only


def shq(v):
    for ch in v:
        if ch in SHELL_SPECIAL:
            return "'" + v + "'"
    return v


def slug(vendor):
    s = re.sub(r"\(.*?\)", "", vendor).strip().lower()
    s = re.sub(r"[^a-z0-9]+", "_", s).strip("_")
    return s or "vendor"


def fill_url(url, vals):
    def pos(m):
        return vals[int(m.group(1))][1]
    url = re.sub(r"\{(\d)\}", pos, url)

    def named(m):
        n = m.group(1)
        if n in ("db", "space", "proj", "ref", "name", "ws"):
            return rs(LAN, 12)
        if n in ("from", "to"):
            return "20250%d%02d0000" % (ri(1, 9), ri(1, 28))
        return rs(LAN, 8) if n not in ("cid", "pid", "rid", "fid", "bid", "tid", "order") else rdigits(10)
    return re.sub(r"\{([a-z]+)\}", named, url)


def decoys(n):
    ds = list(DECOYS)
    R.shuffle(ds)
    return ds[:n]


def env_items(spec, vals):
    if spec["url_env"]:
        tmpl = spec["auth"][1]
        extra = [(e, v) for i, (e, v, l) in enumerate(vals) if l and ("{%d}" % i) not in tmpl]
        return [(spec["url_env"], fill_url(tmpl, vals))] + extra
    return [(e, v) for (e, v, l) in vals]


def auth_info(spec, vals):
    """-> (headers [(name,value)], url, curl_flags [str], extra_secrets)"""
    a = spec["auth"]
    kind = a[0]
    url = fill_url(spec["url"], vals) if spec["url"] else None
    hdrs, flags, extra = [], [], []

    def val(x):
        return vals[x][1] if isinstance(x, int) else x
    if kind == "bearer":
        hdrs.append(("Authorization", "Bearer " + val(a[1])))
    elif kind == "scheme":
        v = val(a[2])
        if a[1] == "":
            hdrs.append(("Authorization", v))
        elif a[1].endswith("="):
            hdrs.append(("Authorization", a[1] + v))
        else:
            hdrs.append(("Authorization", a[1] + " " + v))
    elif kind == "header":
        hdrs.append((a[1], val(a[2])))
    elif kind == "headers":
        for name, idx in a[1]:
            hdrs.append((name, val(idx)))
    elif kind in ("basic", "basic_raw"):
        if kind == "basic":
            raw = val(a[1]) + ":" + val(a[2])
        else:
            raw = val(a[1])
        blob = b64s(raw)
        hdrs.append(("Authorization", "Basic " + blob))
        flags.append("-u " + shq(raw))
        extra.append(blob)
    elif kind == "digest":
        flags.append("--digest -u " + shq(val(a[1]) + ":" + val(a[2])))
    elif kind == "query":
        v = val(a[2])
        url = url + ("&" if "?" in url else "?") + a[1] + "=" + v
    elif kind == "url":
        url = fill_url(a[1], vals)
    return hdrs, url, flags, extra


def http_ok(spec):
    if spec["auth"][0] == "url":
        return spec["auth"][1].startswith("https://")
    return spec["auth"][0] != "sdk"


def jbody(spec):
    return pick(['{"text":"deploy %s finished"}' % ("v2.%d.%d" % (ri(1, 30), ri(0, 9))),
                 '{"dry_run":true}', '{"limit":10}', '{"message":"ping from %s"}' % svc(),
                 '{"amount":%d,"currency":"KRW"}' % (ri(1, 900) * 100)])


def resp_line(ok=None):
    if ok is None:
        ok = chance(0.5)
    if ok:
        return pick(["HTTP/2 200", "HTTP/1.1 200 OK", '{"ok":true}', "HTTP/2 202", '{"status":"queued"}'])
    return pick(["HTTP/2 401", "HTTP/1.1 401 Unauthorized", '{"error":"invalid_token"}', "HTTP/2 403",
                 '{"message":"Bad credentials"}', '{"code":"UNAUTHORIZED","message":"invalid api key"}'])


def _codevars(items):
    return [(k.lower(), v) for k, v in items]


def _camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def render(style, spec, vals, s, n, ok=None):
    """-> (snippet, extra_secrets); s = service name, n = namespace/environment"""
    items = env_items(spec, vals)
    sl = slug(spec["v"])
    extra = []
    if style in ("curl", "http", "log_http", "py_http", "js_http", "go_http"):
        hdrs, url, flags, extra = auth_info(spec, vals)
        method = spec["method"]
    if style == "export":
        out = ["$ export %s=%s" % (k, shq(v)) for k, v in items]
        out.append("$ " + pick(["./scripts/%s.sh --dry-run" % s, "python -m %s --once" % s.replace("-", "_"),
                                "make run-%s" % s, "node dist/%s.js" % s, "go run ./cmd/%s" % s]))
        if ok is None:
            ok = chance(0.5)
        out.append(pick(["INFO %s ready" % s, "INFO processed %d items" % ri(2, 900)]) if ok else
                   pick(["ERROR upstream auth failed: %s" % pick(STATUSES), "WARN retrying in 5s (%s)" % pick(STATUSES)]))
        return "\n".join(out), extra
    if style == "curl":
        lines = ["$ curl -sS%s %s" % (" -X POST" if method == "POST" else "", url)]
        for f in flags:
            lines.append("    " + f)
        for h, v in hdrs:
            lines.append("    -H " + shq(h + ": " + v))
        if method == "POST":
            lines.append("    -H 'Content-Type: application/json' -d '%s'" % jbody(spec))
        return " \\\n".join(lines) + "\n" + resp_line(ok), extra
    if style == "http":
        m = re.match(r"https?://([^/]+)(/.*)?$", url)
        host, path = m.group(1), (m.group(2) or "/")
        lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + host]
        for h, v in hdrs:
            lines.append("%s: %s" % (h, v))
        lines.append("User-Agent: %s/%d.%d.%d" % (s, ri(1, 4), ri(0, 20), ri(0, 9)))
        if method == "POST":
            lines += ["Content-Type: application/json", "", jbody(spec)]
        lines += ["", "HTTP/1.1 200 OK" if ok else pick(["HTTP/1.1 401 Unauthorized", "HTTP/1.1 200 OK", "HTTP/1.1 403 Forbidden", "HTTP/1.1 429 Too Many Requests"])]
        return "\n".join(lines), extra
    if style == "log_http":
        hd = ", ".join("'%s': '%s'" % (h, v) for h, v in hdrs) if hdrs else ""
        t1, t2 = ts_seq(2)
        return "%s DEBUG [%s] --> %s %s headers={%s}\n%s DEBUG [%s] <-- %s (%dms)" % (
            t1, s, method, url, hd, t2, s, "200" if ok else pick(["401", "200", "403", "502"]), ri(12, 900)), extra
    if style == "log_cfg":
        d = ", ".join("'%s': '%s'" % (k.lower(), v) for k, v in items)
        t1, t2 = ts_seq(2)
        return "%s INFO  [%s] loaded config source=env {%s, 'timeout': 30}\n%s %s [%s] %s" % (
            t1, s, d, t2, "INFO " if ok else "ERROR", s, "first batch ok" if ok else pick(["request failed: 401", "auth rejected by upstream", "connection reset, retrying"])), extra
    if style == "dotenv":
        ds = decoys(ri(1, 3))
        lines = ["# .env.%s (%s)" % (n, s)] + ["%s=%s" % kv for kv in ds[:1]] + ["%s=%s" % kv for kv in items] + ["%s=%s" % kv for kv in ds[1:]]
        return "\n".join(lines), extra
    if style == "compose":
        lines = ["services:", "  %s:" % s, "    image: registry.acme.dev/%s:%s" % (s, short_sha()), "    environment:"]
        for k, v in decoys(1) + items:
            lines.append("      %s: \"%s\"" % (k, v))
        return "\n".join(lines), extra
    if style == "k8s":
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (s, sl.replace("_", "-")),
                 "  namespace: " + n, "type: Opaque", "stringData:"]
        for k, v in items:
            lines.append("  %s: \"%s\"" % (k, v))
        return "\n".join(lines), extra
    if style == "yaml":
        lines = ["# config/%s.yaml" % n, "%s:" % sl] + ["  %s: \"%s\"" % (k.lower(), v) for k, v in items] + ["  timeout: 10s", "  retries: %d" % ri(1, 5)]
        return "\n".join(lines), extra
    if style == "json":
        d = {sl: dict([(_camel(k), v) for k, v in items] + [("timeoutMs", ri(2, 30) * 1000)])}
        return "// config/%s.json\n" % n + json.dumps(d, indent=2, ensure_ascii=False), extra
    if style == "toml":
        lines = ["# %s.toml" % s, "[%s]" % sl] + ['%s = "%s"' % (k.lower(), v) for k, v in items] + ["enabled = true"]
        return "\n".join(lines), extra
    if style == "ini":
        lines = ["; /etc/%s/%s.ini" % (s, s), "[%s]" % sl] + ["%s = %s" % (k.lower(), v) for k, v in items] + ["region = " + pick(REGIONS)]
        return "\n".join(lines), extra
    if style == "hcl":
        if chance(0.5):
            lines = ["# %s.auto.tfvars" % n] + ['%s = "%s"' % (k.lower(), v) for k, v in items]
        else:
            lines = ['resource "kubernetes_secret" "%s" {' % sl, "  metadata {", '    name      = "%s-%s"' % (s, sl.replace("_", "-")),
                     '    namespace = "%s"' % n, "  }", "  data = {"] + ['    %s = "%s"' % (k, v) for k, v in items] + ["  }", "}"]
        return "\n".join(lines), extra
    if style == "xml":
        lines = ["<!-- appsettings.%s.config -->" % n, "<appSettings>"] + [
            '  <add key="%s:%s" value="%s" />' % (sl.capitalize(), _camel(k).capitalize(), v) for k, v in items] + ["</appSettings>"]
        return "\n".join(lines), extra
    if style == "props":
        lines = ["# src/main/resources/application-%s.properties" % n] + [
            "%s.%s=%s" % (sl.replace("_", "-"), k.lower().replace("_", "-"), v) for k, v in items] + ["%s.timeout=5000" % sl.replace("_", "-")]
        return "\n".join(lines), extra
    if style == "py_http":
        hd = ", ".join('"%s": "%s"' % (h, v) for h, v in hdrs)
        fn = "post" if method == "POST" else "get"
        return "# %s/client.py\nresp = requests.%s(\n    \"%s\",\n    headers={%s},\n    timeout=10,\n)\nresp.raise_for_status()" % (
            s.replace("-", "_"), fn, url, hd), extra
    if style == "js_http":
        hd = ", ".join("'%s': '%s'" % (h, v) for h, v in hdrs)
        return "// src/%s.ts\nconst res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (
            s, url, method, hd), extra
    if style == "go_http":
        lines = ["// internal/%s/client.go" % sl, 'req, _ := http.NewRequest("%s", "%s", nil)' % (method, url)]
        for h, v in hdrs:
            lines.append('req.Header.Set("%s", "%s")' % (h, v))
        lines.append("resp, err := http.DefaultClient.Do(req)")
        return "\n".join(lines), extra
    if style == "py":
        lines = ["# %s/settings.py" % s.replace("-", "_")] + ['%s = "%s"' % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "js":
        lines = ["// config/%s.ts" % sl, "export const %s = {" % _camel(sl)] + ["  %s: '%s'," % (_camel(k), v) for k, v in items] + ["};"]
        return "\n".join(lines), extra
    if style == "go":
        lines = ["// cmd/%s/main.go" % s, "cfg := %sConfig{" % sl.capitalize()] + ['\t%s: "%s",' % (_camel(k)[0].upper() + _camel(k)[1:], v) for k, v in items] + ["}"]
        return "\n".join(lines), extra
    if style == "java":
        lines = ["// %sClientConfig.java" % sl.capitalize()] + ['private static final String %s = "%s";' % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "kt":
        lines = ["// %sModule.kt" % sl.capitalize()] + ['const val %s = "%s"' % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "rb":
        lines = ["# config/initializers/%s.rb" % sl] + ["ENV['%s'] ||= '%s'" % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "php":
        lines = ["// config/services.php", "'%s' => [" % sl] + ["    '%s' => env('%s', '%s')," % (k.lower(), k, v) for k, v in items] + ["],"]
        return "\n".join(lines), extra
    if style == "cs":
        lines = ["// Startup.cs"] + ['Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "rs":
        lines = ["// src/config.rs"] + ['const %s: &str = "%s";' % (k, v) for k, v in items]
        return "\n".join(lines), extra
    if style == "diff":
        f = "deploy/%s/values-%s.yaml" % (s, n)
        lines = ["diff --git a/%s b/%s" % (f, f), "--- a/" + f, "+++ b/" + f, "@@ -%d,4 +%d,%d @@ env:" % (ri(8, 40), ri(8, 40), 4 + len(items)),
                 "   LOG_LEVEL: info"] + ['+  %s: "%s"' % (k, v) for k, v in items] + ["   HTTP_TIMEOUT_MS: \"5000\""]
        return "\n".join(lines), extra
    if style == "md":
        lines = ["| env | name | value | owner |", "|---|---|---|---|"] + [
            "| %s | %s | `%s` | %s |" % (n, k, v, person()) for k, v in items]
        return "\n".join(lines), extra
    if style == "chat":
        p = person()
        t = rhm()
        intro = L("here's the %s one for %s" % (spec["v"], n), "%s %s용 여기요" % (spec["v"], n))
        lines = ["[%s] %s: %s" % (t, p, intro)]
        for k, v in items:
            lines.append("[%s] %s: %s" % (t, p, v if len(items) == 1 and chance(0.5) else "%s=%s" % (k, v)))
        lines.append("[%s] agent: %s" % (t, L("thanks, trying now", "감사합니다, 바로 적용해볼게요")))
        return "\n".join(lines), extra
    if style == "prose":
        if len(items) == 1:
            k, v = items[0]
            return L("The value that works is %s (set as %s)." % (v, k), "동작하는 값은 %s 임 (%s로 설정)." % (v, k)), extra
        parts = ", ".join("%s %s" % (k, v) for k, v in items)
        return L("The working set is: %s." % parts, "동작하는 조합: %s." % parts), extra
    if style == "gha":
        lines = ["# .github/workflows/%s.yml" % pick(["deploy", "nightly", "release", "sync"]), "jobs:", "  run:",
                 "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, v) for k, v in items] + [
            "    steps:", "      - uses: actions/checkout@v4", "      - run: make %s" % pick(["deploy", "sync", "release"])]
        return "\n".join(lines), extra
    if style == "dockerrun":
        envs = " ".join("-e %s=%s" % (k, shq(v)) for k, v in items)
        return "$ docker run --rm %s registry.acme.dev/%s:%s" % (envs, s, short_sha()), extra
    if style == "kubectl":
        lits = " ".join("--from-literal=%s=%s" % (k, shq(v)) for k, v in items)
        return "$ kubectl -n %s create secret generic %s-%s %s\nsecret/%s-%s created" % (
            n, s, sl.replace("_", "-"), lits, s, sl.replace("_", "-")), extra
    if style == "dockerfile":
        lines = ["FROM " + pick(IMAGES[:6])] + ["ENV %s=%s" % (k, shq(v)) for k, v in items] + ["COPY . /app", 'CMD ["/app/run"]']
        return "\n".join(lines), extra
    if style == "ps":
        lines = ['PS C:\\work\\%s> $env:%s = "%s"' % (s, k, v) for k, v in items] + ["PS C:\\work\\%s> .\\deploy.ps1 -Env %s" % (s, n)]
        return "\n".join(lines), extra
    raise ValueError(style)


STYLE_NAMES = {"export": "shell export", "curl": "shell curl", "http": "raw HTTP request", "log_http": "debug log with auth header",
               "log_cfg": "log line dumping config", "dotenv": ".env file", "compose": "docker-compose env",
               "k8s": "k8s Secret stringData", "yaml": "app YAML config", "json": "JSON config", "toml": "TOML config",
               "ini": "INI config", "hcl": "terraform HCL", "xml": "XML appSettings", "props": "Java properties",
               "py_http": "python requests", "js_http": "typescript fetch", "go_http": "go http client", "py": "python settings",
               "js": "typescript config", "go": "go struct literal", "java": "java constants", "kt": "kotlin constants",
               "rb": "ruby initializer", "php": "php config", "cs": "C# startup", "rs": "rust const", "diff": "git diff",
               "md": "markdown table", "chat": "pasted chat", "prose": "prose", "gha": "GitHub Actions env",
               "dockerrun": "docker run -e", "kubectl": "kubectl create secret", "dockerfile": "Dockerfile ENV", "ps": "PowerShell env"}
HTTP_STYLES = ["curl", "http", "log_http", "py_http", "js_http", "go_http"]
CFG_STYLES = ["export", "log_cfg", "dotenv", "compose", "k8s", "yaml", "json", "toml", "ini", "hcl", "xml", "props", "py", "js",
              "go", "java", "kt", "rb", "php", "cs", "rs", "diff", "md", "chat", "prose", "gha", "dockerrun", "kubectl",
              "dockerfile", "ps"]


# ---------------------------------------------------------------- vendor notes
PRODUCT_NAMES = [("SendGrid", "SendGrid"), ("Auth0", "Auth0"), ("Azure DevOps", "Azure DevOps"), ("Azure storage", "Azure Storage"),
                 ("Entra", "Entra ID"), ("Teams", "Teams"), ("LINE", "LINE"), ("Opsgenie", "Opsgenie"), ("Trello", "Trello"),
                 ("Bitbucket", "Bitbucket"), ("Terraform Cloud", "Terraform Cloud"), ("Vault", "Vault"), ("Codecov", "Codecov"),
                 ("Braintree", "Braintree"), ("Split", "Split"), ("FCM", "FCM"), ("NAVER WORKS", "NAVER WORKS"),
                 ("SonarQube", "SonarQube"), ("Channel Talk", "Channel Talk"), ("KakaoWork", "KakaoWork"),
                 ("MessageBird", "MessageBird"), ("PyPI", "PyPI"), ("Docker Hub", "Docker Hub"), ("LangSmith", "LangSmith"),
                 ("WeCom", "WeCom"), ("Samsung Cloud Platform", "SCP"), ("RMS", "Rakuten RMS"), ("Backlog", "Backlog"),
                 ("Quay", "Quay"), ("Chat space", "Google Chat"), ("Commerce API", "NAVER Commerce"),
                 ("Cloud access policy", "Grafana Cloud"), ("Open API client", "NAVER Open API"), ("Channels app", "Pusher")]


VENDOR_DISPLAY = {"Amazon Web Services": "AWS", "Intuit Mailchimp": "Mailchimp", "Jenkins project": "Jenkins",
                  "Cisco": "Webex", "Python Software Foundation": "PyPI"}


def disp(spec):
    if spec["v"] in VENDOR_DISPLAY:
        return VENDOR_DISPLAY[spec["v"]]
    for key, name in PRODUCT_NAMES:
        if key in spec["k"]:
            return name
    m = re.search(r"\((.*?)\)", spec["v"])
    if m:
        return m.group(1)
    return spec["v"]


def _word():
    return L(pick(["key", "token", "credential"]), pick(["키", "API 키", "인증정보", "액세스 키"]))


def vnote_frames(D, task, env, snip, value, s, n, style):
    r, st, d, f, ps, stt = repo(), store(), rdate(), found(), person(), pick(STATUSES)
    w = _word()
    grp = ("http" if style in HTTP_STYLES and not style.startswith("log") else "log" if style.startswith("log") else
           "code" if style in ("py", "js", "go", "java", "kt", "rb", "php", "cs", "rs") else
           style if style in ("diff", "md", "chat", "prose") else "config")
    if LANG == "en":
        T = task[0].upper() + task[1:]
        generic = [
            "The handover doc for %s says nothing about which %s account is prod and which is sandbox. Only this was in %s:\n%s" % (task, D, f, snip),
            "The %s README just says 'ask ops for the %s %s'. %s pasted it into the ticket:\n%s" % (r, D, w, ps, snip),
            "Needed %s access to replay the failed %s run from %s. Pulled it out of %s:\n%s" % (D, re.sub(r"^the ", "", task), d, f, snip),
            "Lost an hour on %s because the %s %s in %s belonged to another project. The one that works (from %s):\n%s" % (task, D, w, st, f, snip),
        ]
        by_grp = {
            "config": ["Task was %s in %s. Nobody told me where the %s %s lives; %s reads %s but the %s secret was empty, so I went looking and found it in %s:\n%s" % (task, r, D, w, s, env, n, f, snip),
                       "%s started failing with %s from %s after the rotation on %s. What %s in %s actually had:\n%s" % (T, stt, D, d, s, n, snip)],
            "http": ["I didn't know %s calls %s directly instead of going through the egress proxy. Reproduced the call from my shell:\n%s" % (s, D, snip),
                     "%s started failing with %s from %s after the rotation on %s. Minimal repro:\n%s" % (T, stt, D, d, snip)],
            "log": ["While tracing why %s was slow I turned on debug output in %s; it printed everything, auth included:\n%s" % (task, s, snip),
                    "%s started failing with %s from %s after the rotation on %s. The %s logs in %s show what it sent:\n%s" % (T, stt, D, d, s, n, snip)],
            "code": ["The %s %s for %s is hardcoded in %s, which is why rotating it in %s changed nothing:\n%s" % (D, w, task, r, st, snip),
                     "Tracing where %s gets its %s %s from, I ended up in the source of %s:\n%s" % (s, D, w, r, snip)],
            "diff": ["Found out why %s kept working after the %s rotation: a commit from %s put the value straight into the values file:\n%s" % (task, st, d, snip)],
            "md": ["The %s runbook has a table of environments with the value right in it:\n%s" % (task, snip)],
            "chat": ["Asked in #%s-ops where the %s %s for %s comes from; the answer went straight into the thread:\n%s" % (n, D, w, task, snip)],
            "prose": ["Couldn't get %s working: %s kept answering %s. %s helped on a call. %s" % (task, D, stt, ps, snip)],
        }
    else:
        generic = [
            "%s 인수인계 문서에 어느 %s 계정이 prod이고 어느 게 sandbox인지 없음. %s에 이것만 있었음:\n%s" % (task, D, f, snip),
            "%s README에는 '%s %s는 운영팀에 요청'이라고만 되어 있음. %s님이 티켓에 붙여줌:\n%s" % (r, D, w, ps, snip),
            "%s에 실패한 %s 재처리하려고 %s 접근이 필요했음. %s에서 가져옴:\n%s" % (d, task, D, f, snip),
            "%s에 있던 %s %s가 다른 프로젝트 거라서 %s에서 한 시간 날림. 실제로 동작하는 건 (%s):\n%s" % (st, D, w, task, f, snip),
        ]
        by_grp = {
            "config": ["%s에서 %s 작업. %s %s 위치를 아무도 안 알려줌. %s %s 읽는데 %s 시크릿이 비어 있어서 찾아보니 %s에 있었음:\n%s" % (r, task, D, w, J(s, "은", "는"), J(env, "을", "를"), n, f, snip),
                       "%s 로테이션 이후 %s %s에서 %s 실패. %s의 %s에 실제로 들어가 있던 값:\n%s" % (d, J(task, "이", "가"), D, J(stt, "으로", "로"), n, s, snip)],
            "http": ["%s egress 프록시를 안 거치고 %s 직접 호출하는 줄 몰랐음. 로컬 쉘에서 재현:\n%s" % (J(s, "이", "가"), J(D, "을", "를"), snip),
                     "%s 로테이션 이후 %s %s에서 %s 실패. 최소 재현:\n%s" % (d, J(task, "이", "가"), D, J(stt, "으로", "로"), snip)],
            "log": ["%s 느린 원인 추적하려고 %s debug 출력을 켰더니 인증값까지 그대로 찍힘:\n%s" % (J(task, "이", "가"), s, snip),
                    "%s 로테이션 이후 %s %s에서 %s 실패. %s %s 로그에 보낸 내용이 남아 있음:\n%s" % (d, J(task, "이", "가"), D, J(stt, "으로", "로"), n, s, snip)],
            "code": ["%s용 %s %s가 %s 코드에 하드코딩돼 있었음. %s에서 로테이션해도 아무 변화가 없던 이유:\n%s" % (task, D, w, r, st, snip),
                     "%s %s %s를 어디서 가져오는지 따라가 보니 %s 소스에 있었음:\n%s" % (J(s, "이", "가"), D, w, r, snip)],
            "diff": ["%s 로테이션 후에도 %s 계속 동작한 이유: %s 커밋이 values 파일에 값을 직접 넣었음:\n%s" % (st, J(task, "이", "가"), d, snip)],
            "md": ["%s 런북의 환경별 표에 값이 그대로 적혀 있음:\n%s" % (task, snip)],
            "chat": ["#%s-ops에 %s용 %s %s 출처를 물어봤더니 스레드에 값이 바로 올라옴:\n%s" % (n, task, D, w, snip)],
            "prose": ["%s 안 됨: %s 계속 %s 응답. %s님이 통화로 도와줌. %s" % (J(task, "이", "가"), J(D, "이", "가"), stt, ps, snip)],
        }
    mc_snip = generic + by_grp[grp] * 2
    if LANG == "en":
        mc_plain = [
            "Didn't know which %s %s %s is supposed to use in %s, or who owns the %s account." % (D, w, task, n, D),
            "%s failed with %s from %s; the runbook doesn't cover rotating that %s." % (T, stt, D, w),
            "No docs on how %s gets its %s %s (%s? a plain env var? baked into the image?)." % (s, D, w, st),
            "%s broke after the %s change on %s and nobody had written down where %s comes from." % (T, D, d, env),
        ]
        le_plain = [
            "%s answers %s both for a revoked %s and for a wrong one, so check its status in the %s console before debugging code. The value was sitting in plain text, so it has to be rotated and moved to %s." % (D, stt, w, D, st),
            "%s builds the %s client once at startup; after changing %s you need `kubectl -n %s rollout restart deploy/%s` or it keeps the old value." % (s, D, env, n, s),
            "Prod and sandbox %s credentials look alike. Check the account/project in the %s dashboard before running anything that writes." % (D, D),
            "The credential should come from %s through the %s service account, not from a hand-set env var. Opened a ticket to rotate the exposed one." % (st, s),
            "Retries made it worse: %s retried the %s five times per message and tripped the %s rate limit. Fail fast on auth errors." % (s, stt, D),
            "%s only needs read scope. Next time ask for a scoped %s instead of the full-access one that was being passed around." % (T, w),
        ]
        le_snip = ["Working setup after the fix, for whoever picks this up next:\n%s" % snip,
                   "What finally worked (%s, %s):\n%s" % (D, n, snip),
                   "Keep the env in sync with this, otherwise %s fails silently:\n%s" % (task, snip)]
        ask_plain = ["Who owns the %s account, and should %s come from %s?" % (D, env, st),
                     "Is there a sandbox %s %s I should use for %s instead of prod?" % (D, w, task),
                     "Ask whether the %s %s in %s is still live before using it." % (D, w, f),
                     "Which %s project/account is prod, and who approves rotating it?" % D]
        ask_val = ["Is `%s` still live, or was it revoked in the %s rotation?" % (value, d),
                   "Confirm `%s` is the sandbox one before I run %s again." % (value, task)]
        split_lbl = ["The %s %s %s sent me:" % (D, w, ps), "Value %s gave me for %s:" % (ps, env), "%s for %s, as pasted in the ticket:" % (env, n)]
        split_tail = [" (rotate after the incident; it was shared in chat)", " -- works, but it is the prod one, so it must be rotated and moved to %s." % st,
                      "\n%s accepted it immediately; the value in %s is stale." % (D, st)]
    else:
        mc_plain = [
            "%s에서 %s에 어떤 %s %s를 써야 하는지, %s 계정 담당자가 누군지 몰랐음." % (n, task, D, w, D),
            "%s %s에서 %s 실패. 런북에 %s 로테이션 절차가 없음." % (J(task, "이", "가"), D, J(stt, "으로", "로"), w),
            "%s %s %s를 어디서 받는지(%s? 그냥 env var? 이미지에 포함?) 문서가 없음." % (J(s, "이", "가"), D, w, st),
            "%s %s 변경 후 %s 깨졌는데 %s 출처를 아무도 적어두지 않았음." % (d, D, J(task, "이", "가"), env),
        ]
        le_plain = [
            "%s 폐기된 %s나 잘못된 %s나 똑같이 %s 돌려줌. 코드 보기 전에 %s 콘솔에서 상태부터 확인할 것. 평문으로 돌아다닌 값이라 폐기 후 %s 옮겨야 함." % (J(D, "은", "는"), w, w, J(stt, "을", "를"), D, J(st, "으로", "로")),
            "%s 시작할 때 %s 클라이언트를 한 번만 만듦. %s 바꾼 뒤엔 `kubectl -n %s rollout restart deploy/%s` 해야 반영됨." % (J(s, "은", "는"), D, env, n, s),
            "prod와 sandbox %s 인증정보가 생김새가 비슷함. 쓰기 작업 전에 %s 대시보드에서 계정/프로젝트 먼저 확인." % (D, D),
            "인증정보는 %s 서비스어카운트로 %s에서 받아와야 하고 손으로 넣은 env var면 안 됨. 노출된 건 로테이션 티켓 올림." % (s, st),
            "재시도가 오히려 독이었음: %s %s 메시지당 5번씩 재시도해서 %s rate limit에 걸림. 인증 오류는 바로 실패 처리." % (J(s, "이", "가"), J(stt, "을", "를"), D),
            "%s에는 read 권한만 필요함. 다음엔 돌려쓰던 full-access %s 말고 범위 제한된 걸 요청할 것." % (task, w),
        ]
        le_snip = ["수정 후 동작하는 설정 (다음 사람 참고용):\n%s" % snip,
                   "최종적으로 된 설정 (%s, %s):\n%s" % (D, n, snip),
                   "env를 이거랑 맞춰두지 않으면 %s 조용히 실패함:\n%s" % (J(task, "이", "가"), snip)]
        ask_plain = ["%s 계정 담당자가 누구인지, %s %s에서 받아야 하는지?" % (D, J(env, "을", "를"), st),
                     "%s용으로 prod 대신 쓸 sandbox %s %s가 있는지?" % (task, D, w),
                     "%s에 있는 %s %s가 아직 유효한지 먼저 확인." % (f, D, w),
                     "어느 %s 프로젝트/계정이 prod인지, 로테이션 승인은 누가 하는지?" % D]
        ask_val = ["`%s` 아직 살아있는지, %s 로테이션 때 폐기됐는지?" % (value, d),
                   "%s 다시 돌리기 전에 `%s`가 sandbox용 맞는지 확인 부탁." % (task, value)]
        split_lbl = ["%s님이 보내준 %s %s:" % (ps, D, w), "%s님이 준 %s 값:" % (ps, env), "%s용 %s (티켓에 붙어있던 것):" % (n, env)]
        split_tail = [" (장애 끝나면 로테이션 필요, 채팅에 공유됐던 값)", " -- 동작은 하지만 prod 키라서 로테이션 후 %s로 옮겨야 함." % st,
                      "\n%s에서 바로 인증됨. %s에 있는 값은 오래된 것." % (D, st)]
    return mc_snip, mc_plain, le_plain, le_snip, ask_plain, ask_val, split_lbl, split_tail


def vendor_note(spec, forced_style=None):
    vals = [(e, fn(), l) for (e, fn, l) in spec["parts"]]
    listed = [v for (e, v, l) in vals if l]
    D = disp(spec)
    task = L(spec["t_en"], spec["t_ko"])
    env = spec["url_env"] or [e for (e, v, l) in vals if l][0]
    value = listed[0]
    if spec["url_env"] and len(listed) == 1:
        value = env_items(spec, vals)[0][1]
    single = len(listed) == 1
    roll = R.random()
    if single and len(value) <= 140 and roll < 0.08:
        place = "ask"
    elif single and roll < 0.17:
        place = "split"
    elif roll < 0.37:
        place = "lesson"
    else:
        place = "mc"
    sv, nsp = svc(), ns()
    snip, extra = "", []
    http_styles = ["curl", "curl"] if spec["auth"][0] == "digest" else HTTP_STYLES + HTTP_STYLES
    style = forced_style or pick(list(CFG_STYLES) + (http_styles if http_ok(spec) else []))
    if place in ("mc", "lesson"):
        snip, extra = render(style, spec, vals, sv, nsp, ok=(True if place == "lesson" else None))
    secrets = listed + extra
    mc_snip, mc_plain, le_plain, le_snip, ask_plain, ask_val, split_lbl, split_tail = vnote_frames(D, task, env, snip, value, sv, nsp, style)
    if place == "mc":
        mc, le, ask = pick(mc_snip), pick(le_plain), pick(ask_plain)
    elif place == "lesson":
        mc, le, ask = pick(mc_plain), pick(le_snip), pick(ask_plain)
    elif place == "ask":
        mc, le, ask = pick(mc_plain), pick(le_plain), pick(ask_val)
        style = "bare value"
    else:
        mc = pick(mc_plain) + "\n" + pick(split_lbl)
        le = value + pick(split_tail)
        ask = pick(ask_plain)
        style = "split across fields"
    if place in ("mc", "ask") and chance(0.04):
        le = ""
    if place != "ask" and chance(0.06):
        ask = ""
    cat = "%s: %s [%s]" % (STYLE_NAMES.get(style, style), spec["k"], spec["v"])
    fields = {"missing_context": mc, "lesson": le, "ask_next_time": ask}
    secrets = [x for x in secrets if any(x in fields[k] for k in FIELD_ORDER)]
    return cat, fields, secrets


# ---------------------------------------------------------------- generic secret templates
SECRET_T = []


def st(fn):
    SECRET_T.append(fn)
    return fn


def F(mc, le="", ask=""):
    return {"missing_context": mc, "lesson": le, "ask_next_time": ask}


def dbuser():
    return pick(["app", "app_rw", "svc_orders", "migrator", "admin", "root", "ledger_app", "etl", "readonly_ops", "billing"])


def dbname():
    return pick(["orders", "ledger", "billing", "auth", "catalog", "payments", "crm", "analytics", "settlement", "cs"])


def place3(snip_field, mc, le, ask):
    return F(mc, le, ask)


@st
def t_mysql_cli():
    pw = pw_any_urlsafe()
    h, u, d = pick([rdshost(), dbhost()]), dbuser(), dbname()
    attached = chance(0.5)
    flag = ("-p%s" % shq(pw)) if attached else ("--password=%s" % shq(pw))
    snip = "$ mysql -h %s -u %s %s %s -e 'SHOW FULL PROCESSLIST'\nmysql: [Warning] Using a password on the command line interface can be insecure.\n| %d | %s | %s:%d | %s | Query | %d | Waiting for table metadata lock |" % (
        h, u, flag, d, ri(1000, 99999), u, rip(), ri(30000, 60000), d, ri(60, 4000))
    mc = L("Before the %s migration I needed the live processlist on the legacy MySQL. The only access path written down was this line in the on-call notes:\n%s" % (d, snip),
           "%s 마이그레이션 전에 레거시 MySQL processlist를 봐야 했는데, 온콜 노트에 적힌 접속 방법이 이것뿐이었음:\n%s" % (d, snip))
    le = L("A long-running ALTER held the metadata lock; pt-online-schema-change is the approved path for big tables. The password in that line is the app user's, not a read-only one.",
           "오래 걸리는 ALTER가 metadata lock을 잡고 있었음. 큰 테이블은 pt-online-schema-change가 승인된 방법. 저 줄의 비밀번호는 read-only가 아니라 앱 계정 것임.")
    ask = L("Is there a read-only MySQL user for diagnostics, and where is it stored?", "진단용 read-only MySQL 계정이 있는지, 어디에 보관돼 있는지?")
    return "shell: mysql %s password" % ("-p attached" if attached else "--password="), F(mc, le, ask), [pw]


@st
def t_psql_pgpassword():
    pw = pw_any_urlsafe()
    h, u, d = rdshost(), dbuser(), dbname()
    snip = "$ PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt+ public.*'\n                 List of relations\n Schema |      Name       | Type  | Owner | Size\n--------+-----------------+-------+-------+--------\n public | %s_events      | table | %s   | %d GB" % (
        shq(pw), h, u, d, d, u, ri(2, 90))
    if chance(0.5):
        mc = L("Needed table sizes on %s before planning the partitioning. Nobody documented how to reach the RDS cluster from the bastion; this worked:\n%s" % (d, snip),
               "파티셔닝 계획 전에 %s 테이블 크기를 봐야 했음. 베스천에서 RDS 접속 방법이 문서에 없었고 이렇게 하니 됨:\n%s" % (d, snip))
        le = L("The events table is the only one worth partitioning; everything else is under 5 GB. Use the IAM auth token path next time instead of a static password on the command line.",
               "파티셔닝할 가치가 있는 건 events 테이블뿐이고 나머진 5GB 미만. 다음엔 커맨드라인 고정 비밀번호 대신 IAM 인증 토큰 방식으로.")
    else:
        mc = L("The partitioning plan for %s needed real table sizes and I had no DB access path documented." % d,
               "%s 파티셔닝 계획에 실제 테이블 크기가 필요했는데 DB 접속 경로가 문서화돼 있지 않았음." % d)
        le = L("What I ran from the bastion (history, keep for reference):\n%s" % snip, "베스천에서 실행한 명령 (기록용):\n%s" % snip)
    ask = L("Should ad-hoc DB access go through the bastion at all, or only via the SSM session?", "임시 DB 접속을 베스천으로 해도 되는지, SSM 세션으로만 해야 하는지?")
    return "shell: PGPASSWORD inline psql", F(mc, le, ask), [pw]


@st
def t_docker_run_db():
    pw = pw_any_urlsafe()
    kind = pick([("postgres:16", "POSTGRES_PASSWORD", 5432), ("mysql:8.0", "MYSQL_ROOT_PASSWORD", 3306), ("mariadb:11", "MARIADB_ROOT_PASSWORD", 3306),
                 ("mcr.microsoft.com/mssql/server:2022-latest", "MSSQL_SA_PASSWORD", 1433)])
    snip = "$ docker run -d --name %s-restore -p %d:%d -e %s=%s -v /data/restore:/var/lib/db %s" % (dbname(), kind[2], kind[2], kind[1], shq(pw), kind[0])
    mc = L("To verify last night's backup I had to restore it into a throwaway container on the backup host; the script there starts it like this:\n%s" % snip,
           "어젯밤 백업 검증하려고 백업 호스트에서 임시 컨테이너에 복원해야 했음. 거기 스크립트가 이렇게 띄움:\n%s" % snip)
    le = L("The restore check script reuses the production root password for the throwaway container. It works, but the same value is on prod, so it shouldn't live in the script.",
           "복원 검증 스크립트가 임시 컨테이너에도 운영 root 비밀번호를 그대로 씀. 동작은 하지만 운영이랑 같은 값이라 스크립트에 있으면 안 됨.")
    ask = L("Can the restore check use a generated password instead of the prod one?", "복원 검증에 운영 비번 말고 생성한 임시 비번을 써도 되는지?")
    return "shell: docker run -e %s" % kind[1], F(mc, le, ask), [pw]


@st
def t_compose_db():
    pw, pw2 = pw_any_urlsafe(), pw_any_urlsafe()
    d = dbname()
    snip = "# docker-compose.override.yml (on the shared dev box)\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: \"%s\"\n  pgadmin:\n    image: dpage/pgadmin4\n    environment:\n      PGADMIN_DEFAULT_EMAIL: ops@acme.dev\n      PGADMIN_DEFAULT_PASSWORD: \"%s\"" % (
        d, pw, pw2)
    mc = L("The shared dev box has an override file nobody mentioned; it explains why the %s DB there doesn't match the seed data:\n%s" % (d, snip),
           "공용 개발 서버에 아무도 말 안 한 override 파일이 있었음. 거기 %s DB가 시드 데이터랑 다른 이유가 이거:\n%s" % (d, snip))
    le = L("pgAdmin on that box is reachable from the office VPN, so both of those passwords are effectively shared with everyone on the VPN.",
           "그 서버의 pgAdmin이 사내 VPN에서 접근 가능해서, 위 두 비밀번호는 사실상 VPN 사용자 전원에게 공유된 상태.")
    ask = L("Who maintains the shared dev box, and can the override move to .env outside git?", "공용 개발 서버 관리자가 누구인지, override를 git 밖 .env로 옮겨도 되는지?")
    return "docker-compose: postgres + pgadmin passwords", F(mc, le, ask), [pw, pw2]


@st
def t_k8s_secret_b64():
    pw = pw_any()
    enc = b64s(pw)
    u = dbuser()
    both = chance(0.4)
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s" % (svc(), ns(), b64s(u), enc)
    if both:
        snip += "\n\n$ echo %s | base64 -d\n%s" % (enc, pw)
    mc = L("The chart renders this Secret straight from a file committed in the repo (charts/templates/secret.yaml), which is why rotating it in Vault changed nothing:\n%s" % snip,
           "차트가 저장소에 커밋된 파일(charts/templates/secret.yaml)로 이 Secret을 직접 만들고 있었음. 그래서 Vault에서 로테이션해도 변화가 없었던 것:\n%s" % snip)
    le = L("base64 in a Secret manifest is only encoding; anyone with repo access can read the password. Switch the chart to an ExternalSecret.",
           "Secret 매니페스트의 base64는 인코딩일 뿐이라 저장소 권한만 있으면 비밀번호를 읽을 수 있음. 차트를 ExternalSecret으로 바꿔야 함.")
    ask = L("OK to delete the committed secret.yaml and rotate the password in the same change?", "커밋된 secret.yaml 삭제와 비밀번호 로테이션을 한 번에 해도 되는지?")
    return "k8s Secret data base64%s" % (" + decoded" if both else ""), F(mc, le, ask), ([enc, pw] if both else [enc])


@st
def t_basic_auth_header():
    u = pick(["admin", "ops", "backoffice", "svc-reporter", "partner-api"])
    pw = pw_any_urlsafe()
    blob = b64s(u + ":" + pw)
    host = pick(["admin.internal.acme.dev", "backoffice.acme.kr", "reports.corp.local", "partner-gw.acme.dev"])
    snip = "%s INFO  access %s \"GET /api/v1/exports?date=%s HTTP/1.1\" 200 %d \"-\" \"python-requests/2.31\" auth=\"Basic %s\"" % (
        rts(), rip(), rdate(), ri(300, 90000), blob)
    mc = L("The export cron on %s has no docs; I reverse-engineered it from the ingress log, which logs the Authorization header:\n%s" % (host, snip),
           "%s의 export 크론은 문서가 없어서 ingress 로그로 역추적함. 이 로그가 Authorization 헤더를 그대로 남김:\n%s" % (host, snip))
    le = L("The ingress log format includes $http_authorization; drop it from the log_format, the Basic credentials of the %s account are readable by anyone with log access." % u,
           "ingress log_format에 $http_authorization이 들어가 있음. 빼야 함, 로그 권한만 있으면 %s 계정 Basic 인증정보를 읽을 수 있음." % u)
    ask = L("Who owns the ingress log_format, and can we purge the old log indices?", "ingress log_format 담당자가 누구인지, 예전 로그 인덱스를 삭제해도 되는지?")
    return "log: Basic auth header in access log", F(mc, le, ask), [blob]


@st
def t_netrc():
    tok = pw_alnum(ri(20, 32))
    pw = pw_any_urlsafe()
    snip = "$ cat ~/.netrc\nmachine artifacts.acme.dev\n  login ci-reader\n  password %s\nmachine ftp.partner.co.kr\n  login acme_upload\n  password %s" % (tok, pw)
    mc = L("curl in the fetch step worked on the runner but not locally; the runner had a ~/.netrc baked into the image:\n%s" % snip,
           "fetch 단계의 curl이 러너에서는 되고 로컬에서는 안 됐는데, 러너 이미지에 ~/.netrc가 포함돼 있었음:\n%s" % snip)
    le = L("The runner image is public on our registry mirror, so anything in its home directory is public too. Rebuild without .netrc and pass credentials at run time.",
           "러너 이미지가 레지스트리 미러에 public으로 올라가 있어서 홈 디렉터리 내용도 공개된 셈. .netrc 빼고 재빌드하고 실행 시점에 주입해야 함.")
    ask = L("Which image tags contain the .netrc, so we know what to purge?", ".netrc가 들어간 이미지 태그가 어떤 건지 (삭제 대상 파악)?")
    return "file: ~/.netrc two machines", F(mc, le, ask), [tok, pw]


@st
def t_pgpass():
    pw1, pw2 = pw_any_urlsafe().replace(":", ""), pw_any_urlsafe().replace(":", "")
    h1, h2 = rdshost(), "pgbouncer-%02d.internal" % ri(1, 4)
    snip = "$ cat ~/.pgpass\n%s:5432:ledger:ledger_app:%s\n%s:6432:*:pgbouncer_admin:%s" % (h1, pw1, h2, pw2)
    mc = L("pg_dump in the nightly export never prompted for a password, and I couldn't tell which account it used. It reads ~/.pgpass of the batch user:\n%s" % snip,
           "야간 export의 pg_dump가 비밀번호를 안 물어봐서 어떤 계정을 쓰는지 몰랐음. batch 유저의 ~/.pgpass를 읽고 있었음:\n%s" % snip)
    le = L("The export uses the application account, so it holds row locks like the app does. A dedicated replica user would avoid that.",
           "export가 애플리케이션 계정을 써서 앱과 똑같이 락을 잡음. 레플리카 전용 계정을 쓰면 해결됨.")
    return "file: .pgpass entries", F(mc, le, L("Can we get a replica-only export user?", "레플리카 전용 export 계정 받을 수 있는지?")), [pw1, pw2]


@st
def t_git_remote_cred():
    u = pick(["deploy", "ci-bot", "jenkins", "release-bot"])
    raw = pick([pw_human, pw_korean, pw_walk, pw_random])()
    enc = pct(raw)
    host = pick(["git.acme.dev", "gitea.corp.local", "bitbucket.acme.kr", "gitlab.internal"])
    rp = repo()
    snip = "$ git remote -v\norigin\thttps://%s:%s@%s/platform/%s.git (fetch)\norigin\thttps://%s:%s@%s/platform/%s.git (push)" % (u, enc, host, rp, u, enc, host, rp)
    mc = L("The release job pushes tags from a clone on the build VM, and I couldn't work out which account it used until I looked at the remote:\n%s" % snip,
           "릴리스 잡이 빌드 VM의 클론에서 태그를 push하는데, 어떤 계정인지 remote를 보고서야 알았음:\n%s" % snip)
    le = L("Credentials embedded in the remote URL end up in .git/config and in every `git remote -v` paste. Use a credential helper or a deploy key.",
           "remote URL에 박힌 인증정보는 .git/config와 `git remote -v` 붙여넣기마다 노출됨. credential helper나 deploy key를 써야 함.")
    secrets = [enc] if enc == raw else [enc]
    return "shell: git remote with percent-encoded password", F(mc, le, L("Which account should own release tagging?", "릴리스 태깅은 어떤 계정이 해야 하는지?")), secrets


@st
def t_jdbc():
    pw = pw_any_urlsafe()
    enc = pct(pw)
    h = pick([rdshost(), dbhost()])
    variant = pick(["mysql", "postgresql", "sqlserver"])
    if variant == "mysql":
        url = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, dbname(), dbuser(), enc)
    elif variant == "postgresql":
        url = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&sslmode=require" % (h, dbname(), dbuser(), enc)
    else:
        url = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, dbname(), dbuser(), pw)
        enc = pw
    snip = "%s WARN  [main] o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000342: Could not obtain connection to query metadata\njava.sql.SQLException: Access denied, url=%s" % (rts(), url)
    mc = L("The report service crashed on boot in %s. The stack trace prints the whole JDBC URL:\n%s" % (ns(), snip),
           "%s에서 리포트 서비스가 부팅 중 죽음. 스택트레이스에 JDBC URL 전체가 찍힘:\n%s" % (ns(), snip))
    le = L("Access denied was the user's host grant, not the password: the new subnet wasn't in the grant. Also, the driver logs the full URL on failure, so put credentials in properties instead of the URL.",
           "Access denied 원인은 비밀번호가 아니라 계정 host grant였음 (새 서브넷 누락). 그리고 드라이버가 실패 시 URL 전체를 찍으니 인증정보는 URL 말고 properties로.")
    return "log: JDBC %s URL with password" % variant, F(mc, le, L("Who manages DB grants for new subnets?", "새 서브넷 DB grant는 누가 관리하는지?")), [enc]


@st
def t_redis_cli():
    pw = pw_any_urlsafe()
    h = pick(["redis-cache-1.internal", "10.20.3.14", "master.session-cache.abc123.apn2.cache.amazonaws.com"])
    if chance(0.5):
        snip = "$ redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO memory | grep used_memory_human\nused_memory_human:%.2fG" % (h, shq(pw), R.random() * 12)
        cat = "shell: redis-cli -a password"
    else:
        snip = "# /etc/redis/redis.conf (excerpt)\nbind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory %dgb\nmaxmemory-policy allkeys-lru" % (pw, ri(2, 16))
        cat = "config: redis.conf requirepass"
    mc = L("Session cache evictions spiked and I didn't know the eviction policy or how to get into the instance:\n%s" % snip,
           "세션 캐시 eviction이 급증했는데 eviction 정책도, 인스턴스 접속 방법도 몰랐음:\n%s" % snip)
    le = L("allkeys-lru on a session cache silently logs users out under memory pressure; volatile-lru plus TTLs on sessions is what we want.",
           "세션 캐시에 allkeys-lru면 메모리 압박 시 사용자가 조용히 로그아웃됨. volatile-lru + 세션 TTL이 맞음.")
    return cat, F(mc, le, L("Can we move the cache password to an ACL user per service?", "캐시 비밀번호를 서비스별 ACL 유저로 나눌 수 있는지?")), [pw]


@st
def t_amqp():
    pw = pw_any_urlsafe()
    enc = pct(pw)
    u = pick(["orders", "notify", "celery", "rabbit_app"])
    url = "amqp://%s:%s@%s:5672/%s" % (u, enc, pick(["mq-01.internal", "rabbitmq.messaging.svc", "b-3f2a.mq.ap-northeast-2.amazonaws.com"]), pick(["prod", "orders", "%2F"]))
    if chance(0.5):
        snip = "BROKER_URL=%s" % url
    else:
        snip = "%s ERROR [consumer] pika.exceptions.AMQPConnectionError: connection to %s failed" % (rts(), url)
    mc = L("Consumers stopped acking after the broker upgrade. The only connection info I had:\n%s" % snip,
           "브로커 업그레이드 후 컨슈머가 ack를 안 함. 가진 연결 정보는 이것뿐:\n%s" % snip)
    le = L("The upgrade changed the default consumer_timeout to 30 min; the batch consumer holds messages longer. Set it per queue.",
           "업그레이드로 consumer_timeout 기본값이 30분이 됨. 배치 컨슈머는 메시지를 더 오래 잡고 있음. 큐별로 설정할 것.")
    return "config: AMQP URL with password", F(mc, le, L("Who owns the broker config?", "브로커 설정 담당자?")), [enc]


@st
def t_mongo_uri():
    pw = pick([pw_human, pw_korean, pw_random, pw_walk])()
    enc = pct(pw)
    u = pick(["appUser", "analytics", "svc_catalog", "admin"])
    uri = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, rs(LAN, 5), dbname())
    if chance(0.5):
        snip = "MONGODB_URI=\"%s\"" % uri
    else:
        snip = "const client = new MongoClient(\"%s\");" % uri
    if LANG == "en":
        mc = "The catalog service's slow queries were on Atlas, not on the self-hosted replica I assumed. Connection string from the service config:\n%s" % snip
        le = "Atlas profiler shows a COLLSCAN on `sku`; there's no index since the collection was recreated. The user in the URI has readWriteAnyDatabase, far more than the service needs."
    else:
        mc = "카탈로그 서비스 느린 쿼리가 내가 생각한 자체 레플리카가 아니라 Atlas에 있었음. 서비스 설정의 연결 문자열:\n%s" % snip
        le = "Atlas profiler에 `sku` COLLSCAN. 컬렉션 재생성 후 인덱스가 없음. URI 계정이 readWriteAnyDatabase라 서비스에 필요한 것보다 권한이 과함."
    return "config: mongodb+srv URI with percent-encoded password", F(mc, le, L("Can I create the index on prod during business hours?", "업무시간에 prod 인덱스 생성해도 되는지?")), [enc]


@st
def t_mssql_connstr():
    pw = pw_random(ri(14, 22), "!#%*-_")
    cs = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (
        pick(["sql-erp-prod.database.windows.net", "mssql01.corp.local", "10.40.1.12"]), pick(["ERP", "HR", "Billing"]), pick(["erp_sync", "sa", "hr_reader"]), pw)
    snip = "\"ConnectionStrings\": {\n  \"Erp\": \"%s\"\n}" % cs
    mc = L("The ERP sync (C#) times out every night at 02:00. appsettings.Production.json in the repo has:\n%s" % snip,
           "ERP 동기화(C#)가 매일 02시에 타임아웃. 저장소의 appsettings.Production.json 내용:\n%s" % snip)
    le = L("02:00 is the ERP index rebuild window; the sync should start after 03:00. Connection strings with passwords belong in Key Vault references, not in appsettings.",
           "02시는 ERP 인덱스 리빌드 시간대라 동기화는 03시 이후로. 비밀번호 있는 연결 문자열은 appsettings 말고 Key Vault 참조로.")
    return "json: MSSQL connection string in appsettings", F(mc, le, L("Who can move the ERP sync schedule?", "ERP 동기화 스케줄 변경 권한자?")), [pw]


@st
def t_sqlplus():
    pw = pick([lambda: pw_random(ri(14, 20), "_#"), pw_alnum, lambda: ko_keys(pick(KO_WORDS)) + "_" + str(ri(1990, 2025))])()
    snip = "$ sqlplus app_batch/%s@//%s:1521/ORCLPDB1 @close_month.sql" % (pw, pick(["ora-prod-01.corp.local", "10.40.2.21"]))
    mc = L("Month-end close runs a SQL*Plus script from cron; there was no documentation of the Oracle side at all. Crontab line:\n%s" % snip,
           "월마감이 크론으로 SQL*Plus 스크립트를 돌리는데 Oracle 쪽 문서가 전혀 없었음. crontab 줄:\n%s" % snip)
    le = L("The password is visible in `ps` to every user on that host while the script runs. Oracle wallet (mkstore) removes it from the command line.",
           "스크립트 실행 중엔 그 호스트 사용자 누구나 `ps`로 비밀번호를 볼 수 있음. Oracle wallet(mkstore)로 커맨드라인에서 빼야 함.")
    return "crontab: sqlplus user/password@", F(mc, le, L("Is there a DBA contact for the Oracle box?", "Oracle 서버 DBA 담당자가 있는지?")), [pw]


@st
def t_ldapsearch():
    pw = pw_any_urlsafe()
    snip = "$ ldapsearch -x -H ldaps://%s -D \"cn=svc-gitlab,ou=services,dc=acme,dc=local\" -w %s -b \"ou=people,dc=acme,dc=local\" \"(mail=*@acme.dev)\" uid | head" % (
        pick(["ldap-01.corp.local", "ad.acme.local", "10.10.0.5"]), shq(pw))
    mc = L("GitLab LDAP sync stopped picking up new hires. I needed to see what the bind account can query:\n%s" % snip,
           "GitLab LDAP 동기화가 신규 입사자를 못 가져옴. 바인드 계정으로 어떤 조회가 되는지 확인해야 했음:\n%s" % snip)
    le = L("New hires are created under ou=onboarding first and moved later; the sync base DN only covers ou=people.",
           "신규 입사자는 ou=onboarding에 먼저 생성되고 나중에 이동됨. 동기화 base DN이 ou=people만 봄.")
    return "shell: ldapsearch -w bind password", F(mc, le, L("Can the base DN include ou=onboarding?", "base DN에 ou=onboarding 포함해도 되는지?")), [pw]


@st
def t_smtp_props():
    pw = pw_any_urlsafe()
    host = pick(["smtp.office365.com", "smtp.gmail.com", "mail-relay.corp.local", "smtp.worksmobile.com"])
    snip = "spring.mail.host=%s\nspring.mail.port=587\nspring.mail.username=noreply@acme.dev\nspring.mail.password=%s\nspring.mail.properties.mail.smtp.starttls.enable=true" % (host, pw)
    mc = L("Password-reset mails stopped after the mailbox migration; the app config had the old relay:\n%s" % snip,
           "메일함 이전 후 비밀번호 재설정 메일이 안 나감. 앱 설정에 예전 릴레이가 남아 있었음:\n%s" % snip)
    le = L("The new tenant blocks basic SMTP AUTH by default; the app needs OAuth2 or the internal relay.",
           "새 테넌트는 기본적으로 SMTP AUTH(basic)를 막음. 앱은 OAuth2나 내부 릴레이를 써야 함.")
    return "properties: spring.mail.password", F(mc, le, L("Which relay should apps use now?", "앱은 이제 어떤 릴레이를 써야 하는지?")), [pw]


@st
def t_elastic_curl():
    pw = pw_alnum(20)
    snip = "$ curl -sk -u elastic:%s https://%s:9200/_cluster/health?pretty\n{\n  \"cluster_name\" : \"logs-prod\",\n  \"status\" : \"yellow\",\n  \"unassigned_shards\" : %d\n}" % (
        pw, pick(["es-data-1.internal", "10.30.4.11", "logs-es.observability.svc"]), ri(2, 40))
    mc = L("Cluster went yellow after the node replacement. I only had the built-in superuser to look:\n%s" % snip,
           "노드 교체 후 클러스터가 yellow. 확인할 수 있는 계정이 기본 superuser뿐이었음:\n%s" % snip)
    le = L("Replicas stayed unassigned because of the disk watermark on the remaining nodes; raising it temporarily let them allocate.",
           "남은 노드들 disk watermark 때문에 레플리카가 할당 안 됨. 임시로 올려서 할당시킴.")
    return "shell: curl -u elastic superuser", F(mc, le, L("Can we get a monitoring-only role instead of elastic?", "elastic 대신 모니터링 전용 롤을 받을 수 있는지?")), [pw]


@st
def t_grafana_ini():
    pw = pick([pw_human, pw_korean, pw_walk])()
    sk = pw_alnum(32)
    snip = "# /etc/grafana/grafana.ini\n[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = %s\n[auth.anonymous]\nenabled = false" % (pw, sk)
    mc = L("Couldn't log into the on-prem Grafana to fix the broken dashboard; SSO was down. The ini on the VM:\n%s" % snip,
           "SSO 장애로 온프렘 Grafana에 로그인을 못 해서 대시보드를 못 고침. VM의 ini:\n%s" % snip)
    le = L("secret_key encrypts datasource passwords in grafana.db; changing it breaks every datasource, so rotate it only with a re-encrypt.",
           "secret_key는 grafana.db의 데이터소스 비밀번호를 암호화함. 바꾸면 모든 데이터소스가 깨지니 재암호화와 같이 해야 함.")
    return "ini: grafana admin_password + secret_key", F(mc, le, L("Is there a break-glass procedure for Grafana?", "Grafana 비상 로그인 절차가 있는지?")), [pw, sk]


@st
def t_jenkins_initial():
    pw = rhex(32)
    snip = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % pw
    mc = L("Rebuilding the Jenkins controller for the DR drill; the setup wizard wants the initial admin password:\n%s" % snip,
           "DR 훈련으로 Jenkins 컨트롤러 재구축 중, 설치 마법사가 초기 관리자 비밀번호를 요구함:\n%s" % snip)
    le = L("That file stays valid until the first admin is created; the DR instance was reachable from the office network in the meantime.",
           "첫 관리자 생성 전까지 그 파일 값이 유효함. 그동안 DR 인스턴스가 사내망에 노출돼 있었음.")
    return "shell: Jenkins initialAdminPassword", F(mc, le, L("Should the DR Jenkins be restored from backup instead?", "DR Jenkins는 백업 복원으로 해야 하는지?")), [pw]


@st
def t_argocd_initial():
    pw = rs(B64U, 16)
    snip = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n%s" % pw
    mc = L("New cluster, Argo CD installed by the bootstrap script, but SSO isn't wired yet. Got in with:\n%s" % snip,
           "새 클러스터에 부트스트랩 스크립트로 Argo CD 설치됨, SSO 연동 전. 이렇게 로그인함:\n%s" % snip)
    le = L("Delete argocd-initial-admin-secret after SSO is configured and disable the local admin (admin.enabled: false).",
           "SSO 설정 후 argocd-initial-admin-secret 삭제하고 로컬 admin 비활성화(admin.enabled: false).")
    return "shell: argocd initial admin password", F(mc, le, L("Who configures Dex for the new cluster?", "새 클러스터 Dex 설정은 누가?")), [pw]


@st
def t_keycloak_admin():
    pw = pick([pw_human, pw_korean, pw_random])()
    snip = "      - name: KEYCLOAK_ADMIN\n        value: admin\n      - name: KEYCLOAK_ADMIN_PASSWORD\n        value: \"%s\"" % pw
    mc = L("The Keycloak StatefulSet env in the %s repo (this is the bootstrap admin for the master realm):\n%s" % (repo(), snip),
           "%s 저장소의 Keycloak StatefulSet env (master realm 부트스트랩 관리자):\n%s" % (repo(), snip))
    le = L("The bootstrap admin is only read on first start; changing it later does nothing, so the committed value is probably still the live master-realm password.",
           "부트스트랩 관리자 값은 최초 기동 때만 읽힘. 나중에 바꿔도 소용없으니 커밋된 값이 아직 master realm 비밀번호일 가능성이 큼.")
    return "k8s env: KEYCLOAK_ADMIN_PASSWORD", F(mc, le, L("Can someone with realm access confirm and rotate it?", "realm 권한자가 확인 후 로테이션 가능한지?")), [pw]


@st
def t_wifi_psk():
    ssid = pick(["ACME-Office", "acme-guest-5G", "HQ-Dev", "판교오피스", "ACME_IoT"])
    pw = pick([pw_korean, pw_human, pw_walk])()
    if chance(0.5):
        snip = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, pw)
        cat = "config: wpa_supplicant psk"
    else:
        snip = "[%s] %s: %s 와이파이 비번 %s 에요" % (rhm(), pick(PEOPLE_KO), ssid, pw) if LANG == "ko" else "[%s] %s: wifi for %s is %s" % (rhm(), pick(PEOPLE_EN), ssid, pw)
        cat = "chat: office wifi password"
    mc = L("The Raspberry Pi dashboard in the office dropped off the network; needed the Wi-Fi config to re-provision it:\n%s" % snip,
           "사무실 라즈베리파이 대시보드가 네트워크에서 빠짐. 재설정하려고 와이파이 정보가 필요했음:\n%s" % snip)
    le = L("The Pi reconnects fine with the PSK, but it should be on the IoT VLAN, not the office SSID.",
           "PSK로 재연결은 되지만 사무실 SSID 말고 IoT VLAN에 붙어야 함.")
    return cat, F(mc, le, L("Who manages the office network?", "사무실 네트워크 담당자?")), [pw]


@st
def t_ipsec_psk():
    psk = pick([lambda: pw_random(32, "!@#%^*-_"), lambda: b64(24), lambda: rhex(40)])()
    peer = rpubip()
    snip = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % (rip(), peer, psk)
    mc = L("Site-to-site tunnel to the partner's datacenter ({}) flaps every few hours. Config on our strongSwan box:\n{}".format(peer, snip),
           "파트너 IDC({}) 사이트간 터널이 몇 시간마다 끊김. 우리 strongSwan 박스 설정:\n{}".format(peer, snip))
    le = L("The partner's side uses a 28800s IKE lifetime and ours 3600s; mismatch causes the rekey drop. The PSK was also emailed around, so ask for certificate auth.",
           "파트너는 IKE lifetime 28800s, 우리는 3600s라 rekey 때 끊김. PSK도 메일로 돌았으니 인증서 방식으로 바꾸자고 요청할 것.")
    return "config: ipsec.secrets PSK", F(mc, le, L("Who is the partner's network contact?", "파트너 네트워크 담당자가 누구인지?")), [psk]


@st
def t_wireguard():
    priv, psk, peerpub = wg_key(), wg_key(), wg_key()
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.99.0.%d/32\nDNS = 10.0.0.2\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = %s:51820\nAllowedIPs = 10.0.0.0/16" % (
        priv, ri(2, 250), peerpub, psk, rpubip())
    mc = L("VPN to the staging VPC stopped routing after the subnet change. My laptop's wg0.conf (issued by the previous admin):\n%s" % snip,
           "서브넷 변경 후 스테이징 VPC VPN이 라우팅 안 됨. 이전 관리자가 발급해준 내 노트북 wg0.conf:\n%s" % snip)
    le = L("AllowedIPs still had the old /16; the new subnets are 10.1.0.0/16. The PrivateKey and PresharedKey above are mine and need re-issuing since they were pasted here.",
           "AllowedIPs가 예전 /16 그대로였음. 새 서브넷은 10.1.0.0/16. 위 PrivateKey와 PresharedKey는 여기 붙여넣었으니 재발급 필요.")
    return "config: WireGuard PrivateKey + PresharedKey", F(mc, le, L("Who issues WireGuard peers now?", "WireGuard peer 발급은 이제 누가?")), [priv, psk]


@st
def t_openvpn_static():
    body = [rhex(32) for _ in range(16)]
    snip = "-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(body) + "\n-----END OpenVPN Static key V1-----"
    mc = L("The legacy bastion's OpenVPN uses tls-auth; the ta.key was attached to the runbook page:\n%s" % snip,
           "레거시 베스천 OpenVPN이 tls-auth를 씀. ta.key가 런북 페이지에 첨부돼 있었음:\n%s" % snip)
    le = L("Anyone with ta.key can pass the HMAC firewall; it's meant to be secret. Move to tls-crypt-v2 with per-client keys.",
           "ta.key만 있으면 HMAC 방화벽을 통과할 수 있어서 비밀이어야 함. 클라이언트별 키인 tls-crypt-v2로 바꿀 것.")
    return "pem: OpenVPN static key (tls-auth)", F(mc, le, ""), body


@st
def t_openssh_key():
    comment = pick(["deploy@ci", "ec2-user@bastion", "backup@nas", "jenkins@build-01", "ops@jump"])
    body, pub = openssh_ed25519(comment)
    snip = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END OPENSSH PRIVATE KEY-----"
    if chance(0.5):
        mc = L("Deploy to the bastion-only hosts needs an SSH key that isn't in the secret store; it was in the Jenkins credentials export:\n%s" % snip,
               "베스천 뒤 호스트 배포에 시크릿 저장소에 없는 SSH 키가 필요했음. Jenkins credentials export에 있었음:\n%s" % snip)
        le = L("The matching public key is in authorized_keys on 14 hosts (%s). Rotate by pushing a new key with Ansible first, then removing this one." % comment,
               "짝이 되는 공개키가 호스트 14대 authorized_keys에 있음 (%s). 새 키를 Ansible로 먼저 배포한 뒤 이 키를 제거하는 순서로 로테이션." % comment)
    else:
        mc = L("The backup job's SSH key had no owner and no record of where the public half was installed.", "백업 잡 SSH 키 담당자도, 공개키가 어디 설치됐는지 기록도 없었음.")
        le = L("Key as found on the NAS (comment %s):\n%s" % (comment, snip), "NAS에서 발견한 키 (comment %s):\n%s" % (comment, snip))
    return "pem: OpenSSH ed25519 private key", F(mc, le, L("Is there a plan to move deploys to SSM or short-lived certs?", "배포를 SSM이나 단기 인증서로 옮길 계획이 있는지?")), body


@st
def t_rsa_partial():
    n = ri(4, 7)
    body = pem_rsa_partial(n)
    snip = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\n[... log line truncated at 1000 chars ...]"
    mc = L("The cert-renewal job failed and printed its input on error, so part of the TLS private key ended up in the CI log:\n%s" % snip,
           "인증서 갱신 잡이 실패하면서 입력값을 출력해서 TLS 개인키 일부가 CI 로그에 남음:\n%s" % snip)
    le = L("Even a partial key in a log should be treated as exposed: reissue the certificate with a new key and delete the job log. Fix the job to never echo its inputs.",
           "로그에 일부만 남았어도 노출로 봐야 함. 새 키로 인증서 재발급하고 잡 로그 삭제. 잡이 입력값을 절대 출력하지 않도록 수정.")
    return "ci log: partial RSA private key", F(mc, le, L("Who can reissue the wildcard cert?", "와일드카드 인증서 재발급 권한자?")), body


@st
def t_ec_key():
    body = pem_ec_sec1()
    snip = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END EC PRIVATE KEY-----"
    mc = L("Tokens from the auth service didn't verify in the new gateway. The ES256 signing key is mounted from a ConfigMap (not a Secret):\n%s" % snip,
           "auth 서비스 토큰이 새 게이트웨이에서 검증이 안 됨. ES256 서명키가 Secret이 아니라 ConfigMap으로 마운트돼 있었음:\n%s" % snip)
    le = L("The gateway caches the JWKS for 24h and the kid changed; a restart fixed verification. The signing key must move to a Secret with RBAC, ConfigMaps are readable by every dev.",
           "게이트웨이가 JWKS를 24시간 캐시하는데 kid가 바뀌었음, 재시작으로 해결. 서명키는 RBAC 걸린 Secret으로 옮겨야 함, ConfigMap은 개발자 누구나 읽음.")
    return "pem: EC private key in ConfigMap", F(mc, le, L("Can the signing key move to KMS?", "서명키를 KMS로 옮길 수 있는지?")), body


@st
def t_ed25519_pkcs8():
    body = pem_ed25519_pkcs8()
    snip = "WEBHOOK_SIGNING_KEY=\"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\"" % body[0]
    mc = L("Partners reported our webhook signatures failing after the key rollover. The signer reads an Ed25519 key from env:\n%s" % snip,
           "키 롤오버 후 파트너사에서 우리 웹훅 서명 검증 실패 문의. 서명 모듈이 env에서 Ed25519 키를 읽음:\n%s" % snip)
    le = L("We published the new public key 10 minutes after switching the signer; publish first, wait a day, then switch.",
           "서명키 교체 10분 뒤에 새 공개키를 공개했음. 공개 먼저, 하루 대기 후 교체 순서여야 함.")
    return ".env: Ed25519 PKCS8 key one line", F(mc, le, ""), body


@st
def t_apple_p8():
    body = pem_ec_pkcs8()
    kid = rs(UAN, 10)
    snip = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END PRIVATE KEY-----"
    mc = L("TestFlight uploads failed with 401. The App Store Connect key (Key ID %s, issuer %s) is stored as a file in the fastlane repo:\n%s" % (kid, ruuid(), snip),
           "TestFlight 업로드가 401로 실패. App Store Connect 키(Key ID %s, issuer %s)가 fastlane 저장소에 파일로 있음:\n%s" % (kid, ruuid(), snip))
    le = L("The 401 came from a clock skew on the runner (JWT iat in the future). The .p8 can't be re-downloaded, so if it's revoked we need a new key and to update every pipeline.",
           "401 원인은 러너 시계 오차(JWT iat가 미래). .p8은 재다운로드가 안 되니 폐기하면 새 키 발급 후 모든 파이프라인을 갱신해야 함.")
    return "pem: App Store Connect .p8 key [Apple]", F(mc, le, L("Who has App Manager role to issue a new key?", "새 키 발급 가능한 App Manager 권한자?")), body


@st
def t_pgp_partial():
    lines = lines_of("lQVYBGX" + b64(300), 64)[:ri(4, 6)]
    snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n..."
    mc = L("The settlement files from the bank are PGP-encrypted; the decrypt step's key was pasted into the job description:\n%s" % snip,
           "은행 정산 파일이 PGP 암호화돼 있는데, 복호화 단계 키가 잡 설명에 붙어 있었음:\n%s" % snip)
    le = L("Import the key into the job's isolated keyring from the secret store instead; job descriptions are visible to all CI users.",
           "키는 시크릿 저장소에서 잡 전용 keyring으로 import해야 함. 잡 설명은 CI 사용자 모두에게 보임.")
    return "pem: PGP private key block (partial)", F(mc, le, L("Does the bank accept a new public key mid-quarter?", "은행이 분기 중간에 공개키 교체를 받아주는지?")), lines


@st
def t_age_key():
    sk, pk = age_secret(), age_public()
    snip = "# created: %sT%s+09:00\n# public key: %s\n%s" % (rdate(), rtime(), pk, sk)
    mc = L("sops couldn't decrypt secrets/prod.enc.yaml on my side. The key file the CI uses (found in the runner's workspace):\n%s" % snip,
           "내 쪽에서 sops가 secrets/prod.enc.yaml을 복호화 못 함. CI가 쓰는 키 파일 (러너 워크스페이스에서 발견):\n%s" % snip)
    le = L("Only the public key line is shareable; the last line is the identity and decrypts every prod secret in the repo, so it has to be rotated and all files re-encrypted.",
           "공유해도 되는 건 public key 줄뿐. 마지막 줄이 identity라서 저장소의 prod 시크릿 전부가 복호화됨. 로테이션하고 전체 재암호화 필요.")
    return "file: age identity (sops)", F(mc, le, L("Who else holds a recipient for prod?", "prod recipient를 가진 다른 사람이 누구인지?")), [sk]


@st
def t_jwt_curl():
    t = epoch()
    tok = jwt({"sub": rdigits(7), "role": pick(["admin", "ops", "internal"]), "iss": "https://auth.acme.dev", "iat": t, "exp": t + 86400 * ri(1, 30)},
              alg=pick(["HS256", "ES256"]), sig_bytes=pick([32, 64]))
    snip = "$ curl -s https://admin-api.acme.dev/v2/refunds/%s -H \"Authorization: Bearer %s\"\n{\"status\":\"pending\",\"retries\":%d}" % (rdigits(8), tok, ri(1, 6))
    mc = L("Refund stuck in pending; I only could inspect it through the admin API, with a token copied from the browser session:\n%s" % snip,
           "환불이 pending에 멈춤. admin API로만 볼 수 있어서 브라우저 세션에서 토큰을 복사해 씀:\n%s" % snip)
    le = L("That admin token lives for weeks; the refund worker was failing on an idempotency-key collision, not on the PG side.",
           "그 admin 토큰은 몇 주짜리임. 환불 워커는 PG가 아니라 idempotency key 충돌로 실패하고 있었음.")
    return "shell: curl with JWT bearer (admin)", F(mc, le, L("Is there a CLI for admin reads so nobody copies browser tokens?", "브라우저 토큰 복사 안 하도록 admin 조회 CLI가 있는지?")), [tok]


@st
def t_cookie():
    v = pick(["express", "django", "rails", "php", "java", "laravel"])
    if v == "express":
        sid = "s%3A" + rs(B64U, 32) + "." + pct(b64(32).rstrip("="))
        ck = "connect.sid=" + sid
    elif v == "django":
        sid = rs(LAN, 32)
        ck = "csrftoken=" + rs(B62, 32) + "; sessionid=" + sid
    elif v == "rails":
        sid = pct(b64(96)) + "--" + rhex(40)
        ck = "_backoffice_session=" + sid
    elif v == "php":
        sid = rs(LAN, 26)
        ck = "PHPSESSID=" + sid
    elif v == "java":
        sid = rhex(32).upper()
        ck = "JSESSIONID=" + sid
    else:
        sid = pct(b64s(json.dumps({"iv": b64(16), "value": b64(48), "mac": rhex(64), "tag": ""}, separators=(",", ":"))))
        ck = "XSRF-TOKEN=" + rs(B64U, 40) + "; laravel_session=" + sid
    snip = "GET /admin/orders?status=held HTTP/1.1\nHost: backoffice.acme.kr\nCookie: %s\nUser-Agent: Mozilla/5.0" % ck
    mc = L("Reproducing the CS report ('held orders page is empty'); copied the request from the CS lead's browser devtools:\n%s" % snip,
           "CS 제보('보류 주문 페이지가 비어있음') 재현하려고 CS 리드 브라우저 devtools에서 요청을 복사함:\n%s" % snip)
    le = L("With that session I saw the same empty page: the filter param is `state`, not `status`, since the last release. The copied session is a live login and should be invalidated.",
           "그 세션으로 똑같이 빈 페이지 확인: 지난 릴리스부터 필터 파라미터가 `status`가 아니라 `state`임. 복사한 세션은 살아있는 로그인이라 무효화 필요.")
    return "http: session cookie (%s)" % v, F(mc, le, L("Can CS give repro steps instead of session cookies next time?", "다음엔 세션 쿠키 대신 재현 절차로 받을 수 있는지?")), [sid]


@st
def t_s3_presigned():
    ak = ("ASIA" if chance(0.4) else "AKIA") + rs(B32, 16)
    sig = rhex(64)
    d = rdate().replace("-", "")
    url = "https://acme-exports-prod.s3.ap-northeast-2.amazonaws.com/settlement/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%sT0%d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host" % (
        d, ak, d, d, ri(0, 9), ri(0, 59))
    secrets = [ak]
    if ak.startswith("ASIA"):
        tokn = pct("IQoJb3JpZ2luX2Vj" + b64(180))
        url += "&X-Amz-Security-Token=" + tokn
        secrets.append(tokn)
    url += "&X-Amz-Signature=" + sig
    secrets.append(sig)
    mc = L("The partner said the settlement link 'expired'. The link we sent (from the mail log):\n%s" % url,
           "파트너가 정산 링크가 '만료됐다'고 함. 우리가 보낸 링크 (메일 로그):\n%s" % url)
    le = L("7-day presigned URLs signed with temporary credentials die when the session does (about 1h), whatever X-Amz-Expires says. Sign with the exporter's role and keep links short-lived.",
           "임시 자격증명으로 서명한 7일짜리 presigned URL은 X-Amz-Expires와 상관없이 세션 만료(약 1시간)와 함께 죽음. exporter 롤로 서명하고 링크는 짧게.")
    return "url: S3 presigned URL (%s)" % ak[:4], F(mc, le, L("Should partners pull from SFTP instead of links?", "파트너가 링크 대신 SFTP로 가져가야 하는지?")), secrets


@st
def t_gcs_signed():
    sig = rhex(512)
    url = "https://storage.googleapis.com/acme-ml-datasets/exports/%s.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40acme-data.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT010000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
        rs(LAN, 10), rdate().replace("-", ""), rdate().replace("-", ""), sig)
    mc = L("Vendor download link for the dataset handoff:\n%s" % url, "데이터셋 전달용 벤더 다운로드 링크:\n%s" % url)
    le = L("Anyone holding the full link can download until it expires; post links in the ticket only after the vendor confirms the recipient.",
           "링크 전체를 가진 사람은 만료 전까지 누구나 다운로드 가능. 수신자 확인 후에만 티켓에 올릴 것.")
    return "url: GCS V4 signed URL", F(mc, le, ""), [sig]


@st
def t_azure_sas():
    sig = pct(b64(32))
    url = "https://acmebackups%s.blob.core.windows.net/db-dumps/%s.bak?sp=r&st=%sT00:00:00Z&se=%sT00:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=%s" % (
        rs(LAN, 4), dbname(), rdate(), rdate(), sig)
    mc = L("DBA shared a SAS link so I could pull the dump for the restore test:\n%s" % url, "복원 테스트용 덤프를 받으라고 DBA가 SAS 링크를 공유해줌:\n%s" % url)
    le = L("An account-key SAS can't be revoked individually; only rotating the storage key kills it. Use user-delegation SAS next time.",
           "계정 키 기반 SAS는 개별 폐기가 안 되고 스토리지 키를 로테이션해야만 무효화됨. 다음엔 user delegation SAS로.")
    return "url: Azure blob SAS (sig percent-encoded) [Microsoft]", F(mc, le, ""), [sig]


@st
def t_github_recovery():
    codes = ["%s-%s" % (rhex(5), rhex(5)) for _ in range(16)]
    k = ri(6, 16)
    body = "\n".join(codes[:k])
    acct = pick(["acme-release-bot", "acme-ops-admin", "platform-bot"])
    mc = L("The shared GitHub org-owner account (%s) had 2FA enforced and the TOTP device was with someone who left. Recovery codes from the old onboarding doc:\n%s" % (acct, body),
           "공용 GitHub org owner 계정(%s)에 2FA가 걸려 있는데 TOTP 기기를 퇴사자가 갖고 있었음. 예전 온보딩 문서에 있던 복구 코드:\n%s" % (acct, body))
    le = L("Each code works once; I used the first one. The rest are still valid and must be regenerated now that they've been copied into a note.",
           "코드는 한 번씩만 쓸 수 있고 첫 번째 것을 사용함. 나머지는 아직 유효하니 노트에 복사된 이상 재생성해야 함.")
    return "list: recovery codes [GitHub]", F(mc, le, L("Who should hold the bot account's 2FA from now on?", "이제 봇 계정 2FA는 누가 관리해야 하는지?")), codes[:k]


@st
def t_backup_codes_8digit():
    codes = [rdigits(8) for _ in range(10)]
    k = ri(5, 10)
    if chance(0.5):
        body = "\n".join("%d. %s %s" % (i + 1, c[:4], c[4:]) for i, c in enumerate(codes[:k]))
        shown = ["%s %s" % (c[:4], c[4:]) for c in codes[:k]]
    else:
        body = "  ".join(codes[:k])
        shown = codes[:k]
    mc = L("Needed to log into the Google Workspace super-admin for the DNS verification record; the backup codes sheet in the safe was scanned into the IT folder:\n%s" % body,
           "DNS 인증 레코드 때문에 Google Workspace 최고관리자로 로그인해야 했음. 금고에 있던 백업 코드 시트가 IT 폴더에 스캔돼 있었음:\n%s" % body)
    le = L("Super-admin access should use a hardware key; a scan of backup codes in a shared folder defeats the point.",
           "최고관리자는 하드웨어 키를 써야 함. 공유 폴더에 백업 코드 스캔본이 있으면 의미가 없음.")
    return "list: 2FA backup codes [Google]", F(mc, le, ""), shown


@st
def t_totp_seed():
    seed = rs(B32, 32)
    issuer = pick(["AWS", "Cloudflare", "AcmeAdmin", "NHNCloud", "Okta"])
    url = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, pick(["ops-shared", "root", "billing-admin"]), seed, issuer)
    mc = L("The shared %s admin login has MFA and the seed is stored as a QR in the team drive; decoded it reads:\n%s" % (issuer, url),
           "공용 %s 관리자 로그인에 MFA가 걸려 있는데 seed가 팀 드라이브에 QR로 저장돼 있음. 디코딩하면:\n%s" % (issuer, url))
    le = L("A TOTP seed is as good as the second factor itself; whoever has this string can generate codes forever.",
           "TOTP seed는 2차 인증 그 자체임. 이 문자열만 있으면 계속 코드를 만들 수 있음.")
    return "url: otpauth TOTP seed", F(mc, le, L("Can shared admin MFA move to a hardware key in the safe?", "공용 관리자 MFA를 금고의 하드웨어 키로 바꿀 수 있는지?")), [seed]


@st
def t_webhook_secret_hmac():
    sec = pick([lambda: rhex(40), lambda: pw_alnum(32), lambda: b64(24)])()
    lang = pick(["py", "go", "js"])
    if lang == "py":
        code = "WEBHOOK_SECRET = b\"%s\"\n\ndef verify(body, sig):\n    mac = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(\"sha256=\" + mac, sig)" % sec
    elif lang == "go":
        code = "var webhookSecret = []byte(\"%s\")\n\nfunc verify(body []byte, sig string) bool {\n\tm := hmac.New(sha256.New, webhookSecret)\n\tm.Write(body)\n\treturn hmac.Equal([]byte(sig), []byte(\"sha256=\"+hex.EncodeToString(m.Sum(nil))))\n}" % sec
    else:
        code = "const WEBHOOK_SECRET = '%s';\nexport function verify(body: Buffer, sig: string) {\n  const mac = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');\n  return timingSafeEqual(Buffer.from('sha256=' + mac), Buffer.from(sig));\n}" % sec
    mc = L("GitHub webhook deliveries to the deploy bot were rejected (signature mismatch). The verifier has the secret hardcoded:\n%s" % code,
           "배포 봇으로 오는 GitHub 웹훅이 서명 불일치로 거부됨. 검증 코드에 시크릿이 하드코딩돼 있음:\n%s" % code)
    le = L("Someone updated the secret in the repo's webhook settings but not in the code. Read it from env and keep both in the secret store.",
           "누군가 저장소 웹훅 설정의 시크릿만 바꾸고 코드는 안 바꿈. env에서 읽게 하고 둘 다 시크릿 저장소에서 관리.")
    return "code: hardcoded webhook HMAC secret (%s)" % lang, F(mc, le, ""), [sec]


@st
def t_jwt_secret_env():
    sec = pick([lambda: rhex(64), lambda: b64(48), lambda: pw_random(40, "!@#%^*-_=+")])()
    snip = "JWT_SECRET=%s\nJWT_EXPIRES_IN=7d\nJWT_ISSUER=auth.acme.dev" % sec
    mc = L("Users got logged out across services after the auth deploy. auth-svc and the gateway were supposed to share the HS256 secret; the gateway's env:\n%s" % snip,
           "auth 배포 후 서비스 전반에서 사용자가 로그아웃됨. auth-svc와 게이트웨이가 HS256 시크릿을 공유해야 하는데 게이트웨이 env:\n%s" % snip)
    le = L("auth-svc got a new secret from Vault on deploy, the gateway still had this hardcoded one. With HS256 both sides hold the signing secret; RS256 would let the gateway verify without being able to sign.",
           "auth-svc는 배포 때 Vault에서 새 시크릿을 받았고 게이트웨이는 하드코딩된 값 그대로였음. HS256은 양쪽 다 서명키를 가짐. RS256이면 게이트웨이는 검증만 가능.")
    return ".env: JWT_SECRET HS256", F(mc, le, L("Can we plan the RS256 move?", "RS256 전환 일정 잡을 수 있는지?")), [sec]


@st
def t_django_secret():
    sec = rs(LAN + "!@#$%^&*(-_=+)", 50)
    snip = "# settings/production.py\nDEBUG = False\nALLOWED_HOSTS = [\"cs.acme.dev\"]\nSECRET_KEY = \"%s\"" % sec
    mc = L("Password-reset links from the CS tool were 'invalid' for some users. The Django settings in the repo:\n%s" % snip,
           "CS 툴의 비밀번호 재설정 링크가 일부 사용자에게 '유효하지 않음'으로 나옴. 저장소의 Django 설정:\n%s" % snip)
    le = L("Two pods ran different images, one with an env override of SECRET_KEY and one with this committed value, so tokens signed on one failed on the other.",
           "두 파드가 서로 다른 이미지였음. 하나는 SECRET_KEY를 env로 덮어쓰고 하나는 커밋된 값을 써서 서로 토큰 검증이 실패함.")
    return "python: Django SECRET_KEY committed", F(mc, le, ""), [sec]


@st
def t_rails_master_key():
    mk = rhex(32)
    if chance(0.5):
        snip = "$ cat config/master.key\n%s" % mk
        cat = "file: Rails config/master.key"
    else:
        snip = "RAILS_MASTER_KEY=%s" % mk
        cat = ".env: RAILS_MASTER_KEY"
    mc = L("credentials.yml.enc wouldn't decrypt in the new container ('ActiveSupport::MessageEncryptor::InvalidMessage'). The key the old VM used:\n%s" % snip,
           "새 컨테이너에서 credentials.yml.enc 복호화가 안 됨('ActiveSupport::MessageEncryptor::InvalidMessage'). 예전 VM이 쓰던 키:\n%s" % snip)
    le = L("Production uses config/credentials/production.key, not master.key; the Dockerfile copied the wrong one.",
           "운영은 master.key가 아니라 config/credentials/production.key를 씀. Dockerfile이 엉뚱한 파일을 복사했음.")
    return cat, F(mc, le, ""), [mk]


@st
def t_laravel_appkey():
    k = "base64:" + b64(32)
    snip = "APP_NAME=Backoffice\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % k
    mc = L("After moving the Laravel backoffice to the new host, every encrypted column read failed. Old host's .env:\n%s" % snip,
           "라라벨 백오피스를 새 호스트로 옮긴 뒤 암호화 컬럼 읽기가 전부 실패. 예전 호스트 .env:\n%s" % snip)
    le = L("APP_KEY encrypts those columns; a fresh `php artisan key:generate` on the new host made all existing data unreadable. Never regenerate it on a migration.",
           "APP_KEY가 그 컬럼들을 암호화함. 새 호스트에서 `php artisan key:generate`를 다시 해서 기존 데이터를 못 읽게 됨. 이전 작업 때 절대 재생성 금지.")
    return ".env: Laravel APP_KEY", F(mc, le, ""), [k]


@st
def t_fernet_aes():
    if chance(0.5):
        k = b64u(32) + "="
        snip = "FIELD_ENCRYPTION_KEY = \"%s\"  # Fernet" % k
        cat = "python: Fernet field-encryption key"
    else:
        k = rhex(64)
        snip = "pii:\n  cipher: aes-256-gcm\n  key_hex: %s" % k
        cat = "yaml: AES-256 key hex"
    mc = L("The PII export decrypts phone numbers before sending them to the SMS vendor. The key lives in the repo:\n%s" % snip,
           "PII export가 SMS 벤더로 보내기 전에 전화번호를 복호화함. 키가 저장소에 있음:\n%s" % snip)
    le = L("With repo access plus a DB dump you get every phone number in clear. Key needs to go to KMS with envelope encryption, and rotating means re-encrypting the column.",
           "저장소 권한 + DB 덤프만 있으면 전화번호 전체가 평문으로 나옴. 키는 KMS envelope 암호화로 옮기고, 로테이션하면 컬럼 재암호화 필요.")
    return cat, F(mc, le, L("Is there an approved KMS pattern for field encryption?", "필드 암호화용 승인된 KMS 패턴이 있는지?")), [k]


@st
def t_vault_init():
    keys = [b64(32) for _ in range(5)]
    root = "hvs." + rs(B62, 24)
    out = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s\n\nVault initialized with 5 key shares and a key threshold of 3." % root
    mc = L("The DR Vault cluster was initialized by a script whose output went to the job log:\n%s" % out,
           "DR Vault 클러스터를 스크립트로 초기화했는데 출력이 잡 로그에 남음:\n%s" % out)
    le = L("Three of those shares unseal DR Vault and the root token is unrestricted. Rekey and revoke the root token; init output should go straight to PGP-encrypted shares.",
           "저 중 3개면 DR Vault가 unseal되고 root token은 무제한 권한. rekey하고 root token 폐기 필요. init 출력은 PGP 암호화된 share로 바로 보내야 함.")
    return "shell: vault operator init output", F(mc, le, ""), keys + [root]


@st
def t_consul_acl():
    acc, sec_id = ruuid(), ruuid()
    gossip = b64(32)
    out = "$ consul acl bootstrap\nAccessorID:       %s\nSecretID:         %s\nDescription:      Bootstrap Token (Global Management)\nLocal:            false\n\n# consul.hcl\nencrypt = \"%s\"" % (acc, sec_id, gossip)
    mc = L("Service registration failed with 403 after enabling ACLs on the new Consul DC. Bootstrap output and the agent config:\n%s" % out,
           "새 Consul DC에 ACL 켠 뒤 서비스 등록이 403. bootstrap 출력과 에이전트 설정:\n%s" % out)
    le = L("AccessorID is just an identifier; SecretID is the global-management token. Agents need their own tokens with node:write, not the bootstrap token. The gossip key also needs rotating (keyring -install/-use/-remove).",
           "AccessorID는 식별자일 뿐이고 SecretID가 global-management 토큰. 에이전트는 bootstrap 토큰 말고 node:write 권한 토큰을 따로 써야 함. gossip 키도 로테이션 필요(keyring -install/-use/-remove).")
    return "shell: consul acl bootstrap SecretID + gossip key", F(mc, le, ""), [sec_id, gossip]


@st
def t_kafka_jaas():
    pw = pw_random(ri(20, 32), "-_=+")
    user = rs(UAN, 16) if chance(0.5) else pick(["orders-producer", "analytics-consumer"])
    snip = "sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (user, pw)
    mc = L("Consumer lag alerts on the orders topic, and I didn't know how the consumer authenticates. client.properties from the pod:\n%s" % snip,
           "orders 토픽 컨슈머 lag 알림. 컨슈머 인증 방식을 몰랐는데 파드의 client.properties:\n%s" % snip)
    le = L("Lag came from a rebalance loop (max.poll.interval.ms too low for the batch size), not auth. The SASL username isn't secret but the password is.",
           "lag 원인은 인증이 아니라 리밸런스 루프(배치 크기에 비해 max.poll.interval.ms가 작음). SASL username은 비밀 아니지만 password는 비밀.")
    return "properties: Kafka SASL JAAS password", F(mc, le, ""), [pw]


@st
def t_keytool():
    sp = pick([pw_human, pw_random, pw_korean])()
    kp = sp if chance(0.4) else pick([pw_human, pw_random])()
    snip = "$ keytool -importkeystore -srckeystore partner.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore gateway.jks -deststorepass %s" % (shq(sp), shq(kp))
    mc = L("mTLS to the card partner failed after their cert renewal. The keystore rebuild command from the runbook:\n%s" % snip,
           "카드사 인증서 갱신 후 mTLS가 실패. 런북에 있던 keystore 재생성 명령:\n%s" % snip)
    le = L("The partner chain now has a new intermediate; import it into the truststore, not the keystore.",
           "파트너 체인에 새 중간 인증서가 생김. keystore가 아니라 truststore에 import해야 함.")
    secrets = [sp] if sp == kp else [sp, kp]
    return "shell: keytool -srcstorepass/-deststorepass", F(mc, le, ""), secrets


@st
def t_android_signing():
    sp, kp = pw_any_urlsafe(), pw_any_urlsafe()
    snip = "signingConfigs {\n    release {\n        storeFile file(\"../keys/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"acme-release\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
    mc = L("Release build on the new CI failed at signing. app/build.gradle has:\n%s" % snip, "새 CI에서 릴리스 빌드가 서명 단계에서 실패. app/build.gradle 내용:\n%s" % snip)
    le = L("release.jks isn't in the repo (good) but the passwords are. Pass them via Gradle properties from CI secrets; with Play App Signing the upload key can be reset if it leaks.",
           "release.jks는 저장소에 없지만(다행) 비밀번호는 있음. CI 시크릿에서 Gradle properties로 넘길 것. Play App Signing이면 업로드 키가 유출돼도 재설정 가능.")
    return "gradle: Android signing passwords", F(mc, le, ""), [sp, kp]


@st
def t_ansible_vault_pw():
    pw = pick([pw_phrase, pw_human, pw_random])()
    if chance(0.5):
        snip = "$ cat ~/.vault_pass.txt\n%s\n$ ansible-playbook -i inventories/prod site.yml --vault-password-file ~/.vault_pass.txt --tags nginx" % pw
        cat = "shell: ansible vault password file"
    else:
        snip = "$ ANSIBLE_VAULT_PASSWORD=%s ansible-playbook -i inventories/prod site.yml --tags nginx" % shq(pw)
        cat = "shell: ansible vault password in env"
    mc = L("The nginx role wouldn't run for me ('Attempting to decrypt but no vault secrets found'). How the previous operator ran it, from the jump host history:\n%s" % snip,
           "nginx 롤이 내 쪽에서 안 돌았음('Attempting to decrypt but no vault secrets found'). 이전 담당자가 돌린 방식 (점프 호스트 히스토리):\n%s" % snip)
    le = L("That one password decrypts every vaulted var in the prod inventory. Use a vault-id per environment with the password from the secret manager script.",
           "그 비밀번호 하나로 prod 인벤토리의 vault 변수 전부가 복호화됨. 환경별 vault-id로 나누고 비밀번호는 시크릿 매니저 스크립트로.")
    return cat, F(mc, le, ""), [pw]


@st
def t_snmp_radius():
    if chance(0.5):
        c = pw_alnum(ri(12, 20))
        snip = "# /etc/snmp/snmpd.conf\nrocommunity %s 10.0.0.0/8\nsyslocation IDC-Gasan-R12" % c
        cat = "config: snmpd rocommunity string"
        mc = L("Switch port graphs went blank in LibreNMS after the SNMP config push. The community on the hosts:\n%s" % snip,
               "SNMP 설정 배포 후 LibreNMS 스위치 포트 그래프가 비었음. 호스트의 community:\n%s" % snip)
        le = L("LibreNMS still polls with the old string. SNMPv2 communities go over the wire in clear; v3 with authPriv is the fix.",
               "LibreNMS가 예전 문자열로 폴링 중. SNMPv2 community는 평문 전송이라 v3 authPriv로 가야 함.")
    else:
        c = pw_random(ri(16, 24), "!#%-_")
        snip = "client office-ap {\n    ipaddr = 10.60.0.0/24\n    secret = %s\n    shortname = ap\n}" % c
        cat = "config: FreeRADIUS client secret"
        mc = L("Office Wi-Fi 802.1X auth started failing for new APs. clients.conf on the RADIUS server:\n%s" % snip,
               "신규 AP에서 사무실 와이파이 802.1X 인증이 실패. RADIUS 서버 clients.conf:\n%s" % snip)
        le = L("The new APs are in 10.61.0.0/24, outside the client block. Shared secret is reused across all APs.",
               "신규 AP 대역이 10.61.0.0/24라 client 블록 밖. shared secret이 모든 AP에서 재사용 중.")
    return cat, F(mc, le, ""), [c]


@st
def t_ipmi():
    pw = pick([pw_walk, pw_human, pw_alnum])()
    snip = "$ ipmitool -I lanplus -H 10.250.%d.%d -U ADMIN -P %s chassis power status\nChassis Power is off" % (ri(0, 9), ri(2, 250), shq(pw))
    mc = L("A bare-metal node in the GPU rack didn't come back after the kernel update; BMC access from the mgmt host:\n%s" % snip,
           "GPU 랙의 베어메탈 노드가 커널 업데이트 후 안 올라옴. 관리 호스트에서 BMC 접속:\n%s" % snip)
    le = L("Power was off because the PDU outlet was reassigned. The BMC password is shared across the whole rack.",
           "PDU 콘센트가 재배정돼서 전원이 꺼져 있었음. BMC 비밀번호가 랙 전체 공용.")
    return "shell: ipmitool -P BMC password", F(mc, le, ""), [pw]


@st
def t_old_new_password():
    old, new = pw_any_urlsafe(), pw_any_urlsafe()
    acct = pick(["svc_report", "erp_sync", "backup_ro", "grafana_reader", "airflow"])
    if LANG == "en":
        mc = "Rotated the %s DB password as part of the quarterly rotation. Old: %s  New: %s. The dashboards broke right after." % (acct, old, new)
        le = "Metabase kept the old password in its own connection settings (not from Vault); updating it there fixed the dashboards."
        ask = "Is there a list of every consumer of %s before the next rotation?" % acct
    else:
        mc = "분기 로테이션으로 %s DB 비밀번호 변경함. 이전: %s  신규: %s. 직후 대시보드가 깨짐." % (acct, old, new)
        le = "Metabase가 Vault가 아니라 자체 연결 설정에 예전 비밀번호를 들고 있었음. 거기서 갱신하니 해결."
        ask = "다음 로테이션 전에 %s 사용처 목록이 있는지?" % acct
    return "prose: old and new password after rotation", F(mc, le, ask), [old, new]


@st
def t_korean_kbd_chat():
    pw = pw_korean()
    p = pick(PEOPLE_KO) if LANG == "ko" else pick(PEOPLE_EN)
    if LANG == "ko":
        chat = "[%s] %s: 관리자 페이지 계정은 ops / %s 입니다\n[%s] %s: 한글로 치면 되는 거 아시죠 ㅎㅎ" % (rhm(), p, pw, rhm(), p)
        mc = "레거시 관리자 페이지(PHP)에 SSO가 없어서 공용 계정으로 들어가야 했음. 팀 채팅:\n%s" % chat
        le = "한/영 키 전환한 단어 비번이라 추측이 쉬움. 공용 계정 자체를 없애고 개인 계정 + SSO로 옮겨야 함."
        ask = "레거시 관리자 페이지 SSO 붙이는 계획이 있는지?"
    else:
        chat = "[%s] %s: legacy admin login is ops / %s\n[%s] %s: (it's a Korean word typed on the English layout)" % (rhm(), p, pw, rhm(), p)
        mc = "The legacy PHP admin page has no SSO, so I had to use the shared account. From the team chat:\n%s" % chat
        le = "A Korean word typed on a QWERTY layout looks random but is easy to guess. The shared account should go away in favour of personal accounts + SSO."
        ask = "Is SSO for the legacy admin page planned?"
    return "chat: Korean-keyboard password for shared admin", F(mc, le, ask), [pw]


@st
def t_keyboard_walk():
    pw = pw_walk()
    dev = pick(["NAS (Synology)", "old Jenkins agent", "office printer admin", "CCTV NVR", "UPS web console"])
    mc = L("The %s in the server room still uses the install-day password %s; it came up while checking which devices were on the flat network." % (dev, pw),
           "서버실 %s가 아직 설치 당시 비밀번호 %s를 씀. 플랫 네트워크에 붙은 장비를 확인하다 나옴." % (dev, pw))
    le = L("Keyboard-walk passwords are the first thing any scanner tries. Put the device on the mgmt VLAN and change it.",
           "키보드 패턴 비밀번호는 스캐너가 제일 먼저 시도하는 것. 장비를 관리 VLAN으로 옮기고 변경할 것.")
    return "prose: keyboard-walk device password", F(mc, le, ""), [pw]


@st
def t_passphrase():
    pp = pw_phrase(pick(["-", " ", "."]))
    if chance(0.5):
        mc = L("The release signing key (GPG) has a passphrase that lived only in the previous maintainer's head. He DMed it: \"%s\"." % pp,
               "릴리스 서명용 GPG 키 passphrase가 이전 메인테이너 머릿속에만 있었음. DM으로 받음: \"%s\"." % pp)
        cat = "prose: GPG passphrase in quotes"
    else:
        mc = L("Decrypting the DB backup needs the key passphrase; the backup README says `openssl enc -d -aes-256-cbc -pbkdf2 -in dump.enc -pass pass:%s`." % pp.replace(" ", "-"),
               "DB 백업 복호화에 passphrase가 필요한데 백업 README에 `openssl enc -d -aes-256-cbc -pbkdf2 -in dump.enc -pass pass:%s`라고 적혀 있음." % pp.replace(" ", "-"))
        pp = pp.replace(" ", "-")
        cat = "shell: openssl -pass pass:passphrase"
    le = L("Anything that decrypts releases or backups must be in the secret store with two owners; this one should be rotated after the handover.",
           "릴리스나 백업을 복호화하는 값은 시크릿 저장소에 담당자 2명으로 관리해야 함. 인수인계 후 변경 필요.")
    return cat, F(mc, le, ""), [pp]


@st
def t_split_password():
    pw = pw_any_urlsafe()
    h = pick([rdshost(), dbhost()])
    if LANG == "en":
        mc = "Couldn't run the backfill on %s: the service account for it isn't in Vault. %s found it in an old runbook, the password is" % (h, pick(PEOPLE_EN))
        le = "%s\nThe account is `backfill_rw` and it has DDL rights, which the backfill doesn't need." % pw
        ask = "Can we get a DML-only backfill user?"
    else:
        mc = "%s에서 백필을 못 돌렸음. 전용 서비스 계정이 Vault에 없음. %s님이 예전 런북에서 찾아줬는데 비밀번호는" % (h, pick(PEOPLE_KO))
        le = "%s\n계정은 `backfill_rw`이고 DDL 권한까지 있음. 백필엔 필요 없는 권한." % pw
        ask = "DML만 가능한 백필 계정 받을 수 있는지?"
    return "split: label ends missing_context, password starts lesson", F(mc, le, ask), [pw]


@st
def t_split_token_ask():
    tok = pick([lambda: "adm_" + rs(B62, 32), lambda: rhex(40), lambda: "int_" + rs(B64U, 36)])()
    if LANG == "en":
        mc = "The internal admin API rejects my calls with 403 even though the gateway logs show the request arriving."
        le = "The gateway strips the X-Admin-Token header unless the caller is on the allow-list; the ops VM is, my pod isn't. The token I was given is"
        ask = "%s - is it scoped to read-only, and can the pod's egress IP be allow-listed?" % tok
    else:
        mc = "게이트웨이 로그에는 요청이 들어오는데 내부 admin API가 내 호출을 403으로 거부함."
        le = "게이트웨이가 allow-list 밖 호출자의 X-Admin-Token 헤더를 제거함. ops VM은 등록돼 있고 내 파드는 아님. 내가 받은 토큰은"
        ask = "%s - 이거 read-only 범위인지, 파드 egress IP를 allow-list에 넣을 수 있는지?" % tok
    return "split: label ends lesson, token starts ask_next_time", F(mc, le, ask), [tok]


@st
def t_nolabel_paste():
    tok = pick([lambda: pw_alnum(ri(24, 40)), lambda: rhex(48), lambda: b64(30)])()
    if LANG == "en":
        mc = "Setting up the partner SFTP push. The partner's engineer sent two lines in chat: the host `sftp.partner-logistics.co.kr` and `%s`; the second one is what goes in the login prompt for user acme_push." % tok
        le = "Their server only allows keyboard-interactive; key auth has to be requested separately."
    else:
        mc = "파트너 SFTP 전송 설정 중. 파트너 엔지니어가 채팅으로 두 줄 보냄: 호스트 `sftp.partner-logistics.co.kr` 그리고 `%s`. 두 번째 걸 acme_push 유저 로그인 프롬프트에 넣으면 됨." % tok
        le = "그쪽 서버는 keyboard-interactive만 허용. 키 인증은 별도 요청 필요."
    return "prose: credential with no label word", F(mc, le, L("Ask the partner to switch us to key auth.", "파트너에 키 인증 전환 요청.")), [tok]


@st
def t_nolabel_url_path():
    tok = rs(B62, 32)
    url = "https://hooks.%s/ingest/%s" % (pick(["statuscake-relay.acme.dev", "alerts.partner.io", "relay.acme.kr"]), tok)
    mc = L("Uptime alerts stopped reaching the on-call channel. The relay posts to %s and that endpoint now returns 410." % url,
           "업타임 알림이 온콜 채널로 안 옴. 릴레이가 %s 로 보내는데 그 엔드포인트가 이제 410을 돌려줌." % url)
    le = L("Anyone with that URL can inject alerts; the path segment is the whole credential. The relay vendor rotated it when we changed plans.",
           "그 URL만 있으면 누구나 알림을 넣을 수 있음. 경로 세그먼트 자체가 인증정보. 요금제 변경 때 벤더가 로테이션했음.")
    return "url: capability token in path", F(mc, le, ""), [tok]


@st
def t_docker_config():
    u = pick(["ci-pusher", "robot$acme+ci", "deploy"])
    pw = pw_alnum(ri(24, 36))
    blob = b64s(u + ":" + pw)
    snip = "$ cat ~/.docker/config.json\n{\n  \"auths\": {\n    \"registry.acme.dev\": {\n      \"auth\": \"%s\"\n    }\n  }\n}" % blob
    mc = L("Image pulls on the new runner failed with 'unauthorized'. The old runner's docker config:\n%s" % snip,
           "새 러너에서 이미지 pull이 'unauthorized'로 실패. 예전 러너의 docker config:\n%s" % snip)
    le = L("The auth field is just base64 of user:password. Use a credential helper or a short-lived token from the registry.",
           "auth 필드는 user:password의 base64일 뿐. credential helper나 레지스트리 단기 토큰을 써야 함.")
    return "json: docker config.json auth", F(mc, le, ""), [blob]


@st
def t_npmrc_auth():
    pw = pw_alnum(ri(16, 24))
    b = b64s("npm-ci:" + pw)
    snip = "registry=https://nexus.acme.dev/repository/npm-group/\n//nexus.acme.dev/repository/npm-group/:_auth=%s\nalways-auth=true\nemail=ci@acme.dev" % b
    mc = L("npm install fails in Docker builds but not on laptops. Laptops have a user-level .npmrc; the committed one is:\n%s" % snip,
           "npm install이 노트북에서는 되는데 Docker 빌드에서 실패. 노트북엔 사용자 .npmrc가 있고 커밋된 건:\n%s" % snip)
    le = L("The committed _auth belongs to a disabled account; Docker builds only see the committed file. Use a build secret mount for .npmrc.",
           "커밋된 _auth는 비활성화된 계정 것이고 Docker 빌드는 커밋된 파일만 봄. .npmrc는 build secret mount로.")
    return ".npmrc: Nexus _auth base64", F(mc, le, ""), [b]


@st
def t_pip_conf():
    pw = pw_alnum(ri(20, 30))
    snip = "[global]\nindex-url = https://pypi.org/simple\nextra-index-url = https://pypi-reader:%s@artifacts.acme.dev/api/pypi/pypi-internal/simple" % pw
    mc = L("Dependency confusion scare: I needed to know which index the build uses for `acme-utils`. /etc/pip.conf on the builder:\n%s" % snip,
           "dependency confusion 의심: 빌드가 `acme-utils`를 어느 인덱스에서 받는지 확인 필요. 빌더의 /etc/pip.conf:\n%s" % snip)
    le = L("With extra-index-url pip picks the highest version from either index, so a public acme-utils 99.0 would win. Use index-url to the internal proxy only.",
           "extra-index-url이면 pip이 양쪽 인덱스 중 높은 버전을 고름. public acme-utils 99.0이 이김. 내부 프록시만 index-url로.")
    return "ini: pip.conf index URL with password", F(mc, le, ""), [pw]


@st
def t_maven_settings():
    pw = pw_any_urlsafe().replace("<", "").replace("&", "")
    snip = "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n    <password>%s</password>\n  </server>\n</servers>" % pw
    mc = L("mvn deploy returns 401 from the release repo only on the new agent. ~/.m2/settings.xml on the old agent:\n%s" % snip,
           "새 에이전트에서만 mvn deploy가 release 저장소에서 401. 예전 에이전트의 ~/.m2/settings.xml:\n%s" % snip)
    le = L("The new agent has no settings.xml at all. Use encrypted passwords (mvn --encrypt-password) or env interpolation instead of copying this file.",
           "새 에이전트엔 settings.xml 자체가 없음. 이 파일을 복사하지 말고 암호화 비밀번호(mvn --encrypt-password)나 env 치환 사용.")
    return "xml: Maven settings.xml server password", F(mc, le, ""), [pw]


@st
def t_helm_repo():
    pw = pw_alnum(ri(20, 30))
    snip = "$ helm repo add acme-charts https://charts.acme.dev --username chart-reader --password %s\n\"acme-charts\" has been added to your repositories" % pw
    mc = L("ArgoCD can't render the umbrella chart; the dependency repo needs auth. What the README tells you to run:\n%s" % snip,
           "ArgoCD가 umbrella 차트를 렌더링 못 함. 의존 저장소가 인증 필요. README에 안내된 명령:\n%s" % snip)
    le = L("ArgoCD needs the repo registered as a repository Secret, not a local helm repo add.", "ArgoCD에는 로컬 helm repo add가 아니라 repository Secret으로 등록해야 함.")
    return "shell: helm repo add --password", F(mc, le, ""), [pw]


@st
def t_lftp():
    pw = pw_any_urlsafe().replace(",", "")
    snip = "$ lftp -u acme_settle,%s sftp://sftp.%s.co.kr -e 'cd /outbox; mget SETTLE_%s*.txt; bye'" % (shq(pw), pick(["kbank", "vanpg", "cardco", "nicepay"]), rdate().replace("-", ""))
    mc = L("Daily settlement files come from the VAN over SFTP; the fetch script is a one-liner in cron:\n%s" % snip,
           "일일 정산 파일을 VAN사 SFTP에서 받는데 수집 스크립트가 크론 한 줄짜리:\n%s" % snip)
    le = L("When the VAN is late the script fetches nothing and exits 0; add a file-count check and alert.",
           "VAN사 파일이 늦으면 아무것도 안 받고 exit 0. 파일 개수 확인 + 알림 추가 필요.")
    return "crontab: lftp -u user,password", F(mc, le, ""), [pw]


@st
def t_network_device():
    pw = pw_any_urlsafe()
    en = pw_any_urlsafe()
    snip = "hostname core-sw-01\n!\nusername netadmin privilege 15 password 0 %s\nenable password %s\n!\nip ssh version 2" % (pw, en)
    mc = L("Investigating the VLAN mismatch on the core switch; the config backup in the netops repo has:\n%s" % snip,
           "코어 스위치 VLAN 불일치 조사. netops 저장소의 설정 백업 내용:\n%s" % snip)
    le = L("Type 0 means clear text in the config; `service password-encryption` plus `secret` instead of `password` at minimum, and the backups repo must not hold them.",
           "type 0은 설정에 평문이라는 뜻. 최소한 `service password-encryption`과 `password` 대신 `secret` 사용, 백업 저장소에 남지 않게.")
    return "config: switch username/enable password type 0", F(mc, le, ""), [pw, en]


@st
def t_windows_net_use():
    pw = pw_any_urlsafe()
    snip = "C:\\> net use \\\\fs01.corp.local\\finance /user:CORP\\svc_finance_etl %s /persistent:no\nThe command completed successfully." % pw
    mc = L("The finance ETL reads Excel files from a share; the scheduled task runs a .bat containing:\n%s" % snip,
           "재무 ETL이 공유폴더 엑셀을 읽음. 예약 작업이 실행하는 .bat 내용:\n%s" % snip)
    le = L("Run the scheduled task as the gMSA instead; then no password needs to be in the script.", "예약 작업을 gMSA로 실행하면 스크립트에 비밀번호가 필요 없음.")
    return "windows: net use with password", F(mc, le, ""), [pw]


@st
def t_powershell_securestring():
    pw = pw_any_urlsafe().replace('"', "")
    snip = "$pw = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\svc_deploy\", $pw)\nInvoke-Command -ComputerName iis-%02d -Credential $cred -FilePath .\\deploy.ps1" % (pw, ri(1, 12))
    mc = L("IIS deploys are done by a PowerShell script in the legacy repo:\n%s" % snip, "IIS 배포는 레거시 저장소의 PowerShell 스크립트로 함:\n%s" % snip)
    le = L("-AsPlainText means the password is in the script; use a credential from the SecretManagement module.", "-AsPlainText면 비밀번호가 스크립트에 있음. SecretManagement 모듈 자격증명을 써야 함.")
    return "powershell: ConvertTo-SecureString plaintext", F(mc, le, ""), [pw]


@st
def t_aws_session():
    ak = "ASIA" + rs(B32, 16)
    sk = rs(B64, 40)
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 420))
    snip = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (ak, sk, tok)
    mc = L("Pasted from the SSO portal to debug the Lambda timeouts:\n%s" % snip, "Lambda 타임아웃 디버깅하려고 SSO 포털에서 복사:\n%s" % snip)
    le = L("Short-lived, but valid for hours with admin rights. `aws sso login` with a profile keeps them out of notes.",
           "단기 자격증명이지만 몇 시간 동안 admin 권한으로 유효함. 프로필로 `aws sso login` 쓰면 노트에 남지 않음.")
    return "shell: AWS temporary credentials (ASIA + session token) [Amazon Web Services]", F(mc, le, ""), [ak, sk, tok]


@st
def t_aws_credentials_file():
    a1, s1, a2, s2 = "AKIA" + rs(B32, 16), rs(B64, 40), "AKIA" + rs(B32, 16), rs(B64, 40)
    snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2\n\n[legacy-prod]\naws_access_key_id = %s\naws_secret_access_key = %s" % (a1, s1, a2, s2)
    mc = L("The backup script on the NAS uploads with whichever profile is default. ~/.aws/credentials there:\n%s" % snip,
           "NAS의 백업 스크립트가 default 프로필로 업로드함. 거기 ~/.aws/credentials:\n%s" % snip)
    le = L("Both keys are long-lived IAM user keys; legacy-prod has AdministratorAccess. Replace with an IAM Roles Anywhere cert or at least a bucket-scoped user.",
           "두 키 모두 장기 IAM 유저 키이고 legacy-prod는 AdministratorAccess. IAM Roles Anywhere 인증서나 최소한 버킷 한정 유저로 교체.")
    return "ini: ~/.aws/credentials two profiles [Amazon Web Services]", F(mc, le, ""), [a1, s1, a2, s2]


@st
def t_google_refresh():
    rt = "1//0" + rs(B64U, 2) + rs(B64U, 99)
    cs = "GOCSPX-" + rs(B64U, 28)
    snip = "{\n  \"client_id\": \"%s-%s.apps.googleusercontent.com\",\n  \"client_secret\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"type\": \"authorized_user\"\n}" % (rdigits(12), rs(LAN, 32), cs, rt)
    mc = L("The Sheets export cron runs as a person, not a service account; its credentials file:\n%s" % snip,
           "Sheets export 크론이 서비스 계정이 아니라 개인 계정으로 돎. 자격증명 파일:\n%s" % snip)
    le = L("When that person leaves, the export dies. The refresh token gives full Drive access as them.",
           "그 사람이 퇴사하면 export가 죽음. refresh token으로 그 사람 권한의 Drive 전체에 접근 가능.")
    return "json: authorized_user refresh token [Google]", F(mc, le, ""), [cs, rt]


@st
def t_keycloak_client_secret():
    cs = rs(B62, 32)
    snip = "$ curl -s -X POST https://sso.acme.dev/realms/internal/protocol/openid-connect/token \\\n    -d grant_type=client_credentials -d client_id=report-batch -d client_secret=%s | jq .expires_in\n300" % cs
    mc = L("The report batch started getting 401 from the API mid-run. How it gets its token:\n%s" % snip, "리포트 배치가 실행 중간에 API에서 401. 토큰 발급 방식:\n%s" % snip)
    le = L("Token lifetime is 300s and the batch runs 40 minutes without refreshing. Refresh on 401 or request per chunk.",
           "토큰 수명 300초인데 배치가 40분 동안 갱신 없이 돎. 401 시 재발급하거나 청크마다 발급.")
    return "shell: OIDC client_credentials client_secret", F(mc, le, ""), [cs]


@st
def t_internal_admin_key():
    k = pick(["acme_live_", "bo_sk_", "ops_key_", "int_live_"]) + rs(B62, 32)
    snip = "X-Acme-Admin-Key: %s" % k
    mc = L("To bulk-close the stale CS tickets I used the backoffice API; the header the CS tool sends (from devtools):\n%s" % snip,
           "오래된 CS 티켓을 일괄 종료하려고 백오피스 API를 씀. CS 툴이 보내는 헤더 (devtools):\n%s" % snip)
    le = L("That key is the same for every CS agent, embedded in the frontend bundle. The API should take the user's session instead.",
           "그 키는 모든 CS 상담원이 같은 값이고 프론트 번들에 박혀 있음. API가 사용자 세션으로 인증해야 함.")
    return "http: internal admin API key header", F(mc, le, ""), [k]


@st
def t_sshpass_bastion():
    pw = pw_any_urlsafe()
    snip = "$ sshpass -p %s ssh -o StrictHostKeyChecking=no ec2-user@%s 'sudo systemctl restart %s'" % (shq(pw), rpubip(), svc())
    mc = L("The weekly restart job for the legacy service SSHes into the box with a password:\n%s" % snip,
           "레거시 서비스 주간 재시작 잡이 비밀번호로 SSH 접속함:\n%s" % snip)
    le = L("StrictHostKeyChecking=no plus a password in argv; replace with an SSM Run Command document.", "StrictHostKeyChecking=no에 argv 비밀번호까지. SSM Run Command 문서로 교체할 것.")
    return "shell: sshpass -p to bastion", F(mc, le, ""), [pw]


@st
def t_openconnect():
    pw = pw_any_urlsafe()
    snip = "$ echo %s | sudo openconnect --protocol=gp --user=svc-vpn-monitor --passwd-on-stdin vpn.acme.dev" % shq(pw)
    mc = L("The VPN health check connects with a service user every 5 min:\n%s" % snip, "VPN 헬스체크가 5분마다 서비스 유저로 접속함:\n%s" % snip)
    le = L("The check consumes a license seat each time and leaves sessions open; use the gateway's status API instead.",
           "체크할 때마다 라이선스 1석을 쓰고 세션이 남음. 게이트웨이 상태 API를 쓰는 게 맞음.")
    return "shell: openconnect --passwd-on-stdin echo", F(mc, le, ""), [pw]


@st
def t_kubeconfig_token():
    t = epoch()
    tok = jwt({"aud": ["https://kubernetes.default.svc"], "exp": t + 31536000, "iat": t, "iss": "https://kubernetes.default.svc",
               "kubernetes.io": {"namespace": "kube-system", "serviceaccount": {"name": "ci-deployer", "uid": ruuid()}}, "sub": "system:serviceaccount:kube-system:ci-deployer"},
              alg="RS256", sig_bytes=256, kid=rs(B64U, 43))
    snip = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
    mc = L("CI deploys to the prod cluster with a kubeconfig stored as a CI variable; the user section:\n%s" % snip,
           "CI가 CI 변수에 저장된 kubeconfig로 prod 클러스터에 배포함. user 섹션:\n%s" % snip)
    le = L("The SA token is valid for a year and bound to cluster-admin. Switch to OIDC federation from the CI provider.",
           "SA 토큰이 1년짜리이고 cluster-admin에 바인딩돼 있음. CI의 OIDC 페더레이션으로 전환할 것.")
    return "yaml: kubeconfig service-account token", F(mc, le, ""), [tok]


@st
def t_tfstate_output():
    pw = pw_random(ri(16, 24), "!#%*-_=+")
    snip = "\"outputs\": {\n  \"db_master_password\": {\n    \"value\": \"%s\",\n    \"type\": \"string\",\n    \"sensitive\": true\n  }\n}" % pw
    mc = L("Needed the RDS master password for the major-version upgrade; it's only in the Terraform state (s3://acme-tfstate/prod/rds.tfstate):\n%s" % snip,
           "RDS 메이저 버전 업그레이드에 마스터 비밀번호가 필요했는데 Terraform state(s3://acme-tfstate/prod/rds.tfstate)에만 있음:\n%s" % snip)
    le = L("`sensitive = true` only hides it from plan output; the state stores it in clear. Use manage_master_user_password so RDS keeps it in Secrets Manager.",
           "`sensitive = true`는 plan 출력에서만 숨김. state에는 평문으로 저장됨. manage_master_user_password로 Secrets Manager에 맡길 것.")
    return "json: terraform state sensitive output", F(mc, le, ""), [pw]


@st
def t_ansible_inventory():
    bp = pw_any_urlsafe()
    sp = pw_any_urlsafe()
    snip = "[legacy_web]\nweb-0[1:4].corp.local\n\n[legacy_web:vars]\nansible_user=deploy\nansible_ssh_pass=%s\nansible_become_password=%s" % (sp, bp)
    mc = L("Playbook runs against the legacy web tier needed credentials that aren't vaulted; inventories/legacy/hosts:\n%s" % snip,
           "레거시 웹 티어 플레이북 실행에 vault 안 된 인증정보가 필요했음. inventories/legacy/hosts:\n%s" % snip)
    le = L("Encrypt these with ansible-vault encrypt_string or move to keys; the inventory is readable by the whole org.", "ansible-vault encrypt_string으로 암호화하거나 키 방식으로. 인벤토리는 조직 전체가 읽을 수 있음.")
    return "ini: ansible inventory ssh/become passwords", F(mc, le, ""), [sp, bp]


@st
def t_airflow_conn():
    pw = pw_any_urlsafe()
    enc = pct(pw)
    snip = "AIRFLOW_CONN_WAREHOUSE='postgresql://etl_loader:%s@%s:5439/dw?sslmode=require'" % (enc, pick(["dw.cluster-xyz.ap-northeast-2.redshift.amazonaws.com", "warehouse.internal"]))
    mc = L("The daily DAG fails at the load step. Connection is defined as env in the scheduler's Helm values:\n%s" % snip,
           "일일 DAG가 load 단계에서 실패. 연결이 스케줄러 Helm values에 env로 정의돼 있음:\n%s" % snip)
    le = L("The warehouse password was rotated via the Secrets backend but this env var takes precedence over it.", "웨어하우스 비밀번호는 Secrets backend로 로테이션됐는데 이 env var가 우선순위가 더 높음.")
    return "env: AIRFLOW_CONN URI with password", F(mc, le, ""), [enc]


@st
def t_celery_broker():
    pw = pw_alnum(ri(20, 32))
    snip = "CELERY_BROKER_URL=redis://:%s@%s:6379/0" % (pw, pick(["redis-broker.internal", "10.20.7.3", "master.broker.abc123.apn2.cache.amazonaws.com"]))
    mc = L("Tasks pile up in the queue after the Redis failover; workers' env:\n%s" % snip, "Redis 페일오버 후 큐에 태스크가 쌓임. 워커 env:\n%s" % snip)
    le = L("Workers pinned the old primary IP; the URL must use the primary endpoint DNS name, not an IP.", "워커가 예전 primary IP에 고정돼 있었음. URL은 IP가 아니라 primary endpoint DNS여야 함.")
    return "env: Celery redis broker URL password", F(mc, le, ""), [pw]


@st
def t_spring_yaml():
    pw = pw_any_urlsafe()
    snip = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: \"%s\"\n  jpa:\n    open-in-view: false" % (rdshost(), dbname(), dbuser(), pw)
    mc = L("application-prod.yml in the settlement service (this is why the Vault rotation had no effect):\n%s" % snip,
           "정산 서비스의 application-prod.yml (Vault 로테이션이 효과 없던 이유):\n%s" % snip)
    le = L("Spring reads the file before the Vault config import; the value in the file wins unless it's removed.", "Spring이 Vault config import보다 파일을 먼저 읽어서 파일 값을 지우지 않으면 파일이 이김.")
    return "yaml: Spring datasource password", F(mc, le, ""), [pw]


@st
def t_wp_config():
    pw = pw_any_urlsafe().replace("'", "")
    salt = rs(B62 + "!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 64)
    snip = "define( 'DB_NAME', 'wp_blog' );\ndefine( 'DB_USER', 'wp_blog' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'AUTH_KEY', '%s' );" % (pw, salt.replace("'", ""))
    salt = salt.replace("'", "")
    mc = L("The marketing blog (WordPress on a VM) got defaced; checking its wp-config.php:\n%s" % snip, "마케팅 블로그(VM의 WordPress)가 변조됨. wp-config.php 확인:\n%s" % snip)
    le = L("After a compromise, rotate the DB password and all salts (invalidates sessions); the plugin that was exploited was 3 years out of date.",
           "침해 후엔 DB 비밀번호와 salt 전부 교체(세션 무효화). 뚫린 플러그인은 3년 묵은 버전이었음.")
    return "php: wp-config DB_PASSWORD + AUTH_KEY", F(mc, le, ""), [pw, salt]


@st
def t_mqtt():
    pw = pw_alnum(ri(14, 24))
    snip = "$ mosquitto_sub -h mqtt.factory.acme.kr -p 8883 --cafile ca.crt -u gateway-07 -P %s -t 'line3/+/temp' -v" % pw
    mc = L("Factory line 3 temperature readings stopped arriving. Subscribed to the broker to check:\n%s" % snip,
           "공장 3라인 온도 데이터가 안 들어옴. 브로커 구독으로 확인:\n%s" % snip)
    le = L("All gateways share this one account, so an ACL per gateway is impossible. Per-device credentials are needed.", "모든 게이트웨이가 이 계정 하나를 공유해서 게이트웨이별 ACL이 불가능. 장비별 인증정보 필요.")
    return "shell: mosquitto -P password", F(mc, le, ""), [pw]


@st
def t_tf_variable_default():
    pw = pw_any_urlsafe().replace('"', "")
    snip = "variable \"grafana_admin_password\" {\n  type      = string\n  sensitive = true\n  default   = \"%s\"\n}" % pw
    mc = L("modules/observability/variables.tf ships a default for the Grafana admin password:\n%s" % snip, "modules/observability/variables.tf에 Grafana 관리자 비밀번호 기본값이 들어 있음:\n%s" % snip)
    le = L("Every environment that didn't override it uses the same password; staging and dev do.", "override 안 한 환경은 전부 같은 비밀번호를 씀. staging과 dev가 그럼.")
    return "terraform: variable default password", F(mc, le, ""), [pw]


@st
def t_redis_acl():
    pw = pw_alnum(ri(20, 32))
    snip = "127.0.0.1:6379> ACL SETUSER rate-limiter on >%s ~rl:* +@read +@write -@dangerous\nOK" % pw
    mc = L("Set up a dedicated Redis ACL user for the rate limiter during the incident:\n%s" % snip, "장애 중에 rate limiter 전용 Redis ACL 유저를 만듦:\n%s" % snip)
    le = L("ACL users created at runtime vanish on restart unless ACL SAVE / aclfile is configured; it's not on this cluster.", "런타임에 만든 ACL 유저는 ACL SAVE/aclfile 설정이 없으면 재시작 때 사라짐. 이 클러스터엔 설정 없음.")
    return "redis-cli: ACL SETUSER >password", F(mc, le, ""), [pw]


@st
def t_sql_create_user():
    pw = pw_any_urlsafe().replace("'", "")
    v = pick(["mysql", "pg", "mongo"])
    if v == "mysql":
        snip = "CREATE USER 'cdc_reader'@'10.%%' IDENTIFIED BY '%s';\nGRANT REPLICATION SLAVE, REPLICATION CLIENT, SELECT ON *.* TO 'cdc_reader'@'10.%%';" % pw
    elif v == "pg":
        snip = "ALTER ROLE cdc_reader WITH LOGIN REPLICATION PASSWORD '%s';" % pw
    else:
        snip = "db.createUser({ user: \"cdc_reader\", pwd: \"%s\", roles: [ { role: \"read\", db: \"orders\" } ] })" % pw
    mc = L("The CDC connector needed its own user; the migration that creates it (V%d__cdc_user.sql) has the password inline:\n%s" % (ri(40, 200), snip),
           "CDC 커넥터 전용 유저가 필요했는데 이를 만드는 마이그레이션(V%d__cdc_user.sql)에 비밀번호가 그대로 있음:\n%s" % (ri(40, 200), snip))
    le = L("Migrations are in git forever; create the user with a placeholder and set the password from the secret store after.", "마이그레이션은 git에 영원히 남음. placeholder로 유저를 만들고 비밀번호는 이후 시크릿 저장소에서 설정.")
    return "sql: create user with password (%s)" % v, F(mc, le, ""), [pw]


@st
def t_cli_flag_passwords():
    pw = pw_any_urlsafe()
    v = pick(["rds", "az", "gcloud", "docker", "htpasswd", "kubectl"])
    if v == "rds":
        snip = "$ aws rds modify-db-instance --db-instance-identifier %s-prod --master-user-password %s --apply-immediately" % (dbname(), shq(pw))
    elif v == "az":
        snip = "$ az vm create -g rg-batch -n batch-win-01 --image Win2022Datacenter --admin-username azadmin --admin-password %s" % shq(pw)
    elif v == "gcloud":
        snip = "$ gcloud sql users set-password app --instance=%s-pg --password=%s" % (dbname(), shq(pw))
    elif v == "docker":
        snip = "$ docker login registry.acme.dev -u ci-pusher -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % shq(pw)
    elif v == "htpasswd":
        snip = "$ htpasswd -b -c /etc/nginx/.htpasswd metrics %s\nAdding password for user metrics" % shq(pw)
    else:
        snip = "$ kubectl -n %s create secret docker-registry regcred --docker-server=registry.acme.dev --docker-username=ci-puller --docker-password=%s" % (ns(), shq(pw))
    mc = L("From the shell history on the ops VM while reconstructing what was changed during last night's incident:\n%s" % snip,
           "어젯밤 장애 중 무엇이 바뀌었는지 복기하려고 ops VM 쉘 히스토리 확인:\n%s" % snip)
    le = L("Shell history keeps every inline password; set HISTCONTROL=ignorespace and use prompts or stdin for passwords.",
           "쉘 히스토리에 인라인 비밀번호가 전부 남음. HISTCONTROL=ignorespace 설정하고 비밀번호는 프롬프트나 stdin으로.")
    return "shell history: %s password flag" % v, F(mc, le, ""), [pw]


@st
def t_prometheus_basic_auth():
    pw = pw_alnum(ri(24, 40))
    v = pick(["remote_write", "alertmanager_smtp", "promtail"])
    if v == "remote_write":
        snip = "remote_write:\n  - url: https://prom-remote.acme.dev/api/v1/write\n    basic_auth:\n      username: cluster-%s\n      password: %s" % (ns(), pw)
    elif v == "alertmanager_smtp":
        snip = "global:\n  smtp_smarthost: smtp.acme.dev:587\n  smtp_from: alerts@acme.dev\n  smtp_auth_username: alerts@acme.dev\n  smtp_auth_password: %s" % pw
    else:
        snip = "clients:\n  - url: https://loki.acme.dev/loki/api/v1/push\n    basic_auth:\n      username: promtail\n      password: %s" % pw
    mc = L("Metrics/alerts from the edge cluster stopped arriving centrally; its config:\n%s" % snip, "엣지 클러스터의 메트릭/알림이 중앙으로 안 들어옴. 설정:\n%s" % snip)
    le = L("Use password_file pointing at a mounted Secret instead of an inline password.", "인라인 password 대신 마운트된 Secret을 가리키는 password_file을 쓸 것.")
    return "yaml: %s basic auth password" % v, F(mc, le, ""), [pw]


@st
def t_haproxy_stats():
    pw = pw_any_urlsafe().replace(" ", "")
    snip = "listen stats\n    bind *:8404\n    stats enable\n    stats uri /stats\n    stats auth admin:%s" % pw
    mc = L("Needed backend health during the incident; the HAProxy stats page credentials are in haproxy.cfg:\n%s" % snip,
           "장애 중 백엔드 상태를 봐야 했음. HAProxy stats 페이지 인증정보가 haproxy.cfg에 있음:\n%s" % snip)
    le = L("The stats page also allows disabling backends (admin level); bind it to the mgmt network only.", "stats 페이지에서 백엔드 비활성화까지 가능(admin 레벨). 관리망에만 바인딩할 것.")
    return "config: haproxy stats auth", F(mc, le, ""), [pw]


@st
def t_rabbitmqctl():
    pw = pw_any_urlsafe()
    snip = "$ rabbitmqctl add_user notify_consumer %s\n$ rabbitmqctl set_permissions -p /notify notify_consumer \"^notify\\..*\" \"\" \"^notify\\..*\"" % shq(pw)
    mc = L("Created a dedicated RabbitMQ user for the notify consumer while splitting the vhost:\n%s" % snip, "vhost 분리하면서 notify 컨슈머 전용 RabbitMQ 유저 생성:\n%s" % snip)
    le = L("The password is now in the Helm values too; move both into the ExternalSecret.", "비밀번호가 Helm values에도 들어가 있음. 둘 다 ExternalSecret으로 옮길 것.")
    return "shell: rabbitmqctl add_user password", F(mc, le, ""), [pw]


@st
def t_pgbouncer_userlist():
    p1, p2 = pw_alnum(ri(20, 28)), pw_alnum(ri(20, 28))
    snip = "# /etc/pgbouncer/userlist.txt\n\"app\" \"%s\"\n\"stats_reader\" \"%s\"" % (p1, p2)
    mc = L("PgBouncer rejected the app after the DB password rotation; userlist.txt holds plaintext:\n%s" % snip, "DB 비밀번호 로테이션 후 PgBouncer가 앱을 거부함. userlist.txt가 평문:\n%s" % snip)
    le = L("Use auth_query with a lookup function instead of a static userlist, so rotations don't need a file change.", "정적 userlist 대신 auth_query + 조회 함수를 쓰면 로테이션 때 파일 수정이 필요 없음.")
    return "file: pgbouncer userlist plaintext", F(mc, le, ""), [p1, p2]


@st
def t_break_glass_table():
    p1, p2 = pick([pw_human, pw_random, pw_korean])(), pick([pw_walk, pw_random, pw_phrase])()
    tbl = "| system | account | password | last rotated |\n|---|---|---|---|\n| AWS root (prod) | root@acme.dev | %s | %s |\n| Okta super admin | breakglass@acme.dev | %s | %s |" % (p1, rdate(), p2, rdate())
    mc = L("The break-glass runbook (wiki) has a table with live credentials:\n%s" % tbl, "비상용(break-glass) 런북 위키에 실제 인증정보 표가 있음:\n%s" % tbl)
    le = L("Break-glass credentials belong in the sealed envelope / safe, with an alert on use; a wiki page is readable by all engineers.", "비상 계정 정보는 봉인 봉투/금고에 두고 사용 시 알림이 가야 함. 위키는 엔지니어 전원이 읽을 수 있음.")
    return "markdown: break-glass passwords table", F(mc, le, ""), [p1, p2]


@st
def t_set_x_trace():
    tok = pick([lambda: rhex(40), lambda: pw_alnum(36), lambda: b64(27)])()
    snip = "+ curl -fsS -H 'Authorization: token %s' https://artifacts.acme.dev/api/upload -T dist/app-%s.tar.gz\n+ echo 'upload done'" % (tok, "2.%d.%d" % (ri(0, 20), ri(0, 9)))
    mc = L("The release script runs with `set -x`, so the CI log echoes every command with expanded variables:\n%s" % snip,
           "릴리스 스크립트가 `set -x`로 돌아서 CI 로그에 변수가 전개된 명령이 그대로 찍힘:\n%s" % snip)
    le = L("CI masking only catches values registered as masked variables; this one came from a file. Wrap the curl in `set +x`.",
           "CI 마스킹은 masked 변수로 등록된 값만 가림. 이건 파일에서 읽은 값이라 안 가려짐. curl 앞뒤로 `set +x`.")
    return "ci log: set -x expanded token", F(mc, le, ""), [tok]


@st
def t_grafana_legacy_key():
    k = b64s(json.dumps({"k": rs(B62, 32), "n": pick(["ci-annotations", "deploy-marker", "dash-sync"]), "id": ri(1, 9)}, separators=(",", ":")))
    snip = "GRAFANA_API_KEY=%s" % k
    mc = L("Deploy annotations stopped showing on the dashboards after the Grafana upgrade. The pipeline still uses:\n%s" % snip,
           "Grafana 업그레이드 후 대시보드에 배포 annotation이 안 보임. 파이프라인이 아직 쓰는 값:\n%s" % snip)
    le = L("Legacy API keys were migrated to service accounts on upgrade, with the key still valid; annotation permission moved though.", "업그레이드 때 레거시 API 키가 서비스 어카운트로 이전됐고 키는 유효함. 다만 annotation 권한 위치가 바뀜.")
    return ".env: Grafana legacy API key eyJrIjoi [Grafana Labs]", F(mc, le, ""), [k]


@st
def t_git_credentials_store():
    tok = "ghp_" + rs(B62, 36)
    tok2 = "glpat-" + rs(B64U, 20)
    snip = "$ cat ~/.git-credentials\nhttps://release-bot:%s@github.com\nhttps://oauth2:%s@gitlab.acme.dev" % (tok, tok2)
    mc = L("Clones on the build VM worked without any configured token; `credential.helper=store` had saved these:\n%s" % snip,
           "빌드 VM에서 토큰 설정 없이도 clone이 됐는데 `credential.helper=store`가 이걸 저장해 두고 있었음:\n%s" % snip)
    le = L("The store helper writes plaintext to the home dir. Both tokens need revoking; the build VM should use a GitHub App token minted per job.",
           "store helper는 홈 디렉터리에 평문으로 저장함. 두 토큰 다 폐기 필요. 빌드 VM은 잡마다 발급하는 GitHub App 토큰을 써야 함.")
    return "file: ~/.git-credentials GitHub + GitLab tokens", F(mc, le, ""), [tok, tok2]


@st
def t_snowflake_conn():
    pw = pw_any_urlsafe()
    acct = rs(UP, 7) + "-" + rs(UP, 2) + rdigits(5)
    snip = "[connections.etl]\naccount = \"%s\"\nuser = \"ETL_SVC\"\npassword = \"%s\"\nwarehouse = \"TRANSFORM_WH\"\nrole = \"TRANSFORMER\"" % (acct.lower(), pw)
    mc = L("dbt runs locally but not in CI; the local ~/.snowflake/connections.toml:\n%s" % snip, "dbt가 로컬에선 되는데 CI에선 안 됨. 로컬 ~/.snowflake/connections.toml:\n%s" % snip)
    le = L("CI uses key-pair auth for ETL_SVC and the public key was rotated; the password path above still works, which it shouldn't for a service user.",
           "CI는 ETL_SVC에 키페어 인증을 쓰는데 공개키가 로테이션됐음. 위 비밀번호 방식은 아직 되는데 서비스 유저라면 막혀 있어야 함.")
    return "toml: Snowflake connection password", F(mc, le, ""), [pw]


@st
def t_dsn_variants():
    pw = pw_any_urlsafe()
    enc = pct(pw)
    h, u, d = pick([rdshost(), dbhost()]), dbuser(), dbname()
    v = pick(["pg_url", "go_mysql", "libpq", "sqlalchemy", "rediss", "clickhouse"])
    if v == "pg_url":
        snip, shown = "DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, d), enc
    elif v == "go_mysql":
        pw = pw.replace("@", "#").replace("/", "-").replace(")", "")
        snip, shown = "dsn := \"%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul\"" % (u, pw, h, d), pw
    elif v == "libpq":
        pw = pw.replace(" ", "").replace("'", "")
        snip, shown = "PG_DSN=\"host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full\"" % (h, d, u, pw), pw
    elif v == "sqlalchemy":
        snip, shown = "SQLALCHEMY_DATABASE_URI = \"mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4\"" % (u, enc, h, d), enc
    elif v == "rediss":
        snip, shown = "REDIS_URL=rediss://%s:%s@%s:6380/0" % (pick(["default", "app", "worker"]), enc, pick(["cache-prod.internal", "clustercfg.sessions.abc123.apn2.cache.amazonaws.com"])), enc
    else:
        snip, shown = "clickhouse-client --host %s --secure --user %s --password %s --query 'SELECT count() FROM events'" % (
            pick(["ch-01.internal", "abc123.ap-northeast-2.aws.clickhouse.cloud"]), u, shq(pw)), pw
    mc = L("The %s connection in %s was pointed at the wrong host after the failover; this is what the service actually uses:\n%s" % (d, ns(), snip),
           "페일오버 후 %s의 %s 연결이 엉뚱한 호스트를 보고 있었음. 서비스가 실제로 쓰는 값:\n%s" % (ns(), d, snip))
    le = L("Point it at the cluster/writer endpoint instead of an instance name, and keep the DSN out of the repo; only the host part should be config.",
           "인스턴스 이름 말고 클러스터/writer 엔드포인트를 써야 함. DSN은 저장소 밖에 두고 호스트 부분만 설정으로.")
    return "dsn: %s with password" % v, F(mc, le, ""), [shown]


@st
def t_typed_password_as_command():
    pw = pick([pw_human, pw_korean, pw_walk, lambda: pw_random(ri(12, 18), "!#%^*")])()
    host = pick(["bastion-2", "jump-01", "db-prod-01", "batch-03"])
    snip = "[ops@%s ~]$ sudo -u postgres psql\n[ops@%s ~]$ %s\n-bash: %s: command not found\n[ops@%s ~]$ history | tail -3" % (host, host, pw, pw, host)
    mc = L("Reconstructing what happened on %s during the incident from the session recording:\n%s" % (host, snip),
           "장애 중 %s에서 무슨 일이 있었는지 세션 녹화로 복기:\n%s" % (host, snip))
    le = L("The sudo prompt had already timed out, so the next line went to bash and into the history file and the session recording. Clear that history entry and rotate it.",
           "sudo 프롬프트가 이미 끝난 상태라 다음 입력이 bash로 들어가서 히스토리 파일과 세션 녹화에 남음. 해당 히스토리 지우고 변경 필요.")
    return "shell: password typed at the bash prompt", F(mc, le, ""), [pw]


@st
def t_ko_chat_no_label():
    tok = pick([lambda: pw_alnum(ri(20, 32)), lambda: rhex(32), lambda: pw_korean() + pick(SYM)])()
    p = pick(PEOPLE_KO) if LANG == "ko" else pick(PEOPLE_EN)
    if LANG == "ko":
        chat = "[%s] %s: 스테이징 어드민 들어가실 때 이거 쓰세요\n[%s] %s: %s\n[%s] %s: 아이디는 평소 쓰시는 사번이에요" % (rhm(), p, rhm(), p, tok, rhm(), p)
        mc = "스테이징 어드민 접속 방법이 문서에 없어서 #dev-qa 스레드에서 찾음:\n%s" % chat
        le = "모든 QA 계정이 같은 값을 공유하고 있음. 개인별 초기값 + 최초 로그인 시 변경으로 바꿔야 함."
    else:
        chat = "[%s] %s: use this for the staging admin\n[%s] %s: %s\n[%s] %s: login is your employee number" % (rhm(), p, rhm(), p, tok, rhm(), p)
        mc = "Staging admin access isn't documented; found it in a #dev-qa thread:\n%s" % chat
        le = "All QA accounts share that one value. It should be per-user with a forced change on first login."
    return "chat: shared value pasted without a label", F(mc, le, ""), [tok]


@st
def t_multi_env():
    pool = [v for v in VENDORS if len([p for p in v["parts"] if p[2]]) == 1 and not v["url_env"] and len(v["parts"]) == 1]
    specs = []
    while len(specs) < ri(2, 4):
        sp = pick(pool)
        if sp not in specs:
            specs.append(sp)
    lines, secrets = [], []
    for sp in specs:
        e, fn, l = sp["parts"][0]
        v = fn()
        lines.append("%s=%s" % (e, v))
        secrets.append(v)
    ds = decoys(2)
    form = pick(["dotenv", "compose", "gha"])
    if form == "dotenv":
        snip = "# .env.production (found in the build artifact)\n" + "\n".join(["%s=%s" % ds[0]] + lines + ["%s=%s" % ds[1]])
    elif form == "compose":
        snip = "    environment:\n" + "\n".join("      - " + x for x in ["%s=%s" % ds[0]] + lines)
    else:
        snip = "    env:\n" + "\n".join("      " + x.replace("=", ": ", 1) for x in lines)
    mc = L("The frontend build artifact (dist.zip on the CDN origin) contained the server env file; it holds keys for several providers:\n%s" % snip if form == "dotenv" else
           "The deploy config for %s sets provider keys inline:\n%s" % (svc(), snip),
           "프론트 빌드 산출물(CDN origin의 dist.zip)에 서버 env 파일이 들어 있었고 여러 벤더 키가 있음:\n%s" % snip if form == "dotenv" else
           "%s 배포 설정에 벤더 키들이 인라인으로 들어 있음:\n%s" % (svc(), snip))
    le = L("Each of these has to be rotated separately at its provider; list owners before starting, some dashboards are tied to people who left.",
           "각 벤더 콘솔에서 하나씩 따로 로테이션해야 함. 시작 전에 담당자 목록부터. 일부 대시보드는 퇴사자 계정에 묶여 있음.")
    return "%s: %d providers in one block" % (form, len(specs)), F(mc, le, ""), secrets


# ---------------------------------------------------------------- clean-note helpers
CLEAN_T = []     # (kind, fn) with kind "risky" or "plain"


def ct(kind):
    def deco(fn):
        CLEAN_T.append((kind, fn))
        return fn
    return deco


K8S_ALPHA = "bcdfghjklmnpqrstvwxz2456789"
ULID_ALPHA = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def traceparent():
    return "00-%s-%s-01" % (rhex(32), rhex(16))


def podname(s=None):
    return "%s-%s-%s" % (s or svc(), rs(K8S_ALPHA, 10), rs(K8S_ALPHA, 5))


def ulid():
    return "01J" + rs(ULID_ALPHA, 23)


def gha_run():
    return rdigits(10)


def sops_enc(plain_len):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(plain_len), b64(32), b64(16))


def vault_hex_lines(nbytes):
    h = rhex(nbytes * 2)
    return lines_of(h, 80)


def kms_blob():
    return "AQICAHh" + b64(180)


def cf_id():
    return rs(B64U, 54) + "=="


def stripe_id(prefix, n=24):
    return prefix + rs(B62, n)


def semver():
    return "%d.%d.%d" % (ri(1, 5), ri(0, 30), ri(0, 12))


# ---------------------------------------------------------------- clean templates: risky-looking, no credential
@ct("risky")
def c_git_log_revert():
    shas = [short_sha() for _ in range(5)]
    full = sha40()
    msgs = ["fix(ledger): round half-even on KRW", "chore: bump pg driver to 8.12", "feat(payout): batch size from config",
            "revert: feat(payout): batch size from config", "test: settle fixtures for Jan"]
    log = "\n".join("%s %s" % (s, m) for s, m in zip(shas, msgs))
    mc = L("Payout batches doubled after yesterday's deploy; I didn't know which commit in the range was live:\n$ git log --oneline -5\n%s" % log,
           "어제 배포 후 지급 배치가 두 번씩 돎. 배포 범위 중 어느 커밋이 라이브인지 몰랐음:\n$ git log --oneline -5\n%s" % log)
    le = L("The revert was merged but the deployed image was built from %s (before the revert). Check the image label org.opencontainers.image.revision, not the branch head." % full,
           "revert는 머지됐지만 배포 이미지는 revert 이전 %s에서 빌드됨. 브랜치 head 말고 이미지 라벨 org.opencontainers.image.revision을 확인할 것." % full)
    return "shell: git log with short and full SHAs", F(mc, le, L("Can deploy notes include the full revision?", "배포 알림에 전체 revision을 넣을 수 있는지?"))


@ct("risky")
def c_git_bisect():
    bad = sha40()
    good = sha40()
    first = sha40()
    out = "$ git bisect start %s %s\n...\n%s is the first bad commit\ncommit %s\nAuthor: %s <%s@acme.dev>\n\n    perf(search): switch analyzer to nori" % (bad[:12], good[:12], first, first, *([pick(PEOPLE_EN)] * 2))
    mc = L("Search latency regression between two releases; bisected with the load-test script:\n%s" % out,
           "두 릴리스 사이 검색 지연 회귀. 부하 테스트 스크립트로 bisect:\n%s" % out)
    le = L("The nori analyzer with decompound_mode=mixed triples the token count; 'discard' keeps recall close with much smaller postings.",
           "nori 분석기 decompound_mode=mixed가 토큰 수를 3배로 늘림. 'discard'면 재현율은 비슷하고 포스팅은 훨씬 작음.")
    return "shell: git bisect output with SHAs", F(mc, le, "")


@ct("risky")
def c_image_digest():
    dg = "sha256:" + sha64()
    dg2 = "sha256:" + sha64()
    snip = "containers:\n  - name: %s\n    image: registry.acme.dev/%s@%s\n  - name: envoy\n    image: envoyproxy/envoy@%s" % (svc(), svc(), dg, dg2)
    mc = L("Staging and prod ran different code with the same tag; the deployment now pins digests:\n%s" % snip,
           "같은 태그인데 staging과 prod 코드가 달랐음. 이제 deployment에서 digest를 고정:\n%s" % snip)
    le = L("Tags are mutable in our registry; the CI re-pushed `latest-stable`. Digest pinning plus the Renovate digest updater avoids it.",
           "우리 레지스트리는 태그가 mutable이고 CI가 `latest-stable`을 다시 push했음. digest 고정 + Renovate digest 업데이트로 해결.")
    return "yaml: image pinned by sha256 digest", F(mc, le, L("Should the registry enforce tag immutability?", "레지스트리에 태그 불변 정책을 걸어야 하는지?"))


@ct("risky")
def c_docker_pull():
    d = sha64()
    out = "$ docker pull registry.acme.dev/%s:%s\n%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for registry.acme.dev/%s:%s\n$ docker images --no-trunc | head -2\nREPOSITORY  TAG  IMAGE ID  CREATED\nregistry.acme.dev/%s  %s  sha256:%s  2 hours ago" % (
        svc(), semver(), semver(), svc(), d, svc(), semver(), svc(), semver(), sha64())
    mc = L("Checking whether the hotfix image actually got rebuilt:\n%s" % out, "핫픽스 이미지가 실제로 재빌드됐는지 확인:\n%s" % out)
    le = L("The repo digest (manifest) and the image ID (config) are different hashes; compare the repo digest with what the cluster reports.",
           "repo digest(매니페스트)와 image ID(config)는 서로 다른 해시. 클러스터가 보고하는 값과는 repo digest로 비교해야 함.")
    return "shell: docker pull digest and image ID", F(mc, le, "")


@ct("risky")
def c_actions_pinned():
    snip = "steps:\n  - uses: actions/checkout@%s # v4.1.7\n  - uses: actions/setup-node@%s # v4.0.3\n  - uses: docker/build-push-action@%s # v6.5.0" % (sha40(), sha40(), sha40())
    mc = L("Security review asked for third-party actions pinned to commits; updated the workflow:\n%s" % snip,
           "보안 리뷰에서 서드파티 액션을 커밋으로 고정하라고 함. 워크플로 수정:\n%s" % snip)
    le = L("Dependabot understands the `# vX.Y.Z` comment and bumps SHA and comment together.", "Dependabot이 `# vX.Y.Z` 주석을 인식해서 SHA와 주석을 같이 올려줌.")
    return "yaml: GitHub Actions pinned to commit SHAs", F(mc, le, "")


@ct("risky")
def c_tf_ids():
    out = "aws_instance.batch: id=i-0%s\naws_security_group.batch: id=sg-0%s\naws_subnet.private_a: id=subnet-0%s\naws_vpc.main: id=vpc-0%s\naws_iam_role.batch: id=batch-runner-%s" % (
        rhex(16), rhex(16), rhex(16), rhex(16), rhex(8))
    mc = L("terraform import was needed for resources created by hand during the incident:\n$ terraform state list -id ...\n%s" % out,
           "장애 중 손으로 만든 리소스를 terraform import 해야 했음:\n$ terraform state list -id ...\n%s" % out)
    le = L("Import blocks (TF 1.5+) in code are reviewable; CLI imports aren't. Use them next time.", "코드의 import 블록(TF 1.5+)은 리뷰가 되고 CLI import는 안 됨. 다음엔 블록으로.")
    return "terraform: resource IDs after import", F(mc, le, "")


@ct("risky")
def c_traceparent_logs():
    tid = rhex(32)
    tss = ts_seq(4)
    lines = "\n".join('%s INFO [%s] trace_id=%s span_id=%s msg="%s"' % (t, s, tid, rhex(16), m) for t, (s, m) in
                      zip(tss, [("gateway", "request received"), ("order-api", "reserve stock"), ("pricing-svc", "cache miss"), ("order-api", "timeout after 3000ms")]))
    mc = L("Checkout timeouts; followed one trace across services:\n%s\nincoming header: traceparent: %s" % (lines, traceparent()),
           "결제 타임아웃. 한 트레이스를 서비스 간에 따라감:\n%s\n수신 헤더: traceparent: %s" % (lines, traceparent()))
    le = L("pricing-svc's cache miss path calls the catalog synchronously; the 3s timeout in order-api is shorter than that path's p99.",
           "pricing-svc 캐시 미스 경로가 catalog를 동기 호출함. order-api의 3초 타임아웃이 그 경로 p99보다 짧음.")
    return "log: W3C trace and span IDs", F(mc, le, "")


@ct("risky")
def c_aws_request_ids():
    out = "HTTP/1.1 403 Forbidden\nx-amz-request-id: %s\nx-amz-id-2: %s\nx-amz-cf-id: %s\nx-cache: Error from cloudfront" % (rs(UAN, 16), b64(56), cf_id())
    mc = L("Static assets returned 403 for some users after the bucket policy change:\n%s" % out, "버킷 정책 변경 후 일부 사용자에게 정적 파일이 403:\n%s" % out)
    le = L("The distribution moved to OAC but the bucket policy still allowed only the old OAI. AWS support needs x-amz-request-id and x-amz-id-2 to trace it.",
           "배포가 OAC로 바뀌었는데 버킷 정책은 예전 OAI만 허용. AWS 지원에 문의하려면 x-amz-request-id와 x-amz-id-2가 필요.")
    return "http: S3/CloudFront request IDs", F(mc, le, "")


@ct("risky")
def c_gha_run_ids():
    r1, r2 = gha_run(), gha_run()
    out = "https://github.com/acme/%s/actions/runs/%s/job/%s\nhttps://github.com/acme/%s/actions/runs/%s/attempts/2" % (repo(), r1, rdigits(11), repo(), r2)
    mc = L("The release workflow was flaky; the two runs to compare:\n%s" % out, "릴리스 워크플로가 불안정. 비교할 두 실행:\n%s" % out)
    le = L("Attempt 2 reused the cache from a different lockfile hash; the cache key didn't include the Node version.", "2차 시도가 다른 lockfile 해시의 캐시를 재사용함. 캐시 키에 Node 버전이 없었음.")
    return "url: GitHub Actions run and job IDs", F(mc, le, "")


@ct("risky")
def c_ci_uuid():
    b = ruuid()
    out = "Build #%d (%s)\n  step :docker: build  job=%s  agent=%s\n  step :rocket: deploy job=%s  exit 137" % (ri(1000, 9999), b, ruuid(), "ci-agent-" + rs(LAN, 8), ruuid())
    mc = L("Deploy step killed with exit 137 on the Buildkite agent:\n%s" % out, "Buildkite 에이전트에서 deploy 단계가 exit 137로 죽음:\n%s" % out)
    le = L("137 is the OOM killer; the deploy step runs `helm template` on a 40 MB chart with the default 1 GiB agent limit.", "137은 OOM killer. 40MB 차트에 helm template을 돌리는데 에이전트 기본 한도가 1GiB.")
    return "ci: build and job UUIDs", F(mc, le, "")


@ct("risky")
def c_base64_config():
    cfg = {"rollout": {"checkout_v2": ri(5, 50), "kr_only": True}, "regions": ["KR", "JP"], "updated_by": pick(PEOPLE_EN)}
    enc = b64s(json.dumps(cfg, separators=(",", ":")))
    mc = L("The feature config is passed to the edge worker as base64 JSON in an env var, which made it hard to review:\nFEATURE_CONFIG_B64=%s" % enc,
           "기능 설정이 엣지 워커에 base64 JSON env로 전달돼서 리뷰가 어려웠음:\nFEATURE_CONFIG_B64=%s" % enc)
    le = L("Decoded it's just %s. Keep the JSON in the repo and encode at deploy time so diffs are readable." % json.dumps(cfg, separators=(",", ":")),
           "디코딩하면 그냥 %s. 저장소엔 JSON으로 두고 배포 시 인코딩해야 diff가 읽힘." % json.dumps(cfg, separators=(",", ":")))
    return "env: base64 of non-secret JSON config", F(mc, le, "")


@ct("risky")
def c_cabundle():
    lines = cert_lines(4)
    enc = b64s("-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n")[:220]
    snip = "webhooks:\n  - name: validate.policy.acme.dev\n    clientConfig:\n      service:\n        name: policy-webhook\n        namespace: policy\n      caBundle: %s..." % enc
    mc = L("Pods failed admission with 'x509: certificate signed by unknown authority' after cert-manager renewed the webhook cert:\n%s" % snip,
           "cert-manager가 웹훅 인증서를 갱신한 뒤 파드 admission이 'x509: certificate signed by unknown authority'로 실패:\n%s" % snip)
    le = L("caBundle is the public CA certificate, base64-encoded; cert-manager's cainjector only updates it when the annotation is present, which our chart dropped.",
           "caBundle은 공개 CA 인증서를 base64 인코딩한 것. cert-manager cainjector는 annotation이 있어야 갱신하는데 우리 차트가 그걸 빠뜨림.")
    return "yaml: webhook caBundle (public CA cert)", F(mc, le, "")


@ct("risky")
def c_npm_integrity():
    snip = "\"node_modules/undici\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/undici/-/undici-%s.tgz\",\n  \"integrity\": \"sha512-%s\"\n}" % (semver(), semver(), b64(64))
    mc = L("`npm ci` failed with EINTEGRITY on the runner only:\n%s" % snip, "러너에서만 `npm ci`가 EINTEGRITY로 실패:\n%s" % snip)
    le = L("The runner used the internal mirror which served a re-packed tarball. Point the mirror at upstream for that scope or regenerate the lock against the mirror.",
           "러너가 내부 미러를 썼는데 미러가 다시 패킹한 tarball을 줬음. 해당 scope는 upstream으로 돌리거나 미러 기준으로 lock 재생성.")
    return "lockfile: npm integrity sha512", F(mc, le, "")


@ct("risky")
def c_pip_hashes():
    snip = "cryptography==43.0.1 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s\nurllib3==2.2.3 \\\n    --hash=sha256:%s" % (sha64(), sha64(), sha64())
    mc = L("pip install --require-hashes failed after the ARM runners were added:\n%s" % snip, "ARM 러너 추가 후 pip install --require-hashes가 실패:\n%s" % snip)
    le = L("pip-compile only recorded hashes for the x86 wheels; run it with --generate-hashes on both platforms or use uv's universal resolution.",
           "pip-compile이 x86 wheel 해시만 기록함. 양 플랫폼에서 --generate-hashes로 돌리거나 uv universal resolution 사용.")
    return "lockfile: pip --hash=sha256", F(mc, le, "")


@ct("risky")
def c_go_sum():
    mods = ["github.com/jackc/pgx/v5", "golang.org/x/net", "google.golang.org/grpc"]
    snip = "\n".join("%s v%s h1:%s\n%s v%s/go.mod h1:%s" % (m, semver(), b64(32), m, semver(), b64(32)) for m in mods)
    mc = L("`go mod verify` complained after a manual edit of go.sum during the merge conflict:\n%s" % snip, "머지 충돌 중 go.sum을 손으로 고친 뒤 `go mod verify`가 오류:\n%s" % snip)
    le = L("Never hand-merge go.sum; take either side and run `go mod tidy`.", "go.sum은 손으로 머지하지 말고 한쪽을 택한 뒤 `go mod tidy`.")
    return "lockfile: go.sum h1 hashes", F(mc, le, "")


@ct("risky")
def c_cargo_lock():
    snip = "[[package]]\nname = \"ring\"\nversion = \"0.17.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (ri(1, 9), sha64())
    mc = L("Cross-compiling the agent for aarch64-musl failed inside ring's build script; lock entry:\n%s" % snip, "에이전트를 aarch64-musl로 크로스 컴파일하다 ring 빌드 스크립트에서 실패. lock 항목:\n%s" % snip)
    le = L("ring needs a C cross compiler; cargo-zigbuild handles it without extra toolchains.", "ring은 C 크로스 컴파일러가 필요함. cargo-zigbuild면 별도 툴체인 없이 됨.")
    return "lockfile: Cargo.lock checksum", F(mc, le, "")


@ct("risky")
def c_tf_lock():
    snip = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.%d.0\"\n  constraints = \"~> 5.0\"\n  hashes = [\n    \"h1:%s\",\n    \"zh:%s\",\n    \"zh:%s\",\n  ]\n}" % (ri(30, 80), b64(32), sha64(), sha64())
    mc = L("terraform init failed on Apple Silicon laptops with 'the cached package does not match any of the checksums':\n%s" % snip,
           "애플 실리콘 노트북에서 terraform init이 'the cached package does not match any of the checksums'로 실패:\n%s" % snip)
    le = L("The lock only had linux_amd64 hashes. `terraform providers lock -platform=darwin_arm64 -platform=linux_amd64` fixes it.",
           "lock에 linux_amd64 해시만 있었음. `terraform providers lock -platform=darwin_arm64 -platform=linux_amd64`로 해결.")
    return "lockfile: .terraform.lock.hcl hashes", F(mc, le, "")


@ct("risky")
def c_nix_lock():
    snip = "\"nixpkgs\": {\n  \"locked\": {\n    \"lastModified\": %d,\n    \"narHash\": \"sha256-%s\",\n    \"owner\": \"NixOS\",\n    \"repo\": \"nixpkgs\",\n    \"rev\": \"%s\",\n    \"type\": \"github\"\n  }\n}" % (epoch(), b64(32), sha40())
    mc = L("Dev shells differed between two laptops; flake.lock had diverged:\n%s" % snip, "두 노트북의 dev shell이 달랐음. flake.lock이 갈라져 있었음:\n%s" % snip)
    le = L("Commit flake.lock and update it only via the weekly PR.", "flake.lock은 커밋하고 주간 PR로만 업데이트.")
    return "lockfile: flake.lock narHash", F(mc, le, "")


@ct("risky")
def c_env_example():
    snip = "# .env.example\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSTRIPE_SECRET_KEY=\nSENDGRID_API_KEY=<your-sendgrid-key>\nJWT_SECRET=REPLACE_ME\nREDIS_URL=redis://localhost:6379/0"
    mc = L("Onboarding a new service; which variables does it need? The example file:\n%s" % snip, "신규 서비스 온보딩. 필요한 변수가 뭔지? 예제 파일:\n%s" % snip)
    le = L("The app refuses to boot if JWT_SECRET is still REPLACE_ME, which is good. Real values come from Doppler in every env.", "JWT_SECRET이 REPLACE_ME면 앱이 기동을 거부함(좋음). 실제 값은 모든 환경에서 Doppler에서.")
    return ".env.example: placeholders only", F(mc, le, "")


@ct("risky")
def c_masked_values():
    v = pick(["awsconf", "gh", "stripe_log"])
    if v == "awsconf":
        out = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(UAN, 4), rs(B62, 4))
        cat = "shell: aws configure list (masked)"
    elif v == "gh":
        out = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account acme-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
        cat = "shell: gh auth status (masked token)"
    else:
        out = "%s INFO stripe client init key=sk_live_...%s mode=live account=acct_%s" % (rts(), rs(B62, 4), rs(B62, 16))
        cat = "log: masked key with last 4 chars"
    mc = L("Needed to confirm which identity the tooling was using before running the cleanup:\n%s" % out, "정리 작업 전에 툴이 어떤 자격으로 동작하는지 확인이 필요했음:\n%s" % out)
    le = L("The masked output is enough to match against the key list in the console (last 4 chars); no need to print more.", "마스킹된 출력(마지막 4자리)으로 콘솔의 키 목록과 대조 가능. 더 출력할 필요 없음.")
    return cat, F(mc, le, "")


@ct("risky")
def c_env_refs():
    snip = "services:\n  api:\n    environment:\n      DATABASE_URL: ${DATABASE_URL:?set in .env}\n      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}\n      OPENAI_API_KEY: ${OPENAI_API_KEY:-}\n      REDIS_PASSWORD: ${REDIS_PASSWORD}"
    mc = L("docker compose up printed 'required variable DATABASE_URL is missing'; the compose file only references env:\n%s" % snip,
           "docker compose up이 'required variable DATABASE_URL is missing' 출력. compose 파일은 env 참조만 함:\n%s" % snip)
    le = L("Compose reads .env from the project dir, not from the service dir; run from the repo root or pass --env-file.", "compose는 서비스 디렉터리가 아니라 프로젝트 디렉터리의 .env를 읽음. 루트에서 실행하거나 --env-file 지정.")
    return "compose: ${VAR} references only", F(mc, le, "")


@ct("risky")
def c_gha_secrets_refs():
    snip = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: ${{ env.AWS_ROLE_ARN }}\n      aws-region: ap-northeast-2" % rdigits(12)
    mc = L("Fork PRs failed at the publish step; the workflow:\n%s" % snip, "포크 PR이 publish 단계에서 실패. 워크플로:\n%s" % snip)
    le = L("Secrets aren't passed to workflows triggered from forks; publish must only run on push to main.", "포크에서 트리거된 워크플로엔 시크릿이 전달되지 않음. publish는 main push에서만 돌려야 함.")
    return "yaml: GitHub Actions secrets references", F(mc, le, "")


@ct("risky")
def c_vault_metadata():
    out = "$ vault kv metadata get secret/payments/prod/pg\n========== Metadata ==========\nKey                     Value\n---                     -----\ncas_required            false\ncreated_time            %sT%sZ\ncurrent_version         %d\nmax_versions            10\n\n====== Version %d ======\ncreated_time     %sT%sZ\ndeletion_time    n/a\ndestroyed        false" % (
        rdate(), rtime(), ri(3, 14), ri(3, 14), rdate(), rtime())
    mc = L("Needed to know when the payments DB secret last changed, without reading it:\n%s" % out, "값을 읽지 않고 결제 DB 시크릿이 언제 바뀌었는지 확인이 필요했음:\n%s" % out)
    le = L("`kv metadata get` needs only the metadata capability, so the on-call policy can have it without read on the data.", "`kv metadata get`은 metadata 권한만 있으면 돼서 온콜 정책에 data read 없이 줄 수 있음.")
    return "shell: vault kv metadata (no values)", F(mc, le, "")


@ct("risky")
def c_sm_describe():
    acct = rdigits(12)
    out = "{\n  \"ARN\": \"arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s\",\n  \"Name\": \"prod/orders/db\",\n  \"RotationEnabled\": true,\n  \"VersionIdsToStages\": {\n    \"%s\": [\"AWSCURRENT\"],\n    \"%s\": [\"AWSPREVIOUS\"]\n  }\n}" % (acct, rs(B62, 6), ruuid(), ruuid())
    mc = L("Rotation Lambda reported success but the app still failed auth; describe-secret:\n%s" % out, "로테이션 Lambda는 성공이라는데 앱 인증은 실패. describe-secret 결과:\n%s" % out)
    le = L("The app cached AWSPREVIOUS's value for 24h; set the cache TTL below the rotation grace period.", "앱이 AWSPREVIOUS 값을 24시간 캐시함. 캐시 TTL을 로테이션 유예기간보다 짧게.")
    return "json: secretsmanager describe-secret (no value)", F(mc, le, "")


@ct("risky")
def c_env_names_list():
    names = ["DATABASE_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "SENTRY_DSN",
             "AWS_ROLE_ARN", "JWT_PUBLIC_KEY_PATH", "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY"]
    R.shuffle(names)
    lst = ", ".join(names[:ri(6, 10)])
    mc = L("Nobody had a list of what the billing service needs at runtime. From the config loader: %s." % lst,
           "billing 서비스가 런타임에 뭐가 필요한지 목록이 없었음. 설정 로더 기준: %s." % lst)
    le = L("All of these are injected by External Secrets from the prod/billing path; only names are in the repo, which is how it should be.",
           "전부 External Secrets가 prod/billing 경로에서 주입함. 저장소엔 이름만 있음(정상).")
    return "prose: env var names without values", F(mc, le, L("Can the loader fail fast listing missing names?", "로더가 누락된 이름을 나열하며 바로 실패하게 할 수 있는지?"))


@ct("risky")
def c_password_policy():
    n = ri(12, 16)
    if LANG == "en":
        mc = "The signup form rejected passwords the backend would accept; the policy isn't written anywhere. From the code: min length %d, at least one of upper/lower/digit/symbol, no more than 3 repeated characters, reject the top-10k breached list, password must not contain the email local part." % n
        le = "Frontend and backend had different rules (frontend still required %d). Serve the policy from one endpoint and have both use it. NIST 800-63B also says drop the composition rules." % (n - 2)
    else:
        mc = "회원가입 폼이 백엔드는 허용하는 비밀번호를 거부함. 정책이 문서화돼 있지 않음. 코드 기준: 최소 %d자, 대/소문자·숫자·특수문자 각 1개 이상, 같은 문자 3회 초과 반복 금지, 유출 상위 1만 개 목록 거부, 이메일 아이디 포함 금지." % n
        le = "프론트와 백엔드 규칙이 달랐음(프론트는 여전히 %d자). 정책을 한 엔드포인트에서 내려주고 양쪽이 그걸 쓰게. NIST 800-63B도 조합 규칙은 빼라고 함." % (n - 2)
    return "prose: password policy text", F(mc, le, "")


@ct("risky")
def c_cli_help():
    v = pick(["psql", "mysql", "redis", "vault"])
    if v == "psql":
        h = "Connection options:\n  -h, --host=HOSTNAME      database server host or socket directory\n  -U, --username=USERNAME  database user name\n  -w, --no-password        never prompt for password\n  -W, --password           force password prompt (should happen automatically)"
    elif v == "mysql":
        h = "  -p, --password[=name]\n                      Password to use when connecting to server. If password is\n                      not given it's asked from the tty.\n  --login-path=name   Read this path from the login file."
    elif v == "redis":
        h = "  -a <password>      Password to use when connecting to the server.\n                     You can also use the REDISCLI_AUTH environment\n                     variable to pass this password more safely.\n  --askpass          Force user to input password with mask from STDIN."
    else:
        h = "Usage: vault login [options] [AUTH K=V...]\n  -method=<string>   Type of authentication to use such as \"userpass\" or \"ldap\".\n  -no-store          Do not persist the token to the token helper.\n  -token-only        Output only the token with no verification."
    mc = L("Looking for a way to avoid passwords on the command line in the cron scripts:\n%s" % h, "크론 스크립트에서 커맨드라인 비밀번호를 없앨 방법을 찾는 중:\n%s" % h)
    le = L("Env var or a login/credential file is the supported path; I'll switch the scripts to that.", "env var나 login/credential 파일이 공식 방법. 스크립트를 그쪽으로 바꿀 예정.")
    return "cli help: %s password options" % v, F(mc, le, "")


@ct("risky")
def c_ssh_fingerprints():
    out = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s@laptop (ED25519)\n$ ssh-keygen -lf deploy_key.pub -E md5\n3072 MD5:%s deploy@ci (RSA)" % (
        ssh_fp(), pick(PEOPLE_EN), ":".join(rhex(2) for _ in range(16)))
    mc = L("GitHub showed an unknown deploy key on the infra repo; compared fingerprints:\n%s" % out, "infra 저장소에 모르는 deploy key가 보여서 지문을 비교함:\n%s" % out)
    le = L("The key matched the old CI's deploy key; removed it from the repo settings. Fingerprints are safe to share for this kind of check.",
           "예전 CI의 deploy key와 일치해서 저장소 설정에서 제거함. 지문은 이런 확인용으로 공유해도 됨.")
    return "shell: ssh key fingerprints", F(mc, le, "")


@ct("risky")
def c_authorized_keys():
    keys = [ssh_pub_ed25519("%s@acme" % p) for p in R.sample(PEOPLE_EN, 2)] + [ssh_pub_rsa("legacy-deploy", 160)]
    snip = "\n".join(keys)
    mc = L("Access review on the bastion; ~/.ssh/authorized_keys for ec2-user:\n%s" % snip, "베스천 접근 권한 검토. ec2-user의 ~/.ssh/authorized_keys:\n%s" % snip)
    le = L("These are public keys (fine to paste). The legacy-deploy RSA key has no owner; remove it and move to EC2 Instance Connect.",
           "공개키라서 붙여넣어도 괜찮음. legacy-deploy RSA 키는 담당자가 없으니 제거하고 EC2 Instance Connect로 전환.")
    return "file: authorized_keys public keys", F(mc, le, "")


@ct("risky")
def c_known_hosts():
    lines = "\n".join("|1|%s|%s %s" % (b64(20), b64(20), pick(["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43), "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB" + rs(B64, 87) + "="])) for _ in range(2))
    mc = L("Host key verification failed from the CI runner to the git mirror after it was rebuilt; runner's known_hosts (hashed):\n%s" % lines,
           "git 미러 재구축 후 CI 러너에서 호스트 키 검증 실패. 러너의 known_hosts (해시됨):\n%s" % lines)
    le = L("Remove with `ssh-keygen -R git-mirror.internal` and pin the new host key via ssh-keyscan in the runner bootstrap.", "`ssh-keygen -R git-mirror.internal`로 지우고 러너 부트스트랩에서 ssh-keyscan으로 새 호스트 키 고정.")
    return "file: hashed known_hosts entries", F(mc, le, "")


@ct("risky")
def c_gpg_list():
    fp = rhex(40).upper()
    out = "$ gpg --list-keys releases@acme.dev\npub   ed25519 %s [SC] [expires: %s]\n      %s\nuid           [ultimate] ACME Releases <releases@acme.dev>\nsub   cv25519 %s [E]" % (rdate(), rdate(2027), fp, rdate())
    mc = L("apt clients complained NO_PUBKEY for our repo; checked the signing key:\n%s" % out, "apt 클라이언트가 우리 저장소에 NO_PUBKEY 오류. 서명 키 확인:\n%s" % out)
    le = L("The public key in the install docs was the expired one; publish the new public key and its fingerprint.", "설치 문서의 공개키가 만료된 키였음. 새 공개키와 지문을 게시.")
    return "shell: gpg --list-keys fingerprint", F(mc, le, "")


@ct("risky")
def c_sops_yaml_recipients():
    snip = "creation_rules:\n  - path_regex: secrets/prod/.*\n    kms: arn:aws:kms:ap-northeast-2:%s:key/%s\n    age: >-\n      %s,\n      %s" % (rdigits(12), ruuid(), age_public(), age_public())
    mc = L("New teammate couldn't decrypt prod secrets; .sops.yaml:\n%s" % snip, "새 팀원이 prod 시크릿 복호화를 못 함. .sops.yaml:\n%s" % snip)
    le = L("Add their age public key here and run `sops updatekeys` on each file; the age1 strings are recipients (public), not keys that decrypt anything.",
           "여기에 그 사람의 age 공개키를 추가하고 파일마다 `sops updatekeys`. age1 문자열은 수신자(공개키)라 복호화 능력 없음.")
    return "yaml: .sops.yaml recipients (public)", F(mc, le, "")


@ct("risky")
def c_wg_show():
    out = "$ sudo wg show\ninterface: wg0\n  public key: %s\n  private key: (hidden)\n  listening port: 51820\n\npeer: %s\n  preshared key: (hidden)\n  endpoint: %s:51820\n  allowed ips: 10.99.0.%d/32\n  latest handshake: 2 minutes, %d seconds ago" % (
        wg_key(), wg_key(), rpubip(), ri(2, 200), ri(1, 59))
    mc = L("One peer couldn't reach the staging VPC; server side:\n%s" % out, "피어 하나가 스테이징 VPC에 못 붙음. 서버 쪽:\n%s" % out)
    le = L("Handshake is fine, so it's routing: the VPC route table had no route back to 10.99.0.0/24.", "핸드셰이크는 정상이라 라우팅 문제. VPC 라우트 테이블에 10.99.0.0/24 복귀 경로가 없었음.")
    return "shell: wg show (public keys, private hidden)", F(mc, le, "")


@ct("risky")
def c_bucket_names():
    names = ["acme-tfstate-%s" % rhex(8), "acme-logs-%s-%s" % (pick(REGIONS), rs(LAN, 6)), "cdk-hnb659fds-assets-%s-ap-northeast-2" % rdigits(12),
             "exports-prod-%s" % rs(LAN, 10)]
    mc = L("Cost review: which buckets are still written to? Candidates:\n%s" % "\n".join(names), "비용 검토: 아직 쓰이는 버킷은? 후보:\n%s" % "\n".join(names))
    le = L("The random suffixes come from Terraform random_id; the CDK bootstrap bucket must stay even though it looks unused.",
           "랜덤 접미사는 Terraform random_id에서 온 것. CDK 부트스트랩 버킷은 안 쓰는 것 같아도 유지해야 함.")
    return "list: random-suffixed bucket names", F(mc, le, "")


@ct("risky")
def c_pod_names():
    s = svc()
    out = "$ kubectl -n %s get pods\nNAME                                READY   STATUS             RESTARTS\n%s   1/1     Running            0\n%s   0/1     CrashLoopBackOff   %d\n%s   1/1     Running            0" % (
        ns(), podname(s), podname(s), ri(3, 40), podname(s))
    mc = L("One replica crash-looped after the config change:\n%s" % out, "설정 변경 후 레플리카 하나가 crash loop:\n%s" % out)
    le = L("It was scheduled on the only node without the GPU driver label; nodeSelector was missing in the new chart.", "GPU 드라이버 라벨 없는 유일한 노드에 스케줄됨. 새 차트에 nodeSelector가 빠져 있었음.")
    return "shell: kubectl get pods hashed names", F(mc, le, "")


@ct("risky")
def c_azure_ids():
    sub = ruuid()
    rid = "/subscriptions/%s/resourceGroups/rg-data-prod/providers/Microsoft.Storage/storageAccounts/stdataprod%s" % (sub, rs(LAN, 6))
    mc = L("Role assignment for the Databricks managed identity failed with 'scope not found':\n--scope %s\n--assignee-object-id %s" % (rid, ruuid()),
           "Databricks managed identity 역할 할당이 'scope not found'로 실패:\n--scope %s\n--assignee-object-id %s" % (rid, ruuid()))
    le = L("The storage account was moved to another subscription; resource IDs embed the subscription GUID, so scripts with hardcoded IDs break on moves.",
           "스토리지 계정이 다른 구독으로 이동됨. 리소스 ID에 구독 GUID가 들어 있어서 ID 하드코딩 스크립트는 이동 시 깨짐.")
    return "azure: resource IDs with subscription GUIDs", F(mc, le, "")


@ct("risky")
def c_gcp_key_list():
    out = "$ gcloud iam service-accounts keys list --iam-account=exporter@acme-data.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n%s  %sT%sZ  9999-12-31T23:59:59Z  False\n%s  %sT%sZ  %sT00:00:00Z  False" % (
        rhex(40), rdate(2023), rtime(), rhex(40), rdate(), rtime(), rdate(2026))
    mc = L("Security asked which user-managed keys exist for the exporter SA:\n%s" % out, "보안팀이 exporter SA의 사용자 관리 키 목록을 요청:\n%s" % out)
    le = L("KEY_ID is only an identifier; the never-expiring key from 2023 should be disabled once the workload identity migration is done.",
           "KEY_ID는 식별자일 뿐. 2023년에 만든 만료 없는 키는 workload identity 이전 후 비활성화.")
    return "shell: gcloud SA key IDs (no key material)", F(mc, le, "")


@ct("risky")
def c_sops_file():
    snip = "db:\n    host: pg-main.internal\n    password: %s\napi:\n    stripe_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n          created_at: \"%sT%sZ\"\n    lastmodified: \"%sT%sZ\"\n    mac: %s\n    version: 3.9.0" % (
        sops_enc(24), sops_enc(32), rdigits(12), ruuid(), rdate(), rtime(), rdate(), rtime(), sops_enc(32))
    mc = L("Helm secrets plugin failed on the new runner; the encrypted values file itself:\n%s" % snip, "새 러너에서 helm secrets 플러그인이 실패. 암호화된 values 파일:\n%s" % snip)
    le = L("The runner role lacks kms:Decrypt on that key. The file is safe in git; only KMS access decrypts it.", "러너 롤에 그 키의 kms:Decrypt 권한이 없었음. 파일은 git에 있어도 안전, KMS 권한이 있어야 복호화됨.")
    return "yaml: SOPS-encrypted values", F(mc, le, "")


@ct("risky")
def c_sealed_secret():
    snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-env\n  namespace: %s\nspec:\n  encryptedData:\n    DATABASE_URL: AgB%s\n    API_TOKEN: AgA%s" % (svc(), ns(), b64(180), b64(120))
    mc = L("SealedSecret wouldn't unseal in the new cluster ('no key could decrypt secret'):\n%s" % snip, "새 클러스터에서 SealedSecret이 unseal 안 됨('no key could decrypt secret'):\n%s" % snip)
    le = L("Sealed data is bound to the controller's key in the old cluster. Re-seal with the new cluster's cert (kubeseal --fetch-cert); the encrypted blobs are fine to commit.",
           "sealed 데이터는 예전 클러스터 컨트롤러 키에 묶여 있음. 새 클러스터 인증서(kubeseal --fetch-cert)로 다시 seal. 암호화된 값은 커밋해도 됨.")
    return "yaml: SealedSecret encryptedData", F(mc, le, "")


@ct("risky")
def c_ansible_vault_block():
    lines = vault_hex_lines(ri(100, 160))
    snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + l for l in lines)
    mc = L("group_vars/prod/vault.yml is encrypted per value; the playbook failed on this one:\n%s" % snip, "group_vars/prod/vault.yml은 값 단위로 암호화돼 있음. 이 값에서 플레이북 실패:\n%s" % snip)
    le = L("It was encrypted with a different vault-id (label 'prod2'); pass --vault-id prod2@prompt.", "다른 vault-id(라벨 'prod2')로 암호화된 값이었음. --vault-id prod2@prompt 지정.")
    return "yaml: ansible-vault encrypted value", F(mc, le, "")


@ct("risky")
def c_kms_blob():
    snip = "resource \"aws_lambda_function\" \"exporter\" {\n  environment {\n    variables = {\n      DB_PASSWORD_ENC = \"%s\"\n    }\n  }\n}" % kms_blob()
    mc = L("The exporter Lambda decrypts its DB password at cold start; the Terraform holds only the ciphertext:\n%s" % snip,
           "exporter Lambda가 콜드 스타트 때 DB 비밀번호를 복호화함. Terraform엔 암호문만 있음:\n%s" % snip)
    le = L("Cold starts got 400 ms slower from the KMS call; Parameter Store with the extension caches it.", "KMS 호출 때문에 콜드 스타트가 400ms 느려짐. Parameter Store + 확장으로 캐시하면 됨.")
    return "terraform: KMS ciphertext blob", F(mc, le, "")


@ct("risky")
def c_age_armored():
    body = lines_of(b64(200), 64)
    snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(body) + "\n-----END AGE ENCRYPTED FILE-----"
    mc = L("The DR runbook attachment is an age-encrypted file:\n%s" % snip, "DR 런북 첨부는 age로 암호화된 파일:\n%s" % snip)
    le = L("It needs one of the two recipient identities held by the SRE leads; nobody else can open it, which is intended.", "SRE 리드 2명이 가진 identity 중 하나가 필요함. 그 외엔 못 여는 게 의도된 설계.")
    return "file: age-armored ciphertext", F(mc, le, "")


@ct("risky")
def c_aws_example_keys():
    snip = "def test_presign_uses_region(monkeypatch):\n    monkeypatch.setenv(\"AWS_ACCESS_KEY_ID\", \"AKIAIOSFODNN7EXAMPLE\")\n    monkeypatch.setenv(\"AWS_SECRET_ACCESS_KEY\", \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\")\n    url = presign(\"acme-exports\", \"a.csv\", region=\"ap-northeast-2\")\n    assert \"ap-northeast-2\" in url"
    mc = L("The presign test was failing on CI because it picked up real credentials from the runner; now it sets the documented example keys:\n%s" % snip,
           "presign 테스트가 러너의 실제 자격증명을 집어서 CI에서 실패했음. 이제 AWS 문서의 예시 키를 설정함:\n%s" % snip)
    le = L("Those are the placeholder keys from the AWS docs, so the test never touches AWS. Also set AWS_CONFIG_FILE=/dev/null.", "AWS 문서의 예시 키라서 테스트가 AWS에 닿지 않음. AWS_CONFIG_FILE=/dev/null도 설정.")
    return "test: AWS documented example keys", F(mc, le, "")


@ct("risky")
def c_jwtio_example():
    tok = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    snip = "it('rejects HS256 tokens', () => {\n  const sample = '%s'; // jwt.io sample\n  expect(() => verify(sample)).toThrow('alg not allowed');\n});" % tok
    mc = L("Added a regression test for the algorithm-confusion fix using the public sample token:\n%s" % snip, "알고리즘 혼동 취약점 수정에 대한 회귀 테스트를 공개 샘플 토큰으로 추가:\n%s" % snip)
    le = L("The verifier now pins RS256; the sample (John Doe, iat 1516239022) is the well-known demo token, signed with the demo secret.",
           "검증기가 이제 RS256만 허용. 샘플(John Doe, iat 1516239022)은 유명한 데모 토큰이고 데모 시크릿으로 서명된 것.")
    return "test: jwt.io sample token", F(mc, le, "")


@ct("risky")
def c_stripe_ids():
    out = "%s INFO webhook evt=%s type=payment_intent.payment_failed pi=%s customer=%s idempotency_key=%s" % (
        rts(), stripe_id("evt_1"), stripe_id("pi_3"), stripe_id("cus_", 14), ruuid())
    mc = L("A customer was charged twice; the webhook log line for the failed attempt:\n%s\n(test reproduction used card 4242 4242 4242 4242, exp 12/34)" % out,
           "고객이 이중 결제됨. 실패 시도의 웹훅 로그:\n%s\n(테스트 재현은 카드 4242 4242 4242 4242, 유효기간 12/34)" % out)
    le = L("Our retry generated a new idempotency key per attempt; reuse the one stored with the order.", "재시도 때마다 idempotency key를 새로 만들었음. 주문에 저장된 키를 재사용해야 함.")
    return "log: Stripe object IDs and test card", F(mc, le, "")


@ct("risky")
def c_twilio_sids():
    out = "AccountSid=%s\nMessageSid=%s status=undelivered ErrorCode=30007\nMessageSid=%s status=delivered" % ("AC" + rhex(32), "SM" + rhex(32), "SM" + rhex(32))
    mc = L("OTP SMS to some carriers fails; status callback payloads:\n%s" % out, "일부 통신사로 OTP SMS 실패. 상태 콜백 페이로드:\n%s" % out)
    le = L("30007 is carrier filtering; register the sender and avoid URL shorteners in the body. SIDs are identifiers, fine to share with Twilio support.",
           "30007은 통신사 필터링. 발신번호 등록하고 본문에 단축 URL 쓰지 말 것. SID는 식별자라 Twilio 지원팀과 공유해도 됨.")
    return "log: Twilio Account/Message SIDs", F(mc, le, "")


@ct("risky")
def c_slack_ids():
    out = "channel=C0%s user=U0%s ts=%d.%06d thread_ts=%d.%06d bot_id=B0%s" % (rs(UAN, 9), rs(UAN, 9), epoch(), ri(0, 999999), epoch(), ri(0, 999999), rs(UAN, 9))
    mc = L("Deploy bot replies landed in the channel instead of the thread:\n%s" % out, "배포 봇 답글이 스레드가 아니라 채널에 달림:\n%s" % out)
    le = L("We passed ts of our own message instead of the parent's thread_ts.", "부모 메시지의 thread_ts 대신 우리 메시지의 ts를 넘겼음.")
    return "log: Slack channel/user IDs and ts", F(mc, le, "")


@ct("risky")
def c_sentry_ids():
    out = "Event %s\nIssue ACME-API-%s (first seen %s)\nRelease %s@%s" % (rhex(32), rs(UAN, 4), rdate(), svc(), sha40())
    mc = L("The error spike after the release; Sentry references:\n%s" % out, "릴리스 후 에러 급증. Sentry 참조:\n%s" % out)
    le = L("Release names use the commit SHA; source maps were uploaded under the tag name so stack traces were minified.", "릴리스 이름은 커밋 SHA인데 소스맵은 태그 이름으로 업로드돼서 스택트레이스가 minified로 보임.")
    return "sentry: event ID and release SHA", F(mc, le, "")


@ct("risky")
def c_oauth_client_id():
    cid = "%s-%s.apps.googleusercontent.com" % (rdigits(12), rs(LAN, 32))
    snip = "GOOGLE_OAUTH_CLIENT_ID=%s\nGOOGLE_OAUTH_CLIENT_SECRET=  # from Secret Manager: projects/acme-auth/secrets/google-oauth-client-secret\nGOOGLE_OAUTH_REDIRECT=https://admin.acme.dev/auth/callback" % cid
    mc = L("Admin SSO returned redirect_uri_mismatch on the new domain; config:\n%s" % snip, "새 도메인에서 어드민 SSO가 redirect_uri_mismatch. 설정:\n%s" % snip)
    le = L("The client ID is public by design (it's in the login URL); add the new redirect URI in the console.", "client ID는 원래 공개값(로그인 URL에 노출됨). 콘솔에 새 redirect URI 추가.")
    return "env: OAuth client ID with secret reference", F(mc, le, "")


@ct("risky")
def c_sri():
    snip = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js\"\n        integrity=\"sha384-%s\"\n        crossorigin=\"anonymous\"></script>" % (ri(0, 6), b64(48))
    mc = L("Charts disappeared on the status page; the browser blocked the script:\n%s" % snip, "상태 페이지 차트가 사라짐. 브라우저가 스크립트를 차단:\n%s" % snip)
    le = L("Someone bumped the version in src without updating the SRI hash.", "누군가 src 버전만 올리고 SRI 해시는 안 바꿈.")
    return "html: SRI integrity hash", F(mc, le, "")


@ct("risky")
def c_csp():
    snip = "Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-%s' 'sha256-%s'; report-uri https://csp.acme.dev/r/%s" % (b64(16), b64(32), rs(LAN, 8))
    mc = L("Inline script on checkout blocked in production only; response header:\n%s" % snip, "운영에서만 결제 페이지 인라인 스크립트가 차단됨. 응답 헤더:\n%s" % snip)
    le = L("The CDN cached the HTML with an old nonce; nonces must be per response, so bypass the cache for that page or use hashes.", "CDN이 예전 nonce로 HTML을 캐시함. nonce는 응답마다 달라야 하니 그 페이지는 캐시 우회하거나 해시 사용.")
    return "http: CSP nonce and hash", F(mc, le, "")


@ct("risky")
def c_cert_fingerprint():
    fp = ":".join(rhex(2).upper() for _ in range(32))
    pin = b64(32)
    mc = L("The Android app's certificate pinning will break with the new CA. Current leaf SHA-256 fingerprint %s, SPKI pin sha256/%s." % (fp, pin),
           "새 CA로 바뀌면 안드로이드 앱 인증서 피닝이 깨짐. 현재 리프 SHA-256 지문 %s, SPKI 핀 sha256/%s." % (fp, pin))
    le = L("Pin the intermediate's SPKI plus a backup pin, never the leaf; leaf pins break on every renewal.", "리프 말고 중간 인증서 SPKI + 백업 핀으로. 리프 핀은 갱신마다 깨짐.")
    return "tls: certificate fingerprint and SPKI pin", F(mc, le, "")


@ct("risky")
def c_cert_pem():
    body = cert_lines(ri(5, 8))
    snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n...\n-----END CERTIFICATE-----"
    mc = L("Java clients failed TLS to the partner because our truststore lacked their new intermediate; the cert they sent (public):\n%s" % snip,
           "파트너의 새 중간 인증서가 truststore에 없어서 Java 클라이언트 TLS가 실패. 파트너가 보낸 인증서(공개):\n%s" % snip)
    le = L("Import with keytool -importcert into the truststore; a CERTIFICATE block is public, unlike a PRIVATE KEY block.", "keytool -importcert로 truststore에 import. CERTIFICATE 블록은 PRIVATE KEY 블록과 달리 공개 정보.")
    return "pem: public certificate", F(mc, le, "")


@ct("risky")
def c_openssl_text():
    out = "$ openssl x509 -in partner.crt -noout -serial -subject -issuer -enddate -fingerprint -sha256\nserial=%s\nsubject=CN = api.partner.co.kr\nissuer=C = KR, O = KISA, CN = CA134100031\nnotAfter=%s 23:59:59 GMT\nsha256 Fingerprint=%s" % (
        rhex(32).upper(), rdate(2026), ":".join(rhex(2).upper() for _ in range(32)))
    mc = L("Partner API TLS errors started on Monday; inspected their cert:\n%s" % out, "월요일부터 파트너 API TLS 오류. 인증서 확인:\n%s" % out)
    le = L("They switched to a Korean CA not in the default Java truststore.", "기본 Java truststore에 없는 국내 CA로 바뀌었음.")
    return "shell: openssl x509 serial and fingerprint", F(mc, le, "")


@ct("risky")
def c_s3_etag():
    out = "{\n  \"ETag\": \"\\\"%s-%d\\\"\",\n  \"VersionId\": \"%s\",\n  \"ChecksumSHA256\": \"%s\"\n}" % (rhex(32), ri(2, 90), rs(B64U, 32), b64(32))
    mc = L("Checking whether the nightly dump uploaded completely:\n%s" % out, "야간 덤프가 완전히 업로드됐는지 확인:\n%s" % out)
    le = L("Multipart ETags aren't MD5 of the file; compare ChecksumSHA256 instead.", "멀티파트 ETag는 파일 MD5가 아님. ChecksumSHA256으로 비교.")
    return "json: S3 ETag and VersionId", F(mc, le, "")


@ct("risky")
def c_eth_addresses():
    out = "deposit address: 0x%s\ntx: 0x%s (block %d, 12 confirmations)" % (rhex(40), rhex(64), ri(19000000, 21000000))
    mc = L("A customer's USDC deposit isn't credited:\n%s" % out, "고객 USDC 입금이 반영 안 됨:\n%s" % out)
    le = L("The indexer skipped the block during the RPC outage; re-scan from block-100. Addresses and tx hashes are public on-chain.", "RPC 장애 중 인덱서가 블록을 건너뜀. -100 블록부터 재스캔. 주소와 tx 해시는 온체인 공개 정보.")
    return "crypto: public address and tx hash", F(mc, le, "")


@ct("risky")
def c_sha256sum():
    files = ["acme-agent_%s_linux_amd64.tar.gz" % semver(), "acme-agent_%s_linux_arm64.tar.gz" % semver(), "acme-agent_%s_darwin_arm64.tar.gz" % semver()]
    out = "\n".join("%s  %s" % (sha64(), f) for f in files)
    mc = L("Customers reported checksum mismatches for the agent download; SHA256SUMS:\n%s" % out, "고객들이 에이전트 다운로드 체크섬 불일치 제보. SHA256SUMS:\n%s" % out)
    le = L("The CDN served a stale SHA256SUMS; publish checksums with the version in the filename.", "CDN이 오래된 SHA256SUMS를 제공함. 파일명에 버전을 넣어 게시.")
    return "release: SHA256SUMS", F(mc, le, "")


@ct("risky")
def c_tf_plan_sensitive():
    out = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"db-%s\"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }" % rs(UAN, 26)
    mc = L("Every plan wants to change the DB password even though nobody touched it:\n%s" % out, "아무도 안 건드렸는데 plan마다 DB 비밀번호를 바꾸려 함:\n%s" % out)
    le = L("The value comes from random_password with a keeper on the timestamp(); use ignore_changes or manage_master_user_password.", "값이 timestamp() keeper가 걸린 random_password에서 옴. ignore_changes나 manage_master_user_password로.")
    return "terraform plan: (sensitive value)", F(mc, le, "")


@ct("risky")
def c_kubectl_describe_secret():
    out = "$ kubectl -n %s describe secret %s-db\nName:         %s-db\nType:         Opaque\n\nData\n====\nDB_PASSWORD:  %d bytes\nDB_USER:      %d bytes\nDB_HOST:      %d bytes" % (ns(), svc(), svc(), ri(16, 40), ri(3, 12), ri(20, 60))
    mc = L("Checking the secret was actually populated by External Secrets:\n%s" % out, "External Secrets가 실제로 값을 채웠는지 확인:\n%s" % out)
    le = L("describe shows only sizes, which is enough to see it's non-empty without reading values.", "describe는 크기만 보여줘서 값을 읽지 않고도 비어있지 않은지 확인 가능.")
    return "shell: kubectl describe secret (sizes only)", F(mc, le, "")


@ct("risky")
def c_sts_identity():
    out = "$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/AWSReservedSSO_PowerUser_%s/%s@acme.dev\"\n}" % (
        rs(B32, 17), pick(PEOPLE_EN), rdigits(12), rdigits(12), rhex(16), pick(PEOPLE_EN))
    mc = L("Terraform applied to the wrong account; checked which role my shell was in:\n%s" % out, "Terraform이 엉뚱한 계정에 적용됨. 내 쉘이 어떤 롤인지 확인:\n%s" % out)
    le = L("AWS_PROFILE from a previous session was still exported; the provider should set allowed_account_ids.", "이전 세션의 AWS_PROFILE이 export된 채였음. provider에 allowed_account_ids를 설정해야 함.")
    return "shell: sts get-caller-identity (role ID)", F(mc, le, "")


@ct("risky")
def c_npm_token_list():
    out = "$ npm token list\n┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ %s │ %s… │ %s │ no       │                │\n│ %s │ %s… │ %s │ yes      │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘" % (
        rhex(6), rhex(6), rdate(), rhex(6), rhex(6), rdate())
    mc = L("Auditing publish tokens for the @acme scope:\n%s" % out, "@acme scope 배포 토큰 감사:\n%s" % out)
    le = L("The list shows only token prefixes; revoke by id. Moving to trusted publishing removes the long-lived one.", "목록엔 토큰 앞부분만 나옴. id로 폐기. trusted publishing으로 가면 장기 토큰이 필요 없음.")
    return "shell: npm token list (truncated)", F(mc, le, "")


@ct("risky")
def c_jwks():
    n = b64u(256)
    snip = "{\"keys\":[{\"kty\":\"RSA\",\"kid\":\"%s\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"%s\",\"e\":\"AQAB\"}]}" % (rhex(16), n)
    mc = L("The gateway rejected tokens with 'kid not found'; the JWKS it fetched:\n%s" % snip, "게이트웨이가 'kid not found'로 토큰 거부. 가져온 JWKS:\n%s" % snip)
    le = L("The JWKS is the public half (modulus n, exponent e); the new kid wasn't published yet when signing switched.", "JWKS는 공개키(모듈러스 n, 지수 e). 서명키 전환 시점에 새 kid가 아직 게시되지 않았음.")
    return "json: JWKS public key (n, e)", F(mc, le, "")


@ct("risky")
def c_jwt_header_decode():
    hdr = b64us(json.dumps({"alg": "RS256", "kid": rhex(16), "typ": "JWT"}, separators=(",", ":")))
    mc = L("To see which key signed the failing tokens I decoded just the header segment: %s -> {\"alg\":\"RS256\",\"kid\":...}. The payload and signature weren't needed." % hdr,
           "실패한 토큰이 어떤 키로 서명됐는지 보려고 헤더 세그먼트만 디코딩: %s -> {\"alg\":\"RS256\",\"kid\":...}. 페이로드와 서명은 필요 없었음." % hdr)
    le = L("The kid pointed at the staging issuer; the mobile app had the staging auth URL baked in.", "kid가 staging 발급자를 가리킴. 모바일 앱에 staging 인증 URL이 박혀 있었음.")
    return "prose: JWT header segment only", F(mc, le, "")


@ct("risky")
def c_webhook_signature_header():
    out = "X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (ruuid(), sha64())
    mc = L("One delivery failed verification; headers from the delivery log:\n%s" % out, "한 웹훅 전송이 검증 실패. 전송 로그의 헤더:\n%s" % out)
    le = L("The signature is an HMAC of that specific payload; our proxy re-encoded the body (gzip), so the digest no longer matched. Verify against raw bytes.",
           "서명은 해당 페이로드의 HMAC. 프록시가 본문을 재인코딩(gzip)해서 digest가 안 맞았음. 원본 바이트로 검증해야 함.")
    return "http: webhook delivery signature header", F(mc, le, "")


@ct("risky")
def c_idempotency_keys():
    idem = ruuid()
    out = "\n".join("%s POST /v1/payouts idem=%s status=%s" % (t, idem, s) for t, s in zip(ts_seq(3), ["201", "409", "409"]))
    mc = L("Payout API returned 409 on retries:\n%s" % out, "지급 API가 재시도에 409 반환:\n%s" % out)
    le = L("409 here means the same idempotency key with a different body; the retry added a timestamp field.", "여기서 409는 같은 idempotency key에 다른 본문. 재시도 때 timestamp 필드가 추가됐음.")
    return "log: idempotency key UUIDs", F(mc, le, "")


@ct("risky")
def c_argon2_params():
    mc = L("Login p99 doubled after the auth library upgrade. Hash params in the new version: argon2id, m=65536, t=3, p=4 (was m=19456, t=2, p=1).",
           "인증 라이브러리 업그레이드 후 로그인 p99가 2배. 새 버전 해시 파라미터: argon2id, m=65536, t=3, p=4 (이전 m=19456, t=2, p=1).")
    le = L("Only new hashes use the new params; rehash-on-login upgrades old ones, so CPU stays high for weeks. Size the auth pods for it.",
           "새 해시만 새 파라미터를 쓰고 로그인 시 재해시로 기존 것도 올라감. 몇 주간 CPU가 높으니 auth 파드 리소스를 맞출 것.")
    return "prose: password hashing parameters", F(mc, le, "")


@ct("risky")
def c_openssl_rand_cmd():
    mc = L("Needed a new webhook signing secret for the partner; generated it with `openssl rand -hex 32` straight into `vault kv put secret/partners/acme-logistics signing_secret=-` (stdin), so it never hit the terminal.",
           "파트너용 웹훅 서명 시크릿이 필요했음. `openssl rand -hex 32` 출력을 바로 `vault kv put secret/partners/acme-logistics signing_secret=-`(stdin)로 넣어서 터미널에 안 남음.")
    le = L("Share it with the partner through their portal's secret exchange, not e-mail.", "파트너와는 메일 말고 그쪽 포털의 시크릿 교환 기능으로 공유.")
    return "prose: secret generation command without value", F(mc, le, "")


@ct("risky")
def c_random_password_tf():
    snip = "resource \"random_password\" \"db\" {\n  length           = 32\n  special          = true\n  override_special = \"!#%&*()-_=+[]{}<>:?\"\n}\n\nresource \"aws_secretsmanager_secret_version\" \"db\" {\n  secret_id     = aws_secretsmanager_secret.db.id\n  secret_string = random_password.db.result\n}"
    mc = L("RDS rejected the generated password ('only printable ASCII except /, @, \" and space'):\n%s" % snip, "RDS가 생성된 비밀번호를 거부('/, @, \", 공백 제외 ASCII만'):\n%s" % snip)
    le = L("override_special already excludes the forbidden chars; the failing run was from before that change. The value lives only in state and Secrets Manager.",
           "override_special이 금지 문자를 이미 제외함. 실패한 실행은 그 변경 이전 것. 값은 state와 Secrets Manager에만 있음.")
    return "terraform: random_password resource (no value)", F(mc, le, "")


@ct("risky")
def c_op_refs():
    snip = "DATABASE_URL=op://prod-payments/orders-db/connection_string\nSTRIPE_SECRET_KEY=op://prod-payments/stripe/secret_key\nTOSS_SECRET_KEY=op://prod-payments/toss/live_secret"
    mc = L("`op run --env-file=.env.op -- ./run.sh` failed for the new hire; the env file only has references:\n%s" % snip,
           "신규 입사자에게 `op run --env-file=.env.op -- ./run.sh`가 실패. env 파일엔 참조만 있음:\n%s" % snip)
    le = L("They weren't in the prod-payments vault group; references are safe to commit.", "prod-payments 볼트 그룹에 없었음. 참조값은 커밋해도 안전.")
    return "env: 1Password op:// references", F(mc, le, "")


@ct("risky")
def c_ssm_names():
    out = "$ aws ssm get-parameters-by-path --path /prod/billing --query 'Parameters[].Name'\n[\n    \"/prod/billing/DB_PASSWORD\",\n    \"/prod/billing/STRIPE_SECRET_KEY\",\n    \"/prod/billing/TOSS_SECRET_KEY\",\n    \"/prod/billing/JWT_PRIVATE_KEY\"\n]"
    mc = L("Listing what the billing service reads from Parameter Store (names only):\n%s" % out, "billing 서비스가 Parameter Store에서 읽는 항목 (이름만):\n%s" % out)
    le = L("Without --with-decryption SecureString values come back encrypted anyway; --query on names avoids printing them at all.", "--with-decryption 없으면 SecureString은 암호화된 채로 옴. 이름만 --query하면 아예 출력 안 됨.")
    return "shell: SSM parameter names only", F(mc, le, "")


@ct("risky")
def c_external_secret():
    snip = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: prod/%s/db\n        property: password" % (svc(), svc())
    mc = L("Secret not updated an hour after rotation:\n%s" % snip, "로테이션 1시간 후에도 Secret이 갱신 안 됨:\n%s" % snip)
    le = L("refreshInterval is 1h and the pods read env at start; add Reloader or mount as file.", "refreshInterval이 1시간이고 파드는 시작 시 env를 읽음. Reloader 추가하거나 파일로 마운트.")
    return "yaml: ExternalSecret remoteRef", F(mc, le, "")


@ct("risky")
def c_vault_agent_template():
    snip = "template {\n  destination = \"/etc/app/db.env\"\n  contents    = <<EOT\n{{ with secret \"database/creds/orders-rw\" }}\nDB_USER={{ .Data.username }}\nDB_PASSWORD={{ .Data.password }}\n{{ end }}\nEOT\n}"
    mc = L("Connections dropped every 24h; the Vault agent template:\n%s" % snip, "24시간마다 연결이 끊김. Vault agent 템플릿:\n%s" % snip)
    le = L("Dynamic creds have a 24h TTL and the app never reloads db.env; add a command to SIGHUP the app on render.", "동적 자격증명 TTL이 24시간인데 앱이 db.env를 다시 안 읽음. 렌더링 시 SIGHUP 보내는 command 추가.")
    return "hcl: vault agent template placeholders", F(mc, le, "")


@ct("risky")
def c_ci_masked():
    out = "$ ./deploy.sh\n+ echo \"deploying with token ***\"\ndeploying with token ***\n+ curl -H 'Authorization: Bearer ***' https://deploy.acme.dev/api/releases\n{\"id\":%d,\"status\":\"queued\"}" % ri(1000, 9999)
    mc = L("Looked at the deploy log to see which endpoint the job hits:\n%s" % out, "잡이 어느 엔드포인트를 호출하는지 배포 로그 확인:\n%s" % out)
    le = L("Masking worked here because the token is a registered masked variable; still drop the echo.", "토큰이 masked 변수로 등록돼 있어서 마스킹됨. 그래도 echo는 지울 것.")
    return "ci log: masked *** values", F(mc, le, "")


@ct("risky")
def c_pg_hba():
    snip = "# TYPE  DATABASE  USER        ADDRESS         METHOD\nhostssl all       all         10.0.0.0/8      scram-sha-256\nhostssl replication replicator 10.20.0.0/16  scram-sha-256\nhost    all       all         0.0.0.0/0       reject"
    mc = L("Replica couldn't connect after the subnet change; pg_hba.conf:\n%s" % snip, "서브넷 변경 후 레플리카 접속 불가. pg_hba.conf:\n%s" % snip)
    le = L("The new replica subnet is 10.21.0.0/16; also password_encryption must be scram-sha-256 before setting the replicator password, or md5 hashes stay.",
           "새 레플리카 서브넷은 10.21.0.0/16. 그리고 replicator 비밀번호 설정 전에 password_encryption이 scram-sha-256이어야 md5 해시가 안 남음.")
    return "config: pg_hba.conf auth methods", F(mc, le, "")


@ct("risky")
def c_show_grants():
    out = "mysql> SHOW GRANTS FOR 'report'@'10.%';\n+--------------------------------------------------------------+\n| GRANT SELECT ON `orders`.* TO `report`@`10.%` |\n| GRANT SELECT ON `ledger`.`entries` TO `report`@`10.%` |\n+--------------------------------------------------------------+"
    mc = L("Report user got 'SELECT command denied' on ledger.balances:\n%s" % out, "report 유저가 ledger.balances에서 'SELECT command denied':\n%s" % out)
    le = L("Grant is table-level on ledger; add balances explicitly rather than ledger.*.", "ledger는 테이블 단위 grant. ledger.* 말고 balances를 명시적으로 추가.")
    return "sql: SHOW GRANTS output", F(mc, le, "")


@ct("risky")
def c_leak_incident_prose():
    if LANG == "en":
        mc = "Incident follow-up: an AWS access key for the exporter user was pushed to a public fork on %s. GitHub notified us, the key was deactivated within 9 minutes, CloudTrail shows two ListBuckets calls from an unknown IP before that. No value is kept anywhere in this note." % rdate()
        le = "Deactivate first, investigate after; deleting the key immediately loses the ability to correlate CloudTrail events by access key ID in some tools."
    else:
        mc = "장애 후속: %s에 exporter 유저의 AWS 액세스 키가 public 포크에 push됨. GitHub 알림 받고 9분 만에 비활성화, 그 전에 미확인 IP에서 ListBuckets 2건이 CloudTrail에 있음. 이 노트엔 값 자체는 남기지 않음." % rdate()
        le = "먼저 비활성화하고 조사는 그 다음. 바로 삭제하면 일부 도구에서 액세스 키 ID로 CloudTrail 이벤트를 연결할 수 없게 됨."
    return "prose: leaked key incident without value", F(mc, le, "")


@ct("risky")
def c_cf_ray():
    out = "cf-ray: %s-ICN\ncf-cache-status: DYNAMIC\nserver: cloudflare" % rhex(16)
    mc = L("Korean users got 520s from the API for 10 minutes; response headers:\n%s" % out, "한국 사용자가 10분간 API에서 520을 받음. 응답 헤더:\n%s" % out)
    le = L("Origin closed keep-alive connections early; Cloudflare support needs the ray ID.", "origin이 keep-alive 연결을 일찍 닫음. Cloudflare 지원엔 ray ID가 필요.")
    return "http: Cloudflare ray ID", F(mc, le, "")


@ct("risky")
def c_acme_order():
    out = "order: https://acme-v02.api.letsencrypt.org/acme/order/%s/%s\nauthz: https://acme-v02.api.letsencrypt.org/acme/authz-v3/%s\nchallenge token: %s" % (rdigits(9), rdigits(11), rdigits(11), rs(B64U, 43))
    mc = L("cert-manager stuck in 'pending' for the new domain:\n%s" % out, "새 도메인 cert-manager가 'pending'에 멈춤:\n%s" % out)
    le = L("HTTP-01 challenge couldn't reach the ingress because the WAF blocked /.well-known; the challenge token is public by design (served over HTTP).",
           "WAF가 /.well-known을 막아서 HTTP-01 챌린지가 ingress에 못 닿음. 챌린지 토큰은 원래 HTTP로 공개 제공되는 값.")
    return "acme: order URL and challenge token", F(mc, le, "")


@ct("risky")
def c_lfs_pointer():
    snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha64(), ri(10 ** 6, 10 ** 9))
    mc = L("The ML model file in the container was 130 bytes; it was the LFS pointer:\n%s" % snip, "컨테이너 안 ML 모델 파일이 130바이트였음. LFS 포인터였음:\n%s" % snip)
    le = L("Docker build context didn't run `git lfs pull`; do it in CI before the build.", "Docker 빌드 컨텍스트에서 `git lfs pull`이 안 됨. 빌드 전에 CI에서 실행.")
    return "file: git LFS pointer", F(mc, le, "")


@ct("risky")
def c_kafka_ids():
    out = "cluster id: %s\nenvironment: env-%s  cluster: lkc-%s  schema registry: lsrc-%s" % (rs(B64U, 22), rs(LAN, 5), rs(LAN, 5), rs(LAN, 5))
    mc = L("Confluent support asked for identifiers for the throttling ticket:\n%s" % out, "Confluent 지원에서 쓰로틀링 티켓용 식별자를 요청:\n%s" % out)
    le = L("We were over the partition limit of the Basic cluster; upgrade or compact topics.", "Basic 클러스터 파티션 한도를 초과했음. 업그레이드하거나 토픽 정리.")
    return "kafka: cluster and resource IDs", F(mc, le, "")


@ct("risky")
def c_k8s_uid():
    sv = svc()
    out = "metadata:\n  name: %s\n  uid: %s\n  resourceVersion: \"%d\"\n  ownerReferences:\n  - kind: ReplicaSet\n    name: %s-%s\n    uid: %s" % (podname(sv), ruuid(), ri(10 ** 7, 10 ** 9), sv, rs(K8S_ALPHA, 10), ruuid())
    mc = L("A pod wouldn't be garbage collected after the rollout:\n%s" % out, "롤아웃 후 파드 하나가 GC 안 됨:\n%s" % out)
    le = L("Its ownerReference pointed at a ReplicaSet UID that no longer exists, from a manual edit; deleting the pod was enough.", "수동 편집으로 ownerReference가 없는 ReplicaSet UID를 가리킴. 파드 삭제로 해결.")
    return "yaml: k8s UIDs and resourceVersion", F(mc, le, "")


@ct("risky")
def c_flyway_checksum():
    out = "ERROR: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version %d\n-> Applied to database : %d\n-> Resolved locally    : %d" % (ri(30, 200), R.randint(-2 ** 31, 2 ** 31), R.randint(-2 ** 31, 2 ** 31))
    mc = L("Deploy blocked by Flyway validation:\n%s" % out, "Flyway 검증으로 배포 차단:\n%s" % out)
    le = L("Someone reformatted an applied migration; never edit applied files, use `flyway repair` only after confirming the SQL is equivalent.", "누가 이미 적용된 마이그레이션을 재포맷함. 적용된 파일은 수정 금지, SQL 동일함 확인 후에만 `flyway repair`.")
    return "log: Flyway checksum mismatch", F(mc, le, "")


@ct("risky")
def c_alembic():
    a, b, c = rhex(12), rhex(12), rhex(12)
    out = "$ alembic heads\n%s (head)\n%s (head)\n$ alembic history -r %s:\n%s -> %s, add settlement_batch_id\n%s -> %s, add refund_reason" % (a, b, c, c, a, c, b)
    mc = L("Alembic refused to upgrade: multiple heads.\n%s" % out, "Alembic이 업그레이드 거부: head가 여러 개.\n%s" % out)
    le = L("Two PRs branched from the same revision; `alembic merge heads` in a separate PR.", "두 PR이 같은 revision에서 갈라짐. 별도 PR로 `alembic merge heads`.")
    return "shell: alembic revision IDs", F(mc, le, "")


@ct("risky")
def c_es_ids():
    out = "{\"_index\":\"orders-%s\",\"_id\":\"%s\",\"_version\":%d,\"result\":\"noop\"}\nindex uuid: %s" % (rdate().replace("-", "."), rs(B64U, 20), ri(2, 9), rs(B64U, 22))
    mc = L("Order updates weren't reflected in search:\n%s" % out, "주문 변경이 검색에 반영 안 됨:\n%s" % out)
    le = L("'noop' means the partial doc was identical; the indexer sent the pre-update snapshot.", "'noop'은 부분 문서가 동일했다는 뜻. 인덱서가 변경 전 스냅샷을 보냄.")
    return "json: Elasticsearch _id and index uuid", F(mc, le, "")


@ct("risky")
def c_objectids():
    ids = [rhex(24) for _ in range(3)]
    mc = L("Three carts stuck in 'checking_out': ObjectId(\"%s\"), ObjectId(\"%s\"), ObjectId(\"%s\")." % tuple(ids),
           "'checking_out' 상태에 멈춘 장바구니 3개: ObjectId(\"%s\"), ObjectId(\"%s\"), ObjectId(\"%s\")." % tuple(ids))
    le = L("They were locked by a worker that was OOM-killed; the lock has no TTL.", "OOM으로 죽은 워커가 잠근 것. 락에 TTL이 없음.")
    return "prose: MongoDB ObjectIds", F(mc, le, "")


@ct("risky")
def c_bq_job():
    out = "Job %s:bquxjob_%s_%s failed: Resources exceeded during query execution\nquery id (Snowflake side): %s" % (pick(["acme-data", "acme-dw"]), rhex(8), rhex(15), ruuid())
    mc = L("Daily revenue job failed on both warehouses during the migration:\n%s" % out, "이전 기간 중 일일 매출 잡이 양쪽 웨어하우스에서 실패:\n%s" % out)
    le = L("An ORDER BY without LIMIT on 2B rows; window functions over the partition do it without global sort.", "20억 행에 LIMIT 없는 ORDER BY. 파티션 윈도 함수로 전역 정렬 없이 가능.")
    return "log: BigQuery job ID and Snowflake query ID", F(mc, le, "")


@ct("risky")
def c_cache_key():
    k = "Linux-node20-pnpm-%s" % sha64()
    mc = L("Cache never hit on the release workflow; key used: %s" % k, "릴리스 워크플로에서 캐시가 한 번도 hit 안 됨. 사용된 키: %s" % k)
    le = L("The hash covered the whole repo (**/pnpm-lock.yaml matched a fixture); narrow the glob.", "해시가 저장소 전체를 덮음(**/pnpm-lock.yaml이 fixture까지 매칭). glob을 좁힐 것.")
    return "ci: cache key with lockfile hash", F(mc, le, "")


@ct("risky")
def c_gpg_verify_commit():
    out = "$ git verify-commit HEAD\ngpg: Signature made %s KST\ngpg:                using EDDSA key %s\ngpg: Good signature from \"%s <%s@acme.dev>\" [ultimate]" % (rdate(), rhex(40).upper(), pick(PEOPLE_EN), pick(PEOPLE_EN))
    mc = L("Branch protection started rejecting commits from one engineer:\n%s" % out, "브랜치 보호가 한 엔지니어의 커밋을 거부하기 시작함:\n%s" % out)
    le = L("Locally fine; GitHub didn't have the new subkey. Upload the updated public key.", "로컬은 정상. GitHub에 새 서브키가 없었음. 갱신된 공개키 업로드.")
    return "shell: git verify-commit key ID", F(mc, le, "")


@ct("risky")
def c_cosign():
    pub = lines_of(b64(91), 64)
    out = "$ cosign verify --key cosign.pub registry.acme.dev/%s@sha256:%s\nVerification for registry.acme.dev/%s --\nThe following checks were performed on each of these signatures:\n  - The cosign claims were validated\n  - The signatures were verified against the specified public key\ntlog index: %d\n\ncosign.pub:\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % (
        svc(), sha64(), svc(), ri(10 ** 7, 10 ** 8), "\n".join(pub))
    mc = L("Admission policy rejected an image as unsigned; verified manually:\n%s" % out, "admission 정책이 이미지를 미서명으로 거부. 수동 검증:\n%s" % out)
    le = L("Signature was fine; the policy referenced the tag, not the digest.", "서명은 정상. 정책이 digest가 아니라 태그를 참조함.")
    return "shell: cosign verify with public key", F(mc, le, "")


@ct("risky")
def c_ssh_hostkey_prompt():
    out = "The authenticity of host 'bastion-2.ap2.internal (%s)' can't be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (rip(), ssh_fp())
    mc = L("First connection to the rebuilt bastion:\n%s" % out, "재구축된 베스천에 첫 접속:\n%s" % out)
    le = L("Compare with the fingerprint printed in the instance console output before typing yes.", "yes 입력 전에 인스턴스 콘솔 출력의 지문과 비교할 것.")
    return "shell: ssh host key fingerprint prompt", F(mc, le, "")


@ct("risky")
def c_pgp_public():
    body = lines_of("mDMEZ" + b64(90), 64)
    snip = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(body) + "\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % rs(B64, 4)
    mc = L("The bank needs our public key to encrypt settlement files to us:\n%s" % snip, "은행이 정산 파일을 암호화해 보내려고 우리 공개키를 요청:\n%s" % snip)
    le = L("Send the public block only; confirm the fingerprint by phone.", "공개키 블록만 보내고 지문은 전화로 확인.")
    return "pem: PGP public key block", F(mc, le, "")


@ct("risky")
def c_mime_base64():
    body = b64s("안녕하세요, %s 주문이 발송되었습니다. 배송조회: https://acme.kr/t/%s" % (rdigits(10), rs(LAN, 8)) if LANG == "ko" else "Hello, your order %s has shipped. Track: https://acme.dev/t/%s" % (rdigits(10), rs(LAN, 8)))
    snip = "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n%s" % body
    mc = L("Customers got garbled shipping e-mails; the raw MIME part:\n%s" % snip, "고객들이 깨진 배송 메일을 받음. 원본 MIME 파트:\n%s" % snip)
    le = L("Body is fine (base64 of UTF-8 text); the subject header lacked RFC 2047 encoding.", "본문은 정상(UTF-8 텍스트의 base64). 제목 헤더에 RFC 2047 인코딩이 없었음.")
    return "mime: base64 body of a shipping mail", F(mc, le, "")


@ct("risky")
def c_xxd():
    data = rbytes(32)
    hx = data.hex()
    out = "$ xxd -l 32 upload.bin\n00000000: %s  ................\n00000010: %s  ................" % (" ".join(hx[i:i + 4] for i in range(0, 32, 4)), " ".join(hx[i:i + 4] for i in range(32, 64, 4)))
    mc = L("Uploaded 'PDF' files failed to open; first bytes:\n%s" % out, "업로드된 'PDF'가 안 열림. 앞부분 바이트:\n%s" % out)
    le = L("No %PDF- magic; the mobile client uploaded the encrypted local cache file instead of the document.", "%PDF- 매직이 없음. 모바일 클라이언트가 문서 대신 암호화된 로컬 캐시 파일을 올림.")
    return "shell: xxd hex dump", F(mc, le, "")


@ct("risky")
def c_hashed_assets():
    files = ["main.%s.js" % rhex(8), "vendor.%s.js" % rhex(8), "app.%s.css" % rhex(8)]
    mc = L("Users saw a blank page after deploy; index.html referenced %s but the CDN had only the previous build." % ", ".join(files),
           "배포 후 사용자에게 빈 페이지. index.html은 %s를 참조하는데 CDN엔 이전 빌드만 있었음." % ", ".join(files))
    le = L("Upload hashed assets first, index.html last, and keep the previous build's assets for a day.", "해시된 에셋 먼저, index.html은 마지막에 올리고 이전 빌드 에셋은 하루 유지.")
    return "prose: content-hashed asset names", F(mc, le, "")


@ct("risky")
def c_tfstate_lineage():
    out = "{\n  \"version\": 4,\n  \"terraform_version\": \"1.%d.%d\",\n  \"serial\": %d,\n  \"lineage\": \"%s\"\n}" % (ri(5, 9), ri(0, 5), ri(100, 900), ruuid())
    mc = L("Two workspaces wrote the same state after a copy-paste of backend config:\n%s" % out, "backend 설정 복붙 후 두 워크스페이스가 같은 state에 씀:\n%s" % out)
    le = L("Lineage mismatch errors are the guard; never force-push state to silence them.", "lineage 불일치 오류가 안전장치. 그걸 피하려고 state를 force push하면 안 됨.")
    return "json: terraform state lineage", F(mc, le, "")


@ct("risky")
def c_json_schema_password():
    snip = "\"password\": {\n  \"type\": \"string\",\n  \"minLength\": 12,\n  \"maxLength\": 128,\n  \"writeOnly\": true,\n  \"description\": \"Never returned by the API\"\n},\n\"api_key_prefix\": {\"type\": \"string\", \"pattern\": \"^ak_[a-z0-9]{4}$\"}"
    mc = L("API docs showed the password field in responses; the schema:\n%s" % snip, "API 문서 응답에 password 필드가 보였음. 스키마:\n%s" % snip)
    le = L("writeOnly was ignored by our doc generator version; upgrade it. Only the 4-char key prefix is ever returned for identification.", "우리 문서 생성기 버전이 writeOnly를 무시함. 업그레이드. 식별용으로는 4자리 키 prefix만 반환됨.")
    return "json schema: password and key prefix fields", F(mc, le, "")


@ct("risky")
def c_openapi_bearer():
    snip = "components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n# example request\n# curl -H \"Authorization: Bearer <ACCESS_TOKEN>\" https://api.acme.dev/v1/me"
    mc = L("Partner asked how to authenticate; the OpenAPI section we share:\n%s" % snip, "파트너가 인증 방법을 물어봄. 공유하는 OpenAPI 섹션:\n%s" % snip)
    le = L("Tokens come from the client-credentials endpoint; the doc uses a placeholder on purpose.", "토큰은 client-credentials 엔드포인트에서 발급. 문서는 일부러 placeholder를 씀.")
    return "openapi: bearer scheme with placeholder", F(mc, le, "")


@ct("risky")
def c_ulid_events():
    out = "\n".join("%s event=%s type=%s" % (ts, ulid(), t) for ts, t in zip(ts_seq(4), ["order.created", "payment.authorized", "payment.captured", "order.created"]))
    mc = L("Duplicate order.created events downstream:\n%s" % out, "하위 시스템에서 order.created 이벤트 중복:\n%s" % out)
    le = L("Outbox relay re-published after a crash between send and mark; consumers must dedupe on event ID.", "outbox 릴레이가 전송과 마킹 사이 크래시 후 재발행. 컨슈머가 이벤트 ID로 중복 제거해야 함.")
    return "log: ULID event IDs", F(mc, le, "")


@ct("risky")
def c_pg_tid():
    tid = "StdpayCARD%s%s%s" % ("INIpayTest", rdate().replace("-", ""), rdigits(10))
    mc = L("Card approval succeeded at the PG but our order stayed unpaid; PG transaction id %s, order %s." % (tid, rdigits(12)),
           "PG에선 카드 승인 성공인데 우리 주문은 미결제. PG 거래번호 %s, 주문번호 %s." % (tid, rdigits(12)))
    le = L("The return URL hit a 502 during the deploy; reconcile via the PG's approval inquiry API with the tid.", "배포 중 return URL이 502. 거래번호로 PG 승인조회 API를 써서 대사할 것.")
    return "prose: PG transaction ID", F(mc, le, "")


@ct("risky")
def c_kms_arn():
    out = "KeyId: %s\nArn: arn:aws:kms:ap-northeast-2:%s:key/%s\nAlias: alias/%s-prod" % (ruuid(), rdigits(12), ruuid(), svc())
    mc = L("Decrypt failed with AccessDeniedException in the new account:\n%s" % out, "새 계정에서 Decrypt가 AccessDeniedException:\n%s" % out)
    le = L("Key policy didn't trust the new account root; key IDs and ARNs are identifiers, not key material.", "키 정책이 새 계정 root를 신뢰하지 않았음. 키 ID와 ARN은 식별자일 뿐 키 자체가 아님.")
    return "aws: KMS key ID and ARN", F(mc, le, "")


@ct("risky")
def c_go_pseudo():
    v = "v0.0.0-%s%02d%02d%02d-%s" % (rdate().replace("-", ""), ri(0, 23), ri(0, 59), ri(0, 59), rhex(12))
    mc = L("go build pulled an untagged commit of our internal lib: require git.acme.dev/platform/authz %s" % v,
           "go build가 내부 라이브러리의 태그 없는 커밋을 가져옴: require git.acme.dev/platform/authz %s" % v)
    le = L("A replace directive was left in go.mod from local testing; tag the lib and drop the replace.", "로컬 테스트용 replace 지시어가 go.mod에 남아 있었음. 라이브러리를 태그하고 replace 제거.")
    return "go: pseudo-version with commit hash", F(mc, le, "")


@ct("risky")
def c_deploy_ids():
    out = "Vercel deployment dpl_%s (preview) -> %s-%s-acme.vercel.app\nFly machine %s in nrt" % (rs(B62, 24), svc(), rs(LAN, 9), rhex(14))
    mc = L("Preview links were broken for the design review:\n%s" % out, "디자인 리뷰용 프리뷰 링크가 깨짐:\n%s" % out)
    le = L("Deployment protection was turned on for previews; share via the comment's bypass link.", "프리뷰에 deployment protection이 켜졌음. 코멘트의 우회 링크로 공유.")
    return "ids: deployment and machine IDs", F(mc, le, "")


@ct("risky")
def c_kubeconfig_ca():
    ca = b64s("-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_lines(3)))[:200]
    snip = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\n  name: prod\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"prod\"]" % (ca, rhex(32).upper())
    mc = L("kubectl hung on the new laptop; kubeconfig (exec auth, no static creds):\n%s" % snip, "새 노트북에서 kubectl이 멈춤. kubeconfig (exec 인증, 고정 자격증명 없음):\n%s" % snip)
    le = L("The aws CLI v1 on that laptop doesn't support eks get-token v1beta1 output; upgrade to v2.", "그 노트북의 aws CLI v1이 eks get-token v1beta1 출력을 지원 안 함. v2로 업그레이드.")
    return "yaml: kubeconfig with CA data and exec auth", F(mc, le, "")


@ct("risky")
def c_ko_token_rotation_prose():
    if LANG == "ko":
        mc = "토큰 로테이션 주기가 서비스마다 달라서 정리함: GitHub App 설치 토큰은 1시간, Vault DB 동적 계정은 24시간, 결제 PG 시크릿 키는 분기 1회 수동. 값은 전부 Vault에 있고 여기엔 이름만 적음 (TOSS_SECRET_KEY, KAKAO_ADMIN_KEY)."
        le = "수동 로테이션 대상은 만료 알림이 없어서 캘린더 리마인더에 의존 중. Vault metadata의 custom_metadata에 다음 로테이션일을 넣고 알림을 걸자."
    else:
        mc = "Rotation periods differ per service, summarized: GitHub App installation tokens 1h, Vault DB dynamic creds 24h, PG secret keys quarterly by hand. All values live in Vault; only names here (TOSS_SECRET_KEY, KAKAO_ADMIN_KEY)."
        le = "Manual rotations have no expiry alert and rely on calendar reminders. Put the next rotation date in Vault custom_metadata and alert on it."
    return "prose: token rotation periods without values", F(mc, le, "")


@ct("risky")
def c_hmac_code_env():
    snip = "secret = os.environ[\"PARTNER_WEBHOOK_SECRET\"].encode()\nexpected = hmac.new(secret, raw_body, hashlib.sha256).hexdigest()\nif not hmac.compare_digest(expected, request.headers[\"X-Signature\"]):\n    abort(401)"
    mc = L("Partner webhooks failed verification after we moved to the new framework:\n%s" % snip, "새 프레임워크로 옮긴 뒤 파트너 웹훅 검증 실패:\n%s" % snip)
    le = L("raw_body was the parsed-and-reserialized JSON; use request.get_data() before parsing.", "raw_body가 파싱 후 재직렬화된 JSON이었음. 파싱 전에 request.get_data() 사용.")
    return "code: HMAC verify reading secret from env", F(mc, le, "")


@ct("risky")
def c_masked_card():
    out = "card=%s******%s exp=**/** bin_country=KR approval_no=%s" % (pick(["4", "5", "9"]) + rdigits(5), rdigits(4), rdigits(8))
    mc = L("CS asked why a refund went to the wrong card; payment record:\n%s" % out, "CS가 환불이 다른 카드로 갔다고 문의. 결제 기록:\n%s" % out)
    le = L("Refunds go to the original approval; the customer had two approvals, CS picked the wrong one.", "환불은 원 승인으로 감. 고객 승인이 2건이었고 CS가 다른 걸 선택함.")
    return "log: masked card number and approval number", F(mc, le, "")


@ct("risky")
def c_buildkit_cache():
    out = "#12 [build 5/9] RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt\n#12 CACHED\n#15 exporting to image\n#15 writing image sha256:%s done\n#15 naming to registry.acme.dev/%s:%s done" % (sha64(), svc(), short_sha())
    mc = L("Builds were 'CACHED' but the new dependency was missing:\n%s" % out, "빌드가 'CACHED'인데 새 의존성이 없음:\n%s" % out)
    le = L("requirements.txt was copied after the RUN layer in the refactored Dockerfile.", "리팩터링된 Dockerfile에서 requirements.txt 복사가 RUN 레이어 뒤로 밀렸음.")
    return "docker: buildkit output with image digest", F(mc, le, "")


@ct("risky")
def c_oci_chart_digest():
    out = "$ helm push %s-%s.tgz oci://registry.acme.dev/charts\nPushed: registry.acme.dev/charts/%s:%s\nDigest: sha256:%s" % (svc(), semver(), svc(), semver(), sha64())
    mc = L("Argo CD kept syncing an old chart version:\n%s" % out, "Argo CD가 계속 예전 차트 버전을 싱크:\n%s" % out)
    le = L("The Application pinned targetRevision to the previous version; bump it or use a range.", "Application이 targetRevision을 이전 버전으로 고정. 올리거나 범위로 지정.")
    return "helm: OCI chart push digest", F(mc, le, "")


@ct("risky")
def c_pkce():
    mc = L("Mobile login broke after the IdP upgrade. Authorization request had code_challenge=%s&code_challenge_method=S256&state=%s." % (b64u(32), rs(B64U, 22)),
           "IdP 업그레이드 후 모바일 로그인이 깨짐. 인가 요청에 code_challenge=%s&code_challenge_method=S256&state=%s." % (b64u(32), rs(B64U, 22)))
    le = L("The challenge is a SHA-256 hash of the verifier and is sent in the clear by design; the IdP now rejects 'plain'. Our SDK fell back to plain on older Android.",
           "challenge는 verifier의 SHA-256 해시라 원래 평문 전송됨. IdP가 이제 'plain'을 거부하는데 구버전 안드로이드에서 SDK가 plain으로 폴백했음.")
    return "oauth: PKCE code_challenge and state", F(mc, le, "")


@ct("risky")
def c_docs_fake_slack():
    snip = "# docs/integrations/slack.md\nexport SLACK_BOT_TOKEN=xoxb-your-bot-token\nexport SLACK_SIGNING_SECRET=your-signing-secret\npython -m bot.dev"
    mc = L("Writing the local-dev docs for the Slack bot:\n%s" % snip, "Slack 봇 로컬 개발 문서 작성:\n%s" % snip)
    le = L("Placeholders that look like real prefixes confuse people into committing real ones nearby; keep them obviously fake.", "실제 prefix처럼 보이는 placeholder는 근처에 진짜 값을 커밋하게 만듦. 누가 봐도 가짜로 유지.")
    return "docs: obviously fake prefixed placeholders", F(mc, le, "")


@ct("risky")
def c_k8s_sa_ids():
    out = "$ kubectl -n %s get sa %s -o jsonpath='{.metadata.annotations}'\n{\"eks.amazonaws.com/role-arn\":\"arn:aws:iam::%s:role/%s-irsa\",\"iam.gke.io/gcp-service-account\":\"%s@acme-data.iam.gserviceaccount.com\"}" % (ns(), svc(), rdigits(12), svc(), svc())
    mc = L("Pod got AccessDenied from S3 although IRSA was set up:\n%s" % out, "IRSA 설정했는데 파드가 S3에서 AccessDenied:\n%s" % out)
    le = L("The role's trust policy had the old OIDC provider ID from before the cluster rebuild.", "롤 신뢰 정책에 클러스터 재구축 전 OIDC provider ID가 남아 있었음.")
    return "k8s: service account role annotations", F(mc, le, "")


@ct("risky")
def c_ko_secret_names_prose():
    if LANG == "ko":
        mc = "신규 PG 연동에 필요한 값 정리 (값은 Vault secret/payments/toss 에만 있음): 시크릿 키, 클라이언트 키, 웹훅 서명용 시크릿. 시크릿 키는 서버 전용이고 클라이언트 키는 프론트에 노출되는 값이라 관리 주체가 다름."
        le = "키 이름을 TOSS_SECRET_KEY / TOSS_CLIENT_KEY로 통일해야 헷갈리지 않음. 예전 코드에 PG_KEY라는 모호한 이름이 남아 있었음."
    else:
        mc = "Values needed for the new PG integration (values only in Vault secret/payments/toss): secret key, client key, webhook signing secret. The secret key is server-only; the client key ships to the frontend, so they're owned differently."
        le = "Standardize names as TOSS_SECRET_KEY / TOSS_CLIENT_KEY; old code still used an ambiguous PG_KEY."
    return "prose: which keys exist, no values", F(mc, le, "")


@ct("risky")
def c_ko_password_reset_prose():
    if LANG == "ko":
        mc = "관리자 비밀번호 초기화 절차가 문서에 없었음. 확인 결과: 본인 확인 후 Okta에서 'Reset password' → 임시 비밀번호는 메일이 아니라 1회용 링크로만 전달, 24시간 만료. 임시 비밀번호를 채팅으로 보내는 관행이 있었는데 금지됨."
        le = "임시 비밀번호/링크는 절대 티켓이나 채팅에 남기지 말 것. 링크 재발급은 헬프데스크 권한으로 가능."
    else:
        mc = "Admin password reset procedure wasn't documented. Findings: verify identity, then 'Reset password' in Okta; the temporary credential is delivered only as a one-time link (24h expiry), never by mail. Sending temporary passwords over chat used to happen and is now banned."
        le = "Never put temporary passwords or links in tickets or chat; helpdesk can reissue the link."
    return "prose: password reset procedure", F(mc, le, "")


@ct("risky")
def c_rate_limit_headers():
    out = "HTTP/2 429\nx-ratelimit-limit: 600\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %d\nx-request-id: req_%s" % (epoch(), rs(B62, 24))
    mc = L("The partner sync hit rate limits at 09:00 every day:\n%s" % out, "파트너 동기화가 매일 09시에 rate limit:\n%s" % out)
    le = L("All tenants' syncs start at 09:00; jitter the schedule.", "모든 테넌트 동기화가 09시에 시작함. 스케줄에 지터 추가.")
    return "http: rate-limit headers with request ID", F(mc, le, "")


# ---------------------------------------------------------------- clean templates: plain
def _plain(cat, en, ko):
    def fn():
        mc_e, le_e, ask_e = en
        mc_k, le_k, ask_k = ko
        r = repo()
        op = pick(["", "%s: " % r, "(%s) " % r, "", "[%s] " % r])
        return cat, (F(op + mc_e, le_e, ask_e) if LANG == "en" else F(op + mc_k, le_k, ask_k))
    fn.__name__ = "p_" + re.sub(r"[^a-z0-9]+", "_", cat.lower())
    CLEAN_T.append(("plain", fn))


_plain("prose: flaky test from timezone",
       ("test_settlement_cutoff failed only on the CI runners, never locally. Runners are in UTC and the cutoff logic used the local date.",
        "Use Asia/Seoul explicitly in the settlement module and freeze time in tests; the runner timezone shouldn't matter.", "Should CI runners be set to KST to match prod hosts?"),
       ("test_settlement_cutoff가 로컬에선 통과하고 CI 러너에서만 실패. 러너는 UTC이고 마감 로직이 로컬 날짜를 씀.",
        "정산 모듈에서 Asia/Seoul을 명시하고 테스트는 시간을 고정할 것. 러너 타임존에 의존하면 안 됨.", "CI 러너도 운영 호스트처럼 KST로 맞춰야 하는지?"))
_plain("prose: migration lock timeout",
       ("Adding a NOT NULL column with a default to orders (180M rows) hit lock_timeout in staging. Nobody told me the table was that big.",
        "On PG 11+ adding a column with a constant default is metadata-only, but our migration also added a CHECK constraint, which scans. Add it NOT VALID and validate separately.", "Is there a migration window for large tables?"),
       ("orders(1.8억 행)에 기본값 있는 NOT NULL 컬럼 추가가 staging에서 lock_timeout. 테이블이 그렇게 큰 줄 아무도 말 안 해줌.",
        "PG 11+에서 상수 기본값 컬럼 추가는 메타데이터만 바뀌지만 우리 마이그레이션은 CHECK 제약도 추가해서 풀스캔함. NOT VALID로 추가 후 별도 validate.", "대형 테이블 마이그레이션 윈도가 있는지?"))
_plain("prose: CI cache miss",
       ("Builds took 14 minutes instead of 4; the dependency cache never restored after the monorepo move.",
        "The cache path still pointed at the old package dir. Fixed the path; builds are back to ~4 min.", "Who owns the shared CI templates?"),
       ("빌드가 4분이 아니라 14분 걸림. 모노레포 이전 후 의존성 캐시가 복원되지 않음.",
        "캐시 경로가 예전 패키지 디렉터리를 가리키고 있었음. 경로 수정 후 다시 약 4분.", "공용 CI 템플릿 담당자가 누구인지?"))
_plain("prose: terraform drift from console edits",
       ("terraform plan wanted to revert the ALB idle timeout; someone raised it in the console during last week's incident.",
        "Codified the new timeout (120s) rather than reverting, because the long-polling endpoint needs it.", "Is console change during incidents supposed to be followed by a PR?"),
       ("terraform plan이 ALB idle timeout을 되돌리려 함. 지난주 장애 때 누가 콘솔에서 올렸음.",
        "롱폴링 엔드포인트에 필요해서 되돌리지 않고 새 값(120초)을 코드에 반영함.", "장애 중 콘솔 변경 후 PR을 올리는 게 규칙인지?"))
_plain("prose: DNS TTL during cutover",
       ("The API cutover to the new load balancer took 40 minutes to settle for some clients.",
        "The record TTL was 3600; lower it to 60 a day before any cutover. Some mobile carriers ignore low TTLs anyway.", "Can cutover checklists include the TTL step?"),
       ("새 로드밸런서로 API 전환 후 일부 클라이언트는 40분이 걸려서야 반영됨.",
        "레코드 TTL이 3600이었음. 전환 하루 전에 60으로 낮출 것. 일부 통신사는 낮은 TTL을 무시하긴 함.", "전환 체크리스트에 TTL 단계를 넣을 수 있는지?"))
_plain("prose: cron UTC vs KST",
       ("The daily report ran at 09:00 UTC instead of 09:00 KST after moving to Kubernetes CronJobs.",
        "CronJob schedules are UTC unless spec.timeZone is set (1.27+). Set timeZone: Asia/Seoul.", ""),
       ("Kubernetes CronJob으로 옮긴 뒤 일일 리포트가 KST 09시가 아니라 UTC 09시에 돎.",
        "CronJob 스케줄은 spec.timeZone(1.27+)을 안 주면 UTC. timeZone: Asia/Seoul 설정.", ""))
_plain("prose: JVM OOMKilled in container",
       ("The settlement pod was OOMKilled at 2 GiB though the heap was 1.5 GiB.",
        "Metaspace, thread stacks and direct buffers sit outside the heap. Use MaxRAMPercentage=70 instead of a fixed -Xmx.", "What's the memory budget per batch pod?"),
       ("힙이 1.5GiB인데 정산 파드가 2GiB에서 OOMKilled.",
        "metaspace, 스레드 스택, direct buffer는 힙 밖임. 고정 -Xmx 대신 MaxRAMPercentage=70.", "배치 파드당 메모리 예산이 얼마인지?"))
_plain("prose: log retention cost",
       ("Log storage cost tripled this month; nobody knew which service was responsible.",
        "The search-indexer logs full documents at INFO. Moved that to DEBUG and set 7-day retention for the index.", "Is there a per-team log budget?"),
       ("이번 달 로그 저장 비용이 3배. 어느 서비스 때문인지 아무도 몰랐음.",
        "search-indexer가 INFO 레벨에서 문서 전체를 로깅함. DEBUG로 내리고 해당 인덱스 보존기간 7일로.", "팀별 로그 예산이 있는지?"))
_plain("prose: stale feature flags",
       ("Cleaning up feature flags; 41 flags are at 100% for more than 90 days.",
        "Removing the flag checks in code first, then archiving the flags, avoids evaluating an archived flag as false.", "Who approves removing flags owned by people who left?"),
       ("피처 플래그 정리 중. 90일 넘게 100%인 플래그가 41개.",
        "코드에서 플래그 분기를 먼저 지우고 플래그는 나중에 아카이브해야 아카이브된 플래그가 false로 평가되는 사고를 막음.", "퇴사자 소유 플래그 삭제는 누가 승인하는지?"))
_plain("prose: HPA on wrong metric",
       ("The worker deployment never scaled during the backlog.", "HPA used CPU, but the workers are I/O bound. Scale on queue depth via KEDA instead.", ""),
       ("백로그가 쌓여도 워커 디플로이먼트가 스케일하지 않음.", "HPA가 CPU 기준인데 워커는 I/O 바운드. KEDA로 큐 길이 기준 스케일.", ""))
_plain("prose: Korean holiday batch schedule",
       ("Settlement ran on Chuseok and produced an empty file, which the bank rejected.",
        "Use the business-day calendar table (holidays from the KASI API) before running bank-facing batches.", "Who updates the holiday table each year?"),
       ("추석 당일에 정산이 돌아서 빈 파일이 생성됐고 은행이 반려함.",
        "은행 연동 배치는 실행 전에 영업일 캘린더 테이블(천문연 API 공휴일)을 확인할 것.", "공휴일 테이블은 매년 누가 갱신하는지?"))
_plain("prose: PG settlement cutoff",
       ("Refunds requested after 23:30 were settled the next day twice in a row, and finance asked why.",
        "The PG's daily cutoff is 23:30 KST; our job runs at 23:45. Reconcile after the cutoff, not before.", ""),
       ("23:30 이후 요청된 환불이 두 번 연속 다음날 정산돼서 재무팀이 문의.",
        "PG 일 마감이 KST 23:30이고 우리 잡은 23:45에 돎. 마감 이후 기준으로 대사해야 함.", ""))
_plain("prose: Kafka partitions vs consumers",
       ("Added consumers to speed up the orders topic; throughput didn't change.", "The topic has 6 partitions; extra consumers beyond 6 sit idle. Increase partitions (keys get remapped) or batch.", ""),
       ("orders 토픽 처리를 빠르게 하려고 컨슈머를 늘렸는데 처리량 변화 없음.", "토픽 파티션이 6개라 6개 넘는 컨슈머는 놀고 있음. 파티션 증설(키 재배치 주의)이나 배치 처리.", ""))
_plain("prose: N+1 query",
       ("The order list endpoint took 4s for big customers.", "It loaded line items per order (N+1). A single IN query brought it to 120ms.", ""),
       ("대형 고객의 주문 목록 API가 4초 걸림.", "주문별로 line item을 조회(N+1). IN 쿼리 하나로 120ms.", ""))
_plain("prose: Node version mismatch",
       ("Tests passed locally and failed on CI with a syntax error in a dependency.", "CI used Node 18; the repo's .nvmrc says 20. Read the version from .nvmrc in setup-node.", ""),
       ("로컬에선 테스트 통과, CI에서 의존성 문법 오류로 실패.", "CI는 Node 18, 저장소 .nvmrc는 20. setup-node에서 .nvmrc를 읽게 함.", ""))
_plain("prose: Python dependency conflict",
       ("pip resolver took 20 minutes and then failed on the data image.", "Two libraries pinned incompatible protobuf ranges; constrain protobuf explicitly and move to uv for faster resolution.", ""),
       ("data 이미지에서 pip resolver가 20분 돌다가 실패.", "두 라이브러리가 호환 안 되는 protobuf 범위를 고정. protobuf를 명시적으로 제약하고 더 빠른 uv로 전환.", ""))
_plain("prose: docker build context too large",
       ("docker build spent 3 minutes 'sending build context'.", "node_modules and test fixtures weren't in .dockerignore; context went from 1.9 GB to 40 MB.", ""),
       ("docker build가 'sending build context'에서 3분 소요.", ".dockerignore에 node_modules와 테스트 fixture가 없었음. 컨텍스트 1.9GB → 40MB.", ""))
_plain("prose: alert fatigue",
       ("On-call got 60 pages last week, most for a disk alert that resolves itself.", "Changed it to alert on predicted full in 4h instead of >80%.", "Can we review the paging list monthly?"),
       ("지난주 온콜 호출 60건, 대부분 자동 해소되는 디스크 알림.", ">80% 대신 4시간 내 가득 참 예측 기준으로 변경.", "호출 목록을 월 1회 리뷰할 수 있는지?"))
_plain("prose: runbook missing rollback",
       ("The deploy runbook for the ledger service has no rollback section; I had to figure out the migration downgrade myself.",
        "Ledger migrations are forward-only; rollback means deploying the previous image with the new schema, which works because columns are additive.", "Can the runbook template require a rollback section?"),
       ("ledger 서비스 배포 런북에 롤백 섹션이 없어서 마이그레이션 다운그레이드를 직접 파악해야 했음.",
        "ledger 마이그레이션은 forward-only. 롤백은 새 스키마에 이전 이미지를 배포하는 방식이고 컬럼이 추가만 되니 동작함.", "런북 템플릿에 롤백 섹션을 필수로 할 수 있는지?"))
_plain("prose: blue/green health check path",
       ("Green environment never received traffic after the switch.", "Target group health check hit /health which returns 404 on the new framework; it's /healthz now.", ""),
       ("전환 후 green 환경에 트래픽이 안 감.", "타깃 그룹 헬스체크가 /health를 호출하는데 새 프레임워크에선 404. 이제 /healthz.", ""))
_plain("prose: SLO burn rate windows",
       ("The checkout SLO alert fired 50 minutes after customers noticed.", "Single 1h window; multi-window burn rate (5m/1h and 30m/6h) catches fast burns.", ""),
       ("결제 SLO 알림이 고객 체감 50분 뒤에야 울림.", "1시간 단일 윈도였음. 멀티 윈도 burn rate(5m/1h, 30m/6h)로 빠른 소진을 잡을 수 있음.", ""))
_plain("prose: disk full from logs",
       ("The legacy VM ran out of disk at 03:00.", "logrotate config was missing for the new app log path; added daily rotation with compress and 7 copies.", ""),
       ("레거시 VM 디스크가 03시에 가득 참.", "새 앱 로그 경로에 logrotate 설정이 없었음. daily + compress + 7개 보관 추가.", ""))
_plain("prose: certificate expiry monitoring",
       ("The partner-facing API certificate expired on Sunday; nobody was alerted.", "It was issued manually, outside cert-manager. Added blackbox exporter probe_ssl_earliest_cert_expiry alerts at 21 and 7 days.", "Are there other manually issued certs?"),
       ("파트너용 API 인증서가 일요일에 만료됐는데 알림이 없었음.", "cert-manager 밖에서 수동 발급된 인증서였음. blackbox exporter probe_ssl_earliest_cert_expiry로 21일/7일 알림 추가.", "수동 발급 인증서가 더 있는지?"))
_plain("prose: replica lag",
       ("Users saw their own order missing right after checkout.", "Reads went to a replica lagging 2–5s. Read-your-writes: route the user's reads to primary for 10s after a write.", ""),
       ("결제 직후 사용자가 자기 주문이 안 보인다고 함.", "읽기가 2~5초 지연된 레플리카로 감. 쓰기 후 10초간은 그 사용자 읽기를 primary로 보내는 read-your-writes 적용.", ""))
_plain("prose: ES mapping explosion",
       ("Indexing started failing with 'Limit of total fields [1000] has been exceeded'.", "A free-form metadata object was dynamically mapped; set it to flattened.", ""),
       ("인덱싱이 'Limit of total fields [1000] has been exceeded'로 실패.", "자유 형식 metadata 객체가 동적 매핑됨. flattened 타입으로 변경.", ""))
_plain("prose: S3 lifecycle cost",
       ("Moving logs to Glacier increased the bill.", "Millions of tiny objects: per-object transition fees exceed the storage savings. Aggregate before transitioning.", ""),
       ("로그를 Glacier로 옮겼더니 비용이 늘어남.", "작은 객체 수백만 개라 객체당 전환 요금이 저장 절감액보다 큼. 합쳐서 전환할 것.", ""))
_plain("prose: CDN cache key query strings",
       ("Cache hit ratio on product images dropped to 20%.", "Marketing links add utm_* params and the cache key included all query strings; whitelist only w and q.", ""),
       ("상품 이미지 캐시 hit 비율이 20%로 떨어짐.", "마케팅 링크에 utm_* 파라미터가 붙는데 캐시 키가 쿼리스트링 전체를 포함. w, q만 허용.", ""))
_plain("prose: iOS build Xcode version",
       ("iOS builds failed after the runner image update.", "The image moved the default Xcode to 16; pin with xcode-select in the workflow.", ""),
       ("러너 이미지 업데이트 후 iOS 빌드 실패.", "이미지 기본 Xcode가 16으로 바뀜. 워크플로에서 xcode-select로 고정.", ""))
_plain("prose: EUC-KR CSV from bank",
       ("The bank's daily CSV showed mojibake in the ingest job.", "The file is EUC-KR (CP949), not UTF-8; decode explicitly and store as UTF-8.", ""),
       ("은행 일일 CSV가 수집 잡에서 깨져 보임.", "파일이 UTF-8이 아니라 EUC-KR(CP949). 명시적으로 디코딩하고 UTF-8로 저장.", ""))
_plain("prose: SMS length limits",
       ("Some notification texts were cut off.", "SMS is 90 bytes in EUC-KR; longer messages must be sent as LMS (2,000 bytes) and cost more. The template now picks the type by byte length.", ""),
       ("일부 알림 문자가 잘려서 발송됨.", "SMS는 EUC-KR 기준 90바이트. 더 길면 LMS(2,000바이트)로 보내야 하고 비용이 큼. 템플릿이 바이트 길이로 유형을 고르게 함.", ""))
_plain("prose: on-call ownership gap",
       ("The notify-worker alert went to a rotation with nobody on it since the team split.", "Updated the routing key to the platform rotation and added an owner label to the service.", "Who owns notify-worker after the split?"),
       ("팀 분리 후 notify-worker 알림이 아무도 없는 로테이션으로 감.", "라우팅 키를 플랫폼 로테이션으로 변경하고 서비스에 owner 라벨 추가.", "분리 후 notify-worker 담당은 누구인지?"))
_plain("prose: CODEOWNERS review",
       ("My PR to the shared Terraform modules sat for three days.", "CODEOWNERS listed a team that no longer exists; reviews were never requested.", ""),
       ("공용 Terraform 모듈 PR이 3일간 방치됨.", "CODEOWNERS에 더 이상 없는 팀이 지정돼 있어서 리뷰 요청 자체가 안 감.", ""))
_plain("prose: metrics downsampling",
       ("Year-over-year dashboards showed flat lines for last year.", "Raw metrics older than 30 days are dropped; only 1h rollups remain, and the panel queried the raw series.", ""),
       ("전년 대비 대시보드에서 작년 구간이 평평한 선으로 나옴.", "30일 넘은 원본 메트릭은 삭제되고 1시간 롤업만 남음. 패널이 원본 시계열을 조회함.", ""))
_plain("prose: partner API 429",
       ("The carrier-tracking sync kept getting 429s.", "Their limit is per IP; our NAT gateway IP is shared with other jobs. Use the batch tracking endpoint.", ""),
       ("택배 조회 동기화가 계속 429.", "그쪽 한도가 IP 기준인데 NAT 게이트웨이 IP를 다른 잡과 공유함. 배치 조회 엔드포인트 사용.", ""))
_plain("prose: Gradle build cache",
       ("Android CI builds don't benefit from the remote build cache.", "Cache entries are keyed by absolute paths from a custom task; declare inputs with relative path sensitivity.", ""),
       ("안드로이드 CI 빌드가 원격 빌드 캐시 효과를 못 봄.", "커스텀 태스크 때문에 캐시 키에 절대 경로가 들어감. 입력을 relative path sensitivity로 선언.", ""))


# ---------------------------------------------------------------- clean templates: publishable keys
PUBLISHABLE = []


def pub(label, vendor):
    def deco(fn):
        PUBLISHABLE.append((label, vendor, fn))
        return fn
    return deco


@pub("Stripe publishable key pk_live_", "Stripe")
def pb_stripe():
    return "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51" + rs(B62, 97)


@pub("Supabase anon key (JWT role anon)", "Supabase")
def pb_supabase_anon():
    ref = rs(LO, 20)
    t = epoch()
    return "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": t, "exp": t + 315360000}))


@pub("Firebase web config apiKey", "Google")
def pb_firebase():
    pid = "acme-%s" % rs(LAN, 5)
    return "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), pid, pid, rdigits(12), rhex(22))


@pub("Google Maps JS browser key (referrer-restricted)", "Google")
def pb_gmaps():
    return "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap&language=ko\"></script>" % rs(B64U, 35)


@pub("Mapbox public token pk.", "Mapbox")
def pb_mapbox():
    return "mapboxgl.accessToken = 'pk.%s.%s';" % (b64us(json.dumps({"u": "acme-maps", "a": "cl" + rs(LAN, 23)}, separators=(",", ":"))), rs(B64U, 22))


@pub("Algolia search-only API key", "Algolia")
def pb_algolia():
    return "const search = algoliasearch('%s', '%s'); // search-only key" % (rs(UAN, 10), rhex(32))


@pub("Sentry DSN (public client key)", "Sentry")
def pb_sentry():
    return "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (rhex(32), rdigits(6), rdigits(7))


@pub("Kakao JavaScript key", "Kakao")
def pb_kakao_js():
    return "Kakao.init('%s'); // JavaScript 키 (도메인 등록 필요)" % rhex(32)


@pub("Toss Payments client key live_ck_", "Toss Payments")
def pb_toss_ck():
    return "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(B62, 20)


@pub("Clerk publishable key pk_live_", "Clerk")
def pb_clerk():
    return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s("clerk.acme.dev$").rstrip("=")


@pub("PostHog project API key phc_", "PostHog")
def pb_posthog():
    return "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(B62, 43)


@pub("LaunchDarkly client-side ID", "LaunchDarkly")
def pb_ld():
    return "const ldClient = initialize('%s', { kind: 'user', key: userId });" % rhex(24)


@pub("Statsig client key client-", "Statsig")
def pb_statsig():
    return "await Statsig.initialize('client-%s', { userID });" % rs(B62, 43)


@pub("reCAPTCHA site key", "Google")
def pb_recaptcha():
    return "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38)


@pub("hCaptcha sitekey", "hCaptcha")
def pb_hcaptcha():
    return "<div class=\"h-captcha\" data-sitekey=\"%s\"></div>" % ruuid()


@pub("Cloudflare Turnstile sitekey", "Cloudflare")
def pb_turnstile():
    return "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % rs(B64U, 14)


@pub("Datadog RUM client token pub", "Datadog")
def pb_dd_rum():
    return "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: 'checkout-web'\n});" % (ruuid(), rhex(32))


@pub("Segment browser write key", "Twilio Segment")
def pb_segment():
    return "analytics.load(\"%s\");" % rs(B62, 32)


@pub("Mixpanel project token", "Mixpanel")
def pb_mixpanel():
    return "mixpanel.init('%s', { track_pageview: true });" % rhex(32)


@pub("Amplitude browser API key", "Amplitude")
def pb_amplitude():
    return "amplitude.init('%s', { defaultTracking: true });" % rhex(32)


@pub("PayPal JS SDK client-id", "PayPal")
def pb_paypal():
    return "<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=USD\"></script>" % rs(B64U, 79)


@pub("Braintree tokenization key", "PayPal")
def pb_braintree():
    return "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(LAN, 8), rs(LAN, 16))


@pub("Square application ID sq0idp-", "Block")
def pb_square():
    return "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), "L" + rs(UAN, 12))


@pub("Naver Maps client ID", "NAVER Cloud")
def pb_naver_maps():
    return "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(LAN, 10)


@pub("Kakao Maps appkey", "Kakao")
def pb_kakao_maps():
    return "<script src=\"//dapi.kakao.com/v2/maps/sdk.js?appkey=%s&libraries=services\"></script>" % rhex(32)


@pub("PortOne storeId + channelKey (browser SDK)", "PortOne")
def pb_portone():
    return "PortOne.requestPayment({\n  storeId: \"store-%s\",\n  channelKey: \"channel-key-%s\",\n  paymentId: `order-${orderId}`,\n});" % (ruuid(), ruuid())


@pub("OneSignal app ID", "OneSignal")
def pb_onesignal():
    return "OneSignal.init({ appId: \"%s\" });" % ruuid()


def publishable_note(label, vendor, fn):
    snip = fn()
    app = pick(["checkout-web", "landing", "admin-console", "mobile-webview", "store-locator", "partner-portal"])
    if LANG == "en":
        mc = pick(["Security review flagged a key in the %s bundle. The line in question:\n%s" % (app, snip),
                   "Wiring %s into %s; the config that ships to the browser:\n%s" % (vendor, app, snip),
                   "%s threw an init error in staging only. Client config:\n%s" % (app, snip)])
        le = pick(["This is %s's browser-side identifier and is documented as safe to expose; protection comes from the domain/origin allow-list in the %s dashboard, which I checked." % (vendor, vendor),
                   "Nothing to rotate: it's the publishable/client key, visible to every visitor anyway. The server-side counterpart stays in the secret store and never ships to the frontend.",
                   "Staging failed because its domain wasn't on the %s allow-list; the key itself is public by design." % vendor])
        ask = pick(["Should the allow-list include preview domains?", "Who can edit the %s domain restrictions?" % vendor, ""])
    else:
        mc = pick(["보안 리뷰에서 %s 번들의 키가 지적됨. 해당 줄:\n%s" % (app, snip),
                   "%s에 %s 연동 중. 브라우저로 배포되는 설정:\n%s" % (app, vendor, snip),
                   "staging에서만 %s 초기화 오류. 클라이언트 설정:\n%s" % (app, snip)])
        le = pick(["이건 %s의 브라우저용 식별자라 공개돼도 된다고 문서에 명시됨. 보호는 %s 대시보드의 도메인/origin 허용 목록으로 하고, 확인 완료." % (vendor, vendor),
                   "로테이션 대상 아님: publishable/client 키라서 원래 방문자 누구나 볼 수 있음. 서버용 짝 키는 시크릿 저장소에만 있고 프론트로 안 나감.",
                   "staging 도메인이 %s 허용 목록에 없어서 실패. 키 자체는 원래 공개용." % vendor])
        ask = pick(["프리뷰 도메인도 허용 목록에 넣어야 하는지?", "%s 도메인 제한은 누가 수정할 수 있는지?" % vendor, ""])
    return "frontend: %s [publishable]" % label, F(mc, le, ask)


GENERIC_ASK_EN = ["Who owns this service now, and is there a runbook I should have read first?",
                  "Should this go into the onboarding doc for the repo?", "Is there a staging environment where I can try this safely?",
                  "Who should review changes like this before they go out?", "Is this already tracked in a ticket?",
                  "Which team gets paged if this breaks again?", "Is there a dashboard for this I didn't find?"]
GENERIC_ASK_KO = ["이 서비스 담당자가 누구인지, 먼저 봤어야 할 런북이 있는지?", "이 내용을 저장소 온보딩 문서에 넣어야 하는지?",
                  "안전하게 먼저 시도해볼 staging 환경이 있는지?", "이런 변경은 배포 전에 누가 리뷰해야 하는지?",
                  "이미 티켓으로 관리되고 있는 건인지?", "다시 깨지면 어느 팀이 호출받는지?", "내가 못 찾은 대시보드가 있는지?"]


def maybe_generic_ask(fields):
    if not fields["ask_next_time"] and chance(0.5):
        fields["ask_next_time"] = pick(GENERIC_ASK_EN if LANG == "en" else GENERIC_ASK_KO)
    return fields


# ---------------------------------------------------------------- assertions
def window_error(fields, secrets):
    texts = [fields[k] for k in FIELD_ORDER]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in t for t in texts):
            return "secret not verbatim in fields"
    for t in texts:
        spans = []
        for s in secrets:
            i = t.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                j = t.find(w)
                while j >= 0:
                    if not any(a <= j and j + 8 <= b for (a, b) in spans):
                        return "8-char window outside secret occurrences"
                    j = t.find(w, j + 1)
    return None


def size_error(fields):
    if not fields["missing_context"].strip():
        return "empty missing_context"
    for k in FIELD_ORDER:
        if len(fields[k].encode("utf-8")) > LIMITS[k]:
            return "field over byte limit"
    return None


# patterns that must never appear in a clean note (self-check of the clean templates; written for this
# generator's own secret shapes, not taken from any scanner rule set)
CLEAN_FORBIDDEN = [
    r"-----BEGIN (?:RSA |EC |OPENSSH |DSA |ENCRYPTED )?PRIVATE KEY-----", r"PGP PRIVATE KEY BLOCK", r"OpenVPN Static key",
    r"\bAKIA(?!IOSFODNN7EXAMPLE)[A-Z2-7]{16}", r"\bASIA[A-Z2-7]{16}", r"\bgh[pousr]_[A-Za-z0-9]{20,}", r"github_pat_\w{10,}",
    r"glpat-[\w-]{20}", r"xox[abpr]-\d", r"\bsk_live_[A-Za-z0-9]{8,}", r"\brk_live_", r"\bsk-(?:proj|ant|svcacct)-",
    r"whsec_[A-Za-z0-9]{8}", r"AGE-SECRET-KEY-1", r"hooks\.slack\.com/services/T", r"\bhvs\.[A-Za-z0-9]{12}",
    r"\bnpm_[A-Za-z0-9]{36}", r"pypi-AgE", r"\bSG\.[\w-]{22}\.", r"dop_v1_", r"shpat_", r"live_sk_", r"X-Amz-Signature=",
    r"X-Goog-Signature=", r"[?&]sig=", r"otpauth://", r"Unseal Key \d", r"PrivateKey\s*=", r"PresharedKey\s*=",
    r"-p'[^']+'", r"PGPASSWORD=\S", r"requirepass \S", r"IDENTIFIED BY '(?!<)", r"_authToken=\S", r"\"auth\": \"[A-Za-z0-9+/=]{12,}",
]
CLEAN_FORBIDDEN_UNLESS_PUBLISHABLE = [r"AIza[\w-]{35}", r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+", r"\bpk_live_", r"\bpk\.eyJ"]
JWT_IO_SAMPLE = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
URL_CRED = re.compile(r"://([^/\s:@]+):([^/\s@]+)@")
URL_CRED_OK = ("USER", "PASSWORD", "<", "$", "{", "*")


def clean_guard(cat, fields):
    text = "\n".join(fields[k] for k in FIELD_ORDER).replace(JWT_IO_SAMPLE, "")
    for pat in CLEAN_FORBIDDEN:
        if re.search(pat, text):
            raise AssertionError("clean note %r matches forbidden pattern %r" % (cat, pat))
    if not cat.endswith("[publishable]"):
        for pat in CLEAN_FORBIDDEN_UNLESS_PUBLISHABLE:
            if re.search(pat, text):
                raise AssertionError("clean note %r matches %r" % (cat, pat))
    for m in URL_CRED.finditer(text):
        if not m.group(2).startswith(URL_CRED_OK):
            raise AssertionError("clean note %r has URL credentials %r" % (cat, m.group(0)))


# ---------------------------------------------------------------- build
def plan_cycle(indices, n, cap):
    order = list(indices)
    R.shuffle(order)
    out = [order[k % len(order)] for k in range(n)]
    assert n <= cap * len(order), "not enough templates for %d notes" % n
    return out


def build():
    global LANG
    N = N_PER_BUCKET
    n_pub = len(PUBLISHABLE)
    n_plain = 95
    n_risky = 2 * N - n_pub - n_plain
    # secret jobs: every vendor spec once, generic templates fill the rest
    sjobs = [("vendor", i) for i in range(len(VENDORS))]
    sjobs += [("generic", i) for i in plan_cycle(range(len(SECRET_T)), 2 * N - len(sjobs), MAX_PER_CATEGORY)]
    R.shuffle(sjobs)
    risky_idx = [i for i, (k, fn) in enumerate(CLEAN_T) if k == "risky"]
    plain_idx = [i for i, (k, fn) in enumerate(CLEAN_T) if k == "plain"]
    pub_idx = list(range(len(PUBLISHABLE)))
    R.shuffle(pub_idx)
    cjobs = [("pub", i) for i in pub_idx[:n_pub]]
    cjobs += [("risky", i) for i in plan_cycle(risky_idx, n_risky, MAX_PER_CATEGORY)]
    cjobs += [("plain", i) for i in plan_cycle(plain_idx, n_plain, MAX_PER_CATEGORY)]
    R.shuffle(cjobs)
    assert len(sjobs) == 2 * N and len(cjobs) == 2 * N
    jobs = []
    for lst, kind in ((sjobs, "secret"), (cjobs, "clean")):
        for pos, job in enumerate(lst):
            jobs.append((kind, "en" if pos < N else "ko", job))
    R.shuffle(jobs)

    notes, cat_count, seen = [], {}, {}
    retries = {}
    for kind, lang, (jt, idx) in jobs:
        LANG = lang
        attempt = 0
        while True:
            attempt += 1
            assert attempt < 80, "cannot generate %s %s %s" % (kind, jt, idx)
            if jt == "vendor":
                cat, fields, secrets = vendor_note(VENDORS[idx])
            elif jt == "generic":
                cat, fields, secrets = SECRET_T[idx]()
                fields = maybe_generic_ask(fields)
            elif jt == "pub":
                cat, fields = publishable_note(*PUBLISHABLE[idx])
                secrets = []
            else:
                cat, fields = CLEAN_T[idx][1]()
                fields = maybe_generic_ask(fields)
                secrets = []
            uniq = []
            for s in secrets:
                if s not in uniq:
                    uniq.append(s)
            secrets = uniq
            err = size_error(fields)
            if not err and kind == "secret":
                err = window_error(fields, secrets) if secrets else "no secrets"
            if not err and cat_count.get(cat, 0) >= MAX_PER_CATEGORY:
                err = "category cap"
            if not err:
                key = json.dumps([fields[k] for k in FIELD_ORDER], ensure_ascii=False)
                if key in seen:
                    err = "duplicate note"
                    if attempt >= 3:
                        fields["missing_context"] = "[%s] " % repo() + fields["missing_context"]
                        key = json.dumps([fields[k] for k in FIELD_ORDER], ensure_ascii=False)
                        if key not in seen and not size_error(fields):
                            err = None
                            retries["duplicate note"] = retries.get("duplicate note", 0) + 1
            if err:
                retries[err] = retries.get(err, 0) + 1
                continue
            break
        if kind == "clean":
            clean_guard(cat, fields)
        seen[key] = True
        cat_count[cat] = cat_count.get(cat, 0) + 1
        notes.append({"lang": lang, "kind": kind, "category": cat,
                      "fields": {k: fields[k] for k in FIELD_ORDER}, "secrets": secrets, "_jt": jt})
    R.shuffle(notes)
    out = []
    width = max(3, len(str(len(notes))))
    for n, note in enumerate(notes):
        out.append({"id": "x%0*d" % (width, n + 1), "lang": note["lang"], "kind": note["kind"], "category": note["category"],
                    "fields": note["fields"], "secrets": note["secrets"], "_jt": note["_jt"]})
    return out, retries


def final_checks(notes):
    N = N_PER_BUCKET
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            c = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
            assert c == N, (kind, lang, c)
    cats = {}
    for n in notes:
        cats[n["category"]] = cats.get(n["category"], 0) + 1
        assert list(n["fields"].keys()) == list(FIELD_ORDER)
        if n["lang"] == "ko":
            assert re.search("[\uac00-\ud7a3]", n["fields"]["missing_context"] + n["fields"]["lesson"]), n["id"]
        assert not size_error(n["fields"])
        if n["kind"] == "secret":
            assert n["secrets"] and window_error(n["fields"], n["secrets"]) is None, n["id"]
        else:
            assert n["secrets"] == []
            clean_guard(n["category"], n["fields"])
    assert max(cats.values()) <= MAX_PER_CATEGORY
    clean = [n for n in notes if n["kind"] == "clean"]
    n_pub = sum(1 for n in clean if n["category"].endswith("[publishable]"))
    n_plain = sum(1 for n in clean if n["_jt"] == "plain")
    assert n_pub <= len(clean) // 10
    assert 3 * (len(clean) - n_plain - n_pub) >= 2 * len(clean), "risky-looking clean notes below two thirds"
    return cats


def stats(notes, retries, cats, data):
    sec = [n for n in notes if n["kind"] == "secret"]
    clean = [n for n in notes if n["kind"] == "clean"]
    vend = []
    for n in sec:
        m = re.search(r"\[([^\]]+)\]$", n["category"])
        if m:
            vend.append(m.group(1))
    distinct = []
    for v in vend:
        if v not in distinct:
            distinct.append(v)
    st_ = {
        "notes": len(notes), "secret": len(sec), "clean": len(clean),
        "secret_en": sum(1 for n in sec if n["lang"] == "en"), "secret_ko": sum(1 for n in sec if n["lang"] == "ko"),
        "clean_en": sum(1 for n in clean if n["lang"] == "en"), "clean_ko": sum(1 for n in clean if n["lang"] == "ko"),
        "listed_secrets": sum(len(n["secrets"]) for n in sec),
        "secret_notes_with_more_than_one_secret": sum(1 for n in sec if len(n["secrets"]) > 1),
        "vendor_notes": len(vend), "distinct_vendor_tags": len(distinct),
        "distinct_vendor_companies": len(dict.fromkeys(re.sub(r"\s*\(.*?\)", "", v) for v in distinct)),
        "vendor_notes_generic_templates": sum(1 for n in sec if n["_jt"] == "generic" and re.search(r"\]$", n["category"])),
        "categories": len(cats), "max_notes_per_category": max(cats.values()),
        "clean_risky_looking": sum(1 for n in clean if n["_jt"] == "risky"),
        "clean_publishable": sum(1 for n in clean if n["category"].endswith("[publishable]")),
        "clean_plain": sum(1 for n in clean if n["_jt"] == "plain"),
        "secret_from_vendor_specs": sum(1 for n in sec if n["_jt"] == "vendor"),
        "secret_from_generic_templates": sum(1 for n in sec if n["_jt"] == "generic"),
        "retries": retries, "retries_total": sum(retries.values()),
        "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(),
        "vendor_list": sorted(distinct),
    }
    return st_


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v27.jsonl"
    notes, retries = build()
    cats = final_checks(notes)
    lines = []
    for n in notes:
        rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as f:
        f.write(data)
    print(json.dumps(stats(notes, retries, cats, data), ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
