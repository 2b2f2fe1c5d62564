"""Building blocks of helper h-crime (issue 25, card file ``data/h_crime.json``): "if you've committed a crime this
turn" conditions (700.13, reference_engine/crime_conditions.py) and the other effects of those cards.

Each block is general: a condition, static or effect a card file names with its parameters; the rules live in the
modules of :mod:`reference_engine` the factories come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import crime_conditions as cc
from mtg_rulings.reference_engine import excess_damage, portents
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, BOOL, CONDITION, EFFECT, TOKEN

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """Add the blocks of this module to ``r``."""
    r.condition("you_committed_a_crime_this_turn", cc.COMMITTED_A_CRIME_THIS_TURN)  # 700.13, 514.2
    r.ability("self_costs_less_if", cc.SelfCostsLessIf, {"condition": CONDITION, "generic": AMOUNT},
              ("text", "condition"))
    r.ability("cant_be_blocked_if", cc.CantBeBlockedIf, {"condition": CONDITION}, ("text", "condition"))
    r.effect("may_sacrifice_self_then", cc.MaySacrificeSelfThen, {"effect": EFFECT}, ("effect",))
    # "deals X damage to target creature. Create ... tapped Treasure tokens equal to the excess damage" (120.4a)
    r.effect("damage_x_then_tokens_per_excess", excess_damage.DamageXThenTokensPerExcess,
             {"token": TOKEN, "tapped": BOOL}, ("token",))
    # "if none of them were cast or no mana was spent to cast them" (601.2h, 118.9d), of a permanent that entered
    r.filter("entered_without_mana_spent", ab.Filter("wasn't cast or had no mana spent to cast it",
                                                     lambda g, o, s: cc.entered_without_mana_spent(g, o)))
    # "whenever you cast a spell ... other than your first spell that turn" (601.2i): every spell cast this turn counts
    r.filter("not_your_first_spell_this_turn", ab.Filter("other than your first spell that turn",
                                                         lambda g, o, s: cc.nth_spell_this_turn(g, o) > 1))
    r.condition("an_opponent_controls_more_lands", cc.AN_OPPONENT_CONTROLS_MORE_LANDS)
    # "if three or more cards left your graveyard this turn": each time a card left it counts (400.7: a card that
    # returned to the graveyard and left again is a new object, and leaves again)
    r.condition_op("cards_left_your_graveyard_this_turn", AMOUNT.schema(), lambda v, c, p: ab.Condition(
        f"{v} or more cards left your graveyard this turn", lambda g, s: s.controller.left_graveyard_this_turn >= v))
    r.condition("you_sacrificed_a_food_this_turn", ab.Condition(
        "you've sacrificed a Food this turn", lambda g, s: s.controller.foods_sacrificed_this_turn > 0))
    r.effect("reveal_exile_each_type_may_cast", portents.RevealExileEachTypeMayCast, {"at_least": AMOUNT})
