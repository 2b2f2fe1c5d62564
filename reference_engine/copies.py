"""Copying spells from abilities (707.10) and the history of spells cast this turn that such abilities read.

Sources: 707.10 (to copy a spell is to put a copy of it on the stack; a copy isn't cast, so "whenever you cast"
abilities don't trigger for it; its controller may choose new targets, 707.10c), 707.10 with 608.2h (an ability
that copies "that spell" copies it as it last existed on the stack if it has left it: a countered spell is still
copied), 601.2i (a spell becomes cast; "the first instant spell you've cast this turn" counts the spells cast).
"""

from __future__ import annotations

import copy as _copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from reference_engine.abilities import Filter

if TYPE_CHECKING:
    from reference_engine.abilities import EffectContext
    from reference_engine.cards.model import CardDef
    from reference_engine.game import Game
    from reference_engine.objects import GameObject


@dataclass(frozen=True)
class StackSnapshot:
    """A spell as it last existed on the stack (608.2h): what a copy of it copies (707.10: its choices)."""

    card: CardDef
    targets: tuple[Any, ...]
    x: int | None
    mode: Any
    cast_as_adventure: bool
    gift_to: Any

    @staticmethod
    def of(spell: GameObject) -> StackSnapshot:
        return StackSnapshot(spell.card, tuple(spell.targets), spell.x, spell.mode, spell.cast_as_adventure,
                             getattr(spell, "gift_to", None))

    def restored(self, spell: GameObject) -> GameObject:
        """A stand-in for ``spell`` as it was on the stack, to copy (never put in a zone)."""
        ghost = _copy.copy(spell)
        ghost.card, ghost.targets, ghost.x, ghost.mode = self.card, list(self.targets), self.x, self.mode
        ghost.cast_as_adventure, ghost.gift_to = self.cast_as_adventure, self.gift_to
        return ghost


@dataclass(frozen=True)
class CopyCause:
    """"Copy that spell. You may choose new targets for the copy": the spell whose casting made the ability
    trigger (707.10, 707.10c). A spell that has left the stack (countered, 701.6a) is copied as it last existed
    there (608.2h): the copy is still put on the stack, with the same choices."""

    text: str = "copy that spell"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        spell = ctx.cause
        if spell is None:
            game.log("707.10", f"{ctx.source.name}: there is no spell to copy")
            return
        if spell not in game.stack:
            if spell.last_on_stack is None:
                game.log("707.10", f"{spell.name} was never on the stack: there is no spell to copy")
                return
            game.log("608.2h", f"{spell.name} has left the stack; it is copied as it last existed there")
            spell = spell.last_on_stack.restored(spell)
        game.copy_spell(spell, ctx.controller)


def first_cast_this_turn(kind: Filter) -> Filter:
    """"The first [kind] spell you've cast this turn" (601.2i): the spell is the first one its caster cast this
    turn that matches ``kind`` (the source's controller is that caster)."""

    def test(game: Game, obj: GameObject, source: GameObject) -> bool:
        mine = [s for p, s in game.cast_this_turn if p is source.controller and kind(game, s, source)]
        return bool(mine) and mine[0] is obj

    return Filter(f"the first {kind.text} spell you've cast this turn", test)
