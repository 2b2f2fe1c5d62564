"""A run CI can trust (issue 17): no engine, input or interrupt can lose results, turn a failure green, hang
the run, or leave a process behind. Each test plants one kind of fault and checks what the run did.

Whole runs are real ``rulings run`` processes, each marked with an environment variable that every process
they start inherits, so that "no process left behind" is checked by looking for that mark afterwards. No
test relies on timing: limits are many times what the work needs, and waits are for events (a file to
appear, a process to end), with generous outer bounds.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from mtg_rulings.adapters.contract import CAPABILITIES
from mtg_rulings.adapters.harness import Declaration, ScenarioTimeout, declaration_problems, execute
from mtg_rulings.adapters.isolation import IsolatedEngine
from mtg_rulings.adapters.stdio import StdioEngine
from mtg_rulings.model.results import load_results
from mtg_rulings.model.scenario import ACTION_KINDS, Action, CardSpec, Check, PlayerSetup, Scenario, Setup
from mtg_rulings.reports.journal import JOURNAL_NAME
from tests import fakes
from tests.conftest import made_once
from tools.signal_probe import processes_with  # the one scan for a run's marked processes

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "tests" / "stdio_engines"
BIN = str(Path(sys.executable).parent)


def py_engine(script: str, *args: str) -> str:
    return " ".join([sys.executable, str(ENGINES / script), *args])


def marked_env(mark: str) -> dict[str, str]:
    return {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", ""), "RULINGS_TEST_MARK": mark,
            "PYTHON": sys.executable}


def no_process_left(mark: str) -> None:
    """Every process of the run has ended (after the run itself ended: a last SIGKILL may take a moment)."""
    deadline = time.monotonic() + 30
    while processes_with(mark) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert processes_with(mark) == []


def rulings(*args: str, mark: str | None = None, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """A whole ``rulings`` command; afterwards, no process it started is still running."""
    mark = mark or uuid.uuid4().hex
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True, cwd=ROOT,
                          env=marked_env(mark), timeout=timeout, check=False)
    no_process_left(mark)
    assert "Traceback" not in proc.stderr and "Exception in thread" not in proc.stderr, proc.stderr
    return proc


def scenario(*steps: Action | Check, hand: tuple[str, ...] = ("Forest",)) -> Scenario:
    setup = Setup([PlayerSetup("Alice", hand=[CardSpec(n) for n in hand], battlefield=[CardSpec("Sazh's Chocobo")]),
                   PlayerSetup("Bob")], "Alice")
    return Scenario("s", "S", "features/x.feature", 1, ["50e86a93b186"], ["603.2d"], setup, list(steps))


@pytest.fixture(scope="module")
def small_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """results.json of a complete reference run of a few scenarios (read-only for the tests)."""
    return made_small_run(tmp_path_factory)


def made_small_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """:func:`small_run`, made once for the session's workers and test files (tests/test_trust.py too)."""
    with made_once(tmp_path_factory, "small-run") as (out, make):
        if make:
            proc = rulings("run", "-k", "chocobo-counted", "--out", str(out))
            assert proc.returncode == 0, proc.stdout + proc.stderr
    return out / "results.json"


PLAY_FOREST = Action("play_land", player="Alice", card="Forest", zone="hand", line="features/x.feature:5")
ONE_TRIGGER = Check("triggered", {"sources": {"Sazh's Chocobo": 1}}, line="features/x.feature:6")


# --- results lost, or a failure turned green --------------------------------------------------------------


def _every_file_is_written(out: Path) -> dict[str, str]:
    results = load_results(out / "results.json")  # validates, so it was written whole
    ET.parse(out / "junit.xml")
    for line in (out / "cucumber-messages.ndjson").read_text(encoding="utf-8").splitlines():
        json.loads(line)
    assert (out / "report" / "index.html").read_text(encoding="utf-8")
    return {r.id: r.message for r in results.results}


def _pytest_run(*args: str) -> subprocess.CompletedProcess[str]:
    """The scenario tests run by plain pytest, as `rulings run` runs them."""
    from mtg_rulings.runner.config import run_config_args

    return subprocess.run([sys.executable, "-m", "pytest", "steps/rulings_test.py", "-p", "mtg_rulings.steps.vocabulary", "-p",
                           "mtg_rulings.runner.plugin", "-p", "no:cacheprovider", *run_config_args(), *args],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=600)


def test_a_failed_scenario_shows_its_own_message_not_the_harness_traceback(tmp_path: Path) -> None:
    """pytest's failure section and junit.xml give the scenario's status, message, rulings and feature line (the
    item's repr_failure), never the harness's frames."""
    proc = _pytest_run("--rulings-engine", "tests.fakes:WrongEngine", "--rulings-isolation", "none", "-k",
                       "chocobo-counted-law", "--junitxml", str(tmp_path / "junit.xml"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    section = proc.stdout.split("= FAILURES =", 1)[1]
    assert "failed: features/cards/traveling_chocobo.feature:" in section
    assert "scenario chocobo-counted-law (ruling " in section and "plugin.py" not in section, section
    failure = ET.parse(tmp_path / "junit.xml").getroot().find(".//failure")
    assert failure is not None and "scenario chocobo-counted-law" in (failure.text or "")


def test_a_pytest_plugin_installed_beside_the_suite_changes_no_verdict(tmp_path: Path) -> None:
    """A scenario run loads no plugin by entry point but pytest-bdd's (runner/config.py): one installed in the same
    environment (here, one that turns every passed test into a failure, as a plugin that reruns, reorders or times
    out tests could change verdicts) is not loaded, and the scenario passes."""
    site = tmp_path / "site"
    (site / "flip_plugin-1.0.dist-info").mkdir(parents=True)
    (site / "flip_plugin-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: flip-plugin\nVersion: 1.0\n",
                                                               encoding="utf-8")
    (site / "flip_plugin-1.0.dist-info" / "entry_points.txt").write_text("[pytest11]\nflip = flip_plugin\n", encoding="utf-8")
    (site / "flip_plugin.py").write_text(
        "import pytest\n\n"
        "@pytest.hookimpl(hookwrapper=True)\n"
        "def pytest_runtest_makereport(item, call):\n"
        "    outcome = yield\n"
        "    report = outcome.get_result()\n"
        "    if report.when == 'call' and report.passed:\n"
        "        report.outcome = 'failed'\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH", "")) if p)}
    probe = subprocess.run([sys.executable, "-c", "import importlib.metadata as m; "
                            "print(sorted(e.name for e in m.entry_points(group='pytest11')))"],
                           env=env, capture_output=True, text=True, check=True)
    assert "'flip'" in probe.stdout  # the plugin is installed where pytest would find it
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "run", "-k", "priority-passed-to-the-next-player",
                           "--out", str(out)], env=env, capture_output=True, text=True, cwd=ROOT, check=False, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = load_results(out / "results.json").results
    assert [(r.id, r.status) for r in results] == [("priority-passed-to-the-next-player", "passed")]


def test_rulings_run_lists_the_failed_scenarios_itself(tmp_path: Path) -> None:
    """`rulings run` turns pytest's failure section off (it looks through every report once per failure: 10,000
    failures took minutes) and lists each failed scenario with the same text, in the order they ran."""
    proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "--isolation", "none", "-k", "chocobo-counted-law",
                   "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "= FAILURES =" not in proc.stdout
    section = proc.stdout.split("= failed scenarios =", 1)[1].split("= rulings on ", 1)[0]
    rows = [line.strip("_ ") for line in section.splitlines() if line.startswith("___")]
    failed = [r.id for r in load_results(tmp_path / "results.json").results if r.status == "failed"]
    assert rows == failed and len(failed) >= 2, section
    assert section.count("scenario chocobo-counted-law (ruling ") == len(failed)
    assert "failed: features/cards/traveling_chocobo.feature:" in section


def test_a_failure_no_result_explains_keeps_pytests_traceback(tmp_path: Path) -> None:
    """A fault of the harness itself (building a scenario raised): the scenario is errored with pytest's own
    traceback in its message, which names where it broke."""
    proc = _pytest_run("-p", "tests.harness_fault", "-k", "chocobo-counted-law", "--rulings-out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "RuntimeError: the harness broke while building" in proc.stdout
    results = load_results(tmp_path / "results.json").results
    assert results and all(r.status == "errored" and "harness_fault.py" in r.message for r in results)


def test_lone_surrogates_from_a_stdio_engine_are_written_everywhere(tmp_path: Path) -> None:
    """"reason": "\\udcff" is valid JSON; written as UTF-8 it would fail and lose every output file."""
    proc = rulings("run", "--engine", f"stdio:{py_engine('surrogate.py')}", "-k", "chocobo-counted or chocobo-opponents",
                   "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr  # it refuses every land play
    messages = _every_file_is_written(tmp_path)
    odd = [m for m in messages.values() if "\ufffd" in m]
    assert odd and all("\udcff" not in m and "\x00" not in m for m in messages.values())


def test_lone_surrogates_from_an_in_process_engine_are_written_everywhere(tmp_path: Path) -> None:
    proc = rulings("run", "--engine", "tests.fakes:SurrogateEngine", "-k",
                   "chocobo-land-from-top-uses or chocobo-bird-from-top", "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr  # its casts crash: errored
    messages = _every_file_is_written(tmp_path)
    crashed = [m for m in messages.values() if m.startswith("RuntimeError: bad byte")]
    assert crashed and all("\ufffd" in m and "\udcff" not in m for m in crashed)


def test_an_engine_ending_its_process_costs_only_its_scenarios(tmp_path: Path) -> None:
    """A segfault (or os._exit) in a third-party engine: it runs in a worker, which dies and is restarted."""
    proc = rulings("run", "--engine", "tests.fakes:SegfaultEngine", "-k", "chocobo-counted or chocobo-opponents",
                   "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    results = load_results(tmp_path / "results.json")
    assert results.complete
    died = [r for r in results.results if r.status == "errored"]
    assert died and all("the engine's process died during the scenario (killed by SIGSEGV)" in r.message for r in died)
    assert any(r.status == "passed" for r in results.results)  # the scenarios without a land play, after a death


def test_a_worker_that_exits_0_mid_scenario_is_a_death_not_a_pass() -> None:
    worker = IsolatedEngine("tests.fakes:ExitingEngine")
    try:
        died = worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), 30)
        after = worker.run(scenario(Action("pass_priority"), Check("life", {"player": "Bob", "life": 20})), 30)
    finally:
        worker.close()
    assert died.status == "errored" and "the engine's process died during the scenario (exit code 0)" in died.message
    assert after.status == "passed" and worker.restarts == 1


def test_a_test_process_that_dies_keeps_its_results_and_never_exits_0(tmp_path: Path) -> None:
    """os._exit(0) in the test process itself (--isolation none, as the reference engine runs): the
    supervising command writes what was journaled, marked incomplete, and exits 3, never 0."""
    (tmp_path / "results.json").write_text("stale")  # a previous run's file must not survive as if it were this one's
    proc = rulings("run", "--engine", "tests.fakes:ExitingEngine", "--isolation", "none", "-k",
                   "chocobo-opponents or chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode == 3, proc.stdout + proc.stderr
    results = load_results(tmp_path / "results.json")
    assert not results.complete and "the test process died (exit code 0)" in results.incomplete_reason
    assert "INCOMPLETE" in proc.stderr
    junit = ET.parse(tmp_path / "junit.xml").getroot()
    assert junit.find(".//property[@name='complete']").get("value") == "false"  # type: ignore[union-attr]
    assert not (tmp_path / JOURNAL_NAME).exists()


@pytest.mark.parametrize(("engine", "says"), [
    ("tests.fakes:BadVersionEngine", "version must be a non-empty string, not 1.5"),
    (f"stdio:{py_engine('bad_hello.py')}", "capabilities outside the vocabulary: time-travel"),
    (f"stdio:{py_engine('float_version.py')}", "its hello breaks the protocol schema at $.version"),
])
def test_a_bad_declaration_is_a_usage_error_before_any_scenario(tmp_path: Path, engine: str, says: str) -> None:
    proc = rulings("run", "--engine", engine, "--out", str(tmp_path))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert says in proc.stderr + proc.stdout
    assert not (tmp_path / "results.json").exists() and not (tmp_path / "junit.xml").exists()


def test_a_stdio_engines_declaration_is_its_hello() -> None:
    """The declaration is read after the handshake: name and version are what hello said, never placeholders."""
    import mtg_rulings.reference_engine as reference_engine

    engine = StdioEngine(py_engine("chatty.py"))
    try:
        declared = Declaration.of(engine)
    finally:
        engine.close()
    assert (declared.name, declared.version) == ("reference", reference_engine.__version__)
    assert declaration_problems(declared) == []


def test_every_kind_of_bad_declaration_is_named() -> None:
    problems = declaration_problems(Declaration.of(fakes.BadCapabilitiesEngine()))
    assert problems == ["capabilities outside the vocabulary: time-travel (known: " + ", ".join(CAPABILITIES) + ")",
                        "action_kinds outside the vocabulary: teleport (known: " + ", ".join(ACTION_KINDS) + ")"]
    for name, version, says in ((" ", "1", "name must be a non-empty string"), ("x", "1\n2", "version must be one line"),
                                ("x\udcff", "1", "name must be one line"), ("x", None, "version must be a non-empty")):
        assert says in "; ".join(declaration_problems(Declaration(name, version, frozenset()))), (name, version)
    assert declaration_problems(Declaration("x", "1", ["counters"])) == [
        "capabilities must be a set of strings, not ['counters']"]
    assert declaration_problems(Declaration.of(fakes.LaxEngine())) == []


def _wait_for(predicate: object, what: str, timeout_s: float = 300) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.1)


def _journaled_results(out: Path) -> int:
    try:
        return (out / JOURNAL_NAME).read_text().count('{"result"')
    except FileNotFoundError:
        return 0


@pytest.mark.parametrize(("engine", "sig", "code"), [
    ("tests.fakes:HangingEngine", signal.SIGINT, 130),
    ("tests.fakes:HangingEngine", signal.SIGTERM, 143),
    (f"stdio:{py_engine('hanging.py')}", signal.SIGTERM, 143),
    (f"stdio:{py_engine('hanging.py')}", signal.SIGHUP, 129),
])
def test_an_interrupted_run_writes_what_ran_marked_incomplete(tmp_path: Path, small_run: Path, engine: str,
                                                              sig: signal.Signals, code: int) -> None:
    """Ctrl-C, SIGTERM or SIGHUP while an engine hangs (in a worker, or a stdio process): exit 128 + signal, a
    results.json marked incomplete that diff and --baseline refuse, and no engine process left running."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "results.json").write_text(small_run.read_text())  # a previous, complete run
    mark = uuid.uuid4().hex
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", engine, "--timeout", "600",
                            "--out", str(out)], cwd=ROOT, env=marked_env(mark), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        _wait_for(lambda: _journaled_results(out) >= 2, "two results journaled")
        run.send_signal(sig)
        stdout, stderr = run.communicate(timeout=300)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == code, stdout + stderr
    no_process_left(mark)
    results = load_results(out / "results.json")
    assert not results.complete and f"interrupted by {sig.name}" in results.incomplete_reason
    assert len(results.results) >= 2
    junit = ET.parse(out / "junit.xml").getroot()
    assert junit.find(".//property[@name='complete']").get("value") == "false"  # type: ignore[union-attr]
    from mtg_rulings.cli.app import main

    diff = CliRunner().invoke(main, ["diff", str(small_run), str(out / "results.json")])
    assert diff.exit_code == 2 and "incomplete run" in diff.output
    report = CliRunner().invoke(main, ["report", str(small_run), "--baseline", str(out / "results.json"),
                                       "--out", str(tmp_path / "site")])
    assert report.exit_code == 2 and "incomplete run" in report.output


def test_a_signal_interrupts_at_once_only_while_the_engine_runs(pytestconfig: pytest.Config) -> None:
    """Raised anywhere, KeyboardInterrupt can land inside pytest's bookkeeping: a CI run once had junit.xml's
    record of a scenario half-finalized by it, and the session crashed while ending (exit 1, not 143). So a
    signal raises only while the engine runs; elsewhere it stops the session before the next scenario, and one
    that came just before the engine starts is raised as it starts."""
    from types import SimpleNamespace

    from mtg_rulings.runner.plugin import RulingsSession, _incomplete_reason, interrupt_handler

    def fresh(expected: int = 3) -> tuple[RulingsSession, SimpleNamespace, Any]:
        rs = RulingsSession(pytestconfig)
        rs.expected = expected
        session = SimpleNamespace(shouldstop=False, shouldfail=False)
        return rs, session, interrupt_handler(rs, session)

    rs, session, handler = fresh()  # between scenarios
    handler(signal.SIGTERM, None)
    assert (rs.signal, session.shouldstop) == ("SIGTERM", "interrupted by SIGTERM")
    with pytest.raises(KeyboardInterrupt), rs.engine_running():
        pytest.fail("the engine ran after the signal")
    assert not rs.in_engine
    assert _incomplete_reason(rs, pytest.ExitCode.INTERRUPTED, session) == "interrupted by SIGTERM after 0 of 3 scenario(s)"

    rs, session, handler = fresh()  # while the engine runs
    with pytest.raises(KeyboardInterrupt), rs.engine_running():
        handler(signal.SIGHUP, None)
    handler(signal.SIGTERM, None)  # a second signal changes nothing
    assert (rs.signal, session.shouldstop, rs.in_engine) == ("SIGHUP", "interrupted by SIGHUP", False)

    rs, session, handler = fresh(expected=0)  # after the last result (none expected here)
    handler(signal.SIGINT, None)
    assert rs.signal == "SIGINT" and session.shouldstop is False
    assert _incomplete_reason(rs, pytest.ExitCode.OK, session) == ""


def test_a_test_process_deaf_to_the_interrupt_is_killed_and_its_results_recovered(tmp_path: Path) -> None:
    """SIGTERM while the test process itself is stuck in native code (an engine run with --isolation none):
    no Python handler can run, so after the grace period the command kills it, writes what was journaled,
    marked incomplete, ends the engine processes, and exits 143."""
    from tests.fakes import NativeHangEngine

    mark = uuid.uuid4().hex
    hanging = tmp_path / "hanging-in-native-code"
    out = tmp_path / "out"
    env = {**marked_env(mark), "RULINGS_INTERRUPT_GRACE_S": "3", NativeHangEngine.HANG_MARKER_ENV: str(hanging)}
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", "tests.fakes:NativeHangEngine",
                            "--isolation", "none", "--timeout", "600", "--out", str(out)], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The signal must come while the process is in the native loop: between scenarios, its handler would
        # run and the run would end gracefully, which is another test's case.
        _wait_for(lambda: _journaled_results(out) >= 1 and hanging.exists(), "a result journaled, then the hang")
        run.send_signal(signal.SIGTERM)
        stdout, stderr = run.communicate(timeout=300)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == 143, stdout + stderr
    no_process_left(mark)
    results = load_results(out / "results.json")
    assert not results.complete and "interrupted by SIGTERM and ended (killed by SIGKILL)" in results.incomplete_reason
    assert results.results


def _junit_says_incomplete(out: Path) -> bool:
    junit = ET.parse(out / "junit.xml").getroot()
    prop = junit.find(".//property[@name='complete']")
    return prop is not None and prop.get("value") == "false"


def test_a_run_whose_supervisor_is_killed_ends_its_test_process_and_engines(tmp_path: Path) -> None:
    """SIGKILL to `rulings run` (nothing can be forwarded): the test process learns of it (SIGHUP from the
    kernel), writes what ran marked incomplete, and ends its engines; nothing runs on as an orphan."""
    mark = uuid.uuid4().hex
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", f"stdio:{py_engine('hanging.py')}",
                            "--timeout", "600", "--out", str(tmp_path)], cwd=ROOT, env=marked_env(mark),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(lambda: _journaled_results(tmp_path) >= 2, "two results journaled")
    finally:
        run.kill()
        run.wait()
    _wait_for(lambda: not processes_with(mark), "the test process and its engines to end")
    results = load_results(tmp_path / "results.json")
    assert not results.complete and "interrupted by SIGHUP" in results.incomplete_reason


# test_an_interrupt_before_the_first_result_leaves_no_clean_junit: planted by an engine's own KeyboardInterrupt,
# which is now that engine's crash (issue 28); the interrupt is planted by a signal in tests/test_trust.py.


def test_a_test_process_killed_after_writing_keeps_its_junit(tmp_path: Path) -> None:
    """SIGTERM while the engine hangs; the test process writes every file, then can't exit (the engine left a
    thread running) and is killed at the end of the grace period: junit.xml is kept, marked incomplete."""
    mark = uuid.uuid4().hex
    env = {**marked_env(mark), "RULINGS_INTERRUPT_GRACE_S": "10"}
    run = subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", "--engine", "tests.fakes:LingeringEngine",
                            "--isolation", "none", "--timeout", "600", "--out", str(tmp_path)], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for(lambda: _journaled_results(tmp_path) >= 1, "a result journaled")
        run.send_signal(signal.SIGTERM)
        stdout, stderr = run.communicate(timeout=300)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == 143, stdout + stderr
    no_process_left(mark)
    assert not load_results(tmp_path / "results.json").complete
    assert _junit_says_incomplete(tmp_path)


def test_a_signal_after_the_last_scenario_leaves_files_and_exit_code_agreeing(tmp_path: Path) -> None:
    """SIGTERM reaches `rulings run` once every scenario has run (the engine sends it when closed): the run is
    complete, its files say so, and so does the exit code."""
    proc = rulings("run", "--engine", "tests.fakes:TermOnCloseEngine", "--isolation", "none", "-k", "chocobo-counted",
                   "--out", str(tmp_path))
    results = load_results(tmp_path / "results.json")
    assert results.complete and proc.returncode == 0, proc.stdout + proc.stderr
    assert not _junit_says_incomplete(tmp_path)


def test_an_engine_failing_to_close_loses_no_result(tmp_path: Path) -> None:
    """The engine's close raises once every scenario has run: the results are still written, complete, and the
    failure is named."""
    proc = rulings("run", "--engine", "tests.fakes:BrokenCloseEngine", "--isolation", "none", "-k", "chocobo-counted",
                   "--out", str(tmp_path))
    results = load_results(tmp_path / "results.json")
    assert results.complete and results.results and proc.returncode == 0, proc.stdout + proc.stderr
    assert "engine 'tests.fakes:BrokenCloseEngine' failed to close: Panic: the engine's close panicked" in proc.stderr


@pytest.mark.parametrize(("complete", "code"), [(False, 143), (True, 1)])
def test_the_run_files_not_the_exit_code_say_whether_an_interrupted_run_is_complete(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, complete: bool, code: int) -> None:
    """SIGTERM, then the test process exits 1: that is a run with a failed scenario (its files say complete) or
    a test process that crashed while it ended the interrupted run (its files say incomplete; pytest once
    crashed formatting the interrupt's traceback). Only the first is "complete"."""
    import mtg_rulings.cli.app as cli

    class EndedWithOne:
        """A test process that gets SIGTERM (through the command's own handler), writes its files and exits 1."""

        pid = -1

        def __init__(self, *args: object, **kwargs: object) -> None:
            self.signals: list[int] = []

        def wait(self, timeout: float | None = None) -> int:
            signal.getsignal(signal.SIGTERM)(signal.SIGTERM, None)  # type: ignore[operator,misc]
            (tmp_path / "results.json").write_text(json.dumps({"complete": complete}))
            return 1

        def send_signal(self, sig: int) -> None:
            self.signals.append(sig)

    monkeypatch.setattr(cli.subprocess, "Popen", EndedWithOne)
    monkeypatch.setattr(cli, "watchdog", lambda *args: None)  # no process to watch over
    monkeypatch.setattr(cli, "stop_watchdog", lambda proc: None)
    before = signal.getsignal(signal.SIGTERM)
    assert cli._pytest([], out=tmp_path) == code
    assert signal.getsignal(signal.SIGTERM) is before  # the command's handler is gone again


def test_a_baseline_judgement_refuses_an_incomplete_run(tmp_path: Path, small_run: Path) -> None:
    from mtg_rulings.cli.engines import _judge

    partial = tmp_path / "results.json"
    data = json.loads(small_run.read_text())
    partial.write_text(json.dumps({**data, "complete": False, "incomplete_reason": "interrupted by SIGINT"}))
    with pytest.raises(SystemExit) as exited:
        _judge(ROOT / "reports" / "baselines" / "reference.json", partial, "reference", False, None)
    assert exited.value.code == 2


def test_output_answering_no_request_is_a_protocol_error_not_a_shifted_answer() -> None:
    """One stray line after an answer would, read as the next answer, make every later answer wrong. With
    ids it is caught where it happens: that scenario is errored, the others are exactly the reference's."""
    s_play = scenario(PLAY_FOREST, ONE_TRIGGER)
    s_other = scenario(Action("pass_priority"), Check("life", {"player": "Alice", "life": 20}))
    engine = StdioEngine(py_engine("chatty.py"), read_timeout_s=60)
    try:
        outcomes = [execute(s, engine, 30) for s in (s_other, s_play, s_other, s_play, s_other)]
    finally:
        engine.close()
    assert [o.status for o in outcomes] == ["passed", "errored", "passed", "errored", "passed"], outcomes
    # caught after the land play's answer, or at the next request: when the stray line arrives decides which
    assert "output answering no request" in outcomes[1].message and "caught by the harness" in outcomes[1].message
    assert '"accepted": true' in outcomes[1].message  # the evidence: the stray line


# --- timeouts and processes ------------------------------------------------------------------------------


def test_engine_code_catching_exception_cannot_swallow_the_time_limit() -> None:
    assert not issubclass(ScenarioTimeout, Exception)
    outcome = execute(scenario(PLAY_FOREST, ONE_TRIGGER), fakes.SwallowingEngine(), 1.0)
    assert outcome.status == "timeout" and "no answer within 1 s" in outcome.message


def test_a_scenario_over_its_limit_is_a_timeout_whatever_the_engine_answered() -> None:
    """An engine that swallows every alarm for 3 times the limit and then answers correctly: in the test
    process (--isolation none) and in a worker, the verdict is timeout, not passed."""
    limit = fakes.StubbornEngine.HOLD_S / 3
    inline = execute(scenario(PLAY_FOREST, ONE_TRIGGER), fakes.StubbornEngine(), limit)
    worker = IsolatedEngine("tests.fakes:StubbornEngine")
    try:
        isolated = worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), limit)
    finally:
        worker.close()
    for outcome in (inline, isolated):
        assert outcome.status == "timeout", outcome
        assert f"over its limit of {limit:g} s" in outcome.message and "it would have been passed" in outcome.message


def test_an_engine_stuck_in_native_code_is_ended_and_the_run_goes_on() -> None:
    """No signal handler runs while native code holds the interpreter: the worker is killed at the limit plus
    its grace, the scenario is a timeout, and a new worker runs the next one."""
    mark = uuid.uuid4().hex
    os.environ["RULINGS_TEST_MARK"] = mark  # inherited by the worker
    try:
        worker = IsolatedEngine("tests.fakes:NativeHangEngine", grace_s=1.0)
        try:
            stuck = worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), 1.0)
            after = worker.run(scenario(Action("pass_priority"), Check("life", {"player": "Bob", "life": 20})), 30.0)
        finally:
            worker.close()
    finally:
        del os.environ["RULINGS_TEST_MARK"]
    assert stuck.status == "timeout" and "did not give control back" in stuck.message
    assert after.status == "passed", after.message
    assert worker.restarts == 1
    no_process_left(mark)


def test_a_dead_worker_is_noticed_while_its_child_holds_its_pipes() -> None:
    """The engine forks a child that sleeps with the worker's pipes open, then the worker exits 0: the death
    is seen (not mistaken for a hang at the time limit, nor waited for forever without one)."""
    mark = uuid.uuid4().hex
    os.environ["RULINGS_TEST_MARK"] = mark
    try:
        worker = IsolatedEngine("tests.fakes:ForkThenExitEngine")
        try:
            died = worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), 60.0)
            unlimited = worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), None)
            after = worker.run(scenario(Action("pass_priority"), Check("life", {"player": "Bob", "life": 20})), 60.0)
        finally:
            worker.close()
    finally:
        del os.environ["RULINGS_TEST_MARK"]
    for outcome in (died, unlimited):
        assert outcome.status == "errored", outcome
        assert "the engine's process died during the scenario (exit code 0)" in outcome.message
    assert after.status == "passed", after.message
    no_process_left(mark)  # the forked child too


def test_a_stdio_engine_that_exits_is_noticed_while_its_child_holds_its_stdout() -> None:
    mark = uuid.uuid4().hex
    os.environ["RULINGS_TEST_MARK"] = mark
    try:
        engine = StdioEngine(py_engine("forking.py"), read_timeout_s=600)
        try:
            died = execute(scenario(PLAY_FOREST, ONE_TRIGGER), engine, 600)
            after = execute(scenario(Action("pass_priority"), Check("life", {"player": "Bob", "life": 20})), engine, 600)
        finally:
            engine.close()
    finally:
        del os.environ["RULINGS_TEST_MARK"]
    assert died.status == "errored" and "the engine exited without answering; exit code 0" in died.message, died
    assert after.status == "passed", after.message
    no_process_left(mark)


def test_a_stdio_engine_is_ended_with_its_whole_process_group() -> None:
    """A launcher script's engine child and its background helper end with it: after a timeout (the
    engine is killed mid-answer) and after close."""
    mark = uuid.uuid4().hex
    os.environ["RULINGS_TEST_MARK"] = mark
    os.environ["PYTHON"] = sys.executable
    try:
        engine = StdioEngine(f"bash {ENGINES / 'launcher.sh'} hanging.py", read_timeout_s=60)
        hung = execute(scenario(Action("look_at_library_top", player="Alice")), engine, 2.0)
        assert hung.status == "timeout", hung.message
        no_process_left(mark)  # the hanging engine, its launcher and the background helper
        fine = execute(scenario(PLAY_FOREST, ONE_TRIGGER), engine, 30)
        assert fine.status == "passed", fine.message
        assert processes_with(mark)  # a new launcher, engine and helper are running
        engine.close()
        no_process_left(mark)
    finally:
        del os.environ["RULINGS_TEST_MARK"]


def test_an_engine_logging_megabytes_per_answer_answers_in_time() -> None:
    """stderr is read in chunks by a thread: 2 MB of logs per answer never hold the engine up (a reader of
    one byte per system call made most answers time out)."""
    engine = StdioEngine(py_engine("noisy.py", "2"), read_timeout_s=120)
    try:
        outcomes = [execute(scenario(PLAY_FOREST, ONE_TRIGGER), engine, 120) for _ in range(5)]
        assert [o.status for o in outcomes] == ["passed"] * 5, [o.message for o in outcomes]
        assert engine.restarts == 0
        bad = execute(scenario(Action("play_land", player="Alice", card="Island", zone="hand", line="x:1")), engine, 120)
    finally:
        engine.close()
    assert bad.status == "failed"  # no Island in hand; the message stays short whatever the logs
    assert len(bad.message) < 2000


def test_a_run_of_a_noisy_engine_ends_without_a_thread_crash(tmp_path: Path) -> None:
    proc = rulings("run", "--engine", f"stdio:{py_engine('noisy.py')}", "-k", "chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr  # and rulings() checked stderr for thread tracebacks


# --- bad input gets a clear error, in bounded time and memory ---------------------------------------------

FEATURE = """Feature: probe

  @id:probe @ruling:50e86a93b186 @cr:603.2d
  Scenario: probe
    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to trigger three
    times, not four. A third Traveling Chocobo causes abilities to trigger four times, a fourth causes abilities to
    trigger five times, and so on.

    Given a game between Alice and Bob
    And {given}
    When Alice passes priority
    Then Alice's life total is 20
"""


def _probe(tmp_path: Path, given: str | bytes, *args: str) -> subprocess.CompletedProcess[str]:
    features = tmp_path / "features"
    features.mkdir(parents=True, exist_ok=True)
    text = FEATURE.encode().replace(b"{given}", given if isinstance(given, bytes) else given.encode())
    (features / "probe.feature").write_bytes(text)
    return rulings("run", "--features", str(features), "--out", str(tmp_path / "out"), *args, timeout=120)


@pytest.mark.parametrize(("given", "says"), [
    ("Alice has 100000000 Forest in her hand", "probe.feature:10: a number of 9 digits (at most 6)"),
    ("Alice has 300 Forest in her hand", "probe.feature:10: too many cards: '300 Forest'"),
    ("Alice has " + ", ".join(["Forest"] * 3000) + " in her hand", "probe.feature:10: a step of 24020 characters"),
    ("Alice's life total is " + "9" * 900, "probe.feature:10: a number of 900 digits"),
])
def test_a_step_out_of_bounds_errors_its_scenario_naming_file_and_line(tmp_path: Path, given: str, says: str) -> None:
    """A step out of bounds is the scenario's own problem (issue 13: the others would run): the scenario is
    `errored` with file:line, bounded in time; `--strict-lint` refuses the run up front (exit 2, nothing written)."""
    proc = _probe(tmp_path, given)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [result] = json.loads((tmp_path / "out" / "results.json").read_text())["results"]
    assert result["status"] == "errored" and says in result["message"], result
    strict = _probe(tmp_path / "strict", given, "--strict-lint")
    assert strict.returncode == 2, strict.stdout + strict.stderr
    assert says in strict.stderr
    assert not (tmp_path / "strict" / "out" / "results.json").exists()


def test_a_feature_file_not_utf8_is_a_usage_error_naming_file_and_line(tmp_path: Path) -> None:
    """A file that can't be read as text has no scenario to blame: the run is refused (exit 2), nothing written."""
    proc = _probe(tmp_path, b"Alice has For\xffest in her hand")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "probe.feature:10: not UTF-8 text" in proc.stderr
    assert not (tmp_path / "out" / "results.json").exists()


def test_card_list_parsing_is_linear() -> None:
    """Each piece of a list is tried against at most a few joined names, however long the list (the old
    parser tried every span: cubic, about 50 minutes for a 21 KB step)."""
    from mtg_rulings.steps import grammar

    calls = 0

    def known(piece: str) -> bool:
        nonlocal calls
        calls += 1
        return grammar._known(piece)

    for n in (100, 1000, 4000):
        calls = 0
        items = grammar.split_cards(", ".join(["Cloud, Midgar Mercenary"] * n), known)
        assert items == ["Cloud, Midgar Mercenary"] * n
        assert calls <= 2 * n * grammar._max_name_pieces()


def _bad_json_files(tmp: Path) -> dict[str, Path]:
    cases = {"not-utf8": b'{"format": "rulings-results/2", "x": "\xff"}', "deep": b"[" * 100000 + b"]" * 100000,
             "huge-int": b'{"format": "rulings-results/2", "n": 1' + b"0" * 5000 + b"}", "nan": b"[NaN]",
             "array": b"[1, 2]", "truncated": b'{"format": "rulings-'}
    paths = {}
    for name, data in cases.items():
        paths[name] = tmp / f"{name}.json"
        paths[name].write_bytes(data)
    return paths


def test_every_json_file_the_cli_reads_is_refused_cleanly_when_bad(tmp_path: Path, small_run: Path) -> None:
    """report, diff, --history and --baseline: exit 2 naming the file and the problem, never a traceback.
    (In-process through click, so the whole matrix stays fast; `rulings()` runs are checked the same way.)"""
    from mtg_rulings.cli.app import main

    good = small_run
    runner = CliRunner()
    for name, bad in _bad_json_files(tmp_path).items():
        history = tmp_path / f"{name}.jsonl"
        history.write_bytes(bad.read_bytes().replace(b"\n", b" ") + b"\n")
        for args in (["report", str(bad), "--out", str(tmp_path / "site")],
                     ["report", str(good), "--baseline", str(bad), "--out", str(tmp_path / "site")],
                     ["report", str(good), "--history", str(history), "--out", str(tmp_path / "site")],
                     ["diff", str(bad), str(good)], ["diff", str(good), str(bad)]):
            result = runner.invoke(main, args)
            assert result.exit_code == 2, (name, args, result.output)
            assert result.exception is None or isinstance(result.exception, SystemExit), (name, args, result.exception)
            assert bad.name in result.output or history.name in result.output, (name, args, result.output)


def test_a_baseline_file_out_of_bounds_is_a_usage_error_of_run(tmp_path: Path) -> None:
    bad = _bad_json_files(tmp_path)["deep"]
    proc = rulings("run", "-k", "chocobo-counted", "--baseline", str(bad), "--out", str(tmp_path / "out"))
    assert proc.returncode == 2 and "nested more than" in proc.stderr and bad.name in proc.stderr


def test_engine_text_with_lone_surrogates_in_a_results_file_still_renders(tmp_path: Path, small_run: Path) -> None:
    from mtg_rulings.cli.app import main

    text = small_run.read_text().replace('"message": ""', '"message": "bad \\udcff byte"', 1)
    (tmp_path / "odd.json").write_text(text)
    result = CliRunner().invoke(main, ["report", str(tmp_path / "odd.json"), "--out", str(tmp_path / "site")])
    assert result.exit_code == 0, result.output
    assert "bad \ufffd byte" in (tmp_path / "site" / "card-traveling-chocobo.html").read_text(encoding="utf-8")


def test_serve_answers_every_bad_request_and_keeps_serving() -> None:
    lines = [b"not json", b"\xff\xfe\n", b"[" * 100000 + b"]" * 100000, b'{"cmd": "hello", "id": 1' + b"0" * 5000 + b"}",
             b'{"cmd": "hello", "id": 2, "protocol": NaN}', b"x" * (17 * 1024 * 1024), b'"just a string"', b"{}",
             b'{"cmd": "hello", "id": 7, "protocol": "rulings-stdio/4"}']
    stdin = b"".join(line.rstrip(b"\n") + b"\n" for line in lines)
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "serve"], input=stdin, capture_output=True, cwd=ROOT,
                          timeout=300, check=False)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc.stderr[-2000:]
    answers = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert len(answers) == len(lines)
    assert all(a["error"]["code"] in ("bad-request", "unknown-command") for a in answers[:-1]), answers
    assert [a["id"] for a in answers[:-1]] == [None] * (len(lines) - 1)
    assert "longer than" in answers[5]["error"]["message"] and "not UTF-8" in answers[1]["error"]["message"]
    assert answers[-1]["id"] == 7 and answers[-1]["name"] == "reference"


# --- Markdown and exports --------------------------------------------------------------------------------


def test_diff_markdown_shows_engine_text_as_text(tmp_path: Path) -> None:
    from mtg_rulings.model.results import Result, Results, RunInfo
    from mtg_rulings.reports.baseline import compare_results, render_markdown

    evil_id = "a`b` <img src=x onerror=alert(1)>|x"
    info = RunInfo("e<script>", "1", "0.1.0", "abc", "2026-11-29T12:00:00+00:00")
    old = Results(info, [Result(evil_id, "f", "s", "passed")])
    new = Results(info, [Result(evil_id, "f", "s", "failed", "<b>boom</b> `code` | pipe\nnew line [x](javascript:y)",
                                cause="engine")])
    md = render_markdown(compare_results(old, new), "e<script> 1 → e<script> 2")
    row = next(line for line in md.splitlines() if line.startswith("| regression | `"))
    code = "``a`b` <img src=x onerror=alert(1)>\\|x``"  # a code span that holds the backticks: shown as text
    assert code in row
    outside = md.replace(code, "")
    assert "<img" not in outside and "<b>" not in outside and "<script" not in outside and "](javascript" not in outside
    assert row.count(" | ") == 5  # six cells (with the cause), none split: the pipe in the id and the message are escaped
    from mtg_rulings.reports.baseline import BaselineRow, Comparison

    assert "javascript" not in render_markdown(Comparison([BaselineRow("x", "regression", "passed", "failed", "m",
                                                                "javascript:alert(1)")]), "t")
    linked = render_markdown(Comparison([BaselineRow("x", "regression", "passed", "failed", "m", "https://e.org/bug(1)")]), "t")
    assert "([bug](https://e.org/bug%281%29))" in linked


def test_an_export_never_writes_outside_its_folder(tmp_path: Path) -> None:
    """A feature file named ``...feature`` has the stem ``..``: its scenarios' folder must not be the parent."""
    from mtg_rulings.adapters.corpus import Corpus
    from mtg_rulings.adapters.forge import puzzle

    features = tmp_path / "features"
    features.mkdir()
    (features / "...feature").write_text(FEATURE.replace("{given}", "Alice has Forest in her hand"))
    out = tmp_path / "deep" / "out"
    proc = rulings("export", "--format", "json", "--features", str(features), "--out", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    puzzle.export(Corpus.read(out / "corpus.json"), out / "forge")  # the Forge exporter names folders the same way
    assert sorted(p.name for p in (tmp_path / "deep").iterdir()) == ["out"]
    written = [p for p in out.rglob("*") if p.is_file()]
    assert any(p.name == "probe.json" for p in written) and any(p.suffix == ".pzl" for p in written)
    assert all(p.resolve().is_relative_to(out.resolve()) for p in written)


# --- what users of the CI output read ---------------------------------------------------------------------


def test_a_failure_names_its_ruling_the_then_line_and_the_rule_expected(tmp_path: Path) -> None:
    proc = rulings("run", "--engine", "tests.fakes:LaxEngine", "-k", "chocobo-land-from-top-uses-the-land-play",
                   "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    (result,) = load_results(tmp_path / "results.json").results
    assert result.status == "failed"
    feature = "features/cards/traveling_chocobo.feature"
    lines = (ROOT / feature).read_text().splitlines()
    start = next(n for n, line in enumerate(lines) if "@id:chocobo-land-from-top-uses-the-land-play" in line)
    when = next(n for n in range(start, len(lines)) if lines[n].strip() == "When Alice tries to play Mountain from her hand")
    assert lines[when + 1].strip() == "Then that is rejected by rule 305.2"
    assert result.message.startswith(f"{feature}:{when + 2}: expected Alice plays Mountain from hand (at {feature}:"
                                     f"{when + 1}) to be rejected by rule 305.2; it was accepted"), result.message
    assert "ruling 962aa7abcb1d" in proc.stdout and "client.py" not in proc.stdout
    failure = ET.parse(tmp_path / "junit.xml").getroot().find(".//failure")
    assert failure is not None and "ruling 962aa7abcb1d" in (failure.get("message", "") + (failure.text or ""))


def test_engine_text_is_bounded_at_the_boundary_for_every_kind_of_engine(tmp_path: Path) -> None:
    """30 MB in an exception's message (in the test process and in a worker) and 2 MB in a stdio engine's
    reason: each outcome keeps a bounded message that says how much was cut."""
    from mtg_rulings.model.sanitize import MAX_TEXT_CHARS

    stdio = StdioEngine(py_engine("wordy.py"), read_timeout_s=120)
    worker = IsolatedEngine("tests.fakes:HugeMessageEngine")
    try:
        outcomes = [execute(scenario(PLAY_FOREST, ONE_TRIGGER), fakes.HugeMessageEngine(), 60),
                    worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), 60),
                    execute(scenario(PLAY_FOREST, ONE_TRIGGER), stdio, 60)]
    finally:
        worker.close()
        stdio.close()
    assert [o.status for o in outcomes] == ["errored", "errored", "failed"], [o.message[:200] for o in outcomes]
    for o in outcomes:
        assert len(o.message) < MAX_TEXT_CHARS + 200 and "more characters cut by the harness" in o.message


def test_an_exception_that_cannot_say_what_it_is_still_errors_its_scenario() -> None:
    worker = IsolatedEngine("tests.fakes:UnprintableErrorEngine")
    try:
        outcomes = [execute(scenario(PLAY_FOREST, ONE_TRIGGER), fakes.UnprintableErrorEngine(), 60),
                    worker.run(scenario(PLAY_FOREST, ONE_TRIGGER), 60)]
    finally:
        worker.close()
    for o in outcomes:
        assert o.status == "errored" and o.message.startswith("UnprintableError: (its message can't be read"), o
    assert worker.restarts == 0


def test_crash_messages_name_the_engines_code_not_the_harness_internals() -> None:
    engine = StdioEngine(py_engine("crashing.py"), read_timeout_s=60)
    try:
        crashed = execute(scenario(Action("put_onto_battlefield", player="Alice", cards=["Forest"], zone="hand")), engine, 30)
    finally:
        engine.close()
    assert crashed.status == "errored" and "exit code 70" in crashed.message
    assert "(at " not in crashed.message and "client.py" not in crashed.message
    outcome = execute(scenario(PLAY_FOREST), fakes.CrashingEngine())  # the engine's own line is useful to its author
    assert outcome.message.startswith("RuntimeError: segfault-like crash inside the engine (at tests/fakes.py:")


@pytest.mark.parametrize("code", ["unsupported-action", "unsupported"])
def test_an_engine_saying_it_cannot_do_something_is_unsupported(code: str) -> None:
    engine = StdioEngine(py_engine("refusing.py", code), read_timeout_s=60)
    try:
        s = scenario(Action("put_onto_battlefield", player="Alice", cards=["Forest"], zone="hand"))
        outcome = execute(s, engine, 30)
        fine = execute(scenario(PLAY_FOREST, ONE_TRIGGER), engine, 30)
    finally:
        engine.close()
    assert outcome.status == "unsupported" and "put_onto_battlefield is not implemented (said by the engine)" in outcome.message
    assert fine.status == "passed" and engine.restarts == 0


def test_the_protocol_docs_list_every_capability() -> None:
    doc = (ROOT / "docs" / "protocol.md").read_text()
    section = doc.split("<!-- capabilities -->")[1].split("<!-- /capabilities -->")[0]
    listed = [line.split("`")[1] for line in section.splitlines() if line.startswith("| `")]
    assert listed == list(CAPABILITIES)
    for name, meaning in CAPABILITIES.items():
        assert f"| `{name}` | {meaning} |" in section


def test_diff_prints_old_then_new_and_warns_about_different_engines(tmp_path: Path) -> None:
    from mtg_rulings.cli.app import main
    from mtg_rulings.model.results import Result, Results, RunInfo, write_results

    for name, engine, status in (("old", "alpha", "passed"), ("new", "beta", "failed")):
        write_results(Results(RunInfo(engine, "1", "0.1.0", f"{name}commit", "2026-11-29T12:00:00+00:00"),
                              [Result("x", "f", "s", status, "why" if status != "passed" else "",
                                      cause=None if status == "passed" else "adapter")]), tmp_path / f"{name}.json")
    result = CliRunner().invoke(main, ["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")])
    assert result.exit_code == 1
    assert "alpha 1 at oldcommit → beta 1 at newcommit" in result.output
    assert "runs of different engines ('alpha' then 'beta')" in result.output


def test_a_selection_of_nothing_exits_5_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "junit.xml").write_text("<previous/>")
    proc = rulings("run", "-k", "nosuchthing", "--out", str(tmp_path))
    assert proc.returncode == 5 and "no scenario selected" in proc.stderr
    # the previous run's junit.xml is gone: left, it would read as this run's (issue 28); only the folder's lock stays
    assert sorted(p.name for p in tmp_path.iterdir()) == [".rulings.lock"]


def test_results_say_whether_the_suite_tree_had_changes(tmp_path: Path) -> None:
    proc = rulings("run", "-k", "chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode == 0
    info = load_results(tmp_path / "results.json").run_info
    status = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True, check=False)
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False)
    if head.returncode != 0:
        assert (info.suite_commit, info.suite_dirty) == ("unknown", None)
    else:
        assert info.suite_commit == head.stdout.strip() and info.suite_dirty == bool(status.stdout.strip())


def test_run_writes_a_one_engine_site_with_failures_first(tmp_path: Path) -> None:
    proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode == 1
    index = (tmp_path / "report" / "index.html").read_text()
    assert index.index('id="failing"') < index.index('id="f-status"') < index.index('id="matrix"')
    assert "chocobo-counted-law[2-3]" in index.split('id="f-status"')[0]
    assert not (ROOT / "reports" / "html.py").exists()
