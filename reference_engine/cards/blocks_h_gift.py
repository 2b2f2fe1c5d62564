"""Building blocks of issue 25's gift, Class, expend, scry and turn-history cards (card file ``data/h_gift.json``).

Each block is general: a condition or effect a card file names; the rules live in the modules of
:mod:`reference_engine` the factories come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import exile_returns, gift, turn_history
from mtg_rulings.reference_engine.cards.blocks import COUNTERS, EFFECT, FILTER, INT

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """Add this module's blocks to the registry ``r`` (called once, by :mod:`mtg_rulings.reference_engine.cards.blocks`)."""
    r.condition("gift_promised", gift.PROMISED)  # "if the gift was promised" of a permanent (702.174b, 702.174k)
    r.condition("you_gained_or_lost_life_this_turn", turn_history.YOU_GAINED_OR_LOST_LIFE)  # 119.3
    r.effect("if_targets_lost_life_this_turn", turn_history.IfTargetsLostLifeThisTurn,
             {"effect": EFFECT, "otherwise": EFFECT}, ("effect",))
    r.effect("targets_reveal_hand_you_choose_discard", turn_history.TargetsRevealHandYouChooseDiscard,
             {"filter": FILTER})
    r.effect("targets_discard", turn_history.TargetsDiscard, {"amount": INT})
    r.effect("targets_lose_life_unless_sacrifice_or_discard", turn_history.TargetsLoseLifeUnlessSacrificeOrDiscard,
             {"amount": INT, "filter": FILTER}, ("amount",))
    r.effect("exile_targets_return_at_next_end_step", exile_returns.ExileTargetsReturnAtNextEndStep,
             {"counters": COUNTERS})
