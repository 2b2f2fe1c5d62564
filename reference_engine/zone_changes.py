"""Zone changes that abilities look back in time at: permanents leaving the battlefield, cards leaving a graveyard.

Permanents leaving the battlefield at the same time are one event (a "destroy all" effect, state-based actions
performed together). Before anything moves, the replacement effects that would apply to the event are found among
the permanents on the battlefield *then*, so one leaving at the same time still applies (614.6: "if ... would die,
instead ..."; several of them: the affected object's controller chooses, 616.1). Abilities that trigger on the
event are found the same way, looking back in time: the abilities that existed and the objects as they appeared
immediately before the event (603.10a), so a creature dying at the same time as others sees them die, and "you
control" or "creature" is judged as the object last existed on the battlefield.

Sources: 603.6c (leaves-the-battlefield abilities), 603.10a (zone-change triggers that look back in time: leaving
the battlefield, leaving a graveyard), 700.4 ("dies" means put into a graveyard from the battlefield, whatever the
card type: artifacts die too), 603.2g (a replaced event triggers nothing: a creature exiled instead of dying
doesn't "die"), 111.7/704.5d (a token that dies goes to the graveyard, then ceases to exist).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import replacements
from mtg_rulings.reference_engine.abilities import EffectContext, WouldDieInstead

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player, Zone


def _replacement(game: Game, obj: GameObject) -> tuple[GameObject, WouldDieInstead] | None:
    """The "would die, instead" replacement effect to apply to ``obj`` going to a graveyard (614.6), chosen by its
    controller among all the replacement effects that would apply (616.1): a finality counter (122.1h) and "exile it
    instead of your graveyard" effects (614.1a) among them. If one of those is chosen first, the creature no longer
    would die, so no "would die" effect applies (616.1e): None."""
    found = [(s, a) for s, a in game.statics(WouldDieInstead) if a.filter(game, obj, s)]
    if not found:
        return None
    others: list[Any] = ["finality counter"] if obj.counters.get("finality", 0) > 0 else []
    others += [s for s, _ in game.statics(replacements.ExileInsteadOfGraveyard) if s.controller is obj.owner]
    if len(found) == 1 and not others:
        return found[0]
    first = game.decide(obj.controller, "replacement", f"{obj.name}: choose the replacement effect to apply first",
                        [*(s for s, _ in found), *others])
    return next((f for f in found if f[0] is first), None)


def leave_battlefield(game: Game, objs: Sequence[GameObject], to: str) -> list[GameObject]:
    """Move permanents from the battlefield to their owners' ``to`` zone (``graveyard``, ``exile``, ``hand``) in
    one event, and return the objects they became (400.7).

    Replacement effects of the permanents on the battlefield before the event apply first (614.6); the abilities
    that trigger on the event are found looking back in time (603.10a), before anything moves: ``dies`` for those
    that go to a graveyard (700.4), ``leaves`` for all of them (603.6c). What a replacement effect does besides
    ("and you gain 2 life") happens after the objects have moved, once for each object it replaced."""
    leaving = [o for o in dict.fromkeys(objs) if o.zone is game.battlefield]
    if not leaving:
        return []
    where: dict[int, str] = {}
    replaced: list[tuple[GameObject, GameObject, WouldDieInstead, Player]] = []
    for obj in leaving:
        found = _replacement(game, obj) if to == "graveyard" else None
        where[id(obj)] = found[1].instead if found else to
        if where[id(obj)] == "graveyard" and replacements.destination(game, obj, obj.owner.graveyard) is game.exile:
            where[id(obj)] = "exile"  # "if a card would be put into your graveyard, exile it instead" (614.1a)
        if found is not None:
            replaced.append((obj, found[0], found[1], found[0].controller))
            game.log("614.6", f"{obj} would die; {found[0]}'s replacement effect applies instead: {found[1].text}")
    dying = [o for o in leaving if where[id(o)] == "graveyard"]
    for obj in leaving:
        if obj in dying:
            game.log("700.4", f"{obj} dies: it is put into {obj.owner.name}'s graveyard from the battlefield")
        else:
            game.log("603.6c", f"{obj} leaves the battlefield ({obj.controller.name} controls it) for "
                               f"{where[id(obj)]}")
    game.check_leave_triggers(dying, leaving)
    moved = [game.move(o, _zone(game, o.owner, where[id(o)])) for o in leaving]
    for _, source, effect, you in replaced:  # "you" is the replacement effect's controller as the event happened
        if effect.then is not None:
            effect.then.apply(game, EffectContext(source, you))
    return moved


def leave_graveyards(game: Game, cards: Sequence[GameObject], to: str) -> list[GameObject]:
    """Move cards from their owners' graveyards to ``to`` (``hand``, ``exile``, ``library``) at the same time: one
    event, whose "leave your graveyard" abilities trigger looking back (603.10a); a "one or more" ability triggers
    once for the event (603.2c)."""
    leaving = [c for c in dict.fromkeys(cards) if c.zone is c.owner.graveyard]
    if not leaving:
        return []
    for card in leaving:
        game.log("603.10a", f"{card.name} leaves {card.owner.name}'s graveyard for their {to}")
    game.check_triggers("leaves_graveyard", leaving)
    return [game.move(c, _zone(game, c.owner, to)) for c in leaving]


def _zone(game: Game, owner: Player, name: str) -> Zone:
    if name == "exile":
        return game.exile
    zone: Zone = getattr(owner, name)
    return zone
