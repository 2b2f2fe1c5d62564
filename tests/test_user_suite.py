"""A user's suite: their rulings file, card file and features beside the suite's own; scenarios that can't be built
are errored one by one (the others run) unless linting is strict; ruling coverage; the authoring commands."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_rulings.cli.coverage import validate
from mtg_rulings.model.rulings import rulings
from mtg_rulings.model.sources import RulingsFileError, add_rulings_files, read_rulings_source

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "fin"
LANDFALL = "13142a1c4160"  # "A landfall ability triggers whenever a land you control enters for any reason. ..."
CHOCOBO_LAW = ("If you control two Traveling Chocobos, a land or Bird you control entering causes abilities to trigger "
               "three times, not four. A third Traveling Chocobo causes abilities to trigger four times, a fourth causes "
               "abilities to trigger five times, and so on.")


def rulings_cmd(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=300, check=False)


def results(out: Path) -> dict[str, dict[str, str]]:
    return {r["id"]: r for r in json.loads((out / "results.json").read_text())["results"]}


def scenario(sid: str, name: str, *steps: str, tags: str = "@ruling:50e86a93b186 @cr:603.2d",
             description: str = CHOCOBO_LAW) -> str:
    body = "\n".join(f"    {s}" for s in steps)
    return f"\n  @id:{sid} {tags}\n  Scenario: {name}\n    {description}\n\n{body}\n"


GOOD = ("Given a game between Alice and Bob", "And Alice controls Sazh's Chocobo", "And Alice has Forest in her hand",
        "When Alice plays Forest from her hand", "Then the triggered abilities put on the stack are 1 from Sazh's Chocobo")


def test_a_users_features_rulings_and_cards_run_beside_the_suites(tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--features", str(EXAMPLE), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    found = results(tmp_path)
    assert {k: r["status"] for k, r in found.items()} == {
        "ambrosia-landfall-on-land-play": "passed", "ambrosia-landfall-on-land-put-by-an-effect": "passed",
        "ambrosia-no-landfall-when-a-permanent-becomes-a-land": "pending"}
    played = found["ambrosia-landfall-on-land-play"]
    assert played["rulings"] == [LANDFALL]
    assert 'note: Ambrosia Whiteheart: "Flash" is not modelled' in played["message"]  # shown with every result


def test_one_scenarios_unknown_card_or_ruling_errors_it_and_the_others_run(tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
    bad_card = list(GOOD)
    bad_card[1] = "And Alice controls Sazhs Chocobo"
    typo = list(GOOD)
    typo[3] = "When Alice plays Forest form her hand"
    (features / "mine.feature").write_text("Feature: mine\n" + scenario("good", "good", *GOOD)
                                           + scenario("bad-card", "bad card", *bad_card)
                                           + scenario("bad-ruling", "bad ruling", *GOOD, tags="@ruling:50e86a93b187 @cr:603.2d")
                                           + scenario("bad-step", "bad step", *typo))
    out = tmp_path / "out"
    proc = rulings_cmd("run", "--features", str(features), "--out", str(out))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "3 scenario(s) can't be built and will be errored" in proc.stderr
    found = results(out)
    assert found["good"]["status"] == "passed"
    assert {found[k]["status"] for k in ("bad-card", "bad-ruling", "bad-step")} == {"errored"}
    assert found["bad-card"]["message"].endswith("mine.feature:18: unknown card 'Sazhs Chocobo'; did you mean "
                                                 "\"Sazh's Chocobo\", 'Summon: Fat Chocobo', 'Traveling Chocobo'?: "
                                                 "And Alice controls Sazhs Chocobo")
    assert "mine.feature:23: unknown ruling key '50e86a93b187'; the description quotes ruling 50e86a93b186: did you mean " \
           "@ruling:50e86a93b186?" in found["bad-ruling"]["message"]
    assert "undefined when step: When Alice plays Forest form her hand; did you mean \"When Alice plays Forest from " \
           "her hand\"" in found["bad-step"]["message"]
    # for CI: the whole corpus is refused up front, nothing runs
    lint = rulings_cmd("lint", "--features", str(features))
    assert lint.returncode == 2 and lint.stderr.count("mine.feature:") == 3
    strict_out = tmp_path / "strict"
    strict = rulings_cmd("run", "--strict-lint", "--features", str(features), "--out", str(strict_out))
    assert strict.returncode == 2 and "unknown card 'Sazhs Chocobo'" in strict.stderr
    assert not (strict_out / "results.json").exists()


def test_a_rulings_file_given_on_the_command_line_can_be_tagged(tmp_path: Path) -> None:
    features = tmp_path / "features"
    shutil.copytree(EXAMPLE, features, ignore=shutil.ignore_patterns("*.rulings.json"))
    out = tmp_path / "out"
    without = rulings_cmd("run", "--features", str(features), "--out", str(out))
    assert without.returncode == 1
    assert "unknown ruling key '13142a1c4160'" in results(out)["ambrosia-landfall-on-land-play"]["message"]
    with_file = rulings_cmd("run", "--features", str(features), "--rulings", str(EXAMPLE / "fin-sample.rulings.json"),
                            "--out", str(out))
    assert with_file.returncode == 0, with_file.stdout + with_file.stderr


def test_a_bad_rulings_or_card_file_is_refused_naming_file_line_and_card(tmp_path: Path) -> None:
    doc = json.loads((EXAMPLE / "fin-sample.rulings.json").read_text())
    del doc["cards"][0]["rulings"][1]["text"]
    bad = tmp_path / "bad.rulings.json"
    bad.write_text(json.dumps(doc, indent=1))
    with pytest.raises(RulingsFileError, match=r"bad.rulings.json:\d+: card 'Ambrosia Whiteheart', rulings/1: 'text' is "
                                                r"a required property"):
        read_rulings_source(bad)
    cards = json.loads((EXAMPLE / "fin-sample.cards.json").read_text())
    cards["cards"][0]["not_modelled"] = cards["cards"][0]["not_modelled"][:1]  # the enters ability: neither done nor declared
    (tmp_path / "bad.cards.json").write_text(json.dumps(cards, indent=1, ensure_ascii=False))
    proc = rulings_cmd("run", "--features", str(EXAMPLE), "--cards", str(tmp_path / "bad.cards.json"), "--out",
                       str(tmp_path / "out"))
    assert proc.returncode == 2
    assert "bad.cards.json:7: card 'Ambrosia Whiteheart': sentence \"When Ambrosia Whiteheart enters, you may return " \
           "another permanent you control to its owner's hand.\": no ability implements this sentence" in proc.stderr


def test_rulings_files_join_the_table_with_their_doubts(tmp_path: Path, sandbox: None) -> None:
    doc = json.loads((EXAMPLE / "fin-sample.rulings.json").read_text())
    doc["cards"][0]["rulings"][0]["suspect_wording"] = True
    path = tmp_path / "x.rulings.json"
    path.write_text(json.dumps(doc))
    rulings().pop(LANDFALL, None)  # a rulings file loaded earlier in this process (features/fin.rulings.json) may
    # know this ruling already, with its own cards and doubts; the sandbox puts the table back afterwards
    [source] = add_rulings_files([path])
    assert [r.suspect_wording for r in source.rulings()] == [True, False]
    # (the suite's own FIN rulings file, features/fin.rulings.json, gives the same ruling to Chocobo Racetrack when
    # this process has loaded it: the table joins the cards of every file that has the ruling)
    assert rulings()[LANDFALL].cards[0] == "Ambrosia Whiteheart"
    assert rulings()[LANDFALL].single_source is True


def test_coverage_of_a_rulings_file(tmp_path: Path) -> None:
    out = tmp_path / "cov"
    proc = rulings_cmd("coverage", "--rulings", str(EXAMPLE / "fin-sample.rulings.json"), "--features", str(EXAMPLE),
                       "--out", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    doc = json.loads((out / "coverage.json").read_text())
    validate(doc)
    [f] = doc["files"]
    by_key = {e["key"]: e for e in f["entries"]}
    assert by_key[LANDFALL]["status"] == "executable" and by_key[LANDFALL]["with_this_card"]
    assert by_key[LANDFALL]["scenarios"] == ["ambrosia-landfall-on-land-play", "ambrosia-landfall-on-land-put-by-an-effect"]
    assert by_key["7e5f9c02980a"]["status"] == "pending" and f["summary"] == {"executable": 1, "pending": 1, "none": 0}
    page = (out / "coverage.html").read_text()
    assert "single source" in page and "Ambrosia Whiteheart" in page
    # the suite's own features (@suite, wherever it is installed) have since executed both rulings for this card
    # with the suite's own Ambrosia Whiteheart (features/cards/fin_landfall.feature)
    proc = rulings_cmd("coverage", "--rulings", str(EXAMPLE / "fin-sample.rulings.json"), "--features", "@suite",
                       "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert json.loads((out / "coverage.json").read_text())["files"][0]["summary"] == {"executable": 2, "pending": 0,
                                                                                       "none": 0}


def test_new_writes_a_pending_skeleton_that_quotes_the_ruling_and_lints(tmp_path: Path) -> None:
    features = tmp_path / "features"
    shutil.copytree(EXAMPLE, features)
    target = features / "more.feature"
    proc = rulings_cmd("new", "--features", str(features), "--card", "Ambrosia Whiteheart", "--ruling", LANDFALL,
                       "--out", str(target))
    assert proc.returncode == 0, proc.stderr
    text = target.read_text()
    assert text.startswith("Feature: Ambrosia Whiteheart\n")
    assert f"@ruling:{LANDFALL} @cr:207.2c" in text and "@pending" in text and "And Alice controls Ambrosia Whiteheart" in text
    assert "A landfall ability triggers whenever a land you control enters for any reason." in text
    assert rulings_cmd("lint", "--features", str(features)).returncode == 0
    listed = rulings_cmd("list", "--features", str(features), "--ruling", LANDFALL).stdout.splitlines()
    assert len(listed) == 3 and listed[-1].endswith("pending")
    unknown = rulings_cmd("new", "--features", str(features), "--card", "Ambrosia Whiteheart", "--ruling", "13142a1c4161")
    assert unknown.returncode == 2 and "did you mean 13142a1c4160?" in unknown.stderr


OUTLINE = """Feature: rows
  @id:row-names @ruling:50e86a93b186 @cr:603.2d
  Scenario Outline: a row per card
    {law}

    Given a game between Alice and Bob
    And Alice controls <card>
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are <n> from <card>

    Examples:
      | card           | n |
      | Sazh's Chocobo | 1 |
      | Lotus Cobra    | 1 |
      | Sazh's Choco   | 1 |
"""


def test_list_and_explain_take_rows_with_spaces_and_apostrophes(tmp_path: Path) -> None:
    features = tmp_path / "features"
    features.mkdir()
    (features / "rows.feature").write_text(OUTLINE.format(law=CHOCOBO_LAW))
    listed = rulings_cmd("list", "--features", str(features)).stdout.splitlines()
    assert [line.split("\t")[0] for line in listed] == ["row-names[Sazh's Chocobo-1]", "row-names[Lotus Cobra-1]",
                                                        "row-names[Sazh's Choco-1]"]
    assert listed[2].endswith("errored")  # one row's unknown card errors that row only
    for row in ("row-names[Sazh's Chocobo-1]", "row-names[sazhs-chocobo-1]", "row-names[#1]"):
        proc = rulings_cmd("explain", row, "--features", str(features))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "explain row-names[Sazh's Chocobo-1]" in proc.stdout and "1 passed" in proc.stdout
    proc = rulings_cmd("explain", "row-names[Sazh]", "--features", str(features))
    assert proc.returncode == 2
    assert "row-names has no Examples row [Sazh]; its rows: [Sazh's Chocobo-1], [Lotus Cobra-1], [Sazh's Choco-1]" in proc.stderr
    assert "pytest" not in proc.stdout + proc.stderr
    out = tmp_path / "out"
    run = rulings_cmd("run", "--features", str(features), "--out", str(out))
    found = results(out)
    assert run.returncode == 1 and found["row-names[Sazh's Chocobo-1]"]["status"] == "passed"
    assert found["row-names[Sazh's Choco-1]"]["status"] == "errored"
    assert "unknown card \"Sazh's Choco\"" in found["row-names[Sazh's Choco-1]"]["message"]


def test_the_coverage_page_joins_the_report_site_and_escapes_the_data(tmp_path: Path, sandbox: None) -> None:
    from mtg_rulings.cli.coverage import measure
    from mtg_rulings.model.results import Result, Results, RunInfo
    from mtg_rulings.reports.site import build_site, render_site
    from mtg_rulings.steps.collection import load_suite
    from mtg_rulings.steps.userdata import load_user_data

    doc = json.loads((EXAMPLE / "fin-sample.rulings.json").read_text())
    doc["cards"][0]["rulings"][0]["text"] = "<script>alert(1)</script> doesn't trigger."
    path = tmp_path / "x.rulings.json"
    path.write_text(json.dumps(doc))
    load_user_data([EXAMPLE])  # the card file beside the features: without it every scenario has an unknown card
    coverage = measure(add_rulings_files([path]), load_suite([EXAMPLE], ROOT, strict=False))
    validate(coverage)
    run = Results(RunInfo("reference", "0.1.0", "0.1.0", "abc", "2026-11-30T10:00:00+00:00", 1.0),
                  [Result("ambrosia-landfall-on-land-play", "examples/fin/ambrosia_whiteheart.feature", "x", "passed", "",
                          [LANDFALL], ["603.2"])])
    site = build_site([run], load_suite([EXAMPLE], ROOT, strict=False))
    assert "coverage.html" not in render_site(site)
    site.coverage = coverage
    pages = render_site(site)
    assert '<a href="coverage.html"' in pages["index.html"]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in pages["coverage.html"] and "<script>alert" not in pages["coverage.html"]
    assert "1 executable" in pages["coverage.html"]


def test_coverage_counts_an_outline_through_each_runnable_examples_row() -> None:
    """A card named only in an outline's Examples table counts through the rows that put it in a step; a row that
    can't be built counts for nothing, and the table itself is not a step."""
    from mtg_rulings.cli.coverage import _uses
    from mtg_rulings.steps.collection import Problem, ScenarioInfo

    gherkin = ("Scenario Outline: x\n  Given Alice has <card> in her hand\n  When Alice casts <card> from her hand\n\n"
               "  Examples:\n    | card | other |\n    | Dragoon's Lance | Shatter |\n    | Samurai's Katana | Shatter |\n")
    info = ScenarioInfo("x", "x", "f.feature", Path("f.feature"), "F", 1, [], [], "", None, gherkin,
                        examples=[{"card": "Dragoon's Lance", "other": "Shatter"},
                                  {"card": "Samurai's Katana", "other": "Shatter"}])
    assert _uses(info, ["Dragoon's Lance"]) and _uses(info, ["Samurai's Katana"])
    assert not _uses(info, ["Shatter"]) and not _uses(info, ["Black Mage's Rod"])
    info.problems.append(Problem("f.feature", 3, "unknown card", "x", row=1))
    assert _uses(info, ["Dragoon's Lance"]) and not _uses(info, ["Samurai's Katana"])
    info.background = ["Given Alice controls Yuna, Hope of Spira"]  # the Background's steps run before each row
    assert _uses(info, ["Yuna, Hope of Spira"])


def test_the_background_steps_of_a_scenario_are_known_to_coverage() -> None:
    from mtg_rulings.steps.collection import load_suite

    [info] = [i for i in load_suite(ROOT / "features", ROOT) if i.id == "yuna-finality-counter-bounced-to-hand"]
    assert "And Alice controls Yuna, Hope of Spira" in info.background
    assert info.gherkin.lstrip().startswith(f"Scenario: {info.name}\n")  # read from the file when asked
    assert "Yuna, Hope of Spira" not in info.gherkin  # named only by the Background


def test_coverage_counts_each_examples_row_of_an_outline_for_its_own_card(tmp_path: Path, sandbox: None) -> None:
    """An outline's rows are scenarios of their own: a ruling shared by several cards is executable for each card a
    buildable row names, and not for the card of a row that can't be built (unknown card) nor for an unnamed card."""
    from mtg_rulings.cli.coverage import measure
    from mtg_rulings.steps.collection import load_suite

    features = tmp_path / "features"
    features.mkdir()
    (features / "rows.feature").write_text(OUTLINE.format(law=CHOCOBO_LAW))
    doc = json.loads((EXAMPLE / "fin-sample.rulings.json").read_text())
    template = doc["cards"][0]
    doc["cards"] = [{**template, "name": name, "rulings": [{**template["rulings"][0], "text": CHOCOBO_LAW}]}
                    for name in ("Sazh's Chocobo", "Lotus Cobra", "Sazh's Choco", "Traveling Chocobo")]
    path = tmp_path / "x.rulings.json"
    path.write_text(json.dumps(doc))
    coverage = measure(add_rulings_files([path]), load_suite([features], ROOT, strict=False))
    validate(coverage)
    status = {e["card"]: e["status"] for e in coverage["files"][0]["entries"]}
    assert status == {"Sazh's Chocobo": "executable", "Lotus Cobra": "executable", "Sazh's Choco": "none",
                      "Traveling Chocobo": "none"}
