"""Saddle (702.171) and crew (702.122): activated abilities whose cost is tapping any number of other untapped
creatures you control with total power N or more.

Sources: 702.171a (saddle N: the Mount becomes saddled until end of turn; only as a sorcery), 702.171b (saddled is
a designation, not an ability; it ends as the turn ends or the Mount leaves the battlefield, 400.7), 702.171c (a
creature "saddles" a Mount as it's tapped to pay its saddle cost), 702.122a (crew N: the Vehicle becomes an
artifact creature until end of turn), 702.122c (a creature "crews" a Vehicle as it's tapped to pay its crew cost),
602.2b (costs paid as the ability is activated; tapping more creatures than needed is allowed), 302.6 (tapping an
untapped creature for another permanent's cost isn't a {T} cost of its own, so summoning sickness doesn't matter).

``Game.tapped_for`` maps ``(permanent id, keyword)`` to the ids of the creatures tapped to pay that permanent's
saddle or crew costs this turn, and ``Game.saddled`` holds the ids of the saddled Mounts; both are emptied as each
turn begins. A permanent that leaves the battlefield is a new object with a new id (400.7): it is neither saddled
nor saddled or crewed by anything.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import ActivatedAbility, Cost, EffectContext, Filter

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

NO_MORE = "no more"
RULES = {"saddle": "702.171a", "crew": "702.122a"}


@dataclass(frozen=True)
class TapCreaturesAbility(ActivatedAbility):
    """An activated ability whose cost taps other untapped creatures its controller controls with total power
    ``tap_power`` or more (saddle 702.171a, crew 702.122a)."""

    tap_power: int = 0


def choose_tappers(game: Game, player: Player, obj: GameObject, ability: Any) -> list[GameObject]:
    """The creatures ``player`` taps to pay ``ability``'s cost, chosen one by one until "no more" (602.2b): any number,
    more than needed too; refused, naming the keyword's rule, if their total power is less than N."""
    if not isinstance(ability, TapCreaturesAbility):
        return []
    from mtg_rulings.reference_engine.records import IllegalAction

    chosen: list[GameObject] = []
    while True:
        options: list[Any] = [o for o in game.permanents() if o.controller is player and o is not obj and not o.tapped
                              and "Creature" in game.card_types(o) and o not in chosen]
        if not options:
            break
        pick = game.decide(player, "tap", f"{obj.name}: choose a creature to tap for \"{ability.text}\"",
                           [*options, NO_MORE])
        if pick == NO_MORE:
            break
        chosen.append(pick)
    power = sum(game.characteristics(o).power or 0 for o in chosen)
    if power < ability.tap_power:
        raise IllegalAction(f"the creatures tapped for {obj.name}'s \"{ability.text}\" have total power {power}, less "
                            f"than {ability.tap_power}", RULES.get(ability.keyword or "", "602.2b"))
    return chosen


def tap_for_cost(game: Game, obj: GameObject, ability: Any, tappers: list[GameObject]) -> None:
    """Tap the chosen creatures as the cost is paid (602.2b); each saddles or crews ``obj`` (702.171c, 702.122c)."""
    for creature in tappers:
        creature.tapped = True
        game.tapped_for.setdefault((obj.id, ability.keyword), []).append(creature.id)
        game.log(RULES.get(ability.keyword, "602.2b"), f"{creature} is tapped to pay {obj}'s \"{ability.text}\": it "
                 f"{'saddles' if ability.keyword == 'saddle' else 'crews'} {obj.name}")


@dataclass(frozen=True)
class BecomeSaddled:
    """The Mount becomes saddled until end of turn (702.171a, 702.171b): if it is still the permanent the ability came
    from (400.7); saddling a saddled Mount changes nothing."""

    text: str = "this Mount becomes saddled until end of turn"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        mount = ctx.source_permanent(game)
        if mount is None:
            return
        if mount.id in game.saddled:
            game.log("702.171b", f"{mount} is already saddled: saddling it again has no additional effect")
        game.saddled.add(mount.id)
        game.log("702.171a", f"{mount} becomes saddled until end of turn")


def _saddle(n: int, text: str | None = None) -> TapCreaturesAbility:
    """"Saddle N" (702.171a): tap other creatures with total power N or more: it becomes saddled; only as a
    sorcery."""
    return TapCreaturesAbility(text or f"Saddle {n}", Cost(), BecomeSaddled(), sorcery_speed=True, keyword="saddle",
                               tap_power=n)


def _crew(n: int, text: str | None = None, once_each_turn: bool = False) -> TapCreaturesAbility:
    """"Crew N" (702.122a): tap other creatures with total power N or more: it becomes an artifact creature until end
    of turn."""
    from mtg_rulings.reference_engine.layers import CreateEffect

    effect = CreateEffect(on="self", add_types=("Artifact", "Creature"), duration="end_of_turn",
                          text="this Vehicle becomes an artifact creature until end of turn")
    return TapCreaturesAbility(text or f"Crew {n}", Cost(), effect, keyword="crew", tap_power=n,
                               once_each_turn=once_each_turn)


def tapped_for(game: Game, obj: GameObject, keyword: str) -> list[int]:
    """The ids of the creatures that saddled or crewed ``obj`` this turn (702.171c, 702.122c)."""
    return list(game.tapped_for.get((obj.id, keyword), []))


@dataclass(frozen=True)
class SacrificeForX:
    """"You may sacrifice a [filter]. If you do, [effects], where X is the sacrificed creature's power": chosen as the
    ability resolves (608.2c), X is the creature's power as it last existed on the battlefield (608.2h); without a
    sacrifice nothing else happens."""

    filter: Filter
    effects: tuple[Any, ...]
    text: str = "you may sacrifice a creature; if you do, do the effects with X its power"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        from dataclasses import replace

        options: list[Any] = [o for o in game.permanents() if o.controller is ctx.controller
                              and self.filter(game, o, ctx.source)]
        if not options:
            game.log("608.2c", f"{ctx.controller.name} controls no {self.filter.text}: nothing is sacrificed")
            return
        if game.decide(ctx.controller, "may", f"{ctx.source.name}: {self.text}?", ("yes", "no")) == "no":
            game.log("609.3", f"{ctx.controller.name} sacrifices nothing: nothing else happens")
            return
        chosen = options[0] if len(options) == 1 else game.decide(ctx.controller, "sacrifice", self.text, options)
        x = game.characteristics(chosen).power or 0  # as it last exists on the battlefield (608.2h)
        game.sacrifice(chosen)
        game.log("608.2h", f"{chosen.name} had power {x} as it last existed on the battlefield: X is {x}")
        for effect in self.effects:
            effect.apply(game, replace(ctx, x=x))


@dataclass(frozen=True)
class DrawX:
    """"Draw X cards", X given by the instruction before it (608.2h)."""

    text: str = "draw X cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        if ctx.x:
            game.draw(ctx.controller, ctx.x)


def register(r: Registry) -> None:
    """The blocks of this module, by name, for card files."""
    from mtg_rulings.reference_engine.cards.blocks import AMOUNT_OR_ZERO, BOOL, EFFECTS, FILTER

    r.ability("saddle", _saddle, {"n": AMOUNT_OR_ZERO}, ("n",), doc=_saddle.__doc__ or "")
    r.ability("crew", _crew, {"n": AMOUNT_OR_ZERO, "once_each_turn": BOOL}, ("n",), doc=_crew.__doc__ or "")
    r.filter("saddled", Filter("saddled", lambda g, o, s: o.id in g.saddled))
    r.filter("saddled_it_this_turn", Filter("creature that saddled it this turn",
                                            lambda g, o, s: o.id in tapped_for(g, s, "saddle")))
    r.count("creatures_that_crewed_it_this_turn", {"const": True}, lambda v, c, p: _crewed_count())
    r.effect("sacrifice_for_x", SacrificeForX, {"filter": FILTER, "effects": EFFECTS}, ("filter", "effects"))
    r.effect("draw_x", DrawX, {})


def _crewed_count() -> Any:
    from mtg_rulings.reference_engine.abilities import Count

    return Count("each creature that crewed it this turn", lambda g, s: len(tapped_for(g, s, "crew")))


@dataclass(frozen=True)
class ExileSelfAndSaddlerThenReturn:
    """"Exile it and up to one creature that saddled it this turn, then return those cards to the battlefield under
    their owner's control" (702.171c: a creature saddled it as it was tapped for its saddle cost): the creature is
    chosen as it resolves (608.2c), among those still on the battlefield as the objects that saddled it; "it" is
    the Mount as the object the ability came from, exiled only if it is still that permanent (400.7), while the
    creature that saddled it is exiled and returned even if the Mount has left. The cards return as new objects
    (400.7): untapped, and Auras that were attached to them are put into their owners' graveyards (704.5m)."""

    text: str = "exile it and up to one creature that saddled it this turn, then return those cards"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        mount_id = ctx.source_id if ctx.source_id is not None else ctx.source.id
        saddlers = set(game.tapped_for.get((mount_id, "saddle"), []))
        options: list[Any] = [o for o in game.permanents() if o.id in saddlers and "Creature" in game.card_types(o)]
        chosen = game.decide(ctx.controller, "exile", f"{ctx.source.name}: exile up to one creature that saddled it",
                             [*options, NO_MORE]) if options else NO_MORE
        exiled = []
        mount = ctx.source_permanent(game)
        if mount is None:
            game.log("400.7", f"{ctx.source.name} is no longer on the battlefield: it isn't exiled")
        for obj in [o for o in (mount, None if chosen == NO_MORE else chosen) if o is not None]:
            exiled.append(game.move(obj, game.exile))
            game.log("406.3", f"{obj.name} is exiled")
        for card in exiled:
            if card.is_token:
                game.log("111.7", f"{card.name} is a token: it can't return from exile")
                continue
            game.enter_battlefield([card], card.owner)
            game.log("400.7", f"{card.name} returns to the battlefield under {card.owner.name}'s control as a new "
                              "object")


@dataclass(frozen=True)
class AtEndOfCombat:
    """"At end of combat, [effect]": a delayed triggered ability (603.7) that triggers at the next end of combat
    step, its "it" the object the ability creating it came from (400.7)."""

    effect: Any
    text: str = "at end of combat, do the effect"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        game.create_delayed_trigger("end_of_combat", ctx.source, ctx.controller, self.effect, self.text,
                                    ctx.source_id if ctx.source_id is not None else ctx.source.id)
