"""Spree (702.172): a modal spell whose controller chooses one or more of its modes as it is cast, each mode adding
its own additional cost to the spell's total cost.

Sources: 702.172a (one or more modes, each with its additional cost), 700.2 (modal spells; 700.2d: a mode is
chosen once at most unless the spell says otherwise), 601.2b (modes and costs announced), 601.2c (each chosen
mode's targets), 601.2f (the total cost: mana cost plus additional costs, then reductions; 118.9d: an
alternative cost such as "without paying its mana cost" still takes the additional costs), 202.3 (the mana
value counts only the mana cost), 608.2b (a spell whose every target is illegal doesn't resolve; an illegal
target is unaffected, the rest of the spell still happens), 608.2c (the instructions are followed in their
written order).

A spree spell on the stack records its chosen modes as ``((index, targets), ...)`` in ``GameObject.mode``, in
the modes' written order: ``targets`` is how many of the spell's targets (its flat ``targets`` list, in that
order) the mode chose.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.abilities import SpellEffect, TargetSpec
from mtg_rulings.reference_engine.mana import ManaCost, TotalCost

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

NO_MORE = "no more"
Chosen = tuple[tuple[int, int], ...]


def choose_modes(game: Game, player: Player, name: str, spell: SpellEffect) -> list[int]:
    """The modes ``player`` chooses for a spree spell (601.2b, 702.172a), one by one, in the modes' written order
    whatever order they were named in (608.2c). At least one must be chosen, none twice (700.2d); a refusal
    names 702.172a."""
    from mtg_rulings.reference_engine.records import IllegalAction

    texts = [m.text for m in spell.modes]
    chosen: list[int] = []
    while len(chosen) < len(texts):
        answer = game.decide(player, "mode", f"{name}: choose a mode (spree, one or more)", [*texts, NO_MORE])
        if answer == NO_MORE and not chosen:
            raise IllegalAction(f"{name} is a spree spell: at least one mode must be chosen, with its additional cost",
                                "702.172a")
        if answer == NO_MORE:
            break
        i = texts.index(answer)
        if i in chosen:
            raise IllegalAction(f"the mode \"{answer}\" of {name} is already chosen: a mode can't be chosen more than "
                                "once (700.2d)", "702.172a")
        chosen.append(i)
        game.log("601.2b", f"{player.name} chooses the mode \"{answer}\" and its additional cost {spell.modes[i].cost}")
    return sorted(chosen)


def add_costs(total: TotalCost | None, spell: SpellEffect, chosen: list[int]) -> TotalCost:
    """The total cost with the chosen modes' additional costs added (601.2f); ``total`` is None for a spell cast
    without paying its mana cost, whose additional costs are still paid (118.9d)."""
    total = total or TotalCost()
    for i in chosen:
        total = total.plus(ManaCost.parse(spell.modes[i].cost or "").total())
    return total


def choose_targets(game: Game, player: Player, obj: GameObject, spell: SpellEffect, chosen: list[int],
                   kept: list[list[Any]] | None = None) -> tuple[list[Any], Chosen]:
    """Each chosen mode's targets, mode by mode (601.2c): a mode that needs a target and has none legal can't be
    chosen. The same object may be the target of several modes. ``kept``, each mode's targets before, is for a
    copy choosing new ones (:func:`new_targets`): a mode with no legal target keeps its own instead."""
    from mtg_rulings.reference_engine.records import IllegalAction

    targets: list[Any] = []
    record = []
    for j, i in enumerate(chosen):
        spec = spell.modes[i].target
        mine = game._choose_targets(player, spec, obj, itself=obj) if spec is not None else []
        if kept is not None:
            mine = mine or kept[j]
        elif spec is not None and not mine:
            raise IllegalAction(f"{obj.name}'s mode \"{spell.modes[i].text}\" has no legal target for {spec.text}",
                                "601.2c")
        targets += mine
        record.append((i, len(mine)))
    return targets, tuple(record)


def new_targets(game: Game, player: Player, copy: GameObject, spell: SpellEffect,
                chosen: Chosen) -> tuple[list[Any], Chosen]:
    """707.10c: new targets for a copy of a spree spell, mode by mode among each mode's legal targets (601.2c), the
    copy keeping its modes (707.10); a mode with no legal new target keeps the targets it had. Returns the copy's
    targets and its modes' record (see the module docstring)."""
    kept, start = [], 0
    for _, n in chosen:  # the flat list of targets cut into each mode's own
        kept.append(list(copy.targets[start:start + n]))
        start += n
    return choose_targets(game, player, copy, spell, [i for i, _ in chosen], kept)


def combined(spell: SpellEffect, chosen: Chosen) -> SpellEffect:
    """The spell ability of a spree spell with these modes: their effects in written order, each on its own
    targets (608.2b, 608.2c); a target is legal for the spell if it is for one of the modes that chose it."""
    effects = []
    start = 0
    specs = []
    for i, n in chosen:
        mode = spell.modes[i]
        effects.append(ModeEffect(mode, start, n, text=mode.text))
        if mode.target is not None:
            specs.append(mode.target)
        start += n
    target = ModesTarget(tuple(specs), text=" and ".join(s.text for s in specs)) if specs else None
    return SpellEffect(tuple(effects), target=target, text=spell.text)


@dataclass(frozen=True)
class ModesTarget:
    """The targets of the chosen modes, for the check that all of a spell's targets are illegal (608.2b)."""

    specs: tuple[TargetSpec, ...]
    text: str = "the modes' targets"

    def legal(self, game: Game, obj: Any, source: Any) -> bool:
        return any(s.legal(game, obj, source) for s in self.specs)

    def illegality(self, game: Game, obj: Any, source: Any) -> tuple[str, str] | None:
        return None if self.legal(game, obj, source) else (f"{obj} is no target of {self.text}", "115.1")


@dataclass(frozen=True)
class ModeEffect:
    """One chosen mode of a resolving spree spell: its effects, on those of its own targets still legal for it
    (608.2b); a mode whose targets are all illegal does nothing, the other modes still happen."""

    mode: SpellEffect
    start: int
    count: int
    text: str = "a mode"

    def apply(self, game: Game, ctx: Any) -> None:
        spell = ctx.source
        mine = list(spell.targets[self.start:self.start + self.count])
        legal = [t for t in mine if self.mode.target is not None and any(t is x for x in ctx.targets)
                 and self.mode.target.legal(game, t, spell)]
        if self.count and not legal:
            game.log("608.2b", f"{spell.name}: the mode \"{self.text}\" has no legal target left and does nothing")
            return
        game.log("608.2c", f"{spell.name}: the mode \"{self.text}\"")
        for effect in self.mode.effects:
            effect.apply(game, replace(ctx, targets=legal))
