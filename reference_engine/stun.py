"""Stun counters (122.1d): "If a permanent with a stun counter would become untapped, remove one from it instead."

A replacement effect (614.1a) on the permanent untapping, whatever untaps it: its controller's untap step (502.3) or
an effect (701.26b). A permanent that is already untapped doesn't "become untapped", so its stun counters stay.
Sources: 122.1d, 614.1a, 502.3, 701.26b.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reference_engine.game import Game
    from reference_engine.objects import GameObject


def untaps(game: Game, obj: GameObject) -> bool:
    """Whether the tapped permanent ``obj`` really becomes untapped now: False, with one stun counter removed
    instead, if it has any (122.1d)."""
    if obj.counters.get("stun", 0) > 0:
        obj.counters["stun"] -= 1
        game.log("122.1d", f"{obj} would untap: a stun counter is removed from it instead")
        return False
    return True
