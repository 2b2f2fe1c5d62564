"""Flipping a coin (705) and the abilities Breeches, the Blastmaker needs around it.

A coin flip has two equally likely outcomes (705.1); for an effect that cares whether its player wins or loses the
flip, that player calls it, and wins if the result matches the call (705.2). The reference engine has no hidden
randomness here: how the coin lands for a player is a scripted choice of kind ``coin`` (``win`` or ``lose``), like
every other answer a game needs (a scenario says "Alice will win her coin flip"), so that a run is deterministic.

"When you win the flip, [effect]" and "When you lose the flip, [effect]" are reflexive triggered abilities (603.12)
created by the ability that flips the coin: only the one matching the result triggers, and each is put on the
stack the next time a player would receive priority, its targets chosen then (603.3b, 603.3d).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import SELF, TriggeredAbility

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext, Filter, TargetSpec
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import Player

OUTCOMES = ("win", "lose")


def flip(game: Game, player: Player) -> bool:
    """``player`` flips a coin and calls it (705.1, 705.2): True if they win the flip."""
    result = game.decide(player, "coin", f"{player.name} flips a coin (705.1): does the call win or lose?", OUTCOMES)
    game.log("705.2", f"{player.name} flips a coin and {'wins' if result == 'win' else 'loses'} the flip")
    return result == "win"


@dataclass(frozen=True)
class MaySacrificeThenFlip:
    """"You may sacrifice [a permanent matching ``sacrifice``]. If you do, flip a coin. When you win the flip,
    [won]. When you lose the flip, [lost]." Without a sacrifice there is no flip, and neither reflexive ability
    triggers (609.3, 603.12). The reflexive abilities keep the event that made the ability trigger ("that
    spell")."""

    sacrifice: Filter
    won: Effect
    lost: Effect
    won_target: TargetSpec | None = None
    lost_target: TargetSpec | None = None
    text: str = "you may sacrifice a permanent; if you do, flip a coin"
    abilities: tuple[TriggeredAbility, TriggeredAbility] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "abilities", (
            TriggeredAbility("when you win the flip", "reflexive", SELF, self.won, target=self.won_target),
            TriggeredAbility("when you lose the flip", "reflexive", SELF, self.lost, target=self.lost_target)))

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.records import PendingTrigger

        options = [o for o in game.permanents() if o.controller is ctx.controller and self.sacrifice(game, o, ctx.source)]
        if not options or game.decide(ctx.controller, "may", f"{ctx.source.name}: sacrifice a permanent "
                                      f"({self.sacrifice.text})?", ("yes", "no")) != "yes":
            game.log("609.3", f"{ctx.controller.name} sacrifices nothing: no coin is flipped, and neither reflexive "
                              "ability triggers")
            return
        chosen = options[0] if len(options) == 1 else game.decide(ctx.controller, "sacrifice",
                                                                  f"{ctx.source.name}: choose what to sacrifice", options)
        game.sacrifice(chosen)
        ability = self.abilities[0] if flip(game, ctx.controller) else self.abilities[1]
        game.log("603.12", f"the reflexive triggered ability triggers: {ability.text}")
        game.pending.append(PendingTrigger(ctx.source, ctx.controller, ability, ctx.cause, ctx.source_id or 0))


@dataclass(frozen=True)
class DamageEqualToCauseManaValue:
    """"[This] deals damage equal to that spell's mana value to any target": the spell whose casting made the
    ability trigger, its mana value as it last existed on the stack if it has left (608.2h, 202.3)."""

    text: str = "deal damage equal to that spell's mana value to any target"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        spell: Any = ctx.cause
        amount = game.mana_value(spell) if spell is not None else 0
        game.log("608.2h", f"that spell's mana value is {amount}")
        for target in ctx.targets:
            game.deal_damage(ctx.source, target, amount)
