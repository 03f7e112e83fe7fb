"""The memory log: `.context/memory_log.jsonl`, one JSON record per line.

Every change is a read-modify-write of the whole file under a sidecar lock, finished by an atomic
replace, so a reader or a crash never sees half a file. Lines the store cannot parse are kept
verbatim where they were and reported; git conflict markers are dropped; duplicate IDs (after a
merge) collapse to the newest record.

The log travels with the repository, so everything under `.context/` is untrusted input: the store
opens `.context/` once by descriptor and resolves every name inside it there, never through a
link, and uses only regular files (see "Threat model" in docs/Design.md).

Top to bottom: records, the line format, the store, the filesystem it stands on.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import re
import secrets
import stat
import sys
import threading
import time
import unicodedata
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from functools import cached_property
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: the lock falls back to filelock
    fcntl = None

log = logging.getLogger("sentinel_memory")

CONTEXT_DIR = ".context"
LOG_NAME = "memory_log.jsonl"
LOCK_NAME = LOG_NAME + ".lock"


class StoreError(RuntimeError):
    """The log could not be read or written; the message says why and what to do."""


# -- records: one memory, its ID and its fields ----------------------------------------------------

TYPES = ("log", "principle")
# UTF-8 byte limits per field; over a limit is an error, never a truncation.
LIMITS = {"topic": 64, "missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def record_id(type_: str, topic: str, missing_context: str, lesson: str) -> str:
    """First 16 hex characters of SHA-256 over `topic + missing_context` (log) or `topic + lesson`."""
    key = topic + (missing_context if type_ == "log" else lesson)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]

# Zero-width characters, the BOM and bidi controls: invisible, so two topics that differ only by
# them would look the same and still be two topics.
_INVISIBLE = dict.fromkeys(
    map(ord, "\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u061c")
)


def normalize_topic(text: str) -> str:
    """A topic as stored and as searched for: invisible characters removed, NFC, stripped.

    Zero-width characters (U+200B-U+200D, U+2060, U+FEFF) and bidi controls (U+200E, U+200F,
    U+202A-U+202E, U+2066-U+2069, U+061C) are removed, so `pay\\u200bment` is `payment`. A line or
    paragraph separator or any other control character left inside (categories Cc, Zl, Zp, such
    as U+0085 or U+2028) raises ValueError. May return "" (the caller decides if that is an error).
    """
    topic = unicodedata.normalize("NFC", text.translate(_INVISIBLE)).strip()
    for ch in topic:
        if unicodedata.category(ch) in ("Cc", "Zl", "Zp"):
            raise ValueError(
                f"topic must be a single line without control characters or line separators (it holds U+{ord(ch):04X}):"
                " give a short tag such as 'auth'."
            )
    return topic


def build_record(
    topic: str,
    missing_context: str,
    lesson: str,
    ask_next_time: str = "",
    type_: str = "log",
) -> tuple[dict, list[str]]:
    """Validate and sanitize one memory; return the record to store and the fields redacted.

    Raises ValueError naming the field and what to change. Redaction happens before the ID is
    computed, so the ID never derives from a secret; the topic is normalised (normalize_topic)
    before either.
    """
    # Imported on first use, like filelock below: start-up (initialize, tools/list) needs neither.
    from core.sanitizer import find_credentials, sanitize_fields

    if type_ not in TYPES:
        raise ValueError(f"type must be 'log' or 'principle', not {type_!r}.")
    topic = normalize_topic(topic)
    if not topic:
        raise ValueError("topic is empty: give a short module or feature tag such as 'auth' or 'payment'.")
    if not lesson.strip():
        raise ValueError("lesson is empty: state the rule or constraint to apply next time.")
    if type_ == "log" and not missing_context.strip():
        raise ValueError("missing_context is empty: state what the initial instructions lacked.")
    given = {"topic": topic, "missing_context": missing_context, "lesson": lesson, "ask_next_time": ask_next_time}
    _check_limits(given, "")  # first: the sanitizer's time grows with what it reads
    if find_credentials(topic):
        raise ValueError(
            "topic contains what looks like a credential (a token or a password): use a plain module or feature tag."
        )
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


def created_at(record: dict) -> datetime:
    """When a record was saved, comparable across time offsets; an unreadable time sorts first."""
    return _when(record["meta"]["created"])


def _when(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return datetime.min.replace(tzinfo=timezone.utc)
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


# Most entries a principle's meta.sources keeps (the newest): each names a record it replaced, so
# that a merge bringing that record back cannot undo the compaction. At 4,096 a principle line is
# about 200 KB; a record compacted more than 4,096 sources ago may come back once from a branch
# that old, to be compacted again (nothing is lost).
MAX_SOURCES = 4096


def sources_of(record: dict) -> list[str]:
    """A principle's meta.sources, the `<id>@<created>` of each record it replaced; [] for a log.

    Entries that are not strings (a hand edit) are ignored, not an error."""
    listed = record["meta"].get("sources") if record.get("type") == "principle" else None
    return [s for s in listed if isinstance(s, str)] if isinstance(listed, list) else []


def source_key(record: dict) -> str:
    """How meta.sources names one version of a record: a revision has a new `created`, so another key."""
    return f"{record['id']}@{record['meta']['created']}"


def _with_sources(record: dict, extra: list[str]) -> dict:
    """A copy of a principle whose meta.sources also names `extra`, keeping the newest MAX_SOURCES."""
    sources = list(dict.fromkeys([*sources_of(record), *extra]))[-MAX_SOURCES:]
    return {**record, "meta": {**record["meta"], "sources": sources}}


def compacted_versions(records: dict[str, dict]) -> dict[str, datetime]:
    """For each ID in `records` that a principle's meta.sources lists, the newest version listed.

    That version and every older one are compacted; a newer one is a later revision and stays.
    Older versions count because a clone that never saw the compacted revision can bring the
    version before it back. Sources of every principle count, even of one itself compacted; a
    principle's own ID in its sources is ignored (a principle never hides itself)."""
    found: dict[str, datetime] = {}
    for owner in records.values():
        if owner["type"] != "principle":  # only principles list sources: skip the call for the rest
            continue
        for key in sources_of(owner):
            rid, _, created = key.partition("@")
            if rid in records and rid != owner["id"]:
                when = _when(created)
                if rid not in found or when > found[rid]:
                    found[rid] = when
    return found


# Compaction's helpers: records grouped by topic, their merged question, topics that look alike.
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
    """Same words, one a word-bounded prefix of the other, or a difflib ratio of at least 0.8.

    Compared in NFKC and casefolded too, so full-width letters do not hide a twin; a soft hyphen or a
    zero-width character (in a topic saved before normalize_topic existed) falls between words, and
    the words are compared joined."""
    from difflib import SequenceMatcher  # only compaction and new topics need it

    a, b = unicodedata.normalize("NFKC", a), unicodedata.normalize("NFKC", b)
    if a.casefold() == b.casefold():
        return True
    wa, wb = topic_words(a), topic_words(b)
    if not wa or not wb:
        return False
    shorter, longer = sorted((wa, wb), key=len)
    if longer[: len(shorter)] == shorter:
        return True
    return SequenceMatcher(None, "".join(wa), "".join(wb)).ratio() >= 0.8


def similar_topics(topic: str, topics: list[str]) -> list[str]:
    return [t for t in topics if t != topic and topics_similar(topic, t)]


def merge_suggestions(topics: list[str]) -> list[tuple[str, str]]:
    """Pairs of distinct topics that look like one topic under two names."""
    return [(a, b) for i, a in enumerate(topics) for b in topics[i + 1 :] if topics_similar(a, b)]


# -- the line format: a record per line, and what else a log may hold ------------------------------

# Key order of a record line and of its meta: fixed, so a rewrite changes only what changed.
RECORD_KEYS = ("id", "type", "topic", "missing_context", "lesson", "ask_next_time", "meta")
META_KEYS = ("created", "compacted_at", "source_count", "sources")

# The longest line a valid record can be: every byte of every field escaped as \u00XX (6 bytes),
# plus 1 KiB for keys, ID, type and meta, doubled for hand-edited spacing, plus 64 bytes per
# source entry. A longer line is kept as malformed without being parsed.
MAX_LINE_BYTES = 2 * (6 * sum(LIMITS.values()) + 1024) + 64 * MAX_SOURCES

# Kept lines are scanned for credentials up to this many bytes in all (the sanitizer takes about
# 0.5 s per MiB); lines beyond it are labelled "unchecked".
CREDENTIAL_SCAN_BYTES = 1024 * 1024

_CONFLICT_MARKER = re.compile(r"(<{7}|>{7}|\|{7})(\s.*)?|={7}\s*")
_BOM = b"\xef\xbb\xbf"
# What a UTF-16 or UTF-32 file starts with, and the name iconv knows its encoding by.
_FOREIGN_BOMS = (
    (b"\xff\xfe\x00\x00", "UTF-32 LE", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32 BE", "UTF-32"),
    (b"\xff\xfe", "UTF-16 LE", "UTF-16"),
    (b"\xfe\xff", "UTF-16 BE", "UTF-16"),
)
# A line held as a span packs its start and end in the log's bytes into one int: start << _SPAN | end.
_SPAN = 40
_END = (1 << _SPAN) - 1
# C0 and C1 controls other than tab: no record line holds them raw (JSON escapes them).
# A lone surrogate in a kept line is an undecodable byte that surrogateescape preserved.
_BINARY = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\udc80-\udcff]")


def serialize(record: dict) -> str:
    """One record line: keys in RECORD_KEYS and META_KEYS order (unknown keys after them, sorted),
    non-ASCII as is, so the same record always gives the same bytes."""
    meta = record.get("meta")
    if isinstance(meta, dict):
        record = {**record, "meta": _ordered(meta, META_KEYS)}
    return json.dumps(_ordered(record, RECORD_KEYS), ensure_ascii=False)


def _ordered(obj: dict, keys: tuple[str, ...]) -> dict:
    return {**{k: obj[k] for k in keys if k in obj}, **{k: obj[k] for k in sorted(obj) if k not in keys}}


@dataclass
class LogFile:
    """A parsed log: what a rewrite writes back, and what a read reports."""

    # Record lines and kept malformed lines, in order: a line's text, or where it stands in `source`
    # (start << _SPAN | end). A line as read is not copied out of the log's bytes: the text of a
    # 60 MB log would otherwise be held twice, as bytes and as lines.
    lines: list[str | int] = field(default_factory=list)
    ids: list[str | None] = field(default_factory=list)  # record ID per line; None: kept malformed line
    records: dict[str, dict] = field(default_factory=dict)  # by ID, in file order
    malformed: list[int] = field(default_factory=list)  # 1-based line numbers in the file as read
    conflict_markers: int = 0
    duplicates: int = 0
    duplicate_ids: list[str] = field(default_factory=list)  # IDs found on more than one line, once each
    # IDs of records a principle's meta.sources names (a merge brought them back): not in `records`
    # nor in `lines`, so no tool shows or counts them and the next write removes them.
    compacted: list[str] = field(default_factory=list)
    # The file's bytes when they are exactly what to_bytes() would write; lets an append skip re-joining.
    # When set, it is `source` itself.
    data: bytes | None = None
    source: bytes = field(default=b"", repr=False)  # the bytes the spans in `lines` point into
    # Set when the bytes are not UTF-8 at all (e.g. "UTF-16 LE"): the store refuses such a log.
    encoding: str | None = None
    # What readers derive from this parse (the server's rendered records, its search index). A
    # LogFile is never changed once parsed or written (a change makes a new one), so this is
    # dropped together with the bytes it was derived from.
    derived: dict = field(default_factory=dict, repr=False, compare=False)

    def topics(self) -> list[str]:
        return list(dict.fromkeys(r["topic"] for r in self.records.values()))

    def line(self, number: int) -> str:
        """The text of line `number` (0-based)."""
        entry = self.lines[number]
        if isinstance(entry, str):
            return entry
        return self.source[entry >> _SPAN : entry & _END].decode("utf-8", "surrogateescape")

    def to_bytes(self) -> bytes:
        if self.data is None:
            # Kept lines are spans, written back byte for byte; a new line is text (surrogateescape: a
            # record parsed from a hand-written `\udcXX` escape is written, not refused mid-write).
            view = memoryview(self.source)
            pieces = [
                entry.encode("utf-8", "surrogateescape") if isinstance(entry, str) else view[entry >> _SPAN : entry & _END]
                for entry in self.lines
            ]
            spans, start = [], 0
            for piece in pieces:
                spans.append(start << _SPAN | start + len(piece))
                start += len(piece) + 1
            data = b"\n".join([*pieces, b""]) if pieces else b""
            del pieces, view
            # the lines now point into the bytes to be written, and the old bytes can go
            self.lines, self.source, self.data = spans, data, data
        return self.data

    @cached_property
    def suspicious(self) -> dict[int, str]:
        """Kept malformed lines that deserve a look, by line number (as in `malformed`), without their content.

        "credential": the sanitizer finds a credential in it; "binary": NUL or other control
        characters, or invalid UTF-8; "long": longer than any record can be (not scanned for
        credentials); "unchecked": past CREDENTIAL_SCAN_BYTES of scanned lines. Computed on first
        use: a write never pays for it."""
        kept = [self.line(number) for number, rid in enumerate(self.ids) if rid is None]
        found: dict[int, str] = {}
        budget = CREDENTIAL_SCAN_BYTES
        for number, line in zip(self.malformed, kept):
            text = line[:-1] if line.endswith("\r") else line
            if len(text) > MAX_LINE_BYTES:
                found[number] = "binary" if _looks_binary(text) else "long"
            elif budget < len(text):
                found[number] = "binary" if _looks_binary(text) else "unchecked"
            else:
                budget -= len(text)
                if _holds_credential(text):
                    found[number] = "credential"
                elif _looks_binary(text):
                    found[number] = "binary"
        return found


def _looks_binary(text: str) -> bool:
    return _BINARY.search(text) is not None


def _holds_credential(text: str) -> bool:
    from core.sanitizer import sanitize

    return sanitize(text) != text


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


def parse_log(data: bytes) -> LogFile:
    """Parse the log's bytes. Never fails: what is not a record is kept and reported.

    Every line that is not a record or a conflict marker is kept byte for byte, whatever it holds
    and however it ends (a CRLF line keeps its CR); only empty lines (b"" or b"\\r") are dropped.
    Record lines are rewritten with LF. A line longer than MAX_LINE_BYTES is kept without parsing.
    When the bytes are not UTF-8 at all, `encoding` names what they look like.
    """
    parsed = LogFile()
    for bom, name, _ in _FOREIGN_BOMS:
        if data.startswith(bom):
            parsed.encoding = f"{name} (with a byte order mark)"
            break
    original = data
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    parsed.source = data
    index: dict[str, int] = {}
    shared: dict[str, str] = {}  # one string object per distinct type and topic: 100,000 records hold a few
    changed = False  # a rewrite would differ from the bytes as read
    undecodable = 0  # bytes in lines that are not UTF-8
    for number, (start, stop) in enumerate(_split_lines(data), start=1):
        raw = data[start:stop]
        if raw == b"" or raw == b"\r":
            changed = True
            continue
        body = raw[:-1] if raw.endswith(b"\r") else raw  # a CRLF checkout (core.autocrlf)
        span = start << _SPAN | start + len(body)
        record = line = None
        if len(body) <= MAX_LINE_BYTES:
            try:
                line = body.decode("utf-8")
            except UnicodeDecodeError:
                undecodable += len(raw)
            else:
                if _CONFLICT_MARKER.fullmatch(line):
                    parsed.conflict_markers += 1
                    continue
                try:
                    record = json.loads(line)
                except (ValueError, RecursionError):  # RecursionError: "[[[[..." nested too deep
                    record = None
        if line is None or not _is_record(record):
            parsed.malformed.append(number)
            parsed.lines.append(start << _SPAN | stop)
            parsed.ids.append(None)
            continue
        changed |= body is not raw
        # json.loads makes new key strings for every line: one copy of each saves about 500 bytes a record
        record = dict(zip(map(shared.setdefault, record, record), record.values()))
        record["meta"] = dict(zip(map(shared.setdefault, record["meta"], record["meta"]), record["meta"].values()))
        record.setdefault("ask_next_time", "")
        record["type"] = shared.setdefault(record["type"], record["type"])
        record["topic"] = shared.setdefault(record["topic"], record["topic"])
        rid = record["id"]
        if rid in index:
            parsed.duplicates += 1
            if rid not in parsed.duplicate_ids:
                parsed.duplicate_ids.append(rid)
            seen = parsed.records[rid]
            newer = created_at(record) >= created_at(seen)  # on a tie the later line wins
            winner, loser = (record, seen) if newer else (seen, record)
            # Both sides of a merge saved this principle: the winner keeps what the other replaced too,
            # or the records only the loser names would come back.
            lost = [s for s in sources_of(loser) if s not in set(sources_of(winner))]
            if lost:
                winner = _with_sources(winner, lost)
                parsed.lines[index[rid]] = serialize(winner)
            elif newer:
                parsed.lines[index[rid]] = span
            parsed.records[rid] = winner
            continue
        index[rid] = len(parsed.lines)
        parsed.lines.append(span)
        parsed.ids.append(rid)
        parsed.records[rid] = record
    changed |= _drop_compacted(parsed)
    if parsed.malformed and not parsed.records and parsed.encoding is None:
        # Only a log without a single readable record: a UTF-8 log with some junk is still UTF-8.
        parsed.encoding = _foreign_encoding(data, undecodable)
    if data is original and not (changed or parsed.conflict_markers or parsed.duplicates) and data[-1:] in (b"\n", b""):
        parsed.data = original
    return parsed


def _drop_compacted(parsed: LogFile) -> bool:
    """Take out of `parsed` every record compacted by a principle (compacted_versions); True if any was.

    Runs after duplicates collapsed, so only the newest version of each ID is left to test."""
    compacted = compacted_versions(parsed.records)
    gone = {rid for rid, when in compacted.items() if created_at(parsed.records[rid]) <= when}
    if not gone:
        return False
    parsed.compacted = [rid for rid in parsed.records if rid in gone]
    keep = [i for i, rid in enumerate(parsed.ids) if rid not in gone]
    parsed.lines = [parsed.lines[i] for i in keep]
    parsed.ids = [parsed.ids[i] for i in keep]
    parsed.records = {rid: r for rid, r in parsed.records.items() if rid not in gone}
    return True


def _split_lines(data: bytes) -> Iterator[tuple[int, int]]:
    """Where each piece of `data.split(b"\\n")` stands, without a last empty piece.

    Split on \\n only: JSON leaves U+2028 and friends raw, and str.splitlines() would cut there."""
    start, end = 0, len(data)
    while start < end:
        stop = data.find(b"\n", start)
        if stop < 0:
            yield start, end
            return
        yield start, stop
        start = stop + 1


def _foreign_encoding(data: bytes, undecodable: int) -> str | None:
    """What a log without a BOM and without records is, when it is plainly not UTF-8."""
    if data.count(b"\x00") * 4 > len(data):  # UTF-16 ASCII is half NULs, UTF-32 three quarters
        return "UTF-16 or UTF-32 without a byte order mark (a quarter or more of its bytes are NUL)"
    if undecodable * 2 > len(data):
        return "not UTF-8 (most of its bytes do not decode: a legacy code page such as CP949, Shift_JIS or Windows-1252?)"
    return None


def _encoding_error(path: Path, encoding: str) -> StoreError:
    source = next((iconv for _, name, iconv in _FOREIGN_BOMS if encoding.startswith(name)), None)
    guess = ""
    if source is None:  # no BOM: name the likeliest encoding and say it is a guess
        source = "UTF-16LE" if encoding.startswith("UTF-16 or") else "CP949"
        guess = f" ({source} is a guess: use the file's real encoding)"
    return StoreError(
        f"{path} is encoded as {encoding}, not UTF-8, so the store neither reads nor writes it (a write would mix"
        f" encodings); nothing was changed. Convert it to UTF-8 and retry: `iconv -f {source} -t UTF-8 {path}"
        f" > {path}.utf8 && mv {path}.utf8 {path}`{guess}, or in PowerShell `(Get-Content {path}) | Set-Content"
        f" -Encoding utf8NoBOM {path}` (`-Encoding utf8` in Windows PowerShell 5). Windows PowerShell 5's `>`"
        " writes UTF-16: append with `Add-Content -Encoding utf8` instead."
    )


def log_problems(parsed: LogFile, path: Path) -> list[str]:
    """The problems in a parsed log, as sentences without any of its contents: for inspect() and search notices."""
    found = []
    if parsed.malformed:
        found.append(
            f"{len(parsed.malformed)} line(s) of {path} are not valid records ({_line_list(parsed.malformed)}):"
            " they are kept as they are and ignored; fix or delete them by hand."
        )
    kinds = {
        "credential": "Possible credential in malformed {lines} of {path}: delete those lines, rotate the credential,"
        " and if they were committed, remove them from git history.",
        "binary": "Binary data (NUL or other control bytes, or invalid UTF-8) in malformed {lines} of {path}: find"
        " what wrote them and delete them.",
        "long": "Malformed {lines} of {path} are longer than any record can be, so they were neither parsed nor"
        " scanned: delete them unless you know what they are.",
        "unchecked": "Malformed {lines} of {path} were not scanned for credentials (more than"
        f" {CREDENTIAL_SCAN_BYTES // 1024 // 1024} MiB of malformed text): review them by hand.",
    }
    for kind, sentence in kinds.items():
        numbers = [n for n, k in parsed.suspicious.items() if k == kind]
        if numbers:
            found.append(sentence.format(lines=_line_list(numbers), path=path))
    if parsed.conflict_markers:
        found.append(
            f"{path} holds {parsed.conflict_markers} unresolved git conflict marker line(s): the next log_memory"
            " removes them, or resolve the merge."
        )
    return found


def _line_list(numbers: list[int], shown: int = 10) -> str:
    listed = ", ".join(map(str, numbers[:shown]))
    more = f" and {len(numbers) - shown} more" if len(numbers) > shown else ""
    return f"line{'s' if len(numbers) > 1 else ''} {listed}{more}"


# -- the store: one project's log, changed under its lock ------------------------------------------

LOCK_TIMEOUT = 10.0

# A log over this is refused unread: 10,000 full-size records take about 30 MB.
MAX_LOG_BYTES = 64 * 1024 * 1024

# A log up to this size is read whole on every operation and compared with the bytes last seen (a
# few microseconds). A larger one is read again only when its fstat identity (device, inode, size,
# mtime, ctime) changed or is too recent to trust (see MemoryStore._read).
SMALL_LOG_BYTES = 1024 * 1024

# A read compares a log up to this size with the bytes last seen, and a larger one by a digest.
DIGEST_BYTES = 16 * 1024 * 1024

# A file's timestamps are trusted to reveal a change only once they are this much older than the
# moment it was read: a change within the same timestamp tick (FAT keeps 2 s) could keep them.
_RACY_NS = 3_000_000_000

# Written beside the log when the store creates it: keep lock and temp files out of git, let two
# branches that both appended records merge by keeping both sides' lines, and keep the log LF in
# the repository and in every checkout (`text eol=lf` wins over core.autocrlf), so a Windows
# checkout or a CRLF editor never turns the whole file into a diff.
CONTEXT_GITIGNORE = "*.lock\n*.tmp\n"
CONTEXT_GITATTRIBUTES = f"{LOG_NAME} merge=union text eol=lf\n"
GIT_HELPERS = {".gitignore": CONTEXT_GITIGNORE, ".gitattributes": CONTEXT_GITATTRIBUTES}
# Helper contents earlier versions of the store wrote: a write replaces them with the current one.
# Any other content is the user's own and is left alone (--check says what it lacks).
OLDER_GIT_HELPERS = {".gitattributes": (f"{LOG_NAME} merge=union\n",)}


class WouldBlock(Exception):
    """Raised inside `no_waiting()` instead of waiting for a lock or reading a large log; nothing was done.

    Not a StoreError: it is never an answer, only a sign to retry the operation where waiting is fine."""


_NO_WAIT = threading.local()


@contextmanager
def no_waiting() -> Iterator[None]:
    """In this thread, a store operation that would wait for a lock (this store's threads or another
    process) or read a log over SMALL_LOG_BYTES raises WouldBlock at once instead.

    For an event loop: it runs an operation itself when that is quick (no lock contention, a small
    log) and hands it to a worker thread otherwise. The lock is still taken; only the wait is not."""
    _NO_WAIT.active = True
    try:
        yield
    finally:
        _NO_WAIT.active = False


def waiting_allowed() -> bool:
    return not getattr(_NO_WAIT, "active", False)


@dataclass
class Removal:
    """What delete_by_ids did with each ID it was given."""

    removed: list[str] = field(default_factory=list)  # in the snapshot and unchanged since
    changed: list[str] = field(default_factory=list)  # revised since the snapshot: kept
    unknown: list[str] = field(default_factory=list)  # in no snapshot: kept
    missing: list[str] = field(default_factory=list)  # no longer in the log


@dataclass
class SaveResult:
    record: dict
    created: bool  # False: an existing record with this ID was replaced in place
    count: int  # records in the log after the save
    topics: list[str] = field(default_factory=list)  # distinct topics before the save
    removal: Removal = field(default_factory=Removal)  # what became of a principle's source IDs


def _close(folder: _Folder, lock: _SidecarLock) -> None:
    lock.close()
    folder.close()


class MemoryStore:
    """The log of one project. Safe across threads and processes through the sidecar lock.

    Holds two descriptors for its life (`.context/` and the lock file); close() or garbage
    collection releases them."""

    def __init__(self, project: Path, lock_timeout: float = LOCK_TIMEOUT, max_log_bytes: int = MAX_LOG_BYTES):
        self.project = Path(project)
        self.folder = self.project / CONTEXT_DIR
        self.path = self.folder / LOG_NAME
        self.lock_timeout = lock_timeout
        self.max_log_bytes = max_log_bytes  # a larger log is refused unread
        self._dir = _Folder(self.folder)
        self._lock = _SidecarLock(self._dir)
        # flock is per open file description, so this store's threads share one and queue here.
        self._mutex = threading.Lock()
        self._mode = 0o644  # the log's permission bits as last read: its replacement keeps them
        # The log last read or written: its fstat identity (None: not to be trusted yet), its bytes
        # (a digest of them for a large log) and its parse. An unchanged file is not parsed again.
        self._cache: tuple[tuple | None, bytes | tuple, LogFile] = (None, b"", LogFile())
        # compact_memory's snapshots: ID -> fingerprint of the record when it was handed out.
        self._snapshot: dict[str, str] = {}
        weakref.finalize(self, _close, self._dir, self._lock)

    def close(self) -> None:
        """Release the descriptors now; the store reopens them if used again."""
        with self._mutex:
            _close(self._dir, self._lock)

    # -- reading -------------------------------------------------------------------------------

    def load(self) -> LogFile:
        """The parsed log, read under the lock (an empty log when there is none yet)."""
        with self._locked(write=False) as present:
            return self._read() if present else LogFile()

    def peek(self) -> LogFile:
        """The parsed log, read without the lock: for a health check, where creating the lock file
        would be a write. Safe because every write is an atomic replace. Writes nothing; raises
        StoreError as load() does."""
        with self._mutex:
            return self._read() if self._open_folder(create=False) else LogFile()

    # -- writing -------------------------------------------------------------------------------

    def upsert_log(self, record: dict) -> SaveResult:
        """Save a record; one with the same ID is replaced in place (a one-line git diff)."""
        with self._locked(write=True):
            current = self._read()
            record = _not_compacted(current, record)
            updated, created = _with_record(current, record)
            self._write(updated)
        return SaveResult(record=record, created=created, count=len(updated.records), topics=current.topics())

    def snapshot(self, records: list[dict]) -> None:
        """Remember records handed to compaction, so a later principle save may remove them."""
        self._snapshot.update((r["id"], fingerprint(r)) for r in records)

    def save_principle(self, record: dict, source_ids: list[str]) -> SaveResult:
        """Save a principle and remove its sources in one atomic replace.

        A source is removed only if a snapshot handed it out and it is unchanged since: a record
        added or revised after compact_memory is never lost. The principle's meta.sources names each
        removed record (`<id>@<created>`), keeps what it named before (a re-save) and inherits what a
        removed principle named, so no merge can bring any of them back (see parse_log). The removal
        is delete_by_ids against this store's snapshot.
        """
        record = {**record, "meta": dict(record["meta"])}  # its meta changes below; the caller's stays as given
        with self._locked(write=True):
            current = self._read()
            record = _not_compacted(current, record)
            # Re-saving the same principle replaces it: it is not its own source.
            sources_given = [rid for rid in source_ids if rid != record["id"]]
            remaining, removal = delete_by_ids(current, sources_given, self._snapshot)
            previous_record = current.records.get(record["id"])
            previous = previous_record["meta"] if previous_record else {}
            merged = previous.get("source_count", 0) + len(removal.removed)
            if removal.removed:
                record["meta"]["compacted_at"] = record["meta"]["created"]
            elif "compacted_at" in previous:
                record["meta"]["compacted_at"] = previous["compacted_at"]
            if merged:
                record["meta"]["source_count"] = merged
            sources = sources_of(previous_record) if previous_record else []
            for rid in removal.removed:
                source = current.records[rid]
                sources += [*sources_of(source), source_key(source)]  # a compacted principle's sources stay compacted
            if sources:
                record["meta"]["sources"] = list(dict.fromkeys(sources))[-MAX_SOURCES:]
            updated, created = _with_record(remaining, record)
            self._write(updated)
            for rid in removal.removed:
                self._snapshot.pop(rid, None)
        return SaveResult(
            record=record, created=created, count=len(updated.records), topics=current.topics(), removal=removal
        )

    # -- the lock, the cache and the atomic write ----------------------------------------------

    @contextmanager
    def _locked(self, write: bool) -> Iterator[bool]:
        """Hold this store's thread lock and the sidecar lock. A read that finds no log yields False
        without taking the lock: creating the lock file would be a write."""
        what = "write" if write else "read"
        wait = waiting_allowed()
        deadline = time.monotonic() + (self.lock_timeout if wait else 0.0)
        if not (self._mutex.acquire(timeout=max(self.lock_timeout, 0)) if wait else self._mutex.acquire(blocking=False)):
            raise self._busy(what) if wait else WouldBlock(what)
        try:
            if write:
                self._prepare_folder()
            elif not self._open_folder(create=False) or not (self._lock.opened or self._exists(LOG_NAME)):
                yield False
                return
            try:
                self._lock.acquire(deadline)  # a deadline already past tries once (flock LOCK_NB; filelock timeout 0)
            except TimeoutError:
                raise (self._busy(what) if wait else WouldBlock(what)) from None
            except OSError as exc:
                if write:
                    raise StoreError(f"Could not lock {self.path}: {exc.strerror or exc}. Nothing was changed.") from exc
                # A read-only checkout: nobody can write here, and every write is an atomic replace,
                # so an unlocked read still sees a whole file.
                log.warning("reading %s without its lock: %s", self.path, exc.strerror or exc)
                yield True
                return
            try:
                yield True
            finally:
                self._lock.release()
        finally:
            self._mutex.release()

    def _busy(self, what: str) -> StoreError:
        return StoreError(
            f"Could not {what} {self.path}: another process held its lock for more than"
            f" {self.lock_timeout:g} s. Retry; if it persists, look for a hung process."
        )

    def _open_folder(self, create: bool) -> bool:
        try:
            return self._dir.check(create)
        except OSError as exc:
            verb = "create" if create else "open"
            raise StoreError(f"Could not {verb} {self.folder}: {exc.strerror or exc}. Nothing was written.") from exc

    def _exists(self, name: str) -> bool:
        try:
            self._dir.lstat(name)
        except FileNotFoundError:
            return False
        return True  # whatever it is: reading it decides whether it is usable

    def _read(self) -> LogFile:
        """The parsed log. Opened (no link followed), fstat'ed, then read and parsed only as needed.

        A log up to SMALL_LOG_BYTES is read whole and parsed only if its bytes differ from those
        last seen. A larger one is not read at all when its fstat identity is the one last seen and
        that identity was trusted: its mtime and ctime were over _RACY_NS old when it was read, so
        any later change, in place or by replace, gives it a new mtime or ctime (ctime cannot be set
        back). Otherwise it is read and compared by digest."""
        cached_key, cached_print, cached = self._cache
        try:
            fd, st = self._dir.open_file(LOG_NAME, os.O_RDONLY | _O_NONBLOCK)
        except FileNotFoundError:
            data, self._mode, key = b"", 0o644, None
        except OSError as exc:
            raise StoreError(f"Could not read {self.path}: {exc.strerror or exc}.") from exc
        else:
            try:
                self._mode = stat.S_IMODE(st.st_mode)
                key = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
                if st.st_size > SMALL_LOG_BYTES:
                    if not waiting_allowed():
                        raise WouldBlock("a large log")
                    if key == cached_key:
                        return cached
                data = self._read_fd(fd, st.st_size)
            except OSError as exc:
                raise StoreError(f"Could not read {self.path}: {exc.strerror or exc}.") from exc
            finally:
                os.close(fd)
            if len(data) != st.st_size or max(st.st_mtime_ns, st.st_ctime_ns) > time.time_ns() - _RACY_NS:
                key = None  # changed while read, or too recent to vouch for the next read
        fingerprint = _fingerprint(data)
        if fingerprint == cached_print:
            self._cache = (key, cached_print, cached)
            return cached
        parsed = parse_log(data)
        if parsed.encoding:
            raise _encoding_error(self.path, parsed.encoding)
        if parsed.malformed:
            log.warning(
                "%s: skipped %d malformed line(s) (line %s); they are kept in the file as they are",
                self.path, len(parsed.malformed), ", ".join(map(str, parsed.malformed[:10])),
            )
        self._cache = (key, fingerprint, parsed)
        return parsed

    def _read_fd(self, fd: int, size: int) -> bytes:
        """The file's bytes, refused unread (StoreError) when there are more than max_log_bytes."""
        limit = self.max_log_bytes
        if size > limit:
            raise self._too_big(size)
        chunks, total, want = [], 0, size + 1  # one byte more: a file that grew since fstat shows it
        while True:
            chunk = os.read(fd, min(want, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total == size:
                break  # all that fstat promised: writers replace the log, they never append to it
            if total > limit:
                raise self._too_big(total)
            want = 1 << 20
        return b"".join(chunks)

    def _too_big(self, size: int) -> StoreError:
        return StoreError(
            f"Refusing to read {self.path}: it is {size:,} bytes, over the {self.max_log_bytes:,}-byte limit for a"
            " memory log (10,000 full-size records take about 30 MB); nothing was read or written. If it is not"
            f" a memory log, move it away (`git mv {self.path} <elsewhere>`); if it is, trim it by hand or raise"
            " the limit (MemoryStore max_log_bytes)."
        )

    def _write(self, updated: LogFile) -> None:
        data = updated.to_bytes()
        try:
            self._remove_stale_temp_files()
            atomic_write(self._dir, self.path.name, data, self._mode)
        except OSError as exc:
            raise StoreError(
                f"Could not write {self.path}: {exc.strerror or exc}. Nothing was changed; the log is as it was."
            ) from exc
        self._cache = (None, _fingerprint(data), updated)  # the next read learns the new file's identity

    def _remove_stale_temp_files(self) -> None:
        """Temp files of writers killed mid-write. Only the lock holder writes one, so any found now is dead."""
        prefix = f".{LOG_NAME}."
        for name in self._dir.names():
            if name.startswith(prefix) and name.endswith(".tmp"):
                try:
                    self._dir.unlink(name)  # unlink removes a link itself, never its target
                except OSError:
                    pass  # still held (a Windows scanner) or already gone: it must not block this write

    def _prepare_folder(self) -> None:
        """`.context/` with its git helpers: lock and temp files ignored, branches merged by union.

        Checked on every write, not only when the folder is new: a log committed without them
        would show its lock file in `git status` and conflict on every merge. A helper holding what
        an earlier version of the store wrote is brought up to date; one holding anything else was
        written by a person and stays as it is."""
        self._open_folder(create=True)
        try:
            for name, text in GIT_HELPERS.items():
                try:
                    st = self._dir.lstat(name)
                except FileNotFoundError:
                    atomic_write(self._dir, name, text.encode("utf-8"), 0o644)
                    continue
                kind = _unsafe_kind(st)
                if kind:
                    raise _refusal(self.folder / name, kind)
                if self._holds_older_helper(name, st):
                    atomic_write(self._dir, name, text.encode("utf-8"), stat.S_IMODE(st.st_mode))
        except OSError as exc:
            raise StoreError(f"Could not create {self.folder}: {exc.strerror or exc}. Nothing was written.") from exc

    def _holds_older_helper(self, name: str, st: os.stat_result) -> bool:
        """Whether the helper `name` is exactly one we wrote before, in any checkout's line endings.

        Only a file of one of the sizes those can have is opened (without its final newline, with
        LF or CRLF, with a BOM), so a write with current helpers pays one lstat per helper as before."""
        older = OLDER_GIT_HELPERS.get(name, ())
        sizes = {len(t) + t.count("\n") * crlf + bom + cut for t in older for crlf in (0, 1) for bom in (0, len(_BOM)) for cut in (0, -1)}
        if st.st_size not in sizes:
            return False
        fd, st = self._dir.open_file(name, os.O_RDONLY | _O_NONBLOCK)
        try:
            data = os.read(fd, 4 * st.st_size + 1)
        finally:
            os.close(fd)
        data = data.removeprefix(_BOM).replace(b"\r\n", b"\n")
        return any(data in (text.encode(), text.encode().rstrip(b"\n")) for text in older)

    def _problems(self) -> list[str]:
        """See inspect()."""
        with self._mutex:
            try:
                if not self._open_folder(create=False):
                    return []
            except StoreError as exc:
                return [str(exc)]
            found = []
            for name in (LOCK_NAME, *GIT_HELPERS):
                try:
                    kind = _unsafe_kind(self._dir.lstat(name))
                except FileNotFoundError:
                    continue
                except OSError as exc:
                    found.append(f"Could not examine {self.folder / name}: {exc.strerror or exc}.")
                    continue
                if kind:
                    found.append(str(_refusal(self.folder / name, kind)))
            try:
                parsed = self._read()
            except StoreError as exc:
                return found + [str(exc)]
            return found + log_problems(parsed, self.path)


def peek(project: Path, max_log_bytes: int = MAX_LOG_BYTES) -> LogFile:
    """`project`'s log as MemoryStore.peek() reads it, for one look from the command line.

    No lock and nothing written, not even the lock file; the store's descriptors are closed after."""
    memory = MemoryStore(project, max_log_bytes=max_log_bytes)
    try:
        return memory.peek()
    finally:
        memory.close()


def inspect(project: Path, max_log_bytes: int = MAX_LOG_BYTES) -> list[str]:
    """Every problem the store can detect in `project`'s `.context/`, each a sentence that says what to do.

    Covers links and special files (the folder, the log, its lock, the git helpers), a log over
    `max_log_bytes`, a log not in UTF-8, malformed and suspicious lines, and conflict markers.
    [] means healthy, or no log yet. Reads without the lock and writes nothing, not even the lock
    file; never follows a link or blocks on a FIFO; never quotes file contents (paths, line
    numbers and kinds only)."""
    memory = MemoryStore(project, max_log_bytes=max_log_bytes)
    try:
        return memory._problems()
    finally:
        memory.close()


def _fingerprint(data: bytes) -> bytes | tuple[str, bytes]:
    """What a read compares with the bytes last seen: the bytes themselves up to DIGEST_BYTES, else a digest."""
    if len(data) <= DIGEST_BYTES:
        return data
    return ("blake2b", hashlib.blake2b(data, digest_size=32).digest())


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


def _not_compacted(current: LogFile, record: dict) -> dict:
    """`record`, its `created` moved past the newest compacted version of its ID, if it is not already.

    A record saved again in the second it was compacted (or on a clock behind the compacting
    one's) would otherwise count as compacted and vanish the moment it is saved."""
    listed: dict[str, datetime] = {}
    for owner in current.records.values():
        if owner["type"] != "principle":  # only principles list sources: skip the call for the rest
            continue
        for key in sources_of(owner):
            rid, _, created = key.partition("@")
            if rid == record["id"] and rid != owner["id"]:
                listed[rid] = max(listed.get(rid, _when(created)), _when(created))
    if record["id"] in listed and created_at(record) <= listed[record["id"]]:
        later = (listed[record["id"]] + timedelta(seconds=1)).astimezone(timezone.utc).isoformat(timespec="seconds")
        record = {**record, "meta": {**record["meta"], "created": later}}
    return record


def _with_record(current: LogFile, record: dict) -> tuple[LogFile, bool]:
    """A copy of `current` with `record` replacing its namesake in place, or appended."""
    _check_same_record(current, record)
    updated = LogFile(lines=list(current.lines), ids=list(current.ids), records=dict(current.records), source=current.source)
    rid = record["id"]
    line = serialize(record)
    created = rid not in updated.records
    if created:
        updated.ids.append(rid)
        if current.data is None:
            updated.lines.append(line)
        else:  # appending to known bytes: no need to join 10,000 lines again
            start = len(current.data)
            updated.data = updated.source = current.data + (line + "\n").encode("utf-8")
            updated.lines.append(start << _SPAN | len(updated.data) - 1)
    else:
        updated.lines[updated.ids.index(rid)] = line
    updated.records[rid] = record
    updated.malformed = _kept_line_numbers(updated.ids)
    return updated, created


def delete_by_ids(current: LogFile, ids: list[str], snapshot: dict[str, str]) -> tuple[LogFile, Removal]:
    """`current` without those of `ids` that `snapshot` holds unchanged, and what became of each ID.

    The design's removal of compacted originals. `snapshot` maps each ID compact_memory handed
    out to its fingerprint then, so a record added or revised since is kept, whatever the caller
    asks. save_principle calls it under the lock, in the replace that saves the principle."""
    removal = Removal()
    for rid in dict.fromkeys(ids):
        if rid not in current.records:
            removal.missing.append(rid)
        elif rid not in snapshot:
            removal.unknown.append(rid)
        elif fingerprint(current.records[rid]) != snapshot[rid]:
            removal.changed.append(rid)
        else:
            removal.removed.append(rid)
    if not removal.removed:
        return current, removal
    gone = set(removal.removed)
    keep = [i for i, rid in enumerate(current.ids) if rid not in gone]
    kept_ids = [current.ids[i] for i in keep]
    remaining = LogFile(
        lines=[current.lines[i] for i in keep],
        source=current.source,
        ids=kept_ids,
        records={rid: r for rid, r in current.records.items() if rid not in gone},
        malformed=_kept_line_numbers(kept_ids),
    )
    return remaining, removal


def _kept_line_numbers(ids: list[str | None]) -> list[int]:
    """Where the kept malformed lines stand in a rewritten file."""
    return [number for number, rid in enumerate(ids, start=1) if rid is None]


# -- the filesystem: what may stand under .context/, the lock, the atomic write --------------------

# Windows refuses a replace while another process has the file open (a reader, an indexer, an
# antivirus scan); that clears within moments, so retry briefly there. Elsewhere a failed replace
# is a real error.
_REPLACE_RETRIES = 20 if os.name == "nt" else 0
_REPLACE_RETRY_DELAY = 0.05

# The no-follow toolkit. Where a flag does not exist (Windows) it is 0 and the checks below fall
# back to lstat before and fstat after the open.
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO opens at once instead of waiting for a writer
_O_NOCTTY = getattr(os, "O_NOCTTY", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOINHERIT", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
# Open `.context/` once and resolve every name inside it relative to that descriptor.
_DIR_FD = bool(_O_DIRECTORY and _O_NOFOLLOW) and all(
    f in os.supports_dir_fd for f in (os.open, os.stat, os.unlink, os.rename)
)
# errno of an O_NOFOLLOW open that met a link: Linux and macOS say ELOOP, FreeBSD EMLINK.
_LINK_ERRNOS = {errno.ELOOP, errno.EMLINK, getattr(errno, "EFTYPE", errno.ELOOP)}
_LOCK_POLL = (0.0005, 0.05)  # first and longest wait between tries of a busy lock, in seconds


def _is_link(st: os.stat_result) -> bool:
    return stat.S_ISLNK(st.st_mode) or bool(getattr(st, "st_file_attributes", 0) & stat.FILE_ATTRIBUTE_REPARSE_POINT)


def _unsafe_kind(st: os.stat_result, folder: bool = False) -> str | None:
    """What makes this entry unusable, or None for a real folder (folder=True) or a regular file with one name."""
    if _is_link(st):
        return "a symbolic link" if stat.S_ISLNK(st.st_mode) else "a reparse point (a Windows link or junction)"
    if folder:
        return None if stat.S_ISDIR(st.st_mode) else "a file where a folder belongs"
    if stat.S_ISREG(st.st_mode):
        # A second name for the same file may lie anywhere on the disk, like a link's target.
        return None if st.st_nlink <= 1 else f"a file with {st.st_nlink} hard links"
    for test, kind in ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISDIR, "a folder"), (stat.S_ISSOCK, "a socket")):
        if test(st.st_mode):
            return kind
    return "a device file" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "not a regular file"


def _refusal(path: Path, kind: str) -> StoreError:
    """The error for an entry the store will not use: it names the path and never its target or contents."""
    if path.name == CONTEXT_DIR:
        fix = f"Make it a real folder: `rm {path}` (removes only the link or file), then the next log_memory creates it."
    elif path.name == LOG_NAME and "hard links" in kind:
        fix = f"Give it a name of its own: `cp {path} {path}.copy && mv {path}.copy {path}`."
    elif path.name == LOG_NAME:
        fix = (
            f"If it is not your log, delete it (`git rm` or `rm {path}`); the next log_memory creates a regular file."
            " If your log really lives elsewhere, copy it here as a regular file."
        )
    else:
        fix = f"Delete it (`rm {path}`); the store recreates it as a regular file."
    return StoreError(
        f"Refusing to use {path}: it is {kind}, not a regular {'folder' if path.name == CONTEXT_DIR else 'file'}"
        " inside the project. A cloned repository can ship such an entry to make the server read or overwrite files"
        f" outside the project, so nothing was read or written. {fix}"
    )


class _Folder:
    """`.context/`, opened once by descriptor: every name inside it is resolved there, never through a link.

    Without dir_fd support (Windows) names are joined to the path instead, and each open is checked
    by lstat before and fstat after; a link swapped in for `.context/` itself between the check and
    the use is then not caught (the other protections still hold)."""

    def __init__(self, path: Path):
        self.path = path
        self.fd: int | None = None
        self.id: tuple[int, int] | None = None  # (st_dev, st_ino) of the folder last checked

    def check(self, create: bool) -> bool:
        """Make sure the folder at `path` is a real folder and `fd` refers to it; False when absent and not created.

        One lstat per call; the folder is reopened only when it was replaced (`git clean`, a re-clone)."""
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            if not create:
                return False
            try:
                os.mkdir(self.path)
            except FileNotFoundError:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                os.mkdir(self.path)
            except FileExistsError:
                pass  # another writer was first, or a link appeared: the lstat below sees which
            st = os.lstat(self.path)
        kind = _unsafe_kind(st, folder=True)
        if kind:
            raise _refusal(self.path, kind)
        if (st.st_dev, st.st_ino) == self.id:
            return True
        self.close()
        if _DIR_FD:
            try:
                fd = os.open(self.path, os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC)
            except OSError as exc:
                if exc.errno in _LINK_ERRNOS or exc.errno == errno.ENOTDIR:  # swapped since the lstat
                    raise _refusal(self.path, "a symbolic link") from None
                raise
            opened = os.fstat(fd)
            if (opened.st_dev, opened.st_ino) != (st.st_dev, st.st_ino):
                os.close(fd)
                raise StoreError(f"{self.path} was replaced while it was being opened: retry.")
            self.fd = fd
        self.id = (st.st_dev, st.st_ino)
        return True

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
        self.fd = self.id = None

    def _at(self, name: str) -> str:
        return name if self.fd is not None else str(self.path / name)

    def lstat(self, name: str) -> os.stat_result:
        return os.stat(self._at(name), dir_fd=self.fd, follow_symlinks=False)

    def unlink(self, name: str) -> None:
        os.unlink(self._at(name), dir_fd=self.fd)

    def names(self) -> list[str]:
        return os.listdir(self.fd if self.fd is not None else self.path)

    def create(self, name: str) -> int:
        """A new file (never an existing one, never through a link), open for writing, mode 0600 until chmod."""
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW | _O_CLOEXEC | _O_BINARY
        return os.open(self._at(name), flags, 0o600, dir_fd=self.fd)

    def open_file(self, name: str, flags: int, mode: int = 0o644) -> tuple[int, os.stat_result]:
        """Open a regular file with one name in the folder; refuse (StoreError) a link or anything else.

        O_NOFOLLOW refuses a link even if it was swapped in after any check; fstat then refuses a
        FIFO, device, folder or hard-linked file before a byte is read. Raises OSError as os.open does."""
        before = None
        if not _O_NOFOLLOW:  # Windows: look first, compare after
            try:
                before = self.lstat(name)
            except FileNotFoundError:
                if not flags & os.O_CREAT:
                    raise
            else:
                kind = _unsafe_kind(before)
                if kind:
                    raise _refusal(self.path / name, kind)
        flags |= _O_NOFOLLOW | _O_NOCTTY | _O_CLOEXEC | _O_BINARY
        try:
            fd = os.open(self._at(name), flags, mode, dir_fd=self.fd)
        except OSError as exc:
            if _O_NOFOLLOW and exc.errno in _LINK_ERRNOS:
                raise _refusal(self.path / name, "a symbolic link") from None
            if exc.errno == errno.EISDIR:  # O_CREAT or O_WRONLY on a folder fails before fstat could say so
                raise _refusal(self.path / name, "a folder") from None
            raise
        try:
            st = os.fstat(fd)
            kind = _unsafe_kind(st)
            if not kind and before is not None and (st.st_dev, st.st_ino) != (before.st_dev, before.st_ino):
                kind = "a link swapped in while it was being opened"
            if kind:
                raise _refusal(self.path / name, kind)
        except BaseException:
            os.close(fd)
            raise
        return fd, st


class _SidecarLock:
    """`memory_log.jsonl.lock`: excludes other processes, including older versions that use filelock.

    POSIX: fcntl.flock on a descriptor opened without O_TRUNC and without following a link (filelock
    opens with O_TRUNC and follows links: a committed link to a victim file would truncate it),
    kept open for the store's life. Windows: filelock, after an lstat check for a reparse point.
    Not thread-safe by itself (flock is per open file description): the store serialises its threads."""

    def __init__(self, folder: _Folder):
        self.folder = folder
        self.fd: int | None = None
        self.ino = 0
        self.opened_in: tuple[int, int] | None = None  # the folder the descriptor belongs to
        self.is_locked = False
        self._filelock = None

    @property
    def opened(self) -> bool:
        return self.fd is not None and self.opened_in == self.folder.id

    def acquire(self, deadline: float) -> None:
        """Raises TimeoutError past `deadline`, StoreError for an unsafe lock file, OSError when it cannot be opened."""
        if fcntl is None:
            return self._acquire_filelock(deadline)
        while True:
            if not self.opened:
                self.close()
                self.fd, st = self.folder.open_file(LOCK_NAME, os.O_RDONLY | os.O_CREAT | _O_NONBLOCK)
                self.ino, self.opened_in = st.st_ino, self.folder.id
            _flock(self.fd, deadline)
            try:
                current = self.folder.lstat(LOCK_NAME).st_ino
            except FileNotFoundError:
                current = None
            if current == self.ino:
                self.is_locked = True
                return
            # Deleted or replaced while we waited (`git clean -X`): lock the file that is there now,
            # the one other processes lock.
            self.close()
            if time.monotonic() >= deadline:
                raise TimeoutError

    def _acquire_filelock(self, deadline: float) -> None:
        try:
            kind = _unsafe_kind(self.folder.lstat(LOCK_NAME))
        except FileNotFoundError:
            kind = None
        if kind:
            raise _refusal(self.folder.path / LOCK_NAME, kind)
        if self._filelock is None:
            from filelock import FileLock

            self._filelock = FileLock(str(self.folder.path / LOCK_NAME), thread_local=False)
        self._filelock.acquire(timeout=max(0.0, deadline - time.monotonic()))  # filelock.Timeout is a TimeoutError
        self.is_locked = True

    def release(self) -> None:
        if self._filelock is not None:
            self._filelock.release()
        elif self.fd is not None:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        self.is_locked = False

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # also drops a flock still held
        self.fd, self.opened_in, self.is_locked = None, None, False


def _flock(fd: int, deadline: float) -> None:
    """flock(LOCK_EX), polled with a growing wait (filelock does the same) until `deadline`."""
    wait = _LOCK_POLL[0]
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            pass
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        time.sleep(min(wait, left))
        wait = min(wait * 2, _LOCK_POLL[1])


def atomic_write(folder: _Folder, name: str, data: bytes, mode: int) -> None:
    """Replace `name` in `folder` (as the store opened it) with `data`, with permission bits `mode`, so
    that it is always either the old or the new file, whole. The temp file gets a random name, is
    created exclusively and never through a link, and is renamed over `name` within the folder."""
    tmp = f".{name}.{secrets.token_hex(8)}.tmp"
    fd = folder.create(tmp)
    try:
        try:
            if hasattr(os, "fchmod"):  # 0600 would hide a new log from teammates on a shared machine
                os.fchmod(fd, mode)
        except BaseException:
            os.close(fd)
            raise
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _replace(folder, tmp, name)
    except BaseException:
        try:
            folder.unlink(tmp)
        except OSError:
            pass  # gone already; the next writer sweeps what is left
        raise
    try:
        _fsync_folder(folder)
    except OSError as exc:  # the new file is in place; some network filesystems cannot fsync a folder
        log.warning("could not fsync %s after replacing %s: %s", folder.path, name, exc)


def _replace(folder: _Folder, src: str, dst: str) -> None:
    for attempt in range(_REPLACE_RETRIES + 1):
        try:
            if folder.fd is not None:
                os.replace(src, dst, src_dir_fd=folder.fd, dst_dir_fd=folder.fd)
            else:
                os.replace(folder.path / src, folder.path / dst)
            return
        except PermissionError:
            if attempt == _REPLACE_RETRIES:
                raise
            time.sleep(_REPLACE_RETRY_DELAY)


def _fsync_folder(folder: _Folder) -> None:
    """Make the rename itself durable. Windows cannot open a folder; its replace is durable enough."""
    if sys.platform == "win32":
        return
    if folder.fd is not None:
        os.fsync(folder.fd)
        return
    fd = os.open(folder.path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
