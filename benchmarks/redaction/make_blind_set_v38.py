#!/usr/bin/env python3
"""Blind evaluation set v38 for a credential-redaction filter.

Deterministic: a single PRNG (random.Random(38_2026_1126)) drives every choice.
Writes blind_set_v38.jsonl next to this script.  Python 3 standard library only.
"""
import base64
import hashlib
import json
import os
import random
import re
import sys
import urllib.parse

R = random.Random(38_2026_1126)

# ---------------------------------------------------------------- alphabets
UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
LO = 'abcdefghijklmnopqrstuvwxyz'
DG = '0123456789'
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = '0123456789abcdef'
HEXU = '0123456789ABCDEF'
B64 = AN + '+/'
B64U = AN + '-_'
B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
B32L = 'abcdefghijklmnopqrstuvwxyz234567'


def rs(n, alpha=AN):
    return ''.join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def an(n):
    return rs(n, AN)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(nbytes):
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes, pad=False):
    s = base64.urlsafe_b64encode(rbytes(nbytes)).decode()
    return s if pad else s.rstrip('=')


def ch(seq):
    return R.choice(seq)


def uuid4():
    h = hx(32)
    v = h[:12] + '4' + h[13:16] + ch('89ab') + h[17:]
    return '%s-%s-%s-%s-%s' % (v[:8], v[8:12], v[12:16], v[16:20], v[20:])


def digits(n, lead_nonzero=True):
    s = rs(n, DG)
    if lead_nonzero and s[0] == '0':
        s = ch('123456789') + s[1:]
    return s


def b64url_json(obj):
    raw = json.dumps(obj, separators=(',', ':')).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip('=')


def jwt(payload, alg='HS256', sig_bytes=32, typ=True):
    head = {'alg': alg, 'typ': 'JWT'} if typ else {'alg': alg}
    return b64url_json(head) + '.' + b64url_json(payload) + '.' + b64u(sig_bytes)


def ts_recent():
    return 1_700_000_000 + R.randint(0, 60_000_000)


def pct(s):
    """percent-encode a password for use in a URL userinfo."""
    return urllib.parse.quote(s, safe='')


# ---------------------------------------------------------------- Korean helpers
def has_batchim(word):
    c = word.rstrip()[-1]
    if '\uac00' <= c <= '\ud7a3':
        return (ord(c) - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in '013678'
    if c.isascii() and c.isalpha():
        m = re.search(r'[A-Za-z]+$', word.rstrip())
        w = m.group(0)
        if w.isupper() and len(w) <= 5:          # acronym read letter by letter: API, URL, JWT
            return c.lower() in 'lmnr'
        wl = w.lower()
        if wl.endswith(('rk', 'sk', 'lk', 'nk')):      # Chatwork, Dask -> 챗워크, 대스크
            return False
        if wl.endswith(('ng', 'ck', 'k', 'm', 'n', 'l', 'le', 'p')):
            return True
        return False
    return False


def batchim_is_rieul(word):
    c = word.rstrip()[-1]
    if '\uac00' <= c <= '\ud7a3':
        return (ord(c) - 0xAC00) % 28 == 8
    return c.lower() == 'l' or c in '178' or word.rstrip().lower().endswith('le')


def josa(word, pair):
    a, b = pair.split('/')
    if pair == '으로/로':
        return '로' if (not has_batchim(word) or batchim_is_rieul(word)) else '으로'
    return a if has_batchim(word) else b


_FILL = re.compile(r'\{(\w+)(?:\|([^}]+))?\}')


def fill(tpl, **kw):
    def rep(m):
        val = str(kw[m.group(1)])
        if m.group(2):
            return val + josa(val, m.group(2))
        return val
    return _FILL.sub(rep, tpl)


# 2-beolsik keyboard mapping: Hangul typed while the IME is in English mode
_CHO = ['r', 'R', 's', 'e', 'E', 'f', 'a', 'q', 'Q', 't', 'T', 'd', 'w', 'W', 'c', 'z', 'x', 'v', 'g']
_JUNG = ['k', 'o', 'i', 'O', 'j', 'p', 'u', 'P', 'h', 'hk', 'ho', 'hl', 'y', 'n', 'nj', 'np', 'nl',
         'b', 'm', 'ml', 'l']
_JONG = ['', 'r', 'R', 'rt', 's', 'sw', 'sg', 'e', 'f', 'fr', 'fa', 'fq', 'ft', 'fx', 'fv', 'fg',
         'a', 'q', 'qt', 't', 'T', 'd', 'w', 'c', 'z', 'x', 'v', 'g']


def hangul_to_qwerty(word):
    out = []
    for c in word:
        if '\uac00' <= c <= '\ud7a3':
            code = ord(c) - 0xAC00
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(c)
    return ''.join(out)


def ko(lang):
    return lang == 'ko'


def L(lang, en, kr):
    return kr if lang == 'ko' else en


# ---------------------------------------------------------------- shared pools
ENVS = [('staging', '스테이징'), ('prod', '운영'), ('dev', '개발'), ('qa', 'QA'),
        ('sandbox', '샌드박스'), ('preview', '프리뷰')]
SVCS = [('billing-api', '결제 API'), ('the notification worker', '알림 워커'),
        ('checkout-service', '주문 서비스'), ('the admin dashboard', '관리자 대시보드'),
        ('the nightly ETL', '야간 배치'), ('the mobile backend', '앱 백엔드'),
        ('search-indexer', '검색 인덱서'), ('the support chatbot', '상담 챗봇'),
        ('image-pipeline', '이미지 파이프라인'), ('the partner gateway', '제휴사 게이트웨이'),
        ('ledger-sync', '정산 동기화 잡'), ('the recommendation service', '추천 서비스'),
        ('auth-service', '인증 서비스'), ('the data export cron', '데이터 export 크론'),
        ('crm-bridge', 'CRM 연동 모듈'), ('the release bot', '릴리스 봇')]
USERS_EN = ['alice', 'bkim', 'deploy', 'svc_app', 'app_rw', 'jenkins', 'etl_user', 'admin',
            'mchen', 'r.gupta', 'ops', 'ci-bot', 'reporting', 'postgres', 'sa', 'root']
USERS_KO = ['jiwoo.park', 'minseok', 'hyejin.lee', 'svc_order', 'app_user', 'dev01', 'seoyeon',
            'jhkim', 'batch', 'admin', 'etl', 'ysjung']
HOSTS = ['db-prod-01.internal', '10.0.3.21', 'pg.staging.svc.cluster.local', 'mysql-ro.corp.lan',
         'cache-1.eu-west-1.internal', '172.16.8.40', 'db.dev.example.net', 'rds-main.c7xq.ap-northeast-2.rds.amazonaws.com',
         'mongo-0.mongo.default.svc', 'redis.prod.local', 'replica2.db.internal', 'warehouse.lan']
PEOPLE_EN = ['Dana', 'Marco', 'Priya', 'Tom', 'Lena', 'Sam', 'Jun', 'Ada', 'Chris', 'Noor']
PEOPLE_KO = ['지훈님', '서연님', '민수님', '하늘님', '도윤님', '수진님', '현우님', '예린님']


def env(lang):
    e = ch(ENVS)
    return e[1] if lang == 'ko' else e[0]


def svc(lang):
    s = ch(SVCS)
    return s[1] if lang == 'ko' else s[0]


def user(lang):
    return ch(USERS_KO) if lang == 'ko' else ch(USERS_EN)


def person(lang):
    return ch(PEOPLE_KO) if lang == 'ko' else ch(PEOPLE_EN)


# ---------------------------------------------------------------- password generators
EN_WORDS = ['Summer', 'Winter', 'Dragon', 'Monkey', 'Sunshine', 'Falcon', 'Rocket', 'Pepper', 'Coffee',
            'Harbor', 'Tiger', 'Maple', 'Phoenix', 'Liverpool', 'Chelsea', 'Bandit', 'Shadow', 'Orange',
            'Thunder', 'Galaxy', 'Welcome', 'Company', 'Spring', 'Autumn', 'Pumpkin', 'Biscuit']
KO_WORDS = ['사랑해', '비밀번호', '행복', '우리집', '하늘', '바다', '고양이', '강아지', '봄날', '별빛',
            '초코', '감자', '호랑이', '민지', '서연', '지훈', '토끼', '보물', '한강', '제주도', '우리회사',
            '개발팀', '출근', '퇴근']
SYMS = '!@#$%^*'
PHRASE_WORDS = ['maple', 'orbit', 'quiet', 'lantern', 'copper', 'violet', 'harbor', 'pepper', 'glacier',
                'tundra', 'saddle', 'meadow', 'ember', 'falcon', 'pixel', 'walnut', 'cobalt', 'river',
                'static', 'velvet', 'mosaic', 'canyon', 'thistle', 'badger', 'lumen', 'quartz', 'nectar',
                'sparrow', 'juniper', 'ribbon', 'anchor', 'cedar', 'drift', 'echo', 'fable', 'gravel']


def pw_human():
    k = R.randint(0, 7)
    w = ch(EN_WORDS)
    if k == 0:
        return w + str(R.randint(2015, 2025)) + ch(SYMS)
    if k == 1:
        return w.lower() + ch(['_', '.', '']) + ch(EN_WORDS).lower() + str(R.randint(1, 99))
    if k == 2:
        return ch(SYMS) + w + digits(4, False)
    if k == 3:
        return w[0] + w[1:].lower().replace('o', '0').replace('a', '@').replace('e', '3') + str(R.randint(10, 999)) + ch(SYMS)
    if k == 4:
        return w + ch(EN_WORDS) + ch(SYMS) + str(R.randint(1, 9))
    if k == 5:
        return 'Qwer' + digits(4, False) + ch(SYMS) + ch(SYMS)
    if k == 6:
        return w.lower() + '-' + ch(PHRASE_WORDS) + '-' + digits(3, False)
    return w + '@' + str(R.randint(1980, 2005)) + digits(2, False)


def pw_korean_keyboard():
    w = ch(KO_WORDS)
    base = hangul_to_qwerty(w)
    k = R.randint(0, 4)
    if k == 0:
        s = base + digits(4, False) + ch(SYMS)
    elif k == 1:
        s = base + ch(SYMS) + str(R.randint(1, 99))
    elif k == 2:
        s = base[0].upper() + base[1:] + str(R.randint(1985, 2024)) + ch(SYMS)
    elif k == 3:
        s = base + hangul_to_qwerty(ch(KO_WORDS)) + str(R.randint(1, 9))
    else:
        s = base + '0' + str(R.randint(1, 9)) + str(R.randint(10, 28)) + ch(SYMS) * 2
    if len(s) < 8:
        s += digits(8 - len(s), False)
    return s, w


def pw_random(n=None, sym=True):
    n = n or R.randint(14, 28)
    alpha = AN + ('!#%*+-_=.~' if sym else '')
    return rs(n, alpha)


def pw_passphrase(n=None, sep=None):
    n = n or R.randint(4, 6)
    sep = sep if sep is not None else ch(['-', ' ', '.', '_'])
    words = [ch(PHRASE_WORDS) for _ in range(n)]
    s = sep.join(words)
    if R.random() < 0.4:
        s += sep + str(R.randint(2, 99))
    return s


def pw_any():
    k = R.randint(0, 5)
    if k <= 1:
        return pw_human()
    if k == 2:
        return pw_korean_keyboard()[0]
    if k == 3:
        return pw_passphrase()
    return pw_random()


# ---------------------------------------------------------------- snippet renderer
def key_of(var, slug):
    k = var.lower()
    for p in (slug.replace('-', '_') + '_', slug.split('_')[0] + '_'):
        if k.startswith(p) and len(k) > len(p):
            return k[len(p):]
    return k


def camel(k):
    parts = re.split(r'[_\-.]', k)
    return parts[0] + ''.join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(k):
    c = camel(k)
    return c[:1].upper() + c[1:]


def q2(v):
    return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'


def yq(v):
    # YAML scalar: quote when needed, sometimes quote anyway
    if re.search(r'[:#\s{}\[\],&*!|>\'"%@`]', v) or v[:1] in '-?' or R.random() < 0.35:
        return q2(v)
    return v


def comment_line(lang, mark='#'):
    en = ['TODO: move to vault', 'temporary, remove before merge', 'copied from 1Password for now',
          'do not commit', 'prod values', 'rotate after the migration']
    kr = ['임시로 넣어둠', '머지 전에 지울 것', '일단 1Password에서 복사', '커밋 금지', '운영 값',
          '마이그레이션 끝나면 로테이션']
    return mark + ' ' + ch(kr if lang == 'ko' else en)


STYLES = ['env', 'export', 'yaml', 'json', 'toml', 'ini', 'properties', 'hcl', 'xml', 'dockerfile',
          'compose', 'k8s', 'gha', 'gitlab', 'python', 'js', 'go', 'java', 'kotlin', 'ruby', 'php',
          'csharp', 'rust', 'swift', 'curl', 'http', 'log', 'diff', 'table', 'printenv', 'helm', 'powershell']


def render(style, items, vd, lang):
    """items: list of (VAR, value, is_secret).  Returns (snippet, filename, extra_secrets)."""
    slug = vd['slug']
    extra = []
    keys = [(v, key_of(v, slug), val) for v, val, _s in items]
    cm = R.random() < 0.3
    if style == 'env':
        f = ch(['.env', '.env.local', '.env.staging', '.env.production', 'deploy/prod.env', 'backend/.env', '.env.development'])
        lines = [comment_line(lang)] if cm else []
        for v, k, val in keys:
            lines.append('%s=%s' % (v, q2(val) if (R.random() < 0.25 or ' ' in val) else val))
        return '\n'.join(lines), f, extra
    if style == 'export':
        f = ch(['~/.zshrc', 'scripts/dev-env.sh', 'setup.sh', '~/.bashrc', 'bin/local-run.sh'])
        qq = ch(['"', "'"])
        return '\n'.join('export %s=%s%s%s' % (v, qq, val, qq) for v, k, val in keys), f, extra
    if style == 'yaml':
        f = ch(['config/app.yaml', 'config/settings.yml', 'values-staging.yaml', 'config/integrations.yml', 'conf/prod.yaml'])
        lines = ['%s:' % slug.replace('_', '-')]
        if cm:
            lines.insert(0, comment_line(lang))
        lines += ['  %s: %s' % (k, yq(val)) for v, k, val in keys]
        return '\n'.join(lines), f, extra
    if style == 'json':
        f = ch(['appsettings.json', 'config/default.json', 'secrets.json', 'config/local.json', '.vscode/launch.json'])
        obj = {pascal(slug) if f == 'appsettings.json' else camel(slug): {camel(k): val for v, k, val in keys}}
        return json.dumps(obj, indent=2, ensure_ascii=False), f, extra
    if style == 'toml':
        f = ch(['config.toml', 'settings.toml', 'pyproject.toml', 'Settings.toml'])
        body = '\n'.join('%s = %s' % (k, q2(val)) for v, k, val in keys)
        sect = ('tool.app.' + slug) if f == 'pyproject.toml' else slug
        return '[%s]\n%s' % (sect, body), f, extra
    if style == 'ini':
        f = ch(['config.ini', 'setup.cfg', 'app.ini', 'settings.ini', 'conf/local.cfg'])
        return '[%s]\n%s' % (slug, '\n'.join('%s = %s' % (k, val) for v, k, val in keys)), f, extra
    if style == 'properties':
        f = ch(['application.properties', 'src/main/resources/application-prod.properties', 'gradle.properties', 'local.properties'])
        return '\n'.join('%s.%s=%s' % (slug.replace('_', '-'), k.replace('_', '-'), val) for v, k, val in keys), f, extra
    if style == 'hcl':
        if R.random() < 0.5:
            f = ch(['terraform.tfvars', 'prod.auto.tfvars', 'envs/staging/terraform.tfvars'])
            return '\n'.join('%s_%s = %s' % (slug.replace('-', '_'), k, q2(val)) for v, k, val in keys), f, extra
        f = ch(['main.tf', 'providers.tf', 'modules/integrations/main.tf'])
        body = '\n'.join('  %s = %s' % (k, q2(val)) for v, k, val in keys)
        return 'provider "%s" {\n%s\n}' % (slug.replace('-', '_'), body), f, extra
    if style == 'xml':
        f = ch(['web.config', 'App.config', 'appSettings.config'])
        body = '\n'.join('    <add key="%s:%s" value="%s" />' % (pascal(slug), pascal(k), val.replace('&', '&amp;').replace('"', '&quot;'))
                         for v, k, val in keys)
        return '<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>' % body, f, extra
    if style == 'dockerfile':
        f = ch(['Dockerfile', 'docker/api.Dockerfile', 'Dockerfile.dev'])
        base = ch(['python:3.12-slim', 'node:20-alpine', 'eclipse-temurin:21-jre', 'golang:1.22', 'ruby:3.3'])
        lines = ['FROM ' + base] + ['ENV %s=%s' % (v, q2(val) if ' ' in val else val) for v, k, val in keys]
        lines.append(ch(['WORKDIR /app', 'COPY . /app', 'RUN make build']))
        return '\n'.join(lines), f, extra
    if style == 'compose':
        f = ch(['docker-compose.yml', 'compose.override.yaml', 'docker-compose.dev.yml'])
        svcn = ch(['api', 'worker', 'app', 'web', 'scheduler'])
        body = '\n'.join('      %s: %s' % (v, yq(val)) for v, k, val in keys)
        return 'services:\n  %s:\n    image: ghcr.io/acme/%s:latest\n    environment:\n%s' % (svcn, svcn, body), f, extra
    if style == 'k8s':
        f = ch(['k8s/secret.yaml', 'deploy/secret-staging.yaml', 'manifests/app-secrets.yaml'])
        if R.random() < 0.6:
            body = '\n'.join('  %s: %s' % (v, yq(val)) for v, k, val in keys)
            return ('apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\ntype: Opaque\nstringData:\n%s'
                    % (slug.replace('_', '-'), body)), f, extra
        f = ch(['k8s/deployment.yaml', 'manifests/worker.yaml'])
        body = '\n'.join('            - name: %s\n              value: %s' % (v, q2(val)) for v, k, val in keys)
        return ('      containers:\n        - name: app\n          env:\n%s' % body), f, extra
    if style == 'gha':
        f = ch(['.github/workflows/deploy.yml', '.github/workflows/ci.yml', '.github/workflows/nightly.yml'])
        body = '\n'.join('      %s: %s' % (v, yq(val)) for v, k, val in keys)
        return 'jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s' % body, f, extra
    if style == 'gitlab':
        f = '.gitlab-ci.yml'
        body = '\n'.join('  %s: %s' % (v, q2(val)) for v, k, val in keys)
        return 'variables:\n%s\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh' % body, f, extra
    if style == 'helm':
        f = ch(['charts/app/values-prod.yaml', 'helm/values.yaml'])
        body = '\n'.join('    %s: %s' % (camel(k), yq(val)) for v, k, val in keys)
        return 'integrations:\n  %s:\n%s' % (camel(slug), body), f, extra
    if style == 'python':
        f = ch(['settings.py', 'scripts/sync.py', 'app/config.py', 'notebooks/debug.ipynb', 'tests/conftest.py'])
        m = R.randint(0, 2)
        if m == 0:
            return '\n'.join('%s = %s' % (v, q2(val)) for v, k, val in keys), f, extra
        if m == 1:
            return 'import os\n' + '\n'.join('os.environ.setdefault(%s, %s)' % (q2(v), q2(val)) for v, k, val in keys), f, extra
        return '%s_CONFIG = {\n%s\n}' % (slug.upper().replace('-', '_'), '\n'.join('    "%s": %s,' % (k, q2(val)) for v, k, val in keys)), f, extra
    if style == 'js':
        f = ch(['src/config.js', 'server/index.ts', 'scripts/seed.mjs', 'lib/client.ts', 'next.config.js'])
        if R.random() < 0.5:
            return '\n'.join("const %s = '%s';" % (camel(v.lower()), val) for v, k, val in keys), f, extra
        return '\n'.join('const %s = process.env.%s ?? "%s";' % (camel(v.lower()), v, val) for v, k, val in keys), f, extra
    if style == 'go':
        f = ch(['internal/config/config.go', 'cmd/worker/main.go', 'pkg/client/client.go'])
        if R.random() < 0.5:
            return 'const (\n%s\n)' % '\n'.join('\t%s = "%s"' % (camel(v.lower()), val) for v, k, val in keys), f, extra
        return '\n'.join('os.Setenv("%s", "%s")' % (v, val) for v, k, val in keys), f, extra
    if style == 'java':
        f = ch(['src/main/java/com/acme/Config.java', 'src/test/java/com/acme/ClientIT.java'])
        return '\n'.join('    private static final String %s = "%s";' % (v, val) for v, k, val in keys), f, extra
    if style == 'kotlin':
        f = ch(['app/build.gradle.kts', 'app/src/main/java/com/acme/di/ApiModule.kt'])
        if f.endswith('.kts'):
            return '\n'.join('buildConfigField("String", "%s", "\\"%s\\"")' % (v, val) for v, k, val in keys), f, extra
        return '\n'.join('const val %s = "%s"' % (v, val) for v, k, val in keys), f, extra
    if style == 'ruby':
        f = ch(['config/initializers/%s.rb' % slug, 'lib/tasks/sync.rake', 'spec/support/env.rb'])
        return '\n'.join("ENV['%s'] ||= '%s'" % (v, val) for v, k, val in keys), f, extra
    if style == 'php':
        f = ch(['config/services.php', 'wp-config.php', 'app/config.php'])
        if f == 'wp-config.php':
            return '\n'.join("define('%s', '%s');" % (v, val) for v, k, val in keys), f, extra
        return "'%s' => [\n%s\n]," % (slug, '\n'.join("    '%s' => env('%s', '%s')," % (k, v, val) for v, k, val in keys)), f, extra
    if style == 'csharp':
        f = ch(['Program.cs', 'Services/ClientFactory.cs'])
        return '\n'.join('const string %s = "%s";' % (pascal(v.lower()), val) for v, k, val in keys), f, extra
    if style == 'rust':
        f = ch(['src/main.rs', 'src/config.rs'])
        return '\n'.join('const %s: &str = "%s";' % (v, val) for v, k, val in keys), f, extra
    if style == 'swift':
        f = ch(['Sources/App/Config.swift', 'App/Secrets.swift'])
        return 'enum Secrets {\n%s\n}' % '\n'.join('    static let %s = "%s"' % (camel(v.lower()), val) for v, k, val in keys), f, extra
    if style == 'powershell':
        f = ch(['deploy.ps1', 'scripts/Set-DevEnv.ps1'])
        return '\n'.join('$env:%s = "%s"' % (v, val) for v, k, val in keys), f, extra
    if style == 'log':
        f = ch(['logs/app.log', 'the CI log', 'worker stdout', 'journalctl -u app'])
        t = '2025-%02d-%02dT%02d:%02d:%02d.%03dZ' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(0, 999))
        if R.random() < 0.5:
            d = {v: val for v, k, val in keys}
            return '%s DEBUG config.loader loaded settings %s' % (t, json.dumps(d)), f, extra
        return '\n'.join('%s INFO  bootstrap: using %s=%s' % (t, v, val) for v, k, val in keys), f, extra
    if style == 'diff':
        f = ch(['.env.example', '.env', 'deploy/.env.staging', 'config/.env.shared'])
        lines = ['diff --git a/%s b/%s' % (f, f), '@@ -3,%d +3,%d @@' % (len(keys) + 1, len(keys) + 2), ' LOG_LEVEL=info']
        for v, k, val in keys:
            lines.append('-%s=' % v)
        for v, k, val in keys:
            lines.append('+%s=%s' % (v, val))
        return '\n'.join(lines), f, extra
    if style == 'table':
        f = ch(['the wiki page', 'the runbook table', 'Confluence: Integrations'])
        lines = ['| name | value | env |', '|---|---|---|']
        e = ch(['prod', 'staging', 'dev'])
        for v, k, val in keys:
            lines.append('| %s | %s | %s |' % (v, val, e))
        return '\n'.join(lines), f, extra
    if style == 'printenv':
        f = 'the container env'
        if slug == 'app':
            return '$ env | sort\n%s' % '\n'.join('%s=%s' % (v, val) for v, k, val in keys), f, extra
        cmd = ch(['printenv | grep -i %s' % slug.split('_')[0], 'env | sort | grep %s' % slug.split('_')[0].upper(),
                  'kubectl exec deploy/api -- env | grep %s' % slug.split('_')[0].upper()])
        return '$ %s\n%s' % (cmd, '\n'.join('%s=%s' % (v, val) for v, k, val in keys)), f, extra
    raise ValueError(style)


def render_vendor(vd, items, lang, style):
    """Like render() but also knows curl / http / sdk styles.  Returns (snippet, file, extra_secrets)."""
    auth = vd.get('auth')
    vals = [val for _v, val, _s in items]
    if style == 'sdk':
        tpl = ch(vd['sdk'])
        return tpl.format(*vals), ch(vd.get('sdk_files') or ['app/client.py']), []
    if style in ('curl', 'http'):
        url = vd['url']
        kind = auth[0]
        extra = []
        host = re.sub(r'^https?://', '', url).split('/')[0]
        path = '/' + '/'.join(re.sub(r'^https?://', '', url).split('/')[1:])
        if kind == 'bearer':
            h = ('Authorization', 'Bearer ' + vals[auth[1]])
        elif kind == 'hdr':
            h = (auth[1], auth[2].format(*vals))
        elif kind == 'basic':
            u = vals[auth[1]] if isinstance(auth[1], int) else auth[1]
            p_ = '' if auth[2] is None else vals[auth[2]]
            if style == 'curl' and R.random() < 0.6:
                c = 'curl -s -u %s:%s %s' % (u, p_, url)
                return c, 'my shell', extra
            blob = base64.b64encode(('%s:%s' % (u, p_)).encode()).decode()
            extra.append(blob)
            h = ('Authorization', 'Basic ' + blob)
        elif kind == 'query':
            sep = '&' if '?' in url else '?'
            full = url + sep + auth[1] + '=' + vals[auth[2]]
            if style == 'curl':
                return 'curl -s "%s"' % full, 'my shell', extra
            return 'GET %s HTTP/1.1\nHost: %s\nAccept: application/json' % (full.split(host, 1)[1], host), 'the request log', extra
        else:
            raise ValueError(kind)
        if style == 'curl':
            meth = ch(['', '-X POST ', '-X GET '])
            data = ' -d \'{"ping":true}\'' if 'POST' in meth else ''
            return 'curl -sS %s-H "%s: %s" %s%s' % (meth, h[0], h[1], url, data), ch(['my shell', 'the runbook', 'README.md']), extra
        meth = ch(['GET', 'POST'])
        lines = ['%s %s HTTP/1.1' % (meth, path), 'Host: ' + host, '%s: %s' % h,
                 'User-Agent: ' + ch(['python-requests/2.32.3', 'axios/1.7.2', 'okhttp/4.12.0', 'curl/8.5.0'])]
        if meth == 'POST':
            lines.append('Content-Type: application/json')
        return '\n'.join(lines), ch(['mitmproxy', 'the proxy capture', 'Charles']), extra
    return render(style, items, vd, lang)


def vendor_styles(vd):
    st = [s for s in STYLES if s not in ('curl', 'http')]
    st += ['env'] * 4 + ['yaml', 'json', 'export', 'python', 'js', 'k8s', 'compose']   # the most common places
    if vd.get('styles'):
        st = list(vd['styles'])
    if vd.get('auth') and vd.get('url'):
        st += ['curl'] * 5 + ['http'] * 3
    if vd.get('sdk'):
        st += ['sdk'] * 5
    return st


# ---------------------------------------------------------------- vendor table
VENDORS = []


def vend(name, region, what, items, auth=None, url=None, sdk=None, sdk_files=None, slug=None, styles=None):
    VENDORS.append(dict(name=name, region=region, what=what, items=items, auth=auth, url=url, sdk=sdk,
                        sdk_files=sdk_files, slug=slug or re.sub(r'[^a-z0-9]+', '_', name.lower()).strip('_'),
                        styles=styles))


def aws_pair(prefix='AKIA'):
    return prefix + rs(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'), rs(40, AN + '/+')


# ---- global cloud
vend('AWS', 'global', ('access key pair', '액세스 키'),
     lambda: (lambda p: [('AWS_ACCESS_KEY_ID', p[0], True), ('AWS_SECRET_ACCESS_KEY', p[1], True),
                         ('AWS_DEFAULT_REGION', ch(['us-east-1', 'ap-northeast-2', 'eu-central-1']), False)])(aws_pair()),
     sdk=['s3 = boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}", region_name="{2}")',
          'new S3Client({{ region: "{2}", credentials: {{ accessKeyId: "{0}", secretAccessKey: "{1}" }} }})'],
     sdk_files=['scripts/upload.py', 'src/storage.ts'])
vend('AWS STS', 'global', ('temporary session credentials', '임시 세션 크리덴셜'),
     lambda: (lambda p: [('AWS_ACCESS_KEY_ID', p[0], True), ('AWS_SECRET_ACCESS_KEY', p[1], True),
                         ('AWS_SESSION_TOKEN', 'IQoJb3JpZ2luX2VjE' + rs(R.randint(380, 560), AN + '/+') + ch(['', '=', '==']), True)])(aws_pair('ASIA')),
     slug='aws', styles=['env', 'export', 'printenv', 'json', 'powershell', 'ini'])
vend('Google Cloud', 'global', ('API key', 'API 키'),
     lambda: [('GOOGLE_API_KEY', 'AIza' + rs(35, B64U), True)],
     auth=('query', 'key', 0), url='https://translation.googleapis.com/language/translate/v2?target=ko&q=hello', slug='google')
vend('Google OAuth', 'global', ('OAuth client secret', 'OAuth 클라이언트 시크릿'),
     lambda: [('GOOGLE_CLIENT_ID', digits(12) + '-' + rs(32, ANL) + '.apps.googleusercontent.com', False),
              ('GOOGLE_CLIENT_SECRET', 'GOCSPX-' + rs(28, B64U), True)], slug='google')
vend('Google OAuth', 'global', ('refresh token', '리프레시 토큰'),
     lambda: [('GOOGLE_REFRESH_TOKEN', '1//0' + rs(1, 'egh') + rs(R.randint(90, 100), B64U), True)], slug='google')
vend('Azure Storage', 'global', ('storage account key', '스토리지 계정 키'),
     lambda: (lambda acct, key: [('AZURE_STORAGE_CONNECTION_STRING',
                                  'DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net' % (acct, key), [key])])(
         'st' + rs(10, ANL), b64(64)), slug='azure')
vend('Azure AD', 'global', ('app registration client secret', '앱 등록 client secret'),
     lambda: [('AZURE_TENANT_ID', uuid4(), False), ('AZURE_CLIENT_ID', uuid4(), False),
              ('AZURE_CLIENT_SECRET', rs(3, AN) + '8Q~' + rs(34, AN + '_~.-'), True)], slug='azure')
vend('Azure DevOps', 'global', ('personal access token', 'PAT'),
     lambda: [('AZURE_DEVOPS_PAT', rs(52, 'abcdefghijklmnopqrstuvwxyz234567'), True)],
     auth=('basic', '', 0), url='https://dev.azure.com/contoso/_apis/projects?api-version=7.1', slug='azure_devops')
vend('Azure OpenAI', 'global', ('API key', 'API 키'),
     lambda: [('AZURE_OPENAI_ENDPOINT', 'https://%s.openai.azure.com/' % ch(['contoso-aoai', 'acme-gpt-eus', 'kr-chat-prod']), False),
              ('AZURE_OPENAI_API_KEY', hx(32), True)],
     auth=('hdr', 'api-key', '{1}'), url='https://contoso-aoai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01', slug='azure_openai')
vend('Azure Service Bus', 'global', ('SAS key', 'SAS 키'),
     lambda: (lambda k: [('SERVICEBUS_CONNECTION', 'Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s' % (
         ch(['orders-bus', 'acme-events', 'kr-notify']), k), [k])])(b64(32)), slug='servicebus')
vend('Cloudflare', 'global', ('API token', 'API 토큰'),
     lambda: [('CLOUDFLARE_API_TOKEN', rs(40, B64U), True), ('CLOUDFLARE_ZONE_ID', hx(32), False)],
     auth=('bearer', 0), url='https://api.cloudflare.com/client/v4/user/tokens/verify')
vend('Cloudflare', 'global', ('Global API key', 'Global API 키'),
     lambda: [('CF_API_EMAIL', ch(['ops@acme.io', 'infra@example.co.kr', 'admin@shop.example']), False), ('CF_API_KEY', hx(37), True)],
     auth=('hdr', 'X-Auth-Key', '{1}'), url='https://api.cloudflare.com/client/v4/zones', slug='cf')
vend('Cloudflare R2', 'global', ('R2 access key pair', 'R2 액세스 키'),
     lambda: [('R2_ACCESS_KEY_ID', hx(32), True), ('R2_SECRET_ACCESS_KEY', hx(64), True),
              ('R2_ENDPOINT', 'https://%s.r2.cloudflarestorage.com' % hx(32), False)], slug='r2')
vend('DigitalOcean', 'global', ('personal access token', '개인 액세스 토큰'),
     lambda: [('DIGITALOCEAN_TOKEN', 'dop_v1_' + hx(64), True)],
     auth=('bearer', 0), url='https://api.digitalocean.com/v2/droplets', sdk=['doctl auth init --access-token {0}'], sdk_files=['my shell'])
vend('Linode', 'global', ('API token', 'API 토큰'), lambda: [('LINODE_TOKEN', hx(64), True)],
     auth=('bearer', 0), url='https://api.linode.com/v4/linode/instances')
vend('Vultr', 'global', ('API key', 'API 키'), lambda: [('VULTR_API_KEY', rs(36, ANU), True)],
     auth=('bearer', 0), url='https://api.vultr.com/v2/instances')
vend('Heroku', 'global', ('API key', 'API 키'), lambda: [('HEROKU_API_KEY', 'HRKU-AA' + rs(58, B64U), True)],
     auth=('bearer', 0), url='https://api.heroku.com/apps')
vend('Fly.io', 'global', ('deploy token', '배포 토큰'),
     lambda: [('FLY_API_TOKEN', 'FlyV1 fm2_' + rs(R.randint(180, 260), B64), True)], slug='fly')
vend('Vercel', 'global', ('access token', '액세스 토큰'), lambda: [('VERCEL_TOKEN', rs(24, AN), True)],
     auth=('bearer', 0), url='https://api.vercel.com/v9/projects', sdk=['vercel deploy --prod --token {0}'], sdk_files=['the deploy script'])
vend('Netlify', 'global', ('personal access token', '개인 액세스 토큰'), lambda: [('NETLIFY_AUTH_TOKEN', 'nfp_' + rs(36, AN), True)],
     auth=('bearer', 0), url='https://api.netlify.com/api/v1/sites')
vend('Render', 'global', ('API key', 'API 키'), lambda: [('RENDER_API_KEY', 'rnd_' + rs(32, AN), True)],
     auth=('bearer', 0), url='https://api.render.com/v1/services')
vend('Hetzner Cloud', 'eu', ('API token', 'API 토큰'), lambda: [('HCLOUD_TOKEN', rs(64, AN), True)],
     auth=('bearer', 0), url='https://api.hetzner.cloud/v1/servers', slug='hcloud')
vend('Scaleway', 'eu', ('API key', 'API 키'),
     lambda: [('SCW_ACCESS_KEY', 'SCW' + rs(17, ANU), True), ('SCW_SECRET_KEY', uuid4(), True),
              ('SCW_DEFAULT_PROJECT_ID', uuid4(), False)], slug='scw')
vend('OVHcloud', 'eu', ('API credentials', 'API 크리덴셜'),
     lambda: [('OVH_APPLICATION_KEY', rs(16, AN), False), ('OVH_APPLICATION_SECRET', rs(32, AN), True),
              ('OVH_CONSUMER_KEY', rs(32, AN), True), ('OVH_ENDPOINT', 'ovh-eu', False)], slug='ovh')
vend('Exoscale', 'eu', ('API key pair', 'API 키 페어'),
     lambda: [('EXOSCALE_API_KEY', 'EXO' + hx(24), True), ('EXOSCALE_API_SECRET', rs(43, B64U), True)])

# ---- code hosting, CI, package registries
vend('GitHub', 'global', ('personal access token', '개인 액세스 토큰'), lambda: [('GITHUB_TOKEN', 'ghp_' + an(36), True)],
     auth=('hdr', 'Authorization', 'token {0}'), url='https://api.github.com/repos/acme/infra/actions/runs',
     sdk=['git clone https://{0}@github.com/acme/infra.git', 'echo {0} | gh auth login --with-token'], sdk_files=['my shell'])
vend('GitHub', 'global', ('fine-grained token', 'fine-grained 토큰'),
     lambda: [('GH_TOKEN', 'github_pat_' + an(22) + '_' + an(59), True)], auth=('bearer', 0),
     url='https://api.github.com/user/repos', slug='gh')
vend('GitHub', 'global', ('GitHub App installation token', 'GitHub App 설치 토큰'),
     lambda: [('GITHUB_APP_TOKEN', 'ghs_' + an(36), True)], auth=('bearer', 0), url='https://api.github.com/installation/repositories')
vend('GitHub', 'global', ('OAuth app client secret', 'OAuth 앱 client secret'),
     lambda: [('GITHUB_CLIENT_ID', 'Iv1.' + hx(16), False), ('GITHUB_CLIENT_SECRET', hx(40), True)])
vend('GitLab', 'global', ('personal access token', '개인 액세스 토큰'), lambda: [('GITLAB_TOKEN', 'glpat-' + rs(20, B64U), True)],
     auth=('hdr', 'PRIVATE-TOKEN', '{0}'), url='https://gitlab.com/api/v4/projects?membership=true')
vend('GitLab', 'global', ('runner authentication token', '러너 인증 토큰'),
     lambda: [('RUNNER_TOKEN', 'glrt-' + rs(20, B64U), True)],
     sdk=['gitlab-runner register --non-interactive --url https://gitlab.example.com --token {0} --executor docker'],
     sdk_files=['the runner host'], slug='gitlab_runner', styles=['env', 'toml', 'export', 'k8s', 'helm'])
vend('GitLab', 'global', ('deploy token', '배포 토큰'),
     lambda: [('CI_DEPLOY_USER', 'gitlab+deploy-token-' + digits(6), False), ('CI_DEPLOY_PASSWORD', 'gldt-' + rs(20, B64U), True)],
     sdk=['docker login registry.gitlab.com -u {0} -p {1}'], sdk_files=['the deploy job'], slug='ci_deploy')
vend('GitLab', 'global', ('pipeline trigger token', '파이프라인 트리거 토큰'),
     lambda: [('TRIGGER_TOKEN', 'glptt-' + hx(40), True)],
     sdk=['curl -X POST --fail -F token={0} -F ref=main https://gitlab.com/api/v4/projects/4821/trigger/pipeline'], sdk_files=['the cron script'],
     slug='gitlab_trigger', styles=['env', 'export', 'yaml'])
vend('Bitbucket', 'global', ('app password', '앱 비밀번호'),
     lambda: [('BITBUCKET_USERNAME', ch(['jchoi-acme', 'build-bot', 'mlee']), False), ('BITBUCKET_APP_PASSWORD', 'ATBB' + an(32), True)],
     auth=('basic', 0, 1), url='https://api.bitbucket.org/2.0/repositories/acme')
vend('Atlassian', 'global', ('API token', 'API 토큰'),
     lambda: [('JIRA_EMAIL', ch(['dev@acme.io', 'hana.kim@example.co.kr']), False), ('JIRA_API_TOKEN', 'ATATT3xFfGF0' + rs(R.randint(170, 184), B64U) + '=' + hx(8).upper(), True)],
     auth=('basic', 0, 1), url='https://acme.atlassian.net/rest/api/3/search?jql=project=OPS', slug='jira')
vend('CircleCI', 'global', ('personal API token', '개인 API 토큰'),
     lambda: [('CIRCLE_TOKEN', 'CCIPAT_' + an(22) + '_' + hx(40), True)], auth=('hdr', 'Circle-Token', '{0}'),
     url='https://circleci.com/api/v2/me', slug='circle')
vend('Buildkite', 'global', ('API access token', 'API 액세스 토큰'), lambda: [('BUILDKITE_API_TOKEN', 'bkua_' + hx(40), True)],
     auth=('bearer', 0), url='https://api.buildkite.com/v2/organizations/acme/pipelines')
vend('Buildkite', 'global', ('agent token', '에이전트 토큰'), lambda: [('BUILDKITE_AGENT_TOKEN', hx(50), True)],
     styles=['env', 'export', 'ini', 'k8s', 'helm'])
vend('Jenkins', 'global', ('API token', 'API 토큰'),
     lambda: [('JENKINS_USER', ch(['deploy', 'svc-ci', 'jkim']), False), ('JENKINS_API_TOKEN', '11' + hx(32), True)],
     auth=('basic', 0, 1), url='https://ci.acme.internal/job/release/buildWithParameters?TAG=v2.4.1')
vend('SonarQube', 'global', ('user token', '사용자 토큰'), lambda: [('SONAR_TOKEN', 'squ_' + hx(40), True)],
     sdk=['mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={0}'], sdk_files=['the CI script'], slug='sonar')
vend('Snyk', 'global', ('API token', 'API 토큰'), lambda: [('SNYK_TOKEN', uuid4(), True)],
     auth=('hdr', 'Authorization', 'token {0}'), url='https://api.snyk.io/rest/orgs?version=2024-06-10')
vend('Codecov', 'global', ('upload token', '업로드 토큰'), lambda: [('CODECOV_TOKEN', uuid4(), True)],
     sdk=['./codecov upload-process -t {0} -f coverage.xml'], sdk_files=['the CI log'], styles=['env', 'gha', 'gitlab', 'export'])
vend('Travis CI', 'global', ('API token', 'API 토큰'), lambda: [('TRAVIS_TOKEN', rs(22, B64U), True)],
     auth=('hdr', 'Authorization', 'token {0}'), url='https://api.travis-ci.com/repos', slug='travis')
vend('Docker Hub', 'global', ('personal access token', '개인 액세스 토큰'),
     lambda: [('DOCKERHUB_USERNAME', ch(['acmebuild', 'kr-devops', 'mlops']), False), ('DOCKERHUB_TOKEN', 'dckr_pat_' + rs(27, B64U), True)],
     sdk=['echo "{1}" | docker login -u {0} --password-stdin', 'docker login -u {0} -p {1}'], sdk_files=['the CI job'], slug='dockerhub')
vend('npm', 'global', ('automation token', '자동화 토큰'), lambda: [('NPM_TOKEN', 'npm_' + an(36), True)],
     sdk=['//registry.npmjs.org/:_authToken={0}', 'npm config set //registry.npmjs.org/:_authToken {0}'], sdk_files=['.npmrc', '~/.npmrc'])
vend('PyPI', 'global', ('API token', 'API 토큰'),
     lambda: [('TWINE_PASSWORD', 'pypi-AgEIcHlwaS5vcmc' + rs(R.randint(130, 170), B64U), True)],
     sdk=['[pypi]\n  username = __token__\n  password = {0}', 'twine upload -u __token__ -p {0} dist/*'], sdk_files=['~/.pypirc', 'the release job'], slug='twine')
vend('RubyGems', 'global', ('API key', 'API 키'), lambda: [('GEM_HOST_API_KEY', 'rubygems_' + hx(48), True)],
     sdk=['---\n:rubygems_api_key: {0}'], sdk_files=['~/.gem/credentials'], slug='gem')
vend('crates.io', 'global', ('API token', 'API 토큰'), lambda: [('CARGO_REGISTRY_TOKEN', 'cio' + an(32), True)],
     sdk=['[registry]\ntoken = "{0}"', 'cargo login {0}'], sdk_files=['~/.cargo/credentials.toml'], slug='cargo')
vend('NuGet', 'global', ('API key', 'API 키'), lambda: [('NUGET_API_KEY', 'oy2' + rs(43, ANL), True)],
     sdk=['dotnet nuget push bin/Release/Acme.Core.3.2.0.nupkg --api-key {0} --source https://api.nuget.org/v3/index.json'], sdk_files=['the release job'])
vend('JFrog Artifactory', 'global', ('API key', 'API 키'), lambda: [('ARTIFACTORY_API_KEY', 'AKCp' + an(69), True)],
     auth=('hdr', 'X-JFrog-Art-Api', '{0}'), url='https://acme.jfrog.io/artifactory/api/repositories', slug='artifactory')
vend('JFrog Artifactory', 'global', ('reference token', '레퍼런스 토큰'),
     lambda: [('JFROG_ACCESS_TOKEN', 'cmVmdGtuOjAxOj' + rs(50, AN), True)], auth=('bearer', 0),
     url='https://acme.jfrog.io/artifactory/api/npm/npm-remote/', slug='jfrog')
vend('Clojars', 'global', ('deploy token', '배포 토큰'),
     lambda: [('LEIN_USERNAME', ch(['acme', 'hkim']), False), ('LEIN_PASSWORD', 'CLOJARS_' + hx(60), True)], slug='lein')
vend('Sonatype OSSRH', 'global', ('user token', '유저 토큰'),
     lambda: [('OSSRH_USERNAME', rs(8, AN), False), ('OSSRH_PASSWORD', rs(44, AN + '+/'), True)],
     sdk=['<server>\n  <id>ossrh</id>\n  <username>{0}</username>\n  <password>{1}</password>\n</server>'], sdk_files=['~/.m2/settings.xml'], slug='ossrh')
vend('Harbor', 'global', ('robot account secret', '로봇 계정 시크릿'),
     lambda: [('HARBOR_USER', 'robot$ci-push', False), ('HARBOR_PASSWORD', an(32), True)],
     sdk=['docker login harbor.acme.internal -u \'{0}\' -p {1}'], sdk_files=['the deploy job'])
vend('Terraform Cloud', 'global', ('team API token', '팀 API 토큰'),
     lambda: [('TFE_TOKEN', an(14) + '.atlasv1.' + an(67), True)],
     sdk=['credentials "app.terraform.io" {{\n  token = "{0}"\n}}'], sdk_files=['~/.terraformrc'], auth=('bearer', 0),
     url='https://app.terraform.io/api/v2/organizations/acme/workspaces', slug='tfe')
vend('HashiCorp Vault', 'global', ('root token', '루트 토큰'), lambda: [('VAULT_TOKEN', 'hvs.' + rs(R.randint(90, 100), B64U), True)],
     auth=('hdr', 'X-Vault-Token', '{0}'), url='https://vault.acme.internal:8200/v1/secret/data/billing', slug='vault')
vend('Pulumi', 'global', ('access token', '액세스 토큰'), lambda: [('PULUMI_ACCESS_TOKEN', 'pul-' + hx(40), True)])
vend('Doppler', 'global', ('service token', '서비스 토큰'),
     lambda: [('DOPPLER_TOKEN', 'dp.st.' + ch(['prd', 'stg', 'dev']) + '.' + an(43), True)],
     sdk=['doppler run --token {0} -- npm start'], sdk_files=['Procfile'])
vend('1Password', 'global', ('service account token', '서비스 계정 토큰'),
     lambda: [('OP_SERVICE_ACCOUNT_TOKEN', 'ops_' + b64url_json({'signInAddress': 'acme.1password.com', 'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000, 'salt': b64u(16)}, 'email': rs(26, ANL) + '@1passwordserviceaccounts.com', 'srpX': hx(64), 'muk': {'alg': 'A256GCM', 'ext': True, 'k': b64u(32), 'key_ops': ['encrypt', 'decrypt'], 'kty': 'oct', 'kid': 'mp'}}), True)],
     slug='op', styles=['env', 'export', 'gha', 'k8s'])
vend('Tailscale', 'global', ('auth key', 'auth 키'),
     lambda: [('TS_AUTHKEY', 'tskey-auth-k' + an(10) + 'CNTRL-' + an(33), True)],
     sdk=['tailscale up --authkey={0} --hostname=ci-runner-3 --ssh'], sdk_files=['cloud-init.yaml'], slug='ts')
vend('ngrok', 'global', ('authtoken', 'authtoken'),
     lambda: [('NGROK_AUTHTOKEN', '2' + an(26) + '_' + an(21), True)],
     sdk=['ngrok config add-authtoken {0}', 'version: "3"\nagent:\n  authtoken: {0}'], sdk_files=['my shell', 'ngrok.yml'])

# ---- AI / ML
vend('OpenAI', 'global', ('project API key', '프로젝트 API 키'),
     lambda: [('OPENAI_API_KEY', 'sk-proj-' + rs(74, B64U) + 'T3BlbkFJ' + rs(74, B64U), True)],
     auth=('bearer', 0), url='https://api.openai.com/v1/chat/completions',
     sdk=['client = OpenAI(api_key="{0}")', 'const openai = new OpenAI({{ apiKey: "{0}" }});'], sdk_files=['app/llm.py', 'src/ai.ts'])
vend('OpenAI', 'global', ('legacy API key', '구형 API 키'),
     lambda: [('OPENAI_API_KEY', 'sk-' + an(20) + 'T3BlbkFJ' + an(20), True)], auth=('bearer', 0), url='https://api.openai.com/v1/models')
vend('OpenAI', 'global', ('service account key', '서비스 계정 키'),
     lambda: [('OPENAI_API_KEY', 'sk-svcacct-' + rs(74, B64U) + 'T3BlbkFJ' + rs(74, B64U), True)], auth=('bearer', 0),
     url='https://api.openai.com/v1/embeddings')
vend('Anthropic', 'global', ('API key', 'API 키'),
     lambda: [('ANTHROPIC_API_KEY', 'sk-ant-api03-' + rs(93, B64U) + 'AA', True)],
     auth=('hdr', 'x-api-key', '{0}'), url='https://api.anthropic.com/v1/messages',
     sdk=['client = anthropic.Anthropic(api_key="{0}")', 'const anthropic = new Anthropic({{ apiKey: \'{0}\' }});'], sdk_files=['agent/llm.py', 'src/claude.ts'])
vend('Anthropic', 'global', ('Admin API key', 'Admin API 키'),
     lambda: [('ANTHROPIC_ADMIN_KEY', 'sk-ant-admin01-' + rs(93, B64U) + 'AA', True)],
     auth=('hdr', 'x-api-key', '{0}'), url='https://api.anthropic.com/v1/organizations/users')
vend('Google Gemini', 'global', ('API key', 'API 키'), lambda: [('GEMINI_API_KEY', 'AIza' + rs(35, B64U), True)],
     auth=('hdr', 'x-goog-api-key', '{0}'), url='https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent', slug='gemini')
vend('Hugging Face', 'global', ('access token', '액세스 토큰'), lambda: [('HF_TOKEN', 'hf_' + rs(34, UP + LO), True)],
     auth=('bearer', 0), url='https://huggingface.co/api/whoami-v2', sdk=['huggingface-cli login --token {0}', 'login(token="{0}")'],
     sdk_files=['my shell', 'train.py'], slug='hf')
vend('Replicate', 'global', ('API token', 'API 토큰'), lambda: [('REPLICATE_API_TOKEN', 'r8_' + an(37), True)],
     auth=('bearer', 0), url='https://api.replicate.com/v1/predictions')
vend('Groq', 'global', ('API key', 'API 키'), lambda: [('GROQ_API_KEY', 'gsk_' + an(52), True)],
     auth=('bearer', 0), url='https://api.groq.com/openai/v1/chat/completions')
vend('Perplexity', 'global', ('API key', 'API 키'), lambda: [('PERPLEXITY_API_KEY', 'pplx-' + an(48), True)],
     auth=('bearer', 0), url='https://api.perplexity.ai/chat/completions')
vend('xAI', 'global', ('API key', 'API 키'), lambda: [('XAI_API_KEY', 'xai-' + an(80), True)],
     auth=('bearer', 0), url='https://api.x.ai/v1/chat/completions')
vend('OpenRouter', 'global', ('API key', 'API 키'), lambda: [('OPENROUTER_API_KEY', 'sk-or-v1-' + hx(64), True)],
     auth=('bearer', 0), url='https://openrouter.ai/api/v1/chat/completions')
vend('Mistral AI', 'eu', ('API key', 'API 키'), lambda: [('MISTRAL_API_KEY', an(32), True)],
     auth=('bearer', 0), url='https://api.mistral.ai/v1/chat/completions', slug='mistral')
vend('Cohere', 'global', ('API key', 'API 키'), lambda: [('COHERE_API_KEY', an(40), True)],
     auth=('bearer', 0), url='https://api.cohere.com/v2/rerank', sdk=['co = cohere.ClientV2("{0}")'], sdk_files=['search/rerank.py'])
vend('Together AI', 'global', ('API key', 'API 키'), lambda: [('TOGETHER_API_KEY', hx(64), True)],
     auth=('bearer', 0), url='https://api.together.xyz/v1/completions', slug='together')
vend('Fireworks AI', 'global', ('API key', 'API 키'), lambda: [('FIREWORKS_API_KEY', 'fw_' + an(24), True)],
     auth=('bearer', 0), url='https://api.fireworks.ai/inference/v1/chat/completions', slug='fireworks')
vend('ElevenLabs', 'global', ('API key', 'API 키'), lambda: [('ELEVENLABS_API_KEY', 'sk_' + hx(48), True)],
     auth=('hdr', 'xi-api-key', '{0}'), url='https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM')
vend('Pinecone', 'global', ('API key', 'API 키'),
     lambda: [('PINECONE_API_KEY', 'pcsk_' + an(5) + '_' + an(R.randint(60, 66)), True)],
     auth=('hdr', 'Api-Key', '{0}'), url='https://api.pinecone.io/indexes')
vend('LangSmith', 'global', ('API key', 'API 키'),
     lambda: [('LANGCHAIN_API_KEY', 'lsv2_' + ch(['pt', 'sk']) + '_' + hx(32) + '_' + hx(10), True), ('LANGCHAIN_PROJECT', ch(['rag-eval', 'support-bot']), False)],
     slug='langchain')
vend('Weights & Biases', 'global', ('API key', 'API 키'), lambda: [('WANDB_API_KEY', hx(40), True)],
     sdk=['machine api.wandb.ai\n  login user\n  password {0}', 'wandb login {0}'], sdk_files=['~/.netrc', 'my shell'], slug='wandb')
vend('DeepSeek', 'cn', ('API key', 'API 키'), lambda: [('DEEPSEEK_API_KEY', 'sk-' + hx(32), True)],
     auth=('bearer', 0), url='https://api.deepseek.com/chat/completions')
vend('Moonshot AI', 'cn', ('API key', 'API 키'), lambda: [('MOONSHOT_API_KEY', 'sk-' + an(48), True)],
     auth=('bearer', 0), url='https://api.moonshot.cn/v1/chat/completions', slug='moonshot')
vend('Zhipu AI', 'cn', ('API key', 'API 키'), lambda: [('ZHIPUAI_API_KEY', hx(32) + '.' + an(16), True)],
     auth=('bearer', 0), url='https://open.bigmodel.cn/api/paas/v4/chat/completions', slug='zhipuai')
vend('Alibaba DashScope', 'cn', ('API key', 'API 키'), lambda: [('DASHSCOPE_API_KEY', 'sk-' + hx(32), True)],
     auth=('bearer', 0), url='https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions', slug='dashscope')
vend('Baidu Qianfan', 'cn', ('IAM API key', 'IAM API 키'),
     lambda: [('QIANFAN_API_KEY', 'bce-v3/ALTAK-' + an(21) + '/' + hx(40), True)], auth=('bearer', 0),
     url='https://qianfan.baidubce.com/v2/chat/completions', slug='qianfan')
vend('Naver CLOVA Studio', 'ko', ('API key', 'API 키'), lambda: [('CLOVASTUDIO_API_KEY', 'nv-' + hx(32), True)],
     auth=('bearer', 0), url='https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003', slug='clovastudio')
vend('Upstage', 'ko', ('API key', 'API 키'), lambda: [('UPSTAGE_API_KEY', 'up_' + an(29), True)],
     auth=('bearer', 0), url='https://api.upstage.ai/v1/solar/chat/completions')
vend('DeepL', 'eu', ('auth key', '인증 키'), lambda: [('DEEPL_AUTH_KEY', uuid4() + ':fx', True)],
     auth=('hdr', 'Authorization', 'DeepL-Auth-Key {0}'), url='https://api-free.deepl.com/v2/translate')
vend('AssemblyAI', 'global', ('API key', 'API 키'), lambda: [('ASSEMBLYAI_API_KEY', hx(32), True)],
     auth=('hdr', 'authorization', '{0}'), url='https://api.assemblyai.com/v2/transcript')
vend('Deepgram', 'global', ('API key', 'API 키'), lambda: [('DEEPGRAM_API_KEY', hx(40), True)],
     auth=('hdr', 'Authorization', 'Token {0}'), url='https://api.deepgram.com/v1/listen?model=nova-2&language=ko')
vend('Databricks', 'global', ('personal access token', '개인 액세스 토큰'),
     lambda: [('DATABRICKS_HOST', 'https://adb-%s.%d.azuredatabricks.net' % (digits(16), R.randint(1, 19)), False), ('DATABRICKS_TOKEN', 'dapi' + hx(32) + ch(['', '-2', '-3']), True)],
     auth=('bearer', 1), url='https://adb-1234567890123456.7.azuredatabricks.net/api/2.1/jobs/list')

# ---- messaging / email / notifications
vend('Slack', 'global', ('bot token', '봇 토큰'),
     lambda: [('SLACK_BOT_TOKEN', 'xoxb-%s-%s-%s' % (digits(12), digits(13), an(24)), True)],
     auth=('bearer', 0), url='https://slack.com/api/chat.postMessage',
     sdk=['app = App(token="{0}")', 'const web = new WebClient(\'{0}\');'], sdk_files=['bot/app.py', 'src/slack.ts'])
vend('Slack', 'global', ('user token', '유저 토큰'),
     lambda: [('SLACK_USER_TOKEN', 'xoxp-%s-%s-%s-%s' % (digits(12), digits(12), digits(13), hx(32)), True)],
     auth=('bearer', 0), url='https://slack.com/api/search.messages?query=deploy')
vend('Slack', 'global', ('app-level token', '앱 레벨 토큰'),
     lambda: [('SLACK_APP_TOKEN', 'xapp-1-A%s-%s-%s' % (rs(10, ANU), digits(13), hx(64)), True)])
vend('Slack', 'global', ('signing secret', '서명 시크릿'), lambda: [('SLACK_SIGNING_SECRET', hx(32), True)])
vend('Discord', 'global', ('bot token', '봇 토큰'),
     lambda: [('DISCORD_TOKEN', base64.b64encode(digits(18).encode()).decode().rstrip('=') + '.' + rs(6, B64U) + '.' + rs(38, B64U), True)],
     auth=('hdr', 'Authorization', 'Bot {0}'), url='https://discord.com/api/v10/users/@me',
     sdk=['client.run("{0}")', 'client.login(\'{0}\');'], sdk_files=['bot.py', 'index.js'])
vend('Telegram', 'global', ('bot token', '봇 토큰'),
     lambda: [('TELEGRAM_BOT_TOKEN', '%s:AA%s' % (digits(10), rs(33, B64U)), True)],
     sdk=['curl -s "https://api.telegram.org/bot{0}/sendMessage?chat_id=-1001873920044&text=deploy+ok"',
          'bot = telebot.TeleBot("{0}")'], sdk_files=['the alert script', 'bot/main.py'])
vend('Twilio', 'global', ('auth token', 'auth 토큰'),
     lambda: [('TWILIO_ACCOUNT_SID', 'AC' + hx(32), False), ('TWILIO_AUTH_TOKEN', hx(32), True)],
     auth=('basic', 0, 1), url='https://api.twilio.com/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json',
     sdk=['client = Client("{0}", "{1}")'], sdk_files=['notify/sms.py'])
vend('Twilio', 'global', ('API key secret', 'API 키 시크릿'),
     lambda: [('TWILIO_API_KEY', 'SK' + hx(32), False), ('TWILIO_API_SECRET', an(32), True)])
vend('SendGrid', 'global', ('API key', 'API 키'),
     lambda: [('SENDGRID_API_KEY', 'SG.' + rs(22, B64U) + '.' + rs(43, B64U), True)],
     auth=('bearer', 0), url='https://api.sendgrid.com/v3/mail/send')
vend('Mailgun', 'global', ('API key', 'API 키'),
     lambda: [('MAILGUN_API_KEY', ch(['key-' + hx(32), hx(32) + '-' + hx(8) + '-' + hx(8)]), True), ('MAILGUN_DOMAIN', 'mg.acme.io', False)],
     auth=('basic', 'api', 0), url='https://api.mailgun.net/v3/mg.acme.io/messages')
vend('Mailchimp', 'global', ('API key', 'API 키'),
     lambda: [('MAILCHIMP_API_KEY', hx(32) + '-us' + str(R.randint(1, 21)), True)],
     auth=('basic', 'anystring', 0), url='https://us21.api.mailchimp.com/3.0/lists')
vend('Postmark', 'global', ('server token', '서버 토큰'), lambda: [('POSTMARK_SERVER_TOKEN', uuid4(), True)],
     auth=('hdr', 'X-Postmark-Server-Token', '{0}'), url='https://api.postmarkapp.com/email')
vend('Brevo', 'eu', ('API key', 'API 키'), lambda: [('BREVO_API_KEY', 'xkeysib-' + hx(64) + '-' + an(16), True)],
     auth=('hdr', 'api-key', '{0}'), url='https://api.brevo.com/v3/smtp/email')
vend('Mailjet', 'eu', ('API secret', 'API 시크릿'),
     lambda: [('MJ_APIKEY_PUBLIC', hx(32), False), ('MJ_APIKEY_PRIVATE', hx(32), True)],
     auth=('basic', 0, 1), url='https://api.mailjet.com/v3.1/send', slug='mj')
vend('Vonage', 'eu', ('API secret', 'API 시크릿'),
     lambda: [('VONAGE_API_KEY', hx(8), False), ('VONAGE_API_SECRET', an(16), True)],
     auth=('basic', 0, 1), url='https://rest.nexmo.com/account/get-balance')
vend('MessageBird', 'eu', ('access key', '액세스 키'), lambda: [('MESSAGEBIRD_ACCESS_KEY', an(25), True)],
     auth=('hdr', 'Authorization', 'AccessKey {0}'), url='https://rest.messagebird.com/messages')
vend('Firebase Cloud Messaging', 'global', ('legacy server key', '레거시 서버 키'),
     lambda: [('FCM_SERVER_KEY', 'AAAA' + rs(7, B64U) + ':APA91b' + rs(134, B64U), True)],
     auth=('hdr', 'Authorization', 'key={0}'), url='https://fcm.googleapis.com/fcm/send', slug='fcm')
vend('OneSignal', 'global', ('REST API key', 'REST API 키'),
     lambda: [('ONESIGNAL_APP_ID', uuid4(), False), ('ONESIGNAL_REST_API_KEY', 'os_v2_app_' + rs(110, B32L), True)],
     auth=('hdr', 'Authorization', 'Key {1}'), url='https://api.onesignal.com/notifications')
vend('Pusher', 'global', ('app secret', '앱 시크릿'),
     lambda: [('PUSHER_APP_ID', digits(7), False), ('PUSHER_KEY', hx(20), False), ('PUSHER_SECRET', hx(20), True), ('PUSHER_CLUSTER', 'ap3', False)])
vend('Ably', 'eu', ('API key', 'API 키'),
     lambda: [('ABLY_API_KEY', '%s.%s:%s' % (rs(6, AN), rs(6, AN), rs(43, B64U)), True)])
vend('LINE', 'jp', ('channel access token', '채널 액세스 토큰'),
     lambda: [('LINE_CHANNEL_ACCESS_TOKEN', rs(171, AN + '+/') + '=', True), ('LINE_CHANNEL_SECRET', hx(32), True)],
     auth=('bearer', 0), url='https://api.line.me/v2/bot/message/push')
vend('LINE Notify', 'jp', ('access token', '액세스 토큰'), lambda: [('LINE_NOTIFY_TOKEN', an(43), True)],
     auth=('bearer', 0), url='https://notify-api.line.me/api/notify', slug='line_notify')
vend('Chatwork', 'jp', ('API token', 'API 토큰'), lambda: [('CHATWORK_API_TOKEN', hx(32), True)],
     auth=('hdr', 'X-ChatWorkToken', '{0}'), url='https://api.chatwork.com/v2/rooms')
vend('DingTalk', 'cn', ('robot webhook token and signing secret', '로봇 웹훅 토큰/서명 시크릿'),
     lambda: (lambda t: [('DINGTALK_WEBHOOK', 'https://oapi.dingtalk.com/robot/send?access_token=' + t, [t]), ('DINGTALK_SECRET', 'SEC' + hx(64), True)])(hx(64)))
vend('Feishu', 'cn', ('app secret', '앱 시크릿'),
     lambda: [('FEISHU_APP_ID', 'cli_' + hx(16), False), ('FEISHU_APP_SECRET', an(32), True)])
vend('WeChat', 'cn', ('AppSecret', 'AppSecret'),
     lambda: [('WECHAT_APPID', 'wx' + hx(16), False), ('WECHAT_APPSECRET', hx(32), True)],
     auth=('query', 'secret', 1), url='https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=wx8f3c0d2a91b7e6c4')
vend('Kakao', 'ko', ('admin key', '어드민 키'), lambda: [('KAKAO_ADMIN_KEY', hx(32), True)],
     auth=('hdr', 'Authorization', 'KakaoAK {0}'), url='https://kapi.kakao.com/v1/user/ids')
vend('Kakao', 'ko', ('REST API key', 'REST API 키'), lambda: [('KAKAO_REST_API_KEY', hx(32), True)],
     auth=('hdr', 'Authorization', 'KakaoAK {0}'), url='https://dapi.kakao.com/v2/local/search/address.json?query=판교역로')
vend('Kakao', 'ko', ('client secret', 'client secret'),
     lambda: [('KAKAO_CLIENT_ID', hx(32), False), ('KAKAO_CLIENT_SECRET', an(32), True)])
vend('Naver Developers', 'ko', ('client secret', 'Client Secret'),
     lambda: [('NAVER_CLIENT_ID', an(20), False), ('NAVER_CLIENT_SECRET', an(10), True)],
     auth=('hdr', 'X-Naver-Client-Secret', '{1}'), url='https://openapi.naver.com/v1/search/blog.json?query=%EB%B0%B0%ED%8F%AC', slug='naver')
vend('Solapi', 'ko', ('API secret', 'API 시크릿'),
     lambda: [('SOLAPI_API_KEY', 'NCS' + rs(13, ANU), False), ('SOLAPI_API_SECRET', rs(32, ANU), True)])
vend('NHN Cloud', 'ko', ('Notification secret key', 'Notification 시크릿 키'),
     lambda: [('NHN_SMS_APPKEY', an(16), False), ('NHN_SMS_SECRET_KEY', an(8), True)],
     auth=('hdr', 'X-Secret-Key', '{1}'), url='https://api-sms.cloud.toast.com/sms/v3.0/appKeys/qWe9Rt2yUi8oPa1s/sender/sms', slug='nhn')
vend('Channel Talk', 'ko', ('API access secret', 'API access secret'),
     lambda: [('CHANNEL_ACCESS_KEY', hx(24), False), ('CHANNEL_ACCESS_SECRET', hx(32), True)],
     auth=('hdr', 'x-access-secret', '{1}'), url='https://api.channel.io/open/v5/user-chats', slug='channel')

# ---- payments / commerce
vend('Stripe', 'global', ('secret key', '시크릿 키'), lambda: [('STRIPE_SECRET_KEY', 'sk_live_51' + an(R.randint(22, 97)), True)],
     auth=('bearer', 0), url='https://api.stripe.com/v1/charges', sdk=['stripe.api_key = "{0}"', 'const stripe = require(\'stripe\')(\'{0}\');', 'Stripe.apiKey = "{0}";'],
     sdk_files=['billing/stripe_client.py', 'server/payments.js', 'src/main/java/com/acme/pay/StripeConfig.java'])
vend('Stripe', 'global', ('test-mode secret key', '테스트 모드 시크릿 키'), lambda: [('STRIPE_SECRET_KEY', 'sk_test_51' + an(R.randint(22, 97)), True)],
     auth=('bearer', 0), url='https://api.stripe.com/v1/customers')
vend('Stripe', 'global', ('restricted key', '제한 키'), lambda: [('STRIPE_RESTRICTED_KEY', 'rk_live_51' + an(R.randint(22, 97)), True)])
vend('Stripe', 'global', ('webhook signing secret', '웹훅 서명 시크릿'), lambda: [('STRIPE_WEBHOOK_SECRET', 'whsec_' + an(32), True)],
     sdk=['event = stripe.Webhook.construct_event(payload, sig_header, "{0}")', 'stripe listen --forward-to localhost:4242/webhook  # Ready! Your webhook signing secret is {0}'],
     sdk_files=['billing/webhooks.py', 'my shell'])
vend('PayPal', 'global', ('REST client secret', 'REST client secret'),
     lambda: [('PAYPAL_CLIENT_ID', 'A' + rs(79, B64U), False), ('PAYPAL_CLIENT_SECRET', 'E' + rs(79, B64U), True)],
     auth=('basic', 0, 1), url='https://api-m.paypal.com/v1/oauth2/token')
vend('Braintree', 'global', ('access token', '액세스 토큰'),
     lambda: [('BRAINTREE_ACCESS_TOKEN', 'access_token$production$' + rs(16, ANL) + '$' + hx(32), True)])
vend('Square', 'global', ('access token', '액세스 토큰'), lambda: [('SQUARE_ACCESS_TOKEN', 'EAAA' + rs(60, B64U), True)],
     auth=('bearer', 0), url='https://connect.squareup.com/v2/locations')
vend('Square', 'global', ('OAuth application secret', 'OAuth 애플리케이션 시크릿'),
     lambda: [('SQUARE_APP_ID', 'sq0idp-' + rs(22, B64U), False), ('SQUARE_APP_SECRET', 'sq0csp-' + rs(43, B64U), True)])
vend('Shopify', 'global', ('Admin API access token', 'Admin API 액세스 토큰'), lambda: [('SHOPIFY_ACCESS_TOKEN', 'shpat_' + hx(32), True)],
     auth=('hdr', 'X-Shopify-Access-Token', '{0}'), url='https://acme-store.myshopify.com/admin/api/2024-07/orders.json')
vend('Shopify', 'global', ('app shared secret', '앱 shared secret'), lambda: [('SHOPIFY_API_KEY', hx(32), False), ('SHOPIFY_API_SECRET', 'shpss_' + hx(32), True)])
vend('Razorpay', 'global', ('key secret', 'key secret'),
     lambda: [('RAZORPAY_KEY_ID', 'rzp_live_' + an(14), False), ('RAZORPAY_KEY_SECRET', an(24), True)],
     auth=('basic', 0, 1), url='https://api.razorpay.com/v1/orders')
vend('Paystack', 'global', ('secret key', '시크릿 키'), lambda: [('PAYSTACK_SECRET_KEY', 'sk_live_' + hx(40), True)],
     auth=('bearer', 0), url='https://api.paystack.co/transaction/initialize')
vend('Flutterwave', 'global', ('secret key', '시크릿 키'), lambda: [('FLW_SECRET_KEY', 'FLWSECK-' + hx(32) + '-X', True)],
     auth=('bearer', 0), url='https://api.flutterwave.com/v3/payments', slug='flw')
vend('Plaid', 'global', ('secret', 'secret'), lambda: [('PLAID_CLIENT_ID', hx(24), False), ('PLAID_SECRET', hx(30), True), ('PLAID_ENV', 'production', False)])
vend('Mollie', 'eu', ('live API key', '라이브 API 키'), lambda: [('MOLLIE_API_KEY', 'live_' + an(30), True)],
     auth=('bearer', 0), url='https://api.mollie.com/v2/payments')
vend('Adyen', 'eu', ('API key', 'API 키'), lambda: [('ADYEN_API_KEY', 'AQE' + rs(R.randint(150, 190), B64U.replace('-', '')) + '=', True), ('ADYEN_MERCHANT_ACCOUNT', 'AcmeECOM', False)],
     auth=('hdr', 'X-API-Key', '{0}'), url='https://checkout-test.adyen.com/v71/payments')
vend('GoCardless', 'eu', ('access token', '액세스 토큰'), lambda: [('GOCARDLESS_ACCESS_TOKEN', 'live_' + rs(40, B64U), True)],
     auth=('bearer', 0), url='https://api.gocardless.com/mandates')
vend('Klarna', 'eu', ('API credentials', 'API 크리덴셜'),
     lambda: [('KLARNA_USERNAME', 'K' + digits(6) + '_' + hx(12), False), ('KLARNA_PASSWORD', 'klarna_live_api_' + rs(60, B64U), True)],
     auth=('basic', 0, 1), url='https://api.klarna.com/payments/v1/sessions')
vend('SumUp', 'eu', ('secret API key', '시크릿 API 키'), lambda: [('SUMUP_API_KEY', 'sup_sk_' + an(32), True)],
     auth=('bearer', 0), url='https://api.sumup.com/v0.1/me')
vend('Wise', 'eu', ('API token', 'API 토큰'), lambda: [('WISE_API_TOKEN', uuid4(), True)],
     auth=('bearer', 0), url='https://api.transferwise.com/v1/profiles')
vend('Paddle', 'eu', ('API key', 'API 키'), lambda: [('PADDLE_API_KEY', 'pdl_live_apikey_' + rs(26, ANL) + '_' + rs(27, AN), True)],
     auth=('bearer', 0), url='https://api.paddle.com/subscriptions')
vend('Checkout.com', 'eu', ('secret key', '시크릿 키'), lambda: [('CKO_SECRET_KEY', 'sk_' + rs(26, B32L), True)],
     auth=('bearer', 0), url='https://api.checkout.com/payments', slug='cko')
vend('Toss Payments', 'ko', ('secret key', '시크릿 키'),
     lambda: [('TOSS_SECRET_KEY', ch(['live_sk_', 'test_sk_']) + an(28), True)],
     auth=('basic', 0, None), url='https://api.tosspayments.com/v1/payments/confirm', slug='toss')
vend('Toss Payments', 'ko', ('payment widget secret key', '결제위젯 시크릿 키'),
     lambda: [('TOSS_WIDGET_SECRET_KEY', ch(['live_gsk_', 'test_gsk_']) + an(28), True)], slug='toss')
vend('PortOne', 'ko', ('REST API secret', 'REST API secret'),
     lambda: [('IMP_KEY', digits(16), False), ('IMP_SECRET', an(80), True)], slug='imp')
vend('PortOne', 'ko', ('V2 API secret', 'V2 API Secret'), lambda: [('PORTONE_API_SECRET', an(80), True)],
     auth=('hdr', 'Authorization', 'PortOne {0}'), url='https://api.portone.io/payments/payment-20250301-0042')
vend('KakaoPay', 'ko', ('secret key', '시크릿 키'),
     lambda: [('KAKAOPAY_SECRET_KEY', ch(['DEV', 'PRD']) + hx(37).upper(), True), ('KAKAOPAY_CID', 'TC0ONETIME', False)],
     auth=('hdr', 'Authorization', 'SECRET_KEY {0}'), url='https://open-api.kakaopay.com/online/v1/payment/ready')
vend('NICEPAY', 'ko', ('secret key', '시크릿 키'),
     lambda: [('NICEPAY_CLIENT_KEY', 'R2_' + hx(32), False), ('NICEPAY_SECRET_KEY', hx(32), True)], slug='nicepay')
vend('Cafe24', 'ko', ('client secret', 'client secret'),
     lambda: [('CAFE24_CLIENT_ID', an(22), False), ('CAFE24_CLIENT_SECRET', an(22), True)])
vend('PAY.JP', 'jp', ('secret key', '시크릿 키'), lambda: [('PAYJP_SECRET_KEY', 'sk_live_' + hx(48), True)],
     auth=('bearer', 0), url='https://api.pay.jp/v1/charges', slug='payjp')
vend('GMO Payment Gateway', 'jp', ('shop password', '샵 비밀번호'),
     lambda: [('GMO_SHOP_ID', 'tshop' + digits(8, False), False), ('GMO_SHOP_PASS', rs(8, ANL), True)], slug='gmo')
vend('WeChat Pay', 'cn', ('APIv3 key', 'APIv3 키'),
     lambda: [('WXPAY_MCHID', digits(10), False), ('WXPAY_APIV3_KEY', an(32), True), ('WXPAY_SERIAL_NO', hx(40).upper(), False)], slug='wxpay')
vend('Alipay', 'cn', ('app private key', '앱 private key'),
     lambda: [('ALIPAY_APP_ID', '2021' + digits(12, False), False), ('ALIPAY_PRIVATE_KEY', 'MIIEv' + rs(R.randint(300, 420), B64), True)], slug='alipay',
     styles=['env', 'yaml', 'properties', 'json', 'python', 'java'])
vend('EasyPost', 'global', ('production API key', '운영 API 키'), lambda: [('EASYPOST_API_KEY', 'EZAK' + an(54), True)],
     auth=('basic', 0, None), url='https://api.easypost.com/v2/shipments')
vend('Shippo', 'global', ('live API token', '라이브 API 토큰'), lambda: [('SHIPPO_API_TOKEN', 'shippo_live_' + hx(40), True)],
     auth=('hdr', 'Authorization', 'ShippoToken {0}'), url='https://api.goshippo.com/shipments/')

# ---- observability
vend('Datadog', 'global', ('API and application keys', 'API 키와 앱 키'),
     lambda: [('DD_API_KEY', hx(32), True), ('DD_APP_KEY', hx(40), True), ('DD_SITE', ch(['datadoghq.com', 'ap1.datadoghq.com', 'datadoghq.eu']), False)],
     auth=('hdr', 'DD-API-KEY', '{0}'), url='https://api.datadoghq.com/api/v1/validate', slug='dd')
vend('New Relic', 'global', ('user API key', '유저 API 키'), lambda: [('NEW_RELIC_API_KEY', 'NRAK-' + rs(27, ANU), True)],
     auth=('hdr', 'API-Key', '{0}'), url='https://api.newrelic.com/graphql', slug='new_relic')
vend('New Relic', 'global', ('license key', '라이선스 키'), lambda: [('NEW_RELIC_LICENSE_KEY', hx(36) + 'NRAL', True), ('NEW_RELIC_APP_NAME', 'checkout-api', False)],
     slug='new_relic')
vend('Sentry', 'global', ('auth token', 'auth 토큰'), lambda: [('SENTRY_AUTH_TOKEN', 'sntryu_' + hx(64), True)],
     auth=('bearer', 0), url='https://sentry.io/api/0/projects/', sdk=['sentry-cli --auth-token {0} releases new 2.14.0'], sdk_files=['the release job'])
vend('Sentry', 'global', ('organization auth token', '조직 auth 토큰'),
     lambda: [('SENTRY_AUTH_TOKEN', 'sntrys_' + b64url_json({'iat': ts_recent(), 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': 'acme'}) + '_' + rs(43, B64U), True)])
vend('Grafana', 'global', ('service account token', '서비스 계정 토큰'),
     lambda: [('GRAFANA_TOKEN', 'glsa_' + an(32) + '_' + hx(8), True)], auth=('bearer', 0), url='https://grafana.acme.internal/api/dashboards/uid/api-latency')
vend('Grafana Cloud', 'global', ('access policy token', '액세스 정책 토큰'),
     lambda: [('GRAFANA_CLOUD_TOKEN', 'glc_' + b64url_json({'o': digits(6), 'n': 'alloy-write', 'k': an(24), 'm': {'r': 'prod-ap-northeast-0'}}), True)],
     slug='grafana_cloud')
vend('Dynatrace', 'global', ('API token', 'API 토큰'),
     lambda: [('DT_API_TOKEN', 'dt0c01.' + rs(24, ANU) + '.' + rs(64, ANU), True)],
     auth=('hdr', 'Authorization', 'Api-Token {0}'), url='https://abc12345.live.dynatrace.com/api/v2/metrics', slug='dt')
vend('Honeycomb', 'global', ('ingest key', '인제스트 키'),
     lambda: [('HONEYCOMB_API_KEY', 'hcaik_01' + rs(56, ANL), True)], auth=('hdr', 'x-honeycomb-team', '{0}'), url='https://api.honeycomb.io/1/auth')
vend('Splunk', 'global', ('HEC token', 'HEC 토큰'), lambda: [('SPLUNK_HEC_TOKEN', uuid4(), True)],
     auth=('hdr', 'Authorization', 'Splunk {0}'), url='https://splunk.acme.internal:8088/services/collector/event')
vend('Elastic', 'global', ('API key', 'API 키'),
     lambda: [('ELASTIC_API_KEY', base64.b64encode((rs(20, B64U) + ':' + rs(22, B64U)).encode()).decode(), True)],
     auth=('hdr', 'Authorization', 'ApiKey {0}'), url='https://es.acme.internal:9200/_cluster/health')
vend('PagerDuty', 'global', ('REST API key', 'REST API 키'), lambda: [('PAGERDUTY_TOKEN', rs(20, AN + '+_-'), True)],
     auth=('hdr', 'Authorization', 'Token token={0}'), url='https://api.pagerduty.com/incidents', slug='pagerduty')
vend('PagerDuty', 'global', ('Events API routing key', 'Events API 라우팅 키'), lambda: [('PAGERDUTY_ROUTING_KEY', hx(32), True)], slug='pagerduty')
vend('Opsgenie', 'global', ('API key', 'API 키'), lambda: [('OPSGENIE_API_KEY', uuid4(), True)],
     auth=('hdr', 'Authorization', 'GenieKey {0}'), url='https://api.opsgenie.com/v2/alerts')
vend('Rollbar', 'global', ('server access token', '서버 액세스 토큰'), lambda: [('ROLLBAR_ACCESS_TOKEN', hx(32), True)],
     auth=('hdr', 'X-Rollbar-Access-Token', '{0}'), url='https://api.rollbar.com/api/1/item/')
vend('Bugsnag', 'global', ('API key', 'API 키'), lambda: [('BUGSNAG_API_KEY', hx(32), True)])
vend('Axiom', 'global', ('API token', 'API 토큰'), lambda: [('AXIOM_TOKEN', 'xaat-' + uuid4(), True)],
     auth=('bearer', 0), url='https://api.axiom.co/v1/datasets/logs/ingest')
vend('Better Stack', 'global', ('source token', '소스 토큰'), lambda: [('LOGTAIL_SOURCE_TOKEN', an(24), True)],
     auth=('bearer', 0), url='https://in.logs.betterstack.com', slug='logtail')
vend('Logz.io', 'global', ('shipping token', '쉬핑 토큰'), lambda: [('LOGZIO_TOKEN', rs(32, UP + LO), True)], slug='logzio')
vend('Coralogix', 'global', ('send-your-data key', 'send-your-data 키'), lambda: [('CORALOGIX_PRIVATE_KEY', 'cxtp_' + an(30), True)])
vend('PostHog', 'global', ('personal API key', '개인 API 키'), lambda: [('POSTHOG_PERSONAL_API_KEY', 'phx_' + an(43), True)],
     auth=('bearer', 0), url='https://app.posthog.com/api/projects/')
vend('LaunchDarkly', 'global', ('server-side SDK key', '서버 SDK 키'), lambda: [('LAUNCHDARKLY_SDK_KEY', 'sdk-' + uuid4(), True)], slug='launchdarkly')
vend('Statsig', 'global', ('server secret key', '서버 시크릿 키'), lambda: [('STATSIG_SERVER_SECRET', 'secret-' + an(43), True)])
vend('Flagsmith', 'global', ('server-side environment key', '서버 환경 키'), lambda: [('FLAGSMITH_SERVER_KEY', 'ser.' + an(22), True)])
vend('Cypress Cloud', 'global', ('record key', 'record 키'), lambda: [('CYPRESS_RECORD_KEY', uuid4(), True)],
     sdk=['npx cypress run --record --key {0} --parallel'], sdk_files=['the CI job'], slug='cypress')
vend('BrowserStack', 'global', ('access key', '액세스 키'),
     lambda: [('BROWSERSTACK_USERNAME', ch(['acmeqa_' + rs(6, ANL), 'jdoe_' + rs(6, ANL)]), False), ('BROWSERSTACK_ACCESS_KEY', an(20), True)],
     auth=('basic', 0, 1), url='https://api.browserstack.com/automate/plan.json')
vend('Sauce Labs', 'global', ('access key', '액세스 키'),
     lambda: [('SAUCE_USERNAME', 'oauth-acme-' + rs(5, ANL), False), ('SAUCE_ACCESS_KEY', uuid4(), True)], slug='sauce')

# ---- databases / data platforms
vend('MongoDB Atlas', 'global', ('Admin API private key', 'Admin API private key'),
     lambda: [('ATLAS_PUBLIC_KEY', rs(8, ANL), False), ('ATLAS_PRIVATE_KEY', uuid4(), True)], slug='atlas')
vend('PlanetScale', 'global', ('database password', 'DB 비밀번호'),
     lambda: [('DATABASE_USERNAME', rs(12, ANL), False), ('DATABASE_PASSWORD', 'pscale_pw_' + rs(43, B64U), True), ('DATABASE_HOST', 'aws.connect.psdb.cloud', False)],
     slug='database')
vend('PlanetScale', 'global', ('service token', '서비스 토큰'),
     lambda: [('PLANETSCALE_SERVICE_TOKEN_ID', rs(12, ANL), False), ('PLANETSCALE_SERVICE_TOKEN', 'pscale_tkn_' + rs(43, B64U), True)])
vend('Supabase', 'global', ('service_role key', 'service_role 키'),
     lambda: [('SUPABASE_URL', 'https://%s.supabase.co' % rs(20, LO), False),
              ('SUPABASE_SERVICE_ROLE_KEY', (lambda iat: jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'service_role', 'iat': iat, 'exp': iat + 315360000}))(ts_recent()), True)])
vend('Supabase', 'global', ('access token', '액세스 토큰'), lambda: [('SUPABASE_ACCESS_TOKEN', 'sbp_' + hx(40), True)],
     sdk=['supabase login --token {0}'], sdk_files=['my shell'])
vend('Supabase', 'global', ('secret API key', '시크릿 API 키'), lambda: [('SUPABASE_SECRET_KEY', 'sb_secret_' + rs(31, B64U), True)])
vend('Upstash', 'global', ('Redis REST token', 'Redis REST 토큰'),
     lambda: [('UPSTASH_REDIS_REST_URL', 'https://%s-%s-%d.upstash.io' % (ch(['apt', 'fond', 'clever', 'humble']), ch(['kid', 'owl', 'lynx', 'pug']), R.randint(10000, 99999)), False),
              ('UPSTASH_REDIS_REST_TOKEN', 'A' + rs(R.randint(58, 70), B64U) + 'M', True)],
     auth=('bearer', 1), url='https://apt-owl-31877.upstash.io/get/session:42')
vend('InfluxDB', 'global', ('API token', 'API 토큰'), lambda: [('INFLUX_TOKEN', rs(86, B64U) + '==', True), ('INFLUX_ORG', 'acme', False)],
     auth=('hdr', 'Authorization', 'Token {0}'), url='https://influx.acme.internal:8086/api/v2/buckets', slug='influx')
vend('Confluent Cloud', 'global', ('API secret', 'API 시크릿'),
     lambda: [('KAFKA_SASL_USERNAME', rs(16, ANU), False), ('KAFKA_SASL_PASSWORD', rs(64, AN + '+/'), True),
              ('KAFKA_BOOTSTRAP', 'pkc-%s.ap-northeast-2.aws.confluent.cloud:9092' % rs(5, ANL), False)], slug='kafka')
vend('Snowflake', 'global', ('password', '비밀번호'),
     lambda: [('SNOWFLAKE_ACCOUNT', rs(7, ANU) + '-' + rs(7, ANU), False), ('SNOWFLAKE_USER', ch(['DBT_SVC', 'LOADER']), False), ('SNOWFLAKE_PASSWORD', pw_any(), True)])
vend('Neon', 'global', ('Postgres password', 'Postgres 비밀번호'),
     lambda: [('PGHOST', 'ep-%s-%s-%s.ap-southeast-1.aws.neon.tech' % (ch(['cool', 'damp', 'red']), ch(['sun', 'leaf', 'sea']), rs(6, ANL)), False),
              ('PGUSER', 'neondb_owner', False), ('PGPASSWORD', 'npg_' + an(12), True)], slug='pg')
vend('Turso', 'global', ('database auth token', 'DB 인증 토큰'),
     lambda: [('TURSO_DATABASE_URL', 'libsql://%s-acme.turso.io' % ch(['orders', 'edge-cache', 'sessions']), False),
              ('TURSO_AUTH_TOKEN', jwt({'a': 'rw', 'iat': ts_recent(), 'id': uuid4()}, alg='EdDSA', sig_bytes=64), True)])
vend('Prefect', 'global', ('API key', 'API 키'), lambda: [('PREFECT_API_KEY', 'pnu_' + an(36), True)])
vend('dbt Cloud', 'global', ('service token', '서비스 토큰'), lambda: [('DBT_CLOUD_API_TOKEN', 'dbtc_' + rs(52, B64U), True)],
     auth=('hdr', 'Authorization', 'Token {0}'), url='https://cloud.getdbt.com/api/v2/accounts/70403/jobs/', slug='dbt_cloud')
vend('Firebase', 'global', ('legacy Realtime Database secret', 'Realtime Database 레거시 시크릿'),
     lambda: [('FIREBASE_DB_SECRET', an(40), True)], auth=('query', 'auth', 0),
     url='https://acme-prod-default-rtdb.firebaseio.com/users.json?shallow=true', slug='firebase')

# ---- SaaS / productivity / identity
vend('Linear', 'global', ('API key', 'API 키'), lambda: [('LINEAR_API_KEY', 'lin_api_' + an(40), True)],
     auth=('hdr', 'Authorization', '{0}'), url='https://api.linear.app/graphql')
vend('Notion', 'global', ('integration secret', '인테그레이션 시크릿'),
     lambda: [('NOTION_TOKEN', ch(['secret_' + an(43), 'ntn_' + digits(11) + an(35)]), True)],
     auth=('bearer', 0), url='https://api.notion.com/v1/databases/8c1d0f6e2b7a4c39a1d5e0f3b2c4d6e8/query')
vend('Airtable', 'global', ('personal access token', '개인 액세스 토큰'), lambda: [('AIRTABLE_TOKEN', 'pat' + an(14) + '.' + hx(64), True)],
     auth=('bearer', 0), url='https://api.airtable.com/v0/appX3kLm9QpR2sTuV/Leads')
vend('Asana', 'global', ('personal access token', '개인 액세스 토큰'),
     lambda: [('ASANA_PAT', '2/%s/%s:%s' % (digits(16), digits(16), hx(32)), True)], auth=('bearer', 0), url='https://app.asana.com/api/1.0/users/me')
vend('ClickUp', 'global', ('personal API token', '개인 API 토큰'), lambda: [('CLICKUP_TOKEN', 'pk_%s_%s' % (digits(8), rs(32, ANU)), True)],
     auth=('hdr', 'Authorization', '{0}'), url='https://api.clickup.com/api/v2/team')
vend('Figma', 'global', ('personal access token', '개인 액세스 토큰'), lambda: [('FIGMA_TOKEN', 'figd_' + rs(40, B64U), True)],
     auth=('hdr', 'X-Figma-Token', '{0}'), url='https://api.figma.com/v1/files/Qx3nLk8ZpT2vRbWm')
vend('HubSpot', 'global', ('private app token', '프라이빗 앱 토큰'), lambda: [('HUBSPOT_ACCESS_TOKEN', 'pat-' + ch(['na1', 'eu1']) + '-' + uuid4(), True)],
     auth=('bearer', 0), url='https://api.hubapi.com/crm/v3/objects/contacts')
vend('Zendesk', 'global', ('API token', 'API 토큰'),
     lambda: [('ZENDESK_EMAIL', ch(['support@acme.io', 'cs@example.co.kr']), False), ('ZENDESK_API_TOKEN', an(40), True)],
     auth=('basic', 0, 1), url='https://acme.zendesk.com/api/v2/tickets.json')
vend('Intercom', 'global', ('access token', '액세스 토큰'),
     lambda: [('INTERCOM_ACCESS_TOKEN', base64.b64encode(('tok:' + uuid4()).encode()).decode().rstrip('=') + '=', True)],
     auth=('bearer', 0), url='https://api.intercom.io/contacts')
vend('Postman', 'global', ('API key', 'API 키'), lambda: [('POSTMAN_API_KEY', 'PMAK-' + hx(24) + '-' + hx(34), True)],
     auth=('hdr', 'X-Api-Key', '{0}'), url='https://api.getpostman.com/collections')
vend('Okta', 'global', ('API token', 'API 토큰'), lambda: [('OKTA_ORG_URL', 'https://acme.okta.com', False), ('OKTA_API_TOKEN', '00' + rs(40, B64U), True)],
     auth=('hdr', 'Authorization', 'SSWS {1}'), url='https://acme.okta.com/api/v1/users?limit=25')
vend('Auth0', 'global', ('client secret', 'client secret'),
     lambda: [('AUTH0_DOMAIN', 'acme.%s.auth0.com' % ch(['us', 'eu', 'jp']), False), ('AUTH0_CLIENT_ID', an(32), False), ('AUTH0_CLIENT_SECRET', rs(64, B64U), True)])
vend('Clerk', 'global', ('secret key', '시크릿 키'), lambda: [('CLERK_SECRET_KEY', 'sk_live_' + an(42), True)])
vend('Dropbox', 'global', ('access token', '액세스 토큰'), lambda: [('DROPBOX_TOKEN', 'sl.' + ch(['', 'u.']) + rs(R.randint(130, 150), B64U), True)],
     auth=('bearer', 0), url='https://api.dropboxapi.com/2/files/list_folder')
vend('Trello', 'global', ('API token', 'API 토큰'),
     lambda: [('TRELLO_KEY', hx(32), False), ('TRELLO_TOKEN', 'ATTA' + hx(64) + hx(8).upper(), True)])
vend('Typeform', 'eu', ('personal access token', '개인 액세스 토큰'), lambda: [('TYPEFORM_TOKEN', 'tfp_' + rs(44, B64U) + '_' + rs(14, AN), True)],
     auth=('bearer', 0), url='https://api.typeform.com/forms')
vend('Contentful', 'eu', ('management token', '매니지먼트 토큰'), lambda: [('CONTENTFUL_MANAGEMENT_TOKEN', 'CFPAT-' + rs(43, B64U), True)],
     auth=('bearer', 0), url='https://api.contentful.com/spaces/x7kq2p9l/environments/master/entries')
vend('Pipedrive', 'eu', ('API token', 'API 토큰'), lambda: [('PIPEDRIVE_API_TOKEN', hx(40), True)],
     auth=('query', 'api_token', 0), url='https://acme.pipedrive.com/api/v1/deals')
vend('Zoom', 'global', ('Server-to-Server OAuth client secret', 'S2S OAuth client secret'),
     lambda: [('ZOOM_ACCOUNT_ID', rs(22, B64U), False), ('ZOOM_CLIENT_ID', rs(22, AN), False), ('ZOOM_CLIENT_SECRET', an(32), True)])
vend('Spotify', 'eu', ('client secret', 'client secret'), lambda: [('SPOTIFY_CLIENT_ID', hx(32), False), ('SPOTIFY_CLIENT_SECRET', hx(32), True)])
vend('Twitch', 'global', ('client secret', 'client secret'), lambda: [('TWITCH_CLIENT_ID', rs(30, ANL), False), ('TWITCH_CLIENT_SECRET', rs(30, ANL), True)])
vend('X (Twitter)', 'global', ('app bearer token', '앱 Bearer 토큰'),
     lambda: [('TWITTER_BEARER_TOKEN', 'AAAAAAAAAAAAAAAAAAAAA' + an(25) + '%3D' + an(50), True)],
     auth=('bearer', 0), url='https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme', slug='twitter')
vend('Meta', 'global', ('page access token', '페이지 액세스 토큰'), lambda: [('FB_PAGE_ACCESS_TOKEN', 'EAA' + an(R.randint(180, 200)), True)],
     auth=('query', 'access_token', 0), url='https://graph.facebook.com/v19.0/me/accounts', slug='fb')
vend('Mapbox', 'global', ('secret access token', '시크릿 액세스 토큰'),
     lambda: [('MAPBOX_SECRET_TOKEN', 'sk.' + b64url_json({'u': ch(['acme-maps', 'kr-geo']), 'a': rs(25, ANL)}) + '.' + rs(22, B64U), True)],
     sdk=['MAPBOX_DOWNLOADS_TOKEN={0}'], sdk_files=['gradle.properties'])
vend('Algolia', 'eu', ('Admin API key', 'Admin API 키'),
     lambda: [('ALGOLIA_APP_ID', rs(10, ANU), False), ('ALGOLIA_ADMIN_KEY', hx(32), True)],
     auth=('hdr', 'X-Algolia-API-Key', '{1}'), url='https://XJ4K2P9QW7-dsn.algolia.net/1/indexes/products/settings')
vend('Agora', 'global', ('app certificate', 'App Certificate'), lambda: [('AGORA_APP_ID', hx(32), False), ('AGORA_APP_CERTIFICATE', hx(32), True)])
vend('DocuSign', 'global', ('integration secret key', '인테그레이션 시크릿 키'),
     lambda: [('DOCUSIGN_INTEGRATION_KEY', uuid4(), False), ('DOCUSIGN_SECRET_KEY', uuid4(), True)])
vend('Calendly', 'global', ('personal access token', '개인 액세스 토큰'),
     lambda: [('CALENDLY_TOKEN', jwt({'iss': 'https://auth.calendly.com', 'iat': ts_recent(), 'jti': uuid4(), 'user_uuid': uuid4()}, alg='ES512', sig_bytes=66), True)],
     auth=('bearer', 0), url='https://api.calendly.com/users/me')

# ---- Korean / Chinese / Japanese clouds and services
vend('Naver Cloud Platform', 'ko', ('API access key', 'API 인증키'),
     lambda: [('NCLOUD_ACCESS_KEY', rs(20, ANU), True), ('NCLOUD_SECRET_KEY', an(40), True)],
     sdk=['[DEFAULT]\nncloud_access_key_id = {0}\nncloud_secret_access_key = {1}\nncloud_api_url = https://ncloud.apigw.ntruss.com'],
     sdk_files=['~/.ncloud/configure'], slug='ncloud')
vend('Naver Cloud Object Storage', 'ko', ('S3-compatible keys', 'S3 호환 키'),
     lambda: [('NCP_OBJECT_STORAGE_ACCESS_KEY', rs(20, ANU), True), ('NCP_OBJECT_STORAGE_SECRET_KEY', an(40), True),
              ('NCP_OBJECT_STORAGE_ENDPOINT', 'https://kr.object.ncloudstorage.com', False)], slug='ncp')
vend('Naver Search Ad', 'ko', ('API license and secret key', 'API 라이선스/시크릿 키'),
     lambda: [('NAVER_AD_CUSTOMER_ID', digits(7), False), ('NAVER_AD_ACCESS_LICENSE', '0100000000' + hx(64), True),
              ('NAVER_AD_SECRET_KEY', 'AQAAAA' + rs(50, B64) + '==', True)], slug='naver_ad')
vend('Kakao i Cloud', 'ko', ('application credential secret', '애플리케이션 크리덴셜 시크릿'),
     lambda: [('KIC_CREDENTIAL_ID', hx(32), False), ('KIC_CREDENTIAL_SECRET', rs(86, B64U), True)], slug='kic')
vend('NHN Cloud', 'ko', ('Object Storage API password', 'Object Storage API 비밀번호'),
     lambda: [('NHN_TENANT_ID', hx(32), False), ('NHN_USERNAME', ch(['ops@acme.co.kr', 'dev@shop.example']), False), ('NHN_API_PASSWORD', pw_any(), True)],
     slug='nhn')
vend('KT Cloud', 'ko', ('API secret key', 'API 시크릿 키'),
     lambda: [('KTCLOUD_API_KEY', rs(86, B64U), True), ('KTCLOUD_SECRET_KEY', rs(86, B64U), True)])
vend('공공데이터포털', 'ko', ('service key', '서비스 키(인증키)'),
     lambda: (lambda raw: [('DATA_GO_KR_SERVICE_KEY', pct(raw), True)])(b64(66)), slug='data_go_kr',
     auth=('query', 'serviceKey', 0), url='https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?pageNo=1&numOfRows=100&dataType=JSON&base_date=20250301&base_time=0500&nx=62&ny=123')
vend('오픈뱅킹 (금융결제원)', 'ko', ('client secret', 'client secret'),
     lambda: [('OPENBANKING_CLIENT_ID', uuid4(), False), ('OPENBANKING_CLIENT_SECRET', uuid4(), True)], slug='openbanking')
vend('Sweet Tracker', 'ko', ('API key', 'API 키'), lambda: [('SWEETTRACKER_API_KEY', an(22), True)],
     auth=('query', 't_key', 0), url='https://info.sweettracker.co.kr/api/v1/trackingInfo?t_code=04&t_invoice=559812345678', slug='sweettracker')
vend('Alibaba Cloud', 'cn', ('AccessKey pair', 'AccessKey 페어'),
     lambda: [('ALIBABA_CLOUD_ACCESS_KEY_ID', 'LTAI5t' + an(18), True), ('ALIBABA_CLOUD_ACCESS_KEY_SECRET', an(30), True)],
     sdk=['[default]\naccess_key_id = {0}\naccess_key_secret = {1}\nregion_id = cn-hangzhou', 'aliyun configure set --access-key-id {0} --access-key-secret {1} --region cn-shanghai'],
     sdk_files=['~/.alibabacloud/credentials', 'my shell'], slug='alibaba_cloud')
vend('Tencent Cloud', 'cn', ('SecretId/SecretKey', 'SecretId/SecretKey'),
     lambda: [('TENCENTCLOUD_SECRET_ID', 'AKID' + an(32), True), ('TENCENTCLOUD_SECRET_KEY', an(32), True), ('TENCENTCLOUD_REGION', 'ap-guangzhou', False)],
     sdk=['cred = credential.Credential("{0}", "{1}")'], sdk_files=['cos_upload.py'], slug='tencentcloud')
vend('Huawei Cloud', 'cn', ('AK/SK', 'AK/SK'),
     lambda: [('HUAWEICLOUD_SDK_AK', rs(20, ANU), True), ('HUAWEICLOUD_SDK_SK', an(40), True)], slug='huaweicloud_sdk')
vend('Baidu AI Cloud', 'cn', ('AK/SK', 'AK/SK'), lambda: [('BCE_ACCESS_KEY', hx(32), True), ('BCE_SECRET_KEY', hx(32), True)], slug='bce')
vend('Qiniu', 'cn', ('AccessKey/SecretKey', 'AccessKey/SecretKey'),
     lambda: [('QINIU_ACCESS_KEY', rs(40, B64U), True), ('QINIU_SECRET_KEY', rs(40, B64U), True), ('QINIU_BUCKET', 'acme-assets', False)])
vend('Volcengine', 'cn', ('AccessKey pair', 'AccessKey 페어'),
     lambda: [('VOLC_ACCESSKEY', 'AKLT' + rs(40, B64U), True), ('VOLC_SECRETKEY', rs(56, AN) + '==', True)], slug='volc')
vend('Gitee', 'cn', ('private token', '개인 토큰'), lambda: [('GITEE_TOKEN', hx(32), True)],
     auth=('query', 'access_token', 0), url='https://gitee.com/api/v5/user/repos')
vend('Sakura Cloud', 'jp', ('API access token secret', 'API 액세스 토큰 시크릿'),
     lambda: [('SAKURACLOUD_ACCESS_TOKEN', uuid4(), True), ('SAKURACLOUD_ACCESS_TOKEN_SECRET', an(64), True)], slug='sakuracloud')
vend('Backlog', 'jp', ('API key', 'API 키'), lambda: [('BACKLOG_API_KEY', an(64), True)],
     auth=('query', 'apiKey', 0), url='https://acme.backlog.jp/api/v2/issues?projectId[]=104211')
vend('kintone', 'jp', ('API token', 'API 토큰'), lambda: [('KINTONE_API_TOKEN', an(40), True)],
     auth=('hdr', 'X-Cybozu-API-Token', '{0}'), url='https://acme.cybozu.com/k/v1/records.json?app=42')
vend('Qiita', 'jp', ('access token', '액세스 토큰'), lambda: [('QIITA_TOKEN', hx(40), True)],
     auth=('bearer', 0), url='https://qiita.com/api/v2/authenticated_user/items')
vend('esa', 'jp', ('access token', '액세스 토큰'), lambda: [('ESA_ACCESS_TOKEN', rs(43, B64U), True)],
     auth=('bearer', 0), url='https://api.esa.io/v1/teams/acme/posts')
vend('Yandex Cloud', 'eu', ('API key', 'API 키'), lambda: [('YC_API_KEY', 'AQVN' + rs(36, B64U), True)],
     auth=('hdr', 'Authorization', 'Api-Key {0}'), url='https://llm.api.cloud.yandex.net/foundationModels/v1/completion', slug='yc')
vend('Bunny.net', 'eu', ('Storage zone password', '스토리지 존 비밀번호'),
     lambda: [('BUNNY_STORAGE_ZONE', 'acme-static', False), ('BUNNY_STORAGE_PASSWORD', uuid4() + '-' + hx(4) + '-' + hx(4), True)],
     auth=('hdr', 'AccessKey', '{1}'), url='https://storage.bunnycdn.com/acme-static/index.html', slug='bunny')
vend('Backblaze B2', 'global', ('application key', '애플리케이션 키'),
     lambda: [('B2_APPLICATION_KEY_ID', '00' + hx(23), True), ('B2_APPLICATION_KEY', 'K00' + rs(28, AN + '/+'), True)], slug='b2')
vend('Wasabi', 'global', ('access key pair', '액세스 키'),
     lambda: [('WASABI_ACCESS_KEY', rs(20, ANU), True), ('WASABI_SECRET_KEY', rs(40, AN), True)])
vend('MinIO', 'global', ('access key pair', '액세스 키'),
     lambda: [('MINIO_ACCESS_KEY', rs(20, ANU), True), ('MINIO_SECRET_KEY', rs(40, AN + '+/'), True), ('MINIO_ENDPOINT', 'http://minio.storage.svc:9000', False)],
     sdk=['mc alias set local http://minio.storage.svc:9000 {0} {1}'], sdk_files=['my shell'])
vend('Unleash', 'eu', ('backend API token', '백엔드 API 토큰'),
     lambda: [('UNLEASH_API_TOKEN', '*:production.' + hx(56), True)], auth=('hdr', 'Authorization', '{0}'),
     url='https://unleash.acme.internal/api/client/features')
vend('Storyblok', 'eu', ('management token', '매니지먼트 토큰'), lambda: [('STORYBLOK_OAUTH_TOKEN', an(24) + 'tt-' + digits(6) + '-' + rs(20, AN), True)])
vend('Qonto', 'eu', ('API secret key', 'API 시크릿 키'),
     lambda: [('QONTO_ORGANIZATION_SLUG', 'acme-sas-' + digits(4), False), ('QONTO_SECRET_KEY', hx(32), True)],
     auth=('hdr', 'Authorization', '{0}:{1}'), url='https://thirdparty.qonto.com/v2/organization')


# ---------------------------------------------------------------- prose for vendor notes
MC_INTRO = [
    ("Didn't know which {vendor} credentials {svc} uses in {env}. Found them in {file}:",
     "{env}에서 {svc|이/가} 어떤 {vendor} 크리덴셜을 쓰는지 몰랐음. {file}에서 찾음:"),
    ("{svc} started failing with 401 from {vendor} after the redeploy. The {file} that was actually loaded:",
     "재배포 후 {svc|이/가} {vendor}에서 401 받기 시작함. 실제로 로드된 {file} 내용:"),
    ("Missing context: {file} is read before the secret store, so stale values win. Current contents:",
     "{file} 파일이 secret store보다 먼저 읽혀서 예전 값이 우선 적용된다는 걸 몰랐음. 현재 내용:"),
    ("The user pasted their local {file} so I could reproduce the {vendor} error:",
     "{vendor} 에러 재현하라고 사용자가 로컬 {file} 내용을 그대로 붙여줌:"),
    ("Nobody mentioned that {file} is committed. It has the live {vendor} {what}:",
     "{file} 파일이 커밋돼 있다는 얘기를 아무도 안 해줌. 운영 {vendor} {what|이/가} 들어있음:"),
    ("I was debugging why {svc} hits the wrong {vendor} project; config dump from {file}:",
     "{svc|이/가} 엉뚱한 {vendor} 프로젝트로 붙는 원인 찾다가 {file} 덤프 떠봄:"),
    ("Had to guess where the {vendor} {what} comes from. grep showed it in {file}:",
     "{vendor} {what|이/가} 어디서 오는지 몰라서 grep 해보니 {file}에 있었음:"),
    ("Reproducing the {env} incident required the {vendor} {what}; copied from {file}:",
     "{env} 장애 재현하려면 {vendor} {what|이/가} 필요했음. {file}에서 복사:"),
    ("Was not told that {svc} has two {vendor} accounts. The one in {file} is:",
     "{svc}에 {vendor} 계정이 두 개라는 걸 몰랐음. {file}에 있는 건 이거:"),
    ("CI job for {svc} printed this while loading {file}:",
     "{svc} CI 잡이 {file} 로딩하면서 이걸 그대로 찍어버림:"),
    ("Spent 20 minutes on a {vendor} auth error in {env}. Relevant part of {file}:",
     "{env}에서 {vendor} 인증 에러로 20분 날림. {file} 해당 부분:"),
    ("Onboarding doc doesn't say where the {vendor} {what} for {env} lives. It's hardcoded here ({file}):",
     "온보딩 문서에 {env}용 {vendor} {what} 위치가 없음. 여기 하드코딩돼 있었음 ({file}):"),
    ("Context I lacked: the {env} deploy of {svc} reads {vendor} settings from {file}, not from the chart. Snippet:",
     "몰랐던 것: {svc}의 {env} 배포는 {vendor} 설정을 chart가 아니라 {file}에서 읽음. 일부 발췌:"),
    ("{vendor} calls from {svc} were timing out, then failing auth. What {file} had at the time:",
     "{svc}에서 {vendor} 호출이 타임아웃 나다가 인증 실패로 바뀜. 당시 {file} 내용:"),
]
MC_PLAIN = [
    ("{svc} got 401 from {vendor} in {env}; I didn't know the key had been rotated last week.",
     "{env}에서 {svc|이/가} {vendor|으로/로}부터 401을 받음. 지난주에 키가 로테이션된 걸 몰랐음."),
    ("Nobody told me {svc} needs its own {vendor} credentials in {env}; the shared ones are rate-limited.",
     "{env}에서는 {svc} 전용 {vendor} 크리덴셜이 필요하다는 걸 아무도 말 안 해줌. 공용 키는 rate limit 걸려 있음."),
    ("I assumed {vendor} calls were mocked in {env}. They are not, so the integration tests hit the real API.",
     "{env}에서는 {vendor} 호출이 mock인 줄 알았는데 아니어서 통합 테스트가 실제 API를 때림."),
    ("The task said 'fix the {vendor} integration' but not which account or environment it belongs to.",
     "태스크에는 '{vendor} 연동 고쳐줘'만 있고 어느 계정/환경인지 없었음."),
    ("Missing: which {vendor} project {svc} talks to. There are three in the console and the names are similar.",
     "{svc|이/가} 붙는 {vendor} 프로젝트가 어떤 건지 몰랐음. 콘솔에 비슷한 이름으로 세 개나 있음."),
    ("I didn't know {svc} caches the {vendor} {what} at startup, so changing it needs a restart.",
     "{svc|이/가} {vendor} {what|을/를} 기동 시점에 캐시해서, 바꾸면 재시작이 필요하다는 걸 몰랐음."),
]
LE_SNIP = [
    ("Working config ({file}):", "최종적으로 동작한 설정 ({file}):"),
    ("What finally worked, from {file}:", "{file} 기준으로 해결된 설정:"),
    ("{vendor} only accepted the {env} key once {file} looked like this:", "{file}에 이렇게 넣고 나서야 {vendor|이/가} {env} 키를 받아줌:"),
    ("For the next person, this is what {svc} needs in {file}:", "다음 사람을 위해 남김. {svc|은/는} {file}에 이게 필요함:"),
]
LE_PLAIN = [
    ("{vendor} {what}s belong in the secret manager; {file} should only reference them by name.",
     "{vendor} {what|은/는} secret manager에 두고 {file}에는 이름만 참조할 것."),
    ("{vendor} answers 401 for a revoked key and 403 for a key without the right scope, so check the scope first.",
     "{vendor|은/는} 폐기된 키면 401, scope 부족이면 403을 줌. scope부터 확인할 것."),
    ("Rotate anything that ever landed in {file}; git history keeps it forever.",
     "{file}에 한 번이라도 들어간 값은 git 히스토리에 남으니 무조건 로테이션."),
    ("The {env} and local keys differ, and {svc} prefers whatever is in {file}.",
     "{env} 키와 로컬 키가 다르고, {svc|은/는} {file} 값을 우선으로 씀."),
    ("Ask for the secret's name, never its value.", "값 말고 시크릿 이름을 물어볼 것."),
    ("Restarting {svc} is required after changing {vendor} settings; there is no hot reload.",
     "{vendor} 설정 바꾸면 {svc} 재시작 필요. hot reload 없음."),
    ("", ""),
]
LE_VALUE = [
    ("The key that worked was {v}; it should be moved to the vault and rotated.",
     "동작한 키는 {v} 였음. vault로 옮기고 로테이션 필요."),
    ("Rotate after this task, it was pasted into the ticket: {v}",
     "티켓에 노출된 키라서 작업 끝나면 로테이션할 것: {v}"),
    ("Fixed by switching {svc} to the {env} value {v} (the old one was revoked).",
     "{svc|을/를} {env} 값 {v} 로 바꿔서 해결 (이전 키는 revoke됨)."),
    ("Note to self: {v} is the {env} {what}, not the sandbox one.",
     "메모: {v} 이게 {env} {what}임. 샌드박스 거 아님."),
]
ASK_PLAIN = [
    ("Which secret store holds the {vendor} {what} for {env}, and who can rotate it?",
     "{env}용 {vendor} {what|은/는} 어느 secret store에 있고 누가 로테이션할 수 있나요?"),
    ("Is {file} supposed to be in git at all?", "{file} 파일이 애초에 git에 있어야 하나요?"),
    ("Can I get a scoped {vendor} key for local testing instead of the {env} one?",
     "로컬 테스트용으로 scope 제한된 {vendor} 키를 따로 받을 수 있을까요?"),
    ("Who owns the {vendor} account for {svc}?", "{svc}의 {vendor} 계정 담당자가 누구인가요?"),
    ("Should {svc} read {vendor} credentials from the environment or from the mounted secret?",
     "{svc|은/는} {vendor} 크리덴셜을 환경변수에서 읽어야 하나요, 마운트된 시크릿에서 읽어야 하나요?"),
    ("", ""),
]
ASK_VALUE = [
    ("Is {v} still the active {vendor} key for {env}, or was it rotated after the incident?",
     "{v} 아직 유효한 {vendor} 키인가요, 아니면 장애 이후 로테이션됐나요?"),
    ("Can someone revoke {v}? It was pasted in the ticket.",
     "티켓에 {v} 붙여넣어졌는데 누가 revoke 해줄 수 있나요?"),
    ("Should {svc} keep using {v} or get its own key?",
     "{svc|이/가} 계속 {v} 쓰는 게 맞나요, 전용 키를 따로 받아야 하나요?"),
]
CHAT = [
    ("{person} said in Slack: \"just use {v} for {env}, that's the one {svc} has\"",
     "{person|이/가} 슬랙으로 \"{env|은/는} 이거 쓰시면 돼요 {v}\" 라고 줌"),
    ("From the chat with {person}: 'try {v} — if that fails the {vendor} account is locked'",
     "{person} 채팅: '{v} 이걸로 해보세요, 안 되면 {vendor} 계정 잠긴 거예요'"),
    ("{person}: ok here is the {vendor} {what} {v} pls don't commit it lol",
     "{person}: {vendor} {what} 여기요 {v} 커밋은 하지 마세요 ㅎㅎ"),
]
SPLIT = [
    ("The secret half was in a different file: {var}={v}", "시크릿 쪽은 다른 파일에 있었음: {var}={v}"),
    ("And the matching secret, from the old runbook: {var}: {v}", "짝이 되는 시크릿은 예전 런북에 있었음: {var}: {v}"),
]


def P(pair, lang, **kw):
    out = fill(pair[1] if lang == 'ko' else pair[0], **kw)
    if lang != 'ko' and out[:1].islower() and not out.startswith(('-', '.', '~')):
        first = out.split(' ', 1)[0]
        if first.isalpha():        # "the notification worker ..." -> "The notification worker ..."
            out = out[:1].upper() + out[1:]
    return out


def item_secrets(items):
    out = []
    for _v, val, sec in items:
        if sec is True:
            out.append(val)
        elif isinstance(sec, list):
            out.extend(sec)
    return out


CMD_INTRO = [
    ("The command I ran to check the {vendor} {what} for {env}:", "{env} {vendor} {what} 확인하려고 돌린 명령:"),
    ("{person} sent this to reproduce the {vendor} 401:", "{person|이/가} {vendor} 401 재현용으로 보내준 것:"),
    ("Captured from {ctx} while debugging {svc}:", "{svc} 디버깅하면서 {ctx}에서 캡처한 것:"),
    ("Didn't know {svc} calls {vendor} directly instead of going through the gateway. As captured in {ctx}:",
     "{svc|이/가} 게이트웨이 안 거치고 {vendor|을/를} 직접 호출한다는 걸 몰랐음. {ctx}에서 본 그대로:"),
    ("Copied from {ctx}; this is how {svc} authenticates to {vendor}:", "{ctx}에서 복사함. {svc|이/가} {vendor}에 인증하는 방식:"),
]
LE_CMD = [
    ("The call that finally worked:", "결국 성공한 호출:"),
    ("For the record, this is what worked against {env}:", "기록용, {env}에서 동작한 방법:"),
    ("Reproduction, in case it breaks again:", "다시 깨질 때를 대비한 재현 방법:"),
]


def is_file(f):
    return f.startswith(('.', '~', '/')) or '/' in f or bool(re.search(r'\.[A-Za-z][A-Za-z0-9]{0,9}$', f))


KO_CTX = {'my shell': '내 터미널', 'the runbook': '런북', 'the proxy capture': '프록시 캡처', 'the request log': '요청 로그',
          'the deploy job': '배포 잡', 'the CI job': 'CI 잡', 'the release job': '릴리스 잡', 'the cron script': '크론 스크립트',
          'the runner host': '러너 호스트', 'the deploy script': '배포 스크립트', 'the alert script': '알림 스크립트',
          'the CI script': 'CI 스크립트', 'the CI log': 'CI 로그', 'the container env': '컨테이너 env', 'the wiki page': '위키 페이지',
          'the runbook table': '런북 표', 'worker stdout': '워커 stdout'}


def ctxname(f, lang):
    return KO_CTX.get(f, f) if lang == 'ko' else f


def vendor_note(vd, lang, forced_style=None):
    items = vd['items']()
    cands = item_secrets(items)
    style = forced_style or ch(vendor_styles(vd))
    snip, fname, extra = render_vendor(vd, items, lang, style)
    cands = cands + extra
    what = vd['what'][1] if lang == 'ko' else vd['what'][0]
    kw = dict(vendor=vd['name'], what=what, env=env(lang), svc=svc(lang), file=fname, person=person(lang), ctx=ctxname(fname, lang))
    filelike = is_file(fname)
    if not filelike:
        kw['file'] = ch(['.env', 'config/app.yaml', 'the deploy repo', 'values-prod.yaml'])
    intro_pool = MC_INTRO if filelike else CMD_INTRO
    lesnip_pool = LE_SNIP if filelike else LE_CMD
    sec_items = [(v, val) for v, val, s in items if s is True]
    first = sec_items[0][1] if sec_items else cands[0]
    places = ['mc'] * 5 + ['lesson'] * 2 + ['repeat'] * 2 + ['chat']
    if len(first) <= 260:
        places += ['ask']
    if len(sec_items) >= 2 and style not in ('curl', 'http', 'sdk'):
        places += ['split'] * 4
    place = ch(places)
    mc = le = ask = ''
    if place == 'mc':
        mc = P(ch(intro_pool), lang, **kw) + '\n' + snip
        le = P(ch(LE_PLAIN), lang, **kw)
        ask = P(ch(ASK_PLAIN), lang, **kw)
    elif place == 'lesson':
        mc = P(ch(MC_PLAIN), lang, **kw)
        le = P(ch(lesnip_pool), lang, **kw) + '\n' + snip
        ask = P(ch(ASK_PLAIN), lang, **kw)
    elif place == 'repeat':
        mc = P(ch(intro_pool), lang, **kw) + '\n' + snip
        if R.random() < 0.5:
            le = P(ch(LE_VALUE), lang, v=first, **kw)
            ask = P(ch(ASK_PLAIN), lang, **kw)
        else:
            le = P(ch(LE_PLAIN), lang, **kw)
            ask = P(ch(ASK_VALUE), lang, v=first, **kw)
    elif place == 'ask':
        mc = P(ch(MC_PLAIN), lang, **kw)
        le = P(ch(LE_PLAIN), lang, **kw)
        ask = P(ch(ASK_VALUE), lang, v=first, **kw)
    elif place == 'chat':
        mc = P(ch(CHAT), lang, v=first, **kw)
        le = P(ch(LE_PLAIN), lang, **kw)
        ask = P(ch(ASK_PLAIN), lang, **kw)
    elif place == 'split':
        first_items = [it for it in items if it[2] is not True] + [it for it in items if it[2] is True][:1]
        rest = [it for it in items if it[2] is True][1:]
        s1, fname1, _x = render(style, first_items, vd, lang)
        kw['file'] = fname1
        mc = P(ch(MC_INTRO), lang, **kw) + '\n' + s1
        le = '\n'.join(P(ch(SPLIT), lang, var=v, v=val, **kw) for v, val, _s in rest)
        ask = P(ch(ASK_PLAIN), lang, **kw)
    cat = '%s: %s (%s) [%s]' % (style, vd['what'][0], place, vd['name'])
    return cat, [mc, le, ask], cands


MULTI_STYLES = ['env', 'export', 'printenv', 'compose', 'k8s', 'gha', 'gitlab', 'dockerfile', 'diff', 'table', 'log', 'powershell']


def multi_vendor_note(vds, lang):
    items = []
    for vd in vds:
        items += vd['items']()
    style = ch(MULTI_STYLES)
    snip, fname, _x = render(style, items, {'slug': 'app'}, lang)
    cands = item_secrets(items)
    kw = dict(env=env(lang), svc=svc(lang), file=fname, n=len(vds))
    intro = ch([
        ("The whole {file} for {svc} ({env}) was pasted into the task description:",
         "태스크 설명에 {svc} ({env})의 {file} 전체가 붙어 있었음:"),
        ("I did not know {svc} talks to {n} third-party APIs. From {file}:",
         "{svc|이/가} 외부 API {n}개랑 붙는다는 걸 몰랐음. {file} 기준:"),
        ("Debugging the {env} boot failure; every integration setting {svc} loads ({file}):",
         "{env} 기동 실패 디버깅 중. {svc|이/가} 로드하는 연동 설정 전부 ({file}):"),
    ])
    mc = P(intro, lang, **kw) + '\n' + snip
    le = P(ch([("Several of these are live keys; the file must be rebuilt from the secret manager instead.",
                "이 중 여러 개가 실제 키임. 파일은 secret manager에서 다시 생성해야 함."),
               ("Missing vars make {svc} crash at import time, not at first use.",
                "변수 하나라도 없으면 {svc|이/가} 첫 호출이 아니라 import 시점에 죽음."),
               ("", "")]), lang, **kw)
    ask = P(ch(ASK_PLAIN[:2] + [("Which of these integrations are still used in {env}?", "{env}에서 이 연동들 중 아직 쓰는 게 뭔가요?")]), lang,
            vendor=vds[0]['name'], what=vds[0]['what'][1 if lang == 'ko' else 0], **kw)
    cat = 'multi %s: %d providers [%s]' % (style, len(vds), ', '.join(v['name'] for v in vds))
    return cat, [mc, le, ask], cands


# ---------------------------------------------------------------- generic secret templates
GEN = []


def gen(weight=1):
    def deco(fn):
        GEN.append((fn, weight))
        return fn
    return deco


def pw_url():
    """password that may need percent-encoding in a URL"""
    k = R.randint(0, 3)
    if k == 0:
        return pw_human()
    if k == 1:
        return rs(R.randint(12, 20), AN + '@:/#?!$')
    if k == 2:
        return pw_korean_keyboard()[0]
    return rs(R.randint(16, 32), AN)


def pw_plain(n=None):
    """password without characters that need quoting or URL escaping"""
    return rs(n or R.randint(12, 24), AN + '_-.')


def tstamp():
    return '2025-%02d-%02d %02d:%02d:%02d' % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))


@gen(2)
def g_postgres_url(lang):
    u, h, db = user(lang), ch(HOSTS), ch(['orders', 'app', 'billing', 'analytics', 'crm'])
    pw = pw_url()
    enc = pct(pw)
    url = 'postgresql://%s:%s@%s:5432/%s' % (u, enc, h, db) + ch(['', '?sslmode=require', '?sslmode=disable&connect_timeout=5'])
    k = R.randint(0, 2)
    if k == 0:
        mc = L(lang, "Alembic migrations failed in CI; I didn't know the job uses its own DATABASE_URL. From the job log:\n",
               "CI에서 alembic 마이그레이션이 실패함. 잡이 별도 DATABASE_URL을 쓴다는 걸 몰랐음. 잡 로그:\n")
        mc += "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"%s\", port 5432 failed: timeout expired\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDATABASE_URL=%s" % (h, url)
        le = L(lang, "The CI runner cannot reach private subnets; use the tunnel job instead.", "CI 러너는 private subnet에 못 붙음. 터널 잡을 써야 함.")
        ask = L(lang, "Which database should CI migrations run against?", "CI 마이그레이션은 어느 DB 대상으로 돌려야 하나요?")
    elif k == 1:
        mc = L(lang, "Needed read access to %s to check the bad rows." % db, "%s DB에서 문제 row 확인하려고 읽기 권한이 필요했음." % db)
        le = L(lang, "Connected with:\n  psql \"%s\"\nthen SELECT count(*) FROM events WHERE created_at > now() - interval '1 day';" % url,
               "이걸로 접속함:\n  psql \"%s\"\n그다음 SELECT count(*) FROM events WHERE created_at > now() - interval '1 day';" % url)
        ask = L(lang, "Is there a read-only user for %s?" % db, "%s 읽기 전용 계정 있나요?" % db)
    else:
        mc = L(lang, "Special characters in the password must be percent-encoded in the URL, otherwise psycopg splits at the wrong '@'.",
               "비밀번호 특수문자는 URL에서 percent-encoding 해야 함. 안 그러면 psycopg가 엉뚱한 '@'에서 자름.")
        le = L(lang, "Final value in .env:\nDATABASE_URL=%s" % url, ".env 최종 값:\nDATABASE_URL=%s" % url)
        ask = ''
    return 'url: postgres URL with password', [mc, le, ask], [enc]


@gen(2)
def g_mysql_attached(lang):
    u, h = user(lang), ch(HOSTS)
    pw = rs(R.randint(10, 18), AN + '!#%_')
    db = ch(['shop', 'legacy_erp', 'wordpress', 'member'])
    cmd = "$ mysql -h %s -u %s -p%s %s -e 'SHOW PROCESSLIST'\nmysql: [Warning] Using a password on the command line interface can be insecure.\n+----+------+-----------+------+---------+------+-------+\n| Id | User | Host      | db   | Command | Time | State |" % (h, u, pw, db)
    mc = L(lang, "The lock-wait timeouts in %s were the real issue; I didn't know the batch holds a long transaction. What I ran:\n" % db,
           "%s의 lock wait timeout이 진짜 원인이었음. 배치가 긴 트랜잭션을 잡고 있는 걸 몰랐음. 실행한 명령:\n" % db) + cmd
    le = L(lang, "mysql -p with the password attached ends up in shell history; use --login-path next time.",
           "mysql -p 뒤에 비번 붙이면 shell history에 남음. 다음엔 --login-path 쓸 것.")
    ask = L(lang, "Can the batch commit in chunks?", "배치를 chunk 단위로 커밋하게 바꿔도 되나요?")
    return 'shell: mysql -p attached password', [mc, le, ask], [pw]


@gen(2)
def g_mongo_uri(lang):
    u = ch(['app', 'api-rw', 'analytics', 'admin'])
    pw = pw_url()
    enc = pct(pw)
    cl = 'cluster0.%s.mongodb.net' % rs(5, ANL)
    uri = 'mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority' % (u, enc, cl, ch(['prod', 'shop', 'chat']))
    mc = L(lang, "Node worker crashed on boot. Log:\n", "노드 워커가 기동하자마자 죽음. 로그:\n")
    mc += "connecting to %s\nMongoServerError: bad auth : authentication failed\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:231:30)\n    at MessageStream.<anonymous> (/app/node_modules/mongodb/lib/cmap/connection.js:61:60)" % uri
    le = L(lang, "Atlas users are per-project; the staging user does not exist in prod.", "Atlas 유저는 프로젝트 단위라 스테이징 유저는 운영에 없음.")
    ask = L(lang, "Who can create a DB user in the prod Atlas project?", "운영 Atlas 프로젝트에 DB 유저 만들 수 있는 사람 누구인가요?")
    return 'log: mongodb+srv URI with password', [mc, le, ask], [enc]


@gen(2)
def g_redis(lang):
    pw = pw_plain(R.randint(16, 32))
    h = ch(['redis.prod.local', '10.0.4.12', 'cache-1.eu-west-1.internal'])
    k = R.randint(0, 2)
    if k == 0:
        body = "$ redis-cli -h %s -a %s INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n# Keyspace\ndb0:keys=184213,expires=184001,avg_ttl=3512288" % (h, pw)
        cat = 'shell: redis-cli -a password'
    elif k == 1:
        body = "CELERY_BROKER_URL=redis://:%s@%s:6379/0\nCELERY_RESULT_BACKEND=redis://:%s@%s:6379/1" % (pw, h, pw, h)
        cat = 'env: redis URL with password (repeated)'
    else:
        body = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmasterauth %s\nmaxmemory 2gb" % (pw, pw)
        cat = 'config: redis.conf requirepass'
    mc = L(lang, "Session keys were disappearing; I didn't know eviction policy was allkeys-lru. Context:\n",
           "세션 키가 사라지는 문제. eviction 정책이 allkeys-lru인 걸 몰랐음. 참고:\n") + body
    le = L(lang, "Sessions need a separate Redis DB with volatile-lru.", "세션은 volatile-lru로 별도 Redis DB를 써야 함.")
    ask = L(lang, "Can we split cache and sessions into two instances?", "캐시랑 세션을 인스턴스 두 개로 나눠도 되나요?")
    return cat, [mc, le, ask], [pw]


@gen(1)
def g_jdbc_spring(lang):
    pw = pw_any() if R.random() < 0.5 else pw_plain()
    u = user(lang)
    snippet = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=false&serverTimezone=Asia/Seoul\n    username: %s\n    password: %s\n  jpa:\n    hibernate:\n      ddl-auto: validate" % (
        ch(HOSTS), ch(['order_db', 'member', 'settlement']), u, q2(pw))
    mc = L(lang, "Hibernate validate failed after the migration; I didn't know application-prod.yml overrides the datasource. The file:\n",
           "마이그레이션 후 hibernate validate 실패. application-prod.yml이 datasource를 덮어쓰는 걸 몰랐음. 파일 내용:\n") + snippet
    le = L(lang, "Spring profile order matters: the last active profile wins.", "Spring 프로필은 나중에 활성화된 게 이김.")
    ask = L(lang, "Is ddl-auto=validate intended for prod?", "운영에서 ddl-auto=validate가 의도된 건가요?")
    return 'yaml: Spring datasource password', [mc, le, ask], [pw]


@gen(1)
def g_mssql_conn(lang):
    pw = pw_plain(R.randint(14, 22)) + ch(SYMS)
    conn = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;" % (
        ch(['acme-sql-prod', 'kr-erp-db', 'sql-reporting']), ch(['Reporting', 'Erp', 'Orders']), ch(['sqladmin', 'app_user', 'reporter']), pw)
    snippet = '{\n  "ConnectionStrings": {\n    "Default": "%s"\n  },\n  "Logging": { "LogLevel": { "Default": "Information" } }\n}' % conn
    mc = L(lang, "EF Core migrations ran against the wrong DB because appsettings.Development.json is copied into the image. Contents:\n",
           "appsettings.Development.json이 이미지에 같이 들어가서 EF Core 마이그레이션이 엉뚱한 DB에 돌았음. 내용:\n") + snippet
    le = L(lang, "Exclude appsettings.*.json from the publish output except the base file.", "publish 결과물에서 기본 파일 빼고 appsettings.*.json 제외할 것.")
    return 'json: .NET connection string password', [mc, le, ''], [pw]


@gen(1)
def g_pgpass(lang):
    rows, secs = [], []
    for _ in range(R.randint(1, 3)):
        pw = pw_plain(R.randint(12, 24))
        rows.append('%s:5432:%s:%s:%s' % (ch(HOSTS), ch(['app', '*', 'reporting']), user(lang), pw))
        secs.append(pw)
    mc = L(lang, "psql kept prompting for a password in the cron job; ~/.pgpass had mode 0644 so libpq ignored it. File:\n",
           "크론에서 psql이 계속 비번을 물어봄. ~/.pgpass 권한이 0644라서 libpq가 무시한 거였음. 파일:\n") + '\n'.join(rows)
    le = L(lang, "chmod 600 ~/.pgpass", "chmod 600 ~/.pgpass 필요")
    return 'config: .pgpass lines', [mc, le, ''], secs


@gen(1)
def g_amqp(lang):
    pw = pw_url()
    enc = pct(pw)
    u = ch(['celery', 'orders', 'guest2', 'worker'])
    url = 'amqp://%s:%s@rabbitmq.%s.svc:5672/%s' % (u, enc, ch(['prod', 'infra', 'default']), ch(['%2F', 'jobs', 'orders']))
    mc = L(lang, "Celery workers stopped consuming after the broker move; I didn't know the vhost changed. settings.py:\n",
           "브로커 이전 후 Celery 워커가 consume을 멈춤. vhost가 바뀐 걸 몰랐음. settings.py:\n") + 'broker_url = "%s"\ntask_acks_late = True' % url
    le = L(lang, "Check `rabbitmqctl list_permissions -p <vhost>` first.", "먼저 `rabbitmqctl list_permissions -p <vhost>` 확인.")
    ask = L(lang, "Which vhost should the orders queue live in?", "orders 큐는 어느 vhost에 있어야 하나요?")
    return 'python: amqp broker URL with password', [mc, le, ask], [enc]


@gen(1)
def g_oracle(lang):
    pw = pw_plain(R.randint(10, 16))
    u = ch(['SCOTT_APP', 'ERP_RO', 'HR_BATCH'])
    mc = L(lang, "Nightly export uses sqlplus from a shell script; this is the line:\n", "야간 export가 shell 스크립트에서 sqlplus를 씀. 해당 줄:\n")
    mc += 'sqlplus -s %s/%s@//%s:1521/ORCLPDB1 @export_orders.sql > /data/out/orders_$(date +%%F).csv' % (u, pw, ch(['ora-prod.corp.lan', '10.20.1.15']))
    le = L(lang, "ORA-28001 means the password expired, not that it is wrong.", "ORA-28001은 비번이 틀린 게 아니라 만료된 것.")
    ask = L(lang, "Who resets the Oracle service account when it expires?", "오라클 서비스 계정 만료되면 누가 리셋하나요?")
    return 'shell: sqlplus user/password@', [mc, le, ask], [pw]


@gen(2)
def g_sql_create_user(lang):
    pw = pw_any()
    while "'" in pw:
        pw = pw_any()
    k = R.randint(0, 2)
    if k == 0:
        sql = "CREATE USER 'report_ro'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON shop.* TO 'report_ro'@'%%';" % pw
    elif k == 1:
        sql = "ALTER ROLE app_rw WITH LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE orders TO app_rw;" % pw
    else:
        sql = "CREATE LOGIN etl_loader WITH PASSWORD = '%s', CHECK_POLICY = ON;" % pw
    mc = L(lang, "Had to create a DB account for the new dashboard; the DBA sent the statement to run:\n",
           "새 대시보드용 DB 계정을 만들어야 했음. DBA가 실행할 SQL을 보내줌:\n") + sql
    le = L(lang, "Grant only SELECT; the dashboard tool caches credentials in plain text.", "SELECT만 줄 것. 대시보드 툴이 크리덴셜을 평문으로 저장함.")
    ask = L(lang, "Should read-only accounts go through the Vault database engine instead?", "읽기 전용 계정은 Vault database engine으로 발급하는 게 맞나요?")
    return 'sql: CREATE USER ... IDENTIFIED BY', [mc, le, ask], [pw]


@gen(1)
def g_elastic_curl(lang):
    pw = pw_plain(R.randint(18, 24))
    cmd = 'curl -sk -u elastic:%s "https://%s:9200/_cat/indices?v&s=store.size:desc" | head' % (pw, ch(['es-prod-0.es.svc', '10.1.7.30', 'search.internal']))
    out = "health status index                 pri rep docs.count store.size\ngreen  open   logs-app-2025.03.01     3   1   48201933     61.2gb"
    mc = L(lang, "Disk watermark alerts on the search cluster; I didn't know ILM was disabled. Checked with:\n",
           "검색 클러스터 디스크 워터마크 알림. ILM이 꺼져 있는 걸 몰랐음. 확인한 명령:\n") + cmd + '\n' + out
    le = L(lang, "Re-enable the ILM policy and delete indices older than 30 days.", "ILM 정책 다시 켜고 30일 지난 인덱스 삭제.")
    return 'shell: curl -u elastic:password', [mc, le, ''], [pw]


@gen(1)
def g_misc_db_clients(lang):
    pw = pw_plain(R.randint(12, 20))
    k = R.randint(0, 3)
    if k == 0:
        body = 'cqlsh %s 9042 -u cassandra -p %s -e "DESCRIBE KEYSPACES"' % (ch(HOSTS), pw)
        cat = 'shell: cqlsh -p password'
    elif k == 1:
        body = 'NEO4J_URI=neo4j+s://%s.databases.neo4j.io\nNEO4J_USERNAME=neo4j\nNEO4J_PASSWORD=%s' % (hx(8), pw)
        cat = 'env: Neo4j password'
    elif k == 2:
        body = '[admins]\nadmin = %s\n\n[chttpd]\nbind_address = 0.0.0.0' % pw
        cat = 'ini: CouchDB local.ini admin password'
    else:
        body = 'mosquitto_pub -h mqtt.%s.local -p 8883 --cafile ca.crt -u device-gw -P %s -t plant/line3/temp -m 21.4' % (ch(['factory', 'iot', 'edge']), pw)
        cat = 'shell: mosquitto_pub -P password'
    mc = L(lang, "I didn't have access to the datastore, so the reporter pasted how they connect:\n",
           "데이터스토어 접근 권한이 없어서 제보자가 접속 방법을 붙여줌:\n") + body
    le = L(lang, "", "")
    ask = L(lang, "Can I get my own credentials instead of the shared admin?", "공용 admin 말고 제 계정을 받을 수 있을까요?")
    return cat, [mc, le, ask], [pw]


@gen(1)
def g_ftp(lang):
    pw = pw_url()
    enc = pct(pw)
    u = ch(['partner_upload', 'edi_kr', 'acme'])
    h = ch(['ftp.partner.co.kr', 'sftp.logistics-example.jp', 'files.vendor.example'])
    if R.random() < 0.5:
        body = 'curl -T settlement_20250301.csv "ftp://%s:%s@%s/inbound/"' % (u, enc, h)
        sec = enc
    else:
        body = "lftp -u %s,'%s' sftp://%s -e 'cd outbound; mget *.xml; bye'" % (u, pw.replace("'", ''), h)
        sec = pw.replace("'", '')
    mc = L(lang, "Daily settlement file upload to the partner; the cron entry is:\n", "제휴사로 일일 정산 파일 업로드하는 크론:\n") + '15 2 * * * ' + body
    le = L(lang, "The partner rotates the password every 90 days without notice.", "제휴사가 90일마다 예고 없이 비번을 바꿈.")
    ask = L(lang, "Can the partner switch us to key-based SFTP?", "제휴사에 키 기반 SFTP로 바꿔달라고 할 수 있나요?")
    return 'cron: ftp/sftp credentials', [mc, le, ask], [sec]


@gen(2)
def g_smtp(lang):
    k = R.randint(0, 2)
    if k == 0:
        pw = ' '.join(rs(4, LO) for _ in range(4))
        host, u = 'smtp.gmail.com', ch(['noreply@acme.io', 'alerts.acme@gmail.com'])
        cat = 'settings: Gmail app password'
    elif k == 1:
        pw = rs(4, LO) + '-' + rs(4, LO) + '-' + rs(4, LO) + '-' + rs(4, LO)
        host, u = 'smtp.mail.me.com', ch(['dev@icloud.com', 'build@acme.io'])
        cat = 'settings: iCloud app-specific password'
    else:
        pw = pw_any()
        host, u = ch(['smtp.office365.com', 'smtp.worksmobile.com', 'smtp.daum.net']), ch(['notice@acme.co.kr', 'mailer@example.com'])
        cat = 'settings: SMTP password'
    body = 'EMAIL_HOST = "%s"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = "%s"\nEMAIL_HOST_PASSWORD = "%s"' % (host, u, pw)
    mc = L(lang, "Password-reset mails were not sent; SMTP auth failed with 535. Django settings on the server:\n",
           "비밀번호 재설정 메일이 안 나감. SMTP 인증이 535로 실패. 서버의 Django 설정:\n") + body
    le = L(lang, "Google/Apple block normal account passwords for SMTP; an app password is required.",
           "Google/Apple은 SMTP에 일반 계정 비번을 막음. 앱 비밀번호가 필요함.")
    ask = L(lang, "Should we move transactional mail to a provider instead of a mailbox?", "트랜잭션 메일은 메일박스 말고 발송 서비스로 옮길까요?")
    return cat, [mc, le, ask], [pw]


@gen(1)
def g_ldap(lang):
    pw = pw_any()
    while "'" in pw:
        pw = pw_any()
    cmd = "ldapsearch -x -H ldaps://%s -D \"cn=%s,ou=svc,dc=acme,dc=io\" -w '%s' -b \"ou=people,dc=acme,dc=io\" \"(mail=*@acme.io)\" uid" % (
        ch(['ldap.corp.acme.io', 'ad01.corp.lan']), ch(['gitlab-bind', 'jenkins', 'grafana-ldap']), pw)
    mc = L(lang, "SSO login for Grafana broke; I needed to check whether the bind account still works:\n",
           "Grafana SSO 로그인이 깨짐. bind 계정이 아직 유효한지 확인해야 했음:\n") + cmd
    le = L(lang, "result: 49 Invalid credentials means the bind password, not the user filter.", "result: 49 Invalid credentials는 사용자 필터가 아니라 bind 비번 문제.")
    return 'shell: ldapsearch -w password', [mc, le, ''], [pw]


@gen(1)
def g_sshpass(lang):
    pw = pw_any()
    while "'" in pw:
        pw = pw_any()
    h = ch(['10.0.1.5', 'legacy-web-01', 'bastion.corp.lan'])
    cmd = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart tomcat'" % (pw, h)
    mc = L(lang, "The legacy deploy script still uses password SSH:\n", "레거시 배포 스크립트가 아직 비밀번호 SSH를 씀:\n") + cmd
    le = L(lang, "The host has no authorized_keys for deploy; ask infra to add the CI key.", "해당 호스트 deploy 계정에 authorized_keys가 없음. 인프라에 CI 키 추가 요청 필요.")
    ask = L(lang, "Can we disable password auth on %s?" % h, "%s 비밀번호 인증 꺼도 되나요?" % h)
    return 'shell: sshpass -p', [mc, le, ask], [pw]


@gen(2)
def g_git_remote(lang):
    k = R.randint(0, 2)
    if k == 0:
        tok = 'ghp_' + an(36)
        url = 'https://%s:%s@github.com/acme/%s.git' % (ch(['jkim-acme', 'build-bot', 'x-access-token']), tok, ch(['web', 'infra', 'payments']))
    elif k == 1:
        tok = 'glpat-' + rs(20, B64U)
        url = 'https://oauth2:%s@gitlab.com/acme-kr/%s.git' % (tok, ch(['backend', 'mobile', 'data']))
    else:
        tok = an(R.randint(20, 40))
        url = 'https://%s:%s@bitbucket.org/acme/%s.git' % (ch(['ci', 'mlee']), tok, ch(['legacy-api', 'site']))
    out = '$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)' % (url, url)
    mc = L(lang, "Push from the build box was rejected; I didn't know the remote URL embeds a token.\n",
           "빌드 서버에서 push가 거부됨. remote URL에 토큰이 박혀 있는 걸 몰랐음.\n") + out
    le = L(lang, "Use a credential helper or a deploy key; the token in the URL also shows up in `ps` output.",
           "credential helper나 deploy key를 쓸 것. URL에 넣은 토큰은 `ps` 출력에도 보임.")
    ask = L(lang, "Who owns the bot account on the build box?", "빌드 서버의 봇 계정 주인이 누구인가요?")
    return 'shell: git remote -v with token in URL [%s]' % ['GitHub', 'GitLab', 'Bitbucket'][k], [mc, le, ask], [tok]


@gen(1)
def g_git_credentials(lang):
    lines, secs = [], []
    for host in R.sample(['github.com', 'gitlab.com', 'git.acme.internal', 'bitbucket.org'], R.randint(1, 3)):
        tok = {'github.com': 'ghp_' + an(36), 'gitlab.com': 'glpat-' + rs(20, B64U)}.get(host, pw_plain(20))
        lines.append('https://%s:%s@%s' % (ch(['jhpark', 'me', 'ci-user', 'oauth2']), tok, host))
        secs.append(tok)
    mc = L(lang, "Found out the dev container mounts the host's ~/.git-credentials. Contents:\n",
           "개발 컨테이너가 호스트의 ~/.git-credentials를 마운트한다는 걸 알게 됨. 내용:\n") + '\n'.join(lines)
    le = L(lang, "credential.helper=store writes tokens in plain text.", "credential.helper=store는 토큰을 평문으로 저장함.")
    return 'file: ~/.git-credentials', [mc, le, ''], secs


@gen(1)
def g_netrc(lang):
    lines, secs = [], []
    hosts = R.sample([('api.heroku.com', lambda: 'HRKU-AA' + rs(58, B64U)), ('github.com', lambda: 'ghp_' + an(36)),
                      ('nexus.acme.internal', lambda: pw_plain(18)), ('api.wandb.ai', lambda: hx(40)),
                      ('urs.earthdata.nasa.gov', lambda: pw_human())], R.randint(1, 3))
    for h, f in hosts:
        v = f()
        lines.append('machine %s\n  login %s\n  password %s' % (h, ch(['me@acme.io', 'ci', 'jdoe', 'user']), v))
        secs.append(v)
    mc = L(lang, "pip/curl were authenticating with an account I didn't know about; ~/.netrc on the runner:\n",
           "pip/curl이 모르는 계정으로 인증되고 있었음. 러너의 ~/.netrc:\n") + '\n'.join(lines)
    ask = L(lang, "Should the runner image ship with a .netrc at all?", "러너 이미지에 .netrc가 들어있는 게 맞나요?")
    return 'file: ~/.netrc', [mc, '', ask], secs


@gen(2)
def g_docker_config(lang):
    u = ch(['acmebuild', 'kr-ci', 'deploy'])
    pw = ch(['dckr_pat_' + rs(27, B64U), pw_plain(20), 'glpat-' + rs(20, B64U)])
    reg = ch(['https://index.docker.io/v1/', 'registry.gitlab.com', 'harbor.acme.internal', 'ghcr.io'])
    blob = base64.b64encode(('%s:%s' % (u, pw)).encode()).decode()
    cfg = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % (reg, blob)
    if R.random() < 0.5:
        mc = L(lang, "Image pulls failed on the new node; the kubelet used a stale ~/.docker/config.json:\n",
               "새 노드에서 이미지 pull 실패. kubelet이 오래된 ~/.docker/config.json을 씀:\n") + cfg
        le = L(lang, "Use an imagePullSecret per namespace instead of node-level docker config.", "노드 docker config 말고 네임스페이스별 imagePullSecret 쓸 것.")
        secs = [blob]
        cat = 'json: docker config.json auth blob'
    else:
        mc = L(lang, "Needed to know which account the CI pushes images with. Decoded the auth field of config.json:\n",
               "CI가 어떤 계정으로 이미지를 push하는지 알아야 했음. config.json auth 필드를 디코딩함:\n")
        mc += '$ echo %s | base64 -d\n%s:%s' % (blob, u, pw)
        le = ''
        secs = [blob, pw]
        cat = 'shell: base64 -d of docker auth (blob + plain)'
    ask = L(lang, "Is there a robot account for CI pushes?", "CI push용 robot 계정이 있나요?")
    return cat, [mc, le, ask], secs


@gen(1)
def g_kubeconfig(lang):
    tok = jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': ch(['ci', 'kube-system', 'deploy']),
               'kubernetes.io/serviceaccount/service-account.name': ch(['gitlab-deployer', 'argo-bot', 'admin-user']),
               'sub': 'system:serviceaccount:ci:deployer'}, alg='RS256', sig_bytes=256)
    cfg = ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://%s:6443\n    insecure-skip-tls-verify: true\n  name: prod\nusers:\n- name: deployer\n  user:\n    token: %s\ncontexts:\n- context: {cluster: prod, user: deployer}\n  name: prod"
           % (ch(['10.0.0.10', 'k8s-api.acme.internal']), tok))
    mc = L(lang, "The CI kubeconfig (stored as a file variable) was printed by `cat` in a debug step:\n",
           "디버그 스텝에서 `cat`으로 CI kubeconfig(파일 변수)가 그대로 출력됨:\n") + cfg
    return 'yaml: kubeconfig SA token', [mc, '', L(lang, "Can I get a namespaced token instead?", "네임스페이스 한정 토큰 받을 수 있나요?")], [tok]


@gen(2)
def g_pip_index(lang):
    u = ch(['ci', 'deploy', 'build'])
    pw = ch([pw_url(), an(32), 'AKCp' + an(69)])
    enc = pct(pw)
    host = ch(['nexus.acme.internal/repository/pypi-group', 'acme.jfrog.io/artifactory/api/pypi/pypi/', 'pkgs.dev.azure.com/acme/_packaging/feed/pypi'])
    k = R.randint(0, 2)
    if k == 0:
        body = '[global]\nindex-url = https://%s:%s@%s/simple\ntimeout = 60' % (u, enc, host)
        cat = 'ini: pip.conf index-url with credentials'
    elif k == 1:
        body = 'RUN pip install --no-cache-dir --extra-index-url https://%s:%s@%s/simple -r requirements.txt' % (u, enc, host)
        cat = 'dockerfile: pip extra-index-url with credentials'
    else:
        body = '$ poetry config http-basic.private %s %s' % (u, pw)
        enc = pw
        cat = 'shell: poetry config http-basic'
    mc = L(lang, "Private packages failed to resolve in Docker builds. Relevant config:\n", "Docker 빌드에서 사내 패키지를 못 찾음. 관련 설정:\n") + body
    le = L(lang, "Credentials baked into a layer stay in the image history; use BuildKit secrets.", "레이어에 들어간 크리덴셜은 이미지 히스토리에 남음. BuildKit secret을 쓸 것.")
    return cat, [mc, le, ''], [enc]


@gen(1)
def g_npmrc_auth(lang):
    u, pw = ch(['ci', 'deployer']), pw_plain(20)
    k = R.randint(0, 1)
    if k == 0:
        blob = base64.b64encode(('%s:%s' % (u, pw)).encode()).decode()
        body = 'registry=https://nexus.acme.internal/repository/npm-group/\n_auth=%s\nalways-auth=true\nemail=ci@acme.io' % blob
        secs = [blob]
        cat = 'npmrc: _auth base64 user:pass'
    else:
        blob = base64.b64encode(pw.encode()).decode()
        body = '//npm.pkg.github.com/:_authToken=%s\n//nexus.acme.internal/repository/npm/:username=%s\n//nexus.acme.internal/repository/npm/:_password=%s' % ('ghp_' + an(36), u, blob)
        secs = [body.split('_authToken=')[1].split('\n')[0], blob]
        cat = 'npmrc: _authToken and _password'
    mc = L(lang, "npm ci hung on 401 in CI; the repo's committed .npmrc is:\n", "CI에서 npm ci가 401로 멈춤. 레포에 커밋된 .npmrc:\n") + body
    ask = L(lang, "Should .npmrc use ${NPM_TOKEN} interpolation instead?", ".npmrc에서 ${NPM_TOKEN} 치환 방식으로 바꿔야 하나요?")
    return cat, [mc, '', ask], secs


@gen(1)
def g_maven_gradle(lang):
    k = R.randint(0, 1)
    if k == 0:
        pw = pw_plain(22)
        body = '<settings>\n  <servers>\n    <server>\n      <id>acme-releases</id>\n      <username>deployer</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>' % pw
        secs = [pw]
        cat = 'xml: maven settings.xml server password'
        mc = L(lang, "mvn deploy returned 401; ~/.m2/settings.xml on the release agent:\n", "mvn deploy가 401 리턴. 릴리스 에이전트의 ~/.m2/settings.xml:\n") + body
    else:
        p1, p2 = pw_any(), pw_plain(16)
        body = 'org.gradle.jvmargs=-Xmx4g\nsigning.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhPassword=%s' % (hx(8).upper(), p1, p2)
        secs = [p1, p2]
        cat = 'properties: gradle signing + ossrh password'
        mc = L(lang, "Publishing to Maven Central failed at the signing step; gradle.properties on the runner:\n", "Maven Central 배포가 서명 단계에서 실패. 러너의 gradle.properties:\n") + body
    le = L(lang, "The signing key id is fine; the passphrase was the problem.", "서명 키 ID는 문제 없고 passphrase가 문제였음.") if k else ''
    return cat, [mc, le, ''], secs


@gen(2)
def g_basic_header(lang):
    u = ch(['api', 'partner-kr', 'admin', 'integration', 'svc_sync'])
    pw = pw_any()
    blob = base64.b64encode(('%s:%s' % (u, pw)).encode()).decode()
    k = R.randint(0, 2)
    if k == 0:
        body = '%s [http-nio-8080-exec-7] DEBUG o.s.web.filter.CommonsRequestLoggingFilter - Before request [POST /api/v1/settlements, headers=[host:"api.acme.io", authorization:"Basic %s", content-type:"application/json"]]' % (tstamp(), blob)
        cat = 'log: Spring request logging Basic header'
    elif k == 1:
        body = "requests.post(url, headers={'Authorization': 'Basic %s'}, json=payload, timeout=10)" % blob
        cat = 'python: hardcoded Basic header'
    else:
        body = '> GET /partner/v2/orders?since=2025-03-01 HTTP/2\n> Host: partner.example.co.kr\n> authorization: Basic %s\n> user-agent: curl/8.5.0\n< HTTP/2 403' % blob
        cat = 'curl -v: Basic header'
    mc = L(lang, "Partner API returned 403 for our account. What was sent:\n", "제휴사 API가 우리 계정에 403을 줌. 보낸 요청:\n") + body
    le = L(lang, "403 here means our IP is not allowlisted; credentials were accepted.", "여기서 403은 IP 허용목록 문제고 크리덴셜은 통과한 것.")
    return cat, [mc, le, ''], [blob]


@gen(2)
def g_bearer_jwt_log(lang):
    iat = ts_recent()
    payload = {'sub': uuid4(), 'email': ch(['minji.kang@acme.co.kr', 'ops@acme.io', 'user1823@example.com']), 'role': ch(['admin', 'user', 'support']),
               'iat': iat, 'exp': iat + 3600}
    tok = jwt(payload, alg=ch(['HS256', 'RS256']), sig_bytes=ch([32, 256]))
    k = R.randint(0, 1)
    if k == 0:
        body = '10.0.2.14 - - [01/Mar/2025:09:12:44 +0900] "GET /api/me HTTP/1.1" 200 512 "-" "okhttp/4.12.0" auth="Bearer %s"' % tok
        cat = 'log: nginx access log with bearer JWT'
    else:
        body = 'curl -s https://api.acme.io/v2/admin/users?page=3 \\\n  -H "Authorization: Bearer %s"' % tok
        cat = 'shell: curl bearer JWT'
    mc = L(lang, "Support asked why an admin endpoint returned data for a normal user. The request they gave me:\n",
           "일반 유저가 admin 엔드포인트 데이터를 받았다는 문의. 전달받은 요청:\n") + body
    le = L(lang, "The gateway only checks the signature, not the role claim.", "게이트웨이가 서명만 검증하고 role claim은 안 봄.")
    ask = L(lang, "Is role enforcement supposed to be in the gateway or the service?", "role 검증은 게이트웨이 책임인가요 서비스 책임인가요?")
    return cat, [mc, le, ask], [tok]


@gen(2)
def g_session_cookie(lang):
    k = R.randint(0, 3)
    if k == 0:
        sid = rs(32, ANL)
        body = "curl 'https://admin.acme.io/admin/orders/?status=failed' -H 'cookie: csrftoken=%s; sessionid=%s' -H 'accept: text/html'" % (an(32), sid)
        cat = 'curl: Django sessionid cookie'
    elif k == 1:
        sid = 's%3A' + rs(32, B64U) + '.' + rs(43, B64U).replace('-', '%2B')
        body = 'HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: connect.sid=%s; Path=/; Expires=Sat, 08 Mar 2025 02:11:09 GMT; HttpOnly; Secure' % sid
        cat = 'http: Express connect.sid Set-Cookie'
    elif k == 2:
        sid = rs(R.randint(160, 220), B64).replace('+', '%2B').replace('/', '%2F') + '--' + hx(40)
        body = 'Cookie: _shop_session=%s; locale=ko' % sid
        cat = 'header: Rails session cookie'
    else:
        sid = hx(26).upper() if R.random() < 0.5 else rs(26, ANL)
        body = 'JSESSIONID=%s; Path=/portal; HttpOnly  (copied from DevTools > Application > Cookies)' % sid if sid.isupper() else 'PHPSESSID=%s' % sid
        cat = 'cookie: JSESSIONID/PHPSESSID'
    mc = L(lang, "Could not reproduce the admin-only bug without a logged-in session; the reporter copied their cookies:\n",
           "로그인 세션 없이는 관리자 전용 버그 재현이 안 됨. 제보자가 쿠키를 복사해줌:\n") + body
    le = L(lang, "Session cookies are as good as a password until they expire; ask for a test account instead.",
           "세션 쿠키는 만료 전까지 비번이랑 같음. 테스트 계정을 요청할 것.")
    ask = L(lang, "Is there a staging admin account for reproducing bugs?", "버그 재현용 스테이징 관리자 계정이 있나요?")
    return cat, [mc, le, ask], [sid]


@gen(2)
def g_presigned_s3(lang):
    akid = 'ASIA' + rs(16, B32) if R.random() < 0.4 else 'AKIA' + rs(16, B32)
    sig = hx(64)
    region = ch(['ap-northeast-2', 'us-east-1', 'eu-west-1'])
    date = '2025%02d%02d' % (R.randint(1, 12), R.randint(1, 28))
    url = 'https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT021530Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host' % (
        ch(['acme-exports', 'kr-invoices-prod', 'media-private']), region, ch(['reports/2025-03/settlement.xlsx', 'uploads/u/8812/contract.pdf', 'backup/db-20250301.sql.gz']),
        akid, date, region, date, ch([3600, 604800, 86400]))
    secs = [akid, sig]
    if akid.startswith('ASIA'):
        st = 'IQoJb3JpZ2luX2VjE' + rs(R.randint(200, 300), AN + '/+')
        url += '&X-Amz-Security-Token=' + pct(st)
        secs.append(pct(st))
    url += '&X-Amz-Signature=' + sig
    mc = L(lang, "Customer said the download link from the export email 403s. The link they pasted:\n",
           "고객이 export 메일의 다운로드 링크가 403이라고 함. 붙여준 링크:\n") + url
    le = L(lang, "Presigned URLs created with role credentials die when the session expires, regardless of X-Amz-Expires.",
           "role 크리덴셜로 만든 presigned URL은 X-Amz-Expires와 상관없이 세션 만료 시 같이 죽음.")
    return 'url: S3 presigned URL (key id + signature) [AWS]', [mc, le, ''], secs


@gen(1)
def g_gcs_signed(lang):
    sig = hx(512)
    url = 'https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F20250301%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250301T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s' % (
        ch(['acme-ml-datasets', 'kr-user-uploads']), ch(['train/shard-0007.parquet', 'avatars/4412.png']), ch(['signer', 'uploader']), ch(['acme-prod', 'kr-data-412']), sig)
    mc = L(lang, "Signed upload URL from the API:\n", "API가 준 signed 업로드 URL:\n") + url
    le = L(lang, "900s is too short for large uploads over mobile networks.", "모바일 네트워크로 큰 파일 올리기엔 900초는 짧음.")
    return 'url: GCS V4 signed URL [Google Cloud]', [mc, le, ''], [sig]


@gen(1)
def g_azure_sas(lang):
    sig = pct(b64(32))
    url = 'https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rwdlacupiytfx&se=2026-03-01T00:00:00Z&st=2025-03-01T00:00:00Z&spr=https&sig=%s' % (
        'st' + rs(10, ANL), ch(['exports', 'backups', 'invoices']), ch(['2025/03/report.csv', 'db/full.bak', '']), sig)
    mc = L(lang, "The backup job uses a SAS URL stored in the job definition:\n", "백업 잡이 잡 정의에 저장된 SAS URL을 씀:\n") + 'AZCOPY_DEST="%s"' % url
    le = L(lang, "This SAS is account-level with all permissions and a one-year expiry.", "이 SAS는 계정 단위 전체 권한에 만료가 1년임.")
    ask = L(lang, "Can we switch to a user-delegation SAS?", "user delegation SAS로 바꿀 수 있나요?")
    return 'url: Azure account SAS sig [Azure Storage]', [mc, le, ask], [sig]


@gen(1)
def g_cloudfront_signed(lang):
    sig = rs(R.randint(170, 180), AN + '-~_')
    url = 'https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s' % (
        rs(13, ANL), digits(5), ts_recent(), sig, rs(13, ANU))
    mc = L(lang, "Player failed on Safari only. Sample signed URL from the app:\n", "사파리에서만 플레이어 실패. 앱에서 받은 signed URL 예시:\n") + url
    le = L(lang, "Safari drops the query string on the variant playlists; use signed cookies.", "사파리는 variant 플레이리스트에서 쿼리스트링을 떨굼. signed cookie를 써야 함.")
    return 'url: CloudFront signed URL [AWS]', [mc, le, ''], [sig]


@gen(3)
def g_webhook_url(lang):
    k = R.randint(0, 5)
    if k == 0:
        tok = an(24)
        url = 'https://hooks.slack.com/services/T%s/B%s/%s' % (rs(10, ANU), rs(10, ANU), tok)
        cat, v = 'url: Slack incoming webhook', 'Slack'
    elif k == 1:
        tok = rs(68, B64U)
        url = 'https://discord.com/api/webhooks/%s/%s' % (digits(19), tok)
        cat, v = 'url: Discord webhook', 'Discord'
    elif k == 2:
        tok = hx(32) + '/' + uuid4() + '/V2' + rs(43, B64U)
        url = 'https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s' % (uuid4(), uuid4(), tok)
        cat, v = 'url: Microsoft Teams incoming webhook', 'Microsoft Teams'
    elif k == 3:
        key = 'AIza' + rs(35, B64U)
        t = pct(rs(43, B64U) + '=')
        url = 'https://chat.googleapis.com/v1/spaces/%s/messages?key=%s&token=%s' % (rs(11, AN), key, t)
        tok = None
        cat, v = 'url: Google Chat webhook (key + token)', 'Google Chat'
    elif k == 4:
        tok = uuid4()
        url = 'https://open.feishu.cn/open-apis/bot/v2/hook/%s' % tok
        cat, v = 'url: Feishu bot webhook', 'Feishu'
    else:
        tok = rs(26, ANL)
        url = 'https://mattermost.acme.io/hooks/%s' % tok
        cat, v = 'url: Mattermost incoming webhook', 'Mattermost'
    secs = [tok] if tok else [key, t]
    body = ch(['ALERT_WEBHOOK_URL=%s' % url, 'alertmanager:\n  receivers:\n  - name: oncall\n    webhook_configs:\n    - url: %s' % url,
               'curl -X POST -H "Content-Type: application/json" -d \'{"text":"deploy finished"}\' %s' % url])
    mc = L(lang, "Deploy notifications stopped. I didn't know where they are configured; found this:\n",
           "배포 알림이 안 옴. 어디서 설정하는지 몰랐는데 이걸 찾음:\n") + body
    le = L(lang, "Anyone with the webhook URL can post to the channel; it has to be treated as a secret.",
           "웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있음. 시크릿으로 취급해야 함.")
    return cat + ' [%s]' % v, [mc, le, ''], secs


# ---- private keys
def b64line(n):
    return rs(n, B64)


def pem_body(kind):
    """returns (begin, end, lines)"""
    if kind == 'rsa':
        first = 'MIIEpAIBAAKCAQEA' + b64line(48)
        lines = [first] + [b64line(64) for _ in range(R.randint(4, 7))]
        return '-----BEGIN RSA PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----', lines, True
    if kind == 'pkcs8':
        first = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + b64line(14)
        lines = [first] + [b64line(64) for _ in range(R.randint(4, 7))]
        return '-----BEGIN PRIVATE KEY-----', '-----END PRIVATE KEY-----', lines, True
    if kind == 'ec':
        lines = ['MHcCAQEEI' + b64line(55), b64line(64), b64line(52) + '==']
        return '-----BEGIN EC PRIVATE KEY-----', '-----END EC PRIVATE KEY-----', lines, False
    if kind == 'p8':
        lines = ['MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg' + b64line(16), b64line(64), b64line(64), b64line(8)]
        return '-----BEGIN PRIVATE KEY-----', '-----END PRIVATE KEY-----', lines, False
    if kind == 'openssh':
        lines = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
                 rs(70, B64), rs(70, B64), rs(70, B64), rs(R.randint(20, 40), B64) + '=']
        lines[0] = lines[0]  # standard header for an unencrypted ed25519 key
        lines[1] = 'QyNTUxOQAAACA' + lines[1][13:]
        return '-----BEGIN OPENSSH PRIVATE KEY-----', '-----END OPENSSH PRIVATE KEY-----', lines, False
    if kind == 'pgp':
        lines = ['lQOYBGX' + b64line(57)] + [b64line(64) for _ in range(R.randint(3, 5))] + ['=' + b64line(4)]
        return '-----BEGIN PGP PRIVATE KEY BLOCK-----', '-----END PGP PRIVATE KEY BLOCK-----', lines, True
    raise ValueError(kind)


@gen(4)
def g_pem_key(lang):
    kind = ch(['rsa', 'pkcs8', 'ec', 'p8', 'openssh', 'openssh', 'pgp', 'ec'])
    begin, end, lines, truncated = pem_body(kind)
    secs = list(lines)
    if kind == 'pgp':
        secs = lines[:-1]           # the CRC line (=XXXX) is 5 chars, below the 8-char floor
    body = begin + '\n' + '\n'.join(lines) + ('\n...' if truncated else '') + '\n' + end
    ctxs = {
        'p8': ("App Store Connect API calls need the .p8 key; it was attached to the ticket as text (AuthKey_%s.p8):" % rs(10, ANU),
               "App Store Connect API 호출에 .p8 키가 필요함. 티켓에 텍스트로 첨부돼 있었음 (AuthKey_%s.p8):" % rs(10, ANU)),
        'pgp': ("I didn't know the release job signs artifacts with a key stored in the repo. keys/release-signing.asc:",
                "릴리스 잡이 레포에 들어있는 키로 아티팩트를 서명한다는 걸 몰랐음. keys/release-signing.asc:"),
        'openssh': ("ssh to the bastion failed with 'invalid format'; the key file the user pasted was:",
                    "bastion ssh가 'invalid format'으로 실패. 사용자가 붙여준 키 파일:"),
    }
    default = ch([("The deploy key in the CI variable was malformed (CRLF line endings). The first lines the user pasted:",
                   "CI 변수에 넣은 배포 키가 깨져 있었음 (CRLF 줄바꿈). 사용자가 붙여준 앞부분:"),
                  ("The TLS key for the ingress was committed next to the cert in certs/:",
                   "ingress용 TLS 키가 인증서 옆에 certs/ 폴더로 커밋돼 있었음:")])
    ctx = ctxs.get(kind, default)
    le = L(lang, "Line endings matter: the key must end with a newline and use LF only.", "줄바꿈 중요: 키는 LF만 쓰고 마지막에 개행이 있어야 함.")
    ask = L(lang, "Where should private keys for CI live instead of the repo?", "CI용 개인키는 레포 말고 어디에 둬야 하나요?")
    if R.random() < 0.7:
        mc = P(ctx, lang) + '\n' + body
    else:
        mc = L(lang, "Key-based auth failed with 'invalid format' / 'bad decrypt'.", "키 인증이 'invalid format' / 'bad decrypt'로 실패.")
        le = L(lang, "The fixed key file (LF endings) looks like this:\n", "LF 줄바꿈으로 고친 키 파일:\n") + body
    return 'pem: %s private key body lines' % kind, [mc, le, ask], secs


@gen(2)
def g_gcp_sa_json(lang):
    begin, end, lines, _t = pem_body('pkcs8')
    lines = lines[:R.randint(3, 5)]
    proj = ch(['acme-prod-4821', 'kr-data-platform', 'shop-analytics-77'])
    pk = '-----BEGIN PRIVATE KEY-----\\n' + '\\n'.join(lines) + '\\n...'
    body = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        proj, hx(40), pk, ch(['bq-loader', 'firebase-adminsdk-x7k2p', 'gcs-uploader']), proj, digits(21))
    mc = L(lang, "BigQuery load job failed with invalid_grant. The service-account JSON was pasted into the issue (truncated):\n",
           "BigQuery 적재 잡이 invalid_grant로 실패. 이슈에 서비스 계정 JSON이 붙어 있었음 (잘림):\n") + body
    le = L(lang, "invalid_grant here meant the key had been deleted in IAM; the JSON itself was fine.", "여기서 invalid_grant는 IAM에서 키가 삭제됐다는 뜻. JSON 자체는 문제 없었음.")
    ask = L(lang, "Can the job use Workload Identity instead of a key file?", "키 파일 대신 Workload Identity를 쓸 수 있나요?")
    return 'json: GCP service account private_key lines', [mc, le, ask], lines


@gen(2)
def g_totp(lang):
    seed = rs(ch([16, 32]), B32)
    k = R.randint(0, 2)
    issuer = ch(['AWS', 'GitHub', 'Acme VPN', 'Cloudflare', 'NaverWorks', 'Okta'])
    if k == 0:
        shown = 'otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30' % (pct(issuer), ch(['ops@acme.io', 'shared-admin', 'root']), seed, pct(issuer))
        sec = seed
        cat = 'url: otpauth TOTP seed'
    elif k == 1:
        sec = ' '.join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        shown = L(lang, "setup key (can't scan QR): ", "QR 스캔 안 될 때 입력 키: ") + sec
        cat = 'text: TOTP setup key grouped'
    else:
        sec = seed
        shown = "MFA_TOTP_SECRET=%s  # %s shared root account" % (seed, issuer)
        cat = 'env: TOTP secret for shared account'
    mc = L(lang, "The shared %s admin account has MFA, and nobody told me who holds the device. In the team vault note:\n" % issuer,
           "공용 %s 관리자 계정에 MFA가 걸려 있는데 기기를 누가 갖고 있는지 아무도 말 안 해줌. 팀 vault 노트에 있던 내용:\n" % issuer) + shown
    le = L(lang, "A TOTP seed in a shared note defeats the point of MFA.", "공유 노트에 TOTP 시드를 두면 MFA 의미가 없음.")
    ask = L(lang, "Can each of us get our own IAM user instead of the shared one?", "공용 계정 말고 각자 개인 계정을 받을 수 있나요?")
    return cat, [mc, le, ask], [sec]


@gen(3)
def g_recovery_codes(lang):
    k = R.randint(0, 4)
    if k == 0:
        codes = ['%s-%s' % (hx(5), hx(5)) for _ in range(R.randint(4, 8))]
        svc_, cat = 'GitHub', 'list: GitHub recovery codes'
    elif k == 1:
        codes = ['%s %s' % (digits(4, False), digits(4, False)) for _ in range(R.randint(4, 8))]
        svc_, cat = 'Google', 'list: Google backup codes'
    elif k == 2:
        codes = ['%s-%s' % (rs(4, ANL), rs(4, ANL)) for _ in range(R.randint(4, 8))]
        svc_, cat = 'Discord', 'list: Discord backup codes'
    elif k == 3:
        codes = [rs(10, ANL) for _ in range(R.randint(4, 8))]
        svc_, cat = 'npm', 'list: npm recovery codes'
    else:
        codes = ['A3-%s-%s-%s-%s-%s-%s' % (rs(6, ANU), rs(6, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU), rs(5, ANU))]
        svc_, cat = '1Password', 'text: 1Password Secret Key'
    listing = '\n'.join(('- ' if R.random() < 0.5 else '') + c for c in codes) if len(codes) > 1 else codes[0]
    if R.random() < 0.5:
        mc = L(lang, "Lost access to the %s org owner account during the incident. The recovery codes were in the old wiki page:\n" % svc_,
               "장애 중에 %s 조직 owner 계정 접근을 잃음. 복구 코드가 예전 위키 페이지에 있었음:\n" % svc_) + listing
        le = L(lang, "Recovery codes are single use; mark the used one.", "복구 코드는 일회용이니 쓴 건 표시할 것.")
    else:
        mc = L(lang, "Needed to log in as the %s break-glass account; I didn't know where the second factor is." % svc_,
               "%s break-glass 계정으로 로그인해야 했는데 2차 인증 수단이 어디 있는지 몰랐음." % svc_)
        le = L(lang, "Used these from the shared doc:\n", "공유 문서에 있던 이것들로 로그인함:\n") + listing
    return cat + ' [%s]' % svc_, [mc, le, L(lang, "Who keeps break-glass credentials?", "break-glass 크리덴셜은 누가 관리하나요?")], codes


BIP39_SAMPLE = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access',
                'accident', 'account', 'accuse', 'achieve', 'acid', 'acoustic', 'acquire', 'across', 'action', 'actor', 'actual',
                'adapt', 'address', 'adjust', 'admit', 'adult', 'advance', 'advice', 'afford', 'afraid', 'again', 'agent', 'agree',
                'ahead', 'airport', 'aisle', 'alarm', 'album', 'alert', 'alien', 'alley', 'allow', 'almost', 'alone', 'alpha',
                'already', 'alter', 'always', 'amateur', 'amazing', 'among', 'amount', 'anchor', 'ancient', 'anger', 'angle',
                'animal', 'ankle', 'announce', 'annual', 'answer', 'antenna', 'antique', 'anxiety', 'apart', 'apology', 'appear',
                'apple', 'approve', 'april', 'arctic', 'arena', 'argue', 'armor', 'army', 'arrange', 'arrest', 'arrive', 'arrow',
                'artist', 'aspect', 'asset', 'assist', 'assume', 'athlete', 'atom', 'attack', 'attend', 'auction', 'audit',
                'august', 'author', 'autumn', 'average', 'avocado', 'avoid', 'awake', 'aware', 'awesome', 'awkward', 'axis',
                'bacon', 'badge', 'balance', 'bamboo', 'banana', 'banner', 'barrel', 'basket', 'battle', 'beach', 'bean',
                'beauty', 'become', 'behave', 'believe', 'bench', 'benefit', 'betray', 'beyond', 'bicycle', 'blanket', 'blossom',
                'border', 'bounce', 'bracket', 'brave', 'bridge', 'brisk', 'broccoli', 'bronze', 'bubble', 'budget', 'buffalo']


@gen(1)
def g_seed_phrase(lang):
    n = ch([12, 12, 24])
    phrase = ' '.join(ch(BIP39_SAMPLE) for _ in range(n))
    mc = L(lang, "The test wallet for the payment-gateway sandbox is funded from a hot wallet whose mnemonic is in config/wallet.yaml:\n",
           "결제 게이트웨이 샌드박스용 테스트 지갑은 핫월렛에서 충전되는데, 니모닉이 config/wallet.yaml에 있음:\n")
    mc += 'hot_wallet:\n  network: %s\n  mnemonic: "%s"\n  derivation_path: "m/44\'/60\'/0\'/0/0"' % (ch(['mainnet', 'polygon', 'sepolia']), phrase)
    le = L(lang, "Even for testnets this mnemonic controls the mainnet addresses derived from it.", "테스트넷용이라도 이 니모닉으로 파생되는 메인넷 주소까지 통제됨.")
    return 'yaml: BIP39 wallet mnemonic', [mc, le, ''], [phrase]


@gen(2)
def g_wifi(lang):
    ssid = ch(['ACME-Office', 'acme_5G', 'KT_GiGA_5G_A3F1', 'iptime-dev', 'Guest-Lab'])
    k = R.randint(0, 2)
    if R.random() < 0.5:
        psk = pw_korean_keyboard()[0]
    else:
        psk = pw_human() if R.random() < 0.5 else digits(10, False)
    if k == 0:
        body = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
        cat = 'config: wpa_supplicant psk'
    elif k == 1:
        body = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, psk)
        cat = 'shell: nmcli wifi password'
    else:
        body = L(lang, 'lab Wi-Fi: %s / %s' % (ssid, psk), '랩실 와이파이: %s / 비번 %s' % (ssid, psk))
        cat = 'text: wifi ssid / password'
    mc = L(lang, "The kiosk Raspberry Pis drop off the network after reboot. Provisioning step:\n",
           "키오스크 라즈베리파이가 재부팅 후 네트워크에서 빠짐. 프로비저닝 단계:\n") + body
    le = L(lang, "wlan0 comes up before the regulatory domain is set; set country=KR first.", "regulatory domain 설정 전에 wlan0이 올라옴. country=KR 먼저 설정.")
    return cat, [mc, le, ''], [psk]


@gen(4)
def g_human_pw_chat(lang):
    kk = R.randint(0, 2)
    if kk == 0:
        pw, word = pw_korean_keyboard()
    elif kk == 1:
        pw = pw_human()
    else:
        pw = ch(KO_WORDS) + ch(KO_WORDS) + str(R.randint(1, 9999)) + ch(SYMS) if lang == 'ko' else pw_passphrase()
        while len(pw) < 9:
            pw = ch(KO_WORDS) + pw
    who = person(lang)
    sys_ = ch([('the staging admin console', '스테이징 관리자 콘솔'), ('the NAS', 'NAS'), ('Jenkins', '젠킨스'), ('the QA test account', 'QA 테스트 계정'),
               ('the router admin page', '공유기 관리자 페이지'), ('the shared Figma account', '공용 Figma 계정')])
    sysn = sys_[1] if lang == 'ko' else sys_[0]
    forms = [
        ("{who}: the password for {sys} is {pw} (changed it yesterday)", "{who}: {sys} 비번 {pw} 이에요 (어제 바꿈)"),
        ("Asked {who} for access to {sys}; reply was \"id admin / pw {pw}\"", "{who}께 {sys} 접근 물어봤더니 \"아이디 admin / 비번 {pw}\" 이라고 줌"),
        ("{who} said to log into {sys} with {pw} until SSO is fixed", "{who|이/가} SSO 고쳐질 때까지 {sys|은/는} {pw} 로 로그인하라고 함"),
    ]
    line = P(ch(forms), lang, who=who, sys=sysn, pw=pw)
    place = R.randint(0, 2)
    intro = L(lang, "I had no access to %s and the task needed it." % sysn, "%s 접근 권한이 없었는데 작업에 필요했음." % sysn)
    if place == 0:
        f = [intro + '\n' + line, L(lang, "Shared passwords in chat end up in these notes; ask for a personal account.", "채팅으로 받은 공용 비번은 결국 노트에 남음. 개인 계정을 요청할 것."), '']
    elif place == 1:
        f = [intro, line, L(lang, "Who can create personal accounts for %s?" % sysn, "%s 개인 계정은 누가 만들어주나요?" % sysn)]
    else:
        f = [intro, '', L(lang, "Is %s still the password for %s, or did it change again?" % (pw, sysn), "%s 비번 아직 %s 맞나요, 또 바뀌었나요?" % (sysn, pw))]
    return 'chat: human password (%s)' % ['korean-keyboard', 'human', 'phrase/hangul'][kk], f, [pw]


@gen(2)
def g_old_new_pw(lang):
    old = pw_any()
    new = pw_any()
    u = user(lang)
    k = R.randint(0, 2)
    if k == 0:
        body = "$ mysqladmin -u %s -p'%s' password '%s'" % (u, old.replace("'", ''), new.replace("'", ''))
        old, new = old.replace("'", ''), new.replace("'", '')
        cat = 'shell: mysqladmin old -> new password'
    elif k == 1:
        body = L(lang, "rotated the %s password: old=%s new=%s" % (u, old, new), "%s 비번 변경함: 이전=%s 새 비번=%s" % (u, old, new))
        cat = 'text: old and new password'
    else:
        body = "- DB_PASSWORD=%s\n+ DB_PASSWORD=%s" % (old, new)
        cat = 'diff: old and new DB password'
    mc = L(lang, "After the password rotation the app still used the old one from the cached env:\n",
           "비번 로테이션 후에도 앱이 캐시된 env의 예전 비번을 씀:\n") + body
    le = L(lang, "Pods keep env values until restarted; roll the deployment after rotating.", "파드는 재시작 전까지 env 값을 유지함. 로테이션 후 deployment 롤링 필요.")
    return cat, [mc, le, ''], [old, new]


@gen(2)
def g_pin(lang):
    k = R.randint(0, 3)
    if k == 0:
        pin, puk = digits(8, False), digits(8, False)
        body = 'ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s' % (pin, puk)
        secs, cat = [pin, puk], 'shell: YubiKey PIV PIN/PUK'
    elif k == 1:
        pin = digits(8, False)
        body = L(lang, 'HSM partition PIN: %s' % pin, 'HSM 파티션 PIN: %s' % pin)
        secs, cat = [pin], 'text: HSM PIN'
    elif k == 2:
        pw = pw_korean_keyboard()[0] if R.random() < 0.5 else pw_human()
        body = L(lang, 'Joint certificate (NPKI) for the corporate bank account, cert password: %s' % pw,
                 '법인 계좌 공동인증서 비밀번호: %s (signCert.der / signPri.key 는 NAS 공유폴더)' % pw)
        secs, cat = [pw], 'text: Korean NPKI certificate password'
    else:
        pin = digits(8, False)
        body = 'pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects' % pin
        secs, cat = [pin], 'shell: pkcs11-tool --pin'
    mc = L(lang, "Code-signing / banking automation needs a token PIN I didn't have. From the handover doc:\n",
           "코드 서명/뱅킹 자동화에 토큰 PIN이 필요했는데 없었음. 인수인계 문서에서:\n") + body
    return cat, [mc, L(lang, "Three wrong PIN attempts lock the token.", "PIN 3번 틀리면 토큰이 잠김."), ''], secs


@gen(2)
def g_keystore(lang):
    sp, kp = pw_any(), pw_any()
    k = R.randint(0, 2)
    if k == 0:
        body = 'storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=../keystore/upload.jks' % (sp, kp)
        cat = 'properties: Android keystore.properties'
        secs = [sp, kp]
    elif k == 1:
        sp = pw_plain(16)
        body = 'keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore server.jks -deststorepass %s' % (sp, sp)
        cat = 'shell: keytool -srcstorepass/-deststorepass'
        secs = [sp]
    else:
        sp = pw_plain(16)
        body = 'openssl pkcs12 -export -in cert.pem -inkey key.pem -out ios_dist.p12 -passout pass:%s' % sp
        cat = 'shell: openssl pkcs12 -passout pass:'
        secs = [sp]
    mc = L(lang, "Release build signing failed on the new Mac runner. The signing setup:\n", "새 Mac 러너에서 릴리스 빌드 서명이 실패. 서명 설정:\n") + body
    le = L(lang, "Keep keystore passwords in the CI secret store and pass them as env vars.", "keystore 비번은 CI secret에 두고 env로 넘길 것.")
    return cat, [mc, le, ''], secs


@gen(4)
def g_framework_secret(lang):
    k = R.randint(0, 8)
    dj = 'abcdefghijklmnopqrstuvwxyz0123456789!@#%^*(-_=+)'
    if k == 0:
        v = ch(['django-insecure-', '']) + rs(50, dj)
        body, cat = "SECRET_KEY = '%s'" % v, 'python: Django SECRET_KEY'
    elif k == 1:
        v = hx(128)
        body, cat = 'production:\n  secret_key_base: %s' % v, 'yaml: Rails secret_key_base'
    elif k == 2:
        v = hx(32)
        body, cat = '$ cat config/master.key\n%s' % v, 'shell: Rails master.key'
    elif k == 3:
        v = 'base64:' + b64(32)
        body, cat = 'APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false' % v, 'env: Laravel APP_KEY'
    elif k == 4:
        v = b64(32)
        body, cat = 'NEXTAUTH_URL=https://app.acme.io\nNEXTAUTH_SECRET=%s' % v, 'env: NextAuth secret'
    elif k == 5:
        v = ch([pw_human(), rs(R.randint(24, 48), AN), pw_passphrase()])
        body, cat = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false, cookie: { secure: true } }));" % v, 'js: express-session secret'
    elif k == 6:
        v = ch([rs(64, AN), hx(64), pw_human() + pw_human()])
        body, cat = 'jwt:\n  secret: %s\n  expiration: 86400' % v, 'yaml: JWT HMAC secret'
    elif k == 7:
        v = rs(R.randint(24, 40), AN + '!@#$')
        body, cat = "app.config['SECRET_KEY'] = '%s'\napp.config['SESSION_COOKIE_SECURE'] = True" % v, 'python: Flask SECRET_KEY'
    else:
        v = b64(64)
        body, cat = 'spring.security.oauth2.authorizationserver.jwt-signing-key=%s' % v, 'properties: JWT signing key'
    mc = L(lang, "Users were logged out on every deploy. I didn't know the signing secret differs per replica because it is generated when missing. What is committed:\n",
           "배포할 때마다 유저가 로그아웃됨. 서명 시크릿이 없으면 생성돼서 레플리카마다 다르다는 걸 몰랐음. 커밋돼 있는 값:\n") + body
    if R.random() < 0.4:
        mc = L(lang, "Users were logged out on every deploy; the signing secret was different on each replica.", "배포할 때마다 유저가 로그아웃됨. 서명 시크릿이 레플리카마다 달랐음.")
        le = L(lang, "Pinned it for now (needs to move to the secret store):\n", "일단 고정함 (secret store로 옮겨야 함):\n") + body
    else:
        le = L(lang, "Changing this value invalidates every existing session and token.", "이 값을 바꾸면 기존 세션/토큰이 전부 무효화됨.")
    return cat, [mc, le, ''], [v]


@gen(3)
def g_crypto_key(lang):
    k = R.randint(0, 6)
    if k == 0:
        v = b64u(32, pad=True)
        body, cat, secs = 'AIRFLOW__CORE__FERNET_KEY=%s' % v, 'env: Airflow Fernet key', [v]
    elif k == 1:
        v = hx(64)
        body, cat, secs = 'FIELD_ENCRYPTION_KEY=%s  # AES-256, encrypts resident registration numbers' % v, 'env: AES-256 field encryption key', [v]
    elif k == 2:
        v = b64(32)
        body, cat, secs = 'encrypt = "%s"\nretry_join = ["10.0.1.10", "10.0.1.11"]' % v, 'hcl: Consul gossip encryption key', [v]
    elif k == 3:
        keys = [b64(33) for _ in range(5)]
        root = 'hvs.' + rs(24, AN)
        shown = R.sample(range(5), 3)
        body = '\n'.join('Unseal Key %d: %s' % (i + 1, keys[i]) for i in sorted(shown)) + '\n\nInitial Root Token: %s' % root
        cat, secs = 'shell: vault operator init output', [keys[i] for i in sorted(shown)] + [root]
    elif k == 4:
        v = b64(32)
        body, cat, secs = 'kind: EncryptionConfiguration\nresources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: %s\n      - identity: {}' % v, 'yaml: k8s EncryptionConfiguration key', [v]
    elif k == 5:
        v = rs(20, UP)
        body, cat, secs = '$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n%s' % v, 'shell: RabbitMQ erlang cookie', [v]
    else:
        v = b64(R.randint(48, 64))
        body, cat, secs = 'security:\n  keyFile: /etc/mongo/keyfile\n# keyfile content (same on every member):\n# %s' % v, 'yaml: MongoDB replica keyfile', [v]
    mc = L(lang, "Missing context: which key the cluster uses and where it lives. Found it here:\n", "몰랐던 것: 클러스터가 어떤 키를 쓰고 어디 있는지. 여기서 찾음:\n") + body
    le = L(lang, "Losing this key means the encrypted data cannot be read back; it must be backed up, but not in git.",
           "이 키를 잃으면 암호화된 데이터를 못 읽음. 백업은 하되 git에 두면 안 됨.")
    return cat, [mc, le, ''], secs


@gen(1)
def g_wp_salts(lang):
    alpha = AN + '!@#$%^*()-_=+[]{}<>~;:,.?/|'
    names = R.sample(['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT'], R.randint(2, 4))
    vals = [rs(64, alpha) for _ in names]
    body = "define('DB_NAME', 'wp_shop');\ndefine('DB_USER', 'wp');\n" + '\n'.join("define('%s', '%s');" % (n, v) for n, v in zip(names, vals))
    mc = L(lang, "The WordPress site got logged out constantly behind the load balancer; each node had different salts. wp-config.php excerpt:\n",
           "로드밸런서 뒤 WordPress가 계속 로그아웃됨. 노드마다 salt가 달랐음. wp-config.php 일부:\n") + body
    return 'php: WordPress auth keys/salts', [mc, L(lang, "Generate once and share via env.", "한 번 생성해서 env로 공유할 것."), ''], vals


@gen(2)
def g_wireguard(lang):
    priv, pub, psk = b64(32), b64(32), b64(32)
    with_psk = R.random() < 0.5
    body = '[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = %s:51820\nAllowedIPs = 10.0.0.0/16' % (
        R.randint(2, 250), priv, pub, ('PresharedKey = %s\n' % psk) if with_psk else '', ch(['vpn.acme.io', '203.0.113.10']))
    mc = L(lang, "Couldn't reach the private subnet from my laptop; the onboarding doc had a ready-made wg0.conf:\n",
           "노트북에서 private subnet에 안 붙음. 온보딩 문서에 완성된 wg0.conf가 있었음:\n") + body
    le = L(lang, "That config is one person's identity; everyone needs their own key pair.", "이 설정은 한 사람의 키임. 각자 키 페어를 따로 만들어야 함.")
    return 'config: WireGuard PrivateKey%s' % (' + PresharedKey' if with_psk else ''), [mc, le, ''], [priv] + ([psk] if with_psk else [])


@gen(1)
def g_age_key(lang):
    sk = 'AGE-SECRET-KEY-1' + rs(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')
    pk = 'age1' + rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')
    body = '# created: 2025-02-11T09:14:02+09:00\n# public key: %s\n%s' % (pk, sk)
    mc = L(lang, "SOPS decryption failed in CI; I didn't know the age identity is read from SOPS_AGE_KEY. The key file from the old runner:\n",
           "CI에서 SOPS 복호화 실패. age identity를 SOPS_AGE_KEY에서 읽는다는 걸 몰랐음. 예전 러너의 키 파일:\n") + body
    return 'file: age secret key', [mc, '', L(lang, "Who has the recipient list for .sops.yaml?", ".sops.yaml 수신자 목록은 누가 관리하나요?")], [sk]


@gen(2)
def g_cluster_join(lang):
    k = R.randint(0, 2)
    if k == 0:
        tok = '%s.%s' % (rs(6, ANL), rs(16, ANL))
        body = 'kubeadm join 10.0.0.10:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s' % (tok, hx(64))
        cat = 'shell: kubeadm join token'
    elif k == 1:
        tok = 'SWMTKN-1-%s-%s' % (rs(50, ANL), rs(25, ANL))
        body = 'docker swarm join --token %s 10.0.0.21:2377' % tok
        cat = 'shell: docker swarm join token'
    else:
        tok = 'K10%s::server:%s' % (hx(64), hx(32))
        body = 'curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.30:6443 K3S_TOKEN=%s sh -' % tok
        cat = 'shell: k3s node token'
    mc = L(lang, "Adding a worker node; the command from the cluster README:\n", "워커 노드 추가 작업. 클러스터 README에 있던 명령:\n") + body
    le = L(lang, "Join tokens in READMEs outlive their TTL in people's shell history.", "README에 적힌 조인 토큰은 TTL이 지나도 사람들 shell history에 남음.")
    return cat, [mc, le, ''], [tok]


@gen(2)
def g_initial_admin(lang):
    k = R.randint(0, 4)
    if k == 0:
        v = rs(16, AN + '-')
        body = '$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n%s' % v
        cat = 'shell: Argo CD initial admin password'
    elif k == 1:
        v = hx(32)
        body = '$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s' % v
        cat = 'shell: Jenkins initialAdminPassword'
    elif k == 2:
        v = b64(33)
        body = '$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: %s' % v
        cat = 'shell: GitLab initial_root_password'
    elif k == 3:
        v = hx(48)
        body = '    To access the server, open this file in a browser:\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=%s' % v
        cat = 'log: Jupyter token URL'
    else:
        v = rs(R.randint(16, 24), AN)
        enc = base64.b64encode(v.encode()).decode()
        body = '$ kubectl get secret grafana -o yaml | grep admin-password\n  admin-password: %s\n$ echo %s | base64 -d\n%s' % (enc, enc, v)
        cat = 'shell: k8s secret base64 + decoded'
        mc = L(lang, "Needed Grafana admin to add a datasource:\n", "데이터소스 추가하려고 Grafana admin이 필요했음:\n") + body
        return cat, [mc, '', ''], [enc, v]
    mc = L(lang, "Fresh install; I didn't know where the first admin password comes from:\n", "새로 설치함. 첫 admin 비번이 어디서 나오는지 몰랐음:\n") + body
    le = L(lang, "Change it right after first login and delete the bootstrap secret.", "첫 로그인 후 바로 바꾸고 bootstrap secret 삭제할 것.")
    return cat, [mc, le, ''], [v]


@gen(2)
def g_k8s_secret_data(lang):
    pw = pw_any()
    u = user(lang)
    enc_pw = base64.b64encode(pw.encode()).decode()
    enc_u = base64.b64encode(u.encode()).decode()
    body = 'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s' % (ch(['prod', 'billing', 'default']), enc_u, enc_pw)
    mc = L(lang, "I assumed base64 in the Secret manifest was encryption. It's committed here (k8s/db-secret.yaml):\n",
           "Secret 매니페스트의 base64가 암호화인 줄 알았음. 여기 커밋돼 있음 (k8s/db-secret.yaml):\n") + body
    le = L(lang, "base64 is encoding, not encryption; use SealedSecrets or External Secrets.", "base64는 인코딩이지 암호화가 아님. SealedSecrets나 External Secrets를 쓸 것.")
    return 'yaml: k8s Secret data base64 password', [mc, le, ''], [enc_pw]


@gen(2)
def g_network_secrets(lang):
    k = R.randint(0, 4)
    if k == 0:
        v = rs(R.randint(10, 16), AN)
        body = 'snmpwalk -v2c -c %s 10.10.0.1 1.3.6.1.2.1.2.2.1.2' % v
        cat = 'shell: SNMP community string'
        secs = [v]
    elif k == 1:
        v = pw_plain(24)
        body = '# /etc/ipsec.secrets\n%%any 203.0.113.50 : PSK "%s"' % v
        cat = 'config: IPsec PSK'
        secs = [v]
    elif k == 2:
        lines = [hx(32) for _ in range(R.randint(4, 6))]
        body = '-----BEGIN OpenVPN Static key V1-----\n' + '\n'.join(lines) + '\n...\n-----END OpenVPN Static key V1-----'
        cat = 'config: OpenVPN tls-auth static key lines'
        secs = lines
    elif k == 3:
        v = pw_plain(20)
        body = 'client office-vpn {\n    ipaddr = 10.20.0.0/16\n    secret = %s\n}' % v
        cat = 'config: RADIUS shared secret'
        secs = [v]
    else:
        v = pw_any()
        body = 'ipmitool -I lanplus -H 10.0.9.%d -U ADMIN -P \'%s\' chassis power status' % (R.randint(2, 200), v.replace("'", ''))
        v = v.replace("'", '')
        cat = 'shell: ipmitool -P'
        secs = [v]
    mc = L(lang, "Network/infra task; the previous admin's notes had:\n", "네트워크/인프라 작업. 전임자 메모에 있던 내용:\n") + body
    le = L(lang, "These are shared secrets on many devices; rotating means touching each one.", "여러 장비에 걸친 공유 시크릿이라 로테이션하려면 장비마다 바꿔야 함.")
    return cat, [mc, le, ''], secs


@gen(1)
def g_bitlocker(lang):
    v = '-'.join(digits(6, False) for _ in range(8))
    mc = L(lang, "The test laptop asked for the BitLocker recovery key after a BIOS update. IT sent:\n",
           "BIOS 업데이트 후 테스트 노트북이 BitLocker 복구 키를 요구함. IT에서 보내준 것:\n")
    mc += 'Recovery key ID: %s\nRecovery key: %s' % (hx(8).upper(), v)
    return 'text: BitLocker recovery key', [mc, L(lang, "Suspend BitLocker before firmware updates.", "펌웨어 업데이트 전에 BitLocker 일시 중지."), ''], [v]


@gen(2)
def g_apple_notary(lang):
    app_pw = '-'.join(rs(4, LO) for _ in range(4))
    k = R.randint(0, 1)
    if k == 0:
        body = 'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "%s" --team-id %s --password %s' % (ch(['build@acme.io', 'ios.dev@acme.co.kr']), rs(10, ANU), app_pw)
        secs = [app_pw]
        cat = 'shell: notarytool app-specific password [Apple]'
    else:
        mp = pw_any()
        body = 'MATCH_PASSWORD=%s\nFASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s' % (mp, ch(['build@acme.io', 'ios@acme.co.kr']), app_pw)
        secs = [mp, app_pw]
        cat = 'env: fastlane match password + app-specific password [Apple]'
    mc = L(lang, "Notarization failed on CI with 401. The CI setup:\n", "CI에서 notarization이 401로 실패. CI 설정:\n") + body
    return cat, [mc, L(lang, "App-specific passwords are revoked when the Apple ID password changes.", "Apple ID 비번을 바꾸면 앱 암호가 폐기됨."), ''], secs


@gen(2)
def g_oauth_response(lang):
    at = ch(['ya29.a0' + rs(R.randint(150, 200), B64U), 'gho_' + an(36), rs(40, AN)])
    rt = ch(['1//0e' + rs(R.randint(90, 100), B64U), 'ghr_' + an(76), rs(48, B64U)])
    body = '{"access_token":"%s","expires_in":3599,"refresh_token":"%s","scope":"openid email","token_type":"Bearer"}' % (at, rt)
    mc = L(lang, "The token refresh loop in the sync worker; I didn't know the refresh token is single use. Debug print of the token endpoint response:\n",
           "sync 워커의 토큰 갱신 루프 문제. refresh token이 일회용이라는 걸 몰랐음. 토큰 엔드포인트 응답 debug 출력:\n") + body
    le = L(lang, "Persist the new refresh token from every response, or the next refresh fails with invalid_grant.",
           "응답마다 새 refresh token을 저장해야 함. 안 그러면 다음 갱신이 invalid_grant로 실패.")
    return 'json: OAuth token response (access + refresh)', [mc, le, ''], [at, rt]


@gen(2)
def g_reset_link(lang):
    k = R.randint(0, 2)
    tok = ch([hx(64), rs(43, B64U), uuid4() + hx(8)])
    if k == 0:
        url = 'https://app.acme.io/reset-password?token=%s&email=%s' % (tok, pct(ch(['seoyeon.k@gmail.com', 'j.doe@example.com'])))
        cat = 'url: password reset token'
    elif k == 1:
        url = 'https://acme.io/auth/magic-link/verify?t=%s' % tok
        cat = 'url: magic login link token'
    else:
        url = 'https://admin.acme.io/invite/accept/%s' % tok
        cat = 'url: admin invitation token'
    mc = L(lang, "The user said the link in the email 'does nothing'. They forwarded it:\n", "유저가 메일의 링크를 눌러도 '아무 일도 안 일어난다'고 함. 전달받은 링크:\n") + url
    le = L(lang, "The link is single use and the mail scanner clicked it first.", "링크는 일회용이고 메일 보안 스캐너가 먼저 클릭해버림.")
    return cat, [mc, le, L(lang, "Can we require a POST confirmation step?", "POST 확인 단계를 추가해도 되나요?")], [tok]


@gen(2)
def g_key_in_access_log(lang):
    k = R.randint(0, 3)
    if k == 0:
        v = hx(32)
        line = '10.0.3.7 - - [02/Mar/2025:03:11:09 +0000] "GET /data/2.5/weather?q=Seoul&units=metric&appid=%s HTTP/1.1" 200 512' % v
        cat = 'log: OpenWeatherMap appid in access log [OpenWeatherMap]'
    elif k == 1:
        v = an(32)
        line = '%s WARN  upstream 429 for GET https://api.partner.example/v1/quotes?symbol=005930&apikey=%s' % (tstamp(), v)
        cat = 'log: apikey query parameter'
    elif k == 2:
        v = rs(40, AN)
        line = 'wss://stream.acme-exchange.example/ws?access_token=%s&channels=orderbook' % v
        cat = 'url: websocket access_token'
    else:
        v = 'sk_' + hx(40)
        line = "grpcurl -H 'authorization: Bearer %s' -d '{\"id\": 42}' api.acme.internal:443 acme.orders.v1.OrderService/GetOrder" % v
        cat = 'shell: grpcurl bearer metadata'
    mc = L(lang, "Rate limiting issue; I didn't know all environments share one key. From the logs:\n", "rate limit 문제. 모든 환경이 키 하나를 공유하는 걸 몰랐음. 로그:\n") + line
    le = L(lang, "Keys in query strings end up in proxy and CDN logs; move them to a header.", "쿼리스트링의 키는 프록시/CDN 로그에 남음. 헤더로 옮길 것.")
    return cat, [mc, le, ''], [v]


@gen(3)
def g_stack_trace(lang):
    k = R.randint(0, 3)
    pw = pw_plain(R.randint(12, 20))
    if k == 0:
        body = ('Traceback (most recent call last):\n  File "/app/worker.py", line 88, in connect\n    conn = psycopg2.connect(dsn)\n'
                '  File "/usr/local/lib/python3.12/site-packages/psycopg2/__init__.py", line 122, in connect\n'
                'psycopg2.OperationalError: connection to server at "%s" (10.0.3.21), port 5432 failed: FATAL:  password authentication failed for user "%s"\n'
                '\nLocal variables:\n  dsn = \'host=%s dbname=orders user=%s password=%s sslmode=require\'') % (ch(HOSTS), 'app', ch(HOSTS), 'app', pw)
        cat = 'stacktrace: python locals with DSN password'
    elif k == 1:
        body = ('org.springframework.beans.factory.BeanCreationException: Error creating bean with name \'dataSource\'\n'
                '\tat o.s.b.f.s.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1806)\n'
                'Caused by: java.sql.SQLException: Access denied for user \'svc_order\'@\'10.0.5.12\' (using password: YES)\n'
                '...\nResolved properties: spring.datasource.url=jdbc:mariadb://%s:3306/order, spring.datasource.username=svc_order, spring.datasource.password=%s') % (ch(HOSTS), pw)
        cat = 'stacktrace: java resolved properties password'
    elif k == 2:
        body = ("Error: connect ECONNREFUSED 10.0.4.12:6379\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n"
                "  options: { host: '10.0.4.12', port: 6379, password: '%s', db: 2 }\n}") % pw
        cat = 'stacktrace: node error object with password'
    else:
        body = ('panic: dial tcp: lookup mysql-primary on 10.96.0.10:53: no such host\n\ngoroutine 1 [running]:\nmain.mustDB({0xc0001a2000, 0x4a})\n'
                '\t/src/cmd/api/main.go:41 +0x1c5\n# DSN was: %s:%s@tcp(mysql-primary:3306)/shop?parseTime=true') % ('shop_api', pw)
        cat = 'stacktrace: go panic with DSN'
    mc = L(lang, "Service crash-looped after the DNS change. Stack trace from the pod:\n", "DNS 변경 후 서비스가 crash loop. 파드의 스택 트레이스:\n") + body
    le = L(lang, "Error reporters capture locals/config; scrub them before they reach Sentry.", "에러 리포터가 로컬 변수/설정까지 수집함. Sentry로 가기 전에 스크럽 필요.")
    return cat, [mc, le, ''], [pw]


@gen(3)
def g_docker_helm_tf(lang):
    k = R.randint(0, 4)
    pw = pw_any() if R.random() < 0.5 else pw_plain()
    while "'" in pw or '"' in pw:
        pw = pw_plain()
    if k == 0:
        body = "docker run -d --name pg -e POSTGRES_USER=app -e POSTGRES_PASSWORD='%s' -p 5432:5432 -v pgdata:/var/lib/postgresql/data postgres:16" % pw
        cat = 'shell: docker run -e POSTGRES_PASSWORD'
    elif k == 1:
        body = "helm upgrade --install api ./charts/api -n prod --set image.tag=2.14.3 --set db.password='%s' --set replicaCount=3" % pw
        cat = 'shell: helm --set db.password'
    elif k == 2:
        body = '$ terraform output -json db\n{\n  "sensitive": true,\n  "type": ["object", {"host": "string", "password": "string"}],\n  "value": {\n    "host": "%s",\n    "password": "%s"\n  }\n}' % (ch(HOSTS), pw)
        cat = 'shell: terraform output -json sensitive value'
    elif k == 3:
        body = '"resources": [{\n  "type": "aws_db_instance",\n  "name": "main",\n  "instances": [{\n    "attributes": {\n      "username": "dbadmin",\n      "password": "%s",\n      "port": 5432\n' % pw
        cat = 'json: terraform.tfstate password attribute'
    else:
        body = "[web]\n10.0.1.11\n10.0.1.12\n\n[web:vars]\nansible_user=deploy\nansible_ssh_pass=%s\nansible_become_password=%s" % (pw, pw)
        cat = 'ini: ansible inventory ssh/become password'
    mc = L(lang, "Infra change for the database; what the previous run used:\n", "DB 관련 인프라 변경. 이전 실행에서 쓴 것:\n") + body
    le = L(lang, "Sensitive outputs and state still contain plain text; protect the state bucket.", "sensitive 출력/상태 파일에도 평문이 들어있음. state 버킷 보호 필요.") if k in (2, 3) else \
        L(lang, "Values passed on the command line are visible in `ps` and shell history.", "커맨드라인으로 넘긴 값은 `ps`와 shell history에 보임.")
    return cat, [mc, le, ''], [pw]


@gen(2)
def g_aws_credentials_file(lang):
    profs, secs = [], []
    for name in R.sample(['default', 'prod', 'staging', 'kr-billing', 'sandbox'], R.randint(1, 3)):
        a, s = aws_pair()
        profs.append('[%s]\naws_access_key_id = %s\naws_secret_access_key = %s' % (name, a, s))
        secs += [a, s]
    body = '\n'.join(profs)
    mc = L(lang, "Terraform kept using the wrong AWS account. I didn't know the container mounts ~/.aws from the host:\n",
           "Terraform이 계속 엉뚱한 AWS 계정을 씀. 컨테이너가 호스트의 ~/.aws를 마운트하는 걸 몰랐음:\n") + '$ cat ~/.aws/credentials\n' + body
    le = L(lang, "AWS_PROFILE beats the default profile only if the variable is exported.", "AWS_PROFILE은 export 해야 default 프로필보다 우선함.")
    return 'ini: ~/.aws/credentials profiles [AWS]', [mc, le, ''], secs


@gen(1)
def g_cloudinary(lang):
    sec = rs(27, B64U)
    url = 'CLOUDINARY_URL=cloudinary://%s:%s@%s' % (digits(15), sec, ch(['acme-media', 'dx7kq2p1z', 'shopkr']))
    mc = L(lang, "Image uploads 401'd in preview deployments; preview envs had:\n", "프리뷰 배포에서 이미지 업로드가 401. 프리뷰 env 설정:\n") + url
    return 'env: CLOUDINARY_URL api secret [Cloudinary]', [mc, L(lang, "The numeric API key is public-ish; the secret part is what matters.", "숫자 API 키는 사실상 공개값이고 중요한 건 시크릿 부분."), ''], [sec]


@gen(2)
def g_passphrases_cli(lang):
    k = R.randint(0, 4)
    a = pw_any()
    while "'" in a:
        a = pw_any()
    b = pw_any()
    while "'" in b:
        b = pw_any()
    if k == 0:
        body = "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (a, b)
        secs, cat = [a, b], 'shell: ssh-keygen old/new passphrase'
    elif k == 1:
        body = "gpg --batch --yes --pinentry-mode loopback --passphrase '%s' --detach-sign --armor dist/acme-cli-1.8.0.tar.gz" % a
        secs, cat = [a], 'shell: gpg --passphrase'
    elif k == 2:
        body = "7z a -p'%s' -mhe=on customer_export_2025Q1.7z exports/" % a
        secs, cat = [a], 'shell: 7z archive password'
    elif k == 3:
        body = "openssl enc -aes-256-cbc -pbkdf2 -salt -in backup.sql -out backup.sql.enc -pass pass:'%s'" % a
        secs, cat = [a], 'shell: openssl enc -pass pass:'
    else:
        body = "xfreerdp /v:10.20.3.44 /u:Administrator /p:'%s' /cert:ignore /dynamic-resolution" % a
        secs, cat = [a], 'shell: xfreerdp /p:'
    mc = L(lang, "Copied from the ops runbook for this task:\n", "이번 작업용으로 운영 런북에서 복사한 명령:\n") + body
    return cat, [mc, L(lang, "The runbook should reference the vault entry, not contain the value.", "런북엔 값 대신 vault 항목을 참조해야 함."), ''], secs


@gen(2)
def g_accounts_table(lang):
    rows, secs = [], []
    for role in R.sample(['admin', 'seller', 'buyer', 'cs_agent', 'auditor'], R.randint(2, 4)):
        pw = ch([pw_human(), pw_korean_keyboard()[0], pw_plain(12)])
        rows.append('| %s | %s | %s |' % (role, ch(['qa_', 'test.', 'stg-']) + role + str(R.randint(1, 9)) + ch(['@acme.io', '']), pw))
        secs.append(pw)
    body = '| role | login | password |\n|---|---|---|\n' + '\n'.join(rows)
    mc = L(lang, "E2E tests need logins for each role on staging; the QA wiki table:\n", "E2E 테스트에 스테이징 역할별 로그인이 필요. QA 위키 표:\n") + body
    le = L(lang, "Staging accounts share passwords with some real SSO users (reused).", "일부 스테이징 계정 비번이 실제 SSO 유저 비번과 같음 (재사용).")
    return 'table: staging test accounts with passwords', [mc, le, ''], secs


@gen(2)
def g_split_fields(lang):
    u = user(lang)
    h = ch(HOSTS)
    pw = pw_any()
    k = R.randint(0, 1)
    if k == 0:
        mc = L(lang, "Needed the replica credentials for the report query. Host %s, user %s." % (h, u), "리포트 쿼리용 레플리카 접속 정보가 필요했음. 호스트 %s, 유저 %s." % (h, u))
        le = L(lang, "Password turned out to be the same as staging: %s" % pw, "비번은 스테이징이랑 같았음: %s" % pw)
        ask = L(lang, "Should the replica really share the staging password?", "레플리카가 스테이징이랑 비번을 공유하는 게 맞나요?")
        cat = 'split: host/user in one field, password in another'
    else:
        mc = L(lang, "SFTP to %s as %s kept failing." % (h, u), "%s에 %s 계정으로 SFTP 접속이 계속 실패." % (h, u))
        le = L(lang, "The account is locked after 5 failures.", "5회 실패하면 계정이 잠김.")
        ask = L(lang, "Is the password for %s still %s ?" % (u, pw), "%s 비번 아직 %s 맞나요?" % (u, pw))
        cat = 'split: password only in ask_next_time'
    return cat, [mc, le, ask], [pw]


@gen(1)
def g_csv_keys(lang):
    rows, secs = [], []
    for i in range(R.randint(3, 5)):
        k_ = ch(['ak_live_', 'pk_', 'key_']) + an(R.randint(28, 36))
        if k_.startswith('pk_'):
            k_ = 'sk_' + k_[3:]
        rows.append('%d,%s,%s,%s' % (1000 + i, ch(['partner-a', 'hanbit-mall', 'globex', 'initech', 'dodam-foods']), k_, ch(['active', 'active', 'revoked'])))
        secs.append(k_)
    body = 'client_id,name,api_key,status\n' + '\n'.join(rows)
    mc = L(lang, "Partner onboarding script reads api_clients.csv, which was exported from prod:\n", "제휴사 온보딩 스크립트가 운영에서 export한 api_clients.csv를 읽음:\n") + body
    return 'csv: exported partner API keys', [mc, L(lang, "Revoked keys still authenticate until the cache expires.", "revoke된 키도 캐시 만료 전까지 인증됨."), ''], secs


@gen(2)
def g_request_bodies(lang):
    k = R.randint(0, 3)
    if k == 0:
        v = an(40)
        body = 'POST /graphql\n{"query":"mutation { login(email: \\"ops@acme.io\\", password: \\"%s\\") { token } }"}' % v
        cat = 'http: GraphQL login mutation password'
    elif k == 1:
        v = uuid4() if R.random() < 0.5 else an(32)
        body = '{\n  "id": "%s",\n  "name": "partner-sandbox",\n  "values": [\n    {"key": "baseUrl", "value": "https://sandbox.partner.example", "enabled": true},\n    {"key": "apiSecret", "value": "%s", "type": "secret", "enabled": true}\n  ]\n}' % (uuid4(), v)
        cat = 'json: Postman environment secret value'
    elif k == 2:
        v = an(48)
        body = "INSERT INTO api_clients (name, client_id, client_secret, created_at) VALUES ('settlement-bot', '%s', '%s', now());" % (hx(16), v)
        cat = 'sql: INSERT client_secret'
    else:
        v = pw_any()
        body = 'POST /api/v1/auth/login HTTP/1.1\nHost: partner-admin.example.co.kr\nContent-Type: application/x-www-form-urlencoded\n\nusername=acme_ops&password=%s&remember=1' % pct(v)
        v = pct(v)
        cat = 'http: form login password (urlencoded)'
    mc = L(lang, "Reproducing the partner integration; request captured in the HAR file:\n", "제휴 연동 재현 중. HAR 파일에 캡처된 요청:\n") + body
    return cat, [mc, '', L(lang, "Is there a sandbox account I can use instead?", "대신 쓸 수 있는 샌드박스 계정이 있나요?")], [v]


@gen(2)
def g_mount_proxy(lang):
    k = R.randint(0, 3)
    pw = pw_url()
    if k == 0:
        pw = pw_plain(14)
        body = 'mount -t cifs //nas01.corp.lan/share /mnt/share -o username=svc_backup,password=%s,vers=3.0' % pw
        sec, cat = pw, 'shell: mount cifs password'
    elif k == 1:
        enc = pct(pw)
        body = 'export HTTPS_PROXY=http://%s:%s@proxy.corp.lan:3128\nexport NO_PROXY=localhost,.internal' % (ch(['jkim', 'svc_build']), enc)
        sec, cat = enc, 'env: HTTPS_PROXY with credentials'
    elif k == 2:
        pw = pw_plain(20)
        body = '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  },\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % (pw, 'ghp_' + an(36))
        sec = [pw, body.split('"github.com": "')[1].split('"')[0]]
        cat = 'json: composer auth.json'
    else:
        pw = pw_plain(16)
        body = 'helm repo add acme-private https://charts.acme.internal --username ci --password %s' % pw
        sec, cat = pw, 'shell: helm repo add --password'
    mc = L(lang, "Build/infra setup step from the old onboarding script:\n", "예전 온보딩 스크립트의 빌드/인프라 설정 단계:\n") + body
    return cat, [mc, '', ''], sec if isinstance(sec, list) else [sec]


@gen(2)
def g_hmac_secret_code(lang):
    v = ch([hx(40), an(32), 'whsec_' + an(32)])
    k = R.randint(0, 2)
    if k == 0:
        body = 'WEBHOOK_SECRET = b"%s"\n\ndef verify(body, sig):\n    mac = hmac.new(WEBHOOK_SECRET, body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest("sha256=" + mac, sig)' % v
    elif k == 1:
        body = "const expected = crypto.createHmac('sha256', '%s').update(rawBody).digest('hex');" % v
    else:
        body = 'resource "github_repository_webhook" "ci" {\n  repository = "api"\n  configuration {\n    url          = "https://ci.acme.io/hooks/github"\n    content_type = "json"\n    secret       = "%s"\n  }\n}' % v
    mc = L(lang, "Webhook signature checks failed for every delivery. The verification code:\n", "모든 웹훅 전송에서 서명 검증이 실패. 검증 코드:\n") + body
    le = L(lang, "Compute the HMAC over the raw body, not the re-serialized JSON.", "재직렬화한 JSON 말고 raw body로 HMAC을 계산해야 함.")
    return 'code: webhook HMAC signing secret', [mc, le, ''], [v]


@gen(2)
def g_hangul_password(lang):
    pw = ch(KO_WORDS) + ch(KO_WORDS) + str(R.randint(1, 2025)) + ch(SYMS)
    while len(pw) < 9:
        pw = ch(KO_WORDS) + pw
    k = R.randint(0, 2)
    if k == 0:
        enc = pct(pw)
        body = 'DATABASE_URL=mysql://%s:%s@%s:3306/legacy' % (ch(USERS_KO), enc, ch(HOSTS))
        sec, cat = enc, 'url: Hangul password percent-encoded'
    elif k == 1:
        body = 'legacy_erp:\n  user: %s\n  password: "%s"' % (ch(USERS_KO), pw)
        sec, cat = pw, 'yaml: Hangul password'
    else:
        body = '관리자 계정: admin / %s' % pw if lang == 'ko' else 'admin account: admin / %s' % pw
        sec, cat = pw, 'text: Hangul password'
    mc = L(lang, "The legacy ERP only accepts credentials entered in EUC-KR; the config we found:\n",
           "레거시 ERP는 EUC-KR로 입력된 크리덴셜만 받음. 찾은 설정:\n") + body
    le = L(lang, "Non-ASCII passwords break when the client sends UTF-8.", "클라이언트가 UTF-8로 보내면 한글 비번이 깨짐.")
    return cat, [mc, le, ''], [sec]


@gen(1)
def g_minio_root(lang):
    u, p = 'minioadmin' + digits(2), pw_plain(24)
    body = 'MINIO_ROOT_USER=%s\nMINIO_ROOT_PASSWORD=%s\nMINIO_VOLUMES="/mnt/data{1...4}"' % (u, p)
    mc = L(lang, "Object storage for the on-prem cluster; /etc/default/minio:\n", "온프렘 클러스터 오브젝트 스토리지. /etc/default/minio:\n") + body
    return 'env: MinIO root password [MinIO]', [mc, L(lang, "Root creds should not be used by apps; create a service account.", "앱은 root 크리덴셜을 쓰면 안 됨. 서비스 계정을 만들 것."), ''], [p]


# ---------------------------------------------------------------- clean templates
CLEAN = []


def clean(weight=1, tag='risky'):
    def deco(fn):
        CLEAN.append((fn, weight, tag))
        return fn
    return deco


PLACEHOLDERS = ['<your-api-key>', 'YOUR_API_KEY_HERE', '${API_KEY}', '***', '[REDACTED]', 'xxxxxxxxxxxxxxxx', 'changeit-in-vault',
                '<redacted>', 'REPLACE_ME', '', '<set in 1Password>', '...', '********', '__FILL_ME__']


@clean(4)
def c_env_example(lang):
    names = R.sample(['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'DATABASE_URL', 'AWS_SECRET_ACCESS_KEY', 'AWS_ACCESS_KEY_ID', 'SLACK_BOT_TOKEN',
                      'SENTRY_AUTH_TOKEN', 'JWT_SECRET', 'REDIS_URL', 'GITHUB_TOKEN', 'ANTHROPIC_API_KEY', 'TOSS_SECRET_KEY', 'KAKAO_ADMIN_KEY',
                      'SENDGRID_API_KEY', 'NCLOUD_SECRET_KEY', 'SMTP_PASSWORD'], R.randint(3, 6))
    lines = []
    for n in names:
        if n == 'DATABASE_URL':
            v = ch(['postgres://USER:PASSWORD@localhost:5432/app', 'postgresql://<user>:<password>@<host>:5432/<db>', 'mysql://app:${DB_PASSWORD}@db:3306/app'])
        elif n == 'REDIS_URL':
            v = ch(['redis://localhost:6379/0', 'redis://:${REDIS_PASSWORD}@redis:6379/0'])
        elif n == 'OPENAI_API_KEY':
            v = ch(['sk-...', 'sk-proj-xxxxxxxxxxxxxxxxxxxx', '<your-openai-key>'])
        elif n == 'STRIPE_SECRET_KEY':
            v = ch(['sk_test_...', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', '<stripe secret key>'])
        elif n == 'AWS_ACCESS_KEY_ID':
            v = ch(['AKIAXXXXXXXXXXXXXXXX', 'AKIA...', '<access key id>'])
        else:
            v = ch(PLACEHOLDERS)
        lines.append('%s=%s' % (n, v))
    body = '\n'.join(lines)
    mc = L(lang, "The README says copy .env.example and fill it in; nobody said which values are needed for local runs. .env.example:\n",
           "README에는 .env.example 복사해서 채우라고만 되어 있고 로컬 실행에 어떤 값이 필요한지는 없음. .env.example:\n") + body
    le = L(lang, "Only DATABASE_URL and REDIS_URL are needed locally; the rest are mocked when APP_ENV=local.",
           "로컬에선 DATABASE_URL이랑 REDIS_URL만 있으면 됨. 나머지는 APP_ENV=local이면 mock 처리.")
    ask = L(lang, "Which variables are required vs optional for local development?", "로컬 개발에 필수/선택 변수가 각각 뭔가요?")
    return 'env: .env.example placeholders', [mc, le, ask]


@clean(4)
def c_env_refs(lang):
    k = R.randint(0, 7)
    if k == 0:
        body = 'stripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nclient = OpenAI(api_key=os.getenv("OPENAI_API_KEY"))'
        cat = 'python: secrets read from environment'
    elif k == 1:
        body = "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy\nsteps:\n  - run: echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > ~/.npmrc" % digits(12)
        cat = 'gha: secrets context references'
    elif k == 2:
        body = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: partner-api, key: token}"
        cat = 'k8s: secretKeyRef'
    elif k == 3:
        body = 'password: {{ .Values.database.password | quote }}\napiKey: {{ required "apiKey is required" .Values.partner.apiKey }}'
        cat = 'helm: templated secret values'
    elif k == 4:
        body = 'String dbPassword = System.getenv("DB_PASSWORD");\nString apiKey = Objects.requireNonNull(System.getenv("PARTNER_API_KEY"), "PARTNER_API_KEY not set");'
        cat = 'java: System.getenv secrets'
    elif k == 5:
        body = 'curl -H "Authorization: Bearer $GITHUB_TOKEN" -H "X-Api-Key: ${PARTNER_KEY:?missing}" https://api.github.com/user'
        cat = 'shell: curl with env var tokens'
    elif k == 6:
        body = "'stripe' => [\n    'secret' => env('STRIPE_SECRET'),\n    'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),\n],"
        cat = 'php: Laravel env() secrets'
    else:
        body = 'set PGPASSWORD=%DB_PASSWORD%\npsql -h %DB_HOST% -U app -d orders -c "select 1"'
        cat = 'bat: %VAR% password reference'
    mc = L(lang, "Wanted to know where the credentials come from in %s. The code only references names:\n" % svc(lang),
           "%s에서 크리덴셜이 어디서 오는지 알고 싶었음. 코드는 이름만 참조함:\n" % svc(lang)) + body
    le = L(lang, "Values are injected by the platform; nothing is stored in the repo.", "값은 플랫폼이 주입하고 레포엔 아무것도 저장 안 됨.")
    return cat, [mc, le, L(lang, "Where is the mapping from names to secret store entries documented?", "이름과 secret store 항목 매핑은 어디에 문서화돼 있나요?")]


@clean(4)
def c_secret_manager_refs(lang):
    acct = digits(12)
    k = R.randint(0, 6)
    if k == 0:
        body = 'DB_SECRET_ARN=arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/orders/db-%s' % (acct, rs(6, AN))
        cat = 'env: AWS Secrets Manager ARN'
    elif k == 1:
        body = 'aws ssm get-parameter --name /prod/billing/stripe_secret_key --with-decryption --query Parameter.Version'
        cat = 'shell: SSM parameter path'
    elif k == 2:
        body = 'gcloud secrets versions access latest --secret=partner-api-key --project=%s | wc -c' % ch(['acme-prod-4821', 'kr-data-platform'])
        cat = 'shell: GCP Secret Manager reference'
    elif k == 3:
        body = 'vault kv get -field=password secret/billing/db\n# policy: path "secret/data/billing/*" { capabilities = ["read"] }'
        cat = 'shell: Vault KV path'
    elif k == 4:
        body = 'STRIPE_SECRET_KEY=op://Engineering/Stripe Prod/credential\nDB_PASSWORD=op://Engineering/orders-db/password\n$ op run --env-file=.env.tpl -- npm start'
        cat = 'env: 1Password op:// references'
    elif k == 5:
        body = '"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/DbPassword/)"'
        cat = 'json: Azure Key Vault reference'
    else:
        body = 'apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  data:\n    - secretKey: password\n      remoteRef: {key: prod/orders/db, property: password}'
        cat = 'k8s: ExternalSecret remoteRef'
    mc = L(lang, "I didn't know secrets were moved out of the repo last quarter. The new setup:\n", "지난 분기에 시크릿을 레포 밖으로 옮긴 걸 몰랐음. 새 구성:\n") + body
    le = L(lang, "The IAM role of the service needs read permission on the secret, that was the 403.", "서비스 IAM role에 해당 시크릿 읽기 권한이 있어야 함. 그게 403 원인.")
    return cat, [mc, le, '']


@clean(4)
def c_redacted_output(lang):
    k = R.randint(0, 7)
    if k == 0:
        body = '$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account acme-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: \'gist\', \'read:org\', \'repo\', \'workflow\''
        cat = 'shell: gh auth status masked token'
    elif k == 1:
        body = '$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                     prod           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config' % (rs(4, ANU), rs(4, AN))
        cat = 'shell: aws configure list masked keys'
    elif k == 2:
        body = '%s INFO  http.client POST https://api.partner.example/v2/orders headers={"Authorization": "Bearer [REDACTED]", "X-Request-Id": "%s"}' % (tstamp(), uuid4())
        cat = 'log: redacted bearer token'
    elif k == 3:
        body = 'DATABASE_URL=postgres://app:********@db-prod-01.internal:5432/orders\nREDIS_URL=redis://:****@redis.prod.local:6379/0'
        cat = 'env: masked passwords in URLs'
    elif k == 4:
        body = L(lang, "OpenAI dashboard shows the key as sk-...%s, created by ci-bot, last used 3 days ago." % rs(4, AN),
                 "OpenAI 대시보드에 키가 sk-...%s 로 표시됨. ci-bot이 생성, 3일 전 마지막 사용." % rs(4, AN))
        cat = 'text: dashboard key hint (last 4)'
    elif k == 5:
        body = 'Run docker/login-action@v3\nLogging into ghcr.io...\n  username: acme-bot\n  password: ***\nLogin Succeeded!'
        cat = 'ci log: masked password ***'
    elif k == 6:
        body = '$ npm token list\n┌────────┬─────────────────┬────────────┬──────────┬────────────────┐\n│ id     │ token           │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────────────┼────────────┼──────────┼────────────────┤\n│ %s │ npm_%s… │ 2025-01-14 │ no       │                │\n└────────┴─────────────────┴────────────┴──────────┴────────────────┘' % (hx(6), rs(3, AN))
        cat = 'shell: npm token list truncated'
    else:
        body = 'spring.datasource.password=<masked>\nmanagement.endpoint.env.show-values=WHEN_AUTHORIZED\n# /actuator/env shows "password": "******"'
        cat = 'properties: actuator masked values'
    mc = L(lang, "Checked which credentials the job is using; output (values masked by the tool):\n", "잡이 어떤 크리덴셜을 쓰는지 확인함. 출력 (값은 도구가 마스킹):\n") + body
    le = L(lang, "The masking is done by the tool, so these outputs are safe to paste.", "마스킹은 도구가 해주므로 이 출력은 붙여넣어도 안전함.")
    return cat, [mc, le, '']


@clean(4)
def c_hashes(lang):
    k = R.randint(0, 7)
    if k == 0:
        body = '$ sha256sum dist/*\n%s  dist/acme-cli_1.8.0_linux_amd64.tar.gz\n%s  dist/acme-cli_1.8.0_darwin_arm64.tar.gz' % (hx(64), hx(64))
        cat = 'shell: sha256sum output'
    elif k == 1:
        body = 'image: ghcr.io/acme/api@sha256:%s\n# previous: ghcr.io/acme/api@sha256:%s' % (hx(64), hx(64))
        cat = 'yaml: image digests'
    elif k == 2:
        body = '$ git log --oneline -4\n%s (HEAD -> main) fix: retry on 429 from partner API\n%s chore(deps): bump axios to 1.7.4\n%s feat: add settlement export\n%s Merge pull request #812' % (hx(7), hx(7), hx(7), hx(7))
        cat = 'shell: git log short SHAs'
    elif k == 3:
        body = '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-%s=="\n}' % rs(86, B64)
        cat = 'json: package-lock integrity'
    elif k == 4:
        body = 'requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s' % (hx(64), hx(64))
        cat = 'requirements: pip --hash'
    elif k == 5:
        body = 'github.com/jackc/pgx/v5 v5.6.0 h1:%s=\ngithub.com/jackc/pgx/v5 v5.6.0/go.mod h1:%s=' % (rs(43, B64), rs(43, B64))
        cat = 'go.sum h1 hashes'
    elif k == 6:
        body = '[[package]]\nname = "serde"\nversion = "1.0.204"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % hx(64)
        cat = 'toml: Cargo.lock checksum'
    else:
        body = 'Revert "%s"\n\nThis reverts commit %s.' % ('feat: cache partner tokens', hx(40))
        cat = 'git: full commit SHA in revert'
    mc = L(lang, "Needed to confirm the deployed artifact matches the build. Relevant hashes:\n", "배포된 아티팩트가 빌드와 같은지 확인해야 했음. 관련 해시:\n") + body
    le = L(lang, "Digests pin exact content; tags can move.", "digest는 내용을 고정하고 tag는 움직일 수 있음.")
    return cat, [mc, le, '']


@clean(4)
def c_ids(lang):
    k = R.randint(0, 6)
    if k == 0:
        body = '%s ERROR request failed request_id=%s trace_id=%s span_id=%s status=502' % (tstamp(), uuid4(), hx(32), hx(16))
        cat = 'log: request/trace/span ids'
    elif k == 1:
        body = 'traceparent: 00-%s-%s-01\ntracestate: dd=s:1;t.dm:-0' % (hx(32), hx(16))
        cat = 'header: W3C traceparent'
    elif k == 2:
        body = 'x-amzn-RequestId: %s\nx-amz-id-2: %s\nx-amz-request-id: %s' % (uuid4(), rs(76, B64), rs(16, ANU))
        cat = 'header: AWS request ids'
    elif k == 3:
        body = 'Sentry event %s in release api@2.14.3 (%s)' % (hx(32), hx(12))
        cat = 'text: Sentry event id'
    elif k == 4:
        body = 'customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nevent: evt_%s\nconnected account: acct_%s' % (an(14), an(24), an(24), an(24), an(16))
        cat = 'text: Stripe object ids [Stripe]'
    elif k == 5:
        body = 'cf-ray: %s-ICN\nx-served-by: cache-icn%s-ICN\nx-cache: MISS, HIT' % (hx(16), digits(4))
        cat = 'header: CDN ray ids'
    else:
        body = 'pod uid: %s\ncontainerID: containerd://%s\nnode: ip-10-0-12-%d.ap-northeast-2.compute.internal' % (uuid4(), hx(64), R.randint(1, 254))
        cat = 'k8s: pod uid / container id'
    mc = L(lang, "Intermittent 502s; I didn't know the gateway retries once by itself. Identifiers from one failing request:\n",
           "간헐적 502. 게이트웨이가 자체적으로 한 번 재시도하는 걸 몰랐음. 실패한 요청 하나의 식별자들:\n") + body
    le = L(lang, "Search the trace id in Tempo first; the request id only exists in the app logs.", "trace id로 Tempo부터 검색할 것. request id는 앱 로그에만 있음.")
    return cat, [mc, le, L(lang, "Can the gateway propagate the request id?", "게이트웨이가 request id를 전달하게 할 수 있나요?")]


@clean(5)
def c_public_keys(lang):
    k = R.randint(0, 7)
    if k == 0:
        body = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s' % (rs(43, B64), ch(['jkim', 'deploy', 'ci']), ch(['macbook', 'build-01', 'acme']))
        cat = 'ssh: ed25519 public key (authorized_keys)'
    elif k == 1:
        body = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s ci@acme\n(from ~/.ssh/id_rsa.pub)' % rs(R.randint(300, 360), B64)
        cat = 'ssh: rsa public key'
    elif k == 2:
        body = '|1|%s=|%s= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=' % (rs(27, B64), rs(27, B64), rs(107, B64))
        cat = 'ssh: known_hosts hashed entry'
    elif k == 3:
        lines = ['mQINBGX' + rs(57, B64)] + [rs(64, B64) for _ in range(R.randint(3, 5))] + ['=' + rs(4, B64)]
        body = '-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n' + '\n'.join(lines) + '\n-----END PGP PUBLIC KEY BLOCK-----'
        cat = 'pgp: public key block'
    elif k == 4:
        body = 'creation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s' % (rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'), rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'))
        cat = 'yaml: .sops.yaml age recipients'
    elif k == 5:
        body = '[Peer]\n# office gateway\nPublicKey = %s\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/16\nPersistentKeepalive = 25' % b64(32)
        cat = 'config: WireGuard peer public key only'
    elif k == 6:
        body = '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE%s\n%s\n-----END PUBLIC KEY-----' % (rs(28, B64), rs(60, B64))
        cat = 'pem: cosign.pub EC public key'
    else:
        body = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (hx(16), rs(342, B64U))
        cat = 'json: JWKS public key'
    mc = L(lang, "Access request for the deploy host / signature verification setup. The public key material involved:\n",
           "배포 호스트 접근 요청 / 서명 검증 설정 작업. 관련된 공개키:\n") + body
    le = L(lang, "Public keys can be shared freely; only the matching private key must stay secret.", "공개키는 자유롭게 공유해도 됨. 짝이 되는 개인키만 비밀.")
    return cat, [mc, le, '']


@clean(3)
def c_fingerprints(lang):
    k = R.randint(0, 4)
    if k == 0:
        body = '$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s jkim@macbook (ED25519)\n$ ssh-add -l\n256 SHA256:%s ci@acme (ED25519)' % (rs(43, B64), rs(43, B64))
        cat = 'shell: ssh key fingerprints'
    elif k == 1:
        fp = hx(40).upper()
        body = '$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/%s 2024-05-02 [SC] [expires: 2027-05-02]\n      %s\nuid                 [ultimate] Release Bot <release@acme.io>\nssb   cv25519/%s 2024-05-02 [E]' % (fp[-16:], fp, hx(16).upper())
        cat = 'shell: gpg --list-secret-keys (ids only)'
    elif k == 2:
        body = 'SHA256 Fingerprint=%s' % ':'.join(hx(2).upper() for _ in range(32))
        cat = 'shell: TLS cert SHA-256 fingerprint'
    elif k == 3:
        body = "The authenticity of host '10.0.1.5 (10.0.1.5)' can't be established.\nED25519 key fingerprint is SHA256:%s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % rs(43, B64)
        cat = 'ssh: host key prompt'
    else:
        body = 'kubeadm join uses --discovery-token-ca-cert-hash sha256:%s (hash of the CA public key; the bootstrap token is created separately with `kubeadm token create`)' % hx(64)
        cat = 'text: kubeadm CA cert hash only'
    mc = L(lang, "Verifying we talk to the right host/key:\n", "올바른 호스트/키인지 확인:\n") + body
    return cat, [mc, L(lang, "Compare fingerprints out of band before trusting.", "신뢰하기 전에 별도 채널로 fingerprint를 대조할 것."), '']


@clean(4)
def c_key_ids(lang):
    acct = digits(12)
    k = R.randint(0, 8)
    if k == 0:
        body = 'kms_key_id = "arn:aws:kms:ap-northeast-2:%s:key/%s"\nalias      = "alias/orders-db"' % (acct, uuid4())
        cat = 'hcl: KMS key ARN [AWS]'
    elif k == 1:
        body = 'APPLE_KEY_ID=%s\nAPPLE_ISSUER_ID=%s\nAPPLE_TEAM_ID=%s\n# the .p8 itself is in the CI secret store' % (rs(10, ANU), uuid4(), rs(10, ANU))
        cat = 'env: App Store Connect key id / issuer id [Apple]'
    elif k == 2:
        body = 'GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}' % (digits(12), rs(32, ANL))
        cat = 'env: OAuth client id + secret reference [Google]'
    elif k == 3:
        body = 'AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# federated credential, no client secret' % (uuid4(), uuid4(), uuid4())
        cat = 'env: Azure tenant/client/subscription ids [Azure]'
    elif k == 4:
        body = '$ aws sts get-caller-identity\n{\n    "UserId": "AROA%s:botocore-session-%s",\n    "Account": "%s",\n    "Arn": "arn:aws:sts::%s:assumed-role/deploy/botocore-session-%s"\n}' % (rs(17, ANU), digits(10), acct, acct, digits(10))
        cat = 'shell: sts get-caller-identity [AWS]'
    elif k == 5:
        body = 'TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=  # injected from Vault at runtime' % hx(32)
        cat = 'env: Twilio Account SID only [Twilio]'
    elif k == 6:
        body = '{"alg":"RS256","typ":"JWT","kid":"%s"}' % rs(ch([16, 40]), B64U)
        cat = 'json: decoded JWT header with kid'
    elif k == 7:
        body = 'ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=products_prod\nALGOLIA_ADMIN_KEY=  # CI only, from secret store' % rs(10, ANU)
        cat = 'env: Algolia app id only [Algolia]'
    else:
        body = 'signing key id: %s (GPG), cosign key: gcpkms://projects/acme-prod/locations/global/keyRings/release/cryptoKeys/cosign/versions/1' % hx(16).upper()
        cat = 'text: signing key ids / KMS path'
    mc = L(lang, "I confused identifiers with secrets while setting up the integration. These are the IDs configured:\n",
           "연동 설정하다가 식별자와 시크릿을 헷갈렸음. 설정된 ID들:\n") + body
    le = L(lang, "IDs identify the key or tenant; they do not grant access on their own.", "ID는 키/테넌트를 식별할 뿐 그 자체로 접근 권한을 주지 않음.")
    return cat, [mc, le, '']


@clean(3)
def c_base64_nonsecret(lang):
    k = R.randint(0, 5)
    if k == 0:
        raw = json.dumps({'env': ch(['staging', 'prod']), 'region': 'ap-northeast-2', 'features': ['new-checkout', 'kr-pay']})
        body = "$ echo -n '%s' | base64\n%s" % (raw, base64.b64encode(raw.encode()).decode())
        cat = 'shell: base64 of JSON config'
    elif k == 1:
        raw = 'feature_flags:\n  search_v2: true\n  locale: ko-KR\n'
        body = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-flags\nbinaryData:\n  flags.yaml: %s' % base64.b64encode(raw.encode()).decode()
        cat = 'k8s: ConfigMap binaryData'
    elif k == 2:
        body = 'background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s==");' % rs(10, B64)
        cat = 'css: data URI'
    elif k == 3:
        hdr = b64url_json({'alg': 'RS256', 'typ': 'JWT', 'kid': hx(8)})
        pl = {'iss': 'https://auth.acme.io', 'aud': 'orders-api', 'scope': 'orders:read', 'exp': ts_recent()}
        body = 'header (base64url): %s\ndecoded payload: %s' % (hdr, json.dumps(pl))
        cat = 'text: JWT header + decoded claims (no token)'
    elif k == 4:
        body = 'clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM%s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com\nusers:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "prod"]' % (rs(80, B64), hx(32).upper())
        cat = 'yaml: kubeconfig with CA data + exec auth'
    else:
        raw = '{"v":2,"type":"cursor","after":"%s","limit":50}' % uuid4()
        body = 'GET /v1/orders?cursor=%s' % base64.urlsafe_b64encode(raw.encode()).decode()
        cat = 'http: base64 pagination cursor'
    mc = L(lang, "This base64 blob looked like a secret so I checked what it is:\n", "이 base64 덩어리가 시크릿처럼 보여서 뭔지 확인해봄:\n") + body
    le = L(lang, "Decoded it: non-sensitive data, just encoded.", "디코딩해보니 민감하지 않은 데이터를 인코딩한 것뿐.")
    return cat, [mc, le, '']


@clean(3)
def c_versions_longids(lang):
    k = R.randint(0, 6)
    if k == 0:
        body = 'api@%d.%d.%d+build.%d.%s\nnode v20.%d.1, pnpm 9.%d.0, next 14.2.%d' % (R.randint(1, 4), R.randint(0, 20), R.randint(0, 30), R.randint(100, 9999), hx(7), R.randint(1, 18), R.randint(1, 12), R.randint(1, 20))
        cat = 'text: version strings with build metadata'
    elif k == 1:
        body = 'i-0%s  subnet-0%s  sg-0%s  vpc-0%s  ami-0%s  eni-0%s' % (hx(16), hx(16), hx(16), hx(16), hx(16), hx(16))
        cat = 'text: AWS resource ids'
    elif k == 2:
        body = 'static/js/main.%s.js   212.4 kB\nstatic/js/787.%s.chunk.js  48.1 kB\nstatic/css/main.%s.css  9.8 kB' % (hx(8), hx(8), hx(8))
        cat = 'build: hashed asset names'
    elif k == 3:
        body = 'ETag: "%s-%d"\nx-amz-version-id: %s' % (hx(32), R.randint(2, 40), rs(32, B64U))
        cat = 'header: S3 ETag / version id'
    elif k == 4:
        body = 'com.acme.settlement.infrastructure.persistence.jpa.SettlementLedgerEntryJpaRepositoryCustomImpl$$SpringCGLIB$$0'
        cat = 'text: long Java class name'
    elif k == 5:
        body = 'module.orders.aws_db_instance.primary[0]\nmodule.network.aws_subnet.private["ap-northeast-2a"]\narn:aws:rds:ap-northeast-2:%s:db:orders-primary' % digits(12)
        cat = 'text: terraform addresses + ARN'
    else:
        body = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.%d.%d' % (R.randint(1, 9), R.randint(0, 9))
        cat = 'text: user agent'
    mc = L(lang, "Context for the regression: the identifiers involved.\n", "회귀 버그 맥락: 관련 식별자들.\n") + body
    return cat, [mc, L(lang, "Pin versions in the lockfile; the regression came from a floating minor.", "lockfile로 버전 고정할 것. floating minor에서 회귀가 들어옴."), '']


@clean(3)
def c_password_policy(lang):
    k = R.randint(0, 4)
    if k == 0:
        body = L(lang, "Password policy we settled on: min length 12, no composition rules, check against the breached-password list, bcrypt cost 12.",
                 "확정한 비밀번호 정책: 최소 12자, 조합 규칙 없음, 유출 비밀번호 목록 대조, bcrypt cost 12.")
        cat = 'prose: password policy'
    elif k == 1:
        body = 'PASSWORD_REGEX = r"^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%^&*])[A-Za-z\\d!@#$%^&*]{10,64}$"'
        cat = 'python: password regex'
    elif k == 2:
        body = L(lang, "Korean privacy guidelines: at least 10 chars with 2 character classes, or 8 chars with 3 classes; the form validator follows that.",
                 "개인정보 안전성 확보조치 기준: 2종류 조합 10자리 이상 또는 3종류 조합 8자리 이상. 폼 검증기가 이 기준을 따름.")
        cat = 'prose: Korean password rule'
    elif k == 3:
        body = 'AUTH_PASSWORD_VALIDATORS = [\n    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},\n    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},\n]'
        cat = 'python: Django password validators'
    else:
        body = '<input type="password" name="password" autocomplete="new-password" minlength="12" required>\n<input type="password" name="password_confirm" autocomplete="new-password">'
        cat = 'html: password input fields'
    mc = L(lang, "The signup form rejected valid passwords; I didn't know the backend and frontend rules differ.\n", "회원가입 폼이 정상 비밀번호를 거부함. 백엔드와 프론트 규칙이 다른 걸 몰랐음.\n") + body
    return cat, [mc, L(lang, "Keep one source of truth for password rules and expose it via /config.", "비밀번호 규칙은 한 곳에서 관리하고 /config로 노출할 것."), L(lang, "Should we drop composition rules entirely?", "조합 규칙을 아예 없애도 될까요?")]


@clean(4)
def c_flags_p(lang):
    k = R.randint(0, 7)
    if k == 0:
        body = 'docker run -d -p 8080:80 -p 8443:443 --name web nginx:1.27'
        cat = 'shell: docker -p port mapping'
    elif k == 1:
        body = 'ssh -p 2222 -i ~/.ssh/id_ed25519 deploy@bastion.corp.lan\nscp -P 2222 build.tar.gz deploy@bastion.corp.lan:/tmp/'
        cat = 'shell: ssh -p port'
    elif k == 2:
        body = '$ mysql -h db.dev.example.net -u app -p orders\nEnter password:\nERROR 1045 (28000): Access denied for user \'app\'@\'10.0.3.5\' (using password: YES)'
        cat = 'shell: mysql -p prompt (no password)'
    elif k == 3:
        body = 'psql -h localhost -p 5433 -U app -d orders -W'
        cat = 'shell: psql -p port -W prompt'
    elif k == 4:
        body = 'redis-cli -h 127.0.0.1 -p 6380 --askpass PING'
        cat = 'shell: redis-cli -p port --askpass'
    elif k == 5:
        body = 'mkdir -p ~/.config/acme && cp -p settings.toml ~/.config/acme/\ngit add -p src/'
        cat = 'shell: mkdir -p / cp -p / git add -p'
    elif k == 6:
        body = 'kubectl port-forward svc/postgres 15432:5432 -n db &\npsql "host=127.0.0.1 port=15432 user=app dbname=orders sslmode=disable"'
        cat = 'shell: port-forward + psql without password'
    else:
        body = 'openssl rand -hex 32 | vault kv put secret/billing/webhook signing_key=-'
        cat = 'shell: generate secret straight into vault'
    mc = L(lang, "Commands from this session, for context:\n", "이번 세션에서 쓴 명령들 (참고용):\n") + body
    return cat, [mc, L(lang, "-p means port here, not password.", "여기서 -p는 비밀번호가 아니라 포트.") if k < 5 else '', '']


@clean(3)
def c_fake_fixtures(lang):
    k = R.randint(0, 5)
    if k == 0:
        body = '# AWS documentation example credentials\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'
        cat = 'test: AWS docs EXAMPLE keys'
    elif k == 1:
        body = '@pytest.fixture\ndef %s(monkeypatch):\n    monkeypatch.setenv("STRIPE_SECRET_KEY", "sk_test_dummy")\n    monkeypatch.setenv("OPENAI_API_KEY", "test-key-not-real")\n    return TestClient(%s)' % (ch(['client', 'api_client', 'app_client']), ch(['app', 'create_app()', 'make_app(settings)']))
        cat = 'python: pytest fake env values'
    elif k == 2:
        body = "const FAKE_TOKEN = 'ghp_' + 'x'.repeat(36);\nnock('https://api.github.com').get('/user').matchHeader('authorization', `token ${FAKE_TOKEN}`).reply(200, { login: 'octocat' });"
        cat = 'js: nock fake GitHub token'
    elif k == 3:
        body = 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt  # gitignored'
        cat = 'compose: password via secrets file'
    elif k == 4:
        body = 'SLACK_BOT_TOKEN=xoxb-not-a-real-token\nSLACK_SIGNING_SECRET=dummy_signing_secret_for_tests\nSLACK_CHANNEL=%s' % ch(['#deploys', '#alerts-test', 'C0000000000'])
        cat = 'env.test: obviously fake Slack values'
    else:
        body = 'it("rejects a wrong password", async () => {\n  const res = await login("%s@example.com", "definitely-wrong");\n  expect(res.status).toBe(%d);\n});' % (ch(['alice', 'bob', 'test.user', 'kim']), ch([400, 401, 403]))
        cat = 'js: test with wrong-password literal'
    mc = L(lang, "Tests failed on CI only; test config involved:\n", "CI에서만 테스트 실패. 관련 테스트 설정:\n") + body
    return cat, [mc, L(lang, "CI sets APP_ENV=ci which skips the fixture that patches these.", "CI는 APP_ENV=ci라서 이 값들을 패치하는 fixture가 건너뛰어짐."), '']


@clean(2)
def c_signature_headers(lang):
    k = R.randint(0, 2)
    if k == 0:
        body = 'X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s' % (uuid4(), hx(64))
        cat = 'header: GitHub webhook signature (no secret)'
    elif k == 1:
        body = 'Stripe-Signature: t=%d,v1=%s' % (ts_recent(), hx(64))
        cat = 'header: Stripe-Signature (no secret) [Stripe]'
    else:
        body = 'X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s' % (ts_recent(), hx(64))
        cat = 'header: Slack request signature (no secret) [Slack]'
    mc = L(lang, "Webhook verification failed; headers of a failing delivery:\n", "웹훅 검증 실패. 실패한 전송의 헤더:\n") + body
    le = L(lang, "The signature is computed per payload; the secret used to compute it lives in the secret store.", "서명은 payload마다 계산되고, 계산에 쓰는 시크릿은 secret store에 있음.")
    return cat, [mc, le, '']


@clean(2)
def c_encrypted_blobs(lang):
    k = R.randint(0, 2)
    if k == 0:
        body = 'db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s==,type:str]\nsops:\n    age:\n        - recipient: age1%s' % (
            rs(24, B64), rs(43, B64) + '=', rs(22, B64), rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'))
        cat = 'yaml: SOPS encrypted value'
    elif k == 1:
        body = '$ANSIBLE_VAULT;1.1;AES256\n' + '\n'.join(hx(80) for _ in range(R.randint(3, 5)))
        cat = 'text: ansible-vault ciphertext'
    else:
        body = 'apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db-credentials\nspec:\n  encryptedData:\n    password: AgB%s' % rs(R.randint(300, 360), B64)
        cat = 'yaml: SealedSecret encryptedData'
    mc = L(lang, "Wasn't sure whether this committed value is a leak. It's the encrypted form:\n", "커밋된 이 값이 유출인지 확실치 않았음. 암호화된 형태임:\n") + body
    le = L(lang, "Ciphertext is safe to commit; only the decryption key must stay out of git.", "암호문은 커밋해도 됨. 복호화 키만 git 밖에 두면 됨.")
    return cat, [mc, le, '']


@clean(3)
def c_tool_hides_values(lang):
    k = R.randint(0, 3)
    if k == 0:
        body = '  # aws_db_instance.%s will be updated in-place\n  ~ resource "aws_db_instance" "%s" {\n        id       = "%s"\n      ~ password = (sensitive value)\n        # (%d unchanged attributes hidden)\n    }' % (('main', 'main', ch(['orders-primary', 'billing-db', 'crm-pg']), R.randint(30, 60)))
        cat = 'terraform plan: (sensitive value)'
    elif k == 1:
        body = '$ kubectl describe secret %s -n %s\nName:         %s\nType:         Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes' % (('db-credentials', ch(['prod', 'billing', 'orders']), 'db-credentials', R.randint(16, 40), R.randint(3, 12)))
        cat = 'kubectl describe secret: sizes only'
    elif k == 2:
        body = '$ docker login -u %s --password-stdin %s < /run/secrets/registry\nWARNING! Your password will be stored unencrypted in /root/.docker/config.json.\nLogin Succeeded' % (ch(['acmebuild', 'kr-ci', 'deploy-bot']), ch(['ghcr.io', 'registry.gitlab.com', 'harbor.acme.internal']))
        cat = 'shell: docker login --password-stdin output'
    else:
        body = '$ vault kv metadata get secret/billing/stripe\n======= Metadata =======\ncreated_time      2024-11-02T01:12:09Z\ncurrent_version   %d\nmax_versions      10\n\n==== Version %d ====\ncreated_time     2025-02-20T08:44:51Z\ndestroyed        false' % ((lambda v: (v, v))(R.randint(2, 9)))
        cat = 'shell: vault kv metadata (no values)'
    mc = L(lang, "Checked whether the secret changed during the deploy:\n", "배포 중에 시크릿이 바뀌었는지 확인:\n") + body
    return cat, [mc, '', L(lang, "Who rotated it last?", "마지막으로 로테이션한 사람이 누구인가요?")]


@clean(2)
def c_env_names(lang):
    names = R.sample(['STRIPE_SECRET_KEY', 'DATABASE_URL', 'OPENAI_API_KEY', 'SENTRY_DSN', 'JWT_SECRET', 'SMTP_PASSWORD', 'KAKAO_REST_API_KEY', 'REDIS_URL', 'S3_BUCKET'], 5)
    rows = '\n'.join('%-20s %s' % (n, ch(['set (from secret store)', 'MISSING', 'set', 'set (length 64)'])) for n in names)
    mc = L(lang, "Startup check output in the new region:\n", "신규 리전 기동 체크 출력:\n") + rows
    return 'text: env var presence check', [mc, L(lang, "The check prints names and presence only.", "체크는 이름과 존재 여부만 출력함."), '']


@clean(2)
def c_secret_discussion(lang):
    vendor = ch(['Stripe', 'GitHub', 'Slack', 'OpenAI', 'Toss Payments', 'Kakao', 'Datadog', 'SendGrid', 'Naver Cloud'])
    k = R.randint(0, 4)
    forms = [
        ("Rotation plan for the {vendor} key: create the new restricted key, deploy with both accepted for {h}h, then revoke the old one. No values in this note on purpose.",
         "{vendor} 키 로테이션 계획: 새 restricted key 생성 → {h}시간 동안 둘 다 허용하도록 배포 → 이전 키 revoke. 값은 일부러 노트에 안 적음."),
        ("The leaked {vendor} token from last week (secret scanning alert #{n}) was revoked within {m} minutes; the audit log shows no use.",
         "지난주 유출된 {vendor} 토큰(secret scanning 알림 #{n})은 {m}분 안에 revoke됨. 감사 로그상 사용 흔적 없음."),
        ("{vendor} API keys should be scoped per service and per environment; the shared 'ops' key is being split into {c}.",
         "{vendor} API 키는 서비스·환경별로 분리해야 함. 공용 'ops' 키를 {c}개로 쪼개는 중."),
        ("The {env} database password is in Vault under secret/{env}/db; ask #infra for the read policy.",
         "{env} DB 비번은 Vault secret/{env}/db에 있음. 읽기 정책은 #infra에 요청."),
        ("{person} rotated the {vendor} credentials at {hh}:{mm} KST; services picked up the new value after the rolling restart.",
         "{person|이/가} {hh}:{mm}(KST)에 {vendor} 크리덴셜을 로테이션함. 롤링 재시작 후 서비스들이 새 값을 읽음."),
    ]
    mc = P(forms[k], lang, vendor=vendor, h=R.choice([12, 24, 48]), n=R.randint(100, 999), m=R.randint(3, 40), c=R.randint(3, 8),
           env=env('en'), person=person(lang), hh='%02d' % R.randint(0, 23), mm='%02d' % R.randint(0, 59))
    le = ch([L(lang, "Never paste the value itself.", "값 자체는 절대 붙여넣지 말 것."), '',
             L(lang, "Rotation runbook lives next to the service's README.", "로테이션 런북은 서비스 README 옆에 있음.")])
    return 'prose: talks about secrets without values [%s]' % vendor, [mc, le, '']


@clean(6, 'publishable')
def c_publishable(lang):
    k = R.randint(0, 11)
    if k == 0:
        v, vendor = 'pk_live_51' + an(R.randint(60, 97)), 'Stripe'
        body = "const stripe = Stripe('%s');\nconst elements = stripe.elements({ locale: 'ko' });" % v
    elif k == 1:
        vendor = 'Firebase'
        proj = ch(['acme-shop-prod', 'kr-chat-app', 'dodam-mobile'])
        body = 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            rs(35, B64U), proj, proj, proj, digits(12), digits(12), hx(22))
    elif k == 2:
        vendor = 'Sentry'
        body = 'Sentry.init({\n  dsn: "https://%s@o%s.ingest.%ssentry.io/%s",\n  tracesSampleRate: 0.1,\n});' % (hx(32), digits(6), ch(['', 'us.', 'de.']), digits(7))
    elif k == 3:
        vendor = 'Mapbox'
        body = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_json({'u': ch(['acme-maps', 'kr-geo']), 'a': rs(25, ANL)}), rs(22, B64U))
    elif k == 4:
        vendor = 'Algolia'
        body = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(10, ANU), hx(32))
    elif k == 5:
        vendor = 'Toss Payments'
        body = "const tossPayments = TossPayments('%s');" % (ch(['test_ck_', 'live_ck_']) + an(28))
    elif k == 6:
        vendor = 'Kakao'
        body = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s'); // JavaScript 키</script>" % hx(32)
    elif k == 7:
        vendor = 'Google reCAPTCHA'
        body = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(38, B64U)
    elif k == 8:
        vendor = 'PostHog'
        body = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43)
    elif k == 9:
        vendor = 'Supabase'
        iat = ts_recent()
        body = "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(20, LO), jwt({'iss': 'supabase', 'ref': rs(20, LO), 'role': 'anon', 'iat': iat, 'exp': iat + 315360000}))
    elif k == 10:
        vendor = 'Clerk'
        dom = ch(['clerk.acme.io', 'clerk.shop.example.co.kr'])
        body = 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s' % base64.b64encode((dom + '$').encode()).decode().rstrip('=')
    else:
        vendor = 'LaunchDarkly'
        body = "const ldClient = LDClient.initialize('%s', { kind: 'user', key: userId }); // client-side ID" % hx(24)
    mc = L(lang, "Security review flagged this key in the frontend bundle; I didn't know whether it is meant to be public:\n",
           "보안 리뷰에서 프론트 번들의 이 키가 지적됨. 공개돼도 되는 키인지 몰랐음:\n") + body
    le = L(lang, "%s documents this key as public/client-side; access is limited by domain restrictions and server-side rules." % vendor,
           "%s 문서상 이 키는 클라이언트용 공개 키. 도메인 제한과 서버 측 규칙으로 접근이 제한됨." % vendor)
    ask = L(lang, "Can we add this key to the scanner allowlist?", "이 키를 스캐너 allowlist에 추가해도 될까요?")
    return 'frontend: publishable/client key [%s] [publishable]' % vendor, [mc, le, ask]


PLAIN = [
    ("The flaky test in {svc} depends on wall-clock time; it fails between 23:00 and 00:00 KST because the fixture builds dates in UTC.",
     "{svc}의 flaky 테스트가 실제 시간에 의존함. fixture가 UTC로 날짜를 만들어서 KST 23시~24시에 실패.",
     "Freeze time with a fixed timezone in the fixture.", "fixture에서 타임존 고정하고 시간 freeze 할 것.",
     "Should all fixtures use Asia/Seoul?", "모든 fixture를 Asia/Seoul로 맞출까요?"),
    ("I didn't know {svc} reads CSV exports as EUC-KR; Hangul in customer names turned into mojibake.",
     "{svc|이/가} CSV export를 EUC-KR로 읽는 걸 몰랐음. 고객명 한글이 다 깨짐.",
     "Write UTF-8 with BOM for Excel users, and decode explicitly on import.", "엑셀 사용자용으로 BOM 포함 UTF-8로 쓰고, import할 땐 명시적으로 디코딩.",
     "", ""),
    ("Build times doubled after the monorepo move; the cache key included the lockfile of every package.",
     "모노레포 이전 후 빌드 시간이 두 배가 됨. 캐시 키에 모든 패키지의 lockfile이 포함돼 있었음.",
     "Key the cache per workspace.", "workspace 단위로 캐시 키를 나눌 것.",
     "Can we use remote caching in CI?", "CI에서 remote cache 써도 될까요?"),
    ("The migration added a NOT NULL column without a default and locked the orders table for 4 minutes in {env}.",
     "{env}에서 마이그레이션이 default 없는 NOT NULL 컬럼을 추가하면서 orders 테이블을 4분간 잠금.",
     "Add nullable, backfill in batches, then set NOT NULL.", "nullable로 추가 → 배치로 backfill → NOT NULL 설정 순서로.",
     "Is there a migration review checklist?", "마이그레이션 리뷰 체크리스트가 있나요?"),
    ("Nobody mentioned that {svc} runs two replicas of the scheduler, so every cron job fired twice.",
     "{svc|이/가} 스케줄러를 레플리카 두 개로 돌린다는 얘기를 아무도 안 해서 모든 크론이 두 번씩 실행됨.",
     "Use a leader lock (pg_advisory_lock) around scheduled jobs.", "스케줄 잡은 리더 락(pg_advisory_lock)으로 감쌀 것.",
     "", ""),
    ("The iOS build failed because the CocoaPods CDN was rate limiting the runner's IP.",
     "CocoaPods CDN이 러너 IP에 rate limit을 걸어서 iOS 빌드가 실패함.",
     "Cache the Pods directory keyed by Podfile.lock.", "Podfile.lock 기준으로 Pods 디렉터리를 캐시할 것.",
     "Can the runner use the corporate proxy?", "러너가 사내 프록시를 쓰게 할 수 있나요?"),
    ("Search results in Korean missed words with particles; the analyzer was the default standard tokenizer.",
     "한국어 검색에서 조사가 붙은 단어가 안 잡힘. analyzer가 기본 standard tokenizer였음.",
     "Switch the field to the nori analyzer and reindex.", "필드를 nori analyzer로 바꾸고 reindex.",
     "Is a full reindex acceptable during business hours?", "업무 시간 중 전체 reindex 해도 되나요?"),
    ("Memory grew until OOM in {svc}; an LRU cache had no max size set.",
     "{svc} 메모리가 OOM까지 계속 증가. LRU 캐시에 최대 크기가 없었음.",
     "Set maxsize and export the cache hit ratio as a metric.", "maxsize 설정하고 캐시 히트율을 메트릭으로 노출할 것.",
     "", ""),
    ("The task said 'fix the rounding bug' but not which rule finance uses; KRW amounts must be floored, not rounded.",
     "'반올림 버그 고쳐줘'라고만 돼 있고 재무팀 규칙이 뭔지 없었음. 원화 금액은 반올림이 아니라 절사해야 함.",
     "Money math goes through the Decimal helper with ROUND_FLOOR.", "금액 계산은 ROUND_FLOOR로 Decimal 헬퍼를 거칠 것.",
     "Who owns the rounding rules document?", "반올림 규칙 문서는 누가 관리하나요?"),
    ("I assumed the feature flag was per user, but it is per organization; QA saw the old UI.",
     "feature flag가 유저 단위인 줄 알았는데 조직 단위였음. QA가 예전 UI를 봄.",
     "Check the flag's targeting rules before testing.", "테스트 전에 flag 타겟팅 규칙부터 확인.",
     "", ""),
    ("Playwright tests timed out only in CI because fonts were missing and layout shifted.",
     "폰트가 없어서 레이아웃이 밀려 Playwright 테스트가 CI에서만 타임아웃.",
     "Install fonts-noto-cjk in the CI image.", "CI 이미지에 fonts-noto-cjk 설치.",
     "Can we bake fonts into the base image?", "베이스 이미지에 폰트를 넣어도 될까요?"),
    ("The GraphQL N+1 on the order list page: each order loaded its items separately.",
     "주문 목록 페이지 GraphQL N+1 문제: 주문마다 아이템을 따로 로딩함.",
     "Use a DataLoader keyed by order id.", "order id 기준 DataLoader 사용.",
     "", ""),
    ("Nobody told me the staging database is restored from prod every Sunday, which wiped my test data.",
     "스테이징 DB가 매주 일요일 운영 데이터로 복원된다는 걸 아무도 말 안 해줘서 테스트 데이터가 날아감.",
     "Keep test fixtures in a seed script, not in the database.", "테스트 데이터는 DB가 아니라 seed 스크립트로 관리.",
     "Is there a schedule of staging resets?", "스테이징 리셋 일정표가 있나요?"),
    ("Android release crashed on API 26 devices because of java.time usage without desugaring.",
     "desugaring 없이 java.time을 써서 API 26 기기에서 안드로이드 릴리스가 크래시.",
     "Enable coreLibraryDesugaring.", "coreLibraryDesugaring 활성화.",
     "What is the minimum supported API level?", "최소 지원 API 레벨이 몇인가요?"),
    ("Webhook retries from the payment provider created duplicate orders; the handler was not idempotent.",
     "결제사 웹훅 재시도로 주문이 중복 생성됨. 핸들러가 멱등하지 않았음.",
     "Store the event id with a unique constraint and skip duplicates.", "이벤트 id를 unique 제약으로 저장하고 중복은 건너뛸 것.",
     "", ""),
    ("The p95 latency regression came from a missing composite index on (user_id, created_at).",
     "p95 지연 회귀는 (user_id, created_at) 복합 인덱스 누락 때문이었음.",
     "Run EXPLAIN ANALYZE on the top queries after schema changes.", "스키마 변경 후 상위 쿼리는 EXPLAIN ANALYZE 돌려볼 것.",
     "Do we have pg_stat_statements enabled in prod?", "운영에 pg_stat_statements 켜져 있나요?"),
    ("I did not know the mobile app caches the config endpoint for 24h, so the rollback did not reach users.",
     "앱이 config 엔드포인트를 24시간 캐시해서 롤백이 사용자에게 반영이 안 된 걸 몰랐음.",
     "Version the config and allow forced refresh.", "config에 버전을 두고 강제 갱신을 허용할 것.",
     "", ""),
    ("Terraform wanted to recreate the load balancer because the name attribute changed case.",
     "name 속성 대소문자가 바뀌어서 Terraform이 로드밸런서를 재생성하려고 함.",
     "Use lifecycle ignore_changes for name, and review plans for replacements.", "name에 lifecycle ignore_changes 적용하고 plan의 replace 항목 꼭 확인.",
     "", ""),
    ("The CSV import silently dropped rows with full-width digits (０-９) in phone numbers.",
     "전화번호에 전각 숫자(０-９)가 있는 행을 CSV import가 조용히 버림.",
     "Normalize with NFKC before validation.", "검증 전에 NFKC 정규화.",
     "Should we reject or normalize such rows?", "이런 행은 거부할까요, 정규화할까요?"),
    ("Kafka consumer lag grew because one partition key (a big seller) got 40% of the traffic.",
     "한 파티션 키(대형 셀러)에 트래픽 40%가 몰려서 Kafka consumer lag이 증가.",
     "Salt hot keys or split the topic by seller tier.", "핫 키에 salt를 붙이거나 셀러 등급별로 토픽 분리.",
     "", ""),
    ("The docs build broke because a Markdown table used a pipe inside inline code.",
     "인라인 코드 안에 파이프가 들어간 마크다운 표 때문에 문서 빌드가 깨짐.",
     "Escape pipes as \\| inside tables.", "표 안의 파이프는 \\|로 이스케이프.",
     "", ""),
    ("Daylight saving in the US shifted the partner's batch by an hour; our cron is in KST and theirs in ET.",
     "미국 서머타임 때문에 제휴사 배치가 한 시간 밀림. 우리 크론은 KST, 저쪽은 ET.",
     "Schedule against the partner's timezone explicitly.", "제휴사 타임존 기준으로 명시적으로 스케줄링.",
     "Can the partner send a completion webhook instead?", "제휴사가 완료 웹훅을 보내줄 수 있나요?"),
]


@clean(7, 'plain')
def c_plain(lang):
    t = ch(PLAIN)
    kw = dict(svc=svc(lang), env=env(lang))
    mc = fill(t[1] if lang == 'ko' else t[0], **kw)
    le = fill(t[3] if lang == 'ko' else t[2], **kw)
    ask = fill(t[5] if lang == 'ko' else t[4], **kw)
    if R.random() < 0.3:
        le = ''
    r = R.random()
    if r < 0.35:
        mc = '[%s-%d] ' % (ch(['OPS', 'BE', 'APP', 'DATA', 'PAY', 'INFRA']), R.randint(100, 4999)) + mc
    elif r < 0.55:
        mc += L(lang, ' (took %d min to find)' % R.randint(5, 90), ' (찾는 데 %d분 걸림)' % R.randint(5, 90))
    return 'prose: plain engineering note', [mc, le, ask]


@clean(2, 'plain')
def c_plain_shell(lang):
    k = R.randint(0, 3)
    if k == 0:
        used = R.randint(180, 199)
        body = '$ df -h /var/lib/docker\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme1n1    200G  %dG  %dG  %d%% /var/lib/docker\n$ docker system prune -af --volumes' % (used, 200 - used, used // 2)
        cat = 'shell: disk full on runner'
    elif k == 1:
        rsn = hx(9)
        body = '$ kubectl get pods -n %s\nNAME                      READY   STATUS             RESTARTS      AGE\napi-%s-%s       0/1     CrashLoopBackOff   %d (2m ago)   %dm\napi-%s-%s       1/1     Running            0             %dm' % (
            ch(['prod', 'billing', 'orders']), rsn, rs(5, ANL), R.randint(3, 40), R.randint(20, 90), rsn, rs(5, ANL), R.randint(20, 90))
        cat = 'shell: kubectl get pods'
    elif k == 2:
        mn = R.randint(0, 3)
        body = 'ERROR: Could not find a version that satisfies the requirement torch==2.%d.1+cu121 (from versions: 2.%d.0, 2.%d.1)\nERROR: No matching distribution found for torch==2.%d.1+cu121' % (mn, mn + 1, mn + 1, mn)
        cat = 'log: pip resolution error'
    else:
        mo = R.randint(2, 12)
        body = 'FAIL src/utils/date.test.ts\n  ● formatKoreanDate › handles month boundary\n    Expected: "2025년 %d월 1일"\n    Received: "2025년 %d월 %d일"' % (mo, mo - 1, ch([29, 30, 31, 32]))
        cat = 'log: jest failure'
    mc = L(lang, "What I saw:\n", "확인한 내용:\n") + body
    le = L(lang, "Root cause was environmental, not the code change.", "원인은 코드 변경이 아니라 환경 문제였음.")
    return cat, [mc, le, '']


@clean(2)
def c_certificate(lang):
    lines = ['MIID' + rs(60, B64)] + [rs(64, B64) for _ in range(R.randint(4, 7))]
    body = '-----BEGIN CERTIFICATE-----\n' + '\n'.join(lines) + '\n...\n-----END CERTIFICATE-----'
    mc = L(lang, "TLS handshake to the partner failed with 'unable to get local issuer certificate'. Their intermediate CA (public) that I added to the trust bundle:\n",
           "제휴사 TLS 핸드셰이크가 'unable to get local issuer certificate'로 실패. 신뢰 번들에 추가한 제휴사 중간 CA 인증서(공개):\n") + body
    le = L(lang, "Certificates are public; only the private key of the server must be protected.", "인증서는 공개 정보. 서버 개인키만 보호하면 됨.")
    return 'pem: CA certificate (public)', [mc, le, '']


@clean(2)
def c_passwordless_auth(lang):
    k = R.randint(0, 3)
    if k == 0:
        body = 'TOKEN=$(aws rds generate-db-auth-token --hostname %s --port 5432 --username iam_app --region ap-northeast-2)\npsql "host=%s port=5432 user=iam_app dbname=orders sslmode=verify-full password=$TOKEN"' % (ch(HOSTS[-5:]), ch(HOSTS[-5:]))
        cat = 'shell: RDS IAM auth (token generated at runtime)'
    elif k == 1:
        body = '"Default": "Server=tcp:acme-sql-prod.database.windows.net,1433;Database=Orders;Authentication=Active Directory Managed Identity;Encrypt=True;"'
        cat = 'json: SQL connection string with managed identity'
    elif k == 2:
        body = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fapp.acme.io%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256' % (
            digits(12), rs(32, ANL), rs(22, B64U), rs(43, B64U))
        cat = 'url: OAuth authorize URL with PKCE challenge'
    else:
        body = 'permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::%s:role/gha-deploy\n      aws-region: ap-northeast-2' % digits(12)
        cat = 'gha: OIDC role assumption (no stored keys)'
    mc = L(lang, "We moved off static credentials; this is how {svc} authenticates now:\n", "정적 크리덴셜을 없앴음. {svc|이/가} 지금 인증하는 방식:\n")
    mc = fill(mc, svc=svc(lang)) + body
    return cat, [mc, L(lang, "Nothing long-lived is stored anywhere.", "오래 사는 크리덴셜은 어디에도 저장 안 됨."), '']


CLEAN_INTRO = [
    ("The {vendor} {what} for {svc} is injected at deploy time; {file} only has:", "{svc}의 {vendor} {what|은/는} 배포 시점에 주입됨. {file}에는 이것만 있음:"),
    ("I expected to find the {vendor} {what} in {file}, but it only references the secret store:", "{file}에 {vendor} {what|이/가} 있을 줄 알았는데 secret store 참조만 있음:"),
    ("Checked {file} after the {env} incident; the {vendor} values are placeholders:", "{env} 장애 후 {file} 확인함. {vendor} 값은 전부 플레이스홀더:"),
    ("Template for the {env} {vendor} setup ({file}); real values come from CI:", "{env} {vendor} 설정 템플릿 ({file}). 실제 값은 CI에서 들어옴:"),
    ("Missing context: {svc} needs the {vendor} {what} at runtime, and {file} shows where it comes from:", "몰랐던 것: {svc|은/는} 런타임에 {vendor} {what|이/가} 필요하고, {file}에 출처가 나와 있음:"),
    ("The reviewer asked whether {file} leaks the {vendor} {what}. Current content (redacted by the tool):", "리뷰어가 {file}에서 {vendor} {what|이/가} 새는지 물어봄. 현재 내용 (도구가 마스킹):"),
]
_KEEP_SUFFIX = re.compile(r'(_ID|_SID|REGION|ENDPOINT|_URL|_HOST|DOMAIN|EMAIL|_USERNAME|_USER|_ORG|PROJECT|BUCKET|SITE|_ENV|APP_NAME|_CID|SERIAL_NO|MCHID|APPID|BOOTSTRAP|MERCHANT_ACCOUNT|ZONE|CLUSTER|INDEX)$')


def placeholder_for(var, vd):
    k = R.randint(0, 9)
    low = var.lower()
    if k == 0:
        return '${%s}' % var
    if k == 1:
        return '<%s>' % low.replace('_', '-')
    if k == 2:
        return '[REDACTED]'
    if k == 3:
        return '*' * R.choice([8, 12, 16])
    if k == 4:
        return 'vault:secret/data/%s/%s#%s' % (ch(['prod', 'staging']), vd['slug'], key_of(var, vd['slug']))
    if k == 5:
        return 'arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s' % (digits(12), ch(['prod', 'stg']), low.replace('_', '-'), rs(6, AN))
    if k == 6:
        return ''
    if k == 7:
        return 'op://%s/%s/credential' % (ch(['Engineering', 'Infra', 'Prod']), vd['name'].replace(' ', '-'))
    if k == 8:
        return '{{ secrets.%s }}' % var
    return 'set-in-%s' % ch(['vault', 'doppler', 'ssm', 'ci-settings'])


def clean_vendor_note(vd, lang):
    items = vd['items']()
    new = []
    for var, val, sec in items:
        if sec is True:
            new.append((var, placeholder_for(var, vd), False))
        elif isinstance(sec, list):
            v2 = val
            ph = placeholder_for(var, vd)
            for s_ in sec:
                v2 = v2.replace(s_, ph if ph else '<redacted>')
            new.append((var, v2, False))
        elif (_KEEP_SUFFIX.search(var) and 'TOKEN' not in var and 'KEY_ID' not in var and 'ACCESS_KEY' not in var
              and var not in ('OSSRH_USERNAME', 'KLARNA_USERNAME')):
            new.append((var, val, False))
    style = ch([s for s in STYLES if s not in ('curl', 'http')])
    snip, fname, _x = render(style, new, vd, lang)
    what = vd['what'][1] if lang == 'ko' else vd['what'][0]
    kw = dict(vendor=vd['name'], what=what, env=env(lang), svc=svc(lang), file=fname if is_file(fname) else ctxname(fname, lang))
    if R.random() < 0.75:
        mc = P(ch(CLEAN_INTRO), lang, **kw) + '\n' + snip
        le = P(ch(LE_PLAIN), lang, **kw)
    else:
        mc = P(ch(MC_PLAIN), lang, **kw)
        le = P(ch([("The config only references it:", "설정은 참조만 함:"), ("For the record, {file} looks like this:", "참고로 {file} 내용:")]), lang, **kw) + '\n' + snip
    ask = P(ch(ASK_PLAIN), lang, **kw)
    return '%s: %s placeholder/reference [%s]' % (style, vd['what'][0], vd['name']), [mc, le, ask]


# ---------------------------------------------------------------- validation
MAX_FIELD = 1024
MAX_ASK = 512


def field_sizes_ok(fields):
    mc, le, ask = fields
    return (mc.strip() != '' and len(mc.encode()) <= MAX_FIELD and len(le.encode()) <= MAX_FIELD
            and len(ask.encode()) <= MAX_ASK)


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def window_violation(fields, secrets):
    """Return the first 8-char window of a secret that occurs outside the secrets' own occurrences."""
    order = sorted(secrets, key=len, reverse=True)
    masked = []
    for f in fields:
        for s_ in order:
            f = f.replace(s_, '\x00')
        masked.append(f)
    for s_ in secrets:
        for i in range(len(s_) - 7):
            w = s_[i:i + 8]
            for mf in masked:
                if w in mf:
                    return w
    return None


def check_secret_note(fields, secrets):
    assert secrets, 'secret note without secrets'
    blob = '\n'.join(fields)
    for s_ in secrets:
        assert len(s_) >= 8, ('secret shorter than 8 chars', s_)
        assert s_ in blob, ('secret not verbatim in fields', s_)
    w = window_violation(fields, secrets)
    assert w is None, ('8-char window of a secret outside its occurrences', w)


# ---------------------------------------------------------------- assembly
N_SECRET = 350
N_CLEAN = 350
N_MULTI = 24            # multi-vendor notes, 3 vendors each
N_PUBLISHABLE = 30
N_PLAIN = 60
N_CLEAN_VENDOR = 100
STATS = {'retries': 0, 'window_retries': 0}


def lang_list(n, n_ko):
    ls = ['ko'] * n_ko + ['en'] * (n - n_ko)
    R.shuffle(ls)
    return ls


def make_groups(vendors, n_groups):
    """split the first vendors into groups of three whose variable names do not clash"""
    pool = list(vendors)
    groups = []
    while len(groups) < n_groups:
        g = [pool.pop(0)]
        i = 0
        while len(g) < 3:
            cand = pool[i]
            names = set()
            for vd in g:
                names.update(v for v, _x, _s in vd['items']())
            cnames = [v for v, _x, _s in cand['items']()]
            if cand['name'] not in [x['name'] for x in g] and not any(c in names for c in cnames):
                g.append(pool.pop(i))
            else:
                i += 1
        groups.append(g)
    return groups, pool


SEEN = set()


def attempt(make, kind, strict=True):
    for _ in range(60):
        if kind == 'secret':
            cat, fields, cands = make()
            if '\x01'.join(fields) in SEEN:
                STATS['retries'] += 1
                continue
            blob = '\n'.join(fields)
            secrets = uniq(cands) if strict else uniq([c for c in cands if c in blob])
            if not field_sizes_ok(fields):
                STATS['retries'] += 1
                STATS.setdefault('size_cases', []).append(cat)
                continue
            wv = window_violation(fields, secrets)
            if wv is not None:
                STATS['window_retries'] += 1
                STATS.setdefault('window_cases', []).append((cat, wv))
                continue
            check_secret_note(fields, secrets)
            SEEN.add('\x01'.join(fields))
            return cat, fields, secrets
        cat, fields = make()
        if not field_sizes_ok(fields) or '\x01'.join(fields) in SEEN:
            STATS['retries'] += 1
            continue
        SEEN.add('\x01'.join(fields))
        return cat, fields, []
    raise RuntimeError('could not build a note: ' + kind)


def build():
    notes = []
    # ---- secret notes
    vendors = list(VENDORS)
    R.shuffle(vendors)
    groups, singles = make_groups(vendors, N_MULTI)
    jobs = [('multi', g) for g in groups] + [('vendor', vd) for vd in singles]
    n_gen = N_SECRET - len(jobs)
    assert n_gen >= len(GEN), n_gen
    gen_jobs = [fn for fn, _w in GEN]
    gen_jobs += R.choices([fn for fn, _w in GEN], weights=[w for _fn, w in GEN], k=n_gen - len(GEN))
    jobs += [('gen', fn) for fn in gen_jobs]
    R.shuffle(jobs)
    langs = lang_list(N_SECRET, N_SECRET * 2 // 5)
    for (jk, obj), lang in zip(jobs, langs):
        if jk == 'multi':
            cat, fields, secrets = attempt(lambda: multi_vendor_note(obj, lang), 'secret', strict=True)
        elif jk == 'vendor':
            cat, fields, secrets = attempt(lambda: vendor_note(obj, lang), 'secret', strict=False)
        else:
            cat, fields, secrets = attempt(lambda: obj(lang), 'secret', strict=True)
        notes.append(dict(lang=lang, kind='secret', category=cat, fields=fields, secrets=secrets, tag='secret'))
    # ---- clean notes
    by_tag = {'risky': [], 'plain': [], 'publishable': []}
    for fn, w, tag in CLEAN:
        by_tag[tag].append((fn, w))
    cjobs = []
    pub = by_tag['publishable']
    cjobs += [('fn', fn, 'publishable') for fn in R.choices([f for f, _w in pub], weights=[w for _f, w in pub], k=N_PUBLISHABLE)]
    pl = by_tag['plain']
    cjobs += [('fn', fn, 'plain') for fn in R.choices([f for f, _w in pl], weights=[w for _f, w in pl], k=N_PLAIN)]
    cjobs += [('vendor', vd, 'risky') for vd in R.sample(VENDORS, N_CLEAN_VENDOR)]
    rk = by_tag['risky']
    n_rest = N_CLEAN - len(cjobs)
    rest = [f for f, _w in rk] * 3
    rest += R.choices([f for f, _w in rk], weights=[w for _f, w in rk], k=n_rest - len(rest))
    cjobs += [('fn', fn, 'risky') for fn in rest]
    R.shuffle(cjobs)
    langs = lang_list(N_CLEAN, N_CLEAN * 2 // 5)
    for (jk, obj, tag), lang in zip(cjobs, langs):
        if jk == 'vendor':
            cat, fields, _s = attempt(lambda: clean_vendor_note(obj, lang), 'clean')
        else:
            cat, fields, _s = attempt(lambda: obj(lang), 'clean')
        if tag == 'publishable':
            assert cat.endswith(' [publishable]')
        else:
            assert '[publishable]' not in cat
        notes.append(dict(lang=lang, kind='clean', category=cat, fields=fields, secrets=[], tag=tag))
    # ---- global checks
    seen = set()
    for n in notes:
        key = '\x01'.join(n['fields'])
        assert key not in seen, ('duplicate note', n['category'])
        seen.add(key)
        assert field_sizes_ok(n['fields'])
        if n['kind'] == 'secret':
            check_secret_note(n['fields'], n['secrets'])
        else:
            assert n['secrets'] == []
    R.shuffle(notes)
    for i, n in enumerate(notes, 1):
        n['id'] = 't%03d' % i
    return notes


def to_json(n):
    rec = {
        'id': n['id'],
        'lang': n['lang'],
        'kind': n['kind'],
        'category': n['category'],
        'fields': {'missing_context': n['fields'][0], 'lesson': n['fields'][1], 'ask_next_time': n['fields'][2]},
        'secrets': n['secrets'],
    }
    return json.dumps(rec, ensure_ascii=False)


def main():
    notes = build()
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, 'blind_set_v38.jsonl')
    data = ''.join(to_json(n) + '\n' for n in notes)
    with open(out, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write(data)
    if '--stats' in sys.argv:
        from collections import Counter
        c = Counter((n['kind'], n['lang']) for n in notes)
        t = Counter((n['kind'], n['tag']) for n in notes)
        print('notes', len(notes), dict(sorted(c.items())), dict(sorted(t.items())))
        print('retries', STATS)
        print('sha256', hashlib.sha256(data.encode('utf-8')).hexdigest())


if __name__ == '__main__':
    main()
