"""Reflexive triggered abilities (603.12): "you may [do something]. When you do, [effect]".

A reflexive triggered ability triggers on an event that happens as the ability or spell creating it resolves: here,
the controller choosing to sacrifice the source. It is put on the stack the next time a player would receive
priority, like any triggered ability (603.3b), and its targets are chosen then (603.3d), not when the ability that
created it was activated: a card that reached the graveyard during that resolution can be its target.

Sources: 603.12 (reflexive triggered abilities), 603.3b and 603.3d (put on the stack; targets chosen then), 609.3
("you may"), 701.21a (sacrifice).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import SELF, TriggeredAbility, lose_life

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext, TargetSpec
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class _WhenYouDo:
    """What the blocks of "[action]. When you do, [effect]" share (603.12): their ``effect`` with its ``target`` is the
    reflexive triggered ability (``reflexive``, made once per block from its ``text``), which :meth:`_trigger` puts
    among the pending triggers once the action is done, to go on the stack the next time a player would receive
    priority (603.3b), its targets chosen then (603.3d)."""

    reflexive: TriggeredAbility = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        me: Any = self
        object.__setattr__(self, "reflexive", TriggeredAbility(f"when you do, {me.text}", "reflexive", SELF, me.effect,
                                                               target=me.target))

    def _trigger(self, game: Game, source: GameObject, controller: Player) -> None:
        from mtg_rulings.reference_engine.records import PendingTrigger

        game.pending.append(PendingTrigger(source, controller, self.reflexive, None))


@dataclass(frozen=True)
class MaySacrificeSelfThenReflexive(_WhenYouDo):
    """"Then you may sacrifice this [permanent]. When you do, [effect]" (603.12): ``effect`` with ``target`` is the
    reflexive triggered ability; it triggers only if the permanent is sacrificed."""

    effect: Effect
    target: TargetSpec | None = None
    text: str = "you may sacrifice this permanent; when you do, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("603.12", f"{ctx.source.name} is no longer on the battlefield: it can't be sacrificed")
            return
        if game.decide(ctx.controller, "may", f"{source.name}: sacrifice it?", ("yes", "no")) != "yes":
            game.log("609.3", f"{ctx.controller.name} doesn't sacrifice {source.name}: the reflexive ability doesn't "
                              "trigger")
            return
        game.sacrifice(source)
        game.log("603.12", f"the reflexive triggered ability triggers: {self.text}")
        self._trigger(game, source, ctx.controller)


@dataclass(frozen=True)
class MaySacrificeThenReflexive(_WhenYouDo):
    """"You may sacrifice a [filter]. When you do, [effect]" (603.12): the controller chooses as the ability resolves
    whether to sacrifice and which permanent (608.2c, 609.3); ``effect`` with ``target`` is the reflexive triggered
    ability, which triggers only if a permanent is sacrificed, and whose targets are chosen as it is put on the stack
    (603.3d), not when the first ability triggered."""

    filter: Any
    effect: Effect
    target: TargetSpec | None = None
    text: str = "you may sacrifice a permanent; when you do, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options: list[Any] = [o for o in game.permanents() if o.controller is ctx.controller
                              and self.filter(game, o, ctx.source)]
        if not options:
            game.log("603.12", f"{ctx.controller.name} controls no {self.filter.text} to sacrifice: the reflexive "
                               "ability doesn't trigger")
            return
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) != "yes":
            game.log("609.3", f"{ctx.controller.name} sacrifices nothing: the reflexive ability doesn't trigger")
            return
        chosen = options[0] if len(options) == 1 else game.decide(ctx.controller, "sacrifice", self.text, options)
        game.sacrifice(chosen)
        game.log("603.12", f"the reflexive triggered ability triggers: {self.text}")
        self._trigger(game, ctx.source, ctx.controller)


@dataclass(frozen=True)
class MayPayThenReflexive(_WhenYouDo):
    """"You may pay [mana] and N life. When you do, [effect]" (603.12): the controller chooses as the ability resolves
    whether to pay (609.3); a player can pay life only if their life total is at least that much (119.4), and mana
    from their mana pool. Paid, ``effect`` with ``target`` triggers as a reflexive ability, its targets chosen as it
    is put on the stack (603.3d)."""

    cost: Any  # a ManaCost
    effect: Effect
    life: int = 0
    target: TargetSpec | None = None
    text: str = "you may pay; when you do, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        total = self.cost.total()
        if not player.mana_pool.can_pay(total) or player.life < self.life:
            game.log("119.4", f"{player.name} can't pay {self.cost.text} and {self.life} life: the reflexive ability "
                              "doesn't trigger")
            return
        if game.decide(player, "may", f"{ctx.source.name}: pay {self.cost.text} and {self.life} life?",
                       ("yes", "no")) != "yes":
            game.log("609.3", f"{player.name} doesn't pay: the reflexive ability doesn't trigger")
            return
        player.mana_pool.pay(total)
        if self.life:  # paying life: the player loses it (119.4)
            lose_life(game, player, self.life)
        game.log("603.12", f"{player.name} pays {self.cost.text} and {self.life} life: the reflexive triggered "
                           f"ability triggers: {self.text}")
        self._trigger(game, ctx.source, player)


@dataclass(frozen=True)
class PutCounterOnSelfThenReflexive(_WhenYouDo):
    """"Put a [kind] counter on this [permanent]. When you do, [effect]" (603.12): the counter is put on the source
    if it is still on the battlefield (the same object, 400.7); if it is, the reflexive ability triggers, and its
    target is chosen as it is put on the stack (603.3d), counting the counters then."""

    kind: str
    effect: Effect
    target: TargetSpec | None = None
    text: str = "put a counter on this permanent; when you do, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("603.12", f"{ctx.source.name} is no longer on the battlefield: no counter is put on it, and the "
                               "reflexive ability doesn't trigger")
            return
        game.put_counters(source, self.kind, 1)
        game.log("603.12", f"a {self.kind} counter is put on {source.name}: the reflexive triggered ability triggers")
        self._trigger(game, source, ctx.controller)
