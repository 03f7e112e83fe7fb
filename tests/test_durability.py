"""Never lose a memory: concurrent writers, kills, full and read-only disks, hand edits, git merges."""

import errno
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from core import store
from core.store import MemoryStore, StoreError, build_record

ROOT = Path(__file__).resolve().parent.parent


def record(missing: str, topic: str = "payment", lesson: str = "Check the tax table") -> dict:
    return build_record(topic, missing, lesson)[0]


def assert_clean_log(path: Path) -> dict[str, dict]:
    """Every line is a well-formed record, no ID twice; returns the records by ID."""
    data = path.read_bytes()
    assert data.endswith(b"\n")
    parsed = store.parse_log(data)
    assert parsed.malformed == [] and parsed.duplicates == 0 and parsed.conflict_markers == 0
    return parsed.records


def temp_files(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


# -- concurrent writers -------------------------------------------------------------------------


def test_four_server_processes_and_four_threads_writing_at_once_lose_nothing(stdio_server, tmp_path):
    per_writer = 25
    servers = [stdio_server("--project", str(tmp_path), cwd=tmp_path) for _ in range(4)]
    for proc in servers:
        proc.initialize()
    start = threading.Barrier(8)
    acknowledged: list[str] = []
    failures: list[str] = []

    def server_writer(n: int):
        start.wait()
        for i in range(per_writer):
            text, error = servers[n].call("log_memory", topic="concurrency", missing_context=f"server {n} record {i}", lesson="kept")
            (failures if error else acknowledged).append(text)

    def thread_writer(n: int):
        memory = MemoryStore(tmp_path)
        start.wait()
        for i in range(per_writer):
            memory.upsert_log(record(f"thread {n} record {i}", topic="concurrency"))
            acknowledged.append(f"thread {n} record {i}")

    workers = [threading.Thread(target=server_writer, args=(n,)) for n in range(4)]
    workers += [threading.Thread(target=thread_writer, args=(n,)) for n in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    for proc in servers:
        proc.close()
    assert failures == []
    records = assert_clean_log(tmp_path / ".context" / "memory_log.jsonl")
    expected = {f"{kind} {n} record {i}" for kind in ("server", "thread") for n in range(4) for i in range(per_writer)}
    assert {r["missing_context"] for r in records.values()} == expected
    assert len(acknowledged) == len(expected)


def test_the_same_record_revised_by_many_threads_ends_as_one_line(tmp_path):
    def revise(n: int):
        memory = MemoryStore(tmp_path)
        for i in range(20):
            memory.upsert_log(record("shared gap", lesson=f"writer {n} revision {i}"))

    threads = [threading.Thread(target=revise, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    (only,) = assert_clean_log(tmp_path / ".context" / "memory_log.jsonl").values()
    assert only["lesson"].endswith("revision 19")


# -- crashes ------------------------------------------------------------------------------------

# A writer that acknowledges each record on stdout only after upsert_log has returned.
WRITER = """
import sys
from core.store import MemoryStore, build_record
memory = MemoryStore(sys.argv[1])
for i in range(100000):
    record = build_record("crash", f"{sys.argv[2]} write {i}", "survives")[0]
    memory.upsert_log(record)
    print(record["id"], flush=True)
"""


def kill_during_writes(project: Path, command: list[str], rng: random.Random, feed=None) -> set[str]:
    """Start a writer, let it acknowledge a random number of writes, SIGKILL it mid-stream."""
    proc = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    acknowledged = set()
    try:
        for _ in range(rng.randint(1, 30)):
            acknowledged.add(feed(proc) if feed else proc.stdout.readline().decode().strip())
        time.sleep(rng.uniform(0, 0.004))  # a random moment, most often in the middle of the next write
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    return acknowledged


@pytest.mark.process
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_store_writer_killed_at_random_moments_never_corrupts_or_loses_an_acknowledged_write(tmp_path):
    rng = random.Random(20261122)
    acknowledged: set[str] = set()
    for round_ in range(40):
        command = [sys.executable, "-c", WRITER, str(tmp_path), f"round {round_}"]
        acknowledged |= kill_during_writes(tmp_path, command, rng)
        records = assert_clean_log(tmp_path / ".context" / "memory_log.jsonl")
        assert acknowledged <= set(records)
    # A killed writer may leave its temp file; the next writer sweeps it away.
    MemoryStore(tmp_path).upsert_log(record("after the crashes"))
    assert temp_files(tmp_path / ".context") == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
def test_server_process_killed_mid_stream_keeps_every_acknowledged_write(stdio_server, tmp_path):
    rng = random.Random(7)
    acknowledged: set[str] = set()
    for round_ in range(4):
        proc = stdio_server("--project", str(tmp_path), cwd=tmp_path)
        proc.initialize()
        for i in range(rng.randint(5, 40)):
            text, error = proc.call("log_memory", topic="crash", missing_context=f"server round {round_} write {i}", lesson="x")
            assert not error
            acknowledged.add(text.split()[3])
        # The next write is sent but not awaited: the kill lands while the server works on it.
        proc.send({"id": 10_000, "method": "tools/call", "params": {"name": "log_memory", "arguments": {
            "topic": "crash", "missing_context": f"in flight {round_}", "lesson": "x"}}})
        time.sleep(rng.uniform(0, 0.01))
        proc.proc.send_signal(signal.SIGKILL)
        proc.proc.wait()
        records = assert_clean_log(tmp_path / ".context" / "memory_log.jsonl")
        assert acknowledged <= set(records)


# -- failing disks ------------------------------------------------------------------------------


@pytest.fixture
def tiny_tmpfs(tmp_path):
    """A real 256 KiB filesystem, so 'no space left' and 'read-only' come from the kernel."""
    mount = tmp_path / "disk"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root): {result.stderr.strip()}")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=True)


@pytest.mark.process
def test_disk_full_fails_clearly_and_leaves_the_old_log_byte_identical(tiny_tmpfs):
    memory = MemoryStore(tiny_tmpfs)
    for i in range(20):
        memory.upsert_log(record(f"gap {i}", lesson="x" * 900))
    size = memory.path.stat().st_size
    (tiny_tmpfs / "filler").write_bytes(b"\0" * (256 * 1024 - 3 * size))  # room for one or two more rewrites
    for i in range(20, 40):
        before = memory.path.read_bytes()
        try:
            memory.upsert_log(record(f"gap {i}", lesson="x" * 900))
        except StoreError as exc:
            assert "No space left on device. Nothing was changed" in str(exc)
            break
    else:
        pytest.fail("the disk never filled up")
    assert memory.path.read_bytes() == before
    assert_clean_log(memory.path)
    assert temp_files(memory.folder) == []


@pytest.mark.process
def test_read_only_folder_fails_clearly_and_changes_nothing(tiny_tmpfs):
    memory = MemoryStore(tiny_tmpfs)
    memory.upsert_log(record("before"))
    before = memory.path.read_bytes()
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_tmpfs)], check=True)
    with pytest.raises(StoreError, match="Read-only file system"):
        memory.upsert_log(record("after"))
    assert memory.path.read_bytes() == before
    assert len(memory.load().records) == 1  # reading still works


@pytest.mark.process
@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork to drop privileges in a child")
def test_permission_denied_fails_clearly_and_changes_nothing(tmp_path):
    as_root = os.geteuid() == 0
    project = Path(tempfile.mkdtemp()) if as_root else tmp_path  # a folder 'nobody' can reach
    project.chmod(0o755)
    memory = MemoryStore(project)
    memory.upsert_log(record("before"))
    before = memory.path.read_bytes()
    if not as_root:
        memory.folder.chmod(0o555)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: an ordinary user trying to log into someone else's project
        code = 4
        try:
            if as_root:
                os.setgid(65534)
                os.setuid(65534)
            MemoryStore(project).upsert_log(record("after"))
            code = 0
        except StoreError as exc:
            os.write(write_end, str(exc).encode())
            code = 3
        finally:
            os._exit(code)
    os.close(write_end)
    message = os.read(read_end, 4096).decode()
    _, status = os.waitpid(pid, 0)
    memory.folder.chmod(0o755)
    assert os.waitstatus_to_exitcode(status) == 3, message
    assert message.startswith("Could not") and "Permission denied. Nothing was changed" in message
    assert memory.path.read_bytes() == before
    assert temp_files(memory.folder) == []
    if as_root:
        shutil.rmtree(project)


@pytest.mark.parametrize("errno_, message", [(errno.ENOSPC, "No space left"), (errno.EACCES, "Permission denied"), (errno.EROFS, "Read-only")])
def test_injected_write_errors_leave_no_trace(tmp_path, monkeypatch, errno_, message):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("before"))
    before = memory.path.read_bytes()
    real_fdopen = os.fdopen

    class FailingFile:
        def __init__(self, fd, mode):
            self.file = real_fdopen(fd, mode)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

        def write(self, data):
            self.file.write(data[: len(data) // 2])  # half the bytes reach the disk, then it fails
            raise OSError(errno_, os.strerror(errno_))

    monkeypatch.setattr(os, "fdopen", FailingFile)
    with pytest.raises(StoreError, match=message):
        memory.upsert_log(record("after"))
    monkeypatch.undo()
    assert memory.path.read_bytes() == before and temp_files(memory.folder) == []


# -- malformed data -----------------------------------------------------------------------------


def test_every_kind_of_bad_line_is_kept_verbatim_and_reported(tmp_path):
    good = [store.serialize(record(m)) for m in ("one", "two")]
    no_lesson = json.dumps({"id": "a" * 16, "type": "log", "topic": "t", "missing_context": "m", "meta": {"created": "2026-01-01"}})
    bad = [
        "not json",  # unparseable
        '["a", "list"]',  # JSON, not an object
        "42",  # JSON scalar
        no_lesson,  # a field missing
        no_lesson.replace('"t"', "7"),  # a field of the wrong type
        no_lesson.replace('"log"', '"memo"'),  # an unknown type
        '{"id": "abc", "type": "log", "topic": "pay',  # truncated, with no newline after it
    ]
    memory = MemoryStore(tmp_path)
    memory.folder.mkdir()
    memory.path.write_bytes(("\r\n".join([good[0], *bad[:-1], good[1], bad[-1]])).encode())
    loaded = memory.load()
    assert len(loaded.records) == 2 and loaded.malformed == [2, 3, 4, 5, 6, 7, 9]
    memory.upsert_log(record("three"))
    lines = memory.path.read_text(encoding="utf-8").split("\n")[:-1]
    assert lines[1:7] == bad[:-1] and lines[8] == bad[-1]  # kept, in place, byte for byte
    assert json.loads(lines[9])["missing_context"] == "three"  # not glued to the truncated line
    assert len(memory.load().records) == 3


# -- git ----------------------------------------------------------------------------------------

GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def git(repo: Path, *args: str) -> str:
    result = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, env={**os.environ, **GIT_ENV})
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture
def repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    git(tmp_path, "init", "-q", "-b", "main")
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("base"))
    git(tmp_path, "add", ".context")
    git(tmp_path, "commit", "-q", "-m", "base")
    return tmp_path


def commit_on(repo: Path, branch: str, *records: dict, new: bool = True) -> None:
    git(repo, "checkout", "-q", *(["-b"] if new else []), branch)
    memory = MemoryStore(repo)
    for r in records:
        memory.upsert_log(r)
    git(repo, "commit", "-q", "-am", f"memories on {branch}")


def test_git_status_never_shows_lock_or_temp_files(repo):
    memory = MemoryStore(repo)
    memory.upsert_log(record("another"))
    (memory.folder / f".{store.LOG_NAME}.leftover.tmp").write_text("x")
    assert (memory.folder / "memory_log.jsonl.lock").exists()
    assert git(repo, "status", "--porcelain", "--untracked-files=all") == " M .context/memory_log.jsonl\n"


def test_two_branches_logging_different_records_merge_without_conflict(repo):
    commit_on(repo, "alice", record("alice's gap"))
    commit_on(repo, "main", record("main's gap"), new=False)
    git(repo, "merge", "-q", "--no-edit", "alice")
    records = assert_clean_log(repo / ".context" / "memory_log.jsonl")
    assert {r["missing_context"] for r in records.values()} == {"base", "alice's gap", "main's gap"}


def test_same_record_updated_on_both_branches_ends_as_one_record_newest_wins(repo):
    older = record("base", lesson="alice's revision")
    newer = record("base", lesson="bob's later revision")
    older["meta"]["created"], newer["meta"]["created"] = "2026-05-01T00:00:00+00:00", "2026-06-01T00:00:00+00:00"
    commit_on(repo, "bob", newer)
    commit_on(repo, "main", older, new=False)
    git(repo, "merge", "-q", "--no-edit", "bob")
    memory = MemoryStore(repo)
    assert [r["lesson"] for r in memory.load().records.values()] == ["bob's later revision"]
    memory.upsert_log(record("next"))
    assert len(assert_clean_log(memory.path)) == 2


def test_conflict_markers_from_a_merge_without_union_load_both_sides(repo):
    # A plain text merge, as in a clone whose git ignores the union attribute: markers result.
    (repo / ".git" / "info" / "attributes").write_text(".context/memory_log.jsonl merge=text\n")
    commit_on(repo, "alice", record("alice's gap"))
    commit_on(repo, "main", record("main's gap"), new=False)
    result = subprocess.run(["git", "-C", str(repo), "merge", "alice"], capture_output=True, env={**os.environ, **GIT_ENV})
    assert result.returncode != 0  # a real conflict
    memory = MemoryStore(repo)
    assert memory.load().conflict_markers == 3
    assert {r["missing_context"] for r in memory.load().records.values()} == {"base", "alice's gap", "main's gap"}
    memory.upsert_log(record("after the merge"))
    assert len(assert_clean_log(memory.path)) == 4


# -- the compaction race ------------------------------------------------------------------------


def test_two_agents_compacting_while_a_third_writes_lose_nothing(tmp_path):
    seed = MemoryStore(tmp_path)
    originals = [seed.upsert_log(record(f"original {i}")).record for i in range(30)]
    agents = [MemoryStore(tmp_path), MemoryStore(tmp_path)]
    for agent in agents:
        agent.snapshot([r for r in agent.load().records.values() if r["topic"] == "payment"])
    start = threading.Barrier(3)
    results = []

    def compact(n: int):
        start.wait()
        principle = build_record("payment", "", f"summary by agent {n}", "", "principle")[0]
        results.append(agents[n].save_principle(principle, [r["id"] for r in originals]))

    def write_meanwhile():
        writer = MemoryStore(tmp_path)
        start.wait()
        for i in range(20):
            writer.upsert_log(record(f"late {i}"))  # added after the snapshots
        writer.upsert_log(record("original 3", lesson="revised after the snapshots"))

    threads = [threading.Thread(target=compact, args=(n,)) for n in range(2)] + [threading.Thread(target=write_meanwhile)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    records = assert_clean_log(seed.path)
    by_gap = {r["missing_context"]: r for r in records.values()}
    assert {f"late {i}" for i in range(20)} <= set(by_gap)  # nothing added meanwhile was removed
    assert {r["lesson"] for r in records.values() if r["type"] == "principle"} == {"summary by agent 0", "summary by agent 1"}
    removed = {rid for result in results for rid in result.removal.removed}
    assert len(removed) == sum(len(result.removal.removed) for result in results)  # no record removed twice
    for original in originals[:3] + originals[4:]:  # each is either summarised by a principle, or still there
        assert (original["id"] in removed) != (original["id"] in records)
    # The revision survives either way: kept if it landed before a compaction, re-added if after.
    assert records[originals[3]["id"]]["lesson"] == "revised after the snapshots"
