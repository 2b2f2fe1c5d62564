"""Replacement effects of one permanent on how other permanents enter the battlefield (614.1c, 614.12).

"Other creatures you control enter with an additional +1/+1 counter on them for each ...": a static ability of a
permanent already on the battlefield. A permanent entering at the same time as the source isn't affected: the
effect must exist before the event it modifies (614.12, 603.6a).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import Count, Filter
    from mtg_rulings.reference_engine.game import Game
    from mtg_rulings.reference_engine.objects import GameObject


@dataclass(frozen=True)
class OthersEnterWithCounters:
    """"[Filter] enter with an additional [kind] counter on them for each [count]" (614.1c)."""

    text: str
    filter: Filter
    kind: str
    per: Count


def additional_counters(game: Game, perm: GameObject, entering: Sequence[GameObject]) -> Iterator[tuple[str, int, str]]:
    """(kind, number, source) for each such effect that applies to ``perm`` as it enters with ``entering``: its
    sources are the permanents that were on the battlefield before, not those entering now (614.12)."""
    now = {id(o) for o in entering}
    for source, ability in game.statics(OthersEnterWithCounters):
        if id(source) in now or source is perm or not ability.filter(game, perm, source):
            continue
        n = ability.per(game, source)
        if n > 0:
            yield ability.kind, n, str(source)
