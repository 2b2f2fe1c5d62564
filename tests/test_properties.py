"""Hypothesis properties of the reference engine's invariants."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mtg_rulings.reference_engine.abilities import ActivatedAbility
from mtg_rulings.reference_engine.cards import CARDS, card
from mtg_rulings.reference_engine.game import Game, IllegalAction
from mtg_rulings.reference_engine.objects import Player
from mtg_rulings.reference_engine.rewind import signature

LANDFALL = ["Sazh's Chocobo", "Grazing Gladehart", "Chocobo Racetrack"]
DECK = ["Forest", "Forest", "Island", "Gilded Goose", "Traveling Chocobo", "Llanowar Elves", "Sazh's Chocobo",
        "Grazing Gladehart", "Forest", "Mountain"]


def first_option(player: Player, kind: str, prompt: str, options: Sequence[Any]) -> Any:
    """Any legal answer will do for these properties: take the first (or keep the order given)."""
    return list(options) if kind == "order" else options[0]


def fingerprint(game: Game) -> Counter[tuple[str, str, str]]:
    """Every card (not token) by owner, zone and name."""
    found: Counter[tuple[str, str, str]] = Counter()
    zones = [game.battlefield, game.stack_zone, game.exile] + [z for p in game.players
                                                              for z in (p.library, p.hand, p.graveyard)]
    for zone in zones:
        for obj in zone:
            if not obj.is_token:
                found[(obj.owner.name, zone.name, obj.name)] += 1
    return found


def tap_one_land(game: Game, player: Player) -> None:
    """While casting: activate the mana ability of one untapped land ``player`` controls, if any."""
    for land in [o for o in game.permanents() if o.controller is player and not o.tapped]:
        for a in land.card.abilities:
            if isinstance(a, ActivatedAbility) and a.mana_ability and a.cost.tap and a.cost.mana is None:
                with contextlib.suppress(IllegalAction):
                    game.activate(player, land, a)
                    return


def card_count(game: Game) -> Counter[tuple[str, str]]:
    return Counter((owner, name) for (owner, _, name), n in fingerprint(game).items() for _ in range(n))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_cards_are_never_created_or_lost_and_rejected_actions_change_nothing(data: st.DataObject) -> None:
    game = Game(["Alice", "Bob"], first_option)
    for p in game.players:
        for name in data.draw(st.permutations(DECK), label=f"{p.name}'s library"):
            game.new_object(card(name), p, p.library)
        for _ in range(4):
            game.draw(p)
    game.set_step(game.players[0], "precombat_main", 3)
    game.new_object(card("Traveling Chocobo"), game.players[0], game.battlefield)
    start = card_count(game)
    for _ in range(data.draw(st.integers(5, 40), label="actions")):
        if game.over or game.priority is None:
            break
        player = game.priority
        choices: list[tuple[str, Any]] = [("pass", None)]
        choices += [("land", o) for o in [*player.hand, *player.library.objects[:1]]]
        choices += [("cast", o) for o in [*player.hand, *player.library.objects[:1]]]
        # casting while activating mana abilities (601.2g): a cast that then can't be paid must be reversed whole
        choices += [("cast tapping", o) for o in [*player.hand, *player.library.objects[:1]]]
        choices += [("activate", (o, a)) for o in game.permanents() if o.controller is player
                    for a in o.card.abilities if isinstance(a, ActivatedAbility)]
        kind, what = data.draw(st.sampled_from(choices))
        before, state = fingerprint(game), signature(game)
        try:
            if kind == "pass":
                game.pass_priority(player)
            elif kind == "land":
                game.play_land(player, what)
            elif kind == "cast":
                game.cast_spell(player, what)
            elif kind == "cast tapping":
                game.cast_spell(player, what, during=lambda p=player: tap_one_land(game, p))
            else:
                game.activate(player, *what)
        except IllegalAction:
            assert fingerprint(game) == before  # a rejected action leaves every card where it was
            assert signature(game) == state  # ... and everything else as it was (732.1)
        assert card_count(game) == start  # 400.7: cards move, they are never created or lost


@settings(max_examples=80, deadline=None)
@given(chocobos=st.integers(0, 3), theirs=st.integers(0, 2),
       landfall=st.lists(st.sampled_from(LANDFALL), min_size=0, max_size=4))
def test_k_chocobos_and_m_landfall_permanents_make_m_times_k_plus_one_triggers(
        chocobos: int, theirs: int, landfall: list[str]) -> None:
    game = Game(["Alice", "Bob"], first_option)
    game.set_step(game.players[0], "precombat_main", 3)
    alice, bob = game.players
    for _ in range(chocobos):
        game.new_object(card("Traveling Chocobo"), alice, game.battlefield)
    for _ in range(theirs):  # an opponent's Chocobos affect only the opponent's abilities
        game.new_object(card("Traveling Chocobo"), bob, game.battlefield)
    for name in landfall:
        game.new_object(card(name), alice, game.battlefield)
    forest = game.new_object(card("Forest"), alice, alice.hand)
    game.play_land(alice, forest)
    assert len(game.triggered_log) == len(landfall) * (chocobos + 1)


ENTERING = {  # card: (is land, is Bird, is artifact, is creature)
    "Forest": (True, False, False, False),
    "Gilded Goose": (False, True, False, True),
    "Clockwork Condor": (False, True, True, True),
    "Grazing Gladehart": (False, False, False, True),
    "Amulet of Vigor": (False, False, True, False),
}
WATCHERS = ["Sazh's Chocobo", "Soul Warden", "Grazing Gladehart", "Chocobo Racetrack"]


def expected_triggers(entering: str, watchers: list[str], chocobos: int, panharmonicons: int, yarok: int) -> int:
    """603.2d, written out independently of the engine: each watcher triggers once per matching event
    (landfall on a land; Soul Warden on another creature; the entering card's own enters ability),
    then one more time for each effect that applies to that event."""
    land, bird, artifact, creature = ENTERING[entering]
    base = sum(1 for w in watchers if (w == "Soul Warden" and creature) or (w != "Soul Warden" and land))
    base += 1 if entering == "Gilded Goose" else 0  # its own "when this creature enters" ability
    extra = chocobos * (land or bird) + panharmonicons * (artifact or creature) + yarok
    return base * (1 + extra)


@settings(max_examples=150, deadline=None)
@given(chocobos=st.integers(0, 3), panharmonicons=st.integers(0, 2), yarok=st.integers(0, 1),
       watchers=st.lists(st.sampled_from(WATCHERS), max_size=4), entering=st.sampled_from(sorted(ENTERING)))
def test_triggers_put_on_the_stack_match_the_603_2d_count(chocobos: int, panharmonicons: int, yarok: int,
                                                          watchers: list[str], entering: str) -> None:
    game = Game(["Alice", "Bob"], first_option)
    game.set_step(game.players[0], "precombat_main", 3)
    alice = game.players[0]
    names = (["Traveling Chocobo"] * chocobos + ["Panharmonicon"] * panharmonicons
             + ["Yarok, the Desecrated"] * yarok + watchers)
    for name in names:
        game.new_object(card(name), alice, game.battlefield)
    newcomer = game.new_object(card(entering), alice, alice.hand)
    game.put_onto_battlefield([newcomer], alice)
    # the permanents already there don't count as entering; watchers on the battlefield before it are checked
    assert len(game.triggered_log) == expected_triggers(entering, watchers, chocobos, panharmonicons, yarok)


MANA_SOURCES = ["Forest", "Wastes", "Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Pili-Pala", "Llanowar Elves",
                "Shivan Reef", "Crossroads Village", "Gilded Goose", "Bazaar of Baghdad"]
MANA_EFFECTS = ["Contamination", "Mana Reflection", "Mana Flare", "Heartbeat of Spring"]


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_mana_abilities_only_ever_add_defined_types_and_pools_empty_between_steps(data: st.DataObject) -> None:
    game = Game(["Alice", "Bob"], first_option)
    for p in game.players:
        for _ in range(10):
            game.new_object(card("Island"), p, p.library)
    game.set_step(game.players[0], "upkeep", 3)
    for p in game.players:
        for name in data.draw(st.lists(st.sampled_from(MANA_SOURCES + MANA_EFFECTS), max_size=6), label=p.name):
            obj = game.new_object(card(name), p, game.battlefield)
            obj.tapped = data.draw(st.booleans(), label=f"{name} tapped")
    for _ in range(data.draw(st.integers(1, 25), label="actions")):
        if game.over or game.priority is None:
            break
        player = game.priority
        abilities = [(o, a) for o in game.permanents() if o.controller is player for a in o.card.abilities
                     if isinstance(a, ActivatedAbility) and a.mana_ability]
        choice = data.draw(st.sampled_from([None, *abilities]), label="mana ability or pass")
        step = game.step
        if choice is None:
            game.pass_priority(player)
        else:
            with contextlib.suppress(IllegalAction):
                game.activate(player, *choice)
        for p in game.players:
            assert set(+p.mana_pool.amounts) <= {"W", "U", "B", "R", "G", "C"}  # 106.5: never an undefined type
            if game.step != step:
                assert p.mana_pool.total() == 0  # 106.4: pools empty as a step ends


ADVENTURERS = sorted(name for name, c in CARDS.items() if c.adventure is not None)


@settings(max_examples=120, deadline=None)
@given(name=st.sampled_from(ADVENTURERS), zone=st.sampled_from(["library", "hand", "graveyard", "exile", "battlefield",
                                                                "stack"]),
       as_adventure=st.booleans())
def test_adventurer_characteristics_follow_715_4(name: str, zone: str, as_adventure: bool) -> None:
    """715.4: the normal characteristics everywhere, except on the stack when cast as an Adventure (715.3b)."""
    game = Game(["Alice", "Bob"], first_option)
    alice = game.players[0]
    target = {"library": alice.library, "hand": alice.hand, "graveyard": alice.graveyard, "exile": game.exile,
              "battlefield": game.battlefield, "stack": game.stack_zone}[zone]
    obj = game.new_object(card(name), alice, target)
    obj.cast_as_adventure = as_adventure and zone == "stack"  # only a spell on the stack can be one
    ch = game.characteristics(obj)
    expected = card(name).adventure.base if obj.cast_as_adventure else card(name).base  # type: ignore[union-attr]
    assert (ch.name, ch.mana_cost, ch.colors, ch.types, ch.subtypes) == (
        expected.name, expected.mana_cost, expected.colors, expected.types, expected.subtypes)
    assert game.has_adventure(obj) is not obj.cast_as_adventure  # 715.2a
