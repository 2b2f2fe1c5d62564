"""The stdio protocol: schemas, the server, the harness side, and misbehaving engines.

The run-level tests start every `rulings run` at once (module fixture) so the file stays fast; the
"affected" scenarios are computed from the exported corpus, never listed by hand.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import jsonschema
import pytest

from mtg_rulings.adapters.contract import CAPABILITIES, UnknownEngine, UnscriptedDecision
from mtg_rulings.adapters.harness import Outcome, execute
from mtg_rulings.adapters.reference import ReferenceEngine
from mtg_rulings.adapters.registry import load_engine
from mtg_rulings.adapters.stdio import PROTOCOL, StdioEngine
from mtg_rulings.adapters.stdio import protocol as P
from mtg_rulings.adapters.stdio.client import StdioError
from mtg_rulings.adapters.stdio.server import Server
from mtg_rulings.model.results import Result, load_results
from mtg_rulings.model.scenario import Action, CardSpec, Decision, PlayerSetup, Scenario, Setup
from tests.conftest import made_once

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "tests" / "stdio_engines"
BIN = str(Path(sys.executable).parent)
ENV = {**os.environ, "PATH": BIN + os.pathsep + os.environ.get("PATH", "")}


def py_engine(script: str, *args: str) -> str:
    return " ".join([sys.executable, str(ENGINES / script), *args])


# --- schemas and the server -------------------------------------------------------------------------


def test_every_schema_is_a_valid_2020_12_schema_with_an_id() -> None:
    names = P.schema_names()
    for cmd in P.COMMANDS:
        assert f"{cmd}.request" in names
    assert {"hello.response", "ok.response", "act.response", "observe.response", "error.response"} <= set(names)
    for path in (ROOT / "adapters" / "stdio" / "schema").glob("*.schema.json"):
        schema = json.loads(path.read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"].endswith(f"/{PROTOCOL}/" + path.name)


def _setup() -> Setup:
    return Setup([PlayerSetup("Alice", hand=[CardSpec("Forest")], battlefield=[CardSpec("Sazh's Chocobo")]),
                  PlayerSetup("Bob")], "Alice")


_IDS = iter(range(1, 10**6))


def _ask(server: Server, message: dict) -> dict:
    """The server's answer to ``message``, sent with a new id, which the answer must carry back."""
    request_id = next(_IDS)
    answer, _ = server.handle(json.dumps({**message, "id": request_id}))
    assert answer["id"] == request_id
    return answer


def test_the_server_answers_every_command_with_schema_valid_messages() -> None:
    server = Server(ReferenceEngine())
    hello = _ask(server, {"cmd": "hello", "protocol": PROTOCOL})
    assert P.response_problem("hello", hello) is None and hello["protocol"] == PROTOCOL
    assert set(hello["capabilities"]) <= set(CAPABILITIES)
    assert _ask(server, {"cmd": "observe"})["error"]["code"] == "not-started"
    assert _ask(server, P.start_request(_setup(), []))["ok"] is True
    act = _ask(server, P.act_request(Action("play_land", player="Alice", card="Forest", zone="hand")))
    assert act["accepted"] is True and P.response_problem("act", act) is None
    observed = _ask(server, {"cmd": "observe"})
    assert P.response_problem("observe", observed) is None
    snapshot = P.snapshot_from_message(observed["snapshot"])
    assert [t.source for t in snapshot.triggered] == ["Sazh's Chocobo"]
    again = _ask(server, P.act_request(Action("play_land", player="Alice", card="Forest", zone="hand")))
    assert again["accepted"] is False and again["reason"] and P.response_problem("act", again) is None
    trace = _ask(server, {"cmd": "explain"})
    assert any("603.2" in line for line in trace["trace"])
    assert server.handle(json.dumps({"cmd": "stop", "id": 99})) == ({"id": 99, "ok": True}, True)


@pytest.mark.parametrize(("line", "code", "says"), [
    ("not json", "bad-request", "not JSON"),
    ('{"cmd": "dance", "id": 1}', "unknown-command", "unknown command 'dance'"),
    ('{"cmd": "act", "id": 1, "action": {"kind": 3}}', "bad-request", "invalid act request"),
    ('{"cmd": "start", "id": 1, "setup": {"players": []}, "decisions": []}', "bad-request", "invalid start request"),
    ('{"cmd": "hello", "protocol": "rulings-stdio/4"}', "bad-request", "'id' is a required property"),
    (b'{"cmd": "hello", "id": 1, "protocol": "rulings-stdio/4", "suite": "\xff\xfe"}', "bad-request", "not UTF-8"),
    ('{"cmd": "hello", "id": 1, "x": ' + "[" * 100000 + "]" * 100000 + "}", "bad-request", "nested more than"),
    ('{"cmd": "hello", "id": 1' + "0" * 5000 + "}", "bad-request", "an integer of 5001 digits"),
    ('{"cmd": "act", "id": 1, "action": {"kind": "play_land", "x": 1e999}}', "bad-request", "out of range"),
    ('{"cmd": "hello", "id": 1, "protocol": NaN}', "bad-request", "NaN is not a JSON number"),
])
def test_the_server_refuses_bad_requests_with_structured_errors(line: str | bytes, code: str, says: str) -> None:
    """Whatever the bytes, a structured error naming the problem, never a traceback (and serving goes on)."""
    answer, stop = Server(ReferenceEngine()).handle(line)
    assert not stop and answer["error"]["code"] == code and says in answer["error"]["message"], answer
    assert P.problem(answer, "error.response") is None


def test_an_unscripted_decision_is_reported_by_the_engine_as_such() -> None:
    server = Server(ReferenceEngine())
    setup = Setup([PlayerSetup("Alice", hand=[CardSpec("Forest")], battlefield=[CardSpec("Grazing Gladehart")]),
                   PlayerSetup("Bob")], "Alice")
    _ask(server, P.start_request(setup, []))
    _ask(server, P.act_request(Action("play_land", player="Alice", card="Forest", zone="hand")))
    answer = _ask(server, P.act_request(Action("resolve_stack")))
    assert answer["error"]["code"] == "unscripted-decision" and "Alice" in answer["error"]["message"]


def test_fields_a_newer_data_model_sends_are_read_or_ignored_not_fatal() -> None:
    """A harness on a newer data model may send action fields (``during``, ``reject_rule``) and answers may
    carry ``during``: reading them never fails, whichever data model this side has."""
    action = P.action_from_message({"kind": "cast_spell", "player": "Alice", "card": "Forest", "reject_rule": "601.2",
                                    "during": [{"kind": "activate_ability", "player": "Alice", "card": "Forest"}],
                                    "from_the_future": 1})
    assert action.kind == "cast_spell" and action.card == "Forest"
    response = P.response_from_message({"accepted": False, "reason": "no", "rule": "601.2",
                                        "during": [{"accepted": True}]})
    assert (response.accepted, response.reason, response.rule) == (False, "no", "601.2")
    message = P.response_to_message(response)
    assert message.pop("during", [{"accepted": True}]) == [{"accepted": True}]  # kept where the model has it
    assert message == {"accepted": False, "reason": "no", "rule": "601.2"}
    assert P.problem({"id": 1, "accepted": True, "during": [{"accepted": True}]}, "act.response") is None


# --- the harness side --------------------------------------------------------------------------------


def test_stdio_engine_names_are_understood_by_load_engine() -> None:
    engine = load_engine(f"stdio:{py_engine('wrong_protocol.py')}")
    assert isinstance(engine, StdioEngine)
    engine.close()
    with pytest.raises(UnknownEngine, match="not found"):
        load_engine("stdio:no-such-engine-command --flag")
    with pytest.raises(UnknownEngine, match="needs a command"):
        load_engine("stdio:")


@pytest.fixture
def served() -> Iterator[StdioEngine]:
    engine = StdioEngine(f"{sys.executable} -m mtg_rulings.cli.app serve", read_timeout_s=20)
    yield engine
    engine.close()


def test_a_served_engine_is_driven_through_the_contract(served: StdioEngine) -> None:
    assert "trigger-events" in served.capabilities
    assert served.name == "reference" and served.version == ReferenceEngine.version
    served.start(_setup(), [])
    assert served.perform(Action("play_land", player="Alice", card="Forest", zone="hand")).accepted
    assert [t.source for t in served.observe().triggered] == ["Sazh's Chocobo"]
    rejected = served.perform(Action("play_land", player="Alice", card="Forest", zone="hand"))
    assert not rejected.accepted and rejected.reason
    setup = Setup([PlayerSetup("Alice", hand=[CardSpec("Forest")], battlefield=[CardSpec("Grazing Gladehart")]),
                   PlayerSetup("Bob")], "Alice")
    served.start(setup, [Decision("Alice", "may", "yes")])
    served.perform(Action("play_land", player="Alice", card="Forest", zone="hand"))
    served.perform(Action("resolve_stack"))
    assert served.observe().player("Alice").life == 22
    served.start(setup, [])
    served.perform(Action("play_land", player="Alice", card="Forest", zone="hand"))
    with pytest.raises(UnscriptedDecision, match="caught by the engine"):
        served.perform(Action("resolve_stack"))


def test_an_answer_breaking_the_schema_is_caught_by_the_harness_with_evidence() -> None:
    engine = StdioEngine(py_engine("garbage.py", "schema"), read_timeout_s=20)
    try:
        engine.start(_setup(), [])
        with pytest.raises(StdioError) as caught:
            engine.perform(Action("resolve_stack"))
        text = str(caught.value)
        assert "breaks the protocol schema" in text and "caught by the harness" in text
        assert '"accepted": "yes"' in text  # the evidence: the line the engine printed
        engine.start(_setup(), [])  # restarted for the next scenario
        assert engine.restarts == 1
        assert engine.perform(Action("play_land", player="Alice", card="Forest", zone="hand")).accepted
    finally:
        engine.close()


# --- whole runs ----------------------------------------------------------------------------------------
# `rulings run` for real (in parallel) where the run itself is the point: the equivalence, and an engine
# that crashes mid-run. The other misbehaving engines go through the same harness in-process, over every
# scenario of the exported corpus, which keeps this file fast.

RUNS = {
    "served": ["--engine", "stdio:rulings serve"],
    "crashing": ["--engine", f"stdio:{py_engine('crashing.py')}"],
}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory, engine_runs: dict[str, Path],
         engine_run_procs: dict[str, subprocess.CompletedProcess[str]]) -> dict[str, tuple[int, dict[str, Result], str]]:
    """Every run at once (made once for all workers): name → (exit code, {id: result}, output); the reference
    engine's in-process run is the session's (tests/conftest.py)."""
    with made_once(tmp_path_factory, "stdio-runs") as (base, make):
        if make:
            procs = {name: subprocess.Popen([sys.executable, "-m", "mtg_rulings.cli.app", "run", *args,
                                             "--out", str(base / name)],
                                            cwd=ROOT, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                     for name, args in RUNS.items()}
            for name, proc in procs.items():
                text, _ = proc.communicate(timeout=600)
                (base / name / "proc.json").write_text(json.dumps([proc.returncode, text]))
    reference = engine_run_procs["reference"]
    out: dict[str, tuple[int, dict[str, Result], str]] = {
        "reference": (reference.returncode, {r.id: r for r in load_results(engine_runs["reference"]).results},
                      reference.stdout + reference.stderr)}
    for name in RUNS:
        code, text = json.loads((base / name / "proc.json").read_text())
        out[name] = (code, {r.id: r for r in load_results(base / name / "results.json").results}, text)
    return out


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> list[Scenario]:
    """Every runnable scenario, as `rulings export --format json` wrote it (one file per scenario)."""
    folder = exported["json"]
    index = json.loads((folder / "index.json").read_text())
    return [Scenario.from_dict(json.loads((folder / e["file"]).read_text())) for e in index["scenarios"]]


def _with_action(corpus: list[Scenario], kind: str) -> set[str]:
    """Ids of the runnable scenarios with an action of ``kind``."""
    return {s.id for s in corpus if any(isinstance(st, Action) and st.kind == kind for st in s.steps)}


def test_the_served_reference_engine_gives_the_same_status_for_every_scenario(runs: dict) -> None:
    code_ref, ref, _ = runs["reference"]
    code_srv, srv, text = runs["served"]
    assert code_srv == code_ref, text
    assert ref and {k: r.status for k, r in srv.items()} == {k: r.status for k, r in ref.items()}
    assert {k: r.message for k, r in srv.items() if r.status != "passed"} == \
        {k: r.message for k, r in ref.items() if r.status != "passed"}


def test_an_engine_crashing_mid_run_spoils_only_those_scenarios_and_is_restarted(runs: dict, corpus: list[Scenario]) -> None:
    code, results, text = runs["crashing"]
    _, ref, _ = runs["reference"]
    affected = _with_action(corpus, "put_onto_battlefield")
    assert affected, "the corpus has no scenario with a put_onto_battlefield action to test with"
    assert code == 1 and set(results) == set(ref), text  # the run completed, every scenario has a result
    for sid, r in results.items():
        if sid in affected:
            assert r.status == "errored", (sid, r.message)
            for e in ("exit code 70", "simulated crash: put_onto_battlefield", '{"accepted": tr (no end of line)',
                      "caught by the harness"):
                assert e in r.message, (sid, e, r.message)
        else:
            assert r.status == ref[sid].status, (sid, r.message)  # the engine was restarted and went on


def _run_in_process(engine: StdioEngine, corpus: list[Scenario], timeout_s: float) -> dict[str, Outcome]:
    try:
        return {s.id: execute(s, engine, timeout_s) for s in corpus}
    finally:
        engine.close()


HANG_LIMIT_S = 5.0  # the scenario's limit where an engine hangs: each hanging scenario costs this much


@pytest.mark.parametrize(("script", "kind", "status", "evidence"), [
    ("hanging.py", "look_at_library_top", "timeout", [f"no answer within {HANG_LIMIT_S:g} s", "waiting for the answer to act"]),
    ("garbage.py", "resolve_stack", "errored", ["is not JSON", "Segmentation fault (core dumped) <<garbage>>",
                                                "caught by the harness"]),
])
def test_a_misbehaving_engine_spoils_only_the_scenarios_it_misbehaves_on(corpus: list[Scenario], script: str, kind: str,
                                                                         status: str, evidence: list[str]) -> None:
    """Every scenario the engine doesn't misbehave on, and two it does (each costs a restart, and a hang its
    time limit). No timing is tight: the limit is many times what a scenario takes, and starting the engine
    again is not charged to the scenario."""
    affected = sorted(_with_action(corpus, kind))[:2]
    assert affected, f"the corpus has no scenario with a {kind} action to test with"
    chosen = [s for s in corpus if s.id in affected or s.id not in _with_action(corpus, kind)]
    reference = ReferenceEngine()
    expected = {s.id: execute(s, reference).status for s in chosen}
    engine = StdioEngine(py_engine(script), read_timeout_s=60)
    outcomes = _run_in_process(engine, chosen, HANG_LIMIT_S if status == "timeout" else 30.0)
    assert set(outcomes) == set(expected)
    for sid, o in outcomes.items():
        if sid in affected:
            assert o.status == status, (sid, o.message)
            for e in evidence:
                assert e in o.message, (sid, e, o.message)
        else:
            assert o.status == expected[sid], (sid, o.message)
    assert engine.restarts == len(affected)


def test_a_wrong_protocol_version_makes_every_scenario_errored_without_restarts(corpus: list[Scenario]) -> None:
    engine = StdioEngine(py_engine("wrong_protocol.py"))
    outcomes = _run_in_process(engine, corpus, 5)
    assert engine.spawns == 1
    for sid, o in outcomes.items():
        assert o.status == "errored", sid
        assert f"speaks protocol 'rulings-stdio/0'; this harness speaks '{PROTOCOL}'" in o.message
        assert '"protocol": "rulings-stdio/0"' in o.message  # the evidence: the engine's hello


def test_an_engine_that_never_says_hello_is_given_up_on_once(corpus: list[Scenario]) -> None:
    engine = StdioEngine(py_engine("hanging.py", "hello"), hello_timeout_s=0.5)
    outcomes = _run_in_process(engine, corpus[:3], 5)
    assert engine.spawns == 1
    for o in outcomes.values():
        assert o.status == "errored" and "never answered hello" in o.message and "no answer within 0.5 s" in o.message


def test_the_json_export_is_protocol_ready(runs: dict, corpus: list[Scenario]) -> None:
    _, ref, text = runs["reference"]
    exported = {s.id for s in corpus}
    pending = {sid for sid, r in ref.items() if r.status == "pending"}
    assert exported == set(ref) - pending, text
    for s in corpus:
        assert s.rulings == ref[s.id].rulings and s.rules == ref[s.id].rules
        assert P.problem({**P.start_request(s.setup, s.decisions), "id": 1}, "start.request") is None
        for st in s.steps:
            if isinstance(st, Action):
                assert P.problem({**P.act_request(st), "id": 2}, "act.request") is None


def test_the_harness_never_sends_a_request_that_breaks_the_schema(served: StdioEngine) -> None:
    served.start(_setup(), [])
    with pytest.raises(StdioError, match=r"invalid act request at \$\.action\.x"):
        served.perform(Action("cast_spell", player="Alice", card="Forest", x=-1))
    assert served.perform(Action("play_land", player="Alice", card="Forest", zone="hand")).accepted  # still running


def test_the_protocol_schema_names_every_field_of_the_data_model() -> None:
    """A field added to the scenario data model must be added to the protocol's schema (and its docs)."""
    import dataclasses

    from mtg_rulings.model import scenario as model

    schema = json.loads((Path(__file__).resolve().parent.parent / "adapters/stdio/schema/common.schema.json").read_text())
    defs = schema.get("$defs") or schema["definitions"]
    pairs = {"card": model.CardSpec, "player_setup": model.PlayerSetup, "setup": model.Setup, "action": model.Action,
             "decision": model.Decision, "object": model.ObjectView, "stack_object": model.StackView,
             "player_view": model.PlayerView, "snapshot": model.Snapshot}
    for name, cls in pairs.items():
        missing = {f.name for f in dataclasses.fields(cls)} - set(defs[name]["properties"])
        assert not missing, f"{name} lacks {sorted(missing)}"
