"""Effects of Bloomburrow cards (issue 25) that no other building block does.

Sources: 406.2 (exile), 608.2h (last known information: "its controller" of a permanent that has left the
battlefield is its controller as it last existed there), 121.1 (draw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game


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


@dataclass(frozen=True)
class TargetPlayersMill:
    """"Target player mills N cards" (701.17a): the top N cards of each target player's library, as many as there
    are (701.17b)."""

    amount: int = 1
    text: str = "target player mills cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from dataclasses import replace

        from mtg_rulings.reference_engine.abilities import Mill
        from mtg_rulings.reference_engine.objects import Player

        for player in [t for t in ctx.targets if isinstance(t, Player)]:
            Mill(self.amount, text=self.text).apply(game, replace(ctx, controller=player))  # that player mills


@dataclass(frozen=True)
class MaySacrificeThenReturn:
    """"You may sacrifice [n] [filter] permanents. If you do, return a [card filter] card from your graveyard to the
    battlefield with a [kind] counter on it" (701.21a, 608.2c, 614.1c): the permanents are sacrificed at the same
    time, one event for "whenever you sacrifice" abilities (603.2c); the card is chosen as the ability resolves,
    after the sacrifice, so it may be one of them (no target, 115.1)."""

    n: int
    filter: Any
    card: Any
    counter: str | None = None
    text: str = "you may sacrifice permanents; if you do, return a card from your graveyard to the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        options = [o for o in game.permanents() if o.controller is player and self.filter(game, o, ctx.source)]
        if len(options) < self.n:
            game.log("609.3", f"{player.name} controls {len(options)} {self.filter.text}, fewer than {self.n}: "
                              "nothing is sacrificed")
            return
        if game.decide(player, "may", f"{ctx.source.name}: sacrifice {self.n} {self.filter.text}?", ("yes", "no")) != "yes":
            game.log("608.2c", f"{player.name} doesn't sacrifice: \"if you do\" does nothing")
            return
        chosen: list[Any] = []
        for _ in range(self.n):
            left = [o for o in options if o not in chosen]
            chosen.append(left[0] if len(left) == 1 else game.decide(player, "sacrifice",
                                                                     f"choose a {self.filter.text} to sacrifice", left))
        game.log("701.21a", f"{player.name} sacrifices {', '.join(map(str, chosen))} at the same time")
        game.check_triggers("sacrifice", chosen)
        game.leave_battlefield(chosen, "graveyard")
        cards = [c for c in player.graveyard.objects if self.card(game, c, ctx.source)]
        if not cards:
            game.log("609.3", f"{player.name}'s graveyard has no {self.card.text}")
            return
        card = cards[0] if len(cards) == 1 else game.decide(player, "return", f"choose a {self.card.text} to return",
                                                             cards)
        game.enter_battlefield([card], player, counters={self.counter: 1} if self.counter else None)


@dataclass(frozen=True)
class AddManaForEach:
    """"Add {R} or {G} for each [count]" (106.3, 608.2h): one mana for each, its type chosen separately each time
    (a choice per mana, not one for all), counted as the ability resolves."""

    mana: str
    per: Any
    text: str = "add one mana for each"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.abilities import AddMana

        n = self.per(game, ctx.source)
        game.log("608.2h", f"{ctx.source.name}: {n} for {self.per.text}")
        one = AddMana(self.mana, 1, text=self.text)
        for _ in range(n):
            one.apply(game, ctx)


@dataclass(frozen=True)
class ReturnAllFromGraveyard:
    """"Return all [filter] cards from your graveyard to the battlefield [tapped]" (400.7, 603.6a): at the same time,
    one event."""

    filter: Any
    tapped: bool = False
    text: str = "return all cards from your graveyard to the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cards = [c for c in ctx.controller.graveyard.objects if self.filter(game, c, ctx.source)]
        game.log("608.2", f"{ctx.controller.name} returns {len(cards)} {self.filter.text} to the battlefield")
        if cards:
            game.enter_battlefield(cards, ctx.controller, tapped=self.tapped)
