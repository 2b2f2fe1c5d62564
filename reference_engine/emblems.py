"""Emblems (114) and "as this transforms into" abilities that create them (712.20).

An emblem is an object in the command zone (114.1, 408.1) with abilities and no other characteristics (114.3);
the player an effect gives it to owns and controls it (114.2), and it can't leave the command zone (114.4). Its
triggered abilities trigger like a permanent's (114.4, 603.2): :func:`trigger_sources` is what
:meth:`Game._check_triggers` adds to the permanents it looks at.

"As this creature transforms into [face], [effect]" (712.20) is an :class:`AsTransformsInto` ability of the face
it names: it applies as the permanent transforms into that face (after 701.27a turns it over), and never when the
permanent enters the battlefield with that face up, which isn't transforming (712.14a, 701.27a).

Sources: 114.1-114.4 (emblems), 408.1 (the command zone), 712.14a and 712.20 (entering with the back face up
isn't transforming; "as this transforms into").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.cards.model import CardDef
from mtg_rulings.reference_engine.objects import Zone

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Effect, EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


def command_zone(game: Game) -> Zone:
    """The command zone (408.1), shared by all players; made the first time a game needs it."""
    zone = getattr(game, "command_zone", None)
    if zone is None:
        zone = Zone("command")
        setattr(game, "command_zone", zone)  # noqa: B010 (made on first use, 408.1)
    return zone


def emblems(game: Game, owner: Player | None = None) -> list[GameObject]:
    """The emblems in the command zone (114.1), or ``owner``'s, in the order they were created."""
    zone = getattr(game, "command_zone", None)
    return [o for o in (zone.objects if zone else []) if owner is None or o.owner is owner]


def trigger_sources(game: Game) -> list[tuple[GameObject, Player]]:
    """Each emblem with its controller (its owner, 114.2): the objects whose triggered abilities trigger from the
    command zone (114.4)."""
    return [(o, o.controller) for o in emblems(game)]


def is_emblem(game: Game, obj: GameObject) -> bool:
    return obj.zone is getattr(game, "command_zone", None)


@dataclass(frozen=True)
class CreateEmblem:
    """"You get an emblem with \"[abilities]\"" (114.1, 114.2): an emblem in the command zone owned and controlled
    by the ability's controller, named for the object that created it (114.5 gives an emblem no name; the name
    here only says whose it is in the trace and the triggered-abilities list)."""

    abilities: tuple[Any, ...]
    text: str = "you get an emblem"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        who = ctx.controller
        card = CardDef(name=f"{game.face(ctx.source).name}'s emblem", type_line="", oracle_text=self.text,
                       source=f"the emblem {game.face(ctx.source).name} creates", abilities=self.abilities)
        game.new_object(card, who, command_zone(game))
        game.log("114.1", f"{who.name} gets an emblem ({self.text}) in the command zone")


@dataclass(frozen=True)
class AsTransformsInto:
    """"As this creature transforms into [this face], [effect]" (712.20): applied as the permanent transforms into
    the face that has it; see :func:`apply_as_transforms`."""

    text: str
    effect: Effect


def apply_as_transforms(game: Game, obj: GameObject) -> None:
    """712.20: after ``obj`` transformed (701.27a), the "as this transforms into" abilities of the face now up
    apply, controlled by its controller. Entering the battlefield with that face up calls nothing here (712.14a)."""
    from mtg_rulings.reference_engine.abilities import EffectContext

    for ability in game.face(obj).abilities:
        if isinstance(ability, AsTransformsInto):
            game.log("712.20", f"as {obj.name} transforms: {ability.text}")
            ability.effect.apply(game, EffectContext(obj, obj.controller))
