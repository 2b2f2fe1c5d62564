"""The Forge and XMage exports, and the Surefire importer.

- golden files: the sample corpus (tests/data/sample-corpus.json) exported must equal tests/golden/
  (regenerate with RULINGS_UPDATE_GOLDEN=1 after a deliberate change, and review the diff);
- the whole corpus: every scenario is exported or listed with a reason; every puzzle file reads back to
  the same setup; every generated XMage class compiles with javac against stubs of XMage's test API;
- the Surefire importer on hand-written reports.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from adapters.corpus import Corpus
from adapters.forge import puzzle
from adapters.scenario import Action, CardSpec, PlayerSetup, Scenario, Setup
from adapters.xmage import junit, surefire
from reports.results import load_results, validate

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "sample-corpus.json"
GOLDEN = ROOT / "tests" / "golden"
XMAGE_STUBS = ROOT / "tests" / "java_stubs" / "xmage"
UPDATE = os.environ.get("RULINGS_UPDATE_GOLDEN") == "1"


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
    puzzle.export(corpus, tmp_path / "forge")
    _same_tree(tmp_path / "xmage", GOLDEN / "xmage")
    _same_tree(tmp_path / "forge", GOLDEN / "forge")


# --- the whole corpus ------------------------------------------------------------------------------------


def test_every_scenario_is_exported_or_listed_with_a_reason(exports: dict[str, Path]) -> None:
    every = set(_report(exports["json"])["exported"]) | set(_report(exports["json"])["not_exported"])
    for fmt in ("forge", "xmage"):
        report = _report(exports[fmt])
        assert set(report["exported"]) | set(report["not_exported"]) == every
        assert not set(report["exported"]) & set(report["not_exported"])
        assert all(reason.strip() for reason in report["not_exported"].values())
        assert report["exported"], f"{fmt}: nothing exported"


def test_every_puzzle_file_reads_back_to_the_same_setup(exports: dict[str, Path]) -> None:
    report = _report(exports["forge"])
    scenarios = {}
    for entry in json.loads((exports["json"] / "index.json").read_text())["scenarios"]:
        data = json.loads((exports["json"] / entry["file"]).read_text())
        scenarios[data["id"]] = data
    files = [exports["forge"] / f for f in report["files"]]
    assert len(files) == len(report["exported"])
    for f in files:
        parsed = puzzle.parse_puzzle(f.read_text())
        sid = parsed.metadata["RulingsId"]
        assert puzzle.setup_from_puzzle(parsed) == Scenario.from_dict(scenarios[sid]).setup, f


def test_the_puzzle_reader_follows_forges_grammar() -> None:
    text = ("# a comment\n[metadata]\nName:x\nDescription:a: b\n[state]\nturn=2\nActivePlayer=AI\nactivephase=main2\n"
            "humanlife=5\nhumanbattlefield=Forest|Tapped;Sazh's Chocobo|SummonSick|Counters:P1P1=1,M1M1=2\n"
            "aimanapool=G G U\nailibrary=Island;Forest\nhumanhand=\n")
    parsed = puzzle.parse_puzzle(text)
    assert parsed.metadata["Description"] == "a: b"
    setup = puzzle.setup_from_puzzle(parsed)
    assert setup == Setup([
        PlayerSetup("human", life=5, battlefield=[CardSpec("Forest", tapped=True),
                                                  CardSpec("Sazh's Chocobo", summoning_sick=True,
                                                           counters={"+1/+1": 1, "-1/-1": 2})]),
        PlayerSetup("ai", library=[CardSpec("Island"), CardSpec("Forest")], mana_pool="{G}{G}{U}")],
        "ai", "postcombat_main", 2)
    with pytest.raises(puzzle.PuzzleError, match="Attacking"):
        puzzle.setup_from_puzzle(puzzle.parse_puzzle("[state]\nhumanbattlefield=Bear|Attacking\n"))
    with pytest.raises(puzzle.PuzzleError, match="outside"):
        puzzle.parse_puzzle("turn=1\n")


@pytest.mark.parametrize(("change", "reason"), [
    (lambda s: s.players.append(PlayerSetup("Carol")), "3 players"),
    (lambda s: s.players[0].battlefield.append(CardSpec("Bird", token=True)), "token"),
    (lambda s: setattr(s.players[0], "mana_pool", "{2}"), "mana pool"),
    (lambda s: s.players[0].hand.append(CardSpec("Forest", tapped=True)), "only on the battlefield"),
])
def test_setups_forge_cant_hold_are_refused_with_the_reason(change: Callable[[Setup], object], reason: str) -> None:
    setup = Setup([PlayerSetup("Alice"), PlayerSetup("Bob")], "Alice")
    change(setup)
    with pytest.raises(puzzle.NotExpressible, match=reason):
        puzzle.state_lines(setup)


@pytest.mark.skipif(shutil.which("javac") is None, reason="javac is not installed")
def test_every_generated_xmage_class_compiles_against_the_api_stubs(exports: dict[str, Path], tmp_path: Path) -> None:
    sources = sorted(str(p) for p in exports["xmage"].rglob("*.java")) + sorted(str(p) for p in GOLDEN.rglob("*.java"))
    assert sources
    golden_copy = tmp_path / "golden"  # the golden class has the same name: compile it separately
    proc = subprocess.run(["javac", "-d", str(tmp_path / "classes"), "-sourcepath", str(XMAGE_STUBS),
                           *[s for s in sources if not s.startswith(str(GOLDEN))]], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    proc = subprocess.run(["javac", "-d", str(golden_copy), "-sourcepath", str(XMAGE_STUBS),
                           *[s for s in sources if s.startswith(str(GOLDEN))]], capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    manifest = json.loads((exports["xmage"] / junit.MANIFEST).read_text())
    for t in manifest["tests"]:  # every manifest entry is a compiled test method
        cls = tmp_path / "classes" / (t["class"].replace(".", "/") + ".class")
        assert cls.exists() and t["method"].encode() in cls.read_bytes()


def test_javac_rejects_a_call_the_stubs_do_not_have(tmp_path: Path) -> None:
    """The stubs check something: a misspelt API call fails to compile."""
    if shutil.which("javac") is None:
        pytest.skip("javac is not installed")
    src = tmp_path / "org" / "mage" / "test" / "rulings" / "BadTest.java"
    src.parent.mkdir(parents=True)
    src.write_text("package org.mage.test.rulings;\nimport org.mage.test.serverside.base.CardTestPlayerBase;\n"
                   "public class BadTest extends CardTestPlayerBase {\n"
                   "    public void t() { castSpel(1, null, playerA, \"Forest\"); }\n}\n")
    proc = subprocess.run(["javac", "-d", str(tmp_path / "out"), "-sourcepath", str(XMAGE_STUBS), str(src)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode != 0 and "castSpel" in proc.stderr


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
    unsupported = results["chocobo-bird-from-top-pays-its-cost"]
    assert unsupported.status == "unsupported" and "mana pool" in unsupported.message
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
    proc = subprocess.run([sys.executable, "-m", "rulings.cli", "import", "--format", "surefire",
                           str(ROOT / "tests" / "data" / "surefire"), "--manifest", str(GOLDEN / "xmage" / junit.MANIFEST),
                           "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # something failed, errored or timed out
    results = load_results(tmp_path / "results.json")
    assert results.run_info.engine == "xmage" and len(results.results) == 9
    assert "no scenario of the manifest" in proc.stderr and (tmp_path / "report" / "index.html").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    proc = subprocess.run([sys.executable, "-m", "rulings.cli", "import", "--format", "surefire", str(empty),
                           "--manifest", str(GOLDEN / "xmage" / junit.MANIFEST), "--out", str(tmp_path / "o")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 2 and "no Surefire reports" in proc.stderr


def test_features_with_the_same_file_name_get_distinct_classes(tmp_path: Path) -> None:
    corpus = Corpus.read(SAMPLE)
    twin = Corpus.read(SAMPLE).scenarios[1]
    twin.feature, twin.id = "features/rules/traveling_chocobo.feature", "twin-in-another-folder"
    corpus.scenarios.append(twin)
    report = junit.export(corpus, tmp_path)
    classes = [f for f in report.files if f.endswith(".java")]
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
    scenario = Corpus.read(SAMPLE).scenarios[0]
    scenario.setup = setup
    scenario.steps = []
    with pytest.raises(junit.NotExpressible, match=r"_FutureCardSpec\.face_down"):
        junit.test_method(scenario)
    setup.players[0].battlefield = [_FutureCardSpec("Forest")]  # at its default: nothing to refuse
    assert puzzle.state_lines(setup)


def test_activated_abilities_are_named_by_the_start_of_their_text() -> None:
    assert junit.ability_reference("Gilded Goose", "{1}{G}, {T}: Create") == ("{1}{G}, {T}", False)
    assert junit.ability_reference("Gilded Goose", "{T}, Sacrifice a Food") == ("{T}", True)
    with pytest.raises(junit.NotExpressible, match="no one activated ability beginning"):
        junit.ability_reference("Gilded Goose", "{3}:")
    with pytest.raises(junit.NotExpressible, match="no card data"):
        junit.ability_reference("No Such Card", "{T}")
    scenario = Corpus.read(SAMPLE).scenarios[0]
    scenario.steps = [Action("activate_ability", player="Alice", card="Gilded Goose", ability="{1}{G}, {T}", line="f:1"),
                      Action("activate_ability", player="Alice", card="Gilded Goose", ability="{T}, Sacrifice", line="f:2"),
                      Action("activate_ability", player="Alice", card="Gilded Goose", ability="{1}{G}, {T}", expect="rejected",
                             line="f:3")]
    scenario.setup.players[0].mana_pool = ""
    body = "\n".join(junit.test_method(scenario))
    assert 'activateAbility(1, PhaseStep.PRECOMBAT_MAIN, playerA, "{1}{G}, {T}");' in body
    assert 'activateManaAbility(1, PhaseStep.PRECOMBAT_MAIN, playerA, "{T}");' in body
    assert 'checkPlayableAbility("f:3", 1, PhaseStep.PRECOMBAT_MAIN, playerA, "{1}{G}, {T}", false);' in body
