"""Installing the package as the README says, and real clients reading what `sentinel-memory init` wrote.

The "clone" is a scratch git repository holding the work tree's files (tracked and new, not ignored), so the
tests install what is being tested, and `git+file://` of it stands in for the README's git URL. Installs go into
scratch folders: a venv for `pip install <clone>` (whose console script the client tests put on PATH), pipx and
uv themselves installed from PyPI into another venv, with their homes, caches and bin folders in scratch too.
Each installed copy is checked from a folder outside the clone: `--version`, and an MCP session over stdio that
reports the version, serves the workflow prompt (package data) and writes a record.

The install tests are marked slow (`-m "not slow"` leaves them out) and skip with the reason when PyPI cannot be
reached; the client tests also skip without node and npm, as tests/test_agents.py does.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from agent_clis import install_all
from conftest import StdioServer
from model_standins import AnthropicStandIn
from test_agents import base_env, explain

import server

pytestmark = pytest.mark.process  # installs the package and runs the installed command and the agent CLIs

ROOT = Path(__file__).resolve().parent.parent
VERSION = server.project_version()
WORKFLOW = (ROOT / "core" / "workflow.md").read_text(encoding="utf-8")
INSTALL_TIMEOUT = 600  # seconds; a bound on a hang: a cold pip install of the dependencies takes about 20 s
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""


def test_requirements_txt_matches_pyproject():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert [line.strip() for line in lines if line.strip() and not line.startswith("#")] == declared


def test_the_version_lives_in_pyproject_only():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert VERSION == project["version"] and project["scripts"] == {"sentinel-memory": "server:main"}


# -- scratch installs ----------------------------------------------------------------------------------------------


def sh(command: list, timeout: float = INSTALL_TIMEOUT, **kwargs) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    done = subprocess.run([str(c) for c in command], capture_output=True, text=True, encoding="utf-8", errors="replace",
                          timeout=timeout, stdin=subprocess.DEVNULL, **kwargs)
    return done, time.monotonic() - start


def why(done: subprocess.CompletedProcess) -> str:
    return f"\n$ {' '.join(map(str, done.args))}\nexit {done.returncode}\nstdout: {done.stdout[-3000:]}\nstderr: {done.stderr[-3000:]}"


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """A git repository with the work tree's files, as a fresh `git clone` would have them."""
    folder = tmp_path_factory.mktemp("clone") / "sentinel-memory"
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        if (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    git = ["git", "-C", folder, "-c", "user.name=t", "-c", "user.email=t@t"]
    for step in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "snapshot"]):
        subprocess.run([*(map(str, git)), *step], check=True, capture_output=True)
    return folder


@pytest.fixture(scope="module")
def pip_venv(clone, tmp_path_factory) -> Path:
    """`pip install <clone>` into a fresh venv: its bin folder. The clone is gone afterwards (moved away), so the
    copy can rely on nothing beside server.py but its package data."""
    venv = tmp_path_factory.mktemp("pip") / "venv"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    done, seconds = sh([venv / BIN / f"python{EXE}", "-m", "pip", "install", "-q", clone])
    print(f"\npip install <clone>: {seconds:.1f} s")
    if done.returncode != 0:
        pytest.skip(f"pip install of the clone failed (is PyPI reachable?): {why(done)}")
    return venv / BIN


@pytest.fixture(scope="module")
def tools(tmp_path_factory) -> dict:
    """uv and pipx from PyPI in a scratch venv, with every home, cache and bin folder they use in scratch too."""
    base = tmp_path_factory.mktemp("tools")
    subprocess.run([sys.executable, "-m", "venv", base / "venv"], check=True)
    done, seconds = sh([base / "venv" / BIN / f"python{EXE}", "-m", "pip", "install", "-q", "uv", "pipx"])
    print(f"\npip install uv pipx: {seconds:.1f} s")
    if done.returncode != 0:
        pytest.skip(f"could not install uv and pipx from PyPI: {why(done)}")
    env = {**os.environ, "PIPX_HOME": str(base / "pipx"), "PIPX_BIN_DIR": str(base / "bin"), "PIPX_MAN_DIR": str(base / "man"),
           "UV_CACHE_DIR": str(base / "uv-cache"), "UV_TOOL_DIR": str(base / "uv-tools"), "UV_TOOL_BIN_DIR": str(base / "bin"),
           "UV_PYTHON_DOWNLOADS": "never", "PATH": f"{base / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    env.pop("VIRTUAL_ENV", None)
    return {"bin": base / "venv" / BIN, "env": env, "tool_bin": base / "bin"}


def check_installed(command: list, tmp_path: Path, env: dict | None = None) -> None:
    """What a user's client sees from an installed copy, started outside the clone."""
    done, _ = sh([*command, "--version"], timeout=120, cwd=tmp_path, env=env)
    assert done.stdout.strip() == f"sentinel-memory {VERSION}", why(done)
    project = tmp_path / "project"
    project.mkdir()
    subprocess.run(["git", "init", "-q", project], check=True)
    proc = StdioServer(cwd=project, env=env, argv=command)
    try:
        info = proc.initialize()
        assert info["serverInfo"] == {"name": "sentinel-memory", "version": VERSION}
        prompt = proc.request("prompts/get", {"name": "memory_workflow"})["result"]
        assert prompt["messages"][0]["content"]["text"] == WORKFLOW  # core/workflow.md shipped as package data
        text, error = proc.call("log_memory", topic="install", missing_context="how it is installed", lesson="use uv tool")
        assert not error and "Saved new log" in text, text
    finally:
        stderr = proc.close()
    assert (project / ".context" / "memory_log.jsonl").exists(), stderr


# -- the installs ----------------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_pip_install_of_a_clone_then_sentinel_memory(pip_venv, clone, tmp_path):
    moved = clone.with_name("moved-away")
    clone.rename(moved)  # nothing of the clone may be needed at run time
    try:
        check_installed([pip_venv / f"sentinel-memory{EXE}"], tmp_path)
    finally:
        moved.rename(clone)
    site = next((pip_venv.parent / "lib").glob("python3*/site-packages"), None) or pip_venv.parent / "Lib" / "site-packages"
    assert (site / "core" / "workflow.md").is_file() and (site / "server.py").is_file()
    modules = sorted(path.name for path in (clone / "core").glob("*.py"))
    assert sorted(path.name for path in (site / "core").glob("*.py")) == modules  # every core module is in the wheel
    assert not (site / "tests").exists() and not (site / "benchmarks").exists() and not (site / "pyproject.toml").exists()


@pytest.mark.slow
def test_pipx_install_of_a_clone(tools, clone, tmp_path):
    done, seconds = sh([tools["bin"] / "pipx", "install", clone], env=tools["env"])
    print(f"pipx install <clone>: {seconds:.1f} s")
    assert done.returncode == 0, why(done)
    check_installed([tools["tool_bin"] / f"sentinel-memory{EXE}"], tmp_path)
    sh([tools["bin"] / "pipx", "uninstall", "sentinel-memory"], env=tools["env"])


@pytest.mark.slow
def test_uvx_from_a_clone(tools, clone, tmp_path):
    done, seconds = sh([tools["bin"] / "uvx", "--from", clone, "sentinel-memory", "--version"], env=tools["env"], cwd=tmp_path)
    print(f"uvx --from <clone> (cold cache): {seconds:.1f} s")
    assert done.stdout.strip() == f"sentinel-memory {VERSION}", why(done)
    check_installed([tools["bin"] / "uvx", "--from", clone, "sentinel-memory"], tmp_path, env=tools["env"])


@pytest.mark.slow
def test_install_from_a_git_url_with_uv_tool_and_pipx(tools, clone, tmp_path):
    url = f"git+{clone.as_uri()}"  # the offline stand-in for git+https://github.com/...
    done, seconds = sh([tools["bin"] / "uv", "tool", "install", url], env=tools["env"], cwd=tmp_path)
    print(f"uv tool install git+file://: {seconds:.1f} s")
    assert done.returncode == 0, why(done)
    (tmp_path / "uv").mkdir()
    check_installed([tools["tool_bin"] / f"sentinel-memory{EXE}"], tmp_path / "uv")
    sh([tools["bin"] / "uv", "tool", "uninstall", "sentinel-memory"], env=tools["env"])
    done, seconds = sh([tools["bin"] / "pipx", "install", url], env=tools["env"])
    print(f"pipx install git+file://: {seconds:.1f} s")
    assert done.returncode == 0, why(done)
    (tmp_path / "pipx").mkdir()
    check_installed([tools["tool_bin"] / f"sentinel-memory{EXE}"], tmp_path / "pipx")
    # The installed copy knows where it came from, and init suggests installing from there.
    done, _ = sh([tools["tool_bin"] / "sentinel-memory", "init", "claude", "--dry-run"], cwd=tmp_path / "pipx" / "project",
                 env={**tools["env"], "PATH": os.environ["PATH"]})
    assert f"pipx install {url}" in done.stderr, why(done)
    sh([tools["bin"] / "pipx", "uninstall", "sentinel-memory"], env=tools["env"])


# -- real clients reading what init wrote ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def agent_clis(tmp_path_factory):
    return install_all(tmp_path_factory.getbasetemp() / "agent-clis")


def cli(agent_clis, name: str) -> str:
    if agent_clis[name].binary is None:
        pytest.skip(agent_clis[name].skip_reason)
    return agent_clis[name].binary


@pytest.fixture
def wired(pip_venv, tmp_path):
    """A scratch git project, a scratch HOME, and an environment whose PATH starts with the installed package."""
    project, home = tmp_path / "project", tmp_path / "home"
    project.mkdir()
    home.mkdir()
    subprocess.run(["git", "init", "-q", project], check=True)
    env = base_env(home, PATH=f"{pip_venv}{os.pathsep}{os.environ.get('PATH', '')}")

    def init(*args: str) -> subprocess.CompletedProcess:
        done, _ = sh([pip_venv / f"sentinel-memory{EXE}", "init", *args], cwd=project, env=env, timeout=120)
        assert done.returncode == 0, why(done)
        return done

    return project, home, env, init


CLAUDE_ENV = {"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "DISABLE_AUTOUPDATER": "1", "DISABLE_TELEMETRY": "1",
              "DISABLE_ERROR_REPORTING": "1", "ENABLE_TOOL_SEARCH": "false", "ANTHROPIC_API_KEY": "sk-ant-dummy"}


def approve_claude_project_server(home: Path) -> None:
    # What answering Claude Code's "approve this project's MCP server?" prompt records.
    (home / ".claude").mkdir(exist_ok=True)
    (home / ".claude" / "settings.json").write_text(json.dumps({"enabledMcpjsonServers": ["sentinel-memory"]}))


@pytest.mark.slow
def test_claude_mcp_list_shows_the_server_init_wrote_connected(agent_clis, wired):
    claude = cli(agent_clis, "claude")
    project, home, env, init = wired
    init("claude")
    approve_claude_project_server(home)
    done, seconds = sh([claude, "mcp", "list"], cwd=project, env={**env, **CLAUDE_ENV, "ANTHROPIC_BASE_URL": "http://127.0.0.1:9"}, timeout=180)
    print(f"claude mcp list: {seconds:.1f} s")
    assert done.returncode == 0, explain(done)
    assert re.search(r"^sentinel-memory: sentinel-memory\s*- ✔ Connected$", done.stdout, re.MULTILINE), explain(done)


@pytest.mark.slow
def test_claude_code_gets_the_hooks_recall_in_its_first_request(agent_clis, wired):
    claude = cli(agent_clis, "claude")
    project, home, env, init = wired
    init("claude", "--hook")
    approve_claude_project_server(home)
    lesson = "refunds go through the ledger service, never the card API"
    from core.store import MemoryStore, build_record

    memory = MemoryStore(project)
    memory.upsert_log(build_record("payment", "the refund path", lesson, "Which currency?", "log")[0])
    memory.close()
    with AnthropicStandIn(["Noted."]) as standin:
        done, seconds = sh([claude, "-p", "What do you know about refunds?"], cwd=project,
                           env={**env, **CLAUDE_ENV, "ANTHROPIC_BASE_URL": standin.url}, timeout=180)
    print(f"claude -p with the SessionStart hook: {seconds:.1f} s")
    assert done.returncode == 0, explain(done, standin)
    main = standin.main_requests()
    assert main, "no model request" + explain(done, standin)
    first = json.dumps(main[0].body, ensure_ascii=False)
    assert lesson in first and "[memory_log - 1 entries]" in first, explain(done, standin)


@pytest.mark.slow
def test_gemini_mcp_list_shows_the_server_init_wrote_connected(agent_clis, wired):
    gemini = cli(agent_clis, "gemini")
    project, home, env, init = wired
    init("gemini")
    (home / ".gemini").mkdir()
    (home / ".gemini" / "settings.json").write_text(json.dumps({
        "security": {"auth": {"selectedType": "gemini-api-key"}},
        "general": {"enableAutoUpdate": False, "enableAutoUpdateNotification": False},
        "privacy": {"usageStatisticsEnabled": False}, "telemetry": {"enabled": False}}))
    # What trusting the folder at gemini's prompt records: an untrusted folder's settings are ignored.
    (home / ".gemini" / "trustedFolders.json").write_text(json.dumps({str(project): "TRUST_FOLDER"}))
    done, seconds = sh([gemini, "mcp", "list"], cwd=project, env={**env, "GEMINI_API_KEY": "dummy",
                                                                  "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:9"}, timeout=180)
    print(f"gemini mcp list: {seconds:.1f} s")
    assert done.returncode == 0, explain(done)
    output = done.stdout + done.stderr
    assert re.search(r"sentinel-memory: sentinel-memory .*Connected", output), explain(done)


@pytest.mark.slow
def test_codex_mcp_list_lists_the_server_init_wrote(agent_clis, wired, pip_venv):
    codex = cli(agent_clis, "codex")
    project, home, env, init = wired
    init("--user", "codex")
    config = home / ".codex" / "config.toml"
    table = tomllib.loads(config.read_text())["mcp_servers"]["sentinel-memory"]
    assert table == {"command": str(pip_venv / f"sentinel-memory{EXE}"), "args": [], "required": True}
    done, seconds = sh([codex, "mcp", "list"], cwd=project, env=env, timeout=180)
    print(f"codex mcp list: {seconds:.1f} s")
    assert done.returncode == 0, explain(done)
    line = next((line for line in done.stdout.splitlines() if line.startswith("sentinel-memory ")), "")
    assert str(pip_venv / f"sentinel-memory{EXE}") in line, explain(done)
    # The absolute command runs without the shell's PATH, as a GUI client would start it.
    gui = project.parent / "gui"
    gui.mkdir()
    check_installed([table["command"]], gui, env={"PATH": "/nonexistent", "HOME": str(home)})


@pytest.mark.slow
def test_cursor_and_vscode_files_start_the_installed_server(wired):
    project, home, env, init = wired
    init("cursor", "vscode")
    cursor = json.loads((project / ".cursor" / "mcp.json").read_text())["mcpServers"]["sentinel-memory"]
    vscode = json.loads((project / ".vscode" / "mcp.json").read_text())["servers"]["sentinel-memory"]
    assert vscode["type"] == "stdio"
    for entry in (cursor, vscode):  # as the editors start it: ${workspaceFolder} filled in, the command from PATH
        args = [a.replace("${workspaceFolder}", str(project)) for a in entry["args"]]
        command = shutil.which(entry["command"], path=env["PATH"])
        assert command, f"{entry['command']} not on PATH"
        proc = StdioServer(cwd=home, env=env, argv=[command, *args])
        try:
            proc.initialize()
            text, error = proc.call("log_memory", topic="editor", missing_context=f"via {entry.get('type', 'cursor')}", lesson="ok")
            assert not error, text
        finally:
            proc.close()
    assert len((project / ".context" / "memory_log.jsonl").read_text().splitlines()) == 2
