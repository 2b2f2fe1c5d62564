"""Casting a target card while an ability resolves, without paying its mana cost (608.2g, 118.9), and a spell
cast that way exiled instead of being put into its owner's graveyard (614.1a).

Sources: 608.2g (a player casts a spell while an ability resolves: then or never, not later), 118.9 and 107.3b
(without paying its mana cost: X is 0), 601.2 (the spell is cast: "cast" triggers see it), 614.1a ("if that
spell would be put into your graveyard, exile it instead": as it resolves, or if it is countered, 701.6a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Zone


@dataclass(frozen=True)
class MayCastTargetFree:
    """"You may cast target [card] from your graveyard without paying its mana cost"; ``exile_instead``: "If that
    spell would be put into your graveyard, exile it instead"."""

    exile_instead: bool = False
    text: str = "you may cast target card without paying its mana cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        for card in ctx.targets:
            if getattr(card, "zone", None) is not player.graveyard:
                continue
            if game.decide(player, "may", f"{ctx.source.name}: cast {card.name} without paying its mana cost?",
                           ("yes", "no")) == "no":
                game.log("608.2g", f"{player.name} doesn't cast {card.name}; it can't be cast this way later")
                continue
            game.cast_spell(player, card, free=True, during_resolution=True)  # X is 0 (107.3b)
            if self.exile_instead and card.zone is game.stack_zone:
                card.exile_instead_of_graveyard = True
                game.log("614.1a", f"if {card.name} would be put into {card.owner.name}'s graveyard, it is exiled "
                                   "instead")


def destination(game: Game, obj: GameObject, zone: Zone) -> Zone | None:
    """Exile, for a spell cast by :class:`MayCastTargetFree` with ``exile_instead`` leaving the stack for its
    owner's graveyard; else None."""
    if obj.exile_instead_of_graveyard and obj.zone is game.stack_zone and zone is obj.owner.graveyard:
        game.log("614.1a", f"{obj.name} would be put into {obj.owner.name}'s graveyard: it is exiled instead")
        return game.exile
    return None
