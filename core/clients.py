"""What `sentinel-memory init` writes: each client's MCP configuration and the workflow where agents read it.

Every function here plans a change and returns it (`Change`: the bytes before and after); nothing is written
until `write()`. A file is merged, never replaced: other servers, unknown keys and the user's own text stay as
they are, and a file whose content already says what we would write is left byte for byte (a second `init`
changes nothing). A file that cannot be parsed, or is not UTF-8, is never touched: the plan carries an error
instead.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

NAME = "sentinel-memory"
# Project files are committed, so they name the console script, never a path of this machine: a teammate who
# installed the package (uv tool, pipx) runs the same file. `uvx sentinel-memory` is not used: it would fetch
# whatever PyPI holds under that name on every start.
COMMAND = NAME
HOOK_COMMAND = f"{NAME} recall"
START, END = f"<!-- {NAME}:start -->", f"<!-- {NAME}:end -->"

PROJECT_CLIENTS = ("cursor", "vscode", "claude", "gemini")
USER_CLIENTS = ("claude-desktop", "codex")
ALIASES = {"claude-code": "claude", "code": "vscode", "vs-code": "vscode", "gemini-cli": "gemini", "codex-cli": "codex"}
LABELS = {"cursor": "Cursor", "vscode": "VS Code", "claude": "Claude Code", "gemini": "Gemini CLI",
          "claude-desktop": "Claude Desktop", "codex": "Codex"}


@dataclass
class Change:
    path: Path
    before: bytes | None  # None: the file does not exist yet
    after: bytes | None = None  # None: an error left the file untouched
    what: str = ""  # e.g. 'mcpServers.sentinel-memory', for the summary line
    error: str = ""
    notes: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return not self.error and self.after != self.before

    def diff(self, label: str) -> str:
        old = (self.before or b"").decode("utf-8", "replace").splitlines(keepends=True)
        new = (self.after or b"").decode("utf-8", "replace").splitlines(keepends=True)
        fromfile = "/dev/null" if self.before is None else f"a/{label}"
        lines = difflib.unified_diff(old, new, fromfile, f"b/{label}")
        return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


# -- where the files are ---------------------------------------------------------------------------------------


def detect(project: Path) -> list[str]:
    """The project clients whose folder (or file) the project already has: what a bare `init` wires up."""
    found = {
        "cursor": (project / ".cursor").is_dir(),
        "vscode": (project / ".vscode").is_dir(),
        "claude": (project / ".mcp.json").is_file() or (project / ".claude").is_dir(),
        "gemini": (project / ".gemini").is_dir(),
    }
    return [name for name in PROJECT_CLIENTS if found[name]]


def claude_desktop_config() -> Path:
    """Claude Desktop's one config file, where it looks on each OS (Linux: the community builds' XDG path)."""
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json"
    if os.name == "nt":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / "Claude" / "claude_desktop_config.json"
    return Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config") / "Claude" / "claude_desktop_config.json"


def codex_config() -> Path:
    return Path(os.environ.get("CODEX_HOME") or Path.home() / ".codex") / "config.toml"


def installed_command(argv0: str, which: str | None, python: str, script: Path) -> tuple[list[str], str]:
    """The exact command a user-level file should start, and a warning when it may not last.

    GUI clients (Claude Desktop above all) do not get the shell's PATH, so a user-level file names the console
    script by absolute path. The one running now is preferred; a uvx run lives in uv's cache, which `uv cache
    clean` empties, so then the one on PATH is better; from a clone (`python server.py`) it is this Python and
    this server.py."""

    def ephemeral(path: str) -> bool:  # uvx's environments live in uv's cache: ~/.cache/uv/archive-v0/<hash>/
        return any(part in Path(path).parts for part in ("archive-v0", "builds-v0"))

    running = Path(argv0)
    if running.name in (NAME, f"{NAME}.exe") and running.is_file():
        running = running.absolute()
        if not ephemeral(str(running)):
            return [str(running)], ""
        if which and not ephemeral(which):
            return [str(Path(which).absolute())], ""
        return [str(running)], (
            f"{running} is in uv's cache (a uvx run), which `uv cache clean` empties: install the package for good"
            f" (`uv tool install` or `pipx install`) and run init again"
        )
    if which:
        return [str(Path(which).absolute())], ""
    return [str(Path(python).absolute()), str(script.absolute())], ""


# -- reading and writing ---------------------------------------------------------------------------------------


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None


def _text(change: Change, encoding: str) -> str | None:
    """The file's text ('' for a new file), or None with change.error set: a file that is not UTF-8 is left
    untouched, since writing it back would turn each byte that does not decode into U+FFFD."""
    try:
        return (change.before or b"").decode(encoding)
    except UnicodeDecodeError as exc:
        change.error = f"not UTF-8 (byte {exc.start}: {exc.reason}); left untouched"
        return None


def _newline(text: str) -> str:
    return "\r\n" if "\r\n" in text else "\n"


def _with_newline(text: str, newline: str) -> bytes:
    return (text.replace("\r\n", "\n").replace("\n", newline)).encode("utf-8")


def write(change: Change) -> None:
    """Write a planned change atomically: a temp file beside the target, then a replace. A linked config (a
    dotfiles repository) is written through the link, and the file keeps its permission bits."""
    target = change.path.resolve() if change.path.is_symlink() else change.path
    target.parent.mkdir(parents=True, exist_ok=True)
    temp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(temp, "wb") as out:
            out.write(change.after or b"")
            out.flush()
            os.fsync(out.fileno())
        if target.exists():
            os.chmod(temp, target.stat().st_mode & 0o7777)
        os.replace(temp, target)
    finally:
        if temp.exists():
            temp.unlink()


# -- JSON files ------------------------------------------------------------------------------------------------


def _load_json(path: Path, change: Change) -> dict | None:
    """The file's object, {} when it does not exist, or None with change.error set."""
    if change.before is None:
        return {}
    text = _text(change, "utf-8-sig")
    if text is None:
        return None
    if not text.strip():
        return {}
    try:
        doc = json.loads(text)
    except ValueError as exc:
        hint = " (comments or trailing commas are not rewritten by init)" if re.search(r"^\s*//|/\*|,\s*[}\]]", text, re.MULTILINE) else ""
        change.error = f"not valid JSON: {exc}{hint}; left untouched"
        return None
    if not isinstance(doc, dict):
        change.error = f"holds a JSON {type(doc).__name__}, not an object; left untouched"
        return None
    return doc


def _dump_json(doc: dict, before: bytes | None) -> bytes:
    """JSON as the file had it: its indentation (two spaces for a new file) and its line ends."""
    text = (before or b"").decode("utf-8-sig")  # it decoded strictly when loaded
    found = re.search(r"^([ \t]+)\S", text, re.MULTILINE)
    indent = found.group(1) if found else 2
    if isinstance(indent, str) and indent.strip(" ") == "":
        indent = len(indent)
    return _with_newline(json.dumps(doc, indent=indent, ensure_ascii=False) + "\n", _newline(text))


def _plan_json(path: Path, what: str, merge) -> Change:
    """Load, let `merge(doc)` change the object in place (returning an error or ''), dump only if it changed."""
    change = Change(path, _read(path), what=what)
    doc = _load_json(path, change)
    if doc is None:
        return change
    original = json.loads(json.dumps(doc))
    problem = merge(doc)
    if problem:
        change.error = f"{problem}; left untouched"
    elif doc == original and change.before is not None:
        change.after = change.before  # already says it: not even reformatted
    else:
        change.after = _dump_json(doc, change.before)
    return change


def server_entry(path: Path, key: str, entry: dict) -> Change:
    """Our server under `key` (mcpServers, servers): the keys we set are ours; the entry's other keys (env,
    trust, ...) and every other server stay."""

    def merge(doc: dict) -> str:
        servers = doc.setdefault(key, {})
        if not isinstance(servers, dict):
            return f'"{key}" is a JSON {type(servers).__name__}, not an object'
        current = servers.get(NAME)
        if current is not None and not isinstance(current, dict):
            return f'"{key}.{NAME}" is not an object'
        servers.setdefault(NAME, {}).update(entry)
        return ""

    return _plan_json(path, what=f"{key}.{NAME}", merge=merge)


def gemini_settings(path: Path, entry: dict) -> Change:
    """Our server in .gemini/settings.json, and AGENTS.md among the context files Gemini CLI reads (it reads
    only GEMINI.md by default; the ones already listed stay)."""

    def merge(doc: dict) -> str:
        servers = doc.setdefault("mcpServers", {})
        if not isinstance(servers, dict):
            return '"mcpServers" is not an object'
        current = servers.setdefault(NAME, {})
        if not isinstance(current, dict):
            return f'"mcpServers.{NAME}" is not an object'
        current.update(entry)
        context = doc.setdefault("context", {})
        if not isinstance(context, dict):
            return '"context" is not an object'
        names = context.get("fileName", "GEMINI.md")
        names = [names] if isinstance(names, str) else names
        if not isinstance(names, list):
            return '"context.fileName" is neither a string nor a list'
        if "AGENTS.md" not in names:
            context["fileName"] = [*names, "AGENTS.md"]
        return ""

    return _plan_json(path, what=f"mcpServers.{NAME}, context.fileName", merge=merge)


def session_start_hook(path: Path) -> Change:
    """A Claude Code SessionStart hook running `sentinel-memory recall`: its output goes into the context at
    every start, resume, /clear and compaction. An existing hook with that command is left as it is."""

    def merge(doc: dict) -> str:
        hooks = doc.setdefault("hooks", {})
        if not isinstance(hooks, dict):
            return '"hooks" is not an object'
        groups = hooks.setdefault("SessionStart", [])
        if not isinstance(groups, list):
            return '"hooks.SessionStart" is not a list'
        for group in groups:
            for hook in group.get("hooks", []) if isinstance(group, dict) else []:
                if isinstance(hook, dict) and str(hook.get("command", "")).strip() == HOOK_COMMAND:
                    return ""
        groups.append({"hooks": [{"type": "command", "command": HOOK_COMMAND}]})
        return ""

    return _plan_json(path, what="hooks.SessionStart", merge=merge)


# -- TOML (Codex) ------------------------------------------------------------------------------------------------

TOML_KEYS = ("command", "args", "required")  # the keys of our table that init owns; any other stays
_OUR_HEADER = re.compile(r"""^\s*\[\s*mcp_servers\s*\.\s*(?:sentinel-memory|"sentinel-memory"|'sentinel-memory')\s*\]\s*(?:#.*)?$""")
_KEY = re.compile(r"""^\s*([A-Za-z0-9_-]+|"(?:[^"\\]|\\.)*"|'[^']*')\s*[.=]""")


def _toml_lines(text: str) -> list[tuple[str, bool]]:
    """Each line with whether it starts at the top level: outside any multi-line string, array or inline table
    (only such a line can be a table header or start a key). Enough of TOML's lexing to split it into
    statements; it validates nothing."""
    result, depth, string, i = [], 0, "", 0
    top = True
    line_start = 0
    while i <= len(text):
        if i == len(text) or text[i] == "\n":
            result.append((text[line_start:i], top))
            line_start = i + 1
            if string in ('"', "'"):
                string = ""  # a one-line string never spans lines (invalid TOML; do not get lost)
            top = depth == 0 and not string
            i += 1
            continue
        c = text[i]
        if string:
            if string in ('"', '"""') and c == "\\":
                i += 2
                continue
            if text.startswith(string, i):
                i += len(string)
                string = ""
                continue
            i += 1
            continue
        if c == "#":
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        for quote in ('"""', "'''", '"', "'"):
            if text.startswith(quote, i):
                string = quote
                i += len(quote)
                break
        else:
            if c in "[{" and not (depth == 0 and text[line_start:i].strip() == "" and c == "["):
                depth += 1
            elif c in "]}" and depth > 0:
                depth -= 1
            i += 1
    if result and result[-1][0] == "" and text.endswith("\n"):
        result.pop()
    return result


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, str):  # a JSON string is a TOML basic string (\uXXXX escapes included), but TOML has no
        # surrogate pairs: a character beyond U+FFFF (an emoji, 𠮷 in a folder's name) is \UXXXXXXXX there
        return '"' + "".join(f"\\U{ord(c):08X}" if ord(c) > 0xFFFF else json.dumps(c)[1:-1] for c in value) + '"'
    return json.dumps(value)


try:
    import tomllib as TOMLLIB  # Python 3.11+; on 3.10 the table is edited as text, unvalidated
except ImportError:
    TOMLLIB = None


def codex_table(path: Path, values: dict) -> Change:
    """Our `[mcp_servers.sentinel-memory]` table in Codex's config.toml, edited as text: the user's other tables,
    comments and layout are never rewritten. With `tomllib` (Python 3.11+) the file is parsed before and after,
    and the edit is written only if everything but our keys parses the same."""
    tomllib = TOMLLIB
    change = Change(path, _read(path), what=f"[mcp_servers.{NAME}]")
    text = _text(change, "utf-8-sig")
    if text is None:
        return change
    newline = _newline(text)
    text = text.replace("\r\n", "\n")
    before_doc = None
    if tomllib is not None:
        try:
            before_doc = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            change.error = f"not valid TOML: {exc}; left untouched"
            return change
    else:
        change.notes.append("Python 3.10 has no TOML parser: the edit was made as text and not validated")
    lines = _toml_lines(text)
    headers = [n for n, (line, top) in enumerate(lines) if top and _OUR_HEADER.match(line)]
    ours = [f"{key} = {_toml_value(values[key])}" for key in TOML_KEYS if key in values]
    if len(headers) > 1:
        change.error = f"[mcp_servers.{NAME}] appears {len(headers)} times; left untouched"
        return change
    elsewhere = (before_doc or {}).get("mcp_servers", {}).get(NAME) if before_doc is not None else None
    if not headers and (elsewhere is not None or (before_doc is None and re.search(
            r"""^\s*(?:mcp_servers\s*\.\s*)?["']?sentinel-memory["']?\s*[.=]|^\s*\[\s*mcp_servers\s*\.\s*["']?sentinel-memory["']?\s*\.""",
            text, re.MULTILINE))):
        change.error = (f"{NAME} is defined there as an inline table or with dotted keys, which init does not edit;"
                        f" left untouched (replace it with a [mcp_servers.{NAME}] table)")
        return change
    if headers:
        start = headers[0]
        end = next((n for n in range(start + 1, len(lines)) if lines[n][1] and lines[n][0].lstrip().startswith("[")), len(lines))
        kept, dropping = [], False
        for line, top in lines[start + 1 : end]:
            if top:
                key = _KEY.match(line)
                dropping = bool(key) and key.group(1).strip("\"'") in TOML_KEYS
            if not dropping:
                kept.append(line)
        new_lines = [line for line, _ in lines[:start + 1]] + ours + kept + [line for line, _ in lines[end:]]
        new_text = "\n".join(new_lines) + "\n"
    else:
        new_text = text + ("\n" if text and not text.endswith("\n") else "") + ("\n" if text.strip() else "")
        new_text += "\n".join([f"[mcp_servers.{NAME}]", *ours]) + "\n"
    if before_doc is not None:
        before_owned = _without_ours(before_doc)
        try:
            after_doc = tomllib.loads(new_text)
        except tomllib.TOMLDecodeError as exc:
            change.error = f"init's edit would not parse ({exc}); left untouched"
            return change
        table = after_doc.get("mcp_servers", {}).get(NAME, {})
        if _without_ours(after_doc) != before_owned or any(table.get(k) != v for k, v in values.items()):
            change.error = "init's edit would change more than its own table; left untouched"
            return change
        if elsewhere is not None and all(elsewhere.get(k) == v for k, v in values.items()) and len(headers) == 1:
            change.after = change.before  # already says it: byte for byte
            return change
    change.after = _with_newline(new_text, newline)
    if change.before is not None and change.after.replace(b"\r\n", b"\n") == change.before.replace(b"\r\n", b"\n").removeprefix(b"\xef\xbb\xbf"):
        change.after = change.before
    return change


def _without_ours(doc: dict) -> dict:
    doc = json.loads(json.dumps(doc, default=str))  # a deep copy; dates become strings on both sides alike
    servers = doc.get("mcp_servers")
    if isinstance(servers, dict) and isinstance(servers.get(NAME), dict):
        for key in TOML_KEYS:
            servers[NAME].pop(key, None)
        if not servers[NAME]:
            del servers[NAME]
        if not servers:
            del doc["mcp_servers"]
    return doc


# -- the workflow where agents read it -------------------------------------------------------------------------


def cursor_rule(path: Path, workflow: str) -> Change:
    """.cursor/rules/sentinel-memory.mdc: the workflow as an always-applied project rule. The file is ours."""
    text = (
        "---\n"
        "description: Project memory (sentinel-memory MCP server): search_memory before every task, log_memory after it, compact_memory when told\n"
        "globs:\n"
        "alwaysApply: true\n"
        "---\n"
        f"<!-- Written by `{NAME} init`, which rewrites this file on every run: put your own rules in another file. -->\n\n"
        + workflow.strip() + "\n"
    )
    change = Change(path, _read(path), what="always-applied rule")
    change.after = _with_newline(text, _newline((change.before or b"").decode("utf-8", "replace")))
    return change


def agents_section(path: Path, workflow: str) -> Change:
    """AGENTS.md: our section between the markers, replaced in place on a re-run, appended when absent; the
    user's text around it is kept byte for byte."""
    change = Change(path, _read(path), what="section between the sentinel-memory markers")
    text = _text(change, "utf-8")
    if text is None:
        return change
    newline = _newline(text)
    section = "\n".join([
        START,
        f"<!-- Written by `{NAME} init`: re-running it replaces the text between these markers. -->",
        "## Project memory (sentinel-memory MCP server)",
        "",
        workflow.strip(),
        END,
    ]).replace("\n", newline)
    starts, ends = text.count(START), text.count(END)
    if starts == ends == 0:
        if not text:
            new = section + newline
        else:
            new = text + ("" if text.endswith(newline) else newline) + newline + section + newline
    elif starts == ends == 1 and text.index(START) < text.index(END):
        a, b = text.index(START), text.index(END) + len(END)
        new = text[:a] + section + text[b:]
    else:
        change.error = f"its {START} / {END} markers are not one pair in order ({starts} start, {ends} end); left untouched"
        return change
    change.after = new.encode("utf-8")
    return change


# -- what to do next -------------------------------------------------------------------------------------------


def next_steps(client: str, project: Path, config: Path) -> list[str]:
    """How to start using the server in `client` and how to check it is connected."""
    steps = {
        "cursor": [
            "Cursor: open (or reload) the project; Cursor Settings > MCP (Tools & MCP) lists sentinel-memory:"
            " switch it on if it is off. Check: a green dot and three tools.",
        ],
        "vscode": [
            "VS Code: run 'Developer: Reload Window', then 'MCP: List Servers' > sentinel-memory > Start Server"
            " (trust it when asked). Check: it shows as Running; 'Show Output' has the 'memory log:' line.",
        ],
        "claude": [
            "Claude Code: run `claude` in the project and approve the project server sentinel-memory when asked"
            " (a project's .mcp.json servers wait for approval). Check: `claude mcp list` shows"
            " 'sentinel-memory: sentinel-memory - ✔ Connected'; /mcp in a session lists its tools.",
        ],
        "gemini": [
            "Gemini CLI: start `gemini` in the project and trust the folder when asked (an untrusted folder's"
            " .gemini/settings.json is ignored). Check: `gemini mcp list` shows sentinel-memory as Connected.",
        ],
        "claude-desktop": [
            f"Claude Desktop: quit it completely and start it again. It starts servers in / with no workspace, so"
            f" this entry is pinned to --project {project}; run init there again to point it elsewhere. Check: the"
            f" tools menu of a new chat lists sentinel-memory.",
        ],
        "codex": [
            "Codex: start a new `codex` session (required = true: Codex stops with an error if the server cannot"
            " start). Check: `codex mcp list` lists sentinel-memory; /mcp in a session shows its tools. Codex asks"
            " before each log_memory call (it writes the log).",
        ],
    }
    return steps[client]


def claude_md_note(project: Path) -> str:
    """Claude Code reads AGENTS.md only when there is no CLAUDE.md."""
    if (project / "CLAUDE.md").exists():
        return ("CLAUDE.md exists, so Claude Code reads it instead of AGENTS.md: add a line `@AGENTS.md` to CLAUDE.md"
                " (or use --hook) so it gets the memory workflow too.")
    return ""
