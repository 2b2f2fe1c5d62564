"""The Forge and XMage exports, the stubs they compile against, and the Surefire importer.

- golden files: the sample corpus (tests/data/sample-corpus.json) exported must equal tests/golden/
  (regenerate with ``RULINGS_UPDATE_GOLDEN=1 python -m pytest tests/test_exports.py -k golden`` after a
  deliberate change, and review the diff);
- the whole corpus: every scenario is exported or listed with a reason, at least 110 to XMage and 100 to
  Forge; every puzzle file reads back to the same setup; every generated XMage class compiles with javac
  against stubs generated from XMage's sources (tests/java_stubs/xmage, tools/java_stubs/generate.py);
- what XMage's strict choose mode needs is scripted (one choice per extra triggered ability), checks are
  per source, and calls the real API doesn't allow don't compile;
- the Surefire importer on hand-written reports.

A JDK is needed to compile: .ci/ensure-jdk installs one (tox's tests environment runs it); without javac the
compiling tests fail under CI=true and are skipped elsewhere.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.forge import puzzle
from mtg_rulings.adapters.xmage import junit, surefire
from mtg_rulings.model.results import load_results, validate
from mtg_rulings.model.scenario import Action, CardSpec, Check, PlayerSetup, Scenario, Setup

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "sample-corpus.json"
GOLDEN = ROOT / "tests" / "golden"
STUBS = ROOT / "tests" / "java_stubs"
XMAGE_CLASSPATH = f"{STUBS / 'xmage'}{os.pathsep}{STUBS / 'junit'}"
UPDATE = os.environ.get("RULINGS_UPDATE_GOLDEN") == "1"


def need_javac() -> str:
    javac = shutil.which("javac")
    if javac is None:
        message = "javac is not installed (.ci/ensure-jdk installs a JDK)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return javac


def javac(out: Path, *sources: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([need_javac(), "-nowarn", "-d", str(out), "-sourcepath", XMAGE_CLASSPATH, *map(str, sources)],
                          capture_output=True, text=True, timeout=300, check=False)


def _same_tree(got: Path, want: Path) -> None:
    if UPDATE:
        shutil.rmtree(want, ignore_errors=True)
        shutil.copytree(got, want)
    got_files = sorted(p.relative_to(got) for p in got.rglob("*") if p.is_file())
    want_files = sorted(p.relative_to(want) for p in want.rglob("*") if p.is_file())
    assert got_files == want_files
    for rel in got_files:
        assert (got / rel).read_text() == (want / rel).read_text(), f"{rel} differs from its golden file"


@pytest.fixture(scope="module")
def exports(exported: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The whole corpus for Forge (in-process, from the JSON export's corpus.json), XMage and JSON (by the
    real command): format → folder, each with its export-report.json."""
    forge = tmp_path_factory.mktemp("forge")
    report = puzzle.export(Corpus.read(exported["json"] / "corpus.json"), forge)
    (forge / "export-report.json").write_text(json.dumps(report.to_dict()))
    return {**exported, "forge": forge}


def _report(folder: Path) -> dict:
    return json.loads((folder / "export-report.json").read_text())


# --- golden files --------------------------------------------------------------------------------------


def test_the_sample_corpus_exports_to_the_golden_files(tmp_path: Path) -> None:
    corpus = Corpus.read(SAMPLE)
    junit.export(corpus, tmp_path / "xmage", {"version": "0.1.0", "commit": "golden"})
    puzzle.export(corpus, tmp_path / "forge", {"version": "0.1.0", "commit": "golden"})
    _same_tree(tmp_path / "xmage", GOLDEN / "xmage")
    _same_tree(tmp_path / "forge", GOLDEN / "forge")


# --- the whole corpus ------------------------------------------------------------------------------------


def test_every_scenario_is_exported_or_listed_with_a_reason(exports: dict[str, Path]) -> None:
    every = set(_report(exports["json"])["exported"]) | set(_report(exports["json"])["not_exported"])
    for fmt, least in (("forge", 100), ("xmage", 110)):
        report = _report(exports[fmt])
        assert set(report["exported"]) | set(report["not_exported"]) == every
        assert not set(report["exported"]) & set(report["not_exported"])
        assert all(reason.strip() for reason in report["not_exported"].values())
        assert len(report["exported"]) >= least, f"{fmt}: {len(report['exported'])} exported"


def test_the_forge_export_is_one_flat_folder_with_expectations_beside_each_puzzle(exports: dict[str, Path]) -> None:
    folder = exports["forge"]
    assert not [p for p in folder.iterdir() if p.is_dir()], "Forge's puzzle screen lists only files directly in its folder"
    report = _report(folder)
    puzzles = sorted(folder.glob("*.pzl"))
    assert len(puzzles) == len(report["exported"])
    manifest = json.loads((folder / puzzle.MANIFEST).read_text())
    assert manifest["engine"] == "forge" and {t["id"] for t in manifest["tests"]} == set(report["exported"])
    for p in puzzles:
        expect = json.loads(p.with_suffix(".rulings.json").read_text())
        assert expect["format"] == puzzle.EXPECTATIONS_FORMAT and expect["puzzle"] == p.name
        assert expect["scenario"]["id"] == puzzle.parse_puzzle(p.read_text()).metadata["RulingsId"]
        assert all("describe" in s for s in expect["scenario"]["steps"] if s["type"] == "action")


def test_every_puzzle_file_reads_back_to_the_same_setup(exports: dict[str, Path]) -> None:
    scenarios = {}
    for entry in json.loads((exports["json"] / "index.json").read_text())["scenarios"]:
        data = json.loads((exports["json"] / entry["file"]).read_text())
        scenarios[data["id"]] = data
    files = sorted(exports["forge"].glob("*.pzl"))
    assert files
    for f in files:
        parsed = puzzle.parse_puzzle(f.read_text())
        sid = parsed.metadata["RulingsId"]
        assert puzzle.setup_from_puzzle(parsed) == Scenario.from_dict(scenarios[sid]).setup, f


def test_the_puzzle_reader_follows_forges_grammar() -> None:
    text = ("# a comment\n[metadata]\nName:x\nDescription:a: b\n[state]\nturn=2\nActivePlayer=AI\nactivephase=main2\n"
            "humanlife=5\nhumanbattlefield=Forest|Tapped;Sazh's Chocobo|SummonSick|Counters:P1P1=1,M1M1=2|Id:1;"
            "Buster Sword|AttachedTo:1;Meddling Mage|NamedCard:Stomp\naimanapool=G G U\nailibrary=Island;Forest\nhumanhand=\n")
    parsed = puzzle.parse_puzzle(text)
    assert parsed.metadata["Description"] == "a: b"
    setup = puzzle.setup_from_puzzle(parsed)
    assert setup == Setup([
        PlayerSetup("human", life=5, battlefield=[CardSpec("Forest", tapped=True),
                                                  CardSpec("Sazh's Chocobo", summoning_sick=True,
                                                           counters={"+1/+1": 1, "-1/-1": 2}),
                                                  CardSpec("Buster Sword", attached_to="Sazh's Chocobo"),
                                                  CardSpec("Meddling Mage", named="Stomp")]),
        PlayerSetup("ai", library=[CardSpec("Island"), CardSpec("Forest")], mana_pool="{G}{G}{U}")],
        "ai", "postcombat_main", 2)
    with pytest.raises(puzzle.PuzzleError, match="Attacking"):
        puzzle.setup_from_puzzle(puzzle.parse_puzzle("[state]\nhumanbattlefield=Bear|Attacking\n"))
    with pytest.raises(puzzle.PuzzleError, match="outside"):
        puzzle.parse_puzzle("turn=1\n")


@pytest.mark.parametrize(("change", "reason"), [
    (lambda s: s.players.append(PlayerSetup("Carol")), "3 players"),
    (lambda s: s.players[0].battlefield.append(CardSpec("Treasure", token=True)), "no Forge token script"),
    (lambda s: s.players[0].graveyard.append(CardSpec("Bird", token=True)), "battlefield only"),
    (lambda s: setattr(s.players[0], "mana_pool", "{2}"), "mana pool"),
    (lambda s: s.players[0].hand.append(CardSpec("Forest", tapped=True)), "only on the battlefield"),
    (lambda s: setattr(s, "begun", False), "the game begins"),
    (lambda s: s.players[0].battlefield.append(CardSpec("Buster Sword", attached_to="Cloud")), "not one permanent"),
])
def test_setups_forge_cant_hold_are_refused_with_the_reason(change: Callable[[Setup], object], reason: str) -> None:
    setup = Setup([PlayerSetup("Alice"), PlayerSetup("Bob")], "Alice")
    change(setup)
    with pytest.raises(puzzle.NotExpressible, match=reason):
        puzzle.state_lines(setup)


def test_a_token_is_written_by_its_forge_token_script_and_read_back() -> None:
    setup = Setup([PlayerSetup("Alice", battlefield=[CardSpec("Bird", token=True, tapped=True)]), PlayerSetup("Bob")],
                  "Alice")
    lines = puzzle.state_lines(setup)
    # Chocobo Racetrack's script makes g_2_2_bird_landfall; GameState reads "T:" as a token script
    assert "humanbattlefield=T:g_2_2_bird_landfall|Set:FIN|Tapped" in lines
    back = puzzle.setup_from_puzzle(puzzle.parse_puzzle("[state]\n" + "\n".join(lines) + "\n"))
    assert back.players[0].battlefield == [CardSpec("Bird", token=True, tapped=True)]


def test_scenarios_the_forge_runner_cant_play_are_refused_with_the_reason() -> None:
    corpus = Corpus.read(SAMPLE)
    scenario = next(s for s in corpus.scenarios if s.id == "chocobo-counted-law[1-2]")
    assert puzzle.runner_refusal(scenario) is None
    scenario.steps.insert(0, Action("look_at_library_top", player="Alice", line="f:1"))
    assert "looking at the top card" in (puzzle.runner_refusal(scenario) or "")


# --- XMage: compiling against XMage's real signatures ------------------------------------------------------


def test_every_generated_xmage_class_compiles_against_the_generated_stubs(exports: dict[str, Path], tmp_path: Path) -> None:
    sources = sorted(exports["xmage"].rglob("*.java"))
    assert any(s.name == "RulingsSupport.java" for s in sources)
    proc = javac(tmp_path / "classes", *sources)
    assert proc.returncode == 0, proc.stderr
    golden = sorted((GOLDEN / "xmage").rglob("*.java"))  # the golden class has the same name: compile it separately
    proc = javac(tmp_path / "golden", *golden)
    assert proc.returncode == 0, proc.stderr
    manifest = json.loads((exports["xmage"] / junit.MANIFEST).read_text())
    for t in manifest["tests"]:  # every manifest entry is a compiled test method
        cls = tmp_path / "classes" / (t["class"].replace(".", "/") + ".class")
        assert cls.exists() and t["method"].encode() in cls.read_bytes()


@pytest.mark.parametrize(("call", "error"), [
    ("castSpel(1, null, playerA, \"Forest\");", "castSpel"),  # a misspelt call
    ("assertAllCommandsUsed();", "assertAllCommandsUsed"),  # private in XMage since 2022 (execute() calls it): no stub
    ("playerA.getManaPool().addMana(null, null, null, 1);", "no suitable method"),  # no such overload
])
def test_javac_rejects_what_xmage_does_not_allow(tmp_path: Path, call: str, error: str) -> None:
    """The stubs check something: calls XMage's API doesn't have, or doesn't allow, fail to compile."""
    src = tmp_path / "org" / "mage" / "test" / "rulings" / "BadTest.java"
    src.parent.mkdir(parents=True)
    src.write_text("package org.mage.test.rulings;\nimport org.mage.test.serverside.base.CardTestPlayerBase;\n"
                   f"public class BadTest extends CardTestPlayerBase {{\n    public void t() {{ {call} }}\n}}\n")
    proc = javac(tmp_path / "out", src)
    assert proc.returncode != 0 and error in proc.stderr, proc.stderr
    src.write_text(src.read_text().replace(call, "skipInitShuffling(); setStrictChooseMode(true);"))  # protected: allowed
    assert javac(tmp_path / "ok", src).returncode == 0


def _method(folder: Path, name: str) -> str:
    for cls in folder.rglob("*Test.java"):
        m = re.search(rf"public void {re.escape(name)}\(\) \{{\n(.*?)\n    \}}", cls.read_text(), re.S)
        if m:
            return m.group(1)
    raise AssertionError(f"no test method {name}")


def test_strict_choose_mode_gets_one_choice_per_extra_triggered_ability(exports: dict[str, Path]) -> None:
    for sid, triggers in (("chocobo-counted-law[0-1]", 1), ("chocobo-counted-law[1-2]", 2), ("chocobo-counted-law[3-4]", 4)):
        body = _method(exports["xmage"], junit.method_name(sid))
        assert body.startswith("        setStrictChooseMode(true);")
        order = re.findall(r"setChoice\(playerA, \"Sazh's Chocobo\"\); // the order of (\d) triggered", body)
        assert order == [str(triggers)] * (triggers - 1), body
        check = f"RulingsSupport.checkTriggered(info, game, new String[]{{\"Sazh's Chocobo\"}}, new int[]{{{triggers}}})"
        assert check in body
    for cls in exports["xmage"].rglob("*.java"):
        assert "assertAllCommandsUsed" not in cls.read_text()


def test_setup_that_add_card_cant_make_goes_through_run_code(exports: dict[str, Path]) -> None:
    body = _method(exports["xmage"], "chancellor_counts_itself")
    assert "RulingsSupport.addMana(game, playerA.getId(), 0, 0, 0, 3, 0, 4);" in body
    body = _method(exports["xmage"], "mana_undefined_chosen_color")  # Crossroads Village with no colour chosen
    assert "setChoice(playerA, TestPlayer.CHOICE_SKIP);" in body
    assert "RulingsSupport.setTapped(game, playerA.getAliasByName(" in body
    body = _method(exports["xmage"], "chocobo_land_from_top_on_opponents_turn")
    assert body.startswith("        activePlayer = playerB;")


def test_activated_abilities_are_named_by_the_start_of_their_text_and_their_permanent() -> None:
    assert junit.ability_reference("Gilded Goose", "{1}{G}, {T}: Create") == ("{1}{G}, {T}", False)
    assert junit.ability_reference("Gilded Goose", "{T}, Sacrifice a Food") == ("{T}", True)
    assert junit.ability_reference("Armory of Iroas", "Equip {2}") == ("Equip", False)
    assert junit.ability_reference("Shivan Reef", "{T}: Add {C}.") == ("{T}: Add {C}.", True)
    with pytest.raises(junit.NotExpressible, match="0 activated abilities beginning"):
        junit.ability_reference("Gilded Goose", "{3}:")
    with pytest.raises(junit.NotExpressible, match="2 activated abilities beginning"):
        junit.ability_reference("Gilded Goose", "{")
    with pytest.raises(junit.NotExpressible, match="no card data"):
        junit.ability_reference("No Such Card", "{T}")
    corpus = Corpus.read(SAMPLE)
    scenario = next(s for s in corpus.scenarios if s.id == "chocobo-counted-law[1-2]")
    scenario.setup.players[0].battlefield.append(CardSpec("Forest"))
    scenario.steps = [Action("activate_ability", player="Alice", card="Forest", ability="{T}: Add {G}.", line="f:1")]
    body = "\n".join(junit.test_method(scenario))
    assert 'activateManaAbility(1, PhaseStep.PRECOMBAT_MAIN, playerA, "@c4 {T}");' in body  # that very Forest


def test_a_power_and_toughness_check_of_each_permanent_of_a_name_is_not_expressible_in_xmage() -> None:
    """"the Splash Lasher permanents are 3/3 and 1/1" has no XMage support check: the scenario is refused with the
    reason, not the export crashed (it raised KeyError 'power')."""
    corpus = Corpus.read(SAMPLE)
    scenario = next(s for s in corpus.scenarios if s.id == "chocobo-counted-law[1-2]")
    scenario.setup.players[0].battlefield = [CardSpec("Grizzly Bears"), CardSpec("Grizzly Bears")]
    scenario.steps = [Check("power_toughness", {"card": "Grizzly Bears", "each": [[2, 2], [2, 2]]}, line="f:9")]
    with pytest.raises(junit.NotExpressible, match="f:9: the power and toughness of each permanent named Grizzly Bears"):
        junit.test_method(scenario)


def test_method_and_class_names() -> None:
    assert junit.method_name("chocobo-counted-law[1-2]") == "chocobo_counted_law_1_2"
    assert junit.method_name("3-things") == "test_3_things"
    assert junit.class_name("features/rules/603-triggered.feature") == "Cr603TriggeredRulingsTest"
    assert junit.class_name("features/cards/traveling_chocobo.feature") == "TravelingChocoboRulingsTest"
    assert junit.java_string('a "b" \\ é') == '"a \\"b\\" \\\\ \\u00e9"'


# --- Surefire ------------------------------------------------------------------------------------------------


def test_surefire_reports_become_results_for_every_scenario(tmp_path: Path) -> None:
    imported = surefire.import_reports(ROOT / "tests" / "data" / "surefire", GOLDEN / "xmage" / junit.MANIFEST, "1.4.57")
    results = {r.id: r for r in imported.results.results}
    corpus = Corpus.read(SAMPLE)
    assert set(results) == {s.id for s in corpus.scenarios} | {s.id for s in corpus.skipped}
    assert results["chocobo-counted-law[1-2]"].status == "passed"
    failed = results["chocobo-land-from-top-uses-the-land-play"]
    assert failed.status == "failed" and "playable ability must not be found: Play Mountain" in failed.message
    assert results["chocobo-land-from-top-on-opponents-turn"].status == "timeout"
    errored = results["sample-may-choice-then-life"]
    assert errored.status == "errored" and errored.message.startswith("java.lang.IllegalArgumentException: [TEST]")
    missing = results["chocobo-token-bird-landfall"]
    assert missing.status == "errored" and "no result" in missing.message
    assert results["chocobo-two-headed-giant-teammate"].status == "pending"
    unsupported = results["sample-statuses"]
    assert unsupported.status == "unsupported" and "summoning sick" in unsupported.message
    assert results["chocobo-counted-law[1-2]"].rulings == ["50e86a93b186"]
    assert imported.unknown_testcases == [
        "TEST-org.mage.test.rulings.TravelingChocoboRulingsTest.xml: "
        "org.mage.test.rulings.TravelingChocoboRulingsTest#an_old_method_no_longer_exported (passed)"]
    data = imported.results.to_dict()
    validate(data)
    assert data["run_info"]["engine"] == "xmage" and data["run_info"]["engine_version"] == "1.4.57"


def test_a_skipped_testcase_is_unsupported_with_its_message() -> None:
    case = ET.fromstring('<testcase name="m" classname="C"><skipped message="@Ignore: needs a card"/></testcase>')
    assert surefire._outcome(case) == ("unsupported", "skipped by the test runner: @Ignore: needs a card")


def test_rulings_import_writes_results_json_and_exits_by_status(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "import", "--format", "surefire",
                           str(ROOT / "tests" / "data" / "surefire"), "--manifest", str(GOLDEN / "xmage" / junit.MANIFEST),
                           "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # something failed, errored or timed out
    results = load_results(tmp_path / "results.json")
    assert results.run_info.engine == "xmage" and len(results.results) == 9
    assert "no scenario of the manifest" in proc.stderr and (tmp_path / "report" / "index.html").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", "import", "--format", "surefire", str(empty),
                           "--manifest", str(GOLDEN / "xmage" / junit.MANIFEST), "--out", str(tmp_path / "o")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 2 and "no Surefire reports" in proc.stderr


def test_features_with_the_same_file_name_get_distinct_classes(tmp_path: Path) -> None:
    corpus = Corpus.read(SAMPLE)
    twin = next(s for s in Corpus.read(SAMPLE).scenarios if s.id == "chocobo-counted-law[1-2]")
    twin.feature, twin.id = "features/rules/traveling_chocobo.feature", "twin-in-another-folder"
    corpus.scenarios.append(twin)
    report = junit.export(corpus, tmp_path)
    classes = [f for f in report.files if f.endswith("RulingsTest.java")]
    assert len(classes) == 2 and len({Path(f).name for f in classes}) == 2


@dataclass
class _FutureCardSpec(CardSpec):
    """A card status added to the data model after the exporters were written."""

    face_down: bool = False


def test_a_setup_field_the_exporters_dont_know_is_refused_not_dropped() -> None:
    setup = Setup([PlayerSetup("Alice", battlefield=[_FutureCardSpec("Forest", face_down=True)]), PlayerSetup("Bob")],
                  "Alice")
    with pytest.raises(puzzle.NotExpressible, match=r"_FutureCardSpec\.face_down"):
        puzzle.state_lines(setup)
    scenario = next(s for s in Corpus.read(SAMPLE).scenarios if s.id == "chocobo-counted-law[1-2]")
    scenario.setup = setup
    scenario.steps = []
    with pytest.raises(junit.NotExpressible, match=r"_FutureCardSpec\.face_down"):
        junit.test_method(scenario)
    setup.players[0].battlefield = [_FutureCardSpec("Forest")]  # at its default: nothing to refuse
    assert puzzle.state_lines(setup)
