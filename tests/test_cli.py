"""The `rulings` command as a user and a CI job see it: files written, exit codes, honest statuses."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mtg_rulings.model.results import load_results
from mtg_rulings.model.rulings import rulings

ROOT = Path(__file__).resolve().parent.parent
CHOCOBO_PAGE = "000_6df5a6eb903fcd25.txt"


def rulings_cmd(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=300, check=False)


@pytest.fixture(scope="module")
def reference_run(engine_runs: dict[str, Path], engine_run_procs: dict[str, subprocess.CompletedProcess[str]],
                  ) -> tuple[subprocess.CompletedProcess[str], Path]:
    """A whole run on the reference engine, started from its own output folder (tests/conftest.py, shared with
    the report and message tests): the process (exit code and output) and its folder."""
    return engine_run_procs["reference"], engine_runs["reference"].parent


def test_run_writes_results_junit_and_report(reference_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    proc, out = reference_run
    assert proc.returncode == 0, proc.stdout + proc.stderr
    results = load_results(out / "results.json")  # validates against the schema
    assert results.run_info.engine == "reference" and results.run_info.cr_edition == "2026-01-16"
    statuses = {r.status for r in results.results}
    assert statuses <= {"passed", "pending"}
    junit = ET.parse(out / "junit.xml").getroot()
    assert int(junit.find("testsuite").get("tests")) == len(results.results)  # type: ignore[union-attr]
    html = (out / "report" / "card-traveling-chocobo.html").read_text()  # the one-engine site (reports/site.py)
    assert "Traveling Chocobo" in html and "If you control two Traveling Chocobos" in html
    page = (out / "report" / "engine-reference.html").read_text()  # no failure listed; pending ones may be
    assert not any(f'class="st {s}"' in page.split("<h2>Not passing</h2>")[1].split("<h2>")[0]
                   for s in ("failed", "errored", "timeout"))
    assert "rulings on reference" in proc.stdout and "passed" in proc.stdout


def test_every_chocobo_ruling_is_on_a_scenario(reference_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    _, out = reference_run
    results = load_results(out / "results.json")
    covered = {k for r in results.results for k in r.rulings}
    chocobo = {k for k, r in rulings().items() if r.where.startswith(CHOCOBO_PAGE + "#") and r.card == "Traveling Chocobo"}
    assert chocobo and chocobo <= covered
    pending = [r for r in results.results if r.status == "pending"]
    assert all(r.message for r in pending)  # a pending scenario says why


def test_counted_law_rows_each_have_a_result(reference_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    _, out = reference_run
    ids = {r.id for r in load_results(out / "results.json").results}
    assert {f"chocobo-counted-law[{k}-{k + 1}]" for k in range(4)} <= ids


def test_a_wrong_engine_fails_exactly_the_scenarios_it_gets_wrong(engine_runs: dict[str, Path],
                                                                  engine_run_procs: dict[str, subprocess.CompletedProcess[str]],
                                                                  ) -> None:
    """The whole run of tests.fakes:WrongEngine (tests/conftest.py)."""
    assert engine_run_procs["wrong"].returncode == 1
    results = {r.id: r for r in load_results(engine_runs["wrong"]).results}
    assert results["chocobo-counted-law[0-1]"].status == "passed"
    wrong = results["chocobo-counted-law[2-3]"]
    assert wrong.status == "failed"
    assert wrong.message.startswith("features/cards/traveling_chocobo.feature:")
    assert "expected triggered abilities put on the stack: 3 from Sazh's Chocobo; observed 1 from Sazh's Chocobo" in wrong.message


def test_a_crashing_engine_is_errored_and_the_run_goes_on(tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--engine", "tests.fakes:CrashingEngine", "--out", str(tmp_path))
    assert proc.returncode == 1
    results = load_results(tmp_path / "results.json").results
    crashed = [r for r in results if r.status == "errored"]
    assert crashed and all("RuntimeError: segfault-like crash" in r.message for r in crashed)
    assert any(r.status == "passed" for r in results)


def test_a_hanging_engine_times_out(tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--engine", "tests.fakes:HangingEngine", "--timeout", "2", "-k", "chocobo-counted", "--out",
                       str(tmp_path))
    assert proc.returncode == 1
    results = [r for r in load_results(tmp_path / "results.json").results if r.status != "pending"]  # -k may match one
    assert results and all(r.status == "timeout" and "no answer within 2 s" in r.message for r in results)


def test_missing_capability_is_unsupported_and_named(engine_runs: dict[str, Path],
                                                     engine_run_procs: dict[str, subprocess.CompletedProcess[str]]) -> None:
    """The whole run of tests.fakes:BlindEngine (tests/conftest.py)."""
    proc = engine_run_procs["blind"]
    assert proc.returncode == 0, proc.stdout
    results = load_results(engine_runs["blind"]).results
    unsupported = [r for r in results if r.status == "unsupported"]
    assert unsupported and all("trigger-events" in r.message for r in unsupported)


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert rulings_cmd("run", "--engine", "nope", "--out", str(tmp_path)).returncode == 2
    assert rulings_cmd("explain", "no-such-id").returncode == 2


def test_a_bad_feature_is_refused_with_file_and_line(tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
    (features / "bad.feature").write_text(
        "Feature: bad\n\n  @id:bad @ruling:50e86a93b186 @cr:603.2d\n  Scenario: bad\n"
        "    If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to "
        "trigger three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a fourth "
        "causes abilities to trigger five times, and so on.\n\n"
        "    Given a game between Alice and Bob\n    And Alice controls Travelling Chocobo\n")
    proc = rulings_cmd("run", "--strict-lint", "--features", str(features), "--out", str(tmp_path / "out"))
    assert proc.returncode == 2
    assert "bad.feature:8: unknown card 'Travelling Chocobo'" in proc.stderr
    assert not (tmp_path / "out" / "results.json").exists()
    # without --strict-lint the scenario is errored, naming the same place (tests/test_user_suite.py: the others run)
    proc = rulings_cmd("run", "--features", str(features), "--out", str(tmp_path / "out"))
    assert proc.returncode == 1
    [result] = load_results(tmp_path / "out" / "results.json").results
    assert result.status == "errored" and "bad.feature:8: unknown card 'Travelling Chocobo'" in result.message


def test_explain_prints_the_rules_in_order() -> None:
    proc = rulings_cmd("explain", "chocobo-counted-law[2-3]")
    assert proc.returncode == 0, proc.stdout
    text = proc.stdout
    assert "305.1" in text and "603.2d" in text and "603.3" in text
    assert text.index("305.1") < text.index("603.2d") < text.index("603.3")
    assert "=> passed" in text


def test_engines_lists_the_reference_engine() -> None:
    proc = rulings_cmd("engines")
    assert "reference" in proc.stdout.split()


def test_results_json_is_sorted_and_complete(reference_run: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    _, out = reference_run
    data = json.loads((out / "results.json").read_text())
    ids = [r["id"] for r in data["results"]]
    assert ids == sorted(ids) and data["format"] == "rulings-results/4" and data["complete"] is True
