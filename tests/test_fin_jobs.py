"""Issue 14, part b: Job select, Auras, replacement effects on tokens, counters and dying, "until" durations.

Each scenario below passes on the reference engine and fails on an engine built to get its rule wrong: the
reference engine with one rule replaced while it acts and is observed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.model.scenario import Scenario
from mtg_rulings.reference_engine import attachments, durations, replacements
from mtg_rulings.reference_engine.game import Game
from tests.fakes import PatchedEngine, assert_fails_only_when_wrong, patched_engine

_check_triggers = Game._check_triggers
_abilities = Game.abilities
_has_keyword = Game.has_keyword


def _attached_as_it_enters(effect: Any, game: Game, ctx: Any) -> None:
    """Wrong: the Equipment is attached before abilities look at the Hero token entering (603.6a)."""
    with mock.patch.object(Game, "_check_triggers", lambda *a, **k: None):
        tokens = game.create_tokens(effect.token, 1, ctx.controller)
    attachments.attach(game, ctx.source, tokens[0])
    _check_triggers(game, "enters", tokens)


def _moved_counters(effect: Any, game: Game, ctx: Any) -> None:
    """Wrong: the counters are moved (122.5), not put (122.9): no replacement effect sees them."""
    for target in ctx.targets:
        for kind, n in ctx.source.last_counters.items():
            target.counters[kind] += n


def _exiled_anyway(effect: Any, game: Game, ctx: Any) -> None:
    """Wrong: the target is exiled though the source has already left the battlefield (610.3b)."""
    for target in ctx.targets:
        if target.zone is game.battlefield:
            game.move(target, game.exile)


def _finality_as_an_ability(game: Game, obj: Any) -> Any:
    """Wrong: the finality counter works only while the permanent has abilities (122.1h says it isn't one)."""
    if obj.counters.get("finality", 0) > 0 and _abilities(game, obj):
        return game.exile
    return obj.owner.graveyard


def _last_known_ignored(effect: Any, game: Game, ctx: Any) -> None:
    """Wrong: "an Equipment that was attached to" the sacrificed creature is read now, not as it last existed."""
    for target in ctx.targets:
        for equipment in attachments.attached_to(game, ctx.source):
            attachments.attach(game, equipment, target)


AttachedAsItEnters = patched_engine("attached-as-it-enters", lambda: mock.patch.object(
    attachments.CreateTokenAndAttach, "apply", _attached_as_it_enters))
TokensNotDoubled = patched_engine("tokens-not-doubled", lambda: mock.patch.object(
    replacements, "token_count", lambda game, n, controller, name: n))
NoGrantedAbilities = patched_engine("no-granted-abilities", lambda: mock.patch.object(
    Game, "abilities", lambda g, o: g.face(o).abilities))
NoDrawTriggers = patched_engine("no-draw-triggers", lambda: mock.patch.object(
    Game, "_check_triggers", lambda g, event, *a, **k: None if event == "draw" else _check_triggers(g, event, *a, **k)))
NoFinalityCounters = patched_engine("no-finality-counters", lambda: mock.patch.object(
    replacements, "graveyard_destination", lambda game, obj: obj.owner.graveyard))
FinalityAsAnAbility = patched_engine("finality-as-an-ability", lambda: mock.patch.object(
    replacements, "graveyard_destination", _finality_as_an_ability))
CountersMoved = patched_engine("counters-moved", lambda: mock.patch.object(
    replacements.PutSourcesCountersOnTargets, "apply", _moved_counters))
ExiledAnyway = patched_engine("exiled-anyway", lambda: mock.patch.object(
    durations.ExileUntilSourceLeaves, "apply", _exiled_anyway))
NeverReturns = patched_engine("never-returns", lambda: mock.patch.object(durations, "leaving", lambda game, obj: []))
AurasStay = patched_engine("auras-stay", lambda: mock.patch.object(
    attachments, "state_based_actions", lambda game: ([], False)))
NoIndestructible = patched_engine("no-indestructible", lambda: mock.patch.object(
    Game, "has_keyword", lambda g, o, k: k != "Indestructible" and _has_keyword(g, o, k)))
LastKnownIgnored = patched_engine("last-known-ignored", lambda: mock.patch.object(
    attachments.AttachSourcesEquipmentToTargets, "apply", _last_known_ignored))

MUST_FAIL: dict[str, type[PatchedEngine]] = {
    "job-select-hero-enters-as-1-1[Samurai's Katana-{C}{C}{R}-3/3]": AttachedAsItEnters,
    "job-select-hero-not-seen-as-3-3[Machinist's Arsenal-{C}{C}{C}{C}{W}]": AttachedAsItEnters,
    "job-select-doubling-season-one-hero-equipped[Dragoon's Lance-{C}{W}-2/1 and 1/1]": TokensNotDoubled,
    "black-mages-rod-trigger-resolves-first": NoGrantedAbilities,
    "planisphere-third-card-equipped-after-first": NoDrawTriggers,
    "yuna-finality-counter-exiles-an-enchantment": NoFinalityCounters,
    "yuna-finality-counter-survives-losing-abilities": FinalityAsAnAbility,
    "zack-fair-counters-put-so-doubled": CountersMoved,
    "zack-fair-equipment-and-indestructible": NoIndestructible,
    "white-auracite-gone-before-resolution": ExiledAnyway,
    "white-auracite-still-there-exiles": NeverReturns,
    "white-auracite-exiled-creature-loses-aura-equipment-counters": AurasStay,
    "aura-goes-when-enchanted-creature-dies": AurasStay,
}
MUST_FAIL_TOO = {"zack-fair-equipment-and-indestructible": LastKnownIgnored}


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> Iterator[dict[str, Scenario]]:
    yield {s.id: s for s in Corpus.read(exported["json"] / "corpus.json").scenarios}


@pytest.mark.parametrize("scenario_id, wrong", [*MUST_FAIL.items(), *MUST_FAIL_TOO.items()],
                         ids=[*MUST_FAIL, *(f"{k}-2" for k in MUST_FAIL_TOO)])
def test_the_scenario_fails_on_an_engine_built_to_get_it_wrong(corpus: dict[str, Scenario], scenario_id: str,
                                                               wrong: type[PatchedEngine]) -> None:
    assert_fails_only_when_wrong(corpus[scenario_id], wrong)
