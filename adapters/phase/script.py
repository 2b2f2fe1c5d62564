"""The scenario's scripted decisions, as the phase adapter consumes them, and what phase's choices are called.

Decisions are taken in order per player and kind (mtg_rulings.model.scenario.Decision); a prompt of phase's may accept
several kinds (a colour of mana is scripted as ``color`` or ``mana``). What was never taken is reported by
``Engine.unused_decisions``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtg_rulings.model.scenario import Decision

#: Our colour words and mana symbols → phase's colour names (CR 105.1, 106.1).
COLOR_WORDS: dict[str, str] = {"white": "White", "blue": "Blue", "black": "Black", "red": "Red", "green": "Green",
                               "colorless": "Colorless", "w": "White", "u": "Blue", "b": "Black", "r": "Red",
                               "g": "Green", "c": "Colorless"}


def phase_color(answer: Any) -> str:
    """``green``, ``G`` or ``{G}`` → ``Green``; anything else as it is."""
    text = str(answer).strip("{}").lower()
    return COLOR_WORDS.get(text, str(answer))


class Script:
    """The scripted decisions not yet taken."""

    def __init__(self, decisions: Iterable[Decision]) -> None:
        self.remaining = list(decisions)

    def take(self, player: str, *kinds: str) -> Decision | None:
        """The next decision of ``player`` of one of ``kinds`` (the first in script order), removed; or None."""
        for i, d in enumerate(self.remaining):
            if d.player == player and d.kind in kinds:
                return self.remaining.pop(i)
        return None

    def has(self, player: str, *kinds: str) -> bool:
        return any(d.player == player and d.kind in kinds for d in self.remaining)
