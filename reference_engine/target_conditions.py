"""Instructions that depend on what a target is as the ability resolves (608.2c, 608.2h).

"If that creature is legendary, draw a card": checked as the ability resolves, after the instructions before it,
against the target as it is then; a target that has become illegal is no longer "that creature" here (608.2b: an
ability whose every target is illegal doesn't resolve at all).

Sources: 608.2b (illegal targets), 608.2c (instructions in order), 608.2h (information as the effect is applied).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.objects import GameObject

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class IfTargetIs:
    """"If that [target] is [filter], [effect]": ``effect`` happens if a target permanent of the resolving ability
    still on the battlefield matches ``filter``."""

    filter: Filter
    effect: Effect
    text: str = "if the target matches, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        targets = [t for t in ctx.targets if isinstance(t, GameObject) and t.zone is game.battlefield]
        if any(self.filter(game, t, ctx.source) for t in targets):
            self.effect.apply(game, ctx)
        else:
            game.log("608.2c", f"the target isn't {self.filter.text}: \"{self.text}\" does nothing")
