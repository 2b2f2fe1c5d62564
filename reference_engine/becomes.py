"""Effects that make a permanent "become" something with new characteristics for a duration: "Until end of turn,
target creature becomes a white Rabbit with base power and toughness 0/1."

Sources: 611.2a (a continuous effect from a resolving spell, for its stated duration; 514.2: "until end of turn"
ends in the cleanup step), 611.2c (it affects only the objects determined as it resolves), 613.1d and 205.1b
(layer 4: the new creature type replaces the old ones, as no "in addition to its other types" is said), 613.1e
(layer 5: the new colour replaces the old ones), 613.4b (layer 7b: base power and toughness set).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.layers import ObjectEffect

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.blocks import Registry
    from mtg_rulings.reference_engine.game import Game

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@dataclass(frozen=True)
class TargetsBecome:
    """Each target permanent becomes the given colours and creature types, with the given base power and toughness,
    for ``duration`` (``"end_of_turn"``)."""

    colors: tuple[str, ...] = ()
    creature_types: tuple[str, ...] = ()
    base_power: int | None = None
    base_toughness: int | None = None
    duration: str | None = "end_of_turn"
    text: str = "target creature becomes a creature with new characteristics"

    def apply(self, game: Game, ctx: Any) -> None:
        for obj in ctx.targets:
            if obj.zone is not game.battlefield:
                continue
            obj.effects.append(ObjectEffect(self.text, game.timestamp(), base_power=self.base_power,
                                            base_toughness=self.base_toughness, duration=self.duration,
                                            colors=tuple(COLOR_LETTERS.get(c, c) for c in self.colors),
                                            creature_types=self.creature_types))
            game.log("611.2a", f"{obj}: {self.text}")


def register(r: Registry) -> None:
    """The blocks of this module, by name, for card files."""
    from mtg_rulings.reference_engine.cards.blocks import INT, STR_LIST, enum

    r.effect("targets_become", TargetsBecome, {"colors": STR_LIST, "creature_types": STR_LIST, "base_power": INT,
                                               "base_toughness": INT, "duration": enum("end_of_turn", None)})
