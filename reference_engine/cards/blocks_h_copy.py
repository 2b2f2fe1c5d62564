"""Building blocks of helper h-copy (issue 25; card file ``data/h_copy.json``): control-changing effects (613.1b,
701.12b; reference_engine/control.py), coin flips (705; reference_engine/coins.py) and copies (707).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import coins, control, copies
from mtg_rulings.reference_engine.cards.blocks import AMOUNT, AMOUNT_OR_ZERO, BOOL, CONDITION, EFFECT, FILTER, TARGET

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


def nth_cast_this_turn(n: int) -> ab.Filter:
    """"Your second spell each turn" (601.2i): the spell is the ``n``-th its caster (the source's controller) cast
    this turn, counting the spells cast before the source was on the battlefield."""

    def test(game: Game, obj: GameObject, source: GameObject) -> bool:
        mine = [s for p, s in game.cast_this_turn if p is source.controller]
        return len(mine) >= n and mine[n - 1] is obj

    return ab.Filter(f"the spell number {n} you've cast this turn", test)


def register(r: Registry) -> None:
    """Add this module's blocks to the registry ``r`` (called once, by :mod:`mtg_rulings.reference_engine.cards.blocks`)."""
    r.effect("gain_control_of_targets", control.GainControlOfTargets,
             {"until_end_of_turn": BOOL, "untap": BOOL, "haste": BOOL})
    r.effect("exchange_control_of_targets", control.ExchangeControlOfTargets, {})
    r.effect("if_targets_match_or", control.IfTargetsOr, {"filter": FILTER, "condition": CONDITION, "effect": EFFECT},
             ("filter", "condition", "effect"))
    r.filter_op("nth_cast_this_turn", AMOUNT.schema(), lambda v, c, p: nth_cast_this_turn(v))
    r.effect("may_sacrifice_then_flip", coins.MaySacrificeThenFlip,
             {"sacrifice": FILTER, "won": EFFECT, "lost": EFFECT, "won_target": TARGET, "lost_target": TARGET},
             ("sacrifice", "won", "lost"))
    r.effect("damage_equal_to_cause_mana_value", coins.DamageEqualToCauseManaValue, {})
    r.effect("token_copies_of_each_cause", copies.TokenCopiesOfEachCause, {"tapped": BOOL})
    r.effect("may_exile_from_graveyard_then_become_copy", copies.MayExileFromGraveyardThenBecomeCopy, {})
    r.effect("may_cast_from_hand_free_else_put_land", copies.MayCastFromHandFreeElsePutLand, {})
    r.filter("cast_from_other_than_hand", ab.Filter(  # "a spell from anywhere other than your hand" (601.2a)
        "cast from anywhere other than your hand", lambda g, o, s: getattr(o, "cast_from", None) not in (None, "hand")))
    r.effect("exile_target_card_and_may_cast_copy", copies.ExileTargetCardAndMayCastCopy, {"lose_life": AMOUNT_OR_ZERO})
