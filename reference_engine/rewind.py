"""Reversing an illegal action (732.1): the game returns to the moment before the action began.

:func:`reversible` wraps a player action of :class:`mtg_rulings.reference_engine.game.Game`. Before the action it
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

from mtg_rulings.reference_engine.mana import ManaPool
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility, Team, Zone

F = TypeVar("F", bound=Callable[..., Any])

#: Attributes of the game that a reversal leaves alone (see the module docstring).
UNRECORDED = frozenset({"trace", "decider", "_ids", "_timestamps"})

_CONTAINERS = (list, dict, set, Counter)


#: Whether each type seen is a part of the game's mutable state (by class: looked up once per type, since a
#: record walks every value of every object before each action).
_STATE_TYPES: dict[type, bool] = {}


def _is_state_type(kind: type) -> bool:
    known = _STATE_TYPES.get(kind)
    if known is None:
        from mtg_rulings.reference_engine.game import Game, PendingTrigger

        known = _STATE_TYPES[kind] = issubclass(
            kind, (Game, Player, Zone, GameObject, StackAbility, ManaPool, Team, PendingTrigger))
    return known


def _is_state(value: Any) -> bool:
    return _is_state_type(type(value))


#: (object, {attribute: (its value then, a copy of its contents if it is a container)}, the game's RNG state)
Record = list[tuple[Any, dict[str, tuple[Any, Any]], Any]]

#: Values that hold no part of the game's state: a record skips them without a look inside.
_SCALARS = frozenset({str, int, bool, float, type(None)})


def record(game: Any) -> Record:
    """The state of every mutable part of ``game`` reachable from it, one level deep.

    Runs before every player action, so it is written as one loop: each type is classified once
    (:data:`_STATE_TYPES`), scalars are skipped first, and only containers (and tuples in them) are looked
    inside."""
    saved: Record = []
    seen: set[int] = set()
    todo = [game]
    is_state = _STATE_TYPES
    scalars = _SCALARS

    def push(value: Any) -> None:
        kind = type(value)
        if kind in scalars:
            return
        state = is_state.get(kind)
        if state is None:
            state = _is_state_type(kind)
        if state:
            if id(value) not in seen:
                todo.append(value)
        elif kind is tuple:
            for item in value:
                push(item)

    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        attrs = vars(obj)
        if obj is game:
            attrs = {k: v for k, v in attrs.items() if k not in UNRECORDED}
        entry: dict[str, tuple[Any, Any]] = {}
        for k, v in attrs.items():
            if type(v) in scalars:
                entry[k] = (v, None)
            elif isinstance(v, _CONTAINERS):
                entry[k] = (v, v.copy())
                for item in v:
                    push(item)
                if isinstance(v, dict):
                    for item in v.values():
                        push(item)
            else:
                entry[k] = (v, None)
                push(v)
        saved.append((obj, entry, game.rng.getstate() if obj is game else None))
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
    from mtg_rulings.reference_engine.game import IllegalAction

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
