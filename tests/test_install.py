"""A normal install works (issue 13, item 1): the wheel built from this tree, installed into a new virtualenv,
runs the suite's whole corpus and a user's folder of features, rulings and cards from an empty folder.

Offline: the wheel is built with this environment's setuptools (``--no-build-isolation``), installed with
``--no-deps``, and the new virtualenv finds its dependencies (pytest, pytest-bdd, click, ...) through a ``.pth``
line naming this environment's site-packages. A path named in a ``.pth`` file is appended to ``sys.path`` but
its own ``.pth`` files are not processed, so this environment's editable install of the suite (a ``.pth`` finder)
is not active there: the test checks that the suite's modules are imported from the new virtualenv.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from mtg_rulings.steps.collection import load_suite

ROOT = Path(__file__).resolve().parent.parent
COPY_IGNORE = shutil.ignore_patterns(".git", ".tox", ".venv*", "build", "dist", "*.egg-info", "rulings-out*", "__pycache__",
                                     ".mypy_cache", ".ruff_cache", ".pytest_cache", "node_modules")


def _run(cmd: list[str | Path], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a copy of this tree, its links kept as links (mtg_rulings/ links the top-level folders)."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=COPY_IGNORE, symlinks=True)  # the build writes build/ and *.egg-info beside the sources
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", tmp / "dist", src], tmp, env)
    assert built.returncode == 0, built.stdout + built.stderr
    wheels = list((tmp / "dist").glob("mtg_rulings-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """A new virtualenv with the suite installed from its wheel; the environment to run its commands in."""
    tmp = tmp_path_factory.mktemp("install")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    wheels = [wheel]
    target = tmp / "venv"
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / "bin" / "python"
    installed = _run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", wheels[0]], tmp, env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    site = Path(_run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp, env).stdout.strip())
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "zz-test-dependencies.pth").write_text("\n".join(sorted(deps)) + "\n")
    env["PATH"] = f"{target / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    where = _run([python, "-c", "import mtg_rulings.runner.plugin as p; print(p.PROJECT_ROOT)"], tmp, env)
    # the wheel's modules, not this tree's
    assert Path(where.stdout.strip()) == site / "mtg_rulings", where.stdout + where.stderr
    return target, env


def test_the_wheel_installs_one_import_name(wheel: Path) -> None:
    """Issue 27: the wheel puts exactly one top-level name, mtg_rulings, into site-packages (and its dist-info), with
    the folders linked into mtg_rulings/ as real packages: the feature corpus and each package's data files."""
    names = zipfile.ZipFile(wheel).namelist()
    assert {n.split("/")[0] for n in names} == {"mtg_rulings", "mtg_rulings-0.1.0.dist-info"}
    features = {p.relative_to(ROOT).as_posix() for p in (ROOT / "features").rglob("*.feature")}
    assert features and {f"mtg_rulings/{f}" for f in features} <= set(names)
    for data in ("mtg_rulings/steps/run.ini", "mtg_rulings/steps/rulings_test.py", "mtg_rulings/cli/data/commands.json",
                 "mtg_rulings/model/data/rulings.json", "mtg_rulings/model/schema/rulings-results-3.schema.json",
                 "mtg_rulings/adapters/stdio/schema/common.schema.json", "mtg_rulings/reports/templates/site/site.js"):
        assert data in names, data


def _results(out: Path) -> dict[str, str]:
    data = json.loads((out / "results.json").read_text())
    return {r["id"]: r["status"] for r in data["results"]}


def test_installed_wheel_runs_the_whole_corpus_from_an_empty_folder(installed: tuple[Path, dict[str, str]],
                                                                   tmp_path: Path) -> None:
    target, env = installed
    empty = tmp_path / "empty"
    empty.mkdir()
    run = _run([target / "bin" / "rulings", "run", "--out", "out"], empty, env)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    results = _results(empty / "out")
    expected = {row for info in load_suite(ROOT / "features", ROOT, strict=False) for row in info.row_ids()}
    assert set(results) == expected  # every scenario of the corpus (each Examples row), shipped and run
    assert {"junit.xml", "cucumber-messages.ndjson", "report"} <= {p.name for p in (empty / "out").iterdir()}
    assert sorted(p.name for p in empty.iterdir()) == ["out"]  # nothing written anywhere else in the folder


def test_installed_wheel_runs_a_users_features_rulings_and_cards(installed: tuple[Path, dict[str, str]],
                                                                tmp_path: Path) -> None:
    target, env = installed
    mine = tmp_path / "my-features"
    shutil.copytree(ROOT / "examples" / "fin", mine)
    run = _run([target / "bin" / "rulings", "run", "--features", "my-features", "--out", "out"], tmp_path, env)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    results = _results(tmp_path / "out")
    expected = {row for info in load_suite(ROOT / "examples" / "fin", ROOT, strict=False) for row in info.row_ids()}
    assert set(results) == expected
    assert "passed" in results.values()  # the user's card file and rulings file were loaded: its scenarios ran


def test_installed_wheel_has_every_command_fuzz_included(installed: tuple[Path, dict[str, str]], tmp_path: Path) -> None:
    """Issue 26: `rulings fuzz` from a wheel (hypothesis is a runtime dependency), and `rulings init` then the
    workflow's own commands from an empty folder."""
    target, env = installed
    fuzz = _run([target / "bin" / "rulings", "fuzz", "--engine", "reference", "--examples", "10", "--out", "fz"], tmp_path, env)
    assert fuzz.returncode == 0, fuzz.stdout[-3000:] + fuzz.stderr[-3000:]
    assert (tmp_path / "fz" / "fuzz-summary.json").exists()
    site = Path(_run([target / "bin" / "python", "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                     tmp_path, env).stdout.strip())
    (meta,) = site.glob("mtg_rulings-*.dist-info/METADATA")
    requires = [line.split(":", 1)[1].strip() for line in meta.read_text().splitlines() if line.startswith("Requires-Dist:")]
    runtime = [r for r in requires if "extra ==" not in r]
    assert any(r.startswith("hypothesis") for r in runtime), runtime
    assert not [r for r in runtime if "==" in r], runtime  # compatible ranges, no pins in an engine's environment
    repo = tmp_path / "engine-repo"
    repo.mkdir()
    init = _run([target / "bin" / "rulings", "init", "--engine", "reference"], repo, env)
    assert init.returncode == 0, init.stdout[-3000:] + init.stderr[-3000:]
    workflow = (repo / ".github" / "workflows" / "rulings.yml").read_text()
    judge = next(line.split("run: ", 1)[1] for line in workflow.splitlines() if "run: rulings run" in line)
    ran = _run(["bash", "-c", judge], repo, env)  # the workflow's own command
    assert ran.returncode == 0 and "regression 0" in ran.stdout, ran.stdout[-3000:] + ran.stderr[-3000:]
