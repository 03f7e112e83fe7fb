"""Finding the project the way clients really start servers: in /, in the home folder, with roots."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fastmcp import Client

import server

SERVER = Path(server.__file__)
# The MCP SDK marks roots deprecated for its next protocol revision; today's clients still send them.
pytestmark = pytest.mark.filterwarnings("ignore:The roots capability is deprecated")

LOG_ARGS = {"topic": "payment", "missing_context": "VAT differs", "lesson": "Check the tax table"}


def log_path(folder: Path) -> Path:
    return folder / ".context" / "memory_log.jsonl"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home folder of our own, so 'never write into home' is checked without touching the real one."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("USERPROFILE", str(folder))
    return folder


@pytest.fixture
def fresh():
    """A server process that has resolved nothing yet and got no --project."""
    return server.create_server(server.Settings())


# -- the resolution order, in memory ------------------------------------------------------------


@pytest.mark.parametrize("marker", [".git", ".context"])
def test_a_working_directory_that_is_a_project_wins_over_roots(tmp_path, monkeypatch, marker):
    (tmp_path / marker).mkdir()
    monkeypatch.chdir(tmp_path)
    assert server.Project(None).resolve() == tmp_path


def test_explicit_project_wins_over_everything(tmp_path, monkeypatch):
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    chosen = tmp_path / "elsewhere"
    chosen.mkdir()
    assert server.Project(chosen).resolve() == chosen


def test_explicit_project_that_does_not_exist_is_an_error(tmp_path):
    with pytest.raises(ValueError, match="does not exist: fix --project or SENTINEL_MEMORY_PROJECT"):
        server.Project(tmp_path / "missing").resolve()


def test_plain_folder_is_used_when_nothing_better_is_known(tmp_path, monkeypatch, home):
    monkeypatch.chdir(tmp_path)
    assert server.Project(None).resolve() == tmp_path


@pytest.mark.parametrize("where", ["home", "root"])
def test_home_or_filesystem_root_is_never_the_project(monkeypatch, home, where):
    monkeypatch.chdir(home if where == "home" else Path(home.anchor))
    with pytest.raises(ValueError, match='Add "--project", "/path/to/your/project" to the server\'s args'):
        server.Project(None).resolve()


@pytest.mark.anyio
async def test_client_root_is_used_when_started_in_home(home, monkeypatch, fresh, tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    monkeypatch.chdir(home)
    async with Client(fresh, mode="legacy", roots=[workspace.as_uri()]) as client:
        await client.call_tool("log_memory", LOG_ARGS)
    assert log_path(workspace).exists()
    assert not (home / ".context").exists()


@pytest.mark.anyio
async def test_roots_change_moves_the_store_to_the_new_workspace(home, monkeypatch, fresh, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    monkeypatch.chdir(home)
    current = [first.as_uri()]
    async with Client(fresh, mode="legacy", roots=lambda _: list(current)) as client:
        await client.call_tool("log_memory", LOG_ARGS)
        current[:] = [second.as_uri()]
        await client.send_roots_list_changed()
        await client.call_tool("search_memory", {"query": "x"})  # the notification is handled in order
        await client.call_tool("log_memory", {**LOG_ARGS, "lesson": "second"})
    assert json.loads(log_path(first).read_text(encoding="utf-8"))["lesson"] == "Check the tax table"
    assert json.loads(log_path(second).read_text(encoding="utf-8"))["lesson"] == "second"


@pytest.mark.anyio
async def test_no_project_at_all_is_a_tool_error_that_says_how_to_fix_it(home, monkeypatch, fresh):
    monkeypatch.chdir(home)
    async with Client(fresh, mode="legacy") as client:
        result = await client.call_tool("log_memory", LOG_ARGS, raise_on_error=False)
    assert result.is_error and "--project" in result.content[0].text
    assert list(home.iterdir()) == []


# -- the way each client starts the server, over real stdio -------------------------------------


def test_claude_desktop_style_start_in_root_with_project_argument(stdio_server, tmp_path):
    proc = stdio_server("--project", str(tmp_path), cwd=Path(tmp_path.anchor))
    proc.initialize()
    text, error = proc.call("log_memory", **LOG_ARGS)
    assert not error, text
    assert f"memory log: {log_path(tmp_path)}" in proc.close()
    assert log_path(tmp_path).exists()


def test_environment_variable_names_the_project(stdio_server, tmp_path, home):
    proc = stdio_server(cwd=home, env={"SENTINEL_MEMORY_PROJECT": str(tmp_path), "HOME": str(home)})
    proc.initialize()
    assert not proc.call("log_memory", **LOG_ARGS)[1]
    proc.close()
    assert log_path(tmp_path).exists() and not (home / ".context").exists()


def test_client_announcing_a_root_over_stdio(stdio_server, tmp_path, home):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    proc = stdio_server(cwd=home, env={"HOME": str(home)}, roots=[workspace.as_uri()])
    proc.initialize()
    assert not proc.call("log_memory", **LOG_ARGS)[1]
    proc.close()
    assert log_path(workspace).exists() and not (home / ".context").exists()


@pytest.mark.parametrize("where", ["home", "root"])
def test_started_with_nothing_to_go_on_is_an_error_and_writes_nothing(stdio_server, home, where):
    cwd = home if where == "home" else Path(home.anchor)
    had_context = (cwd / ".context").exists()
    proc = stdio_server(cwd=cwd, env={"HOME": str(home)})
    proc.initialize()
    text, error = proc.call("log_memory", **LOG_ARGS)
    assert error and "--project" in text and "SENTINEL_MEMORY_PROJECT" in text
    proc.close()
    assert (cwd / ".context").exists() == had_context
    assert list(home.iterdir()) == []


# -- the health check ---------------------------------------------------------------------------


def run_check(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SERVER), "--check", *args], cwd=cwd, capture_output=True, text=True, timeout=60)


def git(folder: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(folder), *args], check=True, capture_output=True)


def test_check_reports_a_healthy_shared_log(stdio_server, tmp_path):
    git(tmp_path, "init", "-q")
    proc = stdio_server("--project", str(tmp_path), cwd=tmp_path)
    proc.initialize()
    proc.call("log_memory", **LOG_ARGS)
    proc.call("log_memory", **{**LOG_ARGS, "type": "principle", "missing_context": "", "lesson": "Summary"})
    proc.close()
    git(tmp_path, "add", ".context")
    before = sorted(p.name for p in (tmp_path / ".context").iterdir())
    result = run_check("--project", str(tmp_path), cwd=Path(tmp_path.anchor))
    assert result.returncode == 0, result.stdout
    assert f"store:   {log_path(tmp_path)}" in result.stdout
    assert "records: 2 (1 log, 1 principle)" in result.stdout and "topics:  1 (payment)" in result.stdout
    assert "compaction: not due" in result.stdout and "log tracked; lock file ignored" in result.stdout
    assert result.stdout.endswith("OK\n")
    assert sorted(p.name for p in (tmp_path / ".context").iterdir()) == before  # it never writes


@pytest.mark.process
def test_check_fails_with_one_line_reason_on_malformed_lines(tmp_path):
    log_path(tmp_path).parent.mkdir()
    log_path(tmp_path).write_text("{oops\n", encoding="utf-8")
    result = run_check("--project", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout.splitlines()[-1] == (
        f"PROBLEM: 1 line(s) of {log_path(tmp_path)} are not valid records (line 1):"
        " they are kept as they are and ignored; fix or delete them by hand."
    )


@pytest.mark.process
@pytest.mark.parametrize("option", ["--check", "--show"])
def test_the_reports_never_import_fastmcp(tmp_path, option):
    # FastMCP and the SDK take about a second to import; a report needs none of them.
    result = subprocess.run([sys.executable, "-X", "importtime", str(SERVER), option, "--project", str(tmp_path)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    imported = {line.rsplit("|", 1)[-1].strip().split(".")[0] for line in result.stderr.splitlines() if line.startswith("import time:")}
    assert "core" in imported and not imported & {"fastmcp", "mcp", "mcp_types", "pydantic"}


SECRET = "ghp_" + "Zq8" * 12


def make_symlinked_log(project: Path) -> None:
    outside = project.parent / "outside-secret.txt"
    outside.write_text(f"GITHUB_TOKEN={SECRET}\n")
    log_path(project).parent.mkdir()
    log_path(project).symlink_to(outside)


def make_fifo(project: Path) -> None:
    log_path(project).parent.mkdir()
    os.mkfifo(log_path(project))


def make_oversized(project: Path) -> None:
    log_path(project).parent.mkdir()
    with log_path(project).open("wb") as f:
        f.truncate(2 * 1024 * 1024)  # sparse: over the 1 MB limit given below


def make_utf16(project: Path) -> None:
    log_path(project).parent.mkdir()
    log_path(project).write_text('{"id": "x"}\n', encoding="utf-16")


def make_credential_line(project: Path) -> None:
    log_path(project).parent.mkdir()
    log_path(project).write_text(f"token {SECRET} pasted by hand\n", encoding="utf-8")


def make_symlinked_context(project: Path) -> None:
    elsewhere = project.parent / "elsewhere"
    elsewhere.mkdir()
    (project / ".context").symlink_to(elsewhere)


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks and FIFOs as POSIX makes them")
@pytest.mark.parametrize(
    "make, problem",
    [
        (make_symlinked_log, "is a symbolic link"),
        (make_symlinked_context, "is a symbolic link"),
        (make_fifo, "FIFO"),
        (make_oversized, "MB"),
        (make_utf16, "UTF-16"),
        (make_credential_line, "Possible credential in malformed line 1"),
    ],
)
@pytest.mark.process
def test_check_reports_an_untrusted_or_broken_store_as_a_problem_without_its_content(tmp_path, make, problem):
    project = tmp_path / "project"
    project.mkdir()
    make(project)
    result = subprocess.run(
        [sys.executable, str(SERVER), "--check", "--project", str(project), "--max-log-mb", "1"],
        capture_output=True, text=True, timeout=10,
    )
    assert result.returncode == 1, result.stdout
    problems = [line for line in result.stdout.splitlines() if line.startswith("PROBLEM: ")]
    assert any(problem in line for line in problems), result.stdout
    assert SECRET not in result.stdout + result.stderr


@pytest.mark.process
def test_check_fails_when_no_project_can_be_found(home):
    result = run_check(cwd=home)
    assert result.returncode == 1 and "PROBLEM: No project folder" in result.stdout


@pytest.mark.process
def test_check_names_by_id_the_stored_records_that_hold_a_credential_never_the_value(tmp_path):
    from core.store import build_record, serialize

    clean = build_record("payment", "VAT differs", "Check the tax table")[0]
    leaked = dict(build_record("db", "the staging database", "placeholder")[0], lesson=f"connect with {SECRET}")
    log_path(tmp_path).parent.mkdir()
    log_path(tmp_path).write_text(serialize(clean) + "\n" + serialize(leaked) + "\n", encoding="utf-8")
    result = run_check("--project", str(tmp_path), cwd=tmp_path)
    assert result.returncode == 1
    problem = [line for line in result.stdout.splitlines() if "look like a credential" in line or "looks like a credential" in line]
    assert problem and leaked["id"] in problem[0] and clean["id"] not in problem[0]
    assert SECRET not in result.stdout + result.stderr
