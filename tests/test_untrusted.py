"""A cloned repository is untrusted input: what it ships under .context/ never leaks, hangs or escapes.

Real links, FIFOs, device files and sparse files in tmp_path; every refusal is bounded by a timeout
(a hang fails the test instead of stalling the suite) and checked for what it must not do: read a
byte from outside the project into it, or write a byte outside it.
"""

import codecs
import gc
import errno
import json
import os
import re
import shutil
import stat
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest
from filelock import FileLock

from core import store
from core.store import MemoryStore, StoreError, build_record, normalize_topic

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX links and FIFOs")

REFUSED_WITHIN = 1.0  # seconds: a refusal is immediate; this only bounds a hang
SECRET = b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA-outside-secret\n"


def record(missing="VAT differs by country", topic="payment", lesson="Check the tax table"):
    return build_record(topic, missing, lesson)[0]


def within(seconds, call):
    """Run `call` in a daemon thread; fail if it is still running after `seconds` (a hang), else return or raise as it did."""
    outcome = {}

    def run():
        try:
            outcome["value"] = call()
        except BaseException as exc:  # handed to the test thread below
            outcome["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still running after {seconds} s: it hangs"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def fingerprint_of(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def project_bytes(project: Path) -> bytes:
    """Every regular file under the project, concatenated, links never followed."""
    found = b""
    for folder, _, names in os.walk(project):
        for name in names:
            path = Path(folder) / name
            if stat.S_ISREG(path.lstat().st_mode):
                found += path.read_bytes()
    return found


def descriptors_under(folder: Path) -> int:
    """How many descriptors this process holds on `folder` or anything under it (Linux's /proc/self/fd)."""
    found = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # the descriptor listdir itself used, closed since
            continue
        found += target == str(folder) or target.startswith(str(folder) + os.sep)
    return found


OPERATIONS = {
    "load": lambda s: s.load(),
    "upsert_log": lambda s: s.upsert_log(record("a new gap")),
    "save_principle": lambda s: s.save_principle(build_record("payment", "", "A rule", "", "principle")[0], []),
}
WRITES = ("upsert_log", "save_principle")


@pytest.fixture
def project(tmp_path):
    """A project with a healthy log of one record, its lock file and git helpers."""
    folder = tmp_path / "project"
    folder.mkdir()
    MemoryStore(folder).upsert_log(record())
    return folder


@pytest.fixture
def outside(tmp_path):
    """A victim file outside the project: an SSH key, say."""
    victim = tmp_path / "home" / ".ssh" / "id_ed25519"
    victim.parent.mkdir(parents=True)
    victim.write_bytes(SECRET)
    return victim


@pytest.fixture(params=["O_NOFOLLOW", "lstat and fstat"])
def opening(request, monkeypatch):
    """How the store refuses a link: O_NOFOLLOW and names resolved in the folder's descriptor (POSIX),
    or, where neither exists (Windows), an lstat before and an fstat after each open, by path."""
    if request.param == "lstat and fstat":
        monkeypatch.setattr(store, "_O_NOFOLLOW", 0)
        monkeypatch.setattr(store, "_DIR_FD", False)
    return request.param


# -- links ----------------------------------------------------------------------------------------

# (entry under .context/, the operations that must refuse it). The git helpers are only touched by
# writes; a read does not look at them.
LINKED = [
    ("memory_log.jsonl", tuple(OPERATIONS)),
    ("memory_log.jsonl.lock", tuple(OPERATIONS)),
    (".gitignore", WRITES),
    (".gitattributes", WRITES),
]


@pytest.mark.parametrize("operation", OPERATIONS)
@pytest.mark.parametrize("name, refused_by", LINKED)
def test_a_link_under_context_is_refused_and_its_target_never_read_or_written(project, outside, name, refused_by, operation, opening):
    entry = project / ".context" / name
    entry.unlink()
    entry.symlink_to(outside)
    before = fingerprint_of(outside)
    memory = MemoryStore(project)
    if operation in refused_by:
        with pytest.raises(StoreError, match=f"Refusing to use {entry}: it is a symbolic link.*nothing was read or written"):
            within(REFUSED_WITHIN, lambda: OPERATIONS[operation](memory))
        assert entry.is_symlink()  # not replaced by a regular file holding what it pointed to
    else:
        within(REFUSED_WITHIN, lambda: OPERATIONS[operation](memory))
    assert fingerprint_of(outside) == before
    assert b"outside-secret" not in project_bytes(project)


def test_without_o_nofollow_a_log_swapped_for_a_link_between_its_lstat_and_its_open_is_refused(project, outside, monkeypatch):
    monkeypatch.setattr(store, "_O_NOFOLLOW", 0)
    monkeypatch.setattr(store, "_DIR_FD", False)
    log_path = project / ".context" / "memory_log.jsonl"
    memory = MemoryStore(project)
    memory.load()  # from now on the lock file is open: the next read looks at the log only to open it
    real_stat = os.stat

    def stat_then_swap(path, *args, **kwargs):
        found = real_stat(path, *args, **kwargs)
        if path == str(log_path) and not kwargs.get("follow_symlinks", True) and stat.S_ISREG(found.st_mode):
            log_path.unlink()
            log_path.symlink_to(outside)  # the open that follows now lands on another file
        return found

    monkeypatch.setattr(os, "stat", stat_then_swap)
    with pytest.raises(StoreError, match=f"Refusing to use {log_path}: it is a link swapped in while it was being opened"):
        within(REFUSED_WITHIN, memory.load)
    assert outside.read_bytes() == SECRET


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc")
def test_without_o_nofollow_the_store_works_by_path_and_holds_only_its_lock_file_open(project, tmp_path, monkeypatch):
    monkeypatch.setattr(store, "_O_NOFOLLOW", 0)
    monkeypatch.setattr(store, "_DIR_FD", False)
    memory = MemoryStore(project)
    stale = project / ".context" / ".memory_log.jsonl.0123abcd.tmp"
    stale.write_bytes(b"left by a killed writer")
    memory.upsert_log(record("b"))
    assert not stale.exists()
    assert descriptors_under(project) == 1  # the lock file; the folder is used by path
    shutil.rmtree(project / ".context")  # a fresh clone
    memory.upsert_log(record("c"))
    assert [r["missing_context"] for r in MemoryStore(project).load().records.values()] == ["c"]
    assert sorted(p.name for p in (project / ".context").iterdir()) == [
        ".gitattributes", ".gitignore", "memory_log.jsonl", "memory_log.jsonl.lock"
    ]
    memory.close()


def test_a_log_linked_to_proc_self_environ_never_publishes_the_environment(project):
    environ = Path("/proc/self/environ")
    if not environ.exists():
        pytest.skip("no /proc")
    entries = [e for e in environ.read_bytes().split(b"\0") if len(e) >= 8]
    log_path = project / ".context" / "memory_log.jsonl"
    log_path.unlink()
    log_path.symlink_to(environ)
    memory = MemoryStore(project)
    for operation in OPERATIONS.values():
        with pytest.raises(StoreError, match="symbolic link"):
            within(REFUSED_WITHIN, lambda: operation(memory))
    assert os.readlink(log_path) == str(environ)
    published = project_bytes(project)
    assert not [e for e in entries if e in published]
    (problem,) = store.inspect(project)
    assert problem.startswith(f"Refusing to use {log_path}: it is a symbolic link")
    assert not [e for e in entries if e.decode(errors="replace") in problem]


def test_a_dangling_log_link_is_refused_and_its_target_never_created(project, tmp_path, opening):
    target = tmp_path / "elsewhere" / "created-by-the-server"
    target.parent.mkdir()
    log_path = project / ".context" / "memory_log.jsonl"
    log_path.unlink()
    log_path.symlink_to(target)
    with pytest.raises(StoreError, match="symbolic link"):
        within(REFUSED_WITHIN, lambda: MemoryStore(project).upsert_log(record("b")))
    assert not target.exists() and list(target.parent.iterdir()) == []


@pytest.mark.parametrize("name", [".gitignore", ".gitattributes", "memory_log.jsonl.lock"])
def test_a_dangling_helper_or_lock_link_is_refused_and_its_target_never_created(project, tmp_path, name, opening):
    target = tmp_path / "elsewhere" / name
    target.parent.mkdir()
    entry = project / ".context" / name
    entry.unlink()
    entry.symlink_to(target)
    with pytest.raises(StoreError, match=f"Refusing to use {entry}: it is a symbolic link"):
        within(REFUSED_WITHIN, lambda: MemoryStore(project).upsert_log(record("b")))
    assert not target.exists()


def test_a_linked_context_folder_is_refused_and_nothing_outside_is_read_or_written(project, tmp_path):
    elsewhere = tmp_path / "someone-elses-project" / ".context"
    elsewhere.parent.mkdir()
    (project / ".context").rename(elsewhere)
    (elsewhere / "memory_log.jsonl").write_bytes(SECRET)
    before = {p.name: fingerprint_of(p) for p in elsewhere.iterdir()}
    (project / ".context").symlink_to(elsewhere, target_is_directory=True)
    memory = MemoryStore(project)
    for name, operation in OPERATIONS.items():
        with pytest.raises(StoreError, match=f"Refusing to use {project / '.context'}: it is a symbolic link"):
            within(REFUSED_WITHIN, lambda: operation(memory))
    assert {p.name: fingerprint_of(p) for p in elsewhere.iterdir()} == before
    (problem,) = store.inspect(project)
    assert problem.startswith(f"Refusing to use {project / '.context'}: it is a symbolic link")


def test_a_context_that_is_a_file_is_refused_as_one_and_left_as_it_is(project):
    shutil.rmtree(project / ".context")
    (project / ".context").write_bytes(b"not a folder\n")
    memory = MemoryStore(project)
    for name, operation in OPERATIONS.items():
        with pytest.raises(StoreError, match=f"Refusing to use {project / '.context'}: it is a file where a folder belongs"):
            within(REFUSED_WITHIN, lambda: operation(memory))
    assert (project / ".context").read_bytes() == b"not a folder\n"


def test_the_project_folder_itself_may_be_a_link(project, tmp_path):
    alias = tmp_path / "alias"
    alias.symlink_to(project, target_is_directory=True)
    memory = MemoryStore(alias)
    memory.upsert_log(record("through the alias"))
    assert len(memory.load().records) == 2 and store.inspect(alias) == []


def test_a_link_left_where_a_temp_file_goes_is_removed_not_followed(project, outside, opening):
    stale = project / ".context" / ".memory_log.jsonl.0123abcd.tmp"
    stale.symlink_to(outside)
    before = fingerprint_of(outside)
    MemoryStore(project).upsert_log(record("b"))
    assert not stale.is_symlink() and fingerprint_of(outside) == before


def test_a_link_planted_at_the_temp_files_name_is_never_written_through(project, outside, monkeypatch):
    def name_with_a_link_already_there(nbytes):  # planted after the sweep of stale temp files, as if by a race
        (project / ".context" / ".memory_log.jsonl.0123456789abcdef.tmp").symlink_to(outside)
        return "0123456789abcdef"

    monkeypatch.setattr(store.secrets, "token_hex", name_with_a_link_already_there)
    with pytest.raises(StoreError, match="File exists"):
        MemoryStore(project).upsert_log(record("b"))
    assert outside.read_bytes() == SECRET and b"outside-secret" not in project_bytes(project)


def test_a_committed_lock_link_never_truncates_its_target(project, outside):
    # filelock opens its lock with O_TRUNC through links: this is what the store must not do.
    lock = project / ".context" / "memory_log.jsonl.lock"
    lock.unlink()
    lock.symlink_to(outside)
    with pytest.raises(StoreError, match="symbolic link"):
        MemoryStore(project).upsert_log(record("b"))
    assert outside.read_bytes() == SECRET


# -- links swapped in while the store works -------------------------------------------------------


def swap_in_links(folder: Path, name: str, target: Path, stop: threading.Event, swaps: list) -> None:
    """Until told to stop, atomically replace `folder/name` by a link to `target`, then by a regular file again."""
    regular = (folder / name).read_bytes()
    while not stop.is_set():
        swap = folder / f"swap-{len(swaps)}"
        if len(swaps) % 2 == 0:
            swap.symlink_to(target)
        else:
            swap.write_bytes(regular)
        os.replace(swap, folder / name)
        swaps.append(1)


@pytest.mark.parametrize("name", ["memory_log.jsonl", "memory_log.jsonl.lock"])
def test_a_link_swapped_in_during_writes_is_refused_every_time_and_never_followed(project, outside, name):
    folder, before = project / ".context", fingerprint_of(outside)
    stop, swaps, outcomes = threading.Event(), [], []
    swapper = threading.Thread(target=swap_in_links, args=(folder, name, outside, stop, swaps))
    swapper.start()
    try:
        for i in range(300):
            memory = MemoryStore(project) if i % 3 == 0 else memory  # fresh stores too: their first open races
            try:
                within(REFUSED_WITHIN, lambda: memory.upsert_log(record(f"write {i}")))
                outcomes.append("written")
            except StoreError as exc:
                assert "symbolic link" in str(exc)
                outcomes.append("refused")
    finally:
        stop.set()
        swapper.join()
    assert len(swaps) > 0 and "refused" in outcomes
    assert fingerprint_of(outside) == before
    assert b"outside-secret" not in project_bytes(project)


def test_a_context_folder_swapped_for_a_link_is_never_written_through(project, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    memory = MemoryStore(project)
    memory.upsert_log(record("b"))  # the store now holds .context/ open
    (project / ".context").rename(project / "old-context")
    (project / ".context").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(StoreError, match="symbolic link"):
        memory.upsert_log(record("c"))
    assert list(elsewhere.iterdir()) == []


# As a missing helper is looked for, as an older helper is read to compare, as the log is read,
# between the temp file and its rename.
@pytest.mark.parametrize("when, older", [("stat", False), ("read", True), ("read", False), ("fsync", False)])
def test_a_context_folder_swapped_for_a_link_in_the_middle_of_a_write_is_never_written_through(project, tmp_path, monkeypatch, when, older):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (project / ".context" / ".gitignore").unlink()  # to be written again, by the descriptor the store holds
    if older:
        (project / ".context" / ".gitattributes").write_bytes(b"memory_log.jsonl merge=union\n")  # to be updated
    (project / ".context" / ".memory_log.jsonl.0123abcd.tmp").write_bytes(b"left by a killed writer")  # to be swept
    memory = MemoryStore(project)
    real, calls, synced = getattr(os, when), [], []

    def swap_then_call(fd, *args, **kwargs):
        if not calls and (when != "stat" or fd == ".gitignore"):
            (project / ".context").rename(project / "old-context")
            (project / ".context").symlink_to(elsewhere, target_is_directory=True)
            calls.append(when)
        if when == "fsync":
            synced.append(os.fstat(fd).st_ino)
        return real(fd, *args, **kwargs)

    monkeypatch.setattr(os, when, swap_then_call)
    memory.upsert_log(record("b"))  # lands in the folder the store opened
    monkeypatch.undo()
    assert calls and list(elsewhere.iterdir()) == []
    if when == "fsync":
        assert synced[-1] == (project / "old-context").stat().st_ino  # the rename made durable where it happened
    lines = (project / "old-context" / "memory_log.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["missing_context"] for line in lines] == ["VAT differs by country", "b"]
    assert (project / "old-context" / ".gitignore").read_text() == store.CONTEXT_GITIGNORE
    assert (project / "old-context" / ".gitattributes").read_text() == store.CONTEXT_GITATTRIBUTES
    assert not (project / "old-context" / ".memory_log.jsonl.0123abcd.tmp").exists()


def swap_for_a_link(folder: Path, elsewhere: Path) -> None:
    folder.symlink_to(elsewhere, target_is_directory=True)


def swap_for_a_file(folder: Path, elsewhere: Path) -> None:
    folder.write_bytes(SECRET)


def swap_for_another_folder(folder: Path, elsewhere: Path) -> None:
    folder.mkdir()


@pytest.mark.parametrize(
    "swap, refusal",
    [
        (swap_for_a_link, "Refusing to use {folder}: it is a symbolic link"),
        (swap_for_a_file, "Refusing to use {folder}: it is a symbolic link"),  # as the open says: not the folder it saw
        (swap_for_another_folder, "{folder} was replaced while it was being opened: retry."),
    ],
)
def test_a_context_folder_swapped_between_its_lstat_and_its_open_is_refused(project, tmp_path, monkeypatch, swap, refusal):
    folder, elsewhere = project / ".context", tmp_path / "elsewhere"
    elsewhere.mkdir()
    real_lstat = os.lstat

    def lstat_then_swap(path, *args, **kwargs):
        found = real_lstat(path, *args, **kwargs)
        if Path(path) == folder and stat.S_ISDIR(found.st_mode) and not (project / "old-context").exists():
            folder.rename(project / "old-context")
            swap(folder, elsewhere)
        return found

    monkeypatch.setattr(os, "lstat", lstat_then_swap)
    with pytest.raises(StoreError, match=re.escape(refusal.format(folder=folder))):
        within(REFUSED_WITHIN, lambda: MemoryStore(project).upsert_log(record("b")))
    monkeypatch.undo()
    assert list(elsewhere.iterdir()) == [] and descriptors_under(project) == 0


# -- special files and sizes ----------------------------------------------------------------------


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_device(path: Path) -> None:
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 5))  # /dev/zero: an endless read
    except PermissionError:
        pytest.skip("creating a device file needs root")


def make_folder(path: Path) -> None:
    path.mkdir()


def make_hard_link(path: Path) -> None:
    os.link(path.parent.parent.parent / "home" / ".ssh" / "id_ed25519", path)


SPECIAL = [
    (make_fifo, "a named pipe"),  # would block every open forever
    (make_device, "a device file"),  # /dev/zero would exhaust memory
    (make_folder, "a folder"),
    (make_hard_link, "a file with 2 hard links"),  # another name for a file outside
]


@pytest.mark.parametrize("operation", ["load", "upsert_log"])
@pytest.mark.parametrize("name", ["memory_log.jsonl", "memory_log.jsonl.lock"])
@pytest.mark.parametrize("make, kind", SPECIAL)
def test_a_special_file_under_context_is_refused_at_once(project, outside, name, make, kind, operation, opening):
    entry = project / ".context" / name
    entry.unlink()
    make(entry)
    with pytest.raises(StoreError, match=f"Refusing to use {entry}: it is {kind}"):
        within(REFUSED_WITHIN, lambda: OPERATIONS[operation](MemoryStore(project)))
    assert outside.read_bytes() == SECRET
    assert any(f"it is {kind}" in problem for problem in within(REFUSED_WITHIN, lambda: store.inspect(project)))


def entry(mode: int, nlink: int = 1, **windows) -> os.stat_result:
    """What lstat or fstat says of an entry; `windows` adds st_file_attributes as Windows has it."""
    found = os.stat_result((mode, 1, 1, nlink, 0, 0, 0, 0, 0, 0))
    return SimpleNamespace(st_mode=found.st_mode, st_nlink=found.st_nlink, **windows) if windows else found


@pytest.mark.parametrize(
    "st, folder, kind",
    [
        (entry(stat.S_IFREG | 0o644), False, None),
        (entry(stat.S_IFREG | 0o644, nlink=0), False, None),  # replaced by a writer since it was opened: still whole
        (entry(stat.S_IFREG | 0o644, nlink=2), False, "a file with 2 hard links"),
        (entry(stat.S_IFLNK | 0o777), False, "a symbolic link"),
        (entry(stat.S_IFREG | 0o644, st_file_attributes=stat.FILE_ATTRIBUTE_REPARSE_POINT), False,
         "a reparse point (a Windows link or junction)"),
        (entry(stat.S_IFIFO | 0o644), False, "a named pipe (FIFO)"),
        (entry(stat.S_IFDIR | 0o755), False, "a folder"),
        (entry(stat.S_IFSOCK | 0o755), False, "a socket"),
        (entry(stat.S_IFCHR | 0o666), False, "a device file"),
        (entry(stat.S_IFBLK | 0o660), False, "a device file"),
        (entry(0o644), False, "not a regular file"),  # no POSIX type: a Solaris door, a BSD whiteout
        (entry(stat.S_IFDIR | 0o755), True, None),
        (entry(stat.S_IFREG | 0o644), True, "a file where a folder belongs"),
        (entry(stat.S_IFLNK | 0o777), True, "a symbolic link"),
        (entry(stat.S_IFDIR | 0o755, st_file_attributes=stat.FILE_ATTRIBUTE_REPARSE_POINT), True,
         "a reparse point (a Windows link or junction)"),
    ],
)
def test_each_kind_of_entry_the_store_will_not_use_is_named(st, folder, kind):
    assert store._unsafe_kind(st, folder=folder) == kind


@pytest.mark.parametrize("make, kind", SPECIAL[:1] + SPECIAL[2:])
def test_a_special_git_helper_is_refused_by_writes(project, outside, make, kind, opening):
    entry = project / ".context" / ".gitignore"
    entry.unlink()
    make(entry)
    with pytest.raises(StoreError, match=f"it is {kind}"):
        within(REFUSED_WITHIN, lambda: MemoryStore(project).upsert_log(record("b")))


def test_a_helper_swapped_for_a_fifo_after_it_was_looked_at_is_refused_not_waited_on(project, monkeypatch):
    helper = project / ".context" / ".gitattributes"
    helper.write_bytes(b"memory_log.jsonl merge=union\n")  # what an earlier version wrote: opened to compare
    real_stat = os.stat

    def stat_then_swap(path, *args, **kwargs):
        found = real_stat(path, *args, **kwargs)
        if path == ".gitattributes" and stat.S_ISREG(found.st_mode):
            helper.unlink()
            os.mkfifo(helper)  # no writer will ever come: an open that waits for one never returns
        return found

    monkeypatch.setattr(os, "stat", stat_then_swap)
    with pytest.raises(StoreError, match="it is a named pipe"):
        within(REFUSED_WITHIN, lambda: MemoryStore(project).upsert_log(record("b")))


def test_a_log_over_the_size_limit_is_refused_unread(project):
    log_path = project / ".context" / "memory_log.jsonl"
    with log_path.open("r+b") as f:
        f.truncate(store.MAX_LOG_BYTES + 1)  # sparse: no disk used, and nothing to read but NULs
    for operation in ("load", "upsert_log"):
        with pytest.raises(StoreError, match=f"it is {store.MAX_LOG_BYTES + 1:,} bytes, over the {store.MAX_LOG_BYTES:,}-byte limit"):
            within(REFUSED_WITHIN, lambda: OPERATIONS[operation](MemoryStore(project)))
    assert log_path.stat().st_size == store.MAX_LOG_BYTES + 1
    assert any("over the" in p for p in within(REFUSED_WITHIN, lambda: store.inspect(project)))


def test_the_size_limit_is_configurable_and_inclusive(project):
    size = (project / ".context" / "memory_log.jsonl").stat().st_size
    assert len(MemoryStore(project, max_log_bytes=size).load().records) == 1
    with pytest.raises(StoreError, match=f"over the {size - 1:,}-byte limit"):
        MemoryStore(project, max_log_bytes=size - 1).load()


@pytest.mark.parametrize(
    "line",
    [
        json.dumps({**record(), "lesson": "x" * store.MAX_LINE_BYTES}),  # a record, but longer than any record can be
        "[" * 200_000,  # would be a RecursionError in json.loads
        "{" + '"a": ' * 50_000,
    ],
)
def test_a_line_longer_than_any_record_is_kept_unparsed(project, line):
    log_path = project / ".context" / "memory_log.jsonl"
    with log_path.open("a", encoding="utf-8") as f:
        f.write(line + "\n")
    memory = MemoryStore(project)
    loaded = memory.load()
    assert len(loaded.records) == 1 and loaded.malformed == [2]
    memory.upsert_log(record("b"))
    assert log_path.read_text(encoding="utf-8").split("\n")[1] == line


# -- the lock -------------------------------------------------------------------------------------


def test_the_lock_excludes_filelock_users_such_as_older_versions(project):
    memory = MemoryStore(project, lock_timeout=0.2)
    memory.load()
    with FileLock(str(project / ".context" / "memory_log.jsonl.lock")):
        with pytest.raises(StoreError, match="held its lock for more than 0.2 s"):
            memory.upsert_log(record("b"))
    memory.upsert_log(record("b"))


def test_a_lock_file_deleted_while_open_is_reopened_so_processes_still_exclude_each_other(project):
    memory = MemoryStore(project, lock_timeout=0.2)
    memory.load()  # holds the descriptor of the lock file from here on
    lock = project / ".context" / "memory_log.jsonl.lock"
    lock.unlink()  # `git clean -X`
    with FileLock(str(lock)):  # another process locks the new file
        with pytest.raises(StoreError, match="held its lock"):
            memory.upsert_log(record("b"))


def test_a_lock_file_deleted_while_open_is_created_again_by_the_next_write(project):
    memory = MemoryStore(project, lock_timeout=0.2)
    memory.load()
    lock = project / ".context" / "memory_log.jsonl.lock"
    lock.unlink()  # `git clean -X`, nobody else holding it
    memory.upsert_log(record("b"))
    assert lock.is_file() and len(memory.load().records) == 2


def test_the_lock_file_stays_open_from_one_operation_to_the_next(project, monkeypatch):
    memory = MemoryStore(project)
    memory.load()
    opened = []
    real_open = os.open

    def recording_open(path, *args, **kwargs):
        opened.append(os.path.basename(os.fsdecode(path)))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", recording_open)
    memory.upsert_log(record("b"))
    memory.load()
    assert "memory_log.jsonl" in opened and store.LOCK_NAME not in opened


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc")
def test_a_store_holds_two_descriptors_however_often_context_is_replaced(project):
    memory = MemoryStore(project)
    memory.load()
    assert descriptors_under(project) == 2  # .context/ and the lock file
    for n in range(3):
        shutil.rmtree(project / ".context")  # `git clean -fdx`, a fresh clone
        memory.upsert_log(record(f"gap {n}"))
        assert descriptors_under(project) == 2
    memory.close()
    assert descriptors_under(project) == 0


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc")
def test_a_store_dropped_without_close_releases_its_descriptors_when_collected(project):
    memory = MemoryStore(project)
    memory.upsert_log(record("b"))
    assert descriptors_under(project) == 2
    del memory
    gc.collect()
    assert descriptors_under(project) == 0


def test_a_lock_file_is_never_truncated(project):
    lock = project / ".context" / "memory_log.jsonl.lock"
    lock.write_bytes(b"left by another tool")
    MemoryStore(project).upsert_log(record("b"))
    assert lock.read_bytes() == b"left by another tool"


def test_reading_a_project_without_a_log_creates_no_lock_file(tmp_path):
    (tmp_path / ".context").mkdir()
    assert len(MemoryStore(tmp_path).load().records) == 0
    assert list((tmp_path / ".context").iterdir()) == []


# -- lines kept byte for byte ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "\u00a0".encode(),  # NBSP alone: str.strip() called it blank
        "\u3000".encode(),  # ideographic space
        "\x1c\x1d\u0085".encode(),  # separators Python's strip() removes
        "\u2028".encode(),  # a line separator alone
        b" ",
        b"\t\t",
        b"not a record\r",  # a malformed line of a CRLF file keeps its CR
        b"\xff\xfe\x00broken\r",
        b"  \r",
    ],
)
def test_every_line_that_is_not_a_record_survives_a_rewrite_byte_for_byte(tmp_path, line):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("a"))
    with memory.path.open("ab") as f:
        f.write(line + b"\n")
    memory.upsert_log(record("b"))
    assert memory.path.read_bytes().split(b"\n")[1] == line


@pytest.mark.parametrize("empty", [b"", b"\r"])
def test_only_truly_empty_lines_are_dropped(tmp_path, empty):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("a"))
    with memory.path.open("ab") as f:
        f.write(empty + b"\n")
    memory.upsert_log(record("b"))
    assert memory.path.read_bytes().count(b"\n") == 2 and memory.load().malformed == []


def test_record_lines_of_a_crlf_file_become_lf_and_kept_lines_keep_crlf(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.folder.mkdir()
    a = store.serialize(record("a"))
    memory.path.write_bytes(f"{a}\r\nnot a record\r\n".encode())
    memory.upsert_log(record("b"))
    lines = memory.path.read_bytes().split(b"\n")
    assert lines[0] == a.encode() and lines[1] == b"not a record\r" and b"\r" not in lines[2]


# -- suspicious lines -----------------------------------------------------------------------------

GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


@pytest.mark.parametrize(
    "line, kind",
    [
        (GITHUB_TOKEN.encode(), "credential"),  # a token by its shape
        (b"DB_PASSWORD=Zx9!kq2#Lm", "credential"),  # a password by its context
        (b'{"id": "abc", "lesson": "deploy with ' + GITHUB_TOKEN.encode() + b'"', "credential"),  # a truncated record
        (b"PATH=/usr/bin\x00HOME=/root\x00", "binary"),  # what /proc/self/environ looks like
        (b"\x1b[31mred\x1b[0m", "binary"),  # terminal escapes
        (b"\xff\xfe invalid UTF-8", "binary"),
        (b"x" * (store.MAX_LINE_BYTES + 1), "long"),
        (b"not json at all", None),  # malformed, but nothing to flag
        ("\u00a0".encode(), None),
    ],
)
def test_kept_lines_that_look_like_credentials_or_binary_are_flagged_without_their_content(tmp_path, line, kind):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("a"))
    with memory.path.open("ab") as f:
        f.write(line + b"\n")
    loaded = memory.load()
    assert loaded.malformed == [2]
    assert loaded.suspicious == ({2: kind} if kind else {})
    problems = store.inspect(tmp_path)
    if kind:
        assert any("line 2 " in p and f"{tmp_path}" in p for p in problems[1:])
    assert not any(line[:12].decode("utf-8", "replace") in p for p in problems)


def test_suspicious_lines_are_numbered_as_in_the_rewritten_file(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.folder.mkdir()
    memory.path.write_bytes(b"\n\n" + GITHUB_TOKEN.encode() + b"\n" + store.serialize(record("a")).encode() + b"\n")
    assert memory.load().suspicious == {3: "credential"}
    memory.upsert_log(record("b"))
    assert memory.load().suspicious == {1: "credential"} == {n: "credential" for n in memory.load().malformed}


# -- encodings ------------------------------------------------------------------------------------

LINES = store.serialize(record("a")) + "\r\n" + store.serialize(record("b")) + "\r\n"


@pytest.mark.parametrize(
    "data, named, iconv",
    [
        (codecs.BOM_UTF16_LE + LINES.encode("utf-16-le"), "UTF-16 LE", "iconv -f UTF-16 -t UTF-8"),  # PowerShell 5 `>`
        (codecs.BOM_UTF16_BE + LINES.encode("utf-16-be"), "UTF-16 BE", "iconv -f UTF-16 -t UTF-8"),
        (codecs.BOM_UTF32_LE + LINES.encode("utf-32-le"), "UTF-32 LE", "iconv -f UTF-32 -t UTF-8"),
        (LINES.encode("utf-16-le"), "UTF-16 or UTF-32 without a byte order mark", "iconv -f UTF-16LE -t UTF-8"),
        (("결제 모듈의 부가세 규칙\n" * 20).encode("cp949"), "not UTF-8", "iconv -f CP949 -t UTF-8"),
    ],
)
def test_a_log_not_in_utf8_is_refused_with_how_to_convert_it_and_never_written(tmp_path, data, named, iconv):
    memory = MemoryStore(tmp_path)
    memory.folder.mkdir()
    memory.path.write_bytes(data)
    for operation in ("load", "upsert_log"):
        with pytest.raises(StoreError, match=named) as refused:
            OPERATIONS[operation](memory)
        assert iconv in str(refused.value) and "Set-Content -Encoding utf8NoBOM" in str(refused.value)
    assert memory.path.read_bytes() == data
    assert any(named in p for p in store.inspect(tmp_path))


@pytest.mark.parametrize("junk", [b"\x00" * 4000, b"\xff\xfe" * 2000, ("결제" * 700).encode("cp949")])
def test_a_utf8_log_with_records_is_read_however_much_junk_it_holds(tmp_path, junk):
    memory = MemoryStore(tmp_path)
    for m in "abcde":
        memory.upsert_log(record(m))
    with memory.path.open("ab") as f:
        f.write(junk + b"\n")
    assert len(memory.load().records) == 5 and memory.load().suspicious == {6: "binary"}


# -- inspect --------------------------------------------------------------------------------------


def test_inspect_finds_nothing_in_a_healthy_project_and_writes_nothing(tmp_path):
    assert store.inspect(tmp_path) == [] and list(tmp_path.iterdir()) == []
    MemoryStore(tmp_path).upsert_log(record())
    (tmp_path / ".context" / "memory_log.jsonl.lock").unlink()
    before = {p.name: fingerprint_of(p) for p in (tmp_path / ".context").iterdir()}
    assert store.inspect(tmp_path) == []
    assert {p.name: fingerprint_of(p) for p in (tmp_path / ".context").iterdir()} == before


def test_inspect_lists_every_problem_it_can_see(project, outside):
    folder = project / ".context"
    (folder / ".gitattributes").unlink()
    (folder / ".gitattributes").symlink_to(outside)
    with (folder / "memory_log.jsonl").open("ab") as f:
        f.write(b"not json\n" + GITHUB_TOKEN.encode() + b"\n\x00\x00binary\n<<<<<<< HEAD\n")
    problems = store.inspect(project)
    assert len(problems) == 5, problems
    assert "Refusing to use" in problems[0] and ".gitattributes: it is a symbolic link" in problems[0]
    assert "3 line(s)" in problems[1] and "lines 2, 3, 4" in problems[1]
    assert "Possible credential" in problems[2] and "line 3" in problems[2]
    assert "Binary data" in problems[3] and "line 4" in problems[3]
    assert "conflict marker" in problems[4]
    assert not any(GITHUB_TOKEN in p or "outside-secret" in p for p in problems)


def test_inspect_names_an_entry_it_cannot_examine_with_the_reason_and_goes_on_to_the_next(project, outside, monkeypatch):
    folder = project / ".context"
    (folder / ".gitattributes").unlink()
    (folder / ".gitattributes").symlink_to(outside)
    real_stat = os.stat

    def failing_on_the_lock(path, *args, **kwargs):  # the store looks at names relative to the folder's descriptor
        if path == store.LOCK_NAME:
            raise OSError(errno.EIO, "Input/output error")
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", failing_on_the_lock)
    problems = store.inspect(project)
    assert problems[0] == f"Could not examine {folder / store.LOCK_NAME}: Input/output error."
    assert len(problems) == 2 and "Refusing to use" in problems[1] and ".gitattributes: it is a symbolic link" in problems[1]


# -- topics ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "given, stored",
    [
        ("pay\u200bment", "payment"),  # zero-width space
        ("pay\u200c\u200dment", "payment"),  # zero-width non-joiner and joiner
        ("\ufeffpayment", "payment"),  # a BOM pasted in front
        ("pay\u2060ment", "payment"),  # word joiner
        ("\u202epayment\u202c", "payment"),  # bidi override
        ("\u2066payment\u2069", "payment"),  # bidi isolate
        ("pay\u200e\u200f\u061cment", "payment"),  # directional marks
        ("cafe\u0301", "caf\u00e9"),  # NFC
        ("  payment \t", "payment"),
        ("결제", "결제"),
        ("\u1100\u1161", "\uac00"),  # Hangul jamo (as macOS file names hold them) compose to a syllable
    ],
)
def test_topics_are_normalised_before_they_are_stored_or_hashed(given, stored):
    assert normalize_topic(given) == stored
    saved = record(topic=given)
    assert saved["topic"] == stored
    assert saved["id"] == store.record_id("log", stored, saved["missing_context"], saved["lesson"])


@pytest.mark.parametrize("topic", ["pay\u2028ment", "pay\u2029ment", "pay\x85ment", "pay\x1cment", "pay\x7fment", "pay\x00ment"])
def test_a_topic_with_a_line_separator_or_control_character_inside_is_rejected(topic):
    with pytest.raises(ValueError, match=r"single line.*U\+"):
        normalize_topic(topic)
    with pytest.raises(ValueError, match="single line"):
        record(topic=topic)


def test_a_look_alike_topic_lands_in_the_same_topic(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.upsert_log(record("a", topic="payment"))
    memory.upsert_log(record("b", topic="pay\u200bment"))
    memory.upsert_log(record("c", topic="\u202epayment"))
    assert [r["missing_context"] for r in memory.load().records.values() if r["topic"] == "payment"] == ["a", "b", "c"]


@pytest.mark.parametrize(
    "a, b",
    [
        ("payment", "pay\u200bment"),  # saved before normalisation existed
        ("payment", "pay\u00adment"),  # a soft hyphen
        ("payment", "\uff50\uff41\uff59\uff4d\uff45\uff4e\uff54"),  # full-width letters
        ("payment", "PAYMENT"),
        ("straße", "STRASSE"),  # casefold, not lower
    ],
)
def test_similar_topics_see_through_what_normalisation_leaves(a, b):
    assert store.topics_similar(a, b)
    assert store.similar_topics(a, [a, b, "db-migration"]) == [b]
