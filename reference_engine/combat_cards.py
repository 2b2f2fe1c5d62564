"""Effects of the Bloomburrow combat cards of issue 25 (helper h-combat) that no other module has.

Sources: 700.2 (modal abilities), 508.4 (a creature put onto the battlefield attacking), 614.1c (entering with a
counter), 611.2a (a continuous effect from a resolving spell or ability, until end of turn), 613.4c (layer 7c:
+N/+N), 514.2 (it ends in the cleanup step), 400.7 (a creature that left the battlefield is a new object the effect
doesn't follow).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import free_casts
from mtg_rulings.reference_engine.turn import phase_of

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game


@dataclass(frozen=True)
class TargetsGetUntilEndOfTurn:
    """"Target creature gets +P/+T until end of turn" (611.2a, 613.4c)."""

    power: int
    toughness: int
    text: str = "target creature gets +N/+N until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target is not None and target.zone is game.battlefield:
                game.pump_until_end_of_turn(target, self.power, self.toughness)


@dataclass(frozen=True)
class ChooseOne:
    """"Choose one —" of a triggered ability (700.2): its controller chooses one of ``effects`` (each named by its
    text) and that one happens. The choice is asked as the ability resolves; none of the modes of the cards using
    this block targets, and no scenario acts between the ability being put on the stack and its resolution with a
    choice depending on the mode (700.2b has it chosen as the ability is put on the stack)."""

    effects: tuple[Any, ...]
    text: str = "choose one"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        labels = [e.text for e in self.effects]
        chosen = game.decide(ctx.controller, "mode", f"{ctx.source.name}: choose one", labels)
        game.log("700.2", f"{ctx.controller.name} chooses the mode \"{chosen}\"")
        self.effects[labels.index(chosen)].apply(game, ctx)


@dataclass(frozen=True)
class CreateTokensTappedAndAttacking:
    """"Create [a token] that's tapped and attacking" (508.4: it is put onto the battlefield attacking, but it was
    never declared as an attacking creature, so "whenever a creature attacks" abilities don't trigger for it; it
    attacks the player the other attacking creatures attack, 506.2, the reference engine's only choice with two
    players and no planeswalkers or battles)."""

    token: CardDef
    text: str = "create a token that's tapped and attacking"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for token in game.create_tokens(self.token, 1, ctx.controller, tapped=True):
            if phase_of(game.step) == "combat":  # 506.3: only during combat can it be attacking
                token.attacking = True
                game.log("508.4", f"{token} enters tapped and attacking; it wasn't declared as an attacking creature")


@dataclass(frozen=True)
class EachGetsUntilEndOfTurn:
    """"[Creatures matching filter] get +P/+T until end of turn" (611.2a; 611.2c: the creatures affected are those
    that match as it resolves)."""

    filter: Filter
    power: int
    toughness: int
    text: str = "creatures get +N/+N until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in game.permanents():
            if "Creature" in game.characteristics(obj).types and self.filter(game, obj, ctx.source):
                game.pump_until_end_of_turn(obj, self.power, self.toughness)


@dataclass(frozen=True)
class MayPutCardOntoBattlefieldWithCounter:
    """"You may put a [filter] card from your hand or graveyard onto the battlefield with a [kind] counter on it"
    (614.1c: it enters with the counter; 122.1h for a finality counter)."""

    filter: Filter
    kind: str
    text: str = "you may put a card from your hand or graveyard onto the battlefield with a counter on it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        cards = [o for z in (player.hand, player.graveyard) for o in z if self.filter(game, o, ctx.source)]
        if not cards or game.decide(player, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) != "yes":
            return
        card = game.decide(player, "put_onto_battlefield", f"{ctx.source.name}: choose a card to put onto the "
                                                          "battlefield", cards)
        game.enter_battlefield([card], player, counters={self.kind: 1})


@dataclass(frozen=True)
class MayExileCauseThenReturn:
    """"You may exile it, then return it to the battlefield under its owner's control", "it" being the creature
    whose event made the ability trigger (a creature that dealt combat damage): it returns as a new object (400.7),
    with no counters and no effects of the old one; a token exiled this way ceases to exist (704.5d, 111.7)."""

    text: str = "you may exile it, then return it to the battlefield under its owner's control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        creature = ctx.cause
        if creature is None or creature.zone is not game.battlefield:
            game.log("400.7", "the creature is no longer on the battlefield: it isn't exiled or returned")
            return
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: exile {creature.name}, then return it?",
                       ("yes", "no")) != "yes":
            return
        exiled = game.move(creature, game.exile)
        game.log("406.3", f"{exiled.name} is exiled")
        if exiled.is_token:
            game.log("111.7", f"{exiled.name} is a token: it can't return from exile")
            return
        game.enter_battlefield([exiled], exiled.owner)
        game.log("400.7", f"{exiled.name} returns to the battlefield as a new object")


@dataclass(frozen=True)
class ReturnAnotherElseMaySelf:
    """"Return another creature you control to its owner's hand. If you do, put a +1/+1 counter on this creature.
    Otherwise, you may return this creature to its owner's hand." (608.2c: an instruction is followed as far as
    possible; with another creature to return, one must be returned; with none, the choice is whether to return
    this creature or leave it.)"""

    text: str = "return another creature you control to its owner's hand; if you do, +1/+1 counter; otherwise, you " \
                "may return this creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        others = [o for o in game.permanents() if o.controller is ctx.controller and o is not source
                  and "Creature" in game.characteristics(o).types]
        if others:
            chosen = game.decide(ctx.controller, "return", f"{ctx.source.name}: return another creature you control",
                                 others)
            game.leave_battlefield([chosen], "hand")
            if source is not None:
                game.put_counters(source, "+1/+1", 1)
            return
        if source is not None and game.decide(ctx.controller, "may", f"{ctx.source.name}: return it to its owner's "
                                              "hand?", ("yes", "no")) == "yes":
            game.leave_battlefield([source], "hand")


@dataclass(frozen=True)
class CreateTokenUnlessYouControlElseCounter:
    """"Create [a token] if you don't control a [filter]. Otherwise, put a +1/+1 counter on a [filter] you control"
    (608.2c: whether you control one is checked as the ability resolves; the permanent to get the counter is
    chosen then)."""

    token: CardDef
    filter: Filter
    text: str = "create a token if you don't control one; otherwise, put a +1/+1 counter on one you control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        mine = [o for o in game.permanents() if o.controller is ctx.controller and self.filter(game, o, ctx.source)]
        if not mine:
            game.create_tokens(self.token, 1, ctx.controller)
            return
        chosen = mine[0] if len(mine) == 1 else game.decide(ctx.controller, "choose", f"{ctx.source.name}: choose "
                                                            f"{self.filter.text} to put a +1/+1 counter on", mine)
        game.put_counters(chosen, "+1/+1", 1)


@dataclass(frozen=True)
class DamageEachOpponentThenDrawBySacrificedPower:
    """"[This] deals damage equal to the sacrificed creature's power to each opponent. Then draw cards equal to
    the sacrificed creature's power": its power as it last existed on the battlefield (608.2h; the sacrificed
    permanent is the ability's cause, recorded as the cost was paid, 602.2b); the source of the damage is the
    ability's source (120.3)."""

    text: str = "deals damage equal to the sacrificed creature's power to each opponent, then draw that many cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        sacrificed = ctx.cause
        power = max(0, (sacrificed.last_power or 0) if sacrificed is not None else 0)
        game.log("608.2h", f"the sacrificed creature had power {power} as it last existed on the battlefield")
        for opponent in game.opponents(ctx.controller):
            if power:
                game.deal_damage(ctx.source, opponent, power)
        for _ in range(power):
            game.draw(ctx.controller)


@dataclass(frozen=True)
class ExileUntilNonlandMayCastByDiscarding:
    """"Exile cards from the top of your library until you exile a nonland card. You may cast that card by
    discarding a card rather than paying its mana cost." (406.3; 608.2g: cast while the ability resolves, then or
    never, its timing permissions by card type ignored; 118.9: discarding a card is an alternative cost, so X is 0,
    107.3b, and no other alternative cost can be paid, while additional costs such as offspring can, 118.9d;
    601.2h: the discard is paid as the spell is cast.) A card not cast stays in exile."""

    text: str = "exile cards until a nonland card; you may cast it by discarding a card rather than paying its mana cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.records import IllegalAction

        player = ctx.controller
        found = None
        while player.library.objects and found is None:
            card = game.move(player.library.top(), game.exile)
            game.log("406.3", f"{player.name} exiles {card.name} from the top of their library")
            if "Land" not in game.card_types(card):
                found = card
        if found is None:
            return
        if not player.hand.objects:
            game.log("118.9", f"{player.name} has no card to discard: {found.name} can't be cast this way")
            return
        try:
            if not free_casts.may_cast_now(game, player, found, f"{ctx.source.name}: cast {found.name} by discarding a card?",
                                           ("608.2g", f"{player.name} doesn't cast {found.name}: it stays in exile")):
                return
        except IllegalAction as e:
            game.log(e.rule, f"{player.name} can't cast {found.name}: {e.reason}; it stays in exile")
            return
        game.log("601.2h", f"{player.name} discards a card rather than paying {found.name}'s mana cost")
        game.discard(player, 1)


@dataclass(frozen=True)
class WatchTargetsCombatDamageThisTurn:
    """"Whenever that creature deals combat damage this turn, [effect]": a delayed triggered ability (603.7) created
    for each target creature, controlled by the controller of the effect that created it (603.7d), triggering each
    time that creature, as the object it is now (400.7), deals combat damage this turn (510.2); its cause is the
    creature. It ends with the turn (cleanup, 514.2)."""

    effect: Any
    text: str = "whenever that creature deals combat damage this turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for t in ctx.targets:
            if t is not None and t.zone is game.battlefield:
                game.combat_damage_watches.append((t.id, ctx.source, ctx.controller, self))
                game.log("603.7", f"{ctx.source.name} creates a delayed triggered ability: {self.text} ({t})")



def dealt_combat_damage(game: Game, sources: list[Any]) -> None:
    """603.7, 510.2: the delayed "whenever that creature deals combat damage this turn" abilities of the creatures
    in ``sources``, which have just dealt combat damage, trigger."""
    from mtg_rulings.reference_engine.abilities import Filter, TriggeredAbility
    from mtg_rulings.reference_engine.records import PendingTrigger

    for creature in sources:
        for cid, source, controller, watch in list(game.combat_damage_watches):
            if cid == creature.id:
                ability = TriggeredAbility(f"{watch.text}, {watch.effect.text}", "combat_damage",
                                           Filter("that creature", lambda g, o, s: True), watch.effect)
                game.log("603.7", f"{source.name}'s delayed triggered ability triggers: {creature} dealt combat damage")
                game.pending.append(PendingTrigger(source, controller, ability, creature, source_id=source.id))


@dataclass(frozen=True)
class MayDiscardThenDraw:
    """"You may discard a card. If you do, draw a card." (701.9a, 121.1; 608.2c: the draw only if a card was
    discarded)."""

    text: str = "you may discard a card. If you do, draw a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        if not player.hand.objects or game.decide(player, "may", f"{ctx.source.name}: discard a card to draw a card?",
                                                  ("yes", "no")) != "yes":
            return
        if game.discard(player, 1):
            game.draw(player)


@dataclass(frozen=True)
class NoncombatDamagePlus:
    """"If a source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it
    deals that much damage plus [amount] instead." (614.1a: a replacement effect; the damage, extra included, is
    dealt by the same source, 120.3.)"""

    text: str
    amount: int = 2


def damage_after_replacements(game: Game, source: Any, target: Any, n: int, combat: bool) -> int:
    """The damage ``source`` deals to ``target`` after the replacement effects that add to it (614.1a). The order in
    which such an effect and a prevention effect apply, which the affected player would choose (616.1), isn't asked:
    the additions apply first."""
    from mtg_rulings.reference_engine.objects import Player

    if combat or n <= 0:
        return n
    you = getattr(source, "controller", None)
    affected = target if isinstance(target, Player) else getattr(target, "controller", None)
    for s, ability in game.statics(NoncombatDamagePlus):
        if you is not None and s.controller is you and affected in game.opponents(you):
            game.log("614.1a", f"{s}'s replacement effect: {source} deals {n + ability.amount} damage instead of {n}")
            n += ability.amount
    return n


@dataclass(frozen=True)
class TapCreaturesForActivationMana:
    """"For each mana in this ability's activation cost, you may tap an untapped creature you control rather than
    pay that mana." (602.2b: paid as the ability's cost is paid; 118.3: the generic mana of the cost, after
    increases and reductions, 601.2f, is the most that can be paid this way; 302.6: tapping a creature for a cost
    without the {T} symbol doesn't need it to have been controlled since the turn began.)"""

    text: str


def creatures_for_mana(game: Game, player: Any, obj: Any, total: Any) -> tuple[Any, list[Any]]:
    """The cost ``total`` of ``obj``'s ability less one generic mana for each untapped creature ``player`` chooses
    to tap instead (:class:`TapCreaturesForActivationMana`), and those creatures; they are tapped as the cost is
    paid."""
    if total is None or not any(isinstance(a, TapCreaturesForActivationMana) for a in game.abilities(obj)):
        return total, []
    chosen: list[Any] = []
    while len(chosen) < total.generic:
        left = [o for o in game.permanents() if o.controller is player and not o.tapped and o not in chosen
                and "Creature" in game.characteristics(o).types]
        if not left:
            break
        pick = game.decide(player, "tap", f"{obj.name}: tap a creature rather than pay {{1}}", [*left, "no more"])
        if pick == "no more":
            break
        chosen.append(pick)
    if chosen:
        game.log("602.2b", f"{player.name} taps {', '.join(map(str, chosen))} rather than pay {len(chosen)} mana")
        total = type(total)(generic=total.generic - len(chosen), colored=dict(total.colored))
    return total, chosen
