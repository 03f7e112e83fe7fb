"""The official MCP Inspector in `--cli` mode against the real server, the way a developer checks it by hand.

The Inspector (`@modelcontextprotocol/inspector`, from npm) starts `python server.py --project DIR` as a stdio
subprocess, negotiates the protocol itself and prints one JSON object per run (`--format json`). It runs when
node and npm are installed (as in CI) and is skipped with the reason otherwise. The install needs the npm
registry once per test session; the calls themselves need no network.
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.process  # the MCP Inspector under Node, starting the server

SERVER = Path(__file__).resolve().parent.parent / "server.py"
# Pinned so CI runs the Inspector this test was written against; bump it deliberately.
INSPECTOR_VERSION = "2.12.0"
INSPECTOR_PACKAGE = f"@modelcontextprotocol/inspector@{INSPECTOR_VERSION}"
INSTALL_TIMEOUT = 300  # seconds; a cold install downloads ~120 packages
CALL_TIMEOUT = 120  # seconds; a bound on a hang: one run (node + python start-up + call) takes a few seconds


@dataclass
class Inspector:
    binary: str
    env: dict


@pytest.fixture(scope="module")
def inspector(tmp_path_factory) -> Inspector:
    """The pinned Inspector, installed once for this module into a scratch npm prefix."""
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip(f"node and npm are not installed: node={node}, npm={npm}; the MCP Inspector test needs both")
    prefix = tmp_path_factory.mktemp("inspector")
    try:
        install = subprocess.run(
            [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", INSPECTOR_PACKAGE],
            capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=INSTALL_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        pytest.skip(f"npm install {INSPECTOR_PACKAGE} took more than {INSTALL_TIMEOUT} s (is the npm registry reachable?)")
    if install.returncode != 0:
        pytest.skip(f"npm install {INSPECTOR_PACKAGE} failed (exit {install.returncode}): {_npm_errors(install.stderr)}")
    # shutil.which finds the shim npm wrote for this platform (mcp-inspector, or mcp-inspector.cmd on Windows).
    binary = shutil.which("mcp-inspector", path=str(prefix / "node_modules" / ".bin"))
    assert binary, f"{INSPECTOR_PACKAGE} installed but put no mcp-inspector in {prefix / 'node_modules' / '.bin'}"
    # Its own client config lives in ~/.mcp-inspector; point it at a file that does not exist so a developer's
    # settings (roots, protocol era...) cannot change what this test sees.
    env = {**os.environ, "MCP_CLIENT_CONFIG_PATH": str(prefix / "no-client-config.json")}
    version = subprocess.run(
        [binary, "--cli", "--version"], env=env,
        capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=CALL_TIMEOUT,
    )
    if version.returncode != 0:  # e.g. a node too old for it (2.x declares node >= 22.19 but runs on 20)
        node_version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
        pytest.skip(f"{INSPECTOR_PACKAGE} does not run on node {node_version}: {version.stderr.strip()[-1500:]}")
    assert version.stdout.strip() == INSPECTOR_VERSION
    return Inspector(binary, env)


def _npm_errors(stderr: str) -> str:
    """npm's first few error lines, without stack frames (its warnings, e.g. about the node version, bury them)."""
    errors = [line.split(None, 2)[2] for line in stderr.splitlines() if line.startswith(("npm error ", "npm ERR! "))]
    errors = [line.strip() for line in errors if line.strip() and not line.strip().startswith("at ")]
    return " / ".join(errors[:4]) or stderr.strip()[-1500:]


def run_inspector(inspector: Inspector, project: Path, *options: str) -> dict:
    """Run one Inspector CLI command against the server for `project` and return its JSON result.

    The server command goes after `--`: `--tool-arg` takes any number of values and would swallow it.
    The Inspector passes only a few environment variables (PATH, HOME, ...) to the server, so the project is
    given as `--project` and python as the absolute sys.executable, which also works inside a virtualenv.
    """
    command = [
        inspector.binary, "--cli", "--format", "json", *options,
        "--", sys.executable, str(SERVER), "--project", str(project),
    ]
    done = subprocess.run(
        command, cwd=project, env=inspector.env,
        capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=CALL_TIMEOUT,
    )
    # Exit 0 is success; a tool result with isError:true exits 5, a failed connection or call exits non-zero.
    assert done.returncode == 0, f"exit {done.returncode}\nstdout: {done.stdout}\nstderr: {done.stderr}"
    # stdout is the one JSON object and nothing else; the server's own stderr is passed through to done.stderr.
    return json.loads(done.stdout)["result"]


def text_of(result: dict) -> str:
    assert result["isError"] is False, result
    return "\n".join(block["text"] for block in result["content"] if block["type"] == "text")


def log_records(project: Path) -> list[dict]:
    lines = (project / ".context" / "memory_log.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.fixture
def scratch(tmp_path) -> Path:
    folder = tmp_path / "project"
    folder.mkdir()
    return folder


def test_tools_list_shows_the_three_tools_with_their_schemas(inspector, scratch):
    result = run_inspector(inspector, scratch, "--method", "tools/list")
    tools = {tool["name"]: tool for tool in result["tools"]}
    # Exactly the three documented tools: nothing internal leaks into the client's tool list.
    assert sorted(tools) == ["compact_memory", "log_memory", "search_memory"]

    log_schema = tools["log_memory"]["inputSchema"]
    assert log_schema["required"] == ["topic", "missing_context", "lesson"]
    # source_ids is how compact_memory's summary replaces the records it merged: an optional list of IDs.
    assert {"type": "array", "items": {"type": "string"}} in log_schema["properties"]["source_ids"]["anyOf"]

    # The hints a client uses to decide what needs the user's confirmation.
    assert tools["log_memory"]["annotations"] == {
        "readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False,
    }
    for name in ("search_memory", "compact_memory"):
        assert tools[name]["annotations"]["readOnlyHint"] is True, name


def test_log_memory_call_writes_one_record_to_the_project(inspector, scratch):
    # The lesson holds '=' on purpose: the CLI splits each key=value at the first '=' only.
    topic, missing, lesson = "payment", "VAT differs by country", "Charge net + VAT, where VAT = net * the country's rate"
    result = run_inspector(
        inspector, scratch, "--method", "tools/call", "--tool-name", "log_memory",
        "--tool-arg", f"topic={topic}", f"missing_context={missing}", f"lesson={lesson}",
    )
    # The record ID is the first 16 hex characters of SHA-256 over topic + missing_context (for a log).
    record_id = hashlib.sha256((topic + missing).encode("utf-8")).hexdigest()[:16]
    assert text_of(result).startswith(f"Saved new log {record_id} (topic=payment). The log holds 1 record.")

    # The write went to the --project folder: one valid JSON line holding exactly what was sent.
    (record,) = log_records(scratch)
    assert record["id"] == record_id
    assert (record["type"], record["topic"], record["missing_context"], record["lesson"], record["ask_next_time"]) == (
        "log", topic, missing, lesson, "",
    )
    assert record["meta"]["created"]


def test_search_memory_returns_the_logged_lesson(inspector, scratch):
    lesson = "Refunds go through the separate refund API"
    run_inspector(
        inspector, scratch, "--method", "tools/call", "--tool-name", "log_memory",
        "--tool-arg", "topic=payment", "missing_context=Refund flow was not described", f"lesson={lesson}",
    )
    # A second Inspector run is a fresh server process: the lesson comes back from the file, not from memory.
    result = run_inspector(
        inspector, scratch, "--method", "tools/call", "--tool-name", "search_memory", "--tool-arg", "query=refund",
    )
    text = text_of(result)
    assert "[memory_log - 1 entries]" in text and f"lesson: {lesson}" in text


def test_korean_text_round_trips(inspector, scratch):
    # --tool-args-json passes values verbatim (--tool-arg would JSON-parse a value that looks like a number).
    values = {
        "topic": "결제",
        "missing_context": "환불은 별도 API를 쓴다는 점",
        "lesson": "환불 전에 국가별 부가세를 확인할 것 — \"세율표\" 참고",
        "ask_next_time": "환불 범위는 어디까지인가요?",
    }
    result = run_inspector(
        inspector, scratch, "--method", "tools/call", "--tool-name", "log_memory",
        "--tool-args-json", json.dumps(values, ensure_ascii=False),
    )
    assert "(topic=결제)" in text_of(result)

    # Stored unchanged, as readable UTF-8: json.loads would also accept \uXXXX escapes, so check the bytes too.
    (record,) = log_records(scratch)
    assert {name: record[name] for name in values} == values
    stored = (scratch / ".context" / "memory_log.jsonl").read_bytes()
    assert json.dumps(values["lesson"], ensure_ascii=False).encode("utf-8") in stored

    # And read back through the server's stdout and the Inspector unchanged.
    result = run_inspector(
        inspector, scratch, "--method", "tools/call", "--tool-name", "search_memory", "--tool-arg", "query=환불",
    )
    text = text_of(result)
    assert f"lesson: {values['lesson']}" in text and f"ask: {values['ask_next_time']}" in text
