"""Ward (702.21): "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter
that spell or ability unless that player pays [cost]."

Sources: 702.21a (ward is a triggered ability; the spell or ability targeting the permanent is countered unless its
controller pays the cost), 702.21b (several instances of ward trigger separately), 115.1a-c (a spell, or an
activated or triggered ability, becomes the targeting object as it is put on the stack), 603.2 and 603.3 (the
ability triggers then and goes on the stack the next time a player would receive priority, above the spell or
ability, so it resolves first), 701.6a-b (countering a spell or an ability), 608.2 (once it has triggered, the ward
ability resolves independently of its source: removing the permanent's ward then doesn't affect it, 113.7a).

A permanent's ward is its own :class:`Ward` ability ("Ward {2}") or one a static ability of a permanent grants it
(:class:`GrantWard`: "Other Frogs you control have ward {1}", "Permanents you control with counters on them have
ward {1}", 613.1f). :func:`check` is called as a spell or ability becomes the targeting object; for each instance
of ward of each targeted permanent whose controller is an opponent of the targeting object's controller, it adds a
pending triggered ability whose effect remembers that spell or ability (the "that spell or ability" of 702.21a).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import EffectContext, Filter, TriggeredAbility
from mtg_rulings.reference_engine.objects import GameObject, StackAbility

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.mana import ManaCost


@dataclass(frozen=True)
class Ward:
    """"Ward {N}" (702.21a): the permanent's own instance of ward, with its mana cost."""

    text: str
    cost: ManaCost


@dataclass(frozen=True)
class GrantWard:
    """"[Permanents matching filter] have ward {N}" (613.1f: an ability-adding effect; 702.21b: an instance of its
    own, besides any other ward the permanent has)."""

    text: str
    filter: Filter
    cost: ManaCost


@dataclass(frozen=True)
class CounterUnlessPaysWard:
    """The ward ability's effect (702.21a): counter ``item`` unless its controller pays ``cost``. If the spell or
    ability has left the stack already, there is nothing to counter."""

    item: Any  # the spell (GameObject) or ability (StackAbility) that targeted the permanent
    cost: ManaCost
    text: str = "counter that spell or ability unless its controller pays the ward cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        item = self.item
        if item not in game.stack:
            game.log("702.21a", f"{_describe(item)} is no longer on the stack: ward has nothing to counter")
            return
        payer = item.controller
        total = self.cost.total(0)
        if payer.mana_pool.can_pay(total) and game.decide(
                payer, "may", f"pay {self.cost.text} so that {_describe(item)} isn't countered (ward)?",
                ("yes", "no")) == "yes":
            payer.mana_pool.pay(total)
            game.log("702.21a", f"{payer.name} pays {self.cost.text} for ward; {_describe(item)} isn't countered")
            return
        if isinstance(item, StackAbility):
            game.stack.remove(item)
            game.log("701.6b", f"{_describe(item)} is countered by ward: it is removed from the stack")
        else:
            game.log("702.21a", f"{payer.name} doesn't pay {self.cost.text}: ward counters {item.name}")
            game.counter(item)


def _describe(item: Any) -> str:
    return f"{item.name}'s {item.kind} ability" if isinstance(item, StackAbility) else item.name


def instances(game: Game, obj: GameObject) -> list[tuple[str, ManaCost]]:
    """The instances of ward ``obj`` has now (702.21b), as (text, cost): its own, then those granted to it."""
    own = [(a.text, a.cost) for a in game.abilities(obj) if isinstance(a, Ward)]
    granted = [(a.text, a.cost) for s, a in game.statics(GrantWard) if a.filter(game, obj, s)]
    return own + granted


_ALWAYS = Filter("this permanent", lambda g, o, s: o is s)


def check(game: Game, item: GameObject | StackAbility, targeted: Sequence[GameObject]) -> None:
    """603.2, 702.21a: ``item`` has just become the targeting object of the permanents ``targeted``; each instance
    of ward of a permanent an opponent of ``item``'s controller controls triggers (a spell or ability of the
    permanent's controller, or of a teammate, doesn't trigger it)."""
    from mtg_rulings.reference_engine.records import PendingTrigger

    for obj in targeted:
        if item.controller not in game.opponents(obj.controller):
            continue
        for text, cost in instances(game, obj):
            ability = TriggeredAbility(text, "becomes_target", _ALWAYS, CounterUnlessPaysWard(item, cost),
                                       keyword="Ward")
            game.log("603.2", f"{obj}'s ward triggers: it becomes the target of {_describe(item)} "
                              f"({item.controller.name})")
            game.pending.append(PendingTrigger(obj, obj.controller, ability, obj))
