"""Expend (700.14): "Whenever you expend N" triggers as a player spends their Nth total mana to cast spells in a turn.

Sources: 700.14 (a player expends N as they spend their Nth total mana to cast spells during a turn; mana spent
on other things, such as activating abilities, doesn't count, and each N is reached at most once in a turn),
601.2h (the mana is spent as the total cost is paid), 603.2 (the ability triggers on that event).

``Player.mana_spent_on_spells`` counts the mana a player spent to cast spells this turn (reset as each turn
begins, with the other counts of the turn). :func:`spent` adds a payment and raises the ``expend`` trigger event
for the player; the filter ``{"expend": N}`` selects the payment that crossed N.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import Player


def spent(game: Game, player: Player, amount: int) -> None:
    """``player`` spent ``amount`` mana to cast a spell (601.2h): count it, and raise ``expend`` if any N was
    reached (700.14)."""
    if amount <= 0:
        return
    before = player.mana_spent_on_spells
    player.mana_spent_on_spells = before + amount
    player.expend_crossed = (before, player.mana_spent_on_spells)
    game.log("700.14", f"{player.name} has spent {player.mana_spent_on_spells} total mana to cast spells this turn")
    game.check_triggers("expend", [player])  # type: ignore[list-item]


def reached(player: Player, n: int) -> bool:
    """Whether the payment just made took ``player`` to their ``n``th total mana this turn (700.14)."""
    before, after = player.expend_crossed
    return before < n <= after
