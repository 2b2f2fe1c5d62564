"""Reversing an illegal action (732.1): the game returns to the moment before the action began.

:func:`reversible` wraps a player action of :class:`reference_engine.game.Game`. Before the action it
records the state of every mutable part of the game (the game itself, players, zones, objects, abilities
on the stack, mana pools, pending triggers), one level deep: each object's attributes, with its lists,
dicts and counters copied. If the action raises :class:`IllegalAction`, every recorded object gets its
attributes back, in place, so references held by code further up the call (a spell being cast while a
mana ability fails) stay valid, and objects the attempt created are simply no longer referenced. Card and
ability definitions are immutable and are shared, never recorded.

Kept out of the record, on purpose: the trace (the reversal is itself logged, 732.1), the scripted
decider (answers given during the attempt stay given, as a transcript of the player's choices), and the
id and timestamp counters (ids are never reused, 400.7).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from reference_engine.mana import ManaPool
from reference_engine.objects import GameObject, Player, StackAbility, Team, Zone

F = TypeVar("F", bound=Callable[..., Any])

#: Attributes of the game that a reversal leaves alone (see the module docstring).
UNRECORDED = frozenset({"trace", "decider", "_ids", "_timestamps"})

_CONTAINERS = (list, dict, set, Counter)


def _is_state(value: Any) -> bool:
    from reference_engine.game import Game, PendingTrigger

    return isinstance(value, (Game, Player, Zone, GameObject, StackAbility, ManaPool, Team, PendingTrigger))


def _children(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [*value.keys(), *value.values()]
    if isinstance(value, (list, set, tuple)):
        return [c for item in value for c in ([item] if not isinstance(item, tuple) else item)]
    return [value]


#: (object, {attribute: (its value then, a copy of its contents if it is a container)}, the game's RNG state)
Record = list[tuple[Any, dict[str, tuple[Any, Any]], Any]]


def record(game: Any) -> Record:
    """The state of every mutable part of ``game`` reachable from it, one level deep."""
    saved: Record = []
    seen: set[int] = set()
    todo = [game]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        attrs = {k: v for k, v in vars(obj).items() if not (obj is game and k in UNRECORDED)}
        saved.append((obj, {k: (v, v.copy() if isinstance(v, _CONTAINERS) else None) for k, v in attrs.items()},
                      game.rng.getstate() if obj is game else None))
        for v in attrs.values():
            todo.extend(c for c in _children(v) if _is_state(c) and id(c) not in seen)
    return saved


def restore(saved: Record) -> None:
    """Give every recorded object its recorded attributes back, in place: the same containers, with their
    contents then, so references held elsewhere stay valid."""
    game = saved[0][0]
    for obj, state, rng_state in saved:
        attrs: dict[str, Any] = obj.__dict__
        for k in [k for k in attrs if k not in state and not (obj is game and k in UNRECORDED)]:
            del attrs[k]
        for k, (value, contents) in state.items():
            if contents is not None:
                value.clear()
                if isinstance(value, dict):
                    dict.update(value, contents)
                elif isinstance(value, set):
                    value.update(contents)
                else:
                    value.extend(contents)
            attrs[k] = value
        if rng_state is not None:
            obj.rng.setstate(rng_state)


def reversible(method: F) -> F:
    """Make a :class:`Game` action reversible (732.1): if it raises ``IllegalAction``, the game is put back
    as it was before the call, the reversal is logged, and the exception goes on to the caller."""
    from reference_engine.game import IllegalAction

    @functools.wraps(method)
    def wrapper(game: Any, *args: Any, **kwargs: Any) -> Any:
        saved = record(game)
        try:
            return method(game, *args, **kwargs)
        except IllegalAction as e:
            restore(saved)
            game.log("732.1", f"the action is reversed: {e.reason}")
            raise

    return wrapper  # type: ignore[return-value]


def signature(game: Any) -> list[tuple[str, int, list[tuple[str, Any]]]]:
    """A comparable rendering of everything :func:`record` records (objects by identity), for tests that
    prove an illegal action changed nothing."""

    def render(v: Any) -> Any:
        if _is_state(v):
            return ("ref", id(v))
        if isinstance(v, dict):
            return [(render(k), render(x)) for k, x in v.items()]
        if isinstance(v, (list, tuple)):
            return [render(x) for x in v]
        if isinstance(v, set):
            return sorted((render(x) for x in v), key=repr)
        if v is None or isinstance(v, (str, int, float, bool)):
            return v
        return (type(v).__name__, getattr(v, "name", id(v)))

    out = []
    for obj, state, rng_state in record(game):
        out.append((type(obj).__name__, id(obj), [(k, render(v)) for k, (v, _) in state.items()]))
        if rng_state is not None:
            out.append(("rng", 0, [("state", render(rng_state))]))
    return out
