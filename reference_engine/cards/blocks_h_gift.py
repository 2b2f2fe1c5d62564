"""Building blocks of issue 25's gift, Class, expend, scry and turn-history cards (card file ``data/h_gift.json``).

Each block is general: a condition or effect a card file names; the rules live in the modules of
:mod:`reference_engine` the factories come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import gift

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """Add this module's blocks to the registry ``r`` (called once, by :mod:`mtg_rulings.reference_engine.cards.blocks`)."""
    r.condition("gift_promised", gift.PROMISED)  # "if the gift was promised" of a permanent (702.174b, 702.174k)
