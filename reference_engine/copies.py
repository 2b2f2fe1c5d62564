"""Copying spells from abilities (707.10), token copies of permanents with exceptions (707.9b), and the history
of spells cast this turn that such abilities read.

Sources: 707.10 (to copy a spell is to put a copy of it on the stack; a copy isn't cast, so "whenever you cast"
abilities don't trigger for it; its controller may choose new targets, 707.10c), 707.10 with 608.2h (an ability
that copies "that spell" copies it as it last existed on the stack if it has left it: a countered spell is still
copied), 707.2 and 707.9b (a token copy has the copiable values of the permanent, except what the effect says:
"except it's 1/1"; the exception is part of the copiable values), 707.5 (it enters as a copy: its "enters" and
"enters with" abilities work), 107.3m with 707.2 (X in the copied mana cost is 0), 601.2i (a spell becomes
cast; "the first instant spell you've cast this turn" counts the spells cast).
"""

from __future__ import annotations

import copy as _copy
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import free_casts
from mtg_rulings.reference_engine.abilities import Filter
from mtg_rulings.reference_engine.objects import Zone

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class StackSnapshot:
    """A spell as it last existed on the stack (608.2h): what a copy of it copies (707.10: its choices)."""

    card: CardDef
    targets: tuple[Any, ...]
    x: int | None
    mode: Any
    cast_as_adventure: bool
    gift_to: Any

    @staticmethod
    def of(spell: GameObject) -> StackSnapshot:
        return StackSnapshot(spell.card, tuple(spell.targets), spell.x, spell.mode, spell.cast_as_adventure,
                             getattr(spell, "gift_to", None))

    def restored(self, spell: GameObject) -> GameObject:
        """A stand-in for ``spell`` as it was on the stack, to copy (never put in a zone)."""
        ghost = _copy.copy(spell)
        ghost.card, ghost.targets, ghost.x, ghost.mode = self.card, list(self.targets), self.x, self.mode
        ghost.cast_as_adventure, ghost.gift_to = self.cast_as_adventure, self.gift_to
        return ghost


@dataclass(frozen=True)
class CopyCause:
    """"Copy that spell. You may choose new targets for the copy": the spell whose casting made the ability
    trigger (707.10, 707.10c). A spell that has left the stack (countered, 701.6a) is copied as it last existed
    there (608.2h): the copy is still put on the stack, with the same choices."""

    text: str = "copy that spell"
    new_targets: bool = True  # "You may choose new targets for the copy" (707.10c); without it, the same targets

    def apply(self, game: Game, ctx: EffectContext) -> None:
        spell = ctx.cause
        if spell is None:
            game.log("707.10", f"{ctx.source.name}: there is no spell to copy")
            return
        if spell not in game.stack:
            if spell.last_on_stack is None:
                game.log("707.10", f"{spell.name} was never on the stack: there is no spell to copy")
                return
            game.log("608.2h", f"{spell.name} has left the stack; it is copied as it last existed there")
            spell = spell.last_on_stack.restored(spell)
        game.copy_spell(spell, ctx.controller, self.new_targets)


def first_cast_this_turn(kind: Filter) -> Filter:
    """"The first [kind] spell you've cast this turn" (601.2i): the spell is the first one its caster cast this
    turn that matches ``kind`` (the source's controller is that caster)."""

    def test(game: Game, obj: GameObject, source: GameObject) -> bool:
        mine = [s for p, s in game.cast_this_turn if p is source.controller and kind(game, s, source)]
        return bool(mine) and mine[0] is obj

    return Filter(f"the first {kind.text} spell you've cast this turn", test)


@dataclass(frozen=True)
class TokenCopyOfTargets:
    """"Create a token that's a copy of that creature, except it's P/T" for each target on the battlefield now
    (707.2, 707.9b); ``nonlegendary_only``: "if that creature isn't legendary" (checked as the instruction is
    followed, 608.2c)."""

    except_power: int | None = None
    except_toughness: int | None = None
    nonlegendary_only: bool = False
    text: str = "create a token that's a copy of that creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.dfc import token_copy

        for original in ctx.targets:
            if getattr(original, "zone", None) is not game.battlefield:
                continue
            if self.nonlegendary_only and "Legendary" in game.characteristics(original).supertypes:
                game.log("608.2c", f"{original} is legendary: no token copy of it is created")
                continue
            values, back_up = token_copy(game, original)
            if self.except_power is not None:
                values = replace(values, power=self.except_power, toughness=self.except_toughness)  # 707.9b
            create_token_copy(game, values, back_up, ctx.controller, str(original))


def create_token_copy(game: Game, values: CardDef, back_up: bool, controller: Player, of: str,
                      tapped: bool = False) -> GameObject:
    """Create a token with the copiable values ``values`` and put it onto the battlefield as a copy (707.2, 707.5,
    111.3); ``back_up``: a double-faced token with its back face up (707.8a); ``tapped``: "create a tapped token"
    (it enters tapped)."""
    token = game.new_object(values, controller, Zone("outside"))
    token.is_token = True
    token.copy_of = values
    token.transformed = back_up
    game.log("707.2", f"{controller.name} creates a token that's a copy of {of}"
             + (f", except it's {values.power}/{values.toughness} (707.9b)" if values.power is not None else ""))
    return game.enter_battlefield([token], controller, tapped=tapped)[0]


@dataclass(frozen=True)
class TokenCopiesOfEachCause:
    """"For each of them, create a [tapped] token that's a copy of it": each object of the "one or more" event that
    made the ability trigger (603.2c) still on the battlefield. Each new token has the copiable values of its
    original as its creating effect made it, or as what it copies (707.2, 707.3, 111.3), none of its status or
    counters; X in its mana cost is 0 (107.3); it enters as a copy, so its enters abilities work (707.5)."""

    tapped: bool = False
    text: str = "for each of them, create a token that's a copy of it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.dfc import token_copy

        originals = game.batch_events.get(id(ctx.cause), [ctx.cause]) if ctx.cause is not None else []
        for original in originals:
            if getattr(original, "zone", None) is not game.battlefield:
                game.log("608.2c", f"{original} is no longer on the battlefield: no token copy of it is created")
                continue
            values, back_up = token_copy(game, original)
            create_token_copy(game, values, back_up, ctx.controller, str(original), tapped=self.tapped)


def become_copy_until_end_of_turn(game: Game, obj: GameObject, values: CardDef, of: str) -> None:
    """``obj`` becomes a copy of ``values`` until end of turn (707.2, 611.2a): its copiable values change (layer 1,
    613.1a); its counters, status and other effects stay (707.2 copies characteristics only). It ends in the
    cleanup step (514.2), or when the object leaves the battlefield (400.7)."""
    game.__dict__.setdefault("copies_until_end_of_turn", []).append((obj, obj.id, obj.copy_of))
    obj.copy_of = values
    game.log("707.2", f"{obj} becomes a copy of {of} until end of turn")


def end_of_turn(game: Game) -> None:
    """514.2: "becomes a copy ... until end of turn" ends: each such object, still the object it was (400.7), gets
    back the copiable values it had before."""
    held = game.__dict__.get("copies_until_end_of_turn") or []
    for obj, oid, before in reversed(held):
        if obj.id == oid and obj.zone is game.battlefield:
            obj.copy_of = before
            game.log("514.2", f"{obj}'s copy effect ends: it is {game.characteristics(obj).name} again")
    held.clear()


@dataclass(frozen=True)
class MayExileFromGraveyardThenBecomeCopy:
    """"Then you may exile a card from a graveyard. If a creature card was exiled this way, you may have [this]
    become a copy of that card until end of turn": all while the ability resolves (608.2c). The copy has the
    card's printed copiable values (707.2; a card in a graveyard is a new object, 400.7) and keeps its counters."""

    text: str = "you may exile a card from a graveyard; you may have it become a copy of that card until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cards = [o for p in game.players for o in p.graveyard]
        if not cards or game.decide(ctx.controller, "may", f"{ctx.source.name}: exile a card from a graveyard?",
                                    ("yes", "no")) != "yes":
            game.log("609.3", f"{ctx.controller.name} exiles no card from a graveyard")
            return
        card = game.decide(ctx.controller, "exile", f"{ctx.source.name}: choose a card to exile", cards)
        creature = "Creature" in game.characteristics(card).types
        values = card.card.front_face
        game.move(card, game.exile)
        game.log("406.2", f"{card.name} is exiled")
        if not creature:
            game.log("608.2c", f"{card.name} isn't a creature card: there is nothing to become a copy of")
            return
        source = ctx.source_permanent(game)
        if source is None:
            game.log("611.2c", f"{ctx.source.name} is no longer on the battlefield: it can't become a copy")
            return
        if game.decide(ctx.controller, "may", f"{source}: become a copy of {card.name} until end of turn?",
                       ("yes", "no")) == "yes":
            become_copy_until_end_of_turn(game, source, values, card.name)


@dataclass(frozen=True)
class MayCastFromHandFreeElsePutLand:
    """"You may cast a permanent spell with equal or lesser mana value from your hand without paying its mana cost.
    If you don't, you may put a land card from your hand onto the battlefield": the mana value is that of the spell
    whose casting made the ability trigger (202.3; as it last existed on the stack, 608.2h). The spell is cast
    while the ability resolves (608.2g), from the hand (601.2a). Only if no spell was cast this way may a land be
    put onto the battlefield (608.2c), whether or not one could have been cast."""

    text: str = "you may cast a permanent spell from your hand without paying its mana cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        most = game.mana_value(ctx.cause) if ctx.cause is not None else 0
        spells = [c for c in player.hand if game.characteristics(c).is_permanent_card()
                  and "Land" not in game.characteristics(c).types and game.mana_value(c) <= most]
        if spells and game.decide(player, "may", f"{ctx.source.name}: cast a permanent spell with mana value {most} or "
                                  "less from your hand without paying its mana cost?", ("yes", "no")) == "yes":
            card = spells[0] if len(spells) == 1 else game.decide(player, "cast", "choose the spell to cast", spells)
            game.cast_spell(player, card, free=True, during_resolution=True)  # 608.2g, 118.9
            game.log("608.2c", f"{player.name} cast a spell this way: no land is put onto the battlefield")
            return
        lands = [c for c in player.hand if "Land" in game.characteristics(c).types]
        if lands and game.decide(player, "may", f"{ctx.source.name}: put a land card from your hand onto the "
                                 "battlefield?", ("yes", "no")) == "yes":
            land = lands[0] if len(lands) == 1 else game.decide(player, "put_onto_battlefield", "choose a land card",
                                                                lands)
            game.enter_battlefield([land], player)
            game.log("305.4", f"{land.name} is put onto the battlefield: it isn't played as a land (no land play used)")


@dataclass(frozen=True)
class ExileTargetCardAndMayCastCopy:
    """"Exile up to one target [card] from your graveyard and copy it. You may cast the copy. If you do, you lose N
    life" (707.12): the copy is cast while the ability resolves (608.2g), paying its costs (601.2f-h), or never; a
    copy not cast ceases to exist the next time state-based actions are checked (704.5e)."""

    lose_life: int = 0
    text: str = "exile target card from your graveyard and copy it; you may cast the copy"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.records import IllegalAction

        player = ctx.controller
        for card in ctx.targets:
            if getattr(card, "zone", None) is not player.graveyard:
                continue
            exiled = game.move(card, game.exile)
            game.log("406.2", f"{exiled.name} is exiled")
            copy = game.new_object(exiled.card.front_face, player, game.exile)
            copy.is_copy = True
            game.log("707.12", f"{player.name} copies {exiled.name} (a copy of a card, in exile)")
            try:  # 608.2g: now or never, its costs paid
                if not free_casts.may_cast_now(game, player, copy, f"{ctx.source.name}: cast the copy of {exiled.name}?",
                                               ("704.5e", f"{player.name} doesn't cast the copy: it will cease to exist"),
                                               free=False):
                    continue
            except IllegalAction as e:
                game.log(e.rule, f"the copy of {exiled.name} can't be cast: {e.reason}")
                continue
            if self.lose_life:
                from mtg_rulings.reference_engine.abilities import lose_life

                lose_life(game, player, self.lose_life)  # 119.3
