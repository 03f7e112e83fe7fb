"""Shared fixtures: the in-memory FastMCP client and a real stdio client, as clients start the server.

Tests that start another process (the server over stdio, Python, Node, an agent CLI), fork, or mount
a filesystem carry the `process` marker: `pytest -m "not process"` runs the rest, in-process, in
seconds. A test using the `stdio_server` fixture is marked on its own; any other must say so, or the
guard below fails it in the fast run. git counts as in-process: its commands take milliseconds.
"""

import os
import subprocess
from pathlib import Path

import pytest

import server
from stdio_client import PROTOCOL, REPLY_TIMEOUT, SERVER, StdioServer  # noqa: F401  (re-exported for tests)


# Fixtures that start a process: a test using one is marked `process` at collection.
PROCESS_FIXTURES = {"stdio_server"}
# Programs an in-process test may still run: quick, and what `--check` itself runs.
QUICK_PROGRAMS = {"git"}


def pytest_collection_modifyitems(items):
    for item in items:
        if PROCESS_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.process)


@pytest.fixture(autouse=True)
def in_process_unless_marked(request, monkeypatch):
    """An unmarked test that starts a process fails here, so `-m "not process"` stays fast and honest."""
    if request.node.get_closest_marker("process"):
        return
    popen = subprocess.Popen.__init__

    def guarded(self, args, *rest, **kwargs):
        first = args if isinstance(args, (str, bytes, os.PathLike)) else args[0]
        if Path(os.fsdecode(first)).name not in QUICK_PROGRAMS:
            raise AssertionError(f"this test starts {first!r}: mark it @pytest.mark.process")
        popen(self, args, *rest, **kwargs)

    def fork():
        raise AssertionError("this test forks: mark it @pytest.mark.process")

    monkeypatch.setattr(subprocess.Popen, "__init__", guarded)
    if hasattr(os, "fork"):
        monkeypatch.setattr(os, "fork", fork)


@pytest.fixture(autouse=True)
def our_logger():
    """main() configures the shared logger (its stderr handler, no propagation): each test starts
    from the logger as it was and puts it back, whatever order the tests run in."""
    saved = server.log.handlers[:], server.log.level, server.log.propagate
    yield server.log
    server.log.handlers[:], server.log.level, server.log.propagate = saved


@pytest.fixture
def anyio_backend():
    return "asyncio"


@pytest.fixture
def project(tmp_path):
    """A fresh project folder."""
    folder = tmp_path / "project"
    folder.mkdir()
    return folder


@pytest.fixture
def make_server(project):
    """Build a server as `main()` would, pointed at the project folder unless told otherwise."""

    def make(**settings):
        return server.create_server(server.Settings(**{"project": project, **settings}))

    return make


@pytest.fixture
def mcp(make_server):
    """The in-memory server with default settings for the project folder, as `--project` gives."""
    return make_server()


@pytest.fixture
def stdio_server():
    started: list[StdioServer] = []

    def start(*args: str, cwd: Path, env: dict | None = None, roots: list[str] | None = None) -> StdioServer:
        started.append(StdioServer(*args, cwd=cwd, env=env, roots=roots))
        return started[-1]

    yield start
    for proc in started:
        proc.kill()
