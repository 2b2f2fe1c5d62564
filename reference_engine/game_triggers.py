"""Triggered abilities (603): checking events for triggers (603.2), leaves-the-battlefield abilities looking back (603.10a),
abilities that trigger more than once (603.2d, multipliers), putting them on the stack in APNAP order (603.3b), delayed
triggered abilities (603.7). The methods of :class:`~mtg_rulings.reference_engine.game.Game` for this part of the rules, moved
here by tools/split_game.py (Game inherits Triggers).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import crimes, deaths
from mtg_rulings.reference_engine.abilities import SELF, AdditionalTrigger, TriggeredAbility
from mtg_rulings.reference_engine.emblems import trigger_sources as emblem_trigger_sources
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility
from mtg_rulings.reference_engine.records import PendingTrigger, _name

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game


class Triggers:
    """Triggered abilities (603): the methods of Game for it."""

    def _check_triggers(self: Game, event: str, objs: Sequence[GameObject], step: str | None = None,
                        before: Sequence[tuple[GameObject, Player]] | None = None,
                        died: Sequence[GameObject] = ()) -> None:
        """603.2: each triggered ability whose event happened triggers, once for each object of the
        event it applies to (603.2c), then as many additional times as 603.2d effects say. For a
        permanent entering, every permanent on the battlefield afterwards is checked (603.6a); for a
        permanent leaving, the game looks back at the permanents as they were before (603.10a),
        given in ``before`` with their controllers. A "one or more" (``batch``) ability triggers once for the
        whole event (603.2c); a "triggers only once each turn" one not again in the same turn. For a ``leaves``
        event, ``died`` are the objects that left by dying: a 603.2d effect on "a creature dying" applies to
        leaves-the-battlefield abilities only for them."""
        sources = list(before) if before is not None else [(o, o.controller) for o in self.permanents()]
        # abilities that trigger from a graveyard (113.6k): the cards there with one, controlled by their owners
        from_graveyard = {o.id for p in self.players for o in p.graveyard if any(
            isinstance(a, TriggeredAbility) and a.zone == "graveyard" for a in self.abilities(o))} if before is None else set()
        sources += [(o, o.owner) for p in self.players for o in p.graveyard if o.id in from_graveyard]
        sources += emblem_trigger_sources(self)  # an emblem's abilities trigger from the command zone (114.4)
        # each source's abilities, worked out once for both loops: checking for triggers changes none of what they
        # depend on (faces, Class levels, layer-6 effects, attachments: reading.py), it only logs and adds pending
        abilities = {id(s): self.abilities(s) for s, _ in sources}
        multipliers = [(s, a) for s, _ in sources for a in abilities[id(s)] if isinstance(a, AdditionalTrigger)
                       and (a.event is None or a.event == event or (a.event == "dies" and event == "leaves")
                            or (a.event == "cast_or_copy" and event in ("cast", "copy")))
                       and (a.active is None or a.active(self, s))]
        for source, controller in sources:
            for ability in abilities[id(source)]:
                condition = ability.condition_for(event) if isinstance(ability, TriggeredAbility) else None
                if condition is None or (ability.zone == "graveyard") != (source.id in from_graveyard):
                    continue
                if event == "step":
                    if ability.step != step or not self.is_turn_of(controller):
                        continue
                    causes: list[GameObject | None] = [None]
                else:
                    causes = [o for o in objs if condition(self, o, source)]
                    if ability.batch:
                        if causes:
                            self.batch_events[id(causes[0])] = list(causes)
                        causes = causes[:1]  # 603.2c: "one or more" triggers once for the event
                once = (source.id, id(ability))
                if ability.once_each_turn and causes and once in self.triggered_this_turn:
                    self.log("603.2", f"{source}'s ability doesn't trigger: it triggers only once each turn")
                    continue
                if ability.once_each_turn and causes:
                    self.triggered_this_turn.add(once)
                for cause in causes:
                    if ability.intervening_if and not ability.intervening_if(self, source):
                        self.log("603.4", f"{source}'s ability doesn't trigger: its \"if\" condition is false")
                        continue
                    extra = [m for m, a in multipliers if self._multiplies(a, m, source, cause)
                             and not (a.event == "dies" and event == "leaves" and cause not in died)]
                    what = f"{_name(cause)} {event}" if cause is not None else f"the {step} step begins"
                    self.log("603.2", f"{source}'s ability triggers: {what}")
                    for m in extra:
                        self.log("603.2d", f"{m} makes it trigger an additional time")
                    self.pending.extend(PendingTrigger(source, controller, ability, cause) for _ in range(1 + len(extra)))

    def _multiplies(self: Game, a: AdditionalTrigger, m: GameObject, source: GameObject, cause: GameObject | None) -> bool:
        """Whether the 603.2d effect ``a`` of ``m`` adds an instance of ``source``'s triggered ability:
        its event was caused by a matching object, and ``source`` is among the objects it affects."""
        if a.cause is not None and (cause is None or not a.cause(self, cause, m)):
            return False
        return a.affects(self, source, m)

    def _put_triggers_on_stack(self: Game) -> bool:
        """603.3b: the next time a player would receive priority, each player in APNAP order puts
        their triggered abilities on the stack in the order they choose; targets are chosen for each
        instance as it is put on the stack (603.3d). With shared team turns (Two-Headed Giant), the
        active team puts all the triggered abilities any of its members controls on the stack in the
        order the team chooses, then each nonactive team (805.7); the first player of the team in APNAP
        order speaks for it here (805.2: the primary player decides if the team can't agree)."""
        if not self.pending:
            return False
        pending, self.pending = self.pending, []
        groups: list[list[Player]] = []
        for player in self.apnap():
            team = player.team.players if player.team else [player]
            if not any(player in g for g in groups):
                groups.append([player, *(p for p in team if p is not player)])
        for group in groups:
            player = group[0]
            mine = [t for t in pending if t.controller in group]
            distinct = {(id(t.source), id(t.ability)) for t in mine}
            if len(distinct) > 1:
                names = [t.source.name for t in mine]
                prompt = "order your team's triggered abilities (805.7)" if len(group) > 1 else \
                    "order your triggered abilities"
                order = self.decide(player, "order", f"{prompt} (first goes on the stack first)", names)
                if sorted(order) != sorted(names):
                    raise ValueError(f"trigger order {order} is not an ordering of {names}")
                remaining = list(mine)
                mine = [remaining.pop(next(i for i, t in enumerate(remaining) if t.source.name == n)) for n in order]
            for t in mine:
                owner = t.controller
                self.trigger_cause = t.cause
                targets = self._choose_targets(owner, t.ability.target, t.source) if t.ability.target else []
                self.trigger_cause = None
                if t.ability.target and len(targets) < t.ability.target.fewest:
                    self.log("603.3d", f"{t.source}'s ability has no legal target and is removed from the stack")
                    continue
                item = StackAbility(next(self._ids), t.source, owner, t.ability.text, t.ability.effect,
                                    "triggered", t.ability, t.cause, x=t.source.x, targets=targets,
                                    source_transforms=t.source.transforms, source_id=t.source_id)
                self.stack.append(item)
                self.triggered_log.append(item)
                crimes.check(self, owner, targets, f"{t.source}'s triggered ability")  # 700.13
                self.log("603.3", f"{t.source}'s triggered ability is put on the stack ({owner.name})"
                         + (f", targeting {', '.join(map(_name, targets))}" if targets else ""))
                self._became_targets(item, targets)
        return True

    def check_triggers(self: Game, event: str, objs: Sequence[GameObject]) -> None:
        """Find the triggered abilities that ``event`` of ``objs`` triggers (603.2); see :meth:`_check_triggers`."""
        self._check_triggers(event, objs)

    def check_leave_triggers(self: Game, dying: Sequence[GameObject], leaving: Sequence[GameObject]) -> None:
        """Before permanents leave the battlefield: the ``dies`` abilities of the ``dying`` ones (700.4) and the
        leaves-the-battlefield abilities of all of them (603.6c), looking back at the game as it is now
        (603.10a); a "dying causes a triggered ability to trigger" effect applies to a leaves-the-battlefield
        ability when the object left by dying."""
        before = [(o, o.controller) for o in self.permanents()]
        deaths.record(self, dying)  # 700.4: for "if a creature died [under an opponent's control] this turn"
        if dying:
            self._check_triggers("dies", dying, before=before)
        self._check_triggers("leaves", leaving, before=before, died=dying)
        if survivors := [o for o in leaving if o not in dying]:  # "leave the battlefield without dying" (700.4)
            self._check_triggers("leaves_without_dying", survivors, before=before)
        for obj in leaving:
            self.leaves_announced[id(obj)] = True  # Game.move doesn't check them again

    def create_delayed_trigger(self: Game, step: str, source: GameObject, controller: Player, effect: Any, text: str,
                               source_id: int | None = None) -> None:
        """603.7: a delayed triggered ability, created by an effect, triggers once at the next ``step``
        (whoever's turn it is). Its "it" is ``source`` as the object it was when the ability creating the delayed
        one was put on the stack (``source_id``; 400.7), not a new object the card has become since."""
        self.delayed.append((step, PendingTrigger(source, controller, TriggeredAbility(text, "step", SELF, effect,
                                                                                       step=step), None,
                                                  source_id or source.id)))
        self.log("603.7a", f"delayed triggered ability created: {text}")
