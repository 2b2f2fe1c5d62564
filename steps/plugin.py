"""The pytest plugin that runs the feature files as rulings on an engine.

It generates one test per scenario (named ``test_<id>``), builds each scenario's data through the
step vocabulary, runs it on the chosen engine through the harness, records one result per scenario,
reports statuses in pytest's own progress and summary, and writes ``results.json`` and
``report.html`` when given ``--rulings-out``.

Options: ``--rulings-engine NAME`` (default ``reference``), ``--rulings-features DIR``, ``--rulings-out DIR``,
``--rulings-timeout SECONDS``, ``--rulings-explain``, ``--rulings-export FILE`` (build every scenario's
data and write the corpus to FILE, ``rulings-corpus/1``, without running any engine).
"""

from __future__ import annotations

import datetime as dt
import subprocess
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario as bdd_scenario

import rulings
from adapters.contract import Engine, load_engine
from adapters.corpus import Corpus, Skipped
from adapters.harness import DEFAULT_TIMEOUT_S, execute
from adapters.scenario import Scenario
from reports.results import Result, Results, RunInfo
from steps.builder import ScenarioBuilder
from steps.collection import ScenarioInfo, load_suite

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SESSION_KEY = pytest.StashKey["RulingsSession"]()

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


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulings", "run the rulings on an engine")
    group.addoption("--rulings-engine", default="reference", help="engine to judge (default: reference)")
    group.addoption("--rulings-features", default=None, help="folder of .feature files (default: the project's features/)")
    group.addoption("--rulings-out", default=None, help="write results.json and report.html to this folder")
    group.addoption("--rulings-timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds per scenario")
    group.addoption("--rulings-explain", action="store_true", help="print each scenario's rule-by-rule trace")
    group.addoption("--rulings-export", default=None,
                    help="build every scenario's data and write the corpus to this JSON file; run no engine")


class RulingsSession:
    """Per-run state: the engine, the scenarios, and one result per scenario."""

    def __init__(self, config: pytest.Config) -> None:
        self.engine_name: str = config.getoption("rulings_engine")
        features = config.getoption("rulings_features")
        self.features_dir = Path(features).resolve() if features else PROJECT_ROOT / "features"
        out = config.getoption("rulings_out")
        self.out = Path(out) if out else None
        self.timeout: float = config.getoption("rulings_timeout")
        self.explain: bool = config.getoption("rulings_explain")
        export = config.getoption("rulings_export")
        self.export = Path(export) if export else None
        self.exported: list[Scenario] = []
        self.traces: dict[str, list[str]] = {}
        self.results: dict[str, Result] = {}
        self.started_at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        self.t0 = time.perf_counter()
        self._engine: Engine | None = None

    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = load_engine(self.engine_name)
        return self._engine

    def record(self, nodeid: str, result: Result) -> None:
        self.results[nodeid] = result

    def run_info(self) -> RunInfo:
        engine = self._engine
        return RunInfo(engine=self.engine_name, engine_version=engine.version if engine else "unknown",
                       suite_version=rulings.__version__, suite_commit=_git_commit(),
                       started_at=self.started_at, duration_s=round(time.perf_counter() - self.t0, 3))


def _git_commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=PROJECT_ROOT, capture_output=True, text=True,
                             timeout=5, check=False)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def pytest_configure(config: pytest.Config) -> None:
    config.stash[SESSION_KEY] = RulingsSession(config)
    for name, text in (("ruling", "executes the ruling with this key"), ("cr", "exercises this CR rule"),
                       ("scenario_id", "the scenario's @id"), ("pending", "the suite can't run this ruling yet"),
                       ("unreviewed", "found by rulings fuzz; no ruling decides it yet")):
        config.addinivalue_line("markers", f"{name}(value): {text}")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> Any:
    """Tags ``@ruling:k``, ``@cr:r``, ``@id:x`` become markers ``ruling(k)``, ``cr(r)``, ``scenario_id(x)``."""
    prefix, _, value = tag.partition(":")
    name = {"id": "scenario_id", "ruling": "ruling", "cr": "cr"}.get(prefix)
    if name:
        return getattr(pytest.mark, name)(value)(function)
    if tag == "pending":
        return pytest.mark.pending(function)
    if tag == "unreviewed":
        return pytest.mark.unreviewed(function)
    return None


def generate_tests(namespace: dict[str, Any], config: pytest.Config) -> None:
    """Put one test per scenario into ``namespace`` (a test module's globals)."""
    session = config.stash[SESSION_KEY]
    for info in load_suite(session.features_dir, PROJECT_ROOT):
        namespace[f"test_{info.id}"] = _pending_test(info) if info.pending else _scenario_test(info)


def _scenario_test(info: ScenarioInfo) -> Callable[..., Any]:
    def run(rulings_builder: ScenarioBuilder, request: pytest.FixtureRequest) -> None:
        _run(request, rulings_builder, info)

    test = bdd_scenario(str(info.feature_path), info.name, features_base_dir="/")(run)
    test._rulings_info = info  # type: ignore[attr-defined]
    return test


def _pending_test(info: ScenarioInfo) -> Callable[..., Any]:
    def test(request: pytest.FixtureRequest) -> None:
        session = request.config.stash[SESSION_KEY]
        session.record(request.node.nodeid, _result(info, info.id, "pending", info.pending or "", [], [], 0.0))
        pytest.skip(f"pending: {info.pending}")

    test._rulings_info = info  # type: ignore[attr-defined]
    return pytest.mark.pending(test)


def _result(info: ScenarioInfo, rid: str, status: str, message: str, cards: list[str], caps: list[str],
            duration: float) -> Result:
    return Result(rid, info.feature, info.name, status, message, list(info.rulings), list(info.rules), cards, caps,
                  round(duration, 6))


def _scenario_id(node: pytest.Item, info: ScenarioInfo) -> str:
    """The scenario's id, with its Examples row for a Scenario Outline (``chocobo-counted-law[2-3]``)."""
    callspec = getattr(node, "callspec", None)
    return f"{info.id}[{callspec.id}]" if callspec else info.id


@pytest.fixture
def rulings_builder(request: pytest.FixtureRequest) -> ScenarioBuilder:
    info: ScenarioInfo = request.function._rulings_info
    return ScenarioBuilder(_scenario_id(request.node, info), info.name, info.feature, info.line, list(info.rulings),
                           list(info.rules), info.description)


def _run(request: pytest.FixtureRequest, builder: ScenarioBuilder, info: ScenarioInfo) -> None:
    session = request.config.stash[SESSION_KEY]
    scenario = builder.build()
    if session.export is not None:  # build only: the corpus is written at the end of the session
        session.exported.append(scenario)
        return
    outcome = execute(scenario, session.engine(), session.timeout, explain=session.explain)
    if session.explain:
        session.traces[scenario.id] = outcome.trace
    session.record(request.node.nodeid, _result(info, scenario.id, outcome.status, outcome.message, scenario.cards(),
                                                scenario.required_capabilities(), outcome.duration_s))
    if outcome.status == "passed":
        return
    if outcome.status == "unsupported":
        pytest.skip(f"unsupported: {outcome.message}")
    pytest.fail(outcome.message if outcome.status == "failed" else f"{outcome.status}: {outcome.message}",
                pytrace=False)


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """Let the builder name the feature line of the step that made each action and check."""
    info: ScenarioInfo | None = getattr(request.function, "_rulings_info", None)
    if info is not None:
        request.getfixturevalue("rulings_builder").line = f"{info.feature}:{step.line_number}"


def pytest_bdd_step_error(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any,
                          step_func_args: Any, exception: Exception) -> None:
    """A step that can't build its data makes the scenario `errored`, naming file, line and text."""
    info: ScenarioInfo | None = getattr(request.function, "_rulings_info", None)
    if info is not None:
        message = f"{info.feature}:{step.line_number}: {step.keyword} {step.name}: {exception}"
        request.config.stash[SESSION_KEY].record(
            request.node.nodeid, _result(info, _scenario_id(request.node, info), "errored", message, [], [], 0.0))


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
        if report.failed:  # the scenario's own message, not pytest-bdd's traceback of the step machinery
            report.longrepr = f"{result.status}: {result.message}"
    return report


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> tuple[str, str, str] | None:
    status = getattr(report, "rulings_status", None)
    return REPORT_STATUS[status] if status else None


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write results.json, report.html and cucumber-messages.ndjson (atomically) when ``--rulings-out`` is given."""
    rs = session.config.stash[SESSION_KEY]
    if rs._engine is not None:
        rs._engine.close()
    if rs.export is not None:
        skipped = [Skipped(r.id, r.feature, r.scenario, r.status, r.message, r.rulings, r.rules)
                   for r in rs.results.values()]
        Corpus(rs.exported, skipped).write(rs.export)
        return
    if rs.out is None or not rs.results:
        return
    from reports.cucumber import write_messages
    from reports.html import write_report  # only when a report is asked for
    from reports.results import write_results

    results = Results(rs.run_info(), list(rs.results.values()))
    write_results(results, rs.out / "results.json")
    write_report(results, rs.out / "report.html", rs.features_dir)
    write_messages(results, rs.features_dir, PROJECT_ROOT, rs.out / "cucumber-messages.ndjson")


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    session = config.stash[SESSION_KEY]
    if session.export is not None:
        terminalreporter.write_line(f"rulings: {len(session.exported)} scenario(s) built, "
                                    f"{len(session.results)} skipped; wrote {session.export}")
        return
    if not session.results:
        return
    results = Results(session.run_info(), list(session.results.values()))
    tr = terminalreporter
    for sid, trace in session.traces.items():
        tr.section(f"explain {sid}")
        for line in trace:
            tr.write_line(line)
    tr.section(f"rulings on {session.engine_name}")
    for status, n in results.summary().items():
        tr.write_line(f"  {status:<12} {n:>5}")
    tr.write_line(f"  {'total':<12} {len(results.results):>5}   (pytest session {results.run_info.duration_s:.2f} s)")
    if session.out is not None:
        written = [str(session.out / n) for n in ("results.json", "cucumber-messages.ndjson", "report.html")]
        if config.getoption("xmlpath", None):
            written.insert(1, str(config.getoption("xmlpath")))
        tr.write_line(f"  wrote {', '.join(written)}")
