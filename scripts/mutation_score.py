"""Per-file mutation score from mutmut's results: run after `mutmut run` (README, "Development").

    .venv-mut/bin/python scripts/mutation_score.py

Killed counts what the tests caught (a timeout or a crash is caught too); "no tests" are mutants in
code no in-process test reaches (the stdio pumps, serve(): the `process` tests cover those). The
score is caught / all; "reached" leaves the no-tests mutants out.
"""

import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

CAUGHT = {"killed", "timeout", "segfault", "suspicious"}
MUTMUT = Path(sys.executable).with_name("mutmut")


def main() -> None:
    listing = subprocess.run([str(MUTMUT), "results", "--all", "true"], capture_output=True, text=True, check=True).stdout
    by_file: dict[str, Counter] = defaultdict(Counter)
    for line in listing.splitlines():
        found = re.match(r"\s*(\S+?)\.x[_ǁ]\S*__mutmut_\d+: (.+)$", line)
        if found:
            by_file[found.group(1).replace(".", "/") + ".py"][found.group(2).strip()] += 1
    rows = [("file", "mutants", "killed", "timeout", "survived", "no tests", "score", "reached")]
    totals: Counter = Counter()
    for name in sorted(by_file):
        counts = by_file[name]
        totals.update(counts)
        rows.append(row(name, counts))
    rows.append(row("all", totals))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(cell.rjust(w) if i else cell.ljust(w) for i, (cell, w) in enumerate(zip(r, widths))))
    other = set(totals) - CAUGHT - {"survived", "no tests"}
    if other:
        print("also:", ", ".join(f"{totals[k]} {k}" for k in sorted(other)))


def row(name: str, counts: Counter) -> tuple[str, ...]:
    total = sum(counts.values())
    caught = sum(counts[k] for k in CAUGHT)
    reached = total - counts["no tests"]
    return (
        name, str(total), str(counts["killed"]), str(counts["timeout"]), str(counts["survived"]), str(counts["no tests"]),
        f"{caught / total:.1%}" if total else "-", f"{caught / reached:.1%}" if reached else "-",
    )


if __name__ == "__main__":
    main()
