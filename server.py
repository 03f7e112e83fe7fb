"""Sentinel-Memory: an MCP server that keeps the lessons an AI agent learned in a project.

Three tools over stdio: search_memory (read the log before a task), log_memory (record the prompt
gap after it) and compact_memory (summarise when the log grows). The log is
`<project>/.context/memory_log.jsonl`; `core` does the work, this module validates and formats.
`create_server(settings)` builds the server; `main()` is the command line.
"""

import argparse
import bisect
import itertools
import json
import logging
import os
import re
import sys
import threading
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

from core import report, store
from core.stdio import StdioGuard
from core.store import MemoryStore, StoreError
from core.text import bounded_list, cost, count, echo, estimate_tokens, fit

log = logging.getLogger("sentinel_memory")

NAME = "sentinel-memory"
PROJECT_ENV = "SENTINEL_MEMORY_PROJECT"
BUDGET_ENV = "SENTINEL_MEMORY_TOKEN_BUDGET"
THRESHOLD_ENV = "SENTINEL_MEMORY_COMPACT_THRESHOLD"
MAX_LOG_ENV = "SENTINEL_MEMORY_MAX_LOG_MB"
DEFAULT_BUDGET = 20_000  # tokens; clients refuse much larger tool results (Claude Code: about 25,000)
# The smallest budget that still fits one record of maximum size with a reply's fixed lines, so
# search shows and compaction hands out at least one record whatever the log holds.
MIN_BUDGET = 2_000
DEFAULT_THRESHOLD = 50
ROOTS_TIMEOUT = 5.0
HERE = Path(__file__).resolve().parent
WORKFLOW_FILE = HERE / "core" / "workflow.md"  # .cursorrules at the top of the repository is the same text

INSTRUCTIONS = """\
Sentinel-Memory is this project's memory of lessons learned by earlier agent sessions.
Before a task: call search_memory with the task description, apply the relevant lessons and ask \
the user the stored ask_next_time questions. After a task: call log_memory with what the initial \
instructions lacked (missing_context), the rule to apply next time (lesson) and the question to \
ask first next time (ask_next_time). When a reply says compaction is required: call \
compact_memory and follow its closing instruction. The prompt 'memory_workflow' has the full rules."""

GAP_QUESTIONS = """\
No related past records found.
Please ask the user the following:
1. Are there core constraints for this module?
2. Are there external library version requirements?
3. Is there a previously attempted approach that failed?"""


def project_version() -> str:
    """The version in pyproject.toml: beside this file in a clone, else the installed distribution's."""
    pyproject = HERE / "pyproject.toml"
    if pyproject.is_file():  # installed, HERE is site-packages: a stray pyproject.toml there is not ours
        text = pyproject.read_text(encoding="utf-8", errors="replace")
        found = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
        if found and re.search(rf'^name\s*=\s*"{NAME}"', text, re.MULTILINE):
            return found.group(1)
    from importlib.metadata import version

    return version(NAME)


@dataclass(frozen=True)
class Settings:
    """Everything the server is configured with; `main()` fills it from arguments and environment."""

    project: Path | None = None  # --project: wins over every other way of finding the project
    token_budget: int = DEFAULT_BUDGET  # most tokens any reply may take
    compact_threshold: int = DEFAULT_THRESHOLD  # records above which compaction is required
    max_log_bytes: int = store.MAX_LOG_BYTES  # a larger log is refused, never read whole


# -- replies: plain functions over a loaded log ----------------------------------------------------


LABELS = {"missing_context": "missing", "lesson": "lesson", "ask_next_time": "ask"}  # short: paid on every search
NOTICE_ROOM = 150  # tokens for the notices about the file itself; they never crowd out records


def record_text(record: dict) -> str:
    """`[topic] date`, or `principle` and its compaction for a principle, then the non-empty fields.

    search_memory puts `#N ` before it."""
    meta = record["meta"]
    if record["type"] != "principle":
        when = meta["created"][:10]
    elif "compacted_at" in meta:
        when = f"principle, compacted {meta['compacted_at'][:10]} ({meta.get('source_count', 0)} merged)"
    else:
        when = f"principle {meta['created'][:10]}"
    lines = [f"[{record['topic']}] {when}"]
    lines.extend(f"{label}: {record[name]}" for name, label in LABELS.items() if record[name])
    return "\n".join(lines)


def file_notices(loaded: store.LogFile) -> list[str]:
    """What a reader should know about lines of the file that are not records, within NOTICE_ROOM.

    Never their content: a kept line may hold a credential or binary data."""
    notices = [f"Note: {problem}" for problem in store.log_problems(loaded, Path(store.CONTEXT_DIR, store.LOG_NAME))]
    return fit(NOTICE_ROOM, notices)


def compaction_required(count: int, threshold: int) -> str:
    return (
        f"Compaction required: {count} records exceed the threshold of {threshold}."
        " Call compact_memory now and follow its instructions."
    )


def with_topic(loaded: store.LogFile, topic: str | None) -> list[dict]:
    """All records, or those whose topic equals `topic` once both are normalised the same way."""
    records = list(loaded.records.values())
    if topic is None:
        return records
    try:
        wanted = store.normalize_topic(topic)
    except ValueError:
        return []  # a topic with a line break is never stored
    return [r for r in records if r["topic"] == wanted]


def no_such_topic(topic: str, loaded: store.LogFile, budget: int, notices: list[str]) -> str:
    closing = "Retry with one of these topics, or without a topic to see every record."
    head = f"No records with topic '{echo(topic)}'. Existing topics: "
    room = budget - sum(map(cost, [head, closing, *notices]))
    return "\n".join([head + bounded_list(loaded.topics(), room) + ".", closing, *notices])


def search_reply(loaded: store.LogFile, query: str, topic: str | None, settings: Settings) -> str:
    """What search_memory answers: the whole log (or topic) in file order, or its most relevant part.

    What does not depend on the query is kept in `loaded.derived` (a LogFile never changes once
    read): the whole reply when it fits the budget, each record's text, the search index."""
    notices = file_notices(loaded)
    if not loaded.records:
        return "\n\n".join([GAP_QUESTIONS, *notices])
    if topic is None:  # the common case, kept with the parse: 100,000 records take milliseconds to list
        shown = loaded.derived.get("records") or loaded.derived.setdefault("records", with_topic(loaded, None))
    else:
        shown = with_topic(loaded, topic)
    if not shown:
        return no_such_topic(topic or "", loaded, settings.token_budget, notices)
    scope_topic = shown[0]["topic"] if topic is not None else None
    scope = f", topic={scope_topic}" if topic is not None else ""
    whole = loaded.derived.setdefault("whole reply", {})
    key = (scope_topic, settings.token_budget, settings.compact_threshold)
    if key not in whole:
        whole[key] = whole_reply(loaded, shown, scope, notices, settings)
    if whole[key] is not None:
        return whole[key]
    total = len(shown)
    header = f"[memory_log - {total} entries{scope}; over the {settings.token_budget:,}-token budget, showing the most relevant]"
    closing = (
        "{left} of {total} records were left out to stay within the token budget."
        " Compaction required: the log no longer fits one reply, whatever its record count."
        " Call compact_memory now and follow its instructions."
    )
    room = settings.token_budget - sum(map(cost, [header, *notices, closing.format(left=total, total=total)]))
    indexes = loaded.derived.setdefault("index", {})
    if scope_topic not in indexes:
        indexes[scope_topic] = SearchIndex(shown)
    ranked = (f"#{n} {cached_text(loaded, r)}" for n, r in enumerate(indexes[scope_topic].ranked(query), start=1))
    kept = fit(room, ranked)  # renders only the records it looks at: those that fit, and one more
    return "\n\n".join([header, *kept, *notices, closing.format(left=total - len(kept), total=total)])


def whole_reply(loaded: store.LogFile, shown: list[dict], scope: str, notices: list[str], settings: Settings) -> str | None:
    """Every record of `shown` in file order, or None as soon as the running cost passes the budget."""
    tail = list(notices)
    if len(loaded.records) > settings.compact_threshold:
        tail.append(compaction_required(len(loaded.records), settings.compact_threshold))
    header = f"[memory_log - {len(shown)} entries{scope}]"
    room = settings.token_budget - cost(header) - sum(map(cost, tail))
    blocks = []
    for number, record in enumerate(shown, start=1):
        block = f"#{number} {cached_text(loaded, record)}"
        room -= cost(block)
        if room < 0:
            return None
        blocks.append(block)
    return "\n\n".join([header, *blocks, *tail])


def cached_text(loaded: store.LogFile, record: dict) -> str:
    """record_text(record), rendered once per parse of the log."""
    texts = loaded.derived.setdefault("text", {})
    text = texts.get(record["id"])
    if text is None:
        text = texts[record["id"]] = record_text(record)
    return text


def query_words(query: str) -> set[str]:
    return {w for w in re.findall(r"\w+", query.lower()) if len(w) > 1}


def searchable(record: dict) -> str:
    """The text a query word is looked for in: the fields and the topic, lowercased."""
    return " ".join(record[k] for k in LABELS).lower() + " " + record["topic"].lower()


def rank_for_query(records: list[dict], query: str) -> list[dict]:
    """Principles first (in file order), then the rest by how many query words they contain, newest first.

    Words match as substrings, so a Korean stem still matches a word with a particle attached.
    SearchIndex gives the same order without scoring every record for every query.
    """
    words = query_words(query)

    def overlap(record: dict) -> int:
        text = searchable(record)
        return sum(w in text for w in words)

    principles = [r for r in records if r["type"] == "principle"]
    others = [r for r in records if r["type"] != "principle"]
    others.sort(key=lambda r: (overlap(r), store.created_at(r)), reverse=True)
    return principles + others


_RUN = re.compile(r"\w+")
_AS_DIGITS = bytes.maketrans(b"\0\1", b"01")
_AS_FLAGS = bytes.maketrans(b"01", b"\0\1")


class SearchIndex:
    """rank_for_query's order over one unchanged list of records, for query after query.

    A query word is made of word characters (\\w) only, so it is a substring of a record's
    searchable text exactly when it is a substring of one of that text's \\w+ runs. From the
    second query on, each record's distinct runs are indexed once (run -> records holding it); a
    query looks its words up among the distinct runs, counts per record, and orders only as far as
    the reply is read. The first query scores every record directly (cheaper than the index).

    A run's records are an array of their numbers, or a bitmap (an int, bit i for record i) once
    more than 1/32 of the records hold it: then the bitmap is the smaller. At 100,000 records
    the common words' arrays would take 20 MB more."""

    def __init__(self, records: list[dict]):
        # Record numbers are kept in arrays: 100,000 of them as ints in lists would take 7 MB more.
        self.records = records
        self.queries = 0
        self.principles = [i for i, r in enumerate(records) if r["type"] == "principle"]
        self.others = array("I", (i for i, r in enumerate(records) if r["type"] != "principle"))
        newest_first = sorted(self.others, key=lambda i: store.created_at(records[i]), reverse=True)  # ties in file order
        self.order = array("I", newest_first)
        self.position = array("I", bytes(4 * len(records)))
        for place, i in enumerate(newest_first):
            self.position[i] = place
        self.postings: list | None = None  # built by the second query: one query alone scans the records

    def build(self) -> None:
        from collections import defaultdict, deque

        n = len(self.records)
        postings: dict[str, array] = defaultdict(lambda: array("I"))  # the other runs
        bitmaps: dict[str, int] = {}  # the common runs
        drain = deque(maxlen=0).extend  # runs an iterator to its end in C: no bytecode per posting
        # In four rounds. Within a round a common run marks its records in a bytearray, a byte each,
        # read into its bitmap at the round's end; a run whose array grew common moves to a bitmap.
        step = -(-len(self.others) // 4) or 1
        for begin in range(0, len(self.others), step):
            chunk = self.others[begin : begin + step]
            low = chunk[0]
            marks = {run: bytearray(chunk[-1] + 1 - low) for run in bitmaps}
            marked = frozenset(marks)
            for i in chunk:
                runs = set(_RUN.findall(searchable(self.records[i])))
                common = runs & marked
                drain(map(array.append, map(postings.__getitem__, runs - common), itertools.repeat(i)))
                drain(map(bytearray.__setitem__, map(marks.__getitem__, common), itertools.repeat(i - low), itertools.repeat(1)))
            for run, flags in marks.items():
                bitmaps[run] |= _read_marks(flags, low)
            for run in [run for run, held in postings.items() if len(held) * 32 > n]:
                bitmaps[run] = _bitmap(postings.pop(run))
        runs = [*postings, *bitmaps]
        self.runs = "\n".join(runs)  # every distinct run once; a run never holds "\n"
        self.starts = array("Q", itertools.accumulate((len(run) + 1 for run in runs), initial=0))
        self.starts.pop()
        self.postings = [*postings.values(), *bitmaps.values()]

    def holding(self, word: str) -> Iterable[int]:
        """The numbers of the records holding a run that contains `word`, each once."""
        found, bits, at = [], 0, self.runs.find(word)
        while at >= 0:
            k = bisect.bisect_right(self.starts, at) - 1
            held = self.postings[k]
            if isinstance(held, array):
                found.append(held)
            else:
                bits |= held
            at = self.runs.find(word, self.starts[k + 1]) if k + 1 < len(self.starts) else -1
        if bits:
            n = len(self.records)
            found.append(itertools.compress(range(n), format(bits, f"0{n}b")[::-1].encode().translate(_AS_FLAGS)))
        return found[0] if len(found) == 1 else set().union(*found)

    def ranked(self, query: str) -> Iterator[dict]:
        """Lazily: a reply reads a hundred records or so, so a score level is collected only when reached."""
        from collections import Counter
        from itertools import compress, repeat
        from operator import eq

        score: Counter = Counter()  # records holding at least one word: how many of the words
        words = query_words(query)
        self.queries += 1
        if self.postings is None and self.queries == 1:  # a first query: scanning costs less than indexing
            for i in self.others:
                text = searchable(self.records[i])
                hits = sum(w in text for w in words)
                if hits:
                    score[i] = hits
        else:
            if self.postings is None:
                self.build()
            for word in words:
                score.update(self.holding(word))
        records = self.records
        for i in self.principles:
            yield records[i]
        for level in sorted(set(score.values()), reverse=True):
            at_level = list(compress(score.keys(), map(eq, score.values(), repeat(level))))
            if len(at_level) * 16 > len(self.order):  # many: walk the newest-first order until the reply is full
                yield from (records[i] for i in self.order if score.get(i) == level)
            else:
                yield from (records[i] for i in sorted(at_level, key=self.position.__getitem__))
        yield from (records[i] for i in self.order if i not in score)


def _bitmap(numbers: array) -> int:
    """Bit i set for each i in `numbers` (ascending), built in C: a byte for each number from the
    first to the last, read as binary and shifted to the first."""
    from collections import deque
    from operator import sub

    low = numbers[0]
    marks = bytearray(numbers[-1] + 1 - low)
    deque(map(marks.__setitem__, map(sub, numbers, itertools.repeat(low)), itertools.repeat(1)), maxlen=0)
    return _read_marks(marks, low)


def _read_marks(marks: bytearray, low: int) -> int:
    """The bitmap of a byte per record from record `low` on (1: marked), read in C as binary."""
    return int(marks[::-1].translate(_AS_DIGITS), 2) << low


def log_reply(result: store.SaveResult, redacted: list[str], threshold: int) -> str:
    record = result.record
    verb = "Saved new" if result.created else "Updated existing"
    lines = [f"{verb} {record['type']} {record['id']} (topic={record['topic']}). The log holds {count(result.count)}."]
    removal = result.removal
    if removal.removed:
        lines.append(f"Removed {count(len(removal.removed))} merged into this principle.")
    if removal.changed:
        lines.append(f"Kept {ids(removal.changed)}: revised since compact_memory. Call compact_memory again to include them.")
    if removal.unknown:
        lines.append(
            f"Kept {ids(removal.unknown)}: not handed out by compact_memory in this server session."
            " Call compact_memory, then save this principle again with its source_ids."
        )
    if removal.missing:
        lines.append(f"Not in the log (already removed): {ids(removal.missing)}.")
    if redacted:
        lines.append(f"Credentials were replaced with [REDACTED] in: {', '.join(redacted)}.")
    if record["topic"] not in result.topics:
        similar = store.similar_topics(record["topic"], result.topics)
        if similar:
            lines.append(
                f"New topic; similar existing topics: {bounded_list(similar, 200)}. Reuse one of them next time if it fits."
            )
    if result.count > threshold:
        lines.append(compaction_required(result.count, threshold))
    return "\n".join(lines)


COMPACT_CLOSING = (
    "Next, for each topic (or each merged set of similar topics): summarise its lessons into one principle,"
    " then call log_memory(type=\"principle\", topic=<topic>, missing_context=\"\", lesson=<the principle>,"
    " ask_next_time=<the merged ask_next_time, shortened if you like>, source_ids=<the source_ids of every"
    " group it summarises>). That one call saves the principle and removes those records; records added or"
    " changed after this compact_memory call are kept."
)
NOT_SHOWN = (
    "{left} not shown, to stay within the token budget: {topics}."
    " Save the principles above first, then call compact_memory again (target_topic=... narrows it)."
)


def compact_reply(loaded: store.LogFile, target_topic: str | None, threshold: int, budget: int) -> tuple[str, list[dict]]:
    """What compact_memory answers, and the records it handed out (at least one when there are any)."""
    notices = file_notices(loaded)
    records = with_topic(loaded, target_topic)
    if not records:
        if loaded.records:
            return no_such_topic(target_topic or "", loaded, budget, notices), []
        return "The log is empty: nothing to compact.", []
    groups = store.group_by_topic(records)
    total = len(loaded.records)
    state = (
        f"compaction required ({total} records exceed the threshold of {threshold})"
        if total > threshold
        else f"compaction not yet required by count ({total} of {threshold} records);"
        " do it now if search_memory said the log is over its token budget"
    )
    header = f"[compact_memory - {count(len(records))} in {len(groups)} topic(s); {state}]"
    # The shortest form of the "not shown" line is reserved up front; the topic list fills what is left.
    not_shown_min = NOT_SHOWN.format(left=count(len(records)), topics=f"… and {len(groups)} more")
    room = budget - sum(map(cost, [header, COMPACT_CLOSING, *notices, not_shown_min]))
    blocks: list[str] = []
    handed_out: list[dict] = []
    for topic, group in groups.items():
        shown, block = compaction_group(topic, group, room, first=not handed_out)
        if not shown:
            break
        blocks.append(block)
        handed_out.extend(shown)
        room -= cost(block)
        if len(shown) < len(group):
            break
    parts = [header]
    # Pairs among the topics shown: the ones the agent can merge now (all pairs of a log with
    # thousands of topics would take minutes and could never be shown anyway).
    shown_topics = list(dict.fromkeys(r["topic"] for r in handed_out))
    suggestions = [f"{a} ~ {b}" for a, b in store.merge_suggestions(shown_topics)]
    if suggestions:
        lead = "Similar topics, consider merging each pair into one topic: "
        if room - cost(lead) > 0:
            line = lead + bounded_list(suggestions, room - cost(lead), "; ")
            parts.append(line)
            room -= cost(line)
    parts.extend(blocks)
    left = len(records) - len(handed_out)
    if left:
        shown_ids = {r["id"] for r in handed_out}
        remaining = store.group_by_topic([r for r in records if r["id"] not in shown_ids])
        labels = [f"{t} ({len(g)})" for t, g in remaining.items()]
        parts.append(NOT_SHOWN.format(left=count(left), topics=bounded_list(labels, room + cost(not_shown_min) - cost(NOT_SHOWN))))
    return "\n\n".join([*parts, COMPACT_CLOSING, *notices]), handed_out


def compaction_group(topic: str, group: list[dict], room: int, first: bool) -> tuple[list[dict], str]:
    """A topic's records, IDs and merged question: as many records as fit `room` tokens.

    The first group of a reply always hands out its first record, so compaction makes progress
    (MIN_BUDGET is chosen so that even a record of maximum size fits)."""
    entries = []
    for record in group:
        entry = f"- {record['id']} {record['type']} {record['meta']['created'][:10]}: {record['lesson']}"
        if record["missing_context"]:
            entry += f"\n  missing_context: {record['missing_context']}"
        entries.append(entry)
    # A first guess from the entries' costs (each ID is listed again in source_ids), then exact.
    overhead = cost(_group_block(topic, group, [], 0)) + estimate_tokens(store.merge_questions(group))
    shown = len(fit(room - overhead, (f'{e} "{r["id"]}", ' for e, r in zip(entries, group))))
    floor = 1 if first else 0
    shown = max(shown, floor)
    block = _group_block(topic, group, entries, shown)
    while cost(block) > room and shown > floor:
        shown -= 1
        block = _group_block(topic, group, entries, shown)
    while shown < len(group) and cost(bigger := _group_block(topic, group, entries, shown + 1)) <= room:
        shown, block = shown + 1, bigger  # the guess may be low: the merged question can shrink
    if shown == 0:
        return [], ""
    return group[:shown], block


def _group_block(topic: str, group: list[dict], entries: list[str], shown: int) -> str:
    header = f"## topic={topic} ({count(shown)}" + (f" of {len(group)})" if shown < len(group) else ")")
    merged = store.merge_questions(group[:shown])
    tail = [f"merged ask_next_time: {merged}"] if merged else []
    tail.append(f"source_ids: {json.dumps([r['id'] for r in group[:shown]])}")
    return "\n".join([header, *entries[:shown], *tail])


def invalid_arguments(tool: str, error) -> str:
    """A validation error as the field, what was wrong and what to send; never the value sent."""
    problems = [f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}" for e in error.errors()[:5]]
    more = f" (and {error.error_count() - 5} more)" if error.error_count() > 5 else ""
    return f"Invalid arguments for {tool}: {'; '.join(problems)}{more}. Fix them as the tool's schema says and call again."


def ids(values: list[str]) -> str:
    """A count and the IDs, at most ten of them, each cut short: IDs come from the caller."""
    shown = [echo(v, 20) for v in values[:10]]
    more = f" … and {len(values) - 10} more" if len(values) > 10 else ""
    return f"{count(len(values))} ({', '.join(shown)}{more})"


# -- where the project is ------------------------------------------------------------------------


class Offload(Exception):
    """The tool must run in a worker thread: asking the client for roots waits for its answer."""


class RootsNeeded(Exception):
    """Raised on protocol 2026-07-28 to ask the client for its roots: the tool answers with `request`."""

    def __init__(self, request):
        super().__init__("the client's roots are needed")
        self.request = request


class Project:
    """Finds the project folder (docs/Design.md §6 gives the order), and keeps one store per folder."""

    def __init__(self, explicit: Path | None = None, max_log_bytes: int = store.MAX_LOG_BYTES):
        self.explicit = explicit.expanduser().resolve() if explicit else None
        self.max_log_bytes = max_log_bytes
        self.roots: list[str] | None = None  # the client's root URIs, asked once until they change
        self.asked = "the client was not asked for roots"  # for the error when nothing is found
        self.skipped: set[str] = set()  # unusable roots already logged
        self.stores: dict[Path, MemoryStore] = {}  # one per folder: it holds compaction's snapshot
        self._stores_lock = threading.Lock()  # tools run in worker threads; two first calls may race

    def store(self, ctx=None) -> MemoryStore:
        folder = self.resolve(ctx)
        with self._stores_lock:
            if folder not in self.stores:
                self.stores[folder] = MemoryStore(folder, max_log_bytes=self.max_log_bytes)
                log.info("memory log: %s", self.stores[folder].path)
            return self.stores[folder]

    def resolve(self, ctx=None) -> Path:
        if self.explicit:
            if not self.explicit.is_dir():
                raise ValueError(f"The project folder {self.explicit} does not exist: fix --project or {PROJECT_ENV}.")
            return self.explicit
        cwd = Path.cwd()
        found = enclosing_project(cwd)
        if found:
            return found
        for root in self.client_roots(ctx):
            return root
        if not too_broad(cwd):
            return cwd
        raise ValueError(
            f"No project folder: the server was started in {cwd}, which is neither a project nor inside one"
            f" (no .git or .context there or above), and {self.asked}. Add \"--project\", \"/path/to/your/project\""
            f" to the server's args in the client's MCP configuration (or set {PROJECT_ENV}), then restart the server."
        )

    def client_roots(self, ctx) -> list[Path]:
        """The client's usable roots: `file://` URIs of existing folders that are not / or home."""
        if self.roots is None and ctx is not None:
            self.roots = self._ask(ctx)
        usable = []
        for uri in self.roots or []:
            folder, problem = root_folder(uri)
            if problem:
                if uri not in self.skipped:
                    self.skipped.add(uri)
                    log.warning("skipping the client root %s: %s", echo(uri, 200), problem)
                continue
            usable.append(folder)
        if self.roots and not usable:
            named = ", ".join(echo(uri, 120) for uri in self.roots[:5])
            more = f" and {len(self.roots) - 5} more" if len(self.roots) > 5 else ""
            self.asked = f"none of the client's {len(self.roots)} root(s) ({named}{more}) is a usable project folder"
        return usable

    def _ask(self, ctx) -> list[str] | None:
        """The client's root URIs; None when it has none to give or asking failed (asked again next time)."""
        from mcp_types import InputRequiredResult, ListRootsRequest, ListRootsResult
        from mcp_types.version import MODERN_PROTOCOL_VERSIONS

        capabilities = ctx.session.client_capabilities  # per request on 2026-07-28, from initialize before
        if not (capabilities and capabilities.roots is not None):
            self.asked = "the client offers no roots"
            return None
        request_context = ctx.request_context
        if request_context is not None and request_context.protocol_version in MODERN_PROTOCOL_VERSIONS:
            # 2026-07-28: no server-to-client requests; the tool call itself returns the question,
            # and the client repeats the call with the answer (SEP-2322).
            answer = (ctx.input_responses or {}).get("roots")
            if not isinstance(answer, ListRootsResult):
                raise RootsNeeded(InputRequiredResult(input_requests={"roots": ListRootsRequest()}))
            roots = [str(root.uri) for root in answer.roots]
        else:
            if not store.waiting_allowed():  # on the event loop: the question needs a worker thread
                raise Offload
            try:
                roots = _list_roots_handshake(ctx)
            except Exception as exc:  # a client that claims roots but fails to list them still gets served
                self.asked = f"asking the client for roots failed ({echo(str(exc), 120)})"
                log.warning("could not list the client's roots: %s", echo(str(exc), 200))
                return None
        if not roots:
            self.asked = "the client announced no roots"
        if roots:
            log.info("client roots: %s", ", ".join(echo(r, 200) for r in roots[:5]))
        return roots

    def forget_roots(self) -> None:
        self.roots = None


def _list_roots_handshake(ctx) -> list[str]:
    """`roots/list` back to the client. Only ever called in a worker thread (answer() hands the tool over), so hop to the event loop."""
    import warnings

    import anyio

    async def ask() -> list[str]:
        with anyio.fail_after(ROOTS_TIMEOUT), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the SDK marks roots/list deprecated for 2026-07-28 on
            return [str(root.uri) for root in (await ctx.session.list_roots()).roots]

    return anyio.from_thread.run(ask)


def root_folder(uri: str) -> tuple[Path | None, str | None]:
    """The folder a root URI names, or why it cannot be the project."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None, "not a file:// URI"
    path = url2pathname(parsed.path)  # it also decodes %20 and friends
    if parsed.netloc not in ("", "localhost"):  # file://server/share/project: a Windows UNC path
        path = f"//{parsed.netloc}{path}"
    if "\0" in path:
        return None, "it contains a NUL character"
    folder = Path(path)
    if not folder.is_absolute():
        return None, "not an absolute path"
    if too_broad(folder):
        return None, "the filesystem root or the home folder is never a project"
    if not folder.is_dir():
        return None, "not an existing folder"
    return folder, None


def enclosing_project(start: Path) -> Path | None:
    """The nearest folder from `start` upward holding `.context/` or `.git` (a folder, or a worktree's file)."""
    for folder in (start, *start.parents):
        if too_broad(folder):
            continue
        if (folder / store.CONTEXT_DIR).is_dir() or (folder / ".git").exists():
            return folder
    return None


def too_broad(folder: Path) -> bool:
    """The filesystem root or the home folder: where clients start servers, never a project."""
    folder = folder.resolve()
    return folder == Path(folder.anchor) or folder == Path.home().resolve()


# -- the server ----------------------------------------------------------------------------------


def create_server(settings: Settings):
    """The FastMCP server for `settings`: three tools, the workflow prompt, nothing global.

    FastMCP is imported here, not at the top: `--check`, `--version` and the other commands print
    a report without paying its import (about a second)."""
    from typing import Annotated

    from fastmcp import FastMCP
    from fastmcp.exceptions import ToolError
    from fastmcp.server.dependencies import get_context
    from fastmcp.server.middleware import Middleware
    from fastmcp.tools.base import ToolResult
    from mcp_types import TextContent, ToolAnnotations
    from pydantic import Field, ValidationError

    project = Project(settings.project, settings.max_log_bytes)
    mcp = FastMCP(NAME, instructions=INSTRUCTIONS, version=project_version())
    # Only tools and a prompt: FastMCP registers resource handlers for every server, so the
    # capabilities would advertise resources we do not have.
    for method in ("resources/list", "resources/templates/list", "resources/read"):
        mcp._mcp_server._request_handlers.pop(method, None)

    class ClientEvents(Middleware):
        """Undeclared arguments are dropped (Gemini CLI adds `wait_for_previous` to every call), and
        the project is resolved again when the client's workspace roots change."""

        def __init__(self) -> None:
            self.noted: set[tuple[str, str]] = set()
            self.declared: dict[str, set[str]] = {}  # per tool: the tools are fixed once the server runs

        async def on_call_tool(self, context, call_next):
            message = context.message
            arguments = message.arguments or {}
            declared = self.declared.get(message.name) if arguments else None
            if declared is None and arguments:
                tool = await context.fastmcp_context.fastmcp.get_tool(message.name)
                if tool is not None:
                    declared = self.declared[message.name] = set(tool.parameters.get("properties", {}))
            if declared is not None:
                extra = [name for name in arguments if name not in declared]
                for name in extra:
                    if (message.name, name) not in self.noted:
                        self.noted.add((message.name, name))
                        log.info("ignoring the undeclared argument %s of %s", echo(name, 40), message.name)
                if extra:
                    kept = {k: v for k, v in arguments.items() if k in declared}
                    context = context.copy(message=message.model_copy(update={"arguments": kept}))
            try:
                return await call_next(context)
            except Exception as exc:
                invalid = exc if isinstance(exc, ValidationError) else exc.__cause__
                if not isinstance(invalid, ValidationError):
                    raise
                # pydantic's own text repeats each value (input_value=...), credentials included.
                raise ToolError(invalid_arguments(message.name, invalid)) from None

        async def on_notification(self, context, call_next):
            if context.method == "notifications/roots/list_changed":
                project.forget_roots()
            return await call_next(context)

    mcp.add_middleware(ClientEvents())

    def run(ctx, work):
        try:
            return ToolResult(content=[TextContent(type="text", text=work(project.store(ctx)))])
        except RootsNeeded as needed:
            return needed.request
        except (store.WouldBlock, Offload):
            raise
        except (ValueError, StoreError) as exc:
            raise ToolError(echo(str(exc), 1000)) from None  # a message may quote what the caller sent

    async def answer(work):
        """Run `work(store)` and reply with the text it returns: core's errors become tool errors, a
        roots question goes to the client.

        On the event loop when that is quick: no lock to wait for (this server's other calls or
        another process), a log of at most store.SMALL_LOG_BYTES, no question to the client. Else
        in a worker thread, where waiting is harmless: a sync tool's hop to a thread costs about
        0.2 ms, a third of a call at 50 records.

        The tools take the request's context from here rather than as a parameter, and reply with a
        finished ToolResult: FastMCP's parameter injection and its conversion of a returned string
        each cost about 0.05 ms a call."""
        ctx = get_context()
        try:
            with store.no_waiting():
                return run(ctx, work)
        except (store.WouldBlock, Offload):
            pass  # nothing was done: do it where it may wait
        import anyio

        return await anyio.to_thread.run_sync(run, ctx, work)

    Threshold = Annotated[
        int,
        Field(ge=1, description=f"Record count above which compaction is required. Default {settings.compact_threshold}."),
    ]
    reading = ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False)
    writing = ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=False, openWorldHint=False)

    @mcp.tool(
        annotations=reading,
        output_schema=None,
        description="Read this project's lessons from earlier tasks: what was missing, the lesson, and what to ask the user first. Call before every task.",
    )
    async def search_memory(
        query: Annotated[str, Field(description="The task you are about to do, in a few words, e.g. 'fix the payment refund flow'.")],
        topic: Annotated[
            str | None,
            Field(description="Only records whose topic equals this exactly (e.g. 'payment'). Omit to get everything."),
        ] = None,
    ):
        return await answer(lambda memory: search_reply(memory.load(), query, topic, settings))

    @mcp.tool(
        annotations=writing,
        output_schema=None,
        description="Record what this task taught: the missing context, the lesson and the question to ask next time. Call after every task.",
    )
    async def log_memory(
        topic: Annotated[
            str,
            Field(description="Module or feature tag, mid-level scope: 'auth', 'payment', 'db-migration'. Reuse an existing topic when one fits. Max 64 UTF-8 bytes."),
        ],
        missing_context: Annotated[
            str,
            Field(description="What the initial instructions lacked but the task needed. Required for type 'log'; '' for a principle. Max 1024 UTF-8 bytes."),
        ],
        lesson: Annotated[str, Field(description="The rule or constraint to apply next time. Max 1024 UTF-8 bytes.")],
        ask_next_time: Annotated[
            str,
            Field(description="The question to ask the user before the next task on this topic. Max 512 UTF-8 bytes."),
        ] = "",
        type: Annotated[
            str,
            Field(description="'log' (default) after a task; 'principle' to save a compact_memory summary."),
        ] = "log",
        compact_threshold: Threshold = settings.compact_threshold,
        source_ids: Annotated[
            list[str] | None,
            Field(description="With type 'principle': the source_ids compact_memory listed for the summarised records; they are removed in the same write."),
        ] = None,
    ):
        if source_ids and type != "principle":
            raise ToolError("source_ids goes with type='principle' only: drop it, or save the summary as a principle.")

        def save(memory: MemoryStore) -> str:
            record, redacted = store.build_record(topic, missing_context, lesson, ask_next_time, type)
            with WRITES:
                if type == "principle":
                    result = memory.save_principle(record, source_ids or [])
                else:
                    result = memory.upsert_log(record)
            return log_reply(result, redacted, compact_threshold)

        return await answer(save)

    @mcp.tool(
        annotations=reading,
        output_schema=None,
        description="Get the records grouped by topic, with merge suggestions, to summarise into principles. Required when the log exceeds the threshold.",
    )
    async def compact_memory(
        target_topic: Annotated[
            str | None,
            Field(description="Compact only this topic (exact match). Omit for all topics."),
        ] = None,
        compact_threshold: Threshold = settings.compact_threshold,
    ):
        def hand_out(memory: MemoryStore) -> str:
            text, handed_out = compact_reply(memory.load(), target_topic, compact_threshold, settings.token_budget)
            memory.snapshot(handed_out)  # only what the agent saw may be removed by its principle
            return text

        return await answer(hand_out)

    @mcp.prompt(name="memory_workflow", description="The Sentinel-Memory workflow: search before a task, log after it, compact when told.")
    def memory_workflow() -> str:
        return WORKFLOW_FILE.read_text(encoding="utf-8")

    return mcp


class WriteGate:
    """A write under way finishes before the process exits, and none starts once a stop was asked."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.closed = False

    def __enter__(self) -> None:
        if not self._lock.acquire(blocking=store.waiting_allowed()):
            raise store.WouldBlock("another write")
        if self.closed:
            self._lock.release()
            raise StoreError("The server is stopping: nothing was written. Call log_memory again once it has restarted.")

    def __exit__(self, *exc) -> None:
        self._lock.release()

    def close(self) -> None:
        with self._lock:  # waits for a write under way
            self.closed = True


WRITES = WriteGate()


# -- serving over stdio, behind core/stdio.py's guard ---------------------------------------------


def serve(settings: Settings) -> None:
    """Run the server over stdio until end of input, SIGINT or SIGTERM, each within a second."""
    import signal
    import warnings

    import anyio
    from mcp.shared.exceptions import MCPDeprecationWarning

    # roots/list is deprecated from 2026-07-28 on, but it is how handshake-era clients give roots.
    warnings.filterwarnings("ignore", category=MCPDeprecationWarning)
    mcp = create_server(settings)
    quiet_libraries()  # after create_server: importing FastMCP installs its own handlers
    guard = StdioGuard()

    def stop(signum, _frame) -> None:
        log.info("stopping (%s)", signal.Signals(signum).name)
        guard.close_input()
        # A tool still running keeps the SDK from returning; past a second, leave once no write is under way.
        watchdog = threading.Timer(0.8, lambda: (WRITES.close(), os._exit(0)))
        watchdog.daemon = True
        watchdog.start()

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    anyio.run(guard.serve, mcp)
    WRITES.close()


# -- --check and --show: core/report.py builds what they print ------------------------------------


def show(settings: Settings, since: str | None) -> int:
    """`--show [--since REF]`: print the log as Markdown. Never writes: no lock file, nothing else."""
    try:
        folder = Project(settings.project).resolve()
        earlier = report.log_at(folder, since, settings.max_log_bytes) if since is not None else None
    except ValueError as exc:
        print(f"PROBLEM: {exc}")
        return 1
    try:
        loaded = store.peek(folder, settings.max_log_bytes)  # no lock: taking it would create the lock file
    except StoreError as exc:
        print(f"PROBLEM: {exc}")
        return 1
    print(report.show_markdown(loaded, earlier, since or ""), end="")
    return 0


def check(settings: Settings) -> int:
    try:
        folder = Project(settings.project).resolve()
    except ValueError as exc:
        print(f"PROBLEM: {exc}")
        return 1
    lines, problems = report.health_check(folder, settings.compact_threshold, settings.max_log_bytes)
    print("\n".join(lines))
    print("\n".join(f"PROBLEM: {problem}" for problem in problems) if problems else "OK")
    return 1 if problems else 0


# -- the command line ----------------------------------------------------------------------------


def configure_logging() -> None:
    """Our one-line messages on stderr: clients show anything else there as errors."""
    if not any(getattr(h, "sentinel", False) for h in log.handlers):
        handler = logging.StreamHandler(sys.stderr)
        handler.sentinel = True
        handler.setFormatter(logging.Formatter("sentinel-memory: %(message)s"))
        log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False


def quiet_libraries() -> None:
    """FastMCP's banner-like INFO lines and Rich tracebacks are not ours to print."""
    for name in ("fastmcp", "mcp", "FastMCP"):
        library = logging.getLogger(name)
        library.handlers[:] = [logging.NullHandler()]
        library.propagate = False


def _whole_number(name: str, env: str, minimum: int):
    def parse(text: str) -> int:
        if not re.fullmatch(r"[0-9]{1,9}", text.strip()) or int(text) < minimum:
            raise argparse.ArgumentTypeError(
                f"{name} (or {env}) must be a whole number of at least {minimum:,}, not {echo(text, 40)!r}"
            )
        return int(text)

    return parse


def add_store_options(parser: argparse.ArgumentParser) -> None:
    """The options that say which log and how replies are cut: serving and `recall` share them."""
    parser.add_argument("--project", metavar="DIR", help=f"the project folder (default: {PROJECT_ENV}, then the folder the server runs in or above it, then the client's workspace)")
    parser.add_argument(
        "--token-budget", metavar="N", type=_whole_number("--token-budget", BUDGET_ENV, MIN_BUDGET),
        default=os.environ.get(BUDGET_ENV, str(DEFAULT_BUDGET)),
        help=f"most tokens any reply may take (default: {BUDGET_ENV} or {DEFAULT_BUDGET}; at least {MIN_BUDGET})",
    )
    parser.add_argument(
        "--compact-threshold", metavar="N", type=_whole_number("--compact-threshold", THRESHOLD_ENV, 1),
        default=os.environ.get(THRESHOLD_ENV, str(DEFAULT_THRESHOLD)),
        help=f"records above which compaction is required (default: {THRESHOLD_ENV} or {DEFAULT_THRESHOLD})",
    )
    parser.add_argument(
        "--max-log-mb", metavar="N", type=_whole_number("--max-log-mb", MAX_LOG_ENV, 1),
        default=os.environ.get(MAX_LOG_ENV, str(store.MAX_LOG_BYTES >> 20)),
        help=f"a log larger than this is refused, never read whole (default: {MAX_LOG_ENV} or {store.MAX_LOG_BYTES >> 20})",
    )


def settings_from(args: argparse.Namespace) -> Settings:
    explicit = args.project or os.environ.get(PROJECT_ENV) or None
    return Settings(
        project=Path(explicit) if explicit else None,
        token_budget=args.token_budget,
        compact_threshold=args.compact_threshold,
        max_log_bytes=args.max_log_mb << 20,
    )


def parse_settings(argv: list[str] | None) -> tuple[Settings, argparse.Namespace]:
    parser = argparse.ArgumentParser(
        prog=NAME, description=__doc__.splitlines()[0],
        usage=f"{NAME} [options]  (serve over stdio, as clients run it)\n       {NAME} init [CLIENT ...] [--user CLIENT ...] [--hook] [--dry-run]\n       {NAME} recall [QUERY ...]",
        epilog=f"commands: `{NAME} init --help` wires a project up for its clients; `{NAME} recall --help` prints the project's memory.",
    )
    add_store_options(parser)
    parser.add_argument("--check", action="store_true", help="print the resolved store and its health, then exit (never writes)")
    parser.add_argument("--show", action="store_true", help="print the log as Markdown, grouped by topic, then exit (never writes)")
    parser.add_argument("--since", metavar="REF", help="with --show: only records added, changed or removed since git revision REF")
    parser.add_argument("--version", action="version", version=f"{NAME} {project_version()}")
    args = parser.parse_args(argv)
    return settings_from(args), args


# -- recall: the memory for a hook or a person ---------------------------------------------------


def recall(argv: list[str]) -> int:
    """Print what search_memory would answer for the project. Reads without the lock: never writes."""
    parser = argparse.ArgumentParser(
        prog=f"{NAME} recall",
        description="Print what search_memory returns for this project, within the same token budget: for a"
        " Claude Code SessionStart hook, or to look. Reads the log without writing anything.",
    )
    parser.add_argument("query", nargs="*", help="the task in a few words: picks the records shown when the log is over the budget")
    parser.add_argument("--topic", help="only the records of this topic")
    add_store_options(parser)
    args = parser.parse_args(argv)
    settings = settings_from(args)
    logging.getLogger("sentinel_memory").setLevel(logging.ERROR)  # the reply itself names any odd line
    try:
        loaded = store.peek(Project(settings.project).resolve(), settings.max_log_bytes)  # never writes
    except (ValueError, StoreError) as exc:
        print(f"{NAME} recall: {exc}", file=sys.stderr)
        return 1
    print(search_reply(loaded, " ".join(args.query), args.topic, settings))
    return 0


# -- init: one command wires a project up --------------------------------------------------------


def init(argv: list[str]) -> int:
    """Write or merge the clients' MCP configuration and the workflow files; print what to do next."""
    import shutil

    from core import clients

    parser = argparse.ArgumentParser(
        prog=f"{NAME} init",
        description="Wire the project up: each client's project-level MCP configuration (merged, never replaced),"
        " the workflow in AGENTS.md and .cursor/rules/, and on request user-level configurations and a Claude"
        " Code SessionStart hook. A second run changes nothing.",
        epilog=f"Project files run `{clients.COMMAND}` by name (install it with uv tool or pipx); user-level files name"
        " the executable by absolute path, since GUI clients do not get your shell's PATH.",
    )
    parser.add_argument("clients", nargs="*", metavar="CLIENT",
                        help=f"{', '.join(clients.PROJECT_CLIENTS)} or all (default: those whose folder the project already has)")
    parser.add_argument("--user", nargs="+", default=[], metavar="CLIENT",
                        help=f"also the user-level configuration (every project) of: {', '.join(clients.USER_CLIENTS)}")
    parser.add_argument("--hook", action="store_true", help=f"add a Claude Code SessionStart hook running `{clients.HOOK_COMMAND}` to .claude/settings.json")
    parser.add_argument("--dry-run", action="store_true", help="show the changes as diffs and write nothing")
    parser.add_argument("--project", metavar="DIR", help="the project (default: the folder with .git or .context here or above, else here)")
    args = parser.parse_args(argv)

    def names(given: list[str], allowed: tuple[str, ...], other: str) -> list[str]:
        chosen = []
        for name in (clients.ALIASES.get(n.lower(), n.lower()) for n in given):
            if name == "all" and allowed == clients.PROJECT_CLIENTS:
                chosen += allowed
            elif name in allowed:
                chosen.append(name)
            elif name in clients.USER_CLIENTS + clients.PROJECT_CLIENTS:
                parser.error(other.format(name=name))
            else:
                parser.error(f"unknown client {name!r}: choose from {', '.join(allowed)}")
        return list(dict.fromkeys(chosen))

    project_clients = names(args.clients, clients.PROJECT_CLIENTS, "{name} is configured per user, not per project: use --user {name}")
    user_clients = names(args.user, clients.USER_CLIENTS, "{name} is a project client: name it before --user, not after it")
    cwd = Path.cwd()
    folder = Path(args.project).expanduser().resolve() if args.project else (enclosing_project(cwd) or cwd)
    if not folder.is_dir():
        parser.error(f"the project folder {folder} does not exist")
    if too_broad(folder):
        parser.error(f"{folder} is the filesystem root or your home folder, never a project: run init inside the project or pass --project DIR")
    if not args.clients:
        project_clients = clients.detect(folder)
        if not project_clients and not user_clients and not args.hook:
            parser.error(f"no client folder in {folder} (.cursor/, .vscode/, .claude/ or .mcp.json, .gemini/): name the"
                         f" clients to wire up, e.g. `{NAME} init claude gemini` (choose from {', '.join(clients.PROJECT_CLIENTS)}, all)")

    workflow = WORKFLOW_FILE.read_text(encoding="utf-8")
    here = [clients.COMMAND]
    plans: list[clients.Change] = []
    for name in project_clients:
        if name == "cursor":  # Cursor and VS Code fill in ${workspaceFolder}: no path of this machine is written
            plans.append(clients.server_entry(folder / ".cursor" / "mcp.json", "mcpServers", {"command": here[0], "args": ["--project", "${workspaceFolder}"]}))
            plans.append(clients.cursor_rule(folder / ".cursor" / "rules" / f"{NAME}.mdc", workflow))
        elif name == "vscode":
            plans.append(clients.server_entry(folder / ".vscode" / "mcp.json", "servers", {"type": "stdio", "command": here[0], "args": ["--project", "${workspaceFolder}"]}))
        elif name == "claude":  # Claude Code starts the server in the project: the server walks up to it
            plans.append(clients.server_entry(folder / ".mcp.json", "mcpServers", {"command": here[0], "args": []}))
        elif name == "gemini":
            plans.append(clients.gemini_settings(folder / ".gemini" / "settings.json", {"command": here[0], "args": []}))
    plans.append(clients.agents_section(folder / "AGENTS.md", workflow))
    if args.hook:
        plans.append(clients.session_start_hook(folder / ".claude" / "settings.json"))
    warnings = []
    if user_clients:
        command, warning = clients.installed_command(sys.argv[0], shutil.which(NAME), sys.executable, HERE / "server.py")
        warnings += [warning] if warning else []
        for name in user_clients:
            if name == "claude-desktop":  # it starts servers in / and announces no workspace: pin this project
                plans.append(clients.server_entry(clients.claude_desktop_config(), "mcpServers",
                                                  {"command": command[0], "args": [*command[1:], "--project", str(folder)]}))
            else:  # Codex starts servers in the session's folder: one entry serves every project
                plans.append(clients.codex_table(clients.codex_config(), {"command": command[0], "args": command[1:], "required": True}))

    def label(path: Path) -> str:
        for base, prefix in ((folder, ""), (Path.home(), "~/")):
            try:
                return prefix + path.relative_to(base).as_posix()
            except ValueError:
                pass
        return str(path)

    verb = "would " if args.dry_run else ""
    print(f"project: {folder}{'  (dry run: nothing is written)' if args.dry_run else ''}")
    failed = False
    for change in plans:
        if change.error:
            failed = True
            print(f"  ERROR      {label(change.path)}: {change.error}", file=sys.stderr)
            continue
        state = "unchanged" if not change.changed else f"{verb}create" if change.before is None else f"{verb}update"
        print(f"  {state:<12} {label(change.path)} ({change.what})")
        for note in change.notes:
            print(f"  note: {note}")
        if change.changed and not args.dry_run:
            clients.write(change)
    if args.dry_run:
        diffs = [change.diff(label(change.path)) for change in plans if change.changed]
        print("\n" + "".join(diffs) if diffs else "\nNothing would change.")
    if shutil.which(clients.COMMAND) is None and project_clients + (["hook"] if args.hook else []):
        warnings.append(f"`{clients.COMMAND}` is not on your PATH, and the project files start it by that name:"
                        f" install it for good (`uv tool install {install_source()}` or `pipx install {install_source()}`)")
    steps = [step for name in project_clients + user_clients for step in clients.next_steps(name, folder, Path())]
    if args.hook:
        steps.append(f"Claude Code runs `{clients.HOOK_COMMAND}` at every session start and puts its output in the context;"
                     f" run it yourself to see what the agent gets.")
    note = clients.claude_md_note(folder) if "claude" in project_clients or args.hook else ""
    steps += [note] if note else []
    committed = [label(c.path) for c in plans if c.changed and c.path.is_relative_to(folder)]
    if committed and not args.dry_run:
        steps.append(f"Commit for your team: git add {' '.join(committed)}")
    print("\n".join(["", "Next steps:", *(f"- {step}" for step in steps)]) if steps else "")
    for warning in warnings:
        print(f"WARNING: {warning}", file=sys.stderr)
    return 1 if failed else 0


def install_source() -> str:
    """Where this copy was installed from, for the install command to suggest: its git URL or folder."""
    try:
        from importlib.metadata import PackageNotFoundError, distribution

        direct = json.loads(distribution(NAME).read_text("direct_url.json") or "{}")
    except (PackageNotFoundError, ValueError):
        direct = {}
    url = direct.get("url", "")
    if "vcs_info" in direct:
        return f"git+{url}"
    if url.startswith("file://") or not url:
        return str(Path(url2pathname(urlparse(url).path))) if url else str(HERE)
    return url


COMMANDS = {"init": init, "recall": recall}


def main(argv: list[str] | None = None) -> None:
    for stream in (sys.stdout, sys.stderr):  # Windows consoles default to a code page, clients expect UTF-8
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in COMMANDS:  # no subcommand serves: that is how clients run us
        sys.exit(COMMANDS[argv[0]](argv[1:]))
    settings, args = parse_settings(argv)
    configure_logging()
    if args.check:
        sys.exit(check(settings))
    if args.show or args.since is not None:
        sys.exit(show(settings, args.since))
    serve(settings)


if __name__ == "__main__":
    main()
