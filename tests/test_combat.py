"""Issue 25, combat: declare blockers (509), combat damage (510) and the combat keywords (702).

- The steps and the data model: blocks and a damage assignment as actions, round-tripping through the scenario
  JSON and the stdio protocol; the combat and damage checks (tests/test_checks_and_results.py covers them holding,
  failing, and unsupported when not reported).
- The rules: lethal damage with deathtouch (702.2c), the damage assignments trample allows (702.19b).
- Each combat scenario passes on the reference engine and fails on an engine built to get its rule wrong
  (tests/fakes.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.adapters.stdio.protocol import act_request, action_from_message, problem
from mtg_rulings.model.scenario import Action, Scenario
from mtg_rulings.reference_engine import combat
from mtg_rulings.reference_engine.cards import card
from mtg_rulings.reference_engine.game import Game, IllegalAction
from mtg_rulings.steps.collection import load_suite
from mtg_rulings.steps.grammar import StepError
from mtg_rulings.steps.scenarios import build_scenario
from mtg_rulings.steps.vocabulary import parse_step_text
from tests import fakes

ROOT = Path(__file__).resolve().parent.parent
FEATURES = [ROOT / "features" / "rules" / f for f in (
    "506_combat.feature", "509_declare_blockers.feature", "510_combat_damage.feature", "702_combat_keywords.feature")]

# --- the steps and the data model -------------------------------------------------------------------


def test_blocks_are_read_as_blocker_attacker_pairs() -> None:
    _, args = parse_step_text("when", "Bob blocks Isamaru, Hound of Konda with Grizzly Bears and Giant Spider; "
                                      "Goblin Raider with Human")
    assert args["blocks"] == [["Grizzly Bears", "Isamaru, Hound of Konda"], ["Giant Spider", "Isamaru, Hound of Konda"],
                              ["Human", "Goblin Raider"]]
    with pytest.raises(StepError, match="with <blocking creatures>"):
        parse_step_text("when", "Bob blocks Grizzly Bears")[1]


def test_a_damage_assignment_names_creatures_and_players() -> None:
    _, args = parse_step_text("when", "Alice assigns Colossal Dreadmaw's combat damage as 4 to Giant Spider and 2 to Bob")
    assert args["card"] == "Colossal Dreadmaw" and args["assignment"] == {"Giant Spider": 4, "Bob": 2}


def test_combat_fields_are_left_out_of_the_json_unless_set_and_round_trip() -> None:
    plain = Action("pass_priority")
    assert not {"blocks", "assignment"} & set(act_request(plain)["action"])
    blocks = Action("declare_blockers", player="Bob", blocks=[["Giant Spider", "Serra Angel"]])
    assign = Action("assign_combat_damage", player="Alice", card="Colossal Dreadmaw", assignment={"Giant Spider": 6})
    for action in (blocks, assign):
        message = {**act_request(action), "id": 1}
        assert problem(message, "act.request") is None
        assert action_from_message(message["action"]) == action
    assert problem({"cmd": "act", "id": 1, "action": {"kind": "declare_blockers", "blocks": [["Giant Spider"]]}},
                   "act.request") is not None
    assert blocks.describe() == "Bob blocks Serra Angel with Giant Spider"
    assert Action("declare_blockers", player="Bob").describe() == "Bob declares no blockers"


# --- the rules -------------------------------------------------------------------------------------------


def _game_in_combat(attacker: str, blockers: list[str]) -> tuple[Game, object, list[object]]:
    game = Game(["Alice", "Bob"], lambda *a: (_ for _ in ()).throw(AssertionError(a)))
    alice, bob = game.players
    att = game.new_object(card(attacker), alice, game.battlefield)
    blocks = [game.new_object(card(b), bob, game.battlefield) for b in blockers]
    game.set_step(alice, "declare_attackers", 3)
    att.attacking = True
    combat.declare_blockers(game, bob, [(b, att) for b in blocks])
    game.set_step(alice, "declare_blockers", 3)
    combat.begin_declare_blockers(game)
    return game, att, blocks


def test_lethal_damage_is_toughness_less_damage_and_1_with_deathtouch() -> None:
    game, att, [spider] = _game_in_combat("Colossal Dreadmaw", ["Giant Spider"])
    assert combat.lethal_damage(game, att, spider) == 4
    spider.damage = 3
    assert combat.lethal_damage(game, att, spider) == 1
    rats = game.new_object(card("Typhoid Rats"), game.players[0], game.battlefield)
    spider.damage = 0
    assert combat.lethal_damage(game, rats, spider) == 1  # 702.2c
    spider.damage = 4
    assert combat.lethal_damage(game, rats, spider) == 0


def test_trample_assignments_give_each_blocker_lethal_before_the_player() -> None:
    game, att, [spider] = _game_in_combat("Colossal Dreadmaw", ["Giant Spider"])
    bob = game.players[1]
    options = combat.assignment_options(game, att, 6, [spider], bob, trample=True)
    assert sorted((o[spider], o[bob]) for o in options) == [(4, 2), (5, 1), (6, 0)]
    assert combat.assignment_illegality(game, att, {"Giant Spider": 3, "Bob": 3})[1] == "702.19b"
    assert combat.assignment_illegality(game, att, {"Giant Spider": 5}) is not None  # not its whole power (510.1a)
    assert combat.assignment_illegality(game, att, {"Giant Spider": 4, "Bob": 2}) is None


def test_a_blocked_creature_among_two_blockers_divides_freely_without_trample() -> None:
    game, att, [bears, spider] = _game_in_combat("Isamaru, Hound of Konda", ["Grizzly Bears", "Giant Spider"])
    options = combat.assignment_options(game, att, 2, [bears, spider], game.players[1], trample=False)
    assert sorted((o[bears], o[spider]) for o in options) == [(0, 2), (1, 1), (2, 0)]
    assert combat.assignment_illegality(game, att, {"Grizzly Bears": 1, "Bob": 1})[1] == "510.1c"


def test_menace_needs_two_blockers_and_a_blocker_blocks_once() -> None:
    game = Game(["Alice", "Bob"], lambda *a: None)
    alice, bob = game.players
    adept = game.new_object(card("Flameblade Adept"), alice, game.battlefield)
    bears = game.new_object(card("Grizzly Bears"), bob, game.battlefield)
    game.set_step(alice, "declare_attackers", 3)
    adept.attacking = True
    with pytest.raises(IllegalAction) as refused:
        combat.declare_blockers(game, bob, [(bears, adept)])
    assert refused.value.rule == "702.110b"
    with pytest.raises(IllegalAction, match="only one attacking creature"):
        combat.declare_blockers(game, bob, [(bears, adept), (bears, adept)])
    combat.declare_blockers(game, bob, [])  # no blocks is a legal declaration
    assert game.planned_blocks == []


# --- each scenario fails on an engine built to get it wrong -------------------------------------------

MUST_FAIL: dict[str, type[fakes.PatchedEngine]] = {
    "block-flying-with-reach": fakes.ReachIgnoredEngine,
    "block-flying-without-flying-or-reach": fakes.FlyingIgnoredEngine,
    "menace-one-blocker-refused": fakes.MenaceIgnoredEngine,
    "cant-block": fakes.CantBlockIgnoredEngine,
    "block-with-tapped-creature-refused": fakes.TappedBlockersEngine,
    "becomes-blocked-trigger": fakes.NoBlockTriggersEngine,
    "blocks-trigger-bushido": fakes.NoBlockTriggersEngine,
    "attacks-or-blocks-trigger-on-block": fakes.NoBlockTriggersEngine,
    "blocked-and-blocker-deal-damage-to-each-other": fakes.BlocksIgnoredEngine,
    "blocker-survives-with-damage": fakes.BlockersDealNoDamageEngine,
    "first-strike-kills-before-regular-damage": fakes.NoFirstStrikeEngine,
    "first-strike-blocker-survives-and-strikes-back": fakes.BlockersDealNoDamageEngine,
    "double-strike-unblocked": fakes.DoubleStrikeOnceEngine,
    "double-strike-blocked": fakes.NoFirstStrikeEngine,
    "trample-lethal-then-player": fakes.NoTrampleEngine,
    "trample-less-than-lethal-refused": fakes.TrampleWithoutLethalEngine,
    "trample-with-deathtouch-one-is-lethal": fakes.LethalIgnoresDeathtouchEngine,
    "deathtouch-blocker-destroys-attacker": fakes.NoDeathtouchEngine,
    "lifelink-blocked-attacker-gains-life": fakes.NoLifelinkEngine,
    "lifelink-blocker-gains-life": fakes.NoLifelinkEngine,
    "lifelink-trample-one-life-gain-event": fakes.LifelinkPerRecipientEngine,
    "indestructible-blocker-survives-lethal-damage": fakes.NoIndestructibleEngine,
    "vigilance-attacker-untapped-blocked": fakes.NoVigilanceEngine,
    "blocker-removed-attacker-stays-blocked": fakes.UnblockedOnceBlockersGoneEngine,
    "blocker-removed-trample-damage-to-player": fakes.NoTrampleEngine,
    "menace-two-blockers": fakes.ReportsNoBlocksEngine,
    "no-blockers-unblocked": fakes.AllAttackersBlockedEngine,
}


@pytest.fixture(scope="module")
def scenarios() -> Iterator[dict[str, Scenario]]:
    infos = load_suite(ROOT / "features", ROOT, only=set(FEATURES))
    yield {i.id: build_scenario(i, None) for i in infos}


@pytest.mark.parametrize("scenario_id", sorted(MUST_FAIL))
def test_the_scenario_fails_on_an_engine_built_to_get_it_wrong(scenarios: dict[str, Scenario], scenario_id: str) -> None:
    scenario = scenarios[scenario_id]
    assert execute(scenario, ReferenceEngine(), timeout_s=None).status == "passed"
    outcome = execute(scenario, MUST_FAIL[scenario_id](), timeout_s=None)
    assert outcome.status == "failed", outcome.message


def test_every_combat_scenario_passes_on_the_reference_engine(scenarios: dict[str, Scenario]) -> None:
    assert len(scenarios) >= 35
    failing = {sid: o.message for sid, s in scenarios.items()
               if (o := execute(s, ReferenceEngine(), timeout_s=None)).status != "passed"}
    assert not failing
