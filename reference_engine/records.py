"""Small values of the game that every engine module may need, in a module that imports no other engine module
but :mod:`~mtg_rulings.reference_engine.objects`: the exceptions of refused actions and of scripted answers, the trace entry, the
record of a triggered ability waiting for the stack (603.3), and a few constants. Written by tools/split_game.py
from reference_engine/game.py, which re-exports them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from mtg_rulings.reference_engine.objects import GameObject, Player

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import TriggeredAbility


MAX_HAND_SIZE = 7  # 402.2


#: The rule that gives each kind of noninstant spell its timing (own main phase, empty stack), most specific
#: first; a spell of none of these types (a kindred one, 308.1) falls back on the general rule, 117.1a.
SPELL_TIMING = {"Creature": "302.1", "Artifact": "301.1", "Enchantment": "303.1", "Planeswalker": "306.1",
                "Sorcery": "307.1", "Battle": "310.1"}


T = TypeVar("T")


#: A decision maker: (player, kind, prompt, options) -> the chosen option.
Decider = Callable[[Player, str, str, Sequence[Any]], Any]


#: Called in the middle of casting a spell, when mana abilities may be activated (601.2g).
DuringCast = Callable[[], None]


class NotAnOption(Exception):
    """Raised by a decider whose scripted answer names none of the options offered (``answer`` is its name)."""

    def __init__(self, answer: str) -> None:
        super().__init__(answer)
        self.answer = answer


class IllegalAction(Exception):
    """An action the rules don't allow now. ``rule`` is the CR rule that forbids it."""

    def __init__(self, reason: str, rule: str) -> None:
        super().__init__(f"{reason} ({rule})")
        self.reason = reason
        self.rule = rule


@dataclass(frozen=True)
class TraceEntry:
    """One rule application: the CR rule number and one line of what happened."""

    rule: str
    text: str


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: GameObject
    controller: Player
    ability: TriggeredAbility
    cause: Any  # the object (or, for a life gain event, the player) whose event made it trigger
    #: The source's id when it triggered (for a delayed triggered ability, when the effect created it): if the source
    #: changes zones before the ability resolves, it is a new object that "this" no longer refers to (400.7).
    source_id: int = 0

    def __post_init__(self) -> None:
        self.source_id = self.source_id or self.source.id


def _name(target: Any) -> str:
    return target.name if isinstance(target, Player) else str(target)
