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
    from mtg_rulings.reference_engine.objects import GameObject, Player, Zone


def may_cast_now(game: Game, player: Player, card: GameObject, question: str, declined: tuple[str, str] | None = None,
                 free: bool = True) -> bool:
    """608.2g: ``player`` may cast ``card`` while an ability resolves, now or never, its timing permissions by card
    type ignored: ``question`` asks them (a "may" choice); a "no" logs ``declined`` (its rule and words), if given.
    The spell is cast without paying its mana cost (``free``: 118.9, X is 0, 107.3b; additional costs are still
    paid, 118.9d) or paying its costs (601.2f-h). True if they cast it; a cast that can't be made raises
    :class:`~mtg_rulings.reference_engine.records.IllegalAction`, for the caller to say what becomes of the card."""
    if game.decide(player, "may", question, ("yes", "no")) != "yes":
        if declined is not None:
            game.log(*declined)
        return False
    game.cast_spell(player, card, free=free, during_resolution=True)
    return True


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
            if not may_cast_now(game, player, card, f"{ctx.source.name}: cast {card.name} without paying its mana cost?",
                                ("608.2g", f"{player.name} doesn't cast {card.name}; it can't be cast this way later")):
                continue
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
