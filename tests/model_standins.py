"""Loopback stand-ins for three model APIs, so real agent CLIs can run against the MCP server with no model.

Each stand-in is an `http.server.ThreadingHTTPServer` on 127.0.0.1, port 0, served from a daemon thread. It
replays a script: a list of steps, each a tool call (`ToolCall`) or a final answer (`str`). Which step to answer
with is worked out from the conversation the CLI sends, not from a counter: step N is answered once the request
carries N tool results. A CLI that retries a request therefore gets the same answer again.

A "main" request is one that offers tools: that is the agent loop. Everything else the CLIs send (a session
title, a quota probe, a "who speaks next" check, token counting...) is a side request and gets a short, valid
answer, so the CLI moves on. Every request is recorded (`requests`), and so is every tool result found in a main
request (`tool_results`), for the test's assertions and failure messages. With the switches the tests set, the
pinned CLIs send these: Claude Code only main requests; Gemini CLI one side request first (its model router's
complexity classifier, a JSON-schema generateContent call); Codex only main requests.

Only what the CLIs actually read is implemented; each protocol detail that matters has a comment.
"""

from __future__ import annotations

import io
import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit


@dataclass
class ToolCall:
    """A scripted tool call. `tool` is the bare MCP tool name; the stand-in finds the name the CLI offered for it
    (each CLI adds its own prefix: `mcp__sentinel-memory__log_memory`, ...)."""

    tool: str
    args: dict


@dataclass
class Recorded:
    method: str
    path: str
    body: dict | None
    kind: str  # "main" or "side"
    tools: list[str] = field(default_factory=list)  # tool names offered, as the CLI spelled them
    answer: str = ""  # a one-line summary of what the stand-in replied
    at: float = field(default_factory=time.monotonic)  # when it arrived, to time a CLI's start-up


@dataclass
class ToolResult:
    name: str  # the tool name as offered, or the call id when the protocol does not repeat the name
    text: str
    is_error: bool | None  # None: the protocol does not tell the model (Codex sends an error as plain output)


class StandIn:
    """The shared machinery: the HTTP server, the script and the records. Subclasses speak one protocol."""

    name = "model"

    def __init__(self, script: list[ToolCall | str]):
        self.script = script
        self.requests: list[Recorded] = []
        self.tool_results: list[ToolResult] = []
        self._lock = threading.Lock()
        standin = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, as the CLIs' HTTP clients expect

            def do_GET(self):
                standin._dispatch(self, "GET")

            def do_POST(self):
                standin._dispatch(self, "POST")

            def do_HEAD(self):
                standin._dispatch(self, "HEAD")

            def log_message(self, *args):  # quiet: the records are the log
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "StandIn":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    # -- the parts a protocol fills in ----------------------------------------------------------------

    def handle(self, http: BaseHTTPRequestHandler, method: str, path: str, query: str, body: dict | None) -> Recorded:
        raise NotImplementedError

    # -- shared helpers ---------------------------------------------------------------------------------

    def _dispatch(self, http: BaseHTTPRequestHandler, method: str) -> None:
        length = int(http.headers.get("Content-Length") or 0)
        raw = http.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            body = {"_raw": raw[:2000].decode("utf-8", "replace")}
        parts = urlsplit(http.path)
        # The reply is written to a buffer and sent only once the request is recorded: a CLI may exit as soon
        # as it reads the last answer, and the test must then find every request in `requests`.
        wire, http.wfile = http.wfile, io.BytesIO()
        try:
            record = self.handle(http, method, parts.path, parts.query, body)
            with self._lock:
                self.requests.append(record)
        finally:
            reply, http.wfile = http.wfile.getvalue(), wire
        wire.write(reply)
        wire.flush()

    def step(self, results_so_far: int) -> ToolCall | str:
        """The scripted answer once the conversation holds `results_so_far` tool results."""
        return self.script[min(results_so_far, len(self.script) - 1)]

    def resolve(self, call: ToolCall, offered: list[str]) -> str | None:
        """The offered name for a bare MCP tool name: exact, else the one ending in a separator + the name."""
        for name in offered:
            if name == call.tool or name.endswith(("__" + call.tool, "_" + call.tool, "." + call.tool, "/" + call.tool)):
                return name
        return None

    def note_results(self, results: list[ToolResult]) -> None:
        """Keep each tool result once, though every later request of the conversation repeats it."""
        with self._lock:
            for result in results[len(self.tool_results):]:
                self.tool_results.append(result)

    def main_requests(self) -> list[Recorded]:
        return [r for r in self.requests if r.kind == "main"]

    def report(self, limit: int = 4000) -> str:
        """What the stand-in saw, for an assertion message: one line per request, then the tool results."""
        lines = [f"{self.name} stand-in at {self.url} saw {len(self.requests)} requests:"]
        for r in self.requests:
            tools = f" tools={r.tools}" if r.tools else ""
            lines.append(f"  {r.method} {r.path} [{r.kind}]{tools} -> {r.answer}")
        lines.append("tool results:")
        lines += [f"  {t.name} error={t.is_error}: {t.text[:300]!r}" for t in self.tool_results]
        text = "\n".join(lines)
        return text if len(text) <= limit else text[: limit // 2] + "\n...\n" + text[-limit // 2 :]

    @staticmethod
    def send_json(http: BaseHTTPRequestHandler, payload: dict, status: int = 200) -> None:
        data = json.dumps(payload).encode()
        http.send_response(status)
        http.send_header("Content-Type", "application/json")
        http.send_header("Content-Length", str(len(data)))
        http.end_headers()
        http.wfile.write(data)

    @staticmethod
    def send_sse(http: BaseHTTPRequestHandler, events: list[tuple[str | None, dict]]) -> None:
        """Server-sent events, all at once: `event: NAME` (when named) and one `data:` JSON line, then a blank
        line. The body's end is marked by closing the connection, so no Content-Length or chunking is needed."""
        http.send_response(200)
        http.send_header("Content-Type", "text/event-stream")
        http.send_header("Cache-Control", "no-cache")
        http.send_header("Connection", "close")
        http.end_headers()
        for name, data in events:
            chunk = (f"event: {name}\n" if name else "") + f"data: {json.dumps(data)}\n\n"
            http.wfile.write(chunk.encode())
        http.wfile.flush()
        http.close_connection = True


def _text_of(content) -> str:
    """Text from a tool result's content, which is a string or a list of typed blocks depending on the CLI."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(_text_of(block.get("text", block.get("content", ""))) if isinstance(block, dict) else str(block) for block in content)
    if isinstance(content, dict):
        return json.dumps(content)
    return str(content)


# -- Anthropic Messages API (Claude Code) ---------------------------------------------------------------


WAIT_FOR_MCP = "WaitForMcpServers"


class AnthropicStandIn(StandIn):
    """`POST /v1/messages`, as Claude Code calls it with ANTHROPIC_BASE_URL set to this stand-in's URL."""

    name = "Anthropic"

    def handle(self, http, method, path, query, body):
        if method != "POST" or not isinstance(body, dict):
            # e.g. HEAD / as a connectivity probe: any 2xx will do.
            self.send_json(http, {})
            return Recorded(method, path, body, "side", answer="{}")
        if path.endswith("/count_tokens"):
            # Token counting (POST /v1/messages/count_tokens): {"input_tokens": N} is the whole reply.
            self.send_json(http, {"input_tokens": 100})
            return Recorded(method, path, body, "side", answer="input_tokens=100")
        if not path.endswith("/v1/messages"):
            self.send_json(http, {"type": "error", "error": {"type": "not_found_error", "message": path}}, 404)
            return Recorded(method, path, body, "side", answer="404")

        offered = [tool["name"] for tool in body.get("tools", []) if "name" in tool]
        # Tool results come back in user messages as {"type": "tool_result", "tool_use_id", "content", "is_error"}.
        results, names = [], {}
        for message in body.get("messages", []):
            for block in message.get("content", []) if isinstance(message.get("content"), list) else []:
                if block.get("type") == "tool_use":
                    names[block["id"]] = block["name"]
                elif block.get("type") == "tool_result":
                    name = names.get(block.get("tool_use_id"), block.get("tool_use_id", "?"))
                    results.append(ToolResult(name, _text_of(block.get("content", "")), bool(block.get("is_error"))))

        # Claude Code does not hold the first request back for MCP servers still starting: it offers a
        # WaitForMcpServers tool instead (and says so in the system prompt). A model calls it, as here; its
        # results are not steps of the script.
        waits = [r for r in results if r.name == WAIT_FOR_MCP]
        results = [r for r in results if r.name != WAIT_FOR_MCP]
        if offered:
            self.note_results(results)
            step = self.step(len(results))
            kind = "main"
        else:
            step, kind = "OK.", "side"  # a session title, a quota probe...: a short text answers them all
        if isinstance(step, ToolCall):
            tool = self.resolve(step, offered)
            if tool is None and WAIT_FOR_MCP in offered and len(waits) < 3:
                step, tool = ToolCall(WAIT_FOR_MCP, {}), WAIT_FOR_MCP
            elif tool is None:
                step = f"The tool {step.tool} was not offered."
        blocks = [{"type": "tool_use", "id": f"toolu_{len(results):04d}_{len(waits)}", "name": tool, "input": step.args}] if isinstance(step, ToolCall) else [{"type": "text", "text": step}]
        stop = "tool_use" if isinstance(step, ToolCall) else "end_turn"
        message = {
            "id": f"msg_{len(self.requests):04d}",
            "type": "message",
            "role": "assistant",
            "model": body.get("model", "claude"),
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 1, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
        }
        if not body.get("stream"):
            self.send_json(http, {**message, "content": blocks, "stop_reason": stop})
        else:
            # The stream: message_start (the message with empty content), then per content block
            # content_block_start / content_block_delta / content_block_stop, then message_delta carrying the
            # stop_reason and final usage, then message_stop. A tool_use block starts with empty `input` and its
            # arguments arrive as `input_json_delta` partial JSON; a text block arrives as `text_delta`s.
            events = [("message_start", {"type": "message_start", "message": {**message, "content": []}})]
            for index, block in enumerate(blocks):
                if block["type"] == "tool_use":
                    start = {**block, "input": {}}
                    delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
                else:
                    start = {"type": "text", "text": ""}
                    delta = {"type": "text_delta", "text": block["text"]}
                events += [
                    ("content_block_start", {"type": "content_block_start", "index": index, "content_block": start}),
                    ("content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta}),
                    ("content_block_stop", {"type": "content_block_stop", "index": index}),
                ]
            events += [
                ("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None}, "usage": {"output_tokens": 5}}),
                ("message_stop", {"type": "message_stop"}),
            ]
            self.send_sse(http, events)
        answer = f"tool_use {tool} {json.dumps(step.args)}" if isinstance(step, ToolCall) else f"text {step!r}"
        return Recorded(method, path, body, kind, offered, answer)


# -- Gemini API (Gemini CLI) -------------------------------------------------------------------------------


class GeminiStandIn(StandIn):
    """`POST /v1beta/models/<model>:streamGenerateContent?alt=sse` and `:generateContent`, `:countTokens`, as
    Gemini CLI calls them with GOOGLE_GEMINI_BASE_URL set to this stand-in's URL."""

    name = "Gemini"

    def handle(self, http, method, path, query, body):
        action = path.rsplit(":", 1)[-1] if ":" in path else ""
        if method != "POST" or not isinstance(body, dict) or action not in ("streamGenerateContent", "generateContent", "countTokens"):
            self.send_json(http, {"error": {"code": 404, "message": path, "status": "NOT_FOUND"}}, 404)
            return Recorded(method, path, body, "side", answer="404")
        if action == "countTokens":
            self.send_json(http, {"totalTokens": 100})
            return Recorded(method, path, body, "side", answer="totalTokens=100")

        # Tools are offered as tools: [{"functionDeclarations": [{"name", "description", "parametersJsonSchema"}]}].
        offered = [decl["name"] for tool in body.get("tools", []) for decl in tool.get("functionDeclarations", [])]
        # Results come back in "user" contents as parts {"functionResponse": {"name", "response": {...}}}; Gemini
        # CLI puts a tool's text in response.output, and a failure in response.error.
        results = []
        for content in body.get("contents", []):
            for part in content.get("parts", []):
                if "functionResponse" in part:
                    response = part["functionResponse"].get("response", {})
                    error = "error" in response
                    text = _text_of(response.get("error") if error else response.get("output", response))
                    results.append(ToolResult(part["functionResponse"].get("name", "?"), text, error))

        if offered:
            self.note_results(results)
            step, kind = self.step(len(results)), "main"
        else:
            # Side requests: the router's classifier and the "next speaker" check ask for JSON
            # (generationConfig.responseMimeType / responseJsonSchema); others want text.
            config = body.get("generationConfig", {})
            wants_json = config.get("responseMimeType") == "application/json"
            step = json.dumps(_sample(config.get("responseJsonSchema") or config.get("responseSchema") or {})) if wants_json else "OK."
            kind = "side"
        if isinstance(step, ToolCall):
            tool = self.resolve(step, offered)
            if tool is None:
                step = f"The tool {step.tool} was not offered."
        # A function call is a model part {"functionCall": {"name", "args"}}; a candidate needs finishReason STOP
        # to end the turn, and usageMetadata keeps the CLI's token accounting happy.
        part = {"functionCall": {"name": tool, "args": step.args}} if isinstance(step, ToolCall) else {"text": step}
        response = {
            "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP", "index": 0}],
            "usageMetadata": {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
            "modelVersion": path.split("/models/")[-1].split(":")[0],
        }
        if action == "streamGenerateContent":
            # With ?alt=sse each chunk is one `data: <GenerateContentResponse>` event; one chunk suffices.
            self.send_sse(http, [(None, response)])
        else:
            self.send_json(http, response)
        answer = f"functionCall {tool} {json.dumps(step.args)}" if isinstance(step, ToolCall) else f"text {step!r}"
        return Recorded(method, path, body, kind, offered, answer)


def _sample(schema: dict):
    """The smallest value that satisfies a JSON schema (Gemini's upper-case type names too): side requests that
    ask for JSON, such as the model router's {"complexity_reasoning", "complexity_score"}, validate the reply."""
    kind = str(schema.get("type", "object")).lower()
    if "enum" in schema:
        return schema["enum"][0]
    if kind == "object":
        return {key: _sample(sub) for key, sub in schema.get("properties", {}).items()}
    return {"string": "stand-in", "integer": 1, "number": 1, "boolean": False, "array": []}.get(kind)


# -- OpenAI Responses API (Codex CLI) -------------------------------------------------------------------


class ResponsesStandIn(StandIn):
    """`POST /v1/responses` with `stream: true`, as Codex calls it for a model provider whose `base_url` is
    this stand-in's URL + `/v1` and whose `wire_api` is "responses"."""

    name = "OpenAI Responses"

    def handle(self, http, method, path, query, body):
        if method == "GET" and path.endswith("/models"):
            # Codex may list the provider's models; an empty list makes it use its built-in defaults.
            self.send_json(http, {"object": "list", "data": [], "models": []})
            return Recorded(method, path, body, "side", answer="no models")
        if method != "POST" or not isinstance(body, dict) or not path.endswith("/responses"):
            self.send_json(http, {"error": {"message": f"no {method} {path} here", "type": "not_found"}}, 404)
            return Recorded(method, path, body, "side", answer="404")

        # Function tools are {"type": "function", "name", "parameters"}; some builds group MCP tools in a
        # {"type": "namespace", "name", "tools": [...]} entry, whose inner names are qualified by the namespace.
        offered, namespaces = [], {}
        for tool in body.get("tools", []):
            if tool.get("type") == "namespace":
                for inner in tool.get("tools", []):
                    qualified = f"{tool['name']}__{inner['name']}"  # how Codex itself spells an MCP tool
                    namespaces[qualified] = (tool["name"], inner["name"])
                    offered.append(qualified)
            elif "name" in tool:
                offered.append(tool["name"])
        # Results come back as input items {"type": "function_call_output", "call_id", "output"}; Codex writes
        # an MCP result as a list of {"type": "input_text", "text"} blocks, "Wall time: ...\nOutput:" first, and
        # does not mark a result whose isError is true: the model (and so this stand-in) sees only the text.
        results, names = [], {}
        for item in body.get("input", []):
            if item.get("type") == "function_call":
                names[item.get("call_id")] = "__".join(filter(None, (item.get("namespace"), item.get("name"))))
            elif item.get("type") == "function_call_output":
                output = item.get("output")
                if isinstance(output, dict):  # {"content": ..., "success": bool} in some versions
                    text, error = _text_of(output.get("content", "")), output.get("success") is False
                else:
                    text, error = _text_of(output), None
                results.append(ToolResult(names.get(item.get("call_id"), item.get("call_id", "?")), text, error))

        if offered:
            self.note_results(results)
            step, kind = self.step(len(results)), "main"
        else:
            step, kind = "OK.", "side"
        if isinstance(step, ToolCall):
            tool = self.resolve(step, offered)
            if tool is None:
                step = f"The tool {step.tool} was not offered."
        n = len(self.requests)
        if isinstance(step, ToolCall):
            # A function call is one finished output item: the arguments are a JSON *string*, and `call_id` is what
            # the function_call_output in the next request refers to.
            item = {"type": "function_call", "id": f"fc_{n}", "call_id": f"call_{n}", "name": tool,
                    "arguments": json.dumps(step.args), "status": "completed"}
            if tool in namespaces:
                # A tool offered inside a namespace is called by its inner name plus `namespace`; the bare
                # qualified name is answered "unsupported call".
                item["namespace"], item["name"] = namespaces[tool]
        else:
            item = {"type": "message", "id": f"msg_{n}", "role": "assistant", "status": "completed",
                    "content": [{"type": "output_text", "text": step, "annotations": []}]}
        response = {"id": f"resp_{n}", "object": "response", "status": "in_progress", "model": body.get("model"), "output": []}
        usage = {"input_tokens": 10, "input_tokens_details": {"cached_tokens": 0}, "output_tokens": 5,
                 "output_tokens_details": {"reasoning_tokens": 0}, "total_tokens": 15}
        # Codex reads response.created, then each response.output_item.done as a finished item, and treats the
        # turn as over only at response.completed (a stream that ends without it is retried as an error).
        self.send_sse(http, [
            ("response.created", {"type": "response.created", "response": response}),
            ("response.output_item.done", {"type": "response.output_item.done", "output_index": 0, "item": item}),
            ("response.completed", {"type": "response.completed",
                                    "response": {**response, "status": "completed", "output": [item], "usage": usage}}),
        ])
        answer = f"function_call {tool} {json.dumps(step.args)}" if isinstance(step, ToolCall) else f"text {step!r}"
        return Recorded(method, path, body, kind, offered, answer)
