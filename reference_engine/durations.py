"""Effects that last "until" an event: an object exiled until a permanent leaves the battlefield (610.3), and
keywords gained and abilities lost until end of turn (611.2a, ending in the cleanup step, 514.2), kept as the object's
layer effects (``reference_engine/layers.py``).

White Auracite's "exile target nonland permanent an opponent controls until this artifact leaves the battlefield":
the exile is one one-shot effect; a second one, created immediately after the source leaves, returns the card to
the battlefield under its owner's control (610.3, 610.3c) as a new object (400.7). If the source has left before
the first effect would happen, nothing is exiled (610.3a, 610.3b). A token exiled so ceases to exist (704.5d, 111.8)
and has nothing to return. ``Game.move`` calls :func:`leaving` and :func:`return_exiled`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.layers import ObjectEffect

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class ExileUntilSourceLeaves:
    """"Exile target [permanent] until this [permanent] leaves the battlefield" (610.3): if the permanent the
    ability came from has already left, nothing is exiled (610.3b), even if the card has come back as a new object
    (400.7), which the exiled card's return couldn't be tied to."""

    text: str = "exile target permanent until this permanent leaves the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("610.3b", f"{ctx.source.name} has already left the battlefield: nothing is exiled (610.3a for a "
                               "spell or activated ability)")
            return
        for target in ctx.targets:
            if target.zone is game.battlefield:
                exiled = game.move(target, game.exile)
                source.until_leaves.append((exiled, exiled.id))
                game.log("610.3", f"{exiled.name} is exiled until {source} leaves the battlefield")


def leaving(game: Game, obj: GameObject) -> list[GameObject]:
    """The cards ``obj``, now leaving the battlefield, exiled "until" it leaves and still in exile (each the same
    object it was: 400.7); a token has ceased to exist (704.5d) and returns nothing."""
    held, obj.until_leaves = obj.until_leaves, []
    return [o for o, oid in held if o.zone is game.exile and o.id == oid and o in game.exile.objects]


def return_exiled(game: Game, cards: list[GameObject], source_name: str) -> None:
    """610.3/610.3c: immediately after the source leaves, the cards return to the battlefield under their owners'
    control, as new objects (400.7): an Aura's owner chooses what it enchants as it enters (303.4f)."""
    owners = []
    for card in cards:
        if card.owner not in owners:
            owners.append(card.owner)
    for owner in owners:
        mine = [c for c in cards if c.owner is owner]
        game.log("610.3c", f"{source_name} left the battlefield: {', '.join(c.name for c in mine)} return(s) to the "
                           f"battlefield under {owner.name}'s control")
        game.enter_battlefield(mine, owner)


@dataclass(frozen=True)
class TargetsGainKeywordsUntilEndOfTurn:
    """"Target creature gains [keywords] until end of turn" (611.2a, 613.1f); the effect ends in the cleanup step
    (514.2), or when the creature leaves the battlefield (400.7)."""

    keywords: tuple[str, ...]
    text: str = "target creature gains a keyword until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is game.battlefield:  # a layer-6 effect of the object (layers.py)
                target.effects.append(ObjectEffect(self.text, game.timestamp(), keywords=self.keywords,
                                                   duration="end_of_turn"))
                game.log("611.2a", f"{target} gains {', '.join(self.keywords)} until end of turn")


@dataclass(frozen=True)
class LoseAllAbilitiesUntilEndOfTurn:
    """"Until end of turn, target creature loses all abilities [and has base power and toughness P/T]" (611.2a):
    layer 6 (613.1f) and layer 7b (613.4b); counters are not abilities and stay (122.1). The effect ends in the
    cleanup step (514.2)."""

    base_power: int | None = None
    base_toughness: int | None = None
    text: str = "target creature loses all abilities until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is game.battlefield:  # layers 6 and 7b of the object (layers.py)
                target.effects.append(ObjectEffect(self.text, game.timestamp(), lose_abilities=True,
                                                   base_power=self.base_power, base_toughness=self.base_toughness,
                                                   duration="end_of_turn"))
                game.log("613.1f", f"{target} loses all abilities until end of turn"
                         + (f" and has base power and toughness {self.base_power}/{self.base_toughness} (613.4b)"
                            if self.base_power is not None else ""))
