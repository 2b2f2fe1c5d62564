"""Searching a library for a card and putting it onto the battlefield (701.23), then an instruction that depends
on the game after it entered; looking at the top card of a library and putting it somewhere (401.2).

Sources: 701.23a-b (search a library for a card with a quality; the search may find nothing), 701.23 (then
shuffle), 614.1c (a permanent put onto the battlefield tapped enters tapped), 608.2c (the instructions are
followed in order: "then if you control four or more lands" counts the land that has entered, and not a
permanent sacrificed to pay the cost), 701.26b (untap).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import stun

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Condition, EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game


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
                    stun.untap(game, perm, "701.26b", f"is untapped ({self.untap_if.text})")
        else:
            game.log("608.2c", f"not {self.untap_if.text}: the land stays tapped")


@dataclass(frozen=True)
class TopCardLandOrHand:
    """"Look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.
    Otherwise, put it into your hand." (401.2, 608.2c): a land card not put onto the battlefield goes to the hand
    too ("otherwise" is also the choice not to)."""

    text: str = "look at the top card of your library; a land may be put onto the battlefield tapped, else the hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        card = player.library.top()
        if card is None:
            game.log("401.2", f"{player.name}'s library is empty: there is no card to look at")
            return
        game.log("401.2", f"{player.name} looks at the top card of their library")
        if "Land" in game.card_types(card) and game.decide(
                player, "may", f"{ctx.source.name}: put {card.name} onto the battlefield tapped?", ("yes", "no")) == "yes":
            game.log("608.2c", f"{player.name} puts {card.name} onto the battlefield tapped")
            game.enter_battlefield([card], player, tapped=True)
            return
        game.move(card, player.hand)
        game.log("608.2c", f"{player.name} puts {card.name} into their hand")
