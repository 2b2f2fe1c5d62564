"""Cost reductions of spells (601.2f): "The first [legendary creature] spell you cast each turn costs {N} less to
cast" (Serah Farron).

The total cost is the mana cost (or an alternative cost) plus additional costs and increases, less reductions
(601.2f); a reduction of generic mana reduces only the generic part (118.7a: it can't reduce colored
requirements). Mana value is never changed by it (202.3). ``Game`` records each spell cast this turn (for "the
first ... each turn") and asks :func:`reduce` for the cost to pay.

Sources: 601.2f (total cost), 702.41a (affinity), 118.7a (generic reductions), 202.3 (mana value), 500.1 (each turn).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.mana import TotalCost

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Filter
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class SpellCostReduction:
    """"[The first] [filter] spell you cast [each turn] costs {N} less to cast" (601.2f), a static ability."""

    text: str
    filter: Filter
    generic: int
    first_each_turn: bool = False


@dataclass(frozen=True)
class Affinity:
    """"Affinity for [filter]" (702.41a): a static ability that functions while the spell is on the stack, "this
    spell costs {1} less to cast for each [filter] you control"."""

    text: str
    filter: Filter


def reduce(game: Game, player: Player, spell: GameObject, total: TotalCost) -> TotalCost:
    """The total cost of ``spell`` for ``player`` after its own affinity (702.41a) and the reductions of permanents
    they control (601.2f)."""
    for ability in game.abilities(spell):
        if isinstance(ability, Affinity):
            n = sum(1 for o in game.permanents() if o.controller is player and ability.filter(game, o, spell))
            cut = min(n, total.generic)  # 118.7a: only generic mana is reduced
            total = total.with_generic(total.generic - cut)
            game.log("702.41a", f"{spell.name} costs {{{cut}}} less: {n} {ability.filter.text} controlled")
    for source, ability in game.statics(SpellCostReduction):
        if source.controller is not player or not ability.filter(game, spell, source):
            continue
        if ability.first_each_turn and any(p is player and ability.filter(game, s, source)
                                           for p, s in game.cast_this_turn):
            game.log("601.2f", f"{source.name}'s reduction applies only to the first such spell each turn")
            continue
        cut = min(ability.generic, total.generic)  # 118.7a: only generic mana is reduced
        total = total.with_generic(total.generic - cut)
        game.log("601.2f", f"{source.name} reduces the cost of {spell.name} by {{{cut}}} (of {{{ability.generic}}})")
    return total
