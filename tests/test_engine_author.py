"""An engine author's CI, as issue 26 tried it: a run that judged nothing, the terminal's words, `rulings init`
and the GitHub Action's steps."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_rulings.model.results import STATUSES
from mtg_rulings.runner.judged import NOTHING_JUDGED, judged_line

ROOT = Path(__file__).resolve().parent.parent


def rulings_cmd(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, timeout=300, check=False)


def test_judged_line_counts_passed_and_failed_only() -> None:
    assert judged_line({"passed": 3, "failed": 1, "unsupported": 2, "errored": 0, "timeout": 0, "pending": 1}) == (
        "judged 4 of 7 (passed or failed; 1 pending, 2 unsupported not judged)")


def test_a_run_that_judged_nothing_is_not_green(tmp_path: Path) -> None:
    """An engine that declares nothing: every scenario unsupported, exit 6, not 0."""
    proc = rulings_cmd("run", "--engine", "tests.fakes:DeclaresNothingEngine", "-k", "chocobo", "--out", str(tmp_path))
    assert proc.returncode == NOTHING_JUDGED, proc.stdout + proc.stderr
    summary = json.loads((tmp_path / "results.json").read_text())["summary"]
    assert summary["unsupported"] > 0 and summary["passed"] == summary["failed"] == 0
    assert f"judged 0 of {sum(summary[s] for s in STATUSES)}" in proc.stdout
    assert "NOTHING JUDGED" in proc.stderr
    ok = rulings_cmd("run", "-k", "chocobo", "--out", str(tmp_path / "ok"))
    assert ok.returncode == 0 and "judged " in ok.stdout and "judged 0 " not in ok.stdout


def _workflow_commands(text: str) -> list[list[str]]:
    """The `rulings` command lines of a workflow's (or an action's) run steps, each split as the shell would."""
    import shlex

    import yaml

    doc = yaml.safe_load(text)
    steps = doc["runs"]["steps"] if "runs" in doc else [s for job in doc["jobs"].values() for s in job["steps"]]
    lines = [line.strip() for s in steps if "run" in s for line in s["run"].splitlines()]
    return [shlex.split(line) for line in lines if line.startswith("rulings ")]


def _assert_names_existing_options(argv: list[str]) -> None:
    """Each command and option of ``argv`` (``rulings CMD --opt value ...``) exists in the `rulings` CLI."""
    import click

    from mtg_rulings.cli.app import main

    command = main.commands[argv[1]]
    names = {n for p in command.params if isinstance(p, click.Option) for n in (*p.opts, *p.secondary_opts)}
    for word in argv[2:]:
        if word.startswith("-"):
            assert word.split("=")[0] in names, (word, argv)


def test_init_writes_a_valid_workflow_and_a_first_baseline_whose_commands_work(tmp_path: Path) -> None:
    proc = rulings_cmd("init", "--engine", "reference", cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    workflow = (tmp_path / ".github" / "workflows" / "rulings.yml").read_text()
    baseline = json.loads((tmp_path / "rulings" / "baseline.json").read_text())
    assert baseline["engine"] == "reference" and baseline["expectations"]
    commands = _workflow_commands(workflow)
    assert [c[:2] for c in commands] == [["rulings", "run"]]
    for argv in commands:
        _assert_names_existing_options(argv)
        ran = rulings_cmd(*argv[1:], cwd=tmp_path)  # the workflow's own command, from the folder init wrote to
        assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-2000:]
        assert "regression 0" in ran.stdout
    assert (tmp_path / "rulings-out" / "baseline.md").exists()
    again = rulings_cmd("init", "--engine", "reference", "--no-baseline", cwd=tmp_path)
    assert again.returncode == 2 and "exists" in again.stderr  # an existing workflow is kept


def test_init_refuses_an_unknown_engine(tmp_path: Path) -> None:
    proc = rulings_cmd("init", "--engine", "no-such-engine", cwd=tmp_path)
    assert proc.returncode == 2 and "unknown engine" in proc.stderr
    assert not (tmp_path / ".github").exists()


def test_the_actions_steps_run_locally(tmp_path: Path) -> None:
    """action.yml's steps after `install` (which test_install.py's wheel covers), run by bash as the runner runs
    them: with a baseline, 2 shards, and the Markdown output named."""
    import os
    import re

    import yaml

    text = (ROOT / "action.yml").read_text()
    action = yaml.safe_load(text)
    assert set(action["inputs"]) >= {"engine", "adapter-package", "baseline", "shards"}
    import shlex

    words = [w for line in re.findall(r"args\+?=\((.*)\)", text) for w in shlex.split(line)]
    assert words[0] == "run"
    _assert_names_existing_options(["rulings", *words])  # the command line the run step builds
    inputs = {"engine": "reference", "adapter-package": "", "baseline": str(ROOT / "reports/baselines/reference.json"),
              "shards": "2", "out": str(tmp_path / "out")}
    outputs = tmp_path / "github-output"
    steps = action["runs"]["steps"]
    assert [s["id"] for s in steps[:2]] == ["setup", "install"]
    for step in steps[2:]:
        env = {**os.environ, "GITHUB_ACTION_PATH": str(ROOT), "GITHUB_OUTPUT": str(outputs),
               "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
        env.update({k: re.sub(r"\$\{\{ inputs\.([\w-]+) \}\}", lambda m: inputs[m.group(1)], v)
                    for k, v in step.get("env", {}).items()})
        proc = subprocess.run(["bash", "-c", step["run"]], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=600, check=False)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert f"markdown={tmp_path / 'out'}/baseline.md" in outputs.read_text()
    assert (tmp_path / "out" / "baseline.md").exists() and (tmp_path / "out" / "results.json").exists()


def test_run_output_is_the_suites_with_a_legend_and_no_pytest_summary(tmp_path: Path) -> None:
    proc = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo-counted", "--out", str(tmp_path))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("marks: . passed  F failed  E errored  T timeout  u unsupported  p pending")
    assert "rulings on tests.fakes:WrongEngine" in proc.stdout and "judged 4 of 4" in proc.stdout
    assert not [ln for ln in lines if " passed in " in ln or "short test summary" in ln or ln.startswith("FAILED ")]
    quiet = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo-counted", "-q", "--out", str(tmp_path))
    assert "marks:" not in quiet.stdout and ".FFF" not in quiet.stdout and "judged 4 of 4" in quiet.stdout
    verbose = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo-counted", "-v", "--out", str(tmp_path))
    assert "FAILED       chocobo-counted-law[2-3]  (features/cards/traveling_chocobo.feature)" in verbose.stdout
    assert "site-packages" not in verbose.stdout and "rulings_test.py" not in verbose.stdout


def test_lf_reruns_the_failures_and_x_stops_at_the_first(tmp_path: Path) -> None:
    first = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo", "--out", str(tmp_path))
    failed = sorted(r["id"] for r in json.loads((tmp_path / "results.json").read_text())["results"]
                    if r["status"] == "failed")
    assert first.returncode == 1 and len(failed) >= 2
    again = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--lf", "--out", str(tmp_path))
    assert again.returncode == 1, again.stdout + again.stderr
    assert sorted(r["id"] for r in json.loads((tmp_path / "results.json").read_text())["results"]) == failed
    stop = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "-k", "chocobo", "-x", "--out", str(tmp_path / "x"))
    data = json.loads((tmp_path / "x" / "results.json").read_text())
    assert stop.returncode == 1 and data["complete"] is False and data["summary"]["failed"] == 1
    assert "INCOMPLETE: stopped after" in stop.stdout and "!!!" not in stop.stdout  # the suite's words, once


def test_failures_a_baseline_expects_are_counted_not_printed(tmp_path: Path, engine_runs: dict[str, Path]) -> None:
    """WrongEngine's baseline, made from its whole run (tests/conftest.py) as `rulings baseline update` makes one
    (that command is tested on WrongEngine in tests/test_baselines.py)."""
    from mtg_rulings.model.results import load_results
    from mtg_rulings.reports.baseline import baseline_from_results, write_baseline
    from tests.fakes import WrongEngine

    baseline = tmp_path / "wrong.json"  # keyed to the declared name and version, as baseline update keys it
    write_baseline(baseline_from_results(load_results(engine_runs["wrong"]), None, WrongEngine.name, WrongEngine.version),
                   baseline)
    proc = rulings_cmd("run", "--engine", "tests.fakes:WrongEngine", "--baseline", str(baseline), "--out", str(tmp_path))
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    failed = json.loads((tmp_path / "results.json").read_text())["summary"]["failed"]
    assert failed and f"rulings: {failed} failure(s) the baseline expects are counted, not shown" in proc.stdout
    assert "= failed scenarios =" not in proc.stdout


def test_engines_says_which_are_installed_and_run_help_names_stdio() -> None:
    proc = rulings_cmd("engines")
    assert proc.returncode == 0
    lines = {ln.split()[0]: ln for ln in proc.stdout.splitlines()}
    assert "installed" in lines["reference"]
    assert all(" installed" in ln or "not installed: python3 -m pip install 'mtg-rulings[" in ln for ln in lines.values())
    assert "stdio:<command>" in rulings_cmd("run", "--help").stdout


def test_an_engine_whose_package_is_missing_says_not_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from mtg_rulings.cli.app import main
    from tests import fakes

    class Missing(fakes.WrongEngine):
        distribution = "no-such-distribution-xyz"

    import mtg_rulings.adapters.registry

    monkeypatch.setattr(mtg_rulings.adapters.registry, "available_engines", lambda: {"missing": lambda: Missing})
    out = CliRunner().invoke(main, ["engines"]).output
    assert "missing      not installed: python3 -m pip install 'mtg-rulings[missing]' (or no-such-distribution-xyz)" in out


def test_a_step_typo_in_a_users_folder_gets_steps_of_its_own_kind(tmp_path: Path) -> None:
    """The user's folder has few valid steps of its own: the suggestions come from the suite's steps too, and
    only of the typo's keyword kind."""
    features = tmp_path / "mine"
    features.mkdir()
    (features / "typo.feature").write_text(
        "Feature: typo\n\n  @id:my-typo\n  Scenario: a When step misspelt\n"
        "    Given a game between Alice and Bob\n    And Alice has Forest in her hand\n"
        "    When Alice plyas Forest from her hand\n    Then Forest is on the battlefield\n", encoding="utf-8")
    proc = rulings_cmd("lint", "--features", str(features))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    line = next(ln for ln in (proc.stdout + proc.stderr).splitlines() if "undefined when step" in ln)
    hints = line.split("did you mean", 1)[1]
    suggested = [h.strip(' "?') for h in hints.split('";')]
    assert suggested and all(s.startswith("When ") for s in suggested), line
    assert any("plays Forest from" in s for s in suggested), line
