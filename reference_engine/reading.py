"""Read-only windows: while the game only reads its state, each object's characteristics are worked out once.

A state-based action check (704.3) asks for the characteristics of every permanent, and each of those asks for the
static abilities of every permanent (604.1: layers 4 and 7, 613.1d, 613.4), so one check worked out the same
abilities of the same permanents again and again. Inside :func:`reading`, ``Game.abilities``, ``Game.statics`` (of the
whole battlefield), ``Game.characteristics`` and ``Game.type_line`` are remembered for the window's length, and
forgotten when it ends.

What makes it safe: nothing is remembered across a change of the state. A window is opened only around code that
changes nothing that characteristics depend on, and code that changes something inside one says so at once
(:func:`changed`, which forgets everything remembered). There is no version number of the state to keep up to date
at every place that changes it; a window is a few lines, read in one look.

What could depend on more than the state is not remembered: the characteristics and type line asked for while a
layer is being worked out for some object (``Game.types_busy``, ``layers._MEASURING``: a filter judging that object
sees it without the layer's statics). ``Game.abilities`` and the list of statics never read those guards (they
depend on faces, Class levels, layer-6 effects and attachments only), so they are remembered under any guard.

``RULINGS_CHECK_READING=1`` in the environment (read at import; or :data:`CHECK` set to True) proves it: every
remembered answer is worked out again, outside the window, each time it is given, and a different answer raises
:class:`StaleReading`, which the harness reports as the scenario's crash.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.game import Game

#: Whether each remembered answer is compared with a fresh one each time it is given (the proof mode).
CHECK = os.environ.get("RULINGS_CHECK_READING", "") not in ("", "0")

#: How many remembered answers were compared with a fresh one (in the proof mode), for the record.
checked = [0]


class StaleReading(AssertionError):
    """A remembered answer differs from the one worked out again: a window is open across a change of the state."""


class Memo:
    """What one window remembers: by kind of question, key -> (the object asked about, kept alive, the answer)."""

    __slots__ = ("abilities", "characteristics", "statics", "type_line")

    def __init__(self) -> None:
        self.abilities: dict[int, tuple[Any, Any]] = {}
        self.statics: dict[type | None, tuple[Any, Any]] = {}  # None: every ability of the battlefield
        self.characteristics: dict[int, tuple[Any, Any]] = {}
        self.type_line: dict[int, tuple[Any, Any]] = {}

    def clear(self) -> None:
        for table in (self.abilities, self.statics, self.characteristics, self.type_line):
            table.clear()


class reading:  # lower case: it was a function, and is used as one (``with reading(game)``)
    """A window in which ``game``'s state doesn't change (or, where it does, :func:`changed` is called at once).
    Nests: an inner window is part of the outer one.

    A class, not a ``contextlib.contextmanager`` generator: some 36,000 windows are opened in a play of the corpus,
    and a generator's context manager costs about twice as much to enter and leave."""

    __slots__ = ("game", "opened")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.opened = False

    def __enter__(self) -> None:
        game = self.game
        if game._reading is None:  # the outermost window: it remembers, and forgets when it ends
            game._reading = Memo()
            self.opened = True

    def __exit__(self, *exc: object) -> None:
        if self.opened:
            self.game._reading = None


def asking(game: Game, compute: Callable[[], Any]) -> Any:
    """``compute``'s answer to a question about the state (the characteristics of an object), asked outside any
    window: the question is a window of its own, since working it out only reads."""
    game._reading = Memo()
    try:
        return compute()
    finally:
        game._reading = None


class writing:  # lower case, as reading
    """Inside a window, a change of the state (a permanent leaving the battlefield): the window is closed while it
    lasts (what the change asks is worked out afresh), and reopens having forgotten everything."""

    __slots__ = ("game", "memo")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.memo: Memo | None = None

    def __enter__(self) -> None:
        game = self.game
        self.memo = game._reading
        game._reading = None

    def __exit__(self, *exc: object) -> None:
        memo = self.memo
        if memo is not None:
            memo.clear()
        self.game._reading = memo


def changed(game: Game) -> None:
    """The state changed inside a window: forget everything it remembered."""
    if game._reading is not None:
        game._reading.clear()


def remembered(game: Game, table: dict[Any, tuple[Any, Any]], key: Any, of: Any, compute: Callable[[], Any]) -> Any:
    """The answer ``compute`` gives, worked out once per window (``table`` is one of its memo's, ``of`` the object
    asked about)."""
    hit = table.get(key)
    if hit is None:
        value = compute()
        table[key] = (of, value)
        return value
    if CHECK:
        _verify(game, hit[1], compute, of)
    return hit[1]


def _verify(game: Game, given: Any, compute: Callable[[], Any], of: Any) -> None:
    """Work the answer out again with nothing remembered and compare (the proof mode)."""
    memo = game._reading
    game._reading = None
    try:
        fresh = compute()
    finally:
        game._reading = memo
    checked[0] += 1
    if fresh != given:
        raise StaleReading(f"remembered {given!r} for {of!r}, but it is {fresh!r} now")
