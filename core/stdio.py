"""The stdio boundary: every line between the client and the MCP SDK passes through StdioGuard.

server.serve() installs it around the SDK's stdio transport; it knows JSON-RPC lines, not the tools.
"""

import json
import logging
import os
import re
import sys
import threading

from core.text import echo

log = logging.getLogger("sentinel_memory")


class StdioGuard:
    """Every line between the client and the MCP SDK passes through here.

    The SDK drops a line it cannot decode without a word (not JSON, not JSON-RPC, a lone surrogate
    escape such as "\\ud800"), and the client waits for a reply until its own timeout. Here such a
    line gets its JSON-RPC error, with the request's id where it can be read. A stop (SIGINT,
    SIGTERM) closes the SDK's input as end of stdin does, so the server shuts down the normal way.
    """

    def __init__(self) -> None:
        self.client_in = os.dup(0)
        self.client_out = os.dup(1)
        sdk_in, self.to_sdk = os.pipe()
        self.from_sdk, sdk_out = os.pipe()
        os.dup2(sdk_in, 0)
        os.dup2(sdk_out, 1)
        os.close(sdk_in)
        os.close(sdk_out)
        self.out_lock = threading.Lock()  # whole lines only, whoever writes them
        self.in_lock = threading.Lock()
        self.reader = threading.Thread(target=self._pump_in, name="stdin-guard", daemon=True)
        self.writer = threading.Thread(target=self._pump_out, name="stdout-guard", daemon=True)
        self.reader.start()
        self.writer.start()

    def _pump_in(self) -> None:
        pending = b""
        try:
            while chunk := os.read(self.client_in, 1 << 16):
                *lines, pending = (pending + chunk).split(b"\n")
                for line in lines:
                    passed = self.screen(line)
                    if passed is not None:
                        with self.in_lock:
                            os.write(self.to_sdk, passed + b"\n")
        except OSError:
            pass  # the SDK's side closed: we are stopping
        self.close_input()

    def _pump_out(self) -> None:
        pending = b""
        while chunk := os.read(self.from_sdk, 1 << 16):
            *lines, pending = (pending + chunk).split(b"\n")
            done = _END_OF_OUTPUT in lines
            if done:
                lines = lines[: lines.index(_END_OF_OUTPUT)]
            if lines:
                self.write_client(b"".join(line + b"\n" for line in lines))
            if done:
                return

    def write_client(self, data: bytes) -> None:
        with self.out_lock:
            while data:
                data = data[os.write(self.client_out, data) :]

    def close_input(self) -> None:
        """End of input for the SDK: it finishes what it is doing and returns from `run`."""
        with self.in_lock:
            if self.to_sdk >= 0:
                os.close(self.to_sdk)
                self.to_sdk = -1

    def finish(self) -> None:
        """After the server returned: hand the client every reply still in the pipe.

        The SDK keeps its own copy of the pipe's write end open for good, so the pipe never
        reaches end of file; a line no JSON can be marks the end instead."""
        sys.stdout.flush()
        os.write(1, _END_OF_OUTPUT + b"\n")
        self.writer.join(timeout=1)

    def screen(self, line: bytes) -> bytes | None:
        """The line for the SDK, or None when it was answered (or, for a notification, noted) here."""
        if not line.strip():
            return None
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):
            return self.refuse(_readable_id(line), -32700, "Parse error: the line is not valid JSON.")
        if not isinstance(message, dict):
            return self.refuse(None, -32600, "Invalid request: a message is one JSON object per line.")
        rid = message.get("id")
        answerable = "method" in message and isinstance(rid, (str, int)) and not isinstance(rid, bool)
        where = _lone_surrogate(message)
        if where:
            text = f"Invalid params: {where} contains a lone surrogate escape (such as \\ud800), which is not valid Unicode. Send plain UTF-8 text; nothing was done."
            return self.refuse(rid if answerable else None, -32602, text, answer=answerable)
        from mcp_types import jsonrpc_message_adapter

        try:
            jsonrpc_message_adapter.validate_json(line, by_name=False)
        except Exception as exc:  # exactly the check the SDK makes; it would drop the line
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in getattr(exc, "errors", lambda: [])()[:3]
            )
            text = f"Invalid request: not a JSON-RPC 2.0 message ({echo(problems, 300) or type(exc).__name__})."
            return self.refuse(rid if answerable else None, -32600, text, answer=answerable or "id" not in message)
        return line

    def refuse(self, rid, code: int, text: str, answer: bool = True) -> None:
        log.warning("%s", text)
        if answer:
            reply = {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": text}}
            self.write_client(json.dumps(reply).encode() + b"\n")
        return None


_END_OF_OUTPUT = b"\0sentinel-memory: end of output"


def _readable_id(line: bytes):
    """The id of a request whose line is not valid JSON, when it can still be read; else None."""
    found = re.search(rb'"id"\s*:\s*(-?\d{1,18}\b|"(?:[^"\\]|\\.){0,200}")', line)
    if not found:
        return None
    try:
        return json.loads(found.group(1))
    except ValueError:
        return None


def _lone_surrogate(value, path: str = "") -> str | None:
    """Where in a decoded message a string (or key) holds a lone surrogate, e.g. 'params.arguments.lesson'."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return path or "the message"
        return None
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = ((str(i), v) for i, v in enumerate(value))
    else:
        return None
    for key, item in items:
        where = _lone_surrogate(key, path) and (path or "a key") or _lone_surrogate(item, f"{path}.{key}" if path else key)
        if where:
            return where
    return None
