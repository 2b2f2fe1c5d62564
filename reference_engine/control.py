"""Control-changing effects (613.1b, layer 2): "gain control of target creature until end of turn" and
"exchange control of two target [permanents]" (701.12b).

A control-changing effect created by a resolving spell or ability applies to the permanent as the object it was
then (400.7: it ends if the permanent leaves the battlefield) and, without a stated duration, lasts indefinitely
(611.2a; it doesn't end in the cleanup step, nor if the permanent stops having the type its targeting named). One
with "until end of turn" ends in the cleanup step (514.2). Among the effects that apply, the latest timestamp wins
(613.7); with none left, the permanent's controller is the one it had before the first of them. A permanent that
changes controller has not been controlled continuously by its new controller since their most recent turn began:
it is summoning sick again (302.6) unless it has haste. What is attached to it doesn't change controller with it
(Auras and Equipment are permanents of their own, 303.4e, 301.5c). An exchange between two permanents that one
player controls does nothing (701.12b); one whose target is now illegal doesn't happen (608.2b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import EffectContext
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class ControlEffect:
    """One control-changing effect on one permanent (613.1b): ``obj`` as the object ``obj_id`` names (400.7)."""

    obj: Any
    obj_id: int
    controller: Any
    timestamp: int
    until_end_of_turn: bool
    text: str


def _effects(game: Game) -> list[ControlEffect]:
    if not hasattr(game, "control_effects"):
        game.control_effects = []  # type: ignore[attr-defined]
        game.control_base = {}  # type: ignore[attr-defined]
    return game.control_effects  # type: ignore[attr-defined]


def gain_control(game: Game, obj: GameObject, player: Player, text: str, until_end_of_turn: bool = False) -> None:
    """Create a control-changing effect giving ``player`` control of ``obj`` (613.1b), then apply layer 2."""
    effects = _effects(game)
    game.control_base.setdefault((id(obj), obj.id), obj.controller)  # type: ignore[attr-defined]
    effects.append(ControlEffect(obj, obj.id, player, game.timestamp(), until_end_of_turn, text))
    game.log("613.1b", f"{text}: {player.name} gains control of {obj}"
             + (" until end of turn" if until_end_of_turn else " (no duration: it lasts indefinitely, 611.2a)"))
    apply(game, obj)


def apply(game: Game, obj: GameObject) -> None:
    """Layer 2 for ``obj``: the controller the latest applicable control-changing effect gives it (613.7)."""
    effects = [e for e in _effects(game) if e.obj is obj and e.obj_id == obj.id]
    if obj.zone is not game.battlefield:
        return
    new = effects[-1].controller if effects else game.control_base.get((id(obj), obj.id), obj.controller)  # type: ignore[attr-defined]
    if new is obj.controller:
        return
    old, obj.controller = obj.controller, new
    obj.sick = True  # 302.6: not controlled continuously by its new controller since their turn began
    game.log("613.1b", f"{obj} changes control from {old.name} to {new.name}; it is summoning sick for {new.name} "
                       "(302.6)")


def end_of_turn(game: Game) -> None:
    """514.2: "until end of turn" control-changing effects end; each permanent they applied to gets the controller
    the remaining effects give it."""
    effects = _effects(game)
    ended = [e for e in effects if e.until_end_of_turn]
    if not ended:
        return
    effects[:] = [e for e in effects if not e.until_end_of_turn and e.obj.id == e.obj_id]
    for e in ended:
        game.log("514.2", f"\"{e.text}\" ends")
        if e.obj.id == e.obj_id:
            apply(game, e.obj)


@dataclass(frozen=True)
class GainControlOfTargets:
    """"Gain control of target [permanent] [until end of turn][, untap it, and it gains haste until end of turn]"
    (613.1b, 611.2a), for each target still on the battlefield."""

    until_end_of_turn: bool = False
    untap: bool = False
    haste: bool = False
    text: str = "gain control of target permanent"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        for obj in ctx.targets:
            if getattr(obj, "zone", None) is not game.battlefield:
                continue
            gain_control(game, obj, ctx.controller, self.text, self.until_end_of_turn)
            if self.untap and obj.tapped:
                obj.tapped = False
                game.log("701.26b", f"{obj} untaps")
            if self.haste:
                obj.keywords_until_end_of_turn.append("Haste")  # 611.2a, ending in the cleanup step (514.2)
                game.log("611.2a", f"{obj} gains haste until end of turn")


@dataclass(frozen=True)
class ExchangeControlOfTargets:
    """"Exchange control of two target [permanents]" (701.12b): each player gains control of the permanent the
    other controlled, indefinitely. With a target illegal now (608.2b: not among the legal targets), or both
    controlled by one player, nothing happens."""

    text: str = "exchange control of two target permanents"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        pair = [t for t in ctx.targets if getattr(t, "zone", None) is game.battlefield]
        if len(pair) != 2:
            game.log("701.12b", f"{self.text}: one of the two targets is no longer legal; the exchange doesn't happen")
            return
        a, b = pair
        if a.controller is b.controller:
            game.log("701.12b", f"{a} and {b} are both controlled by {a.controller.name}: the exchange does nothing")
            return
        ca, cb = a.controller, b.controller
        gain_control(game, a, cb, self.text)
        gain_control(game, b, ca, self.text)


@dataclass(frozen=True)
class IfTargetsOr:
    """"If that creature's power is 2 or less or if you control another Lizard, [effect]": the targets match
    ``filter`` or ``condition`` holds, checked as the ability resolves (608.2c), whatever held when it was put on
    the stack."""

    filter: Any
    condition: Any
    effect: Any
    text: str = "if that creature matches or a condition holds"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        ok = bool(ctx.targets) and all(self.filter(game, t, ctx.source) for t in ctx.targets)
        ok = ok or self.condition(game, ctx.source)
        if not ok:
            game.log("608.2c", f"{ctx.source.name}: \"{self.text}\" is false as the ability resolves: it does nothing")
            return
        game.log("608.2c", f"{ctx.source.name}: \"{self.text}\" is true as the ability resolves")
        self.effect.apply(game, ctx)
