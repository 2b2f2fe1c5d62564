"""Blocks of issue 25's plot, saddle, spree and reflexive-trigger cards (helper h-plot): reflexive triggered
abilities after a choice to sacrifice or to pay (reference_engine/reflexive.py: 603.12); a card plotted from
among the top of the library (reference_engine/plot.py: 702.170c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry


def register(r: Registry) -> None:
    """The blocks of this module, by name, for card files."""
    from mtg_rulings.reference_engine import abilities as ab
    from mtg_rulings.reference_engine import plot, reflexive, saddle
    from mtg_rulings.reference_engine.cards.blocks import AMOUNT, AMOUNT_OR_ZERO, EFFECT, FILTER, MANA_COST, STR, TARGET

    r.effect("may_sacrifice_then_reflexive", reflexive.MaySacrificeThenReflexive,
             {"filter": FILTER, "effect": EFFECT, "target": TARGET}, ("filter", "effect", "text"))
    r.effect("may_pay_then_reflexive", reflexive.MayPayThenReflexive,
             {"cost": MANA_COST, "life": AMOUNT_OR_ZERO, "effect": EFFECT, "target": TARGET}, ("cost", "effect", "text"))
    r.effect("look_at_top_may_plot", plot.LookAtTopMayPlot, {"n": AMOUNT})
    r.effect("plot_cause_as_it_resolves", plot.PlotCauseAsItResolves, {})
    r.filter("multicolored", ab.Filter("multicolored", lambda g, o, s: len(set(g.characteristics(o).colors)) >= 2))
    r.filter("cast_from_hand", ab.Filter("cast from your hand", lambda g, o, s: o.cast_from == "hand"))  # 601.2a
    r.effect("put_counter_on_self_then_reflexive", reflexive.PutCounterOnSelfThenReflexive,
             {"kind": STR, "effect": EFFECT, "target": TARGET}, ("kind", "effect", "text"))
    r.filter_op("mana_value_is_counters_on_source", {"type": "string"}, lambda v, c, p: ab.Filter(
        f"with mana value equal to the number of {v} counters on it",
        lambda g, o, s: g.mana_value(o) == s.counters.get(v, 0)))
    r.effect("at_end_of_combat", saddle.AtEndOfCombat, {"effect": EFFECT}, ("effect", "text"))
    r.effect("exile_self_and_saddler_then_return", saddle.ExileSelfAndSaddlerThenReturn, {})
