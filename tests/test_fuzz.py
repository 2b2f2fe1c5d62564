"""Differential testing (rulings fuzz): generated cases, comparison, shrinking, scenarios, known divergences.

Engines built to disagree with the reference engine (tests/fakes.py) prove a divergence is found, shrunk,
written as a scenario the suite runs, and not reported again; the reference engine against itself proves
agreeing engines yield nothing. No test depends on how fast anything runs.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.fuzz.compare import Difference, StepRecord, Trace, compare_facts, diverge, facts, play, signature
from mtg_rulings.fuzz.generate import Case, cases, expected_trace
from mtg_rulings.fuzz.gherkin import action_lines, decision_lines, setup_lines, statement
from mtg_rulings.fuzz.profile import GENERATED_ACTIONS, build_profile
from mtg_rulings.fuzz.search import Fuzzer, Options, known_ids
from mtg_rulings.model.scenario import MISSING, Action, CardSpec, Decision, ObjectView, PlayerSetup, PlayerView, Setup, Snapshot
from mtg_rulings.steps.collection import SuiteError, check_step, load_suite
from tests.fakes import WrongEngine

ROOT = Path(__file__).resolve().parent.parent
PROFILE = build_profile([ReferenceEngine()])


def rulings_cmd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=900, check=False)


# --- the generator ------------------------------------------------------------------------------------


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(cases(PROFILE))
def test_generated_cases_replay_on_the_reference_engine_with_exactly_their_script(case: Case) -> None:
    """Each case is a scenario of the generated action kinds whose recorded choices are what the reference
    engine asks for: played again through the normal adapter, it uses every scripted answer and asks for no other."""
    actions = case.actions
    assert 1 <= len(actions) <= 4 and all(a.kind in GENERATED_ACTIONS for a in actions)
    assert case.scenario.required_capabilities() is not None
    if case.reference_error:
        return
    engine = ReferenceEngine()
    trace = play(engine, case.scenario)
    assert trace.status == "ok", trace.message
    assert engine.unused_decisions() == []
    assert len(case.decided) == len(actions) and case.decided == sorted(case.decided)


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(cases(PROFILE))
def test_the_reference_side_reuses_the_generating_play_only_where_it_is_the_same_play(case: Case) -> None:
    """The generation's own play of a case, given as the reference engine's side of the comparison, is what playing
    it again gives, step by step (answers, facts, rules); a case too slow to trust, or another engine, is played."""
    again = play(ReferenceEngine(), case.scenario)
    reused = expected_trace(ReferenceEngine(), case, 10.0)
    assert repr(reused) == repr(again)
    if case.reference_error is None:  # reused: the very records of the generation (a case has an action at least)
        assert reused.steps[0] is case.played[0]
        assert expected_trace(WrongEngine(), case, 10.0).steps[0] is not case.played[0]
        case.played_s = 10.0
        assert expected_trace(ReferenceEngine(), case, 10.0).steps[0] is not case.played[0]


def test_the_profile_is_what_both_engines_support() -> None:
    """Capabilities, kinds and cards are the intersection; a card an engine can't set up is left out with why."""

    class NoGooseEngine(ReferenceEngine):
        name = "no-goose"
        capabilities = ReferenceEngine.capabilities - {"mana-pool-setup"}
        check_kinds = frozenset({"life", "zone"})

        def start(self, setup: Setup, decisions: list[Decision]) -> None:
            if any(c.name == "Gilded Goose" for p in setup.players for c in p.hand + p.battlefield):
                raise RuntimeError("no Goose here")
            super().start(setup, decisions)

    profile = build_profile([NoGooseEngine(), ReferenceEngine()])
    assert "mana-pool-setup" not in profile.capabilities and profile.check_kinds == {"life", "zone"}
    assert "Gilded Goose" not in [c.name for c in profile.cards] and "Forest" in [c.name for c in profile.cards]
    assert "no Goose here" in profile.excluded["Gilded Goose"]


# --- comparing --------------------------------------------------------------------------------------------


def snapshot(life: Any = 20, hand: Any = ("Forest",)) -> Snapshot:
    cards = MISSING if hand is MISSING else [ObjectView(str(i), name) for i, name in enumerate(hand)]
    return Snapshot([PlayerView("Alice", life=life, mana_pool={}, hand=cards), PlayerView("Bob", life=20)],
                    battlefield=[], triggered=[])


def test_a_field_missing_on_either_side_is_never_a_difference() -> None:
    kinds = frozenset({"life", "zone", "triggered", "controls"})
    full, blind = facts(snapshot(), kinds), facts(snapshot(life=MISSING, hand=MISSING), kinds)
    assert ("life", "Alice") in full and ("life", "Alice") not in blind
    assert compare_facts(full, blind) == [] and compare_facts(blind, full) == []
    assert [d.key for d in compare_facts(full, facts(snapshot(life=18), kinds))] == [("life", "Alice")]
    changed = compare_facts(full, facts(snapshot(hand=("Island",)), kinds))
    assert [(d.key, d.expected, d.observed) for d in changed] == [
        (("zone", "Alice", "hand", "Forest"), 1, 0), (("zone", "Alice", "hand", "Island"), 0, 1)]


def test_only_check_kinds_both_engines_support_are_compared() -> None:
    assert ("life", "Alice") not in facts(snapshot(), frozenset({"zone"}))


def test_the_first_disagreement_is_the_divergence_and_an_answer_comes_before_facts() -> None:
    same = StepRecord(True, facts={("life", "Alice"): 20})
    expected = Trace("ref", "ok", steps=[same, StepRecord(False, "no", "305.2", {("life", "Alice"): 20}),
                                         StepRecord(True, facts={("life", "Alice"): 3})])
    observed = Trace("x", "ok", steps=[same, StepRecord(True, facts={("life", "Alice"): 17}),
                                       StepRecord(True, facts={("life", "Alice"): 1})])
    div = diverge(expected, observed)
    assert div is not None and div.step == 1 and [d.key for d in div.differences] == [("answer",)]
    assert div.differences[0].note == ("rejected 305.2",)
    assert diverge(expected, Trace("x", "unsupported", steps=[same])) is None  # compared only where both played


def test_signatures_leave_card_names_out_except_the_sources_of_triggered_abilities() -> None:
    land = Action("play_land", "Alice", "Forest", "hand")
    a = signature(Difference(("zone", "Alice", "hand", "Forest"), 1, 0), land)
    b = signature(Difference(("zone", "Bob", "hand", "Island"), 0, 1), Action("play_land", "Bob", "Island", "hand"))
    assert a == b == ("zone:hand", "play_land", "hand", "")
    t = signature(Difference(("triggered",), {"Sazh's Chocobo": 2}, {"Sazh's Chocobo": 1}, ("Sazh's Chocobo",)), land)
    assert t[-1] == "Sazh's Chocobo"


# --- writing scenarios ------------------------------------------------------------------------------------


def test_every_statement_and_action_is_a_step_of_the_vocabulary() -> None:
    """Each fact kind and action kind the fuzzer writes matches exactly one step definition."""
    then = [statement(Difference(("life", "Alice"), 0, 0), 17),
            statement(Difference(("mana_pool", "Alice"), 0, 0), (("G", 2), ("C", 1))),
            statement(Difference(("mana_pool", "Alice"), 0, 0), ()),
            statement(Difference(("zone", "Alice", "graveyard", "Cloud, Midgar Mercenary"), 0, 0), 0),
            statement(Difference(("exile", "Forest"), 0, 0), 2),
            statement(Difference(("controls", "Bob", "Food"), 0, 0), 1),
            statement(Difference(("library_top", "Alice"), 0, 0), "Forest"),
            statement(Difference(("stack",), 0, 0), ("Stomp (spell)", "Sazh's Chocobo (triggered)",
                                                      "Gilded Goose (activated)")),
            statement(Difference(("stack",), 0, 0), ()),
            statement(Difference(("triggered",), 0, 0), {"Sazh's Chocobo": 2, "Bird": 1}),
            statement(Difference(("triggered",), 0, 0), {}),
            statement(Difference(("counters", "Sazh's Chocobo", "+1/+1"), 0, 0), 1),
            statement(Difference(("tapped", "Forest"), 0, 0), True),
            statement(Difference(("power_toughness", "Sazh's Chocobo"), 0, 0), (2, 3))]
    for text in then:
        assert check_step("then", text) is None, text
    actions = [Action("play_land", "Alice", "Forest", "library", expect="rejected"),
               Action("cast_spell", "Alice", "Bonecrusher Giant", "hand", as_adventure=True),
               Action("cast_spell", "Bob", "Endless One", "exile", x=2),
               Action("activate_ability", "Alice", "Forest", ability="{T}:", expect="rejected"),
               Action("pass_priority"), Action("pass_priority", "Bob"), Action("resolve_stack")]
    for a in actions:
        lines = action_lines(a)
        assert check_step("when", lines[0]) is None, lines
        assert lines[1:] == (["that is rejected"] if a.expect == "rejected" else [])
    setup = Setup([PlayerSetup("Alice", life=5, lands_played=1, mana_pool="{G}{G}", library=[CardSpec("Forest")],
                               graveyard=[CardSpec("Lightning Bolt")],
                               battlefield=[CardSpec("Forest", tapped=True), CardSpec("Forest", tapped=True),
                                            CardSpec("Sazh's Chocobo", summoning_sick=True, counters={"+1/+1": 2})]),
                   PlayerSetup("Bob", hand=[CardSpec("Cloud, Midgar Mercenary")])], "Bob", "upkeep")
    assert "And Alice controls 2 Forest (tapped) and Sazh's Chocobo (summoning sick, with 2 +1/+1 counters)" \
        in setup_lines(setup)
    decisions = [Decision("Alice", "may", "yes"), Decision("Alice", "target", "Bob"), Decision("Alice", "may", "no"),
                 Decision("Alice", "color", "green"), Decision("Bob", "order", ["Sazh's Chocobo", "Gilded Goose"])]
    for text in setup_lines(setup)[1:] + decision_lines(decisions):
        assert check_step("given", text.removeprefix("And ")) is None, text
    assert 'And Alice will answer the "you may" choices with yes, then no' in decision_lines(decisions)


def test_unreviewed_scenarios_need_no_ruling_and_cant_have_one(tmp_path: Path) -> None:
    body = ("Feature: f\n\n  @id:fuzz-x-0123456789 @unreviewed @cr:305.1\n  Scenario: s\n    Found by the fuzzer.\n\n"
            "    Given a game between Alice and Bob\n    And Alice has Forest in her hand\n"
            "    When Alice plays Forest from her hand\n    Then Alice controls 1 Forest\n")
    (tmp_path / "a.feature").write_text(body, encoding="utf-8")
    [info] = load_suite(tmp_path, tmp_path)
    assert info.unreviewed and info.rulings == []
    (tmp_path / "a.feature").write_text(body.replace("@unreviewed", "@unreviewed @ruling:5ac4d972f7b5"), encoding="utf-8")
    with pytest.raises(SuiteError) as e:
        load_suite(tmp_path, tmp_path)
    assert any("is @unreviewed and has a @ruling: tag" in str(p) for p in e.value.problems)
    (tmp_path / "a.feature").write_text(body.replace(" @unreviewed", ""), encoding="utf-8")
    with pytest.raises(SuiteError) as e:  # without the tag, a ruling or a cited rule is required as before
        load_suite(tmp_path, tmp_path)
    assert any("has no @ruling:<key> tag" in str(p) for p in e.value.problems)


# --- the search ---------------------------------------------------------------------------------------


#: Enough cases for seed 1 to find the planted fault (the fuzzer stops at the first divergence): the cards grow with
#: the corpus, and the case with two triggered abilities from one action comes later (957th case of 1,424 scenarios'
#: card pool)
PLANTED_EXAMPLES = 2000


def fuzz(engine: object, out: Path, examples: int = PLANTED_EXAMPLES, seed: int = 1, known: set[str] | None = None) -> Fuzzer:
    fuzzer = Fuzzer(engine, ReferenceEngine(), out, Options(examples=examples, seed=seed, max_divergences=1),  # type: ignore[arg-type]
                    known, log=lambda line: None)
    fuzzer.run()
    return fuzzer


@pytest.fixture(scope="module")
def planted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Fuzzer, Path]:
    """The fuzzer on an engine with a planted fault (WrongEngine forgets every triggered ability put on the
    stack by an action but the first)."""
    out = tmp_path_factory.mktemp("planted")
    return fuzz(WrongEngine(), out), out


def test_a_planted_fault_is_found_shrunk_and_written_as_a_scenario(planted: tuple[Fuzzer, Path]) -> None:
    fuzzer, _ = planted
    [finding] = fuzzer.findings
    assert finding.verified == "reproduces" and finding.actions <= 3
    assert finding.differences[0]["fact"] == "triggered"
    text = Path(finding.feature or "").read_text(encoding="utf-8")
    assert f"@id:{finding.id} @unreviewed @cr:" in text and "@ruling:" not in text
    # both engines' answers, reference's with more triggered abilities than the planted fault leaves
    answers = {line.strip().split(":")[0]: line.strip() for line in text.splitlines()
               if ": the triggered abilities put on the stack are " in line}
    assert set(answers) == {"reference 0.1.0", "wrong 0.1.0"}, text

    def put(answer: str) -> int:  # "are 1 from A and 1 from B": 2
        return sum(int(n) for n in re.findall(r"(\d+) from ", answer))

    assert put(answers["reference 0.1.0"]) > put(answers["wrong 0.1.0"]) >= 1, text
    summary = json.loads(fuzzer.write_summary().read_text(encoding="utf-8"))
    assert summary["findings"][0]["id"] == finding.id and summary["cases"] >= 1


def test_the_written_scenario_passes_on_the_reference_engine_and_fails_on_the_faulty_one(
        planted: tuple[Fuzzer, Path]) -> None:
    _, out = planted
    ok = rulings_cmd("run", "--features", str(out), "--out", str(out / "run-reference"))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = rulings_cmd("run", "--features", str(out), "--engine", "tests.fakes:WrongEngine", "--out", str(out / "run-wrong"))
    assert bad.returncode == 1 and re.search(r"failed\s+1\n", bad.stdout), bad.stdout + bad.stderr


def test_a_known_divergence_is_not_reported_again(planted: tuple[Fuzzer, Path], tmp_path: Path) -> None:
    fuzzer, out = planted
    assert fuzzer.findings[0].id in known_ids([out])
    again = fuzz(WrongEngine(), tmp_path, known=known_ids([out]))  # the budget that found it: it would be found again
    assert all(f.id != fuzzer.findings[0].id for f in again.findings)


def test_the_same_seed_finds_the_same_scenario(planted: tuple[Fuzzer, Path], tmp_path: Path) -> None:
    fuzzer, _ = planted
    again = fuzz(WrongEngine(), tmp_path)
    assert [f.id for f in again.findings] == [f.id for f in fuzzer.findings]
    assert Path(again.findings[0].feature or "").read_text() == Path(fuzzer.findings[0].feature or "").read_text()


def test_engines_that_agree_yield_no_divergence(tmp_path: Path) -> None:
    fuzzer = fuzz(ReferenceEngine(), tmp_path, examples=60, seed=3)
    assert fuzzer.findings == [] and fuzzer.stats.cases > 0 and fuzzer.stats.diverging == 0
    assert fuzzer.stats.compared == fuzzer.stats.cases


def test_cli_usage_errors_and_a_run_with_nothing_new(tmp_path: Path) -> None:
    bad = rulings_cmd("fuzz", "--engine", "no-such-engine", "--out", str(tmp_path))
    assert bad.returncode == 2 and "unknown engine" in bad.stderr
    none = rulings_cmd("fuzz", "--engine", "reference", "--examples", "20", "--seed", "2", "--out", str(tmp_path))
    assert none.returncode == 0, none.stdout + none.stderr
    assert "new divergences: 0" in none.stdout and (tmp_path / "fuzz-summary.json").exists()


def test_reports_list_unreviewed_scenarios_apart_from_the_rulings(planted: tuple[Fuzzer, Path]) -> None:
    from mtg_rulings.model.results import Result, Results, RunInfo
    from mtg_rulings.reports.site import build_site, render_site

    _, out = planted
    [info] = load_suite(out, out)
    run = Results(RunInfo("wrong", "1", "0.1.0", "abc", "2026-11-29T10:00:00+00:00"),
                  [Result(info.id, info.feature, info.name, "failed", "expected 2, observed 1", [], info.rules,
                                 cause="engine")])
    pages = render_site(build_site([run], [info]))
    assert "## Unreviewed scenarios (rulings fuzz, no ruling yet) not passing on wrong" in pages["summary.md"]
    assert "## Not passing on wrong" not in pages["summary.md"]
    assert "Unreviewed: found by rulings fuzz, no ruling decides these yet" in pages["index.html"]


def test_the_summary_has_a_schema_that_refuses_a_broken_one(planted: tuple[Fuzzer, Path]) -> None:
    import jsonschema

    from mtg_rulings.fuzz.search import SUMMARY_SCHEMA

    fuzzer, _ = planted
    schema = json.loads(SUMMARY_SCHEMA.read_text(encoding="utf-8"))
    good = json.loads(json.dumps(fuzzer.summary()))
    jsonschema.validate(good, schema)
    for broken in ({**good, "format": "rulings-fuzz-summary/1"},
                   {**good, "findings": [{**good["findings"][0], "id": "not-a-fuzz-id"}]},
                   {k: v for k, v in good.items() if k != "findings"}):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, schema)


def test_a_sampler_of_flags_is_never_a_sampler_of_integers():
    """``(False, True)`` equals ``(0, 1)``: the sampler cache once answered a draw of flags with integers, and
    phase refused the states (\"invalid type: integer `1`, expected a boolean\"), erroring most fuzz cases."""
    from hypothesis import given, settings

    from mtg_rulings.fuzz.generate import _sampled

    ints, flags = _sampled((0, 0, 1)), _sampled((False, False, True))
    nested = _sampled(((0, "a"), (1, "b"))), _sampled(((False, "a"), (True, "b")))
    assert ints is not flags and nested[0] is not nested[1]

    @settings(max_examples=20, database=None)
    @given(flags, nested[1])
    def draws(flag, pair):
        assert type(flag) is bool and type(pair[0]) is bool

    draws()
