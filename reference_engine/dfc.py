"""Nonmodal double-faced cards (712), transforming (701.27), copies of permanents (707) and color identity (903.4).

A double-faced card is one :class:`~mtg_rulings.reference_engine.cards.model.CardDef` whose ``back`` is its back face; a
permanent has its back face up while ``GameObject.transformed`` is true, and :meth:`Game.face` then gives the back
face's characteristics (712.8e). Everywhere but the battlefield only the front face counts (712.8a), which the
game gets for free: a zone change clears ``transformed`` (712.14, 400.7).

Sources: 202.3b (mana value of a back face), 204 (color indicator), 701.27 (transform), 707.2-707.3 (copiable
values), 707.5 (enters as a copy), 707.8 and 707.8a (copies of double-faced permanents, double-faced tokens), 111.3
(a token's copiable values), 712.8-712.18 (double-faced cards), 712.20 ("as this transforms"), 903.4 (color identity).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtg_rulings.reference_engine.emblems import apply_as_transforms
from mtg_rulings.reference_engine.mana import COLORS
from mtg_rulings.reference_engine.objects import Zone

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext, Filter
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_REMINDER = re.compile(r"\([^()]*\)")


def is_double_faced(obj: GameObject) -> bool:
    """712.9: whether ``obj`` is represented by a double-faced card or a double-faced token. A single-faced card
    that copies a double-faced permanent is not (it copies only the face that's up, 707.8); a token created as
    a copy of one is (707.8a)."""
    if obj.is_token:
        return (obj.copy_of or obj.card).back is not None
    return obj.card.back is not None


def copied_face(game: Game, original: GameObject) -> CardDef:
    """The copiable values a single-faced object gets by copying ``original`` (707.2, 707.3): the face that's up,
    and only that face (707.8), as modified by other copy effects (a copy of a copy copies what it copied)."""
    face = game.face(original)
    return face.front_face


def token_copy(game: Game, original: GameObject) -> tuple[CardDef, bool]:
    """What a token created as a copy of ``original`` is (707.2, 707.8a): a double-faced token with both faces
    when ``original`` is a double-faced permanent, entering with the same face up; else the face that's up. A
    token's copiable values are those its creating effect gave it (111.3), kept as the token's card."""
    if is_double_faced(original):
        return original.copy_of or original.card, original.transformed
    return copied_face(game, original), False


def mana_value_cost_owner(obj: GameObject, face: CardDef) -> CardDef | None:
    """The card whose mana cost gives ``obj`` its mana value when ``face`` is up (202.3b, 712.8e): a back face up
    on a double-faced permanent uses its front face's mana cost; a copy of a back face (even a double-faced copy)
    has none, so its mana value is 0. Any other face uses its own mana cost."""
    if not face.back_face:
        return face
    if obj.copy_of is None and obj.transformed and obj.card.back is face:
        return obj.card
    return None


def transform(game: Game, obj: GameObject, since: int | None = None) -> bool:
    """701.27a: turn a double-faced permanent over so that its other face is up; it stays the same object
    (712.18). Nothing happens to a permanent that isn't represented by a double-faced card or token (701.27c,
    712.9), or whose other face is an instant or sorcery face (701.27d). ``since`` is the permanent's transform
    count when the ability doing this was put on the stack: if it has transformed since, the instruction is
    ignored (701.27f). (An ability transforming its own source passes ``EffectContext.source_permanent``: a
    source that left the battlefield, even one that came back as a new object, isn't transformed, 400.7.) Then
    "as this transforms into" abilities apply (712.20) and "transforms into" abilities trigger (701.27e)."""
    if obj.zone is not game.battlefield:
        game.log("701.27a", f"{obj.name} is no longer on the battlefield: it doesn't transform")
        return False
    if not is_double_faced(obj):
        game.log("701.27c", f"{obj} isn't a double-faced card or token: nothing happens")
        return False
    card = obj.copy_of or obj.card
    other = card if obj.transformed else card.back
    assert other is not None
    if {"Instant", "Sorcery"} & set(other.base.types):
        game.log("701.27d", f"{obj}'s other face is an instant or sorcery face: nothing happens")
        return False
    if since is not None and obj.transforms != since:
        game.log("701.27f", f"{obj} has transformed since the ability was put on the stack: the instruction is ignored")
        return False
    before = game.face(obj).name
    obj.transformed = not obj.transformed
    obj.transforms += 1
    game.log("701.27a", f"{before} transforms into {game.face(obj).name} ({'back' if obj.transformed else 'front'} "
                        "face up); it is the same object (712.18)")
    apply_as_transforms(game, obj)
    game._check_triggers("transforms", [obj])
    return True


#: id of a card definition -> (the definition, kept so the id isn't reused; its color identity). Safe to keep: a
#: definition is a frozen dataclass of strings, tuples and frozen faces, so its color identity never changes.
_IDENTITIES: dict[int, tuple[CardDef, tuple[str, ...]]] = {}


def color_identity(card: CardDef) -> tuple[str, ...]:
    """903.4: the colors of the mana symbols in the card's mana cost and rules text (reminder text aside,
    903.4c), and of its color indicator, on both faces of a double-faced card (903.4d) and with an adventurer
    card's alternative characteristics (903.4e). A hybrid symbol counts each of its colors. Worked out once per
    definition (every snapshot shows it for every object)."""
    known = _IDENTITIES.get(id(card))
    if known is None or known[0] is not card:
        if len(_IDENTITIES) > 10_000:  # definitions are the catalog's, and copies' few; a bound all the same
            _IDENTITIES.clear()
        known = _IDENTITIES[id(card)] = (card, _color_identity(card))
    return known[1]


def _color_identity(card: CardDef) -> tuple[str, ...]:
    """:func:`color_identity`, worked out."""
    found: set[str] = set()
    faces = [f for f in (card, card.back, card.adventure) if f is not None]
    for face in faces:
        if face.mana_cost:
            found.update(_symbol_colors(face.mana_cost))
        found.update(_symbol_colors(_REMINDER.sub("", face.oracle_text)))
        if face.colors is not None and not face.is_token:  # a color indicator (204); a token's colors aren't one
            found.update(face.colors)
    return tuple(c for c in COLORS if c in found)


def _symbol_colors(text: str) -> set[str]:
    return {part for symbol in _SYMBOL.findall(text) for part in symbol.split("/") if part in COLORS}


# --- effects --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Transform:
    """"Transform [this permanent]" (701.27a), as an effect of one of its abilities (701.27f): the permanent the
    ability came from, not a new object the card has become since (400.7)."""

    text: str = "transform this permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("701.27a", f"{ctx.source.name} is no longer the permanent the ability came from: it doesn't "
                                "transform")
            return
        transform(game, source, ctx.source_transforms)


@dataclass(frozen=True)
class ExileTargets:
    """"Exile target [permanent]" (406.2): each target still on the battlefield is put into exile, a new object
    there (400.7); a token ceases to exist there at the next state-based check (704.5d)."""

    text: str = "exile target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if target.zone is game.battlefield:
                game.move(target, game.exile)
                game.log("406.2", f"{target.name} is exiled")


@dataclass(frozen=True)
class ExileAndReturn:
    """"Exile [this permanent], then return it to the battlefield [transformed] under its owner's control"
    (712.14a): the card returns as a new object (400.7), back face up if ``transformed``. A card that isn't a
    double-faced card can't be put onto the battlefield transformed: it stays in exile (712.14a). A token
    exiled this way ceases to exist (704.5d; 111.7). "It" is the permanent the ability came from: one that has
    left the battlefield, even if it has come back as a new object (400.7), isn't exiled or returned."""

    transformed: bool = False
    text: str = "exile it, then return it to the battlefield under its owner's control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("400.7", f"{ctx.source.name} is no longer the permanent the ability came from: it isn't exiled "
                              "or returned")
            return
        exiled = game.move(source, game.exile)
        game.log("406.3", f"{exiled.name} is exiled")
        if exiled.is_token:
            game.log("111.7", f"{exiled.name} is a token: it can't return from exile")
            return
        if self.transformed and exiled.card.back is None:
            game.log("712.14a", f"{exiled.name} isn't a double-faced card: it can't be put onto the battlefield "
                                "transformed, so it stays in exile")
            return
        game.enter_battlefield([exiled], exiled.owner, transformed=self.transformed)
        face = "back face up (712.14a)" if self.transformed else "front face up (712.14)"
        game.log("712.14a" if self.transformed else "712.14", f"{exiled.name} returns to the battlefield {face}")


@dataclass(frozen=True)
class CreateTokenCopy:
    """"Create a token that's a copy of target [permanent]" (707.2, 111.1): the token has the copiable values of
    the target (a copy's copied values, 707.3; a token's own as its effect made it, 111.3), not its status,
    counters, attachments or other effects (707.2); X in its mana cost is 0 (107.3, 202.3e). A copy of a
    double-faced permanent is a double-faced token that enters with the same face up (707.8a). It enters as a
    copy, so its "as enters", "enters with" and enters-triggered abilities work (707.5)."""

    text: str = "create a token that's a copy of target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for original in ctx.targets:
            if original.zone is not game.battlefield:
                continue
            values, back_up = token_copy(game, original)
            token = game.new_object(values, ctx.controller, Zone("outside"))
            token.is_token = True
            token.copy_of = values
            token.transformed = back_up
            game.log("707.2", f"{ctx.controller.name} creates a token that's a copy of {original}"
                     + (", a double-faced token with its back face up (707.8a)" if back_up else
                        ", a double-faced token (707.8a)" if values.back is not None else ""))
            game.enter_battlefield([token], ctx.controller)


@dataclass(frozen=True)
class PutCountersPerCausePower:
    """"Put a number of [kind] counters on [this] equal to that creature's power": the creature whose event made the
    ability trigger, its power as it last existed on the battlefield (608.2h, 603.10a) when it has left (122.1); on
    the permanent the ability came from, not a new object the card has become since (400.7)."""

    kind: str
    text: str = "put a number of counters on this equal to that creature's power"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cause = ctx.cause
        source = ctx.source_permanent(game)
        if cause is None or source is None:
            return
        power = cause.last_power if cause.zone is not game.battlefield else game.characteristics(cause).power
        if power and power > 0:
            game.put_counters(source, self.kind, power)
            game.log("608.2h", f"{cause.name}'s power as it last existed on the battlefield was {power}")


@dataclass(frozen=True)
class ExileAndCopyCard:
    """"Exile [target card from a graveyard | a permanent card from your graveyard at random], then create a [tapped]
    token that's a copy of that card[, except it's a P/T <color> <subtype>]" (Ardyn's Starscourge, Sin).

    The token has the card's copiable values: what is printed on it, nothing of the object it was before it went
    to the graveyard (707.2, 400.7); X in its mana cost is 0 (107.3); the exceptions are part of its copiable
    values (707.9b): the new card types and subtype replace its other types, the color its other colors, and
    the power and toughness are its base ones. It enters as a copy, so its enters abilities work (707.5).
    ``repeat_if_land``: "If the exiled card is a land card, repeat this process" (608.2c). Not modelled: a copy of
    a double-faced card here is made of its front face only (707.8a would make a double-faced token); no scenario
    copies one."""

    random_from_graveyard: str | None = None  # a filter's text: "permanent" (only permanent cards here)
    tapped: bool = False
    repeat_if_land: bool = False
    except_types: str | None = None  # e.g. "Creature — Demon": card types and subtypes instead of the card's
    except_colors: tuple[str, ...] | None = None
    except_power: int | None = None
    except_toughness: int | None = None
    text: str = "exile a card, then create a token that's a copy of it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        while True:
            card = self._pick(game, ctx)
            if card is None:
                return
            game.move(card, game.exile)
            game.log("406.2", f"{card.name} is exiled")
            values = self._values(card.card.front_face)
            token = game.new_object(values, ctx.controller, Zone("outside"))
            token.is_token = True
            token.copy_of = values
            game.log("707.2", f"{ctx.controller.name} creates a token that's a copy of {card.name}"
                     + (f", except {self._exceptions()} (707.9b)" if self._exceptions() else ""))
            entered = game.enter_battlefield([token], ctx.controller)
            if self.tapped:
                for perm in entered:
                    perm.tapped = True
            if not (self.repeat_if_land and "Land" in card.card.base.types):
                return
            game.log("608.2c", f"{card.name} is a land card: the process repeats")

    def _pick(self, game: Game, ctx: EffectContext) -> GameObject | None:
        if self.random_from_graveyard is None:
            return next((t for t in ctx.targets if t.zone is t.owner.graveyard), None)
        pool = [c for c in ctx.controller.graveyard.objects if c.card.base.is_permanent_card()]
        if not pool:
            game.log("608.2c", f"{ctx.controller.name}'s graveyard has no permanent card: nothing is exiled")
            return None
        return game.rng.choice(pool)

    def _exceptions(self) -> str:
        parts = []
        if self.except_power is not None:
            parts.append(f"{self.except_power}/{self.except_toughness}")
        if self.except_colors is not None:
            parts.append("/".join(self.except_colors))
        if self.except_types:
            parts.append(self.except_types)
        return " ".join(parts)

    def _values(self, card: CardDef) -> CardDef:
        from dataclasses import replace

        changes: dict[str, object] = {}
        if self.except_types:
            supertypes = " ".join(card.base.supertypes)
            changes["type_line"] = f"{supertypes} {self.except_types}".strip()
        if self.except_colors is not None:
            changes["colors"] = self.except_colors
        if self.except_power is not None:
            changes["power"], changes["toughness"] = self.except_power, self.except_toughness
        return replace(card, **changes) if changes else card  # type: ignore[arg-type]


@dataclass(frozen=True)
class ChooseThenOthersGet:
    """"Choose a [creature an opponent controls]. Until end of turn, creatures other than [this] and the chosen
    creature get +P/+T" (Zenos yae Galvus): the choice isn't targeting (115.10 doesn't apply); with nothing to
    choose, the rest of the effect still happens (609.3: do as much as possible). The creatures affected are
    those on the battlefield as it resolves (611.2c); the effect ends in the cleanup step (514.2)."""

    choose: Filter
    power: int
    toughness: int
    text: str = "choose a creature; until end of turn, creatures other than this and it get +P/+T"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options = [o for o in game.permanents() if "Creature" in game.characteristics(o).types
                   and self.choose(game, o, ctx.source)]
        chosen = None
        if options:
            chosen = game.decide(ctx.controller, "choose", f"{ctx.source.name}: choose {self.choose.text}", options)
            game.log("609.3", f"{ctx.controller.name} chooses {chosen}")
        else:
            game.log("609.3", f"there is no {self.choose.text} to choose; the rest of the effect still happens")
        for obj in game.permanents():
            if "Creature" in game.characteristics(obj).types and obj is not ctx.source and obj is not chosen:
                game.pump_until_end_of_turn(obj, self.power, self.toughness)


@dataclass(frozen=True)
class TargetPlayersLoseLife:
    """"Target opponent loses N life" (119.3): each target player loses that much life."""

    amount: int
    text: str = "target player loses life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.objects import Player

        for target in ctx.targets:
            if isinstance(target, Player):
                target.life -= self.amount
                target.life_lost_this_turn += self.amount
                game.log("119.3", f"{target.name} loses {self.amount} life (now {target.life})")


@dataclass(frozen=True)
class TransformOnResolution:
    """"If this is the Nth time this ability has resolved this turn, transform [this]" (701.27a, 701.27f): the
    source counts its ability's resolutions this turn; a source no longer on the battlefield doesn't transform, nor
    does a new object the card has become since (400.7), whose ability is another one: its count isn't touched."""

    nth: int
    text: str = "if this is the Nth time this ability has resolved this turn, transform this"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("701.27a", f"{ctx.source.name} is no longer the permanent the ability came from: it doesn't "
                                "transform")
            return
        key = (game.turn_number, self.text)
        count = source.resolutions.get(key, 0) + 1
        source.resolutions[key] = count
        game.log("701.27a", f"{source.name}'s ability has resolved {count} time(s) this turn")
        if count == self.nth:
            transform(game, source, ctx.source_transforms)
