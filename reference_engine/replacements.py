"""Replacement effects that change where an object goes (614.1a, 614.6): "If a card or token would be put into your
graveyard from anywhere, exile it instead" (Hades, Sorcerer of Eld; Rest in Peace's kind).

``Game.move`` asks :func:`destination` where an object really goes. A creature exiled this way instead of being put
into a graveyard doesn't die (700.4), so its "dies" abilities don't trigger; an ability that triggers on a discard
still does (701.9a: the card is discarded, wherever it ends up), and finds the card in exile.

Sources: 614.1a ("instead"), 614.6 (the modified event replaces the original one), 700.4 (dies), 701.9a (discard).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reference_engine.game import Game
    from reference_engine.objects import GameObject, Zone


@dataclass(frozen=True)
class ExileInsteadOfGraveyard:
    """"If a card or token would be put into your graveyard from anywhere, exile it instead" (614.1a): a static
    ability whose replacement effect applies to its controller's graveyard."""

    text: str


def destination(game: Game, obj: GameObject, zone: Zone) -> Zone:
    """The zone ``obj`` is put into when an event would put it into ``zone``: exile instead of a graveyard whose
    owner controls a permanent with :class:`ExileInsteadOfGraveyard` (614.1a), else ``zone``."""
    owner = next((p for p in game.players if p.graveyard is zone), None)
    if owner is None:
        return zone
    for source, _ability in game.statics(ExileInsteadOfGraveyard):
        if source.controller is owner:
            game.log("614.1a", f"{obj.name} would be put into {owner.name}'s graveyard: {source.name} exiles it instead")
            return game.exile
    return zone
