"""Unit tests of the reference engine's rules, driven through its own API."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine as ReferenceEngineAdapter
from mtg_rulings.model.scenario import Action, Response
from mtg_rulings.reference_engine import attachments
from mtg_rulings.reference_engine.abilities import ActivatedAbility, AddProducedType, EffectContext
from mtg_rulings.reference_engine.cards import card
from mtg_rulings.reference_engine.dfc import color_identity
from mtg_rulings.reference_engine.game import Game, IllegalAction
from mtg_rulings.reference_engine.gift import GiveGift
from mtg_rulings.reference_engine.objects import GameObject, Player
from mtg_rulings.reference_engine.records import NotAnOption
from mtg_rulings.reference_engine.rewind import Rng, record, restore, signature


class Script:
    """A decider that answers from a list and records what it was asked."""

    def __init__(self, *answers: Any) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, str]] = []

    def __call__(self, player: Player, kind: str, prompt: str, options: Sequence[Any]) -> Any:
        self.asked.append((player.name, kind))
        answer = self.answers.pop(0)
        for o in options:
            if getattr(o, "name", o) == answer:
                return o
        return answer


def new_game(*answers: Any) -> Game:
    """Alice's precombat main phase; each library holds five Islands so turns can pass (704.5b)."""
    game = Game(["Alice", "Bob"], Script(*answers))
    for p in game.players:
        for _ in range(5):
            game.new_object(card("Island"), p, p.library)
    game.set_step(game.player("Alice"), "precombat_main", 3)
    return game


def put(game: Game, who: str, name: str, zone: str = "battlefield", sick: bool = False) -> GameObject:
    player = game.player(who)
    target = game.battlefield if zone == "battlefield" else getattr(player, zone)
    obj = game.new_object(card(name), player, target)
    obj.sick = sick
    return obj


def alice(game: Game) -> Player:
    return game.player("Alice")


# --- priority and the stack (117, 405, 608) ---------------------------------------------------------


def test_spell_resolves_only_when_all_players_pass_in_succession() -> None:
    game = new_game()
    goose = put(game, "Alice", "Gilded Goose", "hand")
    alice(game).mana_pool.add("G")
    game.cast_spell(alice(game), goose)
    assert [o.name for o in game.stack] == ["Gilded Goose"]
    assert game.priority is alice(game)  # 117.3c: the caster receives priority
    game.pass_priority(alice(game))
    assert game.priority is game.player("Bob") and len(game.stack) == 1  # one pass resolves nothing
    game.pass_priority(game.player("Bob"))
    assert game.stack[0].kind == "triggered"  # the Goose resolved; its enters ability is on the stack
    assert [p.name for p in game.permanents()] == ["Gilded Goose"]
    assert game.priority is alice(game)  # 117.3b: the active player receives priority after resolution


def test_a_pass_settles_state_based_actions_before_the_next_player_receives_priority() -> None:
    game = new_game("Bob")  # the Salvagers' trigger targets Bob
    salvagers = put(game, "Alice", "Al Bhed Salvagers")
    salvagers.damage = 10  # lethal damage the setup marked, not yet checked (704.5g)
    game.pass_priority(alice(game))
    assert salvagers.zone is not game.battlefield and [o.name for o in alice(game).graveyard] == ["Al Bhed Salvagers"]
    assert [s.source.name for s in game.stack] == ["Al Bhed Salvagers"]  # it died: its ability triggered (117.5)
    assert game.priority is game.player("Bob") and game.passes == 1 and game.step == "precombat_main"


def test_a_pass_whose_trigger_gets_an_illegal_target_is_reversed() -> None:
    game = new_game()

    def refuse(player: Player, kind: str, prompt: str, options: Sequence[Any]) -> Any:
        raise NotAnOption("Alice")  # Alice isn't an opponent of hers: an illegal target (115.1)

    game.decider = refuse
    salvagers = put(game, "Alice", "Al Bhed Salvagers")
    salvagers.damage = 10
    with pytest.raises(IllegalAction):
        game.pass_priority(alice(game))
    assert salvagers.zone is game.battlefield and salvagers.damage == 10  # 732.1: the pass is reversed whole
    assert game.priority is alice(game) and game.passes == 0 and not game.stack


def test_stack_resolves_last_in_first_out() -> None:
    game = new_game(["Sazh's Chocobo", "Grazing Gladehart"])  # the order Alice puts her triggers on the stack
    put(game, "Alice", "Sazh's Chocobo")
    put(game, "Alice", "Grazing Gladehart")
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    assert [s.source.name for s in game.stack] == ["Sazh's Chocobo", "Grazing Gladehart"]
    game.decider = Script("no")  # Gladehart resolves first and asks its "you may"
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert [s.source.name for s in game.stack] == ["Sazh's Chocobo"]


def test_triggers_go_on_the_stack_in_apnap_order() -> None:
    game = new_game()
    a = put(game, "Alice", "Gilded Goose", "hand")
    b = put(game, "Bob", "Gilded Goose", "hand")
    a.controller = alice(game)
    game.enter_battlefield([a, b])  # one event: both enter at the same time, under their owners' control
    game._settle()
    # 603.3b: the active player's triggers go on the stack first, so the other player's resolve first
    assert [s.controller.name for s in game.stack] == ["Alice", "Bob"]


# --- playing lands (305) ----------------------------------------------------------------------------


def test_one_land_per_turn_then_a_new_turn_allows_another() -> None:
    game = new_game()
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    second = put(game, "Alice", "Island", "hand")
    with pytest.raises(IllegalAction) as e:
        game.play_land(alice(game), second)
    assert e.value.rule == "305.2"
    for _ in range(40):  # pass until Alice's next turn's main phase
        if game.turn_number == 5 and game.step == "precombat_main":
            break
        game.pass_priority(game.priority)  # type: ignore[arg-type]
    assert game.active is alice(game) and game.step == "precombat_main"
    game.play_land(alice(game), second)
    assert second.zone is game.battlefield


@pytest.mark.parametrize("step", ["upkeep", "beginning_of_combat", "end"])
def test_land_play_needs_a_main_phase(step: str) -> None:
    game = new_game()
    game.set_step(alice(game), step, 3)
    with pytest.raises(IllegalAction) as e:
        game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    assert e.value.rule == "305.1"


def test_land_play_needs_an_empty_stack_and_own_turn() -> None:
    game = new_game()
    alice(game).mana_pool.add("G")
    game.cast_spell(alice(game), put(game, "Alice", "Gilded Goose", "hand"))
    with pytest.raises(IllegalAction, match="stack is empty"):
        game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    game2 = new_game()
    game2.set_step(game2.player("Bob"), "precombat_main", 4)
    game2.pass_priority(game2.player("Bob"))
    with pytest.raises(IllegalAction, match="own turn"):
        game2.play_land(alice(game2), put(game2, "Alice", "Forest", "hand"))


def test_no_land_from_the_library_without_a_permission() -> None:
    game = new_game()
    forest = put(game, "Alice", "Forest", "library")
    with pytest.raises(IllegalAction) as e:
        game.play_land(alice(game), forest)
    assert e.value.rule == "305.1"


def test_chocobo_permission_covers_only_the_top_card() -> None:
    game = new_game()
    put(game, "Alice", "Traveling Chocobo")
    second = put(game, "Alice", "Forest", "library")  # below the five Islands
    with pytest.raises(IllegalAction):
        game.play_land(alice(game), second)


# --- costs, mana and summoning sickness (107.5, 302.6, 106.4) -----------------------------------------


def test_summoning_sick_creature_cant_tap_but_a_new_land_can() -> None:
    game = new_game()
    elves = put(game, "Alice", "Llanowar Elves", sick=True)
    with pytest.raises(IllegalAction) as e:
        game.activate(alice(game), elves, elves.card.abilities[0])  # type: ignore[arg-type]
    assert e.value.rule == "302.6"
    forest = put(game, "Alice", "Forest", "hand")
    game.play_land(alice(game), forest)
    land = game.permanents()[-1]
    game.activate(alice(game), land, land.card.abilities[0])  # type: ignore[arg-type]
    assert alice(game).mana_pool.amounts["G"] == 1


def test_tapped_permanent_cant_pay_tap_again() -> None:
    game = new_game()
    forest = put(game, "Alice", "Forest")
    ability = forest.card.abilities[0]
    game.activate(alice(game), forest, ability)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as e:
        game.activate(alice(game), forest, ability)  # type: ignore[arg-type]
    assert e.value.rule == "107.5"


def test_creature_is_no_longer_sick_on_its_controllers_next_turn() -> None:
    game = new_game()
    game.set_step(game.player("Bob"), "end", 4)
    elves = put(game, "Alice", "Llanowar Elves", sick=True)
    while not (game.active is alice(game) and game.step == "upkeep"):
        game.pass_priority(game.priority)  # type: ignore[arg-type]
    game.activate(alice(game), elves, elves.card.abilities[0])  # type: ignore[arg-type]
    assert elves.tapped


def test_mana_pool_empties_at_the_end_of_each_step() -> None:
    game = new_game()
    alice(game).mana_pool.add("G", 2)
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert game.step == "beginning_of_combat"
    assert alice(game).mana_pool.total() == 0


def test_casting_needs_the_full_cost() -> None:
    game = new_game()
    gladehart = put(game, "Alice", "Grazing Gladehart", "hand")
    alice(game).mana_pool.add("G", 2)
    with pytest.raises(IllegalAction) as e:
        game.cast_spell(alice(game), gladehart)
    assert e.value.rule == "601.2h"
    assert gladehart.zone is alice(game).hand and alice(game).mana_pool.total() == 2  # nothing changed


# --- zones (400.7) and triggers (603) -----------------------------------------------------------------


def test_an_object_that_changes_zones_is_a_new_object() -> None:
    game = new_game()
    forest = put(game, "Alice", "Forest", "hand")
    old_id = forest.id
    game.play_land(alice(game), forest)
    assert forest.id != old_id


@pytest.mark.parametrize("chocobos", [0, 1, 2, 3])
def test_each_chocobo_adds_one_trigger(chocobos: int) -> None:
    game = new_game()
    for _ in range(chocobos):
        put(game, "Alice", "Traveling Chocobo")
    put(game, "Alice", "Sazh's Chocobo")
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    assert len(game.triggered_log) == chocobos + 1


def test_panharmonicon_doesnt_multiply_a_land_entering() -> None:
    game = new_game()
    put(game, "Alice", "Panharmonicon")
    put(game, "Alice", "Sazh's Chocobo")
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    assert len(game.triggered_log) == 1


def test_chocobo_and_panharmonicon_each_add_one_for_a_bird() -> None:
    game = new_game()
    put(game, "Alice", "Panharmonicon")
    put(game, "Alice", "Traveling Chocobo")
    alice(game).mana_pool.add("G")
    game.cast_spell(alice(game), put(game, "Alice", "Gilded Goose", "hand"))
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert len(game.triggered_log) == 3  # once, plus one for each effect (603.2d)


def test_trace_cites_the_rules_applied() -> None:
    game = new_game()
    put(game, "Alice", "Traveling Chocobo")
    put(game, "Alice", "Sazh's Chocobo")
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    rules = [e.rule for e in game.trace]
    assert rules.index("305.1") < rules.index("603.2") < rules.index("603.2d") < rules.index("603.3")


def test_cleanup_discards_to_seven_and_starts_the_next_turn() -> None:
    game = new_game("Forest")
    for _ in range(8):
        put(game, "Alice", "Forest", "hand")
    game.set_step(alice(game), "end", 3)
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert len(alice(game).hand) == 7 and len(alice(game).graveyard) == 1
    assert game.active.name == "Bob" and game.step == "upkeep"


def test_until_end_of_turn_effects_end_in_cleanup() -> None:
    game = new_game()
    put(game, "Alice", "Chocobo Racetrack")
    game.play_land(alice(game), put(game, "Alice", "Forest", "hand"))
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))  # the Racetrack makes a Bird token
    bird = next(o for o in game.permanents() if o.name == "Bird")
    game.pump_until_end_of_turn(bird, 1, 0)
    assert game.characteristics(bird).power == 3
    game.set_step(alice(game), "end", 3)
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert game.characteristics(bird).power == 2


def resolve_all(game: Game) -> None:
    for _ in range(50):
        if not game.stack:
            return
        game.pass_priority(game.priority)  # type: ignore[arg-type]


def test_teysa_doubles_a_dies_trigger_looking_back_at_the_dead_creature() -> None:
    game = new_game("Hangarback Walker")  # Lightning Bolt's target
    put(game, "Alice", "Teysa Karlov")
    walker = put(game, "Alice", "Hangarback Walker")
    walker.counters["+1/+1"] = 2
    alice(game).mana_pool.add("R")
    game.cast_spell(alice(game), put(game, "Alice", "Lightning Bolt", "hand"))
    resolve_all(game)
    thopters = [o for o in game.permanents() if o.name == "Thopter"]
    assert len(thopters) == 4  # two instances (603.2d, 603.10a), each making one per counter it had


def test_delayed_triggers_are_not_multiplied() -> None:
    game = new_game()
    put(game, "Alice", "Traveling Chocobo")
    put(game, "Alice", "Panharmonicon")
    condor = put(game, "Alice", "Clockwork Condor")
    condor.counters["+1/+1"] = 3
    game.set_step(alice(game), "beginning_of_combat", 3)
    game.declare_attackers(alice(game), [condor])
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert len(game.triggered_log) == 1  # attacking is not entering: no additional time
    resolve_all(game)
    while game.step != "end_of_combat":
        game.pass_priority(game.priority)  # type: ignore[arg-type]
    assert len([s for s in game.stack if s.kind == "triggered"]) == 1  # the delayed ability, once
    resolve_all(game)
    assert condor.counters["+1/+1"] == 2


def test_two_headed_giant_teammates_share_a_life_total_and_a_turn() -> None:
    game = Game(["Alice", "Carol", "Bob", "Dan"], Script(), teams=[["Alice", "Carol"], ["Bob", "Dan"]])
    game.set_step(game.player("Alice"), "precombat_main", 3)
    game.player("Alice").life = 30
    game.gain_life(game.player("Carol"), 2)
    assert game.player("Alice").life == 32
    assert game.is_turn_of(game.player("Carol")) and not game.is_turn_of(game.player("Bob"))
    game.pass_priority(game.player("Alice"))
    assert game.priority is game.player("Carol")  # the teammate may act on the team's turn
    game.play_land(game.player("Carol"), put(game, "Carol", "Forest", "hand"))


def test_cycling_triggers_resolve_before_the_draw() -> None:
    game = new_game()
    put(game, "Alice", "Hekma Sentinels")
    censor = put(game, "Alice", "Censor", "hand")
    alice(game).mana_pool.add("U")
    game.activate(alice(game), censor, censor.card.abilities[0])  # type: ignore[arg-type]
    assert [s.kind for s in game.stack] == ["activated", "triggered"]  # the trigger is above the draw
    hand_before = len(alice(game).hand)
    game.pass_priority(alice(game))
    game.pass_priority(game.player("Bob"))
    assert len(alice(game).hand) == hand_before  # the trigger resolved first; no card drawn yet
    sentinels = next(o for o in game.permanents() if o.name == "Hekma Sentinels")
    assert game.characteristics(sentinels).power == 3


def test_leyline_of_sanctity_gives_its_controller_hexproof() -> None:
    game = new_game()
    put(game, "Alice", "Leyline of Sanctity")
    bob = game.player("Bob")
    bolt = put(game, "Bob", "Lightning Bolt", "hand")
    bob.mana_pool.add("R")
    game.pass_priority(alice(game))
    game.decider = Script("Alice")
    with pytest.raises(ValueError, match="options are"):  # Alice is not among the legal targets (702.11d)
        game.cast_spell(bob, bolt)
    game.decider = Script("Bob")
    assert [o.name for o in bob.hand] == ["Lightning Bolt"]  # the refused cast changed nothing
    game.cast_spell(bob, bolt)  # Bob may target himself


def test_a_nonland_card_name_may_be_an_adventure_name_but_not_a_land_name() -> None:
    game = new_game()
    names = game.nameable(nonland=True)
    assert "Overture" in names and "Stomp" in names  # 715.5: judged by the Adventure's characteristics
    assert "Jidoor, Aristocratic Capital" not in names and "Forest" not in names
    assert "Jidoor, Aristocratic Capital" in game.nameable(nonland=False)


class RewindChecked(ReferenceEngineAdapter):
    """The reference engine, checking after every action it rejects that the game is exactly as it was (732.1)."""

    def __init__(self) -> None:
        super().__init__()
        self.rejected: list[str] = []
        self.changed: list[str] = []

    def perform(self, action: Action) -> Response:
        game = self._game()
        game.triggered_log.clear()
        before = signature(game)
        response = super().perform(action)
        if not response.accepted:
            self.rejected.append(action.kind)
            if signature(game) != before:
                self.changed.append(f"{action.line}: {action.describe()}")
        return response


def test_every_rejected_action_in_the_corpus_leaves_the_game_as_it_was(exported: dict[str, Path]) -> None:
    """732.1 as a property of the whole corpus: whatever kind of action is refused, and however far it got
    (a cast whose mana abilities were activated before its cost proved unpayable), nothing of it stands."""
    engine = RewindChecked()
    for scenario in Corpus.read(exported["json"] / "corpus.json").scenarios:
        outcome = execute(scenario, engine, timeout_s=None)
        assert outcome.status == "passed", f"{scenario.id}: {outcome.message}"
    assert engine.changed == []
    # the refusals the corpus makes, of every kind of action a player takes
    assert {"play_land", "cast_spell", "activate_ability", "cycle", "declare_attackers", "look_at_library_top",
            "discard"} <= set(engine.rejected)


@pytest.mark.parametrize("draw", [
    lambda r: r.shuffle(list(range(40))), lambda r: r.choice(range(40)), lambda r: r.random(),
    lambda r: r.getrandbits(7), lambda r: r.randrange(1000), lambda r: r.uniform(0, 1), lambda r: r.randbytes(3),
    lambda r: r.seed(5), lambda r: r.setstate(random.Random(9).getstate()),
    # gauss keeps a second value in the state and gives it out on its next call without drawing
    lambda r: (r.gauss(), r.getstate(), r.gauss())])
def test_the_rng_state_a_record_reads_is_never_one_from_before_a_draw(draw: Any) -> None:
    """rewind.Rng remembers its state between draws: after each way of changing it, the state it gives is the
    generator's own (a remembered one would be stale), and it draws what random.Random draws."""
    rng, plain = Rng(3), random.Random(3)
    rng.getstate()  # remembered now
    draw(rng)
    draw(plain)
    assert rng.getstate() == plain.getstate() == random.Random.getstate(rng)
    assert [rng.randrange(100) for _ in range(20)] == [plain.randrange(100) for _ in range(20)]


def test_a_restore_puts_back_the_rng_state_of_its_record() -> None:
    """A record taken, then a shuffle, then the record restored: the game draws again what it drew (732.1), and a
    record taken after the restore holds that state, not the one after the shuffle."""
    game = new_game()
    saved = record(game)
    first = game.rng.random()
    assert record(game)[0][3] != saved[0][3]  # the state after the draw, remembered now
    restore(saved)
    assert record(game)[0][3] == saved[0][3]
    assert game.rng.random() == first


def test_a_remembered_color_identity_is_always_its_own_definitions() -> None:
    """dfc.color_identity remembers each definition's answer: definitions made and dropped one after another (whose
    ids could be reused) each get their own, asked once or again (903.4)."""
    beast = card("Lovestruck Beast")
    assert color_identity(beast) == color_identity(beast) == ("G",)
    for _ in range(20):
        for cost, identity in (("{R}", ("R",)), ("{U}", ("U",)), (None, ())):
            assert color_identity(replace(beast, mana_cost=cost, oracle_text="", adventure=None)) == identity  # dropped


def test_a_cast_reversed_after_its_mana_abilities_keeps_the_adventure_permission() -> None:
    """The failed cast of issue 12: Lovestruck Beast on an adventure, a Forest tapped while casting, the cost
    unpayable: the cast is reversed (732.1); the card is the same object, still on its adventure, and the
    Forest untapped (its mana ability reversed too)."""
    game = new_game()
    alice = game.player("Alice")
    beast = game.new_object(card("Lovestruck Beast"), alice, game.exile)
    beast.on_adventure = alice
    forest = game.new_object(card("Forest"), alice, game.battlefield)
    tap = next(a for a in forest.card.abilities if isinstance(a, ActivatedAbility))
    before = signature(game)
    with pytest.raises(IllegalAction) as refused:
        game.cast_spell(alice, beast, during=lambda: game.activate(alice, forest, tap))
    assert refused.value.rule == "601.2h"
    assert signature(game) == before
    assert beast in game.exile and beast.on_adventure is alice and not forest.tapped


def test_an_aura_doesnt_make_a_creature_equipped_but_an_equipment_does() -> None:
    """301.5a: a creature is equipped when an Equipment is attached to it; an Aura (303.4) attached to it
    doesn't count, so Cloud's "as long as Cloud is equipped" is off with only Holy Strength on it."""
    game = new_game()
    cloud = put(game, "Alice", "Cloud, Midgar Mercenary")
    put(game, "Alice", "Holy Strength").attached_to = cloud
    assert not game.is_equipped(cloud)
    put(game, "Alice", "Thirsting Axe").attached_to = cloud
    assert game.is_equipped(cloud)


# --- effects at their edges, as no suite card can reach them (mutation/equivalent.toml, scope "corpus") -------------

def test_attach_says_whether_the_object_became_attached() -> None:
    """701.3a/701.3b: attaching an Equipment to a creature attaches it (True); attaching it again to what it is
    already attached to does nothing (False), and it stays attached."""
    game = new_game()
    bears = put(game, "Alice", "Grizzly Bears")
    axe = put(game, "Alice", "Thirsting Axe")
    assert attachments.attach(game, axe, bears) is True
    assert attachments.attach(game, axe, bears) is False
    assert axe.attached_to is bears


def test_a_source_off_the_battlefield_is_no_permanent_even_with_its_own_id() -> None:
    """400.7: "this permanent" of an effect whose source is in the graveyard refers to nothing, whether the
    ability recorded no id (a spell, a mana ability) or the card's current one."""
    game = new_game()
    walker = put(game, "Alice", "Hangarback Walker", "graveyard")
    assert EffectContext(walker, alice(game)).source_permanent(game) is None
    assert EffectContext(walker, alice(game), source_id=walker.id).source_permanent(game) is None


def test_mana_flare_adds_nothing_for_a_land_that_produced_no_mana() -> None:
    """106.12a: "one mana of any type that land produced": a land that produced none gives no choice and no mana."""
    game = new_game()
    flare = put(game, "Alice", "Mana Flare")
    forest = put(game, "Alice", "Forest")
    AddProducedType().apply(game, EffectContext(flare, alice(game), cause=forest))
    assert alice(game).mana_pool.total() == 0


def test_a_gift_never_promised_gives_nothing() -> None:
    """702.174b: the gift trigger's effect with no opponent the gift was promised to gives no one anything."""
    game = new_game()
    bob = game.player("Bob")
    source = put(game, "Alice", "Grizzly Bears")
    hand = len(bob.hand)
    GiveGift("card").apply(game, EffectContext(source, alice(game)))
    assert len(bob.hand) == hand


@pytest.mark.parametrize("names", [["Alice"], ["Alice", "Alice"], ["Alice", "Bob", "Alice"]])
def test_a_game_needs_two_or_more_distinct_players(names: list[str]) -> None:
    """100.1: a game has two or more players, here named apart; one player, or a name twice, is refused (the steps
    refuse it before the engine sees it, so only this test holds the engine to it)."""
    with pytest.raises(ValueError, match="two or more distinct players"):
        Game(names, Script())
    assert [p.name for p in Game(["Alice", "Bob"], Script()).players] == ["Alice", "Bob"]
