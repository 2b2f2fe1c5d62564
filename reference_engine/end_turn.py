"""Ending the turn (723.1): "End the turn." (Ultima, Time Stop).

As the effect is applied, every object on the stack is exiled, the resolving spell among them (723.1a); every
creature is removed from combat (723.1b); state-based actions are checked, no player gets priority, and no
triggered ability is put on the stack: the ones waiting to be (such as the dies abilities of the creatures the
same spell destroyed) never are (723.1c). Then the current step ends and the game goes straight to the cleanup
step, which happens in its entirety (723.1d, 514). The effect marks the game; :func:`finish` (called by
:meth:`Game._all_passed` after the resolution) skips to the cleanup step, and the resolution leaves the exiled
spell where it is.

Sources: 723.1a-d (ending the turn), 511.3 (removed from combat), 514 (the cleanup step), 106.4 (mana empties as
a step ends).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import combat
from mtg_rulings.reference_engine.objects import GameObject

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class EndTheTurn:
    """"End the turn." (723.1a-c); the skip to the cleanup step (723.1d) follows the resolution: :func:`finish`."""

    text: str = "end the turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for item in [*game.stack, ctx.source]:  # 723.1a: the resolving spell is still on the stack
            if isinstance(item, GameObject) and item.zone is game.stack_zone:
                game.log("723.1a", f"{item} is exiled from the stack")
                game.move(item, game.exile)
            elif not isinstance(item, GameObject):
                game.log("723.1a", f"{item.source}'s ability is removed from the stack")
        game.stack.clear()
        combat.reset(game)
        game.log("723.1b", "every creature is removed from combat")
        while game._state_based_actions():
            pass
        if game.pending:
            game.log("723.1c", f"{len(game.pending)} triggered abilit(ies) waiting are never put on the stack")
        game.pending.clear()  # 723.1c: no triggered ability is put on the stack
        setattr(game, "ending_turn", True)  # noqa: B010 (read by finish)


def finish(game: Game) -> bool:
    """723.1d: after a resolution that ended the turn, the current step ends and the cleanup step begins, with no
    player getting priority before it; returns whether the turn was ended."""
    if not getattr(game, "ending_turn", False):
        return False
    setattr(game, "ending_turn", False)  # noqa: B010
    for p in game.players:
        if p.mana_pool.empty():
            game.log("106.4", f"{p.name}'s mana pool empties as the {game.step} step ends")
    game.log("723.1d", "the game skips straight to the cleanup step")
    game._begin_step("cleanup")
    return True
