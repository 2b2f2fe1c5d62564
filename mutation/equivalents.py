"""Mutants judged equivalent: they change nothing any test could observe. Kept in ``mutation/equivalent.toml``,
one ``[[equivalent]]`` table each, keyed by the mutant's identity (see :mod:`mutation.sample`), with a
one-line ``reason`` and, for the reader, the ``change``::

    [[equivalent]]
    id = "reference_engine/objects.py::Player::core/ReplaceFalseWithTrue::@dataclass(eq=False)"
    change = "@dataclass(eq=True)"
    reason = "..."
"""

from __future__ import annotations

import tomllib
from pathlib import Path

DEFAULT_FILE = Path(__file__).with_name("equivalent.toml")


class EquivalentsError(ValueError):
    """The equivalents file can't be read: the message names the file and the entry."""


def load(path: Path = DEFAULT_FILE) -> dict[str, str]:
    """Identity -> reason. Every entry needs an ``id`` and a one-line, non-empty ``reason``; ids are unique."""
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise EquivalentsError(f"{path}: {e}") from None
    unknown = set(data) - {"equivalent"}
    if unknown:
        raise EquivalentsError(f"{path}: unknown top-level key(s) {sorted(unknown)}; use [[equivalent]] tables")
    out: dict[str, str] = {}
    for n, entry in enumerate(data.get("equivalent", []), 1):
        where = f"{path}: [[equivalent]] number {n}"
        ident, reason = entry.get("id"), entry.get("reason")
        if not isinstance(ident, str) or ident.count("::") < 3:
            raise EquivalentsError(f"{where}: 'id' must be a mutant identity (file::function::operator::line)")
        if not isinstance(reason, str) or not reason.strip() or "\n" in reason.strip():
            raise EquivalentsError(f"{where} ({ident}): 'reason' must be one non-empty line")
        extra = set(entry) - {"id", "reason", "change"}
        if extra:
            raise EquivalentsError(f"{where} ({ident}): unknown key(s) {sorted(extra)}")
        if ident in out:
            raise EquivalentsError(f"{where}: {ident} is listed twice")
        out[ident] = reason.strip()
    return out
