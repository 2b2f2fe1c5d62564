"""cucumber-messages.ndjson: every envelope has the schema's shape, references resolve, statuses map honestly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import cucumber_messages as cm

from mtg_rulings.model.results import load_results

STEP_STATUS = {"passed": {"PASSED"}, "failed": {"FAILED"}, "errored": {"FAILED"}, "timeout": {"FAILED"},
               "pending": {"PENDING"}, "unsupported": {"SKIPPED"}}


def envelopes(run_dir: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (run_dir / "cucumber-messages.ndjson").read_text().splitlines()]


def test_every_envelope_matches_the_cucumber_messages_schema(engine_runs: dict[str, Path]) -> None:
    for path in engine_runs.values():
        for env in envelopes(path.parent):
            assert len(env) == 1, env
            parsed = cm.message_converter.from_dict(env, cm.Envelope)  # raises on a missing field or a bad enum
            assert cm.message_converter.to_dict(parsed) == env  # and nothing unknown was written


def test_stream_order_and_references(engine_runs: dict[str, Path]) -> None:
    envs = envelopes(engine_runs["wrong"].parent)
    kinds = [next(iter(e)) for e in envs]
    assert kinds[0] == "meta" and kinds[1] == "source" and kinds[-1] == "testRunFinished"
    assert kinds.index("gherkinDocument") < kinds.index("pickle") < kinds.index("testRunStarted") < kinds.index("testCase")
    pickles = {e["pickle"]["id"]: e["pickle"] for e in envs if "pickle" in e}
    cases = {e["testCase"]["id"]: e["testCase"] for e in envs if "testCase" in e}
    started = {e["testCaseStarted"]["id"]: e["testCaseStarted"] for e in envs if "testCaseStarted" in e}
    results = load_results(engine_runs["wrong"]).results
    assert len(cases) == len(started) == len(results)
    for case in cases.values():
        steps = {s["pickleStepId"] for s in case["testSteps"]}
        assert steps == {s["id"] for s in pickles[case["pickleId"]]["steps"]}
    finished = [e["testStepFinished"] for e in envs if "testStepFinished" in e]
    assert all(f["testCaseStartedId"] in started for f in finished)
    assert len(finished) == sum(len(cases[s["testCaseId"]]["testSteps"]) for s in started.values())
    assert envs[-1]["testRunFinished"]["success"] is False  # the wrong engine failed some


def _scenarios(envs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every scenario of every Gherkin document in the messages, in Rules too."""
    out = []
    for e in envs:
        for child in e.get("gherkinDocument", {}).get("feature", {}).get("children", []):
            for c in [child, *child.get("rule", {}).get("children", [])]:
                if "scenario" in c:
                    out.append(c["scenario"])
    return out


def test_step_statuses_follow_each_scenario_result(engine_runs: dict[str, Path]) -> None:
    for path in engine_runs.values():
        envs = envelopes(path.parent)
        pickles = {e["pickle"]["id"]: e["pickle"] for e in envs if "pickle" in e}
        case_pickle = {e["testCase"]["id"]: pickles[e["testCase"]["pickleId"]] for e in envs if "testCase" in e}
        started = {e["testCaseStarted"]["id"]: case_pickle[e["testCaseStarted"]["testCaseId"]]
                   for e in envs if "testCaseStarted" in e}
        statuses: dict[str, list[str]] = {}
        for e in envs:
            if "testStepFinished" in e:
                f = e["testStepFinished"]
                statuses.setdefault(f["testCaseStartedId"], []).append(f["testStepResult"]["status"])
        # a result names its scenario as written (an outline's name keeps its <placeholders>), a pickle as run
        written = {sc["id"]: sc["name"] for sc in _scenarios(envs)}
        by_name: dict[str, list[list[str]]] = {}
        for tcs, pickle in started.items():
            by_name.setdefault(written[pickle["astNodeIds"][0]], []).append(statuses[tcs])
        for r in load_results(path).results:
            seen = by_name[r.scenario]
            # the deciding step carries the scenario's status; the others PASSED before it, SKIPPED after it
            assert any(STEP_STATUS[r.status] & set(s) and set(s) <= {"PASSED", "SKIPPED"} | STEP_STATUS[r.status]
                       for s in seen), (r.id, r.status, seen)


def test_a_failed_check_fails_the_step_on_its_feature_line(engine_runs: dict[str, Path]) -> None:
    envs = envelopes(engine_runs["wrong"].parent)
    failed = [e["testStepFinished"] for e in envs
              if "testStepFinished" in e and e["testStepFinished"]["testStepResult"]["status"] == "FAILED"]
    wrong = {r.id: r for r in load_results(engine_runs["wrong"]).results}
    assert any(f["testStepResult"]["message"] == wrong["chocobo-counted-law[2-3]"].message for f in failed)
    line_of = {}

    def walk(children: list[dict[str, Any]]) -> None:  # a feature's children, and its Rules' children
        for child in children:
            walk(child.get("rule", {}).get("children", []))
            for part in ("background", "scenario"):
                for step in child.get(part, {}).get("steps", []):
                    line_of[step["id"]] = step["location"]["line"]

    for doc in (e["gherkinDocument"] for e in envs if "gherkinDocument" in e):
        walk(doc["feature"]["children"])
    pickle_step = {s["id"]: s for e in envs if "pickle" in e for s in e["pickle"]["steps"]}
    case_steps = {ts["id"]: ts["pickleStepId"] for e in envs if "testCase" in e for ts in e["testCase"]["testSteps"]}
    for f in failed:
        line = int(f["testStepResult"]["message"].split(":")[1])
        assert line_of[pickle_step[case_steps[f["testStepId"]]]["astNodeIds"][0]] == line


def test_the_written_lines_are_the_envelopes_encoded(engine_runs: dict[str, Path]) -> None:
    """write_messages writes the test cases' and steps' envelopes from their fixed shapes, not through the JSON
    encoder (reports/cucumber.py: _run_lines): the same text, line for line, as encoding each envelope of
    messages(), for runs with every status, messages with quotes, backslashes, markup and non-ASCII text, and an
    incomplete run."""
    from mtg_rulings.model.results import Result, Results, RunInfo
    from mtg_rulings.reports import cucumber

    root = Path(__file__).resolve().parent.parent
    encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    runs = [load_results(p) for p in engine_runs.values()]
    odd = 'features/cards/x.feature:12: expected "Sazh\'s Chocobo" \\ é — <b>&</b>\u2028\ttab; observed\nline 2'
    base = runs[0]
    runs.append(Results(RunInfo("odd", "1", "0.1.0", "abc", "2026-11-29T00:00:00.5+00:00", 1.25),
                        [Result(r.id, r.feature, r.scenario, ("failed", "errored", "pending", "unsupported", "passed")[n % 5],
                                odd if n % 5 != 4 else "", r.rulings, r.rules, duration_s=n * 0.001)
                         for n, r in enumerate(base.results)], complete=False, incomplete_reason="interrupted «here»"))
    for run in runs:
        written = list(cucumber.lines(run, [root / "features"], root))
        encoded = [encode(m) for m in cucumber.messages(run, [root / "features"], root)]
        assert len(written) == len(encoded) > len(run.results)
        assert written == encoded
