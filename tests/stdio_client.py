"""A minimal MCP client over a real subprocess's stdin and stdout, speaking newline-delimited JSON-RPC.

Shared by the tests (the `stdio_server` fixture in conftest.py) and by benchmarks/bench.py, so both
talk to a server exactly as a client does: spawn it, write one JSON object per line, read replies
line by line. Standard library only.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

SERVER = Path(__file__).resolve().parent.parent / "server.py"
PROTOCOL = "2025-11-25"
REPLY_TIMEOUT = 60  # seconds; a bound on a hang, not a pace: replies come in milliseconds


class StdioServer:
    """Spawns `python server.py *args` (or `argv`, any stdio MCP server) and talks to it.

    `roots`: the client advertises the roots capability and answers `roots/list` with these URIs.
    Every line the server writes to stdout is kept in `stdout`; `last_reply` holds the raw bytes of
    the last reply `request` returned (a benchmark counts them)."""

    def __init__(
        self,
        *args: str,
        cwd: Path,
        env: dict | None = None,
        roots: list[str] | None = None,
        argv: list[str] | None = None,
        reply_timeout: float = REPLY_TIMEOUT,
    ):
        self.roots = roots
        self.reply_timeout = reply_timeout
        self.proc = subprocess.Popen(
            list(argv) if argv is not None else [sys.executable, str(SERVER), *args],
            cwd=cwd,
            env={**os.environ, **(env or {})},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.lines: queue.Queue = queue.Queue()
        self.stdout: list[bytes] = []  # every line the server wrote to stdout
        self.last_reply = b""
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        # Drained as it comes, so a chatty server never blocks on a full stderr pipe.
        self._stderr: list[bytes] = []
        self._stderr_reader = threading.Thread(target=self._drain_stderr, daemon=True)
        self._stderr_reader.start()

    def _read(self):
        for line in self.proc.stdout:
            self.stdout.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def _drain_stderr(self):
        for chunk in iter(lambda: self.proc.stderr.read1(1 << 16), b""):
            self._stderr.append(chunk)

    def stderr_text(self) -> str:
        """What the server wrote to stderr so far (all of it once the process has exited)."""
        if self.proc.poll() is not None:
            self._stderr_reader.join(timeout=self.reply_timeout)
        return b"".join(self._stderr).decode("utf-8", "replace")

    def send(self, message: dict) -> None:
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict | None = None) -> dict:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params or {}})
        while True:
            line = self.lines.get(timeout=self.reply_timeout)
            assert line is not None, f"server exited: {self.stderr_text()}"
            message = json.loads(line)
            if message.get("method") == "roots/list":  # the server asking us, mid-request
                roots = [{"uri": uri} for uri in self.roots or []]
                self.send({"id": message["id"], "result": {"roots": roots}})
            elif message.get("id") == self.next_id:
                self.last_reply = line.rstrip(b"\r\n")
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
        self.proc.wait(timeout=self.reply_timeout)
        return self.stderr_text()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
