"""The main flow through a real stdio subprocess, the way every client runs the server."""

import json
import re

import pytest

pytestmark = pytest.mark.process  # the server as a subprocess


def test_full_flow_log_search_compact_principle(stdio_server, tmp_path):
    server = stdio_server("--project", str(tmp_path), cwd=tmp_path)
    info = server.initialize()
    assert info["serverInfo"]["name"] == "sentinel-memory" and "search_memory" in info["instructions"]
    tools = server.request("tools/list")["result"]["tools"]
    assert sorted(t["name"] for t in tools) == ["compact_memory", "log_memory", "search_memory"]

    text, error = server.call("search_memory", query="fix the payment module")
    assert not error and text.startswith("No related past records found.")

    ids = []
    for missing, ask in [("VAT differs by country", "Which countries?"), ("환불은 별도 API", "환불 범위는?")]:
        text, error = server.call("log_memory", topic="payment", missing_context=missing, lesson="Check tax", ask_next_time=ask)
        assert not error and text.startswith("Saved new log")
        ids.append(re.search(r"[0-9a-f]{16}", text).group())

    text, _ = server.call("search_memory", query="payment")
    assert "[memory_log - 2 entries]" in text and "missing: 환불은 별도 API" in text

    text, _ = server.call("compact_memory")
    assert f'source_ids: ["{ids[0]}", "{ids[1]}"]' in text
    assert "merged ask_next_time: Which countries? / 환불 범위는?" in text

    text, error = server.call(
        "log_memory",
        topic="payment",
        missing_context="",
        lesson="Payment: check country tax rates; refunds use a separate API",
        ask_next_time="Which countries? / 환불 범위는?",
        type="principle",
        source_ids=ids,
    )
    assert not error and "Removed 2 records merged into this principle." in text

    text, _ = server.call("search_memory", query="payment")
    assert re.search(r"\[memory_log - 1 entries\]\n\n#1 \[payment\] principle, compacted .+ \(2 merged\)", text)

    text, error = server.call("log_memory", topic=" ", missing_context="x", lesson="y")
    assert error and "topic is empty" in text

    stderr = server.close()
    # stdout carried the protocol and nothing else; diagnostics went to stderr.
    assert all(json.loads(line)["jsonrpc"] == "2.0" for line in server.stdout)
    assert f"memory log: {tmp_path / '.context' / 'memory_log.jsonl'}" in stderr

    (line,) = (tmp_path / ".context" / "memory_log.jsonl").read_text(encoding="utf-8").splitlines()
    record = json.loads(line)
    assert record["type"] == "principle" and record["meta"]["source_count"] == 2
    assert record["ask_next_time"] == "Which countries? / 환불 범위는?"
