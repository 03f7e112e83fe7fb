"""Token economy and speed of Sentinel-Memory, side by side with the official MCP memory server.

Run from the repository root:  python benchmarks/bench.py

Every server is started over real stdio exactly as an MCP client starts it, and every figure is
taken at the client's end of the pipe. Printed: cold start (spawn to the `tools/list` reply) for
this server, for a bare FastMCP server with one trivial tool (the framework's floor) and for the
official server; `log_memory` median latency at 50, 1,000 and 10,000 records; `search_memory`
median latency at 50 and 1,000 records; and the bytes of the whole JSON-RPC reply of
`search_memory` over the bytes of the record content it carries (topic, missing_context, lesson,
ask_next_time; a reply over the token budget carries only some records). When `node` and `npm` are on PATH the official
server (`@modelcontextprotocol/server-memory`) is installed into a scratch folder and measured on
equivalent content: `create_entities` for writes, `read_graph` for reading everything.

Targets are reported, not asserted: the script exits 0 unless it breaks.
"""

from __future__ import annotations

import json
import os
import platform
import queue
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import astuple, dataclass
from datetime import datetime
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import store  # noqa: E402  (needs ROOT on sys.path first)

SERVER = ROOT / "server.py"
PROTOCOL = "2025-11-25"
REPLY_TIMEOUT = 120.0  # seconds; a bound on a hang, not a pace
OFFICIAL_PACKAGE = "@modelcontextprotocol/server-memory"

COLD_STARTS = 5  # per server, interleaved, after one discarded round that warms the disk cache
SIZES = (50, 1_000, 10_000)
LOG_REPS = {50: 30, 1_000: 30, 10_000: 15}
SEARCH_REPS = {50: 30, 1_000: 20}
QUERY = "fix the payment refund flow"
SEED = 20251122

FIELDS = ("topic", "missing_context", "lesson", "ask_next_time")

# The framework's floor: FastMCP with one trivial tool and nothing else.
BARE_SERVER = '''\
from fastmcp import FastMCP

mcp = FastMCP("bare")


@mcp.tool
def ping() -> str:
    """Answer pong."""
    return "pong"


mcp.run("stdio", show_banner=False)
'''

# The easy path the issue warns about: a `-> str` tool with FastMCP's default output schema, which
# sends the text twice (content and structuredContent). It returns our own search text verbatim.
NAIVE_SERVER = '''\
import sys
from pathlib import Path

from fastmcp import FastMCP

TEXT = Path(sys.argv[1]).read_text(encoding="utf-8")
mcp = FastMCP("naive")


@mcp.tool
def search_memory(query: str, topic: str | None = None) -> str:
    """Read the lessons."""
    return TEXT


mcp.run("stdio", show_banner=False)
'''


class BenchError(RuntimeError):
    """A server did not answer as it should: the figures would be meaningless."""


# -- a minimal MCP client over stdio -------------------------------------------------------------


class Client:
    """Spawns a server and speaks newline-delimited JSON-RPC over its stdin and stdout."""

    def __init__(self, argv: list[str], cwd: Path, env: dict[str, str] | None = None):
        self.name = Path(argv[1]).name
        environment = {**os.environ, **(env or {})}
        # Let the first start cache bytecode, as it does on a user's machine: a sandbox that forbids
        # it would charge every cold start for compiling the server's own modules.
        environment.pop("PYTHONDONTWRITEBYTECODE", None)
        self.proc = subprocess.Popen(
            argv,
            cwd=cwd,
            env=environment,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.next_id = 0
        # A reader thread, so that a reply can be awaited with a timeout on every platform.
        threading.Thread(target=self._read, daemon=True).start()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, message: dict) -> None:
        data = json.dumps({"jsonrpc": "2.0", **message}, ensure_ascii=False).encode("utf-8")
        self.proc.stdin.write(data + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict | None = None) -> tuple[dict, bytes]:
        """The reply's `result` and the whole reply message as bytes on the wire."""
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params or {}})
        deadline = time.monotonic() + REPLY_TIMEOUT
        while True:
            try:
                line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise BenchError(f"{self.name}: no reply to {method} within {REPLY_TIMEOUT:g} s") from None
            if line is None:
                raise BenchError(f"{self.name} exited (code {self.proc.wait()}) before answering {method}")
            message = json.loads(line)
            if "method" in message and "id" in message:  # the server asking us something: decline
                self.send({"id": message["id"], "error": {"code": -32601, "message": "not supported"}})
            elif message.get("id") == self.next_id:
                if "error" in message:
                    raise BenchError(f"{self.name}: {method} failed: {message['error']}")
                return message["result"], line.rstrip(b"\r\n")

    def initialize(self) -> None:
        params = {"protocolVersion": PROTOCOL, "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}
        self.request("initialize", params)
        self.send({"method": "notifications/initialized"})

    def call(self, tool: str, arguments: dict) -> tuple[float, bytes, str]:
        """Seconds from request to reply, the reply's bytes and its text content."""
        started = time.perf_counter()
        result, raw = self.request("tools/call", {"name": tool, "arguments": arguments})
        elapsed = time.perf_counter() - started
        text = "\n".join(c.get("text", "") for c in result.get("content", []))
        if result.get("isError"):
            raise BenchError(f"{self.name}: {tool} returned an error: {text[:300]}")
        return elapsed, raw, text

    def close(self) -> None:
        """Close stdin as a client does on exit; kill a server that does not take the hint."""
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def cold_start(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> float:
    """Seconds from spawn to the `tools/list` reply."""
    started = time.perf_counter()
    with Client(argv, cwd, env) as client:
        client.initialize()
        client.request("tools/list")
        return time.perf_counter() - started


def timed_calls(client: Client, reps: int, arguments) -> tuple[float, bytes, str]:
    """Median seconds of `reps` calls after one discarded warm-up, and the last reply.

    `arguments` is (tool, args) or a function of the call's index giving them.
    """
    times = []
    for index in range(reps + 1):
        tool, args = arguments(index) if callable(arguments) else arguments
        elapsed, raw, text = client.call(tool, args)
        if index:
            times.append(elapsed)
    return statistics.median(times), raw, text


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
    return [store.build_record(**make_content(index))[0] for index in range(count)]


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


# -- the servers -----------------------------------------------------------------------------------


@dataclass
class Official:
    argv: list[str]
    version: str


def install_official(scratch: Path) -> Official | None:
    """Install the official memory server with npm, or say why it cannot be measured."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if not (node and npm):
        print("official server: not measured, `node` and `npm` are not both on PATH.")
        return None
    command = [npm, "install", "--prefix", str(scratch), OFFICIAL_PACKAGE, "--no-audit", "--no-fund", "--loglevel=error"]
    progress(f"npm install {OFFICIAL_PACKAGE} ...")
    try:
        subprocess.run(command, check=True, capture_output=True, timeout=600)
    except (OSError, subprocess.SubprocessError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        print(f"official server: not measured, npm install failed: {exc} {detail.decode(errors='replace')[-500:]}")
        return None
    package = scratch / "node_modules" / OFFICIAL_PACKAGE
    manifest = json.loads((package / "package.json").read_text(encoding="utf-8"))
    bin_entry = manifest["bin"] if isinstance(manifest["bin"], str) else next(iter(manifest["bin"].values()))
    return Official(argv=[node, str(package / bin_entry)], version=manifest["version"])


def ours_argv(project: Path) -> list[str]:
    return [sys.executable, str(SERVER), "--project", str(project)]


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


def new_content(index: int) -> dict[str, str]:
    """Content for a write: indices past every prefilled record, so each call adds a record."""
    return make_content(1_000_000 + index)


def bench_ours(work: Path, records: list[dict], size: int) -> dict[str, float | bytes | str]:
    project = work / f"ours-{size}"
    prefill_ours(project, records[:size])
    figures: dict[str, float | bytes | str] = {}
    with Client(ours_argv(project), work) as client:
        client.initialize()
        if size in SEARCH_REPS:
            seconds, raw, text = timed_calls(client, SEARCH_REPS[size], ("search_memory", {"query": QUERY}))
            figures.update(search=seconds, search_reply=raw, search_text=text)
        seconds, _, _ = timed_calls(client, LOG_REPS[size], lambda index: ("log_memory", new_content(index)))
        figures["log"] = seconds
    return figures


def bench_official(work: Path, official: Official, records: list[dict], size: int) -> dict[str, float | bytes]:
    memory = work / f"official-{size}.jsonl"
    prefill_official(memory, records[:size])
    figures: dict[str, float | bytes] = {}
    with Client(official.argv, work, {"MEMORY_FILE_PATH": str(memory)}) as client:
        client.initialize()
        if size in SEARCH_REPS:
            seconds, raw, _ = timed_calls(client, SEARCH_REPS[size], ("read_graph", {}))
            figures.update(search=seconds, search_reply=raw)

        def create(index: int) -> tuple[str, dict]:
            record = store.build_record(**new_content(index))[0]
            return "create_entities", {"entities": [entity(record)]}

        figures["log"] = timed_calls(client, LOG_REPS[size], create)[0]
    return figures


def naive_reply_bytes(work: Path, text: str) -> int:
    """Bytes of the reply when the same text goes out through a plain FastMCP `-> str` tool."""
    script, text_file = work / "naive_server.py", work / "search_text.txt"
    script.write_text(NAIVE_SERVER, encoding="utf-8")
    text_file.write_text(text, encoding="utf-8")
    with Client([sys.executable, str(script), str(text_file)], work) as client:
        client.initialize()
        return len(client.call("search_memory", {"query": QUERY})[1])


def cold_starts(work: Path, official: Official | None) -> dict[str, float]:
    """Median spawn-to-`tools/list` seconds per server, interleaved so machine noise hits all alike."""
    bare = work / "bare_server.py"
    bare.write_text(BARE_SERVER, encoding="utf-8")
    empty = work / "cold-project"
    empty.mkdir()
    starts = {
        "ours": lambda: cold_start(ours_argv(empty), work),
        "bare": lambda: cold_start([sys.executable, str(bare)], work),
    }
    if official:
        memory = {"MEMORY_FILE_PATH": str(work / "cold-official.jsonl")}
        starts["official"] = lambda: cold_start(official.argv, work, memory)
    times: dict[str, list[float]] = {name: [] for name in starts}
    for round_ in range(COLD_STARTS + 1):
        for name, start in starts.items():
            seconds = start()
            if round_:
                times[name].append(seconds)
    return {name: statistics.median(values) for name, values in times.items()}


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
        f"machine:  {platform.node()} | {platform.platform()} | {cpu} | {os.cpu_count()} CPUs",
        f"software: Python {platform.python_version()} | FastMCP {metadata.version('fastmcp')} | node {node_version}",
    ]


@dataclass
class Row:
    metric: str
    ours: str
    official: str = "-"
    ratio: str = "-"
    target: str = "-"
    met: str = "-"


def ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.1f}"


def ratio_text(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def verdict(value: float | None, limit: float) -> str:
    return "-" if value is None else ("yes" if value <= limit else "NO")


def latency_row(metric: str, ours: float, theirs: float | None, limit: float | None) -> Row:
    ratio = ours / theirs if theirs else None
    if limit is None:
        return Row(metric, ms(ours), ms(theirs), ratio_text(ratio))
    return Row(metric, ms(ours), ms(theirs), ratio_text(ratio), f"ratio <= {limit:.2f}", verdict(ratio, limit))


def build_rows(cold: dict, ours: dict, theirs: dict, records: list[dict], naive: int) -> list[Row]:
    official_cold = cold.get("official")
    floor = cold["ours"] / cold["bare"]
    rows = [
        latency_row("cold start ms (spawn to tools/list)", cold["ours"], official_cold, None),
        Row("  bare FastMCP, one trivial tool, ms", ms(cold["bare"])),
        Row("  cold start / bare FastMCP", ratio_text(floor), target="<= 1.10", met=verdict(floor, 1.10)),
    ]
    for size in SIZES:
        limit = None if size == 50 else 1.0
        rows.append(latency_row(f"log_memory median ms @ {size:,}", ours[size]["log"], theirs.get(size, {}).get("log"), limit))
    for size in SEARCH_REPS:
        rows.append(latency_row(f"search_memory median ms @ {size:,}", ours[size]["search"], theirs.get(size, {}).get("search"), None))
    for size in SEARCH_REPS:
        # Each reply over the content of the records it carries: ours may trim, read_graph sends all.
        shown = content_bytes(shown_in(ours[size]["search_text"], records[:size]))
        mine = len(ours[size]["search_reply"]) / shown if shown else None
        other = len(theirs[size]["search_reply"]) / content_bytes(records[:size]) if size in theirs else None
        ratio = mine / other if other else None
        rows.append(
            Row(f"search reply bytes / content bytes @ {size:,}", ratio_text(mine), ratio_text(other),
                ratio_text(ratio), "<= 1.25", verdict(mine, 1.25))
        )
    rows.append(Row("  naive FastMCP `-> str`, same text, @ 50", ratio_text(naive / content_bytes(records[:50]))))
    return rows


def notes(ours: dict, records: list[dict]) -> list[str]:
    content = content_bytes(records[:50])
    lines = [
        f"record content @ 50: {content:,} bytes ({content / 50:.0f} per record)."
        " ratio = sentinel-memory / official (create_entities for log_memory, read_graph for search_memory).",
        f"medians after one warm-up call: {', '.join(f'{n} writes @ {s:,}' for s, n in LOG_REPS.items())};"
        f" {', '.join(f'{n} reads @ {s:,}' for s, n in SEARCH_REPS.items())}; cold start: {COLD_STARTS} spawns each.",
    ]
    for size in SEARCH_REPS:
        shown = len(shown_in(ours[size]["search_text"], records[:size]))
        if shown < size:
            lines.append(f"search_memory @ {size:,} carried {shown:,} of {size:,} records (its token budget); read_graph sends all.")
    return lines


def print_table(rows: list[Row]) -> None:
    cells = [astuple(row) for row in [Row("metric", "sentinel-memory", "official", "ratio", "target", "met?"), *rows]]
    widths = [max(len(row[column]) for row in cells) for column in range(len(cells[0]))]

    def line(row: tuple[str, ...]) -> str:
        first, *rest = row
        return " | ".join([first.ljust(widths[0]), *(cell.rjust(width) for cell, width in zip(rest, widths[1:]))])

    print(line(cells[0]))
    print("-+-".join("-" * width for width in widths))
    for row in cells[1:]:
        print(line(row))
    unmet = [row.metric.strip() for row in rows if row.met == "NO"]
    print(f"targets not met: {'; '.join(unmet)}" if unmet else "targets: all met")


def main() -> None:
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="sentinel-bench-") as scratch:
        work = Path(scratch)
        for text in machine():
            print(text)
        official = install_official(work / "npm")
        if official:
            print(f"official: {OFFICIAL_PACKAGE} {official.version}")
        print()

        progress(f"building {max(SIZES):,} records")
        records = make_records(max(SIZES))

        progress("cold starts")
        cold = cold_starts(work, official)
        ours, theirs = {}, {}
        for size in SIZES:
            progress(f"sentinel-memory @ {size:,} records")
            ours[size] = bench_ours(work, records, size)
            if official:
                progress(f"official @ {size:,} records")
                theirs[size] = bench_official(work, official, records, size)
        progress("naive FastMCP reply")
        naive = naive_reply_bytes(work, ours[50]["search_text"])

        print_table(build_rows(cold, ours, theirs, records, naive))
        print()
        for line in notes(ours, records):
            print(line)
    print(f"run time: {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
