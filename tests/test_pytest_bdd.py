"""The step vocabulary is a pytest-bdd step library: pytest-bdd's own runner builds the same scenarios.

The suite's runs call the step functions directly (mtg_rulings/runner/plugin.py), without pytest-bdd's per-step fixture
machinery, for speed. This test runs every feature of the corpus through pytest-bdd 9's ``scenarios()`` with
``pytest_plugins = ["mtg_rulings.steps.vocabulary"]``, as a user's own pytest-bdd test would, and checks that every scenario
(every Examples row) it builds equals the one ``rulings export`` writes: same setup, actions, checks, decisions
and feature lines. A difference in argument parsing, conversion, step kinds (And/But), Background or Examples
substitution between the two ways of running steps shows here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

CONFTEST = '''
import json
import os

pytest_plugins = ["mtg_rulings.steps.vocabulary"]
BUILT = {}


def pytest_bdd_after_scenario(request, feature, scenario):
    builder = request.getfixturevalue("rulings_builder")
    BUILT[builder.id] = builder.build().to_dict()


def pytest_sessionfinish(session):
    with open(os.environ["BUILT_OUT"], "w") as f:
        json.dump(BUILT, f)
'''

TEST_MODULE = f'''
from pytest_bdd import scenarios

scenarios({str(ROOT / "features")!r}, features_base_dir={str(ROOT)!r})
'''


def _comparable(scenario: dict[str, Any], folder: str = "") -> dict[str, Any]:
    """A scenario without its description and pending reason (the suite's runs give the Rule's description too) and
    name (pytest-bdd puts an Examples row's values in an outline's name; results keep the name as written),
    its rules and rulings sorted (pytest-bdd keeps tags as a set), and ``folder`` put before its feature paths
    (pytest-bdd names them relative to the folder given to ``scenarios()``)."""
    def placed(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: f"{folder}{v}" if k in ("feature", "line", "expect_line") and isinstance(v, str) and v
                    else placed(v) for k, v in node.items()}
        return [placed(v) for v in node] if isinstance(node, list) else node

    out: dict[str, Any] = placed({k: v for k, v in scenario.items() if k not in ("description", "pending", "name")})
    out["rules"], out["rulings"] = sorted(out["rules"]), sorted(out["rulings"])
    return out


def test_pytest_bdd_builds_the_same_scenarios_as_the_suites_runs(tmp_path: Path, exported: dict[str, Path]) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_corpus.py").write_text(TEST_MODULE)
    built_file = tmp_path / "built.json"
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          "-p", "no:xdist", "-W", "ignore", "--rootdir", str(tmp_path), "-c", "/dev/null", str(tmp_path)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=1800,
                         env={**os.environ, "BUILT_OUT": str(built_file), "PYTHONPATH": str(ROOT)})
    built: dict[str, Any] = json.loads(built_file.read_text())
    corpus = json.loads((exported["json"] / "corpus.json").read_text())
    expected = {s["id"]: s for s in corpus["scenarios"]}
    assert len(expected) > 100  # the whole corpus, not a sample
    missing = sorted(set(expected) - set(built))
    assert not missing, f"pytest-bdd didn't build {missing[:10]}:\n{run.stdout[-3000:]}"
    differ = [sid for sid in expected if _comparable(built[sid], "features/") != _comparable(expected[sid])]
    assert not differ, (f"{len(differ)} scenario(s) built differently, e.g. {differ[0]}:\npytest-bdd: "
                        f"{_comparable(built[differ[0]], 'features/')}\nsuite:      {_comparable(expected[differ[0]])}")
