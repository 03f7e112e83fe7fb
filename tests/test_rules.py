"""The rules docs/Design.md states, each tested at its edge, where a one-point change to the code shows.

Each test names its rule. They were written against mutation testing (README, "Development"):
a rule whose test passes with the rule broken is not tested, and these are the edges that the
happy-path tests elsewhere let through.
"""

import asyncio
import json
import os
import subprocess
import threading
from pathlib import Path

import pytest
from fastmcp import Client

import server
from core import stdio, store
from core.stdio import StdioGuard
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


def test_query_words_of_one_character_do_not_count_and_of_two_do():
    older = at(log("q j"), "2020-01-01T00:00:00+00:00")  # nowhere else: words match as substrings
    newer = at(log("x y z"), "2031-01-01T00:00:00+00:00")
    assert server.rank_for_query([older, newer], "q j") == [newer, older]
    eu = at(log("eu rules"), "2020-01-01T00:00:00+00:00")
    assert server.rank_for_query([newer, eu], "eu") == [eu, newer]


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
    assert parsed.data is None  # a rewrite differs from the bytes as read
    assert parsed.to_bytes().decode().splitlines() == [store.serialize(b), store.serialize(other)]


def test_duplicate_ids_an_older_later_line_loses():
    newer = at(log("gap", lesson="newer"), "2031-01-01T10:00:01+00:00")
    older = at(log("gap", lesson="older"), "2031-01-01T10:00:00+00:00")
    parsed = store.parse_log("\n".join(map(store.serialize, [newer, older])).encode() + b"\n")
    assert [r["lesson"] for r in parsed.records.values()] == ["newer"]
    assert parsed.to_bytes() == (store.serialize(newer) + "\n").encode()


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
    assert "git: log tracked; lock file ignored; .gitignore tracked, .gitattributes tracked" in lines


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
    sources = [f"{source['id']}@{source['meta']['created']}"]
    assert first.record["meta"] == {
        "created": "2031-01-01T10:00:00+00:00", "compacted_at": "2031-01-01T10:00:00+00:00", "source_count": 1, "sources": sources,
    }
    again = memory.save_principle(at(principle(), "2031-02-01T10:00:00+00:00"), [])
    assert again.record["meta"] == {
        "created": "2031-02-01T10:00:00+00:00", "compacted_at": "2031-01-01T10:00:00+00:00", "source_count": 1, "sources": sources,
    }
    assert memory.load().records[again.record["id"]]["meta"] == again.record["meta"]


def test_a_principle_saved_without_removing_anything_has_no_compaction_date(tmp_path):
    memory = MemoryStore(tmp_path)
    result = memory.save_principle(principle(), ["0123456789abcdef"])
    assert result.record["meta"].keys() == {"created"} and result.removal.missing == ["0123456789abcdef"]
    assert result.created and result.count == 1


def test_a_principle_listing_itself_as_a_source_is_replaced_not_removed(tmp_path):
    memory = MemoryStore(tmp_path)
    saved = memory.save_principle(principle(), []).record
    memory.snapshot([saved])
    again = memory.save_principle(principle(), [saved["id"]])
    assert again.removal.removed == [] and again.removal.missing == [] and not again.created and len(memory.load().records) == 1


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
    return store.SaveResult(record=principle(), created=False, count=3, topics=["payment"], removal=store.Removal(**lists))


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


# -- compaction's removal: only a record the snapshot holds unchanged, to the second ----------------


@pytest.mark.anyio
@pytest.mark.parametrize(
    "saved_again_at, ask, kept",
    [
        ("2031-01-01T10:00:00+00:00", "Which VAT rate?", False),  # the very record again, same second: unchanged
        ("2031-01-01T10:00:01+00:00", "Which VAT rate?", True),  # the same text one second later: revised
        ("2031-01-01T10:00:00+00:00", "Which country?", True),  # one field outside the ID, same second: revised
    ],
)
async def test_a_record_revised_after_compact_memory_is_kept_and_the_reply_says_so(mcp, project, monkeypatch, saved_again_at, ask, kept):
    times = ["2031-01-01T10:00:00+00:00", saved_again_at, "2031-01-01T10:00:05+00:00"]
    monkeypatch.setattr(store, "now_iso", lambda: times.pop(0) if len(times) > 1 else times[0])
    gap = {"topic": "payment", "missing_context": "VAT differs", "lesson": "Check the tax table"}
    rid = store.record_id("log", gap["topic"], gap["missing_context"], gap["lesson"])
    await call(mcp, "log_memory", **gap, ask_next_time="Which VAT rate?")
    await call(mcp, "compact_memory")
    await call(mcp, "log_memory", **gap, ask_next_time=ask)
    reply = await call(mcp, "log_memory", type="principle", topic="payment", missing_context="", lesson="Summary", source_ids=[rid])
    lines = (project / ".context" / "memory_log.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    if kept:
        assert f"Kept 1 record ({rid}): revised since compact_memory." in reply and "Removed" not in reply
        assert [(r["id"], r["ask_next_time"], r["meta"]["created"]) for r in records[:1]] == [(rid, ask, saved_again_at)]
        assert [r["type"] for r in records] == ["log", "principle"] and "sources" not in records[1]["meta"]
    else:
        assert "Removed 1 record merged into this principle." in reply and "Kept" not in reply
        assert [r["type"] for r in records] == ["principle"]
        assert records[0]["meta"]["sources"] == [f"{rid}@{saved_again_at}"]


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
    assert {r["missing_context"] for r in second.load().records.values()} == {"seed", "first", "second"}


# -- the stdio guard: a raw line the SDK would drop gets its answer ---------------------------------


@pytest.fixture
def guard():
    """The guard's line screening alone, without the pipes it installs around stdin and stdout."""
    screen = StdioGuard.__new__(StdioGuard)
    screen.sent = []
    screen.write_client = lambda data: screen.sent.append(json.loads(data))
    return screen


def error(rid, code: int, message: str) -> dict:
    return {"jsonrpc": "2.0", "id": rid, "error": {"code": code, "message": message}}


SURROGATE = "contains a lone surrogate escape (such as \\ud800), which is not valid Unicode. Send plain UTF-8 text; nothing was done."


@pytest.mark.parametrize(
    "line, answer",
    [
        (b'{"id": 7, "method": "tools/call"', error(7, -32700, "Parse error: the line is not valid JSON.")),
        (b'{"id" : "a\\"b", "method": ', error('a"b', -32700, "Parse error: the line is not valid JSON.")),
        (b'{"id": -12, "method": ', error(-12, -32700, "Parse error: the line is not valid JSON.")),
        (b'{"id": 1234567890123456789, ', error(None, -32700, "Parse error: the line is not valid JSON.")),
        (b"[1, 2]", error(None, -32600, "Invalid request: a message is one JSON object per line.")),
        (
            b'{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"arguments": {"lesson": "\\ud800"}}}',
            error(3, -32602, f"Invalid params: params.arguments.lesson {SURROGATE}"),
        ),
        (b'{"jsonrpc": "2.0", "id": 4, "method": "x", "params": {"\\udc00": 1}}', error(4, -32602, f"Invalid params: params {SURROGATE}")),
        (b'{"jsonrpc": "2.0", "id": 5, "method": "x", "\\udc00": 1}', error(5, -32602, f"Invalid params: a key {SURROGATE}")),
        (b'{"jsonrpc": "2.0", "id": 6, "method": "x", "params": ["ok", "\\ud800"]}', error(6, -32602, f"Invalid params: params.1 {SURROGATE}")),
        (
            b'{"jsonrpc": "1.0", "id": 1, "method": "ping"}',
            error(1, -32600, "Invalid request: not a JSON-RPC 2.0 message (JSONRPCRequest.jsonrpc: Input should be '2.0';"
                  " JSONRPCNotification.jsonrpc: Input should be '2.0'; JSONRPCResponse.jsonrpc: Input should be '2.0')."),
        ),
        (
            b'{"jsonrpc": "2.0", "method": 5}',
            error(None, -32600, "Invalid request: not a JSON-RPC 2.0 message (JSONRPCRequest.id: Field required;"
                  " JSONRPCRequest.method: Input should be a valid string; JSONRPCNotification.method: Input should be a valid string)."),
        ),
    ],
)
def test_a_line_the_sdk_would_drop_is_answered_with_its_error_and_the_id_when_readable(guard, line, answer, caplog, our_logger):
    our_logger.propagate = True  # to caplog; main() turns it off
    assert guard.screen(line) is None
    assert guard.sent == [answer]
    assert caplog.messages == [answer["error"]["message"]]  # and told on stderr


@pytest.mark.parametrize(
    "line",
    [
        b"",
        b"   ",
        b'{"jsonrpc": "2.0", "method": "notifications/x", "params": {"a": "\\ud800"}}',  # a notification: no answer
        b'{"jsonrpc": "2.0", "id": true, "method": "x", "params": {"a": "\\ud800"}}',  # an id no reply can carry
        b'{"jsonrpc": "2.0", "id": 1.5, "method": 5}',
    ],
)
def test_a_line_that_cannot_be_answered_is_dropped_without_a_reply(guard, line):
    assert guard.screen(line) is None and guard.sent == []


def test_a_valid_message_passes_through_the_guard_unchanged(guard):
    line = b'{"jsonrpc":"2.0","id":1,"method":"ping", "params": {"x": "\xea\xb2\xb0\xec\xa0\x9c"}}'
    assert guard.screen(line) == json.loads(line) and guard.sent == []


@pytest.fixture
async def reading(guard):
    """The guard as the SDK's input, on this test's event loop, with the client's stdin still open."""
    guard.loop, guard.lines, guard.unanswered, guard.input_over, guard.ended = asyncio.get_running_loop(), asyncio.Queue(), set(), False, False
    return guard


def handed(guard, *messages: dict) -> None:
    for message in messages:
        guard._arrived(json.dumps(message), message)


async def taken(guard) -> list:
    """What the SDK reads, up to the end of its input."""
    read = []
    while (line := await asyncio.wait_for(guard.lines.get(), 5)) is not None:
        read.append(json.loads(line).get("id"))
    return read


@pytest.mark.anyio
async def test_end_of_stdin_reaches_the_sdk_once_every_request_read_has_its_reply(reading):
    handed(
        reading,
        {"jsonrpc": "2.0", "id": 7, "method": "tools/call"},
        {"jsonrpc": "2.0", "id": "b", "method": "tools/call"},
        {"jsonrpc": "2.0", "id": 0, "result": {"roots": []}},  # the client's answer to the server: no reply owed
    )
    reading._input_ended()
    await reading.write('{"jsonrpc":"2.0","id":"b","result":{}}\n')
    await reading.write('{"jsonrpc":"2.0","id":7,"method":"roots/list"}\n')  # the server's own request answers nothing
    await asyncio.sleep(0)  # let a close scheduled on the loop run, were there one
    assert reading.lines.qsize() == 3 and reading.unanswered == {7}
    await reading.write('{"jsonrpc": "2.0", "id": 7, "error": {"code": 1, "message": "x"}}\n')  # not the SDK's layout
    assert await taken(reading) == [7, "b", 0]


def test_a_line_split_across_reads_is_handed_whole_once_and_blank_lines_are_skipped(guard):
    guard.pending, got = b"", []
    chunks = (b'{"jsonrpc": "2.0", "id": 1, "me', b'thod": "ping"}\n\n{"jsonrpc": "2.0", "method": "x"}\n{"jsonrpc"', b': "2.0", "id": 2, "method": "ping"}\n')
    for chunk in chunks:
        guard._take(chunk, lambda line, message: got.append((line, message.get("id"))))
    assert got == [('{"jsonrpc": "2.0", "id": 1, "method": "ping"}', 1), ('{"jsonrpc": "2.0", "method": "x"}', None),
                   ('{"jsonrpc": "2.0", "id": 2, "method": "ping"}', 2)]


@pytest.mark.anyio
async def test_the_sdk_reads_every_line_up_to_the_end_and_the_end_stays(reading):
    handed(reading, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    reading.close_input()
    assert [json.loads(line)["method"] async for line in reading] == ["notifications/initialized"]
    assert [line async for line in reading] == []  # read again: still ended


@pytest.mark.anyio
async def test_a_cancelled_request_owes_no_reply_and_an_unanswered_one_holds_the_end_only_so_long(reading, monkeypatch):
    handed(reading, {"jsonrpc": "2.0", "id": 1, "method": "tools/call"})
    handed(reading, {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}})
    assert reading.unanswered == set()
    monkeypatch.setattr(stdio, "EOF_GRACE", 0.05)
    handed(reading, {"jsonrpc": "2.0", "id": 2, "method": "tools/call"})
    reading._input_ended()
    await asyncio.sleep(0)
    assert reading.lines.qsize() == 3  # not ended yet: request 2 is owed its reply
    assert await taken(reading) == [1, None, 2]  # ended after the grace all the same


# -- the lock where fcntl is missing (Windows): filelock, after a link check -------------------------


@pytest.fixture
def without_fcntl(monkeypatch):
    monkeypatch.setattr(store, "fcntl", None)


def test_without_fcntl_writers_still_exclude_each_other_through_filelock(tmp_path, without_fcntl):
    from filelock import FileLock

    memory = MemoryStore(tmp_path, lock_timeout=0.2)
    memory.upsert_log(log("a"))
    assert MemoryStore(tmp_path).upsert_log(log("b")).count == 2  # the lock was released after each write
    with FileLock(str(memory.path) + ".lock", thread_local=False):
        with pytest.raises(store.StoreError, match="held its lock for more than 0.2 s"):
            memory.upsert_log(log("c"))
    assert memory.upsert_log(log("c")).count == 3


def test_without_fcntl_no_waiting_still_refuses_a_busy_lock_at_once(tmp_path, without_fcntl):
    import time

    from filelock import FileLock

    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a"))
    with FileLock(str(memory.path) + ".lock", thread_local=False), store.no_waiting():
        started = time.monotonic()
        with pytest.raises(store.WouldBlock):
            memory.load()
        assert time.monotonic() - started < 0.5  # one try, no wait (filelock polls every 0.05 s)


def test_without_fcntl_a_linked_lock_file_is_refused(tmp_path, without_fcntl):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a"))
    memory.close()
    lock = memory.folder / store.LOCK_NAME
    lock.unlink()
    lock.symlink_to(tmp_path / "victim")
    with pytest.raises(store.StoreError, match=f"Refusing to use {lock}: it is a symbolic link"):
        MemoryStore(tmp_path).upsert_log(log("b"))
    assert not (tmp_path / "victim").exists()


# -- settings: arguments over environment over defaults ---------------------------------------------


@pytest.fixture
def clean_environment(monkeypatch):
    for name in (server.PROJECT_ENV, server.BUDGET_ENV, server.THRESHOLD_ENV, server.MAX_LOG_ENV):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def test_settings_default_to_the_documented_values(clean_environment):
    settings, args = server.parse_settings([])
    assert settings == server.Settings(project=None, token_budget=20_000, compact_threshold=50, max_log_bytes=64 << 20)
    assert not args.check


def test_settings_come_from_the_environment(clean_environment, tmp_path):
    for name, value in [(server.PROJECT_ENV, str(tmp_path)), (server.BUDGET_ENV, "2500"), (server.THRESHOLD_ENV, "7"), (server.MAX_LOG_ENV, "3")]:
        clean_environment.setenv(name, value)
    settings, _ = server.parse_settings([])
    assert settings == server.Settings(project=tmp_path, token_budget=2500, compact_threshold=7, max_log_bytes=3 << 20)


def test_arguments_win_over_the_environment(clean_environment, tmp_path):
    for name, value in [(server.PROJECT_ENV, "/elsewhere"), (server.BUDGET_ENV, "2500"), (server.THRESHOLD_ENV, "7"), (server.MAX_LOG_ENV, "3")]:
        clean_environment.setenv(name, value)
    argv = ["--project", str(tmp_path), "--token-budget", " 3000 ", "--compact-threshold", "1", "--max-log-mb", "1", "--check"]
    settings, args = server.parse_settings(argv)
    assert settings == server.Settings(project=tmp_path, token_budget=3000, compact_threshold=1, max_log_bytes=1 << 20)
    assert args.check


@pytest.mark.parametrize(
    "option, env, minimum, value",
    [
        ("--token-budget", server.BUDGET_ENV, "2,000", "1999"),
        ("--compact-threshold", server.THRESHOLD_ENV, "1", "0"),
        ("--max-log-mb", server.MAX_LOG_ENV, "1", "0"),
        ("--max-log-mb", server.MAX_LOG_ENV, "1", "1" * 10),
    ],
)
def test_each_number_is_refused_below_its_minimum_naming_option_and_variable(clean_environment, capsys, option, env, minimum, value):
    with pytest.raises(SystemExit) as stopped:
        server.parse_settings([option, value])
    assert stopped.value.code == 2
    assert f"{option} (or {env}) must be a whole number of at least {minimum}, not {value!r}" in capsys.readouterr().err


def test_the_smallest_accepted_numbers(clean_environment):
    settings, _ = server.parse_settings(["--token-budget", "2000", "--compact-threshold", "1", "--max-log-mb", "1"])
    assert (settings.token_budget, settings.compact_threshold, settings.max_log_bytes) == (2000, 1, 1 << 20)


def test_help_names_every_option_its_variable_and_its_default(clean_environment, capsys):
    with pytest.raises(SystemExit):
        server.parse_settings(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert text.startswith("usage: sentinel-memory ")
    for phrase in [
        "Sentinel-Memory: an MCP server that keeps the lessons an AI agent learned in a project.",
        "--project DIR the project folder (default: SENTINEL_MEMORY_PROJECT, then the folder the server runs in or above it, then the client's workspace)",
        "--token-budget N most tokens any reply may take (default: SENTINEL_MEMORY_TOKEN_BUDGET or 20000; at least 2000)",
        "--compact-threshold N records above which compaction is required (default: SENTINEL_MEMORY_COMPACT_THRESHOLD or 50)",
        "--max-log-mb N a log larger than this is refused, never read whole (default: SENTINEL_MEMORY_MAX_LOG_MB or 64)",
        "--check print the resolved store and its health, then exit (never writes)",
    ]:
        assert phrase in text, phrase


def test_version_prints_the_name_and_the_version_in_pyproject(clean_environment, capsys):
    with pytest.raises(SystemExit):
        server.parse_settings(["--version"])
    version = __import__("re").search(r'^version = "(.+)"', (Path(server.__file__).parent / "pyproject.toml").read_text(), __import__("re").M)
    assert capsys.readouterr().out == f"sentinel-memory {version.group(1)}\n"


def test_main_check_exits_with_the_checks_code_and_logs_our_way_once(clean_environment, tmp_path, capsys, our_logger):
    with pytest.raises(SystemExit) as stopped:
        server.main(["--check", "--project", str(tmp_path)])
    assert stopped.value.code == 0 and capsys.readouterr().out.endswith("OK\n")
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").write_text("{oops\n")
    with pytest.raises(SystemExit) as stopped:
        server.main(["--check", "--project", str(tmp_path)])
    assert stopped.value.code == 1
    ours = [h for h in our_logger.handlers if getattr(h, "sentinel", False)]
    assert len(ours) == 1 and ours[0].stream is __import__("sys").stderr
    assert ours[0].formatter._fmt == "sentinel-memory: %(message)s"
    assert our_logger.level == __import__("logging").INFO and our_logger.propagate is False


# -- roots: what the error says was tried -------------------------------------------------------------


@pytest.fixture
def nowhere(home, monkeypatch):
    """Started in the home folder with no --project: only the client's roots can name the project."""
    monkeypatch.chdir(home)
    return server.create_server(server.Settings())


async def log_error(mcp, **client_options) -> str:
    async with Client(mcp, mode="legacy", **client_options) as client:
        result = await client.call_tool("log_memory", {"topic": "t", "missing_context": "m", "lesson": "l"}, raise_on_error=False)
    assert result.is_error
    return result.content[0].text


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
@pytest.mark.parametrize(
    "roots, said",
    [
        (None, "and the client offers no roots."),
        ([], "and the client announced no roots."),
        (
            ["file:///", "file:///nonexistent/sentinel-memory-test"],
            "and none of the client's 2 root(s) (file:///, file:///nonexistent/sentinel-memory-test) is a usable project folder.",
        ),
    ],
)
async def test_with_no_project_the_error_says_what_the_client_gave(nowhere, roots, said, home):
    text = await log_error(nowhere, **({} if roots is None else {"roots": roots}))
    assert text.startswith(f"No project folder: the server was started in {home}, which is neither a project nor inside one")
    assert said in text and 'Add "--project", "/path/to/your/project"' in text


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_a_roots_request_that_fails_is_named_in_the_error(nowhere):
    def roots(_):
        raise RuntimeError("still starting up")

    text = await log_error(nowhere, roots=roots)
    assert "and asking the client for roots failed (" in text


# -- messages that say what to do -----------------------------------------------------------------


def test_a_log_that_is_mostly_nul_or_undecodable_is_named_at_the_edge():
    assert store._foreign_encoding(b"a\x00bc", 0) is None  # a quarter NUL: not yet
    assert store._foreign_encoding(b"a\x00b", 0).startswith("UTF-16 or UTF-32 without a byte order mark")
    assert store._foreign_encoding(b"abcd", 2) is None  # half undecodable: not yet
    assert store._foreign_encoding(b"abcd", 3) == (
        "not UTF-8 (most of its bytes do not decode: a legacy code page such as CP949, Shift_JIS or Windows-1252?)"
    )


def test_the_encoding_error_gives_the_iconv_command_and_says_when_it_guesses():
    path = Path("/p/.context/memory_log.jsonl")
    with_bom = str(store._encoding_error(path, "UTF-16 LE (with a byte order mark)"))
    assert f"`iconv -f UTF-16 -t UTF-8 {path} > {path}.utf8 && mv {path}.utf8 {path}`, or in PowerShell" in with_bom
    nul = str(store._encoding_error(path, "UTF-16 or UTF-32 without a byte order mark"))
    assert f"`iconv -f UTF-16LE -t UTF-8 {path} > {path}.utf8 && mv {path}.utf8 {path}` (UTF-16LE is a guess: use the file's real encoding)" in nul
    legacy = str(store._encoding_error(path, "not UTF-8 (most ...)"))
    assert "`iconv -f CP949 -t UTF-8" in legacy and "(CP949 is a guess: use the file's real encoding)" in legacy
    assert legacy.startswith(f"{path} is encoded as not UTF-8 (most ...), not UTF-8, so the store neither reads nor writes it")


def test_the_size_refusal_gives_size_limit_and_what_to_do(tmp_path):
    memory = MemoryStore(tmp_path, max_log_bytes=1000)
    assert str(memory._too_big(1_234_567)) == (
        f"Refusing to read {memory.path}: it is 1,234,567 bytes, over the 1,000-byte limit for a memory log"
        " (10,000 full-size records take about 30 MB); nothing was read or written. If it is not a memory log,"
        f" move it away (`git mv {memory.path} <elsewhere>`); if it is, trim it by hand or raise the limit"
        " (MemoryStore max_log_bytes)."
    )


@pytest.mark.parametrize(
    "uri, why",
    [
        ("https://example.invalid/repo", "not a file:// URI"),
        ("file:relative/path", "not an absolute path"),
        ("file:///tmp/a%00b", "it contains a NUL character"),
        ("file:///", "the filesystem root or the home folder is never a project"),
    ],
)
def test_each_unusable_root_says_exactly_why(uri, why):
    assert server.root_folder(uri) == (None, why)


@pytest.mark.anyio
async def test_invalid_arguments_name_five_fields_and_count_the_rest(mcp):
    async with Client(mcp, mode="legacy") as client:
        one = await client.call_tool("log_memory", {"topic": ["x"], "missing_context": "m", "lesson": "l"}, raise_on_error=False)
        seven = await client.call_tool(
            "log_memory",
            {"topic": 1, "missing_context": 2, "lesson": 3, "ask_next_time": 4, "type": 5, "compact_threshold": "x", "source_ids": 7},
            raise_on_error=False,
        )
    assert one.content[0].text == (
        "Invalid arguments for log_memory: topic: Input should be a valid string."
        " Fix them as the tool's schema says and call again."
    )
    text = seven.content[0].text
    assert text.startswith("Invalid arguments for log_memory: topic: Input should be a valid string; missing_context: ")
    assert text.count("; ") == 4 and text.endswith(" (and 2 more). Fix them as the tool's schema says and call again.")


# -- more edges: the health check's numbers, similar topics, the unknown-topic reply ------------------


def test_check_counts_by_type_honours_the_size_limit_and_lists_no_topics_when_there_are_none(tmp_path, capsys):
    memory = MemoryStore(tmp_path)
    for gap in ("a", "b"):
        memory.upsert_log(log(gap))
    memory.save_principle(principle(), [])
    code, lines = run_check(tmp_path, capsys)
    assert "records: 3 (2 log, 1 principle)" in lines
    memory.path.write_bytes(b"{oops\n")
    code, lines = run_check(tmp_path, capsys)
    assert "topics:  0" in lines and code == 1
    memory.path.write_bytes(memory.path.read_bytes() + b"x" * (1 << 20))
    code, lines = run_check(tmp_path, capsys, max_log_bytes=1 << 20)
    assert code == 1 and not any(line.startswith("records:") for line in lines)
    assert any(line.startswith(f"PROBLEM: Refusing to read {memory.path}: it is 1,048,582 bytes") for line in lines)


def test_check_without_git_says_so(tmp_path, capsys, monkeypatch):
    MemoryStore(tmp_path).upsert_log(log("gap"))
    monkeypatch.setenv("PATH", "")
    code, lines = run_check(tmp_path, capsys)
    assert "git: git not found" in lines and code == 0


def test_inspect_checks_every_git_helper_even_when_the_lock_file_is_absent(tmp_path):
    MemoryStore(tmp_path).upsert_log(log("gap"))
    folder = tmp_path / ".context"
    (folder / store.LOCK_NAME).unlink()
    (folder / ".gitignore").unlink()
    (folder / ".gitignore").symlink_to(tmp_path / "elsewhere")
    (problem,) = store.inspect(tmp_path)
    assert problem.startswith(f"Refusing to use {folder / '.gitignore'}: it is a symbolic link")


@pytest.mark.parametrize(
    "a, b, similar",
    [
        ("abcde", "abcdx", True),  # a ratio of exactly 0.8 is similar
        ("ab_cd", "abcdx", True),  # words are joined without a separator before the ratio
        ("###", "auth", False),  # a topic without words is like no other
        ("###", "!!!", False),
    ],
)
def test_similar_topics_at_the_edges(a, b, similar):
    assert store.topics_similar(a, b) is similar and store.topics_similar(b, a) is similar


def test_an_unknown_topic_reply_lists_the_topics_within_the_budget():
    records = [log("gap", topic=f"area{i:04d}") for i in range(3000)]
    loaded = store.parse_log("\n".join(map(store.serialize, records)).encode() + b"\n")
    text = server.no_such_topic("nope", loaded, 2000, [])
    head, closing = text.split("\n")
    assert head.startswith("No records with topic 'nope'. Existing topics: area0000, area0001, ")
    assert __import__("re").search(r" … and \d+ more\.$", head)
    assert closing == "Retry with one of these topics, or without a topic to see every record."
    assert server.estimate_tokens(text) <= 2000


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
@pytest.mark.parametrize("mode", ["legacy", "auto"])  # auto: 2026-07-28, roots come back as an input-required result
async def test_roots_in_either_protocol_era_in_process(nowhere, tmp_path, mode):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    asked = []

    def roots(_):
        asked.append(1)
        return [workspace.as_uri()]

    async with Client(nowhere, mode=mode, roots=roots) as client:
        logged = await client.call_tool("log_memory", {"topic": "t", "missing_context": "m", "lesson": "l"}, raise_on_error=False)
        again = await client.call_tool("search_memory", {"query": "x"}, raise_on_error=False)
    assert not logged.is_error and logged.content[0].text.startswith("Saved new log"), logged
    assert again.content[0].text.startswith("[memory_log - 1 entries]") and asked == [1]
    assert (workspace / ".context" / "memory_log.jsonl").exists()


# -- small rules the first mutation runs found unstated ---------------------------------------------


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_roots_are_logged_one_line_each_on_stderr(nowhere, tmp_path, caplog, our_logger):
    our_logger.propagate = True
    caplog.set_level("INFO", logger="sentinel_memory")
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    async with Client(nowhere, mode="legacy", roots=["file:///", workspace.as_uri()]) as client:
        await client.call_tool("log_memory", {"topic": "t", "missing_context": "m", "lesson": "l"})
    assert f"client roots: file:///, {workspace.as_uri()}" in caplog.messages
    assert "skipping the client root file:///: the filesystem root or the home folder is never a project" in caplog.messages


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_a_failed_roots_request_is_logged_with_its_reason(nowhere, caplog, our_logger):
    our_logger.propagate = True

    def roots(_):
        raise RuntimeError("still starting up")

    text = await log_error(nowhere, roots=roots)
    warnings = {m for m in caplog.messages if m.startswith("could not list the client's roots: ")}
    assert len(warnings) == 1  # asked again on a later call, it fails the same way (how often depends on timing)
    reason = warnings.pop().removeprefix("could not list the client's roots: ")
    assert reason and reason != "None" and f"and asking the client for roots failed ({reason[:119]}" in text


@pytest.mark.anyio
async def test_invalid_arguments_name_nested_fields_and_count_only_past_five(mcp):
    async with Client(mcp, mode="legacy") as client:
        nested = await client.call_tool("log_memory", {"topic": "t", "missing_context": "m", "lesson": "l", "source_ids": [1]}, raise_on_error=False)
        five = await client.call_tool("log_memory", {"topic": 1, "missing_context": 2, "lesson": 3, "ask_next_time": 4, "type": 5}, raise_on_error=False)
        six = await client.call_tool("log_memory", {"topic": 1, "missing_context": 2, "lesson": 3, "ask_next_time": 4, "type": 5, "compact_threshold": "x"}, raise_on_error=False)
    assert "source_ids.0: Input should be a valid string" in nested.content[0].text
    assert "more)" not in five.content[0].text and five.content[0].text.count("; ") == 4
    assert six.content[0].text.endswith(" (and 1 more). Fix them as the tool's schema says and call again.")


def test_configure_logging_adds_its_handler_once_beside_others(our_logger):
    import logging

    our_logger.handlers[:] = [logging.NullHandler()]
    server.configure_logging()
    server.configure_logging()
    assert len(our_logger.handlers) == 2 and sum(getattr(h, "sentinel", False) for h in our_logger.handlers) == 1


def test_quiet_libraries_keeps_fastmcp_and_the_sdk_off_stderr(capsys):
    import logging

    loggers = [logging.getLogger(name) for name in ("fastmcp", "mcp", "FastMCP")]
    saved = [(lg.handlers[:], lg.propagate) for lg in loggers]
    try:
        for library in loggers:
            library.handlers[:] = [logging.StreamHandler()]  # what a library installs: a handler to stderr
            library.propagate = True
        server.quiet_libraries()
        for library in loggers:
            library.getChild("server").warning("banner-like line")
        assert capsys.readouterr().err == ""
        assert all(not lg.propagate and all(isinstance(h, logging.NullHandler) for h in lg.handlers) for lg in loggers)
    finally:
        for library, (handlers, propagate) in zip(loggers, saved):
            library.handlers[:], library.propagate = handlers, propagate


def test_a_new_write_gate_is_open_and_a_closed_one_refuses_writes():
    gate = server.WriteGate()
    with gate:
        pass
    gate.close()
    with pytest.raises(store.StoreError, match="The server is stopping: nothing was written"):
        with gate:
            pass
    assert gate._lock.acquire(timeout=1)  # a refused write leaves the gate's lock free


def test_the_home_folder_is_skipped_on_the_way_up_not_a_stop(tmp_path, monkeypatch):
    (tmp_path / ".git").write_text("gitdir: /elsewhere\n")  # a worktree's .git is a file
    home = tmp_path / "home"
    (home / "sub").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert server.enclosing_project(home / "sub") == tmp_path


def test_the_encoding_error_ends_with_the_powershell_5_warning():
    message = str(store._encoding_error(Path("/p/log"), "UTF-16 LE (with a byte order mark)"))
    assert message.endswith("Windows PowerShell 5's `>` writes UTF-16: append with `Add-Content -Encoding utf8` instead.")


def test_words_and_invisible_format_characters_in_similar_topics():
    assert store.topic_words("AuthLogin") == store.topic_words("auth_login") == ["auth", "login"]
    assert store.topics_similar("pay\u00adments", "payments")  # a soft hyphen (Cf) is not seen


def test_ids_and_echo_cut_exactly_at_their_limits():
    assert "more" not in server.ids([f"{i:016x}" for i in range(10)])
    assert server.ids([f"{i:016x}" for i in range(11)]).endswith(" … and 1 more)")
    assert server.echo("x" * 60) == "x" * 60 and server.echo("x" * 61) == "x" * 59 + "…"
    assert server.bounded_list([f"item{i}" for i in range(10)], 12) == "item0 … and 9 more"


def test_echo_redacts_what_it_shows_of_a_long_value():
    assert server.echo("password=Pg!Adm1n " + "x" * 100_000) == "password=[REDACTED] …"
    # a token the cut at 480 characters went through is not shown in part once what comes before it shrank
    jwt = "eyJhbGciOiJIUzI1NiJ9." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" * 15 + "." + "s" * 34  # the cut at 480 goes through the token
    shown = server.echo(jwt + " ghp_Zq8RkT3mWv1XyB7nLp4HcD6fJs2Gu9AeKi0O")
    assert "Zq8RkT3m" not in shown and shown.startswith("[REDACTED]")


def test_a_refused_number_is_echoed_cut_to_forty_characters(capsys):
    with pytest.raises(SystemExit):
        server.parse_settings(["--compact-threshold", "9" * 50])
    assert f"not {'9' * 39 + '…'!r}" in capsys.readouterr().err


def test_the_unknown_topic_reply_pays_for_its_notices():
    records = [log("gap", topic=f"area{i:04d}") for i in range(300)]
    loaded = store.parse_log("\n".join(map(store.serialize, records)).encode() + b"\n")
    notice = "Note: " + "n " * 600
    text = server.no_such_topic("nope", loaded, 2000, [notice])
    assert text.endswith(notice) and server.estimate_tokens(text) <= 2000


def test_a_compaction_entry_shows_id_type_date_and_lesson():
    record = at(log("gap"), "2031-01-02T03:04:05+00:00")
    loaded = store.parse_log((store.serialize(record) + "\n").encode())
    text, _ = server.compact_reply(loaded, None, 50, 20_000)
    assert f"- {record['id']} log 2031-01-02: Check the tax table\n  missing_context: gap" in text


def test_check_prints_one_line_per_problem(tmp_path, capsys):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("gap"))
    data = memory.path.read_text(encoding="utf-8")
    memory.path.write_text(f"{{oops\n<<<<<<< HEAD\n{data}>>>>>>> alice\n", encoding="utf-8")
    code, lines = run_check(tmp_path, capsys)
    problems = [line for line in lines if line.startswith("PROBLEM: ")]
    assert code == 1 and len(problems) == 2 and lines[-2:] == problems


REFUSAL = (
    "Refusing to use {path}: it is {kind}, not a regular {what} inside the project. A cloned repository can ship such an"
    " entry to make the server read or overwrite files outside the project, so nothing was read or written. {fix}"
)


@pytest.mark.parametrize(
    "path, kind, what, fix",
    [
        ("/p/.context", "a symbolic link", "folder",
         "Make it a real folder: `rm /p/.context` (removes only the link or file), then the next log_memory creates it."),
        ("/p/.context/memory_log.jsonl", "a file with 2 hard links", "file",
         "Give it a name of its own: `cp /p/.context/memory_log.jsonl /p/.context/memory_log.jsonl.copy"
         " && mv /p/.context/memory_log.jsonl.copy /p/.context/memory_log.jsonl`."),
        ("/p/.context/memory_log.jsonl", "a symbolic link", "file",
         "If it is not your log, delete it (`git rm` or `rm /p/.context/memory_log.jsonl`); the next log_memory creates"
         " a regular file. If your log really lives elsewhere, copy it here as a regular file."),
        ("/p/.context/memory_log.jsonl.lock", "a file with 2 hard links", "file",
         "Delete it (`rm /p/.context/memory_log.jsonl.lock`); the store recreates it as a regular file."),
    ],
)
def test_each_refusal_says_what_the_entry_is_and_how_to_fix_it(path, kind, what, fix):
    assert str(store._refusal(Path(path), kind)) == REFUSAL.format(path=path, kind=kind, what=what, fix=fix)


def test_compaction_is_required_strictly_over_the_threshold_in_every_reply():
    records = [log(f"gap {i}") for i in range(3)]
    loaded = store.parse_log("\n".join(map(store.serialize, records)).encode() + b"\n")
    required = "Compaction required: 3 records exceed the threshold of 2. Call compact_memory now and follow its instructions."
    assert server.compaction_required(3, 2) == required
    at_threshold = server.Settings(compact_threshold=3)
    assert "Compaction required" not in server.search_reply(loaded, "x", None, at_threshold)
    assert server.search_reply(loaded, "x", None, server.Settings(compact_threshold=2)).endswith(required)
    text, _ = server.compact_reply(loaded, None, 3, 20_000)
    assert text.startswith("[compact_memory - 3 records in 1 topic(s); compaction not yet required by count (3 of 3 records);"
                           " do it now if search_memory said the log is over its token budget]")


def test_an_empty_log_with_broken_lines_gives_the_gap_questions_then_the_notice():
    loaded = store.parse_log(b"{oops\n")
    (notice,) = server.file_notices(loaded)
    assert server.search_reply(loaded, "x", None, server.Settings()) == server.GAP_QUESTIONS + "\n\n" + notice


def test_an_unknown_target_topic_is_named_in_the_reply():
    loaded = store.parse_log((store.serialize(log("gap")) + "\n").encode())
    text, handed_out = server.compact_reply(loaded, "billing", 50, 20_000)
    assert handed_out == [] and text.startswith("No records with topic 'billing'. Existing topics: payment.")
    assert server.search_reply(loaded, "x", "billing", server.Settings()).startswith("No records with topic 'billing'.")


def test_a_compaction_group_fits_its_room_grows_with_it_and_says_of_how_many():
    # Not always the most that fit: the first guess can be one record short (see the report of the
    # mutation run); the rules here are the ones compaction relies on.
    group = [log(f"gap {i} " + "x" * 300, topic="billing", ask=f"q{i % 2}?") for i in range(8)]
    before = 0
    for room in range(150, 1400, 37):
        shown, block = server.compaction_group("billing", group, room, first=False)
        assert len(shown) >= before and shown == group[: len(shown)]
        before = len(shown)
        if not shown:
            assert block == ""
            continue
        assert server.cost(block) <= room
        if len(shown) < len(group):
            assert block.startswith(f"## topic=billing ({server.count(len(shown))} of 8)\n")
        else:
            assert block.startswith("## topic=billing (8 records)\n")
        assert block.endswith("source_ids: " + json.dumps([r["id"] for r in shown]))
    assert before == len(group)
    shown, block = server.compaction_group("billing", group, 10, first=True)
    assert len(shown) == 1 and block.startswith("## topic=billing (1 record of 8)\n")  # the first group always hands out one


def test_a_group_without_questions_has_no_merged_line():
    block = server.compaction_group("t", [log("a", topic="t")], 10_000, first=True)[1]
    assert "merged ask_next_time" not in block and block.endswith('source_ids: ["' + log("a", topic="t")["id"] + '"]')


def test_merged_questions_cut_inside_a_character_drop_it():
    merged = store.merge_questions([{"ask_next_time": "가" * 200}])
    assert merged == "가" * 170 and len(merged.encode()) == 510


def test_a_principle_listing_itself_first_still_removes_its_other_sources(tmp_path):
    memory = MemoryStore(tmp_path)
    source = memory.upsert_log(log("gap", topic="payments")).record
    saved = memory.save_principle(principle(), []).record
    memory.snapshot([source, saved])
    again = memory.save_principle(principle(), [saved["id"], source["id"]])
    assert again.removal.removed == [source["id"]] and again.topics == ["payments", "payment"] and not again.created


def test_a_hand_edited_principle_without_a_count_shows_zero_merged():
    record = at(principle(), "2031-02-01T10:00:00+00:00")
    record["meta"]["compacted_at"] = "2031-01-01T10:00:00+00:00"
    assert server.record_text(record).startswith("[payment] principle, compacted 2031-01-01 (0 merged)")


def test_a_compaction_group_hands_out_every_record_that_fits_even_when_the_first_guess_is_low():
    # The guess counts the whole group's merged question; fewer records merge a shorter one.
    group = [build_record("billing", f"gap {i} " + "x" * 300, "Check the tax table", f"q{i % 2}?")[0] for i in range(8)]
    entries = [
        f"- {r['id']} {r['type']} {r['meta']['created'][:10]}: {r['lesson']}\n  missing_context: {r['missing_context']}"
        for r in group
    ]
    for room in range(700, 1400, 7):
        shown, block = server.compaction_group("billing", group, room, first=False)
        assert server.cost(block) <= room or not shown
        if len(shown) < len(group):  # cut: one record more would not have fitted
            assert server.cost(server._group_block("billing", group, entries, len(shown) + 1)) > room, (room, len(shown))



def test_a_compaction_group_drops_records_when_the_first_guess_is_high():
    # Small records: the header's count and the sum of the entries' rounded costs can put the guess
    # a record or two above the room (at rooms 91 to 94, 131 to 133 and 174 to 175 here).
    group = [build_record("billing", f"gap {i} " + "x" * (7 * i), "Check the tax table" + "!" * i, "q?" if i % 2 else "")[0]
             for i in range(6)]
    entries = [
        f"- {r['id']} {r['type']} {r['meta']['created'][:10]}: {r['lesson']}\n  missing_context: {r['missing_context']}"
        for r in group
    ]
    for room in range(50, 400):
        shown, block = server.compaction_group("billing", group, room, first=False)
        assert shown == group[: len(shown)]
        if shown:
            assert block == server._group_block("billing", group, entries, len(shown)) and server.cost(block) <= room, room
        if len(shown) < len(group):
            assert server.cost(server._group_block("billing", group, entries, len(shown) + 1)) > room, (room, len(shown))


# -- --show: the log as Markdown for people, through the command line -------------------------------
# docs/Design.md §12, "Review". The same rules as test_team.py's process tests, run in-process through
# main() so that mutation testing sees them.


def run_main(capsys, *argv: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as stopped:
        server.main(list(argv))
    return stopped.value.code, capsys.readouterr().out


@pytest.fixture
def command_line(clean_environment, our_logger, capsys):
    """`sentinel-memory ARGS...` in-process: its exit code and what it printed."""
    return lambda *argv: run_main(capsys, *argv)


def test_show_groups_by_topic_in_file_order_principles_first_text_on_one_escaped_line(tmp_path, command_line):
    memory = MemoryStore(tmp_path)
    a = memory.upsert_log(at(log("a", lesson="Use <b>the</b> *table* [x](http://e)\n# not a heading"), "2031-01-02T10:00:00+00:00")).record
    auth = memory.upsert_log(at(log("login", topic="auth", lesson="Refresh early", ask="Which   IdP?"), "2031-01-03T10:00:00+00:00")).record
    p = at(principle("Summary"), "2031-01-04T10:00:00+00:00")
    p["meta"]["source_count"] = 2
    p = memory.save_principle(p, []).record
    memory.close()
    (memory.folder / store.LOCK_NAME).unlink()
    before = sorted(memory.folder.iterdir())
    assert command_line("--show", "--project", str(tmp_path)) == (0, "\n".join([
        "## Memory log: 3 records in 2 topic(s)",
        "",
        "### payment",
        "",
        f"- **principle** `{p['id']}` 2031-01-04, replaces 2 records",
        "  - lesson: Summary",
        f"- log `{a['id']}` 2031-01-02",
        "  - missing: a",
        r"  - lesson: Use \<b\>the\</b\> \*table\* \[x\](http://e) \# not a heading",
        "",
        "### auth",
        "",
        f"- log `{auth['id']}` 2031-01-03",
        "  - missing: login",
        "  - lesson: Refresh early",
        "  - ask next time: Which IdP?",
        "",
    ]))
    assert sorted(memory.folder.iterdir()) == before  # never writes, not even the lock file


def test_show_of_a_project_without_records_says_so(tmp_path, command_line):
    assert command_line("--show", "--project", str(tmp_path)) == (0, "## Memory log: 0 records in 0 topic(s)\n\nNo memories yet.\n")
    assert not (tmp_path / ".context").exists()


def test_show_of_a_log_the_store_refuses_is_one_problem_line(tmp_path, command_line):
    (tmp_path / ".context").mkdir()
    (tmp_path / "elsewhere.jsonl").write_text("")
    (tmp_path / ".context" / "memory_log.jsonl").symlink_to(tmp_path / "elsewhere.jsonl")
    code, out = command_line("--show", "--project", str(tmp_path))
    assert code == 1 and out.startswith("PROBLEM: Refusing to use ") and out.count("\n") == 1


def test_show_without_a_project_is_one_problem_line(tmp_path, command_line):
    code, out = command_line("--show", "--project", str(tmp_path / "missing"))
    assert code == 1 and out.startswith("PROBLEM: The project folder ") and out.count("\n") == 1


def test_an_id_that_is_not_one_short_word_is_escaped_instead_of_shown_as_code(tmp_path, command_line):
    odd = {**log("a"), "id": "a`b c"}
    long = {**log("b"), "id": "x" * 101}
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").write_text(store.serialize(odd) + "\n" + store.serialize(long) + "\n")
    out = command_line("--show", "--project", str(tmp_path))[1]
    assert "- log a\\`b c " in out and f"- log {'x' * 101} " in out
    short = {**log("c"), "id": "x" * 100}
    (tmp_path / ".context" / "memory_log.jsonl").write_text(store.serialize(short) + "\n")
    assert f"- log `{'x' * 100}` " in command_line("--show", "--project", str(tmp_path))[1]


@pytest.fixture
def committed(tmp_path):
    """A repository whose last commit holds a log of three records a, b, c (topic payment)."""
    git(tmp_path, "init", "-q")
    git(tmp_path, "config", "user.email", "t@example.com")
    git(tmp_path, "config", "user.name", "t")
    memory = MemoryStore(tmp_path)
    for n, gap in enumerate("abc"):
        memory.upsert_log(at(log(gap), f"2031-01-01T10:00:0{n}+00:00"))
    git(tmp_path, "add", ".context")
    git(tmp_path, "commit", "-q", "-m", "log")
    return memory


def test_show_since_lists_added_changed_with_what_it_was_and_removed_compacted_or_deleted(committed, command_line):
    a, b, c = committed.load().records.values()
    committed.snapshot([a, b])
    p = committed.save_principle(at(principle("Summary"), "2031-01-02T10:00:00+00:00"), [a["id"]]).record
    changed = committed.upsert_log(at(log("c", lesson="revised", ask="new question"), "2031-01-02T10:00:01+00:00")).record
    d = committed.upsert_log(at(log("d", topic="auth", lesson="new"), "2031-01-02T10:00:02+00:00")).record
    committed.path.write_text("".join(line for line in committed.path.read_text().splitlines(keepends=True) if b["id"] not in line))  # deleted by hand
    code, out = command_line("--show", "--since", "HEAD", "--project", str(committed.project))
    assert code == 0
    assert out.splitlines() == [
        "## Memory log changes since `HEAD`",
        "",
        "2 added, 1 changed, 2 removed (1 of them compacted into principles).",
        "",
        "### payment",
        "",
        f"- **principle** `{p['id']}` 2031-01-02, replaces 1 record (added)",
        "  - lesson: Summary",
        f"- log `{changed['id']}` 2031-01-02 (changed)",
        "  - missing: c",
        "  - lesson: revised",
        "  - lesson before: Check the tax table",
        "  - ask next time: new question",
        "  - ask next time before: (empty)",
        "",
        "### auth",
        "",
        f"- log `{d['id']}` 2031-01-02 (added)",
        "  - missing: d",
        "  - lesson: new",
        "",
        "### Removed",
        "",
        f"- payment: log `{a['id']}` 2031-01-01, compacted into `{p['id']}`: Check the tax table",
        f"- payment: log `{b['id']}` 2031-01-01, deleted: Check the tax table",
    ]


def test_since_alone_implies_show_and_an_unchanged_log_has_no_changes(committed, command_line):
    assert command_line("--since", "HEAD", "--project", str(committed.project)) == (
        0, "## Memory log changes since `HEAD`\n\nNo changes.\n"
    )


def test_show_since_a_commit_before_the_log_existed_lists_every_record_as_added(tmp_path, command_line):
    git(tmp_path, "init", "-q")
    git(tmp_path, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "before")
    memory = MemoryStore(tmp_path)
    for gap in "ab":
        memory.upsert_log(log(gap))
    code, out = command_line("--show", "--since", "HEAD", "--project", str(tmp_path))
    assert code == 0 and "2 added, 0 changed, 0 removed (0 of them compacted into principles)." in out.splitlines()
    assert out.count("(added)") == 2


@pytest.mark.parametrize(
    "since, problem",
    [
        ("no-such-branch", "--since 'no-such-branch' is not a commit of the git repository at "),
        ("--output=/tmp/x", "--since takes a git revision such as main, origin/main or HEAD~3, not '--output=/tmp/x'."),
        ("", "--since takes a git revision such as main, origin/main or HEAD~3, not ''."),
    ],
)
def test_show_since_something_that_is_not_a_commit_is_one_problem_line(committed, command_line, since, problem):
    code, out = command_line("--show", f"--since={since}", "--project", str(committed.project))
    assert code == 1 and out.startswith(f"PROBLEM: {problem}") and out.count("\n") == 1


def test_show_since_a_log_over_the_size_limit_at_that_commit_is_refused(committed, command_line):
    big = "\n".join(store.serialize(log(f"gap {i} " + "x" * 900)) for i in range(1200)) + "\n"
    committed.path.write_text(big)
    git(committed.project, "-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-am", "big")
    size = len(big.encode())
    assert size > 1 << 20
    code, out = command_line("--show", "--since", "HEAD", "--max-log-mb", "1", "--project", str(committed.project))
    assert (code, out) == (1, f"PROBLEM: The log at HEAD is {size:,} bytes, over the {1 << 20:,}-byte limit.\n")


# -- --check for a team: what git sees, through the command line ---------------------------------------
# docs/Design.md §6 and §12: once the log is tracked, a helper file git does not have, one changed since
# it was committed, and attributes that do not merge the log by union and keep it LF are problems, each
# saying what to do; a merge's leftovers are facts, not problems.


def check_lines(command_line, project: Path, *options: str) -> tuple[int, list[str], list[str]]:
    code, out = command_line("--check", "--project", str(project), *options)
    lines = out.splitlines()
    return code, [line for line in lines if not line.startswith("PROBLEM: ")], [line[9:] for line in lines if line.startswith("PROBLEM: ")]


def test_check_with_every_helper_committed_and_unchanged_is_healthy(committed, command_line):
    code, lines, problems = check_lines(command_line, committed.project)
    assert (code, problems, lines[-1]) == (0, [], "OK")
    assert "git: log tracked; lock file ignored; .gitignore tracked, .gitattributes tracked" in lines


def test_check_names_a_helper_that_is_not_committed_and_says_to_add_it(committed, command_line):
    git(committed.project, "rm", "-q", "--cached", ".context/.gitattributes")
    helper = committed.folder / ".gitattributes"
    code, lines, problems = check_lines(command_line, committed.project)
    assert code == 1
    assert "git: log tracked; lock file ignored; .gitignore tracked, .gitattributes not committed" in lines
    assert problems == [f"{helper} is not committed, so teammates' git does not use it: `git add {helper}` and commit it."]


def test_check_names_a_helper_changed_since_its_commit_and_says_to_commit_it(committed, command_line):
    helper = committed.folder / ".gitignore"
    helper.write_text("*.lock\n*.tmp\n*.bak\n")
    code, lines, problems = check_lines(command_line, committed.project)
    assert code == 1
    assert "git: log tracked; lock file ignored; .gitignore changed, not committed, .gitattributes tracked" in lines
    assert problems == [
        f"{helper} has changes that are not committed (the server updates a helper it wrote earlier):"
        f" `git add {helper}` and commit it, so teammates get them."
    ]


@pytest.mark.parametrize(
    "attributes, seen",
    [
        ("memory_log.jsonl merge=union\n", "merge=union, text=unspecified, eol=unspecified"),
        ("memory_log.jsonl merge=union text\n", "merge=union, text=set, eol=unspecified"),
        ("memory_log.jsonl merge=union eol=lf\n", "merge=union, text=unspecified, eol=lf"),
        ("memory_log.jsonl text eol=lf\n", "merge=unspecified, text=set, eol=lf"),
        ("memory_log.jsonl merge=binary text eol=crlf\n", "merge=binary, text=set, eol=crlf"),
    ],
)
def test_check_fails_unless_git_merges_the_log_by_union_and_keeps_it_lf(tmp_path, command_line, attributes, seen):
    git(tmp_path, "init", "-q")
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("gap"))
    (memory.folder / ".gitattributes").write_text(attributes)
    code, _, problems = check_lines(command_line, tmp_path)
    assert code == 1 and problems == [
        f"git treats memory_log.jsonl as {seen}: branches that both logged may conflict and a Windows checkout may"
        " rewrite every line. Add the line 'memory_log.jsonl merge=union text eol=lf' to"
        f" {memory.folder / '.gitattributes'} (the next log_memory does it if the file is one the server wrote) and commit it."
    ]


def test_check_reports_duplicate_ids_and_hidden_originals_as_facts_not_problems(tmp_path, command_line):
    older, newer = at(log("a", lesson="old"), "2031-01-01T10:00:00+00:00"), at(log("a", lesson="new"), "2031-01-01T10:00:01+00:00")
    source = at(log("b"), "2031-01-01T10:00:00+00:00")
    p = principle("Summary")
    p["meta"]["sources"] = [store.source_key(source)]
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").write_text("".join(store.serialize(r) + "\n" for r in [older, source, newer, p]))
    code, lines, problems = check_lines(command_line, tmp_path)
    assert (code, problems) == (0, [])
    assert "records: 2 (1 log, 1 principle)" in lines and "duplicate lines: 1; conflict markers: 0" in lines
    assert (
        f"duplicate IDs: {older['id']} (the newest version of each is used; the next log_memory removes the older lines)"
    ) in lines
    assert "compacted originals waiting for removal: 1 (hidden: a principle replaced them; the next log_memory removes them)" in lines


def test_check_of_a_log_without_merge_leftovers_lists_no_duplicate_ids_and_nothing_hidden(tmp_path, command_line):
    MemoryStore(tmp_path).upsert_log(log("gap"))
    _, lines, _ = check_lines(command_line, tmp_path)
    assert "compacted originals waiting for removal: 0" in lines and not any(line.startswith("duplicate IDs") for line in lines)


@pytest.mark.parametrize("field", ["topic", "missing_context", "lesson", "ask_next_time"])
def test_check_names_by_id_a_stored_record_with_a_credential_in_any_field(tmp_path, command_line, field):
    token = "ghp_" + "Zq8" * 12
    clean = log("clean gap")
    leaked = {**log("leaky gap"), field: f"x {token}"}
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").write_text(store.serialize(clean) + "\n" + store.serialize(leaked) + "\n")
    code, out = command_line("--check", "--project", str(tmp_path))
    problems = [line for line in out.splitlines() if line.startswith("PROBLEM: ")]
    assert code == 1 and problems == [
        f"PROBLEM: 1 record in {tmp_path / '.context' / 'memory_log.jsonl'} hold what looks like a credential: {leaked['id']}."
        " Written by hand, by an older version or merged from a branch: delete or reword them, rotate the"
        " credential, and if they were committed, remove them from git history."
    ]


def test_check_reads_a_record_as_a_note_a_key_in_one_field_and_its_word_in_another(tmp_path, command_line):
    # what log_memory would redact across fields: a generated key, the credential's word in another field
    leaked = {**log("sync job"), "missing_context": "Syncing runs on 0DynHrCLJQoVYWQAaDnyYldT5oQ6mMXoXGsaBd6sPMgt.",
              "lesson": "It is almost always the API key."}
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").write_text(store.serialize(leaked) + "\n")
    code, out = command_line("--check", "--project", str(tmp_path))
    assert code == 1 and f"looks like a credential: {leaked['id']}." in out and "0DynHrCL" not in out
    stored, _ = store.build_record("sync job", leaked["missing_context"], leaked["lesson"])
    assert "0DynHrCL" not in stored["missing_context"]  # and log_memory stores it redacted


# -- the command line: subcommands, stdout's encoding, help ----------------------------------------------


@pytest.mark.anyio
async def test_recall_prints_what_search_memory_answers_and_writes_nothing(project, make_server, command_line):
    memory = MemoryStore(project)
    for n in range(40):
        memory.upsert_log(log(f"gap {n} " + "x" * 200, topic="payment" if n % 2 else "auth"))
    memory.close()
    asked = [(["refund", "gap 7"], None), ([], "auth")]
    replies = [await call(make_server(token_budget=2000), "search_memory", query=" ".join(q), topic=t) for q, t in asked]
    (memory.folder / store.LOCK_NAME).unlink()
    before = sorted(memory.folder.iterdir())
    for (query, topic), expected in zip(asked, replies):
        options = ["--topic", topic] if topic else []
        assert command_line("recall", *query, *options, "--token-budget", "2000", "--project", str(project)) == (0, expected + "\n")
        assert sorted(memory.folder.iterdir()) == before


def test_recall_of_a_log_the_store_refuses_says_why_on_stderr_and_prints_nothing(tmp_path, command_line, capsys):
    (tmp_path / ".context").mkdir()
    (tmp_path / ".context" / "memory_log.jsonl").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(SystemExit) as stopped:
        server.main(["recall", "--project", str(tmp_path)])
    out, err = capsys.readouterr()
    assert stopped.value.code == 1 and out == "" and err.startswith("sentinel-memory recall: Refusing to use ")


def test_without_arguments_main_reads_the_command_line(tmp_path, command_line, monkeypatch, capsys):
    # Orders where any other slice of sys.argv is a usage error, never a server waiting on stdin.
    monkeypatch.setattr("sys.argv", ["sentinel-memory", "--project", str(tmp_path), "--check"])
    with pytest.raises(SystemExit) as stopped:
        server.main()
    assert stopped.value.code == 0 and capsys.readouterr().out.endswith("OK\n")
    monkeypatch.setattr("sys.argv", ["sentinel-memory", "recall", "pay", "--project", str(tmp_path)])
    with pytest.raises(SystemExit) as stopped:
        server.main()
    assert stopped.value.code == 0 and capsys.readouterr().out == server.GAP_QUESTIONS + "\n"


def test_the_command_line_writes_utf8_whatever_the_console_code_page(tmp_path, clean_environment, our_logger, monkeypatch):
    import io

    MemoryStore(tmp_path).upsert_log(log("세금 규칙", topic="결제"))
    console = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
    monkeypatch.setattr("sys.stdout", console)
    monkeypatch.setattr("sys.stderr", io.TextIOWrapper(io.BytesIO(), encoding="cp1252"))
    with pytest.raises(SystemExit):
        server.main(["--show", "--project", str(tmp_path)])
    console.flush()
    assert "### 결제" in console.buffer.getvalue().decode("utf-8")
    assert __import__("sys").stderr.encoding == "utf-8"


def test_help_describes_show_since_and_the_subcommands(clean_environment, capsys):
    with pytest.raises(SystemExit):
        server.parse_settings(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for phrase in [
        "usage: sentinel-memory [options] (serve over stdio, as clients run it) sentinel-memory init [CLIENT ...]"
        " [--user CLIENT ...] [--hook] [--dry-run] sentinel-memory recall [QUERY ...]",
        "--show print the log as Markdown, grouped by topic, then exit (never writes)",
        "--since REF with --show: only records added, changed or removed since git revision REF",
        "commands: `sentinel-memory init --help` wires a project up for its clients; `sentinel-memory recall --help`"
        " prints the project's memory.",
    ]:
        assert phrase in text, phrase


def test_a_usage_error_names_the_program(clean_environment, capsys):
    with pytest.raises(SystemExit) as stopped:
        server.parse_settings(["--no-such-option"])
    assert stopped.value.code == 2 and "sentinel-memory: error: unrecognized arguments: --no-such-option" in capsys.readouterr().err


# -- compaction: what the reply says it left out, and the pairs it suggests --------------------------


def write_log(project: Path, records: list[dict]) -> None:
    (project / ".context").mkdir(exist_ok=True)
    (project / ".context" / "memory_log.jsonl").write_text("".join(store.serialize(r) + "\n" for r in records))


def handed_out_ids(text: str) -> list[str]:
    return [i for line in text.splitlines() if line.startswith("source_ids: ") for i in json.loads(line[12:])]


@pytest.mark.anyio
async def test_the_closing_line_counts_per_topic_exactly_the_records_not_handed_out(project, make_server):
    big = [log(f"gap {i} " + "x" * 900, topic="billing", lesson="y" * 900) for i in range(6)]
    write_log(project, [*big, log("tiny", topic="zz"), log("tiny too", topic="zz")])
    text = await call(make_server(token_budget=3000), "compact_memory")
    shown = handed_out_ids(text)
    assert 0 < len(shown) < 6 and shown == [r["id"] for r in big[: len(shown)]]
    assert f"{8 - len(shown)} records not shown, to stay within the token budget: billing ({6 - len(shown)}), zz (2)." in text


@pytest.mark.anyio
async def test_similar_topic_pairs_are_listed_one_pair_after_another(project, make_server):
    write_log(project, [log("a", topic="auth"), log("b", topic="auth-login"), log("c", topic="payment"), log("d", topic="payments")])
    text = await call(make_server(), "compact_memory")
    assert "Similar topics, consider merging each pair into one topic: auth ~ auth-login; payment ~ payments" in text.splitlines()


@pytest.mark.anyio
async def test_an_empty_target_topic_is_a_topic_no_record_has_not_all_topics(project, make_server):
    write_log(project, [log("a")])
    text = await call(make_server(), "compact_memory", target_topic="")
    assert text.startswith("No records with topic ''. Existing topics: payment.")


@pytest.mark.anyio
@pytest.mark.parametrize("budget", [300, 600])
async def test_compaction_hands_out_its_first_record_at_any_budget_even_one_too_small_for_it(project, make_server, budget):
    # The command line refuses budgets under MIN_BUDGET; the rule still holds below it (Design §2).
    big = [log(f"gap {i} " + "x" * 900, topic="billing", lesson="y" * 900) for i in range(2)]
    write_log(project, [*big, log("c", topic="billings")])
    text = await call(make_server(token_budget=budget), "compact_memory")
    assert handed_out_ids(text) == [big[0]["id"]] and "## topic=billing (1 record of 2)" in text
    assert "Similar topics" not in text  # no room is left for anything optional


# -- roots: what the no-project error repeats of them ------------------------------------------------


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_the_error_names_five_unusable_roots_each_cut_short_and_counts_the_rest(nowhere, tmp_path):
    long = f"file:///nonexistent/{'d' * 200}"
    roots = [long] + [f"file:///nonexistent/{n}" for n in range(6)]
    text = await log_error(nowhere, roots=roots)
    named = f"{long[:119]}…, " + ", ".join(f"file:///nonexistent/{n}" for n in range(4))
    assert f"and none of the client's 7 root(s) ({named} and 2 more) is a usable project folder." in text
    five = await log_error(server.create_server(server.Settings()), roots=roots[2:])
    assert "(file:///nonexistent/1, file:///nonexistent/2, file:///nonexistent/3, file:///nonexistent/4, file:///nonexistent/5) is" in five
    six = await log_error(server.create_server(server.Settings()), roots=roots[1:])
    assert "file:///nonexistent/4 and 1 more) is" in six


@pytest.mark.anyio
@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_a_roots_request_the_client_never_answers_ends_at_the_timeout_and_is_named(nowhere, monkeypatch):
    import anyio

    monkeypatch.setattr(server, "ROOTS_TIMEOUT", 0.2)
    never = anyio.Event()

    async def roots(_):
        await never.wait()

    text = await log_error(nowhere, roots=roots)
    assert "and asking the client for roots failed (" in text


# -- --check: each kind of suspicious kept line gets its own sentence, by line number only -------------


def test_check_says_of_each_kind_of_suspicious_line_what_to_do_without_quoting_it(tmp_path, command_line):
    path = tmp_path / ".context" / "memory_log.jsonl"
    scanned = [b"x" * 250_000 for _ in range(4)]  # 1,000,000 bytes scanned; the next line is past the 1 MiB
    kept = [b"DB_PASSWORD=Zx9!kq2#Lm", b"PATH=/usr/bin\x00HOME=/root", b"y" * (store.MAX_LINE_BYTES + 1), *scanned, b"z" * 100_000]
    path.parent.mkdir()
    path.write_bytes(store.serialize(log("gap")).encode() + b"\n" + b"\n".join(kept) + b"\n")
    code, _, problems = check_lines(command_line, tmp_path)
    assert code == 1 and problems == [
        f"8 line(s) of {path} are not valid records (lines 2, 3, 4, 5, 6, 7, 8, 9): they are kept as they are and"
        " ignored; fix or delete them by hand.",
        f"Possible credential in malformed line 2 of {path}: delete those lines, rotate the credential, and if they"
        " were committed, remove them from git history.",
        f"Binary data (NUL or other control bytes, or invalid UTF-8) in malformed line 3 of {path}: find what wrote"
        " them and delete them.",
        f"Malformed line 4 of {path} are longer than any record can be, so they were neither parsed nor scanned:"
        " delete them unless you know what they are.",
        f"Malformed line 9 of {path} were not scanned for credentials (more than 1 MiB of malformed text): review"
        " them by hand.",
    ]


def log_between_one_and_two_mb(project: Path) -> None:
    """1,200 records of about 1.1 KB: over a 1 MB limit, under a 2 MB one."""
    log = project / ".context" / "memory_log.jsonl"
    log.parent.mkdir()
    lines = [json.dumps(build_record("payment", f"case {i}: " + "x" * 900, "Check the tax table", "")[0]) for i in range(1200)]
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert 1 << 20 < log.stat().st_size < 2 << 20


def test_recall_refuses_a_log_over_its_max_log_mb_and_reads_one_under_it(tmp_path, capsys):
    log_between_one_and_two_mb(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        server.main(["recall", "--max-log-mb", "1", "--project", str(tmp_path)])
    out, err = capsys.readouterr()
    assert stopped.value.code == 1 and out == "" and err.startswith("sentinel-memory recall: ")
    with pytest.raises(SystemExit) as stopped:
        server.main(["recall", "--max-log-mb", "2", "--project", str(tmp_path)])
    assert stopped.value.code == 0 and capsys.readouterr().out.startswith("[memory_log - 1200 entries;")


def test_show_refuses_a_log_over_its_max_log_mb(tmp_path, capsys):
    log_between_one_and_two_mb(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        server.main(["--show", "--max-log-mb", "1", "--project", str(tmp_path)])
    refused = capsys.readouterr()
    with pytest.raises(SystemExit) as shown:
        server.main(["--show", "--max-log-mb", "2", "--project", str(tmp_path)])
    assert stopped.value.code == 1 and refused.out.startswith("PROBLEM: Refusing to read ") and "over the 1,048,576-byte limit" in refused.out
    assert shown.value.code == 0 and "case 1199" in capsys.readouterr().out


# Where this copy was installed from, for the `uv tool install …` that init suggests when the command is not on PATH:
# what pip recorded in the distribution's direct_url.json (PEP 610), else this checkout's folder.
@pytest.mark.parametrize(("direct_url", "expected"), [
    ({"url": "https://github.com/acme/sentinel-memory.git", "vcs_info": {"vcs": "git", "commit_id": "0" * 40}},
     "git+https://github.com/acme/sentinel-memory.git"),
    ({"url": Path("/opt/src/sentinel memory").as_uri(), "dir_info": {}}, str(Path("/opt/src/sentinel memory"))),
    ({"url": "https://files.example/sentinel_memory-1.0.tar.gz", "archive_info": {}}, "https://files.example/sentinel_memory-1.0.tar.gz"),
    (None, str(server.HERE)),  # from an index: no direct_url.json
    ("not json", str(server.HERE)),
])
def test_the_suggested_install_names_where_this_copy_came_from(direct_url, expected, tmp_path, monkeypatch):
    info = tmp_path / "sentinel_memory-9.9.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: sentinel-memory\nVersion: 9.9\n", encoding="utf-8")
    if direct_url is not None:
        (info / "direct_url.json").write_text(direct_url if isinstance(direct_url, str) else json.dumps(direct_url), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert server.install_source() == expected
