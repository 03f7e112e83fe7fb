"""A team sharing one memory log through git: clones, merges, rebases, cherry-picks, Windows checkouts.

Every test uses real git repositories in tmp_path. The clock is a counter (one second a save), so
which version of a record is newer never depends on how fast the test runs."""

import itertools
import json
import os
import shutil
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from core import store
from core.store import MemoryStore, build_record

SERVER = Path(__file__).resolve().parent.parent / "server.py"
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
LOG = Path(".context") / "memory_log.jsonl"

pytestmark = [
    pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed"),
    pytest.mark.process,  # real clones, the server over stdio, --check and --show as commands
]


def git(repo: Path, *args: str, ok: bool = True) -> str:
    result = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, env={**os.environ, **GIT_ENV})
    if ok:
        assert result.returncode == 0, f"git {' '.join(args)}: {result.stdout}{result.stderr}"
    return result.stdout


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    """Each save one second after the previous one."""
    ticks = itertools.count()
    start = datetime(2026, 3, 1, tzinfo=timezone.utc)
    monkeypatch.setattr(store, "now_iso", lambda: (start + timedelta(seconds=next(ticks))).isoformat(timespec="seconds"))


def log(missing: str, topic: str = "payment", lesson: str = "Check the tax table") -> dict:
    return build_record(topic, missing, lesson)[0]


def principle(lesson: str, topic: str = "payment") -> dict:
    return build_record(topic, "", lesson, "", "principle")[0]


def raw_lines(project: Path) -> list[dict]:
    return [json.loads(line) for line in (project / LOG).read_text(encoding="utf-8").splitlines()]


def numstat(repo: Path, *args: str) -> str:
    return git(repo, "diff", "--numstat", *args, "--", str(LOG)).split("\t.context")[0]


# -- the server's view of a merged file: parse_log ------------------------------------------------


def compacted_file(*extra: dict) -> tuple[list[dict], dict, list[dict]]:
    """Two originals, their principle, and whatever else: the file a merge leaves behind."""
    a, b = log("a"), log("b")
    p = principle("Summary")
    p["meta"]["sources"] = [store.source_key(a), store.source_key(b)]
    return [a, b], p, [a, b, p, *extra]


def parsed(records: list[dict]) -> store.LogFile:
    return store.parse_log("".join(store.serialize(r) + "\n" for r in records).encode())


def revised(record: dict, lesson: str) -> dict:
    later = build_record(record["topic"], record["missing_context"], lesson)[0]
    assert later["id"] == record["id"] and later["meta"]["created"] > record["meta"]["created"]
    return later


def test_originals_a_principle_lists_are_hidden_from_every_reader_and_removed_by_the_next_write(tmp_path):
    (a, b), p, lines = compacted_file(log("c"))
    loaded = parsed(lines)
    assert [r["missing_context"] or r["lesson"] for r in loaded.records.values()] == ["Summary", "c"]
    assert loaded.compacted == [a["id"], b["id"]] and loaded.malformed == []
    memory = MemoryStore(tmp_path)
    memory.folder.mkdir()
    memory.path.write_text("".join(store.serialize(r) + "\n" for r in lines), encoding="utf-8")
    assert [r["id"] for r in memory.load().records.values()] == [p["id"], lines[3]["id"]]
    memory.upsert_log(log("d"))
    assert [r["missing_context"] or r["lesson"] for r in raw_lines(tmp_path)] == ["Summary", "c", "d"]


def older(record: dict) -> dict:
    return {**record, "lesson": "older", "meta": {"created": "2026-01-01T00:00:00+00:00"}}


@pytest.mark.parametrize(
    "change, shown",
    [
        (lambda a, lines: lines.append(revised(a, "revised later")), ["revised later", "Summary"]),  # a newer revision stays, where a was
        (lambda a, lines: lines.insert(0, older(a)), ["Summary"]),  # an older version beside it goes with it
        (lambda a, lines: lines.__setitem__(0, older(a)), ["Summary"]),  # ... and alone (a clone that never saw the newer one)
        (lambda a, lines: lines[2]["meta"]["sources"].append(store.source_key(lines[2])), ["Summary"]),  # a principle never hides itself
    ],
)
def test_which_versions_a_compaction_hides(change, shown):
    (a, _), _, lines = compacted_file()
    change(a, lines)
    assert [r["lesson"] for r in parsed(lines).records.values()] == shown


def test_one_principle_saved_on_both_sides_keeps_what_either_side_replaced():
    a, b = log("a"), log("b")
    mine, theirs = principle("Summary"), principle("Summary")
    mine["meta"]["sources"], theirs["meta"]["sources"] = [store.source_key(a)], [store.source_key(b)]
    theirs["meta"]["created"] = mine["meta"]["created"]  # the newer line wins; the other's sources join it
    loaded = parsed([mine, theirs, a, b])
    assert loaded.records == {mine["id"]: loaded.records[mine["id"]]} and loaded.duplicate_ids == [mine["id"]]
    assert store.sources_of(loaded.records[mine["id"]]) == [store.source_key(b), store.source_key(a)]


# -- save_principle writes meta.sources -------------------------------------------------------------


def compact(memory: MemoryStore, lesson: str, topic: str = "payment") -> store.SaveResult:
    handed_out = [r for r in memory.load().records.values() if r["topic"] == topic]
    memory.snapshot(handed_out)
    return memory.save_principle(principle(lesson, topic), [r["id"] for r in handed_out])


def test_a_principle_lists_each_record_it_replaced_by_id_and_created(tmp_path):
    memory = MemoryStore(tmp_path)
    a, b = (memory.upsert_log(log(m)).record for m in "ab")
    result = compact(memory, "Summary")
    meta = result.record["meta"]
    assert meta["sources"] == [store.source_key(a), store.source_key(b)] == [f"{a['id']}@{a['meta']['created']}", f"{b['id']}@{b['meta']['created']}"]
    assert meta["source_count"] == 2 and meta["compacted_at"] == meta["created"]
    assert list(raw_lines(tmp_path)[-1]["meta"]) == ["created", "compacted_at", "source_count", "sources"]


def test_a_principle_compacted_into_another_passes_on_what_it_replaced(tmp_path):
    memory = MemoryStore(tmp_path)
    a, b = (memory.upsert_log(log(m)).record for m in "ab")
    first = compact(memory, "First summary").record
    c = memory.upsert_log(log("c")).record
    second = compact(memory, "Second summary").record
    assert second["meta"]["sources"] == [store.source_key(r) for r in (a, b)] + [store.source_key(first), store.source_key(c)]
    assert second["meta"]["source_count"] == 2  # the records this save removed: the first principle and c


def test_resaving_a_principle_keeps_its_sources_and_adds_the_new_ones(tmp_path):
    memory = MemoryStore(tmp_path)
    a = memory.upsert_log(log("a")).record
    compact(memory, "Summary")
    b = memory.upsert_log(log("b")).record
    again = compact(memory, "Summary").record
    assert again["meta"]["sources"] == [store.source_key(a), store.source_key(b)] and again["meta"]["source_count"] == 2


def test_sources_keep_the_newest_max_sources_entries(tmp_path, monkeypatch):
    monkeypatch.setattr(store, "MAX_SOURCES", 3)
    memory = MemoryStore(tmp_path)
    records = [memory.upsert_log(log(m)).record for m in "abcde"]
    result = compact(memory, "Summary")
    assert result.record["meta"]["sources"] == [store.source_key(r) for r in records[-3:]]
    assert result.record["meta"]["source_count"] == 5


def test_a_record_saved_again_in_the_second_it_was_compacted_is_not_hidden(tmp_path, monkeypatch):
    monkeypatch.setattr(store, "now_iso", lambda: "2026-03-01T00:00:00+00:00")  # everything in one second
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a"))
    compact(memory, "Summary")
    again = memory.upsert_log(log("a", lesson="saved again")).record
    assert again["meta"]["created"] == "2026-03-01T00:00:01+00:00"
    assert [r["lesson"] for r in memory.load().records.values()] == ["Summary", "saved again"]


def test_record_lines_have_one_fixed_key_order_whatever_order_they_were_given_in():
    record = principle("Summary")
    record["meta"] = {"sources": ["x@y"], "zeta": 1, "source_count": 1, "created": "c", "compacted_at": "c"}
    shuffled = dict(reversed(list({**record, "extra": True}.items())))
    line = json.loads(store.serialize(shuffled))
    assert list(line) == [*store.RECORD_KEYS, "extra"]
    assert list(line["meta"]) == ["created", "compacted_at", "source_count", "sources", "zeta"]


# -- the git helper files ----------------------------------------------------------------------------

OLD_ATTRIBUTES = b"memory_log.jsonl merge=union\n"
NEW_ATTRIBUTES = b"memory_log.jsonl merge=union text eol=lf\n"


@pytest.mark.parametrize(
    "found, after",
    [
        (OLD_ATTRIBUTES, NEW_ATTRIBUTES),  # what the store wrote before: brought up to date
        (OLD_ATTRIBUTES.replace(b"\n", b"\r\n"), NEW_ATTRIBUTES),  # the same in a Windows checkout
        (OLD_ATTRIBUTES.rstrip(b"\n"), NEW_ATTRIBUTES),  # the same without its final newline
        (OLD_ATTRIBUTES + b"*.png binary\n", OLD_ATTRIBUTES + b"*.png binary\n"),  # a person's edit: left alone
        (b"memory_log.jsonl merge=union -text\n", b"memory_log.jsonl merge=union -text\n"),  # a person's choice
        (NEW_ATTRIBUTES, NEW_ATTRIBUTES),  # current
    ],
)
def test_a_helper_file_we_wrote_earlier_is_updated_and_a_persons_edit_never_is(tmp_path, found, after):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a"))
    (memory.folder / ".gitattributes").write_bytes(found)
    memory.upsert_log(log("b"))
    assert (memory.folder / ".gitattributes").read_bytes() == after


# -- line endings: every checkout reads, no write rewrites every line -------------------------------


@pytest.fixture
def shared(tmp_path):
    """A repository whose log (3 records) and helper files are committed, and a way to clone it."""
    origin = tmp_path / "origin"
    git(tmp_path, "init", "-q", "-b", "main", str(origin))
    memory = MemoryStore(origin)
    for m in "abc":
        memory.upsert_log(log(m))
    git(origin, "add", ".context")
    git(origin, "commit", "-q", "-m", "base")

    def clone(name: str, *config: str) -> Path:
        folder = tmp_path / name
        options = [arg for c in config for arg in ("-c", c)]
        git(tmp_path, "clone", "-q", *options, str(origin), str(folder))
        return folder

    return origin, clone


def test_the_helper_files_keep_the_log_lf_in_a_windows_checkout(shared):
    _, clone = shared
    windows = clone("windows", "core.autocrlf=true")
    assert b"\r" not in (windows / LOG).read_bytes()
    assert b"\r\n" in (windows / ".context" / ".gitignore").read_bytes()  # autocrlf is really on
    MemoryStore(windows).upsert_log(log("d"))
    assert numstat(windows) == "1\t0"
    assert git(windows, "check-attr", "merge", "text", "eol", "--", str(LOG)).splitlines() == [
        f"{LOG}: merge: union", f"{LOG}: text: set", f"{LOG}: eol: lf"]


def test_a_windows_checkout_of_a_log_with_older_helpers_reads_and_a_write_changes_one_line(shared):
    origin, clone = shared
    (origin / ".context" / ".gitattributes").write_bytes(OLD_ATTRIBUTES)
    git(origin, "commit", "-q", "-am", "the helper as earlier versions wrote it")
    windows = clone("windows", "core.autocrlf=true")
    assert (windows / LOG).read_bytes().count(b"\r\n") == 3  # git gave this checkout CRLF
    memory = MemoryStore(windows)
    assert [r["missing_context"] for r in memory.load().records.values()] == ["a", "b", "c"]
    memory.upsert_log(log("d"))
    assert (windows / ".context" / ".gitattributes").read_bytes() == NEW_ATTRIBUTES
    assert numstat(windows) == "1\t0"
    git(windows, "commit", "-q", "-am", "d")
    assert b"\r" not in git(windows, "show", f"HEAD:{LOG.as_posix()}").encode()


@pytest.mark.parametrize(
    "edit, expected",
    [
        (lambda data: data.replace(b"\n", b"\r\n"), "1\t0"),  # an editor saved it with CRLF
        (lambda data: b"\xef\xbb\xbf" + data.replace(b"\n", b"\r\n"), "1\t0"),  # ... and a BOM
        (lambda data: data.rstrip(b"\n"), "1\t0"),  # an editor dropped the final newline
    ],
)
def test_an_editors_line_endings_never_turn_a_write_into_a_whole_file_diff(shared, edit, expected):
    origin, _ = shared
    path = origin / LOG
    path.write_bytes(edit(path.read_bytes()))
    memory = MemoryStore(origin)
    assert len(memory.load().records) == 3
    memory.upsert_log(log("d"))
    assert numstat(origin) == expected


def test_a_log_committed_without_its_final_newline_gets_it_back_in_a_small_diff(shared):
    origin, _ = shared
    path = origin / LOG
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    git(origin, "commit", "-q", "-am", "no final newline")
    MemoryStore(origin).upsert_log(log("d"))
    assert numstat(origin) == "2\t1"  # the last line gains its newline, and one record is added


# -- reviewable diffs ------------------------------------------------------------------------------


def test_each_kind_of_change_is_a_small_diff_in_place(shared):
    origin, _ = shared
    memory = MemoryStore(origin)
    memory.upsert_log(log("d"))
    assert numstat(origin) == "1\t0"  # a new record: one added line
    git(origin, "commit", "-q", "-am", "d")
    memory.upsert_log(log("b", lesson="revised"))
    assert numstat(origin) == "1\t1"  # an upsert: one line changed ...
    assert "@@ -2 +2 @@" in git(origin, "diff", "-U0")  # ... where it was
    git(origin, "commit", "-q", "-am", "revised b")
    handed_out = list(memory.load().records.values())[:3]
    memory.snapshot(handed_out)
    memory.save_principle(principle("Summary"), [r["id"] for r in handed_out])
    assert numstat(origin) == "1\t3"  # a compaction: its sources removed, one principle added
    git(origin, "commit", "-q", "-am", "compacted")
    memory.upsert_log(log("e"))
    assert numstat(origin, "HEAD") == "1\t0"  # and after it, a record is one line again


# -- teams: clones, merges, rebases, cherry-picks -----------------------------------------------------


class Member:
    """A clone of the team's repository and the agent working in it; the team notes what it was told."""

    def __init__(self, team: "Team", folder: Path):
        self.team, self.folder = team, folder
        self.uncommitted: set[str] = set()  # versions compacted here since the last commit

    def log(self, missing: str, topic: str = "payment", lesson: str = "Check the tax table") -> dict:
        saved = MemoryStore(self.folder).upsert_log(log(missing, topic, lesson)).record
        self.team.acknowledged.setdefault(saved["id"], []).append(store.source_key(saved))
        return saved

    def compact(self, lesson: str, topic: str = "payment") -> store.SaveResult:
        memory = MemoryStore(self.folder)
        handed_out = {r["id"]: r for r in memory.load().records.values() if r["topic"] == topic}
        result = compact(memory, lesson, topic)
        self.uncommitted |= {store.source_key(handed_out[rid]) for rid in result.removal.removed}
        self.team.acknowledged.setdefault(result.record["id"], []).append(store.source_key(result.record))
        return result

    def commit(self, message: str) -> None:
        git(self.folder, "add", ".context")
        git(self.folder, "commit", "-q", "-m", message)
        if self.uncommitted:
            self.team.compactions[message] = self.uncommitted
            self.uncommitted = set()

    def pull(self, how: str) -> None:
        git(self.folder, "pull", "-q", "--no-edit", "--rebase" if how == "rebase" else "--no-rebase")
        self.team.check(self.folder)

    def push(self) -> None:
        git(self.folder, "push", "-q", "origin", "HEAD:main")

    def sync(self, how: str) -> None:
        self.pull(how)
        self.push()


class Team:
    def __init__(self, root: Path):
        self.root = root
        self.origin = root / "origin.git"
        self.acknowledged: dict[str, list[str]] = {}  # ID -> every version an agent was told was saved
        self.compactions: dict[str, set[str]] = {}  # commit subject -> versions its principle save removed
        self.brought_back = 0  # compacted lines git brought back, seen after pulls: the case under test
        git(root, "init", "-q", "--bare", "-b", "main", str(self.origin))
        first = self.member("first")
        for m in ("gap 1", "gap 2", "gap 3"):
            first.log(m)
        first.log("login", topic="auth", lesson="Refresh tokens early")
        first.commit("first memories")
        first.push()

    def member(self, name: str, *config: str) -> Member:
        folder = self.root / name
        git(self.root, "clone", "-q", *[a for c in config for a in ("-c", c)], str(self.origin), str(folder))
        return Member(self, folder)

    @property
    def compacted(self) -> set[str]:
        return set().union(*self.compactions.values())

    def check(self, folder: Path) -> None:
        """After any git operation: no conflict, the file is all records, and no record compacted by a
        commit in this clone's history (by subject: a rebase or cherry-pick copies it) shows."""
        assert git(folder, "status", "--porcelain", "--untracked-files=all") == ""
        loaded = store.parse_log((folder / LOG).read_bytes())
        assert loaded.conflict_markers == 0 and loaded.malformed == []
        self.brought_back += len(loaded.compacted)
        history = set(git(folder, "log", "--format=%s").splitlines())
        for subject, versions in self.compactions.items():
            if subject in history:
                for version in versions:  # that version, or an older one of the same record
                    rid, _, created = version.partition("@")
                    shown = loaded.records.get(rid)
                    assert not (shown and shown["meta"]["created"] <= created), f"{version} compacted by {subject!r} came back"

    def check_final(self, folder: Path) -> None:
        """Once every change reached `folder`: each ID's newest acknowledged version is shown or was compacted."""
        self.check(folder)
        loaded = store.parse_log((folder / LOG).read_bytes())
        visible = {store.source_key(r) for r in loaded.records.values()}
        listed = {key for r in loaded.records.values() for key in store.sources_of(r)}
        for rid, versions in self.acknowledged.items():
            newest = max(versions, key=lambda key: key.split("@", 1)[1])
            assert newest in visible or newest in listed, f"lost {newest}"
            assert (newest in visible) != (newest in self.compacted)


@pytest.fixture
def team(tmp_path):
    return Team(tmp_path)


@pytest.mark.parametrize("how", ["merge", "rebase"])
def test_two_clones_compaction_on_one_side_logs_upserts_and_another_compaction_on_the_other(team, how):
    alice, bob = team.member("alice"), team.member("bob")
    alice.compact("Payment: check the tax table first")
    alice.log("gap 4")
    alice.commit("alice compacts payment")
    bob.log("gap 2", lesson="revised by bob")  # revises a record alice compacted: must stay
    bob.log("gap 5")
    bob.log("session", topic="auth", lesson="Sessions last an hour")
    bob.compact("Auth: refresh early, sessions last an hour", topic="auth")
    bob.commit("bob logs, revises, compacts auth")
    alice.push()
    bob.sync(how)
    alice.pull(how)
    for member in (alice, bob):
        team.check_final(member.folder)
        lessons = {r["lesson"] for r in MemoryStore(member.folder).load().records.values()}
        assert "revised by bob" in lessons and "Payment: check the tax table first" in lessons
    assert team.brought_back > 0


@pytest.mark.parametrize("how", ["merge", "rebase"])
@pytest.mark.parametrize("order", list(itertools.permutations(["alice", "bob", "carol"])))
def test_three_clones_syncing_in_any_order_converge_without_loss_or_resurrection(team, how, order):
    members = {name: team.member(name) for name in ("alice", "bob", "carol")}
    alice, bob, carol = members.values()
    alice.compact("Payment, by alice")
    alice.log("gap 6")
    alice.commit("alice compacts")
    bob.log("gap 1", lesson="revised by bob")
    bob.log("gap 7")
    bob.commit("bob revises")
    bob.compact("Payment, by bob")  # compacts his own revision and the rest
    bob.commit("bob compacts")
    carol.log("gap 3", lesson="revised by carol")
    carol.log("mfa", topic="auth", lesson="MFA is required for admins")
    carol.commit("carol logs")
    for name in order:
        members[name].sync(how)
    for name in order:  # a second round: everyone has everything
        members[name].sync(how)
    for member in members.values():
        team.check_final(member.folder)
    # Then a second compaction on the merged log removes what the first two left, and nothing more.
    carol.compact("Payment, merged")
    carol.commit("carol compacts again")
    carol.push()
    for member in (alice, bob):
        member.pull(how)
        team.check_final(member.folder)
    (payment,) = [r for r in MemoryStore(alice.folder).load().records.values() if r["topic"] == "payment"]
    assert payment["lesson"] == "Payment, merged"


def test_a_cherry_picked_compaction_stays_compacted_and_keeps_the_revision(team):
    alice = team.member("alice")
    git(alice.folder, "checkout", "-q", "-b", "release")
    git(alice.folder, "checkout", "-q", "main")
    alice.compact("Payment summary")
    alice.commit("compact")
    compaction = git(alice.folder, "rev-parse", "HEAD").strip()
    git(alice.folder, "checkout", "-q", "release")
    alice.log("gap 2", lesson="hotfix revision")
    alice.log("gap 8")
    alice.commit("hotfix memories")
    git(alice.folder, "cherry-pick", compaction)
    team.check(alice.folder)
    git(alice.folder, "checkout", "-q", "main")
    git(alice.folder, "merge", "-q", "--no-edit", "release")
    team.check_final(alice.folder)
    lessons = [r["lesson"] for r in MemoryStore(alice.folder).load().records.values()]
    assert "hotfix revision" in lessons and lessons.count("Payment summary") == 1


def test_the_server_keeps_working_on_a_merged_log(team, stdio_server):
    alice, bob = team.member("alice"), team.member("bob")
    alice.compact("Auth summary", topic="auth")  # the last line: bob's append touches the same hunk
    alice.commit("compact")
    alice.push()
    bob.log("gap 9")
    bob.commit("log")
    bob.pull("merge")
    loaded = store.parse_log((bob.folder / LOG).read_bytes())
    assert len(loaded.compacted) == 1  # union brought the original back beside its principle
    proc = stdio_server("--project", str(bob.folder), cwd=bob.folder)
    proc.initialize()
    text, error = proc.call("search_memory", query="auth")
    assert not error and "[memory_log - 5 entries]" in text and "Refresh tokens early" not in text
    text, error = proc.call("compact_memory")
    assert not error and "5 records in 2 topic(s)" in text and "Refresh tokens early" not in text
    text, error = proc.call("log_memory", topic="payment", missing_context="gap 10", lesson="x")
    assert not error and "The log holds 6 records" in text
    proc.close()
    after = store.parse_log((bob.folder / LOG).read_bytes())
    assert after.compacted == [] and len(after.lines) == 6  # the write removed the original
    bob.commit("after the merge")
    bob.push()
    alice.pull("merge")
    team.check_final(alice.folder)


# -- --check and --show ----------------------------------------------------------------------------


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SERVER), *args], cwd=cwd, capture_output=True, text=True, timeout=60,
                          env={**os.environ, **GIT_ENV})


def test_check_reports_a_merge_leftovers_as_facts_not_problems(team):
    alice, bob = team.member("alice"), team.member("bob")
    alice.compact("Payment summary")
    alice.commit("compact")
    alice.push()
    bob.log("gap 1", topic="payment", lesson="bob's revision")
    bob.log("gap 9")
    bob.commit("log")
    git(bob.folder, "config", "pull.rebase", "false")
    bob.pull("merge")
    loaded = store.parse_log((bob.folder / LOG).read_bytes())
    result = run("--check", "--project", str(bob.folder), cwd=bob.folder)
    assert result.returncode == 0, result.stdout
    assert f"compacted originals waiting for removal: {len(loaded.compacted)} (hidden" in result.stdout
    assert "git: log tracked; lock file ignored; .gitignore tracked, .gitattributes tracked" in result.stdout


@pytest.mark.parametrize(
    "setup, problem",
    [
        (lambda repo: git(repo, "rm", "-q", "--cached", ".context/.gitattributes"), ".gitattributes is not committed"),
        (lambda repo: (repo / ".context" / ".gitignore").write_text("*.lock\n*.tmp\n*.bak\n"), ".gitignore has changes that are not committed"),
        (lambda repo: (repo / ".context" / ".gitattributes").write_text("memory_log.jsonl merge=union\n# mine\n"), "merge=union, text=unspecified, eol=unspecified"),
        (lambda repo: (repo / ".git" / "info" / "attributes").write_text("*.jsonl merge=binary\n"), "merge=binary"),
    ],
)
def test_check_says_what_to_do_about_helper_files_git_does_not_have_or_use(shared, setup, problem):
    origin, _ = shared
    setup(origin)
    result = run("--check", "--project", str(origin), cwd=origin)
    assert result.returncode == 1
    assert any(line.startswith("PROBLEM: ") and problem in line for line in result.stdout.splitlines()), result.stdout


def test_check_of_a_log_not_yet_committed_is_no_problem(tmp_path):
    git(tmp_path, "init", "-q")
    MemoryStore(tmp_path).upsert_log(log("a"))
    result = run("--check", "--project", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 0 and "log not tracked yet" in result.stdout, result.stdout


def test_show_prints_markdown_grouped_by_topic_principles_first_and_writes_nothing(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(log("a", lesson="Use <b>the</b> *table* [x](http://e)\n# not a heading"))
    memory.upsert_log(log("login", topic="auth", lesson="Refresh early"))
    compact(memory, "Summary", topic="auth")
    memory.upsert_log(log("b"))
    memory.close()
    before = sorted(p.name for p in memory.folder.iterdir())
    (memory.folder / store.LOCK_NAME).unlink()
    result = run("--show", "--project", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    a, principle_, b = memory.load().records.values()  # in file order
    memory.close()
    (memory.folder / store.LOCK_NAME).unlink()
    assert result.stdout == "\n".join([
        "## Memory log: 3 records in 2 topic(s)",
        "",
        "### payment",
        "",
        f"- log `{a['id']}` 2026-03-01",
        "  - missing: a",
        r"  - lesson: Use \<b\>the\</b\> \*table\* \[x\](http://e) \# not a heading",
        f"- log `{b['id']}` 2026-03-01",
        "  - missing: b",
        "  - lesson: Check the tax table",
        "",
        "### auth",
        "",
        f"- **principle** `{principle_['id']}` 2026-03-01, replaces 1 record",
        "  - lesson: Summary",
        "",
    ])
    assert sorted(p.name for p in memory.folder.iterdir()) == sorted(set(before) - {store.LOCK_NAME})


def test_show_since_a_commit_lists_what_was_added_changed_and_compacted(shared):
    origin, _ = shared
    memory = MemoryStore(origin)
    a, b, c = memory.load().records.values()
    handed_out = [a, b]
    memory.snapshot(handed_out)
    p = memory.save_principle(principle("Summary"), [a["id"], b["id"]]).record
    memory.upsert_log(log("c", lesson="revised"))
    d = memory.upsert_log(log("d", topic="auth", lesson="new")).record
    git(origin, "commit", "-q", "-am", "work")
    result = run("--show", "--since", "HEAD~1", "--project", str(origin), cwd=origin)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        "## Memory log changes since `HEAD~1`",
        "",
        "2 added, 1 changed, 2 removed (2 of them compacted into principles).",
        "",
        "### payment",
        "",
        f"- **principle** `{p['id']}` 2026-03-01, replaces 2 records (added)",
        "  - lesson: Summary",
        f"- log `{c['id']}` 2026-03-01 (changed)",
        "  - missing: c",
        "  - lesson: revised",
        "  - lesson before: Check the tax table",
        "",
        "### auth",
        "",
        f"- log `{d['id']}` 2026-03-01 (added)",
        "  - missing: d",
        "  - lesson: new",
        "",
        "### Removed",
        "",
        f"- payment: log `{a['id']}` 2026-03-01, compacted into `{p['id']}`: Check the tax table",
        f"- payment: log `{b['id']}` 2026-03-01, compacted into `{p['id']}`: Check the tax table",
    ]
    same = run("--since", "HEAD", "--project", str(origin), cwd=origin)  # --since alone implies --show
    assert same.stdout == "## Memory log changes since `HEAD`\n\nNo changes.\n"


@pytest.mark.parametrize(
    "since, problem",
    [
        ("no-such-branch", "is not a commit of the git repository"),
        ("--output=/tmp/x", "takes a git revision"),  # never an option of git
    ],
)
def test_show_since_something_that_is_not_a_commit_is_a_problem(shared, since, problem):
    origin, _ = shared
    result = run("--show", f"--since={since}", "--project", str(origin), cwd=origin)
    assert result.returncode == 1 and result.stdout.startswith("PROBLEM: ") and problem in result.stdout


def test_show_since_a_commit_before_the_log_existed_lists_everything_as_added(tmp_path):
    git(tmp_path, "init", "-q")
    git(tmp_path, "commit", "-q", "--allow-empty", "-m", "before the log")
    memory = MemoryStore(tmp_path)
    for m in "abc":
        memory.upsert_log(log(m))
    result = run("--show", "--since", "HEAD", "--project", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 0 and "3 added, 0 changed, 0 removed" in result.stdout, result.stdout
