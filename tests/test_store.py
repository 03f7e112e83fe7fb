"""The store's rules, as DECISIONS.md states them, tested on real files in tmp_path."""

import errno
import hashlib
import json
import os
import re
import stat
import threading
import time
from datetime import datetime

import pytest
from filelock import FileLock

from core import store
from core.store import MemoryStore, StoreError, build_record


def log(topic="payment", missing="VAT differs by country", lesson="Check the tax table", ask="", type_="log"):
    return build_record(topic, missing, lesson, ask, type_)[0]


def file_lines(s: MemoryStore) -> list[str]:
    return s.path.read_text(encoding="utf-8").split("\n")[:-1]


def folder_names(s: MemoryStore) -> set[str]:
    return {p.name for p in s.folder.iterdir()} - {"memory_log.jsonl.lock"}


@pytest.fixture
def s(tmp_path):
    return MemoryStore(tmp_path)


# -- IDs ----------------------------------------------------------------------------------------


def test_log_id_is_sha256_prefix_of_topic_plus_missing_context():
    expected = hashlib.sha256("payment".encode() + "VAT differs".encode()).hexdigest()[:16]
    assert log(missing="VAT differs")["id"] == expected


def test_principle_id_is_sha256_prefix_of_topic_plus_lesson():
    record = log(missing="", lesson="Check country tax rates", type_="principle")
    assert record["id"] == hashlib.sha256("paymentCheck country tax rates".encode()).hexdigest()[:16]


def test_id_uses_utf8_bytes_of_korean_text():
    record = log(topic="결제", missing="부가세가 국가마다 다르다")
    assert record["id"] == hashlib.sha256("결제부가세가 국가마다 다르다".encode("utf-8")).hexdigest()[:16]


def test_id_is_computed_after_redaction_so_it_never_derives_from_a_secret():
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    record, redacted = build_record("ci", f"The deploy token {secret} had expired", "Use the org secret")
    assert secret not in json.dumps(record)
    assert record["id"] == store.record_id("log", "ci", record["missing_context"], record["lesson"])
    assert redacted == ["missing_context"]


# -- validation ---------------------------------------------------------------------------------


def test_topic_is_stored_stripped():
    assert log(topic="  payment \t")["topic"] == "payment"


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"topic": ""}, "topic is empty"),  # empty
        ({"topic": " \t\n "}, "topic is empty"),  # whitespace only
        ({"topic": "auth\nlogin"}, "single line"),  # a tag, not a paragraph
        ({"type_": "note"}, "type must be 'log' or 'principle'"),  # unknown type
        ({"lesson": "  "}, "lesson is empty"),  # nothing to learn
        ({"missing": ""}, "missing_context is empty"),  # a log must say what was missing
        ({"topic": "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"}, "credential"),  # a token never lands in a topic
    ],
)
def test_invalid_input_is_rejected_with_a_message_naming_the_field(kwargs, message):
    with pytest.raises(ValueError, match=message):
        log(**kwargs)


def test_principle_may_have_empty_missing_context():
    assert log(missing="", type_="principle")["missing_context"] == ""


@pytest.mark.parametrize("field, limit", sorted(store.LIMITS.items()))
def test_byte_limit_is_inclusive_and_over_it_is_an_error(field, limit):
    args = {"topic": "payment", "missing_context": "m", "lesson": "l", "ask_next_time": ""}
    args[field] = "x" * limit
    build_record(**args)
    args[field] = "x" * (limit + 1)
    with pytest.raises(ValueError, match=f"{field} is {limit + 1} UTF-8 bytes; the limit is {limit} bytes"):
        build_record(**args)


def test_korean_is_counted_in_utf8_bytes_not_characters():
    build_record("결" * 21, "m", "l")  # 63 bytes
    with pytest.raises(ValueError, match="topic is 66 UTF-8 bytes"):
        build_record("결" * 22, "m", "l")  # 22 characters, 66 bytes


def test_lone_surrogate_is_rejected():
    with pytest.raises(ValueError, match="not valid Unicode"):
        build_record("payment", "broken \ud800 text", "l")


def test_ask_next_time_keeps_ordinary_words_but_loses_provider_tokens():
    token = "sk-ant-api03-" + "x7" * 40
    assert log(ask="Which password policy applies?")["ask_next_time"] == "Which password policy applies?"
    assert token not in log(ask=f"Is {token} still valid?")["ask_next_time"]


@pytest.mark.parametrize(
    "ask",
    [
        "Still connect with postgres://admin:Pg!Adm1n@db:5432/app?",  # URL credentials
        "Is password=Pg!Adm1n still valid?",  # assignment
        "mysql -uroot -p'Pg!Adm1n' next time?",  # glued flag
    ],
)
def test_ask_next_time_gets_the_full_sanitizer(ask):
    record, redacted = build_record("db", "m", "l", ask)
    assert "Pg!Adm1n" not in json.dumps(record) and redacted == ["ask_next_time"]


def test_topic_with_a_password_is_refused_without_echoing_it():
    with pytest.raises(ValueError, match="topic contains what looks like a credential") as caught:
        build_record("db password=Pg!Adm1n", "m", "l")
    assert "Pg!Adm1n" not in str(caught.value)


def test_an_oversized_topic_is_refused_for_its_size_before_it_is_scanned():
    topic = "db password=Pg!Adm1n " + "x" * 100_000  # the sanitizer is never run over what is refused anyway
    with pytest.raises(ValueError, match="topic is 100021 UTF-8 bytes; the limit is 64 bytes") as caught:
        build_record(topic, "m", "l")
    assert "Pg!Adm1n" not in str(caught.value)


def test_label_ending_one_field_covers_the_value_starting_the_next():
    record, redacted = build_record("vault", "Deploy needs the vault password:", "hunter2-Xy!9 (rotate monthly)")
    assert record["lesson"] == "[REDACTED] (rotate monthly)" and redacted == ["lesson"]


# -- file format --------------------------------------------------------------------------------


def test_first_write_creates_context_folder_with_git_helpers(s):
    assert not s.folder.exists()
    s.upsert_log(log())
    assert folder_names(s) == {"memory_log.jsonl", ".gitignore", ".gitattributes"}
    assert "*.lock" in (s.folder / ".gitignore").read_text()
    assert (s.folder / ".gitattributes").read_text() == "memory_log.jsonl merge=union text eol=lf\n"


def test_reading_a_project_without_a_log_writes_nothing(s):
    assert s.load().records == {}
    assert not s.folder.exists()


def test_log_is_utf8_jsonl_with_lf_and_trailing_newline(s):
    s.upsert_log(log(topic="결제", missing="부가세"))
    s.upsert_log(log(missing="refunds"))
    data = s.path.read_bytes()
    assert data.endswith(b"}\n") and b"\r" not in data and data.count(b"\n") == 2
    assert "결제".encode() in data  # readable in a git diff, not \uXXXX escapes
    first = json.loads(data.split(b"\n")[0])
    assert list(first) == ["id", "type", "topic", "missing_context", "lesson", "ask_next_time", "meta"]
    assert datetime.fromisoformat(first["meta"]["created"]).utcoffset().total_seconds() == 0


def test_line_separator_characters_inside_text_do_not_split_records(s):
    s.upsert_log(log(lesson="first\u2028second\u0085third"))
    assert s.path.read_bytes().count(b"\n") == 1
    assert [r["lesson"] for r in MemoryStore(s.project).load().records.values()] == ["first\u2028second\u0085third"]


# -- upsert -------------------------------------------------------------------------------------


def test_upsert_replaces_in_place_so_the_git_diff_is_one_line(s):
    for missing in ("a", "b", "c"):
        s.upsert_log(log(missing=missing))
    before = file_lines(s)
    result = s.upsert_log(log(missing="b", lesson="revised"))
    after = file_lines(s)
    assert not result.created and result.count == 3
    assert [i for i in range(3) if before[i] != after[i]] == [1]
    assert json.loads(after[1])["lesson"] == "revised"


def test_new_record_is_appended_and_reported_as_created(s):
    assert s.upsert_log(log(missing="a")).created
    result = s.upsert_log(log(missing="b"))
    assert result.created and result.count == 2
    assert [r["missing_context"] for r in s.load().records.values()] == ["a", "b"]


def test_delete_by_ids_removes_only_what_the_snapshot_holds_unchanged(s):
    a, b, c = saved(s, "a", "b", "c")
    with s.path.open("a", encoding="utf-8") as f:
        f.write("kept as it is\n")
    current = s.load()
    snapshot = {a["id"]: store.fingerprint(a), b["id"]: store.fingerprint({**b, "lesson": "as handed out"})}
    remaining, removal = store.delete_by_ids(current, [a["id"], b["id"], c["id"], "0" * 16, a["id"]], snapshot)
    assert removal == store.Removal(removed=[a["id"]], changed=[b["id"]], unknown=[c["id"]], missing=["0" * 16])
    assert remaining.ids == [b["id"], c["id"], None] and remaining.malformed == [3]
    assert list(current.records) == [a["id"], b["id"], c["id"]]  # the log as read is left as it was


def test_another_process_writing_is_seen_on_next_read(s):
    s.upsert_log(log(missing="a"))
    MemoryStore(s.project).upsert_log(log(missing="b"))
    assert len(s.load().records) == 2


# -- reading what people and git leave behind ---------------------------------------------------


def test_malformed_lines_are_skipped_reported_and_kept_verbatim_on_write(s, caplog):
    s.upsert_log(log(missing="a"))
    garbage = ['{"id": "trunc', "not json at all", "[1, 2]", '{"id": "x", "type": "log"}']
    with s.path.open("a", encoding="utf-8") as f:
        f.write("\n".join(garbage) + "\n")
    loaded = MemoryStore(s.project).load()
    assert len(loaded.records) == 1 and loaded.malformed == [2, 3, 4, 5]
    s.upsert_log(log(missing="b"))
    assert file_lines(s)[1:5] == garbage
    assert len(s.load().records) == 2
    assert "skipped 4 malformed line(s)" in caplog.text


def test_invalid_utf8_line_is_kept_byte_for_byte(s):
    s.upsert_log(log(missing="a"))
    with s.path.open("ab") as f:
        f.write(b"\xff\xfe broken\n")
    s.upsert_log(log(missing="b"))
    assert s.path.read_bytes().split(b"\n")[1] == b"\xff\xfe broken"


def test_conflict_markers_are_not_data_and_the_next_write_removes_them(s):
    ours, theirs = log(missing="ours"), log(missing="theirs")
    s.path.parent.mkdir()
    s.path.write_text(
        "<<<<<<< HEAD\n" + store.serialize(ours) + "\n=======\n" + store.serialize(theirs) + "\n>>>>>>> feature\n",
        encoding="utf-8",
    )
    loaded = s.load()
    assert [r["missing_context"] for r in loaded.records.values()] == ["ours", "theirs"]
    assert loaded.conflict_markers == 3 and loaded.malformed == []
    s.upsert_log(log(missing="next"))
    assert [json.loads(line)["missing_context"] for line in file_lines(s)] == ["ours", "theirs", "next"]


def test_duplicate_ids_collapse_to_the_newest_record_at_the_first_position(s):
    old, other, new = log(lesson="old"), log(missing="other"), log(lesson="new")
    old["meta"]["created"] = "2026-01-01T00:00:00+00:00"
    new["meta"]["created"] = "2026-03-01T00:00:00+00:00"
    s.path.parent.mkdir()
    s.path.write_text("\n".join(map(store.serialize, (new, other, old))) + "\n", encoding="utf-8")
    loaded = s.load()
    assert [r["lesson"] for r in loaded.records.values()] == ["new", "Check the tax table"]
    assert loaded.duplicates == 1
    s.upsert_log(log(missing="third"))
    assert len(file_lines(s)) == 3


def test_bom_and_crlf_from_a_windows_checkout_load(s):
    s.path.parent.mkdir()
    lines = [store.serialize(log(missing=m)) for m in "ab"]
    s.path.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(lines).encode() + b"\r\n")
    assert [r["missing_context"] for r in s.load().records.values()] == ["a", "b"]
    assert s.load().malformed == []


@pytest.mark.parametrize(
    "shape",
    [
        lambda a, b: a + "\n" + b + "\n",  # clean: the append reuses the bytes as read
        lambda a, b: "\ufeff" + a + "\n" + b + "\n",  # BOM
        lambda a, b: a + "\r\n" + b + "\r\n",  # CRLF
        lambda a, b: a + "\n\n" + b + "\n",  # a blank line
        lambda a, b: a + "\n" + b,  # no trailing newline
        lambda a, b: "<<<<<<< HEAD\n" + a + "\n=======\n" + b + "\n>>>>>>> x\n",  # conflict markers
        lambda a, b: a + "\n" + a + "\n" + b + "\n",  # a duplicate line
    ],
)
def test_an_append_always_leaves_exactly_the_canonical_file(s, shape):
    a, b = store.serialize(log(missing="a")), store.serialize(log(missing="b"))
    s.path.parent.mkdir()
    s.path.write_text(shape(a, b), encoding="utf-8")
    c = s.upsert_log(log(missing="c")).record
    assert s.path.read_text(encoding="utf-8") == "\n".join([a, b, store.serialize(c)]) + "\n"


def test_write_after_write_each_leaves_exactly_the_lines_it_should(s):
    # Each write starts from the log as the previous write left it in memory: lines held as places
    # in the bytes read, moved into the bytes written, then extended by an append.
    a, b = log(missing="a"), log(missing="b", lesson="마이그레이션은 되돌릴 수 있게")
    kept = b"\xff\xfe kept \xed\x95\x9c\r"
    s.path.parent.mkdir()
    s.path.write_bytes(b"\xef\xbb\xbf" + store.serialize(a).encode() + b"\r\n" + kept + b"\n" + store.serialize(b).encode())
    a2 = s.upsert_log(log(missing="a", lesson="revised")).record  # in place: a rewrite of every line
    c = s.upsert_log(log(missing="c")).record  # an append to the bytes just written
    b2 = s.upsert_log(log(missing="b", lesson="다시 고침")).record  # in place again, after the append
    expected = [store.serialize(a2).encode(), kept, store.serialize(b2).encode(), store.serialize(c).encode()]
    assert s.path.read_bytes() == b"\n".join(expected) + b"\n"
    assert MemoryStore(s.project).load().to_bytes() == s.path.read_bytes()


# -- atomic write and the lock ------------------------------------------------------------------


@pytest.mark.parametrize("failing", ["os.replace", "os.fsync"])
def test_failed_write_leaves_old_file_byte_identical_and_no_temp_file(s, monkeypatch, failing):
    s.upsert_log(log(missing="a"))
    before, names = s.path.read_bytes(), folder_names(s)

    def disk_full(*args, **kwargs):  # os.replace gets the folder descriptor as keywords
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(failing, disk_full)
    with pytest.raises(StoreError, match=f"^Could not write {re.escape(str(s.path))}: No space left on device. Nothing was changed"):
        s.upsert_log(log(missing="b"))
    monkeypatch.undo()
    assert s.path.read_bytes() == before
    assert folder_names(s) == names
    assert len(MemoryStore(s.project).load().records) == 1


@pytest.mark.parametrize("over", [0, 1])  # grown to exactly max_log_bytes; to one byte more
def test_a_log_that_grows_while_it_is_read_is_read_whole_up_to_the_size_limit(tmp_path, monkeypatch, over):
    MemoryStore(tmp_path).upsert_log(log(missing="a"))
    appended = (store.serialize(log(missing="b")) + "\n").encode()
    path = tmp_path / ".context" / "memory_log.jsonl"
    grown = path.stat().st_size + len(appended)
    s, log_inode, real_fstat = MemoryStore(tmp_path, max_log_bytes=grown - over), path.stat().st_ino, os.fstat

    def fstat_then_append(fd):  # someone appends a line by hand between the store's fstat and its read
        found = real_fstat(fd)
        if found.st_ino == log_inode and path.stat().st_size < grown:
            with path.open("ab") as f:
                f.write(appended)
        return found

    monkeypatch.setattr(os, "fstat", fstat_then_append)
    if over:
        with pytest.raises(StoreError, match=f"it is {grown:,} bytes, over the {grown - 1:,}-byte limit"):
            s.load()
    else:
        assert [r["missing_context"] for r in s.load().records.values()] == ["a", "b"]


def named(path) -> str:
    return os.path.basename(os.fsdecode(path))


# (the os function that fails, which call of it, the operation, the message: the error's strerror, never its repr)
OS_ERRORS = [
    ("open", lambda path, *a, **k: named(path) == store.LOCK_NAME, "upsert",
     "Could not lock {log}: Input/output error. Nothing was changed."),
    ("open", lambda path, *a, **k: named(path) == store.LOG_NAME, "load", "Could not read {log}: Input/output error."),
    ("read", lambda *a, **k: True, "load", "Could not read {log}: Input/output error."),
    ("lstat", lambda path, *a, **k: named(path) == store.CONTEXT_DIR, "load",
     "Could not open {folder}: Input/output error. Nothing was written."),
    ("lstat", lambda path, *a, **k: named(path) == store.CONTEXT_DIR, "upsert",
     "Could not create {folder}: Input/output error. Nothing was written."),
    ("replace", lambda src, dst, *a, **k: named(dst) == ".gitignore", "upsert",
     "Could not create {folder}: Input/output error. Nothing was written."),
    ("replace", lambda src, dst, *a, **k: named(dst) == store.LOG_NAME, "upsert",
     "Could not write {log}: Input/output error. Nothing was changed; the log is as it was."),
]


@pytest.mark.parametrize("function, which, operation, message", OS_ERRORS)
def test_an_os_error_is_reported_by_its_reason_with_the_path_and_what_was_left_undone(tmp_path, monkeypatch, function, which, operation, message):
    MemoryStore(tmp_path).upsert_log(log(missing="a"))
    (tmp_path / ".context" / ".gitignore").unlink()
    s, real = MemoryStore(tmp_path), getattr(os, function)

    def failing(*args, **kwargs):
        if which(*args, **kwargs):
            raise OSError(errno.EIO, "Input/output error")
        return real(*args, **kwargs)

    monkeypatch.setattr(os, function, failing)
    with pytest.raises(StoreError) as raised:
        s.load() if operation == "load" else s.upsert_log(log(missing="b"))
    assert str(raised.value) == message.format(log=s.path, folder=s.folder)


def test_a_lock_file_that_cannot_be_opened_still_lets_a_read_through_and_says_why(s, monkeypatch, caplog):
    s.upsert_log(log(missing="a"))
    reader, real_open = MemoryStore(s.project), os.open

    def read_only_checkout(path, *args, **kwargs):
        if named(path) == store.LOCK_NAME:
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only_checkout)
    assert len(reader.load().records) == 1
    assert f"reading {s.path} without its lock: Read-only file system" in caplog.messages


def test_write_waits_for_the_lock_and_fails_clearly_when_it_cannot_get_it(tmp_path):
    s = MemoryStore(tmp_path, lock_timeout=0.2)
    s.upsert_log(log(missing="a"))
    before = s.path.read_bytes()
    other = FileLock(str(s.path) + ".lock", thread_local=False)
    acquired, release = threading.Event(), threading.Event()

    def hold():
        with other:
            acquired.set()
            release.wait()

    holder = threading.Thread(target=hold)
    holder.start()
    acquired.wait()
    try:
        with pytest.raises(StoreError, match="held its lock for more than 0.2 s"):
            s.upsert_log(log(missing="b"))
    finally:
        release.set()
        holder.join()
    assert s.path.read_bytes() == before
    s.upsert_log(log(missing="b"))
    assert len(s.load().records) == 2


@pytest.mark.parametrize("lock", ["flock", "filelock"])
def test_read_modify_write_happens_entirely_under_the_lock(s, monkeypatch, lock):
    if lock == "filelock":  # where fcntl is missing (Windows)
        monkeypatch.setattr(store, "fcntl", None)
    s.upsert_log(log(missing="a"))
    seen = []
    real_read, real_write = MemoryStore._read, store.atomic_write

    def read(self):
        seen.append(("read", self._lock.is_locked))
        return real_read(self)

    def write(*args):
        seen.append(("write", s._lock.is_locked))
        return real_write(*args)

    monkeypatch.setattr(MemoryStore, "_read", read)
    monkeypatch.setattr(store, "atomic_write", write)
    s.upsert_log(log(missing="b"))
    assert seen == [("read", True), ("write", True)]
    assert s._lock.is_locked is False  # and released after


@pytest.mark.parametrize("lock_timeout", [10.0, 0.5])
def test_a_busy_lock_is_tried_again_after_a_wait_that_doubles_from_half_a_millisecond_up_to_50_ms(tmp_path, monkeypatch, lock_timeout):
    s = MemoryStore(tmp_path, lock_timeout=lock_timeout)
    s.upsert_log(log(missing="a"))
    other = FileLock(str(s.path) + ".lock", thread_local=False)  # another process, as flock sees it
    other.acquire()
    waits = []

    def sleep(seconds):  # no time passes: only the waits asked for are recorded
        waits.append(seconds)
        if len(waits) == 10:
            other.release()

    monkeypatch.setattr(store.time, "sleep", sleep)
    s.upsert_log(log(missing="b"))
    first, longest = store._LOCK_POLL
    assert (first, longest) == (0.0005, 0.05)
    assert waits == [min(first * 2**n, longest) for n in range(10)]
    assert len(s.load().records) == 2


def test_a_temp_file_left_by_a_writer_killed_mid_write_is_swept_by_the_next_write_and_no_other_file(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    for other in ("draft.tmp", ".memory_log.jsonl.orig"):  # someone's files, not the store's temp files
        (s.folder / other).write_text("kept")
    helpers = folder_names(s)

    def killed(*args, **kwargs):
        raise KeyboardInterrupt  # the writer dies after its temp file is written, before the replace

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(os, "unlink", lambda *args, **kwargs: None)  # and cleans nothing up
    with pytest.raises(KeyboardInterrupt):
        s.upsert_log(log(missing="b"))
    monkeypatch.undo()
    (left,) = folder_names(s) - helpers
    assert left.startswith(".memory_log.jsonl.") and left.endswith(".tmp")  # hidden, and ignored by .gitignore
    s.upsert_log(log(missing="c"))
    assert folder_names(s) == helpers
    assert [r["missing_context"] for r in s.load().records.values()] == ["a", "c"]


def test_windows_replace_is_retried_while_another_process_holds_the_file(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    real_replace, failures = os.replace, []

    def busy_then_ok(src, dst, **dir_fds):
        if len(failures) < 2:
            failures.append(dst)
            raise PermissionError(errno.EACCES, "being used by another process")
        real_replace(src, dst, **dir_fds)

    monkeypatch.setattr(store, "_REPLACE_RETRIES", 5)
    monkeypatch.setattr(store, "_REPLACE_RETRY_DELAY", 0)
    monkeypatch.setattr(os, "replace", busy_then_ok)
    s.upsert_log(log(missing="b"))
    assert len(failures) == 2 and len(s.load().records) == 2


def test_a_replace_still_refused_after_every_retry_fails_the_write_and_changes_nothing(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    before, names = s.path.read_bytes(), folder_names(s)
    tries = []

    def always_busy(*args, **kwargs):
        tries.append(1)
        raise PermissionError(errno.EACCES, "being used by another process")

    monkeypatch.setattr(store, "_REPLACE_RETRIES", 3)
    monkeypatch.setattr(store, "_REPLACE_RETRY_DELAY", 0)
    monkeypatch.setattr(os, "replace", always_busy)
    with pytest.raises(StoreError, match="being used by another process. Nothing was changed"):
        s.upsert_log(log(missing="b"))
    assert len(tries) == 4  # the first try and three retries
    assert s.path.read_bytes() == before and folder_names(s) == names


# -- compaction ---------------------------------------------------------------------------------


def saved(s, *missing, topic="payment"):
    return [s.upsert_log(log(topic=topic, missing=m, ask=f"Ask {m}?")).record for m in missing]


def principle(lesson="Payment: check tax tables first", topic="payment", ask=""):
    return log(topic=topic, missing="", lesson=lesson, ask=ask, type_="principle")


def test_principle_save_removes_snapshot_sources_in_one_replace(s, monkeypatch):
    a, b, c = saved(s, "a", "b", "c")
    s.snapshot(s.load().records.values())
    replaces = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda src, dst, **dir_fds: (replaces.append(dst), real_replace(src, dst, **dir_fds)))
    result = s.save_principle(principle(), [a["id"], b["id"]])
    assert len(replaces) == 1
    assert result.removal.removed == [a["id"], b["id"]] and result.created and result.count == 2
    records = list(s.load().records.values())
    assert [r["id"] for r in records] == [c["id"], result.record["id"]]
    meta = records[1]["meta"]
    assert meta["source_count"] == 2 and meta["compacted_at"] == meta["created"]


def test_record_revised_after_the_snapshot_is_never_removed(s):
    a, b = saved(s, "a", "b")
    s.snapshot(s.load().records.values())
    MemoryStore(s.project).upsert_log(log(missing="b", lesson="revised meanwhile"))
    result = s.save_principle(principle(), [a["id"], b["id"]])
    assert result.removal.removed == [a["id"]] and result.removal.changed == [b["id"]]
    assert "revised meanwhile" in [r["lesson"] for r in s.load().records.values()]


def test_a_record_whose_keys_a_tool_reordered_is_still_the_record_the_agent_saw(s):
    a, b = saved(s, "a", "b")
    s.snapshot(s.load().records.values())
    # a formatter or a merge tool rewrites the file with each record's keys in another order
    lines = [json.dumps(dict(reversed(list(json.loads(line).items()))), ensure_ascii=False) for line in file_lines(s)]
    s.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = s.save_principle(principle(), [a["id"], b["id"]])
    assert result.removal.removed == [a["id"], b["id"]] and result.removal.changed == []


def test_record_added_after_the_snapshot_is_never_removed(s):
    (a,) = saved(s, "a")
    s.snapshot(s.load().records.values())
    (late,) = saved(MemoryStore(s.project), "late")
    result = s.save_principle(principle(), [a["id"], late["id"]])
    assert result.removal.removed == [a["id"]] and result.removal.unknown == [late["id"]]
    assert late["id"] in [r["id"] for r in s.load().records.values()]


def test_sources_without_a_snapshot_are_kept_after_a_restart(s):
    a, b = saved(s, "a", "b")
    s.snapshot(s.load().records.values())
    restarted = MemoryStore(s.project)
    result = restarted.save_principle(principle(), [a["id"], b["id"]])
    assert result.removal.removed == [] and result.removal.unknown == [a["id"], b["id"]]
    assert len(restarted.load().records) == 3
    assert "source_count" not in result.record["meta"] and "compacted_at" not in result.record["meta"]


def test_sources_already_removed_by_another_compaction_are_reported_missing(s):
    a, b = saved(s, "a", "b")
    other = MemoryStore(s.project)
    for agent in (s, other):
        agent.snapshot(agent.load().records.values())
    first = s.save_principle(principle("first summary"), [a["id"], b["id"]])
    second = other.save_principle(principle("second summary"), [a["id"], b["id"]])
    assert first.removal.removed == [a["id"], b["id"]] and second.removal.missing == [a["id"], b["id"]]
    assert [r["lesson"] for r in s.load().records.values()] == ["first summary", "second summary"]


def test_resaving_a_principle_keeps_its_merged_count(s):
    a, b = saved(s, "a", "b")
    s.snapshot(s.load().records.values())
    first = s.save_principle(principle(), [a["id"]])
    s.snapshot(s.load().records.values())
    again = s.save_principle(principle(), [b["id"], first.record["id"]])
    assert not again.created and again.removal.removed == [b["id"]]
    assert again.record["meta"]["source_count"] == 2 and len(s.load().records) == 1


def test_merge_questions_joins_distinct_values_and_cuts_on_a_character_boundary():
    records = [{"ask_next_time": q} for q in ("Which countries?", "", "Which countries?", "Which PG?")]
    assert store.merge_questions(records) == "Which countries? / Which PG?"
    korean = [{"ask_next_time": "국가 범위는 무엇인가요" * 4}, {"ask_next_time": "환불 정책은 무엇인가요" * 4}]
    merged = store.merge_questions(korean)
    assert len(merged.encode("utf-8")) <= 512 and merged.startswith("국가")
    assert (merged + "x").encode("utf-8")  # no broken character at the cut
    assert store.merge_questions([{"ask_next_time": "a" * 600}]) == "a" * 512


@pytest.mark.parametrize(
    "a, b, similar",
    [
        ("auth_login", "auth-login", True),  # same words, other separator
        ("AuthLogin", "auth-login", True),  # same words, camel case
        ("auth", "auth-login", True),  # word-bounded prefix
        ("payment", "payments", True),  # difflib ratio >= 0.8
        ("auth", "authentication", False),  # a prefix, but not at a word boundary, and ratio < 0.8
        ("payment", "db-migration", False),  # unrelated
        ("ui-form", "ui", True),  # prefix
        ("결제", "결제-모듈", True),  # Korean words
    ],
)
def test_similar_topics(a, b, similar):
    assert store.topics_similar(a, b) is similar


def test_merge_suggestions_lists_each_pair_once():
    assert store.merge_suggestions(["auth", "payment", "auth-login", "AuthLogin"]) == [
        ("auth", "auth-login"),
        ("auth", "AuthLogin"),
        ("auth-login", "AuthLogin"),
    ]


# -- found in review: each once lost or misreported a memory ------------------------------------


@pytest.mark.parametrize(
    "first, second",
    [
        (("pay", "ment: refunds differ", "Lesson A", "log"), ("payment", ": refunds differ", "Lesson B", "log")),
        (("auth", "Tokens expire after 5 minutes", "Refresh early", "log"), ("auth", "", "Tokens expire after 5 minutes", "principle")),
    ],
)
def test_a_different_record_with_the_same_id_is_refused_not_overwritten(s, first, second):
    a = build_record(first[0], first[1], first[2], "", first[3])[0]
    b = build_record(second[0], second[1], second[2], "", second[3])[0]
    assert a["id"] == b["id"]  # the plain concatenation collides
    s.upsert_log(a)
    before = s.path.read_bytes()
    with pytest.raises(ValueError, match=f"ID {a['id']} is already taken by a different log in topic '{first[0]}'"):
        s.save_principle(b, []) if b["type"] == "principle" else s.upsert_log(b)
    assert s.path.read_bytes() == before


def test_a_principle_saved_again_with_other_context_is_the_same_principle_and_replaces_it(s):
    first = build_record("payment", "first context", "Check the tax table first", "", "principle")[0]
    again = build_record("payment", "other context", "Check the tax table first", "", "principle")[0]
    assert first["id"] == again["id"]  # a principle's ID hashes topic + lesson only
    s.save_principle(first, [])
    assert not s.save_principle(again, []).created
    assert [r["missing_context"] for r in s.load().records.values()] == ["other context"]


def test_a_principle_whose_id_collides_is_refused_naming_its_lesson(s):
    a = build_record("pay", "", "ment: check the tax table", "", "principle")[0]
    b = build_record("payment", "", ": check the tax table", "", "principle")[0]
    assert a["id"] == b["id"]
    s.save_principle(a, [])
    with pytest.raises(ValueError, match=r"already taken by a different principle in topic 'pay' \(IDs hash topic \+ lesson\)\. Reword lesson"):
        s.save_principle(b, [])


def test_a_log_over_digest_bytes_is_compared_by_digest_and_still_written_line_for_line(s, monkeypatch):
    monkeypatch.setattr(store, "DIGEST_BYTES", 10)  # every log is "large": a read compares digests
    records = [s.upsert_log(log(missing=m)).record for m in ("a", "b")]
    records.append(MemoryStore(s.project).upsert_log(log(missing="c")).record)  # a fresh store reads it first
    assert s.path.read_text(encoding="utf-8") == "".join(store.serialize(r) + "\n" for r in records)


def test_a_log_over_digest_bytes_changed_by_another_writer_is_read_again(s, monkeypatch):
    monkeypatch.setattr(store, "DIGEST_BYTES", 10)  # every log is "large": a read compares digests, not bytes
    s.upsert_log(log(missing="a"))
    assert len(s.load().records) == 1
    MemoryStore(s.project).upsert_log(log(missing="b"))  # another window's write
    assert [r["missing_context"] for r in s.load().records.values()] == ["a", "b"]


def test_git_helper_files_are_restored_when_a_log_exists_without_them(s):
    s.upsert_log(log(missing="a"))
    (s.folder / ".gitignore").unlink()
    (s.folder / ".gitattributes").unlink()
    s.upsert_log(log(missing="b"))
    assert (s.folder / ".gitignore").exists() and (s.folder / ".gitattributes").exists()


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permission bits")
def test_a_temp_file_is_private_until_it_gets_the_logs_mode(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    modes, real_fchmod = [], os.fchmod

    def fchmod(fd, mode):
        modes.append((stat.S_IMODE(os.fstat(fd).st_mode), mode))
        real_fchmod(fd, mode)

    monkeypatch.setattr(os, "fchmod", fchmod)
    old = os.umask(0)  # nothing masked: the mode the temp file is created with shows as it is
    try:
        s.upsert_log(log(missing="b"))
    finally:
        os.umask(old)
    assert modes == [(0o600, 0o644)]


def test_a_write_fsyncs_the_new_file_before_the_replace_and_the_folder_after_it(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    events = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd):
        events.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        real_fsync(fd)

    def replace(*args, **kwargs):
        events.append("replace")
        real_replace(*args, **kwargs)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    s.upsert_log(log(missing="b"))
    assert events == ["fsync file", "replace", "fsync folder"]


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX permission bits")
def test_a_temp_file_whose_mode_cannot_be_set_is_removed_and_the_write_fails_clearly(s, monkeypatch):
    s.upsert_log(log(missing="a"))
    before, names = s.path.read_bytes(), folder_names(s)

    def not_permitted(fd, mode):
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "fchmod", not_permitted)
    with pytest.raises(StoreError, match="Operation not permitted. Nothing was changed"):
        s.upsert_log(log(missing="b"))
    assert s.path.read_bytes() == before and folder_names(s) == names


def test_a_folder_that_cannot_be_fsynced_still_gets_the_write(s, monkeypatch, caplog):
    s.upsert_log(log(missing="a"))

    def no_folder_fsync(folder):
        raise OSError(errno.EINVAL, "Invalid argument")

    monkeypatch.setattr(store, "_fsync_folder", no_folder_fsync)
    assert s.upsert_log(log(missing="b")).count == 2  # not "Nothing was changed": it was
    assert len(MemoryStore(s.project).load().records) == 2
    assert f"could not fsync {s.folder} after replacing memory_log.jsonl: [Errno 22] Invalid argument" in caplog.messages


def test_saving_a_principle_leaves_the_callers_record_as_given(s):
    (a,) = saved(s, "a")
    s.snapshot(s.load().records.values())
    mine = principle()
    result = s.save_principle(mine, [a["id"]])
    assert "source_count" not in mine["meta"] and result.record["meta"]["source_count"] == 1


# -- compaction's bookkeeping: meta.sources and the snapshot (docs/Design.md §5) --------------------


def test_a_principle_names_every_record_it_removed_and_keeps_them_named_when_saved_again(s):
    a, b, c = saved(s, "a", "b", "c")
    s.snapshot([a, b])
    first = s.save_principle(principle(), [a["id"], b["id"]]).record
    assert first["meta"]["sources"] == [store.source_key(a), store.source_key(b)]
    s.snapshot([c])
    again = s.save_principle(principle(), [c["id"]]).record
    assert again["meta"]["sources"] == [store.source_key(a), store.source_key(b), store.source_key(c)]
    assert [r["id"] for r in s.load().records.values()] == [again["id"]]


def test_a_removed_source_leaves_the_snapshot_so_its_return_is_not_handed_out(s):
    (a,) = saved(s, "a")
    s.snapshot([a])
    s.save_principle(principle(), [a["id"]])
    back = s.upsert_log({**log(missing="a"), "meta": {"created": "2031-01-01T00:00:00+00:00"}}).record
    assert back["id"] == a["id"]  # the same memory, logged again after its compaction
    result = s.save_principle(principle(), [a["id"]])
    assert result.removal == store.Removal(removed=[], changed=[], unknown=[a["id"]], missing=[])


def test_only_a_principle_lists_sources_a_log_naming_some_hides_nothing(s):
    (a,) = saved(s, "a")
    odd = log(missing="b")
    odd["meta"]["sources"] = [store.source_key(a)]
    s.path.write_text(s.path.read_text() + store.serialize(odd) + "\n")
    loaded = s.load()
    assert list(loaded.records) == [a["id"], odd["id"]] and loaded.compacted == []


def test_a_compacted_log_passes_on_none_of_the_sources_its_meta_lists(s):
    (a,) = saved(s, "a")
    odd = log(missing="b")
    odd["meta"]["sources"] = [store.source_key(a)]  # a hand edit: only a principle's sources count
    odd = s.upsert_log(odd).record
    s.snapshot([odd])
    result = s.save_principle(principle(), [odd["id"]])
    assert result.record["meta"]["sources"] == [store.source_key(odd)]
    assert list(s.load().records) == [a["id"], result.record["id"]]


def test_after_a_removal_kept_lines_are_numbered_as_in_the_new_file(s):
    a, b = saved(s, "a", "b")
    s.path.write_text(s.path.read_text() + "not a record\n")
    assert s.load().malformed == [3]
    s.snapshot([a])
    s.save_principle(principle(), [a["id"]])  # removes a, appends the principle
    assert s.load().malformed == [2] and file_lines(s)[1] == "not a record"


# -- git helpers an earlier version wrote are brought up to date; a person's are not (Design §12) ------

OLD_ATTRIBUTES = b"memory_log.jsonl merge=union\n"
NEW_ATTRIBUTES = store.CONTEXT_GITATTRIBUTES.encode()


@pytest.mark.parametrize(
    "found, updated",
    [
        (OLD_ATTRIBUTES, True),
        (OLD_ATTRIBUTES.replace(b"\n", b"\r\n"), True),  # a Windows checkout
        (OLD_ATTRIBUTES.rstrip(b"\n"), True),  # an editor dropped the final newline
        (OLD_ATTRIBUTES.replace(b"\n", b"\r\n").rstrip(b"\r\n"), True),
        (b"\xef\xbb\xbf" + OLD_ATTRIBUTES, True),  # an editor added a BOM
        (b"\xef\xbb\xbf" + OLD_ATTRIBUTES.replace(b"\n", b"\r\n"), True),
        (b"\xef\xbb\xbf" + OLD_ATTRIBUTES.rstrip(b"\n"), True),
        (b"\xef\xbb\xbf" + OLD_ATTRIBUTES.replace(b"\n", b"\r\n").rstrip(b"\r\n"), True),
        (OLD_ATTRIBUTES.replace(b"union", b"Union"), False),  # the same size, another text: a person's
        (OLD_ATTRIBUTES + b"*.png binary\n", False),
        (b"memory_log.jsonl merge=union -text\n", False),
    ],
)
def test_a_helper_an_earlier_version_wrote_is_updated_in_any_line_endings_and_no_other(s, found, updated):
    s.upsert_log(log(missing="a"))
    helper = s.folder / ".gitattributes"
    helper.write_bytes(found)
    s.upsert_log(log(missing="b"))
    assert helper.read_bytes() == (NEW_ATTRIBUTES if updated else found)


def test_a_helper_is_opened_to_compare_only_when_its_size_is_one_an_earlier_version_can_have(s, monkeypatch):
    variants = {
        bom + text.replace(b"\n", eol).removesuffix(eol if cut else b"")
        for text in [OLD_ATTRIBUTES] for eol in (b"\n", b"\r\n") for bom in (b"", b"\xef\xbb\xbf") for cut in (False, True)
    }  # six: without its final newline, the LF and the CRLF text are one
    s.upsert_log(log(missing="a"))
    helper, opened = s.folder / ".gitattributes", []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *args, **kwargs: (opened.append(path), real_open(path, *args, **kwargs))[1])
    for size in range(1, 2 * len(OLD_ATTRIBUTES)):
        helper.write_bytes(b"#" * size)  # a person's helper: kept whatever its size
        opened.clear()
        s.upsert_log(log(missing="b"))
        assert (".gitattributes" in opened) == (size in {len(v) for v in variants}), size
        assert helper.read_bytes() == b"#" * size


def test_gitignore_has_no_earlier_version_so_any_content_of_it_stays(s):
    s.upsert_log(log(missing="a"))
    helper = s.folder / ".gitignore"
    helper.write_bytes(OLD_ATTRIBUTES)  # an earlier .gitattributes' text, in the other helper
    s.upsert_log(log(missing="b"))
    assert helper.read_bytes() == OLD_ATTRIBUTES


# -- a save never produces a version a principle already compacted (Design §5) -----------------------


def at(record: dict, created: str) -> dict:
    return {**record, "meta": {**record["meta"], "created": created}}


def compacted_at(s, created: str) -> dict:
    """`a` saved at `created`, then compacted by a principle: the principle lists a@created."""
    a = s.upsert_log(at(log(missing="a"), created)).record
    s.snapshot([a])
    s.save_principle(at(principle(), "2031-01-01T12:00:00+00:00"), [a["id"]])
    return a


@pytest.mark.parametrize(
    "again, stored",
    [
        ("2031-01-01T10:00:00+00:00", "2031-01-01T10:00:01+00:00"),  # saved again in the second it was compacted
        ("2031-01-01T09:59:00+00:00", "2031-01-01T10:00:01+00:00"),  # on a clock behind the compacting one's
        ("2031-01-01T19:00:00+09:00", "2031-01-01T10:00:01+00:00"),  # behind, in another offset
        ("2031-01-01T10:00:01+00:00", "2031-01-01T10:00:01+00:00"),  # already later: kept as given
    ],
)
def test_a_record_saved_again_is_moved_past_its_compacted_version_and_stays_visible(s, again, stored):
    compacted_at(s, "2031-01-01T10:00:00+00:00")
    saved_again = s.upsert_log(at(log(missing="a", lesson="saved again"), again)).record
    assert saved_again["meta"]["created"] == stored
    assert [r["lesson"] for r in s.load().records.values()] == ["Payment: check tax tables first", "saved again"]


@pytest.mark.skipif(not hasattr(time, "tzset"), reason="POSIX time zones")
def test_a_moved_time_is_written_in_utc_whatever_the_machines_time_zone(s, monkeypatch):
    monkeypatch.setenv("TZ", "KST-9")  # the machine's clock in Seoul
    time.tzset()
    try:
        compacted_at(s, "2031-01-01T10:00:00+00:00")
        again = s.upsert_log(at(log(missing="a", lesson="saved again"), "2031-01-01T19:00:00+09:00")).record
    finally:
        monkeypatch.undo()
        time.tzset()
    assert again["meta"]["created"] == "2031-01-01T10:00:01+00:00"


def test_a_log_before_the_principle_does_not_stop_the_search_for_the_compacted_version(s):
    s.upsert_log(log(missing="logged first, compacted never"))
    compacted_at(s, "2031-01-01T10:00:00+00:00")
    again = s.upsert_log(at(log(missing="a", lesson="saved again"), "2031-01-01T10:00:00+00:00")).record
    assert again["meta"]["created"] == "2031-01-01T10:00:01+00:00"
    assert "saved again" in [r["lesson"] for r in s.load().records.values()]


def test_the_newest_version_any_principle_lists_is_the_one_to_move_past(s):
    compacted_at(s, "2031-01-01T10:00:00+00:00")
    a = log(missing="a")
    other = at(principle("Another summary"), "2031-01-01T12:00:00+00:00")
    other["meta"]["sources"] = [f"{a['id']}@2031-01-01T11:00:00+00:00", f"{a['id']}@2031-01-01T09:00:00+00:00"]
    s.path.write_text(s.path.read_text() + store.serialize(other) + "\n")
    assert s.upsert_log(at(a, "2031-01-01T10:30:00+00:00")).record["meta"]["created"] == "2031-01-01T11:00:01+00:00"


def test_a_principle_listing_its_own_id_never_moves_its_own_save(s):
    p = at(principle(), "2031-01-01T10:00:00+00:00")
    p["meta"]["sources"] = [f"{p['id']}@2031-01-01T11:00:00+00:00"]
    s.save_principle(p, [])
    again = s.save_principle(at(principle(), "2031-01-01T10:30:00+00:00"), [])
    assert again.record["meta"]["created"] == "2031-01-01T10:30:00+00:00"


def test_record_lines_have_one_fixed_key_order_whatever_order_they_were_given_in(s):
    record = principle()
    record["meta"] = {"zeta": 1, "sources": ["x@y"], "source_count": 1, "compacted_at": "c", "created": "2031-01-01T10:00:00+00:00"}
    shuffled = dict(reversed(list({**record, "extra": True}.items())))
    s.save_principle(shuffled, [])
    line = json.loads(file_lines(s)[0])
    assert list(line) == [*store.RECORD_KEYS, "extra"]
    assert list(line["meta"]) == ["created", "compacted_at", "source_count", "sources", "zeta"]


# -- what is a record: anything short of one is kept as a malformed line (Design §4) ------------------


def write_lines(s, *lines: str | bytes) -> None:
    s.folder.mkdir(exist_ok=True)
    s.path.write_bytes(b"".join((line if isinstance(line, bytes) else line.encode()) + b"\n" for line in lines))


def near(**changes) -> str:
    record = json.loads(store.serialize(log()))
    for key, value in changes.items():
        if key == "meta" and value is ...:
            del record["meta"]["created"]
        else:
            record[key] = value
    return json.dumps(record)


@pytest.mark.parametrize(
    "line",
    [
        near(id=""),
        near(topic="  "),
        near(type="note"),
        near(ask_next_time=5),
        near(meta=...),  # meta without created
        near(meta={"created": 20310101}),
        near(meta="2031-01-01"),
        near(lesson=None),
        json.dumps([json.loads(near())]),  # a record inside a list
    ],
)
def test_a_line_short_of_a_record_is_kept_as_it_is_and_counted(s, line):
    write_lines(s, store.serialize(log(missing="a")), line)
    loaded = s.load()
    assert len(loaded.records) == 1 and loaded.malformed == [2]
    s.upsert_log(log(missing="b"))
    assert file_lines(s)[1] == line


def test_a_record_without_ask_next_time_reads_as_one_with_an_empty_question(s):
    older = json.loads(store.serialize(log()))
    del older["ask_next_time"]
    write_lines(s, json.dumps(older))
    (record,) = s.load().records.values()
    assert record["ask_next_time"] == "" and store.merge_questions([record]) == ""


def test_a_line_of_exactly_the_longest_a_record_can_be_is_parsed_and_one_byte_more_is_not(s):
    line = store.serialize(log())
    padded = line[:-1] + " " * (store.MAX_LINE_BYTES - len(line.encode())) + "}"  # hand-edited spacing
    assert len(padded.encode()) == store.MAX_LINE_BYTES
    write_lines(s, padded, padded[:-1] + " }")
    loaded = s.load()
    assert len(loaded.records) == 1 and loaded.malformed == [2] and loaded.suspicious == {2: "long"}


def test_a_log_at_exactly_the_size_limit_without_its_final_newline_is_read_whole(tmp_path):
    memory = MemoryStore(tmp_path)
    write_lines(memory, store.serialize(log(missing="a")), store.serialize(log(missing="b")))
    memory.path.write_bytes(memory.path.read_bytes().rstrip(b"\n"))  # committed without it
    exact = MemoryStore(tmp_path, max_log_bytes=memory.path.stat().st_size)
    loaded = exact.load()
    assert len(loaded.records) == 2 and loaded.malformed == []


@pytest.mark.parametrize("undecodable, refused", [(4, False), (5, True)])
def test_a_log_without_records_is_refused_as_not_utf8_only_when_most_of_its_bytes_do_not_decode(s, undecodable, refused):
    s.folder.mkdir()
    s.path.write_bytes(b"\xff" * undecodable + b"\n" + b"a" * (7 - undecodable))  # 8 bytes in all
    if refused:
        with pytest.raises(StoreError, match="is encoded as not UTF-8"):
            s.load()
    else:
        assert s.load().malformed == [1, 2]


# -- compacted stays compacted: a merge that brings originals back beside their principle (Design §5) --


def test_originals_a_principle_lists_are_hidden_wherever_they_stand_and_the_next_write_drops_them(s):
    a, b, c = log(missing="a"), log(missing="b"), log(missing="c")
    p = principle()
    p["meta"]["sources"] = [store.source_key(a), store.source_key(b)]
    write_lines(s, *map(store.serialize, [a, c, p, b]))  # a log before the principle, one after it
    loaded = s.load()
    assert list(loaded.records) == [c["id"], p["id"]] and loaded.compacted == [a["id"], b["id"]]
    assert [json.loads(line)["id"] for line in loaded.to_bytes().splitlines()] == [c["id"], p["id"]]
    s.upsert_log(log(missing="d"))
    assert [json.loads(line)["missing_context"] for line in file_lines(s)] == ["c", "", "d"]


def test_an_older_version_of_a_listed_record_is_hidden_and_a_newer_one_stays(s):
    a = {**log(missing="a"), "meta": {"created": "2031-01-01T10:00:00+00:00"}}
    p = principle()
    p["meta"]["sources"] = [store.source_key(a)]
    older = {**a, "lesson": "older", "meta": {"created": "2031-01-01T09:00:00+00:00"}}
    newer = {**a, "lesson": "newer", "meta": {"created": "2031-01-01T10:00:01+00:00"}}
    write_lines(s, store.serialize(older), store.serialize(p))
    assert s.load().compacted == [a["id"]]
    write_lines(s, store.serialize(newer), store.serialize(p))
    assert s.load().compacted == [] and s.load().records[a["id"]]["lesson"] == "newer"


def test_one_principle_saved_on_both_sides_keeps_what_either_side_replaced_and_writes_that_line(s):
    a, b = log(missing="a"), log(missing="b")
    mine, theirs = principle(), principle()
    mine["meta"] = {"created": "2031-01-01T10:00:00+00:00", "sources": [store.source_key(a)]}
    theirs["meta"] = {"created": "2031-01-01T10:00:05+00:00", "sources": [store.source_key(b)]}
    write_lines(s, *map(store.serialize, [mine, a, theirs, b]))
    loaded = s.load()
    assert list(loaded.records) == [mine["id"]] and loaded.compacted == [a["id"], b["id"]]
    merged = loaded.records[mine["id"]]
    assert merged["meta"]["created"] == theirs["meta"]["created"]  # the newer line wins ...
    assert store.sources_of(merged) == [store.source_key(b), store.source_key(a)]  # ... and takes the other's sources
    s.upsert_log(log(missing="c"))
    assert json.loads(file_lines(s)[0]) == merged


def test_an_invalid_utf8_line_survives_a_rewrite_in_place_too(s):
    """An update rewrites every line (an append only adds one): the kept bytes still come back as they were."""
    s.upsert_log(log(missing="a"))
    with s.path.open("ab") as f:
        f.write(b"\xff\xfe broken\n")
    s.upsert_log(log(missing="a", lesson="revised"))
    assert s.path.read_bytes().split(b"\n")[1] == b"\xff\xfe broken"
    assert json.loads(s.path.read_bytes().split(b"\n")[0])["lesson"] == "revised"


def test_removing_the_last_record_leaves_an_empty_log(s):
    (a,) = saved(s, "a")
    remaining, removal = store.delete_by_ids(s.load(), [a["id"]], {a["id"]: store.fingerprint(a)})
    assert removal.removed == [a["id"]] and remaining.records == {} and remaining.to_bytes() == b""
