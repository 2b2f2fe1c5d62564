"""Offspring (702.175): an optional additional cost, and a 1/1 token copy of the permanent if it was paid.

Sources: 702.175a ("Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and "When
this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1"),
601.2b (an additional cost is announced as the spell is cast, once: a spell's offspring cost is paid at most once),
601.2f (the total cost: the mana cost plus additional costs; 118.9d: still paid for a spell cast without paying its
mana cost), 603.4 (the "if" is an intervening if), 707.2 and 707.9b (the copy has the copiable values of the
permanent, except its power and toughness are 1/1, which become part of its copiable values), 111.1.

In the card data, ``{"offspring": {"text": ..., "cost": "{2}"}}`` is one ability: the triggered half is an
:class:`Offspring` (a :class:`~mtg_rulings.reference_engine.abilities.TriggeredAbility` that also knows its cost). A spell
whose offspring cost was paid records it in ``GameObject.offspring_paid``; the permanent it becomes keeps it
(:func:`enters`), a new object made later doesn't (400.7).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import SELF, Condition, TriggeredAbility
from mtg_rulings.reference_engine.mana import ManaCost, TotalCost
from mtg_rulings.reference_engine.objects import Zone

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class CreateOffspringToken:
    """"Create a token that's a copy of it, except it's 1/1" (702.175a, 707.9b): the permanent as it is now, if it
    is still the object that entered (400.7); if it has left the battlefield, as it last existed there (608.2h)."""

    text: str = "create a 1/1 token copy of it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.dfc import copied_face

        original = ctx.source
        values = dataclasses.replace(copied_face(game, original), power=1, toughness=1)  # 707.9b
        token = game.new_object(values, ctx.controller, Zone("outside"))
        token.is_token = True
        token.copy_of = values
        game.log("702.175a", f"{ctx.controller.name} creates a token that's a copy of {original}, except it's 1/1")
        game.enter_battlefield([token], ctx.controller)


@dataclass(frozen=True)
class Offspring(TriggeredAbility):
    """The offspring keyword (702.175a): its triggered half, with the additional ``cost`` it names."""

    cost: ManaCost | None = None


PAID = Condition("its offspring cost was paid", lambda game, source: bool(source.offspring_paid))


def offspring(text: str, cost: ManaCost) -> Offspring:
    """The ability "Offspring [cost]" of a card file (702.175a)."""
    return Offspring(text=text, event="enters", condition=SELF, effect=CreateOffspringToken(), keyword="offspring",
                     intervening_if=PAID, cost=cost)


def of(game: Game, obj: GameObject) -> Offspring | None:
    return next((a for a in game.face(obj).abilities if isinstance(a, Offspring)), None)


def choose(game: Game, player: Player, obj: GameObject) -> Offspring | None:
    """Whether ``player`` pays the offspring cost of ``obj`` as it is cast, announced with the spell's other costs
    (601.2b): one question, so the cost is paid at most once (702.175a). The ability, if paid, else None."""
    ability = of(game, obj)
    if ability is None or ability.cost is None:
        return None
    name = game.characteristics(obj).name
    if game.decide(player, "may", f"{name}: pay the offspring cost {ability.cost.text}?", ("yes", "no")) != "yes":
        game.log("601.2b", f"{player.name} doesn't pay the offspring cost of {name}")
        return None
    game.log("601.2b", f"{player.name} will pay the offspring cost {ability.cost.text} of {name}, an additional cost")
    return ability


def add_cost(total: TotalCost | None, ability: Offspring | None) -> TotalCost | None:
    """The total cost with the offspring cost added (601.2f); ``total`` is None for a spell cast without paying its
    mana cost, whose additional costs are still paid (118.9d)."""
    if ability is None or ability.cost is None:
        return total
    return (total or TotalCost()).plus(ability.cost.total())


def enters(perm: GameObject, from_stack: bool) -> None:
    """The permanent a resolving spell became keeps whether its offspring cost was paid (702.175a); an object
    entering the battlefield from anywhere else had no offspring cost paid (400.7)."""
    perm.offspring_paid = perm.offspring_paid and from_stack
