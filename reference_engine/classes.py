"""Class cards (716): levels and class level bars.

Sources: 716.2a ("[Cost]: Level N — [Abilities]" is an activated ability, "This Class's level becomes N", activated
only if the Class is level N-1 and only as a sorcery, and a static ability, "As long as this Class is level N or
greater, it has [abilities]"), 716.2b (a level is a designation of the permanent, not copiable: a new object,
400.7, is level 1 again), 716.2d (a permanent with no level is treated as level 1), 716.3 (the abilities before
the first bar work at every level).

In the card data the activated half is an ``activated`` ability with ``class_level: N`` and the effect
``become_class_level``; the static half wraps each of the level's abilities in ``at_class_level``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class AtClassLevel:
    """"As long as this Class is level N or greater, it has [abilities]" (716.2a)."""

    level: int
    abilities: tuple[Any, ...]
    text: str = "a class ability"


@dataclass(frozen=True)
class BecomeClassLevel:
    """"This Class's level becomes N" (716.2a): the permanent the ability came from, not a new object the card has
    become since (400.7)."""

    level: int
    text: str = "this Class's level becomes N"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("716.2a", f"{ctx.source.name} has left the battlefield: its level doesn't change")
            return
        source.class_level = self.level
        game.log("716.2a", f"{source} becomes level {self.level}")
        game.check_triggers("becomes_class_level", [source])  # "when this Class becomes level N" (603.2, 716.2a)


#: id of a face's abilities -> (those abilities, kept so the id isn't reused; whether any is ``at_class_level``)
_LEVELLED: dict[int, tuple[tuple[Any, ...], bool]] = {}


def active(obj: GameObject, printed: tuple[Any, ...]) -> tuple[Any, ...]:
    """The abilities ``obj`` has at its level: each ``at_class_level`` ability from its level on (716.2a)."""
    known = _LEVELLED.get(id(printed))
    if known is None or known[0] is not printed:  # asked for every object many times an action: once per tuple
        if len(_LEVELLED) > 10_000:  # faces are the catalog's, a few thousand; a bound all the same
            _LEVELLED.clear()
        known = _LEVELLED[id(printed)] = (printed, any(isinstance(a, AtClassLevel) for a in printed))
    if not known[1]:
        return printed
    out: list[Any] = []
    for a in printed:
        if not isinstance(a, AtClassLevel):
            out.append(a)
        elif obj.class_level >= a.level:
            out += a.abilities
    return tuple(out)
