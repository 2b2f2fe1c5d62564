"""The Forge runner's Java sources: they compile against stubs of the Forge API it uses, and the runner's
setup-to-state code writes exactly the lines the Python exporter writes, for every scenario of the corpus.

Forge itself can't be built here, so the runner is not run against a real Forge; see
adapters/forge/runner/README.md for doing that.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import asdict
from pathlib import Path

import pytest

from adapters.corpus import Corpus
from adapters.forge import puzzle
from adapters.scenario import CardSpec, PlayerSetup, Setup
from tests.conftest import made_once

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "adapters" / "forge" / "runner" / "src"
STUBS = ROOT / "tests" / "java_stubs" / "forge"

pytestmark = pytest.mark.skipif(shutil.which("javac") is None or shutil.which("java") is None,
                                reason="a JDK (javac, java) is not installed")


@pytest.fixture(scope="module")
def classes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    with made_once(tmp_path_factory, "forge-classes") as (out, make):
        if make:
            sources = [str(p) for p in sorted(RUNNER.rglob("*.java"))] + [str(ROOT / "tests" / "java" / "StateTextCheck.java")]
            proc = subprocess.run(["javac", "-Xlint:unchecked", "-Werror", "-d", str(out), "-sourcepath", str(STUBS),
                                   *sources], capture_output=True, text=True, timeout=300, check=False)
            assert proc.returncode == 0, proc.stderr
    return out


def test_the_runner_compiles_against_the_forge_api_stubs(classes: Path) -> None:
    for name in ("ForgeRunner", "StateText", "Json"):
        assert (classes / "rulings" / "forge" / f"{name}.class").exists()


def _java_state(classes: Path, setups: list[Setup]) -> list[str]:
    lines = "".join(json.dumps(asdict(s)) + "\n" for s in setups)
    proc = subprocess.run(["java", "-cp", str(classes), "StateTextCheck"], input=lines, capture_output=True, text=True,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    return [line if line.startswith("!") else json.loads(line) for line in proc.stdout.splitlines()]


def test_the_runner_writes_the_same_state_as_the_exporter(classes: Path) -> None:
    corpus = Corpus.read(ROOT / "tests" / "data" / "sample-corpus.json")
    extra = Setup([PlayerSetup("Alice", battlefield=[CardSpec("Bear", counters={"+1/+1": 0, "-1/-1": 1})],
                               mana_pool="{W}{C}"), PlayerSetup("Bob", lands_played=1)], "Bob", "end", 9)
    setups = [s.setup for s in corpus.scenarios] + [extra]
    java = _java_state(classes, setups)
    assert len(java) == len(setups)
    for setup, got in zip(setups, java, strict=True):
        assert got == "\n".join(puzzle.state_lines(setup)), setup


def test_the_runner_refuses_what_the_exporter_refuses(classes: Path) -> None:
    three = Setup([PlayerSetup("Alice"), PlayerSetup("Bob"), PlayerSetup("Carol")], "Alice")
    token = Setup([PlayerSetup("Alice", battlefield=[CardSpec("Bird", token=True)]), PlayerSetup("Bob")], "Alice")
    generic = Setup([PlayerSetup("Alice", mana_pool="{2}"), PlayerSetup("Bob")], "Alice")
    for setup, got in zip([three, token, generic], _java_state(classes, [three, token, generic]), strict=True):
        assert isinstance(got, str) and got.startswith("!"), got
        with pytest.raises(puzzle.NotExpressible):
            puzzle.state_lines(setup)


def test_the_runner_json_reads_what_it_writes(classes: Path) -> None:
    tricky = Setup([PlayerSetup("Ålice \"quoted\" \\ back", hand=[CardSpec("Forest")]), PlayerSetup("Bob")],
                   "Ålice \"quoted\" \\ back")
    (got,) = _java_state(classes, [tricky])
    assert got == "\n".join(puzzle.state_lines(tricky))
