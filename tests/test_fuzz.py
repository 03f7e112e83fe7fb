"""Thousands of generated argument sets through the MCP layer: each call succeeds or fails clearly."""

import json
import random

import pytest
from fastmcp import Client

from core import store

pytestmark = pytest.mark.anyio

CALLS = 2000

NASTY_TEXT = [
    "",  # empty
    " \t ",  # blank
    "a" * 100_000,  # huge
    "line\nbreak\r\nand\rreturns",  # newlines, also inside a topic
    "nul\x00byte",  # NUL
    "bell\x07esc\x1b[31m",  # control characters
    "lone \ud800 surrogate",  # not encodable as UTF-8
    "emoji 🧠🔥 and ZWJ 👩‍💻",  # astral plane
    "שלום עולם مرحبا",  # right-to-left
    "quotes \" ' ` and back\\slashes \\n \\u0000",  # JSON-significant characters
    "결제 모듈: 국가별 부가세",  # Korean
    "\u2028\u2029\u0085",  # line separators JSON leaves raw
    "<<<<<<< HEAD",  # a conflict marker as content
    '{"id": "fake", "type": "log"}',  # a record as content
]
WRONG_TYPES = [None, 0, -1, 3.5, True, [], ["x"], {}, {"a": 1}]


def text(rng: random.Random) -> object:
    roll = rng.random()
    if roll < 0.55:
        return rng.choice(NASTY_TEXT) if rng.random() < 0.5 else f"text {rng.randrange(50)}"
    if roll < 0.9:
        return "".join(rng.choice(NASTY_TEXT[3:12]) for _ in range(rng.randint(1, 3)))[:2000]
    return rng.choice(WRONG_TYPES)


def arguments(rng: random.Random) -> tuple[str, dict]:
    tool = rng.choice(["log_memory", "log_memory", "search_memory", "compact_memory"])
    if tool == "log_memory":
        args = {name: text(rng) for name in ("topic", "missing_context", "lesson")}
        for name in ("ask_next_time", "type", "compact_threshold", "source_ids"):
            if rng.random() < 0.3:
                args[name] = {
                    "ask_next_time": text(rng),
                    "type": rng.choice(["log", "principle", "Log", "", 7, None]),
                    "compact_threshold": rng.choice([1, 50, 0, -5, "50", 2.5, None, 10**12]),
                    "source_ids": rng.choice([None, [], ["0" * 16], "abc", [1, 2], [text(rng)]]),
                }[name]
    elif tool == "search_memory":
        args = {"query": text(rng), "topic": text(rng) if rng.random() < 0.5 else None}
    else:
        args = {"target_topic": text(rng) if rng.random() < 0.5 else None, "compact_threshold": rng.choice([1, 50, 0, "x"])}
    for name in list(args):
        if rng.random() < 0.05:
            del args[name]  # a missing field
    if rng.random() < 0.05:
        args[rng.choice(["extra", "id", "meta", "__proto__"])] = text(rng)  # an unknown field
    return tool, args


async def test_generated_arguments_never_break_the_server_or_the_log(mcp, project):
    rng = random.Random(1122)
    outcomes = {"ok": 0, "error": 0}
    async with Client(mcp, mode="legacy") as client:
        for _ in range(CALLS):
            tool, args = arguments(rng)
            result = await client.call_tool(tool, args, raise_on_error=False)
            reply = result.content[0].text
            assert reply.strip(), (tool, args)
            if result.is_error:
                assert "Traceback" not in reply and len(reply) < 2000, reply
            outcomes["error" if result.is_error else "ok"] += 1
        still_serving = await client.call_tool("search_memory", {"query": "anything"})
    assert outcomes["ok"] > 300 and outcomes["error"] > 300, outcomes  # both paths were exercised
    path = project / ".context" / "memory_log.jsonl"
    parsed = store.parse_log(path.read_bytes())
    assert parsed.malformed == [] and parsed.conflict_markers == 0
    for line in path.read_text(encoding="utf-8").split("\n")[:-1]:
        record = json.loads(line)
        assert record["id"] == store.record_id(record["type"], record["topic"], record["missing_context"], record["lesson"])
        assert record["topic"] == record["topic"].strip() and "\n" not in record["topic"]
        for name, limit in store.LIMITS.items():
            assert len(record[name].encode("utf-8")) <= limit
    assert f"[memory_log - {len(parsed.records)} entries]" in still_serving.content[0].text
