"""Rulings a user adds: files in the format ``rulings-source/1`` (schema ``schema/rulings-source-1.schema.json``).

A file lists a set's cards, each with its Oracle text and rulings (date, text, where the words were found)::

    {"format": "rulings-source/1", "set": "FIN",
     "cards": [{"name": "...", "oracle_text": "...", "rulings": [{"date": "2025-06-06", "text": "...", "sources": [...]}]}]}

Other fields are allowed and kept (``/work/shared/data/fin-rulings.json`` has counts, notes, faces...). Each
ruling's key is computed from its text as for the shipped rulings (:func:`mtg_rulings.model.rulings.ruling_key`), so a
ruling carried by several cards has one key. :func:`add_rulings_files` adds a file's rulings to the table
:func:`mtg_rulings.model.rulings.rulings` that feature files tag and quote.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtg_rulings.model.files import InputRefused, read_input_text
from mtg_rulings.model.rulings import Ruling, normalise, ruling_key, rulings

FORMAT = "rulings-source/1"
SCHEMA_FILE = Path(__file__).parent / "schema" / "rulings-source-1.schema.json"
_LOADED: dict[Path, RulingsSource] = {}


class RulingsFileError(ValueError):
    """A rulings file that can't be read; the message names the file, the line and the card."""


@dataclass(frozen=True)
class SourceRuling:
    """One ruling of one card, as its file records it."""

    key: str
    card: str
    date: str | None
    text: str
    sources: tuple[str, ...]
    suspect_wording: bool
    single_source: bool | None
    notes: tuple[str, ...]


@dataclass(frozen=True)
class SourceCard:
    name: str
    oracle_text: str
    rulings: tuple[SourceRuling, ...]


@dataclass(frozen=True)
class RulingsSource:
    path: Path
    set: str
    cards: tuple[SourceCard, ...]

    def rulings(self) -> list[SourceRuling]:
        return [r for c in self.cards for r in c.rulings]


@lru_cache(maxsize=1)
def _fast_validator() -> Any:
    """The schema compiled (fastjsonschema): a valid file is checked in a few milliseconds, where importing
    jsonschema and walking the suite's own three files with it took about 0.1 s of every `rulings` command's start.
    A file it refuses is checked again by :func:`_validator`, whose errors the message names (tests/test_sources.py:
    the two agree on each of the suite's files broken at every place)."""
    import fastjsonschema

    return fastjsonschema.compile(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")), use_formats=False)


@lru_cache(maxsize=1)
def _validator() -> Any:
    import jsonschema

    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    return jsonschema.validators.validator_for(schema)(schema)


def _single_source(raw: dict[str, Any]) -> bool | None:
    """Single-source: not ``corroborated``, or, when the file doesn't say, fewer than two repositories or sites
    among its ``sources`` (the part of each before ``:``)."""
    if isinstance(raw.get("corroborated"), bool):
        return not raw["corroborated"]
    if raw.get("sources"):
        return len({s.split(":", 1)[0] for s in raw["sources"]}) < 2
    return None


#: The largest rulings file read (docs/robustness.md).
MAX_RULINGS_BYTES = 64 * 1024 * 1024


def _refused(doc: Any) -> bool:
    """Whether the compiled schema refuses ``doc`` (then :func:`_validator` says why)."""
    import fastjsonschema

    try:
        _fast_validator()(doc)
    except fastjsonschema.JsonSchemaException:
        return True
    return False


def read_rulings_source(path: Path) -> RulingsSource:
    """Read and validate a ``rulings-source/1`` file. Raises :class:`RulingsFileError`."""
    try:
        text = read_input_text(path, MAX_RULINGS_BYTES)  # a regular file within its bound, UTF-8 (model/files.py)
        doc = json.loads(text)
    except InputRefused as e:
        raise RulingsFileError(str(e)) from None
    except json.JSONDecodeError as e:
        raise RulingsFileError(f"{path}:{e.lineno}: not JSON: {e.msg}") from None
    except RecursionError:
        raise RulingsFileError(f"{path}: not a rulings file: JSON nested too deep") from None
    except ValueError as e:  # Python's own limit on long integers
        raise RulingsFileError(f"{path}: not JSON: {e}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        found = doc.get("format") if isinstance(doc, dict) else None
        raise RulingsFileError(f"{path}:1: not a rulings file: its format must be {FORMAT!r}, not {found!r}")
    errors = sorted(_validator().iter_errors(doc), key=lambda e: list(map(str, e.absolute_path))) \
        if _refused(doc) else []
    if errors:
        lines = text.splitlines()
        problems = []
        for error in errors:
            p = list(error.absolute_path)
            where, line = "/".join(map(str, p)) or "file", 1
            if len(p) >= 2 and p[0] == "cards" and isinstance(p[1], int) and isinstance(doc["cards"][p[1]], dict):
                name = doc["cards"][p[1]].get("name")
                needle = json.dumps(name, ensure_ascii=False)
                line = next((i + 1 for i, x in enumerate(lines) if needle in x), 1)
                where = f"card {name!r}, {'/'.join(map(str, p[2:])) or 'card'}"
            problems.append(f"{path}:{line}: {where}: {error.message}")
        raise RulingsFileError("\n".join(problems))
    cards = []
    for c in doc["cards"]:
        rs = tuple(SourceRuling(ruling_key(r["text"]), c["name"], r["date"], normalise(r["text"]),
                                tuple(r.get("sources", ())), bool(r.get("suspect_wording")), _single_source(r),
                                tuple(r.get("notes", ()))) for r in c["rulings"])
        cards.append(SourceCard(c["name"], c["oracle_text"], rs))
    return RulingsSource(path, doc["set"], tuple(cards))


def add_rulings_files(paths: Iterable[Path]) -> list[RulingsSource]:
    """Read each file (once) and add its rulings to :func:`mtg_rulings.model.rulings.rulings`. A ruling already known (from
    the shipped data or another file) keeps its entry and gains the new card in ``cards``."""
    out = []
    table = rulings()
    for path in paths:
        resolved = Path(path).resolve()
        if resolved not in _LOADED:
            source = read_rulings_source(Path(path))
            for r in source.rulings():
                known = table.get(r.key)
                if known is None:
                    table[r.key] = Ruling(r.key, r.card, r.date or "undated", (), r.text, f"{Path(path).name}: {r.card}",
                                          (r.card,), r.sources, r.suspect_wording, r.single_source)
                elif r.card not in (known.cards or (known.card,)):
                    table[r.key] = replace(known, cards=(*(known.cards or (known.card,)), r.card))
            _LOADED[resolved] = source
        out.append(_LOADED[resolved])
    return out
