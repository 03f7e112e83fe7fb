"""Install the pinned agent CLIs (Claude Code, Gemini CLI, Codex) from npm into scratch prefixes, once per session.

The three installs run in parallel (each is a download of one large package: the CLIs ship native binaries or a
single bundle), so a cold session pays for the slowest, about 10 s, not the sum. A CLI that cannot be installed
or does not start is reported with the reason, for the test to skip on, never raised.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

INSTALL_TIMEOUT = 300  # seconds; a bound on a hang: a cold install of the largest (Codex, ~400 MB) takes ~10 s

# Pinned so CI runs the CLIs these tests were written against; bump deliberately, re-checking the configs.
PINNED = {
    "claude": ("@anthropic-ai/claude-code", "2.1.330"),
    "gemini": ("@google/gemini-cli", "0.61.0"),
    "codex": ("@openai/codex", "0.169.0"),
}


@dataclass
class Cli:
    name: str
    package: str  # "name@version"
    binary: str | None  # the shim npm wrote in node_modules/.bin; None when unusable
    install_seconds: float
    skip_reason: str = ""


_installed: dict[Path, dict[str, Cli]] = {}  # per base folder: every test module of a session shares one install


def install_all(base: Path) -> dict[str, Cli]:
    """Install every pinned CLI under `base` (each in its own prefix), in parallel; cached per process."""
    if base in _installed:
        return _installed[base]
    npm = shutil.which("npm")
    if shutil.which("node") is None or npm is None:
        reason = f"node and npm are not installed: node={shutil.which('node')}, npm={npm}; the agent CLI tests need both"
        return {name: Cli(name, f"{pkg}@{ver}", None, 0.0, reason) for name, (pkg, ver) in PINNED.items()}
    started = {}
    for name, (package, version) in PINNED.items():
        prefix = base / name
        prefix.mkdir(parents=True, exist_ok=True)
        proc = subprocess.Popen(
            [npm, "install", "--prefix", str(prefix), "--no-audit", "--no-fund", f"{package}@{version}"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace",
        )
        started[name] = (proc, time.monotonic(), prefix)
    result = {}
    for name, (proc, start, prefix) in started.items():
        spec = "@".join(PINNED[name])
        try:
            _, stderr = proc.communicate(timeout=max(1.0, INSTALL_TIMEOUT - (time.monotonic() - start)))
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            result[name] = Cli(name, spec, None, INSTALL_TIMEOUT, f"npm install {spec} took more than {INSTALL_TIMEOUT} s (is the npm registry reachable?)")
            continue
        seconds = time.monotonic() - start
        if proc.returncode != 0:
            result[name] = Cli(name, spec, None, seconds, f"npm install {spec} failed (exit {proc.returncode}): {npm_errors(stderr)}")
            continue
        binary = shutil.which(name, path=str(prefix / "node_modules" / ".bin"))
        reason = _check_version(name, binary, PINNED[name][1]) if binary else f"{spec} installed but put no {name} in node_modules/.bin"
        result[name] = Cli(name, spec, binary if not reason else None, seconds, reason)
    _installed[base] = result
    return result


def _check_version(name: str, binary: str, version: str) -> str:
    """'' when `binary --version` runs and names the pinned version; else why not (e.g. a node too old for it)."""
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, encoding="utf-8", errors="replace", timeout=60, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return f"{name} --version did not answer within 60 s"
    if done.returncode != 0 or version not in done.stdout:
        return f"{name} --version failed (exit {done.returncode}): {(done.stdout + done.stderr).strip()[-1500:]}"
    return ""


def npm_errors(stderr: str) -> str:
    """npm's first few error lines, without stack frames (its warnings, e.g. about the node version, bury them)."""
    errors = [line.split(None, 2)[2] for line in stderr.splitlines() if line.startswith(("npm error ", "npm ERR! ")) and len(line.split(None, 2)) > 2]
    errors = [line.strip() for line in errors if line.strip() and not line.strip().startswith("at ")]
    return " / ".join(errors[:4]) or stderr.strip()[-1500:]
