"""Conditions on the turn's history of life (119.3) and the effects of the cards that read them.

Sources: 119.3 (gaining and losing life; ``Player.life_lost_this_turn`` and ``Player.life_gained_this_turn`` add
up every gain and every loss this turn, so "if you gained or lost life this turn" and "if they lost life this
turn" ask whether any happened, not how the life total changed), 608.2c (a condition read as the instruction is
followed), 701.9a/b (discarding: the player chooses, unless the effect says who does), 701.20a (revealing),
701.21a (sacrificing), 118.12 and 608.2d ("[effect] unless [player does X]": the player chooses as it resolves).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import Condition, lose_life

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

NEITHER = "no more"

#: "if you gained or lost life this turn" (119.3): whether any was gained or lost, whatever the life total did
YOU_GAINED_OR_LOST_LIFE = Condition("you gained or lost life this turn", lambda g, s: (
    s.controller.life_gained_this_turn > 0 or s.controller.life_lost_this_turn > 0))


def _players(ctx: EffectContext) -> list[Player]:
    from mtg_rulings.reference_engine.objects import Player

    return [t for t in ctx.targets if isinstance(t, Player)]


def _discard(game: Game, player: Player, card: GameObject) -> None:
    moved = game.move(card, player.graveyard)
    game.log("701.9a", f"{player.name} discards {card.name}")
    game.check_triggers("discard", [moved])


@dataclass(frozen=True)
class IfTargetsLostLifeThisTurn:
    """"If they lost life this turn, [effect]. Otherwise, [otherwise]" for the target player (119.3), read as the
    instruction is followed (608.2c)."""

    effect: Any = None
    otherwise: Any = None
    text: str = "if they lost life this turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in _players(ctx):
            lost = player.life_lost_this_turn > 0
            game.log("119.3", f"{player.name} has {'' if lost else 'not '}lost life this turn "
                     f"({player.life_lost_this_turn} life lost)")
            effect = self.effect if lost else self.otherwise
            if effect is not None:
                effect.apply(game, ctx)


@dataclass(frozen=True)
class TargetsRevealHandYouChooseDiscard:
    """"They reveal their hand, you choose a [filter] card from it, and they discard that card" (701.20a, 701.9b):
    the effect's controller chooses; with no such card, nothing is discarded."""

    filter: Filter | None = None
    text: str = "they reveal their hand, you choose a card from it, and they discard that card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in _players(ctx):
            hand = list(player.hand)
            game.log("701.20a", f"{player.name} reveals their hand: {', '.join(c.name for c in hand) or 'no cards'}")
            options = [c for c in hand if self.filter is None or self.filter(game, c, ctx.source)]
            if not options:
                game.log("701.9b", f"{player.name}'s hand has no {self.filter.text if self.filter else ''} card")
                continue
            card = game.decide(ctx.controller, "discard", f"choose a card for {player.name} to discard", options)
            _discard(game, player, card)


@dataclass(frozen=True)
class TargetsDiscard:
    """"They discard N cards" (701.9a): the target player chooses them."""

    amount: int = 1
    text: str = "they discard a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in _players(ctx):
            game.discard(player, self.amount)


@dataclass(frozen=True)
class TargetsLoseLifeUnlessSacrificeOrDiscard:
    """"Target opponent loses N life unless they sacrifice a [filter] of their choice or discard a card" (118.12,
    608.2d): as it resolves the player chooses a permanent to sacrifice, or else a card to discard, or neither
    ("no more" to each), then does what was chosen, or loses the life."""

    amount: int
    filter: Filter | None = None
    text: str = "target opponent loses life unless they sacrifice a permanent or discard a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in _players(ctx):
            perms = [o for o in game.permanents() if o.controller is player
                     and (self.filter is None or self.filter(game, o, ctx.source))]
            if perms:
                choice = game.decide(player, "sacrifice", f"{ctx.source.name}: sacrifice a permanent, or no more "
                                     f"(discard a card or lose {self.amount} life)?", [*perms, NEITHER])
                if choice != NEITHER:
                    game.sacrifice(choice)
                    continue
            if player.hand:
                choice = game.decide(player, "discard", f"{ctx.source.name}: discard a card, or no more (lose "
                                     f"{self.amount} life)?", [*player.hand, NEITHER])
                if choice != NEITHER:
                    _discard(game, player, choice)
                    continue
            game.log("608.2d", f"{player.name} neither sacrifices nor discards: they lose {self.amount} life")
            lose_life(game, player, self.amount)
