"""Exile a target now and return it at the beginning of the next end step, with counters (610.3, 603.7, 614.1c).

Sources: 603.7 (a delayed triggered ability, created by the effect, triggers at the beginning of the next end step),
610.3 (a one-shot effect that returns the exiled object later), 400.7 (the card in exile, and the permanent it
becomes as it returns, are new objects: nothing of the exiled permanent carries over), 614.1c ("return it with a
+1/+1 counter on it": it enters with the counter).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class ExileTargetsReturnAtNextEndStep:
    """"Exile target [creature]. Return that card to the battlefield under its owner's control with [counters] on
    it at the beginning of the next end step": a card that left exile before then stays where it is (400.7)."""

    counters: tuple[tuple[str, int], ...] = ()
    text: str = "exile target creature; return it with counters at the beginning of the next end step"

    def apply(self, game: Game, ctx: Any) -> None:
        for target in [t for t in ctx.targets if getattr(t, "zone", None) is game.battlefield]:
            exiled = game.move(target, game.exile)
            game.log("610.3", f"{ctx.source.name} exiles {exiled}")
            game.create_delayed_trigger("end", ctx.source, ctx.controller, _Return(exiled, exiled.id, self.counters),
                                        f"return {exiled.name} to the battlefield under its owner's control")


@dataclass(frozen=True)
class _Return:
    card: GameObject
    card_id: int
    counters: tuple[tuple[str, int], ...]
    text: str = "return the exiled card to the battlefield under its owner's control"

    def apply(self, game: Game, ctx: Any) -> None:
        if self.card.zone is not game.exile or self.card.id != self.card_id:
            game.log("400.7", f"{self.card.name} is no longer the card exiled: it isn't returned")
            return
        game.log("610.3", f"{self.card.name} returns to the battlefield under {self.card.owner.name}'s control")
        game.enter_battlefield([self.card], self.card.owner, counters=dict(self.counters))  # 614.1c
