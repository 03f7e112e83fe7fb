"""The literal text a regular expression cannot match without: a cheap test run before the regex.

The sanitizer runs about 190 patterns over every field, and Python's regex engine tries most of
them at every position of the text. A `Gate` holds strings of which every match of its pattern
contains one: when the text holds none of them, the pattern cannot match, and the search is skipped.
The strings are read from the pattern itself (its parse tree), so a rule and its gate cannot drift
apart, and a gate only ever skips a search that would have found nothing.

Case-insensitive parts are compared on `fold(text)`; Python's `re` also matches four non-ASCII
letters to ASCII ones under IGNORECASE (`İ ı ſ K`), and `fold` maps those too.
"""

from __future__ import annotations

import re
from typing import NamedTuple

try:
    from re import _constants as _C, _parser as _P  # Python 3.11 and later
except ImportError:  # Python 3.10
    import sre_constants as _C
    import sre_parse as _P

# The non-ASCII characters that IGNORECASE matches to an ASCII letter, and that letter.
_ASCII_TWINS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})
# An exact set larger than this is not worth expanding: the gate would cost what the regex costs.
_MAX_STRINGS = 64
_REPEATS = tuple(op for op in (_C.MAX_REPEAT, _C.MIN_REPEAT, getattr(_C, "POSSESSIVE_REPEAT", None)) if op)
_ZERO_WIDTH = (_C.AT, _C.ASSERT, _C.ASSERT_NOT)
_EMPTY = frozenset({("", False)})


def fold(text: str) -> str:
    """The text as case-insensitive parts of a gate are compared with."""
    return str.translate(text, _ASCII_TWINS).lower()  # str.translate: anything else is a TypeError


class Gate(NamedTuple):
    exact: frozenset[str]  # compared with the text as it is
    folded: frozenset[str]  # compared with fold(text)


def gate(pattern: re.Pattern) -> Gate | None:
    """The pattern's gate, or None when no literal is certain to be in every match."""
    found = _required(_P.parse(pattern.pattern, pattern.flags), bool(pattern.flags & re.IGNORECASE))
    if found is None:
        return None
    if any(ci and any(ord(ch) > 127 and ch.lower() != ch.upper() for ch in text) for text, ci in found):
        return None  # IGNORECASE equates more non-ASCII letters than lower() does: no shortcut
    return Gate(frozenset(t for t, ci in found if not ci), frozenset(t for t, ci in found if ci))


class Finder:
    """Which of a list of gates admit a text, found in one pass instead of one search a gate.

    All the gates' strings become one regex shaped as a trie, tried at every position inside a
    lookahead, so it reports the longest string starting at each position; the gates of the
    shorter strings starting there (its prefixes) are added from a table. A missing gate (None)
    admits everything."""

    def __init__(self, gates):
        gates = list(gates)
        self._always = frozenset(i for i, needs in enumerate(gates) if needs is None)
        self._exact = _Trie(gates, "exact")
        self._folded = _Trie(gates, "folded")

    def __call__(self, text: str) -> frozenset[int]:
        """The indices of the gates that admit `text`."""
        return self._always | self._exact.find(text) | self._folded.find(fold(text))


class _Trie:
    def __init__(self, gates: list[Gate | None], part: str):
        owners: dict[str, set[int]] = {}
        for index, needs in enumerate(gates):
            for text in getattr(needs, part, ()):
                owners.setdefault(text, set()).add(index)
        # every string, with the gates of all the strings it begins with
        self._gates = {text: frozenset().union(*(owners.get(text[:n], ()) for n in range(1, len(text) + 1)))
                       for text in owners}
        # A single character is looked up with `in`: in the regex it would match at most positions of a
        # text, and listing each match cost a fifth of the search.
        self._chars = {text: gates for text, gates in self._gates.items() if len(text) == 1}
        longer = sorted(text for text in owners if len(text) > 1)
        self._regex = re.compile(f"(?=({_trie_pattern(longer)}))") if longer else None

    def find(self, text: str) -> frozenset[int]:
        found = [gates for char, gates in self._chars.items() if char in text]
        if self._regex is not None:
            found += (self._gates[string] for string in set(self._regex.findall(text)))
        return frozenset().union(*found)


def _trie_pattern(strings: list[str]) -> str:
    """One regex for the strings, branching a character at a time, the longer match first."""
    root: dict = {}
    for text in strings:
        node = root
        for ch in text:
            node = node.setdefault(ch, {})
        node[""] = {}
    def branch(node: dict) -> str:
        arms = [re.escape(ch) + branch(child) for ch, child in sorted(node.items()) if ch]
        if not arms:
            return ""
        body = arms[0] if len(arms) == 1 and "" not in node else "(?:" + "|".join(arms) + ")"
        return body + ("?" if "" in node else "")
    return branch(root)


# A parse tree is read as sets of (text, ignorecase) pairs. "Exact" sets list every string a part can
# match (small, fixed parts: literals, short alternations, optional characters); "required" sets
# list strings one of which every match contains.


def _char(code: int, ci: bool) -> tuple[str, bool]:
    ch = chr(code)
    return (fold(ch), True) if ci and ch.lower() != ch.upper() else (ch, False)  # `İ` as `i`: its lower() is two characters


def _concat(left, right):
    if left is None or right is None or len(left) * len(right) > _MAX_STRINGS:
        return None
    # a pair with any case-insensitive part is compared folded as a whole (matches are a superset)
    return frozenset((a + b, False) if not (aci or bci) else ((a + b).lower(), True)
                     for a, aci in left for b, bci in right)


def _flags(ci: bool, group) -> bool:
    _, add, remove, _ = group
    return (ci or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE


def _exact(items, ci):
    out = _EMPTY
    for op, av in items:
        out = _concat(out, _exact_item(op, av, ci))
        if out is None:
            return None
    return out


def _exact_item(op, av, ci):
    if op is _C.LITERAL:
        return frozenset({_char(av, ci)})
    if op in _ZERO_WIDTH:
        return _EMPTY
    if op is _C.IN:
        return frozenset(_char(code, ci) for _, code in av) if all(kind is _C.LITERAL for kind, _ in av) else None
    if op is _C.SUBPATTERN:
        return _exact(av[3], _flags(ci, av))
    if op is _C.BRANCH:
        parts = [_exact(branch, ci) for branch in av[1]]
        union = None if None in parts else frozenset().union(*parts)
        return union if union is not None and len(union) <= _MAX_STRINGS else None
    if op in _REPEATS:
        low, high, body = av[0], av[1], _exact(av[2], ci)
        if body is None or high > 3:
            return None
        out, total = _EMPTY, frozenset()
        for count in range(high + 1):
            if count >= low:
                total |= out
            if count < high:  # not past the last: `[abcde]{1,2}` is 30 strings, not too many
                out = _concat(out, body)
                if out is None:
                    return None
        return total if len(total) <= _MAX_STRINGS else None
    return None


def _required(items, ci):
    """Consecutive exact parts are joined into one run; the most selective candidate wins."""
    best, run, asserted = None, _EMPTY, []
    for op, av in items:
        if op is _C.ASSERT:  # a lookahead or lookbehind that must hold: its text is in the input too
            asserted.append(_required(av[1], ci))
            continue  # it consumes nothing, so the run goes on past it
        part = _exact_item(op, av, ci)
        grown = _concat(run, part) if part is not None else None
        if grown is not None:
            run = grown
            continue
        best = _better(best, run)
        run = part if part is not None else _EMPTY
        if part is None:
            best = _better(best, _required_item(op, av, ci))
    best = _better(best, run)
    for candidate in asserted:  # where its strings are longer: a lead asks for no more than the first characters of its body
        if best is None or _better(None, candidate) and _rank(candidate)[0] > _rank(best)[0]:
            best = _better(best, candidate)
    return best


def _required_item(op, av, ci):
    if op is _C.SUBPATTERN:
        return _required(av[3], _flags(ci, av))
    if op is _C.BRANCH:
        parts = [_required(branch, ci) for branch in av[1]]
        return None if None in parts else frozenset().union(*parts)
    if op in _REPEATS:
        return _required(av[2], ci) if av[0] >= 1 else None
    if op is getattr(_C, "ATOMIC_GROUP", None):
        return _required(av, ci)
    return None


def _better(best, candidate):
    """Longer strings first (up to six bytes: beyond that all are rare in prose), then fewer of them."""
    if not candidate or any(not text for text, _ in candidate):
        return best
    return candidate if best is None or _rank(candidate) > _rank(best) else best


def _rank(found) -> tuple[int, int]:
    return min(6, min(len(text.encode()) for text, _ in found)), -len(found)


# --- the characters a match can begin with ------------------------------------------------------
# Python's regex engine tries every alternative of a pattern at every position. A lookahead of the
# characters a match can begin with, put in front, fails most positions with one test. At a letter
# a list of words passes it nearly everywhere, so a second lookahead follows: the first three
# characters of every match as a trie ("re" then "q" or "v"), which fails most positions of prose.

_GLOBAL_FLAGS = re.compile(r"\A\(\?[aiLmsux]+\)(?:[ \t\n]*\(\?[aiLmsux]+\))*")  # `(?i)(?s)` too
_CATEGORIES = {
    _C.CATEGORY_DIGIT: r"\d", _C.CATEGORY_NOT_DIGIT: r"\D", _C.CATEGORY_SPACE: r"\s",
    _C.CATEGORY_NOT_SPACE: r"\S", _C.CATEGORY_WORD: r"\w", _C.CATEGORY_NOT_WORD: r"\W",
}
# a group that sets its own ASCII or Unicode matching (`(?a:\W)`): its classes mean another thing in the lead
_CHARSET_FLAGS = re.ASCII | re.UNICODE | re.LOCALE
_PREFIX = 3  # characters: with a fourth the sanitizer was slower on the benchmark's notes, with two too
_MAX_PREFIXES = 400


class _TooMany(Exception):
    pass


def lead(pattern: str, flags: int = 0) -> str | None:
    """Lookaheads that hold at every position where the pattern can match, or None when the pattern
    can match the empty string or begins with a part this reader does not follow."""
    parsed = _P.parse(pattern, flags)
    try:
        found = _extend({((), False)}, parsed, bool(parsed.state.flags & re.IGNORECASE))
    except _TooMany:
        return None
    if any(not atoms for atoms, _ in found):
        return None
    first = "(?=" + "|".join(_classes({atoms[0] for atoms, _ in found})) + ")"
    trie = _trie(found)
    if all(None in below for below in trie.values()):
        return first  # no match is known past its first character
    return first + "(?=" + _branches(trie) + ")"


def with_lead(pattern: re.Pattern) -> re.Pattern:
    """The pattern with its lead in front: the same matches, found sooner."""
    found = lead(pattern.pattern, pattern.flags)
    if found is None:
        return pattern
    body = _GLOBAL_FLAGS.sub("", pattern.pattern)  # kept in pattern.flags: they may only come first
    end = "\n)" if pattern.flags & re.VERBOSE else ")"  # a verbose pattern's last comment runs to the line's end
    return re.compile(found + "(?:" + body + end, pattern.flags)


# A prefix is (atoms, closed): the classes of a match's first characters, one atom a character, each
# atom (class items, ignorecase); closed when nothing more is known of what follows (or it is long enough).

def _extend(prefixes, items, ci):
    """The prefixes as `items` go on each open one."""
    for op, av in items:
        if all(closed for _, closed in prefixes):
            break
        prefixes = _extend_item(prefixes, op, av, ci)
        if len(prefixes) > _MAX_PREFIXES:
            raise _TooMany
    return prefixes


def _extend_item(prefixes, op, av, ci):
    if op in _ZERO_WIDTH:
        return prefixes
    atom = _atom(op, av, ci)
    if atom is not None:
        return {(atoms, closed) if closed else (atoms + (atom,), len(atoms) + 1 == _PREFIX) for atoms, closed in prefixes}
    if op is _C.SUBPATTERN and not (av[1] | av[2]) & _CHARSET_FLAGS:
        return _extend(prefixes, av[3], _flags(ci, av))
    if op is _C.BRANCH:
        return set().union(*(_extend(prefixes, branch, ci) for branch in av[1]))
    if op is getattr(_C, "ATOMIC_GROUP", None):
        return _extend(prefixes, av, ci)
    if op in _REPEATS:
        low, high, body = av
        out, repeated = set(), prefixes
        for count in range(min(high, _PREFIX) + 1):  # each time round adds a character at least, or nothing
            if count >= low:
                out |= repeated
            if count < min(high, _PREFIX):
                repeated = _extend(repeated, body, ci)
        if high > _PREFIX:  # more times round: what they add is not followed
            out |= {(atoms, True) for atoms, _ in repeated}
        return out
    return {(atoms, True) for atoms, _ in prefixes}  # a part not followed: what comes next is unknown


def _atom(op, av, ci):
    """The class one character of this item matches, or None for an item that is not one known character (or a cased
    letter beyond the BMP under ignorecase: CPython's class of those and others misses them)."""
    if op is _C.LITERAL:
        cased = ci and chr(av).lower() != chr(av).upper()
        return None if cased and av > 0xFFFF else (re.escape(chr(av)), cased)
    if op is _C.IN:
        items = _class_items(av)
        if items is None or ci and any(ord(c) > 0xFFFF for item in items for c in item):
            return None
        return "".join(sorted(items)), ci
    return None


def _trie(prefixes) -> dict:
    """The prefixes as a trie of atoms; a node where a prefix ends (None: anything may follow) has no children."""
    root: dict = {}
    for atoms, _ in prefixes:
        node = root
        for atom in atoms:
            if None in node:
                break
            node = node.setdefault(atom, {})
        else:
            node.clear()
            node[None] = {}
    return root


def _branches(node: dict) -> str:
    """A regex for the trie below `node`: siblings with the same subtree share one class."""
    if None in node:
        return ""
    by_rest: dict[str, set] = {}
    for atom, child in node.items():
        by_rest.setdefault(_branches(child), set()).add(atom)
    arms = [_class_of(atoms) + rest for rest, atoms in sorted(by_rest.items(), key=lambda item: (-len(item[1]), item[0]))]
    return arms[0] if len(arms) == 1 else "(?:" + "|".join(arms) + ")"


def _classes(atoms) -> list[str]:
    """One class for the atoms compared as they are, one for those compared folded (the engine's own case folding)."""
    exact = "".join(sorted({text for text, ci in atoms if not ci}))
    folded = "".join(sorted({text for text, ci in atoms if ci}))
    return ([_class(exact)] if exact else []) + ([f"(?i:{_class(folded)})"] if folded else [])


def _class(items: str) -> str:
    return items if len(items) == 1 or len(items) == 2 and items[0] == "\\" else f"[{items}]"  # `a`, `\-`: one character


def _class_of(atoms) -> str:
    parts = _classes(atoms)
    return parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"


def _class_items(items):
    out = set()
    for op, av in items:
        if op is _C.LITERAL:
            out.add(re.escape(chr(av)))
        elif op is _C.RANGE:
            out.add(re.escape(chr(av[0])) + "-" + re.escape(chr(av[1])))
        elif op is _C.CATEGORY and av in _CATEGORIES:
            out.add(_CATEGORIES[av])
        else:  # a negated class, an unknown category
            return None
    return out
