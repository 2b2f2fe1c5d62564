"""Building blocks of helper h-copy (issue 25; card file ``data/h_copy.json``): control-changing effects (613.1b,
701.12b; reference_engine/control.py), coin flips (705; reference_engine/coins.py) and copies (707).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import control
from mtg_rulings.reference_engine.cards.blocks import BOOL, CONDITION, EFFECT, FILTER

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """Add this module's blocks to the registry ``r`` (called once, by :mod:`mtg_rulings.reference_engine.cards.blocks`)."""
    r.effect("gain_control_of_targets", control.GainControlOfTargets,
             {"until_end_of_turn": BOOL, "untap": BOOL, "haste": BOOL})
    r.effect("exchange_control_of_targets", control.ExchangeControlOfTargets, {})
    r.effect("if_targets_match_or", control.IfTargetsOr, {"filter": FILTER, "condition": CONDITION, "effect": EFFECT},
             ("filter", "condition", "effect"))
