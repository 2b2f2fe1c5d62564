"""Permissions to play cards from zones other than the hand (601.3, 305.1): "During your turn, you may play cards
from your graveyard" (Hades, Sorcerer of Eld's Echo of the Lost).

A permission changes only where a card may be played from: the player still pays its costs (601.2f-h) and follows
its timing rules (a land in a main phase with an empty stack and a land play left, 305.1 and 305.2; a sorcery-speed
spell likewise, 307.1). ``Game`` asks :func:`graveyard_permission` when a card is played or cast from a graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reference_engine.game import Game
    from reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class PlayFromGraveyardDuringYourTurn:
    """"During your turn, you may play cards from your graveyard" (601.3, 305.1), a static ability."""

    text: str


def graveyard_permission(game: Game, player: Player, card: GameObject) -> GameObject | None:
    """The permanent whose ability lets ``player`` play ``card`` from their graveyard now, if any."""
    if card.zone is not player.graveyard or not game.is_turn_of(player):
        return None
    return next((s for s, _ in game.statics(PlayFromGraveyardDuringYourTurn) if s.controller is player), None)
