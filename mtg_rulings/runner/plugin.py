"""The pytest plugin that runs the feature files as rulings on an engine.

It generates one test per scenario (named ``test_<id>``; ``test_<id>[<row>]`` per Examples row), builds each scenario's
data by calling the step vocabulary's functions (steps/vocabulary.py, pytest-bdd step definitions called
directly, without pytest-bdd's per-step fixture machinery), runs it on the chosen engine through the harness,
records one result per scenario, reports statuses in pytest's own progress and summary, and writes
``results.json``, Cucumber Messages and a one-engine report site (``report/``) when given ``--rulings-out``.

Options: ``--rulings-engine NAME`` (default ``reference``), ``--rulings-features DIR`` (repeatable),
``--rulings-file FILE`` and ``--rulings-cards FILE`` (a user's rulings and card files, repeatable),
``--rulings-out DIR``, ``--rulings-timeout SECONDS``, ``--rulings-explain``, ``--rulings-isolation auto|process|none``,
``--rulings-only ID`` (one scenario, or one Examples row ``id[row]``), ``--rulings-export FILE`` (build every
scenario's data and write the corpus to FILE, ``rulings-corpus/1``, without running any engine).

A scenario whose feature text has a problem of its own (an unknown card, ruling or step) is ``errored`` with
the problem's file:line and a "did you mean"; the other scenarios run.

A run that can't trust its own end: with ``--rulings-out`` each result is journaled as it is recorded
(:mod:`mtg_rulings.reports.journal`), SIGTERM and SIGHUP interrupt it like Ctrl-C, and an interrupted run writes
``results.json`` marked ``"complete": false``. A signal interrupts at once only while the engine runs (where
it may hang); anywhere else it stops the session before the next scenario, so it never cuts short pytest's
bookkeeping (junit.xml's records) or the journal's. The engine is loaded and its declaration checked
(:func:`mtg_rulings.adapters.harness.declaration_problems`) when collection ends, before the first scenario: a bad one
is a usage error. Third-party in-process engines run in a worker process (:mod:`mtg_rulings.adapters.isolation`);
the reference engine, trusted and pure Python, runs in this process unless ``--rulings-isolation process``.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import gc
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest

import mtg_rulings as rulings
from mtg_rulings.adapters import processes
from mtg_rulings.adapters.contract import Engine, UnknownEngine
from mtg_rulings.adapters.corpus import Corpus, Skipped
from mtg_rulings.adapters.harness import (
    DEFAULT_TIMEOUT_S,
    SIGNAL_WATCH,
    Declaration,
    Outcome,
    crash_message,
    declaration_problems,
    execute,
    read_time_limit,
)
from mtg_rulings.adapters.isolation import IsolatedEngine, WorkerError
from mtg_rulings.adapters.registry import is_stdio, load_engine
from mtg_rulings.model.results import Result, Results, RunInfo, write_results
from mtg_rulings.model.scenario import Scenario
from mtg_rulings.reference_engine.cards import not_modelled_notes
from mtg_rulings.reports.baseline import baseline_mismatch
from mtg_rulings.reports.journal import JOURNAL_NAME, Journal
from mtg_rulings.runner.config import PROJECT_ROOT, SUPERVISOR_ENV, in_process
from mtg_rulings.runner.judged import judged_line
from mtg_rulings.runner.shards import (
    SHARD_SUITE,
    ShardError,
    assign,
    assign_files,
    feature_durations,
    parse_shard,
    recorded_durations,
    write_shard_suite,
)
from mtg_rulings.steps.collection import (
    SHARED_PARSES_ENV,
    Problem,
    ScenarioInfo,
    SuiteError,
    feature_files,
    load_suite,
    share_parsing,
)
from mtg_rulings.steps.scenarios import StepFailed, build_scenario
from mtg_rulings.steps.userdata import CARDS_BESIDE, UserDataError, beside, load_user_data

SESSION_KEY = pytest.StashKey["RulingsSession"]()
ISOLATION = ("auto", "process", "none")
#: Signals that interrupt a run writing results: each ends the session, which writes what ran, marked incomplete.
INTERRUPTS = processes.INTERRUPTS
#: How each status shows in pytest's progress line and summary: (category, letter, word). Errored and
#: timed-out scenarios stay in pytest's "failed" category so that pytest shows their details.
REPORT_STATUS: dict[str, tuple[str, str, str]] = {
    "passed": ("passed", ".", "PASSED"),
    "failed": ("failed", "F", "FAILED"),
    "errored": ("failed", "E", "ERRORED"),
    "timeout": ("failed", "T", "TIMEOUT"),
    "unsupported": ("unsupported", "u", "UNSUPPORTED"),
    "pending": ("pending", "p", "PENDING"),
}


def _time_limit(value: str) -> float:
    try:
        return read_time_limit(value)
    except ValueError as e:  # argparse names the option with this message
        raise argparse.ArgumentTypeError(str(e)) from None


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    from mtg_rulings.runner import terminal  # --rulings-terminal: the suite's progress and summary in place of pytest's

    if not pluginmanager.is_registered(terminal):
        pluginmanager.register(terminal, "rulings-terminal")
    group = parser.getgroup("rulings", "run the rulings on an engine")
    group.addoption("--rulings-engine", default="reference", help="engine to judge (default: reference)")
    group.addoption("--rulings-features", action="append", default=None,
                    help="folder of .feature files, repeatable (default: the project's features/)")
    group.addoption("--rulings-file", action="append", default=[], help="a rulings file (rulings-source/1), repeatable")
    group.addoption("--rulings-cards", action="append", default=[], help="a card file (rulings-cards/1), repeatable")
    group.addoption("--rulings-only", default=None, help="run only this scenario id, or id[row] for one Examples row")
    group.addoption("--rulings-out", default=None,
                    help="write results.json, cucumber-messages.ndjson and the report site (report/) to this folder")
    group.addoption("--rulings-timeout", type=_time_limit, default=DEFAULT_TIMEOUT_S,
                    help="seconds per scenario (from 0.01 to 86400)")
    group.addoption("--rulings-explain", action="store_true", help="print each scenario's rule-by-rule trace")
    group.addoption("--rulings-isolation", choices=ISOLATION, default="auto",
                    help="run an in-process engine in a worker process (process), in this one (none), or in a worker "
                         "unless it is the reference engine (auto, the default); stdio engines are processes anyway")
    group.addoption("--rulings-baseline", default=None,
                    help="refuse the run before its first scenario unless this baseline is of the engine's declared name")
    group.addoption("--rulings-declared", default=None,
                    help="write the engine's declared name and version to this JSON file when it is loaded")
    group.addoption("--rulings-terminal", default=None, choices=("auto", "bar", "marks", "lines", "quiet"),
                    help="print progress in the suite's words (mtg_rulings/runner/terminal.py): a bar, marks, lines, or nothing")
    group.addoption("--rulings-ids", default=None,
                    help="a JSON file listing result ids (id or id[row]): run only those (rulings run --lf)")
    group.addoption("--rulings-shard", default=None, help="K/N: run only the K-th of N parts of the scenarios")
    group.addoption("--rulings-shard-files", default=None,
                    help="K/N: read and run only the K-th of N parts of the feature files (the shards of `rulings run -n`)")
    group.addoption("--rulings-durations", default=None,
                    help="with --rulings-shard or --rulings-shard-files: a previous results.json whose durations "
                         "balance the parts")
    group.addoption("--rulings-strict-lint", action="store_true",
                    help="refuse the run (a usage error) if any scenario has a problem of its own, as `rulings lint`")
    group.addoption("--rulings-reports", choices=("all", "results", "shard"), default="all",
                    help="with --rulings-out: write results.json, Cucumber Messages and report/ (all), results.json "
                         "only (results), or results.json, the Cucumber Messages of this shard's own feature files and "
                         "its scenarios for the report (shard: the shards of `rulings run -n`, whose merge joins them)")
    group.addoption("--rulings-export", default=None,
                    help="build every scenario's data and write the corpus to this JSON file; run no engine")


class InProcess:
    """Runs scenarios on an engine in this process (the reference engine, and stdio engines, whose client
    already runs the engine as a separate process)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.declaration = Declaration.of(engine)

    def run(self, scenario: Scenario, timeout_s: float | None, explain: bool) -> Outcome:
        return execute(scenario, self.engine, timeout_s, explain=explain)

    def close(self) -> None:
        self.engine.close()


class Isolated:
    """Runs scenarios on an in-process engine in a worker process (adapters/isolation.py), which adds the
    user's card files (``card_files``) before it loads the engine."""

    def __init__(self, name: str, card_files: list[Path]) -> None:
        self.worker = IsolatedEngine(name, card_files=card_files)
        self.declaration = self.worker.start()

    def run(self, scenario: Scenario, timeout_s: float | None, explain: bool) -> Outcome:
        return self.worker.run(scenario, timeout_s, explain)

    def close(self) -> None:
        self.worker.close()


Runner = InProcess | Isolated


class RulingsSession:
    """Per-run state: the engine, the scenarios, and one result per scenario."""

    def __init__(self, config: pytest.Config) -> None:
        self.engine_name: str = config.getoption("rulings_engine")
        features = config.getoption("rulings_features")
        self.features_dirs = [Path(f).resolve() for f in features] if features else [PROJECT_ROOT / "features"]
        self.rulings_files = [Path(f) for f in config.getoption("rulings_file")]
        self.card_files = [Path(f) for f in config.getoption("rulings_cards")]
        self.only: str | None = config.getoption("rulings_only")
        out = config.getoption("rulings_out")
        self.out = Path(out) if out else None
        self.reports_too: bool = config.getoption("rulings_reports") == "all"
        # a shard of `rulings run -n`: its part of the Cucumber Messages and of the report's scenarios, for the merge
        self.shard_parts: bool = config.getoption("rulings_reports") == "shard"
        self.own_files: set[Path] | None = None  # with --rulings-shard-files: the feature files this process read
        self.strict_lint: bool = config.getoption("rulings_strict_lint")
        # which shard of a run this is (results.json's run_info.shard): what a merge checks it has all of
        self.shard: str | None = config.getoption("rulings_shard_files") or config.getoption("rulings_shard")
        self.infos: list[ScenarioInfo] = []  # every scenario of the features, as collected
        self.site_suite: list[ScenarioInfo] | None = None  # the infos, when every file was loaded (for the report)
        self.suite_error: SuiteError | None = None  # the features can't be run as written
        self.timeout: float = config.getoption("rulings_timeout")
        self.explain: bool = config.getoption("rulings_explain")
        self.isolation: str = config.getoption("rulings_isolation", "auto")
        export = config.getoption("rulings_export")
        self.export = Path(export) if export else None
        self.exported: list[Scenario] = []
        baseline = config.getoption("rulings_baseline")
        self.baseline = Path(baseline) if baseline else None
        declared = config.getoption("rulings_declared")
        self.declared = Path(declared) if declared else None
        self.traces: dict[str, list[str]] = {}
        self.failures: list[tuple[str, str]] = []  # each failed (errored, timed-out) scenario's id and failure text
        self.results: dict[str, Result] = {}
        self.started_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        self.t0 = time.perf_counter()  # set again when the session starts (pytest_sessionstart)
        self._runner: Runner | None = None
        self.expected = 0  # scenario tests selected to run
        self.signal: str | None = None  # the signal that interrupted the run, if any
        self.in_engine = False  # the engine is running: a signal interrupts at once (see engine_running)
        self.gc_frozen = False  # gc.freeze() was called once collection ended
        self.journal: Journal | None = None
        self._commit: tuple[str, bool | None] | None = None
        self.final: Results | None = None  # the results written at the end of the session
        self.finished = False  # every file written: the journal can go

    @contextlib.contextmanager
    def engine_running(self) -> Generator[None, None, None]:
        """The one stretch of the run where a signal raises KeyboardInterrupt at once: the engine may hang
        here, and nothing of pytest's or the journal's is half-written. A signal that came just before is
        raised on entry. Elsewhere :func:`interrupt_handler` only asks the session to stop.

        The interrupt leaves as a new KeyboardInterrupt raised here, without the engine's frames: pytest
        formats the traceback of an interrupt, and one raised at any instruction of engine code can have a
        frame it can't read (``tb_lineno`` None in a generator), which crashed the session's end (exit 1). An
        engine's own KeyboardInterrupt, with no signal, goes on unchanged."""
        self.in_engine = True
        try:
            if self.signal is not None:
                raise KeyboardInterrupt(f"interrupted by {self.signal}")
            yield
        except KeyboardInterrupt:
            if self.signal is None:
                raise
            raise KeyboardInterrupt(f"interrupted by {self.signal}") from None
        finally:
            self.in_engine = False

    def user_card_files(self) -> list[Path]:
        """The user's card files this run added: ``--rulings-cards`` and ``*.cards.json`` beside the features."""
        return [*self.card_files, *beside(self.features_dirs, CARDS_BESIDE)]

    def _load(self) -> Engine:
        engine = load_engine(self.engine_name)
        follow = getattr(engine, "follow_time_limit", None)  # a stdio engine's hello wait follows --timeout
        if callable(follow):
            follow(self.timeout)
        return engine

    def runner(self) -> Runner:
        """The engine, loaded on first use; a usage error if it can't be loaded or its declaration is bad."""
        if self._runner is None:
            try:
                # a stdio engine is its own process: never in a worker, never in this one (in_process)
                isolate = not is_stdio(self.engine_name) and not in_process(self.engine_name, self.isolation)
                runner: Runner = (Isolated(self.engine_name, self.user_card_files()) if isolate
                                  else InProcess(self._load()))
            except (UnknownEngine, WorkerError) as e:
                raise pytest.UsageError(str(e)) from None
            problems = declaration_problems(runner.declaration)
            if problems:
                runner.close()
                raise pytest.UsageError(f"engine {self.engine_name!r} declares what the suite can't use: "
                                        + "; ".join(problems))
            self._runner = runner
            if self.declared is not None:
                self.declared.write_text(json.dumps({"name": runner.declaration.name,
                                                     "version": str(runner.declaration.version)}) + "\n")
            if self.journal is not None:
                self.journal.write({"engine_version": str(runner.declaration.version)})
        return self._runner

    def record(self, nodeid: str, result: Result) -> None:
        self.results[nodeid] = result
        if self.journal is not None:
            self.journal.result(result)

    def commit(self) -> tuple[str, bool | None]:
        if self._commit is None:
            self._commit = _git_state()
        return self._commit

    def run_info(self) -> RunInfo:
        runner = self._runner
        commit, dirty = self.commit()
        return RunInfo(engine=self.engine_name, engine_version=str(runner.declaration.version) if runner else "unknown",
                       suite_version=rulings.__version__, suite_commit=commit, suite_dirty=dirty,
                       started_at=self.started_at, duration_s=round(time.perf_counter() - self.t0, 3),
                       shard=_shard_spec(self.shard))


def _shard_spec(text: str | None) -> str | None:
    """``K/N`` as results.json records it (``" 1 / 2"`` is ``"1/2"``); None for a whole run or a malformed one (which
    is the session's usage error)."""
    if text is None:
        return None
    from mtg_rulings.runner.shards import ShardError, parse_shard

    try:
        return "{}/{}".format(*parse_shard(text))
    except ShardError:
        return None


def _git(*args: str) -> subprocess.CompletedProcess[str] | None:
    if not (PROJECT_ROOT / ".git").exists():  # installed: site-packages may lie inside someone else's repository
        return None
    try:
        return subprocess.run(["git", *args], cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None


def _git_state() -> tuple[str, bool | None]:
    """The suite's commit and whether its tree has changes not committed (``git status``: modified, staged
    or untracked files, .gitignore'd ones aside); ``("unknown", None)`` outside a git checkout."""
    head = _git("rev-parse", "HEAD")
    commit = head.stdout.strip() if head and head.returncode == 0 else ""
    if not commit:
        return "unknown", None
    status = _git("status", "--porcelain")
    return commit, (bool(status.stdout.strip()) if status and status.returncode == 0 else None)


def _git_commit() -> str:
    return _git_state()[0]


def pytest_configure(config: pytest.Config) -> None:
    supervisor = os.environ.pop(SUPERVISOR_ENV, "")  # popped: the engines this process starts are not its children
    if supervisor.isdigit():  # run by `rulings run`: end (as interrupted, SIGHUP) when it ends, never orphaned
        processes.die_with_parent(signal.SIGHUP, int(supervisor))
    session = RulingsSession(config)
    config.stash[SESSION_KEY] = session
    if supervisor.isdigit() and threading.current_thread() is threading.main_thread():
        _interrupt_collection(session)
    try:
        load_user_data(session.features_dirs, session.rulings_files, session.card_files)
    except UserDataError as e:
        raise pytest.UsageError(str(e)) from None
    for name, text in (("ruling", "executes the ruling with this key"), ("cr", "exercises this CR rule"),
                       ("scenario_id", "the scenario's @id"), ("pending", "the suite can't run this ruling yet"),
                       ("unreviewed", "found by rulings fuzz; no ruling decides it yet")):
        config.addinivalue_line("markers", f"{name}(value): {text}")


def pytest_sessionstart(session: pytest.Session) -> None:
    """The run's duration (``run_info.duration_s``) is the pytest session's, from where pytest's own clock (its
    "passed in N s") starts: configuring the run (loading the rulings and card files) comes before."""
    rs = session.config.stash[SESSION_KEY]
    rs.started_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    rs.t0 = time.perf_counter()


def generate_tests(namespace: dict[str, Any], config: pytest.Config) -> None:
    """Put one test per scenario into ``namespace`` (a test module's globals). Features that can't be run as
    written (or, with ``--rulings-strict-lint``, any scenario's problem) give no tests: the session ends with a
    usage error listing every problem when collection ends (:func:`pytest_collection_finish`)."""
    session = config.stash[SESSION_KEY]
    shard = config.getoption("rulings_shard")
    if shard and os.environ.get(SHARED_PARSES_ENV):  # a shard of `rulings run -n`: parse its own stretch first

        with contextlib.suppress(ShardError):  # a malformed K/N is the usage error of the shard selection
            share_parsing(session.features_dirs, *parse_shard(shard))
    try:
        only = session.own_files = _own_files(config, session.features_dirs)
        session.infos = load_suite(session.features_dirs, PROJECT_ROOT, strict=session.strict_lint, only=only)
        session.site_suite = session.infos if only is None else None
    except SuiteError as e:
        session.suite_error = e
        return
    for info in session.infos:
        pending = info.pending and not info.problems
        namespace[f"test_{info.id}"] = _pending_test(info) if pending else _scenario_test(info)


def _own_files(config: pytest.Config, features: list[Path]) -> set[Path] | None:
    """With ``--rulings-shard-files K/N``: the feature files of the K-th part (:func:`mtg_rulings.runner.shards.assign_files`);
    else None (every file). A malformed K/N is a :class:`SuiteError` (the session's usage error)."""
    value = config.getoption("rulings_shard_files")
    if value is None:
        return None

    durations_file = config.getoption("rulings_durations")
    try:
        k, n = parse_shard(value)
        durations = feature_durations(Path(durations_file)) if durations_file else None
    except ShardError as e:
        raise SuiteError([Problem("--rulings-shard-files", 0, str(e))]) from None
    return {f for f, part in assign_files(feature_files(features), n, durations).items() if part == k - 1}


def _suite_problems(rs: RulingsSession) -> None:
    """The usage error of features that can't be run as written; else, on stderr, which scenarios will be
    `errored` for a problem of their own."""
    if rs.suite_error is not None:
        problems = rs.suite_error.problems
        raise pytest.UsageError("\n  ".join([f"the features can't be run as written ({len(problems)} problem(s)):",
                                              *map(str, problems)]))
    broken = [i for i in rs.infos if i.problems]
    if broken:
        lines = [f"rulings: {len(broken)} scenario(s) can't be built and will be errored (rulings lint, or "
                 "--strict-lint, refuses the run instead):", *(f"  {p}" for i in broken for p in i.problems)]
        sys.stderr.write("\n".join(lines) + "\n")
        sys.stderr.flush()


def pytest_collection_finish(session: pytest.Session) -> None:
    """Before the first scenario: load the engine and check its declaration (a usage error if bad), and for a
    run that writes results, start the journal and make SIGTERM an interrupt."""
    rs = session.config.stash[SESSION_KEY]
    _suite_problems(rs)
    infos = [info for i in session.items
             if (info := getattr(getattr(i, "function", None), "_rulings_info", None)) is not None]
    rs.expected = len(infos)
    if rs.export is not None or not infos:
        return
    if rs.out is not None:
        rs.journal = Journal(rs.out / JOURNAL_NAME, rs.run_info(), rs.features_dirs)
        processes.LISTENERS.append(rs.journal.process_group)
        _catch_signals(rs, session)
    with rs.engine_running():  # loading an engine may hang too
        if rs.baseline is not None or rs.declared is not None or any(not info.pending for info in infos):
            rs.runner()
        if rs.baseline is not None:
            _check_baseline(rs)
    # What collection built (the parsed features, the scenarios, the items) lives as long as the session: out of
    # the cycle collector's sight, its full collections no longer walk it (they cost 0.3 to 0.4 ms per scenario)
    gc.freeze()
    rs.gc_frozen = True


def _check_baseline(rs: RulingsSession) -> None:
    """Before the first scenario: a baseline of another engine (its declared name, whatever the ``--engine``
    command that ran it) is a usage error. Another version of this engine is judged (both versions reported)."""
    assert rs.baseline is not None
    declaration = rs.runner().declaration
    problem = baseline_mismatch(rs.baseline, declaration.name, str(declaration.version), engine=rs.engine_name)
    if problem:
        rs.runner().close()
        rs._runner = None
        raise pytest.UsageError(problem)


def _interrupt_collection(rs: RulingsSession) -> None:
    """Until the scenarios start (:func:`_catch_signals`), each interrupting signal ends the session as Ctrl-C does
    (pytest's "interrupted", nothing written: no result exists yet), and which one came is kept for the message.
    `rulings run` starts this process with them held back (mtg_rulings.adapters.processes.start_held): one passed
    on while the interpreter started is delivered here, to this handler."""

    def interrupt(signum: int, frame: object) -> None:
        rs.signal = rs.signal or signal.Signals(signum).name
        raise KeyboardInterrupt(f"interrupted by {rs.signal}")

    for sig in INTERRUPTS:
        signal.signal(sig, interrupt)
    processes.let_interrupts_through()


def _catch_signals(rs: RulingsSession, session: pytest.Session) -> None:
    """SIGINT, SIGTERM and SIGHUP (sent too when `rulings run` dies) interrupt the run the same way
    (:func:`interrupt_handler`)."""
    if threading.current_thread() is not threading.main_thread():
        return
    handler = interrupt_handler(rs, session)
    SIGNAL_WATCH.watched = True
    for sig in INTERRUPTS:
        signal.signal(sig, handler)


def interrupt_handler(rs: RulingsSession, session: Any) -> Callable[[int, object], None]:
    """The handler of an interrupting signal; which one came is kept for the message.

    While the engine runs (:meth:`RulingsSession.engine_running`) it raises KeyboardInterrupt there and then.
    Anywhere else an exception raised by a signal could land inside pytest's own bookkeeping (a junit.xml
    record half-finalized, a report half-logged) and break how the session ends, so it asks the session to
    stop instead (``session.shouldstop``: pytest raises its ``Interrupted`` before the next scenario). A
    signal after every scenario has its result stops nothing: the run is complete. A second signal is let be:
    the results are being written."""

    def interrupt(signum: int, frame: object) -> None:
        SIGNAL_WATCH.signalled = True  # a KeyboardInterrupt from now on is this signal's (adapters/harness.py)
        if rs.signal is not None:
            return
        rs.signal = signal.Signals(signum).name
        if len(rs.results) < rs.expected:
            session.shouldstop = f"interrupted by {rs.signal}"
        if rs.in_engine:
            raise KeyboardInterrupt

    return interrupt


def _scenario_test(info: ScenarioInfo, row: int | None = None, marks: list[pytest.Mark] | None = None
                   ) -> Callable[..., Any]:
    """A plain test running the scenario's steps (one per Examples row), with the scenario's tags as markers
    (``marks``: those of :func:`_marks`, made once for every row)."""
    def test(request: pytest.FixtureRequest) -> None:
        _run(request, info, row)

    test._rulings_row = row  # type: ignore[attr-defined]
    return _marked(test, info, marks)


def _pending_test(info: ScenarioInfo) -> Callable[..., Any]:
    def test(request: pytest.FixtureRequest) -> None:
        session = request.config.stash[SESSION_KEY]
        session.record(request.node.nodeid, _result(info, info.id, "pending", info.pending or "", [], [], 0.0))
        pytest.skip(f"pending: {info.pending}")

    return _marked(test, info)


def _marks(info: ScenarioInfo) -> list[pytest.Mark]:
    """The scenario's tags as markers, for ``-m``: ``@ruling:k`` is ``ruling(k)``, ``@cr:r`` is ``cr(r)``, ``@id:x``
    is ``scenario_id(x)``, ``@pending``, ``@unreviewed``."""
    marks = [pytest.mark.scenario_id(info.id).mark, *(_tag_mark("ruling", k) for k in info.rulings),
             *(_tag_mark("cr", r) for r in info.rules)]
    if info.pending:
        marks.append(_tag_mark("pending"))
    if info.unreviewed:
        marks.append(_tag_mark("unreviewed"))
    return marks


_TAG_MARKS: dict[tuple[str, ...], pytest.Mark] = {}


def _tag_mark(name: str, *args: str) -> pytest.Mark:
    """The marker of a tag shared by many scenarios (``cr("702.19b")``), made once: a mark can't be changed, and a
    corpus's scenarios would otherwise each keep their own, alike."""
    mark = _TAG_MARKS.get((name, *args))
    if mark is None:
        decorator = getattr(pytest.mark, name)
        mark = _TAG_MARKS[(name, *args)] = decorator(*args).mark if args else decorator.mark
    return mark


def _marked(test: Callable[..., Any], info: ScenarioInfo, marks: list[pytest.Mark] | None = None) -> Callable[..., Any]:
    """``test`` with the scenario's markers (:func:`_marks`) and its data, for the hooks. The markers are stored
    whole, as ``pytestmark`` (where pytest's mark decorators keep them, each making a new list: applying them one
    by one copied the list once per tag, for every scenario)."""
    test.pytestmark = marks if marks is not None else _marks(info)  # type: ignore[attr-defined]
    test._rulings_info = info  # type: ignore[attr-defined]
    return test


class ScenarioTest(pytest.Function):
    """A scenario's test item. Its failure is shown as the scenario's own message (status, message, scenario,
    rulings and feature line: :func:`_failure_text`), without the harness's traceback, which pytest would otherwise
    work out for every failed scenario only to have it replaced (half the cost of a failing scenario)."""

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> Any:  # type: ignore[override]
        info: ScenarioInfo | None = getattr(getattr(self, "function", None), "_rulings_info", None)
        result = self.config.stash[SESSION_KEY].results.get(self.nodeid)
        if info is None or result is None:  # a failure no step or check explained: pytest's own traceback
            return super().repr_failure(excinfo)
        return _failure_text(info, result)


#: The fixture information every scenario test shares (each takes ``request`` only), made once per session.
_FIXTURE_INFO = pytest.StashKey[Any]()


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: object) -> list[pytest.Item] | None:
    """The scenario tests as items, made directly: ``test_<id>``, and ``test_<id>[<row>]`` for each Examples row
    (the row's values joined by ``-``, as in the result id). pytest's own path would, for each of hundreds of
    functions, build a Metafunc, call every ``pytest_generate_tests`` hook and work out its fixture closure,
    then set each item up apart: that doubled pytest's cost per scenario against a parametrized test. All of
    them take ``request`` only, so they share one fixture information, worked out by pytest for the first."""
    info: ScenarioInfo | None = getattr(obj, "_rulings_info", None)
    if info is None or not isinstance(collector, pytest.Module):
        return None
    shared = collector.config.stash.get(_FIXTURE_INFO, None)
    if shared is None:
        first = ScenarioTest.from_parent(collector, name=name, callobj=obj)
        shared = collector.config.stash[_FIXTURE_INFO] = first._fixtureinfo
    if (info.pending and not info.problems) or not info.examples:  # a pending scenario is one test
        return [ScenarioTest.from_parent(collector, name=name, callobj=obj, fixtureinfo=shared)]
    marks = getattr(obj, "pytestmark", None)
    return [ScenarioTest.from_parent(collector, name=f"{name}[{rid[len(info.id) + 1:-1]}]",
                                     callobj=_scenario_test(info, row, marks), fixtureinfo=shared)
            for row, rid in enumerate(info.row_ids())]


def _result(info: ScenarioInfo, rid: str, status: str, message: str, cards: list[str], caps: list[str],
            duration: float, cause: str | None = "suite", outcome: Outcome | None = None) -> Result:
    """One scenario's result; ``cause`` (mtg_rulings.model.results.CAUSES) for one that isn't passed: by default the
    suite's (a scenario problem or a step that can't build its data), else the engine run's ``outcome``."""
    if outcome is not None:
        return Result(rid, info.feature, info.name, status, message, list(info.rulings), list(info.rules), cards, caps,
                      round(duration, 6), outcome.cause, list(outcome.unjudged), outcome.reproduction)
    return Result(rid, info.feature, info.name, status, message, list(info.rulings), list(info.rules), cards, caps,
                  round(duration, 6), None if status == "passed" else cause)


def _row(node: pytest.Item, info: ScenarioInfo) -> int | None:
    """The index of the node's Examples row in ``info.examples`` (None for a plain scenario)."""
    row = getattr(getattr(node, "obj", None), "_rulings_row", None)
    return row if isinstance(row, int) else None


def _scenario_id(node: pytest.Item, info: ScenarioInfo) -> str:
    """The scenario's id, with its Examples row for a Scenario Outline (``chocobo-counted-law[2-3]``): the row's
    values joined by ``-``, as written (card names keep their spaces and apostrophes)."""
    row = _row(node, info)
    return info.row_ids()[row] if row is not None else info.id


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``--rulings-only ID``: keep the one scenario (or Examples row) asked for; ``--rulings-shard K/N``: keep
    the scenarios of the K-th part (:func:`mtg_rulings.runner.shards.assign`)."""
    only = config.stash[SESSION_KEY].only
    shard = config.getoption("rulings_shard")
    if shard is not None:
        _keep_shard(config, items, shard)
    ids_file = config.getoption("rulings_ids")
    if ids_file is not None:
        _keep_ids(config, items, set(json.loads(Path(ids_file).read_text(encoding="utf-8"))))
    if only is None:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        info: ScenarioInfo | None = getattr(getattr(item, "function", None), "_rulings_info", None)
        wanted = info is not None and only in (info.id, _scenario_id(item, info))
        (keep if wanted else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _keep_ids(config: pytest.Config, items: list[pytest.Item], ids: set[str]) -> None:
    """Keep the items whose result id is in ``ids`` (``--rulings-ids``)."""
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        info: ScenarioInfo | None = getattr(getattr(item, "function", None), "_rulings_info", None)
        (keep if info is not None and _scenario_id(item, info) in ids else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _keep_shard(config: pytest.Config, items: list[pytest.Item], shard: str) -> None:
    try:
        k, n = parse_shard(shard)
        durations_file = config.getoption("rulings_durations")
        durations = recorded_durations(Path(durations_file)) if durations_file else {}
    except ShardError as e:
        raise pytest.UsageError(str(e)) from None
    ids = {item.nodeid: _scenario_id(item, info) for item in items
           if (info := getattr(getattr(item, "function", None), "_rulings_info", None)) is not None}
    part = assign(sorted(ids.values()), n, durations)
    keep = [item for item in items if item.nodeid in ids and part[ids[item.nodeid]] == k - 1]
    drop = [item for item in items if item not in keep]
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def _record_problems(request: pytest.FixtureRequest, info: ScenarioInfo, problems: list[str]) -> None:
    message = "\n".join(problems)
    request.config.stash[SESSION_KEY].record(
        request.node.nodeid, _result(info, _scenario_id(request.node, info), "errored", message, [], [], 0.0))
    pytest.fail(f"errored: {message}", pytrace=False)


def _run(request: pytest.FixtureRequest, info: ScenarioInfo, row: int | None) -> None:
    """Build the scenario (or Examples row) through its steps, run it on the engine and record its result. A
    scenario with a problem of its own (an unknown card, ruling or step) is `errored`, naming each problem, and
    so is one whose step can't build its data, naming file, line and text; no engine runs then."""
    session = request.config.stash[SESSION_KEY]
    problems = info.row_problems(row)
    if problems:
        _record_problems(request, info, [str(p) for p in problems])
    rid = info.row_ids()[row] if row is not None else info.id
    try:
        scenario = build_scenario(info, row)
    except StepFailed as e:
        session.record(request.node.nodeid, _result(info, rid, "errored", str(e), [], [], 0.0))
        pytest.fail(f"errored: {e}", pytrace=False)
    if session.export is not None:  # build only: the corpus is written at the end of the session
        session.exported.append(scenario)
        return
    with session.engine_running():
        outcome = session.runner().run(scenario, session.timeout, session.explain)
    if session.explain:
        session.traces[scenario.id] = outcome.trace
    # what the reference card data doesn't model of the cards used: part of every result of the reference engine,
    # whatever the status; never of another engine's, which its own card data decides (issue 26)
    reference = session._runner is not None and session._runner.declaration.name == "reference"
    notes = "\n".join(f"note: {n}" for n in not_modelled_notes(scenario.cards())) if reference else ""
    message = "\n".join(m for m in (outcome.message, notes) if m)
    session.record(request.node.nodeid, _result(info, scenario.id, outcome.status, message, scenario.cards(),
                                                scenario.required_capabilities(), outcome.duration_s, outcome=outcome))
    if outcome.status == "passed":
        return
    if outcome.status == "unsupported":
        pytest.skip(f"unsupported: {outcome.message}")
    pytest.fail(f"{outcome.status}: {outcome.message}", pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, Any]:
    report = yield
    info: ScenarioInfo | None = getattr(getattr(item, "function", None), "_rulings_info", None)
    if info is None:
        return report
    session = item.config.stash[SESSION_KEY]
    result = session.results.get(item.nodeid)
    if result is None and report.failed:  # a failure no step or check explained: never drop it silently
        message = f"{info.feature}:{info.line}: {report.longreprtext[-2000:]}"
        result = _result(info, _scenario_id(item, info), "errored", message, [], [], 0.0)
        session.record(item.nodeid, result)
    if result is not None and (report.when == "call" or report.failed):
        report.rulings_status = result.status
        if report.failed:  # the scenario's own message, not a traceback of the harness
            report.longrepr = _failure_text(info, result)
            session.failures.append((result.id, report.longrepr))
    return report


def _failure_text(info: ScenarioInfo, result: Result) -> str:
    """How a scenario's failure reads in pytest's output and junit.xml: its status and message, then where."""
    return f"{result.status}: {result.message}\n    {_where(info)}"


def _where(info: ScenarioInfo) -> str:
    """The scenario, its ruling keys and its feature line, for failure output: ``scenario chocobo-x (ruling
    5ac4d972f7b5) at features/cards/traveling_chocobo.feature:40``."""
    keys = ", ".join(info.rulings)
    return f"scenario {info.id} ({'ruling' if len(info.rulings) == 1 else 'rulings'} {keys}) at {info.feature}:{info.line}"


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> tuple[str, str, str] | None:
    status = getattr(report, "rulings_status", None)
    return REPORT_STATUS[status] if status else None


def _incomplete_reason(rs: RulingsSession, exitstatus: int, session: pytest.Session) -> str:
    """Why the run is incomplete, or "" when every selected scenario has its result."""
    ran = f"after {len(rs.results)} of {rs.expected} scenario(s)"
    if len(rs.results) >= rs.expected:  # a signal that came after the last result interrupted nothing
        return ""
    if rs.signal or exitstatus == pytest.ExitCode.INTERRUPTED:
        return f"interrupted by {rs.signal or 'an interrupt'} {ran}"
    stopped = session.shouldstop or session.shouldfail
    return f"stopped {ran}" + (f": {stopped}" if isinstance(stopped, str) else "")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write results.json, cucumber-messages.ndjson and the report site (each atomically) when ``--rulings-out``
    is given; then remove the journal. An interrupted run's files say it is incomplete."""
    rs = session.config.stash[SESSION_KEY]
    if rs.journal is not None:
        for sig in INTERRUPTS:  # the results are being written: nothing may cut that short
            if threading.current_thread() is threading.main_thread():
                signal.signal(sig, signal.SIG_IGN)
    try:
        _finish(rs, session, exitstatus)
    finally:
        if rs.journal is not None and rs.journal.process_group in processes.LISTENERS:
            processes.LISTENERS.remove(rs.journal.process_group)


def _finish(rs: RulingsSession, session: pytest.Session, exitstatus: int) -> None:
    if rs._runner is not None:
        try:
            rs._runner.close()
        except BaseException as e:  # every result is in: an engine failing to close must not lose them
            if isinstance(e, SystemExit):
                raise
            sys.stderr.write(f"rulings: engine {rs.engine_name!r} failed to close: {crash_message(e)}\n")
    if rs.export is not None:
        skipped = [Skipped(r.id, r.feature, r.scenario, r.status, r.message, r.rulings, r.rules)
                   for r in rs.results.values()]
        Corpus(rs.exported, skipped).write(rs.export)
        return
    reason = _incomplete_reason(rs, exitstatus, session)
    if reason:  # junit.xml must never read as clean for an interrupted run, even one with no result yet
        _mark_junit_incomplete(session.config, reason)
    interrupted = rs.signal is not None or exitstatus == pytest.ExitCode.INTERRUPTED
    if rs.out is None or not (rs.results or (interrupted and rs.journal is not None)):
        rs.finished = True
        return
    # the run's results, and its duration, are taken before the writers are imported: loading them (the report
    # site's templates) is part of writing the files, not of running the scenarios
    results = Results(rs.run_info(), list(rs.results.values()), complete=not reason, incomplete_reason=reason)
    rs.final = results
    if rs.journal is not None:  # the stall watch of `rulings run` (mtg_rulings/cli/signals.py) lets the writers work
        rs.journal.write({"writing": "results.json" + (", report/, cucumber-messages.ndjson" if rs.reports_too else
                                                        f", {SHARD_SUITE}, cucumber-messages.ndjson" if rs.shard_parts
                                                        else "")})
    from mtg_rulings.reports.cucumber import write_messages
    from mtg_rulings.reports.site import write_run_site  # only when a report is asked for

    write_results(results, rs.out / "results.json")
    if rs.reports_too:
        # the run's own scenarios when it loaded every file (not a shard's part): not read and parsed again
        write_run_site(results, rs.features_dirs, rs.out / "report", suite=rs.site_suite)
        write_messages(results, rs.features_dirs, PROJECT_ROOT, rs.out / "cucumber-messages.ndjson")
    elif rs.shard_parts:  # written here, in parallel with the other shards, rather than by the merge after them all
        write_shard_suite(rs.infos, rs.out / SHARD_SUITE)
        write_messages(results, rs.features_dirs, PROJECT_ROOT, rs.out / "cucumber-messages.ndjson", only=rs.own_files)
    rs.finished = True


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """Every file is written (junit.xml by pytest's own plugin, after this plugin's session finish): the
    journal goes only now, so a test process killed while it writes them is still recovered from it."""
    rs = config.stash.get(SESSION_KEY, None)
    if rs is not None and rs.journal is not None and rs.finished:  # else `rulings run` recovers from it
        rs.journal.remove()
    if rs is not None and rs.gc_frozen:
        gc.unfreeze()


def _mark_junit_incomplete(config: pytest.Config, reason: str) -> None:
    """Say in junit.xml (written after this hook by pytest) that the run is incomplete."""
    from _pytest.junitxml import xml_key

    xml = config.stash.get(xml_key, None)
    if xml is not None:
        xml.add_global_property("complete", "false")
        xml.add_global_property("incomplete_reason", reason)


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    session = config.stash[SESSION_KEY]
    if session.export is not None:
        terminalreporter.write_line(f"rulings: {len(session.exported)} scenario(s) built, "
                                    f"{len(session.results)} skipped; wrote {session.export}")
        return
    if not session.results:
        return
    results = session.final or Results(session.run_info(), list(session.results.values()))
    tr = terminalreporter
    for sid, trace in session.traces.items():
        tr.section(f"explain {sid}")
        for line in trace:
            tr.write_line(line)
    if config.getoption("tbstyle", "auto") == "no" and session.failures:  # as `rulings run` runs pytest
        from mtg_rulings.runner.terminal import unexpected_failures

        shown, known = unexpected_failures(session.baseline, session.failures, {r.id: r.status for r in results.results})
        if shown:
            _failed_scenarios(tr, shown)
        if known:
            tr.write_line(f"rulings: {known} failure(s) the baseline expects are counted, not shown (see results.json "
                          "and the report)")
    tr.section(f"rulings on {session.engine_name}")
    for status, n in results.summary().items():
        tr.write_line(f"  {status:<12} {n:>5}")
    tr.write_line(f"  {'total':<12} {len(results.results):>5}   (pytest session {results.run_info.duration_s:.2f} s)")
    for line in results.verdict_lines():
        tr.write_line(line)


    tr.write_line(f"  {judged_line(results.summary())}")
    if not results.complete:
        tr.write_line(f"  INCOMPLETE: {results.incomplete_reason}", red=True, bold=True)
    if session.out is not None:
        names = ("results.json", "cucumber-messages.ndjson", "report/index.html") if session.reports_too else ("results.json",)
        written = [str(session.out / n) for n in names]
        xmlpath = config.getoption("xmlpath", None)
        if xmlpath:  # `rulings run` has pytest write it under a temporary name, and moves it into place
            written.insert(1, str(session.out / "junit.xml") if Path(xmlpath).name == ".junit.xml.partial" else xmlpath)
        tr.write_line(f"  wrote {', '.join(written)}")


def _failed_scenarios(tr: Any, failures: list[tuple[str, str]]) -> None:
    """Each failed, errored or timed-out scenario with its failure text, in the order they ran: what pytest's own
    failure section shows, which `rulings run` turns off (``--tb=no``): pytest looks through every report of the
    run once per failure to find its teardown output (quadratic: 10,000 failures took 140 s, against 15 s)."""
    tr.section("failed scenarios")
    for sid, text in failures:
        tr.write_sep("_", sid)
        for line in text.splitlines():
            tr.write_line(line)
