"""Continuous effects that change what an object is (611, 613), applied in layer order.

Two kinds of continuous effect change characteristics here:

- effects that a resolved spell or ability created on one object (611.2): "gets +3/+1 and gains haste until end
  of turn" (611.2a, 514.2), "becomes a 7/7 Beast creature in addition to its other types" with no duration
  (611.2a: until the game ends or the object leaves the battlefield, 400.7), "for as long as that land has a
  blight counter on it, it loses all land types and abilities and has ..." (611.2b). They are
  :class:`ObjectEffect` values kept on the object (``GameObject.effects``), in timestamp order (613.7);
- static abilities of permanents (611.3): "Nontoken creatures you control are Forest lands in addition to their
  other types" (:class:`GrantTypes`, layer 4, 205.1b), "its power and toughness are each equal to ..." (a
  characteristic-defining ability, :class:`PowerToughnessEqualTo`, 604.3, layer 7a), "gets +1/+0 for each land
  you control" (:class:`SelfGets`, layer 7c).

The layers (613.1): 4 types (613.1d), 6 abilities (613.1f), 7a-7c power and toughness (613.4a-c). Copy effects
(layer 1) are the game's ``face``; colour and control don't change here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import attachments, base_pt
from mtg_rulings.reference_engine.abilities import Count, Filter

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.model import Characteristics
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject

#: The land types (205.3i): what "loses all land types" removes.
LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
                        "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"})


#: Subtypes that aren't creature types (205.3g-i, 205.3k): what "becomes a [creature type]" keeps.
NONCREATURE_SUBTYPES = LAND_TYPES | frozenset({"Aura", "Background", "Cartouche", "Class", "Curse", "Role", "Room",
                                               "Rune", "Saga", "Shard", "Shrine", "Equipment", "Vehicle", "Food",
                                               "Treasure", "Clue", "Blood", "Gold", "Map", "Powerstone"})


def colors(obj: GameObject, printed: tuple[str, ...]) -> tuple[str, ...]:
    """Layer 5 (613.1e): the object's colours after its effects that set them, in timestamp order."""
    out = printed
    for e in effects(obj):
        if e.colors is not None:
            out = e.colors
    return out


@dataclass(frozen=True)
class ObjectEffect:
    """A continuous effect a resolving spell or ability created on one object (611.2), in the layers it touches.

    ``add_types``/``add_subtypes`` and ``lose_land_types`` are layer 4 (205.1b: "in addition to its other types"
    keeps the rest; losing land types keeps other card types and supertypes); ``lose_abilities`` then
    ``abilities`` and ``keywords`` are layer 6; ``base_power``/``base_toughness`` set them (layer 7b); ``power``/
    ``toughness`` modify them (layer 7c). ``duration`` is ``"end_of_turn"`` (it ends in the cleanup step, 514.2)
    or ``None`` (no duration stated: it lasts as long as the object stays on the battlefield, 611.2a, 400.7);
    ``while_counter`` limits it to "for as long as it has a [kind] counter on it" (611.2b)."""

    text: str
    timestamp: int
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    lose_land_types: bool = False
    lose_abilities: bool = False
    abilities: tuple[Any, ...] = ()
    keywords: tuple[str, ...] = ()
    base_power: int | None = None
    base_toughness: int | None = None
    power: int = 0
    toughness: int = 0
    duration: str | None = None
    while_counter: str | None = None
    #: "becomes a white Rabbit": the new colours (layer 5, 613.1e) and creature types (layer 4), which replace the old
    #: ones (205.1b: no "in addition to its other ...")
    colors: tuple[str, ...] | None = None
    creature_types: tuple[str, ...] | None = None

    def applies(self, obj: GameObject) -> bool:
        """611.2b: an effect "for as long as" a counter is on the object applies only while it is."""
        return self.while_counter is None or obj.counters.get(self.while_counter, 0) > 0


# --- static abilities that change characteristics (611.3) -------------------------------------------------


@dataclass(frozen=True)
class GrantTypes:
    """"[Objects] are [types] in addition to their other types" (205.1b, 611.3a): a type-changing static ability
    applied in layer 4 (613.1d) to every permanent matching ``filter``. The filter is judged on the object's
    types before type-changing static abilities apply, so an effect never feeds on itself."""

    filter: Filter
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = "are [types] in addition to their other types"


@dataclass(frozen=True)
class PowerToughnessEqualTo:
    """"[This creature's] power and toughness are each equal to [count]": a characteristic-defining ability
    (604.3), applied in layer 7a (613.4a) in every zone, as the card's printed */* (208.2a)."""

    count: Count
    text: str = "its power and toughness are each equal to a number"


@dataclass(frozen=True)
class SelfGets:
    """"[This creature] gets +P/+T for each [count]" (611.3a): a static ability modifying its own power and
    toughness in layer 7c (613.4c)."""

    power: int
    toughness: int
    per: Count | None = None
    text: str = "this creature gets +N/+N"


# --- the layers ----------------------------------------------------------------------------------------


def effects(obj: GameObject) -> list[ObjectEffect]:
    """The object's effects that apply now, in timestamp order (613.7)."""
    if not obj.effects:  # most objects have none: asked for several times per characteristics
        return []
    return sorted((e for e in obj.effects if e.applies(obj)), key=lambda e: e.timestamp)


def types(game: Game, obj: GameObject, base: Characteristics) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Layer 4 (613.1d): supertypes, card types and subtypes after type-changing effects, in timestamp order:
    the object's own effects (611.2), then the type-changing static abilities of permanents (611.3)."""
    supertypes, card_types, subtypes = base.supertypes, list(base.types), list(base.subtypes)
    for e in effects(obj):
        if e.lose_land_types:
            subtypes = [s for s in subtypes if s not in LAND_TYPES]
        card_types += [t for t in e.add_types if t not in card_types]
        subtypes += [s for s in e.add_subtypes if s not in subtypes]
        if e.creature_types is not None:  # 205.1b: the new creature types replace the old ones, other subtypes stay
            subtypes = [s for s in subtypes if s in NONCREATURE_SUBTYPES] + list(e.creature_types)
    if obj.zone is game.battlefield and obj.id not in game.types_busy:
        game.types_busy.add(obj.id)  # a filter judging this object's types sees them without layer-4 statics
        try:
            for source, grant in game.statics(GrantTypes):
                if grant.filter(game, obj, source):
                    card_types += [t for t in grant.types if t not in card_types]
                    subtypes += [s for s in grant.subtypes if s not in subtypes]
        finally:
            game.types_busy.discard(obj.id)
        subtypes += [s for s in attachments.subtypes(game, obj) if s not in subtypes]  # "is a [subtype]" (301.5f)
    return supertypes, tuple(card_types), tuple(subtypes)


def abilities(obj: GameObject, printed: tuple[Any, ...]) -> tuple[Any, ...]:
    """Layer 6 (613.1f): the object's abilities after its effects remove or add some, in timestamp order."""
    out = printed
    for e in effects(obj):
        if e.lose_abilities:
            out = ()
        out = out + e.abilities
    return out


def keywords(obj: GameObject, printed: set[str] | None = None) -> set[str]:
    """Layer 6: the keyword abilities the object has from its card (``printed``: those of the face that's up,
    by default its card's) and its effects (a static ability granting keywords is asked separately,
    ``Game.has_keyword``)."""
    found = set(obj.card.keywords) if printed is None else set(printed)
    for e in effects(obj):
        if e.lose_abilities:
            found = set()
        found |= set(e.keywords)
    return found


def lost_all(obj: GameObject) -> int | None:
    """The timestamp of the latest effect that made the object lose all abilities (613.1f), if one applies: abilities
    granted before it by static abilities and attachments are lost too (613.7)."""
    return max((e.timestamp for e in effects(obj) if e.lose_abilities), default=None)


@dataclass(frozen=True)
class CreaturesGet:
    """"[Creature tokens you control] get +P/+T": a static ability modifying the power and toughness of every
    creature ``filter`` selects, in layer 7c (613.4c), for as long as its source is on the battlefield (611.3a)."""

    filter: Any
    power: int = 0
    toughness: int = 0
    text: str = "creatures you control get +1/+1"


_MEASURING: set[int] = set()  # objects whose power is being worked out: a filter asking for their types


def measuring() -> bool:
    """Whether some object's power and toughness are being worked out now (layer 7c's statics, 613.4c)."""
    return bool(_MEASURING)


def power_toughness(game: Game, obj: GameObject, base: Characteristics, is_creature: bool) -> tuple[int | None, int | None]:
    """Layer 7 (613.4): 7a characteristic-defining abilities, 7b effects that set power and toughness, 7c
    effects and counters that modify them (counters, "until end of turn" pumps, Equipment and Auras, static
    abilities)."""
    power, toughness = base.power, base.toughness
    own = game.abilities(obj)
    for ability in own:  # 7a
        if isinstance(ability, PowerToughnessEqualTo):
            power = toughness = ability.count(game, obj)
    power, toughness = base_pt.layer_7b(game, obj, power, toughness)  # 7b, in timestamp order (613.7)
    if power is None or not is_creature:
        return power, toughness
    toughness = toughness or 0
    p1 = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)  # 7c
    mods = effects(obj)
    dp = p1 + sum(p for p, _ in obj.until_end_of_turn) + sum(e.power for e in mods)
    dt = p1 + sum(t for _, t in obj.until_end_of_turn) + sum(e.toughness for e in mods)
    for ability in own:
        if isinstance(ability, SelfGets):
            n = ability.per(game, obj) if ability.per else 1
            dp, dt = dp + ability.power * n, dt + ability.toughness * n
    bp, bt = attachments.bonuses(game, obj)  # Equipment and Auras: "equipped/enchanted creature gets" (613.4c)
    dp, dt = dp + bp, dt + bt
    if id(obj) not in _MEASURING:  # a filter's look at this object's types doesn't count the bonus again
        _MEASURING.add(id(obj))
        try:
            for source, ability in game.statics(CreaturesGet):
                if ability.filter(game, obj, source):
                    dp, dt = dp + ability.power, dt + ability.toughness
        finally:
            _MEASURING.discard(id(obj))
    return power + dp, toughness + dt


def end_of_turn(game: Game, obj: GameObject) -> bool:
    """514.2: "until end of turn" effects end; True if any did."""
    kept = [e for e in obj.effects if e.duration != "end_of_turn"]
    ended = len(kept) != len(obj.effects)
    obj.effects[:] = kept
    return ended


@dataclass(frozen=True)
class CreateEffect:
    """Create an :class:`ObjectEffect` on the source or on each target (611.2): "[it] gets +3/+1 and gains haste
    until end of turn", "this enchantment becomes a 7/7 Beast creature in addition to its other types", "for as
    long as that land has a blight counter on it, it loses all land types and abilities and has ..."."""

    on: str = "targets"  # "targets", "self", or "each" permanent ``filter`` selects as it resolves (611.2c)
    filter: Any = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    lose_land_types: bool = False
    lose_abilities: bool = False
    abilities: tuple[Any, ...] = ()
    keywords: tuple[str, ...] = ()
    base_power: int | None = None
    base_toughness: int | None = None
    power: int = 0
    toughness: int = 0
    duration: str | None = None
    while_counter: str | None = None
    per: Any = None  # a Count: "gets +2/+2 for each Treasure you control", counted once as it resolves
    text: str = "a continuous effect"

    def apply(self, game: Game, ctx: Any) -> None:
        power, toughness = self.power, self.toughness
        if self.per is not None:  # counted as the ability resolves and locked in (608.2h, 611.2c)
            counted = self.per.resolving(game, ctx)
            game.log("608.2h", f"{self.per.text}: {counted}, so +{power * counted}/+{toughness * counted}")
            power, toughness = power * counted, toughness * counted
        if self.on == "self":  # the permanent the ability came from, not a new object the card has become (400.7)
            source = ctx.source_permanent(game)
            objs = [source] if source is not None else []
            if source is None:
                game.log("611.2c", f"{ctx.source.name} is no longer the permanent the ability came from: \"{self.text}\" "
                                   "doesn't affect it")
        elif self.on == "each":  # "creatures you control get +2/+0 until end of turn": those there now (611.2c)
            objs = [o for o in game.permanents() if self.filter(game, o, ctx.source)]
        else:
            objs = list(ctx.targets)
        for obj in objs:
            if obj.zone is not game.battlefield:
                game.log("611.2c", f"{obj} is no longer on the battlefield: \"{self.text}\" doesn't affect it")
                continue
            if self.while_counter and not obj.counters.get(self.while_counter):
                game.log("611.2b", f"{obj} has no {self.while_counter} counter: \"{self.text}\" does nothing")
                continue
            effect = ObjectEffect(self.text, game.timestamp(), self.add_types, self.add_subtypes, self.lose_land_types,
                                  self.lose_abilities, self.abilities, self.keywords, self.base_power,
                                  self.base_toughness, power, toughness, self.duration, self.while_counter)
            obj.effects.append(effect)
            how = {"end_of_turn": "until end of turn", None: "with no duration (611.2a)"}.get(self.duration, "")
            if self.while_counter:
                how = f"for as long as it has a {self.while_counter} counter (611.2b)"
            game.log("611.2a", f"{obj}: {self.text} ({how})")
