"""Checks can fail, results are validated, and the rulings data matches its keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from mtg_rulings.adapters.checks import EVALUATORS, evaluate
from mtg_rulings.model.results import Result, Results, RunInfo, load_results, validate, write_results
from mtg_rulings.model.rulings import normalise, ruling_key, rulings
from mtg_rulings.model.scenario import MISSING, Check, NotReported, ObjectView, PlayerView, Scenario, Snapshot, StackView


def snapshot() -> Snapshot:
    goose = ObjectView("1", "Gilded Goose", "Alice", "Alice", tapped=True, counters={"+1/+1": 1}, power=1, toughness=3,
                       mana_value=1, attacking=True, blocking=[], blocked=True, damage=2)
    return Snapshot(
        players=[PlayerView("Alice", 20, {"G": 1}, library=[ObjectView("2", "Forest", "Alice", "Alice")],
                            hand=[ObjectView("3", "Island", "Alice", "Alice")]), PlayerView("Bob", 18)],
        battlefield=[goose, ObjectView("5", "Armory of Iroas", "Alice", "Alice", attached_to="1"),
                     ObjectView("6", "Llanowar Elves", "Alice", "Alice"),
                     ObjectView("7", "Giant Spider", "Bob", "Bob", attacking=False, blocking=["1"], blocked=False)],
        exile=[], stack=[StackView("4", "triggered", "Gilded Goose", "Alice")],
        triggered=[StackView("4", "triggered", "Gilded Goose", "Alice")], turn=3, active_player="Alice",
        step="precombat_main", priority="Alice")


# Each check kind, once true and once false on the same snapshot: no check that cannot fail.
CASES = {
    "triggered": ({"sources": {"Gilded Goose": 1}}, {"sources": {"Gilded Goose": 2}}),
    "counters": ({"card": "Gilded Goose", "kind": "+1/+1", "count": 1}, {"card": "Gilded Goose", "kind": "+1/+1", "count": 0}),
    "life": ({"player": "Bob", "life": 18}, {"player": "Bob", "life": 20}),
    "controls": ({"player": "Alice", "cards": {"Gilded Goose": 1}}, {"player": "Alice", "cards": {"Gilded Goose": 2}}),
    "zone": ({"player": "Alice", "zone": "hand", "cards": {"Island": 1}},
             {"player": "Alice", "zone": "hand", "cards": {"Forest": 1}}),
    "library_top": ({"player": "Alice", "card": "Forest"}, {"player": "Alice", "card": "Island"}),
    "stack": ({"items": ["Gilded Goose (triggered)"]}, {"items": []}),
    "tapped": ({"card": "Gilded Goose", "tapped": True}, {"card": "Gilded Goose", "tapped": False}),
    "power_toughness": ({"card": "Gilded Goose", "power": 1, "toughness": 3},
                        {"card": "Gilded Goose", "power": 0, "toughness": 2}),
    "mana_pool": ({"player": "Alice", "mana": {"G": 1}}, {"player": "Alice", "mana": {}}),
    "attached": ({"card": "Armory of Iroas", "host": "Gilded Goose"}, {"card": "Armory of Iroas", "host": "Llanowar Elves"}),
    "turn": ({"player": "Alice", "step": "precombat_main"}, {"player": "Bob", "step": "precombat_main"}),
    "characteristics": ({"card": "Gilded Goose", "where": "battlefield", "player": "Alice", "expect": {"mana_value": 1}},
                        {"card": "Gilded Goose", "where": "battlefield", "player": "Alice", "expect": {"mana_value": 2}}),
    "mana_value": ({"card": "Gilded Goose", "where": "battlefield", "value": 1},
                   {"card": "Gilded Goose", "where": "battlefield", "value": 0}),
    "combat": ({"card": "Giant Spider", "state": "blocking", "attacker": "Gilded Goose"},
               {"card": "Giant Spider", "state": "not blocking"}),
    "damage": ({"card": "Gilded Goose", "amount": 2}, {"card": "Gilded Goose", "amount": 0}),
}


@pytest.mark.parametrize(("state", "holds"), [
    ("attacking", True), ("not attacking", False), ("blocked", True), ("unblocked", False)])
def test_the_combat_check_reads_attacking_and_blocked(state: str, holds: bool) -> None:
    """509.1h: "blocked"/"unblocked" hold only of an attacking creature; each state can fail."""
    message = evaluate(Check("combat", {"card": "Gilded Goose", "state": state}), snapshot())
    assert (message is None) == holds
    spider = evaluate(Check("combat", {"card": "Giant Spider", "state": "unblocked"}), snapshot())
    assert spider == "expected Giant Spider to be unblocked; observed not attacking"


def test_the_combat_checks_need_the_engine_to_report_them() -> None:
    """An engine that reports no combat status gets no verdict on it (the scenario is unsupported), never a default."""
    snap = snapshot()
    snap.battlefield.append(ObjectView("8", "Grizzly Bears", "Bob", "Bob"))
    for args, field in [({"state": "attacking"}, "ObjectView.attacking"), ({"state": "not blocking"}, "ObjectView.blocking"),
                        ({"state": "blocking", "attacker": "Gilded Goose"}, "ObjectView.blocking")]:
        with pytest.raises(NotReported, match=re.escape(field)):
            evaluate(Check("combat", {"card": "Grizzly Bears", **args}), snap)
    with pytest.raises(NotReported, match=r"ObjectView\.damage"):
        evaluate(Check("damage", {"card": "Grizzly Bears", "amount": 0}), snap)


def test_every_check_kind_is_covered() -> None:
    assert set(CASES) == set(EVALUATORS)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_check_holds_and_fails(kind: str) -> None:
    good, bad = CASES[kind]
    assert evaluate(Check(kind, good), snapshot()) is None
    message = evaluate(Check(kind, bad), snapshot())
    assert message and message.startswith("expected")


def test_attached_to_nothing_needs_the_engine_to_report_it() -> None:
    """``host`` None: "X is attached to nothing" (704.5p); an engine that doesn't report what a permanent is
    attached to gets no verdict."""
    snap = snapshot()
    snap.battlefield.append(ObjectView("7", "Amulet of Vigor", "Alice", "Alice", attached_to=None))
    assert evaluate(Check("attached", {"card": "Amulet of Vigor", "host": None}), snap) is None
    assert evaluate(Check("attached", {"card": "Armory of Iroas", "host": None}), snap) == (
        "expected Armory of Iroas to be attached to nothing; observed attached to Gilded Goose")
    snap.battlefield[-1].attached_to = MISSING
    with pytest.raises(NotReported):
        evaluate(Check("attached", {"card": "Amulet of Vigor", "host": None}), snap)


def test_power_toughness_of_each_permanent_of_a_name() -> None:
    """"the Hero permanents are 2/1 and 1/1": every permanent of that name, in any order, none more, none fewer."""
    snap = snapshot()
    snap.battlefield += [ObjectView("7", "Hero", "Alice", "Alice", power=1, toughness=1),
                         ObjectView("8", "Hero", "Alice", "Alice", power=2, toughness=1)]
    assert evaluate(Check("power_toughness", {"card": "Hero", "each": [[2, 1], [1, 1]]}), snap) is None
    for wrong in ([[2, 1], [2, 1]], [[2, 1]], [[2, 1], [1, 1], [1, 1]]):
        message = evaluate(Check("power_toughness", {"card": "Hero", "each": wrong}), snap)
        assert message and message.startswith("expected the Hero permanents to be"), wrong
    snap.battlefield[-1].power = MISSING  # not reported: unsupported, never passed
    with pytest.raises(NotReported):
        evaluate(Check("power_toughness", {"card": "Hero", "each": [[2, 1], [1, 1]]}), snap)


def result(status: str) -> Result:
    return Result("x", "features/x.feature", "X", status, rulings=["50e86a93b186"],
                  cause=None if status == "passed" else "engine")


def test_results_round_trip_and_validate(tmp_path: Path) -> None:
    results = Results(RunInfo("reference", "1", "0.1.0", "abc", "2026-11-29T12:00:00+00:00"), [result("passed")])
    write_results(results, tmp_path / "results.json")
    assert load_results(tmp_path / "results.json").summary()["passed"] == 1


def test_invalid_results_are_refused(tmp_path: Path) -> None:
    data = Results(RunInfo("reference", "1", "0.1.0", "abc", "2026-11-29T12:00:00+00:00"), [result("passed")]).to_dict()
    data["results"][0]["status"] = "flaky"
    with pytest.raises(jsonschema.ValidationError):
        validate(data)
    data["results"][0]["status"] = "failed"
    with pytest.raises(jsonschema.ValidationError, match="None is not one of"):  # a non-pass names its cause
        validate(data)
    data["results"][0]["cause"] = "engine"
    with pytest.raises(jsonschema.ValidationError, match="summary"):
        validate(data)
    data["summary"].update(passed=0, failed=1)
    with pytest.raises(jsonschema.ValidationError, match=r"summary\.causes"):
        validate(data)
    data["summary"]["causes"]["engine"] = 1
    validate(data)
    data["results"][0]["cause"] = "the weather"
    with pytest.raises(jsonschema.ValidationError):
        validate(data)


def test_a_failed_write_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    good = Results(RunInfo("reference", "1", "0.1.0", "abc", "2026-11-29T12:00:00+00:00"), [result("passed")])
    write_results(good, path)
    bad = Results(good.run_info, [result("nonsense")])
    with pytest.raises(KeyError):
        write_results(bad, path)
    assert json.loads(path.read_text())["summary"]["passed"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]


def test_rulings_data_matches_its_keys() -> None:
    from mtg_rulings.model.rulings import DATA

    shipped = {r["key"] for r in json.loads(DATA.read_text(encoding="utf-8"))["rulings"]}
    known = rulings()
    assert shipped and shipped <= set(known)  # a user's rulings files may add more (tests/test_user_suite.py)
    for key, r in known.items():
        assert ruling_key(r.text) == key and normalise(r.text) == r.text


def test_scenario_data_round_trips_through_json() -> None:
    from mtg_rulings.model.scenario import Action, CardSpec, Decision, PlayerSetup, Setup

    s = Scenario("id", "name", "features/x.feature", 3, ["50e86a93b186"], ["603.2d"],
                 Setup([PlayerSetup("Alice", battlefield=[CardSpec("Forest", tapped=True)]), PlayerSetup("Bob")], "Alice"),
                 [Action("play_land", "Alice", "Forest", "hand", line="x:1"), Check("life", {"player": "Alice", "life": 20})],
                 [Decision("Alice", "may", "yes")])
    assert Scenario.from_dict(json.loads(json.dumps(s.to_dict()))) == s


def test_a_scenario_of_format_2_is_read_and_other_formats_are_refused() -> None:
    """rulings-scenario/3 only adds a null host to the attached check: a /2 document is a /3 one without it; /4 only
    adds the combat actions and checks, so a /3 document is a /4 one without them."""
    from mtg_rulings.model.scenario import SCENARIO_FORMAT, PlayerSetup, ScenarioFormatError, Setup

    s = Scenario("id", "name", "features/x.feature", 3, [], ["704.5p"], Setup([PlayerSetup("Alice")], "Alice"),
                 [Check("attached", {"card": "Amulet of Vigor", "host": None})])
    assert s.to_dict()["format"] == SCENARIO_FORMAT == "rulings-scenario/4"
    assert Scenario.from_dict({**s.to_dict(), "format": "rulings-scenario/2"}) == s
    assert Scenario.from_dict({**s.to_dict(), "format": "rulings-scenario/3"}) == s
    with pytest.raises(ScenarioFormatError, match="rulings-scenario/1"):
        Scenario.from_dict({**s.to_dict(), "format": "rulings-scenario/1"})


@pytest.mark.parametrize(("expected", "cited", "wrong"), [
    ("302.6", "302.6", False), ("305", "305.2", False), ("702.29", "702.29a", False), ("601.2", "601.2h", False),
    ("302.6", "601.2h", True), ("305.1", "305.2", True), ("305.1", "", False)])
def test_a_rejection_for_another_reason_is_a_failure(expected: str, cited: str, wrong: bool) -> None:
    from mtg_rulings.adapters.harness import wrong_reason
    from mtg_rulings.model.scenario import Action, Response

    action = Action("play_land", "Alice", "Forest", expect="rejected", reject_rule=expected)
    assert wrong_reason(action, Response(False, "no", cited)) is wrong
