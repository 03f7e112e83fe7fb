"""The fast paths give the same answers as the plain ones: the search index, the read cache, the event-loop path."""

import os
import random
import threading
import time

import pytest
from fastmcp import Client

import server
from core import store
from core.store import MemoryStore, build_record

WORDS = ["pay", "payment", "환불", "환불은", "the", "ΑΣ", "σ", "İstanbul", "fix", "a_b", "x1", "Straße", "STRASSE",
         "ﬁx", "데이터", "api", "v1", "__", "é", "e\u0301"]
TIMES = ["2026-01-01T00:00:00+00:00", "2026-01-01T09:00:00+09:00", "2026-01-02T00:00:00Z", "not a time", "2026-01-01T00:00:00"]


def test_search_index_orders_records_exactly_as_rank_for_query():
    rng = random.Random(7)

    def text() -> str:
        return rng.choice([" ", "-", "\n", ".", "_", ""]).join(rng.choice(WORDS) for _ in range(rng.randint(0, 6)))

    for _ in range(300):
        records = [
            {"id": f"{i:016x}", "type": rng.choice(["log", "log", "principle"]), "topic": rng.choice(WORDS),
             "missing_context": text(), "lesson": text(), "ask_next_time": text(), "meta": {"created": rng.choice(TIMES)}}
            for i in range(rng.randint(1, 60))
        ]
        index = server.SearchIndex(records)
        for _ in range(5):
            query = " ".join(rng.choice([*WORDS, "zz", "PAY", "Pay-ment", "환"]) for _ in range(rng.randint(0, 4)))
            assert [r["id"] for r in index.ranked(query)] == [r["id"] for r in server.rank_for_query(records, query)]


def test_search_index_orders_hundreds_of_records_exactly_as_rank_for_query():
    # Enough records that a run held by a few of them stays an array of their numbers while the
    # common ones become bitmaps, over all four rounds of the index's build.
    rng = random.Random(11)

    def word() -> str:
        return rng.choice(WORDS) if rng.random() < 0.4 else f"w{rng.randint(0, 1500)}"

    def text() -> str:
        return " ".join(word() for _ in range(rng.randint(0, 8)))

    for size in (97, 250, 400):
        records = [
            {"id": f"{i:016x}", "type": rng.choice(["log"] * 9 + ["principle"]), "topic": word(),
             "missing_context": text(), "lesson": text(), "ask_next_time": text(), "meta": {"created": rng.choice(TIMES)}}
            for i in range(size)
        ]
        index = server.SearchIndex(records)
        for _ in range(8):
            query = " ".join(rng.choice([word(), word(), "w1", "w12", "zz"]) for _ in range(rng.randint(1, 4)))
            assert [r["id"] for r in index.ranked(query)] == [r["id"] for r in server.rank_for_query(records, query)]
        assert any(isinstance(p, server.array) and len(p) > 1 for p in index.postings)
        assert any(isinstance(p, int) for p in index.postings)


def test_the_first_query_scans_and_the_second_builds_the_index_once():
    # One search after a start should not pay for an index it may never use; a second one builds it, once.
    records = [build_record(f"t{i % 3}", f"gap {i} payment", "lesson", "")[0] for i in range(40)]
    index = server.SearchIndex(records)
    list(index.ranked("payment"))
    assert index.postings is None
    list(index.ranked("gap 7"))
    built = index.postings
    assert built is not None
    list(index.ranked("lesson"))
    assert index.postings is built


def test_an_over_budget_search_shows_the_records_rank_for_query_puts_first(project, make_server):
    memory = MemoryStore(project)
    for i in range(60):
        memory.upsert_log(build_record(f"area{i % 7}", f"gap {i} payment" * (i % 3 + 1), "lesson " * 30, "ask?")[0])
    loaded = memory.load()
    settings = server.Settings(project=project, token_budget=server.MIN_BUDGET)
    reply = server.search_reply(loaded, "payment gap 4", None, settings)
    expected = [server.record_text(r) for r in server.rank_for_query(list(loaded.records.values()), "payment gap 4")]
    shown = reply.split("\n\n")[1:-1]
    assert shown and [block.split(" ", 1)[1] for block in shown] == expected[: len(shown)]
    assert server.search_reply(loaded, "payment gap 4", None, settings) == reply  # from the cached index


def test_a_large_log_is_read_again_whenever_it_changed(project, monkeypatch):
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", 10)  # every log is "large": fstat decides whether to read
    monkeypatch.setattr(store, "_RACY_NS", 0)
    memory = MemoryStore(project)
    memory.upsert_log(build_record("t", "first", "l")[0])
    path = memory.path
    assert [r["missing_context"] for r in memory.load().records.values()] == ["first"]
    assert memory.load() is memory.load()  # unchanged: neither read nor parsed again
    # Rewritten in place, same size, mtime set back: ctime still moves.
    before = os.stat(path)
    time.sleep(0.01)
    path.write_bytes(path.read_bytes().replace(b"first", b"again"))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert [r["missing_context"] for r in memory.load().records.values()] == ["again"]
    # Replaced by another file of the same size.
    time.sleep(0.01)
    (project / ".context" / "other").write_bytes(path.read_bytes().replace(b"again", b"third"))
    os.replace(project / ".context" / "other", path)
    assert [r["missing_context"] for r in memory.load().records.values()] == ["third"]


def reads_during(monkeypatch, call):
    """How many os.read calls `call` makes."""
    real_read, reads = os.read, []
    monkeypatch.setattr(os, "read", lambda fd, n: (reads.append(n), real_read(fd, n))[1])
    call()
    monkeypatch.setattr(os, "read", real_read)
    return len(reads)


def test_an_unchanged_large_log_with_old_timestamps_is_not_read_at_all(project, monkeypatch):
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", 10)
    memory = MemoryStore(project)
    memory.upsert_log(build_record("t", "first", "l")[0])
    monkeypatch.setattr(store, "_RACY_NS", 0)  # every timestamp is old enough to vouch for the file
    assert reads_during(monkeypatch, memory.load) > 0  # the write's file: its identity is learnt by a read
    assert reads_during(monkeypatch, memory.load) == 0
    assert reads_during(monkeypatch, memory.load) == 0


def test_a_large_log_whose_mtime_was_set_back_is_trusted_only_once_its_ctime_is_old(project, monkeypatch):
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", 10)
    memory = MemoryStore(project)
    memory.upsert_log(build_record("t", "first", "l")[0])
    hour_ago = time.time_ns() - 3600 * 10**9
    os.utime(memory.path, ns=(hour_ago, hour_ago))  # mtime an hour old; the change of it makes ctime now
    memory.load()
    assert reads_during(monkeypatch, memory.load) > 0  # ctime too recent: read and compared again


def test_a_recent_large_log_is_compared_byte_for_byte(project, monkeypatch):
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", 10)
    memory = MemoryStore(project)
    memory.upsert_log(build_record("t", "first", "l")[0])
    loaded = memory.load()
    assert memory._cache[0] is None  # written just now: its timestamps prove nothing yet
    assert memory.load() is loaded  # read and compared by digest: the same parse


def test_no_waiting_refuses_at_once_what_would_wait(project, monkeypatch):
    memory, other = MemoryStore(project), MemoryStore(project)
    memory.upsert_log(build_record("t", "m", "l")[0])
    with other._locked(write=True), store.no_waiting():
        started = time.monotonic()
        with pytest.raises(store.WouldBlock):
            memory.load()
        with pytest.raises(store.WouldBlock):
            memory.upsert_log(build_record("t", "m2", "l")[0])
        assert time.monotonic() - started < 1
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", 10)
    with store.no_waiting(), pytest.raises(store.WouldBlock):
        memory.load()  # a large log is read in a worker thread
    assert len(memory.load().records) == 1


def test_a_log_of_exactly_small_log_bytes_is_still_read_at_once_and_one_byte_more_is_not(project, monkeypatch):
    memory = MemoryStore(project)
    memory.upsert_log(build_record("t", "m", "l")[0])
    size = memory.path.stat().st_size
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", size)
    with store.no_waiting():
        assert len(memory.load().records) == 1
    monkeypatch.setattr(store, "SMALL_LOG_BYTES", size - 1)
    with store.no_waiting(), pytest.raises(store.WouldBlock):
        memory.load()


@pytest.mark.anyio
async def test_a_tool_whose_lock_is_busy_waits_in_a_thread_and_the_server_keeps_answering(project, make_server):
    mcp = make_server()
    holder = MemoryStore(project)
    async with Client(mcp) as client:
        await client.call_tool("log_memory", {"topic": "t", "missing_context": "m", "lesson": "l"})
        taken, release = threading.Event(), threading.Event()

        def hold() -> None:
            with holder._locked(write=True):
                taken.set()
                release.wait(5)

        thread = threading.Thread(target=hold)
        thread.start()
        taken.wait(5)
        try:
            import anyio

            async with anyio.create_task_group() as tasks:
                results = []

                async def write() -> None:
                    results.append(await client.call_tool("log_memory", {"topic": "t", "missing_context": "m2", "lesson": "l"}))

                tasks.start_soon(write)
                await anyio.sleep(0.3)
                assert not results  # waiting for the lock, in a worker thread
                assert len(await client.list_tools()) == 3  # the event loop is free meanwhile
                release.set()
        finally:
            release.set()
            thread.join()
        assert "Saved new log" in results[0].content[0].text
        assert len(MemoryStore(project).load().records) == 2
