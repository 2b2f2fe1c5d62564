"""Searching a library for a card and putting it onto the battlefield (701.23, 110.5b).

"Search your library for a land card, put it onto the battlefield tapped, then shuffle": the player may find
nothing, since the search is for a card with a stated quality (701.23b); a card found enters the battlefield
under the searching player's control (tapped if told, 614.1c), and the library is shuffled afterwards.

Sources: 701.23a-b (search), 110.5b (a permanent enters tapped if an effect says so), 701.24 (shuffle).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class SearchOntoBattlefield:
    """"Search your library for a [filter] card, put it onto the battlefield [tapped], then shuffle" (701.23)."""

    filter: Filter
    tapped: bool = False
    text: str = "search your library for a card and put it onto the battlefield, then shuffle"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        found = [o for o in player.library if self.filter(game, o, ctx.source)]
        options: list[Any] = [*found, "nothing"]  # 701.23b: a search for a quality may find nothing
        choice = game.decide(player, "search", f"{ctx.source.name}: {self.text}", options)
        if choice != "nothing":
            game.log("701.23", f"{player.name} finds {choice.name} and puts it onto the battlefield"
                               f"{' tapped' if self.tapped else ''}")
            game.enter_battlefield([choice], player, tapped=self.tapped)
        game.shuffle(player)


@dataclass(frozen=True)
class LookAtTopMayRevealToHand:
    """"Look at the top card of your library. If it's a [filter] card, you may reveal it and put it into your hand.
    If you put a card into your hand this way, [then]" (701.20e looking, 701.20a revealing): the player may decline
    even when the card matches, leaving it on top; ``then`` happens only if the card was put into the hand."""

    filter: Filter
    then: Any = None
    text: str = "look at the top card of your library; you may reveal it and put it into your hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        top = player.library.top()
        if top is None:
            game.log("701.20e", f"{player.name}'s library is empty: there is no card to look at")
            return
        game.log("701.20e", f"{player.name} looks at the top card of their library")
        if not self.filter(game, top, ctx.source):
            game.log("608.2c", f"the top card isn't {self.filter.text}: it stays on top")
            return
        if game.decide(player, "may", f"{ctx.source.name}: reveal {top.name} and put it into your hand?",
                       ("yes", "no")) != "yes":
            game.log("609.3", f"{player.name} doesn't reveal it: it stays on top of the library")
            return
        game.log("701.20a", f"{player.name} reveals {top.name} and puts it into their hand")
        game.move(top, player.hand)
        if self.then is not None:
            self.then.apply(game, ctx)
