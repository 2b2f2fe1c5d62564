"""tools/pending_rulings.py tells the truth about today's reference engine (issue 25).

Whether a mechanic is modelled is read from the engine (its modules, the card schema's blocks, the keywords the
card loader applies), so a Pending reason can't go stale when a mechanic is built; these tests fail when the tool's
table would still call a mechanic unmodelled that the engine has under another name.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tools import pending_rulings as pr

ROOT = Path(__file__).resolve().parent.parent
FACTS = pr.engine_facts()


@pytest.mark.parametrize("mechanic", [m for m in pr.MECHANICS if not m.generic], ids=lambda m: m.name)
def test_a_mechanic_called_unmodelled_has_nothing_in_the_engine(mechanic):
    """No module, block or keyword of the engine is named by the words of a mechanic the tool calls unmodelled
    (a ``ward.py`` or a ``flip_coin`` block would be, and then the mechanic's ``evidence`` must name it)."""
    if pr.modelled_by(mechanic, FACTS):
        return
    named = [key for key in FACTS if re.search(mechanic.pattern, key.replace("_", " "))]
    assert not named, f"{mechanic.name} is called unmodelled, but the engine has {named}: add them to its evidence"


@pytest.mark.parametrize("words, modelled", [
    ("Combat damage is dealt by the creature with first strike and trample.", "reference_engine/combat.py"),
    ("You may tap any untapped creatures to crew it.", "the ability block crew"),
    ("Saddle 2 can be activated only as a sorcery.", "reference_engine/saddle.py"),
    ("When you do, return target creature.", "reference_engine/reflexive.py"),
    ("Surveil 1 lets you look at the top card.", "surveil"),
])
def test_what_the_engine_models_is_said_to_be_modelled(words, modelled):
    why, _, own = pr.reason_for(words, "", FACTS)
    assert own and " is modelled (" in why and modelled in why and "isn't modelled" not in why, why


def test_an_unmodelled_mechanic_is_said_to_be_unmodelled():
    why, rules, _ = pr.reason_for("Flip a coin.", "", {})
    assert why.startswith("flipping a coin (705) isn't modelled") and rules == ("705.1",)


def test_a_double_faced_cards_name_finds_its_card_data():
    from mtg_rulings.reference_engine.cards import CARDS

    card = pr.card_named("Dion, Bahamut's Dominant // Bahamut, Warden of Light", CARDS)
    assert card is not None and card.name == "Dion, Bahamut's Dominant"
    assert pr.card_named("No Such Card // Nor This", CARDS) is None


def test_each_hand_written_reason_names_a_ruling_of_a_rulings_file():
    rulings = {}
    for path in (ROOT / "features").glob("*.rulings.json"):
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            rulings[card["name"]] = card["rulings"]
    from mtg_rulings.model.sources import add_rulings_files

    keys = {(c.name, r.key) for s in add_rulings_files(sorted((ROOT / "features").glob("*.rulings.json")))
            for c in s.cards for r in c.rulings}
    overrides = pr.load_overrides()
    assert overrides and set(overrides) <= keys, set(overrides) - keys
    for entry in overrides.values():
        assert ("reason" in entry) != ("pending" in entry) and entry["rules"], entry


def test_the_pending_features_keep_the_hand_written_reasons():
    """Each hand-written reason whose ruling is still pending is in its set's pending feature, as written."""
    text = {p.name: " ".join(p.read_text(encoding="utf-8").split())
            for p in (ROOT / "features" / "cards").glob("*_pending.feature")}
    for (card, key), entry in pr.load_overrides().items():
        holder = [name for name, t in text.items() if f"@ruling:{key}" in t]
        if holder:  # else the ruling is executable now
            assert " ".join((entry.get("pending") or entry["reason"]).split()) in text[holder[0]], (card, key)


def test_no_pending_feature_calls_a_modelled_mechanic_unmodelled():
    modelled = [m.name for m in pr.MECHANICS if not m.generic and pr.modelled_by(m, FACTS)]
    for path in (ROOT / "features" / "cards").glob("*_pending.feature"):
        text = " ".join(path.read_text(encoding="utf-8").split())
        for name in modelled:
            assert f"{name} isn't modelled" not in text, (path.name, name)
