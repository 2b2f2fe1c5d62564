"""Cost reductions of spells (601.2f): "The first [legendary creature] spell you cast each turn costs {N} less to
cast" (Serah Farron).

The total cost is the mana cost (or an alternative cost) plus additional costs and increases, less reductions
(601.2f); a reduction of generic mana reduces only the generic part (118.7a: it can't reduce colored
requirements). Mana value is never changed by it (202.3). ``Game`` records each spell cast this turn (for "the
first ... each turn") and asks :func:`reduce` for the cost to pay.

Sources: 601.2f (total cost), 118.7a (generic reductions), 202.3 (mana value), 500.1 (each turn).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from reference_engine.mana import TotalCost

if TYPE_CHECKING:
    from reference_engine.abilities import Filter
    from reference_engine.game import Game
    from reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class SpellCostReduction:
    """"[The first] [filter] spell you cast [each turn] costs {N} less to cast" (601.2f), a static ability."""

    text: str
    filter: Filter
    generic: int
    first_each_turn: bool = False


def reduce(game: Game, player: Player, spell: GameObject, total: TotalCost) -> TotalCost:
    """The total cost of ``spell`` for ``player`` after the reductions of permanents they control (601.2f)."""
    for source, ability in game.statics(SpellCostReduction):
        if source.controller is not player or not ability.filter(game, spell, source):
            continue
        if ability.first_each_turn and any(p is player and ability.filter(game, s, source)
                                           for p, s in game.cast_this_turn):
            game.log("601.2f", f"{source.name}'s reduction applies only to the first such spell each turn")
            continue
        cut = min(ability.generic, total.generic)  # 118.7a: only generic mana is reduced
        total = TotalCost(generic=total.generic - cut, colored=dict(total.colored))
        game.log("601.2f", f"{source.name} reduces the cost of {spell.name} by {{{cut}}} (of {{{ability.generic}}})")
    return total
