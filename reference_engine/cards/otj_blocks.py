"""Building blocks for Outlaws of Thunder Junction's mechanics: plot (702.170, reference_engine/plot.py) and the
conditions its cards ask as a permanent enters or an ability resolves. Registered into the card-file vocabulary
by :func:`register` (called from reference_engine/cards/blocks.py)."""

from __future__ import annotations

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import cost_increases, plot
from mtg_rulings.reference_engine import otj_effects as fx
from mtg_rulings.reference_engine.cards.blocks import (
    AMOUNT,
    BOOL,
    COUNT,
    EFFECT,
    FILTER,
    MANA_COST,
    STR,
    STR_LIST,
    TOKEN,
    Registry,
)


def register(r: Registry) -> None:
    """Add the blocks of this module to ``r``."""
    r.ability("plot", plot.PlotAbility, {"cost": MANA_COST}, ("text", "cost"))
    r.ability("top_card_has_plot", plot.TopCardHasPlot, {}, ("text",))
    # "if a creature died this turn" (700.4: a creature put into a graveyard from the battlefield)
    r.condition("creature_died_this_turn", ab.Condition("a creature died this turn",
                                                        lambda g, s: bool(g.creatures_died_this_turn)))
    # "if it wasn't cast or no mana was spent to cast it" (601.2h), of the object about to enter: a spell on the
    # stack was cast (a copy, 707.10, wasn't); anything else entering wasn't
    r.condition("not_cast_or_no_mana_spent", ab.Condition(
        "it wasn't cast or no mana was spent to cast it",
        lambda g, s: s.zone is not g.stack_zone or s.is_copy or s.mana_spent == 0))
    # effects (reference_engine/otj_effects.py)
    r.effect("choose_and_gain_keywords", fx.ChooseAndGainKeywords, {"filter": FILTER, "keywords": STR_LIST},
             ("filter", "keywords"))
    r.effect("exile_targets_until_next_end_step", fx.ExileTargetsUntilNextEndStep, {})
    r.effect("destroy_targets_if", fx.DestroyTargetsIf, {"filter": FILTER}, ("filter",))
    r.effect("targets_cant_be_blocked_this_turn", fx.TargetsCantBeBlockedThisTurn, {})
    r.effect("owner_puts_on_top_or_bottom", fx.OwnerPutsOnTopOrBottom, {})
    r.effect("create_token_sized_by_count", fx.CreateTokenSizedByCount, {"token": TOKEN, "count": COUNT},
             ("token", "count"))
    r.filter("no_other_creature_has_greater_power", ab.Filter("a creature no other creature has greater power than",
                                                              fx.no_other_greater_power))
    r.effect("may_pay_mana", fx.MayPayMana, {"mana": STR, "effect": EFFECT}, ("mana", "effect"))
    r.effect("return_self_from_graveyard", fx.ReturnSelfFromGraveyard, {"tapped": BOOL})
    r.effect("exile_target_spells_plotted", plot.ExileTargetSpellsPlotted, {})
    r.ability("spell_cost_increase", cost_increases.SpellCostIncrease,
              {"filter": FILTER, "generic": AMOUNT, "opponents": BOOL}, ("text", "filter", "generic"))
    # "cast from graveyards or from exile": the card is in the zone it is cast from as its cost is determined
    r.filter("in_graveyard_or_exile", ab.Filter("cast from a graveyard or from exile", lambda g, o, s: o.zone is g.exile
                                                or any(o.zone is p.graveyard for p in g.players)))
    r.effect("return_target_cards_to_battlefield", fx.ReturnTargetCardsToBattlefield, {"tapped": BOOL})
    # "if you cast it": the permanent entered as a spell that was cast, from any zone (601.2i)
    r.condition("you_cast_it", ab.Condition("you cast it", lambda g, s: s.id in g.cast_permanents))
    r.effect("exile_any_number_and_return", fx.ExileAnyNumberAndReturn, {"filter": FILTER, "repeat_x": BOOL},
             ("filter",))
    # "if you haven't cast a spell from your hand this turn" (601.2a: the zone it was cast from)
    r.condition("you_cast_a_spell_from_your_hand_this_turn", ab.Condition(
        "you've cast a spell from your hand this turn",
        lambda g, s: any(p is s.controller and zone == "hand" for p, zone in g.cast_from_this_turn)))
    r.ability("costs_less_per_graveyard_card", cost_increases.CostsLessPerGraveyardCard, {"filter": FILTER},
              ("text", "filter"))
