"""What happens to players that cards ask about: life lost this turn, a life total that becomes a number, and
hexproof until end of turn.

Sources: 119.3 (losing life), 119.4 (paying life is losing it), 120.3a (damage dealt to a player makes them lose
that much life): ``Player.life_lost_this_turn`` adds up every loss this turn, whatever was gained, so "an
opponent lost life this turn" asks whether they lost any, not how their life total changed. 702.11c (a player
with hexproof can't be the target of spells or abilities their opponents control), 514.2 (it ends in the
cleanup step). 119.5 (an effect that sets a life total makes the player gain or lose the difference), 119.7 and
119.8 (a player who can't gain life: a higher number leaves the life total as it is).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import Condition, Count, lose_life

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


@dataclass(frozen=True)
class TargetPlayersLifeTotalBecomes:
    """"Target player's life total becomes N" (119.5): each target player gains or loses the life that makes their
    life total N, as a life gain (a player who can't gain life keeps a lower total, 119.7, 119.8) or a loss of life
    (119.3); a total already N changes nothing. ``amount`` is N, 0 or more."""

    amount: int
    text: str = "target player's life total becomes N"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.objects import Player

        for player in ctx.targets:
            if not isinstance(player, Player):
                continue
            difference = self.amount - player.life
            game.log("119.5", f"{player.name}'s life total becomes {self.amount}: a difference of {difference:+d}")
            if difference > 0:
                game.gain_life(player, difference)
            elif difference < 0:
                lose_life(game, player, -difference)
