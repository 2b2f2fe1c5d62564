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
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import SELF, TriggeredAbility

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext, TargetSpec
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class MaySacrificeSelfThenReflexive:
    """"Then you may sacrifice this [permanent]. When you do, [effect]" (603.12): ``effect`` with ``target`` is the
    reflexive triggered ability; it triggers only if the permanent is sacrificed."""

    effect: Effect
    target: TargetSpec | None = None
    text: str = "you may sacrifice this permanent; when you do, do the effect"
    reflexive: TriggeredAbility = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "reflexive", TriggeredAbility(f"when you do, {self.text}", "reflexive", SELF,
                                                               self.effect, target=self.target))

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.game import PendingTrigger

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
        game.pending.append(PendingTrigger(source, ctx.controller, self.reflexive, None))
