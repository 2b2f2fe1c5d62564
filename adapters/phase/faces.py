"""phase.rs card faces built from the project's own card data, and what phase understood of them.

phase parses Oracle text itself (``phase.build_oracle_face``). This module feeds it the MTGJSON-shaped
records of ``reference_engine/cards`` (:meth:`CardDef.oracle_record`), caches the faces per process,
and reads each built face back (:func:`parse_notes`) so that a failure caused by phase's parser can be
told apart from a rules gap: a sentence phase left ``Unimplemented``, or a 603.2d "triggers an
additional time" static whose cause differs from the Oracle sentence (each differing part named).

The database (:func:`database_json`) is shaped as phase's own ``phase-gen`` writes it: one face per
card name; an adventurer card (CR 715) as two faces, built with ``build_oracle_face_multi``, that share
an oracle id and carry ``layout: "adventure"`` and their ``face_index``, so phase joins them into one card
with its Adventure as the back face; and a face for each token a setup may place (CR 111), which phase
otherwise makes only from the effects that create tokens (the adapter marks the object a token).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtg_rulings.reference_engine.cards.catalog import CARDS, TOKENS
from mtg_rulings.reference_engine.cards.model import CARD_TYPES, CardDef

#: Keys phase's face builder requires beyond the project's record (empty is fine; CR data is not read).
_MTGJSON_EXTRA: dict[str, Any] = {"identifiers": {}, "legalities": {}, "foreignData": [], "printings": [],
                                  "rulings": []}


def oracle_id(name: str) -> str:
    """The oracle id joining an adventurer card's two faces in phase's database (any unique string will do)."""
    return "mtg-rulings:" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _definition(name: str) -> CardDef:
    """The card, token or Adventure (by its own name) called ``name``. Raises KeyError."""
    if name in CARDS:
        return CARDS[name]
    if name in TOKENS:
        return TOKENS[name]
    for c in CARDS.values():
        if c.adventure is not None and c.adventure.name == name:
            return c.adventure
        if c.back is not None and c.back.name == name:
            return c.back
    raise KeyError(name)


def mtgjson_record(name: str) -> dict[str, Any]:
    """The card, token or Adventure ``name`` as the AtomicCard-shaped dict phase's builder takes, its ``keywords``
    listed as MTGJSON lists them (:func:`mtgjson_keywords`). Raises KeyError."""
    record = dict(_definition(name).oracle_record())
    record.pop("source", None)
    # MTGJSON names a keyword without its quality ("Protection", not "Protection from red"); phase's builder reads
    # the keyword line only when the list names the keyword that way
    record["keywords"] = list(dict.fromkeys(re.sub(r"^Protection from .*", "Protection", k) for k in record["keywords"]))
    record.update(json.loads(json.dumps(_MTGJSON_EXTRA)))
    record["keywords"] = mtgjson_keywords(record)
    return record


def _keyword_candidates(text: str) -> list[str]:
    """Phrases that may name a keyword ability or action at the start of an Oracle line, as MTGJSON capitalises
    them: "Job select (…)", "Gae Bolg — Equip {4}" (a flavour name before the keyword), "Flying, vigilance"."""
    found = []
    for line in text.split("\n"):
        line = re.sub(r"\s*\([^)]*\)", "", line).strip()
        if " — " in line:
            line = line.split(" — ", 1)[1]
        for part in line.split(", "):
            m = re.match(r"([A-Za-z][a-z]+(?: [a-z]+)?)(?=$| \{| \d| —|:)", part.strip())
            if m:
                found.append(m.group(1)[0].upper() + m.group(1)[1:])
    return list(dict.fromkeys(found))


def mtgjson_keywords(record: dict[str, Any]) -> list[str]:
    """The record's keywords as MTGJSON lists them: the card data's, plus each keyword named at the start of an
    Oracle line that phase itself knows, asked of phase (it is kept when phase's builder reads one more keyword
    from the record with it: phase implements Job select, for one, only when the list names it). phase's own
    card data (``phase-gen``) comes from MTGJSON, so this is the record phase expects; nothing is guessed."""
    import phase

    keywords = list(record["keywords"])
    candidates = [k for k in _keyword_candidates(str(record.get("text", ""))) if k not in keywords]
    if not candidates:
        return keywords
    try:
        known = len(phase.build_oracle_face({**record, "keywords": keywords}, None).get("keywords") or [])
        for candidate in candidates:
            built = phase.build_oracle_face({**record, "keywords": [*keywords, candidate]}, None)
            if len(built.get("keywords") or []) > known:
                keywords.append(candidate)
                known = len(built.get("keywords") or [])
    except BaseException as e:  # a record phase can't build: face() says so, with phase's error
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
    return keywords


@functools.cache
def face(name: str) -> dict[str, Any]:
    """phase's face for the card, token or Adventure ``name`` (cached per process). An adventurer card and its
    Adventure are built as the two faces of one card. Raises KeyError for an unknown name and whatever phase
    raises for a record it can't build."""
    import phase

    definition = _definition(name)
    owner = next((c for c in CARDS.values() if c.adventure is definition or c.back is definition), None)
    if definition.adventure is not None or definition.back is not None or owner is not None:
        front = owner or definition
        return dict(phase.build_oracle_face_multi(mtgjson_record(name), oracle_id(front.name)))
    return dict(phase.build_oracle_face(mtgjson_record(name), None))


#: Cards and tokens of the catalog phase could not build a face for, with what phase said (filled by database_json).
BUILD_ERRORS: dict[str, str] = {}


def _try(name: str) -> dict[str, Any] | None:
    try:
        return face(name)
    except BaseException as e:  # ValueError for a record phase can't read; a Rust panic is a BaseException
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        BUILD_ERRORS[name] = f"{type(e).__name__}: {e}"
        return None


@functools.cache
def database_json() -> str:
    """The card database for ``phase.Engine.from_json``: every card of the catalog phase can build, keyed by
    lower-cased name, adventurer cards as two joined faces, and every token. A card phase can't build is left
    out and recorded in :data:`BUILD_ERRORS`, so only scenarios using it suffer."""
    db: dict[str, Any] = {}
    for name, c in CARDS.items():
        built = _try(name)
        if built is None:
            continue
        other = c.adventure or c.back  # an Adventure (715) or a transforming card's back face (712), as phase-gen joins them
        if other is None:
            db[name.lower()] = built
            continue
        back = _try(other.name)
        if back is None:
            BUILD_ERRORS[name] = f"its {'Adventure' if c.adventure else 'back face'} {other.name}: {BUILD_ERRORS[other.name]}"
            continue
        layout = "adventure" if c.adventure else "transform"
        db[name.lower()] = {**built, "layout": layout, "face_index": 0}
        db[other.name.lower()] = {**back, "layout": layout, "face_index": 1}
    for name in TOKENS:
        if name.lower() not in db:  # a token named as a card is placed as that card's face would be
            built = _try(name)
            if built is not None:
                db[name.lower()] = built
    return json.dumps(db)


# --- reading the parse back ------------------------------------------------------------------------

_ADDITIONAL_TIME = re.compile(r"If an? (?P<what>[\w ,']+?) (?P<yours>you control )?entering(?: the battlefield)? "
                              r"causes a triggered ability[^.]*triggers? an additional time", re.IGNORECASE)


def _named_kinds(what: str) -> list[str]:
    """``land or Bird`` → ``["Land", "Bird"]``: the card types and subtypes an Oracle phrase names
    (``permanent`` names none: any permanent)."""
    words = re.split(r",\s*|\s+or\s+|\s+and\s+", what)
    out = []
    for w in (w.strip() for w in words):
        for prefix in ("an ", "a "):
            w = w.removeprefix(prefix)
        if w and w != "permanent":
            out.append(w.capitalize() if w.capitalize() in CARD_TYPES else w)
    return out


def _cause_kinds(cause: Any) -> set[str]:
    """Every core type and subtype mentioned anywhere in a parsed DoubleTriggers cause."""
    text = json.dumps(cause)
    found = set(re.findall(r'"core_types": \[([^\]]*)\]', text))
    kinds = {k.strip().strip('"') for group in found for k in group.split(",") if k.strip()}
    kinds |= set(re.findall(r'"Subtype": "([^"]+)"', text))
    return kinds


def _cause_controller(cause: Any) -> str | None:
    """The controller a parsed DoubleTriggers cause restricts the entering object to, if any."""
    m = re.search(r'"controller": "([^"]+)"', json.dumps(cause))
    return m.group(1) if m else None


@dataclass(frozen=True)
class ParseGap:
    """A part of a card's Oracle text phase's parser left out or changed: ``note`` quotes the parsed ability
    beside the Oracle sentence and names the part. ``entering`` (603.2d causes only) tells whether an object that
    entered the battlefield (phase's ``ZoneChanged`` record, and the seat controlling the card) is one the gap
    misjudges, so a note is given only where it explains what happened."""

    card: str
    note: str
    entering: Callable[[dict[str, Any], int], bool] | None = None


def _cause_gaps(name: str, sentence: re.Match[str], cause: Any) -> list[ParseGap]:
    """Each part of a 603.2d Oracle sentence the parsed cause lacks, as a gap."""
    parsed = f"DoubleTriggers cause {json.dumps(cause, separators=(',', ':'))}"
    head = f"parser gap: phase parsed {name}'s Oracle sentence \"{sentence.group(0)}\" as {parsed}, which drops "
    named, kinds = _named_kinds(sentence.group("what")), _cause_kinds(cause)
    gaps = []
    for kind in named:
        if kind not in kinds:
            what = "card type" if kind in CARD_TYPES else "subtype"

            def misjudged(record: dict[str, Any], seat: int, kind: str = kind) -> bool:
                types = set(record.get("core_types") or []) | set(record.get("subtypes") or [])
                yours = not sentence.group("yours") or record.get("controller") == seat
                return kind in types and not types & kinds and yours
            gaps.append(ParseGap(name, head + f"\"{kind}\" (the cause names no {what} {kind}, only "
                                              f"{sorted(kinds) or 'none'}) (CR 603.2d)", misjudged))
    if sentence.group("yours") and _cause_controller(cause) != "You":
        def theirs(record: dict[str, Any], seat: int) -> bool:
            types = set(record.get("core_types") or []) | set(record.get("subtypes") or [])
            return record.get("controller") != seat and (bool(types & kinds) if kinds else True)
        gaps.append(ParseGap(name, head + "\"you control\" (the cause puts no controller on the entering object, so "
                                          "an opponent's permanent entering counts too) (CR 603.2d)", theirs))
    return gaps


def parse_notes(name: str) -> list[str]:
    """What phase's parse of ``name`` (and of its Adventure) leaves out of its Oracle text, one readable sentence
    each, quoting the parsed ability beside the Oracle sentence. Empty when nothing is known to be missing."""
    return [g.note for g in parse_gaps(name)]


def parse_gaps(name: str) -> list[ParseGap]:
    """The gaps of :func:`parse_notes`, with what each misjudges."""
    if name not in CARDS and name not in TOKENS:
        return []
    definition = _definition(name)
    gaps: list[ParseGap] = []
    for part_def in (definition, definition.adventure, definition.back):
        if part_def is not None:
            gaps += _gaps_of(part_def)
    return gaps


_FOR_EACH = re.compile(r"gets? [+-]\d+/[+-]\d+ for each [^.]*", re.IGNORECASE)


def _gaps_of(definition: CardDef) -> list[ParseGap]:
    name = definition.name
    try:
        built = face(name)
    except KeyError:
        return []
    except BaseException as e:  # phase can raise anything, including a Rust panic
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        return [ParseGap(name, f"phase could not build {name}'s face from its Oracle text: {type(e).__name__}: {e}")]
    gaps: list[ParseGap] = []
    for part in ("abilities", "triggers", "static_abilities", "replacements"):
        for item in built.get(part) or []:
            text = json.dumps(item)
            if '"Unimplemented"' in text:
                what = item.get("description") or text[:200]
                gaps.append(ParseGap(name, f"parser gap: phase left part of {name}'s Oracle text unimplemented "
                                           f"({part}): \"{what}\""))
            description = item.get("description") or ""
            per = _FOR_EACH.search(description)
            mods = item.get("modifications") or []
            if per and mods and all(isinstance(m.get("value"), int) for m in mods):
                gaps.append(ParseGap(name, f"parser gap: phase parsed {name}'s Oracle sentence \"{description}\" as "
                                           f"the fixed modifications {json.dumps(mods, separators=(',', ':'))}, which "
                                           f"drop \"for each{per.group(0).split('for each', 1)[1]}\" (the bonus "
                                           "doesn't count anything; CR 613.4c)"))
    sentence = _ADDITIONAL_TIME.search(definition.oracle_text)
    if sentence:
        statics = [s for s in built.get("static_abilities") or [] if "DoubleTriggers" in json.dumps(s.get("mode"))]
        if not statics:
            gaps.append(ParseGap(name, f"parser gap: phase made no DoubleTriggers static of {name}'s Oracle sentence "
                                       f"\"{sentence.group(0)}\" (CR 603.2d)"))
        for s in statics:
            gaps += _cause_gaps(name, sentence, s["mode"]["DoubleTriggers"].get("cause"))
    return gaps
