"""Composable building blocks for abilities and effects.

A card's behaviour is written as a tuple of these blocks, one per Oracle sentence, so the mapping
from Oracle text to rules is visible in the card data (see ``reference_engine/cards``).

Sources: 113 (abilities), 602 (activated), 603 (triggered), 604/611 (static), 605 (mana abilities),
609 (effects), 111 (tokens), 122 (counters), 119 (life).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from reference_engine.mana import COLORS, MANA_TYPES, ManaCost

if TYPE_CHECKING:
    from reference_engine.cards.model import CardDef
    from reference_engine.game import Game
    from reference_engine.objects import GameObject, Player


# --- filters ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter:
    """A predicate on an object, relative to the source of the ability that uses it.

    Filters compose with ``&`` and ``|``; ``text`` is how the Oracle sentence says it.
    """

    text: str
    test: Callable[[Game, GameObject, GameObject], bool]

    def __call__(self, game: Game, obj: GameObject, source: GameObject) -> bool:
        return self.test(game, obj, source)

    def __and__(self, other: Filter) -> Filter:
        return Filter(f"{self.text} {other.text}", lambda g, o, s: self(g, o, s) and other(g, o, s))

    def __or__(self, other: Filter) -> Filter:
        return Filter(f"{self.text} or {other.text}", lambda g, o, s: self(g, o, s) or other(g, o, s))


def card_type(name: str) -> Filter:
    """Objects with the card type ``name`` (205.2)."""
    return Filter(name.lower(), lambda g, o, s: name in g.characteristics(o).types)


def subtype(name: str) -> Filter:
    """Objects with the subtype ``name`` (205.3)."""
    return Filter(name, lambda g, o, s: name in g.characteristics(o).subtypes)


SELF = Filter("this object", lambda g, o, s: o is s)
ANOTHER = Filter("another", lambda g, o, s: o is not s)
YOU_CONTROL = Filter("you control", lambda g, o, s: o.controller is s.controller)
LAND = card_type("Land")
CREATURE = card_type("Creature")
ARTIFACT = card_type("Artifact")
ANY_PERMANENT = Filter("permanent", lambda g, o, s: True)


# --- effects ---------------------------------------------------------------------------------------


@dataclass
class EffectContext:
    """What an effect needs while it is applied (608.2): its source, controller and X."""

    source: GameObject
    controller: Player
    x: int | None = None


class Effect(Protocol):
    @property
    def text(self) -> str: ...

    def apply(self, game: Game, ctx: EffectContext) -> None: ...


@dataclass(frozen=True)
class PutCounters:
    """Put ``amount`` counters of ``kind`` on the source (122.1, 122.6)."""

    kind: str
    amount: int = 1
    text: str = "put a counter on this permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.put_counters(ctx.source, self.kind, self.amount)


@dataclass(frozen=True)
class CreateTokens:
    """Create ``amount`` tokens of a token definition under the controller's control (111.1, 111.2)."""

    token: CardDef
    amount: int = 1
    text: str = "create a token"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.create_tokens(self.token, self.amount, ctx.controller)


@dataclass(frozen=True)
class GainLife:
    """The controller gains ``amount`` life (119.3)."""

    amount: int
    text: str = "gain life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.gain_life(ctx.controller, self.amount)


@dataclass(frozen=True)
class PumpSelf:
    """The source gets +power/+toughness until end of turn (611.2a, 514.2)."""

    power: int
    toughness: int
    text: str = "this creature gets +N/+N until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.pump_until_end_of_turn(ctx.source, self.power, self.toughness)


@dataclass(frozen=True)
class AddMana:
    """Add mana to the controller's pool (106.3). ``mana`` is a type, or ``"any color"`` (a choice)."""

    mana: str
    amount: int = 1
    text: str = "add mana"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if self.mana == "any color":
            mana_type = game.decide(ctx.controller, "color", f"{ctx.source.name}: choose a color of mana", COLORS)
        else:
            mana_type = self.mana
        game.produce_mana(ctx.source, ctx.controller, mana_type, self.amount)


@dataclass(frozen=True)
class May:
    """"You may [effect]": the controller chooses on resolution (609.3), each instance separately."""

    effect: Effect
    text: str = "you may"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "yes":
            self.effect.apply(game, ctx)
        else:
            game.log("609.3", f"{ctx.controller.name} chooses not to: {self.text}")


# --- costs and abilities ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1a): mana, {T} (107.5), {Q} (107.6), sacrificing a permanent."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice: Filter | None = None


@dataclass(frozen=True)
class ActivatedAbility:
    """"[Cost]: [Effect]" (602.1). A mana ability (605.1a) doesn't use the stack (605.3b)."""

    text: str
    cost: Cost
    effect: Effect
    mana_ability: bool = False
    sorcery_speed: bool = False


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (603.1).

    ``event`` names the kind of game event (``"enters"``); ``condition`` selects which objects of
    that event make it trigger, once for each (603.2c). ``keyword`` names a keyword ability it is
    part of, such as landfall (an ability word) or hideaway.
    """

    text: str
    event: str
    condition: Filter
    effect: Effect
    keyword: str | None = None


@dataclass(frozen=True)
class PlayFromLibraryTop:
    """"You may play lands and cast [filter] spells from the top of your library" (601.3, 305.1)."""

    lands: bool
    spells: Filter | None
    text: str = "you may play from the top of your library"


@dataclass(frozen=True)
class LookAtLibraryTopAnyTime:
    """"You may look at the top card of your library any time" (401.5 limits it mid-action)."""

    text: str = "you may look at the top card of your library any time"


@dataclass(frozen=True)
class AdditionalTrigger:
    """"If [cause] causes a triggered ability of a permanent you control to trigger, that ability
    triggers an additional time" (603.2d).

    ``event`` is the kind of event (``"enters"``), ``cause`` selects the objects whose event counts.
    Only triggered abilities of permanents the static ability's controller controls are affected.
    """

    event: str
    cause: Filter
    text: str = "that ability triggers an additional time"


StaticAbility = PlayFromLibraryTop | LookAtLibraryTopAnyTime | AdditionalTrigger
Ability = ActivatedAbility | TriggeredAbility | StaticAbility


@dataclass(frozen=True)
class SpellEffect:
    """The effect of an instant or sorcery spell as it resolves (608.2)."""

    effects: tuple[Effect, ...] = field(default_factory=tuple)
    text: str = ""


def mana_ability(text: str, mana: str, tap: bool = True, cost: str | None = None,
                 sacrifice: Filter | None = None) -> ActivatedAbility:
    """Shorthand for "{T}: Add {X}." and its variants (605.1a)."""
    if mana not in MANA_TYPES and mana != "any color":
        raise ValueError(f"unknown mana {mana!r}")
    return ActivatedAbility(
        text=text,
        cost=Cost(mana=ManaCost.parse(cost) if cost else None, tap=tap, sacrifice=sacrifice),
        effect=AddMana(mana, text=text),
        mana_ability=True,
    )
