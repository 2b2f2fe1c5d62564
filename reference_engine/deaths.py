"""What died this turn, for conditions that look back over the turn (603.4, 700.4).

"If a creature died under an opponent's control this turn": the game remembers, for the current turn, the player
who controlled each creature as it died (its controller on the battlefield, 603.10a and 700.4), recorded as the
game looks for "dies" triggered abilities (:meth:`Game.check_leave_triggers`) in ``Game.creatures_died_this_turn``,
which also answers "if a creature died this turn". A new turn starts an empty record (500.1, game_turns.py).

Sources: 700.4 (dies: put into a graveyard from the battlefield), 603.10a (the game looks back in time), 603.4
(an intervening "if" checked as it triggers and as it resolves).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def record(game: Game, dying: Sequence[GameObject]) -> None:
    """Remember the controllers of the creatures among ``dying`` (objects about to die, still on the battlefield)."""
    game.creatures_died_this_turn += [o.controller for o in dying if "Creature" in game.card_types(o)]


def controllers_of_creatures_died_this_turn(game: Game) -> list[Player]:
    """The controller of each creature that died this turn, as it died."""
    return list(game.creatures_died_this_turn)
