"""Building blocks for ward (702.21, reference_engine/ward.py) and the Bloomburrow combat cards of issue 25 (card
file ``data/h_combat.json``). Registered into the card-file vocabulary by :func:`register` (called from
reference_engine/cards/blocks.py)."""

from __future__ import annotations

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import combat, combat_cards, roles, ward
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, EFFECT, EFFECTS, FILTER, INT, MANA_COST, STR, TOKEN, Registry


def register(r: Registry) -> None:
    """Add the blocks of this module to ``r``."""
    r.ability("ward", ward.Ward, {"cost": MANA_COST}, ("text", "cost"))
    r.ability("grant_ward", ward.GrantWard, {"filter": FILTER, "cost": MANA_COST}, ("text", "filter", "cost"))
    # "with counters on them" (122.1: any kind of counter)
    r.filter("has_counters", ab.Filter("with counters on it", lambda g, o, s: any(n > 0 for n in o.counters.values())))
    # two targets of different roles (reference_engine/roles.py)
    r.targets["creature_you_control_and_creature_you_dont"] = roles.creature_you_control_and_creature_you_dont(
        r.filter_atoms["you_control"], r.filter_atoms["creature"])
    r.effect("first_target_deals_damage_to_second", roles.FirstDealsDamageToSecond,
             {"times": AMOUNT, "pump_power": INT})
    # an attacking creature (508.1; 506.4: one removed from combat isn't)
    r.filter("attacking", ab.Filter("attacking", lambda g, o, s: o in combat.attackers(g)))
    r.effect("targets_get_until_end_of_turn", combat_cards.TargetsGetUntilEndOfTurn,
             {"power": INT, "toughness": INT}, ("power", "toughness"))
    # modal triggered abilities, tokens entering attacking, and the effects of Warren Warleader and Kastral
    r.effect("choose_one", combat_cards.ChooseOne, {"effects": EFFECTS}, ("effects",))
    r.effect("create_token_tapped_and_attacking", combat_cards.CreateTokensTappedAndAttacking, {"token": TOKEN},
             ("token",))
    r.effect("each_gets_until_end_of_turn", combat_cards.EachGetsUntilEndOfTurn,
             {"filter": FILTER, "power": INT, "toughness": INT}, ("filter", "power", "toughness"))
    r.effect("may_put_card_onto_battlefield_with_counter", combat_cards.MayPutCardOntoBattlefieldWithCounter,
             {"filter": FILTER, "kind": STR}, ("filter", "kind"))
    r.effect("may_exile_cause_then_return", combat_cards.MayExileCauseThenReturn, {})
    r.effect("return_another_else_may_self", combat_cards.ReturnAnotherElseMaySelf, {})
    r.effect("create_token_unless_you_control_else_counter", combat_cards.CreateTokenUnlessYouControlElseCounter,
             {"token": TOKEN, "filter": FILTER}, ("token", "filter"))
    r.effect("damage_each_opponent_then_draw_by_sacrificed_power",
             combat_cards.DamageEachOpponentThenDrawBySacrificedPower, {})
    r.effect("exile_until_nonland_may_cast_by_discarding", combat_cards.ExileUntilNonlandMayCastByDiscarding, {})
    r.effect("watch_targets_combat_damage_this_turn", combat_cards.WatchTargetsCombatDamageThisTurn,
             {"effect": EFFECT}, ("effect",))
    r.effect("may_discard_then_draw", combat_cards.MayDiscardThenDraw, {})
    r.ability("noncombat_damage_plus", combat_cards.NoncombatDamagePlus, {"amount": AMOUNT}, ("text", "amount"))
    r.ability("tap_creatures_for_activation_mana", combat_cards.TapCreaturesForActivationMana, {}, ("text",))
