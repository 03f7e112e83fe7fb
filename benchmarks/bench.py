"""Speed and memory of Sentinel-Memory where users live, side by side with the official MCP memory server.

Run from the repository root:  python benchmarks/bench.py [--baseline DIR] [--npm-dir DIR] [--quick]

Every server is started over real stdio exactly as an MCP client starts it (the client is
tests/stdio_client.py, the one the tests use) and every time is taken at the client's end of the
pipe. The servers run side by side and are measured in interleaved rounds (one call to each per
round, the order rotating), so machine noise hits all alike; each figure is a median with its
interquartile range (p25-p75).

Measured: start-up (spawn to the `tools/list` reply) of this server, of a bare FastMCP server with
one trivial tool (the framework's floor) and of the official server; `log_memory` against the
official `create_entities` at 50 and 10,000 records; `search_memory` against `read_graph` at 50
(an unchanged log, and right after a write; the bare server's tool call in the same rounds is the
floor of any call), 10,000 and 100,000 records, each call with another query; the first and second search after start at 100,000 (the first reads and parses the whole
log, the second builds this server's search index); each server's
peak memory (VmHWM, Linux) at 100,000 records; and the bytes of a search reply over the record
content it carries. In process: `build_record` (validation and redaction) of a `log_memory` call,
the store's own time for a durable write, and the floor of any durable write of the same log (a
temp file, its fsync, the replace and the folder's fsync, nothing else). The last line adds that
floor to the bare tool call: the least a `log_memory` could cost here while keeping the fsyncs.

`--baseline DIR` adds a column for another checkout of this server (e.g. `git worktree add DIR
<commit>`), measured in the same rounds: before and after in one run. The official server
(`@modelcontextprotocol/server-memory`, pinned to OFFICIAL_VERSION) is installed with npm into
`--npm-dir` (default: a scratch folder) when `node` and `npm` are on PATH.

Targets are reported, not asserted: the script exits 0 unless a server breaks.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import store  # noqa: E402  (needs ROOT on sys.path first)
from tests.stdio_client import StdioServer  # noqa: E402

OFFICIAL_PACKAGE = "@modelcontextprotocol/server-memory"
OFFICIAL_VERSION = "2026.8.31"
REPLY_TIMEOUT = 300.0  # seconds; a bound on a hang (read_graph of 100,000 entities takes seconds), not a pace

STARTS = 9  # start-up rounds, after one discarded round that warms the disk cache
ROUNDS = {50: 40, 10_000: 9, 100_000: 5}  # timed rounds per size, after WARM_UP calls per server
WARM_UP = 2
SEED = 20251122
EPOCH = datetime(2026, 1, 5, 9, 0, tzinfo=timezone.utc)  # records are saved five minutes apart from here
QUERIES = [
    "fix the payment refund flow",
    "add a reversible migration for the orders table",
    "로그인 세션 만료 처리",
    "gateway rate limit errors",
    "deploy pipeline only from tagged commits",
    "validate the checkout form on the server",
    "결제 환불 비동기 API",
    "stale balances after a cache change",
]

FIELDS = ("topic", "missing_context", "lesson", "ask_next_time")

# The framework's floor: FastMCP with one trivial tool and nothing else (async, as ours are: a sync
# tool adds a hop to a worker thread).
BARE_SERVER = '''\
from fastmcp import FastMCP

mcp = FastMCP("bare")


@mcp.tool
async def ping() -> str:
    """Answer pong."""
    return "pong"


mcp.run("stdio", show_banner=False)
'''


class BenchError(RuntimeError):
    """A server did not answer as it should: the figures would be meaningless."""


# -- servers over stdio ----------------------------------------------------------------------------


@dataclass
class Kind:
    """One server to measure: how to start it on a project (or memory file) and which tools do what."""

    name: str
    argv: Callable[[Path], list[str]]  # the project folder (ours) or memory file (official)
    env: Callable[[Path], dict[str, str]] = lambda _: {}
    official: bool = False
    bare: bool = False  # the framework's floor: its `ping` stands in for a search


class Server:
    """A running server and the figures taken from it."""

    def __init__(self, kind: Kind, where: Path, cwd: Path):
        self.kind = kind
        self.client = StdioServer(argv=kind.argv(where), cwd=cwd, env=kind.env(where), reply_timeout=REPLY_TIMEOUT)

    def request(self, method: str, params: dict | None = None) -> dict:
        try:
            reply = self.client.request(method, params)
        except Exception as exc:
            raise BenchError(f"{self.kind.name}: {method} failed ({exc!r}); stderr: {self.client.stderr_text()[-500:]}") from None
        if "error" in reply:
            raise BenchError(f"{self.kind.name}: {method} failed: {reply['error']}")
        return reply["result"]

    def call(self, tool: str, arguments: dict) -> tuple[float, str]:
        """Seconds from request to reply, and the reply's text."""
        started = time.perf_counter()
        result = self.request("tools/call", {"name": tool, "arguments": arguments})
        elapsed = time.perf_counter() - started
        text = "\n".join(c.get("text", "") for c in result.get("content", []))
        if result.get("isError"):
            raise BenchError(f"{self.kind.name}: {tool} returned an error: {text[:300]}")
        return elapsed, text

    def search(self, index: int) -> tuple[float, str]:
        if self.kind.bare:
            return self.call("ping", {})
        if self.kind.official:
            return self.call("read_graph", {})
        return self.call("search_memory", {"query": QUERIES[index % len(QUERIES)]})

    def write(self, index: int) -> float:
        if self.kind.official:
            return self.call("create_entities", {"entities": [entity(new_record(index))]})[0]
        return self.call("log_memory", new_content(index))[0]

    def peak_mb(self) -> float | None:
        """The process's peak resident memory so far (VmHWM), in MB; None where /proc is not there."""
        try:
            with open(f"/proc/{self.client.proc.pid}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        return None

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:
            self.client.kill()


def start(kind: Kind, where: Path, cwd: Path) -> Server:
    server = Server(kind, where, cwd)
    server.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
    server.client.send({"method": "notifications/initialized"})
    return server


def rotated(items: list, round_: int) -> list:
    """`items` starting at a different one each round, so that none is always first."""
    shift = round_ % len(items)
    return items[shift:] + items[:shift]


# -- content ---------------------------------------------------------------------------------------

# Roughly 0.5 KB per record as the design estimates, some English, some Korean.
TOPICS_EN = ["payment", "auth-session", "db-migration", "api-gateway", "ui-form", "search-index", "deploy-ci", "cache-layer"]
TOPICS_KO = ["결제-환불", "인증-세션", "배포-파이프"]

MISSING_EN = [
    "The task did not say that refunds must go through the provider's asynchronous API, not the sync one.",
    "Nobody mentioned that the staging database is shared with the QA team and resets every night.",
    "The brief left out that prices are stored in minor units per currency, and JPY has no minor unit.",
    "It was not stated that the mobile app released last quarter still calls the v1 endpoint.",
    "The instructions lacked the rule that every schema change needs a reversible down-migration.",
    "We were not told that sessions are pinned to one region and must not be refreshed cross-region.",
    "The ticket did not mention the rate limit of 50 requests per second per IP on the gateway.",
    "The form spec omitted that postal codes are optional for some countries and must not be required.",
]
MISSING_KO = [
    "초기 지시에 환불은 PG사의 비동기 API로만 처리해야 한다는 내용이 없었다.",
    "스테이징 DB는 QA 팀과 공유되며 매일 밤 초기화된다는 점이 빠져 있었다.",
    "로그인 세션은 30분 후 만료되고 갱신은 서버에서만 한다는 조건이 없었다.",
    "배포 파이프라인은 태그가 붙은 main 커밋에서만 실행된다는 설명이 없었다.",
    "게이트웨이의 속도 제한이 사용자별이 아니라 IP별이라는 사실을 몰랐다.",
]
LESSON_EN = [
    "Run every migration against a copy of production data before merging, and keep each step reversible.",
    "Read tax rates from the config service instead of hard-coding them; they change every January.",
    "Wrap third-party calls in the retry helper with jittered backoff, because the provider throttles bursts.",
    "Validate form input on the server as well as the client, and return field-level error codes.",
    "Keep the public response shape unchanged: add new fields rather than renaming old ones.",
    "Invalidate a cache key when its record changes, not on a timer, or users see stale balances.",
    "Convert amounts with the currency's own exponent from the shared money module, never by 100.",
]
LESSON_KO = [
    "마이그레이션은 항상 되돌릴 수 있게 작성하고 운영 데이터 사본에서 먼저 실행한다.",
    "세율은 코드에 박지 말고 설정 서비스에서 읽어 온다. 매년 1월에 바뀐다.",
    "외부 API 호출은 재시도 헬퍼로 감싸고 지터가 있는 백오프를 적용한다.",
    "폼 입력은 클라이언트뿐 아니라 서버에서도 검증하고 필드별 오류 코드를 돌려준다.",
]
ASK_EN = [
    "Which environment should this run against first: staging or a local copy?",
    "Is there a release freeze coming up for this module, and until when?",
    "Must the old endpoint keep working during the transition, and for how long?",
    "Which payment providers are in scope, and do any have sandbox limits?",
]
ASK_KO = [
    "먼저 어느 환경에서 실행해야 하나요? 스테이징인가요?",
    "이 모듈에 곧 릴리스 동결 기간이 있나요?",
    "기존 엔드포인트를 전환 기간 동안 유지해야 하나요?",
]


def _utf8(text: str) -> int:
    return len(text.encode("utf-8"))


def _sentences(rng: random.Random, pool: list[str], low: int, high: int) -> str:
    """Sentences from `pool` in random order, to a random size between `low` and `high` UTF-8 bytes."""
    goal = rng.randint(low, high)
    text = ""
    for sentence in rng.sample(pool, len(pool)):
        candidate = f"{text} {sentence}".lstrip()
        if _utf8(candidate) > high:
            continue
        text = candidate
        if _utf8(text) >= goal:
            break
    return text


def make_content(index: int) -> dict[str, str]:
    """The four fields of record `index`, the same on every run; its missing_context is unique."""
    rng = random.Random(SEED * 100_003 + index)
    korean = rng.random() < 0.3
    reference = f" (리뷰 #{index})" if korean else f" (review #{index})"
    return {
        "topic": rng.choice(TOPICS_KO if korean else TOPICS_EN),
        "missing_context": _sentences(rng, MISSING_KO if korean else MISSING_EN, 140, 230) + reference,
        "lesson": _sentences(rng, LESSON_KO if korean else LESSON_EN, 150, 250),
        "ask_next_time": "" if rng.random() < 0.1 else rng.choice(ASK_KO if korean else ASK_EN),
    }


def make_records(count: int) -> list[dict]:
    """`count` records as the store saves them, saved five minutes apart. The sanitizer (about 0.1 ms
    a record) runs on the first 200 to show that it leaves this content alone; the rest are
    assembled directly."""
    records = []
    for index in range(count):
        content = make_content(index)
        if index < 200:
            record = store.build_record(**content)[0]
            if any(record[name] != content[name] for name in FIELDS):
                raise BenchError(f"the sanitizer changed record {index}: the content would not be comparable")
        else:
            rid = store.record_id("log", content["topic"], content["missing_context"], content["lesson"])
            record = {"id": rid, "type": "log", **content, "meta": {}}
        record["meta"]["created"] = (EPOCH + timedelta(minutes=5 * index)).isoformat(timespec="seconds")
        records.append(record)
    return records


def new_content(index: int) -> dict[str, str]:
    """Content for a write: indices past every prefilled record, so each call adds a record."""
    return make_content(1_000_000 + index)


def new_record(index: int) -> dict:
    return store.build_record(**new_content(index))[0]


def content_bytes(records: list[dict]) -> int:
    return sum(_utf8(record[name]) for record in records for name in FIELDS)


def shown_in(text: str, records: list[dict]) -> list[dict]:
    """The records whose text a reply carries (search_memory trims a reply to its token budget).

    Each missing_context ends in a unique reference, so a match is never another record's.
    """
    return [record for record in records if record["missing_context"] in text]


def entity(record: dict) -> dict:
    """The official server's equivalent of a record: one entity, empty fields left out."""
    observations = [record[name] for name in ("missing_context", "lesson", "ask_next_time") if record[name]]
    return {"name": record["id"], "entityType": record["topic"], "observations": observations}


def prefill_ours(project: Path, records: list[dict]) -> None:
    """Write the log directly in the store's format: far faster than thousands of tool calls."""
    folder = project / store.CONTEXT_DIR
    folder.mkdir(parents=True)
    lines = "".join(store.serialize(record) + "\n" for record in records)
    (folder / store.LOG_NAME).write_text(lines, encoding="utf-8")


def prefill_official(path: Path, records: list[dict]) -> None:
    """The official server's JSONL: one `{"type": "entity", ...}` object per line."""
    lines = (json.dumps({"type": "entity", **entity(record)}, ensure_ascii=False) for record in records)
    path.write_text("\n".join(lines), encoding="utf-8")


# -- the kinds of server ---------------------------------------------------------------------------


@dataclass
class Official:
    argv: list[str]
    version: str


def install_official(folder: Path) -> Official | None:
    """Install the pinned official memory server with npm (once per folder), or say why it cannot be measured."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if not (node and npm):
        print("official server: not measured, `node` and `npm` are not both on PATH.")
        return None
    package = folder / "node_modules" / OFFICIAL_PACKAGE
    manifest_path = package / "package.json"
    installed = manifest_path.exists() and json.loads(manifest_path.read_text(encoding="utf-8"))["version"] == OFFICIAL_VERSION
    if not installed:
        spec = f"{OFFICIAL_PACKAGE}@{OFFICIAL_VERSION}"
        command = [npm, "install", "--prefix", str(folder), spec, "--no-audit", "--no-fund", "--loglevel=error"]
        progress(f"npm install {spec} ...")
        try:
            subprocess.run(command, check=True, capture_output=True, timeout=600)
        except (OSError, subprocess.SubprocessError) as exc:
            detail = getattr(exc, "stderr", b"") or b""
            print(f"official server: not measured, npm install failed: {exc} {detail.decode(errors='replace')[-500:]}")
            return None
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    bin_entry = manifest["bin"] if isinstance(manifest["bin"], str) else next(iter(manifest["bin"].values()))
    return Official(argv=[node, str(package / bin_entry)], version=manifest["version"])


def kinds(baseline: Path | None, official: Official | None) -> list[Kind]:
    found = [Kind("ours", lambda project: [sys.executable, str(ROOT / "server.py"), "--project", str(project)])]
    if baseline:
        found.append(Kind("before", lambda project: [sys.executable, str(baseline / "server.py"), "--project", str(project)]))
    if official:
        found.append(Kind("official", lambda _: official.argv, lambda memory: {"MEMORY_FILE_PATH": str(memory)}, official=True))
    return found


# -- the measurements ------------------------------------------------------------------------------


@dataclass
class Figures:
    """Samples per metric and server: seconds for times, MB for memory, a ratio for bytes."""

    samples: dict[str, dict[str, list[float]]] = field(default_factory=dict)

    def add(self, metric: str, server: str, value: float | None) -> None:
        if value is not None:
            self.samples.setdefault(metric, {}).setdefault(server, []).append(value)

    def get(self, metric: str, server: str) -> list[float]:
        return self.samples.get(metric, {}).get(server, [])


def bare_kind(work: Path) -> Kind:
    script = work / "bare_server.py"
    script.write_text(BARE_SERVER, encoding="utf-8")
    return Kind("bare", lambda _: [sys.executable, str(script)], bare=True)


def start_ups(work: Path, servers: list[Kind], figures: Figures) -> None:
    """Spawn to the `tools/list` reply, every server once per round, after one discarded round."""
    bare = bare_kind(work)
    empty = work / "start-project"
    empty.mkdir()
    everyone = [*servers, bare]
    for round_ in range(STARTS + 1):
        for kind in rotated(everyone, round_):
            began = time.perf_counter()
            server = start(kind, work / "start-official.jsonl" if kind.official else empty, work)
            server.request("tools/list")
            seconds = time.perf_counter() - began
            if kind is bare:
                figures.add("peak MB at start", kind.name, server.peak_mb())
            server.close()
            if round_:
                figures.add("start-up", kind.name, seconds)


def session(work: Path, servers: list[Kind], records: list[dict], size: int) -> dict[str, Server]:
    running = {}
    for kind in servers:
        if kind.official:
            where = work / f"official-{size}.jsonl"
            prefill_official(where, records[:size])
        else:
            where = work / f"{kind.name}-{size}"
            prefill_ours(where, records[:size])
        running[kind.name] = start(kind, where, work)
    return running


def rounds(running: dict[str, Server], count: int, metric: str, figures: Figures, work_of) -> None:
    """`count` interleaved rounds of `work_of(server, call_index)` -> seconds, after WARM_UP calls each."""
    names = list(running)
    calls = {name: 0 for name in names}
    for round_ in range(-WARM_UP, count):
        for name in rotated(names, round_):
            seconds = work_of(running[name], calls[name])
            calls[name] += 1
            if round_ >= 0:
                figures.add(metric, name, seconds)


def at_50(work: Path, servers: list[Kind], records: list[dict], figures: Figures) -> str:
    """The common case: search an unchanged log, then write, then search right after each write.

    A bare FastMCP server's `ping` joins the search rounds: the cost of any tool call over stdio."""
    running = session(work, servers, records, 50)
    running["bare"] = start(bare_kind(work), work, work)
    try:
        rounds(running, ROUNDS[50], "search @ 50", figures, lambda s, i: s.search(i)[0])
        running.pop("bare").close()
        ours_text = running["ours"].search(0)[1]
        bytes_per_content = len(running["ours"].client.last_reply) / content_bytes(shown_in(ours_text, records[:50]))
        figures.add("reply bytes / content bytes @ 50", "ours", bytes_per_content)
        if "official" in running:
            running["official"].search(0)
            figures.add("reply bytes / content bytes @ 50", "official", len(running["official"].client.last_reply) / content_bytes(records[:50]))
        rounds(running, ROUNDS[50], "log @ 50", figures, lambda s, i: s.write(i))
        rounds(running, ROUNDS[50], "search after a write @ 50", figures, lambda s, i: (s.write(10_000 + i), s.search(i)[0])[1])
    finally:
        for server in running.values():
            server.close()
    return ours_text


def at_scale(work: Path, servers: list[Kind], records: list[dict], size: int, figures: Figures, writes: bool) -> None:
    running = session(work, servers, records, size)
    try:
        for name in rotated(list(running), 1):  # the first call after start reads and parses everything
            figures.add(f"first search after start @ {size:,}", name, running[name].search(0)[0])
        for name in rotated(list(running), 2):  # ours builds its search index on the second query
            figures.add(f"second search after start @ {size:,}", name, running[name].search(1)[0])
        rounds(running, ROUNDS[size], f"search @ {size:,}", figures, lambda s, i: s.search(i + 2)[0])
        for name, server in running.items():
            figures.add(f"peak MB @ {size:,}", name, server.peak_mb())
        if writes:
            rounds(running, ROUNDS[size], f"log @ {size:,}", figures, lambda s, i: s.write(100_000 + i))
    finally:
        for server in running.values():
            server.close()


def in_process(figures: Figures, records: list[dict]) -> None:
    """What a `log_memory` call spends validating and redacting, and the store's own time for a durable write."""
    contents = [make_content(index) for index in range(200)]
    for content in contents * 2:
        began = time.perf_counter()
        store.build_record(**content)
        figures.add("build_record per log_memory", "ours", time.perf_counter() - began)
    with tempfile.TemporaryDirectory(prefix="sentinel-bench-store-") as folder:
        prefill_ours(Path(folder), records[:50])
        memory = store.MemoryStore(Path(folder))
        log = Path(folder) / store.CONTEXT_DIR / store.LOG_NAME
        try:
            for index in range(60):
                record = new_record(200_000 + index)
                began = time.perf_counter()
                memory.upsert_log(record)
                figures.add("store upsert @ 50 (lock, read, 2 fsyncs, replace)", "ours", time.perf_counter() - began)
                data = log.read_bytes()
                began = time.perf_counter()
                durable_write(log, data)
                figures.add("durable write floor @ 50", "ours", time.perf_counter() - began)
        finally:
            memory.close()


def durable_write(path: Path, data: bytes) -> None:
    """Nothing but what a write that survives a crash needs: a temp file, fsync, replace, fsync the folder."""
    temp = path.with_suffix(".bench-tmp")
    with open(temp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(temp, path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


# -- the report ------------------------------------------------------------------------------------


def progress(message: str) -> None:
    sys.stdout.flush()  # keep the report and the progress lines in order on a shared terminal
    print(f"... {message}", file=sys.stderr, flush=True)


def machine() -> list[str]:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    node = shutil.which("node")
    node_version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip() if node else "none"
    return [
        f"date:     {datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}",
        f"machine:  {platform.platform()} | {cpu} | {os.cpu_count()} CPUs",
        f"software: Python {platform.python_version()} | FastMCP {metadata.version('fastmcp')} | node {node_version}",
    ]


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def cell(values: list[float], scale: float, digits: int) -> str:
    """Median and interquartile range, e.g. `1.52 (1.48-1.60)`; one sample alone when there is one."""
    if not values:
        return "-"
    if len(values) == 1:
        return f"{values[0] * scale:.{digits}f}"
    low, _, high = statistics.quantiles(values, n=4, method="inclusive")
    return f"{statistics.median(values) * scale:.{digits}f} ({low * scale:.{digits}f}-{high * scale:.{digits}f})"


@dataclass
class Metric:
    key: str  # in Figures
    label: str
    unit: str  # "ms", "MB" or "x"
    versus: str | None = "official"  # the ratio's denominator
    target: float | None = None


def build_rows(figures: Figures, columns: list[str]) -> tuple[list[list[str]], list[str]]:
    metrics = [
        Metric("start-up", "start-up ms, spawn to tools/list", "ms", "bare", 1.0),
        Metric("start-up", "start-up ms, vs the official server", "ms"),
        Metric("log @ 50", "log_memory ms @ 50 (to 90) records", "ms", target=1.25),
        Metric("search @ 50", "search_memory ms @ 50, log unchanged", "ms", target=1.0),
        Metric("search @ 50", "search_memory ms @ 50, vs a bare FastMCP tool call", "ms", "bare"),
        Metric("search after a write @ 50", "search_memory ms @ 50, right after a write", "ms"),
        Metric("log @ 10,000", "log_memory ms @ 10,000 records", "ms"),
        Metric("search @ 10,000", "search_memory ms @ 10,000", "ms"),
        Metric("search @ 100,000", "search_memory ms @ 100,000", "ms", target=0.05),
        Metric("first search after start @ 100,000", "  first search after start @ 100,000", "ms"),
        Metric("second search after start @ 100,000", "  second search (ours: builds its index) @ 100,000", "ms"),
        Metric("peak MB @ 100,000", "peak memory MB @ 100,000", "MB", target=0.25),
        Metric("peak MB at start", "  bare FastMCP's peak memory MB", "MB", None),
        Metric("reply bytes / content bytes @ 50", "search reply bytes / content bytes @ 50", "x", target=1.25),
        Metric("build_record per log_memory", "in process: validation and redaction per log_memory, ms", "ms", None),
        Metric("store upsert @ 50 (lock, read, 2 fsyncs, replace)", "in process: durable store write @ 50, ms", "ms", None),
        Metric("durable write floor @ 50", "in process: any durable write of that log (the floor), ms", "ms", None),
    ]
    rows, unmet = [], []
    for metric in metrics:
        scale, digits = (1000, 2) if metric.unit == "ms" else ((1, 0) if metric.unit == "MB" else (1, 2))
        row = [metric.label, *(cell(figures.get(metric.key, name), scale, digits) for name in columns)]
        ours = median(figures.get(metric.key, "ours"))
        other = median(figures.get(metric.key, metric.versus)) if metric.versus else None
        ratio = ours / other if ours is not None and other else None
        if metric.unit == "x":  # bytes per content byte: the target is on our figure itself
            ratio = ours
        row.append("-" if ratio is None else f"{ratio:.3f}")
        row.append(f"{'ours' if metric.unit == 'x' else 'ours/' + (metric.versus or '')} <= {metric.target:g}" if metric.target else "-")
        met = "-" if ratio is None or metric.target is None else ("yes" if ratio <= metric.target else "NO")
        row.append(met)
        if met == "NO":
            unmet.append(metric.label.strip())
        rows.append(row)
    return rows, unmet


def log_memory_floor(figures: Figures) -> str:
    """The least a durable `log_memory` could cost here: a bare tool call plus the write floor."""
    call, write = median(figures.get("search @ 50", "bare")), median(figures.get("durable write floor @ 50", "ours"))
    official = median(figures.get("log @ 50", "official"))
    if call is None or write is None or not official:
        return "log_memory floor: not measured (no bare call, write or official figure)"
    floor = call + write
    return (
        f"log_memory floor: a bare tool call {call * 1000:.2f} ms + the durable write {write * 1000:.2f} ms"
        f" = {floor * 1000:.2f} ms, {floor / official:.3f}x the official create_entities (a temp file and a rename, no fsync)"
    )


def print_table(header: list[str], rows: list[list[str]]) -> None:
    cells = [header, *rows]
    widths = [max(len(row[column]) for row in cells) for column in range(len(header))]

    def line(row: list[str]) -> str:
        first, *rest = row
        return " | ".join([first.ljust(widths[0]), *(c.rjust(w) for c, w in zip(rest, widths[1:]))])

    print(line(header))
    print("-+-".join("-" * width for width in widths))
    for row in rows:
        print(line(row))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="another checkout of this server, measured in the same rounds")
    parser.add_argument("--npm-dir", type=Path, help="where to install the official server (kept between runs)")
    parser.add_argument("--quick", action="store_true", help="fewer rounds and no 100,000-record session: a smoke test")
    args = parser.parse_args()
    if args.quick:
        global STARTS
        STARTS = 2
        ROUNDS.update({50: 5, 10_000: 2})
    # Let a first start cache bytecode, as it does on a user's machine.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="sentinel-bench-") as scratch:
        work = Path(scratch)
        for text in machine():
            print(text)
        official = install_official(args.npm_dir or work / "npm")
        if official:
            print(f"official: {OFFICIAL_PACKAGE} {official.version}")
        if args.baseline:
            print(f"before:   {args.baseline}")
        servers = kinds(args.baseline, official)
        sizes = (50, 10_000) if args.quick else (50, 10_000, 100_000)
        progress(f"building {max(sizes):,} records")
        records = make_records(max(sizes))
        figures = Figures()
        progress("start-up")
        start_ups(work, servers, figures)
        progress("50 records")
        at_50(work, servers, records, figures)
        for size in sizes[1:]:
            progress(f"{size:,} records")
            at_scale(work, servers, records, size, figures, writes=size == 10_000)
        progress("in process")
        in_process(figures, records)

        columns = [kind.name for kind in servers] + ["bare"]
        header = ["metric, median (p25-p75)", *columns, "ratio", "target", "met?"]
        rows, unmet = build_rows(figures, columns)
        print()
        print_table(header, rows)
        print(f"targets not met: {'; '.join(unmet)}" if unmet else "targets: all met")
        print(log_memory_floor(figures))
        print()
        print(
            f"rounds: start-up {STARTS}; @ 50 {ROUNDS[50]} per metric; @ 10,000 {ROUNDS[10_000]};"
            f" @ 100,000 {ROUNDS[100_000]}; each after {WARM_UP} warm-up calls per server. Every search is"
            f" another query ({len(QUERIES)} in turn); log_memory adds a record each call; the official server"
            " answers read_graph for search_memory and create_entities for log_memory."
        )
        print(f"record content @ 50: {content_bytes(records[:50]):,} bytes; log @ 100,000: {len(records):,} records.")
    print(f"run time: {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
