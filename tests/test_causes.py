"""Every result that isn't passed names whose limit or mistake it is (issue 24; docs/verdicts.md).

- ``engine`` only with evidence: an engine that answers for itself (the reference engine, a stdio engine), a
  translating adapter's failure whose standalone reproduction reproduced it, or a capability the adapter looked
  up in the engine's API (``Engine.engine_limits``, ``Unsupported(evidence=...)``);
- a translating adapter's failure that isn't verified stays the adapter's; one whose reproduction doesn't
  reproduce is `errored`, the adapter's, with both answers;
- a part of a check the engine gave no data for (the rule of a refusal) is not judged, and the result says so.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from mtg_rulings.adapters import harness
from mtg_rulings.adapters.contract import Unsupported
from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.model.results import CAUSES, Result, Results, RunInfo, load_results, write_results
from mtg_rulings.model.scenario import MISSING, Action, Response, Scenario, Snapshot
from tests import fakes


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> dict[str, Scenario]:
    return {s.id: s for s in Corpus.read(exported["json"] / "corpus.json").scenarios}


def test_the_reference_engine_gives_every_non_pass_a_cause(corpus: dict[str, Scenario]) -> None:
    for scenario in corpus.values():
        outcome = execute(scenario, ReferenceEngine())
        assert (outcome.cause is None) == (outcome.status == "passed"), (scenario.id, outcome)
        assert outcome.cause in (None, *CAUSES)
        # the oracle reports everything a check reads (the rule of each refusal included): no pass of its is partly
        # unjudged, or a scenario could pass on it without pinning what its name says
        assert not outcome.unjudged, (scenario.id, outcome.unjudged)
    pending = dataclasses.replace(corpus["chocobo-itself-entering"], pending="the suite can't run it yet")
    assert execute(pending, ReferenceEngine()).cause == "suite"


def test_a_wrong_answer_is_the_engines_when_it_answers_for_itself(corpus: dict[str, Scenario]) -> None:
    outcome = execute(corpus["chocobo-itself-entering"], fakes.WrongEngine())
    assert (outcome.status, outcome.cause, outcome.reproduction) == ("failed", "engine", "")


def test_a_translating_adapters_failure_is_the_engines_only_once_reproduced(corpus: dict[str, Scenario]) -> None:
    scenario = corpus["chocobo-itself-entering"]
    unverified = execute(scenario, fakes.TranslatedWrongEngine())
    # never `failed` without a reproduction that reproduces: not verified is the adapter's, errored
    assert (unverified.status, unverified.cause) == ("errored", "adapter")
    assert "not verified" in unverified.message and "expected triggered abilities" in unverified.message
    reproduced = execute(scenario, fakes.ReproducedWrongEngine())
    assert (reproduced.status, reproduced.cause) == ("failed", "engine")
    assert reproduced.reproduction.startswith("# reproduction of chocobo-itself-entering")
    assert "reproduced on reproduced-wrong by a standalone script: 1 triggered ability" in reproduced.message
    guessed = execute(scenario, fakes.GuessingEngine())  # reproduced only through the adapter's own answer
    assert (guessed.status, guessed.cause) == ("errored", "adapter")
    assert "not verified" in guessed.message and "declined an offer to Alice" in guessed.message
    assert guessed.reproduction.startswith("# reproduction of chocobo-itself-entering")
    mistaken = execute(scenario, fakes.MistranslatingEngine())
    assert (mistaken.status, mistaken.cause) == ("errored", "adapter")
    # both answers: the suite's through the adapter, and the engine's own
    assert "expected triggered abilities" in mistaken.message and "2 triggered abilities, as the ruling" in mistaken.message
    assert mistaken.reproduction


def test_open_choices_are_played_with_every_answer(corpus: dict[str, Scenario]) -> None:
    """An engine asking a choice the scenario doesn't script: the scenario is played once per answer. Every answer
    leading away from the ruling is the engine's fault, shown by a play's reproduction; only some doing so is not
    verified (the answer, not the rules, may make the difference); none doing so passes."""
    scenario = corpus["chocobo-itself-entering"]
    one_wrong = execute(scenario, fakes.ChoosingEngine(wrong={1}))
    assert (one_wrong.status, one_wrong.cause) == ("errored", "adapter"), one_wrong.message
    assert "not verified: choosing gets the ruling's answer in 1 of 2 plays" in one_wrong.message
    assert "Alice's may choice: a test prompt: answered no (of yes, no)" in one_wrong.message
    assert "2 plays: 1 give the ruling's answer" in one_wrong.message
    assert one_wrong.reproduction.startswith("# reproduction of chocobo-itself-entering, answers (1,)")
    first_wrong = execute(scenario, fakes.ChoosingEngine(wrong={0}))  # the failing play is played again, last
    assert first_wrong.reproduction.startswith("# reproduction of chocobo-itself-entering, answers (0,)")
    every_wrong = execute(scenario, fakes.ChoosingEngine(wrong={0, 1}))
    assert (every_wrong.status, every_wrong.cause) == ("failed", "engine"), every_wrong.message
    assert "answers to open choices in this play: Alice's may choice: a test prompt: answered yes" in every_wrong.message
    assert "2 plays: 0 give the ruling's answer" in every_wrong.message
    assert every_wrong.reproduction.startswith("# reproduction of chocobo-itself-entering, answers (0,)")
    none_wrong = execute(scenario, fakes.ChoosingEngine(wrong=set()))
    assert (none_wrong.status, none_wrong.cause, none_wrong.unjudged) == ("passed", None, [])
    assert "2 plays: 2 give the ruling's answer" in none_wrong.message
    # five two-way choices are 32 combinations: the plays stop at the bound, and the pass says what wasn't tried
    many = execute(scenario, fakes.ChoosingEngine(wrong=set(), choices=5))
    assert many.status == "passed" and harness.MAX_PLAYS == 16
    assert any("stopped at 16 plays: not every combination was tried" in u for u in many.unjudged)
    # a failing play is the engine's only when every combination was played and failed: not when another play
    # couldn't be judged, nor when the plays stopped at the bound
    half = execute(scenario, fakes.ChoosingEngine(wrong={0}, crash=frozenset({1})))
    assert (half.status, half.cause) == ("errored", "adapter") and "1 ended otherwise (not judged)" in half.message
    # a pass alongside a play that ended otherwise passes, that play a part not judged (counted apart)
    partly = execute(scenario, fakes.ChoosingEngine(wrong=set(), crash=frozenset({1})))
    assert partly.status == "passed" and any("a play ended otherwise, not judged: errored" in u for u in partly.unjudged)
    bounded = execute(scenario, fakes.ChoosingEngine(wrong={0, 1}, choices=5))
    assert (bounded.status, bounded.cause) == ("errored", "adapter"), bounded.message
    assert "not every combination was played" in bounded.message
    # a game that doesn't come out the same when played again with the same answers proves nothing
    unsteady = execute(scenario, fakes.ChoosingEngine(wrong={0}, unsteady=True))
    assert (unsteady.status, unsteady.cause) == ("errored", "adapter"), unsteady.message
    assert "went otherwise when played again" in unsteady.message


def test_a_missing_capability_is_the_engines_only_where_its_api_was_searched(corpus: dict[str, Scenario]) -> None:
    counters = next(s for s in corpus.values() if not s.pending and s.required_capabilities() == ["counters"])
    by_engine = execute(counters, fakes.EngineLimitedEngine())
    assert (by_engine.status, by_engine.cause) == ("unsupported", "engine")
    assert "no counter in Engine.state()" in by_engine.message
    by_adapter = execute(counters, _Unsearched())
    assert (by_adapter.status, by_adapter.cause) == ("unsupported", "adapter")
    assert "a limit of the adapter" in by_adapter.message


class _Unsearched(fakes.EngineLimitedEngine):
    engine_limits = {}  # noqa: RUF012


class _RefusingWithEvidence(fakes.RefusingEngine):
    name = "refusing-with-evidence"
    answers_for_itself = False

    def perform(self, action: Action) -> Response:
        if action.kind == "cast_spell":
            raise Unsupported("casting spells", evidence="no cast in Game.actions() of engine 1.0")
        return super().perform(action)


def test_unsupported_raised_by_an_adapter_is_its_own_unless_it_gives_evidence(corpus: dict[str, Scenario]) -> None:
    scenario = corpus["chocobo-itself-entering"]
    plain = fakes.RefusingEngine()
    plain.answers_for_itself = False
    assert execute(scenario, plain).cause == "adapter"
    evidenced = execute(scenario, _RefusingWithEvidence())
    assert (evidenced.status, evidenced.cause) == ("unsupported", "engine")
    assert "looked up in the engine's API: no cast in Game.actions()" in evidenced.message


def test_a_crash_is_the_adapters_behind_a_translating_adapter(corpus: dict[str, Scenario]) -> None:
    scenario = next(s for s in corpus.values() if not s.pending and s.steps and isinstance(s.steps[0], Action)
                    and s.steps[0].kind == "play_land")
    assert execute(scenario, fakes.CrashingEngine()).cause == "engine"
    translated = fakes.CrashingEngine()
    translated.answers_for_itself = False
    assert (execute(scenario, translated).status, execute(scenario, translated).cause) == ("errored", "adapter")


def test_a_refusal_without_a_rule_passes_with_the_rule_unjudged(corpus: dict[str, Scenario]) -> None:
    refusals = [s for s in corpus.values() if not s.pending and any(
        isinstance(a, Action) and a.expect == "rejected" and a.reject_rule for a in s.steps)]
    assert refusals
    for scenario in refusals[:5]:
        reference = execute(scenario, ReferenceEngine())
        silent = execute(scenario, fakes.RuleSilentEngine())
        assert silent.status == reference.status == "passed", (scenario.id, silent.message)
        rule = next(a.reject_rule for a in scenario.steps if isinstance(a, Action) and a.reject_rule)
        assert any(f"(expected {rule})" in u and "cited no rule" in u for u in silent.unjudged), silent.unjudged


def test_results_count_unjudged_passes_and_causes_apart(tmp_path: Path) -> None:
    info = RunInfo("e", "1", "0.1.0", "abc", "2026-12-01T12:00:00+00:00")
    run = Results(info, [Result("a", "f", "a", "passed", unjudged=["f:3: the rule of the refusal"]),
                         Result("b", "f", "b", "passed"), Result("c", "f", "c", "failed", "x", cause="engine"),
                         Result("d", "f", "d", "unsupported", "y", cause="adapter"),
                         Result("e", "f", "e", "errored", "z", cause="adapter", reproduction="print(1)\n")])
    write_results(run, tmp_path / "results.json")
    data = json.loads((tmp_path / "results.json").read_text())
    assert data["format"] == "rulings-results/4"
    assert data["summary"]["passed"] == 2 and data["summary"]["passed_unjudged"] == 1
    assert data["summary"]["causes"] == {"engine": 1, "adapter": 2, "suite": 0}
    by_id = {r["id"]: r for r in data["results"]}
    assert by_id["e"]["reproduction"] == "print(1)\n" and "reproduction" not in by_id["a"]
    again = load_results(tmp_path / "results.json")
    assert again.causes() == run.causes() and again.passed_unjudged() == 1


def test_results_of_format_2_are_still_read_with_no_cause(tmp_path: Path) -> None:
    old = {"format": "rulings-results/2", "complete": True,
           "run_info": {"engine": "e", "engine_version": "1", "suite_version": "0.1.0", "suite_commit": "abc",
                        "suite_dirty": False, "cr_edition": "2026-01-16", "started_at": "2026-12-01T12:00:00+00:00",
                        "duration_s": 1.0},
           "summary": {"passed": 1, "failed": 1, "unsupported": 0, "errored": 0, "timeout": 0, "pending": 0},
           "results": [{"id": i, "feature": "f", "scenario": i, "status": st, "message": "", "rulings": [], "rules": [],
                        "cards": [], "capabilities": [], "duration_s": 0.0} for i, st in (("a", "passed"), ("b", "failed"))]}
    (tmp_path / "old.json").write_text(json.dumps(old))
    run = load_results(tmp_path / "old.json")
    assert [r.cause for r in run.results] == [None, None] and run.causes() == {"engine": 0, "adapter": 0, "suite": 0}


def test_rulings_verdicts_prints_engine_faults_apart_from_the_suites_debt(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from mtg_rulings.cli.app import main
    from mtg_rulings.reports.baseline import baseline_from_results, write_baseline

    info = RunInfo("e", "1", "0.1.0", "abc", "2026-12-01T12:00:00+00:00")
    run = Results(info, [Result("a", "f", "a", "passed", unjudged=["f:3: the rule"]), Result("b", "f", "b", "passed"),
                         Result("c", "f", "c", "failed", "x", cause="engine"),
                         Result("d", "f", "d", "unsupported", "y", cause="adapter"),
                         Result("e", "f", "e", "failed", "z", cause="adapter"),
                         Result("p", "f", "p", "pending", "later", cause="suite")])
    write_results(run, tmp_path / "results.json")
    write_baseline(baseline_from_results(run), tmp_path / "baseline.json")
    out = CliRunner().invoke(main, ["verdicts", str(tmp_path / "results.json"), str(tmp_path / "baseline.json")])
    assert out.exit_code == 0, out.output
    rows = out.output.splitlines()
    assert rows[0] == "| engine | version | scenarios | passed | engine faults | adapter debt | suite debt |"
    assert rows[2] == "| e | 1 | 6 | 2 (1 partly unjudged) | 1 (1 failed) | 2 (1 failed, 1 unsupported) | 1 (1 pending) |"
    assert rows[3] == "| e | 1 | 6 | 2 | 1 (1 failed) | 2 (1 failed, 1 unsupported) | 1 (1 pending) |"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rulings-results/4"}')
    assert CliRunner().invoke(main, ["verdicts", str(bad)]).exit_code == 2


class _NoTriggersReported(ReferenceEngine):
    """A translating adapter that leaves the triggered abilities out of its snapshot."""

    name = "no-triggers"
    answers_for_itself = False

    def observe(self) -> Snapshot:
        snapshot = super().observe()
        snapshot.triggered = MISSING
        return snapshot


class _NoTriggersInTheEngine(_NoTriggersReported):
    engine_limits = {"Snapshot.triggered": "no event list in Engine.state() of engine 1.0"}  # noqa: RUF012


def test_an_unreported_field_is_the_engines_only_where_its_api_was_searched(corpus: dict[str, Scenario]) -> None:
    scenario = corpus["chocobo-itself-entering"]
    by_adapter = execute(scenario, _NoTriggersReported())
    assert (by_adapter.status, by_adapter.cause) == ("unsupported", "adapter")
    by_engine = execute(scenario, _NoTriggersInTheEngine())
    assert (by_engine.status, by_engine.cause) == ("unsupported", "engine")
    assert "no event list in Engine.state()" in by_engine.message


def test_merging_a_shard_of_an_older_format_is_refused_clearly(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from mtg_rulings.cli.app import main

    old = {"format": "rulings-results/2", "complete": True,
           "run_info": {"engine": "reference", "engine_version": "1", "suite_version": "0.1.0", "suite_commit": "abc",
                        "suite_dirty": False, "cr_edition": "2026-01-16", "started_at": "2026-12-01T12:00:00+00:00",
                        "duration_s": 1.0},
           "summary": {"passed": 0, "failed": 1, "unsupported": 0, "errored": 0, "timeout": 0, "pending": 0},
           "results": [{"id": "b", "feature": "f", "scenario": "b", "status": "failed", "message": "", "rulings": [],
                        "rules": [], "cards": [], "capabilities": [], "duration_s": 0.0}]}
    (tmp_path / "old.json").write_text(json.dumps(old))
    out = CliRunner().invoke(main, ["merge", str(tmp_path / "merged"), str(tmp_path / "old.json")])
    assert out.exit_code == 2 and "results without causes" in out.output, out.output
