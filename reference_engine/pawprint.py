"""Pawprint modes (700.2i, 107.18): "Choose up to N {P} worth of modes", each mode worth its number of {P}.

Sources: 700.2i (modes preceded by pawprint symbols; the modes chosen are worth at most the number named, and
the spell says whether a mode may be chosen more than once), 107.18 (a pawprint is no cost, mana or counter),
700.2d (a mode is chosen once at most unless the spell says otherwise), 601.2b (modes are chosen as the spell is
cast), 601.2c (each chosen mode's targets; a mode needing a target with none legal can't be chosen), 608.2b and
608.2c (on resolution: a spell whose every target is illegal doesn't resolve; the instructions are followed in
the order written, whatever order the modes were chosen in).

In the card data the spell lists its ``modes``, and the card has the ability
``{"pawprint_modes": {"text": ..., "worth": 5, "pawprints": [1, 2, 3], "repeat": true}}``: the budget, each mode's
pawprints in order, and whether a mode may be chosen more than once. A pawprint spell on the stack records its
modes as a spree spell does (``GameObject.mode``, :mod:`mtg_rulings.reference_engine.spree`), in written order, a mode chosen
twice listed twice; the targets and the resolution are spree's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import SpellEffect
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject, Player

NO_MORE = "no more"


@dataclass(frozen=True)
class PawprintModes:
    """"Choose up to [worth] {P} worth of modes. [You may choose the same mode more than once.]" (700.2i)."""

    worth: int
    pawprints: tuple[int, ...]
    repeat: bool = False
    text: str = "Choose up to N {P} worth of modes."


def of(game: Game, obj: GameObject) -> PawprintModes | None:
    return next((a for a in game.face(obj).abilities if isinstance(a, PawprintModes)), None)


def choose_modes(game: Game, player: Player, obj: GameObject, spell: SpellEffect | None) -> list[int] | None:
    """The modes ``player`` chooses for a pawprint spell as it is cast (601.2b, 700.2i), one by one until "no
    more" or until none fits in what is left of the budget; sorted into written order (608.2c). None for a spell
    without pawprint modes. A mode worth more than what is left, or chosen again without the spell allowing it
    (700.2d), is refused by 700.2i."""
    ability = of(game, obj)
    if ability is None or spell is None:
        return None
    from mtg_rulings.reference_engine.records import IllegalAction

    if len(ability.pawprints) != len(spell.modes):
        raise ValueError(f"{obj.name}: pawprint_modes names {len(ability.pawprints)} modes, the spell has "
                         f"{len(spell.modes)}")
    name = game.characteristics(obj).name
    texts = [m.text for m in spell.modes]
    chosen: list[int] = []
    left = ability.worth
    while any(p <= left for p in ability.pawprints):
        answer = game.decide(player, "mode", f"{name}: choose a mode ({left} {{P}} left)", [*texts, NO_MORE])
        if answer == NO_MORE:
            break
        i = texts.index(answer)
        if i in chosen and not ability.repeat:
            raise IllegalAction(f"the mode \"{answer}\" of {name} is already chosen (700.2d)", "700.2i")
        if ability.pawprints[i] > left:
            raise IllegalAction(f"the mode \"{answer}\" of {name} is worth {ability.pawprints[i]} {{P}}; only {left} "
                                f"of the {ability.worth} are left", "700.2i")
        chosen.append(i)
        left -= ability.pawprints[i]
        game.log("700.2i", f"{player.name} chooses the mode \"{answer}\" ({ability.pawprints[i]} {{P}}, {left} left)")
    if not chosen:
        game.log("700.2i", f"{player.name} chooses no mode of {name}")
    return sorted(chosen)
