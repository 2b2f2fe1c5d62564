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
id and timestamp counters (ids are never reused, 400.7), and what a read-only window remembers (reading.py: no
window is open across an action).

A record is the costly part (taken before every action, it was a fifth of a run's time), so a caller that
holds a record of its own and restores it on any ``IllegalAction`` that reaches it (the reference adapter's
action, which passes priority many times) says so with :func:`covering`: a reversible action called
directly under it takes no record of its own, since a refusal would go on to the caller's restore, which puts
back everything this one would have. What that action calls in turn is not covered (the game catches some
refusals midway, a land that can't be played during a resolution, and those need their own record).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from mtg_rulings.reference_engine.mana import ManaPool
from mtg_rulings.reference_engine.objects import GameObject, Player, StackAbility, Team, Zone

F = TypeVar("F", bound=Callable[..., Any])


class Rng(random.Random):
    """The game's random number generator (shuffles, random choices): a :class:`random.Random` whose state a
    record reads once per change of it, not once per record (``getstate`` copies 625 numbers, and most actions
    draw nothing).

    Why the remembered state is never stale: the generator's state changes only through ``seed``, ``setstate``,
    ``random``, ``getrandbits`` and ``gauss`` (every other method of :class:`random.Random` draws through ``random``
    or ``getrandbits``; ``gauss`` also keeps a second value in the state and gives it out without drawing), and each
    of them here forgets it. Overriding ``getrandbits`` keeps the numbers drawn the same
    as :class:`random.Random`'s (``_randbelow`` still draws through it, as its ``__init_subclass__`` chooses)."""

    _state: Any = None

    def seed(self, *args: Any, **kwargs: Any) -> None:
        self._state = None
        super().seed(*args, **kwargs)

    def setstate(self, state: Any) -> None:
        self._state = None
        super().setstate(state)

    def random(self) -> float:
        self._state = None
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._state = None
        return super().getrandbits(k)

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        self._state = None
        return super().gauss(mu, sigma)

    def getstate(self) -> Any:
        """The generator's state (a tuple, as :meth:`random.Random.getstate`'s), read again only if it changed."""
        if self._state is None:
            self._state = super().getstate()
        return self._state


#: Attributes of the game that a reversal leaves alone (see the module docstring).
UNRECORDED = frozenset({"trace", "decider", "_ids", "_timestamps", "_rewind_cover", "_reading"})

#: The game's attribute saying a caller's record covers the next reversible call (see :func:`covering`).
COVER = "_rewind_cover"

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


#: (object, its attributes then (a copy of its ``__dict__``), {attribute: a copy of its contents, for each container},
#: the game's RNG state)
Record = list[tuple[Any, dict[str, Any], dict[str, Any], Any]]

#: Values that hold no part of the game's state: a record skips them without a look inside.
_SCALARS = frozenset({str, int, bool, float, type(None)})

#: What a record does with a value of each type seen (by class, like :data:`_STATE_TYPES`): one of these.
_STATE, _LIST, _DICT, _TUPLE, _OTHER = range(5)
_PLANS: dict[type, int] = {}

#: An empty container's recorded contents: nothing to copy (a restore empties the container and adds nothing).
_NOTHING: tuple[()] = ()


def _plan(kind: type) -> int:
    plan = _PLANS.get(kind)
    if plan is None:
        if _is_state_type(kind):
            plan = _STATE
        elif issubclass(kind, _CONTAINERS):
            plan = _DICT if issubclass(kind, dict) else _LIST
        else:
            plan = _TUPLE if kind is tuple else _OTHER
        _PLANS[kind] = plan
    return plan


def record(game: Any) -> Record:
    """The state of every mutable part of ``game`` reachable from it, one level deep.

    Runs before every player action not covered (:func:`covering`), so it is written for speed: each object's
    attributes are copied at once (``dict.copy``), each type is classified once (:data:`_PLANS`), scalars are
    skipped first, an empty container is not copied (:data:`_NOTHING`), and only containers (and tuples in them)
    are looked inside."""
    saved: Record = []
    seen: set[int] = set()
    todo = [game]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        attrs = obj.__dict__.copy()
        if obj is game:
            for k in UNRECORDED:
                attrs.pop(k, None)
        saved.append((obj, attrs, _contents(attrs, todo, seen), game.rng.getstate() if obj is game else None))
    return saved


def _contents(attrs: dict[str, Any], todo: list[Any], seen: set[int]) -> dict[str, Any]:
    """A copy of the contents of each container among ``attrs``; the state objects they and ``attrs`` hold go on
    ``todo`` (unless ``seen``)."""
    contents: dict[str, Any] = {}
    scalars = _SCALARS
    plans = _PLANS
    for k, v in attrs.items():
        kind = type(v)
        if kind in scalars:
            continue
        plan = plans.get(kind)
        if plan is None:
            plan = _plan(kind)
        if plan == _STATE:
            if id(v) not in seen:
                todo.append(v)
        elif plan <= _DICT:  # a list, set, dict or Counter
            if not v:
                contents[k] = _NOTHING
                continue
            contents[k] = v.copy()
            _push(v, todo, seen)
            if plan == _DICT:
                _push(v.values(), todo, seen)
        elif plan == _TUPLE:
            _push(v, todo, seen)
    return contents


def _push(items: Any, todo: list[Any], seen: set[int]) -> None:
    """Each state object among ``items`` (and inside the tuples among them) goes on ``todo``, unless ``seen``."""
    scalars = _SCALARS
    for item in items:
        kind = type(item)
        if kind in scalars:
            continue
        plan = _PLANS.get(kind)
        if plan is None:
            plan = _plan(kind)
        if plan == _STATE:
            if id(item) not in seen:
                todo.append(item)
        elif plan == _TUPLE:
            _push(item, todo, seen)


def restore(saved: Record) -> None:
    """Give every recorded object its recorded attributes back, in place: the same containers, with their
    contents then, so references held elsewhere stay valid."""
    game = saved[0][0]
    for obj, state, contents, rng_state in saved:
        attrs: dict[str, Any] = obj.__dict__
        if obj is game:
            kept = {k: attrs[k] for k in UNRECORDED if k in attrs}
            attrs.clear()
            attrs.update(state)
            attrs.update(kept)
        else:
            attrs.clear()
            attrs.update(state)
        for k, copied in contents.items():
            value = state[k]
            value.clear()
            if isinstance(value, dict):
                dict.update(value, copied)
            elif isinstance(value, set):
                value.update(copied)
            else:
                value.extend(copied)
        if rng_state is not None:
            obj.rng.setstate(rng_state)


def reversible(method: F) -> F:
    """Make a :class:`Game` action reversible (732.1): if it raises ``IllegalAction``, the game is put back
    as it was before the call, the reversal is logged, and the exception goes on to the caller."""
    from mtg_rulings.reference_engine.records import IllegalAction

    @functools.wraps(method)
    def wrapper(game: Any, *args: Any, **kwargs: Any) -> Any:
        attrs = game.__dict__
        if attrs.get(COVER):  # the caller restores the game if this is refused (covering)
            attrs[COVER] = False  # what this calls is not covered: the game may catch a refusal midway
            try:
                return method(game, *args, **kwargs)
            except IllegalAction as e:
                game.log("732.1", f"the action is reversed: {e.reason}")
                raise
            finally:
                attrs[COVER] = True
        saved = record(game)
        try:
            return method(game, *args, **kwargs)
        except IllegalAction as e:
            restore(saved)
            game.log("732.1", f"the action is reversed: {e.reason}")
            raise

    return wrapper  # type: ignore[return-value]


class covering:  # lower case: it was a function, and is used as one (``with covering(game, saved)``)
    """While it lasts, the caller's record ``saved`` of ``game`` covers each reversible action it calls directly:
    the caller must restore ``saved`` on any ``IllegalAction`` that reaches it (with ``saved`` ``None``, nothing is
    covered). Nests: the cover before it is put back after it. A class, as ``reading.reading`` is: one is entered
    for every action of the reference adapter."""

    __slots__ = ("attrs", "before", "covers")

    def __init__(self, game: Any, saved: Record | None) -> None:
        self.attrs: dict[str, Any] = game.__dict__
        self.covers = saved is not None
        self.before = False

    def __enter__(self) -> None:
        attrs = self.attrs
        self.before = attrs.get(COVER, False)
        attrs[COVER] = self.covers

    def __exit__(self, *exc: object) -> None:
        self.attrs[COVER] = self.before


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
    for obj, state, _contents, rng_state in record(game):
        out.append((type(obj).__name__, id(obj), [(k, render(v)) for k, v in state.items()]))
        if rng_state is not None:
            out.append(("rng", 0, [("state", render(rng_state))]))
    return out
