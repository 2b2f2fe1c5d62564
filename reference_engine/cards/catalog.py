"""Every card the reference engine knows: Oracle data (with its source) and the abilities that implement it.

The cards are data: the card files of ``reference_engine/cards/data/`` (format ``rulings-cards/1``, see
:mod:`mtg_rulings.reference_engine.cards.loader`), then the card files of Python plugins registered in the
``rulings.cards`` entry-point group, then a user's card files (:func:`add_card_files`: ``rulings run --cards FILE``
and ``*.cards.json`` beside a user's features). Each card lists its Oracle text as data, then one building block
per sentence (:mod:`mtg_rulings.reference_engine.cards.blocks`).

A plugin's entry point names a callable taking the :class:`~mtg_rulings.reference_engine.cards.blocks.Registry`: it registers
its building blocks (``registry.effect("name", Factory, params)``) and may return paths of card files to load.
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

from mtg_rulings.reference_engine.cards.blocks import REGISTRY
from mtg_rulings.reference_engine.cards.loader import CardFile, CardFileError, Loaded, build
from mtg_rulings.reference_engine.cards.model import CardDef

DATA_DIR = Path(__file__).parent / "data"
ENTRY_POINT_GROUP = "rulings.cards"

CARDS: dict[str, CardDef] = {}
#: Tokens that the cards' effects create (111.4), by name; a setup may put them on the battlefield.
TOKENS: dict[str, CardDef] = {}
#: Adventure names (715.2) -> the name of the adventurer card that has it.
ADVENTURES: dict[str, str] = {}
#: Back-face names of nonmodal double-faced cards (712.2) -> the card's name (its front face's). A back face is
#: never a card of its own: a setup names the card, "transformed" (712.8e), and checks may name either face.
BACK_FACES: dict[str, str] = {}
#: Where each card and token came from (a card file's path), for messages about duplicates.
ORIGINS: dict[str, str] = {}
#: The names the suite's own card files declare (a user's file with replaces_suite_cards may replace them).
SUITE_NAMES: set[str] = set()
_LOADED: set[Path] = set()


class UnknownCard(LookupError):
    """A card name the reference card data doesn't have; the message suggests close names."""

    def __init__(self, name: str) -> None:
        close = difflib.get_close_matches(name, CARDS, n=3)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name


def token(name: str) -> CardDef:
    """The definition of a token named ``name`` that some card creates. Raises :class:`UnknownCard`."""
    try:
        return TOKENS[name]
    except KeyError:
        raise UnknownCard(name) from None


def card(name: str) -> CardDef:
    """The definition of the card named exactly ``name`` (its Oracle name). Raises :class:`UnknownCard`."""
    try:
        return CARDS[name]
    except KeyError:
        raise UnknownCard(name) from None


def activated_ability_texts(name: str) -> list[str]:
    """The texts of the activated abilities (602.1) of the card or token named ``name``, in Oracle order: what
    a scenario quotes to name one of them. Raises :class:`UnknownCard`."""
    from mtg_rulings.reference_engine.abilities import ActivatedAbility

    definition = CARDS.get(name) or _back_face(name) or token(name)
    return [a.text for a in definition.abilities if isinstance(a, ActivatedAbility)]


def _back_face(name: str) -> CardDef | None:
    front = CARDS.get(BACK_FACES.get(name, ""))
    return front.back if front is not None else None


def not_modelled_notes(names: Iterable[str]) -> list[str]:
    """What the reference engine doesn't model of the cards (or tokens) named and of the tokens they can create,
    one note per declared text."""
    notes: list[str] = []
    seen: set[str] = set()
    for name in names:
        for face in _faces_and_tokens(name):
            if face.name not in seen:
                seen.add(face.name)
                notes += [f"{face.name}: \"{text}\" is not modelled: {reason}" for text, reason in face.not_modelled]
    return notes


_FACES: dict[str, list[CardDef]] = {}  # a name is never redefined (duplicates are refused), so this stays true


def _faces_and_tokens(name: str) -> list[CardDef]:
    """The faces of a card or token that have not-modelled text: itself, its Adventure or back face, and every
    token its abilities or spell create (111.4)."""
    if name not in _FACES:
        definition = CARDS.get(name) or TOKENS.get(name) or CARDS.get(BACK_FACES.get(name, ""))
        if definition is None:
            return []
        _FACES[name] = [d for d in _walk_defs(definition) if d.not_modelled]
    return _FACES[name]


def _walk_defs(definition: CardDef) -> list[CardDef]:
    """A card, its Adventure and back face, and every token definition its abilities or spell refer to."""
    out: list[CardDef] = []

    def walk(value: object) -> None:
        if isinstance(value, CardDef):
            if value not in out:
                out.append(value)
                for name in ("abilities", "spell", "adventure", "back"):
                    walk(getattr(value, name))
        elif isinstance(value, tuple | list):
            for v in value:
                walk(v)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            for f in dataclasses.fields(value):
                walk(getattr(value, f.name))

    walk(definition)
    return out


def add_card_files(paths: Iterable[Path], validate: bool = True) -> list[CardDef]:
    """Load card files (each once) into :data:`CARDS`, :data:`TOKENS` and :data:`ADVENTURES`; a name that is
    already defined is refused. Raises :class:`CardFileError` naming the file, line, card and sentence. ``validate``:
    check the schema and that every Oracle sentence is implemented or declared (off for the suite's own files, which
    tests/test_card_files.py checks)."""
    problems: list[str] = []
    added: list[CardDef] = []
    files: list[CardFile] = []
    for path in dict.fromkeys(Path(p).resolve() for p in paths):
        if path in _LOADED:
            continue
        try:
            files.append(CardFile.open(Path(_shown(path)), validate=validate))
        except CardFileError as e:
            problems += e.problems
        _LOADED.add(path)
    failed: set[Path] = set()
    for section in ("tokens", "cards"):  # every file's tokens first: a card may create a token of another file
        for cf in files:
            if cf.path in failed:
                continue
            try:
                loaded = build(cf, TOKENS, sections=(section,), check=validate)
            except CardFileError as e:
                problems += e.problems
                failed.add(cf.path)
                continue
            problems += _merge(loaded, str(cf.path), replaces=cf.doc.get("replaces_suite_cards") is True)
            added += loaded.cards + loaded.tokens
    if problems:
        raise CardFileError(problems)
    return added


def _shown(path: Path) -> str:
    """A card file's path as messages show it: relative to the current folder when it is inside it."""
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _merge(loaded: Loaded, origin: str, replaces: bool = False) -> list[str]:
    """Add loaded cards and tokens to the tables; a name already defined is a problem, unless ``replaces`` (the
    file's ``replaces_suite_cards``) and the suite's own card files defined it: then this declaration replaces it."""
    problems = []
    for table, defs in ((TOKENS, loaded.tokens), (CARDS, loaded.cards)):
        for d in defs:
            names = [d.name] + ([d.adventure.name] if d.adventure else []) + ([d.back.name] if d.back else [])
            taken = [n for n in names if n in CARDS or n in ADVENTURES or n in BACK_FACES
                     or (table is TOKENS and n in TOKENS)]
            if taken and replaces and all(_suite_declared(n) for n in taken):
                for n in taken:
                    _forget(n)
                taken = []
            if taken:
                problems.append(f"{origin}: {taken[0]!r} is already defined (in {ORIGINS.get(taken[0], 'the suite')})")
                continue
            table[d.name] = d
            ORIGINS[d.name] = origin
            if d.adventure is not None:
                ADVENTURES[d.adventure.name] = d.name
                ORIGINS[d.adventure.name] = origin
            if d.back is not None:
                BACK_FACES[d.back.name] = d.name
                ORIGINS[d.back.name] = origin
    return problems


def _suite_declared(name: str) -> bool:
    """Whether ``name`` was declared by one of the suite's own card files."""
    return name in SUITE_NAMES


def _forget(name: str) -> None:
    """Drop the suite's declaration of a card (with its Adventure and back face), for a user's that replaces it."""
    card_name = name if name in CARDS else ADVENTURES.get(name) or BACK_FACES.get(name) or name
    card = CARDS.pop(card_name, None)
    if card is None:
        return
    for table, sub in ((ADVENTURES, card.adventure), (BACK_FACES, card.back)):
        if sub is not None:
            table.pop(sub.name, None)
            ORIGINS.pop(sub.name, None)
    ORIGINS.pop(card.name, None)


def _load_plugins() -> list[Path]:
    """Register the building blocks of every ``rulings.cards`` plugin; the card files they name."""
    files: list[Path] = []
    for ep in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        try:
            returned = ep.load()(REGISTRY)
        except Exception as e:  # a broken plugin must say which one it is
            raise RuntimeError(f"card plugin {ep.name!r} ({ep.value}) failed to load: {type(e).__name__}: {e}") from e
        files += [Path(p) for p in returned or ()]
    return files


def _load() -> None:
    plugin_files = _load_plugins()
    add_card_files(sorted(DATA_DIR.glob("*.json")), validate=False)  # tests/test_card_files.py checks them
    SUITE_NAMES.update(CARDS, ADVENTURES, BACK_FACES)
    if plugin_files:
        add_card_files(plugin_files)


_load()
