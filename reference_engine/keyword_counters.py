"""Keyword counters (122.1b): a permanent with a flying, indestructible, ... counter on it has that keyword.

Sources: 122.1b (the keyword counters and that a permanent with one has the keyword), 613.1f (abilities granted,
layer 6). Checked by ``Game.has_keyword`` for a permanent on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.objects import GameObject

#: 122.1b: the keywords a counter may name, as the counter is written in the card data (lower case).
KEYWORDS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
            "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance")


def has(obj: GameObject, keyword: str) -> bool:
    """Whether ``obj`` has ``keyword`` from a keyword counter on it (122.1b)."""
    kind = keyword.lower()
    return kind in KEYWORDS and obj.counters.get(kind, 0) > 0
