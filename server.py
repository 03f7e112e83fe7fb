"""Sentinel-Memory: an MCP server that keeps the lessons an AI agent learned in a project.

Three tools over stdio: search_memory (read the log before a task), log_memory (record the prompt
gap after it) and compact_memory (summarise when the log grows). The log is
`<project>/.context/memory_log.jsonl`; `core` does the work, this module validates and formats.
"""

import sys

# Before anything can print: clients expect UTF-8, and Windows consoles default to a code page.
sys.stdout.reconfigure(encoding="utf-8")
sys.stderr.reconfigure(encoding="utf-8")

import argparse
import logging
import os
import re
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated
from urllib.parse import urlparse
from urllib.request import url2pathname

import anyio
from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError
from fastmcp.server.middleware import Middleware
from mcp_types import ToolAnnotations
from pydantic import Field

from core import store
from core.store import MemoryStore, StoreError

log = logging.getLogger("sentinel_memory")

PROJECT_ENV = "SENTINEL_MEMORY_PROJECT"
BUDGET_ENV = "SENTINEL_MEMORY_TOKEN_BUDGET"
DEFAULT_BUDGET = 20_000  # tokens; clients refuse much larger tool results (Claude Code: about 25,000)
DEFAULT_THRESHOLD = 50
ROOTS_TIMEOUT = 5.0
WORKFLOW_FILE = Path(__file__).with_name(".cursorrules")

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

mcp = FastMCP("sentinel-memory", instructions=INSTRUCTIONS)


# -- where the project is ------------------------------------------------------------------------


class Project:
    """Resolves the project folder in the order DECISIONS.md gives, and keeps one store per folder."""

    def __init__(self, explicit: str | None = None):
        self.explicit = Path(explicit).expanduser().resolve() if explicit else None
        self.roots: list[str] | None = None  # the client's file:// roots, asked once until they change
        self.stores: dict[Path, MemoryStore] = {}  # one per folder: it holds compaction's snapshot
        self._stores_lock = threading.Lock()  # tools run in worker threads; two first calls may race

    def store(self, ctx: Context | None) -> MemoryStore:
        folder = self.resolve(ctx)
        with self._stores_lock:
            if folder not in self.stores:
                self.stores[folder] = MemoryStore(folder)
                log.info("memory log: %s", self.stores[folder].path)
            return self.stores[folder]

    def resolve(self, ctx: Context | None) -> Path:
        if self.explicit:
            if not self.explicit.is_dir():
                raise ValueError(f"The project folder {self.explicit} does not exist: fix --project or {PROJECT_ENV}.")
            return self.explicit
        cwd = Path.cwd()
        if (cwd / store.CONTEXT_DIR).is_dir() or (cwd / ".git").exists():
            return cwd
        for root in self.client_roots(ctx):
            if not _too_broad(root) and root.is_dir():
                return root
        if not _too_broad(cwd):
            return cwd
        raise ValueError(
            f"No project folder: the server was started in {cwd}, which is not a project, and the client"
            f" announced no workspace. Add \"--project\", \"/path/to/your/project\" to the server's args"
            f" in the client's MCP configuration (or set {PROJECT_ENV}), then restart the server."
        )

    def client_roots(self, ctx: Context | None) -> list[Path]:
        roots = self.roots
        if roots is None and ctx is not None:
            roots = _ask_roots(ctx)
            if roots is not None:  # a failed request is asked again next time, not remembered
                self.roots = roots
                if roots:
                    log.info("client roots: %s", ", ".join(roots))
        return [_path_from_uri(uri) for uri in roots or [] if uri.startswith("file://")]

    def forget_roots(self) -> None:
        self.roots = None


def _ask_roots(ctx: Context) -> list[str] | None:
    """The client's roots: [] when it has none to give, None when asking failed (worth asking again)."""
    session = ctx.session
    capabilities = session.client_capabilities
    if not (capabilities and capabilities.roots is not None):
        return []

    async def ask() -> list[str]:
        with anyio.fail_after(ROOTS_TIMEOUT), warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="The roots capability is deprecated")
            return [str(root.uri) for root in (await session.list_roots()).roots]

    try:
        return anyio.from_thread.run(ask)
    except Exception as exc:  # a client that claims roots but fails to list them still gets served
        log.warning("could not list the client's roots (%s); falling back to the working directory", exc)
        return None


def _path_from_uri(uri: str) -> Path:
    parsed = urlparse(uri)
    path = url2pathname(parsed.path)  # it also decodes %20 and friends
    if parsed.netloc not in ("", "localhost"):  # file://server/share/project: a Windows UNC path
        path = f"//{parsed.netloc}{path}"
    return Path(path)


def _too_broad(folder: Path) -> bool:
    """The filesystem root or the home folder: where clients start servers, never a project."""
    folder = folder.resolve()
    return folder == Path(folder.anchor) or folder == Path.home().resolve()


project = Project()
token_budget = DEFAULT_BUDGET


class RootsChanged(Middleware):
    """Re-resolve the project when the client's workspace roots change."""

    async def on_notification(self, context, call_next):
        if context.method == "notifications/roots/list_changed":
            project.forget_roots()
        return await call_next(context)


mcp.add_middleware(RootsChanged())


@contextmanager
def _tool_errors() -> Iterator[None]:
    """core's errors say what to do: hand them to the client as tool errors. Anything else is a bug."""
    try:
        yield
    except (ValueError, StoreError) as exc:
        raise ToolError(str(exc)) from None


def _with_topic(loaded: store.LogFile, topic: str | None) -> list[dict]:
    records = list(loaded.records.values())
    return records if topic is None else [r for r in records if r["topic"] == topic.strip()]


def _no_such_topic(topic: str | None, loaded: store.LogFile) -> str:
    return (
        f"No records with topic '{topic}'. Existing topics: {', '.join(loaded.topics())}.\n"
        "Retry with one of these topics, or without a topic to see every record."
    )


# -- tools ---------------------------------------------------------------------------------------

Threshold = Annotated[
    int,
    Field(ge=1, description="Record count above which compaction is required. Default 50."),
]


@mcp.tool(
    annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False),
    output_schema=None,
)
def search_memory(
    query: Annotated[str, Field(description="The task you are about to do, in a few words, e.g. 'fix the payment refund flow'.")],
    topic: Annotated[
        str | None,
        Field(description="Only records whose topic equals this exactly (e.g. 'payment'). Omit to get everything."),
    ] = None,
    ctx: Context | None = None,
) -> str:
    """Read this project's lessons from earlier tasks: what was missing, the lesson, and what to ask the user first. Call before every task."""
    with _tool_errors():
        loaded = project.store(ctx).load()
    shown = _with_topic(loaded, topic)
    notices = _malformed_notice(loaded)
    over_threshold = len(loaded.records) > DEFAULT_THRESHOLD
    if not loaded.records:
        return "\n\n".join([GAP_QUESTIONS, *notices])
    if not shown:
        return "\n\n".join([_no_such_topic(topic, loaded), *notices])
    scope = f", topic={topic.strip()}" if topic is not None else ""
    texts = {r["id"]: record_text(r) for r in shown}
    blocks = [f"#{number} {texts[r['id']]}" for number, r in enumerate(shown, start=1)]
    full = [f"[memory_log - {len(shown)} entries{scope}]", *blocks, *notices]
    if over_threshold:
        full.append(_compaction_required(len(loaded.records), DEFAULT_THRESHOLD))
    reply = "\n\n".join(full)
    if estimate_tokens(reply) <= token_budget:
        return reply
    ranked = [texts[r["id"]] for r in rank_for_query(shown, query)]
    return _within_budget(ranked, scope, notices)


def _within_budget(ranked: list[str], scope: str, notices: list[str]) -> str:
    """The top-ranked records that fit the token budget, and a closing line about the rest."""
    header = f"[memory_log - {len(ranked)} entries{scope}; over the {token_budget:,}-token budget, showing the most relevant]"
    closing = (
        "{left} of {total} records were left out to stay within the token budget."
        " Compaction required: the log no longer fits one reply, whatever its record count."
        " Call compact_memory now and follow its instructions."
    )
    used = estimate_tokens("\n\n".join([header, *notices, closing.format(left=len(ranked), total=len(ranked))]))
    blocks = []
    for text in ranked:
        block = f"#{len(blocks) + 1} {text}"
        cost = estimate_tokens(block) + 1
        if used + cost > token_budget:
            break
        blocks.append(block)
        used += cost
    left = len(ranked) - len(blocks)
    return "\n\n".join([header, *blocks, *notices, closing.format(left=left, total=len(ranked))])


def rank_for_query(records: list[dict], query: str) -> list[dict]:
    """Principles first (in file order), then the rest by how many query words they contain, newest first.

    Words match as substrings, so a Korean stem still matches a word with a particle attached.
    """
    words = {w for w in re.findall(r"\w+", query.lower()) if len(w) > 1}

    def overlap(record: dict) -> int:
        text = " ".join(record[k] for k in LABELS).lower() + " " + record["topic"].lower()
        return sum(w in text for w in words)

    principles = [r for r in records if r["type"] == "principle"]
    others = [r for r in records if r["type"] != "principle"]
    others.sort(key=lambda r: (overlap(r), r["meta"]["created"]), reverse=True)
    return principles + others


def estimate_tokens(text: str) -> int:
    """A conservative token count: ASCII at 3 characters a token, any other character a token of its own.

    Tokenizers average about 4 ASCII characters a token; Korean, Chinese and other scripts run
    closer to one token a character, so counting them by bytes or ASCII ratios would undercount.
    """
    ascii_chars = len(text.encode("ascii", "ignore"))
    return -(-ascii_chars // 3) + (len(text) - ascii_chars)


@mcp.tool(
    annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=False, openWorldHint=False),
    output_schema=None,
)
def log_memory(
    topic: Annotated[
        str,
        Field(description="Module or feature tag, mid-level scope: 'auth', 'payment', 'db-migration'. Reuse an existing topic when one fits. Max 64 UTF-8 bytes."),
    ],
    missing_context: Annotated[
        str,
        Field(description="What the initial instructions lacked but the task needed. Required for type 'log'; '' for a principle. Max 1024 UTF-8 bytes."),
    ],
    lesson: Annotated[
        str,
        Field(description="The rule or constraint to apply next time. Max 1024 UTF-8 bytes."),
    ],
    ask_next_time: Annotated[
        str,
        Field(description="The question to ask the user before the next task on this topic. Max 512 UTF-8 bytes."),
    ] = "",
    type: Annotated[
        str,
        Field(description="'log' (default) after a task; 'principle' to save a compact_memory summary."),
    ] = "log",
    compact_threshold: Threshold = DEFAULT_THRESHOLD,
    source_ids: Annotated[
        list[str] | None,
        Field(description="With type 'principle': the source_ids compact_memory listed for the summarised records; they are removed in the same write."),
    ] = None,
    ctx: Context | None = None,
) -> str:
    """Record what this task taught: the missing context, the lesson and the question to ask next time. Call after every task."""
    if source_ids and type != "principle":
        raise ToolError("source_ids goes with type='principle' only: drop it, or save the summary as a principle.")
    with _tool_errors():
        memory = project.store(ctx)
        record, redacted = store.build_record(topic, missing_context, lesson, ask_next_time, type)
        if type == "principle":
            result = memory.save_principle(record, source_ids or [])
        else:
            result = memory.upsert_log(record)
    record = result.record
    verb = "Saved new" if result.created else "Updated existing"
    lines = [f"{verb} {record['type']} {record['id']} (topic={record['topic']}). The log holds {_count(result.count)}."]
    if result.removed:
        lines.append(f"Removed {_count(len(result.removed))} merged into this principle.")
    if result.changed:
        lines.append(f"Kept {_ids(result.changed)}: revised since compact_memory. Call compact_memory again to include them.")
    if result.unknown:
        lines.append(
            f"Kept {_ids(result.unknown)}: not handed out by compact_memory in this server session."
            " Call compact_memory, then save this principle again with its source_ids."
        )
    if result.missing:
        lines.append(f"Not in the log (already removed): {_ids(result.missing)}.")
    if redacted:
        lines.append(f"Credentials were replaced with [REDACTED] in: {', '.join(redacted)}.")
    if record["topic"] not in result.topics:
        similar = store.similar_topics(record["topic"], result.topics)
        if similar:
            lines.append(f"New topic; similar existing topics: {', '.join(similar)}. Reuse one of them next time if it fits.")
    if result.count > compact_threshold:
        lines.append(_compaction_required(result.count, compact_threshold))
    return "\n".join(lines)


@mcp.tool(
    annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False),
    output_schema=None,
)
def compact_memory(
    target_topic: Annotated[
        str | None,
        Field(description="Compact only this topic (exact match). Omit for all topics."),
    ] = None,
    compact_threshold: Threshold = DEFAULT_THRESHOLD,
    ctx: Context | None = None,
) -> str:
    """Get the records grouped by topic, with merge suggestions, to summarise into principles. Required when the log exceeds the threshold."""
    with _tool_errors():
        memory = project.store(ctx)
        loaded = memory.load()
    records = _with_topic(loaded, target_topic)
    if not records:
        return _no_such_topic(target_topic, loaded) if loaded.records else "The log is empty: nothing to compact."
    groups = store.group_by_topic(records)
    total = len(loaded.records)
    state = (
        f"compaction required ({total} records exceed the threshold of {compact_threshold})"
        if total > compact_threshold
        else f"compaction not yet required by count ({total} of {compact_threshold} records);"
        " do it now if search_memory said the log is over its token budget"
    )
    parts = [f"[compact_memory - {_count(len(records))} in {len(groups)} topic(s); {state}]"]
    suggestions = store.merge_suggestions(list(groups))
    if suggestions:
        pairs = "; ".join(f"{a} ~ {b}" for a, b in suggestions)
        parts.append(f"Similar topics, consider merging each pair into one topic: {pairs}")
    closing = (
        "Next, for each topic (or each merged set of similar topics): summarise its lessons into one principle,"
        " then call log_memory(type=\"principle\", topic=<topic>, missing_context=\"\", lesson=<the principle>,"
        " ask_next_time=<the merged ask_next_time, shortened if you like>, source_ids=<the source_ids of every"
        " group it summarises>). That one call saves the principle and removes those records; records added or"
        " changed after this compact_memory call are kept."
    )
    notices = _malformed_notice(loaded)
    used = estimate_tokens("\n\n".join([*parts, closing, *notices])) + 200  # room for the "not shown" line
    handed_out: list[dict] = []
    for topic, group in groups.items():
        shown, block = _compaction_group(topic, group, token_budget - used)
        if not shown:
            break
        parts.append(block)
        handed_out.extend(shown)
        used += estimate_tokens(block) + 1
        if len(shown) < len(group):
            break
    memory.snapshot(handed_out)  # only what the agent saw may be removed by its principle
    left = len(records) - len(handed_out)
    if left:
        shown_ids = {r["id"] for r in handed_out}
        remaining = store.group_by_topic([r for r in records if r["id"] not in shown_ids])
        counts = ", ".join(f"{t} ({len(g)})" for t, g in remaining.items())
        parts.append(
            f"{_count(left)} not shown, to stay within the token budget: {counts}."
            " Save the principles above first, then call compact_memory again (target_topic=... narrows it)."
        )
    return "\n\n".join([*parts, closing, *notices])


def _compaction_group(topic: str, group: list[dict], budget: int) -> tuple[list[dict], str]:
    """A topic's records, IDs and merged question, as many records as fit `budget` tokens."""
    lines: list[str] = []
    shown: list[dict] = []
    fixed = estimate_tokens(f"## topic={topic} (0 records)\nmerged ask_next_time: {store.merge_questions(group)}")
    for record in group:
        entry = f"- {record['id']} {record['type']} {record['meta']['created'][:10]}: {record['lesson']}"
        if record["missing_context"]:
            entry += f"\n  missing_context: {record['missing_context']}"
        cost = estimate_tokens(entry) + 8  # its ID again in source_ids
        if fixed + cost > budget:
            break
        lines.append(entry)
        shown.append(record)
        fixed += cost
    if not shown:
        return [], ""
    header = f"## topic={topic} ({_count(len(shown))}" + (f" of {len(group)})" if len(shown) < len(group) else ")")
    merged = store.merge_questions(shown)
    tail = [f"merged ask_next_time: {merged}"] if merged else []
    tail.append(f"source_ids: {_json_list(r['id'] for r in shown)}")
    return shown, "\n".join([header, *lines, *tail])


@mcp.prompt(name="memory_workflow", description="The Sentinel-Memory workflow: search before a task, log after it, compact when told.")
def memory_workflow() -> str:
    return WORKFLOW_FILE.read_text(encoding="utf-8")


# -- formatting ----------------------------------------------------------------------------------


LABELS = {"missing_context": "missing", "lesson": "lesson", "ask_next_time": "ask"}  # short: paid on every search


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


def _malformed_notice(loaded: store.LogFile) -> list[str]:
    if not loaded.malformed:
        return []
    where = ", ".join(map(str, loaded.malformed[:10]))
    return [
        f"Note: {len(loaded.malformed)} line(s) of {store.CONTEXT_DIR}/{store.LOG_NAME} are not valid records"
        f" (line {where}). They are kept as they are; fix or delete them by hand."
    ]


def _compaction_required(count: int, threshold: int) -> str:
    return (
        f"Compaction required: {count} records exceed the threshold of {threshold}."
        " Call compact_memory now and follow its instructions."
    )


def _count(n: int) -> str:
    return f"{n} record" if n == 1 else f"{n} records"


def _ids(ids: list[str]) -> str:
    return f"{_count(len(ids))} ({', '.join(ids)})"


def _json_list(items) -> str:
    return "[" + ", ".join(f'"{item}"' for item in items) + "]"


# -- health check --------------------------------------------------------------------------------


def health_check(folder: Path) -> tuple[list[str], str | None]:
    """What `--check` prints, and the problem that makes it fail (None when healthy). Never writes."""
    path = folder / store.CONTEXT_DIR / store.LOG_NAME
    lines = [f"project: {folder}", f"store:   {path}"]
    if not path.exists():
        lines.append("log:     not created yet (the first log_memory creates it)")
        return lines, None
    try:
        loaded = store.parse_log(path.read_bytes())  # no lock: taking it would create the lock file
    except OSError as exc:
        return lines, f"cannot read {path}: {exc.strerror or exc}"
    records = list(loaded.records.values())
    by_type = ", ".join(f"{sum(r['type'] == t for r in records)} {t}" for t in store.TYPES)
    topics = loaded.topics()
    lines.append(f"records: {len(records)} ({by_type})")
    lines.append(f"topics:  {len(topics)}" + (f" ({', '.join(topics)})" if topics else ""))
    lines.append(f"malformed lines: {len(loaded.malformed)}" + (f" (line {', '.join(map(str, loaded.malformed))})" if loaded.malformed else ""))
    lines.append(f"duplicate lines: {loaded.duplicates}; conflict markers: {loaded.conflict_markers}")
    due = len(records) > DEFAULT_THRESHOLD
    lines.append(f"compaction: {'due' if due else 'not due'} ({len(records)} of {DEFAULT_THRESHOLD} records)")
    git = _git_state(folder, path)
    lines.append(f"git: {git[0]}")
    if loaded.malformed:
        return lines, f"{len(loaded.malformed)} malformed line(s) in {path}: fix or delete them by hand"
    if loaded.conflict_markers:
        return lines, f"unresolved git conflict markers in {path}: the next log_memory removes them, or resolve the merge"
    return lines, git[1]


def _git_state(folder: Path, path: Path) -> tuple[str, str | None]:
    """How git sees the log and its lock file, and a problem if the lock would show in `git status`."""
    import subprocess

    def git(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True)

    try:
        if git("rev-parse", "--is-inside-work-tree").returncode != 0:
            return "not a git repository (the log is not shared with the team)", None
    except OSError:
        return "git not found", None
    tracked = git("ls-files", "--error-unmatch", str(path)).returncode == 0
    lock_ignored = git("check-ignore", "-q", str(path) + ".lock").returncode == 0
    state = f"log {'tracked' if tracked else 'not tracked yet (commit .context/ to share it)'}; lock file {'ignored' if lock_ignored else 'NOT ignored'}"
    problem = None if lock_ignored else f"{path.name}.lock is not ignored by git: add .context/.gitignore with the line '*.lock'"
    return state, problem


def check(folder_arg: str | None) -> int:
    try:
        folder = Project(folder_arg).resolve(None)
    except ValueError as exc:
        print(f"PROBLEM: {exc}")
        return 1
    lines, problem = health_check(folder)
    print("\n".join(lines))
    print(f"PROBLEM: {problem}" if problem else "OK")
    return 1 if problem else 0


# -- start-up ------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", metavar="DIR", help=f"the project folder (default: {PROJECT_ENV}, then the client's workspace)")
    parser.add_argument(
        "--token-budget", metavar="N", default=os.environ.get(BUDGET_ENV, str(DEFAULT_BUDGET)),
        help=f"most tokens a search_memory or compact_memory reply may take (default: {BUDGET_ENV} or {DEFAULT_BUDGET})",
    )
    parser.add_argument("--check", action="store_true", help="print the resolved store and its health, then exit (never writes)")
    args = parser.parse_args(argv)
    explicit = args.project or os.environ.get(PROJECT_ENV) or None
    if args.check:
        sys.exit(check(explicit))
    handler = logging.StreamHandler(sys.stderr)  # ours only: clients show a library's INFO chatter as errors
    handler.setFormatter(logging.Formatter("sentinel-memory: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    if not args.token_budget.isdigit() or int(args.token_budget) < 1000:
        parser.error(f"--token-budget (or {BUDGET_ENV}) must be a whole number of at least 1000, not {args.token_budget!r}")
    global project, token_budget
    project = Project(explicit)
    token_budget = int(args.token_budget)
    mcp.run("stdio", show_banner=False)


if __name__ == "__main__":
    main()
