"""Valiant (ability word, 207.2c): "Whenever this creature becomes the target of a spell or ability you control for
the first time each turn, [effect]".

Sources: 207.2c (valiant is an ability word: no rules meaning of its own), 115.1a-c (a spell, an activated or a
triggered ability becomes the targeting object as it is put on the stack), 603.2 (the ability triggers then), 603.3
(it goes on the stack above the spell or ability that made it trigger, so it resolves first). "For the first time
each turn" is the triggered ability's ``once_each_turn``: a new object (400.7) is a different creature.

``Game.targeting`` is the spell or ability whose targets are being announced, while the "becomes the target"
events are checked; the filter ``targeted_by_you`` reads it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.abilities import Filter

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


def _by_you(game: Game, obj: GameObject, source: GameObject) -> bool:
    item = getattr(game, "targeting", None)
    return obj is source and item is not None and item.controller is source.controller


#: "this creature becomes the target of a spell or ability you control" (115.1a-c).
TARGETED_BY_YOU = Filter("this creature, targeted by a spell or ability you control", _by_you)
