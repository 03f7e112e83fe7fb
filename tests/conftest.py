"""Shared fixtures: the in-memory FastMCP client and a real stdio client, as clients start the server."""

from pathlib import Path

import pytest

import server
from stdio_client import PROTOCOL, REPLY_TIMEOUT, SERVER, StdioServer  # noqa: F401  (re-exported for tests)


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
