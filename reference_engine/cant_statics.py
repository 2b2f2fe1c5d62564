"""Static abilities that say what can't happen to players and damage: "Players can't gain life" and "Damage can't
be prevented".

Sources: 119.7 (a player who can't gain life: an effect that would have them gain life does nothing for them, and
the rest of the spell or ability still happens; 119.8), 615.12 (damage that can't be prevented: prevention effects,
such as protection's, 702.16e, don't apply to it), 101.2 (a "can't" overrides a "can").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import Player


@dataclass(frozen=True)
class PlayersCantGainLife:
    """"Players can't gain life." (119.7): every player, for as long as the source is on the battlefield."""

    text: str = "Players can't gain life."


@dataclass(frozen=True)
class DamageCantBePrevented:
    """"Damage can't be prevented." (615.12): all damage, for as long as the source is on the battlefield."""

    text: str = "Damage can't be prevented."


def cant_gain_life(game: Game, player: Player) -> bool:
    """Whether ``player`` can't gain life now (119.7); logs the source that says so."""
    for source, _ in game.statics(PlayersCantGainLife):
        game.log("119.7", f"{player.name} can't gain life: {source}")
        return True
    return False


def damage_cant_be_prevented(game: Game) -> bool:
    """Whether damage can't be prevented now (615.12); logs the source that says so."""
    for source, _ in game.statics(DamageCantBePrevented):
        game.log("615.12", f"damage can't be prevented: {source}")
        return True
    return False
