"""Scry (701.22): look at the top N cards of your library, then put any number of them on the bottom of your
library and the rest on top.

Sources: 701.22a (scry N), 701.22b (with fewer cards in the library, scry that many). Only scry 1 is a building
block: with one card there is no order to choose (scry N > 1 would ask an order for each pile, which no step
scripts yet). The choice is the "to put on the bottom" one: the card's name, or "no more" to keep it on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game

KEEP = "no more"


@dataclass(frozen=True)
class Scry:
    """"Scry 1" (701.22a), by the ability's controller, whether or not its source is still on the battlefield."""

    amount: int = 1
    text: str = "scry 1"

    def __post_init__(self) -> None:
        if self.amount != 1:
            raise ValueError("only scry 1 is modelled: scry N > 1 needs an order for each pile (701.22a)")

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        top = player.library.top()
        if top is None:
            game.log("701.22b", f"{player.name} scries 0: the library is empty")
            return
        answer = game.decide(player, "bottom", f"scry 1: put {top.name} on the bottom of your library?", [top, KEEP])
        if answer == KEEP:
            game.log("701.22a", f"{player.name} scries 1 and keeps the card on top")
            return
        player.library.objects.remove(top)
        player.library.objects.append(top)
        game.log("701.22a", f"{player.name} scries 1 and puts the card on the bottom")
