"""Building blocks of issue 25's gift, Class, expend, scry and turn-history cards (card file ``data/h_gift.json``).

Each block is general: a condition or effect a card file names; the rules live in the modules of
:mod:`reference_engine` the factories come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import destroy_returns, exile_returns, gift, turn_history
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, BOOL, COUNTERS, EFFECT, FILTER

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
    r.effect("targets_discard", turn_history.TargetsDiscard, {"amount": AMOUNT})
    r.effect("targets_lose_life_unless_sacrifice_or_discard", turn_history.TargetsLoseLifeUnlessSacrificeOrDiscard,
             {"amount": AMOUNT, "filter": FILTER}, ("amount",))
    r.effect("exile_targets_return_at_next_end_step", exile_returns.ExileTargetsReturnAtNextEndStep,
             {"counters": COUNTERS})
    r.effect("on_targets", gift.OnTargets, {"effect": EFFECT, "players": BOOL}, ("effect",))
    r.filter("greatest_power_among_its_controllers_creatures", ab.Filter(  # "with the greatest power among
        "a creature with the greatest power among creatures its controller controls",  # creatures they control"
        lambda g, o, s: all((g.characteristics(c).power or 0) <= (g.characteristics(o).power or 0)
                            for c in g.permanents() if c.controller is o.controller and "Creature" in g.card_types(c))))
    r.effect("destroy_all_return_one", destroy_returns.DestroyAllReturnOne, {"filter": FILTER, "return_one": BOOL},
             ("filter",))
