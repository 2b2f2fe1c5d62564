"""Verdicts that mean what they say.

- Observation completeness: a check never judges a field the engine did not report. For every observable
  field of the snapshot, an engine that leaves just that field out makes exactly the scenarios whose checks
  read it `unsupported` (naming the field), and no other scenario changes its verdict.
- Every check kind refuses to judge an empty snapshot.
- Scenarios that prove what their names say: each passes on the reference engine and fails on an engine
  built to get its ruling wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

import mtg_rulings.adapters.checks
from mtg_rulings.adapters.contract import Engine
from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.model.scenario import (
    CHECK_KINDS,
    MISSING,
    Check,
    NotReported,
    ObjectView,
    PlayerView,
    Scenario,
    Snapshot,
    StackView,
)
from tests import fakes

VIEWS = (ObjectView, StackView, PlayerView, Snapshot)
#: Every field an engine may leave unreported (all but identities: ids, names, a stack object's kind and source).
OBSERVABLE = [(cls, f.name) for cls in VIEWS for f in fields(cls) if f.default is MISSING]


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> list[Scenario]:
    return [s for s in Corpus.read(exported["json"] / "corpus.json").scenarios if not s.pending]


def _views(snapshot: Snapshot) -> Iterator[Any]:
    yield snapshot
    for p in snapshot.players:
        yield p
        for zone in ("library", "hand", "graveyard"):
            yield from getattr(p, zone) or ()
    for zone in ("battlefield", "exile", "stack", "triggered"):
        yield from getattr(snapshot, zone) or ()


class Omitting(ReferenceEngine):
    """The reference engine, but the given fields of their kinds of view are never reported."""

    def __init__(self, *omitted: tuple[type, str]) -> None:
        super().__init__()
        self.omitted = omitted

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        for view in list(_views(snapshot)):
            for cls, field_name in self.omitted:
                if isinstance(view, cls):
                    setattr(view, field_name, MISSING)
        return snapshot


@pytest.fixture(scope="module")
def fields_read(corpus: list[Scenario]) -> dict[str, set[str]]:
    """Scenario id -> the ``Class.field`` names its checks read, on the reference engine."""
    read: dict[str, set[str]] = {}
    real = mtg_rulings.adapters.checks.r
    current: set[str] = set()

    def recording(obj: Any, name: str) -> Any:
        current.add(f"{type(obj).__name__}.{name}")
        return real(obj, name)

    mtg_rulings.adapters.checks.r = recording
    try:
        for scenario in corpus:
            current.clear()
            outcome = execute(scenario, ReferenceEngine(), timeout_s=None)
            assert outcome.status == "passed", f"{scenario.id}: {outcome.message}"
            read[scenario.id] = set(current)
    finally:
        mtg_rulings.adapters.checks.r = real
    return read


@pytest.mark.parametrize(("cls", "field_name"), OBSERVABLE, ids=[f"{c.__name__}.{f}" for c, f in OBSERVABLE])
def test_a_field_the_engine_did_not_report_is_never_judged(corpus: list[Scenario], fields_read: dict[str, set[str]],
                                                          cls: type, field_name: str) -> None:
    """Every scenario whose checks read the field is unsupported, naming it, on an engine leaving just that field
    out. (That every other scenario keeps its verdict is the next test's, for all fields at once.)"""
    name = f"{cls.__name__}.{field_name}"
    engine = Omitting((cls, field_name))
    for scenario in corpus:
        if name in fields_read[scenario.id]:
            outcome = execute(scenario, engine, timeout_s=None)
            assert outcome.status == "unsupported", f"{scenario.id} read {name} but was {outcome.status}"
            assert name in outcome.message


def test_fields_a_scenarios_checks_do_not_read_never_change_its_verdict(corpus: list[Scenario],
                                                                        fields_read: dict[str, set[str]]) -> None:
    """Every scenario passes on an engine that reports none of the fields its checks don't read. One run per
    scenario with all those fields left out at once, not one run per field (some 30 runs of the corpus, a tenth
    of the tests' CPU time): a field read where it shouldn't be fails the scenario either way, unless another
    missing field made the harness take a path that never reads it (a judgment: the per-field runs would also
    catch that)."""
    for scenario in corpus:
        unread = [(c, f) for c, f in OBSERVABLE if f"{c.__name__}.{f}" not in fields_read[scenario.id]]
        assert unread, scenario.id
        outcome = execute(scenario, Omitting(*unread), timeout_s=None)
        assert outcome.status == "passed", (f"{scenario.id} without {[f'{c.__name__}.{f}' for c, f in unread]}: "
                                            f"{outcome.message}")


#: One check of each kind, with arguments as the step vocabulary writes them.
EXAMPLE_CHECKS = {
    "triggered": {"sources": {}},
    "counters": {"card": "Forest", "kind": "+1/+1", "count": 0},
    "life": {"player": "Alice", "life": 20},
    "controls": {"player": "Alice", "cards": {"Forest": 0}},
    "zone": {"player": "Alice", "zone": "hand", "cards": {"Forest": 0}},
    "library_top": {"player": "Alice", "card": "Forest"},
    "stack": {"items": []},
    "tapped": {"card": "Forest", "tapped": False},
    "power_toughness": {"card": "Forest", "power": 0, "toughness": 0},
    "mana_pool": {"player": "Alice", "mana": {}},
    "attached": {"card": "Forest", "host": "Forest"},
    "mana_value": {"card": "Forest", "where": "battlefield", "value": 0},
    "turn": {"player": "Alice", "step": "precombat_main"},
    "characteristics": {"card": "Forest", "where": "stack", "player": None, "expect": {"colors": []}},
    "combat": {"card": "Forest", "state": "not attacking"},
    "damage": {"card": "Forest", "amount": 0},
}


def test_every_check_kind_has_an_example() -> None:
    assert set(EXAMPLE_CHECKS) == set(CHECK_KINDS)


@pytest.mark.parametrize("kind", sorted(EXAMPLE_CHECKS))
def test_no_check_kind_judges_a_snapshot_that_reports_nothing(kind: str) -> None:
    """An engine that reports nothing but its players' names gets no verdict from any check, even from one
    whose expected value equals a default (an empty zone, no triggers, 20 life, untapped)."""
    nothing = Snapshot([PlayerView("Alice"), PlayerView("Bob")])
    with pytest.raises(NotReported):
        mtg_rulings.adapters.checks.evaluate(Check(kind, EXAMPLE_CHECKS[kind], "f:1"), nothing)


#: Scenario id -> an engine built to get its ruling wrong in just that respect.
MUST_FAIL: dict[str, type[Engine]] = {
    "innkeeper-sees-the-giant-cast-normally": fakes.StackWithoutCharacteristicsEngine,
    "chocobo-opponents-land-entering": fakes.ControllerBlindDoublerEngine,
    "adventure-failed-cast-keeps-the-permission": fakes.NoRewindEngine,
    "hexproof-stops-an-opponents-spell": fakes.GenericTargetRuleEngine,
    "player-hexproof-stops-an-opponents-spell": fakes.GenericTargetRuleEngine,
    "shroud-stops-even-its-controllers-spell": fakes.GenericTargetRuleEngine,
    "protection-stops-a-spell-of-that-color": fakes.GenericTargetRuleEngine,
    # the scenario review (docs/review-2026-11-30.md): each of these engines passed the whole corpus before it
    "chocobo-two-headed-giant-teammate-your-land": fakes.TeamDoublerEngine,
    "cloud-whenever-trigger-elsewhere-once": fakes.EquipmentAnywhereEngine,
    "cloud-at-trigger-elsewhere-once": fakes.EquipmentAnywhereEngine,
    "chocobo-non-bird-own-enters-once": fakes.OwnEntersAlwaysDoubledEngine,
    "chocobo-token-bird-landfall": fakes.TokensAreNotBirdsEngine,
    "chocobo-no-bird-from-top-without-chocobo": fakes.BirdsFromTheTopForEveryoneEngine,
    "chocobo-look-at-top-without-priority": fakes.LookingTakesPriorityEngine,
    "chocobo-bird-from-top-follows-timing": fakes.SorceryRuleForAllEngine,
    "cloud-equip-is-sorcery-speed": fakes.SorceryRuleForAllEngine,
    "creature-from-exile-pays-its-cost": fakes.FreeFromExileEngine,
    "meddling-mage-chooses-an-adventure-name": fakes.ForgetsChosenNameEngine,
    "meddling-mage-names-overture": fakes.ForgetsChosenNameEngine,
}


@pytest.mark.parametrize("scenario_id", sorted(MUST_FAIL))
def test_the_scenario_fails_on_an_engine_built_to_get_it_wrong(corpus: list[Scenario], scenario_id: str) -> None:
    scenario = next(s for s in corpus if s.id == scenario_id)
    assert execute(scenario, ReferenceEngine(), timeout_s=None).status == "passed"
    outcome = execute(scenario, MUST_FAIL[scenario_id](), timeout_s=None)
    assert outcome.status == "failed", outcome.message


def test_an_engine_offering_an_adventure_beyond_the_mana_value_limit_does_not_pass(corpus: list[Scenario]) -> None:
    """Buster Sword's 3 damage can't cast Overture (mana value 6) from Jidoor (mana value 0). The reference
    engine has nothing to ask; an engine judging the card's mana value offers Overture, a choice the scenario
    doesn't script: `errored` (an unscripted choice during an accepted action), never `passed`."""
    scenario = next(s for s in corpus if s.id == "buster-sword-mana-value-of-the-adventure")
    assert execute(scenario, ReferenceEngine(), timeout_s=None).status == "passed"
    outcome = execute(scenario, fakes.CardManaValueForAdventuresEngine(), timeout_s=None)
    assert outcome.status == "errored" and "Overture" in outcome.message, outcome.message


def test_a_scripted_trigger_order_the_engine_contradicts_is_a_failure_with_expected_versus_observed(
        corpus: list[Scenario]) -> None:
    """The engine put two triggered abilities on the stack where the scenario's script orders three: that is the
    engine's answer differing from the ruling (`failed`), not a broken scenario (`errored`)."""
    scenario = next(s for s in corpus if s.id == "trigger-order-chosen-first-at-the-bottom")
    order = next(d for d in scenario.decisions if d.kind == "order")
    order.answer = [*order.answer, "Soul Warden"]
    outcome = execute(scenario, ReferenceEngine(), timeout_s=None)
    assert outcome.status == "failed", outcome.message
    assert "expected Alice to order triggered abilities from" in outcome.message and "observed" in outcome.message


def test_a_scripted_answer_never_asked_for_is_the_scenarios_error_on_the_oracle_and_a_note_elsewhere(
        corpus: list[Scenario]) -> None:
    from mtg_rulings.model.scenario import Decision

    scenario = next(s for s in corpus if s.id == "chocobo-opponents-land-entering")
    scenario.decisions.append(Decision("Alice", "may", "yes", "f:9"))
    outcome = execute(scenario, ReferenceEngine(), timeout_s=None)
    assert outcome.status == "errored" and "scripted answers never asked for: Alice's may answer 'yes' (f:9)" in outcome.message

    class Other(ReferenceEngine):
        name, oracle = "other", False

    outcome = execute(scenario, Other(), timeout_s=None)
    assert outcome.status == "passed" and "never asked for" in outcome.message


def test_an_engine_that_goes_on_with_a_forbidden_action_far_enough_to_ask_for_a_choice_fails(
        corpus: list[Scenario]) -> None:
    """A refusal scenario scripts no answers for the cast it expects refused: an engine that accepts the cast
    and asks for its target is wrong (`failed`), not a broken scenario."""
    scenario = next(s for s in corpus if s.id == "chocobo-overture-no")

    class Permissive(ReferenceEngine):
        name, oracle = "permissive", False

        def perform(self, action: Any) -> Any:
            if action.kind == "cast_spell":
                from mtg_rulings.adapters.contract import UnscriptedDecision

                raise UnscriptedDecision("Alice must choose a target for Overture")
            return super().perform(action)

    outcome = execute(scenario, Permissive(), timeout_s=None)
    assert outcome.status == "failed" and "to be rejected" in outcome.message
