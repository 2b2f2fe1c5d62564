"""Effects of Bloomburrow cards (issue 25) that no other building block does.

Sources: 406.2 (exile), 608.2h (last known information: "its controller" of a permanent that has left the
battlefield is its controller as it last existed there), 121.1 (draw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reference_engine.abilities import EffectContext
    from reference_engine.game import Game


@dataclass(frozen=True)
class ExileTargetsControllerDraws:
    """"Exile target [permanent]. Its controller draws a card." (406.2, 608.2h): each target still on the battlefield
    is exiled, then the player who controlled it draws ``draw`` cards."""

    draw: int = 1
    text: str = "exile target permanent. Its controller draws a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is not game.battlefield:
                continue
            controller = target.controller  # 608.2h: as it last existed on the battlefield
            game.move(target, game.exile)
            game.log("406.2", f"{target.name} is exiled; its controller, {controller.name}, draws {self.draw}")
            game.draw(controller, self.draw)
