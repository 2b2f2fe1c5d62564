"""phase.rs card faces built from the project's own card data, and what phase understood of them.

phase parses Oracle text itself (``phase.build_oracle_face``). This module feeds it the MTGJSON-shaped
records of ``reference_engine/cards`` (:meth:`CardDef.oracle_record`), caches the faces per process,
and reads each built face back (:func:`parse_notes`) so that a failure caused by phase's parser can be
told apart from a rules gap: a sentence phase left ``Unimplemented``, or a 603.2d "triggers an
additional time" static whose cause names fewer card types or subtypes than the Oracle text.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from reference_engine.cards.catalog import CARDS
from reference_engine.cards.model import CARD_TYPES

#: Keys phase's face builder requires beyond the project's record (empty is fine; CR data is not read).
_MTGJSON_EXTRA: dict[str, Any] = {"identifiers": {}, "legalities": {}, "foreignData": [], "printings": [],
                                  "rulings": []}


def mtgjson_record(name: str) -> dict[str, Any]:
    """The card ``name`` as the AtomicCard-shaped dict phase's builder takes. Raises KeyError."""
    record = dict(CARDS[name].oracle_record())
    record.pop("source", None)
    record.update(json.loads(json.dumps(_MTGJSON_EXTRA)))
    return record


@functools.cache
def face(name: str) -> dict[str, Any]:
    """phase's face for the card ``name`` (cached per process). Raises KeyError for an unknown card and
    whatever phase raises for a record it can't build."""
    import phase

    return dict(phase.build_oracle_face(mtgjson_record(name), None))


#: Cards of the catalog phase could not build a face for, with what phase said (filled by database_json).
BUILD_ERRORS: dict[str, str] = {}


@functools.cache
def database_json() -> str:
    """The card database for ``phase.Engine.from_json``: every non-token card of the catalog phase can
    build, keyed by lower-cased name (tokens are made by phase from the effects that create them). A card
    it can't build is left out and recorded in :data:`BUILD_ERRORS`, so only scenarios using it suffer."""
    db = {}
    for name, c in CARDS.items():
        if c.is_token:
            continue
        try:
            db[name.lower()] = face(name)
        except BaseException as e:  # ValueError for a record phase can't read; a Rust panic is a BaseException
            if isinstance(e, KeyboardInterrupt | SystemExit):
                raise
            BUILD_ERRORS[name] = f"{type(e).__name__}: {e}"
    return json.dumps(db)


# --- reading the parse back ------------------------------------------------------------------------

_ADDITIONAL_TIME = re.compile(r"If an? (?P<what>[\w ,']+?) (?:you control )?entering(?: the battlefield)? causes "
                              r"a triggered ability[^.]*triggers? an additional time", re.IGNORECASE)


def _named_kinds(what: str) -> list[str]:
    """``land or Bird`` → ``["Land", "Bird"]``: the card types and subtypes an Oracle phrase names."""
    words = re.split(r",\s*|\s+or\s+|\s+and\s+", what.replace(" you control", ""))
    out = []
    for w in (w.strip() for w in words):
        for prefix in ("an ", "a "):
            w = w.removeprefix(prefix)
        if w:
            out.append(w.capitalize() if w.capitalize() in CARD_TYPES else w)
    return out


def _cause_kinds(cause: Any) -> set[str]:
    """Every core type and subtype mentioned anywhere in a parsed DoubleTriggers cause."""
    text = json.dumps(cause)
    found = set(re.findall(r'"core_types": \[([^\]]*)\]', text))
    kinds = {k.strip().strip('"') for group in found for k in group.split(",") if k.strip()}
    kinds |= set(re.findall(r'"Subtype": "([^"]+)"', text))
    return kinds


def parse_notes(name: str) -> list[str]:
    """What phase's parse of ``name`` leaves out of its Oracle text, one readable sentence each,
    quoting the parsed ability. Empty when nothing is known to be missing."""
    try:
        built = face(name)
    except KeyError:
        return []
    except BaseException as e:  # phase can raise anything, including a Rust panic
        return [f"phase could not build {name}'s face from its Oracle text: {type(e).__name__}: {e}"]
    notes: list[str] = []
    for part in ("abilities", "triggers", "static_abilities", "replacements"):
        for item in built.get(part) or []:
            text = json.dumps(item)
            if '"Unimplemented"' in text:
                what = item.get("description") or text[:200]
                notes.append(f"phase's parser left part of {name}'s Oracle text unimplemented ({part}): {what}")
    oracle = CARDS[name].oracle_text
    sentence = _ADDITIONAL_TIME.search(oracle)
    if sentence:
        named = _named_kinds(sentence.group("what"))
        statics = [s for s in built.get("static_abilities") or [] if "DoubleTriggers" in json.dumps(s.get("mode"))]
        if not statics:
            notes.append(f"phase's parser made no DoubleTriggers static of {name}'s Oracle sentence "
                         f"\"{sentence.group(0)}\" (CR 603.2d)")
        for s in statics:
            cause = s["mode"]["DoubleTriggers"].get("cause")
            missing = [k for k in named if k not in _cause_kinds(cause)]
            if missing:
                notes.append(f"phase parsed {name}'s \"{sentence.group('what')} ... entering\" as "
                             f"DoubleTriggers cause {json.dumps(cause, separators=(',', ':'))}, which omits "
                             f"{' and '.join(missing)} (CR 603.2d); Oracle text: \"{sentence.group(0)}\"")
    return notes
