"""Real agent CLIs (Claude Code, Gemini CLI, Codex) against the real server, with a scripted stand-in for the model.

Each CLI is installed from npm at a pinned version (tests/agent_clis.py), given a scratch HOME, a dummy API key
and a base URL on 127.0.0.1, and run non-interactively in a scratch git project whose MCP configuration starts
`sys.executable server.py`. The stand-in (tests/model_standins.py) answers the CLI's model requests with a fixed
script: call log_memory, then search_memory, then answer in text. So each test checks what a user would see:
the CLI offered our tools to the model in its first request, called them, got results that are not errors, and
the record landed in `<project>/.context/memory_log.jsonl`.

Auto-update, telemetry and every other network call but the model API are switched off in each CLI's config or
environment (checked once with strace: the runs connect to nothing but 127.0.0.1). The tests are skipped with
the reason when node or npm is missing or an install fails; the runs themselves need no network.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent_clis import Cli, install_all
from model_standins import WAIT_FOR_MCP, AnthropicStandIn, GeminiStandIn, ResponsesStandIn, StandIn, ToolCall

pytestmark = pytest.mark.process  # real agent CLIs, each starting the server

SERVER = Path(__file__).resolve().parent.parent / "server.py"
SERVER_NAME = "sentinel-memory"
RUN_TIMEOUT = 180  # seconds; a bound on a hang: a run (CLI start, server start, three model turns) takes 2-4 s

LOG_ARGS = {"topic": "payment", "missing_context": "VAT differs by country", "lesson": "check the tax table",
            "ask_next_time": "Which countries?"}
SEARCH_ARGS = {"query": "payment"}
FINAL_TEXT = "Logged and found the payment lesson."
PROMPT = "Record what we learned about payments, then look it up."


# -- installs and scratch folders ------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def agent_clis(tmp_path_factory) -> dict[str, Cli]:
    """The three pinned CLIs, installed in parallel once per session into scratch npm prefixes."""
    clis = install_all(tmp_path_factory.getbasetemp() / "agent-clis")
    for cli in clis.values():  # shown with -s or -rA: the install time is a CI-time budget item
        print(f"\n{cli.package}: {'installed' if cli.binary else 'skipped'} in {cli.install_seconds:.1f} s {cli.skip_reason}")
    return clis


def _cli(agent_clis: dict[str, Cli], name: str) -> str:
    cli = agent_clis[name]
    if cli.binary is None:
        pytest.skip(cli.skip_reason)
    return cli.binary


@pytest.fixture
def claude(agent_clis):
    return _cli(agent_clis, "claude")


@pytest.fixture
def gemini(agent_clis):
    return _cli(agent_clis, "gemini")


@pytest.fixture
def codex(agent_clis):
    return _cli(agent_clis, "codex")


@pytest.fixture
def scratch_project(tmp_path) -> Path:
    """A scratch git project (clients and the server both take a folder with .git as a project)."""
    folder = tmp_path / "project"
    folder.mkdir()
    subprocess.run(["git", "init", "-q", str(folder)], check=True, timeout=60)
    return folder


@pytest.fixture
def home(tmp_path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def base_env(home: Path, **extra: str) -> dict:
    """A clean environment: only what the CLI needs, so a developer's own keys or settings cannot leak in."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(home), "USERPROFILE": str(home), "LANG": "C.UTF-8"}
    for name in ("SYSTEMROOT", "TEMP", "TMP", "TMPDIR"):  # what node and Windows need to start at all
        if name in os.environ:
            env[name] = os.environ[name]
    return {**env, **extra}


def script() -> list:
    return [ToolCall("log_memory", dict(LOG_ARGS)), ToolCall("search_memory", dict(SEARCH_ARGS)), FINAL_TEXT]


def run(command: list[str], cwd: Path, env: dict) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    done = subprocess.run(
        command, cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
        text=True, encoding="utf-8", errors="replace", timeout=RUN_TIMEOUT,
    )
    return done, time.monotonic() - start


def explain(done: subprocess.CompletedProcess, standin: StandIn | None = None) -> str:
    """The CLI's exit code and output tails, and what the stand-in saw: the message of every failed assertion."""
    text = f"\nexit {done.returncode}\nstdout (tail): {done.stdout[-2000:]}\nstderr (tail): {done.stderr[-3000:]}\n"
    return text + (standin.report() if standin else "")


def log_records(folder: Path) -> list[dict]:
    path = folder / ".context" / "memory_log.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()] if path.exists() else []


def assert_round_trip(standin: StandIn, done: subprocess.CompletedProcess, prefix: str) -> None:
    """What every CLI must show: our tools offered in the first model request, both calls answered without an
    error, with the text the server writes, and the CLI's final answer on stdout."""
    why = explain(done, standin)
    assert done.returncode == 0, why
    main = standin.main_requests()
    assert main, "the CLI never sent a model request offering tools" + why
    ours = {f"{prefix}{tool}" for tool in ("log_memory", "search_memory", "compact_memory")}
    # Claude Code may send its first request while our server is still starting, with its WaitForMcpServers
    # tool in their place: then the first request after that wait must offer ours.
    first = next(r for r in main if WAIT_FOR_MCP not in r.tools or ours <= set(r.tools))
    assert ours <= set(first.tools), f"no model request offered {sorted(ours)} once the CLI had started" + why
    assert [r.name for r in standin.tool_results] == [f"{prefix}log_memory", f"{prefix}search_memory"], why
    logged, searched = standin.tool_results
    assert logged.is_error is not True and "Saved new log" in logged.text, why
    assert searched.is_error is not True and LOG_ARGS["lesson"] in searched.text, why
    assert FINAL_TEXT in done.stdout, why


def assert_one_record(folder: Path, why: str) -> None:
    records = log_records(folder)
    assert len(records) == 1, f"{folder / '.context' / 'memory_log.jsonl'} holds {records}" + why
    assert {key: records[0][key] for key in LOG_ARGS} == LOG_ARGS, why


# -- Claude Code -------------------------------------------------------------------------------------------------


def claude_setup(project: Path, home: Path, base_url: str) -> dict:
    """Project-scoped server in .mcp.json, pre-approved in the scratch user settings; returns the environment."""
    (project / ".mcp.json").write_text(json.dumps(
        {"mcpServers": {SERVER_NAME: {"command": sys.executable, "args": [str(SERVER)]}}}))
    # A project's .mcp.json servers wait for the user's approval ("Pending approval" in `claude mcp list`, and
    # not started by `claude -p`); enabledMcpjsonServers approves ours by name, as answering the prompt would.
    (home / ".claude").mkdir()
    (home / ".claude" / "settings.json").write_text(json.dumps({"enabledMcpjsonServers": [SERVER_NAME]}))
    return base_env(
        home,
        ANTHROPIC_API_KEY="sk-ant-dummy",
        ANTHROPIC_BASE_URL=base_url,
        # No auto-update, telemetry, error reporting or other side traffic: only the Messages API is called.
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
        DISABLE_AUTOUPDATER="1",
        DISABLE_TELEMETRY="1",
        DISABLE_ERROR_REPORTING="1",
        # By default MCP tools are deferred: the first request offers a ToolSearch tool and lists our tools by
        # name in the system prompt only. Off, they are offered as tools in the first request, as checked here.
        ENABLE_TOOL_SEARCH="false",
    )


def test_claude_code_started_in_a_subfolder_logs_at_the_project_root(claude, scratch_project, home):
    project = scratch_project
    (project / "src").mkdir()
    with AnthropicStandIn(script()) as standin:
        env = claude_setup(project, home, standin.url)
        # --allowedTools pre-approves every tool of the server, as -p cannot ask for permission.
        done, seconds = run([claude, "-p", PROMPT, "--allowedTools", f"mcp__{SERVER_NAME}"], project / "src", env)
    print(f"claude -p: {seconds:.1f} s")
    assert_round_trip(standin, done, f"mcp__{SERVER_NAME}__")
    why = explain(done, standin)
    # Claude Code starts the server in its own working directory: the server walks up to the folder with .git.
    assert_one_record(project, why)
    assert not (project / "src" / ".context").exists(), why


def test_claude_mcp_list_shows_the_server_connected(claude, scratch_project, home):
    project = scratch_project
    env = claude_setup(project, home, "http://127.0.0.1:9")  # mcp list calls no model: nothing listens there
    done, seconds = run([claude, "mcp", "list"], project, env)
    print(f"claude mcp list: {seconds:.1f} s")
    # It starts the server, checks it answers, and prints one line per server: "NAME: COMMAND ARGS - STATUS".
    assert done.returncode == 0, explain(done)
    assert f"{SERVER_NAME}: {sys.executable} {SERVER} - ✔ Connected" in done.stdout.splitlines(), explain(done)


# -- Gemini CLI --------------------------------------------------------------------------------------------------


def test_gemini_cli_calls_the_tools_with_wait_for_previous(gemini, scratch_project, home):
    project = scratch_project
    # The project's server; trust: true lets -p run its tools (headless mode offers the model no tool that
    # would need a confirmation, so without it our tools are never offered).
    (project / ".gemini").mkdir()
    (project / ".gemini" / "settings.json").write_text(json.dumps(
        {"mcpServers": {SERVER_NAME: {"command": sys.executable, "args": [str(SERVER)], "trust": True}}}))
    (home / ".gemini").mkdir()
    (home / ".gemini" / "settings.json").write_text(json.dumps({
        "security": {"auth": {"selectedType": "gemini-api-key"}},
        "general": {"enableAutoUpdate": False, "enableAutoUpdateNotification": False},
        "privacy": {"usageStatisticsEnabled": False},
        "telemetry": {"enabled": False},
    }))
    # Folder trust is on by default: an untrusted folder's settings (our mcpServers) are ignored, and -p exits
    # 55 "not running in a trusted directory". Trusting the project is what the interactive prompt would record.
    (home / ".gemini" / "trustedFolders.json").write_text(json.dumps({str(project): "TRUST_FOLDER"}))

    # Gemini CLI adds a `wait_for_previous` boolean to every tool's schema and forwards whatever the model sets
    # there to the MCP server, so the model's calls carry it, as a real model's do.
    calls = [ToolCall("log_memory", {**LOG_ARGS, "wait_for_previous": True}),
             ToolCall("search_memory", {**SEARCH_ARGS, "wait_for_previous": True}), FINAL_TEXT]
    with GeminiStandIn(calls) as standin:
        env = base_env(home, GEMINI_API_KEY="dummy", GOOGLE_GEMINI_BASE_URL=standin.url)
        done, seconds = run([gemini, "-p", PROMPT], project, env)
    print(f"gemini -p: {seconds:.1f} s")
    why = explain(done, standin)
    main = standin.main_requests()
    assert main and {f"mcp_{SERVER_NAME}_log_memory", f"mcp_{SERVER_NAME}_search_memory"} <= set(main[0].tools), why
    assert_round_trip(standin, done, f"mcp_{SERVER_NAME}_")
    assert_one_record(project, why)


# -- Codex -------------------------------------------------------------------------------------------------------


def codex_config(base_url: str) -> str:
    return f"""\
# A model name Codex's catalog does not know: for its own models Codex offers MCP tools only behind a
# tool_search tool ("deferred tool namespaces"); for an unknown one it offers them as tools directly.
model = "stand-in"
model_provider = "stand-in"
check_for_update_on_startup = false

[analytics]
enabled = false

[feedback]
enabled = false

[features]
# The plugin marketplace sync runs `git ls-remote https://github.com/openai/plugins.git` and calls chatgpt.com
# on every start; off, Codex calls nothing but the model provider.
plugins = false

[model_providers.stand-in]
name = "Loopback model stand-in"
base_url = "{base_url}/v1"
env_key = "STAND_IN_API_KEY"
wire_api = "responses"  # the only one this Codex supports ("chat" was removed)
supports_websockets = false
request_max_retries = 0
stream_max_retries = 0

[mcp_servers.{SERVER_NAME}]
command = {json.dumps(sys.executable)}
args = [{json.dumps(str(SERVER))}]
# Without it `codex exec` sends its first model request before the server has listed its tools (our tools were
# missing from it in 4 runs out of 5); with it, Codex waits for the server and fails if it cannot start.
required = true
# log_memory is annotated destructive, so Codex asks before each call, and `codex exec` (approval "never")
# refuses it: "MCP tool call requires approval, but approval policy is never". Pre-approve the server's tools.
default_tools_approval_mode = "approve"
"""


def test_codex_exec_calls_the_tools(codex, scratch_project, home):
    project = scratch_project
    codex_home = home / ".codex"
    codex_home.mkdir()
    with ResponsesStandIn(script()) as standin:
        (codex_home / "config.toml").write_text(codex_config(standin.url))
        env = base_env(home, CODEX_HOME=str(codex_home), STAND_IN_API_KEY="sk-dummy")
        done, seconds = run([codex, "exec", "--skip-git-repo-check", PROMPT], project, env)
    print(f"codex exec: {seconds:.1f} s")
    # Codex offers a server's tools in a namespace "mcp__<server name, '-' as '_'>" and calls them by inner name.
    assert_round_trip(standin, done, f"mcp__{SERVER_NAME.replace('-', '_')}__")
    assert_one_record(project, explain(done, standin))
