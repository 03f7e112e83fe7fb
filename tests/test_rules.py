"""The rules docs/Design.md states, each tested at its edge, where a one-point change to the code shows.

Each test names its rule. They were written against mutation testing (README, "Development"):
a rule whose test passes with the rule broken is not tested, and these are the edges that the
happy-path tests elsewhere let through.
"""

import json
import os
import subprocess
import threading
from pathlib import Path

import pytest
from fastmcp import Client

import server
from core import store
from core.store import MemoryStore, build_record


def log(missing: str, topic: str = "payment", lesson: str = "Check the tax table", ask: str = "") -> dict:
    return build_record(topic, missing, lesson, ask)[0]


def principle(lesson: str = "Summary", topic: str = "payment") -> dict:
    return build_record(topic, "", lesson, "", "principle")[0]


def at(record: dict, created: str) -> dict:
    """The record as saved at `created`."""
    return {**record, "meta": {**record["meta"], "created": created}}


async def call(mcp, tool: str, **arguments) -> str:
    async with Client(mcp, mode="legacy") as client:
        result = await client.call_tool(tool, arguments, raise_on_error=False)
    return result.content[0].text


# -- ranking over the budget: principles, then query overlap, then recency -----------------------


def test_recency_breaks_ties_in_query_overlap_newest_first_to_the_second():
    # One second apart, in neither file order nor its reverse: only the time decides.
    first = at(log("gap one"), "2031-01-01T10:00:01+00:00")
    third = at(log("gap two"), "2031-01-01T10:00:03+00:00")
    second = at(log("gap three"), "2031-01-01T10:00:02+00:00")
    assert server.rank_for_query([first, third, second], "unrelated") == [third, second, first]


def test_query_overlap_outranks_recency_and_principles_come_first_in_file_order():
    old_match = at(log("refund webhook retries"), "2020-01-01T00:00:00+00:00")
    new_other = at(log("vat"), "2031-01-01T00:00:00+00:00")
    p1, p2 = principle("Always A"), principle("Always B", topic="auth")
    ranked = server.rank_for_query([new_other, p1, old_match, p2], "why do refund webhooks retry")
    assert ranked == [p1, p2, old_match, new_other]


def test_query_words_of_one_character_do_not_count():
    older = at(log("a b c"), "2020-01-01T00:00:00+00:00")
    newer = at(log("x y z"), "2031-01-01T00:00:00+00:00")
    assert server.rank_for_query([older, newer], "a b c") == [newer, older]


def test_query_overlap_counts_the_topic_and_every_field_case_insensitively():
    plain = at(log("nothing"), "2031-01-01T00:00:00+00:00")
    for field, value in [("topic", "Refunds"), ("lesson", "REFUNDS"), ("ask_next_time", "refunds?"), ("missing_context", "refunds")]:
        hit = at({**log("other"), field: value}, "2020-01-01T00:00:00+00:00")
        assert server.rank_for_query([plain, hit], "refunds")[0] is hit, field


@pytest.mark.anyio
async def test_search_over_the_budget_shows_the_newest_records_first(project, make_server):
    lines = []
    for i in range(60):  # one second apart, oldest first in the file
        lines.append(store.serialize(at(log(f"gap {i:02d} " + "x" * 200), f"2031-01-01T10:{i // 60:02d}:{i % 60:02d}+00:00")))
    (project / ".context").mkdir()
    (project / ".context" / "memory_log.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    text = await call(make_server(token_budget=2000), "search_memory", query="nothing in common")
    shown = [int(n) for n in __import__("re").findall(r"missing: gap (\d\d)", text)]
    assert len(shown) > 2 and shown == list(range(59, 59 - len(shown), -1))


# -- duplicate IDs after a merge: the newest wins, on a tie the later line ---------------------


def test_duplicate_ids_on_a_tie_the_later_line_wins_at_the_first_position():
    a = at(log("gap", lesson="first line"), "2031-01-01T10:00:00+00:00")
    b = at(log("gap", lesson="second line"), "2031-01-01T10:00:00+00:00")
    other = log("another gap")
    parsed = store.parse_log("\n".join(map(store.serialize, [a, other, b])).encode() + b"\n")
    assert parsed.duplicates == 1
    assert [r["lesson"] for r in parsed.records.values()] == ["second line", "Check the tax table"]
    assert parsed.lines[0] == store.serialize(b) and len(parsed.lines) == 2
    assert parsed.data is None  # a rewrite differs from the bytes as read


def test_duplicate_ids_an_older_later_line_loses():
    newer = at(log("gap", lesson="newer"), "2031-01-01T10:00:01+00:00")
    older = at(log("gap", lesson="older"), "2031-01-01T10:00:00+00:00")
    parsed = store.parse_log("\n".join(map(store.serialize, [newer, older])).encode() + b"\n")
    assert [r["lesson"] for r in parsed.records.values()] == ["newer"] and parsed.lines == [store.serialize(newer)]


def test_duplicate_ids_compare_times_across_offsets_and_an_unreadable_time_is_oldest():
    utc = at(log("gap", lesson="02:00 UTC"), "2031-01-01T02:00:00Z")
    seoul = at(log("gap", lesson="10:00 +09:00, an hour earlier"), "2031-01-01T10:00:00+09:00")
    naive = at(log("gap", lesson="naive, read as UTC"), "2031-01-01T01:30:00")
    broken = at(log("gap", lesson="unreadable"), "not a time")
    parsed = store.parse_log("\n".join(map(store.serialize, [utc, seoul, naive, broken])).encode() + b"\n")
    assert [r["lesson"] for r in parsed.records.values()] == ["02:00 UTC"] and parsed.duplicates == 3
    assert store.created_at(broken) < store.created_at(naive) < store.created_at(utc)


# -- field limits: checked before and after redaction ---------------------------------------------


def test_the_limit_is_checked_again_after_redaction_which_can_lengthen_a_field():
    secret = " password: abc"  # redacted to "password: [REDACTED]", 7 bytes longer
    assert store.build_record("t", "m", "x" * (1024 - len(secret) - 7) + secret)[0]["lesson"].endswith("[REDACTED]")
    with pytest.raises(ValueError, match=r"lesson is 1025 UTF-8 bytes after redaction; the limit is 1024 bytes"):
        store.build_record("t", "m", "x" * (1024 - len(secret) - 6) + secret)


def test_the_limit_names_the_field_and_its_size_before_redaction():
    with pytest.raises(ValueError, match=r"^missing_context is 1025 UTF-8 bytes; the limit is 1024 bytes"):
        store.build_record("t", "x" * 1025, "l")


def test_redacted_fields_are_named_and_only_those():
    record, redacted = store.build_record("t", "m password: abc", "plain", "ask with ghp_" + "Zq8" * 12)
    assert redacted == ["missing_context", "ask_next_time"] and record["lesson"] == "plain"


def test_a_principle_needs_a_lesson_but_no_missing_context_and_a_log_needs_both():
    assert store.build_record("t", "", "l", type_="principle")[0]["type"] == "principle"
    with pytest.raises(ValueError, match="missing_context is empty"):
        store.build_record("t", "  ", "l")
    with pytest.raises(ValueError, match="lesson is empty"):
        store.build_record("t", "", " \n", type_="principle")


# -- the new log's file mode ----------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permission bits")
def test_a_new_log_and_its_git_helpers_are_0644_whatever_the_umask(tmp_path):
    old = os.umask(0o077)
    try:
        MemoryStore(tmp_path).upsert_log(log("gap"))
    finally:
        os.umask(old)
    for name in ("memory_log.jsonl", ".gitignore", ".gitattributes"):
        assert oct((tmp_path / ".context" / name).stat().st_mode & 0o777) == "0o644", name


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permission bits")
def test_a_rewritten_log_keeps_the_mode_it_had(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a"))
    memory.path.chmod(0o600)
    memory.upsert_log(log("b"))
    assert memory.path.stat().st_mode & 0o777 == 0o600
    store.atomic_write(memory.path, b"", mode=None)  # without a mode, the replaced file's
    assert memory.path.stat().st_mode & 0o777 == 0o600


# -- where the project is: never / or home; a UNC root is kept as one ----------------------------


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    return folder


def test_a_root_that_is_the_home_folder_is_never_the_project(home):
    folder, why = server.root_folder(home.as_uri())
    assert folder is None and why == "the filesystem root or the home folder is never a project"
    (home / "work").mkdir()
    assert server.root_folder((home / "work").as_uri()) == (home / "work", None)


def test_a_home_folder_under_git_is_not_a_project_for_its_subfolders(home):
    (home / ".git").mkdir()  # a dotfiles repository
    inner = home / "notes" / "deep"
    inner.mkdir(parents=True)
    assert server.enclosing_project(inner) is None
    (home / "notes" / ".context").mkdir()
    assert server.enclosing_project(inner) == home / "notes"


def test_a_root_naming_a_host_is_kept_as_a_unc_path_and_localhost_is_local(tmp_path):
    # file://server/share/project is \\server\share\project; on POSIX //x/y is /x/y, so a real
    # folder can stand in for the share.
    host, rest = tmp_path.parts[1], Path(*tmp_path.parts[2:])
    folder, why = server.root_folder(f"file://{host}/{rest.as_posix()}")
    assert why is None and str(folder) == f"//{host}/{rest.as_posix()}"
    assert server.root_folder(f"file://localhost{tmp_path.as_posix()}") == (tmp_path, None)
    assert server.root_folder(f"file://{tmp_path.as_posix()}/missing")[1] == "not an existing folder"


def test_a_root_that_is_a_file_is_not_an_existing_folder(tmp_path):
    (tmp_path / "file").write_text("x")
    assert server.root_folder((tmp_path / "file").as_uri()) == (None, "not an existing folder")


# -- --check fails on what would hurt the team -----------------------------------------------------


def git(folder: Path, *args: str) -> None:
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True, env=env)


def run_check(project: Path, capsys, **settings) -> tuple[int, list[str]]:
    code = server.check(server.Settings(project=project, **settings))
    return code, capsys.readouterr().out.splitlines()


def test_check_reports_a_healthy_shared_log_in_process(tmp_path, capsys):
    git(tmp_path, "init", "-q")
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("gap"))
    memory.save_principle(principle(), [])
    git(tmp_path, "add", ".context")
    code, lines = run_check(tmp_path, capsys, compact_threshold=2)
    assert code == 0 and lines[-1] == "OK"
    assert lines[:2] == [f"project: {tmp_path}", f"store:   {memory.path}"]
    assert "records: 2 (1 log, 1 principle)" in lines and "topics:  1 (payment)" in lines
    assert "malformed lines: 0" in lines and "duplicate lines: 0; conflict markers: 0" in lines
    assert "compaction: not due (2 of 2 records)" in lines
    assert "git: log tracked; lock file ignored" in lines


def test_check_says_compaction_is_due_only_over_the_threshold(tmp_path, capsys):
    memory = MemoryStore(tmp_path)
    for gap in ("a", "b", "c"):
        memory.upsert_log(log(gap))
    code, lines = run_check(tmp_path, capsys, compact_threshold=2)
    assert "compaction: due (3 of 2 records)" in lines
    assert code == 0  # due is advice, not a problem
    assert "git: not a git repository (the log is not shared with the team)" in lines


def test_check_fails_on_conflict_markers(tmp_path, capsys):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("gap"))
    data = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(f"<<<<<<< HEAD\n{data}=======\n{data}>>>>>>> alice\n", encoding="utf-8")
    code, lines = run_check(tmp_path, capsys)
    assert code == 1
    assert "duplicate lines: 1; conflict markers: 3" in lines
    assert lines[-1] == (
        f"PROBLEM: {memory.path} holds 3 unresolved git conflict marker line(s): the next log_memory removes them,"
        " or resolve the merge."
    )


def test_check_fails_when_git_does_not_ignore_the_lock_file(tmp_path, capsys):
    git(tmp_path, "init", "-q")
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("gap"))
    (memory.folder / ".gitignore").write_text("*.tmp\n")
    code, lines = run_check(tmp_path, capsys)
    assert code == 1
    assert "git: log not tracked yet (commit .context/ to share it); lock file NOT ignored" in lines
    assert lines[-1] == (
        "PROBLEM: memory_log.jsonl.lock is not ignored by git: add .context/.gitignore with the line '*.lock'"
    )


def test_check_before_the_first_write_says_so_and_passes(tmp_path, capsys):
    code, lines = run_check(tmp_path, capsys)
    assert code == 0 and lines == [
        f"project: {tmp_path}",
        f"store:   {tmp_path / '.context' / 'memory_log.jsonl'}",
        "log:     not created yet (the first log_memory creates it)",
        "OK",
    ]
    assert not (tmp_path / ".context").exists()


def test_check_without_a_project_is_one_problem_line(tmp_path, capsys):
    code, lines = run_check(tmp_path / "missing", capsys)
    assert code == 1 and len(lines) == 1 and lines[0].startswith("PROBLEM: The project folder")


# -- a principle: compaction date and merged count survive a re-save -------------------------------


def test_a_resaved_principle_keeps_its_compaction_date_and_count(tmp_path):
    memory = MemoryStore(tmp_path)
    source = memory.upsert_log(log("gap")).record
    memory.snapshot([source])
    first = memory.save_principle(at(principle(), "2031-01-01T10:00:00+00:00"), [source["id"]])
    assert first.record["meta"] == {"created": "2031-01-01T10:00:00+00:00", "compacted_at": "2031-01-01T10:00:00+00:00", "source_count": 1}
    again = memory.save_principle(at(principle(), "2031-02-01T10:00:00+00:00"), [])
    assert again.record["meta"] == {"created": "2031-02-01T10:00:00+00:00", "compacted_at": "2031-01-01T10:00:00+00:00", "source_count": 1}
    assert memory.read_all()[0]["meta"] == again.record["meta"]


def test_a_principle_saved_without_removing_anything_has_no_compaction_date(tmp_path):
    memory = MemoryStore(tmp_path)
    result = memory.save_principle(principle(), ["0123456789abcdef"])
    assert result.record["meta"].keys() == {"created"} and result.missing == ["0123456789abcdef"]
    assert result.created and result.count == 1


def test_a_principle_listing_itself_as_a_source_is_replaced_not_removed(tmp_path):
    memory = MemoryStore(tmp_path)
    saved = memory.save_principle(principle(), []).record
    memory.snapshot([saved])
    again = memory.save_principle(principle(), [saved["id"]])
    assert again.removed == [] and again.missing == [] and not again.created and memory.count() == 1


def test_a_principle_reply_shows_its_compaction_date_and_count():
    record = at(principle(), "2031-02-01T10:00:00+00:00")
    record["meta"].update(compacted_at="2031-01-01T10:00:00+00:00", source_count=3)
    assert server.record_text(record).splitlines()[0] == "[payment] principle, compacted 2031-01-01 (3 merged)"
    assert server.record_text(at(principle(), "2031-02-01T10:00:00+00:00")).splitlines()[0] == "[payment] principle 2031-02-01"
    assert server.record_text(at(log("gap", ask=""), "2031-03-01T10:00:00+00:00")) == (
        "[payment] 2031-03-01\nmissing: gap\nlesson: Check the tax table"
    )


# -- log_memory's replies: what was kept and why, what was already gone ----------------------------


def result_with(**lists) -> store.SaveResult:
    return store.SaveResult(record=principle(), created=False, count=3, topics=["payment"], **lists)


def test_the_reply_names_sources_kept_because_they_changed_since_compaction():
    text = server.log_reply(result_with(changed=["aaaaaaaaaaaaaaaa"]), [], 50)
    assert text.splitlines()[1] == (
        "Kept 1 record (aaaaaaaaaaaaaaaa): revised since compact_memory. Call compact_memory again to include them."
    )


def test_the_reply_names_sources_kept_because_no_compaction_handed_them_out():
    text = server.log_reply(result_with(unknown=["aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb"]), [], 50)
    assert text.splitlines()[1] == (
        "Kept 2 records (aaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbb): not handed out by compact_memory in this server"
        " session. Call compact_memory, then save this principle again with its source_ids."
    )


def test_the_reply_names_sources_no_longer_in_the_log():
    text = server.log_reply(result_with(missing=["aaaaaaaaaaaaaaaa"]), [], 50)
    assert text.splitlines()[1] == "Not in the log (already removed): 1 record (aaaaaaaaaaaaaaaa)."


def test_the_reply_lists_ten_ids_each_cut_short_and_counts_the_rest():
    ids = [f"{i:02d}" + "x" * 30 for i in range(12)]
    line = server.log_reply(result_with(missing=ids), [], 50).splitlines()[1]
    assert line.startswith("Not in the log (already removed): 12 records (00xxxxxxxxxxxxxxxxx…, 01")
    assert line.endswith("09xxxxxxxxxxxxxxxxx… … and 2 more).") and "10x" not in line


def test_the_reply_says_saved_or_updated_and_compaction_only_over_the_threshold():
    result = store.SaveResult(record=log("gap"), created=True, count=3, topics=["payment"])
    first = f"Saved new log {result.record['id']} (topic=payment). The log holds 3 records."
    assert server.log_reply(result, [], 3) == first
    assert server.log_reply(result, [], 2) == first + "\n" + server.compaction_required(3, 2)
    result.created, result.count = False, 1
    assert server.log_reply(result, [], 3).startswith(f"Updated existing log {result.record['id']} (topic=payment). The log holds 1 record.")


def test_a_new_topic_reply_names_similar_topics_and_a_known_topic_none():
    result = store.SaveResult(record=log("gap", topic="payments"), created=True, count=2, topics=["payment", "auth"])
    assert server.log_reply(result, [], 50).splitlines()[1] == (
        "New topic; similar existing topics: payment. Reuse one of them next time if it fits."
    )
    result.topics = ["payments", "payment"]
    assert len(server.log_reply(result, [], 50).splitlines()) == 1


# -- notices about the file: ten line numbers, then a count ----------------------------------------


def malformed(n: int) -> store.LogFile:
    return store.parse_log(b"".join(b"not a record %d\n" % i for i in range(n)))


@pytest.mark.parametrize(
    "n, listed",
    [
        (1, "line 1"),
        (2, "lines 1, 2"),
        (10, "lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10"),
        (11, "lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 1 more"),
    ],
)
def test_the_malformed_notice_lists_ten_line_numbers_then_counts_the_rest(n, listed):
    (notice,) = store.log_problems(malformed(n), Path("log"))
    assert notice == f"{n} line(s) of log are not valid records ({listed}): they are kept as they are and ignored; fix or delete them by hand."


def test_file_notices_stay_within_their_room_and_never_crowd_out_records():
    loaded = store.parse_log(b"".join(b"ghp_%s line %d\n" % (b"Zq8" * 12, i) for i in range(3)) + b"\x00binary\n")
    notices = server.file_notices(loaded)
    assert notices[0].startswith("Note: 4 line(s) of .context/memory_log.jsonl are not valid records")
    assert notices[1].startswith("Note: Possible credential in malformed lines 1, 2, 3 of .context/memory_log.jsonl")
    assert sum(map(server.cost, notices)) <= server.NOTICE_ROOM
    assert len(notices) == 2  # the binary notice did not fit in the room left
    assert sum(map(server.cost, server.file_notices(loaded)[:2])) + server.cost(store.log_problems(loaded, Path(".context/memory_log.jsonl"))[2]) > server.NOTICE_ROOM


# -- the topic filter: normalised as topics are stored -----------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("given", [" payment ", "payment\t", "pay\u200bment", "\ufeffpayment"])
async def test_the_topic_filter_is_normalised_like_a_stored_topic(mcp, project, given):
    await call(mcp, "log_memory", topic="payment", missing_context="m", lesson="l")
    await call(mcp, "log_memory", topic="auth", missing_context="m", lesson="l")
    assert (await call(mcp, "search_memory", query="x", topic=given)).startswith("[memory_log - 1 entries, topic=payment]")
    assert (await call(mcp, "compact_memory", target_topic=given)).startswith("[compact_memory - 1 record in 1 topic(s)")


def test_a_topic_filter_with_a_line_break_inside_matches_nothing():
    loaded = store.parse_log((store.serialize(log("gap")) + "\n").encode())
    assert server.with_topic(loaded, "pay\nment") == [] and server.with_topic(loaded, None) == list(loaded.records.values())


# -- compaction: a cut topic ends the reply ----------------------------------------------------------


def test_compaction_hands_out_nothing_after_a_topic_it_had_to_cut():
    big = [log(f"gap {i} " + "x" * 900, topic="billing", lesson="y" * 900) for i in range(6)]
    small = log("tiny", topic="zz")
    loaded = store.parse_log("\n".join(map(store.serialize, [*big, small])).encode() + b"\n")
    cut_with_room = 0
    for budget in range(server.MIN_BUDGET, 4000, 50):
        text, handed_out = server.compact_reply(loaded, None, 50, budget)
        billing = [r for r in handed_out if r["topic"] == "billing"]
        if len(billing) < len(big):
            assert small not in handed_out, budget  # the agent saves the cut topic's principle first
            assert "not shown, to stay within the token budget: billing (" in text
            cut_with_room += server.estimate_tokens(text) + 100 < budget
        assert server.estimate_tokens(text) <= budget
    assert cut_with_room  # some budgets left room the small topic would have fitted in


def test_compaction_of_topics_that_all_fit_hands_out_every_record_and_says_nothing_is_left():
    records = [log("a"), log("b", topic="auth")]
    loaded = store.parse_log("\n".join(map(store.serialize, records)).encode() + b"\n")
    text, handed_out = server.compact_reply(loaded, None, 1, 20_000)
    assert handed_out == records and "not shown" not in text
    assert text.startswith("[compact_memory - 2 records in 2 topic(s); compaction required (2 records exceed the threshold of 1)]")


# -- the lock: writers in other stores (other processes) never lose each other's records ------------


@pytest.mark.parametrize("shared", [False, True], ids=["a store each", "one shared store"])
def test_concurrent_writers_lose_nothing(tmp_path, shared):
    """A store each, as each server process has: only the sidecar lock keeps their read-modify-writes
    apart (checked once by hand: with the lock taken out this fails, while the one-record revision
    test in test_durability.py still passes). One shared store, as a server's tool threads share
    one: its thread lock keeps them apart, since flock is per open file description."""
    per_writer, writers = 15, 6
    start = threading.Barrier(writers)
    errors = []
    one = MemoryStore(tmp_path)

    def write(n: int) -> None:
        memory = one if shared else MemoryStore(tmp_path)
        start.wait()
        try:
            for i in range(per_writer):
                memory.upsert_log(log(f"writer {n} record {i}"))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    records = store.parse_log((tmp_path / ".context" / "memory_log.jsonl").read_bytes()).records
    assert sorted(r["missing_context"] for r in records.values()) == sorted(
        f"writer {n} record {i}" for n in range(writers) for i in range(per_writer)
    )


def test_the_lock_is_held_from_the_read_to_the_replace_against_another_store(tmp_path):
    """A second store's write waits while the first holds the lock between its read and its write."""
    first, second = MemoryStore(tmp_path), MemoryStore(tmp_path)
    first.upsert_log(log("seed"))
    inside, go_on = threading.Event(), threading.Event()
    real_write = first._write

    def slow_write(updated):
        inside.set()
        go_on.wait(5)
        real_write(updated)

    first._write = slow_write
    writer = threading.Thread(target=first.upsert_log, args=(log("first"),))
    writer.start()
    inside.wait(5)
    done = threading.Event()
    other = threading.Thread(target=lambda: (second.upsert_log(log("second")), done.set()))
    other.start()
    assert not done.wait(0.3)  # blocked on the lock
    go_on.set()
    writer.join()
    other.join()
    assert {r["missing_context"] for r in second.read_all()} == {"seed", "first", "second"}
