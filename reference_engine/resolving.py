"""Amounts counted and choices made as a spell or ability resolves (608.2c, 608.2h), and conditions on the turn's
history ("if you've cast two or more spells this turn").

Sources: 608.2h (a number an effect needs is determined once, as it resolves), 107.1a (half, rounded up or down),
701.21a (sacrificing permanents of one's choice: all at once), 701.9a (discarding), 119.3 (losing life), 701.17a
(milling), 603.4 (an intervening "if" checked as the ability triggers and again as it resolves), 601.2i (a spell
becomes cast: the turn's count of spells cast includes a spell still on the stack), 303.4f and 301.5 (an Aura or
Equipment put onto the battlefield attached to a permanent chosen, not targeted, as it enters), 303.4g (an Aura with
nothing it could enchant stays where it is).

``Game.cast_this_turn`` lists ``(player, spell)`` for each spell cast this turn (601.2i), countered and resolved
ones included, as the spell was when cast.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import free_casts, searches
from mtg_rulings.reference_engine.abilities import Condition, Count, EffectContext, Filter, lose_life

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def half_rounded_up(n: int) -> int:
    """107.1a: "half ..., rounded up" of a whole number (never negative: half of a negative life total is 0)."""
    return math.ceil(max(n, 0) / 2)


# --- counts and conditions on the turn's history ---------------------------------------------------------


def spells_cast_this_turn(game: Game, player: Player, spells: Filter | None, source: GameObject) -> int:
    """How many spells ``player`` cast this turn that ``spells`` selects (601.2i): countered ones and those still on
    the stack count too."""
    return sum(1 for p, spell in game.cast_this_turn
               if p is player and (spells is None or spells(game, spell, source)))


@dataclass(frozen=True)
class PlayerCount(Count):
    """A count about one player, counted as the ability resolves (608.2h): ``whose`` is ``"you"`` (the ability's
    controller) or ``"cause_controller"`` (the player who controls the object whose event made it trigger: "that
    player", the caster of the spell a cast trigger saw)."""

    whose: str = "you"

    def resolving(self, game: Game, ctx: EffectContext) -> int:
        player = ctx.cause.controller if self.whose == "cause_controller" and ctx.cause is not None else ctx.controller
        return self.count(game, _as_controlled_by(ctx.source, player))


def _as_controlled_by(source: GameObject, player: Player) -> Any:
    """A stand-in for ``source`` whose controller is ``player``, so a count written "you" can be asked about
    another player."""
    return _Viewpoint(source, player)


@dataclass(frozen=True)
class _Viewpoint:
    source: Any
    controller: Any

    def __getattr__(self, name: str) -> Any:
        return getattr(self.source, name)


def _spells_count(value: dict[str, Any], make_filter: Any) -> PlayerCount:
    spells = make_filter(value["filter"]) if "filter" in value else None
    beyond = value.get("except_first", False)
    what = f"{spells.text} spells" if spells is not None else "spells"

    def count(g: Game, s: Any) -> int:
        n = spells_cast_this_turn(g, s.controller, spells, s)
        return max(n - 1, 0) if beyond else n

    text = f"the number of {what} cast this turn" + (" other than the first" if beyond else "")
    return PlayerCount(text, count, whose=value.get("whose", "you"))


def _cards_in_graveyard(f: Filter) -> Count:
    """"The number of [filter] cards in your graveyard", counted as the ability resolves (608.2h)."""
    return Count(f"the number of {f.text} cards in your graveyard",
                 lambda g, s: sum(1 for c in s.controller.graveyard if f(g, c, s)))


def _spells_at_least(n: int) -> Condition:
    """"If you've cast N or more spells this turn" (the spell that is resolving or whose permanent triggered
    counts, 601.2i)."""
    return Condition(f"you've cast {n} or more spells this turn",
                     lambda g, s: spells_cast_this_turn(g, s.controller, None, s) >= n)


def _no_cards_in_hand() -> Condition:
    return Condition("you have no cards in hand", lambda g, s: len(s.controller.hand) == 0)


# --- effects counting as they resolve ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TargetsSacrificeHalf:
    """"Target opponent sacrifices half the [filter] they control of their choice, rounded up" (107.1a, 701.21a):
    the number is counted as the spell resolves (608.2h); the player chooses them one by one, then they are all
    sacrificed at once."""

    filter: Filter
    text: str = "target opponent sacrifices half the creatures they control of their choice, rounded up"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            options = [o for o in game.permanents() if o.controller is player and self.filter(game, o, ctx.source)]
            n = half_rounded_up(len(options))
            game.log("608.2h", f"{player.name} controls {len(options)} {self.filter.text}: half, rounded up, is {n}")
            chosen: list[GameObject] = []
            for _ in range(n):
                pick = options[0] if len(options) == 1 else game.decide(
                    player, "sacrifice", f"{ctx.source.name}: choose a {self.filter.text} to sacrifice", options)
                options.remove(pick)
                chosen.append(pick)
            for obj in chosen:
                game.log("701.21a", f"{player.name} sacrifices {obj}")
            if chosen:
                game.check_triggers("sacrifice", chosen)
                game._leave_to_graveyard(chosen)


@dataclass(frozen=True)
class TargetsDiscardHalf:
    """"Target opponent discards half the cards in their hand, rounded up" (107.1a, 701.9a): counted as the spell
    resolves (608.2h); the player chooses the cards."""

    text: str = "target opponent discards half the cards in their hand, rounded up"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            n = half_rounded_up(len(player.hand))
            game.log("608.2h", f"{player.name} has {len(player.hand)} card(s) in hand: half, rounded up, is {n}")
            game.discard(player, n)


@dataclass(frozen=True)
class TargetsLoseHalfLife:
    """"Target opponent loses half their life, rounded up" (107.1a, 119.3): their life total as the spell resolves
    (608.2h)."""

    text: str = "target opponent loses half their life, rounded up"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            n = half_rounded_up(player.life)
            game.log("608.2h", f"{player.name} has {player.life} life: half, rounded up, is {n}")
            lose_life(game, player, n)


@dataclass(frozen=True)
class DamageToCauseControllerEqualTo:
    """"[This] deals damage to that player equal to [count]": to the controller of the object whose event made the
    ability trigger (the caster of the spell, 603.2), the number counted as the ability resolves (608.2h), so a
    spell cast in response counts."""

    count: Count
    text: str = "this creature deals damage to that player equal to a number"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if ctx.cause is None:
            return
        n = self.count.resolving(game, ctx)
        game.log("608.2h", f"{self.count.text}: {n}, counted as the ability resolves")
        if n > 0:
            game.deal_damage(ctx.source, ctx.cause.controller, n)


@dataclass(frozen=True)
class CreateTokensEqualTo:
    """"Create X [tokens], where X is [count]": X counted as the spell or ability resolves (608.2h); none if it is
    0."""

    token: CardDef
    count: Count
    text: str = "create X tokens"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        n = self.count.resolving(game, ctx)
        game.log("608.2h", f"{self.count.text}: X is {n} as it resolves")
        if n > 0:
            game.create_tokens(self.token, n, ctx.controller)


@dataclass(frozen=True)
class CreateTokenThenCountersPer:
    """"Create a [token], then put N [kind] counters on that token for each [count]" (608.2c, 608.2h): the number
    counted as the ability resolves, the counters put on the token just created."""

    token: CardDef
    kind: str
    per: Count
    amount: int = 1
    text: str = "create a token, then put counters on it for each"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        tokens = game.create_tokens(self.token, 1, ctx.controller)
        n = self.per.resolving(game, ctx)
        game.log("608.2h", f"{self.per.text}: {n}, so {self.amount * n} {self.kind} counter(s)")
        for token in tokens:
            if n > 0 and token.zone is game.battlefield:
                game.put_counters(token, self.kind, self.amount * n)


# --- choices among cards as it resolves --------------------------------------------------------------------------


def choose_up_to(game: Game, player: Player, kind: str, prompt: str, options: list[GameObject],
                  up_to: int) -> list[GameObject]:
    """Up to ``up_to`` of ``options``, chosen one by one until the player says "no more" (608.2d)."""
    chosen: list[GameObject] = []
    while len(chosen) < up_to:
        left: list[Any] = [o for o in options if o not in chosen]
        if not left:
            break
        pick = game.decide(player, kind, prompt, [*left, "no more"])
        if pick == "no more":
            break
        chosen.append(pick)
    return chosen


@dataclass(frozen=True)
class MillThenMayPutIntoHand:
    """"Mill N cards. You may put up to M [filter] cards from among the milled cards into your hand" (701.17a,
    608.2d): only cards milled this way, still in the graveyard, can be chosen."""

    amount: int
    up_to: int
    filter: Filter
    text: str = "mill cards, then you may put some of them into your hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        milled = [game.move(player.library.objects[0], player.graveyard)
                  for _ in range(min(self.amount, len(player.library)))]
        game.log("701.17a", f"{player.name} mills {len(milled)} card(s)")
        options = [c for c in milled if c.zone is player.graveyard and self.filter(game, c, ctx.source)]
        for card in choose_up_to(game, player, "return", f"{ctx.source.name}: choose a {self.filter.text} card to "
                                  "put into your hand", options, self.up_to):
            game.move(card, player.hand)
            game.log("608.2d", f"{player.name} puts {card.name} from among the milled cards into their hand")


@dataclass(frozen=True)
class MayPutFromHandOntoBattlefield:
    """"You may put up to N [filter] cards from your hand onto the battlefield [tapped]" (608.2d): chosen as it
    resolves, they enter at the same time (603.6a). ``up_to`` is a number or ``"X"``, the X an instruction before it
    set ("put up to X land cards ..., where X is the sacrificed creature's power", 608.2h)."""

    up_to: int | str
    filter: Filter
    tapped: bool = False
    text: str = "you may put cards from your hand onto the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        n = (ctx.x or 0) if self.up_to == "X" else int(self.up_to)
        options = [c for c in player.hand if self.filter(game, c, ctx.source)]
        chosen = choose_up_to(game, player, "put_onto_battlefield", f"{ctx.source.name}: choose a {self.filter.text} "
                              "card to put onto the battlefield", options, n)
        if not chosen:
            game.log("608.2d", f"{player.name} puts no card from their hand onto the battlefield")
        elif self.tapped:
            game.enter_battlefield(chosen, player, tapped=True)
        else:
            game.put_onto_battlefield(chosen, player)


@dataclass(frozen=True)
class ReturnTargetsAttachedTo:
    """"Return target Aura or Equipment card from your graveyard to the battlefield attached to a [host] you control":
    the host isn't a target; it is chosen as the ability resolves among those the card could legally be attached to
    (303.4f, 301.5). An Aura with no such host stays in the graveyard (303.4g); an Equipment with none enters
    attached to nothing."""

    host: Filter
    text: str = "return target Aura or Equipment card to the battlefield attached to a creature you control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine import attachments

        for card in [t for t in ctx.targets if t.zone.name == "graveyard"]:
            hosts = [o for o in game.permanents() if o.controller is ctx.controller and self.host(game, o, ctx.source)
                     and attachments.illegal_attachment(game, card, o) is None]
            aura = attachments.is_aura(game, card)
            if not hosts and aura:
                game.log("303.4g", f"{card.name} has no {self.host.text} it could enchant: it stays in the graveyard")
                continue
            host = game.decide(ctx.controller, "attach_to", f"{ctx.source.name}: choose a {self.host.text} for "
                               f"{card.name} to enter attached to", hosts) if hosts else None
            if host is None:
                game.log("301.5", f"no {self.host.text} {card.name} could equip: it enters attached to nothing")
            game.enter_battlefield([card], ctx.controller, host=host)


# --- the card data's vocabulary ------------------------------------------------------------------------------------


def register(r: Registry) -> None:
    """The blocks of this module, by name, for card files."""
    from mtg_rulings.reference_engine.cards.blocks import (
        AMOUNT,
        AMOUNT_OR_ZERO,
        BOOL,
        COUNT,
        EFFECT,
        FILTER,
        MANA_COST,
        STR,
        TOKEN,
        or_x,
    )

    r.count("spells_cast_this_turn", {
        "type": "object", "additionalProperties": False,
        "properties": {"filter": {"$ref": "#/$defs/filter"}, "whose": {"enum": ["you", "cause_controller"]},
                       "except_first": {"type": "boolean"}}},
        lambda v, c, p: _spells_count(v, lambda f: r.convert("filter", f, c, f"{p}.filter")))
    r.count("cards_in_your_graveyard", {"$ref": "#/$defs/filter"},
            lambda v, c, p: _cards_in_graveyard(r.convert("filter", v, c, p)))
    r.condition_op("spells_cast_this_turn_at_least", AMOUNT.schema(),
                   lambda v, c, p: _spells_at_least(v))
    r.condition("no_cards_in_hand", _no_cards_in_hand())
    r.effect("targets_sacrifice_half", TargetsSacrificeHalf, {"filter": FILTER}, ("filter",))
    r.effect("targets_discard_half", TargetsDiscardHalf, {})
    r.effect("targets_lose_half_life", TargetsLoseHalfLife, {})
    r.effect("damage_to_cause_controller_equal_to", DamageToCauseControllerEqualTo, {"count": COUNT}, ("count",))
    r.effect("create_tokens_equal_to", CreateTokensEqualTo, {"token": TOKEN, "count": COUNT}, ("token", "count"))
    r.effect("create_token_then_counters_per", CreateTokenThenCountersPer,
             {"token": TOKEN, "kind": STR, "per": COUNT, "amount": AMOUNT}, ("token", "kind", "per"))
    r.effect("mill_then_may_put_into_hand", MillThenMayPutIntoHand, {"amount": AMOUNT, "up_to": AMOUNT_OR_ZERO, "filter": FILTER},
             ("amount", "up_to", "filter"))
    r.effect("may_put_from_hand_onto_battlefield", MayPutFromHandOntoBattlefield,
             {"up_to": or_x(AMOUNT_OR_ZERO), "filter": FILTER, "tapped": BOOL}, ("up_to", "filter"))
    r.effect("return_targets_attached_to", ReturnTargetsAttachedTo, {"host": FILTER}, ("host",))
    r.effect("may_pay", MayPay, {"cost": MANA_COST, "effect": EFFECT}, ("cost", "effect"))
    r.effect("surveil", Surveil, {"n": AMOUNT}, ("n",))
    r.effect("tap_self", TapSelf, {})
    r.effect("look_at_damage_may_cast_free", LookAtDamageMayCastFree, {"filter": FILTER}, ("filter",))
    r.effect("look_at_top_put_one_into_hand", LookAtTopPutOneIntoHand, {"n": AMOUNT})


# --- payments and looks as it resolves -----------------------------------------------------------------------------


@dataclass(frozen=True)
class MayPay:
    """"You may pay {N}. If you do, [effect]": the controller chooses as the ability resolves whether to pay
    (608.2c, 609.3), from their mana pool (they may activate mana abilities first, 117.1d is not modelled: the pool
    is what they have); unpaid, nothing after "if you do" happens."""

    cost: Any  # a ManaCost
    effect: Any
    text: str = "you may pay; if you do, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        total = self.cost.total()
        if not player.mana_pool.can_pay(total):
            game.log("608.2c", f"{player.name} can't pay {self.cost.text}: \"{self.text}\" does nothing")
            return
        if game.decide(player, "may", f"{ctx.source.name}: pay {self.cost.text}?", ("yes", "no")) == "no":
            game.log("609.3", f"{player.name} doesn't pay {self.cost.text}: nothing else happens")
            return
        player.mana_pool.pay(total)
        game.log("608.2c", f"{player.name} pays {self.cost.text}")
        self.effect.apply(game, ctx)


@dataclass(frozen=True)
class LookAtTopPutOneIntoHand:
    """"Look at the top N cards of your library. Put one of them into your hand and the other(s) into your
    graveyard" (608.2d): the player chooses the one as it resolves; with one card only, that card."""

    n: int = 2
    text: str = "look at the top cards of your library; put one into your hand and the rest into your graveyard"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        top = searches.look_at_top(game, player, self.n, "609.3")
        if not top:
            return
        pick = top[0] if len(top) == 1 else game.decide(player, "hand", f"{ctx.source.name}: choose a card to put "
                                                        "into your hand", top)
        game.move(pick, player.hand)
        game.log("608.2d", f"{player.name} puts {pick.name} into their hand")
        searches.put_others(game, top, pick, player.graveyard, "608.2d", lambda c: f"{c.name} goes to {player.name}'s graveyard")


@dataclass(frozen=True)
class Surveil:
    """"Surveil N" (701.25a): look at the top N cards of your library, put any number of them into your graveyard
    (chosen one by one until "no more") and the rest back on top in any order (the card chosen first ends on top)."""

    n: int
    text: str = "surveil"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        top = list(player.library.objects[: self.n])
        game.log("701.25a", f"{player.name} surveils {self.n}: looks at {len(top)} card(s)")
        binned = choose_up_to(game, player, "graveyard", f"{ctx.source.name}: choose a card to put into your graveyard",
                              top, len(top))
        for card in binned:
            game.move(card, player.graveyard)
            game.log("701.25a", f"{player.name} puts {card.name} into their graveyard")
        rest = [c for c in top if c not in binned]
        ordered: list[GameObject] = []
        while len(rest) > 1:
            pick = game.decide(player, "top", f"{ctx.source.name}: choose the next card to put on top, from the top",
                               rest)
            rest.remove(pick)
            ordered.append(pick)
        ordered += rest
        for card in ordered:
            player.library.objects.remove(card)
        player.library.objects[:0] = ordered


@dataclass(frozen=True)
class LookAtDamageMayCastFree:
    """"Look at that many cards from the top of your library. You may exile a [filter] card from among them. Put the
    rest on the bottom of your library in a random order. You may cast the exiled card without paying its mana
    cost." "That many" is the combat damage the creature whose event triggered the ability dealt (510.2, 608.2h).
    The card is cast as the ability resolves or not at all (608.2g): timing permissions of its type are ignored, no
    alternative cost may be used, X is 0 (107.3, 118.9), and additional costs are still paid (118.9d; a spree
    spell's modes among them); a card that can't be cast stays in exile."""

    filter: Filter
    text: str = "look at that many cards; you may exile one and cast it without paying its mana cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.records import IllegalAction

        player = ctx.controller
        n = game.combat_damage_dealt.get(ctx.cause.id, 0) if ctx.cause is not None else 0
        top = searches.look_at_top(game, player, n, "608.2h", " (that much damage)")
        options: list[Any] = [c for c in top if self.filter(game, c, ctx.source)]
        pick = game.decide(player, "exile", f"{ctx.source.name}: choose a {self.filter.text} card to exile",
                           [*options, "nothing"]) if options else "nothing"
        exiled = None
        if pick != "nothing":
            top.remove(pick)
            exiled = game.move(pick, game.exile)
            game.log("406.3", f"{player.name} exiles {exiled.name}")
        searches.bottom_in_random_order(game, player, top, "401.1")
        if exiled is None:
            return
        try:
            free_casts.may_cast_now(game, player, exiled, f"{ctx.source.name}: cast {exiled.name} without paying its "
                                    "mana cost?")
        except IllegalAction as e:
            game.log(e.rule, f"{player.name} can't cast {exiled.name}: {e.reason}; it stays in exile")


@dataclass(frozen=True)
class TapSelf:
    """"Tap it": the permanent the ability came from, if it still is that permanent (701.26a, 400.7)."""

    text: str = "tap it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is not None and not source.tapped:
            source.tapped = True
            game.log("701.26a", f"{source} becomes tapped")
