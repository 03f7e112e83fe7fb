"""The stdio boundary: every line between the client and the MCP SDK passes through StdioGuard.

server.serve() runs the FastMCP server through it; it knows JSON-RPC lines, not the tools.
"""

import asyncio
import json
import logging
import os
import re
import threading

from core.text import echo

log = logging.getLogger("sentinel_memory")


class StdioGuard:
    """Every line between the client and the MCP SDK passes through here.

    The SDK drops a line it cannot decode without a word (not JSON, not JSON-RPC, a lone surrogate
    escape such as "\\ud800"), and the client waits for a reply until its own timeout. Here such a
    line gets its JSON-RPC error, with the request's id where it can be read. A stop (SIGINT,
    SIGTERM) ends the SDK's input as end of stdin does, so the server shuts down the normal way.
    End of stdin itself is passed on once every request read has its reply (the SDK would cancel
    them): a client may write its last calls and close stdin without waiting, and no write is lost.

    It is also the SDK's stdin and stdout (an async iterator of lines, and `write`): the event loop
    watches the client's stdin (a thread reads it where no loop can: on Windows, or from a regular
    file), and replies are written straight to the client. The SDK's own stdio transport spends a
    worker-thread hop on every line read and two on every reply written, about an eighth of a call at
    50 records.
    """

    def __init__(self) -> None:
        # The wire is ours alone: stray output (a library's print, a child process) goes to
        # stderr, and a child reads end of file, as the SDK's own transport arranges.
        self.client_in = os.dup(0)
        self.client_out = os.dup(1)
        nothing = os.open(os.devnull, os.O_RDONLY)
        os.dup2(nothing, 0)
        os.close(nothing)
        os.dup2(2, 1)
        self.out_lock = threading.Lock()  # whole lines only, whoever writes them
        self.loop: asyncio.AbstractEventLoop | None = None
        self.lines: asyncio.Queue | None = None
        self.ended = False
        self.pending = b""  # the start of a line still being read
        self.unanswered: set[int | str] = set()  # ids of the requests handed to the SDK and not yet answered
        self.input_over = False  # the client's stdin has ended

    async def serve(self, mcp) -> None:
        """Run the FastMCP server `mcp` over the client's stdin and stdout until its input ends.

        What FastMCP's `run("stdio")` does, with this guard as the SDK's stdin and stdout."""
        from fastmcp.server.context import reset_transport, set_transport
        from mcp.server.stdio import stdio_server

        self.loop = asyncio.get_running_loop()
        self.lines = asyncio.Queue()
        if self.ended:  # a stop came before the loop ran
            self.lines.put_nowait(None)
        try:  # the loop itself watches the client's stdin: no thread to wake for each line
            self.loop.add_reader(self.client_in, self._readable)
        except (NotImplementedError, ValueError, OSError):  # Windows' loop; stdin a regular file
            threading.Thread(target=self._pump_in, name="stdin-guard", daemon=True).start()
        token = set_transport("stdio")
        try:
            async with mcp._lifespan_manager(), stdio_server(self, self) as (read, write):
                await mcp._mcp_server.run(read, write, mcp._mcp_server.create_initialization_options())
        finally:
            reset_transport(token)

    def _readable(self) -> None:
        try:
            chunk = os.read(self.client_in, 1 << 16)
        except OSError:
            chunk = b""  # the client's side is gone: that ends the input too
        if chunk:
            self._take(chunk, self._arrived)
        else:
            self.loop.remove_reader(self.client_in)
            self._input_ended()

    def _pump_in(self) -> None:
        try:
            while chunk := os.read(self.client_in, 1 << 16):
                self._take(chunk, lambda *arrived: self.loop.call_soon_threadsafe(self._arrived, *arrived))
        except OSError:
            pass
        self.loop.call_soon_threadsafe(self._input_ended)

    def _take(self, chunk: bytes, hand) -> None:
        *lines, self.pending = (self.pending + chunk).split(b"\n")
        for line in lines:
            message = self.screen(line)
            if message is not None:
                hand(line.decode("utf-8", "replace"), message)

    # On the event loop from here on: the set of unanswered requests needs no lock.

    def _arrived(self, line: str, message: dict) -> None:
        if "method" in message and "id" in message:
            self.unanswered.add(message["id"])
        elif message.get("method") == "notifications/cancelled":  # a cancelled request gets no reply
            cancelled = (message.get("params") or {}).get("requestId")
            if isinstance(cancelled, (int, str)):
                self.unanswered.discard(cancelled)
        self.lines.put_nowait(line)

    def _input_ended(self) -> None:
        self.input_over = True
        if not self.unanswered:
            self.close_input()
        else:  # a request that never gets its reply must not keep the server running for good
            self.loop.call_later(EOF_GRACE, self.close_input)

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        line = await self.lines.get()
        if line is None:
            self.lines.put_nowait(None)  # the input stays ended
            raise StopAsyncIteration
        return line

    async def write(self, text: str) -> None:
        """A message from the SDK, written before the next one is taken: the client reads its
        replies as they come, and its requests keep being read, so neither waits on the other."""
        self.write_client(text.encode("utf-8"))
        if self.unanswered:
            self.unanswered.discard(_reply_id(text))
            if self.input_over and not self.unanswered:
                self.close_input()

    async def flush(self) -> None:
        """Nothing is buffered: `write` has already handed the whole line to the client."""

    def write_client(self, data: bytes) -> None:
        with self.out_lock:
            try:
                while data:
                    data = data[os.write(self.client_out, data) :]
            except OSError:  # the client closed its end: the reply has no reader, the work still counts
                pass

    def close_input(self) -> None:
        """End of input for the SDK: it finishes what it is doing and `serve` returns. From any thread."""
        self.ended = True
        if self.loop is not None:
            try:
                self.loop.call_soon_threadsafe(self.lines.put_nowait, None)
            except RuntimeError:
                pass  # the loop has already finished: nothing is left to end

    def screen(self, line: bytes) -> dict | None:
        """The decoded message when the line is for the SDK; None when it was answered (or, for a
        notification, noted) here."""
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
        return message

    def refuse(self, rid, code: int, text: str, answer: bool = True) -> None:
        log.warning("%s", text)
        if answer:
            reply = {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": text}}
            self.write_client(json.dumps(reply).encode() + b"\n")
        return None


EOF_GRACE = 10.0  # seconds the requests still unanswered at end of stdin have to finish

# How the SDK writes a reply: `{"jsonrpc":"2.0","id":<id>,"result"` (or `"error"`)
_REPLY = re.compile(r'\{"jsonrpc":"2\.0","id":(-?\d+|"(?:[^"\\]|\\.)*"),"(?:result|error)"')


def _reply_id(text: str):
    """The id a reply answers; None for a request or notification of the server's own."""
    found = _REPLY.match(text)
    if found:
        return json.loads(found.group(1))
    message = json.loads(text)  # written some other way: read it whole
    return None if "method" in message else message.get("id")


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
