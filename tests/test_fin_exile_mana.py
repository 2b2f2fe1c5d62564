"""Issue 14, part d: playing cards from exile and another player's library, land plays, the damage source, mana.

- The steps: another player's zone (``the top of Alice's library``), casting "by tapping" named lands (601.2g),
  and the ``owner`` field they add to an action (omitted from the JSON when unset, so other scenarios read and
  write as before).
- Each scenario below passes on the reference engine and fails on an engine built to get its rule wrong.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.adapters.stdio.protocol import act_request, action_from_message, problem
from mtg_rulings.model.scenario import Action, Scenario
from mtg_rulings.reference_engine import abilities, layers, permissions
from mtg_rulings.reference_engine.game import Game
from mtg_rulings.reference_engine.mana import ManaCost
from mtg_rulings.steps.grammar import StepError, parse_zone
from mtg_rulings.steps.vocabulary import tap_for_mana
from tests.fakes import PatchedEngine, patched_engine

# --- the steps -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("her hand", ("hand", None)), ("the top of his library", ("library", None)), ("exile", ("exile", None)),
    ("the top of Alice's library", ("library", "Alice")), ("Alice's graveyard", ("graveyard", "Alice")),
])
def test_a_zone_is_read_with_its_owner_when_it_is_another_players(text: str, expected: tuple[str, str | None]) -> None:
    assert parse_zone(text) == expected


@pytest.mark.parametrize("text", ["Alice's hand", "the top of Alice's graveyard", "the top of her graveyard", "the stack"])
def test_a_zone_that_isnt_one_a_card_is_played_from_is_refused(text: str) -> None:
    with pytest.raises(StepError, match="unknown zone"):
        parse_zone(text)


def test_by_tapping_names_one_land_per_mana_ability_to_activate() -> None:
    assert tap_for_mana("2 Mountain and Wastes") == ["Mountain", "Mountain", "Wastes"]
    assert tap_for_mana("Clive's Hideaway") == ["Clive's Hideaway"]  # its other ability costs {2}, {T}


def test_by_tapping_refuses_a_land_with_several_mana_abilities_and_a_status() -> None:
    with pytest.raises(StepError, match="Shivan Reef has 2 abilities"):
        tap_for_mana("Shivan Reef")
    with pytest.raises(StepError, match="without a status"):
        tap_for_mana("Mountain (tapped)")


def test_owner_is_left_out_of_the_json_unless_set_and_round_trips() -> None:
    plain = Action("play_land", player="Bob", card="Forest", zone="hand")
    assert "owner" not in act_request(plain)["action"]
    other = Action("cast_spell", player="Bob", card="Lightning Bolt", zone="library", owner="Alice",
                   during=[Action("activate_ability", player="Bob", card="Mountain", ability="{T}")])
    message = act_request(other)
    assert message["action"]["owner"] == "Alice" and "owner" not in message["action"]["during"][0]
    assert problem({**message, "id": 1}, "act.request") is None  # the client numbers each request (stdio/3)
    assert problem({"cmd": "act", "id": 1, "action": {"kind": "play_land", "owner": ""}}, "act.request") is not None
    assert action_from_message(message["action"]) == other
    assert other.describe() == "Bob casts Lightning Bolt from Alice's library"


# --- scenarios that fail on an engine built to get them wrong ------------------------------------------




def _spell_is_the_source(effect: Any, game: Game, ctx: Any) -> None:
    for creature in ctx.targets:
        power = game.characteristics(creature).power or 0
        for other in game.permanents():
            if other is not creature and "Creature" in game.card_types(other):
                game.deal_damage(ctx.source, other, power)


_has_keyword = Game.has_keyword
_parse = ManaCost.parse.__func__  # type: ignore[attr-defined]
_put_counters = Game.put_counters

SpellIsTheSource = patched_engine("spell-is-the-source", lambda: mock.patch.object(
    abilities.TargetDealsDamageEqualToPower, "apply", _spell_is_the_source))
NoProtectionFromDamage = patched_engine("no-protection-from-damage", lambda: mock.patch.object(
    Game, "has_keyword", lambda g, o, k: not k.startswith("Protection") and _has_keyword(g, o, k)))
ResolvesWithIllegalTargets = patched_engine("resolves-with-illegal-targets", lambda: mock.patch.object(
    Game, "_target_spec", lambda g, item: None))
FlashbackForItsManaCost = patched_engine("flashback-for-its-mana-cost", lambda: mock.patch.object(
    ManaCost, "parse", classmethod(lambda cls, text: _parse(cls, "{2}{R}{R}" if text == "{5}{R}{R}" else text))))
PermissionsNeverEnd = patched_engine("permissions-never-end", lambda: mock.patch.object(
    permissions, "expire", lambda game, step: None))
UnlimitedLandPlays = patched_engine("unlimited-land-plays", lambda: mock.patch.object(Game, "land_plays", lambda g, p: 99))
NoAdditionalLandPlays = patched_engine("no-additional-land-plays", lambda: mock.patch.object(
    Game, "land_plays", lambda g, p: p.land_plays_allowed))
_create_effect = layers.CreateEffect.apply
NoDurationMeansThisTurn = patched_engine("no-duration-means-this-turn", lambda: mock.patch.object(
    layers.CreateEffect, "apply", lambda e, g, ctx: _create_effect(dataclasses.replace(e, duration="end_of_turn"), g, ctx)))
AnyCardOfTheLibrary = patched_engine("any-card-of-the-library", lambda: mock.patch.object(
    permissions, "library_top", lambda g, p, o: next(iter(o.owner.top_permissions), None)
    if o.zone is o.owner.library else None))
DoublingDoesNothing = patched_engine("doubling-does-nothing", lambda: mock.patch.object(
    abilities.DoubleCounters, "apply", lambda e, g, ctx: None))
LandTypesLostWithCardTypes = patched_engine("land-types-lost-with-card-types", lambda: mock.patch.object(
    layers, "types", _types_losing_card_types))


def _types_losing_card_types(game: Game, obj: Any, base: Any) -> tuple[Any, Any, Any]:
    supertypes, card_types, subtypes = _real_types(game, obj, base)
    if any(e.lose_land_types for e in obj.effects):
        return (), ("Land",), ()
    return supertypes, card_types, subtypes


_real_types = layers.types


MUST_FAIL: dict[str, type[PatchedEngine]] = {
    "nibelheim-white-source-hits-protection-from-red": SpellIsTheSource,
    "nibelheim-red-source-prevented-by-protection": NoProtectionFromDamage,
    "nibelheim-target-gone-no-discard-no-draw": ResolvesWithIllegalTargets,
    "nibelheim-flashback-costs-seven-mana-value-four": FlashbackForItsManaCost,
    "nibelheim-flashback-not-for-its-mana-cost": FlashbackForItsManaCost,
    "haste-magic-permission-ends-at-next-end-step": PermissionsNeverEnd,
    "haste-magic-land-from-exile-needs-land-play": UnlimitedLandPlays,
    "opera-love-song-two-lands-one-land-play": UnlimitedLandPlays,
    "zell-and-exploration-three-lands": NoAdditionalLandPlays,
    "zell-alone-two-lands": UnlimitedLandPlays,
    "shoopuf-stays-a-creature-next-turn": NoDurationMeansThisTurn,
    "other-library-xanathar-only-the-top-card": AnyCardOfTheLibrary,
    "sazh-doubles-after-one-counter": DoublingDoesNothing,
    "ultima-blighted-dryad-arbor-stays-a-creature": LandTypesLostWithCardTypes,
}


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> Iterator[dict[str, Scenario]]:
    yield {s.id: s for s in Corpus.read(exported["json"] / "corpus.json").scenarios}


@pytest.mark.parametrize("scenario_id", sorted(MUST_FAIL))
def test_the_scenario_fails_on_an_engine_built_to_get_it_wrong(corpus: dict[str, Scenario], scenario_id: str) -> None:
    scenario = corpus[scenario_id]
    assert execute(scenario, ReferenceEngine(), timeout_s=None).status == "passed"
    outcome = execute(scenario, MUST_FAIL[scenario_id](), timeout_s=None)
    assert outcome.status == "failed", outcome.message


def test_a_scenario_in_another_players_library_needs_the_capability(corpus: dict[str, Scenario]) -> None:
    """An engine that can't tell whose library a card is in says so (`unsupported`), never plays its own card."""
    for sid in ("other-library-xanathar-land-and-spell", "other-library-refused-without-effect"):
        assert "other-players-zones" in corpus[sid].required_capabilities()
    assert "other-players-zones" not in corpus["haste-magic-land-from-exile-main-phase"].required_capabilities()
