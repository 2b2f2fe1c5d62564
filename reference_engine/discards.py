"""Each player discarding, and amounts counted from the cards discarded (701.9, 608.2h).

"Each player discards a card. Then you draw a card for each card type among cards discarded this way": each player
in APNAP order chooses a card in their hand (101.4), the cards are discarded, then the card types among them are
counted as the effect resolves: card types only (205.2a), not supertypes (205.4a) or subtypes (205.3a).

Sources: 101.4 (choices in APNAP order), 205.2a, 205.3a, 205.4a (card types, subtypes, supertypes), 608.2h
(amounts counted as the effect is applied), 701.9a-b (discard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class EachPlayerDiscardsThenDrawPerCardType:
    """"Each player discards a card. Then you draw a card for each card type among cards discarded this way."""

    text: str = "each player discards a card, then you draw a card for each card type among them"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        discarded = []
        for player in game.apnap():
            if not player.hand.objects:
                game.log("701.9a", f"{player.name} has no card in hand to discard")
            discarded += game.discard(player, 1)
        types = sorted({t for card in discarded for t in card.card.front_face.base.types})
        game.log("205.2a", f"card types among the discarded cards: {', '.join(types) or 'none'} ({len(types)})")
        if types:
            game.draw(ctx.controller, len(types))


@dataclass(frozen=True)
class DiscardUpToThenDrawThatMany:
    """"Discard up to N cards, then draw that many cards": the player chooses the cards one by one, and may stop
    ("nothing") at any point, zero cards included (701.9a; "up to", 601.2c's sense of any number from zero);
    the cards are discarded at once, then the player draws as many as were discarded (608.2h)."""

    amount: int
    text: str = "discard up to N cards, then draw that many cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        chosen: list = []
        while len(chosen) < self.amount:
            options = [*(o for o in player.hand if o not in chosen), "nothing"]
            pick = game.decide(player, "discard", f"{ctx.source.name}: choose a card to discard (or nothing)", options)
            if pick == "nothing":
                break
            chosen.append(pick)
        for card in chosen:
            game.move(card, player.graveyard)
            game.log("701.9a", f"{player.name} discards {card.name}")
        if chosen:
            game.check_triggers("discard", chosen)
        game.log("608.2h", f"{player.name} discarded {len(chosen)} card(s), so draws {len(chosen)}")
        if chosen:
            game.draw(player, len(chosen))
