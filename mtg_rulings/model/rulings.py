"""The rulings database: each official ruling's key, words, card, date and rules.

The project ships ``mtg_rulings/model/data/rulings.json``, made from the seed ruling pages and their index by
``python -m mtg_rulings.model.rulings SEEDS_DIR`` (the project's maintainers keep the seed pages; a user needs none of
them). A user adds rulings from files in the format ``rulings-source/1`` (:mod:`mtg_rulings.model.sources`,
``rulings run --rulings FILE``), which join the same table.

Ruling key: the first 12 hex digits of SHA-256 over the paragraph's normalised text (Unicode NFC,
curly quotes made straight, whitespace runs folded to one space, ends stripped).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import unicodedata
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).parent / "data" / "rulings.json"
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


@dataclass(frozen=True)
class Ruling:
    """One ruling by key. A ruling read from a ``rulings-source/1`` file (:mod:`mtg_rulings.model.sources`) also says every
    card that carries it, where its words were found, and the doubts its file records."""

    key: str
    card: str
    published: str
    rules: tuple[str, ...]
    text: str
    where: str
    cards: tuple[str, ...] = ()  # every card carrying this ruling (a rulings file); () means just ``card``
    sources: tuple[str, ...] = ()
    suspect_wording: bool = False
    single_source: bool | None = None  # None: the file doesn't say


def normalise(text: str) -> str:
    """The normal form a ruling key is computed over."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text).translate(_QUOTES)).strip()


def ruling_key(text: str) -> str:
    return hashlib.sha256(normalise(text).encode()).hexdigest()[:12]


@lru_cache(maxsize=1)
def rulings() -> dict[str, Ruling]:
    """All known rulings by key, from the shipped data file."""
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    return {r["key"]: Ruling(**{**r, "rules": tuple(r["rules"])}) for r in raw["rulings"]}


def import_seeds(seeds: Path) -> list[Ruling]:
    """Read INDEX.md and the seed pages; every indexed key must match a paragraph's hash."""
    paragraphs: dict[str, str] = {}
    for page in sorted(seeds.glob("*.txt")):
        for para in re.split(r"\n\s*\n", page.read_text(encoding="utf-8")):
            if para.strip():
                paragraphs.setdefault(ruling_key(para), normalise(para))
    out = []
    for line in (seeds / "INDEX.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 6 or not re.fullmatch(r"`[0-9a-f]{12}`", cells[0]):
            continue
        key = cells[0].strip("`")
        if key not in paragraphs:
            raise ValueError(f"INDEX.md key {key} matches no paragraph of the seed pages")
        rules = tuple(re.findall(r"\d{3}(?:\.\d+[a-z]?)?", cells[4]))
        out.append(Ruling(key, cells[2], cells[3], rules, paragraphs[key], cells[1]))
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m mtg_rulings.model.rulings SEEDS_DIR", file=sys.stderr)
        return 2
    found = import_seeds(Path(argv[0]))
    DATA.write_text(json.dumps({"format": "rulings-db/1", "source": "shared/seeds (INDEX.md and the five pages)",
                                "rulings": [asdict(r) for r in found]}, indent=1, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    print(f"wrote {len(found)} rulings to {DATA}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
