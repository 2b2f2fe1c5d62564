"""Auras and Equipment: what may be attached to what, attaching, and what attachments give.

Sources: 301.5 (Equipment), 303.4 (Auras), 701.3 (attach), 702.5 (enchant), 702.6 (equip), 702.16c/d
(protection against Auras and Equipment), 704.5m/704.5n (the state-based actions for attachments), 613.1d and
613.1f (the types and abilities an attachment gives, layers 4 and 6), 608.3c (an Aura spell resolves attached to
its target), 303.4f/303.4g (an Aura put onto the battlefield otherwise), 702.182a, 111.1 and 301.5c (job select:
create a token, then attach this to it; an Equipment equips one creature only), 603.12 (a reflexive ability).

The game calls in at a few places (``Game.characteristics``, ``Game.abilities``, ``Game.has_keyword``,
``Game.enter_battlefield``, ``Game.attach`` and the state-based actions); the logic is here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import searches
from mtg_rulings.reference_engine.abilities import SELF, EffectContext, EquippedGets, Filter, TargetSpec, TriggeredAbility
from mtg_rulings.reference_engine.mana import COLOR_NAMES
from mtg_rulings.reference_engine.reading import changed, reading

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.model import CardDef
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class Enchant:
    """"Enchant [object]" (702.5a): what the Aura spell targets (303.4a) and what the Aura may enchant (303.4c)."""

    filter: Filter
    text: str = "Enchant creature"
    keyword: str = "enchant"

    def target(self) -> TargetSpec:
        return TargetSpec(f"target {self.filter.text}", permanents=self.filter)


def _types(game: Game, obj: GameObject) -> tuple[tuple[str, ...], tuple[str, ...]]:
    _, types, subtypes = game.type_line(obj)
    return types, subtypes


def is_aura(game: Game, obj: GameObject) -> bool:
    types, subtypes = _types(game, obj)
    return "Enchantment" in types and "Aura" in subtypes


def is_equipment(game: Game, obj: GameObject) -> bool:
    types, subtypes = _types(game, obj)
    return "Artifact" in types and "Equipment" in subtypes


def enchant_ability(game: Game, obj: GameObject) -> Enchant | None:
    for ability in game.face(obj).abilities:
        if isinstance(ability, Enchant):
            return ability
    return None


def aura_target(game: Game, obj: GameObject) -> TargetSpec | None:
    """303.4a: an Aura spell requires a target, which its enchant ability defines."""
    enchant = enchant_ability(game, obj)
    return enchant.target() if enchant is not None and is_aura(game, obj) else None


def protection_from(game: Game, obj: GameObject, source: GameObject) -> str | None:
    """The colour of ``source`` that ``obj`` has protection from (702.16a), if any."""
    for color in game.characteristics(source).colors:
        if game.has_keyword(obj, f"Protection from {COLOR_NAMES[color]}"):
            return COLOR_NAMES[color]
    return None


def illegal_attachment(game: Game, obj: GameObject, host: GameObject) -> tuple[str, str] | None:
    """Why ``obj`` can't be attached to ``host`` now, and the rule, or None if it can: an Aura only to what its
    enchant ability allows (702.5a, 303.4c), not to itself and not while it is a creature (303.4d), nor to a
    permanent with protection from it (702.16c); an Equipment only to a creature (301.5), not to itself and not
    while it is a creature (301.5c), nor to a creature with protection from it (702.16d). Anything else can't be
    attached (701.3b)."""
    if host is obj:
        return f"{obj.name} can't be attached to itself", "303.4d" if is_aura(game, obj) else "301.5c"
    if host.zone is not game.battlefield:
        return f"{host.name} is not on the battlefield", "303.4c" if is_aura(game, obj) else "301.5c"
    types = game.characteristics(obj).types
    if is_aura(game, obj):
        if "Creature" in types:
            return f"{obj.name} is a creature and can't enchant anything", "303.4d"
        enchant = enchant_ability(game, obj)
        if enchant is None or not enchant.filter(game, host, obj):
            return f"{host.name} is not what {obj.name} can enchant ({enchant.text if enchant else 'no enchant'})", "303.4c"
        color = protection_from(game, host, obj)
        if color:
            return f"{host.name} has protection from {color} and can't be enchanted by {obj.name}", "702.16c"
        return None
    if is_equipment(game, obj):
        if "Creature" in types:
            return f"{obj.name} is a creature and can't equip a creature", "301.5c"
        if "Creature" not in game.characteristics(host).types:
            return f"{host.name} is not a creature; {obj.name} can't equip it", "301.5"
        color = protection_from(game, host, obj)
        if color:
            return f"{host.name} has protection from {color} and can't be equipped by {obj.name}", "702.16d"
        return None
    return f"{obj.name} is neither an Aura nor an Equipment", "701.3b"


def attach(game: Game, obj: GameObject, host: GameObject) -> bool:
    """701.3a: attach ``obj`` to ``host``; it can't be attached to what it couldn't enchant or equip, and then it
    doesn't move (701.3b); attaching to what it is already attached to does nothing (701.3b); attaching it to
    something else gives it a new timestamp (701.3c). Returns whether it became attached."""
    if obj.zone is not game.battlefield:
        game.log("701.3b", f"{obj.name} is no longer on the battlefield; it isn't attached to anything")
        return False
    why = illegal_attachment(game, obj, host)
    if why is not None:
        game.log(why[1], f"{obj} doesn't move: {why[0]} (701.3b)")
        return False
    if obj.attached_to is host:
        game.log("701.3b", f"{obj} is already attached to {host}")
        return False
    obj.attached_to = host
    obj.timestamp = next(game._timestamps)  # 701.3c
    game.log("701.3a", f"{obj} becomes attached to {host}")
    return True


def choose_aura_host(game: Game, aura: GameObject, player: Any) -> GameObject | None:
    """303.4f: an Aura entering the battlefield other than by resolving as an Aura spell, with nothing specified
    to enchant: its controller chooses, as it enters, a legal object to enchant. It is a choice, not a target, so
    hexproof and shroud, which work against targeting only (702.11b, 702.18a), don't stop it; protection does
    (702.16c). None when nothing is legal (303.4g)."""
    options = [o for o in game.permanents() if o is not aura and illegal_attachment(game, aura, o) is None]
    if not options:
        return None
    return game.decide(player, "enchant", f"{aura.name}: choose what it will enchant as it enters", options)


def has_attachment(game: Game, host: GameObject) -> bool:
    """Whether a permanent is attached to ``host`` (a loop: asked for every permanent in every layer)."""
    for o in game.battlefield.objects:  # noqa: SIM110 (a loop is faster than any() over a generator)
        if o.attached_to is host:
            return True
    return False


def attached_to(game: Game, host: GameObject) -> list[GameObject]:
    """The permanents attached to ``host`` (Auras and Equipment), in timestamp order."""
    return [o for o in game.permanents() if o.attached_to is host]


def attached_statics(game: Game, host: GameObject) -> Iterator[tuple[GameObject, EquippedGets]]:
    """"Equipped/enchanted creature gets/has/is" abilities of the permanents attached to ``host`` (301.5f, 303.4m)."""
    if host.zone is not game.battlefield:
        return
    for other in attached_to(game, host):
        for ability in game.abilities(other):  # layer 6 first: an Equipment that lost its abilities gives nothing
            if isinstance(ability, EquippedGets):
                yield other, ability


def bonuses(game: Game, host: GameObject) -> tuple[int, int]:
    """The +P/+T the permanents attached to ``host`` give it (613.4c, layer 7c; ``per`` counts from the attachment's
    point of view: "for each artifact you control" is its controller's)."""
    dp = dt = 0
    if not has_attachment(game, host):
        return 0, 0
    for other, s in attached_statics(game, host):
        n = s.per(game, other) if s.per else 1
        dp += s.power * n
        dt += s.toughness * n
    return dp, dt


def subtypes(game: Game, host: GameObject) -> tuple[str, ...]:
    """The subtypes the permanents attached to ``host`` give it ("is a Knight in addition to its other types",
    613.1d, layer 4)."""
    found: list[str] = []
    if has_attachment(game, host):
        for _, s in attached_statics(game, host):
            found.extend(t for t in s.subtypes if t not in found)
    return tuple(found)


def grants_keyword(game: Game, host: GameObject, keyword: str) -> bool:
    """Whether an attachment gives ``host`` ``keyword`` ("equipped creature has trample and haste", 613.1f)."""
    if not has_attachment(game, host):
        return False
    return any(keyword in s.keywords for _, s in attached_statics(game, host))


def granted_abilities(game: Game, host: GameObject) -> tuple[Any, ...]:
    """Abilities granted to ``host`` by what is attached to it ("has \"Whenever ...\"", 613.1f)."""
    return tuple(a for _, s in attached_statics(game, host) for a in s.grants)


def state_based_actions(game: Game) -> tuple[list[GameObject], bool]:
    """704.5m: Auras attached to an illegal object, or to nothing, go to their owners' graveyards (returned, to be
    put there with the other state-based actions, 704.3); 704.5n: Equipment attached to an illegal permanent
    becomes unattached and stays on the battlefield; 704.5p: so does any other permanent attached to something
    (neither an Aura nor an Equipment). Returns the Auras and whether anything happened. It only reads, but for an
    unattachment (reading.py)."""
    auras, happened = [], False
    with reading(game):
        for obj in game.permanents():
            if is_aura(game, obj):
                host = obj.attached_to
                why = ("it is attached to nothing", "704.5m") if host is None else illegal_attachment(game, obj, host)
                if why is not None:
                    game.log("704.5m", f"{obj} is put into its owner's graveyard: {why[0]} ({why[1]})")
                    auras.append(obj)
                    happened = True
            elif obj.attached_to is not None:
                why = illegal_attachment(game, obj, obj.attached_to)
                if why is not None:
                    rule = "704.5n" if is_equipment(game, obj) else "704.5p"
                    game.log(rule, f"{obj} becomes unattached and stays on the battlefield: {why[0]} ({why[1]})")
                    obj.attached_to = None
                    changed(game)  # what it gave its host is gone (613.1d, 613.1f, 613.4c)
                    happened = True
    return auras, happened


# --- effects ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CreateTokenAndAttach:
    """"Create a [token], then attach this to it" (job select, 702.182a): the token is created, entering as it is, unequipped
    (abilities that trigger on it entering see it so, 603.6a), then the source is attached to it (701.3a). If an
    effect makes the player create more than one (Doubling Season, 614.1a), the source is attached to one of them,
    which its controller chooses (301.5c: an Equipment can't equip more than one creature). The source is the
    Equipment the ability came from: if it has left the battlefield, even if it came back as a new object (400.7),
    the token is created and nothing is attached to it."""

    token: CardDef
    text: str = "create a token, then attach this to it"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        tokens = game.create_tokens(self.token, 1, ctx.controller)
        if not tokens:
            return
        host = tokens[0] if len(tokens) == 1 else game.decide(
            ctx.controller, "attach_to", f"{ctx.source.name}: choose the {self.token.name} to attach it to (301.5c)",
            tokens)
        source = ctx.source_permanent(game)
        if source is None:
            game.log("701.3b", f"{ctx.source.name} is no longer the permanent the ability came from: it isn't attached")
            return
        attach(game, source, host)


@dataclass(frozen=True)
class AttachAnyNumberToTarget:
    """"You may attach any number of [filter] you control to target creature": the player says whether they will
    (609.3), then chooses them one by one among those that can legally be attached to it (701.3a, 301.5, 702.16d),
    stopping whenever they say "no more"."""

    filter: Filter
    text: str = "attach any number of Equipment you control to target creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for target in ctx.targets:
            if game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
                continue  # "you may" (609.3)
            chosen: list[GameObject] = []
            while True:
                options: list[Any] = [o for o in game.permanents() if o.controller is ctx.controller
                                      and self.filter(game, o, ctx.source) and o not in chosen
                                      and o.attached_to is not target and illegal_attachment(game, o, target) is None]
                if not options:
                    break
                pick = game.decide(ctx.controller, "attach", f"{ctx.source.name}: choose an Equipment to attach to "
                                   f"{target.name}", [*options, "no more"])
                if pick == "no more":
                    break
                chosen.append(pick)
                attach(game, pick, target)


@dataclass(frozen=True)
class AttachSourcesEquipmentToTargets:
    """"Attach an Equipment that was attached to [this] to that creature": the source has left the battlefield (it
    was sacrificed to pay the cost), so what was attached to it is its last known information (608.2h); if several
    were, its controller chooses one."""

    text: str = "attach an Equipment that was attached to it to that creature"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        source = ctx.source
        on_battlefield = ctx.source_permanent(game) is not None  # a new object it has become isn't it (400.7)
        was = [(o, o.id) for o in attached_to(game, source)] if on_battlefield else list(source.last_attached)
        equipment = [o for o, oid in was if o.id == oid and o.zone is game.battlefield and is_equipment(game, o)]
        if not equipment:
            game.log("608.2h", f"no Equipment that was attached to {source.name} is still on the battlefield")
            return
        for target in ctx.targets:
            pick = equipment[0] if len(equipment) == 1 else game.decide(
                ctx.controller, "attach", f"{source.name}: choose an Equipment that was attached to it", equipment)
            attach(game, pick, target)


@dataclass(frozen=True)
class MayAttachOneOf:
    """A reflexive triggered ability's "you may attach one of them to a [host] you control" (603.12): only an
    Equipment and a host it can legally be attached to are offered (701.3b: it can't even be tried otherwise); with
    no such pair, nothing is asked and nothing happens."""

    objects: tuple[tuple[GameObject, int], ...]
    host: Filter
    text: str = "you may attach one of them to a creature you control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        player = ctx.controller
        equipment = [o for o, oid in self.objects if o.id == oid and o.zone is game.battlefield]
        pairs = [(e, h) for e in equipment for h in game.permanents() if h.controller is player
                 and self.host(game, h, ctx.source) and h is not e.attached_to and illegal_attachment(game, e, h) is None]
        if not pairs:
            game.log("701.3b", f"{ctx.source.name}'s reflexive ability: no {self.host.text} that "
                               f"{' or '.join(e.name for e in equipment) or 'it'} can legally be attached to")
            return
        if game.decide(player, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
            return
        options = list(dict.fromkeys(e for e, _ in pairs))
        pick = options[0] if len(options) == 1 else game.decide(
            player, "attach", f"{ctx.source.name}: choose the Equipment to attach", options)
        host = game.decide(player, "attach_to", f"{ctx.source.name}: choose the {self.host.text} to attach "
                           f"{pick.name} to", [h for e, h in pairs if e is pick])
        attach(game, pick, host)


@dataclass(frozen=True)
class PutFromTopThenMayAttach:
    """"Look at the top N cards of your library. You may put any number of [filter] cards from among them onto the
    battlefield. Put the rest on the bottom of your library in a random order. When you put one or more [of them]
    onto the battlefield this way, you may attach one of them to a [host] you control." The cards enter at once
    (603.6a; their own enters abilities trigger: job select), and the reflexive ability (603.12) triggers then; the
    controller orders it with them (603.3b)."""

    n: int
    filter: Filter
    host: Filter
    reflexive: str
    text: str = "look at the top cards of your library and put any number of Equipment onto the battlefield"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from mtg_rulings.reference_engine.records import PendingTrigger

        player = ctx.controller
        top = searches.look_at_top(game, player, self.n, "609.3")
        chosen: list[GameObject] = []
        while True:
            options: list[Any] = [c for c in top if c not in chosen and self.filter(game, c, ctx.source)]
            if not options:
                break
            pick = game.decide(player, "put_onto_battlefield", f"{ctx.source.name}: choose a {self.filter.text} to "
                               "put onto the battlefield", [*options, "no more"])
            if pick == "no more":
                break
            chosen.append(pick)
        rest = [c for c in top if c not in chosen]
        searches.bottom_in_random_order(game, player, rest, "609.3")
        entered = game.enter_battlefield(chosen, player) if chosen else []
        if entered:
            game.log("603.12", f"{ctx.source.name}'s reflexive ability triggers: {self.reflexive}")
            effect = MayAttachOneOf(tuple((o, o.id) for o in entered), self.host, self.reflexive)
            game.pending.append(PendingTrigger(ctx.source, player, TriggeredAbility(self.reflexive, "reflexive", SELF,
                                                                                   effect), None,
                                               ctx.source_id or 0))  # the same source as the resolving ability (400.7)
