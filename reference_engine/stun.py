"""Stun counters (122.1d): if a permanent with a stun counter on it would become untapped, instead remove a stun
counter from it. A replacement effect (614.1a) on untapping, in the untap step (502.3) or by an effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


def untap(game: Game, obj: GameObject, rule: str, why: str = "untaps") -> None:
    """Untap ``obj`` (the ``rule`` that untaps it), or remove a stun counter from it instead (122.1d)."""
    if obj.counters.get("stun", 0) > 0:
        obj.counters["stun"] -= 1
        game.log("122.1d", f"{obj} would untap; instead a stun counter is removed from it "
                           f"({obj.counters['stun']} left)")
        return
    obj.tapped = False
    game.log(rule, f"{obj} {why}")
