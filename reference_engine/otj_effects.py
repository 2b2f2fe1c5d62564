"""Effects the Outlaws of Thunder Junction cards need, as general building blocks (609): choosing a permanent
that gains keywords, exiling targets until the next end step, a conditional destroy, "can't be blocked this
turn", a library position chosen by a card's owner, and a token whose power and toughness are counted as it is
created (the search that puts a card onto the battlefield is reference_engine/searches.py's).

Sources: 608.2c (instructions in their written order), 608.2h (amounts counted as the effect happens), 611.2c
(a continuous effect from a resolving spell affects only the objects it names then), 613.7 (timestamps), 603.7
(delayed triggered abilities), 610.3 (exile, then return), 400.7 (an object that changes zones is a new one),
509.1b (restrictions on blocking), 111.2 (creating tokens).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.layers import CreateEffect

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Count, Filter
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class ChooseAndGainKeywords:
    """"Choose a creature you control. It gains indestructible until end of turn." (no target, 115.10a): the
    controller chooses one permanent ``filter`` selects as the effect happens; it gains ``keywords`` until end of
    turn, with this effect's timestamp (613.7: after an earlier "loses all abilities" it still has them)."""

    filter: Filter
    keywords: tuple[str, ...]
    text: str = "choose a creature you control; it gains keywords until end of turn"

    def apply(self, game: Game, ctx: Any) -> None:
        options = [o for o in game.permanents() if self.filter(game, o, ctx.source)]
        if not options:
            game.log("609.3", f"{ctx.source.name}: there is no {self.filter.text} to choose")
            return
        chosen = game.decide(ctx.controller, "choose", f"{ctx.source.name}: choose {self.filter.text}", options)
        game.log("608.2c", f"{ctx.controller.name} chooses {chosen} (not a target)")
        CreateEffect(on="targets", keywords=self.keywords, duration="end_of_turn", text=self.text).apply(
            game, replace(ctx, targets=[chosen]))


@dataclass(frozen=True)
class ExileTargetsUntilNextEndStep:
    """"Exile target [creature]. Return it to the battlefield under its owner's control at the beginning of the
    next end step." (610.3, 603.7): a delayed triggered ability returns the exiled card, a new object (400.7); a
    card that left exile before then stays where it is."""

    text: str = "exile target creature; return it at the beginning of the next end step"

    def apply(self, game: Game, ctx: Any) -> None:
        for target in [t for t in ctx.targets if t.zone is game.battlefield]:
            exiled = game.move(target, game.exile)
            game.log("610.3", f"{ctx.source.name} exiles {exiled}")
            game.create_delayed_trigger("end", ctx.source, ctx.controller, _ReturnFromExile(exiled, exiled.id),
                                        f"return {exiled.name} to the battlefield under its owner's control")


@dataclass(frozen=True)
class _ReturnFromExile:
    """The delayed ability's effect: the card exiled, if it is still the same object in exile (400.7)."""

    card: GameObject
    card_id: int
    text: str = "return the exiled card to the battlefield under its owner's control"

    def apply(self, game: Game, ctx: Any) -> None:
        if self.card.zone is not game.exile or self.card.id != self.card_id:
            game.log("400.7", f"{self.card.name} is no longer the card exiled: it isn't returned")
            return
        game.enter_battlefield([self.card], self.card.owner)
        game.log("610.3", f"{self.card.name} returns to the battlefield under {self.card.owner.name}'s control")


@dataclass(frozen=True)
class DestroyTargetsIf:
    """"Destroy target creature if [it matches ``filter``]" (608.2c): checked as the effect happens; a target that
    doesn't match then is left alone."""

    filter: Filter
    text: str = "destroy target creature if ..."

    def apply(self, game: Game, ctx: Any) -> None:
        targets = [t for t in ctx.targets if t.zone is game.battlefield]
        kept = [t for t in targets if not self.filter(game, t, ctx.source)]
        for t in kept:
            game.log("608.2c", f"{t} isn't {self.filter.text}: it isn't destroyed")
        game.destroy([t for t in targets if t not in kept])


@dataclass(frozen=True)
class TargetsCantBeBlockedThisTurn:
    """"It can't be blocked this turn" of a resolving spell (509.1b, 611.2c): a restriction on the target
    permanent, as the object it is now (400.7), until the turn ends. It isn't an ability: losing all abilities
    doesn't end it."""

    text: str = "it can't be blocked this turn"

    def apply(self, game: Game, ctx: Any) -> None:
        for t in ctx.targets:
            if t.zone is game.battlefield:
                game.cant_be_blocked_this_turn.add(t.id)
                game.log("611.2c", f"{t} can't be blocked this turn")


@dataclass(frozen=True)
class OwnerPutsOnTopOrBottom:
    """"Target [permanent]'s owner puts it on their choice of the top or bottom of their library" (401.1): the
    owner chooses ``top`` or ``bottom`` as the effect happens."""

    text: str = "its owner puts it on the top or bottom of their library"

    def apply(self, game: Game, ctx: Any) -> None:
        for t in [t for t in ctx.targets if t.zone is game.battlefield]:
            where = game.decide(t.owner, "library_place", f"{t.name}: put it on the top or bottom of your library",
                                ("top", "bottom"))
            game.move(t, t.owner.library, top=where == "top")
            game.log("401.1", f"{t.owner.name} puts {t.name} on the {where} of their library")


@dataclass(frozen=True)
class CreateTokenSizedByCount:
    """"Create an X/X [token], where X is [count]" (111.2, 608.2h): X is counted once, as the token is created; it
    is the token's printed power and toughness, and doesn't change later."""

    token: CardDef
    count: Count
    text: str = "create an X/X token"

    def apply(self, game: Game, ctx: Any) -> None:
        x = self.count.resolving(game, ctx)
        game.log("608.2h", f"X is {x}: {self.count.text}")
        game.create_tokens(replace(self.token, power=x, toughness=x), 1, ctx.controller)


@dataclass(frozen=True)
class MayPayMana:
    """"You may pay [mana]. If you do, [effect]" (609.3, 117.12): the controller chooses as the ability resolves; the
    mana is paid from their mana pool, and only a payment made lets the effect happen."""

    mana: str
    effect: Any
    text: str = "you may pay mana; if you do, ..."

    def apply(self, game: Game, ctx: Any) -> None:
        from mtg_rulings.reference_engine.mana import ManaCost

        cost = ManaCost.parse(self.mana).total(0)
        pool = ctx.controller.mana_pool
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: pay {self.mana}?", ("yes", "no")) != "yes":
            game.log("609.3", f"{ctx.controller.name} chooses not to pay {self.mana}")
            return
        if not pool.can_pay(cost):
            game.log("117.12", f"{ctx.controller.name} can't pay {self.mana}: nothing happens")
            return
        pool.pay(cost)
        game.log("117.12", f"{ctx.controller.name} pays {self.mana}")
        self.effect.apply(game, ctx)


@dataclass(frozen=True)
class ReturnSelfFromGraveyard:
    """"Return this card from your graveyard to the battlefield" (400.7): only if it is still the card the ability
    came from, in its owner's graveyard."""

    tapped: bool = False
    text: str = "return this card from your graveyard to the battlefield"

    def apply(self, game: Game, ctx: Any) -> None:
        card = ctx.source
        if card.zone is not card.owner.graveyard or (ctx.source_id is not None and card.id != ctx.source_id):
            game.log("400.7", f"{card.name} is no longer the card in the graveyard the ability came from")
            return
        game.log("400.7", f"{card.name} returns from {card.owner.name}'s graveyard to the battlefield")
        game.enter_battlefield([card], card.owner, tapped=self.tapped)


@dataclass(frozen=True)
class ReturnTargetCardsToBattlefield:
    """"Return target [card] from your graveyard to the battlefield [tapped]" (400.7): each target card still in a
    graveyard enters under the controller of the effect, tapped if it says so (614.1c)."""

    tapped: bool = False
    text: str = "return target card from your graveyard to the battlefield"

    def apply(self, game: Game, ctx: Any) -> None:
        cards = [t for t in ctx.targets if t.zone.name == "graveyard"]
        if cards:
            game.enter_battlefield(cards, ctx.controller, tapped=self.tapped)


@dataclass(frozen=True)
class ExileAnyNumberAndReturn:
    """"Exile any number of [filter permanents], then return them to the battlefield under their owner's control"
    (610.3, 400.7), done once, then X more times with ``repeat_x`` ("Then repeat this process X more times"). Each
    time the controller chooses anew, one by one, any number (none too); the chosen ones are exiled, then the cards
    return together, as new objects (their counters gone; Auras left on the battlefield go to the graveyard,
    704.5m; Equipment stays, unattached). A token exiled ceases to exist (111.7) and doesn't return."""

    filter: Filter
    repeat_x: bool = False
    text: str = "exile any number of creatures you control, then return them to the battlefield"

    def apply(self, game: Game, ctx: Any) -> None:
        times = 1 + ((ctx.x or 0) if self.repeat_x else 0)
        for n in range(times):
            options = [o for o in game.permanents() if self.filter(game, o, ctx.source)]
            chosen: list[Any] = []
            while True:
                left = [o for o in options if o not in chosen]
                pick = game.decide(ctx.controller, "exile", f"{ctx.source.name}: choose a permanent to exile "
                                   f"(process {n + 1} of {times})", [*left, "no more"])
                if pick == "no more":
                    break
                chosen.append(pick)
            exiled = [game.move(o, game.exile) for o in chosen]
            game.log("610.3", f"{ctx.source.name} exiles {', '.join(map(str, exiled)) or 'nothing'}")
            cards = [o for o in exiled if not o.is_token]
            for token in [o for o in exiled if o.is_token]:
                game.exile.objects.remove(token)
                game.log("111.7", f"{token.name} is a token: it ceases to exist in exile and doesn't return")
            if cards:
                game.enter_battlefield(cards, None)
                game.log("610.3", f"{', '.join(c.name for c in cards)} return to the battlefield under their owners' "
                                  "control, as new objects (400.7)")


def no_other_greater_power(game: Game, obj: GameObject, source: Any) -> bool:
    """"If no other creature has greater power": ``obj``'s power is at least that of every other creature."""
    power = game.characteristics(obj).power or 0
    return all((game.characteristics(o).power or 0) <= power for o in game.permanents()
               if o is not obj and "Creature" in game.card_types(o))
