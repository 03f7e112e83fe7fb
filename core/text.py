"""What replies are built from: a token estimate, the cuts that keep a reply within its budget, a
caller's value as a reply may repeat it, and a record count in words.

server.py's tool replies, core/report.py's reports and core/stdio.py's errors share them, so one
mechanism sizes every reply.
"""

from collections.abc import Iterable


def estimate_tokens(text: str) -> int:
    """A conservative token count: ASCII at 3 characters a token, any other character a token of its own.

    Tokenizers average about 4 ASCII characters a token; Korean, Chinese and other scripts run
    closer to one token a character, so counting them by bytes or ASCII ratios would undercount.
    """
    ascii_chars = len(text.encode("ascii", "ignore"))
    return -(-ascii_chars // 3) + (len(text) - ascii_chars)


def cost(part: str) -> int:
    """A part's tokens plus one for the separator that joins it to the next.

    Joining parts never costs more than the sum of their costs: the separator's ≤ 3 ASCII
    characters are one token, and rounding up per part only overcounts."""
    return estimate_tokens(part) + 1


def fit(room: int, items: Iterable[str]) -> list[str]:
    """The leading items whose costs add up to at most `room` tokens."""
    kept: list[str] = []
    for item in items:
        room -= cost(item)
        if room < 0:
            break
        kept.append(item)
    return kept


def bounded_list(items: list[str], room: int, separator: str = ", ") -> str:
    """`items` joined, cut with '… and N more' so the result costs at most `room` tokens.

    It may be cut down to the tail alone, never to nothing when items exist."""
    kept = fit(room - cost(f" … and {len(items)} more"), items)
    if len(kept) == len(items):
        return separator.join(items)
    return " ".join([separator.join(kept), f"… and {len(items) - len(kept)} more"]).lstrip()


def echo(value: str, limit: int = 60) -> str:
    """A caller's value as a reply may repeat it: credentials redacted, cut to `limit` characters."""
    from core.sanitizer import sanitize

    head = value[: 8 * limit]  # what is cut off is never shown: the sanitizer's time grows with what it reads
    if len(head) < len(value):
        words = head.rsplit(None, 1)  # a token the cut went through would no longer have its shape: it goes
        head = words[0] + " …" if len(words) > 1 else head
    value = sanitize(head)
    return value if len(value) <= limit else value[: limit - 1] + "…"


def count(n: int) -> str:
    return f"{n} record" if n == 1 else f"{n} records"
