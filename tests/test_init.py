"""`sentinel-memory init` and `sentinel-memory recall` in a scratch project with a scratch HOME, checking the files
byte for byte. The real clients reading these files are in test_packaging.py."""

import json
import logging
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

import server
from core import clients

# Most tests run `init` in this process (the `init` fixture: same arguments, exit code and output), which
# is what mutation testing sees; the ones that must be the command (the executable it names, Python 3.10,
# `recall`) start `python server.py` as users do.
process = pytest.mark.process

SERVER = Path(__file__).resolve().parent.parent / "server.py"


def python310() -> str | None:
    """A Python 3.10 that runs (a pyenv shim on PATH may not): the oldest Python we support, without tomllib."""
    for candidate in [*map(str, Path.home().glob(".pyenv/versions/3.10*/bin/python3.10")), shutil.which("python3.10")]:
        if candidate and subprocess.run([candidate, "-c", "import sys; assert sys.version_info[:2] == (3, 10)"],
                                        capture_output=True).returncode == 0:
            return candidate
    return None


PYTHON310 = python310()


@pytest.fixture
def home(tmp_path):
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


@pytest.fixture
def repo(tmp_path):
    folder = tmp_path / "repo"
    folder.mkdir()
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    return folder


def run(*args, cwd: Path, home: Path, python: str = sys.executable, **env) -> subprocess.CompletedProcess:
    environ = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), **env}
    environ.pop("CODEX_HOME", None) if "CODEX_HOME" not in env else None
    environ.pop(server.PROJECT_ENV, None)
    return subprocess.run([python, str(SERVER), *args], cwd=cwd, env=environ, capture_output=True, text=True, timeout=60)


@pytest.fixture
def init(home, monkeypatch, capsys):
    """`sentinel-memory init ARGS` in this process (what mutation testing sees), run in `cwd` with the
    scratch HOME: the exit code and what it printed, as `run` gives them for the command."""

    def call(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess:
        for name, value in {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"), **env}.items():
            monkeypatch.setenv(name, value)
        for name in {"CODEX_HOME", server.PROJECT_ENV} - set(env):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.chdir(cwd)
        capsys.readouterr()
        try:
            code = server.init(list(args))
        except SystemExit as exit:  # argparse's usage errors
            code = exit.code
        printed = capsys.readouterr()
        return subprocess.CompletedProcess(["init", *args], code, printed.out, printed.err)

    return call


def snapshot(*folders: Path) -> dict:
    """Every file under the folders (bar .git) with its bytes and mtime: a second run must change neither."""
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for f in folders for p in sorted(f.rglob("*"))
            if p.is_file() and ".git" not in p.relative_to(f).parts}


def read_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_init_writes_each_clients_documented_shape_with_no_path_of_this_machine(repo, home, init):
    done = init("cursor", "vscode", "claude", "gemini", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert read_json(repo / ".cursor" / "mcp.json") == {
        "mcpServers": {"sentinel-memory": {"command": "sentinel-memory", "args": ["--project", "${workspaceFolder}"]}}}
    assert read_json(repo / ".vscode" / "mcp.json") == {
        "servers": {"sentinel-memory": {"type": "stdio", "command": "sentinel-memory", "args": ["--project", "${workspaceFolder}"]}}}
    assert read_json(repo / ".mcp.json") == {"mcpServers": {"sentinel-memory": {"command": "sentinel-memory", "args": []}}}
    assert read_json(repo / ".gemini" / "settings.json") == {
        "mcpServers": {"sentinel-memory": {"command": "sentinel-memory", "args": []}},
        "context": {"fileName": ["GEMINI.md", "AGENTS.md"]}}
    rule = (repo / ".cursor" / "rules" / "sentinel-memory.mdc").read_text(encoding="utf-8")
    front = rule.split("---\n")[1]
    assert rule.startswith("---\n") and "alwaysApply: true" in front.splitlines() and "description: " in front
    workflow = server.WORKFLOW_FILE.read_text(encoding="utf-8").strip()
    assert workflow in rule
    agents = (repo / "AGENTS.md").read_text(encoding="utf-8")
    assert agents.startswith(clients.START) and agents.endswith(clients.END + "\n") and workflow in agents
    for path in snapshot(repo):  # committed files: nothing of this machine in them
        text = path.read_text(encoding="utf-8")
        assert str(repo) not in text and str(home) not in text and sys.executable not in text, path
    assert not (home / ".codex").exists() and not (home / ".config").exists()  # user files only when asked
    assert "claude mcp list" in done.stdout and "gemini mcp list" in done.stdout and "MCP: List Servers" in done.stdout
    assert "git add .cursor/mcp.json" in done.stdout


def test_a_second_run_changes_nothing_byte_for_byte(repo, home, init):
    args = ("init", "all", "--hook", "--user", "codex", "claude-desktop")
    assert init(*args[1:], cwd=repo).returncode == 0
    before = snapshot(repo, home)
    again = init(*args[1:], cwd=repo)
    assert again.returncode == 0, again.stderr
    assert snapshot(repo, home) == before
    assert again.stdout.count("unchanged") == 9, again.stdout  # 5 project files, AGENTS.md, hook, 2 user files
    assert "Commit for your team" not in again.stdout


def test_bare_init_wires_the_clients_whose_folder_the_project_has(repo, home, init):
    (repo / ".vscode").mkdir()
    (repo / ".claude").mkdir()
    done = init(cwd=repo / ".vscode")  # from a subfolder: the project is the folder with .git
    assert done.returncode == 0, done.stderr
    assert (repo / ".vscode" / "mcp.json").exists() and (repo / ".mcp.json").exists()
    assert not (repo / ".cursor").exists() and not (repo / ".gemini").exists()


def test_bare_init_without_any_client_folder_says_what_to_name(repo, home, init):
    done = init(cwd=repo)
    assert done.returncode == 2 and "name the clients to wire up" in done.stderr and "init claude gemini" in done.stderr
    assert list(repo.iterdir()) == [repo / ".git"]


@pytest.mark.parametrize("args, message", [
    (["init", "codex"], "use --user codex"),
    (["init", "--user", "cursor"], "cursor is a project client"),
    (["init", "emacs"], "unknown client 'emacs'"),
])
def test_wrong_client_names_are_usage_errors(repo, home, args, message, init):
    done = init(*args[1:], cwd=repo)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_init_refuses_the_home_folder(home, init):
    done = init("claude", cwd=home)
    assert done.returncode == 2 and "never a project" in done.stderr
    assert list(home.iterdir()) == []


def test_merging_keeps_other_servers_unknown_keys_and_the_users_text(repo, home, init):
    (repo / ".cursor").mkdir()
    (repo / ".cursor" / "mcp.json").write_text(json.dumps({
        "mcpServers": {"github": {"command": "gh-mcp"},
                       "sentinel-memory": {"command": "/old/.venv/bin/python", "args": ["/old/server.py"], "env": {"A": "1"}}},
        "x-unknown": [1, 2]}, indent=4))
    (repo / "AGENTS.md").write_text("# Build\n\nRun `make`.\n", encoding="utf-8")
    (repo / ".claude").mkdir()
    (repo / ".claude" / "settings.json").write_text(json.dumps({
        "permissions": {"allow": ["Bash(make)"]},
        "hooks": {"SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hi"}]}]}}))
    done = init("cursor", "--hook", cwd=repo)
    assert done.returncode == 0, done.stderr
    cursor = (repo / ".cursor" / "mcp.json").read_text()
    assert read_json(repo / ".cursor" / "mcp.json") == {
        "mcpServers": {"github": {"command": "gh-mcp"},
                       "sentinel-memory": {"command": "sentinel-memory", "args": ["--project", "${workspaceFolder}"], "env": {"A": "1"}}},
        "x-unknown": [1, 2]}
    assert '\n    "mcpServers"' in cursor  # the file's own indentation is kept
    agents = (repo / "AGENTS.md").read_text(encoding="utf-8")
    assert agents.startswith("# Build\n\nRun `make`.\n\n" + clients.START)
    settings = read_json(repo / ".claude" / "settings.json")
    assert settings["permissions"] == {"allow": ["Bash(make)"]}
    assert settings["hooks"]["SessionStart"] == [
        {"matcher": "startup", "hooks": [{"type": "command", "command": "echo hi"}]},
        {"hooks": [{"type": "command", "command": "sentinel-memory recall"}]}]


def test_the_agents_md_section_is_replaced_in_place(repo, home, init):
    (repo / "AGENTS.md").write_bytes(
        f"# Top\r\n\r\n{clients.START}\r\nold text\r\n{clients.END}\r\n\r\n# Bottom\r\nkeep me\r\n".encode())
    assert init("claude", cwd=repo).returncode == 0
    text = (repo / "AGENTS.md").read_bytes().decode()
    assert text.startswith(f"# Top\r\n\r\n{clients.START}\r\n") and text.endswith(f"{clients.END}\r\n\r\n# Bottom\r\nkeep me\r\n")
    assert "old text" not in text and text.count(clients.START) == 1 and "\n" not in text.replace("\r\n", "")


@pytest.mark.parametrize("name, content", [
    (".mcp.json", b'{"mcpServers": {"a": {"command": "x"},}}'),
    (".mcp.json", b"[1, 2]"),
    (".mcp.json", b'{"mcpServers": ["a"]}'),
    ("AGENTS.md", f"{clients.END}\n{clients.START}\n".encode()),
])
def test_a_file_it_cannot_parse_is_left_untouched_with_a_clear_error(repo, home, name, content, init):
    (repo / name).write_bytes(content)
    done = init("claude", "gemini", cwd=repo)
    assert done.returncode == 1 and f"ERROR      {name}: " in done.stderr and "left untouched" in done.stderr, done.stderr
    assert (repo / name).read_bytes() == content
    assert (repo / ".gemini" / "settings.json").exists()  # the other files are still written


def test_dry_run_shows_the_diffs_and_writes_nothing(repo, home, init):
    (repo / ".mcp.json").write_text('{"mcpServers": {"github": {"command": "gh-mcp"}}}\n')
    before = snapshot(repo, home)
    done = init("claude", "--hook", "--user", "codex", "--dry-run", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert snapshot(repo, home) == before and not (home / ".codex").exists()
    assert "would update .mcp.json" in done.stdout and "would create AGENTS.md" in done.stdout
    assert '+      "command": "sentinel-memory",' in done.stdout and "+++ b/.claude/settings.json" in done.stdout
    assert "+[mcp_servers.sentinel-memory]" in done.stdout


# -- user-level files --------------------------------------------------------------------------------------------


@process
def test_user_level_files_name_the_exact_executable(repo, home):
    done = run("init", "--user", "claude-desktop", "codex", cwd=repo, home=home)
    assert done.returncode == 0, done.stderr
    # From a clone the executable is this Python and this server.py; from an install, the console script
    # (test_packaging.py). Claude Desktop starts servers in / with no workspace, so its entry names the project.
    desktop = read_json(home / ".config" / "Claude" / "claude_desktop_config.json")
    assert desktop == {"mcpServers": {"sentinel-memory": {"command": sys.executable, "args": [str(SERVER), "--project", str(repo)]}}}
    codex = tomllib.loads((home / ".codex" / "config.toml").read_text())
    assert codex == {"mcp_servers": {"sentinel-memory": {"command": sys.executable, "args": [str(SERVER)], "required": True}}}


def test_codex_home_is_honoured(repo, home, tmp_path, init):
    done = init("--user", "codex", cwd=repo, CODEX_HOME=str(tmp_path / "codex"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "codex" / "config.toml").exists() and not (home / ".codex").exists()


CODEX_CONFIG = """\
# my settings
model = "o3"

[mcp_servers.github]
command = "gh-mcp"
args = ["--x"]

[mcp_servers.sentinel-memory]
# my comment stays
command = "/old/python"
args = [
  "/old/server.py",   # a comment with a ] in it
  "--y]",
]
startup_timeout_sec = 20

[mcp_servers.sentinel-memory.env]
TOKEN_FILE = "~/.t"

[profiles.fast]
model = "o4-mini"
"""


def test_codex_our_table_is_replaced_as_text_and_the_rest_kept(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text(CODEX_CONFIG)
    change = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert not change.error and not change.notes
    text = change.after.decode()
    before, after = CODEX_CONFIG.split("[mcp_servers.sentinel-memory]\n"), text.split("[mcp_servers.sentinel-memory]\n")
    assert after[0] == before[0]  # everything before our table, byte for byte
    assert after[1].startswith('command = "/bin/sm"\nargs = []\nrequired = true\n# my comment stays\nstartup_timeout_sec = 20\n\n')
    assert after[1].endswith(before[1].split("startup_timeout_sec = 20\n\n", 1)[1])  # the env subtable and what follows
    doc = tomllib.loads(text)
    assert doc["mcp_servers"]["sentinel-memory"] == {"command": "/bin/sm", "args": [], "required": True,
                                                     "startup_timeout_sec": 20, "env": {"TOKEN_FILE": "~/.t"}}
    path.write_bytes(change.after)
    again = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert not again.changed


def test_codex_table_is_appended_to_a_file_without_it(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('model = "o3"')  # no final newline
    change = clients.codex_table(path, {"command": "C:\\tools\\sm.exe", "args": [], "required": True})
    assert change.after.decode() == 'model = "o3"\n\n[mcp_servers.sentinel-memory]\ncommand = "C:\\\\tools\\\\sm.exe"\nargs = []\nrequired = true\n'


@pytest.mark.parametrize("content, message", [
    ('model = "o3\n', "not valid TOML"),
    ('[mcp_servers]\nsentinel-memory = { command = "x" }\n', "inline table or with dotted keys"),
    ('mcp_servers.sentinel-memory.command = "x"\n', "inline table or with dotted keys"),
])
def test_codex_config_it_cannot_edit_is_left_untouched(tmp_path, content, message):
    path = tmp_path / "config.toml"
    path.write_text(content)
    change = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert message in change.error and change.after is None


def test_codex_without_tomllib_edits_as_text_and_says_it_was_not_validated(tmp_path, monkeypatch):
    monkeypatch.setattr(clients, "TOMLLIB", None)
    path = tmp_path / "config.toml"
    path.write_text(CODEX_CONFIG)
    change = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert change.notes == ["Python 3.10 has no TOML parser: the edit was made as text and not validated"]
    assert tomllib.loads(change.after.decode())["mcp_servers"]["sentinel-memory"]["command"] == "/bin/sm"
    path.write_text('[mcp_servers]\nsentinel-memory = { command = "x" }\n')
    assert "inline table" in clients.codex_table(path, {"command": "/bin/sm"}).error


@pytest.mark.skipif(PYTHON310 is None, reason="no Python 3.10 on this machine (looked on PATH and in ~/.pyenv)")
@process
def test_init_runs_on_python_3_10(repo, home):
    (home / ".codex").mkdir()
    (home / ".codex" / "config.toml").write_text(CODEX_CONFIG)
    done = run("init", "claude", "--user", "codex", cwd=repo, home=home, python=str(PYTHON310))
    assert done.returncode == 0, done.stderr
    assert "not validated" in done.stdout
    doc = tomllib.loads((home / ".codex" / "config.toml").read_text())
    assert doc["mcp_servers"]["sentinel-memory"]["command"] == str(PYTHON310) and doc["profiles"] == {"fast": {"model": "o4-mini"}}


def test_the_installed_command_prefers_the_running_console_script(tmp_path):
    script = tmp_path / "bin" / "sentinel-memory"
    script.parent.mkdir()
    script.write_text("")
    assert clients.installed_command(str(script), "/usr/bin/sentinel-memory", "/py", Path("/s.py")) == ([str(script)], "")
    cached = tmp_path / "cache" / "uv" / "archive-v0" / "abc" / "bin" / "sentinel-memory"
    cached.parent.mkdir(parents=True)
    cached.write_text("")
    assert clients.installed_command(str(cached), "/home/u/.local/bin/sentinel-memory", "/py", Path("/s.py")) == (["/home/u/.local/bin/sentinel-memory"], "")
    command, warning = clients.installed_command(str(cached), None, "/py", Path("/s.py"))
    assert command == [str(cached)] and "uv tool install" in warning
    assert clients.installed_command("server.py", None, "/py", Path("/s.py")) == (["/py", "/s.py"], "")


# -- the merges, in process ------------------------------------------------------------------------------------

ENTRY = {"command": "sentinel-memory", "args": []}


def test_server_entry_sets_our_keys_and_keeps_every_other_key_and_server(tmp_path):
    path = tmp_path / "mcp.json"
    path.write_text('{"mcpServers": {"other": {"command": "x"}, "sentinel-memory": {"env": {"A": "1"}, "command": "old"}}}')
    change = clients.server_entry(path, "mcpServers", ENTRY)
    doc = json.loads(change.after)
    assert doc["mcpServers"] == {"other": {"command": "x"}, "sentinel-memory": {"env": {"A": "1"}, "command": "sentinel-memory", "args": []}}
    path.write_bytes(change.after)
    again = clients.server_entry(path, "mcpServers", ENTRY)
    assert not again.changed and again.after == again.before  # already says it: not even reformatted


@pytest.mark.parametrize("content, message", [
    ('{"mcpServers": []}', '"mcpServers" is a JSON list, not an object'),
    ('{"mcpServers": {"sentinel-memory": "x"}}', '"mcpServers.sentinel-memory" is not an object'),
])
def test_server_entry_of_another_shape_is_left_untouched(tmp_path, content, message):
    path = tmp_path / "mcp.json"
    path.write_text(content)
    change = clients.server_entry(path, "mcpServers", ENTRY)
    assert change.error == f"{message}; left untouched" and not change.changed


def test_gemini_settings_add_agents_md_to_the_context_files_once(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"context": {"fileName": "GEMINI.md"}}')
    doc = json.loads(clients.gemini_settings(path, ENTRY).after)
    assert doc["context"]["fileName"] == ["GEMINI.md", "AGENTS.md"] and doc["mcpServers"]["sentinel-memory"] == ENTRY
    path.write_text('{"context": {"fileName": ["A.md", "AGENTS.md"]}}')
    assert json.loads(clients.gemini_settings(path, ENTRY).after)["context"]["fileName"] == ["A.md", "AGENTS.md"]
    path.write_text('{"context": {"fileName": 3}}')
    assert "neither a string nor a list" in clients.gemini_settings(path, ENTRY).error


def test_the_session_start_hook_is_added_once(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"hooks": {"SessionStart": [{"hooks": [{"type": "command", "command": "echo hi"}]}]}}')
    change = clients.session_start_hook(path)
    groups = json.loads(change.after)["hooks"]["SessionStart"]
    assert groups[0]["hooks"][0]["command"] == "echo hi" and groups[1]["hooks"] == [{"type": "command", "command": clients.HOOK_COMMAND}]
    path.write_bytes(change.after)
    assert not clients.session_start_hook(path).changed


def test_the_agents_md_section_is_appended_replaced_or_refused(tmp_path):
    path = tmp_path / "AGENTS.md"
    path.write_text("# Ours\r\nkeep me")  # CRLF, no final newline
    first = clients.agents_section(path, "workflow v1").after.decode()
    assert first.startswith("# Ours\r\nkeep me\r\n\r\n" + clients.START) and first.endswith(clients.END + "\r\n")
    path.write_text(first.replace("\r\n", "\n").replace("\n", "\r\n"))
    second = clients.agents_section(path, "workflow v2").after.decode()
    assert "workflow v2" in second and "workflow v1" not in second and second.startswith("# Ours\r\nkeep me\r\n\r\n")
    path.write_text(clients.END + "\n" + clients.START + "\n")
    assert "not one pair in order (1 start, 1 end)" in clients.agents_section(path, "w").error


# -- recall --------------------------------------------------------------------------------------------------------


@process
def test_recall_on_an_empty_project_prints_only_the_gap_questions_and_creates_nothing(repo, home):
    done = run("recall", cwd=repo, home=home)
    assert (done.returncode, done.stdout, done.stderr) == (0, server.GAP_QUESTIONS + "\n", "")
    assert sorted(p.name for p in repo.iterdir()) == [".git"]


@process
def test_recall_prints_what_search_memory_returns_and_never_writes(repo, home):
    from core.store import MemoryStore, build_record

    memory = MemoryStore(repo)
    for n in range(3):
        memory.upsert_log(build_record("payment", f"gap {n}", f"lesson {n}", "Which countries?", "log")[0])
    memory.close()
    log = repo / ".context" / "memory_log.jsonl"
    with log.open("ab") as f:
        f.write(b"not a record\n")
    (repo / ".context" / "memory_log.jsonl.lock").unlink()
    before = snapshot(repo)
    (repo / "src").mkdir()
    done = run("recall", "pay", "--token-budget", "2000", cwd=repo / "src", home=home)
    assert done.returncode == 0 and done.stderr == ""
    memory = MemoryStore(repo)
    expected = server.search_reply(memory.peek(), "pay", None, server.Settings(token_budget=2000))
    memory.close()
    assert done.stdout == expected + "\n" and "lesson 2" in done.stdout and "not valid records" in done.stdout
    assert snapshot(repo) == before  # no lock file, nothing rewritten
    assert not (repo / "src" / ".context").exists()


@process
def test_recall_reports_an_unusable_log_on_stderr(repo, home):
    (repo / ".context").mkdir()
    (repo / ".context" / "memory_log.jsonl").symlink_to("/etc/passwd")
    done = run("recall", cwd=repo, home=home)
    assert done.returncode == 1 and done.stdout == "" and done.stderr.startswith("sentinel-memory recall: ")


@process
def test_serving_options_and_version_still_work(repo, home):
    done = run("--version", cwd=repo, home=home)
    assert done.stdout.strip() == f"sentinel-memory {server.project_version()}"
    done = run("--check", "--project", str(repo), cwd=home, home=home)
    assert done.returncode == 0 and f"project: {repo}" in done.stdout
    assert "init" in run("--help", cwd=repo, home=home).stdout


@pytest.mark.parametrize("platform, osname, env, where", [
    ("darwin", "posix", {}, "{home}/Library/Application Support/Claude"),
    ("win32", "nt", {"APPDATA": "{home}/Roam"}, "{home}/Roam/Claude"),
    ("win32", "nt", {}, "{home}/AppData/Roaming/Claude"),
    ("linux", "posix", {"XDG_CONFIG_HOME": "{home}/xdg"}, "{home}/xdg/Claude"),
    ("linux", "posix", {}, "{home}/.config/Claude"),
])
def test_claude_desktop_config_is_where_the_app_looks_on_each_os(home, monkeypatch, platform, osname, env, where):
    monkeypatch.setenv("HOME", str(home))
    for name in ("APPDATA", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value.format(home=home))
    monkeypatch.setattr(clients.sys, "platform", platform)
    # only this module's view of the OS: pathlib itself must stay on this machine's
    monkeypatch.setattr(clients, "os", SimpleNamespace(name=osname, environ=os.environ))
    assert clients.claude_desktop_config() == Path(where.format(home=home)) / "claude_desktop_config.json"


def test_codex_config_follows_codex_home(home, monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    assert clients.codex_config() == home / ".codex" / "config.toml"
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "c"))
    assert clients.codex_config() == tmp_path / "c" / "config.toml"


@pytest.mark.parametrize("text, tops", [
    ('a = 1\n[t]\nb = 2\n', [True, True, True]),  # the final newline adds no line
    ('a = 1', [True]),
    ('a = """\n[not.a.table]\n"""\nb = 1', [True, False, False, True]),  # a multi-line basic string
    ("a = '''\n[x]\n'''\n[y]", [True, False, False, True]),  # a multi-line literal string
    ('a = "x\\"[y"\nb = [\n  1,\n]\nc = 1', [True, True, False, False, True]),  # an escaped quote, an array
    ('a = "open\n[t]', [True, True]),  # a one-line string never spans lines
    ("a = 'C:\\'\n[t]", [True, True]),  # no escapes in a literal string
    ('a = { b = [1,\n2] }\n[t]', [True, False, True]),  # an inline table
    ('a = 1 # [ not an array\n[t]\n# } ]\nb = 2', [True, True, True, True]),  # comments
    ('s = """a\\"""b"""\n[t]', [True, True]),  # an escaped quote inside a multi-line string
    ('[[arr]]\nx = 1', [True, True]),  # an array of tables is a header, not an array
])
def test_toml_lines_tell_which_lines_start_at_the_top_level(text, tops):
    lines = clients._toml_lines(text)
    assert [top for _, top in lines] == tops
    assert "\n".join(line for line, _ in lines) == text.removesuffix("\n")


def test_user_level_entries_from_a_clone_name_this_python_and_this_server(repo, home, init, monkeypatch):
    monkeypatch.setattr(server.sys, "argv", [str(SERVER)])  # what `python server.py init` sees
    monkeypatch.setattr(shutil, "which", lambda name: None)  # init imports shutil when it runs
    done = init("--user", "claude-desktop", "codex", cwd=repo)
    assert done.returncode == 0, done.stderr
    desktop = read_json(home / ".config" / "Claude" / "claude_desktop_config.json")
    assert desktop == {"mcpServers": {"sentinel-memory": {"command": sys.executable, "args": [str(SERVER), "--project", str(repo)]}}}
    codex = tomllib.loads((home / ".codex" / "config.toml").read_text())
    assert codex == {"mcp_servers": {"sentinel-memory": {"command": sys.executable, "args": [str(SERVER)], "required": True}}}
    assert f"pinned to --project {repo}" in done.stdout and "Next steps:" in done.stdout


def test_what_init_prints_says_what_it_did_and_warns_on_stderr(repo, home, init, monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)  # sentinel-memory not installed
    done = init("claude", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"project: {repo}\n") and "dry run" not in done.stdout
    assert "  create       .mcp.json" in done.stdout and "would" not in done.stdout
    assert "Next steps:\n- Claude Code:" in done.stdout and "Commit for your team: git add .mcp.json AGENTS.md" in done.stdout
    assert "CLAUDE.md" not in done.stdout  # no CLAUDE.md: Claude Code reads AGENTS.md
    assert done.stderr.startswith("WARNING: `sentinel-memory` is not on your PATH") and "WARNING" not in done.stdout
    (repo / "CLAUDE.md").write_text("# rules\n")
    again = init("claude", "--dry-run", cwd=repo)
    assert again.stdout.startswith(f"project: {repo}  (dry run: nothing is written)\n")
    assert "\nNothing would change.\n" in again.stdout and "add a line `@AGENTS.md` to CLAUDE.md" in again.stdout
    gemini = init("gemini", cwd=repo)
    assert "CLAUDE.md" not in gemini.stdout  # the note is for Claude Code only


def test_init_on_a_project_folder_that_does_not_exist_is_a_usage_error(repo, init, tmp_path):
    done = init("claude", "--project", str(tmp_path / "nowhere"), cwd=repo)
    assert done.returncode == 2 and f"the project folder {tmp_path / 'nowhere'} does not exist" in done.stderr


def test_init_help_names_its_arguments(repo, init):
    done = init("--help", cwd=repo)
    text = " ".join(done.stdout.split())  # argparse wraps to the terminal's width
    assert done.returncode == 0
    assert text.startswith("usage: sentinel-memory init [-h] [--user CLIENT [CLIENT ...]]")
    assert "[--project DIR] [CLIENT ...]" in text and "Wire the project up" in text
    assert "cursor, vscode, claude, gemini or all" in text and "A second run changes nothing." in text


def test_recall_help_says_what_it_prints(repo, capsys, monkeypatch):
    monkeypatch.chdir(repo)
    with pytest.raises(SystemExit) as stopped:
        server.recall(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert stopped.value.code == 0 and text.startswith("usage: sentinel-memory recall [-h]")
    assert "Print what search_memory returns for this project" in text and "Reads the log without writing anything." in text
    assert "the task in a few words" in text and "--topic TOPIC only the records of this topic" in text


def test_recall_keeps_the_servers_own_warnings_out_of_what_it_prints(repo, capsys, monkeypatch):
    monkeypatch.chdir(repo)
    logger = logging.getLogger("sentinel_memory")
    monkeypatch.setattr(logger, "level", logging.INFO)
    assert server.recall([]) == 0
    assert logger.level == logging.ERROR and capsys.readouterr().err == ""


def test_the_version_is_pyproject_s_only_when_the_file_is_ours(tmp_path, monkeypatch):
    from importlib.metadata import PackageNotFoundError

    monkeypatch.setattr(server, "HERE", tmp_path)
    (tmp_path / "pyproject.toml").write_bytes(b'# caf\xe9\n[project]\nname = "sentinel-memory"\nversion = "1.2.3"\n')
    assert server.project_version() == "1.2.3"  # ours, though not UTF-8 throughout
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\nversion = "9.9.9"\n', encoding="utf-8")
    try:  # a stray pyproject.toml beside an installed copy: the installed distribution's version
        found = server.project_version()
    except PackageNotFoundError:
        found = None
    assert found != "9.9.9"


# -- the edges of reading and writing the clients' files ----------------------------------------------------------


def test_a_diff_shows_a_new_file_from_dev_null_and_a_missing_final_newline(tmp_path):
    created = clients.Change(tmp_path / "x.json", None, b'{"a": 1}\n')
    assert created.diff("x.json").startswith("--- /dev/null\n+++ b/x.json\n")
    edited = clients.Change(tmp_path / "x.json", b"one\ntwo", b"one\nthree\n")
    text = edited.diff("x.json")
    assert text.startswith("--- a/x.json\n+++ b/x.json\n")
    assert "-two\n\\ No newline at end of file\n+three\n" in text
    broken = clients.Change(tmp_path / "x.json", b"caf\xe9\n", b"cafe\n")
    assert "-caf\ufffd\n+cafe\n" in broken.diff("x.json")  # bytes that are not UTF-8 do not stop a dry run


def test_json_with_comments_or_trailing_commas_gets_a_hint_and_is_left_untouched(tmp_path):
    path = tmp_path / ".mcp.json"
    for content in (b'{\n  // mine\n  "mcpServers": {}\n}\n', b'{"mcpServers": {"a": {}},}\n'):
        path.write_bytes(content)
        change = clients.server_entry(path, "mcpServers", ENTRY)
        assert change.error.startswith("not valid JSON: ") and change.after is None
        assert change.error.endswith(" (comments or trailing commas are not rewritten by init); left untouched")
    path.write_bytes(b'{"mcpServers": \n')
    assert "comments or trailing commas" not in clients.server_entry(path, "mcpServers", ENTRY).error


def test_json_keeps_its_bom_free_text_tabs_line_ends_and_non_ascii(tmp_path):
    path = tmp_path / "mcp.json"
    path.write_bytes('\ufeff{\r\n\t"servers": {"설명": {"command": "ë"}}\r\n}\r\n'.encode())
    after = clients.server_entry(path, "servers", ENTRY).after.decode()
    assert after.startswith('{\r\n\t"servers": {\r\n\t\t"설명": {\r\n\t\t\t"command": "ë"')  # tabs, CRLF, UTF-8 kept
    assert "\n" not in after.replace("\r\n", "")
    path.write_bytes(b'{\n    "servers": {}\n}\n')
    assert clients.server_entry(path, "servers", ENTRY).after.decode().startswith('{\n    "servers": {\n        "sentinel-memory"')
    path.write_bytes(b"   \n")  # blank: a new object
    assert json.loads(clients.server_entry(path, "servers", ENTRY).after) == {"servers": {"sentinel-memory": ENTRY}}


def test_codex_config_with_our_table_twice_is_left_untouched(tmp_path, monkeypatch):
    path = tmp_path / "config.toml"
    path.write_text('[mcp_servers.sentinel-memory]\ncommand = "a"\n\n[mcp_servers.sentinel-memory]\ncommand = "b"\n')
    change = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert change.error.startswith("not valid TOML: ") and change.after is None
    monkeypatch.setattr(clients, "TOMLLIB", None)  # Python 3.10: the text itself says so
    change = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True})
    assert change.error == "[mcp_servers.sentinel-memory] appears 2 times; left untouched" and change.after is None


def test_codex_config_keeps_crlf_and_an_empty_file_gets_only_our_table(tmp_path):
    path = tmp_path / "config.toml"
    path.write_bytes(b'model = "o3"\r\n')
    after = clients.codex_table(path, {"command": "/bin/sm", "args": [], "required": True}).after
    assert after == b'model = "o3"\r\n\r\n[mcp_servers.sentinel-memory]\r\ncommand = "/bin/sm"\r\nargs = []\r\nrequired = true\r\n'
    path.write_bytes(b"")
    assert clients.codex_table(path, {"command": "/bin/sm"}).after == b'[mcp_servers.sentinel-memory]\ncommand = "/bin/sm"\n'


# -- each client file's rules at their edge (written against mutation testing: README, "Development") ----------


@pytest.mark.parametrize("marker, is_folder, client", [
    (".cursor", True, "cursor"),
    (".vscode", True, "vscode"),
    (".mcp.json", False, "claude"),
    (".claude", True, "claude"),
    (".gemini", True, "gemini"),
])
def test_bare_init_wires_up_the_one_client_whose_folder_or_file_the_project_has(repo, marker, is_folder, client):
    (repo / marker).mkdir() if is_folder else (repo / marker).write_text("{}")
    assert clients.detect(repo) == [client]


def test_each_summary_line_names_the_file_and_what_init_owns_in_it(repo, home, init, monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    done = init("all", "--hook", "--user", "codex", "claude-desktop", cwd=repo)
    assert done.returncode == 0, done.stderr
    summary = done.stdout.split("\n\nNext steps:")[0].splitlines()[1:]
    assert summary == [
        "  create       .cursor/mcp.json (mcpServers.sentinel-memory)",
        "  create       .cursor/rules/sentinel-memory.mdc (always-applied rule)",
        "  create       .vscode/mcp.json (servers.sentinel-memory)",
        "  create       .mcp.json (mcpServers.sentinel-memory)",
        "  create       .gemini/settings.json (mcpServers.sentinel-memory, context.fileName)",
        "  create       AGENTS.md (section between the sentinel-memory markers)",
        "  create       .claude/settings.json (hooks.SessionStart)",
        "  create       ~/.codex/config.toml ([mcp_servers.sentinel-memory])",
        "  create       ~/.config/Claude/claude_desktop_config.json (mcpServers.sentinel-memory)",
    ]


@pytest.mark.parametrize("client, said", [  # what to do to start it, then how to check it is connected
    ("cursor", ["Cursor: open (or reload) the project; Cursor Settings > MCP (Tools & MCP) lists sentinel-memory:"
                " switch it on if it is off.", "Check: a green dot and three tools."]),
    ("vscode", ["VS Code: run 'Developer: Reload Window', then 'MCP: List Servers' > sentinel-memory > Start Server"
                " (trust it when asked).", "Check: it shows as Running; 'Show Output' has the 'memory log:' line."]),
    ("claude", ["Claude Code: run `claude` in the project and approve the project server sentinel-memory when asked"
                " (a project's .mcp.json servers wait for approval).",
                "Check: `claude mcp list` shows 'sentinel-memory: sentinel-memory - ✔ Connected';",
                "/mcp in a session lists its tools."]),
    ("gemini", ["Gemini CLI: start `gemini` in the project and trust the folder when asked (an untrusted folder's"
                " .gemini/settings.json is ignored).", "Check: `gemini mcp list` shows sentinel-memory as Connected."]),
    ("codex", ["Codex: start a new `codex` session (required = true: Codex stops with an error if the server cannot"
               " start).", "Check: `codex mcp list` lists sentinel-memory; /mcp in a session shows its tools.",
               "Codex asks before each log_memory call (it writes the log)."]),
])
def test_the_next_step_for_each_client_says_how_to_start_it_and_how_to_check_it_is_connected(tmp_path, client, said):
    assert clients.next_steps(client, tmp_path, Path()) == [" ".join(said)]


def test_without_a_claude_md_the_next_steps_add_no_note_and_with_one_they_say_how_to_include_agents_md(repo, home, init):
    done = init("claude", cwd=repo)
    steps = done.stdout.split("Next steps:\n")[1].splitlines()
    assert steps == ["- " + clients.next_steps("claude", repo, Path())[0], "- Commit for your team: git add .mcp.json AGENTS.md"]
    (repo / "CLAUDE.md").write_text("# rules\n")
    again = init("claude", cwd=repo)
    assert again.stdout.split("Next steps:\n")[1].splitlines()[1:] == [
        "- CLAUDE.md exists, so Claude Code reads it instead of AGENTS.md: add a line `@AGENTS.md` to CLAUDE.md"
        " (or use --hook) so it gets the memory workflow too."]


def test_a_new_agents_md_is_our_section_alone_markers_note_heading_and_workflow(tmp_path):
    change = clients.agents_section(tmp_path / "AGENTS.md", "\nThe workflow.\n\n")
    assert change.after.decode() == "\n".join([
        clients.START,
        "<!-- Written by `sentinel-memory init`: re-running it replaces the text between these markers. -->",
        "## Project memory (sentinel-memory MCP server)",
        "",
        "The workflow.",
        clients.END,
    ]) + "\n"


def test_the_cursor_rule_is_front_matter_cursor_reads_then_a_note_and_the_workflow(tmp_path):
    rule = clients.cursor_rule(tmp_path / "sentinel-memory.mdc", "\nThe workflow.\n\n").after.decode()
    assert rule.split("\n") == [
        "---",
        "description: Project memory (sentinel-memory MCP server): search_memory before every task, log_memory"
        " after it, compact_memory when told",
        "globs:",
        "alwaysApply: true",
        "---",
        "<!-- Written by `sentinel-memory init`, which rewrites this file on every run: put your own rules in another file. -->",
        "",
        "The workflow.",
        "",
    ]


def test_the_cursor_rule_is_ours_so_one_that_is_not_utf8_is_replaced_keeping_its_line_ends(tmp_path):
    path = tmp_path / "sentinel-memory.mdc"
    path.write_bytes(b"caf\xe9\r\nold rule\r\n")
    after = clients.cursor_rule(path, "The workflow.").after
    assert after.startswith(b"---\r\ndescription: ") and after.endswith(b"\r\n\r\nThe workflow.\r\n")


def test_a_file_that_already_says_it_in_its_own_layout_is_not_even_reformatted(repo, home, init):
    compact = b'{"mcpServers":{"sentinel-memory":{"args":[],"command":"sentinel-memory"}}}'
    (repo / ".mcp.json").write_bytes(compact)
    done = init("claude", cwd=repo)
    assert "  unchanged    .mcp.json (mcpServers.sentinel-memory)" in done.stdout
    assert (repo / ".mcp.json").read_bytes() == compact


def test_json_errors_say_what_the_file_holds_or_what_the_parser_found(tmp_path):
    path = tmp_path / ".mcp.json"
    path.write_text("[1, 2]")
    assert clients.server_entry(path, "mcpServers", ENTRY).error == "holds a JSON list, not an object; left untouched"
    path.write_text('{"mcpServers": \n')
    with pytest.raises(ValueError) as parser:
        json.loads(path.read_text())
    assert clients.server_entry(path, "mcpServers", ENTRY).error == f"not valid JSON: {parser.value}; left untouched"


@pytest.mark.parametrize("content, message", [
    ('{"mcpServers": 1}', '"mcpServers" is not an object'),
    ('{"mcpServers": {"sentinel-memory": []}}', '"mcpServers.sentinel-memory" is not an object'),
    ('{"context": "GEMINI.md"}', '"context" is not an object'),
    ('{"context": {"fileName": {"a": 1}}}', '"context.fileName" is neither a string nor a list'),
])
def test_gemini_settings_of_another_shape_are_left_untouched_naming_the_key(tmp_path, content, message):
    path = tmp_path / "settings.json"
    path.write_text(content)
    change = clients.gemini_settings(path, ENTRY)
    assert change.error == f"{message}; left untouched" and not change.changed


@pytest.mark.parametrize("content, message", [
    ('{"hooks": []}', '"hooks" is not an object'),
    ('{"hooks": {"SessionStart": {}}}', '"hooks.SessionStart" is not a list'),
])
def test_claude_settings_of_another_shape_are_left_untouched_naming_the_key(tmp_path, content, message):
    path = tmp_path / "settings.json"
    path.write_text(content)
    change = clients.session_start_hook(path)
    assert change.error == f"{message}; left untouched" and not change.changed


def test_session_start_groups_that_are_not_ours_or_not_objects_are_kept_and_ours_added(tmp_path):
    path = tmp_path / "settings.json"
    groups = ["not an object", {"matcher": "startup"}, {"hooks": ["not an object", {"type": "command"}]}]
    path.write_text(json.dumps({"hooks": {"SessionStart": groups}}))
    after = json.loads(clients.session_start_hook(path).after)["hooks"]["SessionStart"]
    assert after == [*groups, {"hooks": [{"type": "command", "command": "sentinel-memory recall"}]}]


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="POSIX links and permission bits")
def test_a_linked_config_is_written_through_the_link_and_keeps_its_permission_bits(repo, home, init):
    dotfiles = home / "dotfiles" / "claude_desktop_config.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text('{"mcpServers": {"github": {"command": "gh-mcp", "env": {"TOKEN": "t"}}}}\n')
    dotfiles.chmod(0o600)
    link = home / ".config" / "Claude" / "claude_desktop_config.json"
    link.parent.mkdir(parents=True)
    link.symlink_to(dotfiles)
    done = init("--user", "claude-desktop", cwd=repo)
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and link.resolve() == dotfiles
    assert set(read_json(dotfiles)["mcpServers"]) == {"github", "sentinel-memory"}
    assert dotfiles.stat().st_mode & 0o7777 == 0o600
    assert sorted(p.name for p in dotfiles.parent.iterdir()) == ["claude_desktop_config.json"]  # no temp file left


def test_a_new_files_diff_is_every_line_added_from_dev_null(tmp_path):
    created = clients.Change(tmp_path / "x.json", None, b'{\n  "a": 1\n}\n')
    assert created.diff("x.json") == '--- /dev/null\n+++ b/x.json\n@@ -0,0 +1,3 @@\n+{\n+  "a": 1\n+}\n'


def test_the_installed_command_from_uv_builds_is_ephemeral_and_from_a_clone_the_one_on_path_wins(tmp_path):
    built = tmp_path / "cache" / "uv" / "builds-v0" / ".tmpX" / "bin" / "sentinel-memory"
    built.parent.mkdir(parents=True)
    built.write_text("")
    assert clients.installed_command(str(built), "/home/u/.local/bin/sentinel-memory", "/py", Path("/s.py")) == (
        ["/home/u/.local/bin/sentinel-memory"], "")
    assert clients.installed_command("server.py", "/home/u/.local/bin/sentinel-memory", "/py", Path("/s.py")) == (
        ["/home/u/.local/bin/sentinel-memory"], "")


VALUES = {"command": "/bin/sm", "args": [], "required": True}


@pytest.mark.parametrize("following", [
    "[mcp_servers.github]\ncommand = \"gh\"\nargs = [\"--x\"]\nrequired = false\n",  # right after our header
    "  [mcp_servers.github]\n  command = \"gh\"\n  args = [\"--x\"]\n",  # an indented header ends our table too
])
def test_codex_the_keys_of_the_table_after_ours_are_never_ours(tmp_path, following):
    path = tmp_path / "config.toml"
    path.write_text("[mcp_servers.sentinel-memory]\n" + following)
    change = clients.codex_table(path, VALUES)
    assert not change.error
    assert change.after.decode() == '[mcp_servers.sentinel-memory]\ncommand = "/bin/sm"\nargs = []\nrequired = true\n' + following


def test_codex_our_keys_are_replaced_however_they_are_quoted(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[mcp_servers.sentinel-memory]\n\"command\" = \"/old\"\n'args' = [\"/old.py\"]\nstartup_timeout_sec = 20\n")
    change = clients.codex_table(path, VALUES)
    assert not change.error
    assert change.after.decode() == '[mcp_servers.sentinel-memory]\ncommand = "/bin/sm"\nargs = []\nrequired = true\nstartup_timeout_sec = 20\n'


def test_codex_a_table_that_already_says_it_in_its_own_spelling_is_left_byte_for_byte(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[mcp_servers.sentinel-memory]  # mine\nrequired=true\ncommand = '/bin/sm'\nargs = [ ]\n")
    change = clients.codex_table(path, VALUES)
    assert not change.error and change.after == change.before and not change.changed


def test_codex_an_edit_that_would_not_parse_is_not_written(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[mcp_servers.sentinel-memory]\n"comm\\u0061nd" = "/old"\n')  # `command`, spelled with an escape
    change = clients.codex_table(path, VALUES)
    assert change.error.startswith("init's edit would not parse (") and change.error.endswith("); left untouched")
    assert change.after is None and not change.changed


def test_codex_a_config_with_dates_is_edited_like_any_other(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[notes]\nsince = 2025-05-27\nat = 2025-05-27T07:32:00Z\n")
    change = clients.codex_table(path, VALUES)
    assert not change.error
    assert tomllib.loads(change.after.decode())["notes"] == tomllib.loads(path.read_text())["notes"]


def test_codex_without_tomllib_a_table_is_appended_and_a_file_that_already_says_it_is_left_byte_for_byte(tmp_path, monkeypatch):
    monkeypatch.setattr(clients, "TOMLLIB", None)
    path = tmp_path / "config.toml"
    path.write_text('model = "o3"\n')
    change = clients.codex_table(path, VALUES)
    assert not change.error
    assert change.after.decode() == 'model = "o3"\n\n[mcp_servers.sentinel-memory]\ncommand = "/bin/sm"\nargs = []\nrequired = true\n'
    path.write_bytes(b"\xef\xbb\xbf" + change.after.replace(b"\n", b"\r\n"))  # a BOM and CRLF, as an editor may save it
    again = clients.codex_table(path, VALUES)
    assert not again.error and again.after == again.before and not again.changed


@pytest.mark.parametrize("text, tops", [
    ("# a [ comment first\nb = 1", [True, True]),  # a comment on the first line
    ("a = 1\n[t] # last", [True, True]),  # a comment that ends the text
    ("a = 'open\n[t]", [True, True]),  # a one-line literal string never spans lines either
    ("a = '['\nb = 1", [True, True]),  # a bracket in a literal string
    ('x = 1\ns = "a\\"b"\n[t]', [True, True, True]),  # an escape past the first line
    ('s = """a\\\\"""\n[t]', [True, True]),  # an escaped backslash right before the closing quotes
    ("a = [\n  [1, 2],\n  3,\n]\n[t]", [True, False, False, False, True]),  # an inner array on its own line
    ("a = [[\n  1],\n  [2]]\n[t]", [True, False, False, True]),  # two levels opened at once
    ('env = [\n  { XDG = "~/x" },\n  2,\n]\n[t]', [True, False, False, False, True]),  # only brackets nest
    ("[t\nb = 1", [True, True]),  # a header left open does not swallow the lines after it
])
def test_toml_lines_more_edges(text, tops):
    lines = clients._toml_lines(text)
    assert [top for _, top in lines] == tops
    assert "\n".join(line for line, _ in lines) == text.removesuffix("\n")


@pytest.mark.parametrize("tomllib_there", [True, False])
def test_codex_a_command_with_a_character_beyond_u_ffff_is_written_as_toml_reads_it(tmp_path, monkeypatch, tomllib_there):
    if not tomllib_there:
        monkeypatch.setattr(clients, "TOMLLIB", None)  # Python 3.10: nothing would check the edit
    path = tmp_path / "config.toml"
    command = "C:\\Users\\\U00020BB7田 \"ë\"\x7f\\bin\\sentinel-memory.exe"  # 𠮷 (U+20BB7) of the family name 𠮷田
    args = ["--x", "😀", "\U00010000", "\uffff"]  # the first character beyond U+FFFF, and the last one within
    change = clients.codex_table(path, {**VALUES, "command": command, "args": args})
    assert not change.error
    assert tomllib.loads(change.after.decode())["mcp_servers"]["sentinel-memory"] == {**VALUES, "command": command, "args": args}


@pytest.mark.parametrize("name, content", [
    (".mcp.json", b'{"mcpServers": {"make": {"command": "caf\xe9"}}}\n'),  # Latin-1
    ("AGENTS.md", b"# Caf\xe9 rules\r\n\r\nRun `make` \x96 always.\r\n"),  # Windows-1252
    ("~/.codex/config.toml", b'# caf\xe9\nmodel = "o3"\n'),
], ids=["json", "markdown", "toml"])
def test_a_file_that_is_not_utf8_is_left_untouched_since_a_rewrite_would_lose_its_bytes(repo, home, init, name, content):
    path = home / name[2:] if name.startswith("~/") else repo / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    done = init("claude", "--user", "codex", cwd=repo)
    assert done.returncode == 1
    position = content.index(b"\xe9")
    assert f"ERROR      {name}: not UTF-8 (byte {position}: invalid continuation byte); left untouched" in done.stderr
    assert path.read_bytes() == content
    assert (repo / ".mcp.json").exists() and (repo / "AGENTS.md").exists()  # the other files are still written


def test_client_names_take_aliases_in_any_case_and_all_adds_every_project_client(init, tmp_path):
    project = tmp_path / "app"
    project.mkdir()
    plain = init("vscode", "claude", "--dry-run", cwd=project)
    assert init("VS-Code", "Claude-Code", "--dry-run", cwd=project).stdout == plain.stdout and plain.returncode == 0
    every = init("all", "--dry-run", cwd=project)
    assert init("all", "cursor", "--dry-run", cwd=project).stdout == every.stdout
    assert all(label in every.stdout for label in (".cursor/mcp.json", ".vscode/mcp.json", ".mcp.json", ".gemini/settings.json"))


@pytest.mark.parametrize(("args", "message"), [
    (["claude-desktop"], "claude-desktop is configured per user, not per project: use --user claude-desktop"),
    (["--user", "cursor"], "cursor is a project client: name it before --user, not after it"),
    (["emacs"], "unknown client 'emacs': choose from cursor, vscode, claude, gemini"),
    (["--user", "emacs"], "unknown client 'emacs': choose from claude-desktop, codex"),
])
def test_a_client_named_in_the_wrong_place_or_unknown_is_refused_with_the_right_place(init, tmp_path, args, message):
    done = init(*args, "--dry-run", cwd=tmp_path)
    assert done.returncode == 2 and message in done.stderr and done.stdout == ""
