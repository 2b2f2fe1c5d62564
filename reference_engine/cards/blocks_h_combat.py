"""Building blocks for ward (702.21, reference_engine/ward.py) and the Bloomburrow combat cards of issue 25 (card
file ``data/h_combat.json``). Registered into the card-file vocabulary by :func:`register` (called from
reference_engine/cards/blocks.py)."""

from __future__ import annotations

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import ward
from mtg_rulings.reference_engine.cards.blocks import FILTER, MANA_COST, Registry


def register(r: Registry) -> None:
    """Add the blocks of this module to ``r``."""
    r.ability("ward", ward.Ward, {"cost": MANA_COST}, ("text", "cost"))
    r.ability("grant_ward", ward.GrantWard, {"filter": FILTER, "cost": MANA_COST}, ("text", "filter", "cost"))
    # "with counters on them" (122.1: any kind of counter)
    r.filter("has_counters", ab.Filter("with counters on it", lambda g, o, s: any(n > 0 for n in o.counters.values())))
