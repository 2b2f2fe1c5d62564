"""Mutants judged equivalent, kept in ``mutation/equivalent.toml``, one ``[[equivalent]]`` table each, keyed by
the mutant's identity (see :mod:`mutation.sample`), with a one-line ``reason`` and, for the reader, the
``change``::

    [[equivalent]]
    id = "reference_engine/objects.py::Player::core/ReplaceFalseWithTrue::@dataclass(eq=False)"
    change = "@dataclass(eq=True)"
    reason = "..."
    scope = "corpus"

Without ``scope`` a mutant is equivalent for every test: the engine behaves the same with it (a default
value no caller uses, a random order no rule fixes). ``scope = "corpus"`` says it is equivalent for the
feature corpus only: the game is the same as any scenario can see it through the engine contract, though
a unit test calling the engine directly could tell (``@reversible`` on an action the reference adapter
reverses itself); such a judgement doesn't count when the unit tests are measured.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

DEFAULT_FILE = Path(__file__).with_name("equivalent.toml")


class EquivalentsError(ValueError):
    """The equivalents file can't be read: the message names the file and the entry."""


SCOPES = ("all", "corpus")


def load(path: Path = DEFAULT_FILE, tests: str = "corpus") -> dict[str, str]:
    """Identity -> reason, for the judgements that apply to ``tests`` (corpus, corpus-data or units). Every entry needs an
    ``id`` and a one-line, non-empty ``reason``, and may have a ``scope`` (all, the default, or corpus); ids
    are unique."""
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
    seen: set[str] = set()
    for n, entry in enumerate(data.get("equivalent", []), 1):
        where = f"{path}: [[equivalent]] number {n}"
        ident, reason = entry.get("id"), entry.get("reason")
        if not isinstance(ident, str) or ident.count("::") < 3:
            raise EquivalentsError(f"{where}: 'id' must be a mutant identity (file::function::operator::line)")
        if not isinstance(reason, str) or not reason.strip() or "\n" in reason.strip():
            raise EquivalentsError(f"{where} ({ident}): 'reason' must be one non-empty line")
        extra = set(entry) - {"id", "reason", "change", "scope"}
        if extra:
            raise EquivalentsError(f"{where} ({ident}): unknown key(s) {sorted(extra)}")
        scope = entry.get("scope", "all")
        if scope not in SCOPES:
            raise EquivalentsError(f"{where} ({ident}): scope must be one of {', '.join(SCOPES)}, not {scope!r}")
        if ident in seen:
            raise EquivalentsError(f"{where}: {ident} is listed twice")
        seen.add(ident)
        if scope == "all" or (scope == "corpus" and tests in ("corpus", "corpus-data")):
            out[ident] = reason.strip()
    return out
