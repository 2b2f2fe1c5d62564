"""The phase adapter's answers to the prompt kinds it once left `unsupported` (issue 24), on the real engine: each
handler is checked both ways, the scripted answer sent against what phase's own state then holds, so a mistake in
the translation is caught here, not shown to phase's author as a verdict. Also coin flips (phase's seeded generator
moved until the flips land as scripted), an activated ability's departed source (phase's last known information),
and a failure whose reproduction replays an answer the scenario doesn't script (not verified, the adapter's)."""

from __future__ import annotations

import importlib.util
from typing import Any, Literal

import pytest

from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.registry import load_engine
from mtg_rulings.model.scenario import Action, CardSpec, Check, Decision, PlayerSetup, Scenario, Setup

needs_phase = pytest.mark.skipif(importlib.util.find_spec("phase") is None, reason="phase-python is not installed")
LINE = "features/t.feature:9"


def cards(*names: str, token: bool = False) -> list[CardSpec]:
    return [CardSpec(n, token=token) for n in names]


def decide(player: str, kind: str, *answers: Any) -> list[Decision]:
    return [Decision(player, kind, a, LINE) for a in answers]


def scenario(s: Setup, steps: list[Action | Check], decisions: list[Decision]) -> Scenario:
    return Scenario("t", "T", "features/t.feature", 1, [], [], s, steps, decisions)


def started(s: Setup, decisions: list[Decision]) -> Any:
    engine = load_engine("phase")
    engine.start(s, decisions)
    return engine


def names(game: Any, ids: list[int]) -> list[str]:
    return [game.object(i)["name"] for i in ids]


# --- ScryChoice (701.22a) ------------------------------------------------------------------------------

def carrot_cake() -> Setup:
    return Setup([PlayerSetup("Alice", battlefield=cards("Carrot Cake"), library=cards("Island", "Forest"),
                              mana_pool="{C}{C}"), PlayerSetup("Bob")], "Alice")


@needs_phase
@pytest.mark.parametrize(("answer", "library"), [("Island", ["Forest", "Island"]), ("no more", ["Island", "Forest"])])
def test_phase_scry_puts_the_scripted_card_on_the_bottom_or_keeps_it(answer: str, library: list[str]) -> None:
    """Carrot Cake sacrificed: its trigger scries 1. The scripted "to put on the bottom" answer reaches phase's
    ScryChoice as the cards that stay on top; phase's own library is then in the order the script says."""
    engine = started(carrot_cake(), decide("Alice", "bottom", answer))
    assert engine.perform(Action("activate_ability", "Alice", "Carrot Cake",
                                 ability="{2}, {T}, Sacrifice this artifact: You gain 3 life.")).accepted
    assert engine.perform(Action("resolve_stack")).accepted
    assert names(engine.game, engine.game.state()["state"]["players"][0]["library"]) == library
    assert engine.unused_decisions() == []


# --- AbilityModeChoice (700.2b) ------------------------------------------------------------------------

@needs_phase
@pytest.mark.parametrize(("mode", "power", "rabbits"), [
    ("Attacking creatures you control get +1/+1 until end of turn.", 5, 0),
    ("Create a 1/1 white Rabbit creature token that's tapped and attacking.", 4, 1)])
def test_phase_a_modal_triggered_ability_takes_the_scripted_mode(mode: str, power: int, rabbits: int) -> None:
    """Warren Warleader's "whenever you attack, choose one": phase's AbilityModeChoice answered with the scripted
    mode's index; phase's own state shows that mode's effect, not the other's."""
    s = Setup([PlayerSetup("Alice", battlefield=cards("Warren Warleader")), PlayerSetup("Bob")], "Alice")
    engine = started(s, decide("Alice", "mode", mode))
    assert engine.perform(Action("declare_attackers", "Alice", cards=["Warren Warleader"])).accepted
    assert engine.perform(Action("pass_priority")).accepted
    field = engine.game.battlefield()
    assert next(o["power"] for o in field if o["name"] == "Warren Warleader") == power
    assert sum(o["name"] == "Rabbit" for o in field) == rabbits


@needs_phase
def test_phase_a_mode_phase_doesnt_offer_contradicts_the_script() -> None:
    s = Setup([PlayerSetup("Alice", battlefield=cards("Warren Warleader")), PlayerSetup("Bob")], "Alice")
    outcome = execute(scenario(s, [Action("declare_attackers", "Alice", cards=["Warren Warleader"], line=LINE)],
                               decide("Alice", "mode", "Draw a card.")), load_engine("phase"))
    # phase contradicts the script; no reproduction reads a mode prompt yet: not verified, the adapter's
    assert (outcome.status, outcome.cause) == ("errored", "adapter") and "not verified" in outcome.message
    assert "phase offered" in outcome.message and "Warren Warleader" in outcome.message


# --- UnlessPaymentChooseCost and WardDiscardChoice (118.12, 608.2d) ----------------------------------------------

def starseer() -> Setup:
    return Setup([PlayerSetup("Alice", battlefield=[CardSpec("Starseer Mentor"), CardSpec("Food", token=True)],
                              mana_pool="{C}{C}"),
                  PlayerSetup("Bob", hand=cards("Island"), battlefield=cards("Grizzly Bears", "Forest"))], "Alice")


@needs_phase
@pytest.mark.parametrize(("sacrifice", "discard", "bob"), [
    (["Grizzly Bears"], [], {"life": 20, "hand": ["Island"], "graveyard": ["Grizzly Bears"]}),
    (["no more"], ["Island"], {"life": 20, "hand": [], "graveyard": ["Island"]}),
    (["no more"], ["no more"], {"life": 17, "hand": ["Island"], "graveyard": []})])
def test_phase_unless_a_cost_is_paid_bob_pays_the_scripted_one(sacrifice: list[str], discard: list[str],
                                                                bob: dict[str, Any]) -> None:
    """Starseer Mentor: "loses 3 life unless they sacrifice a nonland permanent or discard a card". phase asks which
    cost Bob pays (UnlessPaymentChooseCost), then which permanent or card; each answer is the scripted one, and
    phase's own state shows what was paid (or the life lost)."""
    decisions = decide("Alice", "target", "Bob") + decide("Bob", "sacrifice", *sacrifice) + decide("Bob", "discard",
                                                                                                     *discard)
    engine = started(starseer(), decisions)
    for action in (Action("activate_ability", "Alice", "Food", ability="{2}, {T}, Sacrifice this token: You gain 3 life."),
                   Action("resolve_stack"), Action("advance_to", "Alice", step="end"), Action("pass_priority")):
        assert engine.perform(action).accepted, action
    player = engine.game.player(1)
    state = engine.game.state()["state"]["players"][1]
    assert (player["life"], names(engine.game, state["hand"]), names(engine.game, state["graveyard"])) == (
        bob["life"], bob["hand"], bob["graveyard"])
    assert engine.unused_decisions() == []


# --- CastOffer of kind FreeCastWindow (608.2g, 118.9) ----------------------------------------------------------

def portent(library: list[str]) -> Setup:
    return Setup([PlayerSetup("Alice", hand=cards("Portent of Calamity"), library=cards(*library),
                              mana_pool="{U}{C}{C}{C}{C}"), PlayerSetup("Bob")], "Alice")


PORTENT_LIBRARY = ["Memnite", "Grizzly Bears", "Forest", "Lightning Bolt", "Island"]
EXILE_FOUR = decide("Alice", "exile", "Memnite", "Grizzly Bears", "Lightning Bolt", "Forest")


@needs_phase
def test_phase_a_spell_cast_as_an_effect_resolves_is_the_scripted_one() -> None:
    engine = started(portent(PORTENT_LIBRARY), EXILE_FOUR + decide("Alice", "cast", "Lightning Bolt")
                     + decide("Alice", "target", "Bob"))
    assert engine.perform(Action("cast_spell", "Alice", "Portent of Calamity", "hand", x=4)).accepted
    assert engine.perform(Action("pass_priority")).accepted
    stack = engine.game.stack()
    assert [engine.game.object(e["id"])["name"] for e in stack] == ["Lightning Bolt"]
    assert [s.source for s in engine.observe().stack] == ["Lightning Bolt"]
    assert engine.transcript.unscripted == []


@needs_phase
def test_phase_a_free_cast_the_script_doesnt_make_is_an_open_choice_declined_first() -> None:
    """With "nothing" scripted, phase's offer is declined as the script says; with nothing scripted at all, it is an
    open choice (the reference engine offered none): declined in the first play, "nothing" or each spell offered."""
    for decisions, open_choices in ((EXILE_FOUR + decide("Alice", "cast", "nothing"), 0), (EXILE_FOUR, 1)):
        engine = started(portent(PORTENT_LIBRARY), decisions)
        assert engine.perform(Action("cast_spell", "Alice", "Portent of Calamity", "hand", x=4)).accepted
        assert engine.perform(Action("pass_priority")).accepted
        assert engine.game.stack() == []
        assert engine.transcript.unscripted == [] and len(engine.open_choices) == open_choices
        if open_choices:
            choice = engine.open_choices[0]
            assert (choice.taken, choice.options[0]) == (0, "nothing") and "Lightning Bolt" in choice.options
            index, _ = engine.transcript.open_choices[0]
            assert engine.transcript.ops[index][2]["type"] == "FreeCastWindowChoice"


# --- coin flips (705) ----------------------------------------------------------------------------------

def breeches() -> Setup:
    return Setup([PlayerSetup("Alice", hand=cards("Lightning Bolt", "Lightning Bolt"),
                              battlefield=cards("Breeches, the Blastmaker", "Memnite"), mana_pool="{R}{R}"),
                  PlayerSetup("Bob")], "Alice")


@needs_phase
@pytest.mark.parametrize("result", ["win", "lose"])
def test_phase_coin_flips_land_as_scripted(result: str) -> None:
    """Breeches, the Blastmaker: the flip lands as scripted, by phase's own generator moved on (an edit of phase's
    state the reproduction replays); phase's CoinFlipped event says so, and the scripted decision is taken."""
    decisions = decide("Alice", "target", "Bob", "Bob", "Bob") + decide("Alice", "may", "yes", "no") + decide(
        "Alice", "coin", result)
    engine = started(breeches(), decisions)
    for action in (Action("cast_spell", "Alice", "Lightning Bolt", "hand"), Action("resolve_stack"),
                   Action("cast_spell", "Alice", "Lightning Bolt", "hand"), Action("pass_priority"),
                   Action("pass_priority")):
        assert engine.perform(action).accepted
    flips = [e["data"] for events in engine.facts.events for e in events if e.get("type") == "CoinFlipped"]
    assert flips == [{"player_id": 0, "won": result == "win"}]
    assert not any(d.kind == "coin" for d in engine.unused_decisions())
    # phase's generator at its dealt position loses this flip: a win is steered by moving it on, a load the
    # transcript (and so the reproduction) holds; a loss needs no edit
    moved = [value for op in engine.transcript.ops if op[0] == "load" for path, value in op[1]
             if path == ["state", "rng_word_pos"]]
    assert bool(moved) == (result == "win")


@needs_phase
def test_phase_a_coin_flip_the_script_doesnt_make_contradicts_it() -> None:
    s = breeches()
    steps: list[Action | Check] = [Action("cast_spell", "Alice", "Lightning Bolt", "hand", line=LINE),
                                   Action("resolve_stack", line=LINE),
                                   Action("cast_spell", "Alice", "Lightning Bolt", "hand", line=LINE),
                                   Action("resolve_stack", line=LINE)]
    outcome = execute(scenario(s, steps, decide("Alice", "target", "Bob", "Bob", "Bob") + decide("Alice", "may", "yes")),
                      load_engine("phase"))
    assert (outcome.status, outcome.cause) == ("errored", "adapter") and "not verified" in outcome.message
    assert "expected no coin flip for Alice" in outcome.message


# --- an activated ability whose source is gone (113.7a) -------------------------------------------------------

@needs_phase
def test_phase_names_a_sacrificed_tokens_ability_by_its_last_known_information() -> None:
    """Food sacrificed to its own ability ceases to exist (704.5d); phase's state keeps its last known information
    with the activation, and the stack view names the ability's source by it."""
    s = Setup([PlayerSetup("Alice", battlefield=cards("Food", token=True), mana_pool="{C}{C}"), PlayerSetup("Bob")],
              "Alice")
    engine = started(s, [])
    assert engine.perform(Action("activate_ability", "Alice", "Food", ability="{2}, {T}, Sacrifice this token")).accepted
    entry = engine.game.stack()[0]
    assert str(entry["source_id"]) not in engine.game.state()["state"]["objects"]  # gone from phase's objects
    activations = engine.game.state()["state"]["abilities_activated_this_turn_by_player"]["0"]
    assert [a["source_lki"]["name"] for a in activations if a["source"] == entry["source_id"]] == ["Food"]
    assert [(v.kind, v.source) for v in engine.observe().stack] == [("activated", "Food")]


# --- a reproduction replaying an unscripted answer verifies nothing -------------------------------------------

@needs_phase
def test_phase_a_failure_that_depends_on_an_open_choice_is_not_verified() -> None:
    """Portent of Calamity with four cards exiled and no cast scripted: phase's offer is an open choice, played every
    way. Bob is dealt 3 only when Alice casts Lightning Bolt at him: the answer makes the difference, so the failure
    of the other plays is `errored`, cause adapter, not verified, naming the answers; its script is kept."""
    steps: list[Action | Check] = [Action("cast_spell", "Alice", "Portent of Calamity", "hand", x=4,
                                          line="features/t.feature:10"),
                                   Action("resolve_stack", line="features/t.feature:11"),
                                   Check("life", {"player": "Bob", "life": 17}, "features/t.feature:12")]
    outcome = execute(scenario(portent(PORTENT_LIBRARY), steps, EXILE_FOUR), load_engine("phase"))
    assert (outcome.status, outcome.cause) == ("errored", "adapter"), outcome.message
    assert "not verified: phase gets the ruling's answer in 1 of" in outcome.message and "doesn't script" in outcome.message
    assert "Alice's choice of a spell to cast without paying its mana cost: answered nothing" in outcome.message
    assert outcome.reproduction and "the suite played the scenario with every answer" in outcome.reproduction

    # the same failure with the offer's answer scripted is phase's, verified by the same kind of script
    scripted = execute(scenario(portent(PORTENT_LIBRARY), steps, EXILE_FOUR + decide("Alice", "cast", "nothing")),
                       load_engine("phase"))
    assert (scripted.status, scripted.cause) == ("failed", "engine"), scripted.message


# --- phase refusing a scripted answer to its prompt while an action goes on ------------------------------------

@needs_phase
def test_phase_refusing_a_scripted_mode_is_reproduced_as_phases_refusal_of_that_answer() -> None:
    """One Last Job with its Aura mode alone (702.172a): phase accepts the CastSpell, then refuses the scripted mode
    (its SelectModes answer). The reproduction replays up to that answer and applies it: phase's own refusal, so the
    failure is phase's, and the script holds the refused SelectModes, not the accepted CastSpell."""
    s = Setup([PlayerSetup("Alice", hand=cards("One Last Job"), graveyard=cards("Grizzly Bears", "Holy Strength"),
                           mana_pool="{W}{C}{C}{C}"), PlayerSetup("Bob")], "Alice")
    mode = ("Return target Aura or Equipment card from your graveyard to the battlefield attached to a creature you "
            "control.")
    decisions = decide("Alice", "mode", mode, "no more") + decide("Alice", "target", "Holy Strength")
    outcome = execute(scenario(s, [Action("cast_spell", "Alice", "One Last Job", "hand", line=LINE)], decisions),
                      load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert "was rejected: phase: " in outcome.message
    assert "ACTION = {'data': {'indices':" in outcome.reproduction and "'type': 'SelectModes'" in outcome.reproduction


@needs_phase
def test_phase_the_no_more_closing_an_any_number_choice_belongs_to_it() -> None:
    """Another Round exiles any number of creatures (phase: up to 2 of 2): both scripted, then "no more". phase closes
    the choice once both are chosen; the "no more" is that choice's end (the reference engine asks for it), not an
    answer to the next prompt (phase then asks which to return, a choice the script doesn't make: that is what the
    failure says, not a refused empty answer)."""
    s = Setup([PlayerSetup("Alice", hand=cards("Another Round"), mana_pool="{W}{C}{C}",
                           battlefield=cards("Grizzly Bears", "Memnite")), PlayerSetup("Bob")], "Alice")
    outcome = execute(scenario(s, [Action("cast_spell", "Alice", "Another Round", "hand", x=0, line=LINE),
                                   Action("resolve_stack", line=LINE)],
                               decide("Alice", "exile", "Grizzly Bears", "Memnite", "no more")),
                      load_engine("phase"), timeout_s=60)
    assert "phase refused" not in outcome.message, outcome.message
    assert outcome.status == "passed" or "phase asked (EffectZoneChoice)" in outcome.message, outcome.message


# --- phase refusing an answer to its prompt: the action's refusal, or a contradiction with a reproduction ------------

def endless_one(x: int, expect: Literal["accepted", "rejected"]) -> Scenario:
    """Endless One cast with X = ``x`` from {C}{C} (107.3a, 601.2f), then its hand and mana pool checked."""
    s = Setup([PlayerSetup("Alice", hand=cards("Endless One"), mana_pool="{C}{C}"), PlayerSetup("Bob")], "Alice")
    cast = Action("cast_spell", "Alice", "Endless One", "hand", x=x, expect=expect,
                  reject_rule="601.2h" if expect == "rejected" else None, line="features/t.feature:10",
                  expect_line="features/t.feature:11" if expect == "rejected" else "")
    return scenario(s, [cast, Check("zone", {"player": "Alice", "zone": "hand", "cards": {"Endless One": 1}},
                                    "features/t.feature:12"),
                        Check("mana_pool", {"player": "Alice", "mana": {"C": 2}}, "features/t.feature:13")], [])


@needs_phase
def test_phase_refusing_the_scripted_x_is_phase_refusing_the_cast_taken_back_by_phase() -> None:
    """X = 3 with two mana: phase accepts the CastSpell, then refuses the ChooseX answer (its most is 2). That is phase
    refusing the cast the scenario tries: the refusal is judged (passed), in phase's words, its rule unjudged (phase
    cites none); phase's own CancelCast takes the cast back, and the checks after it read phase's state after that
    cancel, not a state the adapter reloaded."""
    engine = load_engine("phase")
    outcome = execute(endless_one(3, "rejected"), engine, timeout_s=60)
    assert (outcome.status, outcome.cause) == ("passed", None), outcome.message
    assert outcome.unjudged == ["features/t.feature:11: the rule of the refusal of Alice casts Endless One from hand "
                                "with X = 3 (expected 601.2h): phase cited no rule"]
    calls = [op for op in engine.transcript.ops if op[0] in ("apply", "load")]
    refused = next(i for i, op in enumerate(calls) if op[0] == "apply" and op[2]["type"] == "ChooseX")
    assert "X=3 exceeds the maximum legal value of 2" in calls[refused][3]
    assert [(op[0], op[2].get("type") if op[0] == "apply" else None, op[3] if op[0] == "apply" else None)
            for op in calls[refused + 1:]] == [("apply", "CancelCast", None)]


@needs_phase
def test_phase_refusing_the_scripted_x_of_a_cast_expected_legal_is_reproduced_as_phases_refusal() -> None:
    """The same refusal where the scenario expects the cast accepted is phase refusing a legal action as the scenario
    scripts it: `failed`, phase's, verified by a script that replays the calls up to the ChooseX answer and applies
    it (not the accepted CastSpell)."""
    outcome = execute(endless_one(3, "accepted"), load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert "was rejected: phase: Invalid action: X=3 exceeds the maximum legal value of 2" in outcome.message
    assert "ACTION = {'data': {'value': 3}, 'type': 'ChooseX'}" in outcome.reproduction


@needs_phase
def test_phase_refusing_an_answer_while_a_spell_resolves_is_reproduced_by_that_answer() -> None:
    """Insatiable Avarice's search answered with no card beside an Island: phase refuses it ("must select exactly 1").
    With no cast or activation in progress there is no action of the player's to refuse: the game contradicts the
    script, and the reproduction replays the calls before that answer and applies it, so the verdict rests on phase's
    answer to the scripted answer itself. (The mechanism, not a ruling: CR 701.23d makes this search find a card, so
    phase is right and a scenario scripting this answer is wrong; otj-avarice-nothing-found was.)"""
    s = Setup([PlayerSetup("Alice", hand=cards("Insatiable Avarice"), library=cards("Island"), mana_pool="{B}{C}{C}"),
               PlayerSetup("Bob")], "Alice")
    mode = "Search your library for a card, then shuffle and put that card on top."
    outcome = execute(scenario(s, [Action("cast_spell", "Alice", "Insatiable Avarice", "hand", line=LINE),
                                   Action("resolve_stack", line="features/t.feature:10")],
                               decide("Alice", "mode", mode, "no more") + decide("Alice", "search", "nothing")),
                      load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert outcome.message.startswith("features/t.feature:10: expected the scripted answer to be taken; phase refused")
    assert "ACTION = {'type': 'SelectCards', 'data': {'cards': []}}" in outcome.reproduction
    assert "Must select" not in outcome.reproduction.split("STEPS = ", 1)[1].split("def patch", 1)[0]  # not replayed
    assert "phase refuses it: Invalid action: Must select exactly 1 card(s), got 0" in outcome.message



@needs_phase
def test_phase_refusing_an_answer_an_attempt_led_to_is_phase_refusing_that_attempt() -> None:
    """The same answer where the scenario lets the action be refused ("Bob tries to pass priority", then "that is
    rejected by rule 701.23d"): phase refusing the search answer the pass led to is phase refusing the attempt, as the
    scenario expects (passed, the rule unjudged: phase cites none), and the state before the pass is loaded again, so
    the spell is still on the stack for the check after it."""
    s = Setup([PlayerSetup("Alice", hand=cards("Insatiable Avarice"), library=cards("Island"), mana_pool="{B}{C}{C}"),
               PlayerSetup("Bob")], "Alice")
    mode = "Search your library for a card, then shuffle and put that card on top."
    outcome = execute(scenario(s, [Action("cast_spell", "Alice", "Insatiable Avarice", "hand", line=LINE),
                                   Action("pass_priority", "Alice", line=LINE),
                                   Action("pass_priority", "Bob", line="features/t.feature:11", expect="rejected",
                                          reject_rule="701.23d"),
                                   Check("stack", {"items": ["Insatiable Avarice (spell)"]}, line="features/t.feature:12")],
                               decide("Alice", "mode", mode, "no more") + decide("Alice", "search", "nothing")),
                      load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("passed", None), outcome.message
    assert outcome.unjudged == ["features/t.feature:11: the rule of the refusal of Bob passes priority (expected "
                                "701.23d): phase cited no rule"]


@needs_phase
def test_phase_a_cast_it_refuses_to_finish_paying_goes_on_from_phases_own_take_back() -> None:
    """Lightning Bolt with Forest tapped while casting ({G} can't pay {R}): phase refuses to finish paying, and its
    CancelCast takes the cast back, leaving Forest tapped (732.1 untaps it). The check after the refusal reads that
    state, phase's own, not the one saved before the cast: `failed`, phase's, verified by a script that replays the
    CancelCast."""
    s = Setup([PlayerSetup("Alice", hand=cards("Lightning Bolt"), battlefield=cards("Forest")), PlayerSetup("Bob")],
              "Alice")
    tap = Action("activate_ability", "Alice", "Forest", ability="{T}: Add {G}.", line=LINE)
    cast = Action("cast_spell", "Alice", "Lightning Bolt", "hand", during=[tap], expect="rejected",
                  reject_rule="601.2h", line=LINE, expect_line="features/t.feature:10")
    steps: list[Action | Check] = [cast, Check("tapped", {"card": "Forest", "tapped": False}, "features/t.feature:11")]
    outcome = execute(scenario(s, steps, decide("Alice", "target", "Bob")), load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert outcome.message.startswith("features/t.feature:11: expected Forest to be untapped"), outcome.message
    assert "rules gap (CR 732.1): phase refused a cast or activation part of the way through and its CancelCast " \
           "took it back, leaving Forest tapped" in outcome.message
    assert "['apply', 0, {'type': 'CancelCast'}, None]]" in outcome.reproduction


@needs_phase
def test_phase_an_action_refused_as_its_take_back_left_a_land_tapped_is_phases_with_the_note() -> None:
    """The same take-back with The Gold Saucer ({C} can't pay {R}), then its mana ability activated: phase refuses it
    (the land is still tapped). `failed`, phase's, verified by the script of that refused ActivateAbility; the 732.1
    note naming the land left tapped doesn't keep the reproduction from being written."""
    s = Setup([PlayerSetup("Alice", hand=cards("Lightning Bolt"), battlefield=cards("The Gold Saucer")),
               PlayerSetup("Bob")], "Alice")
    ability = "{T}: Add {C}."
    tap = Action("activate_ability", "Alice", "The Gold Saucer", ability=ability, line=LINE)
    steps: list[Action | Check] = [
        Action("cast_spell", "Alice", "Lightning Bolt", "hand", during=[tap], expect="rejected", reject_rule="601.2h",
               line=LINE, expect_line="features/t.feature:10"),
        Action("activate_ability", "Alice", "The Gold Saucer", ability=ability, line="features/t.feature:11")]
    outcome = execute(scenario(s, steps, decide("Alice", "target", "Bob")), load_engine("phase"), timeout_s=60)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert "leaving The Gold Saucer tapped" in outcome.message
    assert "'type': 'ActivateAbility'" in outcome.reproduction.split("ACTION = ", 1)[1].split("\n", 1)[0]

# --- a copy's new target where there is no legal one (707.10c) ------------------------------------------------------

@needs_phase
def test_phase_a_copys_target_with_no_legal_new_one_is_kept() -> None:
    """Twincast copies Explosive Derailment after Murder took its target, new targets chosen ("may" yes): phase asks
    for the slot's new target with no legal alternative. Keeping it is the legal answer (707.10c), phase's null
    target; no scripted target is taken for it, and the copy on phase's stack targets Grizzly Bears still."""
    s = Setup([PlayerSetup("Alice", hand=cards("Explosive Derailment", "Murder", "Twincast"),
                           mana_pool="{R}{C}{C}{C}{B}{B}{U}{U}"),
               PlayerSetup("Bob", battlefield=cards("Grizzly Bears"))], "Alice")
    decisions = (decide("Alice", "mode", "Explosive Derailment deals 4 damage to target creature.", "no more")
                 + decide("Alice", "target", "Grizzly Bears", "Grizzly Bears", "Explosive Derailment")
                 + decide("Alice", "may", "yes"))
    engine = started(s, decisions)
    for action in (Action("cast_spell", "Alice", "Explosive Derailment", "hand"),
                   Action("cast_spell", "Alice", "Murder", "hand"), Action("pass_priority"),
                   Action("cast_spell", "Alice", "Twincast", "hand")):
        assert engine.perform(action).accepted, action
    assert engine.perform(Action("pass_priority")).accepted  # Twincast resolves: the copy, its target asked
    bears = next(o["id"] for o in engine.game.graveyard(1) if o["name"] == "Grizzly Bears")
    stack = engine.game.stack()
    assert len(stack) == 2 and all(e["kind"]["data"]["ability"]["targets"] == [{"Object": bears}] for e in stack)
    assert engine.unused_decisions() == []


@needs_phase
def test_phase_a_prompt_with_no_option_is_judged_by_whether_phase_takes_an_answer_there() -> None:
    """A prompt of phase's with no option and nothing scripted (the reference engine asks nothing) is a contradiction
    whose reproduction reads phase's legal actions there: here an adapter left answering the copy's new target from
    its empty list of alternatives, as before 707.10c was read, is shown its own mistake (phase takes a null target
    there): `errored`, the adapter's, not phase's."""
    engine = load_engine("phase")
    engine._copy_retarget = lambda seat, data: engine._pick_ref(seat, [], "a new target for the copy", False)
    s = Setup([PlayerSetup("Alice", hand=cards("Explosive Derailment", "Murder", "Twincast"),
                           mana_pool="{R}{C}{C}{C}{B}{B}{U}{U}"),
               PlayerSetup("Bob", battlefield=cards("Grizzly Bears"))], "Alice")
    decisions = (decide("Alice", "mode", "Explosive Derailment deals 4 damage to target creature.", "no more")
                 + decide("Alice", "target", "Grizzly Bears", "Grizzly Bears", "Explosive Derailment"))
    steps: list[Action | Check] = [Action("cast_spell", "Alice", "Explosive Derailment", "hand", line=LINE),
                                   Action("cast_spell", "Alice", "Murder", "hand", line=LINE),
                                   Action("pass_priority", line=LINE),
                                   Action("cast_spell", "Alice", "Twincast", "hand", line=LINE),
                                   Action("resolve_stack", line="features/t.feature:10")]
    outcome = execute(scenario(s, steps, decisions), engine, timeout_s=60)
    assert (outcome.status, outcome.cause) == ("errored", "adapter"), outcome.message
    assert outcome.message.startswith("the adapter's mistake, not phase's: through the adapter, features/t.feature:10: "
                                      "expected no target choice for Alice here"), outcome.message
    assert "its CopyRetarget prompt, with no option, takes an answer" in outcome.message
    assert "{'type': 'ChooseTarget', 'data': {'target': None}}" in outcome.message
