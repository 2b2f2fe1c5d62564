"""What happens to players that cards ask about: life lost this turn, and hexproof until end of turn.

Sources: 119.3 (losing life), 119.4 (paying life is losing it), 120.3a (damage dealt to a player makes them lose
that much life): ``Player.life_lost_this_turn`` adds up every loss this turn, whatever was gained, so "an
opponent lost life this turn" asks whether they lost any, not how their life total changed. 702.11c (a player
with hexproof can't be the target of spells or abilities their opponents control), 514.2 (it ends in the
cleanup step).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import Condition, Count

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def _losers(game: Game, source: GameObject) -> list[Player]:
    return [p for p in game.opponents(source.controller) if p.life_lost_this_turn > 0]


#: "if an opponent lost life this turn" (119.3)
OPPONENT_LOST_LIFE = Condition("an opponent lost life this turn", lambda g, s: bool(_losers(g, s)))
#: "for each opponent who lost life this turn" (119.3)
OPPONENTS_WHO_LOST_LIFE = Count("each opponent who lost life this turn", lambda g, s: len(_losers(g, s)))


@dataclass(frozen=True)
class YouGainHexproofUntilEndOfTurn:
    """"You gain hexproof until end of turn" (702.11c): the controller of the resolving spell or ability."""

    text: str = "you gain hexproof until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        ctx.controller.hexproof_until_end_of_turn = True
        game.log("702.11c", f"{ctx.controller.name} gains hexproof until end of turn")
