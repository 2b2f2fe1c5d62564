"""Effects of Bloomburrow cards (issue 25) that no other building block does.

Sources: 406.2 (exile), 608.2h (last known information: "its controller" of a permanent that has left the
battlefield is its controller as it last existed there), 121.1 (draw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reference_engine.abilities import EffectContext
    from reference_engine.game import Game


@dataclass(frozen=True)
class ExileTargetsControllerDraws:
    """"Exile target [permanent]. Its controller draws a card." (406.2, 608.2h): each target still on the battlefield
    is exiled, then the player who controlled it draws ``draw`` cards."""

    draw: int = 1
    text: str = "exile target permanent. Its controller draws a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is not game.battlefield:
                continue
            controller = target.controller  # 608.2h: as it last existed on the battlefield
            game.move(target, game.exile)
            game.log("406.2", f"{target.name} is exiled; its controller, {controller.name}, draws {self.draw}")
            game.draw(controller, self.draw)


@dataclass(frozen=True)
class ExileTargetsThenReturn:
    """"Exile [target permanent], then return it to the battlefield under its owner's control [with a counter on it]"
    (406.2, 610.3): each target still on the battlefield is exiled and the card comes back at once, a new object with
    no memory of the old one (400.7): Auras that were attached to it are put into graveyards and Equipment stays
    unattached (704.5m, 704.5n), its counters are gone; it enters with ``counters`` (614.1c). A token exiled this way
    ceases to exist (111.7, 704.5d) and doesn't return."""

    counters: tuple[tuple[str, int], ...] = ()  # (kind, how many) it enters with
    text: str = "exile target permanent, then return it to the battlefield under its owner's control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is not game.battlefield:
                continue
            exiled = game.move(target, game.exile)
            game.log("406.2", f"{target.name} is exiled")
            if exiled.is_token:
                game.log("111.7", f"{exiled.name} is a token: it ceases to exist in exile and doesn't return (704.5d)")
                continue
            game.enter_battlefield([exiled], exiled.owner, counters=dict(self.counters))


@dataclass(frozen=True)
class DamageEachPlayerPerPermanents:
    """"[This] deals damage to each player equal to the number of [filter] that player controls" (120.3, 608.2h):
    counted for each player as the ability resolves; the source deals it as it last existed if it has left."""

    filter: Any
    text: str = "it deals damage to each player equal to the number of permanents that player controls"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in game.apnap():
            n = sum(1 for o in game.permanents() if o.controller is player and self.filter(game, o, ctx.source))
            game.log("608.2h", f"{player.name} controls {n} {self.filter.text}")
            game.deal_damage(ctx.source, player, n)
