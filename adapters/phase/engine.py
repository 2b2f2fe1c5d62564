"""The phase.rs adapter: runs scenarios on phase.rs through ``phase-python`` (import name ``phase``).

**Setup** (adapters/phase/setup.py): a fresh game per scenario, its decks holding the setup's cards, whose
state is edited into the setup and reloaded. A Two-Headed Giant setup is phase's ``TwoHeadedGiant`` format
(teams are seats 0-1 and 2-3, as the suite seats teammates together). A setup that hasn't begun is dealt by
phase itself at ``begin_game``: the decks are the libraries, the opening hands their top seven cards (edited
in before the first mulligan decision, since phase shuffles), then phase's mulligans and opening-hand actions.

**Actions** are phase's ``GameAction`` dicts: ``PlayLand``; ``CastSpell`` (automatic payment, or manual when
actions are taken while casting: phase's ``ManaPayment`` prompt, then ``PassPriority`` to finish paying);
``ActivateAbility`` for every activated ability, mana abilities included (see below), cycling (the ability
phase tags ``Cycling``, CR 702.29a) and equip; ``DeclareAttackers`` (each named creature attacks the first
player phase offers as a target); ``PassPriority``. An activated ability is found by its text: phase's
``description`` of each ability, with the card's name and "this land/creature/..." read as phase's ``~``.

**A refused action changes nothing** (CR 732.1): the state is saved before each action and reloaded when
phase refuses it (its ``ValueError``, with phase's reason and the rule it cites, if any) or when phase offers
no way to do it as the scenario scripts it: a scripted target phase doesn't list as legal, a spell with X
and no value for it (phase asks ``ChooseXValue``), a cast as an Adventure phase doesn't offer, a cost phase
can't pay, a creature phase doesn't list among the possible attackers. Unless phase took it back itself: a cast
or activation phase refuses part of the way through (its payment, or a scripted answer to one of its prompts: X,
a mode, a target, ...) is cancelled with phase's own ``CancelCast``, and the game goes on from phase's state after
that, so what phase's take-back leaves (a land tapped for mana while casting) is phase's answer.

**Choices** (adapters/phase/script.py) are answered from the scenario's script, whatever phase calls the
prompt (``waiting_for``): "you may" (``OptionalEffectChoice``), targets (``TargetSelection``,
``TriggerTargetSelection``, also a target phase chose by itself because it was the only legal one: it must
be the scripted one), trigger order (``OrderTriggers``: index 0 goes on the stack first, CR 603.3b), colours
and mana types (``ChooseManaColor``, ``NamedChoice``), card names (``NamedChoice``), cards to search for, to
exile with hideaway, to discard, to put on the bottom (``SearchChoice``, ``DigChoice``, ``DiscardChoice``,
``DiscardToHandSize``, ``MulliganBottomCards``: ``SelectCards``), a permanent to copy (``CopyTargetChoice``),
X (``ChooseXValue``), Adventure or creature and a spell cast as an effect resolves (``CastOffer``), keep or
mulligan (``MulliganDecision``), scry (``ScryChoice``), a modal ability's mode (``AbilityModeChoice``), the cost
paid for an "unless" (``UnlessPaymentChooseCost``); each kind has its handler (``_prompt_handlers``). Coin flips
land as scripted (``_steer_coin_flips``: phase's own seeded generator, moved on). A choice phase offers that the
script doesn't answer, with more than one option (the script runs clean on the reference engine, which asked
nothing), is an open choice (``_open_choice``): answered as the harness's plan says, and the harness plays the
scenario with every answer (docs/verdicts.md, "Open choices are played every way"); so are a "you may cast", a
free cast and an "up to" choice of cards the script doesn't answer. Other offers the reference engine didn't make
(an "unless" payment, new targets for a copy, a scry moving nothing) are declined, and that answer, not the
scenario's, is kept (``Transcript.unscripted``): a reproduction replaying it verifies nothing.
Attacks and blocks nobody declared are declared empty; a combat damage assignment no action scripts is made when
there is one way to divide it (one blocker, no trample).

**Mana abilities** are activated with ``ActivateAbility``, which phase 0.103.0 resolves at once as a mana
ability (CR 605.3a: no stack entry), asking ``ChooseManaColor`` with the options it computed when there is a
choice. Its ``TapLandForMana``/``ActivateManaSource`` selections need the mana type up front, and phase
refuses legal ones ("Mana source selection is stale or no longer legal": every type for Fellwar Stone with an
opponent's Forest, for Shivan Reef's "{U} or {R}", for Pili-Pala's composite cost), so they would hide
phase's own answer.

**Observing** (adapters/phase/views.py): every field of every object in every zone and on the stack
(``stack()`` lists the bottom first). Triggered abilities put on the stack (CR 603.3) are stack entries of
kind ``TriggeredAbility``, collected after every call into phase.

Failures are annotated with what phase's parser left out of the scenario's cards (``faces.parse_notes``).
Any exception from phase, including a Rust ``PanicException`` (a ``BaseException``), makes the scenario
`errored` through the harness; the next scenario starts a fresh game.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import re
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version
from typing import Any

from mtg_rulings.adapters.checks import setup_mismatches
from mtg_rulings.adapters.contract import ChoiceMismatch, Engine, OpenChoice, Reproduction, Unsupported, unsupported_setup_fields
from mtg_rulings.adapters.phase import divergences, faces, reproduction
from mtg_rulings.adapters.phase import setup as surgery
from mtg_rulings.adapters.phase.script import Script, phase_color
from mtg_rulings.adapters.phase.setup import PHASE_TO_STEP, STEP_TO_PHASE
from mtg_rulings.adapters.phase.views import MANA_TO_PHASE, departed_source, mana_pool_from_phase, object_view, stack_view
from mtg_rulings.adapters.reproduction import run_script
from mtg_rulings.model.scenario import Action, Decision, PlayerView, Response, Scenario, Setup, Snapshot, StackView
from mtg_rulings.reference_engine.cards import ADVENTURES, BACK_FACES, CARDS

#: The setup fields this adapter sets (mtg_rulings.model.scenario); a field added later is unsupported until mapped.
SETUP_FIELDS = {
    "Setup": {"players", "active_player", "step", "turn", "teams", "begun"},
    "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool", "lands_played"},
    "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token", "attached_to", "named"},
}
KEEP = {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}}
PASS = {"type": "PassPriority"}
CANCEL = {"type": "CancelCast"}
NO_MORE = "no more"  # the scripted answer that stops choosing "up to N" targets (as the reference engine offers it)
#: Bound on passes of priority one "resolve"/"advance" action may take, so a loop can't hang a run.
MAX_PASSES = 400
#: Bound on prompts answered in a row without a player getting priority.
MAX_PROMPTS = 200
#: Bound on the positions of phase's random generator tried for one action's coin flips to land as scripted.
MAX_COIN_TRIES = 64
#: Card-choice prompts answered with ``SelectCards``, and the scripted decision kinds that answer each.
CARD_CHOICES: dict[str, tuple[str, ...]] = {
    "SearchChoice": ("search",), "DigChoice": ("hideaway", "search", "exile", "hand"),
    "DiscardChoice": ("discard",), "DiscardToHandSize": ("discard",), "MulliganBottomCards": ("bottom",),
    "ChooseFromZoneChoice": ("cast", "exile", "return", "search", "put_onto_battlefield"),
    "EffectZoneChoice": ("cast", "return", "exile", "sacrifice", "put_onto_battlefield"),
    "ReturnToHandForCost": ("return",), "SacrificeForCost": ("sacrifice",), "DiscardForCost": ("discard",),
    "ExileForCost": ("exile",), "RevealChoice": ("exile", "search"), "WardDiscardChoice": ("discard",),
}
#: The costs of phase's UnlessPaymentChooseCost prompt ("... unless they sacrifice ... or discard ...", 118.12) and
#: the scripted decision kind answering each (the permanent or card paid with, or "no more").
UNLESS_COSTS = {"Sacrifice": "sacrifice", "Discard": "discard", "ReturnToHand": "return", "Exile": "exile"}


def _engine_version() -> str:
    try:
        return dist_version("phase-python")
    except PackageNotFoundError:
        return "not installed"


class _Refused(Exception):
    """phase refused the action, or offered no way to do it as the scenario scripts it: the action is reversed.
    ``taken_back``: phase itself took the action back (its ``CancelCast``, back to a player's priority), so its state
    is the game after the refusal and nothing is reloaded."""

    def __init__(self, reason: str, rule: str = "") -> None:
        super().__init__(reason)
        self.reason, self.rule = reason, rule
        self.taken_back = False


class _PhaseRefused(_Refused):
    """phase's own refusal of a GameAction (its ``ValueError``), with its reason and the rule it cites, if any.
    Only this counts as phase refusing: a ValueError from anywhere else is the adapter's fault (`errored`)."""

    def __init__(self, error: ValueError) -> None:
        super().__init__(f"phase: {error}", _rule_in(str(error)))
        self.text = str(error)


class PhaseEngine(Engine):
    """phase.rs, in-process, one fresh game per scenario."""

    name = "phase"
    version = _engine_version()
    explores_open_choices = True
    distribution = "phase-python"
    #: Listed, not derived from CAPABILITIES: a capability added to the vocabulary later is missing here until
    #: someone maps it. put-onto-battlefield holds for one card only (see ``_put``).
    capabilities = frozenset({"library-setup", "mana-pool-setup", "counters", "scripted-decisions", "trigger-events",
                              "hidden-information", "attachments", "combat", "actions-while-casting", "adventure",
                              "two-headed-giant", "opening-hand", "put-onto-battlefield", "other-players-zones",
                              "coin-flips"})
    action_kinds = frozenset({"play_land", "cast_spell", "activate_ability", "pass_priority", "resolve_stack",
                              "advance_to", "look_at_library_top", "cycle", "discard", "begin_game",
                              "declare_attackers", "put_onto_battlefield", "declare_blockers",
                              "assign_combat_damage", "plot"})
    #: Listed, not imported from CHECK_KINDS: a check kind added later is unsupported here until mapped.
    check_kinds = frozenset({"triggered", "counters", "life", "controls", "zone", "library_top", "stack", "tapped",
                             "power_toughness", "mana_pool", "attached", "mana_value", "turn", "characteristics",
                             "combat", "damage"})
    #: What phase itself doesn't report, with where it was looked up (docs/verdicts.md): cause ``engine``.
    engine_limits = {  # noqa: RUF012
        "ObjectView.color_identity": "phase-python 0.103.0's object state (Game.battlefield(), Game.object(), "
                                     "Game.state()['objects']) has no color identity (CR 903.4); only the card faces "
                                     "built by build_oracle_face carry one",
    }

    def __init__(self) -> None:
        import phase  # here, not at import time: `rulings engines` must not need phase installed

        self._phase = phase
        self._engine: Any = None
        self.game: Any = None
        self.setup: Setup | None = None
        self.names: list[str] = []
        self.script = Script([])
        self.cards: set[str] = set()
        self.triggered: list[StackView] = []
        self.facts = divergences.Facts()
        self._seen_triggers: set[int] = set()
        self._action: Action | None = None
        # targets chosen through prompts, not yet matched to a stack entry: of spells and activated abilities
        # ("cast"), and of triggered abilities ("trigger")
        self._prompted: dict[str, list[Any]] = {"cast": [], "trigger": []}
        self._offered_adventure = False
        self._free_cast: str | None = None  # a spell cast while an effect resolves ("you may cast"), by name
        self._retargeting = False  # choosing new targets for a copy of a spell, slot by slot (707.10c)
        self._in_sub_action = False  # an action taken while casting is being taken (its prompts are its own)
        self._during: list[Response] = []  # answers to the actions taken while casting
        self._gift_to: Decision | None = None  # the scripted gift recipient, until phase asks for it
        self.transcript = reproduction.Transcript()  # the calls into phase, for a standalone reproduction
        self._open_before_action = 0  # open choices answered before the current action began

    # --- contract --------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        if setup.teams and len(setup.players) != 4:
            raise Unsupported(f"{len(setup.players)}-player team games other than Two-Headed Giant")
        if setup.teams and [sorted(t) for t in setup.teams] != [sorted(setup.players[i].name for i in (0, 1)),
                                                                sorted(setup.players[i].name for i in (2, 3))]:
            raise Unsupported("Two-Headed Giant teams other than seats 1-2 and 3-4 (phase's teams)")
        unknown = unsupported_setup_fields(setup, SETUP_FIELDS)
        if unknown:
            raise Unsupported(f"setting {', '.join(unknown)} (not mapped by this adapter)")
        if self._engine is None:
            self._engine = reproduction.RecordingEngine(self._phase.Engine.from_json(faces.database_json()),
                                                        self.transcript)
        self.transcript.reset()
        self.open_choices, self.open_choice_refused, self._open_before_action = [], False, 0
        self.setup = setup
        self.names = [p.name for p in setup.players]
        self.script = Script(decisions)
        self.triggered, self._seen_triggers = [], set()
        self._prompted = {"cast": [], "trigger": []}
        self._retargeting = False
        self.game = None
        self.cards = {c.name for p in setup.players for z in surgery.ZONES for c in getattr(p, z)}
        self.facts = divergences.Facts(cards=set(self.cards), names=list(self.names), teams=bool(setup.teams))
        broken = sorted(set(self.cards) & set(faces.BUILD_ERRORS))
        if broken:
            raise RuntimeError("phase could not build a face from the Oracle text of "
                               + "; ".join(f"{n} ({faces.BUILD_ERRORS[n]})" for n in broken))
        if not setup.begun:
            return  # the game is dealt by the begin_game action
        game = self._new_game([surgery.deck(p) for p in setup.players], 0)
        for _ in range(4 * len(self.names)):  # keep every hand; decline opening-hand offers: this is no game start
            waiting = game.waiting_for()
            if waiting.get("type") == "MulliganDecision":
                game.apply(waiting["data"]["pending"][0]["player"], KEEP)
            elif waiting.get("type") == "OptionalEffectChoice":
                game.apply(waiting["data"]["player"], {"type": "DecideOptionalEffect", "data": {"accept": False}})
            else:
                break
        st = game.state()
        surgery.edit(st["state"], setup, self.names)
        self.game = self._engine.load_game(st)
        problems = setup_mismatches(setup, self.observe(), life_and_turn=not setup.teams)
        if problems:
            raise RuntimeError("phase's game doesn't match the setup after load_game: " + "; ".join(problems))
        self._collect_triggers()

    def perform(self, action: Action) -> Response:
        self.triggered = []
        self._action = action
        self._open_before_action = len(self.open_choices)
        self.transcript.step(f"{action.line}: {action.describe()}")
        handlers: dict[str, Callable[[Action], Response]] = {
            "play_land": self._play_land, "cast_spell": self._cast, "activate_ability": self._activate,
            "pass_priority": self._pass_priority, "resolve_stack": self._resolve, "advance_to": self._advance,
            "look_at_library_top": self._look, "cycle": self._cycle, "discard": self._discard,
            "begin_game": self._begin_game, "declare_attackers": self._declare_attackers,
            "put_onto_battlefield": self._put, "declare_blockers": self._declare_blockers,
            "assign_combat_damage": self._assign_combat_damage, "plot": self._plot,
        }
        if action.kind not in handlers:
            raise Unsupported(f"action kind {action.kind!r}")
        return self._attempt(lambda: handlers[action.kind](action))

    def observe(self) -> Snapshot:
        if self.game is None:
            raise RuntimeError("phase's game hasn't begun (the scenario checks before its begin_game action)")
        state = self.game.state()["state"]
        objects = state["objects"]

        def view(oid: int) -> Any:
            return object_view(objects[str(oid)], self.names, state.get("combat"))

        players = [PlayerView(self.names[seat], p["life"], mana_pool_from_phase(p["mana_pool"]),
                              [view(i) for i in p["library"]], [view(i) for i in p["hand"]],
                              [view(i) for i in p["graveyard"]], p["lands_played_this_turn"])
                   for seat, p in enumerate(state["players"])]
        waiting = state.get("waiting_for") or {}
        priority = self.names[state["priority_player"]] if waiting.get("type") == "Priority" else None
        return Snapshot(
            players=players,
            battlefield=[view(i) for i in state["battlefield"]],
            exile=[view(i) for i in state["exile"]],
            stack=[self._stack_view(e, objects) for e in self.game.stack()],  # bottom first
            triggered=list(self.triggered),
            turn=state["turn_number"], active_player=self.names[state["active_player"]],
            step=PHASE_TO_STEP.get(state["phase"], str(state["phase"])), priority=priority,
        )

    def unused_decisions(self) -> list[Decision] | None:
        return list(self.script.remaining)

    def failure_notes(self) -> list[str]:
        """The known divergences that explain this game, then the parser gaps of its cards that bear on it (a 603.2d
        cause's gap only if an object it misjudges entered the battlefield)."""
        if self.game is not None and any(o["name"] in CARDS and CARDS[o["name"]].adventure is not None
                                         and not o.get("back_face") for o in self.game.battlefield()):
            self.facts.flags.add("copy without Adventure")
        if self.game is not None:
            self._flag_double_faced()
        if self.game is not None and self.setup is not None and self.setup.teams:
            lives = self.game.state()["state"]["players"]
            if any(len({lives[self.names.index(n)]["life"] for n in team}) > 1 for team in self.setup.teams):
                self.facts.flags.add("teammates' life totals differ")
        notes = divergences.notes(self.facts)
        entered = [(e.get("data") or {}).get("record") or {} for e in self.facts.all_events()
                   if e.get("type") == "ZoneChanged" and (e.get("data") or {}).get("to") == "Battlefield"]
        for name in sorted(self.cards | {o["name"] for o in (self.game.battlefield() if self.game else [])}):
            seats = self._controllers(name)
            for gap in faces.parse_gaps(name):
                if gap.entering is None or any(gap.entering(r, seat) for r in entered for seat in seats):
                    notes.append(gap.note)
        return list(dict.fromkeys(notes))

    def _flag_double_faced(self) -> None:
        """Facts about double-faced permanents (712) for the divergences: a back face up with mana value 0 that
        isn't a copy, and a token named as a double-faced card's face (phase's copies keep one face)."""
        for o in self.observe().battlefield:
            if o.name in BACK_FACES and not o.token and o.mana_value == 0:
                self.facts.flags.add("back face with mana value 0")
            front = CARDS.get(BACK_FACES.get(o.name, o.name))
            if o.token and front is not None and front.back is not None:
                self.facts.flags.add("single-faced token copy of a double-faced card")

    def _controllers(self, name: str) -> set[int]:
        """The seats that control a permanent named ``name`` now or did in the setup."""
        seats = {i for i, p in enumerate(self.setup.players) if any(c.name == name for c in p.battlefield)} \
            if self.setup else set()
        if self.game is not None:
            seats |= {o["controller"] for o in self.game.battlefield() if o["name"] == name}
        return seats

    def reproduce(self, scenario: Scenario, message: str) -> Reproduction | None:
        """The failure replayed by a standalone script against phase-python alone (adapters/phase/reproduction.py),
        run in a fresh interpreter; None for a kind of failure no script is written for."""
        text = reproduction.script(scenario, message, self.transcript, self.names, self.version)
        if text is None:
            return None
        guessed = reproduction.unscripted(scenario, message, self.transcript, self.names)
        return dataclasses.replace(run_script(text), unscripted=tuple(guessed))

    def close(self) -> None:
        self.game = None

    # --- the game ----------------------------------------------------------------------------------

    def _new_game(self, decks: list[list[str]], first: int) -> Any:
        extra: dict[str, Any] = {}
        if self.setup is not None and self.setup.teams:
            extra = {"extra_players": decks[2:], "format": "TwoHeadedGiant"}
        elif len(decks) > 2:  # three or more players, each on their own: phase's FreeForAll (CR 806)
            extra = {"extra_players": decks[2:], "format": "FreeForAll"}
        game = self._engine.new_game(decks[0], decks[1], seed=1, first_player=first, **extra)
        players = game.state()["state"]["players"]  # one state: each call serializes the whole game
        sizes = [len(players[i]["library"]) + 7 for i in range(len(decks))]
        short = [f"{self.names[i]} ({sizes[i]} of {len(d)})" for i, d in enumerate(decks) if sizes[i] < len(d)]
        if short:
            raise RuntimeError(f"phase dropped cards from the decks of {', '.join(short)} (names its database "
                               "can't resolve)")
        return game

    def _attempt(self, act: Callable[[], Response]) -> Response:
        """Run an action; if phase refuses it, reload the state saved before it (CR 732.1)."""
        saved = self.game.state() if self.game is not None else None
        self._prompted, self._offered_adventure, self._during = {"cast": [], "trigger": []}, False, []
        try:
            return act()
        except _Refused as e:
            reason, rule, taken_back = e.reason, e.rule, e.taken_back
        if saved is not None and not taken_back:
            self.game = self._engine.load_game(saved)
        elif saved is not None:
            self._note_take_back(saved)
        if self._action is not None:
            self.facts.refusals.append((self._action, reason))
        self.triggered = []
        return Response(False, reason, rule, list(self._during))

    def _note_take_back(self, saved: dict[str, Any]) -> None:
        """For the failure notes: the permanents phase's take-back of an action (its ``CancelCast``) left tapped that
        were untapped before it (tapped for mana while casting: 732.1 untaps them)."""
        before, now = saved["state"]["objects"], self.game.state()["state"]
        for oid in now["battlefield"]:
            obj = now["objects"][str(oid)]
            if obj.get("tapped") and not (before.get(str(oid)) or {"tapped": True}).get("tapped"):
                self.facts.flags.add(f"{divergences.LEFT_TAPPED}{obj['name']}")

    def _call(self, seat: int, game_action: dict[str, Any]) -> Any:
        """``Game.apply``, keeping the events phase reports (for the failure notes); phase's refusal (a ValueError)
        is raised as :class:`_PhaseRefused`. Coin flips land as the script says (:meth:`_steer_coin_flips`)."""
        if any(d.kind == "coin" for d in self.script.remaining):
            self._steer_coin_flips(seat, game_action)
        try:
            result = self.game.apply(seat, game_action)
        except ValueError as e:
            if len(self.open_choices) > self._open_before_action:
                self.open_choice_refused = True
            raise _PhaseRefused(e) from None
        self.facts.events.append(list(result.events or []))
        self._take_coin_flips(list(result.events or []))
        return result

    def _steer_coin_flips(self, seat: int, game_action: dict[str, Any]) -> None:
        """CR 705: how each coin lands is part of the scenario (its ``coin`` decisions, "win" or "lose"). phase flips
        with its own seeded generator, whose position is part of its state (``rng_seed``, ``rng_word_pos``): the action
        is tried on an unrecorded copy of the game, and when the flips it makes don't land as scripted, the game is
        reloaded with the generator moved on (the next positions of phase's own stream, tried in order) until they do.
        The reproduction replays that load, an edit of phase's state like any other."""
        saved = self.game.state()
        raw = self._engine.unrecorded

        def flips(state: dict[str, Any]) -> list[dict[str, Any]] | None:
            try:
                events = raw.load_game(state).apply(seat, game_action).events or []
            except ValueError:
                return None  # phase refuses the action: it flips nothing
            return [e.get("data") or {} for e in events if e.get("type") == "CoinFlipped"]

        if self._flips_as_scripted(flips(saved)):
            return
        start = int(saved["state"].get("rng_word_pos") or 0)
        for step in range(1, MAX_COIN_TRIES + 1):
            saved["state"]["rng_word_pos"] = start + step
            if self._flips_as_scripted(flips(saved)):
                self.game = self._engine.load_game(saved)
                return
        raise RuntimeError(f"phase's coin flips didn't land as scripted at any of the {MAX_COIN_TRIES} next positions "
                           "of its random generator")

    def _flips_as_scripted(self, flips: list[dict[str, Any]] | None) -> bool:
        """Whether each flip (phase's CoinFlipped data: ``player_id``, ``won``) lands as the next ``coin`` decision of
        its player says (a flip no decision scripts is left for :meth:`_take_coin_flips` to report)."""
        pending = [d for d in self.script.remaining if d.kind == "coin"]
        for flip in flips or []:
            player = self.names[int(flip.get("player_id") or 0)]
            decision = next((d for d in pending if d.player == player), None)
            if decision is None:
                continue
            pending.remove(decision)
            if (str(decision.answer) == "win") != bool(flip.get("won")):
                return False
        return True

    def _take_coin_flips(self, events: list[dict[str, Any]]) -> None:
        """Each coin phase flipped takes its player's next scripted ``coin`` decision; a flip the script doesn't
        make (the reference engine flipped none) or that landed otherwise contradicts it."""
        for event in events:
            if event.get("type") != "CoinFlipped":
                continue
            data = event.get("data") or {}
            player, won = self.names[int(data.get("player_id") or 0)], bool(data.get("won"))
            decision = self.script.take(player, "coin")
            if decision is None:
                raise self._mismatch(f"expected no coin flip for {player} here (the scenario scripts none); phase "
                                     f"flipped one ({'won' if won else 'lost'})")
            if (str(decision.answer) == "win") != won:
                raise self._mismatch(f"{decision.line}: expected {player} to {decision.answer} the coin flip; phase's "
                                     f"flip was {'won' if won else 'lost'}")

    def _apply(self, seat: int, game_action: dict[str, Any]) -> None:
        """Apply one action for ``seat`` (phase may refuse it: :class:`_PhaseRefused`), then answer phase's prompts."""
        self._call(seat, game_action)
        self._collect_triggers()
        self._answer_prompts()

    def _seat(self, player: str | None) -> int:
        if player not in self.names:
            raise RuntimeError(f"this action needs one of the players {self.names}, not {player!r}")
        return self.names.index(player)

    def _objects(self) -> dict[str, Any]:
        return dict(self.game.state()["state"]["objects"])

    def _find(self, action: Action, zone: str | None = None) -> dict[str, Any]:
        """The object named ``action.card`` that the player owns in ``zone`` (the first, top first in a library); in
        another player's zone when the action names its ``owner`` (CR 108.3: an effect lets a card there be played)."""
        seat, zone = self._seat(action.owner or action.player), zone or action.zone or "hand"
        state = self.game.state()["state"]
        if zone in surgery.HIDDEN_ZONES:
            ids = state["players"][seat][zone]
        elif zone in ("exile", "battlefield"):
            ids = [i for i in state[zone] if state["objects"][str(i)]["owner"] == seat]
            if zone == "exile":  # exile is shared (400.1): then a card another player owns (exiled from their hand)
                ids += [i for i in state[zone] if state["objects"][str(i)]["owner"] != seat]
        else:
            raise Unsupported(f"acting on a card in the {zone}")
        for oid in ids:
            obj: dict[str, Any] = state["objects"][str(oid)]
            if obj["name"] == action.card:
                return obj
        raise _Refused(f"there is no {action.card} in {action.owner or action.player}'s {zone}")

    # --- actions ------------------------------------------------------------------------------------

    def _play_land(self, action: Action) -> Response:
        obj = self._find(action)
        self._apply(self._seat(action.player), {"type": "PlayLand", "data": {"object_id": obj["id"],
                                                                            "card_id": obj["card_id"]}})
        if "Land" not in ((obj.get("card_types") or {}).get("core_types") or []):
            self.facts.flags.add("nonland played as a land")  # phase accepted it (a rules gap: 305.1)
        return Response(True)

    def _cast(self, action: Action) -> Response:
        """CR 601.2: phase's CastSpell, then its prompts: Adventure or creature (715.3), targets (601.2c), X
        (601.2b), payment (601.2g-h, manual when actions are taken while casting)."""
        seat, obj = self._seat(action.player), self._find(action)
        before = {e["id"] for e in self.game.stack()}
        mode = "Manual" if action.during else "Auto"
        if action.during:
            self.facts.flags.add("manual payment")
        self._call(seat, {"type": "CastSpell", "data": {"object_id": obj["id"], "card_id": obj["card_id"],
                                                             "targets": [], "payment_mode": {"type": mode}}})
        self._collect_triggers()
        self._answer_prompts(casting=action)
        if self.game.waiting_for().get("type") == "ManaPayment":
            self._pay(seat, action)
        if action.as_adventure and not self._offered_adventure:
            raise _Refused(f"phase offered no cast of {action.card} as its Adventure from {action.player}'s "
                           f"{action.zone} (it cast {action.card} itself)")
        self._check_new_entries(before, refuse=True)
        self._check_unasked_gift(action.player)
        return Response(True, during=list(self._during))

    def _check_unasked_gift(self, player: str) -> None:
        """A gift phase promised without asking to whom (its only opponent, 702.174a) must go to the scripted
        recipient: else the script's recipient was no choice phase offered, as with a target phase chose by itself
        (fuzz finding fuzz-phase-328961f4fe: a gift scripted to its own caster was never passed to phase)."""
        decision, self._gift_to = self._gift_to, None
        if decision is None:
            return
        opponents = [n for n in self.names if n != player]
        if len(opponents) != 1 or str(decision.answer) != opponents[0]:
            raise _Refused(f"phase promised the gift to {' or '.join(opponents)} by itself, asking no recipient: it "
                           f"doesn't offer {decision.answer}")

    def _pay(self, seat: int, action: Action) -> None:
        """phase's ManaPayment prompt (601.2g-h): the actions taken while casting, then PassPriority to pay."""
        for sub in action.during:
            response = self._attempt_during(sub)
            self._during.append(response)
        self._call_or_cancel(seat, PASS)
        # PassPriority pays what the mana in the pool doesn't by activating mana abilities itself: the mana the
        # scenario made while casting didn't pay the cost (601.2h)
        auto = [e["data"].get("source_id") for e in self.facts.events[-1]
                if e.get("type") == "AbilityActivated" and (e.get("data") or {}).get("kind") == "Mana"]
        if auto:
            raise _Refused(f"phase: the mana made while casting doesn't pay {action.card}'s cost (to finish paying, "
                           f"phase activated the mana abilities of {', '.join(self._label(i) for i in auto)} itself)")
        self._collect_triggers()
        if self.game.waiting_for().get("type") == "ManaPayment":
            self._cancel(seat)
            raise _Refused(f"phase: the mana paid doesn't pay {action.card}'s cost (its ManaPayment prompt stays open)")
        self._answer_prompts(casting=action)

    def _call_or_cancel(self, seat: int, action: dict[str, Any]) -> None:
        """``action`` as part of a cast or activation; phase refusing it is phase refusing the whole action, which is
        cancelled (its choices and payment undone, by phase's own ``CancelCast``) before the refusal goes on."""
        try:
            self._call(seat, action)
        except _PhaseRefused as e:
            e.taken_back = self._cancel(seat)
            raise

    def _cancel(self, seat: int) -> bool:
        """phase's ``CancelCast`` for the cast or activation in progress; whether phase took it back (it accepted, and
        a player has priority again). If not, the state saved before the action is reloaded (:meth:`_attempt`)."""
        with contextlib.suppress(_PhaseRefused):
            self._call(seat, CANCEL)
            return bool(self.game.waiting_for().get("type") == "Priority")
        return False

    def _attempt_during(self, sub: Action) -> Response:
        """An action taken while casting: a mana ability, or looking at the top of a library (401.5)."""
        self._in_sub_action = True
        try:
            return self._attempt_during_cast(sub)
        finally:
            self._in_sub_action = False

    def _attempt_during_cast(self, sub: Action) -> Response:
        if sub.kind == "look_at_library_top":
            response = self._look(sub)
            if response.accepted and self._action is not None and self._action.zone == "library":
                self.facts.flags.add("looked at the new top card while casting")
            return response
        if sub.kind != "activate_ability":
            raise Unsupported(f"taking a {sub.kind} action while casting")
        try:
            source, index = self._ability_source(sub)
            self._call(self._seat(sub.player), {"type": "ActivateAbility",
                                                     "data": {"source_id": source["id"], "ability_index": index}})
            self._collect_triggers()
            self._answer_prompts(paying=True)
        except _Refused as e:
            return Response(False, e.reason, e.rule)
        return Response(True)

    def _activate(self, action: Action) -> Response:
        """CR 602 and 605: ActivateAbility, for mana abilities too. Among several permanents with the name, the
        first phase lets the player activate (an untapped one first, a tapped one first for an {Q} cost)."""
        seat = self._seat(action.player)
        before = {e["id"] for e in self.game.stack()}
        keyword = re.fullmatch(r"(Crew|Saddle) \d+", action.ability or "")
        if keyword:
            return self._crew_or_saddle(action, keyword.group(1))
        candidates = self._candidates(action)
        saved = self.game.state() if len(candidates) > 1 else None
        first: Exception | None = None
        for source, index in candidates:
            try:
                self._apply(seat, {"type": "ActivateAbility", "data": {"source_id": source["id"], "ability_index": index}})
                self._check_new_entries(before, refuse=True)
                return Response(True)
            except _Refused as e:
                first = first or e
                if saved is not None:
                    self.game = self._engine.load_game(saved)
        assert first is not None
        raise first

    def _crew_or_saddle(self, action: Action, keyword: str) -> Response:
        """Crew N (702.122a) and saddle N (702.171a): phase keeps them as keywords, not abilities, and activates them
        with its own actions, ``CrewVehicle`` and ``SaddleMount``, then asks for the creatures to tap among its eligible
        ones (its prompt of the same name); they are the scripted ``tap`` answers, until "no more". phase refusing the
        creatures (too little power) is phase refusing the activation."""
        seat, player = self._seat(action.player), action.player or ""
        kind, key = ("CrewVehicle", "vehicle_id") if keyword == "Crew" else ("SaddleMount", "mount_id")
        mine = [o for o in self.game.battlefield() if o["name"] == action.card and o["controller"] == seat]
        if not mine:
            raise _Refused(f"{action.player} controls no {action.card}")
        source = mine[0]
        if not any(isinstance(k, dict) and keyword in k for k in source.get("keywords") or []):
            raise _Refused(f"phase gives {action.card} no {keyword.lower()} (its keywords: {source.get('keywords')})")
        self._call(seat, {"type": kind, "data": {key: source["id"], "creature_ids": []}})
        waiting = self.game.waiting_for()
        if waiting.get("type") != kind:
            raise _Refused(f"phase asked for no creatures to tap for {action.card}'s {action.ability}")
        eligible = list((waiting.get("data") or {}).get("eligible_creatures") or [])
        chosen: list[int] = []
        while self.script.has(player, "tap"):
            decision = self.script.take(player, "tap")
            assert decision is not None
            if decision.answer == NO_MORE:
                break
            pick = next((i for i in eligible if i not in chosen and self._matches(decision.answer, {"Object": i},
                                                                                   self._label)), None)
            if pick is None:
                self._cancel(seat)
                raise _Refused(f"phase doesn't offer {decision.answer} to tap for {action.card}'s {action.ability} "
                               f"(eligible: {', '.join(map(self._label, eligible)) or 'none'})")
            chosen.append(pick)
        try:
            self._apply(seat, {"type": kind, "data": {key: source["id"], "creature_ids": chosen}})
        except _PhaseRefused:
            self._cancel(seat)
            raise
        return Response(True)

    def _candidates(self, action: Action) -> list[tuple[dict[str, Any], int]]:
        seat = self._seat(action.player)
        mine = [o for o in self.game.battlefield() if o["name"] == action.card and o["controller"] == seat]
        if not mine:
            raise _Refused(f"{action.player} controls no {action.card}")
        index = _ability_index(mine[0].get("abilities") or [], action.ability or "", action.card or "")
        untap = "{Q}" in (action.ability or "")
        mine.sort(key=lambda o: bool(o.get("tapped")) != untap)
        return [(o, index) for o in mine]

    def _ability_source(self, action: Action) -> tuple[dict[str, Any], int]:
        return self._candidates(action)[0]

    def _cycle(self, action: Action) -> Response:
        """CR 702.29a: cycling is an activated ability of the card in its owner's hand; phase tags it ``Cycling``."""
        obj = self._find(action)
        found = [i for i, a in enumerate(obj.get("abilities") or [])
                 if (a.get("ability_tag") or {}).get("type") == "Cycling"]
        if not found:
            raise _Refused(f"phase gives {action.card} no cycling ability (its abilities: "
                           f"{[a.get('description') for a in obj.get('abilities') or []]})")
        self._apply(self._seat(action.player), {"type": "ActivateAbility",
                                                "data": {"source_id": obj["id"], "ability_index": found[0]}})
        return Response(True)

    def _plot(self, action: Action) -> Response:
        """CR 702.170a, 116.2k: plotting is a special action; phase makes it an activated ability of the card in its
        owner's hand (its effect ``GrantCastingPermission`` of kind ``Plotted``, the plot cost and exiling the card
        its cost), activated with ``ActivateAbility``; phase refusing it is the refusal. From the top of the library
        (an effect's permission, Fblthp's) phase lists the plot among its legal actions only: the one
        ``ActivateAbility`` of that card phase lists is it (none listed: the card's own plot ability, phase's
        answer). phase asks no choice of plot cost: it pays one itself, so a scripted ``plot_cost`` is matched with
        the mana phase spent (its ``mana_spent_to_activate``)."""
        obj, seat = self._find(action), self._seat(action.player)
        found = [i for i, a in enumerate(obj.get("abilities") or [])
                 if (((a.get("effect") or {}).get("permission") or {}).get("type")) == "Plotted"]
        if action.zone == "library":
            legal = [a.to_dict() for a in self.game.actions()]
            offered = [a for a in legal if a.get("type") == "ActivateAbility"
                       and (a.get("data") or {}).get("source_id") == obj["id"]]
            if len(offered) != 1 and found:  # none listed: the card's own plot ability, which phase may refuse there
                offered = [{"type": "ActivateAbility", "data": {"source_id": obj["id"], "ability_index": found[0]}}]
            if len(offered) != 1:
                raise _Refused(f"phase offers {action.player} no plot of {action.card} from the top of their library "
                               f"(its legal actions: {', '.join(sorted({a['type'] for a in legal}))})")
            game_action = offered[0]
        elif not found:
            raise _Refused(f"phase gives {action.card} no plot ability in {action.player}'s {action.zone or 'hand'}")
        else:
            game_action = {"type": "ActivateAbility", "data": {"source_id": obj["id"], "ability_index": found[0]}}
        self._apply(seat, game_action)
        decision = self.script.take(action.player or "", "plot_cost")
        if decision is not None:
            spent = len((self.game.object(obj["id"]) or {}).get("mana_spent_to_activate") or [])
            cost = re.findall(r"\{([^}]*)\}", str(decision.answer))
            wanted = sum(int(s) if s.isdigit() else 1 for s in cost)
            if spent != wanted:
                raise self._mismatch(f"{decision.line}: expected {action.player} to be able to choose "
                                     f"{decision.answer} as the plot cost; phase asked no choice and spent {spent} mana")
        return Response(True)

    def _discard(self, action: Action) -> Response:
        """No rule lets a player discard a card of their own accord (CR 701.9): phase's GameAction has no such
        action either; its legal actions are listed."""
        self._find(action)
        legal = sorted({a.to_dict()["type"] for a in self.game.actions()})
        raise _Refused(f"phase has no action by which {action.player} discards {action.card} of their own accord "
                       f"(its legal actions now: {', '.join(legal)})")

    def _look(self, action: Action) -> Response:
        if self.game.player(self._seat(action.player)).get("can_look_at_top_of_library"):
            return Response(True)
        return Response(False, "phase says the player may not look at the top card of their library")

    def _pass_priority(self, action: Action) -> Response:
        if action.player is not None:
            seat = self._seat(action.player)
            if self.game.waiting_for().get("type") != "Priority" or self.game.priority_player() != seat:
                raise _Refused(f"{action.player} doesn't have priority", "117.1")
            self._apply(seat, PASS)
            return Response(True)
        for _ in range(len(self.names)):  # each player once, starting with the holder (117.3d)
            if self.game.waiting_for().get("type") != "Priority":
                break
            stack_before = len(self.game.stack())
            self._apply(self.game.priority_player(), PASS)
            if len(self.game.stack()) != stack_before or self.game.waiting_for().get("type") != "Priority":
                break  # the top of the stack resolved, or the step ended: all players have passed
        return Response(True)

    def _resolve(self, action: Action) -> Response:
        self._pass_until(lambda: not self.game.stack(), "the stack is empty")
        return Response(True)

    def _advance(self, action: Action) -> Response:
        seat, step = self._seat(action.player), STEP_TO_PHASE[action.step or "precombat_main"]
        self._pass_until(lambda: self.game.state()["state"]["active_player"] == seat and self.game.phase == step
                         and not self.game.stack(), f"{action.player}'s {action.step} step")
        return Response(True)

    def _pass_until(self, done: Callable[[], bool], what: str, stop: Callable[[dict[str, Any]], bool] | None = None) -> None:
        """Pass priority (answering phase's prompts) until ``done`` holds with a player having priority, or until
        ``stop`` holds for a prompt (which is then left for the caller)."""
        for _ in range(MAX_PASSES):
            waiting = self.game.waiting_for()
            if waiting.get("type") == "GameOver":
                return
            if stop is not None and stop(waiting):
                return
            if waiting.get("type") == "Priority":
                if done():
                    return
                try:
                    self._call(self.game.priority_player(), PASS)
                except _PhaseRefused as e:  # the priority holder may always pass: this is the adapter's fault
                    raise RuntimeError(f"phase refused a pass of priority: {e.text}") from None
                self._collect_triggers()
            else:
                self._answer_prompts(stop=stop)
        raise RuntimeError(f"{what} not reached after {MAX_PASSES} passes of priority")

    def _declare_attackers(self, action: Action) -> Response:
        """CR 508.1: pass priority until the player's declare attackers step asks for attackers, then declare each
        named creature attacking the first player phase offers as a target."""
        seat = self._seat(action.player)

        def asked(w: dict[str, Any]) -> bool:
            return w.get("type") == "DeclareAttackers" and w["data"]["player"] == seat

        def past() -> bool:
            st = self.game.state()["state"]
            return st["active_player"] == seat and st["phase"] not in ("Untap", "Upkeep", "Draw", "PreCombatMain",
                                                                         "BeginCombat")
        self._pass_until(past, f"{action.player}'s declare attackers step", stop=asked)
        waiting = self.game.waiting_for()
        if not asked(waiting):
            raise _Refused(f"phase asked {action.player} for no attackers (no creature could attack)")
        data = waiting["data"]
        objects = self._objects()
        valid = list(data.get("valid_attacker_ids") or [])
        targets = [t for t in data.get("valid_attack_targets") or [] if t.get("type") == "Player"]
        if not targets:
            raise _Refused(f"phase offers {action.player} no player to attack")
        attacks: list[list[Any]] = []
        for name in action.cards:
            oid = next((i for i in valid if objects[str(i)]["name"] == name and i not in [a[0] for a in attacks]), None)
            if oid is None:
                raise _Refused(f"phase doesn't list {name} among the creatures that can attack "
                               f"({', '.join(objects[str(i)]['name'] for i in valid) or 'none'})")
            attacks.append([oid, targets[0]])
        self._apply(seat, {"type": "DeclareAttackers", "data": {"attacks": attacks, "bands": []}})
        return Response(True)

    def _declare_blockers(self, action: Action) -> Response:
        """CR 509.1: pass priority until phase asks for blockers (its ``DeclareBlockers`` prompt, as the declare
        blockers step begins), then declare each [blocker, attacker] pair of ``action.blocks`` among the blockers and
        attackers phase lists as valid. Only the player phase asks may declare (509.1: the defending player)."""
        seat = self._seat(action.player)

        def asked(w: dict[str, Any]) -> bool:
            return w.get("type") == "DeclareBlockers"

        def past() -> bool:  # priority past the declare attackers step with no blockers asked for (none can block)
            return self.game.phase in ("DeclareBlockers", "CombatDamage", "EndCombat", "PostCombatMain", "End",
                                       "Cleanup")
        self._pass_until(past, f"{action.player}'s declare blockers", stop=asked)
        waiting = self.game.waiting_for()
        if not asked(waiting):
            if action.blocks:
                raise _Refused(f"phase asked {action.player} for no blockers (no creature attacks or can block)")
            return Response(True)
        data = waiting["data"]
        if data.get("player") != seat:
            raise _Refused(f"phase asks {self.names[data.get('player', 0)]} for blockers, not {action.player} (only "
                           "the defending player declares blockers)", "509.1")
        objects = self._objects()
        valid = list(data.get("valid_blocker_ids") or [])
        targets = {int(k): list(v) for k, v in (data.get("valid_block_targets") or {}).items()}
        attackers = [a.get("object_id") for a in (self.game.state()["state"].get("combat") or {}).get("attackers") or []]
        assignments: list[list[int]] = []
        for blocker_name, attacker_name in action.blocks:
            attacker = next((i for i in attackers if objects[str(i)]["name"] == attacker_name), None)
            if attacker is None:
                raise _Refused(f"{attacker_name} is not an attacking creature in phase's combat", "509.1a")
            used = [b for b, _ in assignments]
            named = [i for i in valid if objects[str(i)]["name"] == blocker_name]
            # a name given again is another blocker of that name, unless there is none: then the same creature,
            # blocking a second attacker (509.1a), for phase to judge
            mine = [i for i in named if i not in used] or named
            blocker = next((i for i in mine if attacker in targets.get(i, [])), None)
            if blocker is None:
                why = ("among the creatures that can block" if not mine else f"as able to block {attacker_name}")
                raise _Refused(f"phase doesn't list {blocker_name} {why} (its valid blockers: "
                               f"{', '.join(objects[str(i)]['name'] for i in valid) or 'none'})")
            assignments.append([blocker, attacker])
        self._apply(seat, {"type": "DeclareBlockers", "data": {"assignments": assignments}})
        return Response(True)

    def _assign_combat_damage(self, action: Action) -> Response:
        """CR 510.1c, 702.19b: pass priority until phase asks how ``action.card`` assigns its combat damage (its
        ``AssignCombatDamage`` prompt, as the combat damage step begins), then assign ``action.assignment``: each
        blocker's share by name, the defending player's as phase's ``trample_damage``. phase refusing the division is
        phase refusing the action; phase asking nothing for that creature (unblocked, or no damage step left) is phase
        offering no way to assign it."""
        seat = self._seat(action.player)

        def asked(w: dict[str, Any]) -> bool:
            data = w.get("data") or {}
            return (w.get("type") == "AssignCombatDamage" and data.get("player") == seat
                    and (self.game.object(data.get("attacker_id")) or {}).get("name") == action.card)

        def past() -> bool:
            return self.game.phase in ("EndCombat", "PostCombatMain", "End", "Cleanup")
        self._pass_until(past, f"the combat damage assignment of {action.card}", stop=asked)
        waiting = self.game.waiting_for()
        if not asked(waiting):
            raise _Refused(f"phase asked {action.player} for no combat damage assignment of {action.card} (it "
                           "assigns none, or not by choice: an unblocked creature's goes to the player it attacks)")
        self._assign_damage(seat, waiting["data"], dict(action.assignment), action.line)
        self._answer_prompts()
        return Response(True)

    def _assign_damage(self, seat: int, data: dict[str, Any], assignment: dict[str, int], line: str) -> None:
        """phase's AssignCombatDamage from ``assignment`` (recipient name -> damage); phase's refusal raised."""
        blockers = [b.get("blocker_id") for b in data.get("blockers") or []]
        names = {i: self._label(i) for i in blockers}
        defender = data.get("defending_player")
        player = self.names[defender] if isinstance(defender, int) and defender < len(self.names) else None
        unknown = [n for n in assignment if n not in names.values() and n != player]
        if unknown:
            raise _Refused(f"{', '.join(unknown)} is not blocking {self._label(data.get('attacker_id'))} in phase's "
                           "combat", "510.1c")
        shares, left = [], dict(assignment)
        for i in blockers:
            shares.append([i, left.pop(names[i], 0)])  # two blockers of one name: the first gets the share
        answer = {"mode": "Normal", "assignments": shares, "trample_damage": left.pop(player, 0) if player else 0,
                  "controller_damage": 0}
        self._call(seat, {"type": "AssignCombatDamage", "data": answer})
        self._collect_triggers()

    def _put(self, action: Action) -> Response:
        """An effect puts a card onto the battlefield: phase's debug action MoveToZone with ``simulate`` (its own
        zone-change pipeline: replacement effects, triggered abilities, state-based actions), allowed by turning on
        the game's ``debug_mode`` for that action only, and priority left with the player who had it. phase has no
        action putting several cards onto the
        battlefield at the same time (CR 603.6a): MoveToZone moves one object, so several would enter one after
        another, which is not what the scenario asks."""
        if len(action.cards) != 1:
            raise Unsupported("putting several cards onto the battlefield at the same time (CR 603.6a)",
                              evidence="phase's GameAction has no such action, and its Debug MoveToZone moves one object "
                                       "per action (checked in phase-python 0.103.0: Game.apply, GameAction, the Debug "
                                       "actions)")
        obj = self._find(Action("put_onto_battlefield", action.player, action.cards[0], action.zone))
        holder = self.game.priority_player()  # an effect, not a player's action: priority stays where it is
        self._set_debug(True)
        try:
            self._call(holder, {"type": "Debug", "data": {"type": "MoveToZone", "data": {
                "object_id": obj["id"], "to_zone": "Battlefield", "simulate": True}}})
        finally:
            self._set_debug(False)
        self._collect_triggers()
        self._answer_prompts()
        st = self.game.state()
        if st["state"]["priority_player"] != holder and (st["state"].get("waiting_for") or {}).get("type") == "Priority":
            # phase leaves priority with whoever answered a choice the debug action raised (Meddling Mage's name);
            # the effect changed nothing about priority (117.3)
            st["state"].update(priority_player=holder, waiting_for={"type": "Priority", "data": {"player": holder}})
            self.game = self._engine.load_game(st)
        return Response(True)

    def _set_debug(self, on: bool) -> None:
        st = self.game.state()
        st["state"]["debug_mode"] = on
        self.game = self._engine.load_game(st)

    def _begin_game(self, action: Action) -> Response:
        """CR 103: phase deals the opening hands from the decks (the setup's libraries, top seven in hand), asks
        for mulligans and opening-hand actions, and starts the first turn."""
        assert self.setup is not None
        first = self._seat(action.player)
        game = self._new_game([[c.name for c in (*p.library, *p.battlefield)] for p in self.setup.players], first)
        st = game.state()
        surgery.deal_opening_hands(st["state"], self.setup)
        self.game = self._engine.load_game(st)
        self._answer_prompts()
        if self.game.phase == "Untap" and self.game.waiting_for().get("type") == "Priority":
            self.facts.flags.add("priority in the untap step")
        return Response(True)

    # --- prompts ------------------------------------------------------------------------------------

    def _answer_prompts(self, casting: Action | None = None, paying: bool = False,
                        stop: Callable[[dict[str, Any]], bool] | None = None) -> None:
        """Answer every prompt phase raises until a player has priority (or the game is over, or, while casting
        with manual payment, phase asks for mana)."""
        for _ in range(MAX_PROMPTS):
            waiting = self.game.waiting_for()
            kind, data = waiting.get("type"), waiting.get("data") or {}
            if kind in ("Priority", "GameOver") or (stop is not None and stop(waiting)):
                return
            if kind == "ManaPayment":
                if paying or (casting is not None and casting.during):
                    return
                seat = data.get("player", 0)
                self._cancel(seat)
                raise _Refused("phase can't pay the cost from the mana available (it asks for manual payment)")
            self._answer(kind, data, casting)
            self._collect_triggers()
        raise RuntimeError(f"phase kept asking for choices ({MAX_PROMPTS} prompts without priority)")

    def _answer(self, kind: str, data: dict[str, Any], casting: Action | None) -> None:
        """One prompt of phase's, by its kind (phase's ``waiting_for`` type): :meth:`_prompt_handlers`."""
        handler = self._prompt_handlers().get(kind)
        if handler is None:
            raise Unsupported(f"answering phase's {kind} prompt ({json.dumps(data)[:160]})")
        handler(data.get("player", 0), data, casting)

    def _prompt_handlers(self) -> dict[str, Callable[[int, dict[str, Any], Action | None], None]]:
        """phase's prompt kinds and what answers each, from the scenario's script (each gets ``seat, data, casting``)."""
        def without_casting(answer: Callable[[int, dict[str, Any]], None]) -> Callable[[int, dict[str, Any],
                                                                                         Action | None], None]:
            return lambda seat, data, _casting: answer(seat, data)

        table: dict[str, Callable[[int, dict[str, Any], Action | None], None]] = {
            "OptionalEffectChoice": without_casting(self._optional_effect),
            "OrderTriggers": without_casting(self._order_triggers),
            "EquipTarget": without_casting(self._equip_target),
            "ChooseXValue": self._choose_x,
            "CastOffer": self._cast_offer,
            "ChooseManaColor": without_casting(self._choose_mana),
            "NamedChoice": without_casting(self._named_choice),
            "SurveilChoice": without_casting(self._surveil),
            "ScryChoice": without_casting(self._scry),
            "CopyTargetChoice": without_casting(self._copy_target),
            "ModeChoice": self._choose_modes,
            "AbilityModeChoice": self._choose_modes,
            "TopOrBottomChoice": without_casting(self._top_or_bottom),
            "MulliganDecision": lambda _seat, data, _casting: self._mulligan(data),
            "DeclareAttackers": without_casting(self._no_attacks),
            "DeclareBlockers": without_casting(self._no_blocks),
            "AssignCombatDamage": without_casting(self._default_damage),
            "ReplacementChoice": without_casting(self._replacement),
            "UnlessPayment": without_casting(self._unless_payment),
            "UnlessPaymentChooseCost": without_casting(self._unless_cost_branch),
            "CopyRetarget": without_casting(self._copy_retarget),
            "OptionalCostChoice": self._optional_cost,
            "ChooseGiftRecipient": without_casting(self._gift_recipient),
            "ChooseObjectsSelection": without_casting(self._choose_objects),
            "ReturnAsAuraTarget": without_casting(self._aura_target),
            "WardSacrificeChoice": without_casting(self._sacrifice_cost),
            "PayCost": without_casting(self._pay_cost),
        }
        for kind in ("TargetSelection", "TriggerTargetSelection", "MultiTargetSelection"):
            table[kind] = lambda seat, data, _casting, kind=kind: self._choose_target(seat, kind, data)
        for kind in CARD_CHOICES:
            table[kind] = lambda seat, data, _casting, kind=kind: self._select_cards(seat, kind, data)
        return table

    def _optional_effect(self, seat: int, data: dict[str, Any]) -> None:
        self._do(seat, {"type": "DecideOptionalEffect", "data": {"accept": self._may(seat, data)}})

    def _order_triggers(self, seat: int, data: dict[str, Any]) -> None:
        self._do(seat, {"type": "OrderTriggers", "data": {"order": self._order(seat, data["triggers"])}})

    def _equip_target(self, seat: int, data: dict[str, Any]) -> None:
        ref = self._pick_ref(seat, [{"Object": i} for i in data.get("valid_targets") or []], "an equip target", True)
        self._do(seat, {"type": "Equip", "data": {"equipment_id": data["equipment_id"], "target_id": ref["Object"]}})

    def _copy_target(self, seat: int, data: dict[str, Any]) -> None:
        ref = self._pick_ref(seat, [{"Object": i} for i in data.get("valid_targets") or []], "a permanent to copy",
                             False, kinds=("copy",))
        self._do(seat, {"type": "ChooseTarget", "data": {"target": ref}})

    def _top_or_bottom(self, seat: int, data: dict[str, Any]) -> None:
        """"Its owner puts it on their choice of the top or bottom of their library" (401.1)."""
        answer = self._decide(seat, ("library_place",), "the top or bottom of the library", ["top", "bottom"])
        self._do(seat, {"type": "ChooseTopOrBottom", "data": {"top": answer == "top"}})

    def _no_attacks(self, seat: int, data: dict[str, Any]) -> None:
        """Nobody declared an attack this combat (508.1: none is a legal declaration)."""
        self._do(seat, {"type": "DeclareAttackers", "data": {"attacks": [], "bands": []}})

    def _no_blocks(self, seat: int, data: dict[str, Any]) -> None:
        """Nobody declared blocks this combat (509.1: none is a legal declaration)."""
        self._do(seat, {"type": "DeclareBlockers", "data": {"assignments": []}})

    def _replacement(self, seat: int, data: dict[str, Any]) -> None:
        """Which replacement effect applies first (616.1), or an optional one ("you may have ~ enter as a copy",
        614.1c) applied or declined ("Decline")."""
        descriptions = [c.get("description") for c in data.get("candidates") or []]
        if (data.get("kind") or {}).get("type") == "OptionalBranch":
            accept = self._decide(seat, ("may",), str(descriptions[0]), ["yes", "no"]) == "yes"
            index = 0 if accept else descriptions.index("Decline") if "Decline" in descriptions else 1
            self._do(seat, {"type": "ChooseReplacement", "data": {"index": index}})
            return
        options = descriptions or list(range(data.get("candidate_count", 0)))
        answer = self._decide(seat, ("replacement",), "the replacement effect to apply first", options)
        self._do(seat, {"type": "ChooseReplacement", "data": {"index": options.index(answer)}})

    def _unless_payment(self, seat: int, data: dict[str, Any]) -> None:
        """"Counter it unless its controller pays", "sacrifice ~ unless you ..." (118.12): a scripted "may"."""
        cost = (data.get("cost") or {}).get("type", "a cost")
        player = self.names[seat]
        if self.script.has(player, "may"):
            pay = self._decide(seat, ("may",), f"pay the {cost} cost ({json.dumps(data.get('cost'))[:80]})",
                               ["yes", "no"]) == "yes"
        else:  # the reference engine asked nothing, as the player can't pay; declining is always possible
            pay = False
            self._unscripted(f"declined phase's UnlessPayment prompt to {player} (pay {cost})")
        self._do(seat, {"type": "PayUnlessCost", "data": {"pay": pay}})

    def _unless_cost_branch(self, seat: int, data: dict[str, Any]) -> None:
        """"... unless they sacrifice a nonland permanent or discard a card" (118.12, 608.2d): phase asks which of its
        costs the player pays, or none ("Decline"). The costs are offered in phase's order, each scripted as the
        answer to its choice (a permanent ``sacrifice``d, a card to ``discard``; "no more" for neither): the first
        cost whose scripted answer is not "no more" is paid (its answer is then taken by phase's next prompt, which
        asks for the permanent or card), and with every cost answered "no more" the player declines."""
        player = self.names[seat]
        costs = list(data.get("costs") or [])
        scripted = False
        for index, cost in enumerate(costs):
            kind = UNLESS_COSTS.get(str(cost.get("type")))
            if kind is None:
                raise Unsupported(f"answering phase's UnlessPaymentChooseCost prompt with a {cost.get('type')} cost "
                                  f"({json.dumps(cost)[:120]})")
            answer = self._peek(player, kind)
            if answer is None:
                continue  # nothing scripted: the reference engine offered no such payment (nothing to pay it with)
            scripted = True
            if answer in (NO_MORE, "nothing"):
                self.script.take(player, kind)
                continue
            self._do(seat, {"type": "ChooseUnlessCostBranch", "data": {"choice": {"type": "Pay",
                                                                                   "data": {"index": index}}}})
            return
        if not scripted and costs:
            self._unscripted(f"declined every cost of phase's UnlessPaymentChooseCost prompt to {player} (none "
                             f"scripted: {', '.join(str(c.get('type')) for c in costs)})")
        self._do(seat, {"type": "ChooseUnlessCostBranch", "data": {"choice": {"type": "Decline"}}})

    def _aura_target(self, seat: int, data: dict[str, Any]) -> None:
        """An Aura returned to the battlefield: what it enchants (303.4f)."""
        ref = self._pick_ref(seat, list(data.get("legal_targets") or []), "what the Aura will enchant", False,
                             kinds=("enchant", "target"))
        self._do(seat, {"type": "ChooseTarget", "data": {"target": ref}})

    def _pay_cost(self, seat: int, data: dict[str, Any]) -> None:
        if (data.get("kind") or {}).get("type") != "Sacrifice":
            raise Unsupported(f"answering phase's PayCost prompt of kind {(data.get('kind') or {}).get('type')} "
                              f"({json.dumps(data)[:160]})")
        self._sacrifice_cost(seat, data)

    def _sacrifice_cost(self, seat: int, data: dict[str, Any]) -> None:
        """A sacrifice cost (118.3), of an ability or of an "unless" payment: the permanents to sacrifice."""
        chosen: list[Any] = []
        for _ in range(int(data.get("count") or 1)):
            left = [i for i in data.get("choices") or data.get("permanents") or [] if i not in chosen]
            chosen.append(self._pick_ref(seat, left, "a permanent to sacrifice", False, kinds=("sacrifice",)))
        self._do(seat, {"type": "SelectCards", "data": {"cards": chosen}})

    def _optional_cost(self, seat: int, data: dict[str, Any], casting: Action | None) -> None:
        """An optional additional cost as a spell is cast (601.2b): a gift (702.174a) is scripted as the opponent it is
        promised to, or "no one" (phase asks whether to promise, then to whom: ``ChooseGiftRecipient``); any other
        (offspring 702.175a, kicker 702.33a) as a "may"."""
        player = self.names[seat]
        if data.get("origin") == "Gift":
            decision = self.script.take(player, "gift")
            if decision is None:
                raise self._mismatch(f"expected no gift choice for {player} here (the scenario scripts none); phase "
                                     "asked whether to promise the gift")
            pay = str(decision.answer) != "no one"
            self._gift_to = decision if pay else None
        else:
            cost = json.dumps((data.get("cost") or {}).get("data"))[:80]
            pay = self._decide(seat, ("may",), f"pay the optional {data.get('origin') or 'additional'} cost ({cost})",
                               ["yes", "no"]) == "yes"
        self._call_or_cancel(seat, {"type": "DecideOptionalCost", "data": {"pay": pay}})

    def _gift_recipient(self, seat: int, data: dict[str, Any]) -> None:
        """The opponent a gift is promised to (702.174a), among phase's candidates: the scripted ``gift`` answer. One
        phase doesn't offer is phase refusing the cast (a player who isn't an opponent: 702.174a)."""
        candidates = list(data.get("candidates") or [])
        decision, self._gift_to = self._gift_to, None
        if decision is None:
            if len(candidates) != 1:
                raise self._mismatch(f"expected no gift recipient choice for {self.names[seat]} here; phase asked "
                                     f"among {', '.join(self.names[c] for c in candidates)}")
            chosen = candidates[0]
        else:
            chosen = next((c for c in candidates if self.names[c] == str(decision.answer)), None)
            if chosen is None:
                self._cancel(seat)
                raise _Refused(f"phase doesn't offer {decision.answer} as the opponent to promise the gift to "
                               f"(candidates: {', '.join(self.names[c] for c in candidates) or 'none'})")
        self._call_or_cancel(seat, {"type": "ChooseGiftRecipient", "data": {"opponent": chosen}})

    def _default_damage(self, seat: int, data: dict[str, Any]) -> None:
        """A combat damage assignment no action scripted: with one way to divide it, as the reference engine does
        without asking (510.1c: one blocker and no trample gets it all; no damage, nothing to divide); with more than
        one, phase asks a choice the script doesn't make."""
        blockers = [b.get("blocker_id") for b in data.get("blockers") or []]
        total = int(data.get("total_damage") or 0)
        trample = data.get("trample") is not None
        if (len(blockers) == 1 and not trample) or total == 0:
            assignment = {self._label(blockers[0]): total} if blockers else {}
            try:
                self._assign_damage(seat, data, assignment, "")
            except _PhaseRefused as e:
                raise self._mismatch(f"expected {self._label(data.get('attacker_id'))} to assign its combat damage "
                                     f"to its one blocker; phase refused: {e.text}") from None
            return
        raise self._mismatch(f"expected no damage assignment choice for {self.names[seat]} here (the scenario assigns "
                             f"none); phase asked how {self._label(data.get('attacker_id'))} divides {total} damage "
                             f"among {', '.join(map(self._label, blockers))}{' (trample)' if trample else ''}")

    def _choose_modes(self, seat: int, data: dict[str, Any], casting: Action | None) -> None:
        """CR 700.2a: a modal spell's modes, each scripted by its text (the card's, without bullet; phase writes the
        card's name as ``~``, read alike); a spree spell's (702.172a) one by one until "no more" or phase's most.
        phase refusing the modes chosen (none, or one whose cost can't be paid) is phase refusing the cast. A modal
        triggered or activated ability's modes (phase's AbilityModeChoice, 700.2b) are read alike, its source's name
        as ``~``."""
        modal = data.get("modal") or {}
        options = [str(o) for o in modal.get("mode_descriptions") or []]
        card = (casting.card if casting is not None else None) or self._free_cast or ""
        if "source_id" in data:  # a modal ability (phase's AbilityModeChoice): its text names its source as ~
            card = self._label(data["source_id"])
        player, most = self.names[seat], int(modal.get("max_choices") or 1)
        indices: list[int] = []
        while len(indices) < most and (not indices or self.script.has(player, "mode")):
            if self.script.has(player, "mode") and self._peek(player, "mode") == NO_MORE and len(options) > 0:
                self.script.take(player, "mode")
                break
            answer = self._decide(seat, ("mode",), f"the mode of {card or 'a modal spell'}", options,
                                  label=lambda o: _normalise(o, card), answer=lambda a: _normalise(str(a), card))
            indices.append(options.index(answer))
        if "source_id" in data and not data.get("is_activated"):  # a triggered ability's modes (603.3c): no action
            self._do(seat, {"type": "SelectModes", "data": {"indices": indices}})  # to refuse, phase contradicts
            return
        self._call_or_cancel(seat, {"type": "SelectModes", "data": {"indices": indices}})

    def _take_no_more(self, player: str, kinds: tuple[str, ...]) -> None:
        """An "any number" (or "up to N") choice phase closed once its most were chosen: the "no more" the script ends
        it with, if that is the player's next decision of ``kinds`` (those this choice was answered with: a "to exile"
        choice's, never the "to cast" of the next prompt), belongs to it (the reference engine asks for it), not to the
        next choice phase asks."""
        following = next((d for d in self.script.remaining if d.player == player and d.kind in kinds), None)
        if following is not None and following.answer in (NO_MORE, "nothing"):
            self.script.take(player, following.kind)

    def _peek(self, player: str, kind: str) -> Any:
        """The answer of the next scripted decision of ``player`` and ``kind``, not taken."""
        return next((d.answer for d in self.script.remaining if d.player == player and d.kind == kind), None)

    def _copy_retarget(self, seat: int, data: dict[str, Any]) -> None:
        """CR 707.10c: the controller of a copy of a spell may choose new targets for it. Scripted as a "may"
        (yes: then each target slot's target, as scripted, and a slot with no legal new target keeps its own); a
        script with no such choice keeps the targets, as the reference engine does when it asks nothing."""
        player = self.names[seat]
        slot = int(data.get("current_slot") or 0)
        if slot == 0 and not self._retargeting:
            if not self.script.has(player, "may"):
                self._unscripted(f"kept the targets of the copy for {player} (phase asked whether to choose new ones; "
                                 "the scenario scripts no such choice)")
            if not self.script.has(player, "may") or self._decide(seat, ("may",), "choose new targets for the copy",
                                                                  ["yes", "no"]) == "no":
                self._do(seat, {"type": "KeepAllCopyTargets"})
                return
            self._retargeting = True
        slots = data.get("target_slots") or []
        legal = list(slots[slot].get("legal_alternatives") or []) if slot < len(slots) else []
        # a slot with no legal new target keeps its own (707.10c: a target may be left unchanged, even an illegal
        # one): phase's answer for that is a null target (a ChooseTarget of the current one it refuses, as no
        # "legal alternative"); the reference engine asks nothing there, so no scripted target is taken
        ref = self._pick_ref(seat, legal, "a new target for the copy", False) if legal else None
        if slot + 1 >= len(slots):
            self._retargeting = False
        self._do(seat, {"type": "ChooseTarget", "data": {"target": ref}})

    def _choose_objects(self, seat: int, data: dict[str, Any]) -> None:
        """Objects chosen among phase's eligible ones (from ``min`` to ``max``), one scripted ``choose`` per object;
        with nothing scripted, exactly the eligible objects when they are all the choice allows."""
        eligible = list(data.get("eligible") or [])
        low, high = int(data.get("min") or 0), int(data.get("max") or 0)
        player, chosen = self.names[seat], list[Any]()
        while len(chosen) < high and self.script.has(player, "choose"):
            left = [r for r in eligible if r not in chosen]
            chosen.append(self._pick_ref(seat, left, "an object to choose", False, kinds=("choose",)))
        if len(chosen) < low:
            if len(eligible) != low:
                raise self._mismatch(f"expected no choice of objects for {player} here (the scenario scripts none); phase "
                                     f"asked for {low} to {high} among {', '.join(map(self._label, eligible))}")
            chosen = eligible
        self._do(seat, {"type": "SelectTargets", "data": {"targets": chosen}})

    def _may(self, seat: int, data: dict[str, Any]) -> bool:
        """A "you may" choice (CR 609.3). "You may cast a spell ..." is scripted as the spell to cast (``cast``), or
        ``nothing``: phase asks yes or no first, then which card (and, for an adventurer card, which face)."""
        player, text = self.names[seat], data.get("description") or "a \"you may\" choice"
        if not self.script.has(player, "may", "cast") and "may cast" in text:
            # the script casts nothing here (the reference engine found no spell to offer): an open choice, declined
            # in the first play, so the harness plays it both ways
            return bool(self._open_choice(f"{player}'s may choice: {text}", ["no", "yes"], str) == "yes")
        if not self.script.has(player, "may") and self.script.has(player, "cast") and "may cast" in text:
            decision = self.script.remaining[next(i for i, d in enumerate(self.script.remaining)
                                                  if d.player == player and d.kind == "cast")]
            if decision.answer == "nothing":
                self.script.take(player, "cast")
                return False
            self._free_cast = str(decision.answer)
            return True
        return bool(self._decide(seat, ("may",), text, ["yes", "no"]) == "yes")

    def _open_choice(self, prompt: str, options: list[Any], label: Callable[[Any], str]) -> Any:
        """A prompt of phase's with several answers that the scenario doesn't script (the reference engine asked
        nothing): the answer the harness's plan gives (``choice_plan``), kept in ``open_choices`` and beside its call
        in the transcript; the harness plays the scenario with every answer (adapters/harness.py, ``_explore``)."""
        k = len(self.open_choices)
        taken = self.choice_plan[k] if k < len(self.choice_plan) else 0
        if taken >= len(options):  # the plan was made on a game that offered more: this one went otherwise
            raise RuntimeError(f"phase offered {len(options)} answers to {prompt} where the same game offered "
                               f"{taken + 1} or more before")
        choice = OpenChoice(prompt, tuple(label(o) for o in options), taken)
        self.open_choices = [*self.open_choices, choice]
        self.transcript.open_choices.append((len(self.transcript.ops), choice.describe()))
        return options[taken]

    def _unscripted(self, answer: str) -> None:
        """The adapter is about to answer a prompt of phase's that offers more than one answer with one the scenario
        doesn't script (declining an offer the reference engine didn't make): kept in the transcript, so that a
        reproduction replaying it verifies nothing (docs/verdicts.md, "Reproductions")."""
        self.transcript.unscripted.append((len(self.transcript.ops), answer))

    def _mismatch(self, message: str, probe: str | None = None, calls: int | None = None) -> ChoiceMismatch:
        """phase's game contradicts the script (the scenario is `failed`); kept for the failure notes. A message
        that names no scripted decision's line is given the line of the action during which phase asked. ``probe``:
        script lines reading phase's answer from its state (``reproduction.probe``), for the reproduction, after
        replaying the first ``calls`` recorded calls (default: all of them, the state now)."""
        if not re.match(r"\S+\.feature:\d+: ", message) and self._action is not None and self._action.line:
            message = f"{self._action.line}: {message}"
        self.facts.mismatches.append(message)
        if probe is not None:
            self.transcript.probe = (message, len(self.transcript.ops) if calls is None else calls, probe)
        return ChoiceMismatch(message)

    def _do(self, seat: int, game_action: dict[str, Any]) -> None:
        """Answer a prompt (any kind: X, targets, modes, cards, ...). phase refusing the answer while a cast or an
        activation is in progress (phase lists its ``CancelCast``) is phase refusing that action as the scenario
        scripts it (601.2, 602.2): taken back with phase's ``CancelCast`` and refused in phase's words, citing the rule
        phase cites, if any (the action's answer, judged as any refusal; the reproduction replays up to the refused
        answer and applies it: ``reproduction._refused_answer``). Elsewhere (a resolving spell's or ability's choice,
        an answer while casting that is part of another action taken while casting) there is no action of the
        player's for it to refuse: phase's game contradicts the script, and the reproduction replays the calls
        before the answer and applies it (the ``refused answer`` probe); unless the scenario's action is one it lets
        be refused ("Bob tries to pass priority", its ``expect`` not "accepted"): phase refusing an answer the action
        led to is then phase refusing the attempt (a search for "a card" answered with none, 701.23d), and the state
        before the action is loaded again, as for any refusal phase doesn't take back itself (732.1)."""
        try:
            self._call(seat, game_action)
        except _PhaseRefused as e:
            if not self._in_sub_action and any(a.kind == "CancelCast" for a in self.game.actions()):
                e.taken_back = self._cancel(seat)
                raise
            if not self._in_sub_action and self._action is not None and self._action.expect != "accepted":
                raise
            refused_at = len(self.transcript.ops) - 1  # the apply phase refused, last recorded
            raise self._mismatch(f"expected the scripted answer to be taken; phase refused {self.names[seat]}'s "
                                 f"scripted answer {json.dumps(game_action)}: {e.text}",
                                 reproduction.probe("refused answer", seat=seat, action=game_action),
                                 calls=refused_at) from None

    def _decide(self, seat: int, kinds: tuple[str, ...], prompt: str, options: list[Any],
                label: Callable[[Any], str] = str, answer: Callable[[Any], Any] = lambda a: a) -> Any:
        """The scripted answer of one of ``kinds`` among ``options``: the option whose label is the answer. With no
        scripted answer, a single option is taken; several are phase's divergence (the reference asks nothing)."""
        player = self.names[seat]
        decision = self.script.take(player, *kinds)
        if decision is None:
            if len(options) == 1:
                return options[0]
            if not options:  # the reproduction says whether phase takes any answer there (then it is the adapter's)
                raise self._mismatch(f"expected no {'/'.join(kinds)} choice for {player} here (the scenario scripts "
                                     f"none and the reference engine asks none); phase asked: {prompt} (options: none)",
                                     reproduction.probe("answers offered"))
            return self._open_choice(f"{player}'s {'/'.join(kinds)} choice: {prompt}", options, label)
        for option in options:
            if self._matches(answer(decision.answer), option, label):
                return option
        raise self._mismatch(f"{decision.line}: expected {player} to be able to choose {decision.answer!r} "
                             f"({decision.kind}); phase offered: {', '.join(label(o) for o in options) or 'nothing'} "
                             f"for {prompt}")

    def _matches(self, answer: Any, option: Any, label: Callable[[Any], str]) -> bool:
        if str(answer) == label(option):
            return True
        if isinstance(option, dict) and "Object" in option:  # "Bob's Bonecrusher Giant"
            obj = self.game.object(option["Object"]) or {}
            return str(answer) == f"{self.names[obj.get('controller', 0)]}'s {label(option)}"
        return False

    def _label(self, ref: Any) -> str:
        """A target or object reference as the scenario names it: a player's name, or an object's name."""
        if isinstance(ref, dict) and "Player" in ref:
            return self.names[ref["Player"]]
        if isinstance(ref, dict) and "Object" in ref:
            obj = self.game.object(ref["Object"])
            return str(obj["name"]) if obj else f"object {ref['Object']}"
        if isinstance(ref, int):
            obj = self.game.object(ref)
            return str(obj["name"]) if obj else f"object {ref}"
        return str(ref)

    def _pick_ref(self, seat: int, refs: list[Any], what: str, optional: bool,
                  kinds: tuple[str, ...] = ("target",)) -> Any:
        return self._decide(seat, kinds, what, refs, self._label)

    def _choose_target(self, seat: int, kind: str, data: dict[str, Any]) -> None:
        """CR 601.2c, 603.3d: the current target slot's legal targets, answered with ChooseTarget. A scripted target
        phase doesn't list is phase refusing it: the cast or activation is refused, a triggered ability's choice
        contradicts the script."""
        selection = data.get("selection") or {}
        legal = selection.get("current_legal_targets")
        if legal is None:
            slots = data.get("target_slots") or []
            legal = slots[selection.get("current_slot", 0)]["legal_targets"] if slots else data.get("legal_targets", [])
        player = self.names[seat]
        spell = (data.get("pending_cast") or {}).get("object_id")
        if spell is not None and {"Object": spell} in legal:
            self.facts.flags.add("spell offered as its own target")  # a rules gap (115.5), noted on failure
        decision = self.script.take(player, "target")
        attach_to = self._peek(player, "attach_to")
        if decision is None and any(self._matches(attach_to, r, self._label) for r in legal):
            # "return ... attached to a creature you control" (One Last Job): phase asks for the creature as a
            # target; the script names it as the one to attach to (no target: CR 303.4f, 301.5c)
            decision = self.script.take(player, "attach_to")
        if decision is None:
            if not legal:
                raise self._mismatch(f"expected no target choice for {player} here (the scenario scripts none); "
                                     f"phase asked for a target and offered none", reproduction.probe("answers offered"))
            ref = legal[0] if len(legal) == 1 else self._open_choice(f"{player}'s target choice", legal, self._label)
        elif decision.answer == NO_MORE and _optional_slot(data):
            ref = None  # "up to N" targets (601.2c): phase's optional slot is left empty with a null target
        else:
            ref = next((r for r in legal if self._matches(decision.answer, r, self._label)), None)
            if ref is None:
                offered = ", ".join(map(self._label, legal)) or "none"
                if kind == "TargetSelection" and data.get("pending_cast"):
                    self._cancel(seat)
                    raise _Refused(f"phase doesn't offer {decision.answer} as a target (legal targets: {offered})")
                raise self._mismatch(f"{decision.line}: expected {player} to be able to target {decision.answer}; "
                                     f"phase offered {offered}",
                                     reproduction.probe("legal targets", expected=str(decision.answer)))
        if ref is not None:
            self._prompted["trigger" if kind == "TriggerTargetSelection" else "cast"].append(ref)
        if kind == "TargetSelection" and data.get("pending_cast"):
            # while casting or activating, phase refusing a target (once the last is chosen it checks the cost,
            # 601.2f-h) is phase refusing the action, which is cancelled; a triggered ability's refusal contradicts
            self._call_or_cancel(seat, {"type": "ChooseTarget", "data": {"target": ref}})
            return
        self._do(seat, {"type": "ChooseTarget", "data": {"target": ref}})

    def _choose_x(self, seat: int, data: dict[str, Any], casting: Action | None) -> None:
        """CR 107.3a, 601.2b: X is the action's value; phase asking for X when the action gives none is phase
        refusing to cast the spell without a value for X."""
        if casting is None or casting.x is None:
            self._cancel(seat)
            raise _Refused(f"phase asks for a value of X (0 to {data.get('max')}) and the action gives none")
        self._do(seat, {"type": "ChooseX", "data": {"value": casting.x}})

    def _cast_offer(self, seat: int, data: dict[str, Any], casting: Action | None) -> None:
        """phase asks whether an adventurer card is cast as its Adventure or as the creature (CR 715.3)."""
        offer = data.get("kind") or {}
        if offer.get("type") == "Adventure" and (casting is not None or self._free_cast is not None):
            self._offered_adventure = True
            adventure = casting.as_adventure if casting is not None else self._free_cast in ADVENTURES
            self._call_or_cancel(seat, {"type": "ChooseAdventureFace", "data": {"creature": not adventure}})
            return
        if offer.get("type") == "FreeCastWindow":
            self._free_cast_window(seat, offer)
            return
        raise Unsupported(f"answering phase's CastOffer prompt of kind {offer.get('type')} ({json.dumps(data)[:160]})")

    def _free_cast_window(self, seat: int, offer: dict[str, Any]) -> None:
        """"You may cast a spell from among [them] without paying its mana cost" as an effect resolves (608.2g, 118.9):
        phase offers its candidates (FreeCastWindowChoice with a ``selection``, or none to decline). Scripted as the
        spell to ``cast`` by name, or "nothing"; with nothing scripted (the reference engine offered no spell) it is
        an open choice: "nothing" in the first play, then each candidate."""
        player, candidates = self.names[seat], list(offer.get("candidates") or [])
        decision = self.script.take(player, "cast")
        if decision is None and candidates:
            # nothing scripted (the reference engine offered no spell): an open choice, declined in the first play
            pick = self._open_choice(f"{player}'s choice of a spell to cast without paying its mana cost",
                                     [None, *candidates], lambda i: "nothing" if i is None else self._label(i))
            if pick is not None:
                self._free_cast = self._label(pick)
            self._do(seat, {"type": "FreeCastWindowChoice", "data": {} if pick is None else {"selection": pick}})
            return
        if decision is None or decision.answer in ("nothing", NO_MORE):
            self._do(seat, {"type": "FreeCastWindowChoice", "data": {}})
            return
        card = ADVENTURES.get(str(decision.answer), str(decision.answer))  # an Adventure is cast from its card (715.3)
        pick = next((i for i in candidates if self._label(i) == card), None)
        if pick is None:
            raise self._mismatch(f"{decision.line}: expected {player} to be able to cast {decision.answer}; phase "
                                 f"offered {', '.join(map(self._label, candidates)) or 'nothing'}")
        self._free_cast = str(decision.answer)
        self._do(seat, {"type": "FreeCastWindowChoice", "data": {"selection": pick}})

    def _choose_mana(self, seat: int, data: dict[str, Any]) -> None:
        """CR 106.1, 605.3b: the colour or type of mana a mana ability produces, among phase's options."""
        choice = data.get("choice") or {}
        if choice.get("type") == "AnyCombination":  # "add N mana in any combination of {R} and/or {G}" (106.1)
            options = list((choice.get("data") or {}).get("options") or [])
            colors = [self._decide(seat, ("color", "mana"), "the color of mana", options, answer=phase_color)
                      for _ in range(int((choice.get("data") or {}).get("count") or 0))]
            self._do(seat, {"type": "ChooseManaColor", "data": {"choice": {"type": "Combination", "data": colors},
                                                                "count": 1}})
            return
        if choice.get("type") != "SingleColor":
            raise Unsupported(f"answering phase's ChooseManaColor prompt of kind {choice.get('type')}")
        options = list((choice.get("data") or {}).get("options") or [])
        color = self._decide(seat, ("color", "mana"), "the color of mana", options, answer=phase_color)
        self._do(seat, {"type": "ChooseManaColor", "data": {"choice": {"type": "SingleColor", "data": color}}})

    def _named_choice(self, seat: int, data: dict[str, Any]) -> None:
        """CR 614.12: a colour or card name chosen as a permanent enters (Crossroads Village, Meddling Mage)."""
        choice_type = data.get("choice_type")
        player = self.names[seat]
        if choice_type == "Color":
            options = list(data.get("options") or [])
            answer = self._decide(seat, ("color",), "a color", options, answer=phase_color)
            self._do(seat, {"type": "ChooseOption", "data": {"choice": answer}})
        elif choice_type == "CardName":
            decision = self.script.take(player, "name")
            if decision is None:
                raise self._mismatch(f"expected no card name choice for {player} here; phase asked for one")
            try:
                self._call(seat, {"type": "ChooseOption", "data": {"choice": str(decision.answer)}})
            except _PhaseRefused as e:
                raise self._mismatch(f"{decision.line}: expected {player} to be able to name {decision.answer}; "
                                     f"phase refused: {e.text}") from None
        else:
            raise Unsupported(f"answering phase's NamedChoice prompt of type {choice_type}")

    def _select_cards(self, seat: int, kind: str, data: dict[str, Any]) -> None:
        """Cards chosen from those phase offers (a search, hideaway, a discard, the mulligan's bottom), by name:
        one scripted decision per card."""
        offered = list(data.get("selectable_cards") or data.get("cards") or [])
        count = data.get("keep_count", data.get("count", 1))
        if kind == "MulliganBottomCards":
            count = data.get("count", 1)
        up_to = bool(data.get("up_to"))
        player, chosen = self.names[seat], []
        adventure: Decision | None = None
        kinds_taken: set[str] = set()  # the decision kinds this choice was answered with
        for _ in range(count):
            decision = self.script.take(player, *CARD_CHOICES[kind])
            left = [i for i in offered if i not in chosen]
            if decision is None:
                if up_to and left:  # "up to" with nothing scripted: an open choice, none first, then each card
                    pick = self._open_choice(f"{player}'s \"up to\" {'/'.join(CARD_CHOICES[kind])} choice ({kind})",
                                             [None, *left], lambda i: "no more" if i is None else self._label(i))
                    if pick is None:
                        break
                    chosen.append(pick)
                    continue
                if not left:
                    break
                if len({self._label(i) for i in left}) != 1:  # the reference engine asked none: an open choice
                    chosen.append(self._open_choice(f"{player}'s {'/'.join(CARD_CHOICES[kind])} choice ({kind})", left,
                                                    self._label))
                    continue
                chosen.append(left[0])
                continue
            if decision.answer in (NO_MORE, "nothing"):  # "up to N" (or "any number"): the choosing stops here
                break
            pick = next((i for i in left if self._label(i) == ADVENTURES.get(decision.answer, decision.answer)), None)
            if pick is None:
                raise self._mismatch(f"{decision.line}: expected {player} to be able to choose {decision.answer} "
                                     f"({decision.kind}); phase offered {', '.join(map(self._label, left)) or 'nothing'}")
            chosen.append(pick)
            kinds_taken.add(decision.kind)
            if decision.kind == "cast" and decision.answer in ADVENTURES:
                adventure = decision
        if up_to and len(chosen) == count:
            self._take_no_more(player, tuple(sorted(kinds_taken)))
        self._do(seat, {"type": "SelectCards", "data": {"cards": chosen}})
        if adventure is not None and self.game.waiting_for().get("type") != "CastOffer":
            raise self._mismatch(f"{adventure.line}: expected {player} to be able to cast {adventure.answer} (the "
                                 f"Adventure of {ADVENTURES[adventure.answer]}, CR 715.3); phase offered no choice of "
                                 f"face and cast {ADVENTURES[adventure.answer]} itself")

    def _surveil(self, seat: int, data: dict[str, Any]) -> None:
        """Surveil N (701.25a): any number of the cards looked at into the graveyard, the scripted ``graveyard``
        answers until "no more"."""
        self._keep_on_top(seat, data, "graveyard", "into the graveyard (surveil)")

    def _scry(self, seat: int, data: dict[str, Any]) -> None:
        """Scry N (701.22a): any number of the cards looked at on the bottom of the library, the scripted ``bottom``
        answers ("to put on the bottom") until "no more" (the reference engine's scry 1 asks the same choice)."""
        self._keep_on_top(seat, data, "bottom", "on the bottom of the library (scry)")

    def _keep_on_top(self, seat: int, data: dict[str, Any], kind: str, where: str) -> None:
        """phase's SurveilChoice and ScryChoice: its SelectCards answer names the cards that stay on top (for a
        surveil, selecting Island and Forest of Island, Forest, Plains put Plains into the graveyard; for a scry, no
        card selected puts the one looked at on the bottom), so it is sent the cards the script doesn't move."""
        cards, player = list(data.get("cards") or []), self.names[seat]
        moved: list[Any] = []
        if not self.script.has(player, kind) and cards:
            self._unscripted(f"kept {', '.join(map(self._label, cards))} on top of {player}'s library, moving none "
                             f"{where}: the scenario scripts no such choice")
        while len(moved) < len(cards) and self.script.has(player, kind):
            decision = self.script.take(player, kind)
            assert decision is not None
            if decision.answer in (NO_MORE, "nothing"):
                break
            pick = next((i for i in cards if i not in moved and self._label(i) == decision.answer), None)
            if pick is None:
                raise self._mismatch(f"{decision.line}: expected {player} to be able to choose {decision.answer} to put "
                                     f"{where}; phase offered {', '.join(map(self._label, cards))}")
            moved.append(pick)
        self._do(seat, {"type": "SelectCards", "data": {"cards": [i for i in cards if i not in moved]}})

    def _mulligan(self, data: dict[str, Any]) -> None:
        """CR 103.5: each player in phase's pending list keeps or mulligans (London: the bottom cards after)."""
        pending = (data.get("pending") or [{}])[0]
        seat, phase_of = pending.get("player", 0), pending.get("phase") or {}
        if phase_of.get("type") == "BottomCards":
            self._select_cards(seat, "MulliganBottomCards", {"cards": self.game.state()["state"]["players"][seat]["hand"],
                                                             "count": phase_of.get("count", 1)})
            return
        answer = self._decide(seat, ("mulligan",), "keep or mulligan", ["keep", "mulligan"])
        self._do(seat, {"type": "MulliganDecision", "data": {"choice": {"type": answer.capitalize()}}})

    def _order(self, seat: int, triggers: list[dict[str, Any]]) -> list[int]:
        """phase's order (index 0 goes on the stack first, CR 603.3b) from a scripted ``order`` decision (source
        names, first on the stack first); abilities from sources of one name need no choice."""
        names = [t["source_name"] for t in triggers]
        if len(set(names)) <= 1:
            return list(range(len(triggers)))
        decision = self.script.take(self.names[seat], "order")
        if decision is None:
            # Two-Headed Giant: the team orders all its players' abilities (805.7). Where each player's own are
            # alike, the script has nothing to say: each player's go on the stack in APNAP order (101.4), as the
            # reference engine puts them
            state = self.game.state()["state"]
            owners = [(state["objects"].get(str(t.get("source_id"))) or {}).get("controller", seat) for t in triggers]
            if all(len({n for n, o in zip(names, owners, strict=True) if o == c}) == 1 for c in set(owners)):
                active, players = state["active_player"], len(self.names)
                return sorted(range(len(triggers)), key=lambda i: (owners[i] - active) % players)
            raise self._mismatch(f"expected no order choice for {self.names[seat]} here; phase asked to order "
                                 f"triggered abilities of {', '.join(names)}")
        if sorted(decision.answer) != sorted(names):
            raise self._mismatch(f"{decision.line}: expected {self.names[seat]} to order triggered abilities from "
                                 f"{', '.join(decision.answer)}; observed {', '.join(names)}",
                                 reproduction.probe("trigger order", expected=list(decision.answer)))
        remaining, order = list(range(len(triggers))), []
        for n in decision.answer:
            i = next(i for i in remaining if names[i] == n)
            remaining.remove(i)
            order.append(i)
        return order

    # --- observing ----------------------------------------------------------------------------------

    def _collect_triggers(self) -> None:
        """Record each triggered ability newly on the stack (CR 603.3), bottom first, checking a target phase
        chose by itself against the script."""
        objects: dict[str, Any] | None = None
        for entry in self.game.stack():
            if entry["kind"]["type"] == "TriggeredAbility" and entry["id"] not in self._seen_triggers:
                objects = objects if objects is not None else self._objects()
                self._seen_triggers.add(entry["id"])
                self.triggered.append(self._stack_view(entry, objects))
                self._check_targets(entry, refuse=False)

    def _check_new_entries(self, before: set[int], refuse: bool) -> None:
        """The spells and activated abilities this action put on the stack: their targets against the script."""
        for entry in self.game.stack():
            if entry["id"] not in before and entry["kind"]["type"] in ("Spell", "ActivatedAbility"):
                self._check_targets(entry, refuse)

    def _check_targets(self, entry: dict[str, Any], refuse: bool) -> None:
        """Each target of ``entry`` phase chose by itself (the only legal one, so it asked nothing) must be the
        scripted one, if the script names one: else the scripted target was not legal in phase."""
        seat = entry.get("controller", 0)
        prompted = self._prompted["trigger" if entry["kind"]["type"] == "TriggeredAbility" else "cast"]
        for ref in _targets(entry["kind"].get("data") or {}):
            if ref in prompted:
                prompted.remove(ref)
                continue
            decision = self.script.take(self.names[seat], "target")
            if decision is None or self._matches(decision.answer, ref, self._label):
                continue
            what = self._stack_view(entry, self._objects()).source
            message = (f"phase chose {self._label(ref)} as the target of {what} by itself, as the only legal target: "
                       f"it doesn't offer {decision.answer}")
            if refuse:
                raise _Refused(message)
            raise self._mismatch(f"{decision.line}: expected {self.names[seat]} to be able to target "
                                 f"{decision.answer}; {message}",
                                 reproduction.probe("chosen target", expected=str(decision.answer), entry=entry["id"]))

    def _stack_view(self, entry: dict[str, Any], objects: dict[str, Any]) -> StackView:
        obj = objects.get(str(entry["id"])) or objects.get(str(entry.get("source_id")))
        if obj is None and entry["kind"]["type"] == "ActivatedAbility":
            obj = departed_source(self.game.state()["state"], entry)
        return stack_view(entry, obj, self.names)


def _targets(data: Any) -> list[Any]:
    """Every target reference in a stack entry's ability and its sub-abilities, in order."""
    out: list[Any] = []
    ability = data.get("ability") if isinstance(data, dict) else None
    while isinstance(ability, dict):
        out += [t for t in ability.get("targets") or [] if isinstance(t, dict)]
        ability = ability.get("sub_ability")
    return out


_SELF = re.compile(r"\bthis (?:land|creature|artifact|enchantment|permanent|token|equipment|spell)\b", re.IGNORECASE)


_ABILITY_WORD = re.compile(r"^[^—{}:]+ — ")  # "Hero's Sundering — {7}, {T}: ...": no rules meaning (207.2c, 207.2d)


def _normalise(text: str, card: str) -> str:
    """An ability's text with its self-references as phase writes them (``~``), lower case, spaces collapsed, and
    without an ability or flavor word in front."""
    text = _ABILITY_WORD.sub("", text).replace(card, "~")
    short = card.split(",")[0]
    if short != card:
        text = text.replace(short, "~")  # "Cloud" for "Cloud, Midgar Mercenary" (201.4)
    text = _SELF.sub("~", text)
    return " ".join(text.lower().split())


def _ability_index(abilities: list[dict[str, Any]], text: str, card: str) -> int:
    """The index among phase's activated abilities of the one whose description is, or begins with, ``text``
    (the scenario names abilities by their Oracle text, never by an engine's numbering). phase leaves a basic
    land's intrinsic mana ability undescribed: an ability of the form "{T}: Add {G}." matches the one
    undescribed ability that adds exactly that mana."""
    want = _normalise(text, card)
    activated = [(i, a) for i, a in enumerate(abilities) if a.get("kind") == "Activated"]
    found = [i for i, a in activated if _normalise(a.get("description") or "", card).startswith(want)]
    if len(found) == 1:
        return found[0]
    flavored = re.fullmatch(r"[^—{}:]+ — (.+)", text)  # a flavor word has no rules meaning (207.2d): "Gae Bolg — Equip {4}"
    if not found and flavored:
        unflavored = _normalise(flavored.group(1), card)
        found = [i for i, a in activated if _normalise(a.get("description") or "", card).startswith(unflavored)]
        if len(found) == 1:
            return found[0]
    basic = re.fullmatch(r"\{T\}: Add \{([WUBRGC])\}\.", text)
    if not found and basic:
        color = MANA_TO_PHASE[basic.group(1)]
        plain = [i for i, a in activated if not a.get("description") and (a.get("cost") or {}).get("type") == "Tap"
                 and _produces(a) == [color]]
        if len(plain) == 1:
            return plain[0]
    described = "; ".join(repr(a.get("description")) for _, a in activated)
    raise Unsupported(f"can't tell which of phase's abilities of {card} is \"{text}\" (phase describes them as: "
                      f"{described or 'none'})")


def _produces(ability: dict[str, Any]) -> list[str]:
    produced = (ability.get("effect") or {}).get("produced") or {}
    if produced.get("type") == "Fixed":
        return list(produced.get("colors") or [])
    if produced.get("type") == "Colorless":
        return ["Colorless"]
    return []


def _optional_slot(data: dict[str, Any]) -> bool:
    """Whether phase's current target slot may be left empty (an "up to N" target, CR 601.2c)."""
    slots = data.get("target_slots") or []
    current = (data.get("selection") or {}).get("current_slot", 0)
    return bool(slots) and current < len(slots) and bool(slots[current].get("optional"))


def _rule_in(reason: str) -> str:
    """A CR rule number quoted in phase's reason (``... (CR 302.6)``), or ''."""
    m = re.search(r"\b(\d{3}\.\d+[a-z]?)\b", reason)
    return m.group(1) if m else ""
