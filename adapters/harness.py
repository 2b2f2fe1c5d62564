"""Run one scenario on one engine through the contract, and say what happened.

Statuses: ``passed``, ``failed`` (the engine answered and was wrong), ``unsupported`` (the engine
lacks a capability the scenario needs), ``errored`` (the adapter, the engine or the scenario's script
broke), ``timeout``, ``pending`` (the suite can't run this ruling yet).
"""

from __future__ import annotations

import signal
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from adapters.checks import evaluate
from adapters.contract import ChoiceMismatch, Engine, UnscriptedDecision, Unsupported
from adapters.scenario import Action, Check, NotReported, Response, Scenario, Snapshot

STATUSES: tuple[str, ...] = ("passed", "failed", "unsupported", "errored", "timeout", "pending")
DEFAULT_TIMEOUT_S = 10.0


@dataclass
class Outcome:
    status: str
    message: str = ""
    duration_s: float = 0.0
    trace: list[str] = field(default_factory=list)


class ScenarioTimeout(Exception):
    pass


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`ScenarioTimeout` in the main thread after ``seconds`` (no limit elsewhere)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def on_alarm(signum: int, frame: object) -> None:
        raise ScenarioTimeout(f"no answer within {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def wrong_reason(action: Action, response: Response) -> bool:
    """A refusal for another reason than the scenario names. Engines that cite no rule are not judged on it."""
    if action.expect != "rejected" or response.accepted or not action.reject_rule or not response.rule:
        return False
    return not (response.rule == action.reject_rule or response.rule.startswith(action.reject_rule + ".")
                or (response.rule.startswith(action.reject_rule) and response.rule[len(action.reject_rule):].isalpha()))


def verdict(response: Response) -> str:
    return "accepted" if response.accepted else f"rejected ({response.rule}): {response.reason}"


def answer_problem(action: Action, response: Response, context: str = "") -> str | None:
    """Why the engine's answer to ``action`` is not what the scenario expects, or None. ``context``
    (" while casting") says the action was taken in the middle of casting a spell."""
    if action.expect == "accepted" and not response.accepted:
        return (f"{action.line}: {action.describe()}{context} was rejected: {response.reason}"
                + (f" (rule {response.rule})" if response.rule else ""))
    if action.expect == "rejected" and response.accepted:
        return f"{action.line}: expected {action.describe()}{context} to be rejected; it was accepted"
    if wrong_reason(action, response):
        return (f"{action.line}: expected {action.describe()}{context} to be rejected by rule {action.reject_rule}; "
                f"it was rejected by rule {response.rule}: {response.reason}")
    return None


def execute(scenario: Scenario, engine: Engine, timeout_s: float | None = DEFAULT_TIMEOUT_S,
            explain: bool = False) -> Outcome:
    """Run ``scenario`` on ``engine``: start at the setup, then each action and check in order.

    The first check that doesn't hold, or action answered other than the scenario expects, makes the
    outcome ``failed`` with a message naming the feature line. Never raises for engine problems.
    With ``explain``, the outcome's trace interleaves the scenario's steps with the rules the engine
    says it applied (``Engine.explain``).
    """
    started = time.perf_counter()
    trace: list[str] = []
    seen = 0

    def note(line: str) -> None:
        nonlocal seen
        if explain:
            lines = engine.explain()
            trace.extend(lines[seen:])
            seen = len(lines)
            trace.append(line)

    def done(status: str, message: str = "") -> Outcome:
        if status == "failed":
            try:
                notes = engine.failure_notes()
            except Exception as e:  # a note is a courtesy; it must not hide the failure
                notes = [f"(the adapter's failure notes crashed: {type(e).__name__}: {e})"]
            if notes:
                message += " [" + "; ".join(notes) + "]"
        note(f"=> {status}" + (f": {message}" if message else ""))
        return Outcome(status, message, time.perf_counter() - started, trace)

    if scenario.pending:
        return Outcome("pending", scenario.pending)
    missing = [c for c in scenario.required_capabilities() if c not in engine.capabilities]
    if engine.action_kinds is not None:
        actions = [a for s in scenario.steps if isinstance(s, Action) for a in (s, *s.during)]
        kinds = [a.kind for a in actions if a.kind not in engine.action_kinds]
        missing += [f"action kind {k}" for k in dict.fromkeys(kinds)]
    if engine.check_kinds is not None:
        kinds = [s.kind for s in scenario.steps if isinstance(s, Check) and s.kind not in engine.check_kinds]
        missing += [f"check kind {k}" for k in dict.fromkeys(kinds)]
    if missing:
        return done("unsupported", f"{engine.name} lacks capabilities: {', '.join(missing)}")
    try:
        with time_limit(timeout_s):
            engine.start(scenario.setup, scenario.decisions)
            snapshot: Snapshot | None = None
            for step in scenario.steps:
                if isinstance(step, Action):
                    snapshot = None
                    note(f"-- {step.line}: {step.describe()}")
                    try:
                        response = engine.perform(step)
                    except UnscriptedDecision as e:
                        refused = [a for a in (step, *step.during) if a.expect == "rejected"]
                        if not refused:
                            raise
                        # the engine went on with an action the ruling forbids, far enough to ask for a choice
                        return done("failed", f"{refused[0].line}: expected {refused[0].describe()} to be rejected; "
                                              f"{engine.name} went on with it and asked for a choice: {e}")
                    note(f"   {verdict(response)}")
                    problem = answer_problem(step, response)
                    if problem:
                        return done("failed", problem)
                    for sub, answer in zip(step.during, response.during, strict=False):
                        note(f"   while casting: {sub.describe()}: {verdict(answer)}")
                        problem = answer_problem(sub, answer, " while casting")
                        if problem:
                            return done("failed", problem)
                    if response.accepted and len(response.during) != len(step.during):
                        return done("errored", f"{step.line}: the engine answered {len(response.during)} of "
                                               f"{len(step.during)} actions taken while casting")
                else:
                    snapshot = snapshot or engine.observe()
                    try:
                        problem = evaluate(step, snapshot)
                    except NotReported as e:
                        return done("unsupported", f"{step.line}: {engine.name} did not report {e.field}, "
                                                   f"which this check reads")
                    note(f"-- {step.line}: check {step.kind} {step.args}: {'holds' if not problem else 'FAILS'}")
                    if problem:
                        return done("failed", f"{step.line}: {problem}")
            unused = engine.unused_decisions()
    except ScenarioTimeout as e:
        return done("timeout", str(e))
    except ChoiceMismatch as e:
        return done("failed", str(e))
    except UnscriptedDecision as e:
        return done("errored", f"unscripted decision: {e}")
    except Unsupported as e:
        return done("unsupported", f"{engine.name} can't do this: {e}")
    except BaseException as e:  # an engine or adapter crash (a Rust panic is a BaseException) must not end the run
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        where = traceback.extract_tb(e.__traceback__)[-1]
        return done("errored", f"{type(e).__name__}: {e} (at {where.filename}:{where.lineno})")
    if unused:
        what = "; ".join(f"{d.player}'s {d.kind} answer {d.answer!r} ({d.line})" for d in unused)
        if engine.oracle:  # the scenario relies on a choice the rules never offer
            return done("errored", f"scripted answers never asked for: {what}")
        return done("passed", f"note: scripted answers {engine.name} never asked for: {what}")
    return done("passed")
