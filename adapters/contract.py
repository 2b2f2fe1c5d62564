"""The engine contract every adapter implements (how engine names are found: :mod:`mtg_rulings.adapters.registry`).

An adapter is a class with ``name``, ``version`` and ``capabilities``, and the methods ``start``,
``perform``, ``observe`` and ``close``. Engines are registered as Python entry points in the group
:data:`ENTRY_POINT_GROUP`, so a third party can ship an adapter as its own package::

    [project.entry-points."rulings.engines"]
    myengine = "myengine_rulings:MyEngineAdapter"
"""

from __future__ import annotations

import abc
import dataclasses
from typing import Any, ClassVar

from mtg_rulings.model.scenario import Action, Decision, Response, Scenario, Setup, Snapshot

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
    "attachments": "set up Equipment attached to creatures, and observe what is attached to what",
    "combat": "declare attackers and observe combat damage",
    "actions-while-casting": "take actions while a spell is being cast, when mana abilities may be activated (601.2g)",
    "adventure": "adventurer cards: cast as an Adventure, play from exile",
    "other-players-zones": "play or cast a card from another player's library or graveyard as an effect allows "
                           "(`Action.owner`, CR 108.3, 601.3)",
    "two-headed-giant": "Two-Headed Giant games (CR 810)",
    "opening-hand": "mulligans and opening-hand actions (CR 103.5, 103.6)",
    "coin-flips": "let the scenario say how each coin flip comes out (CR 705): decisions of kind `coin`",
}


class UnscriptedDecision(Exception):
    """The engine asked for a choice the scenario did not script: a defect of the scenario."""


class ChoiceMismatch(Exception):
    """The engine offered a choice that contradicts the scenario's script: e.g. a scripted order of triggered
    abilities naming three when the engine put two on the stack. That is the engine's answer differing from
    the ruling, so the scenario is `failed`; the message says expected (the script) versus observed (the
    choice offered)."""


class Unsupported(Exception):
    """Raised by an adapter (from ``start``, ``perform`` or ``observe``) when the scenario needs something
    it can't express or observe; the harness makes the scenario `unsupported` with this message, which
    names what is missing (a capability of :data:`CAPABILITIES`, an action kind, a prompt).

    The limit is the adapter's (cause ``adapter``) unless ``evidence`` says where in the engine's own API
    the missing thing was looked up and not found: then it is the engine's (cause ``engine``)."""

    def __init__(self, message: str, evidence: str = "") -> None:
        super().__init__(message)
        self.evidence = evidence


class Engine(abc.ABC):
    """One game at a time, driven through engine-neutral data.

    ``start`` begins a game at a setup with the scenario's scripted decisions; ``perform`` applies an
    action and answers accepted or rejected; ``observe`` returns a normalised snapshot. Raising any
    exception from these methods makes the scenario `errored` (the run goes on).
    """

    name: str = "engine"
    version: str = "0"
    capabilities: frozenset[str] = frozenset()
    #: The action kinds (mtg_rulings.model.scenario.ACTION_KINDS) ``perform`` can do; ``None`` means all of them.
    #: A scenario with an action kind outside this set is `unsupported` ("action kind <kind>").
    action_kinds: frozenset[str] | None = None
    #: The check kinds (mtg_rulings.model.scenario.CHECK_KINDS) ``observe`` gives the data for; ``None`` means all.
    #: A scenario with a check kind outside this set is `unsupported` ("check kind <kind>").
    check_kinds: frozenset[str] | None = None
    #: True only for the project's reference engine: the oracle whose answers define the scenarios, so a
    #: scenario that doesn't run cleanly on it (e.g. an unused scripted answer) is the scenario's defect.
    oracle: bool = False
    #: The distribution that provides the engine itself when it isn't part of the adapter's package (e.g.
    #: ``"phase-python"``): ``rulings engines`` says whether it is installed. ``None``: nothing to install.
    distribution: str | None = None
    #: True when the engine itself answers in the suite's terms, with no translation by this suite's code
    #: between them: the reference engine, and engines behind the stdio protocol (which speak it themselves).
    #: Then a wrong answer is the engine's own (cause ``engine``). Adapters that translate (phase,
    #: python-mtg) leave it False: a wrong answer is the engine's only once :meth:`reproduce` confirms it.
    answers_for_itself: bool = False
    #: Capabilities (and snapshot fields, as ``ObjectView.color_identity``) the engine itself lacks, each with
    #: where in the engine's API it was looked up (evidence): a scenario needing one is `unsupported` with
    #: cause ``engine``; any other missing capability or unreported field is the adapter's (cause ``adapter``).
    engine_limits: ClassVar[dict[str, str]] = {}
    #: True when the adapter answers an engine's prompt that the scenario doesn't script (a choice the reference
    #: engine never offered) with one of its options instead of giving up (:class:`OpenChoice`), taking the
    #: answers :attr:`choice_plan` gives: the harness then plays the scenario once for every combination of answers
    #: (adapters/harness.py, ``explore``), so no verdict rests on the adapter's pick.
    explores_open_choices: bool = False
    #: Set by the harness before :meth:`start`: at the k-th open choice of the game, take option
    #: ``choice_plan[k]`` (0 beyond its end).
    choice_plan: tuple[int, ...] = ()
    #: The open choices of the last game, in order (:class:`OpenChoice`); the harness empties it before each play.
    open_choices: list[OpenChoice] = []  # noqa: RUF012 (replaced, never appended to, on the class)
    #: After a play: the engine refused a call the adapter made after answering an open choice in the same action
    #: (casting a spell it then couldn't pay for): a failure of that play may be the answer's, and judges nothing.
    open_choice_refused: bool = False

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

    def unused_decisions(self) -> list[Decision] | None:
        """After a game: the scripted decisions the engine never asked for, or ``None`` if the adapter can't
        tell. On the reference engine (:attr:`oracle`) an unused answer is a defect of the scenario (it relies
        on a choice that was never offered); on other engines it is noted in the result's message."""
        return None

    def failure_notes(self) -> list[str]:
        """After a check or action of the current game failed: what the adapter knows that may explain it
        (e.g. how the engine parsed a card's Oracle text), one sentence each; the harness appends them to
        the `failed` message. Empty by default."""
        return []

    def reproduce(self, scenario: Scenario, message: str) -> Reproduction | None:
        """After ``scenario`` failed with ``message`` (on a translating adapter): a standalone reproduction in
        the engine's own terms, run on the engine, or None when the adapter can't write one. Called by the
        harness only for engines that don't :attr:`answer for themselves <answers_for_itself>`."""
        return None


@dataclasses.dataclass(frozen=True)
class OpenChoice:
    """A prompt the engine raised that the scenario doesn't script and the reference engine never raised (a
    target, a "you may", a mode), answered by the adapter: ``prompt`` names the player and the prompt,
    ``options`` the answers it offered (at least two) and ``taken`` the index of the one given. The adapter keeps
    them, in order, in ``open_choices`` after each game."""

    prompt: str
    options: tuple[str, ...]
    taken: int

    def describe(self) -> str:
        return f"{self.prompt}: answered {self.options[self.taken]} (of {', '.join(self.options)})"


@dataclasses.dataclass
class Reproduction:
    """A standalone script against the engine's own package (no import of this suite) that sets up a
    scenario's position, takes its actions and asserts the ruling's answer, and what running it showed.

    ``reproduced``: the script's assertion failed on the engine, with ``engine_answer`` (the engine's own
    answer, as the script printed it): the failure is the engine's. False: the script passed, so the engine
    gets the ruling right in its own terms and the suite's verdict was the adapter's mistake.

    ``unscripted``: the adapter's answers to the engine's prompts that the script replays and that the scenario
    doesn't script (the adapter chose them, e.g. declining an offer the reference engine didn't make). A script
    that reproduces with such answers verifies nothing: the wrong answer may follow from the adapter's choice."""

    script: str
    reproduced: bool
    engine_answer: str = ""
    unscripted: tuple[str, ...] = ()


def unhandled_fields(obj: Any, known: set[str]) -> list[str]:
    """The fields of dataclass ``obj`` outside ``known`` whose values differ from their defaults, as
    ``Class.field`` names."""
    found = []
    for f in dataclasses.fields(obj):
        if f.name in known:
            continue
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else object())
        if getattr(obj, f.name) != default:
            found.append(f"{type(obj).__name__}.{f.name}")
    return found


def unsupported_setup_fields(setup: Setup, known: dict[str, set[str]]) -> list[str]:
    """The fields of ``setup`` (and of its players and cards) that differ from their defaults and that an
    adapter or exporter doesn't handle: ``known`` maps ``Setup``, ``PlayerSetup`` and ``CardSpec`` to the
    field names it handles. Lets it refuse (`unsupported`) a setup field added to the data model after it
    was written, instead of silently ignoring it."""
    found = unhandled_fields(setup, known.get("Setup", set()))
    for p in setup.players:
        found += unhandled_fields(p, known.get("PlayerSetup", set()))
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            for c in getattr(p, zone):
                found += unhandled_fields(c, known.get("CardSpec", set()))
    return list(dict.fromkeys(found))


class UnknownEngine(LookupError):
    pass
