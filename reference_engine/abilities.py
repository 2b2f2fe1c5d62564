"""Composable building blocks for abilities and effects.

A card's behaviour is written as a tuple of these blocks, one per Oracle sentence, so the mapping
from Oracle text to rules is visible in the card data (see ``reference_engine/cards``).

Sources: 113 (abilities), 115 (targets), 120 (damage), 602 (activated), 603 (triggered), 604/611
(static), 605 (mana abilities), 607 (linked abilities), 609 (effects), 614 (replacement effects),
111 (tokens), 122 (counters), 119 (life), 301.5 (Equipment), 701 (keyword actions).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from mtg_rulings.reference_engine import stun
from mtg_rulings.reference_engine.mana import COLORS, MANA_TYPES, ManaCost, TotalCost
from mtg_rulings.reference_engine.searches import choose_found

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


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
    return Filter(name.lower(), lambda g, o, s: name in g.card_types(o))


def subtype(name: str) -> Filter:
    """Objects with the subtype ``name`` (205.3)."""
    return Filter(name, lambda g, o, s: name in g.characteristics(o).subtypes)


#: the outlaw creature types (700.12)
OUTLAW_TYPES = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})

#: objects with at least one outlaw creature type (700.12): "outlaw" is no creature type of its own
OUTLAW = Filter("outlaw", lambda g, o, s: bool(OUTLAW_TYPES & set(g.characteristics(o).subtypes)))


def supertype(name: str) -> Filter:
    return Filter(name.lower(), lambda g, o, s: name in g.characteristics(o).supertypes)


SELF = Filter("this object", lambda g, o, s: o is s)
OPPONENT_CONTROLS = Filter("an opponent controls", lambda g, o, s: o.controller in g.opponents(s.controller))
ANOTHER = Filter("another", lambda g, o, s: o is not s)
YOU_CONTROL = Filter("you control", lambda g, o, s: o.controller is s.controller)
LAND = card_type("Land")
CREATURE = card_type("Creature")
ARTIFACT = card_type("Artifact")
ANY_PERMANENT = Filter("permanent", lambda g, o, s: True)
#: "Search your library for a card": a search simply for a quantity of cards, which must find one if it can (701.23d).
ANY_CARD = Filter("card", lambda g, o, s: True)
EQUIPPED_CREATURE = Filter("equipped creature", lambda g, o, s: s.attached_to is o)
ATTACHED_TO_SELF = Filter("attached to it", lambda g, o, s: o.attached_to is s)


@dataclass(frozen=True)
class Condition:
    """A predicate on the game, relative to an ability's source: "as long as Cloud is equipped", "if you control
    four or more legendary creatures" (603.4, 611.3a). ``text`` is how the Oracle sentence says it."""

    text: str
    test: Callable[[Game, GameObject], bool]

    def __call__(self, game: Game, source: GameObject) -> bool:
        return self.test(game, source)


@dataclass(frozen=True)
class Count:
    """A number the game counts relative to an ability's source ("for each land ..."), for variable effects (608.2h).
    ``source_counters`` names the kind of counter when the number is "the number of [kind] counters on [this]"."""

    text: str
    count: Callable[[Game, GameObject], int]
    source_counters: str | None = None

    def __call__(self, game: Game, source: GameObject) -> int:
        return self.count(game, source)

    def resolving(self, game: Game, ctx: EffectContext) -> int:
        """The number as an effect of a resolving ability counts it (608.2h): counters "on [this]" are those of the
        object the ability came from, as it last existed on the battlefield if it has left, even if the card has
        come back as a new object since (400.7)."""
        if self.source_counters is not None:
            return ctx.source_counters(game).get(self.source_counters, 0)
        return self.count(game, ctx.source)


@dataclass(frozen=True)
class ManaChange:
    """What a replacement effect on mana production does to the amounts of each type (106.12b, 614.1a):
    multiply them by ``times`` ("twice as much of that mana"), or produce ``becomes`` instead ("{B} instead of
    any other type and amount")."""

    times: int = 1
    becomes: tuple[tuple[str, int], ...] = ()

    def __call__(self, amounts: dict[str, int]) -> dict[str, int]:
        if self.becomes:
            return dict(self.becomes)
        return {t: self.times * n for t, n in amounts.items()}


# --- effects ---------------------------------------------------------------------------------------

Target = Any  # a Player or a GameObject


@dataclass
class EffectContext:
    """What an effect needs while it is applied (608.2): its source, controller, X and targets."""

    source: GameObject
    controller: Player
    x: int | None = None
    targets: list[Target] = field(default_factory=list)
    cause: GameObject | None = None  # the object whose event made a triggered ability trigger
    tapped_for_mana: bool = False  # a mana ability with {T} in its cost is resolving (106.12)
    source_transforms: int | None = None  # the source's transform count when the ability went on the stack (701.27f)
    source_id: int | None = None  # the source's id then: a different id now means it is a new object (400.7)

    def source_permanent(self, game: Game) -> GameObject | None:
        """The permanent "this" in the ability refers to, as it is now: the source if it is on the battlefield as the
        object the ability came from, else ``None``. An object that left the battlefield, even one that came back, is
        a new object with no relation to the one that put the ability on the stack (400.7), so an effect that acts on
        "this permanent" does nothing to it. Without a recorded id (a spell resolving, a mana ability, an effect
        applied outside the stack) only the zone is checked."""
        source = self.source
        if source.zone is not game.battlefield:
            return None
        if self.source_id is not None and source.id != self.source_id:
            game.log("400.7", f"{source} is a new object since its ability was put on the stack: \"this\" in the "
                              "ability doesn't refer to it")
            return None
        return source

    def source_counters(self, game: Game) -> dict[str, int]:
        """The counters on the source as the ability resolves (608.2h): on the permanent the ability came from if it
        is still there (``source_permanent``), else as that object last existed on the battlefield, even if the card
        has come back, and left again, since (400.7)."""
        permanent = self.source_permanent(game)
        if permanent is not None:
            return dict(permanent.counters)
        source = self.source
        if self.source_id is not None and self.source_id in source.left_with_counters:
            return dict(source.left_with_counters[self.source_id])
        return dict(source.last_counters)  # no recorded id: as it last left


class Effect(Protocol):
    @property
    def text(self) -> str: ...

    def apply(self, game: Game, ctx: EffectContext) -> None: ...


@dataclass(frozen=True)
class Sequence:
    """Several effects in the order the sentence gives them (609.3)."""

    effects: tuple[Effect, ...]
    text: str = "then"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for effect in self.effects:
            effect.apply(game, ctx)


@dataclass(frozen=True)
class PutCounters:
    """Put counters of ``kind`` on the source, on the creature it equips, or on each target (122.1, 122.6). The source
    is the permanent the ability came from: a new object the card has become since gets none (400.7)."""

    kind: str
    amount: int = 1
    on: str = "self"  # "self", "equipped" or "targets"
    text: str = "put a counter on this permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if self.on == "targets":
            for obj in ctx.targets:
                game.put_counters(obj, self.kind, self.amount)
            return
        source = ctx.source_permanent(game)  # 400.7: not a new object that came back
        target = source.attached_to if source is not None and self.on == "equipped" else source
        if target is None:
            game.log("609.3", f"{self.text}: there is no object to put counters on")
            return
        game.put_counters(target, self.kind, self.amount)


@dataclass(frozen=True)
class CreateTokens:
    """Create tokens of a token definition under the controller's control (111.1, 111.2).

    ``amount`` is a number, or ``"half X rounded up"`` read from the X of the ability (107.3m), or ``"+1/+1 counters
    on this"``: those of the object the ability came from, as it last existed on the battlefield if it has left
    (608.2h), not those of a new object the card has become since (400.7).
    """

    token: CardDef
    amount: int | str = 1
    tapped: bool = False  # "create a tapped token": it enters tapped (111.2, 614.1c)
    text: str = "create a token"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        n = self.amount
        if n == "half X rounded up":
            n = math.ceil((ctx.x or 0) / 2)
            game.log("107.3m", f"X is {ctx.x or 0} for {ctx.source}'s ability: {n} token(s)")
        elif n == "+1/+1 counters on this":
            n = ctx.source_counters(game).get("+1/+1", 0)  # 608.2h, of the object the ability came from (400.7)
            game.log("608.2h", f"{ctx.source.name} had {n} +1/+1 counter(s)")
        elif n == "creatures you control":
            n = sum(1 for o in game.permanents() if o.controller is ctx.controller
                    and "Creature" in game.characteristics(o).types)
            game.log("608.2h", f"{ctx.controller.name} controls {n} creature(s) as the ability resolves")
        assert isinstance(n, int)
        game.create_tokens(self.token, n, ctx.controller, tapped=self.tapped)


@dataclass(frozen=True)
class GainLife:
    """The controller gains ``amount`` life (119.3), or ``amount`` for each thing ``per`` counts: one life gain
    event whatever the amount ("you gain 2 life for each creature you control", 119.9)."""

    amount: int
    per: Count | None = None
    text: str = "gain life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        n = self.amount
        if self.per is not None:
            counted = self.per.resolving(game, ctx)
            game.log("608.2h", f"{self.per.text}: {counted}, so {self.amount} x {counted} life")
            n *= counted
        game.gain_life(ctx.controller, n)


@dataclass(frozen=True)
class PumpSelf:
    """The source (or the creature it equips) gets +P/+T until end of turn (611.2a, 514.2). The source is the
    permanent the ability came from: a new object the card has become since isn't affected (400.7)."""

    power: int
    toughness: int
    on: str = "self"
    text: str = "this creature gets +N/+N until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)  # 400.7: not a new object that came back
        target = source.attached_to if source is not None and self.on == "equipped" else source
        if target is not None:
            game.pump_until_end_of_turn(target, self.power, self.toughness)


@dataclass(frozen=True)
class DealDamage:
    """The source deals ``amount`` damage to each target (120.3)."""

    amount: int
    text: str = "deal damage to any target"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            game.deal_damage(ctx.source, target, self.amount)


@dataclass(frozen=True)
class DamageEach:
    """The source deals ``amount`` damage to each permanent ``filter`` selects as it resolves (120.3), "deals 2
    damage to each non-outlaw creature"."""

    amount: int
    filter: Filter
    text: str = "deal damage to each creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in [o for o in game.permanents() if self.filter(game, o, ctx.source)]:
            game.deal_damage(ctx.source, obj, self.amount)


@dataclass(frozen=True)
class Draw:
    """The controller draws ``amount`` cards (121.1)."""

    amount: int = 1
    text: str = "draw a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.draw(ctx.controller, self.amount)


@dataclass(frozen=True)
class AddMana:
    """Add one mana (times ``amount``) to the pool of the ability's controller (106.3).

    ``mana`` is a type (``"G"``), types to choose from (``"U/R"``), ``"any color"``, ``"chosen color"``
    (the colour chosen as the source entered, 614.12), or, for abilities such as Reflecting Pool and
    Exotic Orchard, ``"any type a land you control could produce"`` / ``"any color a land an opponent
    controls could produce"`` (106.7). With no type to choose, the mana's type is undefined and the
    ability adds no mana (106.5).
    """

    mana: str
    amount: int = 1
    text: str = "add mana"

    def possible_types(self, game: Game, source: GameObject, controller: Player,
                       visiting: frozenset[int] = frozenset()) -> set[str]:
        """The types this would add if it resolved now, before replacement effects (106.7)."""
        if self.mana == "any color":
            return set(COLORS)
        if self.mana == "chosen color":
            return {source.chosen_color} if source.chosen_color else set()
        if self.mana == "C, or any color with a luck counter":
            return set(COLORS) if source.counters.get("luck") else {"C"}
        if self.mana.startswith("any type a land you control") or self.mana.startswith("any color a land an opponent"):
            lands = [o for o in game.permanents() if "Land" in game.card_types(o) and (
                o.controller is controller if "you control" in self.mana else o.controller in game.opponents(controller))]
            types: set[str] = set()
            for land in lands:
                types |= game.could_produce(land, visiting | {source.id})
            return types - {"C"} if "color" in self.mana else types
        return set(self.mana.split("/"))

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options = sorted(self.possible_types(game, ctx.source, ctx.controller), key=MANA_TYPES.index)
        if not options:
            game.produce_mana(ctx.source, ctx.controller, None, self.amount, ctx.tapped_for_mana)
            return
        if len(options) == 1:
            mana_type = options[0]
        else:
            kind = "color" if "color" in self.mana else "mana"
            mana_type = game.decide(ctx.controller, kind, f"{ctx.source.name}: choose the type of mana to add", options)
        game.produce_mana(ctx.source, ctx.controller, mana_type, self.amount, ctx.tapped_for_mana)


@dataclass(frozen=True)
class AddProducedType:
    """"That player adds one mana of any type that land produced" (106.12a): a triggered mana
    ability of Mana Flare and Heartbeat of Spring, for the player who tapped the land."""

    text: str = "that player adds one mana of any type that land produced"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        land = ctx.cause
        if land is None:
            return
        produced = sorted(game.last_produced.get(land.id, set()), key=MANA_TYPES.index)
        if not produced:
            return
        player = land.controller
        mana_type = produced[0] if len(produced) == 1 else game.decide(
            player, "mana", f"{ctx.source.name}: choose a type that {land.name} produced", produced)
        game.produce_mana(ctx.source, player, mana_type, 1, tapped_for_mana=False)


@dataclass(frozen=True)
class DamageToController:
    """"This land deals N damage to you" (120.3)."""

    amount: int
    text: str = "this deals damage to you"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.deal_damage(ctx.source, ctx.controller, self.amount)


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


@dataclass(frozen=True)
class SearchLibrary:
    """Search your library for a card matching ``filter``, put it into ``to`` (``hand`` or
    ``exile``), then shuffle (701.23); ``top``: shuffle, then put it on top. A card exiled this way is linked to the
    source (607.2a)."""

    filter: Filter
    to: str
    text: str = "search your library"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        found = [o for o in player.library if self.filter(game, o, ctx.source)]
        choice = choose_found(game, player, f"{ctx.source.name}: {self.text}", found, self.filter is not ANY_CARD)
        if self.to == "top":  # "then shuffle and put that card on top": the found card isn't shuffled in
            if choice != "nothing":
                player.library.objects.remove(choice)
            game.shuffle(player)
            if choice != "nothing":
                player.library.objects.insert(0, choice)  # objects[0] is the top (Zone.top)
                game.log("701.23", f"{player.name} finds {choice.name}, shuffles, and puts it on top of the library")
            return
        if choice != "nothing":
            where = game.exile if self.to == "exile" else player.hand
            moved = game.move(choice, where)
            game.log("701.23", f"{player.name} finds {moved.name} and puts it into {self.to}")
            if self.to == "exile":
                game.link(ctx.source, moved)
        game.shuffle(player)


@dataclass(frozen=True)
class ExileTargetCardsLinked:
    """"Exile target card from a graveyard", linked to "cards exiled with [this]" (607.2a): each target card still
    in a graveyard is exiled, a new object (400.7), and the source's linked abilities can refer to it."""

    text: str = "exile target card from a graveyard"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if getattr(target, "owner", None) is not None and target.zone is target.owner.graveyard:
                game.link(ctx.source, game.move(target, game.exile))


@dataclass(frozen=True)
class Hideaway:
    """Hideaway N (702.75a): look at the top N cards, exile one face down (linked to the source,
    607.2a), put the rest on the bottom in a random order."""

    n: int = 4
    text: str = "hideaway"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        looked = player.library.objects[: self.n]
        if not looked:
            return
        chosen = game.decide(player, "hideaway", f"{ctx.source.name}: exile one card face down", looked)
        exiled = game.move(chosen, game.exile)
        exiled.face_down = True
        game.link(ctx.source, exiled)
        rest = [o for o in looked if o is not chosen]
        game.rng.shuffle(rest)
        for o in rest:
            player.library.objects.remove(o)
            player.library.objects.append(o)
        game.log("702.75a", f"{player.name} exiles a card face down with {ctx.source}; {len(rest)} go to the bottom")


@dataclass(frozen=True)
class PlayLinkedCards:
    """"You may play the exiled card without paying its mana cost if [condition]" (607.3: with
    several exiled cards, each of them), during resolution (608.2g)."""

    condition: Condition
    condition_text: str
    text: str = "you may play the exiled card without paying its mana cost"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if not self.condition(game, ctx.source):
            game.log("608.2", f"{ctx.source}: {self.condition_text} is false; nothing happens")
            return
        for card in game.linked(ctx.source):
            if game.decide(ctx.controller, "may", f"{ctx.source.name}: play {card.name} without paying its mana cost?",
                           ("yes", "no")) == "yes":
                game.cast_during_resolution(ctx.controller, card)


@dataclass(frozen=True)
class Attach:
    """Attach the source to the target (701.3), as equip does (702.6a): the source that activated the ability; one that
    has left the battlefield, even if it came back as a new object (400.7), isn't attached."""

    text: str = "attach to target creature you control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is None:
            game.log("701.3b", f"{ctx.source.name} is no longer the permanent that activated the ability: it isn't "
                               "attached")
            return
        for target in ctx.targets:
            game.attach(source, target)


@dataclass(frozen=True)
class TapTargets:
    """Tap each target permanent (701.26a)."""

    text: str = "tap target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            untapped = not target.tapped
            target.tapped = True
            game.log("701.26a", f"{target} becomes tapped")
            if untapped:
                game._check_triggers("becomes_tapped", [target])  # 701.26a


@dataclass(frozen=True)
class DestroyTargets:
    """Destroy each target permanent: it is put into its owner's graveyard (701.8a)."""

    text: str = "destroy target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.destroy([t for t in ctx.targets if t.zone is game.battlefield])


@dataclass(frozen=True)
class CounterUnlessPays:
    """"Counter target spell unless its controller pays {N}" (701.6a): that player chooses on
    resolution whether to pay, from their mana pool."""

    amount: int
    text: str = "counter target spell unless its controller pays"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for spell in ctx.targets:
            payer = spell.controller
            cost = TotalCost(generic=self.amount)
            if payer.mana_pool.can_pay(cost) and game.decide(
                    payer, "may", f"pay {{{self.amount}}} so that {spell.name} isn't countered?", ("yes", "no")) == "yes":
                payer.mana_pool.pay(cost)
                game.log("701.6a", f"{payer.name} pays {{{self.amount}}}; {spell.name} isn't countered")
            else:
                game.counter(spell)


@dataclass(frozen=True)
class PutCountersOnEach:
    """Put counters on each creature matching ``filter`` (122.1)."""

    kind: str
    filter: Filter
    amount: Count | None = None  # "put X counters on each ..., where X is ..." (608.2h); one counter without it
    target_players: bool = False  # "each creature target player controls": controlled by a target player
    text: str = "put a counter on each creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        n = 1
        if self.amount is not None:
            n = self.amount.resolving(game, ctx)
            game.log("608.2h", f"X is {n}: {self.amount.text}")
        for obj in game.permanents():
            if "Creature" in game.characteristics(obj).types and self.filter(game, obj, ctx.source) and n > 0 \
                    and (not self.target_players or _controlled_by_target_player(obj, ctx)):
                game.put_counters(obj, self.kind, n)


def _controlled_by_target_player(obj: GameObject, ctx: EffectContext) -> bool:
    return any(obj.controller is t for t in ctx.targets)


@dataclass(frozen=True)
class UntapEach:
    """"Untap all [filter] [target player controls]" (701.26b): each untaps as the effect resolves."""

    filter: Filter
    target_players: bool = False
    text: str = "untap all creatures"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in game.permanents():
            if obj.tapped and self.filter(game, obj, ctx.source) and (
                    not self.target_players or _controlled_by_target_player(obj, ctx)):
                stun.untap(game, obj, "701.26b")  # a stun counter replaces it (122.1d)


@dataclass(frozen=True)
class TargetPlayersDraw:
    """"Target player draws N cards" (121.1): each target player draws."""

    amount: int = 1
    text: str = "target player draws a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.objects import Player

        for t in ctx.targets:
            if isinstance(t, Player):
                game.draw(t, self.amount)


@dataclass(frozen=True)
class RemoveCounterAtEndOfCombat:
    """"Remove a +1/+1 counter from it at end of combat": creates a delayed triggered ability (603.7),
    which effects that make abilities trigger additional times don't reach (603.2d)."""

    kind: str = "+1/+1"
    text: str = "remove a counter from it at end of combat"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.create_delayed_trigger("end_of_combat", ctx.source, ctx.controller, RemoveCounter(self.kind),
                                    f"at end of combat, remove a {self.kind} counter from {ctx.source.name}",
                                    ctx.source_id)


@dataclass(frozen=True)
class RemoveCounter:
    """"Remove a [kind] counter from it": from the permanent the ability came from, not from a new object the card
    has become since (400.7)."""

    kind: str
    text: str = "remove a counter"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is not None and source.counters.get(self.kind):
            source.counters[self.kind] -= 1
            game.log("122.8", f"a {self.kind} counter is removed from {source}")


@dataclass(frozen=True)
class UntapCause:
    """Untap the permanent whose event made this ability trigger ("untap it")."""

    text: str = "untap it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if ctx.cause is not None and ctx.cause.zone is game.battlefield and ctx.cause.tapped:
            stun.untap(game, ctx.cause, "701.26b")  # a stun counter replaces it (122.1d)


@dataclass(frozen=True)
class SacrificeToDraw:
    """"You may sacrifice a [filter]. If you do, draw a card" (701.21, 608.2c)."""

    filter: Filter
    text: str = "you may sacrifice a permanent; if you do, draw a card"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options = [o for o in game.permanents() if o.controller is ctx.controller and self.filter(game, o, ctx.source)]
        if not options or game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
            return
        chosen = options[0] if len(options) == 1 else game.decide(ctx.controller, "sacrifice", self.text, options)
        game.sacrifice(chosen)
        game.draw(ctx.controller)


@dataclass(frozen=True)
class MayReturnLandToPump:
    """"You may return a land you control to its owner's hand. If you do, the [equipped] creature gets
    +P/+T until end of turn" (609.3, 608.2c): chosen on resolution, for each instance separately."""

    power: int
    toughness: int
    text: str = "you may return a land you control to its owner's hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        lands = [o for o in game.permanents() if o.controller is ctx.controller and "Land" in game.card_types(o)]
        if not lands or game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
            return
        land = game.decide(ctx.controller, "return", "choose a land to return to its owner's hand", lands)
        game.leave_battlefield([land], "hand")
        game.log("608.2c", f"{land.name} returns to {land.owner.name}'s hand")
        source = ctx.source_permanent(game)  # the Equipment the ability came from, not a new object (400.7)
        if source is not None and source.attached_to is not None:
            game.pump_until_end_of_turn(source.attached_to, self.power, self.toughness)


@dataclass(frozen=True)
class ReturnTargetsToBattlefield:
    """Return each target card from a graveyard to the battlefield under its owner's control (400.7)."""

    text: str = "return target card to the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        cards = [t for t in ctx.targets if t.zone.name == "graveyard"]
        if cards:
            game.enter_battlefield(cards, ctx.controller)


@dataclass(frozen=True)
class DrawThenDiscard:
    """"Draw N cards, then discard M cards" (121.1, 701.9a/b: the player chooses what to discard)."""

    draw: int
    discard: int
    text: str = "draw cards, then discard cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.draw(ctx.controller, self.draw)
        game.discard(ctx.controller, self.discard)


@dataclass(frozen=True)
class SacrificeSelfUnlessCreature:
    """"Sacrifice this enchantment unless you sacrifice a creature" (701.21, 118.12): this enchantment is the one the
    ability came from; a new object the card has become since isn't sacrificed (400.7)."""

    text: str = "sacrifice this unless you sacrifice a creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        creatures = [o for o in game.permanents() if o.controller is ctx.controller and "Creature" in game.card_types(o)]
        if creatures and game.decide(ctx.controller, "may", f"{ctx.source.name}: sacrifice a creature?",
                                     ("yes", "no")) == "yes":
            game.sacrifice(creatures[0] if len(creatures) == 1 else game.decide(
                ctx.controller, "sacrifice", "choose a creature to sacrifice", creatures))
        else:
            source = ctx.source_permanent(game)
            if source is not None:
                game.sacrifice(source)


@dataclass(frozen=True)
class SacrificeSelf:
    """"Sacrifice it" / "sacrifice this creature" (701.21a): the permanent the ability came from, if it is still that
    object on the battlefield (400.7)."""

    text: str = "sacrifice this permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        if source is not None:
            game.sacrifice(source)


@dataclass(frozen=True)
class DamageEachOpponent:
    """The source deals ``amount`` damage to each opponent (120.3)."""

    amount: int
    text: str = "deal damage to each opponent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for opponent in game.opponents(ctx.controller):
            game.deal_damage(ctx.source, opponent, self.amount)


@dataclass(frozen=True)
class DamageToCauseController:
    """"deals N damage to that land's controller": to the controller of the object whose event made the ability
    trigger, as it last existed on the battlefield (603.2, 608.2h, 120.3)."""

    amount: int
    text: str = "deal damage to that object's controller"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if ctx.cause is not None:
            game.deal_damage(ctx.source, ctx.cause.controller, self.amount)


@dataclass(frozen=True)
class DamageToTargetingSpellsController:
    """"This creature deals N damage to that spell's controller" (the spell that targeted it)."""

    amount: int
    text: str = "deal damage to that spell's controller"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        spell = game.targeted_by.get(ctx.source.id)
        if spell is not None:
            game.deal_damage(ctx.source, spell.controller, self.amount)


@dataclass(frozen=True)
class LoseLife:
    """The controller loses ``amount`` life (119.3)."""

    amount: int
    text: str = "you lose life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        lose_life(game, ctx.controller, self.amount)


def lose_life(game: Game, player: Player, amount: int) -> None:
    """119.3: ``player`` loses ``amount`` life (not damage: no source deals it)."""
    player.life -= amount
    player.life_lost_this_turn += amount
    game.log("119.3", f"{player.name} loses {amount} life (now {player.life})")


@dataclass(frozen=True)
class EachOpponentLosesLife:
    """"Each opponent loses N life" (119.3): each opponent of the controller loses that much life."""

    amount: int
    text: str = "each opponent loses life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for opponent in game.opponents(ctx.controller):
            lose_life(game, opponent, self.amount)


@dataclass(frozen=True)
class TargetsLoseLife:
    """Each target player loses ``amount`` life (119.3)."""

    amount: int
    text: str = "target player loses life"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            lose_life(game, player, self.amount)


@dataclass(frozen=True)
class PutCountersOnTargets:
    """Put ``amount`` counters of ``kind`` on each target permanent (122.1)."""

    kind: str
    amount: int = 1
    text: str = "put counters on target creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            game.put_counters(target, self.kind, self.amount)


@dataclass(frozen=True)
class TargetPlayersSacrifice:
    """"Target opponent sacrifices a creature of their choice" (701.21a): each target player chooses one of the
    permanents ``filter`` selects among those they control, and sacrifices it."""

    filter: Filter
    text: str = "target player sacrifices a permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            options = [o for o in game.permanents() if o.controller is player and self.filter(game, o, ctx.source)]
            if not options:
                game.log("701.21a", f"{player.name} controls no {self.filter.text} to sacrifice")
                continue
            chosen = options[0] if len(options) == 1 else game.decide(player, "sacrifice", self.text, options)
            game.sacrifice(chosen)


@dataclass(frozen=True)
class DestroyAll:
    """"Destroy all [filter]" (701.8a): every permanent ``filter`` selects is destroyed at the same time."""

    filter: Filter
    text: str = "destroy all permanents"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.destroy([o for o in game.permanents() if self.filter(game, o, ctx.source)])


@dataclass(frozen=True)
class ExileTopMayCast:
    """"Exile the top card of that player's library. You may cast it. If you don't, [otherwise]": "that player" is
    the player the triggering creature dealt combat damage to. The card is cast while this ability resolves,
    following 601.2a-i and paying its costs, timing permissions based on its card type ignored (608.2g); a card
    that can't be cast (a land, or costs that can't be paid) isn't, and ``otherwise`` happens."""

    otherwise: Effect | None = None
    text: str = "exile the top card of that player's library; you may cast it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = game.combat_damaged.get(ctx.cause.id) if ctx.cause is not None else None
        card = player.library.top() if player is not None else None
        if player is None or card is None:
            game.log("609.3", f"{self.text}: there is no card to exile")
            return
        exiled = game.move(card, game.exile)
        game.log("406.3", f"{ctx.source.name} exiles {exiled.name} from the top of {player.name}'s library")
        cast = False
        if "Land" not in game.card_types(exiled) and game.decide(
                ctx.controller, "may", f"{ctx.source.name}: cast {exiled.name}?", ("yes", "no")) == "yes":
            from mtg_rulings.reference_engine.game import IllegalAction  # the game module imports this one

            try:
                game.cast_spell(ctx.controller, exiled, during_resolution=True)
                cast = True
            except IllegalAction as e:
                game.log(e.rule, f"{ctx.controller.name} can't cast {exiled.name}: {e.reason}")
        if not cast and self.otherwise is not None:
            self.otherwise.apply(game, ctx)


@dataclass(frozen=True)
class MillHalf:
    """Target opponent mills half their library, rounded down (701.13)."""

    text: str = "target opponent mills half their library, rounded down"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for player in ctx.targets:
            n = len(player.library) // 2
            for _ in range(n):
                game.move(player.library.objects[0], player.graveyard)
            game.log("701.13", f"{player.name} mills {n} card(s)")


@dataclass(frozen=True)
class ReturnTargetsToHand:
    """Return each target card to its owner's hand."""

    text: str = "return target card to its owner's hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        permanents = [c for c in ctx.targets if c.zone is game.battlefield]
        if permanents:
            game.leave_battlefield(permanents, "hand")
        from_graveyards = [c for c in ctx.targets if c.zone is c.owner.graveyard]
        if from_graveyards:
            game.leave_graveyards(from_graveyards, "hand")
        for card in ctx.targets:
            if card.zone is not card.owner.hand and card not in permanents and card not in from_graveyards:
                game.move(card, card.owner.hand)
        for card in ctx.targets:
            game.log("400.7", f"{card.name} returns to {card.owner.name}'s hand")


@dataclass(frozen=True)
class CounterTargets:
    """Counter each target spell (701.6a)."""

    text: str = "counter target spell"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for spell in ctx.targets:
            game.counter(spell)


@dataclass(frozen=True)
class CopyTargetSpell:
    """Copy target instant or sorcery spell; you may choose new targets for the copy (707.10, 707.10c).
    A copy of an Adventure is an Adventure too (715.3c)."""

    text: str = "copy target instant or sorcery spell"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for spell in ctx.targets:
            game.copy_spell(spell, ctx.controller)


@dataclass(frozen=True)
class MaySacrificeToDraw:
    """"You may sacrifice a [filter]. If you do, draw N cards" (608.2c)."""

    filter: Filter
    draw: int
    text: str = "you may sacrifice a permanent; if you do, draw cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options = [o for o in game.permanents() if o.controller is ctx.controller and self.filter(game, o, ctx.source)]
        if not options or game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
            return
        game.sacrifice(options[0] if len(options) == 1 else game.decide(ctx.controller, "sacrifice", self.text, options))
        game.draw(ctx.controller, self.draw)


@dataclass(frozen=True)
class CreateTokenWithCountersPerLand:
    """"Create a [token]. Put a +1/+1 counter on it for each land you control" (608.2h)."""

    token: CardDef
    text: str = "create a token with a counter for each land you control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        lands = sum(1 for o in game.permanents() if o.controller is ctx.controller and "Land" in game.card_types(o))
        for token in game.create_tokens(self.token, 1, ctx.controller):
            game.put_counters(token, "+1/+1", lands)


@dataclass(frozen=True)
class DrawThenMayCastFree:
    """"Draw a card, then you may cast a spell from your hand with mana value less than or equal to
    that damage without paying its mana cost" (Buster Sword): an adventurer card may be cast as its
    Adventure, judged by the Adventure's mana value (715.3a, 118.9)."""

    text: str = "draw a card, then you may cast a spell from your hand with mana value up to that damage for free"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.draw(ctx.controller)
        creature = ctx.source.attached_to or ctx.cause
        limit = game.combat_damage_dealt.get(ctx.cause.id, 0) if ctx.cause is not None else 0
        options: list[str] = []
        faces: dict[str, tuple[GameObject, bool]] = {}
        for card in ctx.controller.hand:
            for adventure, face in ((False, card.card), (True, card.card.adventure)):
                if face is None or "Land" in face.base.types or face.base.mana_cost is None:
                    continue
                if face.base.mana_cost.mana_value() <= limit and face.name not in faces:
                    faces[face.name] = (card, adventure)
                    options.append(face.name)
        if not options:  # no spell qualifies: there is nothing to choose
            game.log("609.3", f"{ctx.controller.name} has no spell with mana value {limit} or less to cast")
            return
        choice = game.decide(ctx.controller, "cast", f"{ctx.source.name}: cast a spell with mana value {limit} or less "
                             f"without paying its mana cost ({creature})", [*options, "nothing"])
        if choice != "nothing":
            card, adventure = faces[choice]
            game.cast_spell(ctx.controller, card, free=True, during_resolution=True, as_adventure=adventure)


@dataclass(frozen=True)
class PutOnLibraryBottom:
    """"Put it on the bottom of its owner's library": the card that left (it dies, so it's in a graveyard)."""

    text: str = "put it on the bottom of its owner's library"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        card = ctx.source
        if card.zone is card.owner.graveyard:
            game.move(card, card.owner.library, top=False)
            game.log("400.7", f"{card.name} is put on the bottom of {card.owner.name}'s library")


@dataclass(frozen=True)
class SacrificeEquipped:
    """Sacrifice the creature the source is attached to (701.21): the source the ability came from, not a new object
    the card has become since (400.7)."""

    text: str = "sacrifice it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source_permanent(game)
        creature = source.attached_to if source is not None else None
        if creature is not None:
            game.sacrifice(creature)


# --- targets ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TargetSpec:
    """What an ability or spell may target (115.1): players, and/or permanents matching ``permanents``."""

    text: str
    players: bool = False
    permanents: Filter | None = None
    spells: bool = False
    graveyard: Filter | None = None  # cards in the graveyard of the ability's controller
    any_graveyard: bool = False  # "from a graveyard": ``graveyard`` cards in any player's graveyard
    exile: Filter | None = None  # cards in exile owned by the ability's controller
    spell_filter: Filter | None = None  # which spells, when ``spells``
    opponents_only: bool = False  # "target opponent"
    up_to: int = 1  # "up to N targets": any number from 0 to N, chosen one by one

    @property
    def fewest(self) -> int:
        """601.2c, 115.1: how few targets may be chosen: none for "up to N" and "any number of" targets, as the
        text says (an "up to" spell or ability with nothing to target is still cast, activated or put on the
        stack); one otherwise ("target creature", "one or two target creatures")."""
        exactly = {"two": 2, "three": 3}
        words = self.text.lower().split()[:2]
        if len(words) == 2 and words[0] in exactly and words[1] == "target":  # "two target artifacts": exactly two
            return exactly[words[0]]
        return 0 if self.text.lower().startswith(("up to ", "any number of ")) else 1

    def legal(self, game: Game, target: Target, source: GameObject) -> bool:
        return self.illegality(game, target, source) is None

    def illegality(self, game: Game, target: Target, source: GameObject) -> tuple[str, str] | None:
        """None if ``target`` is a legal target of this spec for ``source``'s controller, else why not and the
        most specific CR rule that forbids it: what the spec can target (115.1, 115.2, 115.5), then the
        target's own protections (hexproof 702.11b/c, shroud 702.18a, protection 702.16b)."""
        from mtg_rulings.reference_engine.objects import GameObject, Player

        what = f"{self.text} of {source.name}"
        if isinstance(target, Player):
            if not self.players:
                return f"{what} can't be a player", "115.1"
            if target.has_lost:
                return f"{target.name} has left the game", "800.4a"
            if self.opponents_only and target not in game.opponents(source.controller):
                return f"{target.name} is not an opponent of {source.controller.name}", "115.1"
            return game.targeting_protection(target, source)
        if not isinstance(target, GameObject):
            return f"{target!r} can't be targeted", "115.1"
        if target is source and target.zone is game.stack_zone:
            return f"{target.name} can't target itself", "115.5"
        if target.zone is game.stack_zone:
            if not self.spells:
                return f"{what} can't be a spell", "115.1"
            if self.spell_filter is not None and not self.spell_filter(game, target, source):
                return f"{target.name} is not {self.spell_filter.text}", "115.1"
            return None
        if target.zone.name == "graveyard":
            if self.graveyard is None or (target.zone is not source.controller.graveyard and not self.any_graveyard) \
                    or not self.graveyard(game, target, source):
                return f"{target.name} in a graveyard is not {what}", "115.1"
            return None
        if target.zone is game.exile:
            if self.exile is None or target.owner is not source.controller or not self.exile(game, target, source):
                return f"{target.name} in exile is not {what}", "115.1"
            return None
        if target.zone is not game.battlefield:  # a card in a hand or library
            return f"{target.name} is not a permanent, and {what} can't be a card in that zone", "115.2"
        if self.permanents is None or not self.permanents(game, target, source):
            return f"{target.name} is not {what}", "115.1"
        return game.targeting_protection(target, source)


ANY_TARGET = TargetSpec("any target", players=True, permanents=CREATURE)
TARGET_SPELL = TargetSpec("target spell", spells=True)


@dataclass(frozen=True)
class GrantKeywords:
    """"[Objects] have [keywords]" (613.1f, layer 6)."""

    filter: Filter
    keywords: tuple[str, ...]
    text: str = "have keywords"


# --- costs and abilities ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Cost:
    """An activation cost (602.1a): mana, {T} (107.5), {Q} (107.6), sacrificing a permanent,
    discarding this card (cycling, 702.29a), paying life (119.4)."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice: Filter | None = None
    discard_self: bool = False
    life: int = 0


@dataclass(frozen=True)
class ActivatedAbility:
    """"[Cost]: [Effect]" (602.1). A mana ability (605.1a) doesn't use the stack (605.3b).
    ``zone`` is where it can be activated from: ``battlefield``, or ``hand`` for cycling (702.29a)."""

    text: str
    cost: Cost
    effect: Effect
    mana_ability: bool = False
    sorcery_speed: bool = False
    target: TargetSpec | None = None
    zone: str = "battlefield"
    keyword: str | None = None
    class_level: int | None = None  # a class level bar, "Level N": only if the Class is level N-1 (716.2a)
    once_each_turn: bool = False  # "Activate only once each turn." (602.5b)
    activate_only_if: Condition | None = None  # "Activate only if [condition]" (602.5b), checked as it is activated


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [effect]" (603.1).

    ``event`` names the kind of game event (``enters``, ``attacks``, ``dies``, ``cast``, ``discard``,
    ``cycle``, ``step``, ``gain_life``, ``leaves``, ``sacrifice``, ``leaves_graveyard``,
    ``leaves_without_dying`` (700.4), ``copy``: a spell copied, 707.10, ``cast_or_copy``: either;
    ``becomes_target``: a permanent becomes the target of a spell or ability,
    ``becomes_target_of_spell``: of a spell, 115.1a-c); ``condition`` selects
    which objects of that event make it trigger, once for each (603.2c), or once for the whole event if ``batch``
    ("whenever one or more ..."); a ``gain_life`` event's object is the player who gains life (119.9); for
    ``step`` events, ``step`` names the step and the ability triggers at the beginning of its controller's step.
    ``intervening_if`` is checked when it triggers and again on resolution (603.4). ``keyword`` names a keyword
    or ability word it belongs to (landfall, hideaway).
    """

    text: str
    event: str
    condition: Filter
    effect: Effect
    keyword: str | None = None
    target: TargetSpec | None = None
    step: str | None = None
    intervening_if: Condition | None = None
    mana_ability: bool = False  # 605.1b: resolves immediately, without the stack (605.4a)
    batch: bool = False  # "whenever one or more ...": one event triggers it once, however many objects (603.2c)
    once_each_turn: bool = False  # "This ability triggers only once each turn."
    #: Other trigger events of the same ability, with their conditions: "Whenever you cast a noncreature spell and
    #: whenever you draw your third card each turn, ..." is one ability with two trigger events (603.1, 603.2).
    also: tuple[tuple[str, Filter], ...] = ()
    #: Where the ability functions (113.6, 113.6k): ``battlefield``, or ``graveyard`` ("if this card is in your
    #: graveyard": it triggers only from there, and its controller is the card's owner).
    zone: str = "battlefield"

    def condition_for(self, event: str) -> Filter | None:
        """The condition under which ``event`` makes this ability trigger, or None if it doesn't listen to it
        ("whenever you cast or copy" listens to both events)."""
        if event == self.event or (self.event == "cast_or_copy" and event in ("cast", "copy")):
            return self.condition
        return next((c for e, c in self.also if e == event), None)


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
    """"If [cause] causes a triggered ability of [affected] to trigger, that ability triggers an
    additional time" (603.2d).

    ``event`` is the kind of event (``None``: any), ``cause`` selects the objects whose event counts
    (``None``: any), ``affects`` selects the sources of the affected triggered abilities, relative to
    this ability's source, and ``active`` says when the static ability applies at all ("as long as
    Cloud is equipped").
    """

    event: str | None
    cause: Filter | None
    affects: Filter = YOU_CONTROL
    active: Condition | None = None
    text: str = "that ability triggers an additional time"


@dataclass(frozen=True)
class EntersWithCounters:
    """"This permanent enters with N [kind] counters on it" (614.1c): a replacement effect. ``amount``
    is a number or ``"X"`` (the X paid for the spell, 107.3m). With ``condition`` ("enters with ... if a creature
    died this turn"), only if it holds of the object as it is about to enter (the spell, if it was cast)."""

    kind: str
    amount: int | str
    text: str = "enters with counters"
    condition: Condition | None = None


@dataclass(frozen=True)
class WouldDieInstead:
    """"If a [filter] would die, instead [exile it] [and then ...]" (614.1a, 614.6): a replacement effect on a
    permanent going to a graveyard from the battlefield; the replaced object doesn't die (603.2g). ``then`` is
    what the replacement's controller does after the modified event ("and you gain 2 life")."""

    filter: Filter
    instead: str = "exile"
    then: Effect | None = None
    text: str = "if a creature would die, exile it instead"


@dataclass(frozen=True)
class CostReduction:
    """"[Filter] spells you cast cost {N} less to cast" (601.2f): reduces only the generic mana of the total
    cost, never below zero."""

    spells: Filter
    generic: int
    text: str = "spells you cast cost less to cast"


@dataclass(frozen=True)
class EntersTapped:
    """"This permanent enters tapped" (614.1c)."""

    text: str = "this permanent enters tapped"


@dataclass(frozen=True)
class AsEntersChooseColor:
    """"As this permanent enters, choose a color" (614.12): chosen once, before it enters."""

    text: str = "as it enters, choose a color"


@dataclass(frozen=True)
class EquippedGets:
    """"Equipped creature gets +P/+T, has [keywords] and "[abilities]", and is a [subtype] in addition to its
    other types" (301.5, 301.5f), and the same of an Aura's "enchanted creature" (303.4m): whatever the source
    is attached to gets the subtypes (layer 4, 613.1d), the keywords and abilities (layer 6, 613.1f) and the
    power and toughness (613.4c). ``per`` counts something for a variable bonus: each counted thing adds +P/+T.
    A granted triggered ability's source is the creature that has it ("this creature")."""

    power: int = 0
    toughness: int = 0
    per: Count | None = None
    keywords: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    grants: tuple[Any, ...] = ()
    text: str = "equipped creature gets +N/+N"


@dataclass(frozen=True)
class ManaReplacement:
    """A replacement effect on mana production when a permanent "is tapped for mana" (106.12b,
    614.1a): ``lands_only`` for "if a land is tapped for mana" (Contamination), ``yours`` for "if you
    tap a permanent for mana" (Mana Reflection). ``replace`` maps amounts by type to new amounts."""

    lands_only: bool
    yours: bool
    replace: ManaChange
    text: str = "if a permanent is tapped for mana, it produces other mana instead"


@dataclass(frozen=True)
class PlayerHexproof:
    """"You have hexproof" (702.11c): spells and abilities your opponents control can't target you."""

    text: str = "you have hexproof"


@dataclass(frozen=True)
class OpeningHandAction:
    """An ability that works from the opening hand (103.6): ``begin`` = begin the game with this card
    on the battlefield (103.6a), with ``counters``, then exile a card from the hand if ``exile_card``;
    ``reveal`` = reveal it, creating a delayed triggered ability with ``delayed`` at the first upkeep
    (103.6b). ``not_starting`` limits it to a player who isn't the starting player."""

    kind: str  # "begin" or "reveal"
    delayed: Effect | None = None
    counters: tuple[tuple[str, int], ...] = ()
    exile_card: bool = False
    not_starting: bool = False
    text: str = "opening-hand action"

    def take(self, game: Game, player: Player, card: GameObject) -> None:
        if self.not_starting and game.active is player:
            game.log("103.6", f"{card.name}: {player.name} is the starting player, so it can't be used")
            return
        verb = "begin the game with it on the battlefield" if self.kind == "begin" else "reveal it"
        if game.decide(player, "may", f"{card.name} is in your opening hand: {verb}?", ("yes", "no")) != "yes":
            return
        if self.kind == "reveal":
            game.log("103.6b", f"{player.name} reveals {card.name} from their opening hand")
            if self.delayed is not None:
                game.create_delayed_trigger("upkeep", card, player, self.delayed, f"{card.name}: at the beginning of "
                                            f"the first upkeep, {self.delayed.text}")
            return
        perm = game.begin_with_on_battlefield(player, card)
        for kind, n in self.counters:
            perm.counters[kind] += n
        if self.exile_card and player.hand.objects:
            exiled = game.decide(player, "exile", "exile a card from your hand", list(player.hand))
            game.move(exiled, game.exile)
            game.log("103.6a", f"{player.name} exiles a card from their hand")


@dataclass(frozen=True)
class AsEntersChooseName:
    """"As this permanent enters, choose a [nonland] card name" (614.12): the name of an Adventure may
    be chosen, judged by its alternative characteristics (715.5, 201.3)."""

    nonland: bool = False
    text: str = "as it enters, choose a card name"


@dataclass(frozen=True)
class CantCastChosenName:
    """"Spells with the chosen name can't be cast" (Meddling Mage)."""

    text: str = "spells with the chosen name can't be cast"


@dataclass(frozen=True)
class CantActivateChosenName:
    """"Activated abilities of sources with the chosen name can't be activated unless they're mana
    abilities" (Pithing Needle)."""

    text: str = "activated abilities of sources with the chosen name can't be activated"


@dataclass(frozen=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield" (707.2, 614.1c)."""

    text: str = "you may have this creature enter as a copy of any creature"


@dataclass(frozen=True)
class Flashback:
    """Flashback [cost] (702.34a): cast from the graveyard for this alternative cost; then it is exiled."""

    cost: str
    text: str = "flashback"


@dataclass(frozen=True)
class CantAttackUnless:
    """"This creature can't attack unless [condition]" (508.1c)."""

    condition: Condition
    text: str = "this creature can't attack unless"


@dataclass(frozen=True)
class AttackAsThoughNoDefender:
    """"As long as [condition], this creature can attack as though it didn't have defender" (702.3b): while the
    condition holds, its defender doesn't stop it being declared as an attacker; once declared, it keeps attacking
    whatever the condition becomes (508.1, 506.4 names what removes a creature from combat)."""

    condition: Condition
    text: str = "this creature can attack as though it didn't have defender"


@dataclass(frozen=True)
class AdditionalLandPlays:
    """"You may play [N] additional land(s) on each of your turns" (305.2): cumulative with similar effects."""

    count: int = 1
    text: str = "you may play an additional land on each of your turns"


@dataclass(frozen=True)
class IfCondition:
    """"Then if [condition], [effect]": a condition checked at that point of the resolution, after the instructions
    before it, with no player acting in between (608.2c, 608.2h)."""

    condition: Condition
    effect: Effect
    text: str = "if the condition holds, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if self.condition(game, ctx.source):
            self.effect.apply(game, ctx)
        else:
            game.log("608.2c", f"not {self.condition.text}: \"{self.text}\" does nothing")


@dataclass(frozen=True)
class IfCastFrom:
    """"If this spell was cast from a [zone], [effect]": a condition on the zone the spell was cast from (601.2a),
    checked as it resolves."""

    zone: str
    effect: Effect
    text: str = "if this spell was cast from a graveyard"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if ctx.source.cast_from == self.zone:
            self.effect.apply(game, ctx)
        else:
            game.log("608.2c", f"{ctx.source.name} wasn't cast from a {self.zone} ({ctx.source.cast_from or 'not cast'}): "
                               f"\"{self.text}\" does nothing")


@dataclass(frozen=True)
class DiscardHand:
    """"Discard your hand": every card in it, as one event (701.9a); no choice is needed."""

    text: str = "discard your hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        discarded = [game.move(card, player.graveyard) for card in list(player.hand)]
        game.log("701.9a", f"{player.name} discards their hand ({len(discarded)} card(s))")
        if discarded:
            game._check_triggers("discard", discarded)


@dataclass(frozen=True)
class Mill:
    """"Mill N cards": put the top N cards of your library into your graveyard (701.17a; as many as there are,
    701.17b)."""

    amount: int = 1
    text: str = "mill cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        n = min(self.amount, len(player.library))
        for _ in range(n):
            game.move(player.library.objects[0], player.graveyard)
        game.log("701.17a", f"{player.name} mills {n} card(s)")


@dataclass(frozen=True)
class ReturnChosenToHand:
    """"Return a [filter] you control to its owner's hand": the controller chooses one on resolution (608.2d);
    with none, nothing happens."""

    filter: Filter
    text: str = "return a permanent you control to its owner's hand"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        options = [o for o in game.permanents() if o.controller is ctx.controller and self.filter(game, o, ctx.source)]
        if not options:
            game.log("609.3", f"{ctx.controller.name} controls no {self.filter.text}: nothing is returned")
            return
        chosen = game.decide(ctx.controller, "return", f"{ctx.source.name}: {self.text}", options)
        game.move(chosen, chosen.owner.hand)
        game.log("608.2d", f"{chosen.name} returns to {chosen.owner.name}'s hand")


@dataclass(frozen=True)
class DoubleCounters:
    """"Double the number of [kind] counters on [each target]": put as many of them as it already has (701.10e), an
    event that effects modifying how many counters are put on it see like any other."""

    kind: str = "+1/+1"
    text: str = "double the number of +1/+1 counters on that creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in ctx.targets:
            n = obj.counters.get(self.kind, 0)
            game.log("701.10e", f"{obj} has {n} {self.kind} counter(s): {n} more are put on it to double them")
            if n:
                game.put_counters(obj, self.kind, n)


@dataclass(frozen=True)
class TargetDealsDamageEqualToPower:
    """"[Target creature] deals damage equal to its power to each other creature": the creature is the source of
    the damage (120.3, so protection from the spell's colour doesn't stop it, 702.16e), its power taken as the
    spell resolves (608.2h); all of it is dealt at once (120.2)."""

    text: str = "it deals damage equal to its power to each other creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for creature in ctx.targets:
            power = game.characteristics(creature).power or 0
            game.log("608.2h", f"{creature} has power {power} as {ctx.source.name} resolves")
            for other in game.permanents():
                if other is not creature and "Creature" in game.card_types(other):
                    game.deal_damage(creature, other, power)


StaticAbility = (PlayFromLibraryTop | LookAtLibraryTopAnyTime | AdditionalTrigger | EntersWithCounters | EntersTapped
                 | WouldDieInstead | CostReduction
                 | AsEntersChooseColor | EquippedGets | GrantKeywords | ManaReplacement
                 | PlayerHexproof | OpeningHandAction | AsEntersChooseName | CantCastChosenName
                 | CantActivateChosenName | EntersAsCopy | Flashback | CantAttackUnless | AttackAsThoughNoDefender
                 | AdditionalLandPlays)
Ability = ActivatedAbility | TriggeredAbility | StaticAbility


@dataclass(frozen=True)
class SpellEffect:
    """The effect of an instant or sorcery spell as it resolves (608.2), and what it targets. A modal spell
    ("Choose one —") has ``modes`` instead, each a SpellEffect of its own: the mode is chosen as the spell is
    cast (601.2b, 700.2a), and only that mode's targets and effects count."""

    effects: tuple[Effect, ...] = field(default_factory=tuple)
    target: TargetSpec | None = None
    text: str = ""
    modes: tuple[SpellEffect, ...] = ()
    spree: bool = False  # 702.172a: one or more modes are chosen, each with its additional cost (reference_engine/spree.py)
    cost: str | None = None  # a spree mode's additional cost, "{2}"
    gift_target: TargetSpec | None = None  # the targets if the gift was promised (702.174m; reference_engine/gift.py)


def mana_ability(text: str, mana: str, tap: bool = True, cost: str | None = None,
                 sacrifice: Filter | None = None, untap: bool = False, then: Effect | None = None) -> ActivatedAbility:
    """Shorthand for "{T}: Add {X}." and its variants (605.1a); ``then`` is what else it does."""
    add = AddMana(mana, text=text)
    return ActivatedAbility(
        text=text,
        cost=Cost(mana=ManaCost.parse(cost) if cost else None, tap=tap, untap=untap, sacrifice=sacrifice),
        effect=Sequence((add, then), text=text) if then else add,
        mana_ability=True,
    )


def mana_effects(ability: ActivatedAbility) -> list[AddMana]:
    """The AddMana parts of a mana ability's effect."""
    effect = ability.effect
    parts = effect.effects if isinstance(effect, Sequence) else (effect,)
    return [p for p in parts if isinstance(p, AddMana)]


def equip(cost: str, flavor_word: str | None = None) -> ActivatedAbility:
    """Equip [cost]: attach to target creature you control; equip only as a sorcery (702.6a). A flavor word
    ("Gae Bolg — Equip {4}") has no rules meaning (207.2d) but is part of the ability's printed text."""
    text = f"{flavor_word} — Equip {cost}" if flavor_word else f"Equip {cost}"
    return ActivatedAbility(text, Cost(mana=ManaCost.parse(cost)), Attach(), sorcery_speed=True,
                            target=TargetSpec("target creature you control", permanents=CREATURE & YOU_CONTROL),
                            keyword="equip")


def cycling(cost: str = "", life: int = 0) -> ActivatedAbility:
    """Cycling [cost]: [cost], discard this card: draw a card; only from the hand (702.29a)."""
    text = f"Cycling {cost}" if cost else f"Cycling—Pay {life} life"
    return ActivatedAbility(text, Cost(mana=ManaCost.parse(cost) if cost else None, discard_self=True, life=life),
                            Draw(1), zone="hand", keyword="cycling")
