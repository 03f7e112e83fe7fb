"""The memory log: `.context/memory_log.jsonl`, one JSON record per line.

Every change is a read-modify-write of the whole file under a sidecar lock, finished by an atomic
replace, so a reader or a crash never sees half a file. Lines the store cannot parse are kept
verbatim where they were and reported; git conflict markers are dropped; duplicate IDs (after a
merge) collapse to the newest record.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

log = logging.getLogger("sentinel_memory")

CONTEXT_DIR = ".context"
LOG_NAME = "memory_log.jsonl"
TYPES = ("log", "principle")
# UTF-8 byte limits per field; over a limit is an error, never a truncation.
LIMITS = {"topic": 64, "missing_context": 1024, "lesson": 1024, "ask_next_time": 512}
LOCK_TIMEOUT = 10.0

# Written beside the log when the store creates it: keep lock and temp files out of git, and let
# two branches that both appended records merge by keeping both sides' lines.
CONTEXT_GITIGNORE = "*.lock\n*.tmp\n"
CONTEXT_GITATTRIBUTES = f"{LOG_NAME} merge=union\n"

_CONFLICT_MARKER = re.compile(r"(<{7}|>{7}|\|{7})(\s.*)?|={7}\s*")
_BOM = b"\xef\xbb\xbf"
# Windows refuses a replace while another process has the file open (a reader, an indexer, an
# antivirus scan); that clears within moments, so retry briefly there. Elsewhere a failed replace
# is a real error.
_REPLACE_RETRIES = 20 if os.name == "nt" else 0
_REPLACE_RETRY_DELAY = 0.05


class StoreError(RuntimeError):
    """The log could not be read or written; the message says why and what to do."""


@dataclass
class LogFile:
    """A parsed log: what a rewrite writes back, and what a read reports."""

    lines: list[str] = field(default_factory=list)  # record lines and kept malformed lines, in order
    ids: list[str | None] = field(default_factory=list)  # record ID per line; None: kept malformed line
    records: dict[str, dict] = field(default_factory=dict)  # by ID, in file order
    malformed: list[int] = field(default_factory=list)  # 1-based line numbers in the file as read
    conflict_markers: int = 0
    duplicates: int = 0
    # The file's bytes when they are exactly what to_bytes() would write; lets an append skip re-joining.
    data: bytes | None = None

    def topics(self) -> list[str]:
        return list(dict.fromkeys(r["topic"] for r in self.records.values()))

    def to_bytes(self) -> bytes:
        if self.data is None:
            # surrogateescape writes a kept line with invalid UTF-8 back byte for byte.
            self.data = ("\n".join(self.lines) + "\n").encode("utf-8", "surrogateescape") if self.lines else b""
        return self.data


@dataclass
class SaveResult:
    record: dict
    created: bool  # False: an existing record with this ID was replaced in place
    count: int  # records in the log after the save
    topics: list[str] = field(default_factory=list)  # distinct topics before the save
    removed: list[str] = field(default_factory=list)  # source IDs removed by a principle save
    changed: list[str] = field(default_factory=list)  # source IDs revised since the snapshot: kept
    unknown: list[str] = field(default_factory=list)  # source IDs in no snapshot: kept
    missing: list[str] = field(default_factory=list)  # source IDs no longer in the log


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def record_id(type_: str, topic: str, missing_context: str, lesson: str) -> str:
    """First 16 hex characters of SHA-256 over `topic + missing_context` (log) or `topic + lesson`."""
    key = topic + (missing_context if type_ == "log" else lesson)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def build_record(
    topic: str,
    missing_context: str,
    lesson: str,
    ask_next_time: str = "",
    type_: str = "log",
) -> tuple[dict, list[str]]:
    """Validate and sanitize one memory; return the record to store and the fields redacted.

    Raises ValueError naming the field and what to change. Redaction happens before the ID is
    computed, so the ID never derives from a secret.
    """
    # Imported on first use, like filelock below: start-up (initialize, tools/list) needs neither.
    from core.sanitizer import find_credentials, sanitize_fields

    if type_ not in TYPES:
        raise ValueError(f"type must be 'log' or 'principle', not {type_!r}.")
    topic = topic.strip()
    if not topic:
        raise ValueError("topic is empty: give a short module or feature tag such as 'auth' or 'payment'.")
    if any(ch < " " or ch == "\x7f" for ch in topic):
        raise ValueError("topic must be a single line without control characters: give a short tag such as 'auth'.")
    if find_credentials(topic):
        raise ValueError(
            "topic contains what looks like a credential (a token or a password): use a plain module or feature tag."
        )
    if not lesson.strip():
        raise ValueError("lesson is empty: state the rule or constraint to apply next time.")
    if type_ == "log" and not missing_context.strip():
        raise ValueError("missing_context is empty: state what the initial instructions lacked.")
    given = {"topic": topic, "missing_context": missing_context, "lesson": lesson, "ask_next_time": ask_next_time}
    _check_limits(given, "")
    # Every text field gets the full sanitizer, in stored order: a label ending one field covers
    # a value starting the next.
    stored = {
        "topic": topic,
        **sanitize_fields({"missing_context": missing_context, "lesson": lesson, "ask_next_time": ask_next_time}),
    }
    _check_limits(stored, " after redaction")
    redacted = [name for name in stored if stored[name] != given[name]]
    record = {
        "id": record_id(type_, topic, stored["missing_context"], stored["lesson"]),
        "type": type_,
        **stored,
        "meta": {"created": now_iso()},
    }
    return record, redacted


def _check_limits(fields: dict[str, str], when: str) -> None:
    for name, value in fields.items():
        try:
            size = len(value.encode("utf-8"))
        except UnicodeEncodeError:
            raise ValueError(
                f"{name} contains characters that are not valid Unicode (a lone surrogate): send plain UTF-8 text."
            ) from None
        if size > LIMITS[name]:
            raise ValueError(
                f"{name} is {size} UTF-8 bytes{when}; the limit is {LIMITS[name]} bytes"
                " (non-Latin characters take 2-4 bytes each). Shorten it; it is not truncated."
            )


def fingerprint(record: dict) -> str:
    """A record's content and save time: it changes whenever the record is revised."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False)


def _is_record(obj: object) -> bool:
    if not isinstance(obj, dict):
        return False
    texts = ("id", "topic", "missing_context", "lesson")
    if not all(isinstance(obj.get(k), str) for k in texts) or not obj["topic"].strip() or not obj["id"]:
        return False
    if obj.get("type") not in TYPES or not isinstance(obj.get("ask_next_time", ""), str):
        return False
    meta = obj.get("meta")
    return isinstance(meta, dict) and isinstance(meta.get("created"), str)


def _created(record: dict) -> datetime:
    try:
        when = datetime.fromisoformat(record["meta"]["created"].replace("Z", "+00:00"))
    except ValueError:
        return datetime.min.replace(tzinfo=timezone.utc)
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def parse_log(data: bytes) -> LogFile:
    """Parse the log's bytes. Never fails: what is not a record is kept and reported."""
    parsed = LogFile()
    original = data
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    # Split on \n only: JSON leaves U+2028 and friends raw, and str.splitlines() would cut there.
    raw_lines = data.split(b"\n")
    if raw_lines and raw_lines[-1] == b"":
        raw_lines.pop()
    index: dict[str, int] = {}
    dropped = 0  # CRs, blank lines and markers a rewrite leaves out
    for number, raw in enumerate(raw_lines, start=1):
        if raw.endswith(b"\r"):  # a CRLF checkout (core.autocrlf)
            raw = raw[:-1]
            dropped += 1
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError:
            line = raw.decode("utf-8", "surrogateescape")
            record = None
        else:
            if not line.strip():
                dropped += 1
                continue
            if _CONFLICT_MARKER.fullmatch(line):
                parsed.conflict_markers += 1
                continue
            try:
                record = json.loads(line)
            except ValueError:
                record = None
        if not _is_record(record):
            parsed.malformed.append(number)
            parsed.lines.append(line)
            parsed.ids.append(None)
            continue
        record.setdefault("ask_next_time", "")
        rid = record["id"]
        if rid in index:
            parsed.duplicates += 1
            if _created(record) >= _created(parsed.records[rid]):  # on a tie the later line wins
                parsed.lines[index[rid]] = line
                parsed.records[rid] = record
            continue
        index[rid] = len(parsed.lines)
        parsed.lines.append(line)
        parsed.ids.append(rid)
        parsed.records[rid] = record
    if data is original and not (dropped or parsed.conflict_markers or parsed.duplicates) and data[-1:] in (b"\n", b""):
        parsed.data = original
    return parsed


def serialize(record: dict) -> str:
    return json.dumps(record, ensure_ascii=False)


class MemoryStore:
    """The log of one project. Safe across threads and processes through the sidecar lock."""

    def __init__(self, project: Path, lock_timeout: float = LOCK_TIMEOUT):
        self.project = Path(project)
        self.folder = self.project / CONTEXT_DIR
        self.path = self.folder / LOG_NAME
        self.lock_timeout = lock_timeout
        from filelock import FileLock

        self._lock = FileLock(str(self.path) + ".lock", timeout=lock_timeout)
        # Bytes last read or written with their parse: an unchanged file is not parsed again.
        self._cache: tuple[bytes, LogFile] = (b"", LogFile())
        # compact_memory's snapshots: ID -> fingerprint of the record when it was handed out.
        self._snapshot: dict[str, str] = {}

    # -- reading -------------------------------------------------------------------------------

    def load(self) -> LogFile:
        """The parsed log, read under the lock (an empty log when there is none yet)."""
        if not self.path.exists():
            return LogFile()
        with self._locked(write=False):
            return self._read()

    def read_all(self, topic: str | None = None) -> list[dict]:
        """All records in file order, or those whose topic equals `topic` exactly."""
        records = self.load().records.values()
        if topic is None:
            return list(records)
        return [r for r in records if r["topic"] == topic]

    def count(self) -> int:
        return len(self.load().records)

    # -- writing -------------------------------------------------------------------------------

    def upsert_log(self, record: dict) -> SaveResult:
        """Save a record; one with the same ID is replaced in place (a one-line git diff)."""
        with self._locked(write=True):
            current = self._read()
            updated, created = _with_record(current, record)
            self._write(updated)
        return SaveResult(record=record, created=created, count=len(updated.records), topics=current.topics())

    def delete_by_ids(self, ids: list[str]) -> list[str]:
        """Remove the records with these IDs; return the IDs actually removed."""
        with self._locked(write=True):
            current = self._read()
            gone = [rid for rid in dict.fromkeys(ids) if rid in current.records]
            if gone:
                self._write(_without(current, set(gone)))
        return gone

    def snapshot(self, records: list[dict]) -> None:
        """Remember records handed to compaction, so a later principle save may remove them."""
        self._snapshot.update((r["id"], fingerprint(r)) for r in records)

    def save_principle(self, record: dict, source_ids: list[str]) -> SaveResult:
        """Save a principle and remove its sources in one atomic replace.

        A source is removed only if a snapshot handed it out and it is unchanged since: a record
        added or revised after compact_memory is never lost.
        """
        record = {**record, "meta": dict(record["meta"])}  # its meta changes below; the caller's stays as given
        with self._locked(write=True):
            current = self._read()
            result = SaveResult(record=record, created=False, count=0, topics=current.topics())
            for rid in dict.fromkeys(source_ids):
                if rid == record["id"]:
                    continue  # re-saving the same principle replaces it; it is not its own source
                if rid not in current.records:
                    result.missing.append(rid)
                elif rid not in self._snapshot:
                    result.unknown.append(rid)
                elif fingerprint(current.records[rid]) != self._snapshot[rid]:
                    result.changed.append(rid)
                else:
                    result.removed.append(rid)
            previous = current.records.get(record["id"], {}).get("meta", {})
            merged = previous.get("source_count", 0) + len(result.removed)
            if result.removed:
                record["meta"]["compacted_at"] = record["meta"]["created"]
            elif "compacted_at" in previous:
                record["meta"]["compacted_at"] = previous["compacted_at"]
            if merged:
                record["meta"]["source_count"] = merged
            updated, result.created = _with_record(_without(current, set(result.removed)), record)
            self._write(updated)
            for rid in result.removed:
                self._snapshot.pop(rid, None)
        result.count = len(updated.records)
        return result

    # -- the lock, the cache and the atomic write ----------------------------------------------

    @contextmanager
    def _locked(self, write: bool) -> Iterator[None]:
        what = "write" if write else "read"
        if write:
            self._prepare_folder()
        try:
            self._lock.acquire()
        except TimeoutError:  # filelock.Timeout
            raise StoreError(
                f"Could not {what} {self.path}: another process held its lock for more than"
                f" {self.lock_timeout:g} s. Retry; if it persists, look for a hung process."
            ) from None
        except OSError as exc:
            if write:
                raise StoreError(f"Could not lock {self.path}: {exc.strerror or exc}. Nothing was changed.") from exc
            # A read-only checkout: nobody can write here, and every write is an atomic replace,
            # so an unlocked read still sees a whole file.
            log.warning("reading %s without its lock: %s", self.path, exc.strerror or exc)
            yield
            return
        try:
            yield
        finally:
            self._lock.release()

    def _read(self) -> LogFile:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            data = b""
        except OSError as exc:
            raise StoreError(f"Could not read {self.path}: {exc.strerror or exc}.") from exc
        cached_bytes, cached = self._cache
        if data == cached_bytes:
            return cached
        parsed = parse_log(data)
        if parsed.malformed:
            log.warning(
                "%s: skipped %d malformed line(s) (line %s); they are kept in the file as they are",
                self.path, len(parsed.malformed), ", ".join(map(str, parsed.malformed[:10])),
            )
        self._cache = (data, parsed)
        return parsed

    def _write(self, updated: LogFile) -> None:
        data = updated.to_bytes()
        try:
            self._remove_stale_temp_files()
            atomic_write(self.path, data)
        except OSError as exc:
            raise StoreError(
                f"Could not write {self.path}: {exc.strerror or exc}. Nothing was changed; the log is as it was."
            ) from exc
        self._cache = (data, updated)

    def _remove_stale_temp_files(self) -> None:
        """Temp files of writers killed mid-write. Only the lock holder writes one, so any found now is dead."""
        for stale in self.folder.glob(f".{LOG_NAME}.*.tmp"):
            try:
                stale.unlink()
            except OSError:
                pass  # still held (a Windows scanner) or already gone: it must not block this write

    def _prepare_folder(self) -> None:
        """`.context/` with its git helpers: lock and temp files ignored, branches merged by union.

        Checked on every write, not only when the folder is new: a log committed without them
        would show its lock file in `git status` and conflict on every merge."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            for name, text in ((".gitignore", CONTEXT_GITIGNORE), (".gitattributes", CONTEXT_GITATTRIBUTES)):
                helper = self.folder / name
                if not helper.exists():
                    atomic_write(helper, text.encode("utf-8"))
        except OSError as exc:
            raise StoreError(f"Could not create {self.folder}: {exc.strerror or exc}. Nothing was written.") from exc


def _check_same_record(current: LogFile, record: dict) -> None:
    """Refuse a save whose ID belongs to a different record.

    The ID hashes the plain concatenation `topic + text`, so ('pay', 'ment: x') and ('payment',
    ': x') share one; an upsert must replace the same memory, never a stranger's."""
    existing = current.records.get(record["id"])
    if existing is None:
        return
    key = "missing_context" if record["type"] == "log" else "lesson"
    if (existing["type"], existing["topic"], existing[key]) != (record["type"], record["topic"], record[key]):
        raise ValueError(
            f"This {record['type']}'s ID {record['id']} is already taken by a different {existing['type']}"
            f" in topic '{existing['topic']}' (IDs hash topic + {key}). Reword {key} slightly and save again."
        )


def _with_record(current: LogFile, record: dict) -> tuple[LogFile, bool]:
    """A copy of `current` with `record` replacing its namesake in place, or appended."""
    _check_same_record(current, record)
    updated = LogFile(lines=list(current.lines), ids=list(current.ids), records=dict(current.records))
    rid = record["id"]
    line = serialize(record)
    created = rid not in updated.records
    if created:
        updated.lines.append(line)
        updated.ids.append(rid)
        if current.data is not None:  # appending to known bytes: no need to join 10,000 lines again
            updated.data = current.data + (line + "\n").encode("utf-8")
    else:
        updated.lines[updated.ids.index(rid)] = line
    updated.records[rid] = record
    updated.malformed = _kept_line_numbers(updated.ids)
    return updated, created


def _without(current: LogFile, ids: set[str]) -> LogFile:
    if not ids:
        return current
    keep = [i for i, rid in enumerate(current.ids) if rid not in ids]
    kept_ids = [current.ids[i] for i in keep]
    return LogFile(
        lines=[current.lines[i] for i in keep],
        ids=kept_ids,
        records={rid: r for rid, r in current.records.items() if rid not in ids},
        malformed=_kept_line_numbers(kept_ids),
    )


def _kept_line_numbers(ids: list[str | None]) -> list[int]:
    """Where the kept malformed lines stand in a rewritten file."""
    return [number for number, rid in enumerate(ids, start=1) if rid is None]


def atomic_write(path: Path, data: bytes) -> None:
    """Replace `path` with `data` so that it is always either the old or the new file, whole."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            os.chmod(tmp, path.stat().st_mode & 0o777)
        except FileNotFoundError:
            os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide a new log from teammates on a shared machine
        _replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:
        _fsync_folder(path.parent)
    except OSError as exc:  # the new file is in place; some network filesystems cannot fsync a folder
        log.warning("could not fsync %s after replacing %s: %s", path.parent, path.name, exc)


def _replace(src: str, dst: Path) -> None:
    for attempt in range(_REPLACE_RETRIES + 1):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == _REPLACE_RETRIES:
                raise
            time.sleep(_REPLACE_RETRY_DELAY)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder; its replace is durable enough."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


# -- compaction helpers: pure functions over records ---------------------------------------------

QUESTION_SEPARATOR = " / "
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\W_]+")


def group_by_topic(records: list[dict]) -> dict[str, list[dict]]:
    """Records per topic, topics and records in file order."""
    groups: dict[str, list[dict]] = {}
    for record in records:
        groups.setdefault(record["topic"], []).append(record)
    return groups


def merge_questions(records: list[dict], limit: int = LIMITS["ask_next_time"]) -> str:
    """The distinct ask_next_time values joined, cut to `limit` UTF-8 bytes on a character boundary."""
    questions = dict.fromkeys(q for q in (r.get("ask_next_time", "").strip() for r in records) if q)
    merged = QUESTION_SEPARATOR.join(questions).encode("utf-8")
    return merged[:limit].decode("utf-8", "ignore")


def topic_words(topic: str) -> list[str]:
    """`auth_login`, `auth-login` and `AuthLogin` all give ['auth', 'login']."""
    return [w.lower() for w in _WORD.findall(topic)]


def topics_similar(a: str, b: str) -> bool:
    """Same words, one a word-bounded prefix of the other, or a difflib ratio of at least 0.8."""
    from difflib import SequenceMatcher  # only compaction and new topics need it

    wa, wb = topic_words(a), topic_words(b)
    if not wa or not wb:
        return a.lower() == b.lower()
    shorter, longer = sorted((wa, wb), key=len)
    if longer[: len(shorter)] == shorter:
        return True
    return SequenceMatcher(None, "".join(wa), "".join(wb)).ratio() >= 0.8


def similar_topics(topic: str, topics: list[str]) -> list[str]:
    return [t for t in topics if t != topic and topics_similar(topic, t)]


def merge_suggestions(topics: list[str]) -> list[tuple[str, str]]:
    """Pairs of distinct topics that look like one topic under two names."""
    return [(a, b) for i, a in enumerate(topics) for b in topics[i + 1 :] if topics_similar(a, b)]
