"""How much documentation the credential redaction changes: a false-positive check on text written for people.

    python benchmarks/redaction_docs.py PATH... [--show N]

Reads every Markdown, reStructuredText and plain-text file under the given paths (`*.md`, `*.rst`, `*.txt`,
`README*`) and the docstrings of every Python file, splits them into paragraphs (40 to 3,000 characters; a
paragraph repeated is counted once), stores each as a note's lesson (`sanitize_fields`) and prints how many
came back changed. Documentation is what notes paste most after code: API references name `password`
parameters and their types, guides show `-p` flags and `**Note:**` labels, READMEs show example keys. It
was written by people who never saw the rules, so it tests them on text nobody tuned them to; but it holds
real examples of credentials too (a guide's `passphrase: 'top secret'`), so a changed paragraph is a
false positive only when a reader says so. `--show N` prints the first N changed paragraphs' changes.

The machine's own documentation makes a corpus, e.g.
    python benchmarks/redaction_docs.py /usr/share/doc /usr/lib/node_modules/npm/docs .venv/lib
"""

import argparse
import ast
import difflib
import hashlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.sanitizer import sanitize_fields  # noqa: E402

TEXT_SUFFIXES = {".md", ".rst", ".txt"}
PARAGRAPH = re.compile(r"\n[ \t]*\n")


def texts(path: Path):
    """The readable text of a file: a text file whole, a Python file's docstrings."""
    if path.suffix == ".py":
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
        except (SyntaxError, ValueError):
            return
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                doc = ast.get_docstring(node)
                if doc:
                    yield doc
    elif path.suffix in TEXT_SUFFIXES or path.name.startswith("README"):
        yield path.read_text(encoding="utf-8", errors="replace")


def paragraphs(roots: list[Path]) -> list[str]:
    seen, found = set(), []
    for root in roots:
        for path in sorted([root] if root.is_file() else root.rglob("*")):
            if not path.is_file():
                continue
            for text in texts(path):
                for paragraph in PARAGRAPH.split(text):
                    paragraph = paragraph.strip()
                    digest = hashlib.sha256(paragraph.encode()).digest()
                    if 40 <= len(paragraph) <= 3000 and digest not in seen:
                        seen.add(digest)
                        found.append(paragraph)
    return found


def changes(before: str, after: str) -> str:
    """Each changed span with a little text around it, on one line."""
    parts = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if op != "equal":
            parts.append(f"…{before[max(0, i1 - 40):i1]}⟦{before[i1:i2]}⟧→{after[j1:j2]}…")
    return " | ".join(parts).replace("\n", "⏎")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--show", type=int, default=0, metavar="N", help="print the first N changed paragraphs' changes")
    args = parser.parse_args()
    found = paragraphs(args.paths)
    changed = [(text, stored) for text in found if (stored := sanitize_fields({"lesson": text})["lesson"]) != text]
    print(f"paragraphs: {len(found)}")
    print(f"changed:    {len(changed)} ({len(changed) / max(len(found), 1):.4%})")
    for text, stored in changed[:args.show]:
        print(changes(text, stored))


if __name__ == "__main__":
    main()
