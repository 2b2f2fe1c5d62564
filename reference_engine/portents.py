"""Reveal the top X cards, exile one of each card type among them, and cast one of the exiled cards without paying
its mana cost if enough were exiled (Portent of Calamity).

Sources: 701.20a (revealing), 205.2a (the card types: artifact, battle, creature, enchantment, instant, kindred, land,
planeswalker, sorcery; a card of several types is exiled for one of them, as one card), 608.2g and 118.9 (a spell
cast while the spell resolves, without paying its mana cost; a land card can't be cast, 305.9), 608.2c (the
instructions in order: the rest revealed into the graveyard, then the cast, then the rest exiled into the hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game

CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery")


@dataclass(frozen=True)
class RevealExileEachTypeMayCast:
    """"Reveal the top X cards of your library. For each card type, you may exile a card of that type from among them.
    Put the rest into your graveyard. You may cast a spell from among the exiled cards without paying its mana cost if
    you exiled ``at_least`` or more cards this way. Then put the rest of the exiled cards into your hand.\""""

    at_least: int = 4
    text: str = "reveal the top X cards; exile one of each card type; cast one free if enough were exiled"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        revealed = list(player.library.objects[: ctx.x or 0])  # objects[0] is the top
        game.log("701.20a", f"{player.name} reveals {', '.join(o.name for o in revealed) or 'no cards'}")
        chosen: list[Any] = []
        for kind in CARD_TYPES:
            options = [o for o in revealed if o not in chosen and kind in game.card_types(o)]
            if not options:
                continue
            pick = game.decide(player, "exile", f"{ctx.source.name}: exile a {kind.lower()} card?", [*options, "nothing"])
            if pick != "nothing":
                chosen.append(pick)
                game.log("205.2a", f"{player.name} chooses {pick.name} as the {kind.lower()} card")
        exiled = [game.move(o, game.exile) for o in chosen]
        for o in revealed:
            if o not in chosen and o.zone is player.library:
                game.move(o, player.graveyard)
        if len(exiled) >= self.at_least:
            spells = [o for o in exiled if "Land" not in game.card_types(o)]  # 305.9: a land can't be cast
            pick = game.decide(player, "cast", f"{ctx.source.name}: cast a spell without paying its mana cost?",
                               [*spells, "nothing"]) if spells else "nothing"
            if pick != "nothing":
                game.cast_spell(player, pick, free=True, during_resolution=True)  # 608.2g, 118.9
        else:
            game.log("608.2c", f"{len(exiled)} card(s) exiled, fewer than {self.at_least}: no spell may be cast")
        for o in exiled:
            if o.zone is game.exile:
                game.move(o, player.hand)
