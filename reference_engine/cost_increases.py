"""Cost increases of spells (601.2f): "Spells your opponents cast from graveyards or from exile cost {2} more to
cast" (Aven Interrupter), a static ability of a permanent; and a spell's own reduction counted from its
controller's graveyard ("This spell costs {1} less to cast for each creature card in your graveyard").

The total cost is the mana cost, or an alternative cost, plus additional costs and cost increases, less
reductions (601.2f). "Without paying its mana cost" is an alternative cost of zero (118.9): an increase still
applies to it (118.9d), so a spell cast that way may have mana spent on it. Mana value is never changed (202.3).
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
class SpellCostIncrease:
    """"[Filter] spells [your opponents] cast cost {N} more to cast" (601.2f), a static ability; ``filter`` is judged
    on the card as it is about to be cast (in the zone it is cast from)."""

    text: str
    filter: Filter
    generic: int
    opponents: bool = False


def increase(game: Game, player: Player, spell: GameObject, total: TotalCost | None) -> TotalCost | None:
    """The total cost of ``spell`` for ``player`` with the increases of permanents on the battlefield added
    (601.2f); ``total`` is None for a spell cast without paying its mana cost, which still pays them (118.9d)."""
    for source, ability in game.statics(SpellCostIncrease):
        whose = player in game.opponents(source.controller) if ability.opponents else player is source.controller
        if not whose or not ability.filter(game, spell, source):
            continue
        base = total or TotalCost(generic=0)
        total = base.with_generic(base.generic + ability.generic)
        game.log("601.2f", f"{source.name} increases the cost of {spell.name} by {{{ability.generic}}}")
    return total


@dataclass(frozen=True)
class CostsLessPerGraveyardCard:
    """"This spell costs {1} less to cast for each [filter] card in your graveyard" (601.2f): a static ability that
    functions on the stack; it reduces only generic mana (118.7a) and never the mana value (202.3)."""

    text: str
    filter: Filter


def own_reductions(game: Game, player: Player, spell: GameObject, total: TotalCost | None) -> TotalCost | None:
    """``total`` less the spell's own :class:`CostsLessPerGraveyardCard` reductions (601.2f, 118.7a)."""
    for ability in game.abilities(spell):
        if total is None or not isinstance(ability, CostsLessPerGraveyardCard):
            continue
        n = sum(1 for o in player.graveyard if o is not spell and ability.filter(game, o, spell))
        cut = min(n, total.generic)
        total = TotalCost(generic=total.generic - cut, colored=dict(total.colored))
        game.log("601.2f", f"{spell.name} costs {{{cut}}} less: {n} {ability.filter.text} card(s) in the graveyard")
    return total
