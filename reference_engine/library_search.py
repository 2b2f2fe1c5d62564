"""Searching a library for a card and putting it onto the battlefield (701.23), then an instruction that depends
on the game after it entered.

Sources: 701.23a-b (search a library for a card with a quality; the search may find nothing), 701.23 (then
shuffle), 614.1c (a permanent put onto the battlefield tapped enters tapped), 608.2c (the instructions are
followed in order: "then if you control four or more lands" counts the land that has entered, and not a
permanent sacrificed to pay the cost), 701.26b (untap).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reference_engine.abilities import Condition, EffectContext, Filter
    from reference_engine.game import Game


@dataclass(frozen=True)
class SearchToBattlefield:
    """"Search your library for a [filter] card, put it onto the battlefield [tapped], then shuffle. Then if
    [condition], untap that [permanent]."""

    filter: Filter
    tapped: bool = False
    untap_if: Condition | None = None
    text: str = "search your library for a card and put it onto the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        found = [o for o in player.library if self.filter(game, o, ctx.source)]
        options: list[Any] = [*found, "nothing"]  # 701.23b
        choice = game.decide(player, "search", f"{ctx.source.name}: {self.text}", options)
        entered = []
        if choice != "nothing":
            game.log("701.23", f"{player.name} finds {choice.name} and puts it onto the battlefield"
                     + (" tapped" if self.tapped else ""))
            entered = game.enter_battlefield([choice], player, tapped=self.tapped)
        game.shuffle(player)
        if self.untap_if is None or not entered:
            return
        if self.untap_if(game, ctx.source):
            for perm in entered:
                if perm.zone is game.battlefield:
                    perm.tapped = False
                    game.log("701.26b", f"{self.untap_if.text}: {perm} is untapped")
        else:
            game.log("608.2c", f"not {self.untap_if.text}: the land stays tapped")
