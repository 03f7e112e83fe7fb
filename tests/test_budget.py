"""The token budget: every reply of every tool fits it, and what is cut says so."""

import re

import pytest
from fastmcp import Client

import server
from core import store
from core.store import MemoryStore, build_record
from core.text import cost, fit

pytestmark = pytest.mark.anyio


async def call(mcp, tool: str, **arguments) -> str:
    async with Client(mcp, mode="legacy") as client:
        result = await client.call_tool(tool, arguments, raise_on_error=False)
    return result.content[0].text


def fill(project, count: int, lesson: str = "Check the tax table before touching invoices " * 3, topics: int = 5) -> list[dict]:
    memory = MemoryStore(project)
    return [memory.upsert_log(build_record(f"topic-{i % topics}", f"gap number {i}", lesson)[0]).record for i in range(count)]


def test_estimate_counts_ascii_at_three_characters_a_token():
    assert server.estimate_tokens("") == 0
    assert server.estimate_tokens("abc") == 1
    assert server.estimate_tokens("abcd") == 2  # rounded up
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


@pytest.mark.parametrize("parts", [["a"], ["ab", "c"], ["가나", "abcd", "", "x" * 7]])
def test_joined_parts_never_cost_more_than_their_costs_added(parts):
    assert server.estimate_tokens("\n\n".join(parts)) <= sum(map(server.cost, parts))


def test_a_list_is_cut_with_how_many_more_and_never_to_nothing():
    items = [f"topic-{i}" for i in range(100)]
    text = server.bounded_list(items, 50)
    assert server.estimate_tokens(text) <= 50 and re.search(r"… and \d+ more$", text)
    assert server.bounded_list(items, 0) == "… and 100 more"
    assert server.bounded_list(["a", "b"], 50) == "a, b"


async def test_at_the_budget_the_reply_is_the_whole_log_in_file_order_and_one_token_less_cuts_it(project, make_server):
    records = fill(project, 12)
    parts = ["[memory_log - 12 entries]", *(f"#{n} {server.record_text(r)}" for n, r in enumerate(records, 1))]
    exact = sum(map(server.cost, parts))
    assert await call(make_server(token_budget=exact), "search_memory", query="x") == "\n\n".join(parts)
    cut = await call(make_server(token_budget=exact - 1), "search_memory", query="x")
    assert cut.startswith(f"[memory_log - 12 entries; over the {exact - 1:,}-token budget, showing the most relevant]")


async def test_over_the_budget_principles_come_first_then_query_overlap_then_recency(project, make_server):
    records = fill(project, 40)
    memory = MemoryStore(project)
    relevant = memory.upsert_log(build_record("refunds", "refund webhook retries", "Refund webhooks retry 3 times")[0]).record
    principle = build_record("topic-1", "", "Always read the tax table", "", "principle")[0]
    memory.save_principle(principle, [])
    # Recency is compared as a time, not as text: +09:00 at 10:00 is earlier than Z at 02:00.
    late = dict(records[0], meta={"created": "2031-01-01T02:00:00Z"})
    early = dict(records[1], meta={"created": "2031-01-01T10:00:00+09:00"})
    ranked = server.rank_for_query([early, late], "unrelated words")
    assert ranked == [late, early]
    text = await call(make_server(token_budget=2000), "search_memory", query="why do refund webhooks retry")
    assert text.startswith("[memory_log - 42 entries; over the 2,000-token budget, showing the most relevant]")
    blocks = text.split("\n\n")
    assert blocks[1].startswith("#1 [topic-1] principle")
    assert blocks[2].startswith("#2 [refunds]") and relevant["lesson"] in blocks[2]
    shown = len([b for b in blocks if b.startswith("#")])
    assert 2 < shown < 42
    assert blocks[-1] == (
        f"{42 - shown} of 42 records were left out to stay within the token budget."
        " Compaction required: the log no longer fits one reply, whatever its record count."
        " Call compact_memory now and follow its instructions."
    )
    assert server.estimate_tokens(text) <= 2000


async def test_korean_log_is_cut_by_its_true_weight(project, make_server):
    fill(project, 30, lesson="결제 모듈을 수정할 때는 항상 국가별 세율 파일을 확인해야 한다. " * 3)
    text = await call(make_server(token_budget=2000), "search_memory", query="결제")
    assert "records were left out" in text
    assert server.estimate_tokens(text) <= 2000
    assert sum(not ch.isascii() for ch in text) <= 2000  # each Korean character weighed as a whole token


async def test_topic_filter_applies_before_the_budget(project, make_server):
    fill(project, 200)
    text = await call(make_server(token_budget=2000), "search_memory", query="x", topic="topic-2")
    assert text.startswith("[memory_log - 40 entries, topic=topic-2; over the 2,000-token budget")
    assert "topic=topic-1" not in text


# -- every reply path, at its worst ---------------------------------------------------------------


def max_record(i: int, char: str = "é") -> dict:
    """A record at every byte limit, in 2-byte characters: the most tokens a record can weigh."""
    topic = f"t{i:03d}" + char * 30
    missing = f"{i:04d}" + char * 510
    return build_record(topic, missing, f"{i:04d}" + char * 510, char * 256)[0]


async def test_one_record_of_maximum_size_is_shown_and_handed_out_at_the_minimum_budget(project, make_server):
    MemoryStore(project).upsert_log(max_record(1))
    mcp = make_server(token_budget=server.MIN_BUDGET)
    search = await call(mcp, "search_memory", query="x")
    compact = await call(mcp, "compact_memory")
    assert "#1 [t001" in search and server.estimate_tokens(search) <= server.MIN_BUDGET
    assert "source_ids: [" in compact and server.estimate_tokens(compact) <= server.MIN_BUDGET


async def test_compaction_always_makes_progress_at_the_minimum_budget(project, make_server):
    memory = MemoryStore(project)
    for i in range(6):
        memory.upsert_log(max_record(i))
    mcp = make_server(token_budget=server.MIN_BUDGET)
    for left in range(6, 0, -1):
        text = await call(mcp, "compact_memory")
        assert server.estimate_tokens(text) <= server.MIN_BUDGET
        shown = re.search(r'source_ids: (\[.*\])', text).group(1)
        assert shown.count('"') == 2  # one maximum-size record a reply
        rid = shown.strip('[]"')
        topic = memory.load().records[rid]["topic"]
        reply = await call(mcp, "log_memory", topic=topic, missing_context="", lesson=f"summary {left}", type="principle", source_ids=[rid])
        assert "Removed 1 record" in reply
    assert "records not shown" not in await call(mcp, "compact_memory")


@pytest.mark.parametrize("budget", [server.MIN_BUDGET, 5_000])
async def test_every_reply_fits_the_budget_with_thousands_of_topics_and_hundreds_of_similar_pairs(project, make_server, budget):
    records = [build_record(f"area{i:04d}", f"gap {i}", "lesson " * 20, "question " * 10)[0] for i in range(3000)]
    for i in range(300):  # 300 pairs such as billing-007 ~ billing_007
        records.append(build_record(f"billing-{i:03d}", "gap", "lesson")[0])
        records.append(build_record(f"billing_{i:03d}", "gap", "lesson")[0])
    lines = [store.serialize(r) for r in records] + [f"broken line {i}" for i in range(500)]
    (project / ".context").mkdir()
    (project / ".context" / "memory_log.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    mcp = make_server(token_budget=budget)
    replies = {
        "search": await call(mcp, "search_memory", query="billing"),
        "search, unknown topic": await call(mcp, "search_memory", query="x", topic="nope " + "x" * 60),
        "compact": await call(mcp, "compact_memory"),
        "compact, unknown topic": await call(mcp, "compact_memory", target_topic="nope"),
        "log, new similar topic": await call(mcp, "log_memory", topic="billing", missing_context="m", lesson="l"),
        "principle, 5,000 unknown source IDs": await call(
            mcp, "log_memory", topic="area0001", missing_context="", lesson="s", type="principle",
            source_ids=[f"{i:016x}" for i in range(5000)] + ["z" * 100_000],
        ),
    }
    for path, text in replies.items():
        assert server.estimate_tokens(text) <= budget, (path, server.estimate_tokens(text))
    assert "… and" in replies["search, unknown topic"] and "… and" in replies["compact"]
    assert "z" * 100 not in replies["principle, 5,000 unknown source IDs"]
    # The malformed-lines notice names ten line numbers and counts the rest (store._line_list).
    assert "500 line(s)" in replies["search"] and "3610 and 490 more)" in replies["search"]


def test_budget_from_the_environment_over_stdio(stdio_server, tmp_path):
    fill(tmp_path, 60)
    proc = stdio_server("--project", str(tmp_path), cwd=tmp_path, env={"SENTINEL_MEMORY_TOKEN_BUDGET": "2500"})
    proc.initialize()
    text, error = proc.call("search_memory", query="tax")
    proc.close()
    assert not error and "over the 2,500-token budget" in text and "records were left out" in text


@pytest.mark.parametrize("value", ["10", "1999", "20k", "²", "-5", "", "9" * 40])
def test_budget_argument_is_validated_with_a_clear_error(value, capsys):
    with pytest.raises(SystemExit) as exit:
        server.main(["--token-budget", value])
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert "--token-budget (or SENTINEL_MEMORY_TOKEN_BUDGET) must be a whole number of at least 2,000" in err
    assert "Traceback" not in err


def test_a_compaction_reply_fits_every_budget_token_by_token():
    """Each budget from the minimum up, one token apart: whatever room a cut leaves, the optional lines
    (similar pairs, what was not shown) take only what is left. compact_reply directly: a server per
    budget would take a minute."""
    spec = [("auth", 1, 1000), ("auth-login", 1, 1000), ("payment", 3, 600), ("payments", 2, 1000), ("zz", 40, 10)]
    records = [build_record(topic, f"gap {topic} {i} " + "x" * size, "l " + "y" * size)[0] for topic, n, size in spec for i in range(n)]
    loaded = store.parse_log("".join(store.serialize(r) + "\n" for r in records).encode())
    shown_counts = set()
    for budget in range(server.MIN_BUDGET, 4000):
        text, handed_out = server.compact_reply(loaded, None, 50, budget)
        assert server.estimate_tokens(text) <= budget, budget
        shown_counts.add(len(handed_out))
    assert len(shown_counts) > 3  # the sweep crossed several cuts


def test_a_search_reply_fits_every_budget_token_by_token_with_its_notices():
    """Across the budget where the whole log stops fitting, one token apart, with notices about broken
    lines and the compaction line: Korean text is estimated a token a character, so no rounding slack
    hides a miscount."""
    records = [build_record("결제", f"빠진 맥락 {i} " + "가" * 60, "교훈 " + "나" * 60)[0] for i in range(30)]
    data = ("".join(store.serialize(r) + "\n" for r in records) + "broken 1\nbroken 2\n").encode()
    whole = 0
    for budget in range(server.MIN_BUDGET, 5000):
        text = server.search_reply(store.parse_log(data), "x", None, server.Settings(token_budget=budget, compact_threshold=10))
        assert server.estimate_tokens(text) <= budget, budget
        whole += text.startswith("[memory_log - 30 entries]")
    assert 0 < whole < 3000  # the sweep crossed the point where the whole log fits


async def test_an_unknown_topic_reply_fits_the_budget_when_topics_are_long_and_korean(project, make_server):
    records = [build_record(f"주제{i:03d}" + "가" * 18, "m", "l")[0] for i in range(600)]
    (project / ".context").mkdir()
    (project / ".context" / "memory_log.jsonl").write_text("".join(store.serialize(r) + "\n" for r in records), encoding="utf-8")
    text = await call(make_server(token_budget=2000), "search_memory", query="x", topic="nope")
    assert server.estimate_tokens(text) <= 2000 and re.search(r" … and \d+ more\.\n", text)


def test_items_that_fill_the_room_exactly_all_fit_and_a_token_less_leaves_the_last_out():
    items = ["alpha", "a longer second item", "가나다 third"]
    room = sum(cost(item) for item in items)
    assert fit(room, items) == items
    assert fit(room - 1, items) == items[:2]
    assert fit(0, items) == []
