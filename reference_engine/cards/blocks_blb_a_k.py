"""Building blocks for the Bloomburrow cards A-K of issue 25 (card file ``data/blb_a_k.json``): copying spells and
permanents (707.10, 707.2), the turn's history (life lost, 119.3; the Nth resolution this turn), a player's hexproof
(702.11), last known information (608.2h), casting a card while an ability resolves (608.2g), exiling from a hand,
permanents entering with counters (614.12) and the other effects those cards need. (Ward, 702.21, is
blocks_h_combat.py's.)

Each block is general: a filter, condition or effect a card file names with its parameters; the rules live in
the modules of :mod:`reference_engine` the factories come from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import copies, entering, exile_from_hand, free_casts, last_known, player_effects
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, AMOUNT_OR_ZERO, BOOL, COUNT, EFFECT, FILTER, INT, STR

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """Add this module's blocks to the registry ``r`` (called once, by :mod:`mtg_rulings.reference_engine.cards.blocks`)."""
    r.filter_op("first_cast_this_turn", {"$ref": "#/$defs/filter"}, lambda v, c, p: copies.first_cast_this_turn(
        r.convert("filter", v, c, p)))
    r.filter("same_name_as_source", ab.Filter(  # "other than [this card's name]" (201.4: a name refers to the card)
        "with the same name as it", lambda g, o, s: g.characteristics(o).name == g.characteristics(s).name))
    r.condition_op("self_power_at_least", AMOUNT.schema(), lambda v, c, p: ab.Condition(
        f"its power is {v} or greater", lambda g, s: (g.characteristics(s).power or 0) >= v))
    r.effect("copy_cause", copies.CopyCause, {"new_targets": BOOL})
    r.effect("token_copy_of_targets", copies.TokenCopyOfTargets,
             {"except_power": INT, "except_toughness": INT, "nonlegendary_only": BOOL})
    r.condition("opponent_lost_life_this_turn", player_effects.OPPONENT_LOST_LIFE)
    r.count("opponents_who_lost_life_this_turn", {"const": True},
            lambda v, c, p: player_effects.OPPONENTS_WHO_LOST_LIFE)
    r.effect("you_gain_hexproof_until_end_of_turn", player_effects.YouGainHexproofUntilEndOfTurn, {})
    r.effect("target_players_life_total_becomes", player_effects.TargetPlayersLifeTotalBecomes,
             {"amount": AMOUNT_OR_ZERO}, ("amount",))
    r.effect("if_target_had_power_at_most", last_known.IfTargetHadPowerAtMost, {"at_most": INT, "effect": EFFECT},
             ("at_most", "effect"))
    r.filter("toughness_greater_than_power", ab.Filter("with toughness greater than its power", lambda g, o, s: (
        (g.characteristics(o).toughness or 0) > (g.characteristics(o).power or 0))))
    r.effect("may_cast_target_free", free_casts.MayCastTargetFree, {"exile_instead": BOOL})
    r.effect("reveal_hand_exile_chosen", exile_from_hand.RevealHandExileChosen, {"filter": FILTER}, ("filter",))
    r.effect("may_cast_linked_while_exiled", exile_from_hand.MayCastLinkedWhileExiled, {"any_mana": BOOL})
    r.effect("if_nth_resolution_this_turn", last_known.IfNthResolutionThisTurn, {"nth": AMOUNT, "effect": EFFECT},
             ("nth", "effect"))
    r.effect("if_you_control_target", last_known.IfYouControlTarget, {"effect": EFFECT}, ("effect",))
    r.filter_op("keyword", {"type": "string"}, lambda v, c, p: ab.Filter(
        f"with {v.lower()}", lambda g, o, s: g.has_keyword(o, v)))
    r.filter("lesser_mana_value_than_cause", last_known.LESSER_MANA_VALUE_THAN_CAUSE)
    r.ability("others_enter_with_counters", entering.OthersEnterWithCounters,
              {"filter": FILTER, "kind": STR, "per": COUNT}, ("text", "filter", "kind", "per"))
