"""Prevention effects (615): "prevent all combat damage that would be dealt to [this]".

A prevention effect is a replacement-like effect that applies to damage about to be dealt (615.1): it prevents
the damage, which isn't dealt at all (615.1a, so no life is gained from lifelink and nothing that needs damage
dealt happens). The combat damage assignment doesn't take prevention into account: lethal damage is judged from
toughness and damage already marked only (510.1c-d, 702.19b), so the assignment rules of combat.py are untouched.
:func:`prevent` is called by :meth:`Game.deal_damage` before the damage is dealt.

Sources: 615.1, 615.1a (prevention effects), 510.1c and 702.19b (assignment ignores prevention), 120.3 (what
damage does when dealt).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class PreventCombatDamageToSelf:
    """"Prevent all combat damage that would be dealt to [this permanent]" (615.1a): a static ability of the
    permanent that is the damage's recipient."""

    text: str


def prevent(game: Game, source: GameObject, target: Any, n: int, combat: bool) -> int:
    """The damage left of ``n`` that ``source`` would deal to ``target`` after prevention effects (615.1a): 0
    when ``target`` is a permanent with an ability preventing all combat damage dealt to it and this is combat
    damage (510.2)."""
    if not combat or n <= 0 or getattr(target, "zone", None) is not game.battlefield:
        return n
    for ability in game.abilities(target):
        if isinstance(ability, PreventCombatDamageToSelf):
            game.log("615.1a", f"{n} combat damage {source} would deal to {target} is prevented: {ability.text}")
            return 0
    return n
