"""The stdio boundary, over a real subprocess: both protocol eras, raw lines the SDK cannot decode,
stderr that carries only our own lines, and stopping on SIGINT, SIGTERM or end of input."""

import json
import logging
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import anyio
import mcp_types
import pytest
from fastmcp import Client
from mcp import Client as SdkClient
from mcp import StdioServerParameters

import server

SERVER = Path(server.__file__)
LOG_ARGS = {"topic": "payment", "missing_context": "VAT differs", "lesson": "Check the tax table"}
pytestmark = pytest.mark.filterwarnings("ignore:The roots capability is deprecated")


def log_path(folder: Path) -> Path:
    return folder / ".context" / "memory_log.jsonl"


def ours_only(stderr: str) -> None:
    """Every stderr line is one of the server's own one-line messages."""
    for line in stderr.splitlines():
        assert line.startswith("sentinel-memory: "), stderr
    assert "Traceback" not in stderr


# -- both protocol eras, with the Python SDK's own client ------------------------------------------


@pytest.mark.process
@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", "auto"])  # auto negotiates 2026-07-28: roots come as input-required results
async def test_sdk_client_in_either_era_gives_roots_and_the_log_lands_in_its_project(tmp_path, mode):
    home, workspace = tmp_path / "home", tmp_path / "workspace"
    home.mkdir()
    workspace.mkdir()
    asked = []

    async def roots(_context):
        asked.append(1)
        return mcp_types.ListRootsResult(roots=[mcp_types.Root(uri=workspace.as_uri())])

    env = {**os.environ, "HOME": str(home), "USERPROFILE": str(home)}
    params = StdioServerParameters(command=sys.executable, args=[str(SERVER)], cwd=str(home), env=env)
    with anyio.fail_after(60):
        async with SdkClient(params, mode=mode, list_roots_callback=roots) as client:
            logged = await client.call_tool("log_memory", LOG_ARGS)
            found = await client.call_tool("search_memory", {"query": "payment"})
    assert not logged.is_error and logged.content[0].text.startswith("Saved new log"), logged
    assert "Check the tax table" in found.content[0].text
    assert asked == [1]  # asked once, remembered for the session
    assert log_path(workspace).exists() and list(home.iterdir()) == []


@pytest.mark.process
def test_server_reports_its_own_version_and_only_what_it_has(stdio_server, tmp_path):
    version = re.search(r'^version = "(.+)"', (SERVER.parent / "pyproject.toml").read_text(), re.M).group(1)
    proc = stdio_server("--project", str(tmp_path), cwd=tmp_path)
    info = proc.initialize()
    assert info["serverInfo"] == {"name": "sentinel-memory", "version": version}
    assert "resources" not in info["capabilities"] and {"tools", "prompts"} <= set(info["capabilities"])
    assert proc.request("resources/list")["error"]["code"] == -32601
    ours_only(proc.close())
    printed = subprocess.run([sys.executable, str(SERVER), "--version"], capture_output=True, text=True, timeout=60)
    assert printed.stdout == f"sentinel-memory {version}\n"


# -- arguments a tool does not declare -------------------------------------------------------------


@pytest.mark.anyio
async def test_undeclared_arguments_are_ignored_and_noted_once(mcp, project, caplog):
    caplog.set_level(logging.INFO, logger="sentinel_memory")
    async with Client(mcp, mode="legacy") as client:
        schema = {t.name: t.input_schema for t in await client.list_tools()}
        for _ in range(2):
            result = await client.call_tool("log_memory", {**LOG_ARGS, "wait_for_previous": True, "x-trace": "1"})
            assert not result.is_error
    assert "wait_for_previous" not in json.dumps(schema)
    notes = [r.getMessage() for r in caplog.records if r.getMessage().startswith("ignoring")]
    assert notes == [
        "ignoring the undeclared argument wait_for_previous of log_memory",
        "ignoring the undeclared argument x-trace of log_memory",
    ]


# -- roots are checked one by one ------------------------------------------------------------------


@pytest.mark.anyio
async def test_unusable_roots_are_skipped_with_a_line_each_and_the_next_usable_one_wins(tmp_path, monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger="sentinel_memory")
    home, workspace = tmp_path / "home", tmp_path / "workspace"
    home.mkdir()
    workspace.mkdir()
    (tmp_path / "a-file").write_text("x")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(home)
    bad = [
        "file:///tmp/bad%00root",  # NUL
        (tmp_path / "a-file").as_uri(),  # a file, not a folder
        "file:///",  # the filesystem root
        home.as_uri(),  # the home folder
        (tmp_path / "missing").as_uri(),  # does not exist
    ]
    mcp = server.create_server(server.Settings())
    async with Client(mcp, mode="legacy", roots=[*bad, workspace.as_uri()]) as client:
        for _ in range(2):
            assert not (await client.call_tool("log_memory", LOG_ARGS)).is_error
    assert log_path(workspace).exists()
    skipped = [r.getMessage() for r in caplog.records if r.getMessage().startswith("skipping the client root")]
    assert len(skipped) == len(bad)  # one line each, not one a call


@pytest.mark.anyio
async def test_with_only_unusable_roots_the_error_says_what_was_tried(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(home)
    mcp = server.create_server(server.Settings())
    async with Client(mcp, mode="legacy", roots=["file:///", (tmp_path / "gone").as_uri()]) as client:
        result = await client.call_tool("log_memory", LOG_ARGS, raise_on_error=False)
    text = result.content[0].text
    assert result.is_error and f"started in {home}" in text
    assert "none of the client's 2 root(s) (file:///, " in text and "is a usable project folder" in text and "--project" in text


@pytest.mark.parametrize(
    "uri, problem",
    [
        ("https://example.invalid/repo", "not a file:// URI"),
        ("file:relative/path", "not an absolute path"),
        ("file:///tmp/a%00b", "NUL"),
        ("file:///", "the filesystem root or the home folder"),
    ],
)
def test_a_root_that_cannot_be_a_project_says_why(uri, problem):
    folder, why = server.root_folder(uri)
    assert folder is None and problem in why


def test_started_in_a_subfolder_the_log_lands_at_the_enclosing_project(stdio_server, tmp_path):
    (tmp_path / ".git").mkdir()
    deep = tmp_path / "src" / "module"
    deep.mkdir(parents=True)
    proc = stdio_server(cwd=deep)
    proc.initialize()
    assert not proc.call("log_memory", **LOG_ARGS)[1]
    ours_only(proc.close())
    assert log_path(tmp_path).exists() and not (tmp_path / "src" / ".context").exists()


# -- lines the SDK cannot decode -------------------------------------------------------------------


RAW_LINES = [
    # (line, the id of the error reply or None for no reply, the code)
    (rb'{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"log_memory","arguments":{"topic":"a","missing_context":"x\ud800","lesson":"l"}}}', 11, -32602),
    (rb'{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"search_memory","arguments":{"query":"\udfff"}}}', 12, -32602),
    (rb'{"jsonrpc":"2.0","id":"s","method":"tools/call","params":{"name":"search_memory","arguments":{"\ud83d":"x","query":"q"}}}', "s", -32602),  # in a key
    (rb'{"jsonrpc":"2.0","id":13,"method":"tools/call",', 13, -32700),  # cut short: the id is still readable
    (rb'not json at all', None, -32700),
    (rb'[{"jsonrpc":"2.0","id":14,"method":"tools/list"}]', None, -32600),  # a batch: not in MCP
    (rb'{"jsonrpc":"1.0","id":15,"method":"tools/list"}', 15, -32600),  # wrong version
    (rb'{"id":16,"method":"tools/list"}', 16, -32600),  # no version
    (b'{"jsonrpc":"2.0","id":17,"method":"tools/list","params":' + b'[' * 5000 + b']' * 5000 + b'}', 17, None),  # deep nesting
    (rb'{"jsonrpc":"2.0","id":18,"method":"tools/call","params":{"name":"search_memory","arguments":{"query":1e999}}}', 18, None),
    (rb'{"jsonrpc":"2.0","id":19,"id":20,"method":"tools/list"}', 20, None),  # duplicate keys: the last wins
    (rb'{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"\ud800"}}', None, None),  # a notification
    (rb'{"jsonrpc":"2.0","id":21,"method":"tools/call","params":{"name":"search_memory","arguments":{"query":"a\u0000b"}}}', 21, None),
]


def test_every_raw_line_gets_its_answer_or_is_a_notification_and_the_server_keeps_serving(stdio_server, tmp_path):
    proc = stdio_server("--project", str(tmp_path), cwd=tmp_path)
    proc.initialize()
    for line, _, _ in RAW_LINES:
        proc.proc.stdin.write(line + b"\n")
    proc.proc.stdin.flush()
    expected = {rid for _, rid, _ in RAW_LINES if rid is not None}
    unnamed = sum(rid is None and code is not None for _, rid, code in RAW_LINES)
    replies: dict = {}
    nulls = []
    while expected - set(replies) or len(nulls) < unnamed:
        message = json.loads(proc.lines.get(timeout=60))
        if message.get("id") is None:
            nulls.append(message)
        else:
            replies[message["id"]] = message
    for line, rid, code in RAW_LINES:
        if rid is not None and code is not None:
            assert replies[rid]["error"]["code"] == code, (line[:80], replies[rid])
    assert "lone surrogate" in replies[11]["error"]["message"] and "arguments.missing_context" in replies[11]["error"]["message"]
    assert sorted(m["error"]["code"] for m in nulls) == [-32700, -32600]
    assert not replies[21].get("error")  # a NUL escape is ordinary text to the tools
    text, error = proc.call("search_memory", query="still there?")
    assert not error
    ours_only(proc.close())
    assert not log_path(tmp_path).exists()  # nothing was written by any of them


# -- stderr and stopping ---------------------------------------------------------------------------


def test_stderr_carries_only_our_own_one_line_messages(stdio_server, tmp_path):
    proc = stdio_server(cwd=tmp_path, env={"SENTINEL_MEMORY_PROJECT": str(tmp_path)})
    proc.initialize()
    assert not proc.call("log_memory", **LOG_ARGS)[1]
    assert proc.call("log_memory", topic=" ", missing_context="x", lesson="y")[1]  # a tool error
    assert proc.call("log_memory", topic="t")[1]  # arguments missing: a validation error
    assert not proc.call("search_memory", query="x", wait_for_previous=True)[1]
    stderr = proc.close()
    ours_only(stderr)
    assert "memory log:" in stderr and "wait_for_previous" in stderr


def started(tmp_path: Path) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, str(SERVER), "--project", str(tmp_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    hello = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}).encode() + b"\n")
    proc.stdin.flush()
    assert json.loads(proc.stdout.readline())["id"] == 1
    return proc


@pytest.mark.process
@pytest.mark.parametrize("stop", ["SIGINT", "SIGTERM", "end of input"])
def test_each_way_of_stopping_ends_the_server_within_a_second_without_a_traceback(tmp_path, stop):
    if stop != "end of input" and sys.platform == "win32":
        pytest.skip("POSIX signals")
    proc = started(tmp_path)
    began = time.monotonic()
    if stop == "end of input":
        proc.stdin.close()
    else:
        proc.send_signal(getattr(signal, stop))
    assert proc.wait(timeout=5) == 0
    assert time.monotonic() - began < 1.0
    ours_only(proc.stderr.read().decode())


@pytest.mark.process
def test_a_stop_during_writes_never_leaves_half_a_write(tmp_path):
    """A write under way finishes or never starts: the log holds whole records, and no temp file is left."""
    for round_ in range(5):
        proc = started(tmp_path)
        for n in range(20):
            call = {"name": "log_memory", "arguments": {**LOG_ARGS, "missing_context": f"round {round_} gap {n}"}}
            proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 100 + n, "method": "tools/call", "params": call}).encode() + b"\n")
        proc.stdin.flush()
        json.loads(proc.stdout.readline())  # the first write is acknowledged: the others are under way or queued
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=5) == 0
        ours_only(proc.stderr.read().decode())
    lines = log_path(tmp_path).read_text(encoding="utf-8").splitlines()
    assert all(json.loads(line)["lesson"] == "Check the tax table" for line in lines)
    assert 5 <= len(lines) <= 100
    assert sorted(p.name for p in log_path(tmp_path).parent.iterdir() if p.name.endswith(".tmp")) == []


@pytest.mark.process
@pytest.mark.parametrize("source", ["a pipe", "a file"])
def test_requests_written_before_stdin_closes_are_all_answered_before_the_server_ends(tmp_path, source):
    """A client may write its calls and close stdin without waiting: every one is still carried out
    and answered. A pipe is watched by the event loop; a regular file, which no loop can watch, is
    read in a thread."""
    hello = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    calls = [{"name": "log_memory", "arguments": {**LOG_ARGS, "missing_context": f"gap {n}"}} for n in range(5)]
    calls.append({"name": "search_memory", "arguments": {"query": "gap"}})  # may run before the writes: calls are concurrent
    messages = [{"id": 1, "method": "initialize", "params": hello}, {"method": "notifications/initialized"}]
    messages += [{"id": 10 + n, "method": "tools/call", "params": call} for n, call in enumerate(calls)]
    requests = "".join(json.dumps({"jsonrpc": "2.0", **m}) + "\n" for m in messages).encode() + b"not json\n"
    command = [sys.executable, str(SERVER), "--project", str(tmp_path)]
    if source == "a file":
        (tmp_path / "requests.jsonl").write_bytes(requests)
        with (tmp_path / "requests.jsonl").open("rb") as stdin:
            done = subprocess.run(command, stdin=stdin, capture_output=True, timeout=60)
    else:
        done = subprocess.run(command, input=requests, capture_output=True, timeout=60)
    assert done.returncode == 0
    replies = {m["id"]: m for m in map(json.loads, done.stdout.splitlines())}
    assert sorted(replies, key=str) == [1, 10, 11, 12, 13, 14, 15, None]
    assert replies[None]["error"]["code"] == -32700
    assert all(not replies[10 + n]["result"].get("isError") for n in range(6))
    assert len(log_path(tmp_path).read_text(encoding="utf-8").splitlines()) == 5
    ours_only(done.stderr.decode())


@pytest.mark.process
def test_a_client_that_leaves_without_reading_its_replies_still_has_its_calls_carried_out(tmp_path):
    proc = started(tmp_path)
    for n in range(5):
        call = {"name": "log_memory", "arguments": {**LOG_ARGS, "missing_context": f"gap {n}"}}
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": 10 + n, "method": "tools/call", "params": call}).encode() + b"\n")
    proc.stdin.flush()
    proc.stdout.close()  # the replies have no reader
    proc.stdin.close()
    assert proc.wait(timeout=30) == 0
    ours_only(proc.stderr.read().decode())
    assert len(log_path(tmp_path).read_text(encoding="utf-8").splitlines()) == 5
