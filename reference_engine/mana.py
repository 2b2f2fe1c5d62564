"""Mana symbols, mana costs and mana pools.

Sources (Comprehensive Rules, edition effective 2026-01-16):
  106.1a/106.1b  five colours of mana and six types (the colours plus colourless)
  106.4          mana goes into a mana pool, which empties at the end of each step and phase
  107.3          X in a cost; 107.3g: outside the stack X counts as 0
  107.4          mana symbols; 107.4e hybrid symbols, each paid by mana of either colour; 202.3 mana value
  601.2f-h       determining the total cost and paying it
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field, replace

#: The six types of mana (106.1b): five colours, in WUBRG order, and colourless.
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_NAMES: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

_SYMBOL = re.compile(r"\{([^}]+)\}")
_HYBRID = re.compile(r"([WUBRG])/([WUBRG])")  # {R/G}: two colours (107.4e)


class ManaError(ValueError):
    """A mana cost or mana string that cannot be read, or a cost that cannot be paid."""


@dataclass(frozen=True)
class ManaCost:
    """A mana cost such as ``{2}{G}`` or ``{X}{X}`` (107.4, 202.1).

    ``generic`` is the generic amount, ``colored`` the coloured and colourless ({C}) symbols by type,
    ``x_count`` the number of {X} symbols, ``hybrid`` the two-colour hybrid symbols (107.4e) as colour pairs,
    e.g. ``(("R", "G"),)``. ``text`` keeps the printed form.
    """

    text: str
    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    x_count: int = 0
    hybrid: tuple[tuple[str, str], ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Read a cost in Oracle notation. Raises :class:`ManaError` for an unknown symbol."""
        if _SYMBOL.sub("", text).strip():
            raise ManaError(f"not a mana cost: {text!r}")
        generic, x_count = 0, 0
        colored: Counter[str] = Counter()
        hybrid: list[tuple[str, str]] = []
        for symbol in _SYMBOL.findall(text):
            if symbol.isdigit():
                generic += int(symbol)
            elif symbol == "X":
                x_count += 1
            elif symbol in MANA_TYPES:
                colored[symbol] += 1
            elif m := _HYBRID.fullmatch(symbol):
                hybrid.append((m[1], m[2]))
            else:
                raise ManaError(f"unsupported mana symbol {{{symbol}}} in {text!r}")
        return cls(text, generic, tuple(sorted(colored.items(), key=lambda kv: MANA_TYPES.index(kv[0]))), x_count,
                   tuple(hybrid))

    def mana_value(self, x: int = 0) -> int:
        """Mana value (202.3); X is 0 except on the stack, where the chosen X counts (107.3g); a two-colour hybrid
        symbol counts 1 (202.3f: its largest component)."""
        return self.generic + sum(n for _, n in self.colored) + self.x_count * x + len(self.hybrid)

    def colors(self) -> tuple[str, ...]:
        """The colours of the symbols in this cost (202.2), a hybrid symbol's two colours included, in WUBRG
        order."""
        found = {c for c, _ in self.colored if c in COLORS} | {c for pair in self.hybrid for c in pair}
        return tuple(c for c in COLORS if c in found)

    def total(self, x: int = 0) -> TotalCost:
        """The total cost to pay with X chosen (601.2f), its hybrid symbols kept as such (107.4e)."""
        return TotalCost(generic=self.generic + self.x_count * x, colored=dict(self.colored), hybrid=self.hybrid)


@dataclass
class TotalCost:
    """A cost locked in for payment (601.2f): generic amount, mana of specific types, and two-colour hybrid
    symbols (107.4e), each paid by mana of either of its colours."""

    generic: int = 0
    colored: dict[str, int] = field(default_factory=dict)
    hybrid: tuple[tuple[str, str], ...] = ()

    def is_free(self) -> bool:
        return self.generic == 0 and not any(self.colored.values()) and not self.hybrid

    def with_generic(self, generic: int) -> TotalCost:
        """This cost with its generic part changed (a reduction or an increase, 601.2f, 118.7a); the rest kept."""
        return replace(self, generic=generic, colored=dict(self.colored))

    def plus(self, other: TotalCost) -> TotalCost:
        """This cost with ``other`` added (an additional cost, 601.2f)."""
        colored = dict(self.colored)
        for kind, n in other.colored.items():
            colored[kind] = colored.get(kind, 0) + n
        return TotalCost(self.generic + other.generic, colored, self.hybrid + other.hybrid)

    def any_type(self) -> TotalCost:
        """This cost with every symbol payable by mana of any type (118.14): all of it generic."""
        return TotalCost(generic=self.generic + sum(self.colored.values()) + len(self.hybrid))


def parse_mana(text: str) -> Counter[str]:
    """Read mana such as ``{G}{G}{C}`` into amounts by type. Generic symbols are not mana (106.1)."""
    if _SYMBOL.sub("", text).strip():
        raise ManaError(f"not mana: {text!r}")
    amounts: Counter[str] = Counter()
    for symbol in _SYMBOL.findall(text):
        if symbol not in MANA_TYPES:
            raise ManaError(f"{{{symbol}}} is not a type of mana (106.1b) in {text!r}")
        amounts[symbol] += 1
    return amounts


def format_mana(amounts: Counter[str] | dict[str, int]) -> str:
    """The inverse of :func:`parse_mana`, in WUBRGC order."""
    return "".join(f"{{{t}}}" * amounts.get(t, 0) for t in MANA_TYPES)


class ManaPool:
    """A player's mana pool (106.4): amounts of each type of mana."""

    def __init__(self) -> None:
        self.amounts: Counter[str] = Counter()

    def add(self, mana_type: str, amount: int = 1) -> None:
        if mana_type not in MANA_TYPES:
            raise ManaError(f"{mana_type!r} is not a type of mana (106.1b)")
        self.amounts[mana_type] += amount

    def empty(self) -> int:
        """Empty the pool (106.4); returns how much mana was lost."""
        lost = sum(self.amounts.values())
        self.amounts.clear()
        return lost

    def total(self) -> int:
        return sum(self.amounts.values())

    def can_pay(self, cost: TotalCost) -> bool:
        return self._plan(cost) is not None

    def pay(self, cost: TotalCost) -> Counter[str]:
        """Remove mana paying ``cost`` (601.2h). Raises :class:`ManaError` if the pool can't pay.

        Coloured and colourless symbols take their own type; each hybrid symbol one of its colours (107.4e), the
        first that lets the rest be paid; the generic part then takes what is left, colourless mana first, then
        colours in WUBRG order. The rules let the player choose (601.2h); this fixed order keeps the engine
        deterministic, and scenarios give exact mana.
        """
        plan = self._plan(cost)
        if plan is None:
            raise ManaError(f"mana pool {format_mana(self.amounts) or 'empty'} can't pay {self._describe(cost)}")
        self.amounts -= plan
        return plan

    def _plan(self, cost: TotalCost) -> Counter[str] | None:
        left = Counter(self.amounts)
        plan: Counter[str] = Counter()
        for mana_type, n in cost.colored.items():
            if left[mana_type] < n:
                return None
            left[mana_type] -= n
            plan[mana_type] += n
        # each hybrid symbol takes one of its colours (107.4e): the first choice, in printed order, that leaves
        # enough for the generic part
        for choice in itertools.product(*cost.hybrid):
            rest, paid = Counter(left), Counter(plan)
            for color in choice:
                if not rest[color]:
                    break
                rest[color] -= 1
                paid[color] += 1
            else:
                if self._generic(rest, paid, cost.generic):
                    return +paid
        return None

    @staticmethod
    def _generic(left: Counter[str], plan: Counter[str], need: int) -> bool:
        """Add to ``plan`` the mana of ``left`` paying ``need`` generic mana: colourless first, then colours in WUBRG
        order. Whether there was enough."""
        for mana_type in ("C", *COLORS):
            take = min(need, left[mana_type])
            plan[mana_type] += take
            left[mana_type] -= take
            need -= take
        return not need

    def short_of_hybrid(self, cost: TotalCost) -> bool:
        """Whether the pool can't pay ``cost`` only for its hybrid symbols' colours: it could with each of them
        generic (so the refusal is 107.4e's, not a pool too small, 601.2h)."""
        return not self.can_pay(cost) and self.can_pay(
            TotalCost(cost.generic + len(cost.hybrid), cost.colored))

    @staticmethod
    def _describe(cost: TotalCost) -> str:
        text = ((f"{{{cost.generic}}}" if cost.generic else "") + format_mana(cost.colored)
                + "".join(f"{{{a}/{b}}}" for a, b in cost.hybrid))
        return text or "{0}"
