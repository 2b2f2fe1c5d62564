"""The reference engine behind the engine contract."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any

import mtg_rulings.reference_engine as reference_engine
from mtg_rulings.adapters.contract import CAPABILITIES, ChoiceMismatch, Engine, UnscriptedDecision
from mtg_rulings.model.scenario import (
    Action,
    CardSpec,
    Decision,
    ObjectView,
    PlayerView,
    Response,
    Setup,
    Snapshot,
    StackView,
)
from mtg_rulings.reference_engine import combat, plot
from mtg_rulings.reference_engine.abilities import ActivatedAbility
from mtg_rulings.reference_engine.cards import card, token
from mtg_rulings.reference_engine.dfc import color_identity
from mtg_rulings.reference_engine.game import Game, IllegalAction, NotAnOption
from mtg_rulings.reference_engine.mana import COLOR_NAMES, parse_mana
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility
from mtg_rulings.reference_engine.reading import reading
from mtg_rulings.reference_engine.rewind import covering, record, restore

#: Bound on the passes one "resolve"/"advance" action may take, so a loop in the engine can't hang a run.
MAX_PASSES = 1000


class ScriptedDecider:
    """Answers the engine's choices from the scenario's script, in order per player and kind."""

    def __init__(self, decisions: list[Decision], label: Callable[[Any], str] | None = None) -> None:
        self.remaining = list(decisions)
        self.label = label or _label
        #: what an answer is found in: a read-only window of the game (reading.py), set by the adapter's start, in
        #: which the labels of the options (their characteristics) share what they work out
        self.window: Callable[[], AbstractContextManager[None]] = contextlib.nullcontext

    def __call__(self, player: Player, kind: str, prompt: str, options: Sequence[Any]) -> Any:
        with self.window():  # answering reads the game and changes nothing
            return self._answer(player, kind, prompt, options)

    def _answer(self, player: Player, kind: str, prompt: str, options: Sequence[Any]) -> Any:
        for i, d in enumerate(self.remaining):
            if d.player == player.name and d.kind == kind:
                del self.remaining[i]
                return self._match(d, options)
        raise UnscriptedDecision(f"{player.name} must make a choice the scenario does not script: "
                                 f"{kind}: {prompt} (options: {', '.join(map(self.label, options))})")

    def _match(self, d: Decision, options: Sequence[Any]) -> Any:
        if d.kind == "order":  # options: the names of the triggered abilities to order
            if sorted(d.answer) != sorted(map(self.label, options)):
                raise ChoiceMismatch(f"{d.line}: expected {d.player} to order triggered abilities from "
                                     f"{', '.join(d.answer)}; observed {', '.join(map(self.label, options))}")
            return list(d.answer)
        if d.kind in ("color", "mana"):  # "green", "G" and "{G}" all name green mana
            by_name = {v: k for k, v in COLOR_NAMES.items()}
            answer = str(d.answer).strip("{}")
            return by_name.get(answer.lower(), answer)
        for option in options:  # "Bob's Bonecrusher Giant" picks among permanents with the same name
            if d.answer in (self.label(option), f"{getattr(option, 'controller', None)}'s {self.label(option)}"):
                return option
        labels = ", ".join(map(self.label, options))
        if d.kind in ("target", "search"):  # not a legal target, or not a card to find: the game says which rule
            raise NotAnOption(str(d.answer))  # forbids it (601.2c, 701.23a, 701.23d)
        raise UnscriptedDecision(f"scripted answer {d.answer!r} ({d.line}) is not one of: {labels}")


def _label(option: Any) -> str:
    return option.name if isinstance(option, GameObject) else str(option)


#: Actions whose :meth:`ReferenceEngine._perform` looks things up and then makes one call that changes the game, a
#: reversible one (reference_engine/rewind.py: it records the game before it and restores it if refused), or refuses
#: before changing anything: the adapter records nothing of its own for them (a record before every action was a
#: fifth of a run's time, and these were recorded twice). The others pass priority before or after their call.
ONE_REVERSIBLE_CALL = frozenset({"play_land", "cast_spell", "begin_game", "discard", "cycle", "activate_ability", "plot",
                                 "look_at_library_top"})


def _records_for_itself(action: Action) -> bool:
    """Whether the game's own record covers ``action`` (:data:`ONE_REVERSIBLE_CALL`), as it does one player's pass
    too: ``pass_priority`` refuses before changing anything, or passes on in ``_pass_on`` or ends in ``_all_passed``,
    each reversible (117.3d, 117.4, 117.5, 732.1)."""
    return action.kind in ONE_REVERSIBLE_CALL or (action.kind == "pass_priority" and bool(action.player))


class ReferenceEngine(Engine):
    """This project's oracle, in-process."""

    name = "reference"
    version = reference_engine.__version__
    capabilities = frozenset(CAPABILITIES)
    oracle = True
    answers_for_itself = True

    def __init__(self) -> None:
        self.game: Game | None = None
        self._began = True
        self._decider: ScriptedDecider | None = None

    # --- contract --------------------------------------------------------------------------------

    def start(self, setup: Setup, decisions: list[Decision]) -> None:
        decider = self._decider = ScriptedDecider(decisions)
        game = Game([p.name for p in setup.players], decider, teams=setup.teams)
        # choices name objects as the game shows them: a spell cast as an Adventure by its Adventure's name
        decider.label = lambda o: game.characteristics(o).name if isinstance(o, GameObject) else str(o)
        decider.window = lambda: reading(game)
        for ps in setup.players:
            player = game.player(ps.name)
            if player.team is None:
                player.life = ps.life
            elif ps.life != 20 or player is player.team.players[0]:
                player.life = ps.life if ps.life != 20 else 30  # 810.9: a team starts at 30 life
            player.lands_played = ps.lands_played
            for zone_name in ("library", "hand", "graveyard"):
                for spec in getattr(ps, zone_name):
                    game.new_object(card(spec.name), player, getattr(player, zone_name))
            for spec in ps.exile:
                game.new_object(card(spec.name), player, game.exile)
            placed = [(spec, self._place(game, player, spec)) for spec in ps.battlefield]
            for spec, obj in placed:
                if spec.attached_to:
                    host = next((o for s, o in placed if s.name == spec.attached_to and o is not obj), None)
                    if host is None:
                        raise ValueError(f"{spec.name} is attached to {spec.attached_to}, which {ps.name} doesn't control")
                    obj.attached_to = host
            for mana_type, n in parse_mana(ps.mana_pool).items():
                player.mana_pool.add(mana_type, n)
        if setup.begun:
            game.set_step(game.player(setup.active_player), setup.step, setup.turn)
        else:
            game.priority = None
        game.log("—", f"setup: turn {setup.turn}, {setup.active_player}'s {setup.step.replace('_', ' ')} step")
        self.game = game
        self._began = setup.begun

    @staticmethod
    def _place(game: Game, player: Player, spec: CardSpec) -> GameObject:
        obj = game.new_object(token(spec.name) if spec.token else card(spec.name), player, game.battlefield)
        obj.tapped = spec.tapped
        obj.sick = spec.summoning_sick
        obj.counters.update(spec.counters)
        obj.chosen_name = spec.named
        return obj

    def perform(self, action: Action) -> Response:
        game = self._game()
        game.triggered_log.clear()
        return self._attempt(game, action)

    def _attempt(self, game: Game, action: Action) -> Response:
        """Perform ``action``; a refused one changes nothing (732.1), including the priority passes that some
        actions take first (``declare_attackers`` passes priority until the beginning of combat)."""
        during: list[Response] = []
        # the game's own record before its one call is this action's (nothing changed before it): not taken twice
        saved = None if _records_for_itself(action) else record(game)
        try:
            with covering(game, saved):  # the game's own reversible calls under this record take none of theirs
                self._perform(game, action, during)
        except IllegalAction as e:
            if saved is not None:
                restore(saved)
            return Response(False, e.reason, e.rule, during)
        except _NotFound as e:
            if saved is not None:
                restore(saved)
            return Response(False, str(e), "", during)
        return Response(True, during=during)

    def observe(self) -> Snapshot:
        game = self._game()
        with reading(game):  # observing changes nothing: each object's characteristics are worked out once
            return self._snapshot(game)

    def _snapshot(self, game: Game) -> Snapshot:
        return Snapshot(
            players=[PlayerView(p.name, p.life, {k: v for k, v in p.mana_pool.amounts.items() if v},
                                [self._view(game, o) for o in p.library], [self._view(game, o) for o in p.hand],
                                [self._view(game, o) for o in p.graveyard], p.lands_played)
                     for p in game.players],
            battlefield=[self._view(game, o) for o in game.permanents()],
            exile=[self._view(game, o) for o in game.exile],
            stack=[self._stack_view(game, s) for s in game.stack],
            triggered=[self._stack_view(game, s) for s in game.triggered_log],
            turn=game.turn_number, active_player=game.active.name, step=game.step,
            priority=game.priority.name if game.priority else None,
        )

    def explain(self) -> list[str]:
        return [f"{e.rule:>8}  {e.text}" for e in self.game.trace] if self.game else []

    def unused_decisions(self) -> list[Decision] | None:
        return list(self._decider.remaining) if self._decider else None

    # --- actions ---------------------------------------------------------------------------------

    def _perform(self, game: Game, action: Action, during: list[Response]) -> None:
        kind = action.kind
        if kind == "play_land":
            player = self._player(game, action)
            game.play_land(player, self._find(game, self._owner(game, action), action.zone or "hand", action.card))
        elif kind == "cast_spell":
            player = self._player(game, action)

            def while_casting() -> None:
                during.extend(self._attempt(game, sub) for sub in action.during)

            game.cast_spell(player, self._find(game, self._owner(game, action), action.zone or "hand", action.card),
                            x=action.x,
                            during=while_casting if action.during else None, as_adventure=action.as_adventure)
        elif kind == "begin_game":
            if self._began:
                raise IllegalAction("the game has already begun", "103")
            self._began = True
            game.begin(self._player(game, action))
        elif kind == "discard":
            player = self._player(game, action)
            self._find(game, player, "hand", action.card)
            raise IllegalAction(f"no rule or effect instructs or allows {player.name} to discard a card now", "701.9")
        elif kind == "cycle":
            player = self._player(game, action)
            obj = self._find(game, player, action.zone or "hand", action.card)
            cycling = next((a for a in obj.card.abilities if isinstance(a, ActivatedAbility) and a.keyword == "cycling"),
                           None)
            if cycling is None:
                raise _NotFound(f"{obj.name} has no cycling ability")
            game.activate(player, obj, cycling)
        elif kind == "plot":  # 702.170a-b: a special action (reference_engine/plot.py)
            player = self._player(game, action)
            plot.plot(game, player, self._find(game, player, action.zone or "hand", action.card))
        elif kind == "declare_attackers":
            player = self._player(game, action)
            self._pass_until(game, lambda: game.is_turn_of(player) and game.step == "beginning_of_combat"
                             and not game.stack and game.priority is not None, f"{player.name}'s beginning of combat")
            attackers: list[GameObject] = []
            for name in action.cards:
                attackers.append(self._find(game, player, "battlefield", name, exclude=attackers))
            game.declare_attackers(player, attackers)
            self._pass_until(game, lambda: game.step == "declare_attackers", "the declare attackers step")
        elif kind in ("declare_blockers", "assign_combat_damage"):
            self._combat_action(game, action)
        elif kind == "activate_ability":
            player = self._player(game, action)
            obj, ability = self._ability(game, player, action)
            game.activate(player, obj, ability)
        elif kind == "pass_priority" and action.player:
            game.pass_priority(self._player(game, action))
        elif kind == "pass_priority":
            for _ in range(len(game.players)):
                holder = self._holder(game)
                game.pass_priority(holder)
                if game.passes == 0:
                    break
        elif kind == "resolve_stack":
            self._pass_until(game, lambda: not game.stack, "the stack is empty")
        elif kind == "advance_to":
            player, step = self._player(game, action), action.step
            self._pass_until(game, lambda: game.is_turn_of(player) and game.step == step and not game.stack
                             and game.priority is not None, f"{player.name}'s {step} step")
        elif kind == "put_onto_battlefield":
            player = self._player(game, action)
            objs: list[GameObject] = []
            for name in action.cards:
                objs.append(self._find(game, player, action.zone or "hand", name, exclude=objs))
            game.put_onto_battlefield(objs, player)
        elif kind == "look_at_library_top":
            game.look_at_library_top(self._player(game, action))
        else:
            raise ValueError(f"the reference engine has no action {kind!r}")

    def _combat_action(self, game: Game, action: Action) -> None:
        """declare_blockers: pass priority while the declare attackers step's stack isn't empty, then declare the blocks
        (509.1) and pass until the declare blockers step has begun. assign_combat_damage: pass until the next combat
        damage step would begin, then assign (510.1c) and pass until it has begun."""
        player = self._player(game, action)

        def ready(step_now: Any) -> Any:
            return lambda: not step_now() or (not game.stack and game.priority is not None)

        if action.kind == "declare_blockers":
            self._pass_until(game, ready(lambda: game.step == "declare_attackers"), "the declare attackers step's end")
            blocks: list[tuple[GameObject, GameObject]] = []
            for blocker_name, attacker_name in action.blocks:
                try:  # a name given again is another permanent of that name, as in any list of cards ...
                    blocker = self._find(game, player, "battlefield", blocker_name, exclude=[b for b, _ in blocks])
                except _NotFound:  # ... unless there is none: then it is the same creature, blocking twice (509.1a)
                    blocker = self._find(game, player, "battlefield", blocker_name)
                attacker = next((o for o in combat.attackers(game) if game.characteristics(o).name == attacker_name),
                                None)
                if attacker is None:
                    raise IllegalAction(f"{attacker_name} is not an attacking creature", "509.1a")
                blocks.append((blocker, attacker))
            combat.declare_blockers(game, player, blocks)
            self._pass_until(game, lambda: game.step != "declare_attackers", "the declare blockers step")
            return
        before = game.damage_steps[0]

        def next_damage_step() -> bool:
            return game.step == "declare_blockers" or (game.step == "combat_damage" and combat.another_damage_step(game))

        self._pass_until(game, ready(next_damage_step), "the end of the declare blockers step")
        if not next_damage_step():
            raise IllegalAction("combat damage is assigned as a combat damage step begins; none will begin now", "510.1")
        attacker = self._find(game, player, "battlefield", action.card)
        combat.plan_damage_assignment(game, player, attacker, dict(action.assignment))
        self._pass_until(game, lambda: game.damage_steps[0] > before, "the combat damage step")

    def _pass_until(self, game: Game, done: Any, what: str) -> None:
        for _ in range(MAX_PASSES):
            if done() or game.over:
                return
            game.pass_priority(self._holder(game))
        raise RuntimeError(f"{what} not reached after {MAX_PASSES} passes of priority")

    @staticmethod
    def _holder(game: Game) -> Player:
        if game.priority is None:
            raise RuntimeError(f"no player has priority in the {game.step} step")
        return game.priority

    @staticmethod
    def _player(game: Game, action: Action) -> Player:
        if action.player is None:
            raise ValueError(f"action {action.kind} needs a player")
        return game.player(action.player)

    @staticmethod
    def _owner(game: Game, action: Action) -> Player:
        """Whose zone the card of a play or cast is in: ``action.owner``'s, else the acting player's (108.3)."""
        return game.player(action.owner) if action.owner else ReferenceEngine._player(game, action)

    @staticmethod
    def _find(game: Game, player: Player, zone: str, name: str | None,
              exclude: Sequence[GameObject] = ()) -> GameObject:
        objects = {"hand": player.hand, "library": player.library, "graveyard": player.graveyard,
                   "exile": game.exile, "battlefield": game.battlefield}[zone]
        # exile is shared (400.1): a card there the player owns, else another player's (one exiled from their hand)
        with reading(game):  # looking only reads: the objects' characteristics share what they work out
            for anyones in (False, True) if zone == "exile" else (False,):
                for obj in objects:
                    mine = obj.controller is player if zone == "battlefield" else (anyones or obj.owner is player)
                    # its name now: a copy's (707.2) or the face that's up (712.8e), as snapshots report it
                    if game.characteristics(obj).name == name and obj not in exclude and mine:
                        return obj
        raise _NotFound(f"there is no {name} in {player.name}'s {zone}")

    @staticmethod
    def _ability(game: Game, player: Player, action: Action) -> tuple[GameObject, ActivatedAbility]:
        with reading(game):  # looking only reads: the permanents' characteristics share what they work out
            return ReferenceEngine._find_ability(game, player, action)

    @staticmethod
    def _find_ability(game: Game, player: Player, action: Action) -> tuple[GameObject, ActivatedAbility]:
        candidates = [o for o in game.permanents() if game.characteristics(o).name == action.card
                      and o.controller is player]
        if not candidates:
            raise _NotFound(f"{player.name} controls no {action.card}")
        abilities = [a for a in game.abilities(candidates[0]) if isinstance(a, ActivatedAbility)]
        ability = matching_ability(abilities, action.ability or "", action.card or "")
        # Of several permanents with that name, use one that can pay {T}/{Q}, if any.
        usable = [o for o in candidates if not (ability.cost.tap and o.tapped) and not (ability.cost.untap and not o.tapped)]
        return (usable or candidates)[0], ability

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("start() was not called")
        return self.game

    # --- observation -----------------------------------------------------------------------------

    @staticmethod
    def _view(game: Game, o: GameObject) -> ObjectView:
        ch = game.characteristics(o)
        return ObjectView(str(o.id), ch.name, o.owner.name, o.controller.name, o.tapped,
                          {k: v for k, v in o.counters.items() if v}, o.is_token, ch.power, ch.toughness,
                          o.sick and "Creature" in ch.types, str(o.attached_to.id) if o.attached_to else None,
                          game.mana_value(o), list(ch.types), list(ch.subtypes), list(ch.colors),
                          ReferenceEngine._adventure(game, o), list(color_identity(o.copy_of or o.card)),
                          o.attacking and "Creature" in ch.types,
                          [str(a.id) for a in [combat.blocked_by(game, o) if game.blocks else None] if a],
                          combat.is_blocked(game, o), o.damage)

    @staticmethod
    def _adventure(game: Game, o: GameObject) -> str | None:
        adventure = (o.copy_of or o.card).adventure if game.has_adventure(o) else None
        return adventure.name if adventure else None

    @staticmethod
    def _stack_view(game: Game, item: GameObject | StackAbility) -> StackView:
        if isinstance(item, StackAbility):
            return StackView(str(item.id), "triggered" if item.kind == "triggered" else "activated",
                             item.name, item.controller.name)
        ch = game.characteristics(item)
        return StackView(str(item.id), "spell", ch.name, item.controller.name, game.mana_value(item), list(ch.types),
                         list(ch.subtypes), list(ch.colors), ch.power, ch.toughness,
                         ReferenceEngine._adventure(game, item), item.is_copy)


class _NotFound(LookupError):
    """The named card is not where the action says (the engine rejects the action)."""


def matching_ability(abilities: Sequence[ActivatedAbility], text: str, card: str) -> ActivatedAbility:
    """The one ability whose text begins with ``text`` (``Action.ability``), or :class:`_NotFound`."""
    found = [a for a in abilities if a.text.startswith(text.strip())]
    if len(found) != 1:
        listed = "; ".join(f'"{a.text}"' for a in abilities) or "none"
        raise _NotFound(f"{card} has {'no' if not found else 'more than one'} activated ability beginning "
                        f'"{text}" (its activated abilities: {listed})')
    return found[0]
