"""The course of a scenario as the reference engine plays it: what XMage's strict choose mode needs scripted.

A scenario states its actions, choices and checks; it doesn't state everything that happens in between:
how many abilities trigger at once (XMage asks its test player to order every batch of simultaneous
triggered abilities, even identical ones), in which order the choices of different kinds are asked (XMage's
test player answers them from one queue), whether the stack is empty when a player passes, or which of two
permanents with the same name an action used. The exporter learns these from the reference engine, the
suite's oracle, which passes every scenario: :func:`course` plays the scenario and records, per action, the
moment before and after it, the choices asked and the triggered abilities put on the stack, in order. The
checks the exported test makes are the scenario's own; the course only schedules the commands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtg_rulings.model.scenario import Check, Scenario


@dataclass
class Moment:
    """Whose turn and step it is, who has priority, and the stack (bottom first: kind, source name, controller)."""

    turn: int
    active: str
    step: str
    priority: str | None
    stack: list[tuple[str, str, str]]


@dataclass
class Choice:
    """A choice the reference engine asked a player for, with the scripted answer (labels, not objects)."""

    player: str
    kind: str
    answer: Any


@dataclass
class Batch:
    """Triggered abilities one player put on the stack at once, in the order they went there (CR 603.3b)."""

    player: str
    sources: list[str]
    texts: list[str]


@dataclass
class ActionCourse:
    before: Moment
    after: Moment
    accepted: bool
    events: list[Choice | Batch] = field(default_factory=list)
    objects: list[Any] = field(default_factory=list)  # the reference engine's objects the action used


@dataclass
class Course:
    start: Moment
    actions: dict[int, ActionCourse]  # by index in Scenario.steps
    aliases: dict[int, str]  # id() of a reference engine object -> the alias of the setup card it is
    setup_objects: list[tuple[str, str, int, Any]]  # (player, zone, index in the setup's zone, object)


class CourseError(RuntimeError):
    """The reference engine can't play the scenario (it would fail or error on it)."""


def _moment(game: Any) -> Moment:
    stack = []
    for item in game.stack:
        kind = getattr(item, "kind", "spell")
        if kind not in ("triggered", "activated"):
            kind = "spell"
        name = item.name if kind != "spell" else game.characteristics(item).name
        stack.append((kind, name, item.controller.name))
    return Moment(game.turn_number, game.active.name, game.step, game.priority.name if game.priority else None, stack)


def _label(o: Any, game: Any) -> Any:
    from mtg_rulings.reference_engine.objects import GameObject, Player

    if isinstance(o, GameObject):
        return game.characteristics(o).name
    if isinstance(o, Player):
        return o.name
    if isinstance(o, list | tuple):
        return [_label(x, game) for x in o]
    return o


def course(scenario: Scenario) -> Course:
    """Play ``scenario`` on the reference engine, recording its course. Raises :class:`CourseError`."""
    from mtg_rulings.adapters.checks import evaluate
    from mtg_rulings.adapters.harness import answer_problem
    from mtg_rulings.adapters.reference import ReferenceEngine

    engine = ReferenceEngine()
    try:
        engine.start(scenario.setup, scenario.decisions)
    except Exception as e:  # a setup the reference engine refuses can't be scheduled
        raise CourseError(f"the reference engine can't start this setup: {e}") from e
    game = engine.game
    assert game is not None
    events: list[Choice | Batch] = []
    used: list[Any] = []

    decider = game.decider

    def recording(player: Any, kind: str, prompt: str, options: Any) -> Any:
        answer = decider(player, kind, prompt, options)
        events.append(Choice(player.name, kind, _label(answer, game)))
        return answer

    game.decider = recording
    put = game._put_triggers_on_stack

    def recording_triggers() -> bool:
        before = list(game.stack)
        result = put()
        new: list[Any] = [s for s in game.stack if not any(s is b for b in before)]
        for player in dict.fromkeys(s.controller.name for s in new):
            mine = [s for s in new if s.controller.name == player]
            events.append(Batch(player, [s.source.name for s in mine], [s.text for s in mine]))
        return bool(result)

    game._put_triggers_on_stack = recording_triggers  # type: ignore[method-assign]
    for method in ("activate", "cast_spell", "play_land"):
        original = getattr(game, method)

        def spy(player: Any, obj: Any, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            used.append(obj)
            return _original(player, obj, *args, **kwargs)

        setattr(game, method, spy)
    put_onto = game.put_onto_battlefield

    def spy_put(objs: Any, controller: Any) -> Any:
        used.extend(objs)
        return put_onto(objs, controller)

    game.put_onto_battlefield = spy_put  # type: ignore[method-assign]

    aliases: dict[int, str] = {}
    setup_objects: list[tuple[str, str, int, Any]] = []
    n = 0
    for ps in scenario.setup.players:
        player = game.player(ps.name)
        zones = {"library": list(player.library), "hand": list(player.hand), "graveyard": list(player.graveyard),
                 "exile": [o for o in game.exile if o.owner is player],
                 "battlefield": [o for o in game.battlefield if o.controller is player]}
        for zone, objs in zones.items():
            for i, obj in enumerate(objs):
                n += 1
                aliases[id(obj)] = f"c{n}"
                setup_objects.append((ps.name, zone, i, obj))
    start = _moment(game)
    actions: dict[int, ActionCourse] = {}
    for index, step in enumerate(scenario.steps):
        if isinstance(step, Check):
            problem = evaluate(step, engine.observe())
            if problem:
                raise CourseError(f"the reference engine fails {step.line}: {problem}")
            continue
        before = _moment(game)
        events.clear()
        used.clear()
        try:
            response = engine.perform(step)
        except Exception as e:
            raise CourseError(f"the reference engine errs on {step.line}: {type(e).__name__}: {e}") from e
        problem = answer_problem(step, response)
        if problem:
            raise CourseError(f"the reference engine fails {problem}")
        actions[index] = ActionCourse(before, _moment(game), response.accepted, list(events), list(used))
    return Course(start, actions, aliases, setup_objects)

