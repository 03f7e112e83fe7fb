"""What `--check` and `--show` print: the health of a project's log and the log as Markdown for people.

Both read without the lock and never write (not even the lock file); server.py resolves the project
and prints what these return.
"""

import os
import re
from pathlib import Path

from core import store
from core.store import StoreError
from core.text import bounded_list, count, echo


# -- health check --------------------------------------------------------------------------------


def health_check(folder: Path, threshold: int, max_log_bytes: int) -> tuple[list[str], list[str]]:
    """What `--check` prints, and the problems that make it fail. Never writes, never follows a link."""
    path = folder / store.CONTEXT_DIR / store.LOG_NAME
    lines = [f"project: {folder}", f"store:   {path}"]
    problems = store.inspect(folder, max_log_bytes)
    if not os.path.lexists(path):
        lines.append("log:     not created yet (the first log_memory creates it)")
        return lines, problems
    try:
        loaded = store.peek(folder, max_log_bytes)  # no lock: taking it would create the lock file
    except StoreError:
        return lines, problems  # inspect() said why
    records = list(loaded.records.values())
    by_type = ", ".join(f"{sum(r['type'] == t for r in records)} {t}" for t in store.TYPES)
    topics = loaded.topics()
    lines.append(f"records: {len(records)} ({by_type})")
    lines.append(f"topics:  {len(topics)}" + (f" ({bounded_list(topics, 300)})" if topics else ""))
    lines.append(f"malformed lines: {len(loaded.malformed)}")
    lines.append(f"duplicate lines: {loaded.duplicates}; conflict markers: {loaded.conflict_markers}")
    if loaded.duplicate_ids:  # normal after a merge that kept both sides of an upsert: not a problem
        lines.append(
            f"duplicate IDs: {bounded_list(loaded.duplicate_ids, 100)} (the newest version of each is used;"
            " the next log_memory removes the older lines)"
        )
    # Normal after a merge with a branch that still had them: hidden from every tool, not a problem.
    lines.append(
        f"compacted originals waiting for removal: {len(loaded.compacted)}"
        + (" (hidden: a principle replaced them; the next log_memory removes them)" if loaded.compacted else "")
    )
    due = len(records) > threshold
    lines.append(f"compaction: {'due' if due else 'not due'} ({len(records)} of {threshold} records)")
    git, git_problems = _git_state(folder, path)
    lines.append(f"git: {git}")
    leaked = records_with_credentials(records)
    if leaked:
        problems.append(
            f"{count(len(leaked))} in {path} hold what looks like a credential: {bounded_list(leaked, 200)}."
            " Written by hand, by an older version or merged from a branch: delete or reword them, rotate the"
            " credential, and if they were committed, remove them from git history."
        )
    return lines, problems + git_problems


def records_with_credentials(records: list[dict]) -> list[str]:
    """The IDs of stored records the sanitizer would still change: never their values."""
    from core.sanitizer import find_credentials, note_holds_credentials

    fields = ("missing_context", "lesson", "ask_next_time")
    return [
        r["id"] for r in records
        if find_credentials(r.get("topic", "")) or note_holds_credentials({name: r.get(name, "") for name in fields})
    ]


def _git_state(folder: Path, path: Path) -> tuple[str, list[str]]:
    """How git sees the log, its lock file and the helper files, and the problems among that.

    Problems: a lock file git would show; once the log is tracked, a helper file not committed
    (or changed since); attributes that do not merge the log by union or keep it LF."""
    import subprocess

    def git(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True)

    try:
        if git("rev-parse", "--is-inside-work-tree").returncode != 0:
            return "not a git repository (the log is not shared with the team)", []
    except OSError:
        return "git not found", []
    problems = []
    tracked = git("ls-files", "--error-unmatch", str(path)).returncode == 0
    lock_ignored = git("check-ignore", "-q", str(path) + ".lock").returncode == 0
    state = f"log {'tracked' if tracked else 'not tracked yet (commit .context/ to share it)'}; lock file {'ignored' if lock_ignored else 'NOT ignored'}"
    if not lock_ignored:
        problems.append(f"{path.name}.lock is not ignored by git: add .context/.gitignore with the line '*.lock'")
    if tracked:
        helpers = {}
        for name in store.GIT_HELPERS:
            helper = path.parent / name
            if git("ls-files", "--error-unmatch", str(helper)).returncode != 0:
                helpers[name] = "not committed"
                problems.append(
                    f"{helper} is not committed, so teammates' git does not use it: `git add {helper}` and commit it."
                )
            elif git("diff", "--quiet", "--", str(helper)).returncode != 0:
                helpers[name] = "changed, not committed"
                problems.append(
                    f"{helper} has changes that are not committed (the server updates a helper it wrote earlier):"
                    f" `git add {helper}` and commit it, so teammates get them."
                )
            else:
                helpers[name] = "tracked"
        state += "; " + ", ".join(f"{name} {how}" for name, how in helpers.items())
    attributes = _attributes(git("check-attr", "merge", "text", "eol", "--", str(path)).stdout)
    if attributes.get("merge") != "union" or attributes.get("text") != "set" or attributes.get("eol") != "lf":
        problems.append(
            f"git treats {path.name} as merge={attributes.get('merge', 'unspecified')},"
            f" text={attributes.get('text', 'unspecified')}, eol={attributes.get('eol', 'unspecified')}: branches that"
            " both logged may conflict and a Windows checkout may rewrite every line. Add the line"
            f" '{store.CONTEXT_GITATTRIBUTES.strip()}' to {path.parent / '.gitattributes'} (the next log_memory does it"
            " if the file is one the server wrote) and commit it."
        )
    return state, problems


def _attributes(output: str) -> dict[str, str]:
    """`git check-attr` output ('path: merge: union' per line) as {'merge': 'union'}."""
    found = {}
    for line in output.splitlines():
        _, attribute, value = line.rsplit(": ", 2)
        if value != "unspecified":
            found[attribute] = value
    return found


# -- show: the log as Markdown for people -------------------------------------------------------

# Characters that would make a record's text into markup (links, images, HTML, emphasis, tables).
_MARKUP = re.compile(r"([\\`*_\[\]<>|~#!])")


def md(text: str) -> str:
    """Text from the log as one line of literal Markdown: whitespace runs (line breaks included) are
    one space and markup characters are escaped, so a record can neither restructure the page nor
    embed an image or HTML in a pull request."""
    return _MARKUP.sub(r"\\\1", " ".join(text.split()))


def md_id(value: str) -> str:
    return f"`{value}`" if re.fullmatch(r"[^`\s]{1,100}", value) else md(value)  # a code span shows anything literally


def show_record(record: dict, mark: str = "", before: dict | None = None) -> list[str]:
    """A record as a Markdown list item: kind, ID and date, then its non-empty fields below it.

    With `before` (an earlier version), each field that changed also shows what it was."""
    meta = record["meta"]
    head = f"- {'**principle**' if record['type'] == 'principle' else 'log'} {md_id(record['id'])} {md(meta['created'][:10])}"
    if isinstance(meta.get("source_count"), int) and meta["source_count"]:
        head += f", replaces {count(meta['source_count'])}"
    lines = [head + (f" ({mark})" if mark else "")]
    for name, label in (("missing_context", "missing"), ("lesson", "lesson"), ("ask_next_time", "ask next time")):
        if record[name]:
            lines.append(f"  - {label}: {md(record[name])}")
        if before is not None and before.get(name, "") != record[name]:
            lines.append(f"  - {label} before: {md(before.get(name, '')) or '(empty)'}")
    return lines


def show_topics(records: list[dict], marks: dict[str, str], before: dict[str, dict]) -> list[str]:
    """Records grouped by topic (topics in file order), principles first in each."""
    lines: list[str] = []
    for topic, group in store.group_by_topic(records).items():
        lines += ["", f"### {md(topic)}", ""]
        for record in sorted(group, key=lambda r: r["type"] != "principle"):  # stable: file order otherwise
            lines += show_record(record, marks.get(record["id"], ""), before.get(record["id"]))
    return lines


def show_markdown(loaded: store.LogFile, earlier: store.LogFile | None = None, since: str = "") -> str:
    """The log as Markdown, or with `earlier` (the log at `since`) only what was added, changed or removed."""
    records = list(loaded.records.values())
    if earlier is None:
        head = [f"## Memory log: {count(len(records))} in {len(loaded.topics())} topic(s)"]
        if not records:
            return "\n".join([*head, "", "No memories yet."]) + "\n"
        return "\n".join([*head, *show_topics(records, {}, {})]) + "\n"
    old = earlier.records
    added = [r for r in records if r["id"] not in old]
    changed = [r for r in records if r["id"] in old and store.fingerprint(old[r["id"]]) != store.fingerprint(r)]
    removed = [r for rid, r in old.items() if rid not in loaded.records]
    replaced_by = {key: r["id"] for r in records for key in store.sources_of(r)}
    compacted = {r["id"] for r in removed if store.source_key(r) in replaced_by}
    head = [
        f"## Memory log changes since {md_id(since)}",
        "",
        f"{len(added)} added, {len(changed)} changed, {len(removed)} removed"
        f" ({len(compacted)} of them compacted into principles).",
    ]
    if not (added or changed or removed):
        return "\n".join([head[0], "", "No changes."]) + "\n"
    marks = {**{r["id"]: "added" for r in added}, **{r["id"]: "changed" for r in changed}}
    shown = [r for r in records if r["id"] in marks]  # file order
    lines = [*head, *show_topics(shown, marks, {r["id"]: old[r["id"]] for r in changed})]
    if removed:
        lines += ["", "### Removed", ""]
        for r in removed:
            how = f"compacted into {md_id(replaced_by[store.source_key(r)])}" if r["id"] in compacted else "deleted"
            lines.append(f"- {md(r['topic'])}: {r['type']} {md_id(r['id'])} {md(r['meta']['created'][:10])}, {how}: {md(r['lesson'])}")
    return "\n".join(lines) + "\n"


def log_at(folder: Path, ref: str, max_log_bytes: int) -> store.LogFile:
    """The log as it was at git revision `ref` (empty if it did not exist then). Raises ValueError."""
    import subprocess

    if not ref or ref.startswith("-"):  # never let a revision be read as an option of git
        raise ValueError(f"--since takes a git revision such as main, origin/main or HEAD~3, not {echo(ref, 60)!r}.")

    def git(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True)

    try:
        found = git("rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}")
    except OSError:
        raise ValueError("--since needs git, and git was not found.") from None
    if found.returncode != 0:
        raise ValueError(f"--since {echo(ref, 60)!r} is not a commit of the git repository at {folder}.")
    spec = f"{found.stdout.decode().strip()}:./{store.CONTEXT_DIR}/{store.LOG_NAME}"  # ./: relative to the project
    size = git("cat-file", "-s", spec)
    if size.returncode != 0:
        return store.LogFile()  # no log at that commit: everything now is new
    if int(size.stdout) > max_log_bytes:
        raise ValueError(f"The log at {echo(ref, 60)} is {int(size.stdout):,} bytes, over the {max_log_bytes:,}-byte limit.")
    return store.parse_log(git("cat-file", "blob", spec).stdout)
