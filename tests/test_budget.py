"""search_memory's token budget: the design's reply under it, the most relevant records over it."""

import pytest
from fastmcp import Client

import server
from core import store
from core.store import MemoryStore, build_record

pytestmark = pytest.mark.anyio


async def search(query: str = "anything", **arguments) -> str:
    async with Client(server.mcp, mode="legacy") as client:
        result = await client.call_tool("search_memory", {"query": query, **arguments})
    return result.content[0].text


def fill(project, count: int, lesson: str = "Check the tax table before touching invoices " * 3) -> list[dict]:
    memory = MemoryStore(project)
    return [memory.upsert_log(build_record(f"topic-{i % 5}", f"gap number {i}", lesson)[0]).record for i in range(count)]


def test_estimate_counts_ascii_at_three_characters_a_token():
    assert server.estimate_tokens("") == 0
    assert server.estimate_tokens("abc") == 1
    assert server.estimate_tokens("a" * 3000) == 1000  # real tokenizers: about 750


@pytest.mark.parametrize(
    "text",
    [
        "결제 모듈은 국가별 부가세를 확인해야 한다",  # Korean
        "支付模块必须检查各国增值税",  # Chinese
        "платёжный модуль проверяет НДС",  # Cyrillic
        "🧠🔥👩‍💻",  # emoji
    ],
)
def test_non_latin_text_is_never_undercounted(text):
    non_ascii = sum(not ch.isascii() for ch in text)
    assert server.estimate_tokens(text) >= non_ascii  # at least a token a character
    assert server.estimate_tokens(text) >= len(text.encode("utf-8")) // 4  # above any bytes-based guess


async def test_under_the_budget_the_reply_is_the_whole_log_in_file_order(project, monkeypatch):
    records = fill(project, 12)
    expected = "\n\n".join(["[memory_log - 12 entries]", *(f"#{n} {server.record_text(r)}" for n, r in enumerate(records, 1))])
    monkeypatch.setattr(server, "token_budget", server.estimate_tokens(expected))  # exactly at the budget
    assert await search() == expected


async def test_over_the_budget_principles_come_first_then_query_overlap_then_recency(project, monkeypatch):
    records = fill(project, 40)
    memory = MemoryStore(project)
    relevant = memory.upsert_log(build_record("refunds", "refund webhook retries", "Refund webhooks retry 3 times")[0]).record
    principle = build_record("topic-1", "", "Always read the tax table", "", "principle")[0]
    memory.save_principle(principle, [])
    monkeypatch.setattr(server, "token_budget", 1000)
    text = await search("why do refund webhooks retry")
    assert text.startswith("[memory_log - 42 entries; over the 1,000-token budget, showing the most relevant]")
    blocks = text.split("\n\n")
    assert blocks[1].startswith("#1 [topic-1] principle")
    assert blocks[2].startswith("#2 [refunds]") and relevant["lesson"] in blocks[2]
    shown = len([b for b in blocks if b.startswith("#")])
    assert 2 < shown < 42
    newest_first = sorted(records, key=lambda r: r["meta"]["created"], reverse=True)  # same second: file order kept
    assert blocks[-1] == (
        f"{42 - shown} of 42 records were left out to stay within the token budget."
        " Compaction required: the log no longer fits one reply, whatever its record count."
        " Call compact_memory now and follow its instructions."
    )
    assert server.estimate_tokens(text) <= 1000
    assert newest_first[0]["missing_context"] in text  # recency breaks the tie among the rest


async def test_korean_log_is_cut_by_its_true_weight(project, monkeypatch):
    fill(project, 30, lesson="결제 모듈을 수정할 때는 항상 국가별 세율 파일을 확인해야 한다. " * 3)
    monkeypatch.setattr(server, "token_budget", 2000)
    text = await search("결제")
    assert "records were left out" in text
    assert server.estimate_tokens(text) <= 2000
    assert sum(not ch.isascii() for ch in text) <= 2000  # each Korean character weighed as a whole token


async def test_topic_filter_applies_before_the_budget(project, monkeypatch):
    fill(project, 100)
    monkeypatch.setattr(server, "token_budget", 1000)
    text = await search(topic="topic-2")
    assert text.startswith("[memory_log - 20 entries, topic=topic-2; over the 1,000-token budget")
    assert "topic=topic-1" not in text


def test_budget_from_the_environment_over_stdio(stdio_server, tmp_path):
    fill(tmp_path, 60)
    proc = stdio_server("--project", str(tmp_path), cwd=tmp_path, env={"SENTINEL_MEMORY_TOKEN_BUDGET": "1500"})
    proc.initialize()
    text, error = proc.call("search_memory", query="tax")
    proc.close()
    assert not error and "over the 1,500-token budget" in text and "records were left out" in text


def test_budget_argument_is_validated():
    with pytest.raises(SystemExit):
        server.main(["--token-budget", "10"])
