"""Spells and abilities with two targets of different roles: "target creature you control deals damage equal to
its power to target creature you don't control" (Hunter's Talent, Polliwallop, Rabid Gnaw).

Sources: 115.1 and 601.2c (each "target" word names a target; each is chosen for its own role, so a creature you
control can't be chosen as the creature you don't control), 603.3d (a triggered ability without a legal target for
each role is removed from the stack), 608.2b (as it resolves, each target is checked against its own role: if all
are illegal, it doesn't resolve; if one is, the effect does only what doesn't need it: an illegal target is neither
changed nor deals or is dealt damage), 120.3 (the creature deals the damage: it is the source), 608.2h (its power
as the effect happens), 611.2a (+1/+0 until end of turn).

:class:`RoledTargets` is a :class:`~mtg_rulings.reference_engine.abilities.TargetSpec` whose targets are chosen
role by role (``choose``) and checked slot by slot on resolution (``legal_by_slot``: an illegal slot becomes
``None``); the game calls those two where a spec has them. The effects read their targets by slot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import EffectContext, Filter, TargetSpec

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player


@dataclass(frozen=True)
class RoledTargets(TargetSpec):
    """One target for each of ``roles``, in order (115.1, 601.2c)."""

    roles: tuple[TargetSpec, ...] = ()

    @property
    def fewest(self) -> int:
        return len(self.roles)

    def illegality(self, game: Game, target: Any, source: GameObject) -> tuple[str, str] | None:
        """A target is legal for this spec if it is legal for one of its roles (which one: :meth:`legal_by_slot`)."""
        whys = [r.illegality(game, target, source) for r in self.roles]
        return None if any(w is None for w in whys) else whys[0]

    def choose(self, game: Game, player: Player, source: GameObject, itself: GameObject | None) -> list[Any]:
        """601.2c: choose a target for each role in turn; none at all if a role has no legal target."""
        chosen: list[Any] = []
        for role in self.roles:
            picked = game._choose_targets(player, role, source, itself)
            if not picked:
                return []
            chosen += picked
        return chosen

    def legal_by_slot(self, game: Game, targets: Sequence[Any], source: GameObject) -> list[Any]:
        """608.2b: each target checked against its own role; an illegal one is ``None``. An empty list if all are
        illegal (the spell or ability doesn't resolve)."""
        slots = [t if r.legal(game, t, source) else None for r, t in zip(self.roles, targets, strict=False)]
        for r, t, s in zip(self.roles, targets, slots, strict=False):
            if s is None:
                game.log("608.2b", f"{_label(t)} is no longer a legal target ({r.text})")
        return slots if any(s is not None for s in slots) else []


def _label(t: Any) -> str:
    return getattr(t, "name", str(t))


def creature_you_control_and_creature_you_dont(you_control: Filter, creature: Filter) -> RoledTargets:
    """"target creature you control ... target creature you don't control"."""
    mine = TargetSpec("target creature you control", permanents=creature & you_control)
    theirs = TargetSpec("target creature you don't control", permanents=Filter(
        "creature you don't control", lambda g, o, s: creature(g, o, s) and not you_control(g, o, s)))
    return RoledTargets("target creature you control and target creature you don't control",
                        permanents=mine.permanents, roles=(mine, theirs))


def _slots(ctx: EffectContext) -> tuple[Any, Any]:
    first, second = ([*list(ctx.targets), None, None])[:2]
    return first, second


@dataclass(frozen=True)
class FirstDealsDamageToSecond:
    """"[first target] deals damage equal to [times] its power to [second target]" (120.3: the first target is the
    source of the damage; its power as the effect happens, 608.2h). If either target is illegal, no damage is dealt
    (608.2b); with ``pump``, the first target first gets +P/+0 until end of turn (611.2a), which still happens if
    only the second target is illegal."""

    times: int = 1
    pump_power: int = 0
    text: str = "target creature you control deals damage equal to its power to target creature you don't control"

    def apply(self, game: Game, ctx: EffectContext) -> None:
        first, second = _slots(ctx)
        if first is None:
            game.log("608.2b", "the creature that would deal the damage is an illegal target: nothing happens")
            return
        if self.pump_power:
            game.pump_until_end_of_turn(first, self.pump_power, 0)
        if second is None:
            game.log("608.2b", "the creature that would be dealt damage is an illegal target: no damage is dealt")
            return
        power = max(0, game.characteristics(first).power or 0)
        game.log("608.2h", f"{first} has power {power}")
        if power * self.times > 0:
            game.deal_damage(first, second, power * self.times)
