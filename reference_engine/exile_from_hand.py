"""Exiling a card an opponent reveals from their hand, and casting it later from exile.

Sources: 701.20a (reveal: show a card to every player), 406.2 and 607.2a (a card exiled by a spell is linked to
it: "that card"), 601.3 with 611.2a ("you may cast that card for as long as it remains exiled": a permission on
the exiled card; its costs are paid and the timing rules followed, 601.2f-h, 307.1), 609.4b ("mana of any type
can be spent to cast it").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import permissions

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class RevealHandExileChosen:
    """"Target opponent reveals their hand. You choose a [filter] card from it. Exile that card." The exiled card
    is linked to the spell or ability (607.2a)."""

    filter: Filter
    text: str = "target opponent reveals their hand; you choose a card from it; exile that card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.objects import Player

        for opponent in (t for t in ctx.targets if isinstance(t, Player)):
            cards = list(opponent.hand)
            game.log("701.20a", f"{opponent.name} reveals their hand: {', '.join(c.name for c in cards) or 'no cards'}")
            options: list[Any] = [c for c in cards if self.filter(game, c, ctx.source)]
            if not options:
                game.log("609.3", f"{opponent.name}'s hand has no {self.filter.text} card: nothing is exiled")
                continue
            chosen = options[0] if len(options) == 1 else game.decide(
                ctx.controller, "exile", f"{ctx.source.name}: choose a {self.filter.text} card to exile", options)
            exiled = game.move(chosen, game.exile)
            game.link(ctx.source, exiled)


@dataclass(frozen=True)
class MayCastLinkedWhileExiled:
    """"You may cast that card for as long as it remains exiled[, and mana of any type can be spent to cast it]":
    the cards exiled by this spell or ability (607.2a) get a permission for its controller (611.2a)."""

    any_mana: bool = False
    text: str = "you may cast that card for as long as it remains exiled"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for card in game.linked(ctx.source):
            permissions.grant(game, card, ctx.controller, "exiled", any_mana=self.any_mana, source=ctx.source.name)
