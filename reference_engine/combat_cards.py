"""Effects of the Bloomburrow combat cards of issue 25 (helper h-combat) that no other module has.

Sources: 611.2a (a continuous effect from a resolving spell or ability, until end of turn), 613.4c (layer 7c:
+N/+N), 514.2 (it ends in the cleanup step), 400.7 (a creature that left the battlefield is a new object the effect
doesn't follow).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class TargetsGetUntilEndOfTurn:
    """"Target creature gets +P/+T until end of turn" (611.2a, 613.4c)."""

    power: int
    toughness: int
    text: str = "target creature gets +N/+N until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target is not None and target.zone is game.battlefield:
                game.pump_until_end_of_turn(target, self.power, self.toughness)
