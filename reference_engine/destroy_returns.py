""""Destroy all [permanents]. [Then] return a [card] put into your graveyard this way to the battlefield under your
control" (Starfall Invocation).

Sources: 701.8a (destroy: put into the owner's graveyard), 608.2c (the instructions are followed in order, with no
player acting in between: the card is chosen and returned during the resolution), 400.7 (the card that returns is
a new object), 608.2h (which cards were put into the graveyard "this way" is what the destruction did).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class DestroyAllReturnOne:
    """Destroy every permanent ``filter`` selects (701.8a); if ``return_one`` (given as an "if the gift was promised"
    branch, say), the controller then chooses one of the cards put into their graveyard this way and returns it to
    the battlefield under their control (608.2c)."""

    filter: Filter
    return_one: bool = True
    text: str = "destroy all creatures, then return a creature card put into your graveyard this way"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        doomed: list[Any] = [o for o in game.permanents() if self.filter(game, o, ctx.source)]
        game.destroy(doomed)
        if not self.return_one:
            return
        mine = [o for o in doomed if o.zone is ctx.controller.graveyard]  # the same cards, new objects (400.7)
        if not mine:
            game.log("608.2c", f"no card was put into {ctx.controller.name}'s graveyard this way: none returns")
            return
        card = game.decide(ctx.controller, "return", "choose a card put into your graveyard this way to return", mine)
        game.log("608.2c", f"{ctx.controller.name} returns {card.name} to the battlefield, during the resolution")
        game.enter_battlefield([card], ctx.controller)
