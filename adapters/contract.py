"""The engine contract every adapter implements, and how engines are found.

An adapter is a class with ``name``, ``version`` and ``capabilities``, and the methods ``start``,
``perform``, ``observe`` and ``close``. Engines are registered as Python entry points in the group
:data:`ENTRY_POINT_GROUP`, so a third party can ship an adapter as its own package::

    [project.entry-points."rulings.engines"]
    myengine = "myengine_rulings:MyEngineAdapter"
"""

from __future__ import annotations

import abc
import importlib
from collections.abc import Callable
from importlib.metadata import entry_points

from adapters.scenario import Action, Decision, Response, Setup, Snapshot

ENTRY_POINT_GROUP = "rulings.engines"

#: The closed vocabulary of capabilities. A scenario needing one an engine lacks is `unsupported`.
CAPABILITIES: dict[str, str] = {
    "library-setup": "set the order of cards in a library",
    "mana-pool-setup": "start with mana in a player's mana pool",
    "counters": "set and observe counters on permanents",
    "scripted-decisions": "take every player choice from the scenario's script",
    "trigger-events": "report each triggered ability put on the stack since the last action",
    "put-onto-battlefield": "have an effect put several cards onto the battlefield at the same time",
    "hidden-information": "let a player look at hidden cards as an effect allows (e.g. the top of a library)",
    "adventure": "adventurer cards: cast as an Adventure, play from exile",
    "two-headed-giant": "Two-Headed Giant games (CR 810)",
    "opening-hand": "mulligans and opening-hand actions (CR 103.5, 103.6)",
}


class UnscriptedDecision(Exception):
    """The engine asked for a choice the scenario did not script: a defect of the scenario."""


class Engine(abc.ABC):
    """One game at a time, driven through engine-neutral data.

    ``start`` begins a game at a setup with the scenario's scripted decisions; ``perform`` applies an
    action and answers accepted or rejected; ``observe`` returns a normalised snapshot. Raising any
    exception from these methods makes the scenario `errored` (the run goes on).
    """

    name: str = "engine"
    version: str = "0"
    capabilities: frozenset[str] = frozenset()

    @abc.abstractmethod
    def start(self, setup: Setup, decisions: list[Decision]) -> None: ...

    @abc.abstractmethod
    def perform(self, action: Action) -> Response: ...

    @abc.abstractmethod
    def observe(self) -> Snapshot: ...

    def close(self) -> None:
        """Release the engine's resources at the end of a run."""

    def explain(self) -> list[str]:
        """Lines saying which rules applied, in order, if the engine can say; empty otherwise."""
        return []


#: Loads an engine's adapter class (an entry point's ``load``), so unused engines are never imported.
EngineLoader = Callable[[], type[Engine]]


def available_engines() -> dict[str, EngineLoader]:
    """Engines registered in the ``rulings.engines`` entry-point group, by name."""
    found: dict[str, EngineLoader] = {}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        found[ep.name] = ep.load
    if "reference" not in found:  # running from a source tree without an install
        from adapters.reference import ReferenceEngine

        found["reference"] = lambda: ReferenceEngine
    return found


class UnknownEngine(LookupError):
    pass


def load_engine(name: str) -> Engine:
    """Instantiate the engine registered as ``name``, or the adapter class at ``module:Class``
    (for an adapter not installed as a package), or ``stdio:<command>`` for an engine speaking the stdio
    protocol (adapters/stdio). Raises :class:`UnknownEngine`."""
    if name.startswith("stdio:"):
        from adapters.stdio import StdioEngine

        return StdioEngine(name.removeprefix("stdio:"))
    if ":" in name:
        module, _, attr = name.partition(":")
        try:
            cls = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError) as e:
            raise UnknownEngine(f"can't load engine adapter {name!r}: {e}") from None
        if not (isinstance(cls, type) and issubclass(cls, Engine)):
            raise UnknownEngine(f"{name!r} is not an Engine subclass")
        return cls()
    engines = available_engines()
    if name not in engines:
        raise UnknownEngine(f"unknown engine {name!r}; available: {', '.join(sorted(engines))}")
    return engines[name]()()
