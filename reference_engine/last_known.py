"""Conditions checked as an ability resolves: what a target was, as it last existed on the battlefield (608.2h), and
how many times the ability has resolved this turn.

Sources: 608.2h (an effect that needs information about an object that has left the zone it was expected in uses
its last known information), 608.2b (an ability whose targets are all illegal doesn't resolve), 608.2c.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import Filter

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject

def power_then(game: Game, obj: GameObject) -> int:
    """Its power on the battlefield now, or as it last existed there if it has left (608.2h)."""
    if obj.zone is game.battlefield:
        return game.characteristics(obj).power or 0
    return obj.last_power or 0


@dataclass(frozen=True)
class IfTargetHadPowerAtMost:
    """"If that creature had power N or less, [effect]": the first target's power as the ability resolves, or as it
    last existed on the battlefield if an earlier instruction moved it (608.2h)."""

    at_most: int
    effect: Any
    text: str = "if that creature had power N or less"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        target = next((t for t in ctx.targets if hasattr(t, "zone")), None)
        power = power_then(game, target) if target is not None else None
        if power is not None and power <= self.at_most:
            game.log("608.2h", f"{target.name} had power {power}: {self.text}")
            self.effect.apply(game, ctx)
        else:
            game.log("608.2h", f"{target.name if target else 'no target'} had power {power}: \"{self.text}\" does "
                               "nothing")


@dataclass(frozen=True)
class IfNthResolutionThisTurn:
    """"Then [effect] if this is the Nth time this ability has resolved this turn": the ability's source counts
    the resolutions of this ability this turn (an ability that doesn't resolve, its targets all illegal, 608.2b,
    isn't counted); a new object the card has become is another object with other abilities (400.7)."""

    nth: int
    effect: Any
    text: str = "if this is the Nth time this ability has resolved this turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        key = (game.turn_number, self.text)
        count = ctx.source.resolutions.get(key, 0) + 1
        ctx.source.resolutions[key] = count
        game.log("608.2c", f"{ctx.source.name}'s ability has resolved {count} time(s) this turn")
        if count == self.nth:
            self.effect.apply(game, ctx)


@dataclass(frozen=True)
class IfYouControlTarget:
    """"If you control that creature, [effect]": the first target, as the instruction is followed (608.2c)."""

    effect: Any
    text: str = "if you control that creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        target = next((t for t in ctx.targets if hasattr(t, "zone")), None)
        if target is not None and target.zone is game.battlefield and target.controller is ctx.controller:
            self.effect.apply(game, ctx)
        else:
            game.log("608.2c", f"{ctx.controller.name} doesn't control that creature: \"{self.text}\" does nothing")


def _lesser_than_cause(game: Game, obj: GameObject, source: GameObject) -> bool:
    cause = game.trigger_cause
    return cause is not None and obj is not cause and game.mana_value(obj) < game.mana_value(cause)


#: "another target creature card with lesser mana value" than the object whose event made the ability trigger, as
#: it last existed on the battlefield (603.10a, 608.2h): checked as targets are chosen and as the ability resolves
LESSER_MANA_VALUE_THAN_CAUSE = Filter("another with lesser mana value", _lesser_than_cause)
