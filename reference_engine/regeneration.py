"""Regeneration (701.19) and damage that isn't removed in the cleanup step (514.2).

"Regenerate [a permanent]" creates a regeneration shield on it for the turn (701.19a): the next time it would be
destroyed this turn, instead it becomes tapped, all damage marked on it is removed, and it is removed from combat
(701.19c); the shield is then used up. Destruction by an effect (701.8) and by lethal or deathtouch damage as a
state-based action (704.5g, 704.5h) are both replaced; being put into a graveyard otherwise (sacrifice, toughness 0)
is not destruction and isn't. "Damage isn't removed from this creature during cleanup steps" (514.2) is a static
ability :func:`keeps_damage` reads; regeneration removes that damage all the same.

Sources: 701.19a-c (regenerate), 701.8 (destroy), 704.5g-h (lethal and deathtouch damage), 514.2 (damage wears
off), 506.4 (removed from combat).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


def _shields(game: Game) -> dict[int, int]:
    """Regeneration shields by object id, for the current turn only (701.19a)."""
    turn, shields = getattr(game, "regeneration_shields", (None, {}))
    if turn != game.turn_number:
        shields = {}
        setattr(game, "regeneration_shields", (game.turn_number, shields))  # noqa: B010 (shields of this turn)
    return shields


@dataclass(frozen=True)
class RegenerateTargets:
    """"Regenerate target creature" (701.19a): a regeneration shield on each target still on the battlefield."""

    text: str = "regenerate target creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        shields = _shields(game)
        for obj in ctx.targets:
            if getattr(obj, "zone", None) is game.battlefield:
                shields[obj.id] = shields.get(obj.id, 0) + 1
                game.log("701.19a", f"{obj} gets a regeneration shield for this turn")


def regenerated(game: Game, obj: GameObject, rule: str) -> bool:
    """701.19c: if ``obj`` has a regeneration shield, the destruction (by ``rule``) is replaced: it becomes tapped,
    its damage is removed, it is removed from combat, and the shield is used; returns whether that happened."""
    shields = _shields(game)
    if not shields.get(obj.id):
        return False
    shields[obj.id] -= 1
    obj.tapped = True
    obj.damage = 0
    obj.deathtouched = False
    obj.attacking = False
    game.blocks.pop(obj.id, None)
    game.log("701.19c", f"{obj} would be destroyed ({rule}); instead it regenerates: it is tapped, its damage is "
                        "removed, and it is removed from combat")
    return True


@dataclass(frozen=True)
class DamageNotRemovedInCleanup:
    """"Damage isn't removed from this creature during cleanup steps." (514.2)"""

    text: str


def keeps_damage(game: Game, obj: GameObject) -> bool:
    """Whether damage marked on ``obj`` stays as the cleanup step removes damage (514.2)."""
    return any(isinstance(a, DamageNotRemovedInCleanup) for a in game.abilities(obj))
