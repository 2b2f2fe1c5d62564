"""Effects that set base power and/or toughness (layer 7b, 613.4b), from resolved spells and abilities and from
static abilities such as "Creatures your opponents control have base toughness 1", applied in timestamp order.

Sources: 613.4b (layer 7b: effects that set power and/or toughness to specific values), 613.7 (within a layer,
in timestamp order: a later effect overwrites an earlier one), 613.7a (a static ability's timestamp is that of its
source permanent), 613.4c (the modifications of layer 7c, counters included, apply after, whenever they began).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class CreaturesHaveBase:
    """"[Creatures your opponents control] have base toughness N" (611.3a, 613.4b): a static ability setting the base
    power and/or toughness of each creature ``filter`` selects, for as long as its source is on the battlefield."""

    filter: Any
    power: int | None = None
    toughness: int | None = None
    text: str = "creatures have base power and toughness N/N"


def layer_7b(game: Game, obj: GameObject, power: int | None, toughness: int | None) -> tuple[int | None, int | None]:
    """``obj``'s power and toughness after layer 7b (613.4b): each setting effect in timestamp order (613.7)."""
    from mtg_rulings.reference_engine.layers import effects

    setters: list[tuple[int, int | None, int | None]] = [
        (e.timestamp, e.base_power, e.base_toughness) for e in effects(obj) if e.base_power is not None]
    for source, ability in game.statics(CreaturesHaveBase):
        if ability.filter(game, obj, source):
            setters.append((source.timestamp, ability.power, ability.toughness))
    for _, p, t in sorted(setters, key=lambda s: s[0]):
        if p is not None:
            power = p
        if t is not None:
            toughness = t
    return power, toughness


def off_battlefield(game: Game, obj: GameObject, base: Any) -> Any:
    """``obj``'s characteristics in a zone other than the battlefield: its face's, with the power and toughness its
    characteristic-defining ability gives (604.3: it functions in all zones; 613.4a)."""
    import dataclasses

    from mtg_rulings.reference_engine.layers import PowerToughnessEqualTo

    cda = next((a for a in game.face(obj).abilities if isinstance(a, PowerToughnessEqualTo)), None)
    if cda is None:
        return base
    n = cda.count(game, obj)
    return dataclasses.replace(base, power=n, toughness=n)
