"""Shared fixtures: the in-memory FastMCP client and a real stdio client, as clients start the server.

Tests that start another process (the server over stdio, Python, Node, an agent CLI), fork, or mount
a filesystem carry the `process` marker: `pytest -m "not process"` runs the rest, in-process, in
seconds. A test using the `stdio_server` fixture is marked on its own; any other must say so, or the
guard below fails it in the fast run. git counts as in-process: its commands take milliseconds.
"""

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import server

SERVER = Path(__file__).resolve().parent.parent / "server.py"
PROTOCOL = "2025-11-25"
REPLY_TIMEOUT = 60  # seconds; a bound on a hang, not a pace: replies come in milliseconds


# Fixtures that start a process: a test using one is marked `process` at collection.
PROCESS_FIXTURES = {"stdio_server"}
# Programs an in-process test may still run: quick, and what `--check` itself runs.
QUICK_PROGRAMS = {"git"}


def pytest_collection_modifyitems(items):
    for item in items:
        if PROCESS_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.process)


@pytest.fixture(autouse=True)
def in_process_unless_marked(request, monkeypatch):
    """An unmarked test that starts a process fails here, so `-m "not process"` stays fast and honest."""
    if request.node.get_closest_marker("process"):
        return
    popen = subprocess.Popen.__init__

    def guarded(self, args, *rest, **kwargs):
        first = args if isinstance(args, (str, bytes, os.PathLike)) else args[0]
        if Path(os.fsdecode(first)).name not in QUICK_PROGRAMS:
            raise AssertionError(f"this test starts {first!r}: mark it @pytest.mark.process")
        popen(self, args, *rest, **kwargs)

    def fork():
        raise AssertionError("this test forks: mark it @pytest.mark.process")

    monkeypatch.setattr(subprocess.Popen, "__init__", guarded)
    if hasattr(os, "fork"):
        monkeypatch.setattr(os, "fork", fork)


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.fixture
def project(tmp_path):
    """A fresh project folder."""
    folder = tmp_path / "project"
    folder.mkdir()
    return folder


@pytest.fixture
def make_server(project):
    """Build a server as `main()` would, pointed at the project folder unless told otherwise."""

    def make(**settings):
        return server.create_server(server.Settings(**{"project": project, **settings}))

    return make


@pytest.fixture
def mcp(make_server):
    """The in-memory server with default settings for the project folder, as `--project` gives."""
    return make_server()


class StdioServer:
    """A minimal MCP client over a real subprocess's stdin and stdout, speaking newline-delimited JSON-RPC."""

    def __init__(self, *args: str, cwd: Path, env: dict | None = None, roots: list[str] | None = None):
        self.roots = roots
        self.proc = subprocess.Popen(
            [sys.executable, str(SERVER), *args],
            cwd=cwd,
            env={**os.environ, **(env or {})},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.lines: queue.Queue = queue.Queue()
        self.stdout: list[bytes] = []  # every line the server wrote to stdout
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.stdout.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params or {}})
        while True:
            line = self.lines.get(timeout=REPLY_TIMEOUT)
            assert line is not None, f"server exited: {self.proc.stderr.read().decode(errors='replace')}"
            message = json.loads(line)
            if message.get("method") == "roots/list":  # the server asking us, mid-request
                roots = [{"uri": uri} for uri in self.roots or []]
                self.send({"id": message["id"], "result": {"roots": roots}})
            elif message.get("id") == self.next_id:
                return message

    def initialize(self) -> dict:
        capabilities = {"roots": {"listChanged": True}} if self.roots is not None else {}
        params = {"protocolVersion": PROTOCOL, "capabilities": capabilities, "clientInfo": {"name": "pytest", "version": "1"}}
        reply = self.request("initialize", params)
        self.send({"method": "notifications/initialized"})
        return reply["result"]

    def call(self, tool: str, **arguments) -> tuple[str, bool]:
        result = self.request("tools/call", {"name": tool, "arguments": arguments})["result"]
        return "\n".join(c["text"] for c in result["content"]), result.get("isError", False)

    def close(self) -> str:
        """Close stdin as a client does on exit; return what the server wrote to stderr."""
        self.proc.stdin.close()
        self.proc.wait(timeout=REPLY_TIMEOUT)
        return self.proc.stderr.read().decode("utf-8", "replace")


@pytest.fixture
def stdio_server():
    started: list[StdioServer] = []

    def start(*args: str, cwd: Path, env: dict | None = None, roots: list[str] | None = None) -> StdioServer:
        started.append(StdioServer(*args, cwd=cwd, env=env, roots=roots))
        return started[-1]

    yield start
    for proc in started:
        if proc.proc.poll() is None:
            proc.proc.kill()
            proc.proc.wait()
