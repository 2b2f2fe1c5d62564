"""Run one scenario on one engine through the contract, and say what happened.

Statuses: ``passed``, ``failed`` (the engine answered and was wrong), ``unsupported`` (the engine
lacks a capability the scenario needs), ``errored`` (the adapter, the engine or the scenario's script
broke), ``timeout``, ``pending`` (the suite can't run this ruling yet).
"""

from __future__ import annotations

import contextlib
import math
import signal
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from mtg_rulings.adapters.checks import evaluate
from mtg_rulings.adapters.contract import CAPABILITIES, ChoiceMismatch, Engine, UnscriptedDecision, Unsupported
from mtg_rulings.model.results import CAUSES
from mtg_rulings.model.sanitize import MAX_TEXT_CHARS, clean_text
from mtg_rulings.model.scenario import ACTION_KINDS, CHECK_KINDS, Action, Check, NotReported, Response, Scenario, Snapshot

#: The most trace lines (``--rulings-explain``) one outcome keeps.
MAX_TRACE_LINES = 10_000
DEFAULT_TIMEOUT_S = 10.0
#: The shortest time limit accepted, in seconds. Below it the limit measures the harness (a timer, a worker's
#: pipe, a context switch on a busy CI machine), not the engine: every scenario would time out whatever it did.
MIN_TIMEOUT_S = 0.01
#: The longest, in seconds (one day): no scenario or case is meant to run longer, a CI job is killed well before,
#: and a larger number overflows the waits it feeds (``threading`` refuses timeouts over ``TIMEOUT_MAX``; the
#: watchdog and a stdio engine's hello wait are multiples of it).
MAX_TIMEOUT_S = 86400.0


def read_time_limit(value: str) -> float:
    """``value`` as a time limit in seconds, from :data:`MIN_TIMEOUT_S` to :data:`MAX_TIMEOUT_S`; ValueError
    naming the bounds otherwise (``nan``, ``inf``, ``1e-300``, ``0``, ``-1``, not a number)."""
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = math.nan
    if not (math.isfinite(seconds) and MIN_TIMEOUT_S <= seconds <= MAX_TIMEOUT_S):
        raise ValueError(f"{value!r}: a time limit must be a number of seconds from {MIN_TIMEOUT_S:g} to "
                         f"{MAX_TIMEOUT_S:g}")
    return seconds


#: The longest standalone reproduction kept (a script is kept whole or not at all: a cut one can't run).
MAX_SCRIPT_CHARS = 1_000_000


@dataclass
class Outcome:
    """What one scenario did on one engine. ``cause`` (:data:`CAUSES`) is None for `passed` only;
    ``unjudged`` lists the parts of checks the engine gave no data for (each "feature line: what"), which a
    `passed` scenario passed without; ``reproduction`` is the standalone script behind a verified verdict."""

    status: str
    message: str = ""
    duration_s: float = 0.0
    trace: list[str] = field(default_factory=list)
    cause: str | None = None
    unjudged: list[str] = field(default_factory=list)
    reproduction: str = ""


class ScenarioTimeout(BaseException):
    """The scenario's time limit ran out. A ``BaseException``, like ``KeyboardInterrupt``, so that engine code
    catching ``Exception`` (a retry loop, a "log and go on" handler) can't swallow it."""


#: After the limit first fires, it fires again this often until the scenario ends, in case engine code
#: swallowed the first one with a bare ``except:``.
REFIRE_S = 1.0


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`ScenarioTimeout` in the main thread after ``seconds`` (no limit elsewhere).

    Code that never returns to the interpreter (a loop in native code holding the GIL) can't be stopped
    this way; third-party engines run in a worker process for that reason (adapters/isolation.py)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return
    active = [True]

    def on_alarm(signum: int, frame: object) -> None:
        if active[0]:
            raise ScenarioTimeout(f"no answer within {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds, REFIRE_S)
    try:
        yield
    finally:
        while True:  # a last alarm may fire while this cleans up: it must not escape the limit's scope
            try:
                active[0] = False
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous)
                break
            except ScenarioTimeout:
                continue


#: Seconds spent outside the time limit (:func:`outside_time_limit`) so far, by thread: not the scenario's time.
_paused: dict[int, float] = {}


@contextmanager
def outside_time_limit() -> Iterator[None]:
    """Pause the scenario's time limit, if one is running: for work that is not the scenario's, such as
    starting an engine process and its handshake (which have their own deadlines). The time spent here
    doesn't count in the scenario's duration as judged against its limit (:func:`execute`) either."""
    started = time.perf_counter()
    try:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        remaining, interval = signal.setitimer(signal.ITIMER_REAL, 0)
        try:
            yield
        finally:
            if remaining > 0:
                signal.setitimer(signal.ITIMER_REAL, remaining, interval)
    finally:
        key = threading.get_ident()
        _paused[key] = _paused.get(key, 0.0) + time.perf_counter() - started


@dataclass(frozen=True)
class Declaration:
    """What an adapter declares about its engine, as found on it (any types: it is checked, not trusted)."""

    name: Any
    version: Any
    capabilities: Any
    action_kinds: Any = None
    check_kinds: Any = None
    problem: str | None = None  # what the engine's own handshake found wrong with the declaration, if anything
    answers_for_itself: bool = False  # Engine.answers_for_itself: whose a fault is without further evidence

    @classmethod
    def of(cls, engine: Engine) -> Declaration:
        # capabilities first: a stdio engine learns its whole declaration (name, version too) from its hello,
        # which reading the capabilities starts
        capabilities = engine.capabilities
        return cls(engine.name, engine.version, capabilities, engine.action_kinds, engine.check_kinds,
                   getattr(engine, "declaration_problem", None), getattr(engine, "answers_for_itself", False) is True)


MAX_DECLARED_CHARS = 200


@dataclass
class Interrupts:
    """Whether this process's interrupting signals are watched by the suite (``watched``: the test process of
    `rulings run` handles SIGINT, SIGTERM and SIGHUP itself; a worker ignores them), and whether one came. In a
    watched process a KeyboardInterrupt no signal explains is the engine's own: its crash, not Ctrl-C."""

    watched: bool = False
    signalled: bool = False

    def engines_own(self, e: BaseException) -> bool:
        return isinstance(e, KeyboardInterrupt) and self.watched and not self.signalled


SIGNAL_WATCH = Interrupts()


def declaration_problems(d: Declaration) -> list[str]:
    """Everything wrong with a declaration, in words (empty when it is good): ``name`` and ``version`` are
    non-empty strings of at most 200 characters; ``capabilities`` a set of names from
    :data:`mtg_rulings.adapters.contract.CAPABILITIES`; ``action_kinds`` / ``check_kinds`` ``None`` or sets of names
    from :data:`mtg_rulings.model.scenario.ACTION_KINDS` / :data:`CHECK_KINDS`. Checked before the first scenario,
    so that a bad declaration is a usage error rather than a run whose results can't be written."""
    problems = [d.problem] if d.problem else []
    for attr in ("name", "version"):
        value = getattr(d, attr)
        if not isinstance(value, str) or not value.strip():
            problems.append(f"{attr} must be a non-empty string, not {value!r:.80}")
        elif len(value) > MAX_DECLARED_CHARS or clean_text(value) != value or "\n" in value:
            problems.append(f"{attr} must be one line of at most {MAX_DECLARED_CHARS} printable characters: {value!r:.80}")
    vocabularies = (("capabilities", d.capabilities, CAPABILITIES, False),
                    ("action_kinds", d.action_kinds, ACTION_KINDS, True),
                    ("check_kinds", d.check_kinds, CHECK_KINDS, True))
    for attr, value, known, optional in vocabularies:
        if value is None and optional:
            continue
        if not isinstance(value, set | frozenset) or not all(isinstance(x, str) for x in value):
            problems.append(f"{attr} must be a set of strings{' or None' if optional else ''}, not {value!r:.80}")
            continue
        unknown = sorted(set(value) - set(known))
        if unknown:
            problems.append(f"{attr} outside the vocabulary: {', '.join(unknown)} (known: {', '.join(known)})")
    return problems


def wrong_reason(action: Action, response: Response) -> bool:
    """A refusal for another reason than the scenario names. Engines that cite no rule are not judged on it."""
    if action.expect != "rejected" or response.accepted or not action.reject_rule or not response.rule:
        return False
    return not (response.rule == action.reject_rule or response.rule.startswith(action.reject_rule + ".")
                or (response.rule.startswith(action.reject_rule) and response.rule[len(action.reject_rule):].isalpha()))


def unjudged_part(action: Action, response: Response, engine_name: str, context: str = "") -> str | None:
    """The part of an expected refusal left unjudged, in words, or None: the rule of a refusal the scenario
    names (``rejected by rule X``) when the engine refused without citing a rule."""
    if action.expect != "rejected" or response.accepted or not action.reject_rule or response.rule:
        return None
    then = getattr(action, "expect_line", "") or action.line
    return (f"{then}: the rule of the refusal of {action.describe()}{context} (expected {action.reject_rule}): "
            f"{engine_name} cited no rule")


def verdict(response: Response) -> str:
    return "accepted" if response.accepted else f"rejected ({response.rule}): {response.reason}"


def answer_problem(action: Action, response: Response, context: str = "") -> str | None:
    """Why the engine's answer to ``action`` is not what the scenario expects, or None. ``context``
    (" while casting") says the action was taken in the middle of casting a spell. A refusal the scenario
    expects is judged at its ``Then that is rejected`` line (``expect_line``), which the message names
    first, with the rule expected."""
    if action.expect == "accepted" and not response.accepted:
        return (f"{action.line}: {action.describe()}{context} was rejected: {response.reason}"
                + (f" (rule {response.rule})" if response.rule else ""))
    then = getattr(action, "expect_line", "") or action.line
    when = f" (at {action.line})" if then != action.line and action.line else ""
    by = f" by rule {action.reject_rule}" if action.reject_rule else ""
    if action.expect == "rejected" and response.accepted:
        return f"{then}: expected {action.describe()}{context}{when} to be rejected{by}; it was accepted"
    if wrong_reason(action, response):
        return (f"{then}: expected {action.describe()}{context}{when} to be rejected{by}; "
                f"it was rejected by rule {response.rule}: {response.reason}")
    return None


_INTERNAL = tuple(str(Path(__file__).parent / p) for p in ("harness.py", "isolation.py", "processes.py", "stdio"))


def answer_type_problem(response: object) -> str:
    """What is wrong with the type of an engine's answer to an action (a :class:`Response` whose ``accepted`` is a
    bool, ``reason`` and ``rule`` strings, ``during`` a list of such answers), or "" when nothing is."""
    if not isinstance(response, Response):
        return f"is a {type(response).__name__}, not a Response"
    if not isinstance(response.accepted, bool):
        return f"has accepted={clean_text(repr(response.accepted), 80)} ({type(response.accepted).__name__}), not True or False"
    for name in ("reason", "rule"):
        value = getattr(response, name)
        if not isinstance(value, str):
            return f"has {name}={clean_text(repr(value), 80)} ({type(value).__name__}), not a string"
    if not isinstance(response.during, list):
        return f"has during of type {type(response.during).__name__}, not a list"
    for answer in response.during:
        problem = answer_type_problem(answer)
        if problem:
            return f"has an answer while casting that {problem}"
    return ""


def crash_message(e: BaseException) -> str:
    """An exception from an engine or adapter in words: its type and message, and where it was raised
    when that is the engine's or adapter's own code (never this harness's or the stdio client's
    internals, whose messages already say what happened)."""
    try:
        said = str(e)
    except BaseException as inner:  # an exception whose __str__ itself raises: say so, don't crash over it
        if isinstance(inner, KeyboardInterrupt | SystemExit):
            raise
        said = f"(its message can't be read: {type(inner).__name__} in its __str__)"
    try:
        frames = [f for f in traceback.extract_tb(e.__traceback__) if not f.filename.startswith(_INTERNAL)]
    except Exception:
        frames = []
    where = ""
    if frames:
        filename = frames[-1].filename
        with contextlib.suppress(ValueError):
            filename = str(Path(filename).relative_to(Path.cwd()))
        where = f" (at {filename}:{frames[-1].lineno})"
    return f"{type(e).__name__}: {said}{where}"


def execute(scenario: Scenario, engine: Engine, timeout_s: float | Literal["default"] | None = "default",
            explain: bool = False) -> Outcome:
    """Run ``scenario`` on ``engine``: start at the setup, then each action and check in order.

    ``timeout_s``: seconds for each play of the scenario, None for no limit, or ``"default"``: the module's
    ``DEFAULT_TIMEOUT_S`` as it is when called (a test session raises it, so a loaded machine can't turn a
    verdict into a timeout).

    The first check that doesn't hold, or action answered other than the scenario expects, makes the
    outcome ``failed`` with a message naming the feature line. Never raises for engine problems.
    With ``explain``, the outcome's trace interleaves the scenario's steps with the rules the engine
    says it applied (``Engine.explain``). On a translating adapter a failure is verified by its standalone
    reproduction (:func:`_verify`); on one that :attr:`explores open choices <Engine.explores_open_choices>`,
    the scenario is played once for every combination of answers to them (:func:`_explore`).
    """
    if timeout_s == "default":
        timeout_s = DEFAULT_TIMEOUT_S
    if getattr(engine, "explores_open_choices", False) is True:
        return _explore(scenario, engine, timeout_s, explain)
    return _settle(_play(scenario, engine, timeout_s, explain), engine, scenario)


def _settle(outcome: Outcome, engine: Engine, scenario: Scenario, explored: str = "") -> Outcome:
    """A translating adapter's `failed` outcome judged by its reproduction (:func:`_verify`); any other as it is.
    ``explored``: what exploring the open choices found, said after the verdict's message."""
    if outcome.status != "failed" or getattr(engine, "answers_for_itself", False) is True:
        return outcome
    status, message, cause, script = _verify(engine, scenario, outcome.message)
    message = clean_text(message + explored, MAX_TEXT_CHARS)
    trace = [*outcome.trace[:-1], f"=> {status}: {message}"] if outcome.trace else outcome.trace
    return Outcome(status, message, outcome.duration_s, trace, cause, outcome.unjudged, clean_text(script))


#: The most plays of one scenario that exploring its open choices takes (three two-way choices are 8 plays).
MAX_PLAYS = 16


def _explore(scenario: Scenario, engine: Engine, timeout_s: float | None, explain: bool) -> Outcome:
    """Play ``scenario`` once for each combination of answers to the engine's open choices (prompts the scenario
    doesn't script and the reference engine never raised: :class:`OpenChoice`), depth first, at most
    :data:`MAX_PLAYS` times, so that no verdict rests on the adapter's pick.

    Every play passes: `passed`, with a note (a part not judged if plays were left). Every combination played and
    every play failed: the first is the verdict, verified by its reproduction (whatever the answers, the engine gets
    another answer than the ruling's). Some fail and the others pass, end otherwise or were not played: `errored`,
    the adapter's, not verified: the answer may have made the difference, and whether the engine offers a choice
    the ruling doesn't give or the adapter gave a scripted answer to another prompt than the one it scripts,
    nothing shows. No play fails and none passes: the first (errored, timeout, unsupported) is the verdict. Some
    pass and the others ended otherwise: `passed`, those plays a part not judged."""
    plays: list[tuple[tuple[int, ...], Outcome, tuple[Any, ...]]] = []
    plan: tuple[int, ...] | None = ()
    while plan is not None and len(plays) < MAX_PLAYS:
        outcome, choices = _play_with(plan, scenario, engine, timeout_s, explain)
        plays.append((plan, outcome, choices))
        plan = _next_plan(choices)
    engine.choice_plan = ()
    if len(plays) == 1 and not plays[0][2]:
        return _settle(plays[0][1], engine, scenario)
    asked = sorted({c.prompt for _, _, choices in plays for c in choices})
    right = sum(o.status == "passed" for _, o, _ in plays)
    left = "" if plan is None else f" (stopped at {MAX_PLAYS} plays: not every combination was tried)"
    summary = (f"{engine.name} asked {len(asked)} choice(s) the scenario doesn't script and the reference engine "
               f"doesn't ask ({'; '.join(asked)}); played once for each combination of answers, {len(plays)} plays"
               f"{left}: {right} give the ruling's answer")
    failing = next((p for p in plays if p[1].status == "failed"), None)
    if failing is not None:
        if failing is not plays[-1]:  # the engine's last game is the one its reproduction is written from
            again, _ = _play_with(failing[0], scenario, engine, timeout_s, explain)
            if (again.status, again.message) != (failing[1].status, failing[1].message):
                return _errored(again, f"{engine.name}'s game went otherwise when played again with the same "
                                       f"answers: first {failing[1].status} ({failing[1].message}), then "
                                       f"{again.status} ({again.message})")
        answers = "; ".join(c.describe() for c in failing[2])
        settled = _settle(failing[1], engine, scenario, f" (answers to open choices in this play: {answers}; {summary})")
        unjudged_plays = sum(o.status not in ("passed", "failed") for _, o, _ in plays)
        if (right or unjudged_plays or left) and settled.status == "failed":
            # not every answer was seen to fail: another may get the ruling's (phase may offer a choice the ruling
            # doesn't give, or the adapter may have given a scripted answer to another prompt than its own: a
            # scenario's answers and the reference engine's defaults don't say which prompt of phase's each is for)
            why = (f"{engine.name} gets the ruling's answer in {right} of {len(plays)} plays"
                   + (f", {unjudged_plays} ended otherwise (not judged)" if unjudged_plays else "")
                   + (", not every combination was played" if left else ""))
            return Outcome("errored", clean_text(f"{failing[1].message} (not verified: {why}, and not with this play's "
                                                 f"answers to choices the scenario doesn't script ({answers}), so "
                                                 f"the answer, not the rules, may make the difference; {summary})",
                                                 MAX_TEXT_CHARS),
                           settled.duration_s, settled.trace, "adapter", settled.unjudged, settled.reproduction)
        return settled
    other = next((o for _, o, _ in plays if o.status != "passed"), None)
    if other is not None and not right:
        return _with_message(other, f"{other.message} ({summary})")
    first = next(o for _, o, _ in plays if o.status == "passed")
    # plays that ended otherwise (an answer the adapter can't follow up) judged nothing: said, not counted as passed
    unjudged = [*first.unjudged, *([f"{scenario.id}: {summary}"] if left else []),
                *([clean_text(f"{scenario.id}: a play ended otherwise, not judged: {other.status}: {other.message}", 500)]
                   if other else [])]
    message = f"{first.message}; note: {summary}" if first.message else f"note: {summary}"
    return Outcome("passed", clean_text(message, MAX_TEXT_CHARS), sum(o.duration_s for _, o, _ in plays), first.trace,
                   None, unjudged, "")


def _play_with(plan: tuple[int, ...], scenario: Scenario, engine: Engine, timeout_s: float | None,
               explain: bool) -> tuple[Outcome, tuple[Any, ...]]:
    """One play taking the answers ``plan`` gives to the open choices: its outcome and its open choices. A failure
    after the engine refused a call that followed an answer to an open choice (``open_choice_refused``) may be the
    answer's: that play judges nothing (`errored`, the adapter's)."""
    engine.choice_plan, engine.open_choices, engine.open_choice_refused = plan, [], False
    outcome = _play(scenario, engine, timeout_s, explain)
    choices = tuple(getattr(engine, "open_choices", ()) or ())
    if outcome.status == "failed" and getattr(engine, "open_choice_refused", False) is True:
        outcome = _errored(outcome, f"{outcome.message} ({engine.name} refused a call that followed the adapter's "
                                    f"answer to a choice the scenario doesn't script: this play judges nothing)")
    engine.choice_plan = ()
    return outcome, choices


def _next_plan(choices: tuple[Any, ...]) -> tuple[int, ...] | None:
    """The next combination of answers after the play that took ``choices``, depth first: the last choice that has
    an answer left takes its next one, and every choice after it its first (a plan stops where later choices
    default to 0); None when every combination has been played."""
    for i in range(len(choices) - 1, -1, -1):
        if choices[i].taken + 1 < len(choices[i].options):
            return (*(c.taken for c in choices[:i]), choices[i].taken + 1)
    return None


def _with_message(outcome: Outcome, message: str) -> Outcome:
    return Outcome(outcome.status, clean_text(message, MAX_TEXT_CHARS), outcome.duration_s, outcome.trace,
                   outcome.cause, outcome.unjudged, outcome.reproduction)


def _errored(outcome: Outcome, message: str) -> Outcome:
    return Outcome("errored", clean_text(message, MAX_TEXT_CHARS), outcome.duration_s, outcome.trace, "adapter",
                   outcome.unjudged, "")


def _play(scenario: Scenario, engine: Engine, timeout_s: float | None, explain: bool) -> Outcome:
    """One play of ``scenario`` on ``engine`` (:func:`execute`), a `failed` outcome not yet verified."""
    started = time.perf_counter()
    paused = _paused.get(threading.get_ident(), 0.0)
    trace: list[str] = []
    unjudged: list[str] = []
    seen = 0
    # without its own answers, a fault is the adapter's until evidence says it is the engine's
    engine_side = "engine" if getattr(engine, "answers_for_itself", False) else "adapter"

    def note(line: str) -> None:
        nonlocal seen
        if explain:
            lines = engine.explain()
            trace.extend(lines[seen:])
            seen = len(lines)
            trace.append(line)

    def done(status: str, message: str = "", cause: str | None = None) -> Outcome:
        if status == "failed":
            try:
                notes = engine.failure_notes()
            except Exception as e:  # a note is a courtesy; it must not hide the failure
                notes = [f"(the adapter's failure notes crashed: {crash_message(e)})"]
            if notes:
                message += " [" + "; ".join(notes) + "]"
            cause = engine_side  # the adapter's until its reproduction says otherwise (_settle)
        # the limit holds on the verdict too: engine code that swallowed every alarm (a bare ``except:`` in a
        # loop) and then answered, or a thread where no alarm can fire, took longer than allowed: a timeout
        used = time.perf_counter() - started - (_paused.get(threading.get_ident(), 0.0) - paused)
        if timeout_s and used > timeout_s and status not in ("timeout", "pending"):
            message = (f"the scenario took {used:.1f} s, over its limit of {timeout_s:g} s (the engine's code held on "
                       f"through the time limit; it would have been {status}" + (f": {message})" if message else ")"))
            status, cause = "timeout", engine_side
        note(f"=> {status}" + (f": {message}" if message else ""))
        # engine text is data: whatever an adapter returned or raised is made writable, and bounded, here, once
        if len(trace) > MAX_TRACE_LINES:
            trace[MAX_TRACE_LINES - 1:] = [f"[... {len(trace) - MAX_TRACE_LINES + 1} more trace lines cut by the harness]"]
        if status != "passed" and cause not in CAUSES:
            cause = engine_side
        return Outcome(status, clean_text(message, MAX_TEXT_CHARS), time.perf_counter() - started,
                       [clean_text(t, MAX_TEXT_CHARS) for t in trace] if trace else trace,
                       None if status == "passed" else cause, [clean_text(u, MAX_TEXT_CHARS) for u in unjudged],
                       "")

    if scenario.pending:
        return Outcome("pending", scenario.pending, cause="suite")
    missing = [c for c in scenario.required_capabilities() if c not in engine.capabilities]
    limits = getattr(engine, "engine_limits", {}) or {}
    if engine.action_kinds is not None:
        actions = [a for s in scenario.steps if isinstance(s, Action) for a in (s, *s.during)]
        kinds = [a.kind for a in actions if a.kind not in engine.action_kinds]
        missing += [f"action kind {k}" for k in dict.fromkeys(kinds)]
    if engine.check_kinds is not None:
        kinds = [s.kind for s in scenario.steps if isinstance(s, Check) and s.kind not in engine.check_kinds]
        missing += [f"check kind {k}" for k in dict.fromkeys(kinds)]
    if missing:
        # the engine's own limit only when every missing thing was looked up in its API (or it declares it itself)
        if engine_side == "engine" or all(m in limits for m in missing):
            evidence = "; ".join(f"{m}: {limits[m]}" for m in missing if m in limits)
            return done("unsupported", f"{engine.name} lacks capabilities: {', '.join(missing)}"
                        + (f" (looked up in the engine's API: {evidence})" if evidence else ""), "engine")
        return done("unsupported", f"{engine.name} lacks capabilities: {', '.join(missing)} (a limit of the adapter)",
                    "adapter")
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
                        a = refused[0]
                        by = f" by rule {a.reject_rule}" if a.reject_rule else ""
                        return done("failed", f"{a.expect_line or a.line}: expected {a.describe()} (at {a.line}) to be "
                                              f"rejected{by}; {engine.name} went on with it and asked for a choice: {e}")
                    wrong = answer_type_problem(response)
                    if wrong:  # refused, never coerced: accepted="no" is truthy
                        return done("errored", f"{step.line}: the adapter's answer to {step.describe()} {wrong}")
                    note(f"   {verdict(response)}")
                    problem = answer_problem(step, response)
                    if problem:
                        return done("failed", problem)
                    part = unjudged_part(step, response, engine.name)
                    if part:
                        unjudged.append(part)
                    for sub, answer in zip(step.during, response.during, strict=False):
                        note(f"   while casting: {sub.describe()}: {verdict(answer)}")
                        problem = answer_problem(sub, answer, " while casting")
                        if problem:
                            return done("failed", problem)
                        part = unjudged_part(sub, answer, engine.name, " while casting")
                        if part:
                            unjudged.append(part)
                    if response.accepted and len(response.during) != len(step.during):
                        return done("errored", f"{step.line}: the engine answered {len(response.during)} of "
                                               f"{len(step.during)} actions taken while casting", engine_side)
                else:
                    snapshot = snapshot or engine.observe()
                    try:
                        problem = evaluate(step, snapshot)
                    except NotReported as e:
                        if e.field in limits:  # the adapter looked for it in the engine's state: not there
                            return done("unsupported", f"{step.line}: {engine.name} does not report {e.field}, which "
                                                       f"this check reads (looked up in the engine's API: "
                                                       f"{limits[e.field]})", "engine")
                        return done("unsupported", f"{step.line}: {engine.name} did not report {e.field}, "
                                                   f"which this check reads", engine_side)
                    note(f"-- {step.line}: check {step.kind} {step.args}: {'holds' if not problem else 'FAILS'}")
                    if problem:
                        return done("failed", f"{step.line}: {problem}")
            unused = engine.unused_decisions()
    except ScenarioTimeout as e:
        return done("timeout", str(e), engine_side)
    except ChoiceMismatch as e:
        return done("failed", str(e))
    except UnscriptedDecision as e:
        # on a translating adapter, a prompt it couldn't match to the script; elsewhere the scenario's omission
        return done("errored", f"unscripted decision: {e}", engine_side if engine_side == "adapter" else "suite")
    except Unsupported as e:
        evidence = getattr(e, "evidence", "")
        if evidence:
            return done("unsupported", f"{engine.name} can't do this: {e} (looked up in the engine's API: {evidence})",
                        "engine")
        return done("unsupported", f"{engine.name} can't do this: {e}", engine_side)
    except BaseException as e:  # an engine or adapter crash (a Rust panic is a BaseException) must not end the run
        if SIGNAL_WATCH.engines_own(e):
            return done("errored", f"the engine raised KeyboardInterrupt with no interrupt signal sent (its own, "
                                   f"not Ctrl-C): {crash_message(e)}")
        if isinstance(e, KeyboardInterrupt | SystemExit):
            raise
        return done("errored", crash_message(e), engine_side)
    if unused:
        what = "; ".join(f"{d.player}'s {d.kind} answer {d.answer!r} ({d.line})" for d in unused)
        if engine.oracle:  # the scenario relies on a choice the rules never offer
            return done("errored", f"scripted answers never asked for: {what}", "suite")
        return done("passed", f"note: scripted answers {engine.name} never asked for: {what}")
    return done("passed")


def _verify(engine: Engine, scenario: Scenario, message: str) -> tuple[str, str, str, str]:
    """A translating adapter's failure, judged by its standalone reproduction (:meth:`Engine.reproduce`):
    (status, message, cause, script). Reproduced: `failed`, the engine's. Not reproduced: `errored`, the
    adapter's, with both answers. No reproduction, or one that reproduces only with answers the scenario doesn't
    script and that were not explored (``Reproduction.unscripted``): `errored`, the adapter's, "not verified"
    (a `failed` verdict always has a reproduction that reproduces). Answers to open choices (:func:`_explore`)
    are not among ``unscripted``: every answer to them was played.
    The time it takes is not the scenario's (:func:`outside_time_limit`)."""
    try:
        with outside_time_limit():
            rep = engine.reproduce(scenario, message)
    except Exception as e:  # a reproduction that can't be made verifies nothing
        return ("errored", f"{message} (not verified: the standalone reproduction crashed: {crash_message(e)})",
                "adapter", "")
    if rep is None:
        return ("errored", f"{message} (not verified: the adapter wrote no standalone reproduction in "
                           f"{engine.name}'s own terms, so this is not counted as {engine.name}'s fault)", "adapter", "")
    if len(rep.script) > MAX_SCRIPT_CHARS:
        return ("errored", f"{message} (not verified: the standalone reproduction is {len(rep.script)} characters long, "
                           f"over the {MAX_SCRIPT_CHARS} kept)", "adapter", "")
    if rep.reproduced and rep.unscripted:
        return ("errored", f"{message} (not verified: the standalone reproduction gets {engine.name}'s answer, but it "
                           f"replays answers to {engine.name}'s prompts that the scenario doesn't script, the adapter's "
                           f"own: {'; '.join(rep.unscripted)})", "adapter", rep.script)
    if rep.reproduced:
        answer = f" (reproduced on {engine.name} by a standalone script: {rep.engine_answer})" if rep.engine_answer else ""
        return "failed", message + answer, "engine", rep.script
    return ("errored", f"the adapter's mistake, not {engine.name}'s: through the adapter, {message}; but a standalone "
                       f"script in {engine.name}'s own terms gets the ruling's answer"
                       + (f" ({rep.engine_answer})" if rep.engine_answer else ""), "adapter", rep.script)
